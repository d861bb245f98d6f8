; ModuleID = 'src/lua/lstate.c'
source_filename = "src/lua/lstate.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.StackValue = type { %struct.TValue }
%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }

@.str = private unnamed_addr constant [17 x i8] c"C stack overflow\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [29 x i8] c"error object is not a string\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [10 x i8] c"error in \00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [3 x i8] c" (\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [2 x i8] c")\00", align 1, !dbg !22

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define hidden void @luaE_setdebt(ptr nocapture noundef %0, i64 noundef %1) local_unnamed_addr #0 !dbg !493 {
    #dbg_value(ptr %0, !497, !DIExpression(), !500)
    #dbg_value(i64 %1, !498, !DIExpression(), !500)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !501
  %4 = load i64, ptr %3, align 8, !dbg !501, !tbaa !502
  %5 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !501
  %6 = load i64, ptr %5, align 8, !dbg !501, !tbaa !511
  %7 = add nsw i64 %6, %4, !dbg !501
    #dbg_value(i64 %7, !499, !DIExpression(), !500)
  %8 = add nsw i64 %7, -9223372036854775807, !dbg !512
  %9 = tail call i64 @llvm.smax.i64(i64 %8, i64 %1), !dbg !514
    #dbg_value(i64 %9, !498, !DIExpression(), !500)
  %10 = sub nsw i64 %7, %9, !dbg !515
  store i64 %10, ptr %3, align 8, !dbg !516, !tbaa !502
  store i64 %9, ptr %5, align 8, !dbg !517, !tbaa !511
  ret void, !dbg !518
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @lua_setcstacklimit(ptr nocapture noundef readnone %0, i32 noundef %1) local_unnamed_addr #2 !dbg !519 {
    #dbg_value(ptr %0, !523, !DIExpression(), !525)
    #dbg_value(i32 %1, !524, !DIExpression(), !525)
  ret i32 200, !dbg !526
}

; Function Attrs: nounwind uwtable
define hidden ptr @luaE_extendCI(ptr noundef %0) local_unnamed_addr #3 !dbg !527 {
    #dbg_value(ptr %0, !531, !DIExpression(), !533)
  %2 = tail call ptr @luaM_malloc_(ptr noundef %0, i64 noundef 64, i32 noundef 0) #9, !dbg !534
    #dbg_value(ptr %2, !532, !DIExpression(), !533)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !535
  %4 = load ptr, ptr %3, align 8, !dbg !535, !tbaa !536
  %5 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !540
  store ptr %2, ptr %5, align 8, !dbg !541, !tbaa !542
  %6 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !543
  store ptr %4, ptr %6, align 8, !dbg !544, !tbaa !545
  %7 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !546
  store ptr null, ptr %7, align 8, !dbg !547, !tbaa !542
  %8 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !548
  store volatile i32 0, ptr %8, align 8, !dbg !549, !tbaa !550
  %9 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !551
  %10 = load i16, ptr %9, align 4, !dbg !552, !tbaa !553
  %11 = add i16 %10, 1, !dbg !552
  store i16 %11, ptr %9, align 4, !dbg !552, !tbaa !553
  ret ptr %2, !dbg !554
}

declare !dbg !555 hidden ptr @luaM_malloc_(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define hidden void @luaE_shrinkCI(ptr noundef %0) local_unnamed_addr #3 !dbg !559 {
    #dbg_value(ptr %0, !563, !DIExpression(), !568)
  %2 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !569
  %3 = load ptr, ptr %2, align 8, !dbg !569, !tbaa !536
  %4 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !570
  %5 = load ptr, ptr %4, align 8, !dbg !570, !tbaa !542
    #dbg_value(ptr %5, !564, !DIExpression(), !568)
  %6 = icmp eq ptr %5, null, !dbg !571
  br i1 %6, label %27, label %7, !dbg !573

7:                                                ; preds = %1
    #dbg_value(ptr %5, !564, !DIExpression(), !568)
  %8 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !574
  %9 = load ptr, ptr %8, align 8, !dbg !574, !tbaa !542
  %10 = icmp eq ptr %9, null, !dbg !575
  br i1 %10, label %27, label %11, !dbg !576

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 12
  br label %13, !dbg !576

13:                                               ; preds = %11, %22
  %14 = phi ptr [ %9, %11 ], [ %25, %22 ]
  %15 = phi ptr [ %8, %11 ], [ %24, %22 ]
  %16 = phi ptr [ %5, %11 ], [ %18, %22 ]
    #dbg_value(ptr %16, !564, !DIExpression(), !568)
  %17 = getelementptr inbounds i8, ptr %14, i64 24, !dbg !577
  %18 = load ptr, ptr %17, align 8, !dbg !577, !tbaa !542
    #dbg_value(ptr %18, !566, !DIExpression(), !578)
  store ptr %18, ptr %15, align 8, !dbg !579, !tbaa !542
  %19 = load i16, ptr %12, align 4, !dbg !580, !tbaa !553
  %20 = add i16 %19, -1, !dbg !580
  store i16 %20, ptr %12, align 4, !dbg !580, !tbaa !553
  tail call void @luaM_free_(ptr noundef nonnull %0, ptr noundef nonnull %14, i64 noundef 64) #9, !dbg !581
  %21 = icmp eq ptr %18, null, !dbg !582
  br i1 %21, label %27, label %22, !dbg !584

22:                                               ; preds = %13
  %23 = getelementptr inbounds i8, ptr %18, i64 16, !dbg !585
  store ptr %16, ptr %23, align 8, !dbg !587, !tbaa !545
    #dbg_value(ptr %18, !564, !DIExpression(), !568)
  %24 = getelementptr inbounds i8, ptr %18, i64 24, !dbg !574
  %25 = load ptr, ptr %24, align 8, !dbg !574, !tbaa !542
    #dbg_value(ptr %25, !565, !DIExpression(), !568)
  %26 = icmp eq ptr %25, null, !dbg !575
  br i1 %26, label %27, label %13, !dbg !576

27:                                               ; preds = %22, %13, %7, %1
  ret void, !dbg !588
}

declare !dbg !589 hidden void @luaM_free_(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define hidden void @luaE_checkcstack(ptr noundef %0) local_unnamed_addr #3 !dbg !592 {
    #dbg_value(ptr %0, !594, !DIExpression(), !595)
  %2 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !596
  %3 = load i32, ptr %2, align 8, !dbg !596, !tbaa !598
  %4 = and i32 %3, 65535, !dbg !596
  %5 = icmp eq i32 %4, 200, !dbg !599
  br i1 %5, label %6, label %7, !dbg !600

6:                                                ; preds = %1
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef nonnull %0, ptr noundef nonnull @.str) #10, !dbg !601
  unreachable, !dbg !601

7:                                                ; preds = %1
  %8 = icmp ugt i32 %4, 219, !dbg !602
  br i1 %8, label %9, label %10, !dbg !604

9:                                                ; preds = %7
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 5) #10, !dbg !605
  unreachable, !dbg !605

10:                                               ; preds = %7
  ret void, !dbg !606
}

; Function Attrs: noreturn
declare !dbg !607 hidden void @luaG_runerror(ptr noundef, ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: noreturn
declare !dbg !611 hidden void @luaD_throw(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden void @luaE_incCstack(ptr noundef %0) local_unnamed_addr #3 !dbg !615 {
    #dbg_value(ptr %0, !617, !DIExpression(), !618)
  %2 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !619
  %3 = load i32, ptr %2, align 8, !dbg !620, !tbaa !598
  %4 = add i32 %3, 1, !dbg !620
  store i32 %4, ptr %2, align 8, !dbg !620, !tbaa !598
  %5 = and i32 %4, 65528, !dbg !621
  %6 = icmp ugt i32 %5, 199, !dbg !621
  br i1 %6, label %7, label %8, !dbg !623, !prof !624

7:                                                ; preds = %1
  tail call void @luaE_checkcstack(ptr noundef nonnull %0), !dbg !625
  br label %8, !dbg !625

8:                                                ; preds = %7, %1
  ret void, !dbg !626
}

; Function Attrs: nounwind uwtable
define dso_local ptr @lua_newthread(ptr noundef %0) local_unnamed_addr #3 !dbg !627 {
    #dbg_value(ptr %0, !631, !DIExpression(), !638)
  %2 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !639
  %3 = load ptr, ptr %2, align 8, !dbg !639, !tbaa !640
    #dbg_value(ptr %3, !632, !DIExpression(), !638)
  %4 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !641
  %5 = load i64, ptr %4, align 8, !dbg !641, !tbaa !511
  %6 = icmp sgt i64 %5, 0, !dbg !641
  br i1 %6, label %7, label %8, !dbg !644

7:                                                ; preds = %1
  tail call void @luaC_step(ptr noundef nonnull %0) #9, !dbg !645
  br label %8, !dbg !645

8:                                                ; preds = %7, %1
  %9 = tail call ptr @luaC_newobjdt(ptr noundef nonnull %0, i32 noundef 8, i64 noundef 208, i64 noundef 8) #9, !dbg !647
    #dbg_value(ptr %9, !633, !DIExpression(), !638)
    #dbg_value(ptr %9, !634, !DIExpression(), !638)
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !648
  %11 = load ptr, ptr %10, align 8, !dbg !648, !tbaa !550
    #dbg_value(ptr %11, !635, !DIExpression(), !649)
    #dbg_value(ptr %9, !637, !DIExpression(), !649)
  store ptr %9, ptr %11, align 8, !dbg !648, !tbaa !550
  %12 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !648
  store i8 72, ptr %12, align 8, !dbg !648, !tbaa !650
  %13 = load ptr, ptr %10, align 8, !dbg !651, !tbaa !550
  %14 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !651
  store ptr %14, ptr %10, align 8, !dbg !651, !tbaa !550
    #dbg_value(ptr %9, !653, !DIExpression(), !659)
    #dbg_value(ptr %3, !658, !DIExpression(), !659)
  %15 = getelementptr inbounds i8, ptr %9, i64 24, !dbg !661
  store ptr %3, ptr %15, align 8, !dbg !662, !tbaa !640
  %16 = getelementptr inbounds i8, ptr %9, i64 48, !dbg !663
  store ptr null, ptr %16, align 8, !dbg !664, !tbaa !550
  %17 = getelementptr inbounds i8, ptr %9, i64 32, !dbg !665
  store ptr null, ptr %17, align 8, !dbg !666, !tbaa !536
  %18 = getelementptr inbounds i8, ptr %9, i64 12, !dbg !667
  store i16 0, ptr %18, align 4, !dbg !668, !tbaa !553
  %19 = getelementptr inbounds i8, ptr %9, i64 80, !dbg !669
  store ptr %9, ptr %19, align 8, !dbg !670, !tbaa !671
  %20 = getelementptr inbounds i8, ptr %9, i64 176, !dbg !672
  store i32 0, ptr %20, align 8, !dbg !673, !tbaa !598
  %21 = getelementptr inbounds i8, ptr %9, i64 88, !dbg !674
  store ptr null, ptr %21, align 8, !dbg !675, !tbaa !676
  %22 = getelementptr inbounds i8, ptr %9, i64 160, !dbg !677
  store volatile ptr null, ptr %22, align 8, !dbg !678, !tbaa !679
  %23 = getelementptr inbounds i8, ptr %9, i64 192, !dbg !680
  store volatile i32 0, ptr %23, align 8, !dbg !681, !tbaa !682
  %24 = getelementptr inbounds i8, ptr %9, i64 184, !dbg !683
  store i32 0, ptr %24, align 8, !dbg !684, !tbaa !685
  %25 = getelementptr inbounds i8, ptr %9, i64 11, !dbg !686
  store i8 1, ptr %25, align 1, !dbg !687, !tbaa !688
  %26 = getelementptr inbounds i8, ptr %9, i64 188, !dbg !689
  %27 = getelementptr inbounds i8, ptr %9, i64 56, !dbg !690
  store ptr null, ptr %27, align 8, !dbg !691, !tbaa !692
  %28 = getelementptr inbounds i8, ptr %9, i64 10, !dbg !693
  store i8 0, ptr %28, align 2, !dbg !694, !tbaa !695
  %29 = getelementptr inbounds i8, ptr %9, i64 168, !dbg !696
  store i64 0, ptr %29, align 8, !dbg !697, !tbaa !698
  %30 = getelementptr inbounds i8, ptr %9, i64 180, !dbg !699
  store i32 0, ptr %30, align 4, !dbg !700, !tbaa !701
  %31 = getelementptr inbounds i8, ptr %0, i64 192, !dbg !702
  %32 = load volatile i32, ptr %31, align 8, !dbg !702, !tbaa !682
  store volatile i32 %32, ptr %23, align 8, !dbg !703, !tbaa !682
  %33 = getelementptr inbounds i8, ptr %0, i64 184, !dbg !704
  %34 = load i32, ptr %33, align 8, !dbg !704, !tbaa !685
  store i32 %34, ptr %24, align 8, !dbg !705, !tbaa !685
  %35 = getelementptr inbounds i8, ptr %0, i64 160, !dbg !706
  %36 = load volatile ptr, ptr %35, align 8, !dbg !706, !tbaa !679
  store volatile ptr %36, ptr %22, align 8, !dbg !707, !tbaa !679
  store i32 %34, ptr %26, align 4, !dbg !708, !tbaa !709
  %37 = getelementptr inbounds i8, ptr %9, i64 -8, !dbg !710
  %38 = getelementptr inbounds i8, ptr %3, i64 264, !dbg !711
  %39 = load ptr, ptr %38, align 8, !dbg !711, !tbaa !712
  %40 = getelementptr inbounds i8, ptr %39, i64 -8, !dbg !711
  %41 = load i64, ptr %40, align 1, !dbg !713
  store i64 %41, ptr %37, align 1, !dbg !713
    #dbg_value(ptr %9, !714, !DIExpression(), !722)
    #dbg_value(ptr %0, !719, !DIExpression(), !722)
  %42 = tail call ptr @luaM_malloc_(ptr noundef nonnull %0, i64 noundef 720, i32 noundef 0) #9, !dbg !724
  store ptr %42, ptr %16, align 8, !dbg !725, !tbaa !550
  %43 = getelementptr inbounds i8, ptr %9, i64 64, !dbg !726
  store ptr %42, ptr %43, align 8, !dbg !727, !tbaa !550
    #dbg_value(i32 0, !720, !DIExpression(), !722)
  br label %44, !dbg !728

44:                                               ; preds = %44, %8
  %45 = phi i64 [ 0, %8 ], [ %60, %44 ]
    #dbg_value(i64 %45, !720, !DIExpression(), !722)
  %46 = load ptr, ptr %16, align 8, !dbg !730, !tbaa !550
  %47 = getelementptr inbounds %union.StackValue, ptr %46, i64 %45, i32 0, i32 1, !dbg !730
  store i8 0, ptr %47, align 8, !dbg !730, !tbaa !550
  %48 = add nuw nsw i64 %45, 1, !dbg !732
    #dbg_value(i64 %48, !720, !DIExpression(), !722)
  %49 = load ptr, ptr %16, align 8, !dbg !730, !tbaa !550
  %50 = getelementptr inbounds %union.StackValue, ptr %49, i64 %48, i32 0, i32 1, !dbg !730
  store i8 0, ptr %50, align 8, !dbg !730, !tbaa !550
  %51 = add nuw nsw i64 %45, 2, !dbg !732
    #dbg_value(i64 %51, !720, !DIExpression(), !722)
  %52 = load ptr, ptr %16, align 8, !dbg !730, !tbaa !550
  %53 = getelementptr inbounds %union.StackValue, ptr %52, i64 %51, i32 0, i32 1, !dbg !730
  store i8 0, ptr %53, align 8, !dbg !730, !tbaa !550
  %54 = add nuw nsw i64 %45, 3, !dbg !732
    #dbg_value(i64 %54, !720, !DIExpression(), !722)
  %55 = load ptr, ptr %16, align 8, !dbg !730, !tbaa !550
  %56 = getelementptr inbounds %union.StackValue, ptr %55, i64 %54, i32 0, i32 1, !dbg !730
  store i8 0, ptr %56, align 8, !dbg !730, !tbaa !550
  %57 = add nuw nsw i64 %45, 4, !dbg !732
    #dbg_value(i64 %57, !720, !DIExpression(), !722)
  %58 = load ptr, ptr %16, align 8, !dbg !730, !tbaa !550
  %59 = getelementptr inbounds %union.StackValue, ptr %58, i64 %57, i32 0, i32 1, !dbg !730
  store i8 0, ptr %59, align 8, !dbg !730, !tbaa !550
  %60 = add nuw nsw i64 %45, 5, !dbg !732
    #dbg_value(i64 %60, !720, !DIExpression(), !722)
  %61 = icmp eq i64 %60, 45, !dbg !733
  br i1 %61, label %62, label %44, !dbg !728, !llvm.loop !734

62:                                               ; preds = %44
  %63 = load ptr, ptr %16, align 8, !dbg !737, !tbaa !550
  %64 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !738
  store ptr %63, ptr %64, align 8, !dbg !739, !tbaa !550
  %65 = getelementptr inbounds i8, ptr %63, i64 640, !dbg !740
  %66 = getelementptr inbounds i8, ptr %9, i64 40, !dbg !741
  store ptr %65, ptr %66, align 8, !dbg !742, !tbaa !550
  %67 = getelementptr inbounds i8, ptr %9, i64 96, !dbg !743
    #dbg_value(ptr %67, !721, !DIExpression(), !722)
  %68 = getelementptr inbounds i8, ptr %9, i64 112, !dbg !744
  %69 = getelementptr inbounds i8, ptr %9, i64 158, !dbg !745
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %68, i8 0, i64 16, i1 false), !dbg !746
  store i16 2, ptr %69, align 2, !dbg !747, !tbaa !748
  store ptr %63, ptr %67, align 8, !dbg !749, !tbaa !550
  %70 = getelementptr inbounds i8, ptr %9, i64 128, !dbg !750
  store ptr null, ptr %70, align 8, !dbg !751, !tbaa !550
  %71 = getelementptr inbounds i8, ptr %9, i64 156, !dbg !752
  store i16 0, ptr %71, align 4, !dbg !753, !tbaa !754
  %72 = getelementptr inbounds i8, ptr %63, i64 8, !dbg !755
  store i8 0, ptr %72, align 8, !dbg !755, !tbaa !550
  %73 = load ptr, ptr %64, align 8, !dbg !756, !tbaa !550
  %74 = getelementptr inbounds i8, ptr %73, i64 16, !dbg !756
  store ptr %74, ptr %64, align 8, !dbg !756, !tbaa !550
  %75 = getelementptr inbounds i8, ptr %73, i64 336, !dbg !757
  %76 = getelementptr inbounds i8, ptr %9, i64 104, !dbg !758
  store ptr %75, ptr %76, align 8, !dbg !759, !tbaa !550
  store ptr %67, ptr %17, align 8, !dbg !760, !tbaa !536
  ret ptr %9, !dbg !761
}

declare !dbg !762 hidden void @luaC_step(ptr noundef) local_unnamed_addr #4

declare !dbg !764 hidden ptr @luaC_newobjdt(ptr noundef, i32 noundef, i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define hidden void @luaE_freethread(ptr noundef %0, ptr noundef %1) local_unnamed_addr #3 !dbg !767 {
    #dbg_value(ptr %0, !769, !DIExpression(), !772)
    #dbg_value(ptr %1, !770, !DIExpression(), !772)
    #dbg_value(ptr %1, !771, !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value), !772)
  %3 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !773
  %4 = load ptr, ptr %3, align 8, !dbg !774, !tbaa !550
  tail call void @luaF_closeupval(ptr noundef %1, ptr noundef %4) #9, !dbg !775
    #dbg_value(ptr %1, !776, !DIExpression(), !779)
  %5 = load ptr, ptr %3, align 8, !dbg !781, !tbaa !550
  %6 = icmp eq ptr %5, null, !dbg !783
  br i1 %6, label %35, label %7, !dbg !784

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !785
  %9 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !786
  store ptr %8, ptr %9, align 8, !dbg !787, !tbaa !536
    #dbg_value(ptr %1, !788, !DIExpression(), !793)
    #dbg_value(ptr %8, !791, !DIExpression(), !793)
  %10 = getelementptr inbounds i8, ptr %1, i64 120, !dbg !795
  %11 = load ptr, ptr %10, align 8, !dbg !795, !tbaa !542
    #dbg_value(ptr %11, !792, !DIExpression(), !793)
  store ptr null, ptr %10, align 8, !dbg !796, !tbaa !542
    #dbg_value(ptr %11, !792, !DIExpression(), !793)
    #dbg_value(ptr %11, !791, !DIExpression(), !793)
  %12 = icmp eq ptr %11, null, !dbg !797
  br i1 %12, label %24, label %13, !dbg !798

13:                                               ; preds = %7
  %14 = getelementptr inbounds i8, ptr %1, i64 12
  br label %15, !dbg !798

15:                                               ; preds = %15, %13
  %16 = phi ptr [ %11, %13 ], [ %18, %15 ]
    #dbg_value(ptr %16, !792, !DIExpression(), !793)
  %17 = getelementptr inbounds i8, ptr %16, i64 24, !dbg !799
  %18 = load ptr, ptr %17, align 8, !dbg !799, !tbaa !542
    #dbg_value(ptr %18, !792, !DIExpression(), !793)
  tail call void @luaM_free_(ptr noundef nonnull %1, ptr noundef nonnull %16, i64 noundef 64) #9, !dbg !801
  %19 = load i16, ptr %14, align 4, !dbg !802, !tbaa !553
  %20 = add i16 %19, -1, !dbg !802
  store i16 %20, ptr %14, align 4, !dbg !802, !tbaa !553
    #dbg_value(ptr %18, !791, !DIExpression(), !793)
  %21 = icmp eq ptr %18, null, !dbg !797
  br i1 %21, label %22, label %15, !dbg !798, !llvm.loop !803

22:                                               ; preds = %15
  %23 = load ptr, ptr %3, align 8, !dbg !805, !tbaa !550
  br label %24, !dbg !805

24:                                               ; preds = %22, %7
  %25 = phi ptr [ %23, %22 ], [ %5, %7 ], !dbg !805
  %26 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !805
  %27 = load ptr, ptr %26, align 8, !dbg !805, !tbaa !550
  %28 = ptrtoint ptr %27 to i64, !dbg !805
  %29 = ptrtoint ptr %25 to i64, !dbg !805
  %30 = sub i64 %28, %29, !dbg !805
  %31 = shl i64 %30, 28, !dbg !805
  %32 = add i64 %31, 21474836480, !dbg !805
  %33 = ashr exact i64 %32, 28, !dbg !805
  %34 = and i64 %33, -16, !dbg !805
  tail call void @luaM_free_(ptr noundef nonnull %1, ptr noundef %25, i64 noundef %34) #9, !dbg !805
  br label %35, !dbg !806

35:                                               ; preds = %2, %24
  %36 = getelementptr inbounds i8, ptr %1, i64 -8, !dbg !807
    #dbg_value(ptr %36, !771, !DIExpression(), !772)
  tail call void @luaM_free_(ptr noundef %0, ptr noundef nonnull %36, i64 noundef 208) #9, !dbg !808
  ret void, !dbg !809
}

declare !dbg !810 hidden void @luaF_closeupval(ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define hidden i32 @luaE_resetthread(ptr noundef %0, i32 noundef %1) local_unnamed_addr #3 !dbg !814 {
    #dbg_value(ptr %0, !818, !DIExpression(), !821)
    #dbg_value(i32 %1, !819, !DIExpression(), !821)
  %3 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !822
  %4 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !823
  store ptr %3, ptr %4, align 8, !dbg !824, !tbaa !536
    #dbg_value(ptr %3, !820, !DIExpression(), !821)
  %5 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !825
  %6 = load ptr, ptr %5, align 8, !dbg !825, !tbaa !550
  %7 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !825
  store i8 0, ptr %7, align 8, !dbg !825, !tbaa !550
  %8 = load ptr, ptr %5, align 8, !dbg !826, !tbaa !550
  store ptr %8, ptr %3, align 8, !dbg !827, !tbaa !550
  %9 = getelementptr inbounds i8, ptr %0, i64 158, !dbg !828
  store i16 2, ptr %9, align 2, !dbg !829, !tbaa !748
  %10 = icmp eq i32 %1, 1, !dbg !830
  %11 = select i1 %10, i32 0, i32 %1, !dbg !832
    #dbg_value(i32 %11, !819, !DIExpression(), !821)
  %12 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !833
  store i8 0, ptr %12, align 2, !dbg !834, !tbaa !695
  %13 = tail call i32 @luaD_closeprotected(ptr noundef %0, i64 noundef 1, i32 noundef %11) #9, !dbg !835
    #dbg_value(i32 %13, !819, !DIExpression(), !821)
  %14 = icmp eq i32 %13, 0, !dbg !836
  %15 = load ptr, ptr %5, align 8, !dbg !838, !tbaa !550
  %16 = getelementptr inbounds i8, ptr %15, i64 16, !dbg !838
  br i1 %14, label %21, label %17, !dbg !839

17:                                               ; preds = %2
  tail call void @luaD_seterrorobj(ptr noundef nonnull %0, i32 noundef %13, ptr noundef nonnull %16) #9, !dbg !840
  %18 = getelementptr inbounds i8, ptr %0, i64 16
  %19 = load ptr, ptr %18, align 8, !dbg !841, !tbaa !550
  %20 = load ptr, ptr %5, align 8, !dbg !842, !tbaa !550
  br label %23, !dbg !840

21:                                               ; preds = %2
  %22 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !843
  store ptr %16, ptr %22, align 8, !dbg !844, !tbaa !550
  br label %23

23:                                               ; preds = %21, %17
  %24 = phi ptr [ %15, %21 ], [ %20, %17 ], !dbg !842
  %25 = phi ptr [ %16, %21 ], [ %19, %17 ], !dbg !841
  %26 = getelementptr inbounds i8, ptr %25, i64 320, !dbg !845
  %27 = getelementptr inbounds i8, ptr %0, i64 104, !dbg !846
  store ptr %26, ptr %27, align 8, !dbg !847, !tbaa !550
  %28 = ptrtoint ptr %26 to i64, !dbg !842
  %29 = ptrtoint ptr %24 to i64, !dbg !842
  %30 = sub i64 %28, %29, !dbg !842
  %31 = lshr exact i64 %30, 4, !dbg !842
  %32 = trunc i64 %31 to i32, !dbg !842
  %33 = tail call i32 @luaD_reallocstack(ptr noundef nonnull %0, i32 noundef %32, i32 noundef 0) #9, !dbg !848
  ret i32 %13, !dbg !849
}

declare !dbg !850 hidden i32 @luaD_closeprotected(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

declare !dbg !853 hidden void @luaD_seterrorobj(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !856 hidden i32 @luaD_reallocstack(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_closethread(ptr noundef %0, ptr noundef readonly %1) local_unnamed_addr #3 !dbg !859 {
    #dbg_value(ptr %0, !863, !DIExpression(), !866)
    #dbg_value(ptr %1, !864, !DIExpression(), !866)
  %3 = icmp eq ptr %1, null, !dbg !867
  br i1 %3, label %8, label %4, !dbg !867

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !868
  %6 = load i32, ptr %5, align 8, !dbg !868, !tbaa !598
  %7 = and i32 %6, 65535, !dbg !868
  br label %8, !dbg !867

8:                                                ; preds = %2, %4
  %9 = phi i32 [ %7, %4 ], [ 0, %2 ], !dbg !867
  %10 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !869
  store i32 %9, ptr %10, align 8, !dbg !870, !tbaa !598
  %11 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !871
  %12 = load i8, ptr %11, align 2, !dbg !871, !tbaa !695
    #dbg_value(ptr %0, !818, !DIExpression(), !872)
    #dbg_value(i8 %12, !819, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !872)
  %13 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !874
  %14 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !875
  store ptr %13, ptr %14, align 8, !dbg !876, !tbaa !536
    #dbg_value(ptr %13, !820, !DIExpression(), !872)
  %15 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !877
  %16 = load ptr, ptr %15, align 8, !dbg !877, !tbaa !550
  %17 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !877
  store i8 0, ptr %17, align 8, !dbg !877, !tbaa !550
  %18 = load ptr, ptr %15, align 8, !dbg !878, !tbaa !550
  store ptr %18, ptr %13, align 8, !dbg !879, !tbaa !550
  %19 = getelementptr inbounds i8, ptr %0, i64 158, !dbg !880
  store i16 2, ptr %19, align 2, !dbg !881, !tbaa !748
  %20 = icmp eq i8 %12, 1, !dbg !882
  %21 = select i1 %20, i8 0, i8 %12, !dbg !883
  %22 = zext i8 %21 to i32, !dbg !883
    #dbg_value(i32 %22, !819, !DIExpression(), !872)
  store i8 0, ptr %11, align 2, !dbg !884, !tbaa !695
  %23 = tail call i32 @luaD_closeprotected(ptr noundef %0, i64 noundef 1, i32 noundef %22) #9, !dbg !885
    #dbg_value(i32 %23, !819, !DIExpression(), !872)
  %24 = icmp eq i32 %23, 0, !dbg !886
  %25 = load ptr, ptr %15, align 8, !dbg !887, !tbaa !550
  %26 = getelementptr inbounds i8, ptr %25, i64 16, !dbg !887
  br i1 %24, label %31, label %27, !dbg !888

27:                                               ; preds = %8
  tail call void @luaD_seterrorobj(ptr noundef nonnull %0, i32 noundef %23, ptr noundef nonnull %26) #9, !dbg !889
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  %29 = load ptr, ptr %28, align 8, !dbg !890, !tbaa !550
  %30 = load ptr, ptr %15, align 8, !dbg !891, !tbaa !550
  br label %33, !dbg !889

31:                                               ; preds = %8
  %32 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !892
  store ptr %26, ptr %32, align 8, !dbg !893, !tbaa !550
  br label %33

33:                                               ; preds = %27, %31
  %34 = phi ptr [ %25, %31 ], [ %30, %27 ], !dbg !891
  %35 = phi ptr [ %26, %31 ], [ %29, %27 ], !dbg !890
  %36 = getelementptr inbounds i8, ptr %35, i64 320, !dbg !894
  %37 = getelementptr inbounds i8, ptr %0, i64 104, !dbg !895
  store ptr %36, ptr %37, align 8, !dbg !896, !tbaa !550
  %38 = ptrtoint ptr %36 to i64, !dbg !891
  %39 = ptrtoint ptr %34 to i64, !dbg !891
  %40 = sub i64 %38, %39, !dbg !891
  %41 = lshr exact i64 %40, 4, !dbg !891
  %42 = trunc i64 %41 to i32, !dbg !891
  %43 = tail call i32 @luaD_reallocstack(ptr noundef nonnull %0, i32 noundef %42, i32 noundef 0) #9, !dbg !897
    #dbg_value(i32 %23, !865, !DIExpression(), !866)
  ret i32 %23, !dbg !898
}

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_resetthread(ptr noundef %0) local_unnamed_addr #3 !dbg !899 {
    #dbg_value(ptr %0, !901, !DIExpression(), !902)
    #dbg_value(ptr %0, !863, !DIExpression(), !903)
    #dbg_value(ptr null, !864, !DIExpression(), !903)
  %2 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !905
  store i32 0, ptr %2, align 8, !dbg !906, !tbaa !598
  %3 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !907
  %4 = load i8, ptr %3, align 2, !dbg !907, !tbaa !695
    #dbg_value(ptr %0, !818, !DIExpression(), !908)
    #dbg_value(i8 %4, !819, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !908)
  %5 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !910
  %6 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !911
  store ptr %5, ptr %6, align 8, !dbg !912, !tbaa !536
    #dbg_value(ptr %5, !820, !DIExpression(), !908)
  %7 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !913
  %8 = load ptr, ptr %7, align 8, !dbg !913, !tbaa !550
  %9 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !913
  store i8 0, ptr %9, align 8, !dbg !913, !tbaa !550
  %10 = load ptr, ptr %7, align 8, !dbg !914, !tbaa !550
  store ptr %10, ptr %5, align 8, !dbg !915, !tbaa !550
  %11 = getelementptr inbounds i8, ptr %0, i64 158, !dbg !916
  store i16 2, ptr %11, align 2, !dbg !917, !tbaa !748
  %12 = icmp eq i8 %4, 1, !dbg !918
  %13 = select i1 %12, i8 0, i8 %4, !dbg !919
  %14 = zext i8 %13 to i32, !dbg !919
    #dbg_value(i32 %14, !819, !DIExpression(), !908)
  store i8 0, ptr %3, align 2, !dbg !920, !tbaa !695
  %15 = tail call i32 @luaD_closeprotected(ptr noundef %0, i64 noundef 1, i32 noundef %14) #9, !dbg !921
    #dbg_value(i32 %15, !819, !DIExpression(), !908)
  %16 = icmp eq i32 %15, 0, !dbg !922
  %17 = load ptr, ptr %7, align 8, !dbg !923, !tbaa !550
  %18 = getelementptr inbounds i8, ptr %17, i64 16, !dbg !923
  br i1 %16, label %23, label %19, !dbg !924

19:                                               ; preds = %1
  tail call void @luaD_seterrorobj(ptr noundef nonnull %0, i32 noundef %15, ptr noundef nonnull %18) #9, !dbg !925
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !dbg !926, !tbaa !550
  %22 = load ptr, ptr %7, align 8, !dbg !927, !tbaa !550
  br label %25, !dbg !925

23:                                               ; preds = %1
  %24 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !928
  store ptr %18, ptr %24, align 8, !dbg !929, !tbaa !550
  br label %25

25:                                               ; preds = %19, %23
  %26 = phi ptr [ %17, %23 ], [ %22, %19 ], !dbg !927
  %27 = phi ptr [ %18, %23 ], [ %21, %19 ], !dbg !926
  %28 = getelementptr inbounds i8, ptr %27, i64 320, !dbg !930
  %29 = getelementptr inbounds i8, ptr %0, i64 104, !dbg !931
  store ptr %28, ptr %29, align 8, !dbg !932, !tbaa !550
  %30 = ptrtoint ptr %28 to i64, !dbg !927
  %31 = ptrtoint ptr %26 to i64, !dbg !927
  %32 = sub i64 %30, %31, !dbg !927
  %33 = lshr exact i64 %32, 4, !dbg !927
  %34 = trunc i64 %33 to i32, !dbg !927
  %35 = tail call i32 @luaD_reallocstack(ptr noundef nonnull %0, i32 noundef %34, i32 noundef 0) #9, !dbg !933
    #dbg_value(i32 %15, !865, !DIExpression(), !903)
  ret i32 %15, !dbg !934
}

; Function Attrs: nounwind uwtable
define dso_local ptr @lua_newstate(ptr noundef %0, ptr noundef %1) #3 !dbg !935 {
  %3 = alloca [24 x i8], align 16, !DIAssignID !947
    #dbg_assign(i1 undef, !948, !DIExpression(), !947, ptr %3, !DIExpression(), !965)
  %4 = alloca i32, align 4, !DIAssignID !967
    #dbg_value(ptr %0, !939, !DIExpression(), !968)
    #dbg_value(ptr %1, !940, !DIExpression(), !968)
  %5 = tail call ptr %0(ptr noundef %1, ptr noundef null, i64 noundef 8, i64 noundef 1624) #9, !dbg !969
    #dbg_value(ptr %5, !944, !DIExpression(), !968)
  %6 = icmp eq ptr %5, null, !dbg !970
  br i1 %6, label %57, label %7, !dbg !972

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !973
    #dbg_value(ptr %8, !942, !DIExpression(), !968)
  %9 = getelementptr inbounds i8, ptr %5, i64 208, !dbg !974
    #dbg_value(ptr %9, !943, !DIExpression(), !968)
  %10 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !975
  store i8 8, ptr %10, align 8, !dbg !976, !tbaa !977
  %11 = getelementptr inbounds i8, ptr %5, i64 308, !dbg !978
  store i8 8, ptr %11, align 4, !dbg !979, !tbaa !980
  %12 = getelementptr inbounds i8, ptr %5, i64 17, !dbg !981
  store i8 8, ptr %12, align 1, !dbg !982, !tbaa !983
    #dbg_value(ptr %8, !653, !DIExpression(), !984)
    #dbg_value(ptr %9, !658, !DIExpression(), !984)
  %13 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !986
  store ptr %9, ptr %13, align 8, !dbg !987, !tbaa !640
  %14 = getelementptr inbounds i8, ptr %5, i64 56, !dbg !988
  store ptr null, ptr %14, align 8, !dbg !989, !tbaa !550
  %15 = getelementptr inbounds i8, ptr %5, i64 40, !dbg !990
  store ptr null, ptr %15, align 8, !dbg !991, !tbaa !536
  %16 = getelementptr inbounds i8, ptr %5, i64 20, !dbg !992
  store i16 0, ptr %16, align 4, !dbg !993, !tbaa !553
  %17 = getelementptr inbounds i8, ptr %5, i64 88, !dbg !994
  store ptr %8, ptr %17, align 8, !dbg !995, !tbaa !671
  %18 = getelementptr inbounds i8, ptr %5, i64 184, !dbg !996
  %19 = getelementptr inbounds i8, ptr %5, i64 96, !dbg !997
  store ptr null, ptr %19, align 8, !dbg !998, !tbaa !676
  %20 = getelementptr inbounds i8, ptr %5, i64 168, !dbg !999
  store volatile ptr null, ptr %20, align 8, !dbg !1000, !tbaa !679
  %21 = getelementptr inbounds i8, ptr %5, i64 200, !dbg !1001
  store volatile i32 0, ptr %21, align 8, !dbg !1002, !tbaa !682
  %22 = getelementptr inbounds i8, ptr %5, i64 192, !dbg !1003
  store i32 0, ptr %22, align 8, !dbg !1004, !tbaa !685
  %23 = getelementptr inbounds i8, ptr %5, i64 19, !dbg !1005
  store i8 1, ptr %23, align 1, !dbg !1006, !tbaa !688
  %24 = getelementptr inbounds i8, ptr %5, i64 196, !dbg !1007
  store i32 0, ptr %24, align 4, !dbg !1007, !tbaa !709
  %25 = getelementptr inbounds i8, ptr %5, i64 64, !dbg !1008
  store ptr null, ptr %25, align 8, !dbg !1009, !tbaa !692
  %26 = getelementptr inbounds i8, ptr %5, i64 18, !dbg !1010
  store i8 0, ptr %26, align 2, !dbg !1011, !tbaa !695
  %27 = getelementptr inbounds i8, ptr %5, i64 176, !dbg !1012
  store i64 0, ptr %27, align 8, !dbg !1013, !tbaa !698
  %28 = getelementptr inbounds i8, ptr %5, i64 188, !dbg !1014
  store i32 0, ptr %28, align 4, !dbg !1015, !tbaa !701
  %29 = getelementptr inbounds i8, ptr %5, i64 320, !dbg !1016
  store ptr %8, ptr %29, align 8, !dbg !1017, !tbaa !1018
  store ptr null, ptr %8, align 8, !dbg !1019, !tbaa !1020
  store i32 65536, ptr %18, align 8, !dbg !1021, !tbaa !598
  store ptr %0, ptr %9, align 8, !dbg !1022, !tbaa !1023
  %30 = getelementptr inbounds i8, ptr %5, i64 216, !dbg !1024
  store ptr %1, ptr %30, align 8, !dbg !1025, !tbaa !1026
  %31 = getelementptr inbounds i8, ptr %5, i64 1608, !dbg !1027
  %32 = getelementptr inbounds i8, ptr %5, i64 472, !dbg !1028
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !dbg !1029
  store ptr %8, ptr %32, align 8, !dbg !1030, !tbaa !712
    #dbg_assign(i1 undef, !954, !DIExpression(), !967, ptr %4, !DIExpression(), !965)
    #dbg_value(ptr %8, !953, !DIExpression(), !965)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #9, !dbg !1031
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #9, !dbg !1032
  %33 = tail call i64 @time(ptr noundef null) #9, !dbg !1033
  %34 = trunc i64 %33 to i32, !dbg !1033
  store i32 %34, ptr %4, align 4, !dbg !1034, !tbaa !1035, !DIAssignID !1036
    #dbg_assign(i32 %34, !954, !DIExpression(), !1036, ptr %4, !DIExpression(), !965)
    #dbg_value(i32 0, !955, !DIExpression(), !965)
  %35 = ptrtoint ptr %8 to i64, !dbg !1037
    #dbg_value(i64 %35, !956, !DIExpression(), !1038)
  store i64 %35, ptr %3, align 16, !dbg !1037
    #dbg_value(i32 8, !955, !DIExpression(), !965)
  %36 = ptrtoint ptr %4 to i64, !dbg !1039
    #dbg_value(i64 %36, !958, !DIExpression(), !1040)
  %37 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !1039
  store i64 %36, ptr %37, align 8, !dbg !1039
    #dbg_value(i32 16, !955, !DIExpression(), !965)
    #dbg_value(i64 ptrtoint (ptr @lua_newstate to i64), !960, !DIExpression(), !1041)
  %38 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !1042
  store i64 ptrtoint (ptr @lua_newstate to i64), ptr %38, align 16, !dbg !1042
    #dbg_value(i32 24, !955, !DIExpression(), !965)
  %39 = call i32 @luaS_hash(ptr noundef nonnull %3, i64 noundef 24, i32 noundef %34) #9, !dbg !1043
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #9, !dbg !1044
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #9, !dbg !1044
  %40 = getelementptr inbounds i8, ptr %5, i64 304, !dbg !1045
  store i32 %39, ptr %40, align 8, !dbg !1046, !tbaa !1047
  %41 = getelementptr inbounds i8, ptr %5, i64 256, !dbg !1048
  %42 = getelementptr inbounds i8, ptr %5, i64 280, !dbg !1049
  store i8 0, ptr %42, align 8, !dbg !1049, !tbaa !1050
  %43 = getelementptr inbounds i8, ptr %5, i64 464, !dbg !1051
  store ptr null, ptr %43, align 8, !dbg !1052, !tbaa !1053
  %44 = getelementptr inbounds i8, ptr %5, i64 309, !dbg !1054
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, i8 0, i64 16, i1 false), !dbg !1055
  %45 = getelementptr inbounds i8, ptr %5, i64 328, !dbg !1056
  %46 = getelementptr inbounds i8, ptr %5, i64 224, !dbg !1057
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(136) %45, i8 0, i64 136, i1 false), !dbg !1058
  store i64 1624, ptr %46, align 8, !dbg !1059, !tbaa !502
  %47 = getelementptr inbounds i8, ptr %5, i64 232, !dbg !1060
  store i64 0, ptr %47, align 8, !dbg !1061, !tbaa !511
  %48 = getelementptr inbounds i8, ptr %5, i64 248, !dbg !1062
  store i64 0, ptr %48, align 8, !dbg !1063, !tbaa !1064
  %49 = getelementptr inbounds i8, ptr %5, i64 288, !dbg !1065
    #dbg_value(ptr %49, !945, !DIExpression(), !1066)
  store i64 0, ptr %49, align 8, !dbg !1065, !tbaa !550
  %50 = getelementptr inbounds i8, ptr %5, i64 296, !dbg !1065
  store i8 3, ptr %50, align 8, !dbg !1065, !tbaa !650
  %51 = getelementptr inbounds i8, ptr %5, i64 317, !dbg !1067
  store i8 25, ptr %51, align 1, !dbg !1067, !tbaa !1068
  %52 = getelementptr inbounds i8, ptr %5, i64 318, !dbg !1069
  store i8 13, ptr %52, align 2, !dbg !1070, !tbaa !1071
  store <8 x i8> <i8 8, i8 0, i8 0, i8 20, i8 25, i8 2, i8 0, i8 50>, ptr %44, align 1, !dbg !1072, !tbaa !550
    #dbg_value(i32 0, !941, !DIExpression(), !968)
  %53 = getelementptr inbounds i8, ptr %5, i64 688
    #dbg_value(i32 0, !941, !DIExpression(), !968)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %53, i8 0, i64 72, i1 false), !dbg !1073, !tbaa !1076
    #dbg_value(i64 poison, !941, !DIExpression(), !968)
  %54 = call i32 @luaD_rawrunprotected(ptr noundef nonnull %8, ptr noundef nonnull @f_luaopen, ptr noundef null) #9, !dbg !1077
  %55 = icmp eq i32 %54, 0, !dbg !1079
  br i1 %55, label %57, label %56, !dbg !1080

56:                                               ; preds = %7
  call fastcc void @close_state(ptr noundef nonnull %8), !dbg !1081
    #dbg_value(ptr null, !942, !DIExpression(), !968)
  br label %57, !dbg !1083

57:                                               ; preds = %7, %56, %2
  %58 = phi ptr [ null, %2 ], [ null, %56 ], [ %8, %7 ], !dbg !968
  ret ptr %58, !dbg !1084
}

declare !dbg !1085 hidden i32 @luaD_rawrunprotected(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal void @f_luaopen(ptr noundef %0, ptr nocapture readnone %1) #3 !dbg !1092 {
    #dbg_value(ptr %0, !1094, !DIExpression(), !1097)
    #dbg_value(ptr poison, !1095, !DIExpression(), !1097)
  %3 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1098
  %4 = load ptr, ptr %3, align 8, !dbg !1098, !tbaa !640
    #dbg_value(ptr %4, !1096, !DIExpression(), !1097)
    #dbg_value(ptr %0, !714, !DIExpression(), !1099)
    #dbg_value(ptr %0, !719, !DIExpression(), !1099)
  %5 = tail call ptr @luaM_malloc_(ptr noundef %0, i64 noundef 720, i32 noundef 0) #9, !dbg !1101
  %6 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1102
  store ptr %5, ptr %6, align 8, !dbg !1103, !tbaa !550
  %7 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !1104
  store ptr %5, ptr %7, align 8, !dbg !1105, !tbaa !550
    #dbg_value(i32 0, !720, !DIExpression(), !1099)
  br label %8, !dbg !1106

8:                                                ; preds = %8, %2
  %9 = phi i64 [ 0, %2 ], [ %24, %8 ]
    #dbg_value(i64 %9, !720, !DIExpression(), !1099)
  %10 = load ptr, ptr %6, align 8, !dbg !1107, !tbaa !550
  %11 = getelementptr inbounds %union.StackValue, ptr %10, i64 %9, i32 0, i32 1, !dbg !1107
  store i8 0, ptr %11, align 8, !dbg !1107, !tbaa !550
  %12 = add nuw nsw i64 %9, 1, !dbg !1108
    #dbg_value(i64 %12, !720, !DIExpression(), !1099)
  %13 = load ptr, ptr %6, align 8, !dbg !1107, !tbaa !550
  %14 = getelementptr inbounds %union.StackValue, ptr %13, i64 %12, i32 0, i32 1, !dbg !1107
  store i8 0, ptr %14, align 8, !dbg !1107, !tbaa !550
  %15 = add nuw nsw i64 %9, 2, !dbg !1108
    #dbg_value(i64 %15, !720, !DIExpression(), !1099)
  %16 = load ptr, ptr %6, align 8, !dbg !1107, !tbaa !550
  %17 = getelementptr inbounds %union.StackValue, ptr %16, i64 %15, i32 0, i32 1, !dbg !1107
  store i8 0, ptr %17, align 8, !dbg !1107, !tbaa !550
  %18 = add nuw nsw i64 %9, 3, !dbg !1108
    #dbg_value(i64 %18, !720, !DIExpression(), !1099)
  %19 = load ptr, ptr %6, align 8, !dbg !1107, !tbaa !550
  %20 = getelementptr inbounds %union.StackValue, ptr %19, i64 %18, i32 0, i32 1, !dbg !1107
  store i8 0, ptr %20, align 8, !dbg !1107, !tbaa !550
  %21 = add nuw nsw i64 %9, 4, !dbg !1108
    #dbg_value(i64 %21, !720, !DIExpression(), !1099)
  %22 = load ptr, ptr %6, align 8, !dbg !1107, !tbaa !550
  %23 = getelementptr inbounds %union.StackValue, ptr %22, i64 %21, i32 0, i32 1, !dbg !1107
  store i8 0, ptr %23, align 8, !dbg !1107, !tbaa !550
  %24 = add nuw nsw i64 %9, 5, !dbg !1108
    #dbg_value(i64 %24, !720, !DIExpression(), !1099)
  %25 = icmp eq i64 %24, 45, !dbg !1109
  br i1 %25, label %26, label %8, !dbg !1106, !llvm.loop !1110

26:                                               ; preds = %8
  %27 = load ptr, ptr %6, align 8, !dbg !1112, !tbaa !550
  %28 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1113
  store ptr %27, ptr %28, align 8, !dbg !1114, !tbaa !550
  %29 = getelementptr inbounds i8, ptr %27, i64 640, !dbg !1115
  %30 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1116
  store ptr %29, ptr %30, align 8, !dbg !1117, !tbaa !550
  %31 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !1118
    #dbg_value(ptr %31, !721, !DIExpression(), !1099)
  %32 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !1119
  %33 = getelementptr inbounds i8, ptr %0, i64 158, !dbg !1120
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %32, i8 0, i64 16, i1 false), !dbg !1121
  store i16 2, ptr %33, align 2, !dbg !1122, !tbaa !748
  store ptr %27, ptr %31, align 8, !dbg !1123, !tbaa !550
  %34 = getelementptr inbounds i8, ptr %0, i64 128, !dbg !1124
  store ptr null, ptr %34, align 8, !dbg !1125, !tbaa !550
  %35 = getelementptr inbounds i8, ptr %0, i64 156, !dbg !1126
  store i16 0, ptr %35, align 4, !dbg !1127, !tbaa !754
  %36 = getelementptr inbounds i8, ptr %27, i64 8, !dbg !1128
  store i8 0, ptr %36, align 8, !dbg !1128, !tbaa !550
  %37 = load ptr, ptr %28, align 8, !dbg !1129, !tbaa !550
  %38 = getelementptr inbounds i8, ptr %37, i64 16, !dbg !1129
  store ptr %38, ptr %28, align 8, !dbg !1129, !tbaa !550
  %39 = getelementptr inbounds i8, ptr %37, i64 336, !dbg !1130
  %40 = getelementptr inbounds i8, ptr %0, i64 104, !dbg !1131
  store ptr %39, ptr %40, align 8, !dbg !1132, !tbaa !550
  %41 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1133
  store ptr %31, ptr %41, align 8, !dbg !1134, !tbaa !536
    #dbg_value(ptr %0, !1135, !DIExpression(), !1151)
    #dbg_value(ptr %4, !1138, !DIExpression(), !1151)
  %42 = tail call ptr @luaH_new(ptr noundef nonnull %0) #9, !dbg !1153
    #dbg_value(ptr %42, !1139, !DIExpression(), !1151)
  %43 = getelementptr inbounds i8, ptr %4, i64 64, !dbg !1154
    #dbg_value(ptr %43, !1142, !DIExpression(), !1155)
    #dbg_value(ptr %42, !1144, !DIExpression(), !1155)
  store ptr %42, ptr %43, align 8, !dbg !1154, !tbaa !550
  %44 = getelementptr inbounds i8, ptr %4, i64 72, !dbg !1154
  store i8 69, ptr %44, align 8, !dbg !1154, !tbaa !650
  tail call void @luaH_resize(ptr noundef nonnull %0, ptr noundef %42, i32 noundef 2, i32 noundef 0) #9, !dbg !1156
  %45 = getelementptr inbounds i8, ptr %42, i64 16, !dbg !1157
  %46 = load ptr, ptr %45, align 8, !dbg !1157, !tbaa !1158
    #dbg_value(ptr %46, !1145, !DIExpression(), !1160)
    #dbg_value(ptr %0, !1147, !DIExpression(), !1160)
  store ptr %0, ptr %46, align 8, !dbg !1157, !tbaa !550
  %47 = getelementptr inbounds i8, ptr %46, i64 8, !dbg !1157
  store i8 72, ptr %47, align 8, !dbg !1157, !tbaa !650
  %48 = load ptr, ptr %45, align 8, !dbg !1161, !tbaa !1158
  %49 = getelementptr inbounds i8, ptr %48, i64 16, !dbg !1161
    #dbg_value(ptr %49, !1148, !DIExpression(), !1162)
  %50 = tail call ptr @luaH_new(ptr noundef nonnull %0) #9, !dbg !1161
    #dbg_value(ptr %50, !1150, !DIExpression(), !1162)
  store ptr %50, ptr %49, align 8, !dbg !1161, !tbaa !550
  %51 = getelementptr inbounds i8, ptr %48, i64 24, !dbg !1161
  store i8 69, ptr %51, align 8, !dbg !1161, !tbaa !650
  tail call void @luaS_init(ptr noundef nonnull %0) #9, !dbg !1163
  tail call void @luaT_init(ptr noundef nonnull %0) #9, !dbg !1164
  tail call void @luaX_init(ptr noundef nonnull %0) #9, !dbg !1165
  %52 = getelementptr inbounds i8, ptr %4, i64 106, !dbg !1166
  store i8 0, ptr %52, align 2, !dbg !1167, !tbaa !1168
  %53 = getelementptr inbounds i8, ptr %4, i64 88, !dbg !1169
  store i8 0, ptr %53, align 8, !dbg !1169, !tbaa !1170
  ret void, !dbg !1171
}

; Function Attrs: nounwind uwtable
define internal fastcc void @close_state(ptr noundef %0) unnamed_addr #3 !dbg !1172 {
    #dbg_value(ptr %0, !1174, !DIExpression(), !1176)
  %2 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1177
  %3 = load ptr, ptr %2, align 8, !dbg !1177, !tbaa !640
    #dbg_value(ptr %3, !1175, !DIExpression(), !1176)
  %4 = getelementptr inbounds i8, ptr %3, i64 88, !dbg !1178
  %5 = load i8, ptr %4, align 8, !dbg !1178, !tbaa !1170
  %6 = and i8 %5, 15, !dbg !1178
  %7 = icmp eq i8 %6, 0, !dbg !1178
  br i1 %7, label %8, label %12, !dbg !1180

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !1181
  %10 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1183
  store ptr %9, ptr %10, align 8, !dbg !1184, !tbaa !536
  %11 = tail call i32 @luaD_closeprotected(ptr noundef nonnull %0, i64 noundef 1, i32 noundef 0) #9, !dbg !1185
  br label %12

12:                                               ; preds = %1, %8
  tail call void @luaC_freeallobjects(ptr noundef nonnull %0) #9, !dbg !1186
  %13 = load ptr, ptr %2, align 8, !dbg !1187, !tbaa !640
  %14 = getelementptr inbounds i8, ptr %13, i64 48, !dbg !1187
  %15 = load ptr, ptr %14, align 8, !dbg !1187, !tbaa !1188
  %16 = getelementptr inbounds i8, ptr %13, i64 60, !dbg !1187
  %17 = load i32, ptr %16, align 4, !dbg !1187, !tbaa !1189
  %18 = sext i32 %17 to i64, !dbg !1187
  %19 = shl nsw i64 %18, 3, !dbg !1187
  tail call void @luaM_free_(ptr noundef nonnull %0, ptr noundef %15, i64 noundef %19) #9, !dbg !1187
    #dbg_value(ptr %0, !776, !DIExpression(), !1190)
  %20 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1192
  %21 = load ptr, ptr %20, align 8, !dbg !1193, !tbaa !550
  %22 = icmp eq ptr %21, null, !dbg !1194
  br i1 %22, label %51, label %23, !dbg !1195

23:                                               ; preds = %12
  %24 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !1196
  %25 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1197
  store ptr %24, ptr %25, align 8, !dbg !1198, !tbaa !536
    #dbg_value(ptr %0, !788, !DIExpression(), !1199)
    #dbg_value(ptr %24, !791, !DIExpression(), !1199)
  %26 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !1201
  %27 = load ptr, ptr %26, align 8, !dbg !1201, !tbaa !542
    #dbg_value(ptr %27, !792, !DIExpression(), !1199)
  store ptr null, ptr %26, align 8, !dbg !1202, !tbaa !542
    #dbg_value(ptr %27, !792, !DIExpression(), !1199)
    #dbg_value(ptr %27, !791, !DIExpression(), !1199)
  %28 = icmp eq ptr %27, null, !dbg !1203
  br i1 %28, label %40, label %29, !dbg !1204

29:                                               ; preds = %23
  %30 = getelementptr inbounds i8, ptr %0, i64 12
  br label %31, !dbg !1204

31:                                               ; preds = %31, %29
  %32 = phi ptr [ %27, %29 ], [ %34, %31 ]
    #dbg_value(ptr %32, !792, !DIExpression(), !1199)
  %33 = getelementptr inbounds i8, ptr %32, i64 24, !dbg !1205
  %34 = load ptr, ptr %33, align 8, !dbg !1205, !tbaa !542
    #dbg_value(ptr %34, !792, !DIExpression(), !1199)
  tail call void @luaM_free_(ptr noundef nonnull %0, ptr noundef nonnull %32, i64 noundef 64) #9, !dbg !1206
  %35 = load i16, ptr %30, align 4, !dbg !1207, !tbaa !553
  %36 = add i16 %35, -1, !dbg !1207
  store i16 %36, ptr %30, align 4, !dbg !1207, !tbaa !553
    #dbg_value(ptr %34, !791, !DIExpression(), !1199)
  %37 = icmp eq ptr %34, null, !dbg !1203
  br i1 %37, label %38, label %31, !dbg !1204, !llvm.loop !1208

38:                                               ; preds = %31
  %39 = load ptr, ptr %20, align 8, !dbg !1210, !tbaa !550
  br label %40, !dbg !1210

40:                                               ; preds = %38, %23
  %41 = phi ptr [ %39, %38 ], [ %21, %23 ], !dbg !1210
  %42 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1210
  %43 = load ptr, ptr %42, align 8, !dbg !1210, !tbaa !550
  %44 = ptrtoint ptr %43 to i64, !dbg !1210
  %45 = ptrtoint ptr %41 to i64, !dbg !1210
  %46 = sub i64 %44, %45, !dbg !1210
  %47 = shl i64 %46, 28, !dbg !1210
  %48 = add i64 %47, 21474836480, !dbg !1210
  %49 = ashr exact i64 %48, 28, !dbg !1210
  %50 = and i64 %49, -16, !dbg !1210
  tail call void @luaM_free_(ptr noundef nonnull %0, ptr noundef %41, i64 noundef %50) #9, !dbg !1210
  br label %51, !dbg !1211

51:                                               ; preds = %12, %40
  %52 = load ptr, ptr %3, align 8, !dbg !1212, !tbaa !1023
  %53 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !1213
  %54 = load ptr, ptr %53, align 8, !dbg !1213, !tbaa !1026
  %55 = getelementptr inbounds i8, ptr %0, i64 -8, !dbg !1214
  %56 = tail call ptr %52(ptr noundef %54, ptr noundef nonnull %55, i64 noundef 1624, i64 noundef 0) #9, !dbg !1215
  ret void, !dbg !1216
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_close(ptr nocapture noundef readonly %0) local_unnamed_addr #3 !dbg !1217 {
    #dbg_value(ptr %0, !1219, !DIExpression(), !1220)
  %2 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1221
  %3 = load ptr, ptr %2, align 8, !dbg !1221, !tbaa !640
  %4 = getelementptr inbounds i8, ptr %3, i64 264, !dbg !1222
  %5 = load ptr, ptr %4, align 8, !dbg !1222, !tbaa !712
    #dbg_value(ptr %5, !1219, !DIExpression(), !1220)
  tail call fastcc void @close_state(ptr noundef %5), !dbg !1223
  ret void, !dbg !1224
}

; Function Attrs: nounwind uwtable
define hidden void @luaE_warning(ptr nocapture noundef readonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #3 !dbg !1225 {
    #dbg_value(ptr %0, !1229, !DIExpression(), !1233)
    #dbg_value(ptr %1, !1230, !DIExpression(), !1233)
    #dbg_value(i32 %2, !1231, !DIExpression(), !1233)
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1234
  %5 = load ptr, ptr %4, align 8, !dbg !1234, !tbaa !640
  %6 = getelementptr inbounds i8, ptr %5, i64 1400, !dbg !1235
  %7 = load ptr, ptr %6, align 8, !dbg !1235, !tbaa !1236
    #dbg_value(ptr %7, !1232, !DIExpression(), !1233)
  %8 = icmp eq ptr %7, null, !dbg !1237
  br i1 %8, label %12, label %9, !dbg !1239

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %5, i64 1408, !dbg !1240
  %11 = load ptr, ptr %10, align 8, !dbg !1240, !tbaa !1241
  tail call void %7(ptr noundef %11, ptr noundef %1, i32 noundef %2) #9, !dbg !1242
  br label %12, !dbg !1242

12:                                               ; preds = %9, %3
  ret void, !dbg !1243
}

; Function Attrs: nounwind uwtable
define hidden void @luaE_warnerror(ptr nocapture noundef readonly %0, ptr noundef %1) local_unnamed_addr #3 !dbg !1244 {
    #dbg_value(ptr %0, !1248, !DIExpression(), !1252)
    #dbg_value(ptr %1, !1249, !DIExpression(), !1252)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1253
  %4 = load ptr, ptr %3, align 8, !dbg !1253, !tbaa !550
    #dbg_value(ptr %4, !1250, !DIExpression(DW_OP_constu, 16, DW_OP_minus, DW_OP_stack_value), !1252)
  %5 = getelementptr inbounds i8, ptr %4, i64 -8, !dbg !1254
  %6 = load i8, ptr %5, align 8, !dbg !1254, !tbaa !650
  %7 = and i8 %6, 15, !dbg !1254
  %8 = icmp eq i8 %7, 4, !dbg !1254
  br i1 %8, label %9, label %13, !dbg !1255

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %4, i64 -16, !dbg !1253
    #dbg_value(ptr %10, !1250, !DIExpression(), !1252)
  %11 = load ptr, ptr %10, align 8, !dbg !1256, !tbaa !550
  %12 = getelementptr inbounds i8, ptr %11, i64 24, !dbg !1256
  br label %13, !dbg !1255

13:                                               ; preds = %2, %9
  %14 = phi ptr [ %12, %9 ], [ @.str.1, %2 ], !dbg !1255
    #dbg_value(ptr %14, !1251, !DIExpression(), !1252)
    #dbg_value(ptr %0, !1229, !DIExpression(), !1257)
    #dbg_value(ptr @.str.2, !1230, !DIExpression(), !1257)
    #dbg_value(i32 1, !1231, !DIExpression(), !1257)
  %15 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1259
  %16 = load ptr, ptr %15, align 8, !dbg !1259, !tbaa !640
  %17 = getelementptr inbounds i8, ptr %16, i64 1400, !dbg !1260
  %18 = load ptr, ptr %17, align 8, !dbg !1260, !tbaa !1236
    #dbg_value(ptr %18, !1232, !DIExpression(), !1257)
  %19 = icmp eq ptr %18, null, !dbg !1261
  br i1 %19, label %51, label %20, !dbg !1262

20:                                               ; preds = %13
  %21 = getelementptr inbounds i8, ptr %16, i64 1408, !dbg !1263
  %22 = load ptr, ptr %21, align 8, !dbg !1263, !tbaa !1241
  tail call void %18(ptr noundef %22, ptr noundef nonnull @.str.2, i32 noundef 1) #9, !dbg !1264
  %23 = load ptr, ptr %15, align 8, !dbg !1265, !tbaa !640
  %24 = getelementptr inbounds i8, ptr %23, i64 1400
  %25 = load ptr, ptr %24, align 8, !dbg !1267, !tbaa !1236
    #dbg_value(ptr %0, !1229, !DIExpression(), !1268)
    #dbg_value(ptr %1, !1230, !DIExpression(), !1268)
    #dbg_value(i32 1, !1231, !DIExpression(), !1268)
    #dbg_value(ptr %25, !1232, !DIExpression(), !1268)
  %26 = icmp eq ptr %25, null, !dbg !1269
  br i1 %26, label %51, label %27, !dbg !1270

27:                                               ; preds = %20
  %28 = getelementptr inbounds i8, ptr %23, i64 1408, !dbg !1271
  %29 = load ptr, ptr %28, align 8, !dbg !1271, !tbaa !1241
  tail call void %25(ptr noundef %29, ptr noundef %1, i32 noundef 1) #9, !dbg !1272
  %30 = load ptr, ptr %15, align 8, !dbg !1273, !tbaa !640
  %31 = getelementptr inbounds i8, ptr %30, i64 1400
  %32 = load ptr, ptr %31, align 8, !dbg !1275, !tbaa !1236
    #dbg_value(ptr %0, !1229, !DIExpression(), !1276)
    #dbg_value(ptr @.str.3, !1230, !DIExpression(), !1276)
    #dbg_value(i32 1, !1231, !DIExpression(), !1276)
    #dbg_value(ptr %32, !1232, !DIExpression(), !1276)
  %33 = icmp eq ptr %32, null, !dbg !1277
  br i1 %33, label %51, label %34, !dbg !1278

34:                                               ; preds = %27
  %35 = getelementptr inbounds i8, ptr %30, i64 1408, !dbg !1279
  %36 = load ptr, ptr %35, align 8, !dbg !1279, !tbaa !1241
  tail call void %32(ptr noundef %36, ptr noundef nonnull @.str.3, i32 noundef 1) #9, !dbg !1280
  %37 = load ptr, ptr %15, align 8, !dbg !1281, !tbaa !640
  %38 = getelementptr inbounds i8, ptr %37, i64 1400
  %39 = load ptr, ptr %38, align 8, !dbg !1283, !tbaa !1236
    #dbg_value(ptr %0, !1229, !DIExpression(), !1284)
    #dbg_value(ptr %14, !1230, !DIExpression(), !1284)
    #dbg_value(i32 1, !1231, !DIExpression(), !1284)
    #dbg_value(ptr %39, !1232, !DIExpression(), !1284)
  %40 = icmp eq ptr %39, null, !dbg !1285
  br i1 %40, label %51, label %41, !dbg !1286

41:                                               ; preds = %34
  %42 = getelementptr inbounds i8, ptr %37, i64 1408, !dbg !1287
  %43 = load ptr, ptr %42, align 8, !dbg !1287, !tbaa !1241
  tail call void %39(ptr noundef %43, ptr noundef nonnull %14, i32 noundef 1) #9, !dbg !1288
  %44 = load ptr, ptr %15, align 8, !dbg !1289, !tbaa !640
  %45 = getelementptr inbounds i8, ptr %44, i64 1400
  %46 = load ptr, ptr %45, align 8, !dbg !1291, !tbaa !1236
    #dbg_value(ptr %0, !1229, !DIExpression(), !1292)
    #dbg_value(ptr @.str.4, !1230, !DIExpression(), !1292)
    #dbg_value(i32 0, !1231, !DIExpression(), !1292)
    #dbg_value(ptr %46, !1232, !DIExpression(), !1292)
  %47 = icmp eq ptr %46, null, !dbg !1293
  br i1 %47, label %51, label %48, !dbg !1294

48:                                               ; preds = %41
  %49 = getelementptr inbounds i8, ptr %44, i64 1408, !dbg !1295
  %50 = load ptr, ptr %49, align 8, !dbg !1295, !tbaa !1241
  tail call void %46(ptr noundef %50, ptr noundef nonnull @.str.4, i32 noundef 0) #9, !dbg !1296
  br label %51, !dbg !1296

51:                                               ; preds = %13, %20, %27, %34, %41, %48
  ret void, !dbg !1297
}

; Function Attrs: nounwind
declare !dbg !1298 i64 @time(ptr noundef) local_unnamed_addr #6

declare !dbg !1306 hidden i32 @luaS_hash(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

declare !dbg !1310 hidden void @luaS_init(ptr noundef) local_unnamed_addr #4

declare !dbg !1311 hidden void @luaT_init(ptr noundef) local_unnamed_addr #4

declare !dbg !1313 hidden void @luaX_init(ptr noundef) local_unnamed_addr #4

declare !dbg !1315 hidden ptr @luaH_new(ptr noundef) local_unnamed_addr #4

declare !dbg !1319 hidden void @luaH_resize(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

declare !dbg !1322 hidden void @luaC_freeallobjects(ptr noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!485, !486, !487, !488, !489, !490, !491}
!llvm.ident = !{!492}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 167, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/lua/lstate.c", directory: ".", checksumkind: CSK_MD5, checksum: "ea614d374d326fc718cd1341763156da")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 17)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 437, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 29)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 439, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 10)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 441, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 3)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 443, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 2)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !28, globals: !484, splitDebugInlining: false, nameTableKind: None)
!28 = !{!29, !34, !38, !72, !357, !467, !468, !477, !79, !478, !68, !50, !123, !31}
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_mem", file: !30, line: 27, baseType: !31)
!30 = !DIFile(filename: "src/lua/llimits.h", directory: ".", checksumkind: CSK_MD5, checksum: "f70379667ce169a2840c3c885517102a")
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !32, line: 18, baseType: !33)
!32 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!33 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_mem", file: !30, line: 28, baseType: !35)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !36, line: 18, baseType: !37)
!36 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!37 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "CallInfo", file: !40, line: 14, baseType: !41)
!40 = !DIFile(filename: "src/lua/lstate.h", directory: ".", checksumkind: CSK_MD5, checksum: "edd1473ca499831d12a0476e1db0587d")
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CallInfo", file: !40, line: 177, size: 512, elements: !42)
!42 = !{!43, !315, !316, !317, !318, !343, !354, !356}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !41, file: !40, line: 178, baseType: !44, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkIdRel", file: !45, line: 168, baseType: !46)
!45 = !DIFile(filename: "src/lua/lobject.h", directory: ".", checksumkind: CSK_MD5, checksum: "aea49a507ea3586a933fcf888e0c1530")
!46 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !45, line: 165, size: 64, elements: !47)
!47 = !{!48, !314}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !46, file: !45, line: 166, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkId", file: !45, line: 158, baseType: !50)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "StackValue", file: !45, line: 154, baseType: !52)
!52 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "StackValue", file: !45, line: 148, size: 128, elements: !53)
!53 = !{!54, !308}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !52, file: !45, line: 149, baseType: !55, size: 128)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "TValue", file: !45, line: 69, baseType: !56)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TValue", file: !45, line: 67, size: 128, elements: !57)
!57 = !{!58, !307}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !56, file: !45, line: 68, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "Value", file: !45, line: 57, baseType: !60)
!60 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Value", file: !45, line: 49, size: 64, elements: !61)
!61 = !{!62, !71, !73, !300, !303, !306}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !60, file: !45, line: 50, baseType: !63, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "GCObject", file: !45, line: 292, size: 128, elements: !65)
!65 = !{!66, !67, !70}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !64, file: !45, line: 293, baseType: !63, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !64, file: !45, line: 293, baseType: !68, size: 8, offset: 64)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_byte", file: !30, line: 36, baseType: !69)
!69 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !64, file: !45, line: 293, baseType: !68, size: 8, offset: 72)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !60, file: !45, line: 51, baseType: !72, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !60, file: !45, line: 52, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !75, line: 106, baseType: !76)
!75 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!77 = !DISubroutineType(types: !78)
!78 = !{!79, !80}
!79 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !75, line: 57, baseType: !82)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !40, line: 309, size: 1600, elements: !83)
!83 = !{!84, !85, !86, !87, !88, !89, !91, !92, !223, !224, !225, !226, !250, !251, !252, !253, !256, !257, !288, !289, !291, !292, !293, !294}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !82, file: !40, line: 310, baseType: !63, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !82, file: !40, line: 310, baseType: !68, size: 8, offset: 64)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !82, file: !40, line: 310, baseType: !68, size: 8, offset: 72)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !82, file: !40, line: 311, baseType: !68, size: 8, offset: 80)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "allowhook", scope: !82, file: !40, line: 312, baseType: !68, size: 8, offset: 88)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "nci", scope: !82, file: !40, line: 313, baseType: !90, size: 16, offset: 96)
!90 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !82, file: !40, line: 314, baseType: !44, size: 64, offset: 128)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "l_G", scope: !82, file: !40, line: 315, baseType: !93, size: 64, offset: 192)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "global_State", file: !40, line: 303, baseType: !95)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "global_State", file: !40, line: 254, size: 11328, elements: !96)
!96 = !{!97, !102, !103, !104, !105, !106, !107, !136, !137, !138, !139, !140, !141, !142, !143, !144, !145, !146, !147, !148, !149, !150, !153, !155, !156, !157, !158, !159, !160, !161, !162, !163, !164, !165, !166, !167, !168, !169, !170, !172, !173, !174, !175, !179, !211, !215, !222}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "frealloc", scope: !95, file: !40, line: 255, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Alloc", file: !75, line: 125, baseType: !99)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DISubroutineType(types: !101)
!101 = !{!72, !72, !72, !31, !31}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "ud", scope: !95, file: !40, line: 256, baseType: !72, size: 64, offset: 64)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "totalbytes", scope: !95, file: !40, line: 257, baseType: !34, size: 64, offset: 128)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "GCdebt", scope: !95, file: !40, line: 258, baseType: !34, size: 64, offset: 192)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "GCestimate", scope: !95, file: !40, line: 259, baseType: !29, size: 64, offset: 256)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "lastatomic", scope: !95, file: !40, line: 260, baseType: !29, size: 64, offset: 320)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "strt", scope: !95, file: !40, line: 261, baseType: !108, size: 128, offset: 384)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "stringtable", file: !40, line: 159, baseType: !109)
!109 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stringtable", file: !40, line: 155, size: 128, elements: !110)
!110 = !{!111, !134, !135}
!111 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !109, file: !40, line: 156, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "TString", file: !45, line: 396, baseType: !115)
!115 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TString", file: !45, line: 386, size: 256, elements: !116)
!116 = !{!117, !118, !119, !120, !121, !122, !124, !130}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !115, file: !45, line: 387, baseType: !63, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !115, file: !45, line: 387, baseType: !68, size: 8, offset: 64)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !115, file: !45, line: 387, baseType: !68, size: 8, offset: 72)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !115, file: !45, line: 388, baseType: !68, size: 8, offset: 80)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "shrlen", scope: !115, file: !45, line: 389, baseType: !68, size: 8, offset: 88)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !115, file: !45, line: 390, baseType: !123, size: 32, offset: 96)
!123 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !115, file: !45, line: 394, baseType: !125, size: 64, offset: 128)
!125 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !115, file: !45, line: 391, size: 64, elements: !126)
!126 = !{!127, !128}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "lnglen", scope: !125, file: !45, line: 392, baseType: !31, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "hnext", scope: !125, file: !45, line: 393, baseType: !129, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "contents", scope: !115, file: !45, line: 395, baseType: !131, size: 8, offset: 192)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !132)
!132 = !{!133}
!133 = !DISubrange(count: 1)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "nuse", scope: !109, file: !40, line: 157, baseType: !79, size: 32, offset: 64)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !109, file: !40, line: 158, baseType: !79, size: 32, offset: 96)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "l_registry", scope: !95, file: !40, line: 262, baseType: !55, size: 128, offset: 512)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "nilvalue", scope: !95, file: !40, line: 263, baseType: !55, size: 128, offset: 640)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "seed", scope: !95, file: !40, line: 264, baseType: !123, size: 32, offset: 768)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "currentwhite", scope: !95, file: !40, line: 265, baseType: !68, size: 8, offset: 800)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "gcstate", scope: !95, file: !40, line: 266, baseType: !68, size: 8, offset: 808)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "gckind", scope: !95, file: !40, line: 267, baseType: !68, size: 8, offset: 816)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "gcstopem", scope: !95, file: !40, line: 268, baseType: !68, size: 8, offset: 824)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "genminormul", scope: !95, file: !40, line: 269, baseType: !68, size: 8, offset: 832)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "genmajormul", scope: !95, file: !40, line: 270, baseType: !68, size: 8, offset: 840)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "gcstp", scope: !95, file: !40, line: 271, baseType: !68, size: 8, offset: 848)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "gcemergency", scope: !95, file: !40, line: 272, baseType: !68, size: 8, offset: 856)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "gcpause", scope: !95, file: !40, line: 273, baseType: !68, size: 8, offset: 864)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepmul", scope: !95, file: !40, line: 274, baseType: !68, size: 8, offset: 872)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepsize", scope: !95, file: !40, line: 275, baseType: !68, size: 8, offset: 880)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "allgc", scope: !95, file: !40, line: 276, baseType: !151, size: 64, offset: 896)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "GCObject", file: !45, line: 294, baseType: !64)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "sweepgc", scope: !95, file: !40, line: 277, baseType: !154, size: 64, offset: 960)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "finobj", scope: !95, file: !40, line: 278, baseType: !151, size: 64, offset: 1024)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "gray", scope: !95, file: !40, line: 279, baseType: !151, size: 64, offset: 1088)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "grayagain", scope: !95, file: !40, line: 280, baseType: !151, size: 64, offset: 1152)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !95, file: !40, line: 281, baseType: !151, size: 64, offset: 1216)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "ephemeron", scope: !95, file: !40, line: 282, baseType: !151, size: 64, offset: 1280)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "allweak", scope: !95, file: !40, line: 283, baseType: !151, size: 64, offset: 1344)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "tobefnz", scope: !95, file: !40, line: 284, baseType: !151, size: 64, offset: 1408)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "fixedgc", scope: !95, file: !40, line: 285, baseType: !151, size: 64, offset: 1472)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "survival", scope: !95, file: !40, line: 287, baseType: !151, size: 64, offset: 1536)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "old1", scope: !95, file: !40, line: 288, baseType: !151, size: 64, offset: 1600)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "reallyold", scope: !95, file: !40, line: 289, baseType: !151, size: 64, offset: 1664)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "firstold1", scope: !95, file: !40, line: 290, baseType: !151, size: 64, offset: 1728)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "finobjsur", scope: !95, file: !40, line: 291, baseType: !151, size: 64, offset: 1792)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "finobjold1", scope: !95, file: !40, line: 292, baseType: !151, size: 64, offset: 1856)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "finobjrold", scope: !95, file: !40, line: 293, baseType: !151, size: 64, offset: 1920)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !95, file: !40, line: 294, baseType: !171, size: 64, offset: 1984)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "panic", scope: !95, file: !40, line: 295, baseType: !74, size: 64, offset: 2048)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "mainthread", scope: !95, file: !40, line: 296, baseType: !171, size: 64, offset: 2112)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "memerrmsg", scope: !95, file: !40, line: 297, baseType: !113, size: 64, offset: 2176)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "tmname", scope: !95, file: !40, line: 298, baseType: !176, size: 1600, offset: 2240)
!176 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 1600, elements: !177)
!177 = !{!178}
!178 = !DISubrange(count: 25)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "mt", scope: !95, file: !40, line: 299, baseType: !180, size: 576, offset: 3840)
!180 = !DICompositeType(tag: DW_TAG_array_type, baseType: !181, size: 576, elements: !209)
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !182, size: 64)
!182 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Table", file: !45, line: 737, size: 448, elements: !183)
!183 = !{!184, !185, !186, !187, !188, !189, !190, !192, !206, !207, !208}
!184 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !182, file: !45, line: 738, baseType: !63, size: 64)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !182, file: !45, line: 738, baseType: !68, size: 8, offset: 64)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !182, file: !45, line: 738, baseType: !68, size: 8, offset: 72)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !182, file: !45, line: 739, baseType: !68, size: 8, offset: 80)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "lsizenode", scope: !182, file: !45, line: 740, baseType: !68, size: 8, offset: 88)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "alimit", scope: !182, file: !45, line: 741, baseType: !123, size: 32, offset: 96)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "array", scope: !182, file: !45, line: 742, baseType: !191, size: 64, offset: 128)
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "node", scope: !182, file: !45, line: 743, baseType: !193, size: 64, offset: 192)
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !194, size: 64)
!194 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !45, line: 707, baseType: !195)
!195 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Node", file: !45, line: 699, size: 192, elements: !196)
!196 = !{!197, !205}
!197 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !195, file: !45, line: 705, baseType: !198, size: 192)
!198 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NodeKey", file: !45, line: 700, size: 192, elements: !199)
!199 = !{!200, !201, !202, !203, !204}
!200 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !198, file: !45, line: 701, baseType: !59, size: 64)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !198, file: !45, line: 701, baseType: !68, size: 8, offset: 64)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "key_tt", scope: !198, file: !45, line: 702, baseType: !68, size: 8, offset: 72)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !198, file: !45, line: 703, baseType: !79, size: 32, offset: 96)
!204 = !DIDerivedType(tag: DW_TAG_member, name: "key_val", scope: !198, file: !45, line: 704, baseType: !59, size: 64, offset: 128)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "i_val", scope: !195, file: !45, line: 706, baseType: !55, size: 128)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "lastfree", scope: !182, file: !45, line: 744, baseType: !193, size: 64, offset: 256)
!207 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !182, file: !45, line: 745, baseType: !181, size: 64, offset: 320)
!208 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !182, file: !45, line: 746, baseType: !151, size: 64, offset: 384)
!209 = !{!210}
!210 = !DISubrange(count: 9)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "strcache", scope: !95, file: !40, line: 300, baseType: !212, size: 6784, offset: 4416)
!212 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 6784, elements: !213)
!213 = !{!214, !26}
!214 = !DISubrange(count: 53)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "warnf", scope: !95, file: !40, line: 301, baseType: !216, size: 64, offset: 11200)
!216 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_WarnFunction", file: !75, line: 131, baseType: !217)
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 64)
!218 = !DISubroutineType(types: !219)
!219 = !{null, !72, !220, !79}
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !221, size: 64)
!221 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "ud_warn", scope: !95, file: !40, line: 302, baseType: !72, size: 64, offset: 11264)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "ci", scope: !82, file: !40, line: 316, baseType: !38, size: 64, offset: 256)
!224 = !DIDerivedType(tag: DW_TAG_member, name: "stack_last", scope: !82, file: !40, line: 317, baseType: !44, size: 64, offset: 320)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "stack", scope: !82, file: !40, line: 318, baseType: !44, size: 64, offset: 384)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "openupval", scope: !82, file: !40, line: 319, baseType: !227, size: 64, offset: 448)
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !228, size: 64)
!228 = !DIDerivedType(tag: DW_TAG_typedef, name: "UpVal", file: !45, line: 640, baseType: !229)
!229 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "UpVal", file: !45, line: 627, size: 320, elements: !230)
!230 = !{!231, !232, !233, !234, !239}
!231 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !229, file: !45, line: 628, baseType: !63, size: 64)
!232 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !229, file: !45, line: 628, baseType: !68, size: 8, offset: 64)
!233 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !229, file: !45, line: 628, baseType: !68, size: 8, offset: 72)
!234 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !229, file: !45, line: 632, baseType: !235, size: 64, offset: 128)
!235 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !229, file: !45, line: 629, size: 64, elements: !236)
!236 = !{!237, !238}
!237 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !235, file: !45, line: 630, baseType: !191, size: 64)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !235, file: !45, line: 631, baseType: !35, size: 64)
!239 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !229, file: !45, line: 639, baseType: !240, size: 128, offset: 192)
!240 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !229, file: !45, line: 633, size: 128, elements: !241)
!241 = !{!242, !249}
!242 = !DIDerivedType(tag: DW_TAG_member, name: "open", scope: !240, file: !45, line: 637, baseType: !243, size: 128)
!243 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !240, file: !45, line: 634, size: 128, elements: !244)
!244 = !{!245, !247}
!245 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !243, file: !45, line: 635, baseType: !246, size: 64)
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !229, size: 64)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !243, file: !45, line: 636, baseType: !248, size: 64, offset: 64)
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !246, size: 64)
!249 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !240, file: !45, line: 638, baseType: !55, size: 128)
!250 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !82, file: !40, line: 320, baseType: !44, size: 64, offset: 512)
!251 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !82, file: !40, line: 321, baseType: !151, size: 64, offset: 576)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !82, file: !40, line: 322, baseType: !171, size: 64, offset: 640)
!253 = !DIDerivedType(tag: DW_TAG_member, name: "errorJmp", scope: !82, file: !40, line: 323, baseType: !254, size: 64, offset: 704)
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !255, size: 64)
!255 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_longjmp", file: !40, line: 122, flags: DIFlagFwdDecl)
!256 = !DIDerivedType(tag: DW_TAG_member, name: "base_ci", scope: !82, file: !40, line: 324, baseType: !39, size: 512, offset: 768)
!257 = !DIDerivedType(tag: DW_TAG_member, name: "hook", scope: !82, file: !40, line: 325, baseType: !258, size: 64, offset: 1280)
!258 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !259)
!259 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Hook", file: !75, line: 143, baseType: !260)
!260 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !261, size: 64)
!261 = !DISubroutineType(types: !262)
!262 = !{null, !80, !263}
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !264, size: 64)
!264 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Debug", file: !75, line: 137, baseType: !265)
!265 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_Debug", file: !75, line: 475, size: 1088, elements: !266)
!266 = !{!267, !268, !269, !270, !271, !272, !273, !274, !275, !276, !277, !278, !279, !280, !281, !282, !286}
!267 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !265, file: !75, line: 476, baseType: !79, size: 32)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !265, file: !75, line: 477, baseType: !220, size: 64, offset: 64)
!269 = !DIDerivedType(tag: DW_TAG_member, name: "namewhat", scope: !265, file: !75, line: 478, baseType: !220, size: 64, offset: 128)
!270 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !265, file: !75, line: 479, baseType: !220, size: 64, offset: 192)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !265, file: !75, line: 480, baseType: !220, size: 64, offset: 256)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "srclen", scope: !265, file: !75, line: 481, baseType: !31, size: 64, offset: 320)
!273 = !DIDerivedType(tag: DW_TAG_member, name: "currentline", scope: !265, file: !75, line: 482, baseType: !79, size: 32, offset: 384)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !265, file: !75, line: 483, baseType: !79, size: 32, offset: 416)
!275 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !265, file: !75, line: 484, baseType: !79, size: 32, offset: 448)
!276 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !265, file: !75, line: 485, baseType: !69, size: 8, offset: 480)
!277 = !DIDerivedType(tag: DW_TAG_member, name: "nparams", scope: !265, file: !75, line: 486, baseType: !69, size: 8, offset: 488)
!278 = !DIDerivedType(tag: DW_TAG_member, name: "isvararg", scope: !265, file: !75, line: 487, baseType: !4, size: 8, offset: 496)
!279 = !DIDerivedType(tag: DW_TAG_member, name: "istailcall", scope: !265, file: !75, line: 488, baseType: !4, size: 8, offset: 504)
!280 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !265, file: !75, line: 489, baseType: !90, size: 16, offset: 512)
!281 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !265, file: !75, line: 490, baseType: !90, size: 16, offset: 528)
!282 = !DIDerivedType(tag: DW_TAG_member, name: "short_src", scope: !265, file: !75, line: 491, baseType: !283, size: 480, offset: 544)
!283 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 480, elements: !284)
!284 = !{!285}
!285 = !DISubrange(count: 60)
!286 = !DIDerivedType(tag: DW_TAG_member, name: "i_ci", scope: !265, file: !75, line: 493, baseType: !287, size: 64, offset: 1024)
!287 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!288 = !DIDerivedType(tag: DW_TAG_member, name: "errfunc", scope: !82, file: !40, line: 326, baseType: !35, size: 64, offset: 1344)
!289 = !DIDerivedType(tag: DW_TAG_member, name: "nCcalls", scope: !82, file: !40, line: 327, baseType: !290, size: 32, offset: 1408)
!290 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_uint32", file: !30, line: 200, baseType: !123)
!291 = !DIDerivedType(tag: DW_TAG_member, name: "oldpc", scope: !82, file: !40, line: 328, baseType: !79, size: 32, offset: 1440)
!292 = !DIDerivedType(tag: DW_TAG_member, name: "basehookcount", scope: !82, file: !40, line: 329, baseType: !79, size: 32, offset: 1472)
!293 = !DIDerivedType(tag: DW_TAG_member, name: "hookcount", scope: !82, file: !40, line: 330, baseType: !79, size: 32, offset: 1504)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "hookmask", scope: !82, file: !40, line: 331, baseType: !295, size: 32, offset: 1536)
!295 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !296)
!296 = !DIDerivedType(tag: DW_TAG_typedef, name: "sig_atomic_t", file: !297, line: 8, baseType: !298)
!297 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/sig_atomic_t.h", directory: "", checksumkind: CSK_MD5, checksum: "d9236f7e3e7f10f53aa9d4cd97f503cf")
!298 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sig_atomic_t", file: !299, line: 215, baseType: !79)
!299 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!300 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !60, file: !45, line: 53, baseType: !301, size: 64)
!301 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !75, line: 94, baseType: !302)
!302 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!303 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !60, file: !45, line: 54, baseType: !304, size: 64)
!304 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !75, line: 90, baseType: !305)
!305 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!306 = !DIDerivedType(tag: DW_TAG_member, name: "ub", scope: !60, file: !45, line: 56, baseType: !68, size: 8)
!307 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !56, file: !45, line: 68, baseType: !68, size: 8, offset: 64)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !52, file: !45, line: 153, baseType: !309, size: 128)
!309 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !52, file: !45, line: 150, size: 128, elements: !310)
!310 = !{!311, !312, !313}
!311 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !309, file: !45, line: 151, baseType: !59, size: 64)
!312 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !309, file: !45, line: 151, baseType: !68, size: 8, offset: 64)
!313 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !309, file: !45, line: 152, baseType: !90, size: 16, offset: 80)
!314 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !46, file: !45, line: 167, baseType: !35, size: 64)
!315 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !41, file: !40, line: 179, baseType: !44, size: 64, offset: 64)
!316 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !41, file: !40, line: 180, baseType: !287, size: 64, offset: 128)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !41, file: !40, line: 180, baseType: !287, size: 64, offset: 192)
!318 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !41, file: !40, line: 192, baseType: !319, size: 192, offset: 256)
!319 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !41, file: !40, line: 181, size: 192, elements: !320)
!320 = !{!321, !330}
!321 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !319, file: !40, line: 186, baseType: !322, size: 128)
!322 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !319, file: !40, line: 182, size: 128, elements: !323)
!323 = !{!324, !328, !329}
!324 = !DIDerivedType(tag: DW_TAG_member, name: "savedpc", scope: !322, file: !40, line: 183, baseType: !325, size: 64)
!325 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !326, size: 64)
!326 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !327)
!327 = !DIDerivedType(tag: DW_TAG_typedef, name: "Instruction", file: !30, line: 205, baseType: !290)
!328 = !DIDerivedType(tag: DW_TAG_member, name: "trap", scope: !322, file: !40, line: 184, baseType: !295, size: 32, offset: 64)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "nextraargs", scope: !322, file: !40, line: 185, baseType: !79, size: 32, offset: 96)
!330 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !319, file: !40, line: 191, baseType: !331, size: 192)
!331 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !319, file: !40, line: 187, size: 192, elements: !332)
!332 = !{!333, !341, !342}
!333 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !331, file: !40, line: 188, baseType: !334, size: 64)
!334 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !75, line: 111, baseType: !335)
!335 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !336, size: 64)
!336 = !DISubroutineType(types: !337)
!337 = !{!79, !80, !79, !338}
!338 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !75, line: 100, baseType: !339)
!339 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !340, line: 87, baseType: !37)
!340 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!341 = !DIDerivedType(tag: DW_TAG_member, name: "old_errfunc", scope: !331, file: !40, line: 189, baseType: !35, size: 64, offset: 64)
!342 = !DIDerivedType(tag: DW_TAG_member, name: "ctx", scope: !331, file: !40, line: 190, baseType: !338, size: 64, offset: 128)
!343 = !DIDerivedType(tag: DW_TAG_member, name: "u2", scope: !41, file: !40, line: 201, baseType: !344, size: 32, offset: 448)
!344 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !41, file: !40, line: 193, size: 32, elements: !345)
!345 = !{!346, !347, !348, !349}
!346 = !DIDerivedType(tag: DW_TAG_member, name: "funcidx", scope: !344, file: !40, line: 194, baseType: !79, size: 32)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "nyield", scope: !344, file: !40, line: 195, baseType: !79, size: 32)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "nres", scope: !344, file: !40, line: 196, baseType: !79, size: 32)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "transferinfo", scope: !344, file: !40, line: 200, baseType: !350, size: 32)
!350 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !344, file: !40, line: 197, size: 32, elements: !351)
!351 = !{!352, !353}
!352 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !350, file: !40, line: 198, baseType: !90, size: 16)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !350, file: !40, line: 199, baseType: !90, size: 16, offset: 16)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "nresults", scope: !41, file: !40, line: 202, baseType: !355, size: 16, offset: 480)
!355 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!356 = !DIDerivedType(tag: DW_TAG_member, name: "callstatus", scope: !41, file: !40, line: 203, baseType: !90, size: 16, offset: 496)
!357 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !358, size: 64)
!358 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "GCUnion", file: !40, line: 353, size: 1600, elements: !359)
!359 = !{!360, !361, !362, !383, !463, !464, !465, !466}
!360 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !358, file: !40, line: 354, baseType: !152, size: 128)
!361 = !DIDerivedType(tag: DW_TAG_member, name: "ts", scope: !358, file: !40, line: 355, baseType: !115, size: 256)
!362 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !358, file: !40, line: 356, baseType: !363, size: 448)
!363 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Udata", file: !45, line: 459, size: 448, elements: !364)
!364 = !{!365, !366, !367, !368, !369, !370, !371, !372}
!365 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !363, file: !45, line: 460, baseType: !63, size: 64)
!366 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !363, file: !45, line: 460, baseType: !68, size: 8, offset: 64)
!367 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !363, file: !45, line: 460, baseType: !68, size: 8, offset: 72)
!368 = !DIDerivedType(tag: DW_TAG_member, name: "nuvalue", scope: !363, file: !45, line: 461, baseType: !90, size: 16, offset: 80)
!369 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !363, file: !45, line: 462, baseType: !31, size: 64, offset: 128)
!370 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !363, file: !45, line: 463, baseType: !181, size: 64, offset: 192)
!371 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !363, file: !45, line: 464, baseType: !151, size: 64, offset: 256)
!372 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !363, file: !45, line: 465, baseType: !373, size: 128, offset: 320)
!373 = !DICompositeType(tag: DW_TAG_array_type, baseType: !374, size: 128, elements: !132)
!374 = !DIDerivedType(tag: DW_TAG_typedef, name: "UValue", file: !45, line: 452, baseType: !375)
!375 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "UValue", file: !45, line: 449, size: 128, elements: !376)
!376 = !{!377, !378, !379, !380, !381, !382}
!377 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !375, file: !45, line: 450, baseType: !55, size: 128)
!378 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !375, file: !45, line: 451, baseType: !304, size: 64)
!379 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !375, file: !45, line: 451, baseType: !305, size: 64)
!380 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !375, file: !45, line: 451, baseType: !72, size: 64)
!381 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !375, file: !45, line: 451, baseType: !301, size: 64)
!382 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !375, file: !45, line: 451, baseType: !37, size: 64)
!383 = !DIDerivedType(tag: DW_TAG_member, name: "cl", scope: !358, file: !40, line: 357, baseType: !384, size: 384)
!384 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Closure", file: !45, line: 661, size: 384, elements: !385)
!385 = !{!386, !398}
!386 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !384, file: !45, line: 662, baseType: !387, size: 384)
!387 = !DIDerivedType(tag: DW_TAG_typedef, name: "CClosure", file: !45, line: 651, baseType: !388)
!388 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CClosure", file: !45, line: 647, size: 384, elements: !389)
!389 = !{!390, !391, !392, !393, !394, !395, !396}
!390 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !388, file: !45, line: 648, baseType: !63, size: 64)
!391 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !388, file: !45, line: 648, baseType: !68, size: 8, offset: 64)
!392 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !388, file: !45, line: 648, baseType: !68, size: 8, offset: 72)
!393 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !388, file: !45, line: 648, baseType: !68, size: 8, offset: 80)
!394 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !388, file: !45, line: 648, baseType: !151, size: 64, offset: 128)
!395 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !388, file: !45, line: 649, baseType: !74, size: 64, offset: 192)
!396 = !DIDerivedType(tag: DW_TAG_member, name: "upvalue", scope: !388, file: !45, line: 650, baseType: !397, size: 128, offset: 256)
!397 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 128, elements: !132)
!398 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !384, file: !45, line: 663, baseType: !399, size: 320)
!399 = !DIDerivedType(tag: DW_TAG_typedef, name: "LClosure", file: !45, line: 658, baseType: !400)
!400 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LClosure", file: !45, line: 654, size: 320, elements: !401)
!401 = !{!402, !403, !404, !405, !406, !407, !461}
!402 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !400, file: !45, line: 655, baseType: !63, size: 64)
!403 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !400, file: !45, line: 655, baseType: !68, size: 8, offset: 64)
!404 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !400, file: !45, line: 655, baseType: !68, size: 8, offset: 72)
!405 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !400, file: !45, line: 655, baseType: !68, size: 8, offset: 80)
!406 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !400, file: !45, line: 655, baseType: !151, size: 64, offset: 128)
!407 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !400, file: !45, line: 656, baseType: !408, size: 64, offset: 192)
!408 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !409, size: 64)
!409 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Proto", file: !45, line: 550, size: 1024, elements: !410)
!410 = !{!411, !412, !413, !414, !415, !416, !417, !418, !419, !420, !421, !422, !423, !424, !425, !426, !427, !429, !431, !440, !444, !451, !459, !460}
!411 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !409, file: !45, line: 551, baseType: !63, size: 64)
!412 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !409, file: !45, line: 551, baseType: !68, size: 8, offset: 64)
!413 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !409, file: !45, line: 551, baseType: !68, size: 8, offset: 72)
!414 = !DIDerivedType(tag: DW_TAG_member, name: "numparams", scope: !409, file: !45, line: 552, baseType: !68, size: 8, offset: 80)
!415 = !DIDerivedType(tag: DW_TAG_member, name: "is_vararg", scope: !409, file: !45, line: 553, baseType: !68, size: 8, offset: 88)
!416 = !DIDerivedType(tag: DW_TAG_member, name: "maxstacksize", scope: !409, file: !45, line: 554, baseType: !68, size: 8, offset: 96)
!417 = !DIDerivedType(tag: DW_TAG_member, name: "sizeupvalues", scope: !409, file: !45, line: 555, baseType: !79, size: 32, offset: 128)
!418 = !DIDerivedType(tag: DW_TAG_member, name: "sizek", scope: !409, file: !45, line: 556, baseType: !79, size: 32, offset: 160)
!419 = !DIDerivedType(tag: DW_TAG_member, name: "sizecode", scope: !409, file: !45, line: 557, baseType: !79, size: 32, offset: 192)
!420 = !DIDerivedType(tag: DW_TAG_member, name: "sizelineinfo", scope: !409, file: !45, line: 558, baseType: !79, size: 32, offset: 224)
!421 = !DIDerivedType(tag: DW_TAG_member, name: "sizep", scope: !409, file: !45, line: 559, baseType: !79, size: 32, offset: 256)
!422 = !DIDerivedType(tag: DW_TAG_member, name: "sizelocvars", scope: !409, file: !45, line: 560, baseType: !79, size: 32, offset: 288)
!423 = !DIDerivedType(tag: DW_TAG_member, name: "sizeabslineinfo", scope: !409, file: !45, line: 561, baseType: !79, size: 32, offset: 320)
!424 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !409, file: !45, line: 562, baseType: !79, size: 32, offset: 352)
!425 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !409, file: !45, line: 563, baseType: !79, size: 32, offset: 384)
!426 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !409, file: !45, line: 564, baseType: !191, size: 64, offset: 448)
!427 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !409, file: !45, line: 565, baseType: !428, size: 64, offset: 512)
!428 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !327, size: 64)
!429 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !409, file: !45, line: 566, baseType: !430, size: 64, offset: 576)
!430 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !408, size: 64)
!431 = !DIDerivedType(tag: DW_TAG_member, name: "upvalues", scope: !409, file: !45, line: 567, baseType: !432, size: 64, offset: 640)
!432 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !433, size: 64)
!433 = !DIDerivedType(tag: DW_TAG_typedef, name: "Upvaldesc", file: !45, line: 518, baseType: !434)
!434 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Upvaldesc", file: !45, line: 513, size: 128, elements: !435)
!435 = !{!436, !437, !438, !439}
!436 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !434, file: !45, line: 514, baseType: !113, size: 64)
!437 = !DIDerivedType(tag: DW_TAG_member, name: "instack", scope: !434, file: !45, line: 515, baseType: !68, size: 8, offset: 64)
!438 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !434, file: !45, line: 516, baseType: !68, size: 8, offset: 72)
!439 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !434, file: !45, line: 517, baseType: !68, size: 8, offset: 80)
!440 = !DIDerivedType(tag: DW_TAG_member, name: "lineinfo", scope: !409, file: !45, line: 568, baseType: !441, size: 64, offset: 704)
!441 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !442, size: 64)
!442 = !DIDerivedType(tag: DW_TAG_typedef, name: "ls_byte", file: !30, line: 37, baseType: !443)
!443 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!444 = !DIDerivedType(tag: DW_TAG_member, name: "abslineinfo", scope: !409, file: !45, line: 569, baseType: !445, size: 64, offset: 768)
!445 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !446, size: 64)
!446 = !DIDerivedType(tag: DW_TAG_typedef, name: "AbsLineInfo", file: !45, line: 545, baseType: !447)
!447 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "AbsLineInfo", file: !45, line: 542, size: 64, elements: !448)
!448 = !{!449, !450}
!449 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !447, file: !45, line: 543, baseType: !79, size: 32)
!450 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !447, file: !45, line: 544, baseType: !79, size: 32, offset: 32)
!451 = !DIDerivedType(tag: DW_TAG_member, name: "locvars", scope: !409, file: !45, line: 570, baseType: !452, size: 64, offset: 832)
!452 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !453, size: 64)
!453 = !DIDerivedType(tag: DW_TAG_typedef, name: "LocVar", file: !45, line: 529, baseType: !454)
!454 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LocVar", file: !45, line: 525, size: 128, elements: !455)
!455 = !{!456, !457, !458}
!456 = !DIDerivedType(tag: DW_TAG_member, name: "varname", scope: !454, file: !45, line: 526, baseType: !113, size: 64)
!457 = !DIDerivedType(tag: DW_TAG_member, name: "startpc", scope: !454, file: !45, line: 527, baseType: !79, size: 32, offset: 64)
!458 = !DIDerivedType(tag: DW_TAG_member, name: "endpc", scope: !454, file: !45, line: 528, baseType: !79, size: 32, offset: 96)
!459 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !409, file: !45, line: 571, baseType: !113, size: 64, offset: 896)
!460 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !409, file: !45, line: 572, baseType: !151, size: 64, offset: 960)
!461 = !DIDerivedType(tag: DW_TAG_member, name: "upvals", scope: !400, file: !45, line: 657, baseType: !462, size: 64, offset: 256)
!462 = !DICompositeType(tag: DW_TAG_array_type, baseType: !227, size: 64, elements: !132)
!463 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !358, file: !40, line: 358, baseType: !182, size: 448)
!464 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !358, file: !40, line: 359, baseType: !409, size: 1024)
!465 = !DIDerivedType(tag: DW_TAG_member, name: "th", scope: !358, file: !40, line: 360, baseType: !82, size: 1600)
!466 = !DIDerivedType(tag: DW_TAG_member, name: "upv", scope: !358, file: !40, line: 361, baseType: !229, size: 320)
!467 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!468 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !469, size: 64)
!469 = !DIDerivedType(tag: DW_TAG_typedef, name: "LX", file: !2, line: 38, baseType: !470)
!470 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LX", file: !2, line: 35, size: 1664, elements: !471)
!471 = !{!472, !476}
!472 = !DIDerivedType(tag: DW_TAG_member, name: "extra_", scope: !470, file: !2, line: 36, baseType: !473, size: 64)
!473 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 64, elements: !474)
!474 = !{!475}
!475 = !DISubrange(count: 8)
!476 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !470, file: !2, line: 37, baseType: !81, size: 1600, offset: 64)
!477 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!478 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !479, size: 64)
!479 = !DIDerivedType(tag: DW_TAG_typedef, name: "LG", file: !2, line: 47, baseType: !480)
!480 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LG", file: !2, line: 44, size: 12992, elements: !481)
!481 = !{!482, !483}
!482 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !480, file: !2, line: 45, baseType: !469, size: 1664)
!483 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !480, file: !2, line: 46, baseType: !94, size: 11328, offset: 1664)
!484 = !{!0, !7, !12, !17, !22}
!485 = !{i32 7, !"Dwarf Version", i32 5}
!486 = !{i32 2, !"Debug Info Version", i32 3}
!487 = !{i32 1, !"wchar_size", i32 4}
!488 = !{i32 8, !"PIC Level", i32 2}
!489 = !{i32 7, !"PIE Level", i32 2}
!490 = !{i32 7, !"uwtable", i32 2}
!491 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!492 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!493 = distinct !DISubprogram(name: "luaE_setdebt", scope: !2, file: !2, line: 89, type: !494, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !496)
!494 = !DISubroutineType(types: !495)
!495 = !{null, !93, !34}
!496 = !{!497, !498, !499}
!497 = !DILocalVariable(name: "g", arg: 1, scope: !493, file: !2, line: 89, type: !93)
!498 = !DILocalVariable(name: "debt", arg: 2, scope: !493, file: !2, line: 89, type: !34)
!499 = !DILocalVariable(name: "tb", scope: !493, file: !2, line: 90, type: !34)
!500 = !DILocation(line: 0, scope: !493)
!501 = !DILocation(line: 90, column: 14, scope: !493)
!502 = !{!503, !507, i64 16}
!503 = !{!"global_State", !504, i64 0, !504, i64 8, !507, i64 16, !507, i64 24, !507, i64 32, !507, i64 40, !508, i64 48, !510, i64 64, !510, i64 80, !509, i64 96, !505, i64 100, !505, i64 101, !505, i64 102, !505, i64 103, !505, i64 104, !505, i64 105, !505, i64 106, !505, i64 107, !505, i64 108, !505, i64 109, !505, i64 110, !504, i64 112, !504, i64 120, !504, i64 128, !504, i64 136, !504, i64 144, !504, i64 152, !504, i64 160, !504, i64 168, !504, i64 176, !504, i64 184, !504, i64 192, !504, i64 200, !504, i64 208, !504, i64 216, !504, i64 224, !504, i64 232, !504, i64 240, !504, i64 248, !504, i64 256, !504, i64 264, !504, i64 272, !505, i64 280, !505, i64 480, !505, i64 552, !504, i64 1400, !504, i64 1408}
!504 = !{!"any pointer", !505, i64 0}
!505 = !{!"omnipotent char", !506, i64 0}
!506 = !{!"Simple C/C++ TBAA"}
!507 = !{!"long", !505, i64 0}
!508 = !{!"stringtable", !504, i64 0, !509, i64 8, !509, i64 12}
!509 = !{!"int", !505, i64 0}
!510 = !{!"TValue", !505, i64 0, !505, i64 8}
!511 = !{!503, !507, i64 24}
!512 = !DILocation(line: 92, column: 17, scope: !513)
!513 = distinct !DILexicalBlock(scope: !493, file: !2, line: 92, column: 7)
!514 = !DILocation(line: 92, column: 7, scope: !493)
!515 = !DILocation(line: 94, column: 22, scope: !493)
!516 = !DILocation(line: 94, column: 17, scope: !493)
!517 = !DILocation(line: 95, column: 13, scope: !493)
!518 = !DILocation(line: 96, column: 1, scope: !493)
!519 = distinct !DISubprogram(name: "lua_setcstacklimit", scope: !2, file: !2, line: 99, type: !520, scopeLine: 99, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !522)
!520 = !DISubroutineType(types: !521)
!521 = !{!79, !80, !123}
!522 = !{!523, !524}
!523 = !DILocalVariable(name: "L", arg: 1, scope: !519, file: !2, line: 99, type: !80)
!524 = !DILocalVariable(name: "limit", arg: 2, scope: !519, file: !2, line: 99, type: !123)
!525 = !DILocation(line: 0, scope: !519)
!526 = !DILocation(line: 101, column: 3, scope: !519)
!527 = distinct !DISubprogram(name: "luaE_extendCI", scope: !2, file: !2, line: 105, type: !528, scopeLine: 105, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !530)
!528 = !DISubroutineType(types: !529)
!529 = !{!38, !80}
!530 = !{!531, !532}
!531 = !DILocalVariable(name: "L", arg: 1, scope: !527, file: !2, line: 105, type: !80)
!532 = !DILocalVariable(name: "ci", scope: !527, file: !2, line: 106, type: !38)
!533 = !DILocation(line: 0, scope: !527)
!534 = !DILocation(line: 108, column: 8, scope: !527)
!535 = !DILocation(line: 110, column: 6, scope: !527)
!536 = !{!537, !504, i64 32}
!537 = !{!"lua_State", !504, i64 0, !505, i64 8, !505, i64 9, !505, i64 10, !505, i64 11, !538, i64 12, !505, i64 16, !504, i64 24, !504, i64 32, !505, i64 40, !505, i64 48, !504, i64 56, !505, i64 64, !504, i64 72, !504, i64 80, !504, i64 88, !539, i64 96, !504, i64 160, !507, i64 168, !509, i64 176, !509, i64 180, !509, i64 184, !509, i64 188, !509, i64 192}
!538 = !{!"short", !505, i64 0}
!539 = !{!"CallInfo", !505, i64 0, !505, i64 8, !504, i64 16, !504, i64 24, !505, i64 32, !505, i64 56, !538, i64 60, !538, i64 62}
!540 = !DILocation(line: 110, column: 10, scope: !527)
!541 = !DILocation(line: 110, column: 15, scope: !527)
!542 = !{!539, !504, i64 24}
!543 = !DILocation(line: 111, column: 7, scope: !527)
!544 = !DILocation(line: 111, column: 16, scope: !527)
!545 = !{!539, !504, i64 16}
!546 = !DILocation(line: 112, column: 7, scope: !527)
!547 = !DILocation(line: 112, column: 12, scope: !527)
!548 = !DILocation(line: 113, column: 11, scope: !527)
!549 = !DILocation(line: 113, column: 16, scope: !527)
!550 = !{!505, !505, i64 0}
!551 = !DILocation(line: 114, column: 6, scope: !527)
!552 = !DILocation(line: 114, column: 9, scope: !527)
!553 = !{!537, !538, i64 12}
!554 = !DILocation(line: 115, column: 3, scope: !527)
!555 = !DISubprogram(name: "luaM_malloc_", scope: !556, file: !556, line: 90, type: !557, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!556 = !DIFile(filename: "src/lua/lmem.h", directory: ".", checksumkind: CSK_MD5, checksum: "313e02a40d047c422219b8cdf3b31411")
!557 = !DISubroutineType(types: !558)
!558 = !{!72, !80, !31, !79}
!559 = distinct !DISubprogram(name: "luaE_shrinkCI", scope: !2, file: !2, line: 138, type: !560, scopeLine: 138, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !562)
!560 = !DISubroutineType(types: !561)
!561 = !{null, !80}
!562 = !{!563, !564, !565, !566}
!563 = !DILocalVariable(name: "L", arg: 1, scope: !559, file: !2, line: 138, type: !80)
!564 = !DILocalVariable(name: "ci", scope: !559, file: !2, line: 139, type: !38)
!565 = !DILocalVariable(name: "next", scope: !559, file: !2, line: 140, type: !38)
!566 = !DILocalVariable(name: "next2", scope: !567, file: !2, line: 144, type: !38)
!567 = distinct !DILexicalBlock(scope: !559, file: !2, line: 143, column: 37)
!568 = !DILocation(line: 0, scope: !559)
!569 = !DILocation(line: 139, column: 21, scope: !559)
!570 = !DILocation(line: 139, column: 25, scope: !559)
!571 = !DILocation(line: 141, column: 10, scope: !572)
!572 = distinct !DILexicalBlock(scope: !559, file: !2, line: 141, column: 7)
!573 = !DILocation(line: 141, column: 7, scope: !559)
!574 = !DILocation(line: 143, column: 22, scope: !559)
!575 = !DILocation(line: 143, column: 28, scope: !559)
!576 = !DILocation(line: 143, column: 3, scope: !559)
!577 = !DILocation(line: 144, column: 29, scope: !567)
!578 = !DILocation(line: 0, scope: !567)
!579 = !DILocation(line: 145, column: 14, scope: !567)
!580 = !DILocation(line: 146, column: 11, scope: !567)
!581 = !DILocation(line: 147, column: 5, scope: !567)
!582 = !DILocation(line: 148, column: 15, scope: !583)
!583 = distinct !DILexicalBlock(scope: !567, file: !2, line: 148, column: 9)
!584 = !DILocation(line: 148, column: 9, scope: !567)
!585 = !DILocation(line: 151, column: 14, scope: !586)
!586 = distinct !DILexicalBlock(scope: !583, file: !2, line: 150, column: 10)
!587 = !DILocation(line: 151, column: 23, scope: !586)
!588 = !DILocation(line: 155, column: 1, scope: !559)
!589 = !DISubprogram(name: "luaM_free_", scope: !556, file: !556, line: 84, type: !590, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!590 = !DISubroutineType(types: !591)
!591 = !{null, !80, !72, !31}
!592 = distinct !DISubprogram(name: "luaE_checkcstack", scope: !2, file: !2, line: 165, type: !560, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !593)
!593 = !{!594}
!594 = !DILocalVariable(name: "L", arg: 1, scope: !592, file: !2, line: 165, type: !80)
!595 = !DILocation(line: 0, scope: !592)
!596 = !DILocation(line: 166, column: 7, scope: !597)
!597 = distinct !DILexicalBlock(scope: !592, file: !2, line: 166, column: 7)
!598 = !{!537, !509, i64 176}
!599 = !DILocation(line: 166, column: 20, scope: !597)
!600 = !DILocation(line: 166, column: 7, scope: !592)
!601 = !DILocation(line: 167, column: 5, scope: !597)
!602 = !DILocation(line: 168, column: 25, scope: !603)
!603 = distinct !DILexicalBlock(scope: !597, file: !2, line: 168, column: 12)
!604 = !DILocation(line: 168, column: 12, scope: !597)
!605 = !DILocation(line: 169, column: 5, scope: !603)
!606 = !DILocation(line: 170, column: 1, scope: !592)
!607 = !DISubprogram(name: "luaG_runerror", scope: !608, file: !608, line: 56, type: !609, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!608 = !DIFile(filename: "src/lua/ldebug.h", directory: ".", checksumkind: CSK_MD5, checksum: "e354d5afec415152be85e3d4d3dd589e")
!609 = !DISubroutineType(types: !610)
!610 = !{null, !80, !220, null}
!611 = !DISubprogram(name: "luaD_throw", scope: !612, file: !612, line: 83, type: !613, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!612 = !DIFile(filename: "src/lua/ldo.h", directory: ".", checksumkind: CSK_MD5, checksum: "28138809e652958723ca82a42b18e9f3")
!613 = !DISubroutineType(types: !614)
!614 = !{null, !80, !79}
!615 = distinct !DISubprogram(name: "luaE_incCstack", scope: !2, file: !2, line: 173, type: !560, scopeLine: 173, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !616)
!616 = !{!617}
!617 = !DILocalVariable(name: "L", arg: 1, scope: !615, file: !2, line: 173, type: !80)
!618 = !DILocation(line: 0, scope: !615)
!619 = !DILocation(line: 174, column: 6, scope: !615)
!620 = !DILocation(line: 174, column: 13, scope: !615)
!621 = !DILocation(line: 175, column: 7, scope: !622)
!622 = distinct !DILexicalBlock(scope: !615, file: !2, line: 175, column: 7)
!623 = !DILocation(line: 175, column: 7, scope: !615)
!624 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!625 = !DILocation(line: 176, column: 5, scope: !622)
!626 = !DILocation(line: 177, column: 1, scope: !615)
!627 = distinct !DISubprogram(name: "lua_newthread", scope: !2, file: !2, line: 286, type: !628, scopeLine: 286, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !630)
!628 = !DISubroutineType(types: !629)
!629 = !{!80, !80}
!630 = !{!631, !632, !633, !634, !635, !637}
!631 = !DILocalVariable(name: "L", arg: 1, scope: !627, file: !2, line: 286, type: !80)
!632 = !DILocalVariable(name: "g", scope: !627, file: !2, line: 287, type: !93)
!633 = !DILocalVariable(name: "o", scope: !627, file: !2, line: 288, type: !151)
!634 = !DILocalVariable(name: "L1", scope: !627, file: !2, line: 289, type: !80)
!635 = !DILocalVariable(name: "io", scope: !636, file: !2, line: 296, type: !191)
!636 = distinct !DILexicalBlock(scope: !627, file: !2, line: 296, column: 3)
!637 = !DILocalVariable(name: "x_", scope: !636, file: !2, line: 296, type: !80)
!638 = !DILocation(line: 0, scope: !627)
!639 = !DILocation(line: 287, column: 21, scope: !627)
!640 = !{!537, !504, i64 24}
!641 = !DILocation(line: 291, column: 3, scope: !642)
!642 = distinct !DILexicalBlock(scope: !643, file: !2, line: 291, column: 3)
!643 = distinct !DILexicalBlock(scope: !627, file: !2, line: 291, column: 3)
!644 = !DILocation(line: 291, column: 3, scope: !643)
!645 = !DILocation(line: 291, column: 3, scope: !646)
!646 = distinct !DILexicalBlock(scope: !642, file: !2, line: 291, column: 3)
!647 = !DILocation(line: 293, column: 7, scope: !627)
!648 = !DILocation(line: 296, column: 3, scope: !636)
!649 = !DILocation(line: 0, scope: !636)
!650 = !{!510, !505, i64 8}
!651 = !DILocation(line: 297, column: 3, scope: !652)
!652 = distinct !DILexicalBlock(scope: !627, file: !2, line: 297, column: 3)
!653 = !DILocalVariable(name: "L", arg: 1, scope: !654, file: !2, line: 249, type: !80)
!654 = distinct !DISubprogram(name: "preinit_thread", scope: !2, file: !2, line: 249, type: !655, scopeLine: 249, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !657)
!655 = !DISubroutineType(types: !656)
!656 = !{null, !80, !93}
!657 = !{!653, !658}
!658 = !DILocalVariable(name: "g", arg: 2, scope: !654, file: !2, line: 249, type: !93)
!659 = !DILocation(line: 0, scope: !654, inlinedAt: !660)
!660 = distinct !DILocation(line: 298, column: 3, scope: !627)
!661 = !DILocation(line: 250, column: 3, scope: !654, inlinedAt: !660)
!662 = !DILocation(line: 250, column: 8, scope: !654, inlinedAt: !660)
!663 = !DILocation(line: 251, column: 6, scope: !654, inlinedAt: !660)
!664 = !DILocation(line: 251, column: 14, scope: !654, inlinedAt: !660)
!665 = !DILocation(line: 252, column: 6, scope: !654, inlinedAt: !660)
!666 = !DILocation(line: 252, column: 9, scope: !654, inlinedAt: !660)
!667 = !DILocation(line: 253, column: 6, scope: !654, inlinedAt: !660)
!668 = !DILocation(line: 253, column: 10, scope: !654, inlinedAt: !660)
!669 = !DILocation(line: 254, column: 6, scope: !654, inlinedAt: !660)
!670 = !DILocation(line: 254, column: 12, scope: !654, inlinedAt: !660)
!671 = !{!537, !504, i64 80}
!672 = !DILocation(line: 255, column: 6, scope: !654, inlinedAt: !660)
!673 = !DILocation(line: 255, column: 14, scope: !654, inlinedAt: !660)
!674 = !DILocation(line: 256, column: 6, scope: !654, inlinedAt: !660)
!675 = !DILocation(line: 256, column: 15, scope: !654, inlinedAt: !660)
!676 = !{!537, !504, i64 88}
!677 = !DILocation(line: 257, column: 6, scope: !654, inlinedAt: !660)
!678 = !DILocation(line: 257, column: 11, scope: !654, inlinedAt: !660)
!679 = !{!537, !504, i64 160}
!680 = !DILocation(line: 258, column: 6, scope: !654, inlinedAt: !660)
!681 = !DILocation(line: 258, column: 15, scope: !654, inlinedAt: !660)
!682 = !{!537, !509, i64 192}
!683 = !DILocation(line: 259, column: 6, scope: !654, inlinedAt: !660)
!684 = !DILocation(line: 259, column: 20, scope: !654, inlinedAt: !660)
!685 = !{!537, !509, i64 184}
!686 = !DILocation(line: 260, column: 6, scope: !654, inlinedAt: !660)
!687 = !DILocation(line: 260, column: 16, scope: !654, inlinedAt: !660)
!688 = !{!537, !505, i64 11}
!689 = !DILocation(line: 261, column: 3, scope: !654, inlinedAt: !660)
!690 = !DILocation(line: 262, column: 6, scope: !654, inlinedAt: !660)
!691 = !DILocation(line: 262, column: 16, scope: !654, inlinedAt: !660)
!692 = !{!537, !504, i64 56}
!693 = !DILocation(line: 263, column: 6, scope: !654, inlinedAt: !660)
!694 = !DILocation(line: 263, column: 13, scope: !654, inlinedAt: !660)
!695 = !{!537, !505, i64 10}
!696 = !DILocation(line: 264, column: 6, scope: !654, inlinedAt: !660)
!697 = !DILocation(line: 264, column: 14, scope: !654, inlinedAt: !660)
!698 = !{!537, !507, i64 168}
!699 = !DILocation(line: 265, column: 6, scope: !654, inlinedAt: !660)
!700 = !DILocation(line: 265, column: 12, scope: !654, inlinedAt: !660)
!701 = !{!537, !509, i64 180}
!702 = !DILocation(line: 299, column: 21, scope: !627)
!703 = !DILocation(line: 299, column: 16, scope: !627)
!704 = !DILocation(line: 300, column: 26, scope: !627)
!705 = !DILocation(line: 300, column: 21, scope: !627)
!706 = !DILocation(line: 301, column: 17, scope: !627)
!707 = !DILocation(line: 301, column: 12, scope: !627)
!708 = !DILocation(line: 302, column: 3, scope: !627)
!709 = !{!537, !509, i64 188}
!710 = !DILocation(line: 304, column: 10, scope: !627)
!711 = !DILocation(line: 304, column: 33, scope: !627)
!712 = !{!503, !504, i64 264}
!713 = !DILocation(line: 304, column: 3, scope: !627)
!714 = !DILocalVariable(name: "L1", arg: 1, scope: !715, file: !2, line: 180, type: !80)
!715 = distinct !DISubprogram(name: "stack_init", scope: !2, file: !2, line: 180, type: !716, scopeLine: 180, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !718)
!716 = !DISubroutineType(types: !717)
!717 = !{null, !80, !80}
!718 = !{!714, !719, !720, !721}
!719 = !DILocalVariable(name: "L", arg: 2, scope: !715, file: !2, line: 180, type: !80)
!720 = !DILocalVariable(name: "i", scope: !715, file: !2, line: 181, type: !79)
!721 = !DILocalVariable(name: "ci", scope: !715, file: !2, line: 181, type: !38)
!722 = !DILocation(line: 0, scope: !715, inlinedAt: !723)
!723 = distinct !DILocation(line: 307, column: 3, scope: !627)
!724 = !DILocation(line: 183, column: 17, scope: !715, inlinedAt: !723)
!725 = !DILocation(line: 183, column: 15, scope: !715, inlinedAt: !723)
!726 = !DILocation(line: 184, column: 7, scope: !715, inlinedAt: !723)
!727 = !DILocation(line: 184, column: 17, scope: !715, inlinedAt: !723)
!728 = !DILocation(line: 185, column: 3, scope: !729, inlinedAt: !723)
!729 = distinct !DILexicalBlock(scope: !715, file: !2, line: 185, column: 3)
!730 = !DILocation(line: 186, column: 5, scope: !731, inlinedAt: !723)
!731 = distinct !DILexicalBlock(scope: !729, file: !2, line: 185, column: 3)
!732 = !DILocation(line: 185, column: 52, scope: !731, inlinedAt: !723)
!733 = !DILocation(line: 185, column: 17, scope: !731, inlinedAt: !723)
!734 = distinct !{!734, !728, !735, !736}
!735 = !DILocation(line: 186, column: 5, scope: !729, inlinedAt: !723)
!736 = !{!"llvm.loop.mustprogress"}
!737 = !DILocation(line: 187, column: 25, scope: !715, inlinedAt: !723)
!738 = !DILocation(line: 187, column: 7, scope: !715, inlinedAt: !723)
!739 = !DILocation(line: 187, column: 13, scope: !715, inlinedAt: !723)
!740 = !DILocation(line: 188, column: 34, scope: !715, inlinedAt: !723)
!741 = !DILocation(line: 188, column: 7, scope: !715, inlinedAt: !723)
!742 = !DILocation(line: 188, column: 20, scope: !715, inlinedAt: !723)
!743 = !DILocation(line: 190, column: 13, scope: !715, inlinedAt: !723)
!744 = !DILocation(line: 191, column: 18, scope: !715, inlinedAt: !723)
!745 = !DILocation(line: 192, column: 7, scope: !715, inlinedAt: !723)
!746 = !DILocation(line: 191, column: 12, scope: !715, inlinedAt: !723)
!747 = !DILocation(line: 192, column: 18, scope: !715, inlinedAt: !723)
!748 = !{!539, !538, i64 62}
!749 = !DILocation(line: 193, column: 14, scope: !715, inlinedAt: !723)
!750 = !DILocation(line: 194, column: 7, scope: !715, inlinedAt: !723)
!751 = !DILocation(line: 194, column: 13, scope: !715, inlinedAt: !723)
!752 = !DILocation(line: 195, column: 7, scope: !715, inlinedAt: !723)
!753 = !DILocation(line: 195, column: 16, scope: !715, inlinedAt: !723)
!754 = !{!539, !538, i64 60}
!755 = !DILocation(line: 196, column: 3, scope: !715, inlinedAt: !723)
!756 = !DILocation(line: 197, column: 12, scope: !715, inlinedAt: !723)
!757 = !DILocation(line: 198, column: 25, scope: !715, inlinedAt: !723)
!758 = !DILocation(line: 198, column: 7, scope: !715, inlinedAt: !723)
!759 = !DILocation(line: 198, column: 13, scope: !715, inlinedAt: !723)
!760 = !DILocation(line: 199, column: 10, scope: !715, inlinedAt: !723)
!761 = !DILocation(line: 309, column: 3, scope: !627)
!762 = !DISubprogram(name: "luaC_step", scope: !763, file: !763, line: 190, type: !560, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!763 = !DIFile(filename: "src/lua/lgc.h", directory: ".", checksumkind: CSK_MD5, checksum: "27471f6a393f1da8078a1cd072699654")
!764 = !DISubprogram(name: "luaC_newobjdt", scope: !763, file: !763, line: 194, type: !765, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!765 = !DISubroutineType(types: !766)
!766 = !{!151, !80, !79, !31, !31}
!767 = distinct !DISubprogram(name: "luaE_freethread", scope: !2, file: !2, line: 313, type: !716, scopeLine: 313, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !768)
!768 = !{!769, !770, !771}
!769 = !DILocalVariable(name: "L", arg: 1, scope: !767, file: !2, line: 313, type: !80)
!770 = !DILocalVariable(name: "L1", arg: 2, scope: !767, file: !2, line: 313, type: !80)
!771 = !DILocalVariable(name: "l", scope: !767, file: !2, line: 314, type: !468)
!772 = !DILocation(line: 0, scope: !767)
!773 = !DILocation(line: 315, column: 27, scope: !767)
!774 = !DILocation(line: 315, column: 33, scope: !767)
!775 = !DILocation(line: 315, column: 3, scope: !767)
!776 = !DILocalVariable(name: "L", arg: 1, scope: !777, file: !2, line: 203, type: !80)
!777 = distinct !DISubprogram(name: "freestack", scope: !2, file: !2, line: 203, type: !560, scopeLine: 203, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !778)
!778 = !{!776}
!779 = !DILocation(line: 0, scope: !777, inlinedAt: !780)
!780 = distinct !DILocation(line: 318, column: 3, scope: !767)
!781 = !DILocation(line: 204, column: 16, scope: !782, inlinedAt: !780)
!782 = distinct !DILexicalBlock(scope: !777, file: !2, line: 204, column: 7)
!783 = !DILocation(line: 204, column: 18, scope: !782, inlinedAt: !780)
!784 = !DILocation(line: 204, column: 7, scope: !777, inlinedAt: !780)
!785 = !DILocation(line: 206, column: 15, scope: !777, inlinedAt: !780)
!786 = !DILocation(line: 206, column: 6, scope: !777, inlinedAt: !780)
!787 = !DILocation(line: 206, column: 9, scope: !777, inlinedAt: !780)
!788 = !DILocalVariable(name: "L", arg: 1, scope: !789, file: !2, line: 122, type: !80)
!789 = distinct !DISubprogram(name: "freeCI", scope: !2, file: !2, line: 122, type: !560, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !790)
!790 = !{!788, !791, !792}
!791 = !DILocalVariable(name: "ci", scope: !789, file: !2, line: 123, type: !38)
!792 = !DILocalVariable(name: "next", scope: !789, file: !2, line: 124, type: !38)
!793 = !DILocation(line: 0, scope: !789, inlinedAt: !794)
!794 = distinct !DILocation(line: 207, column: 3, scope: !777, inlinedAt: !780)
!795 = !DILocation(line: 124, column: 24, scope: !789, inlinedAt: !794)
!796 = !DILocation(line: 125, column: 12, scope: !789, inlinedAt: !794)
!797 = !DILocation(line: 126, column: 22, scope: !789, inlinedAt: !794)
!798 = !DILocation(line: 126, column: 3, scope: !789, inlinedAt: !794)
!799 = !DILocation(line: 127, column: 16, scope: !800, inlinedAt: !794)
!800 = distinct !DILexicalBlock(scope: !789, file: !2, line: 126, column: 31)
!801 = !DILocation(line: 128, column: 5, scope: !800, inlinedAt: !794)
!802 = !DILocation(line: 129, column: 11, scope: !800, inlinedAt: !794)
!803 = distinct !{!803, !798, !804, !736}
!804 = !DILocation(line: 130, column: 3, scope: !789, inlinedAt: !794)
!805 = !DILocation(line: 209, column: 3, scope: !777, inlinedAt: !780)
!806 = !DILocation(line: 210, column: 1, scope: !777, inlinedAt: !780)
!807 = !DILocation(line: 314, column: 11, scope: !767)
!808 = !DILocation(line: 319, column: 3, scope: !767)
!809 = !DILocation(line: 320, column: 1, scope: !767)
!810 = !DISubprogram(name: "luaF_closeupval", scope: !811, file: !811, line: 56, type: !812, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!811 = !DIFile(filename: "src/lua/lfunc.h", directory: ".", checksumkind: CSK_MD5, checksum: "74c1a9067666bcdc4b1bc5a3ce4dd84c")
!812 = !DISubroutineType(types: !813)
!813 = !{null, !80, !49}
!814 = distinct !DISubprogram(name: "luaE_resetthread", scope: !2, file: !2, line: 323, type: !815, scopeLine: 323, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !817)
!815 = !DISubroutineType(types: !816)
!816 = !{!79, !80, !79}
!817 = !{!818, !819, !820}
!818 = !DILocalVariable(name: "L", arg: 1, scope: !814, file: !2, line: 323, type: !80)
!819 = !DILocalVariable(name: "status", arg: 2, scope: !814, file: !2, line: 323, type: !79)
!820 = !DILocalVariable(name: "ci", scope: !814, file: !2, line: 324, type: !38)
!821 = !DILocation(line: 0, scope: !814)
!822 = !DILocation(line: 324, column: 30, scope: !814)
!823 = !DILocation(line: 324, column: 21, scope: !814)
!824 = !DILocation(line: 324, column: 24, scope: !814)
!825 = !DILocation(line: 325, column: 3, scope: !814)
!826 = !DILocation(line: 326, column: 25, scope: !814)
!827 = !DILocation(line: 326, column: 14, scope: !814)
!828 = !DILocation(line: 327, column: 7, scope: !814)
!829 = !DILocation(line: 327, column: 18, scope: !814)
!830 = !DILocation(line: 328, column: 14, scope: !831)
!831 = distinct !DILexicalBlock(scope: !814, file: !2, line: 328, column: 7)
!832 = !DILocation(line: 328, column: 7, scope: !814)
!833 = !DILocation(line: 330, column: 6, scope: !814)
!834 = !DILocation(line: 330, column: 13, scope: !814)
!835 = !DILocation(line: 331, column: 12, scope: !814)
!836 = !DILocation(line: 332, column: 14, scope: !837)
!837 = distinct !DILexicalBlock(scope: !814, file: !2, line: 332, column: 7)
!838 = !DILocation(line: 0, scope: !837)
!839 = !DILocation(line: 332, column: 7, scope: !814)
!840 = !DILocation(line: 333, column: 5, scope: !837)
!841 = !DILocation(line: 336, column: 22, scope: !814)
!842 = !DILocation(line: 337, column: 24, scope: !814)
!843 = !DILocation(line: 335, column: 8, scope: !837)
!844 = !DILocation(line: 335, column: 14, scope: !837)
!845 = !DILocation(line: 336, column: 24, scope: !814)
!846 = !DILocation(line: 336, column: 7, scope: !814)
!847 = !DILocation(line: 336, column: 13, scope: !814)
!848 = !DILocation(line: 337, column: 3, scope: !814)
!849 = !DILocation(line: 338, column: 3, scope: !814)
!850 = !DISubprogram(name: "luaD_closeprotected", scope: !612, file: !612, line: 74, type: !851, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!851 = !DISubroutineType(types: !852)
!852 = !{!79, !80, !35, !79}
!853 = !DISubprogram(name: "luaD_seterrorobj", scope: !612, file: !612, line: 63, type: !854, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!854 = !DISubroutineType(types: !855)
!855 = !{null, !80, !79, !49}
!856 = !DISubprogram(name: "luaD_reallocstack", scope: !612, file: !612, line: 78, type: !857, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!857 = !DISubroutineType(types: !858)
!858 = !{!79, !80, !79, !79}
!859 = distinct !DISubprogram(name: "lua_closethread", scope: !2, file: !2, line: 342, type: !860, scopeLine: 342, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !862)
!860 = !DISubroutineType(types: !861)
!861 = !{!79, !80, !80}
!862 = !{!863, !864, !865}
!863 = !DILocalVariable(name: "L", arg: 1, scope: !859, file: !2, line: 342, type: !80)
!864 = !DILocalVariable(name: "from", arg: 2, scope: !859, file: !2, line: 342, type: !80)
!865 = !DILocalVariable(name: "status", scope: !859, file: !2, line: 343, type: !79)
!866 = !DILocation(line: 0, scope: !859)
!867 = !DILocation(line: 345, column: 16, scope: !859)
!868 = !DILocation(line: 345, column: 25, scope: !859)
!869 = !DILocation(line: 345, column: 6, scope: !859)
!870 = !DILocation(line: 345, column: 14, scope: !859)
!871 = !DILocation(line: 346, column: 35, scope: !859)
!872 = !DILocation(line: 0, scope: !814, inlinedAt: !873)
!873 = distinct !DILocation(line: 346, column: 12, scope: !859)
!874 = !DILocation(line: 324, column: 30, scope: !814, inlinedAt: !873)
!875 = !DILocation(line: 324, column: 21, scope: !814, inlinedAt: !873)
!876 = !DILocation(line: 324, column: 24, scope: !814, inlinedAt: !873)
!877 = !DILocation(line: 325, column: 3, scope: !814, inlinedAt: !873)
!878 = !DILocation(line: 326, column: 25, scope: !814, inlinedAt: !873)
!879 = !DILocation(line: 326, column: 14, scope: !814, inlinedAt: !873)
!880 = !DILocation(line: 327, column: 7, scope: !814, inlinedAt: !873)
!881 = !DILocation(line: 327, column: 18, scope: !814, inlinedAt: !873)
!882 = !DILocation(line: 328, column: 14, scope: !831, inlinedAt: !873)
!883 = !DILocation(line: 328, column: 7, scope: !814, inlinedAt: !873)
!884 = !DILocation(line: 330, column: 13, scope: !814, inlinedAt: !873)
!885 = !DILocation(line: 331, column: 12, scope: !814, inlinedAt: !873)
!886 = !DILocation(line: 332, column: 14, scope: !837, inlinedAt: !873)
!887 = !DILocation(line: 0, scope: !837, inlinedAt: !873)
!888 = !DILocation(line: 332, column: 7, scope: !814, inlinedAt: !873)
!889 = !DILocation(line: 333, column: 5, scope: !837, inlinedAt: !873)
!890 = !DILocation(line: 336, column: 22, scope: !814, inlinedAt: !873)
!891 = !DILocation(line: 337, column: 24, scope: !814, inlinedAt: !873)
!892 = !DILocation(line: 335, column: 8, scope: !837, inlinedAt: !873)
!893 = !DILocation(line: 335, column: 14, scope: !837, inlinedAt: !873)
!894 = !DILocation(line: 336, column: 24, scope: !814, inlinedAt: !873)
!895 = !DILocation(line: 336, column: 7, scope: !814, inlinedAt: !873)
!896 = !DILocation(line: 336, column: 13, scope: !814, inlinedAt: !873)
!897 = !DILocation(line: 337, column: 3, scope: !814, inlinedAt: !873)
!898 = !DILocation(line: 348, column: 3, scope: !859)
!899 = distinct !DISubprogram(name: "lua_resetthread", scope: !2, file: !2, line: 355, type: !77, scopeLine: 355, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !900)
!900 = !{!901}
!901 = !DILocalVariable(name: "L", arg: 1, scope: !899, file: !2, line: 355, type: !80)
!902 = !DILocation(line: 0, scope: !899)
!903 = !DILocation(line: 0, scope: !859, inlinedAt: !904)
!904 = distinct !DILocation(line: 356, column: 10, scope: !899)
!905 = !DILocation(line: 345, column: 6, scope: !859, inlinedAt: !904)
!906 = !DILocation(line: 345, column: 14, scope: !859, inlinedAt: !904)
!907 = !DILocation(line: 346, column: 35, scope: !859, inlinedAt: !904)
!908 = !DILocation(line: 0, scope: !814, inlinedAt: !909)
!909 = distinct !DILocation(line: 346, column: 12, scope: !859, inlinedAt: !904)
!910 = !DILocation(line: 324, column: 30, scope: !814, inlinedAt: !909)
!911 = !DILocation(line: 324, column: 21, scope: !814, inlinedAt: !909)
!912 = !DILocation(line: 324, column: 24, scope: !814, inlinedAt: !909)
!913 = !DILocation(line: 325, column: 3, scope: !814, inlinedAt: !909)
!914 = !DILocation(line: 326, column: 25, scope: !814, inlinedAt: !909)
!915 = !DILocation(line: 326, column: 14, scope: !814, inlinedAt: !909)
!916 = !DILocation(line: 327, column: 7, scope: !814, inlinedAt: !909)
!917 = !DILocation(line: 327, column: 18, scope: !814, inlinedAt: !909)
!918 = !DILocation(line: 328, column: 14, scope: !831, inlinedAt: !909)
!919 = !DILocation(line: 328, column: 7, scope: !814, inlinedAt: !909)
!920 = !DILocation(line: 330, column: 13, scope: !814, inlinedAt: !909)
!921 = !DILocation(line: 331, column: 12, scope: !814, inlinedAt: !909)
!922 = !DILocation(line: 332, column: 14, scope: !837, inlinedAt: !909)
!923 = !DILocation(line: 0, scope: !837, inlinedAt: !909)
!924 = !DILocation(line: 332, column: 7, scope: !814, inlinedAt: !909)
!925 = !DILocation(line: 333, column: 5, scope: !837, inlinedAt: !909)
!926 = !DILocation(line: 336, column: 22, scope: !814, inlinedAt: !909)
!927 = !DILocation(line: 337, column: 24, scope: !814, inlinedAt: !909)
!928 = !DILocation(line: 335, column: 8, scope: !837, inlinedAt: !909)
!929 = !DILocation(line: 335, column: 14, scope: !837, inlinedAt: !909)
!930 = !DILocation(line: 336, column: 24, scope: !814, inlinedAt: !909)
!931 = !DILocation(line: 336, column: 7, scope: !814, inlinedAt: !909)
!932 = !DILocation(line: 336, column: 13, scope: !814, inlinedAt: !909)
!933 = !DILocation(line: 337, column: 3, scope: !814, inlinedAt: !909)
!934 = !DILocation(line: 356, column: 3, scope: !899)
!935 = distinct !DISubprogram(name: "lua_newstate", scope: !2, file: !2, line: 360, type: !936, scopeLine: 360, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !938)
!936 = !DISubroutineType(types: !937)
!937 = !{!80, !98, !72}
!938 = !{!939, !940, !941, !942, !943, !944, !945}
!939 = !DILocalVariable(name: "f", arg: 1, scope: !935, file: !2, line: 360, type: !98)
!940 = !DILocalVariable(name: "ud", arg: 2, scope: !935, file: !2, line: 360, type: !72)
!941 = !DILocalVariable(name: "i", scope: !935, file: !2, line: 361, type: !79)
!942 = !DILocalVariable(name: "L", scope: !935, file: !2, line: 362, type: !80)
!943 = !DILocalVariable(name: "g", scope: !935, file: !2, line: 363, type: !93)
!944 = !DILocalVariable(name: "l", scope: !935, file: !2, line: 364, type: !478)
!945 = !DILocalVariable(name: "io", scope: !946, file: !2, line: 400, type: !191)
!946 = distinct !DILexicalBlock(scope: !935, file: !2, line: 400, column: 3)
!947 = distinct !DIAssignID()
!948 = !DILocalVariable(name: "buff", scope: !949, file: !2, line: 72, type: !962)
!949 = distinct !DISubprogram(name: "luai_makeseed", scope: !2, file: !2, line: 71, type: !950, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !952)
!950 = !DISubroutineType(types: !951)
!951 = !{!123, !80}
!952 = !{!953, !948, !954, !955, !956, !958, !960}
!953 = !DILocalVariable(name: "L", arg: 1, scope: !949, file: !2, line: 71, type: !80)
!954 = !DILocalVariable(name: "h", scope: !949, file: !2, line: 73, type: !123)
!955 = !DILocalVariable(name: "p", scope: !949, file: !2, line: 74, type: !79)
!956 = !DILocalVariable(name: "t", scope: !957, file: !2, line: 75, type: !31)
!957 = distinct !DILexicalBlock(scope: !949, file: !2, line: 75, column: 3)
!958 = !DILocalVariable(name: "t", scope: !959, file: !2, line: 76, type: !31)
!959 = distinct !DILexicalBlock(scope: !949, file: !2, line: 76, column: 3)
!960 = !DILocalVariable(name: "t", scope: !961, file: !2, line: 77, type: !31)
!961 = distinct !DILexicalBlock(scope: !949, file: !2, line: 77, column: 3)
!962 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !963)
!963 = !{!964}
!964 = !DISubrange(count: 24)
!965 = !DILocation(line: 0, scope: !949, inlinedAt: !966)
!966 = distinct !DILocation(line: 380, column: 13, scope: !935)
!967 = distinct !DIAssignID()
!968 = !DILocation(line: 0, scope: !935)
!969 = !DILocation(line: 364, column: 11, scope: !935)
!970 = !DILocation(line: 365, column: 9, scope: !971)
!971 = distinct !DILexicalBlock(scope: !935, file: !2, line: 365, column: 7)
!972 = !DILocation(line: 365, column: 7, scope: !935)
!973 = !DILocation(line: 366, column: 13, scope: !935)
!974 = !DILocation(line: 367, column: 11, scope: !935)
!975 = !DILocation(line: 368, column: 6, scope: !935)
!976 = !DILocation(line: 368, column: 9, scope: !935)
!977 = !{!537, !505, i64 8}
!978 = !DILocation(line: 369, column: 6, scope: !935)
!979 = !DILocation(line: 369, column: 19, scope: !935)
!980 = !{!503, !505, i64 100}
!981 = !DILocation(line: 370, column: 6, scope: !935)
!982 = !DILocation(line: 370, column: 13, scope: !935)
!983 = !{!537, !505, i64 9}
!984 = !DILocation(line: 0, scope: !654, inlinedAt: !985)
!985 = distinct !DILocation(line: 371, column: 3, scope: !935)
!986 = !DILocation(line: 250, column: 3, scope: !654, inlinedAt: !985)
!987 = !DILocation(line: 250, column: 8, scope: !654, inlinedAt: !985)
!988 = !DILocation(line: 251, column: 6, scope: !654, inlinedAt: !985)
!989 = !DILocation(line: 251, column: 14, scope: !654, inlinedAt: !985)
!990 = !DILocation(line: 252, column: 6, scope: !654, inlinedAt: !985)
!991 = !DILocation(line: 252, column: 9, scope: !654, inlinedAt: !985)
!992 = !DILocation(line: 253, column: 6, scope: !654, inlinedAt: !985)
!993 = !DILocation(line: 253, column: 10, scope: !654, inlinedAt: !985)
!994 = !DILocation(line: 254, column: 6, scope: !654, inlinedAt: !985)
!995 = !DILocation(line: 254, column: 12, scope: !654, inlinedAt: !985)
!996 = !DILocation(line: 255, column: 6, scope: !654, inlinedAt: !985)
!997 = !DILocation(line: 256, column: 6, scope: !654, inlinedAt: !985)
!998 = !DILocation(line: 256, column: 15, scope: !654, inlinedAt: !985)
!999 = !DILocation(line: 257, column: 6, scope: !654, inlinedAt: !985)
!1000 = !DILocation(line: 257, column: 11, scope: !654, inlinedAt: !985)
!1001 = !DILocation(line: 258, column: 6, scope: !654, inlinedAt: !985)
!1002 = !DILocation(line: 258, column: 15, scope: !654, inlinedAt: !985)
!1003 = !DILocation(line: 259, column: 6, scope: !654, inlinedAt: !985)
!1004 = !DILocation(line: 259, column: 20, scope: !654, inlinedAt: !985)
!1005 = !DILocation(line: 260, column: 6, scope: !654, inlinedAt: !985)
!1006 = !DILocation(line: 260, column: 16, scope: !654, inlinedAt: !985)
!1007 = !DILocation(line: 261, column: 3, scope: !654, inlinedAt: !985)
!1008 = !DILocation(line: 262, column: 6, scope: !654, inlinedAt: !985)
!1009 = !DILocation(line: 262, column: 16, scope: !654, inlinedAt: !985)
!1010 = !DILocation(line: 263, column: 6, scope: !654, inlinedAt: !985)
!1011 = !DILocation(line: 263, column: 13, scope: !654, inlinedAt: !985)
!1012 = !DILocation(line: 264, column: 6, scope: !654, inlinedAt: !985)
!1013 = !DILocation(line: 264, column: 14, scope: !654, inlinedAt: !985)
!1014 = !DILocation(line: 265, column: 6, scope: !654, inlinedAt: !985)
!1015 = !DILocation(line: 265, column: 12, scope: !654, inlinedAt: !985)
!1016 = !DILocation(line: 372, column: 6, scope: !935)
!1017 = !DILocation(line: 372, column: 12, scope: !935)
!1018 = !{!503, !504, i64 112}
!1019 = !DILocation(line: 373, column: 11, scope: !935)
!1020 = !{!537, !504, i64 0}
!1021 = !DILocation(line: 374, column: 3, scope: !935)
!1022 = !DILocation(line: 375, column: 15, scope: !935)
!1023 = !{!503, !504, i64 0}
!1024 = !DILocation(line: 376, column: 6, scope: !935)
!1025 = !DILocation(line: 376, column: 9, scope: !935)
!1026 = !{!503, !504, i64 8}
!1027 = !DILocation(line: 377, column: 6, scope: !935)
!1028 = !DILocation(line: 379, column: 6, scope: !935)
!1029 = !DILocation(line: 378, column: 14, scope: !935)
!1030 = !DILocation(line: 379, column: 17, scope: !935)
!1031 = !DILocation(line: 72, column: 3, scope: !949, inlinedAt: !966)
!1032 = !DILocation(line: 73, column: 3, scope: !949, inlinedAt: !966)
!1033 = !DILocation(line: 73, column: 20, scope: !949, inlinedAt: !966)
!1034 = !DILocation(line: 73, column: 16, scope: !949, inlinedAt: !966)
!1035 = !{!509, !509, i64 0}
!1036 = distinct !DIAssignID()
!1037 = !DILocation(line: 75, column: 3, scope: !957, inlinedAt: !966)
!1038 = !DILocation(line: 0, scope: !957, inlinedAt: !966)
!1039 = !DILocation(line: 76, column: 3, scope: !959, inlinedAt: !966)
!1040 = !DILocation(line: 0, scope: !959, inlinedAt: !966)
!1041 = !DILocation(line: 0, scope: !961, inlinedAt: !966)
!1042 = !DILocation(line: 77, column: 3, scope: !961, inlinedAt: !966)
!1043 = !DILocation(line: 79, column: 10, scope: !949, inlinedAt: !966)
!1044 = !DILocation(line: 80, column: 1, scope: !949, inlinedAt: !966)
!1045 = !DILocation(line: 380, column: 6, scope: !935)
!1046 = !DILocation(line: 380, column: 11, scope: !935)
!1047 = !{!503, !509, i64 96}
!1048 = !DILocation(line: 382, column: 21, scope: !935)
!1049 = !DILocation(line: 384, column: 3, scope: !935)
!1050 = !{!503, !505, i64 72}
!1051 = !DILocation(line: 385, column: 6, scope: !935)
!1052 = !DILocation(line: 385, column: 12, scope: !935)
!1053 = !{!503, !504, i64 256}
!1054 = !DILocation(line: 386, column: 6, scope: !935)
!1055 = !DILocation(line: 383, column: 16, scope: !935)
!1056 = !DILocation(line: 393, column: 6, scope: !935)
!1057 = !DILocation(line: 397, column: 6, scope: !935)
!1058 = !DILocation(line: 390, column: 13, scope: !935)
!1059 = !DILocation(line: 397, column: 17, scope: !935)
!1060 = !DILocation(line: 398, column: 6, scope: !935)
!1061 = !DILocation(line: 398, column: 13, scope: !935)
!1062 = !DILocation(line: 399, column: 6, scope: !935)
!1063 = !DILocation(line: 399, column: 17, scope: !935)
!1064 = !{!503, !507, i64 40}
!1065 = !DILocation(line: 400, column: 3, scope: !946)
!1066 = !DILocation(line: 0, scope: !946)
!1067 = !DILocation(line: 402, column: 3, scope: !935)
!1068 = !{!503, !505, i64 109}
!1069 = !DILocation(line: 403, column: 6, scope: !935)
!1070 = !DILocation(line: 403, column: 17, scope: !935)
!1071 = !{!503, !505, i64 110}
!1072 = !DILocation(line: 386, column: 14, scope: !935)
!1073 = !DILocation(line: 406, column: 44, scope: !1074)
!1074 = distinct !DILexicalBlock(scope: !1075, file: !2, line: 406, column: 3)
!1075 = distinct !DILexicalBlock(scope: !935, file: !2, line: 406, column: 3)
!1076 = !{!504, !504, i64 0}
!1077 = !DILocation(line: 407, column: 7, scope: !1078)
!1078 = distinct !DILexicalBlock(scope: !935, file: !2, line: 407, column: 7)
!1079 = !DILocation(line: 407, column: 48, scope: !1078)
!1080 = !DILocation(line: 407, column: 7, scope: !935)
!1081 = !DILocation(line: 409, column: 5, scope: !1082)
!1082 = distinct !DILexicalBlock(scope: !1078, file: !2, line: 407, column: 59)
!1083 = !DILocation(line: 411, column: 3, scope: !1082)
!1084 = !DILocation(line: 413, column: 1, scope: !935)
!1085 = !DISubprogram(name: "luaD_rawrunprotected", scope: !612, file: !612, line: 84, type: !1086, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1086 = !DISubroutineType(types: !1087)
!1087 = !{!79, !80, !1088, !72}
!1088 = !DIDerivedType(tag: DW_TAG_typedef, name: "Pfunc", file: !612, line: 61, baseType: !1089)
!1089 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1090, size: 64)
!1090 = !DISubroutineType(types: !1091)
!1091 = !{null, !80, !72}
!1092 = distinct !DISubprogram(name: "f_luaopen", scope: !2, file: !2, line: 231, type: !1090, scopeLine: 231, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !1093)
!1093 = !{!1094, !1095, !1096}
!1094 = !DILocalVariable(name: "L", arg: 1, scope: !1092, file: !2, line: 231, type: !80)
!1095 = !DILocalVariable(name: "ud", arg: 2, scope: !1092, file: !2, line: 231, type: !72)
!1096 = !DILocalVariable(name: "g", scope: !1092, file: !2, line: 232, type: !93)
!1097 = !DILocation(line: 0, scope: !1092)
!1098 = !DILocation(line: 232, column: 21, scope: !1092)
!1099 = !DILocation(line: 0, scope: !715, inlinedAt: !1100)
!1100 = distinct !DILocation(line: 234, column: 3, scope: !1092)
!1101 = !DILocation(line: 183, column: 17, scope: !715, inlinedAt: !1100)
!1102 = !DILocation(line: 183, column: 7, scope: !715, inlinedAt: !1100)
!1103 = !DILocation(line: 183, column: 15, scope: !715, inlinedAt: !1100)
!1104 = !DILocation(line: 184, column: 7, scope: !715, inlinedAt: !1100)
!1105 = !DILocation(line: 184, column: 17, scope: !715, inlinedAt: !1100)
!1106 = !DILocation(line: 185, column: 3, scope: !729, inlinedAt: !1100)
!1107 = !DILocation(line: 186, column: 5, scope: !731, inlinedAt: !1100)
!1108 = !DILocation(line: 185, column: 52, scope: !731, inlinedAt: !1100)
!1109 = !DILocation(line: 185, column: 17, scope: !731, inlinedAt: !1100)
!1110 = distinct !{!1110, !1106, !1111, !736}
!1111 = !DILocation(line: 186, column: 5, scope: !729, inlinedAt: !1100)
!1112 = !DILocation(line: 187, column: 25, scope: !715, inlinedAt: !1100)
!1113 = !DILocation(line: 187, column: 7, scope: !715, inlinedAt: !1100)
!1114 = !DILocation(line: 187, column: 13, scope: !715, inlinedAt: !1100)
!1115 = !DILocation(line: 188, column: 34, scope: !715, inlinedAt: !1100)
!1116 = !DILocation(line: 188, column: 7, scope: !715, inlinedAt: !1100)
!1117 = !DILocation(line: 188, column: 20, scope: !715, inlinedAt: !1100)
!1118 = !DILocation(line: 190, column: 13, scope: !715, inlinedAt: !1100)
!1119 = !DILocation(line: 191, column: 18, scope: !715, inlinedAt: !1100)
!1120 = !DILocation(line: 192, column: 7, scope: !715, inlinedAt: !1100)
!1121 = !DILocation(line: 191, column: 12, scope: !715, inlinedAt: !1100)
!1122 = !DILocation(line: 192, column: 18, scope: !715, inlinedAt: !1100)
!1123 = !DILocation(line: 193, column: 14, scope: !715, inlinedAt: !1100)
!1124 = !DILocation(line: 194, column: 7, scope: !715, inlinedAt: !1100)
!1125 = !DILocation(line: 194, column: 13, scope: !715, inlinedAt: !1100)
!1126 = !DILocation(line: 195, column: 7, scope: !715, inlinedAt: !1100)
!1127 = !DILocation(line: 195, column: 16, scope: !715, inlinedAt: !1100)
!1128 = !DILocation(line: 196, column: 3, scope: !715, inlinedAt: !1100)
!1129 = !DILocation(line: 197, column: 12, scope: !715, inlinedAt: !1100)
!1130 = !DILocation(line: 198, column: 25, scope: !715, inlinedAt: !1100)
!1131 = !DILocation(line: 198, column: 7, scope: !715, inlinedAt: !1100)
!1132 = !DILocation(line: 198, column: 13, scope: !715, inlinedAt: !1100)
!1133 = !DILocation(line: 199, column: 7, scope: !715, inlinedAt: !1100)
!1134 = !DILocation(line: 199, column: 10, scope: !715, inlinedAt: !1100)
!1135 = !DILocalVariable(name: "L", arg: 1, scope: !1136, file: !2, line: 216, type: !80)
!1136 = distinct !DISubprogram(name: "init_registry", scope: !2, file: !2, line: 216, type: !655, scopeLine: 216, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !1137)
!1137 = !{!1135, !1138, !1139, !1142, !1144, !1145, !1147, !1148, !1150}
!1138 = !DILocalVariable(name: "g", arg: 2, scope: !1136, file: !2, line: 216, type: !93)
!1139 = !DILocalVariable(name: "registry", scope: !1136, file: !2, line: 218, type: !1140)
!1140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1141, size: 64)
!1141 = !DIDerivedType(tag: DW_TAG_typedef, name: "Table", file: !45, line: 747, baseType: !182)
!1142 = !DILocalVariable(name: "io", scope: !1143, file: !2, line: 219, type: !191)
!1143 = distinct !DILexicalBlock(scope: !1136, file: !2, line: 219, column: 3)
!1144 = !DILocalVariable(name: "x_", scope: !1143, file: !2, line: 219, type: !1140)
!1145 = !DILocalVariable(name: "io", scope: !1146, file: !2, line: 222, type: !191)
!1146 = distinct !DILexicalBlock(scope: !1136, file: !2, line: 222, column: 3)
!1147 = !DILocalVariable(name: "x_", scope: !1146, file: !2, line: 222, type: !80)
!1148 = !DILocalVariable(name: "io", scope: !1149, file: !2, line: 224, type: !191)
!1149 = distinct !DILexicalBlock(scope: !1136, file: !2, line: 224, column: 3)
!1150 = !DILocalVariable(name: "x_", scope: !1149, file: !2, line: 224, type: !1140)
!1151 = !DILocation(line: 0, scope: !1136, inlinedAt: !1152)
!1152 = distinct !DILocation(line: 235, column: 3, scope: !1092)
!1153 = !DILocation(line: 218, column: 21, scope: !1136, inlinedAt: !1152)
!1154 = !DILocation(line: 219, column: 3, scope: !1143, inlinedAt: !1152)
!1155 = !DILocation(line: 0, scope: !1143, inlinedAt: !1152)
!1156 = !DILocation(line: 220, column: 3, scope: !1136, inlinedAt: !1152)
!1157 = !DILocation(line: 222, column: 3, scope: !1146, inlinedAt: !1152)
!1158 = !{!1159, !504, i64 16}
!1159 = !{!"Table", !504, i64 0, !505, i64 8, !505, i64 9, !505, i64 10, !505, i64 11, !509, i64 12, !504, i64 16, !504, i64 24, !504, i64 32, !504, i64 40, !504, i64 48}
!1160 = !DILocation(line: 0, scope: !1146, inlinedAt: !1152)
!1161 = !DILocation(line: 224, column: 3, scope: !1149, inlinedAt: !1152)
!1162 = !DILocation(line: 0, scope: !1149, inlinedAt: !1152)
!1163 = !DILocation(line: 236, column: 3, scope: !1092)
!1164 = !DILocation(line: 237, column: 3, scope: !1092)
!1165 = !DILocation(line: 238, column: 3, scope: !1092)
!1166 = !DILocation(line: 239, column: 6, scope: !1092)
!1167 = !DILocation(line: 239, column: 12, scope: !1092)
!1168 = !{!503, !505, i64 106}
!1169 = !DILocation(line: 240, column: 3, scope: !1092)
!1170 = !{!503, !505, i64 88}
!1171 = !DILocation(line: 242, column: 1, scope: !1092)
!1172 = distinct !DISubprogram(name: "close_state", scope: !2, file: !2, line: 269, type: !560, scopeLine: 269, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !1173)
!1173 = !{!1174, !1175}
!1174 = !DILocalVariable(name: "L", arg: 1, scope: !1172, file: !2, line: 269, type: !80)
!1175 = !DILocalVariable(name: "g", scope: !1172, file: !2, line: 270, type: !93)
!1176 = !DILocation(line: 0, scope: !1172)
!1177 = !DILocation(line: 270, column: 21, scope: !1172)
!1178 = !DILocation(line: 271, column: 8, scope: !1179)
!1179 = distinct !DILexicalBlock(scope: !1172, file: !2, line: 271, column: 7)
!1180 = !DILocation(line: 271, column: 7, scope: !1172)
!1181 = !DILocation(line: 274, column: 17, scope: !1182)
!1182 = distinct !DILexicalBlock(scope: !1179, file: !2, line: 273, column: 8)
!1183 = !DILocation(line: 274, column: 8, scope: !1182)
!1184 = !DILocation(line: 274, column: 11, scope: !1182)
!1185 = !DILocation(line: 275, column: 5, scope: !1182)
!1186 = !DILocation(line: 0, scope: !1179)
!1187 = !DILocation(line: 279, column: 3, scope: !1172)
!1188 = !{!503, !504, i64 48}
!1189 = !{!503, !509, i64 60}
!1190 = !DILocation(line: 0, scope: !777, inlinedAt: !1191)
!1191 = distinct !DILocation(line: 280, column: 3, scope: !1172)
!1192 = !DILocation(line: 204, column: 10, scope: !782, inlinedAt: !1191)
!1193 = !DILocation(line: 204, column: 16, scope: !782, inlinedAt: !1191)
!1194 = !DILocation(line: 204, column: 18, scope: !782, inlinedAt: !1191)
!1195 = !DILocation(line: 204, column: 7, scope: !777, inlinedAt: !1191)
!1196 = !DILocation(line: 206, column: 15, scope: !777, inlinedAt: !1191)
!1197 = !DILocation(line: 206, column: 6, scope: !777, inlinedAt: !1191)
!1198 = !DILocation(line: 206, column: 9, scope: !777, inlinedAt: !1191)
!1199 = !DILocation(line: 0, scope: !789, inlinedAt: !1200)
!1200 = distinct !DILocation(line: 207, column: 3, scope: !777, inlinedAt: !1191)
!1201 = !DILocation(line: 124, column: 24, scope: !789, inlinedAt: !1200)
!1202 = !DILocation(line: 125, column: 12, scope: !789, inlinedAt: !1200)
!1203 = !DILocation(line: 126, column: 22, scope: !789, inlinedAt: !1200)
!1204 = !DILocation(line: 126, column: 3, scope: !789, inlinedAt: !1200)
!1205 = !DILocation(line: 127, column: 16, scope: !800, inlinedAt: !1200)
!1206 = !DILocation(line: 128, column: 5, scope: !800, inlinedAt: !1200)
!1207 = !DILocation(line: 129, column: 11, scope: !800, inlinedAt: !1200)
!1208 = distinct !{!1208, !1204, !1209, !736}
!1209 = !DILocation(line: 130, column: 3, scope: !789, inlinedAt: !1200)
!1210 = !DILocation(line: 209, column: 3, scope: !777, inlinedAt: !1191)
!1211 = !DILocation(line: 210, column: 1, scope: !777, inlinedAt: !1191)
!1212 = !DILocation(line: 282, column: 8, scope: !1172)
!1213 = !DILocation(line: 282, column: 21, scope: !1172)
!1214 = !DILocation(line: 282, column: 25, scope: !1172)
!1215 = !DILocation(line: 282, column: 3, scope: !1172)
!1216 = !DILocation(line: 283, column: 1, scope: !1172)
!1217 = distinct !DISubprogram(name: "lua_close", scope: !2, file: !2, line: 416, type: !560, scopeLine: 416, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !1218)
!1218 = !{!1219}
!1219 = !DILocalVariable(name: "L", arg: 1, scope: !1217, file: !2, line: 416, type: !80)
!1220 = !DILocation(line: 0, scope: !1217)
!1221 = !DILocation(line: 418, column: 7, scope: !1217)
!1222 = !DILocation(line: 418, column: 13, scope: !1217)
!1223 = !DILocation(line: 419, column: 3, scope: !1217)
!1224 = !DILocation(line: 420, column: 1, scope: !1217)
!1225 = distinct !DISubprogram(name: "luaE_warning", scope: !2, file: !2, line: 423, type: !1226, scopeLine: 423, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !1228)
!1226 = !DISubroutineType(types: !1227)
!1227 = !{null, !80, !220, !79}
!1228 = !{!1229, !1230, !1231, !1232}
!1229 = !DILocalVariable(name: "L", arg: 1, scope: !1225, file: !2, line: 423, type: !80)
!1230 = !DILocalVariable(name: "msg", arg: 2, scope: !1225, file: !2, line: 423, type: !220)
!1231 = !DILocalVariable(name: "tocont", arg: 3, scope: !1225, file: !2, line: 423, type: !79)
!1232 = !DILocalVariable(name: "wf", scope: !1225, file: !2, line: 424, type: !216)
!1233 = !DILocation(line: 0, scope: !1225)
!1234 = !DILocation(line: 424, column: 25, scope: !1225)
!1235 = !DILocation(line: 424, column: 31, scope: !1225)
!1236 = !{!503, !504, i64 1400}
!1237 = !DILocation(line: 425, column: 10, scope: !1238)
!1238 = distinct !DILexicalBlock(scope: !1225, file: !2, line: 425, column: 7)
!1239 = !DILocation(line: 425, column: 7, scope: !1225)
!1240 = !DILocation(line: 426, column: 14, scope: !1238)
!1241 = !{!503, !504, i64 1408}
!1242 = !DILocation(line: 426, column: 5, scope: !1238)
!1243 = !DILocation(line: 427, column: 1, scope: !1225)
!1244 = distinct !DISubprogram(name: "luaE_warnerror", scope: !2, file: !2, line: 433, type: !1245, scopeLine: 433, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !1247)
!1245 = !DISubroutineType(types: !1246)
!1246 = !{null, !80, !220}
!1247 = !{!1248, !1249, !1250, !1251}
!1248 = !DILocalVariable(name: "L", arg: 1, scope: !1244, file: !2, line: 433, type: !80)
!1249 = !DILocalVariable(name: "where", arg: 2, scope: !1244, file: !2, line: 433, type: !220)
!1250 = !DILocalVariable(name: "errobj", scope: !1244, file: !2, line: 434, type: !191)
!1251 = !DILocalVariable(name: "msg", scope: !1244, file: !2, line: 435, type: !220)
!1252 = !DILocation(line: 0, scope: !1244)
!1253 = !DILocation(line: 434, column: 20, scope: !1244)
!1254 = !DILocation(line: 435, column: 22, scope: !1244)
!1255 = !DILocation(line: 435, column: 21, scope: !1244)
!1256 = !DILocation(line: 436, column: 21, scope: !1244)
!1257 = !DILocation(line: 0, scope: !1225, inlinedAt: !1258)
!1258 = distinct !DILocation(line: 439, column: 3, scope: !1244)
!1259 = !DILocation(line: 424, column: 25, scope: !1225, inlinedAt: !1258)
!1260 = !DILocation(line: 424, column: 31, scope: !1225, inlinedAt: !1258)
!1261 = !DILocation(line: 425, column: 10, scope: !1238, inlinedAt: !1258)
!1262 = !DILocation(line: 425, column: 7, scope: !1225, inlinedAt: !1258)
!1263 = !DILocation(line: 426, column: 14, scope: !1238, inlinedAt: !1258)
!1264 = !DILocation(line: 426, column: 5, scope: !1238, inlinedAt: !1258)
!1265 = !DILocation(line: 424, column: 25, scope: !1225, inlinedAt: !1266)
!1266 = distinct !DILocation(line: 440, column: 3, scope: !1244)
!1267 = !DILocation(line: 424, column: 31, scope: !1225, inlinedAt: !1266)
!1268 = !DILocation(line: 0, scope: !1225, inlinedAt: !1266)
!1269 = !DILocation(line: 425, column: 10, scope: !1238, inlinedAt: !1266)
!1270 = !DILocation(line: 425, column: 7, scope: !1225, inlinedAt: !1266)
!1271 = !DILocation(line: 426, column: 14, scope: !1238, inlinedAt: !1266)
!1272 = !DILocation(line: 426, column: 5, scope: !1238, inlinedAt: !1266)
!1273 = !DILocation(line: 424, column: 25, scope: !1225, inlinedAt: !1274)
!1274 = distinct !DILocation(line: 441, column: 3, scope: !1244)
!1275 = !DILocation(line: 424, column: 31, scope: !1225, inlinedAt: !1274)
!1276 = !DILocation(line: 0, scope: !1225, inlinedAt: !1274)
!1277 = !DILocation(line: 425, column: 10, scope: !1238, inlinedAt: !1274)
!1278 = !DILocation(line: 425, column: 7, scope: !1225, inlinedAt: !1274)
!1279 = !DILocation(line: 426, column: 14, scope: !1238, inlinedAt: !1274)
!1280 = !DILocation(line: 426, column: 5, scope: !1238, inlinedAt: !1274)
!1281 = !DILocation(line: 424, column: 25, scope: !1225, inlinedAt: !1282)
!1282 = distinct !DILocation(line: 442, column: 3, scope: !1244)
!1283 = !DILocation(line: 424, column: 31, scope: !1225, inlinedAt: !1282)
!1284 = !DILocation(line: 0, scope: !1225, inlinedAt: !1282)
!1285 = !DILocation(line: 425, column: 10, scope: !1238, inlinedAt: !1282)
!1286 = !DILocation(line: 425, column: 7, scope: !1225, inlinedAt: !1282)
!1287 = !DILocation(line: 426, column: 14, scope: !1238, inlinedAt: !1282)
!1288 = !DILocation(line: 426, column: 5, scope: !1238, inlinedAt: !1282)
!1289 = !DILocation(line: 424, column: 25, scope: !1225, inlinedAt: !1290)
!1290 = distinct !DILocation(line: 443, column: 3, scope: !1244)
!1291 = !DILocation(line: 424, column: 31, scope: !1225, inlinedAt: !1290)
!1292 = !DILocation(line: 0, scope: !1225, inlinedAt: !1290)
!1293 = !DILocation(line: 425, column: 10, scope: !1238, inlinedAt: !1290)
!1294 = !DILocation(line: 425, column: 7, scope: !1225, inlinedAt: !1290)
!1295 = !DILocation(line: 426, column: 14, scope: !1238, inlinedAt: !1290)
!1296 = !DILocation(line: 426, column: 5, scope: !1238, inlinedAt: !1290)
!1297 = !DILocation(line: 444, column: 1, scope: !1244)
!1298 = !DISubprogram(name: "time", scope: !1299, file: !1299, line: 76, type: !1300, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1299 = !DIFile(filename: "/usr/include/time.h", directory: "", checksumkind: CSK_MD5, checksum: "2680dca3d5ba26e957b6fd37deaada6c")
!1300 = !DISubroutineType(types: !1301)
!1301 = !{!1302, !1305}
!1302 = !DIDerivedType(tag: DW_TAG_typedef, name: "time_t", file: !1303, line: 10, baseType: !1304)
!1303 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/time_t.h", directory: "", checksumkind: CSK_MD5, checksum: "5c299a4954617c88bb03645c7864e1b1")
!1304 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !299, line: 160, baseType: !37)
!1305 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1302, size: 64)
!1306 = !DISubprogram(name: "luaS_hash", scope: !1307, file: !1307, line: 44, type: !1308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1307 = !DIFile(filename: "src/lua/lstring.h", directory: ".", checksumkind: CSK_MD5, checksum: "5111c938a6aab9498fbd60daf46fbc78")
!1308 = !DISubroutineType(types: !1309)
!1309 = !{!123, !220, !31, !123}
!1310 = !DISubprogram(name: "luaS_init", scope: !1307, file: !1307, line: 49, type: !560, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1311 = !DISubprogram(name: "luaT_init", scope: !1312, file: !1312, line: 79, type: !560, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1312 = !DIFile(filename: "src/lua/ltm.h", directory: ".", checksumkind: CSK_MD5, checksum: "550ecc448a2b932870d8240a6cb7e444")
!1313 = !DISubprogram(name: "luaX_init", scope: !1314, file: !1314, line: 81, type: !560, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1314 = !DIFile(filename: "src/lua/llex.h", directory: ".", checksumkind: CSK_MD5, checksum: "da06f8f4d5cae5a2a65fa68f35a93cca")
!1315 = !DISubprogram(name: "luaH_new", scope: !1316, file: !1316, line: 48, type: !1317, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1316 = !DIFile(filename: "src/lua/ltable.h", directory: ".", checksumkind: CSK_MD5, checksum: "4a6e45ffd6bd7e7669e61503bcc436f3")
!1317 = !DISubroutineType(types: !1318)
!1318 = !{!1140, !80}
!1319 = !DISubprogram(name: "luaH_resize", scope: !1316, file: !1316, line: 49, type: !1320, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1320 = !DISubroutineType(types: !1321)
!1321 = !{null, !80, !1140, !123, !123}
!1322 = !DISubprogram(name: "luaC_freeallobjects", scope: !763, file: !763, line: 189, type: !560, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
