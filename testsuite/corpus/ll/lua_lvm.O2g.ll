; ModuleID = 'src/lua/lvm.c'
source_filename = "src/lua/lvm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }
%union.StackValue = type { %struct.TValue }
%struct.Upvaldesc = type { ptr, i8, i8, i8 }

@.str = private unnamed_addr constant [6 x i8] c"index\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [40 x i8] c"'__index' chain too long; possible loop\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [43 x i8] c"'__newindex' chain too long; possible loop\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [23 x i8] c"string length overflow\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [14 x i8] c"get length of\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [26 x i8] c"attempt to divide by zero\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [26 x i8] c"attempt to perform 'n%%0'\00", align 1, !dbg !32
@luaV_execute.disptab = internal unnamed_addr constant [83 x ptr] [ptr blockaddress(@luaV_execute, %52), ptr blockaddress(@luaV_execute, %79), ptr blockaddress(@luaV_execute, %97), ptr blockaddress(@luaV_execute, %115), ptr blockaddress(@luaV_execute, %136), ptr blockaddress(@luaV_execute, %159), ptr blockaddress(@luaV_execute, %173), ptr blockaddress(@luaV_execute, %188), ptr blockaddress(@luaV_execute, %202), ptr blockaddress(@luaV_execute, %249), ptr blockaddress(@luaV_execute, %274), ptr blockaddress(@luaV_execute, %314), ptr blockaddress(@luaV_execute, %359), ptr blockaddress(@luaV_execute, %430), ptr blockaddress(@luaV_execute, %483), ptr blockaddress(@luaV_execute, %525), ptr blockaddress(@luaV_execute, %589), ptr blockaddress(@luaV_execute, %679), ptr blockaddress(@luaV_execute, %751), ptr blockaddress(@luaV_execute, %812), ptr blockaddress(@luaV_execute, %858), ptr blockaddress(@luaV_execute, %907), ptr blockaddress(@luaV_execute, %944), ptr blockaddress(@luaV_execute, %1000), ptr blockaddress(@luaV_execute, %1056), ptr blockaddress(@luaV_execute, %1112), ptr blockaddress(@luaV_execute, %1193), ptr blockaddress(@luaV_execute, %1243), ptr blockaddress(@luaV_execute, %1287), ptr blockaddress(@luaV_execute, %1362), ptr blockaddress(@luaV_execute, %1405), ptr blockaddress(@luaV_execute, %1448), ptr blockaddress(@luaV_execute, %1491), ptr blockaddress(@luaV_execute, %1544), ptr blockaddress(@luaV_execute, %1597), ptr blockaddress(@luaV_execute, %1653), ptr blockaddress(@luaV_execute, %1709), ptr blockaddress(@luaV_execute, %1765), ptr blockaddress(@luaV_execute, %1846), ptr blockaddress(@luaV_execute, %1896), ptr blockaddress(@luaV_execute, %1940), ptr blockaddress(@luaV_execute, %2015), ptr blockaddress(@luaV_execute, %2073), ptr blockaddress(@luaV_execute, %2131), ptr blockaddress(@luaV_execute, %2258), ptr blockaddress(@luaV_execute, %2189), ptr blockaddress(@luaV_execute, %2327), ptr blockaddress(@luaV_execute, %2354), ptr blockaddress(@luaV_execute, %2383), ptr blockaddress(@luaV_execute, %2412), ptr blockaddress(@luaV_execute, %2445), ptr blockaddress(@luaV_execute, %2486), ptr blockaddress(@luaV_execute, %2510), ptr blockaddress(@luaV_execute, %2530), ptr blockaddress(@luaV_execute, %2557), ptr blockaddress(@luaV_execute, %2574), ptr blockaddress(@luaV_execute, %2589), ptr blockaddress(@luaV_execute, %2604), ptr blockaddress(@luaV_execute, %2640), ptr blockaddress(@luaV_execute, %2748), ptr blockaddress(@luaV_execute, %2856), ptr blockaddress(@luaV_execute, %2890), ptr blockaddress(@luaV_execute, %2937), ptr blockaddress(@luaV_execute, %2989), ptr blockaddress(@luaV_execute, %3041), ptr blockaddress(@luaV_execute, %3093), ptr blockaddress(@luaV_execute, %3145), ptr blockaddress(@luaV_execute, %3179), ptr blockaddress(@luaV_execute, %3220), ptr blockaddress(@luaV_execute, %3247), ptr blockaddress(@luaV_execute, %3287), ptr blockaddress(@luaV_execute, %3337), ptr blockaddress(@luaV_execute, %3385), ptr blockaddress(@luaV_execute, %3442), ptr blockaddress(@luaV_execute, %3493), ptr blockaddress(@luaV_execute, %3773), ptr blockaddress(@luaV_execute, %3785), ptr blockaddress(@luaV_execute, %3804), ptr blockaddress(@luaV_execute, %3837), ptr blockaddress(@luaV_execute, %3918), ptr blockaddress(@luaV_execute, %3992), ptr blockaddress(@luaV_execute, %4010), ptr blockaddress(@luaV_execute, %4023)], align 16, !dbg !34
@.str.7 = private unnamed_addr constant [19 x i8] c"'for' step is zero\00", align 1, !dbg !607
@.str.8 = private unnamed_addr constant [6 x i8] c"limit\00", align 1, !dbg !612
@.str.9 = private unnamed_addr constant [5 x i8] c"step\00", align 1, !dbg !614
@.str.10 = private unnamed_addr constant [14 x i8] c"initial value\00", align 1, !dbg !619

; Function Attrs: nounwind uwtable
define hidden range(i32 0, 2) i32 @luaV_tonumber_(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !1528 {
  %3 = alloca %struct.TValue, align 8, !DIAssignID !1536
    #dbg_assign(i1 undef, !1535, !DIExpression(), !1536, ptr %3, !DIExpression(), !1537)
    #dbg_value(ptr %0, !1533, !DIExpression(), !1537)
    #dbg_value(ptr %1, !1534, !DIExpression(), !1537)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #13, !dbg !1538
  %4 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1539
  %5 = load i8, ptr %4, align 8, !dbg !1539, !tbaa !1541
  %6 = icmp eq i8 %5, 3, !dbg !1539
  br i1 %6, label %7, label %10, !dbg !1545

7:                                                ; preds = %2
  %8 = load i64, ptr %0, align 8, !dbg !1546, !tbaa !1548
  %9 = sitofp i64 %8 to double, !dbg !1546
  br label %37, !dbg !1549

10:                                               ; preds = %2
    #dbg_value(ptr %0, !1550, !DIExpression(), !1559)
    #dbg_value(ptr %3, !1555, !DIExpression(), !1559)
  %11 = and i8 %5, 15, !dbg !1562
  %12 = icmp eq i8 %11, 4, !dbg !1562
  br i1 %12, label %13, label %39, !dbg !1563

13:                                               ; preds = %10
  %14 = load ptr, ptr %0, align 8, !dbg !1564, !tbaa !1548
    #dbg_value(ptr %14, !1556, !DIExpression(), !1565)
  %15 = getelementptr inbounds i8, ptr %14, i64 24, !dbg !1566
  %16 = call i64 @luaO_str2num(ptr noundef nonnull %15, ptr noundef nonnull %3) #13, !dbg !1567
  %17 = getelementptr inbounds i8, ptr %14, i64 11, !dbg !1568
  %18 = load i8, ptr %17, align 1, !dbg !1568, !tbaa !1569
  %19 = icmp eq i8 %18, -1, !dbg !1568
  br i1 %19, label %22, label %20, !dbg !1568

20:                                               ; preds = %13
  %21 = zext i8 %18 to i64, !dbg !1568
  br label %25, !dbg !1568

22:                                               ; preds = %13
  %23 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !1568
  %24 = load i64, ptr %23, align 8, !dbg !1568, !tbaa !1548
  br label %25, !dbg !1568

25:                                               ; preds = %20, %22
  %26 = phi i64 [ %21, %20 ], [ %24, %22 ], !dbg !1568
  %27 = add i64 %26, 1, !dbg !1573
  %28 = icmp eq i64 %16, %27, !dbg !1574
  br i1 %28, label %29, label %39, !dbg !1575

29:                                               ; preds = %25
  %30 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !1576
  %31 = load i8, ptr %30, align 8, !dbg !1576, !tbaa !1541
  %32 = icmp eq i8 %31, 3, !dbg !1576
  %33 = load i64, ptr %3, align 8, !dbg !1576
  %34 = sitofp i64 %33 to double, !dbg !1576
  %35 = bitcast i64 %33 to double, !dbg !1576
  %36 = select i1 %32, double %34, double %35, !dbg !1576
  br label %37, !dbg !1578

37:                                               ; preds = %7, %29
  %38 = phi double [ %36, %29 ], [ %9, %7 ]
  store double %38, ptr %1, align 8, !dbg !1579, !tbaa !1580
  br label %39, !dbg !1582

39:                                               ; preds = %37, %10, %25
  %40 = phi i32 [ 0, %25 ], [ 0, %10 ], [ 1, %37 ], !dbg !1579
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #13, !dbg !1582
  ret i32 %40, !dbg !1582
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define hidden range(i32 0, 2) i32 @luaV_flttointeger(double noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #2 !dbg !1583 {
    #dbg_value(double %0, !1589, !DIExpression(), !1593)
    #dbg_value(ptr %1, !1590, !DIExpression(), !1593)
    #dbg_value(i32 %2, !1591, !DIExpression(), !1593)
  %4 = tail call double @llvm.floor.f64(double %0), !dbg !1594
    #dbg_value(double %4, !1592, !DIExpression(), !1593)
  %5 = fcmp une double %4, %0, !dbg !1595
  br i1 %5, label %6, label %9, !dbg !1597

6:                                                ; preds = %3
  switch i32 %2, label %9 [
    i32 0, label %18
    i32 2, label %7
  ], !dbg !1598

7:                                                ; preds = %6
  %8 = fadd double %4, 1.000000e+00, !dbg !1600
    #dbg_value(double %8, !1592, !DIExpression(), !1593)
  br label %9, !dbg !1603

9:                                                ; preds = %6, %7, %3
  %10 = phi double [ %8, %7 ], [ %4, %3 ], [ %4, %6 ], !dbg !1593
    #dbg_value(double %10, !1592, !DIExpression(), !1593)
  %11 = fcmp oge double %10, 0xC3E0000000000000, !dbg !1604
  %12 = fcmp olt double %10, 0x43E0000000000000, !dbg !1604
  %13 = and i1 %11, %12, !dbg !1604
  br i1 %13, label %14, label %16, !dbg !1604

14:                                               ; preds = %9
  %15 = fptosi double %10 to i64, !dbg !1604
  store i64 %15, ptr %1, align 8, !dbg !1604, !tbaa !1605
  br label %16

16:                                               ; preds = %14, %9
  %17 = zext i1 %13 to i32, !dbg !1604
  br label %18, !dbg !1607

18:                                               ; preds = %6, %16
  %19 = phi i32 [ %17, %16 ], [ %2, %6 ], !dbg !1593
  ret i32 %19, !dbg !1608
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define hidden range(i32 0, 2) i32 @luaV_tointegerns(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #4 !dbg !1609 {
    #dbg_value(ptr %0, !1613, !DIExpression(), !1616)
    #dbg_value(ptr %1, !1614, !DIExpression(), !1616)
    #dbg_value(i32 %2, !1615, !DIExpression(), !1616)
  %4 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1617
  %5 = load i8, ptr %4, align 8, !dbg !1617, !tbaa !1541
  switch i8 %5, label %24 [
    i8 19, label %6
    i8 3, label %22
  ], !dbg !1619

6:                                                ; preds = %3
  %7 = load double, ptr %0, align 8, !dbg !1620, !tbaa !1548
    #dbg_value(double %7, !1589, !DIExpression(), !1621)
    #dbg_value(ptr %1, !1590, !DIExpression(), !1621)
    #dbg_value(i32 %2, !1591, !DIExpression(), !1621)
  %8 = tail call double @llvm.floor.f64(double %7), !dbg !1623
    #dbg_value(double %8, !1592, !DIExpression(), !1621)
  %9 = fcmp une double %8, %7, !dbg !1624
  br i1 %9, label %10, label %13, !dbg !1625

10:                                               ; preds = %6
  switch i32 %2, label %13 [
    i32 0, label %24
    i32 2, label %11
  ], !dbg !1626

11:                                               ; preds = %10
  %12 = fadd double %8, 1.000000e+00, !dbg !1627
    #dbg_value(double %12, !1592, !DIExpression(), !1621)
  br label %13, !dbg !1628

13:                                               ; preds = %11, %10, %6
  %14 = phi double [ %12, %11 ], [ %8, %6 ], [ %8, %10 ], !dbg !1621
    #dbg_value(double %14, !1592, !DIExpression(), !1621)
  %15 = fcmp oge double %14, 0xC3E0000000000000, !dbg !1629
  %16 = fcmp olt double %14, 0x43E0000000000000, !dbg !1629
  %17 = and i1 %15, %16, !dbg !1629
  br i1 %17, label %18, label %20, !dbg !1629

18:                                               ; preds = %13
  %19 = fptosi double %14 to i64, !dbg !1629
  store i64 %19, ptr %1, align 8, !dbg !1629, !tbaa !1605
  br label %20

20:                                               ; preds = %18, %13
  %21 = zext i1 %17 to i32, !dbg !1629
  br label %24, !dbg !1630

22:                                               ; preds = %3
  %23 = load i64, ptr %0, align 8, !dbg !1631, !tbaa !1548
  store i64 %23, ptr %1, align 8, !dbg !1634, !tbaa !1605
  br label %24, !dbg !1635

24:                                               ; preds = %20, %10, %3, %22
  %25 = phi i32 [ 1, %22 ], [ 0, %3 ], [ %21, %20 ], [ %2, %10 ], !dbg !1636
  ret i32 %25, !dbg !1637
}

; Function Attrs: nounwind uwtable
define hidden range(i32 0, 2) i32 @luaV_tointeger(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !1638 {
  %4 = alloca %struct.TValue, align 8, !DIAssignID !1644
    #dbg_assign(i1 undef, !1643, !DIExpression(), !1644, ptr %4, !DIExpression(), !1645)
    #dbg_value(ptr %0, !1640, !DIExpression(), !1645)
    #dbg_value(ptr %1, !1641, !DIExpression(), !1645)
    #dbg_value(i32 %2, !1642, !DIExpression(), !1645)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13, !dbg !1646
    #dbg_value(ptr %0, !1550, !DIExpression(), !1647)
    #dbg_value(ptr %4, !1555, !DIExpression(), !1647)
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1650
  %6 = load i8, ptr %5, align 8, !dbg !1650, !tbaa !1541
  %7 = and i8 %6, 15, !dbg !1650
  %8 = icmp eq i8 %7, 4, !dbg !1650
  br i1 %8, label %9, label %30, !dbg !1651

9:                                                ; preds = %3
  %10 = load ptr, ptr %0, align 8, !dbg !1652, !tbaa !1548
    #dbg_value(ptr %10, !1556, !DIExpression(), !1653)
  %11 = getelementptr inbounds i8, ptr %10, i64 24, !dbg !1654
  %12 = call i64 @luaO_str2num(ptr noundef nonnull %11, ptr noundef nonnull %4) #13, !dbg !1655
  %13 = getelementptr inbounds i8, ptr %10, i64 11, !dbg !1656
  %14 = load i8, ptr %13, align 1, !dbg !1656, !tbaa !1569
  %15 = icmp eq i8 %14, -1, !dbg !1656
  br i1 %15, label %18, label %16, !dbg !1656

16:                                               ; preds = %9
  %17 = zext i8 %14 to i64, !dbg !1656
  br label %21, !dbg !1656

18:                                               ; preds = %9
  %19 = getelementptr inbounds i8, ptr %10, i64 16, !dbg !1656
  %20 = load i64, ptr %19, align 8, !dbg !1656, !tbaa !1548
  br label %21, !dbg !1656

21:                                               ; preds = %16, %18
  %22 = phi i64 [ %17, %16 ], [ %20, %18 ], !dbg !1656
  %23 = add i64 %22, 1, !dbg !1657
  %24 = icmp ne i64 %12, %23, !dbg !1658
  %25 = freeze i1 %24
    #dbg_value(ptr %1, !1614, !DIExpression(), !1659)
    #dbg_value(ptr %1, !1614, !DIExpression(), !1659)
    #dbg_value(i32 %2, !1615, !DIExpression(), !1659)
    #dbg_value(i32 %2, !1615, !DIExpression(), !1659)
  %26 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !1661
  %27 = select i1 %25, ptr %0, ptr %4, !dbg !1661
  %28 = select i1 %25, ptr %5, ptr %26, !dbg !1661
  %29 = load i8, ptr %28, align 8, !dbg !1662, !tbaa !1541
  br label %30, !dbg !1662

30:                                               ; preds = %21, %3
  %31 = phi i8 [ %29, %21 ], [ %6, %3 ], !dbg !1662
  %32 = phi ptr [ %27, %21 ], [ %0, %3 ]
  switch i8 %31, label %51 [
    i8 19, label %33
    i8 3, label %49
  ], !dbg !1663

33:                                               ; preds = %30
  %34 = load double, ptr %32, align 8, !dbg !1664, !tbaa !1548
    #dbg_value(double %34, !1589, !DIExpression(), !1665)
    #dbg_value(ptr %1, !1590, !DIExpression(), !1665)
    #dbg_value(i32 %2, !1591, !DIExpression(), !1665)
  %35 = call double @llvm.floor.f64(double %34), !dbg !1667
    #dbg_value(double %35, !1592, !DIExpression(), !1665)
  %36 = fcmp une double %35, %34, !dbg !1668
  br i1 %36, label %37, label %40, !dbg !1669

37:                                               ; preds = %33
  switch i32 %2, label %40 [
    i32 0, label %51
    i32 2, label %38
  ], !dbg !1670

38:                                               ; preds = %37
  %39 = fadd double %35, 1.000000e+00, !dbg !1671
    #dbg_value(double %39, !1592, !DIExpression(), !1665)
  br label %40, !dbg !1672

40:                                               ; preds = %38, %37, %33
  %41 = phi double [ %39, %38 ], [ %35, %33 ], [ %35, %37 ], !dbg !1665
    #dbg_value(double %41, !1592, !DIExpression(), !1665)
  %42 = fcmp oge double %41, 0xC3E0000000000000, !dbg !1673
  %43 = fcmp olt double %41, 0x43E0000000000000, !dbg !1673
  %44 = and i1 %42, %43, !dbg !1673
  br i1 %44, label %45, label %47, !dbg !1673

45:                                               ; preds = %40
  %46 = fptosi double %41 to i64, !dbg !1673
  store i64 %46, ptr %1, align 8, !dbg !1673, !tbaa !1605
  br label %47

47:                                               ; preds = %45, %40
  %48 = zext i1 %44 to i32, !dbg !1673
  br label %51, !dbg !1674

49:                                               ; preds = %30
  %50 = load i64, ptr %32, align 8, !dbg !1675, !tbaa !1548
  store i64 %50, ptr %1, align 8, !dbg !1676, !tbaa !1605
  br label %51, !dbg !1677

51:                                               ; preds = %30, %37, %47, %49
  %52 = phi i32 [ 1, %49 ], [ 0, %30 ], [ %48, %47 ], [ %2, %37 ], !dbg !1678
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13, !dbg !1679
  ret i32 %52, !dbg !1680
}

; Function Attrs: nounwind uwtable
define hidden void @luaV_finishget(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef readnone %4) local_unnamed_addr #0 !dbg !1681 {
    #dbg_value(ptr %0, !1685, !DIExpression(), !1700)
    #dbg_value(ptr %1, !1686, !DIExpression(), !1700)
    #dbg_value(ptr %2, !1687, !DIExpression(), !1700)
    #dbg_value(ptr %3, !1688, !DIExpression(), !1700)
    #dbg_value(ptr %4, !1689, !DIExpression(), !1700)
    #dbg_value(i32 0, !1690, !DIExpression(), !1700)
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  br label %7, !dbg !1701

7:                                                ; preds = %5, %60
  %8 = phi ptr [ %1, %5 ], [ %42, %60 ]
  %9 = phi ptr [ %4, %5 ], [ %61, %60 ]
  %10 = phi i32 [ 0, %5 ], [ %62, %60 ]
    #dbg_value(ptr %8, !1686, !DIExpression(), !1700)
    #dbg_value(ptr %9, !1689, !DIExpression(), !1700)
    #dbg_value(i32 %10, !1690, !DIExpression(), !1700)
  %11 = icmp eq ptr %9, null, !dbg !1702
  br i1 %11, label %12, label %19, !dbg !1704

12:                                               ; preds = %7
  %13 = tail call ptr @luaT_gettmbyobj(ptr noundef %0, ptr noundef %8, i32 noundef 0) #13, !dbg !1705
    #dbg_value(ptr %13, !1691, !DIExpression(), !1700)
  %14 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !1707
  %15 = load i8, ptr %14, align 8, !dbg !1707, !tbaa !1541
  %16 = and i8 %15, 15, !dbg !1707
  %17 = icmp eq i8 %16, 0, !dbg !1707
  br i1 %17, label %18, label %40, !dbg !1709, !prof !1710

18:                                               ; preds = %12
  tail call void @luaG_typeerror(ptr noundef %0, ptr noundef %8, ptr noundef nonnull @.str) #14, !dbg !1711
  unreachable, !dbg !1711

19:                                               ; preds = %7
  %20 = load ptr, ptr %8, align 8, !dbg !1712, !tbaa !1548
  %21 = getelementptr inbounds i8, ptr %20, i64 40, !dbg !1712
  %22 = load ptr, ptr %21, align 8, !dbg !1712, !tbaa !1548
  %23 = icmp eq ptr %22, null, !dbg !1712
  br i1 %23, label %38, label %24, !dbg !1712

24:                                               ; preds = %19
  %25 = getelementptr inbounds i8, ptr %22, i64 10, !dbg !1712
  %26 = load i8, ptr %25, align 2, !dbg !1712, !tbaa !1714
  %27 = and i8 %26, 1, !dbg !1712
  %28 = icmp eq i8 %27, 0, !dbg !1712
  br i1 %28, label %29, label %38, !dbg !1712

29:                                               ; preds = %24
  %30 = load ptr, ptr %6, align 8, !dbg !1712, !tbaa !1716
  %31 = getelementptr inbounds i8, ptr %30, i64 280, !dbg !1712
  %32 = load ptr, ptr %31, align 8, !dbg !1712, !tbaa !1721
  %33 = tail call ptr @luaT_gettm(ptr noundef nonnull %22, i32 noundef 0, ptr noundef %32) #13, !dbg !1712
    #dbg_value(ptr %33, !1691, !DIExpression(), !1700)
  %34 = icmp eq ptr %33, null, !dbg !1722
  br i1 %34, label %38, label %35, !dbg !1724

35:                                               ; preds = %29
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load i8, ptr %36, align 8, !dbg !1725, !tbaa !1541
  br label %40, !dbg !1724

38:                                               ; preds = %24, %19, %29
  %39 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !1727
  store i8 0, ptr %39, align 8, !dbg !1727, !tbaa !1548
  br label %65, !dbg !1729

40:                                               ; preds = %35, %12
  %41 = phi i8 [ %15, %12 ], [ %37, %35 ], !dbg !1725
  %42 = phi ptr [ %13, %12 ], [ %33, %35 ], !dbg !1730
    #dbg_value(ptr %42, !1691, !DIExpression(), !1700)
  %43 = and i8 %41, 15, !dbg !1725
  %44 = icmp eq i8 %43, 6, !dbg !1725
  br i1 %44, label %45, label %46, !dbg !1731

45:                                               ; preds = %40
  tail call void @luaT_callTMres(ptr noundef %0, ptr noundef nonnull %42, ptr noundef %8, ptr noundef %2, ptr noundef %3) #13, !dbg !1732
  br label %65, !dbg !1734

46:                                               ; preds = %40
    #dbg_value(ptr %42, !1686, !DIExpression(), !1700)
  %47 = icmp eq i8 %41, 69, !dbg !1735
  br i1 %47, label %48, label %60, !dbg !1736

48:                                               ; preds = %46
  %49 = load ptr, ptr %42, align 8, !dbg !1735, !tbaa !1548
  %50 = tail call ptr @luaH_get(ptr noundef %49, ptr noundef %2) #13, !dbg !1735
    #dbg_value(ptr %50, !1689, !DIExpression(), !1700)
  %51 = getelementptr inbounds i8, ptr %50, i64 8, !dbg !1735
  %52 = load i8, ptr %51, align 8, !dbg !1735, !tbaa !1541
  %53 = and i8 %52, 15, !dbg !1735
  %54 = icmp eq i8 %53, 0, !dbg !1735
  br i1 %54, label %60, label %55, !dbg !1736

55:                                               ; preds = %48
  %56 = getelementptr inbounds i8, ptr %50, i64 8
    #dbg_value(ptr %3, !1692, !DIExpression(), !1737)
    #dbg_value(ptr %50, !1699, !DIExpression(), !1737)
  %57 = load i64, ptr %50, align 8, !dbg !1738, !tbaa !1548
  store i64 %57, ptr %3, align 8, !dbg !1738, !tbaa !1548
  %58 = load i8, ptr %56, align 8, !dbg !1738, !tbaa !1541
  %59 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !1738
  store i8 %58, ptr %59, align 8, !dbg !1738, !tbaa !1541
  br label %65, !dbg !1739

60:                                               ; preds = %46, %48
  %61 = phi ptr [ %50, %48 ], [ null, %46 ], !dbg !1735
    #dbg_value(ptr %61, !1689, !DIExpression(), !1700)
  %62 = add nuw nsw i32 %10, 1, !dbg !1740
    #dbg_value(ptr %42, !1686, !DIExpression(), !1700)
    #dbg_value(i32 %62, !1690, !DIExpression(), !1700)
  %63 = icmp eq i32 %62, 2000, !dbg !1741
  br i1 %63, label %64, label %7, !dbg !1701, !llvm.loop !1742

64:                                               ; preds = %60
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.1) #14, !dbg !1745
  unreachable, !dbg !1745

65:                                               ; preds = %55, %45, %38
  ret void, !dbg !1746
}

declare !dbg !1747 hidden ptr @luaT_gettmbyobj(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: noreturn
declare !dbg !1750 hidden void @luaG_typeerror(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

declare !dbg !1754 hidden ptr @luaT_gettm(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !1757 hidden void @luaT_callTMres(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !1760 hidden ptr @luaH_get(ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: noreturn
declare !dbg !1764 hidden void @luaG_runerror(ptr noundef, ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define hidden void @luaV_finishset(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) local_unnamed_addr #0 !dbg !1767 {
    #dbg_value(ptr %0, !1771, !DIExpression(), !1790)
    #dbg_value(ptr %1, !1772, !DIExpression(), !1790)
    #dbg_value(ptr %2, !1773, !DIExpression(), !1790)
    #dbg_value(ptr %3, !1774, !DIExpression(), !1790)
    #dbg_value(ptr %4, !1775, !DIExpression(), !1790)
    #dbg_value(i32 0, !1776, !DIExpression(), !1790)
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  br label %7, !dbg !1791

7:                                                ; preds = %5, %93
  %8 = phi ptr [ %1, %5 ], [ %60, %93 ]
  %9 = phi ptr [ %4, %5 ], [ %94, %93 ]
  %10 = phi i32 [ 0, %5 ], [ %95, %93 ]
    #dbg_value(ptr %8, !1772, !DIExpression(), !1790)
    #dbg_value(ptr %9, !1775, !DIExpression(), !1790)
    #dbg_value(i32 %10, !1776, !DIExpression(), !1790)
  %11 = icmp eq ptr %9, null, !dbg !1792
  br i1 %11, label %51, label %12, !dbg !1793

12:                                               ; preds = %7
  %13 = load ptr, ptr %8, align 8, !dbg !1794, !tbaa !1548
    #dbg_value(ptr %13, !1781, !DIExpression(), !1795)
  %14 = getelementptr inbounds i8, ptr %13, i64 40, !dbg !1796
  %15 = load ptr, ptr %14, align 8, !dbg !1796, !tbaa !1797
  %16 = icmp eq ptr %15, null, !dbg !1796
  br i1 %16, label %31, label %17, !dbg !1796

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %15, i64 10, !dbg !1796
  %19 = load i8, ptr %18, align 2, !dbg !1796, !tbaa !1714
  %20 = and i8 %19, 2, !dbg !1796
  %21 = icmp eq i8 %20, 0, !dbg !1796
  br i1 %21, label %22, label %31, !dbg !1796

22:                                               ; preds = %17
  %23 = load ptr, ptr %6, align 8, !dbg !1796, !tbaa !1716
  %24 = getelementptr inbounds i8, ptr %23, i64 288, !dbg !1796
  %25 = load ptr, ptr %24, align 8, !dbg !1796, !tbaa !1721
  %26 = tail call ptr @luaT_gettm(ptr noundef nonnull %15, i32 noundef 1, ptr noundef %25) #13, !dbg !1796
    #dbg_value(ptr %26, !1777, !DIExpression(), !1798)
  %27 = icmp eq ptr %26, null, !dbg !1799
  br i1 %27, label %31, label %28, !dbg !1801

28:                                               ; preds = %22
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr %29, align 8, !dbg !1802, !tbaa !1541
  br label %58, !dbg !1801

31:                                               ; preds = %17, %12, %22
  tail call void @luaH_finishset(ptr noundef %0, ptr noundef nonnull %13, ptr noundef %2, ptr noundef nonnull %9, ptr noundef %3) #13, !dbg !1804
  %32 = getelementptr inbounds i8, ptr %13, i64 10, !dbg !1806
  %33 = load i8, ptr %32, align 2, !dbg !1806, !tbaa !1714
  %34 = and i8 %33, -64, !dbg !1806
  store i8 %34, ptr %32, align 2, !dbg !1806, !tbaa !1714
  %35 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !1807
  %36 = load i8, ptr %35, align 8, !dbg !1807, !tbaa !1541
  %37 = and i8 %36, 64, !dbg !1807
  %38 = icmp eq i8 %37, 0, !dbg !1807
  br i1 %38, label %98, label %39, !dbg !1807

39:                                               ; preds = %31
  %40 = getelementptr inbounds i8, ptr %13, i64 9, !dbg !1807
  %41 = load i8, ptr %40, align 1, !dbg !1807, !tbaa !1548
  %42 = and i8 %41, 32, !dbg !1807
  %43 = icmp eq i8 %42, 0, !dbg !1807
  br i1 %43, label %98, label %44, !dbg !1807

44:                                               ; preds = %39
  %45 = load ptr, ptr %3, align 8, !dbg !1807, !tbaa !1548
  %46 = getelementptr inbounds i8, ptr %45, i64 9, !dbg !1807
  %47 = load i8, ptr %46, align 1, !dbg !1807, !tbaa !1808
  %48 = and i8 %47, 24, !dbg !1807
  %49 = icmp eq i8 %48, 0, !dbg !1807
  br i1 %49, label %98, label %50, !dbg !1807

50:                                               ; preds = %44
  tail call void @luaC_barrierback_(ptr noundef %0, ptr noundef nonnull %13) #13, !dbg !1807
  br label %98, !dbg !1807

51:                                               ; preds = %7
  %52 = tail call ptr @luaT_gettmbyobj(ptr noundef %0, ptr noundef %8, i32 noundef 1) #13, !dbg !1810
    #dbg_value(ptr %52, !1777, !DIExpression(), !1798)
  %53 = getelementptr inbounds i8, ptr %52, i64 8, !dbg !1812
  %54 = load i8, ptr %53, align 8, !dbg !1812, !tbaa !1541
  %55 = and i8 %54, 15, !dbg !1812
  %56 = icmp eq i8 %55, 0, !dbg !1812
  br i1 %56, label %57, label %58, !dbg !1814, !prof !1710

57:                                               ; preds = %51
  tail call void @luaG_typeerror(ptr noundef %0, ptr noundef %8, ptr noundef nonnull @.str) #14, !dbg !1815
  unreachable, !dbg !1815

58:                                               ; preds = %28, %51
  %59 = phi i8 [ %54, %51 ], [ %30, %28 ], !dbg !1802
  %60 = phi ptr [ %52, %51 ], [ %26, %28 ], !dbg !1816
    #dbg_value(ptr %60, !1777, !DIExpression(), !1798)
  %61 = and i8 %59, 15, !dbg !1802
  %62 = icmp eq i8 %61, 6, !dbg !1802
  br i1 %62, label %63, label %64, !dbg !1817

63:                                               ; preds = %58
  tail call void @luaT_callTM(ptr noundef %0, ptr noundef nonnull %60, ptr noundef %8, ptr noundef %2, ptr noundef %3) #13, !dbg !1818
  br label %98, !dbg !1820

64:                                               ; preds = %58
    #dbg_value(ptr %60, !1772, !DIExpression(), !1790)
  %65 = icmp eq i8 %59, 69, !dbg !1821
  br i1 %65, label %66, label %93, !dbg !1822

66:                                               ; preds = %64
  %67 = load ptr, ptr %60, align 8, !dbg !1821, !tbaa !1548
  %68 = tail call ptr @luaH_get(ptr noundef %67, ptr noundef %2) #13, !dbg !1821
    #dbg_value(ptr %68, !1775, !DIExpression(), !1790)
  %69 = getelementptr inbounds i8, ptr %68, i64 8, !dbg !1821
  %70 = load i8, ptr %69, align 8, !dbg !1821, !tbaa !1541
  %71 = and i8 %70, 15, !dbg !1821
  %72 = icmp eq i8 %71, 0, !dbg !1821
  br i1 %72, label %93, label %73, !dbg !1822

73:                                               ; preds = %66
  %74 = getelementptr inbounds i8, ptr %68, i64 8
    #dbg_value(ptr %68, !1784, !DIExpression(), !1823)
    #dbg_value(ptr %3, !1789, !DIExpression(), !1823)
  %75 = load i64, ptr %3, align 8, !dbg !1824, !tbaa !1548
  store i64 %75, ptr %68, align 8, !dbg !1824, !tbaa !1548
  %76 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !1824
  %77 = load i8, ptr %76, align 8, !dbg !1824, !tbaa !1541
  store i8 %77, ptr %74, align 8, !dbg !1824, !tbaa !1541
  %78 = and i8 %77, 64, !dbg !1825
  %79 = icmp eq i8 %78, 0, !dbg !1825
  br i1 %79, label %98, label %80, !dbg !1825

80:                                               ; preds = %73
  %81 = load ptr, ptr %60, align 8, !dbg !1825, !tbaa !1548
  %82 = getelementptr inbounds i8, ptr %81, i64 9, !dbg !1825
  %83 = load i8, ptr %82, align 1, !dbg !1825, !tbaa !1808
  %84 = and i8 %83, 32, !dbg !1825
  %85 = icmp eq i8 %84, 0, !dbg !1825
  br i1 %85, label %98, label %86, !dbg !1825

86:                                               ; preds = %80
  %87 = load ptr, ptr %3, align 8, !dbg !1825, !tbaa !1548
  %88 = getelementptr inbounds i8, ptr %87, i64 9, !dbg !1825
  %89 = load i8, ptr %88, align 1, !dbg !1825, !tbaa !1808
  %90 = and i8 %89, 24, !dbg !1825
  %91 = icmp eq i8 %90, 0, !dbg !1825
  br i1 %91, label %98, label %92, !dbg !1825

92:                                               ; preds = %86
  tail call void @luaC_barrierback_(ptr noundef %0, ptr noundef nonnull %81) #13, !dbg !1825
  br label %98, !dbg !1825

93:                                               ; preds = %64, %66
  %94 = phi ptr [ %68, %66 ], [ null, %64 ]
    #dbg_value(ptr %60, !1772, !DIExpression(), !1790)
    #dbg_value(ptr %94, !1775, !DIExpression(), !1790)
  %95 = add nuw nsw i32 %10, 1, !dbg !1826
    #dbg_value(i32 %95, !1776, !DIExpression(), !1790)
  %96 = icmp eq i32 %95, 2000, !dbg !1827
  br i1 %96, label %97, label %7, !dbg !1791, !llvm.loop !1828

97:                                               ; preds = %93
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.2) #14, !dbg !1830
  unreachable, !dbg !1830

98:                                               ; preds = %63, %73, %92, %86, %80, %39, %44, %50, %31
    #dbg_value(ptr poison, !1772, !DIExpression(), !1790)
    #dbg_value(ptr poison, !1775, !DIExpression(), !1790)
  ret void, !dbg !1831
}

declare !dbg !1832 hidden void @luaH_finishset(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !1835 hidden void @luaC_barrierback_(ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !1839 hidden void @luaT_callTM(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden i32 @luaV_lessthan(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !1842 {
    #dbg_value(ptr %0, !1846, !DIExpression(), !1849)
    #dbg_value(ptr %1, !1847, !DIExpression(), !1849)
    #dbg_value(ptr %2, !1848, !DIExpression(), !1849)
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1850
  %5 = load i8, ptr %4, align 8, !dbg !1850, !tbaa !1541
  %6 = and i8 %5, 15, !dbg !1850
  %7 = icmp eq i8 %6, 3, !dbg !1850
  br i1 %7, label %8, label %65, !dbg !1852

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !1853
  %10 = load i8, ptr %9, align 8, !dbg !1853, !tbaa !1541
  %11 = and i8 %10, 15, !dbg !1853
  %12 = icmp eq i8 %11, 3, !dbg !1853
  br i1 %12, label %13, label %65, !dbg !1854

13:                                               ; preds = %8
    #dbg_value(ptr %1, !1855, !DIExpression(), !1866)
    #dbg_value(ptr %2, !1860, !DIExpression(), !1866)
  %14 = icmp eq i8 %5, 3, !dbg !1868
  br i1 %14, label %15, label %40, !dbg !1869

15:                                               ; preds = %13
  %16 = load i64, ptr %1, align 8, !dbg !1870, !tbaa !1548
    #dbg_value(i64 %16, !1861, !DIExpression(), !1871)
  %17 = icmp eq i8 %10, 3, !dbg !1872
  br i1 %17, label %18, label %21, !dbg !1874

18:                                               ; preds = %15
  %19 = load i64, ptr %2, align 8, !dbg !1875, !tbaa !1548
  %20 = icmp slt i64 %16, %19, !dbg !1876
  br label %62, !dbg !1877

21:                                               ; preds = %15
  %22 = load double, ptr %2, align 8, !dbg !1878, !tbaa !1548
    #dbg_value(i64 %16, !1879, !DIExpression(), !1888)
    #dbg_value(double %22, !1884, !DIExpression(), !1888)
  %23 = add i64 %16, 9007199254740992, !dbg !1890
  %24 = icmp ult i64 %23, 18014398509481985, !dbg !1890
  br i1 %24, label %25, label %28, !dbg !1891

25:                                               ; preds = %21
  %26 = sitofp i64 %16 to double, !dbg !1892
  %27 = fcmp ogt double %22, %26, !dbg !1892
  br label %62, !dbg !1893

28:                                               ; preds = %21
    #dbg_value(double %22, !1589, !DIExpression(), !1894)
    #dbg_value(ptr undef, !1590, !DIExpression(), !1894)
    #dbg_value(i32 2, !1591, !DIExpression(), !1894)
  %29 = tail call double @llvm.floor.f64(double %22), !dbg !1897
    #dbg_value(double %29, !1592, !DIExpression(), !1894)
  %30 = fcmp une double %29, %22, !dbg !1898
  %31 = fadd double %29, 1.000000e+00, !dbg !1899
  %32 = select i1 %30, double %31, double %29, !dbg !1899
    #dbg_value(double %32, !1592, !DIExpression(), !1894)
  %33 = fcmp oge double %32, 0xC3E0000000000000, !dbg !1900
  %34 = fcmp olt double %32, 0x43E0000000000000, !dbg !1900
  %35 = and i1 %33, %34, !dbg !1900
  %36 = fptosi double %32 to i64, !dbg !1900
    #dbg_value(i64 poison, !1885, !DIExpression(), !1901)
  %37 = icmp slt i64 %16, %36, !dbg !1902
  %38 = fcmp ogt double %22, 0.000000e+00, !dbg !1902
  %39 = select i1 %35, i1 %37, i1 %38, !dbg !1902
  br label %62

40:                                               ; preds = %13
  %41 = load double, ptr %1, align 8, !dbg !1903, !tbaa !1548
    #dbg_value(double %41, !1864, !DIExpression(), !1904)
  %42 = icmp eq i8 %10, 19, !dbg !1905
  br i1 %42, label %43, label %46, !dbg !1907

43:                                               ; preds = %40
  %44 = load double, ptr %2, align 8, !dbg !1908, !tbaa !1548
  %45 = fcmp olt double %41, %44, !dbg !1908
  br label %62, !dbg !1909

46:                                               ; preds = %40
  %47 = load i64, ptr %2, align 8, !dbg !1910, !tbaa !1548
    #dbg_value(double %41, !1911, !DIExpression(), !1920)
    #dbg_value(i64 %47, !1916, !DIExpression(), !1920)
  %48 = add i64 %47, 9007199254740992, !dbg !1922
  %49 = icmp ult i64 %48, 18014398509481985, !dbg !1922
  br i1 %49, label %50, label %53, !dbg !1923

50:                                               ; preds = %46
  %51 = sitofp i64 %47 to double, !dbg !1924
  %52 = fcmp olt double %41, %51, !dbg !1924
  br label %62, !dbg !1925

53:                                               ; preds = %46
    #dbg_value(double %41, !1589, !DIExpression(), !1926)
    #dbg_value(ptr undef, !1590, !DIExpression(), !1926)
    #dbg_value(i32 1, !1591, !DIExpression(), !1926)
  %54 = tail call double @llvm.floor.f64(double %41), !dbg !1929
    #dbg_value(double %54, !1592, !DIExpression(), !1926)
    #dbg_value(double %54, !1592, !DIExpression(), !1926)
  %55 = fcmp oge double %54, 0xC3E0000000000000, !dbg !1930
  %56 = fcmp olt double %54, 0x43E0000000000000, !dbg !1930
  %57 = and i1 %55, %56, !dbg !1930
  %58 = fptosi double %54 to i64, !dbg !1930
    #dbg_value(i64 poison, !1917, !DIExpression(), !1931)
  %59 = icmp sgt i64 %47, %58, !dbg !1932
  %60 = fcmp olt double %41, 0.000000e+00, !dbg !1932
  %61 = select i1 %57, i1 %59, i1 %60, !dbg !1932
  br label %62

62:                                               ; preds = %18, %25, %28, %43, %50, %53
  %63 = phi i1 [ %20, %18 ], [ %45, %43 ], [ %27, %25 ], [ %39, %28 ], [ %52, %50 ], [ %61, %53 ]
  %64 = zext i1 %63 to i32, !dbg !1933
  br label %67, !dbg !1934

65:                                               ; preds = %8, %3
  %66 = tail call fastcc i32 @lessthanothers(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2), !dbg !1935
  br label %67, !dbg !1936

67:                                               ; preds = %65, %62
  %68 = phi i32 [ %64, %62 ], [ %66, %65 ], !dbg !1937
  ret i32 %68, !dbg !1938
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @lessthanothers(ptr noundef %0, ptr noundef %1, ptr noundef %2) unnamed_addr #0 !dbg !1939 {
    #dbg_value(ptr %0, !1941, !DIExpression(), !1944)
    #dbg_value(ptr %1, !1942, !DIExpression(), !1944)
    #dbg_value(ptr %2, !1943, !DIExpression(), !1944)
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1945
  %5 = load i8, ptr %4, align 8, !dbg !1945, !tbaa !1541
  %6 = and i8 %5, 15, !dbg !1945
  %7 = icmp eq i8 %6, 4, !dbg !1945
  br i1 %7, label %8, label %62, !dbg !1947

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !1948
  %10 = load i8, ptr %9, align 8, !dbg !1948, !tbaa !1541
  %11 = and i8 %10, 15, !dbg !1948
  %12 = icmp eq i8 %11, 4, !dbg !1948
  br i1 %12, label %13, label %62, !dbg !1949

13:                                               ; preds = %8
  %14 = load ptr, ptr %1, align 8, !dbg !1950, !tbaa !1548
  %15 = load ptr, ptr %2, align 8, !dbg !1951, !tbaa !1548
    #dbg_value(ptr %14, !1952, !DIExpression(), !1972)
    #dbg_value(ptr %15, !1959, !DIExpression(), !1972)
  %16 = getelementptr inbounds i8, ptr %14, i64 24, !dbg !1974
    #dbg_value(ptr %16, !1960, !DIExpression(), !1972)
  %17 = getelementptr inbounds i8, ptr %14, i64 11, !dbg !1975
  %18 = load i8, ptr %17, align 1, !dbg !1975, !tbaa !1569
  %19 = icmp eq i8 %18, -1, !dbg !1975
  br i1 %19, label %22, label %20, !dbg !1975

20:                                               ; preds = %13
  %21 = zext i8 %18 to i64, !dbg !1975
  br label %25, !dbg !1975

22:                                               ; preds = %13
  %23 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !1975
  %24 = load i64, ptr %23, align 8, !dbg !1975, !tbaa !1548
  br label %25, !dbg !1975

25:                                               ; preds = %22, %20
  %26 = phi i64 [ %21, %20 ], [ %24, %22 ], !dbg !1975
    #dbg_value(i64 %26, !1961, !DIExpression(), !1972)
  %27 = getelementptr inbounds i8, ptr %15, i64 24, !dbg !1976
    #dbg_value(ptr %27, !1962, !DIExpression(), !1972)
  %28 = getelementptr inbounds i8, ptr %15, i64 11, !dbg !1977
  %29 = load i8, ptr %28, align 1, !dbg !1977, !tbaa !1569
  %30 = icmp eq i8 %29, -1, !dbg !1977
  br i1 %30, label %33, label %31, !dbg !1977

31:                                               ; preds = %25
  %32 = zext i8 %29 to i64, !dbg !1977
  br label %36, !dbg !1977

33:                                               ; preds = %25
  %34 = getelementptr inbounds i8, ptr %15, i64 16, !dbg !1977
  %35 = load i64, ptr %34, align 8, !dbg !1977, !tbaa !1548
  br label %36, !dbg !1977

36:                                               ; preds = %33, %31
  %37 = phi i64 [ %32, %31 ], [ %35, %33 ], !dbg !1977
    #dbg_value(i64 %37, !1963, !DIExpression(), !1972)
    #dbg_value(ptr %27, !1962, !DIExpression(), !1972)
    #dbg_value(i64 %26, !1961, !DIExpression(), !1972)
    #dbg_value(ptr %16, !1960, !DIExpression(), !1972)
  %38 = tail call i32 @strcoll(ptr noundef nonnull readonly %16, ptr noundef nonnull readonly %27) #15, !dbg !1978
  %39 = icmp eq i32 %38, 0, !dbg !1979
  br i1 %39, label %40, label %59, !dbg !1980

40:                                               ; preds = %36, %50
  %41 = phi i64 [ %56, %50 ], [ %37, %36 ]
  %42 = phi ptr [ %55, %50 ], [ %27, %36 ]
  %43 = phi i64 [ %54, %50 ], [ %26, %36 ]
  %44 = phi ptr [ %53, %50 ], [ %16, %36 ]
    #dbg_value(i64 %41, !1963, !DIExpression(), !1972)
    #dbg_value(ptr %42, !1962, !DIExpression(), !1972)
    #dbg_value(i64 %43, !1961, !DIExpression(), !1972)
    #dbg_value(ptr %44, !1960, !DIExpression(), !1972)
  %45 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %44) #15, !dbg !1981
    #dbg_value(i64 %45, !1968, !DIExpression(), !1982)
  %46 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %42) #15, !dbg !1983
    #dbg_value(i64 %46, !1971, !DIExpression(), !1982)
  %47 = icmp eq i64 %46, %41, !dbg !1984
  br i1 %47, label %59, label %48, !dbg !1986

48:                                               ; preds = %40
  %49 = icmp eq i64 %45, %43, !dbg !1987
  br i1 %49, label %59, label %50, !dbg !1989

50:                                               ; preds = %48
  %51 = add i64 %45, 1, !dbg !1990
    #dbg_value(i64 %51, !1968, !DIExpression(), !1982)
  %52 = add i64 %46, 1, !dbg !1991
    #dbg_value(i64 %52, !1971, !DIExpression(), !1982)
  %53 = getelementptr inbounds i8, ptr %44, i64 %51, !dbg !1992
    #dbg_value(ptr %53, !1960, !DIExpression(), !1972)
  %54 = sub i64 %43, %51, !dbg !1993
    #dbg_value(i64 %54, !1961, !DIExpression(), !1972)
  %55 = getelementptr inbounds i8, ptr %42, i64 %52, !dbg !1994
    #dbg_value(ptr %55, !1962, !DIExpression(), !1972)
  %56 = sub i64 %41, %52, !dbg !1995
    #dbg_value(i64 %56, !1963, !DIExpression(), !1972)
  %57 = tail call i32 @strcoll(ptr noundef %53, ptr noundef %55) #15, !dbg !1978
    #dbg_value(i32 %57, !1964, !DIExpression(), !1996)
  %58 = icmp eq i32 %57, 0, !dbg !1979
  br i1 %58, label %40, label %59, !dbg !1980, !llvm.loop !1997

59:                                               ; preds = %48, %50, %40, %36
  %60 = phi i32 [ %38, %36 ], [ %57, %50 ], [ -1, %48 ], [ 0, %40 ]
    #dbg_value(i64 poison, !1963, !DIExpression(), !1972)
    #dbg_value(ptr poison, !1962, !DIExpression(), !1972)
    #dbg_value(i64 poison, !1961, !DIExpression(), !1972)
    #dbg_value(ptr poison, !1960, !DIExpression(), !1972)
  %61 = lshr i32 %60, 31, !dbg !2000
  br label %64, !dbg !2001

62:                                               ; preds = %8, %3
  %63 = tail call i32 @luaT_callorderTM(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2, i32 noundef 20) #13, !dbg !2002
  br label %64, !dbg !2003

64:                                               ; preds = %62, %59
  %65 = phi i32 [ %61, %59 ], [ %63, %62 ], !dbg !2004
  ret i32 %65, !dbg !2005
}

; Function Attrs: nounwind uwtable
define hidden i32 @luaV_lessequal(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !2006 {
    #dbg_value(ptr %0, !2008, !DIExpression(), !2011)
    #dbg_value(ptr %1, !2009, !DIExpression(), !2011)
    #dbg_value(ptr %2, !2010, !DIExpression(), !2011)
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2012
  %5 = load i8, ptr %4, align 8, !dbg !2012, !tbaa !1541
  %6 = and i8 %5, 15, !dbg !2012
  %7 = icmp eq i8 %6, 3, !dbg !2012
  br i1 %7, label %8, label %65, !dbg !2014

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2015
  %10 = load i8, ptr %9, align 8, !dbg !2015, !tbaa !1541
  %11 = and i8 %10, 15, !dbg !2015
  %12 = icmp eq i8 %11, 3, !dbg !2015
  br i1 %12, label %13, label %65, !dbg !2016

13:                                               ; preds = %8
    #dbg_value(ptr %1, !2017, !DIExpression(), !2026)
    #dbg_value(ptr %2, !2020, !DIExpression(), !2026)
  %14 = icmp eq i8 %5, 3, !dbg !2028
  br i1 %14, label %15, label %37, !dbg !2029

15:                                               ; preds = %13
  %16 = load i64, ptr %1, align 8, !dbg !2030, !tbaa !1548
    #dbg_value(i64 %16, !2021, !DIExpression(), !2031)
  %17 = icmp eq i8 %10, 3, !dbg !2032
  br i1 %17, label %18, label %21, !dbg !2034

18:                                               ; preds = %15
  %19 = load i64, ptr %2, align 8, !dbg !2035, !tbaa !1548
  %20 = icmp sle i64 %16, %19, !dbg !2036
  br label %62, !dbg !2037

21:                                               ; preds = %15
  %22 = load double, ptr %2, align 8, !dbg !2038, !tbaa !1548
    #dbg_value(i64 %16, !2039, !DIExpression(), !2046)
    #dbg_value(double %22, !2042, !DIExpression(), !2046)
  %23 = add i64 %16, 9007199254740992, !dbg !2048
  %24 = icmp ult i64 %23, 18014398509481985, !dbg !2048
  br i1 %24, label %25, label %28, !dbg !2049

25:                                               ; preds = %21
  %26 = sitofp i64 %16 to double, !dbg !2050
  %27 = fcmp oge double %22, %26, !dbg !2050
  br label %62, !dbg !2051

28:                                               ; preds = %21
    #dbg_value(double %22, !1589, !DIExpression(), !2052)
    #dbg_value(ptr undef, !1590, !DIExpression(), !2052)
    #dbg_value(i32 1, !1591, !DIExpression(), !2052)
  %29 = tail call double @llvm.floor.f64(double %22), !dbg !2055
    #dbg_value(double %29, !1592, !DIExpression(), !2052)
    #dbg_value(double %29, !1592, !DIExpression(), !2052)
  %30 = fcmp ult double %29, 0xC3E0000000000000, !dbg !2056
  %31 = fcmp uge double %29, 0x43E0000000000000, !dbg !2056
  %32 = or i1 %30, %31, !dbg !2056
  %33 = fptosi double %29 to i64, !dbg !2056
    #dbg_value(i64 poison, !2043, !DIExpression(), !2057)
  %34 = icmp sle i64 %16, %33, !dbg !2058
  %35 = fcmp ogt double %22, 0.000000e+00, !dbg !2058
  %36 = select i1 %32, i1 %35, i1 %34, !dbg !2058
  br label %62

37:                                               ; preds = %13
  %38 = load double, ptr %1, align 8, !dbg !2059, !tbaa !1548
    #dbg_value(double %38, !2024, !DIExpression(), !2060)
  %39 = icmp eq i8 %10, 19, !dbg !2061
  br i1 %39, label %40, label %43, !dbg !2063

40:                                               ; preds = %37
  %41 = load double, ptr %2, align 8, !dbg !2064, !tbaa !1548
  %42 = fcmp ole double %38, %41, !dbg !2064
  br label %62, !dbg !2065

43:                                               ; preds = %37
  %44 = load i64, ptr %2, align 8, !dbg !2066, !tbaa !1548
    #dbg_value(double %38, !2067, !DIExpression(), !2074)
    #dbg_value(i64 %44, !2070, !DIExpression(), !2074)
  %45 = add i64 %44, 9007199254740992, !dbg !2076
  %46 = icmp ult i64 %45, 18014398509481985, !dbg !2076
  br i1 %46, label %47, label %50, !dbg !2077

47:                                               ; preds = %43
  %48 = sitofp i64 %44 to double, !dbg !2078
  %49 = fcmp ole double %38, %48, !dbg !2078
  br label %62, !dbg !2079

50:                                               ; preds = %43
    #dbg_value(double %38, !1589, !DIExpression(), !2080)
    #dbg_value(ptr undef, !1590, !DIExpression(), !2080)
    #dbg_value(i32 2, !1591, !DIExpression(), !2080)
  %51 = tail call double @llvm.floor.f64(double %38), !dbg !2083
    #dbg_value(double %51, !1592, !DIExpression(), !2080)
  %52 = fcmp une double %51, %38, !dbg !2084
  %53 = fadd double %51, 1.000000e+00, !dbg !2085
  %54 = select i1 %52, double %53, double %51, !dbg !2085
    #dbg_value(double %54, !1592, !DIExpression(), !2080)
  %55 = fcmp ult double %54, 0xC3E0000000000000, !dbg !2086
  %56 = fcmp uge double %54, 0x43E0000000000000, !dbg !2086
  %57 = or i1 %55, %56, !dbg !2086
  %58 = fptosi double %54 to i64, !dbg !2086
    #dbg_value(i64 poison, !2071, !DIExpression(), !2087)
  %59 = icmp sge i64 %44, %58, !dbg !2088
  %60 = fcmp olt double %38, 0.000000e+00, !dbg !2088
  %61 = select i1 %57, i1 %60, i1 %59, !dbg !2088
  br label %62

62:                                               ; preds = %18, %25, %28, %40, %47, %50
  %63 = phi i1 [ %20, %18 ], [ %42, %40 ], [ %27, %25 ], [ %36, %28 ], [ %49, %47 ], [ %61, %50 ]
  %64 = zext i1 %63 to i32, !dbg !2089
  br label %67, !dbg !2090

65:                                               ; preds = %8, %3
  %66 = tail call fastcc i32 @lessequalothers(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2), !dbg !2091
  br label %67, !dbg !2092

67:                                               ; preds = %65, %62
  %68 = phi i32 [ %64, %62 ], [ %66, %65 ], !dbg !2093
  ret i32 %68, !dbg !2094
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @lessequalothers(ptr noundef %0, ptr noundef %1, ptr noundef %2) unnamed_addr #0 !dbg !2095 {
    #dbg_value(ptr %0, !2097, !DIExpression(), !2100)
    #dbg_value(ptr %1, !2098, !DIExpression(), !2100)
    #dbg_value(ptr %2, !2099, !DIExpression(), !2100)
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2101
  %5 = load i8, ptr %4, align 8, !dbg !2101, !tbaa !1541
  %6 = and i8 %5, 15, !dbg !2101
  %7 = icmp eq i8 %6, 4, !dbg !2101
  br i1 %7, label %8, label %66, !dbg !2103

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2104
  %10 = load i8, ptr %9, align 8, !dbg !2104, !tbaa !1541
  %11 = and i8 %10, 15, !dbg !2104
  %12 = icmp eq i8 %11, 4, !dbg !2104
  br i1 %12, label %13, label %66, !dbg !2105

13:                                               ; preds = %8
  %14 = load ptr, ptr %1, align 8, !dbg !2106, !tbaa !1548
  %15 = load ptr, ptr %2, align 8, !dbg !2107, !tbaa !1548
    #dbg_value(ptr %14, !1952, !DIExpression(), !2108)
    #dbg_value(ptr %15, !1959, !DIExpression(), !2108)
  %16 = getelementptr inbounds i8, ptr %14, i64 24, !dbg !2110
    #dbg_value(ptr %16, !1960, !DIExpression(), !2108)
  %17 = getelementptr inbounds i8, ptr %14, i64 11, !dbg !2111
  %18 = load i8, ptr %17, align 1, !dbg !2111, !tbaa !1569
  %19 = icmp eq i8 %18, -1, !dbg !2111
  br i1 %19, label %22, label %20, !dbg !2111

20:                                               ; preds = %13
  %21 = zext i8 %18 to i64, !dbg !2111
  br label %25, !dbg !2111

22:                                               ; preds = %13
  %23 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !2111
  %24 = load i64, ptr %23, align 8, !dbg !2111, !tbaa !1548
  br label %25, !dbg !2111

25:                                               ; preds = %22, %20
  %26 = phi i64 [ %21, %20 ], [ %24, %22 ], !dbg !2111
    #dbg_value(i64 %26, !1961, !DIExpression(), !2108)
  %27 = getelementptr inbounds i8, ptr %15, i64 24, !dbg !2112
    #dbg_value(ptr %27, !1962, !DIExpression(), !2108)
  %28 = getelementptr inbounds i8, ptr %15, i64 11, !dbg !2113
  %29 = load i8, ptr %28, align 1, !dbg !2113, !tbaa !1569
  %30 = icmp eq i8 %29, -1, !dbg !2113
  br i1 %30, label %33, label %31, !dbg !2113

31:                                               ; preds = %25
  %32 = zext i8 %29 to i64, !dbg !2113
  br label %36, !dbg !2113

33:                                               ; preds = %25
  %34 = getelementptr inbounds i8, ptr %15, i64 16, !dbg !2113
  %35 = load i64, ptr %34, align 8, !dbg !2113, !tbaa !1548
  br label %36, !dbg !2113

36:                                               ; preds = %33, %31
  %37 = phi i64 [ %32, %31 ], [ %35, %33 ], !dbg !2113
    #dbg_value(i64 %37, !1963, !DIExpression(), !2108)
    #dbg_value(ptr %27, !1962, !DIExpression(), !2108)
    #dbg_value(i64 %26, !1961, !DIExpression(), !2108)
    #dbg_value(ptr %16, !1960, !DIExpression(), !2108)
  %38 = tail call i32 @strcoll(ptr noundef nonnull readonly %16, ptr noundef nonnull readonly %27) #15, !dbg !2114
  %39 = icmp eq i32 %38, 0, !dbg !2115
  br i1 %39, label %40, label %62, !dbg !2116

40:                                               ; preds = %36, %53
  %41 = phi i64 [ %59, %53 ], [ %37, %36 ]
  %42 = phi ptr [ %58, %53 ], [ %27, %36 ]
  %43 = phi i64 [ %57, %53 ], [ %26, %36 ]
  %44 = phi ptr [ %56, %53 ], [ %16, %36 ]
    #dbg_value(i64 %41, !1963, !DIExpression(), !2108)
    #dbg_value(ptr %42, !1962, !DIExpression(), !2108)
    #dbg_value(i64 %43, !1961, !DIExpression(), !2108)
    #dbg_value(ptr %44, !1960, !DIExpression(), !2108)
  %45 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %44) #15, !dbg !2117
    #dbg_value(i64 %45, !1968, !DIExpression(), !2118)
  %46 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %42) #15, !dbg !2119
    #dbg_value(i64 %46, !1971, !DIExpression(), !2118)
  %47 = icmp eq i64 %46, %41, !dbg !2120
  br i1 %47, label %48, label %51, !dbg !2121

48:                                               ; preds = %40
  %49 = icmp ne i64 %45, %43, !dbg !2122
  %50 = zext i1 %49 to i32, !dbg !2123
  br label %62, !dbg !2124

51:                                               ; preds = %40
  %52 = icmp eq i64 %45, %43, !dbg !2125
  br i1 %52, label %62, label %53, !dbg !2126

53:                                               ; preds = %51
  %54 = add i64 %45, 1, !dbg !2127
    #dbg_value(i64 %54, !1968, !DIExpression(), !2118)
  %55 = add i64 %46, 1, !dbg !2128
    #dbg_value(i64 %55, !1971, !DIExpression(), !2118)
  %56 = getelementptr inbounds i8, ptr %44, i64 %54, !dbg !2129
    #dbg_value(ptr %56, !1960, !DIExpression(), !2108)
  %57 = sub i64 %43, %54, !dbg !2130
    #dbg_value(i64 %57, !1961, !DIExpression(), !2108)
  %58 = getelementptr inbounds i8, ptr %42, i64 %55, !dbg !2131
    #dbg_value(ptr %58, !1962, !DIExpression(), !2108)
  %59 = sub i64 %41, %55, !dbg !2132
    #dbg_value(i64 %59, !1963, !DIExpression(), !2108)
  %60 = tail call i32 @strcoll(ptr noundef %56, ptr noundef %58) #15, !dbg !2114
    #dbg_value(i32 %60, !1964, !DIExpression(), !2133)
  %61 = icmp eq i32 %60, 0, !dbg !2115
  br i1 %61, label %40, label %62, !dbg !2116, !llvm.loop !2134

62:                                               ; preds = %51, %53, %36, %48
  %63 = phi i32 [ %50, %48 ], [ %38, %36 ], [ %60, %53 ], [ -1, %51 ]
    #dbg_value(i64 poison, !1963, !DIExpression(), !2108)
    #dbg_value(ptr poison, !1962, !DIExpression(), !2108)
    #dbg_value(i64 poison, !1961, !DIExpression(), !2108)
    #dbg_value(ptr poison, !1960, !DIExpression(), !2108)
  %64 = icmp slt i32 %63, 1, !dbg !2137
  %65 = zext i1 %64 to i32, !dbg !2137
  br label %68, !dbg !2138

66:                                               ; preds = %8, %3
  %67 = tail call i32 @luaT_callorderTM(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2, i32 noundef 21) #13, !dbg !2139
  br label %68, !dbg !2140

68:                                               ; preds = %66, %62
  %69 = phi i32 [ %65, %62 ], [ %67, %66 ], !dbg !2141
  ret i32 %69, !dbg !2142
}

; Function Attrs: nounwind uwtable
define hidden i32 @luaV_equalobj(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !2143 {
    #dbg_value(ptr %0, !2145, !DIExpression(), !2155)
    #dbg_value(ptr %1, !2146, !DIExpression(), !2155)
    #dbg_value(ptr %2, !2147, !DIExpression(), !2155)
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2156
  %5 = load i8, ptr %4, align 8, !dbg !2156, !tbaa !1541
  %6 = zext i8 %5 to i32, !dbg !2156
  %7 = and i32 %6, 63, !dbg !2156
  %8 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2157
  %9 = load i8, ptr %8, align 8, !dbg !2157, !tbaa !1541
  %10 = zext i8 %9 to i32, !dbg !2157
  %11 = and i32 %10, 63, !dbg !2157
  %12 = icmp eq i32 %7, %11, !dbg !2158
  br i1 %12, label %50, label %13, !dbg !2159

13:                                               ; preds = %3
  %14 = and i32 %6, 15, !dbg !2160
  %15 = and i32 %10, 15, !dbg !2161
  %16 = icmp eq i32 %14, 3
  %17 = icmp eq i32 %15, 3, !dbg !2162
  %18 = and i1 %16, %17, !dbg !2162
  br i1 %18, label %19, label %173, !dbg !2162

19:                                               ; preds = %13
    #dbg_value(ptr %1, !1613, !DIExpression(), !2163)
    #dbg_value(ptr undef, !1614, !DIExpression(), !2163)
    #dbg_value(i32 0, !1615, !DIExpression(), !2163)
  switch i8 %5, label %173 [
    i8 19, label %20
    i8 3, label %28
  ], !dbg !2165

20:                                               ; preds = %19
  %21 = load double, ptr %1, align 8, !dbg !2166, !tbaa !1548
    #dbg_value(double %21, !1589, !DIExpression(), !2167)
    #dbg_value(ptr undef, !1590, !DIExpression(), !2167)
    #dbg_value(i32 0, !1591, !DIExpression(), !2167)
  %22 = tail call double @llvm.floor.f64(double %21), !dbg !2169
    #dbg_value(double %22, !1592, !DIExpression(), !2167)
  %23 = fcmp une double %22, %21, !dbg !2170
  br i1 %23, label %173, label %24, !dbg !2171

24:                                               ; preds = %20
    #dbg_value(double %22, !1592, !DIExpression(), !2167)
  %25 = fcmp oge double %22, 0xC3E0000000000000, !dbg !2172
  %26 = fcmp olt double %22, 0x43E0000000000000, !dbg !2172
  %27 = and i1 %25, %26, !dbg !2172
  br i1 %27, label %30, label %173, !dbg !2172

28:                                               ; preds = %19
  %29 = load i64, ptr %1, align 8, !dbg !2173, !tbaa !1548
    #dbg_value(i64 %29, !2149, !DIExpression(), !2174)
  br label %32, !dbg !2175

30:                                               ; preds = %24
  %31 = fptosi double %22 to i64, !dbg !2172
    #dbg_value(i64 %31, !2149, !DIExpression(), !2174)
  br label %32, !dbg !2175

32:                                               ; preds = %30, %28
  %33 = phi i64 [ %29, %28 ], [ %31, %30 ]
    #dbg_value(ptr %2, !1613, !DIExpression(), !2176)
    #dbg_value(ptr undef, !1614, !DIExpression(), !2176)
    #dbg_value(i32 0, !1615, !DIExpression(), !2176)
  switch i8 %9, label %173 [
    i8 19, label %34
    i8 3, label %42
  ], !dbg !2178

34:                                               ; preds = %32
  %35 = load double, ptr %2, align 8, !dbg !2179, !tbaa !1548
    #dbg_value(double %35, !1589, !DIExpression(), !2180)
    #dbg_value(ptr undef, !1590, !DIExpression(), !2180)
    #dbg_value(i32 0, !1591, !DIExpression(), !2180)
  %36 = tail call double @llvm.floor.f64(double %35), !dbg !2182
    #dbg_value(double %36, !1592, !DIExpression(), !2180)
  %37 = fcmp une double %36, %35, !dbg !2183
  br i1 %37, label %173, label %38, !dbg !2184

38:                                               ; preds = %34
    #dbg_value(double %36, !1592, !DIExpression(), !2180)
  %39 = fcmp oge double %36, 0xC3E0000000000000, !dbg !2185
  %40 = fcmp olt double %36, 0x43E0000000000000, !dbg !2185
  %41 = and i1 %39, %40, !dbg !2185
  br i1 %41, label %44, label %173, !dbg !2185

42:                                               ; preds = %32
  %43 = load i64, ptr %2, align 8, !dbg !2186, !tbaa !1548
    #dbg_value(i64 %43, !2154, !DIExpression(), !2174)
  br label %46, !dbg !2187

44:                                               ; preds = %38
  %45 = fptosi double %36 to i64, !dbg !2185
    #dbg_value(i64 %45, !2154, !DIExpression(), !2174)
  br label %46, !dbg !2187

46:                                               ; preds = %44, %42
  %47 = phi i64 [ %43, %42 ], [ %45, %44 ]
  %48 = icmp eq i64 %33, %47, !dbg !2188
  %49 = zext i1 %48 to i32, !dbg !2187
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
  ], !dbg !2189

51:                                               ; preds = %50
  %52 = load i64, ptr %1, align 8, !dbg !2190, !tbaa !1548
  %53 = load i64, ptr %2, align 8, !dbg !2192, !tbaa !1548
  %54 = icmp eq i64 %52, %53, !dbg !2193
  %55 = zext i1 %54 to i32, !dbg !2193
  br label %173, !dbg !2194

56:                                               ; preds = %50
  %57 = load double, ptr %1, align 8, !dbg !2195, !tbaa !1548
  %58 = load double, ptr %2, align 8, !dbg !2195, !tbaa !1548
  %59 = fcmp oeq double %57, %58, !dbg !2195
  %60 = zext i1 %59 to i32, !dbg !2195
  br label %173, !dbg !2196

61:                                               ; preds = %50
  %62 = load ptr, ptr %1, align 8, !dbg !2197, !tbaa !1548
  %63 = load ptr, ptr %2, align 8, !dbg !2198, !tbaa !1548
  %64 = icmp eq ptr %62, %63, !dbg !2199
  %65 = zext i1 %64 to i32, !dbg !2199
  br label %173, !dbg !2200

66:                                               ; preds = %50
  %67 = load ptr, ptr %1, align 8, !dbg !2201, !tbaa !1548
  %68 = load ptr, ptr %2, align 8, !dbg !2202, !tbaa !1548
  %69 = icmp eq ptr %67, %68, !dbg !2203
  %70 = zext i1 %69 to i32, !dbg !2203
  br label %173, !dbg !2204

71:                                               ; preds = %50
  %72 = load ptr, ptr %1, align 8, !dbg !2205, !tbaa !1548
  %73 = load ptr, ptr %2, align 8, !dbg !2205, !tbaa !1548
  %74 = icmp eq ptr %72, %73, !dbg !2205
  %75 = zext i1 %74 to i32, !dbg !2205
  br label %173, !dbg !2206

76:                                               ; preds = %50
  %77 = load ptr, ptr %1, align 8, !dbg !2207, !tbaa !1548
  %78 = load ptr, ptr %2, align 8, !dbg !2208, !tbaa !1548
  %79 = tail call i32 @luaS_eqlngstr(ptr noundef %77, ptr noundef %78) #13, !dbg !2209
  br label %173, !dbg !2210

80:                                               ; preds = %50
  %81 = load ptr, ptr %1, align 8, !dbg !2211, !tbaa !1548
  %82 = load ptr, ptr %2, align 8, !dbg !2214, !tbaa !1548
  %83 = icmp eq ptr %81, %82, !dbg !2215
  br i1 %83, label %173, label %84, !dbg !2216

84:                                               ; preds = %80
  %85 = icmp eq ptr %0, null, !dbg !2217
  br i1 %85, label %173, label %86, !dbg !2219

86:                                               ; preds = %84
  %87 = getelementptr inbounds i8, ptr %81, i64 24, !dbg !2220
  %88 = load ptr, ptr %87, align 8, !dbg !2220, !tbaa !1548
  %89 = icmp eq ptr %88, null, !dbg !2220
  br i1 %89, label %104, label %90, !dbg !2220

90:                                               ; preds = %86
  %91 = getelementptr inbounds i8, ptr %88, i64 10, !dbg !2220
  %92 = load i8, ptr %91, align 2, !dbg !2220, !tbaa !1714
  %93 = and i8 %92, 32, !dbg !2220
  %94 = icmp eq i8 %93, 0, !dbg !2220
  br i1 %94, label %95, label %104, !dbg !2220

95:                                               ; preds = %90
  %96 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2220
  %97 = load ptr, ptr %96, align 8, !dbg !2220, !tbaa !1716
  %98 = getelementptr inbounds i8, ptr %97, i64 320, !dbg !2220
  %99 = load ptr, ptr %98, align 8, !dbg !2220, !tbaa !1721
  %100 = tail call ptr @luaT_gettm(ptr noundef nonnull %88, i32 noundef 5, ptr noundef %99) #13, !dbg !2220
    #dbg_value(ptr %100, !2148, !DIExpression(), !2155)
  %101 = icmp eq ptr %100, null, !dbg !2221
  br i1 %101, label %102, label %161, !dbg !2223

102:                                              ; preds = %95
  %103 = load ptr, ptr %2, align 8, !dbg !2224, !tbaa !1548
  br label %104, !dbg !2223

104:                                              ; preds = %102, %90, %86
  %105 = phi ptr [ %103, %102 ], [ %82, %90 ], [ %82, %86 ], !dbg !2224
  %106 = getelementptr inbounds i8, ptr %105, i64 24, !dbg !2224
  %107 = load ptr, ptr %106, align 8, !dbg !2224, !tbaa !1548
  %108 = icmp eq ptr %107, null, !dbg !2224
  br i1 %108, label %173, label %109, !dbg !2224

109:                                              ; preds = %104
  %110 = getelementptr inbounds i8, ptr %107, i64 10, !dbg !2224
  %111 = load i8, ptr %110, align 2, !dbg !2224, !tbaa !1714
  %112 = and i8 %111, 32, !dbg !2224
  %113 = icmp eq i8 %112, 0, !dbg !2224
  br i1 %113, label %153, label %173, !dbg !2224

114:                                              ; preds = %50
  %115 = load ptr, ptr %1, align 8, !dbg !2225, !tbaa !1548
  %116 = load ptr, ptr %2, align 8, !dbg !2228, !tbaa !1548
  %117 = icmp eq ptr %115, %116, !dbg !2229
  br i1 %117, label %173, label %118, !dbg !2230

118:                                              ; preds = %114
  %119 = icmp eq ptr %0, null, !dbg !2231
  br i1 %119, label %173, label %120, !dbg !2233

120:                                              ; preds = %118
  %121 = getelementptr inbounds i8, ptr %115, i64 40, !dbg !2234
  %122 = load ptr, ptr %121, align 8, !dbg !2234, !tbaa !1548
  %123 = icmp eq ptr %122, null, !dbg !2234
  br i1 %123, label %138, label %124, !dbg !2234

124:                                              ; preds = %120
  %125 = getelementptr inbounds i8, ptr %122, i64 10, !dbg !2234
  %126 = load i8, ptr %125, align 2, !dbg !2234, !tbaa !1714
  %127 = and i8 %126, 32, !dbg !2234
  %128 = icmp eq i8 %127, 0, !dbg !2234
  br i1 %128, label %129, label %138, !dbg !2234

129:                                              ; preds = %124
  %130 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2234
  %131 = load ptr, ptr %130, align 8, !dbg !2234, !tbaa !1716
  %132 = getelementptr inbounds i8, ptr %131, i64 320, !dbg !2234
  %133 = load ptr, ptr %132, align 8, !dbg !2234, !tbaa !1721
  %134 = tail call ptr @luaT_gettm(ptr noundef nonnull %122, i32 noundef 5, ptr noundef %133) #13, !dbg !2234
    #dbg_value(ptr %134, !2148, !DIExpression(), !2155)
  %135 = icmp eq ptr %134, null, !dbg !2235
  br i1 %135, label %136, label %161, !dbg !2237

136:                                              ; preds = %129
  %137 = load ptr, ptr %2, align 8, !dbg !2238, !tbaa !1548
  br label %138, !dbg !2237

138:                                              ; preds = %136, %124, %120
  %139 = phi ptr [ %137, %136 ], [ %116, %124 ], [ %116, %120 ], !dbg !2238
  %140 = getelementptr inbounds i8, ptr %139, i64 40, !dbg !2238
  %141 = load ptr, ptr %140, align 8, !dbg !2238, !tbaa !1548
  %142 = icmp eq ptr %141, null, !dbg !2238
  br i1 %142, label %173, label %143, !dbg !2238

143:                                              ; preds = %138
  %144 = getelementptr inbounds i8, ptr %141, i64 10, !dbg !2238
  %145 = load i8, ptr %144, align 2, !dbg !2238, !tbaa !1714
  %146 = and i8 %145, 32, !dbg !2238
  %147 = icmp eq i8 %146, 0, !dbg !2238
  br i1 %147, label %153, label %173, !dbg !2238

148:                                              ; preds = %50
  %149 = load ptr, ptr %1, align 8, !dbg !2239, !tbaa !1548
  %150 = load ptr, ptr %2, align 8, !dbg !2240, !tbaa !1548
  %151 = icmp eq ptr %149, %150, !dbg !2241
  %152 = zext i1 %151 to i32, !dbg !2241
  br label %173, !dbg !2242

153:                                              ; preds = %143, %109
  %154 = phi ptr [ %107, %109 ], [ %141, %143 ]
  %155 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2243
  %156 = load ptr, ptr %155, align 8, !dbg !2243, !tbaa !1716
  %157 = getelementptr inbounds i8, ptr %156, i64 320, !dbg !2243
  %158 = load ptr, ptr %157, align 8, !dbg !2243, !tbaa !1721
  %159 = tail call ptr @luaT_gettm(ptr noundef nonnull %154, i32 noundef 5, ptr noundef %158) #13, !dbg !2243
    #dbg_value(ptr %159, !2148, !DIExpression(), !2155)
  %160 = icmp eq ptr %159, null, !dbg !2244
  br i1 %160, label %173, label %161, !dbg !2246

161:                                              ; preds = %95, %129, %153
  %162 = phi ptr [ %159, %153 ], [ %100, %95 ], [ %134, %129 ]
  %163 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2247
  %164 = load ptr, ptr %163, align 8, !dbg !2249, !tbaa !1548
  tail call void @luaT_callTMres(ptr noundef nonnull %0, ptr noundef nonnull %162, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef %164) #13, !dbg !2250
  %165 = load ptr, ptr %163, align 8, !dbg !2251, !tbaa !1548
  %166 = getelementptr inbounds i8, ptr %165, i64 8, !dbg !2251
  %167 = load i8, ptr %166, align 8, !dbg !2251, !tbaa !1548
  %168 = icmp ne i8 %167, 1, !dbg !2251
  %169 = and i8 %167, 15, !dbg !2251
  %170 = icmp ne i8 %169, 0, !dbg !2251
  %171 = and i1 %168, %170, !dbg !2251
  %172 = zext i1 %171 to i32, !dbg !2251
  br label %173, !dbg !2252

173:                                              ; preds = %143, %138, %109, %104, %34, %32, %38, %20, %19, %24, %46, %153, %118, %114, %84, %80, %50, %50, %50, %13, %161, %148, %76, %71, %66, %61, %56, %51
  %174 = phi i32 [ %152, %148 ], [ %172, %161 ], [ %79, %76 ], [ %75, %71 ], [ %70, %66 ], [ %65, %61 ], [ %60, %56 ], [ %55, %51 ], [ 0, %13 ], [ 1, %50 ], [ 1, %50 ], [ 1, %50 ], [ 1, %80 ], [ 0, %84 ], [ 1, %114 ], [ 0, %118 ], [ 0, %153 ], [ %49, %46 ], [ 0, %24 ], [ 0, %19 ], [ 0, %20 ], [ 0, %38 ], [ 0, %32 ], [ 0, %34 ], [ 0, %104 ], [ 0, %109 ], [ 0, %138 ], [ 0, %143 ], !dbg !2155
  ret i32 %174, !dbg !2253
}

declare !dbg !2254 hidden i32 @luaS_eqlngstr(ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden void @luaV_concat(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !2258 {
  %3 = alloca [40 x i8], align 16, !DIAssignID !2287
    #dbg_assign(i1 undef, !2281, !DIExpression(), !2287, ptr %3, !DIExpression(), !2288)
    #dbg_value(ptr %0, !2262, !DIExpression(), !2289)
    #dbg_value(i32 %1, !2263, !DIExpression(), !2289)
  %4 = icmp eq i32 %1, 1, !dbg !2290
  br i1 %4, label %171, label %5, !dbg !2292

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !dbg !2293, !tbaa !1548
  br label %8, !dbg !2294

8:                                                ; preds = %5, %162
  %9 = phi ptr [ %169, %162 ], [ %7, %5 ], !dbg !2293
  %10 = phi i32 [ %165, %162 ], [ %1, %5 ]
    #dbg_value(i32 %10, !2263, !DIExpression(), !2289)
    #dbg_value(ptr %9, !2264, !DIExpression(), !2295)
    #dbg_value(i32 2, !2266, !DIExpression(), !2295)
  %11 = getelementptr inbounds i8, ptr %9, i64 -32, !dbg !2296
  %12 = getelementptr inbounds i8, ptr %9, i64 -24, !dbg !2296
  %13 = load i8, ptr %12, align 8, !dbg !2296, !tbaa !1548
  %14 = and i8 %13, 15, !dbg !2296
  %15 = add nsw i8 %14, -3, !dbg !2297
  %16 = icmp ult i8 %15, 2, !dbg !2297
  br i1 %16, label %17, label %24, !dbg !2297

17:                                               ; preds = %8
  %18 = getelementptr inbounds i8, ptr %9, i64 -16, !dbg !2298
  %19 = getelementptr inbounds i8, ptr %9, i64 -8, !dbg !2298
  %20 = load i8, ptr %19, align 8, !dbg !2298, !tbaa !1548
  %21 = and i8 %20, 15, !dbg !2298
  switch i8 %21, label %24 [
    i8 4, label %25
    i8 3, label %22
  ], !dbg !2298

22:                                               ; preds = %17
  call void @luaO_tostring(ptr noundef nonnull %0, ptr noundef nonnull %18) #13, !dbg !2298
  %23 = load i8, ptr %19, align 8, !dbg !2299, !tbaa !1548
  br label %25, !dbg !2300

24:                                               ; preds = %8, %17
  call void @luaT_tryconcatTM(ptr noundef nonnull %0) #13, !dbg !2301
  br label %162, !dbg !2301

25:                                               ; preds = %17, %22
  %26 = phi i8 [ %20, %17 ], [ %23, %22 ], !dbg !2299
  %27 = icmp eq i8 %26, 68, !dbg !2299
  br i1 %27, label %30, label %28, !dbg !2299

28:                                               ; preds = %25
  %29 = load i8, ptr %12, align 8, !dbg !2302, !tbaa !1548
  br label %40, !dbg !2299

30:                                               ; preds = %25
  %31 = load ptr, ptr %18, align 8, !dbg !2299, !tbaa !1548
  %32 = getelementptr inbounds i8, ptr %31, i64 11, !dbg !2299
  %33 = load i8, ptr %32, align 1, !dbg !2299, !tbaa !1548
  %34 = icmp eq i8 %33, 0, !dbg !2299
  %35 = load i8, ptr %12, align 8, !dbg !2302, !tbaa !1548
  br i1 %34, label %36, label %40, !dbg !2303

36:                                               ; preds = %30
  %37 = and i8 %35, 15, !dbg !2304
  %38 = icmp eq i8 %37, 3, !dbg !2304
  br i1 %38, label %39, label %162, !dbg !2304

39:                                               ; preds = %36
  call void @luaO_tostring(ptr noundef nonnull %0, ptr noundef nonnull %11) #13, !dbg !2304
  br label %162

40:                                               ; preds = %28, %30
  %41 = phi i8 [ %29, %28 ], [ %35, %30 ], !dbg !2302
  %42 = icmp eq i8 %41, 68, !dbg !2302
  br i1 %42, label %43, label %50, !dbg !2302

43:                                               ; preds = %40
  %44 = load ptr, ptr %11, align 8, !dbg !2302, !tbaa !1548
  %45 = getelementptr inbounds i8, ptr %44, i64 11, !dbg !2302
  %46 = load i8, ptr %45, align 1, !dbg !2302, !tbaa !1548
  %47 = icmp eq i8 %46, 0, !dbg !2302
  br i1 %47, label %48, label %50, !dbg !2305

48:                                               ; preds = %43
    #dbg_value(ptr %11, !2267, !DIExpression(), !2306)
    #dbg_value(ptr %18, !2273, !DIExpression(), !2306)
  %49 = load i64, ptr %18, align 8, !dbg !2307, !tbaa !1548
  store i64 %49, ptr %11, align 8, !dbg !2307, !tbaa !1548
  store i8 %26, ptr %12, align 8, !dbg !2307, !tbaa !1541
  br label %162, !dbg !2308

50:                                               ; preds = %43, %40
  %51 = load ptr, ptr %18, align 8, !dbg !2309, !tbaa !1548
  %52 = getelementptr inbounds i8, ptr %51, i64 11, !dbg !2309
  %53 = load i8, ptr %52, align 1, !dbg !2309, !tbaa !1548
  %54 = icmp eq i8 %53, -1, !dbg !2309
  br i1 %54, label %57, label %55, !dbg !2309

55:                                               ; preds = %50
  %56 = zext i8 %53 to i64, !dbg !2309
  br label %60, !dbg !2309

57:                                               ; preds = %50
  %58 = getelementptr inbounds i8, ptr %51, i64 16, !dbg !2309
  %59 = load i64, ptr %58, align 8, !dbg !2309, !tbaa !1548
  br label %60, !dbg !2309

60:                                               ; preds = %57, %55
  %61 = phi i64 [ %56, %55 ], [ %59, %57 ], !dbg !2309
    #dbg_value(i64 %61, !2274, !DIExpression(), !2310)
    #dbg_value(i32 1, !2266, !DIExpression(), !2295)
  %62 = icmp sgt i32 %10, 1, !dbg !2311
  br i1 %62, label %63, label %99, !dbg !2312

63:                                               ; preds = %60
  %64 = zext nneg i32 %10 to i64, !dbg !2313
  br label %65, !dbg !2313

65:                                               ; preds = %63, %93
  %66 = phi i64 [ 1, %63 ], [ %95, %93 ]
  %67 = phi i64 [ %61, %63 ], [ %94, %93 ]
    #dbg_value(i64 %66, !2266, !DIExpression(), !2295)
    #dbg_value(i64 %67, !2274, !DIExpression(), !2310)
  %68 = sub nsw i64 0, %66, !dbg !2314
  %69 = getelementptr inbounds %union.StackValue, ptr %9, i64 %68, !dbg !2314
  %70 = getelementptr inbounds i8, ptr %69, i64 -16, !dbg !2314
  %71 = getelementptr inbounds i8, ptr %69, i64 -8, !dbg !2314
  %72 = load i8, ptr %71, align 8, !dbg !2314, !tbaa !1548
  %73 = and i8 %72, 15, !dbg !2314
  switch i8 %73, label %97 [
    i8 4, label %75
    i8 3, label %74
  ], !dbg !2314

74:                                               ; preds = %65
  call void @luaO_tostring(ptr noundef %0, ptr noundef nonnull %70) #13, !dbg !2314
  br label %75

75:                                               ; preds = %65, %74
  %76 = load ptr, ptr %70, align 8, !dbg !2315, !tbaa !1548
  %77 = getelementptr inbounds i8, ptr %76, i64 11, !dbg !2315
  %78 = load i8, ptr %77, align 1, !dbg !2315, !tbaa !1548
  %79 = icmp eq i8 %78, -1, !dbg !2315
  br i1 %79, label %82, label %80, !dbg !2315

80:                                               ; preds = %75
  %81 = zext i8 %78 to i64, !dbg !2315
  br label %85, !dbg !2315

82:                                               ; preds = %75
  %83 = getelementptr inbounds i8, ptr %76, i64 16, !dbg !2315
  %84 = load i64, ptr %83, align 8, !dbg !2315, !tbaa !1548
  br label %85, !dbg !2315

85:                                               ; preds = %82, %80
  %86 = phi i64 [ %81, %80 ], [ %84, %82 ], !dbg !2315
    #dbg_value(i64 %86, !2277, !DIExpression(), !2316)
  %87 = sub i64 9223372036854775775, %67, !dbg !2317
  %88 = icmp ult i64 %86, %87, !dbg !2317
  br i1 %88, label %93, label %89, !dbg !2319, !prof !2320

89:                                               ; preds = %85
  %90 = zext nneg i32 %10 to i64, !dbg !2321
  %91 = sub nsw i64 0, %90, !dbg !2321
  %92 = getelementptr inbounds %union.StackValue, ptr %9, i64 %91, !dbg !2321
  store ptr %92, ptr %6, align 8, !dbg !2323, !tbaa !1548
  call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.3) #14, !dbg !2324
  unreachable, !dbg !2324

93:                                               ; preds = %85
  %94 = add i64 %86, %67, !dbg !2325
    #dbg_value(i64 %94, !2274, !DIExpression(), !2310)
  %95 = add nuw nsw i64 %66, 1, !dbg !2326
    #dbg_value(i64 %95, !2266, !DIExpression(), !2295)
  %96 = icmp eq i64 %95, %64, !dbg !2311
  br i1 %96, label %99, label %65, !dbg !2312, !llvm.loop !2327

97:                                               ; preds = %65
  %98 = trunc nuw nsw i64 %66 to i32
  br label %99, !dbg !2329

99:                                               ; preds = %93, %97, %60
  %100 = phi i64 [ %61, %60 ], [ %67, %97 ], [ %94, %93 ], !dbg !2310
  %101 = phi i32 [ 1, %60 ], [ %98, %97 ], [ %10, %93 ], !dbg !2330
  %102 = icmp ult i64 %100, 41, !dbg !2329
  br i1 %102, label %103, label %128, !dbg !2331

103:                                              ; preds = %99
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #13, !dbg !2332
    #dbg_value(ptr %9, !2333, !DIExpression(), !2345)
    #dbg_value(i32 %101, !2339, !DIExpression(), !2345)
    #dbg_value(ptr %3, !2340, !DIExpression(), !2345)
    #dbg_value(i64 0, !2341, !DIExpression(), !2345)
  %104 = zext nneg i32 %101 to i64, !dbg !2347
  br label %105, !dbg !2347

105:                                              ; preds = %119, %103
  %106 = phi i64 [ %124, %119 ], [ %104, %103 ], !dbg !2345
  %107 = phi i64 [ %123, %119 ], [ 0, %103 ], !dbg !2345
    #dbg_value(i64 %106, !2339, !DIExpression(), !2345)
    #dbg_value(i64 %107, !2341, !DIExpression(), !2345)
  %108 = sub nsw i64 0, %106, !dbg !2348
  %109 = getelementptr inbounds %union.StackValue, ptr %9, i64 %108, !dbg !2348
  %110 = load ptr, ptr %109, align 8, !dbg !2348, !tbaa !1548
    #dbg_value(ptr %110, !2342, !DIExpression(), !2349)
  %111 = getelementptr inbounds i8, ptr %110, i64 11, !dbg !2350
  %112 = load i8, ptr %111, align 1, !dbg !2350, !tbaa !1569
  %113 = icmp eq i8 %112, -1, !dbg !2350
  br i1 %113, label %116, label %114, !dbg !2350

114:                                              ; preds = %105
  %115 = zext i8 %112 to i64, !dbg !2350
  br label %119, !dbg !2350

116:                                              ; preds = %105
  %117 = getelementptr inbounds i8, ptr %110, i64 16, !dbg !2350
  %118 = load i64, ptr %117, align 8, !dbg !2350, !tbaa !1548
  br label %119, !dbg !2350

119:                                              ; preds = %116, %114
  %120 = phi i64 [ %115, %114 ], [ %118, %116 ], !dbg !2350
    #dbg_value(i64 %120, !2344, !DIExpression(), !2349)
  %121 = getelementptr inbounds i8, ptr %3, i64 %107, !dbg !2351
  %122 = getelementptr inbounds i8, ptr %110, i64 24, !dbg !2352
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %121, ptr nonnull align 8 %122, i64 %120, i1 false), !dbg !2353
  %123 = add i64 %120, %107, !dbg !2354
    #dbg_value(i64 %123, !2341, !DIExpression(), !2345)
  %124 = add nsw i64 %106, -1, !dbg !2355
    #dbg_value(i64 %124, !2339, !DIExpression(), !2345)
  %125 = icmp sgt i64 %106, 1, !dbg !2356
  br i1 %125, label %105, label %126, !dbg !2357, !llvm.loop !2358

126:                                              ; preds = %119
  %127 = call ptr @luaS_newlstr(ptr noundef %0, ptr noundef nonnull %3, i64 noundef %100) #13, !dbg !2360
    #dbg_value(ptr %127, !2276, !DIExpression(), !2310)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #13, !dbg !2361
  br label %153, !dbg !2362

128:                                              ; preds = %99
  %129 = call ptr @luaS_createlngstrobj(ptr noundef %0, i64 noundef %100) #13, !dbg !2363
    #dbg_value(ptr %129, !2276, !DIExpression(), !2310)
  %130 = getelementptr inbounds i8, ptr %129, i64 24, !dbg !2365
    #dbg_value(ptr %9, !2333, !DIExpression(), !2366)
    #dbg_value(i32 %101, !2339, !DIExpression(), !2366)
    #dbg_value(ptr %130, !2340, !DIExpression(), !2366)
    #dbg_value(i64 0, !2341, !DIExpression(), !2366)
  %131 = zext nneg i32 %101 to i64, !dbg !2368
  br label %132, !dbg !2368

132:                                              ; preds = %146, %128
  %133 = phi i64 [ %151, %146 ], [ %131, %128 ], !dbg !2366
  %134 = phi i64 [ %150, %146 ], [ 0, %128 ], !dbg !2366
    #dbg_value(i64 %133, !2339, !DIExpression(), !2366)
    #dbg_value(i64 %134, !2341, !DIExpression(), !2366)
  %135 = sub nsw i64 0, %133, !dbg !2369
  %136 = getelementptr inbounds %union.StackValue, ptr %9, i64 %135, !dbg !2369
  %137 = load ptr, ptr %136, align 8, !dbg !2369, !tbaa !1548
    #dbg_value(ptr %137, !2342, !DIExpression(), !2370)
  %138 = getelementptr inbounds i8, ptr %137, i64 11, !dbg !2371
  %139 = load i8, ptr %138, align 1, !dbg !2371, !tbaa !1569
  %140 = icmp eq i8 %139, -1, !dbg !2371
  br i1 %140, label %143, label %141, !dbg !2371

141:                                              ; preds = %132
  %142 = zext i8 %139 to i64, !dbg !2371
  br label %146, !dbg !2371

143:                                              ; preds = %132
  %144 = getelementptr inbounds i8, ptr %137, i64 16, !dbg !2371
  %145 = load i64, ptr %144, align 8, !dbg !2371, !tbaa !1548
  br label %146, !dbg !2371

146:                                              ; preds = %143, %141
  %147 = phi i64 [ %142, %141 ], [ %145, %143 ], !dbg !2371
    #dbg_value(i64 %147, !2344, !DIExpression(), !2370)
  %148 = getelementptr inbounds i8, ptr %130, i64 %134, !dbg !2372
  %149 = getelementptr inbounds i8, ptr %137, i64 24, !dbg !2373
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %148, ptr nonnull align 8 %149, i64 %147, i1 false), !dbg !2374
  %150 = add i64 %147, %134, !dbg !2375
    #dbg_value(i64 %150, !2341, !DIExpression(), !2366)
  %151 = add nsw i64 %133, -1, !dbg !2376
    #dbg_value(i64 %151, !2339, !DIExpression(), !2366)
  %152 = icmp sgt i64 %133, 1, !dbg !2377
  br i1 %152, label %132, label %153, !dbg !2378, !llvm.loop !2379

153:                                              ; preds = %146, %126
  %154 = phi i64 [ %104, %126 ], [ %131, %146 ], !dbg !2381
  %155 = phi ptr [ %127, %126 ], [ %129, %146 ], !dbg !2382
    #dbg_value(ptr %155, !2276, !DIExpression(), !2310)
  %156 = sub nsw i64 0, %154, !dbg !2381
  %157 = getelementptr inbounds %union.StackValue, ptr %9, i64 %156, !dbg !2381
    #dbg_value(ptr %157, !2284, !DIExpression(), !2383)
    #dbg_value(ptr %155, !2286, !DIExpression(), !2383)
  store ptr %155, ptr %157, align 8, !dbg !2381, !tbaa !1548
  %158 = getelementptr inbounds i8, ptr %155, i64 8, !dbg !2381
  %159 = load i8, ptr %158, align 8, !dbg !2381, !tbaa !2384
  %160 = or i8 %159, 64, !dbg !2381
  %161 = getelementptr inbounds i8, ptr %157, i64 8, !dbg !2381
  store i8 %160, ptr %161, align 8, !dbg !2381, !tbaa !1541
  br label %162

162:                                              ; preds = %36, %39, %153, %48, %24
  %163 = phi i32 [ 2, %48 ], [ %101, %153 ], [ 2, %24 ], [ 2, %36 ], [ 2, %39 ], !dbg !2295
    #dbg_value(i32 %163, !2266, !DIExpression(), !2295)
  %164 = add nsw i32 %163, -1, !dbg !2385
  %165 = sub nsw i32 %10, %164, !dbg !2386
    #dbg_value(i32 %165, !2263, !DIExpression(), !2289)
  %166 = load ptr, ptr %6, align 8, !dbg !2387, !tbaa !1548
  %167 = sext i32 %164 to i64, !dbg !2387
  %168 = sub nsw i64 0, %167, !dbg !2387
  %169 = getelementptr inbounds %union.StackValue, ptr %166, i64 %168, !dbg !2387
  store ptr %169, ptr %6, align 8, !dbg !2387, !tbaa !1548
  %170 = icmp sgt i32 %165, 1, !dbg !2388
  br i1 %170, label %8, label %171, !dbg !2389, !llvm.loop !2390

171:                                              ; preds = %162, %2
  ret void, !dbg !2392
}

declare !dbg !2393 hidden void @luaO_tostring(ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !2396 hidden void @luaT_tryconcatTM(ptr noundef) local_unnamed_addr #5

declare !dbg !2399 hidden ptr @luaS_newlstr(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !2402 hidden ptr @luaS_createlngstrobj(ptr noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden void @luaV_objlen(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !2405 {
    #dbg_value(ptr %0, !2409, !DIExpression(), !2424)
    #dbg_value(ptr %1, !2410, !DIExpression(), !2424)
    #dbg_value(ptr %2, !2411, !DIExpression(), !2424)
  %4 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2425
  %5 = load i8, ptr %4, align 8, !dbg !2425, !tbaa !1541
  %6 = and i8 %5, 63, !dbg !2425
  switch i8 %6, label %38 [
    i8 5, label %7
    i8 4, label %27
    i8 20, label %33
  ], !dbg !2426

7:                                                ; preds = %3
  %8 = load ptr, ptr %2, align 8, !dbg !2427, !tbaa !1548
    #dbg_value(ptr %8, !2413, !DIExpression(), !2428)
  %9 = getelementptr inbounds i8, ptr %8, i64 40, !dbg !2429
  %10 = load ptr, ptr %9, align 8, !dbg !2429, !tbaa !1797
  %11 = icmp eq ptr %10, null, !dbg !2429
  br i1 %11, label %24, label %12, !dbg !2429

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %10, i64 10, !dbg !2429
  %14 = load i8, ptr %13, align 2, !dbg !2429, !tbaa !1714
  %15 = and i8 %14, 16, !dbg !2429
  %16 = icmp eq i8 %15, 0, !dbg !2429
  br i1 %16, label %17, label %24, !dbg !2429

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2429
  %19 = load ptr, ptr %18, align 8, !dbg !2429, !tbaa !1716
  %20 = getelementptr inbounds i8, ptr %19, i64 312, !dbg !2429
  %21 = load ptr, ptr %20, align 8, !dbg !2429, !tbaa !1721
  %22 = tail call ptr @luaT_gettm(ptr noundef nonnull %10, i32 noundef 4, ptr noundef %21) #13, !dbg !2429
    #dbg_value(ptr %22, !2412, !DIExpression(), !2424)
  %23 = icmp eq ptr %22, null, !dbg !2430
  br i1 %23, label %24, label %45, !dbg !2432

24:                                               ; preds = %12, %7, %17
    #dbg_value(ptr %1, !2416, !DIExpression(), !2433)
  %25 = tail call i64 @luaH_getn(ptr noundef nonnull %8) #13, !dbg !2434
  store i64 %25, ptr %1, align 8, !dbg !2434, !tbaa !1548
  %26 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2434
  store i8 3, ptr %26, align 8, !dbg !2434, !tbaa !1541
  br label %47

27:                                               ; preds = %3
    #dbg_value(ptr %1, !2418, !DIExpression(), !2435)
  %28 = load ptr, ptr %2, align 8, !dbg !2436, !tbaa !1548
  %29 = getelementptr inbounds i8, ptr %28, i64 11, !dbg !2436
  %30 = load i8, ptr %29, align 1, !dbg !2436, !tbaa !1548
  %31 = zext i8 %30 to i64, !dbg !2436
  store i64 %31, ptr %1, align 8, !dbg !2436, !tbaa !1548
  %32 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2436
  store i8 3, ptr %32, align 8, !dbg !2436, !tbaa !1541
  br label %47, !dbg !2437

33:                                               ; preds = %3
    #dbg_value(ptr %1, !2421, !DIExpression(), !2438)
  %34 = load ptr, ptr %2, align 8, !dbg !2439, !tbaa !1548
  %35 = getelementptr inbounds i8, ptr %34, i64 16, !dbg !2439
  %36 = load i64, ptr %35, align 8, !dbg !2439, !tbaa !1548
  store i64 %36, ptr %1, align 8, !dbg !2439, !tbaa !1548
  %37 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2439
  store i8 3, ptr %37, align 8, !dbg !2439, !tbaa !1541
  br label %47, !dbg !2440

38:                                               ; preds = %3
  %39 = tail call ptr @luaT_gettmbyobj(ptr noundef %0, ptr noundef nonnull %2, i32 noundef 4) #13, !dbg !2441
    #dbg_value(ptr %39, !2412, !DIExpression(), !2424)
  %40 = getelementptr inbounds i8, ptr %39, i64 8, !dbg !2443
  %41 = load i8, ptr %40, align 8, !dbg !2443, !tbaa !1541
  %42 = and i8 %41, 15, !dbg !2443
  %43 = icmp eq i8 %42, 0, !dbg !2443
  br i1 %43, label %44, label %45, !dbg !2445, !prof !1710

44:                                               ; preds = %38
  tail call void @luaG_typeerror(ptr noundef %0, ptr noundef nonnull %2, ptr noundef nonnull @.str.4) #14, !dbg !2446
  unreachable, !dbg !2446

45:                                               ; preds = %17, %38
  %46 = phi ptr [ %39, %38 ], [ %22, %17 ], !dbg !2447
    #dbg_value(ptr %46, !2412, !DIExpression(), !2424)
  tail call void @luaT_callTMres(ptr noundef %0, ptr noundef nonnull %46, ptr noundef nonnull %2, ptr noundef nonnull %2, ptr noundef %1) #13, !dbg !2448
  br label %47, !dbg !2449

47:                                               ; preds = %24, %45, %33, %27
  ret void, !dbg !2449
}

declare !dbg !2450 hidden i64 @luaH_getn(ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden i64 @luaV_idiv(ptr noundef %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #0 !dbg !2453 {
    #dbg_value(ptr %0, !2457, !DIExpression(), !2463)
    #dbg_value(i64 %1, !2458, !DIExpression(), !2463)
    #dbg_value(i64 %2, !2459, !DIExpression(), !2463)
  %4 = add i64 %2, 1, !dbg !2464
  %5 = icmp ult i64 %4, 2, !dbg !2464
  br i1 %5, label %6, label %11, !dbg !2465, !prof !1710

6:                                                ; preds = %3
  %7 = icmp eq i64 %2, 0, !dbg !2466
  br i1 %7, label %8, label %9, !dbg !2469

8:                                                ; preds = %6
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.5) #14, !dbg !2470
  unreachable, !dbg !2470

9:                                                ; preds = %6
  %10 = sub i64 0, %1, !dbg !2471
  br label %20, !dbg !2472

11:                                               ; preds = %3
  %12 = sdiv i64 %1, %2, !dbg !2473
  %13 = srem i64 %1, %2, !dbg !2474
    #dbg_value(i64 %12, !2460, !DIExpression(), !2476)
  %14 = xor i64 %2, %1, !dbg !2477
  %15 = icmp slt i64 %14, 0, !dbg !2478
  br i1 %15, label %16, label %20, !dbg !2479

16:                                               ; preds = %11
  %17 = icmp ne i64 %13, 0, !dbg !2480
  %18 = sext i1 %17 to i64, !dbg !2481
  %19 = add nsw i64 %12, %18, !dbg !2481
  br label %20, !dbg !2481

20:                                               ; preds = %16, %11, %9
  %21 = phi i64 [ %10, %9 ], [ %12, %11 ], [ %19, %16 ], !dbg !2482
  ret i64 %21, !dbg !2483
}

; Function Attrs: nounwind uwtable
define hidden i64 @luaV_mod(ptr noundef %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #0 !dbg !2484 {
    #dbg_value(ptr %0, !2486, !DIExpression(), !2492)
    #dbg_value(i64 %1, !2487, !DIExpression(), !2492)
    #dbg_value(i64 %2, !2488, !DIExpression(), !2492)
  %4 = add i64 %2, 1, !dbg !2493
  %5 = icmp ult i64 %4, 2, !dbg !2493
  br i1 %5, label %6, label %9, !dbg !2494, !prof !1710

6:                                                ; preds = %3
  %7 = icmp eq i64 %2, 0, !dbg !2495
  br i1 %7, label %8, label %17, !dbg !2498

8:                                                ; preds = %6
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.6) #14, !dbg !2499
  unreachable, !dbg !2499

9:                                                ; preds = %3
  %10 = srem i64 %1, %2, !dbg !2500
    #dbg_value(i64 %10, !2489, !DIExpression(), !2501)
  %11 = icmp eq i64 %10, 0, !dbg !2502
  br i1 %11, label %17, label %12, !dbg !2504

12:                                               ; preds = %9
  %13 = xor i64 %10, %2, !dbg !2505
  %14 = icmp slt i64 %13, 0, !dbg !2506
  %15 = select i1 %14, i64 %2, i64 0, !dbg !2507
  %16 = add nsw i64 %15, %10, !dbg !2507
  br label %17, !dbg !2507

17:                                               ; preds = %12, %9, %6
  %18 = phi i64 [ 0, %6 ], [ 0, %9 ], [ %16, %12 ], !dbg !2508
  ret i64 %18, !dbg !2509
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define hidden double @luaV_modf(ptr nocapture noundef readnone %0, double noundef %1, double noundef %2) local_unnamed_addr #8 !dbg !2510 {
    #dbg_value(ptr %0, !2514, !DIExpression(), !2518)
    #dbg_value(double %1, !2515, !DIExpression(), !2518)
    #dbg_value(double %2, !2516, !DIExpression(), !2518)
  %4 = tail call double @fmod(double noundef %1, double noundef %2) #13, !dbg !2519
    #dbg_value(double %4, !2517, !DIExpression(), !2518)
  %5 = fcmp ogt double %4, 0.000000e+00, !dbg !2521
  br i1 %5, label %6, label %8, !dbg !2519

6:                                                ; preds = %3
  %7 = fcmp olt double %2, 0.000000e+00, !dbg !2521
  br i1 %7, label %12, label %14, !dbg !2521

8:                                                ; preds = %3
  %9 = fcmp olt double %4, 0.000000e+00, !dbg !2521
  %10 = fcmp ogt double %2, 0.000000e+00, !dbg !2521
  %11 = and i1 %10, %9, !dbg !2521
  br i1 %11, label %12, label %14, !dbg !2521

12:                                               ; preds = %8, %6
  %13 = fadd double %4, %2, !dbg !2521
    #dbg_value(double %13, !2517, !DIExpression(), !2518)
  br label %14, !dbg !2521

14:                                               ; preds = %12, %8, %6
  %15 = phi double [ %13, %12 ], [ %4, %6 ], [ %4, %8 ], !dbg !2519
    #dbg_value(double %15, !2517, !DIExpression(), !2518)
  ret double %15, !dbg !2523
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !2524 double @fmod(double noundef, double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define hidden i64 @luaV_shiftl(i64 noundef %0, i64 noundef %1) local_unnamed_addr #10 !dbg !2528 {
    #dbg_value(i64 %0, !2532, !DIExpression(), !2534)
    #dbg_value(i64 %1, !2533, !DIExpression(), !2534)
  %3 = icmp slt i64 %1, 0, !dbg !2535
  br i1 %3, label %4, label %9, !dbg !2537

4:                                                ; preds = %2
  %5 = icmp ult i64 %1, -63, !dbg !2538
  br i1 %5, label %13, label %6, !dbg !2541

6:                                                ; preds = %4
  %7 = sub nsw i64 0, %1, !dbg !2542
  %8 = lshr i64 %0, %7, !dbg !2542
  br label %13, !dbg !2543

9:                                                ; preds = %2
  %10 = icmp ugt i64 %1, 63, !dbg !2544
  %11 = shl i64 %0, %1
  %12 = select i1 %10, i64 0, i64 %11, !dbg !2547
  br label %13, !dbg !2547

13:                                               ; preds = %9, %4, %6
  %14 = phi i64 [ %8, %6 ], [ 0, %4 ], [ %12, %9 ], !dbg !2548
  ret i64 %14, !dbg !2549
}

; Function Attrs: nounwind uwtable
define hidden void @luaV_finishOp(ptr noundef %0) local_unnamed_addr #0 !dbg !2550 {
    #dbg_value(ptr %0, !2552, !DIExpression(), !2577)
  %2 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2578
  %3 = load ptr, ptr %2, align 8, !dbg !2578, !tbaa !2579
    #dbg_value(ptr %3, !2553, !DIExpression(), !2577)
  %4 = load ptr, ptr %3, align 8, !dbg !2580, !tbaa !1548
  %5 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !2581
    #dbg_value(ptr %5, !2554, !DIExpression(), !2577)
  %6 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !2582
  %7 = load ptr, ptr %6, align 8, !dbg !2583, !tbaa !1548
  %8 = getelementptr inbounds i8, ptr %7, i64 -4, !dbg !2584
  %9 = load i32, ptr %8, align 4, !dbg !2585, !tbaa !2586
    #dbg_value(i32 %9, !2555, !DIExpression(), !2577)
  %10 = and i32 %9, 127, !dbg !2587
    #dbg_value(i32 %10, !2556, !DIExpression(), !2577)
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
  ], !dbg !2588

11:                                               ; preds = %1, %1, %1
  %12 = getelementptr inbounds i8, ptr %7, i64 -8, !dbg !2589
  %13 = load i32, ptr %12, align 4, !dbg !2589, !tbaa !2586
  %14 = lshr i32 %13, 7, !dbg !2589
  %15 = and i32 %14, 255, !dbg !2589
  %16 = zext nneg i32 %15 to i64, !dbg !2589
  %17 = getelementptr inbounds %union.StackValue, ptr %5, i64 %16, !dbg !2589
    #dbg_value(ptr %17, !2557, !DIExpression(), !2590)
  %18 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2589
  %19 = load ptr, ptr %18, align 8, !dbg !2589, !tbaa !1548
  %20 = getelementptr inbounds i8, ptr %19, i64 -16, !dbg !2589
  store ptr %20, ptr %18, align 8, !dbg !2589, !tbaa !1548
    #dbg_value(ptr %20, !2561, !DIExpression(), !2590)
  %21 = load i64, ptr %20, align 8, !dbg !2589, !tbaa !1548
  store i64 %21, ptr %17, align 8, !dbg !2589, !tbaa !1548
  %22 = getelementptr inbounds i8, ptr %19, i64 -8, !dbg !2589
  %23 = load i8, ptr %22, align 8, !dbg !2589, !tbaa !1541
  %24 = getelementptr inbounds i8, ptr %17, i64 8, !dbg !2589
  store i8 %23, ptr %24, align 8, !dbg !2589, !tbaa !1541
  br label %94, !dbg !2591

25:                                               ; preds = %1, %1, %1, %1, %1, %1, %1, %1
  %26 = lshr i32 %9, 7, !dbg !2592
  %27 = and i32 %26, 255, !dbg !2592
  %28 = zext nneg i32 %27 to i64, !dbg !2592
  %29 = getelementptr inbounds %union.StackValue, ptr %5, i64 %28, !dbg !2592
    #dbg_value(ptr %29, !2562, !DIExpression(), !2593)
  %30 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2592
  %31 = load ptr, ptr %30, align 8, !dbg !2592, !tbaa !1548
  %32 = getelementptr inbounds i8, ptr %31, i64 -16, !dbg !2592
  store ptr %32, ptr %30, align 8, !dbg !2592, !tbaa !1548
    #dbg_value(ptr %32, !2565, !DIExpression(), !2593)
  %33 = load i64, ptr %32, align 8, !dbg !2592, !tbaa !1548
  store i64 %33, ptr %29, align 8, !dbg !2592, !tbaa !1548
  %34 = getelementptr inbounds i8, ptr %31, i64 -8, !dbg !2592
  %35 = load i8, ptr %34, align 8, !dbg !2592, !tbaa !1541
  %36 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !2592
  store i8 %35, ptr %36, align 8, !dbg !2592, !tbaa !1541
  br label %94, !dbg !2594

37:                                               ; preds = %1, %1, %1, %1, %1, %1, %1
  %38 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2595
  %39 = load ptr, ptr %38, align 8, !dbg !2595, !tbaa !1548
  %40 = getelementptr inbounds i8, ptr %39, i64 -8, !dbg !2595
  %41 = load i8, ptr %40, align 8, !dbg !2595, !tbaa !1548
  %42 = icmp eq i8 %41, 1, !dbg !2595
  %43 = and i8 %41, 15, !dbg !2595
  %44 = icmp eq i8 %43, 0, !dbg !2595
  %45 = or i1 %42, %44, !dbg !2595
  %46 = xor i1 %45, true, !dbg !2596
    #dbg_value(i1 %46, !2566, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2597)
  %47 = getelementptr inbounds i8, ptr %39, i64 -16, !dbg !2598
  store ptr %47, ptr %38, align 8, !dbg !2598, !tbaa !1548
  %48 = getelementptr inbounds i8, ptr %3, i64 62, !dbg !2599
  %49 = load i16, ptr %48, align 2, !dbg !2599, !tbaa !2601
  %50 = and i16 %49, 8192, !dbg !2602
  %51 = icmp eq i16 %50, 0, !dbg !2602
  br i1 %51, label %54, label %52, !dbg !2603

52:                                               ; preds = %37
  %53 = and i16 %49, -8193, !dbg !2604
  store i16 %53, ptr %48, align 2, !dbg !2604, !tbaa !2601
    #dbg_value(i1 %45, !2566, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2597)
  br label %54, !dbg !2606

54:                                               ; preds = %52, %37
  %55 = phi i1 [ %45, %52 ], [ %46, %37 ]
    #dbg_value(i1 %55, !2566, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2597)
  %56 = and i32 %9, 32768, !dbg !2607
  %57 = icmp eq i32 %56, 0, !dbg !2607
  %58 = xor i1 %57, %55, !dbg !2607
  br i1 %58, label %94, label %59, !dbg !2609

59:                                               ; preds = %54
  %60 = load ptr, ptr %6, align 8, !dbg !2610, !tbaa !1548
  %61 = getelementptr inbounds i8, ptr %60, i64 4, !dbg !2610
  store ptr %61, ptr %6, align 8, !dbg !2610, !tbaa !1548
  br label %94, !dbg !2611

62:                                               ; preds = %1
  %63 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2612
  %64 = load ptr, ptr %63, align 8, !dbg !2613, !tbaa !1548
  %65 = getelementptr inbounds i8, ptr %64, i64 -16, !dbg !2614
    #dbg_value(ptr %65, !2568, !DIExpression(), !2615)
  %66 = lshr i32 %9, 7, !dbg !2616
  %67 = and i32 %66, 255, !dbg !2616
    #dbg_value(i32 %67, !2570, !DIExpression(), !2615)
  %68 = getelementptr inbounds i8, ptr %64, i64 -32, !dbg !2617
  %69 = zext nneg i32 %67 to i64, !dbg !2617
  %70 = getelementptr inbounds %union.StackValue, ptr %5, i64 %69, !dbg !2617
  %71 = ptrtoint ptr %68 to i64, !dbg !2617
  %72 = ptrtoint ptr %70 to i64, !dbg !2617
  %73 = sub i64 %71, %72, !dbg !2617
  %74 = lshr exact i64 %73, 4, !dbg !2617
  %75 = trunc i64 %74 to i32, !dbg !2617
    #dbg_value(i32 %75, !2571, !DIExpression(), !2615)
  %76 = getelementptr inbounds i8, ptr %64, i64 -48, !dbg !2618
    #dbg_value(ptr %76, !2572, !DIExpression(), !2619)
    #dbg_value(ptr %65, !2574, !DIExpression(), !2619)
  %77 = load i64, ptr %65, align 8, !dbg !2618, !tbaa !1548
  store i64 %77, ptr %76, align 8, !dbg !2618, !tbaa !1548
  %78 = getelementptr inbounds i8, ptr %64, i64 -8, !dbg !2618
  %79 = load i8, ptr %78, align 8, !dbg !2618, !tbaa !1541
  %80 = getelementptr inbounds i8, ptr %64, i64 -40, !dbg !2618
  store i8 %79, ptr %80, align 8, !dbg !2618, !tbaa !1541
  store ptr %68, ptr %63, align 8, !dbg !2620, !tbaa !1548
  tail call void @luaV_concat(ptr noundef nonnull %0, i32 noundef %75), !dbg !2621
  br label %94

81:                                               ; preds = %1
  store ptr %8, ptr %6, align 8, !dbg !2622, !tbaa !1548
  br label %94, !dbg !2624

82:                                               ; preds = %1
  %83 = lshr i32 %9, 7, !dbg !2625
  %84 = and i32 %83, 255, !dbg !2625
  %85 = zext nneg i32 %84 to i64, !dbg !2626
  %86 = getelementptr inbounds %union.StackValue, ptr %5, i64 %85, !dbg !2626
    #dbg_value(ptr %86, !2575, !DIExpression(), !2627)
  %87 = getelementptr inbounds i8, ptr %3, i64 56, !dbg !2628
  %88 = load i32, ptr %87, align 8, !dbg !2629, !tbaa !1548
  %89 = sext i32 %88 to i64, !dbg !2630
  %90 = getelementptr inbounds %union.StackValue, ptr %86, i64 %89, !dbg !2630
  %91 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2631
  store ptr %90, ptr %91, align 8, !dbg !2632, !tbaa !1548
  %92 = load ptr, ptr %6, align 8, !dbg !2633, !tbaa !1548
  %93 = getelementptr inbounds i8, ptr %92, i64 -4, !dbg !2633
  store ptr %93, ptr %6, align 8, !dbg !2633, !tbaa !1548
  br label %94

94:                                               ; preds = %54, %59, %1, %82, %81, %62, %25, %11
  ret void, !dbg !2634
}

; Function Attrs: nounwind uwtable
define hidden void @luaV_execute(ptr noundef %0, ptr noundef %1) #0 !dbg !36 {
  %3 = alloca %struct.TValue, align 8, !DIAssignID !2635
  %4 = alloca %struct.TValue, align 8, !DIAssignID !2636
  %5 = alloca %struct.TValue, align 8, !DIAssignID !2637
  %6 = alloca %struct.TValue, align 8, !DIAssignID !2638
  %7 = alloca %struct.TValue, align 8, !DIAssignID !2639
  %8 = alloca %struct.TValue, align 8, !DIAssignID !2640
    #dbg_assign(i1 undef, !734, !DIExpression(), !2640, ptr %8, !DIExpression(), !2641)
  %9 = alloca %struct.TValue, align 8, !DIAssignID !2642
    #dbg_assign(i1 undef, !788, !DIExpression(), !2642, ptr %9, !DIExpression(), !2643)
    #dbg_value(ptr %0, !622, !DIExpression(), !2644)
    #dbg_value(ptr %1, !623, !DIExpression(), !2644)
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
  br label %24, !dbg !2645

22:                                               ; preds = %3278, %3233
  %23 = phi ptr [ %3234, %3233 ], [ %29, %3278 ]
  br label %24, !dbg !2647

24:                                               ; preds = %22, %2
  %25 = phi ptr [ %1, %2 ], [ %23, %22 ]
    #dbg_value(i64 poison, !1257, !DIExpression(), !2648)
    #dbg_value(i64 poison, !1211, !DIExpression(), !2649)
    #dbg_value(i64 poison, !1210, !DIExpression(), !2649)
    #dbg_value(i64 poison, !1199, !DIExpression(), !2650)
    #dbg_value(i64 poison, !1198, !DIExpression(), !2650)
    #dbg_value(i64 poison, !1187, !DIExpression(), !2651)
    #dbg_value(i64 poison, !1186, !DIExpression(), !2651)
    #dbg_value(i64 poison, !1175, !DIExpression(), !2652)
    #dbg_value(i64 poison, !1174, !DIExpression(), !2652)
    #dbg_value(i64 poison, !1163, !DIExpression(), !2653)
    #dbg_value(i64 poison, !1162, !DIExpression(), !2653)
    #dbg_value(i64 poison, !1025, !DIExpression(), !2654)
    #dbg_value(i64 poison, !1015, !DIExpression(), !2655)
    #dbg_value(i64 poison, !1004, !DIExpression(), !2656)
    #dbg_value(i64 poison, !992, !DIExpression(), !2657)
    #dbg_value(i64 poison, !980, !DIExpression(), !2658)
    #dbg_value(ptr %25, !623, !DIExpression(), !2644)
    #dbg_label(!630, !2659)
  %26 = load volatile i32, ptr %10, align 8, !dbg !2647, !tbaa !2660
    #dbg_value(i32 %26, !629, !DIExpression(), !2644)
  br label %27, !dbg !2661

27:                                               ; preds = %3439, %24
  %28 = phi i32 [ %26, %24 ], [ %3423, %3439 ], !dbg !2662
  %29 = phi ptr [ %25, %24 ], [ %3441, %3439 ]
    #dbg_value(i64 poison, !1257, !DIExpression(), !2648)
    #dbg_value(i64 poison, !1211, !DIExpression(), !2649)
    #dbg_value(i64 poison, !1210, !DIExpression(), !2649)
    #dbg_value(i64 poison, !1199, !DIExpression(), !2650)
    #dbg_value(i64 poison, !1198, !DIExpression(), !2650)
    #dbg_value(i64 poison, !1187, !DIExpression(), !2651)
    #dbg_value(i64 poison, !1186, !DIExpression(), !2651)
    #dbg_value(i64 poison, !1175, !DIExpression(), !2652)
    #dbg_value(i64 poison, !1174, !DIExpression(), !2652)
    #dbg_value(i64 poison, !1163, !DIExpression(), !2653)
    #dbg_value(i64 poison, !1162, !DIExpression(), !2653)
    #dbg_value(i64 poison, !1025, !DIExpression(), !2654)
    #dbg_value(i64 poison, !1015, !DIExpression(), !2655)
    #dbg_value(i64 poison, !1004, !DIExpression(), !2656)
    #dbg_value(i64 poison, !992, !DIExpression(), !2657)
    #dbg_value(i64 poison, !980, !DIExpression(), !2658)
    #dbg_value(ptr %29, !623, !DIExpression(), !2644)
    #dbg_value(i32 %28, !629, !DIExpression(), !2644)
    #dbg_label(!632, !2663)
  %30 = load ptr, ptr %29, align 8, !dbg !2664, !tbaa !1548
  %31 = load ptr, ptr %30, align 8, !dbg !2664, !tbaa !1548
    #dbg_value(ptr %31, !624, !DIExpression(), !2644)
  %32 = getelementptr inbounds i8, ptr %31, i64 24, !dbg !2665
  %33 = load ptr, ptr %32, align 8, !dbg !2665, !tbaa !2666
  %34 = getelementptr inbounds i8, ptr %33, i64 56, !dbg !2668
  %35 = load ptr, ptr %34, align 8, !dbg !2668, !tbaa !2669
    #dbg_value(ptr %35, !626, !DIExpression(), !2644)
  %36 = getelementptr inbounds i8, ptr %29, i64 32, !dbg !2671
  %37 = load ptr, ptr %36, align 8, !dbg !2672, !tbaa !1548
    #dbg_value(ptr %37, !628, !DIExpression(), !2644)
  %38 = icmp eq i32 %28, 0, !dbg !2673
  br i1 %38, label %44, label %39, !dbg !2675, !prof !2320

39:                                               ; preds = %27
  %40 = call i32 @luaG_tracecall(ptr noundef nonnull %0) #13, !dbg !2676
    #dbg_value(i32 %40, !629, !DIExpression(), !2644)
    #dbg_value(ptr poison, !627, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !2644)
  %41 = icmp eq i32 %40, 0, !dbg !2677
  br i1 %41, label %44, label %42, !dbg !2680, !prof !2681

42:                                               ; preds = %39
  %43 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef %37) #13, !dbg !2682
    #dbg_value(i32 %43, !629, !DIExpression(), !2644)
    #dbg_value(ptr poison, !627, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !2644)
  br label %44, !dbg !2682

44:                                               ; preds = %27, %42, %39
  %45 = phi i32 [ %43, %42 ], [ 0, %39 ], [ 0, %27 ], !dbg !2662
  %46 = load ptr, ptr %29, align 8, !dbg !2662, !tbaa !1548
  %47 = getelementptr inbounds i8, ptr %46, i64 16, !dbg !2662
    #dbg_value(ptr %47, !627, !DIExpression(), !2644)
    #dbg_value(i32 %45, !629, !DIExpression(), !2644)
  %48 = getelementptr inbounds i8, ptr %37, i64 4, !dbg !2680
    #dbg_value(ptr %48, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  %49 = getelementptr inbounds i8, ptr %29, i64 40
  %50 = getelementptr inbounds i8, ptr %29, i64 8
  %51 = getelementptr inbounds i8, ptr %31, i64 32
  br label %3429, !dbg !2685

52:                                               ; preds = %3429
    #dbg_label(!637, !2686)
  %53 = lshr i32 %3434, 7, !dbg !2687
  %54 = and i32 %53, 255, !dbg !2687
  %55 = zext nneg i32 %54 to i64, !dbg !2687
  %56 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %55, !dbg !2687
    #dbg_value(ptr %56, !639, !DIExpression(), !2688)
    #dbg_value(ptr %56, !641, !DIExpression(), !2689)
  %57 = lshr i32 %3434, 16, !dbg !2690
  %58 = and i32 %57, 255, !dbg !2690
  %59 = zext nneg i32 %58 to i64, !dbg !2690
  %60 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %59, !dbg !2690
    #dbg_value(ptr %60, !643, !DIExpression(), !2689)
  %61 = load i64, ptr %60, align 8, !dbg !2690, !tbaa !1548
  store i64 %61, ptr %56, align 8, !dbg !2690, !tbaa !1548
  %62 = getelementptr inbounds i8, ptr %60, i64 8, !dbg !2690
  %63 = load i8, ptr %62, align 8, !dbg !2690, !tbaa !1541
  %64 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !2690
  store i8 %63, ptr %64, align 8, !dbg !2690, !tbaa !1541
  %65 = icmp eq i32 %3431, 0, !dbg !2691
  br i1 %65, label %70, label %66, !dbg !2694, !prof !2320

66:                                               ; preds = %52
  %67 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !2695
    #dbg_value(i32 %67, !629, !DIExpression(), !2644)
  %68 = load ptr, ptr %29, align 8, !dbg !2695, !tbaa !1548
  %69 = getelementptr inbounds i8, ptr %68, i64 16, !dbg !2695
    #dbg_value(ptr %69, !627, !DIExpression(), !2644)
  br label %70, !dbg !2695

70:                                               ; preds = %66, %52
  %71 = phi i32 [ %67, %66 ], [ 0, %52 ], !dbg !2684
  %72 = phi ptr [ %69, %66 ], [ %3433, %52 ], !dbg !2684
    #dbg_value(ptr %72, !627, !DIExpression(), !2644)
    #dbg_value(i32 %71, !629, !DIExpression(), !2644)
  %73 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !2694
    #dbg_value(ptr %73, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !2697

74:                                               ; preds = %70, %93, %111, %132, %155, %169, %184, %198, %245, %270, %310, %355, %426, %479, %521, %585, %675, %747, %808, %854, %903, %940, %996, %1052, %1108, %1189, %1239, %1283, %1358, %1401, %1444, %1487, %1540, %1593, %1649, %1705, %1761, %1842, %1892, %1936, %2011, %2069, %2127, %2185, %2254, %2323, %2350, %2379, %2408, %2441, %2482, %2506, %2526, %2553, %2570, %2585, %2600, %2636, %2744, %2852, %2886, %2933, %2985, %3037, %3089, %3141, %3175, %3216, %3243, %3489, %3769, %3833, %3914, %3988, %4006, %4018, %4029
  %75 = phi ptr [ %3432, %70 ], [ %3432, %93 ], [ %3432, %111 ], [ %3432, %132 ], [ %145, %155 ], [ %3432, %169 ], [ %178, %184 ], [ %3432, %198 ], [ %3432, %245 ], [ %3432, %270 ], [ %3432, %310 ], [ %3432, %355 ], [ %3432, %426 ], [ %3432, %479 ], [ %3432, %521 ], [ %3432, %585 ], [ %3432, %675 ], [ %3432, %747 ], [ %3432, %808 ], [ %833, %854 ], [ %3432, %903 ], [ %934, %940 ], [ %990, %996 ], [ %1046, %1052 ], [ %1102, %1108 ], [ %1183, %1189 ], [ %1233, %1239 ], [ %1277, %1283 ], [ %1352, %1358 ], [ %1395, %1401 ], [ %1438, %1444 ], [ %1481, %1487 ], [ %1534, %1540 ], [ %1587, %1593 ], [ %1643, %1649 ], [ %1699, %1705 ], [ %1755, %1761 ], [ %1836, %1842 ], [ %1886, %1892 ], [ %1930, %1936 ], [ %2005, %2011 ], [ %2063, %2069 ], [ %2121, %2127 ], [ %2179, %2185 ], [ %2248, %2254 ], [ %2317, %2323 ], [ %3432, %2350 ], [ %3432, %2379 ], [ %3432, %2408 ], [ %3432, %2441 ], [ %3432, %2482 ], [ %3432, %2506 ], [ %3432, %2526 ], [ %3432, %2553 ], [ %3432, %2570 ], [ %3432, %2585 ], [ %2593, %2600 ], [ %2630, %2636 ], [ %2738, %2744 ], [ %2846, %2852 ], [ %2880, %2886 ], [ %2927, %2933 ], [ %2979, %2985 ], [ %3031, %3037 ], [ %3083, %3089 ], [ %3135, %3141 ], [ %3169, %3175 ], [ %3210, %3216 ], [ %3432, %3243 ], [ %3482, %3489 ], [ %3763, %3769 ], [ %3827, %3833 ], [ %3870, %3914 ], [ %3432, %3988 ], [ %3432, %4006 ], [ %3432, %4018 ], [ %3432, %4029 ]
  %76 = phi i32 [ %71, %70 ], [ %94, %93 ], [ %112, %111 ], [ %133, %132 ], [ %156, %155 ], [ %170, %169 ], [ %185, %184 ], [ %199, %198 ], [ %246, %245 ], [ %271, %270 ], [ %311, %310 ], [ %356, %355 ], [ %427, %426 ], [ %480, %479 ], [ %522, %521 ], [ %586, %585 ], [ %676, %675 ], [ %748, %747 ], [ %809, %808 ], [ %855, %854 ], [ %904, %903 ], [ %941, %940 ], [ %997, %996 ], [ %1053, %1052 ], [ %1109, %1108 ], [ %1190, %1189 ], [ %1240, %1239 ], [ %1284, %1283 ], [ %1359, %1358 ], [ %1402, %1401 ], [ %1445, %1444 ], [ %1488, %1487 ], [ %1541, %1540 ], [ %1594, %1593 ], [ %1650, %1649 ], [ %1706, %1705 ], [ %1762, %1761 ], [ %1843, %1842 ], [ %1893, %1892 ], [ %1937, %1936 ], [ %2012, %2011 ], [ %2070, %2069 ], [ %2128, %2127 ], [ %2186, %2185 ], [ %2255, %2254 ], [ %2324, %2323 ], [ %2351, %2350 ], [ %2380, %2379 ], [ %2409, %2408 ], [ %2442, %2441 ], [ %2483, %2482 ], [ %2507, %2506 ], [ %2527, %2526 ], [ %2554, %2553 ], [ %2571, %2570 ], [ %2586, %2585 ], [ %2601, %2600 ], [ %2637, %2636 ], [ %2745, %2744 ], [ %2853, %2852 ], [ %2887, %2886 ], [ %2934, %2933 ], [ %2986, %2985 ], [ %3038, %3037 ], [ %3090, %3089 ], [ %3142, %3141 ], [ %3176, %3175 ], [ %3217, %3216 ], [ %3244, %3243 ], [ %3490, %3489 ], [ %3770, %3769 ], [ %3834, %3833 ], [ %3915, %3914 ], [ %3989, %3988 ], [ %4007, %4006 ], [ %4019, %4018 ], [ %4030, %4029 ]
  %77 = phi ptr [ %73, %70 ], [ %96, %93 ], [ %114, %111 ], [ %135, %132 ], [ %158, %155 ], [ %172, %169 ], [ %187, %184 ], [ %201, %198 ], [ %248, %245 ], [ %273, %270 ], [ %313, %310 ], [ %358, %355 ], [ %429, %426 ], [ %482, %479 ], [ %524, %521 ], [ %588, %585 ], [ %678, %675 ], [ %750, %747 ], [ %811, %808 ], [ %857, %854 ], [ %906, %903 ], [ %943, %940 ], [ %999, %996 ], [ %1055, %1052 ], [ %1111, %1108 ], [ %1192, %1189 ], [ %1242, %1239 ], [ %1286, %1283 ], [ %1361, %1358 ], [ %1404, %1401 ], [ %1447, %1444 ], [ %1490, %1487 ], [ %1543, %1540 ], [ %1596, %1593 ], [ %1652, %1649 ], [ %1708, %1705 ], [ %1764, %1761 ], [ %1845, %1842 ], [ %1895, %1892 ], [ %1939, %1936 ], [ %2014, %2011 ], [ %2072, %2069 ], [ %2130, %2127 ], [ %2188, %2185 ], [ %2257, %2254 ], [ %2326, %2323 ], [ %2353, %2350 ], [ %2382, %2379 ], [ %2411, %2408 ], [ %2444, %2441 ], [ %2485, %2482 ], [ %2509, %2506 ], [ %2529, %2526 ], [ %2556, %2553 ], [ %2573, %2570 ], [ %2588, %2585 ], [ %2603, %2600 ], [ %2639, %2636 ], [ %2747, %2744 ], [ %2855, %2852 ], [ %2889, %2886 ], [ %2936, %2933 ], [ %2988, %2985 ], [ %3040, %3037 ], [ %3092, %3089 ], [ %3144, %3141 ], [ %3178, %3175 ], [ %3219, %3216 ], [ %3246, %3243 ], [ %3492, %3489 ], [ %3772, %3769 ], [ %3836, %3833 ], [ %3917, %3914 ], [ %3991, %3988 ], [ %4009, %4006 ], [ %4022, %4018 ], [ %4032, %4029 ]
  %78 = phi ptr [ %72, %70 ], [ %95, %93 ], [ %113, %111 ], [ %134, %132 ], [ %157, %155 ], [ %171, %169 ], [ %186, %184 ], [ %200, %198 ], [ %247, %245 ], [ %272, %270 ], [ %312, %310 ], [ %357, %355 ], [ %428, %426 ], [ %481, %479 ], [ %523, %521 ], [ %587, %585 ], [ %677, %675 ], [ %749, %747 ], [ %810, %808 ], [ %856, %854 ], [ %905, %903 ], [ %942, %940 ], [ %998, %996 ], [ %1054, %1052 ], [ %1110, %1108 ], [ %1191, %1189 ], [ %1241, %1239 ], [ %1285, %1283 ], [ %1360, %1358 ], [ %1403, %1401 ], [ %1446, %1444 ], [ %1489, %1487 ], [ %1542, %1540 ], [ %1595, %1593 ], [ %1651, %1649 ], [ %1707, %1705 ], [ %1763, %1761 ], [ %1844, %1842 ], [ %1894, %1892 ], [ %1938, %1936 ], [ %2013, %2011 ], [ %2071, %2069 ], [ %2129, %2127 ], [ %2187, %2185 ], [ %2256, %2254 ], [ %2325, %2323 ], [ %2352, %2350 ], [ %2381, %2379 ], [ %2410, %2408 ], [ %2443, %2441 ], [ %2484, %2482 ], [ %2508, %2506 ], [ %2528, %2526 ], [ %2555, %2553 ], [ %2572, %2570 ], [ %2587, %2585 ], [ %2602, %2600 ], [ %2638, %2636 ], [ %2746, %2744 ], [ %2854, %2852 ], [ %2888, %2886 ], [ %2935, %2933 ], [ %2987, %2985 ], [ %3039, %3037 ], [ %3091, %3089 ], [ %3143, %3141 ], [ %3177, %3175 ], [ %3218, %3216 ], [ %3245, %3243 ], [ %3491, %3489 ], [ %3771, %3769 ], [ %3835, %3833 ], [ %3916, %3914 ], [ %3990, %3988 ], [ %4008, %4006 ], [ %4021, %4018 ], [ %4031, %4029 ]
  br label %3429, !dbg !2684

79:                                               ; preds = %3429
    #dbg_label(!646, !2698)
  %80 = lshr i32 %3434, 7, !dbg !2699
  %81 = and i32 %80, 255, !dbg !2699
  %82 = zext nneg i32 %81 to i64, !dbg !2699
  %83 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %82, !dbg !2699
    #dbg_value(ptr %83, !647, !DIExpression(), !2700)
  %84 = lshr i32 %3434, 15, !dbg !2701
  %85 = add nsw i32 %84, -65535, !dbg !2701
  %86 = sext i32 %85 to i64, !dbg !2701
    #dbg_value(i64 %86, !649, !DIExpression(), !2700)
    #dbg_value(ptr %83, !650, !DIExpression(), !2702)
  store i64 %86, ptr %83, align 8, !dbg !2703, !tbaa !1548
  %87 = getelementptr inbounds i8, ptr %83, i64 8, !dbg !2703
  store i8 3, ptr %87, align 8, !dbg !2703, !tbaa !1541
  %88 = icmp eq i32 %3431, 0, !dbg !2704
  br i1 %88, label %93, label %89, !dbg !2707, !prof !2320

89:                                               ; preds = %79
  %90 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !2708
    #dbg_value(i32 %90, !629, !DIExpression(), !2644)
  %91 = load ptr, ptr %29, align 8, !dbg !2708, !tbaa !1548
  %92 = getelementptr inbounds i8, ptr %91, i64 16, !dbg !2708
    #dbg_value(ptr %92, !627, !DIExpression(), !2644)
  br label %93, !dbg !2708

93:                                               ; preds = %89, %79
  %94 = phi i32 [ %90, %89 ], [ 0, %79 ], !dbg !2684
  %95 = phi ptr [ %92, %89 ], [ %3433, %79 ], !dbg !2684
    #dbg_value(ptr %95, !627, !DIExpression(), !2644)
    #dbg_value(i32 %94, !629, !DIExpression(), !2644)
  %96 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !2707
    #dbg_value(ptr %96, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !2710

97:                                               ; preds = %3429
    #dbg_label(!652, !2711)
  %98 = lshr i32 %3434, 7, !dbg !2712
  %99 = and i32 %98, 255, !dbg !2712
  %100 = zext nneg i32 %99 to i64, !dbg !2712
  %101 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %100, !dbg !2712
    #dbg_value(ptr %101, !653, !DIExpression(), !2713)
  %102 = lshr i32 %3434, 15, !dbg !2714
  %103 = add nsw i32 %102, -65535, !dbg !2714
    #dbg_value(i32 %103, !655, !DIExpression(), !2713)
    #dbg_value(ptr %101, !656, !DIExpression(), !2715)
  %104 = sitofp i32 %103 to double, !dbg !2716
  store double %104, ptr %101, align 8, !dbg !2716, !tbaa !1548
  %105 = getelementptr inbounds i8, ptr %101, i64 8, !dbg !2716
  store i8 19, ptr %105, align 8, !dbg !2716, !tbaa !1541
  %106 = icmp eq i32 %3431, 0, !dbg !2717
  br i1 %106, label %111, label %107, !dbg !2720, !prof !2320

107:                                              ; preds = %97
  %108 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !2721
    #dbg_value(i32 %108, !629, !DIExpression(), !2644)
  %109 = load ptr, ptr %29, align 8, !dbg !2721, !tbaa !1548
  %110 = getelementptr inbounds i8, ptr %109, i64 16, !dbg !2721
    #dbg_value(ptr %110, !627, !DIExpression(), !2644)
  br label %111, !dbg !2721

111:                                              ; preds = %107, %97
  %112 = phi i32 [ %108, %107 ], [ 0, %97 ], !dbg !2684
  %113 = phi ptr [ %110, %107 ], [ %3433, %97 ], !dbg !2684
    #dbg_value(ptr %113, !627, !DIExpression(), !2644)
    #dbg_value(i32 %112, !629, !DIExpression(), !2644)
  %114 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !2720
    #dbg_value(ptr %114, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !2723

115:                                              ; preds = %3429
    #dbg_label(!658, !2724)
  %116 = lshr i32 %3434, 7, !dbg !2725
  %117 = and i32 %116, 255, !dbg !2725
  %118 = zext nneg i32 %117 to i64, !dbg !2725
  %119 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %118, !dbg !2725
    #dbg_value(ptr %119, !659, !DIExpression(), !2726)
  %120 = lshr i32 %3434, 15, !dbg !2727
  %121 = zext nneg i32 %120 to i64, !dbg !2728
  %122 = getelementptr inbounds %struct.TValue, ptr %35, i64 %121, !dbg !2728
    #dbg_value(ptr %122, !661, !DIExpression(), !2726)
    #dbg_value(ptr %119, !662, !DIExpression(), !2729)
    #dbg_value(ptr %122, !664, !DIExpression(), !2729)
  %123 = load i64, ptr %122, align 8, !dbg !2730, !tbaa !1548
  store i64 %123, ptr %119, align 8, !dbg !2730, !tbaa !1548
  %124 = getelementptr inbounds i8, ptr %122, i64 8, !dbg !2730
  %125 = load i8, ptr %124, align 8, !dbg !2730, !tbaa !1541
  %126 = getelementptr inbounds i8, ptr %119, i64 8, !dbg !2730
  store i8 %125, ptr %126, align 8, !dbg !2730, !tbaa !1541
  %127 = icmp eq i32 %3431, 0, !dbg !2731
  br i1 %127, label %132, label %128, !dbg !2734, !prof !2320

128:                                              ; preds = %115
  %129 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !2735
    #dbg_value(i32 %129, !629, !DIExpression(), !2644)
  %130 = load ptr, ptr %29, align 8, !dbg !2735, !tbaa !1548
  %131 = getelementptr inbounds i8, ptr %130, i64 16, !dbg !2735
    #dbg_value(ptr %131, !627, !DIExpression(), !2644)
  br label %132, !dbg !2735

132:                                              ; preds = %128, %115
  %133 = phi i32 [ %129, %128 ], [ 0, %115 ], !dbg !2684
  %134 = phi ptr [ %131, %128 ], [ %3433, %115 ], !dbg !2684
    #dbg_value(ptr %134, !627, !DIExpression(), !2644)
    #dbg_value(i32 %133, !629, !DIExpression(), !2644)
  %135 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !2734
    #dbg_value(ptr %135, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !2737

136:                                              ; preds = %3429
    #dbg_label(!665, !2738)
  %137 = lshr i32 %3434, 7, !dbg !2739
  %138 = and i32 %137, 255, !dbg !2739
  %139 = zext nneg i32 %138 to i64, !dbg !2739
  %140 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %139, !dbg !2739
    #dbg_value(ptr %140, !666, !DIExpression(), !2740)
  %141 = load i32, ptr %3432, align 4, !dbg !2741, !tbaa !2586
  %142 = lshr i32 %141, 7, !dbg !2741
  %143 = zext nneg i32 %142 to i64, !dbg !2742
  %144 = getelementptr inbounds %struct.TValue, ptr %35, i64 %143, !dbg !2742
    #dbg_value(ptr %144, !668, !DIExpression(), !2740)
  %145 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !2743
    #dbg_value(ptr %145, !628, !DIExpression(), !2644)
    #dbg_value(ptr %140, !669, !DIExpression(), !2744)
    #dbg_value(ptr %144, !671, !DIExpression(), !2744)
  %146 = load i64, ptr %144, align 8, !dbg !2745, !tbaa !1548
  store i64 %146, ptr %140, align 8, !dbg !2745, !tbaa !1548
  %147 = getelementptr inbounds i8, ptr %144, i64 8, !dbg !2745
  %148 = load i8, ptr %147, align 8, !dbg !2745, !tbaa !1541
  %149 = getelementptr inbounds i8, ptr %140, i64 8, !dbg !2745
  store i8 %148, ptr %149, align 8, !dbg !2745, !tbaa !1541
  %150 = icmp eq i32 %3431, 0, !dbg !2746
  br i1 %150, label %155, label %151, !dbg !2749, !prof !2320

151:                                              ; preds = %136
  %152 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %145) #13, !dbg !2750
    #dbg_value(i32 %152, !629, !DIExpression(), !2644)
  %153 = load ptr, ptr %29, align 8, !dbg !2750, !tbaa !1548
  %154 = getelementptr inbounds i8, ptr %153, i64 16, !dbg !2750
    #dbg_value(ptr %154, !627, !DIExpression(), !2644)
  br label %155, !dbg !2750

155:                                              ; preds = %151, %136
  %156 = phi i32 [ %152, %151 ], [ 0, %136 ], !dbg !2684
  %157 = phi ptr [ %154, %151 ], [ %3433, %136 ], !dbg !2684
    #dbg_value(ptr %157, !627, !DIExpression(), !2644)
    #dbg_value(i32 %156, !629, !DIExpression(), !2644)
  %158 = getelementptr inbounds i8, ptr %3432, i64 8, !dbg !2749
    #dbg_value(ptr %158, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !2752

159:                                              ; preds = %3429
    #dbg_label(!672, !2753)
  %160 = lshr i32 %3434, 7, !dbg !2754
  %161 = and i32 %160, 255, !dbg !2754
  %162 = zext nneg i32 %161 to i64, !dbg !2754
    #dbg_value(!DIArgList(ptr %3433, i64 %162), !673, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !2755)
  %163 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %162, i32 0, i32 1, !dbg !2756
  store i8 1, ptr %163, align 8, !dbg !2756, !tbaa !1548
  %164 = icmp eq i32 %3431, 0, !dbg !2757
  br i1 %164, label %169, label %165, !dbg !2760, !prof !2320

165:                                              ; preds = %159
  %166 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !2761
    #dbg_value(i32 %166, !629, !DIExpression(), !2644)
  %167 = load ptr, ptr %29, align 8, !dbg !2761, !tbaa !1548
  %168 = getelementptr inbounds i8, ptr %167, i64 16, !dbg !2761
    #dbg_value(ptr %168, !627, !DIExpression(), !2644)
  br label %169, !dbg !2761

169:                                              ; preds = %165, %159
  %170 = phi i32 [ %166, %165 ], [ 0, %159 ], !dbg !2684
  %171 = phi ptr [ %168, %165 ], [ %3433, %159 ], !dbg !2684
    #dbg_value(ptr %171, !627, !DIExpression(), !2644)
    #dbg_value(i32 %170, !629, !DIExpression(), !2644)
  %172 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !2760
    #dbg_value(ptr %172, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !2763

173:                                              ; preds = %3429
    #dbg_label(!675, !2764)
  %174 = lshr i32 %3434, 7, !dbg !2765
  %175 = and i32 %174, 255, !dbg !2765
  %176 = zext nneg i32 %175 to i64, !dbg !2765
    #dbg_value(!DIArgList(ptr %3433, i64 %176), !676, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !2766)
  %177 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %176, i32 0, i32 1, !dbg !2767
  store i8 1, ptr %177, align 8, !dbg !2767, !tbaa !1548
  %178 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !2768
    #dbg_value(ptr %178, !628, !DIExpression(), !2644)
  %179 = icmp eq i32 %3431, 0, !dbg !2769
  br i1 %179, label %184, label %180, !dbg !2772, !prof !2320

180:                                              ; preds = %173
  %181 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %178) #13, !dbg !2773
    #dbg_value(i32 %181, !629, !DIExpression(), !2644)
  %182 = load ptr, ptr %29, align 8, !dbg !2773, !tbaa !1548
  %183 = getelementptr inbounds i8, ptr %182, i64 16, !dbg !2773
    #dbg_value(ptr %183, !627, !DIExpression(), !2644)
  br label %184, !dbg !2773

184:                                              ; preds = %180, %173
  %185 = phi i32 [ %181, %180 ], [ 0, %173 ], !dbg !2684
  %186 = phi ptr [ %183, %180 ], [ %3433, %173 ], !dbg !2684
    #dbg_value(ptr %186, !627, !DIExpression(), !2644)
    #dbg_value(i32 %185, !629, !DIExpression(), !2644)
  %187 = getelementptr inbounds i8, ptr %3432, i64 8, !dbg !2772
    #dbg_value(ptr %187, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !2775

188:                                              ; preds = %3429
    #dbg_label(!678, !2776)
  %189 = lshr i32 %3434, 7, !dbg !2777
  %190 = and i32 %189, 255, !dbg !2777
  %191 = zext nneg i32 %190 to i64, !dbg !2777
    #dbg_value(!DIArgList(ptr %3433, i64 %191), !679, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !2778)
  %192 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %191, i32 0, i32 1, !dbg !2779
  store i8 17, ptr %192, align 8, !dbg !2779, !tbaa !1548
  %193 = icmp eq i32 %3431, 0, !dbg !2780
  br i1 %193, label %198, label %194, !dbg !2783, !prof !2320

194:                                              ; preds = %188
  %195 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !2784
    #dbg_value(i32 %195, !629, !DIExpression(), !2644)
  %196 = load ptr, ptr %29, align 8, !dbg !2784, !tbaa !1548
  %197 = getelementptr inbounds i8, ptr %196, i64 16, !dbg !2784
    #dbg_value(ptr %197, !627, !DIExpression(), !2644)
  br label %198, !dbg !2784

198:                                              ; preds = %194, %188
  %199 = phi i32 [ %195, %194 ], [ 0, %188 ], !dbg !2684
  %200 = phi ptr [ %197, %194 ], [ %3433, %188 ], !dbg !2684
    #dbg_value(ptr %200, !627, !DIExpression(), !2644)
    #dbg_value(i32 %199, !629, !DIExpression(), !2644)
  %201 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !2783
    #dbg_value(ptr %201, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !2786

202:                                              ; preds = %3429
    #dbg_label(!681, !2787)
  %203 = lshr i32 %3434, 7, !dbg !2788
  %204 = and i32 %203, 255, !dbg !2788
  %205 = zext nneg i32 %204 to i64, !dbg !2788
  %206 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %205, !dbg !2788
    #dbg_value(ptr %206, !682, !DIExpression(), !2789)
  %207 = lshr i32 %3434, 16, !dbg !2790
  %208 = and i32 %207, 255, !dbg !2790
    #dbg_value(i32 %207, !684, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !2789)
  %209 = add nuw nsw i32 %207, 1, !dbg !2791
  %210 = and i32 %209, 7, !dbg !2791
  %211 = icmp eq i32 %210, 0, !dbg !2791
  br i1 %211, label %221, label %212, !dbg !2791

212:                                              ; preds = %202, %212
  %213 = phi i32 [ %218, %212 ], [ %208, %202 ], !dbg !2789
  %214 = phi ptr [ %216, %212 ], [ %206, %202 ], !dbg !2789
  %215 = phi i32 [ %219, %212 ], [ 0, %202 ]
    #dbg_value(ptr %214, !682, !DIExpression(), !2789)
    #dbg_value(i32 %213, !684, !DIExpression(), !2789)
  %216 = getelementptr inbounds i8, ptr %214, i64 16, !dbg !2792
    #dbg_value(ptr %216, !682, !DIExpression(), !2789)
  %217 = getelementptr inbounds i8, ptr %214, i64 8, !dbg !2792
  store i8 0, ptr %217, align 8, !dbg !2792, !tbaa !1548
  %218 = add nsw i32 %213, -1, !dbg !2794
    #dbg_value(i32 %218, !684, !DIExpression(), !2789)
  %219 = add i32 %215, 1, !dbg !2795
  %220 = icmp eq i32 %219, %210, !dbg !2795
  br i1 %220, label %221, label %212, !dbg !2795, !llvm.loop !2796

221:                                              ; preds = %212, %202
  %222 = phi i32 [ %208, %202 ], [ %218, %212 ]
  %223 = phi ptr [ %206, %202 ], [ %216, %212 ]
  %224 = icmp ult i32 %208, 7, !dbg !2791
  br i1 %224, label %239, label %225, !dbg !2791

225:                                              ; preds = %221, %225
  %226 = phi i32 [ %237, %225 ], [ %222, %221 ], !dbg !2789
  %227 = phi ptr [ %235, %225 ], [ %223, %221 ], !dbg !2789
    #dbg_value(ptr %227, !682, !DIExpression(), !2789)
    #dbg_value(i32 %226, !684, !DIExpression(), !2789)
    #dbg_value(ptr %227, !682, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !2789)
  %228 = getelementptr inbounds i8, ptr %227, i64 8, !dbg !2792
  store i8 0, ptr %228, align 8, !dbg !2792, !tbaa !1548
    #dbg_value(i32 %226, !684, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2789)
    #dbg_value(ptr %227, !682, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value), !2789)
  %229 = getelementptr inbounds i8, ptr %227, i64 24, !dbg !2792
  store i8 0, ptr %229, align 8, !dbg !2792, !tbaa !1548
    #dbg_value(i32 %226, !684, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !2789)
    #dbg_value(ptr %227, !682, !DIExpression(DW_OP_plus_uconst, 48, DW_OP_stack_value), !2789)
  %230 = getelementptr inbounds i8, ptr %227, i64 40, !dbg !2792
  store i8 0, ptr %230, align 8, !dbg !2792, !tbaa !1548
    #dbg_value(i32 %226, !684, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !2789)
    #dbg_value(ptr %227, !682, !DIExpression(DW_OP_plus_uconst, 64, DW_OP_stack_value), !2789)
  %231 = getelementptr inbounds i8, ptr %227, i64 56, !dbg !2792
  store i8 0, ptr %231, align 8, !dbg !2792, !tbaa !1548
    #dbg_value(i32 %226, !684, !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value), !2789)
    #dbg_value(ptr %227, !682, !DIExpression(DW_OP_plus_uconst, 80, DW_OP_stack_value), !2789)
  %232 = getelementptr inbounds i8, ptr %227, i64 72, !dbg !2792
  store i8 0, ptr %232, align 8, !dbg !2792, !tbaa !1548
    #dbg_value(i32 %226, !684, !DIExpression(DW_OP_constu, 5, DW_OP_minus, DW_OP_stack_value), !2789)
    #dbg_value(ptr %227, !682, !DIExpression(DW_OP_plus_uconst, 96, DW_OP_stack_value), !2789)
  %233 = getelementptr inbounds i8, ptr %227, i64 88, !dbg !2792
  store i8 0, ptr %233, align 8, !dbg !2792, !tbaa !1548
    #dbg_value(i32 %226, !684, !DIExpression(DW_OP_constu, 6, DW_OP_minus, DW_OP_stack_value), !2789)
    #dbg_value(ptr %227, !682, !DIExpression(DW_OP_plus_uconst, 112, DW_OP_stack_value), !2789)
  %234 = getelementptr inbounds i8, ptr %227, i64 104, !dbg !2792
  store i8 0, ptr %234, align 8, !dbg !2792, !tbaa !1548
    #dbg_value(i32 %226, !684, !DIExpression(DW_OP_constu, 7, DW_OP_minus, DW_OP_stack_value), !2789)
  %235 = getelementptr inbounds i8, ptr %227, i64 128, !dbg !2792
    #dbg_value(ptr %235, !682, !DIExpression(), !2789)
  %236 = getelementptr inbounds i8, ptr %227, i64 120, !dbg !2792
  store i8 0, ptr %236, align 8, !dbg !2792, !tbaa !1548
  %237 = add nsw i32 %226, -8, !dbg !2794
    #dbg_value(i32 %237, !684, !DIExpression(), !2789)
  %238 = icmp eq i32 %226, 7, !dbg !2795
  br i1 %238, label %239, label %225, !dbg !2795, !llvm.loop !2798

239:                                              ; preds = %225, %221
  %240 = icmp eq i32 %3431, 0, !dbg !2800
  br i1 %240, label %245, label %241, !dbg !2803, !prof !2320

241:                                              ; preds = %239
  %242 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !2804
    #dbg_value(i32 %242, !629, !DIExpression(), !2644)
  %243 = load ptr, ptr %29, align 8, !dbg !2804, !tbaa !1548
  %244 = getelementptr inbounds i8, ptr %243, i64 16, !dbg !2804
    #dbg_value(ptr %244, !627, !DIExpression(), !2644)
  br label %245, !dbg !2804

245:                                              ; preds = %241, %239
  %246 = phi i32 [ %242, %241 ], [ 0, %239 ], !dbg !2684
  %247 = phi ptr [ %244, %241 ], [ %3433, %239 ], !dbg !2684
    #dbg_value(ptr %247, !627, !DIExpression(), !2644)
    #dbg_value(i32 %246, !629, !DIExpression(), !2644)
  %248 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !2803
    #dbg_value(ptr %248, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !2806

249:                                              ; preds = %3429
    #dbg_label(!685, !2807)
  %250 = lshr i32 %3434, 7, !dbg !2808
  %251 = and i32 %250, 255, !dbg !2808
  %252 = zext nneg i32 %251 to i64, !dbg !2808
  %253 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %252, !dbg !2808
    #dbg_value(ptr %253, !686, !DIExpression(), !2809)
  %254 = lshr i32 %3434, 16, !dbg !2810
  %255 = and i32 %254, 255, !dbg !2810
    #dbg_value(i32 %255, !688, !DIExpression(), !2809)
    #dbg_value(ptr %253, !689, !DIExpression(), !2811)
  %256 = zext nneg i32 %255 to i64, !dbg !2812
  %257 = getelementptr inbounds [1 x ptr], ptr %51, i64 0, i64 %256, !dbg !2812
  %258 = load ptr, ptr %257, align 8, !dbg !2812, !tbaa !1721
  %259 = getelementptr inbounds i8, ptr %258, i64 16, !dbg !2812
  %260 = load ptr, ptr %259, align 8, !dbg !2812, !tbaa !1548
    #dbg_value(ptr %260, !691, !DIExpression(), !2811)
  %261 = load i64, ptr %260, align 8, !dbg !2812, !tbaa !1548
  store i64 %261, ptr %253, align 8, !dbg !2812, !tbaa !1548
  %262 = getelementptr inbounds i8, ptr %260, i64 8, !dbg !2812
  %263 = load i8, ptr %262, align 8, !dbg !2812, !tbaa !1541
  %264 = getelementptr inbounds i8, ptr %253, i64 8, !dbg !2812
  store i8 %263, ptr %264, align 8, !dbg !2812, !tbaa !1541
  %265 = icmp eq i32 %3431, 0, !dbg !2813
  br i1 %265, label %270, label %266, !dbg !2816, !prof !2320

266:                                              ; preds = %249
  %267 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !2817
    #dbg_value(i32 %267, !629, !DIExpression(), !2644)
  %268 = load ptr, ptr %29, align 8, !dbg !2817, !tbaa !1548
  %269 = getelementptr inbounds i8, ptr %268, i64 16, !dbg !2817
    #dbg_value(ptr %269, !627, !DIExpression(), !2644)
  br label %270, !dbg !2817

270:                                              ; preds = %266, %249
  %271 = phi i32 [ %267, %266 ], [ 0, %249 ], !dbg !2684
  %272 = phi ptr [ %269, %266 ], [ %3433, %249 ], !dbg !2684
    #dbg_value(ptr %272, !627, !DIExpression(), !2644)
    #dbg_value(i32 %271, !629, !DIExpression(), !2644)
  %273 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !2816
    #dbg_value(ptr %273, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !2819

274:                                              ; preds = %3429
    #dbg_label(!692, !2820)
  %275 = lshr i32 %3434, 7, !dbg !2821
  %276 = and i32 %275, 255, !dbg !2821
  %277 = zext nneg i32 %276 to i64, !dbg !2821
  %278 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %277, !dbg !2821
    #dbg_value(ptr %278, !693, !DIExpression(), !2822)
  %279 = lshr i32 %3434, 16, !dbg !2823
  %280 = and i32 %279, 255, !dbg !2823
  %281 = zext nneg i32 %280 to i64, !dbg !2824
  %282 = getelementptr inbounds [1 x ptr], ptr %51, i64 0, i64 %281, !dbg !2824
  %283 = load ptr, ptr %282, align 8, !dbg !2824, !tbaa !1721
    #dbg_value(ptr %283, !695, !DIExpression(), !2822)
  %284 = getelementptr inbounds i8, ptr %283, i64 16, !dbg !2825
  %285 = load ptr, ptr %284, align 8, !dbg !2825, !tbaa !1548
    #dbg_value(ptr %285, !696, !DIExpression(), !2826)
    #dbg_value(ptr %278, !698, !DIExpression(), !2826)
  %286 = load i64, ptr %278, align 8, !dbg !2825, !tbaa !1548
  store i64 %286, ptr %285, align 8, !dbg !2825, !tbaa !1548
  %287 = getelementptr inbounds i8, ptr %278, i64 8, !dbg !2825
  %288 = load i8, ptr %287, align 8, !dbg !2825, !tbaa !1548
  %289 = getelementptr inbounds i8, ptr %285, i64 8, !dbg !2825
  store i8 %288, ptr %289, align 8, !dbg !2825, !tbaa !1541
  %290 = and i8 %288, 64, !dbg !2827
  %291 = icmp eq i8 %290, 0, !dbg !2827
  br i1 %291, label %304, label %292, !dbg !2827

292:                                              ; preds = %274
  %293 = getelementptr inbounds i8, ptr %283, i64 9, !dbg !2827
  %294 = load i8, ptr %293, align 1, !dbg !2827, !tbaa !2828
  %295 = and i8 %294, 32, !dbg !2827
  %296 = icmp eq i8 %295, 0, !dbg !2827
  br i1 %296, label %304, label %297, !dbg !2827

297:                                              ; preds = %292
  %298 = load ptr, ptr %278, align 8, !dbg !2827, !tbaa !1548
  %299 = getelementptr inbounds i8, ptr %298, i64 9, !dbg !2827
  %300 = load i8, ptr %299, align 1, !dbg !2827, !tbaa !1808
  %301 = and i8 %300, 24, !dbg !2827
  %302 = icmp eq i8 %301, 0, !dbg !2827
  br i1 %302, label %304, label %303, !dbg !2827

303:                                              ; preds = %297
  call void @luaC_barrier_(ptr noundef %0, ptr noundef nonnull %283, ptr noundef nonnull %298) #13, !dbg !2827
  br label %304, !dbg !2827

304:                                              ; preds = %274, %303, %297, %292
  %305 = icmp eq i32 %3431, 0, !dbg !2830
  br i1 %305, label %310, label %306, !dbg !2833, !prof !2320

306:                                              ; preds = %304
  %307 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !2834
    #dbg_value(i32 %307, !629, !DIExpression(), !2644)
  %308 = load ptr, ptr %29, align 8, !dbg !2834, !tbaa !1548
  %309 = getelementptr inbounds i8, ptr %308, i64 16, !dbg !2834
    #dbg_value(ptr %309, !627, !DIExpression(), !2644)
  br label %310, !dbg !2834

310:                                              ; preds = %306, %304
  %311 = phi i32 [ %307, %306 ], [ 0, %304 ], !dbg !2684
  %312 = phi ptr [ %309, %306 ], [ %3433, %304 ], !dbg !2684
    #dbg_value(ptr %312, !627, !DIExpression(), !2644)
    #dbg_value(i32 %311, !629, !DIExpression(), !2644)
  %313 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !2833
    #dbg_value(ptr %313, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !2836

314:                                              ; preds = %3429
    #dbg_label(!699, !2837)
  %315 = lshr i32 %3434, 7, !dbg !2838
  %316 = and i32 %315, 255, !dbg !2838
  %317 = zext nneg i32 %316 to i64, !dbg !2838
  %318 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %317, !dbg !2838
    #dbg_value(ptr %318, !700, !DIExpression(), !2839)
  %319 = lshr i32 %3434, 16, !dbg !2840
  %320 = and i32 %319, 255, !dbg !2840
  %321 = zext nneg i32 %320 to i64, !dbg !2841
  %322 = getelementptr inbounds [1 x ptr], ptr %51, i64 0, i64 %321, !dbg !2841
  %323 = load ptr, ptr %322, align 8, !dbg !2841, !tbaa !1721
  %324 = getelementptr inbounds i8, ptr %323, i64 16, !dbg !2842
  %325 = load ptr, ptr %324, align 8, !dbg !2843, !tbaa !1548
    #dbg_value(ptr %325, !703, !DIExpression(), !2839)
  %326 = lshr i32 %3434, 24, !dbg !2844
  %327 = zext nneg i32 %326 to i64, !dbg !2844
  %328 = getelementptr inbounds %struct.TValue, ptr %35, i64 %327, !dbg !2844
    #dbg_value(ptr %328, !704, !DIExpression(), !2839)
    #dbg_value(ptr poison, !705, !DIExpression(), !2839)
  %329 = getelementptr inbounds i8, ptr %325, i64 8, !dbg !2845
  %330 = load i8, ptr %329, align 8, !dbg !2845, !tbaa !1541
  %331 = icmp eq i8 %330, 69, !dbg !2845
  br i1 %331, label %332, label %344, !dbg !2846

332:                                              ; preds = %314
  %333 = load ptr, ptr %328, align 8, !dbg !2847, !tbaa !1548
    #dbg_value(ptr %333, !705, !DIExpression(), !2839)
  %334 = load ptr, ptr %325, align 8, !dbg !2845, !tbaa !1548
  %335 = call ptr @luaH_getshortstr(ptr noundef %334, ptr noundef %333) #13, !dbg !2845
    #dbg_value(ptr %335, !702, !DIExpression(), !2839)
  %336 = getelementptr inbounds i8, ptr %335, i64 8, !dbg !2845
  %337 = load i8, ptr %336, align 8, !dbg !2845, !tbaa !1541
  %338 = and i8 %337, 15, !dbg !2845
  %339 = icmp eq i8 %338, 0, !dbg !2845
  br i1 %339, label %344, label %340, !dbg !2846

340:                                              ; preds = %332
    #dbg_value(ptr %318, !706, !DIExpression(), !2848)
    #dbg_value(ptr %335, !710, !DIExpression(), !2848)
  %341 = load i64, ptr %335, align 8, !dbg !2849, !tbaa !1548
  store i64 %341, ptr %318, align 8, !dbg !2849, !tbaa !1548
  %342 = load i8, ptr %336, align 8, !dbg !2849, !tbaa !1541
  %343 = getelementptr inbounds i8, ptr %318, i64 8, !dbg !2849
  store i8 %342, ptr %343, align 8, !dbg !2849, !tbaa !1541
  br label %348, !dbg !2850

344:                                              ; preds = %314, %332
  %345 = phi ptr [ %335, %332 ], [ null, %314 ], !dbg !2845
    #dbg_value(ptr %345, !702, !DIExpression(), !2839)
  store ptr %3432, ptr %36, align 8, !dbg !2851, !tbaa !1548
  %346 = load ptr, ptr %50, align 8, !dbg !2851, !tbaa !1548
  store ptr %346, ptr %12, align 8, !dbg !2851, !tbaa !1548
  call void @luaV_finishget(ptr noundef %0, ptr noundef nonnull %325, ptr noundef %328, ptr noundef %318, ptr noundef %345), !dbg !2851
  %347 = load volatile i32, ptr %49, align 8, !dbg !2851, !tbaa !1548
    #dbg_value(i32 %347, !629, !DIExpression(), !2644)
  br label %348

348:                                              ; preds = %344, %340
  %349 = phi i32 [ %3431, %340 ], [ %347, %344 ], !dbg !2684
    #dbg_value(i32 %349, !629, !DIExpression(), !2644)
  %350 = icmp eq i32 %349, 0, !dbg !2852
  br i1 %350, label %355, label %351, !dbg !2855, !prof !2320

351:                                              ; preds = %348
  %352 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !2856
    #dbg_value(i32 %352, !629, !DIExpression(), !2644)
  %353 = load ptr, ptr %29, align 8, !dbg !2856, !tbaa !1548
  %354 = getelementptr inbounds i8, ptr %353, i64 16, !dbg !2856
    #dbg_value(ptr %354, !627, !DIExpression(), !2644)
  br label %355, !dbg !2856

355:                                              ; preds = %351, %348
  %356 = phi i32 [ %352, %351 ], [ 0, %348 ], !dbg !2684
  %357 = phi ptr [ %354, %351 ], [ %3433, %348 ], !dbg !2684
    #dbg_value(ptr %357, !627, !DIExpression(), !2644)
    #dbg_value(i32 %356, !629, !DIExpression(), !2644)
  %358 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !2855
    #dbg_value(ptr %358, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !2858

359:                                              ; preds = %3429
    #dbg_label(!711, !2859)
  %360 = lshr i32 %3434, 7, !dbg !2860
  %361 = and i32 %360, 255, !dbg !2860
  %362 = zext nneg i32 %361 to i64, !dbg !2860
  %363 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %362, !dbg !2860
    #dbg_value(ptr %363, !712, !DIExpression(), !2861)
  %364 = lshr i32 %3434, 16, !dbg !2862
  %365 = and i32 %364, 255, !dbg !2862
  %366 = zext nneg i32 %365 to i64, !dbg !2862
  %367 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %366, !dbg !2862
    #dbg_value(ptr %367, !715, !DIExpression(), !2861)
  %368 = lshr i32 %3434, 24, !dbg !2863
  %369 = zext nneg i32 %368 to i64, !dbg !2863
  %370 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %369, !dbg !2863
    #dbg_value(ptr %370, !716, !DIExpression(), !2861)
  %371 = getelementptr inbounds i8, ptr %370, i64 8, !dbg !2864
  %372 = load i8, ptr %371, align 8, !dbg !2864, !tbaa !1541
  %373 = icmp eq i8 %372, 3, !dbg !2864
  br i1 %373, label %374, label %398, !dbg !2865

374:                                              ; preds = %359
  %375 = load i64, ptr %370, align 8, !dbg !2866, !tbaa !1548
    #dbg_value(i64 %375, !717, !DIExpression(), !2861)
  %376 = getelementptr inbounds i8, ptr %367, i64 8, !dbg !2867
  %377 = load i8, ptr %376, align 8, !dbg !2867, !tbaa !1541
  %378 = icmp eq i8 %377, 69, !dbg !2867
  br i1 %378, label %379, label %415, !dbg !2867

379:                                              ; preds = %374
  %380 = add i64 %375, -1, !dbg !2867
  %381 = load ptr, ptr %367, align 8, !dbg !2867, !tbaa !1548
  %382 = getelementptr inbounds i8, ptr %381, i64 12, !dbg !2867
  %383 = load i32, ptr %382, align 4, !dbg !2867, !tbaa !1548
  %384 = zext i32 %383 to i64, !dbg !2867
  %385 = icmp ult i64 %380, %384, !dbg !2867
  br i1 %385, label %386, label %390, !dbg !2867

386:                                              ; preds = %379
  %387 = getelementptr inbounds i8, ptr %381, i64 16, !dbg !2867
  %388 = load ptr, ptr %387, align 8, !dbg !2867, !tbaa !1548
  %389 = getelementptr inbounds %struct.TValue, ptr %388, i64 %380, !dbg !2867
  br label %392, !dbg !2867

390:                                              ; preds = %379
  %391 = call ptr @luaH_getint(ptr noundef nonnull %381, i64 noundef %375) #13, !dbg !2867
  br label %392, !dbg !2867

392:                                              ; preds = %386, %390
  %393 = phi ptr [ %389, %386 ], [ %391, %390 ], !dbg !2867
    #dbg_value(ptr %393, !714, !DIExpression(), !2861)
  %394 = getelementptr inbounds i8, ptr %393, i64 8, !dbg !2867
  %395 = load i8, ptr %394, align 8, !dbg !2867, !tbaa !1541
  %396 = and i8 %395, 15, !dbg !2867
  %397 = icmp eq i8 %396, 0, !dbg !2867
  br i1 %397, label %415, label %409, !dbg !2864

398:                                              ; preds = %359
  %399 = getelementptr inbounds i8, ptr %367, i64 8, !dbg !2868
  %400 = load i8, ptr %399, align 8, !dbg !2868, !tbaa !1541
  %401 = icmp eq i8 %400, 69, !dbg !2868
  br i1 %401, label %402, label %415, !dbg !2865

402:                                              ; preds = %398
  %403 = load ptr, ptr %367, align 8, !dbg !2868, !tbaa !1548
  %404 = call ptr @luaH_get(ptr noundef %403, ptr noundef nonnull %370) #13, !dbg !2868
    #dbg_value(ptr %404, !714, !DIExpression(), !2861)
  %405 = getelementptr inbounds i8, ptr %404, i64 8, !dbg !2868
  %406 = load i8, ptr %405, align 8, !dbg !2868, !tbaa !1541
  %407 = and i8 %406, 15, !dbg !2868
  %408 = icmp eq i8 %407, 0, !dbg !2868
  br i1 %408, label %415, label %409, !dbg !2865

409:                                              ; preds = %402, %392
  %410 = phi ptr [ %393, %392 ], [ %404, %402 ], !dbg !2869
    #dbg_value(ptr %410, !714, !DIExpression(), !2861)
    #dbg_value(ptr %363, !718, !DIExpression(), !2870)
    #dbg_value(ptr %410, !722, !DIExpression(), !2870)
  %411 = load i64, ptr %410, align 8, !dbg !2871, !tbaa !1548
  store i64 %411, ptr %363, align 8, !dbg !2871, !tbaa !1548
  %412 = getelementptr inbounds i8, ptr %410, i64 8, !dbg !2871
  %413 = load i8, ptr %412, align 8, !dbg !2871, !tbaa !1541
  %414 = getelementptr inbounds i8, ptr %363, i64 8, !dbg !2871
  store i8 %413, ptr %414, align 8, !dbg !2871, !tbaa !1541
  br label %419, !dbg !2872

415:                                              ; preds = %374, %398, %402, %392
  %416 = phi ptr [ %393, %392 ], [ %404, %402 ], [ null, %398 ], [ null, %374 ], !dbg !2869
    #dbg_value(ptr %416, !714, !DIExpression(), !2861)
  store ptr %3432, ptr %36, align 8, !dbg !2873, !tbaa !1548
  %417 = load ptr, ptr %50, align 8, !dbg !2873, !tbaa !1548
  store ptr %417, ptr %12, align 8, !dbg !2873, !tbaa !1548
  call void @luaV_finishget(ptr noundef %0, ptr noundef nonnull %367, ptr noundef nonnull %370, ptr noundef nonnull %363, ptr noundef %416), !dbg !2873
  %418 = load volatile i32, ptr %49, align 8, !dbg !2873, !tbaa !1548
    #dbg_value(i32 %418, !629, !DIExpression(), !2644)
  br label %419

419:                                              ; preds = %415, %409
  %420 = phi i32 [ %3431, %409 ], [ %418, %415 ], !dbg !2684
    #dbg_value(i32 %420, !629, !DIExpression(), !2644)
  %421 = icmp eq i32 %420, 0, !dbg !2874
  br i1 %421, label %426, label %422, !dbg !2877, !prof !2320

422:                                              ; preds = %419
  %423 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !2878
    #dbg_value(i32 %423, !629, !DIExpression(), !2644)
  %424 = load ptr, ptr %29, align 8, !dbg !2878, !tbaa !1548
  %425 = getelementptr inbounds i8, ptr %424, i64 16, !dbg !2878
    #dbg_value(ptr %425, !627, !DIExpression(), !2644)
  br label %426, !dbg !2878

426:                                              ; preds = %422, %419
  %427 = phi i32 [ %423, %422 ], [ 0, %419 ], !dbg !2684
  %428 = phi ptr [ %425, %422 ], [ %3433, %419 ], !dbg !2684
    #dbg_value(ptr %428, !627, !DIExpression(), !2644)
    #dbg_value(i32 %427, !629, !DIExpression(), !2644)
  %429 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !2877
    #dbg_value(ptr %429, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !2880

430:                                              ; preds = %3429
    #dbg_label(!723, !2881)
  %431 = lshr i32 %3434, 7, !dbg !2882
  %432 = and i32 %431, 255, !dbg !2882
  %433 = zext nneg i32 %432 to i64, !dbg !2882
  %434 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %433, !dbg !2882
    #dbg_value(ptr %434, !724, !DIExpression(), !2883)
  %435 = lshr i32 %3434, 16, !dbg !2884
  %436 = and i32 %435, 255, !dbg !2884
  %437 = zext nneg i32 %436 to i64, !dbg !2884
  %438 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %437, !dbg !2884
    #dbg_value(ptr %438, !727, !DIExpression(), !2883)
  %439 = lshr i32 %3434, 24, !dbg !2885
    #dbg_value(i32 %439, !728, !DIExpression(), !2883)
  %440 = getelementptr inbounds i8, ptr %438, i64 8, !dbg !2886
  %441 = load i8, ptr %440, align 8, !dbg !2886, !tbaa !1541
  %442 = icmp eq i8 %441, 69, !dbg !2886
  %443 = zext nneg i32 %439 to i64, !dbg !2887
  br i1 %442, label %444, label %468, !dbg !2888

444:                                              ; preds = %430
  %445 = add nsw i64 %443, -1, !dbg !2886
  %446 = load ptr, ptr %438, align 8, !dbg !2886, !tbaa !1548
  %447 = getelementptr inbounds i8, ptr %446, i64 12, !dbg !2886
  %448 = load i32, ptr %447, align 4, !dbg !2886, !tbaa !1548
  %449 = zext i32 %448 to i64, !dbg !2886
  %450 = icmp ult i64 %445, %449, !dbg !2886
  br i1 %450, label %451, label %456, !dbg !2886

451:                                              ; preds = %444
  %452 = getelementptr inbounds i8, ptr %446, i64 16, !dbg !2886
  %453 = load ptr, ptr %452, align 8, !dbg !2886, !tbaa !1548
  %454 = getelementptr %struct.TValue, ptr %453, i64 %443, !dbg !2886
  %455 = getelementptr i8, ptr %454, i64 -16, !dbg !2886
  br label %458, !dbg !2886

456:                                              ; preds = %444
  %457 = call ptr @luaH_getint(ptr noundef nonnull %446, i64 noundef %443) #13, !dbg !2886
  br label %458, !dbg !2886

458:                                              ; preds = %456, %451
  %459 = phi ptr [ %455, %451 ], [ %457, %456 ], !dbg !2886
    #dbg_value(ptr %459, !726, !DIExpression(), !2883)
  %460 = getelementptr inbounds i8, ptr %459, i64 8, !dbg !2886
  %461 = load i8, ptr %460, align 8, !dbg !2886, !tbaa !1541
  %462 = and i8 %461, 15, !dbg !2886
  %463 = icmp eq i8 %462, 0, !dbg !2886
  br i1 %463, label %468, label %464, !dbg !2888

464:                                              ; preds = %458
    #dbg_value(ptr %434, !729, !DIExpression(), !2889)
    #dbg_value(ptr %459, !733, !DIExpression(), !2889)
  %465 = load i64, ptr %459, align 8, !dbg !2890, !tbaa !1548
  store i64 %465, ptr %434, align 8, !dbg !2890, !tbaa !1548
  %466 = load i8, ptr %460, align 8, !dbg !2890, !tbaa !1541
  %467 = getelementptr inbounds i8, ptr %434, i64 8, !dbg !2890
  store i8 %466, ptr %467, align 8, !dbg !2890, !tbaa !1541
  br label %472, !dbg !2891

468:                                              ; preds = %430, %458
  %469 = phi ptr [ %459, %458 ], [ null, %430 ], !dbg !2886
    #dbg_value(ptr %469, !726, !DIExpression(), !2883)
    #dbg_value(ptr %8, !736, !DIExpression(), !2892)
  store i64 %443, ptr %8, align 8, !dbg !2893, !tbaa !1548
  store i8 3, ptr %20, align 8, !dbg !2893, !tbaa !1541
  store ptr %3432, ptr %36, align 8, !dbg !2894, !tbaa !1548
  %470 = load ptr, ptr %50, align 8, !dbg !2894, !tbaa !1548
  store ptr %470, ptr %12, align 8, !dbg !2894, !tbaa !1548
  call void @luaV_finishget(ptr noundef %0, ptr noundef nonnull %438, ptr noundef nonnull %8, ptr noundef nonnull %434, ptr noundef %469), !dbg !2894
  %471 = load volatile i32, ptr %49, align 8, !dbg !2894, !tbaa !1548
    #dbg_value(i32 %471, !629, !DIExpression(), !2644)
  br label %472

472:                                              ; preds = %468, %464
  %473 = phi i32 [ %3431, %464 ], [ %471, %468 ], !dbg !2684
    #dbg_value(i32 %473, !629, !DIExpression(), !2644)
  %474 = icmp eq i32 %473, 0, !dbg !2895
  br i1 %474, label %479, label %475, !dbg !2898, !prof !2320

475:                                              ; preds = %472
  %476 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !2899
    #dbg_value(i32 %476, !629, !DIExpression(), !2644)
  %477 = load ptr, ptr %29, align 8, !dbg !2899, !tbaa !1548
  %478 = getelementptr inbounds i8, ptr %477, i64 16, !dbg !2899
    #dbg_value(ptr %478, !627, !DIExpression(), !2644)
  br label %479, !dbg !2899

479:                                              ; preds = %475, %472
  %480 = phi i32 [ %476, %475 ], [ 0, %472 ], !dbg !2684
  %481 = phi ptr [ %478, %475 ], [ %3433, %472 ], !dbg !2684
    #dbg_value(ptr %481, !627, !DIExpression(), !2644)
    #dbg_value(i32 %480, !629, !DIExpression(), !2644)
  %482 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !2898
    #dbg_value(ptr %482, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !2901

483:                                              ; preds = %3429
    #dbg_label(!738, !2902)
  %484 = lshr i32 %3434, 7, !dbg !2903
  %485 = and i32 %484, 255, !dbg !2903
  %486 = zext nneg i32 %485 to i64, !dbg !2903
  %487 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %486, !dbg !2903
    #dbg_value(ptr %487, !739, !DIExpression(), !2904)
  %488 = lshr i32 %3434, 16, !dbg !2905
  %489 = and i32 %488, 255, !dbg !2905
  %490 = zext nneg i32 %489 to i64, !dbg !2905
  %491 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %490, !dbg !2905
    #dbg_value(ptr %491, !742, !DIExpression(), !2904)
  %492 = lshr i32 %3434, 24, !dbg !2906
  %493 = zext nneg i32 %492 to i64, !dbg !2906
  %494 = getelementptr inbounds %struct.TValue, ptr %35, i64 %493, !dbg !2906
    #dbg_value(ptr %494, !743, !DIExpression(), !2904)
    #dbg_value(ptr poison, !744, !DIExpression(), !2904)
  %495 = getelementptr inbounds i8, ptr %491, i64 8, !dbg !2907
  %496 = load i8, ptr %495, align 8, !dbg !2907, !tbaa !1541
  %497 = icmp eq i8 %496, 69, !dbg !2907
  br i1 %497, label %498, label %510, !dbg !2908

498:                                              ; preds = %483
  %499 = load ptr, ptr %494, align 8, !dbg !2909, !tbaa !1548
    #dbg_value(ptr %499, !744, !DIExpression(), !2904)
  %500 = load ptr, ptr %491, align 8, !dbg !2907, !tbaa !1548
  %501 = call ptr @luaH_getshortstr(ptr noundef %500, ptr noundef %499) #13, !dbg !2907
    #dbg_value(ptr %501, !741, !DIExpression(), !2904)
  %502 = getelementptr inbounds i8, ptr %501, i64 8, !dbg !2907
  %503 = load i8, ptr %502, align 8, !dbg !2907, !tbaa !1541
  %504 = and i8 %503, 15, !dbg !2907
  %505 = icmp eq i8 %504, 0, !dbg !2907
  br i1 %505, label %510, label %506, !dbg !2908

506:                                              ; preds = %498
    #dbg_value(ptr %487, !745, !DIExpression(), !2910)
    #dbg_value(ptr %501, !749, !DIExpression(), !2910)
  %507 = load i64, ptr %501, align 8, !dbg !2911, !tbaa !1548
  store i64 %507, ptr %487, align 8, !dbg !2911, !tbaa !1548
  %508 = load i8, ptr %502, align 8, !dbg !2911, !tbaa !1541
  %509 = getelementptr inbounds i8, ptr %487, i64 8, !dbg !2911
  store i8 %508, ptr %509, align 8, !dbg !2911, !tbaa !1541
  br label %514, !dbg !2912

510:                                              ; preds = %483, %498
  %511 = phi ptr [ %501, %498 ], [ null, %483 ], !dbg !2907
    #dbg_value(ptr %511, !741, !DIExpression(), !2904)
  store ptr %3432, ptr %36, align 8, !dbg !2913, !tbaa !1548
  %512 = load ptr, ptr %50, align 8, !dbg !2913, !tbaa !1548
  store ptr %512, ptr %12, align 8, !dbg !2913, !tbaa !1548
  call void @luaV_finishget(ptr noundef %0, ptr noundef nonnull %491, ptr noundef %494, ptr noundef nonnull %487, ptr noundef %511), !dbg !2913
  %513 = load volatile i32, ptr %49, align 8, !dbg !2913, !tbaa !1548
    #dbg_value(i32 %513, !629, !DIExpression(), !2644)
  br label %514

514:                                              ; preds = %510, %506
  %515 = phi i32 [ %3431, %506 ], [ %513, %510 ], !dbg !2684
    #dbg_value(i32 %515, !629, !DIExpression(), !2644)
  %516 = icmp eq i32 %515, 0, !dbg !2914
  br i1 %516, label %521, label %517, !dbg !2917, !prof !2320

517:                                              ; preds = %514
  %518 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !2918
    #dbg_value(i32 %518, !629, !DIExpression(), !2644)
  %519 = load ptr, ptr %29, align 8, !dbg !2918, !tbaa !1548
  %520 = getelementptr inbounds i8, ptr %519, i64 16, !dbg !2918
    #dbg_value(ptr %520, !627, !DIExpression(), !2644)
  br label %521, !dbg !2918

521:                                              ; preds = %517, %514
  %522 = phi i32 [ %518, %517 ], [ 0, %514 ], !dbg !2684
  %523 = phi ptr [ %520, %517 ], [ %3433, %514 ], !dbg !2684
    #dbg_value(ptr %523, !627, !DIExpression(), !2644)
    #dbg_value(i32 %522, !629, !DIExpression(), !2644)
  %524 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !2917
    #dbg_value(ptr %524, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !2920

525:                                              ; preds = %3429
    #dbg_label(!750, !2921)
  %526 = lshr i32 %3434, 7, !dbg !2922
  %527 = and i32 %526, 255, !dbg !2922
  %528 = zext nneg i32 %527 to i64, !dbg !2923
  %529 = getelementptr inbounds [1 x ptr], ptr %51, i64 0, i64 %528, !dbg !2923
  %530 = load ptr, ptr %529, align 8, !dbg !2923, !tbaa !1721
  %531 = getelementptr inbounds i8, ptr %530, i64 16, !dbg !2924
  %532 = load ptr, ptr %531, align 8, !dbg !2925, !tbaa !1548
    #dbg_value(ptr %532, !753, !DIExpression(), !2926)
  %533 = lshr i32 %3434, 16, !dbg !2927
  %534 = and i32 %533, 255, !dbg !2927
  %535 = zext nneg i32 %534 to i64, !dbg !2927
  %536 = getelementptr inbounds %struct.TValue, ptr %35, i64 %535, !dbg !2927
    #dbg_value(ptr %536, !754, !DIExpression(), !2926)
  %537 = and i32 %3434, 32768, !dbg !2928
  %538 = icmp eq i32 %537, 0, !dbg !2928
  %539 = lshr i32 %3434, 24, !dbg !2928
  %540 = zext nneg i32 %539 to i64, !dbg !2928
  %541 = getelementptr inbounds %struct.TValue, ptr %35, i64 %540, !dbg !2928
  %542 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %540, !dbg !2928
  %543 = select i1 %538, ptr %542, ptr %541, !dbg !2928
    #dbg_value(ptr %543, !755, !DIExpression(), !2926)
    #dbg_value(ptr poison, !756, !DIExpression(), !2926)
  %544 = getelementptr inbounds i8, ptr %532, i64 8, !dbg !2929
  %545 = load i8, ptr %544, align 8, !dbg !2929, !tbaa !1541
  %546 = icmp eq i8 %545, 69, !dbg !2929
  br i1 %546, label %547, label %574, !dbg !2930

547:                                              ; preds = %525
  %548 = load ptr, ptr %536, align 8, !dbg !2931, !tbaa !1548
    #dbg_value(ptr %548, !756, !DIExpression(), !2926)
  %549 = load ptr, ptr %532, align 8, !dbg !2929, !tbaa !1548
  %550 = call ptr @luaH_getshortstr(ptr noundef %549, ptr noundef %548) #13, !dbg !2929
    #dbg_value(ptr %550, !751, !DIExpression(), !2926)
  %551 = getelementptr inbounds i8, ptr %550, i64 8, !dbg !2929
  %552 = load i8, ptr %551, align 8, !dbg !2929, !tbaa !1541
  %553 = and i8 %552, 15, !dbg !2929
  %554 = icmp eq i8 %553, 0, !dbg !2929
  br i1 %554, label %574, label %555, !dbg !2930

555:                                              ; preds = %547
    #dbg_value(ptr %550, !757, !DIExpression(), !2932)
    #dbg_value(ptr %543, !762, !DIExpression(), !2932)
  %556 = load i64, ptr %543, align 8, !dbg !2933, !tbaa !1548
  store i64 %556, ptr %550, align 8, !dbg !2933, !tbaa !1548
  %557 = getelementptr inbounds i8, ptr %543, i64 8, !dbg !2933
  %558 = load i8, ptr %557, align 8, !dbg !2933, !tbaa !1541
  store i8 %558, ptr %551, align 8, !dbg !2933, !tbaa !1541
  %559 = and i8 %558, 64, !dbg !2934
  %560 = icmp eq i8 %559, 0, !dbg !2934
  br i1 %560, label %578, label %561, !dbg !2934

561:                                              ; preds = %555
  %562 = load ptr, ptr %532, align 8, !dbg !2934, !tbaa !1548
  %563 = getelementptr inbounds i8, ptr %562, i64 9, !dbg !2934
  %564 = load i8, ptr %563, align 1, !dbg !2934, !tbaa !1808
  %565 = and i8 %564, 32, !dbg !2934
  %566 = icmp eq i8 %565, 0, !dbg !2934
  br i1 %566, label %578, label %567, !dbg !2934

567:                                              ; preds = %561
  %568 = load ptr, ptr %543, align 8, !dbg !2934, !tbaa !1548
  %569 = getelementptr inbounds i8, ptr %568, i64 9, !dbg !2934
  %570 = load i8, ptr %569, align 1, !dbg !2934, !tbaa !1808
  %571 = and i8 %570, 24, !dbg !2934
  %572 = icmp eq i8 %571, 0, !dbg !2934
  br i1 %572, label %578, label %573, !dbg !2934

573:                                              ; preds = %567
  call void @luaC_barrierback_(ptr noundef %0, ptr noundef nonnull %562) #13, !dbg !2934
  br label %578, !dbg !2934

574:                                              ; preds = %525, %547
  %575 = phi ptr [ %550, %547 ], [ null, %525 ], !dbg !2929
    #dbg_value(ptr %575, !751, !DIExpression(), !2926)
  store ptr %3432, ptr %36, align 8, !dbg !2935, !tbaa !1548
  %576 = load ptr, ptr %50, align 8, !dbg !2935, !tbaa !1548
  store ptr %576, ptr %12, align 8, !dbg !2935, !tbaa !1548
  call void @luaV_finishset(ptr noundef %0, ptr noundef nonnull %532, ptr noundef %536, ptr noundef %543, ptr noundef %575), !dbg !2935
  %577 = load volatile i32, ptr %49, align 8, !dbg !2935, !tbaa !1548
    #dbg_value(i32 %577, !629, !DIExpression(), !2644)
  br label %578

578:                                              ; preds = %561, %567, %573, %555, %574
  %579 = phi i32 [ %3431, %573 ], [ %3431, %567 ], [ %3431, %561 ], [ %3431, %555 ], [ %577, %574 ], !dbg !2684
    #dbg_value(i32 %579, !629, !DIExpression(), !2644)
  %580 = icmp eq i32 %579, 0, !dbg !2936
  br i1 %580, label %585, label %581, !dbg !2939, !prof !2320

581:                                              ; preds = %578
  %582 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !2940
    #dbg_value(i32 %582, !629, !DIExpression(), !2644)
  %583 = load ptr, ptr %29, align 8, !dbg !2940, !tbaa !1548
  %584 = getelementptr inbounds i8, ptr %583, i64 16, !dbg !2940
    #dbg_value(ptr %584, !627, !DIExpression(), !2644)
  br label %585, !dbg !2940

585:                                              ; preds = %581, %578
  %586 = phi i32 [ %582, %581 ], [ 0, %578 ], !dbg !2684
  %587 = phi ptr [ %584, %581 ], [ %3433, %578 ], !dbg !2684
    #dbg_value(ptr %587, !627, !DIExpression(), !2644)
    #dbg_value(i32 %586, !629, !DIExpression(), !2644)
  %588 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !2939
    #dbg_value(ptr %588, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !2942

589:                                              ; preds = %3429
    #dbg_label(!763, !2943)
  %590 = lshr i32 %3434, 7, !dbg !2944
  %591 = and i32 %590, 255, !dbg !2944
  %592 = zext nneg i32 %591 to i64, !dbg !2944
  %593 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %592, !dbg !2944
    #dbg_value(ptr %593, !764, !DIExpression(), !2945)
  %594 = lshr i32 %3434, 16, !dbg !2946
  %595 = and i32 %594, 255, !dbg !2946
  %596 = zext nneg i32 %595 to i64, !dbg !2946
  %597 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %596, !dbg !2946
    #dbg_value(ptr %597, !767, !DIExpression(), !2945)
  %598 = and i32 %3434, 32768, !dbg !2947
  %599 = icmp eq i32 %598, 0, !dbg !2947
  %600 = lshr i32 %3434, 24, !dbg !2947
  %601 = zext nneg i32 %600 to i64, !dbg !2947
  %602 = getelementptr inbounds %struct.TValue, ptr %35, i64 %601, !dbg !2947
  %603 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %601, !dbg !2947
  %604 = select i1 %599, ptr %603, ptr %602, !dbg !2947
    #dbg_value(ptr %604, !768, !DIExpression(), !2945)
  %605 = getelementptr inbounds i8, ptr %597, i64 8, !dbg !2948
  %606 = load i8, ptr %605, align 8, !dbg !2948, !tbaa !1541
  %607 = icmp eq i8 %606, 3, !dbg !2948
  br i1 %607, label %608, label %632, !dbg !2949

608:                                              ; preds = %589
  %609 = load i64, ptr %597, align 8, !dbg !2950, !tbaa !1548
    #dbg_value(i64 %609, !769, !DIExpression(), !2945)
  %610 = getelementptr inbounds i8, ptr %593, i64 8, !dbg !2951
  %611 = load i8, ptr %610, align 8, !dbg !2951, !tbaa !1548
  %612 = icmp eq i8 %611, 69, !dbg !2951
  br i1 %612, label %613, label %664, !dbg !2951

613:                                              ; preds = %608
  %614 = add i64 %609, -1, !dbg !2951
  %615 = load ptr, ptr %593, align 8, !dbg !2951, !tbaa !1548
  %616 = getelementptr inbounds i8, ptr %615, i64 12, !dbg !2951
  %617 = load i32, ptr %616, align 4, !dbg !2951, !tbaa !1548
  %618 = zext i32 %617 to i64, !dbg !2951
  %619 = icmp ult i64 %614, %618, !dbg !2951
  br i1 %619, label %620, label %624, !dbg !2951

620:                                              ; preds = %613
  %621 = getelementptr inbounds i8, ptr %615, i64 16, !dbg !2951
  %622 = load ptr, ptr %621, align 8, !dbg !2951, !tbaa !1548
  %623 = getelementptr inbounds %struct.TValue, ptr %622, i64 %614, !dbg !2951
  br label %626, !dbg !2951

624:                                              ; preds = %613
  %625 = call ptr @luaH_getint(ptr noundef nonnull %615, i64 noundef %609) #13, !dbg !2951
  br label %626, !dbg !2951

626:                                              ; preds = %620, %624
  %627 = phi ptr [ %623, %620 ], [ %625, %624 ], !dbg !2951
    #dbg_value(ptr %627, !766, !DIExpression(), !2945)
  %628 = getelementptr inbounds i8, ptr %627, i64 8, !dbg !2951
  %629 = load i8, ptr %628, align 8, !dbg !2951, !tbaa !1541
  %630 = and i8 %629, 15, !dbg !2951
  %631 = icmp eq i8 %630, 0, !dbg !2951
  br i1 %631, label %664, label %643, !dbg !2948

632:                                              ; preds = %589
  %633 = getelementptr inbounds i8, ptr %593, i64 8, !dbg !2952
  %634 = load i8, ptr %633, align 8, !dbg !2952, !tbaa !1548
  %635 = icmp eq i8 %634, 69, !dbg !2952
  br i1 %635, label %636, label %664, !dbg !2949

636:                                              ; preds = %632
  %637 = load ptr, ptr %593, align 8, !dbg !2952, !tbaa !1548
  %638 = call ptr @luaH_get(ptr noundef %637, ptr noundef nonnull %597) #13, !dbg !2952
    #dbg_value(ptr %638, !766, !DIExpression(), !2945)
  %639 = getelementptr inbounds i8, ptr %638, i64 8, !dbg !2952
  %640 = load i8, ptr %639, align 8, !dbg !2952, !tbaa !1541
  %641 = and i8 %640, 15, !dbg !2952
  %642 = icmp eq i8 %641, 0, !dbg !2952
  br i1 %642, label %664, label %643, !dbg !2949

643:                                              ; preds = %636, %626
  %644 = phi ptr [ %627, %626 ], [ %638, %636 ], !dbg !2953
    #dbg_value(ptr %644, !766, !DIExpression(), !2945)
    #dbg_value(ptr %644, !770, !DIExpression(), !2954)
    #dbg_value(ptr %604, !775, !DIExpression(), !2954)
  %645 = load i64, ptr %604, align 8, !dbg !2955, !tbaa !1548
  store i64 %645, ptr %644, align 8, !dbg !2955, !tbaa !1548
  %646 = getelementptr inbounds i8, ptr %604, i64 8, !dbg !2955
  %647 = load i8, ptr %646, align 8, !dbg !2955, !tbaa !1541
  %648 = getelementptr inbounds i8, ptr %644, i64 8, !dbg !2955
  store i8 %647, ptr %648, align 8, !dbg !2955, !tbaa !1541
  %649 = and i8 %647, 64, !dbg !2956
  %650 = icmp eq i8 %649, 0, !dbg !2956
  br i1 %650, label %668, label %651, !dbg !2956

651:                                              ; preds = %643
  %652 = load ptr, ptr %593, align 8, !dbg !2956, !tbaa !1548
  %653 = getelementptr inbounds i8, ptr %652, i64 9, !dbg !2956
  %654 = load i8, ptr %653, align 1, !dbg !2956, !tbaa !1808
  %655 = and i8 %654, 32, !dbg !2956
  %656 = icmp eq i8 %655, 0, !dbg !2956
  br i1 %656, label %668, label %657, !dbg !2956

657:                                              ; preds = %651
  %658 = load ptr, ptr %604, align 8, !dbg !2956, !tbaa !1548
  %659 = getelementptr inbounds i8, ptr %658, i64 9, !dbg !2956
  %660 = load i8, ptr %659, align 1, !dbg !2956, !tbaa !1808
  %661 = and i8 %660, 24, !dbg !2956
  %662 = icmp eq i8 %661, 0, !dbg !2956
  br i1 %662, label %668, label %663, !dbg !2956

663:                                              ; preds = %657
  call void @luaC_barrierback_(ptr noundef %0, ptr noundef nonnull %652) #13, !dbg !2956
  br label %668, !dbg !2956

664:                                              ; preds = %608, %632, %636, %626
  %665 = phi ptr [ %627, %626 ], [ %638, %636 ], [ null, %632 ], [ null, %608 ], !dbg !2953
    #dbg_value(ptr %665, !766, !DIExpression(), !2945)
  store ptr %3432, ptr %36, align 8, !dbg !2957, !tbaa !1548
  %666 = load ptr, ptr %50, align 8, !dbg !2957, !tbaa !1548
  store ptr %666, ptr %12, align 8, !dbg !2957, !tbaa !1548
  call void @luaV_finishset(ptr noundef %0, ptr noundef nonnull %593, ptr noundef nonnull %597, ptr noundef %604, ptr noundef %665), !dbg !2957
  %667 = load volatile i32, ptr %49, align 8, !dbg !2957, !tbaa !1548
    #dbg_value(i32 %667, !629, !DIExpression(), !2644)
  br label %668

668:                                              ; preds = %651, %657, %663, %643, %664
  %669 = phi i32 [ %3431, %663 ], [ %3431, %657 ], [ %3431, %651 ], [ %3431, %643 ], [ %667, %664 ], !dbg !2684
    #dbg_value(i32 %669, !629, !DIExpression(), !2644)
  %670 = icmp eq i32 %669, 0, !dbg !2958
  br i1 %670, label %675, label %671, !dbg !2961, !prof !2320

671:                                              ; preds = %668
  %672 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !2962
    #dbg_value(i32 %672, !629, !DIExpression(), !2644)
  %673 = load ptr, ptr %29, align 8, !dbg !2962, !tbaa !1548
  %674 = getelementptr inbounds i8, ptr %673, i64 16, !dbg !2962
    #dbg_value(ptr %674, !627, !DIExpression(), !2644)
  br label %675, !dbg !2962

675:                                              ; preds = %671, %668
  %676 = phi i32 [ %672, %671 ], [ 0, %668 ], !dbg !2684
  %677 = phi ptr [ %674, %671 ], [ %3433, %668 ], !dbg !2684
    #dbg_value(ptr %677, !627, !DIExpression(), !2644)
    #dbg_value(i32 %676, !629, !DIExpression(), !2644)
  %678 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !2961
    #dbg_value(ptr %678, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !2964

679:                                              ; preds = %3429
    #dbg_label(!776, !2965)
  %680 = lshr i32 %3434, 7, !dbg !2966
  %681 = and i32 %680, 255, !dbg !2966
  %682 = zext nneg i32 %681 to i64, !dbg !2966
  %683 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %682, !dbg !2966
    #dbg_value(ptr %683, !777, !DIExpression(), !2967)
  %684 = lshr i32 %3434, 16, !dbg !2968
  %685 = and i32 %684, 255, !dbg !2968
    #dbg_value(i32 %685, !780, !DIExpression(), !2967)
  %686 = and i32 %3434, 32768, !dbg !2969
  %687 = icmp eq i32 %686, 0, !dbg !2969
  %688 = lshr i32 %3434, 24, !dbg !2969
  %689 = zext nneg i32 %688 to i64, !dbg !2969
  %690 = getelementptr inbounds %struct.TValue, ptr %35, i64 %689, !dbg !2969
  %691 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %689, !dbg !2969
  %692 = select i1 %687, ptr %691, ptr %690, !dbg !2969
    #dbg_value(ptr %692, !781, !DIExpression(), !2967)
  %693 = getelementptr inbounds i8, ptr %683, i64 8, !dbg !2970
  %694 = load i8, ptr %693, align 8, !dbg !2970, !tbaa !1548
  %695 = icmp eq i8 %694, 69, !dbg !2970
  %696 = zext nneg i32 %685 to i64, !dbg !2971
  br i1 %695, label %697, label %736, !dbg !2972

697:                                              ; preds = %679
  %698 = add nsw i64 %696, -1, !dbg !2970
  %699 = load ptr, ptr %683, align 8, !dbg !2970, !tbaa !1548
  %700 = getelementptr inbounds i8, ptr %699, i64 12, !dbg !2970
  %701 = load i32, ptr %700, align 4, !dbg !2970, !tbaa !1548
  %702 = zext i32 %701 to i64, !dbg !2970
  %703 = icmp ult i64 %698, %702, !dbg !2970
  br i1 %703, label %704, label %709, !dbg !2970

704:                                              ; preds = %697
  %705 = getelementptr inbounds i8, ptr %699, i64 16, !dbg !2970
  %706 = load ptr, ptr %705, align 8, !dbg !2970, !tbaa !1548
  %707 = getelementptr %struct.TValue, ptr %706, i64 %696, !dbg !2970
  %708 = getelementptr i8, ptr %707, i64 -16, !dbg !2970
  br label %711, !dbg !2970

709:                                              ; preds = %697
  %710 = call ptr @luaH_getint(ptr noundef nonnull %699, i64 noundef %696) #13, !dbg !2970
  br label %711, !dbg !2970

711:                                              ; preds = %709, %704
  %712 = phi ptr [ %708, %704 ], [ %710, %709 ], !dbg !2970
    #dbg_value(ptr %712, !779, !DIExpression(), !2967)
  %713 = getelementptr inbounds i8, ptr %712, i64 8, !dbg !2970
  %714 = load i8, ptr %713, align 8, !dbg !2970, !tbaa !1541
  %715 = and i8 %714, 15, !dbg !2970
  %716 = icmp eq i8 %715, 0, !dbg !2970
  br i1 %716, label %736, label %717, !dbg !2972

717:                                              ; preds = %711
    #dbg_value(ptr %712, !782, !DIExpression(), !2973)
    #dbg_value(ptr %692, !787, !DIExpression(), !2973)
  %718 = load i64, ptr %692, align 8, !dbg !2974, !tbaa !1548
  store i64 %718, ptr %712, align 8, !dbg !2974, !tbaa !1548
  %719 = getelementptr inbounds i8, ptr %692, i64 8, !dbg !2974
  %720 = load i8, ptr %719, align 8, !dbg !2974, !tbaa !1541
  store i8 %720, ptr %713, align 8, !dbg !2974, !tbaa !1541
  %721 = and i8 %720, 64, !dbg !2975
  %722 = icmp eq i8 %721, 0, !dbg !2975
  br i1 %722, label %740, label %723, !dbg !2975

723:                                              ; preds = %717
  %724 = load ptr, ptr %683, align 8, !dbg !2975, !tbaa !1548
  %725 = getelementptr inbounds i8, ptr %724, i64 9, !dbg !2975
  %726 = load i8, ptr %725, align 1, !dbg !2975, !tbaa !1808
  %727 = and i8 %726, 32, !dbg !2975
  %728 = icmp eq i8 %727, 0, !dbg !2975
  br i1 %728, label %740, label %729, !dbg !2975

729:                                              ; preds = %723
  %730 = load ptr, ptr %692, align 8, !dbg !2975, !tbaa !1548
  %731 = getelementptr inbounds i8, ptr %730, i64 9, !dbg !2975
  %732 = load i8, ptr %731, align 1, !dbg !2975, !tbaa !1808
  %733 = and i8 %732, 24, !dbg !2975
  %734 = icmp eq i8 %733, 0, !dbg !2975
  br i1 %734, label %740, label %735, !dbg !2975

735:                                              ; preds = %729
  call void @luaC_barrierback_(ptr noundef %0, ptr noundef nonnull %724) #13, !dbg !2975
  br label %740, !dbg !2975

736:                                              ; preds = %679, %711
  %737 = phi ptr [ %712, %711 ], [ null, %679 ], !dbg !2970
    #dbg_value(ptr %737, !779, !DIExpression(), !2967)
    #dbg_value(ptr %9, !790, !DIExpression(), !2976)
  store i64 %696, ptr %9, align 8, !dbg !2977, !tbaa !1548
  store i8 3, ptr %19, align 8, !dbg !2977, !tbaa !1541
  store ptr %3432, ptr %36, align 8, !dbg !2978, !tbaa !1548
  %738 = load ptr, ptr %50, align 8, !dbg !2978, !tbaa !1548
  store ptr %738, ptr %12, align 8, !dbg !2978, !tbaa !1548
  call void @luaV_finishset(ptr noundef %0, ptr noundef nonnull %683, ptr noundef nonnull %9, ptr noundef %692, ptr noundef %737), !dbg !2978
  %739 = load volatile i32, ptr %49, align 8, !dbg !2978, !tbaa !1548
    #dbg_value(i32 %739, !629, !DIExpression(), !2644)
  br label %740

740:                                              ; preds = %723, %729, %735, %717, %736
  %741 = phi i32 [ %3431, %735 ], [ %3431, %729 ], [ %3431, %723 ], [ %3431, %717 ], [ %739, %736 ], !dbg !2684
    #dbg_value(i32 %741, !629, !DIExpression(), !2644)
  %742 = icmp eq i32 %741, 0, !dbg !2979
  br i1 %742, label %747, label %743, !dbg !2982, !prof !2320

743:                                              ; preds = %740
  %744 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !2983
    #dbg_value(i32 %744, !629, !DIExpression(), !2644)
  %745 = load ptr, ptr %29, align 8, !dbg !2983, !tbaa !1548
  %746 = getelementptr inbounds i8, ptr %745, i64 16, !dbg !2983
    #dbg_value(ptr %746, !627, !DIExpression(), !2644)
  br label %747, !dbg !2983

747:                                              ; preds = %743, %740
  %748 = phi i32 [ %744, %743 ], [ 0, %740 ], !dbg !2684
  %749 = phi ptr [ %746, %743 ], [ %3433, %740 ], !dbg !2684
    #dbg_value(ptr %749, !627, !DIExpression(), !2644)
    #dbg_value(i32 %748, !629, !DIExpression(), !2644)
  %750 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !2982
    #dbg_value(ptr %750, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !2985

751:                                              ; preds = %3429
    #dbg_label(!792, !2986)
  %752 = lshr i32 %3434, 7, !dbg !2987
  %753 = and i32 %752, 255, !dbg !2987
  %754 = zext nneg i32 %753 to i64, !dbg !2987
  %755 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %754, !dbg !2987
    #dbg_value(ptr %755, !793, !DIExpression(), !2988)
  %756 = lshr i32 %3434, 16, !dbg !2989
  %757 = and i32 %756, 255, !dbg !2989
  %758 = zext nneg i32 %757 to i64, !dbg !2989
  %759 = getelementptr inbounds %struct.TValue, ptr %35, i64 %758, !dbg !2989
    #dbg_value(ptr %759, !796, !DIExpression(), !2988)
  %760 = and i32 %3434, 32768, !dbg !2990
  %761 = icmp eq i32 %760, 0, !dbg !2990
  %762 = lshr i32 %3434, 24, !dbg !2990
  %763 = zext nneg i32 %762 to i64, !dbg !2990
  %764 = getelementptr inbounds %struct.TValue, ptr %35, i64 %763, !dbg !2990
  %765 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %763, !dbg !2990
  %766 = select i1 %761, ptr %765, ptr %764, !dbg !2990
    #dbg_value(ptr %766, !797, !DIExpression(), !2988)
    #dbg_value(ptr poison, !798, !DIExpression(), !2988)
  %767 = getelementptr inbounds i8, ptr %755, i64 8, !dbg !2991
  %768 = load i8, ptr %767, align 8, !dbg !2991, !tbaa !1548
  %769 = icmp eq i8 %768, 69, !dbg !2991
  br i1 %769, label %770, label %797, !dbg !2992

770:                                              ; preds = %751
  %771 = load ptr, ptr %759, align 8, !dbg !2993, !tbaa !1548
    #dbg_value(ptr %771, !798, !DIExpression(), !2988)
  %772 = load ptr, ptr %755, align 8, !dbg !2991, !tbaa !1548
  %773 = call ptr @luaH_getshortstr(ptr noundef %772, ptr noundef %771) #13, !dbg !2991
    #dbg_value(ptr %773, !795, !DIExpression(), !2988)
  %774 = getelementptr inbounds i8, ptr %773, i64 8, !dbg !2991
  %775 = load i8, ptr %774, align 8, !dbg !2991, !tbaa !1541
  %776 = and i8 %775, 15, !dbg !2991
  %777 = icmp eq i8 %776, 0, !dbg !2991
  br i1 %777, label %797, label %778, !dbg !2992

778:                                              ; preds = %770
    #dbg_value(ptr %773, !799, !DIExpression(), !2994)
    #dbg_value(ptr %766, !804, !DIExpression(), !2994)
  %779 = load i64, ptr %766, align 8, !dbg !2995, !tbaa !1548
  store i64 %779, ptr %773, align 8, !dbg !2995, !tbaa !1548
  %780 = getelementptr inbounds i8, ptr %766, i64 8, !dbg !2995
  %781 = load i8, ptr %780, align 8, !dbg !2995, !tbaa !1541
  store i8 %781, ptr %774, align 8, !dbg !2995, !tbaa !1541
  %782 = and i8 %781, 64, !dbg !2996
  %783 = icmp eq i8 %782, 0, !dbg !2996
  br i1 %783, label %801, label %784, !dbg !2996

784:                                              ; preds = %778
  %785 = load ptr, ptr %755, align 8, !dbg !2996, !tbaa !1548
  %786 = getelementptr inbounds i8, ptr %785, i64 9, !dbg !2996
  %787 = load i8, ptr %786, align 1, !dbg !2996, !tbaa !1808
  %788 = and i8 %787, 32, !dbg !2996
  %789 = icmp eq i8 %788, 0, !dbg !2996
  br i1 %789, label %801, label %790, !dbg !2996

790:                                              ; preds = %784
  %791 = load ptr, ptr %766, align 8, !dbg !2996, !tbaa !1548
  %792 = getelementptr inbounds i8, ptr %791, i64 9, !dbg !2996
  %793 = load i8, ptr %792, align 1, !dbg !2996, !tbaa !1808
  %794 = and i8 %793, 24, !dbg !2996
  %795 = icmp eq i8 %794, 0, !dbg !2996
  br i1 %795, label %801, label %796, !dbg !2996

796:                                              ; preds = %790
  call void @luaC_barrierback_(ptr noundef %0, ptr noundef nonnull %785) #13, !dbg !2996
  br label %801, !dbg !2996

797:                                              ; preds = %751, %770
  %798 = phi ptr [ %773, %770 ], [ null, %751 ], !dbg !2991
    #dbg_value(ptr %798, !795, !DIExpression(), !2988)
  store ptr %3432, ptr %36, align 8, !dbg !2997, !tbaa !1548
  %799 = load ptr, ptr %50, align 8, !dbg !2997, !tbaa !1548
  store ptr %799, ptr %12, align 8, !dbg !2997, !tbaa !1548
  call void @luaV_finishset(ptr noundef %0, ptr noundef nonnull %755, ptr noundef %759, ptr noundef %766, ptr noundef %798), !dbg !2997
  %800 = load volatile i32, ptr %49, align 8, !dbg !2997, !tbaa !1548
    #dbg_value(i32 %800, !629, !DIExpression(), !2644)
  br label %801

801:                                              ; preds = %784, %790, %796, %778, %797
  %802 = phi i32 [ %3431, %796 ], [ %3431, %790 ], [ %3431, %784 ], [ %3431, %778 ], [ %800, %797 ], !dbg !2684
    #dbg_value(i32 %802, !629, !DIExpression(), !2644)
  %803 = icmp eq i32 %802, 0, !dbg !2998
  br i1 %803, label %808, label %804, !dbg !3001, !prof !2320

804:                                              ; preds = %801
  %805 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !3002
    #dbg_value(i32 %805, !629, !DIExpression(), !2644)
  %806 = load ptr, ptr %29, align 8, !dbg !3002, !tbaa !1548
  %807 = getelementptr inbounds i8, ptr %806, i64 16, !dbg !3002
    #dbg_value(ptr %807, !627, !DIExpression(), !2644)
  br label %808, !dbg !3002

808:                                              ; preds = %804, %801
  %809 = phi i32 [ %805, %804 ], [ 0, %801 ], !dbg !2684
  %810 = phi ptr [ %807, %804 ], [ %3433, %801 ], !dbg !2684
    #dbg_value(ptr %810, !627, !DIExpression(), !2644)
    #dbg_value(i32 %809, !629, !DIExpression(), !2644)
  %811 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3001
    #dbg_value(ptr %811, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3004

812:                                              ; preds = %3429
    #dbg_label(!805, !3005)
  %813 = lshr i32 %3434, 7, !dbg !3006
  %814 = and i32 %813, 255, !dbg !3006
  %815 = zext nneg i32 %814 to i64, !dbg !3006
  %816 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %815, !dbg !3006
    #dbg_value(ptr %816, !806, !DIExpression(), !3007)
  %817 = lshr i32 %3434, 16, !dbg !3008
  %818 = and i32 %817, 255, !dbg !3008
    #dbg_value(i32 %818, !808, !DIExpression(), !3007)
  %819 = lshr i32 %3434, 24, !dbg !3009
    #dbg_value(i32 %819, !809, !DIExpression(), !3007)
  %820 = icmp ne i32 %818, 0, !dbg !3010
  %821 = add nsw i32 %818, -1, !dbg !3012
  %822 = shl nuw i32 1, %821, !dbg !3012
  %823 = select i1 %820, i32 %822, i32 0, !dbg !3012
    #dbg_value(i32 %823, !808, !DIExpression(), !3007)
  %824 = and i32 %3434, 32768, !dbg !3013
  %825 = icmp eq i32 %824, 0, !dbg !3013
  br i1 %825, label %831, label %826, !dbg !3015

826:                                              ; preds = %812
  %827 = load i32, ptr %3432, align 4, !dbg !3016, !tbaa !2586
  %828 = shl nuw nsw i32 %827, 1, !dbg !3017
  %829 = and i32 %828, 2147483392, !dbg !3017
  %830 = or disjoint i32 %829, %819, !dbg !3018
    #dbg_value(i32 %830, !809, !DIExpression(), !3007)
  br label %831, !dbg !3019

831:                                              ; preds = %826, %812
  %832 = phi i32 [ %830, %826 ], [ %819, %812 ], !dbg !3007
    #dbg_value(i32 %832, !809, !DIExpression(), !3007)
  %833 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3020
    #dbg_value(ptr %833, !628, !DIExpression(), !2644)
  %834 = getelementptr inbounds i8, ptr %816, i64 16, !dbg !3021
  store ptr %834, ptr %12, align 8, !dbg !3022, !tbaa !1548
  %835 = call ptr @luaH_new(ptr noundef %0) #13, !dbg !3023
    #dbg_value(ptr %835, !810, !DIExpression(), !3007)
    #dbg_value(ptr %816, !813, !DIExpression(), !3024)
    #dbg_value(ptr %835, !815, !DIExpression(), !3024)
  store ptr %835, ptr %816, align 8, !dbg !3025, !tbaa !1548
  %836 = getelementptr inbounds i8, ptr %816, i64 8, !dbg !3025
  store i8 69, ptr %836, align 8, !dbg !3025, !tbaa !1541
  %837 = icmp ne i32 %832, 0
  %838 = select i1 %820, i1 true, i1 %837, !dbg !3026
  br i1 %838, label %839, label %840, !dbg !3026

839:                                              ; preds = %831
  call void @luaH_resize(ptr noundef nonnull %0, ptr noundef %835, i32 noundef %832, i32 noundef %823) #13, !dbg !3028
  br label %840, !dbg !3028

840:                                              ; preds = %831, %839
  %841 = load ptr, ptr %13, align 8, !dbg !3029, !tbaa !1716
  %842 = getelementptr inbounds i8, ptr %841, i64 24, !dbg !3029
  %843 = load i64, ptr %842, align 8, !dbg !3029, !tbaa !3033
  %844 = icmp sgt i64 %843, 0, !dbg !3029
  br i1 %844, label %845, label %847, !dbg !3036

845:                                              ; preds = %840
  store ptr %833, ptr %36, align 8, !dbg !3037, !tbaa !1548
  store ptr %834, ptr %12, align 8, !dbg !3037, !tbaa !1548
  call void @luaC_step(ptr noundef nonnull %0) #13, !dbg !3037
  %846 = load volatile i32, ptr %49, align 8, !dbg !3037, !tbaa !1548
    #dbg_value(i32 %846, !629, !DIExpression(), !2644)
  br label %847, !dbg !3037

847:                                              ; preds = %845, %840
  %848 = phi i32 [ %846, %845 ], [ %3431, %840 ], !dbg !2684
    #dbg_value(i32 %848, !629, !DIExpression(), !2644)
  %849 = icmp eq i32 %848, 0, !dbg !3039
  br i1 %849, label %854, label %850, !dbg !3042, !prof !2320

850:                                              ; preds = %847
  %851 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %833) #13, !dbg !3043
    #dbg_value(i32 %851, !629, !DIExpression(), !2644)
  %852 = load ptr, ptr %29, align 8, !dbg !3043, !tbaa !1548
  %853 = getelementptr inbounds i8, ptr %852, i64 16, !dbg !3043
    #dbg_value(ptr %853, !627, !DIExpression(), !2644)
  br label %854, !dbg !3043

854:                                              ; preds = %850, %847
  %855 = phi i32 [ %851, %850 ], [ 0, %847 ], !dbg !3007
  %856 = phi ptr [ %853, %850 ], [ %3433, %847 ], !dbg !2684
    #dbg_value(ptr %856, !627, !DIExpression(), !2644)
    #dbg_value(i32 %855, !629, !DIExpression(), !2644)
  %857 = getelementptr inbounds i8, ptr %3432, i64 8, !dbg !3042
    #dbg_value(ptr %857, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3045

858:                                              ; preds = %3429
    #dbg_label(!816, !3046)
  %859 = lshr i32 %3434, 7, !dbg !3047
  %860 = and i32 %859, 255, !dbg !3047
  %861 = zext nneg i32 %860 to i64, !dbg !3047
  %862 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %861, !dbg !3047
    #dbg_value(ptr %862, !817, !DIExpression(), !3048)
  %863 = lshr i32 %3434, 16, !dbg !3049
  %864 = and i32 %863, 255, !dbg !3049
  %865 = zext nneg i32 %864 to i64, !dbg !3049
  %866 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %865, !dbg !3049
    #dbg_value(ptr %866, !820, !DIExpression(), !3048)
  %867 = and i32 %3434, 32768, !dbg !3050
  %868 = icmp eq i32 %867, 0, !dbg !3050
  %869 = lshr i32 %3434, 24, !dbg !3050
  %870 = zext nneg i32 %869 to i64, !dbg !3050
  %871 = getelementptr inbounds %struct.TValue, ptr %35, i64 %870, !dbg !3050
  %872 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %870, !dbg !3050
  %873 = select i1 %868, ptr %872, ptr %871, !dbg !3050
    #dbg_value(ptr %873, !821, !DIExpression(), !3048)
  %874 = load ptr, ptr %873, align 8, !dbg !3051, !tbaa !1548
    #dbg_value(ptr %874, !822, !DIExpression(), !3048)
  %875 = getelementptr inbounds i8, ptr %862, i64 16, !dbg !3052
    #dbg_value(ptr %875, !823, !DIExpression(), !3053)
    #dbg_value(ptr %866, !825, !DIExpression(), !3053)
  %876 = load i64, ptr %866, align 8, !dbg !3052
  store i64 %876, ptr %875, align 8, !dbg !3052, !tbaa !1548
  %877 = getelementptr inbounds i8, ptr %866, i64 8, !dbg !3052
  %878 = load i8, ptr %877, align 8, !dbg !3052, !tbaa !1541
  %879 = getelementptr inbounds i8, ptr %862, i64 24, !dbg !3052
  store i8 %878, ptr %879, align 8, !dbg !3052, !tbaa !1541
  %880 = icmp eq i8 %878, 69, !dbg !3054
  br i1 %880, label %881, label %892, !dbg !3055

881:                                              ; preds = %858
  %882 = inttoptr i64 %876 to ptr, !dbg !3055
  %883 = call ptr @luaH_getstr(ptr noundef %882, ptr noundef %874) #13, !dbg !3054
    #dbg_value(ptr %883, !819, !DIExpression(), !3048)
  %884 = getelementptr inbounds i8, ptr %883, i64 8, !dbg !3054
  %885 = load i8, ptr %884, align 8, !dbg !3054, !tbaa !1541
  %886 = and i8 %885, 15, !dbg !3054
  %887 = icmp eq i8 %886, 0, !dbg !3054
  br i1 %887, label %892, label %888, !dbg !3055

888:                                              ; preds = %881
    #dbg_value(ptr %862, !826, !DIExpression(), !3056)
    #dbg_value(ptr %883, !830, !DIExpression(), !3056)
  %889 = load i64, ptr %883, align 8, !dbg !3057, !tbaa !1548
  store i64 %889, ptr %862, align 8, !dbg !3057, !tbaa !1548
  %890 = load i8, ptr %884, align 8, !dbg !3057, !tbaa !1541
  %891 = getelementptr inbounds i8, ptr %862, i64 8, !dbg !3057
  store i8 %890, ptr %891, align 8, !dbg !3057, !tbaa !1541
  br label %896, !dbg !3058

892:                                              ; preds = %858, %881
  %893 = phi ptr [ %883, %881 ], [ null, %858 ], !dbg !3054
    #dbg_value(ptr %893, !819, !DIExpression(), !3048)
  store ptr %3432, ptr %36, align 8, !dbg !3059, !tbaa !1548
  %894 = load ptr, ptr %50, align 8, !dbg !3059, !tbaa !1548
  store ptr %894, ptr %12, align 8, !dbg !3059, !tbaa !1548
  call void @luaV_finishget(ptr noundef %0, ptr noundef nonnull %866, ptr noundef nonnull %873, ptr noundef nonnull %862, ptr noundef %893), !dbg !3059
  %895 = load volatile i32, ptr %49, align 8, !dbg !3059, !tbaa !1548
    #dbg_value(i32 %895, !629, !DIExpression(), !2644)
  br label %896

896:                                              ; preds = %892, %888
  %897 = phi i32 [ %3431, %888 ], [ %895, %892 ], !dbg !2684
    #dbg_value(i32 %897, !629, !DIExpression(), !2644)
  %898 = icmp eq i32 %897, 0, !dbg !3060
  br i1 %898, label %903, label %899, !dbg !3063, !prof !2320

899:                                              ; preds = %896
  %900 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !3064
    #dbg_value(i32 %900, !629, !DIExpression(), !2644)
  %901 = load ptr, ptr %29, align 8, !dbg !3064, !tbaa !1548
  %902 = getelementptr inbounds i8, ptr %901, i64 16, !dbg !3064
    #dbg_value(ptr %902, !627, !DIExpression(), !2644)
  br label %903, !dbg !3064

903:                                              ; preds = %899, %896
  %904 = phi i32 [ %900, %899 ], [ 0, %896 ], !dbg !2684
  %905 = phi ptr [ %902, %899 ], [ %3433, %896 ], !dbg !2684
    #dbg_value(ptr %905, !627, !DIExpression(), !2644)
    #dbg_value(i32 %904, !629, !DIExpression(), !2644)
  %906 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3063
    #dbg_value(ptr %906, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3066

907:                                              ; preds = %3429
    #dbg_label(!831, !3067)
  %908 = lshr i32 %3434, 7, !dbg !3068
  %909 = and i32 %908, 255, !dbg !3068
  %910 = zext nneg i32 %909 to i64, !dbg !3068
  %911 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %910, !dbg !3068
    #dbg_value(ptr %911, !832, !DIExpression(), !3069)
  %912 = lshr i32 %3434, 16, !dbg !3068
  %913 = and i32 %912, 255, !dbg !3068
  %914 = zext nneg i32 %913 to i64, !dbg !3068
  %915 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %914, !dbg !3068
    #dbg_value(ptr %915, !835, !DIExpression(), !3069)
  %916 = lshr i32 %3434, 24, !dbg !3068
  %917 = add nsw i32 %916, -127, !dbg !3068
    #dbg_value(i32 %917, !836, !DIExpression(), !3069)
  %918 = getelementptr inbounds i8, ptr %915, i64 8, !dbg !3070
  %919 = load i8, ptr %918, align 8, !dbg !3070, !tbaa !1541
  switch i8 %919, label %933 [
    i8 3, label %920
    i8 19, label %925
  ], !dbg !3068

920:                                              ; preds = %907
  %921 = load i64, ptr %915, align 8, !dbg !3071, !tbaa !1548
    #dbg_value(i64 %921, !837, !DIExpression(), !3072)
    #dbg_value(ptr %3432, !628, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !2644)
    #dbg_value(ptr %911, !840, !DIExpression(), !3073)
  %922 = sext i32 %917 to i64, !dbg !3074
  %923 = add i64 %921, %922, !dbg !3074
  %924 = bitcast i64 %923 to double, !dbg !3074
  br label %929, !dbg !3071

925:                                              ; preds = %907
  %926 = load double, ptr %915, align 8, !dbg !3075, !tbaa !1548
    #dbg_value(double %926, !842, !DIExpression(), !3076)
  %927 = sitofp i32 %917 to double, !dbg !3075
    #dbg_value(double %927, !845, !DIExpression(), !3076)
    #dbg_value(ptr %3432, !628, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !2644)
    #dbg_value(ptr %911, !846, !DIExpression(), !3077)
  %928 = fadd double %926, %927, !dbg !3078
  br label %929, !dbg !3075

929:                                              ; preds = %920, %925
  %930 = phi double [ %928, %925 ], [ %924, %920 ], !dbg !3070
  %931 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3070
  store double %930, ptr %911, align 8, !dbg !3070, !tbaa !1548
  %932 = getelementptr inbounds i8, ptr %911, i64 8, !dbg !3070
  store i8 %919, ptr %932, align 8, !dbg !3070, !tbaa !1541
  br label %933, !dbg !3079

933:                                              ; preds = %929, %907
  %934 = phi ptr [ %3432, %907 ], [ %931, %929 ], !dbg !2684
    #dbg_value(ptr %934, !628, !DIExpression(), !2644)
  %935 = icmp eq i32 %3431, 0, !dbg !3079
  br i1 %935, label %940, label %936, !dbg !3082, !prof !2320

936:                                              ; preds = %933
  %937 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %934) #13, !dbg !3083
    #dbg_value(i32 %937, !629, !DIExpression(), !2644)
  %938 = load ptr, ptr %29, align 8, !dbg !3083, !tbaa !1548
  %939 = getelementptr inbounds i8, ptr %938, i64 16, !dbg !3083
    #dbg_value(ptr %939, !627, !DIExpression(), !2644)
  br label %940, !dbg !3083

940:                                              ; preds = %936, %933
  %941 = phi i32 [ %937, %936 ], [ 0, %933 ], !dbg !2684
  %942 = phi ptr [ %939, %936 ], [ %3433, %933 ], !dbg !2684
    #dbg_value(ptr %942, !627, !DIExpression(), !2644)
    #dbg_value(i32 %941, !629, !DIExpression(), !2644)
  %943 = getelementptr inbounds i8, ptr %934, i64 4, !dbg !3082
    #dbg_value(ptr %943, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3085

944:                                              ; preds = %3429
    #dbg_label(!848, !3086)
  %945 = lshr i32 %3434, 16, !dbg !3087
  %946 = and i32 %945, 255, !dbg !3087
  %947 = zext nneg i32 %946 to i64, !dbg !3087
  %948 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %947, !dbg !3087
    #dbg_value(ptr %948, !849, !DIExpression(), !3088)
  %949 = lshr i32 %3434, 24, !dbg !3087
  %950 = zext nneg i32 %949 to i64, !dbg !3087
  %951 = getelementptr inbounds %struct.TValue, ptr %35, i64 %950, !dbg !3087
    #dbg_value(ptr %951, !852, !DIExpression(), !3088)
  %952 = lshr i32 %3434, 7, !dbg !3089
  %953 = and i32 %952, 255, !dbg !3089
  %954 = zext nneg i32 %953 to i64, !dbg !3089
  %955 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %954, !dbg !3089
    #dbg_value(ptr %955, !853, !DIExpression(), !3090)
  %956 = getelementptr inbounds i8, ptr %948, i64 8, !dbg !3091
  %957 = load i8, ptr %956, align 8, !dbg !3091, !tbaa !1541
  switch i8 %957, label %989 [
    i8 3, label %958
    i8 19, label %967
  ], !dbg !3091

958:                                              ; preds = %944
  %959 = getelementptr inbounds i8, ptr %951, i64 8, !dbg !3091
  %960 = load i8, ptr %959, align 8, !dbg !3091, !tbaa !1541
  %961 = icmp eq i8 %960, 3, !dbg !3091
  %962 = load i64, ptr %948, align 8, !dbg !3091, !tbaa !1548
  br i1 %961, label %963, label %971, !dbg !3089

963:                                              ; preds = %958
    #dbg_value(i64 %962, !855, !DIExpression(), !3092)
  %964 = load i64, ptr %951, align 8, !dbg !3093, !tbaa !1548
    #dbg_value(i64 %964, !858, !DIExpression(), !3092)
    #dbg_value(ptr %3432, !628, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !2644)
    #dbg_value(ptr %955, !859, !DIExpression(), !3094)
  %965 = add i64 %964, %962, !dbg !3095
  %966 = bitcast i64 %965 to double, !dbg !3095
  br label %984, !dbg !3093

967:                                              ; preds = %944
  %968 = load double, ptr %948, align 8, !dbg !3096, !tbaa !1548
    #dbg_value(double %968, !861, !DIExpression(), !3097)
  %969 = getelementptr inbounds i8, ptr %951, i64 8
  %970 = load i8, ptr %969, align 8, !dbg !3096, !tbaa !1541
  br label %973, !dbg !3096

971:                                              ; preds = %958
  %972 = sitofp i64 %962 to double, !dbg !3096
    #dbg_value(double %972, !861, !DIExpression(), !3097)
  br label %973, !dbg !3096

973:                                              ; preds = %967, %971
  %974 = phi i8 [ %970, %967 ], [ %960, %971 ], !dbg !3096
  %975 = phi double [ %968, %967 ], [ %972, %971 ], !dbg !3096
    #dbg_value(double %975, !861, !DIExpression(), !3097)
  switch i8 %974, label %989 [
    i8 19, label %976
    i8 3, label %978
  ], !dbg !3098

976:                                              ; preds = %973
  %977 = load double, ptr %951, align 8, !dbg !3096, !tbaa !1548
    #dbg_value(double %977, !863, !DIExpression(), !3097)
  br label %981, !dbg !3096

978:                                              ; preds = %973
  %979 = load i64, ptr %951, align 8, !dbg !3096, !tbaa !1548
  %980 = sitofp i64 %979 to double, !dbg !3096
    #dbg_value(double %980, !863, !DIExpression(), !3097)
  br label %981, !dbg !3096

981:                                              ; preds = %976, %978
  %982 = phi double [ %977, %976 ], [ %980, %978 ], !dbg !3096
    #dbg_value(double %982, !863, !DIExpression(), !3097)
    #dbg_value(ptr %3432, !628, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !2644)
    #dbg_value(ptr %955, !864, !DIExpression(), !3099)
  %983 = fadd double %975, %982, !dbg !3100
  br label %984, !dbg !3101

984:                                              ; preds = %963, %981
  %985 = phi double [ %983, %981 ], [ %966, %963 ], !dbg !3091
  %986 = phi i8 [ 19, %981 ], [ 3, %963 ]
  %987 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3091
  store double %985, ptr %955, align 8, !dbg !3091, !tbaa !1548
  %988 = getelementptr inbounds i8, ptr %955, i64 8, !dbg !3091
  store i8 %986, ptr %988, align 8, !dbg !3091, !tbaa !1541
  br label %989, !dbg !3102

989:                                              ; preds = %984, %944, %973
  %990 = phi ptr [ %3432, %973 ], [ %3432, %944 ], [ %987, %984 ], !dbg !2684
    #dbg_value(ptr %990, !628, !DIExpression(), !2644)
  %991 = icmp eq i32 %3431, 0, !dbg !3102
  br i1 %991, label %996, label %992, !dbg !3105, !prof !2320

992:                                              ; preds = %989
  %993 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %990) #13, !dbg !3106
    #dbg_value(i32 %993, !629, !DIExpression(), !2644)
  %994 = load ptr, ptr %29, align 8, !dbg !3106, !tbaa !1548
  %995 = getelementptr inbounds i8, ptr %994, i64 16, !dbg !3106
    #dbg_value(ptr %995, !627, !DIExpression(), !2644)
  br label %996, !dbg !3106

996:                                              ; preds = %992, %989
  %997 = phi i32 [ %993, %992 ], [ 0, %989 ], !dbg !2684
  %998 = phi ptr [ %995, %992 ], [ %3433, %989 ], !dbg !2684
    #dbg_value(ptr %998, !627, !DIExpression(), !2644)
    #dbg_value(i32 %997, !629, !DIExpression(), !2644)
  %999 = getelementptr inbounds i8, ptr %990, i64 4, !dbg !3105
    #dbg_value(ptr %999, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3108

1000:                                             ; preds = %3429
    #dbg_label(!868, !3109)
  %1001 = lshr i32 %3434, 16, !dbg !3110
  %1002 = and i32 %1001, 255, !dbg !3110
  %1003 = zext nneg i32 %1002 to i64, !dbg !3110
  %1004 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1003, !dbg !3110
    #dbg_value(ptr %1004, !869, !DIExpression(), !3111)
  %1005 = lshr i32 %3434, 24, !dbg !3110
  %1006 = zext nneg i32 %1005 to i64, !dbg !3110
  %1007 = getelementptr inbounds %struct.TValue, ptr %35, i64 %1006, !dbg !3110
    #dbg_value(ptr %1007, !872, !DIExpression(), !3111)
  %1008 = lshr i32 %3434, 7, !dbg !3112
  %1009 = and i32 %1008, 255, !dbg !3112
  %1010 = zext nneg i32 %1009 to i64, !dbg !3112
  %1011 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1010, !dbg !3112
    #dbg_value(ptr %1011, !873, !DIExpression(), !3113)
  %1012 = getelementptr inbounds i8, ptr %1004, i64 8, !dbg !3114
  %1013 = load i8, ptr %1012, align 8, !dbg !3114, !tbaa !1541
  switch i8 %1013, label %1045 [
    i8 3, label %1014
    i8 19, label %1023
  ], !dbg !3114

1014:                                             ; preds = %1000
  %1015 = getelementptr inbounds i8, ptr %1007, i64 8, !dbg !3114
  %1016 = load i8, ptr %1015, align 8, !dbg !3114, !tbaa !1541
  %1017 = icmp eq i8 %1016, 3, !dbg !3114
  %1018 = load i64, ptr %1004, align 8, !dbg !3114, !tbaa !1548
  br i1 %1017, label %1019, label %1027, !dbg !3112

1019:                                             ; preds = %1014
    #dbg_value(i64 %1018, !875, !DIExpression(), !3115)
  %1020 = load i64, ptr %1007, align 8, !dbg !3116, !tbaa !1548
    #dbg_value(i64 %1020, !878, !DIExpression(), !3115)
    #dbg_value(ptr %3432, !628, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !2644)
    #dbg_value(ptr %1011, !879, !DIExpression(), !3117)
  %1021 = sub i64 %1018, %1020, !dbg !3118
  %1022 = bitcast i64 %1021 to double, !dbg !3118
  br label %1040, !dbg !3116

1023:                                             ; preds = %1000
  %1024 = load double, ptr %1004, align 8, !dbg !3119, !tbaa !1548
    #dbg_value(double %1024, !881, !DIExpression(), !3120)
  %1025 = getelementptr inbounds i8, ptr %1007, i64 8
  %1026 = load i8, ptr %1025, align 8, !dbg !3119, !tbaa !1541
  br label %1029, !dbg !3119

1027:                                             ; preds = %1014
  %1028 = sitofp i64 %1018 to double, !dbg !3119
    #dbg_value(double %1028, !881, !DIExpression(), !3120)
  br label %1029, !dbg !3119

1029:                                             ; preds = %1023, %1027
  %1030 = phi i8 [ %1026, %1023 ], [ %1016, %1027 ], !dbg !3119
  %1031 = phi double [ %1024, %1023 ], [ %1028, %1027 ], !dbg !3119
    #dbg_value(double %1031, !881, !DIExpression(), !3120)
  switch i8 %1030, label %1045 [
    i8 19, label %1032
    i8 3, label %1034
  ], !dbg !3121

1032:                                             ; preds = %1029
  %1033 = load double, ptr %1007, align 8, !dbg !3119, !tbaa !1548
    #dbg_value(double %1033, !883, !DIExpression(), !3120)
  br label %1037, !dbg !3119

1034:                                             ; preds = %1029
  %1035 = load i64, ptr %1007, align 8, !dbg !3119, !tbaa !1548
  %1036 = sitofp i64 %1035 to double, !dbg !3119
    #dbg_value(double %1036, !883, !DIExpression(), !3120)
  br label %1037, !dbg !3119

1037:                                             ; preds = %1032, %1034
  %1038 = phi double [ %1033, %1032 ], [ %1036, %1034 ], !dbg !3119
    #dbg_value(double %1038, !883, !DIExpression(), !3120)
    #dbg_value(ptr %3432, !628, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !2644)
    #dbg_value(ptr %1011, !884, !DIExpression(), !3122)
  %1039 = fsub double %1031, %1038, !dbg !3123
  br label %1040, !dbg !3124

1040:                                             ; preds = %1019, %1037
  %1041 = phi double [ %1039, %1037 ], [ %1022, %1019 ], !dbg !3114
  %1042 = phi i8 [ 19, %1037 ], [ 3, %1019 ]
  %1043 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3114
  store double %1041, ptr %1011, align 8, !dbg !3114, !tbaa !1548
  %1044 = getelementptr inbounds i8, ptr %1011, i64 8, !dbg !3114
  store i8 %1042, ptr %1044, align 8, !dbg !3114, !tbaa !1541
  br label %1045, !dbg !3125

1045:                                             ; preds = %1040, %1000, %1029
  %1046 = phi ptr [ %3432, %1029 ], [ %3432, %1000 ], [ %1043, %1040 ], !dbg !2684
    #dbg_value(ptr %1046, !628, !DIExpression(), !2644)
  %1047 = icmp eq i32 %3431, 0, !dbg !3125
  br i1 %1047, label %1052, label %1048, !dbg !3128, !prof !2320

1048:                                             ; preds = %1045
  %1049 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1046) #13, !dbg !3129
    #dbg_value(i32 %1049, !629, !DIExpression(), !2644)
  %1050 = load ptr, ptr %29, align 8, !dbg !3129, !tbaa !1548
  %1051 = getelementptr inbounds i8, ptr %1050, i64 16, !dbg !3129
    #dbg_value(ptr %1051, !627, !DIExpression(), !2644)
  br label %1052, !dbg !3129

1052:                                             ; preds = %1048, %1045
  %1053 = phi i32 [ %1049, %1048 ], [ 0, %1045 ], !dbg !2684
  %1054 = phi ptr [ %1051, %1048 ], [ %3433, %1045 ], !dbg !2684
    #dbg_value(ptr %1054, !627, !DIExpression(), !2644)
    #dbg_value(i32 %1053, !629, !DIExpression(), !2644)
  %1055 = getelementptr inbounds i8, ptr %1046, i64 4, !dbg !3128
    #dbg_value(ptr %1055, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3131

1056:                                             ; preds = %3429
    #dbg_label(!888, !3132)
  %1057 = lshr i32 %3434, 16, !dbg !3133
  %1058 = and i32 %1057, 255, !dbg !3133
  %1059 = zext nneg i32 %1058 to i64, !dbg !3133
  %1060 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1059, !dbg !3133
    #dbg_value(ptr %1060, !889, !DIExpression(), !3134)
  %1061 = lshr i32 %3434, 24, !dbg !3133
  %1062 = zext nneg i32 %1061 to i64, !dbg !3133
  %1063 = getelementptr inbounds %struct.TValue, ptr %35, i64 %1062, !dbg !3133
    #dbg_value(ptr %1063, !892, !DIExpression(), !3134)
  %1064 = lshr i32 %3434, 7, !dbg !3135
  %1065 = and i32 %1064, 255, !dbg !3135
  %1066 = zext nneg i32 %1065 to i64, !dbg !3135
  %1067 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1066, !dbg !3135
    #dbg_value(ptr %1067, !893, !DIExpression(), !3136)
  %1068 = getelementptr inbounds i8, ptr %1060, i64 8, !dbg !3137
  %1069 = load i8, ptr %1068, align 8, !dbg !3137, !tbaa !1541
  switch i8 %1069, label %1101 [
    i8 3, label %1070
    i8 19, label %1079
  ], !dbg !3137

1070:                                             ; preds = %1056
  %1071 = getelementptr inbounds i8, ptr %1063, i64 8, !dbg !3137
  %1072 = load i8, ptr %1071, align 8, !dbg !3137, !tbaa !1541
  %1073 = icmp eq i8 %1072, 3, !dbg !3137
  %1074 = load i64, ptr %1060, align 8, !dbg !3137, !tbaa !1548
  br i1 %1073, label %1075, label %1083, !dbg !3135

1075:                                             ; preds = %1070
    #dbg_value(i64 %1074, !895, !DIExpression(), !3138)
  %1076 = load i64, ptr %1063, align 8, !dbg !3139, !tbaa !1548
    #dbg_value(i64 %1076, !898, !DIExpression(), !3138)
    #dbg_value(ptr %3432, !628, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !2644)
    #dbg_value(ptr %1067, !899, !DIExpression(), !3140)
  %1077 = mul i64 %1076, %1074, !dbg !3141
  %1078 = bitcast i64 %1077 to double, !dbg !3141
  br label %1096, !dbg !3139

1079:                                             ; preds = %1056
  %1080 = load double, ptr %1060, align 8, !dbg !3142, !tbaa !1548
    #dbg_value(double %1080, !901, !DIExpression(), !3143)
  %1081 = getelementptr inbounds i8, ptr %1063, i64 8
  %1082 = load i8, ptr %1081, align 8, !dbg !3142, !tbaa !1541
  br label %1085, !dbg !3142

1083:                                             ; preds = %1070
  %1084 = sitofp i64 %1074 to double, !dbg !3142
    #dbg_value(double %1084, !901, !DIExpression(), !3143)
  br label %1085, !dbg !3142

1085:                                             ; preds = %1079, %1083
  %1086 = phi i8 [ %1082, %1079 ], [ %1072, %1083 ], !dbg !3142
  %1087 = phi double [ %1080, %1079 ], [ %1084, %1083 ], !dbg !3142
    #dbg_value(double %1087, !901, !DIExpression(), !3143)
  switch i8 %1086, label %1101 [
    i8 19, label %1088
    i8 3, label %1090
  ], !dbg !3144

1088:                                             ; preds = %1085
  %1089 = load double, ptr %1063, align 8, !dbg !3142, !tbaa !1548
    #dbg_value(double %1089, !903, !DIExpression(), !3143)
  br label %1093, !dbg !3142

1090:                                             ; preds = %1085
  %1091 = load i64, ptr %1063, align 8, !dbg !3142, !tbaa !1548
  %1092 = sitofp i64 %1091 to double, !dbg !3142
    #dbg_value(double %1092, !903, !DIExpression(), !3143)
  br label %1093, !dbg !3142

1093:                                             ; preds = %1088, %1090
  %1094 = phi double [ %1089, %1088 ], [ %1092, %1090 ], !dbg !3142
    #dbg_value(double %1094, !903, !DIExpression(), !3143)
    #dbg_value(ptr %3432, !628, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !2644)
    #dbg_value(ptr %1067, !904, !DIExpression(), !3145)
  %1095 = fmul double %1087, %1094, !dbg !3146
  br label %1096, !dbg !3147

1096:                                             ; preds = %1075, %1093
  %1097 = phi double [ %1095, %1093 ], [ %1078, %1075 ], !dbg !3137
  %1098 = phi i8 [ 19, %1093 ], [ 3, %1075 ]
  %1099 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3137
  store double %1097, ptr %1067, align 8, !dbg !3137, !tbaa !1548
  %1100 = getelementptr inbounds i8, ptr %1067, i64 8, !dbg !3137
  store i8 %1098, ptr %1100, align 8, !dbg !3137, !tbaa !1541
  br label %1101, !dbg !3148

1101:                                             ; preds = %1096, %1056, %1085
  %1102 = phi ptr [ %3432, %1085 ], [ %3432, %1056 ], [ %1099, %1096 ], !dbg !2684
    #dbg_value(ptr %1102, !628, !DIExpression(), !2644)
  %1103 = icmp eq i32 %3431, 0, !dbg !3148
  br i1 %1103, label %1108, label %1104, !dbg !3151, !prof !2320

1104:                                             ; preds = %1101
  %1105 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1102) #13, !dbg !3152
    #dbg_value(i32 %1105, !629, !DIExpression(), !2644)
  %1106 = load ptr, ptr %29, align 8, !dbg !3152, !tbaa !1548
  %1107 = getelementptr inbounds i8, ptr %1106, i64 16, !dbg !3152
    #dbg_value(ptr %1107, !627, !DIExpression(), !2644)
  br label %1108, !dbg !3152

1108:                                             ; preds = %1104, %1101
  %1109 = phi i32 [ %1105, %1104 ], [ 0, %1101 ], !dbg !2684
  %1110 = phi ptr [ %1107, %1104 ], [ %3433, %1101 ], !dbg !2684
    #dbg_value(ptr %1110, !627, !DIExpression(), !2644)
    #dbg_value(i32 %1109, !629, !DIExpression(), !2644)
  %1111 = getelementptr inbounds i8, ptr %1102, i64 4, !dbg !3151
    #dbg_value(ptr %1111, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3154

1112:                                             ; preds = %3429
    #dbg_label(!908, !3155)
  store ptr %3432, ptr %36, align 8, !dbg !3156, !tbaa !1548
  %1113 = load ptr, ptr %50, align 8, !dbg !3156, !tbaa !1548
  store ptr %1113, ptr %12, align 8, !dbg !3156, !tbaa !1548
  %1114 = lshr i32 %3434, 16, !dbg !3157
  %1115 = and i32 %1114, 255, !dbg !3157
  %1116 = zext nneg i32 %1115 to i64, !dbg !3157
  %1117 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1116, !dbg !3157
    #dbg_value(ptr %1117, !909, !DIExpression(), !3158)
  %1118 = lshr i32 %3434, 24, !dbg !3157
  %1119 = zext nneg i32 %1118 to i64, !dbg !3157
  %1120 = getelementptr inbounds %struct.TValue, ptr %35, i64 %1119, !dbg !3157
    #dbg_value(ptr %1120, !912, !DIExpression(), !3158)
  %1121 = lshr i32 %3434, 7, !dbg !3159
  %1122 = and i32 %1121, 255, !dbg !3159
  %1123 = zext nneg i32 %1122 to i64, !dbg !3159
  %1124 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1123, !dbg !3159
    #dbg_value(ptr %1124, !913, !DIExpression(), !3160)
  %1125 = getelementptr inbounds i8, ptr %1117, i64 8, !dbg !3161
  %1126 = load i8, ptr %1125, align 8, !dbg !3161, !tbaa !1541
  switch i8 %1126, label %1182 [
    i8 3, label %1127
    i8 19, label %1150
  ], !dbg !3161

1127:                                             ; preds = %1112
  %1128 = getelementptr inbounds i8, ptr %1120, i64 8, !dbg !3161
  %1129 = load i8, ptr %1128, align 8, !dbg !3161, !tbaa !1541
  %1130 = icmp eq i8 %1129, 3, !dbg !3161
  br i1 %1130, label %1131, label %1154, !dbg !3159

1131:                                             ; preds = %1127
    #dbg_value(i64 poison, !915, !DIExpression(), !3162)
  %1132 = load i64, ptr %1120, align 8, !dbg !3163, !tbaa !1548
    #dbg_value(i64 %1132, !918, !DIExpression(), !3162)
    #dbg_value(ptr %3432, !628, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !2644)
    #dbg_value(ptr %1124, !919, !DIExpression(), !3164)
    #dbg_value(ptr %0, !2486, !DIExpression(), !3165)
    #dbg_value(i64 poison, !2487, !DIExpression(), !3165)
    #dbg_value(i64 %1132, !2488, !DIExpression(), !3165)
  %1133 = add i64 %1132, 1, !dbg !3167
  %1134 = icmp ult i64 %1133, 2, !dbg !3167
  br i1 %1134, label %1135, label %1138, !dbg !3168, !prof !1710

1135:                                             ; preds = %1131
  %1136 = icmp eq i64 %1132, 0, !dbg !3169
  br i1 %1136, label %1137, label %1147, !dbg !3170

1137:                                             ; preds = %1135
  call void (ptr, ptr, ...) @luaG_runerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.6) #14, !dbg !3171
  unreachable, !dbg !3171

1138:                                             ; preds = %1131
  %1139 = load i64, ptr %1117, align 8, !dbg !3163, !tbaa !1548
    #dbg_value(i64 %1139, !915, !DIExpression(), !3162)
    #dbg_value(i64 %1139, !2487, !DIExpression(), !3165)
  %1140 = srem i64 %1139, %1132, !dbg !3172
    #dbg_value(i64 %1140, !2489, !DIExpression(), !3173)
  %1141 = icmp eq i64 %1140, 0, !dbg !3174
  br i1 %1141, label %1147, label %1142, !dbg !3175

1142:                                             ; preds = %1138
  %1143 = xor i64 %1140, %1132, !dbg !3176
  %1144 = icmp slt i64 %1143, 0, !dbg !3177
  %1145 = select i1 %1144, i64 %1132, i64 0, !dbg !3178
  %1146 = add nsw i64 %1145, %1140, !dbg !3178
  br label %1147, !dbg !3178

1147:                                             ; preds = %1135, %1138, %1142
  %1148 = phi i64 [ 0, %1135 ], [ 0, %1138 ], [ %1146, %1142 ], !dbg !3179
  %1149 = bitcast i64 %1148 to double, !dbg !3180
  br label %1177, !dbg !3163

1150:                                             ; preds = %1112
  %1151 = load double, ptr %1117, align 8, !dbg !3181, !tbaa !1548
    #dbg_value(double %1151, !921, !DIExpression(), !3182)
  %1152 = getelementptr inbounds i8, ptr %1120, i64 8
  %1153 = load i8, ptr %1152, align 8, !dbg !3181, !tbaa !1541
  br label %1157, !dbg !3181

1154:                                             ; preds = %1127
  %1155 = load i64, ptr %1117, align 8, !dbg !3181, !tbaa !1548
  %1156 = sitofp i64 %1155 to double, !dbg !3181
    #dbg_value(double %1156, !921, !DIExpression(), !3182)
  br label %1157, !dbg !3181

1157:                                             ; preds = %1150, %1154
  %1158 = phi i8 [ %1153, %1150 ], [ %1129, %1154 ], !dbg !3181
  %1159 = phi double [ %1151, %1150 ], [ %1156, %1154 ], !dbg !3181
    #dbg_value(double %1159, !921, !DIExpression(), !3182)
  switch i8 %1158, label %1182 [
    i8 19, label %1160
    i8 3, label %1162
  ], !dbg !3183

1160:                                             ; preds = %1157
  %1161 = load double, ptr %1120, align 8, !dbg !3181, !tbaa !1548
    #dbg_value(double %1161, !923, !DIExpression(), !3182)
  br label %1165, !dbg !3181

1162:                                             ; preds = %1157
  %1163 = load i64, ptr %1120, align 8, !dbg !3181, !tbaa !1548
  %1164 = sitofp i64 %1163 to double, !dbg !3181
    #dbg_value(double %1164, !923, !DIExpression(), !3182)
  br label %1165, !dbg !3181

1165:                                             ; preds = %1160, %1162
  %1166 = phi double [ %1161, %1160 ], [ %1164, %1162 ], !dbg !3181
    #dbg_value(double %1166, !923, !DIExpression(), !3182)
    #dbg_value(ptr %3432, !628, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !2644)
    #dbg_value(ptr %1124, !924, !DIExpression(), !3184)
    #dbg_value(ptr %0, !2514, !DIExpression(), !3185)
    #dbg_value(double %1159, !2515, !DIExpression(), !3185)
    #dbg_value(double %1166, !2516, !DIExpression(), !3185)
  %1167 = call double @fmod(double noundef %1159, double noundef %1166) #13, !dbg !3187
    #dbg_value(double %1167, !2517, !DIExpression(), !3185)
  %1168 = fcmp ogt double %1167, 0.000000e+00, !dbg !3188
  br i1 %1168, label %1169, label %1171, !dbg !3187

1169:                                             ; preds = %1165
  %1170 = fcmp olt double %1166, 0.000000e+00, !dbg !3188
  br i1 %1170, label %1175, label %1177, !dbg !3188

1171:                                             ; preds = %1165
  %1172 = fcmp olt double %1167, 0.000000e+00, !dbg !3188
  %1173 = fcmp ogt double %1166, 0.000000e+00, !dbg !3188
  %1174 = and i1 %1173, %1172, !dbg !3188
  br i1 %1174, label %1175, label %1177, !dbg !3188

1175:                                             ; preds = %1171, %1169
  %1176 = fadd double %1166, %1167, !dbg !3188
    #dbg_value(double %1176, !2517, !DIExpression(), !3185)
  br label %1177, !dbg !3188

1177:                                             ; preds = %1175, %1171, %1169, %1147
  %1178 = phi double [ %1149, %1147 ], [ %1176, %1175 ], [ %1167, %1169 ], [ %1167, %1171 ], !dbg !3161
  %1179 = phi i8 [ 3, %1147 ], [ 19, %1175 ], [ 19, %1169 ], [ 19, %1171 ]
  %1180 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3161
  store double %1178, ptr %1124, align 8, !dbg !3161, !tbaa !1548
  %1181 = getelementptr inbounds i8, ptr %1124, i64 8, !dbg !3161
  store i8 %1179, ptr %1181, align 8, !dbg !3161, !tbaa !1541
  br label %1182, !dbg !3189

1182:                                             ; preds = %1177, %1112, %1157
  %1183 = phi ptr [ %3432, %1157 ], [ %3432, %1112 ], [ %1180, %1177 ], !dbg !2684
    #dbg_value(ptr %1183, !628, !DIExpression(), !2644)
  %1184 = icmp eq i32 %3431, 0, !dbg !3189
  br i1 %1184, label %1189, label %1185, !dbg !3192, !prof !2320

1185:                                             ; preds = %1182
  %1186 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %1183) #13, !dbg !3193
    #dbg_value(i32 %1186, !629, !DIExpression(), !2644)
  %1187 = load ptr, ptr %29, align 8, !dbg !3193, !tbaa !1548
  %1188 = getelementptr inbounds i8, ptr %1187, i64 16, !dbg !3193
    #dbg_value(ptr %1188, !627, !DIExpression(), !2644)
  br label %1189, !dbg !3193

1189:                                             ; preds = %1185, %1182
  %1190 = phi i32 [ %1186, %1185 ], [ 0, %1182 ], !dbg !2684
  %1191 = phi ptr [ %1188, %1185 ], [ %3433, %1182 ], !dbg !2684
    #dbg_value(ptr %1191, !627, !DIExpression(), !2644)
    #dbg_value(i32 %1190, !629, !DIExpression(), !2644)
  %1192 = getelementptr inbounds i8, ptr %1183, i64 4, !dbg !3192
    #dbg_value(ptr %1192, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3195

1193:                                             ; preds = %3429
    #dbg_label(!928, !3196)
  %1194 = lshr i32 %3434, 7, !dbg !3197
  %1195 = and i32 %1194, 255, !dbg !3197
  %1196 = zext nneg i32 %1195 to i64, !dbg !3197
  %1197 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1196, !dbg !3197
    #dbg_value(ptr %1197, !929, !DIExpression(), !3198)
  %1198 = lshr i32 %3434, 16, !dbg !3197
  %1199 = and i32 %1198, 255, !dbg !3197
  %1200 = zext nneg i32 %1199 to i64, !dbg !3197
  %1201 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1200, !dbg !3197
    #dbg_value(ptr %1201, !932, !DIExpression(), !3198)
  %1202 = lshr i32 %3434, 24, !dbg !3197
  %1203 = zext nneg i32 %1202 to i64, !dbg !3197
  %1204 = getelementptr inbounds %struct.TValue, ptr %35, i64 %1203, !dbg !3197
    #dbg_value(ptr %1204, !933, !DIExpression(), !3198)
  %1205 = getelementptr inbounds i8, ptr %1201, i64 8, !dbg !3199
  %1206 = load i8, ptr %1205, align 8, !dbg !3199, !tbaa !1541
  switch i8 %1206, label %1232 [
    i8 19, label %1207
    i8 3, label %1209
  ], !dbg !3199

1207:                                             ; preds = %1193
  %1208 = load double, ptr %1201, align 8, !dbg !3199, !tbaa !1548
    #dbg_value(double %1208, !934, !DIExpression(), !3200)
  br label %1212, !dbg !3199

1209:                                             ; preds = %1193
  %1210 = load i64, ptr %1201, align 8, !dbg !3199, !tbaa !1548
  %1211 = sitofp i64 %1210 to double, !dbg !3199
    #dbg_value(double %1211, !934, !DIExpression(), !3200)
  br label %1212, !dbg !3199

1212:                                             ; preds = %1207, %1209
  %1213 = phi double [ %1208, %1207 ], [ %1211, %1209 ], !dbg !3199
    #dbg_value(double %1213, !934, !DIExpression(), !3200)
  %1214 = getelementptr inbounds i8, ptr %1204, i64 8, !dbg !3199
  %1215 = load i8, ptr %1214, align 8, !dbg !3199, !tbaa !1541
  switch i8 %1215, label %1232 [
    i8 19, label %1216
    i8 3, label %1218
  ], !dbg !3201

1216:                                             ; preds = %1212
  %1217 = load double, ptr %1204, align 8, !dbg !3199, !tbaa !1548
    #dbg_value(double %1217, !936, !DIExpression(), !3200)
  br label %1221, !dbg !3199

1218:                                             ; preds = %1212
  %1219 = load i64, ptr %1204, align 8, !dbg !3199, !tbaa !1548
  %1220 = sitofp i64 %1219 to double, !dbg !3199
    #dbg_value(double %1220, !936, !DIExpression(), !3200)
  br label %1221, !dbg !3199

1221:                                             ; preds = %1216, %1218
  %1222 = phi double [ %1217, %1216 ], [ %1220, %1218 ], !dbg !3199
    #dbg_value(double %1222, !936, !DIExpression(), !3200)
  %1223 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3202
    #dbg_value(ptr %1223, !628, !DIExpression(), !2644)
    #dbg_value(ptr %1197, !937, !DIExpression(), !3203)
  %1224 = fcmp oeq double %1222, 2.000000e+00, !dbg !3204
  br i1 %1224, label %1225, label %1227, !dbg !3204

1225:                                             ; preds = %1221
  %1226 = fmul double %1213, %1213, !dbg !3204
  br label %1229, !dbg !3204

1227:                                             ; preds = %1221
  %1228 = call double @pow(double noundef %1213, double noundef %1222) #13, !dbg !3204
  br label %1229, !dbg !3204

1229:                                             ; preds = %1227, %1225
  %1230 = phi double [ %1226, %1225 ], [ %1228, %1227 ], !dbg !3204
  store double %1230, ptr %1197, align 8, !dbg !3204, !tbaa !1548
  %1231 = getelementptr inbounds i8, ptr %1197, i64 8, !dbg !3204
  store i8 19, ptr %1231, align 8, !dbg !3204, !tbaa !1541
  br label %1232, !dbg !3202

1232:                                             ; preds = %1212, %1193, %1229
  %1233 = phi ptr [ %1223, %1229 ], [ %3432, %1193 ], [ %3432, %1212 ], !dbg !2684
    #dbg_value(ptr %1233, !628, !DIExpression(), !2644)
  %1234 = icmp eq i32 %3431, 0, !dbg !3205
  br i1 %1234, label %1239, label %1235, !dbg !3208, !prof !2320

1235:                                             ; preds = %1232
  %1236 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1233) #13, !dbg !3209
    #dbg_value(i32 %1236, !629, !DIExpression(), !2644)
  %1237 = load ptr, ptr %29, align 8, !dbg !3209, !tbaa !1548
  %1238 = getelementptr inbounds i8, ptr %1237, i64 16, !dbg !3209
    #dbg_value(ptr %1238, !627, !DIExpression(), !2644)
  br label %1239, !dbg !3209

1239:                                             ; preds = %1235, %1232
  %1240 = phi i32 [ %1236, %1235 ], [ 0, %1232 ], !dbg !2684
  %1241 = phi ptr [ %1238, %1235 ], [ %3433, %1232 ], !dbg !2684
    #dbg_value(ptr %1241, !627, !DIExpression(), !2644)
    #dbg_value(i32 %1240, !629, !DIExpression(), !2644)
  %1242 = getelementptr inbounds i8, ptr %1233, i64 4, !dbg !3208
    #dbg_value(ptr %1242, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3211

1243:                                             ; preds = %3429
    #dbg_label(!941, !3212)
  %1244 = lshr i32 %3434, 7, !dbg !3213
  %1245 = and i32 %1244, 255, !dbg !3213
  %1246 = zext nneg i32 %1245 to i64, !dbg !3213
  %1247 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1246, !dbg !3213
    #dbg_value(ptr %1247, !942, !DIExpression(), !3214)
  %1248 = lshr i32 %3434, 16, !dbg !3213
  %1249 = and i32 %1248, 255, !dbg !3213
  %1250 = zext nneg i32 %1249 to i64, !dbg !3213
  %1251 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1250, !dbg !3213
    #dbg_value(ptr %1251, !945, !DIExpression(), !3214)
  %1252 = lshr i32 %3434, 24, !dbg !3213
  %1253 = zext nneg i32 %1252 to i64, !dbg !3213
  %1254 = getelementptr inbounds %struct.TValue, ptr %35, i64 %1253, !dbg !3213
    #dbg_value(ptr %1254, !946, !DIExpression(), !3214)
  %1255 = getelementptr inbounds i8, ptr %1251, i64 8, !dbg !3215
  %1256 = load i8, ptr %1255, align 8, !dbg !3215, !tbaa !1541
  switch i8 %1256, label %1276 [
    i8 19, label %1257
    i8 3, label %1259
  ], !dbg !3215

1257:                                             ; preds = %1243
  %1258 = load double, ptr %1251, align 8, !dbg !3215, !tbaa !1548
    #dbg_value(double %1258, !947, !DIExpression(), !3216)
  br label %1262, !dbg !3215

1259:                                             ; preds = %1243
  %1260 = load i64, ptr %1251, align 8, !dbg !3215, !tbaa !1548
  %1261 = sitofp i64 %1260 to double, !dbg !3215
    #dbg_value(double %1261, !947, !DIExpression(), !3216)
  br label %1262, !dbg !3215

1262:                                             ; preds = %1257, %1259
  %1263 = phi double [ %1258, %1257 ], [ %1261, %1259 ], !dbg !3215
    #dbg_value(double %1263, !947, !DIExpression(), !3216)
  %1264 = getelementptr inbounds i8, ptr %1254, i64 8, !dbg !3215
  %1265 = load i8, ptr %1264, align 8, !dbg !3215, !tbaa !1541
  switch i8 %1265, label %1276 [
    i8 19, label %1266
    i8 3, label %1268
  ], !dbg !3217

1266:                                             ; preds = %1262
  %1267 = load double, ptr %1254, align 8, !dbg !3215, !tbaa !1548
    #dbg_value(double %1267, !949, !DIExpression(), !3216)
  br label %1271, !dbg !3215

1268:                                             ; preds = %1262
  %1269 = load i64, ptr %1254, align 8, !dbg !3215, !tbaa !1548
  %1270 = sitofp i64 %1269 to double, !dbg !3215
    #dbg_value(double %1270, !949, !DIExpression(), !3216)
  br label %1271, !dbg !3215

1271:                                             ; preds = %1266, %1268
  %1272 = phi double [ %1267, %1266 ], [ %1270, %1268 ], !dbg !3215
    #dbg_value(double %1272, !949, !DIExpression(), !3216)
  %1273 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3218
    #dbg_value(ptr %1273, !628, !DIExpression(), !2644)
    #dbg_value(ptr %1247, !950, !DIExpression(), !3219)
  %1274 = fdiv double %1263, %1272, !dbg !3220
  store double %1274, ptr %1247, align 8, !dbg !3220, !tbaa !1548
  %1275 = getelementptr inbounds i8, ptr %1247, i64 8, !dbg !3220
  store i8 19, ptr %1275, align 8, !dbg !3220, !tbaa !1541
  br label %1276, !dbg !3218

1276:                                             ; preds = %1262, %1243, %1271
  %1277 = phi ptr [ %1273, %1271 ], [ %3432, %1243 ], [ %3432, %1262 ], !dbg !2684
    #dbg_value(ptr %1277, !628, !DIExpression(), !2644)
  %1278 = icmp eq i32 %3431, 0, !dbg !3221
  br i1 %1278, label %1283, label %1279, !dbg !3224, !prof !2320

1279:                                             ; preds = %1276
  %1280 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1277) #13, !dbg !3225
    #dbg_value(i32 %1280, !629, !DIExpression(), !2644)
  %1281 = load ptr, ptr %29, align 8, !dbg !3225, !tbaa !1548
  %1282 = getelementptr inbounds i8, ptr %1281, i64 16, !dbg !3225
    #dbg_value(ptr %1282, !627, !DIExpression(), !2644)
  br label %1283, !dbg !3225

1283:                                             ; preds = %1279, %1276
  %1284 = phi i32 [ %1280, %1279 ], [ 0, %1276 ], !dbg !2684
  %1285 = phi ptr [ %1282, %1279 ], [ %3433, %1276 ], !dbg !2684
    #dbg_value(ptr %1285, !627, !DIExpression(), !2644)
    #dbg_value(i32 %1284, !629, !DIExpression(), !2644)
  %1286 = getelementptr inbounds i8, ptr %1277, i64 4, !dbg !3224
    #dbg_value(ptr %1286, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3227

1287:                                             ; preds = %3429
    #dbg_label(!954, !3228)
  store ptr %3432, ptr %36, align 8, !dbg !3229, !tbaa !1548
  %1288 = load ptr, ptr %50, align 8, !dbg !3229, !tbaa !1548
  store ptr %1288, ptr %12, align 8, !dbg !3229, !tbaa !1548
  %1289 = lshr i32 %3434, 16, !dbg !3230
  %1290 = and i32 %1289, 255, !dbg !3230
  %1291 = zext nneg i32 %1290 to i64, !dbg !3230
  %1292 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1291, !dbg !3230
    #dbg_value(ptr %1292, !955, !DIExpression(), !3231)
  %1293 = lshr i32 %3434, 24, !dbg !3230
  %1294 = zext nneg i32 %1293 to i64, !dbg !3230
  %1295 = getelementptr inbounds %struct.TValue, ptr %35, i64 %1294, !dbg !3230
    #dbg_value(ptr %1295, !958, !DIExpression(), !3231)
  %1296 = lshr i32 %3434, 7, !dbg !3232
  %1297 = and i32 %1296, 255, !dbg !3232
  %1298 = zext nneg i32 %1297 to i64, !dbg !3232
  %1299 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1298, !dbg !3232
    #dbg_value(ptr %1299, !959, !DIExpression(), !3233)
  %1300 = getelementptr inbounds i8, ptr %1292, i64 8, !dbg !3234
  %1301 = load i8, ptr %1300, align 8, !dbg !3234, !tbaa !1541
  switch i8 %1301, label %1351 [
    i8 3, label %1302
    i8 19, label %1328
  ], !dbg !3234

1302:                                             ; preds = %1287
  %1303 = getelementptr inbounds i8, ptr %1295, i64 8, !dbg !3234
  %1304 = load i8, ptr %1303, align 8, !dbg !3234, !tbaa !1541
  %1305 = icmp eq i8 %1304, 3, !dbg !3234
  %1306 = load i64, ptr %1292, align 8, !dbg !3234, !tbaa !1548
  br i1 %1305, label %1307, label %1332, !dbg !3232

1307:                                             ; preds = %1302
    #dbg_value(i64 %1306, !961, !DIExpression(), !3235)
  %1308 = load i64, ptr %1295, align 8, !dbg !3236, !tbaa !1548
    #dbg_value(i64 %1308, !964, !DIExpression(), !3235)
    #dbg_value(ptr %3432, !628, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !2644)
    #dbg_value(ptr %1299, !965, !DIExpression(), !3237)
    #dbg_value(ptr %0, !2457, !DIExpression(), !3238)
    #dbg_value(i64 %1306, !2458, !DIExpression(), !3238)
    #dbg_value(i64 %1308, !2459, !DIExpression(), !3238)
  %1309 = add i64 %1308, 1, !dbg !3240
  %1310 = icmp ult i64 %1309, 2, !dbg !3240
  br i1 %1310, label %1311, label %1316, !dbg !3241, !prof !1710

1311:                                             ; preds = %1307
  %1312 = icmp eq i64 %1308, 0, !dbg !3242
  br i1 %1312, label %1313, label %1314, !dbg !3243

1313:                                             ; preds = %1311
  call void (ptr, ptr, ...) @luaG_runerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.5) #14, !dbg !3244
  unreachable, !dbg !3244

1314:                                             ; preds = %1311
  %1315 = sub i64 0, %1306, !dbg !3245
  br label %1325, !dbg !3246

1316:                                             ; preds = %1307
  %1317 = sdiv i64 %1306, %1308, !dbg !3247
  %1318 = srem i64 %1306, %1308, !dbg !3248
    #dbg_value(i64 %1317, !2460, !DIExpression(), !3249)
  %1319 = xor i64 %1308, %1306, !dbg !3250
  %1320 = icmp slt i64 %1319, 0, !dbg !3251
  br i1 %1320, label %1321, label %1325, !dbg !3252

1321:                                             ; preds = %1316
  %1322 = icmp ne i64 %1318, 0, !dbg !3253
  %1323 = sext i1 %1322 to i64, !dbg !3254
  %1324 = add nsw i64 %1317, %1323, !dbg !3254
  br label %1325, !dbg !3254

1325:                                             ; preds = %1314, %1316, %1321
  %1326 = phi i64 [ %1315, %1314 ], [ %1317, %1316 ], [ %1324, %1321 ], !dbg !3255
  %1327 = bitcast i64 %1326 to double, !dbg !3256
  br label %1346, !dbg !3236

1328:                                             ; preds = %1287
  %1329 = load double, ptr %1292, align 8, !dbg !3257, !tbaa !1548
    #dbg_value(double %1329, !967, !DIExpression(), !3258)
  %1330 = getelementptr inbounds i8, ptr %1295, i64 8
  %1331 = load i8, ptr %1330, align 8, !dbg !3257, !tbaa !1541
  br label %1334, !dbg !3257

1332:                                             ; preds = %1302
  %1333 = sitofp i64 %1306 to double, !dbg !3257
    #dbg_value(double %1333, !967, !DIExpression(), !3258)
  br label %1334, !dbg !3257

1334:                                             ; preds = %1328, %1332
  %1335 = phi i8 [ %1331, %1328 ], [ %1304, %1332 ], !dbg !3257
  %1336 = phi double [ %1329, %1328 ], [ %1333, %1332 ], !dbg !3257
    #dbg_value(double %1336, !967, !DIExpression(), !3258)
  switch i8 %1335, label %1351 [
    i8 19, label %1337
    i8 3, label %1339
  ], !dbg !3259

1337:                                             ; preds = %1334
  %1338 = load double, ptr %1295, align 8, !dbg !3257, !tbaa !1548
    #dbg_value(double %1338, !969, !DIExpression(), !3258)
  br label %1342, !dbg !3257

1339:                                             ; preds = %1334
  %1340 = load i64, ptr %1295, align 8, !dbg !3257, !tbaa !1548
  %1341 = sitofp i64 %1340 to double, !dbg !3257
    #dbg_value(double %1341, !969, !DIExpression(), !3258)
  br label %1342, !dbg !3257

1342:                                             ; preds = %1337, %1339
  %1343 = phi double [ %1338, %1337 ], [ %1341, %1339 ], !dbg !3257
    #dbg_value(double %1343, !969, !DIExpression(), !3258)
    #dbg_value(ptr %3432, !628, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !2644)
    #dbg_value(ptr %1299, !970, !DIExpression(), !3260)
  %1344 = fdiv double %1336, %1343, !dbg !3261
  %1345 = call double @llvm.floor.f64(double %1344), !dbg !3261
  br label %1346, !dbg !3262

1346:                                             ; preds = %1325, %1342
  %1347 = phi double [ %1345, %1342 ], [ %1327, %1325 ], !dbg !3234
  %1348 = phi i8 [ 19, %1342 ], [ 3, %1325 ]
  %1349 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3234
  store double %1347, ptr %1299, align 8, !dbg !3234, !tbaa !1548
  %1350 = getelementptr inbounds i8, ptr %1299, i64 8, !dbg !3234
  store i8 %1348, ptr %1350, align 8, !dbg !3234, !tbaa !1541
  br label %1351, !dbg !3263

1351:                                             ; preds = %1346, %1287, %1334
  %1352 = phi ptr [ %3432, %1334 ], [ %3432, %1287 ], [ %1349, %1346 ], !dbg !2684
    #dbg_value(ptr %1352, !628, !DIExpression(), !2644)
  %1353 = icmp eq i32 %3431, 0, !dbg !3263
  br i1 %1353, label %1358, label %1354, !dbg !3266, !prof !2320

1354:                                             ; preds = %1351
  %1355 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %1352) #13, !dbg !3267
    #dbg_value(i32 %1355, !629, !DIExpression(), !2644)
  %1356 = load ptr, ptr %29, align 8, !dbg !3267, !tbaa !1548
  %1357 = getelementptr inbounds i8, ptr %1356, i64 16, !dbg !3267
    #dbg_value(ptr %1357, !627, !DIExpression(), !2644)
  br label %1358, !dbg !3267

1358:                                             ; preds = %1354, %1351
  %1359 = phi i32 [ %1355, %1354 ], [ 0, %1351 ], !dbg !2684
  %1360 = phi ptr [ %1357, %1354 ], [ %3433, %1351 ], !dbg !2684
    #dbg_value(ptr %1360, !627, !DIExpression(), !2644)
    #dbg_value(i32 %1359, !629, !DIExpression(), !2644)
  %1361 = getelementptr inbounds i8, ptr %1352, i64 4, !dbg !3266
    #dbg_value(ptr %1361, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3269

1362:                                             ; preds = %3429
    #dbg_label(!974, !3270)
  %1363 = lshr i32 %3434, 7, !dbg !3271
  %1364 = and i32 %1363, 255, !dbg !3271
  %1365 = zext nneg i32 %1364 to i64, !dbg !3271
  %1366 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1365, !dbg !3271
    #dbg_value(ptr %1366, !975, !DIExpression(), !2658)
  %1367 = lshr i32 %3434, 16, !dbg !3271
  %1368 = and i32 %1367, 255, !dbg !3271
  %1369 = zext nneg i32 %1368 to i64, !dbg !3271
  %1370 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1369, !dbg !3271
    #dbg_value(ptr %1370, !978, !DIExpression(), !2658)
  %1371 = lshr i32 %3434, 24, !dbg !3271
  %1372 = zext nneg i32 %1371 to i64, !dbg !3271
  %1373 = getelementptr inbounds %struct.TValue, ptr %35, i64 %1372, !dbg !3271
    #dbg_value(ptr %1373, !979, !DIExpression(), !2658)
  %1374 = load i64, ptr %1373, align 8, !dbg !3271, !tbaa !1548
    #dbg_value(i64 %1374, !981, !DIExpression(), !2658)
  %1375 = getelementptr inbounds i8, ptr %1370, i64 8, !dbg !3272
  %1376 = load i8, ptr %1375, align 8, !dbg !3272, !tbaa !1541
  switch i8 %1376, label %1394 [
    i8 3, label %1377
    i8 19, label %1379
  ], !dbg !3271, !prof !3273

1377:                                             ; preds = %1362
  %1378 = load i64, ptr %1370, align 8, !dbg !3272, !tbaa !1548
    #dbg_value(i64 %1378, !980, !DIExpression(), !2658)
  br label %1389, !dbg !3272

1379:                                             ; preds = %1362
  %1380 = load double, ptr %1370, align 8, !dbg !3274, !tbaa !1548
    #dbg_value(double %1380, !1589, !DIExpression(), !3276)
    #dbg_value(ptr undef, !1590, !DIExpression(), !3276)
    #dbg_value(i32 0, !1591, !DIExpression(), !3276)
  %1381 = call double @llvm.floor.f64(double %1380), !dbg !3278
    #dbg_value(double %1381, !1592, !DIExpression(), !3276)
  %1382 = fcmp une double %1381, %1380, !dbg !3279
  br i1 %1382, label %1394, label %1383, !dbg !3280

1383:                                             ; preds = %1379
    #dbg_value(double %1381, !1592, !DIExpression(), !3276)
  %1384 = fcmp oge double %1381, 0xC3E0000000000000, !dbg !3281
  %1385 = fcmp olt double %1381, 0x43E0000000000000, !dbg !3281
  %1386 = and i1 %1384, %1385, !dbg !3281
  br i1 %1386, label %1387, label %1394, !dbg !3281

1387:                                             ; preds = %1383
  %1388 = fptosi double %1381 to i64, !dbg !3281
    #dbg_value(i64 %1388, !980, !DIExpression(), !2658)
  br label %1389, !dbg !3271

1389:                                             ; preds = %1387, %1377
  %1390 = phi i64 [ %1378, %1377 ], [ %1388, %1387 ]
    #dbg_value(i64 %1390, !980, !DIExpression(), !2658)
  %1391 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3282
    #dbg_value(ptr %1391, !628, !DIExpression(), !2644)
    #dbg_value(ptr %1366, !982, !DIExpression(), !3283)
  %1392 = and i64 %1390, %1374, !dbg !3284
  store i64 %1392, ptr %1366, align 8, !dbg !3284, !tbaa !1548
  %1393 = getelementptr inbounds i8, ptr %1366, i64 8, !dbg !3284
  store i8 3, ptr %1393, align 8, !dbg !3284, !tbaa !1541
  br label %1394, !dbg !3282

1394:                                             ; preds = %1362, %1379, %1383, %1389
  %1395 = phi ptr [ %1391, %1389 ], [ %3432, %1383 ], [ %3432, %1379 ], [ %3432, %1362 ], !dbg !2684
    #dbg_value(i64 poison, !980, !DIExpression(), !2658)
    #dbg_value(ptr %1395, !628, !DIExpression(), !2644)
  %1396 = icmp eq i32 %3431, 0, !dbg !3285
  br i1 %1396, label %1401, label %1397, !dbg !3288, !prof !2320

1397:                                             ; preds = %1394
  %1398 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1395) #13, !dbg !3289
    #dbg_value(i32 %1398, !629, !DIExpression(), !2644)
  %1399 = load ptr, ptr %29, align 8, !dbg !3289, !tbaa !1548
  %1400 = getelementptr inbounds i8, ptr %1399, i64 16, !dbg !3289
    #dbg_value(ptr %1400, !627, !DIExpression(), !2644)
  br label %1401, !dbg !3289

1401:                                             ; preds = %1397, %1394
  %1402 = phi i32 [ %1398, %1397 ], [ 0, %1394 ], !dbg !2684
  %1403 = phi ptr [ %1400, %1397 ], [ %3433, %1394 ], !dbg !2684
    #dbg_value(ptr %1403, !627, !DIExpression(), !2644)
    #dbg_value(i32 %1402, !629, !DIExpression(), !2644)
  %1404 = getelementptr inbounds i8, ptr %1395, i64 4, !dbg !3288
    #dbg_value(ptr %1404, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3291

1405:                                             ; preds = %3429
    #dbg_label(!986, !3292)
  %1406 = lshr i32 %3434, 7, !dbg !3293
  %1407 = and i32 %1406, 255, !dbg !3293
  %1408 = zext nneg i32 %1407 to i64, !dbg !3293
  %1409 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1408, !dbg !3293
    #dbg_value(ptr %1409, !987, !DIExpression(), !2657)
  %1410 = lshr i32 %3434, 16, !dbg !3293
  %1411 = and i32 %1410, 255, !dbg !3293
  %1412 = zext nneg i32 %1411 to i64, !dbg !3293
  %1413 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1412, !dbg !3293
    #dbg_value(ptr %1413, !990, !DIExpression(), !2657)
  %1414 = lshr i32 %3434, 24, !dbg !3293
  %1415 = zext nneg i32 %1414 to i64, !dbg !3293
  %1416 = getelementptr inbounds %struct.TValue, ptr %35, i64 %1415, !dbg !3293
    #dbg_value(ptr %1416, !991, !DIExpression(), !2657)
  %1417 = load i64, ptr %1416, align 8, !dbg !3293, !tbaa !1548
    #dbg_value(i64 %1417, !993, !DIExpression(), !2657)
  %1418 = getelementptr inbounds i8, ptr %1413, i64 8, !dbg !3294
  %1419 = load i8, ptr %1418, align 8, !dbg !3294, !tbaa !1541
  switch i8 %1419, label %1437 [
    i8 3, label %1420
    i8 19, label %1422
  ], !dbg !3293, !prof !3273

1420:                                             ; preds = %1405
  %1421 = load i64, ptr %1413, align 8, !dbg !3294, !tbaa !1548
    #dbg_value(i64 %1421, !992, !DIExpression(), !2657)
  br label %1432, !dbg !3294

1422:                                             ; preds = %1405
  %1423 = load double, ptr %1413, align 8, !dbg !3295, !tbaa !1548
    #dbg_value(double %1423, !1589, !DIExpression(), !3297)
    #dbg_value(ptr undef, !1590, !DIExpression(), !3297)
    #dbg_value(i32 0, !1591, !DIExpression(), !3297)
  %1424 = call double @llvm.floor.f64(double %1423), !dbg !3299
    #dbg_value(double %1424, !1592, !DIExpression(), !3297)
  %1425 = fcmp une double %1424, %1423, !dbg !3300
  br i1 %1425, label %1437, label %1426, !dbg !3301

1426:                                             ; preds = %1422
    #dbg_value(double %1424, !1592, !DIExpression(), !3297)
  %1427 = fcmp oge double %1424, 0xC3E0000000000000, !dbg !3302
  %1428 = fcmp olt double %1424, 0x43E0000000000000, !dbg !3302
  %1429 = and i1 %1427, %1428, !dbg !3302
  br i1 %1429, label %1430, label %1437, !dbg !3302

1430:                                             ; preds = %1426
  %1431 = fptosi double %1424 to i64, !dbg !3302
    #dbg_value(i64 %1431, !992, !DIExpression(), !2657)
  br label %1432, !dbg !3293

1432:                                             ; preds = %1430, %1420
  %1433 = phi i64 [ %1421, %1420 ], [ %1431, %1430 ]
    #dbg_value(i64 %1433, !992, !DIExpression(), !2657)
  %1434 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3303
    #dbg_value(ptr %1434, !628, !DIExpression(), !2644)
    #dbg_value(ptr %1409, !994, !DIExpression(), !3304)
  %1435 = or i64 %1433, %1417, !dbg !3305
  store i64 %1435, ptr %1409, align 8, !dbg !3305, !tbaa !1548
  %1436 = getelementptr inbounds i8, ptr %1409, i64 8, !dbg !3305
  store i8 3, ptr %1436, align 8, !dbg !3305, !tbaa !1541
  br label %1437, !dbg !3303

1437:                                             ; preds = %1405, %1422, %1426, %1432
  %1438 = phi ptr [ %1434, %1432 ], [ %3432, %1426 ], [ %3432, %1422 ], [ %3432, %1405 ], !dbg !2684
    #dbg_value(i64 poison, !992, !DIExpression(), !2657)
    #dbg_value(ptr %1438, !628, !DIExpression(), !2644)
  %1439 = icmp eq i32 %3431, 0, !dbg !3306
  br i1 %1439, label %1444, label %1440, !dbg !3309, !prof !2320

1440:                                             ; preds = %1437
  %1441 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1438) #13, !dbg !3310
    #dbg_value(i32 %1441, !629, !DIExpression(), !2644)
  %1442 = load ptr, ptr %29, align 8, !dbg !3310, !tbaa !1548
  %1443 = getelementptr inbounds i8, ptr %1442, i64 16, !dbg !3310
    #dbg_value(ptr %1443, !627, !DIExpression(), !2644)
  br label %1444, !dbg !3310

1444:                                             ; preds = %1440, %1437
  %1445 = phi i32 [ %1441, %1440 ], [ 0, %1437 ], !dbg !2684
  %1446 = phi ptr [ %1443, %1440 ], [ %3433, %1437 ], !dbg !2684
    #dbg_value(ptr %1446, !627, !DIExpression(), !2644)
    #dbg_value(i32 %1445, !629, !DIExpression(), !2644)
  %1447 = getelementptr inbounds i8, ptr %1438, i64 4, !dbg !3309
    #dbg_value(ptr %1447, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3312

1448:                                             ; preds = %3429
    #dbg_label(!998, !3313)
  %1449 = lshr i32 %3434, 7, !dbg !3314
  %1450 = and i32 %1449, 255, !dbg !3314
  %1451 = zext nneg i32 %1450 to i64, !dbg !3314
  %1452 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1451, !dbg !3314
    #dbg_value(ptr %1452, !999, !DIExpression(), !2656)
  %1453 = lshr i32 %3434, 16, !dbg !3314
  %1454 = and i32 %1453, 255, !dbg !3314
  %1455 = zext nneg i32 %1454 to i64, !dbg !3314
  %1456 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1455, !dbg !3314
    #dbg_value(ptr %1456, !1002, !DIExpression(), !2656)
  %1457 = lshr i32 %3434, 24, !dbg !3314
  %1458 = zext nneg i32 %1457 to i64, !dbg !3314
  %1459 = getelementptr inbounds %struct.TValue, ptr %35, i64 %1458, !dbg !3314
    #dbg_value(ptr %1459, !1003, !DIExpression(), !2656)
  %1460 = load i64, ptr %1459, align 8, !dbg !3314, !tbaa !1548
    #dbg_value(i64 %1460, !1005, !DIExpression(), !2656)
  %1461 = getelementptr inbounds i8, ptr %1456, i64 8, !dbg !3315
  %1462 = load i8, ptr %1461, align 8, !dbg !3315, !tbaa !1541
  switch i8 %1462, label %1480 [
    i8 3, label %1463
    i8 19, label %1465
  ], !dbg !3314, !prof !3273

1463:                                             ; preds = %1448
  %1464 = load i64, ptr %1456, align 8, !dbg !3315, !tbaa !1548
    #dbg_value(i64 %1464, !1004, !DIExpression(), !2656)
  br label %1475, !dbg !3315

1465:                                             ; preds = %1448
  %1466 = load double, ptr %1456, align 8, !dbg !3316, !tbaa !1548
    #dbg_value(double %1466, !1589, !DIExpression(), !3318)
    #dbg_value(ptr undef, !1590, !DIExpression(), !3318)
    #dbg_value(i32 0, !1591, !DIExpression(), !3318)
  %1467 = call double @llvm.floor.f64(double %1466), !dbg !3320
    #dbg_value(double %1467, !1592, !DIExpression(), !3318)
  %1468 = fcmp une double %1467, %1466, !dbg !3321
  br i1 %1468, label %1480, label %1469, !dbg !3322

1469:                                             ; preds = %1465
    #dbg_value(double %1467, !1592, !DIExpression(), !3318)
  %1470 = fcmp oge double %1467, 0xC3E0000000000000, !dbg !3323
  %1471 = fcmp olt double %1467, 0x43E0000000000000, !dbg !3323
  %1472 = and i1 %1470, %1471, !dbg !3323
  br i1 %1472, label %1473, label %1480, !dbg !3323

1473:                                             ; preds = %1469
  %1474 = fptosi double %1467 to i64, !dbg !3323
    #dbg_value(i64 %1474, !1004, !DIExpression(), !2656)
  br label %1475, !dbg !3314

1475:                                             ; preds = %1473, %1463
  %1476 = phi i64 [ %1464, %1463 ], [ %1474, %1473 ]
    #dbg_value(i64 %1476, !1004, !DIExpression(), !2656)
  %1477 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3324
    #dbg_value(ptr %1477, !628, !DIExpression(), !2644)
    #dbg_value(ptr %1452, !1006, !DIExpression(), !3325)
  %1478 = xor i64 %1476, %1460, !dbg !3326
  store i64 %1478, ptr %1452, align 8, !dbg !3326, !tbaa !1548
  %1479 = getelementptr inbounds i8, ptr %1452, i64 8, !dbg !3326
  store i8 3, ptr %1479, align 8, !dbg !3326, !tbaa !1541
  br label %1480, !dbg !3324

1480:                                             ; preds = %1448, %1465, %1469, %1475
  %1481 = phi ptr [ %1477, %1475 ], [ %3432, %1469 ], [ %3432, %1465 ], [ %3432, %1448 ], !dbg !2684
    #dbg_value(i64 poison, !1004, !DIExpression(), !2656)
    #dbg_value(ptr %1481, !628, !DIExpression(), !2644)
  %1482 = icmp eq i32 %3431, 0, !dbg !3327
  br i1 %1482, label %1487, label %1483, !dbg !3330, !prof !2320

1483:                                             ; preds = %1480
  %1484 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1481) #13, !dbg !3331
    #dbg_value(i32 %1484, !629, !DIExpression(), !2644)
  %1485 = load ptr, ptr %29, align 8, !dbg !3331, !tbaa !1548
  %1486 = getelementptr inbounds i8, ptr %1485, i64 16, !dbg !3331
    #dbg_value(ptr %1486, !627, !DIExpression(), !2644)
  br label %1487, !dbg !3331

1487:                                             ; preds = %1483, %1480
  %1488 = phi i32 [ %1484, %1483 ], [ 0, %1480 ], !dbg !2684
  %1489 = phi ptr [ %1486, %1483 ], [ %3433, %1480 ], !dbg !2684
    #dbg_value(ptr %1489, !627, !DIExpression(), !2644)
    #dbg_value(i32 %1488, !629, !DIExpression(), !2644)
  %1490 = getelementptr inbounds i8, ptr %1481, i64 4, !dbg !3330
    #dbg_value(ptr %1490, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3333

1491:                                             ; preds = %3429
    #dbg_label(!1010, !3334)
  %1492 = lshr i32 %3434, 7, !dbg !3335
  %1493 = and i32 %1492, 255, !dbg !3335
  %1494 = zext nneg i32 %1493 to i64, !dbg !3335
  %1495 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1494, !dbg !3335
    #dbg_value(ptr %1495, !1011, !DIExpression(), !2655)
  %1496 = lshr i32 %3434, 16, !dbg !3336
  %1497 = and i32 %1496, 255, !dbg !3336
  %1498 = zext nneg i32 %1497 to i64, !dbg !3336
  %1499 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1498, !dbg !3336
    #dbg_value(ptr %1499, !1013, !DIExpression(), !2655)
  %1500 = lshr i32 %3434, 24, !dbg !3337
    #dbg_value(i32 %1500, !1014, !DIExpression(DW_OP_constu, 127, DW_OP_minus, DW_OP_stack_value), !2655)
  %1501 = getelementptr inbounds i8, ptr %1499, i64 8, !dbg !3338
  %1502 = load i8, ptr %1501, align 8, !dbg !3338, !tbaa !1541
  switch i8 %1502, label %1533 [
    i8 3, label %1503
    i8 19, label %1505
  ], !dbg !3339, !prof !3273

1503:                                             ; preds = %1491
  %1504 = load i64, ptr %1499, align 8, !dbg !3338, !tbaa !1548
    #dbg_value(i64 %1504, !1015, !DIExpression(), !2655)
  br label %1515, !dbg !3338

1505:                                             ; preds = %1491
  %1506 = load double, ptr %1499, align 8, !dbg !3340, !tbaa !1548
    #dbg_value(double %1506, !1589, !DIExpression(), !3342)
    #dbg_value(ptr undef, !1590, !DIExpression(), !3342)
    #dbg_value(i32 0, !1591, !DIExpression(), !3342)
  %1507 = call double @llvm.floor.f64(double %1506), !dbg !3344
    #dbg_value(double %1507, !1592, !DIExpression(), !3342)
  %1508 = fcmp une double %1507, %1506, !dbg !3345
  br i1 %1508, label %1533, label %1509, !dbg !3346

1509:                                             ; preds = %1505
    #dbg_value(double %1507, !1592, !DIExpression(), !3342)
  %1510 = fcmp oge double %1507, 0xC3E0000000000000, !dbg !3347
  %1511 = fcmp olt double %1507, 0x43E0000000000000, !dbg !3347
  %1512 = and i1 %1510, %1511, !dbg !3347
  br i1 %1512, label %1513, label %1533, !dbg !3347

1513:                                             ; preds = %1509
  %1514 = fptosi double %1507 to i64, !dbg !3347
    #dbg_value(i64 %1514, !1015, !DIExpression(), !2655)
  br label %1515, !dbg !3339

1515:                                             ; preds = %1513, %1503
  %1516 = phi i64 [ %1504, %1503 ], [ %1514, %1513 ]
    #dbg_value(i64 %1516, !1015, !DIExpression(), !2655)
  %1517 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3348
    #dbg_value(ptr %1517, !628, !DIExpression(), !2644)
    #dbg_value(ptr %1495, !1016, !DIExpression(), !3349)
  %1518 = sub nsw i32 127, %1500, !dbg !3350
  %1519 = sext i32 %1518 to i64, !dbg !3350
    #dbg_value(i64 %1516, !2532, !DIExpression(), !3351)
    #dbg_value(i64 %1519, !2533, !DIExpression(), !3351)
  %1520 = icmp slt i32 %3434, 0, !dbg !3353
  br i1 %1520, label %1521, label %1526, !dbg !3354

1521:                                             ; preds = %1515
  %1522 = icmp ult i32 %1518, -63, !dbg !3355
  br i1 %1522, label %1530, label %1523, !dbg !3356

1523:                                             ; preds = %1521
  %1524 = sub nsw i64 0, %1519, !dbg !3357
  %1525 = lshr i64 %1516, %1524, !dbg !3357
  br label %1530, !dbg !3358

1526:                                             ; preds = %1515
  %1527 = icmp ugt i32 %1518, 63, !dbg !3359
  %1528 = shl i64 %1516, %1519
  %1529 = select i1 %1527, i64 0, i64 %1528, !dbg !3360
  br label %1530, !dbg !3360

1530:                                             ; preds = %1521, %1523, %1526
  %1531 = phi i64 [ %1525, %1523 ], [ 0, %1521 ], [ %1529, %1526 ], !dbg !3361
  store i64 %1531, ptr %1495, align 8, !dbg !3350, !tbaa !1548
  %1532 = getelementptr inbounds i8, ptr %1495, i64 8, !dbg !3350
  store i8 3, ptr %1532, align 8, !dbg !3350, !tbaa !1541
  br label %1533, !dbg !3362

1533:                                             ; preds = %1491, %1505, %1509, %1530
  %1534 = phi ptr [ %1517, %1530 ], [ %3432, %1509 ], [ %3432, %1505 ], [ %3432, %1491 ], !dbg !2684
    #dbg_value(i64 poison, !1015, !DIExpression(), !2655)
    #dbg_value(ptr %1534, !628, !DIExpression(), !2644)
  %1535 = icmp eq i32 %3431, 0, !dbg !3363
  br i1 %1535, label %1540, label %1536, !dbg !3366, !prof !2320

1536:                                             ; preds = %1533
  %1537 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1534) #13, !dbg !3367
    #dbg_value(i32 %1537, !629, !DIExpression(), !2644)
  %1538 = load ptr, ptr %29, align 8, !dbg !3367, !tbaa !1548
  %1539 = getelementptr inbounds i8, ptr %1538, i64 16, !dbg !3367
    #dbg_value(ptr %1539, !627, !DIExpression(), !2644)
  br label %1540, !dbg !3367

1540:                                             ; preds = %1536, %1533
  %1541 = phi i32 [ %1537, %1536 ], [ 0, %1533 ], !dbg !2684
  %1542 = phi ptr [ %1539, %1536 ], [ %3433, %1533 ], !dbg !2684
    #dbg_value(ptr %1542, !627, !DIExpression(), !2644)
    #dbg_value(i32 %1541, !629, !DIExpression(), !2644)
  %1543 = getelementptr inbounds i8, ptr %1534, i64 4, !dbg !3366
    #dbg_value(ptr %1543, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3369

1544:                                             ; preds = %3429
    #dbg_label(!1020, !3370)
  %1545 = lshr i32 %3434, 7, !dbg !3371
  %1546 = and i32 %1545, 255, !dbg !3371
  %1547 = zext nneg i32 %1546 to i64, !dbg !3371
  %1548 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1547, !dbg !3371
    #dbg_value(ptr %1548, !1021, !DIExpression(), !2654)
  %1549 = lshr i32 %3434, 16, !dbg !3372
  %1550 = and i32 %1549, 255, !dbg !3372
  %1551 = zext nneg i32 %1550 to i64, !dbg !3372
  %1552 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1551, !dbg !3372
    #dbg_value(ptr %1552, !1023, !DIExpression(), !2654)
  %1553 = lshr i32 %3434, 24, !dbg !3373
  %1554 = add nsw i32 %1553, -127, !dbg !3373
    #dbg_value(i32 %1554, !1024, !DIExpression(), !2654)
  %1555 = getelementptr inbounds i8, ptr %1552, i64 8, !dbg !3374
  %1556 = load i8, ptr %1555, align 8, !dbg !3374, !tbaa !1541
  switch i8 %1556, label %1586 [
    i8 3, label %1557
    i8 19, label %1559
  ], !dbg !3375, !prof !3273

1557:                                             ; preds = %1544
  %1558 = load i64, ptr %1552, align 8, !dbg !3374, !tbaa !1548
    #dbg_value(i64 %1558, !1025, !DIExpression(), !2654)
  br label %1569, !dbg !3374

1559:                                             ; preds = %1544
  %1560 = load double, ptr %1552, align 8, !dbg !3376, !tbaa !1548
    #dbg_value(double %1560, !1589, !DIExpression(), !3378)
    #dbg_value(ptr undef, !1590, !DIExpression(), !3378)
    #dbg_value(i32 0, !1591, !DIExpression(), !3378)
  %1561 = call double @llvm.floor.f64(double %1560), !dbg !3380
    #dbg_value(double %1561, !1592, !DIExpression(), !3378)
  %1562 = fcmp une double %1561, %1560, !dbg !3381
  br i1 %1562, label %1586, label %1563, !dbg !3382

1563:                                             ; preds = %1559
    #dbg_value(double %1561, !1592, !DIExpression(), !3378)
  %1564 = fcmp oge double %1561, 0xC3E0000000000000, !dbg !3383
  %1565 = fcmp olt double %1561, 0x43E0000000000000, !dbg !3383
  %1566 = and i1 %1564, %1565, !dbg !3383
  br i1 %1566, label %1567, label %1586, !dbg !3383

1567:                                             ; preds = %1563
  %1568 = fptosi double %1561 to i64, !dbg !3383
    #dbg_value(i64 %1568, !1025, !DIExpression(), !2654)
  br label %1569, !dbg !3375

1569:                                             ; preds = %1567, %1557
  %1570 = phi i64 [ %1558, %1557 ], [ %1568, %1567 ]
    #dbg_value(i64 %1570, !1025, !DIExpression(), !2654)
  %1571 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3384
    #dbg_value(ptr %1571, !628, !DIExpression(), !2644)
    #dbg_value(ptr %1548, !1026, !DIExpression(), !3385)
  %1572 = sext i32 %1554 to i64, !dbg !3386
    #dbg_value(i64 %1572, !2532, !DIExpression(), !3387)
    #dbg_value(i64 %1570, !2533, !DIExpression(), !3387)
  %1573 = icmp slt i64 %1570, 0, !dbg !3389
  br i1 %1573, label %1574, label %1579, !dbg !3390

1574:                                             ; preds = %1569
  %1575 = icmp ult i64 %1570, -63, !dbg !3391
  br i1 %1575, label %1583, label %1576, !dbg !3392

1576:                                             ; preds = %1574
  %1577 = sub nsw i64 0, %1570, !dbg !3393
  %1578 = lshr i64 %1572, %1577, !dbg !3393
  br label %1583, !dbg !3394

1579:                                             ; preds = %1569
  %1580 = icmp ugt i64 %1570, 63, !dbg !3395
  %1581 = shl i64 %1572, %1570
  %1582 = select i1 %1580, i64 0, i64 %1581, !dbg !3396
  br label %1583, !dbg !3396

1583:                                             ; preds = %1574, %1576, %1579
  %1584 = phi i64 [ %1578, %1576 ], [ 0, %1574 ], [ %1582, %1579 ], !dbg !3397
  store i64 %1584, ptr %1548, align 8, !dbg !3386, !tbaa !1548
  %1585 = getelementptr inbounds i8, ptr %1548, i64 8, !dbg !3386
  store i8 3, ptr %1585, align 8, !dbg !3386, !tbaa !1541
  br label %1586, !dbg !3398

1586:                                             ; preds = %1544, %1559, %1563, %1583
  %1587 = phi ptr [ %1571, %1583 ], [ %3432, %1563 ], [ %3432, %1559 ], [ %3432, %1544 ], !dbg !2684
    #dbg_value(i64 poison, !1025, !DIExpression(), !2654)
    #dbg_value(ptr %1587, !628, !DIExpression(), !2644)
  %1588 = icmp eq i32 %3431, 0, !dbg !3399
  br i1 %1588, label %1593, label %1589, !dbg !3402, !prof !2320

1589:                                             ; preds = %1586
  %1590 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1587) #13, !dbg !3403
    #dbg_value(i32 %1590, !629, !DIExpression(), !2644)
  %1591 = load ptr, ptr %29, align 8, !dbg !3403, !tbaa !1548
  %1592 = getelementptr inbounds i8, ptr %1591, i64 16, !dbg !3403
    #dbg_value(ptr %1592, !627, !DIExpression(), !2644)
  br label %1593, !dbg !3403

1593:                                             ; preds = %1589, %1586
  %1594 = phi i32 [ %1590, %1589 ], [ 0, %1586 ], !dbg !2684
  %1595 = phi ptr [ %1592, %1589 ], [ %3433, %1586 ], !dbg !2684
    #dbg_value(ptr %1595, !627, !DIExpression(), !2644)
    #dbg_value(i32 %1594, !629, !DIExpression(), !2644)
  %1596 = getelementptr inbounds i8, ptr %1587, i64 4, !dbg !3402
    #dbg_value(ptr %1596, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3405

1597:                                             ; preds = %3429
    #dbg_label(!1030, !3406)
  %1598 = lshr i32 %3434, 16, !dbg !3407
  %1599 = and i32 %1598, 255, !dbg !3407
  %1600 = zext nneg i32 %1599 to i64, !dbg !3407
  %1601 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1600, !dbg !3407
    #dbg_value(ptr %1601, !1031, !DIExpression(), !3408)
  %1602 = lshr i32 %3434, 24, !dbg !3407
  %1603 = zext nneg i32 %1602 to i64, !dbg !3407
  %1604 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1603, !dbg !3407
    #dbg_value(ptr %1604, !1034, !DIExpression(), !3408)
  %1605 = lshr i32 %3434, 7, !dbg !3409
  %1606 = and i32 %1605, 255, !dbg !3409
  %1607 = zext nneg i32 %1606 to i64, !dbg !3409
  %1608 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1607, !dbg !3409
    #dbg_value(ptr %1608, !1035, !DIExpression(), !3410)
  %1609 = getelementptr inbounds i8, ptr %1601, i64 8, !dbg !3411
  %1610 = load i8, ptr %1609, align 8, !dbg !3411, !tbaa !1541
  switch i8 %1610, label %1642 [
    i8 3, label %1611
    i8 19, label %1620
  ], !dbg !3411

1611:                                             ; preds = %1597
  %1612 = getelementptr inbounds i8, ptr %1604, i64 8, !dbg !3411
  %1613 = load i8, ptr %1612, align 8, !dbg !3411, !tbaa !1541
  %1614 = icmp eq i8 %1613, 3, !dbg !3411
  %1615 = load i64, ptr %1601, align 8, !dbg !3411, !tbaa !1548
  br i1 %1614, label %1616, label %1624, !dbg !3409

1616:                                             ; preds = %1611
    #dbg_value(i64 %1615, !1037, !DIExpression(), !3412)
  %1617 = load i64, ptr %1604, align 8, !dbg !3413, !tbaa !1548
    #dbg_value(i64 %1617, !1040, !DIExpression(), !3412)
    #dbg_value(ptr %3432, !628, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !2644)
    #dbg_value(ptr %1608, !1041, !DIExpression(), !3414)
  %1618 = add i64 %1617, %1615, !dbg !3415
  %1619 = bitcast i64 %1618 to double, !dbg !3415
  br label %1637, !dbg !3413

1620:                                             ; preds = %1597
  %1621 = load double, ptr %1601, align 8, !dbg !3416, !tbaa !1548
    #dbg_value(double %1621, !1043, !DIExpression(), !3417)
  %1622 = getelementptr inbounds i8, ptr %1604, i64 8
  %1623 = load i8, ptr %1622, align 8, !dbg !3416, !tbaa !1541
  br label %1626, !dbg !3416

1624:                                             ; preds = %1611
  %1625 = sitofp i64 %1615 to double, !dbg !3416
    #dbg_value(double %1625, !1043, !DIExpression(), !3417)
  br label %1626, !dbg !3416

1626:                                             ; preds = %1620, %1624
  %1627 = phi i8 [ %1623, %1620 ], [ %1613, %1624 ], !dbg !3416
  %1628 = phi double [ %1621, %1620 ], [ %1625, %1624 ], !dbg !3416
    #dbg_value(double %1628, !1043, !DIExpression(), !3417)
  switch i8 %1627, label %1642 [
    i8 19, label %1629
    i8 3, label %1631
  ], !dbg !3418

1629:                                             ; preds = %1626
  %1630 = load double, ptr %1604, align 8, !dbg !3416, !tbaa !1548
    #dbg_value(double %1630, !1045, !DIExpression(), !3417)
  br label %1634, !dbg !3416

1631:                                             ; preds = %1626
  %1632 = load i64, ptr %1604, align 8, !dbg !3416, !tbaa !1548
  %1633 = sitofp i64 %1632 to double, !dbg !3416
    #dbg_value(double %1633, !1045, !DIExpression(), !3417)
  br label %1634, !dbg !3416

1634:                                             ; preds = %1629, %1631
  %1635 = phi double [ %1630, %1629 ], [ %1633, %1631 ], !dbg !3416
    #dbg_value(double %1635, !1045, !DIExpression(), !3417)
    #dbg_value(ptr %3432, !628, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !2644)
    #dbg_value(ptr %1608, !1046, !DIExpression(), !3419)
  %1636 = fadd double %1628, %1635, !dbg !3420
  br label %1637, !dbg !3421

1637:                                             ; preds = %1616, %1634
  %1638 = phi double [ %1636, %1634 ], [ %1619, %1616 ], !dbg !3411
  %1639 = phi i8 [ 19, %1634 ], [ 3, %1616 ]
  %1640 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3411
  store double %1638, ptr %1608, align 8, !dbg !3411, !tbaa !1548
  %1641 = getelementptr inbounds i8, ptr %1608, i64 8, !dbg !3411
  store i8 %1639, ptr %1641, align 8, !dbg !3411, !tbaa !1541
  br label %1642, !dbg !3422

1642:                                             ; preds = %1637, %1597, %1626
  %1643 = phi ptr [ %3432, %1626 ], [ %3432, %1597 ], [ %1640, %1637 ], !dbg !2684
    #dbg_value(ptr %1643, !628, !DIExpression(), !2644)
  %1644 = icmp eq i32 %3431, 0, !dbg !3422
  br i1 %1644, label %1649, label %1645, !dbg !3425, !prof !2320

1645:                                             ; preds = %1642
  %1646 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1643) #13, !dbg !3426
    #dbg_value(i32 %1646, !629, !DIExpression(), !2644)
  %1647 = load ptr, ptr %29, align 8, !dbg !3426, !tbaa !1548
  %1648 = getelementptr inbounds i8, ptr %1647, i64 16, !dbg !3426
    #dbg_value(ptr %1648, !627, !DIExpression(), !2644)
  br label %1649, !dbg !3426

1649:                                             ; preds = %1645, %1642
  %1650 = phi i32 [ %1646, %1645 ], [ 0, %1642 ], !dbg !2684
  %1651 = phi ptr [ %1648, %1645 ], [ %3433, %1642 ], !dbg !2684
    #dbg_value(ptr %1651, !627, !DIExpression(), !2644)
    #dbg_value(i32 %1650, !629, !DIExpression(), !2644)
  %1652 = getelementptr inbounds i8, ptr %1643, i64 4, !dbg !3425
    #dbg_value(ptr %1652, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3428

1653:                                             ; preds = %3429
    #dbg_label(!1050, !3429)
  %1654 = lshr i32 %3434, 16, !dbg !3430
  %1655 = and i32 %1654, 255, !dbg !3430
  %1656 = zext nneg i32 %1655 to i64, !dbg !3430
  %1657 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1656, !dbg !3430
    #dbg_value(ptr %1657, !1051, !DIExpression(), !3431)
  %1658 = lshr i32 %3434, 24, !dbg !3430
  %1659 = zext nneg i32 %1658 to i64, !dbg !3430
  %1660 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1659, !dbg !3430
    #dbg_value(ptr %1660, !1054, !DIExpression(), !3431)
  %1661 = lshr i32 %3434, 7, !dbg !3432
  %1662 = and i32 %1661, 255, !dbg !3432
  %1663 = zext nneg i32 %1662 to i64, !dbg !3432
  %1664 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1663, !dbg !3432
    #dbg_value(ptr %1664, !1055, !DIExpression(), !3433)
  %1665 = getelementptr inbounds i8, ptr %1657, i64 8, !dbg !3434
  %1666 = load i8, ptr %1665, align 8, !dbg !3434, !tbaa !1541
  switch i8 %1666, label %1698 [
    i8 3, label %1667
    i8 19, label %1676
  ], !dbg !3434

1667:                                             ; preds = %1653
  %1668 = getelementptr inbounds i8, ptr %1660, i64 8, !dbg !3434
  %1669 = load i8, ptr %1668, align 8, !dbg !3434, !tbaa !1541
  %1670 = icmp eq i8 %1669, 3, !dbg !3434
  %1671 = load i64, ptr %1657, align 8, !dbg !3434, !tbaa !1548
  br i1 %1670, label %1672, label %1680, !dbg !3432

1672:                                             ; preds = %1667
    #dbg_value(i64 %1671, !1057, !DIExpression(), !3435)
  %1673 = load i64, ptr %1660, align 8, !dbg !3436, !tbaa !1548
    #dbg_value(i64 %1673, !1060, !DIExpression(), !3435)
    #dbg_value(ptr %3432, !628, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !2644)
    #dbg_value(ptr %1664, !1061, !DIExpression(), !3437)
  %1674 = sub i64 %1671, %1673, !dbg !3438
  %1675 = bitcast i64 %1674 to double, !dbg !3438
  br label %1693, !dbg !3436

1676:                                             ; preds = %1653
  %1677 = load double, ptr %1657, align 8, !dbg !3439, !tbaa !1548
    #dbg_value(double %1677, !1063, !DIExpression(), !3440)
  %1678 = getelementptr inbounds i8, ptr %1660, i64 8
  %1679 = load i8, ptr %1678, align 8, !dbg !3439, !tbaa !1541
  br label %1682, !dbg !3439

1680:                                             ; preds = %1667
  %1681 = sitofp i64 %1671 to double, !dbg !3439
    #dbg_value(double %1681, !1063, !DIExpression(), !3440)
  br label %1682, !dbg !3439

1682:                                             ; preds = %1676, %1680
  %1683 = phi i8 [ %1679, %1676 ], [ %1669, %1680 ], !dbg !3439
  %1684 = phi double [ %1677, %1676 ], [ %1681, %1680 ], !dbg !3439
    #dbg_value(double %1684, !1063, !DIExpression(), !3440)
  switch i8 %1683, label %1698 [
    i8 19, label %1685
    i8 3, label %1687
  ], !dbg !3441

1685:                                             ; preds = %1682
  %1686 = load double, ptr %1660, align 8, !dbg !3439, !tbaa !1548
    #dbg_value(double %1686, !1065, !DIExpression(), !3440)
  br label %1690, !dbg !3439

1687:                                             ; preds = %1682
  %1688 = load i64, ptr %1660, align 8, !dbg !3439, !tbaa !1548
  %1689 = sitofp i64 %1688 to double, !dbg !3439
    #dbg_value(double %1689, !1065, !DIExpression(), !3440)
  br label %1690, !dbg !3439

1690:                                             ; preds = %1685, %1687
  %1691 = phi double [ %1686, %1685 ], [ %1689, %1687 ], !dbg !3439
    #dbg_value(double %1691, !1065, !DIExpression(), !3440)
    #dbg_value(ptr %3432, !628, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !2644)
    #dbg_value(ptr %1664, !1066, !DIExpression(), !3442)
  %1692 = fsub double %1684, %1691, !dbg !3443
  br label %1693, !dbg !3444

1693:                                             ; preds = %1672, %1690
  %1694 = phi double [ %1692, %1690 ], [ %1675, %1672 ], !dbg !3434
  %1695 = phi i8 [ 19, %1690 ], [ 3, %1672 ]
  %1696 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3434
  store double %1694, ptr %1664, align 8, !dbg !3434, !tbaa !1548
  %1697 = getelementptr inbounds i8, ptr %1664, i64 8, !dbg !3434
  store i8 %1695, ptr %1697, align 8, !dbg !3434, !tbaa !1541
  br label %1698, !dbg !3445

1698:                                             ; preds = %1693, %1653, %1682
  %1699 = phi ptr [ %3432, %1682 ], [ %3432, %1653 ], [ %1696, %1693 ], !dbg !2684
    #dbg_value(ptr %1699, !628, !DIExpression(), !2644)
  %1700 = icmp eq i32 %3431, 0, !dbg !3445
  br i1 %1700, label %1705, label %1701, !dbg !3448, !prof !2320

1701:                                             ; preds = %1698
  %1702 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1699) #13, !dbg !3449
    #dbg_value(i32 %1702, !629, !DIExpression(), !2644)
  %1703 = load ptr, ptr %29, align 8, !dbg !3449, !tbaa !1548
  %1704 = getelementptr inbounds i8, ptr %1703, i64 16, !dbg !3449
    #dbg_value(ptr %1704, !627, !DIExpression(), !2644)
  br label %1705, !dbg !3449

1705:                                             ; preds = %1701, %1698
  %1706 = phi i32 [ %1702, %1701 ], [ 0, %1698 ], !dbg !2684
  %1707 = phi ptr [ %1704, %1701 ], [ %3433, %1698 ], !dbg !2684
    #dbg_value(ptr %1707, !627, !DIExpression(), !2644)
    #dbg_value(i32 %1706, !629, !DIExpression(), !2644)
  %1708 = getelementptr inbounds i8, ptr %1699, i64 4, !dbg !3448
    #dbg_value(ptr %1708, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3451

1709:                                             ; preds = %3429
    #dbg_label(!1070, !3452)
  %1710 = lshr i32 %3434, 16, !dbg !3453
  %1711 = and i32 %1710, 255, !dbg !3453
  %1712 = zext nneg i32 %1711 to i64, !dbg !3453
  %1713 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1712, !dbg !3453
    #dbg_value(ptr %1713, !1071, !DIExpression(), !3454)
  %1714 = lshr i32 %3434, 24, !dbg !3453
  %1715 = zext nneg i32 %1714 to i64, !dbg !3453
  %1716 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1715, !dbg !3453
    #dbg_value(ptr %1716, !1074, !DIExpression(), !3454)
  %1717 = lshr i32 %3434, 7, !dbg !3455
  %1718 = and i32 %1717, 255, !dbg !3455
  %1719 = zext nneg i32 %1718 to i64, !dbg !3455
  %1720 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1719, !dbg !3455
    #dbg_value(ptr %1720, !1075, !DIExpression(), !3456)
  %1721 = getelementptr inbounds i8, ptr %1713, i64 8, !dbg !3457
  %1722 = load i8, ptr %1721, align 8, !dbg !3457, !tbaa !1541
  switch i8 %1722, label %1754 [
    i8 3, label %1723
    i8 19, label %1732
  ], !dbg !3457

1723:                                             ; preds = %1709
  %1724 = getelementptr inbounds i8, ptr %1716, i64 8, !dbg !3457
  %1725 = load i8, ptr %1724, align 8, !dbg !3457, !tbaa !1541
  %1726 = icmp eq i8 %1725, 3, !dbg !3457
  %1727 = load i64, ptr %1713, align 8, !dbg !3457, !tbaa !1548
  br i1 %1726, label %1728, label %1736, !dbg !3455

1728:                                             ; preds = %1723
    #dbg_value(i64 %1727, !1077, !DIExpression(), !3458)
  %1729 = load i64, ptr %1716, align 8, !dbg !3459, !tbaa !1548
    #dbg_value(i64 %1729, !1080, !DIExpression(), !3458)
    #dbg_value(ptr %3432, !628, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !2644)
    #dbg_value(ptr %1720, !1081, !DIExpression(), !3460)
  %1730 = mul i64 %1729, %1727, !dbg !3461
  %1731 = bitcast i64 %1730 to double, !dbg !3461
  br label %1749, !dbg !3459

1732:                                             ; preds = %1709
  %1733 = load double, ptr %1713, align 8, !dbg !3462, !tbaa !1548
    #dbg_value(double %1733, !1083, !DIExpression(), !3463)
  %1734 = getelementptr inbounds i8, ptr %1716, i64 8
  %1735 = load i8, ptr %1734, align 8, !dbg !3462, !tbaa !1541
  br label %1738, !dbg !3462

1736:                                             ; preds = %1723
  %1737 = sitofp i64 %1727 to double, !dbg !3462
    #dbg_value(double %1737, !1083, !DIExpression(), !3463)
  br label %1738, !dbg !3462

1738:                                             ; preds = %1732, %1736
  %1739 = phi i8 [ %1735, %1732 ], [ %1725, %1736 ], !dbg !3462
  %1740 = phi double [ %1733, %1732 ], [ %1737, %1736 ], !dbg !3462
    #dbg_value(double %1740, !1083, !DIExpression(), !3463)
  switch i8 %1739, label %1754 [
    i8 19, label %1741
    i8 3, label %1743
  ], !dbg !3464

1741:                                             ; preds = %1738
  %1742 = load double, ptr %1716, align 8, !dbg !3462, !tbaa !1548
    #dbg_value(double %1742, !1085, !DIExpression(), !3463)
  br label %1746, !dbg !3462

1743:                                             ; preds = %1738
  %1744 = load i64, ptr %1716, align 8, !dbg !3462, !tbaa !1548
  %1745 = sitofp i64 %1744 to double, !dbg !3462
    #dbg_value(double %1745, !1085, !DIExpression(), !3463)
  br label %1746, !dbg !3462

1746:                                             ; preds = %1741, %1743
  %1747 = phi double [ %1742, %1741 ], [ %1745, %1743 ], !dbg !3462
    #dbg_value(double %1747, !1085, !DIExpression(), !3463)
    #dbg_value(ptr %3432, !628, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !2644)
    #dbg_value(ptr %1720, !1086, !DIExpression(), !3465)
  %1748 = fmul double %1740, %1747, !dbg !3466
  br label %1749, !dbg !3467

1749:                                             ; preds = %1728, %1746
  %1750 = phi double [ %1748, %1746 ], [ %1731, %1728 ], !dbg !3457
  %1751 = phi i8 [ 19, %1746 ], [ 3, %1728 ]
  %1752 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3457
  store double %1750, ptr %1720, align 8, !dbg !3457, !tbaa !1548
  %1753 = getelementptr inbounds i8, ptr %1720, i64 8, !dbg !3457
  store i8 %1751, ptr %1753, align 8, !dbg !3457, !tbaa !1541
  br label %1754, !dbg !3468

1754:                                             ; preds = %1749, %1709, %1738
  %1755 = phi ptr [ %3432, %1738 ], [ %3432, %1709 ], [ %1752, %1749 ], !dbg !2684
    #dbg_value(ptr %1755, !628, !DIExpression(), !2644)
  %1756 = icmp eq i32 %3431, 0, !dbg !3468
  br i1 %1756, label %1761, label %1757, !dbg !3471, !prof !2320

1757:                                             ; preds = %1754
  %1758 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1755) #13, !dbg !3472
    #dbg_value(i32 %1758, !629, !DIExpression(), !2644)
  %1759 = load ptr, ptr %29, align 8, !dbg !3472, !tbaa !1548
  %1760 = getelementptr inbounds i8, ptr %1759, i64 16, !dbg !3472
    #dbg_value(ptr %1760, !627, !DIExpression(), !2644)
  br label %1761, !dbg !3472

1761:                                             ; preds = %1757, %1754
  %1762 = phi i32 [ %1758, %1757 ], [ 0, %1754 ], !dbg !2684
  %1763 = phi ptr [ %1760, %1757 ], [ %3433, %1754 ], !dbg !2684
    #dbg_value(ptr %1763, !627, !DIExpression(), !2644)
    #dbg_value(i32 %1762, !629, !DIExpression(), !2644)
  %1764 = getelementptr inbounds i8, ptr %1755, i64 4, !dbg !3471
    #dbg_value(ptr %1764, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3474

1765:                                             ; preds = %3429
    #dbg_label(!1090, !3475)
  store ptr %3432, ptr %36, align 8, !dbg !3476, !tbaa !1548
  %1766 = load ptr, ptr %50, align 8, !dbg !3476, !tbaa !1548
  store ptr %1766, ptr %12, align 8, !dbg !3476, !tbaa !1548
  %1767 = lshr i32 %3434, 16, !dbg !3477
  %1768 = and i32 %1767, 255, !dbg !3477
  %1769 = zext nneg i32 %1768 to i64, !dbg !3477
  %1770 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1769, !dbg !3477
    #dbg_value(ptr %1770, !1091, !DIExpression(), !3478)
  %1771 = lshr i32 %3434, 24, !dbg !3477
  %1772 = zext nneg i32 %1771 to i64, !dbg !3477
  %1773 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1772, !dbg !3477
    #dbg_value(ptr %1773, !1094, !DIExpression(), !3478)
  %1774 = lshr i32 %3434, 7, !dbg !3479
  %1775 = and i32 %1774, 255, !dbg !3479
  %1776 = zext nneg i32 %1775 to i64, !dbg !3479
  %1777 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1776, !dbg !3479
    #dbg_value(ptr %1777, !1095, !DIExpression(), !3480)
  %1778 = getelementptr inbounds i8, ptr %1770, i64 8, !dbg !3481
  %1779 = load i8, ptr %1778, align 8, !dbg !3481, !tbaa !1541
  switch i8 %1779, label %1835 [
    i8 3, label %1780
    i8 19, label %1803
  ], !dbg !3481

1780:                                             ; preds = %1765
  %1781 = getelementptr inbounds i8, ptr %1773, i64 8, !dbg !3481
  %1782 = load i8, ptr %1781, align 8, !dbg !3481, !tbaa !1541
  %1783 = icmp eq i8 %1782, 3, !dbg !3481
  br i1 %1783, label %1784, label %1807, !dbg !3479

1784:                                             ; preds = %1780
    #dbg_value(i64 poison, !1097, !DIExpression(), !3482)
  %1785 = load i64, ptr %1773, align 8, !dbg !3483, !tbaa !1548
    #dbg_value(i64 %1785, !1100, !DIExpression(), !3482)
    #dbg_value(ptr %3432, !628, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !2644)
    #dbg_value(ptr %1777, !1101, !DIExpression(), !3484)
    #dbg_value(ptr %0, !2486, !DIExpression(), !3485)
    #dbg_value(i64 poison, !2487, !DIExpression(), !3485)
    #dbg_value(i64 %1785, !2488, !DIExpression(), !3485)
  %1786 = add i64 %1785, 1, !dbg !3487
  %1787 = icmp ult i64 %1786, 2, !dbg !3487
  br i1 %1787, label %1788, label %1791, !dbg !3488, !prof !1710

1788:                                             ; preds = %1784
  %1789 = icmp eq i64 %1785, 0, !dbg !3489
  br i1 %1789, label %1790, label %1800, !dbg !3490

1790:                                             ; preds = %1788
  call void (ptr, ptr, ...) @luaG_runerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.6) #14, !dbg !3491
  unreachable, !dbg !3491

1791:                                             ; preds = %1784
  %1792 = load i64, ptr %1770, align 8, !dbg !3483, !tbaa !1548
    #dbg_value(i64 %1792, !1097, !DIExpression(), !3482)
    #dbg_value(i64 %1792, !2487, !DIExpression(), !3485)
  %1793 = srem i64 %1792, %1785, !dbg !3492
    #dbg_value(i64 %1793, !2489, !DIExpression(), !3493)
  %1794 = icmp eq i64 %1793, 0, !dbg !3494
  br i1 %1794, label %1800, label %1795, !dbg !3495

1795:                                             ; preds = %1791
  %1796 = xor i64 %1793, %1785, !dbg !3496
  %1797 = icmp slt i64 %1796, 0, !dbg !3497
  %1798 = select i1 %1797, i64 %1785, i64 0, !dbg !3498
  %1799 = add nsw i64 %1798, %1793, !dbg !3498
  br label %1800, !dbg !3498

1800:                                             ; preds = %1788, %1791, %1795
  %1801 = phi i64 [ 0, %1788 ], [ 0, %1791 ], [ %1799, %1795 ], !dbg !3499
  %1802 = bitcast i64 %1801 to double, !dbg !3500
  br label %1830, !dbg !3483

1803:                                             ; preds = %1765
  %1804 = load double, ptr %1770, align 8, !dbg !3501, !tbaa !1548
    #dbg_value(double %1804, !1103, !DIExpression(), !3502)
  %1805 = getelementptr inbounds i8, ptr %1773, i64 8
  %1806 = load i8, ptr %1805, align 8, !dbg !3501, !tbaa !1541
  br label %1810, !dbg !3501

1807:                                             ; preds = %1780
  %1808 = load i64, ptr %1770, align 8, !dbg !3501, !tbaa !1548
  %1809 = sitofp i64 %1808 to double, !dbg !3501
    #dbg_value(double %1809, !1103, !DIExpression(), !3502)
  br label %1810, !dbg !3501

1810:                                             ; preds = %1803, %1807
  %1811 = phi i8 [ %1806, %1803 ], [ %1782, %1807 ], !dbg !3501
  %1812 = phi double [ %1804, %1803 ], [ %1809, %1807 ], !dbg !3501
    #dbg_value(double %1812, !1103, !DIExpression(), !3502)
  switch i8 %1811, label %1835 [
    i8 19, label %1813
    i8 3, label %1815
  ], !dbg !3503

1813:                                             ; preds = %1810
  %1814 = load double, ptr %1773, align 8, !dbg !3501, !tbaa !1548
    #dbg_value(double %1814, !1105, !DIExpression(), !3502)
  br label %1818, !dbg !3501

1815:                                             ; preds = %1810
  %1816 = load i64, ptr %1773, align 8, !dbg !3501, !tbaa !1548
  %1817 = sitofp i64 %1816 to double, !dbg !3501
    #dbg_value(double %1817, !1105, !DIExpression(), !3502)
  br label %1818, !dbg !3501

1818:                                             ; preds = %1813, %1815
  %1819 = phi double [ %1814, %1813 ], [ %1817, %1815 ], !dbg !3501
    #dbg_value(double %1819, !1105, !DIExpression(), !3502)
    #dbg_value(ptr %3432, !628, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !2644)
    #dbg_value(ptr %1777, !1106, !DIExpression(), !3504)
    #dbg_value(ptr %0, !2514, !DIExpression(), !3505)
    #dbg_value(double %1812, !2515, !DIExpression(), !3505)
    #dbg_value(double %1819, !2516, !DIExpression(), !3505)
  %1820 = call double @fmod(double noundef %1812, double noundef %1819) #13, !dbg !3507
    #dbg_value(double %1820, !2517, !DIExpression(), !3505)
  %1821 = fcmp ogt double %1820, 0.000000e+00, !dbg !3508
  br i1 %1821, label %1822, label %1824, !dbg !3507

1822:                                             ; preds = %1818
  %1823 = fcmp olt double %1819, 0.000000e+00, !dbg !3508
  br i1 %1823, label %1828, label %1830, !dbg !3508

1824:                                             ; preds = %1818
  %1825 = fcmp olt double %1820, 0.000000e+00, !dbg !3508
  %1826 = fcmp ogt double %1819, 0.000000e+00, !dbg !3508
  %1827 = and i1 %1826, %1825, !dbg !3508
  br i1 %1827, label %1828, label %1830, !dbg !3508

1828:                                             ; preds = %1824, %1822
  %1829 = fadd double %1819, %1820, !dbg !3508
    #dbg_value(double %1829, !2517, !DIExpression(), !3505)
  br label %1830, !dbg !3508

1830:                                             ; preds = %1828, %1824, %1822, %1800
  %1831 = phi double [ %1802, %1800 ], [ %1829, %1828 ], [ %1820, %1822 ], [ %1820, %1824 ], !dbg !3481
  %1832 = phi i8 [ 3, %1800 ], [ 19, %1828 ], [ 19, %1822 ], [ 19, %1824 ]
  %1833 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3481
  store double %1831, ptr %1777, align 8, !dbg !3481, !tbaa !1548
  %1834 = getelementptr inbounds i8, ptr %1777, i64 8, !dbg !3481
  store i8 %1832, ptr %1834, align 8, !dbg !3481, !tbaa !1541
  br label %1835, !dbg !3509

1835:                                             ; preds = %1830, %1765, %1810
  %1836 = phi ptr [ %3432, %1810 ], [ %3432, %1765 ], [ %1833, %1830 ], !dbg !2684
    #dbg_value(ptr %1836, !628, !DIExpression(), !2644)
  %1837 = icmp eq i32 %3431, 0, !dbg !3509
  br i1 %1837, label %1842, label %1838, !dbg !3512, !prof !2320

1838:                                             ; preds = %1835
  %1839 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %1836) #13, !dbg !3513
    #dbg_value(i32 %1839, !629, !DIExpression(), !2644)
  %1840 = load ptr, ptr %29, align 8, !dbg !3513, !tbaa !1548
  %1841 = getelementptr inbounds i8, ptr %1840, i64 16, !dbg !3513
    #dbg_value(ptr %1841, !627, !DIExpression(), !2644)
  br label %1842, !dbg !3513

1842:                                             ; preds = %1838, %1835
  %1843 = phi i32 [ %1839, %1838 ], [ 0, %1835 ], !dbg !2684
  %1844 = phi ptr [ %1841, %1838 ], [ %3433, %1835 ], !dbg !2684
    #dbg_value(ptr %1844, !627, !DIExpression(), !2644)
    #dbg_value(i32 %1843, !629, !DIExpression(), !2644)
  %1845 = getelementptr inbounds i8, ptr %1836, i64 4, !dbg !3512
    #dbg_value(ptr %1845, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3515

1846:                                             ; preds = %3429
    #dbg_label(!1110, !3516)
  %1847 = lshr i32 %3434, 7, !dbg !3517
  %1848 = and i32 %1847, 255, !dbg !3517
  %1849 = zext nneg i32 %1848 to i64, !dbg !3517
  %1850 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1849, !dbg !3517
    #dbg_value(ptr %1850, !1111, !DIExpression(), !3518)
  %1851 = lshr i32 %3434, 16, !dbg !3517
  %1852 = and i32 %1851, 255, !dbg !3517
  %1853 = zext nneg i32 %1852 to i64, !dbg !3517
  %1854 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1853, !dbg !3517
    #dbg_value(ptr %1854, !1114, !DIExpression(), !3518)
  %1855 = lshr i32 %3434, 24, !dbg !3517
  %1856 = zext nneg i32 %1855 to i64, !dbg !3517
  %1857 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1856, !dbg !3517
    #dbg_value(ptr %1857, !1115, !DIExpression(), !3518)
  %1858 = getelementptr inbounds i8, ptr %1854, i64 8, !dbg !3519
  %1859 = load i8, ptr %1858, align 8, !dbg !3519, !tbaa !1541
  switch i8 %1859, label %1885 [
    i8 19, label %1860
    i8 3, label %1862
  ], !dbg !3519

1860:                                             ; preds = %1846
  %1861 = load double, ptr %1854, align 8, !dbg !3519, !tbaa !1548
    #dbg_value(double %1861, !1116, !DIExpression(), !3520)
  br label %1865, !dbg !3519

1862:                                             ; preds = %1846
  %1863 = load i64, ptr %1854, align 8, !dbg !3519, !tbaa !1548
  %1864 = sitofp i64 %1863 to double, !dbg !3519
    #dbg_value(double %1864, !1116, !DIExpression(), !3520)
  br label %1865, !dbg !3519

1865:                                             ; preds = %1860, %1862
  %1866 = phi double [ %1861, %1860 ], [ %1864, %1862 ], !dbg !3519
    #dbg_value(double %1866, !1116, !DIExpression(), !3520)
  %1867 = getelementptr inbounds i8, ptr %1857, i64 8, !dbg !3519
  %1868 = load i8, ptr %1867, align 8, !dbg !3519, !tbaa !1541
  switch i8 %1868, label %1885 [
    i8 19, label %1869
    i8 3, label %1871
  ], !dbg !3521

1869:                                             ; preds = %1865
  %1870 = load double, ptr %1857, align 8, !dbg !3519, !tbaa !1548
    #dbg_value(double %1870, !1118, !DIExpression(), !3520)
  br label %1874, !dbg !3519

1871:                                             ; preds = %1865
  %1872 = load i64, ptr %1857, align 8, !dbg !3519, !tbaa !1548
  %1873 = sitofp i64 %1872 to double, !dbg !3519
    #dbg_value(double %1873, !1118, !DIExpression(), !3520)
  br label %1874, !dbg !3519

1874:                                             ; preds = %1869, %1871
  %1875 = phi double [ %1870, %1869 ], [ %1873, %1871 ], !dbg !3519
    #dbg_value(double %1875, !1118, !DIExpression(), !3520)
  %1876 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3522
    #dbg_value(ptr %1876, !628, !DIExpression(), !2644)
    #dbg_value(ptr %1850, !1119, !DIExpression(), !3523)
  %1877 = fcmp oeq double %1875, 2.000000e+00, !dbg !3524
  br i1 %1877, label %1878, label %1880, !dbg !3524

1878:                                             ; preds = %1874
  %1879 = fmul double %1866, %1866, !dbg !3524
  br label %1882, !dbg !3524

1880:                                             ; preds = %1874
  %1881 = call double @pow(double noundef %1866, double noundef %1875) #13, !dbg !3524
  br label %1882, !dbg !3524

1882:                                             ; preds = %1880, %1878
  %1883 = phi double [ %1879, %1878 ], [ %1881, %1880 ], !dbg !3524
  store double %1883, ptr %1850, align 8, !dbg !3524, !tbaa !1548
  %1884 = getelementptr inbounds i8, ptr %1850, i64 8, !dbg !3524
  store i8 19, ptr %1884, align 8, !dbg !3524, !tbaa !1541
  br label %1885, !dbg !3522

1885:                                             ; preds = %1865, %1846, %1882
  %1886 = phi ptr [ %1876, %1882 ], [ %3432, %1846 ], [ %3432, %1865 ], !dbg !2684
    #dbg_value(ptr %1886, !628, !DIExpression(), !2644)
  %1887 = icmp eq i32 %3431, 0, !dbg !3525
  br i1 %1887, label %1892, label %1888, !dbg !3528, !prof !2320

1888:                                             ; preds = %1885
  %1889 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1886) #13, !dbg !3529
    #dbg_value(i32 %1889, !629, !DIExpression(), !2644)
  %1890 = load ptr, ptr %29, align 8, !dbg !3529, !tbaa !1548
  %1891 = getelementptr inbounds i8, ptr %1890, i64 16, !dbg !3529
    #dbg_value(ptr %1891, !627, !DIExpression(), !2644)
  br label %1892, !dbg !3529

1892:                                             ; preds = %1888, %1885
  %1893 = phi i32 [ %1889, %1888 ], [ 0, %1885 ], !dbg !2684
  %1894 = phi ptr [ %1891, %1888 ], [ %3433, %1885 ], !dbg !2684
    #dbg_value(ptr %1894, !627, !DIExpression(), !2644)
    #dbg_value(i32 %1893, !629, !DIExpression(), !2644)
  %1895 = getelementptr inbounds i8, ptr %1886, i64 4, !dbg !3528
    #dbg_value(ptr %1895, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3531

1896:                                             ; preds = %3429
    #dbg_label(!1123, !3532)
  %1897 = lshr i32 %3434, 7, !dbg !3533
  %1898 = and i32 %1897, 255, !dbg !3533
  %1899 = zext nneg i32 %1898 to i64, !dbg !3533
  %1900 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1899, !dbg !3533
    #dbg_value(ptr %1900, !1124, !DIExpression(), !3534)
  %1901 = lshr i32 %3434, 16, !dbg !3533
  %1902 = and i32 %1901, 255, !dbg !3533
  %1903 = zext nneg i32 %1902 to i64, !dbg !3533
  %1904 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1903, !dbg !3533
    #dbg_value(ptr %1904, !1127, !DIExpression(), !3534)
  %1905 = lshr i32 %3434, 24, !dbg !3533
  %1906 = zext nneg i32 %1905 to i64, !dbg !3533
  %1907 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1906, !dbg !3533
    #dbg_value(ptr %1907, !1128, !DIExpression(), !3534)
  %1908 = getelementptr inbounds i8, ptr %1904, i64 8, !dbg !3535
  %1909 = load i8, ptr %1908, align 8, !dbg !3535, !tbaa !1541
  switch i8 %1909, label %1929 [
    i8 19, label %1910
    i8 3, label %1912
  ], !dbg !3535

1910:                                             ; preds = %1896
  %1911 = load double, ptr %1904, align 8, !dbg !3535, !tbaa !1548
    #dbg_value(double %1911, !1129, !DIExpression(), !3536)
  br label %1915, !dbg !3535

1912:                                             ; preds = %1896
  %1913 = load i64, ptr %1904, align 8, !dbg !3535, !tbaa !1548
  %1914 = sitofp i64 %1913 to double, !dbg !3535
    #dbg_value(double %1914, !1129, !DIExpression(), !3536)
  br label %1915, !dbg !3535

1915:                                             ; preds = %1910, %1912
  %1916 = phi double [ %1911, %1910 ], [ %1914, %1912 ], !dbg !3535
    #dbg_value(double %1916, !1129, !DIExpression(), !3536)
  %1917 = getelementptr inbounds i8, ptr %1907, i64 8, !dbg !3535
  %1918 = load i8, ptr %1917, align 8, !dbg !3535, !tbaa !1541
  switch i8 %1918, label %1929 [
    i8 19, label %1919
    i8 3, label %1921
  ], !dbg !3537

1919:                                             ; preds = %1915
  %1920 = load double, ptr %1907, align 8, !dbg !3535, !tbaa !1548
    #dbg_value(double %1920, !1131, !DIExpression(), !3536)
  br label %1924, !dbg !3535

1921:                                             ; preds = %1915
  %1922 = load i64, ptr %1907, align 8, !dbg !3535, !tbaa !1548
  %1923 = sitofp i64 %1922 to double, !dbg !3535
    #dbg_value(double %1923, !1131, !DIExpression(), !3536)
  br label %1924, !dbg !3535

1924:                                             ; preds = %1919, %1921
  %1925 = phi double [ %1920, %1919 ], [ %1923, %1921 ], !dbg !3535
    #dbg_value(double %1925, !1131, !DIExpression(), !3536)
  %1926 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3538
    #dbg_value(ptr %1926, !628, !DIExpression(), !2644)
    #dbg_value(ptr %1900, !1132, !DIExpression(), !3539)
  %1927 = fdiv double %1916, %1925, !dbg !3540
  store double %1927, ptr %1900, align 8, !dbg !3540, !tbaa !1548
  %1928 = getelementptr inbounds i8, ptr %1900, i64 8, !dbg !3540
  store i8 19, ptr %1928, align 8, !dbg !3540, !tbaa !1541
  br label %1929, !dbg !3538

1929:                                             ; preds = %1915, %1896, %1924
  %1930 = phi ptr [ %1926, %1924 ], [ %3432, %1896 ], [ %3432, %1915 ], !dbg !2684
    #dbg_value(ptr %1930, !628, !DIExpression(), !2644)
  %1931 = icmp eq i32 %3431, 0, !dbg !3541
  br i1 %1931, label %1936, label %1932, !dbg !3544, !prof !2320

1932:                                             ; preds = %1929
  %1933 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1930) #13, !dbg !3545
    #dbg_value(i32 %1933, !629, !DIExpression(), !2644)
  %1934 = load ptr, ptr %29, align 8, !dbg !3545, !tbaa !1548
  %1935 = getelementptr inbounds i8, ptr %1934, i64 16, !dbg !3545
    #dbg_value(ptr %1935, !627, !DIExpression(), !2644)
  br label %1936, !dbg !3545

1936:                                             ; preds = %1932, %1929
  %1937 = phi i32 [ %1933, %1932 ], [ 0, %1929 ], !dbg !2684
  %1938 = phi ptr [ %1935, %1932 ], [ %3433, %1929 ], !dbg !2684
    #dbg_value(ptr %1938, !627, !DIExpression(), !2644)
    #dbg_value(i32 %1937, !629, !DIExpression(), !2644)
  %1939 = getelementptr inbounds i8, ptr %1930, i64 4, !dbg !3544
    #dbg_value(ptr %1939, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3547

1940:                                             ; preds = %3429
    #dbg_label(!1136, !3548)
  store ptr %3432, ptr %36, align 8, !dbg !3549, !tbaa !1548
  %1941 = load ptr, ptr %50, align 8, !dbg !3549, !tbaa !1548
  store ptr %1941, ptr %12, align 8, !dbg !3549, !tbaa !1548
  %1942 = lshr i32 %3434, 16, !dbg !3550
  %1943 = and i32 %1942, 255, !dbg !3550
  %1944 = zext nneg i32 %1943 to i64, !dbg !3550
  %1945 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1944, !dbg !3550
    #dbg_value(ptr %1945, !1137, !DIExpression(), !3551)
  %1946 = lshr i32 %3434, 24, !dbg !3550
  %1947 = zext nneg i32 %1946 to i64, !dbg !3550
  %1948 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1947, !dbg !3550
    #dbg_value(ptr %1948, !1140, !DIExpression(), !3551)
  %1949 = lshr i32 %3434, 7, !dbg !3552
  %1950 = and i32 %1949, 255, !dbg !3552
  %1951 = zext nneg i32 %1950 to i64, !dbg !3552
  %1952 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %1951, !dbg !3552
    #dbg_value(ptr %1952, !1141, !DIExpression(), !3553)
  %1953 = getelementptr inbounds i8, ptr %1945, i64 8, !dbg !3554
  %1954 = load i8, ptr %1953, align 8, !dbg !3554, !tbaa !1541
  switch i8 %1954, label %2004 [
    i8 3, label %1955
    i8 19, label %1981
  ], !dbg !3554

1955:                                             ; preds = %1940
  %1956 = getelementptr inbounds i8, ptr %1948, i64 8, !dbg !3554
  %1957 = load i8, ptr %1956, align 8, !dbg !3554, !tbaa !1541
  %1958 = icmp eq i8 %1957, 3, !dbg !3554
  %1959 = load i64, ptr %1945, align 8, !dbg !3554, !tbaa !1548
  br i1 %1958, label %1960, label %1985, !dbg !3552

1960:                                             ; preds = %1955
    #dbg_value(i64 %1959, !1143, !DIExpression(), !3555)
  %1961 = load i64, ptr %1948, align 8, !dbg !3556, !tbaa !1548
    #dbg_value(i64 %1961, !1146, !DIExpression(), !3555)
    #dbg_value(ptr %3432, !628, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !2644)
    #dbg_value(ptr %1952, !1147, !DIExpression(), !3557)
    #dbg_value(ptr %0, !2457, !DIExpression(), !3558)
    #dbg_value(i64 %1959, !2458, !DIExpression(), !3558)
    #dbg_value(i64 %1961, !2459, !DIExpression(), !3558)
  %1962 = add i64 %1961, 1, !dbg !3560
  %1963 = icmp ult i64 %1962, 2, !dbg !3560
  br i1 %1963, label %1964, label %1969, !dbg !3561, !prof !1710

1964:                                             ; preds = %1960
  %1965 = icmp eq i64 %1961, 0, !dbg !3562
  br i1 %1965, label %1966, label %1967, !dbg !3563

1966:                                             ; preds = %1964
  call void (ptr, ptr, ...) @luaG_runerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.5) #14, !dbg !3564
  unreachable, !dbg !3564

1967:                                             ; preds = %1964
  %1968 = sub i64 0, %1959, !dbg !3565
  br label %1978, !dbg !3566

1969:                                             ; preds = %1960
  %1970 = sdiv i64 %1959, %1961, !dbg !3567
  %1971 = srem i64 %1959, %1961, !dbg !3568
    #dbg_value(i64 %1970, !2460, !DIExpression(), !3569)
  %1972 = xor i64 %1961, %1959, !dbg !3570
  %1973 = icmp slt i64 %1972, 0, !dbg !3571
  br i1 %1973, label %1974, label %1978, !dbg !3572

1974:                                             ; preds = %1969
  %1975 = icmp ne i64 %1971, 0, !dbg !3573
  %1976 = sext i1 %1975 to i64, !dbg !3574
  %1977 = add nsw i64 %1970, %1976, !dbg !3574
  br label %1978, !dbg !3574

1978:                                             ; preds = %1967, %1969, %1974
  %1979 = phi i64 [ %1968, %1967 ], [ %1970, %1969 ], [ %1977, %1974 ], !dbg !3575
  %1980 = bitcast i64 %1979 to double, !dbg !3576
  br label %1999, !dbg !3556

1981:                                             ; preds = %1940
  %1982 = load double, ptr %1945, align 8, !dbg !3577, !tbaa !1548
    #dbg_value(double %1982, !1149, !DIExpression(), !3578)
  %1983 = getelementptr inbounds i8, ptr %1948, i64 8
  %1984 = load i8, ptr %1983, align 8, !dbg !3577, !tbaa !1541
  br label %1987, !dbg !3577

1985:                                             ; preds = %1955
  %1986 = sitofp i64 %1959 to double, !dbg !3577
    #dbg_value(double %1986, !1149, !DIExpression(), !3578)
  br label %1987, !dbg !3577

1987:                                             ; preds = %1981, %1985
  %1988 = phi i8 [ %1984, %1981 ], [ %1957, %1985 ], !dbg !3577
  %1989 = phi double [ %1982, %1981 ], [ %1986, %1985 ], !dbg !3577
    #dbg_value(double %1989, !1149, !DIExpression(), !3578)
  switch i8 %1988, label %2004 [
    i8 19, label %1990
    i8 3, label %1992
  ], !dbg !3579

1990:                                             ; preds = %1987
  %1991 = load double, ptr %1948, align 8, !dbg !3577, !tbaa !1548
    #dbg_value(double %1991, !1151, !DIExpression(), !3578)
  br label %1995, !dbg !3577

1992:                                             ; preds = %1987
  %1993 = load i64, ptr %1948, align 8, !dbg !3577, !tbaa !1548
  %1994 = sitofp i64 %1993 to double, !dbg !3577
    #dbg_value(double %1994, !1151, !DIExpression(), !3578)
  br label %1995, !dbg !3577

1995:                                             ; preds = %1990, %1992
  %1996 = phi double [ %1991, %1990 ], [ %1994, %1992 ], !dbg !3577
    #dbg_value(double %1996, !1151, !DIExpression(), !3578)
    #dbg_value(ptr %3432, !628, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !2644)
    #dbg_value(ptr %1952, !1152, !DIExpression(), !3580)
  %1997 = fdiv double %1989, %1996, !dbg !3581
  %1998 = call double @llvm.floor.f64(double %1997), !dbg !3581
  br label %1999, !dbg !3582

1999:                                             ; preds = %1978, %1995
  %2000 = phi double [ %1998, %1995 ], [ %1980, %1978 ], !dbg !3554
  %2001 = phi i8 [ 19, %1995 ], [ 3, %1978 ]
  %2002 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3554
  store double %2000, ptr %1952, align 8, !dbg !3554, !tbaa !1548
  %2003 = getelementptr inbounds i8, ptr %1952, i64 8, !dbg !3554
  store i8 %2001, ptr %2003, align 8, !dbg !3554, !tbaa !1541
  br label %2004, !dbg !3583

2004:                                             ; preds = %1999, %1940, %1987
  %2005 = phi ptr [ %3432, %1987 ], [ %3432, %1940 ], [ %2002, %1999 ], !dbg !2684
    #dbg_value(ptr %2005, !628, !DIExpression(), !2644)
  %2006 = icmp eq i32 %3431, 0, !dbg !3583
  br i1 %2006, label %2011, label %2007, !dbg !3586, !prof !2320

2007:                                             ; preds = %2004
  %2008 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %2005) #13, !dbg !3587
    #dbg_value(i32 %2008, !629, !DIExpression(), !2644)
  %2009 = load ptr, ptr %29, align 8, !dbg !3587, !tbaa !1548
  %2010 = getelementptr inbounds i8, ptr %2009, i64 16, !dbg !3587
    #dbg_value(ptr %2010, !627, !DIExpression(), !2644)
  br label %2011, !dbg !3587

2011:                                             ; preds = %2007, %2004
  %2012 = phi i32 [ %2008, %2007 ], [ 0, %2004 ], !dbg !2684
  %2013 = phi ptr [ %2010, %2007 ], [ %3433, %2004 ], !dbg !2684
    #dbg_value(ptr %2013, !627, !DIExpression(), !2644)
    #dbg_value(i32 %2012, !629, !DIExpression(), !2644)
  %2014 = getelementptr inbounds i8, ptr %2005, i64 4, !dbg !3586
    #dbg_value(ptr %2014, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3589

2015:                                             ; preds = %3429
    #dbg_label(!1156, !3590)
  %2016 = lshr i32 %3434, 7, !dbg !3591
  %2017 = and i32 %2016, 255, !dbg !3591
  %2018 = zext nneg i32 %2017 to i64, !dbg !3591
  %2019 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2018, !dbg !3591
    #dbg_value(ptr %2019, !1157, !DIExpression(), !2653)
  %2020 = lshr i32 %3434, 16, !dbg !3591
  %2021 = and i32 %2020, 255, !dbg !3591
  %2022 = zext nneg i32 %2021 to i64, !dbg !3591
  %2023 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2022, !dbg !3591
    #dbg_value(ptr %2023, !1160, !DIExpression(), !2653)
  %2024 = lshr i32 %3434, 24, !dbg !3591
  %2025 = zext nneg i32 %2024 to i64, !dbg !3591
  %2026 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2025, !dbg !3591
    #dbg_value(ptr %2026, !1161, !DIExpression(), !2653)
  %2027 = getelementptr inbounds i8, ptr %2023, i64 8, !dbg !3592
  %2028 = load i8, ptr %2027, align 8, !dbg !3592, !tbaa !1541
  switch i8 %2028, label %2062 [
    i8 3, label %2029
    i8 19, label %2031
  ], !dbg !3592, !prof !3273

2029:                                             ; preds = %2015
  %2030 = load i64, ptr %2023, align 8, !dbg !3592, !tbaa !1548
    #dbg_value(i64 %2030, !1162, !DIExpression(), !2653)
  br label %2041, !dbg !3592

2031:                                             ; preds = %2015
  %2032 = load double, ptr %2023, align 8, !dbg !3593, !tbaa !1548
    #dbg_value(double %2032, !1589, !DIExpression(), !3595)
    #dbg_value(ptr undef, !1590, !DIExpression(), !3595)
    #dbg_value(i32 0, !1591, !DIExpression(), !3595)
  %2033 = call double @llvm.floor.f64(double %2032), !dbg !3597
    #dbg_value(double %2033, !1592, !DIExpression(), !3595)
  %2034 = fcmp une double %2033, %2032, !dbg !3598
  br i1 %2034, label %2062, label %2035, !dbg !3599

2035:                                             ; preds = %2031
    #dbg_value(double %2033, !1592, !DIExpression(), !3595)
  %2036 = fcmp oge double %2033, 0xC3E0000000000000, !dbg !3600
  %2037 = fcmp olt double %2033, 0x43E0000000000000, !dbg !3600
  %2038 = and i1 %2036, %2037, !dbg !3600
  br i1 %2038, label %2039, label %2062, !dbg !3600

2039:                                             ; preds = %2035
  %2040 = fptosi double %2033 to i64, !dbg !3600
    #dbg_value(i64 %2040, !1162, !DIExpression(), !2653)
  br label %2041, !dbg !3592

2041:                                             ; preds = %2039, %2029
  %2042 = phi i64 [ %2030, %2029 ], [ %2040, %2039 ]
    #dbg_value(i64 %2042, !1162, !DIExpression(), !2653)
  %2043 = getelementptr inbounds i8, ptr %2026, i64 8, !dbg !3592
  %2044 = load i8, ptr %2043, align 8, !dbg !3592, !tbaa !1541
  switch i8 %2044, label %2062 [
    i8 3, label %2045
    i8 19, label %2047
  ], !dbg !3591, !prof !3273

2045:                                             ; preds = %2041
  %2046 = load i64, ptr %2026, align 8, !dbg !3592, !tbaa !1548
    #dbg_value(i64 %2046, !1163, !DIExpression(), !2653)
  br label %2057, !dbg !3592

2047:                                             ; preds = %2041
  %2048 = load double, ptr %2026, align 8, !dbg !3601, !tbaa !1548
    #dbg_value(double %2048, !1589, !DIExpression(), !3603)
    #dbg_value(ptr undef, !1590, !DIExpression(), !3603)
    #dbg_value(i32 0, !1591, !DIExpression(), !3603)
  %2049 = call double @llvm.floor.f64(double %2048), !dbg !3605
    #dbg_value(double %2049, !1592, !DIExpression(), !3603)
  %2050 = fcmp une double %2049, %2048, !dbg !3606
  br i1 %2050, label %2062, label %2051, !dbg !3607

2051:                                             ; preds = %2047
    #dbg_value(double %2049, !1592, !DIExpression(), !3603)
  %2052 = fcmp oge double %2049, 0xC3E0000000000000, !dbg !3608
  %2053 = fcmp olt double %2049, 0x43E0000000000000, !dbg !3608
  %2054 = and i1 %2052, %2053, !dbg !3608
  br i1 %2054, label %2055, label %2062, !dbg !3608

2055:                                             ; preds = %2051
  %2056 = fptosi double %2049 to i64, !dbg !3608
    #dbg_value(i64 %2056, !1163, !DIExpression(), !2653)
  br label %2057, !dbg !3591

2057:                                             ; preds = %2055, %2045
  %2058 = phi i64 [ %2046, %2045 ], [ %2056, %2055 ]
    #dbg_value(i64 %2058, !1163, !DIExpression(), !2653)
  %2059 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3609
    #dbg_value(ptr %2059, !628, !DIExpression(), !2644)
    #dbg_value(ptr %2019, !1164, !DIExpression(), !3610)
  %2060 = and i64 %2058, %2042, !dbg !3611
  store i64 %2060, ptr %2019, align 8, !dbg !3611, !tbaa !1548
  %2061 = getelementptr inbounds i8, ptr %2019, i64 8, !dbg !3611
  store i8 3, ptr %2061, align 8, !dbg !3611, !tbaa !1541
  br label %2062, !dbg !3609

2062:                                             ; preds = %2041, %2015, %2047, %2051, %2031, %2035, %2057
  %2063 = phi ptr [ %2059, %2057 ], [ %3432, %2035 ], [ %3432, %2031 ], [ %3432, %2051 ], [ %3432, %2047 ], [ %3432, %2015 ], [ %3432, %2041 ], !dbg !2684
    #dbg_value(i64 poison, !1163, !DIExpression(), !2653)
    #dbg_value(i64 poison, !1162, !DIExpression(), !2653)
    #dbg_value(ptr %2063, !628, !DIExpression(), !2644)
  %2064 = icmp eq i32 %3431, 0, !dbg !3612
  br i1 %2064, label %2069, label %2065, !dbg !3615, !prof !2320

2065:                                             ; preds = %2062
  %2066 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %2063) #13, !dbg !3616
    #dbg_value(i32 %2066, !629, !DIExpression(), !2644)
  %2067 = load ptr, ptr %29, align 8, !dbg !3616, !tbaa !1548
  %2068 = getelementptr inbounds i8, ptr %2067, i64 16, !dbg !3616
    #dbg_value(ptr %2068, !627, !DIExpression(), !2644)
  br label %2069, !dbg !3616

2069:                                             ; preds = %2065, %2062
  %2070 = phi i32 [ %2066, %2065 ], [ 0, %2062 ], !dbg !2684
  %2071 = phi ptr [ %2068, %2065 ], [ %3433, %2062 ], !dbg !2684
    #dbg_value(ptr %2071, !627, !DIExpression(), !2644)
    #dbg_value(i32 %2070, !629, !DIExpression(), !2644)
  %2072 = getelementptr inbounds i8, ptr %2063, i64 4, !dbg !3615
    #dbg_value(ptr %2072, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3618

2073:                                             ; preds = %3429
    #dbg_label(!1168, !3619)
  %2074 = lshr i32 %3434, 7, !dbg !3620
  %2075 = and i32 %2074, 255, !dbg !3620
  %2076 = zext nneg i32 %2075 to i64, !dbg !3620
  %2077 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2076, !dbg !3620
    #dbg_value(ptr %2077, !1169, !DIExpression(), !2652)
  %2078 = lshr i32 %3434, 16, !dbg !3620
  %2079 = and i32 %2078, 255, !dbg !3620
  %2080 = zext nneg i32 %2079 to i64, !dbg !3620
  %2081 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2080, !dbg !3620
    #dbg_value(ptr %2081, !1172, !DIExpression(), !2652)
  %2082 = lshr i32 %3434, 24, !dbg !3620
  %2083 = zext nneg i32 %2082 to i64, !dbg !3620
  %2084 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2083, !dbg !3620
    #dbg_value(ptr %2084, !1173, !DIExpression(), !2652)
  %2085 = getelementptr inbounds i8, ptr %2081, i64 8, !dbg !3621
  %2086 = load i8, ptr %2085, align 8, !dbg !3621, !tbaa !1541
  switch i8 %2086, label %2120 [
    i8 3, label %2087
    i8 19, label %2089
  ], !dbg !3621, !prof !3273

2087:                                             ; preds = %2073
  %2088 = load i64, ptr %2081, align 8, !dbg !3621, !tbaa !1548
    #dbg_value(i64 %2088, !1174, !DIExpression(), !2652)
  br label %2099, !dbg !3621

2089:                                             ; preds = %2073
  %2090 = load double, ptr %2081, align 8, !dbg !3622, !tbaa !1548
    #dbg_value(double %2090, !1589, !DIExpression(), !3624)
    #dbg_value(ptr undef, !1590, !DIExpression(), !3624)
    #dbg_value(i32 0, !1591, !DIExpression(), !3624)
  %2091 = call double @llvm.floor.f64(double %2090), !dbg !3626
    #dbg_value(double %2091, !1592, !DIExpression(), !3624)
  %2092 = fcmp une double %2091, %2090, !dbg !3627
  br i1 %2092, label %2120, label %2093, !dbg !3628

2093:                                             ; preds = %2089
    #dbg_value(double %2091, !1592, !DIExpression(), !3624)
  %2094 = fcmp oge double %2091, 0xC3E0000000000000, !dbg !3629
  %2095 = fcmp olt double %2091, 0x43E0000000000000, !dbg !3629
  %2096 = and i1 %2094, %2095, !dbg !3629
  br i1 %2096, label %2097, label %2120, !dbg !3629

2097:                                             ; preds = %2093
  %2098 = fptosi double %2091 to i64, !dbg !3629
    #dbg_value(i64 %2098, !1174, !DIExpression(), !2652)
  br label %2099, !dbg !3621

2099:                                             ; preds = %2097, %2087
  %2100 = phi i64 [ %2088, %2087 ], [ %2098, %2097 ]
    #dbg_value(i64 %2100, !1174, !DIExpression(), !2652)
  %2101 = getelementptr inbounds i8, ptr %2084, i64 8, !dbg !3621
  %2102 = load i8, ptr %2101, align 8, !dbg !3621, !tbaa !1541
  switch i8 %2102, label %2120 [
    i8 3, label %2103
    i8 19, label %2105
  ], !dbg !3620, !prof !3273

2103:                                             ; preds = %2099
  %2104 = load i64, ptr %2084, align 8, !dbg !3621, !tbaa !1548
    #dbg_value(i64 %2104, !1175, !DIExpression(), !2652)
  br label %2115, !dbg !3621

2105:                                             ; preds = %2099
  %2106 = load double, ptr %2084, align 8, !dbg !3630, !tbaa !1548
    #dbg_value(double %2106, !1589, !DIExpression(), !3632)
    #dbg_value(ptr undef, !1590, !DIExpression(), !3632)
    #dbg_value(i32 0, !1591, !DIExpression(), !3632)
  %2107 = call double @llvm.floor.f64(double %2106), !dbg !3634
    #dbg_value(double %2107, !1592, !DIExpression(), !3632)
  %2108 = fcmp une double %2107, %2106, !dbg !3635
  br i1 %2108, label %2120, label %2109, !dbg !3636

2109:                                             ; preds = %2105
    #dbg_value(double %2107, !1592, !DIExpression(), !3632)
  %2110 = fcmp oge double %2107, 0xC3E0000000000000, !dbg !3637
  %2111 = fcmp olt double %2107, 0x43E0000000000000, !dbg !3637
  %2112 = and i1 %2110, %2111, !dbg !3637
  br i1 %2112, label %2113, label %2120, !dbg !3637

2113:                                             ; preds = %2109
  %2114 = fptosi double %2107 to i64, !dbg !3637
    #dbg_value(i64 %2114, !1175, !DIExpression(), !2652)
  br label %2115, !dbg !3620

2115:                                             ; preds = %2113, %2103
  %2116 = phi i64 [ %2104, %2103 ], [ %2114, %2113 ]
    #dbg_value(i64 %2116, !1175, !DIExpression(), !2652)
  %2117 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3638
    #dbg_value(ptr %2117, !628, !DIExpression(), !2644)
    #dbg_value(ptr %2077, !1176, !DIExpression(), !3639)
  %2118 = or i64 %2116, %2100, !dbg !3640
  store i64 %2118, ptr %2077, align 8, !dbg !3640, !tbaa !1548
  %2119 = getelementptr inbounds i8, ptr %2077, i64 8, !dbg !3640
  store i8 3, ptr %2119, align 8, !dbg !3640, !tbaa !1541
  br label %2120, !dbg !3638

2120:                                             ; preds = %2099, %2073, %2105, %2109, %2089, %2093, %2115
  %2121 = phi ptr [ %2117, %2115 ], [ %3432, %2093 ], [ %3432, %2089 ], [ %3432, %2109 ], [ %3432, %2105 ], [ %3432, %2073 ], [ %3432, %2099 ], !dbg !2684
    #dbg_value(i64 poison, !1175, !DIExpression(), !2652)
    #dbg_value(i64 poison, !1174, !DIExpression(), !2652)
    #dbg_value(ptr %2121, !628, !DIExpression(), !2644)
  %2122 = icmp eq i32 %3431, 0, !dbg !3641
  br i1 %2122, label %2127, label %2123, !dbg !3644, !prof !2320

2123:                                             ; preds = %2120
  %2124 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %2121) #13, !dbg !3645
    #dbg_value(i32 %2124, !629, !DIExpression(), !2644)
  %2125 = load ptr, ptr %29, align 8, !dbg !3645, !tbaa !1548
  %2126 = getelementptr inbounds i8, ptr %2125, i64 16, !dbg !3645
    #dbg_value(ptr %2126, !627, !DIExpression(), !2644)
  br label %2127, !dbg !3645

2127:                                             ; preds = %2123, %2120
  %2128 = phi i32 [ %2124, %2123 ], [ 0, %2120 ], !dbg !2684
  %2129 = phi ptr [ %2126, %2123 ], [ %3433, %2120 ], !dbg !2684
    #dbg_value(ptr %2129, !627, !DIExpression(), !2644)
    #dbg_value(i32 %2128, !629, !DIExpression(), !2644)
  %2130 = getelementptr inbounds i8, ptr %2121, i64 4, !dbg !3644
    #dbg_value(ptr %2130, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3647

2131:                                             ; preds = %3429
    #dbg_label(!1180, !3648)
  %2132 = lshr i32 %3434, 7, !dbg !3649
  %2133 = and i32 %2132, 255, !dbg !3649
  %2134 = zext nneg i32 %2133 to i64, !dbg !3649
  %2135 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2134, !dbg !3649
    #dbg_value(ptr %2135, !1181, !DIExpression(), !2651)
  %2136 = lshr i32 %3434, 16, !dbg !3649
  %2137 = and i32 %2136, 255, !dbg !3649
  %2138 = zext nneg i32 %2137 to i64, !dbg !3649
  %2139 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2138, !dbg !3649
    #dbg_value(ptr %2139, !1184, !DIExpression(), !2651)
  %2140 = lshr i32 %3434, 24, !dbg !3649
  %2141 = zext nneg i32 %2140 to i64, !dbg !3649
  %2142 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2141, !dbg !3649
    #dbg_value(ptr %2142, !1185, !DIExpression(), !2651)
  %2143 = getelementptr inbounds i8, ptr %2139, i64 8, !dbg !3650
  %2144 = load i8, ptr %2143, align 8, !dbg !3650, !tbaa !1541
  switch i8 %2144, label %2178 [
    i8 3, label %2145
    i8 19, label %2147
  ], !dbg !3650, !prof !3273

2145:                                             ; preds = %2131
  %2146 = load i64, ptr %2139, align 8, !dbg !3650, !tbaa !1548
    #dbg_value(i64 %2146, !1186, !DIExpression(), !2651)
  br label %2157, !dbg !3650

2147:                                             ; preds = %2131
  %2148 = load double, ptr %2139, align 8, !dbg !3651, !tbaa !1548
    #dbg_value(double %2148, !1589, !DIExpression(), !3653)
    #dbg_value(ptr undef, !1590, !DIExpression(), !3653)
    #dbg_value(i32 0, !1591, !DIExpression(), !3653)
  %2149 = call double @llvm.floor.f64(double %2148), !dbg !3655
    #dbg_value(double %2149, !1592, !DIExpression(), !3653)
  %2150 = fcmp une double %2149, %2148, !dbg !3656
  br i1 %2150, label %2178, label %2151, !dbg !3657

2151:                                             ; preds = %2147
    #dbg_value(double %2149, !1592, !DIExpression(), !3653)
  %2152 = fcmp oge double %2149, 0xC3E0000000000000, !dbg !3658
  %2153 = fcmp olt double %2149, 0x43E0000000000000, !dbg !3658
  %2154 = and i1 %2152, %2153, !dbg !3658
  br i1 %2154, label %2155, label %2178, !dbg !3658

2155:                                             ; preds = %2151
  %2156 = fptosi double %2149 to i64, !dbg !3658
    #dbg_value(i64 %2156, !1186, !DIExpression(), !2651)
  br label %2157, !dbg !3650

2157:                                             ; preds = %2155, %2145
  %2158 = phi i64 [ %2146, %2145 ], [ %2156, %2155 ]
    #dbg_value(i64 %2158, !1186, !DIExpression(), !2651)
  %2159 = getelementptr inbounds i8, ptr %2142, i64 8, !dbg !3650
  %2160 = load i8, ptr %2159, align 8, !dbg !3650, !tbaa !1541
  switch i8 %2160, label %2178 [
    i8 3, label %2161
    i8 19, label %2163
  ], !dbg !3649, !prof !3273

2161:                                             ; preds = %2157
  %2162 = load i64, ptr %2142, align 8, !dbg !3650, !tbaa !1548
    #dbg_value(i64 %2162, !1187, !DIExpression(), !2651)
  br label %2173, !dbg !3650

2163:                                             ; preds = %2157
  %2164 = load double, ptr %2142, align 8, !dbg !3659, !tbaa !1548
    #dbg_value(double %2164, !1589, !DIExpression(), !3661)
    #dbg_value(ptr undef, !1590, !DIExpression(), !3661)
    #dbg_value(i32 0, !1591, !DIExpression(), !3661)
  %2165 = call double @llvm.floor.f64(double %2164), !dbg !3663
    #dbg_value(double %2165, !1592, !DIExpression(), !3661)
  %2166 = fcmp une double %2165, %2164, !dbg !3664
  br i1 %2166, label %2178, label %2167, !dbg !3665

2167:                                             ; preds = %2163
    #dbg_value(double %2165, !1592, !DIExpression(), !3661)
  %2168 = fcmp oge double %2165, 0xC3E0000000000000, !dbg !3666
  %2169 = fcmp olt double %2165, 0x43E0000000000000, !dbg !3666
  %2170 = and i1 %2168, %2169, !dbg !3666
  br i1 %2170, label %2171, label %2178, !dbg !3666

2171:                                             ; preds = %2167
  %2172 = fptosi double %2165 to i64, !dbg !3666
    #dbg_value(i64 %2172, !1187, !DIExpression(), !2651)
  br label %2173, !dbg !3649

2173:                                             ; preds = %2171, %2161
  %2174 = phi i64 [ %2162, %2161 ], [ %2172, %2171 ]
    #dbg_value(i64 %2174, !1187, !DIExpression(), !2651)
  %2175 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3667
    #dbg_value(ptr %2175, !628, !DIExpression(), !2644)
    #dbg_value(ptr %2135, !1188, !DIExpression(), !3668)
  %2176 = xor i64 %2174, %2158, !dbg !3669
  store i64 %2176, ptr %2135, align 8, !dbg !3669, !tbaa !1548
  %2177 = getelementptr inbounds i8, ptr %2135, i64 8, !dbg !3669
  store i8 3, ptr %2177, align 8, !dbg !3669, !tbaa !1541
  br label %2178, !dbg !3667

2178:                                             ; preds = %2157, %2131, %2163, %2167, %2147, %2151, %2173
  %2179 = phi ptr [ %2175, %2173 ], [ %3432, %2151 ], [ %3432, %2147 ], [ %3432, %2167 ], [ %3432, %2163 ], [ %3432, %2131 ], [ %3432, %2157 ], !dbg !2684
    #dbg_value(i64 poison, !1187, !DIExpression(), !2651)
    #dbg_value(i64 poison, !1186, !DIExpression(), !2651)
    #dbg_value(ptr %2179, !628, !DIExpression(), !2644)
  %2180 = icmp eq i32 %3431, 0, !dbg !3670
  br i1 %2180, label %2185, label %2181, !dbg !3673, !prof !2320

2181:                                             ; preds = %2178
  %2182 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %2179) #13, !dbg !3674
    #dbg_value(i32 %2182, !629, !DIExpression(), !2644)
  %2183 = load ptr, ptr %29, align 8, !dbg !3674, !tbaa !1548
  %2184 = getelementptr inbounds i8, ptr %2183, i64 16, !dbg !3674
    #dbg_value(ptr %2184, !627, !DIExpression(), !2644)
  br label %2185, !dbg !3674

2185:                                             ; preds = %2181, %2178
  %2186 = phi i32 [ %2182, %2181 ], [ 0, %2178 ], !dbg !2684
  %2187 = phi ptr [ %2184, %2181 ], [ %3433, %2178 ], !dbg !2684
    #dbg_value(ptr %2187, !627, !DIExpression(), !2644)
    #dbg_value(i32 %2186, !629, !DIExpression(), !2644)
  %2188 = getelementptr inbounds i8, ptr %2179, i64 4, !dbg !3673
    #dbg_value(ptr %2188, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3676

2189:                                             ; preds = %3429
    #dbg_label(!1192, !3677)
  %2190 = lshr i32 %3434, 7, !dbg !3678
  %2191 = and i32 %2190, 255, !dbg !3678
  %2192 = zext nneg i32 %2191 to i64, !dbg !3678
  %2193 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2192, !dbg !3678
    #dbg_value(ptr %2193, !1193, !DIExpression(), !2650)
  %2194 = lshr i32 %3434, 16, !dbg !3678
  %2195 = and i32 %2194, 255, !dbg !3678
  %2196 = zext nneg i32 %2195 to i64, !dbg !3678
  %2197 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2196, !dbg !3678
    #dbg_value(ptr %2197, !1196, !DIExpression(), !2650)
  %2198 = lshr i32 %3434, 24, !dbg !3678
  %2199 = zext nneg i32 %2198 to i64, !dbg !3678
  %2200 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2199, !dbg !3678
    #dbg_value(ptr %2200, !1197, !DIExpression(), !2650)
  %2201 = getelementptr inbounds i8, ptr %2197, i64 8, !dbg !3679
  %2202 = load i8, ptr %2201, align 8, !dbg !3679, !tbaa !1541
  switch i8 %2202, label %2247 [
    i8 3, label %2203
    i8 19, label %2205
  ], !dbg !3679, !prof !3273

2203:                                             ; preds = %2189
  %2204 = load i64, ptr %2197, align 8, !dbg !3679, !tbaa !1548
    #dbg_value(i64 %2204, !1198, !DIExpression(), !2650)
  br label %2215, !dbg !3679

2205:                                             ; preds = %2189
  %2206 = load double, ptr %2197, align 8, !dbg !3680, !tbaa !1548
    #dbg_value(double %2206, !1589, !DIExpression(), !3682)
    #dbg_value(ptr undef, !1590, !DIExpression(), !3682)
    #dbg_value(i32 0, !1591, !DIExpression(), !3682)
  %2207 = call double @llvm.floor.f64(double %2206), !dbg !3684
    #dbg_value(double %2207, !1592, !DIExpression(), !3682)
  %2208 = fcmp une double %2207, %2206, !dbg !3685
  br i1 %2208, label %2247, label %2209, !dbg !3686

2209:                                             ; preds = %2205
    #dbg_value(double %2207, !1592, !DIExpression(), !3682)
  %2210 = fcmp oge double %2207, 0xC3E0000000000000, !dbg !3687
  %2211 = fcmp olt double %2207, 0x43E0000000000000, !dbg !3687
  %2212 = and i1 %2210, %2211, !dbg !3687
  br i1 %2212, label %2213, label %2247, !dbg !3687

2213:                                             ; preds = %2209
  %2214 = fptosi double %2207 to i64, !dbg !3687
    #dbg_value(i64 %2214, !1198, !DIExpression(), !2650)
  br label %2215, !dbg !3679

2215:                                             ; preds = %2213, %2203
  %2216 = phi i64 [ %2204, %2203 ], [ %2214, %2213 ]
    #dbg_value(i64 %2216, !1198, !DIExpression(), !2650)
  %2217 = getelementptr inbounds i8, ptr %2200, i64 8, !dbg !3679
  %2218 = load i8, ptr %2217, align 8, !dbg !3679, !tbaa !1541
  switch i8 %2218, label %2247 [
    i8 3, label %2219
    i8 19, label %2221
  ], !dbg !3678, !prof !3273

2219:                                             ; preds = %2215
  %2220 = load i64, ptr %2200, align 8, !dbg !3679, !tbaa !1548
    #dbg_value(i64 %2220, !1199, !DIExpression(), !2650)
  br label %2231, !dbg !3679

2221:                                             ; preds = %2215
  %2222 = load double, ptr %2200, align 8, !dbg !3688, !tbaa !1548
    #dbg_value(double %2222, !1589, !DIExpression(), !3690)
    #dbg_value(ptr undef, !1590, !DIExpression(), !3690)
    #dbg_value(i32 0, !1591, !DIExpression(), !3690)
  %2223 = call double @llvm.floor.f64(double %2222), !dbg !3692
    #dbg_value(double %2223, !1592, !DIExpression(), !3690)
  %2224 = fcmp une double %2223, %2222, !dbg !3693
  br i1 %2224, label %2247, label %2225, !dbg !3694

2225:                                             ; preds = %2221
    #dbg_value(double %2223, !1592, !DIExpression(), !3690)
  %2226 = fcmp oge double %2223, 0xC3E0000000000000, !dbg !3695
  %2227 = fcmp olt double %2223, 0x43E0000000000000, !dbg !3695
  %2228 = and i1 %2226, %2227, !dbg !3695
  br i1 %2228, label %2229, label %2247, !dbg !3695

2229:                                             ; preds = %2225
  %2230 = fptosi double %2223 to i64, !dbg !3695
    #dbg_value(i64 %2230, !1199, !DIExpression(), !2650)
  br label %2231, !dbg !3678

2231:                                             ; preds = %2229, %2219
  %2232 = phi i64 [ %2220, %2219 ], [ %2230, %2229 ]
    #dbg_value(i64 %2232, !1199, !DIExpression(), !2650)
  %2233 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3696
    #dbg_value(ptr %2233, !628, !DIExpression(), !2644)
    #dbg_value(ptr %2193, !1200, !DIExpression(), !3697)
  %2234 = sub i64 0, %2232, !dbg !3698
    #dbg_value(i64 %2216, !2532, !DIExpression(), !3699)
    #dbg_value(i64 %2234, !2533, !DIExpression(), !3699)
  %2235 = icmp slt i64 %2234, 0, !dbg !3701
  br i1 %2235, label %2236, label %2240, !dbg !3702

2236:                                             ; preds = %2231
  %2237 = icmp ult i64 %2234, -63, !dbg !3703
  %2238 = lshr i64 %2216, %2232
  %2239 = select i1 %2237, i64 0, i64 %2238, !dbg !3704
  br label %2244, !dbg !3704

2240:                                             ; preds = %2231
  %2241 = icmp ugt i64 %2234, 63, !dbg !3705
  %2242 = shl i64 %2216, %2234
  %2243 = select i1 %2241, i64 0, i64 %2242, !dbg !3706
  br label %2244, !dbg !3706

2244:                                             ; preds = %2236, %2240
  %2245 = phi i64 [ %2243, %2240 ], [ %2239, %2236 ], !dbg !3707
  store i64 %2245, ptr %2193, align 8, !dbg !3698, !tbaa !1548
  %2246 = getelementptr inbounds i8, ptr %2193, i64 8, !dbg !3698
  store i8 3, ptr %2246, align 8, !dbg !3698, !tbaa !1541
  br label %2247, !dbg !3696

2247:                                             ; preds = %2215, %2189, %2221, %2225, %2205, %2209, %2244
  %2248 = phi ptr [ %2233, %2244 ], [ %3432, %2209 ], [ %3432, %2205 ], [ %3432, %2225 ], [ %3432, %2221 ], [ %3432, %2189 ], [ %3432, %2215 ], !dbg !2684
    #dbg_value(i64 poison, !1199, !DIExpression(), !2650)
    #dbg_value(i64 poison, !1198, !DIExpression(), !2650)
    #dbg_value(ptr %2248, !628, !DIExpression(), !2644)
  %2249 = icmp eq i32 %3431, 0, !dbg !3708
  br i1 %2249, label %2254, label %2250, !dbg !3711, !prof !2320

2250:                                             ; preds = %2247
  %2251 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %2248) #13, !dbg !3712
    #dbg_value(i32 %2251, !629, !DIExpression(), !2644)
  %2252 = load ptr, ptr %29, align 8, !dbg !3712, !tbaa !1548
  %2253 = getelementptr inbounds i8, ptr %2252, i64 16, !dbg !3712
    #dbg_value(ptr %2253, !627, !DIExpression(), !2644)
  br label %2254, !dbg !3712

2254:                                             ; preds = %2250, %2247
  %2255 = phi i32 [ %2251, %2250 ], [ 0, %2247 ], !dbg !2684
  %2256 = phi ptr [ %2253, %2250 ], [ %3433, %2247 ], !dbg !2684
    #dbg_value(ptr %2256, !627, !DIExpression(), !2644)
    #dbg_value(i32 %2255, !629, !DIExpression(), !2644)
  %2257 = getelementptr inbounds i8, ptr %2248, i64 4, !dbg !3711
    #dbg_value(ptr %2257, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3714

2258:                                             ; preds = %3429
    #dbg_label(!1204, !3715)
  %2259 = lshr i32 %3434, 7, !dbg !3716
  %2260 = and i32 %2259, 255, !dbg !3716
  %2261 = zext nneg i32 %2260 to i64, !dbg !3716
  %2262 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2261, !dbg !3716
    #dbg_value(ptr %2262, !1205, !DIExpression(), !2649)
  %2263 = lshr i32 %3434, 16, !dbg !3716
  %2264 = and i32 %2263, 255, !dbg !3716
  %2265 = zext nneg i32 %2264 to i64, !dbg !3716
  %2266 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2265, !dbg !3716
    #dbg_value(ptr %2266, !1208, !DIExpression(), !2649)
  %2267 = lshr i32 %3434, 24, !dbg !3716
  %2268 = zext nneg i32 %2267 to i64, !dbg !3716
  %2269 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2268, !dbg !3716
    #dbg_value(ptr %2269, !1209, !DIExpression(), !2649)
  %2270 = getelementptr inbounds i8, ptr %2266, i64 8, !dbg !3717
  %2271 = load i8, ptr %2270, align 8, !dbg !3717, !tbaa !1541
  switch i8 %2271, label %2316 [
    i8 3, label %2272
    i8 19, label %2274
  ], !dbg !3717, !prof !3273

2272:                                             ; preds = %2258
  %2273 = load i64, ptr %2266, align 8, !dbg !3717, !tbaa !1548
    #dbg_value(i64 %2273, !1210, !DIExpression(), !2649)
  br label %2284, !dbg !3717

2274:                                             ; preds = %2258
  %2275 = load double, ptr %2266, align 8, !dbg !3718, !tbaa !1548
    #dbg_value(double %2275, !1589, !DIExpression(), !3720)
    #dbg_value(ptr undef, !1590, !DIExpression(), !3720)
    #dbg_value(i32 0, !1591, !DIExpression(), !3720)
  %2276 = call double @llvm.floor.f64(double %2275), !dbg !3722
    #dbg_value(double %2276, !1592, !DIExpression(), !3720)
  %2277 = fcmp une double %2276, %2275, !dbg !3723
  br i1 %2277, label %2316, label %2278, !dbg !3724

2278:                                             ; preds = %2274
    #dbg_value(double %2276, !1592, !DIExpression(), !3720)
  %2279 = fcmp oge double %2276, 0xC3E0000000000000, !dbg !3725
  %2280 = fcmp olt double %2276, 0x43E0000000000000, !dbg !3725
  %2281 = and i1 %2279, %2280, !dbg !3725
  br i1 %2281, label %2282, label %2316, !dbg !3725

2282:                                             ; preds = %2278
  %2283 = fptosi double %2276 to i64, !dbg !3725
    #dbg_value(i64 %2283, !1210, !DIExpression(), !2649)
  br label %2284, !dbg !3717

2284:                                             ; preds = %2282, %2272
  %2285 = phi i64 [ %2273, %2272 ], [ %2283, %2282 ]
    #dbg_value(i64 %2285, !1210, !DIExpression(), !2649)
  %2286 = getelementptr inbounds i8, ptr %2269, i64 8, !dbg !3717
  %2287 = load i8, ptr %2286, align 8, !dbg !3717, !tbaa !1541
  switch i8 %2287, label %2316 [
    i8 3, label %2288
    i8 19, label %2290
  ], !dbg !3716, !prof !3273

2288:                                             ; preds = %2284
  %2289 = load i64, ptr %2269, align 8, !dbg !3717, !tbaa !1548
    #dbg_value(i64 %2289, !1211, !DIExpression(), !2649)
  br label %2300, !dbg !3717

2290:                                             ; preds = %2284
  %2291 = load double, ptr %2269, align 8, !dbg !3726, !tbaa !1548
    #dbg_value(double %2291, !1589, !DIExpression(), !3728)
    #dbg_value(ptr undef, !1590, !DIExpression(), !3728)
    #dbg_value(i32 0, !1591, !DIExpression(), !3728)
  %2292 = call double @llvm.floor.f64(double %2291), !dbg !3730
    #dbg_value(double %2292, !1592, !DIExpression(), !3728)
  %2293 = fcmp une double %2292, %2291, !dbg !3731
  br i1 %2293, label %2316, label %2294, !dbg !3732

2294:                                             ; preds = %2290
    #dbg_value(double %2292, !1592, !DIExpression(), !3728)
  %2295 = fcmp oge double %2292, 0xC3E0000000000000, !dbg !3733
  %2296 = fcmp olt double %2292, 0x43E0000000000000, !dbg !3733
  %2297 = and i1 %2295, %2296, !dbg !3733
  br i1 %2297, label %2298, label %2316, !dbg !3733

2298:                                             ; preds = %2294
  %2299 = fptosi double %2292 to i64, !dbg !3733
    #dbg_value(i64 %2299, !1211, !DIExpression(), !2649)
  br label %2300, !dbg !3716

2300:                                             ; preds = %2298, %2288
  %2301 = phi i64 [ %2289, %2288 ], [ %2299, %2298 ]
    #dbg_value(i64 %2301, !1211, !DIExpression(), !2649)
  %2302 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3734
    #dbg_value(ptr %2302, !628, !DIExpression(), !2644)
    #dbg_value(ptr %2262, !1212, !DIExpression(), !3735)
    #dbg_value(i64 %2285, !2532, !DIExpression(), !3736)
    #dbg_value(i64 %2301, !2533, !DIExpression(), !3736)
  %2303 = icmp slt i64 %2301, 0, !dbg !3738
  br i1 %2303, label %2304, label %2309, !dbg !3739

2304:                                             ; preds = %2300
  %2305 = icmp ult i64 %2301, -63, !dbg !3740
  br i1 %2305, label %2313, label %2306, !dbg !3741

2306:                                             ; preds = %2304
  %2307 = sub nsw i64 0, %2301, !dbg !3742
  %2308 = lshr i64 %2285, %2307, !dbg !3742
  br label %2313, !dbg !3743

2309:                                             ; preds = %2300
  %2310 = icmp ugt i64 %2301, 63, !dbg !3744
  %2311 = shl i64 %2285, %2301
  %2312 = select i1 %2310, i64 0, i64 %2311, !dbg !3745
  br label %2313, !dbg !3745

2313:                                             ; preds = %2304, %2306, %2309
  %2314 = phi i64 [ %2308, %2306 ], [ 0, %2304 ], [ %2312, %2309 ], !dbg !3746
  store i64 %2314, ptr %2262, align 8, !dbg !3747, !tbaa !1548
  %2315 = getelementptr inbounds i8, ptr %2262, i64 8, !dbg !3747
  store i8 3, ptr %2315, align 8, !dbg !3747, !tbaa !1541
  br label %2316, !dbg !3734

2316:                                             ; preds = %2284, %2258, %2290, %2294, %2274, %2278, %2313
  %2317 = phi ptr [ %2302, %2313 ], [ %3432, %2278 ], [ %3432, %2274 ], [ %3432, %2294 ], [ %3432, %2290 ], [ %3432, %2258 ], [ %3432, %2284 ], !dbg !2684
    #dbg_value(i64 poison, !1211, !DIExpression(), !2649)
    #dbg_value(i64 poison, !1210, !DIExpression(), !2649)
    #dbg_value(ptr %2317, !628, !DIExpression(), !2644)
  %2318 = icmp eq i32 %3431, 0, !dbg !3748
  br i1 %2318, label %2323, label %2319, !dbg !3751, !prof !2320

2319:                                             ; preds = %2316
  %2320 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %2317) #13, !dbg !3752
    #dbg_value(i32 %2320, !629, !DIExpression(), !2644)
  %2321 = load ptr, ptr %29, align 8, !dbg !3752, !tbaa !1548
  %2322 = getelementptr inbounds i8, ptr %2321, i64 16, !dbg !3752
    #dbg_value(ptr %2322, !627, !DIExpression(), !2644)
  br label %2323, !dbg !3752

2323:                                             ; preds = %2319, %2316
  %2324 = phi i32 [ %2320, %2319 ], [ 0, %2316 ], !dbg !2684
  %2325 = phi ptr [ %2322, %2319 ], [ %3433, %2316 ], !dbg !2684
    #dbg_value(ptr %2325, !627, !DIExpression(), !2644)
    #dbg_value(i32 %2324, !629, !DIExpression(), !2644)
  %2326 = getelementptr inbounds i8, ptr %2317, i64 4, !dbg !3751
    #dbg_value(ptr %2326, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3754

2327:                                             ; preds = %3429
    #dbg_label(!1216, !3755)
  %2328 = lshr i32 %3434, 7, !dbg !3756
  %2329 = and i32 %2328, 255, !dbg !3756
  %2330 = zext nneg i32 %2329 to i64, !dbg !3756
  %2331 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2330, !dbg !3756
    #dbg_value(ptr %2331, !1217, !DIExpression(), !3757)
  %2332 = getelementptr inbounds i8, ptr %3432, i64 -8, !dbg !3758
  %2333 = load i32, ptr %2332, align 4, !dbg !3759, !tbaa !2586
    #dbg_value(i32 %2333, !1219, !DIExpression(), !3757)
  %2334 = lshr i32 %3434, 16, !dbg !3760
  %2335 = and i32 %2334, 255, !dbg !3760
  %2336 = zext nneg i32 %2335 to i64, !dbg !3760
  %2337 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2336, !dbg !3760
    #dbg_value(ptr %2337, !1220, !DIExpression(), !3757)
  %2338 = lshr i32 %3434, 24, !dbg !3761
    #dbg_value(i32 %2338, !1221, !DIExpression(), !3757)
  %2339 = lshr i32 %2333, 7, !dbg !3762
  %2340 = and i32 %2339, 255, !dbg !3762
  %2341 = zext nneg i32 %2340 to i64, !dbg !3762
  %2342 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2341, !dbg !3762
    #dbg_value(ptr %2342, !1222, !DIExpression(), !3757)
  store ptr %3432, ptr %36, align 8, !dbg !3763, !tbaa !1548
  %2343 = load ptr, ptr %50, align 8, !dbg !3763, !tbaa !1548
  store ptr %2343, ptr %12, align 8, !dbg !3763, !tbaa !1548
  call void @luaT_trybinTM(ptr noundef %0, ptr noundef %2331, ptr noundef %2337, ptr noundef %2342, i32 noundef %2338) #13, !dbg !3763
  %2344 = load volatile i32, ptr %49, align 8, !dbg !3763, !tbaa !1548
    #dbg_value(i32 %2344, !629, !DIExpression(), !2644)
  %2345 = icmp eq i32 %2344, 0, !dbg !3764
  br i1 %2345, label %2350, label %2346, !dbg !3767, !prof !2320

2346:                                             ; preds = %2327
  %2347 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %3432) #13, !dbg !3768
    #dbg_value(i32 %2347, !629, !DIExpression(), !2644)
  %2348 = load ptr, ptr %29, align 8, !dbg !3768, !tbaa !1548
  %2349 = getelementptr inbounds i8, ptr %2348, i64 16, !dbg !3768
    #dbg_value(ptr %2349, !627, !DIExpression(), !2644)
  br label %2350, !dbg !3768

2350:                                             ; preds = %2346, %2327
  %2351 = phi i32 [ %2347, %2346 ], [ 0, %2327 ], !dbg !3757
  %2352 = phi ptr [ %2349, %2346 ], [ %3433, %2327 ], !dbg !2684
    #dbg_value(ptr %2352, !627, !DIExpression(), !2644)
    #dbg_value(i32 %2351, !629, !DIExpression(), !2644)
  %2353 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3767
    #dbg_value(ptr %2353, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3770

2354:                                             ; preds = %3429
    #dbg_label(!1223, !3771)
  %2355 = lshr i32 %3434, 7, !dbg !3772
  %2356 = and i32 %2355, 255, !dbg !3772
  %2357 = zext nneg i32 %2356 to i64, !dbg !3772
  %2358 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2357, !dbg !3772
    #dbg_value(ptr %2358, !1224, !DIExpression(), !3773)
  %2359 = getelementptr inbounds i8, ptr %3432, i64 -8, !dbg !3774
  %2360 = load i32, ptr %2359, align 4, !dbg !3775, !tbaa !2586
    #dbg_value(i32 %2360, !1226, !DIExpression(), !3773)
  %2361 = lshr i32 %3434, 16, !dbg !3776
  %2362 = and i32 %2361, 255, !dbg !3776
  %2363 = add nsw i32 %2362, -127, !dbg !3776
    #dbg_value(i32 %2363, !1227, !DIExpression(), !3773)
  %2364 = lshr i32 %3434, 24, !dbg !3777
    #dbg_value(i32 %2364, !1228, !DIExpression(), !3773)
  %2365 = lshr i32 %3434, 15, !dbg !3778
  %2366 = and i32 %2365, 1, !dbg !3778
    #dbg_value(i32 %2366, !1229, !DIExpression(), !3773)
  %2367 = lshr i32 %2360, 7, !dbg !3779
  %2368 = and i32 %2367, 255, !dbg !3779
  %2369 = zext nneg i32 %2368 to i64, !dbg !3779
  %2370 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2369, !dbg !3779
    #dbg_value(ptr %2370, !1230, !DIExpression(), !3773)
  store ptr %3432, ptr %36, align 8, !dbg !3780, !tbaa !1548
  %2371 = load ptr, ptr %50, align 8, !dbg !3780, !tbaa !1548
  store ptr %2371, ptr %12, align 8, !dbg !3780, !tbaa !1548
  %2372 = sext i32 %2363 to i64, !dbg !3780
  call void @luaT_trybiniTM(ptr noundef %0, ptr noundef %2358, i64 noundef %2372, i32 noundef %2366, ptr noundef %2370, i32 noundef %2364) #13, !dbg !3780
  %2373 = load volatile i32, ptr %49, align 8, !dbg !3780, !tbaa !1548
    #dbg_value(i32 %2373, !629, !DIExpression(), !2644)
  %2374 = icmp eq i32 %2373, 0, !dbg !3781
  br i1 %2374, label %2379, label %2375, !dbg !3784, !prof !2320

2375:                                             ; preds = %2354
  %2376 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %3432) #13, !dbg !3785
    #dbg_value(i32 %2376, !629, !DIExpression(), !2644)
  %2377 = load ptr, ptr %29, align 8, !dbg !3785, !tbaa !1548
  %2378 = getelementptr inbounds i8, ptr %2377, i64 16, !dbg !3785
    #dbg_value(ptr %2378, !627, !DIExpression(), !2644)
  br label %2379, !dbg !3785

2379:                                             ; preds = %2375, %2354
  %2380 = phi i32 [ %2376, %2375 ], [ 0, %2354 ], !dbg !3773
  %2381 = phi ptr [ %2378, %2375 ], [ %3433, %2354 ], !dbg !2684
    #dbg_value(ptr %2381, !627, !DIExpression(), !2644)
    #dbg_value(i32 %2380, !629, !DIExpression(), !2644)
  %2382 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3784
    #dbg_value(ptr %2382, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3787

2383:                                             ; preds = %3429
    #dbg_label(!1231, !3788)
  %2384 = lshr i32 %3434, 7, !dbg !3789
  %2385 = and i32 %2384, 255, !dbg !3789
  %2386 = zext nneg i32 %2385 to i64, !dbg !3789
  %2387 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2386, !dbg !3789
    #dbg_value(ptr %2387, !1232, !DIExpression(), !3790)
  %2388 = getelementptr inbounds i8, ptr %3432, i64 -8, !dbg !3791
  %2389 = load i32, ptr %2388, align 4, !dbg !3792, !tbaa !2586
    #dbg_value(i32 %2389, !1234, !DIExpression(), !3790)
  %2390 = lshr i32 %3434, 16, !dbg !3793
  %2391 = and i32 %2390, 255, !dbg !3793
  %2392 = zext nneg i32 %2391 to i64, !dbg !3793
  %2393 = getelementptr inbounds %struct.TValue, ptr %35, i64 %2392, !dbg !3793
    #dbg_value(ptr %2393, !1235, !DIExpression(), !3790)
  %2394 = lshr i32 %3434, 24, !dbg !3794
    #dbg_value(i32 %2394, !1236, !DIExpression(), !3790)
  %2395 = lshr i32 %3434, 15, !dbg !3795
  %2396 = and i32 %2395, 1, !dbg !3795
    #dbg_value(i32 %2396, !1237, !DIExpression(), !3790)
  %2397 = lshr i32 %2389, 7, !dbg !3796
  %2398 = and i32 %2397, 255, !dbg !3796
  %2399 = zext nneg i32 %2398 to i64, !dbg !3796
  %2400 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2399, !dbg !3796
    #dbg_value(ptr %2400, !1238, !DIExpression(), !3790)
  store ptr %3432, ptr %36, align 8, !dbg !3797, !tbaa !1548
  %2401 = load ptr, ptr %50, align 8, !dbg !3797, !tbaa !1548
  store ptr %2401, ptr %12, align 8, !dbg !3797, !tbaa !1548
  call void @luaT_trybinassocTM(ptr noundef %0, ptr noundef %2387, ptr noundef %2393, i32 noundef %2396, ptr noundef %2400, i32 noundef %2394) #13, !dbg !3797
  %2402 = load volatile i32, ptr %49, align 8, !dbg !3797, !tbaa !1548
    #dbg_value(i32 %2402, !629, !DIExpression(), !2644)
  %2403 = icmp eq i32 %2402, 0, !dbg !3798
  br i1 %2403, label %2408, label %2404, !dbg !3801, !prof !2320

2404:                                             ; preds = %2383
  %2405 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %3432) #13, !dbg !3802
    #dbg_value(i32 %2405, !629, !DIExpression(), !2644)
  %2406 = load ptr, ptr %29, align 8, !dbg !3802, !tbaa !1548
  %2407 = getelementptr inbounds i8, ptr %2406, i64 16, !dbg !3802
    #dbg_value(ptr %2407, !627, !DIExpression(), !2644)
  br label %2408, !dbg !3802

2408:                                             ; preds = %2404, %2383
  %2409 = phi i32 [ %2405, %2404 ], [ 0, %2383 ], !dbg !3790
  %2410 = phi ptr [ %2407, %2404 ], [ %3433, %2383 ], !dbg !2684
    #dbg_value(ptr %2410, !627, !DIExpression(), !2644)
    #dbg_value(i32 %2409, !629, !DIExpression(), !2644)
  %2411 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3801
    #dbg_value(ptr %2411, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3804

2412:                                             ; preds = %3429
    #dbg_label(!1239, !3805)
  %2413 = lshr i32 %3434, 7, !dbg !3806
  %2414 = and i32 %2413, 255, !dbg !3806
  %2415 = zext nneg i32 %2414 to i64, !dbg !3806
  %2416 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2415, !dbg !3806
    #dbg_value(ptr %2416, !1240, !DIExpression(), !3807)
  %2417 = lshr i32 %3434, 16, !dbg !3808
  %2418 = and i32 %2417, 255, !dbg !3808
  %2419 = zext nneg i32 %2418 to i64, !dbg !3808
  %2420 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2419, !dbg !3808
    #dbg_value(ptr %2420, !1242, !DIExpression(), !3807)
  %2421 = getelementptr inbounds i8, ptr %2420, i64 8, !dbg !3809
  %2422 = load i8, ptr %2421, align 8, !dbg !3809, !tbaa !1541
  switch i8 %2422, label %2431 [
    i8 3, label %2423
    i8 19, label %2427
  ], !dbg !3810

2423:                                             ; preds = %2412
  %2424 = load i64, ptr %2420, align 8, !dbg !3811, !tbaa !1548
    #dbg_value(i64 %2424, !1244, !DIExpression(), !3812)
    #dbg_value(ptr %2416, !1247, !DIExpression(), !3813)
  %2425 = sub i64 0, %2424, !dbg !3814
  store i64 %2425, ptr %2416, align 8, !dbg !3814, !tbaa !1548
  %2426 = getelementptr inbounds i8, ptr %2416, i64 8, !dbg !3814
  store i8 3, ptr %2426, align 8, !dbg !3814, !tbaa !1541
  br label %2434, !dbg !3815

2427:                                             ; preds = %2412
    #dbg_value(double poison, !1243, !DIExpression(), !3807)
  %2428 = load double, ptr %2420, align 8, !dbg !3816, !tbaa !1548
    #dbg_value(double %2428, !1243, !DIExpression(), !3807)
    #dbg_value(ptr %2416, !1249, !DIExpression(), !3817)
  %2429 = fneg double %2428, !dbg !3818
  store double %2429, ptr %2416, align 8, !dbg !3818, !tbaa !1548
  %2430 = getelementptr inbounds i8, ptr %2416, i64 8, !dbg !3818
  store i8 19, ptr %2430, align 8, !dbg !3818, !tbaa !1541
  br label %2434, !dbg !3819

2431:                                             ; preds = %2412
  store ptr %3432, ptr %36, align 8, !dbg !3820, !tbaa !1548
  %2432 = load ptr, ptr %50, align 8, !dbg !3820, !tbaa !1548
  store ptr %2432, ptr %12, align 8, !dbg !3820, !tbaa !1548
  call void @luaT_trybinTM(ptr noundef %0, ptr noundef nonnull %2420, ptr noundef nonnull %2420, ptr noundef nonnull %2416, i32 noundef 18) #13, !dbg !3820
  %2433 = load volatile i32, ptr %49, align 8, !dbg !3820, !tbaa !1548
    #dbg_value(i32 %2433, !629, !DIExpression(), !2644)
  br label %2434

2434:                                             ; preds = %2427, %2431, %2423
  %2435 = phi i32 [ %3431, %2423 ], [ %3431, %2427 ], [ %2433, %2431 ], !dbg !2684
    #dbg_value(i32 %2435, !629, !DIExpression(), !2644)
  %2436 = icmp eq i32 %2435, 0, !dbg !3821
  br i1 %2436, label %2441, label %2437, !dbg !3824, !prof !2320

2437:                                             ; preds = %2434
  %2438 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !3825
    #dbg_value(i32 %2438, !629, !DIExpression(), !2644)
  %2439 = load ptr, ptr %29, align 8, !dbg !3825, !tbaa !1548
  %2440 = getelementptr inbounds i8, ptr %2439, i64 16, !dbg !3825
    #dbg_value(ptr %2440, !627, !DIExpression(), !2644)
  br label %2441, !dbg !3825

2441:                                             ; preds = %2437, %2434
  %2442 = phi i32 [ %2438, %2437 ], [ 0, %2434 ], !dbg !2684
  %2443 = phi ptr [ %2440, %2437 ], [ %3433, %2434 ], !dbg !2684
    #dbg_value(ptr %2443, !627, !DIExpression(), !2644)
    #dbg_value(i32 %2442, !629, !DIExpression(), !2644)
  %2444 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3824
    #dbg_value(ptr %2444, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3827

2445:                                             ; preds = %3429
    #dbg_label(!1253, !3828)
  %2446 = lshr i32 %3434, 7, !dbg !3829
  %2447 = and i32 %2446, 255, !dbg !3829
  %2448 = zext nneg i32 %2447 to i64, !dbg !3829
  %2449 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2448, !dbg !3829
    #dbg_value(ptr %2449, !1254, !DIExpression(), !2648)
  %2450 = lshr i32 %3434, 16, !dbg !3830
  %2451 = and i32 %2450, 255, !dbg !3830
  %2452 = zext nneg i32 %2451 to i64, !dbg !3830
  %2453 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2452, !dbg !3830
    #dbg_value(ptr %2453, !1256, !DIExpression(), !2648)
  %2454 = getelementptr inbounds i8, ptr %2453, i64 8, !dbg !3831
  %2455 = load i8, ptr %2454, align 8, !dbg !3831, !tbaa !1541
  switch i8 %2455, label %2472 [
    i8 3, label %2456
    i8 19, label %2458
  ], !dbg !3832, !prof !3273

2456:                                             ; preds = %2445
  %2457 = load i64, ptr %2453, align 8, !dbg !3831, !tbaa !1548
    #dbg_value(i64 %2457, !1257, !DIExpression(), !2648)
  br label %2468, !dbg !3831

2458:                                             ; preds = %2445
  %2459 = load double, ptr %2453, align 8, !dbg !3833, !tbaa !1548
    #dbg_value(double %2459, !1589, !DIExpression(), !3835)
    #dbg_value(ptr undef, !1590, !DIExpression(), !3835)
    #dbg_value(i32 0, !1591, !DIExpression(), !3835)
  %2460 = call double @llvm.floor.f64(double %2459), !dbg !3837
    #dbg_value(double %2460, !1592, !DIExpression(), !3835)
  %2461 = fcmp une double %2460, %2459, !dbg !3838
  br i1 %2461, label %2472, label %2462, !dbg !3839

2462:                                             ; preds = %2458
    #dbg_value(double %2460, !1592, !DIExpression(), !3835)
  %2463 = fcmp oge double %2460, 0xC3E0000000000000, !dbg !3840
  %2464 = fcmp olt double %2460, 0x43E0000000000000, !dbg !3840
  %2465 = and i1 %2463, %2464, !dbg !3840
  br i1 %2465, label %2466, label %2472, !dbg !3840

2466:                                             ; preds = %2462
  %2467 = fptosi double %2460 to i64, !dbg !3840
    #dbg_value(i64 %2467, !1257, !DIExpression(), !2648)
  br label %2468, !dbg !3832

2468:                                             ; preds = %2466, %2456
  %2469 = phi i64 [ %2457, %2456 ], [ %2467, %2466 ]
    #dbg_value(i64 %2469, !1257, !DIExpression(), !2648)
    #dbg_value(ptr %2449, !1258, !DIExpression(), !3841)
  %2470 = xor i64 %2469, -1, !dbg !3842
  store i64 %2470, ptr %2449, align 8, !dbg !3842, !tbaa !1548
  %2471 = getelementptr inbounds i8, ptr %2449, i64 8, !dbg !3842
  store i8 3, ptr %2471, align 8, !dbg !3842, !tbaa !1541
  br label %2475, !dbg !3843

2472:                                             ; preds = %2445, %2458, %2462
  store ptr %3432, ptr %36, align 8, !dbg !3844, !tbaa !1548
  %2473 = load ptr, ptr %50, align 8, !dbg !3844, !tbaa !1548
  store ptr %2473, ptr %12, align 8, !dbg !3844, !tbaa !1548
  call void @luaT_trybinTM(ptr noundef %0, ptr noundef nonnull %2453, ptr noundef nonnull %2453, ptr noundef nonnull %2449, i32 noundef 19) #13, !dbg !3844
  %2474 = load volatile i32, ptr %49, align 8, !dbg !3844, !tbaa !1548
    #dbg_value(i32 %2474, !629, !DIExpression(), !2644)
  br label %2475

2475:                                             ; preds = %2472, %2468
  %2476 = phi i32 [ %3431, %2468 ], [ %2474, %2472 ], !dbg !2684
    #dbg_value(i64 poison, !1257, !DIExpression(), !2648)
    #dbg_value(i32 %2476, !629, !DIExpression(), !2644)
  %2477 = icmp eq i32 %2476, 0, !dbg !3845
  br i1 %2477, label %2482, label %2478, !dbg !3848, !prof !2320

2478:                                             ; preds = %2475
  %2479 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !3849
    #dbg_value(i32 %2479, !629, !DIExpression(), !2644)
  %2480 = load ptr, ptr %29, align 8, !dbg !3849, !tbaa !1548
  %2481 = getelementptr inbounds i8, ptr %2480, i64 16, !dbg !3849
    #dbg_value(ptr %2481, !627, !DIExpression(), !2644)
  br label %2482, !dbg !3849

2482:                                             ; preds = %2478, %2475
  %2483 = phi i32 [ %2479, %2478 ], [ 0, %2475 ], !dbg !2684
  %2484 = phi ptr [ %2481, %2478 ], [ %3433, %2475 ], !dbg !2684
    #dbg_value(ptr %2484, !627, !DIExpression(), !2644)
    #dbg_value(i32 %2483, !629, !DIExpression(), !2644)
  %2485 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3848
    #dbg_value(ptr %2485, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3851

2486:                                             ; preds = %3429
    #dbg_label(!1262, !3852)
  %2487 = lshr i32 %3434, 7, !dbg !3853
  %2488 = and i32 %2487, 255, !dbg !3853
  %2489 = zext nneg i32 %2488 to i64, !dbg !3853
    #dbg_value(!DIArgList(ptr %3433, i64 %2489), !1263, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !3854)
  %2490 = lshr i32 %3434, 16, !dbg !3855
  %2491 = and i32 %2490, 255, !dbg !3855
  %2492 = zext nneg i32 %2491 to i64, !dbg !3855
    #dbg_value(!DIArgList(ptr %3433, i64 %2492), !1265, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !3854)
  %2493 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2492, i32 0, i32 1, !dbg !3856
  %2494 = load i8, ptr %2493, align 8, !dbg !3856, !tbaa !1541
  %2495 = icmp eq i8 %2494, 1, !dbg !3856
  %2496 = and i8 %2494, 15, !dbg !3856
  %2497 = icmp eq i8 %2496, 0, !dbg !3856
  %2498 = or i1 %2495, %2497, !dbg !3856
  %2499 = select i1 %2498, i8 17, i8 1, !dbg !3856
  %2500 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2489, i32 0, i32 1, !dbg !3858
  store i8 %2499, ptr %2500, align 8, !dbg !3858
  %2501 = icmp eq i32 %3431, 0, !dbg !3859
  br i1 %2501, label %2506, label %2502, !dbg !3862, !prof !2320

2502:                                             ; preds = %2486
  %2503 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !3863
    #dbg_value(i32 %2503, !629, !DIExpression(), !2644)
  %2504 = load ptr, ptr %29, align 8, !dbg !3863, !tbaa !1548
  %2505 = getelementptr inbounds i8, ptr %2504, i64 16, !dbg !3863
    #dbg_value(ptr %2505, !627, !DIExpression(), !2644)
  br label %2506, !dbg !3863

2506:                                             ; preds = %2502, %2486
  %2507 = phi i32 [ %2503, %2502 ], [ 0, %2486 ], !dbg !2684
  %2508 = phi ptr [ %2505, %2502 ], [ %3433, %2486 ], !dbg !2684
    #dbg_value(ptr %2508, !627, !DIExpression(), !2644)
    #dbg_value(i32 %2507, !629, !DIExpression(), !2644)
  %2509 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3862
    #dbg_value(ptr %2509, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3865

2510:                                             ; preds = %3429
    #dbg_label(!1266, !3866)
  %2511 = lshr i32 %3434, 7, !dbg !3867
  %2512 = and i32 %2511, 255, !dbg !3867
  %2513 = zext nneg i32 %2512 to i64, !dbg !3867
  %2514 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2513, !dbg !3867
    #dbg_value(ptr %2514, !1267, !DIExpression(), !3868)
  store ptr %3432, ptr %36, align 8, !dbg !3869, !tbaa !1548
  %2515 = load ptr, ptr %50, align 8, !dbg !3869, !tbaa !1548
  store ptr %2515, ptr %12, align 8, !dbg !3869, !tbaa !1548
  %2516 = lshr i32 %3434, 16, !dbg !3869
  %2517 = and i32 %2516, 255, !dbg !3869
  %2518 = zext nneg i32 %2517 to i64, !dbg !3869
  %2519 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2518, !dbg !3869
  call void @luaV_objlen(ptr noundef %0, ptr noundef %2514, ptr noundef %2519), !dbg !3869
  %2520 = load volatile i32, ptr %49, align 8, !dbg !3869, !tbaa !1548
    #dbg_value(i32 %2520, !629, !DIExpression(), !2644)
  %2521 = icmp eq i32 %2520, 0, !dbg !3870
  br i1 %2521, label %2526, label %2522, !dbg !3873, !prof !2320

2522:                                             ; preds = %2510
  %2523 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %3432) #13, !dbg !3874
    #dbg_value(i32 %2523, !629, !DIExpression(), !2644)
  %2524 = load ptr, ptr %29, align 8, !dbg !3874, !tbaa !1548
  %2525 = getelementptr inbounds i8, ptr %2524, i64 16, !dbg !3874
    #dbg_value(ptr %2525, !627, !DIExpression(), !2644)
  br label %2526, !dbg !3874

2526:                                             ; preds = %2522, %2510
  %2527 = phi i32 [ %2523, %2522 ], [ 0, %2510 ], !dbg !3868
  %2528 = phi ptr [ %2525, %2522 ], [ %3433, %2510 ], !dbg !2684
    #dbg_value(ptr %2528, !627, !DIExpression(), !2644)
    #dbg_value(i32 %2527, !629, !DIExpression(), !2644)
  %2529 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3873
    #dbg_value(ptr %2529, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3876

2530:                                             ; preds = %3429
    #dbg_label(!1269, !3877)
  %2531 = lshr i32 %3434, 7, !dbg !3878
  %2532 = and i32 %2531, 255, !dbg !3878
  %2533 = zext nneg i32 %2532 to i64, !dbg !3878
  %2534 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2533, !dbg !3878
    #dbg_value(ptr %2534, !1270, !DIExpression(), !3879)
  %2535 = lshr i32 %3434, 16, !dbg !3880
  %2536 = and i32 %2535, 255, !dbg !3880
    #dbg_value(i32 %2536, !1272, !DIExpression(), !3879)
  %2537 = zext nneg i32 %2536 to i64, !dbg !3881
  %2538 = getelementptr inbounds %union.StackValue, ptr %2534, i64 %2537, !dbg !3881
  store ptr %2538, ptr %12, align 8, !dbg !3882, !tbaa !1548
  store ptr %3432, ptr %36, align 8, !dbg !3883, !tbaa !1548
  call void @luaV_concat(ptr noundef %0, i32 noundef %2536), !dbg !3883
  %2539 = load volatile i32, ptr %49, align 8, !dbg !3883, !tbaa !1548
    #dbg_value(i32 %2539, !629, !DIExpression(), !2644)
  %2540 = load ptr, ptr %13, align 8, !dbg !3884, !tbaa !1716
  %2541 = getelementptr inbounds i8, ptr %2540, i64 24, !dbg !3884
  %2542 = load i64, ptr %2541, align 8, !dbg !3884, !tbaa !3033
  %2543 = icmp sgt i64 %2542, 0, !dbg !3884
  br i1 %2543, label %2544, label %2546, !dbg !3888

2544:                                             ; preds = %2530
  store ptr %3432, ptr %36, align 8, !dbg !3889, !tbaa !1548
  call void @luaC_step(ptr noundef nonnull %0) #13, !dbg !3889
  %2545 = load volatile i32, ptr %49, align 8, !dbg !3889, !tbaa !1548
    #dbg_value(i32 %2545, !629, !DIExpression(), !2644)
  br label %2546, !dbg !3889

2546:                                             ; preds = %2544, %2530
  %2547 = phi i32 [ %2545, %2544 ], [ %2539, %2530 ], !dbg !3879
    #dbg_value(i32 %2547, !629, !DIExpression(), !2644)
  %2548 = icmp eq i32 %2547, 0, !dbg !3891
  br i1 %2548, label %2553, label %2549, !dbg !3894, !prof !2320

2549:                                             ; preds = %2546
  %2550 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %3432) #13, !dbg !3895
    #dbg_value(i32 %2550, !629, !DIExpression(), !2644)
  %2551 = load ptr, ptr %29, align 8, !dbg !3895, !tbaa !1548
  %2552 = getelementptr inbounds i8, ptr %2551, i64 16, !dbg !3895
    #dbg_value(ptr %2552, !627, !DIExpression(), !2644)
  br label %2553, !dbg !3895

2553:                                             ; preds = %2549, %2546
  %2554 = phi i32 [ %2550, %2549 ], [ 0, %2546 ], !dbg !3879
  %2555 = phi ptr [ %2552, %2549 ], [ %3433, %2546 ], !dbg !2684
    #dbg_value(ptr %2555, !627, !DIExpression(), !2644)
    #dbg_value(i32 %2554, !629, !DIExpression(), !2644)
  %2556 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3894
    #dbg_value(ptr %2556, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3897

2557:                                             ; preds = %3429
    #dbg_label(!1273, !3898)
  %2558 = lshr i32 %3434, 7, !dbg !3899
  %2559 = and i32 %2558, 255, !dbg !3899
  %2560 = zext nneg i32 %2559 to i64, !dbg !3899
  %2561 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2560, !dbg !3899
    #dbg_value(ptr %2561, !1274, !DIExpression(), !3900)
  store ptr %3432, ptr %36, align 8, !dbg !3901, !tbaa !1548
  %2562 = load ptr, ptr %50, align 8, !dbg !3901, !tbaa !1548
  store ptr %2562, ptr %12, align 8, !dbg !3901, !tbaa !1548
  %2563 = call ptr @luaF_close(ptr noundef %0, ptr noundef %2561, i32 noundef 0, i32 noundef 1) #13, !dbg !3901
  %2564 = load volatile i32, ptr %49, align 8, !dbg !3901, !tbaa !1548
    #dbg_value(i32 %2564, !629, !DIExpression(), !2644)
  %2565 = icmp eq i32 %2564, 0, !dbg !3902
  br i1 %2565, label %2570, label %2566, !dbg !3905, !prof !2320

2566:                                             ; preds = %2557
  %2567 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %3432) #13, !dbg !3906
    #dbg_value(i32 %2567, !629, !DIExpression(), !2644)
  %2568 = load ptr, ptr %29, align 8, !dbg !3906, !tbaa !1548
  %2569 = getelementptr inbounds i8, ptr %2568, i64 16, !dbg !3906
    #dbg_value(ptr %2569, !627, !DIExpression(), !2644)
  br label %2570, !dbg !3906

2570:                                             ; preds = %2566, %2557
  %2571 = phi i32 [ %2567, %2566 ], [ 0, %2557 ], !dbg !3900
  %2572 = phi ptr [ %2569, %2566 ], [ %3433, %2557 ], !dbg !2684
    #dbg_value(ptr %2572, !627, !DIExpression(), !2644)
    #dbg_value(i32 %2571, !629, !DIExpression(), !2644)
  %2573 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3905
    #dbg_value(ptr %2573, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3908

2574:                                             ; preds = %3429
    #dbg_label(!1276, !3909)
  %2575 = lshr i32 %3434, 7, !dbg !3910
  %2576 = and i32 %2575, 255, !dbg !3910
  %2577 = zext nneg i32 %2576 to i64, !dbg !3910
  %2578 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2577, !dbg !3910
    #dbg_value(ptr %2578, !1277, !DIExpression(), !3911)
  store ptr %3432, ptr %36, align 8, !dbg !3912, !tbaa !1548
  %2579 = load ptr, ptr %50, align 8, !dbg !3912, !tbaa !1548
  store ptr %2579, ptr %12, align 8, !dbg !3912, !tbaa !1548
  call void @luaF_newtbcupval(ptr noundef %0, ptr noundef %2578) #13, !dbg !3912
  %2580 = icmp eq i32 %3431, 0, !dbg !3913
  br i1 %2580, label %2585, label %2581, !dbg !3916, !prof !2320

2581:                                             ; preds = %2574
  %2582 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %3432) #13, !dbg !3917
    #dbg_value(i32 %2582, !629, !DIExpression(), !2644)
  %2583 = load ptr, ptr %29, align 8, !dbg !3917, !tbaa !1548
  %2584 = getelementptr inbounds i8, ptr %2583, i64 16, !dbg !3917
    #dbg_value(ptr %2584, !627, !DIExpression(), !2644)
  br label %2585, !dbg !3917

2585:                                             ; preds = %2581, %2574
  %2586 = phi i32 [ %2582, %2581 ], [ 0, %2574 ], !dbg !2684
  %2587 = phi ptr [ %2584, %2581 ], [ %3433, %2574 ], !dbg !2684
    #dbg_value(ptr %2587, !627, !DIExpression(), !2644)
    #dbg_value(i32 %2586, !629, !DIExpression(), !2644)
  %2588 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3916
    #dbg_value(ptr %2588, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3919

2589:                                             ; preds = %3429
    #dbg_label(!1279, !3920)
  %2590 = lshr i32 %3434, 7, !dbg !3921
  %2591 = add nsw i32 %2590, -16777215, !dbg !3921
  %2592 = sext i32 %2591 to i64, !dbg !3921
  %2593 = getelementptr inbounds i32, ptr %3432, i64 %2592, !dbg !3921
    #dbg_value(ptr %2593, !628, !DIExpression(), !2644)
  %2594 = load volatile i32, ptr %49, align 8, !dbg !3921, !tbaa !1548
    #dbg_value(i32 %2594, !629, !DIExpression(), !2644)
  %2595 = icmp eq i32 %2594, 0, !dbg !3924
  br i1 %2595, label %2600, label %2596, !dbg !3927, !prof !2320

2596:                                             ; preds = %2589
  %2597 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %2593) #13, !dbg !3928
    #dbg_value(i32 %2597, !629, !DIExpression(), !2644)
  %2598 = load ptr, ptr %29, align 8, !dbg !3928, !tbaa !1548
  %2599 = getelementptr inbounds i8, ptr %2598, i64 16, !dbg !3928
    #dbg_value(ptr %2599, !627, !DIExpression(), !2644)
  br label %2600, !dbg !3928

2600:                                             ; preds = %2596, %2589
  %2601 = phi i32 [ %2597, %2596 ], [ 0, %2589 ], !dbg !3930
  %2602 = phi ptr [ %2599, %2596 ], [ %3433, %2589 ], !dbg !2684
    #dbg_value(ptr %2602, !627, !DIExpression(), !2644)
    #dbg_value(i32 %2601, !629, !DIExpression(), !2644)
  %2603 = getelementptr inbounds i8, ptr %2593, i64 4, !dbg !3927
    #dbg_value(ptr %2603, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3931

2604:                                             ; preds = %3429
    #dbg_label(!1280, !3932)
  %2605 = lshr i32 %3434, 7, !dbg !3933
  %2606 = and i32 %2605, 255, !dbg !3933
  %2607 = zext nneg i32 %2606 to i64, !dbg !3933
  %2608 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2607, !dbg !3933
    #dbg_value(ptr %2608, !1281, !DIExpression(), !3934)
  %2609 = lshr i32 %3434, 16, !dbg !3935
  %2610 = and i32 %2609, 255, !dbg !3935
  %2611 = zext nneg i32 %2610 to i64, !dbg !3935
  %2612 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2611, !dbg !3935
    #dbg_value(ptr %2612, !1284, !DIExpression(), !3934)
  store ptr %3432, ptr %36, align 8, !dbg !3936, !tbaa !1548
  %2613 = load ptr, ptr %50, align 8, !dbg !3936, !tbaa !1548
  store ptr %2613, ptr %12, align 8, !dbg !3936, !tbaa !1548
  %2614 = call i32 @luaV_equalobj(ptr noundef %0, ptr noundef %2608, ptr noundef %2612), !dbg !3936
    #dbg_value(i32 %2614, !1283, !DIExpression(), !3934)
  %2615 = load volatile i32, ptr %49, align 8, !dbg !3936, !tbaa !1548
    #dbg_value(i32 %2615, !629, !DIExpression(), !2644)
  %2616 = lshr i32 %3434, 15, !dbg !3937
  %2617 = and i32 %2616, 1, !dbg !3937
  %2618 = icmp eq i32 %2614, %2617, !dbg !3937
  br i1 %2618, label %2621, label %2619, !dbg !3938

2619:                                             ; preds = %2604
  %2620 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3937
    #dbg_value(ptr %2620, !628, !DIExpression(), !2644)
  br label %2628, !dbg !3937

2621:                                             ; preds = %2604
  %2622 = load i32, ptr %3432, align 4, !dbg !3939, !tbaa !2586
    #dbg_value(i32 %2622, !1285, !DIExpression(), !3940)
  %2623 = lshr i32 %2622, 7, !dbg !3941
  %2624 = add nsw i32 %2623, -16777214, !dbg !3941
  %2625 = sext i32 %2624 to i64, !dbg !3941
  %2626 = getelementptr inbounds i32, ptr %3432, i64 %2625, !dbg !3941
    #dbg_value(ptr %2626, !628, !DIExpression(), !2644)
  %2627 = load volatile i32, ptr %49, align 8, !dbg !3941, !tbaa !1548
    #dbg_value(i32 %2627, !629, !DIExpression(), !2644)
  br label %2628

2628:                                             ; preds = %2621, %2619
  %2629 = phi i32 [ %2615, %2619 ], [ %2627, %2621 ], !dbg !3934
  %2630 = phi ptr [ %2620, %2619 ], [ %2626, %2621 ], !dbg !3937
    #dbg_value(ptr %2630, !628, !DIExpression(), !2644)
    #dbg_value(i32 %2629, !629, !DIExpression(), !2644)
  %2631 = icmp eq i32 %2629, 0, !dbg !3943
  br i1 %2631, label %2636, label %2632, !dbg !3946, !prof !2320

2632:                                             ; preds = %2628
  %2633 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %2630) #13, !dbg !3947
    #dbg_value(i32 %2633, !629, !DIExpression(), !2644)
  %2634 = load ptr, ptr %29, align 8, !dbg !3947, !tbaa !1548
  %2635 = getelementptr inbounds i8, ptr %2634, i64 16, !dbg !3947
    #dbg_value(ptr %2635, !627, !DIExpression(), !2644)
  br label %2636, !dbg !3947

2636:                                             ; preds = %2632, %2628
  %2637 = phi i32 [ %2633, %2632 ], [ 0, %2628 ], !dbg !3934
  %2638 = phi ptr [ %2635, %2632 ], [ %3433, %2628 ], !dbg !2684
    #dbg_value(ptr %2638, !627, !DIExpression(), !2644)
    #dbg_value(i32 %2637, !629, !DIExpression(), !2644)
  %2639 = getelementptr inbounds i8, ptr %2630, i64 4, !dbg !3946
    #dbg_value(ptr %2639, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !3949

2640:                                             ; preds = %3429
    #dbg_label(!1288, !3950)
  %2641 = lshr i32 %3434, 7, !dbg !3951
  %2642 = and i32 %2641, 255, !dbg !3951
  %2643 = zext nneg i32 %2642 to i64, !dbg !3951
  %2644 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2643, !dbg !3951
    #dbg_value(ptr %2644, !1289, !DIExpression(), !3952)
  %2645 = lshr i32 %3434, 16, !dbg !3951
  %2646 = and i32 %2645, 255, !dbg !3951
  %2647 = zext nneg i32 %2646 to i64, !dbg !3951
  %2648 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2647, !dbg !3951
    #dbg_value(ptr %2648, !1293, !DIExpression(), !3952)
  %2649 = getelementptr inbounds i8, ptr %2644, i64 8, !dbg !3953
  %2650 = load i8, ptr %2649, align 8, !dbg !3953, !tbaa !1548
  %2651 = icmp eq i8 %2650, 3, !dbg !3953
  br i1 %2651, label %2652, label %2661, !dbg !3953

2652:                                             ; preds = %2640
  %2653 = getelementptr inbounds i8, ptr %2648, i64 8, !dbg !3953
  %2654 = load i8, ptr %2653, align 8, !dbg !3953, !tbaa !1541
  %2655 = icmp eq i8 %2654, 3, !dbg !3953
  br i1 %2655, label %2656, label %2664, !dbg !3951

2656:                                             ; preds = %2652
  %2657 = load i64, ptr %2644, align 8, !dbg !3954, !tbaa !1548
    #dbg_value(i64 %2657, !1294, !DIExpression(), !3955)
  %2658 = load i64, ptr %2648, align 8, !dbg !3954, !tbaa !1548
    #dbg_value(i64 %2658, !1297, !DIExpression(), !3955)
  %2659 = icmp slt i64 %2657, %2658, !dbg !3954
  %2660 = zext i1 %2659 to i32, !dbg !3954
    #dbg_value(i32 %2660, !1292, !DIExpression(), !3952)
  br label %2721, !dbg !3954

2661:                                             ; preds = %2640
  %2662 = and i8 %2650, 15, !dbg !3956
  %2663 = icmp eq i8 %2662, 3, !dbg !3956
  br i1 %2663, label %2667, label %2717, !dbg !3956

2664:                                             ; preds = %2652
  %2665 = and i8 %2654, 15, !dbg !3956
  %2666 = icmp eq i8 %2665, 3, !dbg !3956
  br i1 %2666, label %2672, label %2717, !dbg !3953

2667:                                             ; preds = %2661
  %2668 = getelementptr inbounds i8, ptr %2648, i64 8, !dbg !3956
  %2669 = load i8, ptr %2668, align 8, !dbg !3956, !tbaa !1541
  %2670 = and i8 %2669, 15, !dbg !3956
  %2671 = icmp eq i8 %2670, 3, !dbg !3956
  br i1 %2671, label %2692, label %2717, !dbg !3953

2672:                                             ; preds = %2664
    #dbg_value(ptr %2644, !1855, !DIExpression(), !3958)
    #dbg_value(ptr %2648, !1860, !DIExpression(), !3958)
  %2673 = load i64, ptr %2644, align 8, !dbg !3960, !tbaa !1548
    #dbg_value(i64 %2673, !1861, !DIExpression(), !3961)
  %2674 = load double, ptr %2648, align 8, !dbg !3962, !tbaa !1548
    #dbg_value(i64 %2673, !1879, !DIExpression(), !3963)
    #dbg_value(double %2674, !1884, !DIExpression(), !3963)
  %2675 = add i64 %2673, 9007199254740992, !dbg !3965
  %2676 = icmp ult i64 %2675, 18014398509481985, !dbg !3965
  br i1 %2676, label %2677, label %2680, !dbg !3966

2677:                                             ; preds = %2672
  %2678 = sitofp i64 %2673 to double, !dbg !3967
  %2679 = fcmp ogt double %2674, %2678, !dbg !3967
  br label %2714, !dbg !3968

2680:                                             ; preds = %2672
    #dbg_value(double %2674, !1589, !DIExpression(), !3969)
    #dbg_value(ptr undef, !1590, !DIExpression(), !3969)
    #dbg_value(i32 2, !1591, !DIExpression(), !3969)
  %2681 = call double @llvm.floor.f64(double %2674), !dbg !3971
    #dbg_value(double %2681, !1592, !DIExpression(), !3969)
  %2682 = fcmp une double %2681, %2674, !dbg !3972
  %2683 = fadd double %2681, 1.000000e+00, !dbg !3973
  %2684 = select i1 %2682, double %2683, double %2681, !dbg !3973
    #dbg_value(double %2684, !1592, !DIExpression(), !3969)
  %2685 = fcmp oge double %2684, 0xC3E0000000000000, !dbg !3974
  %2686 = fcmp olt double %2684, 0x43E0000000000000, !dbg !3974
  %2687 = and i1 %2685, %2686, !dbg !3974
  %2688 = fptosi double %2684 to i64, !dbg !3974
    #dbg_value(i64 poison, !1885, !DIExpression(), !3975)
  %2689 = icmp slt i64 %2673, %2688, !dbg !3976
  %2690 = fcmp ogt double %2674, 0.000000e+00, !dbg !3976
  %2691 = select i1 %2687, i1 %2689, i1 %2690, !dbg !3976
  br label %2714

2692:                                             ; preds = %2667
  %2693 = load double, ptr %2644, align 8, !dbg !3977, !tbaa !1548
    #dbg_value(double %2693, !1864, !DIExpression(), !3978)
  %2694 = icmp eq i8 %2669, 19, !dbg !3979
  br i1 %2694, label %2695, label %2698, !dbg !3980

2695:                                             ; preds = %2692
  %2696 = load double, ptr %2648, align 8, !dbg !3981, !tbaa !1548
  %2697 = fcmp olt double %2693, %2696, !dbg !3981
  br label %2714, !dbg !3982

2698:                                             ; preds = %2692
  %2699 = load i64, ptr %2648, align 8, !dbg !3983, !tbaa !1548
    #dbg_value(double %2693, !1911, !DIExpression(), !3984)
    #dbg_value(i64 %2699, !1916, !DIExpression(), !3984)
  %2700 = add i64 %2699, 9007199254740992, !dbg !3986
  %2701 = icmp ult i64 %2700, 18014398509481985, !dbg !3986
  br i1 %2701, label %2702, label %2705, !dbg !3987

2702:                                             ; preds = %2698
  %2703 = sitofp i64 %2699 to double, !dbg !3988
  %2704 = fcmp olt double %2693, %2703, !dbg !3988
  br label %2714, !dbg !3989

2705:                                             ; preds = %2698
    #dbg_value(double %2693, !1589, !DIExpression(), !3990)
    #dbg_value(ptr undef, !1590, !DIExpression(), !3990)
    #dbg_value(i32 1, !1591, !DIExpression(), !3990)
  %2706 = call double @llvm.floor.f64(double %2693), !dbg !3992
    #dbg_value(double %2706, !1592, !DIExpression(), !3990)
  %2707 = fcmp oge double %2706, 0xC3E0000000000000, !dbg !3993
  %2708 = fcmp olt double %2706, 0x43E0000000000000, !dbg !3993
  %2709 = and i1 %2707, %2708, !dbg !3993
  %2710 = fptosi double %2706 to i64, !dbg !3993
    #dbg_value(i64 poison, !1917, !DIExpression(), !3994)
  %2711 = icmp sgt i64 %2699, %2710, !dbg !3995
  %2712 = fcmp olt double %2693, 0.000000e+00, !dbg !3995
  %2713 = select i1 %2709, i1 %2711, i1 %2712, !dbg !3995
  br label %2714

2714:                                             ; preds = %2677, %2680, %2695, %2702, %2705
  %2715 = phi i1 [ %2697, %2695 ], [ %2679, %2677 ], [ %2691, %2680 ], [ %2704, %2702 ], [ %2713, %2705 ]
  %2716 = zext i1 %2715 to i32, !dbg !3996
    #dbg_value(i32 %2716, !1292, !DIExpression(), !3952)
  br label %2721, !dbg !3956

2717:                                             ; preds = %2667, %2664, %2661
  store ptr %3432, ptr %36, align 8, !dbg !3956, !tbaa !1548
  %2718 = load ptr, ptr %50, align 8, !dbg !3956, !tbaa !1548
  store ptr %2718, ptr %12, align 8, !dbg !3956, !tbaa !1548
  %2719 = call fastcc i32 @lessthanothers(ptr noundef %0, ptr noundef nonnull %2644, ptr noundef nonnull %2648), !dbg !3956
    #dbg_value(i32 %2719, !1292, !DIExpression(), !3952)
  %2720 = load volatile i32, ptr %49, align 8, !dbg !3956, !tbaa !1548
    #dbg_value(i32 %2720, !629, !DIExpression(), !2644)
  br label %2721

2721:                                             ; preds = %2714, %2717, %2656
  %2722 = phi i32 [ %2660, %2656 ], [ %2716, %2714 ], [ %2719, %2717 ], !dbg !3953
  %2723 = phi i32 [ %3431, %2656 ], [ %3431, %2714 ], [ %2720, %2717 ], !dbg !2684
    #dbg_value(i32 %2723, !629, !DIExpression(), !2644)
    #dbg_value(i32 %2722, !1292, !DIExpression(), !3952)
  %2724 = lshr i32 %3434, 15, !dbg !3997
  %2725 = and i32 %2724, 1, !dbg !3997
  %2726 = icmp eq i32 %2722, %2725, !dbg !3997
  br i1 %2726, label %2729, label %2727, !dbg !3951

2727:                                             ; preds = %2721
  %2728 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !3997
    #dbg_value(ptr %2728, !628, !DIExpression(), !2644)
  br label %2736, !dbg !3997

2729:                                             ; preds = %2721
  %2730 = load i32, ptr %3432, align 4, !dbg !3998, !tbaa !2586
    #dbg_value(i32 %2730, !1298, !DIExpression(), !3999)
  %2731 = lshr i32 %2730, 7, !dbg !4000
  %2732 = add nsw i32 %2731, -16777214, !dbg !4000
  %2733 = sext i32 %2732 to i64, !dbg !4000
  %2734 = getelementptr inbounds i32, ptr %3432, i64 %2733, !dbg !4000
    #dbg_value(ptr %2734, !628, !DIExpression(), !2644)
  %2735 = load volatile i32, ptr %49, align 8, !dbg !4000, !tbaa !1548
    #dbg_value(i32 %2735, !629, !DIExpression(), !2644)
  br label %2736

2736:                                             ; preds = %2729, %2727
  %2737 = phi i32 [ %2723, %2727 ], [ %2735, %2729 ], !dbg !2684
  %2738 = phi ptr [ %2728, %2727 ], [ %2734, %2729 ], !dbg !3997
    #dbg_value(ptr %2738, !628, !DIExpression(), !2644)
    #dbg_value(i32 %2737, !629, !DIExpression(), !2644)
  %2739 = icmp eq i32 %2737, 0, !dbg !4002
  br i1 %2739, label %2744, label %2740, !dbg !4005, !prof !2320

2740:                                             ; preds = %2736
  %2741 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %2738) #13, !dbg !4006
    #dbg_value(i32 %2741, !629, !DIExpression(), !2644)
  %2742 = load ptr, ptr %29, align 8, !dbg !4006, !tbaa !1548
  %2743 = getelementptr inbounds i8, ptr %2742, i64 16, !dbg !4006
    #dbg_value(ptr %2743, !627, !DIExpression(), !2644)
  br label %2744, !dbg !4006

2744:                                             ; preds = %2740, %2736
  %2745 = phi i32 [ %2741, %2740 ], [ 0, %2736 ], !dbg !2684
  %2746 = phi ptr [ %2743, %2740 ], [ %3433, %2736 ], !dbg !2684
    #dbg_value(ptr %2746, !627, !DIExpression(), !2644)
    #dbg_value(i32 %2745, !629, !DIExpression(), !2644)
  %2747 = getelementptr inbounds i8, ptr %2738, i64 4, !dbg !4005
    #dbg_value(ptr %2747, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !4008

2748:                                             ; preds = %3429
    #dbg_label(!1301, !4009)
  %2749 = lshr i32 %3434, 7, !dbg !4010
  %2750 = and i32 %2749, 255, !dbg !4010
  %2751 = zext nneg i32 %2750 to i64, !dbg !4010
  %2752 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2751, !dbg !4010
    #dbg_value(ptr %2752, !1302, !DIExpression(), !4011)
  %2753 = lshr i32 %3434, 16, !dbg !4010
  %2754 = and i32 %2753, 255, !dbg !4010
  %2755 = zext nneg i32 %2754 to i64, !dbg !4010
  %2756 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2755, !dbg !4010
    #dbg_value(ptr %2756, !1306, !DIExpression(), !4011)
  %2757 = getelementptr inbounds i8, ptr %2752, i64 8, !dbg !4012
  %2758 = load i8, ptr %2757, align 8, !dbg !4012, !tbaa !1548
  %2759 = icmp eq i8 %2758, 3, !dbg !4012
  br i1 %2759, label %2760, label %2769, !dbg !4012

2760:                                             ; preds = %2748
  %2761 = getelementptr inbounds i8, ptr %2756, i64 8, !dbg !4012
  %2762 = load i8, ptr %2761, align 8, !dbg !4012, !tbaa !1541
  %2763 = icmp eq i8 %2762, 3, !dbg !4012
  br i1 %2763, label %2764, label %2772, !dbg !4010

2764:                                             ; preds = %2760
  %2765 = load i64, ptr %2752, align 8, !dbg !4013, !tbaa !1548
    #dbg_value(i64 %2765, !1307, !DIExpression(), !4014)
  %2766 = load i64, ptr %2756, align 8, !dbg !4013, !tbaa !1548
    #dbg_value(i64 %2766, !1310, !DIExpression(), !4014)
  %2767 = icmp sle i64 %2765, %2766, !dbg !4013
  %2768 = zext i1 %2767 to i32, !dbg !4013
    #dbg_value(i32 %2768, !1305, !DIExpression(), !4011)
  br label %2829, !dbg !4013

2769:                                             ; preds = %2748
  %2770 = and i8 %2758, 15, !dbg !4015
  %2771 = icmp eq i8 %2770, 3, !dbg !4015
  br i1 %2771, label %2775, label %2825, !dbg !4015

2772:                                             ; preds = %2760
  %2773 = and i8 %2762, 15, !dbg !4015
  %2774 = icmp eq i8 %2773, 3, !dbg !4015
  br i1 %2774, label %2780, label %2825, !dbg !4012

2775:                                             ; preds = %2769
  %2776 = getelementptr inbounds i8, ptr %2756, i64 8, !dbg !4015
  %2777 = load i8, ptr %2776, align 8, !dbg !4015, !tbaa !1541
  %2778 = and i8 %2777, 15, !dbg !4015
  %2779 = icmp eq i8 %2778, 3, !dbg !4015
  br i1 %2779, label %2797, label %2825, !dbg !4012

2780:                                             ; preds = %2772
    #dbg_value(ptr %2752, !2017, !DIExpression(), !4017)
    #dbg_value(ptr %2756, !2020, !DIExpression(), !4017)
  %2781 = load i64, ptr %2752, align 8, !dbg !4019, !tbaa !1548
    #dbg_value(i64 %2781, !2021, !DIExpression(), !4020)
  %2782 = load double, ptr %2756, align 8, !dbg !4021, !tbaa !1548
    #dbg_value(i64 %2781, !2039, !DIExpression(), !4022)
    #dbg_value(double %2782, !2042, !DIExpression(), !4022)
  %2783 = add i64 %2781, 9007199254740992, !dbg !4024
  %2784 = icmp ult i64 %2783, 18014398509481985, !dbg !4024
  br i1 %2784, label %2785, label %2788, !dbg !4025

2785:                                             ; preds = %2780
  %2786 = sitofp i64 %2781 to double, !dbg !4026
  %2787 = fcmp oge double %2782, %2786, !dbg !4026
  br label %2822, !dbg !4027

2788:                                             ; preds = %2780
    #dbg_value(double %2782, !1589, !DIExpression(), !4028)
    #dbg_value(ptr undef, !1590, !DIExpression(), !4028)
    #dbg_value(i32 1, !1591, !DIExpression(), !4028)
  %2789 = call double @llvm.floor.f64(double %2782), !dbg !4030
    #dbg_value(double %2789, !1592, !DIExpression(), !4028)
  %2790 = fcmp ult double %2789, 0xC3E0000000000000, !dbg !4031
  %2791 = fcmp uge double %2789, 0x43E0000000000000, !dbg !4031
  %2792 = or i1 %2790, %2791, !dbg !4031
  %2793 = fptosi double %2789 to i64, !dbg !4031
    #dbg_value(i64 poison, !2043, !DIExpression(), !4032)
  %2794 = icmp sle i64 %2781, %2793, !dbg !4033
  %2795 = fcmp ogt double %2782, 0.000000e+00, !dbg !4033
  %2796 = select i1 %2792, i1 %2795, i1 %2794, !dbg !4033
  br label %2822

2797:                                             ; preds = %2775
  %2798 = load double, ptr %2752, align 8, !dbg !4034, !tbaa !1548
    #dbg_value(double %2798, !2024, !DIExpression(), !4035)
  %2799 = icmp eq i8 %2777, 19, !dbg !4036
  br i1 %2799, label %2800, label %2803, !dbg !4037

2800:                                             ; preds = %2797
  %2801 = load double, ptr %2756, align 8, !dbg !4038, !tbaa !1548
  %2802 = fcmp ole double %2798, %2801, !dbg !4038
  br label %2822, !dbg !4039

2803:                                             ; preds = %2797
  %2804 = load i64, ptr %2756, align 8, !dbg !4040, !tbaa !1548
    #dbg_value(double %2798, !2067, !DIExpression(), !4041)
    #dbg_value(i64 %2804, !2070, !DIExpression(), !4041)
  %2805 = add i64 %2804, 9007199254740992, !dbg !4043
  %2806 = icmp ult i64 %2805, 18014398509481985, !dbg !4043
  br i1 %2806, label %2807, label %2810, !dbg !4044

2807:                                             ; preds = %2803
  %2808 = sitofp i64 %2804 to double, !dbg !4045
  %2809 = fcmp ole double %2798, %2808, !dbg !4045
  br label %2822, !dbg !4046

2810:                                             ; preds = %2803
    #dbg_value(double %2798, !1589, !DIExpression(), !4047)
    #dbg_value(ptr undef, !1590, !DIExpression(), !4047)
    #dbg_value(i32 2, !1591, !DIExpression(), !4047)
  %2811 = call double @llvm.floor.f64(double %2798), !dbg !4049
    #dbg_value(double %2811, !1592, !DIExpression(), !4047)
  %2812 = fcmp une double %2811, %2798, !dbg !4050
  %2813 = fadd double %2811, 1.000000e+00, !dbg !4051
  %2814 = select i1 %2812, double %2813, double %2811, !dbg !4051
    #dbg_value(double %2814, !1592, !DIExpression(), !4047)
  %2815 = fcmp ult double %2814, 0xC3E0000000000000, !dbg !4052
  %2816 = fcmp uge double %2814, 0x43E0000000000000, !dbg !4052
  %2817 = or i1 %2815, %2816, !dbg !4052
  %2818 = fptosi double %2814 to i64, !dbg !4052
    #dbg_value(i64 poison, !2071, !DIExpression(), !4053)
  %2819 = icmp sge i64 %2804, %2818, !dbg !4054
  %2820 = fcmp olt double %2798, 0.000000e+00, !dbg !4054
  %2821 = select i1 %2817, i1 %2820, i1 %2819, !dbg !4054
  br label %2822

2822:                                             ; preds = %2785, %2788, %2800, %2807, %2810
  %2823 = phi i1 [ %2802, %2800 ], [ %2787, %2785 ], [ %2796, %2788 ], [ %2809, %2807 ], [ %2821, %2810 ]
  %2824 = zext i1 %2823 to i32, !dbg !4055
    #dbg_value(i32 %2824, !1305, !DIExpression(), !4011)
  br label %2829, !dbg !4015

2825:                                             ; preds = %2775, %2772, %2769
  store ptr %3432, ptr %36, align 8, !dbg !4015, !tbaa !1548
  %2826 = load ptr, ptr %50, align 8, !dbg !4015, !tbaa !1548
  store ptr %2826, ptr %12, align 8, !dbg !4015, !tbaa !1548
  %2827 = call fastcc i32 @lessequalothers(ptr noundef %0, ptr noundef nonnull %2752, ptr noundef nonnull %2756), !dbg !4015
    #dbg_value(i32 %2827, !1305, !DIExpression(), !4011)
  %2828 = load volatile i32, ptr %49, align 8, !dbg !4015, !tbaa !1548
    #dbg_value(i32 %2828, !629, !DIExpression(), !2644)
  br label %2829

2829:                                             ; preds = %2822, %2825, %2764
  %2830 = phi i32 [ %2768, %2764 ], [ %2824, %2822 ], [ %2827, %2825 ], !dbg !4012
  %2831 = phi i32 [ %3431, %2764 ], [ %3431, %2822 ], [ %2828, %2825 ], !dbg !2684
    #dbg_value(i32 %2831, !629, !DIExpression(), !2644)
    #dbg_value(i32 %2830, !1305, !DIExpression(), !4011)
  %2832 = lshr i32 %3434, 15, !dbg !4056
  %2833 = and i32 %2832, 1, !dbg !4056
  %2834 = icmp eq i32 %2830, %2833, !dbg !4056
  br i1 %2834, label %2837, label %2835, !dbg !4010

2835:                                             ; preds = %2829
  %2836 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !4056
    #dbg_value(ptr %2836, !628, !DIExpression(), !2644)
  br label %2844, !dbg !4056

2837:                                             ; preds = %2829
  %2838 = load i32, ptr %3432, align 4, !dbg !4057, !tbaa !2586
    #dbg_value(i32 %2838, !1311, !DIExpression(), !4058)
  %2839 = lshr i32 %2838, 7, !dbg !4059
  %2840 = add nsw i32 %2839, -16777214, !dbg !4059
  %2841 = sext i32 %2840 to i64, !dbg !4059
  %2842 = getelementptr inbounds i32, ptr %3432, i64 %2841, !dbg !4059
    #dbg_value(ptr %2842, !628, !DIExpression(), !2644)
  %2843 = load volatile i32, ptr %49, align 8, !dbg !4059, !tbaa !1548
    #dbg_value(i32 %2843, !629, !DIExpression(), !2644)
  br label %2844

2844:                                             ; preds = %2837, %2835
  %2845 = phi i32 [ %2831, %2835 ], [ %2843, %2837 ], !dbg !2684
  %2846 = phi ptr [ %2836, %2835 ], [ %2842, %2837 ], !dbg !4056
    #dbg_value(ptr %2846, !628, !DIExpression(), !2644)
    #dbg_value(i32 %2845, !629, !DIExpression(), !2644)
  %2847 = icmp eq i32 %2845, 0, !dbg !4061
  br i1 %2847, label %2852, label %2848, !dbg !4064, !prof !2320

2848:                                             ; preds = %2844
  %2849 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %2846) #13, !dbg !4065
    #dbg_value(i32 %2849, !629, !DIExpression(), !2644)
  %2850 = load ptr, ptr %29, align 8, !dbg !4065, !tbaa !1548
  %2851 = getelementptr inbounds i8, ptr %2850, i64 16, !dbg !4065
    #dbg_value(ptr %2851, !627, !DIExpression(), !2644)
  br label %2852, !dbg !4065

2852:                                             ; preds = %2848, %2844
  %2853 = phi i32 [ %2849, %2848 ], [ 0, %2844 ], !dbg !2684
  %2854 = phi ptr [ %2851, %2848 ], [ %3433, %2844 ], !dbg !2684
    #dbg_value(ptr %2854, !627, !DIExpression(), !2644)
    #dbg_value(i32 %2853, !629, !DIExpression(), !2644)
  %2855 = getelementptr inbounds i8, ptr %2846, i64 4, !dbg !4064
    #dbg_value(ptr %2855, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !4067

2856:                                             ; preds = %3429
    #dbg_label(!1314, !4068)
  %2857 = lshr i32 %3434, 7, !dbg !4069
  %2858 = and i32 %2857, 255, !dbg !4069
  %2859 = zext nneg i32 %2858 to i64, !dbg !4069
  %2860 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2859, !dbg !4069
    #dbg_value(ptr %2860, !1315, !DIExpression(), !4070)
  %2861 = lshr i32 %3434, 16, !dbg !4071
  %2862 = and i32 %2861, 255, !dbg !4071
  %2863 = zext nneg i32 %2862 to i64, !dbg !4071
  %2864 = getelementptr inbounds %struct.TValue, ptr %35, i64 %2863, !dbg !4071
    #dbg_value(ptr %2864, !1317, !DIExpression(), !4070)
  %2865 = call i32 @luaV_equalobj(ptr noundef null, ptr noundef %2860, ptr noundef %2864), !dbg !4072
    #dbg_value(i32 %2865, !1318, !DIExpression(), !4070)
  %2866 = lshr i32 %3434, 15, !dbg !4073
  %2867 = and i32 %2866, 1, !dbg !4073
  %2868 = icmp eq i32 %2865, %2867, !dbg !4073
  br i1 %2868, label %2871, label %2869, !dbg !4074

2869:                                             ; preds = %2856
  %2870 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !4073
    #dbg_value(ptr %2870, !628, !DIExpression(), !2644)
  br label %2878, !dbg !4073

2871:                                             ; preds = %2856
  %2872 = load i32, ptr %3432, align 4, !dbg !4075, !tbaa !2586
    #dbg_value(i32 %2872, !1319, !DIExpression(), !4076)
  %2873 = lshr i32 %2872, 7, !dbg !4077
  %2874 = add nsw i32 %2873, -16777214, !dbg !4077
  %2875 = sext i32 %2874 to i64, !dbg !4077
  %2876 = getelementptr inbounds i32, ptr %3432, i64 %2875, !dbg !4077
    #dbg_value(ptr %2876, !628, !DIExpression(), !2644)
  %2877 = load volatile i32, ptr %49, align 8, !dbg !4077, !tbaa !1548
    #dbg_value(i32 %2877, !629, !DIExpression(), !2644)
  br label %2878

2878:                                             ; preds = %2871, %2869
  %2879 = phi i32 [ %3431, %2869 ], [ %2877, %2871 ], !dbg !2684
  %2880 = phi ptr [ %2870, %2869 ], [ %2876, %2871 ], !dbg !4073
    #dbg_value(ptr %2880, !628, !DIExpression(), !2644)
    #dbg_value(i32 %2879, !629, !DIExpression(), !2644)
  %2881 = icmp eq i32 %2879, 0, !dbg !4079
  br i1 %2881, label %2886, label %2882, !dbg !4082, !prof !2320

2882:                                             ; preds = %2878
  %2883 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %2880) #13, !dbg !4083
    #dbg_value(i32 %2883, !629, !DIExpression(), !2644)
  %2884 = load ptr, ptr %29, align 8, !dbg !4083, !tbaa !1548
  %2885 = getelementptr inbounds i8, ptr %2884, i64 16, !dbg !4083
    #dbg_value(ptr %2885, !627, !DIExpression(), !2644)
  br label %2886, !dbg !4083

2886:                                             ; preds = %2882, %2878
  %2887 = phi i32 [ %2883, %2882 ], [ 0, %2878 ], !dbg !2684
  %2888 = phi ptr [ %2885, %2882 ], [ %3433, %2878 ], !dbg !2684
    #dbg_value(ptr %2888, !627, !DIExpression(), !2644)
    #dbg_value(i32 %2887, !629, !DIExpression(), !2644)
  %2889 = getelementptr inbounds i8, ptr %2880, i64 4, !dbg !4082
    #dbg_value(ptr %2889, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !4085

2890:                                             ; preds = %3429
    #dbg_label(!1322, !4086)
  %2891 = lshr i32 %3434, 7, !dbg !4087
  %2892 = and i32 %2891, 255, !dbg !4087
  %2893 = zext nneg i32 %2892 to i64, !dbg !4087
  %2894 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2893, !dbg !4087
    #dbg_value(ptr %2894, !1323, !DIExpression(), !4088)
  %2895 = lshr i32 %3434, 16, !dbg !4089
  %2896 = and i32 %2895, 255, !dbg !4089
  %2897 = add nsw i32 %2896, -127, !dbg !4089
    #dbg_value(i32 %2897, !1326, !DIExpression(), !4088)
  %2898 = getelementptr inbounds i8, ptr %2894, i64 8, !dbg !4090
  %2899 = load i8, ptr %2898, align 8, !dbg !4090, !tbaa !1548
  switch i8 %2899, label %2900 [
    i8 3, label %2903
    i8 19, label %2907
  ], !dbg !4092

2900:                                             ; preds = %2890
    #dbg_value(i1 false, !1325, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !4088)
  %2901 = and i32 %3434, 32768, !dbg !4093
  %2902 = icmp eq i32 %2901, 0, !dbg !4093
  br i1 %2902, label %2918, label %2916, !dbg !4094

2903:                                             ; preds = %2890
  %2904 = load i64, ptr %2894, align 8, !dbg !4095, !tbaa !1548
  %2905 = sext i32 %2897 to i64, !dbg !4096
  %2906 = icmp eq i64 %2904, %2905, !dbg !4097
    #dbg_value(i1 %2906, !1325, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !4088)
  br label %2911, !dbg !4098

2907:                                             ; preds = %2890
  %2908 = load double, ptr %2894, align 8, !dbg !4099, !tbaa !1548
  %2909 = sitofp i32 %2897 to double, !dbg !4099
  %2910 = fcmp oeq double %2908, %2909, !dbg !4099
    #dbg_value(i1 %2910, !1325, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !4088)
  br label %2911, !dbg !4101

2911:                                             ; preds = %2907, %2903
  %2912 = phi i1 [ %2906, %2903 ], [ %2910, %2907 ]
    #dbg_value(i1 %2912, !1325, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !4088)
  %2913 = and i32 %3434, 32768, !dbg !4093
  %2914 = icmp eq i32 %2913, 0, !dbg !4093
  %2915 = xor i1 %2914, %2912, !dbg !4093
  br i1 %2915, label %2918, label %2916, !dbg !4094

2916:                                             ; preds = %2900, %2911
  %2917 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !4093
    #dbg_value(ptr %2917, !628, !DIExpression(), !2644)
  br label %2925, !dbg !4093

2918:                                             ; preds = %2900, %2911
  %2919 = load i32, ptr %3432, align 4, !dbg !4102, !tbaa !2586
    #dbg_value(i32 %2919, !1327, !DIExpression(), !4103)
  %2920 = lshr i32 %2919, 7, !dbg !4104
  %2921 = add nsw i32 %2920, -16777214, !dbg !4104
  %2922 = sext i32 %2921 to i64, !dbg !4104
  %2923 = getelementptr inbounds i32, ptr %3432, i64 %2922, !dbg !4104
    #dbg_value(ptr %2923, !628, !DIExpression(), !2644)
  %2924 = load volatile i32, ptr %49, align 8, !dbg !4104, !tbaa !1548
    #dbg_value(i32 %2924, !629, !DIExpression(), !2644)
  br label %2925

2925:                                             ; preds = %2918, %2916
  %2926 = phi i32 [ %3431, %2916 ], [ %2924, %2918 ], !dbg !2684
  %2927 = phi ptr [ %2917, %2916 ], [ %2923, %2918 ], !dbg !4093
    #dbg_value(ptr %2927, !628, !DIExpression(), !2644)
    #dbg_value(i32 %2926, !629, !DIExpression(), !2644)
  %2928 = icmp eq i32 %2926, 0, !dbg !4106
  br i1 %2928, label %2933, label %2929, !dbg !4109, !prof !2320

2929:                                             ; preds = %2925
  %2930 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %2927) #13, !dbg !4110
    #dbg_value(i32 %2930, !629, !DIExpression(), !2644)
  %2931 = load ptr, ptr %29, align 8, !dbg !4110, !tbaa !1548
  %2932 = getelementptr inbounds i8, ptr %2931, i64 16, !dbg !4110
    #dbg_value(ptr %2932, !627, !DIExpression(), !2644)
  br label %2933, !dbg !4110

2933:                                             ; preds = %2929, %2925
  %2934 = phi i32 [ %2930, %2929 ], [ 0, %2925 ], !dbg !2684
  %2935 = phi ptr [ %2932, %2929 ], [ %3433, %2925 ], !dbg !2684
    #dbg_value(ptr %2935, !627, !DIExpression(), !2644)
    #dbg_value(i32 %2934, !629, !DIExpression(), !2644)
  %2936 = getelementptr inbounds i8, ptr %2927, i64 4, !dbg !4109
    #dbg_value(ptr %2936, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !4112

2937:                                             ; preds = %3429
    #dbg_label(!1330, !4113)
  %2938 = lshr i32 %3434, 7, !dbg !4114
  %2939 = and i32 %2938, 255, !dbg !4114
  %2940 = zext nneg i32 %2939 to i64, !dbg !4114
  %2941 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2940, !dbg !4114
    #dbg_value(ptr %2941, !1331, !DIExpression(), !4115)
  %2942 = lshr i32 %3434, 16, !dbg !4114
  %2943 = and i32 %2942, 255, !dbg !4114
  %2944 = add nsw i32 %2943, -127, !dbg !4114
    #dbg_value(i32 %2944, !1335, !DIExpression(), !4115)
  %2945 = getelementptr inbounds i8, ptr %2941, i64 8, !dbg !4116
  %2946 = load i8, ptr %2945, align 8, !dbg !4116, !tbaa !1548
  switch i8 %2946, label %2957 [
    i8 3, label %2947
    i8 19, label %2952
  ], !dbg !4114

2947:                                             ; preds = %2937
  %2948 = load i64, ptr %2941, align 8, !dbg !4116, !tbaa !1548
  %2949 = sext i32 %2944 to i64, !dbg !4116
  %2950 = icmp slt i64 %2948, %2949, !dbg !4116
  %2951 = zext i1 %2950 to i32, !dbg !4116
    #dbg_value(i32 %2951, !1334, !DIExpression(), !4115)
  br label %2962, !dbg !4116

2952:                                             ; preds = %2937
  %2953 = load double, ptr %2941, align 8, !dbg !4117, !tbaa !1548
    #dbg_value(double %2953, !1336, !DIExpression(), !4118)
  %2954 = sitofp i32 %2944 to double, !dbg !4117
    #dbg_value(double %2954, !1340, !DIExpression(), !4118)
  %2955 = fcmp olt double %2953, %2954, !dbg !4117
  %2956 = zext i1 %2955 to i32, !dbg !4117
    #dbg_value(i32 %2956, !1334, !DIExpression(), !4115)
  br label %2962, !dbg !4117

2957:                                             ; preds = %2937
  %2958 = lshr i32 %3434, 24, !dbg !4119
    #dbg_value(i32 %2958, !1341, !DIExpression(), !4120)
  store ptr %3432, ptr %36, align 8, !dbg !4119, !tbaa !1548
  %2959 = load ptr, ptr %50, align 8, !dbg !4119, !tbaa !1548
  store ptr %2959, ptr %12, align 8, !dbg !4119, !tbaa !1548
  %2960 = call i32 @luaT_callorderiTM(ptr noundef %0, ptr noundef nonnull %2941, i32 noundef %2944, i32 noundef 0, i32 noundef %2958, i32 noundef 20) #13, !dbg !4119
    #dbg_value(i32 %2960, !1334, !DIExpression(), !4115)
  %2961 = load volatile i32, ptr %49, align 8, !dbg !4119, !tbaa !1548
    #dbg_value(i32 %2961, !629, !DIExpression(), !2644)
  br label %2962

2962:                                             ; preds = %2952, %2957, %2947
  %2963 = phi i32 [ %2951, %2947 ], [ %2956, %2952 ], [ %2960, %2957 ], !dbg !4116
  %2964 = phi i32 [ %3431, %2947 ], [ %3431, %2952 ], [ %2961, %2957 ], !dbg !2684
    #dbg_value(i32 %2964, !629, !DIExpression(), !2644)
    #dbg_value(i32 %2963, !1334, !DIExpression(), !4115)
  %2965 = lshr i32 %3434, 15, !dbg !4121
  %2966 = and i32 %2965, 1, !dbg !4121
  %2967 = icmp eq i32 %2963, %2966, !dbg !4121
  br i1 %2967, label %2970, label %2968, !dbg !4114

2968:                                             ; preds = %2962
  %2969 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !4121
    #dbg_value(ptr %2969, !628, !DIExpression(), !2644)
  br label %2977, !dbg !4121

2970:                                             ; preds = %2962
  %2971 = load i32, ptr %3432, align 4, !dbg !4122, !tbaa !2586
    #dbg_value(i32 %2971, !1343, !DIExpression(), !4123)
  %2972 = lshr i32 %2971, 7, !dbg !4124
  %2973 = add nsw i32 %2972, -16777214, !dbg !4124
  %2974 = sext i32 %2973 to i64, !dbg !4124
  %2975 = getelementptr inbounds i32, ptr %3432, i64 %2974, !dbg !4124
    #dbg_value(ptr %2975, !628, !DIExpression(), !2644)
  %2976 = load volatile i32, ptr %49, align 8, !dbg !4124, !tbaa !1548
    #dbg_value(i32 %2976, !629, !DIExpression(), !2644)
  br label %2977

2977:                                             ; preds = %2970, %2968
  %2978 = phi i32 [ %2964, %2968 ], [ %2976, %2970 ], !dbg !2684
  %2979 = phi ptr [ %2969, %2968 ], [ %2975, %2970 ], !dbg !4121
    #dbg_value(ptr %2979, !628, !DIExpression(), !2644)
    #dbg_value(i32 %2978, !629, !DIExpression(), !2644)
  %2980 = icmp eq i32 %2978, 0, !dbg !4126
  br i1 %2980, label %2985, label %2981, !dbg !4129, !prof !2320

2981:                                             ; preds = %2977
  %2982 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %2979) #13, !dbg !4130
    #dbg_value(i32 %2982, !629, !DIExpression(), !2644)
  %2983 = load ptr, ptr %29, align 8, !dbg !4130, !tbaa !1548
  %2984 = getelementptr inbounds i8, ptr %2983, i64 16, !dbg !4130
    #dbg_value(ptr %2984, !627, !DIExpression(), !2644)
  br label %2985, !dbg !4130

2985:                                             ; preds = %2981, %2977
  %2986 = phi i32 [ %2982, %2981 ], [ 0, %2977 ], !dbg !2684
  %2987 = phi ptr [ %2984, %2981 ], [ %3433, %2977 ], !dbg !2684
    #dbg_value(ptr %2987, !627, !DIExpression(), !2644)
    #dbg_value(i32 %2986, !629, !DIExpression(), !2644)
  %2988 = getelementptr inbounds i8, ptr %2979, i64 4, !dbg !4129
    #dbg_value(ptr %2988, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !4132

2989:                                             ; preds = %3429
    #dbg_label(!1346, !4133)
  %2990 = lshr i32 %3434, 7, !dbg !4134
  %2991 = and i32 %2990, 255, !dbg !4134
  %2992 = zext nneg i32 %2991 to i64, !dbg !4134
  %2993 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %2992, !dbg !4134
    #dbg_value(ptr %2993, !1347, !DIExpression(), !4135)
  %2994 = lshr i32 %3434, 16, !dbg !4134
  %2995 = and i32 %2994, 255, !dbg !4134
  %2996 = add nsw i32 %2995, -127, !dbg !4134
    #dbg_value(i32 %2996, !1351, !DIExpression(), !4135)
  %2997 = getelementptr inbounds i8, ptr %2993, i64 8, !dbg !4136
  %2998 = load i8, ptr %2997, align 8, !dbg !4136, !tbaa !1548
  switch i8 %2998, label %3009 [
    i8 3, label %2999
    i8 19, label %3004
  ], !dbg !4134

2999:                                             ; preds = %2989
  %3000 = load i64, ptr %2993, align 8, !dbg !4136, !tbaa !1548
  %3001 = sext i32 %2996 to i64, !dbg !4136
  %3002 = icmp sle i64 %3000, %3001, !dbg !4136
  %3003 = zext i1 %3002 to i32, !dbg !4136
    #dbg_value(i32 %3003, !1350, !DIExpression(), !4135)
  br label %3014, !dbg !4136

3004:                                             ; preds = %2989
  %3005 = load double, ptr %2993, align 8, !dbg !4137, !tbaa !1548
    #dbg_value(double %3005, !1352, !DIExpression(), !4138)
  %3006 = sitofp i32 %2996 to double, !dbg !4137
    #dbg_value(double %3006, !1356, !DIExpression(), !4138)
  %3007 = fcmp ole double %3005, %3006, !dbg !4137
  %3008 = zext i1 %3007 to i32, !dbg !4137
    #dbg_value(i32 %3008, !1350, !DIExpression(), !4135)
  br label %3014, !dbg !4137

3009:                                             ; preds = %2989
  %3010 = lshr i32 %3434, 24, !dbg !4139
    #dbg_value(i32 %3010, !1357, !DIExpression(), !4140)
  store ptr %3432, ptr %36, align 8, !dbg !4139, !tbaa !1548
  %3011 = load ptr, ptr %50, align 8, !dbg !4139, !tbaa !1548
  store ptr %3011, ptr %12, align 8, !dbg !4139, !tbaa !1548
  %3012 = call i32 @luaT_callorderiTM(ptr noundef %0, ptr noundef nonnull %2993, i32 noundef %2996, i32 noundef 0, i32 noundef %3010, i32 noundef 21) #13, !dbg !4139
    #dbg_value(i32 %3012, !1350, !DIExpression(), !4135)
  %3013 = load volatile i32, ptr %49, align 8, !dbg !4139, !tbaa !1548
    #dbg_value(i32 %3013, !629, !DIExpression(), !2644)
  br label %3014

3014:                                             ; preds = %3004, %3009, %2999
  %3015 = phi i32 [ %3003, %2999 ], [ %3008, %3004 ], [ %3012, %3009 ], !dbg !4136
  %3016 = phi i32 [ %3431, %2999 ], [ %3431, %3004 ], [ %3013, %3009 ], !dbg !2684
    #dbg_value(i32 %3016, !629, !DIExpression(), !2644)
    #dbg_value(i32 %3015, !1350, !DIExpression(), !4135)
  %3017 = lshr i32 %3434, 15, !dbg !4141
  %3018 = and i32 %3017, 1, !dbg !4141
  %3019 = icmp eq i32 %3015, %3018, !dbg !4141
  br i1 %3019, label %3022, label %3020, !dbg !4134

3020:                                             ; preds = %3014
  %3021 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !4141
    #dbg_value(ptr %3021, !628, !DIExpression(), !2644)
  br label %3029, !dbg !4141

3022:                                             ; preds = %3014
  %3023 = load i32, ptr %3432, align 4, !dbg !4142, !tbaa !2586
    #dbg_value(i32 %3023, !1359, !DIExpression(), !4143)
  %3024 = lshr i32 %3023, 7, !dbg !4144
  %3025 = add nsw i32 %3024, -16777214, !dbg !4144
  %3026 = sext i32 %3025 to i64, !dbg !4144
  %3027 = getelementptr inbounds i32, ptr %3432, i64 %3026, !dbg !4144
    #dbg_value(ptr %3027, !628, !DIExpression(), !2644)
  %3028 = load volatile i32, ptr %49, align 8, !dbg !4144, !tbaa !1548
    #dbg_value(i32 %3028, !629, !DIExpression(), !2644)
  br label %3029

3029:                                             ; preds = %3022, %3020
  %3030 = phi i32 [ %3016, %3020 ], [ %3028, %3022 ], !dbg !2684
  %3031 = phi ptr [ %3021, %3020 ], [ %3027, %3022 ], !dbg !4141
    #dbg_value(ptr %3031, !628, !DIExpression(), !2644)
    #dbg_value(i32 %3030, !629, !DIExpression(), !2644)
  %3032 = icmp eq i32 %3030, 0, !dbg !4146
  br i1 %3032, label %3037, label %3033, !dbg !4149, !prof !2320

3033:                                             ; preds = %3029
  %3034 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3031) #13, !dbg !4150
    #dbg_value(i32 %3034, !629, !DIExpression(), !2644)
  %3035 = load ptr, ptr %29, align 8, !dbg !4150, !tbaa !1548
  %3036 = getelementptr inbounds i8, ptr %3035, i64 16, !dbg !4150
    #dbg_value(ptr %3036, !627, !DIExpression(), !2644)
  br label %3037, !dbg !4150

3037:                                             ; preds = %3033, %3029
  %3038 = phi i32 [ %3034, %3033 ], [ 0, %3029 ], !dbg !2684
  %3039 = phi ptr [ %3036, %3033 ], [ %3433, %3029 ], !dbg !2684
    #dbg_value(ptr %3039, !627, !DIExpression(), !2644)
    #dbg_value(i32 %3038, !629, !DIExpression(), !2644)
  %3040 = getelementptr inbounds i8, ptr %3031, i64 4, !dbg !4149
    #dbg_value(ptr %3040, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !4152

3041:                                             ; preds = %3429
    #dbg_label(!1362, !4153)
  %3042 = lshr i32 %3434, 7, !dbg !4154
  %3043 = and i32 %3042, 255, !dbg !4154
  %3044 = zext nneg i32 %3043 to i64, !dbg !4154
  %3045 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %3044, !dbg !4154
    #dbg_value(ptr %3045, !1363, !DIExpression(), !4155)
  %3046 = lshr i32 %3434, 16, !dbg !4154
  %3047 = and i32 %3046, 255, !dbg !4154
  %3048 = add nsw i32 %3047, -127, !dbg !4154
    #dbg_value(i32 %3048, !1367, !DIExpression(), !4155)
  %3049 = getelementptr inbounds i8, ptr %3045, i64 8, !dbg !4156
  %3050 = load i8, ptr %3049, align 8, !dbg !4156, !tbaa !1548
  switch i8 %3050, label %3061 [
    i8 3, label %3051
    i8 19, label %3056
  ], !dbg !4154

3051:                                             ; preds = %3041
  %3052 = load i64, ptr %3045, align 8, !dbg !4156, !tbaa !1548
  %3053 = sext i32 %3048 to i64, !dbg !4156
  %3054 = icmp sgt i64 %3052, %3053, !dbg !4156
  %3055 = zext i1 %3054 to i32, !dbg !4156
    #dbg_value(i32 %3055, !1366, !DIExpression(), !4155)
  br label %3066, !dbg !4156

3056:                                             ; preds = %3041
  %3057 = load double, ptr %3045, align 8, !dbg !4157, !tbaa !1548
    #dbg_value(double %3057, !1368, !DIExpression(), !4158)
  %3058 = sitofp i32 %3048 to double, !dbg !4157
    #dbg_value(double %3058, !1372, !DIExpression(), !4158)
  %3059 = fcmp ogt double %3057, %3058, !dbg !4157
  %3060 = zext i1 %3059 to i32, !dbg !4157
    #dbg_value(i32 %3060, !1366, !DIExpression(), !4155)
  br label %3066, !dbg !4157

3061:                                             ; preds = %3041
  %3062 = lshr i32 %3434, 24, !dbg !4159
    #dbg_value(i32 %3062, !1373, !DIExpression(), !4160)
  store ptr %3432, ptr %36, align 8, !dbg !4159, !tbaa !1548
  %3063 = load ptr, ptr %50, align 8, !dbg !4159, !tbaa !1548
  store ptr %3063, ptr %12, align 8, !dbg !4159, !tbaa !1548
  %3064 = call i32 @luaT_callorderiTM(ptr noundef %0, ptr noundef nonnull %3045, i32 noundef %3048, i32 noundef 1, i32 noundef %3062, i32 noundef 20) #13, !dbg !4159
    #dbg_value(i32 %3064, !1366, !DIExpression(), !4155)
  %3065 = load volatile i32, ptr %49, align 8, !dbg !4159, !tbaa !1548
    #dbg_value(i32 %3065, !629, !DIExpression(), !2644)
  br label %3066

3066:                                             ; preds = %3056, %3061, %3051
  %3067 = phi i32 [ %3055, %3051 ], [ %3060, %3056 ], [ %3064, %3061 ], !dbg !4156
  %3068 = phi i32 [ %3431, %3051 ], [ %3431, %3056 ], [ %3065, %3061 ], !dbg !2684
    #dbg_value(i32 %3068, !629, !DIExpression(), !2644)
    #dbg_value(i32 %3067, !1366, !DIExpression(), !4155)
  %3069 = lshr i32 %3434, 15, !dbg !4161
  %3070 = and i32 %3069, 1, !dbg !4161
  %3071 = icmp eq i32 %3067, %3070, !dbg !4161
  br i1 %3071, label %3074, label %3072, !dbg !4154

3072:                                             ; preds = %3066
  %3073 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !4161
    #dbg_value(ptr %3073, !628, !DIExpression(), !2644)
  br label %3081, !dbg !4161

3074:                                             ; preds = %3066
  %3075 = load i32, ptr %3432, align 4, !dbg !4162, !tbaa !2586
    #dbg_value(i32 %3075, !1375, !DIExpression(), !4163)
  %3076 = lshr i32 %3075, 7, !dbg !4164
  %3077 = add nsw i32 %3076, -16777214, !dbg !4164
  %3078 = sext i32 %3077 to i64, !dbg !4164
  %3079 = getelementptr inbounds i32, ptr %3432, i64 %3078, !dbg !4164
    #dbg_value(ptr %3079, !628, !DIExpression(), !2644)
  %3080 = load volatile i32, ptr %49, align 8, !dbg !4164, !tbaa !1548
    #dbg_value(i32 %3080, !629, !DIExpression(), !2644)
  br label %3081

3081:                                             ; preds = %3074, %3072
  %3082 = phi i32 [ %3068, %3072 ], [ %3080, %3074 ], !dbg !2684
  %3083 = phi ptr [ %3073, %3072 ], [ %3079, %3074 ], !dbg !4161
    #dbg_value(ptr %3083, !628, !DIExpression(), !2644)
    #dbg_value(i32 %3082, !629, !DIExpression(), !2644)
  %3084 = icmp eq i32 %3082, 0, !dbg !4166
  br i1 %3084, label %3089, label %3085, !dbg !4169, !prof !2320

3085:                                             ; preds = %3081
  %3086 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3083) #13, !dbg !4170
    #dbg_value(i32 %3086, !629, !DIExpression(), !2644)
  %3087 = load ptr, ptr %29, align 8, !dbg !4170, !tbaa !1548
  %3088 = getelementptr inbounds i8, ptr %3087, i64 16, !dbg !4170
    #dbg_value(ptr %3088, !627, !DIExpression(), !2644)
  br label %3089, !dbg !4170

3089:                                             ; preds = %3085, %3081
  %3090 = phi i32 [ %3086, %3085 ], [ 0, %3081 ], !dbg !2684
  %3091 = phi ptr [ %3088, %3085 ], [ %3433, %3081 ], !dbg !2684
    #dbg_value(ptr %3091, !627, !DIExpression(), !2644)
    #dbg_value(i32 %3090, !629, !DIExpression(), !2644)
  %3092 = getelementptr inbounds i8, ptr %3083, i64 4, !dbg !4169
    #dbg_value(ptr %3092, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !4172

3093:                                             ; preds = %3429
    #dbg_label(!1378, !4173)
  %3094 = lshr i32 %3434, 7, !dbg !4174
  %3095 = and i32 %3094, 255, !dbg !4174
  %3096 = zext nneg i32 %3095 to i64, !dbg !4174
  %3097 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %3096, !dbg !4174
    #dbg_value(ptr %3097, !1379, !DIExpression(), !4175)
  %3098 = lshr i32 %3434, 16, !dbg !4174
  %3099 = and i32 %3098, 255, !dbg !4174
  %3100 = add nsw i32 %3099, -127, !dbg !4174
    #dbg_value(i32 %3100, !1383, !DIExpression(), !4175)
  %3101 = getelementptr inbounds i8, ptr %3097, i64 8, !dbg !4176
  %3102 = load i8, ptr %3101, align 8, !dbg !4176, !tbaa !1548
  switch i8 %3102, label %3113 [
    i8 3, label %3103
    i8 19, label %3108
  ], !dbg !4174

3103:                                             ; preds = %3093
  %3104 = load i64, ptr %3097, align 8, !dbg !4176, !tbaa !1548
  %3105 = sext i32 %3100 to i64, !dbg !4176
  %3106 = icmp sge i64 %3104, %3105, !dbg !4176
  %3107 = zext i1 %3106 to i32, !dbg !4176
    #dbg_value(i32 %3107, !1382, !DIExpression(), !4175)
  br label %3118, !dbg !4176

3108:                                             ; preds = %3093
  %3109 = load double, ptr %3097, align 8, !dbg !4177, !tbaa !1548
    #dbg_value(double %3109, !1384, !DIExpression(), !4178)
  %3110 = sitofp i32 %3100 to double, !dbg !4177
    #dbg_value(double %3110, !1388, !DIExpression(), !4178)
  %3111 = fcmp oge double %3109, %3110, !dbg !4177
  %3112 = zext i1 %3111 to i32, !dbg !4177
    #dbg_value(i32 %3112, !1382, !DIExpression(), !4175)
  br label %3118, !dbg !4177

3113:                                             ; preds = %3093
  %3114 = lshr i32 %3434, 24, !dbg !4179
    #dbg_value(i32 %3114, !1389, !DIExpression(), !4180)
  store ptr %3432, ptr %36, align 8, !dbg !4179, !tbaa !1548
  %3115 = load ptr, ptr %50, align 8, !dbg !4179, !tbaa !1548
  store ptr %3115, ptr %12, align 8, !dbg !4179, !tbaa !1548
  %3116 = call i32 @luaT_callorderiTM(ptr noundef %0, ptr noundef nonnull %3097, i32 noundef %3100, i32 noundef 1, i32 noundef %3114, i32 noundef 21) #13, !dbg !4179
    #dbg_value(i32 %3116, !1382, !DIExpression(), !4175)
  %3117 = load volatile i32, ptr %49, align 8, !dbg !4179, !tbaa !1548
    #dbg_value(i32 %3117, !629, !DIExpression(), !2644)
  br label %3118

3118:                                             ; preds = %3108, %3113, %3103
  %3119 = phi i32 [ %3107, %3103 ], [ %3112, %3108 ], [ %3116, %3113 ], !dbg !4176
  %3120 = phi i32 [ %3431, %3103 ], [ %3431, %3108 ], [ %3117, %3113 ], !dbg !2684
    #dbg_value(i32 %3120, !629, !DIExpression(), !2644)
    #dbg_value(i32 %3119, !1382, !DIExpression(), !4175)
  %3121 = lshr i32 %3434, 15, !dbg !4181
  %3122 = and i32 %3121, 1, !dbg !4181
  %3123 = icmp eq i32 %3119, %3122, !dbg !4181
  br i1 %3123, label %3126, label %3124, !dbg !4174

3124:                                             ; preds = %3118
  %3125 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !4181
    #dbg_value(ptr %3125, !628, !DIExpression(), !2644)
  br label %3133, !dbg !4181

3126:                                             ; preds = %3118
  %3127 = load i32, ptr %3432, align 4, !dbg !4182, !tbaa !2586
    #dbg_value(i32 %3127, !1391, !DIExpression(), !4183)
  %3128 = lshr i32 %3127, 7, !dbg !4184
  %3129 = add nsw i32 %3128, -16777214, !dbg !4184
  %3130 = sext i32 %3129 to i64, !dbg !4184
  %3131 = getelementptr inbounds i32, ptr %3432, i64 %3130, !dbg !4184
    #dbg_value(ptr %3131, !628, !DIExpression(), !2644)
  %3132 = load volatile i32, ptr %49, align 8, !dbg !4184, !tbaa !1548
    #dbg_value(i32 %3132, !629, !DIExpression(), !2644)
  br label %3133

3133:                                             ; preds = %3126, %3124
  %3134 = phi i32 [ %3120, %3124 ], [ %3132, %3126 ], !dbg !2684
  %3135 = phi ptr [ %3125, %3124 ], [ %3131, %3126 ], !dbg !4181
    #dbg_value(ptr %3135, !628, !DIExpression(), !2644)
    #dbg_value(i32 %3134, !629, !DIExpression(), !2644)
  %3136 = icmp eq i32 %3134, 0, !dbg !4186
  br i1 %3136, label %3141, label %3137, !dbg !4189, !prof !2320

3137:                                             ; preds = %3133
  %3138 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3135) #13, !dbg !4190
    #dbg_value(i32 %3138, !629, !DIExpression(), !2644)
  %3139 = load ptr, ptr %29, align 8, !dbg !4190, !tbaa !1548
  %3140 = getelementptr inbounds i8, ptr %3139, i64 16, !dbg !4190
    #dbg_value(ptr %3140, !627, !DIExpression(), !2644)
  br label %3141, !dbg !4190

3141:                                             ; preds = %3137, %3133
  %3142 = phi i32 [ %3138, %3137 ], [ 0, %3133 ], !dbg !2684
  %3143 = phi ptr [ %3140, %3137 ], [ %3433, %3133 ], !dbg !2684
    #dbg_value(ptr %3143, !627, !DIExpression(), !2644)
    #dbg_value(i32 %3142, !629, !DIExpression(), !2644)
  %3144 = getelementptr inbounds i8, ptr %3135, i64 4, !dbg !4189
    #dbg_value(ptr %3144, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !4192

3145:                                             ; preds = %3429
    #dbg_label(!1394, !4193)
  %3146 = lshr i32 %3434, 7, !dbg !4194
  %3147 = and i32 %3146, 255, !dbg !4194
  %3148 = zext nneg i32 %3147 to i64, !dbg !4194
    #dbg_value(!DIArgList(ptr %3433, i64 %3148), !1395, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !4195)
  %3149 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %3148, i32 0, i32 1, !dbg !4196
  %3150 = load i8, ptr %3149, align 8, !dbg !4196, !tbaa !1548
  %3151 = icmp eq i8 %3150, 1, !dbg !4196
  %3152 = and i8 %3150, 15, !dbg !4196
  %3153 = icmp eq i8 %3152, 0, !dbg !4196
  %3154 = or i1 %3151, %3153, !dbg !4196
    #dbg_value(i1 %3154, !1397, !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !4195)
  %3155 = and i32 %3434, 32768, !dbg !4197
  %3156 = icmp ne i32 %3155, 0, !dbg !4197
  %3157 = xor i1 %3156, %3154, !dbg !4197
  br i1 %3157, label %3160, label %3158, !dbg !4198

3158:                                             ; preds = %3145
  %3159 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !4197
    #dbg_value(ptr %3159, !628, !DIExpression(), !2644)
  br label %3167, !dbg !4197

3160:                                             ; preds = %3145
  %3161 = load i32, ptr %3432, align 4, !dbg !4199, !tbaa !2586
    #dbg_value(i32 %3161, !1398, !DIExpression(), !4200)
  %3162 = lshr i32 %3161, 7, !dbg !4201
  %3163 = add nsw i32 %3162, -16777214, !dbg !4201
  %3164 = sext i32 %3163 to i64, !dbg !4201
  %3165 = getelementptr inbounds i32, ptr %3432, i64 %3164, !dbg !4201
    #dbg_value(ptr %3165, !628, !DIExpression(), !2644)
  %3166 = load volatile i32, ptr %49, align 8, !dbg !4201, !tbaa !1548
    #dbg_value(i32 %3166, !629, !DIExpression(), !2644)
  br label %3167

3167:                                             ; preds = %3160, %3158
  %3168 = phi i32 [ %3431, %3158 ], [ %3166, %3160 ], !dbg !2684
  %3169 = phi ptr [ %3159, %3158 ], [ %3165, %3160 ], !dbg !4197
    #dbg_value(ptr %3169, !628, !DIExpression(), !2644)
    #dbg_value(i32 %3168, !629, !DIExpression(), !2644)
  %3170 = icmp eq i32 %3168, 0, !dbg !4203
  br i1 %3170, label %3175, label %3171, !dbg !4206, !prof !2320

3171:                                             ; preds = %3167
  %3172 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3169) #13, !dbg !4207
    #dbg_value(i32 %3172, !629, !DIExpression(), !2644)
  %3173 = load ptr, ptr %29, align 8, !dbg !4207, !tbaa !1548
  %3174 = getelementptr inbounds i8, ptr %3173, i64 16, !dbg !4207
    #dbg_value(ptr %3174, !627, !DIExpression(), !2644)
  br label %3175, !dbg !4207

3175:                                             ; preds = %3171, %3167
  %3176 = phi i32 [ %3172, %3171 ], [ 0, %3167 ], !dbg !2684
  %3177 = phi ptr [ %3174, %3171 ], [ %3433, %3167 ], !dbg !2684
    #dbg_value(ptr %3177, !627, !DIExpression(), !2644)
    #dbg_value(i32 %3176, !629, !DIExpression(), !2644)
  %3178 = getelementptr inbounds i8, ptr %3169, i64 4, !dbg !4206
    #dbg_value(ptr %3178, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !4209

3179:                                             ; preds = %3429
    #dbg_label(!1401, !4210)
    #dbg_value(!DIArgList(ptr %3433, i32 %3434), !1402, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 7, DW_OP_shr, DW_OP_constu, 255, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 16, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !4211)
  %3180 = lshr i32 %3434, 16, !dbg !4212
  %3181 = and i32 %3180, 255, !dbg !4212
  %3182 = zext nneg i32 %3181 to i64, !dbg !4212
  %3183 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %3182, !dbg !4212
    #dbg_value(ptr %3183, !1404, !DIExpression(), !4211)
  %3184 = getelementptr inbounds i8, ptr %3183, i64 8, !dbg !4213
  %3185 = load i8, ptr %3184, align 8, !dbg !4213, !tbaa !1541
  %3186 = icmp eq i8 %3185, 1, !dbg !4213
  %3187 = and i8 %3185, 15, !dbg !4213
  %3188 = icmp eq i8 %3187, 0, !dbg !4213
  %3189 = or i1 %3186, %3188, !dbg !4213
  %3190 = and i32 %3434, 32768, !dbg !4214
  %3191 = icmp eq i32 %3190, 0, !dbg !4214
  %3192 = xor i1 %3191, %3189, !dbg !4214
  br i1 %3192, label %3193, label %3195, !dbg !4215

3193:                                             ; preds = %3179
  %3194 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !4216
    #dbg_value(ptr %3194, !628, !DIExpression(), !2644)
  br label %3208, !dbg !4217

3195:                                             ; preds = %3179
  %3196 = lshr i32 %3434, 7, !dbg !4218
    #dbg_value(!DIArgList(ptr %3433, i32 %3196), !1402, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 255, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 16, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !4211)
  %3197 = and i32 %3196, 255, !dbg !4218
    #dbg_value(!DIArgList(ptr %3433, i32 %3197), !1402, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 16, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !4211)
  %3198 = zext nneg i32 %3197 to i64, !dbg !4218
    #dbg_value(!DIArgList(ptr %3433, i64 %3198), !1402, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !4211)
  %3199 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %3198, !dbg !4218
    #dbg_value(ptr %3199, !1402, !DIExpression(), !4211)
    #dbg_value(ptr %3199, !1405, !DIExpression(), !4219)
    #dbg_value(ptr %3183, !1409, !DIExpression(), !4219)
  %3200 = load i64, ptr %3183, align 8, !dbg !4220, !tbaa !1548
  store i64 %3200, ptr %3199, align 8, !dbg !4220, !tbaa !1548
  %3201 = getelementptr inbounds i8, ptr %3199, i64 8, !dbg !4220
  store i8 %3185, ptr %3201, align 8, !dbg !4220, !tbaa !1541
  %3202 = load i32, ptr %3432, align 4, !dbg !4221, !tbaa !2586
    #dbg_value(i32 %3202, !1410, !DIExpression(), !4222)
  %3203 = lshr i32 %3202, 7, !dbg !4223
  %3204 = add nsw i32 %3203, -16777214, !dbg !4223
  %3205 = sext i32 %3204 to i64, !dbg !4223
  %3206 = getelementptr inbounds i32, ptr %3432, i64 %3205, !dbg !4223
    #dbg_value(ptr %3206, !628, !DIExpression(), !2644)
  %3207 = load volatile i32, ptr %49, align 8, !dbg !4223, !tbaa !1548
    #dbg_value(i32 %3207, !629, !DIExpression(), !2644)
  br label %3208

3208:                                             ; preds = %3195, %3193
  %3209 = phi i32 [ %3431, %3193 ], [ %3207, %3195 ], !dbg !2684
  %3210 = phi ptr [ %3194, %3193 ], [ %3206, %3195 ], !dbg !4225
    #dbg_value(ptr %3210, !628, !DIExpression(), !2644)
    #dbg_value(i32 %3209, !629, !DIExpression(), !2644)
  %3211 = icmp eq i32 %3209, 0, !dbg !4226
  br i1 %3211, label %3216, label %3212, !dbg !4229, !prof !2320

3212:                                             ; preds = %3208
  %3213 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3210) #13, !dbg !4230
    #dbg_value(i32 %3213, !629, !DIExpression(), !2644)
  %3214 = load ptr, ptr %29, align 8, !dbg !4230, !tbaa !1548
  %3215 = getelementptr inbounds i8, ptr %3214, i64 16, !dbg !4230
    #dbg_value(ptr %3215, !627, !DIExpression(), !2644)
  br label %3216, !dbg !4230

3216:                                             ; preds = %3212, %3208
  %3217 = phi i32 [ %3213, %3212 ], [ 0, %3208 ], !dbg !2684
  %3218 = phi ptr [ %3215, %3212 ], [ %3433, %3208 ], !dbg !2684
    #dbg_value(ptr %3218, !627, !DIExpression(), !2644)
    #dbg_value(i32 %3217, !629, !DIExpression(), !2644)
  %3219 = getelementptr inbounds i8, ptr %3210, i64 4, !dbg !4229
    #dbg_value(ptr %3219, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !4232

3220:                                             ; preds = %3429
    #dbg_label(!1412, !4233)
  %3221 = lshr i32 %3434, 7, !dbg !4234
  %3222 = and i32 %3221, 255, !dbg !4234
  %3223 = zext nneg i32 %3222 to i64, !dbg !4234
  %3224 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %3223, !dbg !4234
    #dbg_value(ptr %3224, !1413, !DIExpression(), !4235)
  %3225 = lshr i32 %3434, 16, !dbg !4236
  %3226 = and i32 %3225, 255, !dbg !4236
    #dbg_value(i32 %3226, !1416, !DIExpression(), !4235)
  %3227 = lshr i32 %3434, 24, !dbg !4237
  %3228 = add nsw i32 %3227, -1, !dbg !4238
    #dbg_value(i32 %3228, !1417, !DIExpression(), !4235)
  %3229 = icmp eq i32 %3226, 0, !dbg !4239
  br i1 %3229, label %3233, label %3230, !dbg !4241

3230:                                             ; preds = %3220
  %3231 = zext nneg i32 %3226 to i64, !dbg !4242
  %3232 = getelementptr inbounds %union.StackValue, ptr %3224, i64 %3231, !dbg !4242
  store ptr %3232, ptr %12, align 8, !dbg !4243, !tbaa !1548
  br label %3233, !dbg !4244

3233:                                             ; preds = %3230, %3220
  store ptr %3432, ptr %36, align 8, !dbg !4245, !tbaa !1548
  %3234 = call ptr @luaD_precall(ptr noundef %0, ptr noundef %3224, i32 noundef %3228) #13, !dbg !4246
    #dbg_value(ptr %3234, !1415, !DIExpression(), !4235)
  %3235 = icmp eq ptr %3234, null, !dbg !4248
  br i1 %3235, label %3236, label %22, !dbg !4249

3236:                                             ; preds = %3233
  %3237 = load volatile i32, ptr %49, align 8, !dbg !4250, !tbaa !1548
    #dbg_value(i32 %3237, !629, !DIExpression(), !2644)
  %3238 = icmp eq i32 %3237, 0, !dbg !4251
  br i1 %3238, label %3243, label %3239, !dbg !4254, !prof !2320

3239:                                             ; preds = %3236
  %3240 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !4255
    #dbg_value(i32 %3240, !629, !DIExpression(), !2644)
  %3241 = load ptr, ptr %29, align 8, !dbg !4255, !tbaa !1548
  %3242 = getelementptr inbounds i8, ptr %3241, i64 16, !dbg !4255
    #dbg_value(ptr %3242, !627, !DIExpression(), !2644)
  br label %3243, !dbg !4255

3243:                                             ; preds = %3239, %3236
  %3244 = phi i32 [ %3240, %3239 ], [ 0, %3236 ], !dbg !4235
  %3245 = phi ptr [ %3242, %3239 ], [ %3433, %3236 ], !dbg !2684
    #dbg_value(ptr %3245, !627, !DIExpression(), !2644)
    #dbg_value(i32 %3244, !629, !DIExpression(), !2644)
  %3246 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !4254
    #dbg_value(ptr %3246, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !4257

3247:                                             ; preds = %3429
    #dbg_label(!1418, !4258)
  %3248 = lshr i32 %3434, 7, !dbg !4259
  %3249 = and i32 %3248, 255, !dbg !4259
  %3250 = zext nneg i32 %3249 to i64, !dbg !4259
  %3251 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %3250, !dbg !4259
    #dbg_value(ptr %3251, !1419, !DIExpression(), !4260)
  %3252 = lshr i32 %3434, 16, !dbg !4261
  %3253 = and i32 %3252, 255, !dbg !4261
    #dbg_value(i32 %3253, !1421, !DIExpression(), !4260)
    #dbg_value(i32 %3434, !1423, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_stack_value), !4260)
  %3254 = icmp ult i32 %3434, 16777216, !dbg !4262
  br i1 %3254, label %3260, label %3255, !dbg !4262

3255:                                             ; preds = %3247
  %3256 = lshr i32 %3434, 24, !dbg !4263
    #dbg_value(i32 %3256, !1423, !DIExpression(), !4260)
  %3257 = getelementptr inbounds i8, ptr %29, i64 44, !dbg !4264
  %3258 = load i32, ptr %3257, align 4, !dbg !4264, !tbaa !1548
  %3259 = add nsw i32 %3258, %3256, !dbg !4265
  br label %3260, !dbg !4262

3260:                                             ; preds = %3247, %3255
  %3261 = phi i32 [ %3259, %3255 ], [ 0, %3247 ], !dbg !4262
    #dbg_value(i32 %3261, !1424, !DIExpression(), !4260)
  %3262 = icmp eq i32 %3253, 0, !dbg !4266
  br i1 %3262, label %3266, label %3263, !dbg !4268

3263:                                             ; preds = %3260
  %3264 = zext nneg i32 %3253 to i64, !dbg !4269
  %3265 = getelementptr inbounds %union.StackValue, ptr %3251, i64 %3264, !dbg !4269
  store ptr %3265, ptr %12, align 8, !dbg !4270, !tbaa !1548
  br label %3273, !dbg !4271

3266:                                             ; preds = %3260
  %3267 = load ptr, ptr %12, align 8, !dbg !4272, !tbaa !1548
  %3268 = ptrtoint ptr %3267 to i64, !dbg !4272
  %3269 = ptrtoint ptr %3251 to i64, !dbg !4272
  %3270 = sub i64 %3268, %3269, !dbg !4272
  %3271 = lshr exact i64 %3270, 4, !dbg !4272
  %3272 = trunc i64 %3271 to i32, !dbg !4272
    #dbg_value(i32 %3272, !1421, !DIExpression(), !4260)
  br label %3273

3273:                                             ; preds = %3266, %3263
  %3274 = phi i32 [ %3253, %3263 ], [ %3272, %3266 ], !dbg !4260
    #dbg_value(i32 %3274, !1421, !DIExpression(), !4260)
  store ptr %3432, ptr %36, align 8, !dbg !4273, !tbaa !1548
  %3275 = and i32 %3434, 32768, !dbg !4274
  %3276 = icmp eq i32 %3275, 0, !dbg !4274
  br i1 %3276, label %3278, label %3277, !dbg !4276

3277:                                             ; preds = %3273
  call void @luaF_closeupval(ptr noundef nonnull %0, ptr noundef %3433) #13, !dbg !4277
  br label %3278, !dbg !4279

3278:                                             ; preds = %3277, %3273
  %3279 = call i32 @luaD_pretailcall(ptr noundef nonnull %0, ptr noundef nonnull %29, ptr noundef %3251, i32 noundef %3274, i32 noundef %3261) #13, !dbg !4280
    #dbg_value(i32 %3279, !1422, !DIExpression(), !4260)
  %3280 = icmp slt i32 %3279, 0, !dbg !4282
  br i1 %3280, label %22, label %3281, !dbg !4283

3281:                                             ; preds = %3278
  %3282 = load ptr, ptr %29, align 8, !dbg !4284, !tbaa !1548
  %3283 = sext i32 %3261 to i64, !dbg !4284
  %3284 = sub nsw i64 0, %3283, !dbg !4284
  %3285 = getelementptr inbounds %union.StackValue, ptr %3282, i64 %3284, !dbg !4284
  store ptr %3285, ptr %29, align 8, !dbg !4284, !tbaa !1548
  call void @luaD_poscall(ptr noundef nonnull %0, ptr noundef nonnull %29, i32 noundef %3279) #13, !dbg !4286
  %3286 = load volatile i32, ptr %49, align 8, !dbg !4287, !tbaa !1548
    #dbg_value(i32 %3286, !629, !DIExpression(), !2644)
  br label %3422, !dbg !4288

3287:                                             ; preds = %3429
    #dbg_label(!1425, !4289)
  %3288 = lshr i32 %3434, 7, !dbg !4290
  %3289 = and i32 %3288, 255, !dbg !4290
  %3290 = zext nneg i32 %3289 to i64, !dbg !4290
  %3291 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %3290, !dbg !4290
    #dbg_value(ptr %3291, !1426, !DIExpression(), !4291)
  %3292 = lshr i32 %3434, 16, !dbg !4292
  %3293 = and i32 %3292, 255, !dbg !4292
  %3294 = add nsw i32 %3293, -1, !dbg !4293
    #dbg_value(i32 %3294, !1428, !DIExpression(), !4291)
  %3295 = lshr i32 %3434, 24, !dbg !4294
    #dbg_value(i32 %3295, !1429, !DIExpression(), !4291)
  %3296 = icmp eq i32 %3293, 0, !dbg !4295
  br i1 %3296, label %3297, label %3304, !dbg !4297

3297:                                             ; preds = %3287
  %3298 = load ptr, ptr %12, align 8, !dbg !4298, !tbaa !1548
  %3299 = ptrtoint ptr %3298 to i64, !dbg !4298
  %3300 = ptrtoint ptr %3291 to i64, !dbg !4298
  %3301 = sub i64 %3299, %3300, !dbg !4298
  %3302 = lshr exact i64 %3301, 4, !dbg !4298
  %3303 = trunc i64 %3302 to i32, !dbg !4298
    #dbg_value(i32 %3303, !1428, !DIExpression(), !4291)
  br label %3304, !dbg !4299

3304:                                             ; preds = %3297, %3287
  %3305 = phi i32 [ %3303, %3297 ], [ %3294, %3287 ], !dbg !4291
    #dbg_value(i32 %3305, !1428, !DIExpression(), !4291)
  store ptr %3432, ptr %36, align 8, !dbg !4300, !tbaa !1548
  %3306 = and i32 %3434, 32768, !dbg !4301
  %3307 = icmp eq i32 %3306, 0, !dbg !4301
  br i1 %3307, label %3322, label %3308, !dbg !4303

3308:                                             ; preds = %3304
  %3309 = getelementptr inbounds i8, ptr %29, i64 56, !dbg !4304
  store i32 %3305, ptr %3309, align 8, !dbg !4306, !tbaa !1548
  %3310 = load ptr, ptr %12, align 8, !dbg !4307, !tbaa !1548
  %3311 = load ptr, ptr %50, align 8, !dbg !4309, !tbaa !1548
  %3312 = icmp ult ptr %3310, %3311, !dbg !4310
  br i1 %3312, label %3313, label %3314, !dbg !4311

3313:                                             ; preds = %3308
  store ptr %3311, ptr %12, align 8, !dbg !4312, !tbaa !1548
  br label %3314, !dbg !4313

3314:                                             ; preds = %3313, %3308
  %3315 = call ptr @luaF_close(ptr noundef nonnull %0, ptr noundef %3433, i32 noundef -1, i32 noundef 1) #13, !dbg !4314
  %3316 = load volatile i32, ptr %49, align 8, !dbg !4315, !tbaa !1548
    #dbg_value(i32 %3316, !629, !DIExpression(), !2644)
  %3317 = icmp eq i32 %3316, 0, !dbg !4316
  br i1 %3317, label %3322, label %3318, !dbg !4319, !prof !2320

3318:                                             ; preds = %3314
  %3319 = load ptr, ptr %29, align 8, !dbg !4320, !tbaa !1548
  %3320 = getelementptr inbounds i8, ptr %3319, i64 16, !dbg !4320
    #dbg_value(ptr %3320, !627, !DIExpression(), !2644)
  %3321 = getelementptr inbounds %union.StackValue, ptr %3320, i64 %3290, !dbg !4320
    #dbg_value(ptr %3321, !1426, !DIExpression(), !4291)
  br label %3322, !dbg !4320

3322:                                             ; preds = %3314, %3318, %3304
  %3323 = phi ptr [ %3321, %3318 ], [ %3291, %3314 ], [ %3291, %3304 ], !dbg !4291
    #dbg_value(ptr %3323, !1426, !DIExpression(), !4291)
  %3324 = icmp ult i32 %3434, 16777216, !dbg !4322
  br i1 %3324, label %3333, label %3325, !dbg !4324

3325:                                             ; preds = %3322
  %3326 = getelementptr inbounds i8, ptr %29, i64 44, !dbg !4325
  %3327 = load i32, ptr %3326, align 4, !dbg !4325, !tbaa !1548
  %3328 = add nsw i32 %3327, %3295, !dbg !4326
  %3329 = load ptr, ptr %29, align 8, !dbg !4327, !tbaa !1548
  %3330 = sext i32 %3328 to i64, !dbg !4327
  %3331 = sub nsw i64 0, %3330, !dbg !4327
  %3332 = getelementptr inbounds %union.StackValue, ptr %3329, i64 %3331, !dbg !4327
  store ptr %3332, ptr %29, align 8, !dbg !4327, !tbaa !1548
  br label %3333, !dbg !4328

3333:                                             ; preds = %3325, %3322
  %3334 = sext i32 %3305 to i64, !dbg !4329
  %3335 = getelementptr inbounds %union.StackValue, ptr %3323, i64 %3334, !dbg !4329
  store ptr %3335, ptr %12, align 8, !dbg !4330, !tbaa !1548
  call void @luaD_poscall(ptr noundef %0, ptr noundef nonnull %29, i32 noundef %3305) #13, !dbg !4331
  %3336 = load volatile i32, ptr %49, align 8, !dbg !4332, !tbaa !1548
    #dbg_value(i32 %3336, !629, !DIExpression(), !2644)
  br label %3422, !dbg !4333

3337:                                             ; preds = %3429
    #dbg_label(!1430, !4334)
  %3338 = load volatile i32, ptr %10, align 8, !dbg !4335, !tbaa !2660
  %3339 = icmp eq i32 %3338, 0, !dbg !4335
  br i1 %3339, label %3345, label %3340, !dbg !4336, !prof !2320

3340:                                             ; preds = %3337
  %3341 = lshr i32 %3434, 7, !dbg !4337
  %3342 = and i32 %3341, 255, !dbg !4337
  %3343 = zext nneg i32 %3342 to i64, !dbg !4337
  %3344 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %3343, !dbg !4337
    #dbg_value(ptr %3344, !1431, !DIExpression(), !4338)
  store ptr %3344, ptr %12, align 8, !dbg !4339, !tbaa !1548
  store ptr %3432, ptr %36, align 8, !dbg !4340, !tbaa !1548
  call void @luaD_poscall(ptr noundef nonnull %0, ptr noundef nonnull %29, i32 noundef 0) #13, !dbg !4341
    #dbg_value(i32 1, !629, !DIExpression(), !2644)
  br label %3422, !dbg !4342

3345:                                             ; preds = %3337
  %3346 = getelementptr inbounds i8, ptr %29, i64 16, !dbg !4343
  %3347 = load ptr, ptr %3346, align 8, !dbg !4343, !tbaa !4344
  store ptr %3347, ptr %21, align 8, !dbg !4345, !tbaa !2579
  %3348 = getelementptr inbounds i8, ptr %3433, i64 -16, !dbg !4346
  store ptr %3348, ptr %12, align 8, !dbg !4347, !tbaa !1548
  %3349 = getelementptr inbounds i8, ptr %29, i64 60, !dbg !4348
  %3350 = load i16, ptr %3349, align 4, !dbg !4348, !tbaa !4350
    #dbg_value(i16 %3350, !1435, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !4351)
  %3351 = icmp sgt i16 %3350, 0, !dbg !4352
  br i1 %3351, label %3352, label %3422, !dbg !4354, !prof !4355

3352:                                             ; preds = %3345
  %3353 = zext nneg i16 %3350 to i32, !dbg !4356
    #dbg_value(i32 %3353, !1435, !DIExpression(), !4351)
  %3354 = and i32 %3353, 3, !dbg !4354
  %3355 = icmp eq i32 %3354, 0, !dbg !4354
  br i1 %3355, label %3365, label %3356, !dbg !4354, !prof !4357

3356:                                             ; preds = %3352, %3356
  %3357 = phi i32 [ %3362, %3356 ], [ %3353, %3352 ]
  %3358 = phi i32 [ %3363, %3356 ], [ 0, %3352 ]
    #dbg_value(i32 %3357, !1435, !DIExpression(), !4351)
  %3359 = load ptr, ptr %12, align 8, !dbg !4358, !tbaa !1548
  %3360 = getelementptr inbounds i8, ptr %3359, i64 16, !dbg !4358
  store ptr %3360, ptr %12, align 8, !dbg !4358, !tbaa !1548
  %3361 = getelementptr inbounds i8, ptr %3359, i64 8, !dbg !4358
  store i8 0, ptr %3361, align 8, !dbg !4358, !tbaa !1548
  %3362 = add nsw i32 %3357, -1, !dbg !4359
    #dbg_value(i32 %3362, !1435, !DIExpression(), !4351)
  %3363 = add i32 %3358, 1, !dbg !4354
  %3364 = icmp eq i32 %3363, %3354, !dbg !4354
  br i1 %3364, label %3365, label %3356, !dbg !4354, !prof !4360, !llvm.loop !4361

3365:                                             ; preds = %3356, %3352
  %3366 = phi i32 [ %3353, %3352 ], [ %3362, %3356 ]
  %3367 = icmp ult i16 %3350, 4, !dbg !4354
  br i1 %3367, label %3422, label %3368, !dbg !4354, !prof !4362

3368:                                             ; preds = %3365, %3368
  %3369 = phi i32 [ %3382, %3368 ], [ %3366, %3365 ]
    #dbg_value(i32 %3369, !1435, !DIExpression(), !4351)
  %3370 = load ptr, ptr %12, align 8, !dbg !4358, !tbaa !1548
  %3371 = getelementptr inbounds i8, ptr %3370, i64 16, !dbg !4358
  store ptr %3371, ptr %12, align 8, !dbg !4358, !tbaa !1548
  %3372 = getelementptr inbounds i8, ptr %3370, i64 8, !dbg !4358
  store i8 0, ptr %3372, align 8, !dbg !4358, !tbaa !1548
    #dbg_value(i32 %3369, !1435, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !4351)
  %3373 = load ptr, ptr %12, align 8, !dbg !4358, !tbaa !1548
  %3374 = getelementptr inbounds i8, ptr %3373, i64 16, !dbg !4358
  store ptr %3374, ptr %12, align 8, !dbg !4358, !tbaa !1548
  %3375 = getelementptr inbounds i8, ptr %3373, i64 8, !dbg !4358
  store i8 0, ptr %3375, align 8, !dbg !4358, !tbaa !1548
    #dbg_value(i32 %3369, !1435, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !4351)
  %3376 = load ptr, ptr %12, align 8, !dbg !4358, !tbaa !1548
  %3377 = getelementptr inbounds i8, ptr %3376, i64 16, !dbg !4358
  store ptr %3377, ptr %12, align 8, !dbg !4358, !tbaa !1548
  %3378 = getelementptr inbounds i8, ptr %3376, i64 8, !dbg !4358
  store i8 0, ptr %3378, align 8, !dbg !4358, !tbaa !1548
    #dbg_value(i32 %3369, !1435, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !4351)
  %3379 = load ptr, ptr %12, align 8, !dbg !4358, !tbaa !1548
  %3380 = getelementptr inbounds i8, ptr %3379, i64 16, !dbg !4358
  store ptr %3380, ptr %12, align 8, !dbg !4358, !tbaa !1548
  %3381 = getelementptr inbounds i8, ptr %3379, i64 8, !dbg !4358
  store i8 0, ptr %3381, align 8, !dbg !4358, !tbaa !1548
  %3382 = add nsw i32 %3369, -4, !dbg !4359
    #dbg_value(i32 %3382, !1435, !DIExpression(), !4351)
  %3383 = add i32 %3369, -5, !dbg !4352
  %3384 = icmp ult i32 %3383, -2, !dbg !4352
  br i1 %3384, label %3368, label %3422, !dbg !4354, !prof !4363, !llvm.loop !4364

3385:                                             ; preds = %3429
    #dbg_label(!1437, !4366)
  %3386 = load volatile i32, ptr %10, align 8, !dbg !4367, !tbaa !2660
  %3387 = icmp eq i32 %3386, 0, !dbg !4367
  br i1 %3387, label %3394, label %3388, !dbg !4368, !prof !2320

3388:                                             ; preds = %3385
  %3389 = lshr i32 %3434, 7, !dbg !4369
  %3390 = and i32 %3389, 255, !dbg !4369
  %3391 = zext nneg i32 %3390 to i64, !dbg !4369
  %3392 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %3391, !dbg !4369
    #dbg_value(ptr %3392, !1438, !DIExpression(), !4370)
  %3393 = getelementptr inbounds i8, ptr %3392, i64 16, !dbg !4371
  store ptr %3393, ptr %12, align 8, !dbg !4372, !tbaa !1548
  store ptr %3432, ptr %36, align 8, !dbg !4373, !tbaa !1548
  call void @luaD_poscall(ptr noundef nonnull %0, ptr noundef nonnull %29, i32 noundef 1) #13, !dbg !4374
    #dbg_value(i32 1, !629, !DIExpression(), !2644)
  br label %3422, !dbg !4375

3394:                                             ; preds = %3385
  %3395 = getelementptr inbounds i8, ptr %29, i64 60, !dbg !4376
  %3396 = load i16, ptr %3395, align 4, !dbg !4376, !tbaa !4350
    #dbg_value(i16 %3396, !1442, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !4377)
  %3397 = getelementptr inbounds i8, ptr %29, i64 16, !dbg !4378
  %3398 = load ptr, ptr %3397, align 8, !dbg !4378, !tbaa !4344
  store ptr %3398, ptr %21, align 8, !dbg !4379, !tbaa !2579
  %3399 = icmp eq i16 %3396, 0, !dbg !4380
  br i1 %3399, label %3400, label %3402, !dbg !4381

3400:                                             ; preds = %3394
  %3401 = getelementptr inbounds i8, ptr %3433, i64 -16, !dbg !4382
  store ptr %3401, ptr %12, align 8, !dbg !4383, !tbaa !1548
  br label %3422, !dbg !4384

3402:                                             ; preds = %3394
    #dbg_value(i16 %3396, !1442, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !4377)
  %3403 = lshr i32 %3434, 7, !dbg !4385
  %3404 = and i32 %3403, 255, !dbg !4385
  %3405 = zext nneg i32 %3404 to i64, !dbg !4385
  %3406 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %3405, !dbg !4385
    #dbg_value(ptr %3406, !1444, !DIExpression(), !4386)
  %3407 = getelementptr inbounds i8, ptr %3433, i64 -16, !dbg !4387
    #dbg_value(ptr %3407, !1447, !DIExpression(), !4388)
    #dbg_value(ptr %3406, !1449, !DIExpression(), !4388)
  %3408 = load i64, ptr %3406, align 8, !dbg !4387, !tbaa !1548
  store i64 %3408, ptr %3407, align 8, !dbg !4387, !tbaa !1548
  %3409 = getelementptr inbounds i8, ptr %3406, i64 8, !dbg !4387
  %3410 = load i8, ptr %3409, align 8, !dbg !4387, !tbaa !1541
  %3411 = getelementptr inbounds i8, ptr %3433, i64 -8, !dbg !4387
  store i8 %3410, ptr %3411, align 8, !dbg !4387, !tbaa !1541
  store ptr %3433, ptr %12, align 8, !dbg !4389, !tbaa !1548
  %3412 = icmp sgt i16 %3396, 1, !dbg !4390
  br i1 %3412, label %3413, label %3422, !dbg !4393, !prof !4355

3413:                                             ; preds = %3402
  %3414 = zext nneg i16 %3396 to i32, !dbg !4394
    #dbg_value(i32 %3414, !1442, !DIExpression(), !4377)
  br label %3415, !dbg !4393

3415:                                             ; preds = %3413, %3415
  %3416 = phi i32 [ %3420, %3415 ], [ %3414, %3413 ]
    #dbg_value(i32 %3416, !1442, !DIExpression(), !4377)
  %3417 = load ptr, ptr %12, align 8, !dbg !4395, !tbaa !1548
  %3418 = getelementptr inbounds i8, ptr %3417, i64 16, !dbg !4395
  store ptr %3418, ptr %12, align 8, !dbg !4395, !tbaa !1548
  %3419 = getelementptr inbounds i8, ptr %3417, i64 8, !dbg !4395
  store i8 0, ptr %3419, align 8, !dbg !4395, !tbaa !1548
  %3420 = add nsw i32 %3416, -1, !dbg !4396
    #dbg_value(i32 %3420, !1442, !DIExpression(), !4377)
  %3421 = icmp ugt i32 %3416, 2, !dbg !4390
  br i1 %3421, label %3415, label %3422, !dbg !4393, !prof !4397, !llvm.loop !4398

3422:                                             ; preds = %3415, %3365, %3368, %3402, %3345, %3388, %3400, %3340, %3333, %3281
  %3423 = phi i32 [ 1, %3388 ], [ %3431, %3400 ], [ 1, %3340 ], [ %3336, %3333 ], [ %3286, %3281 ], [ %3431, %3345 ], [ %3431, %3402 ], [ %3431, %3368 ], [ %3431, %3365 ], [ %3431, %3415 ], !dbg !2684
    #dbg_value(i32 %3423, !629, !DIExpression(), !2644)
    #dbg_label(!1450, !4400)
  %3424 = getelementptr inbounds i8, ptr %29, i64 62, !dbg !4401
  %3425 = load i16, ptr %3424, align 2, !dbg !4401, !tbaa !2601
  %3426 = and i16 %3425, 4, !dbg !4403
  %3427 = icmp eq i16 %3426, 0, !dbg !4403
  br i1 %3427, label %3439, label %3428, !dbg !4404

3428:                                             ; preds = %3422
  ret void, !dbg !4405

3429:                                             ; preds = %74, %44
  %3430 = phi ptr [ %37, %44 ], [ %75, %74 ]
  %3431 = phi i32 [ %45, %44 ], [ %76, %74 ], !dbg !2684
  %3432 = phi ptr [ %48, %44 ], [ %77, %74 ], !dbg !2684
  %3433 = phi ptr [ %47, %44 ], [ %78, %74 ], !dbg !2684
  %3434 = load i32, ptr %3430, align 4, !dbg !2684, !tbaa !2586
  %3435 = and i32 %3434, 127, !dbg !2684
  %3436 = zext nneg i32 %3435 to i64, !dbg !2684
  %3437 = getelementptr inbounds [83 x ptr], ptr @luaV_execute.disptab, i64 0, i64 %3436, !dbg !2684
    #dbg_value(i64 poison, !1257, !DIExpression(), !2648)
    #dbg_value(i64 poison, !1211, !DIExpression(), !2649)
    #dbg_value(i64 poison, !1210, !DIExpression(), !2649)
    #dbg_value(i64 poison, !1199, !DIExpression(), !2650)
    #dbg_value(i64 poison, !1198, !DIExpression(), !2650)
    #dbg_value(i64 poison, !1187, !DIExpression(), !2651)
    #dbg_value(i64 poison, !1186, !DIExpression(), !2651)
    #dbg_value(i64 poison, !1175, !DIExpression(), !2652)
    #dbg_value(i64 poison, !1174, !DIExpression(), !2652)
    #dbg_value(i64 poison, !1163, !DIExpression(), !2653)
    #dbg_value(i64 poison, !1162, !DIExpression(), !2653)
    #dbg_value(i64 poison, !1025, !DIExpression(), !2654)
    #dbg_value(i64 poison, !1015, !DIExpression(), !2655)
    #dbg_value(i64 poison, !1004, !DIExpression(), !2656)
    #dbg_value(i64 poison, !992, !DIExpression(), !2657)
    #dbg_value(i64 poison, !980, !DIExpression(), !2658)
  %3438 = load ptr, ptr %3437, align 8, !dbg !2684, !tbaa !1721
    #dbg_value(ptr %3433, !627, !DIExpression(), !2644)
    #dbg_value(ptr %3432, !628, !DIExpression(), !2644)
    #dbg_value(i32 %3431, !629, !DIExpression(), !2644)
    #dbg_value(i32 %3434, !633, !DIExpression(), !2684)
  indirectbr ptr %3438, [label %52, label %79, label %97, label %115, label %136, label %159, label %173, label %188, label %202, label %249, label %274, label %314, label %359, label %430, label %483, label %525, label %589, label %679, label %751, label %812, label %858, label %907, label %944, label %1000, label %1056, label %1112, label %1193, label %1243, label %1287, label %1362, label %1405, label %1448, label %1491, label %1544, label %1597, label %1653, label %1709, label %1765, label %1846, label %1896, label %1940, label %2015, label %2073, label %2131, label %2258, label %2189, label %2327, label %2354, label %2383, label %2412, label %2445, label %2486, label %2510, label %2530, label %2557, label %2574, label %2589, label %2604, label %2640, label %2748, label %2856, label %2890, label %2937, label %2989, label %3041, label %3093, label %3145, label %3179, label %3220, label %3247, label %3287, label %3337, label %3385, label %3442, label %3493, label %3773, label %3785, label %3804, label %3837, label %3918, label %3992, label %4010, label %4023]

3439:                                             ; preds = %3422
  %3440 = getelementptr inbounds i8, ptr %29, i64 16, !dbg !4406
  %3441 = load ptr, ptr %3440, align 8, !dbg !4406, !tbaa !4344
    #dbg_value(ptr %3441, !623, !DIExpression(), !2644)
  br label %27, !dbg !4408

3442:                                             ; preds = %3429
    #dbg_label(!1451, !4409)
  %3443 = lshr i32 %3434, 7, !dbg !4410
  %3444 = and i32 %3443, 255, !dbg !4410
  %3445 = zext nneg i32 %3444 to i64, !dbg !4410
  %3446 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %3445, !dbg !4410
    #dbg_value(ptr %3446, !1452, !DIExpression(), !4411)
  %3447 = getelementptr inbounds i8, ptr %3446, i64 32, !dbg !4412
  %3448 = getelementptr inbounds i8, ptr %3446, i64 40, !dbg !4412
  %3449 = load i8, ptr %3448, align 8, !dbg !4412, !tbaa !1548
  %3450 = icmp eq i8 %3449, 3, !dbg !4412
  br i1 %3450, label %3451, label %3461, !dbg !4413

3451:                                             ; preds = %3442
  %3452 = getelementptr inbounds i8, ptr %3446, i64 16, !dbg !4414
  %3453 = load i64, ptr %3452, align 8, !dbg !4414, !tbaa !1548
    #dbg_value(i64 %3453, !1454, !DIExpression(), !4415)
  %3454 = icmp eq i64 %3453, 0, !dbg !4416
  br i1 %3454, label %3481, label %3455, !dbg !4417

3455:                                             ; preds = %3451
  %3456 = load i64, ptr %3447, align 8, !dbg !4418, !tbaa !1548
    #dbg_value(i64 %3456, !1457, !DIExpression(), !4419)
  %3457 = load i64, ptr %3446, align 8, !dbg !4420, !tbaa !1548
    #dbg_value(i64 %3457, !1460, !DIExpression(), !4419)
    #dbg_value(ptr %3452, !1461, !DIExpression(), !4421)
  %3458 = add i64 %3453, -1, !dbg !4422
  store i64 %3458, ptr %3452, align 8, !dbg !4422, !tbaa !1548
  %3459 = add i64 %3457, %3456, !dbg !4423
    #dbg_value(i64 %3459, !1460, !DIExpression(), !4419)
    #dbg_value(ptr %3446, !1463, !DIExpression(), !4424)
  store i64 %3459, ptr %3446, align 8, !dbg !4425, !tbaa !1548
  %3460 = getelementptr inbounds i8, ptr %3446, i64 48, !dbg !4426
    #dbg_value(ptr %3460, !1465, !DIExpression(), !4427)
  store i64 %3459, ptr %3460, align 8, !dbg !4426, !tbaa !1548
    #dbg_value(ptr %3480, !628, !DIExpression(), !2644)
  br label %3474, !dbg !4428

3461:                                             ; preds = %3442
    #dbg_value(ptr %3446, !4429, !DIExpression(), !4443)
  %3462 = load double, ptr %3447, align 8, !dbg !4446, !tbaa !1548
    #dbg_value(double %3462, !4434, !DIExpression(), !4443)
  %3463 = getelementptr inbounds i8, ptr %3446, i64 16, !dbg !4447
  %3464 = load double, ptr %3463, align 8, !dbg !4447, !tbaa !1548
    #dbg_value(double %3464, !4435, !DIExpression(), !4443)
  %3465 = load double, ptr %3446, align 8, !dbg !4448, !tbaa !1548
    #dbg_value(double %3465, !4436, !DIExpression(), !4443)
  %3466 = fadd double %3462, %3465, !dbg !4449
    #dbg_value(double %3466, !4436, !DIExpression(), !4443)
  %3467 = fcmp ogt double %3462, 0.000000e+00, !dbg !4450
  br i1 %3467, label %3468, label %3470, !dbg !4451

3468:                                             ; preds = %3461
  %3469 = fcmp ugt double %3466, %3464, !dbg !4452
  br i1 %3469, label %3481, label %3472, !dbg !4450

3470:                                             ; preds = %3461
  %3471 = fcmp ugt double %3464, %3466, !dbg !4453
  br i1 %3471, label %3481, label %3472, !dbg !4451

3472:                                             ; preds = %3470, %3468
    #dbg_value(ptr %3446, !4437, !DIExpression(), !4454)
  store double %3466, ptr %3446, align 8, !dbg !4455, !tbaa !1548
  %3473 = getelementptr inbounds i8, ptr %3446, i64 48, !dbg !4456
    #dbg_value(ptr %3473, !4441, !DIExpression(), !4457)
  store double %3466, ptr %3473, align 8, !dbg !4456, !tbaa !1548
    #dbg_value(ptr %3480, !628, !DIExpression(), !2644)
  br label %3474, !dbg !4458

3474:                                             ; preds = %3455, %3472
  %3475 = phi i8 [ 19, %3472 ], [ 3, %3455 ]
  %3476 = getelementptr inbounds i8, ptr %3446, i64 56, !dbg !4459
  store i8 %3475, ptr %3476, align 8, !dbg !4459, !tbaa !1541
  %3477 = lshr i32 %3434, 15, !dbg !4459
  %3478 = zext nneg i32 %3477 to i64, !dbg !4459
  %3479 = sub nsw i64 0, %3478, !dbg !4459
  %3480 = getelementptr inbounds i32, ptr %3432, i64 %3479, !dbg !4459
  br label %3481, !dbg !4460

3481:                                             ; preds = %3474, %3468, %3470, %3451
  %3482 = phi ptr [ %3432, %3451 ], [ %3432, %3470 ], [ %3432, %3468 ], [ %3480, %3474 ], !dbg !2684
    #dbg_value(ptr %3482, !628, !DIExpression(), !2644)
  %3483 = load volatile i32, ptr %49, align 8, !dbg !4460, !tbaa !1548
    #dbg_value(i32 %3483, !629, !DIExpression(), !2644)
  %3484 = icmp eq i32 %3483, 0, !dbg !4461
  br i1 %3484, label %3489, label %3485, !dbg !4464, !prof !2320

3485:                                             ; preds = %3481
  %3486 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3482) #13, !dbg !4465
    #dbg_value(i32 %3486, !629, !DIExpression(), !2644)
  %3487 = load ptr, ptr %29, align 8, !dbg !4465, !tbaa !1548
  %3488 = getelementptr inbounds i8, ptr %3487, i64 16, !dbg !4465
    #dbg_value(ptr %3488, !627, !DIExpression(), !2644)
  br label %3489, !dbg !4465

3489:                                             ; preds = %3485, %3481
  %3490 = phi i32 [ %3486, %3485 ], [ 0, %3481 ], !dbg !4411
  %3491 = phi ptr [ %3488, %3485 ], [ %3433, %3481 ], !dbg !2684
    #dbg_value(ptr %3491, !627, !DIExpression(), !2644)
    #dbg_value(i32 %3490, !629, !DIExpression(), !2644)
  %3492 = getelementptr inbounds i8, ptr %3482, i64 4, !dbg !4464
    #dbg_value(ptr %3492, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !4467

3493:                                             ; preds = %3429
    #dbg_label(!1467, !4468)
  %3494 = lshr i32 %3434, 7, !dbg !4469
  %3495 = and i32 %3494, 255, !dbg !4469
  %3496 = zext nneg i32 %3495 to i64, !dbg !4469
  %3497 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %3496, !dbg !4469
    #dbg_value(ptr %3497, !1468, !DIExpression(), !4470)
  store ptr %3432, ptr %36, align 8, !dbg !4471, !tbaa !1548
  %3498 = load ptr, ptr %50, align 8, !dbg !4471, !tbaa !1548
  store ptr %3498, ptr %12, align 8, !dbg !4471, !tbaa !1548
    #dbg_value(ptr %0, !4472, !DIExpression(), !4507)
    #dbg_value(ptr %3497, !4477, !DIExpression(), !4507)
    #dbg_value(ptr %3497, !4478, !DIExpression(), !4507)
  %3499 = getelementptr inbounds i8, ptr %3497, i64 16, !dbg !4510
    #dbg_value(ptr %3499, !4479, !DIExpression(), !4507)
  %3500 = getelementptr inbounds i8, ptr %3497, i64 32, !dbg !4511
    #dbg_value(ptr %3500, !4480, !DIExpression(), !4507)
  %3501 = getelementptr inbounds i8, ptr %3497, i64 8, !dbg !4512
  %3502 = load i8, ptr %3501, align 8, !dbg !4512, !tbaa !1541
  %3503 = icmp eq i8 %3502, 3, !dbg !4512
  br i1 %3503, label %3504, label %3623, !dbg !4513

3504:                                             ; preds = %3493
  %3505 = getelementptr inbounds i8, ptr %3497, i64 40, !dbg !4514
  %3506 = load i8, ptr %3505, align 8, !dbg !4514, !tbaa !1541
  %3507 = icmp eq i8 %3506, 3, !dbg !4514
  br i1 %3507, label %3508, label %3623, !dbg !4515

3508:                                             ; preds = %3504
  %3509 = load i64, ptr %3497, align 8, !dbg !4516, !tbaa !1548
    #dbg_value(i64 %3509, !4481, !DIExpression(), !4517)
  %3510 = load i64, ptr %3500, align 8, !dbg !4518, !tbaa !1548
    #dbg_value(i64 %3510, !4484, !DIExpression(), !4517)
  %3511 = icmp eq i64 %3510, 0, !dbg !4519
  br i1 %3511, label %3512, label %3513, !dbg !4521

3512:                                             ; preds = %3508
  call void (ptr, ptr, ...) @luaG_runerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.7) #14, !dbg !4522
  unreachable, !dbg !4522

3513:                                             ; preds = %3508
  %3514 = getelementptr inbounds i8, ptr %3497, i64 48, !dbg !4523
    #dbg_value(ptr %3514, !4486, !DIExpression(), !4524)
  store i64 %3509, ptr %3514, align 8, !dbg !4523, !tbaa !1548
  %3515 = getelementptr inbounds i8, ptr %3497, i64 56, !dbg !4523
  store i8 3, ptr %3515, align 8, !dbg !4523, !tbaa !1541
    #dbg_value(ptr %0, !4525, !DIExpression(), !4537)
    #dbg_value(i64 %3509, !4530, !DIExpression(), !4537)
    #dbg_value(ptr %3499, !4531, !DIExpression(), !4537)
    #dbg_value(ptr undef, !4532, !DIExpression(), !4537)
    #dbg_value(i64 %3510, !4533, !DIExpression(), !4537)
  %3516 = icmp slt i64 %3510, 0, !dbg !4539
    #dbg_assign(i1 undef, !1643, !DIExpression(), !2639, ptr %7, !DIExpression(), !4540)
    #dbg_value(ptr %3499, !1640, !DIExpression(), !4540)
    #dbg_value(ptr undef, !1641, !DIExpression(), !4540)
    #dbg_value(i32 poison, !1642, !DIExpression(), !4540)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #13, !dbg !4542
    #dbg_value(ptr %3499, !1550, !DIExpression(), !4543)
    #dbg_value(ptr %7, !1555, !DIExpression(), !4543)
  %3517 = getelementptr inbounds i8, ptr %3497, i64 24, !dbg !4545
  %3518 = load i8, ptr %3517, align 8, !dbg !4545, !tbaa !1541
  %3519 = and i8 %3518, 15, !dbg !4545
  %3520 = icmp eq i8 %3519, 4, !dbg !4545
  br i1 %3520, label %3521, label %3541, !dbg !4546

3521:                                             ; preds = %3513
  %3522 = load ptr, ptr %3499, align 8, !dbg !4547, !tbaa !1548
    #dbg_value(ptr %3522, !1556, !DIExpression(), !4548)
  %3523 = getelementptr inbounds i8, ptr %3522, i64 24, !dbg !4549
  %3524 = call i64 @luaO_str2num(ptr noundef nonnull %3523, ptr noundef nonnull %7) #13, !dbg !4550
  %3525 = getelementptr inbounds i8, ptr %3522, i64 11, !dbg !4551
  %3526 = load i8, ptr %3525, align 1, !dbg !4551, !tbaa !1569
  %3527 = icmp eq i8 %3526, -1, !dbg !4551
  br i1 %3527, label %3530, label %3528, !dbg !4551

3528:                                             ; preds = %3521
  %3529 = zext i8 %3526 to i64, !dbg !4551
  br label %3533, !dbg !4551

3530:                                             ; preds = %3521
  %3531 = getelementptr inbounds i8, ptr %3522, i64 16, !dbg !4551
  %3532 = load i64, ptr %3531, align 8, !dbg !4551, !tbaa !1548
  br label %3533, !dbg !4551

3533:                                             ; preds = %3530, %3528
  %3534 = phi i64 [ %3529, %3528 ], [ %3532, %3530 ], !dbg !4551
  %3535 = add i64 %3534, 1, !dbg !4552
  %3536 = icmp ne i64 %3524, %3535, !dbg !4553
  %3537 = freeze i1 %3536
    #dbg_value(ptr undef, !1614, !DIExpression(), !4554)
    #dbg_value(i32 poison, !1615, !DIExpression(), !4554)
  %3538 = select i1 %3537, ptr %3499, ptr %7, !dbg !4556
  %3539 = select i1 %3537, ptr %3517, ptr %17, !dbg !4556
  %3540 = load i8, ptr %3539, align 8, !dbg !4557, !tbaa !1541
  br label %3541, !dbg !4557

3541:                                             ; preds = %3533, %3513
  %3542 = phi i8 [ %3540, %3533 ], [ %3518, %3513 ], !dbg !4557
  %3543 = phi ptr [ %3538, %3533 ], [ %3499, %3513 ]
  switch i8 %3542, label %3557 [
    i8 19, label %3544
    i8 3, label %3555
  ], !dbg !4558

3544:                                             ; preds = %3541
  %3545 = load double, ptr %3543, align 8, !dbg !4559, !tbaa !1548
    #dbg_value(double %3545, !1589, !DIExpression(), !4560)
    #dbg_value(ptr undef, !1590, !DIExpression(), !4560)
    #dbg_value(i32 poison, !1591, !DIExpression(), !4560)
  %3546 = call double @llvm.floor.f64(double %3545), !dbg !4562
    #dbg_value(double %3546, !1592, !DIExpression(), !4560)
  %3547 = fcmp une double %3546, %3545, !dbg !4563
  %3548 = and i1 %3516, %3547, !dbg !4564
  %3549 = fadd double %3546, 1.000000e+00, !dbg !4564
  %3550 = select i1 %3548, double %3549, double %3546, !dbg !4564
    #dbg_value(double %3550, !1592, !DIExpression(), !4560)
  %3551 = fcmp oge double %3550, 0xC3E0000000000000, !dbg !4565
  %3552 = fcmp olt double %3550, 0x43E0000000000000, !dbg !4565
  %3553 = and i1 %3551, %3552, !dbg !4565
  br i1 %3553, label %3558, label %3554, !dbg !4565

3554:                                             ; preds = %3544
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #13, !dbg !4566
  br label %3560, !dbg !4567

3555:                                             ; preds = %3541
  %3556 = load i64, ptr %3543, align 8, !dbg !4568, !tbaa !1548
    #dbg_value(i64 %3556, !4485, !DIExpression(), !4517)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #13, !dbg !4566
  br label %3605, !dbg !4567

3557:                                             ; preds = %3541
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #13, !dbg !4566
  br label %3560, !dbg !4567

3558:                                             ; preds = %3544
  %3559 = fptosi double %3550 to i64, !dbg !4565
    #dbg_value(i64 %3559, !4485, !DIExpression(), !4517)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #13, !dbg !4566
  br label %3605, !dbg !4567

3560:                                             ; preds = %3557, %3554
  %3561 = load i8, ptr %3517, align 8, !dbg !4569, !tbaa !1541
  %3562 = icmp eq i8 %3561, 19, !dbg !4569
  br i1 %3562, label %3563, label %3565, !dbg !4571

3563:                                             ; preds = %3560
  %3564 = load double, ptr %3499, align 8, !dbg !4569, !tbaa !1548
    #dbg_value(double %3564, !4534, !DIExpression(), !4572)
  br label %3599, !dbg !4569

3565:                                             ; preds = %3560
    #dbg_assign(i1 undef, !1535, !DIExpression(), !2638, ptr %6, !DIExpression(), !4573)
    #dbg_value(ptr %3499, !1533, !DIExpression(), !4573)
    #dbg_value(ptr undef, !1534, !DIExpression(), !4573)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #13, !dbg !4575
  %3566 = icmp eq i8 %3561, 3, !dbg !4576
  br i1 %3566, label %3567, label %3570, !dbg !4577

3567:                                             ; preds = %3565
  %3568 = load i64, ptr %3499, align 8, !dbg !4578, !tbaa !1548
  %3569 = sitofp i64 %3568 to double, !dbg !4578
  br label %3596, !dbg !4579

3570:                                             ; preds = %3565
    #dbg_value(ptr %3499, !1550, !DIExpression(), !4580)
    #dbg_value(ptr %6, !1555, !DIExpression(), !4580)
  %3571 = and i8 %3561, 15, !dbg !4582
  %3572 = icmp eq i8 %3571, 4, !dbg !4582
  br i1 %3572, label %3573, label %3598, !dbg !4583

3573:                                             ; preds = %3570
  %3574 = load ptr, ptr %3499, align 8, !dbg !4584, !tbaa !1548
    #dbg_value(ptr %3574, !1556, !DIExpression(), !4585)
  %3575 = getelementptr inbounds i8, ptr %3574, i64 24, !dbg !4586
  %3576 = call i64 @luaO_str2num(ptr noundef nonnull %3575, ptr noundef nonnull %6) #13, !dbg !4587
  %3577 = getelementptr inbounds i8, ptr %3574, i64 11, !dbg !4588
  %3578 = load i8, ptr %3577, align 1, !dbg !4588, !tbaa !1569
  %3579 = icmp eq i8 %3578, -1, !dbg !4588
  br i1 %3579, label %3582, label %3580, !dbg !4588

3580:                                             ; preds = %3573
  %3581 = zext i8 %3578 to i64, !dbg !4588
  br label %3585, !dbg !4588

3582:                                             ; preds = %3573
  %3583 = getelementptr inbounds i8, ptr %3574, i64 16, !dbg !4588
  %3584 = load i64, ptr %3583, align 8, !dbg !4588, !tbaa !1548
  br label %3585, !dbg !4588

3585:                                             ; preds = %3582, %3580
  %3586 = phi i64 [ %3581, %3580 ], [ %3584, %3582 ], !dbg !4588
  %3587 = add i64 %3586, 1, !dbg !4589
  %3588 = icmp eq i64 %3576, %3587, !dbg !4590
  br i1 %3588, label %3589, label %3598, !dbg !4591

3589:                                             ; preds = %3585
  %3590 = load i8, ptr %18, align 8, !dbg !4592, !tbaa !1541
  %3591 = icmp eq i8 %3590, 3, !dbg !4592
  %3592 = load i64, ptr %6, align 8, !dbg !4592
  %3593 = sitofp i64 %3592 to double, !dbg !4592
  %3594 = bitcast i64 %3592 to double, !dbg !4592
  %3595 = select i1 %3591, double %3593, double %3594, !dbg !4592
  br label %3596, !dbg !4593

3596:                                             ; preds = %3589, %3567
  %3597 = phi double [ %3595, %3589 ], [ %3569, %3567 ]
    #dbg_value(double %3597, !4534, !DIExpression(), !4572)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #13, !dbg !4594
  br label %3599, !dbg !4571

3598:                                             ; preds = %3585, %3570
    #dbg_value(double poison, !4534, !DIExpression(), !4572)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #13, !dbg !4594
  call void @luaG_forerror(ptr noundef nonnull %0, ptr noundef nonnull %3499, ptr noundef nonnull @.str.8) #14, !dbg !4595
  unreachable, !dbg !4595

3599:                                             ; preds = %3596, %3563
  %3600 = phi double [ %3564, %3563 ], [ %3597, %3596 ], !dbg !4569
    #dbg_value(double %3600, !4534, !DIExpression(), !4572)
  %3601 = fcmp ogt double %3600, 0.000000e+00, !dbg !4596
  br i1 %3601, label %3602, label %3603, !dbg !4598

3602:                                             ; preds = %3599
  br i1 %3516, label %3757, label %3605, !dbg !4599

3603:                                             ; preds = %3599
  %3604 = icmp sgt i64 %3510, 0, !dbg !4601
  br i1 %3604, label %3757, label %3605, !dbg !4604

3605:                                             ; preds = %3603, %3602, %3558, %3555
  %3606 = phi i64 [ %3556, %3555 ], [ %3559, %3558 ], [ 9223372036854775807, %3602 ], [ -9223372036854775808, %3603 ], !dbg !4605
    #dbg_value(i64 %3606, !4485, !DIExpression(), !4517)
  %3607 = icmp sgt i64 %3510, 0, !dbg !4606
  %3608 = icmp sge i64 %3606, %3509, !dbg !4607
  %3609 = icmp sle i64 %3606, %3509, !dbg !4607
  %3610 = select i1 %3607, i1 %3608, i1 %3609, !dbg !4607
  br i1 %3610, label %3611, label %3757, !dbg !4608

3611:                                             ; preds = %3605
  br i1 %3607, label %3612, label %3617, !dbg !4609

3612:                                             ; preds = %3611
  %3613 = sub i64 %3606, %3509, !dbg !4610
    #dbg_value(i64 %3613, !4488, !DIExpression(), !4613)
  %3614 = icmp eq i64 %3510, 1, !dbg !4614
  br i1 %3614, label %3621, label %3615, !dbg !4616

3615:                                             ; preds = %3612
  %3616 = udiv i64 %3613, %3510, !dbg !4617
    #dbg_value(i64 %3616, !4488, !DIExpression(), !4613)
  br label %3621, !dbg !4618

3617:                                             ; preds = %3611
  %3618 = sub i64 %3509, %3606, !dbg !4619
    #dbg_value(i64 %3618, !4488, !DIExpression(), !4613)
  %3619 = sub i64 0, %3510, !dbg !4621
  %3620 = udiv i64 %3618, %3619, !dbg !4622
    #dbg_value(i64 %3620, !4488, !DIExpression(), !4613)
  br label %3621

3621:                                             ; preds = %3617, %3615, %3612
  %3622 = phi i64 [ %3616, %3615 ], [ %3613, %3612 ], [ %3620, %3617 ], !dbg !4623
    #dbg_value(i64 %3622, !4488, !DIExpression(), !4613)
    #dbg_value(ptr %3499, !4491, !DIExpression(), !4624)
  store i64 %3622, ptr %3499, align 8, !dbg !4625, !tbaa !1548
  store i8 3, ptr %3517, align 8, !dbg !4625, !tbaa !1541
  br label %3762

3623:                                             ; preds = %3504, %3493
  %3624 = getelementptr inbounds i8, ptr %3497, i64 24, !dbg !4626
  %3625 = load i8, ptr %3624, align 8, !dbg !4626, !tbaa !1541
  %3626 = icmp eq i8 %3625, 19, !dbg !4626
  br i1 %3626, label %3627, label %3629, !dbg !4626

3627:                                             ; preds = %3623
  %3628 = load double, ptr %3499, align 8, !dbg !4626, !tbaa !1548
    #dbg_value(double %3628, !4495, !DIExpression(), !4628)
  br label %3663, !dbg !4629

3629:                                             ; preds = %3623
    #dbg_assign(i1 undef, !1535, !DIExpression(), !2637, ptr %5, !DIExpression(), !4630)
    #dbg_value(ptr %3499, !1533, !DIExpression(), !4630)
    #dbg_value(ptr undef, !1534, !DIExpression(), !4630)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #13, !dbg !4632
  %3630 = icmp eq i8 %3625, 3, !dbg !4633
  br i1 %3630, label %3631, label %3634, !dbg !4634

3631:                                             ; preds = %3629
  %3632 = load i64, ptr %3499, align 8, !dbg !4635, !tbaa !1548
  %3633 = sitofp i64 %3632 to double, !dbg !4635
  br label %3660, !dbg !4636

3634:                                             ; preds = %3629
    #dbg_value(ptr %3499, !1550, !DIExpression(), !4637)
    #dbg_value(ptr %5, !1555, !DIExpression(), !4637)
  %3635 = and i8 %3625, 15, !dbg !4639
  %3636 = icmp eq i8 %3635, 4, !dbg !4639
  br i1 %3636, label %3637, label %3662, !dbg !4640

3637:                                             ; preds = %3634
  %3638 = load ptr, ptr %3499, align 8, !dbg !4641, !tbaa !1548
    #dbg_value(ptr %3638, !1556, !DIExpression(), !4642)
  %3639 = getelementptr inbounds i8, ptr %3638, i64 24, !dbg !4643
  %3640 = call i64 @luaO_str2num(ptr noundef nonnull %3639, ptr noundef nonnull %5) #13, !dbg !4644
  %3641 = getelementptr inbounds i8, ptr %3638, i64 11, !dbg !4645
  %3642 = load i8, ptr %3641, align 1, !dbg !4645, !tbaa !1569
  %3643 = icmp eq i8 %3642, -1, !dbg !4645
  br i1 %3643, label %3646, label %3644, !dbg !4645

3644:                                             ; preds = %3637
  %3645 = zext i8 %3642 to i64, !dbg !4645
  br label %3649, !dbg !4645

3646:                                             ; preds = %3637
  %3647 = getelementptr inbounds i8, ptr %3638, i64 16, !dbg !4645
  %3648 = load i64, ptr %3647, align 8, !dbg !4645, !tbaa !1548
  br label %3649, !dbg !4645

3649:                                             ; preds = %3646, %3644
  %3650 = phi i64 [ %3645, %3644 ], [ %3648, %3646 ], !dbg !4645
  %3651 = add i64 %3650, 1, !dbg !4646
  %3652 = icmp eq i64 %3640, %3651, !dbg !4647
  br i1 %3652, label %3653, label %3662, !dbg !4648

3653:                                             ; preds = %3649
  %3654 = load i8, ptr %14, align 8, !dbg !4649, !tbaa !1541
  %3655 = icmp eq i8 %3654, 3, !dbg !4649
  %3656 = load i64, ptr %5, align 8, !dbg !4649
  %3657 = sitofp i64 %3656 to double, !dbg !4649
  %3658 = bitcast i64 %3656 to double, !dbg !4649
  %3659 = select i1 %3655, double %3657, double %3658, !dbg !4649
  br label %3660, !dbg !4650

3660:                                             ; preds = %3653, %3631
  %3661 = phi double [ %3659, %3653 ], [ %3633, %3631 ]
    #dbg_value(double %3661, !4495, !DIExpression(), !4628)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #13, !dbg !4651
  br label %3663, !dbg !4629

3662:                                             ; preds = %3649, %3634
    #dbg_value(double poison, !4495, !DIExpression(), !4628)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #13, !dbg !4651
  call void @luaG_forerror(ptr noundef nonnull %0, ptr noundef nonnull %3499, ptr noundef nonnull @.str.8) #14, !dbg !4652
  unreachable, !dbg !4652

3663:                                             ; preds = %3660, %3627
  %3664 = phi double [ %3628, %3627 ], [ %3661, %3660 ], !dbg !4626
    #dbg_value(double %3664, !4495, !DIExpression(), !4628)
  %3665 = getelementptr inbounds i8, ptr %3497, i64 40, !dbg !4653
  %3666 = load i8, ptr %3665, align 8, !dbg !4653, !tbaa !1541
  %3667 = icmp eq i8 %3666, 19, !dbg !4653
  br i1 %3667, label %3668, label %3670, !dbg !4653

3668:                                             ; preds = %3663
  %3669 = load double, ptr %3500, align 8, !dbg !4653, !tbaa !1548
    #dbg_value(double %3669, !4496, !DIExpression(), !4628)
  br label %3704, !dbg !4655

3670:                                             ; preds = %3663
    #dbg_assign(i1 undef, !1535, !DIExpression(), !2636, ptr %4, !DIExpression(), !4656)
    #dbg_value(ptr %3500, !1533, !DIExpression(), !4656)
    #dbg_value(ptr undef, !1534, !DIExpression(), !4656)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13, !dbg !4658
  %3671 = icmp eq i8 %3666, 3, !dbg !4659
  br i1 %3671, label %3672, label %3675, !dbg !4660

3672:                                             ; preds = %3670
  %3673 = load i64, ptr %3500, align 8, !dbg !4661, !tbaa !1548
  %3674 = sitofp i64 %3673 to double, !dbg !4661
  br label %3701, !dbg !4662

3675:                                             ; preds = %3670
    #dbg_value(ptr %3500, !1550, !DIExpression(), !4663)
    #dbg_value(ptr %4, !1555, !DIExpression(), !4663)
  %3676 = and i8 %3666, 15, !dbg !4665
  %3677 = icmp eq i8 %3676, 4, !dbg !4665
  br i1 %3677, label %3678, label %3703, !dbg !4666

3678:                                             ; preds = %3675
  %3679 = load ptr, ptr %3500, align 8, !dbg !4667, !tbaa !1548
    #dbg_value(ptr %3679, !1556, !DIExpression(), !4668)
  %3680 = getelementptr inbounds i8, ptr %3679, i64 24, !dbg !4669
  %3681 = call i64 @luaO_str2num(ptr noundef nonnull %3680, ptr noundef nonnull %4) #13, !dbg !4670
  %3682 = getelementptr inbounds i8, ptr %3679, i64 11, !dbg !4671
  %3683 = load i8, ptr %3682, align 1, !dbg !4671, !tbaa !1569
  %3684 = icmp eq i8 %3683, -1, !dbg !4671
  br i1 %3684, label %3687, label %3685, !dbg !4671

3685:                                             ; preds = %3678
  %3686 = zext i8 %3683 to i64, !dbg !4671
  br label %3690, !dbg !4671

3687:                                             ; preds = %3678
  %3688 = getelementptr inbounds i8, ptr %3679, i64 16, !dbg !4671
  %3689 = load i64, ptr %3688, align 8, !dbg !4671, !tbaa !1548
  br label %3690, !dbg !4671

3690:                                             ; preds = %3687, %3685
  %3691 = phi i64 [ %3686, %3685 ], [ %3689, %3687 ], !dbg !4671
  %3692 = add i64 %3691, 1, !dbg !4672
  %3693 = icmp eq i64 %3681, %3692, !dbg !4673
  br i1 %3693, label %3694, label %3703, !dbg !4674

3694:                                             ; preds = %3690
  %3695 = load i8, ptr %15, align 8, !dbg !4675, !tbaa !1541
  %3696 = icmp eq i8 %3695, 3, !dbg !4675
  %3697 = load i64, ptr %4, align 8, !dbg !4675
  %3698 = sitofp i64 %3697 to double, !dbg !4675
  %3699 = bitcast i64 %3697 to double, !dbg !4675
  %3700 = select i1 %3696, double %3698, double %3699, !dbg !4675
  br label %3701, !dbg !4676

3701:                                             ; preds = %3694, %3672
  %3702 = phi double [ %3700, %3694 ], [ %3674, %3672 ]
    #dbg_value(double %3702, !4496, !DIExpression(), !4628)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13, !dbg !4677
  br label %3704, !dbg !4655

3703:                                             ; preds = %3690, %3675
    #dbg_value(double poison, !4496, !DIExpression(), !4628)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13, !dbg !4677
  call void @luaG_forerror(ptr noundef nonnull %0, ptr noundef nonnull %3500, ptr noundef nonnull @.str.9) #14, !dbg !4678
  unreachable, !dbg !4678

3704:                                             ; preds = %3701, %3668
  %3705 = phi double [ %3669, %3668 ], [ %3702, %3701 ], !dbg !4653
    #dbg_value(double %3705, !4496, !DIExpression(), !4628)
  %3706 = load i8, ptr %3501, align 8, !dbg !4679, !tbaa !1541
  %3707 = icmp eq i8 %3706, 19, !dbg !4679
  br i1 %3707, label %3708, label %3710, !dbg !4679

3708:                                             ; preds = %3704
  %3709 = load double, ptr %3497, align 8, !dbg !4679, !tbaa !1548
    #dbg_value(double %3709, !4493, !DIExpression(), !4628)
  br label %3744, !dbg !4681

3710:                                             ; preds = %3704
    #dbg_assign(i1 undef, !1535, !DIExpression(), !2635, ptr %3, !DIExpression(), !4682)
    #dbg_value(ptr %3497, !1533, !DIExpression(), !4682)
    #dbg_value(ptr undef, !1534, !DIExpression(), !4682)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #13, !dbg !4684
  %3711 = icmp eq i8 %3706, 3, !dbg !4685
  br i1 %3711, label %3712, label %3715, !dbg !4686

3712:                                             ; preds = %3710
  %3713 = load i64, ptr %3497, align 8, !dbg !4687, !tbaa !1548
  %3714 = sitofp i64 %3713 to double, !dbg !4687
  br label %3741, !dbg !4688

3715:                                             ; preds = %3710
    #dbg_value(ptr %3497, !1550, !DIExpression(), !4689)
    #dbg_value(ptr %3, !1555, !DIExpression(), !4689)
  %3716 = and i8 %3706, 15, !dbg !4691
  %3717 = icmp eq i8 %3716, 4, !dbg !4691
  br i1 %3717, label %3718, label %3743, !dbg !4692

3718:                                             ; preds = %3715
  %3719 = load ptr, ptr %3497, align 8, !dbg !4693, !tbaa !1548
    #dbg_value(ptr %3719, !1556, !DIExpression(), !4694)
  %3720 = getelementptr inbounds i8, ptr %3719, i64 24, !dbg !4695
  %3721 = call i64 @luaO_str2num(ptr noundef nonnull %3720, ptr noundef nonnull %3) #13, !dbg !4696
  %3722 = getelementptr inbounds i8, ptr %3719, i64 11, !dbg !4697
  %3723 = load i8, ptr %3722, align 1, !dbg !4697, !tbaa !1569
  %3724 = icmp eq i8 %3723, -1, !dbg !4697
  br i1 %3724, label %3727, label %3725, !dbg !4697

3725:                                             ; preds = %3718
  %3726 = zext i8 %3723 to i64, !dbg !4697
  br label %3730, !dbg !4697

3727:                                             ; preds = %3718
  %3728 = getelementptr inbounds i8, ptr %3719, i64 16, !dbg !4697
  %3729 = load i64, ptr %3728, align 8, !dbg !4697, !tbaa !1548
  br label %3730, !dbg !4697

3730:                                             ; preds = %3727, %3725
  %3731 = phi i64 [ %3726, %3725 ], [ %3729, %3727 ], !dbg !4697
  %3732 = add i64 %3731, 1, !dbg !4698
  %3733 = icmp eq i64 %3721, %3732, !dbg !4699
  br i1 %3733, label %3734, label %3743, !dbg !4700

3734:                                             ; preds = %3730
  %3735 = load i8, ptr %16, align 8, !dbg !4701, !tbaa !1541
  %3736 = icmp eq i8 %3735, 3, !dbg !4701
  %3737 = load i64, ptr %3, align 8, !dbg !4701
  %3738 = sitofp i64 %3737 to double, !dbg !4701
  %3739 = bitcast i64 %3737 to double, !dbg !4701
  %3740 = select i1 %3736, double %3738, double %3739, !dbg !4701
  br label %3741, !dbg !4702

3741:                                             ; preds = %3734, %3712
  %3742 = phi double [ %3740, %3734 ], [ %3714, %3712 ]
    #dbg_value(double %3742, !4493, !DIExpression(), !4628)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #13, !dbg !4703
  br label %3744, !dbg !4681

3743:                                             ; preds = %3730, %3715
    #dbg_value(double poison, !4493, !DIExpression(), !4628)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #13, !dbg !4703
  call void @luaG_forerror(ptr noundef nonnull %0, ptr noundef nonnull %3497, ptr noundef nonnull @.str.10) #14, !dbg !4704
  unreachable, !dbg !4704

3744:                                             ; preds = %3741, %3708
  %3745 = phi double [ %3709, %3708 ], [ %3742, %3741 ], !dbg !4679
    #dbg_value(double %3745, !4493, !DIExpression(), !4628)
  %3746 = fcmp oeq double %3705, 0.000000e+00, !dbg !4705
  br i1 %3746, label %3747, label %3748, !dbg !4707

3747:                                             ; preds = %3744
  call void (ptr, ptr, ...) @luaG_runerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.7) #14, !dbg !4708
  unreachable, !dbg !4708

3748:                                             ; preds = %3744
  %3749 = fcmp ogt double %3705, 0.000000e+00, !dbg !4709
  br i1 %3749, label %3750, label %3752, !dbg !4710

3750:                                             ; preds = %3748
  %3751 = fcmp olt double %3664, %3745, !dbg !4711
  br i1 %3751, label %3757, label %3754, !dbg !4709

3752:                                             ; preds = %3748
  %3753 = fcmp olt double %3745, %3664, !dbg !4712
  br i1 %3753, label %3757, label %3754, !dbg !4710

3754:                                             ; preds = %3752, %3750
    #dbg_value(ptr %3499, !4497, !DIExpression(), !4713)
  store double %3664, ptr %3499, align 8, !dbg !4714, !tbaa !1548
  store i8 19, ptr %3624, align 8, !dbg !4714, !tbaa !1541
    #dbg_value(ptr %3500, !4501, !DIExpression(), !4715)
  store double %3705, ptr %3500, align 8, !dbg !4716, !tbaa !1548
  store i8 19, ptr %3665, align 8, !dbg !4716, !tbaa !1541
    #dbg_value(ptr %3497, !4503, !DIExpression(), !4717)
  store double %3745, ptr %3497, align 8, !dbg !4718, !tbaa !1548
  store i8 19, ptr %3501, align 8, !dbg !4718, !tbaa !1541
  %3755 = getelementptr inbounds i8, ptr %3497, i64 48, !dbg !4719
    #dbg_value(ptr %3755, !4505, !DIExpression(), !4720)
  store double %3745, ptr %3755, align 8, !dbg !4719, !tbaa !1548
  %3756 = getelementptr inbounds i8, ptr %3497, i64 56, !dbg !4719
  store i8 19, ptr %3756, align 8, !dbg !4719, !tbaa !1541
  br label %3762

3757:                                             ; preds = %3750, %3752, %3605, %3602, %3603
  %3758 = lshr i32 %3434, 15, !dbg !4721
  %3759 = add nuw nsw i32 %3758, 1, !dbg !4721
  %3760 = zext nneg i32 %3759 to i64, !dbg !4721
  %3761 = getelementptr inbounds i32, ptr %3432, i64 %3760, !dbg !4721
  br label %3762, !dbg !4721

3762:                                             ; preds = %3621, %3754, %3757
  %3763 = phi ptr [ %3761, %3757 ], [ %3432, %3754 ], [ %3432, %3621 ], !dbg !4721
    #dbg_value(ptr %3763, !628, !DIExpression(), !2644)
  %3764 = icmp eq i32 %3431, 0, !dbg !4722
  br i1 %3764, label %3769, label %3765, !dbg !4725, !prof !2320

3765:                                             ; preds = %3762
  %3766 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %3763) #13, !dbg !4726
    #dbg_value(i32 %3766, !629, !DIExpression(), !2644)
  %3767 = load ptr, ptr %29, align 8, !dbg !4726, !tbaa !1548
  %3768 = getelementptr inbounds i8, ptr %3767, i64 16, !dbg !4726
    #dbg_value(ptr %3768, !627, !DIExpression(), !2644)
  br label %3769, !dbg !4726

3769:                                             ; preds = %3765, %3762
  %3770 = phi i32 [ %3766, %3765 ], [ 0, %3762 ], !dbg !2684
  %3771 = phi ptr [ %3768, %3765 ], [ %3433, %3762 ], !dbg !2684
    #dbg_value(ptr %3771, !627, !DIExpression(), !2644)
    #dbg_value(i32 %3770, !629, !DIExpression(), !2644)
  %3772 = getelementptr inbounds i8, ptr %3763, i64 4, !dbg !4725
    #dbg_value(ptr %3772, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !4728

3773:                                             ; preds = %3429
    #dbg_label(!1470, !4729)
  %3774 = lshr i32 %3434, 7, !dbg !4730
  %3775 = and i32 %3774, 255, !dbg !4730
  %3776 = zext nneg i32 %3775 to i64, !dbg !4730
  %3777 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %3776, !dbg !4730
    #dbg_value(ptr %3777, !1471, !DIExpression(), !4731)
  store ptr %3432, ptr %36, align 8, !dbg !4732, !tbaa !1548
  %3778 = load ptr, ptr %50, align 8, !dbg !4732, !tbaa !1548
  store ptr %3778, ptr %12, align 8, !dbg !4732, !tbaa !1548
  %3779 = getelementptr inbounds i8, ptr %3777, i64 48, !dbg !4732
  call void @luaF_newtbcupval(ptr noundef %0, ptr noundef nonnull %3779) #13, !dbg !4732
  %3780 = lshr i32 %3434, 15, !dbg !4733
  %3781 = zext nneg i32 %3780 to i64, !dbg !4734
  %3782 = getelementptr inbounds i32, ptr %3432, i64 %3781, !dbg !4734
    #dbg_value(ptr %3782, !628, !DIExpression(), !2644)
  %3783 = getelementptr inbounds i8, ptr %3782, i64 4, !dbg !4735
    #dbg_value(ptr %3783, !628, !DIExpression(), !2644)
  %3784 = load i32, ptr %3782, align 4, !dbg !4736, !tbaa !2586
    #dbg_value(i32 %3784, !633, !DIExpression(), !2684)
  br label %3785, !dbg !4737

3785:                                             ; preds = %3429, %3773
  %3786 = phi i32 [ %3434, %3429 ], [ %3784, %3773 ], !dbg !2684
  %3787 = phi ptr [ %3432, %3429 ], [ %3783, %3773 ], !dbg !2684
    #dbg_value(ptr %3787, !628, !DIExpression(), !2644)
    #dbg_value(i32 %3786, !633, !DIExpression(), !2684)
    #dbg_label(!1474, !4738)
  %3788 = lshr i32 %3786, 7, !dbg !4739
  %3789 = and i32 %3788, 255, !dbg !4739
  %3790 = zext nneg i32 %3789 to i64, !dbg !4739
  %3791 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %3790, !dbg !4739
    #dbg_value(ptr %3791, !1476, !DIExpression(), !4740)
  %3792 = getelementptr inbounds i8, ptr %3791, i64 64, !dbg !4741
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %3792, ptr noundef nonnull align 8 dereferenceable(48) %3791, i64 48, i1 false), !dbg !4742
  %3793 = getelementptr inbounds i8, ptr %3791, i64 112, !dbg !4743
  store ptr %3793, ptr %12, align 8, !dbg !4744, !tbaa !1548
  store ptr %3787, ptr %36, align 8, !dbg !4745, !tbaa !1548
  %3794 = lshr i32 %3786, 24, !dbg !4745
  call void @luaD_call(ptr noundef %0, ptr noundef nonnull %3792, i32 noundef %3794) #13, !dbg !4745
  %3795 = load volatile i32, ptr %49, align 8, !dbg !4745, !tbaa !1548
    #dbg_value(i32 %3795, !629, !DIExpression(), !2644)
  %3796 = icmp eq i32 %3795, 0, !dbg !4746
  br i1 %3796, label %3800, label %3797, !dbg !4749, !prof !2320

3797:                                             ; preds = %3785
  %3798 = load ptr, ptr %29, align 8, !dbg !4750, !tbaa !1548
  %3799 = getelementptr inbounds i8, ptr %3798, i64 16, !dbg !4750
    #dbg_value(ptr %3799, !627, !DIExpression(), !2644)
    #dbg_value(!DIArgList(ptr %3799, i64 %3790), !1476, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !4740)
  br label %3800, !dbg !4750

3800:                                             ; preds = %3797, %3785
  %3801 = phi ptr [ %3799, %3797 ], [ %3433, %3785 ], !dbg !2684
    #dbg_value(ptr %3801, !627, !DIExpression(), !2644)
  %3802 = getelementptr inbounds i8, ptr %3787, i64 4, !dbg !4752
    #dbg_value(ptr %3802, !628, !DIExpression(), !2644)
  %3803 = load i32, ptr %3787, align 4, !dbg !4753, !tbaa !2586
    #dbg_value(i32 %3803, !633, !DIExpression(), !2684)
  br label %3804, !dbg !4754

3804:                                             ; preds = %3429, %3800
  %3805 = phi i32 [ %3434, %3429 ], [ %3803, %3800 ], !dbg !2684
  %3806 = phi i32 [ %3431, %3429 ], [ %3795, %3800 ], !dbg !2684
  %3807 = phi ptr [ %3432, %3429 ], [ %3802, %3800 ], !dbg !2684
  %3808 = phi ptr [ %3433, %3429 ], [ %3801, %3800 ], !dbg !2684
    #dbg_value(ptr %3808, !627, !DIExpression(), !2644)
    #dbg_value(ptr %3807, !628, !DIExpression(), !2644)
    #dbg_value(i32 %3806, !629, !DIExpression(), !2644)
    #dbg_value(i32 %3805, !633, !DIExpression(), !2684)
    #dbg_label(!1479, !4755)
  %3809 = lshr i32 %3805, 7, !dbg !4756
  %3810 = and i32 %3809, 255, !dbg !4756
  %3811 = zext nneg i32 %3810 to i64, !dbg !4756
  %3812 = getelementptr inbounds %union.StackValue, ptr %3808, i64 %3811, !dbg !4756
    #dbg_value(ptr %3812, !1481, !DIExpression(), !4757)
  %3813 = getelementptr inbounds i8, ptr %3812, i64 72, !dbg !4758
  %3814 = load i8, ptr %3813, align 8, !dbg !4758, !tbaa !1548
  %3815 = and i8 %3814, 15, !dbg !4758
  %3816 = icmp eq i8 %3815, 0, !dbg !4758
  br i1 %3816, label %3826, label %3817, !dbg !4759

3817:                                             ; preds = %3804
  %3818 = getelementptr inbounds i8, ptr %3812, i64 64, !dbg !4758
  %3819 = getelementptr inbounds i8, ptr %3812, i64 32, !dbg !4760
    #dbg_value(ptr %3819, !1483, !DIExpression(), !4761)
    #dbg_value(ptr %3818, !1487, !DIExpression(), !4761)
  %3820 = load i64, ptr %3818, align 8, !dbg !4760, !tbaa !1548
  store i64 %3820, ptr %3819, align 8, !dbg !4760, !tbaa !1548
  %3821 = getelementptr inbounds i8, ptr %3812, i64 40, !dbg !4760
  store i8 %3814, ptr %3821, align 8, !dbg !4760, !tbaa !1541
  %3822 = lshr i32 %3805, 15, !dbg !4762
  %3823 = zext nneg i32 %3822 to i64, !dbg !4763
  %3824 = sub nsw i64 0, %3823, !dbg !4763
  %3825 = getelementptr inbounds i32, ptr %3807, i64 %3824, !dbg !4763
    #dbg_value(ptr %3825, !628, !DIExpression(), !2644)
  br label %3826, !dbg !4764

3826:                                             ; preds = %3817, %3804
  %3827 = phi ptr [ %3807, %3804 ], [ %3825, %3817 ], !dbg !2684
    #dbg_value(ptr %3827, !628, !DIExpression(), !2644)
  %3828 = icmp eq i32 %3806, 0, !dbg !4765
  br i1 %3828, label %3833, label %3829, !dbg !4768, !prof !2320

3829:                                             ; preds = %3826
  %3830 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef %3827) #13, !dbg !4769
    #dbg_value(i32 %3830, !629, !DIExpression(), !2644)
  %3831 = load ptr, ptr %29, align 8, !dbg !4769, !tbaa !1548
  %3832 = getelementptr inbounds i8, ptr %3831, i64 16, !dbg !4769
    #dbg_value(ptr %3832, !627, !DIExpression(), !2644)
  br label %3833, !dbg !4769

3833:                                             ; preds = %3829, %3826
  %3834 = phi i32 [ %3830, %3829 ], [ 0, %3826 ], !dbg !2684
  %3835 = phi ptr [ %3832, %3829 ], [ %3808, %3826 ], !dbg !2684
    #dbg_value(ptr %3835, !627, !DIExpression(), !2644)
    #dbg_value(i32 %3834, !629, !DIExpression(), !2644)
  %3836 = getelementptr inbounds i8, ptr %3827, i64 4, !dbg !4768
    #dbg_value(ptr %3836, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !4771

3837:                                             ; preds = %3429
    #dbg_label(!1488, !4772)
  %3838 = lshr i32 %3434, 7, !dbg !4773
  %3839 = and i32 %3838, 255, !dbg !4773
  %3840 = zext nneg i32 %3839 to i64, !dbg !4773
  %3841 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %3840, !dbg !4773
    #dbg_value(ptr %3841, !1489, !DIExpression(), !4774)
  %3842 = lshr i32 %3434, 16, !dbg !4775
  %3843 = and i32 %3842, 255, !dbg !4775
    #dbg_value(i32 %3843, !1491, !DIExpression(), !4774)
  %3844 = lshr i32 %3434, 24, !dbg !4776
    #dbg_value(i32 %3844, !1492, !DIExpression(), !4774)
  %3845 = load ptr, ptr %3841, align 8, !dbg !4777, !tbaa !1548
    #dbg_value(ptr %3845, !1493, !DIExpression(), !4774)
  %3846 = icmp eq i32 %3843, 0, !dbg !4778
  br i1 %3846, label %3847, label %3855, !dbg !4780

3847:                                             ; preds = %3837
  %3848 = load ptr, ptr %12, align 8, !dbg !4781, !tbaa !1548
  %3849 = ptrtoint ptr %3848 to i64, !dbg !4781
  %3850 = ptrtoint ptr %3841 to i64, !dbg !4781
  %3851 = sub i64 %3849, %3850, !dbg !4781
  %3852 = lshr exact i64 %3851, 4, !dbg !4781
  %3853 = trunc i64 %3852 to i32, !dbg !4781
  %3854 = add nsw i32 %3853, -1, !dbg !4782
    #dbg_value(i32 %3854, !1491, !DIExpression(), !4774)
  br label %3857, !dbg !4783

3855:                                             ; preds = %3837
  %3856 = load ptr, ptr %50, align 8, !dbg !4784, !tbaa !1548
  store ptr %3856, ptr %12, align 8, !dbg !4785, !tbaa !1548
  br label %3857

3857:                                             ; preds = %3855, %3847
  %3858 = phi i32 [ %3854, %3847 ], [ %3843, %3855 ], !dbg !4774
    #dbg_value(i32 %3858, !1491, !DIExpression(), !4774)
  %3859 = add i32 %3858, %3844, !dbg !4786
    #dbg_value(i32 %3859, !1492, !DIExpression(), !4774)
  %3860 = and i32 %3434, 32768, !dbg !4787
  %3861 = icmp eq i32 %3860, 0, !dbg !4787
  br i1 %3861, label %3868, label %3862, !dbg !4789

3862:                                             ; preds = %3857
  %3863 = load i32, ptr %3432, align 4, !dbg !4790, !tbaa !2586
  %3864 = shl nuw nsw i32 %3863, 1, !dbg !4792
  %3865 = and i32 %3864, 2147483392, !dbg !4792
  %3866 = add i32 %3865, %3859, !dbg !4793
    #dbg_value(i32 %3866, !1492, !DIExpression(), !4774)
  %3867 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !4794
    #dbg_value(ptr %3867, !628, !DIExpression(), !2644)
  br label %3868, !dbg !4795

3868:                                             ; preds = %3862, %3857
  %3869 = phi i32 [ %3866, %3862 ], [ %3859, %3857 ], !dbg !4774
  %3870 = phi ptr [ %3867, %3862 ], [ %3432, %3857 ], !dbg !2684
    #dbg_value(ptr %3870, !628, !DIExpression(), !2644)
    #dbg_value(i32 %3869, !1492, !DIExpression(), !4774)
  %3871 = call i32 @luaH_realasize(ptr noundef %3845) #13, !dbg !4796
  %3872 = icmp ugt i32 %3869, %3871, !dbg !4798
  br i1 %3872, label %3873, label %3874, !dbg !4799

3873:                                             ; preds = %3868
  call void @luaH_resizearray(ptr noundef nonnull %0, ptr noundef %3845, i32 noundef %3869) #13, !dbg !4800
  br label %3874, !dbg !4800

3874:                                             ; preds = %3873, %3868
    #dbg_value(i32 %3869, !1492, !DIExpression(), !4774)
    #dbg_value(i32 %3858, !1491, !DIExpression(), !4774)
  %3875 = icmp sgt i32 %3858, 0, !dbg !4801
  br i1 %3875, label %3876, label %3908, !dbg !4802

3876:                                             ; preds = %3874
  %3877 = getelementptr inbounds i8, ptr %3845, i64 16
  %3878 = getelementptr inbounds i8, ptr %3845, i64 9
  %3879 = zext nneg i32 %3858 to i64, !dbg !4802
  br label %3880, !dbg !4802

3880:                                             ; preds = %3876, %3905
  %3881 = phi i64 [ %3879, %3876 ], [ %3906, %3905 ]
  %3882 = phi i32 [ %3869, %3876 ], [ %3885, %3905 ]
    #dbg_value(i32 %3882, !1492, !DIExpression(), !4774)
    #dbg_value(i64 %3881, !1491, !DIExpression(), !4774)
  %3883 = getelementptr inbounds %union.StackValue, ptr %3841, i64 %3881, !dbg !4803
    #dbg_value(ptr %3883, !1494, !DIExpression(), !4804)
  %3884 = load ptr, ptr %3877, align 8, !dbg !4805, !tbaa !4806
  %3885 = add i32 %3882, -1, !dbg !4805
  %3886 = zext i32 %3885 to i64, !dbg !4805
  %3887 = getelementptr inbounds %struct.TValue, ptr %3884, i64 %3886, !dbg !4805
    #dbg_value(ptr %3887, !1498, !DIExpression(), !4807)
    #dbg_value(ptr %3883, !1500, !DIExpression(), !4807)
  %3888 = load i64, ptr %3883, align 8, !dbg !4805, !tbaa !1548
  store i64 %3888, ptr %3887, align 8, !dbg !4805, !tbaa !1548
  %3889 = getelementptr inbounds i8, ptr %3883, i64 8, !dbg !4805
  %3890 = load i8, ptr %3889, align 8, !dbg !4805, !tbaa !1541
  %3891 = getelementptr inbounds i8, ptr %3887, i64 8, !dbg !4805
  store i8 %3890, ptr %3891, align 8, !dbg !4805, !tbaa !1541
    #dbg_value(i32 %3885, !1492, !DIExpression(), !4774)
  %3892 = and i8 %3890, 64, !dbg !4808
  %3893 = icmp eq i8 %3892, 0, !dbg !4808
  br i1 %3893, label %3905, label %3894, !dbg !4808

3894:                                             ; preds = %3880
  %3895 = load i8, ptr %3878, align 1, !dbg !4808, !tbaa !1548
  %3896 = and i8 %3895, 32, !dbg !4808
  %3897 = icmp eq i8 %3896, 0, !dbg !4808
  br i1 %3897, label %3905, label %3898, !dbg !4808

3898:                                             ; preds = %3894
  %3899 = load ptr, ptr %3883, align 8, !dbg !4808, !tbaa !1548
  %3900 = getelementptr inbounds i8, ptr %3899, i64 9, !dbg !4808
  %3901 = load i8, ptr %3900, align 1, !dbg !4808, !tbaa !1808
  %3902 = and i8 %3901, 24, !dbg !4808
  %3903 = icmp eq i8 %3902, 0, !dbg !4808
  br i1 %3903, label %3905, label %3904, !dbg !4808

3904:                                             ; preds = %3898
  call void @luaC_barrierback_(ptr noundef %0, ptr noundef nonnull %3845) #13, !dbg !4808
  br label %3905, !dbg !4808

3905:                                             ; preds = %3894, %3898, %3904, %3880
  %3906 = add nsw i64 %3881, -1, !dbg !4809
    #dbg_value(i32 %3885, !1492, !DIExpression(), !4774)
    #dbg_value(i64 %3906, !1491, !DIExpression(), !4774)
  %3907 = icmp sgt i64 %3881, 1, !dbg !4801
  br i1 %3907, label %3880, label %3908, !dbg !4802, !llvm.loop !4810

3908:                                             ; preds = %3905, %3874
  %3909 = icmp eq i32 %3431, 0, !dbg !4812
  br i1 %3909, label %3914, label %3910, !dbg !4815, !prof !2320

3910:                                             ; preds = %3908
  %3911 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef %3870) #13, !dbg !4816
    #dbg_value(i32 %3911, !629, !DIExpression(), !2644)
  %3912 = load ptr, ptr %29, align 8, !dbg !4816, !tbaa !1548
  %3913 = getelementptr inbounds i8, ptr %3912, i64 16, !dbg !4816
    #dbg_value(ptr %3913, !627, !DIExpression(), !2644)
  br label %3914, !dbg !4816

3914:                                             ; preds = %3910, %3908
  %3915 = phi i32 [ %3911, %3910 ], [ 0, %3908 ], !dbg !2684
  %3916 = phi ptr [ %3913, %3910 ], [ %3433, %3908 ], !dbg !2684
    #dbg_value(ptr %3916, !627, !DIExpression(), !2644)
    #dbg_value(i32 %3915, !629, !DIExpression(), !2644)
  %3917 = getelementptr inbounds i8, ptr %3870, i64 4, !dbg !4815
    #dbg_value(ptr %3917, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !4818

3918:                                             ; preds = %3429
    #dbg_label(!1501, !4819)
  %3919 = lshr i32 %3434, 7, !dbg !4820
  %3920 = and i32 %3919, 255, !dbg !4820
  %3921 = zext nneg i32 %3920 to i64, !dbg !4820
  %3922 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %3921, !dbg !4820
    #dbg_value(ptr %3922, !1502, !DIExpression(), !4821)
  %3923 = load ptr, ptr %32, align 8, !dbg !4822, !tbaa !2666
  %3924 = getelementptr inbounds i8, ptr %3923, i64 72, !dbg !4823
  %3925 = load ptr, ptr %3924, align 8, !dbg !4823, !tbaa !4824
  %3926 = lshr i32 %3434, 15, !dbg !4825
  %3927 = zext nneg i32 %3926 to i64, !dbg !4826
  %3928 = getelementptr inbounds ptr, ptr %3925, i64 %3927, !dbg !4826
  %3929 = load ptr, ptr %3928, align 8, !dbg !4826, !tbaa !1721
    #dbg_value(ptr %3929, !1504, !DIExpression(), !4821)
  store ptr %3432, ptr %36, align 8, !dbg !4827, !tbaa !1548
  %3930 = load ptr, ptr %50, align 8, !dbg !4827, !tbaa !1548
  store ptr %3930, ptr %12, align 8, !dbg !4827, !tbaa !1548
    #dbg_value(ptr %0, !4828, !DIExpression(), !4845)
    #dbg_value(ptr %3929, !4834, !DIExpression(), !4845)
    #dbg_value(ptr %51, !4835, !DIExpression(), !4845)
    #dbg_value(ptr %3433, !4836, !DIExpression(), !4845)
    #dbg_value(ptr %3922, !4837, !DIExpression(), !4845)
  %3931 = getelementptr inbounds i8, ptr %3929, i64 16, !dbg !4847
  %3932 = load i32, ptr %3931, align 8, !dbg !4847, !tbaa !4848
    #dbg_value(i32 %3932, !4838, !DIExpression(), !4845)
  %3933 = getelementptr inbounds i8, ptr %3929, i64 80, !dbg !4849
  %3934 = load ptr, ptr %3933, align 8, !dbg !4849, !tbaa !4850
    #dbg_value(ptr %3934, !4839, !DIExpression(), !4845)
  %3935 = call ptr @luaF_newLclosure(ptr noundef %0, i32 noundef %3932) #13, !dbg !4851
    #dbg_value(ptr %3935, !4841, !DIExpression(), !4845)
  %3936 = getelementptr inbounds i8, ptr %3935, i64 24, !dbg !4852
  store ptr %3929, ptr %3936, align 8, !dbg !4853, !tbaa !2666
    #dbg_value(ptr %3922, !4842, !DIExpression(), !4854)
    #dbg_value(ptr %3935, !4844, !DIExpression(), !4854)
  store ptr %3935, ptr %3922, align 8, !dbg !4855, !tbaa !1548
  %3937 = getelementptr inbounds i8, ptr %3922, i64 8, !dbg !4855
  store i8 70, ptr %3937, align 8, !dbg !4855, !tbaa !1541
    #dbg_value(i32 0, !4840, !DIExpression(), !4845)
  %3938 = icmp sgt i32 %3932, 0, !dbg !4856
  br i1 %3938, label %3939, label %3973, !dbg !4859

3939:                                             ; preds = %3918
  %3940 = getelementptr inbounds i8, ptr %3935, i64 32
  %3941 = getelementptr inbounds i8, ptr %3935, i64 9
  %3942 = zext nneg i32 %3932 to i64, !dbg !4856
  br label %3943, !dbg !4859

3943:                                             ; preds = %3970, %3939
  %3944 = phi i64 [ 0, %3939 ], [ %3971, %3970 ]
    #dbg_value(i64 %3944, !4840, !DIExpression(), !4845)
  %3945 = getelementptr inbounds %struct.Upvaldesc, ptr %3934, i64 %3944, !dbg !4860
  %3946 = getelementptr inbounds i8, ptr %3945, i64 8, !dbg !4863
  %3947 = load i8, ptr %3946, align 8, !dbg !4863, !tbaa !4864
  %3948 = icmp eq i8 %3947, 0, !dbg !4860
  %3949 = getelementptr inbounds i8, ptr %3945, i64 9, !dbg !4866
  %3950 = load i8, ptr %3949, align 1, !dbg !4866, !tbaa !4867
  %3951 = zext i8 %3950 to i64, !dbg !4866
  %3952 = getelementptr inbounds [1 x ptr], ptr %3940, i64 0, i64 %3944, !dbg !4866
  br i1 %3948, label %3956, label %3953, !dbg !4868

3953:                                             ; preds = %3943
  %3954 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %3951, !dbg !4869
  %3955 = call ptr @luaF_findupval(ptr noundef %0, ptr noundef %3954) #13, !dbg !4870
  br label %3959, !dbg !4871

3956:                                             ; preds = %3943
  %3957 = getelementptr inbounds ptr, ptr %51, i64 %3951, !dbg !4872
  %3958 = load ptr, ptr %3957, align 8, !dbg !4872, !tbaa !1721
  br label %3959

3959:                                             ; preds = %3956, %3953
  %3960 = phi ptr [ %3958, %3956 ], [ %3955, %3953 ]
  store ptr %3960, ptr %3952, align 8, !dbg !4866, !tbaa !1721
  %3961 = load i8, ptr %3941, align 1, !dbg !4873, !tbaa !4874
  %3962 = and i8 %3961, 32, !dbg !4873
  %3963 = icmp eq i8 %3962, 0, !dbg !4873
  br i1 %3963, label %3970, label %3964, !dbg !4873

3964:                                             ; preds = %3959
  %3965 = getelementptr inbounds i8, ptr %3960, i64 9, !dbg !4873
  %3966 = load i8, ptr %3965, align 1, !dbg !4873, !tbaa !2828
  %3967 = and i8 %3966, 24, !dbg !4873
  %3968 = icmp eq i8 %3967, 0, !dbg !4873
  br i1 %3968, label %3970, label %3969, !dbg !4873

3969:                                             ; preds = %3964
  call void @luaC_barrier_(ptr noundef %0, ptr noundef nonnull %3935, ptr noundef nonnull %3960) #13, !dbg !4873
  br label %3970, !dbg !4873

3970:                                             ; preds = %3969, %3964, %3959
  %3971 = add nuw nsw i64 %3944, 1, !dbg !4875
    #dbg_value(i64 %3971, !4840, !DIExpression(), !4845)
  %3972 = icmp eq i64 %3971, %3942, !dbg !4856
  br i1 %3972, label %3973, label %3943, !dbg !4859, !llvm.loop !4876

3973:                                             ; preds = %3970, %3918
  %3974 = load ptr, ptr %13, align 8, !dbg !4878, !tbaa !1716
  %3975 = getelementptr inbounds i8, ptr %3974, i64 24, !dbg !4878
  %3976 = load i64, ptr %3975, align 8, !dbg !4878, !tbaa !3033
  %3977 = icmp sgt i64 %3976, 0, !dbg !4878
  br i1 %3977, label %3978, label %3981, !dbg !4882

3978:                                             ; preds = %3973
  store ptr %3432, ptr %36, align 8, !dbg !4883, !tbaa !1548
  %3979 = getelementptr inbounds i8, ptr %3922, i64 16, !dbg !4883
  store ptr %3979, ptr %12, align 8, !dbg !4883, !tbaa !1548
  call void @luaC_step(ptr noundef nonnull %0) #13, !dbg !4883
  %3980 = load volatile i32, ptr %49, align 8, !dbg !4883, !tbaa !1548
    #dbg_value(i32 %3980, !629, !DIExpression(), !2644)
  br label %3981, !dbg !4883

3981:                                             ; preds = %3978, %3973
  %3982 = phi i32 [ %3980, %3978 ], [ %3431, %3973 ], !dbg !2684
    #dbg_value(i32 %3982, !629, !DIExpression(), !2644)
  %3983 = icmp eq i32 %3982, 0, !dbg !4885
  br i1 %3983, label %3988, label %3984, !dbg !4888, !prof !2320

3984:                                             ; preds = %3981
  %3985 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %3432) #13, !dbg !4889
    #dbg_value(i32 %3985, !629, !DIExpression(), !2644)
  %3986 = load ptr, ptr %29, align 8, !dbg !4889, !tbaa !1548
  %3987 = getelementptr inbounds i8, ptr %3986, i64 16, !dbg !4889
    #dbg_value(ptr %3987, !627, !DIExpression(), !2644)
  br label %3988, !dbg !4889

3988:                                             ; preds = %3984, %3981
  %3989 = phi i32 [ %3985, %3984 ], [ 0, %3981 ], !dbg !4821
  %3990 = phi ptr [ %3987, %3984 ], [ %3433, %3981 ], !dbg !2684
    #dbg_value(ptr %3990, !627, !DIExpression(), !2644)
    #dbg_value(i32 %3989, !629, !DIExpression(), !2644)
  %3991 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !4888
    #dbg_value(ptr %3991, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !4891

3992:                                             ; preds = %3429
    #dbg_label(!1507, !4892)
  %3993 = lshr i32 %3434, 7, !dbg !4893
  %3994 = and i32 %3993, 255, !dbg !4893
  %3995 = zext nneg i32 %3994 to i64, !dbg !4893
  %3996 = getelementptr inbounds %union.StackValue, ptr %3433, i64 %3995, !dbg !4893
    #dbg_value(ptr %3996, !1508, !DIExpression(), !4894)
  %3997 = lshr i32 %3434, 24, !dbg !4895
  %3998 = add nsw i32 %3997, -1, !dbg !4896
    #dbg_value(i32 %3998, !1510, !DIExpression(), !4894)
  store ptr %3432, ptr %36, align 8, !dbg !4897, !tbaa !1548
  %3999 = load ptr, ptr %50, align 8, !dbg !4897, !tbaa !1548
  store ptr %3999, ptr %12, align 8, !dbg !4897, !tbaa !1548
  call void @luaT_getvarargs(ptr noundef %0, ptr noundef nonnull %29, ptr noundef %3996, i32 noundef %3998) #13, !dbg !4897
  %4000 = load volatile i32, ptr %49, align 8, !dbg !4897, !tbaa !1548
    #dbg_value(i32 %4000, !629, !DIExpression(), !2644)
  %4001 = icmp eq i32 %4000, 0, !dbg !4898
  br i1 %4001, label %4006, label %4002, !dbg !4901, !prof !2320

4002:                                             ; preds = %3992
  %4003 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %3432) #13, !dbg !4902
    #dbg_value(i32 %4003, !629, !DIExpression(), !2644)
  %4004 = load ptr, ptr %29, align 8, !dbg !4902, !tbaa !1548
  %4005 = getelementptr inbounds i8, ptr %4004, i64 16, !dbg !4902
    #dbg_value(ptr %4005, !627, !DIExpression(), !2644)
  br label %4006, !dbg !4902

4006:                                             ; preds = %4002, %3992
  %4007 = phi i32 [ %4003, %4002 ], [ 0, %3992 ], !dbg !4894
  %4008 = phi ptr [ %4005, %4002 ], [ %3433, %3992 ], !dbg !2684
    #dbg_value(ptr %4008, !627, !DIExpression(), !2644)
    #dbg_value(i32 %4007, !629, !DIExpression(), !2644)
  %4009 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !4901
    #dbg_value(ptr %4009, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !4904

4010:                                             ; preds = %3429
    #dbg_label(!1511, !4905)
  store ptr %3432, ptr %36, align 8, !dbg !4906, !tbaa !1548
  %4011 = lshr i32 %3434, 7, !dbg !4906
  %4012 = and i32 %4011, 255, !dbg !4906
  %4013 = load ptr, ptr %32, align 8, !dbg !4906, !tbaa !2666
  call void @luaT_adjustvarargs(ptr noundef %0, i32 noundef %4012, ptr noundef nonnull %29, ptr noundef %4013) #13, !dbg !4906
  %4014 = load volatile i32, ptr %49, align 8, !dbg !4906, !tbaa !1548
    #dbg_value(i32 %4014, !629, !DIExpression(), !2644)
  %4015 = icmp eq i32 %4014, 0, !dbg !4908
  br i1 %4015, label %4018, label %4016, !dbg !4910, !prof !2320

4016:                                             ; preds = %4010
  call void @luaD_hookcall(ptr noundef %0, ptr noundef nonnull %29) #13, !dbg !4911
  store i32 1, ptr %11, align 4, !dbg !4913, !tbaa !4914
    #dbg_value(ptr poison, !627, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !2644)
  %4017 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !4915
    #dbg_value(i32 %4017, !629, !DIExpression(), !2644)
  br label %4018, !dbg !4915

4018:                                             ; preds = %4010, %4016
  %4019 = phi i32 [ %4017, %4016 ], [ 0, %4010 ], !dbg !4919
  %4020 = load ptr, ptr %29, align 8, !dbg !4919, !tbaa !1548
  %4021 = getelementptr inbounds i8, ptr %4020, i64 16, !dbg !4919
    #dbg_value(ptr %4021, !627, !DIExpression(), !2644)
    #dbg_value(i32 %4019, !629, !DIExpression(), !2644)
  %4022 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !4920
    #dbg_value(ptr %4022, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !4921

4023:                                             ; preds = %3429
    #dbg_label(!1512, !4922)
  %4024 = icmp eq i32 %3431, 0, !dbg !4923
  br i1 %4024, label %4029, label %4025, !dbg !4927, !prof !2320

4025:                                             ; preds = %4023
  %4026 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3432) #13, !dbg !4928
    #dbg_value(i32 %4026, !629, !DIExpression(), !2644)
  %4027 = load ptr, ptr %29, align 8, !dbg !4928, !tbaa !1548
  %4028 = getelementptr inbounds i8, ptr %4027, i64 16, !dbg !4928
    #dbg_value(ptr %4028, !627, !DIExpression(), !2644)
  br label %4029, !dbg !4928

4029:                                             ; preds = %4025, %4023
  %4030 = phi i32 [ %4026, %4025 ], [ 0, %4023 ], !dbg !2684
  %4031 = phi ptr [ %4028, %4025 ], [ %3433, %4023 ], !dbg !2684
    #dbg_value(ptr %4031, !627, !DIExpression(), !2644)
    #dbg_value(i32 %4030, !629, !DIExpression(), !2644)
  %4032 = getelementptr inbounds i8, ptr %3432, i64 4, !dbg !4927
    #dbg_value(ptr %4032, !628, !DIExpression(), !2644)
    #dbg_value(i32 poison, !633, !DIExpression(), !2684)
  br label %74, !dbg !4930
}

declare !dbg !4931 hidden i32 @luaG_tracecall(ptr noundef) local_unnamed_addr #5

declare !dbg !4932 hidden i32 @luaG_traceexec(ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !4935 hidden void @luaC_barrier_(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !4938 hidden ptr @luaH_getshortstr(ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !4941 hidden ptr @luaH_getint(ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !4944 hidden ptr @luaH_new(ptr noundef) local_unnamed_addr #5

declare !dbg !4947 hidden void @luaH_resize(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !4950 hidden void @luaC_step(ptr noundef) local_unnamed_addr #5

declare !dbg !4951 hidden ptr @luaH_getstr(ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !4952 double @pow(double noundef, double noundef) local_unnamed_addr #9

declare !dbg !4953 hidden void @luaT_trybinTM(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !4956 hidden void @luaT_trybiniTM(ptr noundef, ptr noundef, i64 noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !4959 hidden void @luaT_trybinassocTM(ptr noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !4962 hidden ptr @luaF_close(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !4966 hidden void @luaF_newtbcupval(ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !4969 hidden i32 @luaT_callorderiTM(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !4972 hidden ptr @luaD_precall(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !4976 hidden void @luaF_closeupval(ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !4977 hidden i32 @luaD_pretailcall(ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !4980 hidden void @luaD_poscall(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !4983 hidden void @luaD_call(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !4986 hidden i32 @luaH_realasize(ptr noundef) local_unnamed_addr #5

declare !dbg !4991 hidden void @luaH_resizearray(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !4994 hidden void @luaT_getvarargs(ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !4997 hidden void @luaT_adjustvarargs(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !5002 hidden void @luaD_hookcall(ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !5003 hidden i64 @luaO_str2num(ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !5006 hidden i32 @luaT_callorderTM(ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !5009 i32 @strcoll(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !5013 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: noreturn
declare !dbg !5016 hidden void @luaG_forerror(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

declare !dbg !5017 hidden ptr @luaF_newLclosure(ptr noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !5020 hidden ptr @luaF_findupval(ptr noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }
attributes #15 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!368}
!llvm.module.flags = !{!1520, !1521, !1522, !1523, !1524, !1525, !1526}
!llvm.ident = !{!1527}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 298, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/lua/lvm.c", directory: ".", checksumkind: CSK_MD5, checksum: "93322d975ab9a6df269fe588d39264f1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 321, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 40)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 366, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 43)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 666, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 23)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 711, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 14)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 728, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 26)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 748, type: !29, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "disptab", scope: !36, file: !1513, line: 19, type: !1514, isLocal: true, isDefinition: true)
!36 = distinct !DISubprogram(name: "luaV_execute", scope: !2, file: !2, line: 1151, type: !37, scopeLine: 1151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !621)
!37 = !DISubroutineType(types: !38)
!38 = !{null, !39, !245}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !41, line: 57, baseType: !42)
!41 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !43, line: 309, size: 1600, elements: !44)
!43 = !DIFile(filename: "src/lua/lstate.h", directory: ".", checksumkind: CSK_MD5, checksum: "edd1473ca499831d12a0476e1db0587d")
!44 = !{!45, !56, !57, !58, !59, !60, !62, !107, !244, !299, !300, !301, !325, !326, !327, !328, !331, !332, !362, !363, !364, !365, !366, !367}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !42, file: !43, line: 310, baseType: !46, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "GCObject", file: !48, line: 292, size: 128, elements: !49)
!48 = !DIFile(filename: "src/lua/lobject.h", directory: ".", checksumkind: CSK_MD5, checksum: "aea49a507ea3586a933fcf888e0c1530")
!49 = !{!50, !51, !55}
!50 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !47, file: !48, line: 293, baseType: !46, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !47, file: !48, line: 293, baseType: !52, size: 8, offset: 64)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_byte", file: !53, line: 36, baseType: !54)
!53 = !DIFile(filename: "src/lua/llimits.h", directory: ".", checksumkind: CSK_MD5, checksum: "f70379667ce169a2840c3c885517102a")
!54 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !47, file: !48, line: 293, baseType: !52, size: 8, offset: 72)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !42, file: !43, line: 310, baseType: !52, size: 8, offset: 64)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !42, file: !43, line: 310, baseType: !52, size: 8, offset: 72)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !42, file: !43, line: 311, baseType: !52, size: 8, offset: 80)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "allowhook", scope: !42, file: !43, line: 312, baseType: !52, size: 8, offset: 88)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "nci", scope: !42, file: !43, line: 313, baseType: !61, size: 16, offset: 96)
!61 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !42, file: !43, line: 314, baseType: !63, size: 64, offset: 128)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkIdRel", file: !48, line: 168, baseType: !64)
!64 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !48, line: 165, size: 64, elements: !65)
!65 = !{!66, !103}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !64, file: !48, line: 166, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkId", file: !48, line: 158, baseType: !68)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "StackValue", file: !48, line: 154, baseType: !70)
!70 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "StackValue", file: !48, line: 148, size: 128, elements: !71)
!71 = !{!72, !97}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !70, file: !48, line: 149, baseType: !73, size: 128)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "TValue", file: !48, line: 69, baseType: !74)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TValue", file: !48, line: 67, size: 128, elements: !75)
!75 = !{!76, !96}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !74, file: !48, line: 68, baseType: !77, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "Value", file: !48, line: 57, baseType: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Value", file: !48, line: 49, size: 64, elements: !79)
!79 = !{!80, !81, !83, !89, !92, !95}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !78, file: !48, line: 50, baseType: !46, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !78, file: !48, line: 51, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !78, file: !48, line: 52, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !41, line: 106, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DISubroutineType(types: !87)
!87 = !{!88, !39}
!88 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !78, file: !48, line: 53, baseType: !90, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !41, line: 94, baseType: !91)
!91 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !78, file: !48, line: 54, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !41, line: 90, baseType: !94)
!94 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "ub", scope: !78, file: !48, line: 56, baseType: !52, size: 8)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !74, file: !48, line: 68, baseType: !52, size: 8, offset: 64)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !70, file: !48, line: 153, baseType: !98, size: 128)
!98 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !70, file: !48, line: 150, size: 128, elements: !99)
!99 = !{!100, !101, !102}
!100 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !98, file: !48, line: 151, baseType: !77, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !98, file: !48, line: 151, baseType: !52, size: 8, offset: 64)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !98, file: !48, line: 152, baseType: !61, size: 16, offset: 80)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !64, file: !48, line: 167, baseType: !104, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !105, line: 18, baseType: !106)
!105 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!106 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "l_G", scope: !42, file: !43, line: 315, baseType: !108, size: 64, offset: 192)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "global_State", file: !43, line: 303, baseType: !110)
!110 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "global_State", file: !43, line: 254, size: 11328, elements: !111)
!111 = !{!112, !120, !121, !123, !124, !126, !127, !156, !157, !158, !159, !160, !161, !162, !163, !164, !165, !166, !167, !168, !169, !170, !173, !175, !176, !177, !178, !179, !180, !181, !182, !183, !184, !185, !186, !187, !188, !189, !190, !192, !193, !194, !195, !199, !231, !236, !243}
!112 = !DIDerivedType(tag: DW_TAG_member, name: "frealloc", scope: !110, file: !43, line: 255, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Alloc", file: !41, line: 125, baseType: !114)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DISubroutineType(types: !116)
!116 = !{!82, !82, !82, !117, !117}
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !118, line: 18, baseType: !119)
!118 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!119 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "ud", scope: !110, file: !43, line: 256, baseType: !82, size: 64, offset: 64)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "totalbytes", scope: !110, file: !43, line: 257, baseType: !122, size: 64, offset: 128)
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_mem", file: !53, line: 28, baseType: !104)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "GCdebt", scope: !110, file: !43, line: 258, baseType: !122, size: 64, offset: 192)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "GCestimate", scope: !110, file: !43, line: 259, baseType: !125, size: 64, offset: 256)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_mem", file: !53, line: 27, baseType: !117)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "lastatomic", scope: !110, file: !43, line: 260, baseType: !125, size: 64, offset: 320)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "strt", scope: !110, file: !43, line: 261, baseType: !128, size: 128, offset: 384)
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "stringtable", file: !43, line: 159, baseType: !129)
!129 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stringtable", file: !43, line: 155, size: 128, elements: !130)
!130 = !{!131, !154, !155}
!131 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !129, file: !43, line: 156, baseType: !132, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_typedef, name: "TString", file: !48, line: 396, baseType: !135)
!135 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TString", file: !48, line: 386, size: 256, elements: !136)
!136 = !{!137, !138, !139, !140, !141, !142, !144, !150}
!137 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !135, file: !48, line: 387, baseType: !46, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !135, file: !48, line: 387, baseType: !52, size: 8, offset: 64)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !135, file: !48, line: 387, baseType: !52, size: 8, offset: 72)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !135, file: !48, line: 388, baseType: !52, size: 8, offset: 80)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "shrlen", scope: !135, file: !48, line: 389, baseType: !52, size: 8, offset: 88)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !135, file: !48, line: 390, baseType: !143, size: 32, offset: 96)
!143 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !135, file: !48, line: 394, baseType: !145, size: 64, offset: 128)
!145 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !135, file: !48, line: 391, size: 64, elements: !146)
!146 = !{!147, !148}
!147 = !DIDerivedType(tag: DW_TAG_member, name: "lnglen", scope: !145, file: !48, line: 392, baseType: !117, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "hnext", scope: !145, file: !48, line: 393, baseType: !149, size: 64)
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "contents", scope: !135, file: !48, line: 395, baseType: !151, size: 8, offset: 192)
!151 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !152)
!152 = !{!153}
!153 = !DISubrange(count: 1)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "nuse", scope: !129, file: !43, line: 157, baseType: !88, size: 32, offset: 64)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !129, file: !43, line: 158, baseType: !88, size: 32, offset: 96)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "l_registry", scope: !110, file: !43, line: 262, baseType: !73, size: 128, offset: 512)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "nilvalue", scope: !110, file: !43, line: 263, baseType: !73, size: 128, offset: 640)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "seed", scope: !110, file: !43, line: 264, baseType: !143, size: 32, offset: 768)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "currentwhite", scope: !110, file: !43, line: 265, baseType: !52, size: 8, offset: 800)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "gcstate", scope: !110, file: !43, line: 266, baseType: !52, size: 8, offset: 808)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "gckind", scope: !110, file: !43, line: 267, baseType: !52, size: 8, offset: 816)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "gcstopem", scope: !110, file: !43, line: 268, baseType: !52, size: 8, offset: 824)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "genminormul", scope: !110, file: !43, line: 269, baseType: !52, size: 8, offset: 832)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "genmajormul", scope: !110, file: !43, line: 270, baseType: !52, size: 8, offset: 840)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "gcstp", scope: !110, file: !43, line: 271, baseType: !52, size: 8, offset: 848)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "gcemergency", scope: !110, file: !43, line: 272, baseType: !52, size: 8, offset: 856)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "gcpause", scope: !110, file: !43, line: 273, baseType: !52, size: 8, offset: 864)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepmul", scope: !110, file: !43, line: 274, baseType: !52, size: 8, offset: 872)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepsize", scope: !110, file: !43, line: 275, baseType: !52, size: 8, offset: 880)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "allgc", scope: !110, file: !43, line: 276, baseType: !171, size: 64, offset: 896)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_typedef, name: "GCObject", file: !48, line: 294, baseType: !47)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "sweepgc", scope: !110, file: !43, line: 277, baseType: !174, size: 64, offset: 960)
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !171, size: 64)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "finobj", scope: !110, file: !43, line: 278, baseType: !171, size: 64, offset: 1024)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "gray", scope: !110, file: !43, line: 279, baseType: !171, size: 64, offset: 1088)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "grayagain", scope: !110, file: !43, line: 280, baseType: !171, size: 64, offset: 1152)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !110, file: !43, line: 281, baseType: !171, size: 64, offset: 1216)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "ephemeron", scope: !110, file: !43, line: 282, baseType: !171, size: 64, offset: 1280)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "allweak", scope: !110, file: !43, line: 283, baseType: !171, size: 64, offset: 1344)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "tobefnz", scope: !110, file: !43, line: 284, baseType: !171, size: 64, offset: 1408)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "fixedgc", scope: !110, file: !43, line: 285, baseType: !171, size: 64, offset: 1472)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "survival", scope: !110, file: !43, line: 287, baseType: !171, size: 64, offset: 1536)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "old1", scope: !110, file: !43, line: 288, baseType: !171, size: 64, offset: 1600)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "reallyold", scope: !110, file: !43, line: 289, baseType: !171, size: 64, offset: 1664)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "firstold1", scope: !110, file: !43, line: 290, baseType: !171, size: 64, offset: 1728)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "finobjsur", scope: !110, file: !43, line: 291, baseType: !171, size: 64, offset: 1792)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "finobjold1", scope: !110, file: !43, line: 292, baseType: !171, size: 64, offset: 1856)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "finobjrold", scope: !110, file: !43, line: 293, baseType: !171, size: 64, offset: 1920)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !110, file: !43, line: 294, baseType: !191, size: 64, offset: 1984)
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "panic", scope: !110, file: !43, line: 295, baseType: !84, size: 64, offset: 2048)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "mainthread", scope: !110, file: !43, line: 296, baseType: !191, size: 64, offset: 2112)
!194 = !DIDerivedType(tag: DW_TAG_member, name: "memerrmsg", scope: !110, file: !43, line: 297, baseType: !133, size: 64, offset: 2176)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "tmname", scope: !110, file: !43, line: 298, baseType: !196, size: 1600, offset: 2240)
!196 = !DICompositeType(tag: DW_TAG_array_type, baseType: !133, size: 1600, elements: !197)
!197 = !{!198}
!198 = !DISubrange(count: 25)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "mt", scope: !110, file: !43, line: 299, baseType: !200, size: 576, offset: 3840)
!200 = !DICompositeType(tag: DW_TAG_array_type, baseType: !201, size: 576, elements: !229)
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !202, size: 64)
!202 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Table", file: !48, line: 737, size: 448, elements: !203)
!203 = !{!204, !205, !206, !207, !208, !209, !210, !212, !226, !227, !228}
!204 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !202, file: !48, line: 738, baseType: !46, size: 64)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !202, file: !48, line: 738, baseType: !52, size: 8, offset: 64)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !202, file: !48, line: 738, baseType: !52, size: 8, offset: 72)
!207 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !202, file: !48, line: 739, baseType: !52, size: 8, offset: 80)
!208 = !DIDerivedType(tag: DW_TAG_member, name: "lsizenode", scope: !202, file: !48, line: 740, baseType: !52, size: 8, offset: 88)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "alimit", scope: !202, file: !48, line: 741, baseType: !143, size: 32, offset: 96)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "array", scope: !202, file: !48, line: 742, baseType: !211, size: 64, offset: 128)
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "node", scope: !202, file: !48, line: 743, baseType: !213, size: 64, offset: 192)
!213 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !214, size: 64)
!214 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !48, line: 707, baseType: !215)
!215 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Node", file: !48, line: 699, size: 192, elements: !216)
!216 = !{!217, !225}
!217 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !215, file: !48, line: 705, baseType: !218, size: 192)
!218 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NodeKey", file: !48, line: 700, size: 192, elements: !219)
!219 = !{!220, !221, !222, !223, !224}
!220 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !218, file: !48, line: 701, baseType: !77, size: 64)
!221 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !218, file: !48, line: 701, baseType: !52, size: 8, offset: 64)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "key_tt", scope: !218, file: !48, line: 702, baseType: !52, size: 8, offset: 72)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !218, file: !48, line: 703, baseType: !88, size: 32, offset: 96)
!224 = !DIDerivedType(tag: DW_TAG_member, name: "key_val", scope: !218, file: !48, line: 704, baseType: !77, size: 64, offset: 128)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "i_val", scope: !215, file: !48, line: 706, baseType: !73, size: 128)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "lastfree", scope: !202, file: !48, line: 744, baseType: !213, size: 64, offset: 256)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !202, file: !48, line: 745, baseType: !201, size: 64, offset: 320)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !202, file: !48, line: 746, baseType: !171, size: 64, offset: 384)
!229 = !{!230}
!230 = !DISubrange(count: 9)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "strcache", scope: !110, file: !43, line: 300, baseType: !232, size: 6784, offset: 4416)
!232 = !DICompositeType(tag: DW_TAG_array_type, baseType: !133, size: 6784, elements: !233)
!233 = !{!234, !235}
!234 = !DISubrange(count: 53)
!235 = !DISubrange(count: 2)
!236 = !DIDerivedType(tag: DW_TAG_member, name: "warnf", scope: !110, file: !43, line: 301, baseType: !237, size: 64, offset: 11200)
!237 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_WarnFunction", file: !41, line: 131, baseType: !238)
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !239, size: 64)
!239 = !DISubroutineType(types: !240)
!240 = !{null, !82, !241, !88}
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !242, size: 64)
!242 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "ud_warn", scope: !110, file: !43, line: 302, baseType: !82, size: 64, offset: 11264)
!244 = !DIDerivedType(tag: DW_TAG_member, name: "ci", scope: !42, file: !43, line: 316, baseType: !245, size: 64, offset: 256)
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !246, size: 64)
!246 = !DIDerivedType(tag: DW_TAG_typedef, name: "CallInfo", file: !43, line: 14, baseType: !247)
!247 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CallInfo", file: !43, line: 177, size: 512, elements: !248)
!248 = !{!249, !250, !251, !253, !254, !285, !296, !298}
!249 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !247, file: !43, line: 178, baseType: !63, size: 64)
!250 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !247, file: !43, line: 179, baseType: !63, size: 64, offset: 64)
!251 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !247, file: !43, line: 180, baseType: !252, size: 64, offset: 128)
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !247, size: 64)
!253 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !247, file: !43, line: 180, baseType: !252, size: 64, offset: 192)
!254 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !247, file: !43, line: 192, baseType: !255, size: 192, offset: 256)
!255 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !247, file: !43, line: 181, size: 192, elements: !256)
!256 = !{!257, !272}
!257 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !255, file: !43, line: 186, baseType: !258, size: 128)
!258 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !255, file: !43, line: 182, size: 128, elements: !259)
!259 = !{!260, !265, !271}
!260 = !DIDerivedType(tag: DW_TAG_member, name: "savedpc", scope: !258, file: !43, line: 183, baseType: !261, size: 64)
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !262, size: 64)
!262 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !263)
!263 = !DIDerivedType(tag: DW_TAG_typedef, name: "Instruction", file: !53, line: 205, baseType: !264)
!264 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_uint32", file: !53, line: 200, baseType: !143)
!265 = !DIDerivedType(tag: DW_TAG_member, name: "trap", scope: !258, file: !43, line: 184, baseType: !266, size: 32, offset: 64)
!266 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !267)
!267 = !DIDerivedType(tag: DW_TAG_typedef, name: "sig_atomic_t", file: !268, line: 8, baseType: !269)
!268 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/sig_atomic_t.h", directory: "", checksumkind: CSK_MD5, checksum: "d9236f7e3e7f10f53aa9d4cd97f503cf")
!269 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sig_atomic_t", file: !270, line: 215, baseType: !88)
!270 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!271 = !DIDerivedType(tag: DW_TAG_member, name: "nextraargs", scope: !258, file: !43, line: 185, baseType: !88, size: 32, offset: 96)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !255, file: !43, line: 191, baseType: !273, size: 192)
!273 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !255, file: !43, line: 187, size: 192, elements: !274)
!274 = !{!275, !283, !284}
!275 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !273, file: !43, line: 188, baseType: !276, size: 64)
!276 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !41, line: 111, baseType: !277)
!277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !278, size: 64)
!278 = !DISubroutineType(types: !279)
!279 = !{!88, !39, !88, !280}
!280 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !41, line: 100, baseType: !281)
!281 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !282, line: 87, baseType: !106)
!282 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!283 = !DIDerivedType(tag: DW_TAG_member, name: "old_errfunc", scope: !273, file: !43, line: 189, baseType: !104, size: 64, offset: 64)
!284 = !DIDerivedType(tag: DW_TAG_member, name: "ctx", scope: !273, file: !43, line: 190, baseType: !280, size: 64, offset: 128)
!285 = !DIDerivedType(tag: DW_TAG_member, name: "u2", scope: !247, file: !43, line: 201, baseType: !286, size: 32, offset: 448)
!286 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !247, file: !43, line: 193, size: 32, elements: !287)
!287 = !{!288, !289, !290, !291}
!288 = !DIDerivedType(tag: DW_TAG_member, name: "funcidx", scope: !286, file: !43, line: 194, baseType: !88, size: 32)
!289 = !DIDerivedType(tag: DW_TAG_member, name: "nyield", scope: !286, file: !43, line: 195, baseType: !88, size: 32)
!290 = !DIDerivedType(tag: DW_TAG_member, name: "nres", scope: !286, file: !43, line: 196, baseType: !88, size: 32)
!291 = !DIDerivedType(tag: DW_TAG_member, name: "transferinfo", scope: !286, file: !43, line: 200, baseType: !292, size: 32)
!292 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !286, file: !43, line: 197, size: 32, elements: !293)
!293 = !{!294, !295}
!294 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !292, file: !43, line: 198, baseType: !61, size: 16)
!295 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !292, file: !43, line: 199, baseType: !61, size: 16, offset: 16)
!296 = !DIDerivedType(tag: DW_TAG_member, name: "nresults", scope: !247, file: !43, line: 202, baseType: !297, size: 16, offset: 480)
!297 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!298 = !DIDerivedType(tag: DW_TAG_member, name: "callstatus", scope: !247, file: !43, line: 203, baseType: !61, size: 16, offset: 496)
!299 = !DIDerivedType(tag: DW_TAG_member, name: "stack_last", scope: !42, file: !43, line: 317, baseType: !63, size: 64, offset: 320)
!300 = !DIDerivedType(tag: DW_TAG_member, name: "stack", scope: !42, file: !43, line: 318, baseType: !63, size: 64, offset: 384)
!301 = !DIDerivedType(tag: DW_TAG_member, name: "openupval", scope: !42, file: !43, line: 319, baseType: !302, size: 64, offset: 448)
!302 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 64)
!303 = !DIDerivedType(tag: DW_TAG_typedef, name: "UpVal", file: !48, line: 640, baseType: !304)
!304 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "UpVal", file: !48, line: 627, size: 320, elements: !305)
!305 = !{!306, !307, !308, !309, !314}
!306 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !304, file: !48, line: 628, baseType: !46, size: 64)
!307 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !304, file: !48, line: 628, baseType: !52, size: 8, offset: 64)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !304, file: !48, line: 628, baseType: !52, size: 8, offset: 72)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !304, file: !48, line: 632, baseType: !310, size: 64, offset: 128)
!310 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !304, file: !48, line: 629, size: 64, elements: !311)
!311 = !{!312, !313}
!312 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !310, file: !48, line: 630, baseType: !211, size: 64)
!313 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !310, file: !48, line: 631, baseType: !104, size: 64)
!314 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !304, file: !48, line: 639, baseType: !315, size: 128, offset: 192)
!315 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !304, file: !48, line: 633, size: 128, elements: !316)
!316 = !{!317, !324}
!317 = !DIDerivedType(tag: DW_TAG_member, name: "open", scope: !315, file: !48, line: 637, baseType: !318, size: 128)
!318 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !315, file: !48, line: 634, size: 128, elements: !319)
!319 = !{!320, !322}
!320 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !318, file: !48, line: 635, baseType: !321, size: 64)
!321 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !304, size: 64)
!322 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !318, file: !48, line: 636, baseType: !323, size: 64, offset: 64)
!323 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !321, size: 64)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !315, file: !48, line: 638, baseType: !73, size: 128)
!325 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !42, file: !43, line: 320, baseType: !63, size: 64, offset: 512)
!326 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !42, file: !43, line: 321, baseType: !171, size: 64, offset: 576)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !42, file: !43, line: 322, baseType: !191, size: 64, offset: 640)
!328 = !DIDerivedType(tag: DW_TAG_member, name: "errorJmp", scope: !42, file: !43, line: 323, baseType: !329, size: 64, offset: 704)
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !330, size: 64)
!330 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_longjmp", file: !43, line: 122, flags: DIFlagFwdDecl)
!331 = !DIDerivedType(tag: DW_TAG_member, name: "base_ci", scope: !42, file: !43, line: 324, baseType: !246, size: 512, offset: 768)
!332 = !DIDerivedType(tag: DW_TAG_member, name: "hook", scope: !42, file: !43, line: 325, baseType: !333, size: 64, offset: 1280)
!333 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !334)
!334 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Hook", file: !41, line: 143, baseType: !335)
!335 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !336, size: 64)
!336 = !DISubroutineType(types: !337)
!337 = !{null, !39, !338}
!338 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !339, size: 64)
!339 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Debug", file: !41, line: 137, baseType: !340)
!340 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_Debug", file: !41, line: 475, size: 1088, elements: !341)
!341 = !{!342, !343, !344, !345, !346, !347, !348, !349, !350, !351, !352, !353, !354, !355, !356, !357, !361}
!342 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !340, file: !41, line: 476, baseType: !88, size: 32)
!343 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !340, file: !41, line: 477, baseType: !241, size: 64, offset: 64)
!344 = !DIDerivedType(tag: DW_TAG_member, name: "namewhat", scope: !340, file: !41, line: 478, baseType: !241, size: 64, offset: 128)
!345 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !340, file: !41, line: 479, baseType: !241, size: 64, offset: 192)
!346 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !340, file: !41, line: 480, baseType: !241, size: 64, offset: 256)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "srclen", scope: !340, file: !41, line: 481, baseType: !117, size: 64, offset: 320)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "currentline", scope: !340, file: !41, line: 482, baseType: !88, size: 32, offset: 384)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !340, file: !41, line: 483, baseType: !88, size: 32, offset: 416)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !340, file: !41, line: 484, baseType: !88, size: 32, offset: 448)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !340, file: !41, line: 485, baseType: !54, size: 8, offset: 480)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "nparams", scope: !340, file: !41, line: 486, baseType: !54, size: 8, offset: 488)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "isvararg", scope: !340, file: !41, line: 487, baseType: !4, size: 8, offset: 496)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "istailcall", scope: !340, file: !41, line: 488, baseType: !4, size: 8, offset: 504)
!355 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !340, file: !41, line: 489, baseType: !61, size: 16, offset: 512)
!356 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !340, file: !41, line: 490, baseType: !61, size: 16, offset: 528)
!357 = !DIDerivedType(tag: DW_TAG_member, name: "short_src", scope: !340, file: !41, line: 491, baseType: !358, size: 480, offset: 544)
!358 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 480, elements: !359)
!359 = !{!360}
!360 = !DISubrange(count: 60)
!361 = !DIDerivedType(tag: DW_TAG_member, name: "i_ci", scope: !340, file: !41, line: 493, baseType: !252, size: 64, offset: 1024)
!362 = !DIDerivedType(tag: DW_TAG_member, name: "errfunc", scope: !42, file: !43, line: 326, baseType: !104, size: 64, offset: 1344)
!363 = !DIDerivedType(tag: DW_TAG_member, name: "nCcalls", scope: !42, file: !43, line: 327, baseType: !264, size: 32, offset: 1408)
!364 = !DIDerivedType(tag: DW_TAG_member, name: "oldpc", scope: !42, file: !43, line: 328, baseType: !88, size: 32, offset: 1440)
!365 = !DIDerivedType(tag: DW_TAG_member, name: "basehookcount", scope: !42, file: !43, line: 329, baseType: !88, size: 32, offset: 1472)
!366 = !DIDerivedType(tag: DW_TAG_member, name: "hookcount", scope: !42, file: !43, line: 330, baseType: !88, size: 32, offset: 1504)
!367 = !DIDerivedType(tag: DW_TAG_member, name: "hookmask", scope: !42, file: !43, line: 331, baseType: !266, size: 32, offset: 1536)
!368 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !369, retainedTypes: !491, globals: !606, splitDebugInlining: false, nameTableKind: None)
!369 = !{!370, !376, !405}
!370 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !371, line: 43, baseType: !143, size: 32, elements: !372)
!371 = !DIFile(filename: "src/lua/lvm.h", directory: ".", checksumkind: CSK_MD5, checksum: "ffc0c083e9aa94c91dcb495c1d438023")
!372 = !{!373, !374, !375}
!373 = !DIEnumerator(name: "F2Ieq", value: 0)
!374 = !DIEnumerator(name: "F2Ifloor", value: 1)
!375 = !DIEnumerator(name: "F2Iceil", value: 2)
!376 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !377, line: 18, baseType: !143, size: 32, elements: !378)
!377 = !DIFile(filename: "src/lua/ltm.h", directory: ".", checksumkind: CSK_MD5, checksum: "550ecc448a2b932870d8240a6cb7e444")
!378 = !{!379, !380, !381, !382, !383, !384, !385, !386, !387, !388, !389, !390, !391, !392, !393, !394, !395, !396, !397, !398, !399, !400, !401, !402, !403, !404}
!379 = !DIEnumerator(name: "TM_INDEX", value: 0)
!380 = !DIEnumerator(name: "TM_NEWINDEX", value: 1)
!381 = !DIEnumerator(name: "TM_GC", value: 2)
!382 = !DIEnumerator(name: "TM_MODE", value: 3)
!383 = !DIEnumerator(name: "TM_LEN", value: 4)
!384 = !DIEnumerator(name: "TM_EQ", value: 5)
!385 = !DIEnumerator(name: "TM_ADD", value: 6)
!386 = !DIEnumerator(name: "TM_SUB", value: 7)
!387 = !DIEnumerator(name: "TM_MUL", value: 8)
!388 = !DIEnumerator(name: "TM_MOD", value: 9)
!389 = !DIEnumerator(name: "TM_POW", value: 10)
!390 = !DIEnumerator(name: "TM_DIV", value: 11)
!391 = !DIEnumerator(name: "TM_IDIV", value: 12)
!392 = !DIEnumerator(name: "TM_BAND", value: 13)
!393 = !DIEnumerator(name: "TM_BOR", value: 14)
!394 = !DIEnumerator(name: "TM_BXOR", value: 15)
!395 = !DIEnumerator(name: "TM_SHL", value: 16)
!396 = !DIEnumerator(name: "TM_SHR", value: 17)
!397 = !DIEnumerator(name: "TM_UNM", value: 18)
!398 = !DIEnumerator(name: "TM_BNOT", value: 19)
!399 = !DIEnumerator(name: "TM_LT", value: 20)
!400 = !DIEnumerator(name: "TM_LE", value: 21)
!401 = !DIEnumerator(name: "TM_CONCAT", value: 22)
!402 = !DIEnumerator(name: "TM_CALL", value: 23)
!403 = !DIEnumerator(name: "TM_CLOSE", value: 24)
!404 = !DIEnumerator(name: "TM_N", value: 25)
!405 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !406, line: 197, baseType: !143, size: 32, elements: !407)
!406 = !DIFile(filename: "src/lua/lopcodes.h", directory: ".", checksumkind: CSK_MD5, checksum: "9b7c76c444d74fd26cb684f6b76a3637")
!407 = !{!408, !409, !410, !411, !412, !413, !414, !415, !416, !417, !418, !419, !420, !421, !422, !423, !424, !425, !426, !427, !428, !429, !430, !431, !432, !433, !434, !435, !436, !437, !438, !439, !440, !441, !442, !443, !444, !445, !446, !447, !448, !449, !450, !451, !452, !453, !454, !455, !456, !457, !458, !459, !460, !461, !462, !463, !464, !465, !466, !467, !468, !469, !470, !471, !472, !473, !474, !475, !476, !477, !478, !479, !480, !481, !482, !483, !484, !485, !486, !487, !488, !489, !490}
!408 = !DIEnumerator(name: "OP_MOVE", value: 0)
!409 = !DIEnumerator(name: "OP_LOADI", value: 1)
!410 = !DIEnumerator(name: "OP_LOADF", value: 2)
!411 = !DIEnumerator(name: "OP_LOADK", value: 3)
!412 = !DIEnumerator(name: "OP_LOADKX", value: 4)
!413 = !DIEnumerator(name: "OP_LOADFALSE", value: 5)
!414 = !DIEnumerator(name: "OP_LFALSESKIP", value: 6)
!415 = !DIEnumerator(name: "OP_LOADTRUE", value: 7)
!416 = !DIEnumerator(name: "OP_LOADNIL", value: 8)
!417 = !DIEnumerator(name: "OP_GETUPVAL", value: 9)
!418 = !DIEnumerator(name: "OP_SETUPVAL", value: 10)
!419 = !DIEnumerator(name: "OP_GETTABUP", value: 11)
!420 = !DIEnumerator(name: "OP_GETTABLE", value: 12)
!421 = !DIEnumerator(name: "OP_GETI", value: 13)
!422 = !DIEnumerator(name: "OP_GETFIELD", value: 14)
!423 = !DIEnumerator(name: "OP_SETTABUP", value: 15)
!424 = !DIEnumerator(name: "OP_SETTABLE", value: 16)
!425 = !DIEnumerator(name: "OP_SETI", value: 17)
!426 = !DIEnumerator(name: "OP_SETFIELD", value: 18)
!427 = !DIEnumerator(name: "OP_NEWTABLE", value: 19)
!428 = !DIEnumerator(name: "OP_SELF", value: 20)
!429 = !DIEnumerator(name: "OP_ADDI", value: 21)
!430 = !DIEnumerator(name: "OP_ADDK", value: 22)
!431 = !DIEnumerator(name: "OP_SUBK", value: 23)
!432 = !DIEnumerator(name: "OP_MULK", value: 24)
!433 = !DIEnumerator(name: "OP_MODK", value: 25)
!434 = !DIEnumerator(name: "OP_POWK", value: 26)
!435 = !DIEnumerator(name: "OP_DIVK", value: 27)
!436 = !DIEnumerator(name: "OP_IDIVK", value: 28)
!437 = !DIEnumerator(name: "OP_BANDK", value: 29)
!438 = !DIEnumerator(name: "OP_BORK", value: 30)
!439 = !DIEnumerator(name: "OP_BXORK", value: 31)
!440 = !DIEnumerator(name: "OP_SHRI", value: 32)
!441 = !DIEnumerator(name: "OP_SHLI", value: 33)
!442 = !DIEnumerator(name: "OP_ADD", value: 34)
!443 = !DIEnumerator(name: "OP_SUB", value: 35)
!444 = !DIEnumerator(name: "OP_MUL", value: 36)
!445 = !DIEnumerator(name: "OP_MOD", value: 37)
!446 = !DIEnumerator(name: "OP_POW", value: 38)
!447 = !DIEnumerator(name: "OP_DIV", value: 39)
!448 = !DIEnumerator(name: "OP_IDIV", value: 40)
!449 = !DIEnumerator(name: "OP_BAND", value: 41)
!450 = !DIEnumerator(name: "OP_BOR", value: 42)
!451 = !DIEnumerator(name: "OP_BXOR", value: 43)
!452 = !DIEnumerator(name: "OP_SHL", value: 44)
!453 = !DIEnumerator(name: "OP_SHR", value: 45)
!454 = !DIEnumerator(name: "OP_MMBIN", value: 46)
!455 = !DIEnumerator(name: "OP_MMBINI", value: 47)
!456 = !DIEnumerator(name: "OP_MMBINK", value: 48)
!457 = !DIEnumerator(name: "OP_UNM", value: 49)
!458 = !DIEnumerator(name: "OP_BNOT", value: 50)
!459 = !DIEnumerator(name: "OP_NOT", value: 51)
!460 = !DIEnumerator(name: "OP_LEN", value: 52)
!461 = !DIEnumerator(name: "OP_CONCAT", value: 53)
!462 = !DIEnumerator(name: "OP_CLOSE", value: 54)
!463 = !DIEnumerator(name: "OP_TBC", value: 55)
!464 = !DIEnumerator(name: "OP_JMP", value: 56)
!465 = !DIEnumerator(name: "OP_EQ", value: 57)
!466 = !DIEnumerator(name: "OP_LT", value: 58)
!467 = !DIEnumerator(name: "OP_LE", value: 59)
!468 = !DIEnumerator(name: "OP_EQK", value: 60)
!469 = !DIEnumerator(name: "OP_EQI", value: 61)
!470 = !DIEnumerator(name: "OP_LTI", value: 62)
!471 = !DIEnumerator(name: "OP_LEI", value: 63)
!472 = !DIEnumerator(name: "OP_GTI", value: 64)
!473 = !DIEnumerator(name: "OP_GEI", value: 65)
!474 = !DIEnumerator(name: "OP_TEST", value: 66)
!475 = !DIEnumerator(name: "OP_TESTSET", value: 67)
!476 = !DIEnumerator(name: "OP_CALL", value: 68)
!477 = !DIEnumerator(name: "OP_TAILCALL", value: 69)
!478 = !DIEnumerator(name: "OP_RETURN", value: 70)
!479 = !DIEnumerator(name: "OP_RETURN0", value: 71)
!480 = !DIEnumerator(name: "OP_RETURN1", value: 72)
!481 = !DIEnumerator(name: "OP_FORLOOP", value: 73)
!482 = !DIEnumerator(name: "OP_FORPREP", value: 74)
!483 = !DIEnumerator(name: "OP_TFORPREP", value: 75)
!484 = !DIEnumerator(name: "OP_TFORCALL", value: 76)
!485 = !DIEnumerator(name: "OP_TFORLOOP", value: 77)
!486 = !DIEnumerator(name: "OP_SETLIST", value: 78)
!487 = !DIEnumerator(name: "OP_CLOSURE", value: 79)
!488 = !DIEnumerator(name: "OP_VARARG", value: 80)
!489 = !DIEnumerator(name: "OP_VARARGPREP", value: 81)
!490 = !DIEnumerator(name: "OP_EXTRAARG", value: 82)
!491 = !{!93, !94, !91, !82, !492, !211, !117, !602, !90, !88, !604, !263, !605}
!492 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !493, size: 64)
!493 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "GCUnion", file: !43, line: 353, size: 1600, elements: !494)
!494 = !{!495, !496, !497, !518, !598, !599, !600, !601}
!495 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !493, file: !43, line: 354, baseType: !172, size: 128)
!496 = !DIDerivedType(tag: DW_TAG_member, name: "ts", scope: !493, file: !43, line: 355, baseType: !135, size: 256)
!497 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !493, file: !43, line: 356, baseType: !498, size: 448)
!498 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Udata", file: !48, line: 459, size: 448, elements: !499)
!499 = !{!500, !501, !502, !503, !504, !505, !506, !507}
!500 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !498, file: !48, line: 460, baseType: !46, size: 64)
!501 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !498, file: !48, line: 460, baseType: !52, size: 8, offset: 64)
!502 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !498, file: !48, line: 460, baseType: !52, size: 8, offset: 72)
!503 = !DIDerivedType(tag: DW_TAG_member, name: "nuvalue", scope: !498, file: !48, line: 461, baseType: !61, size: 16, offset: 80)
!504 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !498, file: !48, line: 462, baseType: !117, size: 64, offset: 128)
!505 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !498, file: !48, line: 463, baseType: !201, size: 64, offset: 192)
!506 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !498, file: !48, line: 464, baseType: !171, size: 64, offset: 256)
!507 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !498, file: !48, line: 465, baseType: !508, size: 128, offset: 320)
!508 = !DICompositeType(tag: DW_TAG_array_type, baseType: !509, size: 128, elements: !152)
!509 = !DIDerivedType(tag: DW_TAG_typedef, name: "UValue", file: !48, line: 452, baseType: !510)
!510 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "UValue", file: !48, line: 449, size: 128, elements: !511)
!511 = !{!512, !513, !514, !515, !516, !517}
!512 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !510, file: !48, line: 450, baseType: !73, size: 128)
!513 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !510, file: !48, line: 451, baseType: !93, size: 64)
!514 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !510, file: !48, line: 451, baseType: !94, size: 64)
!515 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !510, file: !48, line: 451, baseType: !82, size: 64)
!516 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !510, file: !48, line: 451, baseType: !90, size: 64)
!517 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !510, file: !48, line: 451, baseType: !106, size: 64)
!518 = !DIDerivedType(tag: DW_TAG_member, name: "cl", scope: !493, file: !43, line: 357, baseType: !519, size: 384)
!519 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Closure", file: !48, line: 661, size: 384, elements: !520)
!520 = !{!521, !533}
!521 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !519, file: !48, line: 662, baseType: !522, size: 384)
!522 = !DIDerivedType(tag: DW_TAG_typedef, name: "CClosure", file: !48, line: 651, baseType: !523)
!523 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CClosure", file: !48, line: 647, size: 384, elements: !524)
!524 = !{!525, !526, !527, !528, !529, !530, !531}
!525 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !523, file: !48, line: 648, baseType: !46, size: 64)
!526 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !523, file: !48, line: 648, baseType: !52, size: 8, offset: 64)
!527 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !523, file: !48, line: 648, baseType: !52, size: 8, offset: 72)
!528 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !523, file: !48, line: 648, baseType: !52, size: 8, offset: 80)
!529 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !523, file: !48, line: 648, baseType: !171, size: 64, offset: 128)
!530 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !523, file: !48, line: 649, baseType: !84, size: 64, offset: 192)
!531 = !DIDerivedType(tag: DW_TAG_member, name: "upvalue", scope: !523, file: !48, line: 650, baseType: !532, size: 128, offset: 256)
!532 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 128, elements: !152)
!533 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !519, file: !48, line: 663, baseType: !534, size: 320)
!534 = !DIDerivedType(tag: DW_TAG_typedef, name: "LClosure", file: !48, line: 658, baseType: !535)
!535 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LClosure", file: !48, line: 654, size: 320, elements: !536)
!536 = !{!537, !538, !539, !540, !541, !542, !596}
!537 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !535, file: !48, line: 655, baseType: !46, size: 64)
!538 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !535, file: !48, line: 655, baseType: !52, size: 8, offset: 64)
!539 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !535, file: !48, line: 655, baseType: !52, size: 8, offset: 72)
!540 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !535, file: !48, line: 655, baseType: !52, size: 8, offset: 80)
!541 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !535, file: !48, line: 655, baseType: !171, size: 64, offset: 128)
!542 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !535, file: !48, line: 656, baseType: !543, size: 64, offset: 192)
!543 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !544, size: 64)
!544 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Proto", file: !48, line: 550, size: 1024, elements: !545)
!545 = !{!546, !547, !548, !549, !550, !551, !552, !553, !554, !555, !556, !557, !558, !559, !560, !561, !562, !564, !566, !575, !579, !586, !594, !595}
!546 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !544, file: !48, line: 551, baseType: !46, size: 64)
!547 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !544, file: !48, line: 551, baseType: !52, size: 8, offset: 64)
!548 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !544, file: !48, line: 551, baseType: !52, size: 8, offset: 72)
!549 = !DIDerivedType(tag: DW_TAG_member, name: "numparams", scope: !544, file: !48, line: 552, baseType: !52, size: 8, offset: 80)
!550 = !DIDerivedType(tag: DW_TAG_member, name: "is_vararg", scope: !544, file: !48, line: 553, baseType: !52, size: 8, offset: 88)
!551 = !DIDerivedType(tag: DW_TAG_member, name: "maxstacksize", scope: !544, file: !48, line: 554, baseType: !52, size: 8, offset: 96)
!552 = !DIDerivedType(tag: DW_TAG_member, name: "sizeupvalues", scope: !544, file: !48, line: 555, baseType: !88, size: 32, offset: 128)
!553 = !DIDerivedType(tag: DW_TAG_member, name: "sizek", scope: !544, file: !48, line: 556, baseType: !88, size: 32, offset: 160)
!554 = !DIDerivedType(tag: DW_TAG_member, name: "sizecode", scope: !544, file: !48, line: 557, baseType: !88, size: 32, offset: 192)
!555 = !DIDerivedType(tag: DW_TAG_member, name: "sizelineinfo", scope: !544, file: !48, line: 558, baseType: !88, size: 32, offset: 224)
!556 = !DIDerivedType(tag: DW_TAG_member, name: "sizep", scope: !544, file: !48, line: 559, baseType: !88, size: 32, offset: 256)
!557 = !DIDerivedType(tag: DW_TAG_member, name: "sizelocvars", scope: !544, file: !48, line: 560, baseType: !88, size: 32, offset: 288)
!558 = !DIDerivedType(tag: DW_TAG_member, name: "sizeabslineinfo", scope: !544, file: !48, line: 561, baseType: !88, size: 32, offset: 320)
!559 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !544, file: !48, line: 562, baseType: !88, size: 32, offset: 352)
!560 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !544, file: !48, line: 563, baseType: !88, size: 32, offset: 384)
!561 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !544, file: !48, line: 564, baseType: !211, size: 64, offset: 448)
!562 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !544, file: !48, line: 565, baseType: !563, size: 64, offset: 512)
!563 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !263, size: 64)
!564 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !544, file: !48, line: 566, baseType: !565, size: 64, offset: 576)
!565 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !543, size: 64)
!566 = !DIDerivedType(tag: DW_TAG_member, name: "upvalues", scope: !544, file: !48, line: 567, baseType: !567, size: 64, offset: 640)
!567 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !568, size: 64)
!568 = !DIDerivedType(tag: DW_TAG_typedef, name: "Upvaldesc", file: !48, line: 518, baseType: !569)
!569 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Upvaldesc", file: !48, line: 513, size: 128, elements: !570)
!570 = !{!571, !572, !573, !574}
!571 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !569, file: !48, line: 514, baseType: !133, size: 64)
!572 = !DIDerivedType(tag: DW_TAG_member, name: "instack", scope: !569, file: !48, line: 515, baseType: !52, size: 8, offset: 64)
!573 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !569, file: !48, line: 516, baseType: !52, size: 8, offset: 72)
!574 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !569, file: !48, line: 517, baseType: !52, size: 8, offset: 80)
!575 = !DIDerivedType(tag: DW_TAG_member, name: "lineinfo", scope: !544, file: !48, line: 568, baseType: !576, size: 64, offset: 704)
!576 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !577, size: 64)
!577 = !DIDerivedType(tag: DW_TAG_typedef, name: "ls_byte", file: !53, line: 37, baseType: !578)
!578 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!579 = !DIDerivedType(tag: DW_TAG_member, name: "abslineinfo", scope: !544, file: !48, line: 569, baseType: !580, size: 64, offset: 768)
!580 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !581, size: 64)
!581 = !DIDerivedType(tag: DW_TAG_typedef, name: "AbsLineInfo", file: !48, line: 545, baseType: !582)
!582 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "AbsLineInfo", file: !48, line: 542, size: 64, elements: !583)
!583 = !{!584, !585}
!584 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !582, file: !48, line: 543, baseType: !88, size: 32)
!585 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !582, file: !48, line: 544, baseType: !88, size: 32, offset: 32)
!586 = !DIDerivedType(tag: DW_TAG_member, name: "locvars", scope: !544, file: !48, line: 570, baseType: !587, size: 64, offset: 832)
!587 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !588, size: 64)
!588 = !DIDerivedType(tag: DW_TAG_typedef, name: "LocVar", file: !48, line: 529, baseType: !589)
!589 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LocVar", file: !48, line: 525, size: 128, elements: !590)
!590 = !{!591, !592, !593}
!591 = !DIDerivedType(tag: DW_TAG_member, name: "varname", scope: !589, file: !48, line: 526, baseType: !133, size: 64)
!592 = !DIDerivedType(tag: DW_TAG_member, name: "startpc", scope: !589, file: !48, line: 527, baseType: !88, size: 32, offset: 64)
!593 = !DIDerivedType(tag: DW_TAG_member, name: "endpc", scope: !589, file: !48, line: 528, baseType: !88, size: 32, offset: 96)
!594 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !544, file: !48, line: 571, baseType: !133, size: 64, offset: 896)
!595 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !544, file: !48, line: 572, baseType: !171, size: 64, offset: 960)
!596 = !DIDerivedType(tag: DW_TAG_member, name: "upvals", scope: !535, file: !48, line: 657, baseType: !597, size: 64, offset: 256)
!597 = !DICompositeType(tag: DW_TAG_array_type, baseType: !302, size: 64, elements: !152)
!598 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !493, file: !43, line: 358, baseType: !202, size: 448)
!599 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !493, file: !43, line: 359, baseType: !544, size: 1024)
!600 = !DIDerivedType(tag: DW_TAG_member, name: "th", scope: !493, file: !43, line: 360, baseType: !42, size: 1600)
!601 = !DIDerivedType(tag: DW_TAG_member, name: "upv", scope: !493, file: !43, line: 361, baseType: !304, size: 320)
!602 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Unsigned", file: !41, line: 97, baseType: !603)
!603 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!604 = !DIDerivedType(tag: DW_TAG_typedef, name: "OpCode", file: !406, line: 310, baseType: !405)
!605 = !DIDerivedType(tag: DW_TAG_typedef, name: "TMS", file: !377, line: 45, baseType: !376)
!606 = !{!0, !7, !12, !17, !22, !27, !32, !34, !607, !612, !614, !619}
!607 = !DIGlobalVariableExpression(var: !608, expr: !DIExpression())
!608 = distinct !DIGlobalVariable(scope: null, file: !2, line: 217, type: !609, isLocal: true, isDefinition: true)
!609 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !610)
!610 = !{!611}
!611 = !DISubrange(count: 19)
!612 = !DIGlobalVariableExpression(var: !613, expr: !DIExpression())
!613 = distinct !DIGlobalVariable(scope: null, file: !2, line: 241, type: !3, isLocal: true, isDefinition: true)
!614 = !DIGlobalVariableExpression(var: !615, expr: !DIExpression())
!615 = distinct !DIGlobalVariable(scope: null, file: !2, line: 243, type: !616, isLocal: true, isDefinition: true)
!616 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !617)
!617 = !{!618}
!618 = !DISubrange(count: 5)
!619 = !DIGlobalVariableExpression(var: !620, expr: !DIExpression())
!620 = distinct !DIGlobalVariable(scope: null, file: !2, line: 245, type: !24, isLocal: true, isDefinition: true)
!621 = !{!622, !623, !624, !626, !627, !628, !629, !630, !632, !633, !637, !639, !641, !643, !646, !647, !649, !650, !652, !653, !655, !656, !658, !659, !661, !662, !664, !665, !666, !668, !669, !671, !672, !673, !675, !676, !678, !679, !681, !682, !684, !685, !686, !688, !689, !691, !692, !693, !695, !696, !698, !699, !700, !702, !703, !704, !705, !706, !710, !711, !712, !714, !715, !716, !717, !718, !722, !723, !724, !726, !727, !728, !729, !733, !734, !736, !738, !739, !741, !742, !743, !744, !745, !749, !750, !751, !753, !754, !755, !756, !757, !762, !763, !764, !766, !767, !768, !769, !770, !775, !776, !777, !779, !780, !781, !782, !787, !788, !790, !792, !793, !795, !796, !797, !798, !799, !804, !805, !806, !808, !809, !810, !813, !815, !816, !817, !819, !820, !821, !822, !823, !825, !826, !830, !831, !832, !835, !836, !837, !840, !842, !845, !846, !848, !849, !852, !853, !855, !858, !859, !861, !863, !864, !868, !869, !872, !873, !875, !878, !879, !881, !883, !884, !888, !889, !892, !893, !895, !898, !899, !901, !903, !904, !908, !909, !912, !913, !915, !918, !919, !921, !923, !924, !928, !929, !932, !933, !934, !936, !937, !941, !942, !945, !946, !947, !949, !950, !954, !955, !958, !959, !961, !964, !965, !967, !969, !970, !974, !975, !978, !979, !980, !981, !982, !986, !987, !990, !991, !992, !993, !994, !998, !999, !1002, !1003, !1004, !1005, !1006, !1010, !1011, !1013, !1014, !1015, !1016, !1020, !1021, !1023, !1024, !1025, !1026, !1030, !1031, !1034, !1035, !1037, !1040, !1041, !1043, !1045, !1046, !1050, !1051, !1054, !1055, !1057, !1060, !1061, !1063, !1065, !1066, !1070, !1071, !1074, !1075, !1077, !1080, !1081, !1083, !1085, !1086, !1090, !1091, !1094, !1095, !1097, !1100, !1101, !1103, !1105, !1106, !1110, !1111, !1114, !1115, !1116, !1118, !1119, !1123, !1124, !1127, !1128, !1129, !1131, !1132, !1136, !1137, !1140, !1141, !1143, !1146, !1147, !1149, !1151, !1152, !1156, !1157, !1160, !1161, !1162, !1163, !1164, !1168, !1169, !1172, !1173, !1174, !1175, !1176, !1180, !1181, !1184, !1185, !1186, !1187, !1188, !1192, !1193, !1196, !1197, !1198, !1199, !1200, !1204, !1205, !1208, !1209, !1210, !1211, !1212, !1216, !1217, !1219, !1220, !1221, !1222, !1223, !1224, !1226, !1227, !1228, !1229, !1230, !1231, !1232, !1234, !1235, !1236, !1237, !1238, !1239, !1240, !1242, !1243, !1244, !1247, !1249, !1253, !1254, !1256, !1257, !1258, !1262, !1263, !1265, !1266, !1267, !1269, !1270, !1272, !1273, !1274, !1276, !1277, !1279, !1280, !1281, !1283, !1284, !1285, !1288, !1289, !1292, !1293, !1294, !1297, !1298, !1301, !1302, !1305, !1306, !1307, !1310, !1311, !1314, !1315, !1317, !1318, !1319, !1322, !1323, !1325, !1326, !1327, !1330, !1331, !1334, !1335, !1336, !1340, !1341, !1343, !1346, !1347, !1350, !1351, !1352, !1356, !1357, !1359, !1362, !1363, !1366, !1367, !1368, !1372, !1373, !1375, !1378, !1379, !1382, !1383, !1384, !1388, !1389, !1391, !1394, !1395, !1397, !1398, !1401, !1402, !1404, !1405, !1409, !1410, !1412, !1413, !1415, !1416, !1417, !1418, !1419, !1421, !1422, !1423, !1424, !1425, !1426, !1428, !1429, !1430, !1431, !1435, !1437, !1438, !1442, !1444, !1447, !1449, !1450, !1451, !1452, !1454, !1457, !1460, !1461, !1463, !1465, !1467, !1468, !1470, !1471, !1473, !1474, !1476, !1478, !1479, !1481, !1483, !1487, !1488, !1489, !1491, !1492, !1493, !1494, !1498, !1500, !1501, !1502, !1504, !1507, !1508, !1510, !1511, !1512}
!622 = !DILocalVariable(name: "L", arg: 1, scope: !36, file: !2, line: 1151, type: !39)
!623 = !DILocalVariable(name: "ci", arg: 2, scope: !36, file: !2, line: 1151, type: !245)
!624 = !DILocalVariable(name: "cl", scope: !36, file: !2, line: 1152, type: !625)
!625 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !534, size: 64)
!626 = !DILocalVariable(name: "k", scope: !36, file: !2, line: 1153, type: !211)
!627 = !DILocalVariable(name: "base", scope: !36, file: !2, line: 1154, type: !67)
!628 = !DILocalVariable(name: "pc", scope: !36, file: !2, line: 1155, type: !261)
!629 = !DILocalVariable(name: "trap", scope: !36, file: !2, line: 1156, type: !88)
!630 = !DILabel(scope: !631, name: "startfunc", file: !2, line: 1160)
!631 = !DILexicalBlockFile(scope: !36, file: !2, discriminator: 0)
!632 = !DILabel(scope: !631, name: "returning", file: !2, line: 1162)
!633 = !DILocalVariable(name: "i", scope: !634, file: !2, line: 1171, type: !263)
!634 = distinct !DILexicalBlock(scope: !635, file: !2, line: 1170, column: 12)
!635 = distinct !DILexicalBlock(scope: !636, file: !2, line: 1170, column: 3)
!636 = distinct !DILexicalBlock(scope: !631, file: !2, line: 1170, column: 3)
!637 = !DILabel(scope: !638, name: "L_OP_MOVE", file: !2, line: 1182)
!638 = distinct !DILexicalBlock(scope: !634, file: !2, line: 1181, column: 32)
!639 = !DILocalVariable(name: "ra", scope: !640, file: !2, line: 1183, type: !67)
!640 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1182, column: 23)
!641 = !DILocalVariable(name: "io1", scope: !642, file: !2, line: 1184, type: !211)
!642 = distinct !DILexicalBlock(scope: !640, file: !2, line: 1184, column: 9)
!643 = !DILocalVariable(name: "io2", scope: !642, file: !2, line: 1184, type: !644)
!644 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !645, size: 64)
!645 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !73)
!646 = !DILabel(scope: !638, name: "L_OP_LOADI", file: !2, line: 1187)
!647 = !DILocalVariable(name: "ra", scope: !648, file: !2, line: 1188, type: !67)
!648 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1187, column: 24)
!649 = !DILocalVariable(name: "b", scope: !648, file: !2, line: 1189, type: !90)
!650 = !DILocalVariable(name: "io", scope: !651, file: !2, line: 1190, type: !211)
!651 = distinct !DILexicalBlock(scope: !648, file: !2, line: 1190, column: 9)
!652 = !DILabel(scope: !638, name: "L_OP_LOADF", file: !2, line: 1193)
!653 = !DILocalVariable(name: "ra", scope: !654, file: !2, line: 1194, type: !67)
!654 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1193, column: 24)
!655 = !DILocalVariable(name: "b", scope: !654, file: !2, line: 1195, type: !88)
!656 = !DILocalVariable(name: "io", scope: !657, file: !2, line: 1196, type: !211)
!657 = distinct !DILexicalBlock(scope: !654, file: !2, line: 1196, column: 9)
!658 = !DILabel(scope: !638, name: "L_OP_LOADK", file: !2, line: 1199)
!659 = !DILocalVariable(name: "ra", scope: !660, file: !2, line: 1200, type: !67)
!660 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1199, column: 24)
!661 = !DILocalVariable(name: "rb", scope: !660, file: !2, line: 1201, type: !211)
!662 = !DILocalVariable(name: "io1", scope: !663, file: !2, line: 1202, type: !211)
!663 = distinct !DILexicalBlock(scope: !660, file: !2, line: 1202, column: 9)
!664 = !DILocalVariable(name: "io2", scope: !663, file: !2, line: 1202, type: !644)
!665 = !DILabel(scope: !638, name: "L_OP_LOADKX", file: !2, line: 1205)
!666 = !DILocalVariable(name: "ra", scope: !667, file: !2, line: 1206, type: !67)
!667 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1205, column: 25)
!668 = !DILocalVariable(name: "rb", scope: !667, file: !2, line: 1207, type: !211)
!669 = !DILocalVariable(name: "io1", scope: !670, file: !2, line: 1209, type: !211)
!670 = distinct !DILexicalBlock(scope: !667, file: !2, line: 1209, column: 9)
!671 = !DILocalVariable(name: "io2", scope: !670, file: !2, line: 1209, type: !644)
!672 = !DILabel(scope: !638, name: "L_OP_LOADFALSE", file: !2, line: 1212)
!673 = !DILocalVariable(name: "ra", scope: !674, file: !2, line: 1213, type: !67)
!674 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1212, column: 28)
!675 = !DILabel(scope: !638, name: "L_OP_LFALSESKIP", file: !2, line: 1217)
!676 = !DILocalVariable(name: "ra", scope: !677, file: !2, line: 1218, type: !67)
!677 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1217, column: 29)
!678 = !DILabel(scope: !638, name: "L_OP_LOADTRUE", file: !2, line: 1223)
!679 = !DILocalVariable(name: "ra", scope: !680, file: !2, line: 1224, type: !67)
!680 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1223, column: 27)
!681 = !DILabel(scope: !638, name: "L_OP_LOADNIL", file: !2, line: 1228)
!682 = !DILocalVariable(name: "ra", scope: !683, file: !2, line: 1229, type: !67)
!683 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1228, column: 26)
!684 = !DILocalVariable(name: "b", scope: !683, file: !2, line: 1230, type: !88)
!685 = !DILabel(scope: !638, name: "L_OP_GETUPVAL", file: !2, line: 1236)
!686 = !DILocalVariable(name: "ra", scope: !687, file: !2, line: 1237, type: !67)
!687 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1236, column: 27)
!688 = !DILocalVariable(name: "b", scope: !687, file: !2, line: 1238, type: !88)
!689 = !DILocalVariable(name: "io1", scope: !690, file: !2, line: 1239, type: !211)
!690 = distinct !DILexicalBlock(scope: !687, file: !2, line: 1239, column: 9)
!691 = !DILocalVariable(name: "io2", scope: !690, file: !2, line: 1239, type: !644)
!692 = !DILabel(scope: !638, name: "L_OP_SETUPVAL", file: !2, line: 1242)
!693 = !DILocalVariable(name: "ra", scope: !694, file: !2, line: 1243, type: !67)
!694 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1242, column: 27)
!695 = !DILocalVariable(name: "uv", scope: !694, file: !2, line: 1244, type: !302)
!696 = !DILocalVariable(name: "io1", scope: !697, file: !2, line: 1245, type: !211)
!697 = distinct !DILexicalBlock(scope: !694, file: !2, line: 1245, column: 9)
!698 = !DILocalVariable(name: "io2", scope: !697, file: !2, line: 1245, type: !644)
!699 = !DILabel(scope: !638, name: "L_OP_GETTABUP", file: !2, line: 1249)
!700 = !DILocalVariable(name: "ra", scope: !701, file: !2, line: 1250, type: !67)
!701 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1249, column: 27)
!702 = !DILocalVariable(name: "slot", scope: !701, file: !2, line: 1251, type: !644)
!703 = !DILocalVariable(name: "upval", scope: !701, file: !2, line: 1252, type: !211)
!704 = !DILocalVariable(name: "rc", scope: !701, file: !2, line: 1253, type: !211)
!705 = !DILocalVariable(name: "key", scope: !701, file: !2, line: 1254, type: !133)
!706 = !DILocalVariable(name: "io1", scope: !707, file: !2, line: 1256, type: !211)
!707 = distinct !DILexicalBlock(scope: !708, file: !2, line: 1256, column: 11)
!708 = distinct !DILexicalBlock(scope: !709, file: !2, line: 1255, column: 66)
!709 = distinct !DILexicalBlock(scope: !701, file: !2, line: 1255, column: 13)
!710 = !DILocalVariable(name: "io2", scope: !707, file: !2, line: 1256, type: !644)
!711 = !DILabel(scope: !638, name: "L_OP_GETTABLE", file: !2, line: 1262)
!712 = !DILocalVariable(name: "ra", scope: !713, file: !2, line: 1263, type: !67)
!713 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1262, column: 27)
!714 = !DILocalVariable(name: "slot", scope: !713, file: !2, line: 1264, type: !644)
!715 = !DILocalVariable(name: "rb", scope: !713, file: !2, line: 1265, type: !211)
!716 = !DILocalVariable(name: "rc", scope: !713, file: !2, line: 1266, type: !211)
!717 = !DILocalVariable(name: "n", scope: !713, file: !2, line: 1267, type: !602)
!718 = !DILocalVariable(name: "io1", scope: !719, file: !2, line: 1271, type: !211)
!719 = distinct !DILexicalBlock(scope: !720, file: !2, line: 1271, column: 11)
!720 = distinct !DILexicalBlock(scope: !721, file: !2, line: 1270, column: 56)
!721 = distinct !DILexicalBlock(scope: !713, file: !2, line: 1268, column: 13)
!722 = !DILocalVariable(name: "io2", scope: !719, file: !2, line: 1271, type: !644)
!723 = !DILabel(scope: !638, name: "L_OP_GETI", file: !2, line: 1277)
!724 = !DILocalVariable(name: "ra", scope: !725, file: !2, line: 1278, type: !67)
!725 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1277, column: 23)
!726 = !DILocalVariable(name: "slot", scope: !725, file: !2, line: 1279, type: !644)
!727 = !DILocalVariable(name: "rb", scope: !725, file: !2, line: 1280, type: !211)
!728 = !DILocalVariable(name: "c", scope: !725, file: !2, line: 1281, type: !88)
!729 = !DILocalVariable(name: "io1", scope: !730, file: !2, line: 1283, type: !211)
!730 = distinct !DILexicalBlock(scope: !731, file: !2, line: 1283, column: 11)
!731 = distinct !DILexicalBlock(scope: !732, file: !2, line: 1282, column: 44)
!732 = distinct !DILexicalBlock(scope: !725, file: !2, line: 1282, column: 13)
!733 = !DILocalVariable(name: "io2", scope: !730, file: !2, line: 1283, type: !644)
!734 = !DILocalVariable(name: "key", scope: !735, file: !2, line: 1286, type: !73)
!735 = distinct !DILexicalBlock(scope: !732, file: !2, line: 1285, column: 14)
!736 = !DILocalVariable(name: "io", scope: !737, file: !2, line: 1287, type: !211)
!737 = distinct !DILexicalBlock(scope: !735, file: !2, line: 1287, column: 11)
!738 = !DILabel(scope: !638, name: "L_OP_GETFIELD", file: !2, line: 1292)
!739 = !DILocalVariable(name: "ra", scope: !740, file: !2, line: 1293, type: !67)
!740 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1292, column: 27)
!741 = !DILocalVariable(name: "slot", scope: !740, file: !2, line: 1294, type: !644)
!742 = !DILocalVariable(name: "rb", scope: !740, file: !2, line: 1295, type: !211)
!743 = !DILocalVariable(name: "rc", scope: !740, file: !2, line: 1296, type: !211)
!744 = !DILocalVariable(name: "key", scope: !740, file: !2, line: 1297, type: !133)
!745 = !DILocalVariable(name: "io1", scope: !746, file: !2, line: 1299, type: !211)
!746 = distinct !DILexicalBlock(scope: !747, file: !2, line: 1299, column: 11)
!747 = distinct !DILexicalBlock(scope: !748, file: !2, line: 1298, column: 63)
!748 = distinct !DILexicalBlock(scope: !740, file: !2, line: 1298, column: 13)
!749 = !DILocalVariable(name: "io2", scope: !746, file: !2, line: 1299, type: !644)
!750 = !DILabel(scope: !638, name: "L_OP_SETTABUP", file: !2, line: 1305)
!751 = !DILocalVariable(name: "slot", scope: !752, file: !2, line: 1306, type: !644)
!752 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1305, column: 27)
!753 = !DILocalVariable(name: "upval", scope: !752, file: !2, line: 1307, type: !211)
!754 = !DILocalVariable(name: "rb", scope: !752, file: !2, line: 1308, type: !211)
!755 = !DILocalVariable(name: "rc", scope: !752, file: !2, line: 1309, type: !211)
!756 = !DILocalVariable(name: "key", scope: !752, file: !2, line: 1310, type: !133)
!757 = !DILocalVariable(name: "io1", scope: !758, file: !2, line: 1312, type: !211)
!758 = distinct !DILexicalBlock(scope: !759, file: !2, line: 1312, column: 11)
!759 = distinct !DILexicalBlock(scope: !760, file: !2, line: 1312, column: 11)
!760 = distinct !DILexicalBlock(scope: !761, file: !2, line: 1311, column: 66)
!761 = distinct !DILexicalBlock(scope: !752, file: !2, line: 1311, column: 13)
!762 = !DILocalVariable(name: "io2", scope: !758, file: !2, line: 1312, type: !644)
!763 = !DILabel(scope: !638, name: "L_OP_SETTABLE", file: !2, line: 1318)
!764 = !DILocalVariable(name: "ra", scope: !765, file: !2, line: 1319, type: !67)
!765 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1318, column: 27)
!766 = !DILocalVariable(name: "slot", scope: !765, file: !2, line: 1320, type: !644)
!767 = !DILocalVariable(name: "rb", scope: !765, file: !2, line: 1321, type: !211)
!768 = !DILocalVariable(name: "rc", scope: !765, file: !2, line: 1322, type: !211)
!769 = !DILocalVariable(name: "n", scope: !765, file: !2, line: 1323, type: !602)
!770 = !DILocalVariable(name: "io1", scope: !771, file: !2, line: 1327, type: !211)
!771 = distinct !DILexicalBlock(scope: !772, file: !2, line: 1327, column: 11)
!772 = distinct !DILexicalBlock(scope: !773, file: !2, line: 1327, column: 11)
!773 = distinct !DILexicalBlock(scope: !774, file: !2, line: 1326, column: 61)
!774 = distinct !DILexicalBlock(scope: !765, file: !2, line: 1324, column: 13)
!775 = !DILocalVariable(name: "io2", scope: !771, file: !2, line: 1327, type: !644)
!776 = !DILabel(scope: !638, name: "L_OP_SETI", file: !2, line: 1333)
!777 = !DILocalVariable(name: "ra", scope: !778, file: !2, line: 1334, type: !67)
!778 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1333, column: 23)
!779 = !DILocalVariable(name: "slot", scope: !778, file: !2, line: 1335, type: !644)
!780 = !DILocalVariable(name: "c", scope: !778, file: !2, line: 1336, type: !88)
!781 = !DILocalVariable(name: "rc", scope: !778, file: !2, line: 1337, type: !211)
!782 = !DILocalVariable(name: "io1", scope: !783, file: !2, line: 1339, type: !211)
!783 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1339, column: 11)
!784 = distinct !DILexicalBlock(scope: !785, file: !2, line: 1339, column: 11)
!785 = distinct !DILexicalBlock(scope: !786, file: !2, line: 1338, column: 49)
!786 = distinct !DILexicalBlock(scope: !778, file: !2, line: 1338, column: 13)
!787 = !DILocalVariable(name: "io2", scope: !783, file: !2, line: 1339, type: !644)
!788 = !DILocalVariable(name: "key", scope: !789, file: !2, line: 1342, type: !73)
!789 = distinct !DILexicalBlock(scope: !786, file: !2, line: 1341, column: 14)
!790 = !DILocalVariable(name: "io", scope: !791, file: !2, line: 1343, type: !211)
!791 = distinct !DILexicalBlock(scope: !789, file: !2, line: 1343, column: 11)
!792 = !DILabel(scope: !638, name: "L_OP_SETFIELD", file: !2, line: 1348)
!793 = !DILocalVariable(name: "ra", scope: !794, file: !2, line: 1349, type: !67)
!794 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1348, column: 27)
!795 = !DILocalVariable(name: "slot", scope: !794, file: !2, line: 1350, type: !644)
!796 = !DILocalVariable(name: "rb", scope: !794, file: !2, line: 1351, type: !211)
!797 = !DILocalVariable(name: "rc", scope: !794, file: !2, line: 1352, type: !211)
!798 = !DILocalVariable(name: "key", scope: !794, file: !2, line: 1353, type: !133)
!799 = !DILocalVariable(name: "io1", scope: !800, file: !2, line: 1355, type: !211)
!800 = distinct !DILexicalBlock(scope: !801, file: !2, line: 1355, column: 11)
!801 = distinct !DILexicalBlock(scope: !802, file: !2, line: 1355, column: 11)
!802 = distinct !DILexicalBlock(scope: !803, file: !2, line: 1354, column: 68)
!803 = distinct !DILexicalBlock(scope: !794, file: !2, line: 1354, column: 13)
!804 = !DILocalVariable(name: "io2", scope: !800, file: !2, line: 1355, type: !644)
!805 = !DILabel(scope: !638, name: "L_OP_NEWTABLE", file: !2, line: 1361)
!806 = !DILocalVariable(name: "ra", scope: !807, file: !2, line: 1362, type: !67)
!807 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1361, column: 27)
!808 = !DILocalVariable(name: "b", scope: !807, file: !2, line: 1363, type: !88)
!809 = !DILocalVariable(name: "c", scope: !807, file: !2, line: 1364, type: !88)
!810 = !DILocalVariable(name: "t", scope: !807, file: !2, line: 1365, type: !811)
!811 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !812, size: 64)
!812 = !DIDerivedType(tag: DW_TAG_typedef, name: "Table", file: !48, line: 747, baseType: !202)
!813 = !DILocalVariable(name: "io", scope: !814, file: !2, line: 1374, type: !211)
!814 = distinct !DILexicalBlock(scope: !807, file: !2, line: 1374, column: 9)
!815 = !DILocalVariable(name: "x_", scope: !814, file: !2, line: 1374, type: !811)
!816 = !DILabel(scope: !638, name: "L_OP_SELF", file: !2, line: 1380)
!817 = !DILocalVariable(name: "ra", scope: !818, file: !2, line: 1381, type: !67)
!818 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1380, column: 23)
!819 = !DILocalVariable(name: "slot", scope: !818, file: !2, line: 1382, type: !644)
!820 = !DILocalVariable(name: "rb", scope: !818, file: !2, line: 1383, type: !211)
!821 = !DILocalVariable(name: "rc", scope: !818, file: !2, line: 1384, type: !211)
!822 = !DILocalVariable(name: "key", scope: !818, file: !2, line: 1385, type: !133)
!823 = !DILocalVariable(name: "io1", scope: !824, file: !2, line: 1386, type: !211)
!824 = distinct !DILexicalBlock(scope: !818, file: !2, line: 1386, column: 9)
!825 = !DILocalVariable(name: "io2", scope: !824, file: !2, line: 1386, type: !644)
!826 = !DILocalVariable(name: "io1", scope: !827, file: !2, line: 1388, type: !211)
!827 = distinct !DILexicalBlock(scope: !828, file: !2, line: 1388, column: 11)
!828 = distinct !DILexicalBlock(scope: !829, file: !2, line: 1387, column: 58)
!829 = distinct !DILexicalBlock(scope: !818, file: !2, line: 1387, column: 13)
!830 = !DILocalVariable(name: "io2", scope: !827, file: !2, line: 1388, type: !644)
!831 = !DILabel(scope: !638, name: "L_OP_ADDI", file: !2, line: 1394)
!832 = !DILocalVariable(name: "ra", scope: !833, file: !2, line: 1395, type: !67)
!833 = distinct !DILexicalBlock(scope: !834, file: !2, line: 1395, column: 9)
!834 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1394, column: 23)
!835 = !DILocalVariable(name: "v1", scope: !833, file: !2, line: 1395, type: !211)
!836 = !DILocalVariable(name: "imm", scope: !833, file: !2, line: 1395, type: !88)
!837 = !DILocalVariable(name: "iv1", scope: !838, file: !2, line: 1395, type: !90)
!838 = distinct !DILexicalBlock(scope: !839, file: !2, line: 1395, column: 9)
!839 = distinct !DILexicalBlock(scope: !833, file: !2, line: 1395, column: 9)
!840 = !DILocalVariable(name: "io", scope: !841, file: !2, line: 1395, type: !211)
!841 = distinct !DILexicalBlock(scope: !838, file: !2, line: 1395, column: 9)
!842 = !DILocalVariable(name: "nb", scope: !843, file: !2, line: 1395, type: !93)
!843 = distinct !DILexicalBlock(scope: !844, file: !2, line: 1395, column: 9)
!844 = distinct !DILexicalBlock(scope: !839, file: !2, line: 1395, column: 9)
!845 = !DILocalVariable(name: "fimm", scope: !843, file: !2, line: 1395, type: !93)
!846 = !DILocalVariable(name: "io", scope: !847, file: !2, line: 1395, type: !211)
!847 = distinct !DILexicalBlock(scope: !843, file: !2, line: 1395, column: 9)
!848 = !DILabel(scope: !638, name: "L_OP_ADDK", file: !2, line: 1398)
!849 = !DILocalVariable(name: "v1", scope: !850, file: !2, line: 1399, type: !211)
!850 = distinct !DILexicalBlock(scope: !851, file: !2, line: 1399, column: 9)
!851 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1398, column: 23)
!852 = !DILocalVariable(name: "v2", scope: !850, file: !2, line: 1399, type: !211)
!853 = !DILocalVariable(name: "ra", scope: !854, file: !2, line: 1399, type: !67)
!854 = distinct !DILexicalBlock(scope: !850, file: !2, line: 1399, column: 9)
!855 = !DILocalVariable(name: "i1", scope: !856, file: !2, line: 1399, type: !90)
!856 = distinct !DILexicalBlock(scope: !857, file: !2, line: 1399, column: 9)
!857 = distinct !DILexicalBlock(scope: !854, file: !2, line: 1399, column: 9)
!858 = !DILocalVariable(name: "i2", scope: !856, file: !2, line: 1399, type: !90)
!859 = !DILocalVariable(name: "io", scope: !860, file: !2, line: 1399, type: !211)
!860 = distinct !DILexicalBlock(scope: !856, file: !2, line: 1399, column: 9)
!861 = !DILocalVariable(name: "n1", scope: !862, file: !2, line: 1399, type: !93)
!862 = distinct !DILexicalBlock(scope: !857, file: !2, line: 1399, column: 9)
!863 = !DILocalVariable(name: "n2", scope: !862, file: !2, line: 1399, type: !93)
!864 = !DILocalVariable(name: "io", scope: !865, file: !2, line: 1399, type: !211)
!865 = distinct !DILexicalBlock(scope: !866, file: !2, line: 1399, column: 9)
!866 = distinct !DILexicalBlock(scope: !867, file: !2, line: 1399, column: 9)
!867 = distinct !DILexicalBlock(scope: !862, file: !2, line: 1399, column: 9)
!868 = !DILabel(scope: !638, name: "L_OP_SUBK", file: !2, line: 1402)
!869 = !DILocalVariable(name: "v1", scope: !870, file: !2, line: 1403, type: !211)
!870 = distinct !DILexicalBlock(scope: !871, file: !2, line: 1403, column: 9)
!871 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1402, column: 23)
!872 = !DILocalVariable(name: "v2", scope: !870, file: !2, line: 1403, type: !211)
!873 = !DILocalVariable(name: "ra", scope: !874, file: !2, line: 1403, type: !67)
!874 = distinct !DILexicalBlock(scope: !870, file: !2, line: 1403, column: 9)
!875 = !DILocalVariable(name: "i1", scope: !876, file: !2, line: 1403, type: !90)
!876 = distinct !DILexicalBlock(scope: !877, file: !2, line: 1403, column: 9)
!877 = distinct !DILexicalBlock(scope: !874, file: !2, line: 1403, column: 9)
!878 = !DILocalVariable(name: "i2", scope: !876, file: !2, line: 1403, type: !90)
!879 = !DILocalVariable(name: "io", scope: !880, file: !2, line: 1403, type: !211)
!880 = distinct !DILexicalBlock(scope: !876, file: !2, line: 1403, column: 9)
!881 = !DILocalVariable(name: "n1", scope: !882, file: !2, line: 1403, type: !93)
!882 = distinct !DILexicalBlock(scope: !877, file: !2, line: 1403, column: 9)
!883 = !DILocalVariable(name: "n2", scope: !882, file: !2, line: 1403, type: !93)
!884 = !DILocalVariable(name: "io", scope: !885, file: !2, line: 1403, type: !211)
!885 = distinct !DILexicalBlock(scope: !886, file: !2, line: 1403, column: 9)
!886 = distinct !DILexicalBlock(scope: !887, file: !2, line: 1403, column: 9)
!887 = distinct !DILexicalBlock(scope: !882, file: !2, line: 1403, column: 9)
!888 = !DILabel(scope: !638, name: "L_OP_MULK", file: !2, line: 1406)
!889 = !DILocalVariable(name: "v1", scope: !890, file: !2, line: 1407, type: !211)
!890 = distinct !DILexicalBlock(scope: !891, file: !2, line: 1407, column: 9)
!891 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1406, column: 23)
!892 = !DILocalVariable(name: "v2", scope: !890, file: !2, line: 1407, type: !211)
!893 = !DILocalVariable(name: "ra", scope: !894, file: !2, line: 1407, type: !67)
!894 = distinct !DILexicalBlock(scope: !890, file: !2, line: 1407, column: 9)
!895 = !DILocalVariable(name: "i1", scope: !896, file: !2, line: 1407, type: !90)
!896 = distinct !DILexicalBlock(scope: !897, file: !2, line: 1407, column: 9)
!897 = distinct !DILexicalBlock(scope: !894, file: !2, line: 1407, column: 9)
!898 = !DILocalVariable(name: "i2", scope: !896, file: !2, line: 1407, type: !90)
!899 = !DILocalVariable(name: "io", scope: !900, file: !2, line: 1407, type: !211)
!900 = distinct !DILexicalBlock(scope: !896, file: !2, line: 1407, column: 9)
!901 = !DILocalVariable(name: "n1", scope: !902, file: !2, line: 1407, type: !93)
!902 = distinct !DILexicalBlock(scope: !897, file: !2, line: 1407, column: 9)
!903 = !DILocalVariable(name: "n2", scope: !902, file: !2, line: 1407, type: !93)
!904 = !DILocalVariable(name: "io", scope: !905, file: !2, line: 1407, type: !211)
!905 = distinct !DILexicalBlock(scope: !906, file: !2, line: 1407, column: 9)
!906 = distinct !DILexicalBlock(scope: !907, file: !2, line: 1407, column: 9)
!907 = distinct !DILexicalBlock(scope: !902, file: !2, line: 1407, column: 9)
!908 = !DILabel(scope: !638, name: "L_OP_MODK", file: !2, line: 1410)
!909 = !DILocalVariable(name: "v1", scope: !910, file: !2, line: 1412, type: !211)
!910 = distinct !DILexicalBlock(scope: !911, file: !2, line: 1412, column: 9)
!911 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1410, column: 23)
!912 = !DILocalVariable(name: "v2", scope: !910, file: !2, line: 1412, type: !211)
!913 = !DILocalVariable(name: "ra", scope: !914, file: !2, line: 1412, type: !67)
!914 = distinct !DILexicalBlock(scope: !910, file: !2, line: 1412, column: 9)
!915 = !DILocalVariable(name: "i1", scope: !916, file: !2, line: 1412, type: !90)
!916 = distinct !DILexicalBlock(scope: !917, file: !2, line: 1412, column: 9)
!917 = distinct !DILexicalBlock(scope: !914, file: !2, line: 1412, column: 9)
!918 = !DILocalVariable(name: "i2", scope: !916, file: !2, line: 1412, type: !90)
!919 = !DILocalVariable(name: "io", scope: !920, file: !2, line: 1412, type: !211)
!920 = distinct !DILexicalBlock(scope: !916, file: !2, line: 1412, column: 9)
!921 = !DILocalVariable(name: "n1", scope: !922, file: !2, line: 1412, type: !93)
!922 = distinct !DILexicalBlock(scope: !917, file: !2, line: 1412, column: 9)
!923 = !DILocalVariable(name: "n2", scope: !922, file: !2, line: 1412, type: !93)
!924 = !DILocalVariable(name: "io", scope: !925, file: !2, line: 1412, type: !211)
!925 = distinct !DILexicalBlock(scope: !926, file: !2, line: 1412, column: 9)
!926 = distinct !DILexicalBlock(scope: !927, file: !2, line: 1412, column: 9)
!927 = distinct !DILexicalBlock(scope: !922, file: !2, line: 1412, column: 9)
!928 = !DILabel(scope: !638, name: "L_OP_POWK", file: !2, line: 1415)
!929 = !DILocalVariable(name: "ra", scope: !930, file: !2, line: 1416, type: !67)
!930 = distinct !DILexicalBlock(scope: !931, file: !2, line: 1416, column: 9)
!931 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1415, column: 23)
!932 = !DILocalVariable(name: "v1", scope: !930, file: !2, line: 1416, type: !211)
!933 = !DILocalVariable(name: "v2", scope: !930, file: !2, line: 1416, type: !211)
!934 = !DILocalVariable(name: "n1", scope: !935, file: !2, line: 1416, type: !93)
!935 = distinct !DILexicalBlock(scope: !930, file: !2, line: 1416, column: 9)
!936 = !DILocalVariable(name: "n2", scope: !935, file: !2, line: 1416, type: !93)
!937 = !DILocalVariable(name: "io", scope: !938, file: !2, line: 1416, type: !211)
!938 = distinct !DILexicalBlock(scope: !939, file: !2, line: 1416, column: 9)
!939 = distinct !DILexicalBlock(scope: !940, file: !2, line: 1416, column: 9)
!940 = distinct !DILexicalBlock(scope: !935, file: !2, line: 1416, column: 9)
!941 = !DILabel(scope: !638, name: "L_OP_DIVK", file: !2, line: 1419)
!942 = !DILocalVariable(name: "ra", scope: !943, file: !2, line: 1420, type: !67)
!943 = distinct !DILexicalBlock(scope: !944, file: !2, line: 1420, column: 9)
!944 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1419, column: 23)
!945 = !DILocalVariable(name: "v1", scope: !943, file: !2, line: 1420, type: !211)
!946 = !DILocalVariable(name: "v2", scope: !943, file: !2, line: 1420, type: !211)
!947 = !DILocalVariable(name: "n1", scope: !948, file: !2, line: 1420, type: !93)
!948 = distinct !DILexicalBlock(scope: !943, file: !2, line: 1420, column: 9)
!949 = !DILocalVariable(name: "n2", scope: !948, file: !2, line: 1420, type: !93)
!950 = !DILocalVariable(name: "io", scope: !951, file: !2, line: 1420, type: !211)
!951 = distinct !DILexicalBlock(scope: !952, file: !2, line: 1420, column: 9)
!952 = distinct !DILexicalBlock(scope: !953, file: !2, line: 1420, column: 9)
!953 = distinct !DILexicalBlock(scope: !948, file: !2, line: 1420, column: 9)
!954 = !DILabel(scope: !638, name: "L_OP_IDIVK", file: !2, line: 1423)
!955 = !DILocalVariable(name: "v1", scope: !956, file: !2, line: 1425, type: !211)
!956 = distinct !DILexicalBlock(scope: !957, file: !2, line: 1425, column: 9)
!957 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1423, column: 24)
!958 = !DILocalVariable(name: "v2", scope: !956, file: !2, line: 1425, type: !211)
!959 = !DILocalVariable(name: "ra", scope: !960, file: !2, line: 1425, type: !67)
!960 = distinct !DILexicalBlock(scope: !956, file: !2, line: 1425, column: 9)
!961 = !DILocalVariable(name: "i1", scope: !962, file: !2, line: 1425, type: !90)
!962 = distinct !DILexicalBlock(scope: !963, file: !2, line: 1425, column: 9)
!963 = distinct !DILexicalBlock(scope: !960, file: !2, line: 1425, column: 9)
!964 = !DILocalVariable(name: "i2", scope: !962, file: !2, line: 1425, type: !90)
!965 = !DILocalVariable(name: "io", scope: !966, file: !2, line: 1425, type: !211)
!966 = distinct !DILexicalBlock(scope: !962, file: !2, line: 1425, column: 9)
!967 = !DILocalVariable(name: "n1", scope: !968, file: !2, line: 1425, type: !93)
!968 = distinct !DILexicalBlock(scope: !963, file: !2, line: 1425, column: 9)
!969 = !DILocalVariable(name: "n2", scope: !968, file: !2, line: 1425, type: !93)
!970 = !DILocalVariable(name: "io", scope: !971, file: !2, line: 1425, type: !211)
!971 = distinct !DILexicalBlock(scope: !972, file: !2, line: 1425, column: 9)
!972 = distinct !DILexicalBlock(scope: !973, file: !2, line: 1425, column: 9)
!973 = distinct !DILexicalBlock(scope: !968, file: !2, line: 1425, column: 9)
!974 = !DILabel(scope: !638, name: "L_OP_BANDK", file: !2, line: 1428)
!975 = !DILocalVariable(name: "ra", scope: !976, file: !2, line: 1429, type: !67)
!976 = distinct !DILexicalBlock(scope: !977, file: !2, line: 1429, column: 9)
!977 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1428, column: 24)
!978 = !DILocalVariable(name: "v1", scope: !976, file: !2, line: 1429, type: !211)
!979 = !DILocalVariable(name: "v2", scope: !976, file: !2, line: 1429, type: !211)
!980 = !DILocalVariable(name: "i1", scope: !976, file: !2, line: 1429, type: !90)
!981 = !DILocalVariable(name: "i2", scope: !976, file: !2, line: 1429, type: !90)
!982 = !DILocalVariable(name: "io", scope: !983, file: !2, line: 1429, type: !211)
!983 = distinct !DILexicalBlock(scope: !984, file: !2, line: 1429, column: 9)
!984 = distinct !DILexicalBlock(scope: !985, file: !2, line: 1429, column: 9)
!985 = distinct !DILexicalBlock(scope: !976, file: !2, line: 1429, column: 9)
!986 = !DILabel(scope: !638, name: "L_OP_BORK", file: !2, line: 1432)
!987 = !DILocalVariable(name: "ra", scope: !988, file: !2, line: 1433, type: !67)
!988 = distinct !DILexicalBlock(scope: !989, file: !2, line: 1433, column: 9)
!989 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1432, column: 23)
!990 = !DILocalVariable(name: "v1", scope: !988, file: !2, line: 1433, type: !211)
!991 = !DILocalVariable(name: "v2", scope: !988, file: !2, line: 1433, type: !211)
!992 = !DILocalVariable(name: "i1", scope: !988, file: !2, line: 1433, type: !90)
!993 = !DILocalVariable(name: "i2", scope: !988, file: !2, line: 1433, type: !90)
!994 = !DILocalVariable(name: "io", scope: !995, file: !2, line: 1433, type: !211)
!995 = distinct !DILexicalBlock(scope: !996, file: !2, line: 1433, column: 9)
!996 = distinct !DILexicalBlock(scope: !997, file: !2, line: 1433, column: 9)
!997 = distinct !DILexicalBlock(scope: !988, file: !2, line: 1433, column: 9)
!998 = !DILabel(scope: !638, name: "L_OP_BXORK", file: !2, line: 1436)
!999 = !DILocalVariable(name: "ra", scope: !1000, file: !2, line: 1437, type: !67)
!1000 = distinct !DILexicalBlock(scope: !1001, file: !2, line: 1437, column: 9)
!1001 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1436, column: 24)
!1002 = !DILocalVariable(name: "v1", scope: !1000, file: !2, line: 1437, type: !211)
!1003 = !DILocalVariable(name: "v2", scope: !1000, file: !2, line: 1437, type: !211)
!1004 = !DILocalVariable(name: "i1", scope: !1000, file: !2, line: 1437, type: !90)
!1005 = !DILocalVariable(name: "i2", scope: !1000, file: !2, line: 1437, type: !90)
!1006 = !DILocalVariable(name: "io", scope: !1007, file: !2, line: 1437, type: !211)
!1007 = distinct !DILexicalBlock(scope: !1008, file: !2, line: 1437, column: 9)
!1008 = distinct !DILexicalBlock(scope: !1009, file: !2, line: 1437, column: 9)
!1009 = distinct !DILexicalBlock(scope: !1000, file: !2, line: 1437, column: 9)
!1010 = !DILabel(scope: !638, name: "L_OP_SHRI", file: !2, line: 1440)
!1011 = !DILocalVariable(name: "ra", scope: !1012, file: !2, line: 1441, type: !67)
!1012 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1440, column: 23)
!1013 = !DILocalVariable(name: "rb", scope: !1012, file: !2, line: 1442, type: !211)
!1014 = !DILocalVariable(name: "ic", scope: !1012, file: !2, line: 1443, type: !88)
!1015 = !DILocalVariable(name: "ib", scope: !1012, file: !2, line: 1444, type: !90)
!1016 = !DILocalVariable(name: "io", scope: !1017, file: !2, line: 1446, type: !211)
!1017 = distinct !DILexicalBlock(scope: !1018, file: !2, line: 1446, column: 17)
!1018 = distinct !DILexicalBlock(scope: !1019, file: !2, line: 1445, column: 35)
!1019 = distinct !DILexicalBlock(scope: !1012, file: !2, line: 1445, column: 13)
!1020 = !DILabel(scope: !638, name: "L_OP_SHLI", file: !2, line: 1450)
!1021 = !DILocalVariable(name: "ra", scope: !1022, file: !2, line: 1451, type: !67)
!1022 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1450, column: 23)
!1023 = !DILocalVariable(name: "rb", scope: !1022, file: !2, line: 1452, type: !211)
!1024 = !DILocalVariable(name: "ic", scope: !1022, file: !2, line: 1453, type: !88)
!1025 = !DILocalVariable(name: "ib", scope: !1022, file: !2, line: 1454, type: !90)
!1026 = !DILocalVariable(name: "io", scope: !1027, file: !2, line: 1456, type: !211)
!1027 = distinct !DILexicalBlock(scope: !1028, file: !2, line: 1456, column: 17)
!1028 = distinct !DILexicalBlock(scope: !1029, file: !2, line: 1455, column: 35)
!1029 = distinct !DILexicalBlock(scope: !1022, file: !2, line: 1455, column: 13)
!1030 = !DILabel(scope: !638, name: "L_OP_ADD", file: !2, line: 1460)
!1031 = !DILocalVariable(name: "v1", scope: !1032, file: !2, line: 1461, type: !211)
!1032 = distinct !DILexicalBlock(scope: !1033, file: !2, line: 1461, column: 9)
!1033 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1460, column: 22)
!1034 = !DILocalVariable(name: "v2", scope: !1032, file: !2, line: 1461, type: !211)
!1035 = !DILocalVariable(name: "ra", scope: !1036, file: !2, line: 1461, type: !67)
!1036 = distinct !DILexicalBlock(scope: !1032, file: !2, line: 1461, column: 9)
!1037 = !DILocalVariable(name: "i1", scope: !1038, file: !2, line: 1461, type: !90)
!1038 = distinct !DILexicalBlock(scope: !1039, file: !2, line: 1461, column: 9)
!1039 = distinct !DILexicalBlock(scope: !1036, file: !2, line: 1461, column: 9)
!1040 = !DILocalVariable(name: "i2", scope: !1038, file: !2, line: 1461, type: !90)
!1041 = !DILocalVariable(name: "io", scope: !1042, file: !2, line: 1461, type: !211)
!1042 = distinct !DILexicalBlock(scope: !1038, file: !2, line: 1461, column: 9)
!1043 = !DILocalVariable(name: "n1", scope: !1044, file: !2, line: 1461, type: !93)
!1044 = distinct !DILexicalBlock(scope: !1039, file: !2, line: 1461, column: 9)
!1045 = !DILocalVariable(name: "n2", scope: !1044, file: !2, line: 1461, type: !93)
!1046 = !DILocalVariable(name: "io", scope: !1047, file: !2, line: 1461, type: !211)
!1047 = distinct !DILexicalBlock(scope: !1048, file: !2, line: 1461, column: 9)
!1048 = distinct !DILexicalBlock(scope: !1049, file: !2, line: 1461, column: 9)
!1049 = distinct !DILexicalBlock(scope: !1044, file: !2, line: 1461, column: 9)
!1050 = !DILabel(scope: !638, name: "L_OP_SUB", file: !2, line: 1464)
!1051 = !DILocalVariable(name: "v1", scope: !1052, file: !2, line: 1465, type: !211)
!1052 = distinct !DILexicalBlock(scope: !1053, file: !2, line: 1465, column: 9)
!1053 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1464, column: 22)
!1054 = !DILocalVariable(name: "v2", scope: !1052, file: !2, line: 1465, type: !211)
!1055 = !DILocalVariable(name: "ra", scope: !1056, file: !2, line: 1465, type: !67)
!1056 = distinct !DILexicalBlock(scope: !1052, file: !2, line: 1465, column: 9)
!1057 = !DILocalVariable(name: "i1", scope: !1058, file: !2, line: 1465, type: !90)
!1058 = distinct !DILexicalBlock(scope: !1059, file: !2, line: 1465, column: 9)
!1059 = distinct !DILexicalBlock(scope: !1056, file: !2, line: 1465, column: 9)
!1060 = !DILocalVariable(name: "i2", scope: !1058, file: !2, line: 1465, type: !90)
!1061 = !DILocalVariable(name: "io", scope: !1062, file: !2, line: 1465, type: !211)
!1062 = distinct !DILexicalBlock(scope: !1058, file: !2, line: 1465, column: 9)
!1063 = !DILocalVariable(name: "n1", scope: !1064, file: !2, line: 1465, type: !93)
!1064 = distinct !DILexicalBlock(scope: !1059, file: !2, line: 1465, column: 9)
!1065 = !DILocalVariable(name: "n2", scope: !1064, file: !2, line: 1465, type: !93)
!1066 = !DILocalVariable(name: "io", scope: !1067, file: !2, line: 1465, type: !211)
!1067 = distinct !DILexicalBlock(scope: !1068, file: !2, line: 1465, column: 9)
!1068 = distinct !DILexicalBlock(scope: !1069, file: !2, line: 1465, column: 9)
!1069 = distinct !DILexicalBlock(scope: !1064, file: !2, line: 1465, column: 9)
!1070 = !DILabel(scope: !638, name: "L_OP_MUL", file: !2, line: 1468)
!1071 = !DILocalVariable(name: "v1", scope: !1072, file: !2, line: 1469, type: !211)
!1072 = distinct !DILexicalBlock(scope: !1073, file: !2, line: 1469, column: 9)
!1073 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1468, column: 22)
!1074 = !DILocalVariable(name: "v2", scope: !1072, file: !2, line: 1469, type: !211)
!1075 = !DILocalVariable(name: "ra", scope: !1076, file: !2, line: 1469, type: !67)
!1076 = distinct !DILexicalBlock(scope: !1072, file: !2, line: 1469, column: 9)
!1077 = !DILocalVariable(name: "i1", scope: !1078, file: !2, line: 1469, type: !90)
!1078 = distinct !DILexicalBlock(scope: !1079, file: !2, line: 1469, column: 9)
!1079 = distinct !DILexicalBlock(scope: !1076, file: !2, line: 1469, column: 9)
!1080 = !DILocalVariable(name: "i2", scope: !1078, file: !2, line: 1469, type: !90)
!1081 = !DILocalVariable(name: "io", scope: !1082, file: !2, line: 1469, type: !211)
!1082 = distinct !DILexicalBlock(scope: !1078, file: !2, line: 1469, column: 9)
!1083 = !DILocalVariable(name: "n1", scope: !1084, file: !2, line: 1469, type: !93)
!1084 = distinct !DILexicalBlock(scope: !1079, file: !2, line: 1469, column: 9)
!1085 = !DILocalVariable(name: "n2", scope: !1084, file: !2, line: 1469, type: !93)
!1086 = !DILocalVariable(name: "io", scope: !1087, file: !2, line: 1469, type: !211)
!1087 = distinct !DILexicalBlock(scope: !1088, file: !2, line: 1469, column: 9)
!1088 = distinct !DILexicalBlock(scope: !1089, file: !2, line: 1469, column: 9)
!1089 = distinct !DILexicalBlock(scope: !1084, file: !2, line: 1469, column: 9)
!1090 = !DILabel(scope: !638, name: "L_OP_MOD", file: !2, line: 1472)
!1091 = !DILocalVariable(name: "v1", scope: !1092, file: !2, line: 1474, type: !211)
!1092 = distinct !DILexicalBlock(scope: !1093, file: !2, line: 1474, column: 9)
!1093 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1472, column: 22)
!1094 = !DILocalVariable(name: "v2", scope: !1092, file: !2, line: 1474, type: !211)
!1095 = !DILocalVariable(name: "ra", scope: !1096, file: !2, line: 1474, type: !67)
!1096 = distinct !DILexicalBlock(scope: !1092, file: !2, line: 1474, column: 9)
!1097 = !DILocalVariable(name: "i1", scope: !1098, file: !2, line: 1474, type: !90)
!1098 = distinct !DILexicalBlock(scope: !1099, file: !2, line: 1474, column: 9)
!1099 = distinct !DILexicalBlock(scope: !1096, file: !2, line: 1474, column: 9)
!1100 = !DILocalVariable(name: "i2", scope: !1098, file: !2, line: 1474, type: !90)
!1101 = !DILocalVariable(name: "io", scope: !1102, file: !2, line: 1474, type: !211)
!1102 = distinct !DILexicalBlock(scope: !1098, file: !2, line: 1474, column: 9)
!1103 = !DILocalVariable(name: "n1", scope: !1104, file: !2, line: 1474, type: !93)
!1104 = distinct !DILexicalBlock(scope: !1099, file: !2, line: 1474, column: 9)
!1105 = !DILocalVariable(name: "n2", scope: !1104, file: !2, line: 1474, type: !93)
!1106 = !DILocalVariable(name: "io", scope: !1107, file: !2, line: 1474, type: !211)
!1107 = distinct !DILexicalBlock(scope: !1108, file: !2, line: 1474, column: 9)
!1108 = distinct !DILexicalBlock(scope: !1109, file: !2, line: 1474, column: 9)
!1109 = distinct !DILexicalBlock(scope: !1104, file: !2, line: 1474, column: 9)
!1110 = !DILabel(scope: !638, name: "L_OP_POW", file: !2, line: 1477)
!1111 = !DILocalVariable(name: "ra", scope: !1112, file: !2, line: 1478, type: !67)
!1112 = distinct !DILexicalBlock(scope: !1113, file: !2, line: 1478, column: 9)
!1113 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1477, column: 22)
!1114 = !DILocalVariable(name: "v1", scope: !1112, file: !2, line: 1478, type: !211)
!1115 = !DILocalVariable(name: "v2", scope: !1112, file: !2, line: 1478, type: !211)
!1116 = !DILocalVariable(name: "n1", scope: !1117, file: !2, line: 1478, type: !93)
!1117 = distinct !DILexicalBlock(scope: !1112, file: !2, line: 1478, column: 9)
!1118 = !DILocalVariable(name: "n2", scope: !1117, file: !2, line: 1478, type: !93)
!1119 = !DILocalVariable(name: "io", scope: !1120, file: !2, line: 1478, type: !211)
!1120 = distinct !DILexicalBlock(scope: !1121, file: !2, line: 1478, column: 9)
!1121 = distinct !DILexicalBlock(scope: !1122, file: !2, line: 1478, column: 9)
!1122 = distinct !DILexicalBlock(scope: !1117, file: !2, line: 1478, column: 9)
!1123 = !DILabel(scope: !638, name: "L_OP_DIV", file: !2, line: 1481)
!1124 = !DILocalVariable(name: "ra", scope: !1125, file: !2, line: 1482, type: !67)
!1125 = distinct !DILexicalBlock(scope: !1126, file: !2, line: 1482, column: 9)
!1126 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1481, column: 22)
!1127 = !DILocalVariable(name: "v1", scope: !1125, file: !2, line: 1482, type: !211)
!1128 = !DILocalVariable(name: "v2", scope: !1125, file: !2, line: 1482, type: !211)
!1129 = !DILocalVariable(name: "n1", scope: !1130, file: !2, line: 1482, type: !93)
!1130 = distinct !DILexicalBlock(scope: !1125, file: !2, line: 1482, column: 9)
!1131 = !DILocalVariable(name: "n2", scope: !1130, file: !2, line: 1482, type: !93)
!1132 = !DILocalVariable(name: "io", scope: !1133, file: !2, line: 1482, type: !211)
!1133 = distinct !DILexicalBlock(scope: !1134, file: !2, line: 1482, column: 9)
!1134 = distinct !DILexicalBlock(scope: !1135, file: !2, line: 1482, column: 9)
!1135 = distinct !DILexicalBlock(scope: !1130, file: !2, line: 1482, column: 9)
!1136 = !DILabel(scope: !638, name: "L_OP_IDIV", file: !2, line: 1485)
!1137 = !DILocalVariable(name: "v1", scope: !1138, file: !2, line: 1487, type: !211)
!1138 = distinct !DILexicalBlock(scope: !1139, file: !2, line: 1487, column: 9)
!1139 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1485, column: 23)
!1140 = !DILocalVariable(name: "v2", scope: !1138, file: !2, line: 1487, type: !211)
!1141 = !DILocalVariable(name: "ra", scope: !1142, file: !2, line: 1487, type: !67)
!1142 = distinct !DILexicalBlock(scope: !1138, file: !2, line: 1487, column: 9)
!1143 = !DILocalVariable(name: "i1", scope: !1144, file: !2, line: 1487, type: !90)
!1144 = distinct !DILexicalBlock(scope: !1145, file: !2, line: 1487, column: 9)
!1145 = distinct !DILexicalBlock(scope: !1142, file: !2, line: 1487, column: 9)
!1146 = !DILocalVariable(name: "i2", scope: !1144, file: !2, line: 1487, type: !90)
!1147 = !DILocalVariable(name: "io", scope: !1148, file: !2, line: 1487, type: !211)
!1148 = distinct !DILexicalBlock(scope: !1144, file: !2, line: 1487, column: 9)
!1149 = !DILocalVariable(name: "n1", scope: !1150, file: !2, line: 1487, type: !93)
!1150 = distinct !DILexicalBlock(scope: !1145, file: !2, line: 1487, column: 9)
!1151 = !DILocalVariable(name: "n2", scope: !1150, file: !2, line: 1487, type: !93)
!1152 = !DILocalVariable(name: "io", scope: !1153, file: !2, line: 1487, type: !211)
!1153 = distinct !DILexicalBlock(scope: !1154, file: !2, line: 1487, column: 9)
!1154 = distinct !DILexicalBlock(scope: !1155, file: !2, line: 1487, column: 9)
!1155 = distinct !DILexicalBlock(scope: !1150, file: !2, line: 1487, column: 9)
!1156 = !DILabel(scope: !638, name: "L_OP_BAND", file: !2, line: 1490)
!1157 = !DILocalVariable(name: "ra", scope: !1158, file: !2, line: 1491, type: !67)
!1158 = distinct !DILexicalBlock(scope: !1159, file: !2, line: 1491, column: 9)
!1159 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1490, column: 23)
!1160 = !DILocalVariable(name: "v1", scope: !1158, file: !2, line: 1491, type: !211)
!1161 = !DILocalVariable(name: "v2", scope: !1158, file: !2, line: 1491, type: !211)
!1162 = !DILocalVariable(name: "i1", scope: !1158, file: !2, line: 1491, type: !90)
!1163 = !DILocalVariable(name: "i2", scope: !1158, file: !2, line: 1491, type: !90)
!1164 = !DILocalVariable(name: "io", scope: !1165, file: !2, line: 1491, type: !211)
!1165 = distinct !DILexicalBlock(scope: !1166, file: !2, line: 1491, column: 9)
!1166 = distinct !DILexicalBlock(scope: !1167, file: !2, line: 1491, column: 9)
!1167 = distinct !DILexicalBlock(scope: !1158, file: !2, line: 1491, column: 9)
!1168 = !DILabel(scope: !638, name: "L_OP_BOR", file: !2, line: 1494)
!1169 = !DILocalVariable(name: "ra", scope: !1170, file: !2, line: 1495, type: !67)
!1170 = distinct !DILexicalBlock(scope: !1171, file: !2, line: 1495, column: 9)
!1171 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1494, column: 22)
!1172 = !DILocalVariable(name: "v1", scope: !1170, file: !2, line: 1495, type: !211)
!1173 = !DILocalVariable(name: "v2", scope: !1170, file: !2, line: 1495, type: !211)
!1174 = !DILocalVariable(name: "i1", scope: !1170, file: !2, line: 1495, type: !90)
!1175 = !DILocalVariable(name: "i2", scope: !1170, file: !2, line: 1495, type: !90)
!1176 = !DILocalVariable(name: "io", scope: !1177, file: !2, line: 1495, type: !211)
!1177 = distinct !DILexicalBlock(scope: !1178, file: !2, line: 1495, column: 9)
!1178 = distinct !DILexicalBlock(scope: !1179, file: !2, line: 1495, column: 9)
!1179 = distinct !DILexicalBlock(scope: !1170, file: !2, line: 1495, column: 9)
!1180 = !DILabel(scope: !638, name: "L_OP_BXOR", file: !2, line: 1498)
!1181 = !DILocalVariable(name: "ra", scope: !1182, file: !2, line: 1499, type: !67)
!1182 = distinct !DILexicalBlock(scope: !1183, file: !2, line: 1499, column: 9)
!1183 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1498, column: 23)
!1184 = !DILocalVariable(name: "v1", scope: !1182, file: !2, line: 1499, type: !211)
!1185 = !DILocalVariable(name: "v2", scope: !1182, file: !2, line: 1499, type: !211)
!1186 = !DILocalVariable(name: "i1", scope: !1182, file: !2, line: 1499, type: !90)
!1187 = !DILocalVariable(name: "i2", scope: !1182, file: !2, line: 1499, type: !90)
!1188 = !DILocalVariable(name: "io", scope: !1189, file: !2, line: 1499, type: !211)
!1189 = distinct !DILexicalBlock(scope: !1190, file: !2, line: 1499, column: 9)
!1190 = distinct !DILexicalBlock(scope: !1191, file: !2, line: 1499, column: 9)
!1191 = distinct !DILexicalBlock(scope: !1182, file: !2, line: 1499, column: 9)
!1192 = !DILabel(scope: !638, name: "L_OP_SHR", file: !2, line: 1502)
!1193 = !DILocalVariable(name: "ra", scope: !1194, file: !2, line: 1503, type: !67)
!1194 = distinct !DILexicalBlock(scope: !1195, file: !2, line: 1503, column: 9)
!1195 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1502, column: 22)
!1196 = !DILocalVariable(name: "v1", scope: !1194, file: !2, line: 1503, type: !211)
!1197 = !DILocalVariable(name: "v2", scope: !1194, file: !2, line: 1503, type: !211)
!1198 = !DILocalVariable(name: "i1", scope: !1194, file: !2, line: 1503, type: !90)
!1199 = !DILocalVariable(name: "i2", scope: !1194, file: !2, line: 1503, type: !90)
!1200 = !DILocalVariable(name: "io", scope: !1201, file: !2, line: 1503, type: !211)
!1201 = distinct !DILexicalBlock(scope: !1202, file: !2, line: 1503, column: 9)
!1202 = distinct !DILexicalBlock(scope: !1203, file: !2, line: 1503, column: 9)
!1203 = distinct !DILexicalBlock(scope: !1194, file: !2, line: 1503, column: 9)
!1204 = !DILabel(scope: !638, name: "L_OP_SHL", file: !2, line: 1506)
!1205 = !DILocalVariable(name: "ra", scope: !1206, file: !2, line: 1507, type: !67)
!1206 = distinct !DILexicalBlock(scope: !1207, file: !2, line: 1507, column: 9)
!1207 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1506, column: 22)
!1208 = !DILocalVariable(name: "v1", scope: !1206, file: !2, line: 1507, type: !211)
!1209 = !DILocalVariable(name: "v2", scope: !1206, file: !2, line: 1507, type: !211)
!1210 = !DILocalVariable(name: "i1", scope: !1206, file: !2, line: 1507, type: !90)
!1211 = !DILocalVariable(name: "i2", scope: !1206, file: !2, line: 1507, type: !90)
!1212 = !DILocalVariable(name: "io", scope: !1213, file: !2, line: 1507, type: !211)
!1213 = distinct !DILexicalBlock(scope: !1214, file: !2, line: 1507, column: 9)
!1214 = distinct !DILexicalBlock(scope: !1215, file: !2, line: 1507, column: 9)
!1215 = distinct !DILexicalBlock(scope: !1206, file: !2, line: 1507, column: 9)
!1216 = !DILabel(scope: !638, name: "L_OP_MMBIN", file: !2, line: 1510)
!1217 = !DILocalVariable(name: "ra", scope: !1218, file: !2, line: 1511, type: !67)
!1218 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1510, column: 24)
!1219 = !DILocalVariable(name: "pi", scope: !1218, file: !2, line: 1512, type: !263)
!1220 = !DILocalVariable(name: "rb", scope: !1218, file: !2, line: 1513, type: !211)
!1221 = !DILocalVariable(name: "tm", scope: !1218, file: !2, line: 1514, type: !605)
!1222 = !DILocalVariable(name: "result", scope: !1218, file: !2, line: 1515, type: !67)
!1223 = !DILabel(scope: !638, name: "L_OP_MMBINI", file: !2, line: 1520)
!1224 = !DILocalVariable(name: "ra", scope: !1225, file: !2, line: 1521, type: !67)
!1225 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1520, column: 25)
!1226 = !DILocalVariable(name: "pi", scope: !1225, file: !2, line: 1522, type: !263)
!1227 = !DILocalVariable(name: "imm", scope: !1225, file: !2, line: 1523, type: !88)
!1228 = !DILocalVariable(name: "tm", scope: !1225, file: !2, line: 1524, type: !605)
!1229 = !DILocalVariable(name: "flip", scope: !1225, file: !2, line: 1525, type: !88)
!1230 = !DILocalVariable(name: "result", scope: !1225, file: !2, line: 1526, type: !67)
!1231 = !DILabel(scope: !638, name: "L_OP_MMBINK", file: !2, line: 1530)
!1232 = !DILocalVariable(name: "ra", scope: !1233, file: !2, line: 1531, type: !67)
!1233 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1530, column: 25)
!1234 = !DILocalVariable(name: "pi", scope: !1233, file: !2, line: 1532, type: !263)
!1235 = !DILocalVariable(name: "imm", scope: !1233, file: !2, line: 1533, type: !211)
!1236 = !DILocalVariable(name: "tm", scope: !1233, file: !2, line: 1534, type: !605)
!1237 = !DILocalVariable(name: "flip", scope: !1233, file: !2, line: 1535, type: !88)
!1238 = !DILocalVariable(name: "result", scope: !1233, file: !2, line: 1536, type: !67)
!1239 = !DILabel(scope: !638, name: "L_OP_UNM", file: !2, line: 1540)
!1240 = !DILocalVariable(name: "ra", scope: !1241, file: !2, line: 1541, type: !67)
!1241 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1540, column: 22)
!1242 = !DILocalVariable(name: "rb", scope: !1241, file: !2, line: 1542, type: !211)
!1243 = !DILocalVariable(name: "nb", scope: !1241, file: !2, line: 1543, type: !93)
!1244 = !DILocalVariable(name: "ib", scope: !1245, file: !2, line: 1545, type: !90)
!1245 = distinct !DILexicalBlock(scope: !1246, file: !2, line: 1544, column: 30)
!1246 = distinct !DILexicalBlock(scope: !1241, file: !2, line: 1544, column: 13)
!1247 = !DILocalVariable(name: "io", scope: !1248, file: !2, line: 1546, type: !211)
!1248 = distinct !DILexicalBlock(scope: !1245, file: !2, line: 1546, column: 11)
!1249 = !DILocalVariable(name: "io", scope: !1250, file: !2, line: 1549, type: !211)
!1250 = distinct !DILexicalBlock(scope: !1251, file: !2, line: 1549, column: 11)
!1251 = distinct !DILexicalBlock(scope: !1252, file: !2, line: 1548, column: 38)
!1252 = distinct !DILexicalBlock(scope: !1246, file: !2, line: 1548, column: 18)
!1253 = !DILabel(scope: !638, name: "L_OP_BNOT", file: !2, line: 1555)
!1254 = !DILocalVariable(name: "ra", scope: !1255, file: !2, line: 1556, type: !67)
!1255 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1555, column: 23)
!1256 = !DILocalVariable(name: "rb", scope: !1255, file: !2, line: 1557, type: !211)
!1257 = !DILocalVariable(name: "ib", scope: !1255, file: !2, line: 1558, type: !90)
!1258 = !DILocalVariable(name: "io", scope: !1259, file: !2, line: 1560, type: !211)
!1259 = distinct !DILexicalBlock(scope: !1260, file: !2, line: 1560, column: 11)
!1260 = distinct !DILexicalBlock(scope: !1261, file: !2, line: 1559, column: 35)
!1261 = distinct !DILexicalBlock(scope: !1255, file: !2, line: 1559, column: 13)
!1262 = !DILabel(scope: !638, name: "L_OP_NOT", file: !2, line: 1566)
!1263 = !DILocalVariable(name: "ra", scope: !1264, file: !2, line: 1567, type: !67)
!1264 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1566, column: 22)
!1265 = !DILocalVariable(name: "rb", scope: !1264, file: !2, line: 1568, type: !211)
!1266 = !DILabel(scope: !638, name: "L_OP_LEN", file: !2, line: 1575)
!1267 = !DILocalVariable(name: "ra", scope: !1268, file: !2, line: 1576, type: !67)
!1268 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1575, column: 22)
!1269 = !DILabel(scope: !638, name: "L_OP_CONCAT", file: !2, line: 1580)
!1270 = !DILocalVariable(name: "ra", scope: !1271, file: !2, line: 1581, type: !67)
!1271 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1580, column: 25)
!1272 = !DILocalVariable(name: "n", scope: !1271, file: !2, line: 1582, type: !88)
!1273 = !DILabel(scope: !638, name: "L_OP_CLOSE", file: !2, line: 1588)
!1274 = !DILocalVariable(name: "ra", scope: !1275, file: !2, line: 1589, type: !67)
!1275 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1588, column: 24)
!1276 = !DILabel(scope: !638, name: "L_OP_TBC", file: !2, line: 1593)
!1277 = !DILocalVariable(name: "ra", scope: !1278, file: !2, line: 1594, type: !67)
!1278 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1593, column: 22)
!1279 = !DILabel(scope: !638, name: "L_OP_JMP", file: !2, line: 1599)
!1280 = !DILabel(scope: !638, name: "L_OP_EQ", file: !2, line: 1603)
!1281 = !DILocalVariable(name: "ra", scope: !1282, file: !2, line: 1604, type: !67)
!1282 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1603, column: 21)
!1283 = !DILocalVariable(name: "cond", scope: !1282, file: !2, line: 1605, type: !88)
!1284 = !DILocalVariable(name: "rb", scope: !1282, file: !2, line: 1606, type: !211)
!1285 = !DILocalVariable(name: "ni", scope: !1286, file: !2, line: 1608, type: !263)
!1286 = distinct !DILexicalBlock(scope: !1287, file: !2, line: 1608, column: 9)
!1287 = distinct !DILexicalBlock(scope: !1282, file: !2, line: 1608, column: 9)
!1288 = !DILabel(scope: !638, name: "L_OP_LT", file: !2, line: 1611)
!1289 = !DILocalVariable(name: "ra", scope: !1290, file: !2, line: 1612, type: !67)
!1290 = distinct !DILexicalBlock(scope: !1291, file: !2, line: 1612, column: 9)
!1291 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1611, column: 21)
!1292 = !DILocalVariable(name: "cond", scope: !1290, file: !2, line: 1612, type: !88)
!1293 = !DILocalVariable(name: "rb", scope: !1290, file: !2, line: 1612, type: !211)
!1294 = !DILocalVariable(name: "ia", scope: !1295, file: !2, line: 1612, type: !90)
!1295 = distinct !DILexicalBlock(scope: !1296, file: !2, line: 1612, column: 9)
!1296 = distinct !DILexicalBlock(scope: !1290, file: !2, line: 1612, column: 9)
!1297 = !DILocalVariable(name: "ib", scope: !1295, file: !2, line: 1612, type: !90)
!1298 = !DILocalVariable(name: "ni", scope: !1299, file: !2, line: 1612, type: !263)
!1299 = distinct !DILexicalBlock(scope: !1300, file: !2, line: 1612, column: 9)
!1300 = distinct !DILexicalBlock(scope: !1290, file: !2, line: 1612, column: 9)
!1301 = !DILabel(scope: !638, name: "L_OP_LE", file: !2, line: 1615)
!1302 = !DILocalVariable(name: "ra", scope: !1303, file: !2, line: 1616, type: !67)
!1303 = distinct !DILexicalBlock(scope: !1304, file: !2, line: 1616, column: 9)
!1304 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1615, column: 21)
!1305 = !DILocalVariable(name: "cond", scope: !1303, file: !2, line: 1616, type: !88)
!1306 = !DILocalVariable(name: "rb", scope: !1303, file: !2, line: 1616, type: !211)
!1307 = !DILocalVariable(name: "ia", scope: !1308, file: !2, line: 1616, type: !90)
!1308 = distinct !DILexicalBlock(scope: !1309, file: !2, line: 1616, column: 9)
!1309 = distinct !DILexicalBlock(scope: !1303, file: !2, line: 1616, column: 9)
!1310 = !DILocalVariable(name: "ib", scope: !1308, file: !2, line: 1616, type: !90)
!1311 = !DILocalVariable(name: "ni", scope: !1312, file: !2, line: 1616, type: !263)
!1312 = distinct !DILexicalBlock(scope: !1313, file: !2, line: 1616, column: 9)
!1313 = distinct !DILexicalBlock(scope: !1303, file: !2, line: 1616, column: 9)
!1314 = !DILabel(scope: !638, name: "L_OP_EQK", file: !2, line: 1619)
!1315 = !DILocalVariable(name: "ra", scope: !1316, file: !2, line: 1620, type: !67)
!1316 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1619, column: 22)
!1317 = !DILocalVariable(name: "rb", scope: !1316, file: !2, line: 1621, type: !211)
!1318 = !DILocalVariable(name: "cond", scope: !1316, file: !2, line: 1623, type: !88)
!1319 = !DILocalVariable(name: "ni", scope: !1320, file: !2, line: 1624, type: !263)
!1320 = distinct !DILexicalBlock(scope: !1321, file: !2, line: 1624, column: 9)
!1321 = distinct !DILexicalBlock(scope: !1316, file: !2, line: 1624, column: 9)
!1322 = !DILabel(scope: !638, name: "L_OP_EQI", file: !2, line: 1627)
!1323 = !DILocalVariable(name: "ra", scope: !1324, file: !2, line: 1628, type: !67)
!1324 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1627, column: 22)
!1325 = !DILocalVariable(name: "cond", scope: !1324, file: !2, line: 1629, type: !88)
!1326 = !DILocalVariable(name: "im", scope: !1324, file: !2, line: 1630, type: !88)
!1327 = !DILocalVariable(name: "ni", scope: !1328, file: !2, line: 1637, type: !263)
!1328 = distinct !DILexicalBlock(scope: !1329, file: !2, line: 1637, column: 9)
!1329 = distinct !DILexicalBlock(scope: !1324, file: !2, line: 1637, column: 9)
!1330 = !DILabel(scope: !638, name: "L_OP_LTI", file: !2, line: 1640)
!1331 = !DILocalVariable(name: "ra", scope: !1332, file: !2, line: 1641, type: !67)
!1332 = distinct !DILexicalBlock(scope: !1333, file: !2, line: 1641, column: 9)
!1333 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1640, column: 22)
!1334 = !DILocalVariable(name: "cond", scope: !1332, file: !2, line: 1641, type: !88)
!1335 = !DILocalVariable(name: "im", scope: !1332, file: !2, line: 1641, type: !88)
!1336 = !DILocalVariable(name: "fa", scope: !1337, file: !2, line: 1641, type: !93)
!1337 = distinct !DILexicalBlock(scope: !1338, file: !2, line: 1641, column: 9)
!1338 = distinct !DILexicalBlock(scope: !1339, file: !2, line: 1641, column: 9)
!1339 = distinct !DILexicalBlock(scope: !1332, file: !2, line: 1641, column: 9)
!1340 = !DILocalVariable(name: "fim", scope: !1337, file: !2, line: 1641, type: !93)
!1341 = !DILocalVariable(name: "isf", scope: !1342, file: !2, line: 1641, type: !88)
!1342 = distinct !DILexicalBlock(scope: !1338, file: !2, line: 1641, column: 9)
!1343 = !DILocalVariable(name: "ni", scope: !1344, file: !2, line: 1641, type: !263)
!1344 = distinct !DILexicalBlock(scope: !1345, file: !2, line: 1641, column: 9)
!1345 = distinct !DILexicalBlock(scope: !1332, file: !2, line: 1641, column: 9)
!1346 = !DILabel(scope: !638, name: "L_OP_LEI", file: !2, line: 1644)
!1347 = !DILocalVariable(name: "ra", scope: !1348, file: !2, line: 1645, type: !67)
!1348 = distinct !DILexicalBlock(scope: !1349, file: !2, line: 1645, column: 9)
!1349 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1644, column: 22)
!1350 = !DILocalVariable(name: "cond", scope: !1348, file: !2, line: 1645, type: !88)
!1351 = !DILocalVariable(name: "im", scope: !1348, file: !2, line: 1645, type: !88)
!1352 = !DILocalVariable(name: "fa", scope: !1353, file: !2, line: 1645, type: !93)
!1353 = distinct !DILexicalBlock(scope: !1354, file: !2, line: 1645, column: 9)
!1354 = distinct !DILexicalBlock(scope: !1355, file: !2, line: 1645, column: 9)
!1355 = distinct !DILexicalBlock(scope: !1348, file: !2, line: 1645, column: 9)
!1356 = !DILocalVariable(name: "fim", scope: !1353, file: !2, line: 1645, type: !93)
!1357 = !DILocalVariable(name: "isf", scope: !1358, file: !2, line: 1645, type: !88)
!1358 = distinct !DILexicalBlock(scope: !1354, file: !2, line: 1645, column: 9)
!1359 = !DILocalVariable(name: "ni", scope: !1360, file: !2, line: 1645, type: !263)
!1360 = distinct !DILexicalBlock(scope: !1361, file: !2, line: 1645, column: 9)
!1361 = distinct !DILexicalBlock(scope: !1348, file: !2, line: 1645, column: 9)
!1362 = !DILabel(scope: !638, name: "L_OP_GTI", file: !2, line: 1648)
!1363 = !DILocalVariable(name: "ra", scope: !1364, file: !2, line: 1649, type: !67)
!1364 = distinct !DILexicalBlock(scope: !1365, file: !2, line: 1649, column: 9)
!1365 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1648, column: 22)
!1366 = !DILocalVariable(name: "cond", scope: !1364, file: !2, line: 1649, type: !88)
!1367 = !DILocalVariable(name: "im", scope: !1364, file: !2, line: 1649, type: !88)
!1368 = !DILocalVariable(name: "fa", scope: !1369, file: !2, line: 1649, type: !93)
!1369 = distinct !DILexicalBlock(scope: !1370, file: !2, line: 1649, column: 9)
!1370 = distinct !DILexicalBlock(scope: !1371, file: !2, line: 1649, column: 9)
!1371 = distinct !DILexicalBlock(scope: !1364, file: !2, line: 1649, column: 9)
!1372 = !DILocalVariable(name: "fim", scope: !1369, file: !2, line: 1649, type: !93)
!1373 = !DILocalVariable(name: "isf", scope: !1374, file: !2, line: 1649, type: !88)
!1374 = distinct !DILexicalBlock(scope: !1370, file: !2, line: 1649, column: 9)
!1375 = !DILocalVariable(name: "ni", scope: !1376, file: !2, line: 1649, type: !263)
!1376 = distinct !DILexicalBlock(scope: !1377, file: !2, line: 1649, column: 9)
!1377 = distinct !DILexicalBlock(scope: !1364, file: !2, line: 1649, column: 9)
!1378 = !DILabel(scope: !638, name: "L_OP_GEI", file: !2, line: 1652)
!1379 = !DILocalVariable(name: "ra", scope: !1380, file: !2, line: 1653, type: !67)
!1380 = distinct !DILexicalBlock(scope: !1381, file: !2, line: 1653, column: 9)
!1381 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1652, column: 22)
!1382 = !DILocalVariable(name: "cond", scope: !1380, file: !2, line: 1653, type: !88)
!1383 = !DILocalVariable(name: "im", scope: !1380, file: !2, line: 1653, type: !88)
!1384 = !DILocalVariable(name: "fa", scope: !1385, file: !2, line: 1653, type: !93)
!1385 = distinct !DILexicalBlock(scope: !1386, file: !2, line: 1653, column: 9)
!1386 = distinct !DILexicalBlock(scope: !1387, file: !2, line: 1653, column: 9)
!1387 = distinct !DILexicalBlock(scope: !1380, file: !2, line: 1653, column: 9)
!1388 = !DILocalVariable(name: "fim", scope: !1385, file: !2, line: 1653, type: !93)
!1389 = !DILocalVariable(name: "isf", scope: !1390, file: !2, line: 1653, type: !88)
!1390 = distinct !DILexicalBlock(scope: !1386, file: !2, line: 1653, column: 9)
!1391 = !DILocalVariable(name: "ni", scope: !1392, file: !2, line: 1653, type: !263)
!1392 = distinct !DILexicalBlock(scope: !1393, file: !2, line: 1653, column: 9)
!1393 = distinct !DILexicalBlock(scope: !1380, file: !2, line: 1653, column: 9)
!1394 = !DILabel(scope: !638, name: "L_OP_TEST", file: !2, line: 1656)
!1395 = !DILocalVariable(name: "ra", scope: !1396, file: !2, line: 1657, type: !67)
!1396 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1656, column: 23)
!1397 = !DILocalVariable(name: "cond", scope: !1396, file: !2, line: 1658, type: !88)
!1398 = !DILocalVariable(name: "ni", scope: !1399, file: !2, line: 1659, type: !263)
!1399 = distinct !DILexicalBlock(scope: !1400, file: !2, line: 1659, column: 9)
!1400 = distinct !DILexicalBlock(scope: !1396, file: !2, line: 1659, column: 9)
!1401 = !DILabel(scope: !638, name: "L_OP_TESTSET", file: !2, line: 1662)
!1402 = !DILocalVariable(name: "ra", scope: !1403, file: !2, line: 1663, type: !67)
!1403 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1662, column: 26)
!1404 = !DILocalVariable(name: "rb", scope: !1403, file: !2, line: 1664, type: !211)
!1405 = !DILocalVariable(name: "io1", scope: !1406, file: !2, line: 1668, type: !211)
!1406 = distinct !DILexicalBlock(scope: !1407, file: !2, line: 1668, column: 11)
!1407 = distinct !DILexicalBlock(scope: !1408, file: !2, line: 1667, column: 14)
!1408 = distinct !DILexicalBlock(scope: !1403, file: !2, line: 1665, column: 13)
!1409 = !DILocalVariable(name: "io2", scope: !1406, file: !2, line: 1668, type: !644)
!1410 = !DILocalVariable(name: "ni", scope: !1411, file: !2, line: 1669, type: !263)
!1411 = distinct !DILexicalBlock(scope: !1407, file: !2, line: 1669, column: 11)
!1412 = !DILabel(scope: !638, name: "L_OP_CALL", file: !2, line: 1673)
!1413 = !DILocalVariable(name: "ra", scope: !1414, file: !2, line: 1674, type: !67)
!1414 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1673, column: 23)
!1415 = !DILocalVariable(name: "newci", scope: !1414, file: !2, line: 1675, type: !245)
!1416 = !DILocalVariable(name: "b", scope: !1414, file: !2, line: 1676, type: !88)
!1417 = !DILocalVariable(name: "nresults", scope: !1414, file: !2, line: 1677, type: !88)
!1418 = !DILabel(scope: !638, name: "L_OP_TAILCALL", file: !2, line: 1690)
!1419 = !DILocalVariable(name: "ra", scope: !1420, file: !2, line: 1691, type: !67)
!1420 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1690, column: 27)
!1421 = !DILocalVariable(name: "b", scope: !1420, file: !2, line: 1692, type: !88)
!1422 = !DILocalVariable(name: "n", scope: !1420, file: !2, line: 1693, type: !88)
!1423 = !DILocalVariable(name: "nparams1", scope: !1420, file: !2, line: 1694, type: !88)
!1424 = !DILocalVariable(name: "delta", scope: !1420, file: !2, line: 1696, type: !88)
!1425 = !DILabel(scope: !638, name: "L_OP_RETURN", file: !2, line: 1716)
!1426 = !DILocalVariable(name: "ra", scope: !1427, file: !2, line: 1717, type: !67)
!1427 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1716, column: 25)
!1428 = !DILocalVariable(name: "n", scope: !1427, file: !2, line: 1718, type: !88)
!1429 = !DILocalVariable(name: "nparams1", scope: !1427, file: !2, line: 1719, type: !88)
!1430 = !DILabel(scope: !638, name: "L_OP_RETURN0", file: !2, line: 1738)
!1431 = !DILocalVariable(name: "ra", scope: !1432, file: !2, line: 1740, type: !67)
!1432 = distinct !DILexicalBlock(scope: !1433, file: !2, line: 1739, column: 38)
!1433 = distinct !DILexicalBlock(scope: !1434, file: !2, line: 1739, column: 13)
!1434 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1738, column: 26)
!1435 = !DILocalVariable(name: "nres", scope: !1436, file: !2, line: 1747, type: !88)
!1436 = distinct !DILexicalBlock(scope: !1433, file: !2, line: 1746, column: 14)
!1437 = !DILabel(scope: !638, name: "L_OP_RETURN1", file: !2, line: 1755)
!1438 = !DILocalVariable(name: "ra", scope: !1439, file: !2, line: 1757, type: !67)
!1439 = distinct !DILexicalBlock(scope: !1440, file: !2, line: 1756, column: 38)
!1440 = distinct !DILexicalBlock(scope: !1441, file: !2, line: 1756, column: 13)
!1441 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1755, column: 26)
!1442 = !DILocalVariable(name: "nres", scope: !1443, file: !2, line: 1764, type: !88)
!1443 = distinct !DILexicalBlock(scope: !1440, file: !2, line: 1763, column: 14)
!1444 = !DILocalVariable(name: "ra", scope: !1445, file: !2, line: 1769, type: !67)
!1445 = distinct !DILexicalBlock(scope: !1446, file: !2, line: 1768, column: 16)
!1446 = distinct !DILexicalBlock(scope: !1443, file: !2, line: 1766, column: 15)
!1447 = !DILocalVariable(name: "io1", scope: !1448, file: !2, line: 1770, type: !211)
!1448 = distinct !DILexicalBlock(scope: !1445, file: !2, line: 1770, column: 13)
!1449 = !DILocalVariable(name: "io2", scope: !1448, file: !2, line: 1770, type: !644)
!1450 = !DILabel(scope: !1441, name: "ret", file: !2, line: 1776)
!1451 = !DILabel(scope: !638, name: "L_OP_FORLOOP", file: !2, line: 1784)
!1452 = !DILocalVariable(name: "ra", scope: !1453, file: !2, line: 1785, type: !67)
!1453 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1784, column: 26)
!1454 = !DILocalVariable(name: "count", scope: !1455, file: !2, line: 1787, type: !602)
!1455 = distinct !DILexicalBlock(scope: !1456, file: !2, line: 1786, column: 39)
!1456 = distinct !DILexicalBlock(scope: !1453, file: !2, line: 1786, column: 13)
!1457 = !DILocalVariable(name: "step", scope: !1458, file: !2, line: 1789, type: !90)
!1458 = distinct !DILexicalBlock(scope: !1459, file: !2, line: 1788, column: 26)
!1459 = distinct !DILexicalBlock(scope: !1455, file: !2, line: 1788, column: 15)
!1460 = !DILocalVariable(name: "idx", scope: !1458, file: !2, line: 1790, type: !90)
!1461 = !DILocalVariable(name: "io", scope: !1462, file: !2, line: 1791, type: !211)
!1462 = distinct !DILexicalBlock(scope: !1458, file: !2, line: 1791, column: 13)
!1463 = !DILocalVariable(name: "io", scope: !1464, file: !2, line: 1793, type: !211)
!1464 = distinct !DILexicalBlock(scope: !1458, file: !2, line: 1793, column: 13)
!1465 = !DILocalVariable(name: "io", scope: !1466, file: !2, line: 1794, type: !211)
!1466 = distinct !DILexicalBlock(scope: !1458, file: !2, line: 1794, column: 13)
!1467 = !DILabel(scope: !638, name: "L_OP_FORPREP", file: !2, line: 1803)
!1468 = !DILocalVariable(name: "ra", scope: !1469, file: !2, line: 1804, type: !67)
!1469 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1803, column: 26)
!1470 = !DILabel(scope: !638, name: "L_OP_TFORPREP", file: !2, line: 1810)
!1471 = !DILocalVariable(name: "ra", scope: !1472, file: !2, line: 1811, type: !67)
!1472 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1810, column: 27)
!1473 = !DILabel(scope: !638, name: "L_OP_TFORCALL", file: !2, line: 1819)
!1474 = !DILabel(scope: !1475, name: "l_tforcall", file: !2, line: 1820)
!1475 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1819, column: 27)
!1476 = !DILocalVariable(name: "ra", scope: !1477, file: !2, line: 1821, type: !67)
!1477 = distinct !DILexicalBlock(scope: !1475, file: !2, line: 1820, column: 20)
!1478 = !DILabel(scope: !638, name: "L_OP_TFORLOOP", file: !2, line: 1836)
!1479 = !DILabel(scope: !1480, name: "l_tforloop", file: !2, line: 1837)
!1480 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1836, column: 27)
!1481 = !DILocalVariable(name: "ra", scope: !1482, file: !2, line: 1838, type: !67)
!1482 = distinct !DILexicalBlock(scope: !1480, file: !2, line: 1837, column: 20)
!1483 = !DILocalVariable(name: "io1", scope: !1484, file: !2, line: 1840, type: !211)
!1484 = distinct !DILexicalBlock(scope: !1485, file: !2, line: 1840, column: 11)
!1485 = distinct !DILexicalBlock(scope: !1486, file: !2, line: 1839, column: 36)
!1486 = distinct !DILexicalBlock(scope: !1482, file: !2, line: 1839, column: 13)
!1487 = !DILocalVariable(name: "io2", scope: !1484, file: !2, line: 1840, type: !644)
!1488 = !DILabel(scope: !638, name: "L_OP_SETLIST", file: !2, line: 1845)
!1489 = !DILocalVariable(name: "ra", scope: !1490, file: !2, line: 1846, type: !67)
!1490 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1845, column: 26)
!1491 = !DILocalVariable(name: "n", scope: !1490, file: !2, line: 1847, type: !88)
!1492 = !DILocalVariable(name: "last", scope: !1490, file: !2, line: 1848, type: !143)
!1493 = !DILocalVariable(name: "h", scope: !1490, file: !2, line: 1849, type: !811)
!1494 = !DILocalVariable(name: "val", scope: !1495, file: !2, line: 1862, type: !211)
!1495 = distinct !DILexicalBlock(scope: !1496, file: !2, line: 1861, column: 28)
!1496 = distinct !DILexicalBlock(scope: !1497, file: !2, line: 1861, column: 9)
!1497 = distinct !DILexicalBlock(scope: !1490, file: !2, line: 1861, column: 9)
!1498 = !DILocalVariable(name: "io1", scope: !1499, file: !2, line: 1863, type: !211)
!1499 = distinct !DILexicalBlock(scope: !1495, file: !2, line: 1863, column: 11)
!1500 = !DILocalVariable(name: "io2", scope: !1499, file: !2, line: 1863, type: !644)
!1501 = !DILabel(scope: !638, name: "L_OP_CLOSURE", file: !2, line: 1869)
!1502 = !DILocalVariable(name: "ra", scope: !1503, file: !2, line: 1870, type: !67)
!1503 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1869, column: 26)
!1504 = !DILocalVariable(name: "p", scope: !1503, file: !2, line: 1871, type: !1505)
!1505 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1506, size: 64)
!1506 = !DIDerivedType(tag: DW_TAG_typedef, name: "Proto", file: !48, line: 573, baseType: !544)
!1507 = !DILabel(scope: !638, name: "L_OP_VARARG", file: !2, line: 1876)
!1508 = !DILocalVariable(name: "ra", scope: !1509, file: !2, line: 1877, type: !67)
!1509 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1876, column: 25)
!1510 = !DILocalVariable(name: "n", scope: !1509, file: !2, line: 1878, type: !88)
!1511 = !DILabel(scope: !638, name: "L_OP_VARARGPREP", file: !2, line: 1882)
!1512 = !DILabel(scope: !638, name: "L_OP_EXTRAARG", file: !2, line: 1891)
!1513 = !DIFile(filename: "src/lua/ljumptab.h", directory: ".", checksumkind: CSK_MD5, checksum: "559c809d2c65e02b15d2cbe1814f760c")
!1514 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1515, size: 5312, elements: !1518)
!1515 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1516)
!1516 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1517, size: 64)
!1517 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!1518 = !{!1519}
!1519 = !DISubrange(count: 83)
!1520 = !{i32 7, !"Dwarf Version", i32 5}
!1521 = !{i32 2, !"Debug Info Version", i32 3}
!1522 = !{i32 1, !"wchar_size", i32 4}
!1523 = !{i32 8, !"PIC Level", i32 2}
!1524 = !{i32 7, !"PIE Level", i32 2}
!1525 = !{i32 7, !"uwtable", i32 2}
!1526 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!1527 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1528 = distinct !DISubprogram(name: "luaV_tonumber_", scope: !2, file: !2, line: 105, type: !1529, scopeLine: 105, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !1532)
!1529 = !DISubroutineType(types: !1530)
!1530 = !{!88, !644, !1531}
!1531 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!1532 = !{!1533, !1534, !1535}
!1533 = !DILocalVariable(name: "obj", arg: 1, scope: !1528, file: !2, line: 105, type: !644)
!1534 = !DILocalVariable(name: "n", arg: 2, scope: !1528, file: !2, line: 105, type: !1531)
!1535 = !DILocalVariable(name: "v", scope: !1528, file: !2, line: 106, type: !73)
!1536 = distinct !DIAssignID()
!1537 = !DILocation(line: 0, scope: !1528)
!1538 = !DILocation(line: 106, column: 3, scope: !1528)
!1539 = !DILocation(line: 107, column: 7, scope: !1540)
!1540 = distinct !DILexicalBlock(scope: !1528, file: !2, line: 107, column: 7)
!1541 = !{!1542, !1543, i64 8}
!1542 = !{!"TValue", !1543, i64 0, !1543, i64 8}
!1543 = !{!"omnipotent char", !1544, i64 0}
!1544 = !{!"Simple C/C++ TBAA"}
!1545 = !DILocation(line: 107, column: 7, scope: !1528)
!1546 = !DILocation(line: 108, column: 10, scope: !1547)
!1547 = distinct !DILexicalBlock(scope: !1540, file: !2, line: 107, column: 25)
!1548 = !{!1543, !1543, i64 0}
!1549 = !DILocation(line: 109, column: 5, scope: !1547)
!1550 = !DILocalVariable(name: "obj", arg: 1, scope: !1551, file: !2, line: 90, type: !644)
!1551 = distinct !DISubprogram(name: "l_strton", scope: !2, file: !2, line: 90, type: !1552, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !1554)
!1552 = !DISubroutineType(types: !1553)
!1553 = !{!88, !644, !211}
!1554 = !{!1550, !1555, !1556}
!1555 = !DILocalVariable(name: "result", arg: 2, scope: !1551, file: !2, line: 90, type: !211)
!1556 = !DILocalVariable(name: "st", scope: !1557, file: !2, line: 95, type: !133)
!1557 = distinct !DILexicalBlock(scope: !1558, file: !2, line: 94, column: 8)
!1558 = distinct !DILexicalBlock(scope: !1551, file: !2, line: 92, column: 7)
!1559 = !DILocation(line: 0, scope: !1551, inlinedAt: !1560)
!1560 = distinct !DILocation(line: 111, column: 12, scope: !1561)
!1561 = distinct !DILexicalBlock(scope: !1540, file: !2, line: 111, column: 12)
!1562 = !DILocation(line: 92, column: 8, scope: !1558, inlinedAt: !1560)
!1563 = !DILocation(line: 92, column: 7, scope: !1551, inlinedAt: !1560)
!1564 = !DILocation(line: 95, column: 19, scope: !1557, inlinedAt: !1560)
!1565 = !DILocation(line: 0, scope: !1557, inlinedAt: !1560)
!1566 = !DILocation(line: 96, column: 26, scope: !1557, inlinedAt: !1560)
!1567 = !DILocation(line: 96, column: 13, scope: !1557, inlinedAt: !1560)
!1568 = !DILocation(line: 96, column: 49, scope: !1557, inlinedAt: !1560)
!1569 = !{!1570, !1543, i64 11}
!1570 = !{!"TString", !1571, i64 0, !1543, i64 8, !1543, i64 9, !1543, i64 10, !1543, i64 11, !1572, i64 12, !1543, i64 16, !1543, i64 24}
!1571 = !{!"any pointer", !1543, i64 0}
!1572 = !{!"int", !1543, i64 0}
!1573 = !DILocation(line: 96, column: 60, scope: !1557, inlinedAt: !1560)
!1574 = !DILocation(line: 96, column: 46, scope: !1557, inlinedAt: !1560)
!1575 = !DILocation(line: 111, column: 12, scope: !1540)
!1576 = !DILocation(line: 112, column: 10, scope: !1577)
!1577 = distinct !DILexicalBlock(scope: !1561, file: !2, line: 111, column: 31)
!1578 = !DILocation(line: 113, column: 5, scope: !1577)
!1579 = !DILocation(line: 0, scope: !1540)
!1580 = !{!1581, !1581, i64 0}
!1581 = !{!"double", !1543, i64 0}
!1582 = !DILocation(line: 117, column: 1, scope: !1528)
!1583 = distinct !DISubprogram(name: "luaV_flttointeger", scope: !2, file: !2, line: 123, type: !1584, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !1588)
!1584 = !DISubroutineType(types: !1585)
!1585 = !{!88, !93, !1586, !1587}
!1586 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!1587 = !DIDerivedType(tag: DW_TAG_typedef, name: "F2Imod", file: !371, line: 47, baseType: !370)
!1588 = !{!1589, !1590, !1591, !1592}
!1589 = !DILocalVariable(name: "n", arg: 1, scope: !1583, file: !2, line: 123, type: !93)
!1590 = !DILocalVariable(name: "p", arg: 2, scope: !1583, file: !2, line: 123, type: !1586)
!1591 = !DILocalVariable(name: "mode", arg: 3, scope: !1583, file: !2, line: 123, type: !1587)
!1592 = !DILocalVariable(name: "f", scope: !1583, file: !2, line: 124, type: !93)
!1593 = !DILocation(line: 0, scope: !1583)
!1594 = !DILocation(line: 124, column: 18, scope: !1583)
!1595 = !DILocation(line: 125, column: 9, scope: !1596)
!1596 = distinct !DILexicalBlock(scope: !1583, file: !2, line: 125, column: 7)
!1597 = !DILocation(line: 125, column: 7, scope: !1583)
!1598 = !DILocation(line: 126, column: 9, scope: !1599)
!1599 = distinct !DILexicalBlock(scope: !1596, file: !2, line: 125, column: 15)
!1600 = !DILocation(line: 128, column: 9, scope: !1601)
!1601 = distinct !DILexicalBlock(scope: !1602, file: !2, line: 127, column: 14)
!1602 = distinct !DILexicalBlock(scope: !1599, file: !2, line: 126, column: 9)
!1603 = !DILocation(line: 128, column: 7, scope: !1601)
!1604 = !DILocation(line: 130, column: 10, scope: !1583)
!1605 = !{!1606, !1606, i64 0}
!1606 = !{!"long long", !1543, i64 0}
!1607 = !DILocation(line: 130, column: 3, scope: !1583)
!1608 = !DILocation(line: 131, column: 1, scope: !1583)
!1609 = distinct !DISubprogram(name: "luaV_tointegerns", scope: !2, file: !2, line: 139, type: !1610, scopeLine: 139, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !1612)
!1610 = !DISubroutineType(types: !1611)
!1611 = !{!88, !644, !1586, !1587}
!1612 = !{!1613, !1614, !1615}
!1613 = !DILocalVariable(name: "obj", arg: 1, scope: !1609, file: !2, line: 139, type: !644)
!1614 = !DILocalVariable(name: "p", arg: 2, scope: !1609, file: !2, line: 139, type: !1586)
!1615 = !DILocalVariable(name: "mode", arg: 3, scope: !1609, file: !2, line: 139, type: !1587)
!1616 = !DILocation(line: 0, scope: !1609)
!1617 = !DILocation(line: 140, column: 7, scope: !1618)
!1618 = distinct !DILexicalBlock(scope: !1609, file: !2, line: 140, column: 7)
!1619 = !DILocation(line: 140, column: 7, scope: !1609)
!1620 = !DILocation(line: 141, column: 30, scope: !1618)
!1621 = !DILocation(line: 0, scope: !1583, inlinedAt: !1622)
!1622 = distinct !DILocation(line: 141, column: 12, scope: !1618)
!1623 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !1622)
!1624 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !1622)
!1625 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !1622)
!1626 = !DILocation(line: 126, column: 9, scope: !1599, inlinedAt: !1622)
!1627 = !DILocation(line: 128, column: 9, scope: !1601, inlinedAt: !1622)
!1628 = !DILocation(line: 128, column: 7, scope: !1601, inlinedAt: !1622)
!1629 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !1622)
!1630 = !DILocation(line: 130, column: 3, scope: !1583, inlinedAt: !1622)
!1631 = !DILocation(line: 143, column: 10, scope: !1632)
!1632 = distinct !DILexicalBlock(scope: !1633, file: !2, line: 142, column: 30)
!1633 = distinct !DILexicalBlock(scope: !1618, file: !2, line: 142, column: 12)
!1634 = !DILocation(line: 143, column: 8, scope: !1632)
!1635 = !DILocation(line: 144, column: 5, scope: !1632)
!1636 = !DILocation(line: 0, scope: !1618)
!1637 = !DILocation(line: 148, column: 1, scope: !1609)
!1638 = distinct !DISubprogram(name: "luaV_tointeger", scope: !2, file: !2, line: 154, type: !1610, scopeLine: 154, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !1639)
!1639 = !{!1640, !1641, !1642, !1643}
!1640 = !DILocalVariable(name: "obj", arg: 1, scope: !1638, file: !2, line: 154, type: !644)
!1641 = !DILocalVariable(name: "p", arg: 2, scope: !1638, file: !2, line: 154, type: !1586)
!1642 = !DILocalVariable(name: "mode", arg: 3, scope: !1638, file: !2, line: 154, type: !1587)
!1643 = !DILocalVariable(name: "v", scope: !1638, file: !2, line: 155, type: !73)
!1644 = distinct !DIAssignID()
!1645 = !DILocation(line: 0, scope: !1638)
!1646 = !DILocation(line: 155, column: 3, scope: !1638)
!1647 = !DILocation(line: 0, scope: !1551, inlinedAt: !1648)
!1648 = distinct !DILocation(line: 156, column: 7, scope: !1649)
!1649 = distinct !DILexicalBlock(scope: !1638, file: !2, line: 156, column: 7)
!1650 = !DILocation(line: 92, column: 8, scope: !1558, inlinedAt: !1648)
!1651 = !DILocation(line: 92, column: 7, scope: !1551, inlinedAt: !1648)
!1652 = !DILocation(line: 95, column: 19, scope: !1557, inlinedAt: !1648)
!1653 = !DILocation(line: 0, scope: !1557, inlinedAt: !1648)
!1654 = !DILocation(line: 96, column: 26, scope: !1557, inlinedAt: !1648)
!1655 = !DILocation(line: 96, column: 13, scope: !1557, inlinedAt: !1648)
!1656 = !DILocation(line: 96, column: 49, scope: !1557, inlinedAt: !1648)
!1657 = !DILocation(line: 96, column: 60, scope: !1557, inlinedAt: !1648)
!1658 = !DILocation(line: 96, column: 46, scope: !1557, inlinedAt: !1648)
!1659 = !DILocation(line: 0, scope: !1609, inlinedAt: !1660)
!1660 = distinct !DILocation(line: 158, column: 10, scope: !1638)
!1661 = !DILocation(line: 156, column: 7, scope: !1638)
!1662 = !DILocation(line: 140, column: 7, scope: !1618, inlinedAt: !1660)
!1663 = !DILocation(line: 140, column: 7, scope: !1609, inlinedAt: !1660)
!1664 = !DILocation(line: 141, column: 30, scope: !1618, inlinedAt: !1660)
!1665 = !DILocation(line: 0, scope: !1583, inlinedAt: !1666)
!1666 = distinct !DILocation(line: 141, column: 12, scope: !1618, inlinedAt: !1660)
!1667 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !1666)
!1668 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !1666)
!1669 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !1666)
!1670 = !DILocation(line: 126, column: 9, scope: !1599, inlinedAt: !1666)
!1671 = !DILocation(line: 128, column: 9, scope: !1601, inlinedAt: !1666)
!1672 = !DILocation(line: 128, column: 7, scope: !1601, inlinedAt: !1666)
!1673 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !1666)
!1674 = !DILocation(line: 130, column: 3, scope: !1583, inlinedAt: !1666)
!1675 = !DILocation(line: 143, column: 10, scope: !1632, inlinedAt: !1660)
!1676 = !DILocation(line: 143, column: 8, scope: !1632, inlinedAt: !1660)
!1677 = !DILocation(line: 144, column: 5, scope: !1632, inlinedAt: !1660)
!1678 = !DILocation(line: 0, scope: !1618, inlinedAt: !1660)
!1679 = !DILocation(line: 159, column: 1, scope: !1638)
!1680 = !DILocation(line: 158, column: 3, scope: !1638)
!1681 = distinct !DISubprogram(name: "luaV_finishget", scope: !2, file: !2, line: 289, type: !1682, scopeLine: 290, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !1684)
!1682 = !DISubroutineType(types: !1683)
!1683 = !{null, !39, !644, !211, !67, !644}
!1684 = !{!1685, !1686, !1687, !1688, !1689, !1690, !1691, !1692, !1699}
!1685 = !DILocalVariable(name: "L", arg: 1, scope: !1681, file: !2, line: 289, type: !39)
!1686 = !DILocalVariable(name: "t", arg: 2, scope: !1681, file: !2, line: 289, type: !644)
!1687 = !DILocalVariable(name: "key", arg: 3, scope: !1681, file: !2, line: 289, type: !211)
!1688 = !DILocalVariable(name: "val", arg: 4, scope: !1681, file: !2, line: 289, type: !67)
!1689 = !DILocalVariable(name: "slot", arg: 5, scope: !1681, file: !2, line: 290, type: !644)
!1690 = !DILocalVariable(name: "loop", scope: !1681, file: !2, line: 291, type: !88)
!1691 = !DILocalVariable(name: "tm", scope: !1681, file: !2, line: 292, type: !644)
!1692 = !DILocalVariable(name: "io1", scope: !1693, file: !2, line: 316, type: !211)
!1693 = distinct !DILexicalBlock(scope: !1694, file: !2, line: 316, column: 7)
!1694 = distinct !DILexicalBlock(scope: !1695, file: !2, line: 315, column: 50)
!1695 = distinct !DILexicalBlock(scope: !1696, file: !2, line: 315, column: 9)
!1696 = distinct !DILexicalBlock(scope: !1697, file: !2, line: 293, column: 45)
!1697 = distinct !DILexicalBlock(scope: !1698, file: !2, line: 293, column: 3)
!1698 = distinct !DILexicalBlock(scope: !1681, file: !2, line: 293, column: 3)
!1699 = !DILocalVariable(name: "io2", scope: !1693, file: !2, line: 316, type: !644)
!1700 = !DILocation(line: 0, scope: !1681)
!1701 = !DILocation(line: 293, column: 3, scope: !1698)
!1702 = !DILocation(line: 294, column: 14, scope: !1703)
!1703 = distinct !DILexicalBlock(scope: !1696, file: !2, line: 294, column: 9)
!1704 = !DILocation(line: 294, column: 9, scope: !1696)
!1705 = !DILocation(line: 296, column: 12, scope: !1706)
!1706 = distinct !DILexicalBlock(scope: !1703, file: !2, line: 294, column: 23)
!1707 = !DILocation(line: 297, column: 11, scope: !1708)
!1708 = distinct !DILexicalBlock(scope: !1706, file: !2, line: 297, column: 11)
!1709 = !DILocation(line: 297, column: 11, scope: !1706)
!1710 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!1711 = !DILocation(line: 298, column: 9, scope: !1708)
!1712 = !DILocation(line: 303, column: 12, scope: !1713)
!1713 = distinct !DILexicalBlock(scope: !1703, file: !2, line: 301, column: 10)
!1714 = !{!1715, !1543, i64 10}
!1715 = !{!"Table", !1571, i64 0, !1543, i64 8, !1543, i64 9, !1543, i64 10, !1543, i64 11, !1572, i64 12, !1571, i64 16, !1571, i64 24, !1571, i64 32, !1571, i64 40, !1571, i64 48}
!1716 = !{!1717, !1571, i64 24}
!1717 = !{!"lua_State", !1571, i64 0, !1543, i64 8, !1543, i64 9, !1543, i64 10, !1543, i64 11, !1718, i64 12, !1543, i64 16, !1571, i64 24, !1571, i64 32, !1543, i64 40, !1543, i64 48, !1571, i64 56, !1543, i64 64, !1571, i64 72, !1571, i64 80, !1571, i64 88, !1719, i64 96, !1571, i64 160, !1720, i64 168, !1572, i64 176, !1572, i64 180, !1572, i64 184, !1572, i64 188, !1572, i64 192}
!1718 = !{!"short", !1543, i64 0}
!1719 = !{!"CallInfo", !1543, i64 0, !1543, i64 8, !1571, i64 16, !1571, i64 24, !1543, i64 32, !1543, i64 56, !1718, i64 60, !1718, i64 62}
!1720 = !{!"long", !1543, i64 0}
!1721 = !{!1571, !1571, i64 0}
!1722 = !DILocation(line: 304, column: 14, scope: !1723)
!1723 = distinct !DILexicalBlock(scope: !1713, file: !2, line: 304, column: 11)
!1724 = !DILocation(line: 304, column: 11, scope: !1713)
!1725 = !DILocation(line: 310, column: 9, scope: !1726)
!1726 = distinct !DILexicalBlock(scope: !1696, file: !2, line: 310, column: 9)
!1727 = !DILocation(line: 305, column: 9, scope: !1728)
!1728 = distinct !DILexicalBlock(scope: !1723, file: !2, line: 304, column: 23)
!1729 = !DILocation(line: 306, column: 9, scope: !1728)
!1730 = !DILocation(line: 0, scope: !1703)
!1731 = !DILocation(line: 310, column: 9, scope: !1696)
!1732 = !DILocation(line: 311, column: 7, scope: !1733)
!1733 = distinct !DILexicalBlock(scope: !1726, file: !2, line: 310, column: 27)
!1734 = !DILocation(line: 312, column: 7, scope: !1733)
!1735 = !DILocation(line: 315, column: 9, scope: !1695)
!1736 = !DILocation(line: 315, column: 9, scope: !1696)
!1737 = !DILocation(line: 0, scope: !1693)
!1738 = !DILocation(line: 316, column: 7, scope: !1693)
!1739 = !DILocation(line: 317, column: 7, scope: !1694)
!1740 = !DILocation(line: 293, column: 41, scope: !1697)
!1741 = !DILocation(line: 293, column: 23, scope: !1697)
!1742 = distinct !{!1742, !1701, !1743, !1744}
!1743 = !DILocation(line: 320, column: 3, scope: !1698)
!1744 = !{!"llvm.loop.mustprogress"}
!1745 = !DILocation(line: 321, column: 3, scope: !1681)
!1746 = !DILocation(line: 322, column: 1, scope: !1681)
!1747 = !DISubprogram(name: "luaT_gettmbyobj", scope: !377, file: !377, line: 77, type: !1748, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1748 = !DISubroutineType(types: !1749)
!1749 = !{!644, !39, !644, !605}
!1750 = !DISubprogram(name: "luaG_typeerror", scope: !1751, file: !1751, line: 42, type: !1752, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1751 = !DIFile(filename: "src/lua/ldebug.h", directory: ".", checksumkind: CSK_MD5, checksum: "e354d5afec415152be85e3d4d3dd589e")
!1752 = !DISubroutineType(types: !1753)
!1753 = !{null, !39, !644, !241}
!1754 = !DISubprogram(name: "luaT_gettm", scope: !377, file: !377, line: 76, type: !1755, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1755 = !DISubroutineType(types: !1756)
!1756 = !{!644, !811, !605, !133}
!1757 = !DISubprogram(name: "luaT_callTMres", scope: !377, file: !377, line: 83, type: !1758, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1758 = !DISubroutineType(types: !1759)
!1759 = !{null, !39, !644, !644, !644, !67}
!1760 = !DISubprogram(name: "luaH_get", scope: !1761, file: !1761, line: 43, type: !1762, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1761 = !DIFile(filename: "src/lua/ltable.h", directory: ".", checksumkind: CSK_MD5, checksum: "4a6e45ffd6bd7e7669e61503bcc436f3")
!1762 = !DISubroutineType(types: !1763)
!1763 = !{!644, !811, !644}
!1764 = !DISubprogram(name: "luaG_runerror", scope: !1751, file: !1751, line: 56, type: !1765, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1765 = !DISubroutineType(types: !1766)
!1766 = !{null, !39, !241, null}
!1767 = distinct !DISubprogram(name: "luaV_finishset", scope: !2, file: !2, line: 332, type: !1768, scopeLine: 333, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !1770)
!1768 = !DISubroutineType(types: !1769)
!1769 = !{null, !39, !644, !211, !211, !644}
!1770 = !{!1771, !1772, !1773, !1774, !1775, !1776, !1777, !1781, !1784, !1789}
!1771 = !DILocalVariable(name: "L", arg: 1, scope: !1767, file: !2, line: 332, type: !39)
!1772 = !DILocalVariable(name: "t", arg: 2, scope: !1767, file: !2, line: 332, type: !644)
!1773 = !DILocalVariable(name: "key", arg: 3, scope: !1767, file: !2, line: 332, type: !211)
!1774 = !DILocalVariable(name: "val", arg: 4, scope: !1767, file: !2, line: 333, type: !211)
!1775 = !DILocalVariable(name: "slot", arg: 5, scope: !1767, file: !2, line: 333, type: !644)
!1776 = !DILocalVariable(name: "loop", scope: !1767, file: !2, line: 334, type: !88)
!1777 = !DILocalVariable(name: "tm", scope: !1778, file: !2, line: 336, type: !644)
!1778 = distinct !DILexicalBlock(scope: !1779, file: !2, line: 335, column: 45)
!1779 = distinct !DILexicalBlock(scope: !1780, file: !2, line: 335, column: 3)
!1780 = distinct !DILexicalBlock(scope: !1767, file: !2, line: 335, column: 3)
!1781 = !DILocalVariable(name: "h", scope: !1782, file: !2, line: 338, type: !811)
!1782 = distinct !DILexicalBlock(scope: !1783, file: !2, line: 337, column: 23)
!1783 = distinct !DILexicalBlock(scope: !1778, file: !2, line: 337, column: 9)
!1784 = !DILocalVariable(name: "io1", scope: !1785, file: !2, line: 361, type: !211)
!1785 = distinct !DILexicalBlock(scope: !1786, file: !2, line: 361, column: 7)
!1786 = distinct !DILexicalBlock(scope: !1787, file: !2, line: 361, column: 7)
!1787 = distinct !DILexicalBlock(scope: !1788, file: !2, line: 360, column: 50)
!1788 = distinct !DILexicalBlock(scope: !1778, file: !2, line: 360, column: 9)
!1789 = !DILocalVariable(name: "io2", scope: !1785, file: !2, line: 361, type: !644)
!1790 = !DILocation(line: 0, scope: !1767)
!1791 = !DILocation(line: 335, column: 3, scope: !1780)
!1792 = !DILocation(line: 337, column: 14, scope: !1783)
!1793 = !DILocation(line: 337, column: 9, scope: !1778)
!1794 = !DILocation(line: 338, column: 18, scope: !1782)
!1795 = !DILocation(line: 0, scope: !1782)
!1796 = !DILocation(line: 340, column: 12, scope: !1782)
!1797 = !{!1715, !1571, i64 40}
!1798 = !DILocation(line: 0, scope: !1778)
!1799 = !DILocation(line: 341, column: 14, scope: !1800)
!1800 = distinct !DILexicalBlock(scope: !1782, file: !2, line: 341, column: 11)
!1801 = !DILocation(line: 341, column: 11, scope: !1782)
!1802 = !DILocation(line: 355, column: 9, scope: !1803)
!1803 = distinct !DILexicalBlock(scope: !1778, file: !2, line: 355, column: 9)
!1804 = !DILocation(line: 342, column: 9, scope: !1805)
!1805 = distinct !DILexicalBlock(scope: !1800, file: !2, line: 341, column: 23)
!1806 = !DILocation(line: 343, column: 9, scope: !1805)
!1807 = !DILocation(line: 344, column: 9, scope: !1805)
!1808 = !{!1809, !1543, i64 9}
!1809 = !{!"GCObject", !1571, i64 0, !1543, i64 8, !1543, i64 9}
!1810 = !DILocation(line: 350, column: 12, scope: !1811)
!1811 = distinct !DILexicalBlock(scope: !1783, file: !2, line: 349, column: 10)
!1812 = !DILocation(line: 351, column: 11, scope: !1813)
!1813 = distinct !DILexicalBlock(scope: !1811, file: !2, line: 351, column: 11)
!1814 = !DILocation(line: 351, column: 11, scope: !1811)
!1815 = !DILocation(line: 352, column: 9, scope: !1813)
!1816 = !DILocation(line: 0, scope: !1783)
!1817 = !DILocation(line: 355, column: 9, scope: !1778)
!1818 = !DILocation(line: 356, column: 7, scope: !1819)
!1819 = distinct !DILexicalBlock(scope: !1803, file: !2, line: 355, column: 27)
!1820 = !DILocation(line: 357, column: 7, scope: !1819)
!1821 = !DILocation(line: 360, column: 9, scope: !1788)
!1822 = !DILocation(line: 360, column: 9, scope: !1778)
!1823 = !DILocation(line: 0, scope: !1785)
!1824 = !DILocation(line: 361, column: 7, scope: !1785)
!1825 = !DILocation(line: 361, column: 7, scope: !1786)
!1826 = !DILocation(line: 335, column: 41, scope: !1779)
!1827 = !DILocation(line: 335, column: 23, scope: !1779)
!1828 = distinct !{!1828, !1791, !1829, !1744}
!1829 = !DILocation(line: 365, column: 3, scope: !1780)
!1830 = !DILocation(line: 366, column: 3, scope: !1767)
!1831 = !DILocation(line: 367, column: 1, scope: !1767)
!1832 = !DISubprogram(name: "luaH_finishset", scope: !1761, file: !1761, line: 46, type: !1833, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1833 = !DISubroutineType(types: !1834)
!1834 = !{null, !39, !811, !644, !644, !211}
!1835 = !DISubprogram(name: "luaC_barrierback_", scope: !1836, file: !1836, line: 197, type: !1837, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1836 = !DIFile(filename: "src/lua/lgc.h", directory: ".", checksumkind: CSK_MD5, checksum: "27471f6a393f1da8078a1cd072699654")
!1837 = !DISubroutineType(types: !1838)
!1838 = !{null, !39, !171}
!1839 = !DISubprogram(name: "luaT_callTM", scope: !377, file: !377, line: 81, type: !1840, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1840 = !DISubroutineType(types: !1841)
!1841 = !{null, !39, !644, !644, !644, !644}
!1842 = distinct !DISubprogram(name: "luaV_lessthan", scope: !2, file: !2, line: 536, type: !1843, scopeLine: 536, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !1845)
!1843 = !DISubroutineType(types: !1844)
!1844 = !{!88, !39, !644, !644}
!1845 = !{!1846, !1847, !1848}
!1846 = !DILocalVariable(name: "L", arg: 1, scope: !1842, file: !2, line: 536, type: !39)
!1847 = !DILocalVariable(name: "l", arg: 2, scope: !1842, file: !2, line: 536, type: !644)
!1848 = !DILocalVariable(name: "r", arg: 3, scope: !1842, file: !2, line: 536, type: !644)
!1849 = !DILocation(line: 0, scope: !1842)
!1850 = !DILocation(line: 537, column: 7, scope: !1851)
!1851 = distinct !DILexicalBlock(scope: !1842, file: !2, line: 537, column: 7)
!1852 = !DILocation(line: 537, column: 21, scope: !1851)
!1853 = !DILocation(line: 537, column: 24, scope: !1851)
!1854 = !DILocation(line: 537, column: 7, scope: !1842)
!1855 = !DILocalVariable(name: "l", arg: 1, scope: !1856, file: !2, line: 480, type: !644)
!1856 = distinct !DISubprogram(name: "LTnum", scope: !2, file: !2, line: 480, type: !1857, scopeLine: 480, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !1859)
!1857 = !DISubroutineType(types: !1858)
!1858 = !{!88, !644, !644}
!1859 = !{!1855, !1860, !1861, !1864}
!1860 = !DILocalVariable(name: "r", arg: 2, scope: !1856, file: !2, line: 480, type: !644)
!1861 = !DILocalVariable(name: "li", scope: !1862, file: !2, line: 483, type: !90)
!1862 = distinct !DILexicalBlock(scope: !1863, file: !2, line: 482, column: 23)
!1863 = distinct !DILexicalBlock(scope: !1856, file: !2, line: 482, column: 7)
!1864 = !DILocalVariable(name: "lf", scope: !1865, file: !2, line: 490, type: !93)
!1865 = distinct !DILexicalBlock(scope: !1863, file: !2, line: 489, column: 8)
!1866 = !DILocation(line: 0, scope: !1856, inlinedAt: !1867)
!1867 = distinct !DILocation(line: 538, column: 12, scope: !1851)
!1868 = !DILocation(line: 482, column: 7, scope: !1863, inlinedAt: !1867)
!1869 = !DILocation(line: 482, column: 7, scope: !1856, inlinedAt: !1867)
!1870 = !DILocation(line: 483, column: 22, scope: !1862, inlinedAt: !1867)
!1871 = !DILocation(line: 0, scope: !1862, inlinedAt: !1867)
!1872 = !DILocation(line: 484, column: 9, scope: !1873, inlinedAt: !1867)
!1873 = distinct !DILexicalBlock(scope: !1862, file: !2, line: 484, column: 9)
!1874 = !DILocation(line: 484, column: 9, scope: !1862, inlinedAt: !1867)
!1875 = !DILocation(line: 485, column: 19, scope: !1873, inlinedAt: !1867)
!1876 = !DILocation(line: 485, column: 17, scope: !1873, inlinedAt: !1867)
!1877 = !DILocation(line: 485, column: 7, scope: !1873, inlinedAt: !1867)
!1878 = !DILocation(line: 487, column: 29, scope: !1873, inlinedAt: !1867)
!1879 = !DILocalVariable(name: "i", arg: 1, scope: !1880, file: !2, line: 413, type: !90)
!1880 = distinct !DISubprogram(name: "LTintfloat", scope: !2, file: !2, line: 413, type: !1881, scopeLine: 413, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !1883)
!1881 = !DISubroutineType(types: !1882)
!1882 = !{!88, !90, !93}
!1883 = !{!1879, !1884, !1885}
!1884 = !DILocalVariable(name: "f", arg: 2, scope: !1880, file: !2, line: 413, type: !93)
!1885 = !DILocalVariable(name: "fi", scope: !1886, file: !2, line: 417, type: !90)
!1886 = distinct !DILexicalBlock(scope: !1887, file: !2, line: 416, column: 8)
!1887 = distinct !DILexicalBlock(scope: !1880, file: !2, line: 414, column: 7)
!1888 = !DILocation(line: 0, scope: !1880, inlinedAt: !1889)
!1889 = distinct !DILocation(line: 487, column: 14, scope: !1873, inlinedAt: !1867)
!1890 = !DILocation(line: 414, column: 7, scope: !1887, inlinedAt: !1889)
!1891 = !DILocation(line: 414, column: 7, scope: !1880, inlinedAt: !1889)
!1892 = !DILocation(line: 415, column: 12, scope: !1887, inlinedAt: !1889)
!1893 = !DILocation(line: 415, column: 5, scope: !1887, inlinedAt: !1889)
!1894 = !DILocation(line: 0, scope: !1583, inlinedAt: !1895)
!1895 = distinct !DILocation(line: 418, column: 9, scope: !1896, inlinedAt: !1889)
!1896 = distinct !DILexicalBlock(scope: !1886, file: !2, line: 418, column: 9)
!1897 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !1895)
!1898 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !1895)
!1899 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !1895)
!1900 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !1895)
!1901 = !DILocation(line: 0, scope: !1886, inlinedAt: !1889)
!1902 = !DILocation(line: 418, column: 9, scope: !1886, inlinedAt: !1889)
!1903 = !DILocation(line: 490, column: 21, scope: !1865, inlinedAt: !1867)
!1904 = !DILocation(line: 0, scope: !1865, inlinedAt: !1867)
!1905 = !DILocation(line: 491, column: 9, scope: !1906, inlinedAt: !1867)
!1906 = distinct !DILexicalBlock(scope: !1865, file: !2, line: 491, column: 9)
!1907 = !DILocation(line: 491, column: 9, scope: !1865, inlinedAt: !1867)
!1908 = !DILocation(line: 492, column: 14, scope: !1906, inlinedAt: !1867)
!1909 = !DILocation(line: 492, column: 7, scope: !1906, inlinedAt: !1867)
!1910 = !DILocation(line: 494, column: 29, scope: !1906, inlinedAt: !1867)
!1911 = !DILocalVariable(name: "f", arg: 1, scope: !1912, file: !2, line: 447, type: !93)
!1912 = distinct !DISubprogram(name: "LTfloatint", scope: !2, file: !2, line: 447, type: !1913, scopeLine: 447, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !1915)
!1913 = !DISubroutineType(types: !1914)
!1914 = !{!88, !93, !90}
!1915 = !{!1911, !1916, !1917}
!1916 = !DILocalVariable(name: "i", arg: 2, scope: !1912, file: !2, line: 447, type: !90)
!1917 = !DILocalVariable(name: "fi", scope: !1918, file: !2, line: 451, type: !90)
!1918 = distinct !DILexicalBlock(scope: !1919, file: !2, line: 450, column: 8)
!1919 = distinct !DILexicalBlock(scope: !1912, file: !2, line: 448, column: 7)
!1920 = !DILocation(line: 0, scope: !1912, inlinedAt: !1921)
!1921 = distinct !DILocation(line: 494, column: 14, scope: !1906, inlinedAt: !1867)
!1922 = !DILocation(line: 448, column: 7, scope: !1919, inlinedAt: !1921)
!1923 = !DILocation(line: 448, column: 7, scope: !1912, inlinedAt: !1921)
!1924 = !DILocation(line: 449, column: 12, scope: !1919, inlinedAt: !1921)
!1925 = !DILocation(line: 449, column: 5, scope: !1919, inlinedAt: !1921)
!1926 = !DILocation(line: 0, scope: !1583, inlinedAt: !1927)
!1927 = distinct !DILocation(line: 452, column: 9, scope: !1928, inlinedAt: !1921)
!1928 = distinct !DILexicalBlock(scope: !1918, file: !2, line: 452, column: 9)
!1929 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !1927)
!1930 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !1927)
!1931 = !DILocation(line: 0, scope: !1918, inlinedAt: !1921)
!1932 = !DILocation(line: 452, column: 9, scope: !1918, inlinedAt: !1921)
!1933 = !DILocation(line: 0, scope: !1863, inlinedAt: !1867)
!1934 = !DILocation(line: 538, column: 5, scope: !1851)
!1935 = !DILocation(line: 539, column: 15, scope: !1851)
!1936 = !DILocation(line: 539, column: 8, scope: !1851)
!1937 = !DILocation(line: 0, scope: !1851)
!1938 = !DILocation(line: 540, column: 1, scope: !1842)
!1939 = distinct !DISubprogram(name: "lessthanothers", scope: !2, file: !2, line: 524, type: !1843, scopeLine: 524, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !1940)
!1940 = !{!1941, !1942, !1943}
!1941 = !DILocalVariable(name: "L", arg: 1, scope: !1939, file: !2, line: 524, type: !39)
!1942 = !DILocalVariable(name: "l", arg: 2, scope: !1939, file: !2, line: 524, type: !644)
!1943 = !DILocalVariable(name: "r", arg: 3, scope: !1939, file: !2, line: 524, type: !644)
!1944 = !DILocation(line: 0, scope: !1939)
!1945 = !DILocation(line: 526, column: 7, scope: !1946)
!1946 = distinct !DILexicalBlock(scope: !1939, file: !2, line: 526, column: 7)
!1947 = !DILocation(line: 526, column: 21, scope: !1946)
!1948 = !DILocation(line: 526, column: 24, scope: !1946)
!1949 = !DILocation(line: 526, column: 7, scope: !1939)
!1950 = !DILocation(line: 527, column: 21, scope: !1946)
!1951 = !DILocation(line: 527, column: 33, scope: !1946)
!1952 = !DILocalVariable(name: "ts1", arg: 1, scope: !1953, file: !2, line: 378, type: !1956)
!1953 = distinct !DISubprogram(name: "l_strcmp", scope: !2, file: !2, line: 378, type: !1954, scopeLine: 378, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !1958)
!1954 = !DISubroutineType(types: !1955)
!1955 = !{!88, !1956, !1956}
!1956 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1957, size: 64)
!1957 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !134)
!1958 = !{!1952, !1959, !1960, !1961, !1962, !1963, !1964, !1968, !1971}
!1959 = !DILocalVariable(name: "ts2", arg: 2, scope: !1953, file: !2, line: 378, type: !1956)
!1960 = !DILocalVariable(name: "s1", scope: !1953, file: !2, line: 379, type: !241)
!1961 = !DILocalVariable(name: "rl1", scope: !1953, file: !2, line: 380, type: !117)
!1962 = !DILocalVariable(name: "s2", scope: !1953, file: !2, line: 381, type: !241)
!1963 = !DILocalVariable(name: "rl2", scope: !1953, file: !2, line: 382, type: !117)
!1964 = !DILocalVariable(name: "temp", scope: !1965, file: !2, line: 384, type: !88)
!1965 = distinct !DILexicalBlock(scope: !1966, file: !2, line: 383, column: 12)
!1966 = distinct !DILexicalBlock(scope: !1967, file: !2, line: 383, column: 3)
!1967 = distinct !DILexicalBlock(scope: !1953, file: !2, line: 383, column: 3)
!1968 = !DILocalVariable(name: "zl1", scope: !1969, file: !2, line: 388, type: !117)
!1969 = distinct !DILexicalBlock(scope: !1970, file: !2, line: 387, column: 10)
!1970 = distinct !DILexicalBlock(scope: !1965, file: !2, line: 385, column: 9)
!1971 = !DILocalVariable(name: "zl2", scope: !1969, file: !2, line: 389, type: !117)
!1972 = !DILocation(line: 0, scope: !1953, inlinedAt: !1973)
!1973 = distinct !DILocation(line: 527, column: 12, scope: !1946)
!1974 = !DILocation(line: 379, column: 20, scope: !1953, inlinedAt: !1973)
!1975 = !DILocation(line: 380, column: 16, scope: !1953, inlinedAt: !1973)
!1976 = !DILocation(line: 381, column: 20, scope: !1953, inlinedAt: !1973)
!1977 = !DILocation(line: 382, column: 16, scope: !1953, inlinedAt: !1973)
!1978 = !DILocation(line: 384, column: 16, scope: !1965, inlinedAt: !1973)
!1979 = !DILocation(line: 385, column: 14, scope: !1970, inlinedAt: !1973)
!1980 = !DILocation(line: 385, column: 9, scope: !1965, inlinedAt: !1973)
!1981 = !DILocation(line: 388, column: 20, scope: !1969, inlinedAt: !1973)
!1982 = !DILocation(line: 0, scope: !1969, inlinedAt: !1973)
!1983 = !DILocation(line: 389, column: 20, scope: !1969, inlinedAt: !1973)
!1984 = !DILocation(line: 390, column: 15, scope: !1985, inlinedAt: !1973)
!1985 = distinct !DILexicalBlock(scope: !1969, file: !2, line: 390, column: 11)
!1986 = !DILocation(line: 390, column: 11, scope: !1969, inlinedAt: !1973)
!1987 = !DILocation(line: 392, column: 20, scope: !1988, inlinedAt: !1973)
!1988 = distinct !DILexicalBlock(scope: !1985, file: !2, line: 392, column: 16)
!1989 = !DILocation(line: 392, column: 16, scope: !1985, inlinedAt: !1973)
!1990 = !DILocation(line: 395, column: 10, scope: !1969, inlinedAt: !1973)
!1991 = !DILocation(line: 395, column: 17, scope: !1969, inlinedAt: !1973)
!1992 = !DILocation(line: 396, column: 10, scope: !1969, inlinedAt: !1973)
!1993 = !DILocation(line: 396, column: 22, scope: !1969, inlinedAt: !1973)
!1994 = !DILocation(line: 396, column: 33, scope: !1969, inlinedAt: !1973)
!1995 = !DILocation(line: 396, column: 45, scope: !1969, inlinedAt: !1973)
!1996 = !DILocation(line: 0, scope: !1965, inlinedAt: !1973)
!1997 = distinct !{!1997, !1998, !1999}
!1998 = !DILocation(line: 383, column: 3, scope: !1967, inlinedAt: !1973)
!1999 = !DILocation(line: 398, column: 3, scope: !1967, inlinedAt: !1973)
!2000 = !DILocation(line: 527, column: 45, scope: !1946)
!2001 = !DILocation(line: 527, column: 5, scope: !1946)
!2002 = !DILocation(line: 529, column: 12, scope: !1946)
!2003 = !DILocation(line: 529, column: 5, scope: !1946)
!2004 = !DILocation(line: 0, scope: !1946)
!2005 = !DILocation(line: 530, column: 1, scope: !1939)
!2006 = distinct !DISubprogram(name: "luaV_lessequal", scope: !2, file: !2, line: 558, type: !1843, scopeLine: 558, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !2007)
!2007 = !{!2008, !2009, !2010}
!2008 = !DILocalVariable(name: "L", arg: 1, scope: !2006, file: !2, line: 558, type: !39)
!2009 = !DILocalVariable(name: "l", arg: 2, scope: !2006, file: !2, line: 558, type: !644)
!2010 = !DILocalVariable(name: "r", arg: 3, scope: !2006, file: !2, line: 558, type: !644)
!2011 = !DILocation(line: 0, scope: !2006)
!2012 = !DILocation(line: 559, column: 7, scope: !2013)
!2013 = distinct !DILexicalBlock(scope: !2006, file: !2, line: 559, column: 7)
!2014 = !DILocation(line: 559, column: 21, scope: !2013)
!2015 = !DILocation(line: 559, column: 24, scope: !2013)
!2016 = !DILocation(line: 559, column: 7, scope: !2006)
!2017 = !DILocalVariable(name: "l", arg: 1, scope: !2018, file: !2, line: 502, type: !644)
!2018 = distinct !DISubprogram(name: "LEnum", scope: !2, file: !2, line: 502, type: !1857, scopeLine: 502, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !2019)
!2019 = !{!2017, !2020, !2021, !2024}
!2020 = !DILocalVariable(name: "r", arg: 2, scope: !2018, file: !2, line: 502, type: !644)
!2021 = !DILocalVariable(name: "li", scope: !2022, file: !2, line: 505, type: !90)
!2022 = distinct !DILexicalBlock(scope: !2023, file: !2, line: 504, column: 23)
!2023 = distinct !DILexicalBlock(scope: !2018, file: !2, line: 504, column: 7)
!2024 = !DILocalVariable(name: "lf", scope: !2025, file: !2, line: 512, type: !93)
!2025 = distinct !DILexicalBlock(scope: !2023, file: !2, line: 511, column: 8)
!2026 = !DILocation(line: 0, scope: !2018, inlinedAt: !2027)
!2027 = distinct !DILocation(line: 560, column: 12, scope: !2013)
!2028 = !DILocation(line: 504, column: 7, scope: !2023, inlinedAt: !2027)
!2029 = !DILocation(line: 504, column: 7, scope: !2018, inlinedAt: !2027)
!2030 = !DILocation(line: 505, column: 22, scope: !2022, inlinedAt: !2027)
!2031 = !DILocation(line: 0, scope: !2022, inlinedAt: !2027)
!2032 = !DILocation(line: 506, column: 9, scope: !2033, inlinedAt: !2027)
!2033 = distinct !DILexicalBlock(scope: !2022, file: !2, line: 506, column: 9)
!2034 = !DILocation(line: 506, column: 9, scope: !2022, inlinedAt: !2027)
!2035 = !DILocation(line: 507, column: 20, scope: !2033, inlinedAt: !2027)
!2036 = !DILocation(line: 507, column: 17, scope: !2033, inlinedAt: !2027)
!2037 = !DILocation(line: 507, column: 7, scope: !2033, inlinedAt: !2027)
!2038 = !DILocation(line: 509, column: 29, scope: !2033, inlinedAt: !2027)
!2039 = !DILocalVariable(name: "i", arg: 1, scope: !2040, file: !2, line: 430, type: !90)
!2040 = distinct !DISubprogram(name: "LEintfloat", scope: !2, file: !2, line: 430, type: !1881, scopeLine: 430, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !2041)
!2041 = !{!2039, !2042, !2043}
!2042 = !DILocalVariable(name: "f", arg: 2, scope: !2040, file: !2, line: 430, type: !93)
!2043 = !DILocalVariable(name: "fi", scope: !2044, file: !2, line: 434, type: !90)
!2044 = distinct !DILexicalBlock(scope: !2045, file: !2, line: 433, column: 8)
!2045 = distinct !DILexicalBlock(scope: !2040, file: !2, line: 431, column: 7)
!2046 = !DILocation(line: 0, scope: !2040, inlinedAt: !2047)
!2047 = distinct !DILocation(line: 509, column: 14, scope: !2033, inlinedAt: !2027)
!2048 = !DILocation(line: 431, column: 7, scope: !2045, inlinedAt: !2047)
!2049 = !DILocation(line: 431, column: 7, scope: !2040, inlinedAt: !2047)
!2050 = !DILocation(line: 432, column: 12, scope: !2045, inlinedAt: !2047)
!2051 = !DILocation(line: 432, column: 5, scope: !2045, inlinedAt: !2047)
!2052 = !DILocation(line: 0, scope: !1583, inlinedAt: !2053)
!2053 = distinct !DILocation(line: 435, column: 9, scope: !2054, inlinedAt: !2047)
!2054 = distinct !DILexicalBlock(scope: !2044, file: !2, line: 435, column: 9)
!2055 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !2053)
!2056 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !2053)
!2057 = !DILocation(line: 0, scope: !2044, inlinedAt: !2047)
!2058 = !DILocation(line: 435, column: 9, scope: !2044, inlinedAt: !2047)
!2059 = !DILocation(line: 512, column: 21, scope: !2025, inlinedAt: !2027)
!2060 = !DILocation(line: 0, scope: !2025, inlinedAt: !2027)
!2061 = !DILocation(line: 513, column: 9, scope: !2062, inlinedAt: !2027)
!2062 = distinct !DILexicalBlock(scope: !2025, file: !2, line: 513, column: 9)
!2063 = !DILocation(line: 513, column: 9, scope: !2025, inlinedAt: !2027)
!2064 = !DILocation(line: 514, column: 14, scope: !2062, inlinedAt: !2027)
!2065 = !DILocation(line: 514, column: 7, scope: !2062, inlinedAt: !2027)
!2066 = !DILocation(line: 516, column: 29, scope: !2062, inlinedAt: !2027)
!2067 = !DILocalVariable(name: "f", arg: 1, scope: !2068, file: !2, line: 464, type: !93)
!2068 = distinct !DISubprogram(name: "LEfloatint", scope: !2, file: !2, line: 464, type: !1913, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !2069)
!2069 = !{!2067, !2070, !2071}
!2070 = !DILocalVariable(name: "i", arg: 2, scope: !2068, file: !2, line: 464, type: !90)
!2071 = !DILocalVariable(name: "fi", scope: !2072, file: !2, line: 468, type: !90)
!2072 = distinct !DILexicalBlock(scope: !2073, file: !2, line: 467, column: 8)
!2073 = distinct !DILexicalBlock(scope: !2068, file: !2, line: 465, column: 7)
!2074 = !DILocation(line: 0, scope: !2068, inlinedAt: !2075)
!2075 = distinct !DILocation(line: 516, column: 14, scope: !2062, inlinedAt: !2027)
!2076 = !DILocation(line: 465, column: 7, scope: !2073, inlinedAt: !2075)
!2077 = !DILocation(line: 465, column: 7, scope: !2068, inlinedAt: !2075)
!2078 = !DILocation(line: 466, column: 12, scope: !2073, inlinedAt: !2075)
!2079 = !DILocation(line: 466, column: 5, scope: !2073, inlinedAt: !2075)
!2080 = !DILocation(line: 0, scope: !1583, inlinedAt: !2081)
!2081 = distinct !DILocation(line: 469, column: 9, scope: !2082, inlinedAt: !2075)
!2082 = distinct !DILexicalBlock(scope: !2072, file: !2, line: 469, column: 9)
!2083 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !2081)
!2084 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !2081)
!2085 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !2081)
!2086 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !2081)
!2087 = !DILocation(line: 0, scope: !2072, inlinedAt: !2075)
!2088 = !DILocation(line: 469, column: 9, scope: !2072, inlinedAt: !2075)
!2089 = !DILocation(line: 0, scope: !2023, inlinedAt: !2027)
!2090 = !DILocation(line: 560, column: 5, scope: !2013)
!2091 = !DILocation(line: 561, column: 15, scope: !2013)
!2092 = !DILocation(line: 561, column: 8, scope: !2013)
!2093 = !DILocation(line: 0, scope: !2013)
!2094 = !DILocation(line: 562, column: 1, scope: !2006)
!2095 = distinct !DISubprogram(name: "lessequalothers", scope: !2, file: !2, line: 546, type: !1843, scopeLine: 546, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !2096)
!2096 = !{!2097, !2098, !2099}
!2097 = !DILocalVariable(name: "L", arg: 1, scope: !2095, file: !2, line: 546, type: !39)
!2098 = !DILocalVariable(name: "l", arg: 2, scope: !2095, file: !2, line: 546, type: !644)
!2099 = !DILocalVariable(name: "r", arg: 3, scope: !2095, file: !2, line: 546, type: !644)
!2100 = !DILocation(line: 0, scope: !2095)
!2101 = !DILocation(line: 548, column: 7, scope: !2102)
!2102 = distinct !DILexicalBlock(scope: !2095, file: !2, line: 548, column: 7)
!2103 = !DILocation(line: 548, column: 21, scope: !2102)
!2104 = !DILocation(line: 548, column: 24, scope: !2102)
!2105 = !DILocation(line: 548, column: 7, scope: !2095)
!2106 = !DILocation(line: 549, column: 21, scope: !2102)
!2107 = !DILocation(line: 549, column: 33, scope: !2102)
!2108 = !DILocation(line: 0, scope: !1953, inlinedAt: !2109)
!2109 = distinct !DILocation(line: 549, column: 12, scope: !2102)
!2110 = !DILocation(line: 379, column: 20, scope: !1953, inlinedAt: !2109)
!2111 = !DILocation(line: 380, column: 16, scope: !1953, inlinedAt: !2109)
!2112 = !DILocation(line: 381, column: 20, scope: !1953, inlinedAt: !2109)
!2113 = !DILocation(line: 382, column: 16, scope: !1953, inlinedAt: !2109)
!2114 = !DILocation(line: 384, column: 16, scope: !1965, inlinedAt: !2109)
!2115 = !DILocation(line: 385, column: 14, scope: !1970, inlinedAt: !2109)
!2116 = !DILocation(line: 385, column: 9, scope: !1965, inlinedAt: !2109)
!2117 = !DILocation(line: 388, column: 20, scope: !1969, inlinedAt: !2109)
!2118 = !DILocation(line: 0, scope: !1969, inlinedAt: !2109)
!2119 = !DILocation(line: 389, column: 20, scope: !1969, inlinedAt: !2109)
!2120 = !DILocation(line: 390, column: 15, scope: !1985, inlinedAt: !2109)
!2121 = !DILocation(line: 390, column: 11, scope: !1969, inlinedAt: !2109)
!2122 = !DILocation(line: 391, column: 21, scope: !1985, inlinedAt: !2109)
!2123 = !DILocation(line: 391, column: 16, scope: !1985, inlinedAt: !2109)
!2124 = !DILocation(line: 391, column: 9, scope: !1985, inlinedAt: !2109)
!2125 = !DILocation(line: 392, column: 20, scope: !1988, inlinedAt: !2109)
!2126 = !DILocation(line: 392, column: 16, scope: !1985, inlinedAt: !2109)
!2127 = !DILocation(line: 395, column: 10, scope: !1969, inlinedAt: !2109)
!2128 = !DILocation(line: 395, column: 17, scope: !1969, inlinedAt: !2109)
!2129 = !DILocation(line: 396, column: 10, scope: !1969, inlinedAt: !2109)
!2130 = !DILocation(line: 396, column: 22, scope: !1969, inlinedAt: !2109)
!2131 = !DILocation(line: 396, column: 33, scope: !1969, inlinedAt: !2109)
!2132 = !DILocation(line: 396, column: 45, scope: !1969, inlinedAt: !2109)
!2133 = !DILocation(line: 0, scope: !1965, inlinedAt: !2109)
!2134 = distinct !{!2134, !2135, !2136}
!2135 = !DILocation(line: 383, column: 3, scope: !1967, inlinedAt: !2109)
!2136 = !DILocation(line: 398, column: 3, scope: !1967, inlinedAt: !2109)
!2137 = !DILocation(line: 549, column: 45, scope: !2102)
!2138 = !DILocation(line: 549, column: 5, scope: !2102)
!2139 = !DILocation(line: 551, column: 12, scope: !2102)
!2140 = !DILocation(line: 551, column: 5, scope: !2102)
!2141 = !DILocation(line: 0, scope: !2102)
!2142 = !DILocation(line: 552, column: 1, scope: !2095)
!2143 = distinct !DISubprogram(name: "luaV_equalobj", scope: !2, file: !2, line: 569, type: !1843, scopeLine: 569, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !2144)
!2144 = !{!2145, !2146, !2147, !2148, !2149, !2154}
!2145 = !DILocalVariable(name: "L", arg: 1, scope: !2143, file: !2, line: 569, type: !39)
!2146 = !DILocalVariable(name: "t1", arg: 2, scope: !2143, file: !2, line: 569, type: !644)
!2147 = !DILocalVariable(name: "t2", arg: 3, scope: !2143, file: !2, line: 569, type: !644)
!2148 = !DILocalVariable(name: "tm", scope: !2143, file: !2, line: 570, type: !644)
!2149 = !DILocalVariable(name: "i1", scope: !2150, file: !2, line: 578, type: !90)
!2150 = distinct !DILexicalBlock(scope: !2151, file: !2, line: 574, column: 10)
!2151 = distinct !DILexicalBlock(scope: !2152, file: !2, line: 572, column: 9)
!2152 = distinct !DILexicalBlock(scope: !2153, file: !2, line: 571, column: 37)
!2153 = distinct !DILexicalBlock(scope: !2143, file: !2, line: 571, column: 7)
!2154 = !DILocalVariable(name: "i2", scope: !2150, file: !2, line: 578, type: !90)
!2155 = !DILocation(line: 0, scope: !2143)
!2156 = !DILocation(line: 571, column: 7, scope: !2153)
!2157 = !DILocation(line: 571, column: 23, scope: !2153)
!2158 = !DILocation(line: 571, column: 20, scope: !2153)
!2159 = !DILocation(line: 571, column: 7, scope: !2143)
!2160 = !DILocation(line: 572, column: 9, scope: !2151)
!2161 = !DILocation(line: 572, column: 22, scope: !2151)
!2162 = !DILocation(line: 572, column: 32, scope: !2151)
!2163 = !DILocation(line: 0, scope: !1609, inlinedAt: !2164)
!2164 = distinct !DILocation(line: 579, column: 15, scope: !2150)
!2165 = !DILocation(line: 140, column: 7, scope: !1609, inlinedAt: !2164)
!2166 = !DILocation(line: 141, column: 30, scope: !1618, inlinedAt: !2164)
!2167 = !DILocation(line: 0, scope: !1583, inlinedAt: !2168)
!2168 = distinct !DILocation(line: 141, column: 12, scope: !1618, inlinedAt: !2164)
!2169 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !2168)
!2170 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !2168)
!2171 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !2168)
!2172 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !2168)
!2173 = !DILocation(line: 143, column: 10, scope: !1632, inlinedAt: !2164)
!2174 = !DILocation(line: 0, scope: !2150)
!2175 = !DILocation(line: 579, column: 48, scope: !2150)
!2176 = !DILocation(line: 0, scope: !1609, inlinedAt: !2177)
!2177 = distinct !DILocation(line: 580, column: 15, scope: !2150)
!2178 = !DILocation(line: 140, column: 7, scope: !1609, inlinedAt: !2177)
!2179 = !DILocation(line: 141, column: 30, scope: !1618, inlinedAt: !2177)
!2180 = !DILocation(line: 0, scope: !1583, inlinedAt: !2181)
!2181 = distinct !DILocation(line: 141, column: 12, scope: !1618, inlinedAt: !2177)
!2182 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !2181)
!2183 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !2181)
!2184 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !2181)
!2185 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !2181)
!2186 = !DILocation(line: 143, column: 10, scope: !1632, inlinedAt: !2177)
!2187 = !DILocation(line: 580, column: 48, scope: !2150)
!2188 = !DILocation(line: 581, column: 18, scope: !2150)
!2189 = !DILocation(line: 585, column: 3, scope: !2143)
!2190 = !DILocation(line: 587, column: 31, scope: !2191)
!2191 = distinct !DILexicalBlock(scope: !2143, file: !2, line: 585, column: 25)
!2192 = !DILocation(line: 587, column: 45, scope: !2191)
!2193 = !DILocation(line: 587, column: 42, scope: !2191)
!2194 = !DILocation(line: 587, column: 23, scope: !2191)
!2195 = !DILocation(line: 588, column: 30, scope: !2191)
!2196 = !DILocation(line: 588, column: 23, scope: !2191)
!2197 = !DILocation(line: 589, column: 37, scope: !2191)
!2198 = !DILocation(line: 589, column: 51, scope: !2191)
!2199 = !DILocation(line: 589, column: 48, scope: !2191)
!2200 = !DILocation(line: 589, column: 30, scope: !2191)
!2201 = !DILocation(line: 590, column: 27, scope: !2191)
!2202 = !DILocation(line: 590, column: 41, scope: !2191)
!2203 = !DILocation(line: 590, column: 38, scope: !2191)
!2204 = !DILocation(line: 590, column: 20, scope: !2191)
!2205 = !DILocation(line: 591, column: 30, scope: !2191)
!2206 = !DILocation(line: 591, column: 23, scope: !2191)
!2207 = !DILocation(line: 592, column: 44, scope: !2191)
!2208 = !DILocation(line: 592, column: 57, scope: !2191)
!2209 = !DILocation(line: 592, column: 30, scope: !2191)
!2210 = !DILocation(line: 592, column: 23, scope: !2191)
!2211 = !DILocation(line: 594, column: 11, scope: !2212)
!2212 = distinct !DILexicalBlock(scope: !2213, file: !2, line: 594, column: 11)
!2213 = distinct !DILexicalBlock(scope: !2191, file: !2, line: 593, column: 25)
!2214 = !DILocation(line: 594, column: 25, scope: !2212)
!2215 = !DILocation(line: 594, column: 22, scope: !2212)
!2216 = !DILocation(line: 594, column: 11, scope: !2213)
!2217 = !DILocation(line: 595, column: 18, scope: !2218)
!2218 = distinct !DILexicalBlock(scope: !2212, file: !2, line: 595, column: 16)
!2219 = !DILocation(line: 595, column: 16, scope: !2212)
!2220 = !DILocation(line: 596, column: 12, scope: !2213)
!2221 = !DILocation(line: 597, column: 14, scope: !2222)
!2222 = distinct !DILexicalBlock(scope: !2213, file: !2, line: 597, column: 11)
!2223 = !DILocation(line: 597, column: 11, scope: !2213)
!2224 = !DILocation(line: 598, column: 14, scope: !2222)
!2225 = !DILocation(line: 602, column: 11, scope: !2226)
!2226 = distinct !DILexicalBlock(scope: !2227, file: !2, line: 602, column: 11)
!2227 = distinct !DILexicalBlock(scope: !2191, file: !2, line: 601, column: 22)
!2228 = !DILocation(line: 602, column: 25, scope: !2226)
!2229 = !DILocation(line: 602, column: 22, scope: !2226)
!2230 = !DILocation(line: 602, column: 11, scope: !2227)
!2231 = !DILocation(line: 603, column: 18, scope: !2232)
!2232 = distinct !DILexicalBlock(scope: !2226, file: !2, line: 603, column: 16)
!2233 = !DILocation(line: 603, column: 16, scope: !2226)
!2234 = !DILocation(line: 604, column: 12, scope: !2227)
!2235 = !DILocation(line: 605, column: 14, scope: !2236)
!2236 = distinct !DILexicalBlock(scope: !2227, file: !2, line: 605, column: 11)
!2237 = !DILocation(line: 605, column: 11, scope: !2227)
!2238 = !DILocation(line: 606, column: 14, scope: !2236)
!2239 = !DILocation(line: 610, column: 14, scope: !2191)
!2240 = !DILocation(line: 610, column: 29, scope: !2191)
!2241 = !DILocation(line: 610, column: 26, scope: !2191)
!2242 = !DILocation(line: 610, column: 7, scope: !2191)
!2243 = !DILocation(line: 0, scope: !2191)
!2244 = !DILocation(line: 612, column: 10, scope: !2245)
!2245 = distinct !DILexicalBlock(scope: !2143, file: !2, line: 612, column: 7)
!2246 = !DILocation(line: 612, column: 7, scope: !2143)
!2247 = !DILocation(line: 615, column: 38, scope: !2248)
!2248 = distinct !DILexicalBlock(scope: !2245, file: !2, line: 614, column: 8)
!2249 = !DILocation(line: 615, column: 42, scope: !2248)
!2250 = !DILocation(line: 615, column: 5, scope: !2248)
!2251 = !DILocation(line: 616, column: 13, scope: !2248)
!2252 = !DILocation(line: 616, column: 5, scope: !2248)
!2253 = !DILocation(line: 618, column: 1, scope: !2143)
!2254 = !DISubprogram(name: "luaS_eqlngstr", scope: !2255, file: !2255, line: 46, type: !2256, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2255 = !DIFile(filename: "src/lua/lstring.h", directory: ".", checksumkind: CSK_MD5, checksum: "5111c938a6aab9498fbd60daf46fbc78")
!2256 = !DISubroutineType(types: !2257)
!2257 = !{!88, !133, !133}
!2258 = distinct !DISubprogram(name: "luaV_concat", scope: !2, file: !2, line: 643, type: !2259, scopeLine: 643, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !2261)
!2259 = !DISubroutineType(types: !2260)
!2260 = !{null, !39, !88}
!2261 = !{!2262, !2263, !2264, !2266, !2267, !2273, !2274, !2276, !2277, !2281, !2284, !2286}
!2262 = !DILocalVariable(name: "L", arg: 1, scope: !2258, file: !2, line: 643, type: !39)
!2263 = !DILocalVariable(name: "total", arg: 2, scope: !2258, file: !2, line: 643, type: !88)
!2264 = !DILocalVariable(name: "top", scope: !2265, file: !2, line: 647, type: !67)
!2265 = distinct !DILexicalBlock(scope: !2258, file: !2, line: 646, column: 6)
!2266 = !DILocalVariable(name: "n", scope: !2265, file: !2, line: 648, type: !88)
!2267 = !DILocalVariable(name: "io1", scope: !2268, file: !2, line: 655, type: !211)
!2268 = distinct !DILexicalBlock(scope: !2269, file: !2, line: 655, column: 7)
!2269 = distinct !DILexicalBlock(scope: !2270, file: !2, line: 654, column: 40)
!2270 = distinct !DILexicalBlock(scope: !2271, file: !2, line: 654, column: 14)
!2271 = distinct !DILexicalBlock(scope: !2272, file: !2, line: 652, column: 14)
!2272 = distinct !DILexicalBlock(scope: !2265, file: !2, line: 649, column: 9)
!2273 = !DILocalVariable(name: "io2", scope: !2268, file: !2, line: 655, type: !644)
!2274 = !DILocalVariable(name: "tl", scope: !2275, file: !2, line: 659, type: !117)
!2275 = distinct !DILexicalBlock(scope: !2270, file: !2, line: 657, column: 10)
!2276 = !DILocalVariable(name: "ts", scope: !2275, file: !2, line: 660, type: !133)
!2277 = !DILocalVariable(name: "l", scope: !2278, file: !2, line: 663, type: !117)
!2278 = distinct !DILexicalBlock(scope: !2279, file: !2, line: 662, column: 68)
!2279 = distinct !DILexicalBlock(scope: !2280, file: !2, line: 662, column: 7)
!2280 = distinct !DILexicalBlock(scope: !2275, file: !2, line: 662, column: 7)
!2281 = !DILocalVariable(name: "buff", scope: !2282, file: !2, line: 671, type: !9)
!2282 = distinct !DILexicalBlock(scope: !2283, file: !2, line: 670, column: 35)
!2283 = distinct !DILexicalBlock(scope: !2275, file: !2, line: 670, column: 11)
!2284 = !DILocalVariable(name: "io", scope: !2285, file: !2, line: 679, type: !211)
!2285 = distinct !DILexicalBlock(scope: !2275, file: !2, line: 679, column: 7)
!2286 = !DILocalVariable(name: "x_", scope: !2285, file: !2, line: 679, type: !133)
!2287 = distinct !DIAssignID()
!2288 = !DILocation(line: 0, scope: !2282)
!2289 = !DILocation(line: 0, scope: !2258)
!2290 = !DILocation(line: 644, column: 13, scope: !2291)
!2291 = distinct !DILexicalBlock(scope: !2258, file: !2, line: 644, column: 7)
!2292 = !DILocation(line: 644, column: 7, scope: !2258)
!2293 = !DILocation(line: 647, column: 24, scope: !2265)
!2294 = !DILocation(line: 646, column: 3, scope: !2258)
!2295 = !DILocation(line: 0, scope: !2265)
!2296 = !DILocation(line: 649, column: 11, scope: !2272)
!2297 = !DILocation(line: 649, column: 36, scope: !2272)
!2298 = !DILocation(line: 650, column: 10, scope: !2272)
!2299 = !DILocation(line: 652, column: 14, scope: !2271)
!2300 = !DILocation(line: 649, column: 9, scope: !2265)
!2301 = !DILocation(line: 651, column: 7, scope: !2272)
!2302 = !DILocation(line: 654, column: 14, scope: !2270)
!2303 = !DILocation(line: 652, column: 14, scope: !2272)
!2304 = !DILocation(line: 653, column: 7, scope: !2271)
!2305 = !DILocation(line: 654, column: 14, scope: !2271)
!2306 = !DILocation(line: 0, scope: !2268)
!2307 = !DILocation(line: 655, column: 7, scope: !2268)
!2308 = !DILocation(line: 656, column: 5, scope: !2269)
!2309 = !DILocation(line: 659, column: 19, scope: !2275)
!2310 = !DILocation(line: 0, scope: !2275)
!2311 = !DILocation(line: 662, column: 21, scope: !2279)
!2312 = !DILocation(line: 662, column: 29, scope: !2279)
!2313 = !DILocation(line: 662, column: 7, scope: !2280)
!2314 = !DILocation(line: 662, column: 32, scope: !2279)
!2315 = !DILocation(line: 663, column: 20, scope: !2278)
!2316 = !DILocation(line: 0, scope: !2278)
!2317 = !DILocation(line: 664, column: 13, scope: !2318)
!2318 = distinct !DILexicalBlock(scope: !2278, file: !2, line: 664, column: 13)
!2319 = !DILocation(line: 664, column: 13, scope: !2278)
!2320 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!2321 = !DILocation(line: 665, column: 26, scope: !2322)
!2322 = distinct !DILexicalBlock(scope: !2318, file: !2, line: 664, column: 63)
!2323 = !DILocation(line: 665, column: 20, scope: !2322)
!2324 = !DILocation(line: 666, column: 11, scope: !2322)
!2325 = !DILocation(line: 668, column: 12, scope: !2278)
!2326 = !DILocation(line: 662, column: 64, scope: !2279)
!2327 = distinct !{!2327, !2313, !2328, !1744}
!2328 = !DILocation(line: 669, column: 7, scope: !2280)
!2329 = !DILocation(line: 670, column: 14, scope: !2283)
!2330 = !DILocation(line: 662, scope: !2280)
!2331 = !DILocation(line: 670, column: 11, scope: !2275)
!2332 = !DILocation(line: 671, column: 9, scope: !2282)
!2333 = !DILocalVariable(name: "top", arg: 1, scope: !2334, file: !2, line: 628, type: !67)
!2334 = distinct !DISubprogram(name: "copy2buff", scope: !2, file: !2, line: 628, type: !2335, scopeLine: 628, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !2338)
!2335 = !DISubroutineType(types: !2336)
!2336 = !{null, !67, !88, !2337}
!2337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!2338 = !{!2333, !2339, !2340, !2341, !2342, !2344}
!2339 = !DILocalVariable(name: "n", arg: 2, scope: !2334, file: !2, line: 628, type: !88)
!2340 = !DILocalVariable(name: "buff", arg: 3, scope: !2334, file: !2, line: 628, type: !2337)
!2341 = !DILocalVariable(name: "tl", scope: !2334, file: !2, line: 629, type: !117)
!2342 = !DILocalVariable(name: "st", scope: !2343, file: !2, line: 631, type: !133)
!2343 = distinct !DILexicalBlock(scope: !2334, file: !2, line: 630, column: 6)
!2344 = !DILocalVariable(name: "l", scope: !2343, file: !2, line: 632, type: !117)
!2345 = !DILocation(line: 0, scope: !2334, inlinedAt: !2346)
!2346 = distinct !DILocation(line: 672, column: 9, scope: !2282)
!2347 = !DILocation(line: 630, column: 3, scope: !2334, inlinedAt: !2346)
!2348 = !DILocation(line: 631, column: 19, scope: !2343, inlinedAt: !2346)
!2349 = !DILocation(line: 0, scope: !2343, inlinedAt: !2346)
!2350 = !DILocation(line: 632, column: 16, scope: !2343, inlinedAt: !2346)
!2351 = !DILocation(line: 633, column: 17, scope: !2343, inlinedAt: !2346)
!2352 = !DILocation(line: 633, column: 23, scope: !2343, inlinedAt: !2346)
!2353 = !DILocation(line: 633, column: 5, scope: !2343, inlinedAt: !2346)
!2354 = !DILocation(line: 634, column: 8, scope: !2343, inlinedAt: !2346)
!2355 = !DILocation(line: 635, column: 12, scope: !2334, inlinedAt: !2346)
!2356 = !DILocation(line: 635, column: 16, scope: !2334, inlinedAt: !2346)
!2357 = !DILocation(line: 635, column: 3, scope: !2343, inlinedAt: !2346)
!2358 = distinct !{!2358, !2347, !2359, !1744}
!2359 = !DILocation(line: 635, column: 19, scope: !2334, inlinedAt: !2346)
!2360 = !DILocation(line: 673, column: 14, scope: !2282)
!2361 = !DILocation(line: 674, column: 7, scope: !2283)
!2362 = !DILocation(line: 674, column: 7, scope: !2282)
!2363 = !DILocation(line: 676, column: 14, scope: !2364)
!2364 = distinct !DILexicalBlock(scope: !2283, file: !2, line: 675, column: 12)
!2365 = !DILocation(line: 677, column: 27, scope: !2364)
!2366 = !DILocation(line: 0, scope: !2334, inlinedAt: !2367)
!2367 = distinct !DILocation(line: 677, column: 9, scope: !2364)
!2368 = !DILocation(line: 630, column: 3, scope: !2334, inlinedAt: !2367)
!2369 = !DILocation(line: 631, column: 19, scope: !2343, inlinedAt: !2367)
!2370 = !DILocation(line: 0, scope: !2343, inlinedAt: !2367)
!2371 = !DILocation(line: 632, column: 16, scope: !2343, inlinedAt: !2367)
!2372 = !DILocation(line: 633, column: 17, scope: !2343, inlinedAt: !2367)
!2373 = !DILocation(line: 633, column: 23, scope: !2343, inlinedAt: !2367)
!2374 = !DILocation(line: 633, column: 5, scope: !2343, inlinedAt: !2367)
!2375 = !DILocation(line: 634, column: 8, scope: !2343, inlinedAt: !2367)
!2376 = !DILocation(line: 635, column: 12, scope: !2334, inlinedAt: !2367)
!2377 = !DILocation(line: 635, column: 16, scope: !2334, inlinedAt: !2367)
!2378 = !DILocation(line: 635, column: 3, scope: !2343, inlinedAt: !2367)
!2379 = distinct !{!2379, !2368, !2380, !1744}
!2380 = !DILocation(line: 635, column: 19, scope: !2334, inlinedAt: !2367)
!2381 = !DILocation(line: 679, column: 7, scope: !2285)
!2382 = !DILocation(line: 0, scope: !2283)
!2383 = !DILocation(line: 0, scope: !2285)
!2384 = !{!1570, !1543, i64 8}
!2385 = !DILocation(line: 681, column: 16, scope: !2265)
!2386 = !DILocation(line: 681, column: 11, scope: !2265)
!2387 = !DILocation(line: 682, column: 14, scope: !2265)
!2388 = !DILocation(line: 683, column: 18, scope: !2258)
!2389 = !DILocation(line: 683, column: 3, scope: !2265)
!2390 = distinct !{!2390, !2294, !2391, !1744}
!2391 = !DILocation(line: 683, column: 21, scope: !2258)
!2392 = !DILocation(line: 684, column: 1, scope: !2258)
!2393 = !DISubprogram(name: "luaO_tostring", scope: !48, file: !48, line: 805, type: !2394, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2394 = !DISubroutineType(types: !2395)
!2395 = !{null, !39, !211}
!2396 = !DISubprogram(name: "luaT_tryconcatTM", scope: !377, file: !377, line: 87, type: !2397, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2397 = !DISubroutineType(types: !2398)
!2398 = !{null, !39}
!2399 = !DISubprogram(name: "luaS_newlstr", scope: !2255, file: !2255, line: 52, type: !2400, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2400 = !DISubroutineType(types: !2401)
!2401 = !{!133, !39, !241, !117}
!2402 = !DISubprogram(name: "luaS_createlngstrobj", scope: !2255, file: !2255, line: 54, type: !2403, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2403 = !DISubroutineType(types: !2404)
!2404 = !{!133, !39, !117}
!2405 = distinct !DISubprogram(name: "luaV_objlen", scope: !2, file: !2, line: 690, type: !2406, scopeLine: 690, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !2408)
!2406 = !DISubroutineType(types: !2407)
!2407 = !{null, !39, !67, !644}
!2408 = !{!2409, !2410, !2411, !2412, !2413, !2416, !2418, !2421}
!2409 = !DILocalVariable(name: "L", arg: 1, scope: !2405, file: !2, line: 690, type: !39)
!2410 = !DILocalVariable(name: "ra", arg: 2, scope: !2405, file: !2, line: 690, type: !67)
!2411 = !DILocalVariable(name: "rb", arg: 3, scope: !2405, file: !2, line: 690, type: !644)
!2412 = !DILocalVariable(name: "tm", scope: !2405, file: !2, line: 691, type: !644)
!2413 = !DILocalVariable(name: "h", scope: !2414, file: !2, line: 694, type: !811)
!2414 = distinct !DILexicalBlock(scope: !2415, file: !2, line: 693, column: 22)
!2415 = distinct !DILexicalBlock(scope: !2405, file: !2, line: 692, column: 25)
!2416 = !DILocalVariable(name: "io", scope: !2417, file: !2, line: 697, type: !211)
!2417 = distinct !DILexicalBlock(scope: !2414, file: !2, line: 697, column: 7)
!2418 = !DILocalVariable(name: "io", scope: !2419, file: !2, line: 701, type: !211)
!2419 = distinct !DILexicalBlock(scope: !2420, file: !2, line: 701, column: 7)
!2420 = distinct !DILexicalBlock(scope: !2415, file: !2, line: 700, column: 23)
!2421 = !DILocalVariable(name: "io", scope: !2422, file: !2, line: 705, type: !211)
!2422 = distinct !DILexicalBlock(scope: !2423, file: !2, line: 705, column: 7)
!2423 = distinct !DILexicalBlock(scope: !2415, file: !2, line: 704, column: 23)
!2424 = !DILocation(line: 0, scope: !2405)
!2425 = !DILocation(line: 692, column: 11, scope: !2405)
!2426 = !DILocation(line: 692, column: 3, scope: !2405)
!2427 = !DILocation(line: 694, column: 18, scope: !2414)
!2428 = !DILocation(line: 0, scope: !2414)
!2429 = !DILocation(line: 695, column: 12, scope: !2414)
!2430 = !DILocation(line: 696, column: 11, scope: !2431)
!2431 = distinct !DILexicalBlock(scope: !2414, file: !2, line: 696, column: 11)
!2432 = !DILocation(line: 696, column: 11, scope: !2414)
!2433 = !DILocation(line: 0, scope: !2417)
!2434 = !DILocation(line: 697, column: 7, scope: !2417)
!2435 = !DILocation(line: 0, scope: !2419)
!2436 = !DILocation(line: 701, column: 7, scope: !2419)
!2437 = !DILocation(line: 702, column: 7, scope: !2420)
!2438 = !DILocation(line: 0, scope: !2422)
!2439 = !DILocation(line: 705, column: 7, scope: !2422)
!2440 = !DILocation(line: 706, column: 7, scope: !2423)
!2441 = !DILocation(line: 709, column: 12, scope: !2442)
!2442 = distinct !DILexicalBlock(scope: !2415, file: !2, line: 708, column: 14)
!2443 = !DILocation(line: 710, column: 11, scope: !2444)
!2444 = distinct !DILexicalBlock(scope: !2442, file: !2, line: 710, column: 11)
!2445 = !DILocation(line: 710, column: 11, scope: !2442)
!2446 = !DILocation(line: 711, column: 9, scope: !2444)
!2447 = !DILocation(line: 0, scope: !2415)
!2448 = !DILocation(line: 715, column: 3, scope: !2405)
!2449 = !DILocation(line: 716, column: 1, scope: !2405)
!2450 = !DISubprogram(name: "luaH_getn", scope: !1761, file: !1761, line: 54, type: !2451, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2451 = !DISubroutineType(types: !2452)
!2452 = !{!602, !811}
!2453 = distinct !DISubprogram(name: "luaV_idiv", scope: !2, file: !2, line: 725, type: !2454, scopeLine: 725, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !2456)
!2454 = !DISubroutineType(types: !2455)
!2455 = !{!90, !39, !90, !90}
!2456 = !{!2457, !2458, !2459, !2460}
!2457 = !DILocalVariable(name: "L", arg: 1, scope: !2453, file: !2, line: 725, type: !39)
!2458 = !DILocalVariable(name: "m", arg: 2, scope: !2453, file: !2, line: 725, type: !90)
!2459 = !DILocalVariable(name: "n", arg: 3, scope: !2453, file: !2, line: 725, type: !90)
!2460 = !DILocalVariable(name: "q", scope: !2461, file: !2, line: 732, type: !90)
!2461 = distinct !DILexicalBlock(scope: !2462, file: !2, line: 731, column: 8)
!2462 = distinct !DILexicalBlock(scope: !2453, file: !2, line: 726, column: 7)
!2463 = !DILocation(line: 0, scope: !2453)
!2464 = !DILocation(line: 726, column: 7, scope: !2462)
!2465 = !DILocation(line: 726, column: 7, scope: !2453)
!2466 = !DILocation(line: 727, column: 11, scope: !2467)
!2467 = distinct !DILexicalBlock(scope: !2468, file: !2, line: 727, column: 9)
!2468 = distinct !DILexicalBlock(scope: !2462, file: !2, line: 726, column: 44)
!2469 = !DILocation(line: 727, column: 9, scope: !2468)
!2470 = !DILocation(line: 728, column: 7, scope: !2467)
!2471 = !DILocation(line: 729, column: 12, scope: !2468)
!2472 = !DILocation(line: 729, column: 5, scope: !2468)
!2473 = !DILocation(line: 732, column: 23, scope: !2461)
!2474 = !DILocation(line: 733, column: 26, scope: !2475)
!2475 = distinct !DILexicalBlock(scope: !2461, file: !2, line: 733, column: 9)
!2476 = !DILocation(line: 0, scope: !2461)
!2477 = !DILocation(line: 733, column: 12, scope: !2475)
!2478 = !DILocation(line: 733, column: 17, scope: !2475)
!2479 = !DILocation(line: 733, column: 21, scope: !2475)
!2480 = !DILocation(line: 733, column: 30, scope: !2475)
!2481 = !DILocation(line: 733, column: 9, scope: !2461)
!2482 = !DILocation(line: 0, scope: !2462)
!2483 = !DILocation(line: 737, column: 1, scope: !2453)
!2484 = distinct !DISubprogram(name: "luaV_mod", scope: !2, file: !2, line: 745, type: !2454, scopeLine: 745, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !2485)
!2485 = !{!2486, !2487, !2488, !2489}
!2486 = !DILocalVariable(name: "L", arg: 1, scope: !2484, file: !2, line: 745, type: !39)
!2487 = !DILocalVariable(name: "m", arg: 2, scope: !2484, file: !2, line: 745, type: !90)
!2488 = !DILocalVariable(name: "n", arg: 3, scope: !2484, file: !2, line: 745, type: !90)
!2489 = !DILocalVariable(name: "r", scope: !2490, file: !2, line: 752, type: !90)
!2490 = distinct !DILexicalBlock(scope: !2491, file: !2, line: 751, column: 8)
!2491 = distinct !DILexicalBlock(scope: !2484, file: !2, line: 746, column: 7)
!2492 = !DILocation(line: 0, scope: !2484)
!2493 = !DILocation(line: 746, column: 7, scope: !2491)
!2494 = !DILocation(line: 746, column: 7, scope: !2484)
!2495 = !DILocation(line: 747, column: 11, scope: !2496)
!2496 = distinct !DILexicalBlock(scope: !2497, file: !2, line: 747, column: 9)
!2497 = distinct !DILexicalBlock(scope: !2491, file: !2, line: 746, column: 44)
!2498 = !DILocation(line: 747, column: 9, scope: !2497)
!2499 = !DILocation(line: 748, column: 7, scope: !2496)
!2500 = !DILocation(line: 752, column: 23, scope: !2490)
!2501 = !DILocation(line: 0, scope: !2490)
!2502 = !DILocation(line: 753, column: 11, scope: !2503)
!2503 = distinct !DILexicalBlock(scope: !2490, file: !2, line: 753, column: 9)
!2504 = !DILocation(line: 753, column: 16, scope: !2503)
!2505 = !DILocation(line: 753, column: 22, scope: !2503)
!2506 = !DILocation(line: 753, column: 27, scope: !2503)
!2507 = !DILocation(line: 753, column: 9, scope: !2490)
!2508 = !DILocation(line: 0, scope: !2491)
!2509 = !DILocation(line: 757, column: 1, scope: !2484)
!2510 = distinct !DISubprogram(name: "luaV_modf", scope: !2, file: !2, line: 763, type: !2511, scopeLine: 763, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !2513)
!2511 = !DISubroutineType(types: !2512)
!2512 = !{!93, !39, !93, !93}
!2513 = !{!2514, !2515, !2516, !2517}
!2514 = !DILocalVariable(name: "L", arg: 1, scope: !2510, file: !2, line: 763, type: !39)
!2515 = !DILocalVariable(name: "m", arg: 2, scope: !2510, file: !2, line: 763, type: !93)
!2516 = !DILocalVariable(name: "n", arg: 3, scope: !2510, file: !2, line: 763, type: !93)
!2517 = !DILocalVariable(name: "r", scope: !2510, file: !2, line: 764, type: !93)
!2518 = !DILocation(line: 0, scope: !2510)
!2519 = !DILocation(line: 765, column: 3, scope: !2520)
!2520 = distinct !DILexicalBlock(scope: !2510, file: !2, line: 765, column: 3)
!2521 = !DILocation(line: 765, column: 3, scope: !2522)
!2522 = distinct !DILexicalBlock(scope: !2520, file: !2, line: 765, column: 3)
!2523 = !DILocation(line: 766, column: 3, scope: !2510)
!2524 = !DISubprogram(name: "fmod", scope: !2525, file: !2525, line: 168, type: !2526, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2525 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!2526 = !DISubroutineType(types: !2527)
!2527 = !{!94, !94, !94}
!2528 = distinct !DISubprogram(name: "luaV_shiftl", scope: !2, file: !2, line: 777, type: !2529, scopeLine: 777, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !2531)
!2529 = !DISubroutineType(types: !2530)
!2530 = !{!90, !90, !90}
!2531 = !{!2532, !2533}
!2532 = !DILocalVariable(name: "x", arg: 1, scope: !2528, file: !2, line: 777, type: !90)
!2533 = !DILocalVariable(name: "y", arg: 2, scope: !2528, file: !2, line: 777, type: !90)
!2534 = !DILocation(line: 0, scope: !2528)
!2535 = !DILocation(line: 778, column: 9, scope: !2536)
!2536 = distinct !DILexicalBlock(scope: !2528, file: !2, line: 778, column: 7)
!2537 = !DILocation(line: 778, column: 7, scope: !2528)
!2538 = !DILocation(line: 779, column: 11, scope: !2539)
!2539 = distinct !DILexicalBlock(scope: !2540, file: !2, line: 779, column: 9)
!2540 = distinct !DILexicalBlock(scope: !2536, file: !2, line: 778, column: 14)
!2541 = !DILocation(line: 779, column: 9, scope: !2540)
!2542 = !DILocation(line: 780, column: 17, scope: !2539)
!2543 = !DILocation(line: 780, column: 10, scope: !2539)
!2544 = !DILocation(line: 783, column: 11, scope: !2545)
!2545 = distinct !DILexicalBlock(scope: !2546, file: !2, line: 783, column: 9)
!2546 = distinct !DILexicalBlock(scope: !2536, file: !2, line: 782, column: 8)
!2547 = !DILocation(line: 783, column: 9, scope: !2546)
!2548 = !DILocation(line: 0, scope: !2536)
!2549 = !DILocation(line: 786, column: 1, scope: !2528)
!2550 = distinct !DISubprogram(name: "luaV_finishOp", scope: !2, file: !2, line: 814, type: !2397, scopeLine: 814, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !2551)
!2551 = !{!2552, !2553, !2554, !2555, !2556, !2557, !2561, !2562, !2565, !2566, !2568, !2570, !2571, !2572, !2574, !2575}
!2552 = !DILocalVariable(name: "L", arg: 1, scope: !2550, file: !2, line: 814, type: !39)
!2553 = !DILocalVariable(name: "ci", scope: !2550, file: !2, line: 815, type: !245)
!2554 = !DILocalVariable(name: "base", scope: !2550, file: !2, line: 816, type: !67)
!2555 = !DILocalVariable(name: "inst", scope: !2550, file: !2, line: 817, type: !263)
!2556 = !DILocalVariable(name: "op", scope: !2550, file: !2, line: 818, type: !604)
!2557 = !DILocalVariable(name: "io1", scope: !2558, file: !2, line: 821, type: !211)
!2558 = distinct !DILexicalBlock(scope: !2559, file: !2, line: 821, column: 7)
!2559 = distinct !DILexicalBlock(scope: !2560, file: !2, line: 820, column: 52)
!2560 = distinct !DILexicalBlock(scope: !2550, file: !2, line: 819, column: 15)
!2561 = !DILocalVariable(name: "io2", scope: !2558, file: !2, line: 821, type: !644)
!2562 = !DILocalVariable(name: "io1", scope: !2563, file: !2, line: 827, type: !211)
!2563 = distinct !DILexicalBlock(scope: !2564, file: !2, line: 827, column: 7)
!2564 = distinct !DILexicalBlock(scope: !2560, file: !2, line: 826, column: 37)
!2565 = !DILocalVariable(name: "io2", scope: !2563, file: !2, line: 827, type: !644)
!2566 = !DILocalVariable(name: "res", scope: !2567, file: !2, line: 834, type: !88)
!2567 = distinct !DILexicalBlock(scope: !2560, file: !2, line: 833, column: 17)
!2568 = !DILocalVariable(name: "top", scope: !2569, file: !2, line: 848, type: !67)
!2569 = distinct !DILexicalBlock(scope: !2560, file: !2, line: 847, column: 21)
!2570 = !DILocalVariable(name: "a", scope: !2569, file: !2, line: 849, type: !88)
!2571 = !DILocalVariable(name: "total", scope: !2569, file: !2, line: 850, type: !88)
!2572 = !DILocalVariable(name: "io1", scope: !2573, file: !2, line: 851, type: !211)
!2573 = distinct !DILexicalBlock(scope: !2569, file: !2, line: 851, column: 7)
!2574 = !DILocalVariable(name: "io2", scope: !2573, file: !2, line: 851, type: !644)
!2575 = !DILocalVariable(name: "ra", scope: !2576, file: !2, line: 861, type: !67)
!2576 = distinct !DILexicalBlock(scope: !2560, file: !2, line: 860, column: 21)
!2577 = !DILocation(line: 0, scope: !2550)
!2578 = !DILocation(line: 815, column: 21, scope: !2550)
!2579 = !{!1717, !1571, i64 32}
!2580 = !DILocation(line: 816, column: 25, scope: !2550)
!2581 = !DILocation(line: 816, column: 27, scope: !2550)
!2582 = !DILocation(line: 817, column: 28, scope: !2550)
!2583 = !DILocation(line: 817, column: 32, scope: !2550)
!2584 = !DILocation(line: 817, column: 40, scope: !2550)
!2585 = !DILocation(line: 817, column: 22, scope: !2550)
!2586 = !{!1572, !1572, i64 0}
!2587 = !DILocation(line: 818, column: 15, scope: !2550)
!2588 = !DILocation(line: 819, column: 3, scope: !2550)
!2589 = !DILocation(line: 821, column: 7, scope: !2558)
!2590 = !DILocation(line: 0, scope: !2558)
!2591 = !DILocation(line: 822, column: 7, scope: !2559)
!2592 = !DILocation(line: 827, column: 7, scope: !2563)
!2593 = !DILocation(line: 0, scope: !2563)
!2594 = !DILocation(line: 828, column: 7, scope: !2564)
!2595 = !DILocation(line: 834, column: 18, scope: !2567)
!2596 = !DILocation(line: 834, column: 17, scope: !2567)
!2597 = !DILocation(line: 0, scope: !2567)
!2598 = !DILocation(line: 835, column: 15, scope: !2567)
!2599 = !DILocation(line: 837, column: 15, scope: !2600)
!2600 = distinct !DILexicalBlock(scope: !2567, file: !2, line: 837, column: 11)
!2601 = !{!1719, !1718, i64 62}
!2602 = !DILocation(line: 837, column: 26, scope: !2600)
!2603 = !DILocation(line: 837, column: 11, scope: !2567)
!2604 = !DILocation(line: 838, column: 24, scope: !2605)
!2605 = distinct !DILexicalBlock(scope: !2600, file: !2, line: 837, column: 38)
!2606 = !DILocation(line: 840, column: 7, scope: !2605)
!2607 = !DILocation(line: 843, column: 15, scope: !2608)
!2608 = distinct !DILexicalBlock(scope: !2567, file: !2, line: 843, column: 11)
!2609 = !DILocation(line: 843, column: 11, scope: !2567)
!2610 = !DILocation(line: 844, column: 24, scope: !2608)
!2611 = !DILocation(line: 844, column: 9, scope: !2608)
!2612 = !DILocation(line: 848, column: 22, scope: !2569)
!2613 = !DILocation(line: 848, column: 26, scope: !2569)
!2614 = !DILocation(line: 848, column: 28, scope: !2569)
!2615 = !DILocation(line: 0, scope: !2569)
!2616 = !DILocation(line: 849, column: 15, scope: !2569)
!2617 = !DILocation(line: 850, column: 19, scope: !2569)
!2618 = !DILocation(line: 851, column: 7, scope: !2573)
!2619 = !DILocation(line: 0, scope: !2573)
!2620 = !DILocation(line: 852, column: 16, scope: !2569)
!2621 = !DILocation(line: 853, column: 7, scope: !2569)
!2622 = !DILocation(line: 857, column: 22, scope: !2623)
!2623 = distinct !DILexicalBlock(scope: !2560, file: !2, line: 856, column: 20)
!2624 = !DILocation(line: 858, column: 7, scope: !2623)
!2625 = !DILocation(line: 861, column: 25, scope: !2576)
!2626 = !DILocation(line: 861, column: 23, scope: !2576)
!2627 = !DILocation(line: 0, scope: !2576)
!2628 = !DILocation(line: 864, column: 27, scope: !2576)
!2629 = !DILocation(line: 864, column: 30, scope: !2576)
!2630 = !DILocation(line: 864, column: 21, scope: !2576)
!2631 = !DILocation(line: 864, column: 10, scope: !2576)
!2632 = !DILocation(line: 864, column: 16, scope: !2576)
!2633 = !DILocation(line: 866, column: 22, scope: !2576)
!2634 = !DILocation(line: 877, column: 1, scope: !2550)
!2635 = distinct !DIAssignID()
!2636 = distinct !DIAssignID()
!2637 = distinct !DIAssignID()
!2638 = distinct !DIAssignID()
!2639 = distinct !DIAssignID()
!2640 = distinct !DIAssignID()
!2641 = !DILocation(line: 0, scope: !735)
!2642 = distinct !DIAssignID()
!2643 = !DILocation(line: 0, scope: !789)
!2644 = !DILocation(line: 0, scope: !36)
!2645 = !DILocation(line: 19, column: 1, scope: !2646)
!2646 = !DILexicalBlockFile(scope: !36, file: !1513, discriminator: 0)
!2647 = !DILocation(line: 1161, column: 13, scope: !631)
!2648 = !DILocation(line: 0, scope: !1255)
!2649 = !DILocation(line: 0, scope: !1206)
!2650 = !DILocation(line: 0, scope: !1194)
!2651 = !DILocation(line: 0, scope: !1182)
!2652 = !DILocation(line: 0, scope: !1170)
!2653 = !DILocation(line: 0, scope: !1158)
!2654 = !DILocation(line: 0, scope: !1022)
!2655 = !DILocation(line: 0, scope: !1012)
!2656 = !DILocation(line: 0, scope: !1000)
!2657 = !DILocation(line: 0, scope: !988)
!2658 = !DILocation(line: 0, scope: !976)
!2659 = !DILocation(line: 1160, column: 2, scope: !631)
!2660 = !{!1717, !1572, i64 192}
!2661 = !DILocation(line: 1161, column: 3, scope: !631)
!2662 = !DILocation(line: 0, scope: !631)
!2663 = !DILocation(line: 1162, column: 2, scope: !631)
!2664 = !DILocation(line: 1163, column: 8, scope: !631)
!2665 = !DILocation(line: 1164, column: 11, scope: !631)
!2666 = !{!2667, !1571, i64 24}
!2667 = !{!"LClosure", !1571, i64 0, !1543, i64 8, !1543, i64 9, !1543, i64 10, !1571, i64 16, !1571, i64 24, !1543, i64 32}
!2668 = !DILocation(line: 1164, column: 14, scope: !631)
!2669 = !{!2670, !1571, i64 56}
!2670 = !{!"Proto", !1571, i64 0, !1543, i64 8, !1543, i64 9, !1543, i64 10, !1543, i64 11, !1543, i64 12, !1572, i64 16, !1572, i64 20, !1572, i64 24, !1572, i64 28, !1572, i64 32, !1572, i64 36, !1572, i64 40, !1572, i64 44, !1572, i64 48, !1571, i64 56, !1571, i64 64, !1571, i64 72, !1571, i64 80, !1571, i64 88, !1571, i64 96, !1571, i64 104, !1571, i64 112, !1571, i64 120}
!2671 = !DILocation(line: 1165, column: 12, scope: !631)
!2672 = !DILocation(line: 1165, column: 16, scope: !631)
!2673 = !DILocation(line: 1166, column: 7, scope: !2674)
!2674 = distinct !DILexicalBlock(scope: !631, file: !2, line: 1166, column: 7)
!2675 = !DILocation(line: 1166, column: 7, scope: !631)
!2676 = !DILocation(line: 1167, column: 12, scope: !2674)
!2677 = !DILocation(line: 1172, column: 5, scope: !2678)
!2678 = distinct !DILexicalBlock(scope: !2679, file: !2, line: 1172, column: 5)
!2679 = distinct !DILexicalBlock(scope: !634, file: !2, line: 1172, column: 5)
!2680 = !DILocation(line: 1172, column: 5, scope: !2679)
!2681 = !{!"branch_weights", !"expected", i32 0, i32 -2147483648}
!2682 = !DILocation(line: 1172, column: 5, scope: !2683)
!2683 = distinct !DILexicalBlock(scope: !2678, file: !2, line: 1172, column: 5)
!2684 = !DILocation(line: 0, scope: !634)
!2685 = !DILocation(line: 1181, column: 5, scope: !634)
!2686 = !DILocation(line: 1182, column: 7, scope: !638)
!2687 = !DILocation(line: 1183, column: 20, scope: !640)
!2688 = !DILocation(line: 0, scope: !640)
!2689 = !DILocation(line: 0, scope: !642)
!2690 = !DILocation(line: 1184, column: 9, scope: !642)
!2691 = !DILocation(line: 1185, column: 9, scope: !2692)
!2692 = distinct !DILexicalBlock(scope: !2693, file: !2, line: 1185, column: 9)
!2693 = distinct !DILexicalBlock(scope: !640, file: !2, line: 1185, column: 9)
!2694 = !DILocation(line: 1185, column: 9, scope: !2693)
!2695 = !DILocation(line: 1185, column: 9, scope: !2696)
!2696 = distinct !DILexicalBlock(scope: !2692, file: !2, line: 1185, column: 9)
!2697 = !DILocation(line: 1185, column: 9, scope: !640)
!2698 = !DILocation(line: 1187, column: 7, scope: !638)
!2699 = !DILocation(line: 1188, column: 20, scope: !648)
!2700 = !DILocation(line: 0, scope: !648)
!2701 = !DILocation(line: 1189, column: 25, scope: !648)
!2702 = !DILocation(line: 0, scope: !651)
!2703 = !DILocation(line: 1190, column: 9, scope: !651)
!2704 = !DILocation(line: 1191, column: 9, scope: !2705)
!2705 = distinct !DILexicalBlock(scope: !2706, file: !2, line: 1191, column: 9)
!2706 = distinct !DILexicalBlock(scope: !648, file: !2, line: 1191, column: 9)
!2707 = !DILocation(line: 1191, column: 9, scope: !2706)
!2708 = !DILocation(line: 1191, column: 9, scope: !2709)
!2709 = distinct !DILexicalBlock(scope: !2705, file: !2, line: 1191, column: 9)
!2710 = !DILocation(line: 1191, column: 9, scope: !648)
!2711 = !DILocation(line: 1193, column: 7, scope: !638)
!2712 = !DILocation(line: 1194, column: 20, scope: !654)
!2713 = !DILocation(line: 0, scope: !654)
!2714 = !DILocation(line: 1195, column: 17, scope: !654)
!2715 = !DILocation(line: 0, scope: !657)
!2716 = !DILocation(line: 1196, column: 9, scope: !657)
!2717 = !DILocation(line: 1197, column: 9, scope: !2718)
!2718 = distinct !DILexicalBlock(scope: !2719, file: !2, line: 1197, column: 9)
!2719 = distinct !DILexicalBlock(scope: !654, file: !2, line: 1197, column: 9)
!2720 = !DILocation(line: 1197, column: 9, scope: !2719)
!2721 = !DILocation(line: 1197, column: 9, scope: !2722)
!2722 = distinct !DILexicalBlock(scope: !2718, file: !2, line: 1197, column: 9)
!2723 = !DILocation(line: 1197, column: 9, scope: !654)
!2724 = !DILocation(line: 1199, column: 7, scope: !638)
!2725 = !DILocation(line: 1200, column: 20, scope: !660)
!2726 = !DILocation(line: 0, scope: !660)
!2727 = !DILocation(line: 1201, column: 26, scope: !660)
!2728 = !DILocation(line: 1201, column: 24, scope: !660)
!2729 = !DILocation(line: 0, scope: !663)
!2730 = !DILocation(line: 1202, column: 9, scope: !663)
!2731 = !DILocation(line: 1203, column: 9, scope: !2732)
!2732 = distinct !DILexicalBlock(scope: !2733, file: !2, line: 1203, column: 9)
!2733 = distinct !DILexicalBlock(scope: !660, file: !2, line: 1203, column: 9)
!2734 = !DILocation(line: 1203, column: 9, scope: !2733)
!2735 = !DILocation(line: 1203, column: 9, scope: !2736)
!2736 = distinct !DILexicalBlock(scope: !2732, file: !2, line: 1203, column: 9)
!2737 = !DILocation(line: 1203, column: 9, scope: !660)
!2738 = !DILocation(line: 1205, column: 7, scope: !638)
!2739 = !DILocation(line: 1206, column: 20, scope: !667)
!2740 = !DILocation(line: 0, scope: !667)
!2741 = !DILocation(line: 1208, column: 18, scope: !667)
!2742 = !DILocation(line: 1208, column: 16, scope: !667)
!2743 = !DILocation(line: 1208, column: 36, scope: !667)
!2744 = !DILocation(line: 0, scope: !670)
!2745 = !DILocation(line: 1209, column: 9, scope: !670)
!2746 = !DILocation(line: 1210, column: 9, scope: !2747)
!2747 = distinct !DILexicalBlock(scope: !2748, file: !2, line: 1210, column: 9)
!2748 = distinct !DILexicalBlock(scope: !667, file: !2, line: 1210, column: 9)
!2749 = !DILocation(line: 1210, column: 9, scope: !2748)
!2750 = !DILocation(line: 1210, column: 9, scope: !2751)
!2751 = distinct !DILexicalBlock(scope: !2747, file: !2, line: 1210, column: 9)
!2752 = !DILocation(line: 1210, column: 9, scope: !667)
!2753 = !DILocation(line: 1212, column: 7, scope: !638)
!2754 = !DILocation(line: 1213, column: 20, scope: !674)
!2755 = !DILocation(line: 0, scope: !674)
!2756 = !DILocation(line: 1214, column: 9, scope: !674)
!2757 = !DILocation(line: 1215, column: 9, scope: !2758)
!2758 = distinct !DILexicalBlock(scope: !2759, file: !2, line: 1215, column: 9)
!2759 = distinct !DILexicalBlock(scope: !674, file: !2, line: 1215, column: 9)
!2760 = !DILocation(line: 1215, column: 9, scope: !2759)
!2761 = !DILocation(line: 1215, column: 9, scope: !2762)
!2762 = distinct !DILexicalBlock(scope: !2758, file: !2, line: 1215, column: 9)
!2763 = !DILocation(line: 1215, column: 9, scope: !674)
!2764 = !DILocation(line: 1217, column: 7, scope: !638)
!2765 = !DILocation(line: 1218, column: 20, scope: !677)
!2766 = !DILocation(line: 0, scope: !677)
!2767 = !DILocation(line: 1219, column: 9, scope: !677)
!2768 = !DILocation(line: 1220, column: 11, scope: !677)
!2769 = !DILocation(line: 1221, column: 9, scope: !2770)
!2770 = distinct !DILexicalBlock(scope: !2771, file: !2, line: 1221, column: 9)
!2771 = distinct !DILexicalBlock(scope: !677, file: !2, line: 1221, column: 9)
!2772 = !DILocation(line: 1221, column: 9, scope: !2771)
!2773 = !DILocation(line: 1221, column: 9, scope: !2774)
!2774 = distinct !DILexicalBlock(scope: !2770, file: !2, line: 1221, column: 9)
!2775 = !DILocation(line: 1221, column: 9, scope: !677)
!2776 = !DILocation(line: 1223, column: 7, scope: !638)
!2777 = !DILocation(line: 1224, column: 20, scope: !680)
!2778 = !DILocation(line: 0, scope: !680)
!2779 = !DILocation(line: 1225, column: 9, scope: !680)
!2780 = !DILocation(line: 1226, column: 9, scope: !2781)
!2781 = distinct !DILexicalBlock(scope: !2782, file: !2, line: 1226, column: 9)
!2782 = distinct !DILexicalBlock(scope: !680, file: !2, line: 1226, column: 9)
!2783 = !DILocation(line: 1226, column: 9, scope: !2782)
!2784 = !DILocation(line: 1226, column: 9, scope: !2785)
!2785 = distinct !DILexicalBlock(scope: !2781, file: !2, line: 1226, column: 9)
!2786 = !DILocation(line: 1226, column: 9, scope: !680)
!2787 = !DILocation(line: 1228, column: 7, scope: !638)
!2788 = !DILocation(line: 1229, column: 20, scope: !683)
!2789 = !DILocation(line: 0, scope: !683)
!2790 = !DILocation(line: 1230, column: 17, scope: !683)
!2791 = !DILocation(line: 1231, column: 9, scope: !683)
!2792 = !DILocation(line: 1232, column: 11, scope: !2793)
!2793 = distinct !DILexicalBlock(scope: !683, file: !2, line: 1231, column: 12)
!2794 = !DILocation(line: 1233, column: 19, scope: !683)
!2795 = !DILocation(line: 1233, column: 9, scope: !2793)
!2796 = distinct !{!2796, !2797}
!2797 = !{!"llvm.loop.unroll.disable"}
!2798 = distinct !{!2798, !2791, !2799, !1744}
!2799 = !DILocation(line: 1233, column: 21, scope: !683)
!2800 = !DILocation(line: 1234, column: 9, scope: !2801)
!2801 = distinct !DILexicalBlock(scope: !2802, file: !2, line: 1234, column: 9)
!2802 = distinct !DILexicalBlock(scope: !683, file: !2, line: 1234, column: 9)
!2803 = !DILocation(line: 1234, column: 9, scope: !2802)
!2804 = !DILocation(line: 1234, column: 9, scope: !2805)
!2805 = distinct !DILexicalBlock(scope: !2801, file: !2, line: 1234, column: 9)
!2806 = !DILocation(line: 1234, column: 9, scope: !683)
!2807 = !DILocation(line: 1236, column: 7, scope: !638)
!2808 = !DILocation(line: 1237, column: 20, scope: !687)
!2809 = !DILocation(line: 0, scope: !687)
!2810 = !DILocation(line: 1238, column: 17, scope: !687)
!2811 = !DILocation(line: 0, scope: !690)
!2812 = !DILocation(line: 1239, column: 9, scope: !690)
!2813 = !DILocation(line: 1240, column: 9, scope: !2814)
!2814 = distinct !DILexicalBlock(scope: !2815, file: !2, line: 1240, column: 9)
!2815 = distinct !DILexicalBlock(scope: !687, file: !2, line: 1240, column: 9)
!2816 = !DILocation(line: 1240, column: 9, scope: !2815)
!2817 = !DILocation(line: 1240, column: 9, scope: !2818)
!2818 = distinct !DILexicalBlock(scope: !2814, file: !2, line: 1240, column: 9)
!2819 = !DILocation(line: 1240, column: 9, scope: !687)
!2820 = !DILocation(line: 1242, column: 7, scope: !638)
!2821 = !DILocation(line: 1243, column: 20, scope: !694)
!2822 = !DILocation(line: 0, scope: !694)
!2823 = !DILocation(line: 1244, column: 32, scope: !694)
!2824 = !DILocation(line: 1244, column: 21, scope: !694)
!2825 = !DILocation(line: 1245, column: 9, scope: !697)
!2826 = !DILocation(line: 0, scope: !697)
!2827 = !DILocation(line: 1246, column: 9, scope: !694)
!2828 = !{!2829, !1543, i64 9}
!2829 = !{!"UpVal", !1571, i64 0, !1543, i64 8, !1543, i64 9, !1543, i64 16, !1543, i64 24}
!2830 = !DILocation(line: 1247, column: 9, scope: !2831)
!2831 = distinct !DILexicalBlock(scope: !2832, file: !2, line: 1247, column: 9)
!2832 = distinct !DILexicalBlock(scope: !694, file: !2, line: 1247, column: 9)
!2833 = !DILocation(line: 1247, column: 9, scope: !2832)
!2834 = !DILocation(line: 1247, column: 9, scope: !2835)
!2835 = distinct !DILexicalBlock(scope: !2831, file: !2, line: 1247, column: 9)
!2836 = !DILocation(line: 1247, column: 9, scope: !694)
!2837 = !DILocation(line: 1249, column: 7, scope: !638)
!2838 = !DILocation(line: 1250, column: 20, scope: !701)
!2839 = !DILocation(line: 0, scope: !701)
!2840 = !DILocation(line: 1252, column: 36, scope: !701)
!2841 = !DILocation(line: 1252, column: 25, scope: !701)
!2842 = !DILocation(line: 1252, column: 50, scope: !701)
!2843 = !DILocation(line: 1252, column: 52, scope: !701)
!2844 = !DILocation(line: 1253, column: 22, scope: !701)
!2845 = !DILocation(line: 1255, column: 13, scope: !709)
!2846 = !DILocation(line: 1255, column: 13, scope: !701)
!2847 = !DILocation(line: 1254, column: 24, scope: !701)
!2848 = !DILocation(line: 0, scope: !707)
!2849 = !DILocation(line: 1256, column: 11, scope: !707)
!2850 = !DILocation(line: 1257, column: 9, scope: !708)
!2851 = !DILocation(line: 1259, column: 11, scope: !709)
!2852 = !DILocation(line: 1260, column: 9, scope: !2853)
!2853 = distinct !DILexicalBlock(scope: !2854, file: !2, line: 1260, column: 9)
!2854 = distinct !DILexicalBlock(scope: !701, file: !2, line: 1260, column: 9)
!2855 = !DILocation(line: 1260, column: 9, scope: !2854)
!2856 = !DILocation(line: 1260, column: 9, scope: !2857)
!2857 = distinct !DILexicalBlock(scope: !2853, file: !2, line: 1260, column: 9)
!2858 = !DILocation(line: 1260, column: 9, scope: !701)
!2859 = !DILocation(line: 1262, column: 7, scope: !638)
!2860 = !DILocation(line: 1263, column: 20, scope: !713)
!2861 = !DILocation(line: 0, scope: !713)
!2862 = !DILocation(line: 1265, column: 22, scope: !713)
!2863 = !DILocation(line: 1266, column: 22, scope: !713)
!2864 = !DILocation(line: 1268, column: 13, scope: !721)
!2865 = !DILocation(line: 1268, column: 13, scope: !713)
!2866 = !DILocation(line: 1269, column: 16, scope: !721)
!2867 = !DILocation(line: 1269, column: 43, scope: !721)
!2868 = !DILocation(line: 1270, column: 15, scope: !721)
!2869 = !DILocation(line: 0, scope: !721)
!2870 = !DILocation(line: 0, scope: !719)
!2871 = !DILocation(line: 1271, column: 11, scope: !719)
!2872 = !DILocation(line: 1272, column: 9, scope: !720)
!2873 = !DILocation(line: 1274, column: 11, scope: !721)
!2874 = !DILocation(line: 1275, column: 9, scope: !2875)
!2875 = distinct !DILexicalBlock(scope: !2876, file: !2, line: 1275, column: 9)
!2876 = distinct !DILexicalBlock(scope: !713, file: !2, line: 1275, column: 9)
!2877 = !DILocation(line: 1275, column: 9, scope: !2876)
!2878 = !DILocation(line: 1275, column: 9, scope: !2879)
!2879 = distinct !DILexicalBlock(scope: !2875, file: !2, line: 1275, column: 9)
!2880 = !DILocation(line: 1275, column: 9, scope: !713)
!2881 = !DILocation(line: 1277, column: 7, scope: !638)
!2882 = !DILocation(line: 1278, column: 20, scope: !725)
!2883 = !DILocation(line: 0, scope: !725)
!2884 = !DILocation(line: 1280, column: 22, scope: !725)
!2885 = !DILocation(line: 1281, column: 17, scope: !725)
!2886 = !DILocation(line: 1282, column: 13, scope: !732)
!2887 = !DILocation(line: 0, scope: !732)
!2888 = !DILocation(line: 1282, column: 13, scope: !725)
!2889 = !DILocation(line: 0, scope: !730)
!2890 = !DILocation(line: 1283, column: 11, scope: !730)
!2891 = !DILocation(line: 1284, column: 9, scope: !731)
!2892 = !DILocation(line: 0, scope: !737)
!2893 = !DILocation(line: 1287, column: 11, scope: !737)
!2894 = !DILocation(line: 1288, column: 11, scope: !735)
!2895 = !DILocation(line: 1290, column: 9, scope: !2896)
!2896 = distinct !DILexicalBlock(scope: !2897, file: !2, line: 1290, column: 9)
!2897 = distinct !DILexicalBlock(scope: !725, file: !2, line: 1290, column: 9)
!2898 = !DILocation(line: 1290, column: 9, scope: !2897)
!2899 = !DILocation(line: 1290, column: 9, scope: !2900)
!2900 = distinct !DILexicalBlock(scope: !2896, file: !2, line: 1290, column: 9)
!2901 = !DILocation(line: 1290, column: 9, scope: !725)
!2902 = !DILocation(line: 1292, column: 7, scope: !638)
!2903 = !DILocation(line: 1293, column: 20, scope: !740)
!2904 = !DILocation(line: 0, scope: !740)
!2905 = !DILocation(line: 1295, column: 22, scope: !740)
!2906 = !DILocation(line: 1296, column: 22, scope: !740)
!2907 = !DILocation(line: 1298, column: 13, scope: !748)
!2908 = !DILocation(line: 1298, column: 13, scope: !740)
!2909 = !DILocation(line: 1297, column: 24, scope: !740)
!2910 = !DILocation(line: 0, scope: !746)
!2911 = !DILocation(line: 1299, column: 11, scope: !746)
!2912 = !DILocation(line: 1300, column: 9, scope: !747)
!2913 = !DILocation(line: 1302, column: 11, scope: !748)
!2914 = !DILocation(line: 1303, column: 9, scope: !2915)
!2915 = distinct !DILexicalBlock(scope: !2916, file: !2, line: 1303, column: 9)
!2916 = distinct !DILexicalBlock(scope: !740, file: !2, line: 1303, column: 9)
!2917 = !DILocation(line: 1303, column: 9, scope: !2916)
!2918 = !DILocation(line: 1303, column: 9, scope: !2919)
!2919 = distinct !DILexicalBlock(scope: !2915, file: !2, line: 1303, column: 9)
!2920 = !DILocation(line: 1303, column: 9, scope: !740)
!2921 = !DILocation(line: 1305, column: 7, scope: !638)
!2922 = !DILocation(line: 1307, column: 36, scope: !752)
!2923 = !DILocation(line: 1307, column: 25, scope: !752)
!2924 = !DILocation(line: 1307, column: 50, scope: !752)
!2925 = !DILocation(line: 1307, column: 52, scope: !752)
!2926 = !DILocation(line: 0, scope: !752)
!2927 = !DILocation(line: 1308, column: 22, scope: !752)
!2928 = !DILocation(line: 1309, column: 22, scope: !752)
!2929 = !DILocation(line: 1311, column: 13, scope: !761)
!2930 = !DILocation(line: 1311, column: 13, scope: !752)
!2931 = !DILocation(line: 1310, column: 24, scope: !752)
!2932 = !DILocation(line: 0, scope: !758)
!2933 = !DILocation(line: 1312, column: 11, scope: !758)
!2934 = !DILocation(line: 1312, column: 11, scope: !759)
!2935 = !DILocation(line: 1315, column: 11, scope: !761)
!2936 = !DILocation(line: 1316, column: 9, scope: !2937)
!2937 = distinct !DILexicalBlock(scope: !2938, file: !2, line: 1316, column: 9)
!2938 = distinct !DILexicalBlock(scope: !752, file: !2, line: 1316, column: 9)
!2939 = !DILocation(line: 1316, column: 9, scope: !2938)
!2940 = !DILocation(line: 1316, column: 9, scope: !2941)
!2941 = distinct !DILexicalBlock(scope: !2937, file: !2, line: 1316, column: 9)
!2942 = !DILocation(line: 1316, column: 9, scope: !752)
!2943 = !DILocation(line: 1318, column: 7, scope: !638)
!2944 = !DILocation(line: 1319, column: 20, scope: !765)
!2945 = !DILocation(line: 0, scope: !765)
!2946 = !DILocation(line: 1321, column: 22, scope: !765)
!2947 = !DILocation(line: 1322, column: 22, scope: !765)
!2948 = !DILocation(line: 1324, column: 13, scope: !774)
!2949 = !DILocation(line: 1324, column: 13, scope: !765)
!2950 = !DILocation(line: 1325, column: 16, scope: !774)
!2951 = !DILocation(line: 1325, column: 43, scope: !774)
!2952 = !DILocation(line: 1326, column: 15, scope: !774)
!2953 = !DILocation(line: 0, scope: !774)
!2954 = !DILocation(line: 0, scope: !771)
!2955 = !DILocation(line: 1327, column: 11, scope: !771)
!2956 = !DILocation(line: 1327, column: 11, scope: !772)
!2957 = !DILocation(line: 1330, column: 11, scope: !774)
!2958 = !DILocation(line: 1331, column: 9, scope: !2959)
!2959 = distinct !DILexicalBlock(scope: !2960, file: !2, line: 1331, column: 9)
!2960 = distinct !DILexicalBlock(scope: !765, file: !2, line: 1331, column: 9)
!2961 = !DILocation(line: 1331, column: 9, scope: !2960)
!2962 = !DILocation(line: 1331, column: 9, scope: !2963)
!2963 = distinct !DILexicalBlock(scope: !2959, file: !2, line: 1331, column: 9)
!2964 = !DILocation(line: 1331, column: 9, scope: !765)
!2965 = !DILocation(line: 1333, column: 7, scope: !638)
!2966 = !DILocation(line: 1334, column: 20, scope: !778)
!2967 = !DILocation(line: 0, scope: !778)
!2968 = !DILocation(line: 1336, column: 17, scope: !778)
!2969 = !DILocation(line: 1337, column: 22, scope: !778)
!2970 = !DILocation(line: 1338, column: 13, scope: !786)
!2971 = !DILocation(line: 0, scope: !786)
!2972 = !DILocation(line: 1338, column: 13, scope: !778)
!2973 = !DILocation(line: 0, scope: !783)
!2974 = !DILocation(line: 1339, column: 11, scope: !783)
!2975 = !DILocation(line: 1339, column: 11, scope: !784)
!2976 = !DILocation(line: 0, scope: !791)
!2977 = !DILocation(line: 1343, column: 11, scope: !791)
!2978 = !DILocation(line: 1344, column: 11, scope: !789)
!2979 = !DILocation(line: 1346, column: 9, scope: !2980)
!2980 = distinct !DILexicalBlock(scope: !2981, file: !2, line: 1346, column: 9)
!2981 = distinct !DILexicalBlock(scope: !778, file: !2, line: 1346, column: 9)
!2982 = !DILocation(line: 1346, column: 9, scope: !2981)
!2983 = !DILocation(line: 1346, column: 9, scope: !2984)
!2984 = distinct !DILexicalBlock(scope: !2980, file: !2, line: 1346, column: 9)
!2985 = !DILocation(line: 1346, column: 9, scope: !778)
!2986 = !DILocation(line: 1348, column: 7, scope: !638)
!2987 = !DILocation(line: 1349, column: 20, scope: !794)
!2988 = !DILocation(line: 0, scope: !794)
!2989 = !DILocation(line: 1351, column: 22, scope: !794)
!2990 = !DILocation(line: 1352, column: 22, scope: !794)
!2991 = !DILocation(line: 1354, column: 13, scope: !803)
!2992 = !DILocation(line: 1354, column: 13, scope: !794)
!2993 = !DILocation(line: 1353, column: 24, scope: !794)
!2994 = !DILocation(line: 0, scope: !800)
!2995 = !DILocation(line: 1355, column: 11, scope: !800)
!2996 = !DILocation(line: 1355, column: 11, scope: !801)
!2997 = !DILocation(line: 1358, column: 11, scope: !803)
!2998 = !DILocation(line: 1359, column: 9, scope: !2999)
!2999 = distinct !DILexicalBlock(scope: !3000, file: !2, line: 1359, column: 9)
!3000 = distinct !DILexicalBlock(scope: !794, file: !2, line: 1359, column: 9)
!3001 = !DILocation(line: 1359, column: 9, scope: !3000)
!3002 = !DILocation(line: 1359, column: 9, scope: !3003)
!3003 = distinct !DILexicalBlock(scope: !2999, file: !2, line: 1359, column: 9)
!3004 = !DILocation(line: 1359, column: 9, scope: !794)
!3005 = !DILocation(line: 1361, column: 7, scope: !638)
!3006 = !DILocation(line: 1362, column: 20, scope: !807)
!3007 = !DILocation(line: 0, scope: !807)
!3008 = !DILocation(line: 1363, column: 17, scope: !807)
!3009 = !DILocation(line: 1364, column: 17, scope: !807)
!3010 = !DILocation(line: 1366, column: 15, scope: !3011)
!3011 = distinct !DILexicalBlock(scope: !807, file: !2, line: 1366, column: 13)
!3012 = !DILocation(line: 1366, column: 13, scope: !807)
!3013 = !DILocation(line: 1369, column: 13, scope: !3014)
!3014 = distinct !DILexicalBlock(scope: !807, file: !2, line: 1369, column: 13)
!3015 = !DILocation(line: 1369, column: 13, scope: !807)
!3016 = !DILocation(line: 1370, column: 16, scope: !3014)
!3017 = !DILocation(line: 1370, column: 31, scope: !3014)
!3018 = !DILocation(line: 1370, column: 13, scope: !3014)
!3019 = !DILocation(line: 1370, column: 11, scope: !3014)
!3020 = !DILocation(line: 1371, column: 11, scope: !807)
!3021 = !DILocation(line: 1372, column: 23, scope: !807)
!3022 = !DILocation(line: 1372, column: 18, scope: !807)
!3023 = !DILocation(line: 1373, column: 13, scope: !807)
!3024 = !DILocation(line: 0, scope: !814)
!3025 = !DILocation(line: 1374, column: 9, scope: !814)
!3026 = !DILocation(line: 1375, column: 20, scope: !3027)
!3027 = distinct !DILexicalBlock(scope: !807, file: !2, line: 1375, column: 13)
!3028 = !DILocation(line: 1376, column: 11, scope: !3027)
!3029 = !DILocation(line: 1377, column: 9, scope: !3030)
!3030 = distinct !DILexicalBlock(scope: !3031, file: !2, line: 1377, column: 9)
!3031 = distinct !DILexicalBlock(scope: !3032, file: !2, line: 1377, column: 9)
!3032 = distinct !DILexicalBlock(scope: !807, file: !2, line: 1377, column: 9)
!3033 = !{!3034, !1720, i64 24}
!3034 = !{!"global_State", !1571, i64 0, !1571, i64 8, !1720, i64 16, !1720, i64 24, !1720, i64 32, !1720, i64 40, !3035, i64 48, !1542, i64 64, !1542, i64 80, !1572, i64 96, !1543, i64 100, !1543, i64 101, !1543, i64 102, !1543, i64 103, !1543, i64 104, !1543, i64 105, !1543, i64 106, !1543, i64 107, !1543, i64 108, !1543, i64 109, !1543, i64 110, !1571, i64 112, !1571, i64 120, !1571, i64 128, !1571, i64 136, !1571, i64 144, !1571, i64 152, !1571, i64 160, !1571, i64 168, !1571, i64 176, !1571, i64 184, !1571, i64 192, !1571, i64 200, !1571, i64 208, !1571, i64 216, !1571, i64 224, !1571, i64 232, !1571, i64 240, !1571, i64 248, !1571, i64 256, !1571, i64 264, !1571, i64 272, !1543, i64 280, !1543, i64 480, !1543, i64 552, !1571, i64 1400, !1571, i64 1408}
!3035 = !{!"stringtable", !1571, i64 0, !1572, i64 8, !1572, i64 12}
!3036 = !DILocation(line: 1377, column: 9, scope: !3031)
!3037 = !DILocation(line: 1377, column: 9, scope: !3038)
!3038 = distinct !DILexicalBlock(scope: !3030, file: !2, line: 1377, column: 9)
!3039 = !DILocation(line: 1378, column: 9, scope: !3040)
!3040 = distinct !DILexicalBlock(scope: !3041, file: !2, line: 1378, column: 9)
!3041 = distinct !DILexicalBlock(scope: !807, file: !2, line: 1378, column: 9)
!3042 = !DILocation(line: 1378, column: 9, scope: !3041)
!3043 = !DILocation(line: 1378, column: 9, scope: !3044)
!3044 = distinct !DILexicalBlock(scope: !3040, file: !2, line: 1378, column: 9)
!3045 = !DILocation(line: 1378, column: 9, scope: !807)
!3046 = !DILocation(line: 1380, column: 7, scope: !638)
!3047 = !DILocation(line: 1381, column: 20, scope: !818)
!3048 = !DILocation(line: 0, scope: !818)
!3049 = !DILocation(line: 1383, column: 22, scope: !818)
!3050 = !DILocation(line: 1384, column: 22, scope: !818)
!3051 = !DILocation(line: 1385, column: 24, scope: !818)
!3052 = !DILocation(line: 1386, column: 9, scope: !824)
!3053 = !DILocation(line: 0, scope: !824)
!3054 = !DILocation(line: 1387, column: 13, scope: !829)
!3055 = !DILocation(line: 1387, column: 13, scope: !818)
!3056 = !DILocation(line: 0, scope: !827)
!3057 = !DILocation(line: 1388, column: 11, scope: !827)
!3058 = !DILocation(line: 1389, column: 9, scope: !828)
!3059 = !DILocation(line: 1391, column: 11, scope: !829)
!3060 = !DILocation(line: 1392, column: 9, scope: !3061)
!3061 = distinct !DILexicalBlock(scope: !3062, file: !2, line: 1392, column: 9)
!3062 = distinct !DILexicalBlock(scope: !818, file: !2, line: 1392, column: 9)
!3063 = !DILocation(line: 1392, column: 9, scope: !3062)
!3064 = !DILocation(line: 1392, column: 9, scope: !3065)
!3065 = distinct !DILexicalBlock(scope: !3061, file: !2, line: 1392, column: 9)
!3066 = !DILocation(line: 1392, column: 9, scope: !818)
!3067 = !DILocation(line: 1394, column: 7, scope: !638)
!3068 = !DILocation(line: 1395, column: 9, scope: !833)
!3069 = !DILocation(line: 0, scope: !833)
!3070 = !DILocation(line: 1395, column: 9, scope: !839)
!3071 = !DILocation(line: 1395, column: 9, scope: !838)
!3072 = !DILocation(line: 0, scope: !838)
!3073 = !DILocation(line: 0, scope: !841)
!3074 = !DILocation(line: 1395, column: 9, scope: !841)
!3075 = !DILocation(line: 1395, column: 9, scope: !843)
!3076 = !DILocation(line: 0, scope: !843)
!3077 = !DILocation(line: 0, scope: !847)
!3078 = !DILocation(line: 1395, column: 9, scope: !847)
!3079 = !DILocation(line: 1396, column: 9, scope: !3080)
!3080 = distinct !DILexicalBlock(scope: !3081, file: !2, line: 1396, column: 9)
!3081 = distinct !DILexicalBlock(scope: !834, file: !2, line: 1396, column: 9)
!3082 = !DILocation(line: 1396, column: 9, scope: !3081)
!3083 = !DILocation(line: 1396, column: 9, scope: !3084)
!3084 = distinct !DILexicalBlock(scope: !3080, file: !2, line: 1396, column: 9)
!3085 = !DILocation(line: 1396, column: 9, scope: !834)
!3086 = !DILocation(line: 1398, column: 7, scope: !638)
!3087 = !DILocation(line: 1399, column: 9, scope: !850)
!3088 = !DILocation(line: 0, scope: !850)
!3089 = !DILocation(line: 1399, column: 9, scope: !854)
!3090 = !DILocation(line: 0, scope: !854)
!3091 = !DILocation(line: 1399, column: 9, scope: !857)
!3092 = !DILocation(line: 0, scope: !856)
!3093 = !DILocation(line: 1399, column: 9, scope: !856)
!3094 = !DILocation(line: 0, scope: !860)
!3095 = !DILocation(line: 1399, column: 9, scope: !860)
!3096 = !DILocation(line: 1399, column: 9, scope: !867)
!3097 = !DILocation(line: 0, scope: !862)
!3098 = !DILocation(line: 1399, column: 9, scope: !862)
!3099 = !DILocation(line: 0, scope: !865)
!3100 = !DILocation(line: 1399, column: 9, scope: !865)
!3101 = !DILocation(line: 1399, column: 9, scope: !866)
!3102 = !DILocation(line: 1400, column: 9, scope: !3103)
!3103 = distinct !DILexicalBlock(scope: !3104, file: !2, line: 1400, column: 9)
!3104 = distinct !DILexicalBlock(scope: !851, file: !2, line: 1400, column: 9)
!3105 = !DILocation(line: 1400, column: 9, scope: !3104)
!3106 = !DILocation(line: 1400, column: 9, scope: !3107)
!3107 = distinct !DILexicalBlock(scope: !3103, file: !2, line: 1400, column: 9)
!3108 = !DILocation(line: 1400, column: 9, scope: !851)
!3109 = !DILocation(line: 1402, column: 7, scope: !638)
!3110 = !DILocation(line: 1403, column: 9, scope: !870)
!3111 = !DILocation(line: 0, scope: !870)
!3112 = !DILocation(line: 1403, column: 9, scope: !874)
!3113 = !DILocation(line: 0, scope: !874)
!3114 = !DILocation(line: 1403, column: 9, scope: !877)
!3115 = !DILocation(line: 0, scope: !876)
!3116 = !DILocation(line: 1403, column: 9, scope: !876)
!3117 = !DILocation(line: 0, scope: !880)
!3118 = !DILocation(line: 1403, column: 9, scope: !880)
!3119 = !DILocation(line: 1403, column: 9, scope: !887)
!3120 = !DILocation(line: 0, scope: !882)
!3121 = !DILocation(line: 1403, column: 9, scope: !882)
!3122 = !DILocation(line: 0, scope: !885)
!3123 = !DILocation(line: 1403, column: 9, scope: !885)
!3124 = !DILocation(line: 1403, column: 9, scope: !886)
!3125 = !DILocation(line: 1404, column: 9, scope: !3126)
!3126 = distinct !DILexicalBlock(scope: !3127, file: !2, line: 1404, column: 9)
!3127 = distinct !DILexicalBlock(scope: !871, file: !2, line: 1404, column: 9)
!3128 = !DILocation(line: 1404, column: 9, scope: !3127)
!3129 = !DILocation(line: 1404, column: 9, scope: !3130)
!3130 = distinct !DILexicalBlock(scope: !3126, file: !2, line: 1404, column: 9)
!3131 = !DILocation(line: 1404, column: 9, scope: !871)
!3132 = !DILocation(line: 1406, column: 7, scope: !638)
!3133 = !DILocation(line: 1407, column: 9, scope: !890)
!3134 = !DILocation(line: 0, scope: !890)
!3135 = !DILocation(line: 1407, column: 9, scope: !894)
!3136 = !DILocation(line: 0, scope: !894)
!3137 = !DILocation(line: 1407, column: 9, scope: !897)
!3138 = !DILocation(line: 0, scope: !896)
!3139 = !DILocation(line: 1407, column: 9, scope: !896)
!3140 = !DILocation(line: 0, scope: !900)
!3141 = !DILocation(line: 1407, column: 9, scope: !900)
!3142 = !DILocation(line: 1407, column: 9, scope: !907)
!3143 = !DILocation(line: 0, scope: !902)
!3144 = !DILocation(line: 1407, column: 9, scope: !902)
!3145 = !DILocation(line: 0, scope: !905)
!3146 = !DILocation(line: 1407, column: 9, scope: !905)
!3147 = !DILocation(line: 1407, column: 9, scope: !906)
!3148 = !DILocation(line: 1408, column: 9, scope: !3149)
!3149 = distinct !DILexicalBlock(scope: !3150, file: !2, line: 1408, column: 9)
!3150 = distinct !DILexicalBlock(scope: !891, file: !2, line: 1408, column: 9)
!3151 = !DILocation(line: 1408, column: 9, scope: !3150)
!3152 = !DILocation(line: 1408, column: 9, scope: !3153)
!3153 = distinct !DILexicalBlock(scope: !3149, file: !2, line: 1408, column: 9)
!3154 = !DILocation(line: 1408, column: 9, scope: !891)
!3155 = !DILocation(line: 1410, column: 7, scope: !638)
!3156 = !DILocation(line: 1411, column: 9, scope: !911)
!3157 = !DILocation(line: 1412, column: 9, scope: !910)
!3158 = !DILocation(line: 0, scope: !910)
!3159 = !DILocation(line: 1412, column: 9, scope: !914)
!3160 = !DILocation(line: 0, scope: !914)
!3161 = !DILocation(line: 1412, column: 9, scope: !917)
!3162 = !DILocation(line: 0, scope: !916)
!3163 = !DILocation(line: 1412, column: 9, scope: !916)
!3164 = !DILocation(line: 0, scope: !920)
!3165 = !DILocation(line: 0, scope: !2484, inlinedAt: !3166)
!3166 = distinct !DILocation(line: 1412, column: 9, scope: !920)
!3167 = !DILocation(line: 746, column: 7, scope: !2491, inlinedAt: !3166)
!3168 = !DILocation(line: 746, column: 7, scope: !2484, inlinedAt: !3166)
!3169 = !DILocation(line: 747, column: 11, scope: !2496, inlinedAt: !3166)
!3170 = !DILocation(line: 747, column: 9, scope: !2497, inlinedAt: !3166)
!3171 = !DILocation(line: 748, column: 7, scope: !2496, inlinedAt: !3166)
!3172 = !DILocation(line: 752, column: 23, scope: !2490, inlinedAt: !3166)
!3173 = !DILocation(line: 0, scope: !2490, inlinedAt: !3166)
!3174 = !DILocation(line: 753, column: 11, scope: !2503, inlinedAt: !3166)
!3175 = !DILocation(line: 753, column: 16, scope: !2503, inlinedAt: !3166)
!3176 = !DILocation(line: 753, column: 22, scope: !2503, inlinedAt: !3166)
!3177 = !DILocation(line: 753, column: 27, scope: !2503, inlinedAt: !3166)
!3178 = !DILocation(line: 753, column: 9, scope: !2490, inlinedAt: !3166)
!3179 = !DILocation(line: 0, scope: !2491, inlinedAt: !3166)
!3180 = !DILocation(line: 1412, column: 9, scope: !920)
!3181 = !DILocation(line: 1412, column: 9, scope: !927)
!3182 = !DILocation(line: 0, scope: !922)
!3183 = !DILocation(line: 1412, column: 9, scope: !922)
!3184 = !DILocation(line: 0, scope: !925)
!3185 = !DILocation(line: 0, scope: !2510, inlinedAt: !3186)
!3186 = distinct !DILocation(line: 1412, column: 9, scope: !925)
!3187 = !DILocation(line: 765, column: 3, scope: !2520, inlinedAt: !3186)
!3188 = !DILocation(line: 765, column: 3, scope: !2522, inlinedAt: !3186)
!3189 = !DILocation(line: 1413, column: 9, scope: !3190)
!3190 = distinct !DILexicalBlock(scope: !3191, file: !2, line: 1413, column: 9)
!3191 = distinct !DILexicalBlock(scope: !911, file: !2, line: 1413, column: 9)
!3192 = !DILocation(line: 1413, column: 9, scope: !3191)
!3193 = !DILocation(line: 1413, column: 9, scope: !3194)
!3194 = distinct !DILexicalBlock(scope: !3190, file: !2, line: 1413, column: 9)
!3195 = !DILocation(line: 1413, column: 9, scope: !911)
!3196 = !DILocation(line: 1415, column: 7, scope: !638)
!3197 = !DILocation(line: 1416, column: 9, scope: !930)
!3198 = !DILocation(line: 0, scope: !930)
!3199 = !DILocation(line: 1416, column: 9, scope: !940)
!3200 = !DILocation(line: 0, scope: !935)
!3201 = !DILocation(line: 1416, column: 9, scope: !935)
!3202 = !DILocation(line: 1416, column: 9, scope: !939)
!3203 = !DILocation(line: 0, scope: !938)
!3204 = !DILocation(line: 1416, column: 9, scope: !938)
!3205 = !DILocation(line: 1417, column: 9, scope: !3206)
!3206 = distinct !DILexicalBlock(scope: !3207, file: !2, line: 1417, column: 9)
!3207 = distinct !DILexicalBlock(scope: !931, file: !2, line: 1417, column: 9)
!3208 = !DILocation(line: 1417, column: 9, scope: !3207)
!3209 = !DILocation(line: 1417, column: 9, scope: !3210)
!3210 = distinct !DILexicalBlock(scope: !3206, file: !2, line: 1417, column: 9)
!3211 = !DILocation(line: 1417, column: 9, scope: !931)
!3212 = !DILocation(line: 1419, column: 7, scope: !638)
!3213 = !DILocation(line: 1420, column: 9, scope: !943)
!3214 = !DILocation(line: 0, scope: !943)
!3215 = !DILocation(line: 1420, column: 9, scope: !953)
!3216 = !DILocation(line: 0, scope: !948)
!3217 = !DILocation(line: 1420, column: 9, scope: !948)
!3218 = !DILocation(line: 1420, column: 9, scope: !952)
!3219 = !DILocation(line: 0, scope: !951)
!3220 = !DILocation(line: 1420, column: 9, scope: !951)
!3221 = !DILocation(line: 1421, column: 9, scope: !3222)
!3222 = distinct !DILexicalBlock(scope: !3223, file: !2, line: 1421, column: 9)
!3223 = distinct !DILexicalBlock(scope: !944, file: !2, line: 1421, column: 9)
!3224 = !DILocation(line: 1421, column: 9, scope: !3223)
!3225 = !DILocation(line: 1421, column: 9, scope: !3226)
!3226 = distinct !DILexicalBlock(scope: !3222, file: !2, line: 1421, column: 9)
!3227 = !DILocation(line: 1421, column: 9, scope: !944)
!3228 = !DILocation(line: 1423, column: 7, scope: !638)
!3229 = !DILocation(line: 1424, column: 9, scope: !957)
!3230 = !DILocation(line: 1425, column: 9, scope: !956)
!3231 = !DILocation(line: 0, scope: !956)
!3232 = !DILocation(line: 1425, column: 9, scope: !960)
!3233 = !DILocation(line: 0, scope: !960)
!3234 = !DILocation(line: 1425, column: 9, scope: !963)
!3235 = !DILocation(line: 0, scope: !962)
!3236 = !DILocation(line: 1425, column: 9, scope: !962)
!3237 = !DILocation(line: 0, scope: !966)
!3238 = !DILocation(line: 0, scope: !2453, inlinedAt: !3239)
!3239 = distinct !DILocation(line: 1425, column: 9, scope: !966)
!3240 = !DILocation(line: 726, column: 7, scope: !2462, inlinedAt: !3239)
!3241 = !DILocation(line: 726, column: 7, scope: !2453, inlinedAt: !3239)
!3242 = !DILocation(line: 727, column: 11, scope: !2467, inlinedAt: !3239)
!3243 = !DILocation(line: 727, column: 9, scope: !2468, inlinedAt: !3239)
!3244 = !DILocation(line: 728, column: 7, scope: !2467, inlinedAt: !3239)
!3245 = !DILocation(line: 729, column: 12, scope: !2468, inlinedAt: !3239)
!3246 = !DILocation(line: 729, column: 5, scope: !2468, inlinedAt: !3239)
!3247 = !DILocation(line: 732, column: 23, scope: !2461, inlinedAt: !3239)
!3248 = !DILocation(line: 733, column: 26, scope: !2475, inlinedAt: !3239)
!3249 = !DILocation(line: 0, scope: !2461, inlinedAt: !3239)
!3250 = !DILocation(line: 733, column: 12, scope: !2475, inlinedAt: !3239)
!3251 = !DILocation(line: 733, column: 17, scope: !2475, inlinedAt: !3239)
!3252 = !DILocation(line: 733, column: 21, scope: !2475, inlinedAt: !3239)
!3253 = !DILocation(line: 733, column: 30, scope: !2475, inlinedAt: !3239)
!3254 = !DILocation(line: 733, column: 9, scope: !2461, inlinedAt: !3239)
!3255 = !DILocation(line: 0, scope: !2462, inlinedAt: !3239)
!3256 = !DILocation(line: 1425, column: 9, scope: !966)
!3257 = !DILocation(line: 1425, column: 9, scope: !973)
!3258 = !DILocation(line: 0, scope: !968)
!3259 = !DILocation(line: 1425, column: 9, scope: !968)
!3260 = !DILocation(line: 0, scope: !971)
!3261 = !DILocation(line: 1425, column: 9, scope: !971)
!3262 = !DILocation(line: 1425, column: 9, scope: !972)
!3263 = !DILocation(line: 1426, column: 9, scope: !3264)
!3264 = distinct !DILexicalBlock(scope: !3265, file: !2, line: 1426, column: 9)
!3265 = distinct !DILexicalBlock(scope: !957, file: !2, line: 1426, column: 9)
!3266 = !DILocation(line: 1426, column: 9, scope: !3265)
!3267 = !DILocation(line: 1426, column: 9, scope: !3268)
!3268 = distinct !DILexicalBlock(scope: !3264, file: !2, line: 1426, column: 9)
!3269 = !DILocation(line: 1426, column: 9, scope: !957)
!3270 = !DILocation(line: 1428, column: 7, scope: !638)
!3271 = !DILocation(line: 1429, column: 9, scope: !976)
!3272 = !DILocation(line: 1429, column: 9, scope: !985)
!3273 = !{!"branch_weights", i32 1, i32 4000, i32 1}
!3274 = !DILocation(line: 141, column: 30, scope: !1618, inlinedAt: !3275)
!3275 = distinct !DILocation(line: 1429, column: 9, scope: !985)
!3276 = !DILocation(line: 0, scope: !1583, inlinedAt: !3277)
!3277 = distinct !DILocation(line: 141, column: 12, scope: !1618, inlinedAt: !3275)
!3278 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !3277)
!3279 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !3277)
!3280 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !3277)
!3281 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !3277)
!3282 = !DILocation(line: 1429, column: 9, scope: !984)
!3283 = !DILocation(line: 0, scope: !983)
!3284 = !DILocation(line: 1429, column: 9, scope: !983)
!3285 = !DILocation(line: 1430, column: 9, scope: !3286)
!3286 = distinct !DILexicalBlock(scope: !3287, file: !2, line: 1430, column: 9)
!3287 = distinct !DILexicalBlock(scope: !977, file: !2, line: 1430, column: 9)
!3288 = !DILocation(line: 1430, column: 9, scope: !3287)
!3289 = !DILocation(line: 1430, column: 9, scope: !3290)
!3290 = distinct !DILexicalBlock(scope: !3286, file: !2, line: 1430, column: 9)
!3291 = !DILocation(line: 1430, column: 9, scope: !977)
!3292 = !DILocation(line: 1432, column: 7, scope: !638)
!3293 = !DILocation(line: 1433, column: 9, scope: !988)
!3294 = !DILocation(line: 1433, column: 9, scope: !997)
!3295 = !DILocation(line: 141, column: 30, scope: !1618, inlinedAt: !3296)
!3296 = distinct !DILocation(line: 1433, column: 9, scope: !997)
!3297 = !DILocation(line: 0, scope: !1583, inlinedAt: !3298)
!3298 = distinct !DILocation(line: 141, column: 12, scope: !1618, inlinedAt: !3296)
!3299 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !3298)
!3300 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !3298)
!3301 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !3298)
!3302 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !3298)
!3303 = !DILocation(line: 1433, column: 9, scope: !996)
!3304 = !DILocation(line: 0, scope: !995)
!3305 = !DILocation(line: 1433, column: 9, scope: !995)
!3306 = !DILocation(line: 1434, column: 9, scope: !3307)
!3307 = distinct !DILexicalBlock(scope: !3308, file: !2, line: 1434, column: 9)
!3308 = distinct !DILexicalBlock(scope: !989, file: !2, line: 1434, column: 9)
!3309 = !DILocation(line: 1434, column: 9, scope: !3308)
!3310 = !DILocation(line: 1434, column: 9, scope: !3311)
!3311 = distinct !DILexicalBlock(scope: !3307, file: !2, line: 1434, column: 9)
!3312 = !DILocation(line: 1434, column: 9, scope: !989)
!3313 = !DILocation(line: 1436, column: 7, scope: !638)
!3314 = !DILocation(line: 1437, column: 9, scope: !1000)
!3315 = !DILocation(line: 1437, column: 9, scope: !1009)
!3316 = !DILocation(line: 141, column: 30, scope: !1618, inlinedAt: !3317)
!3317 = distinct !DILocation(line: 1437, column: 9, scope: !1009)
!3318 = !DILocation(line: 0, scope: !1583, inlinedAt: !3319)
!3319 = distinct !DILocation(line: 141, column: 12, scope: !1618, inlinedAt: !3317)
!3320 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !3319)
!3321 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !3319)
!3322 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !3319)
!3323 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !3319)
!3324 = !DILocation(line: 1437, column: 9, scope: !1008)
!3325 = !DILocation(line: 0, scope: !1007)
!3326 = !DILocation(line: 1437, column: 9, scope: !1007)
!3327 = !DILocation(line: 1438, column: 9, scope: !3328)
!3328 = distinct !DILexicalBlock(scope: !3329, file: !2, line: 1438, column: 9)
!3329 = distinct !DILexicalBlock(scope: !1001, file: !2, line: 1438, column: 9)
!3330 = !DILocation(line: 1438, column: 9, scope: !3329)
!3331 = !DILocation(line: 1438, column: 9, scope: !3332)
!3332 = distinct !DILexicalBlock(scope: !3328, file: !2, line: 1438, column: 9)
!3333 = !DILocation(line: 1438, column: 9, scope: !1001)
!3334 = !DILocation(line: 1440, column: 7, scope: !638)
!3335 = !DILocation(line: 1441, column: 20, scope: !1012)
!3336 = !DILocation(line: 1442, column: 22, scope: !1012)
!3337 = !DILocation(line: 1443, column: 18, scope: !1012)
!3338 = !DILocation(line: 1445, column: 13, scope: !1019)
!3339 = !DILocation(line: 1445, column: 13, scope: !1012)
!3340 = !DILocation(line: 141, column: 30, scope: !1618, inlinedAt: !3341)
!3341 = distinct !DILocation(line: 1445, column: 13, scope: !1019)
!3342 = !DILocation(line: 0, scope: !1583, inlinedAt: !3343)
!3343 = distinct !DILocation(line: 141, column: 12, scope: !1618, inlinedAt: !3341)
!3344 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !3343)
!3345 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !3343)
!3346 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !3343)
!3347 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !3343)
!3348 = !DILocation(line: 1446, column: 13, scope: !1018)
!3349 = !DILocation(line: 0, scope: !1017)
!3350 = !DILocation(line: 1446, column: 17, scope: !1017)
!3351 = !DILocation(line: 0, scope: !2528, inlinedAt: !3352)
!3352 = distinct !DILocation(line: 1446, column: 17, scope: !1017)
!3353 = !DILocation(line: 778, column: 9, scope: !2536, inlinedAt: !3352)
!3354 = !DILocation(line: 778, column: 7, scope: !2528, inlinedAt: !3352)
!3355 = !DILocation(line: 779, column: 11, scope: !2539, inlinedAt: !3352)
!3356 = !DILocation(line: 779, column: 9, scope: !2540, inlinedAt: !3352)
!3357 = !DILocation(line: 780, column: 17, scope: !2539, inlinedAt: !3352)
!3358 = !DILocation(line: 780, column: 10, scope: !2539, inlinedAt: !3352)
!3359 = !DILocation(line: 783, column: 11, scope: !2545, inlinedAt: !3352)
!3360 = !DILocation(line: 783, column: 9, scope: !2546, inlinedAt: !3352)
!3361 = !DILocation(line: 0, scope: !2536, inlinedAt: !3352)
!3362 = !DILocation(line: 1447, column: 9, scope: !1018)
!3363 = !DILocation(line: 1448, column: 9, scope: !3364)
!3364 = distinct !DILexicalBlock(scope: !3365, file: !2, line: 1448, column: 9)
!3365 = distinct !DILexicalBlock(scope: !1012, file: !2, line: 1448, column: 9)
!3366 = !DILocation(line: 1448, column: 9, scope: !3365)
!3367 = !DILocation(line: 1448, column: 9, scope: !3368)
!3368 = distinct !DILexicalBlock(scope: !3364, file: !2, line: 1448, column: 9)
!3369 = !DILocation(line: 1448, column: 9, scope: !1012)
!3370 = !DILocation(line: 1450, column: 7, scope: !638)
!3371 = !DILocation(line: 1451, column: 20, scope: !1022)
!3372 = !DILocation(line: 1452, column: 22, scope: !1022)
!3373 = !DILocation(line: 1453, column: 18, scope: !1022)
!3374 = !DILocation(line: 1455, column: 13, scope: !1029)
!3375 = !DILocation(line: 1455, column: 13, scope: !1022)
!3376 = !DILocation(line: 141, column: 30, scope: !1618, inlinedAt: !3377)
!3377 = distinct !DILocation(line: 1455, column: 13, scope: !1029)
!3378 = !DILocation(line: 0, scope: !1583, inlinedAt: !3379)
!3379 = distinct !DILocation(line: 141, column: 12, scope: !1618, inlinedAt: !3377)
!3380 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !3379)
!3381 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !3379)
!3382 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !3379)
!3383 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !3379)
!3384 = !DILocation(line: 1456, column: 13, scope: !1028)
!3385 = !DILocation(line: 0, scope: !1027)
!3386 = !DILocation(line: 1456, column: 17, scope: !1027)
!3387 = !DILocation(line: 0, scope: !2528, inlinedAt: !3388)
!3388 = distinct !DILocation(line: 1456, column: 17, scope: !1027)
!3389 = !DILocation(line: 778, column: 9, scope: !2536, inlinedAt: !3388)
!3390 = !DILocation(line: 778, column: 7, scope: !2528, inlinedAt: !3388)
!3391 = !DILocation(line: 779, column: 11, scope: !2539, inlinedAt: !3388)
!3392 = !DILocation(line: 779, column: 9, scope: !2540, inlinedAt: !3388)
!3393 = !DILocation(line: 780, column: 17, scope: !2539, inlinedAt: !3388)
!3394 = !DILocation(line: 780, column: 10, scope: !2539, inlinedAt: !3388)
!3395 = !DILocation(line: 783, column: 11, scope: !2545, inlinedAt: !3388)
!3396 = !DILocation(line: 783, column: 9, scope: !2546, inlinedAt: !3388)
!3397 = !DILocation(line: 0, scope: !2536, inlinedAt: !3388)
!3398 = !DILocation(line: 1457, column: 9, scope: !1028)
!3399 = !DILocation(line: 1458, column: 9, scope: !3400)
!3400 = distinct !DILexicalBlock(scope: !3401, file: !2, line: 1458, column: 9)
!3401 = distinct !DILexicalBlock(scope: !1022, file: !2, line: 1458, column: 9)
!3402 = !DILocation(line: 1458, column: 9, scope: !3401)
!3403 = !DILocation(line: 1458, column: 9, scope: !3404)
!3404 = distinct !DILexicalBlock(scope: !3400, file: !2, line: 1458, column: 9)
!3405 = !DILocation(line: 1458, column: 9, scope: !1022)
!3406 = !DILocation(line: 1460, column: 7, scope: !638)
!3407 = !DILocation(line: 1461, column: 9, scope: !1032)
!3408 = !DILocation(line: 0, scope: !1032)
!3409 = !DILocation(line: 1461, column: 9, scope: !1036)
!3410 = !DILocation(line: 0, scope: !1036)
!3411 = !DILocation(line: 1461, column: 9, scope: !1039)
!3412 = !DILocation(line: 0, scope: !1038)
!3413 = !DILocation(line: 1461, column: 9, scope: !1038)
!3414 = !DILocation(line: 0, scope: !1042)
!3415 = !DILocation(line: 1461, column: 9, scope: !1042)
!3416 = !DILocation(line: 1461, column: 9, scope: !1049)
!3417 = !DILocation(line: 0, scope: !1044)
!3418 = !DILocation(line: 1461, column: 9, scope: !1044)
!3419 = !DILocation(line: 0, scope: !1047)
!3420 = !DILocation(line: 1461, column: 9, scope: !1047)
!3421 = !DILocation(line: 1461, column: 9, scope: !1048)
!3422 = !DILocation(line: 1462, column: 9, scope: !3423)
!3423 = distinct !DILexicalBlock(scope: !3424, file: !2, line: 1462, column: 9)
!3424 = distinct !DILexicalBlock(scope: !1033, file: !2, line: 1462, column: 9)
!3425 = !DILocation(line: 1462, column: 9, scope: !3424)
!3426 = !DILocation(line: 1462, column: 9, scope: !3427)
!3427 = distinct !DILexicalBlock(scope: !3423, file: !2, line: 1462, column: 9)
!3428 = !DILocation(line: 1462, column: 9, scope: !1033)
!3429 = !DILocation(line: 1464, column: 7, scope: !638)
!3430 = !DILocation(line: 1465, column: 9, scope: !1052)
!3431 = !DILocation(line: 0, scope: !1052)
!3432 = !DILocation(line: 1465, column: 9, scope: !1056)
!3433 = !DILocation(line: 0, scope: !1056)
!3434 = !DILocation(line: 1465, column: 9, scope: !1059)
!3435 = !DILocation(line: 0, scope: !1058)
!3436 = !DILocation(line: 1465, column: 9, scope: !1058)
!3437 = !DILocation(line: 0, scope: !1062)
!3438 = !DILocation(line: 1465, column: 9, scope: !1062)
!3439 = !DILocation(line: 1465, column: 9, scope: !1069)
!3440 = !DILocation(line: 0, scope: !1064)
!3441 = !DILocation(line: 1465, column: 9, scope: !1064)
!3442 = !DILocation(line: 0, scope: !1067)
!3443 = !DILocation(line: 1465, column: 9, scope: !1067)
!3444 = !DILocation(line: 1465, column: 9, scope: !1068)
!3445 = !DILocation(line: 1466, column: 9, scope: !3446)
!3446 = distinct !DILexicalBlock(scope: !3447, file: !2, line: 1466, column: 9)
!3447 = distinct !DILexicalBlock(scope: !1053, file: !2, line: 1466, column: 9)
!3448 = !DILocation(line: 1466, column: 9, scope: !3447)
!3449 = !DILocation(line: 1466, column: 9, scope: !3450)
!3450 = distinct !DILexicalBlock(scope: !3446, file: !2, line: 1466, column: 9)
!3451 = !DILocation(line: 1466, column: 9, scope: !1053)
!3452 = !DILocation(line: 1468, column: 7, scope: !638)
!3453 = !DILocation(line: 1469, column: 9, scope: !1072)
!3454 = !DILocation(line: 0, scope: !1072)
!3455 = !DILocation(line: 1469, column: 9, scope: !1076)
!3456 = !DILocation(line: 0, scope: !1076)
!3457 = !DILocation(line: 1469, column: 9, scope: !1079)
!3458 = !DILocation(line: 0, scope: !1078)
!3459 = !DILocation(line: 1469, column: 9, scope: !1078)
!3460 = !DILocation(line: 0, scope: !1082)
!3461 = !DILocation(line: 1469, column: 9, scope: !1082)
!3462 = !DILocation(line: 1469, column: 9, scope: !1089)
!3463 = !DILocation(line: 0, scope: !1084)
!3464 = !DILocation(line: 1469, column: 9, scope: !1084)
!3465 = !DILocation(line: 0, scope: !1087)
!3466 = !DILocation(line: 1469, column: 9, scope: !1087)
!3467 = !DILocation(line: 1469, column: 9, scope: !1088)
!3468 = !DILocation(line: 1470, column: 9, scope: !3469)
!3469 = distinct !DILexicalBlock(scope: !3470, file: !2, line: 1470, column: 9)
!3470 = distinct !DILexicalBlock(scope: !1073, file: !2, line: 1470, column: 9)
!3471 = !DILocation(line: 1470, column: 9, scope: !3470)
!3472 = !DILocation(line: 1470, column: 9, scope: !3473)
!3473 = distinct !DILexicalBlock(scope: !3469, file: !2, line: 1470, column: 9)
!3474 = !DILocation(line: 1470, column: 9, scope: !1073)
!3475 = !DILocation(line: 1472, column: 7, scope: !638)
!3476 = !DILocation(line: 1473, column: 9, scope: !1093)
!3477 = !DILocation(line: 1474, column: 9, scope: !1092)
!3478 = !DILocation(line: 0, scope: !1092)
!3479 = !DILocation(line: 1474, column: 9, scope: !1096)
!3480 = !DILocation(line: 0, scope: !1096)
!3481 = !DILocation(line: 1474, column: 9, scope: !1099)
!3482 = !DILocation(line: 0, scope: !1098)
!3483 = !DILocation(line: 1474, column: 9, scope: !1098)
!3484 = !DILocation(line: 0, scope: !1102)
!3485 = !DILocation(line: 0, scope: !2484, inlinedAt: !3486)
!3486 = distinct !DILocation(line: 1474, column: 9, scope: !1102)
!3487 = !DILocation(line: 746, column: 7, scope: !2491, inlinedAt: !3486)
!3488 = !DILocation(line: 746, column: 7, scope: !2484, inlinedAt: !3486)
!3489 = !DILocation(line: 747, column: 11, scope: !2496, inlinedAt: !3486)
!3490 = !DILocation(line: 747, column: 9, scope: !2497, inlinedAt: !3486)
!3491 = !DILocation(line: 748, column: 7, scope: !2496, inlinedAt: !3486)
!3492 = !DILocation(line: 752, column: 23, scope: !2490, inlinedAt: !3486)
!3493 = !DILocation(line: 0, scope: !2490, inlinedAt: !3486)
!3494 = !DILocation(line: 753, column: 11, scope: !2503, inlinedAt: !3486)
!3495 = !DILocation(line: 753, column: 16, scope: !2503, inlinedAt: !3486)
!3496 = !DILocation(line: 753, column: 22, scope: !2503, inlinedAt: !3486)
!3497 = !DILocation(line: 753, column: 27, scope: !2503, inlinedAt: !3486)
!3498 = !DILocation(line: 753, column: 9, scope: !2490, inlinedAt: !3486)
!3499 = !DILocation(line: 0, scope: !2491, inlinedAt: !3486)
!3500 = !DILocation(line: 1474, column: 9, scope: !1102)
!3501 = !DILocation(line: 1474, column: 9, scope: !1109)
!3502 = !DILocation(line: 0, scope: !1104)
!3503 = !DILocation(line: 1474, column: 9, scope: !1104)
!3504 = !DILocation(line: 0, scope: !1107)
!3505 = !DILocation(line: 0, scope: !2510, inlinedAt: !3506)
!3506 = distinct !DILocation(line: 1474, column: 9, scope: !1107)
!3507 = !DILocation(line: 765, column: 3, scope: !2520, inlinedAt: !3506)
!3508 = !DILocation(line: 765, column: 3, scope: !2522, inlinedAt: !3506)
!3509 = !DILocation(line: 1475, column: 9, scope: !3510)
!3510 = distinct !DILexicalBlock(scope: !3511, file: !2, line: 1475, column: 9)
!3511 = distinct !DILexicalBlock(scope: !1093, file: !2, line: 1475, column: 9)
!3512 = !DILocation(line: 1475, column: 9, scope: !3511)
!3513 = !DILocation(line: 1475, column: 9, scope: !3514)
!3514 = distinct !DILexicalBlock(scope: !3510, file: !2, line: 1475, column: 9)
!3515 = !DILocation(line: 1475, column: 9, scope: !1093)
!3516 = !DILocation(line: 1477, column: 7, scope: !638)
!3517 = !DILocation(line: 1478, column: 9, scope: !1112)
!3518 = !DILocation(line: 0, scope: !1112)
!3519 = !DILocation(line: 1478, column: 9, scope: !1122)
!3520 = !DILocation(line: 0, scope: !1117)
!3521 = !DILocation(line: 1478, column: 9, scope: !1117)
!3522 = !DILocation(line: 1478, column: 9, scope: !1121)
!3523 = !DILocation(line: 0, scope: !1120)
!3524 = !DILocation(line: 1478, column: 9, scope: !1120)
!3525 = !DILocation(line: 1479, column: 9, scope: !3526)
!3526 = distinct !DILexicalBlock(scope: !3527, file: !2, line: 1479, column: 9)
!3527 = distinct !DILexicalBlock(scope: !1113, file: !2, line: 1479, column: 9)
!3528 = !DILocation(line: 1479, column: 9, scope: !3527)
!3529 = !DILocation(line: 1479, column: 9, scope: !3530)
!3530 = distinct !DILexicalBlock(scope: !3526, file: !2, line: 1479, column: 9)
!3531 = !DILocation(line: 1479, column: 9, scope: !1113)
!3532 = !DILocation(line: 1481, column: 7, scope: !638)
!3533 = !DILocation(line: 1482, column: 9, scope: !1125)
!3534 = !DILocation(line: 0, scope: !1125)
!3535 = !DILocation(line: 1482, column: 9, scope: !1135)
!3536 = !DILocation(line: 0, scope: !1130)
!3537 = !DILocation(line: 1482, column: 9, scope: !1130)
!3538 = !DILocation(line: 1482, column: 9, scope: !1134)
!3539 = !DILocation(line: 0, scope: !1133)
!3540 = !DILocation(line: 1482, column: 9, scope: !1133)
!3541 = !DILocation(line: 1483, column: 9, scope: !3542)
!3542 = distinct !DILexicalBlock(scope: !3543, file: !2, line: 1483, column: 9)
!3543 = distinct !DILexicalBlock(scope: !1126, file: !2, line: 1483, column: 9)
!3544 = !DILocation(line: 1483, column: 9, scope: !3543)
!3545 = !DILocation(line: 1483, column: 9, scope: !3546)
!3546 = distinct !DILexicalBlock(scope: !3542, file: !2, line: 1483, column: 9)
!3547 = !DILocation(line: 1483, column: 9, scope: !1126)
!3548 = !DILocation(line: 1485, column: 7, scope: !638)
!3549 = !DILocation(line: 1486, column: 9, scope: !1139)
!3550 = !DILocation(line: 1487, column: 9, scope: !1138)
!3551 = !DILocation(line: 0, scope: !1138)
!3552 = !DILocation(line: 1487, column: 9, scope: !1142)
!3553 = !DILocation(line: 0, scope: !1142)
!3554 = !DILocation(line: 1487, column: 9, scope: !1145)
!3555 = !DILocation(line: 0, scope: !1144)
!3556 = !DILocation(line: 1487, column: 9, scope: !1144)
!3557 = !DILocation(line: 0, scope: !1148)
!3558 = !DILocation(line: 0, scope: !2453, inlinedAt: !3559)
!3559 = distinct !DILocation(line: 1487, column: 9, scope: !1148)
!3560 = !DILocation(line: 726, column: 7, scope: !2462, inlinedAt: !3559)
!3561 = !DILocation(line: 726, column: 7, scope: !2453, inlinedAt: !3559)
!3562 = !DILocation(line: 727, column: 11, scope: !2467, inlinedAt: !3559)
!3563 = !DILocation(line: 727, column: 9, scope: !2468, inlinedAt: !3559)
!3564 = !DILocation(line: 728, column: 7, scope: !2467, inlinedAt: !3559)
!3565 = !DILocation(line: 729, column: 12, scope: !2468, inlinedAt: !3559)
!3566 = !DILocation(line: 729, column: 5, scope: !2468, inlinedAt: !3559)
!3567 = !DILocation(line: 732, column: 23, scope: !2461, inlinedAt: !3559)
!3568 = !DILocation(line: 733, column: 26, scope: !2475, inlinedAt: !3559)
!3569 = !DILocation(line: 0, scope: !2461, inlinedAt: !3559)
!3570 = !DILocation(line: 733, column: 12, scope: !2475, inlinedAt: !3559)
!3571 = !DILocation(line: 733, column: 17, scope: !2475, inlinedAt: !3559)
!3572 = !DILocation(line: 733, column: 21, scope: !2475, inlinedAt: !3559)
!3573 = !DILocation(line: 733, column: 30, scope: !2475, inlinedAt: !3559)
!3574 = !DILocation(line: 733, column: 9, scope: !2461, inlinedAt: !3559)
!3575 = !DILocation(line: 0, scope: !2462, inlinedAt: !3559)
!3576 = !DILocation(line: 1487, column: 9, scope: !1148)
!3577 = !DILocation(line: 1487, column: 9, scope: !1155)
!3578 = !DILocation(line: 0, scope: !1150)
!3579 = !DILocation(line: 1487, column: 9, scope: !1150)
!3580 = !DILocation(line: 0, scope: !1153)
!3581 = !DILocation(line: 1487, column: 9, scope: !1153)
!3582 = !DILocation(line: 1487, column: 9, scope: !1154)
!3583 = !DILocation(line: 1488, column: 9, scope: !3584)
!3584 = distinct !DILexicalBlock(scope: !3585, file: !2, line: 1488, column: 9)
!3585 = distinct !DILexicalBlock(scope: !1139, file: !2, line: 1488, column: 9)
!3586 = !DILocation(line: 1488, column: 9, scope: !3585)
!3587 = !DILocation(line: 1488, column: 9, scope: !3588)
!3588 = distinct !DILexicalBlock(scope: !3584, file: !2, line: 1488, column: 9)
!3589 = !DILocation(line: 1488, column: 9, scope: !1139)
!3590 = !DILocation(line: 1490, column: 7, scope: !638)
!3591 = !DILocation(line: 1491, column: 9, scope: !1158)
!3592 = !DILocation(line: 1491, column: 9, scope: !1167)
!3593 = !DILocation(line: 141, column: 30, scope: !1618, inlinedAt: !3594)
!3594 = distinct !DILocation(line: 1491, column: 9, scope: !1167)
!3595 = !DILocation(line: 0, scope: !1583, inlinedAt: !3596)
!3596 = distinct !DILocation(line: 141, column: 12, scope: !1618, inlinedAt: !3594)
!3597 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !3596)
!3598 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !3596)
!3599 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !3596)
!3600 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !3596)
!3601 = !DILocation(line: 141, column: 30, scope: !1618, inlinedAt: !3602)
!3602 = distinct !DILocation(line: 1491, column: 9, scope: !1167)
!3603 = !DILocation(line: 0, scope: !1583, inlinedAt: !3604)
!3604 = distinct !DILocation(line: 141, column: 12, scope: !1618, inlinedAt: !3602)
!3605 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !3604)
!3606 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !3604)
!3607 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !3604)
!3608 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !3604)
!3609 = !DILocation(line: 1491, column: 9, scope: !1166)
!3610 = !DILocation(line: 0, scope: !1165)
!3611 = !DILocation(line: 1491, column: 9, scope: !1165)
!3612 = !DILocation(line: 1492, column: 9, scope: !3613)
!3613 = distinct !DILexicalBlock(scope: !3614, file: !2, line: 1492, column: 9)
!3614 = distinct !DILexicalBlock(scope: !1159, file: !2, line: 1492, column: 9)
!3615 = !DILocation(line: 1492, column: 9, scope: !3614)
!3616 = !DILocation(line: 1492, column: 9, scope: !3617)
!3617 = distinct !DILexicalBlock(scope: !3613, file: !2, line: 1492, column: 9)
!3618 = !DILocation(line: 1492, column: 9, scope: !1159)
!3619 = !DILocation(line: 1494, column: 7, scope: !638)
!3620 = !DILocation(line: 1495, column: 9, scope: !1170)
!3621 = !DILocation(line: 1495, column: 9, scope: !1179)
!3622 = !DILocation(line: 141, column: 30, scope: !1618, inlinedAt: !3623)
!3623 = distinct !DILocation(line: 1495, column: 9, scope: !1179)
!3624 = !DILocation(line: 0, scope: !1583, inlinedAt: !3625)
!3625 = distinct !DILocation(line: 141, column: 12, scope: !1618, inlinedAt: !3623)
!3626 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !3625)
!3627 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !3625)
!3628 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !3625)
!3629 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !3625)
!3630 = !DILocation(line: 141, column: 30, scope: !1618, inlinedAt: !3631)
!3631 = distinct !DILocation(line: 1495, column: 9, scope: !1179)
!3632 = !DILocation(line: 0, scope: !1583, inlinedAt: !3633)
!3633 = distinct !DILocation(line: 141, column: 12, scope: !1618, inlinedAt: !3631)
!3634 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !3633)
!3635 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !3633)
!3636 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !3633)
!3637 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !3633)
!3638 = !DILocation(line: 1495, column: 9, scope: !1178)
!3639 = !DILocation(line: 0, scope: !1177)
!3640 = !DILocation(line: 1495, column: 9, scope: !1177)
!3641 = !DILocation(line: 1496, column: 9, scope: !3642)
!3642 = distinct !DILexicalBlock(scope: !3643, file: !2, line: 1496, column: 9)
!3643 = distinct !DILexicalBlock(scope: !1171, file: !2, line: 1496, column: 9)
!3644 = !DILocation(line: 1496, column: 9, scope: !3643)
!3645 = !DILocation(line: 1496, column: 9, scope: !3646)
!3646 = distinct !DILexicalBlock(scope: !3642, file: !2, line: 1496, column: 9)
!3647 = !DILocation(line: 1496, column: 9, scope: !1171)
!3648 = !DILocation(line: 1498, column: 7, scope: !638)
!3649 = !DILocation(line: 1499, column: 9, scope: !1182)
!3650 = !DILocation(line: 1499, column: 9, scope: !1191)
!3651 = !DILocation(line: 141, column: 30, scope: !1618, inlinedAt: !3652)
!3652 = distinct !DILocation(line: 1499, column: 9, scope: !1191)
!3653 = !DILocation(line: 0, scope: !1583, inlinedAt: !3654)
!3654 = distinct !DILocation(line: 141, column: 12, scope: !1618, inlinedAt: !3652)
!3655 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !3654)
!3656 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !3654)
!3657 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !3654)
!3658 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !3654)
!3659 = !DILocation(line: 141, column: 30, scope: !1618, inlinedAt: !3660)
!3660 = distinct !DILocation(line: 1499, column: 9, scope: !1191)
!3661 = !DILocation(line: 0, scope: !1583, inlinedAt: !3662)
!3662 = distinct !DILocation(line: 141, column: 12, scope: !1618, inlinedAt: !3660)
!3663 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !3662)
!3664 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !3662)
!3665 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !3662)
!3666 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !3662)
!3667 = !DILocation(line: 1499, column: 9, scope: !1190)
!3668 = !DILocation(line: 0, scope: !1189)
!3669 = !DILocation(line: 1499, column: 9, scope: !1189)
!3670 = !DILocation(line: 1500, column: 9, scope: !3671)
!3671 = distinct !DILexicalBlock(scope: !3672, file: !2, line: 1500, column: 9)
!3672 = distinct !DILexicalBlock(scope: !1183, file: !2, line: 1500, column: 9)
!3673 = !DILocation(line: 1500, column: 9, scope: !3672)
!3674 = !DILocation(line: 1500, column: 9, scope: !3675)
!3675 = distinct !DILexicalBlock(scope: !3671, file: !2, line: 1500, column: 9)
!3676 = !DILocation(line: 1500, column: 9, scope: !1183)
!3677 = !DILocation(line: 1502, column: 7, scope: !638)
!3678 = !DILocation(line: 1503, column: 9, scope: !1194)
!3679 = !DILocation(line: 1503, column: 9, scope: !1203)
!3680 = !DILocation(line: 141, column: 30, scope: !1618, inlinedAt: !3681)
!3681 = distinct !DILocation(line: 1503, column: 9, scope: !1203)
!3682 = !DILocation(line: 0, scope: !1583, inlinedAt: !3683)
!3683 = distinct !DILocation(line: 141, column: 12, scope: !1618, inlinedAt: !3681)
!3684 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !3683)
!3685 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !3683)
!3686 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !3683)
!3687 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !3683)
!3688 = !DILocation(line: 141, column: 30, scope: !1618, inlinedAt: !3689)
!3689 = distinct !DILocation(line: 1503, column: 9, scope: !1203)
!3690 = !DILocation(line: 0, scope: !1583, inlinedAt: !3691)
!3691 = distinct !DILocation(line: 141, column: 12, scope: !1618, inlinedAt: !3689)
!3692 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !3691)
!3693 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !3691)
!3694 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !3691)
!3695 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !3691)
!3696 = !DILocation(line: 1503, column: 9, scope: !1202)
!3697 = !DILocation(line: 0, scope: !1201)
!3698 = !DILocation(line: 1503, column: 9, scope: !1201)
!3699 = !DILocation(line: 0, scope: !2528, inlinedAt: !3700)
!3700 = distinct !DILocation(line: 1503, column: 9, scope: !1201)
!3701 = !DILocation(line: 778, column: 9, scope: !2536, inlinedAt: !3700)
!3702 = !DILocation(line: 778, column: 7, scope: !2528, inlinedAt: !3700)
!3703 = !DILocation(line: 779, column: 11, scope: !2539, inlinedAt: !3700)
!3704 = !DILocation(line: 779, column: 9, scope: !2540, inlinedAt: !3700)
!3705 = !DILocation(line: 783, column: 11, scope: !2545, inlinedAt: !3700)
!3706 = !DILocation(line: 783, column: 9, scope: !2546, inlinedAt: !3700)
!3707 = !DILocation(line: 0, scope: !2536, inlinedAt: !3700)
!3708 = !DILocation(line: 1504, column: 9, scope: !3709)
!3709 = distinct !DILexicalBlock(scope: !3710, file: !2, line: 1504, column: 9)
!3710 = distinct !DILexicalBlock(scope: !1195, file: !2, line: 1504, column: 9)
!3711 = !DILocation(line: 1504, column: 9, scope: !3710)
!3712 = !DILocation(line: 1504, column: 9, scope: !3713)
!3713 = distinct !DILexicalBlock(scope: !3709, file: !2, line: 1504, column: 9)
!3714 = !DILocation(line: 1504, column: 9, scope: !1195)
!3715 = !DILocation(line: 1506, column: 7, scope: !638)
!3716 = !DILocation(line: 1507, column: 9, scope: !1206)
!3717 = !DILocation(line: 1507, column: 9, scope: !1215)
!3718 = !DILocation(line: 141, column: 30, scope: !1618, inlinedAt: !3719)
!3719 = distinct !DILocation(line: 1507, column: 9, scope: !1215)
!3720 = !DILocation(line: 0, scope: !1583, inlinedAt: !3721)
!3721 = distinct !DILocation(line: 141, column: 12, scope: !1618, inlinedAt: !3719)
!3722 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !3721)
!3723 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !3721)
!3724 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !3721)
!3725 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !3721)
!3726 = !DILocation(line: 141, column: 30, scope: !1618, inlinedAt: !3727)
!3727 = distinct !DILocation(line: 1507, column: 9, scope: !1215)
!3728 = !DILocation(line: 0, scope: !1583, inlinedAt: !3729)
!3729 = distinct !DILocation(line: 141, column: 12, scope: !1618, inlinedAt: !3727)
!3730 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !3729)
!3731 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !3729)
!3732 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !3729)
!3733 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !3729)
!3734 = !DILocation(line: 1507, column: 9, scope: !1214)
!3735 = !DILocation(line: 0, scope: !1213)
!3736 = !DILocation(line: 0, scope: !2528, inlinedAt: !3737)
!3737 = distinct !DILocation(line: 1507, column: 9, scope: !1213)
!3738 = !DILocation(line: 778, column: 9, scope: !2536, inlinedAt: !3737)
!3739 = !DILocation(line: 778, column: 7, scope: !2528, inlinedAt: !3737)
!3740 = !DILocation(line: 779, column: 11, scope: !2539, inlinedAt: !3737)
!3741 = !DILocation(line: 779, column: 9, scope: !2540, inlinedAt: !3737)
!3742 = !DILocation(line: 780, column: 17, scope: !2539, inlinedAt: !3737)
!3743 = !DILocation(line: 780, column: 10, scope: !2539, inlinedAt: !3737)
!3744 = !DILocation(line: 783, column: 11, scope: !2545, inlinedAt: !3737)
!3745 = !DILocation(line: 783, column: 9, scope: !2546, inlinedAt: !3737)
!3746 = !DILocation(line: 0, scope: !2536, inlinedAt: !3737)
!3747 = !DILocation(line: 1507, column: 9, scope: !1213)
!3748 = !DILocation(line: 1508, column: 9, scope: !3749)
!3749 = distinct !DILexicalBlock(scope: !3750, file: !2, line: 1508, column: 9)
!3750 = distinct !DILexicalBlock(scope: !1207, file: !2, line: 1508, column: 9)
!3751 = !DILocation(line: 1508, column: 9, scope: !3750)
!3752 = !DILocation(line: 1508, column: 9, scope: !3753)
!3753 = distinct !DILexicalBlock(scope: !3749, file: !2, line: 1508, column: 9)
!3754 = !DILocation(line: 1508, column: 9, scope: !1207)
!3755 = !DILocation(line: 1510, column: 7, scope: !638)
!3756 = !DILocation(line: 1511, column: 20, scope: !1218)
!3757 = !DILocation(line: 0, scope: !1218)
!3758 = !DILocation(line: 1512, column: 31, scope: !1218)
!3759 = !DILocation(line: 1512, column: 26, scope: !1218)
!3760 = !DILocation(line: 1513, column: 22, scope: !1218)
!3761 = !DILocation(line: 1514, column: 23, scope: !1218)
!3762 = !DILocation(line: 1515, column: 24, scope: !1218)
!3763 = !DILocation(line: 1517, column: 9, scope: !1218)
!3764 = !DILocation(line: 1518, column: 9, scope: !3765)
!3765 = distinct !DILexicalBlock(scope: !3766, file: !2, line: 1518, column: 9)
!3766 = distinct !DILexicalBlock(scope: !1218, file: !2, line: 1518, column: 9)
!3767 = !DILocation(line: 1518, column: 9, scope: !3766)
!3768 = !DILocation(line: 1518, column: 9, scope: !3769)
!3769 = distinct !DILexicalBlock(scope: !3765, file: !2, line: 1518, column: 9)
!3770 = !DILocation(line: 1518, column: 9, scope: !1218)
!3771 = !DILocation(line: 1520, column: 7, scope: !638)
!3772 = !DILocation(line: 1521, column: 20, scope: !1225)
!3773 = !DILocation(line: 0, scope: !1225)
!3774 = !DILocation(line: 1522, column: 31, scope: !1225)
!3775 = !DILocation(line: 1522, column: 26, scope: !1225)
!3776 = !DILocation(line: 1523, column: 19, scope: !1225)
!3777 = !DILocation(line: 1524, column: 23, scope: !1225)
!3778 = !DILocation(line: 1525, column: 20, scope: !1225)
!3779 = !DILocation(line: 1526, column: 24, scope: !1225)
!3780 = !DILocation(line: 1527, column: 9, scope: !1225)
!3781 = !DILocation(line: 1528, column: 9, scope: !3782)
!3782 = distinct !DILexicalBlock(scope: !3783, file: !2, line: 1528, column: 9)
!3783 = distinct !DILexicalBlock(scope: !1225, file: !2, line: 1528, column: 9)
!3784 = !DILocation(line: 1528, column: 9, scope: !3783)
!3785 = !DILocation(line: 1528, column: 9, scope: !3786)
!3786 = distinct !DILexicalBlock(scope: !3782, file: !2, line: 1528, column: 9)
!3787 = !DILocation(line: 1528, column: 9, scope: !1225)
!3788 = !DILocation(line: 1530, column: 7, scope: !638)
!3789 = !DILocation(line: 1531, column: 20, scope: !1233)
!3790 = !DILocation(line: 0, scope: !1233)
!3791 = !DILocation(line: 1532, column: 31, scope: !1233)
!3792 = !DILocation(line: 1532, column: 26, scope: !1233)
!3793 = !DILocation(line: 1533, column: 23, scope: !1233)
!3794 = !DILocation(line: 1534, column: 23, scope: !1233)
!3795 = !DILocation(line: 1535, column: 20, scope: !1233)
!3796 = !DILocation(line: 1536, column: 24, scope: !1233)
!3797 = !DILocation(line: 1537, column: 9, scope: !1233)
!3798 = !DILocation(line: 1538, column: 9, scope: !3799)
!3799 = distinct !DILexicalBlock(scope: !3800, file: !2, line: 1538, column: 9)
!3800 = distinct !DILexicalBlock(scope: !1233, file: !2, line: 1538, column: 9)
!3801 = !DILocation(line: 1538, column: 9, scope: !3800)
!3802 = !DILocation(line: 1538, column: 9, scope: !3803)
!3803 = distinct !DILexicalBlock(scope: !3799, file: !2, line: 1538, column: 9)
!3804 = !DILocation(line: 1538, column: 9, scope: !1233)
!3805 = !DILocation(line: 1540, column: 7, scope: !638)
!3806 = !DILocation(line: 1541, column: 20, scope: !1241)
!3807 = !DILocation(line: 0, scope: !1241)
!3808 = !DILocation(line: 1542, column: 22, scope: !1241)
!3809 = !DILocation(line: 1544, column: 13, scope: !1246)
!3810 = !DILocation(line: 1544, column: 13, scope: !1241)
!3811 = !DILocation(line: 1545, column: 28, scope: !1245)
!3812 = !DILocation(line: 0, scope: !1245)
!3813 = !DILocation(line: 0, scope: !1248)
!3814 = !DILocation(line: 1546, column: 11, scope: !1248)
!3815 = !DILocation(line: 1547, column: 9, scope: !1245)
!3816 = !DILocation(line: 1548, column: 18, scope: !1252)
!3817 = !DILocation(line: 0, scope: !1250)
!3818 = !DILocation(line: 1549, column: 11, scope: !1250)
!3819 = !DILocation(line: 1550, column: 9, scope: !1251)
!3820 = !DILocation(line: 1552, column: 11, scope: !1252)
!3821 = !DILocation(line: 1553, column: 9, scope: !3822)
!3822 = distinct !DILexicalBlock(scope: !3823, file: !2, line: 1553, column: 9)
!3823 = distinct !DILexicalBlock(scope: !1241, file: !2, line: 1553, column: 9)
!3824 = !DILocation(line: 1553, column: 9, scope: !3823)
!3825 = !DILocation(line: 1553, column: 9, scope: !3826)
!3826 = distinct !DILexicalBlock(scope: !3822, file: !2, line: 1553, column: 9)
!3827 = !DILocation(line: 1553, column: 9, scope: !1241)
!3828 = !DILocation(line: 1555, column: 7, scope: !638)
!3829 = !DILocation(line: 1556, column: 20, scope: !1255)
!3830 = !DILocation(line: 1557, column: 22, scope: !1255)
!3831 = !DILocation(line: 1559, column: 13, scope: !1261)
!3832 = !DILocation(line: 1559, column: 13, scope: !1255)
!3833 = !DILocation(line: 141, column: 30, scope: !1618, inlinedAt: !3834)
!3834 = distinct !DILocation(line: 1559, column: 13, scope: !1261)
!3835 = !DILocation(line: 0, scope: !1583, inlinedAt: !3836)
!3836 = distinct !DILocation(line: 141, column: 12, scope: !1618, inlinedAt: !3834)
!3837 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !3836)
!3838 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !3836)
!3839 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !3836)
!3840 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !3836)
!3841 = !DILocation(line: 0, scope: !1259)
!3842 = !DILocation(line: 1560, column: 11, scope: !1259)
!3843 = !DILocation(line: 1561, column: 9, scope: !1260)
!3844 = !DILocation(line: 1563, column: 11, scope: !1261)
!3845 = !DILocation(line: 1564, column: 9, scope: !3846)
!3846 = distinct !DILexicalBlock(scope: !3847, file: !2, line: 1564, column: 9)
!3847 = distinct !DILexicalBlock(scope: !1255, file: !2, line: 1564, column: 9)
!3848 = !DILocation(line: 1564, column: 9, scope: !3847)
!3849 = !DILocation(line: 1564, column: 9, scope: !3850)
!3850 = distinct !DILexicalBlock(scope: !3846, file: !2, line: 1564, column: 9)
!3851 = !DILocation(line: 1564, column: 9, scope: !1255)
!3852 = !DILocation(line: 1566, column: 7, scope: !638)
!3853 = !DILocation(line: 1567, column: 20, scope: !1264)
!3854 = !DILocation(line: 0, scope: !1264)
!3855 = !DILocation(line: 1568, column: 22, scope: !1264)
!3856 = !DILocation(line: 1569, column: 13, scope: !3857)
!3857 = distinct !DILexicalBlock(scope: !1264, file: !2, line: 1569, column: 13)
!3858 = !DILocation(line: 0, scope: !3857)
!3859 = !DILocation(line: 1573, column: 9, scope: !3860)
!3860 = distinct !DILexicalBlock(scope: !3861, file: !2, line: 1573, column: 9)
!3861 = distinct !DILexicalBlock(scope: !1264, file: !2, line: 1573, column: 9)
!3862 = !DILocation(line: 1573, column: 9, scope: !3861)
!3863 = !DILocation(line: 1573, column: 9, scope: !3864)
!3864 = distinct !DILexicalBlock(scope: !3860, file: !2, line: 1573, column: 9)
!3865 = !DILocation(line: 1573, column: 9, scope: !1264)
!3866 = !DILocation(line: 1575, column: 7, scope: !638)
!3867 = !DILocation(line: 1576, column: 20, scope: !1268)
!3868 = !DILocation(line: 0, scope: !1268)
!3869 = !DILocation(line: 1577, column: 9, scope: !1268)
!3870 = !DILocation(line: 1578, column: 9, scope: !3871)
!3871 = distinct !DILexicalBlock(scope: !3872, file: !2, line: 1578, column: 9)
!3872 = distinct !DILexicalBlock(scope: !1268, file: !2, line: 1578, column: 9)
!3873 = !DILocation(line: 1578, column: 9, scope: !3872)
!3874 = !DILocation(line: 1578, column: 9, scope: !3875)
!3875 = distinct !DILexicalBlock(scope: !3871, file: !2, line: 1578, column: 9)
!3876 = !DILocation(line: 1578, column: 9, scope: !1268)
!3877 = !DILocation(line: 1580, column: 7, scope: !638)
!3878 = !DILocation(line: 1581, column: 20, scope: !1271)
!3879 = !DILocation(line: 0, scope: !1271)
!3880 = !DILocation(line: 1582, column: 17, scope: !1271)
!3881 = !DILocation(line: 1583, column: 23, scope: !1271)
!3882 = !DILocation(line: 1583, column: 18, scope: !1271)
!3883 = !DILocation(line: 1584, column: 9, scope: !1271)
!3884 = !DILocation(line: 1585, column: 9, scope: !3885)
!3885 = distinct !DILexicalBlock(scope: !3886, file: !2, line: 1585, column: 9)
!3886 = distinct !DILexicalBlock(scope: !3887, file: !2, line: 1585, column: 9)
!3887 = distinct !DILexicalBlock(scope: !1271, file: !2, line: 1585, column: 9)
!3888 = !DILocation(line: 1585, column: 9, scope: !3886)
!3889 = !DILocation(line: 1585, column: 9, scope: !3890)
!3890 = distinct !DILexicalBlock(scope: !3885, file: !2, line: 1585, column: 9)
!3891 = !DILocation(line: 1586, column: 9, scope: !3892)
!3892 = distinct !DILexicalBlock(scope: !3893, file: !2, line: 1586, column: 9)
!3893 = distinct !DILexicalBlock(scope: !1271, file: !2, line: 1586, column: 9)
!3894 = !DILocation(line: 1586, column: 9, scope: !3893)
!3895 = !DILocation(line: 1586, column: 9, scope: !3896)
!3896 = distinct !DILexicalBlock(scope: !3892, file: !2, line: 1586, column: 9)
!3897 = !DILocation(line: 1586, column: 9, scope: !1271)
!3898 = !DILocation(line: 1588, column: 7, scope: !638)
!3899 = !DILocation(line: 1589, column: 20, scope: !1275)
!3900 = !DILocation(line: 0, scope: !1275)
!3901 = !DILocation(line: 1590, column: 9, scope: !1275)
!3902 = !DILocation(line: 1591, column: 9, scope: !3903)
!3903 = distinct !DILexicalBlock(scope: !3904, file: !2, line: 1591, column: 9)
!3904 = distinct !DILexicalBlock(scope: !1275, file: !2, line: 1591, column: 9)
!3905 = !DILocation(line: 1591, column: 9, scope: !3904)
!3906 = !DILocation(line: 1591, column: 9, scope: !3907)
!3907 = distinct !DILexicalBlock(scope: !3903, file: !2, line: 1591, column: 9)
!3908 = !DILocation(line: 1591, column: 9, scope: !1275)
!3909 = !DILocation(line: 1593, column: 7, scope: !638)
!3910 = !DILocation(line: 1594, column: 20, scope: !1278)
!3911 = !DILocation(line: 0, scope: !1278)
!3912 = !DILocation(line: 1596, column: 9, scope: !1278)
!3913 = !DILocation(line: 1597, column: 9, scope: !3914)
!3914 = distinct !DILexicalBlock(scope: !3915, file: !2, line: 1597, column: 9)
!3915 = distinct !DILexicalBlock(scope: !1278, file: !2, line: 1597, column: 9)
!3916 = !DILocation(line: 1597, column: 9, scope: !3915)
!3917 = !DILocation(line: 1597, column: 9, scope: !3918)
!3918 = distinct !DILexicalBlock(scope: !3914, file: !2, line: 1597, column: 9)
!3919 = !DILocation(line: 1597, column: 9, scope: !1278)
!3920 = !DILocation(line: 1599, column: 7, scope: !638)
!3921 = !DILocation(line: 1600, column: 9, scope: !3922)
!3922 = distinct !DILexicalBlock(scope: !3923, file: !2, line: 1600, column: 9)
!3923 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1599, column: 22)
!3924 = !DILocation(line: 1601, column: 9, scope: !3925)
!3925 = distinct !DILexicalBlock(scope: !3926, file: !2, line: 1601, column: 9)
!3926 = distinct !DILexicalBlock(scope: !3923, file: !2, line: 1601, column: 9)
!3927 = !DILocation(line: 1601, column: 9, scope: !3926)
!3928 = !DILocation(line: 1601, column: 9, scope: !3929)
!3929 = distinct !DILexicalBlock(scope: !3925, file: !2, line: 1601, column: 9)
!3930 = !DILocation(line: 0, scope: !3923)
!3931 = !DILocation(line: 1601, column: 9, scope: !3923)
!3932 = !DILocation(line: 1603, column: 7, scope: !638)
!3933 = !DILocation(line: 1604, column: 20, scope: !1282)
!3934 = !DILocation(line: 0, scope: !1282)
!3935 = !DILocation(line: 1606, column: 22, scope: !1282)
!3936 = !DILocation(line: 1607, column: 9, scope: !1282)
!3937 = !DILocation(line: 1608, column: 9, scope: !1287)
!3938 = !DILocation(line: 1608, column: 9, scope: !1282)
!3939 = !DILocation(line: 1608, column: 9, scope: !1286)
!3940 = !DILocation(line: 0, scope: !1286)
!3941 = !DILocation(line: 1608, column: 9, scope: !3942)
!3942 = distinct !DILexicalBlock(scope: !1286, file: !2, line: 1608, column: 9)
!3943 = !DILocation(line: 1609, column: 9, scope: !3944)
!3944 = distinct !DILexicalBlock(scope: !3945, file: !2, line: 1609, column: 9)
!3945 = distinct !DILexicalBlock(scope: !1282, file: !2, line: 1609, column: 9)
!3946 = !DILocation(line: 1609, column: 9, scope: !3945)
!3947 = !DILocation(line: 1609, column: 9, scope: !3948)
!3948 = distinct !DILexicalBlock(scope: !3944, file: !2, line: 1609, column: 9)
!3949 = !DILocation(line: 1609, column: 9, scope: !1282)
!3950 = !DILocation(line: 1611, column: 7, scope: !638)
!3951 = !DILocation(line: 1612, column: 9, scope: !1290)
!3952 = !DILocation(line: 0, scope: !1290)
!3953 = !DILocation(line: 1612, column: 9, scope: !1296)
!3954 = !DILocation(line: 1612, column: 9, scope: !1295)
!3955 = !DILocation(line: 0, scope: !1295)
!3956 = !DILocation(line: 1612, column: 9, scope: !3957)
!3957 = distinct !DILexicalBlock(scope: !1296, file: !2, line: 1612, column: 9)
!3958 = !DILocation(line: 0, scope: !1856, inlinedAt: !3959)
!3959 = distinct !DILocation(line: 1612, column: 9, scope: !3957)
!3960 = !DILocation(line: 483, column: 22, scope: !1862, inlinedAt: !3959)
!3961 = !DILocation(line: 0, scope: !1862, inlinedAt: !3959)
!3962 = !DILocation(line: 487, column: 29, scope: !1873, inlinedAt: !3959)
!3963 = !DILocation(line: 0, scope: !1880, inlinedAt: !3964)
!3964 = distinct !DILocation(line: 487, column: 14, scope: !1873, inlinedAt: !3959)
!3965 = !DILocation(line: 414, column: 7, scope: !1887, inlinedAt: !3964)
!3966 = !DILocation(line: 414, column: 7, scope: !1880, inlinedAt: !3964)
!3967 = !DILocation(line: 415, column: 12, scope: !1887, inlinedAt: !3964)
!3968 = !DILocation(line: 415, column: 5, scope: !1887, inlinedAt: !3964)
!3969 = !DILocation(line: 0, scope: !1583, inlinedAt: !3970)
!3970 = distinct !DILocation(line: 418, column: 9, scope: !1896, inlinedAt: !3964)
!3971 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !3970)
!3972 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !3970)
!3973 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !3970)
!3974 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !3970)
!3975 = !DILocation(line: 0, scope: !1886, inlinedAt: !3964)
!3976 = !DILocation(line: 418, column: 9, scope: !1886, inlinedAt: !3964)
!3977 = !DILocation(line: 490, column: 21, scope: !1865, inlinedAt: !3959)
!3978 = !DILocation(line: 0, scope: !1865, inlinedAt: !3959)
!3979 = !DILocation(line: 491, column: 9, scope: !1906, inlinedAt: !3959)
!3980 = !DILocation(line: 491, column: 9, scope: !1865, inlinedAt: !3959)
!3981 = !DILocation(line: 492, column: 14, scope: !1906, inlinedAt: !3959)
!3982 = !DILocation(line: 492, column: 7, scope: !1906, inlinedAt: !3959)
!3983 = !DILocation(line: 494, column: 29, scope: !1906, inlinedAt: !3959)
!3984 = !DILocation(line: 0, scope: !1912, inlinedAt: !3985)
!3985 = distinct !DILocation(line: 494, column: 14, scope: !1906, inlinedAt: !3959)
!3986 = !DILocation(line: 448, column: 7, scope: !1919, inlinedAt: !3985)
!3987 = !DILocation(line: 448, column: 7, scope: !1912, inlinedAt: !3985)
!3988 = !DILocation(line: 449, column: 12, scope: !1919, inlinedAt: !3985)
!3989 = !DILocation(line: 449, column: 5, scope: !1919, inlinedAt: !3985)
!3990 = !DILocation(line: 0, scope: !1583, inlinedAt: !3991)
!3991 = distinct !DILocation(line: 452, column: 9, scope: !1928, inlinedAt: !3985)
!3992 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !3991)
!3993 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !3991)
!3994 = !DILocation(line: 0, scope: !1918, inlinedAt: !3985)
!3995 = !DILocation(line: 452, column: 9, scope: !1918, inlinedAt: !3985)
!3996 = !DILocation(line: 0, scope: !1863, inlinedAt: !3959)
!3997 = !DILocation(line: 1612, column: 9, scope: !1300)
!3998 = !DILocation(line: 1612, column: 9, scope: !1299)
!3999 = !DILocation(line: 0, scope: !1299)
!4000 = !DILocation(line: 1612, column: 9, scope: !4001)
!4001 = distinct !DILexicalBlock(scope: !1299, file: !2, line: 1612, column: 9)
!4002 = !DILocation(line: 1613, column: 9, scope: !4003)
!4003 = distinct !DILexicalBlock(scope: !4004, file: !2, line: 1613, column: 9)
!4004 = distinct !DILexicalBlock(scope: !1291, file: !2, line: 1613, column: 9)
!4005 = !DILocation(line: 1613, column: 9, scope: !4004)
!4006 = !DILocation(line: 1613, column: 9, scope: !4007)
!4007 = distinct !DILexicalBlock(scope: !4003, file: !2, line: 1613, column: 9)
!4008 = !DILocation(line: 1613, column: 9, scope: !1291)
!4009 = !DILocation(line: 1615, column: 7, scope: !638)
!4010 = !DILocation(line: 1616, column: 9, scope: !1303)
!4011 = !DILocation(line: 0, scope: !1303)
!4012 = !DILocation(line: 1616, column: 9, scope: !1309)
!4013 = !DILocation(line: 1616, column: 9, scope: !1308)
!4014 = !DILocation(line: 0, scope: !1308)
!4015 = !DILocation(line: 1616, column: 9, scope: !4016)
!4016 = distinct !DILexicalBlock(scope: !1309, file: !2, line: 1616, column: 9)
!4017 = !DILocation(line: 0, scope: !2018, inlinedAt: !4018)
!4018 = distinct !DILocation(line: 1616, column: 9, scope: !4016)
!4019 = !DILocation(line: 505, column: 22, scope: !2022, inlinedAt: !4018)
!4020 = !DILocation(line: 0, scope: !2022, inlinedAt: !4018)
!4021 = !DILocation(line: 509, column: 29, scope: !2033, inlinedAt: !4018)
!4022 = !DILocation(line: 0, scope: !2040, inlinedAt: !4023)
!4023 = distinct !DILocation(line: 509, column: 14, scope: !2033, inlinedAt: !4018)
!4024 = !DILocation(line: 431, column: 7, scope: !2045, inlinedAt: !4023)
!4025 = !DILocation(line: 431, column: 7, scope: !2040, inlinedAt: !4023)
!4026 = !DILocation(line: 432, column: 12, scope: !2045, inlinedAt: !4023)
!4027 = !DILocation(line: 432, column: 5, scope: !2045, inlinedAt: !4023)
!4028 = !DILocation(line: 0, scope: !1583, inlinedAt: !4029)
!4029 = distinct !DILocation(line: 435, column: 9, scope: !2054, inlinedAt: !4023)
!4030 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !4029)
!4031 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !4029)
!4032 = !DILocation(line: 0, scope: !2044, inlinedAt: !4023)
!4033 = !DILocation(line: 435, column: 9, scope: !2044, inlinedAt: !4023)
!4034 = !DILocation(line: 512, column: 21, scope: !2025, inlinedAt: !4018)
!4035 = !DILocation(line: 0, scope: !2025, inlinedAt: !4018)
!4036 = !DILocation(line: 513, column: 9, scope: !2062, inlinedAt: !4018)
!4037 = !DILocation(line: 513, column: 9, scope: !2025, inlinedAt: !4018)
!4038 = !DILocation(line: 514, column: 14, scope: !2062, inlinedAt: !4018)
!4039 = !DILocation(line: 514, column: 7, scope: !2062, inlinedAt: !4018)
!4040 = !DILocation(line: 516, column: 29, scope: !2062, inlinedAt: !4018)
!4041 = !DILocation(line: 0, scope: !2068, inlinedAt: !4042)
!4042 = distinct !DILocation(line: 516, column: 14, scope: !2062, inlinedAt: !4018)
!4043 = !DILocation(line: 465, column: 7, scope: !2073, inlinedAt: !4042)
!4044 = !DILocation(line: 465, column: 7, scope: !2068, inlinedAt: !4042)
!4045 = !DILocation(line: 466, column: 12, scope: !2073, inlinedAt: !4042)
!4046 = !DILocation(line: 466, column: 5, scope: !2073, inlinedAt: !4042)
!4047 = !DILocation(line: 0, scope: !1583, inlinedAt: !4048)
!4048 = distinct !DILocation(line: 469, column: 9, scope: !2082, inlinedAt: !4042)
!4049 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !4048)
!4050 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !4048)
!4051 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !4048)
!4052 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !4048)
!4053 = !DILocation(line: 0, scope: !2072, inlinedAt: !4042)
!4054 = !DILocation(line: 469, column: 9, scope: !2072, inlinedAt: !4042)
!4055 = !DILocation(line: 0, scope: !2023, inlinedAt: !4018)
!4056 = !DILocation(line: 1616, column: 9, scope: !1313)
!4057 = !DILocation(line: 1616, column: 9, scope: !1312)
!4058 = !DILocation(line: 0, scope: !1312)
!4059 = !DILocation(line: 1616, column: 9, scope: !4060)
!4060 = distinct !DILexicalBlock(scope: !1312, file: !2, line: 1616, column: 9)
!4061 = !DILocation(line: 1617, column: 9, scope: !4062)
!4062 = distinct !DILexicalBlock(scope: !4063, file: !2, line: 1617, column: 9)
!4063 = distinct !DILexicalBlock(scope: !1304, file: !2, line: 1617, column: 9)
!4064 = !DILocation(line: 1617, column: 9, scope: !4063)
!4065 = !DILocation(line: 1617, column: 9, scope: !4066)
!4066 = distinct !DILexicalBlock(scope: !4062, file: !2, line: 1617, column: 9)
!4067 = !DILocation(line: 1617, column: 9, scope: !1304)
!4068 = !DILocation(line: 1619, column: 7, scope: !638)
!4069 = !DILocation(line: 1620, column: 20, scope: !1316)
!4070 = !DILocation(line: 0, scope: !1316)
!4071 = !DILocation(line: 1621, column: 22, scope: !1316)
!4072 = !DILocation(line: 1623, column: 20, scope: !1316)
!4073 = !DILocation(line: 1624, column: 9, scope: !1321)
!4074 = !DILocation(line: 1624, column: 9, scope: !1316)
!4075 = !DILocation(line: 1624, column: 9, scope: !1320)
!4076 = !DILocation(line: 0, scope: !1320)
!4077 = !DILocation(line: 1624, column: 9, scope: !4078)
!4078 = distinct !DILexicalBlock(scope: !1320, file: !2, line: 1624, column: 9)
!4079 = !DILocation(line: 1625, column: 9, scope: !4080)
!4080 = distinct !DILexicalBlock(scope: !4081, file: !2, line: 1625, column: 9)
!4081 = distinct !DILexicalBlock(scope: !1316, file: !2, line: 1625, column: 9)
!4082 = !DILocation(line: 1625, column: 9, scope: !4081)
!4083 = !DILocation(line: 1625, column: 9, scope: !4084)
!4084 = distinct !DILexicalBlock(scope: !4080, file: !2, line: 1625, column: 9)
!4085 = !DILocation(line: 1625, column: 9, scope: !1316)
!4086 = !DILocation(line: 1627, column: 7, scope: !638)
!4087 = !DILocation(line: 1628, column: 20, scope: !1324)
!4088 = !DILocation(line: 0, scope: !1324)
!4089 = !DILocation(line: 1630, column: 18, scope: !1324)
!4090 = !DILocation(line: 1631, column: 13, scope: !4091)
!4091 = distinct !DILexicalBlock(scope: !1324, file: !2, line: 1631, column: 13)
!4092 = !DILocation(line: 1631, column: 13, scope: !1324)
!4093 = !DILocation(line: 1637, column: 9, scope: !1329)
!4094 = !DILocation(line: 1637, column: 9, scope: !1324)
!4095 = !DILocation(line: 1632, column: 19, scope: !4091)
!4096 = !DILocation(line: 1632, column: 38, scope: !4091)
!4097 = !DILocation(line: 1632, column: 35, scope: !4091)
!4098 = !DILocation(line: 1632, column: 11, scope: !4091)
!4099 = !DILocation(line: 1634, column: 18, scope: !4100)
!4100 = distinct !DILexicalBlock(scope: !4091, file: !2, line: 1633, column: 18)
!4101 = !DILocation(line: 1634, column: 11, scope: !4100)
!4102 = !DILocation(line: 1637, column: 9, scope: !1328)
!4103 = !DILocation(line: 0, scope: !1328)
!4104 = !DILocation(line: 1637, column: 9, scope: !4105)
!4105 = distinct !DILexicalBlock(scope: !1328, file: !2, line: 1637, column: 9)
!4106 = !DILocation(line: 1638, column: 9, scope: !4107)
!4107 = distinct !DILexicalBlock(scope: !4108, file: !2, line: 1638, column: 9)
!4108 = distinct !DILexicalBlock(scope: !1324, file: !2, line: 1638, column: 9)
!4109 = !DILocation(line: 1638, column: 9, scope: !4108)
!4110 = !DILocation(line: 1638, column: 9, scope: !4111)
!4111 = distinct !DILexicalBlock(scope: !4107, file: !2, line: 1638, column: 9)
!4112 = !DILocation(line: 1638, column: 9, scope: !1324)
!4113 = !DILocation(line: 1640, column: 7, scope: !638)
!4114 = !DILocation(line: 1641, column: 9, scope: !1332)
!4115 = !DILocation(line: 0, scope: !1332)
!4116 = !DILocation(line: 1641, column: 9, scope: !1339)
!4117 = !DILocation(line: 1641, column: 9, scope: !1337)
!4118 = !DILocation(line: 0, scope: !1337)
!4119 = !DILocation(line: 1641, column: 9, scope: !1342)
!4120 = !DILocation(line: 0, scope: !1342)
!4121 = !DILocation(line: 1641, column: 9, scope: !1345)
!4122 = !DILocation(line: 1641, column: 9, scope: !1344)
!4123 = !DILocation(line: 0, scope: !1344)
!4124 = !DILocation(line: 1641, column: 9, scope: !4125)
!4125 = distinct !DILexicalBlock(scope: !1344, file: !2, line: 1641, column: 9)
!4126 = !DILocation(line: 1642, column: 9, scope: !4127)
!4127 = distinct !DILexicalBlock(scope: !4128, file: !2, line: 1642, column: 9)
!4128 = distinct !DILexicalBlock(scope: !1333, file: !2, line: 1642, column: 9)
!4129 = !DILocation(line: 1642, column: 9, scope: !4128)
!4130 = !DILocation(line: 1642, column: 9, scope: !4131)
!4131 = distinct !DILexicalBlock(scope: !4127, file: !2, line: 1642, column: 9)
!4132 = !DILocation(line: 1642, column: 9, scope: !1333)
!4133 = !DILocation(line: 1644, column: 7, scope: !638)
!4134 = !DILocation(line: 1645, column: 9, scope: !1348)
!4135 = !DILocation(line: 0, scope: !1348)
!4136 = !DILocation(line: 1645, column: 9, scope: !1355)
!4137 = !DILocation(line: 1645, column: 9, scope: !1353)
!4138 = !DILocation(line: 0, scope: !1353)
!4139 = !DILocation(line: 1645, column: 9, scope: !1358)
!4140 = !DILocation(line: 0, scope: !1358)
!4141 = !DILocation(line: 1645, column: 9, scope: !1361)
!4142 = !DILocation(line: 1645, column: 9, scope: !1360)
!4143 = !DILocation(line: 0, scope: !1360)
!4144 = !DILocation(line: 1645, column: 9, scope: !4145)
!4145 = distinct !DILexicalBlock(scope: !1360, file: !2, line: 1645, column: 9)
!4146 = !DILocation(line: 1646, column: 9, scope: !4147)
!4147 = distinct !DILexicalBlock(scope: !4148, file: !2, line: 1646, column: 9)
!4148 = distinct !DILexicalBlock(scope: !1349, file: !2, line: 1646, column: 9)
!4149 = !DILocation(line: 1646, column: 9, scope: !4148)
!4150 = !DILocation(line: 1646, column: 9, scope: !4151)
!4151 = distinct !DILexicalBlock(scope: !4147, file: !2, line: 1646, column: 9)
!4152 = !DILocation(line: 1646, column: 9, scope: !1349)
!4153 = !DILocation(line: 1648, column: 7, scope: !638)
!4154 = !DILocation(line: 1649, column: 9, scope: !1364)
!4155 = !DILocation(line: 0, scope: !1364)
!4156 = !DILocation(line: 1649, column: 9, scope: !1371)
!4157 = !DILocation(line: 1649, column: 9, scope: !1369)
!4158 = !DILocation(line: 0, scope: !1369)
!4159 = !DILocation(line: 1649, column: 9, scope: !1374)
!4160 = !DILocation(line: 0, scope: !1374)
!4161 = !DILocation(line: 1649, column: 9, scope: !1377)
!4162 = !DILocation(line: 1649, column: 9, scope: !1376)
!4163 = !DILocation(line: 0, scope: !1376)
!4164 = !DILocation(line: 1649, column: 9, scope: !4165)
!4165 = distinct !DILexicalBlock(scope: !1376, file: !2, line: 1649, column: 9)
!4166 = !DILocation(line: 1650, column: 9, scope: !4167)
!4167 = distinct !DILexicalBlock(scope: !4168, file: !2, line: 1650, column: 9)
!4168 = distinct !DILexicalBlock(scope: !1365, file: !2, line: 1650, column: 9)
!4169 = !DILocation(line: 1650, column: 9, scope: !4168)
!4170 = !DILocation(line: 1650, column: 9, scope: !4171)
!4171 = distinct !DILexicalBlock(scope: !4167, file: !2, line: 1650, column: 9)
!4172 = !DILocation(line: 1650, column: 9, scope: !1365)
!4173 = !DILocation(line: 1652, column: 7, scope: !638)
!4174 = !DILocation(line: 1653, column: 9, scope: !1380)
!4175 = !DILocation(line: 0, scope: !1380)
!4176 = !DILocation(line: 1653, column: 9, scope: !1387)
!4177 = !DILocation(line: 1653, column: 9, scope: !1385)
!4178 = !DILocation(line: 0, scope: !1385)
!4179 = !DILocation(line: 1653, column: 9, scope: !1390)
!4180 = !DILocation(line: 0, scope: !1390)
!4181 = !DILocation(line: 1653, column: 9, scope: !1393)
!4182 = !DILocation(line: 1653, column: 9, scope: !1392)
!4183 = !DILocation(line: 0, scope: !1392)
!4184 = !DILocation(line: 1653, column: 9, scope: !4185)
!4185 = distinct !DILexicalBlock(scope: !1392, file: !2, line: 1653, column: 9)
!4186 = !DILocation(line: 1654, column: 9, scope: !4187)
!4187 = distinct !DILexicalBlock(scope: !4188, file: !2, line: 1654, column: 9)
!4188 = distinct !DILexicalBlock(scope: !1381, file: !2, line: 1654, column: 9)
!4189 = !DILocation(line: 1654, column: 9, scope: !4188)
!4190 = !DILocation(line: 1654, column: 9, scope: !4191)
!4191 = distinct !DILexicalBlock(scope: !4187, file: !2, line: 1654, column: 9)
!4192 = !DILocation(line: 1654, column: 9, scope: !1381)
!4193 = !DILocation(line: 1656, column: 7, scope: !638)
!4194 = !DILocation(line: 1657, column: 20, scope: !1396)
!4195 = !DILocation(line: 0, scope: !1396)
!4196 = !DILocation(line: 1658, column: 21, scope: !1396)
!4197 = !DILocation(line: 1659, column: 9, scope: !1400)
!4198 = !DILocation(line: 1659, column: 9, scope: !1396)
!4199 = !DILocation(line: 1659, column: 9, scope: !1399)
!4200 = !DILocation(line: 0, scope: !1399)
!4201 = !DILocation(line: 1659, column: 9, scope: !4202)
!4202 = distinct !DILexicalBlock(scope: !1399, file: !2, line: 1659, column: 9)
!4203 = !DILocation(line: 1660, column: 9, scope: !4204)
!4204 = distinct !DILexicalBlock(scope: !4205, file: !2, line: 1660, column: 9)
!4205 = distinct !DILexicalBlock(scope: !1396, file: !2, line: 1660, column: 9)
!4206 = !DILocation(line: 1660, column: 9, scope: !4205)
!4207 = !DILocation(line: 1660, column: 9, scope: !4208)
!4208 = distinct !DILexicalBlock(scope: !4204, file: !2, line: 1660, column: 9)
!4209 = !DILocation(line: 1660, column: 9, scope: !1396)
!4210 = !DILocation(line: 1662, column: 7, scope: !638)
!4211 = !DILocation(line: 0, scope: !1403)
!4212 = !DILocation(line: 1664, column: 22, scope: !1403)
!4213 = !DILocation(line: 1665, column: 13, scope: !1408)
!4214 = !DILocation(line: 1665, column: 27, scope: !1408)
!4215 = !DILocation(line: 1665, column: 13, scope: !1403)
!4216 = !DILocation(line: 1666, column: 13, scope: !1408)
!4217 = !DILocation(line: 1666, column: 11, scope: !1408)
!4218 = !DILocation(line: 1663, column: 20, scope: !1403)
!4219 = !DILocation(line: 0, scope: !1406)
!4220 = !DILocation(line: 1668, column: 11, scope: !1406)
!4221 = !DILocation(line: 1669, column: 11, scope: !1411)
!4222 = !DILocation(line: 0, scope: !1411)
!4223 = !DILocation(line: 1669, column: 11, scope: !4224)
!4224 = distinct !DILexicalBlock(scope: !1411, file: !2, line: 1669, column: 11)
!4225 = !DILocation(line: 0, scope: !1408)
!4226 = !DILocation(line: 1671, column: 9, scope: !4227)
!4227 = distinct !DILexicalBlock(scope: !4228, file: !2, line: 1671, column: 9)
!4228 = distinct !DILexicalBlock(scope: !1403, file: !2, line: 1671, column: 9)
!4229 = !DILocation(line: 1671, column: 9, scope: !4228)
!4230 = !DILocation(line: 1671, column: 9, scope: !4231)
!4231 = distinct !DILexicalBlock(scope: !4227, file: !2, line: 1671, column: 9)
!4232 = !DILocation(line: 1671, column: 9, scope: !1403)
!4233 = !DILocation(line: 1673, column: 7, scope: !638)
!4234 = !DILocation(line: 1674, column: 20, scope: !1414)
!4235 = !DILocation(line: 0, scope: !1414)
!4236 = !DILocation(line: 1676, column: 17, scope: !1414)
!4237 = !DILocation(line: 1677, column: 24, scope: !1414)
!4238 = !DILocation(line: 1677, column: 36, scope: !1414)
!4239 = !DILocation(line: 1678, column: 15, scope: !4240)
!4240 = distinct !DILexicalBlock(scope: !1414, file: !2, line: 1678, column: 13)
!4241 = !DILocation(line: 1678, column: 13, scope: !1414)
!4242 = !DILocation(line: 1679, column: 25, scope: !4240)
!4243 = !DILocation(line: 1679, column: 20, scope: !4240)
!4244 = !DILocation(line: 1679, column: 11, scope: !4240)
!4245 = !DILocation(line: 1681, column: 9, scope: !1414)
!4246 = !DILocation(line: 1682, column: 22, scope: !4247)
!4247 = distinct !DILexicalBlock(scope: !1414, file: !2, line: 1682, column: 13)
!4248 = !DILocation(line: 1682, column: 53, scope: !4247)
!4249 = !DILocation(line: 1682, column: 13, scope: !1414)
!4250 = !DILocation(line: 1683, column: 11, scope: !4247)
!4251 = !DILocation(line: 1688, column: 9, scope: !4252)
!4252 = distinct !DILexicalBlock(scope: !4253, file: !2, line: 1688, column: 9)
!4253 = distinct !DILexicalBlock(scope: !1414, file: !2, line: 1688, column: 9)
!4254 = !DILocation(line: 1688, column: 9, scope: !4253)
!4255 = !DILocation(line: 1688, column: 9, scope: !4256)
!4256 = distinct !DILexicalBlock(scope: !4252, file: !2, line: 1688, column: 9)
!4257 = !DILocation(line: 1688, column: 9, scope: !1414)
!4258 = !DILocation(line: 1690, column: 7, scope: !638)
!4259 = !DILocation(line: 1691, column: 20, scope: !1420)
!4260 = !DILocation(line: 0, scope: !1420)
!4261 = !DILocation(line: 1692, column: 17, scope: !1420)
!4262 = !DILocation(line: 1696, column: 21, scope: !1420)
!4263 = !DILocation(line: 1694, column: 24, scope: !1420)
!4264 = !DILocation(line: 1696, column: 42, scope: !1420)
!4265 = !DILocation(line: 1696, column: 53, scope: !1420)
!4266 = !DILocation(line: 1697, column: 15, scope: !4267)
!4267 = distinct !DILexicalBlock(scope: !1420, file: !2, line: 1697, column: 13)
!4268 = !DILocation(line: 1697, column: 13, scope: !1420)
!4269 = !DILocation(line: 1698, column: 25, scope: !4267)
!4270 = !DILocation(line: 1698, column: 20, scope: !4267)
!4271 = !DILocation(line: 1698, column: 11, scope: !4267)
!4272 = !DILocation(line: 1700, column: 15, scope: !4267)
!4273 = !DILocation(line: 1701, column: 9, scope: !1420)
!4274 = !DILocation(line: 1702, column: 13, scope: !4275)
!4275 = distinct !DILexicalBlock(scope: !1420, file: !2, line: 1702, column: 13)
!4276 = !DILocation(line: 1702, column: 13, scope: !1420)
!4277 = !DILocation(line: 1703, column: 11, scope: !4278)
!4278 = distinct !DILexicalBlock(scope: !4275, file: !2, line: 1702, column: 27)
!4279 = !DILocation(line: 1706, column: 9, scope: !4278)
!4280 = !DILocation(line: 1707, column: 18, scope: !4281)
!4281 = distinct !DILexicalBlock(scope: !1420, file: !2, line: 1707, column: 13)
!4282 = !DILocation(line: 1707, column: 57, scope: !4281)
!4283 = !DILocation(line: 1707, column: 13, scope: !1420)
!4284 = !DILocation(line: 1710, column: 22, scope: !4285)
!4285 = distinct !DILexicalBlock(scope: !4281, file: !2, line: 1709, column: 14)
!4286 = !DILocation(line: 1711, column: 11, scope: !4285)
!4287 = !DILocation(line: 1712, column: 11, scope: !4285)
!4288 = !DILocation(line: 1713, column: 11, scope: !4285)
!4289 = !DILocation(line: 1716, column: 7, scope: !638)
!4290 = !DILocation(line: 1717, column: 20, scope: !1427)
!4291 = !DILocation(line: 0, scope: !1427)
!4292 = !DILocation(line: 1718, column: 17, scope: !1427)
!4293 = !DILocation(line: 1718, column: 29, scope: !1427)
!4294 = !DILocation(line: 1719, column: 24, scope: !1427)
!4295 = !DILocation(line: 1720, column: 15, scope: !4296)
!4296 = distinct !DILexicalBlock(scope: !1427, file: !2, line: 1720, column: 13)
!4297 = !DILocation(line: 1720, column: 13, scope: !1427)
!4298 = !DILocation(line: 1721, column: 15, scope: !4296)
!4299 = !DILocation(line: 1721, column: 11, scope: !4296)
!4300 = !DILocation(line: 1722, column: 9, scope: !1427)
!4301 = !DILocation(line: 1723, column: 13, scope: !4302)
!4302 = distinct !DILexicalBlock(scope: !1427, file: !2, line: 1723, column: 13)
!4303 = !DILocation(line: 1723, column: 13, scope: !1427)
!4304 = !DILocation(line: 1724, column: 15, scope: !4305)
!4305 = distinct !DILexicalBlock(scope: !4302, file: !2, line: 1723, column: 27)
!4306 = !DILocation(line: 1724, column: 23, scope: !4305)
!4307 = !DILocation(line: 1725, column: 22, scope: !4308)
!4308 = distinct !DILexicalBlock(scope: !4305, file: !2, line: 1725, column: 15)
!4309 = !DILocation(line: 1725, column: 34, scope: !4308)
!4310 = !DILocation(line: 1725, column: 24, scope: !4308)
!4311 = !DILocation(line: 1725, column: 15, scope: !4305)
!4312 = !DILocation(line: 1726, column: 22, scope: !4308)
!4313 = !DILocation(line: 1726, column: 13, scope: !4308)
!4314 = !DILocation(line: 1727, column: 11, scope: !4305)
!4315 = !DILocation(line: 1728, column: 11, scope: !4305)
!4316 = !DILocation(line: 1729, column: 11, scope: !4317)
!4317 = distinct !DILexicalBlock(scope: !4318, file: !2, line: 1729, column: 11)
!4318 = distinct !DILexicalBlock(scope: !4305, file: !2, line: 1729, column: 11)
!4319 = !DILocation(line: 1729, column: 11, scope: !4318)
!4320 = !DILocation(line: 1729, column: 11, scope: !4321)
!4321 = distinct !DILexicalBlock(scope: !4317, file: !2, line: 1729, column: 11)
!4322 = !DILocation(line: 1731, column: 13, scope: !4323)
!4323 = distinct !DILexicalBlock(scope: !1427, file: !2, line: 1731, column: 13)
!4324 = !DILocation(line: 1731, column: 13, scope: !1427)
!4325 = !DILocation(line: 1732, column: 33, scope: !4323)
!4326 = !DILocation(line: 1732, column: 44, scope: !4323)
!4327 = !DILocation(line: 1732, column: 22, scope: !4323)
!4328 = !DILocation(line: 1732, column: 11, scope: !4323)
!4329 = !DILocation(line: 1733, column: 23, scope: !1427)
!4330 = !DILocation(line: 1733, column: 18, scope: !1427)
!4331 = !DILocation(line: 1734, column: 9, scope: !1427)
!4332 = !DILocation(line: 1735, column: 9, scope: !1427)
!4333 = !DILocation(line: 1736, column: 9, scope: !1427)
!4334 = !DILocation(line: 1738, column: 7, scope: !638)
!4335 = !DILocation(line: 1739, column: 13, scope: !1433)
!4336 = !DILocation(line: 1739, column: 13, scope: !1434)
!4337 = !DILocation(line: 1740, column: 22, scope: !1432)
!4338 = !DILocation(line: 0, scope: !1432)
!4339 = !DILocation(line: 1741, column: 20, scope: !1432)
!4340 = !DILocation(line: 1742, column: 11, scope: !1432)
!4341 = !DILocation(line: 1743, column: 11, scope: !1432)
!4342 = !DILocation(line: 1745, column: 9, scope: !1432)
!4343 = !DILocation(line: 1748, column: 23, scope: !1436)
!4344 = !{!1719, !1571, i64 16}
!4345 = !DILocation(line: 1748, column: 17, scope: !1436)
!4346 = !DILocation(line: 1749, column: 27, scope: !1436)
!4347 = !DILocation(line: 1749, column: 20, scope: !1436)
!4348 = !DILocation(line: 1750, column: 27, scope: !4349)
!4349 = distinct !DILexicalBlock(scope: !1436, file: !2, line: 1750, column: 11)
!4350 = !{!1719, !1718, i64 60}
!4351 = !DILocation(line: 0, scope: !1436)
!4352 = !DILocation(line: 1750, column: 37, scope: !4353)
!4353 = distinct !DILexicalBlock(scope: !4349, file: !2, line: 1750, column: 11)
!4354 = !DILocation(line: 1750, column: 11, scope: !4349)
!4355 = !{!"branch_weights", i32 1, i32 1999}
!4356 = !DILocation(line: 1750, column: 23, scope: !4349)
!4357 = !{!"branch_weights", i32 127, i32 1}
!4358 = !DILocation(line: 1751, column: 13, scope: !4353)
!4359 = !DILocation(line: 1750, column: 63, scope: !4353)
!4360 = !{!"branch_weights", i32 1, i32 1}
!4361 = distinct !{!4361, !2797}
!4362 = !{!"branch_weights", i32 1, i32 127}
!4363 = !{!"branch_weights", i32 0, i32 0}
!4364 = distinct !{!4364, !4354, !4365, !1744}
!4365 = !DILocation(line: 1751, column: 13, scope: !4349)
!4366 = !DILocation(line: 1755, column: 7, scope: !638)
!4367 = !DILocation(line: 1756, column: 13, scope: !1440)
!4368 = !DILocation(line: 1756, column: 13, scope: !1441)
!4369 = !DILocation(line: 1757, column: 22, scope: !1439)
!4370 = !DILocation(line: 0, scope: !1439)
!4371 = !DILocation(line: 1758, column: 25, scope: !1439)
!4372 = !DILocation(line: 1758, column: 20, scope: !1439)
!4373 = !DILocation(line: 1759, column: 11, scope: !1439)
!4374 = !DILocation(line: 1760, column: 11, scope: !1439)
!4375 = !DILocation(line: 1762, column: 9, scope: !1439)
!4376 = !DILocation(line: 1764, column: 26, scope: !1443)
!4377 = !DILocation(line: 0, scope: !1443)
!4378 = !DILocation(line: 1765, column: 23, scope: !1443)
!4379 = !DILocation(line: 1765, column: 17, scope: !1443)
!4380 = !DILocation(line: 1766, column: 20, scope: !1446)
!4381 = !DILocation(line: 1766, column: 15, scope: !1443)
!4382 = !DILocation(line: 1767, column: 29, scope: !1446)
!4383 = !DILocation(line: 1767, column: 22, scope: !1446)
!4384 = !DILocation(line: 1767, column: 13, scope: !1446)
!4385 = !DILocation(line: 1769, column: 24, scope: !1445)
!4386 = !DILocation(line: 0, scope: !1445)
!4387 = !DILocation(line: 1770, column: 13, scope: !1448)
!4388 = !DILocation(line: 0, scope: !1448)
!4389 = !DILocation(line: 1771, column: 22, scope: !1445)
!4390 = !DILocation(line: 1772, column: 20, scope: !4391)
!4391 = distinct !DILexicalBlock(scope: !4392, file: !2, line: 1772, column: 13)
!4392 = distinct !DILexicalBlock(scope: !1445, file: !2, line: 1772, column: 13)
!4393 = !DILocation(line: 1772, column: 13, scope: !4392)
!4394 = !DILocation(line: 1764, column: 22, scope: !1443)
!4395 = !DILocation(line: 1773, column: 15, scope: !4391)
!4396 = !DILocation(line: 1772, column: 46, scope: !4391)
!4397 = !{!"branch_weights", i32 0, i32 1}
!4398 = distinct !{!4398, !4393, !4399, !1744}
!4399 = !DILocation(line: 1773, column: 15, scope: !4392)
!4400 = !DILocation(line: 1776, column: 8, scope: !1441)
!4401 = !DILocation(line: 1777, column: 17, scope: !4402)
!4402 = distinct !DILexicalBlock(scope: !1441, file: !2, line: 1777, column: 13)
!4403 = !DILocation(line: 1777, column: 28, scope: !4402)
!4404 = !DILocation(line: 1777, column: 13, scope: !1441)
!4405 = !DILocation(line: 1778, column: 11, scope: !4402)
!4406 = !DILocation(line: 1780, column: 20, scope: !4407)
!4407 = distinct !DILexicalBlock(scope: !4402, file: !2, line: 1779, column: 14)
!4408 = !DILocation(line: 1781, column: 11, scope: !4407)
!4409 = !DILocation(line: 1784, column: 7, scope: !638)
!4410 = !DILocation(line: 1785, column: 20, scope: !1453)
!4411 = !DILocation(line: 0, scope: !1453)
!4412 = !DILocation(line: 1786, column: 13, scope: !1456)
!4413 = !DILocation(line: 1786, column: 13, scope: !1453)
!4414 = !DILocation(line: 1787, column: 32, scope: !1455)
!4415 = !DILocation(line: 0, scope: !1455)
!4416 = !DILocation(line: 1788, column: 21, scope: !1459)
!4417 = !DILocation(line: 1788, column: 15, scope: !1455)
!4418 = !DILocation(line: 1789, column: 32, scope: !1458)
!4419 = !DILocation(line: 0, scope: !1458)
!4420 = !DILocation(line: 1790, column: 31, scope: !1458)
!4421 = !DILocation(line: 0, scope: !1462)
!4422 = !DILocation(line: 1791, column: 13, scope: !1462)
!4423 = !DILocation(line: 1792, column: 19, scope: !1458)
!4424 = !DILocation(line: 0, scope: !1464)
!4425 = !DILocation(line: 1793, column: 13, scope: !1464)
!4426 = !DILocation(line: 1794, column: 13, scope: !1466)
!4427 = !DILocation(line: 0, scope: !1466)
!4428 = !DILocation(line: 1796, column: 11, scope: !1458)
!4429 = !DILocalVariable(name: "ra", arg: 1, scope: !4430, file: !2, line: 268, type: !67)
!4430 = distinct !DISubprogram(name: "floatforloop", scope: !2, file: !2, line: 268, type: !4431, scopeLine: 268, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !4433)
!4431 = !DISubroutineType(types: !4432)
!4432 = !{!88, !67}
!4433 = !{!4429, !4434, !4435, !4436, !4437, !4441}
!4434 = !DILocalVariable(name: "step", scope: !4430, file: !2, line: 269, type: !93)
!4435 = !DILocalVariable(name: "limit", scope: !4430, file: !2, line: 270, type: !93)
!4436 = !DILocalVariable(name: "idx", scope: !4430, file: !2, line: 271, type: !93)
!4437 = !DILocalVariable(name: "io", scope: !4438, file: !2, line: 275, type: !211)
!4438 = distinct !DILexicalBlock(scope: !4439, file: !2, line: 275, column: 5)
!4439 = distinct !DILexicalBlock(scope: !4440, file: !2, line: 274, column: 53)
!4440 = distinct !DILexicalBlock(scope: !4430, file: !2, line: 273, column: 7)
!4441 = !DILocalVariable(name: "io", scope: !4442, file: !2, line: 276, type: !211)
!4442 = distinct !DILexicalBlock(scope: !4439, file: !2, line: 276, column: 5)
!4443 = !DILocation(line: 0, scope: !4430, inlinedAt: !4444)
!4444 = distinct !DILocation(line: 1798, column: 18, scope: !4445)
!4445 = distinct !DILexicalBlock(scope: !1456, file: !2, line: 1798, column: 18)
!4446 = !DILocation(line: 269, column: 21, scope: !4430, inlinedAt: !4444)
!4447 = !DILocation(line: 270, column: 22, scope: !4430, inlinedAt: !4444)
!4448 = !DILocation(line: 271, column: 20, scope: !4430, inlinedAt: !4444)
!4449 = !DILocation(line: 272, column: 9, scope: !4430, inlinedAt: !4444)
!4450 = !DILocation(line: 273, column: 7, scope: !4440, inlinedAt: !4444)
!4451 = !DILocation(line: 273, column: 7, scope: !4430, inlinedAt: !4444)
!4452 = !DILocation(line: 273, column: 29, scope: !4440, inlinedAt: !4444)
!4453 = !DILocation(line: 274, column: 29, scope: !4440, inlinedAt: !4444)
!4454 = !DILocation(line: 0, scope: !4438, inlinedAt: !4444)
!4455 = !DILocation(line: 275, column: 5, scope: !4438, inlinedAt: !4444)
!4456 = !DILocation(line: 276, column: 5, scope: !4442, inlinedAt: !4444)
!4457 = !DILocation(line: 0, scope: !4442, inlinedAt: !4444)
!4458 = !DILocation(line: 1799, column: 11, scope: !4445)
!4459 = !DILocation(line: 0, scope: !1456)
!4460 = !DILocation(line: 1800, column: 9, scope: !1453)
!4461 = !DILocation(line: 1801, column: 9, scope: !4462)
!4462 = distinct !DILexicalBlock(scope: !4463, file: !2, line: 1801, column: 9)
!4463 = distinct !DILexicalBlock(scope: !1453, file: !2, line: 1801, column: 9)
!4464 = !DILocation(line: 1801, column: 9, scope: !4463)
!4465 = !DILocation(line: 1801, column: 9, scope: !4466)
!4466 = distinct !DILexicalBlock(scope: !4462, file: !2, line: 1801, column: 9)
!4467 = !DILocation(line: 1801, column: 9, scope: !1453)
!4468 = !DILocation(line: 1803, column: 7, scope: !638)
!4469 = !DILocation(line: 1804, column: 20, scope: !1469)
!4470 = !DILocation(line: 0, scope: !1469)
!4471 = !DILocation(line: 1805, column: 9, scope: !1469)
!4472 = !DILocalVariable(name: "L", arg: 1, scope: !4473, file: !2, line: 208, type: !39)
!4473 = distinct !DISubprogram(name: "forprep", scope: !2, file: !2, line: 208, type: !4474, scopeLine: 208, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !4476)
!4474 = !DISubroutineType(types: !4475)
!4475 = !{!88, !39, !67}
!4476 = !{!4472, !4477, !4478, !4479, !4480, !4481, !4484, !4485, !4486, !4488, !4491, !4493, !4495, !4496, !4497, !4501, !4503, !4505}
!4477 = !DILocalVariable(name: "ra", arg: 2, scope: !4473, file: !2, line: 208, type: !67)
!4478 = !DILocalVariable(name: "pinit", scope: !4473, file: !2, line: 209, type: !211)
!4479 = !DILocalVariable(name: "plimit", scope: !4473, file: !2, line: 210, type: !211)
!4480 = !DILocalVariable(name: "pstep", scope: !4473, file: !2, line: 211, type: !211)
!4481 = !DILocalVariable(name: "init", scope: !4482, file: !2, line: 213, type: !90)
!4482 = distinct !DILexicalBlock(scope: !4483, file: !2, line: 212, column: 49)
!4483 = distinct !DILexicalBlock(scope: !4473, file: !2, line: 212, column: 7)
!4484 = !DILocalVariable(name: "step", scope: !4482, file: !2, line: 214, type: !90)
!4485 = !DILocalVariable(name: "limit", scope: !4482, file: !2, line: 215, type: !90)
!4486 = !DILocalVariable(name: "io", scope: !4487, file: !2, line: 218, type: !211)
!4487 = distinct !DILexicalBlock(scope: !4482, file: !2, line: 218, column: 5)
!4488 = !DILocalVariable(name: "count", scope: !4489, file: !2, line: 222, type: !602)
!4489 = distinct !DILexicalBlock(scope: !4490, file: !2, line: 221, column: 10)
!4490 = distinct !DILexicalBlock(scope: !4482, file: !2, line: 219, column: 9)
!4491 = !DILocalVariable(name: "io", scope: !4492, file: !2, line: 235, type: !211)
!4492 = distinct !DILexicalBlock(scope: !4489, file: !2, line: 235, column: 7)
!4493 = !DILocalVariable(name: "init", scope: !4494, file: !2, line: 239, type: !93)
!4494 = distinct !DILexicalBlock(scope: !4483, file: !2, line: 238, column: 8)
!4495 = !DILocalVariable(name: "limit", scope: !4494, file: !2, line: 239, type: !93)
!4496 = !DILocalVariable(name: "step", scope: !4494, file: !2, line: 239, type: !93)
!4497 = !DILocalVariable(name: "io", scope: !4498, file: !2, line: 253, type: !211)
!4498 = distinct !DILexicalBlock(scope: !4499, file: !2, line: 253, column: 7)
!4499 = distinct !DILexicalBlock(scope: !4500, file: !2, line: 251, column: 10)
!4500 = distinct !DILexicalBlock(scope: !4494, file: !2, line: 248, column: 9)
!4501 = !DILocalVariable(name: "io", scope: !4502, file: !2, line: 254, type: !211)
!4502 = distinct !DILexicalBlock(scope: !4499, file: !2, line: 254, column: 7)
!4503 = !DILocalVariable(name: "io", scope: !4504, file: !2, line: 255, type: !211)
!4504 = distinct !DILexicalBlock(scope: !4499, file: !2, line: 255, column: 7)
!4505 = !DILocalVariable(name: "io", scope: !4506, file: !2, line: 256, type: !211)
!4506 = distinct !DILexicalBlock(scope: !4499, file: !2, line: 256, column: 7)
!4507 = !DILocation(line: 0, scope: !4473, inlinedAt: !4508)
!4508 = distinct !DILocation(line: 1806, column: 13, scope: !4509)
!4509 = distinct !DILexicalBlock(scope: !1469, file: !2, line: 1806, column: 13)
!4510 = !DILocation(line: 210, column: 20, scope: !4473, inlinedAt: !4508)
!4511 = !DILocation(line: 211, column: 19, scope: !4473, inlinedAt: !4508)
!4512 = !DILocation(line: 212, column: 7, scope: !4483, inlinedAt: !4508)
!4513 = !DILocation(line: 212, column: 26, scope: !4483, inlinedAt: !4508)
!4514 = !DILocation(line: 212, column: 29, scope: !4483, inlinedAt: !4508)
!4515 = !DILocation(line: 212, column: 7, scope: !4473, inlinedAt: !4508)
!4516 = !DILocation(line: 213, column: 24, scope: !4482, inlinedAt: !4508)
!4517 = !DILocation(line: 0, scope: !4482, inlinedAt: !4508)
!4518 = !DILocation(line: 214, column: 24, scope: !4482, inlinedAt: !4508)
!4519 = !DILocation(line: 216, column: 14, scope: !4520, inlinedAt: !4508)
!4520 = distinct !DILexicalBlock(scope: !4482, file: !2, line: 216, column: 9)
!4521 = !DILocation(line: 216, column: 9, scope: !4482, inlinedAt: !4508)
!4522 = !DILocation(line: 217, column: 7, scope: !4520, inlinedAt: !4508)
!4523 = !DILocation(line: 218, column: 5, scope: !4487, inlinedAt: !4508)
!4524 = !DILocation(line: 0, scope: !4487, inlinedAt: !4508)
!4525 = !DILocalVariable(name: "L", arg: 1, scope: !4526, file: !2, line: 178, type: !39)
!4526 = distinct !DISubprogram(name: "forlimit", scope: !2, file: !2, line: 178, type: !4527, scopeLine: 179, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !4529)
!4527 = !DISubroutineType(types: !4528)
!4528 = !{!88, !39, !90, !644, !1586, !90}
!4529 = !{!4525, !4530, !4531, !4532, !4533, !4534}
!4530 = !DILocalVariable(name: "init", arg: 2, scope: !4526, file: !2, line: 178, type: !90)
!4531 = !DILocalVariable(name: "lim", arg: 3, scope: !4526, file: !2, line: 178, type: !644)
!4532 = !DILocalVariable(name: "p", arg: 4, scope: !4526, file: !2, line: 179, type: !1586)
!4533 = !DILocalVariable(name: "step", arg: 5, scope: !4526, file: !2, line: 179, type: !90)
!4534 = !DILocalVariable(name: "flim", scope: !4535, file: !2, line: 182, type: !93)
!4535 = distinct !DILexicalBlock(scope: !4536, file: !2, line: 180, column: 65)
!4536 = distinct !DILexicalBlock(scope: !4526, file: !2, line: 180, column: 7)
!4537 = !DILocation(line: 0, scope: !4526, inlinedAt: !4538)
!4538 = distinct !DILocation(line: 219, column: 9, scope: !4490, inlinedAt: !4508)
!4539 = !DILocation(line: 180, column: 37, scope: !4536, inlinedAt: !4538)
!4540 = !DILocation(line: 0, scope: !1638, inlinedAt: !4541)
!4541 = distinct !DILocation(line: 180, column: 8, scope: !4536, inlinedAt: !4538)
!4542 = !DILocation(line: 155, column: 3, scope: !1638, inlinedAt: !4541)
!4543 = !DILocation(line: 0, scope: !1551, inlinedAt: !4544)
!4544 = distinct !DILocation(line: 156, column: 7, scope: !1649, inlinedAt: !4541)
!4545 = !DILocation(line: 92, column: 8, scope: !1558, inlinedAt: !4544)
!4546 = !DILocation(line: 92, column: 7, scope: !1551, inlinedAt: !4544)
!4547 = !DILocation(line: 95, column: 19, scope: !1557, inlinedAt: !4544)
!4548 = !DILocation(line: 0, scope: !1557, inlinedAt: !4544)
!4549 = !DILocation(line: 96, column: 26, scope: !1557, inlinedAt: !4544)
!4550 = !DILocation(line: 96, column: 13, scope: !1557, inlinedAt: !4544)
!4551 = !DILocation(line: 96, column: 49, scope: !1557, inlinedAt: !4544)
!4552 = !DILocation(line: 96, column: 60, scope: !1557, inlinedAt: !4544)
!4553 = !DILocation(line: 96, column: 46, scope: !1557, inlinedAt: !4544)
!4554 = !DILocation(line: 0, scope: !1609, inlinedAt: !4555)
!4555 = distinct !DILocation(line: 158, column: 10, scope: !1638, inlinedAt: !4541)
!4556 = !DILocation(line: 156, column: 7, scope: !1638, inlinedAt: !4541)
!4557 = !DILocation(line: 140, column: 7, scope: !1618, inlinedAt: !4555)
!4558 = !DILocation(line: 140, column: 7, scope: !1609, inlinedAt: !4555)
!4559 = !DILocation(line: 141, column: 30, scope: !1618, inlinedAt: !4555)
!4560 = !DILocation(line: 0, scope: !1583, inlinedAt: !4561)
!4561 = distinct !DILocation(line: 141, column: 12, scope: !1618, inlinedAt: !4555)
!4562 = !DILocation(line: 124, column: 18, scope: !1583, inlinedAt: !4561)
!4563 = !DILocation(line: 125, column: 9, scope: !1596, inlinedAt: !4561)
!4564 = !DILocation(line: 125, column: 7, scope: !1583, inlinedAt: !4561)
!4565 = !DILocation(line: 130, column: 10, scope: !1583, inlinedAt: !4561)
!4566 = !DILocation(line: 159, column: 1, scope: !1638, inlinedAt: !4541)
!4567 = !DILocation(line: 180, column: 7, scope: !4526, inlinedAt: !4538)
!4568 = !DILocation(line: 143, column: 10, scope: !1632, inlinedAt: !4555)
!4569 = !DILocation(line: 183, column: 10, scope: !4570, inlinedAt: !4538)
!4570 = distinct !DILexicalBlock(scope: !4535, file: !2, line: 183, column: 9)
!4571 = !DILocation(line: 183, column: 9, scope: !4535, inlinedAt: !4538)
!4572 = !DILocation(line: 0, scope: !4535, inlinedAt: !4538)
!4573 = !DILocation(line: 0, scope: !1528, inlinedAt: !4574)
!4574 = distinct !DILocation(line: 183, column: 10, scope: !4570, inlinedAt: !4538)
!4575 = !DILocation(line: 106, column: 3, scope: !1528, inlinedAt: !4574)
!4576 = !DILocation(line: 107, column: 7, scope: !1540, inlinedAt: !4574)
!4577 = !DILocation(line: 107, column: 7, scope: !1528, inlinedAt: !4574)
!4578 = !DILocation(line: 108, column: 10, scope: !1547, inlinedAt: !4574)
!4579 = !DILocation(line: 109, column: 5, scope: !1547, inlinedAt: !4574)
!4580 = !DILocation(line: 0, scope: !1551, inlinedAt: !4581)
!4581 = distinct !DILocation(line: 111, column: 12, scope: !1561, inlinedAt: !4574)
!4582 = !DILocation(line: 92, column: 8, scope: !1558, inlinedAt: !4581)
!4583 = !DILocation(line: 92, column: 7, scope: !1551, inlinedAt: !4581)
!4584 = !DILocation(line: 95, column: 19, scope: !1557, inlinedAt: !4581)
!4585 = !DILocation(line: 0, scope: !1557, inlinedAt: !4581)
!4586 = !DILocation(line: 96, column: 26, scope: !1557, inlinedAt: !4581)
!4587 = !DILocation(line: 96, column: 13, scope: !1557, inlinedAt: !4581)
!4588 = !DILocation(line: 96, column: 49, scope: !1557, inlinedAt: !4581)
!4589 = !DILocation(line: 96, column: 60, scope: !1557, inlinedAt: !4581)
!4590 = !DILocation(line: 96, column: 46, scope: !1557, inlinedAt: !4581)
!4591 = !DILocation(line: 111, column: 12, scope: !1540, inlinedAt: !4574)
!4592 = !DILocation(line: 112, column: 10, scope: !1577, inlinedAt: !4574)
!4593 = !DILocation(line: 113, column: 5, scope: !1577, inlinedAt: !4574)
!4594 = !DILocation(line: 117, column: 1, scope: !1528, inlinedAt: !4574)
!4595 = !DILocation(line: 184, column: 7, scope: !4570, inlinedAt: !4538)
!4596 = !DILocation(line: 186, column: 9, scope: !4597, inlinedAt: !4538)
!4597 = distinct !DILexicalBlock(scope: !4535, file: !2, line: 186, column: 9)
!4598 = !DILocation(line: 186, column: 9, scope: !4535, inlinedAt: !4538)
!4599 = !DILocation(line: 187, column: 11, scope: !4600, inlinedAt: !4538)
!4600 = distinct !DILexicalBlock(scope: !4597, file: !2, line: 186, column: 30)
!4601 = !DILocation(line: 191, column: 16, scope: !4602, inlinedAt: !4538)
!4602 = distinct !DILexicalBlock(scope: !4603, file: !2, line: 191, column: 11)
!4603 = distinct !DILexicalBlock(scope: !4597, file: !2, line: 190, column: 10)
!4604 = !DILocation(line: 191, column: 11, scope: !4603, inlinedAt: !4538)
!4605 = !DILocation(line: 0, scope: !4536, inlinedAt: !4538)
!4606 = !DILocation(line: 195, column: 16, scope: !4526, inlinedAt: !4538)
!4607 = !DILocation(line: 195, column: 11, scope: !4526, inlinedAt: !4538)
!4608 = !DILocation(line: 219, column: 9, scope: !4482, inlinedAt: !4508)
!4609 = !DILocation(line: 223, column: 11, scope: !4489, inlinedAt: !4508)
!4610 = !DILocation(line: 224, column: 34, scope: !4611, inlinedAt: !4508)
!4611 = distinct !DILexicalBlock(scope: !4612, file: !2, line: 223, column: 21)
!4612 = distinct !DILexicalBlock(scope: !4489, file: !2, line: 223, column: 11)
!4613 = !DILocation(line: 0, scope: !4489, inlinedAt: !4508)
!4614 = !DILocation(line: 225, column: 18, scope: !4615, inlinedAt: !4508)
!4615 = distinct !DILexicalBlock(scope: !4611, file: !2, line: 225, column: 13)
!4616 = !DILocation(line: 225, column: 13, scope: !4611, inlinedAt: !4508)
!4617 = !DILocation(line: 226, column: 17, scope: !4615, inlinedAt: !4508)
!4618 = !DILocation(line: 226, column: 11, scope: !4615, inlinedAt: !4508)
!4619 = !DILocation(line: 229, column: 33, scope: !4620, inlinedAt: !4508)
!4620 = distinct !DILexicalBlock(scope: !4612, file: !2, line: 228, column: 12)
!4621 = !DILocation(line: 231, column: 41, scope: !4620, inlinedAt: !4508)
!4622 = !DILocation(line: 231, column: 15, scope: !4620, inlinedAt: !4508)
!4623 = !DILocation(line: 0, scope: !4612, inlinedAt: !4508)
!4624 = !DILocation(line: 0, scope: !4492, inlinedAt: !4508)
!4625 = !DILocation(line: 235, column: 7, scope: !4492, inlinedAt: !4508)
!4626 = !DILocation(line: 240, column: 9, scope: !4627, inlinedAt: !4508)
!4627 = distinct !DILexicalBlock(scope: !4494, file: !2, line: 240, column: 9)
!4628 = !DILocation(line: 0, scope: !4494, inlinedAt: !4508)
!4629 = !DILocation(line: 240, column: 9, scope: !4494, inlinedAt: !4508)
!4630 = !DILocation(line: 0, scope: !1528, inlinedAt: !4631)
!4631 = distinct !DILocation(line: 240, column: 9, scope: !4627, inlinedAt: !4508)
!4632 = !DILocation(line: 106, column: 3, scope: !1528, inlinedAt: !4631)
!4633 = !DILocation(line: 107, column: 7, scope: !1540, inlinedAt: !4631)
!4634 = !DILocation(line: 107, column: 7, scope: !1528, inlinedAt: !4631)
!4635 = !DILocation(line: 108, column: 10, scope: !1547, inlinedAt: !4631)
!4636 = !DILocation(line: 109, column: 5, scope: !1547, inlinedAt: !4631)
!4637 = !DILocation(line: 0, scope: !1551, inlinedAt: !4638)
!4638 = distinct !DILocation(line: 111, column: 12, scope: !1561, inlinedAt: !4631)
!4639 = !DILocation(line: 92, column: 8, scope: !1558, inlinedAt: !4638)
!4640 = !DILocation(line: 92, column: 7, scope: !1551, inlinedAt: !4638)
!4641 = !DILocation(line: 95, column: 19, scope: !1557, inlinedAt: !4638)
!4642 = !DILocation(line: 0, scope: !1557, inlinedAt: !4638)
!4643 = !DILocation(line: 96, column: 26, scope: !1557, inlinedAt: !4638)
!4644 = !DILocation(line: 96, column: 13, scope: !1557, inlinedAt: !4638)
!4645 = !DILocation(line: 96, column: 49, scope: !1557, inlinedAt: !4638)
!4646 = !DILocation(line: 96, column: 60, scope: !1557, inlinedAt: !4638)
!4647 = !DILocation(line: 96, column: 46, scope: !1557, inlinedAt: !4638)
!4648 = !DILocation(line: 111, column: 12, scope: !1540, inlinedAt: !4631)
!4649 = !DILocation(line: 112, column: 10, scope: !1577, inlinedAt: !4631)
!4650 = !DILocation(line: 113, column: 5, scope: !1577, inlinedAt: !4631)
!4651 = !DILocation(line: 117, column: 1, scope: !1528, inlinedAt: !4631)
!4652 = !DILocation(line: 241, column: 7, scope: !4627, inlinedAt: !4508)
!4653 = !DILocation(line: 242, column: 9, scope: !4654, inlinedAt: !4508)
!4654 = distinct !DILexicalBlock(scope: !4494, file: !2, line: 242, column: 9)
!4655 = !DILocation(line: 242, column: 9, scope: !4494, inlinedAt: !4508)
!4656 = !DILocation(line: 0, scope: !1528, inlinedAt: !4657)
!4657 = distinct !DILocation(line: 242, column: 9, scope: !4654, inlinedAt: !4508)
!4658 = !DILocation(line: 106, column: 3, scope: !1528, inlinedAt: !4657)
!4659 = !DILocation(line: 107, column: 7, scope: !1540, inlinedAt: !4657)
!4660 = !DILocation(line: 107, column: 7, scope: !1528, inlinedAt: !4657)
!4661 = !DILocation(line: 108, column: 10, scope: !1547, inlinedAt: !4657)
!4662 = !DILocation(line: 109, column: 5, scope: !1547, inlinedAt: !4657)
!4663 = !DILocation(line: 0, scope: !1551, inlinedAt: !4664)
!4664 = distinct !DILocation(line: 111, column: 12, scope: !1561, inlinedAt: !4657)
!4665 = !DILocation(line: 92, column: 8, scope: !1558, inlinedAt: !4664)
!4666 = !DILocation(line: 92, column: 7, scope: !1551, inlinedAt: !4664)
!4667 = !DILocation(line: 95, column: 19, scope: !1557, inlinedAt: !4664)
!4668 = !DILocation(line: 0, scope: !1557, inlinedAt: !4664)
!4669 = !DILocation(line: 96, column: 26, scope: !1557, inlinedAt: !4664)
!4670 = !DILocation(line: 96, column: 13, scope: !1557, inlinedAt: !4664)
!4671 = !DILocation(line: 96, column: 49, scope: !1557, inlinedAt: !4664)
!4672 = !DILocation(line: 96, column: 60, scope: !1557, inlinedAt: !4664)
!4673 = !DILocation(line: 96, column: 46, scope: !1557, inlinedAt: !4664)
!4674 = !DILocation(line: 111, column: 12, scope: !1540, inlinedAt: !4657)
!4675 = !DILocation(line: 112, column: 10, scope: !1577, inlinedAt: !4657)
!4676 = !DILocation(line: 113, column: 5, scope: !1577, inlinedAt: !4657)
!4677 = !DILocation(line: 117, column: 1, scope: !1528, inlinedAt: !4657)
!4678 = !DILocation(line: 243, column: 7, scope: !4654, inlinedAt: !4508)
!4679 = !DILocation(line: 244, column: 9, scope: !4680, inlinedAt: !4508)
!4680 = distinct !DILexicalBlock(scope: !4494, file: !2, line: 244, column: 9)
!4681 = !DILocation(line: 244, column: 9, scope: !4494, inlinedAt: !4508)
!4682 = !DILocation(line: 0, scope: !1528, inlinedAt: !4683)
!4683 = distinct !DILocation(line: 244, column: 9, scope: !4680, inlinedAt: !4508)
!4684 = !DILocation(line: 106, column: 3, scope: !1528, inlinedAt: !4683)
!4685 = !DILocation(line: 107, column: 7, scope: !1540, inlinedAt: !4683)
!4686 = !DILocation(line: 107, column: 7, scope: !1528, inlinedAt: !4683)
!4687 = !DILocation(line: 108, column: 10, scope: !1547, inlinedAt: !4683)
!4688 = !DILocation(line: 109, column: 5, scope: !1547, inlinedAt: !4683)
!4689 = !DILocation(line: 0, scope: !1551, inlinedAt: !4690)
!4690 = distinct !DILocation(line: 111, column: 12, scope: !1561, inlinedAt: !4683)
!4691 = !DILocation(line: 92, column: 8, scope: !1558, inlinedAt: !4690)
!4692 = !DILocation(line: 92, column: 7, scope: !1551, inlinedAt: !4690)
!4693 = !DILocation(line: 95, column: 19, scope: !1557, inlinedAt: !4690)
!4694 = !DILocation(line: 0, scope: !1557, inlinedAt: !4690)
!4695 = !DILocation(line: 96, column: 26, scope: !1557, inlinedAt: !4690)
!4696 = !DILocation(line: 96, column: 13, scope: !1557, inlinedAt: !4690)
!4697 = !DILocation(line: 96, column: 49, scope: !1557, inlinedAt: !4690)
!4698 = !DILocation(line: 96, column: 60, scope: !1557, inlinedAt: !4690)
!4699 = !DILocation(line: 96, column: 46, scope: !1557, inlinedAt: !4690)
!4700 = !DILocation(line: 111, column: 12, scope: !1540, inlinedAt: !4683)
!4701 = !DILocation(line: 112, column: 10, scope: !1577, inlinedAt: !4683)
!4702 = !DILocation(line: 113, column: 5, scope: !1577, inlinedAt: !4683)
!4703 = !DILocation(line: 117, column: 1, scope: !1528, inlinedAt: !4683)
!4704 = !DILocation(line: 245, column: 7, scope: !4680, inlinedAt: !4508)
!4705 = !DILocation(line: 246, column: 14, scope: !4706, inlinedAt: !4508)
!4706 = distinct !DILexicalBlock(scope: !4494, file: !2, line: 246, column: 9)
!4707 = !DILocation(line: 246, column: 9, scope: !4494, inlinedAt: !4508)
!4708 = !DILocation(line: 247, column: 7, scope: !4706, inlinedAt: !4508)
!4709 = !DILocation(line: 248, column: 9, scope: !4500, inlinedAt: !4508)
!4710 = !DILocation(line: 248, column: 9, scope: !4494, inlinedAt: !4508)
!4711 = !DILocation(line: 248, column: 31, scope: !4500, inlinedAt: !4508)
!4712 = !DILocation(line: 249, column: 31, scope: !4500, inlinedAt: !4508)
!4713 = !DILocation(line: 0, scope: !4498, inlinedAt: !4508)
!4714 = !DILocation(line: 253, column: 7, scope: !4498, inlinedAt: !4508)
!4715 = !DILocation(line: 0, scope: !4502, inlinedAt: !4508)
!4716 = !DILocation(line: 254, column: 7, scope: !4502, inlinedAt: !4508)
!4717 = !DILocation(line: 0, scope: !4504, inlinedAt: !4508)
!4718 = !DILocation(line: 255, column: 7, scope: !4504, inlinedAt: !4508)
!4719 = !DILocation(line: 256, column: 7, scope: !4506, inlinedAt: !4508)
!4720 = !DILocation(line: 0, scope: !4506, inlinedAt: !4508)
!4721 = !DILocation(line: 1806, column: 13, scope: !1469)
!4722 = !DILocation(line: 1808, column: 9, scope: !4723)
!4723 = distinct !DILexicalBlock(scope: !4724, file: !2, line: 1808, column: 9)
!4724 = distinct !DILexicalBlock(scope: !1469, file: !2, line: 1808, column: 9)
!4725 = !DILocation(line: 1808, column: 9, scope: !4724)
!4726 = !DILocation(line: 1808, column: 9, scope: !4727)
!4727 = distinct !DILexicalBlock(scope: !4723, file: !2, line: 1808, column: 9)
!4728 = !DILocation(line: 1808, column: 9, scope: !1469)
!4729 = !DILocation(line: 1810, column: 7, scope: !638)
!4730 = !DILocation(line: 1811, column: 19, scope: !1472)
!4731 = !DILocation(line: 0, scope: !1472)
!4732 = !DILocation(line: 1813, column: 9, scope: !1472)
!4733 = !DILocation(line: 1814, column: 15, scope: !1472)
!4734 = !DILocation(line: 1814, column: 12, scope: !1472)
!4735 = !DILocation(line: 1815, column: 17, scope: !1472)
!4736 = !DILocation(line: 1815, column: 13, scope: !1472)
!4737 = !DILocation(line: 1817, column: 9, scope: !1472)
!4738 = !DILocation(line: 1820, column: 8, scope: !1475)
!4739 = !DILocation(line: 1821, column: 20, scope: !1477)
!4740 = !DILocation(line: 0, scope: !1477)
!4741 = !DILocation(line: 1828, column: 19, scope: !1477)
!4742 = !DILocation(line: 1828, column: 9, scope: !1477)
!4743 = !DILocation(line: 1829, column: 27, scope: !1477)
!4744 = !DILocation(line: 1829, column: 18, scope: !1477)
!4745 = !DILocation(line: 1830, column: 9, scope: !1477)
!4746 = !DILocation(line: 1831, column: 9, scope: !4747)
!4747 = distinct !DILexicalBlock(scope: !4748, file: !2, line: 1831, column: 9)
!4748 = distinct !DILexicalBlock(scope: !1477, file: !2, line: 1831, column: 9)
!4749 = !DILocation(line: 1831, column: 9, scope: !4748)
!4750 = !DILocation(line: 1831, column: 9, scope: !4751)
!4751 = distinct !DILexicalBlock(scope: !4747, file: !2, line: 1831, column: 9)
!4752 = !DILocation(line: 1832, column: 17, scope: !1477)
!4753 = !DILocation(line: 1832, column: 13, scope: !1477)
!4754 = !DILocation(line: 1834, column: 9, scope: !1477)
!4755 = !DILocation(line: 1837, column: 8, scope: !1480)
!4756 = !DILocation(line: 1838, column: 20, scope: !1482)
!4757 = !DILocation(line: 0, scope: !1482)
!4758 = !DILocation(line: 1839, column: 14, scope: !1486)
!4759 = !DILocation(line: 1839, column: 13, scope: !1482)
!4760 = !DILocation(line: 1840, column: 11, scope: !1484)
!4761 = !DILocation(line: 0, scope: !1484)
!4762 = !DILocation(line: 1841, column: 17, scope: !1485)
!4763 = !DILocation(line: 1841, column: 14, scope: !1485)
!4764 = !DILocation(line: 1842, column: 9, scope: !1485)
!4765 = !DILocation(line: 1843, column: 9, scope: !4766)
!4766 = distinct !DILexicalBlock(scope: !4767, file: !2, line: 1843, column: 9)
!4767 = distinct !DILexicalBlock(scope: !1482, file: !2, line: 1843, column: 9)
!4768 = !DILocation(line: 1843, column: 9, scope: !4767)
!4769 = !DILocation(line: 1843, column: 9, scope: !4770)
!4770 = distinct !DILexicalBlock(scope: !4766, file: !2, line: 1843, column: 9)
!4771 = !DILocation(line: 1843, column: 9, scope: !1482)
!4772 = !DILocation(line: 1845, column: 7, scope: !638)
!4773 = !DILocation(line: 1846, column: 20, scope: !1490)
!4774 = !DILocation(line: 0, scope: !1490)
!4775 = !DILocation(line: 1847, column: 17, scope: !1490)
!4776 = !DILocation(line: 1848, column: 29, scope: !1490)
!4777 = !DILocation(line: 1849, column: 20, scope: !1490)
!4778 = !DILocation(line: 1850, column: 15, scope: !4779)
!4779 = distinct !DILexicalBlock(scope: !1490, file: !2, line: 1850, column: 13)
!4780 = !DILocation(line: 1850, column: 13, scope: !1490)
!4781 = !DILocation(line: 1851, column: 15, scope: !4779)
!4782 = !DILocation(line: 1851, column: 39, scope: !4779)
!4783 = !DILocation(line: 1851, column: 11, scope: !4779)
!4784 = !DILocation(line: 1853, column: 30, scope: !4779)
!4785 = !DILocation(line: 1853, column: 20, scope: !4779)
!4786 = !DILocation(line: 1854, column: 14, scope: !1490)
!4787 = !DILocation(line: 1855, column: 13, scope: !4788)
!4788 = distinct !DILexicalBlock(scope: !1490, file: !2, line: 1855, column: 13)
!4789 = !DILocation(line: 1855, column: 13, scope: !1490)
!4790 = !DILocation(line: 1856, column: 19, scope: !4791)
!4791 = distinct !DILexicalBlock(scope: !4788, file: !2, line: 1855, column: 27)
!4792 = !DILocation(line: 1856, column: 34, scope: !4791)
!4793 = !DILocation(line: 1856, column: 16, scope: !4791)
!4794 = !DILocation(line: 1857, column: 13, scope: !4791)
!4795 = !DILocation(line: 1858, column: 9, scope: !4791)
!4796 = !DILocation(line: 1859, column: 20, scope: !4797)
!4797 = distinct !DILexicalBlock(scope: !1490, file: !2, line: 1859, column: 13)
!4798 = !DILocation(line: 1859, column: 18, scope: !4797)
!4799 = !DILocation(line: 1859, column: 13, scope: !1490)
!4800 = !DILocation(line: 1860, column: 11, scope: !4797)
!4801 = !DILocation(line: 1861, column: 18, scope: !1496)
!4802 = !DILocation(line: 1861, column: 9, scope: !1497)
!4803 = !DILocation(line: 1862, column: 25, scope: !1495)
!4804 = !DILocation(line: 0, scope: !1495)
!4805 = !DILocation(line: 1863, column: 11, scope: !1499)
!4806 = !{!1715, !1571, i64 16}
!4807 = !DILocation(line: 0, scope: !1499)
!4808 = !DILocation(line: 1865, column: 11, scope: !1495)
!4809 = !DILocation(line: 1861, column: 24, scope: !1496)
!4810 = distinct !{!4810, !4802, !4811, !1744}
!4811 = !DILocation(line: 1866, column: 9, scope: !1497)
!4812 = !DILocation(line: 1867, column: 9, scope: !4813)
!4813 = distinct !DILexicalBlock(scope: !4814, file: !2, line: 1867, column: 9)
!4814 = distinct !DILexicalBlock(scope: !1490, file: !2, line: 1867, column: 9)
!4815 = !DILocation(line: 1867, column: 9, scope: !4814)
!4816 = !DILocation(line: 1867, column: 9, scope: !4817)
!4817 = distinct !DILexicalBlock(scope: !4813, file: !2, line: 1867, column: 9)
!4818 = !DILocation(line: 1867, column: 9, scope: !1490)
!4819 = !DILocation(line: 1869, column: 7, scope: !638)
!4820 = !DILocation(line: 1870, column: 20, scope: !1503)
!4821 = !DILocation(line: 0, scope: !1503)
!4822 = !DILocation(line: 1871, column: 24, scope: !1503)
!4823 = !DILocation(line: 1871, column: 27, scope: !1503)
!4824 = !{!2670, !1571, i64 72}
!4825 = !DILocation(line: 1871, column: 29, scope: !1503)
!4826 = !DILocation(line: 1871, column: 20, scope: !1503)
!4827 = !DILocation(line: 1872, column: 9, scope: !1503)
!4828 = !DILocalVariable(name: "L", arg: 1, scope: !4829, file: !2, line: 793, type: !39)
!4829 = distinct !DISubprogram(name: "pushclosure", scope: !2, file: !2, line: 793, type: !4830, scopeLine: 794, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !368, retainedNodes: !4833)
!4830 = !DISubroutineType(types: !4831)
!4831 = !{null, !39, !1505, !4832, !67, !67}
!4832 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !302, size: 64)
!4833 = !{!4828, !4834, !4835, !4836, !4837, !4838, !4839, !4840, !4841, !4842, !4844}
!4834 = !DILocalVariable(name: "p", arg: 2, scope: !4829, file: !2, line: 793, type: !1505)
!4835 = !DILocalVariable(name: "encup", arg: 3, scope: !4829, file: !2, line: 793, type: !4832)
!4836 = !DILocalVariable(name: "base", arg: 4, scope: !4829, file: !2, line: 793, type: !67)
!4837 = !DILocalVariable(name: "ra", arg: 5, scope: !4829, file: !2, line: 794, type: !67)
!4838 = !DILocalVariable(name: "nup", scope: !4829, file: !2, line: 795, type: !88)
!4839 = !DILocalVariable(name: "uv", scope: !4829, file: !2, line: 796, type: !567)
!4840 = !DILocalVariable(name: "i", scope: !4829, file: !2, line: 797, type: !88)
!4841 = !DILocalVariable(name: "ncl", scope: !4829, file: !2, line: 798, type: !625)
!4842 = !DILocalVariable(name: "io", scope: !4843, file: !2, line: 800, type: !211)
!4843 = distinct !DILexicalBlock(scope: !4829, file: !2, line: 800, column: 3)
!4844 = !DILocalVariable(name: "x_", scope: !4843, file: !2, line: 800, type: !625)
!4845 = !DILocation(line: 0, scope: !4829, inlinedAt: !4846)
!4846 = distinct !DILocation(line: 1872, column: 9, scope: !1503)
!4847 = !DILocation(line: 795, column: 16, scope: !4829, inlinedAt: !4846)
!4848 = !{!2670, !1572, i64 16}
!4849 = !DILocation(line: 796, column: 22, scope: !4829, inlinedAt: !4846)
!4850 = !{!2670, !1571, i64 80}
!4851 = !DILocation(line: 798, column: 19, scope: !4829, inlinedAt: !4846)
!4852 = !DILocation(line: 799, column: 8, scope: !4829, inlinedAt: !4846)
!4853 = !DILocation(line: 799, column: 10, scope: !4829, inlinedAt: !4846)
!4854 = !DILocation(line: 0, scope: !4843, inlinedAt: !4846)
!4855 = !DILocation(line: 800, column: 3, scope: !4843, inlinedAt: !4846)
!4856 = !DILocation(line: 801, column: 17, scope: !4857, inlinedAt: !4846)
!4857 = distinct !DILexicalBlock(scope: !4858, file: !2, line: 801, column: 3)
!4858 = distinct !DILexicalBlock(scope: !4829, file: !2, line: 801, column: 3)
!4859 = !DILocation(line: 801, column: 3, scope: !4858, inlinedAt: !4846)
!4860 = !DILocation(line: 802, column: 9, scope: !4861, inlinedAt: !4846)
!4861 = distinct !DILexicalBlock(scope: !4862, file: !2, line: 802, column: 9)
!4862 = distinct !DILexicalBlock(scope: !4857, file: !2, line: 801, column: 29)
!4863 = !DILocation(line: 802, column: 15, scope: !4861, inlinedAt: !4846)
!4864 = !{!4865, !1543, i64 8}
!4865 = !{!"Upvaldesc", !1571, i64 0, !1543, i64 8, !1543, i64 9, !1543, i64 10}
!4866 = !DILocation(line: 0, scope: !4861, inlinedAt: !4846)
!4867 = !{!4865, !1543, i64 9}
!4868 = !DILocation(line: 802, column: 9, scope: !4862, inlinedAt: !4846)
!4869 = !DILocation(line: 803, column: 47, scope: !4861, inlinedAt: !4846)
!4870 = !DILocation(line: 803, column: 24, scope: !4861, inlinedAt: !4846)
!4871 = !DILocation(line: 803, column: 7, scope: !4861, inlinedAt: !4846)
!4872 = !DILocation(line: 805, column: 24, scope: !4861, inlinedAt: !4846)
!4873 = !DILocation(line: 806, column: 5, scope: !4862, inlinedAt: !4846)
!4874 = !{!2667, !1543, i64 9}
!4875 = !DILocation(line: 801, column: 25, scope: !4857, inlinedAt: !4846)
!4876 = distinct !{!4876, !4859, !4877, !1744}
!4877 = !DILocation(line: 807, column: 3, scope: !4858, inlinedAt: !4846)
!4878 = !DILocation(line: 1873, column: 9, scope: !4879)
!4879 = distinct !DILexicalBlock(scope: !4880, file: !2, line: 1873, column: 9)
!4880 = distinct !DILexicalBlock(scope: !4881, file: !2, line: 1873, column: 9)
!4881 = distinct !DILexicalBlock(scope: !1503, file: !2, line: 1873, column: 9)
!4882 = !DILocation(line: 1873, column: 9, scope: !4880)
!4883 = !DILocation(line: 1873, column: 9, scope: !4884)
!4884 = distinct !DILexicalBlock(scope: !4879, file: !2, line: 1873, column: 9)
!4885 = !DILocation(line: 1874, column: 9, scope: !4886)
!4886 = distinct !DILexicalBlock(scope: !4887, file: !2, line: 1874, column: 9)
!4887 = distinct !DILexicalBlock(scope: !1503, file: !2, line: 1874, column: 9)
!4888 = !DILocation(line: 1874, column: 9, scope: !4887)
!4889 = !DILocation(line: 1874, column: 9, scope: !4890)
!4890 = distinct !DILexicalBlock(scope: !4886, file: !2, line: 1874, column: 9)
!4891 = !DILocation(line: 1874, column: 9, scope: !1503)
!4892 = !DILocation(line: 1876, column: 7, scope: !638)
!4893 = !DILocation(line: 1877, column: 20, scope: !1509)
!4894 = !DILocation(line: 0, scope: !1509)
!4895 = !DILocation(line: 1878, column: 17, scope: !1509)
!4896 = !DILocation(line: 1878, column: 29, scope: !1509)
!4897 = !DILocation(line: 1879, column: 9, scope: !1509)
!4898 = !DILocation(line: 1880, column: 9, scope: !4899)
!4899 = distinct !DILexicalBlock(scope: !4900, file: !2, line: 1880, column: 9)
!4900 = distinct !DILexicalBlock(scope: !1509, file: !2, line: 1880, column: 9)
!4901 = !DILocation(line: 1880, column: 9, scope: !4900)
!4902 = !DILocation(line: 1880, column: 9, scope: !4903)
!4903 = distinct !DILexicalBlock(scope: !4899, file: !2, line: 1880, column: 9)
!4904 = !DILocation(line: 1880, column: 9, scope: !1509)
!4905 = !DILocation(line: 1882, column: 7, scope: !638)
!4906 = !DILocation(line: 1883, column: 9, scope: !4907)
!4907 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1882, column: 29)
!4908 = !DILocation(line: 1884, column: 13, scope: !4909)
!4909 = distinct !DILexicalBlock(scope: !4907, file: !2, line: 1884, column: 13)
!4910 = !DILocation(line: 1884, column: 13, scope: !4907)
!4911 = !DILocation(line: 1885, column: 11, scope: !4912)
!4912 = distinct !DILexicalBlock(scope: !4909, file: !2, line: 1884, column: 31)
!4913 = !DILocation(line: 1886, column: 20, scope: !4912)
!4914 = !{!1717, !1572, i64 180}
!4915 = !DILocation(line: 1889, column: 9, scope: !4916)
!4916 = distinct !DILexicalBlock(scope: !4917, file: !2, line: 1889, column: 9)
!4917 = distinct !DILexicalBlock(scope: !4918, file: !2, line: 1889, column: 9)
!4918 = distinct !DILexicalBlock(scope: !4907, file: !2, line: 1889, column: 9)
!4919 = !DILocation(line: 0, scope: !4907)
!4920 = !DILocation(line: 1889, column: 9, scope: !4918)
!4921 = !DILocation(line: 1889, column: 9, scope: !4907)
!4922 = !DILocation(line: 1891, column: 7, scope: !638)
!4923 = !DILocation(line: 1893, column: 9, scope: !4924)
!4924 = distinct !DILexicalBlock(scope: !4925, file: !2, line: 1893, column: 9)
!4925 = distinct !DILexicalBlock(scope: !4926, file: !2, line: 1893, column: 9)
!4926 = distinct !DILexicalBlock(scope: !638, file: !2, line: 1891, column: 27)
!4927 = !DILocation(line: 1893, column: 9, scope: !4925)
!4928 = !DILocation(line: 1893, column: 9, scope: !4929)
!4929 = distinct !DILexicalBlock(scope: !4924, file: !2, line: 1893, column: 9)
!4930 = !DILocation(line: 1893, column: 9, scope: !4926)
!4931 = !DISubprogram(name: "luaG_tracecall", scope: !1751, file: !1751, line: 61, type: !86, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4932 = !DISubprogram(name: "luaG_traceexec", scope: !1751, file: !1751, line: 60, type: !4933, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4933 = !DISubroutineType(types: !4934)
!4934 = !{!88, !39, !261}
!4935 = !DISubprogram(name: "luaC_barrier_", scope: !1836, file: !1836, line: 196, type: !4936, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4936 = !DISubroutineType(types: !4937)
!4937 = !{null, !39, !171, !171}
!4938 = !DISubprogram(name: "luaH_getshortstr", scope: !1761, file: !1761, line: 41, type: !4939, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4939 = !DISubroutineType(types: !4940)
!4940 = !{!644, !811, !133}
!4941 = !DISubprogram(name: "luaH_getint", scope: !1761, file: !1761, line: 38, type: !4942, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4942 = !DISubroutineType(types: !4943)
!4943 = !{!644, !811, !90}
!4944 = !DISubprogram(name: "luaH_new", scope: !1761, file: !1761, line: 48, type: !4945, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4945 = !DISubroutineType(types: !4946)
!4946 = !{!811, !39}
!4947 = !DISubprogram(name: "luaH_resize", scope: !1761, file: !1761, line: 49, type: !4948, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4948 = !DISubroutineType(types: !4949)
!4949 = !{null, !39, !811, !143, !143}
!4950 = !DISubprogram(name: "luaC_step", scope: !1836, file: !1836, line: 190, type: !2397, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4951 = !DISubprogram(name: "luaH_getstr", scope: !1761, file: !1761, line: 42, type: !4939, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4952 = !DISubprogram(name: "pow", scope: !2525, file: !2525, line: 140, type: !2526, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4953 = !DISubprogram(name: "luaT_trybinTM", scope: !377, file: !377, line: 85, type: !4954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4954 = !DISubroutineType(types: !4955)
!4955 = !{null, !39, !644, !644, !67, !605}
!4956 = !DISubprogram(name: "luaT_trybiniTM", scope: !377, file: !377, line: 90, type: !4957, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4957 = !DISubroutineType(types: !4958)
!4958 = !{null, !39, !644, !90, !88, !67, !605}
!4959 = !DISubprogram(name: "luaT_trybinassocTM", scope: !377, file: !377, line: 88, type: !4960, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4960 = !DISubroutineType(types: !4961)
!4961 = !{null, !39, !644, !644, !88, !67, !605}
!4962 = !DISubprogram(name: "luaF_close", scope: !4963, file: !4963, line: 57, type: !4964, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4963 = !DIFile(filename: "src/lua/lfunc.h", directory: ".", checksumkind: CSK_MD5, checksum: "74c1a9067666bcdc4b1bc5a3ce4dd84c")
!4964 = !DISubroutineType(types: !4965)
!4965 = !{!67, !39, !67, !88, !88}
!4966 = !DISubprogram(name: "luaF_newtbcupval", scope: !4963, file: !4963, line: 55, type: !4967, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4967 = !DISubroutineType(types: !4968)
!4968 = !{null, !39, !67}
!4969 = !DISubprogram(name: "luaT_callorderiTM", scope: !377, file: !377, line: 94, type: !4970, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4970 = !DISubroutineType(types: !4971)
!4971 = !{!88, !39, !644, !88, !88, !88, !605}
!4972 = !DISubprogram(name: "luaD_precall", scope: !4973, file: !4973, line: 71, type: !4974, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4973 = !DIFile(filename: "src/lua/ldo.h", directory: ".", checksumkind: CSK_MD5, checksum: "28138809e652958723ca82a42b18e9f3")
!4974 = !DISubroutineType(types: !4975)
!4975 = !{!245, !39, !67, !88}
!4976 = !DISubprogram(name: "luaF_closeupval", scope: !4963, file: !4963, line: 56, type: !4967, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4977 = !DISubprogram(name: "luaD_pretailcall", scope: !4973, file: !4973, line: 69, type: !4978, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4978 = !DISubroutineType(types: !4979)
!4979 = !{!88, !39, !245, !67, !88, !88}
!4980 = !DISubprogram(name: "luaD_poscall", scope: !4973, file: !4973, line: 77, type: !4981, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4981 = !DISubroutineType(types: !4982)
!4982 = !{null, !39, !245, !88}
!4983 = !DISubprogram(name: "luaD_call", scope: !4973, file: !4973, line: 72, type: !4984, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4984 = !DISubroutineType(types: !4985)
!4985 = !{null, !39, !67, !88}
!4986 = !DISubprogram(name: "luaH_realasize", scope: !1761, file: !1761, line: 55, type: !4987, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4987 = !DISubroutineType(types: !4988)
!4988 = !{!143, !4989}
!4989 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4990, size: 64)
!4990 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !812)
!4991 = !DISubprogram(name: "luaH_resizearray", scope: !1761, file: !1761, line: 51, type: !4992, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4992 = !DISubroutineType(types: !4993)
!4993 = !{null, !39, !811, !143}
!4994 = !DISubprogram(name: "luaT_getvarargs", scope: !377, file: !377, line: 99, type: !4995, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4995 = !DISubroutineType(types: !4996)
!4996 = !{null, !39, !252, !67, !88}
!4997 = !DISubprogram(name: "luaT_adjustvarargs", scope: !377, file: !377, line: 97, type: !4998, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4998 = !DISubroutineType(types: !4999)
!4999 = !{null, !39, !88, !252, !5000}
!5000 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5001, size: 64)
!5001 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1506)
!5002 = !DISubprogram(name: "luaD_hookcall", scope: !4973, file: !4973, line: 68, type: !37, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5003 = !DISubprogram(name: "luaO_str2num", scope: !48, file: !48, line: 803, type: !5004, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5004 = !DISubroutineType(types: !5005)
!5005 = !{!117, !241, !211}
!5006 = !DISubprogram(name: "luaT_callorderTM", scope: !377, file: !377, line: 92, type: !5007, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5007 = !DISubroutineType(types: !5008)
!5008 = !{!88, !39, !644, !644, !605}
!5009 = !DISubprogram(name: "strcoll", scope: !5010, file: !5010, line: 163, type: !5011, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5010 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!5011 = !DISubroutineType(types: !5012)
!5012 = !{!88, !241, !241}
!5013 = !DISubprogram(name: "strlen", scope: !5010, file: !5010, line: 407, type: !5014, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5014 = !DISubroutineType(types: !5015)
!5015 = !{!119, !241}
!5016 = !DISubprogram(name: "luaG_forerror", scope: !1751, file: !1751, line: 45, type: !1752, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!5017 = !DISubprogram(name: "luaF_newLclosure", scope: !4963, file: !4963, line: 52, type: !5018, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5018 = !DISubroutineType(types: !5019)
!5019 = !{!625, !39, !88}
!5020 = !DISubprogram(name: "luaF_findupval", scope: !4963, file: !4963, line: 54, type: !5021, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5021 = !DISubroutineType(types: !5022)
!5022 = !{!302, !39, !67}
