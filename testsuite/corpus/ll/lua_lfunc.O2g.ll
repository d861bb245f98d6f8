; ModuleID = 'src/lua/lfunc.c'
source_filename = "src/lua/lfunc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.StackValue = type { %struct.TValue }
%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }
%struct.LocVar = type { ptr, i32, i32 }

@.str = private unnamed_addr constant [2 x i8] c"?\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [39 x i8] c"variable '%s' got a non-closable value\00", align 1, !dbg !7

; Function Attrs: nounwind uwtable
define hidden ptr @luaF_newCclosure(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !492 {
    #dbg_value(ptr %0, !497, !DIExpression(), !501)
    #dbg_value(i32 %1, !498, !DIExpression(), !501)
  %3 = shl nsw i32 %1, 4, !dbg !502
  %4 = add nsw i32 %3, 32, !dbg !502
  %5 = sext i32 %4 to i64, !dbg !502
  %6 = tail call ptr @luaC_newobj(ptr noundef %0, i32 noundef 38, i64 noundef %5) #6, !dbg !503
    #dbg_value(ptr %6, !499, !DIExpression(), !501)
    #dbg_value(ptr %6, !500, !DIExpression(), !501)
  %7 = trunc i32 %1 to i8, !dbg !504
  %8 = getelementptr inbounds i8, ptr %6, i64 10, !dbg !505
  store i8 %7, ptr %8, align 2, !dbg !506, !tbaa !507
  ret ptr %6, !dbg !512
}

declare !dbg !513 hidden ptr @luaC_newobj(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define hidden ptr @luaF_newLclosure(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !517 {
    #dbg_value(ptr %0, !522, !DIExpression(), !526)
    #dbg_value(i32 %1, !523, !DIExpression(), !526)
  %3 = shl nsw i32 %1, 3, !dbg !527
  %4 = add nsw i32 %3, 32, !dbg !527
  %5 = sext i32 %4 to i64, !dbg !527
  %6 = tail call ptr @luaC_newobj(ptr noundef %0, i32 noundef 6, i64 noundef %5) #6, !dbg !528
    #dbg_value(ptr %6, !524, !DIExpression(), !526)
    #dbg_value(ptr %6, !525, !DIExpression(), !526)
  %7 = getelementptr inbounds i8, ptr %6, i64 24, !dbg !529
  store ptr null, ptr %7, align 8, !dbg !530, !tbaa !531
  %8 = trunc i32 %1 to i8, !dbg !533
  %9 = getelementptr inbounds i8, ptr %6, i64 10, !dbg !534
  store i8 %8, ptr %9, align 2, !dbg !535, !tbaa !536
    #dbg_value(i32 %1, !523, !DIExpression(), !526)
    #dbg_value(i32 %1, !523, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !526)
  %10 = icmp eq i32 %1, 0, !dbg !537
  br i1 %10, label %22, label %11, !dbg !537

11:                                               ; preds = %2
  %12 = add i32 %1, -1, !dbg !537
  %13 = sext i32 %12 to i64, !dbg !537
  %14 = shl nsw i64 %13, 3, !dbg !537
  %15 = add nsw i64 %14, 32, !dbg !537
  %16 = zext i32 %12 to i64, !dbg !537
  %17 = shl nuw nsw i64 %16, 3, !dbg !537
  %18 = sub nsw i64 %15, %17, !dbg !537
  %19 = getelementptr i8, ptr %6, i64 %18, !dbg !537
  %20 = zext i32 %1 to i64, !dbg !537
  %21 = shl nuw nsw i64 %20, 3, !dbg !537
  tail call void @llvm.memset.p0.i64(ptr align 8 %19, i8 0, i64 %21, i1 false), !dbg !538, !tbaa !539
    #dbg_value(i64 poison, !523, !DIExpression(), !526)
  br label %22, !dbg !540

22:                                               ; preds = %11, %2
  ret ptr %6, !dbg !540
}

; Function Attrs: nounwind uwtable
define hidden void @luaF_initupvals(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !541 {
    #dbg_value(ptr %0, !545, !DIExpression(), !553)
    #dbg_value(ptr %1, !546, !DIExpression(), !553)
    #dbg_value(i32 0, !547, !DIExpression(), !553)
  %3 = getelementptr inbounds i8, ptr %1, i64 10
    #dbg_value(i32 0, !547, !DIExpression(), !553)
  %4 = load i8, ptr %3, align 2, !dbg !554, !tbaa !536
  %5 = icmp eq i8 %4, 0, !dbg !555
  br i1 %5, label %30, label %6, !dbg !556

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 32
  %8 = getelementptr inbounds i8, ptr %1, i64 9
  br label %9, !dbg !556

9:                                                ; preds = %6, %25
  %10 = phi i64 [ 0, %6 ], [ %26, %25 ]
    #dbg_value(i64 %10, !547, !DIExpression(), !553)
  %11 = tail call ptr @luaC_newobj(ptr noundef %0, i32 noundef 9, i64 noundef 40) #6, !dbg !557
    #dbg_value(ptr %11, !548, !DIExpression(), !558)
    #dbg_value(ptr %11, !552, !DIExpression(), !558)
  %12 = getelementptr inbounds i8, ptr %11, i64 24, !dbg !559
  %13 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !560
  store ptr %12, ptr %13, align 8, !dbg !561, !tbaa !562
  %14 = getelementptr inbounds i8, ptr %11, i64 32, !dbg !563
  store i8 0, ptr %14, align 8, !dbg !563, !tbaa !564
  %15 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 %10, !dbg !566
  store ptr %11, ptr %15, align 8, !dbg !567, !tbaa !539
  %16 = load i8, ptr %8, align 1, !dbg !568, !tbaa !569
  %17 = and i8 %16, 32, !dbg !568
  %18 = icmp eq i8 %17, 0, !dbg !568
  br i1 %18, label %25, label %19, !dbg !568

19:                                               ; preds = %9
  %20 = getelementptr inbounds i8, ptr %11, i64 9, !dbg !568
  %21 = load i8, ptr %20, align 1, !dbg !568, !tbaa !570
  %22 = and i8 %21, 24, !dbg !568
  %23 = icmp eq i8 %22, 0, !dbg !568
  br i1 %23, label %25, label %24, !dbg !568

24:                                               ; preds = %19
  tail call void @luaC_barrier_(ptr noundef %0, ptr noundef nonnull %1, ptr noundef nonnull %11) #6, !dbg !568
  br label %25, !dbg !568

25:                                               ; preds = %9, %19, %24
  %26 = add nuw nsw i64 %10, 1, !dbg !572
    #dbg_value(i64 %26, !547, !DIExpression(), !553)
  %27 = load i8, ptr %3, align 2, !dbg !554, !tbaa !536
  %28 = zext i8 %27 to i64, !dbg !555
  %29 = icmp ult i64 %26, %28, !dbg !555
  br i1 %29, label %9, label %30, !dbg !556, !llvm.loop !573

30:                                               ; preds = %25, %2
  ret void, !dbg !576
}

declare !dbg !577 hidden void @luaC_barrier_(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define hidden ptr @luaF_findupval(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !580 {
    #dbg_value(ptr %0, !584, !DIExpression(), !589)
    #dbg_value(ptr %1, !585, !DIExpression(), !589)
  %3 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !590
    #dbg_value(ptr %3, !586, !DIExpression(), !589)
  %4 = load ptr, ptr %3, align 8, !dbg !591, !tbaa !539
  %5 = icmp eq ptr %4, null, !dbg !592
  br i1 %5, label %24, label %6, !dbg !593

6:                                                ; preds = %2
    #dbg_value(ptr %3, !586, !DIExpression(), !589)
  %7 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !594
  %8 = load ptr, ptr %7, align 8, !dbg !594, !tbaa !562
  %9 = icmp ult ptr %8, %1, !dbg !595
  br i1 %9, label %24, label %14, !dbg !596

10:                                               ; preds = %18
    #dbg_value(ptr %19, !586, !DIExpression(), !589)
  %11 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !594
  %12 = load ptr, ptr %11, align 8, !dbg !594, !tbaa !562
  %13 = icmp ult ptr %12, %1, !dbg !595
  br i1 %13, label %22, label %14, !dbg !596, !llvm.loop !597

14:                                               ; preds = %6, %10
  %15 = phi ptr [ %12, %10 ], [ %8, %6 ]
  %16 = phi ptr [ %20, %10 ], [ %4, %6 ]
  %17 = icmp eq ptr %15, %1, !dbg !599
  br i1 %17, label %43, label %18, !dbg !602

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %16, i64 24, !dbg !603
    #dbg_value(ptr %19, !586, !DIExpression(), !589)
  %20 = load ptr, ptr %19, align 8, !dbg !591, !tbaa !539
    #dbg_value(ptr %20, !588, !DIExpression(), !589)
  %21 = icmp eq ptr %20, null, !dbg !592
  br i1 %21, label %22, label %10, !dbg !593, !llvm.loop !597

22:                                               ; preds = %10, %18
  %23 = getelementptr inbounds i8, ptr %16, i64 24
  br label %24, !dbg !604

24:                                               ; preds = %22, %6, %2
  %25 = phi ptr [ %3, %2 ], [ %3, %6 ], [ %23, %22 ], !dbg !589
    #dbg_value(ptr %0, !609, !DIExpression(), !616)
    #dbg_value(ptr %1, !610, !DIExpression(), !616)
    #dbg_value(ptr %25, !611, !DIExpression(), !616)
  %26 = tail call ptr @luaC_newobj(ptr noundef %0, i32 noundef 9, i64 noundef 40) #6, !dbg !604
    #dbg_value(ptr %26, !612, !DIExpression(), !616)
    #dbg_value(ptr %26, !613, !DIExpression(), !616)
  %27 = load ptr, ptr %25, align 8, !dbg !617, !tbaa !539
    #dbg_value(ptr %27, !614, !DIExpression(), !616)
  %28 = getelementptr inbounds i8, ptr %26, i64 16, !dbg !618
  store ptr %1, ptr %28, align 8, !dbg !619, !tbaa !562
  %29 = getelementptr inbounds i8, ptr %26, i64 24, !dbg !620
  store ptr %27, ptr %29, align 8, !dbg !621, !tbaa !562
  %30 = getelementptr inbounds i8, ptr %26, i64 32, !dbg !622
  store ptr %25, ptr %30, align 8, !dbg !623, !tbaa !562
  %31 = icmp eq ptr %27, null, !dbg !624
  br i1 %31, label %34, label %32, !dbg !626

32:                                               ; preds = %24
  %33 = getelementptr inbounds i8, ptr %27, i64 32, !dbg !627
  store ptr %29, ptr %33, align 8, !dbg !628, !tbaa !562
  br label %34, !dbg !629

34:                                               ; preds = %32, %24
  store ptr %26, ptr %25, align 8, !dbg !630, !tbaa !539
  %35 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !631
  %36 = load ptr, ptr %35, align 8, !dbg !631, !tbaa !633
  %37 = icmp eq ptr %36, %0, !dbg !631
  br i1 %37, label %38, label %43, !dbg !639

38:                                               ; preds = %34
  %39 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !640
  %40 = load ptr, ptr %39, align 8, !dbg !640, !tbaa !642
  %41 = getelementptr inbounds i8, ptr %40, i64 248, !dbg !643
  %42 = load ptr, ptr %41, align 8, !dbg !643, !tbaa !644
  store ptr %42, ptr %35, align 8, !dbg !647, !tbaa !633
  store ptr %0, ptr %41, align 8, !dbg !648, !tbaa !644
  br label %43, !dbg !649

43:                                               ; preds = %14, %38, %34
  %44 = phi ptr [ %26, %34 ], [ %26, %38 ], [ %16, %14 ], !dbg !589
  ret ptr %44, !dbg !650
}

; Function Attrs: nounwind uwtable
define hidden void @luaF_newtbcupval(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !651 {
    #dbg_value(ptr %0, !655, !DIExpression(), !657)
    #dbg_value(ptr %1, !656, !DIExpression(), !657)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !658
  %4 = load i8, ptr %3, align 8, !dbg !658, !tbaa !562
  %5 = icmp eq i8 %4, 1, !dbg !658
  %6 = and i8 %4, 15, !dbg !658
  %7 = icmp eq i8 %6, 0, !dbg !658
  %8 = or i1 %5, %7, !dbg !658
  br i1 %8, label %49, label %9, !dbg !658

9:                                                ; preds = %2
    #dbg_value(ptr %0, !660, !DIExpression(), !671)
    #dbg_value(ptr %1, !663, !DIExpression(), !671)
  %10 = tail call ptr @luaT_gettmbyobj(ptr noundef %0, ptr noundef nonnull %1, i32 noundef 24) #6, !dbg !673
    #dbg_value(ptr %10, !664, !DIExpression(), !671)
  %11 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !674
  %12 = load i8, ptr %11, align 8, !dbg !674, !tbaa !564
  %13 = and i8 %12, 15, !dbg !674
  %14 = icmp eq i8 %13, 0, !dbg !674
  br i1 %14, label %23, label %15, !dbg !675

15:                                               ; preds = %9
  %16 = getelementptr inbounds i8, ptr %0, i64 64
  %17 = ptrtoint ptr %1 to i64
  %18 = load ptr, ptr %16, align 8, !dbg !676, !tbaa !562
  %19 = ptrtoint ptr %18 to i64, !dbg !676
  %20 = sub i64 %17, %19, !dbg !676
  %21 = and i64 %20, 68718428160, !dbg !677
  %22 = icmp eq i64 %21, 0, !dbg !677
  br i1 %22, label %44, label %35, !dbg !678

23:                                               ; preds = %9
  %24 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !679
  %25 = load ptr, ptr %24, align 8, !dbg !679, !tbaa !680
  %26 = load ptr, ptr %25, align 8, !dbg !679, !tbaa !562
  %27 = ptrtoint ptr %1 to i64, !dbg !679
  %28 = ptrtoint ptr %26 to i64, !dbg !679
  %29 = sub i64 %27, %28, !dbg !679
  %30 = lshr exact i64 %29, 4, !dbg !679
  %31 = trunc i64 %30 to i32, !dbg !679
    #dbg_value(i32 %31, !667, !DIExpression(), !681)
  %32 = tail call ptr @luaG_findlocal(ptr noundef %0, ptr noundef nonnull %25, i32 noundef %31, ptr noundef null) #6, !dbg !682
    #dbg_value(ptr %32, !670, !DIExpression(), !681)
  %33 = icmp eq ptr %32, null, !dbg !683
  %34 = select i1 %33, ptr @.str, ptr %32, !dbg !685
    #dbg_value(ptr %34, !670, !DIExpression(), !681)
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.1, ptr noundef nonnull %34) #7, !dbg !686
  unreachable, !dbg !686

35:                                               ; preds = %15, %35
  %36 = phi ptr [ %39, %35 ], [ %18, %15 ]
  %37 = getelementptr inbounds i8, ptr %36, i64 1048560, !dbg !687
  store ptr %37, ptr %16, align 8, !dbg !687, !tbaa !562
  %38 = getelementptr inbounds i8, ptr %36, i64 1048570, !dbg !689
  store i16 0, ptr %38, align 2, !dbg !690, !tbaa !562
  %39 = load ptr, ptr %16, align 8, !dbg !676, !tbaa !562
  %40 = ptrtoint ptr %39 to i64, !dbg !676
  %41 = sub i64 %17, %40, !dbg !676
  %42 = and i64 %41, 68718428160, !dbg !677
  %43 = icmp eq i64 %42, 0, !dbg !677
  br i1 %43, label %44, label %35, !dbg !678, !llvm.loop !691

44:                                               ; preds = %35, %15
  %45 = phi i64 [ %20, %15 ], [ %41, %35 ], !dbg !676
  %46 = lshr exact i64 %45, 4, !dbg !676
  %47 = trunc i64 %46 to i16, !dbg !693
  %48 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !694
  store i16 %47, ptr %48, align 2, !dbg !695, !tbaa !562
  store ptr %1, ptr %16, align 8, !dbg !696, !tbaa !562
  br label %49, !dbg !697

49:                                               ; preds = %2, %44
  ret void, !dbg !697
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define hidden void @luaF_unlinkupval(ptr nocapture noundef readonly %0) local_unnamed_addr #2 !dbg !698 {
    #dbg_value(ptr %0, !702, !DIExpression(), !703)
  %2 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !704
  %3 = load ptr, ptr %2, align 8, !dbg !705, !tbaa !562
  %4 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !706
  %5 = load ptr, ptr %4, align 8, !dbg !706, !tbaa !562
  store ptr %3, ptr %5, align 8, !dbg !707, !tbaa !539
  %6 = icmp eq ptr %3, null, !dbg !708
  br i1 %6, label %10, label %7, !dbg !710

7:                                                ; preds = %1
  %8 = load ptr, ptr %4, align 8, !dbg !711, !tbaa !562
  %9 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !712
  store ptr %8, ptr %9, align 8, !dbg !713, !tbaa !562
  br label %10, !dbg !714

10:                                               ; preds = %7, %1
  ret void, !dbg !715
}

; Function Attrs: nounwind uwtable
define hidden void @luaF_closeupval(ptr noundef %0, ptr noundef readnone %1) local_unnamed_addr #0 !dbg !716 {
    #dbg_value(ptr %0, !718, !DIExpression(), !727)
    #dbg_value(ptr %1, !719, !DIExpression(), !727)
  %3 = getelementptr inbounds i8, ptr %0, i64 56
  %4 = load ptr, ptr %3, align 8, !dbg !728, !tbaa !729
  %5 = icmp eq ptr %4, null, !dbg !730
  br i1 %5, label %43, label %6, !dbg !731

6:                                                ; preds = %2, %40
  %7 = phi ptr [ %41, %40 ], [ %4, %2 ]
  %8 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !732
  %9 = load ptr, ptr %8, align 8, !dbg !732, !tbaa !562
    #dbg_value(ptr %9, !721, !DIExpression(), !727)
  %10 = icmp ult ptr %9, %1, !dbg !733
  br i1 %10, label %43, label %11, !dbg !734

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %7, i64 24, !dbg !735
    #dbg_value(ptr %12, !722, !DIExpression(), !736)
    #dbg_value(ptr %7, !702, !DIExpression(), !737)
  %13 = load ptr, ptr %12, align 8, !dbg !739, !tbaa !562
  %14 = getelementptr inbounds i8, ptr %7, i64 32, !dbg !740
  %15 = load ptr, ptr %14, align 8, !dbg !740, !tbaa !562
  store ptr %13, ptr %15, align 8, !dbg !741, !tbaa !539
  %16 = icmp eq ptr %13, null, !dbg !742
  br i1 %16, label %20, label %17, !dbg !743

17:                                               ; preds = %11
  %18 = load ptr, ptr %14, align 8, !dbg !744, !tbaa !562
  %19 = getelementptr inbounds i8, ptr %13, i64 32, !dbg !745
  store ptr %18, ptr %19, align 8, !dbg !746, !tbaa !562
  br label %20, !dbg !747

20:                                               ; preds = %11, %17
    #dbg_value(ptr %12, !724, !DIExpression(), !748)
  %21 = load ptr, ptr %8, align 8, !dbg !749, !tbaa !562
    #dbg_value(ptr %21, !726, !DIExpression(), !748)
  %22 = load i64, ptr %21, align 8, !dbg !749, !tbaa !562
  store i64 %22, ptr %12, align 8, !dbg !749, !tbaa !562
  %23 = getelementptr inbounds i8, ptr %21, i64 8, !dbg !749
  %24 = load i8, ptr %23, align 8, !dbg !749, !tbaa !564
  store i8 %24, ptr %14, align 8, !dbg !749, !tbaa !564
  store ptr %12, ptr %8, align 8, !dbg !750, !tbaa !562
  %25 = getelementptr inbounds i8, ptr %7, i64 9, !dbg !751
  %26 = load i8, ptr %25, align 1, !dbg !751, !tbaa !570
  %27 = and i8 %26, 24, !dbg !751
  %28 = icmp eq i8 %27, 0, !dbg !751
  %29 = inttoptr i64 %22 to ptr, !dbg !753
  br i1 %28, label %30, label %40, !dbg !753

30:                                               ; preds = %20
  %31 = or i8 %26, 32, !dbg !754
  store i8 %31, ptr %25, align 1, !dbg !754, !tbaa !570
  %32 = and i8 %24, 64, !dbg !756
  %33 = icmp eq i8 %32, 0, !dbg !756
  br i1 %33, label %40, label %34, !dbg !756

34:                                               ; preds = %30
  %35 = getelementptr inbounds i8, ptr %29, i64 9, !dbg !756
  %36 = load i8, ptr %35, align 1, !dbg !756, !tbaa !757
  %37 = and i8 %36, 24, !dbg !756
  %38 = icmp eq i8 %37, 0, !dbg !756
  br i1 %38, label %40, label %39, !dbg !756

39:                                               ; preds = %34
  tail call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %7, ptr noundef nonnull %29) #6, !dbg !756
  br label %40, !dbg !756

40:                                               ; preds = %34, %39, %30, %20
  %41 = load ptr, ptr %3, align 8, !dbg !728, !tbaa !729
    #dbg_value(ptr %41, !720, !DIExpression(), !727)
  %42 = icmp eq ptr %41, null, !dbg !730
  br i1 %42, label %43, label %6, !dbg !731, !llvm.loop !759

43:                                               ; preds = %6, %40, %2
  ret void, !dbg !761
}

; Function Attrs: nounwind uwtable
define hidden nonnull ptr @luaF_close(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !762 {
    #dbg_value(ptr %0, !766, !DIExpression(), !773)
    #dbg_value(ptr %1, !767, !DIExpression(), !773)
    #dbg_value(i32 %2, !768, !DIExpression(), !773)
    #dbg_value(i32 %3, !769, !DIExpression(), !773)
  %5 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !774
  %6 = load ptr, ptr %5, align 8, !dbg !774, !tbaa !562
  %7 = ptrtoint ptr %1 to i64, !dbg !774
  %8 = ptrtoint ptr %6 to i64, !dbg !774
  %9 = sub i64 %7, %8, !dbg !774
    #dbg_value(i64 %9, !770, !DIExpression(), !773)
    #dbg_value(ptr %0, !718, !DIExpression(), !775)
    #dbg_value(ptr %1, !719, !DIExpression(), !775)
  %10 = getelementptr inbounds i8, ptr %0, i64 56
  %11 = load ptr, ptr %10, align 8, !dbg !777, !tbaa !729
  %12 = icmp eq ptr %11, null, !dbg !778
  br i1 %12, label %50, label %13, !dbg !779

13:                                               ; preds = %4, %47
  %14 = phi ptr [ %48, %47 ], [ %11, %4 ]
  %15 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !780
  %16 = load ptr, ptr %15, align 8, !dbg !780, !tbaa !562
    #dbg_value(ptr %16, !721, !DIExpression(), !775)
  %17 = icmp ult ptr %16, %1, !dbg !781
  br i1 %17, label %50, label %18, !dbg !782

18:                                               ; preds = %13
  %19 = getelementptr inbounds i8, ptr %14, i64 24, !dbg !783
    #dbg_value(ptr %19, !722, !DIExpression(), !784)
    #dbg_value(ptr %14, !702, !DIExpression(), !785)
  %20 = load ptr, ptr %19, align 8, !dbg !787, !tbaa !562
  %21 = getelementptr inbounds i8, ptr %14, i64 32, !dbg !788
  %22 = load ptr, ptr %21, align 8, !dbg !788, !tbaa !562
  store ptr %20, ptr %22, align 8, !dbg !789, !tbaa !539
  %23 = icmp eq ptr %20, null, !dbg !790
  br i1 %23, label %27, label %24, !dbg !791

24:                                               ; preds = %18
  %25 = load ptr, ptr %21, align 8, !dbg !792, !tbaa !562
  %26 = getelementptr inbounds i8, ptr %20, i64 32, !dbg !793
  store ptr %25, ptr %26, align 8, !dbg !794, !tbaa !562
  br label %27, !dbg !795

27:                                               ; preds = %24, %18
    #dbg_value(ptr %19, !724, !DIExpression(), !796)
  %28 = load ptr, ptr %15, align 8, !dbg !797, !tbaa !562
    #dbg_value(ptr %28, !726, !DIExpression(), !796)
  %29 = load i64, ptr %28, align 8, !dbg !797, !tbaa !562
  store i64 %29, ptr %19, align 8, !dbg !797, !tbaa !562
  %30 = getelementptr inbounds i8, ptr %28, i64 8, !dbg !797
  %31 = load i8, ptr %30, align 8, !dbg !797, !tbaa !564
  store i8 %31, ptr %21, align 8, !dbg !797, !tbaa !564
  store ptr %19, ptr %15, align 8, !dbg !798, !tbaa !562
  %32 = getelementptr inbounds i8, ptr %14, i64 9, !dbg !799
  %33 = load i8, ptr %32, align 1, !dbg !799, !tbaa !570
  %34 = and i8 %33, 24, !dbg !799
  %35 = icmp eq i8 %34, 0, !dbg !799
  %36 = inttoptr i64 %29 to ptr, !dbg !800
  br i1 %35, label %37, label %47, !dbg !800

37:                                               ; preds = %27
  %38 = or i8 %33, 32, !dbg !801
  store i8 %38, ptr %32, align 1, !dbg !801, !tbaa !570
  %39 = and i8 %31, 64, !dbg !802
  %40 = icmp eq i8 %39, 0, !dbg !802
  br i1 %40, label %47, label %41, !dbg !802

41:                                               ; preds = %37
  %42 = getelementptr inbounds i8, ptr %36, i64 9, !dbg !802
  %43 = load i8, ptr %42, align 1, !dbg !802, !tbaa !757
  %44 = and i8 %43, 24, !dbg !802
  %45 = icmp eq i8 %44, 0, !dbg !802
  br i1 %45, label %47, label %46, !dbg !802

46:                                               ; preds = %41
  tail call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %14, ptr noundef nonnull %36) #6, !dbg !802
  br label %47, !dbg !802

47:                                               ; preds = %46, %41, %37, %27
  %48 = load ptr, ptr %10, align 8, !dbg !777, !tbaa !729
    #dbg_value(ptr %48, !720, !DIExpression(), !775)
  %49 = icmp eq ptr %48, null, !dbg !778
  br i1 %49, label %50, label %13, !dbg !779, !llvm.loop !803

50:                                               ; preds = %13, %47, %4
  %51 = getelementptr inbounds i8, ptr %0, i64 64
    #dbg_value(ptr %1, !767, !DIExpression(), !773)
  %52 = load ptr, ptr %51, align 8, !dbg !805, !tbaa !562
  %53 = icmp ult ptr %52, %1, !dbg !806
  br i1 %53, label %110, label %54, !dbg !807

54:                                               ; preds = %50
  %55 = icmp eq i32 %2, -1
  %56 = getelementptr inbounds i8, ptr %0, i64 24
  %57 = getelementptr inbounds i8, ptr %0, i64 16
  %58 = icmp eq i32 %3, 0
  %59 = load ptr, ptr %5, align 8, !tbaa !562
  br label %60, !dbg !807

60:                                               ; preds = %54, %105
  %61 = phi ptr [ %59, %54 ], [ %106, %105 ]
  %62 = phi ptr [ %52, %54 ], [ %108, %105 ]
    #dbg_value(ptr %62, !771, !DIExpression(), !808)
    #dbg_value(ptr %0, !809, !DIExpression(), !815)
    #dbg_value(ptr %62, !814, !DIExpression(), !815)
  %63 = getelementptr inbounds i8, ptr %62, i64 10, !dbg !817
  %64 = load i16, ptr %63, align 2, !dbg !817, !tbaa !562
  %65 = zext i16 %64 to i64, !dbg !818
  %66 = sub nsw i64 0, %65, !dbg !818
  %67 = getelementptr inbounds %union.StackValue, ptr %62, i64 %66, !dbg !818
    #dbg_value(ptr %67, !814, !DIExpression(), !815)
  %68 = icmp ugt ptr %67, %61, !dbg !819
  br i1 %68, label %69, label %77, !dbg !820

69:                                               ; preds = %60, %74
  %70 = phi ptr [ %75, %74 ], [ %67, %60 ]
    #dbg_value(ptr %70, !814, !DIExpression(), !815)
  %71 = getelementptr inbounds i8, ptr %70, i64 10, !dbg !821
  %72 = load i16, ptr %71, align 2, !dbg !821, !tbaa !562
  %73 = icmp eq i16 %72, 0, !dbg !822
  br i1 %73, label %74, label %77, !dbg !823

74:                                               ; preds = %69
  %75 = getelementptr inbounds i8, ptr %70, i64 -1048560, !dbg !824
    #dbg_value(ptr %75, !814, !DIExpression(), !815)
  %76 = icmp ugt ptr %75, %61, !dbg !819
  br i1 %76, label %69, label %77, !dbg !820, !llvm.loop !825

77:                                               ; preds = %69, %74, %60
  %78 = phi ptr [ %67, %60 ], [ %70, %69 ], [ %75, %74 ], !dbg !815
  store ptr %78, ptr %51, align 8, !dbg !827, !tbaa !562
    #dbg_value(ptr %0, !828, !DIExpression(), !838)
    #dbg_value(ptr %62, !833, !DIExpression(), !838)
    #dbg_value(i32 %2, !834, !DIExpression(), !838)
    #dbg_value(i32 %3, !835, !DIExpression(), !838)
    #dbg_value(ptr %62, !836, !DIExpression(), !838)
  br i1 %55, label %79, label %82, !dbg !840

79:                                               ; preds = %77
  %80 = load ptr, ptr %56, align 8, !dbg !841, !tbaa !642
  %81 = getelementptr inbounds i8, ptr %80, i64 80, !dbg !843
    #dbg_value(ptr %81, !837, !DIExpression(), !838)
  br label %84, !dbg !844

82:                                               ; preds = %77
  %83 = getelementptr inbounds i8, ptr %62, i64 16, !dbg !845
    #dbg_value(ptr %83, !837, !DIExpression(), !838)
  tail call void @luaD_seterrorobj(ptr noundef nonnull %0, i32 noundef %2, ptr noundef nonnull %83) #6, !dbg !847
  br label %84

84:                                               ; preds = %82, %79
  %85 = phi ptr [ %81, %79 ], [ %83, %82 ], !dbg !848
    #dbg_value(ptr %85, !837, !DIExpression(), !838)
    #dbg_value(ptr %0, !849, !DIExpression(), !868)
    #dbg_value(ptr %62, !854, !DIExpression(), !868)
    #dbg_value(ptr %85, !855, !DIExpression(), !868)
    #dbg_value(i32 %3, !856, !DIExpression(), !868)
  %86 = load ptr, ptr %57, align 8, !dbg !870, !tbaa !562
    #dbg_value(ptr %86, !857, !DIExpression(), !868)
  %87 = tail call ptr @luaT_gettmbyobj(ptr noundef nonnull %0, ptr noundef %62, i32 noundef 24) #6, !dbg !871
    #dbg_value(ptr %87, !858, !DIExpression(), !868)
    #dbg_value(ptr %86, !859, !DIExpression(), !872)
    #dbg_value(ptr %87, !861, !DIExpression(), !872)
  %88 = load i64, ptr %87, align 8, !dbg !873, !tbaa !562
  store i64 %88, ptr %86, align 8, !dbg !873, !tbaa !562
  %89 = getelementptr inbounds i8, ptr %87, i64 8, !dbg !873
  %90 = load i8, ptr %89, align 8, !dbg !873, !tbaa !564
  %91 = getelementptr inbounds i8, ptr %86, i64 8, !dbg !873
  store i8 %90, ptr %91, align 8, !dbg !873, !tbaa !564
  %92 = getelementptr inbounds i8, ptr %86, i64 16, !dbg !874
    #dbg_value(ptr %92, !862, !DIExpression(), !875)
    #dbg_value(ptr %62, !864, !DIExpression(), !875)
  %93 = load i64, ptr %62, align 8, !dbg !874, !tbaa !562
  store i64 %93, ptr %92, align 8, !dbg !874, !tbaa !562
  %94 = getelementptr inbounds i8, ptr %62, i64 8, !dbg !874
  %95 = load i8, ptr %94, align 8, !dbg !874, !tbaa !564
  %96 = getelementptr inbounds i8, ptr %86, i64 24, !dbg !874
  store i8 %95, ptr %96, align 8, !dbg !874, !tbaa !564
  %97 = getelementptr inbounds i8, ptr %86, i64 32, !dbg !876
    #dbg_value(ptr %97, !865, !DIExpression(), !877)
    #dbg_value(ptr %85, !867, !DIExpression(), !877)
  %98 = load i64, ptr %85, align 8, !dbg !876, !tbaa !562
  store i64 %98, ptr %97, align 8, !dbg !876, !tbaa !562
  %99 = getelementptr inbounds i8, ptr %85, i64 8, !dbg !876
  %100 = load i8, ptr %99, align 8, !dbg !876, !tbaa !564
  %101 = getelementptr inbounds i8, ptr %86, i64 40, !dbg !876
  store i8 %100, ptr %101, align 8, !dbg !876, !tbaa !564
  %102 = getelementptr inbounds i8, ptr %86, i64 48, !dbg !878
  store ptr %102, ptr %57, align 8, !dbg !879, !tbaa !562
  br i1 %58, label %104, label %103, !dbg !880

103:                                              ; preds = %84
  tail call void @luaD_call(ptr noundef nonnull %0, ptr noundef nonnull %86, i32 noundef 0) #6, !dbg !881
  br label %105, !dbg !881

104:                                              ; preds = %84
  tail call void @luaD_callnoyield(ptr noundef nonnull %0, ptr noundef nonnull %86, i32 noundef 0) #6, !dbg !883
  br label %105

105:                                              ; preds = %103, %104
  %106 = load ptr, ptr %5, align 8, !dbg !884, !tbaa !562
  %107 = getelementptr inbounds i8, ptr %106, i64 %9, !dbg !884
    #dbg_value(ptr %107, !767, !DIExpression(), !773)
  %108 = load ptr, ptr %51, align 8, !dbg !805, !tbaa !562
  %109 = icmp ult ptr %108, %107, !dbg !806
  br i1 %109, label %110, label %60, !dbg !807, !llvm.loop !885

110:                                              ; preds = %105, %50
  %111 = phi ptr [ %1, %50 ], [ %107, %105 ]
  ret ptr %111, !dbg !887
}

; Function Attrs: nounwind uwtable
define hidden ptr @luaF_newproto(ptr noundef %0) local_unnamed_addr #0 !dbg !888 {
    #dbg_value(ptr %0, !894, !DIExpression(), !897)
  %2 = tail call ptr @luaC_newobj(ptr noundef %0, i32 noundef 10, i64 noundef 128) #6, !dbg !898
    #dbg_value(ptr %2, !895, !DIExpression(), !897)
    #dbg_value(ptr %2, !896, !DIExpression(), !897)
  %3 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !899
  %4 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !900
  %5 = getelementptr inbounds i8, ptr %2, i64 10, !dbg !901
  store i8 0, ptr %5, align 2, !dbg !902, !tbaa !903
  %6 = getelementptr inbounds i8, ptr %2, i64 11, !dbg !905
  store i8 0, ptr %6, align 1, !dbg !906, !tbaa !907
  %7 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !908
  store i8 0, ptr %7, align 4, !dbg !909, !tbaa !910
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(36) %4, i8 0, i64 36, i1 false), !dbg !911
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, i8 0, i64 64, i1 false), !dbg !912
  ret ptr %2, !dbg !913
}

; Function Attrs: nounwind uwtable
define hidden void @luaF_freeproto(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !914 {
    #dbg_value(ptr %0, !918, !DIExpression(), !920)
    #dbg_value(ptr %1, !919, !DIExpression(), !920)
  %3 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !921
  %4 = load ptr, ptr %3, align 8, !dbg !921, !tbaa !922
  %5 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !921
  %6 = load i32, ptr %5, align 8, !dbg !921, !tbaa !923
  %7 = sext i32 %6 to i64, !dbg !921
  %8 = shl nsw i64 %7, 2, !dbg !921
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %4, i64 noundef %8) #6, !dbg !921
  %9 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !924
  %10 = load ptr, ptr %9, align 8, !dbg !924, !tbaa !925
  %11 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !924
  %12 = load i32, ptr %11, align 8, !dbg !924, !tbaa !926
  %13 = sext i32 %12 to i64, !dbg !924
  %14 = shl nsw i64 %13, 3, !dbg !924
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %10, i64 noundef %14) #6, !dbg !924
  %15 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !927
  %16 = load ptr, ptr %15, align 8, !dbg !927, !tbaa !928
  %17 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !927
  %18 = load i32, ptr %17, align 4, !dbg !927, !tbaa !929
  %19 = sext i32 %18 to i64, !dbg !927
  %20 = shl nsw i64 %19, 4, !dbg !927
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %16, i64 noundef %20) #6, !dbg !927
  %21 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !930
  %22 = load ptr, ptr %21, align 8, !dbg !930, !tbaa !931
  %23 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !930
  %24 = load i32, ptr %23, align 4, !dbg !930, !tbaa !932
  %25 = sext i32 %24 to i64, !dbg !930
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %22, i64 noundef %25) #6, !dbg !930
  %26 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !933
  %27 = load ptr, ptr %26, align 8, !dbg !933, !tbaa !934
  %28 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !933
  %29 = load i32, ptr %28, align 8, !dbg !933, !tbaa !935
  %30 = sext i32 %29 to i64, !dbg !933
  %31 = shl nsw i64 %30, 3, !dbg !933
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %27, i64 noundef %31) #6, !dbg !933
  %32 = getelementptr inbounds i8, ptr %1, i64 104, !dbg !936
  %33 = load ptr, ptr %32, align 8, !dbg !936, !tbaa !937
  %34 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !936
  %35 = load i32, ptr %34, align 4, !dbg !936, !tbaa !938
  %36 = sext i32 %35 to i64, !dbg !936
  %37 = shl nsw i64 %36, 4, !dbg !936
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %33, i64 noundef %37) #6, !dbg !936
  %38 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !939
  %39 = load ptr, ptr %38, align 8, !dbg !939, !tbaa !940
  %40 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !939
  %41 = load i32, ptr %40, align 8, !dbg !939, !tbaa !941
  %42 = sext i32 %41 to i64, !dbg !939
  %43 = shl nsw i64 %42, 4, !dbg !939
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %39, i64 noundef %43) #6, !dbg !939
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %1, i64 noundef 128) #6, !dbg !942
  ret void, !dbg !943
}

declare !dbg !944 hidden void @luaM_free_(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define hidden ptr @luaF_getlocalname(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #3 !dbg !948 {
    #dbg_value(ptr %0, !954, !DIExpression(), !958)
    #dbg_value(i32 %1, !955, !DIExpression(), !958)
    #dbg_value(i32 %2, !956, !DIExpression(), !958)
    #dbg_value(i32 0, !957, !DIExpression(), !958)
  %4 = getelementptr inbounds i8, ptr %0, i64 36
  %5 = load i32, ptr %4, align 4, !tbaa !938
    #dbg_value(i32 0, !957, !DIExpression(), !958)
    #dbg_value(i32 %1, !955, !DIExpression(), !958)
  %6 = icmp sgt i32 %5, 0, !dbg !959
  br i1 %6, label %7, label %32, !dbg !962

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 104
  %9 = load ptr, ptr %8, align 8, !tbaa !937
  %10 = zext nneg i32 %5 to i64, !dbg !959
  br label %11, !dbg !962

11:                                               ; preds = %7, %28
  %12 = phi i64 [ 0, %7 ], [ %30, %28 ]
  %13 = phi i32 [ %1, %7 ], [ %29, %28 ]
    #dbg_value(i64 %12, !957, !DIExpression(), !958)
    #dbg_value(i32 %13, !955, !DIExpression(), !958)
  %14 = getelementptr inbounds %struct.LocVar, ptr %9, i64 %12, !dbg !963
  %15 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !964
  %16 = load i32, ptr %15, align 8, !dbg !964, !tbaa !965
  %17 = icmp sgt i32 %16, %2, !dbg !967
  br i1 %17, label %32, label %18, !dbg !968

18:                                               ; preds = %11
  %19 = getelementptr inbounds i8, ptr %14, i64 12, !dbg !969
  %20 = load i32, ptr %19, align 4, !dbg !969, !tbaa !972
  %21 = icmp sgt i32 %20, %2, !dbg !973
  br i1 %21, label %22, label %28, !dbg !974

22:                                               ; preds = %18
  %23 = add nsw i32 %13, -1, !dbg !975
    #dbg_value(i32 %23, !955, !DIExpression(), !958)
  %24 = icmp eq i32 %23, 0, !dbg !977
  br i1 %24, label %25, label %28, !dbg !979

25:                                               ; preds = %22
  %26 = load ptr, ptr %14, align 8, !dbg !980, !tbaa !981
  %27 = getelementptr inbounds i8, ptr %26, i64 24, !dbg !980
  br label %32, !dbg !982

28:                                               ; preds = %18, %22
  %29 = phi i32 [ %23, %22 ], [ %13, %18 ]
    #dbg_value(i32 %29, !955, !DIExpression(), !958)
  %30 = add nuw nsw i64 %12, 1, !dbg !983
    #dbg_value(i64 %30, !957, !DIExpression(), !958)
  %31 = icmp eq i64 %30, %10, !dbg !959
  br i1 %31, label %32, label %11, !dbg !962, !llvm.loop !984

32:                                               ; preds = %28, %11, %3, %25
  %33 = phi ptr [ %27, %25 ], [ null, %3 ], [ null, %11 ], [ null, %28 ], !dbg !958
  ret ptr %33, !dbg !986
}

declare !dbg !987 hidden ptr @luaT_gettmbyobj(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !991 hidden ptr @luaG_findlocal(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: noreturn
declare !dbg !996 hidden void @luaG_runerror(ptr noundef, ptr noundef, ...) local_unnamed_addr #4

declare !dbg !999 hidden void @luaD_seterrorobj(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !1003 hidden void @luaD_call(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1006 hidden void @luaD_callnoyield(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!484, !485, !486, !487, !488, !489, !490}
!llvm.ident = !{!491}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 130, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/lua/lfunc.c", directory: ".", checksumkind: CSK_MD5, checksum: "f587c52acb9f3f4e298925c1b0e0f59e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 39)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !13, retainedTypes: !44, globals: !483, splitDebugInlining: false, nameTableKind: None)
!13 = !{!14}
!14 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !15, line: 18, baseType: !16, size: 32, elements: !17)
!15 = !DIFile(filename: "src/lua/ltm.h", directory: ".", checksumkind: CSK_MD5, checksum: "550ecc448a2b932870d8240a6cb7e444")
!16 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!17 = !{!18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43}
!18 = !DIEnumerator(name: "TM_INDEX", value: 0)
!19 = !DIEnumerator(name: "TM_NEWINDEX", value: 1)
!20 = !DIEnumerator(name: "TM_GC", value: 2)
!21 = !DIEnumerator(name: "TM_MODE", value: 3)
!22 = !DIEnumerator(name: "TM_LEN", value: 4)
!23 = !DIEnumerator(name: "TM_EQ", value: 5)
!24 = !DIEnumerator(name: "TM_ADD", value: 6)
!25 = !DIEnumerator(name: "TM_SUB", value: 7)
!26 = !DIEnumerator(name: "TM_MUL", value: 8)
!27 = !DIEnumerator(name: "TM_MOD", value: 9)
!28 = !DIEnumerator(name: "TM_POW", value: 10)
!29 = !DIEnumerator(name: "TM_DIV", value: 11)
!30 = !DIEnumerator(name: "TM_IDIV", value: 12)
!31 = !DIEnumerator(name: "TM_BAND", value: 13)
!32 = !DIEnumerator(name: "TM_BOR", value: 14)
!33 = !DIEnumerator(name: "TM_BXOR", value: 15)
!34 = !DIEnumerator(name: "TM_SHL", value: 16)
!35 = !DIEnumerator(name: "TM_SHR", value: 17)
!36 = !DIEnumerator(name: "TM_UNM", value: 18)
!37 = !DIEnumerator(name: "TM_BNOT", value: 19)
!38 = !DIEnumerator(name: "TM_LT", value: 20)
!39 = !DIEnumerator(name: "TM_LE", value: 21)
!40 = !DIEnumerator(name: "TM_CONCAT", value: 22)
!41 = !DIEnumerator(name: "TM_CALL", value: 23)
!42 = !DIEnumerator(name: "TM_CLOSE", value: 24)
!43 = !DIEnumerator(name: "TM_N", value: 25)
!44 = !{!45, !46, !58, !114, !136, !16, !91, !482}
!45 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "GCUnion", file: !48, line: 353, size: 1600, elements: !49)
!48 = !DIFile(filename: "src/lua/lstate.h", directory: ".", checksumkind: CSK_MD5, checksum: "edd1473ca499831d12a0476e1db0587d")
!49 = !{!50, !62, !84, !398, !478, !479, !480, !481}
!50 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !47, file: !48, line: 354, baseType: !51, size: 128)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "GCObject", file: !52, line: 294, baseType: !53)
!52 = !DIFile(filename: "src/lua/lobject.h", directory: ".", checksumkind: CSK_MD5, checksum: "aea49a507ea3586a933fcf888e0c1530")
!53 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "GCObject", file: !52, line: 292, size: 128, elements: !54)
!54 = !{!55, !57, !61}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !53, file: !52, line: 293, baseType: !56, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !53, file: !52, line: 293, baseType: !58, size: 8, offset: 64)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_byte", file: !59, line: 36, baseType: !60)
!59 = !DIFile(filename: "src/lua/llimits.h", directory: ".", checksumkind: CSK_MD5, checksum: "f70379667ce169a2840c3c885517102a")
!60 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !53, file: !52, line: 293, baseType: !58, size: 8, offset: 72)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "ts", scope: !47, file: !48, line: 355, baseType: !63, size: 256)
!63 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TString", file: !52, line: 386, size: 256, elements: !64)
!64 = !{!65, !66, !67, !68, !69, !70, !71, !80}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !63, file: !52, line: 387, baseType: !56, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !63, file: !52, line: 387, baseType: !58, size: 8, offset: 64)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !63, file: !52, line: 387, baseType: !58, size: 8, offset: 72)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !63, file: !52, line: 388, baseType: !58, size: 8, offset: 80)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "shrlen", scope: !63, file: !52, line: 389, baseType: !58, size: 8, offset: 88)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !63, file: !52, line: 390, baseType: !16, size: 32, offset: 96)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !63, file: !52, line: 394, baseType: !72, size: 64, offset: 128)
!72 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !63, file: !52, line: 391, size: 64, elements: !73)
!73 = !{!74, !78}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "lnglen", scope: !72, file: !52, line: 392, baseType: !75, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !76, line: 18, baseType: !77)
!76 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!77 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "hnext", scope: !72, file: !52, line: 393, baseType: !79, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "contents", scope: !63, file: !52, line: 395, baseType: !81, size: 8, offset: 192)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 1)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !47, file: !48, line: 356, baseType: !85, size: 448)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Udata", file: !52, line: 459, size: 448, elements: !86)
!86 = !{!87, !88, !89, !90, !92, !93, !386, !387}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !85, file: !52, line: 460, baseType: !56, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !85, file: !52, line: 460, baseType: !58, size: 8, offset: 64)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !85, file: !52, line: 460, baseType: !58, size: 8, offset: 72)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "nuvalue", scope: !85, file: !52, line: 461, baseType: !91, size: 16, offset: 80)
!91 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !85, file: !52, line: 462, baseType: !75, size: 64, offset: 128)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !85, file: !52, line: 463, baseType: !94, size: 64, offset: 192)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Table", file: !52, line: 737, size: 448, elements: !96)
!96 = !{!97, !98, !99, !100, !101, !102, !103, !369, !383, !384, !385}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !95, file: !52, line: 738, baseType: !56, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !95, file: !52, line: 738, baseType: !58, size: 8, offset: 64)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !95, file: !52, line: 738, baseType: !58, size: 8, offset: 72)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !95, file: !52, line: 739, baseType: !58, size: 8, offset: 80)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "lsizenode", scope: !95, file: !52, line: 740, baseType: !58, size: 8, offset: 88)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "alimit", scope: !95, file: !52, line: 741, baseType: !16, size: 32, offset: 96)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "array", scope: !95, file: !52, line: 742, baseType: !104, size: 64, offset: 128)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "TValue", file: !52, line: 69, baseType: !106)
!106 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TValue", file: !52, line: 67, size: 128, elements: !107)
!107 = !{!108, !368}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !106, file: !52, line: 68, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "Value", file: !52, line: 57, baseType: !110)
!110 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Value", file: !52, line: 49, size: 64, elements: !111)
!111 = !{!112, !113, !115, !361, !364, !367}
!112 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !110, file: !52, line: 50, baseType: !56, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !110, file: !52, line: 51, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !110, file: !52, line: 52, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !117, line: 106, baseType: !118)
!117 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!119 = !DISubroutineType(types: !120)
!120 = !{!45, !121}
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !117, line: 57, baseType: !123)
!123 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !48, line: 309, size: 1600, elements: !124)
!124 = !{!125, !126, !127, !128, !129, !130, !131, !152, !237, !292, !293, !294, !318, !319, !320, !321, !324, !325, !355, !356, !357, !358, !359, !360}
!125 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !123, file: !48, line: 310, baseType: !56, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !123, file: !48, line: 310, baseType: !58, size: 8, offset: 64)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !123, file: !48, line: 310, baseType: !58, size: 8, offset: 72)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !123, file: !48, line: 311, baseType: !58, size: 8, offset: 80)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "allowhook", scope: !123, file: !48, line: 312, baseType: !58, size: 8, offset: 88)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "nci", scope: !123, file: !48, line: 313, baseType: !91, size: 16, offset: 96)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !123, file: !48, line: 314, baseType: !132, size: 64, offset: 128)
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkIdRel", file: !52, line: 168, baseType: !133)
!133 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !52, line: 165, size: 64, elements: !134)
!134 = !{!135, !148}
!135 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !133, file: !52, line: 166, baseType: !136, size: 64)
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkId", file: !52, line: 158, baseType: !137)
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "StackValue", file: !52, line: 154, baseType: !139)
!139 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "StackValue", file: !52, line: 148, size: 128, elements: !140)
!140 = !{!141, !142}
!141 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !139, file: !52, line: 149, baseType: !105, size: 128)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !139, file: !52, line: 153, baseType: !143, size: 128)
!143 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !139, file: !52, line: 150, size: 128, elements: !144)
!144 = !{!145, !146, !147}
!145 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !143, file: !52, line: 151, baseType: !109, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !143, file: !52, line: 151, baseType: !58, size: 8, offset: 64)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !143, file: !52, line: 152, baseType: !91, size: 16, offset: 80)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !133, file: !52, line: 167, baseType: !149, size: 64)
!149 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !150, line: 18, baseType: !151)
!150 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!151 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "l_G", scope: !123, file: !48, line: 315, baseType: !153, size: 64, offset: 192)
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_typedef, name: "global_State", file: !48, line: 303, baseType: !155)
!155 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "global_State", file: !48, line: 254, size: 11328, elements: !156)
!156 = !{!157, !162, !163, !165, !166, !168, !169, !179, !180, !181, !182, !183, !184, !185, !186, !187, !188, !189, !190, !191, !192, !193, !195, !197, !198, !199, !200, !201, !202, !203, !204, !205, !206, !207, !208, !209, !210, !211, !212, !214, !215, !216, !217, !221, !225, !229, !236}
!157 = !DIDerivedType(tag: DW_TAG_member, name: "frealloc", scope: !155, file: !48, line: 255, baseType: !158, size: 64)
!158 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Alloc", file: !117, line: 125, baseType: !159)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DISubroutineType(types: !161)
!161 = !{!114, !114, !114, !75, !75}
!162 = !DIDerivedType(tag: DW_TAG_member, name: "ud", scope: !155, file: !48, line: 256, baseType: !114, size: 64, offset: 64)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "totalbytes", scope: !155, file: !48, line: 257, baseType: !164, size: 64, offset: 128)
!164 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_mem", file: !59, line: 28, baseType: !149)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "GCdebt", scope: !155, file: !48, line: 258, baseType: !164, size: 64, offset: 192)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "GCestimate", scope: !155, file: !48, line: 259, baseType: !167, size: 64, offset: 256)
!167 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_mem", file: !59, line: 27, baseType: !75)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "lastatomic", scope: !155, file: !48, line: 260, baseType: !167, size: 64, offset: 320)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "strt", scope: !155, file: !48, line: 261, baseType: !170, size: 128, offset: 384)
!170 = !DIDerivedType(tag: DW_TAG_typedef, name: "stringtable", file: !48, line: 159, baseType: !171)
!171 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stringtable", file: !48, line: 155, size: 128, elements: !172)
!172 = !{!173, !177, !178}
!173 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !171, file: !48, line: 156, baseType: !174, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64)
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !176, size: 64)
!176 = !DIDerivedType(tag: DW_TAG_typedef, name: "TString", file: !52, line: 396, baseType: !63)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "nuse", scope: !171, file: !48, line: 157, baseType: !45, size: 32, offset: 64)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !171, file: !48, line: 158, baseType: !45, size: 32, offset: 96)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "l_registry", scope: !155, file: !48, line: 262, baseType: !105, size: 128, offset: 512)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "nilvalue", scope: !155, file: !48, line: 263, baseType: !105, size: 128, offset: 640)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "seed", scope: !155, file: !48, line: 264, baseType: !16, size: 32, offset: 768)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "currentwhite", scope: !155, file: !48, line: 265, baseType: !58, size: 8, offset: 800)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "gcstate", scope: !155, file: !48, line: 266, baseType: !58, size: 8, offset: 808)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "gckind", scope: !155, file: !48, line: 267, baseType: !58, size: 8, offset: 816)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "gcstopem", scope: !155, file: !48, line: 268, baseType: !58, size: 8, offset: 824)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "genminormul", scope: !155, file: !48, line: 269, baseType: !58, size: 8, offset: 832)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "genmajormul", scope: !155, file: !48, line: 270, baseType: !58, size: 8, offset: 840)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "gcstp", scope: !155, file: !48, line: 271, baseType: !58, size: 8, offset: 848)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "gcemergency", scope: !155, file: !48, line: 272, baseType: !58, size: 8, offset: 856)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "gcpause", scope: !155, file: !48, line: 273, baseType: !58, size: 8, offset: 864)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepmul", scope: !155, file: !48, line: 274, baseType: !58, size: 8, offset: 872)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepsize", scope: !155, file: !48, line: 275, baseType: !58, size: 8, offset: 880)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "allgc", scope: !155, file: !48, line: 276, baseType: !194, size: 64, offset: 896)
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "sweepgc", scope: !155, file: !48, line: 277, baseType: !196, size: 64, offset: 960)
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !194, size: 64)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "finobj", scope: !155, file: !48, line: 278, baseType: !194, size: 64, offset: 1024)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "gray", scope: !155, file: !48, line: 279, baseType: !194, size: 64, offset: 1088)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "grayagain", scope: !155, file: !48, line: 280, baseType: !194, size: 64, offset: 1152)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !155, file: !48, line: 281, baseType: !194, size: 64, offset: 1216)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "ephemeron", scope: !155, file: !48, line: 282, baseType: !194, size: 64, offset: 1280)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "allweak", scope: !155, file: !48, line: 283, baseType: !194, size: 64, offset: 1344)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "tobefnz", scope: !155, file: !48, line: 284, baseType: !194, size: 64, offset: 1408)
!204 = !DIDerivedType(tag: DW_TAG_member, name: "fixedgc", scope: !155, file: !48, line: 285, baseType: !194, size: 64, offset: 1472)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "survival", scope: !155, file: !48, line: 287, baseType: !194, size: 64, offset: 1536)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "old1", scope: !155, file: !48, line: 288, baseType: !194, size: 64, offset: 1600)
!207 = !DIDerivedType(tag: DW_TAG_member, name: "reallyold", scope: !155, file: !48, line: 289, baseType: !194, size: 64, offset: 1664)
!208 = !DIDerivedType(tag: DW_TAG_member, name: "firstold1", scope: !155, file: !48, line: 290, baseType: !194, size: 64, offset: 1728)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "finobjsur", scope: !155, file: !48, line: 291, baseType: !194, size: 64, offset: 1792)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "finobjold1", scope: !155, file: !48, line: 292, baseType: !194, size: 64, offset: 1856)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "finobjrold", scope: !155, file: !48, line: 293, baseType: !194, size: 64, offset: 1920)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !155, file: !48, line: 294, baseType: !213, size: 64, offset: 1984)
!213 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "panic", scope: !155, file: !48, line: 295, baseType: !116, size: 64, offset: 2048)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "mainthread", scope: !155, file: !48, line: 296, baseType: !213, size: 64, offset: 2112)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "memerrmsg", scope: !155, file: !48, line: 297, baseType: !175, size: 64, offset: 2176)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "tmname", scope: !155, file: !48, line: 298, baseType: !218, size: 1600, offset: 2240)
!218 = !DICompositeType(tag: DW_TAG_array_type, baseType: !175, size: 1600, elements: !219)
!219 = !{!220}
!220 = !DISubrange(count: 25)
!221 = !DIDerivedType(tag: DW_TAG_member, name: "mt", scope: !155, file: !48, line: 299, baseType: !222, size: 576, offset: 3840)
!222 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 576, elements: !223)
!223 = !{!224}
!224 = !DISubrange(count: 9)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "strcache", scope: !155, file: !48, line: 300, baseType: !226, size: 6784, offset: 4416)
!226 = !DICompositeType(tag: DW_TAG_array_type, baseType: !175, size: 6784, elements: !227)
!227 = !{!228, !6}
!228 = !DISubrange(count: 53)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "warnf", scope: !155, file: !48, line: 301, baseType: !230, size: 64, offset: 11200)
!230 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_WarnFunction", file: !117, line: 131, baseType: !231)
!231 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !232, size: 64)
!232 = !DISubroutineType(types: !233)
!233 = !{null, !114, !234, !45}
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !235, size: 64)
!235 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!236 = !DIDerivedType(tag: DW_TAG_member, name: "ud_warn", scope: !155, file: !48, line: 302, baseType: !114, size: 64, offset: 11264)
!237 = !DIDerivedType(tag: DW_TAG_member, name: "ci", scope: !123, file: !48, line: 316, baseType: !238, size: 64, offset: 256)
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !239, size: 64)
!239 = !DIDerivedType(tag: DW_TAG_typedef, name: "CallInfo", file: !48, line: 14, baseType: !240)
!240 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CallInfo", file: !48, line: 177, size: 512, elements: !241)
!241 = !{!242, !243, !244, !246, !247, !278, !289, !291}
!242 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !240, file: !48, line: 178, baseType: !132, size: 64)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !240, file: !48, line: 179, baseType: !132, size: 64, offset: 64)
!244 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !240, file: !48, line: 180, baseType: !245, size: 64, offset: 128)
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !240, size: 64)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !240, file: !48, line: 180, baseType: !245, size: 64, offset: 192)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !240, file: !48, line: 192, baseType: !248, size: 192, offset: 256)
!248 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !240, file: !48, line: 181, size: 192, elements: !249)
!249 = !{!250, !265}
!250 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !248, file: !48, line: 186, baseType: !251, size: 128)
!251 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !248, file: !48, line: 182, size: 128, elements: !252)
!252 = !{!253, !258, !264}
!253 = !DIDerivedType(tag: DW_TAG_member, name: "savedpc", scope: !251, file: !48, line: 183, baseType: !254, size: 64)
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !255, size: 64)
!255 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !256)
!256 = !DIDerivedType(tag: DW_TAG_typedef, name: "Instruction", file: !59, line: 205, baseType: !257)
!257 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_uint32", file: !59, line: 200, baseType: !16)
!258 = !DIDerivedType(tag: DW_TAG_member, name: "trap", scope: !251, file: !48, line: 184, baseType: !259, size: 32, offset: 64)
!259 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !260)
!260 = !DIDerivedType(tag: DW_TAG_typedef, name: "sig_atomic_t", file: !261, line: 8, baseType: !262)
!261 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/sig_atomic_t.h", directory: "", checksumkind: CSK_MD5, checksum: "d9236f7e3e7f10f53aa9d4cd97f503cf")
!262 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sig_atomic_t", file: !263, line: 215, baseType: !45)
!263 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!264 = !DIDerivedType(tag: DW_TAG_member, name: "nextraargs", scope: !251, file: !48, line: 185, baseType: !45, size: 32, offset: 96)
!265 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !248, file: !48, line: 191, baseType: !266, size: 192)
!266 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !248, file: !48, line: 187, size: 192, elements: !267)
!267 = !{!268, !276, !277}
!268 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !266, file: !48, line: 188, baseType: !269, size: 64)
!269 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !117, line: 111, baseType: !270)
!270 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !271, size: 64)
!271 = !DISubroutineType(types: !272)
!272 = !{!45, !121, !45, !273}
!273 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !117, line: 100, baseType: !274)
!274 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !275, line: 87, baseType: !151)
!275 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!276 = !DIDerivedType(tag: DW_TAG_member, name: "old_errfunc", scope: !266, file: !48, line: 189, baseType: !149, size: 64, offset: 64)
!277 = !DIDerivedType(tag: DW_TAG_member, name: "ctx", scope: !266, file: !48, line: 190, baseType: !273, size: 64, offset: 128)
!278 = !DIDerivedType(tag: DW_TAG_member, name: "u2", scope: !240, file: !48, line: 201, baseType: !279, size: 32, offset: 448)
!279 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !240, file: !48, line: 193, size: 32, elements: !280)
!280 = !{!281, !282, !283, !284}
!281 = !DIDerivedType(tag: DW_TAG_member, name: "funcidx", scope: !279, file: !48, line: 194, baseType: !45, size: 32)
!282 = !DIDerivedType(tag: DW_TAG_member, name: "nyield", scope: !279, file: !48, line: 195, baseType: !45, size: 32)
!283 = !DIDerivedType(tag: DW_TAG_member, name: "nres", scope: !279, file: !48, line: 196, baseType: !45, size: 32)
!284 = !DIDerivedType(tag: DW_TAG_member, name: "transferinfo", scope: !279, file: !48, line: 200, baseType: !285, size: 32)
!285 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !279, file: !48, line: 197, size: 32, elements: !286)
!286 = !{!287, !288}
!287 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !285, file: !48, line: 198, baseType: !91, size: 16)
!288 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !285, file: !48, line: 199, baseType: !91, size: 16, offset: 16)
!289 = !DIDerivedType(tag: DW_TAG_member, name: "nresults", scope: !240, file: !48, line: 202, baseType: !290, size: 16, offset: 480)
!290 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!291 = !DIDerivedType(tag: DW_TAG_member, name: "callstatus", scope: !240, file: !48, line: 203, baseType: !91, size: 16, offset: 496)
!292 = !DIDerivedType(tag: DW_TAG_member, name: "stack_last", scope: !123, file: !48, line: 317, baseType: !132, size: 64, offset: 320)
!293 = !DIDerivedType(tag: DW_TAG_member, name: "stack", scope: !123, file: !48, line: 318, baseType: !132, size: 64, offset: 384)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "openupval", scope: !123, file: !48, line: 319, baseType: !295, size: 64, offset: 448)
!295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !296, size: 64)
!296 = !DIDerivedType(tag: DW_TAG_typedef, name: "UpVal", file: !52, line: 640, baseType: !297)
!297 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "UpVal", file: !52, line: 627, size: 320, elements: !298)
!298 = !{!299, !300, !301, !302, !307}
!299 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !297, file: !52, line: 628, baseType: !56, size: 64)
!300 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !297, file: !52, line: 628, baseType: !58, size: 8, offset: 64)
!301 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !297, file: !52, line: 628, baseType: !58, size: 8, offset: 72)
!302 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !297, file: !52, line: 632, baseType: !303, size: 64, offset: 128)
!303 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !297, file: !52, line: 629, size: 64, elements: !304)
!304 = !{!305, !306}
!305 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !303, file: !52, line: 630, baseType: !104, size: 64)
!306 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !303, file: !52, line: 631, baseType: !149, size: 64)
!307 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !297, file: !52, line: 639, baseType: !308, size: 128, offset: 192)
!308 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !297, file: !52, line: 633, size: 128, elements: !309)
!309 = !{!310, !317}
!310 = !DIDerivedType(tag: DW_TAG_member, name: "open", scope: !308, file: !52, line: 637, baseType: !311, size: 128)
!311 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !308, file: !52, line: 634, size: 128, elements: !312)
!312 = !{!313, !315}
!313 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !311, file: !52, line: 635, baseType: !314, size: 64)
!314 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !297, size: 64)
!315 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !311, file: !52, line: 636, baseType: !316, size: 64, offset: 64)
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !314, size: 64)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !308, file: !52, line: 638, baseType: !105, size: 128)
!318 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !123, file: !48, line: 320, baseType: !132, size: 64, offset: 512)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !123, file: !48, line: 321, baseType: !194, size: 64, offset: 576)
!320 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !123, file: !48, line: 322, baseType: !213, size: 64, offset: 640)
!321 = !DIDerivedType(tag: DW_TAG_member, name: "errorJmp", scope: !123, file: !48, line: 323, baseType: !322, size: 64, offset: 704)
!322 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !323, size: 64)
!323 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_longjmp", file: !48, line: 122, flags: DIFlagFwdDecl)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "base_ci", scope: !123, file: !48, line: 324, baseType: !239, size: 512, offset: 768)
!325 = !DIDerivedType(tag: DW_TAG_member, name: "hook", scope: !123, file: !48, line: 325, baseType: !326, size: 64, offset: 1280)
!326 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !327)
!327 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Hook", file: !117, line: 143, baseType: !328)
!328 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !329, size: 64)
!329 = !DISubroutineType(types: !330)
!330 = !{null, !121, !331}
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !332, size: 64)
!332 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Debug", file: !117, line: 137, baseType: !333)
!333 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_Debug", file: !117, line: 475, size: 1088, elements: !334)
!334 = !{!335, !336, !337, !338, !339, !340, !341, !342, !343, !344, !345, !346, !347, !348, !349, !350, !354}
!335 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !333, file: !117, line: 476, baseType: !45, size: 32)
!336 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !333, file: !117, line: 477, baseType: !234, size: 64, offset: 64)
!337 = !DIDerivedType(tag: DW_TAG_member, name: "namewhat", scope: !333, file: !117, line: 478, baseType: !234, size: 64, offset: 128)
!338 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !333, file: !117, line: 479, baseType: !234, size: 64, offset: 192)
!339 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !333, file: !117, line: 480, baseType: !234, size: 64, offset: 256)
!340 = !DIDerivedType(tag: DW_TAG_member, name: "srclen", scope: !333, file: !117, line: 481, baseType: !75, size: 64, offset: 320)
!341 = !DIDerivedType(tag: DW_TAG_member, name: "currentline", scope: !333, file: !117, line: 482, baseType: !45, size: 32, offset: 384)
!342 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !333, file: !117, line: 483, baseType: !45, size: 32, offset: 416)
!343 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !333, file: !117, line: 484, baseType: !45, size: 32, offset: 448)
!344 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !333, file: !117, line: 485, baseType: !60, size: 8, offset: 480)
!345 = !DIDerivedType(tag: DW_TAG_member, name: "nparams", scope: !333, file: !117, line: 486, baseType: !60, size: 8, offset: 488)
!346 = !DIDerivedType(tag: DW_TAG_member, name: "isvararg", scope: !333, file: !117, line: 487, baseType: !4, size: 8, offset: 496)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "istailcall", scope: !333, file: !117, line: 488, baseType: !4, size: 8, offset: 504)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !333, file: !117, line: 489, baseType: !91, size: 16, offset: 512)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !333, file: !117, line: 490, baseType: !91, size: 16, offset: 528)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "short_src", scope: !333, file: !117, line: 491, baseType: !351, size: 480, offset: 544)
!351 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 480, elements: !352)
!352 = !{!353}
!353 = !DISubrange(count: 60)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "i_ci", scope: !333, file: !117, line: 493, baseType: !245, size: 64, offset: 1024)
!355 = !DIDerivedType(tag: DW_TAG_member, name: "errfunc", scope: !123, file: !48, line: 326, baseType: !149, size: 64, offset: 1344)
!356 = !DIDerivedType(tag: DW_TAG_member, name: "nCcalls", scope: !123, file: !48, line: 327, baseType: !257, size: 32, offset: 1408)
!357 = !DIDerivedType(tag: DW_TAG_member, name: "oldpc", scope: !123, file: !48, line: 328, baseType: !45, size: 32, offset: 1440)
!358 = !DIDerivedType(tag: DW_TAG_member, name: "basehookcount", scope: !123, file: !48, line: 329, baseType: !45, size: 32, offset: 1472)
!359 = !DIDerivedType(tag: DW_TAG_member, name: "hookcount", scope: !123, file: !48, line: 330, baseType: !45, size: 32, offset: 1504)
!360 = !DIDerivedType(tag: DW_TAG_member, name: "hookmask", scope: !123, file: !48, line: 331, baseType: !259, size: 32, offset: 1536)
!361 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !110, file: !52, line: 53, baseType: !362, size: 64)
!362 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !117, line: 94, baseType: !363)
!363 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!364 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !110, file: !52, line: 54, baseType: !365, size: 64)
!365 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !117, line: 90, baseType: !366)
!366 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!367 = !DIDerivedType(tag: DW_TAG_member, name: "ub", scope: !110, file: !52, line: 56, baseType: !58, size: 8)
!368 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !106, file: !52, line: 68, baseType: !58, size: 8, offset: 64)
!369 = !DIDerivedType(tag: DW_TAG_member, name: "node", scope: !95, file: !52, line: 743, baseType: !370, size: 64, offset: 192)
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !371, size: 64)
!371 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !52, line: 707, baseType: !372)
!372 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Node", file: !52, line: 699, size: 192, elements: !373)
!373 = !{!374, !382}
!374 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !372, file: !52, line: 705, baseType: !375, size: 192)
!375 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NodeKey", file: !52, line: 700, size: 192, elements: !376)
!376 = !{!377, !378, !379, !380, !381}
!377 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !375, file: !52, line: 701, baseType: !109, size: 64)
!378 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !375, file: !52, line: 701, baseType: !58, size: 8, offset: 64)
!379 = !DIDerivedType(tag: DW_TAG_member, name: "key_tt", scope: !375, file: !52, line: 702, baseType: !58, size: 8, offset: 72)
!380 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !375, file: !52, line: 703, baseType: !45, size: 32, offset: 96)
!381 = !DIDerivedType(tag: DW_TAG_member, name: "key_val", scope: !375, file: !52, line: 704, baseType: !109, size: 64, offset: 128)
!382 = !DIDerivedType(tag: DW_TAG_member, name: "i_val", scope: !372, file: !52, line: 706, baseType: !105, size: 128)
!383 = !DIDerivedType(tag: DW_TAG_member, name: "lastfree", scope: !95, file: !52, line: 744, baseType: !370, size: 64, offset: 256)
!384 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !95, file: !52, line: 745, baseType: !94, size: 64, offset: 320)
!385 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !95, file: !52, line: 746, baseType: !194, size: 64, offset: 384)
!386 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !85, file: !52, line: 464, baseType: !194, size: 64, offset: 256)
!387 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !85, file: !52, line: 465, baseType: !388, size: 128, offset: 320)
!388 = !DICompositeType(tag: DW_TAG_array_type, baseType: !389, size: 128, elements: !82)
!389 = !DIDerivedType(tag: DW_TAG_typedef, name: "UValue", file: !52, line: 452, baseType: !390)
!390 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "UValue", file: !52, line: 449, size: 128, elements: !391)
!391 = !{!392, !393, !394, !395, !396, !397}
!392 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !390, file: !52, line: 450, baseType: !105, size: 128)
!393 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !390, file: !52, line: 451, baseType: !365, size: 64)
!394 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !390, file: !52, line: 451, baseType: !366, size: 64)
!395 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !390, file: !52, line: 451, baseType: !114, size: 64)
!396 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !390, file: !52, line: 451, baseType: !362, size: 64)
!397 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !390, file: !52, line: 451, baseType: !151, size: 64)
!398 = !DIDerivedType(tag: DW_TAG_member, name: "cl", scope: !47, file: !48, line: 357, baseType: !399, size: 384)
!399 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Closure", file: !52, line: 661, size: 384, elements: !400)
!400 = !{!401, !413}
!401 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !399, file: !52, line: 662, baseType: !402, size: 384)
!402 = !DIDerivedType(tag: DW_TAG_typedef, name: "CClosure", file: !52, line: 651, baseType: !403)
!403 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CClosure", file: !52, line: 647, size: 384, elements: !404)
!404 = !{!405, !406, !407, !408, !409, !410, !411}
!405 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !403, file: !52, line: 648, baseType: !56, size: 64)
!406 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !403, file: !52, line: 648, baseType: !58, size: 8, offset: 64)
!407 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !403, file: !52, line: 648, baseType: !58, size: 8, offset: 72)
!408 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !403, file: !52, line: 648, baseType: !58, size: 8, offset: 80)
!409 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !403, file: !52, line: 648, baseType: !194, size: 64, offset: 128)
!410 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !403, file: !52, line: 649, baseType: !116, size: 64, offset: 192)
!411 = !DIDerivedType(tag: DW_TAG_member, name: "upvalue", scope: !403, file: !52, line: 650, baseType: !412, size: 128, offset: 256)
!412 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 128, elements: !82)
!413 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !399, file: !52, line: 663, baseType: !414, size: 320)
!414 = !DIDerivedType(tag: DW_TAG_typedef, name: "LClosure", file: !52, line: 658, baseType: !415)
!415 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LClosure", file: !52, line: 654, size: 320, elements: !416)
!416 = !{!417, !418, !419, !420, !421, !422, !476}
!417 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !415, file: !52, line: 655, baseType: !56, size: 64)
!418 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !415, file: !52, line: 655, baseType: !58, size: 8, offset: 64)
!419 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !415, file: !52, line: 655, baseType: !58, size: 8, offset: 72)
!420 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !415, file: !52, line: 655, baseType: !58, size: 8, offset: 80)
!421 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !415, file: !52, line: 655, baseType: !194, size: 64, offset: 128)
!422 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !415, file: !52, line: 656, baseType: !423, size: 64, offset: 192)
!423 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !424, size: 64)
!424 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Proto", file: !52, line: 550, size: 1024, elements: !425)
!425 = !{!426, !427, !428, !429, !430, !431, !432, !433, !434, !435, !436, !437, !438, !439, !440, !441, !442, !444, !446, !455, !459, !466, !474, !475}
!426 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !424, file: !52, line: 551, baseType: !56, size: 64)
!427 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !424, file: !52, line: 551, baseType: !58, size: 8, offset: 64)
!428 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !424, file: !52, line: 551, baseType: !58, size: 8, offset: 72)
!429 = !DIDerivedType(tag: DW_TAG_member, name: "numparams", scope: !424, file: !52, line: 552, baseType: !58, size: 8, offset: 80)
!430 = !DIDerivedType(tag: DW_TAG_member, name: "is_vararg", scope: !424, file: !52, line: 553, baseType: !58, size: 8, offset: 88)
!431 = !DIDerivedType(tag: DW_TAG_member, name: "maxstacksize", scope: !424, file: !52, line: 554, baseType: !58, size: 8, offset: 96)
!432 = !DIDerivedType(tag: DW_TAG_member, name: "sizeupvalues", scope: !424, file: !52, line: 555, baseType: !45, size: 32, offset: 128)
!433 = !DIDerivedType(tag: DW_TAG_member, name: "sizek", scope: !424, file: !52, line: 556, baseType: !45, size: 32, offset: 160)
!434 = !DIDerivedType(tag: DW_TAG_member, name: "sizecode", scope: !424, file: !52, line: 557, baseType: !45, size: 32, offset: 192)
!435 = !DIDerivedType(tag: DW_TAG_member, name: "sizelineinfo", scope: !424, file: !52, line: 558, baseType: !45, size: 32, offset: 224)
!436 = !DIDerivedType(tag: DW_TAG_member, name: "sizep", scope: !424, file: !52, line: 559, baseType: !45, size: 32, offset: 256)
!437 = !DIDerivedType(tag: DW_TAG_member, name: "sizelocvars", scope: !424, file: !52, line: 560, baseType: !45, size: 32, offset: 288)
!438 = !DIDerivedType(tag: DW_TAG_member, name: "sizeabslineinfo", scope: !424, file: !52, line: 561, baseType: !45, size: 32, offset: 320)
!439 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !424, file: !52, line: 562, baseType: !45, size: 32, offset: 352)
!440 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !424, file: !52, line: 563, baseType: !45, size: 32, offset: 384)
!441 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !424, file: !52, line: 564, baseType: !104, size: 64, offset: 448)
!442 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !424, file: !52, line: 565, baseType: !443, size: 64, offset: 512)
!443 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !256, size: 64)
!444 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !424, file: !52, line: 566, baseType: !445, size: 64, offset: 576)
!445 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !423, size: 64)
!446 = !DIDerivedType(tag: DW_TAG_member, name: "upvalues", scope: !424, file: !52, line: 567, baseType: !447, size: 64, offset: 640)
!447 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !448, size: 64)
!448 = !DIDerivedType(tag: DW_TAG_typedef, name: "Upvaldesc", file: !52, line: 518, baseType: !449)
!449 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Upvaldesc", file: !52, line: 513, size: 128, elements: !450)
!450 = !{!451, !452, !453, !454}
!451 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !449, file: !52, line: 514, baseType: !175, size: 64)
!452 = !DIDerivedType(tag: DW_TAG_member, name: "instack", scope: !449, file: !52, line: 515, baseType: !58, size: 8, offset: 64)
!453 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !449, file: !52, line: 516, baseType: !58, size: 8, offset: 72)
!454 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !449, file: !52, line: 517, baseType: !58, size: 8, offset: 80)
!455 = !DIDerivedType(tag: DW_TAG_member, name: "lineinfo", scope: !424, file: !52, line: 568, baseType: !456, size: 64, offset: 704)
!456 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !457, size: 64)
!457 = !DIDerivedType(tag: DW_TAG_typedef, name: "ls_byte", file: !59, line: 37, baseType: !458)
!458 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!459 = !DIDerivedType(tag: DW_TAG_member, name: "abslineinfo", scope: !424, file: !52, line: 569, baseType: !460, size: 64, offset: 768)
!460 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !461, size: 64)
!461 = !DIDerivedType(tag: DW_TAG_typedef, name: "AbsLineInfo", file: !52, line: 545, baseType: !462)
!462 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "AbsLineInfo", file: !52, line: 542, size: 64, elements: !463)
!463 = !{!464, !465}
!464 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !462, file: !52, line: 543, baseType: !45, size: 32)
!465 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !462, file: !52, line: 544, baseType: !45, size: 32, offset: 32)
!466 = !DIDerivedType(tag: DW_TAG_member, name: "locvars", scope: !424, file: !52, line: 570, baseType: !467, size: 64, offset: 832)
!467 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !468, size: 64)
!468 = !DIDerivedType(tag: DW_TAG_typedef, name: "LocVar", file: !52, line: 529, baseType: !469)
!469 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LocVar", file: !52, line: 525, size: 128, elements: !470)
!470 = !{!471, !472, !473}
!471 = !DIDerivedType(tag: DW_TAG_member, name: "varname", scope: !469, file: !52, line: 526, baseType: !175, size: 64)
!472 = !DIDerivedType(tag: DW_TAG_member, name: "startpc", scope: !469, file: !52, line: 527, baseType: !45, size: 32, offset: 64)
!473 = !DIDerivedType(tag: DW_TAG_member, name: "endpc", scope: !469, file: !52, line: 528, baseType: !45, size: 32, offset: 96)
!474 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !424, file: !52, line: 571, baseType: !175, size: 64, offset: 896)
!475 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !424, file: !52, line: 572, baseType: !194, size: 64, offset: 960)
!476 = !DIDerivedType(tag: DW_TAG_member, name: "upvals", scope: !415, file: !52, line: 657, baseType: !477, size: 64, offset: 256)
!477 = !DICompositeType(tag: DW_TAG_array_type, baseType: !295, size: 64, elements: !82)
!478 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !47, file: !48, line: 358, baseType: !95, size: 448)
!479 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !47, file: !48, line: 359, baseType: !424, size: 1024)
!480 = !DIDerivedType(tag: DW_TAG_member, name: "th", scope: !47, file: !48, line: 360, baseType: !123, size: 1600)
!481 = !DIDerivedType(tag: DW_TAG_member, name: "upv", scope: !47, file: !48, line: 361, baseType: !297, size: 320)
!482 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!483 = !{!0, !7}
!484 = !{i32 7, !"Dwarf Version", i32 5}
!485 = !{i32 2, !"Debug Info Version", i32 3}
!486 = !{i32 1, !"wchar_size", i32 4}
!487 = !{i32 8, !"PIC Level", i32 2}
!488 = !{i32 7, !"PIE Level", i32 2}
!489 = !{i32 7, !"uwtable", i32 2}
!490 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!491 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!492 = distinct !DISubprogram(name: "luaF_newCclosure", scope: !2, file: !2, line: 27, type: !493, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !496)
!493 = !DISubroutineType(types: !494)
!494 = !{!495, !121, !45}
!495 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !402, size: 64)
!496 = !{!497, !498, !499, !500}
!497 = !DILocalVariable(name: "L", arg: 1, scope: !492, file: !2, line: 27, type: !121)
!498 = !DILocalVariable(name: "nupvals", arg: 2, scope: !492, file: !2, line: 27, type: !45)
!499 = !DILocalVariable(name: "o", scope: !492, file: !2, line: 28, type: !194)
!500 = !DILocalVariable(name: "c", scope: !492, file: !2, line: 29, type: !495)
!501 = !DILocation(line: 0, scope: !492)
!502 = !DILocation(line: 28, column: 42, scope: !492)
!503 = !DILocation(line: 28, column: 17, scope: !492)
!504 = !DILocation(line: 30, column: 18, scope: !492)
!505 = !DILocation(line: 30, column: 6, scope: !492)
!506 = !DILocation(line: 30, column: 16, scope: !492)
!507 = !{!508, !510, i64 10}
!508 = !{!"CClosure", !509, i64 0, !510, i64 8, !510, i64 9, !510, i64 10, !509, i64 16, !509, i64 24, !510, i64 32}
!509 = !{!"any pointer", !510, i64 0}
!510 = !{!"omnipotent char", !511, i64 0}
!511 = !{!"Simple C/C++ TBAA"}
!512 = !DILocation(line: 31, column: 3, scope: !492)
!513 = !DISubprogram(name: "luaC_newobj", scope: !514, file: !514, line: 193, type: !515, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!514 = !DIFile(filename: "src/lua/lgc.h", directory: ".", checksumkind: CSK_MD5, checksum: "27471f6a393f1da8078a1cd072699654")
!515 = !DISubroutineType(types: !516)
!516 = !{!194, !121, !45, !75}
!517 = distinct !DISubprogram(name: "luaF_newLclosure", scope: !2, file: !2, line: 35, type: !518, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !521)
!518 = !DISubroutineType(types: !519)
!519 = !{!520, !121, !45}
!520 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !414, size: 64)
!521 = !{!522, !523, !524, !525}
!522 = !DILocalVariable(name: "L", arg: 1, scope: !517, file: !2, line: 35, type: !121)
!523 = !DILocalVariable(name: "nupvals", arg: 2, scope: !517, file: !2, line: 35, type: !45)
!524 = !DILocalVariable(name: "o", scope: !517, file: !2, line: 36, type: !194)
!525 = !DILocalVariable(name: "c", scope: !517, file: !2, line: 37, type: !520)
!526 = !DILocation(line: 0, scope: !517)
!527 = !DILocation(line: 36, column: 42, scope: !517)
!528 = !DILocation(line: 36, column: 17, scope: !517)
!529 = !DILocation(line: 38, column: 6, scope: !517)
!530 = !DILocation(line: 38, column: 8, scope: !517)
!531 = !{!532, !509, i64 24}
!532 = !{!"LClosure", !509, i64 0, !510, i64 8, !510, i64 9, !510, i64 10, !509, i64 16, !509, i64 24, !510, i64 32}
!533 = !DILocation(line: 39, column: 18, scope: !517)
!534 = !DILocation(line: 39, column: 6, scope: !517)
!535 = !DILocation(line: 39, column: 16, scope: !517)
!536 = !{!532, !510, i64 10}
!537 = !DILocation(line: 40, column: 3, scope: !517)
!538 = !DILocation(line: 40, column: 40, scope: !517)
!539 = !{!509, !509, i64 0}
!540 = !DILocation(line: 41, column: 3, scope: !517)
!541 = distinct !DISubprogram(name: "luaF_initupvals", scope: !2, file: !2, line: 48, type: !542, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !544)
!542 = !DISubroutineType(types: !543)
!543 = !{null, !121, !520}
!544 = !{!545, !546, !547, !548, !552}
!545 = !DILocalVariable(name: "L", arg: 1, scope: !541, file: !2, line: 48, type: !121)
!546 = !DILocalVariable(name: "cl", arg: 2, scope: !541, file: !2, line: 48, type: !520)
!547 = !DILocalVariable(name: "i", scope: !541, file: !2, line: 49, type: !45)
!548 = !DILocalVariable(name: "o", scope: !549, file: !2, line: 51, type: !194)
!549 = distinct !DILexicalBlock(scope: !550, file: !2, line: 50, column: 39)
!550 = distinct !DILexicalBlock(scope: !551, file: !2, line: 50, column: 3)
!551 = distinct !DILexicalBlock(scope: !541, file: !2, line: 50, column: 3)
!552 = !DILocalVariable(name: "uv", scope: !549, file: !2, line: 52, type: !295)
!553 = !DILocation(line: 0, scope: !541)
!554 = !DILocation(line: 50, column: 23, scope: !550)
!555 = !DILocation(line: 50, column: 17, scope: !550)
!556 = !DILocation(line: 50, column: 3, scope: !551)
!557 = !DILocation(line: 51, column: 19, scope: !549)
!558 = !DILocation(line: 0, scope: !549)
!559 = !DILocation(line: 53, column: 20, scope: !549)
!560 = !DILocation(line: 53, column: 9, scope: !549)
!561 = !DILocation(line: 53, column: 13, scope: !549)
!562 = !{!510, !510, i64 0}
!563 = !DILocation(line: 54, column: 5, scope: !549)
!564 = !{!565, !510, i64 8}
!565 = !{!"TValue", !510, i64 0, !510, i64 8}
!566 = !DILocation(line: 55, column: 5, scope: !549)
!567 = !DILocation(line: 55, column: 19, scope: !549)
!568 = !DILocation(line: 56, column: 5, scope: !549)
!569 = !{!532, !510, i64 9}
!570 = !{!571, !510, i64 9}
!571 = !{!"UpVal", !509, i64 0, !510, i64 8, !510, i64 9, !510, i64 16, !510, i64 24}
!572 = !DILocation(line: 50, column: 35, scope: !550)
!573 = distinct !{!573, !556, !574, !575}
!574 = !DILocation(line: 57, column: 3, scope: !551)
!575 = !{!"llvm.loop.mustprogress"}
!576 = !DILocation(line: 58, column: 1, scope: !541)
!577 = !DISubprogram(name: "luaC_barrier_", scope: !514, file: !514, line: 196, type: !578, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!578 = !DISubroutineType(types: !579)
!579 = !{null, !121, !194, !194}
!580 = distinct !DISubprogram(name: "luaF_findupval", scope: !2, file: !2, line: 87, type: !581, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !583)
!581 = !DISubroutineType(types: !582)
!582 = !{!295, !121, !136}
!583 = !{!584, !585, !586, !588}
!584 = !DILocalVariable(name: "L", arg: 1, scope: !580, file: !2, line: 87, type: !121)
!585 = !DILocalVariable(name: "level", arg: 2, scope: !580, file: !2, line: 87, type: !136)
!586 = !DILocalVariable(name: "pp", scope: !580, file: !2, line: 88, type: !587)
!587 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !295, size: 64)
!588 = !DILocalVariable(name: "p", scope: !580, file: !2, line: 89, type: !295)
!589 = !DILocation(line: 0, scope: !580)
!590 = !DILocation(line: 88, column: 20, scope: !580)
!591 = !DILocation(line: 91, column: 15, scope: !580)
!592 = !DILocation(line: 91, column: 20, scope: !580)
!593 = !DILocation(line: 91, column: 28, scope: !580)
!594 = !DILocation(line: 91, column: 31, scope: !580)
!595 = !DILocation(line: 91, column: 42, scope: !580)
!596 = !DILocation(line: 91, column: 3, scope: !580)
!597 = distinct !{!597, !596, !598, !575}
!598 = !DILocation(line: 96, column: 3, scope: !580)
!599 = !DILocation(line: 93, column: 20, scope: !600)
!600 = distinct !DILexicalBlock(scope: !601, file: !2, line: 93, column: 9)
!601 = distinct !DILexicalBlock(scope: !580, file: !2, line: 91, column: 52)
!602 = !DILocation(line: 93, column: 9, scope: !601)
!603 = !DILocation(line: 95, column: 14, scope: !601)
!604 = !DILocation(line: 66, column: 17, scope: !605, inlinedAt: !615)
!605 = distinct !DISubprogram(name: "newupval", scope: !2, file: !2, line: 65, type: !606, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !608)
!606 = !DISubroutineType(types: !607)
!607 = !{!295, !121, !136, !587}
!608 = !{!609, !610, !611, !612, !613, !614}
!609 = !DILocalVariable(name: "L", arg: 1, scope: !605, file: !2, line: 65, type: !121)
!610 = !DILocalVariable(name: "level", arg: 2, scope: !605, file: !2, line: 65, type: !136)
!611 = !DILocalVariable(name: "prev", arg: 3, scope: !605, file: !2, line: 65, type: !587)
!612 = !DILocalVariable(name: "o", scope: !605, file: !2, line: 66, type: !194)
!613 = !DILocalVariable(name: "uv", scope: !605, file: !2, line: 67, type: !295)
!614 = !DILocalVariable(name: "next", scope: !605, file: !2, line: 68, type: !295)
!615 = distinct !DILocation(line: 98, column: 10, scope: !580)
!616 = !DILocation(line: 0, scope: !605, inlinedAt: !615)
!617 = !DILocation(line: 68, column: 17, scope: !605, inlinedAt: !615)
!618 = !DILocation(line: 69, column: 7, scope: !605, inlinedAt: !615)
!619 = !DILocation(line: 69, column: 11, scope: !605, inlinedAt: !615)
!620 = !DILocation(line: 70, column: 7, scope: !605, inlinedAt: !615)
!621 = !DILocation(line: 70, column: 19, scope: !605, inlinedAt: !615)
!622 = !DILocation(line: 71, column: 14, scope: !605, inlinedAt: !615)
!623 = !DILocation(line: 71, column: 23, scope: !605, inlinedAt: !615)
!624 = !DILocation(line: 72, column: 7, scope: !625, inlinedAt: !615)
!625 = distinct !DILexicalBlock(scope: !605, file: !2, line: 72, column: 7)
!626 = !DILocation(line: 72, column: 7, scope: !605, inlinedAt: !615)
!627 = !DILocation(line: 73, column: 18, scope: !625, inlinedAt: !615)
!628 = !DILocation(line: 73, column: 27, scope: !625, inlinedAt: !615)
!629 = !DILocation(line: 73, column: 5, scope: !625, inlinedAt: !615)
!630 = !DILocation(line: 74, column: 9, scope: !605, inlinedAt: !615)
!631 = !DILocation(line: 75, column: 8, scope: !632, inlinedAt: !615)
!632 = distinct !DILexicalBlock(scope: !605, file: !2, line: 75, column: 7)
!633 = !{!634, !509, i64 80}
!634 = !{!"lua_State", !509, i64 0, !510, i64 8, !510, i64 9, !510, i64 10, !510, i64 11, !635, i64 12, !510, i64 16, !509, i64 24, !509, i64 32, !510, i64 40, !510, i64 48, !509, i64 56, !510, i64 64, !509, i64 72, !509, i64 80, !509, i64 88, !636, i64 96, !509, i64 160, !637, i64 168, !638, i64 176, !638, i64 180, !638, i64 184, !638, i64 188, !638, i64 192}
!635 = !{!"short", !510, i64 0}
!636 = !{!"CallInfo", !510, i64 0, !510, i64 8, !509, i64 16, !509, i64 24, !510, i64 32, !510, i64 56, !635, i64 60, !635, i64 62}
!637 = !{!"long", !510, i64 0}
!638 = !{!"int", !510, i64 0}
!639 = !DILocation(line: 75, column: 7, scope: !605, inlinedAt: !615)
!640 = !DILocation(line: 76, column: 16, scope: !641, inlinedAt: !615)
!641 = distinct !DILexicalBlock(scope: !632, file: !2, line: 75, column: 22)
!642 = !{!634, !509, i64 24}
!643 = !DILocation(line: 76, column: 22, scope: !641, inlinedAt: !615)
!644 = !{!645, !509, i64 248}
!645 = !{!"global_State", !509, i64 0, !509, i64 8, !637, i64 16, !637, i64 24, !637, i64 32, !637, i64 40, !646, i64 48, !565, i64 64, !565, i64 80, !638, i64 96, !510, i64 100, !510, i64 101, !510, i64 102, !510, i64 103, !510, i64 104, !510, i64 105, !510, i64 106, !510, i64 107, !510, i64 108, !510, i64 109, !510, i64 110, !509, i64 112, !509, i64 120, !509, i64 128, !509, i64 136, !509, i64 144, !509, i64 152, !509, i64 160, !509, i64 168, !509, i64 176, !509, i64 184, !509, i64 192, !509, i64 200, !509, i64 208, !509, i64 216, !509, i64 224, !509, i64 232, !509, i64 240, !509, i64 248, !509, i64 256, !509, i64 264, !509, i64 272, !510, i64 280, !510, i64 480, !510, i64 552, !509, i64 1400, !509, i64 1408}
!646 = !{!"stringtable", !509, i64 0, !638, i64 8, !638, i64 12}
!647 = !DILocation(line: 76, column: 14, scope: !641, inlinedAt: !615)
!648 = !DILocation(line: 77, column: 17, scope: !641, inlinedAt: !615)
!649 = !DILocation(line: 78, column: 3, scope: !641, inlinedAt: !615)
!650 = !DILocation(line: 99, column: 1, scope: !580)
!651 = distinct !DISubprogram(name: "luaF_newtbcupval", scope: !2, file: !2, line: 168, type: !652, scopeLine: 168, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !654)
!652 = !DISubroutineType(types: !653)
!653 = !{null, !121, !136}
!654 = !{!655, !656}
!655 = !DILocalVariable(name: "L", arg: 1, scope: !651, file: !2, line: 168, type: !121)
!656 = !DILocalVariable(name: "level", arg: 2, scope: !651, file: !2, line: 168, type: !136)
!657 = !DILocation(line: 0, scope: !651)
!658 = !DILocation(line: 170, column: 7, scope: !659)
!659 = distinct !DILexicalBlock(scope: !651, file: !2, line: 170, column: 7)
!660 = !DILocalVariable(name: "L", arg: 1, scope: !661, file: !2, line: 125, type: !121)
!661 = distinct !DISubprogram(name: "checkclosemth", scope: !2, file: !2, line: 125, type: !652, scopeLine: 125, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !662)
!662 = !{!660, !663, !664, !667, !670}
!663 = !DILocalVariable(name: "level", arg: 2, scope: !661, file: !2, line: 125, type: !136)
!664 = !DILocalVariable(name: "tm", scope: !661, file: !2, line: 126, type: !665)
!665 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !666, size: 64)
!666 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !105)
!667 = !DILocalVariable(name: "idx", scope: !668, file: !2, line: 128, type: !45)
!668 = distinct !DILexicalBlock(scope: !669, file: !2, line: 127, column: 20)
!669 = distinct !DILexicalBlock(scope: !661, file: !2, line: 127, column: 7)
!670 = !DILocalVariable(name: "vname", scope: !668, file: !2, line: 129, type: !234)
!671 = !DILocation(line: 0, scope: !661, inlinedAt: !672)
!672 = distinct !DILocation(line: 172, column: 3, scope: !651)
!673 = !DILocation(line: 126, column: 22, scope: !661, inlinedAt: !672)
!674 = !DILocation(line: 127, column: 7, scope: !669, inlinedAt: !672)
!675 = !DILocation(line: 127, column: 7, scope: !661, inlinedAt: !672)
!676 = !DILocation(line: 173, column: 10, scope: !651)
!677 = !DILocation(line: 173, column: 42, scope: !651)
!678 = !DILocation(line: 173, column: 3, scope: !651)
!679 = !DILocation(line: 128, column: 15, scope: !668, inlinedAt: !672)
!680 = !{!634, !509, i64 32}
!681 = !DILocation(line: 0, scope: !668, inlinedAt: !672)
!682 = !DILocation(line: 129, column: 25, scope: !668, inlinedAt: !672)
!683 = !DILocation(line: 130, column: 15, scope: !684, inlinedAt: !672)
!684 = distinct !DILexicalBlock(scope: !668, file: !2, line: 130, column: 9)
!685 = !DILocation(line: 130, column: 9, scope: !668, inlinedAt: !672)
!686 = !DILocation(line: 131, column: 5, scope: !668, inlinedAt: !672)
!687 = !DILocation(line: 174, column: 18, scope: !688)
!688 = distinct !DILexicalBlock(scope: !651, file: !2, line: 173, column: 54)
!689 = !DILocation(line: 175, column: 27, scope: !688)
!690 = !DILocation(line: 175, column: 33, scope: !688)
!691 = distinct !{!691, !678, !692, !575}
!692 = !DILocation(line: 176, column: 3, scope: !651)
!693 = !DILocation(line: 177, column: 26, scope: !651)
!694 = !DILocation(line: 177, column: 18, scope: !651)
!695 = !DILocation(line: 177, column: 24, scope: !651)
!696 = !DILocation(line: 178, column: 16, scope: !651)
!697 = !DILocation(line: 179, column: 1, scope: !651)
!698 = distinct !DISubprogram(name: "luaF_unlinkupval", scope: !2, file: !2, line: 182, type: !699, scopeLine: 182, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !701)
!699 = !DISubroutineType(types: !700)
!700 = !{null, !295}
!701 = !{!702}
!702 = !DILocalVariable(name: "uv", arg: 1, scope: !698, file: !2, line: 182, type: !295)
!703 = !DILocation(line: 0, scope: !698)
!704 = !DILocation(line: 184, column: 30, scope: !698)
!705 = !DILocation(line: 184, column: 37, scope: !698)
!706 = !DILocation(line: 184, column: 15, scope: !698)
!707 = !DILocation(line: 184, column: 24, scope: !698)
!708 = !DILocation(line: 185, column: 7, scope: !709)
!709 = distinct !DILexicalBlock(scope: !698, file: !2, line: 185, column: 7)
!710 = !DILocation(line: 185, column: 7, scope: !698)
!711 = !DILocation(line: 186, column: 51, scope: !709)
!712 = !DILocation(line: 186, column: 29, scope: !709)
!713 = !DILocation(line: 186, column: 38, scope: !709)
!714 = !DILocation(line: 186, column: 5, scope: !709)
!715 = !DILocation(line: 187, column: 1, scope: !698)
!716 = distinct !DISubprogram(name: "luaF_closeupval", scope: !2, file: !2, line: 193, type: !652, scopeLine: 193, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !717)
!717 = !{!718, !719, !720, !721, !722, !724, !726}
!718 = !DILocalVariable(name: "L", arg: 1, scope: !716, file: !2, line: 193, type: !121)
!719 = !DILocalVariable(name: "level", arg: 2, scope: !716, file: !2, line: 193, type: !136)
!720 = !DILocalVariable(name: "uv", scope: !716, file: !2, line: 194, type: !295)
!721 = !DILocalVariable(name: "upl", scope: !716, file: !2, line: 195, type: !136)
!722 = !DILocalVariable(name: "slot", scope: !723, file: !2, line: 197, type: !104)
!723 = distinct !DILexicalBlock(scope: !716, file: !2, line: 196, column: 71)
!724 = !DILocalVariable(name: "io1", scope: !725, file: !2, line: 200, type: !104)
!725 = distinct !DILexicalBlock(scope: !723, file: !2, line: 200, column: 5)
!726 = !DILocalVariable(name: "io2", scope: !725, file: !2, line: 200, type: !665)
!727 = !DILocation(line: 0, scope: !716)
!728 = !DILocation(line: 196, column: 19, scope: !716)
!729 = !{!634, !509, i64 56}
!730 = !DILocation(line: 196, column: 30, scope: !716)
!731 = !DILocation(line: 196, column: 38, scope: !716)
!732 = !DILocation(line: 196, column: 48, scope: !716)
!733 = !DILocation(line: 196, column: 61, scope: !716)
!734 = !DILocation(line: 196, column: 3, scope: !716)
!735 = !DILocation(line: 197, column: 25, scope: !723)
!736 = !DILocation(line: 0, scope: !723)
!737 = !DILocation(line: 0, scope: !698, inlinedAt: !738)
!738 = distinct !DILocation(line: 199, column: 5, scope: !723)
!739 = !DILocation(line: 184, column: 37, scope: !698, inlinedAt: !738)
!740 = !DILocation(line: 184, column: 15, scope: !698, inlinedAt: !738)
!741 = !DILocation(line: 184, column: 24, scope: !698, inlinedAt: !738)
!742 = !DILocation(line: 185, column: 7, scope: !709, inlinedAt: !738)
!743 = !DILocation(line: 185, column: 7, scope: !698, inlinedAt: !738)
!744 = !DILocation(line: 186, column: 51, scope: !709, inlinedAt: !738)
!745 = !DILocation(line: 186, column: 29, scope: !709, inlinedAt: !738)
!746 = !DILocation(line: 186, column: 38, scope: !709, inlinedAt: !738)
!747 = !DILocation(line: 186, column: 5, scope: !709, inlinedAt: !738)
!748 = !DILocation(line: 0, scope: !725)
!749 = !DILocation(line: 200, column: 5, scope: !725)
!750 = !DILocation(line: 201, column: 13, scope: !723)
!751 = !DILocation(line: 202, column: 10, scope: !752)
!752 = distinct !DILexicalBlock(scope: !723, file: !2, line: 202, column: 9)
!753 = !DILocation(line: 202, column: 9, scope: !723)
!754 = !DILocation(line: 203, column: 7, scope: !755)
!755 = distinct !DILexicalBlock(scope: !752, file: !2, line: 202, column: 23)
!756 = !DILocation(line: 204, column: 7, scope: !755)
!757 = !{!758, !510, i64 9}
!758 = !{!"GCObject", !509, i64 0, !510, i64 8, !510, i64 9}
!759 = distinct !{!759, !734, !760, !575}
!760 = !DILocation(line: 206, column: 3, scope: !716)
!761 = !DILocation(line: 207, column: 1, scope: !716)
!762 = distinct !DISubprogram(name: "luaF_close", scope: !2, file: !2, line: 227, type: !763, scopeLine: 227, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !765)
!763 = !DISubroutineType(types: !764)
!764 = !{!136, !121, !136, !45, !45}
!765 = !{!766, !767, !768, !769, !770, !771}
!766 = !DILocalVariable(name: "L", arg: 1, scope: !762, file: !2, line: 227, type: !121)
!767 = !DILocalVariable(name: "level", arg: 2, scope: !762, file: !2, line: 227, type: !136)
!768 = !DILocalVariable(name: "status", arg: 3, scope: !762, file: !2, line: 227, type: !45)
!769 = !DILocalVariable(name: "yy", arg: 4, scope: !762, file: !2, line: 227, type: !45)
!770 = !DILocalVariable(name: "levelrel", scope: !762, file: !2, line: 228, type: !149)
!771 = !DILocalVariable(name: "tbc", scope: !772, file: !2, line: 231, type: !136)
!772 = distinct !DILexicalBlock(scope: !762, file: !2, line: 230, column: 33)
!773 = !DILocation(line: 0, scope: !762)
!774 = !DILocation(line: 228, column: 24, scope: !762)
!775 = !DILocation(line: 0, scope: !716, inlinedAt: !776)
!776 = distinct !DILocation(line: 229, column: 3, scope: !762)
!777 = !DILocation(line: 196, column: 19, scope: !716, inlinedAt: !776)
!778 = !DILocation(line: 196, column: 30, scope: !716, inlinedAt: !776)
!779 = !DILocation(line: 196, column: 38, scope: !716, inlinedAt: !776)
!780 = !DILocation(line: 196, column: 48, scope: !716, inlinedAt: !776)
!781 = !DILocation(line: 196, column: 61, scope: !716, inlinedAt: !776)
!782 = !DILocation(line: 196, column: 3, scope: !716, inlinedAt: !776)
!783 = !DILocation(line: 197, column: 25, scope: !723, inlinedAt: !776)
!784 = !DILocation(line: 0, scope: !723, inlinedAt: !776)
!785 = !DILocation(line: 0, scope: !698, inlinedAt: !786)
!786 = distinct !DILocation(line: 199, column: 5, scope: !723, inlinedAt: !776)
!787 = !DILocation(line: 184, column: 37, scope: !698, inlinedAt: !786)
!788 = !DILocation(line: 184, column: 15, scope: !698, inlinedAt: !786)
!789 = !DILocation(line: 184, column: 24, scope: !698, inlinedAt: !786)
!790 = !DILocation(line: 185, column: 7, scope: !709, inlinedAt: !786)
!791 = !DILocation(line: 185, column: 7, scope: !698, inlinedAt: !786)
!792 = !DILocation(line: 186, column: 51, scope: !709, inlinedAt: !786)
!793 = !DILocation(line: 186, column: 29, scope: !709, inlinedAt: !786)
!794 = !DILocation(line: 186, column: 38, scope: !709, inlinedAt: !786)
!795 = !DILocation(line: 186, column: 5, scope: !709, inlinedAt: !786)
!796 = !DILocation(line: 0, scope: !725, inlinedAt: !776)
!797 = !DILocation(line: 200, column: 5, scope: !725, inlinedAt: !776)
!798 = !DILocation(line: 201, column: 13, scope: !723, inlinedAt: !776)
!799 = !DILocation(line: 202, column: 10, scope: !752, inlinedAt: !776)
!800 = !DILocation(line: 202, column: 9, scope: !723, inlinedAt: !776)
!801 = !DILocation(line: 203, column: 7, scope: !755, inlinedAt: !776)
!802 = !DILocation(line: 204, column: 7, scope: !755, inlinedAt: !776)
!803 = distinct !{!803, !782, !804, !575}
!804 = !DILocation(line: 206, column: 3, scope: !716, inlinedAt: !776)
!805 = !DILocation(line: 230, column: 21, scope: !762)
!806 = !DILocation(line: 230, column: 23, scope: !762)
!807 = !DILocation(line: 230, column: 3, scope: !762)
!808 = !DILocation(line: 0, scope: !772)
!809 = !DILocalVariable(name: "L", arg: 1, scope: !810, file: !2, line: 213, type: !121)
!810 = distinct !DISubprogram(name: "poptbclist", scope: !2, file: !2, line: 213, type: !811, scopeLine: 213, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !813)
!811 = !DISubroutineType(types: !812)
!812 = !{null, !121}
!813 = !{!809, !814}
!814 = !DILocalVariable(name: "tbc", scope: !810, file: !2, line: 214, type: !136)
!815 = !DILocation(line: 0, scope: !810, inlinedAt: !816)
!816 = distinct !DILocation(line: 232, column: 5, scope: !772)
!817 = !DILocation(line: 216, column: 23, scope: !810, inlinedAt: !816)
!818 = !DILocation(line: 216, column: 7, scope: !810, inlinedAt: !816)
!819 = !DILocation(line: 217, column: 14, scope: !810, inlinedAt: !816)
!820 = !DILocation(line: 217, column: 27, scope: !810, inlinedAt: !816)
!821 = !DILocation(line: 217, column: 43, scope: !810, inlinedAt: !816)
!822 = !DILocation(line: 217, column: 49, scope: !810, inlinedAt: !816)
!823 = !DILocation(line: 217, column: 3, scope: !810, inlinedAt: !816)
!824 = !DILocation(line: 218, column: 9, scope: !810, inlinedAt: !816)
!825 = distinct !{!825, !823, !826, !575}
!826 = !DILocation(line: 218, column: 12, scope: !810, inlinedAt: !816)
!827 = !DILocation(line: 219, column: 16, scope: !810, inlinedAt: !816)
!828 = !DILocalVariable(name: "L", arg: 1, scope: !829, file: !2, line: 143, type: !121)
!829 = distinct !DISubprogram(name: "prepcallclosemth", scope: !2, file: !2, line: 143, type: !830, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !832)
!830 = !DISubroutineType(types: !831)
!831 = !{null, !121, !136, !45, !45}
!832 = !{!828, !833, !834, !835, !836, !837}
!833 = !DILocalVariable(name: "level", arg: 2, scope: !829, file: !2, line: 143, type: !136)
!834 = !DILocalVariable(name: "status", arg: 3, scope: !829, file: !2, line: 143, type: !45)
!835 = !DILocalVariable(name: "yy", arg: 4, scope: !829, file: !2, line: 143, type: !45)
!836 = !DILocalVariable(name: "uv", scope: !829, file: !2, line: 144, type: !104)
!837 = !DILocalVariable(name: "errobj", scope: !829, file: !2, line: 145, type: !104)
!838 = !DILocation(line: 0, scope: !829, inlinedAt: !839)
!839 = distinct !DILocation(line: 233, column: 5, scope: !772)
!840 = !DILocation(line: 146, column: 7, scope: !829, inlinedAt: !839)
!841 = !DILocation(line: 147, column: 15, scope: !842, inlinedAt: !839)
!842 = distinct !DILexicalBlock(scope: !829, file: !2, line: 146, column: 7)
!843 = !DILocation(line: 147, column: 21, scope: !842, inlinedAt: !839)
!844 = !DILocation(line: 147, column: 5, scope: !842, inlinedAt: !839)
!845 = !DILocation(line: 149, column: 14, scope: !846, inlinedAt: !839)
!846 = distinct !DILexicalBlock(scope: !842, file: !2, line: 148, column: 8)
!847 = !DILocation(line: 150, column: 5, scope: !846, inlinedAt: !839)
!848 = !DILocation(line: 0, scope: !842, inlinedAt: !839)
!849 = !DILocalVariable(name: "L", arg: 1, scope: !850, file: !2, line: 107, type: !121)
!850 = distinct !DISubprogram(name: "callclosemethod", scope: !2, file: !2, line: 107, type: !851, scopeLine: 107, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !853)
!851 = !DISubroutineType(types: !852)
!852 = !{null, !121, !104, !104, !45}
!853 = !{!849, !854, !855, !856, !857, !858, !859, !861, !862, !864, !865, !867}
!854 = !DILocalVariable(name: "obj", arg: 2, scope: !850, file: !2, line: 107, type: !104)
!855 = !DILocalVariable(name: "err", arg: 3, scope: !850, file: !2, line: 107, type: !104)
!856 = !DILocalVariable(name: "yy", arg: 4, scope: !850, file: !2, line: 107, type: !45)
!857 = !DILocalVariable(name: "top", scope: !850, file: !2, line: 108, type: !136)
!858 = !DILocalVariable(name: "tm", scope: !850, file: !2, line: 109, type: !665)
!859 = !DILocalVariable(name: "io1", scope: !860, file: !2, line: 110, type: !104)
!860 = distinct !DILexicalBlock(scope: !850, file: !2, line: 110, column: 3)
!861 = !DILocalVariable(name: "io2", scope: !860, file: !2, line: 110, type: !665)
!862 = !DILocalVariable(name: "io1", scope: !863, file: !2, line: 111, type: !104)
!863 = distinct !DILexicalBlock(scope: !850, file: !2, line: 111, column: 3)
!864 = !DILocalVariable(name: "io2", scope: !863, file: !2, line: 111, type: !665)
!865 = !DILocalVariable(name: "io1", scope: !866, file: !2, line: 112, type: !104)
!866 = distinct !DILexicalBlock(scope: !850, file: !2, line: 112, column: 3)
!867 = !DILocalVariable(name: "io2", scope: !866, file: !2, line: 112, type: !665)
!868 = !DILocation(line: 0, scope: !850, inlinedAt: !869)
!869 = distinct !DILocation(line: 152, column: 3, scope: !829, inlinedAt: !839)
!870 = !DILocation(line: 108, column: 22, scope: !850, inlinedAt: !869)
!871 = !DILocation(line: 109, column: 22, scope: !850, inlinedAt: !869)
!872 = !DILocation(line: 0, scope: !860, inlinedAt: !869)
!873 = !DILocation(line: 110, column: 3, scope: !860, inlinedAt: !869)
!874 = !DILocation(line: 111, column: 3, scope: !863, inlinedAt: !869)
!875 = !DILocation(line: 0, scope: !863, inlinedAt: !869)
!876 = !DILocation(line: 112, column: 3, scope: !866, inlinedAt: !869)
!877 = !DILocation(line: 0, scope: !866, inlinedAt: !869)
!878 = !DILocation(line: 113, column: 18, scope: !850, inlinedAt: !869)
!879 = !DILocation(line: 113, column: 12, scope: !850, inlinedAt: !869)
!880 = !DILocation(line: 114, column: 7, scope: !850, inlinedAt: !869)
!881 = !DILocation(line: 115, column: 5, scope: !882, inlinedAt: !869)
!882 = distinct !DILexicalBlock(scope: !850, file: !2, line: 114, column: 7)
!883 = !DILocation(line: 117, column: 5, scope: !882, inlinedAt: !869)
!884 = !DILocation(line: 234, column: 13, scope: !772)
!885 = distinct !{!885, !807, !886, !575}
!886 = !DILocation(line: 235, column: 3, scope: !762)
!887 = !DILocation(line: 236, column: 3, scope: !762)
!888 = distinct !DISubprogram(name: "luaF_newproto", scope: !2, file: !2, line: 240, type: !889, scopeLine: 240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !893)
!889 = !DISubroutineType(types: !890)
!890 = !{!891, !121}
!891 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !892, size: 64)
!892 = !DIDerivedType(tag: DW_TAG_typedef, name: "Proto", file: !52, line: 573, baseType: !424)
!893 = !{!894, !895, !896}
!894 = !DILocalVariable(name: "L", arg: 1, scope: !888, file: !2, line: 240, type: !121)
!895 = !DILocalVariable(name: "o", scope: !888, file: !2, line: 241, type: !194)
!896 = !DILocalVariable(name: "f", scope: !888, file: !2, line: 242, type: !891)
!897 = !DILocation(line: 0, scope: !888)
!898 = !DILocation(line: 241, column: 17, scope: !888)
!899 = !DILocation(line: 243, column: 6, scope: !888)
!900 = !DILocation(line: 254, column: 6, scope: !888)
!901 = !DILocation(line: 255, column: 6, scope: !888)
!902 = !DILocation(line: 255, column: 16, scope: !888)
!903 = !{!904, !510, i64 10}
!904 = !{!"Proto", !509, i64 0, !510, i64 8, !510, i64 9, !510, i64 10, !510, i64 11, !510, i64 12, !638, i64 16, !638, i64 20, !638, i64 24, !638, i64 28, !638, i64 32, !638, i64 36, !638, i64 40, !638, i64 44, !638, i64 48, !509, i64 56, !509, i64 64, !509, i64 72, !509, i64 80, !509, i64 88, !509, i64 96, !509, i64 104, !509, i64 112, !509, i64 120}
!905 = !DILocation(line: 256, column: 6, scope: !888)
!906 = !DILocation(line: 256, column: 16, scope: !888)
!907 = !{!904, !510, i64 11}
!908 = !DILocation(line: 257, column: 6, scope: !888)
!909 = !DILocation(line: 257, column: 19, scope: !888)
!910 = !{!904, !510, i64 12}
!911 = !DILocation(line: 244, column: 12, scope: !888)
!912 = !DILocation(line: 245, column: 8, scope: !888)
!913 = !DILocation(line: 263, column: 3, scope: !888)
!914 = distinct !DISubprogram(name: "luaF_freeproto", scope: !2, file: !2, line: 267, type: !915, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !917)
!915 = !DISubroutineType(types: !916)
!916 = !{null, !121, !891}
!917 = !{!918, !919}
!918 = !DILocalVariable(name: "L", arg: 1, scope: !914, file: !2, line: 267, type: !121)
!919 = !DILocalVariable(name: "f", arg: 2, scope: !914, file: !2, line: 267, type: !891)
!920 = !DILocation(line: 0, scope: !914)
!921 = !DILocation(line: 268, column: 3, scope: !914)
!922 = !{!904, !509, i64 64}
!923 = !{!904, !638, i64 24}
!924 = !DILocation(line: 269, column: 3, scope: !914)
!925 = !{!904, !509, i64 72}
!926 = !{!904, !638, i64 32}
!927 = !DILocation(line: 270, column: 3, scope: !914)
!928 = !{!904, !509, i64 56}
!929 = !{!904, !638, i64 20}
!930 = !DILocation(line: 271, column: 3, scope: !914)
!931 = !{!904, !509, i64 88}
!932 = !{!904, !638, i64 28}
!933 = !DILocation(line: 272, column: 3, scope: !914)
!934 = !{!904, !509, i64 96}
!935 = !{!904, !638, i64 40}
!936 = !DILocation(line: 273, column: 3, scope: !914)
!937 = !{!904, !509, i64 104}
!938 = !{!904, !638, i64 36}
!939 = !DILocation(line: 274, column: 3, scope: !914)
!940 = !{!904, !509, i64 80}
!941 = !{!904, !638, i64 16}
!942 = !DILocation(line: 275, column: 3, scope: !914)
!943 = !DILocation(line: 276, column: 1, scope: !914)
!944 = !DISubprogram(name: "luaM_free_", scope: !945, file: !945, line: 84, type: !946, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!945 = !DIFile(filename: "src/lua/lmem.h", directory: ".", checksumkind: CSK_MD5, checksum: "313e02a40d047c422219b8cdf3b31411")
!946 = !DISubroutineType(types: !947)
!947 = !{null, !121, !114, !75}
!948 = distinct !DISubprogram(name: "luaF_getlocalname", scope: !2, file: !2, line: 283, type: !949, scopeLine: 283, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !953)
!949 = !DISubroutineType(types: !950)
!950 = !{!234, !951, !45, !45}
!951 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !952, size: 64)
!952 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !892)
!953 = !{!954, !955, !956, !957}
!954 = !DILocalVariable(name: "f", arg: 1, scope: !948, file: !2, line: 283, type: !951)
!955 = !DILocalVariable(name: "local_number", arg: 2, scope: !948, file: !2, line: 283, type: !45)
!956 = !DILocalVariable(name: "pc", arg: 3, scope: !948, file: !2, line: 283, type: !45)
!957 = !DILocalVariable(name: "i", scope: !948, file: !2, line: 284, type: !45)
!958 = !DILocation(line: 0, scope: !948)
!959 = !DILocation(line: 285, column: 16, scope: !960)
!960 = distinct !DILexicalBlock(scope: !961, file: !2, line: 285, column: 3)
!961 = distinct !DILexicalBlock(scope: !948, file: !2, line: 285, column: 3)
!962 = !DILocation(line: 285, column: 32, scope: !960)
!963 = !DILocation(line: 285, column: 35, scope: !960)
!964 = !DILocation(line: 285, column: 49, scope: !960)
!965 = !{!966, !638, i64 8}
!966 = !{!"LocVar", !509, i64 0, !638, i64 8, !638, i64 12}
!967 = !DILocation(line: 285, column: 57, scope: !960)
!968 = !DILocation(line: 285, column: 3, scope: !961)
!969 = !DILocation(line: 286, column: 28, scope: !970)
!970 = distinct !DILexicalBlock(scope: !971, file: !2, line: 286, column: 9)
!971 = distinct !DILexicalBlock(scope: !960, file: !2, line: 285, column: 69)
!972 = !{!966, !638, i64 12}
!973 = !DILocation(line: 286, column: 12, scope: !970)
!974 = !DILocation(line: 286, column: 9, scope: !971)
!975 = !DILocation(line: 287, column: 19, scope: !976)
!976 = distinct !DILexicalBlock(scope: !970, file: !2, line: 286, column: 35)
!977 = !DILocation(line: 288, column: 24, scope: !978)
!978 = distinct !DILexicalBlock(scope: !976, file: !2, line: 288, column: 11)
!979 = !DILocation(line: 288, column: 11, scope: !976)
!980 = !DILocation(line: 289, column: 16, scope: !978)
!981 = !{!966, !509, i64 0}
!982 = !DILocation(line: 289, column: 9, scope: !978)
!983 = !DILocation(line: 285, column: 65, scope: !960)
!984 = distinct !{!984, !968, !985, !575}
!985 = !DILocation(line: 291, column: 3, scope: !961)
!986 = !DILocation(line: 293, column: 1, scope: !948)
!987 = !DISubprogram(name: "luaT_gettmbyobj", scope: !15, file: !15, line: 77, type: !988, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!988 = !DISubroutineType(types: !989)
!989 = !{!665, !121, !665, !990}
!990 = !DIDerivedType(tag: DW_TAG_typedef, name: "TMS", file: !15, line: 45, baseType: !14)
!991 = !DISubprogram(name: "luaG_findlocal", scope: !992, file: !992, line: 40, type: !993, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!992 = !DIFile(filename: "src/lua/ldebug.h", directory: ".", checksumkind: CSK_MD5, checksum: "e354d5afec415152be85e3d4d3dd589e")
!993 = !DISubroutineType(types: !994)
!994 = !{!234, !121, !238, !45, !995}
!995 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!996 = !DISubprogram(name: "luaG_runerror", scope: !992, file: !992, line: 56, type: !997, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!997 = !DISubroutineType(types: !998)
!998 = !{null, !121, !234, null}
!999 = !DISubprogram(name: "luaD_seterrorobj", scope: !1000, file: !1000, line: 63, type: !1001, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1000 = !DIFile(filename: "src/lua/ldo.h", directory: ".", checksumkind: CSK_MD5, checksum: "28138809e652958723ca82a42b18e9f3")
!1001 = !DISubroutineType(types: !1002)
!1002 = !{null, !121, !45, !136}
!1003 = !DISubprogram(name: "luaD_call", scope: !1000, file: !1000, line: 72, type: !1004, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1004 = !DISubroutineType(types: !1005)
!1005 = !{null, !121, !136, !45}
!1006 = !DISubprogram(name: "luaD_callnoyield", scope: !1000, file: !1000, line: 73, type: !1004, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
