; ModuleID = 'src/lua/ltable.c'
source_filename = "src/lua/ltable.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }
%union.Node = type { %struct.NodeKey }
%struct.NodeKey = type { %union.Value, i8, i8, i32, %union.Value }
%struct.Table = type { ptr, i8, i8, i8, i8, i32, ptr, ptr, ptr, ptr, ptr }

@absentkey = internal constant %struct.TValue { %union.Value zeroinitializer, i8 32 }, align 8, !dbg !0
@.str = private unnamed_addr constant [22 x i8] c"invalid key to 'next'\00", align 1, !dbg !485
@dummynode_ = internal constant %union.Node { %struct.NodeKey { %union.Value zeroinitializer, i8 16, i8 0, i32 0, %union.Value zeroinitializer } }, align 8, !dbg !495
@.str.1 = private unnamed_addr constant [15 x i8] c"table overflow\00", align 1, !dbg !490
@.str.2 = private unnamed_addr constant [19 x i8] c"table index is nil\00", align 1, !dbg !498
@.str.3 = private unnamed_addr constant [19 x i8] c"table index is NaN\00", align 1, !dbg !503

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define hidden i32 @luaH_realasize(ptr nocapture noundef readonly %0) local_unnamed_addr #0 !dbg !514 {
    #dbg_value(ptr %0, !521, !DIExpression(), !525)
  %2 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !526
  %3 = load i8, ptr %2, align 2, !dbg !526, !tbaa !527
  %4 = icmp sgt i8 %3, -1, !dbg !526
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i32, ptr %5, align 4, !dbg !533, !tbaa !534
  %7 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %6), !dbg !526
  %8 = icmp ult i32 %7, 2, !dbg !526
  %9 = select i1 %4, i1 true, i1 %8, !dbg !526
  br i1 %9, label %22, label %10, !dbg !526

10:                                               ; preds = %1
    #dbg_value(i32 %6, !522, !DIExpression(), !535)
  %11 = lshr i32 %6, 1, !dbg !536
  %12 = or i32 %11, %6, !dbg !537
    #dbg_value(i32 %12, !522, !DIExpression(), !535)
  %13 = lshr i32 %12, 2, !dbg !538
  %14 = or i32 %13, %12, !dbg !539
    #dbg_value(i32 %14, !522, !DIExpression(), !535)
  %15 = lshr i32 %14, 4, !dbg !540
  %16 = or i32 %15, %14, !dbg !541
    #dbg_value(i32 %16, !522, !DIExpression(), !535)
  %17 = lshr i32 %16, 8, !dbg !542
  %18 = or i32 %17, %16, !dbg !543
    #dbg_value(i32 %18, !522, !DIExpression(), !535)
  %19 = lshr i32 %18, 16, !dbg !544
  %20 = or i32 %19, %18, !dbg !545
    #dbg_value(i32 %20, !522, !DIExpression(), !535)
  %21 = add i32 %20, 1, !dbg !546
    #dbg_value(i32 %21, !522, !DIExpression(), !535)
  br label %22

22:                                               ; preds = %1, %10
  %23 = phi i32 [ %21, %10 ], [ %6, %1 ], !dbg !533
  ret i32 %23, !dbg !547
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define hidden range(i32 0, 2) i32 @luaH_next(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2) local_unnamed_addr #2 !dbg !548 {
    #dbg_value(ptr %0, !553, !DIExpression(), !582)
    #dbg_value(ptr %1, !554, !DIExpression(), !582)
    #dbg_value(ptr %2, !555, !DIExpression(), !582)
    #dbg_value(ptr %1, !521, !DIExpression(), !583)
  %4 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !585
  %5 = load i8, ptr %4, align 2, !dbg !585, !tbaa !527
  %6 = icmp sgt i8 %5, -1, !dbg !585
  %7 = getelementptr inbounds i8, ptr %1, i64 12
  %8 = load i32, ptr %7, align 4, !dbg !586, !tbaa !534
  %9 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %8), !dbg !585
  %10 = icmp ult i32 %9, 2, !dbg !585
  %11 = select i1 %6, i1 true, i1 %10, !dbg !585
  br i1 %11, label %24, label %12, !dbg !585

12:                                               ; preds = %3
    #dbg_value(i32 %8, !522, !DIExpression(), !587)
  %13 = lshr i32 %8, 1, !dbg !588
  %14 = or i32 %13, %8, !dbg !589
    #dbg_value(i32 %14, !522, !DIExpression(), !587)
  %15 = lshr i32 %14, 2, !dbg !590
  %16 = or i32 %15, %14, !dbg !591
    #dbg_value(i32 %16, !522, !DIExpression(), !587)
  %17 = lshr i32 %16, 4, !dbg !592
  %18 = or i32 %17, %16, !dbg !593
    #dbg_value(i32 %18, !522, !DIExpression(), !587)
  %19 = lshr i32 %18, 8, !dbg !594
  %20 = or i32 %19, %18, !dbg !595
    #dbg_value(i32 %20, !522, !DIExpression(), !587)
  %21 = lshr i32 %20, 16, !dbg !596
  %22 = or i32 %21, %20, !dbg !597
    #dbg_value(i32 %22, !522, !DIExpression(), !587)
  %23 = add i32 %22, 1, !dbg !598
    #dbg_value(i32 %23, !522, !DIExpression(), !587)
  br label %24

24:                                               ; preds = %3, %12
  %25 = phi i32 [ %23, %12 ], [ %8, %3 ], !dbg !586
    #dbg_value(i32 %25, !556, !DIExpression(), !582)
    #dbg_value(ptr %0, !599, !DIExpression(), !611)
    #dbg_value(ptr %1, !604, !DIExpression(), !611)
    #dbg_value(ptr %2, !605, !DIExpression(), !611)
    #dbg_value(i32 %25, !606, !DIExpression(), !611)
  %26 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !613
  %27 = load i8, ptr %26, align 8, !dbg !613, !tbaa !615
  %28 = and i8 %27, 15, !dbg !613
  %29 = icmp eq i8 %28, 0, !dbg !613
  br i1 %29, label %58, label %30, !dbg !617

30:                                               ; preds = %24
  %31 = icmp eq i8 %27, 3, !dbg !618
  br i1 %31, label %32, label %38, !dbg !618

32:                                               ; preds = %30
  %33 = load i64, ptr %2, align 8, !dbg !619, !tbaa !620
    #dbg_value(i64 %33, !621, !DIExpression(), !626)
  %34 = add i64 %33, -1, !dbg !628
  %35 = icmp ult i64 %34, 2147483648, !dbg !630
  %36 = trunc nuw i64 %33 to i32, !dbg !631
  %37 = select i1 %35, i32 %36, i32 0, !dbg !631
  br label %38, !dbg !618

38:                                               ; preds = %32, %30
  %39 = phi i32 [ %37, %32 ], [ 0, %30 ], !dbg !618
    #dbg_value(i32 %39, !607, !DIExpression(), !611)
  %40 = add i32 %39, -1, !dbg !632
  %41 = icmp ult i32 %40, %25, !dbg !633
  br i1 %41, label %58, label %42, !dbg !634

42:                                               ; preds = %38
  %43 = tail call fastcc ptr @getgeneric(ptr noundef nonnull readonly %1, ptr noundef nonnull readonly %2, i32 noundef 1), !dbg !635
    #dbg_value(ptr %43, !608, !DIExpression(), !636)
  %44 = getelementptr inbounds i8, ptr %43, i64 8, !dbg !637
  %45 = load i8, ptr %44, align 8, !dbg !637, !tbaa !615
  %46 = icmp eq i8 %45, 32, !dbg !637
  br i1 %46, label %47, label %48, !dbg !639, !prof !640

47:                                               ; preds = %42
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str) #11, !dbg !641
  unreachable, !dbg !641

48:                                               ; preds = %42
  %49 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !642
  %50 = load ptr, ptr %49, align 8, !dbg !642, !tbaa !643
  %51 = ptrtoint ptr %43 to i64, !dbg !642
  %52 = ptrtoint ptr %50 to i64, !dbg !642
  %53 = sub i64 %51, %52, !dbg !642
  %54 = sdiv exact i64 %53, 24, !dbg !642
  %55 = trunc i64 %54 to i32, !dbg !642
    #dbg_value(i32 %55, !607, !DIExpression(), !611)
  %56 = add i32 %25, 1, !dbg !644
  %57 = add i32 %56, %55, !dbg !645
  br label %58

58:                                               ; preds = %24, %38, %48
  %59 = phi i32 [ %57, %48 ], [ 0, %24 ], [ %39, %38 ], !dbg !611
    #dbg_value(i32 %59, !557, !DIExpression(), !582)
  %60 = icmp ult i32 %59, %25, !dbg !646
  br i1 %60, label %61, label %79, !dbg !647

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %1, i64 16
  %63 = load ptr, ptr %62, align 8, !tbaa !648
  %64 = zext i32 %59 to i64, !dbg !647
  br label %65, !dbg !647

65:                                               ; preds = %61, %76
  %66 = phi i64 [ %64, %61 ], [ %71, %76 ]
    #dbg_value(i64 %66, !557, !DIExpression(), !582)
  %67 = getelementptr inbounds %struct.TValue, ptr %63, i64 %66, i32 1, !dbg !649
  %68 = load i8, ptr %67, align 8, !dbg !649, !tbaa !615
  %69 = and i8 %68, 15, !dbg !649
  %70 = icmp eq i8 %69, 0, !dbg !649
  %71 = add nuw i64 %66, 1, !dbg !650
  br i1 %70, label %76, label %72, !dbg !651

72:                                               ; preds = %65
    #dbg_value(ptr %2, !558, !DIExpression(), !652)
  %73 = and i64 %71, 4294967295, !dbg !653
  store i64 %73, ptr %2, align 8, !dbg !653, !tbaa !620
  store i8 3, ptr %26, align 8, !dbg !653, !tbaa !615
    #dbg_value(ptr %2, !565, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !654)
  %74 = load ptr, ptr %62, align 8, !dbg !655, !tbaa !648
  %75 = getelementptr inbounds %struct.TValue, ptr %74, i64 %66, !dbg !655
    #dbg_value(ptr %75, !567, !DIExpression(), !654)
  br label %106, !dbg !656

76:                                               ; preds = %65
    #dbg_value(i64 %71, !557, !DIExpression(), !582)
  %77 = trunc i64 %71 to i32, !dbg !646
  %78 = icmp eq i32 %25, %77, !dbg !646
  br i1 %78, label %79, label %65, !dbg !647, !llvm.loop !657

79:                                               ; preds = %76, %58
  %80 = phi i32 [ %59, %58 ], [ %25, %76 ], !dbg !582
  %81 = sub i32 %80, %25, !dbg !660
    #dbg_value(i32 %81, !557, !DIExpression(), !582)
  %82 = getelementptr inbounds i8, ptr %1, i64 11
  %83 = load i8, ptr %82, align 1, !tbaa !661
  %84 = zext nneg i8 %83 to i32
  %85 = shl nuw i32 1, %84
  %86 = icmp slt i32 %81, %85, !dbg !662
  br i1 %86, label %87, label %113, !dbg !663

87:                                               ; preds = %79
  %88 = getelementptr inbounds i8, ptr %1, i64 24
  %89 = load ptr, ptr %88, align 8, !tbaa !643
  br label %93, !dbg !663

90:                                               ; preds = %93
  %91 = add i32 %94, 1, !dbg !664
    #dbg_value(i32 %91, !557, !DIExpression(), !582)
  %92 = icmp eq i32 %91, %85, !dbg !662
  br i1 %92, label %113, label %93, !dbg !663, !llvm.loop !665

93:                                               ; preds = %87, %90
  %94 = phi i32 [ %81, %87 ], [ %91, %90 ]
    #dbg_value(i32 %94, !557, !DIExpression(), !582)
  %95 = zext i32 %94 to i64, !dbg !667
  %96 = getelementptr inbounds %union.Node, ptr %89, i64 %95, !dbg !667
  %97 = getelementptr inbounds i8, ptr %96, i64 8, !dbg !667
  %98 = load i8, ptr %97, align 8, !dbg !667, !tbaa !620
  %99 = and i8 %98, 15, !dbg !667
  %100 = icmp eq i8 %99, 0, !dbg !667
    #dbg_value(i32 %94, !557, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !582)
  br i1 %100, label %90, label %101, !dbg !668

101:                                              ; preds = %93
    #dbg_value(ptr %96, !569, !DIExpression(), !669)
    #dbg_value(ptr %2, !575, !DIExpression(), !670)
    #dbg_value(ptr %96, !577, !DIExpression(), !670)
  %102 = getelementptr inbounds i8, ptr %96, i64 16, !dbg !671
  %103 = load i64, ptr %102, align 8, !dbg !671, !tbaa !620
  store i64 %103, ptr %2, align 8, !dbg !671, !tbaa !620
  %104 = getelementptr inbounds i8, ptr %96, i64 9, !dbg !671
  %105 = load i8, ptr %104, align 1, !dbg !671, !tbaa !620
  store i8 %105, ptr %26, align 8, !dbg !671, !tbaa !615
    #dbg_value(ptr %2, !579, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !672)
    #dbg_value(ptr %96, !581, !DIExpression(), !672)
  br label %106

106:                                              ; preds = %72, %101
  %107 = phi ptr [ %75, %72 ], [ %96, %101 ]
  %108 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !582
  %109 = load i64, ptr %107, align 8, !dbg !582, !tbaa !620
  store i64 %109, ptr %108, align 8, !dbg !582, !tbaa !620
  %110 = getelementptr inbounds i8, ptr %107, i64 8
  %111 = load i8, ptr %110, align 8, !dbg !582, !tbaa !615
  %112 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !582
  store i8 %111, ptr %112, align 8, !dbg !582, !tbaa !615
  br label %113, !dbg !673

113:                                              ; preds = %90, %106, %79
  %114 = phi i32 [ 0, %79 ], [ 1, %106 ], [ 0, %90 ], !dbg !582
  ret i32 %114, !dbg !673
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind uwtable
define hidden void @luaH_resize(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 !dbg !674 {
  %5 = alloca %struct.TValue, align 8, !DIAssignID !686
  %6 = alloca %struct.TValue, align 8, !DIAssignID !687
  %7 = alloca %struct.Table, align 8, !DIAssignID !688
    #dbg_assign(i1 undef, !683, !DIExpression(), !688, ptr %7, !DIExpression(), !689)
    #dbg_value(ptr %0, !678, !DIExpression(), !689)
    #dbg_value(ptr %1, !679, !DIExpression(), !689)
    #dbg_value(i32 %2, !680, !DIExpression(), !689)
    #dbg_value(i32 %3, !681, !DIExpression(), !689)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %7) #12, !dbg !690
    #dbg_value(ptr %1, !691, !DIExpression(), !696)
    #dbg_value(ptr %1, !521, !DIExpression(), !698)
  %8 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !700
  %9 = load i8, ptr %8, align 2, !dbg !700, !tbaa !527
  %10 = icmp sgt i8 %9, -1, !dbg !700
  %11 = getelementptr inbounds i8, ptr %1, i64 12
  %12 = load i32, ptr %11, align 4, !dbg !701, !tbaa !534
  %13 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %12), !dbg !700
  %14 = icmp ult i32 %13, 2, !dbg !700
  %15 = select i1 %10, i1 true, i1 %14, !dbg !700
  br i1 %15, label %28, label %16, !dbg !700

16:                                               ; preds = %4
    #dbg_value(i32 %12, !522, !DIExpression(), !702)
  %17 = lshr i32 %12, 1, !dbg !703
  %18 = or i32 %17, %12, !dbg !704
    #dbg_value(i32 %18, !522, !DIExpression(), !702)
  %19 = lshr i32 %18, 2, !dbg !705
  %20 = or i32 %19, %18, !dbg !706
    #dbg_value(i32 %20, !522, !DIExpression(), !702)
  %21 = lshr i32 %20, 4, !dbg !707
  %22 = or i32 %21, %20, !dbg !708
    #dbg_value(i32 %22, !522, !DIExpression(), !702)
  %23 = lshr i32 %22, 8, !dbg !709
  %24 = or i32 %23, %22, !dbg !710
    #dbg_value(i32 %24, !522, !DIExpression(), !702)
  %25 = lshr i32 %24, 16, !dbg !711
  %26 = or i32 %25, %24, !dbg !712
    #dbg_value(i32 %26, !522, !DIExpression(), !702)
  %27 = add i32 %26, 1, !dbg !713
    #dbg_value(i32 %27, !522, !DIExpression(), !702)
  br label %28

28:                                               ; preds = %4, %16
  %29 = phi i32 [ %27, %16 ], [ %12, %4 ], !dbg !701
  store i32 %29, ptr %11, align 4, !dbg !714, !tbaa !534
  %30 = and i8 %9, 127, !dbg !715
  store i8 %30, ptr %8, align 2, !dbg !715, !tbaa !527
    #dbg_value(i32 %29, !684, !DIExpression(), !689)
    #dbg_value(ptr %0, !716, !DIExpression(), !731)
    #dbg_value(ptr %7, !721, !DIExpression(), !731)
    #dbg_value(i32 %3, !722, !DIExpression(), !731)
  %31 = icmp eq i32 %3, 0, !dbg !733
  br i1 %31, label %32, label %35, !dbg !734

32:                                               ; preds = %28
  %33 = getelementptr inbounds i8, ptr %7, i64 24, !dbg !735
  store ptr @dummynode_, ptr %33, align 8, !dbg !737, !tbaa !643, !DIAssignID !738
    #dbg_assign(ptr @dummynode_, !683, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !738, ptr %33, !DIExpression(), !689)
  %34 = getelementptr inbounds i8, ptr %7, i64 11, !dbg !739
  store i8 0, ptr %34, align 1, !dbg !740, !tbaa !661, !DIAssignID !741
    #dbg_assign(i8 0, !683, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !741, ptr %34, !DIExpression(), !689)
  br label %92, !dbg !742

35:                                               ; preds = %28
  %36 = tail call i32 @luaO_ceillog2(i32 noundef %3) #12, !dbg !743
    #dbg_value(i32 %36, !726, !DIExpression(), !744)
  %37 = icmp ugt i32 %36, 30
  br i1 %37, label %38, label %39, !dbg !745

38:                                               ; preds = %35
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.1) #11, !dbg !747
  unreachable, !dbg !747

39:                                               ; preds = %35
  %40 = shl nuw nsw i32 1, %36, !dbg !748
    #dbg_value(i32 %40, !722, !DIExpression(), !731)
  %41 = zext nneg i32 %36 to i64, !dbg !749
  %42 = shl nuw nsw i64 24, %41, !dbg !749
  %43 = tail call ptr @luaM_malloc_(ptr noundef %0, i64 noundef %42, i32 noundef 0) #12, !dbg !749
  %44 = getelementptr inbounds i8, ptr %7, i64 24, !dbg !750
  store ptr %43, ptr %44, align 8, !dbg !751, !tbaa !643, !DIAssignID !752
    #dbg_assign(ptr %43, !683, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !752, ptr %44, !DIExpression(), !689)
    #dbg_value(i32 0, !723, !DIExpression(), !744)
  %45 = zext nneg i32 %40 to i64, !dbg !753
  %46 = and i64 %45, 3, !dbg !754
  %47 = icmp ult i32 %36, 2, !dbg !754
  br i1 %47, label %75, label %48, !dbg !754

48:                                               ; preds = %39
  %49 = and i64 %45, 2147483644, !dbg !754
  br label %50, !dbg !754

50:                                               ; preds = %50, %48
  %51 = phi i64 [ 0, %48 ], [ %72, %50 ]
  %52 = phi i64 [ 0, %48 ], [ %73, %50 ]
    #dbg_value(i64 %51, !723, !DIExpression(), !744)
  %53 = getelementptr inbounds %union.Node, ptr %43, i64 %51, !dbg !755
    #dbg_value(ptr %53, !727, !DIExpression(), !756)
  %54 = getelementptr inbounds i8, ptr %53, i64 12, !dbg !757
  store i32 0, ptr %54, align 4, !dbg !758, !tbaa !620
  %55 = getelementptr inbounds i8, ptr %53, i64 9, !dbg !759
  store i8 0, ptr %55, align 1, !dbg !759, !tbaa !620
  %56 = getelementptr inbounds i8, ptr %53, i64 8, !dbg !760
  store i8 16, ptr %56, align 8, !dbg !760, !tbaa !620
  %57 = or disjoint i64 %51, 1, !dbg !761
    #dbg_value(i64 %57, !723, !DIExpression(), !744)
  %58 = getelementptr inbounds %union.Node, ptr %43, i64 %57, !dbg !755
    #dbg_value(ptr %58, !727, !DIExpression(), !756)
  %59 = getelementptr inbounds i8, ptr %58, i64 12, !dbg !757
  store i32 0, ptr %59, align 4, !dbg !758, !tbaa !620
  %60 = getelementptr inbounds i8, ptr %58, i64 9, !dbg !759
  store i8 0, ptr %60, align 1, !dbg !759, !tbaa !620
  %61 = getelementptr inbounds i8, ptr %58, i64 8, !dbg !760
  store i8 16, ptr %61, align 8, !dbg !760, !tbaa !620
  %62 = or disjoint i64 %51, 2, !dbg !761
    #dbg_value(i64 %62, !723, !DIExpression(), !744)
  %63 = getelementptr inbounds %union.Node, ptr %43, i64 %62, !dbg !755
    #dbg_value(ptr %63, !727, !DIExpression(), !756)
  %64 = getelementptr inbounds i8, ptr %63, i64 12, !dbg !757
  store i32 0, ptr %64, align 4, !dbg !758, !tbaa !620
  %65 = getelementptr inbounds i8, ptr %63, i64 9, !dbg !759
  store i8 0, ptr %65, align 1, !dbg !759, !tbaa !620
  %66 = getelementptr inbounds i8, ptr %63, i64 8, !dbg !760
  store i8 16, ptr %66, align 8, !dbg !760, !tbaa !620
  %67 = or disjoint i64 %51, 3, !dbg !761
    #dbg_value(i64 %67, !723, !DIExpression(), !744)
  %68 = getelementptr inbounds %union.Node, ptr %43, i64 %67, !dbg !755
    #dbg_value(ptr %68, !727, !DIExpression(), !756)
  %69 = getelementptr inbounds i8, ptr %68, i64 12, !dbg !757
  store i32 0, ptr %69, align 4, !dbg !758, !tbaa !620
  %70 = getelementptr inbounds i8, ptr %68, i64 9, !dbg !759
  store i8 0, ptr %70, align 1, !dbg !759, !tbaa !620
  %71 = getelementptr inbounds i8, ptr %68, i64 8, !dbg !760
  store i8 16, ptr %71, align 8, !dbg !760, !tbaa !620
  %72 = add nuw nsw i64 %51, 4, !dbg !761
    #dbg_value(i64 %72, !723, !DIExpression(), !744)
  %73 = add i64 %52, 4, !dbg !754
  %74 = icmp eq i64 %73, %49, !dbg !754
  br i1 %74, label %75, label %50, !dbg !754, !llvm.loop !762

75:                                               ; preds = %50, %39
  %76 = phi i64 [ 0, %39 ], [ %72, %50 ]
  %77 = icmp eq i64 %46, 0, !dbg !754
  br i1 %77, label %88, label %78, !dbg !754

78:                                               ; preds = %75, %78
  %79 = phi i64 [ %85, %78 ], [ %76, %75 ]
  %80 = phi i64 [ %86, %78 ], [ 0, %75 ]
    #dbg_value(i64 %79, !723, !DIExpression(), !744)
  %81 = getelementptr inbounds %union.Node, ptr %43, i64 %79, !dbg !755
    #dbg_value(ptr %81, !727, !DIExpression(), !756)
  %82 = getelementptr inbounds i8, ptr %81, i64 12, !dbg !757
  store i32 0, ptr %82, align 4, !dbg !758, !tbaa !620
  %83 = getelementptr inbounds i8, ptr %81, i64 9, !dbg !759
  store i8 0, ptr %83, align 1, !dbg !759, !tbaa !620
  %84 = getelementptr inbounds i8, ptr %81, i64 8, !dbg !760
  store i8 16, ptr %84, align 8, !dbg !760, !tbaa !620
  %85 = add nuw nsw i64 %79, 1, !dbg !761
    #dbg_value(i64 %85, !723, !DIExpression(), !744)
  %86 = add i64 %80, 1, !dbg !754
  %87 = icmp eq i64 %86, %46, !dbg !754
  br i1 %87, label %88, label %78, !dbg !754, !llvm.loop !764

88:                                               ; preds = %78, %75
  %89 = trunc nuw i32 %36 to i8, !dbg !766
  %90 = getelementptr inbounds i8, ptr %7, i64 11, !dbg !767
  store i8 %89, ptr %90, align 1, !dbg !768, !tbaa !661, !DIAssignID !769
    #dbg_assign(i8 %89, !683, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !769, ptr %90, !DIExpression(), !689)
  %91 = getelementptr inbounds %union.Node, ptr %43, i64 %45, !dbg !770
  br label %92

92:                                               ; preds = %32, %88
  %93 = phi ptr [ %43, %88 ], [ @dummynode_, %32 ]
  %94 = phi i8 [ %89, %88 ], [ 0, %32 ]
  %95 = phi ptr [ %91, %88 ], [ null, %32 ]
  %96 = getelementptr inbounds i8, ptr %7, i64 32, !dbg !771
  store ptr %95, ptr %96, align 8, !dbg !771, !tbaa !772, !DIAssignID !773
    #dbg_assign(ptr %95, !683, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !773, ptr %96, !DIExpression(), !689)
  %97 = icmp ugt i32 %29, %2, !dbg !774
  br i1 %97, label %101, label %98, !dbg !776

98:                                               ; preds = %92
  %99 = zext i32 %29 to i64, !dbg !777
  %100 = zext i32 %2 to i64, !dbg !777
  br label %182, !dbg !776

101:                                              ; preds = %92
  store i32 %2, ptr %11, align 4, !dbg !778, !tbaa !534
    #dbg_value(ptr %1, !780, !DIExpression(), !789)
    #dbg_value(ptr %7, !785, !DIExpression(), !789)
  %102 = getelementptr inbounds i8, ptr %1, i64 11, !dbg !791
  %103 = load i8, ptr %102, align 1, !dbg !791, !tbaa !661
    #dbg_value(i8 %103, !786, !DIExpression(), !789)
  %104 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !792
    #dbg_value(ptr poison, !787, !DIExpression(), !789)
  %105 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !793
    #dbg_value(ptr poison, !788, !DIExpression(), !789)
  %106 = getelementptr inbounds i8, ptr %7, i64 11, !dbg !794
  store i8 %94, ptr %102, align 1, !dbg !795, !tbaa !661
  %107 = getelementptr inbounds i8, ptr %7, i64 24, !dbg !796
  store i8 %103, ptr %106, align 1, !dbg !797, !tbaa !661, !DIAssignID !798
  %108 = load <2 x ptr>, ptr %104, align 8, !dbg !792, !tbaa !799
  store ptr %93, ptr %104, align 8, !dbg !800, !tbaa !643
  store ptr %95, ptr %105, align 8, !dbg !801, !tbaa !772
    #dbg_assign(i8 %103, !683, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !798, ptr %106, !DIExpression(), !689)
    #dbg_assign(ptr poison, !683, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !802, ptr %107, !DIExpression(), !689)
  store <2 x ptr> %108, ptr %107, align 8, !dbg !803, !tbaa !799, !DIAssignID !802
    #dbg_assign(ptr poison, !683, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !802, ptr %96, !DIExpression(), !689)
    #dbg_value(i32 %2, !682, !DIExpression(), !689)
  %109 = getelementptr inbounds i8, ptr %1, i64 16
  %110 = getelementptr inbounds i8, ptr %6, i64 8
  %111 = zext i32 %2 to i64, !dbg !804
  %112 = zext i32 %29 to i64, !dbg !806
  br label %113, !dbg !804

113:                                              ; preds = %101, %174
  %114 = phi i64 [ %111, %101 ], [ %121, %174 ]
    #dbg_value(i64 %114, !682, !DIExpression(), !689)
  %115 = load ptr, ptr %109, align 8, !dbg !808, !tbaa !648
  %116 = getelementptr inbounds %struct.TValue, ptr %115, i64 %114, !dbg !808
  %117 = getelementptr inbounds i8, ptr %116, i64 8, !dbg !808
  %118 = load i8, ptr %117, align 8, !dbg !808, !tbaa !615
  %119 = and i8 %118, 15, !dbg !808
  %120 = icmp eq i8 %119, 0, !dbg !808
  %121 = add nuw nsw i64 %114, 1, !dbg !811
  br i1 %120, label %174, label %122, !dbg !812

122:                                              ; preds = %113
    #dbg_assign(i1 undef, !813, !DIExpression(), !687, ptr %6, !DIExpression(), !830)
    #dbg_value(ptr %0, !820, !DIExpression(), !832)
    #dbg_value(ptr %1, !821, !DIExpression(), !832)
    #dbg_value(i64 %121, !822, !DIExpression(), !832)
    #dbg_value(ptr %116, !823, !DIExpression(), !832)
    #dbg_value(ptr %1, !833, !DIExpression(), !850)
    #dbg_value(i64 %121, !838, !DIExpression(), !850)
  %123 = load i32, ptr %11, align 4, !dbg !852, !tbaa !534
  %124 = zext i32 %123 to i64, !dbg !853
    #dbg_value(i64 %124, !839, !DIExpression(), !850)
  %125 = icmp ult i64 %114, %124, !dbg !854
  br i1 %125, label %165, label %126, !dbg !855

126:                                              ; preds = %122
  %127 = load i8, ptr %8, align 2, !dbg !856, !tbaa !527
  %128 = icmp sgt i8 %127, -1, !dbg !856
  br i1 %128, label %135, label %129, !dbg !857

129:                                              ; preds = %126
  %130 = sub nsw i64 0, %124, !dbg !858
  %131 = and i64 %114, %130, !dbg !859
  %132 = icmp ult i64 %131, %124, !dbg !860
  br i1 %132, label %133, label %135, !dbg !861

133:                                              ; preds = %129
  %134 = trunc nuw i64 %121 to i32, !dbg !862
  store i32 %134, ptr %11, align 4, !dbg !862, !tbaa !534
  br label %165, !dbg !864

135:                                              ; preds = %129, %126
    #dbg_value(ptr %1, !865, !DIExpression(), !872)
    #dbg_value(i64 %121, !870, !DIExpression(), !872)
    #dbg_value(i64 %121, !871, !DIExpression(), !872)
  %136 = load ptr, ptr %104, align 8, !dbg !874, !tbaa !643
  %137 = load i8, ptr %102, align 1, !dbg !874, !tbaa !661
  %138 = zext nneg i8 %137 to i32, !dbg !874
  %139 = shl nsw i32 -1, %138, !dbg !874
  %140 = xor i32 %139, -1, !dbg !874
  %141 = or i32 %140, 1, !dbg !874
  %142 = trunc nuw i64 %121 to i32, !dbg !874
  %143 = urem i32 %142, %141, !dbg !874
  %144 = zext nneg i32 %143 to i64, !dbg !874
  %145 = getelementptr inbounds %union.Node, ptr %136, i64 %144, !dbg !874
    #dbg_value(ptr %145, !840, !DIExpression(), !876)
  br label %146, !dbg !877

146:                                              ; preds = %155, %135
  %147 = phi ptr [ %145, %135 ], [ %160, %155 ], !dbg !878
    #dbg_value(ptr %147, !840, !DIExpression(), !876)
  %148 = getelementptr inbounds i8, ptr %147, i64 9, !dbg !879
  %149 = load i8, ptr %148, align 1, !dbg !879, !tbaa !620
  %150 = icmp eq i8 %149, 3, !dbg !879
  br i1 %150, label %151, label %155, !dbg !880

151:                                              ; preds = %146
  %152 = getelementptr inbounds i8, ptr %147, i64 16, !dbg !881
  %153 = load i64, ptr %152, align 8, !dbg !881, !tbaa !620
  %154 = icmp eq i64 %153, %121, !dbg !882
  br i1 %154, label %161, label %155, !dbg !883

155:                                              ; preds = %151, %146
  %156 = getelementptr inbounds i8, ptr %147, i64 12, !dbg !884
  %157 = load i32, ptr %156, align 4, !dbg !884, !tbaa !620
    #dbg_value(i32 %157, !844, !DIExpression(), !885)
  %158 = icmp eq i32 %157, 0, !dbg !886
  %159 = sext i32 %157 to i64, !dbg !888
  %160 = getelementptr inbounds %union.Node, ptr %147, i64 %159, !dbg !888
    #dbg_value(ptr %160, !840, !DIExpression(), !876)
  br i1 %158, label %161, label %146

161:                                              ; preds = %155, %151
  %162 = phi ptr [ @absentkey, %155 ], [ %147, %151 ]
  %163 = getelementptr inbounds i8, ptr %162, i64 8
  %164 = load i8, ptr %163, align 8, !dbg !889, !tbaa !615
  br label %165, !dbg !889

165:                                              ; preds = %122, %133, %161
  %166 = phi i8 [ %164, %161 ], [ %118, %133 ], [ %118, %122 ], !dbg !889
  %167 = phi ptr [ %162, %161 ], [ %116, %133 ], [ %116, %122 ], !dbg !890
    #dbg_value(ptr %167, !824, !DIExpression(), !832)
  %168 = icmp eq i8 %166, 32, !dbg !889
  br i1 %168, label %169, label %170, !dbg !891

169:                                              ; preds = %165
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #12, !dbg !892
    #dbg_value(ptr %6, !825, !DIExpression(), !893)
  store i64 %121, ptr %6, align 8, !dbg !894, !tbaa !620
  store i8 3, ptr %110, align 8, !dbg !894, !tbaa !615
  call fastcc void @luaH_newkey(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %6, ptr noundef %116), !dbg !895
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #12, !dbg !896
  br label %174, !dbg !897

170:                                              ; preds = %165
  %171 = getelementptr inbounds i8, ptr %167, i64 8, !dbg !889
    #dbg_value(ptr %167, !827, !DIExpression(), !898)
    #dbg_value(ptr %116, !829, !DIExpression(), !898)
  %172 = load i64, ptr %116, align 8, !dbg !899, !tbaa !620
  store i64 %172, ptr %167, align 8, !dbg !899, !tbaa !620
  %173 = load i8, ptr %117, align 8, !dbg !899, !tbaa !615
  store i8 %173, ptr %171, align 8, !dbg !899, !tbaa !615
  br label %174

174:                                              ; preds = %113, %170, %169
    #dbg_value(i64 %121, !682, !DIExpression(), !689)
  %175 = icmp eq i64 %121, %112, !dbg !806
  br i1 %175, label %176, label %113, !dbg !804, !llvm.loop !900

176:                                              ; preds = %174
  store i32 %29, ptr %11, align 4, !dbg !902, !tbaa !534
    #dbg_value(ptr %1, !780, !DIExpression(), !903)
    #dbg_value(ptr %7, !785, !DIExpression(), !903)
  %177 = load i8, ptr %102, align 1, !dbg !905, !tbaa !661
    #dbg_value(i8 %177, !786, !DIExpression(), !903)
  %178 = load ptr, ptr %104, align 8, !dbg !906, !tbaa !643
    #dbg_value(ptr %178, !787, !DIExpression(), !903)
  %179 = load ptr, ptr %105, align 8, !dbg !907, !tbaa !772
    #dbg_value(ptr %179, !788, !DIExpression(), !903)
  %180 = load i8, ptr %106, align 1, !dbg !908, !tbaa !661
  store i8 %180, ptr %102, align 1, !dbg !909, !tbaa !661
  %181 = load <2 x ptr>, ptr %107, align 8, !dbg !910, !tbaa !799
  store <2 x ptr> %181, ptr %104, align 8, !dbg !911, !tbaa !799
  store i8 %177, ptr %106, align 1, !dbg !912, !tbaa !661, !DIAssignID !913
    #dbg_assign(i8 %177, !683, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !913, ptr %106, !DIExpression(), !689)
  store ptr %178, ptr %107, align 8, !dbg !914, !tbaa !643, !DIAssignID !915
    #dbg_assign(ptr %178, !683, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !915, ptr %107, !DIExpression(), !689)
  store ptr %179, ptr %96, align 8, !dbg !916, !tbaa !772, !DIAssignID !917
    #dbg_assign(ptr %179, !683, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !917, ptr %96, !DIExpression(), !689)
  br label %182, !dbg !918

182:                                              ; preds = %98, %176
  %183 = phi i64 [ %100, %98 ], [ %111, %176 ], !dbg !777
  %184 = phi i64 [ %99, %98 ], [ %112, %176 ], !dbg !777
  %185 = phi ptr [ %95, %98 ], [ %179, %176 ]
  %186 = phi ptr [ %93, %98 ], [ %178, %176 ]
  %187 = phi i8 [ %94, %98 ], [ %177, %176 ]
  %188 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !777
  %189 = load ptr, ptr %188, align 8, !dbg !777, !tbaa !648
  %190 = shl nuw nsw i64 %184, 4, !dbg !777
  %191 = shl nuw nsw i64 %183, 4, !dbg !777
  %192 = tail call ptr @luaM_realloc_(ptr noundef %0, ptr noundef %189, i64 noundef %190, i64 noundef %191) #12, !dbg !777
    #dbg_value(ptr %192, !685, !DIExpression(), !689)
  %193 = icmp eq ptr %192, null, !dbg !919
  %194 = icmp ne i32 %2, 0, !dbg !919
  %195 = and i1 %194, %193, !dbg !919
  br i1 %195, label %196, label %197, !dbg !921, !prof !640

196:                                              ; preds = %182
  call fastcc void @freehash(ptr noundef %0, ptr noundef nonnull %7), !dbg !922
  tail call void @luaD_throw(ptr noundef %0, i32 noundef 4) #11, !dbg !924
  unreachable, !dbg !924

197:                                              ; preds = %182
    #dbg_value(ptr %1, !780, !DIExpression(), !925)
    #dbg_value(ptr %7, !785, !DIExpression(), !925)
  %198 = getelementptr inbounds i8, ptr %1, i64 11, !dbg !927
  %199 = load i8, ptr %198, align 1, !dbg !927, !tbaa !661
    #dbg_value(i8 %199, !786, !DIExpression(), !925)
  %200 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !928
  %201 = load ptr, ptr %200, align 8, !dbg !928, !tbaa !643
    #dbg_value(ptr %201, !787, !DIExpression(), !925)
  %202 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !929
  %203 = load ptr, ptr %202, align 8, !dbg !929, !tbaa !772
    #dbg_value(ptr %203, !788, !DIExpression(), !925)
  store i8 %187, ptr %198, align 1, !dbg !930, !tbaa !661
  store ptr %186, ptr %200, align 8, !dbg !931, !tbaa !643
  store ptr %185, ptr %202, align 8, !dbg !932, !tbaa !772
    #dbg_assign(i8 %199, !683, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !933, ptr %7, !DIExpression(DW_OP_plus_uconst, 11), !689)
    #dbg_assign(ptr %201, !683, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !934, ptr %7, !DIExpression(DW_OP_plus_uconst, 24), !689)
    #dbg_assign(ptr %203, !683, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !935, ptr %96, !DIExpression(), !689)
  store ptr %192, ptr %188, align 8, !dbg !936, !tbaa !648
  store i32 %2, ptr %11, align 4, !dbg !937, !tbaa !534
    #dbg_value(i32 %29, !682, !DIExpression(), !689)
  %204 = icmp ult i32 %29, %2, !dbg !938
  br i1 %204, label %205, label %231, !dbg !941

205:                                              ; preds = %197
  %206 = sub nsw i64 %183, %184, !dbg !941
  %207 = and i64 %206, 3, !dbg !941
  %208 = icmp eq i64 %207, 0, !dbg !941
  br i1 %208, label %216, label %209, !dbg !941

209:                                              ; preds = %205, %209
  %210 = phi i64 [ %213, %209 ], [ %184, %205 ]
  %211 = phi i64 [ %214, %209 ], [ 0, %205 ]
    #dbg_value(i64 %210, !682, !DIExpression(), !689)
  %212 = getelementptr inbounds %struct.TValue, ptr %192, i64 %210, i32 1, !dbg !942
  store i8 16, ptr %212, align 8, !dbg !942, !tbaa !615
  %213 = add nuw nsw i64 %210, 1, !dbg !943
    #dbg_value(i64 %213, !682, !DIExpression(), !689)
  %214 = add i64 %211, 1, !dbg !941
  %215 = icmp eq i64 %214, %207, !dbg !941
  br i1 %215, label %216, label %209, !dbg !941, !llvm.loop !944

216:                                              ; preds = %209, %205
  %217 = phi i64 [ %184, %205 ], [ %213, %209 ]
  %218 = sub nsw i64 %184, %183, !dbg !941
  %219 = icmp ugt i64 %218, -4, !dbg !941
  br i1 %219, label %231, label %220, !dbg !941

220:                                              ; preds = %216, %220
  %221 = phi i64 [ %229, %220 ], [ %217, %216 ]
    #dbg_value(i64 %221, !682, !DIExpression(), !689)
  %222 = getelementptr inbounds %struct.TValue, ptr %192, i64 %221, i32 1, !dbg !942
  store i8 16, ptr %222, align 8, !dbg !942, !tbaa !615
  %223 = add nuw nsw i64 %221, 1, !dbg !943
    #dbg_value(i64 %223, !682, !DIExpression(), !689)
  %224 = getelementptr inbounds %struct.TValue, ptr %192, i64 %223, i32 1, !dbg !942
  store i8 16, ptr %224, align 8, !dbg !942, !tbaa !615
  %225 = add nuw nsw i64 %221, 2, !dbg !943
    #dbg_value(i64 %225, !682, !DIExpression(), !689)
  %226 = getelementptr inbounds %struct.TValue, ptr %192, i64 %225, i32 1, !dbg !942
  store i8 16, ptr %226, align 8, !dbg !942, !tbaa !615
  %227 = add nuw nsw i64 %221, 3, !dbg !943
    #dbg_value(i64 %227, !682, !DIExpression(), !689)
  %228 = getelementptr inbounds %struct.TValue, ptr %192, i64 %227, i32 1, !dbg !942
  store i8 16, ptr %228, align 8, !dbg !942, !tbaa !615
  %229 = add nuw nsw i64 %221, 4, !dbg !943
    #dbg_value(i64 %229, !682, !DIExpression(), !689)
  %230 = icmp eq i64 %229, %183, !dbg !938
  br i1 %230, label %231, label %220, !dbg !941, !llvm.loop !945

231:                                              ; preds = %216, %220, %197
    #dbg_assign(i1 undef, !947, !DIExpression(), !686, ptr %5, !DIExpression(), !966)
    #dbg_value(ptr %0, !957, !DIExpression(), !968)
    #dbg_value(ptr %7, !958, !DIExpression(), !968)
    #dbg_value(ptr %1, !959, !DIExpression(), !968)
  %232 = zext nneg i8 %199 to i32, !dbg !969
  %233 = shl nuw i32 1, %232, !dbg !969
    #dbg_value(i32 %233, !961, !DIExpression(), !968)
    #dbg_value(i32 0, !960, !DIExpression(), !968)
  %234 = icmp eq i8 %199, 31, !dbg !970
  br i1 %234, label %263, label %235, !dbg !971

235:                                              ; preds = %231
  %236 = getelementptr inbounds i8, ptr %5, i64 8
  %237 = tail call i32 @llvm.smax.i32(i32 %233, i32 1), !dbg !971
  %238 = zext nneg i32 %237 to i64, !dbg !970
  br label %239, !dbg !971

239:                                              ; preds = %235, %260
  %240 = phi i64 [ 0, %235 ], [ %261, %260 ]
    #dbg_value(i64 %240, !960, !DIExpression(), !968)
  %241 = getelementptr inbounds %union.Node, ptr %201, i64 %240, !dbg !972
    #dbg_value(ptr %241, !962, !DIExpression(), !973)
  %242 = getelementptr inbounds i8, ptr %241, i64 8, !dbg !974
  %243 = load i8, ptr %242, align 8, !dbg !974, !tbaa !620
  %244 = and i8 %243, 15, !dbg !974
  %245 = icmp eq i8 %244, 0, !dbg !974
  br i1 %245, label %260, label %246, !dbg !975

246:                                              ; preds = %239
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #12, !dbg !976
    #dbg_value(ptr %5, !963, !DIExpression(), !977)
    #dbg_value(ptr %241, !965, !DIExpression(), !977)
  %247 = getelementptr inbounds i8, ptr %241, i64 16, !dbg !978
  %248 = load i64, ptr %247, align 8, !dbg !978, !tbaa !620
  store i64 %248, ptr %5, align 8, !dbg !978, !tbaa !620
  %249 = getelementptr inbounds i8, ptr %241, i64 9, !dbg !978
  %250 = load i8, ptr %249, align 1, !dbg !978, !tbaa !620
  store i8 %250, ptr %236, align 8, !dbg !978, !tbaa !615
    #dbg_value(ptr %0, !979, !DIExpression(), !988)
    #dbg_value(ptr %1, !984, !DIExpression(), !988)
    #dbg_value(ptr %5, !985, !DIExpression(), !988)
    #dbg_value(ptr %241, !986, !DIExpression(), !988)
  %251 = call ptr @luaH_get(ptr noundef %1, ptr noundef nonnull %5), !dbg !990
    #dbg_value(ptr %251, !987, !DIExpression(), !988)
    #dbg_value(ptr %0, !991, !DIExpression(), !1004)
    #dbg_value(ptr %1, !996, !DIExpression(), !1004)
    #dbg_value(ptr %5, !997, !DIExpression(), !1004)
    #dbg_value(ptr %251, !998, !DIExpression(), !1004)
    #dbg_value(ptr %241, !999, !DIExpression(), !1004)
  %252 = getelementptr inbounds i8, ptr %251, i64 8, !dbg !1006
  %253 = load i8, ptr %252, align 8, !dbg !1006, !tbaa !615
  %254 = icmp eq i8 %253, 32, !dbg !1006
  br i1 %254, label %255, label %256, !dbg !1007

255:                                              ; preds = %246
  call fastcc void @luaH_newkey(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %5, ptr noundef nonnull %241), !dbg !1008
  br label %259, !dbg !1008

256:                                              ; preds = %246
    #dbg_value(ptr %251, !1000, !DIExpression(), !1009)
    #dbg_value(ptr %241, !1003, !DIExpression(), !1009)
  %257 = load i64, ptr %241, align 8, !dbg !1010, !tbaa !620
  store i64 %257, ptr %251, align 8, !dbg !1010, !tbaa !620
  %258 = load i8, ptr %242, align 8, !dbg !1010, !tbaa !615
  store i8 %258, ptr %252, align 8, !dbg !1010, !tbaa !615
  br label %259

259:                                              ; preds = %255, %256
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #12, !dbg !1011
  br label %260, !dbg !1012

260:                                              ; preds = %259, %239
  %261 = add nuw nsw i64 %240, 1, !dbg !1013
    #dbg_value(i64 %261, !960, !DIExpression(), !968)
  %262 = icmp eq i64 %261, %238, !dbg !970
  br i1 %262, label %263, label %239, !dbg !971, !llvm.loop !1014

263:                                              ; preds = %260, %231
    #dbg_value(ptr %0, !1016, !DIExpression(), !1022)
    #dbg_value(ptr %7, !1021, !DIExpression(), !1022)
  %264 = icmp eq ptr %203, null, !dbg !1024
  br i1 %264, label %268, label %265, !dbg !1026

265:                                              ; preds = %263
  %266 = sext i32 %233 to i64, !dbg !1027
  %267 = mul nsw i64 %266, 24, !dbg !1027
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %201, i64 noundef %267) #12, !dbg !1027
  br label %268, !dbg !1027

268:                                              ; preds = %263, %265
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %7) #12, !dbg !1028
  ret void, !dbg !1028
}

; Function Attrs: nounwind uwtable
define hidden void @luaH_setint(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr nocapture noundef readonly %3) local_unnamed_addr #2 !dbg !816 {
  %5 = alloca %struct.TValue, align 8, !DIAssignID !1029
    #dbg_assign(i1 undef, !813, !DIExpression(), !1029, ptr %5, !DIExpression(), !1030)
    #dbg_value(ptr %0, !820, !DIExpression(), !1031)
    #dbg_value(ptr %1, !821, !DIExpression(), !1031)
    #dbg_value(i64 %2, !822, !DIExpression(), !1031)
    #dbg_value(ptr %3, !823, !DIExpression(), !1031)
    #dbg_value(ptr %1, !833, !DIExpression(), !1032)
    #dbg_value(i64 %2, !838, !DIExpression(), !1032)
  %6 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !1034
  %7 = load i32, ptr %6, align 4, !dbg !1034, !tbaa !534
  %8 = zext i32 %7 to i64, !dbg !1035
    #dbg_value(i64 %8, !839, !DIExpression(), !1032)
  %9 = add i64 %2, -1, !dbg !1036
  %10 = icmp ult i64 %9, %8, !dbg !1037
  br i1 %10, label %62, label %11, !dbg !1038

11:                                               ; preds = %4
  %12 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !1039
  %13 = load i8, ptr %12, align 2, !dbg !1039, !tbaa !527
  %14 = icmp sgt i8 %13, -1, !dbg !1039
  br i1 %14, label %21, label %15, !dbg !1040

15:                                               ; preds = %11
  %16 = sub nsw i64 0, %8, !dbg !1041
  %17 = and i64 %9, %16, !dbg !1042
  %18 = icmp ult i64 %17, %8, !dbg !1043
  br i1 %18, label %19, label %21, !dbg !1044

19:                                               ; preds = %15
  %20 = trunc i64 %2 to i32, !dbg !1045
  store i32 %20, ptr %6, align 4, !dbg !1046, !tbaa !534
  br label %62, !dbg !1047

21:                                               ; preds = %15, %11
    #dbg_value(ptr %1, !865, !DIExpression(), !1048)
    #dbg_value(i64 %2, !870, !DIExpression(), !1048)
    #dbg_value(i64 %2, !871, !DIExpression(), !1048)
  %22 = icmp ult i64 %2, 2147483648, !dbg !1050
  %23 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !1051
  %24 = load ptr, ptr %23, align 8, !dbg !1051, !tbaa !643
  br i1 %22, label %25, label %35, !dbg !1052

25:                                               ; preds = %21
  %26 = trunc nuw nsw i64 %2 to i32, !dbg !1053
  %27 = getelementptr inbounds i8, ptr %1, i64 11, !dbg !1053
  %28 = load i8, ptr %27, align 1, !dbg !1053, !tbaa !661
  %29 = zext nneg i8 %28 to i32, !dbg !1053
  %30 = shl nsw i32 -1, %29, !dbg !1053
  %31 = xor i32 %30, -1, !dbg !1053
  %32 = or i32 %31, 1, !dbg !1053
  %33 = urem i32 %26, %32, !dbg !1053
  %34 = zext nneg i32 %33 to i64, !dbg !1053
  br label %44, !dbg !1054

35:                                               ; preds = %21
  %36 = getelementptr inbounds i8, ptr %1, i64 11, !dbg !1055
  %37 = load i8, ptr %36, align 1, !dbg !1055, !tbaa !661
  %38 = zext nneg i8 %37 to i32, !dbg !1055
  %39 = shl nsw i32 -1, %38, !dbg !1055
  %40 = xor i32 %39, -1, !dbg !1055
  %41 = or i32 %40, 1, !dbg !1055
  %42 = zext nneg i32 %41 to i64, !dbg !1055
  %43 = urem i64 %2, %42, !dbg !1055
  br label %44, !dbg !1056

44:                                               ; preds = %35, %25
  %45 = phi i64 [ %43, %35 ], [ %34, %25 ]
  %46 = getelementptr inbounds %union.Node, ptr %24, i64 %45, !dbg !1051
    #dbg_value(ptr %46, !840, !DIExpression(), !1057)
  br label %47, !dbg !1058

47:                                               ; preds = %56, %44
  %48 = phi ptr [ %46, %44 ], [ %61, %56 ], !dbg !1059
    #dbg_value(ptr %48, !840, !DIExpression(), !1057)
  %49 = getelementptr inbounds i8, ptr %48, i64 9, !dbg !1060
  %50 = load i8, ptr %49, align 1, !dbg !1060, !tbaa !620
  %51 = icmp eq i8 %50, 3, !dbg !1060
  br i1 %51, label %52, label %56, !dbg !1061

52:                                               ; preds = %47
  %53 = getelementptr inbounds i8, ptr %48, i64 16, !dbg !1062
  %54 = load i64, ptr %53, align 8, !dbg !1062, !tbaa !620
  %55 = icmp eq i64 %54, %2, !dbg !1063
  br i1 %55, label %66, label %56, !dbg !1064

56:                                               ; preds = %52, %47
  %57 = getelementptr inbounds i8, ptr %48, i64 12, !dbg !1065
  %58 = load i32, ptr %57, align 4, !dbg !1065, !tbaa !620
    #dbg_value(i32 %58, !844, !DIExpression(), !1066)
  %59 = icmp eq i32 %58, 0, !dbg !1067
  %60 = sext i32 %58 to i64, !dbg !1068
  %61 = getelementptr inbounds %union.Node, ptr %48, i64 %60, !dbg !1068
    #dbg_value(ptr %61, !840, !DIExpression(), !1057)
  br i1 %59, label %66, label %47

62:                                               ; preds = %19, %4
  %63 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1069
  %64 = load ptr, ptr %63, align 8, !dbg !1069, !tbaa !648
  %65 = getelementptr inbounds %struct.TValue, ptr %64, i64 %9, !dbg !1069
  br label %66, !dbg !1070

66:                                               ; preds = %52, %56, %62
  %67 = phi ptr [ %65, %62 ], [ %48, %52 ], [ @absentkey, %56 ], !dbg !1069
    #dbg_value(ptr %67, !824, !DIExpression(), !1031)
  %68 = getelementptr inbounds i8, ptr %67, i64 8, !dbg !1071
  %69 = load i8, ptr %68, align 8, !dbg !1071, !tbaa !615
  %70 = icmp eq i8 %69, 32, !dbg !1071
  br i1 %70, label %71, label %73, !dbg !1072

71:                                               ; preds = %66
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #12, !dbg !1073
    #dbg_value(ptr %5, !825, !DIExpression(), !1074)
  store i64 %2, ptr %5, align 8, !dbg !1075, !tbaa !620
  %72 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !1075
  store i8 3, ptr %72, align 8, !dbg !1075, !tbaa !615
  call fastcc void @luaH_newkey(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %5, ptr noundef %3), !dbg !1076
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #12, !dbg !1077
  br label %77, !dbg !1078

73:                                               ; preds = %66
    #dbg_value(ptr %67, !827, !DIExpression(), !1079)
    #dbg_value(ptr %3, !829, !DIExpression(), !1079)
  %74 = load i64, ptr %3, align 8, !dbg !1080, !tbaa !620
  store i64 %74, ptr %67, align 8, !dbg !1080, !tbaa !620
  %75 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !1080
  %76 = load i8, ptr %75, align 8, !dbg !1080, !tbaa !615
  store i8 %76, ptr %68, align 8, !dbg !1080, !tbaa !615
  br label %77

77:                                               ; preds = %73, %71
  ret void, !dbg !1081
}

declare !dbg !1082 hidden ptr @luaM_realloc_(ptr noundef, ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc void @freehash(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #2 !dbg !1017 {
    #dbg_value(ptr %0, !1016, !DIExpression(), !1086)
    #dbg_value(ptr %1, !1021, !DIExpression(), !1086)
  %3 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !1087
  %4 = load ptr, ptr %3, align 8, !dbg !1087, !tbaa !772
  %5 = icmp eq ptr %4, null, !dbg !1087
  br i1 %5, label %15, label %6, !dbg !1088

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !1089
  %8 = load ptr, ptr %7, align 8, !dbg !1089, !tbaa !643
  %9 = getelementptr inbounds i8, ptr %1, i64 11, !dbg !1089
  %10 = load i8, ptr %9, align 1, !dbg !1089, !tbaa !661
  %11 = zext nneg i8 %10 to i32, !dbg !1089
  %12 = shl nuw i32 1, %11, !dbg !1089
  %13 = sext i32 %12 to i64, !dbg !1089
  %14 = mul nsw i64 %13, 24, !dbg !1089
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %8, i64 noundef %14) #12, !dbg !1089
  br label %15, !dbg !1089

15:                                               ; preds = %6, %2
  ret void, !dbg !1090
}

; Function Attrs: noreturn
declare !dbg !1091 hidden void @luaD_throw(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden void @luaH_resizearray(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #2 !dbg !1095 {
    #dbg_value(ptr %0, !1097, !DIExpression(), !1101)
    #dbg_value(ptr %1, !1098, !DIExpression(), !1101)
    #dbg_value(i32 %2, !1099, !DIExpression(), !1101)
  %4 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !1102
  %5 = load ptr, ptr %4, align 8, !dbg !1102, !tbaa !772
  %6 = icmp eq ptr %5, null, !dbg !1102
  br i1 %6, label %12, label %7, !dbg !1102

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %1, i64 11, !dbg !1102
  %9 = load i8, ptr %8, align 1, !dbg !1102, !tbaa !661
  %10 = zext nneg i8 %9 to i32, !dbg !1102
  %11 = shl nuw i32 1, %10, !dbg !1102
  br label %12, !dbg !1102

12:                                               ; preds = %3, %7
  %13 = phi i32 [ %11, %7 ], [ 0, %3 ], !dbg !1102
    #dbg_value(i32 %13, !1100, !DIExpression(), !1101)
  tail call void @luaH_resize(ptr noundef %0, ptr noundef nonnull %1, i32 noundef %2, i32 noundef %13), !dbg !1103
  ret void, !dbg !1104
}

; Function Attrs: nounwind uwtable
define hidden ptr @luaH_new(ptr noundef %0) local_unnamed_addr #2 !dbg !1105 {
    #dbg_value(ptr %0, !1109, !DIExpression(), !1112)
  %2 = tail call ptr @luaC_newobj(ptr noundef %0, i32 noundef 5, i64 noundef 56) #12, !dbg !1113
    #dbg_value(ptr %2, !1110, !DIExpression(), !1112)
    #dbg_value(ptr %2, !1111, !DIExpression(), !1112)
  %3 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !1114
  store ptr null, ptr %3, align 8, !dbg !1115, !tbaa !1116
  %4 = getelementptr inbounds i8, ptr %2, i64 10, !dbg !1117
  store i8 63, ptr %4, align 2, !dbg !1118, !tbaa !527
  %5 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !1119
  store ptr null, ptr %5, align 8, !dbg !1120, !tbaa !648
  %6 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !1121
  store i32 0, ptr %6, align 4, !dbg !1122, !tbaa !534
    #dbg_value(ptr %0, !716, !DIExpression(), !1123)
    #dbg_value(ptr %2, !721, !DIExpression(), !1123)
    #dbg_value(i32 0, !722, !DIExpression(), !1123)
  %7 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !1125
  store ptr @dummynode_, ptr %7, align 8, !dbg !1126, !tbaa !643
  %8 = getelementptr inbounds i8, ptr %2, i64 11, !dbg !1127
  store i8 0, ptr %8, align 1, !dbg !1128, !tbaa !661
  %9 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !1129
  store ptr null, ptr %9, align 8, !dbg !1129, !tbaa !772
  ret ptr %2, !dbg !1130
}

declare !dbg !1131 hidden ptr @luaC_newobj(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define hidden void @luaH_free(ptr noundef %0, ptr noundef %1) local_unnamed_addr #2 !dbg !1135 {
    #dbg_value(ptr %0, !1137, !DIExpression(), !1139)
    #dbg_value(ptr %1, !1138, !DIExpression(), !1139)
    #dbg_value(ptr %0, !1016, !DIExpression(), !1140)
    #dbg_value(ptr %1, !1021, !DIExpression(), !1140)
  %3 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !1142
  %4 = load ptr, ptr %3, align 8, !dbg !1142, !tbaa !772
  %5 = icmp eq ptr %4, null, !dbg !1142
  br i1 %5, label %15, label %6, !dbg !1143

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !1144
  %8 = load ptr, ptr %7, align 8, !dbg !1144, !tbaa !643
  %9 = getelementptr inbounds i8, ptr %1, i64 11, !dbg !1144
  %10 = load i8, ptr %9, align 1, !dbg !1144, !tbaa !661
  %11 = zext nneg i8 %10 to i32, !dbg !1144
  %12 = shl nuw i32 1, %11, !dbg !1144
  %13 = sext i32 %12 to i64, !dbg !1144
  %14 = mul nsw i64 %13, 24, !dbg !1144
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %8, i64 noundef %14) #12, !dbg !1144
  br label %15, !dbg !1144

15:                                               ; preds = %2, %6
  %16 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1145
  %17 = load ptr, ptr %16, align 8, !dbg !1145, !tbaa !648
    #dbg_value(ptr %1, !521, !DIExpression(), !1146)
  %18 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !1148
  %19 = load i8, ptr %18, align 2, !dbg !1148, !tbaa !527
  %20 = icmp sgt i8 %19, -1, !dbg !1148
  %21 = getelementptr inbounds i8, ptr %1, i64 12
  %22 = load i32, ptr %21, align 4, !dbg !1149, !tbaa !534
  %23 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %22), !dbg !1148
  %24 = icmp ult i32 %23, 2, !dbg !1148
  %25 = select i1 %20, i1 true, i1 %24, !dbg !1148
  br i1 %25, label %38, label %26, !dbg !1148

26:                                               ; preds = %15
    #dbg_value(i32 %22, !522, !DIExpression(), !1150)
  %27 = lshr i32 %22, 1, !dbg !1151
  %28 = or i32 %27, %22, !dbg !1152
    #dbg_value(i32 %28, !522, !DIExpression(), !1150)
  %29 = lshr i32 %28, 2, !dbg !1153
  %30 = or i32 %29, %28, !dbg !1154
    #dbg_value(i32 %30, !522, !DIExpression(), !1150)
  %31 = lshr i32 %30, 4, !dbg !1155
  %32 = or i32 %31, %30, !dbg !1156
    #dbg_value(i32 %32, !522, !DIExpression(), !1150)
  %33 = lshr i32 %32, 8, !dbg !1157
  %34 = or i32 %33, %32, !dbg !1158
    #dbg_value(i32 %34, !522, !DIExpression(), !1150)
  %35 = lshr i32 %34, 16, !dbg !1159
  %36 = or i32 %35, %34, !dbg !1160
    #dbg_value(i32 %36, !522, !DIExpression(), !1150)
  %37 = add i32 %36, 1, !dbg !1161
    #dbg_value(i32 %37, !522, !DIExpression(), !1150)
  br label %38

38:                                               ; preds = %15, %26
  %39 = phi i32 [ %37, %26 ], [ %22, %15 ], !dbg !1149
  %40 = zext i32 %39 to i64, !dbg !1145
  %41 = shl nuw nsw i64 %40, 4, !dbg !1145
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %17, i64 noundef %41) #12, !dbg !1145
  tail call void @luaM_free_(ptr noundef %0, ptr noundef nonnull %1, i64 noundef 56) #12, !dbg !1162
  ret void, !dbg !1163
}

declare !dbg !1164 hidden void @luaM_free_(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define hidden ptr @luaH_getint(ptr nocapture noundef %0, i64 noundef %1) local_unnamed_addr #6 !dbg !834 {
    #dbg_value(ptr %0, !833, !DIExpression(), !1167)
    #dbg_value(i64 %1, !838, !DIExpression(), !1167)
  %3 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !1168
  %4 = load i32, ptr %3, align 4, !dbg !1168, !tbaa !534
  %5 = zext i32 %4 to i64, !dbg !1169
    #dbg_value(i64 %5, !839, !DIExpression(), !1167)
  %6 = add i64 %1, -1, !dbg !1170
  %7 = icmp ult i64 %6, %5, !dbg !1171
  br i1 %7, label %59, label %8, !dbg !1172

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !1173
  %10 = load i8, ptr %9, align 2, !dbg !1173, !tbaa !527
  %11 = icmp sgt i8 %10, -1, !dbg !1173
  br i1 %11, label %18, label %12, !dbg !1174

12:                                               ; preds = %8
  %13 = sub nsw i64 0, %5, !dbg !1175
  %14 = and i64 %6, %13, !dbg !1176
  %15 = icmp ult i64 %14, %5, !dbg !1177
  br i1 %15, label %16, label %18, !dbg !1178

16:                                               ; preds = %12
  %17 = trunc i64 %1 to i32, !dbg !1179
  store i32 %17, ptr %3, align 4, !dbg !1180, !tbaa !534
  br label %59, !dbg !1181

18:                                               ; preds = %12, %8
    #dbg_value(ptr %0, !865, !DIExpression(), !1182)
    #dbg_value(i64 %1, !870, !DIExpression(), !1182)
    #dbg_value(i64 %1, !871, !DIExpression(), !1182)
  %19 = icmp ult i64 %1, 2147483648, !dbg !1184
  %20 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1185
  %21 = load ptr, ptr %20, align 8, !dbg !1185, !tbaa !643
  br i1 %19, label %22, label %32, !dbg !1186

22:                                               ; preds = %18
  %23 = trunc nuw nsw i64 %1 to i32, !dbg !1187
  %24 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !1187
  %25 = load i8, ptr %24, align 1, !dbg !1187, !tbaa !661
  %26 = zext nneg i8 %25 to i32, !dbg !1187
  %27 = shl nsw i32 -1, %26, !dbg !1187
  %28 = xor i32 %27, -1, !dbg !1187
  %29 = or i32 %28, 1, !dbg !1187
  %30 = urem i32 %23, %29, !dbg !1187
  %31 = zext nneg i32 %30 to i64, !dbg !1187
  br label %41, !dbg !1188

32:                                               ; preds = %18
  %33 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !1189
  %34 = load i8, ptr %33, align 1, !dbg !1189, !tbaa !661
  %35 = zext nneg i8 %34 to i32, !dbg !1189
  %36 = shl nsw i32 -1, %35, !dbg !1189
  %37 = xor i32 %36, -1, !dbg !1189
  %38 = or i32 %37, 1, !dbg !1189
  %39 = zext nneg i32 %38 to i64, !dbg !1189
  %40 = urem i64 %1, %39, !dbg !1189
  br label %41, !dbg !1190

41:                                               ; preds = %22, %32
  %42 = phi i64 [ %40, %32 ], [ %31, %22 ]
  %43 = getelementptr inbounds %union.Node, ptr %21, i64 %42, !dbg !1185
    #dbg_value(ptr %43, !840, !DIExpression(), !1191)
  br label %44, !dbg !1192

44:                                               ; preds = %53, %41
  %45 = phi ptr [ %43, %41 ], [ %58, %53 ], !dbg !1193
    #dbg_value(ptr %45, !840, !DIExpression(), !1191)
  %46 = getelementptr inbounds i8, ptr %45, i64 9, !dbg !1194
  %47 = load i8, ptr %46, align 1, !dbg !1194, !tbaa !620
  %48 = icmp eq i8 %47, 3, !dbg !1194
  br i1 %48, label %49, label %53, !dbg !1195

49:                                               ; preds = %44
  %50 = getelementptr inbounds i8, ptr %45, i64 16, !dbg !1196
  %51 = load i64, ptr %50, align 8, !dbg !1196, !tbaa !620
  %52 = icmp eq i64 %51, %1, !dbg !1197
  br i1 %52, label %63, label %53, !dbg !1198

53:                                               ; preds = %49, %44
  %54 = getelementptr inbounds i8, ptr %45, i64 12, !dbg !1199
  %55 = load i32, ptr %54, align 4, !dbg !1199, !tbaa !620
    #dbg_value(i32 %55, !844, !DIExpression(), !1200)
  %56 = icmp eq i32 %55, 0, !dbg !1201
  %57 = sext i32 %55 to i64, !dbg !1202
  %58 = getelementptr inbounds %union.Node, ptr %45, i64 %57, !dbg !1202
    #dbg_value(ptr %58, !840, !DIExpression(), !1191)
  br i1 %56, label %63, label %44

59:                                               ; preds = %2, %16
  %60 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1203
  %61 = load ptr, ptr %60, align 8, !dbg !1203, !tbaa !648
  %62 = getelementptr inbounds %struct.TValue, ptr %61, i64 %6, !dbg !1203
  br label %63, !dbg !1204

63:                                               ; preds = %53, %49, %59
  %64 = phi ptr [ %62, %59 ], [ @absentkey, %53 ], [ %45, %49 ], !dbg !1203
  ret ptr %64, !dbg !1204
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define hidden ptr @luaH_getshortstr(ptr nocapture noundef readonly %0, ptr noundef readonly %1) local_unnamed_addr #7 !dbg !1205 {
    #dbg_value(ptr %0, !1209, !DIExpression(), !1218)
    #dbg_value(ptr %1, !1210, !DIExpression(), !1218)
  %3 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1219
  %4 = load ptr, ptr %3, align 8, !dbg !1219, !tbaa !643
  %5 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !1219
  %6 = load i32, ptr %5, align 4, !dbg !1219, !tbaa !1220
  %7 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !1219
  %8 = load i8, ptr %7, align 1, !dbg !1219, !tbaa !661
  %9 = zext nneg i8 %8 to i32, !dbg !1219
  %10 = shl nsw i32 -1, %9, !dbg !1219
  %11 = xor i32 %10, -1, !dbg !1219
  %12 = and i32 %6, %11, !dbg !1219
  %13 = zext nneg i32 %12 to i64, !dbg !1219
  %14 = getelementptr inbounds %union.Node, ptr %4, i64 %13, !dbg !1219
    #dbg_value(ptr %14, !1211, !DIExpression(), !1218)
  br label %15, !dbg !1222

15:                                               ; preds = %24, %2
  %16 = phi ptr [ %14, %2 ], [ %29, %24 ], !dbg !1223
    #dbg_value(ptr %16, !1211, !DIExpression(), !1218)
  %17 = getelementptr inbounds i8, ptr %16, i64 9, !dbg !1224
  %18 = load i8, ptr %17, align 1, !dbg !1224, !tbaa !620
  %19 = icmp eq i8 %18, 68, !dbg !1224
  br i1 %19, label %20, label %24, !dbg !1225

20:                                               ; preds = %15
  %21 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !1226
  %22 = load ptr, ptr %21, align 8, !dbg !1226, !tbaa !620
  %23 = icmp eq ptr %22, %1, !dbg !1226
  br i1 %23, label %30, label %24, !dbg !1227

24:                                               ; preds = %20, %15
  %25 = getelementptr inbounds i8, ptr %16, i64 12, !dbg !1228
  %26 = load i32, ptr %25, align 4, !dbg !1228, !tbaa !620
    #dbg_value(i32 %26, !1212, !DIExpression(), !1229)
  %27 = icmp eq i32 %26, 0, !dbg !1230
  %28 = sext i32 %26 to i64, !dbg !1232
  %29 = getelementptr inbounds %union.Node, ptr %16, i64 %28, !dbg !1232
    #dbg_value(ptr %29, !1211, !DIExpression(), !1218)
  br i1 %27, label %30, label %15, !llvm.loop !1233

30:                                               ; preds = %20, %24
  %31 = phi ptr [ @absentkey, %24 ], [ %16, %20 ], !dbg !1236
  ret ptr %31, !dbg !1237
}

; Function Attrs: nounwind uwtable
define hidden ptr @luaH_getstr(ptr nocapture noundef readonly %0, ptr noundef %1) local_unnamed_addr #2 !dbg !1238 {
  %3 = alloca %struct.TValue, align 8, !DIAssignID !1248
    #dbg_assign(i1 undef, !1242, !DIExpression(), !1248, ptr %3, !DIExpression(), !1249)
    #dbg_value(ptr %0, !1240, !DIExpression(), !1250)
    #dbg_value(ptr %1, !1241, !DIExpression(), !1250)
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1251
  %5 = load i8, ptr %4, align 8, !dbg !1251, !tbaa !1252
  %6 = icmp eq i8 %5, 4, !dbg !1253
  br i1 %6, label %7, label %35, !dbg !1254

7:                                                ; preds = %2
    #dbg_value(ptr %0, !1209, !DIExpression(), !1255)
    #dbg_value(ptr %1, !1210, !DIExpression(), !1255)
  %8 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1257
  %9 = load ptr, ptr %8, align 8, !dbg !1257, !tbaa !643
  %10 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !1257
  %11 = load i32, ptr %10, align 4, !dbg !1257, !tbaa !1220
  %12 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !1257
  %13 = load i8, ptr %12, align 1, !dbg !1257, !tbaa !661
  %14 = zext nneg i8 %13 to i32, !dbg !1257
  %15 = shl nsw i32 -1, %14, !dbg !1257
  %16 = xor i32 %15, -1, !dbg !1257
  %17 = and i32 %11, %16, !dbg !1257
  %18 = zext nneg i32 %17 to i64, !dbg !1257
  %19 = getelementptr inbounds %union.Node, ptr %9, i64 %18, !dbg !1257
    #dbg_value(ptr %19, !1211, !DIExpression(), !1255)
  br label %20, !dbg !1258

20:                                               ; preds = %29, %7
  %21 = phi ptr [ %19, %7 ], [ %34, %29 ], !dbg !1259
    #dbg_value(ptr %21, !1211, !DIExpression(), !1255)
  %22 = getelementptr inbounds i8, ptr %21, i64 9, !dbg !1260
  %23 = load i8, ptr %22, align 1, !dbg !1260, !tbaa !620
  %24 = icmp eq i8 %23, 68, !dbg !1260
  br i1 %24, label %25, label %29, !dbg !1261

25:                                               ; preds = %20
  %26 = getelementptr inbounds i8, ptr %21, i64 16, !dbg !1262
  %27 = load ptr, ptr %26, align 8, !dbg !1262, !tbaa !620
  %28 = icmp eq ptr %27, %1, !dbg !1262
  br i1 %28, label %39, label %29, !dbg !1263

29:                                               ; preds = %25, %20
  %30 = getelementptr inbounds i8, ptr %21, i64 12, !dbg !1264
  %31 = load i32, ptr %30, align 4, !dbg !1264, !tbaa !620
    #dbg_value(i32 %31, !1212, !DIExpression(), !1265)
  %32 = icmp eq i32 %31, 0, !dbg !1266
  %33 = sext i32 %31 to i64, !dbg !1267
  %34 = getelementptr inbounds %union.Node, ptr %21, i64 %33, !dbg !1267
    #dbg_value(ptr %34, !1211, !DIExpression(), !1255)
  br i1 %32, label %39, label %20, !llvm.loop !1268

35:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #12, !dbg !1271
    #dbg_value(ptr %3, !1245, !DIExpression(), !1272)
    #dbg_value(ptr %1, !1247, !DIExpression(), !1272)
  store ptr %1, ptr %3, align 8, !dbg !1273, !tbaa !620
  %36 = or i8 %5, 64, !dbg !1273
  %37 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !1273
  store i8 %36, ptr %37, align 8, !dbg !1273, !tbaa !615
  %38 = call fastcc ptr @getgeneric(ptr noundef %0, ptr noundef nonnull %3, i32 noundef 0), !dbg !1274
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #12, !dbg !1275
  br label %39

39:                                               ; preds = %29, %25, %35
  %40 = phi ptr [ %38, %35 ], [ %21, %25 ], [ @absentkey, %29 ], !dbg !1276
  ret ptr %40, !dbg !1277
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @getgeneric(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #2 !dbg !1278 {
    #dbg_value(ptr %0, !1282, !DIExpression(), !1292)
    #dbg_value(ptr %1, !1283, !DIExpression(), !1292)
    #dbg_value(i32 %2, !1284, !DIExpression(), !1292)
  %4 = tail call fastcc ptr @mainpositionTV(ptr noundef %0, ptr noundef %1), !dbg !1293
    #dbg_value(ptr %4, !1285, !DIExpression(), !1292)
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = icmp eq i32 %2, 0
  br label %7, !dbg !1294

7:                                                ; preds = %58, %3
  %8 = phi ptr [ %4, %3 ], [ %63, %58 ], !dbg !1295
    #dbg_value(ptr %8, !1285, !DIExpression(), !1292)
    #dbg_value(ptr %1, !1296, !DIExpression(), !1303)
    #dbg_value(ptr %8, !1301, !DIExpression(), !1303)
    #dbg_value(i32 %2, !1302, !DIExpression(), !1303)
  %9 = load i8, ptr %5, align 8, !dbg !1305, !tbaa !615
  %10 = getelementptr inbounds i8, ptr %8, i64 9, !dbg !1307
  %11 = load i8, ptr %10, align 1, !dbg !1307, !tbaa !620
  %12 = icmp eq i8 %9, %11, !dbg !1308
  br i1 %12, label %19, label %13, !dbg !1309

13:                                               ; preds = %7
  %14 = icmp ne i8 %11, 11
  %15 = or i1 %6, %14, !dbg !1310
  %16 = and i8 %9, 64
  %17 = icmp eq i8 %16, 0
  %18 = or i1 %17, %15, !dbg !1310
  br i1 %18, label %58, label %49, !dbg !1310

19:                                               ; preds = %7
  switch i8 %9, label %49 [
    i8 0, label %64
    i8 1, label %64
    i8 17, label %64
    i8 3, label %20
    i8 19, label %26
    i8 2, label %32
    i8 22, label %38
    i8 84, label %44
  ], !dbg !1311

20:                                               ; preds = %19
  %21 = load i64, ptr %1, align 8, !dbg !1312, !tbaa !620
  %22 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !1314
  %23 = load i64, ptr %22, align 8, !dbg !1314, !tbaa !620
  %24 = icmp eq i64 %21, %23, !dbg !1315
  %25 = zext i1 %24 to i32, !dbg !1315
  br label %55, !dbg !1316

26:                                               ; preds = %19
  %27 = load double, ptr %1, align 8, !dbg !1317, !tbaa !620
  %28 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !1317
  %29 = load double, ptr %28, align 8, !dbg !1317, !tbaa !620
  %30 = fcmp oeq double %27, %29, !dbg !1317
  %31 = zext i1 %30 to i32, !dbg !1317
  br label %55, !dbg !1318

32:                                               ; preds = %19
  %33 = load ptr, ptr %1, align 8, !dbg !1319, !tbaa !620
  %34 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !1320
  %35 = load ptr, ptr %34, align 8, !dbg !1320, !tbaa !620
  %36 = icmp eq ptr %33, %35, !dbg !1321
  %37 = zext i1 %36 to i32, !dbg !1321
  br label %55, !dbg !1322

38:                                               ; preds = %19
  %39 = load ptr, ptr %1, align 8, !dbg !1323, !tbaa !620
  %40 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !1324
  %41 = load ptr, ptr %40, align 8, !dbg !1324, !tbaa !620
  %42 = icmp eq ptr %39, %41, !dbg !1325
  %43 = zext i1 %42 to i32, !dbg !1325
  br label %55, !dbg !1326

44:                                               ; preds = %19
  %45 = load ptr, ptr %1, align 8, !dbg !1327, !tbaa !620
  %46 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !1328
  %47 = load ptr, ptr %46, align 8, !dbg !1328, !tbaa !620
  %48 = tail call i32 @luaS_eqlngstr(ptr noundef %45, ptr noundef %47) #12, !dbg !1329
  br label %55, !dbg !1330

49:                                               ; preds = %19, %13
  %50 = load ptr, ptr %1, align 8, !dbg !1331, !tbaa !620
  %51 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !1332
  %52 = load ptr, ptr %51, align 8, !dbg !1332, !tbaa !620
  %53 = icmp eq ptr %50, %52, !dbg !1333
  %54 = zext i1 %53 to i32, !dbg !1333
  br label %55, !dbg !1334

55:                                               ; preds = %20, %26, %32, %38, %44, %49
  %56 = phi i32 [ %54, %49 ], [ %48, %44 ], [ %43, %38 ], [ %37, %32 ], [ %31, %26 ], [ %25, %20 ], !dbg !1303
  %57 = icmp eq i32 %56, 0, !dbg !1335
  br i1 %57, label %58, label %64, !dbg !1336

58:                                               ; preds = %13, %55
  %59 = getelementptr inbounds i8, ptr %8, i64 12, !dbg !1337
  %60 = load i32, ptr %59, align 4, !dbg !1337, !tbaa !620
    #dbg_value(i32 %60, !1286, !DIExpression(), !1338)
  %61 = icmp eq i32 %60, 0, !dbg !1339
  %62 = sext i32 %60 to i64, !dbg !1341
  %63 = getelementptr inbounds %union.Node, ptr %8, i64 %62, !dbg !1341
    #dbg_value(ptr %63, !1285, !DIExpression(), !1292)
  br i1 %61, label %64, label %7, !llvm.loop !1342

64:                                               ; preds = %19, %19, %19, %55, %58
  %65 = phi ptr [ @absentkey, %58 ], [ %8, %55 ], [ %8, %19 ], [ %8, %19 ], [ %8, %19 ], !dbg !1345
  ret ptr %65, !dbg !1346
}

; Function Attrs: nounwind uwtable
define hidden ptr @luaH_get(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !1347 {
  %3 = alloca i64, align 8, !DIAssignID !1356
    #dbg_assign(i1 undef, !1353, !DIExpression(), !1356, ptr %3, !DIExpression(), !1357)
    #dbg_value(ptr %0, !1351, !DIExpression(), !1358)
    #dbg_value(ptr %1, !1352, !DIExpression(), !1358)
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1359
  %5 = load i8, ptr %4, align 8, !dbg !1359, !tbaa !615
  %6 = and i8 %5, 63, !dbg !1359
  switch i8 %6, label %167 [
    i8 4, label %7
    i8 3, label %36
    i8 0, label %169
    i8 19, label %98
  ], !dbg !1360

7:                                                ; preds = %2
  %8 = load ptr, ptr %1, align 8, !dbg !1361, !tbaa !620
    #dbg_value(ptr %0, !1209, !DIExpression(), !1362)
    #dbg_value(ptr %8, !1210, !DIExpression(), !1362)
  %9 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1364
  %10 = load ptr, ptr %9, align 8, !dbg !1364, !tbaa !643
  %11 = getelementptr inbounds i8, ptr %8, i64 12, !dbg !1364
  %12 = load i32, ptr %11, align 4, !dbg !1364, !tbaa !1220
  %13 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !1364
  %14 = load i8, ptr %13, align 1, !dbg !1364, !tbaa !661
  %15 = zext nneg i8 %14 to i32, !dbg !1364
  %16 = shl nsw i32 -1, %15, !dbg !1364
  %17 = xor i32 %16, -1, !dbg !1364
  %18 = and i32 %12, %17, !dbg !1364
  %19 = zext nneg i32 %18 to i64, !dbg !1364
  %20 = getelementptr inbounds %union.Node, ptr %10, i64 %19, !dbg !1364
    #dbg_value(ptr %20, !1211, !DIExpression(), !1362)
  br label %21, !dbg !1365

21:                                               ; preds = %30, %7
  %22 = phi ptr [ %20, %7 ], [ %35, %30 ], !dbg !1366
    #dbg_value(ptr %22, !1211, !DIExpression(), !1362)
  %23 = getelementptr inbounds i8, ptr %22, i64 9, !dbg !1367
  %24 = load i8, ptr %23, align 1, !dbg !1367, !tbaa !620
  %25 = icmp eq i8 %24, 68, !dbg !1367
  br i1 %25, label %26, label %30, !dbg !1368

26:                                               ; preds = %21
  %27 = getelementptr inbounds i8, ptr %22, i64 16, !dbg !1369
  %28 = load ptr, ptr %27, align 8, !dbg !1369, !tbaa !620
  %29 = icmp eq ptr %28, %8, !dbg !1369
  br i1 %29, label %169, label %30, !dbg !1370

30:                                               ; preds = %26, %21
  %31 = getelementptr inbounds i8, ptr %22, i64 12, !dbg !1371
  %32 = load i32, ptr %31, align 4, !dbg !1371, !tbaa !620
    #dbg_value(i32 %32, !1212, !DIExpression(), !1372)
  %33 = icmp eq i32 %32, 0, !dbg !1373
  %34 = sext i32 %32 to i64, !dbg !1374
  %35 = getelementptr inbounds %union.Node, ptr %22, i64 %34, !dbg !1374
    #dbg_value(ptr %35, !1211, !DIExpression(), !1362)
  br i1 %33, label %169, label %21, !llvm.loop !1375

36:                                               ; preds = %2
  %37 = load i64, ptr %1, align 8, !dbg !1378, !tbaa !620
    #dbg_value(ptr %0, !833, !DIExpression(), !1379)
    #dbg_value(i64 %37, !838, !DIExpression(), !1379)
  %38 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !1381
  %39 = load i32, ptr %38, align 4, !dbg !1381, !tbaa !534
  %40 = zext i32 %39 to i64, !dbg !1382
    #dbg_value(i64 %40, !839, !DIExpression(), !1379)
  %41 = add i64 %37, -1, !dbg !1383
  %42 = icmp ult i64 %41, %40, !dbg !1384
  br i1 %42, label %94, label %43, !dbg !1385

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !1386
  %45 = load i8, ptr %44, align 2, !dbg !1386, !tbaa !527
  %46 = icmp sgt i8 %45, -1, !dbg !1386
  br i1 %46, label %53, label %47, !dbg !1387

47:                                               ; preds = %43
  %48 = sub nsw i64 0, %40, !dbg !1388
  %49 = and i64 %41, %48, !dbg !1389
  %50 = icmp ult i64 %49, %40, !dbg !1390
  br i1 %50, label %51, label %53, !dbg !1391

51:                                               ; preds = %47
  %52 = trunc i64 %37 to i32, !dbg !1392
  store i32 %52, ptr %38, align 4, !dbg !1393, !tbaa !534
  br label %94, !dbg !1394

53:                                               ; preds = %47, %43
    #dbg_value(ptr %0, !865, !DIExpression(), !1395)
    #dbg_value(i64 %37, !870, !DIExpression(), !1395)
    #dbg_value(i64 %37, !871, !DIExpression(), !1395)
  %54 = icmp ult i64 %37, 2147483648, !dbg !1397
  %55 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1398
  %56 = load ptr, ptr %55, align 8, !dbg !1398, !tbaa !643
  br i1 %54, label %57, label %67, !dbg !1399

57:                                               ; preds = %53
  %58 = trunc nuw nsw i64 %37 to i32, !dbg !1400
  %59 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !1400
  %60 = load i8, ptr %59, align 1, !dbg !1400, !tbaa !661
  %61 = zext nneg i8 %60 to i32, !dbg !1400
  %62 = shl nsw i32 -1, %61, !dbg !1400
  %63 = xor i32 %62, -1, !dbg !1400
  %64 = or i32 %63, 1, !dbg !1400
  %65 = urem i32 %58, %64, !dbg !1400
  %66 = zext nneg i32 %65 to i64, !dbg !1400
  br label %76, !dbg !1401

67:                                               ; preds = %53
  %68 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !1402
  %69 = load i8, ptr %68, align 1, !dbg !1402, !tbaa !661
  %70 = zext nneg i8 %69 to i32, !dbg !1402
  %71 = shl nsw i32 -1, %70, !dbg !1402
  %72 = xor i32 %71, -1, !dbg !1402
  %73 = or i32 %72, 1, !dbg !1402
  %74 = zext nneg i32 %73 to i64, !dbg !1402
  %75 = urem i64 %37, %74, !dbg !1402
  br label %76, !dbg !1403

76:                                               ; preds = %67, %57
  %77 = phi i64 [ %75, %67 ], [ %66, %57 ]
  %78 = getelementptr inbounds %union.Node, ptr %56, i64 %77, !dbg !1398
    #dbg_value(ptr %78, !840, !DIExpression(), !1404)
  br label %79, !dbg !1405

79:                                               ; preds = %88, %76
  %80 = phi ptr [ %78, %76 ], [ %93, %88 ], !dbg !1406
    #dbg_value(ptr %80, !840, !DIExpression(), !1404)
  %81 = getelementptr inbounds i8, ptr %80, i64 9, !dbg !1407
  %82 = load i8, ptr %81, align 1, !dbg !1407, !tbaa !620
  %83 = icmp eq i8 %82, 3, !dbg !1407
  br i1 %83, label %84, label %88, !dbg !1408

84:                                               ; preds = %79
  %85 = getelementptr inbounds i8, ptr %80, i64 16, !dbg !1409
  %86 = load i64, ptr %85, align 8, !dbg !1409, !tbaa !620
  %87 = icmp eq i64 %86, %37, !dbg !1410
  br i1 %87, label %169, label %88, !dbg !1411

88:                                               ; preds = %84, %79
  %89 = getelementptr inbounds i8, ptr %80, i64 12, !dbg !1412
  %90 = load i32, ptr %89, align 4, !dbg !1412, !tbaa !620
    #dbg_value(i32 %90, !844, !DIExpression(), !1413)
  %91 = icmp eq i32 %90, 0, !dbg !1414
  %92 = sext i32 %90 to i64, !dbg !1415
  %93 = getelementptr inbounds %union.Node, ptr %80, i64 %92, !dbg !1415
    #dbg_value(ptr %93, !840, !DIExpression(), !1404)
  br i1 %91, label %169, label %79

94:                                               ; preds = %51, %36
  %95 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1416
  %96 = load ptr, ptr %95, align 8, !dbg !1416, !tbaa !648
  %97 = getelementptr inbounds %struct.TValue, ptr %96, i64 %41, !dbg !1416
  br label %169, !dbg !1417

98:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12, !dbg !1418
  %99 = load double, ptr %1, align 8, !dbg !1419, !tbaa !620
  %100 = call i32 @luaV_flttointeger(double noundef %99, ptr noundef nonnull %3, i32 noundef 0) #12, !dbg !1421
  %101 = icmp eq i32 %100, 0, !dbg !1421
  br i1 %101, label %102, label %103, !dbg !1422

102:                                              ; preds = %98
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !1423
  br label %167

103:                                              ; preds = %98
  %104 = load i64, ptr %3, align 8, !dbg !1424, !tbaa !1425
    #dbg_value(ptr %0, !833, !DIExpression(), !1427)
    #dbg_value(i64 %104, !838, !DIExpression(), !1427)
  %105 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !1429
  %106 = load i32, ptr %105, align 4, !dbg !1429, !tbaa !534
  %107 = zext i32 %106 to i64, !dbg !1430
    #dbg_value(i64 %107, !839, !DIExpression(), !1427)
  %108 = add i64 %104, -1, !dbg !1431
  %109 = icmp ult i64 %108, %107, !dbg !1432
  br i1 %109, label %161, label %110, !dbg !1433

110:                                              ; preds = %103
  %111 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !1434
  %112 = load i8, ptr %111, align 2, !dbg !1434, !tbaa !527
  %113 = icmp sgt i8 %112, -1, !dbg !1434
  br i1 %113, label %120, label %114, !dbg !1435

114:                                              ; preds = %110
  %115 = sub nsw i64 0, %107, !dbg !1436
  %116 = and i64 %108, %115, !dbg !1437
  %117 = icmp ult i64 %116, %107, !dbg !1438
  br i1 %117, label %118, label %120, !dbg !1439

118:                                              ; preds = %114
  %119 = trunc i64 %104 to i32, !dbg !1440
  store i32 %119, ptr %105, align 4, !dbg !1441, !tbaa !534
  br label %161, !dbg !1442

120:                                              ; preds = %114, %110
    #dbg_value(ptr %0, !865, !DIExpression(), !1443)
    #dbg_value(i64 %104, !870, !DIExpression(), !1443)
    #dbg_value(i64 %104, !871, !DIExpression(), !1443)
  %121 = icmp ult i64 %104, 2147483648, !dbg !1445
  %122 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1446
  %123 = load ptr, ptr %122, align 8, !dbg !1446, !tbaa !643
  br i1 %121, label %124, label %134, !dbg !1447

124:                                              ; preds = %120
  %125 = trunc nuw nsw i64 %104 to i32, !dbg !1448
  %126 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !1448
  %127 = load i8, ptr %126, align 1, !dbg !1448, !tbaa !661
  %128 = zext nneg i8 %127 to i32, !dbg !1448
  %129 = shl nsw i32 -1, %128, !dbg !1448
  %130 = xor i32 %129, -1, !dbg !1448
  %131 = or i32 %130, 1, !dbg !1448
  %132 = urem i32 %125, %131, !dbg !1448
  %133 = zext nneg i32 %132 to i64, !dbg !1448
  br label %143, !dbg !1449

134:                                              ; preds = %120
  %135 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !1450
  %136 = load i8, ptr %135, align 1, !dbg !1450, !tbaa !661
  %137 = zext nneg i8 %136 to i32, !dbg !1450
  %138 = shl nsw i32 -1, %137, !dbg !1450
  %139 = xor i32 %138, -1, !dbg !1450
  %140 = or i32 %139, 1, !dbg !1450
  %141 = zext nneg i32 %140 to i64, !dbg !1450
  %142 = urem i64 %104, %141, !dbg !1450
  br label %143, !dbg !1451

143:                                              ; preds = %134, %124
  %144 = phi i64 [ %142, %134 ], [ %133, %124 ]
  %145 = getelementptr inbounds %union.Node, ptr %123, i64 %144, !dbg !1446
    #dbg_value(ptr %145, !840, !DIExpression(), !1452)
  br label %146, !dbg !1453

146:                                              ; preds = %155, %143
  %147 = phi ptr [ %145, %143 ], [ %160, %155 ], !dbg !1454
    #dbg_value(ptr %147, !840, !DIExpression(), !1452)
  %148 = getelementptr inbounds i8, ptr %147, i64 9, !dbg !1455
  %149 = load i8, ptr %148, align 1, !dbg !1455, !tbaa !620
  %150 = icmp eq i8 %149, 3, !dbg !1455
  br i1 %150, label %151, label %155, !dbg !1456

151:                                              ; preds = %146
  %152 = getelementptr inbounds i8, ptr %147, i64 16, !dbg !1457
  %153 = load i64, ptr %152, align 8, !dbg !1457, !tbaa !620
  %154 = icmp eq i64 %153, %104, !dbg !1458
  br i1 %154, label %165, label %155, !dbg !1459

155:                                              ; preds = %151, %146
  %156 = getelementptr inbounds i8, ptr %147, i64 12, !dbg !1460
  %157 = load i32, ptr %156, align 4, !dbg !1460, !tbaa !620
    #dbg_value(i32 %157, !844, !DIExpression(), !1461)
  %158 = icmp eq i32 %157, 0, !dbg !1462
  %159 = sext i32 %157 to i64, !dbg !1463
  %160 = getelementptr inbounds %union.Node, ptr %147, i64 %159, !dbg !1463
    #dbg_value(ptr %160, !840, !DIExpression(), !1452)
  br i1 %158, label %165, label %146

161:                                              ; preds = %103, %118
  %162 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1464
  %163 = load ptr, ptr %162, align 8, !dbg !1464, !tbaa !648
  %164 = getelementptr inbounds %struct.TValue, ptr %163, i64 %108, !dbg !1464
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !1423
  br label %169

165:                                              ; preds = %155, %151
  %166 = phi ptr [ @absentkey, %155 ], [ %147, %151 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !1423
  br label %169

167:                                              ; preds = %102, %2
  %168 = call fastcc ptr @getgeneric(ptr noundef %0, ptr noundef nonnull %1, i32 noundef 0), !dbg !1465
  br label %169, !dbg !1466

169:                                              ; preds = %88, %84, %30, %26, %165, %161, %94, %2, %167
  %170 = phi ptr [ %168, %167 ], [ %166, %165 ], [ @absentkey, %2 ], [ %97, %94 ], [ %164, %161 ], [ %22, %26 ], [ @absentkey, %30 ], [ %80, %84 ], [ @absentkey, %88 ], !dbg !1467
  ret ptr %170, !dbg !1468
}

declare !dbg !1469 hidden i32 @luaV_flttointeger(double noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define hidden void @luaH_finishset(ptr noundef %0, ptr noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #2 !dbg !992 {
    #dbg_value(ptr %0, !991, !DIExpression(), !1474)
    #dbg_value(ptr %1, !996, !DIExpression(), !1474)
    #dbg_value(ptr %2, !997, !DIExpression(), !1474)
    #dbg_value(ptr %3, !998, !DIExpression(), !1474)
    #dbg_value(ptr %4, !999, !DIExpression(), !1474)
  %6 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !1475
  %7 = load i8, ptr %6, align 8, !dbg !1475, !tbaa !615
  %8 = icmp eq i8 %7, 32, !dbg !1475
  br i1 %8, label %9, label %10, !dbg !1476

9:                                                ; preds = %5
  tail call fastcc void @luaH_newkey(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %4), !dbg !1477
  br label %14, !dbg !1477

10:                                               ; preds = %5
    #dbg_value(ptr %3, !1000, !DIExpression(), !1478)
    #dbg_value(ptr %4, !1003, !DIExpression(), !1478)
  %11 = load i64, ptr %4, align 8, !dbg !1479, !tbaa !620
  store i64 %11, ptr %3, align 8, !dbg !1479, !tbaa !620
  %12 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !1479
  %13 = load i8, ptr %12, align 8, !dbg !1479, !tbaa !615
  store i8 %13, ptr %6, align 8, !dbg !1479, !tbaa !615
  br label %14

14:                                               ; preds = %10, %9
  ret void, !dbg !1480
}

; Function Attrs: nounwind uwtable
define internal fastcc void @luaH_newkey(ptr noundef %0, ptr noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3) unnamed_addr #2 !dbg !1481 {
  %5 = alloca %struct.TValue, align 8, !DIAssignID !1508
  %6 = alloca [32 x i32], align 16, !DIAssignID !1509
  %7 = alloca %struct.TValue, align 8, !DIAssignID !1510
    #dbg_assign(i1 undef, !1488, !DIExpression(), !1510, ptr %7, !DIExpression(), !1511)
  %8 = alloca i64, align 8, !DIAssignID !1512
    #dbg_assign(i1 undef, !1493, !DIExpression(), !1512, ptr %8, !DIExpression(), !1513)
    #dbg_value(ptr %0, !1483, !DIExpression(), !1511)
    #dbg_value(ptr %1, !1484, !DIExpression(), !1511)
    #dbg_value(ptr %2, !1485, !DIExpression(), !1511)
    #dbg_value(ptr %3, !1486, !DIExpression(), !1511)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #12, !dbg !1514
  %9 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !1515
  %10 = load i8, ptr %9, align 8, !dbg !1515, !tbaa !615
  %11 = and i8 %10, 15, !dbg !1515
  %12 = icmp eq i8 %11, 0, !dbg !1515
  br i1 %12, label %13, label %14, !dbg !1516, !prof !640

13:                                               ; preds = %4
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.2) #11, !dbg !1517
  unreachable, !dbg !1517

14:                                               ; preds = %4
  %15 = icmp eq i8 %10, 19, !dbg !1518
  br i1 %15, label %16, label %28, !dbg !1519

16:                                               ; preds = %14
  %17 = load double, ptr %2, align 8, !dbg !1520, !tbaa !620
    #dbg_value(double %17, !1489, !DIExpression(), !1513)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #12, !dbg !1521
  %18 = call i32 @luaV_flttointeger(double noundef %17, ptr noundef nonnull %8, i32 noundef 0) #12, !dbg !1522
  %19 = icmp eq i32 %18, 0, !dbg !1522
  br i1 %19, label %23, label %20, !dbg !1523

20:                                               ; preds = %16
    #dbg_value(ptr %7, !1494, !DIExpression(), !1524)
  %21 = load i64, ptr %8, align 8, !dbg !1525, !tbaa !1425
  store i64 %21, ptr %7, align 8, !dbg !1525, !tbaa !620
  %22 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !1525
  store i8 3, ptr %22, align 8, !dbg !1525, !tbaa !615
    #dbg_value(ptr %7, !1485, !DIExpression(), !1511)
  br label %26, !dbg !1526

23:                                               ; preds = %16
  %24 = fcmp uno double %17, 0.000000e+00, !dbg !1527
  br i1 %24, label %25, label %26, !dbg !1529, !prof !640

25:                                               ; preds = %23
  call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.3) #11, !dbg !1530
  unreachable, !dbg !1530

26:                                               ; preds = %23, %20
  %27 = phi ptr [ %7, %20 ], [ %2, %23 ]
    #dbg_value(ptr %27, !1485, !DIExpression(), !1511)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #12, !dbg !1531
  br label %28, !dbg !1532

28:                                               ; preds = %14, %26
  %29 = phi ptr [ %27, %26 ], [ %2, %14 ]
    #dbg_value(ptr %29, !1485, !DIExpression(), !1511)
  %30 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !1533
  %31 = load i8, ptr %30, align 8, !dbg !1533, !tbaa !615
  %32 = and i8 %31, 15, !dbg !1533
  %33 = icmp eq i8 %32, 0, !dbg !1533
  br i1 %33, label %341, label %34, !dbg !1535

34:                                               ; preds = %28
  %35 = call fastcc ptr @mainpositionTV(ptr noundef %1, ptr noundef nonnull %29), !dbg !1536
    #dbg_value(ptr %35, !1487, !DIExpression(), !1511)
  %36 = getelementptr inbounds i8, ptr %35, i64 8, !dbg !1537
  %37 = load i8, ptr %36, align 8, !dbg !1537, !tbaa !620
  %38 = and i8 %37, 15, !dbg !1537
  %39 = icmp eq i8 %38, 0, !dbg !1537
  %40 = getelementptr inbounds i8, ptr %1, i64 32
  %41 = load ptr, ptr %40, align 8, !dbg !1538, !tbaa !772
  br i1 %39, label %42, label %44, !dbg !1539

42:                                               ; preds = %34
  %43 = icmp eq ptr %41, null, !dbg !1540
  br i1 %43, label %58, label %316, !dbg !1541

44:                                               ; preds = %34
    #dbg_value(ptr %1, !1542, !DIExpression(), !1547)
  %45 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !1549
  %46 = icmp eq ptr %41, null, !dbg !1549
  br i1 %46, label %58, label %47, !dbg !1551

47:                                               ; preds = %44
  %48 = getelementptr inbounds i8, ptr %1, i64 24
  %49 = load ptr, ptr %48, align 8, !tbaa !643
  br label %50, !dbg !1552

50:                                               ; preds = %53, %47
  %51 = phi ptr [ %41, %47 ], [ %54, %53 ]
  %52 = icmp ugt ptr %51, %49, !dbg !1554
  br i1 %52, label %53, label %58, !dbg !1552

53:                                               ; preds = %50
  %54 = getelementptr inbounds i8, ptr %51, i64 -24, !dbg !1555
  store ptr %54, ptr %45, align 8, !dbg !1555, !tbaa !772
  %55 = getelementptr inbounds i8, ptr %51, i64 -15, !dbg !1557
  %56 = load i8, ptr %55, align 1, !dbg !1557, !tbaa !620
  %57 = icmp eq i8 %56, 0, !dbg !1557
  br i1 %57, label %261, label %50, !dbg !1559, !llvm.loop !1560

58:                                               ; preds = %50, %42, %44
    #dbg_value(ptr null, !1501, !DIExpression(), !1562)
    #dbg_assign(i1 undef, !1563, !DIExpression(), !1509, ptr %6, !DIExpression(), !1578)
    #dbg_value(ptr %0, !1568, !DIExpression(), !1578)
    #dbg_value(ptr %1, !1569, !DIExpression(), !1578)
    #dbg_value(ptr %29, !1570, !DIExpression(), !1578)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #12, !dbg !1582
    #dbg_value(i32 0, !1573, !DIExpression(), !1578)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %6, i8 0, i64 128, i1 false), !dbg !1583, !tbaa !1586
    #dbg_value(i64 poison, !1573, !DIExpression(), !1578)
    #dbg_value(ptr %1, !691, !DIExpression(), !1587)
    #dbg_value(ptr %1, !521, !DIExpression(), !1589)
  %59 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !1591
  %60 = load i8, ptr %59, align 2, !dbg !1591, !tbaa !527
  %61 = icmp sgt i8 %60, -1, !dbg !1591
  %62 = getelementptr inbounds i8, ptr %1, i64 12
  %63 = load i32, ptr %62, align 4, !dbg !1592, !tbaa !534
  %64 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %63), !dbg !1591
  %65 = icmp ult i32 %64, 2, !dbg !1591
  %66 = select i1 %61, i1 true, i1 %65, !dbg !1591
  br i1 %66, label %79, label %67, !dbg !1591

67:                                               ; preds = %58
    #dbg_value(i32 %63, !522, !DIExpression(), !1593)
  %68 = lshr i32 %63, 1, !dbg !1594
  %69 = or i32 %68, %63, !dbg !1595
    #dbg_value(i32 %69, !522, !DIExpression(), !1593)
  %70 = lshr i32 %69, 2, !dbg !1596
  %71 = or i32 %70, %69, !dbg !1597
    #dbg_value(i32 %71, !522, !DIExpression(), !1593)
  %72 = lshr i32 %71, 4, !dbg !1598
  %73 = or i32 %72, %71, !dbg !1599
    #dbg_value(i32 %73, !522, !DIExpression(), !1593)
  %74 = lshr i32 %73, 8, !dbg !1600
  %75 = or i32 %74, %73, !dbg !1601
    #dbg_value(i32 %75, !522, !DIExpression(), !1593)
  %76 = lshr i32 %75, 16, !dbg !1602
  %77 = or i32 %76, %75, !dbg !1603
    #dbg_value(i32 %77, !522, !DIExpression(), !1593)
  %78 = add i32 %77, 1, !dbg !1604
    #dbg_value(i32 %78, !522, !DIExpression(), !1593)
  br label %79

79:                                               ; preds = %58, %67
  %80 = phi i32 [ %78, %67 ], [ %63, %58 ], !dbg !1592
  store i32 %80, ptr %62, align 4, !dbg !1605, !tbaa !534
  %81 = and i8 %60, 127, !dbg !1606
  store i8 %81, ptr %59, align 2, !dbg !1606, !tbaa !527
    #dbg_value(ptr %1, !1607, !DIExpression(), !1624)
    #dbg_value(ptr %6, !1613, !DIExpression(), !1624)
    #dbg_value(i32 0, !1616, !DIExpression(), !1624)
    #dbg_value(i32 1, !1617, !DIExpression(), !1624)
    #dbg_value(i32 %80, !1618, !DIExpression(), !1624)
    #dbg_value(i32 0, !1614, !DIExpression(), !1624)
    #dbg_value(i32 1, !1615, !DIExpression(), !1624)
  %82 = getelementptr inbounds i8, ptr %1, i64 16
  br label %83, !dbg !1626

83:                                               ; preds = %141, %79
  %84 = phi i64 [ 0, %79 ], [ %148, %141 ]
  %85 = phi i32 [ 1, %79 ], [ %142, %141 ]
  %86 = phi i32 [ 0, %79 ], [ %147, %141 ]
  %87 = phi i32 [ 1, %79 ], [ %149, %141 ]
    #dbg_value(i64 %84, !1614, !DIExpression(), !1624)
    #dbg_value(i32 %85, !1617, !DIExpression(), !1624)
    #dbg_value(i32 %86, !1616, !DIExpression(), !1624)
    #dbg_value(i32 %87, !1615, !DIExpression(), !1624)
    #dbg_value(i32 0, !1619, !DIExpression(), !1627)
    #dbg_value(i32 %87, !1623, !DIExpression(), !1627)
  %88 = icmp ugt i32 %87, %80, !dbg !1628
  br i1 %88, label %89, label %91, !dbg !1630

89:                                               ; preds = %83
    #dbg_value(i32 %80, !1623, !DIExpression(), !1627)
  %90 = icmp ugt i32 %85, %80, !dbg !1631
  br i1 %90, label %151, label %91, !dbg !1634

91:                                               ; preds = %89, %83
  %92 = phi i32 [ %80, %89 ], [ %87, %83 ], !dbg !1627
    #dbg_value(i32 %92, !1623, !DIExpression(), !1627)
    #dbg_value(i32 0, !1619, !DIExpression(), !1627)
    #dbg_value(i32 %85, !1617, !DIExpression(), !1624)
  %93 = icmp ugt i32 %85, %92, !dbg !1635
  br i1 %93, label %141, label %94, !dbg !1638

94:                                               ; preds = %91
  %95 = load ptr, ptr %82, align 8, !tbaa !648
  %96 = add i32 %92, 1, !dbg !1638
  %97 = sub i32 %96, %85, !dbg !1638
  %98 = and i32 %97, 1, !dbg !1638
  %99 = icmp eq i32 %92, %85, !dbg !1638
  br i1 %99, label %124, label %100, !dbg !1638

100:                                              ; preds = %94
  %101 = and i32 %97, -2, !dbg !1638
  br label %102, !dbg !1638

102:                                              ; preds = %102, %100
  %103 = phi i32 [ 0, %100 ], [ %120, %102 ]
  %104 = phi i32 [ %85, %100 ], [ %121, %102 ]
  %105 = phi i32 [ 0, %100 ], [ %122, %102 ]
    #dbg_value(i32 %103, !1619, !DIExpression(), !1627)
    #dbg_value(i32 %104, !1617, !DIExpression(), !1624)
  %106 = add i32 %104, -1, !dbg !1639
  %107 = zext i32 %106 to i64, !dbg !1639
  %108 = getelementptr inbounds %struct.TValue, ptr %95, i64 %107, i32 1, !dbg !1639
  %109 = load i8, ptr %108, align 8, !dbg !1639, !tbaa !615
  %110 = and i8 %109, 15, !dbg !1639
  %111 = icmp ne i8 %110, 0, !dbg !1639
  %112 = zext i1 %111 to i32, !dbg !1642
  %113 = add i32 %103, %112, !dbg !1642
    #dbg_value(i32 %113, !1619, !DIExpression(), !1627)
    #dbg_value(i32 %104, !1617, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1624)
  %114 = zext i32 %104 to i64, !dbg !1639
  %115 = getelementptr inbounds %struct.TValue, ptr %95, i64 %114, i32 1, !dbg !1639
  %116 = load i8, ptr %115, align 8, !dbg !1639, !tbaa !615
  %117 = and i8 %116, 15, !dbg !1639
  %118 = icmp ne i8 %117, 0, !dbg !1639
  %119 = zext i1 %118 to i32, !dbg !1642
  %120 = add i32 %113, %119, !dbg !1642
    #dbg_value(i32 %120, !1619, !DIExpression(), !1627)
  %121 = add i32 %104, 2, !dbg !1643
    #dbg_value(i32 %121, !1617, !DIExpression(), !1624)
  %122 = add i32 %105, 2, !dbg !1638
  %123 = icmp eq i32 %122, %101, !dbg !1638
  br i1 %123, label %124, label %102, !dbg !1638, !llvm.loop !1644

124:                                              ; preds = %102, %94
  %125 = phi i32 [ poison, %94 ], [ %120, %102 ]
  %126 = phi i32 [ 0, %94 ], [ %120, %102 ]
  %127 = phi i32 [ %85, %94 ], [ %121, %102 ]
  %128 = icmp eq i32 %98, 0, !dbg !1638
  br i1 %128, label %138, label %129, !dbg !1638

129:                                              ; preds = %124
    #dbg_value(i32 %126, !1619, !DIExpression(), !1627)
    #dbg_value(i32 %127, !1617, !DIExpression(), !1624)
  %130 = add i32 %127, -1, !dbg !1639
  %131 = zext i32 %130 to i64, !dbg !1639
  %132 = getelementptr inbounds %struct.TValue, ptr %95, i64 %131, i32 1, !dbg !1639
  %133 = load i8, ptr %132, align 8, !dbg !1639, !tbaa !615
  %134 = and i8 %133, 15, !dbg !1639
  %135 = icmp ne i8 %134, 0, !dbg !1639
  %136 = zext i1 %135 to i32, !dbg !1642
  %137 = add i32 %126, %136, !dbg !1642
    #dbg_value(i32 %137, !1619, !DIExpression(), !1627)
    #dbg_value(i32 %127, !1617, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1624)
  br label %138, !dbg !1638

138:                                              ; preds = %124, %129
  %139 = phi i32 [ %125, %124 ], [ %137, %129 ], !dbg !1642
  %140 = add nuw i32 %92, 1, !dbg !1638
  br label %141, !dbg !1646

141:                                              ; preds = %138, %91
  %142 = phi i32 [ %85, %91 ], [ %140, %138 ], !dbg !1624
  %143 = phi i32 [ 0, %91 ], [ %139, %138 ], !dbg !1647
  %144 = getelementptr inbounds i32, ptr %6, i64 %84, !dbg !1646
  %145 = load i32, ptr %144, align 4, !dbg !1648, !tbaa !1586
  %146 = add i32 %145, %143, !dbg !1648
  store i32 %146, ptr %144, align 4, !dbg !1648, !tbaa !1586
  %147 = add i32 %143, %86, !dbg !1649
    #dbg_value(i32 %142, !1617, !DIExpression(), !1624)
    #dbg_value(i32 %147, !1616, !DIExpression(), !1624)
  %148 = add nuw nsw i64 %84, 1, !dbg !1650
    #dbg_value(i64 %148, !1614, !DIExpression(), !1624)
  %149 = shl i32 %87, 1, !dbg !1651
    #dbg_value(i32 %149, !1615, !DIExpression(), !1624)
  %150 = icmp eq i64 %148, 32, !dbg !1652
  br i1 %150, label %151, label %83, !dbg !1626, !llvm.loop !1653

151:                                              ; preds = %89, %141
  %152 = phi i32 [ %86, %89 ], [ %147, %141 ], !dbg !1655
    #dbg_value(i32 %152, !1616, !DIExpression(), !1624)
    #dbg_value(i32 %152, !1572, !DIExpression(), !1578)
    #dbg_value(i32 %152, !1574, !DIExpression(), !1578)
    #dbg_value(ptr %1, !1656, !DIExpression(), !1668)
    #dbg_value(ptr %6, !1661, !DIExpression(), !1668)
    #dbg_value(ptr undef, !1662, !DIExpression(), !1668)
    #dbg_value(i32 0, !1663, !DIExpression(), !1668)
    #dbg_value(i32 0, !1664, !DIExpression(), !1668)
  %153 = getelementptr inbounds i8, ptr %1, i64 11, !dbg !1670
  %154 = load i8, ptr %153, align 1, !dbg !1670, !tbaa !661
  %155 = zext nneg i8 %154 to i32, !dbg !1670
    #dbg_value(!DIArgList(i32 1, i32 %155), !1665, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shl, DW_OP_stack_value), !1668)
  %156 = getelementptr inbounds i8, ptr %1, i64 24
  %157 = shl nsw i32 -1, %155, !dbg !1671
  %158 = xor i32 %157, -1, !dbg !1671
  %159 = zext nneg i32 %158 to i64, !dbg !1672
  br label %160, !dbg !1672

160:                                              ; preds = %192, %151
  %161 = phi i64 [ %159, %151 ], [ %195, %192 ]
  %162 = phi i32 [ 0, %151 ], [ %194, %192 ]
  %163 = phi i32 [ 0, %151 ], [ %193, %192 ]
    #dbg_value(i32 %162, !1663, !DIExpression(), !1668)
    #dbg_value(i32 %163, !1664, !DIExpression(), !1668)
  %164 = load ptr, ptr %156, align 8, !dbg !1673, !tbaa !643
  %165 = getelementptr inbounds %union.Node, ptr %164, i64 %161, !dbg !1674
    #dbg_value(ptr %165, !1666, !DIExpression(), !1675)
  %166 = getelementptr inbounds i8, ptr %165, i64 8, !dbg !1676
  %167 = load i8, ptr %166, align 8, !dbg !1676, !tbaa !620
  %168 = and i8 %167, 15, !dbg !1676
  %169 = icmp eq i8 %168, 0, !dbg !1676
  br i1 %169, label %192, label %170, !dbg !1678

170:                                              ; preds = %160
  %171 = getelementptr inbounds i8, ptr %165, i64 9, !dbg !1679
  %172 = load i8, ptr %171, align 1, !dbg !1679, !tbaa !620
  %173 = icmp eq i8 %172, 3, !dbg !1679
  br i1 %173, label %174, label %189, !dbg !1682

174:                                              ; preds = %170
  %175 = getelementptr inbounds i8, ptr %165, i64 16, !dbg !1683
  %176 = load i64, ptr %175, align 8, !dbg !1683, !tbaa !620
    #dbg_value(i64 %176, !1684, !DIExpression(), !1691)
    #dbg_value(ptr %6, !1689, !DIExpression(), !1691)
    #dbg_value(i64 %176, !621, !DIExpression(), !1693)
  %177 = add i64 %176, -2147483649, !dbg !1695
  %178 = icmp ult i64 %177, -2147483648, !dbg !1695
    #dbg_value(i32 poison, !1690, !DIExpression(), !1691)
  br i1 %178, label %186, label %179, !dbg !1696

179:                                              ; preds = %174
  %180 = trunc nuw i64 %176 to i32, !dbg !1697
  %181 = call i32 @luaO_ceillog2(i32 noundef %180) #12, !dbg !1698
  %182 = sext i32 %181 to i64, !dbg !1701
  %183 = getelementptr inbounds i32, ptr %6, i64 %182, !dbg !1701
  %184 = load i32, ptr %183, align 4, !dbg !1702, !tbaa !1586
  %185 = add i32 %184, 1, !dbg !1702
  store i32 %185, ptr %183, align 4, !dbg !1702, !tbaa !1586
  br label %186, !dbg !1703

186:                                              ; preds = %179, %174
  %187 = phi i32 [ 1, %179 ], [ 0, %174 ], !dbg !1704
  %188 = add nsw i32 %187, %163, !dbg !1705
    #dbg_value(i32 %188, !1664, !DIExpression(), !1668)
  br label %189, !dbg !1706

189:                                              ; preds = %186, %170
  %190 = phi i32 [ %188, %186 ], [ %163, %170 ], !dbg !1668
    #dbg_value(i32 %190, !1664, !DIExpression(), !1668)
  %191 = add nsw i32 %162, 1, !dbg !1707
    #dbg_value(i32 %191, !1663, !DIExpression(), !1668)
  br label %192, !dbg !1708

192:                                              ; preds = %189, %160
  %193 = phi i32 [ %163, %160 ], [ %190, %189 ], !dbg !1668
  %194 = phi i32 [ %162, %160 ], [ %191, %189 ], !dbg !1668
    #dbg_value(i32 %194, !1663, !DIExpression(), !1668)
    #dbg_value(i64 %161, !1665, !DIExpression(), !1668)
    #dbg_value(i32 %193, !1664, !DIExpression(), !1668)
  %195 = add nsw i64 %161, -1, !dbg !1671
    #dbg_value(i64 %195, !1665, !DIExpression(), !1668)
  %196 = icmp eq i64 %161, 0, !dbg !1672
  br i1 %196, label %197, label %160, !dbg !1672, !llvm.loop !1709

197:                                              ; preds = %192
  %198 = add i32 %193, %152, !dbg !1711
    #dbg_value(i32 %198, !1572, !DIExpression(), !1578)
    #dbg_value(!DIArgList(i32 %152, i32 %194), !1574, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1578)
  %199 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !1712
  %200 = load i8, ptr %199, align 8, !dbg !1712, !tbaa !615
  %201 = icmp eq i8 %200, 3, !dbg !1712
  br i1 %201, label %202, label %216, !dbg !1714

202:                                              ; preds = %197
  %203 = load i64, ptr %29, align 8, !dbg !1715, !tbaa !620
    #dbg_value(i64 %203, !1684, !DIExpression(), !1716)
    #dbg_value(ptr %6, !1689, !DIExpression(), !1716)
    #dbg_value(i64 %203, !621, !DIExpression(), !1718)
  %204 = add i64 %203, -2147483649, !dbg !1720
  %205 = icmp ult i64 %204, -2147483648, !dbg !1720
    #dbg_value(i32 poison, !1690, !DIExpression(), !1716)
  br i1 %205, label %213, label %206, !dbg !1721

206:                                              ; preds = %202
  %207 = trunc nuw i64 %203 to i32, !dbg !1722
  %208 = call i32 @luaO_ceillog2(i32 noundef %207) #12, !dbg !1723
  %209 = sext i32 %208 to i64, !dbg !1724
  %210 = getelementptr inbounds i32, ptr %6, i64 %209, !dbg !1724
  %211 = load i32, ptr %210, align 4, !dbg !1725, !tbaa !1586
  %212 = add i32 %211, 1, !dbg !1725
  store i32 %212, ptr %210, align 4, !dbg !1725, !tbaa !1586
  br label %213, !dbg !1726

213:                                              ; preds = %202, %206
  %214 = phi i32 [ 1, %206 ], [ 0, %202 ], !dbg !1727
  %215 = add i32 %214, %198, !dbg !1728
    #dbg_value(i32 %215, !1572, !DIExpression(), !1578)
  br label %216, !dbg !1729

216:                                              ; preds = %197, %213
  %217 = phi i32 [ %215, %213 ], [ %198, %197 ], !dbg !1578
    #dbg_value(i32 %217, !1572, !DIExpression(), !1578)
    #dbg_value(i32 %251, !1574, !DIExpression(), !1578)
    #dbg_value(ptr %6, !1730, !DIExpression(), !1741)
    #dbg_value(ptr undef, !1735, !DIExpression(), !1741)
    #dbg_value(i32 0, !1738, !DIExpression(), !1741)
    #dbg_value(i32 0, !1739, !DIExpression(), !1741)
    #dbg_value(i32 0, !1740, !DIExpression(), !1741)
    #dbg_value(i32 0, !1736, !DIExpression(), !1741)
    #dbg_value(i32 1, !1737, !DIExpression(), !1741)
  br label %218, !dbg !1743

218:                                              ; preds = %235, %216
  %219 = phi i64 [ 0, %216 ], [ %244, %235 ]
  %220 = phi i32 [ 0, %216 ], [ %243, %235 ]
  %221 = phi i32 [ 0, %216 ], [ %242, %235 ]
  %222 = phi i32 [ 0, %216 ], [ %240, %235 ]
  %223 = phi i32 [ 1, %216 ], [ %245, %235 ]
    #dbg_value(i32 %220, !1740, !DIExpression(), !1741)
    #dbg_value(i32 %221, !1739, !DIExpression(), !1741)
    #dbg_value(i32 %222, !1738, !DIExpression(), !1741)
    #dbg_value(i32 %223, !1737, !DIExpression(), !1741)
    #dbg_value(i64 %219, !1736, !DIExpression(), !1741)
  %224 = lshr i32 %223, 1, !dbg !1746
  %225 = icmp ugt i32 %217, %224, !dbg !1747
  br i1 %225, label %226, label %247, !dbg !1748

226:                                              ; preds = %218
  %227 = getelementptr inbounds i32, ptr %6, i64 %219, !dbg !1749
  %228 = load i32, ptr %227, align 8, !dbg !1749, !tbaa !1586
  %229 = add i32 %228, %222, !dbg !1751
    #dbg_value(i32 %229, !1738, !DIExpression(), !1741)
  %230 = icmp ugt i32 %229, %224, !dbg !1752
  %231 = select i1 %230, i32 %229, i32 %221, !dbg !1754
  %232 = select i1 %230, i32 %223, i32 %220, !dbg !1754
    #dbg_value(i32 %232, !1740, !DIExpression(), !1741)
    #dbg_value(i32 %231, !1739, !DIExpression(), !1741)
    #dbg_value(i64 %219, !1736, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1741)
    #dbg_value(i32 %223, !1737, !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value), !1741)
  %233 = and i32 %223, 2147483647, !dbg !1746
  %234 = icmp ugt i32 %217, %233, !dbg !1747
  br i1 %234, label %235, label %247, !dbg !1748

235:                                              ; preds = %226
  %236 = shl i32 %223, 1, !dbg !1755
    #dbg_value(i32 %236, !1737, !DIExpression(), !1741)
  %237 = or disjoint i64 %219, 1, !dbg !1756
    #dbg_value(i64 %237, !1736, !DIExpression(), !1741)
  %238 = getelementptr inbounds i32, ptr %6, i64 %237, !dbg !1749
  %239 = load i32, ptr %238, align 4, !dbg !1749, !tbaa !1586
  %240 = add i32 %239, %229, !dbg !1751
    #dbg_value(i32 %240, !1738, !DIExpression(), !1741)
  %241 = icmp ugt i32 %240, %233, !dbg !1752
  %242 = select i1 %241, i32 %240, i32 %231, !dbg !1754
  %243 = select i1 %241, i32 %236, i32 %232, !dbg !1754
    #dbg_value(i32 %243, !1740, !DIExpression(), !1741)
    #dbg_value(i32 %242, !1739, !DIExpression(), !1741)
  %244 = add nuw nsw i64 %219, 2, !dbg !1756
    #dbg_value(i64 %244, !1736, !DIExpression(), !1741)
  %245 = shl i32 %223, 2, !dbg !1755
    #dbg_value(i32 %245, !1737, !DIExpression(), !1741)
  %246 = icmp eq i64 %244, 32, !dbg !1757
  br i1 %246, label %247, label %218, !dbg !1743, !llvm.loop !1758

247:                                              ; preds = %235, %226, %218
  %248 = phi i32 [ %221, %218 ], [ %231, %226 ], [ %242, %235 ], !dbg !1741
  %249 = phi i32 [ %220, %218 ], [ %232, %226 ], [ %243, %235 ], !dbg !1741
    #dbg_value(i32 %248, !1572, !DIExpression(), !1578)
    #dbg_value(i32 %249, !1571, !DIExpression(), !1578)
  %250 = add i32 %152, 1, !dbg !1760
  %251 = add i32 %250, %194, !dbg !1761
  %252 = sub i32 %251, %248, !dbg !1762
  call void @luaH_resize(ptr noundef %0, ptr noundef %1, i32 noundef %249, i32 noundef %252), !dbg !1763
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #12, !dbg !1764
    #dbg_value(ptr %0, !979, !DIExpression(), !1765)
    #dbg_value(ptr %1, !984, !DIExpression(), !1765)
    #dbg_value(ptr %29, !985, !DIExpression(), !1765)
    #dbg_value(ptr %3, !986, !DIExpression(), !1765)
  %253 = call ptr @luaH_get(ptr noundef %1, ptr noundef %29), !dbg !1767
    #dbg_value(ptr %253, !987, !DIExpression(), !1765)
    #dbg_value(ptr %0, !991, !DIExpression(), !1768)
    #dbg_value(ptr %1, !996, !DIExpression(), !1768)
    #dbg_value(ptr %29, !997, !DIExpression(), !1768)
    #dbg_value(ptr %253, !998, !DIExpression(), !1768)
    #dbg_value(ptr %3, !999, !DIExpression(), !1768)
  %254 = getelementptr inbounds i8, ptr %253, i64 8, !dbg !1770
  %255 = load i8, ptr %254, align 8, !dbg !1770, !tbaa !615
  %256 = icmp eq i8 %255, 32, !dbg !1770
  br i1 %256, label %257, label %258, !dbg !1771

257:                                              ; preds = %247
  call fastcc void @luaH_newkey(ptr noundef %0, ptr noundef %1, ptr noundef %29, ptr noundef %3), !dbg !1772
  br label %341, !dbg !1772

258:                                              ; preds = %247
    #dbg_value(ptr %253, !1000, !DIExpression(), !1773)
    #dbg_value(ptr %3, !1003, !DIExpression(), !1773)
  %259 = load i64, ptr %3, align 8, !dbg !1774, !tbaa !620
  store i64 %259, ptr %253, align 8, !dbg !1774, !tbaa !620
  %260 = load i8, ptr %30, align 8, !dbg !1774, !tbaa !615
  store i8 %260, ptr %254, align 8, !dbg !1774, !tbaa !615
  br label %341

261:                                              ; preds = %53
    #dbg_value(ptr %54, !1501, !DIExpression(), !1562)
    #dbg_assign(i1 undef, !1775, !DIExpression(), !1508, ptr %5, !DIExpression(), !1785)
    #dbg_value(ptr %1, !1780, !DIExpression(), !1785)
    #dbg_value(ptr %35, !1781, !DIExpression(), !1785)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #12, !dbg !1787
    #dbg_value(ptr %5, !1782, !DIExpression(), !1788)
    #dbg_value(ptr %35, !1784, !DIExpression(), !1788)
  %262 = getelementptr inbounds i8, ptr %35, i64 16, !dbg !1789
  %263 = load i64, ptr %262, align 8, !dbg !1789, !tbaa !620
  store i64 %263, ptr %5, align 8, !dbg !1789, !tbaa !620
  %264 = getelementptr inbounds i8, ptr %35, i64 9, !dbg !1789
  %265 = load i8, ptr %264, align 1, !dbg !1789, !tbaa !620
  %266 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !1789
  store i8 %265, ptr %266, align 8, !dbg !1789, !tbaa !615
  %267 = call fastcc ptr @mainpositionTV(ptr noundef nonnull readonly %1, ptr noundef nonnull %5), !dbg !1790
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #12, !dbg !1791
    #dbg_value(ptr %267, !1498, !DIExpression(), !1562)
  %268 = icmp eq ptr %267, %35, !dbg !1792
  br i1 %268, label %295, label %269, !dbg !1794

269:                                              ; preds = %261, %269
  %270 = phi ptr [ %274, %269 ], [ %267, %261 ], !dbg !1562
    #dbg_value(ptr %270, !1498, !DIExpression(), !1562)
  %271 = getelementptr inbounds i8, ptr %270, i64 12, !dbg !1795
  %272 = load i32, ptr %271, align 4, !dbg !1795, !tbaa !620
  %273 = sext i32 %272 to i64, !dbg !1797
  %274 = getelementptr inbounds %union.Node, ptr %270, i64 %273, !dbg !1797
  %275 = icmp eq ptr %274, %35, !dbg !1798
  br i1 %275, label %276, label %269, !dbg !1799, !llvm.loop !1800

276:                                              ; preds = %269
  %277 = getelementptr inbounds i8, ptr %270, i64 12
  %278 = ptrtoint ptr %54 to i64, !dbg !1802
  %279 = ptrtoint ptr %270 to i64, !dbg !1802
  %280 = sub i64 %278, %279, !dbg !1802
  %281 = sdiv exact i64 %280, 24, !dbg !1802
  %282 = trunc i64 %281 to i32, !dbg !1802
  store i32 %282, ptr %277, align 4, !dbg !1803, !tbaa !620
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %54, ptr noundef nonnull align 8 dereferenceable(24) %35, i64 24, i1 false), !dbg !1804, !tbaa.struct !1805
  %283 = getelementptr inbounds i8, ptr %35, i64 12, !dbg !1806
  %284 = load i32, ptr %283, align 4, !dbg !1806, !tbaa !620
  %285 = icmp eq i32 %284, 0, !dbg !1808
  br i1 %285, label %294, label %286, !dbg !1809

286:                                              ; preds = %276
  %287 = ptrtoint ptr %35 to i64, !dbg !1810
  %288 = sub i64 %287, %278, !dbg !1810
  %289 = sdiv exact i64 %288, 24, !dbg !1810
  %290 = trunc i64 %289 to i32, !dbg !1810
  %291 = getelementptr inbounds i8, ptr %51, i64 -12, !dbg !1812
  %292 = load i32, ptr %291, align 4, !dbg !1813, !tbaa !620
  %293 = add nsw i32 %292, %290, !dbg !1813
  store i32 %293, ptr %291, align 4, !dbg !1813, !tbaa !620
  store i32 0, ptr %283, align 4, !dbg !1814, !tbaa !620
  br label %294, !dbg !1815

294:                                              ; preds = %286, %276
  store i8 16, ptr %36, align 8, !dbg !1816, !tbaa !620
  br label %316, !dbg !1817

295:                                              ; preds = %261
  %296 = getelementptr inbounds i8, ptr %35, i64 12, !dbg !1818
  %297 = load i32, ptr %296, align 4, !dbg !1818, !tbaa !620
  %298 = icmp eq i32 %297, 0, !dbg !1821
  br i1 %298, label %299, label %301, !dbg !1822

299:                                              ; preds = %295
  %300 = ptrtoint ptr %54 to i64, !dbg !1823
  br label %310, !dbg !1822

301:                                              ; preds = %295
  %302 = sext i32 %297 to i64, !dbg !1824
  %303 = getelementptr inbounds %union.Node, ptr %35, i64 %302, !dbg !1824
  %304 = ptrtoint ptr %303 to i64, !dbg !1824
  %305 = ptrtoint ptr %54 to i64, !dbg !1824
  %306 = sub i64 %304, %305, !dbg !1824
  %307 = sdiv exact i64 %306, 24, !dbg !1824
  %308 = trunc i64 %307 to i32, !dbg !1824
  %309 = getelementptr inbounds i8, ptr %51, i64 -12, !dbg !1825
  store i32 %308, ptr %309, align 4, !dbg !1826, !tbaa !620
  br label %310, !dbg !1825

310:                                              ; preds = %299, %301
  %311 = phi i64 [ %300, %299 ], [ %305, %301 ], !dbg !1823
  %312 = ptrtoint ptr %35 to i64, !dbg !1823
  %313 = sub i64 %311, %312, !dbg !1823
  %314 = sdiv exact i64 %313, 24, !dbg !1823
  %315 = trunc i64 %314 to i32, !dbg !1823
  store i32 %315, ptr %296, align 4, !dbg !1827, !tbaa !620
    #dbg_value(ptr %54, !1487, !DIExpression(), !1511)
  br label %316

316:                                              ; preds = %310, %294, %42
  %317 = phi ptr [ %35, %42 ], [ %35, %294 ], [ %54, %310 ], !dbg !1828
    #dbg_value(ptr %317, !1487, !DIExpression(), !1511)
    #dbg_value(ptr %317, !1502, !DIExpression(), !1829)
    #dbg_value(ptr %29, !1504, !DIExpression(), !1829)
  %318 = getelementptr inbounds i8, ptr %317, i64 16, !dbg !1830
  %319 = load i64, ptr %29, align 8, !dbg !1830, !tbaa !620
  store i64 %319, ptr %318, align 8, !dbg !1830, !tbaa !620
  %320 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !1830
  %321 = load i8, ptr %320, align 8, !dbg !1830, !tbaa !615
  %322 = getelementptr inbounds i8, ptr %317, i64 9, !dbg !1830
  store i8 %321, ptr %322, align 1, !dbg !1830, !tbaa !620
  %323 = and i8 %321, 64, !dbg !1831
  %324 = icmp eq i8 %323, 0, !dbg !1831
  br i1 %324, label %337, label %325, !dbg !1831

325:                                              ; preds = %316
  %326 = getelementptr inbounds i8, ptr %1, i64 9, !dbg !1831
  %327 = load i8, ptr %326, align 1, !dbg !1831, !tbaa !620
  %328 = and i8 %327, 32, !dbg !1831
  %329 = icmp eq i8 %328, 0, !dbg !1831
  br i1 %329, label %337, label %330, !dbg !1831

330:                                              ; preds = %325
  %331 = load ptr, ptr %29, align 8, !dbg !1831, !tbaa !620
  %332 = getelementptr inbounds i8, ptr %331, i64 9, !dbg !1831
  %333 = load i8, ptr %332, align 1, !dbg !1831, !tbaa !1832
  %334 = and i8 %333, 24, !dbg !1831
  %335 = icmp eq i8 %334, 0, !dbg !1831
  br i1 %335, label %337, label %336, !dbg !1831

336:                                              ; preds = %330
  call void @luaC_barrierback_(ptr noundef %0, ptr noundef nonnull %1) #12, !dbg !1831
  br label %337, !dbg !1831

337:                                              ; preds = %316, %336, %330, %325
    #dbg_value(ptr %317, !1505, !DIExpression(), !1834)
    #dbg_value(ptr %3, !1507, !DIExpression(), !1834)
  %338 = load i64, ptr %3, align 8, !dbg !1835, !tbaa !620
  store i64 %338, ptr %317, align 8, !dbg !1835, !tbaa !620
  %339 = load i8, ptr %30, align 8, !dbg !1835, !tbaa !615
  %340 = getelementptr inbounds i8, ptr %317, i64 8, !dbg !1835
  store i8 %339, ptr %340, align 8, !dbg !1835, !tbaa !615
  br label %341, !dbg !1836

341:                                              ; preds = %258, %257, %28, %337
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #12, !dbg !1836
  ret void, !dbg !1836
}

; Function Attrs: nounwind uwtable
define hidden void @luaH_set(ptr noundef %0, ptr noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #2 !dbg !980 {
    #dbg_value(ptr %0, !979, !DIExpression(), !1837)
    #dbg_value(ptr %1, !984, !DIExpression(), !1837)
    #dbg_value(ptr %2, !985, !DIExpression(), !1837)
    #dbg_value(ptr %3, !986, !DIExpression(), !1837)
  %5 = tail call ptr @luaH_get(ptr noundef %1, ptr noundef %2), !dbg !1838
    #dbg_value(ptr %5, !987, !DIExpression(), !1837)
    #dbg_value(ptr %0, !991, !DIExpression(), !1839)
    #dbg_value(ptr %1, !996, !DIExpression(), !1839)
    #dbg_value(ptr %2, !997, !DIExpression(), !1839)
    #dbg_value(ptr %5, !998, !DIExpression(), !1839)
    #dbg_value(ptr %3, !999, !DIExpression(), !1839)
  %6 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !1841
  %7 = load i8, ptr %6, align 8, !dbg !1841, !tbaa !615
  %8 = icmp eq i8 %7, 32, !dbg !1841
  br i1 %8, label %9, label %10, !dbg !1842

9:                                                ; preds = %4
  tail call fastcc void @luaH_newkey(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3), !dbg !1843
  br label %14, !dbg !1843

10:                                               ; preds = %4
    #dbg_value(ptr %5, !1000, !DIExpression(), !1844)
    #dbg_value(ptr %3, !1003, !DIExpression(), !1844)
  %11 = load i64, ptr %3, align 8, !dbg !1845, !tbaa !620
  store i64 %11, ptr %5, align 8, !dbg !1845, !tbaa !620
  %12 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !1845
  %13 = load i8, ptr %12, align 8, !dbg !1845, !tbaa !615
  store i8 %13, ptr %6, align 8, !dbg !1845, !tbaa !615
  br label %14

14:                                               ; preds = %9, %10
  ret void, !dbg !1846
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define hidden i64 @luaH_getn(ptr nocapture noundef %0) local_unnamed_addr #6 !dbg !1847 {
    #dbg_value(ptr %0, !1851, !DIExpression(), !1863)
  %2 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !1864
  %3 = load i32, ptr %2, align 4, !dbg !1864, !tbaa !534
    #dbg_value(i32 %3, !1852, !DIExpression(), !1863)
  %4 = icmp eq i32 %3, 0, !dbg !1865
  br i1 %4, label %83, label %5, !dbg !1866

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1867
  %7 = load ptr, ptr %6, align 8, !dbg !1867, !tbaa !648
  %8 = add i32 %3, -1, !dbg !1867
  %9 = zext i32 %8 to i64, !dbg !1867
  %10 = getelementptr inbounds %struct.TValue, ptr %7, i64 %9, i32 1, !dbg !1867
  %11 = load i8, ptr %10, align 8, !dbg !1867, !tbaa !615
  %12 = and i8 %11, 15, !dbg !1867
  %13 = icmp eq i8 %12, 0, !dbg !1867
  br i1 %13, label %14, label %83, !dbg !1868

14:                                               ; preds = %5
  %15 = icmp eq i32 %3, 1, !dbg !1869
  br i1 %15, label %53, label %16, !dbg !1870

16:                                               ; preds = %14
  %17 = add i32 %3, -2, !dbg !1871
  %18 = zext i32 %17 to i64, !dbg !1871
  %19 = getelementptr inbounds %struct.TValue, ptr %7, i64 %18, i32 1, !dbg !1871
  %20 = load i8, ptr %19, align 8, !dbg !1871, !tbaa !615
  %21 = and i8 %20, 15, !dbg !1871
  %22 = icmp eq i8 %21, 0, !dbg !1871
  br i1 %22, label %38, label %23, !dbg !1872

23:                                               ; preds = %16
    #dbg_value(ptr %0, !1873, !DIExpression(), !1878)
  %24 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !1882
  %25 = load i8, ptr %24, align 2, !dbg !1882, !tbaa !527
  %26 = icmp sgt i8 %25, -1, !dbg !1882
  br i1 %26, label %27, label %33, !dbg !1883

27:                                               ; preds = %23
  %28 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %3), !dbg !1884
  %29 = icmp ugt i32 %28, 1, !dbg !1884
  %30 = and i32 %8, %17
  %31 = icmp eq i32 %30, 0
  %32 = or i1 %29, %31, !dbg !1885
  br i1 %32, label %382, label %36, !dbg !1885

33:                                               ; preds = %23
  %34 = and i32 %8, %17, !dbg !1886
  %35 = icmp eq i32 %34, 0, !dbg !1886
  br i1 %35, label %382, label %36, !dbg !1887

36:                                               ; preds = %27, %33
  store i32 %8, ptr %2, align 4, !dbg !1888, !tbaa !534
  %37 = or i8 %25, -128, !dbg !1890
  store i8 %37, ptr %24, align 2, !dbg !1890, !tbaa !527
  br label %382, !dbg !1891

38:                                               ; preds = %16, %38
  %39 = phi i32 [ %50, %38 ], [ 0, %16 ]
  %40 = phi i32 [ %49, %38 ], [ %3, %16 ]
    #dbg_value(i32 %39, !1892, !DIExpression(), !1901)
    #dbg_value(i32 %40, !1898, !DIExpression(), !1901)
  %41 = add i32 %40, %39, !dbg !1903
  %42 = lshr i32 %41, 1, !dbg !1904
    #dbg_value(i32 %42, !1899, !DIExpression(), !1905)
  %43 = add nsw i32 %42, -1, !dbg !1906
  %44 = zext i32 %43 to i64, !dbg !1906
  %45 = getelementptr inbounds %struct.TValue, ptr %7, i64 %44, i32 1, !dbg !1906
  %46 = load i8, ptr %45, align 8, !dbg !1906, !tbaa !615
  %47 = and i8 %46, 15, !dbg !1906
  %48 = icmp eq i8 %47, 0, !dbg !1906
  %49 = select i1 %48, i32 %42, i32 %40
  %50 = select i1 %48, i32 %39, i32 %42
    #dbg_value(i32 %50, !1892, !DIExpression(), !1901)
    #dbg_value(i32 %49, !1898, !DIExpression(), !1901)
  %51 = sub i32 %49, %50, !dbg !1908
  %52 = icmp ugt i32 %51, 1, !dbg !1909
  br i1 %52, label %38, label %53, !dbg !1910, !llvm.loop !1911

53:                                               ; preds = %38, %14
  %54 = phi i32 [ 0, %14 ], [ %50, %38 ]
    #dbg_value(i32 %54, !1853, !DIExpression(), !1913)
    #dbg_value(ptr %0, !1873, !DIExpression(), !1914)
  %55 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !1917
  %56 = load i8, ptr %55, align 2, !dbg !1917, !tbaa !527
  %57 = icmp sgt i8 %56, -1, !dbg !1917
  %58 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %3), !dbg !1918
  br i1 %57, label %59, label %61, !dbg !1919

59:                                               ; preds = %53
  %60 = icmp ugt i32 %58, 1, !dbg !1920
  br i1 %60, label %81, label %75, !dbg !1921

61:                                               ; preds = %53
    #dbg_value(ptr %0, !521, !DIExpression(), !1922)
  %62 = icmp ult i32 %58, 2, !dbg !1924
  br i1 %62, label %75, label %63, !dbg !1924

63:                                               ; preds = %61
    #dbg_value(i32 %3, !522, !DIExpression(), !1925)
  %64 = lshr i32 %3, 1, !dbg !1926
  %65 = or i32 %64, %3, !dbg !1927
    #dbg_value(i32 %65, !522, !DIExpression(), !1925)
  %66 = lshr i32 %65, 2, !dbg !1928
  %67 = or i32 %66, %65, !dbg !1929
    #dbg_value(i32 %67, !522, !DIExpression(), !1925)
  %68 = lshr i32 %67, 4, !dbg !1930
  %69 = or i32 %68, %67, !dbg !1931
    #dbg_value(i32 %69, !522, !DIExpression(), !1925)
  %70 = lshr i32 %69, 8, !dbg !1932
  %71 = or i32 %70, %69, !dbg !1933
    #dbg_value(i32 %71, !522, !DIExpression(), !1925)
  %72 = lshr i32 %71, 16, !dbg !1934
  %73 = or i32 %72, %71, !dbg !1935
    #dbg_value(i32 %73, !522, !DIExpression(), !1925)
  %74 = add i32 %73, 1, !dbg !1936
    #dbg_value(i32 %74, !522, !DIExpression(), !1925)
  br label %75

75:                                               ; preds = %59, %61, %63
  %76 = phi i32 [ %74, %63 ], [ %3, %61 ], [ %3, %59 ], !dbg !1937
  %77 = lshr i32 %76, 1, !dbg !1938
  %78 = icmp ugt i32 %54, %77, !dbg !1939
  br i1 %78, label %79, label %81, !dbg !1940

79:                                               ; preds = %75
  store i32 %54, ptr %2, align 4, !dbg !1941, !tbaa !534
  %80 = or i8 %56, -128, !dbg !1943
  store i8 %80, ptr %55, align 2, !dbg !1943, !tbaa !527
  br label %81, !dbg !1944

81:                                               ; preds = %79, %75, %59
  %82 = zext nneg i32 %54 to i64, !dbg !1945
  br label %382

83:                                               ; preds = %5, %1
  %84 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !1946
  %85 = load i8, ptr %84, align 2, !dbg !1946, !tbaa !527
  %86 = icmp sgt i8 %85, -1, !dbg !1946
  %87 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %3), !dbg !1946
  %88 = icmp ult i32 %87, 2, !dbg !1946
  %89 = select i1 %86, i1 true, i1 %88, !dbg !1946
  br i1 %89, label %138, label %90, !dbg !1946

90:                                               ; preds = %83
  %91 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1947
  %92 = load ptr, ptr %91, align 8, !dbg !1947, !tbaa !648
  %93 = zext i32 %3 to i64, !dbg !1947
  %94 = getelementptr inbounds %struct.TValue, ptr %92, i64 %93, i32 1, !dbg !1947
  %95 = load i8, ptr %94, align 8, !dbg !1947, !tbaa !615
  %96 = and i8 %95, 15, !dbg !1947
  %97 = icmp eq i8 %96, 0, !dbg !1947
  br i1 %97, label %382, label %98, !dbg !1949

98:                                               ; preds = %90
    #dbg_value(ptr %0, !521, !DIExpression(), !1950)
    #dbg_value(i32 %3, !522, !DIExpression(), !1952)
  %99 = lshr i32 %3, 1, !dbg !1953
  %100 = or i32 %99, %3, !dbg !1954
    #dbg_value(i32 %100, !522, !DIExpression(), !1952)
  %101 = lshr i32 %100, 2, !dbg !1955
  %102 = or i32 %101, %100, !dbg !1956
    #dbg_value(i32 %102, !522, !DIExpression(), !1952)
  %103 = lshr i32 %102, 4, !dbg !1957
  %104 = or i32 %103, %102, !dbg !1958
    #dbg_value(i32 %104, !522, !DIExpression(), !1952)
  %105 = lshr i32 %104, 8, !dbg !1959
  %106 = or i32 %105, %104, !dbg !1960
    #dbg_value(i32 %106, !522, !DIExpression(), !1952)
  %107 = lshr i32 %106, 16, !dbg !1961
  %108 = or i32 %107, %106, !dbg !1962
    #dbg_value(i32 %108, !522, !DIExpression(), !1952)
  %109 = add i32 %108, 1, !dbg !1963
    #dbg_value(i32 %109, !522, !DIExpression(), !1952)
    #dbg_value(i32 %109, !1852, !DIExpression(), !1863)
  %110 = zext i32 %108 to i64, !dbg !1964
  %111 = getelementptr inbounds %struct.TValue, ptr %92, i64 %110, i32 1, !dbg !1964
  %112 = load i8, ptr %111, align 8, !dbg !1964, !tbaa !615
  %113 = and i8 %112, 15, !dbg !1964
  %114 = icmp eq i8 %113, 0, !dbg !1964
  br i1 %114, label %115, label %138, !dbg !1965

115:                                              ; preds = %98
    #dbg_value(ptr %92, !1897, !DIExpression(), !1966)
    #dbg_value(i32 %3, !1892, !DIExpression(), !1966)
    #dbg_value(i32 %109, !1898, !DIExpression(), !1966)
  %116 = sub i32 %109, %3, !dbg !1968
  %117 = icmp ugt i32 %116, 1, !dbg !1969
  br i1 %117, label %118, label %135, !dbg !1970

118:                                              ; preds = %115, %118
  %119 = phi i32 [ %130, %118 ], [ %3, %115 ]
  %120 = phi i32 [ %129, %118 ], [ %109, %115 ]
    #dbg_value(i32 %119, !1892, !DIExpression(), !1966)
    #dbg_value(i32 %120, !1898, !DIExpression(), !1966)
  %121 = add i32 %120, %119, !dbg !1971
  %122 = lshr i32 %121, 1, !dbg !1972
    #dbg_value(i32 %122, !1899, !DIExpression(), !1973)
  %123 = add nsw i32 %122, -1, !dbg !1974
  %124 = zext i32 %123 to i64, !dbg !1974
  %125 = getelementptr inbounds %struct.TValue, ptr %92, i64 %124, i32 1, !dbg !1974
  %126 = load i8, ptr %125, align 8, !dbg !1974, !tbaa !615
  %127 = and i8 %126, 15, !dbg !1974
  %128 = icmp eq i8 %127, 0, !dbg !1974
  %129 = select i1 %128, i32 %122, i32 %120
  %130 = select i1 %128, i32 %119, i32 %122
    #dbg_value(i32 %130, !1892, !DIExpression(), !1966)
    #dbg_value(i32 %129, !1898, !DIExpression(), !1966)
  %131 = sub i32 %129, %130, !dbg !1968
  %132 = icmp ugt i32 %131, 1, !dbg !1969
  br i1 %132, label %118, label %133, !dbg !1970, !llvm.loop !1975

133:                                              ; preds = %118
  %134 = zext i32 %130 to i64, !dbg !1977
  br label %135, !dbg !1978

135:                                              ; preds = %133, %115
  %136 = phi i64 [ %134, %133 ], [ %93, %115 ], !dbg !1977
  %137 = phi i32 [ %130, %133 ], [ %3, %115 ]
    #dbg_value(i32 %137, !1858, !DIExpression(), !1979)
  store i32 %137, ptr %2, align 4, !dbg !1978, !tbaa !534
  br label %382

138:                                              ; preds = %98, %83
  %139 = phi i32 [ %109, %98 ], [ %3, %83 ], !dbg !1863
    #dbg_value(i32 %139, !1852, !DIExpression(), !1863)
  %140 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1980
  %141 = load ptr, ptr %140, align 8, !dbg !1980, !tbaa !772
  %142 = icmp eq ptr %141, null, !dbg !1980
  br i1 %142, label %194, label %143, !dbg !1982

143:                                              ; preds = %138
  %144 = add i32 %139, 1, !dbg !1983
  %145 = zext i32 %144 to i64, !dbg !1983
    #dbg_value(ptr %0, !833, !DIExpression(), !1984)
    #dbg_value(i64 %145, !838, !DIExpression(), !1984)
  %146 = zext i32 %3 to i64, !dbg !1986
    #dbg_value(i64 %146, !839, !DIExpression(), !1984)
  %147 = add nsw i64 %145, -1, !dbg !1987
  %148 = icmp ult i64 %147, %146, !dbg !1988
  br i1 %148, label %182, label %149, !dbg !1989

149:                                              ; preds = %143
  br i1 %86, label %155, label %150, !dbg !1990

150:                                              ; preds = %149
  %151 = sub nsw i64 0, %146, !dbg !1991
  %152 = and i64 %147, %151, !dbg !1992
  %153 = icmp ult i64 %152, %146, !dbg !1993
  br i1 %153, label %154, label %155, !dbg !1994

154:                                              ; preds = %150
  store i32 %144, ptr %2, align 4, !dbg !1995, !tbaa !534
  br label %182, !dbg !1996

155:                                              ; preds = %150, %149
    #dbg_value(ptr %0, !865, !DIExpression(), !1997)
    #dbg_value(i64 %145, !870, !DIExpression(), !1997)
    #dbg_value(i64 %145, !871, !DIExpression(), !1997)
  %156 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1999
  %157 = load ptr, ptr %156, align 8, !dbg !1999, !tbaa !643
  %158 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !1999
  %159 = load i8, ptr %158, align 1, !dbg !1999, !tbaa !661
  %160 = zext nneg i8 %159 to i32, !dbg !1999
  %161 = shl nsw i32 -1, %160, !dbg !1999
  %162 = xor i32 %161, -1, !dbg !1999
  %163 = or i32 %162, 1, !dbg !1999
  %164 = urem i32 %144, %163, !dbg !1999
  %165 = zext nneg i32 %164 to i64, !dbg !1999
  %166 = getelementptr inbounds %union.Node, ptr %157, i64 %165, !dbg !1999
    #dbg_value(ptr %166, !840, !DIExpression(), !2000)
  br label %167, !dbg !2001

167:                                              ; preds = %176, %155
  %168 = phi ptr [ %166, %155 ], [ %181, %176 ], !dbg !2002
    #dbg_value(ptr %168, !840, !DIExpression(), !2000)
  %169 = getelementptr inbounds i8, ptr %168, i64 9, !dbg !2003
  %170 = load i8, ptr %169, align 1, !dbg !2003, !tbaa !620
  %171 = icmp eq i8 %170, 3, !dbg !2003
  br i1 %171, label %172, label %176, !dbg !2004

172:                                              ; preds = %167
  %173 = getelementptr inbounds i8, ptr %168, i64 16, !dbg !2005
  %174 = load i64, ptr %173, align 8, !dbg !2005, !tbaa !620
  %175 = icmp eq i64 %174, %145, !dbg !2006
  br i1 %175, label %187, label %176, !dbg !2007

176:                                              ; preds = %172, %167
  %177 = getelementptr inbounds i8, ptr %168, i64 12, !dbg !2008
  %178 = load i32, ptr %177, align 4, !dbg !2008, !tbaa !620
    #dbg_value(i32 %178, !844, !DIExpression(), !2009)
  %179 = icmp eq i32 %178, 0, !dbg !2010
  %180 = sext i32 %178 to i64, !dbg !2011
  %181 = getelementptr inbounds %union.Node, ptr %168, i64 %180, !dbg !2011
    #dbg_value(ptr %181, !840, !DIExpression(), !2000)
  br i1 %179, label %187, label %167

182:                                              ; preds = %154, %143
  %183 = phi i32 [ %144, %154 ], [ %3, %143 ]
  %184 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2012
  %185 = load ptr, ptr %184, align 8, !dbg !2012, !tbaa !648
  %186 = getelementptr inbounds %struct.TValue, ptr %185, i64 %147, !dbg !2012
  br label %187, !dbg !2013

187:                                              ; preds = %172, %176, %182
  %188 = phi i32 [ %183, %182 ], [ %3, %176 ], [ %3, %172 ]
  %189 = phi ptr [ %186, %182 ], [ %168, %172 ], [ @absentkey, %176 ], !dbg !2012
  %190 = getelementptr inbounds i8, ptr %189, i64 8, !dbg !1983
  %191 = load i8, ptr %190, align 8, !dbg !1983, !tbaa !615
  %192 = and i8 %191, 15, !dbg !1983
  %193 = icmp eq i8 %192, 0, !dbg !1983
  br i1 %193, label %194, label %196, !dbg !2014

194:                                              ; preds = %187, %138
  %195 = zext i32 %139 to i64, !dbg !2015
  br label %382, !dbg !2016

196:                                              ; preds = %187
    #dbg_value(ptr %0, !2017, !DIExpression(), !2026)
    #dbg_value(i64 undef, !2022, !DIExpression(), !2026)
  %197 = tail call i32 @llvm.umax.i32(i32 %139, i32 1), !dbg !2026
  %198 = zext i32 %197 to i64, !dbg !2026
  %199 = getelementptr inbounds i8, ptr %0, i64 24
  %200 = getelementptr inbounds i8, ptr %0, i64 11
  %201 = getelementptr inbounds i8, ptr %0, i64 16
  br label %202, !dbg !2026

202:                                              ; preds = %260, %196
  %203 = phi i32 [ %261, %260 ], [ %188, %196 ]
  %204 = phi i64 [ %207, %260 ], [ %198, %196 ], !dbg !2026
    #dbg_value(i64 %204, !2022, !DIExpression(), !2026)
    #dbg_value(i64 %204, !2023, !DIExpression(), !2026)
  %205 = icmp ult i64 %204, 4611686018427387904, !dbg !2028
  br i1 %205, label %206, label %267, !dbg !2031

206:                                              ; preds = %202
  %207 = shl nuw nsw i64 %204, 1, !dbg !2032
    #dbg_value(i64 %207, !2022, !DIExpression(), !2026)
    #dbg_value(ptr %0, !833, !DIExpression(), !2033)
    #dbg_value(i64 %207, !838, !DIExpression(), !2033)
  %208 = zext i32 %203 to i64, !dbg !2035
    #dbg_value(i64 %208, !839, !DIExpression(), !2033)
  %209 = add nsw i64 %207, -1, !dbg !2036
  %210 = icmp ult i64 %209, %208, !dbg !2037
  br i1 %210, label %256, label %211, !dbg !2038

211:                                              ; preds = %206
  br i1 %86, label %218, label %212, !dbg !2039

212:                                              ; preds = %211
  %213 = sub nsw i64 0, %208, !dbg !2040
  %214 = and i64 %209, %213, !dbg !2041
  %215 = icmp ult i64 %214, %208, !dbg !2042
  br i1 %215, label %216, label %218, !dbg !2043

216:                                              ; preds = %212
  %217 = trunc i64 %207 to i32, !dbg !2044
  store i32 %217, ptr %2, align 4, !dbg !2045, !tbaa !534
  br label %256, !dbg !2046

218:                                              ; preds = %212, %211
    #dbg_value(ptr %0, !865, !DIExpression(), !2047)
    #dbg_value(i64 %207, !870, !DIExpression(), !2047)
    #dbg_value(i64 %207, !871, !DIExpression(), !2047)
  %219 = icmp ult i64 %204, 1073741824, !dbg !2049
  %220 = load ptr, ptr %199, align 8, !dbg !2050, !tbaa !643
  br i1 %219, label %221, label %230, !dbg !2051

221:                                              ; preds = %218
  %222 = trunc nuw nsw i64 %207 to i32, !dbg !2052
  %223 = load i8, ptr %200, align 1, !dbg !2052, !tbaa !661
  %224 = zext nneg i8 %223 to i32, !dbg !2052
  %225 = shl nsw i32 -1, %224, !dbg !2052
  %226 = xor i32 %225, -1, !dbg !2052
  %227 = or i32 %226, 1, !dbg !2052
  %228 = urem i32 %222, %227, !dbg !2052
  %229 = zext nneg i32 %228 to i64, !dbg !2052
  br label %238, !dbg !2053

230:                                              ; preds = %218
  %231 = load i8, ptr %200, align 1, !dbg !2054, !tbaa !661
  %232 = zext nneg i8 %231 to i32, !dbg !2054
  %233 = shl nsw i32 -1, %232, !dbg !2054
  %234 = xor i32 %233, -1, !dbg !2054
  %235 = or i32 %234, 1, !dbg !2054
  %236 = zext nneg i32 %235 to i64, !dbg !2054
  %237 = urem i64 %207, %236, !dbg !2054
  br label %238, !dbg !2055

238:                                              ; preds = %230, %221
  %239 = phi i64 [ %237, %230 ], [ %229, %221 ]
  %240 = getelementptr inbounds %union.Node, ptr %220, i64 %239, !dbg !2050
    #dbg_value(ptr %240, !840, !DIExpression(), !2056)
  br label %241, !dbg !2057

241:                                              ; preds = %250, %238
  %242 = phi ptr [ %240, %238 ], [ %255, %250 ], !dbg !2058
    #dbg_value(ptr %242, !840, !DIExpression(), !2056)
  %243 = getelementptr inbounds i8, ptr %242, i64 9, !dbg !2059
  %244 = load i8, ptr %243, align 1, !dbg !2059, !tbaa !620
  %245 = icmp eq i8 %244, 3, !dbg !2059
  br i1 %245, label %246, label %250, !dbg !2060

246:                                              ; preds = %241
  %247 = getelementptr inbounds i8, ptr %242, i64 16, !dbg !2061
  %248 = load i64, ptr %247, align 8, !dbg !2061, !tbaa !620
  %249 = icmp eq i64 %248, %207, !dbg !2062
  br i1 %249, label %260, label %250, !dbg !2063

250:                                              ; preds = %246, %241
  %251 = getelementptr inbounds i8, ptr %242, i64 12, !dbg !2064
  %252 = load i32, ptr %251, align 4, !dbg !2064, !tbaa !620
    #dbg_value(i32 %252, !844, !DIExpression(), !2065)
  %253 = icmp eq i32 %252, 0, !dbg !2066
  %254 = sext i32 %252 to i64, !dbg !2067
  %255 = getelementptr inbounds %union.Node, ptr %242, i64 %254, !dbg !2067
    #dbg_value(ptr %255, !840, !DIExpression(), !2056)
  br i1 %253, label %260, label %241

256:                                              ; preds = %216, %206
  %257 = phi i32 [ %217, %216 ], [ %203, %206 ]
  %258 = load ptr, ptr %201, align 8, !dbg !2068, !tbaa !648
  %259 = getelementptr inbounds %struct.TValue, ptr %258, i64 %209, !dbg !2068
  br label %260, !dbg !2069

260:                                              ; preds = %250, %246, %256
  %261 = phi i32 [ %257, %256 ], [ %203, %246 ], [ %203, %250 ]
  %262 = phi ptr [ %259, %256 ], [ @absentkey, %250 ], [ %242, %246 ], !dbg !2068
  %263 = getelementptr inbounds i8, ptr %262, i64 8, !dbg !2070
  %264 = load i8, ptr %263, align 8, !dbg !2070, !tbaa !615
  %265 = and i8 %264, 15, !dbg !2070
  %266 = icmp eq i8 %265, 0, !dbg !2070
  br i1 %266, label %308, label %202, !dbg !2071, !llvm.loop !2072

267:                                              ; preds = %202
    #dbg_value(i64 9223372036854775807, !2022, !DIExpression(), !2026)
    #dbg_value(ptr %0, !833, !DIExpression(), !2075)
    #dbg_value(i64 9223372036854775807, !838, !DIExpression(), !2075)
    #dbg_value(i32 poison, !839, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !2075)
  br i1 %86, label %276, label %268, !dbg !2079

268:                                              ; preds = %267
    #dbg_value(i32 %203, !839, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !2075)
  %269 = zext i32 %203 to i64, !dbg !2080
    #dbg_value(i64 %269, !839, !DIExpression(), !2075)
  %270 = sub nsw i64 0, %269, !dbg !2081
  %271 = and i64 %270, 9223372036854775806, !dbg !2082
  %272 = icmp ult i64 %271, %269, !dbg !2083
  br i1 %272, label %273, label %276, !dbg !2084

273:                                              ; preds = %268
  store i32 -1, ptr %2, align 4, !dbg !2085, !tbaa !534
  %274 = load ptr, ptr %201, align 8, !dbg !2086, !tbaa !648
  %275 = getelementptr inbounds i8, ptr %274, i64 -32, !dbg !2086
  br label %301, !dbg !2087

276:                                              ; preds = %268, %267
    #dbg_value(ptr %0, !865, !DIExpression(), !2088)
    #dbg_value(i64 9223372036854775807, !870, !DIExpression(), !2088)
    #dbg_value(i64 9223372036854775807, !871, !DIExpression(), !2088)
  %277 = load ptr, ptr %199, align 8, !dbg !2090, !tbaa !643
  %278 = load i8, ptr %200, align 1, !dbg !2091, !tbaa !661
  %279 = zext nneg i8 %278 to i32, !dbg !2091
  %280 = shl nsw i32 -1, %279, !dbg !2091
  %281 = xor i32 %280, -1, !dbg !2091
  %282 = or i32 %281, 1, !dbg !2091
  %283 = zext nneg i32 %282 to i64, !dbg !2091
  %284 = urem i64 9223372036854775807, %283, !dbg !2091
  %285 = getelementptr inbounds %union.Node, ptr %277, i64 %284, !dbg !2090
    #dbg_value(ptr %285, !840, !DIExpression(), !2092)
  br label %286, !dbg !2093

286:                                              ; preds = %295, %276
  %287 = phi ptr [ %285, %276 ], [ %300, %295 ], !dbg !2094
    #dbg_value(ptr %287, !840, !DIExpression(), !2092)
  %288 = getelementptr inbounds i8, ptr %287, i64 9, !dbg !2095
  %289 = load i8, ptr %288, align 1, !dbg !2095, !tbaa !620
  %290 = icmp eq i8 %289, 3, !dbg !2095
  br i1 %290, label %291, label %295, !dbg !2096

291:                                              ; preds = %286
  %292 = getelementptr inbounds i8, ptr %287, i64 16, !dbg !2097
  %293 = load i64, ptr %292, align 8, !dbg !2097, !tbaa !620
  %294 = icmp eq i64 %293, 9223372036854775807, !dbg !2098
  br i1 %294, label %301, label %295, !dbg !2099

295:                                              ; preds = %291, %286
  %296 = getelementptr inbounds i8, ptr %287, i64 12, !dbg !2100
  %297 = load i32, ptr %296, align 4, !dbg !2100, !tbaa !620
    #dbg_value(i32 %297, !844, !DIExpression(), !2101)
  %298 = icmp eq i32 %297, 0, !dbg !2102
  %299 = sext i32 %297 to i64, !dbg !2103
  %300 = getelementptr inbounds %union.Node, ptr %287, i64 %299, !dbg !2103
    #dbg_value(ptr %300, !840, !DIExpression(), !2092)
  br i1 %298, label %301, label %286

301:                                              ; preds = %295, %291, %273
  %302 = phi i32 [ -1, %273 ], [ %203, %291 ], [ %203, %295 ]
  %303 = phi ptr [ %275, %273 ], [ @absentkey, %295 ], [ %287, %291 ], !dbg !2086
  %304 = getelementptr inbounds i8, ptr %303, i64 8, !dbg !2104
  %305 = load i8, ptr %304, align 8, !dbg !2104, !tbaa !615
  %306 = and i8 %305, 15, !dbg !2104
  %307 = icmp eq i8 %306, 0, !dbg !2104
  br i1 %307, label %308, label %382, !dbg !2105

308:                                              ; preds = %260, %301
  %309 = phi i32 [ %302, %301 ], [ %261, %260 ]
  %310 = phi i64 [ 9223372036854775807, %301 ], [ %207, %260 ], !dbg !2106
    #dbg_value(i64 %310, !2022, !DIExpression(), !2026)
    #dbg_value(i64 %204, !2023, !DIExpression(), !2026)
  %311 = sub nsw i64 %310, %204, !dbg !2107
  %312 = icmp ugt i64 %311, 1, !dbg !2108
  br i1 %312, label %313, label %382, !dbg !2109

313:                                              ; preds = %308, %371
  %314 = phi i32 [ %372, %371 ], [ %309, %308 ]
  %315 = phi i64 [ %379, %371 ], [ %204, %308 ]
  %316 = phi i64 [ %378, %371 ], [ %310, %308 ]
    #dbg_value(i64 %315, !2023, !DIExpression(), !2026)
    #dbg_value(i64 %316, !2022, !DIExpression(), !2026)
  %317 = add i64 %316, %315, !dbg !2110
  %318 = lshr i64 %317, 1, !dbg !2111
    #dbg_value(i64 %318, !2024, !DIExpression(), !2112)
    #dbg_value(ptr %0, !833, !DIExpression(), !2113)
    #dbg_value(i64 %318, !838, !DIExpression(), !2113)
  %319 = zext i32 %314 to i64, !dbg !2116
    #dbg_value(i64 %319, !839, !DIExpression(), !2113)
  %320 = add nsw i64 %318, -1, !dbg !2117
  %321 = icmp ult i64 %320, %319, !dbg !2118
  br i1 %321, label %367, label %322, !dbg !2119

322:                                              ; preds = %313
  br i1 %86, label %329, label %323, !dbg !2120

323:                                              ; preds = %322
  %324 = sub nsw i64 0, %319, !dbg !2121
  %325 = and i64 %320, %324, !dbg !2122
  %326 = icmp ult i64 %325, %319, !dbg !2123
  br i1 %326, label %327, label %329, !dbg !2124

327:                                              ; preds = %323
  %328 = trunc i64 %318 to i32, !dbg !2125
  store i32 %328, ptr %2, align 4, !dbg !2126, !tbaa !534
  br label %367, !dbg !2127

329:                                              ; preds = %323, %322
    #dbg_value(ptr %0, !865, !DIExpression(), !2128)
    #dbg_value(i64 %318, !870, !DIExpression(), !2128)
    #dbg_value(i64 %318, !871, !DIExpression(), !2128)
  %330 = icmp ult i64 %317, 4294967296, !dbg !2130
  %331 = load ptr, ptr %199, align 8, !dbg !2131, !tbaa !643
  br i1 %330, label %332, label %341, !dbg !2132

332:                                              ; preds = %329
  %333 = trunc nuw nsw i64 %318 to i32, !dbg !2133
  %334 = load i8, ptr %200, align 1, !dbg !2133, !tbaa !661
  %335 = zext nneg i8 %334 to i32, !dbg !2133
  %336 = shl nsw i32 -1, %335, !dbg !2133
  %337 = xor i32 %336, -1, !dbg !2133
  %338 = or i32 %337, 1, !dbg !2133
  %339 = urem i32 %333, %338, !dbg !2133
  %340 = zext nneg i32 %339 to i64, !dbg !2133
  br label %349, !dbg !2134

341:                                              ; preds = %329
  %342 = load i8, ptr %200, align 1, !dbg !2135, !tbaa !661
  %343 = zext nneg i8 %342 to i32, !dbg !2135
  %344 = shl nsw i32 -1, %343, !dbg !2135
  %345 = xor i32 %344, -1, !dbg !2135
  %346 = or i32 %345, 1, !dbg !2135
  %347 = zext nneg i32 %346 to i64, !dbg !2135
  %348 = urem i64 %318, %347, !dbg !2135
  br label %349, !dbg !2136

349:                                              ; preds = %341, %332
  %350 = phi i64 [ %348, %341 ], [ %340, %332 ]
  %351 = getelementptr inbounds %union.Node, ptr %331, i64 %350, !dbg !2131
    #dbg_value(ptr %351, !840, !DIExpression(), !2137)
  br label %352, !dbg !2138

352:                                              ; preds = %361, %349
  %353 = phi ptr [ %351, %349 ], [ %366, %361 ], !dbg !2139
    #dbg_value(ptr %353, !840, !DIExpression(), !2137)
  %354 = getelementptr inbounds i8, ptr %353, i64 9, !dbg !2140
  %355 = load i8, ptr %354, align 1, !dbg !2140, !tbaa !620
  %356 = icmp eq i8 %355, 3, !dbg !2140
  br i1 %356, label %357, label %361, !dbg !2141

357:                                              ; preds = %352
  %358 = getelementptr inbounds i8, ptr %353, i64 16, !dbg !2142
  %359 = load i64, ptr %358, align 8, !dbg !2142, !tbaa !620
  %360 = icmp eq i64 %359, %318, !dbg !2143
  br i1 %360, label %371, label %361, !dbg !2144

361:                                              ; preds = %357, %352
  %362 = getelementptr inbounds i8, ptr %353, i64 12, !dbg !2145
  %363 = load i32, ptr %362, align 4, !dbg !2145, !tbaa !620
    #dbg_value(i32 %363, !844, !DIExpression(), !2146)
  %364 = icmp eq i32 %363, 0, !dbg !2147
  %365 = sext i32 %363 to i64, !dbg !2148
  %366 = getelementptr inbounds %union.Node, ptr %353, i64 %365, !dbg !2148
    #dbg_value(ptr %366, !840, !DIExpression(), !2137)
  br i1 %364, label %371, label %352

367:                                              ; preds = %327, %313
  %368 = phi i32 [ %328, %327 ], [ %314, %313 ]
  %369 = load ptr, ptr %201, align 8, !dbg !2149, !tbaa !648
  %370 = getelementptr inbounds %struct.TValue, ptr %369, i64 %320, !dbg !2149
  br label %371, !dbg !2150

371:                                              ; preds = %361, %357, %367
  %372 = phi i32 [ %368, %367 ], [ %314, %357 ], [ %314, %361 ]
  %373 = phi ptr [ %370, %367 ], [ @absentkey, %361 ], [ %353, %357 ], !dbg !2149
  %374 = getelementptr inbounds i8, ptr %373, i64 8, !dbg !2151
  %375 = load i8, ptr %374, align 8, !dbg !2151, !tbaa !615
  %376 = and i8 %375, 15, !dbg !2151
  %377 = icmp eq i8 %376, 0, !dbg !2151
  %378 = select i1 %377, i64 %318, i64 %316
  %379 = select i1 %377, i64 %315, i64 %318
    #dbg_value(i64 %379, !2023, !DIExpression(), !2026)
    #dbg_value(i64 %378, !2022, !DIExpression(), !2026)
  %380 = sub i64 %378, %379, !dbg !2107
  %381 = icmp ugt i64 %380, 1, !dbg !2108
  br i1 %381, label %313, label %382, !dbg !2109, !llvm.loop !2152

382:                                              ; preds = %371, %308, %301, %90, %27, %33, %36, %194, %135, %81
  %383 = phi i64 [ %82, %81 ], [ %195, %194 ], [ %136, %135 ], [ %9, %36 ], [ %9, %33 ], [ %9, %27 ], [ %93, %90 ], [ 9223372036854775807, %301 ], [ %204, %308 ], [ %379, %371 ], !dbg !1863
  ret i64 %383, !dbg !2154
}

; Function Attrs: noreturn
declare !dbg !2155 hidden void @luaG_runerror(ptr noundef, ptr noundef, ...) local_unnamed_addr #5

declare !dbg !2159 hidden i32 @luaO_ceillog2(i32 noundef) local_unnamed_addr #4

declare !dbg !2162 hidden ptr @luaM_malloc_(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc ptr @mainpositionTV(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #2 !dbg !2165 {
  %3 = alloca i32, align 4, !DIAssignID !2186
    #dbg_value(ptr %0, !2169, !DIExpression(), !2187)
    #dbg_value(ptr %1, !2170, !DIExpression(), !2187)
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2188
  %5 = load i8, ptr %4, align 8, !dbg !2188, !tbaa !615
  %6 = and i8 %5, 63, !dbg !2188
  switch i8 %6, label %129 [
    i8 3, label %7
    i8 19, label %34
    i8 4, label %61
    i8 20, label %75
    i8 1, label %88
    i8 17, label %91
    i8 2, label %99
    i8 22, label %114
  ], !dbg !2189

7:                                                ; preds = %2
  %8 = load i64, ptr %1, align 8, !dbg !2190, !tbaa !620
    #dbg_value(i64 %8, !2171, !DIExpression(), !2191)
    #dbg_value(ptr %0, !865, !DIExpression(), !2192)
    #dbg_value(i64 %8, !870, !DIExpression(), !2192)
    #dbg_value(i64 %8, !871, !DIExpression(), !2192)
  %9 = icmp ult i64 %8, 2147483648, !dbg !2194
  %10 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2195
  %11 = load ptr, ptr %10, align 8, !dbg !2195, !tbaa !643
  br i1 %9, label %12, label %22, !dbg !2196

12:                                               ; preds = %7
  %13 = trunc nuw nsw i64 %8 to i32, !dbg !2197
  %14 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !2197
  %15 = load i8, ptr %14, align 1, !dbg !2197, !tbaa !661
  %16 = zext nneg i8 %15 to i32, !dbg !2197
  %17 = shl nsw i32 -1, %16, !dbg !2197
  %18 = xor i32 %17, -1, !dbg !2197
  %19 = or i32 %18, 1, !dbg !2197
  %20 = urem i32 %13, %19, !dbg !2197
  %21 = zext nneg i32 %20 to i64, !dbg !2197
  br label %31, !dbg !2198

22:                                               ; preds = %7
  %23 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !2199
  %24 = load i8, ptr %23, align 1, !dbg !2199, !tbaa !661
  %25 = zext nneg i8 %24 to i32, !dbg !2199
  %26 = shl nsw i32 -1, %25, !dbg !2199
  %27 = xor i32 %26, -1, !dbg !2199
  %28 = or i32 %27, 1, !dbg !2199
  %29 = zext nneg i32 %28 to i64, !dbg !2199
  %30 = urem i64 %8, %29, !dbg !2199
  br label %31, !dbg !2200

31:                                               ; preds = %12, %22
  %32 = phi i64 [ %30, %22 ], [ %21, %12 ]
  %33 = getelementptr inbounds %union.Node, ptr %11, i64 %32, !dbg !2195
  br label %144

34:                                               ; preds = %2
  %35 = load double, ptr %1, align 8, !dbg !2201, !tbaa !620
    #dbg_value(double %35, !2174, !DIExpression(), !2202)
  %36 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2203
  %37 = load ptr, ptr %36, align 8, !dbg !2203, !tbaa !643
    #dbg_assign(i1 undef, !2204, !DIExpression(), !2186, ptr %3, !DIExpression(), !2214)
    #dbg_value(double %35, !2209, !DIExpression(), !2214)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #12, !dbg !2216
  %38 = call double @frexp(double noundef %35, ptr noundef nonnull %3) #12, !dbg !2217
  %39 = fmul double %38, 0x41E0000000000000, !dbg !2218
    #dbg_value(double %39, !2209, !DIExpression(), !2214)
  %40 = fcmp oge double %39, 0xC3E0000000000000, !dbg !2219
  %41 = fcmp olt double %39, 0x43E0000000000000, !dbg !2219
  %42 = and i1 %40, %41, !dbg !2219
  br i1 %42, label %43, label %50, !dbg !2219

43:                                               ; preds = %34
  %44 = fptosi double %39 to i64, !dbg !2219
    #dbg_value(i64 %44, !2210, !DIExpression(), !2214)
  %45 = load i32, ptr %3, align 4, !dbg !2220, !tbaa !1586
  %46 = trunc i64 %44 to i32, !dbg !2221
  %47 = add i32 %45, %46, !dbg !2222
    #dbg_value(i32 %47, !2211, !DIExpression(), !2223)
  %48 = ashr i32 %47, 31, !dbg !2224
  %49 = xor i32 %48, %47, !dbg !2224
  br label %50

50:                                               ; preds = %34, %43
  %51 = phi i32 [ %49, %43 ], [ 0, %34 ], !dbg !2225
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #12, !dbg !2226
  %52 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !2203
  %53 = load i8, ptr %52, align 1, !dbg !2203, !tbaa !661
  %54 = zext nneg i8 %53 to i32, !dbg !2203
  %55 = shl nsw i32 -1, %54, !dbg !2203
  %56 = xor i32 %55, -1, !dbg !2203
  %57 = or i32 %56, 1, !dbg !2203
  %58 = srem i32 %51, %57, !dbg !2203
  %59 = sext i32 %58 to i64, !dbg !2203
  %60 = getelementptr inbounds %union.Node, ptr %37, i64 %59, !dbg !2203
  br label %144

61:                                               ; preds = %2
  %62 = load ptr, ptr %1, align 8, !dbg !2227, !tbaa !620
    #dbg_value(ptr %62, !2176, !DIExpression(), !2228)
  %63 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2229
  %64 = load ptr, ptr %63, align 8, !dbg !2229, !tbaa !643
  %65 = getelementptr inbounds i8, ptr %62, i64 12, !dbg !2229
  %66 = load i32, ptr %65, align 4, !dbg !2229, !tbaa !1220
  %67 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !2229
  %68 = load i8, ptr %67, align 1, !dbg !2229, !tbaa !661
  %69 = zext nneg i8 %68 to i32, !dbg !2229
  %70 = shl nsw i32 -1, %69, !dbg !2229
  %71 = xor i32 %70, -1, !dbg !2229
  %72 = and i32 %66, %71, !dbg !2229
  %73 = zext nneg i32 %72 to i64, !dbg !2229
  %74 = getelementptr inbounds %union.Node, ptr %64, i64 %73, !dbg !2229
  br label %144

75:                                               ; preds = %2
  %76 = load ptr, ptr %1, align 8, !dbg !2230, !tbaa !620
    #dbg_value(ptr %76, !2178, !DIExpression(), !2231)
  %77 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2232
  %78 = load ptr, ptr %77, align 8, !dbg !2232, !tbaa !643
  %79 = tail call i32 @luaS_hashlongstr(ptr noundef %76) #12, !dbg !2232
  %80 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !2232
  %81 = load i8, ptr %80, align 1, !dbg !2232, !tbaa !661
  %82 = zext nneg i8 %81 to i32, !dbg !2232
  %83 = shl nsw i32 -1, %82, !dbg !2232
  %84 = xor i32 %83, -1, !dbg !2232
  %85 = and i32 %79, %84, !dbg !2232
  %86 = zext nneg i32 %85 to i64, !dbg !2232
  %87 = getelementptr inbounds %union.Node, ptr %78, i64 %86, !dbg !2232
  br label %144

88:                                               ; preds = %2
  %89 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2233
  %90 = load ptr, ptr %89, align 8, !dbg !2233, !tbaa !643
  br label %144, !dbg !2234

91:                                               ; preds = %2
  %92 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2235
  %93 = load ptr, ptr %92, align 8, !dbg !2235, !tbaa !643
  %94 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !2235
  %95 = load i8, ptr %94, align 1, !dbg !2235, !tbaa !661
  %96 = icmp ne i8 %95, 0, !dbg !2235
  %97 = zext i1 %96 to i64, !dbg !2235
  %98 = getelementptr inbounds %union.Node, ptr %93, i64 %97, !dbg !2235
  br label %144, !dbg !2236

99:                                               ; preds = %2
  %100 = load ptr, ptr %1, align 8, !dbg !2237, !tbaa !620
    #dbg_value(ptr %100, !2180, !DIExpression(), !2238)
  %101 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2239
  %102 = load ptr, ptr %101, align 8, !dbg !2239, !tbaa !643
  %103 = ptrtoint ptr %100 to i64, !dbg !2239
  %104 = trunc i64 %103 to i32, !dbg !2239
  %105 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !2239
  %106 = load i8, ptr %105, align 1, !dbg !2239, !tbaa !661
  %107 = zext nneg i8 %106 to i32, !dbg !2239
  %108 = shl nsw i32 -1, %107, !dbg !2239
  %109 = xor i32 %108, -1, !dbg !2239
  %110 = or i32 %109, 1, !dbg !2239
  %111 = urem i32 %104, %110, !dbg !2239
  %112 = zext nneg i32 %111 to i64, !dbg !2239
  %113 = getelementptr inbounds %union.Node, ptr %102, i64 %112, !dbg !2239
  br label %144

114:                                              ; preds = %2
  %115 = load ptr, ptr %1, align 8, !dbg !2240, !tbaa !620
    #dbg_value(ptr %115, !2182, !DIExpression(), !2241)
  %116 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2242
  %117 = load ptr, ptr %116, align 8, !dbg !2242, !tbaa !643
  %118 = ptrtoint ptr %115 to i64, !dbg !2242
  %119 = trunc i64 %118 to i32, !dbg !2242
  %120 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !2242
  %121 = load i8, ptr %120, align 1, !dbg !2242, !tbaa !661
  %122 = zext nneg i8 %121 to i32, !dbg !2242
  %123 = shl nsw i32 -1, %122, !dbg !2242
  %124 = xor i32 %123, -1, !dbg !2242
  %125 = or i32 %124, 1, !dbg !2242
  %126 = urem i32 %119, %125, !dbg !2242
  %127 = zext nneg i32 %126 to i64, !dbg !2242
  %128 = getelementptr inbounds %union.Node, ptr %117, i64 %127, !dbg !2242
  br label %144

129:                                              ; preds = %2
  %130 = load ptr, ptr %1, align 8, !dbg !2243, !tbaa !620
    #dbg_value(ptr %130, !2184, !DIExpression(), !2244)
  %131 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2245
  %132 = load ptr, ptr %131, align 8, !dbg !2245, !tbaa !643
  %133 = ptrtoint ptr %130 to i64, !dbg !2245
  %134 = trunc i64 %133 to i32, !dbg !2245
  %135 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !2245
  %136 = load i8, ptr %135, align 1, !dbg !2245, !tbaa !661
  %137 = zext nneg i8 %136 to i32, !dbg !2245
  %138 = shl nsw i32 -1, %137, !dbg !2245
  %139 = xor i32 %138, -1, !dbg !2245
  %140 = or i32 %139, 1, !dbg !2245
  %141 = urem i32 %134, %140, !dbg !2245
  %142 = zext nneg i32 %141 to i64, !dbg !2245
  %143 = getelementptr inbounds %union.Node, ptr %132, i64 %142, !dbg !2245
  br label %144

144:                                              ; preds = %129, %114, %99, %91, %88, %75, %61, %50, %31
  %145 = phi ptr [ %143, %129 ], [ %128, %114 ], [ %113, %99 ], [ %98, %91 ], [ %90, %88 ], [ %87, %75 ], [ %74, %61 ], [ %60, %50 ], [ %33, %31 ], !dbg !2246
  ret ptr %145, !dbg !2247
}

declare !dbg !2248 hidden i32 @luaS_hashlongstr(ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare !dbg !2252 double @frexp(double noundef, ptr nocapture noundef) local_unnamed_addr #8

declare !dbg !2257 hidden i32 @luaS_eqlngstr(ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !2260 hidden void @luaC_barrierback_(ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #11 = { noreturn nounwind }
attributes #12 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!506, !507, !508, !509, !510, !511, !512}
!llvm.ident = !{!513}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "absentkey", scope: !2, file: !3, line: 99, type: !505, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !41, globals: !484, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/lua/ltable.c", directory: ".", checksumkind: CSK_MD5, checksum: "4faf8e50df3be93625c84674b088a5cc")
!4 = !{!5, !35}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 18, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "src/lua/ltm.h", directory: ".", checksumkind: CSK_MD5, checksum: "550ecc448a2b932870d8240a6cb7e444")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34}
!9 = !DIEnumerator(name: "TM_INDEX", value: 0)
!10 = !DIEnumerator(name: "TM_NEWINDEX", value: 1)
!11 = !DIEnumerator(name: "TM_GC", value: 2)
!12 = !DIEnumerator(name: "TM_MODE", value: 3)
!13 = !DIEnumerator(name: "TM_LEN", value: 4)
!14 = !DIEnumerator(name: "TM_EQ", value: 5)
!15 = !DIEnumerator(name: "TM_ADD", value: 6)
!16 = !DIEnumerator(name: "TM_SUB", value: 7)
!17 = !DIEnumerator(name: "TM_MUL", value: 8)
!18 = !DIEnumerator(name: "TM_MOD", value: 9)
!19 = !DIEnumerator(name: "TM_POW", value: 10)
!20 = !DIEnumerator(name: "TM_DIV", value: 11)
!21 = !DIEnumerator(name: "TM_IDIV", value: 12)
!22 = !DIEnumerator(name: "TM_BAND", value: 13)
!23 = !DIEnumerator(name: "TM_BOR", value: 14)
!24 = !DIEnumerator(name: "TM_BXOR", value: 15)
!25 = !DIEnumerator(name: "TM_SHL", value: 16)
!26 = !DIEnumerator(name: "TM_SHR", value: 17)
!27 = !DIEnumerator(name: "TM_UNM", value: 18)
!28 = !DIEnumerator(name: "TM_BNOT", value: 19)
!29 = !DIEnumerator(name: "TM_LT", value: 20)
!30 = !DIEnumerator(name: "TM_LE", value: 21)
!31 = !DIEnumerator(name: "TM_CONCAT", value: 22)
!32 = !DIEnumerator(name: "TM_CALL", value: 23)
!33 = !DIEnumerator(name: "TM_CLOSE", value: 24)
!34 = !DIEnumerator(name: "TM_N", value: 25)
!35 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !36, line: 43, baseType: !7, size: 32, elements: !37)
!36 = !DIFile(filename: "src/lua/lvm.h", directory: ".", checksumkind: CSK_MD5, checksum: "ffc0c083e9aa94c91dcb495c1d438023")
!37 = !{!38, !39, !40}
!38 = !DIEnumerator(name: "F2Ieq", value: 0)
!39 = !DIEnumerator(name: "F2Ifloor", value: 1)
!40 = !DIEnumerator(name: "F2Iceil", value: 2)
!41 = !{!42, !43, !113, !63, !371, !58, !481, !7, !70, !364, !208, !483, !367, !368, !365}
!42 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "TValue", file: !45, line: 69, baseType: !46)
!45 = !DIFile(filename: "src/lua/lobject.h", directory: ".", checksumkind: CSK_MD5, checksum: "aea49a507ea3586a933fcf888e0c1530")
!46 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TValue", file: !45, line: 67, size: 128, elements: !47)
!47 = !{!48, !370}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !46, file: !45, line: 68, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "Value", file: !45, line: 57, baseType: !50)
!50 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Value", file: !45, line: 49, size: 64, elements: !51)
!51 = !{!52, !62, !64, !363, !366, !369}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !50, file: !45, line: 50, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "GCObject", file: !45, line: 292, size: 128, elements: !55)
!55 = !{!56, !57, !61}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !54, file: !45, line: 293, baseType: !53, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !54, file: !45, line: 293, baseType: !58, size: 8, offset: 64)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_byte", file: !59, line: 36, baseType: !60)
!59 = !DIFile(filename: "src/lua/llimits.h", directory: ".", checksumkind: CSK_MD5, checksum: "f70379667ce169a2840c3c885517102a")
!60 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !54, file: !45, line: 293, baseType: !58, size: 8, offset: 72)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !50, file: !45, line: 51, baseType: !63, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !50, file: !45, line: 52, baseType: !65, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !66, line: 106, baseType: !67)
!66 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DISubroutineType(types: !69)
!69 = !{!42, !70}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !66, line: 57, baseType: !72)
!72 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !73, line: 309, size: 1600, elements: !74)
!73 = !DIFile(filename: "src/lua/lstate.h", directory: ".", checksumkind: CSK_MD5, checksum: "edd1473ca499831d12a0476e1db0587d")
!74 = !{!75, !76, !77, !78, !79, !80, !82, !103, !239, !294, !295, !296, !320, !321, !322, !323, !326, !327, !357, !358, !359, !360, !361, !362}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !72, file: !73, line: 310, baseType: !53, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !72, file: !73, line: 310, baseType: !58, size: 8, offset: 64)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !72, file: !73, line: 310, baseType: !58, size: 8, offset: 72)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !72, file: !73, line: 311, baseType: !58, size: 8, offset: 80)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "allowhook", scope: !72, file: !73, line: 312, baseType: !58, size: 8, offset: 88)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "nci", scope: !72, file: !73, line: 313, baseType: !81, size: 16, offset: 96)
!81 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !72, file: !73, line: 314, baseType: !83, size: 64, offset: 128)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkIdRel", file: !45, line: 168, baseType: !84)
!84 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !45, line: 165, size: 64, elements: !85)
!85 = !{!86, !99}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !84, file: !45, line: 166, baseType: !87, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkId", file: !45, line: 158, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "StackValue", file: !45, line: 154, baseType: !90)
!90 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "StackValue", file: !45, line: 148, size: 128, elements: !91)
!91 = !{!92, !93}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !90, file: !45, line: 149, baseType: !44, size: 128)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !90, file: !45, line: 153, baseType: !94, size: 128)
!94 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !90, file: !45, line: 150, size: 128, elements: !95)
!95 = !{!96, !97, !98}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !94, file: !45, line: 151, baseType: !49, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !94, file: !45, line: 151, baseType: !58, size: 8, offset: 64)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !94, file: !45, line: 152, baseType: !81, size: 16, offset: 80)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !84, file: !45, line: 167, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !101, line: 18, baseType: !102)
!101 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!102 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "l_G", scope: !72, file: !73, line: 315, baseType: !104, size: 64, offset: 192)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "global_State", file: !73, line: 303, baseType: !106)
!106 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "global_State", file: !73, line: 254, size: 11328, elements: !107)
!107 = !{!108, !116, !117, !119, !120, !122, !123, !152, !153, !154, !155, !156, !157, !158, !159, !160, !161, !162, !163, !164, !165, !166, !169, !171, !172, !173, !174, !175, !176, !177, !178, !179, !180, !181, !182, !183, !184, !185, !186, !188, !189, !190, !191, !195, !226, !231, !238}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "frealloc", scope: !106, file: !73, line: 255, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Alloc", file: !66, line: 125, baseType: !110)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!111 = !DISubroutineType(types: !112)
!112 = !{!63, !63, !63, !113, !113}
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !114, line: 18, baseType: !115)
!114 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!115 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "ud", scope: !106, file: !73, line: 256, baseType: !63, size: 64, offset: 64)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "totalbytes", scope: !106, file: !73, line: 257, baseType: !118, size: 64, offset: 128)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_mem", file: !59, line: 28, baseType: !100)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "GCdebt", scope: !106, file: !73, line: 258, baseType: !118, size: 64, offset: 192)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "GCestimate", scope: !106, file: !73, line: 259, baseType: !121, size: 64, offset: 256)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_mem", file: !59, line: 27, baseType: !113)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "lastatomic", scope: !106, file: !73, line: 260, baseType: !121, size: 64, offset: 320)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "strt", scope: !106, file: !73, line: 261, baseType: !124, size: 128, offset: 384)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "stringtable", file: !73, line: 159, baseType: !125)
!125 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stringtable", file: !73, line: 155, size: 128, elements: !126)
!126 = !{!127, !150, !151}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !125, file: !73, line: 156, baseType: !128, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_typedef, name: "TString", file: !45, line: 396, baseType: !131)
!131 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TString", file: !45, line: 386, size: 256, elements: !132)
!132 = !{!133, !134, !135, !136, !137, !138, !139, !145}
!133 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !131, file: !45, line: 387, baseType: !53, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !131, file: !45, line: 387, baseType: !58, size: 8, offset: 64)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !131, file: !45, line: 387, baseType: !58, size: 8, offset: 72)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !131, file: !45, line: 388, baseType: !58, size: 8, offset: 80)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "shrlen", scope: !131, file: !45, line: 389, baseType: !58, size: 8, offset: 88)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !131, file: !45, line: 390, baseType: !7, size: 32, offset: 96)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !131, file: !45, line: 394, baseType: !140, size: 64, offset: 128)
!140 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !131, file: !45, line: 391, size: 64, elements: !141)
!141 = !{!142, !143}
!142 = !DIDerivedType(tag: DW_TAG_member, name: "lnglen", scope: !140, file: !45, line: 392, baseType: !113, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "hnext", scope: !140, file: !45, line: 393, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "contents", scope: !131, file: !45, line: 395, baseType: !146, size: 8, offset: 192)
!146 = !DICompositeType(tag: DW_TAG_array_type, baseType: !147, size: 8, elements: !148)
!147 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!148 = !{!149}
!149 = !DISubrange(count: 1)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "nuse", scope: !125, file: !73, line: 157, baseType: !42, size: 32, offset: 64)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !125, file: !73, line: 158, baseType: !42, size: 32, offset: 96)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "l_registry", scope: !106, file: !73, line: 262, baseType: !44, size: 128, offset: 512)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "nilvalue", scope: !106, file: !73, line: 263, baseType: !44, size: 128, offset: 640)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "seed", scope: !106, file: !73, line: 264, baseType: !7, size: 32, offset: 768)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "currentwhite", scope: !106, file: !73, line: 265, baseType: !58, size: 8, offset: 800)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "gcstate", scope: !106, file: !73, line: 266, baseType: !58, size: 8, offset: 808)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "gckind", scope: !106, file: !73, line: 267, baseType: !58, size: 8, offset: 816)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "gcstopem", scope: !106, file: !73, line: 268, baseType: !58, size: 8, offset: 824)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "genminormul", scope: !106, file: !73, line: 269, baseType: !58, size: 8, offset: 832)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "genmajormul", scope: !106, file: !73, line: 270, baseType: !58, size: 8, offset: 840)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "gcstp", scope: !106, file: !73, line: 271, baseType: !58, size: 8, offset: 848)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "gcemergency", scope: !106, file: !73, line: 272, baseType: !58, size: 8, offset: 856)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "gcpause", scope: !106, file: !73, line: 273, baseType: !58, size: 8, offset: 864)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepmul", scope: !106, file: !73, line: 274, baseType: !58, size: 8, offset: 872)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepsize", scope: !106, file: !73, line: 275, baseType: !58, size: 8, offset: 880)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "allgc", scope: !106, file: !73, line: 276, baseType: !167, size: 64, offset: 896)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!168 = !DIDerivedType(tag: DW_TAG_typedef, name: "GCObject", file: !45, line: 294, baseType: !54)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "sweepgc", scope: !106, file: !73, line: 277, baseType: !170, size: 64, offset: 960)
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !167, size: 64)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "finobj", scope: !106, file: !73, line: 278, baseType: !167, size: 64, offset: 1024)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "gray", scope: !106, file: !73, line: 279, baseType: !167, size: 64, offset: 1088)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "grayagain", scope: !106, file: !73, line: 280, baseType: !167, size: 64, offset: 1152)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !106, file: !73, line: 281, baseType: !167, size: 64, offset: 1216)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "ephemeron", scope: !106, file: !73, line: 282, baseType: !167, size: 64, offset: 1280)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "allweak", scope: !106, file: !73, line: 283, baseType: !167, size: 64, offset: 1344)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "tobefnz", scope: !106, file: !73, line: 284, baseType: !167, size: 64, offset: 1408)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "fixedgc", scope: !106, file: !73, line: 285, baseType: !167, size: 64, offset: 1472)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "survival", scope: !106, file: !73, line: 287, baseType: !167, size: 64, offset: 1536)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "old1", scope: !106, file: !73, line: 288, baseType: !167, size: 64, offset: 1600)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "reallyold", scope: !106, file: !73, line: 289, baseType: !167, size: 64, offset: 1664)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "firstold1", scope: !106, file: !73, line: 290, baseType: !167, size: 64, offset: 1728)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "finobjsur", scope: !106, file: !73, line: 291, baseType: !167, size: 64, offset: 1792)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "finobjold1", scope: !106, file: !73, line: 292, baseType: !167, size: 64, offset: 1856)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "finobjrold", scope: !106, file: !73, line: 293, baseType: !167, size: 64, offset: 1920)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !106, file: !73, line: 294, baseType: !187, size: 64, offset: 1984)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "panic", scope: !106, file: !73, line: 295, baseType: !65, size: 64, offset: 2048)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "mainthread", scope: !106, file: !73, line: 296, baseType: !187, size: 64, offset: 2112)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "memerrmsg", scope: !106, file: !73, line: 297, baseType: !129, size: 64, offset: 2176)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "tmname", scope: !106, file: !73, line: 298, baseType: !192, size: 1600, offset: 2240)
!192 = !DICompositeType(tag: DW_TAG_array_type, baseType: !129, size: 1600, elements: !193)
!193 = !{!194}
!194 = !DISubrange(count: 25)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "mt", scope: !106, file: !73, line: 299, baseType: !196, size: 576, offset: 3840)
!196 = !DICompositeType(tag: DW_TAG_array_type, baseType: !197, size: 576, elements: !224)
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64)
!198 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Table", file: !45, line: 737, size: 448, elements: !199)
!199 = !{!200, !201, !202, !203, !204, !205, !206, !207, !221, !222, !223}
!200 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !198, file: !45, line: 738, baseType: !53, size: 64)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !198, file: !45, line: 738, baseType: !58, size: 8, offset: 64)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !198, file: !45, line: 738, baseType: !58, size: 8, offset: 72)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !198, file: !45, line: 739, baseType: !58, size: 8, offset: 80)
!204 = !DIDerivedType(tag: DW_TAG_member, name: "lsizenode", scope: !198, file: !45, line: 740, baseType: !58, size: 8, offset: 88)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "alimit", scope: !198, file: !45, line: 741, baseType: !7, size: 32, offset: 96)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "array", scope: !198, file: !45, line: 742, baseType: !43, size: 64, offset: 128)
!207 = !DIDerivedType(tag: DW_TAG_member, name: "node", scope: !198, file: !45, line: 743, baseType: !208, size: 64, offset: 192)
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64)
!209 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !45, line: 707, baseType: !210)
!210 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Node", file: !45, line: 699, size: 192, elements: !211)
!211 = !{!212, !220}
!212 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !210, file: !45, line: 705, baseType: !213, size: 192)
!213 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NodeKey", file: !45, line: 700, size: 192, elements: !214)
!214 = !{!215, !216, !217, !218, !219}
!215 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !213, file: !45, line: 701, baseType: !49, size: 64)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !213, file: !45, line: 701, baseType: !58, size: 8, offset: 64)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "key_tt", scope: !213, file: !45, line: 702, baseType: !58, size: 8, offset: 72)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !213, file: !45, line: 703, baseType: !42, size: 32, offset: 96)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "key_val", scope: !213, file: !45, line: 704, baseType: !49, size: 64, offset: 128)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "i_val", scope: !210, file: !45, line: 706, baseType: !44, size: 128)
!221 = !DIDerivedType(tag: DW_TAG_member, name: "lastfree", scope: !198, file: !45, line: 744, baseType: !208, size: 64, offset: 256)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !198, file: !45, line: 745, baseType: !197, size: 64, offset: 320)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !198, file: !45, line: 746, baseType: !167, size: 64, offset: 384)
!224 = !{!225}
!225 = !DISubrange(count: 9)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "strcache", scope: !106, file: !73, line: 300, baseType: !227, size: 6784, offset: 4416)
!227 = !DICompositeType(tag: DW_TAG_array_type, baseType: !129, size: 6784, elements: !228)
!228 = !{!229, !230}
!229 = !DISubrange(count: 53)
!230 = !DISubrange(count: 2)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "warnf", scope: !106, file: !73, line: 301, baseType: !232, size: 64, offset: 11200)
!232 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_WarnFunction", file: !66, line: 131, baseType: !233)
!233 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !234, size: 64)
!234 = !DISubroutineType(types: !235)
!235 = !{null, !63, !236, !42}
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !237, size: 64)
!237 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !147)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "ud_warn", scope: !106, file: !73, line: 302, baseType: !63, size: 64, offset: 11264)
!239 = !DIDerivedType(tag: DW_TAG_member, name: "ci", scope: !72, file: !73, line: 316, baseType: !240, size: 64, offset: 256)
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !241, size: 64)
!241 = !DIDerivedType(tag: DW_TAG_typedef, name: "CallInfo", file: !73, line: 14, baseType: !242)
!242 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CallInfo", file: !73, line: 177, size: 512, elements: !243)
!243 = !{!244, !245, !246, !248, !249, !280, !291, !293}
!244 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !242, file: !73, line: 178, baseType: !83, size: 64)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !242, file: !73, line: 179, baseType: !83, size: 64, offset: 64)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !242, file: !73, line: 180, baseType: !247, size: 64, offset: 128)
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !242, size: 64)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !242, file: !73, line: 180, baseType: !247, size: 64, offset: 192)
!249 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !242, file: !73, line: 192, baseType: !250, size: 192, offset: 256)
!250 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !242, file: !73, line: 181, size: 192, elements: !251)
!251 = !{!252, !267}
!252 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !250, file: !73, line: 186, baseType: !253, size: 128)
!253 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !250, file: !73, line: 182, size: 128, elements: !254)
!254 = !{!255, !260, !266}
!255 = !DIDerivedType(tag: DW_TAG_member, name: "savedpc", scope: !253, file: !73, line: 183, baseType: !256, size: 64)
!256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !257, size: 64)
!257 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !258)
!258 = !DIDerivedType(tag: DW_TAG_typedef, name: "Instruction", file: !59, line: 205, baseType: !259)
!259 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_uint32", file: !59, line: 200, baseType: !7)
!260 = !DIDerivedType(tag: DW_TAG_member, name: "trap", scope: !253, file: !73, line: 184, baseType: !261, size: 32, offset: 64)
!261 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !262)
!262 = !DIDerivedType(tag: DW_TAG_typedef, name: "sig_atomic_t", file: !263, line: 8, baseType: !264)
!263 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/sig_atomic_t.h", directory: "", checksumkind: CSK_MD5, checksum: "d9236f7e3e7f10f53aa9d4cd97f503cf")
!264 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sig_atomic_t", file: !265, line: 215, baseType: !42)
!265 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!266 = !DIDerivedType(tag: DW_TAG_member, name: "nextraargs", scope: !253, file: !73, line: 185, baseType: !42, size: 32, offset: 96)
!267 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !250, file: !73, line: 191, baseType: !268, size: 192)
!268 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !250, file: !73, line: 187, size: 192, elements: !269)
!269 = !{!270, !278, !279}
!270 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !268, file: !73, line: 188, baseType: !271, size: 64)
!271 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !66, line: 111, baseType: !272)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!273 = !DISubroutineType(types: !274)
!274 = !{!42, !70, !42, !275}
!275 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !66, line: 100, baseType: !276)
!276 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !277, line: 87, baseType: !102)
!277 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!278 = !DIDerivedType(tag: DW_TAG_member, name: "old_errfunc", scope: !268, file: !73, line: 189, baseType: !100, size: 64, offset: 64)
!279 = !DIDerivedType(tag: DW_TAG_member, name: "ctx", scope: !268, file: !73, line: 190, baseType: !275, size: 64, offset: 128)
!280 = !DIDerivedType(tag: DW_TAG_member, name: "u2", scope: !242, file: !73, line: 201, baseType: !281, size: 32, offset: 448)
!281 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !242, file: !73, line: 193, size: 32, elements: !282)
!282 = !{!283, !284, !285, !286}
!283 = !DIDerivedType(tag: DW_TAG_member, name: "funcidx", scope: !281, file: !73, line: 194, baseType: !42, size: 32)
!284 = !DIDerivedType(tag: DW_TAG_member, name: "nyield", scope: !281, file: !73, line: 195, baseType: !42, size: 32)
!285 = !DIDerivedType(tag: DW_TAG_member, name: "nres", scope: !281, file: !73, line: 196, baseType: !42, size: 32)
!286 = !DIDerivedType(tag: DW_TAG_member, name: "transferinfo", scope: !281, file: !73, line: 200, baseType: !287, size: 32)
!287 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !281, file: !73, line: 197, size: 32, elements: !288)
!288 = !{!289, !290}
!289 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !287, file: !73, line: 198, baseType: !81, size: 16)
!290 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !287, file: !73, line: 199, baseType: !81, size: 16, offset: 16)
!291 = !DIDerivedType(tag: DW_TAG_member, name: "nresults", scope: !242, file: !73, line: 202, baseType: !292, size: 16, offset: 480)
!292 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!293 = !DIDerivedType(tag: DW_TAG_member, name: "callstatus", scope: !242, file: !73, line: 203, baseType: !81, size: 16, offset: 496)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "stack_last", scope: !72, file: !73, line: 317, baseType: !83, size: 64, offset: 320)
!295 = !DIDerivedType(tag: DW_TAG_member, name: "stack", scope: !72, file: !73, line: 318, baseType: !83, size: 64, offset: 384)
!296 = !DIDerivedType(tag: DW_TAG_member, name: "openupval", scope: !72, file: !73, line: 319, baseType: !297, size: 64, offset: 448)
!297 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !298, size: 64)
!298 = !DIDerivedType(tag: DW_TAG_typedef, name: "UpVal", file: !45, line: 640, baseType: !299)
!299 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "UpVal", file: !45, line: 627, size: 320, elements: !300)
!300 = !{!301, !302, !303, !304, !309}
!301 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !299, file: !45, line: 628, baseType: !53, size: 64)
!302 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !299, file: !45, line: 628, baseType: !58, size: 8, offset: 64)
!303 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !299, file: !45, line: 628, baseType: !58, size: 8, offset: 72)
!304 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !299, file: !45, line: 632, baseType: !305, size: 64, offset: 128)
!305 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !299, file: !45, line: 629, size: 64, elements: !306)
!306 = !{!307, !308}
!307 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !305, file: !45, line: 630, baseType: !43, size: 64)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !305, file: !45, line: 631, baseType: !100, size: 64)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !299, file: !45, line: 639, baseType: !310, size: 128, offset: 192)
!310 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !299, file: !45, line: 633, size: 128, elements: !311)
!311 = !{!312, !319}
!312 = !DIDerivedType(tag: DW_TAG_member, name: "open", scope: !310, file: !45, line: 637, baseType: !313, size: 128)
!313 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !310, file: !45, line: 634, size: 128, elements: !314)
!314 = !{!315, !317}
!315 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !313, file: !45, line: 635, baseType: !316, size: 64)
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !299, size: 64)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !313, file: !45, line: 636, baseType: !318, size: 64, offset: 64)
!318 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !316, size: 64)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !310, file: !45, line: 638, baseType: !44, size: 128)
!320 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !72, file: !73, line: 320, baseType: !83, size: 64, offset: 512)
!321 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !72, file: !73, line: 321, baseType: !167, size: 64, offset: 576)
!322 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !72, file: !73, line: 322, baseType: !187, size: 64, offset: 640)
!323 = !DIDerivedType(tag: DW_TAG_member, name: "errorJmp", scope: !72, file: !73, line: 323, baseType: !324, size: 64, offset: 704)
!324 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !325, size: 64)
!325 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_longjmp", file: !73, line: 122, flags: DIFlagFwdDecl)
!326 = !DIDerivedType(tag: DW_TAG_member, name: "base_ci", scope: !72, file: !73, line: 324, baseType: !241, size: 512, offset: 768)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "hook", scope: !72, file: !73, line: 325, baseType: !328, size: 64, offset: 1280)
!328 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !329)
!329 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Hook", file: !66, line: 143, baseType: !330)
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !331, size: 64)
!331 = !DISubroutineType(types: !332)
!332 = !{null, !70, !333}
!333 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !334, size: 64)
!334 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Debug", file: !66, line: 137, baseType: !335)
!335 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_Debug", file: !66, line: 475, size: 1088, elements: !336)
!336 = !{!337, !338, !339, !340, !341, !342, !343, !344, !345, !346, !347, !348, !349, !350, !351, !352, !356}
!337 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !335, file: !66, line: 476, baseType: !42, size: 32)
!338 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !335, file: !66, line: 477, baseType: !236, size: 64, offset: 64)
!339 = !DIDerivedType(tag: DW_TAG_member, name: "namewhat", scope: !335, file: !66, line: 478, baseType: !236, size: 64, offset: 128)
!340 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !335, file: !66, line: 479, baseType: !236, size: 64, offset: 192)
!341 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !335, file: !66, line: 480, baseType: !236, size: 64, offset: 256)
!342 = !DIDerivedType(tag: DW_TAG_member, name: "srclen", scope: !335, file: !66, line: 481, baseType: !113, size: 64, offset: 320)
!343 = !DIDerivedType(tag: DW_TAG_member, name: "currentline", scope: !335, file: !66, line: 482, baseType: !42, size: 32, offset: 384)
!344 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !335, file: !66, line: 483, baseType: !42, size: 32, offset: 416)
!345 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !335, file: !66, line: 484, baseType: !42, size: 32, offset: 448)
!346 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !335, file: !66, line: 485, baseType: !60, size: 8, offset: 480)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "nparams", scope: !335, file: !66, line: 486, baseType: !60, size: 8, offset: 488)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "isvararg", scope: !335, file: !66, line: 487, baseType: !147, size: 8, offset: 496)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "istailcall", scope: !335, file: !66, line: 488, baseType: !147, size: 8, offset: 504)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !335, file: !66, line: 489, baseType: !81, size: 16, offset: 512)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !335, file: !66, line: 490, baseType: !81, size: 16, offset: 528)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "short_src", scope: !335, file: !66, line: 491, baseType: !353, size: 480, offset: 544)
!353 = !DICompositeType(tag: DW_TAG_array_type, baseType: !147, size: 480, elements: !354)
!354 = !{!355}
!355 = !DISubrange(count: 60)
!356 = !DIDerivedType(tag: DW_TAG_member, name: "i_ci", scope: !335, file: !66, line: 493, baseType: !247, size: 64, offset: 1024)
!357 = !DIDerivedType(tag: DW_TAG_member, name: "errfunc", scope: !72, file: !73, line: 326, baseType: !100, size: 64, offset: 1344)
!358 = !DIDerivedType(tag: DW_TAG_member, name: "nCcalls", scope: !72, file: !73, line: 327, baseType: !259, size: 32, offset: 1408)
!359 = !DIDerivedType(tag: DW_TAG_member, name: "oldpc", scope: !72, file: !73, line: 328, baseType: !42, size: 32, offset: 1440)
!360 = !DIDerivedType(tag: DW_TAG_member, name: "basehookcount", scope: !72, file: !73, line: 329, baseType: !42, size: 32, offset: 1472)
!361 = !DIDerivedType(tag: DW_TAG_member, name: "hookcount", scope: !72, file: !73, line: 330, baseType: !42, size: 32, offset: 1504)
!362 = !DIDerivedType(tag: DW_TAG_member, name: "hookmask", scope: !72, file: !73, line: 331, baseType: !261, size: 32, offset: 1536)
!363 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !50, file: !45, line: 53, baseType: !364, size: 64)
!364 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !66, line: 94, baseType: !365)
!365 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!366 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !50, file: !45, line: 54, baseType: !367, size: 64)
!367 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !66, line: 90, baseType: !368)
!368 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!369 = !DIDerivedType(tag: DW_TAG_member, name: "ub", scope: !50, file: !45, line: 56, baseType: !58, size: 8)
!370 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !46, file: !45, line: 68, baseType: !58, size: 8, offset: 64)
!371 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !372, size: 64)
!372 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "GCUnion", file: !73, line: 353, size: 1600, elements: !373)
!373 = !{!374, !375, !376, !397, !477, !478, !479, !480}
!374 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !372, file: !73, line: 354, baseType: !168, size: 128)
!375 = !DIDerivedType(tag: DW_TAG_member, name: "ts", scope: !372, file: !73, line: 355, baseType: !131, size: 256)
!376 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !372, file: !73, line: 356, baseType: !377, size: 448)
!377 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Udata", file: !45, line: 459, size: 448, elements: !378)
!378 = !{!379, !380, !381, !382, !383, !384, !385, !386}
!379 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !377, file: !45, line: 460, baseType: !53, size: 64)
!380 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !377, file: !45, line: 460, baseType: !58, size: 8, offset: 64)
!381 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !377, file: !45, line: 460, baseType: !58, size: 8, offset: 72)
!382 = !DIDerivedType(tag: DW_TAG_member, name: "nuvalue", scope: !377, file: !45, line: 461, baseType: !81, size: 16, offset: 80)
!383 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !377, file: !45, line: 462, baseType: !113, size: 64, offset: 128)
!384 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !377, file: !45, line: 463, baseType: !197, size: 64, offset: 192)
!385 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !377, file: !45, line: 464, baseType: !167, size: 64, offset: 256)
!386 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !377, file: !45, line: 465, baseType: !387, size: 128, offset: 320)
!387 = !DICompositeType(tag: DW_TAG_array_type, baseType: !388, size: 128, elements: !148)
!388 = !DIDerivedType(tag: DW_TAG_typedef, name: "UValue", file: !45, line: 452, baseType: !389)
!389 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "UValue", file: !45, line: 449, size: 128, elements: !390)
!390 = !{!391, !392, !393, !394, !395, !396}
!391 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !389, file: !45, line: 450, baseType: !44, size: 128)
!392 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !389, file: !45, line: 451, baseType: !367, size: 64)
!393 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !389, file: !45, line: 451, baseType: !368, size: 64)
!394 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !389, file: !45, line: 451, baseType: !63, size: 64)
!395 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !389, file: !45, line: 451, baseType: !364, size: 64)
!396 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !389, file: !45, line: 451, baseType: !102, size: 64)
!397 = !DIDerivedType(tag: DW_TAG_member, name: "cl", scope: !372, file: !73, line: 357, baseType: !398, size: 384)
!398 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Closure", file: !45, line: 661, size: 384, elements: !399)
!399 = !{!400, !412}
!400 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !398, file: !45, line: 662, baseType: !401, size: 384)
!401 = !DIDerivedType(tag: DW_TAG_typedef, name: "CClosure", file: !45, line: 651, baseType: !402)
!402 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CClosure", file: !45, line: 647, size: 384, elements: !403)
!403 = !{!404, !405, !406, !407, !408, !409, !410}
!404 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !402, file: !45, line: 648, baseType: !53, size: 64)
!405 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !402, file: !45, line: 648, baseType: !58, size: 8, offset: 64)
!406 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !402, file: !45, line: 648, baseType: !58, size: 8, offset: 72)
!407 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !402, file: !45, line: 648, baseType: !58, size: 8, offset: 80)
!408 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !402, file: !45, line: 648, baseType: !167, size: 64, offset: 128)
!409 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !402, file: !45, line: 649, baseType: !65, size: 64, offset: 192)
!410 = !DIDerivedType(tag: DW_TAG_member, name: "upvalue", scope: !402, file: !45, line: 650, baseType: !411, size: 128, offset: 256)
!411 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 128, elements: !148)
!412 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !398, file: !45, line: 663, baseType: !413, size: 320)
!413 = !DIDerivedType(tag: DW_TAG_typedef, name: "LClosure", file: !45, line: 658, baseType: !414)
!414 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LClosure", file: !45, line: 654, size: 320, elements: !415)
!415 = !{!416, !417, !418, !419, !420, !421, !475}
!416 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !414, file: !45, line: 655, baseType: !53, size: 64)
!417 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !414, file: !45, line: 655, baseType: !58, size: 8, offset: 64)
!418 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !414, file: !45, line: 655, baseType: !58, size: 8, offset: 72)
!419 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !414, file: !45, line: 655, baseType: !58, size: 8, offset: 80)
!420 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !414, file: !45, line: 655, baseType: !167, size: 64, offset: 128)
!421 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !414, file: !45, line: 656, baseType: !422, size: 64, offset: 192)
!422 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !423, size: 64)
!423 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Proto", file: !45, line: 550, size: 1024, elements: !424)
!424 = !{!425, !426, !427, !428, !429, !430, !431, !432, !433, !434, !435, !436, !437, !438, !439, !440, !441, !443, !445, !454, !458, !465, !473, !474}
!425 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !423, file: !45, line: 551, baseType: !53, size: 64)
!426 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !423, file: !45, line: 551, baseType: !58, size: 8, offset: 64)
!427 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !423, file: !45, line: 551, baseType: !58, size: 8, offset: 72)
!428 = !DIDerivedType(tag: DW_TAG_member, name: "numparams", scope: !423, file: !45, line: 552, baseType: !58, size: 8, offset: 80)
!429 = !DIDerivedType(tag: DW_TAG_member, name: "is_vararg", scope: !423, file: !45, line: 553, baseType: !58, size: 8, offset: 88)
!430 = !DIDerivedType(tag: DW_TAG_member, name: "maxstacksize", scope: !423, file: !45, line: 554, baseType: !58, size: 8, offset: 96)
!431 = !DIDerivedType(tag: DW_TAG_member, name: "sizeupvalues", scope: !423, file: !45, line: 555, baseType: !42, size: 32, offset: 128)
!432 = !DIDerivedType(tag: DW_TAG_member, name: "sizek", scope: !423, file: !45, line: 556, baseType: !42, size: 32, offset: 160)
!433 = !DIDerivedType(tag: DW_TAG_member, name: "sizecode", scope: !423, file: !45, line: 557, baseType: !42, size: 32, offset: 192)
!434 = !DIDerivedType(tag: DW_TAG_member, name: "sizelineinfo", scope: !423, file: !45, line: 558, baseType: !42, size: 32, offset: 224)
!435 = !DIDerivedType(tag: DW_TAG_member, name: "sizep", scope: !423, file: !45, line: 559, baseType: !42, size: 32, offset: 256)
!436 = !DIDerivedType(tag: DW_TAG_member, name: "sizelocvars", scope: !423, file: !45, line: 560, baseType: !42, size: 32, offset: 288)
!437 = !DIDerivedType(tag: DW_TAG_member, name: "sizeabslineinfo", scope: !423, file: !45, line: 561, baseType: !42, size: 32, offset: 320)
!438 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !423, file: !45, line: 562, baseType: !42, size: 32, offset: 352)
!439 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !423, file: !45, line: 563, baseType: !42, size: 32, offset: 384)
!440 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !423, file: !45, line: 564, baseType: !43, size: 64, offset: 448)
!441 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !423, file: !45, line: 565, baseType: !442, size: 64, offset: 512)
!442 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !258, size: 64)
!443 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !423, file: !45, line: 566, baseType: !444, size: 64, offset: 576)
!444 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !422, size: 64)
!445 = !DIDerivedType(tag: DW_TAG_member, name: "upvalues", scope: !423, file: !45, line: 567, baseType: !446, size: 64, offset: 640)
!446 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !447, size: 64)
!447 = !DIDerivedType(tag: DW_TAG_typedef, name: "Upvaldesc", file: !45, line: 518, baseType: !448)
!448 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Upvaldesc", file: !45, line: 513, size: 128, elements: !449)
!449 = !{!450, !451, !452, !453}
!450 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !448, file: !45, line: 514, baseType: !129, size: 64)
!451 = !DIDerivedType(tag: DW_TAG_member, name: "instack", scope: !448, file: !45, line: 515, baseType: !58, size: 8, offset: 64)
!452 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !448, file: !45, line: 516, baseType: !58, size: 8, offset: 72)
!453 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !448, file: !45, line: 517, baseType: !58, size: 8, offset: 80)
!454 = !DIDerivedType(tag: DW_TAG_member, name: "lineinfo", scope: !423, file: !45, line: 568, baseType: !455, size: 64, offset: 704)
!455 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !456, size: 64)
!456 = !DIDerivedType(tag: DW_TAG_typedef, name: "ls_byte", file: !59, line: 37, baseType: !457)
!457 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!458 = !DIDerivedType(tag: DW_TAG_member, name: "abslineinfo", scope: !423, file: !45, line: 569, baseType: !459, size: 64, offset: 768)
!459 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !460, size: 64)
!460 = !DIDerivedType(tag: DW_TAG_typedef, name: "AbsLineInfo", file: !45, line: 545, baseType: !461)
!461 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "AbsLineInfo", file: !45, line: 542, size: 64, elements: !462)
!462 = !{!463, !464}
!463 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !461, file: !45, line: 543, baseType: !42, size: 32)
!464 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !461, file: !45, line: 544, baseType: !42, size: 32, offset: 32)
!465 = !DIDerivedType(tag: DW_TAG_member, name: "locvars", scope: !423, file: !45, line: 570, baseType: !466, size: 64, offset: 832)
!466 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !467, size: 64)
!467 = !DIDerivedType(tag: DW_TAG_typedef, name: "LocVar", file: !45, line: 529, baseType: !468)
!468 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LocVar", file: !45, line: 525, size: 128, elements: !469)
!469 = !{!470, !471, !472}
!470 = !DIDerivedType(tag: DW_TAG_member, name: "varname", scope: !468, file: !45, line: 526, baseType: !129, size: 64)
!471 = !DIDerivedType(tag: DW_TAG_member, name: "startpc", scope: !468, file: !45, line: 527, baseType: !42, size: 32, offset: 64)
!472 = !DIDerivedType(tag: DW_TAG_member, name: "endpc", scope: !468, file: !45, line: 528, baseType: !42, size: 32, offset: 96)
!473 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !423, file: !45, line: 571, baseType: !129, size: 64, offset: 896)
!474 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !423, file: !45, line: 572, baseType: !167, size: 64, offset: 960)
!475 = !DIDerivedType(tag: DW_TAG_member, name: "upvals", scope: !414, file: !45, line: 657, baseType: !476, size: 64, offset: 256)
!476 = !DICompositeType(tag: DW_TAG_array_type, baseType: !297, size: 64, elements: !148)
!477 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !372, file: !73, line: 358, baseType: !198, size: 448)
!478 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !372, file: !73, line: 359, baseType: !423, size: 1024)
!479 = !DIDerivedType(tag: DW_TAG_member, name: "th", scope: !372, file: !73, line: 360, baseType: !72, size: 1600)
!480 = !DIDerivedType(tag: DW_TAG_member, name: "upv", scope: !372, file: !73, line: 361, baseType: !299, size: 320)
!481 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Unsigned", file: !66, line: 97, baseType: !482)
!482 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!483 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !277, line: 90, baseType: !115)
!484 = !{!485, !490, !495, !0, !498, !503}
!485 = !DIGlobalVariableExpression(var: !486, expr: !DIExpression())
!486 = distinct !DIGlobalVariable(scope: null, file: !3, line: 341, type: !487, isLocal: true, isDefinition: true)
!487 = !DICompositeType(tag: DW_TAG_array_type, baseType: !147, size: 176, elements: !488)
!488 = !{!489}
!489 = !DISubrange(count: 22)
!490 = !DIGlobalVariableExpression(var: !491, expr: !DIExpression())
!491 = distinct !DIGlobalVariable(scope: null, file: !3, line: 490, type: !492, isLocal: true, isDefinition: true)
!492 = !DICompositeType(tag: DW_TAG_array_type, baseType: !147, size: 120, elements: !493)
!493 = !{!494}
!494 = !DISubrange(count: 15)
!495 = !DIGlobalVariableExpression(var: !496, expr: !DIExpression())
!496 = distinct !DIGlobalVariable(name: "dummynode_", scope: !2, file: !3, line: 93, type: !497, isLocal: true, isDefinition: true)
!497 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !209)
!498 = !DIGlobalVariableExpression(var: !499, expr: !DIExpression())
!499 = distinct !DIGlobalVariable(scope: null, file: !3, line: 670, type: !500, isLocal: true, isDefinition: true)
!500 = !DICompositeType(tag: DW_TAG_array_type, baseType: !147, size: 152, elements: !501)
!501 = !{!502}
!502 = !DISubrange(count: 19)
!503 = !DIGlobalVariableExpression(var: !504, expr: !DIExpression())
!504 = distinct !DIGlobalVariable(scope: null, file: !3, line: 679, type: !500, isLocal: true, isDefinition: true)
!505 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!506 = !{i32 7, !"Dwarf Version", i32 5}
!507 = !{i32 2, !"Debug Info Version", i32 3}
!508 = !{i32 1, !"wchar_size", i32 4}
!509 = !{i32 8, !"PIC Level", i32 2}
!510 = !{i32 7, !"PIE Level", i32 2}
!511 = !{i32 7, !"uwtable", i32 2}
!512 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!513 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!514 = distinct !DISubprogram(name: "luaH_realasize", scope: !3, file: !3, line: 250, type: !515, scopeLine: 250, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !520)
!515 = !DISubroutineType(types: !516)
!516 = !{!7, !517}
!517 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !518, size: 64)
!518 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !519)
!519 = !DIDerivedType(tag: DW_TAG_typedef, name: "Table", file: !45, line: 747, baseType: !198)
!520 = !{!521, !522}
!521 = !DILocalVariable(name: "t", arg: 1, scope: !514, file: !3, line: 250, type: !517)
!522 = !DILocalVariable(name: "size", scope: !523, file: !3, line: 254, type: !7)
!523 = distinct !DILexicalBlock(scope: !524, file: !3, line: 253, column: 8)
!524 = distinct !DILexicalBlock(scope: !514, file: !3, line: 251, column: 7)
!525 = !DILocation(line: 0, scope: !514)
!526 = !DILocation(line: 251, column: 7, scope: !524)
!527 = !{!528, !530, i64 10}
!528 = !{!"Table", !529, i64 0, !530, i64 8, !530, i64 9, !530, i64 10, !530, i64 11, !532, i64 12, !529, i64 16, !529, i64 24, !529, i64 32, !529, i64 40, !529, i64 48}
!529 = !{!"any pointer", !530, i64 0}
!530 = !{!"omnipotent char", !531, i64 0}
!531 = !{!"Simple C/C++ TBAA"}
!532 = !{!"int", !530, i64 0}
!533 = !DILocation(line: 0, scope: !524)
!534 = !{!528, !532, i64 12}
!535 = !DILocation(line: 0, scope: !523)
!536 = !DILocation(line: 256, column: 19, scope: !523)
!537 = !DILocation(line: 256, column: 10, scope: !523)
!538 = !DILocation(line: 257, column: 19, scope: !523)
!539 = !DILocation(line: 257, column: 10, scope: !523)
!540 = !DILocation(line: 258, column: 19, scope: !523)
!541 = !DILocation(line: 258, column: 10, scope: !523)
!542 = !DILocation(line: 259, column: 19, scope: !523)
!543 = !DILocation(line: 259, column: 10, scope: !523)
!544 = !DILocation(line: 261, column: 19, scope: !523)
!545 = !DILocation(line: 261, column: 10, scope: !523)
!546 = !DILocation(line: 266, column: 9, scope: !523)
!547 = !DILocation(line: 270, column: 1, scope: !514)
!548 = distinct !DISubprogram(name: "luaH_next", scope: !3, file: !3, line: 349, type: !549, scopeLine: 349, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !552)
!549 = !DISubroutineType(types: !550)
!550 = !{!42, !70, !551, !87}
!551 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !519, size: 64)
!552 = !{!553, !554, !555, !556, !557, !558, !565, !567, !569, !575, !577, !579, !581}
!553 = !DILocalVariable(name: "L", arg: 1, scope: !548, file: !3, line: 349, type: !70)
!554 = !DILocalVariable(name: "t", arg: 2, scope: !548, file: !3, line: 349, type: !551)
!555 = !DILocalVariable(name: "key", arg: 3, scope: !548, file: !3, line: 349, type: !87)
!556 = !DILocalVariable(name: "asize", scope: !548, file: !3, line: 350, type: !7)
!557 = !DILocalVariable(name: "i", scope: !548, file: !3, line: 351, type: !7)
!558 = !DILocalVariable(name: "io", scope: !559, file: !3, line: 354, type: !43)
!559 = distinct !DILexicalBlock(scope: !560, file: !3, line: 354, column: 7)
!560 = distinct !DILexicalBlock(scope: !561, file: !3, line: 353, column: 33)
!561 = distinct !DILexicalBlock(scope: !562, file: !3, line: 353, column: 9)
!562 = distinct !DILexicalBlock(scope: !563, file: !3, line: 352, column: 26)
!563 = distinct !DILexicalBlock(scope: !564, file: !3, line: 352, column: 3)
!564 = distinct !DILexicalBlock(scope: !548, file: !3, line: 352, column: 3)
!565 = !DILocalVariable(name: "io1", scope: !566, file: !3, line: 355, type: !43)
!566 = distinct !DILexicalBlock(scope: !560, file: !3, line: 355, column: 7)
!567 = !DILocalVariable(name: "io2", scope: !566, file: !3, line: 355, type: !568)
!568 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !505, size: 64)
!569 = !DILocalVariable(name: "n", scope: !570, file: !3, line: 361, type: !208)
!570 = distinct !DILexicalBlock(scope: !571, file: !3, line: 360, column: 38)
!571 = distinct !DILexicalBlock(scope: !572, file: !3, line: 360, column: 9)
!572 = distinct !DILexicalBlock(scope: !573, file: !3, line: 359, column: 52)
!573 = distinct !DILexicalBlock(scope: !574, file: !3, line: 359, column: 3)
!574 = distinct !DILexicalBlock(scope: !548, file: !3, line: 359, column: 3)
!575 = !DILocalVariable(name: "io_", scope: !576, file: !3, line: 362, type: !43)
!576 = distinct !DILexicalBlock(scope: !570, file: !3, line: 362, column: 7)
!577 = !DILocalVariable(name: "n_", scope: !576, file: !3, line: 362, type: !578)
!578 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !497, size: 64)
!579 = !DILocalVariable(name: "io1", scope: !580, file: !3, line: 363, type: !43)
!580 = distinct !DILexicalBlock(scope: !570, file: !3, line: 363, column: 7)
!581 = !DILocalVariable(name: "io2", scope: !580, file: !3, line: 363, type: !568)
!582 = !DILocation(line: 0, scope: !548)
!583 = !DILocation(line: 0, scope: !514, inlinedAt: !584)
!584 = distinct !DILocation(line: 350, column: 24, scope: !548)
!585 = !DILocation(line: 251, column: 7, scope: !524, inlinedAt: !584)
!586 = !DILocation(line: 0, scope: !524, inlinedAt: !584)
!587 = !DILocation(line: 0, scope: !523, inlinedAt: !584)
!588 = !DILocation(line: 256, column: 19, scope: !523, inlinedAt: !584)
!589 = !DILocation(line: 256, column: 10, scope: !523, inlinedAt: !584)
!590 = !DILocation(line: 257, column: 19, scope: !523, inlinedAt: !584)
!591 = !DILocation(line: 257, column: 10, scope: !523, inlinedAt: !584)
!592 = !DILocation(line: 258, column: 19, scope: !523, inlinedAt: !584)
!593 = !DILocation(line: 258, column: 10, scope: !523, inlinedAt: !584)
!594 = !DILocation(line: 259, column: 19, scope: !523, inlinedAt: !584)
!595 = !DILocation(line: 259, column: 10, scope: !523, inlinedAt: !584)
!596 = !DILocation(line: 261, column: 19, scope: !523, inlinedAt: !584)
!597 = !DILocation(line: 261, column: 10, scope: !523, inlinedAt: !584)
!598 = !DILocation(line: 266, column: 9, scope: !523, inlinedAt: !584)
!599 = !DILocalVariable(name: "L", arg: 1, scope: !600, file: !3, line: 331, type: !70)
!600 = distinct !DISubprogram(name: "findindex", scope: !3, file: !3, line: 331, type: !601, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !603)
!601 = !DISubroutineType(types: !602)
!602 = !{!7, !70, !551, !43, !7}
!603 = !{!599, !604, !605, !606, !607, !608}
!604 = !DILocalVariable(name: "t", arg: 2, scope: !600, file: !3, line: 331, type: !551)
!605 = !DILocalVariable(name: "key", arg: 3, scope: !600, file: !3, line: 331, type: !43)
!606 = !DILocalVariable(name: "asize", arg: 4, scope: !600, file: !3, line: 332, type: !7)
!607 = !DILocalVariable(name: "i", scope: !600, file: !3, line: 333, type: !7)
!608 = !DILocalVariable(name: "n", scope: !609, file: !3, line: 339, type: !568)
!609 = distinct !DILexicalBlock(scope: !610, file: !3, line: 338, column: 8)
!610 = distinct !DILexicalBlock(scope: !600, file: !3, line: 336, column: 7)
!611 = !DILocation(line: 0, scope: !600, inlinedAt: !612)
!612 = distinct !DILocation(line: 351, column: 20, scope: !548)
!613 = !DILocation(line: 334, column: 7, scope: !614, inlinedAt: !612)
!614 = distinct !DILexicalBlock(scope: !600, file: !3, line: 334, column: 7)
!615 = !{!616, !530, i64 8}
!616 = !{!"TValue", !530, i64 0, !530, i64 8}
!617 = !DILocation(line: 334, column: 7, scope: !600, inlinedAt: !612)
!618 = !DILocation(line: 335, column: 7, scope: !600, inlinedAt: !612)
!619 = !DILocation(line: 335, column: 37, scope: !600, inlinedAt: !612)
!620 = !{!530, !530, i64 0}
!621 = !DILocalVariable(name: "k", arg: 1, scope: !622, file: !3, line: 318, type: !364)
!622 = distinct !DISubprogram(name: "arrayindex", scope: !3, file: !3, line: 318, type: !623, scopeLine: 318, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !625)
!623 = !DISubroutineType(types: !624)
!624 = !{!7, !364}
!625 = !{!621}
!626 = !DILocation(line: 0, scope: !622, inlinedAt: !627)
!627 = distinct !DILocation(line: 335, column: 26, scope: !600, inlinedAt: !612)
!628 = !DILocation(line: 319, column: 20, scope: !629, inlinedAt: !627)
!629 = distinct !DILexicalBlock(scope: !622, file: !3, line: 319, column: 7)
!630 = !DILocation(line: 319, column: 25, scope: !629, inlinedAt: !627)
!631 = !DILocation(line: 319, column: 7, scope: !622, inlinedAt: !627)
!632 = !DILocation(line: 336, column: 9, scope: !610, inlinedAt: !612)
!633 = !DILocation(line: 336, column: 14, scope: !610, inlinedAt: !612)
!634 = !DILocation(line: 336, column: 7, scope: !600, inlinedAt: !612)
!635 = !DILocation(line: 339, column: 23, scope: !609, inlinedAt: !612)
!636 = !DILocation(line: 0, scope: !609, inlinedAt: !612)
!637 = !DILocation(line: 340, column: 9, scope: !638, inlinedAt: !612)
!638 = distinct !DILexicalBlock(scope: !609, file: !3, line: 340, column: 9)
!639 = !DILocation(line: 340, column: 9, scope: !609, inlinedAt: !612)
!640 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!641 = !DILocation(line: 341, column: 7, scope: !638, inlinedAt: !612)
!642 = !DILocation(line: 342, column: 9, scope: !609, inlinedAt: !612)
!643 = !{!528, !529, i64 24}
!644 = !DILocation(line: 344, column: 15, scope: !609, inlinedAt: !612)
!645 = !DILocation(line: 344, column: 20, scope: !609, inlinedAt: !612)
!646 = !DILocation(line: 352, column: 12, scope: !563)
!647 = !DILocation(line: 352, column: 3, scope: !564)
!648 = !{!528, !529, i64 16}
!649 = !DILocation(line: 353, column: 10, scope: !561)
!650 = !DILocation(line: 0, scope: !563)
!651 = !DILocation(line: 353, column: 9, scope: !562)
!652 = !DILocation(line: 0, scope: !559)
!653 = !DILocation(line: 354, column: 7, scope: !559)
!654 = !DILocation(line: 0, scope: !566)
!655 = !DILocation(line: 355, column: 7, scope: !566)
!656 = !DILocation(line: 356, column: 7, scope: !560)
!657 = distinct !{!657, !647, !658, !659}
!658 = !DILocation(line: 358, column: 3, scope: !564)
!659 = !{!"llvm.loop.mustprogress"}
!660 = !DILocation(line: 359, column: 10, scope: !574)
!661 = !{!528, !530, i64 11}
!662 = !DILocation(line: 359, column: 32, scope: !573)
!663 = !DILocation(line: 359, column: 3, scope: !574)
!664 = !DILocation(line: 359, column: 48, scope: !573)
!665 = distinct !{!665, !663, !666, !659}
!666 = !DILocation(line: 366, column: 3, scope: !574)
!667 = !DILocation(line: 360, column: 10, scope: !571)
!668 = !DILocation(line: 360, column: 9, scope: !572)
!669 = !DILocation(line: 0, scope: !570)
!670 = !DILocation(line: 0, scope: !576)
!671 = !DILocation(line: 362, column: 7, scope: !576)
!672 = !DILocation(line: 0, scope: !580)
!673 = !DILocation(line: 368, column: 1, scope: !548)
!674 = distinct !DISubprogram(name: "luaH_resize", scope: !3, file: !3, line: 553, type: !675, scopeLine: 554, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !677)
!675 = !DISubroutineType(types: !676)
!676 = !{null, !70, !551, !7, !7}
!677 = !{!678, !679, !680, !681, !682, !683, !684, !685}
!678 = !DILocalVariable(name: "L", arg: 1, scope: !674, file: !3, line: 553, type: !70)
!679 = !DILocalVariable(name: "t", arg: 2, scope: !674, file: !3, line: 553, type: !551)
!680 = !DILocalVariable(name: "newasize", arg: 3, scope: !674, file: !3, line: 553, type: !7)
!681 = !DILocalVariable(name: "nhsize", arg: 4, scope: !674, file: !3, line: 554, type: !7)
!682 = !DILocalVariable(name: "i", scope: !674, file: !3, line: 555, type: !7)
!683 = !DILocalVariable(name: "newt", scope: !674, file: !3, line: 556, type: !519)
!684 = !DILocalVariable(name: "oldasize", scope: !674, file: !3, line: 557, type: !7)
!685 = !DILocalVariable(name: "newarray", scope: !674, file: !3, line: 558, type: !43)
!686 = distinct !DIAssignID()
!687 = distinct !DIAssignID()
!688 = distinct !DIAssignID()
!689 = !DILocation(line: 0, scope: !674)
!690 = !DILocation(line: 556, column: 3, scope: !674)
!691 = !DILocalVariable(name: "t", arg: 1, scope: !692, file: !3, line: 283, type: !551)
!692 = distinct !DISubprogram(name: "setlimittosize", scope: !3, file: !3, line: 283, type: !693, scopeLine: 283, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !695)
!693 = !DISubroutineType(types: !694)
!694 = !{!7, !551}
!695 = !{!691}
!696 = !DILocation(line: 0, scope: !692, inlinedAt: !697)
!697 = distinct !DILocation(line: 557, column: 27, scope: !674)
!698 = !DILocation(line: 0, scope: !514, inlinedAt: !699)
!699 = distinct !DILocation(line: 284, column: 15, scope: !692, inlinedAt: !697)
!700 = !DILocation(line: 251, column: 7, scope: !524, inlinedAt: !699)
!701 = !DILocation(line: 0, scope: !524, inlinedAt: !699)
!702 = !DILocation(line: 0, scope: !523, inlinedAt: !699)
!703 = !DILocation(line: 256, column: 19, scope: !523, inlinedAt: !699)
!704 = !DILocation(line: 256, column: 10, scope: !523, inlinedAt: !699)
!705 = !DILocation(line: 257, column: 19, scope: !523, inlinedAt: !699)
!706 = !DILocation(line: 257, column: 10, scope: !523, inlinedAt: !699)
!707 = !DILocation(line: 258, column: 19, scope: !523, inlinedAt: !699)
!708 = !DILocation(line: 258, column: 10, scope: !523, inlinedAt: !699)
!709 = !DILocation(line: 259, column: 19, scope: !523, inlinedAt: !699)
!710 = !DILocation(line: 259, column: 10, scope: !523, inlinedAt: !699)
!711 = !DILocation(line: 261, column: 19, scope: !523, inlinedAt: !699)
!712 = !DILocation(line: 261, column: 10, scope: !523, inlinedAt: !699)
!713 = !DILocation(line: 266, column: 9, scope: !523, inlinedAt: !699)
!714 = !DILocation(line: 284, column: 13, scope: !692, inlinedAt: !697)
!715 = !DILocation(line: 285, column: 3, scope: !692, inlinedAt: !697)
!716 = !DILocalVariable(name: "L", arg: 1, scope: !717, file: !3, line: 480, type: !70)
!717 = distinct !DISubprogram(name: "setnodevector", scope: !3, file: !3, line: 480, type: !718, scopeLine: 480, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !720)
!718 = !DISubroutineType(types: !719)
!719 = !{null, !70, !551, !7}
!720 = !{!716, !721, !722, !723, !726, !727}
!721 = !DILocalVariable(name: "t", arg: 2, scope: !717, file: !3, line: 480, type: !551)
!722 = !DILocalVariable(name: "size", arg: 3, scope: !717, file: !3, line: 480, type: !7)
!723 = !DILocalVariable(name: "i", scope: !724, file: !3, line: 487, type: !42)
!724 = distinct !DILexicalBlock(scope: !725, file: !3, line: 486, column: 8)
!725 = distinct !DILexicalBlock(scope: !717, file: !3, line: 481, column: 7)
!726 = !DILocalVariable(name: "lsize", scope: !724, file: !3, line: 488, type: !42)
!727 = !DILocalVariable(name: "n", scope: !728, file: !3, line: 494, type: !208)
!728 = distinct !DILexicalBlock(scope: !729, file: !3, line: 493, column: 42)
!729 = distinct !DILexicalBlock(scope: !730, file: !3, line: 493, column: 5)
!730 = distinct !DILexicalBlock(scope: !724, file: !3, line: 493, column: 5)
!731 = !DILocation(line: 0, scope: !717, inlinedAt: !732)
!732 = distinct !DILocation(line: 560, column: 3, scope: !674)
!733 = !DILocation(line: 481, column: 12, scope: !725, inlinedAt: !732)
!734 = !DILocation(line: 481, column: 7, scope: !717, inlinedAt: !732)
!735 = !DILocation(line: 482, column: 8, scope: !736, inlinedAt: !732)
!736 = distinct !DILexicalBlock(scope: !725, file: !3, line: 481, column: 18)
!737 = !DILocation(line: 482, column: 13, scope: !736, inlinedAt: !732)
!738 = distinct !DIAssignID()
!739 = !DILocation(line: 483, column: 8, scope: !736, inlinedAt: !732)
!740 = !DILocation(line: 483, column: 18, scope: !736, inlinedAt: !732)
!741 = distinct !DIAssignID()
!742 = !DILocation(line: 485, column: 3, scope: !736, inlinedAt: !732)
!743 = !DILocation(line: 488, column: 17, scope: !724, inlinedAt: !732)
!744 = !DILocation(line: 0, scope: !724, inlinedAt: !732)
!745 = !DILocation(line: 489, column: 26, scope: !746, inlinedAt: !732)
!746 = distinct !DILexicalBlock(scope: !724, file: !3, line: 489, column: 9)
!747 = !DILocation(line: 490, column: 7, scope: !746, inlinedAt: !732)
!748 = !DILocation(line: 489, column: 33, scope: !746, inlinedAt: !732)
!749 = !DILocation(line: 492, column: 15, scope: !724, inlinedAt: !732)
!750 = !DILocation(line: 492, column: 8, scope: !724, inlinedAt: !732)
!751 = !DILocation(line: 492, column: 13, scope: !724, inlinedAt: !732)
!752 = distinct !DIAssignID()
!753 = !DILocation(line: 493, column: 19, scope: !729, inlinedAt: !732)
!754 = !DILocation(line: 493, column: 5, scope: !730, inlinedAt: !732)
!755 = !DILocation(line: 494, column: 17, scope: !728, inlinedAt: !732)
!756 = !DILocation(line: 0, scope: !728, inlinedAt: !732)
!757 = !DILocation(line: 495, column: 7, scope: !728, inlinedAt: !732)
!758 = !DILocation(line: 495, column: 16, scope: !728, inlinedAt: !732)
!759 = !DILocation(line: 496, column: 7, scope: !728, inlinedAt: !732)
!760 = !DILocation(line: 497, column: 7, scope: !728, inlinedAt: !732)
!761 = !DILocation(line: 493, column: 38, scope: !729, inlinedAt: !732)
!762 = distinct !{!762, !754, !763, !659}
!763 = !DILocation(line: 498, column: 5, scope: !730, inlinedAt: !732)
!764 = distinct !{!764, !765}
!765 = !{!"llvm.loop.unroll.disable"}
!766 = !DILocation(line: 499, column: 20, scope: !724, inlinedAt: !732)
!767 = !DILocation(line: 499, column: 8, scope: !724, inlinedAt: !732)
!768 = !DILocation(line: 499, column: 18, scope: !724, inlinedAt: !732)
!769 = distinct !DIAssignID()
!770 = !DILocation(line: 500, column: 19, scope: !724, inlinedAt: !732)
!771 = !DILocation(line: 0, scope: !725, inlinedAt: !732)
!772 = !{!528, !529, i64 32}
!773 = distinct !DIAssignID()
!774 = !DILocation(line: 561, column: 16, scope: !775)
!775 = distinct !DILexicalBlock(scope: !674, file: !3, line: 561, column: 7)
!776 = !DILocation(line: 561, column: 7, scope: !674)
!777 = !DILocation(line: 573, column: 14, scope: !674)
!778 = !DILocation(line: 562, column: 15, scope: !779)
!779 = distinct !DILexicalBlock(scope: !775, file: !3, line: 561, column: 28)
!780 = !DILocalVariable(name: "t1", arg: 1, scope: !781, file: !3, line: 527, type: !551)
!781 = distinct !DISubprogram(name: "exchangehashpart", scope: !3, file: !3, line: 527, type: !782, scopeLine: 527, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !784)
!782 = !DISubroutineType(types: !783)
!783 = !{null, !551, !551}
!784 = !{!780, !785, !786, !787, !788}
!785 = !DILocalVariable(name: "t2", arg: 2, scope: !781, file: !3, line: 527, type: !551)
!786 = !DILocalVariable(name: "lsizenode", scope: !781, file: !3, line: 528, type: !58)
!787 = !DILocalVariable(name: "node", scope: !781, file: !3, line: 529, type: !208)
!788 = !DILocalVariable(name: "lastfree", scope: !781, file: !3, line: 530, type: !208)
!789 = !DILocation(line: 0, scope: !781, inlinedAt: !790)
!790 = distinct !DILocation(line: 563, column: 5, scope: !779)
!791 = !DILocation(line: 528, column: 27, scope: !781, inlinedAt: !790)
!792 = !DILocation(line: 529, column: 20, scope: !781, inlinedAt: !790)
!793 = !DILocation(line: 530, column: 24, scope: !781, inlinedAt: !790)
!794 = !DILocation(line: 531, column: 23, scope: !781, inlinedAt: !790)
!795 = !DILocation(line: 531, column: 17, scope: !781, inlinedAt: !790)
!796 = !DILocation(line: 532, column: 18, scope: !781, inlinedAt: !790)
!797 = !DILocation(line: 534, column: 17, scope: !781, inlinedAt: !790)
!798 = distinct !DIAssignID()
!799 = !{!529, !529, i64 0}
!800 = !DILocation(line: 532, column: 12, scope: !781, inlinedAt: !790)
!801 = !DILocation(line: 533, column: 16, scope: !781, inlinedAt: !790)
!802 = distinct !DIAssignID()
!803 = !DILocation(line: 535, column: 12, scope: !781, inlinedAt: !790)
!804 = !DILocation(line: 565, column: 5, scope: !805)
!805 = distinct !DILexicalBlock(scope: !779, file: !3, line: 565, column: 5)
!806 = !DILocation(line: 565, column: 26, scope: !807)
!807 = distinct !DILexicalBlock(scope: !805, file: !3, line: 565, column: 5)
!808 = !DILocation(line: 566, column: 12, scope: !809)
!809 = distinct !DILexicalBlock(scope: !810, file: !3, line: 566, column: 11)
!810 = distinct !DILexicalBlock(scope: !807, file: !3, line: 565, column: 43)
!811 = !DILocation(line: 0, scope: !807)
!812 = !DILocation(line: 566, column: 11, scope: !810)
!813 = !DILocalVariable(name: "k", scope: !814, file: !3, line: 848, type: !44)
!814 = distinct !DILexicalBlock(scope: !815, file: !3, line: 847, column: 21)
!815 = distinct !DILexicalBlock(scope: !816, file: !3, line: 847, column: 7)
!816 = distinct !DISubprogram(name: "luaH_setint", scope: !3, file: !3, line: 845, type: !817, scopeLine: 845, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !819)
!817 = !DISubroutineType(types: !818)
!818 = !{null, !70, !551, !364, !43}
!819 = !{!820, !821, !822, !823, !824, !813, !825, !827, !829}
!820 = !DILocalVariable(name: "L", arg: 1, scope: !816, file: !3, line: 845, type: !70)
!821 = !DILocalVariable(name: "t", arg: 2, scope: !816, file: !3, line: 845, type: !551)
!822 = !DILocalVariable(name: "key", arg: 3, scope: !816, file: !3, line: 845, type: !364)
!823 = !DILocalVariable(name: "value", arg: 4, scope: !816, file: !3, line: 845, type: !43)
!824 = !DILocalVariable(name: "p", scope: !816, file: !3, line: 846, type: !568)
!825 = !DILocalVariable(name: "io", scope: !826, file: !3, line: 849, type: !43)
!826 = distinct !DILexicalBlock(scope: !814, file: !3, line: 849, column: 5)
!827 = !DILocalVariable(name: "io1", scope: !828, file: !3, line: 853, type: !43)
!828 = distinct !DILexicalBlock(scope: !815, file: !3, line: 853, column: 5)
!829 = !DILocalVariable(name: "io2", scope: !828, file: !3, line: 853, type: !568)
!830 = !DILocation(line: 0, scope: !814, inlinedAt: !831)
!831 = distinct !DILocation(line: 567, column: 9, scope: !809)
!832 = !DILocation(line: 0, scope: !816, inlinedAt: !831)
!833 = !DILocalVariable(name: "t", arg: 1, scope: !834, file: !3, line: 745, type: !551)
!834 = distinct !DISubprogram(name: "luaH_getint", scope: !3, file: !3, line: 745, type: !835, scopeLine: 745, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !837)
!835 = !DISubroutineType(types: !836)
!836 = !{!568, !551, !364}
!837 = !{!833, !838, !839, !840, !844}
!838 = !DILocalVariable(name: "key", arg: 2, scope: !834, file: !3, line: 745, type: !364)
!839 = !DILocalVariable(name: "alimit", scope: !834, file: !3, line: 746, type: !481)
!840 = !DILocalVariable(name: "n", scope: !841, file: !3, line: 755, type: !208)
!841 = distinct !DILexicalBlock(scope: !842, file: !3, line: 754, column: 8)
!842 = distinct !DILexicalBlock(scope: !843, file: !3, line: 749, column: 12)
!843 = distinct !DILexicalBlock(scope: !834, file: !3, line: 747, column: 7)
!844 = !DILocalVariable(name: "nx", scope: !845, file: !3, line: 760, type: !42)
!845 = distinct !DILexicalBlock(scope: !846, file: !3, line: 759, column: 12)
!846 = distinct !DILexicalBlock(scope: !847, file: !3, line: 757, column: 11)
!847 = distinct !DILexicalBlock(scope: !848, file: !3, line: 756, column: 14)
!848 = distinct !DILexicalBlock(scope: !849, file: !3, line: 756, column: 5)
!849 = distinct !DILexicalBlock(scope: !841, file: !3, line: 756, column: 5)
!850 = !DILocation(line: 0, scope: !834, inlinedAt: !851)
!851 = distinct !DILocation(line: 846, column: 21, scope: !816, inlinedAt: !831)
!852 = !DILocation(line: 746, column: 28, scope: !834, inlinedAt: !851)
!853 = !DILocation(line: 746, column: 25, scope: !834, inlinedAt: !851)
!854 = !DILocation(line: 747, column: 27, scope: !843, inlinedAt: !851)
!855 = !DILocation(line: 747, column: 7, scope: !834, inlinedAt: !851)
!856 = !DILocation(line: 749, column: 13, scope: !842, inlinedAt: !851)
!857 = !DILocation(line: 749, column: 28, scope: !842, inlinedAt: !851)
!858 = !DILocation(line: 750, column: 38, scope: !842, inlinedAt: !851)
!859 = !DILocation(line: 750, column: 36, scope: !842, inlinedAt: !851)
!860 = !DILocation(line: 750, column: 54, scope: !842, inlinedAt: !851)
!861 = !DILocation(line: 749, column: 12, scope: !843, inlinedAt: !851)
!862 = !DILocation(line: 751, column: 15, scope: !863, inlinedAt: !851)
!863 = distinct !DILexicalBlock(scope: !842, file: !3, line: 750, column: 65)
!864 = !DILocation(line: 752, column: 5, scope: !863, inlinedAt: !851)
!865 = !DILocalVariable(name: "t", arg: 1, scope: !866, file: !3, line: 108, type: !517)
!866 = distinct !DISubprogram(name: "hashint", scope: !3, file: !3, line: 108, type: !867, scopeLine: 108, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !869)
!867 = !DISubroutineType(types: !868)
!868 = !{!208, !517, !364}
!869 = !{!865, !870, !871}
!870 = !DILocalVariable(name: "i", arg: 2, scope: !866, file: !3, line: 108, type: !364)
!871 = !DILocalVariable(name: "ui", scope: !866, file: !3, line: 109, type: !481)
!872 = !DILocation(line: 0, scope: !866, inlinedAt: !873)
!873 = distinct !DILocation(line: 755, column: 15, scope: !841, inlinedAt: !851)
!874 = !DILocation(line: 0, scope: !875, inlinedAt: !873)
!875 = distinct !DILexicalBlock(scope: !866, file: !3, line: 110, column: 7)
!876 = !DILocation(line: 0, scope: !841, inlinedAt: !851)
!877 = !DILocation(line: 756, column: 5, scope: !841, inlinedAt: !851)
!878 = !DILocation(line: 755, column: 11, scope: !841, inlinedAt: !851)
!879 = !DILocation(line: 757, column: 11, scope: !846, inlinedAt: !851)
!880 = !DILocation(line: 757, column: 27, scope: !846, inlinedAt: !851)
!881 = !DILocation(line: 757, column: 30, scope: !846, inlinedAt: !851)
!882 = !DILocation(line: 757, column: 41, scope: !846, inlinedAt: !851)
!883 = !DILocation(line: 757, column: 11, scope: !847, inlinedAt: !851)
!884 = !DILocation(line: 760, column: 18, scope: !845, inlinedAt: !851)
!885 = !DILocation(line: 0, scope: !845, inlinedAt: !851)
!886 = !DILocation(line: 761, column: 16, scope: !887, inlinedAt: !851)
!887 = distinct !DILexicalBlock(scope: !845, file: !3, line: 761, column: 13)
!888 = !DILocation(line: 761, column: 13, scope: !845, inlinedAt: !851)
!889 = !DILocation(line: 847, column: 7, scope: !815, inlinedAt: !831)
!890 = !DILocation(line: 0, scope: !843, inlinedAt: !851)
!891 = !DILocation(line: 847, column: 7, scope: !816, inlinedAt: !831)
!892 = !DILocation(line: 848, column: 5, scope: !814, inlinedAt: !831)
!893 = !DILocation(line: 0, scope: !826, inlinedAt: !831)
!894 = !DILocation(line: 849, column: 5, scope: !826, inlinedAt: !831)
!895 = !DILocation(line: 850, column: 5, scope: !814, inlinedAt: !831)
!896 = !DILocation(line: 851, column: 3, scope: !815, inlinedAt: !831)
!897 = !DILocation(line: 851, column: 3, scope: !814, inlinedAt: !831)
!898 = !DILocation(line: 0, scope: !828, inlinedAt: !831)
!899 = !DILocation(line: 853, column: 5, scope: !828, inlinedAt: !831)
!900 = distinct !{!900, !804, !901, !659}
!901 = !DILocation(line: 568, column: 5, scope: !805)
!902 = !DILocation(line: 569, column: 15, scope: !779)
!903 = !DILocation(line: 0, scope: !781, inlinedAt: !904)
!904 = distinct !DILocation(line: 570, column: 5, scope: !779)
!905 = !DILocation(line: 528, column: 27, scope: !781, inlinedAt: !904)
!906 = !DILocation(line: 529, column: 20, scope: !781, inlinedAt: !904)
!907 = !DILocation(line: 530, column: 24, scope: !781, inlinedAt: !904)
!908 = !DILocation(line: 531, column: 23, scope: !781, inlinedAt: !904)
!909 = !DILocation(line: 531, column: 17, scope: !781, inlinedAt: !904)
!910 = !DILocation(line: 532, column: 18, scope: !781, inlinedAt: !904)
!911 = !DILocation(line: 532, column: 12, scope: !781, inlinedAt: !904)
!912 = !DILocation(line: 534, column: 17, scope: !781, inlinedAt: !904)
!913 = distinct !DIAssignID()
!914 = !DILocation(line: 535, column: 12, scope: !781, inlinedAt: !904)
!915 = distinct !DIAssignID()
!916 = !DILocation(line: 536, column: 16, scope: !781, inlinedAt: !904)
!917 = distinct !DIAssignID()
!918 = !DILocation(line: 571, column: 3, scope: !779)
!919 = !DILocation(line: 574, column: 7, scope: !920)
!920 = distinct !DILexicalBlock(scope: !674, file: !3, line: 574, column: 7)
!921 = !DILocation(line: 574, column: 7, scope: !674)
!922 = !DILocation(line: 575, column: 5, scope: !923)
!923 = distinct !DILexicalBlock(scope: !920, file: !3, line: 574, column: 53)
!924 = !DILocation(line: 576, column: 5, scope: !923)
!925 = !DILocation(line: 0, scope: !781, inlinedAt: !926)
!926 = distinct !DILocation(line: 579, column: 3, scope: !674)
!927 = !DILocation(line: 528, column: 27, scope: !781, inlinedAt: !926)
!928 = !DILocation(line: 529, column: 20, scope: !781, inlinedAt: !926)
!929 = !DILocation(line: 530, column: 24, scope: !781, inlinedAt: !926)
!930 = !DILocation(line: 531, column: 17, scope: !781, inlinedAt: !926)
!931 = !DILocation(line: 532, column: 12, scope: !781, inlinedAt: !926)
!932 = !DILocation(line: 533, column: 16, scope: !781, inlinedAt: !926)
!933 = distinct !DIAssignID()
!934 = distinct !DIAssignID()
!935 = distinct !DIAssignID()
!936 = !DILocation(line: 580, column: 12, scope: !674)
!937 = !DILocation(line: 581, column: 13, scope: !674)
!938 = !DILocation(line: 582, column: 24, scope: !939)
!939 = distinct !DILexicalBlock(scope: !940, file: !3, line: 582, column: 3)
!940 = distinct !DILexicalBlock(scope: !674, file: !3, line: 582, column: 3)
!941 = !DILocation(line: 582, column: 3, scope: !940)
!942 = !DILocation(line: 583, column: 6, scope: !939)
!943 = !DILocation(line: 582, column: 37, scope: !939)
!944 = distinct !{!944, !765}
!945 = distinct !{!945, !941, !946, !659}
!946 = !DILocation(line: 583, column: 6, scope: !940)
!947 = !DILocalVariable(name: "k", scope: !948, file: !3, line: 516, type: !44)
!948 = distinct !DILexicalBlock(scope: !949, file: !3, line: 513, column: 30)
!949 = distinct !DILexicalBlock(scope: !950, file: !3, line: 513, column: 9)
!950 = distinct !DILexicalBlock(scope: !951, file: !3, line: 511, column: 30)
!951 = distinct !DILexicalBlock(scope: !952, file: !3, line: 511, column: 3)
!952 = distinct !DILexicalBlock(scope: !953, file: !3, line: 511, column: 3)
!953 = distinct !DISubprogram(name: "reinsert", scope: !3, file: !3, line: 508, type: !954, scopeLine: 508, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !956)
!954 = !DISubroutineType(types: !955)
!955 = !{null, !70, !551, !551}
!956 = !{!957, !958, !959, !960, !961, !962, !947, !963, !965}
!957 = !DILocalVariable(name: "L", arg: 1, scope: !953, file: !3, line: 508, type: !70)
!958 = !DILocalVariable(name: "ot", arg: 2, scope: !953, file: !3, line: 508, type: !551)
!959 = !DILocalVariable(name: "t", arg: 3, scope: !953, file: !3, line: 508, type: !551)
!960 = !DILocalVariable(name: "j", scope: !953, file: !3, line: 509, type: !42)
!961 = !DILocalVariable(name: "size", scope: !953, file: !3, line: 510, type: !42)
!962 = !DILocalVariable(name: "old", scope: !950, file: !3, line: 512, type: !208)
!963 = !DILocalVariable(name: "io_", scope: !964, file: !3, line: 517, type: !43)
!964 = distinct !DILexicalBlock(scope: !948, file: !3, line: 517, column: 7)
!965 = !DILocalVariable(name: "n_", scope: !964, file: !3, line: 517, type: !578)
!966 = !DILocation(line: 0, scope: !948, inlinedAt: !967)
!967 = distinct !DILocation(line: 585, column: 3, scope: !674)
!968 = !DILocation(line: 0, scope: !953, inlinedAt: !967)
!969 = !DILocation(line: 510, column: 14, scope: !953, inlinedAt: !967)
!970 = !DILocation(line: 511, column: 17, scope: !951, inlinedAt: !967)
!971 = !DILocation(line: 511, column: 3, scope: !952, inlinedAt: !967)
!972 = !DILocation(line: 512, column: 17, scope: !950, inlinedAt: !967)
!973 = !DILocation(line: 0, scope: !950, inlinedAt: !967)
!974 = !DILocation(line: 513, column: 10, scope: !949, inlinedAt: !967)
!975 = !DILocation(line: 513, column: 9, scope: !950, inlinedAt: !967)
!976 = !DILocation(line: 516, column: 7, scope: !948, inlinedAt: !967)
!977 = !DILocation(line: 0, scope: !964, inlinedAt: !967)
!978 = !DILocation(line: 517, column: 7, scope: !964, inlinedAt: !967)
!979 = !DILocalVariable(name: "L", arg: 1, scope: !980, file: !3, line: 839, type: !70)
!980 = distinct !DISubprogram(name: "luaH_set", scope: !3, file: !3, line: 839, type: !981, scopeLine: 839, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !983)
!981 = !DISubroutineType(types: !982)
!982 = !{null, !70, !551, !568, !43}
!983 = !{!979, !984, !985, !986, !987}
!984 = !DILocalVariable(name: "t", arg: 2, scope: !980, file: !3, line: 839, type: !551)
!985 = !DILocalVariable(name: "key", arg: 3, scope: !980, file: !3, line: 839, type: !568)
!986 = !DILocalVariable(name: "value", arg: 4, scope: !980, file: !3, line: 839, type: !43)
!987 = !DILocalVariable(name: "slot", scope: !980, file: !3, line: 840, type: !568)
!988 = !DILocation(line: 0, scope: !980, inlinedAt: !989)
!989 = distinct !DILocation(line: 518, column: 7, scope: !948, inlinedAt: !967)
!990 = !DILocation(line: 840, column: 24, scope: !980, inlinedAt: !989)
!991 = !DILocalVariable(name: "L", arg: 1, scope: !992, file: !3, line: 826, type: !70)
!992 = distinct !DISubprogram(name: "luaH_finishset", scope: !3, file: !3, line: 826, type: !993, scopeLine: 827, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !995)
!993 = !DISubroutineType(types: !994)
!994 = !{null, !70, !551, !568, !568, !43}
!995 = !{!991, !996, !997, !998, !999, !1000, !1003}
!996 = !DILocalVariable(name: "t", arg: 2, scope: !992, file: !3, line: 826, type: !551)
!997 = !DILocalVariable(name: "key", arg: 3, scope: !992, file: !3, line: 826, type: !568)
!998 = !DILocalVariable(name: "slot", arg: 4, scope: !992, file: !3, line: 827, type: !568)
!999 = !DILocalVariable(name: "value", arg: 5, scope: !992, file: !3, line: 827, type: !43)
!1000 = !DILocalVariable(name: "io1", scope: !1001, file: !3, line: 831, type: !43)
!1001 = distinct !DILexicalBlock(scope: !1002, file: !3, line: 831, column: 5)
!1002 = distinct !DILexicalBlock(scope: !992, file: !3, line: 828, column: 7)
!1003 = !DILocalVariable(name: "io2", scope: !1001, file: !3, line: 831, type: !568)
!1004 = !DILocation(line: 0, scope: !992, inlinedAt: !1005)
!1005 = distinct !DILocation(line: 841, column: 3, scope: !980, inlinedAt: !989)
!1006 = !DILocation(line: 828, column: 7, scope: !1002, inlinedAt: !1005)
!1007 = !DILocation(line: 828, column: 7, scope: !992, inlinedAt: !1005)
!1008 = !DILocation(line: 829, column: 5, scope: !1002, inlinedAt: !1005)
!1009 = !DILocation(line: 0, scope: !1001, inlinedAt: !1005)
!1010 = !DILocation(line: 831, column: 5, scope: !1001, inlinedAt: !1005)
!1011 = !DILocation(line: 519, column: 5, scope: !949, inlinedAt: !967)
!1012 = !DILocation(line: 519, column: 5, scope: !948, inlinedAt: !967)
!1013 = !DILocation(line: 511, column: 26, scope: !951, inlinedAt: !967)
!1014 = distinct !{!1014, !971, !1015, !659}
!1015 = !DILocation(line: 520, column: 3, scope: !952, inlinedAt: !967)
!1016 = !DILocalVariable(name: "L", arg: 1, scope: !1017, file: !3, line: 371, type: !70)
!1017 = distinct !DISubprogram(name: "freehash", scope: !3, file: !3, line: 371, type: !1018, scopeLine: 371, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1020)
!1018 = !DISubroutineType(types: !1019)
!1019 = !{null, !70, !551}
!1020 = !{!1016, !1021}
!1021 = !DILocalVariable(name: "t", arg: 2, scope: !1017, file: !3, line: 371, type: !551)
!1022 = !DILocation(line: 0, scope: !1017, inlinedAt: !1023)
!1023 = distinct !DILocation(line: 586, column: 3, scope: !674)
!1024 = !DILocation(line: 372, column: 8, scope: !1025, inlinedAt: !1023)
!1025 = distinct !DILexicalBlock(scope: !1017, file: !3, line: 372, column: 7)
!1026 = !DILocation(line: 372, column: 7, scope: !1017, inlinedAt: !1023)
!1027 = !DILocation(line: 373, column: 5, scope: !1025, inlinedAt: !1023)
!1028 = !DILocation(line: 587, column: 1, scope: !674)
!1029 = distinct !DIAssignID()
!1030 = !DILocation(line: 0, scope: !814)
!1031 = !DILocation(line: 0, scope: !816)
!1032 = !DILocation(line: 0, scope: !834, inlinedAt: !1033)
!1033 = distinct !DILocation(line: 846, column: 21, scope: !816)
!1034 = !DILocation(line: 746, column: 28, scope: !834, inlinedAt: !1033)
!1035 = !DILocation(line: 746, column: 25, scope: !834, inlinedAt: !1033)
!1036 = !DILocation(line: 747, column: 22, scope: !843, inlinedAt: !1033)
!1037 = !DILocation(line: 747, column: 27, scope: !843, inlinedAt: !1033)
!1038 = !DILocation(line: 747, column: 7, scope: !834, inlinedAt: !1033)
!1039 = !DILocation(line: 749, column: 13, scope: !842, inlinedAt: !1033)
!1040 = !DILocation(line: 749, column: 28, scope: !842, inlinedAt: !1033)
!1041 = !DILocation(line: 750, column: 38, scope: !842, inlinedAt: !1033)
!1042 = !DILocation(line: 750, column: 36, scope: !842, inlinedAt: !1033)
!1043 = !DILocation(line: 750, column: 54, scope: !842, inlinedAt: !1033)
!1044 = !DILocation(line: 749, column: 12, scope: !843, inlinedAt: !1033)
!1045 = !DILocation(line: 751, column: 17, scope: !863, inlinedAt: !1033)
!1046 = !DILocation(line: 751, column: 15, scope: !863, inlinedAt: !1033)
!1047 = !DILocation(line: 752, column: 5, scope: !863, inlinedAt: !1033)
!1048 = !DILocation(line: 0, scope: !866, inlinedAt: !1049)
!1049 = distinct !DILocation(line: 755, column: 15, scope: !841, inlinedAt: !1033)
!1050 = !DILocation(line: 110, column: 10, scope: !875, inlinedAt: !1049)
!1051 = !DILocation(line: 0, scope: !875, inlinedAt: !1049)
!1052 = !DILocation(line: 110, column: 7, scope: !866, inlinedAt: !1049)
!1053 = !DILocation(line: 111, column: 12, scope: !875, inlinedAt: !1049)
!1054 = !DILocation(line: 111, column: 5, scope: !875, inlinedAt: !1049)
!1055 = !DILocation(line: 113, column: 12, scope: !875, inlinedAt: !1049)
!1056 = !DILocation(line: 113, column: 5, scope: !875, inlinedAt: !1049)
!1057 = !DILocation(line: 0, scope: !841, inlinedAt: !1033)
!1058 = !DILocation(line: 756, column: 5, scope: !841, inlinedAt: !1033)
!1059 = !DILocation(line: 755, column: 11, scope: !841, inlinedAt: !1033)
!1060 = !DILocation(line: 757, column: 11, scope: !846, inlinedAt: !1033)
!1061 = !DILocation(line: 757, column: 27, scope: !846, inlinedAt: !1033)
!1062 = !DILocation(line: 757, column: 30, scope: !846, inlinedAt: !1033)
!1063 = !DILocation(line: 757, column: 41, scope: !846, inlinedAt: !1033)
!1064 = !DILocation(line: 757, column: 11, scope: !847, inlinedAt: !1033)
!1065 = !DILocation(line: 760, column: 18, scope: !845, inlinedAt: !1033)
!1066 = !DILocation(line: 0, scope: !845, inlinedAt: !1033)
!1067 = !DILocation(line: 761, column: 16, scope: !887, inlinedAt: !1033)
!1068 = !DILocation(line: 761, column: 13, scope: !845, inlinedAt: !1033)
!1069 = !DILocation(line: 0, scope: !843, inlinedAt: !1033)
!1070 = !DILocation(line: 767, column: 1, scope: !834, inlinedAt: !1033)
!1071 = !DILocation(line: 847, column: 7, scope: !815)
!1072 = !DILocation(line: 847, column: 7, scope: !816)
!1073 = !DILocation(line: 848, column: 5, scope: !814)
!1074 = !DILocation(line: 0, scope: !826)
!1075 = !DILocation(line: 849, column: 5, scope: !826)
!1076 = !DILocation(line: 850, column: 5, scope: !814)
!1077 = !DILocation(line: 851, column: 3, scope: !815)
!1078 = !DILocation(line: 851, column: 3, scope: !814)
!1079 = !DILocation(line: 0, scope: !828)
!1080 = !DILocation(line: 853, column: 5, scope: !828)
!1081 = !DILocation(line: 854, column: 1, scope: !816)
!1082 = !DISubprogram(name: "luaM_realloc_", scope: !1083, file: !1083, line: 80, type: !1084, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1083 = !DIFile(filename: "src/lua/lmem.h", directory: ".", checksumkind: CSK_MD5, checksum: "313e02a40d047c422219b8cdf3b31411")
!1084 = !DISubroutineType(types: !1085)
!1085 = !{!63, !70, !63, !113, !113}
!1086 = !DILocation(line: 0, scope: !1017)
!1087 = !DILocation(line: 372, column: 8, scope: !1025)
!1088 = !DILocation(line: 372, column: 7, scope: !1017)
!1089 = !DILocation(line: 373, column: 5, scope: !1025)
!1090 = !DILocation(line: 374, column: 1, scope: !1017)
!1091 = !DISubprogram(name: "luaD_throw", scope: !1092, file: !1092, line: 83, type: !1093, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1092 = !DIFile(filename: "src/lua/ldo.h", directory: ".", checksumkind: CSK_MD5, checksum: "28138809e652958723ca82a42b18e9f3")
!1093 = !DISubroutineType(types: !1094)
!1094 = !{null, !70, !42}
!1095 = distinct !DISubprogram(name: "luaH_resizearray", scope: !3, file: !3, line: 590, type: !718, scopeLine: 590, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1096)
!1096 = !{!1097, !1098, !1099, !1100}
!1097 = !DILocalVariable(name: "L", arg: 1, scope: !1095, file: !3, line: 590, type: !70)
!1098 = !DILocalVariable(name: "t", arg: 2, scope: !1095, file: !3, line: 590, type: !551)
!1099 = !DILocalVariable(name: "nasize", arg: 3, scope: !1095, file: !3, line: 590, type: !7)
!1100 = !DILocalVariable(name: "nsize", scope: !1095, file: !3, line: 591, type: !42)
!1101 = !DILocation(line: 0, scope: !1095)
!1102 = !DILocation(line: 591, column: 15, scope: !1095)
!1103 = !DILocation(line: 592, column: 3, scope: !1095)
!1104 = !DILocation(line: 593, column: 1, scope: !1095)
!1105 = distinct !DISubprogram(name: "luaH_new", scope: !3, file: !3, line: 626, type: !1106, scopeLine: 626, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1108)
!1106 = !DISubroutineType(types: !1107)
!1107 = !{!551, !70}
!1108 = !{!1109, !1110, !1111}
!1109 = !DILocalVariable(name: "L", arg: 1, scope: !1105, file: !3, line: 626, type: !70)
!1110 = !DILocalVariable(name: "o", scope: !1105, file: !3, line: 627, type: !167)
!1111 = !DILocalVariable(name: "t", scope: !1105, file: !3, line: 628, type: !551)
!1112 = !DILocation(line: 0, scope: !1105)
!1113 = !DILocation(line: 627, column: 17, scope: !1105)
!1114 = !DILocation(line: 629, column: 6, scope: !1105)
!1115 = !DILocation(line: 629, column: 16, scope: !1105)
!1116 = !{!528, !529, i64 40}
!1117 = !DILocation(line: 630, column: 6, scope: !1105)
!1118 = !DILocation(line: 630, column: 12, scope: !1105)
!1119 = !DILocation(line: 631, column: 6, scope: !1105)
!1120 = !DILocation(line: 631, column: 12, scope: !1105)
!1121 = !DILocation(line: 632, column: 6, scope: !1105)
!1122 = !DILocation(line: 632, column: 13, scope: !1105)
!1123 = !DILocation(line: 0, scope: !717, inlinedAt: !1124)
!1124 = distinct !DILocation(line: 633, column: 3, scope: !1105)
!1125 = !DILocation(line: 482, column: 8, scope: !736, inlinedAt: !1124)
!1126 = !DILocation(line: 482, column: 13, scope: !736, inlinedAt: !1124)
!1127 = !DILocation(line: 483, column: 8, scope: !736, inlinedAt: !1124)
!1128 = !DILocation(line: 483, column: 18, scope: !736, inlinedAt: !1124)
!1129 = !DILocation(line: 0, scope: !725, inlinedAt: !1124)
!1130 = !DILocation(line: 634, column: 3, scope: !1105)
!1131 = !DISubprogram(name: "luaC_newobj", scope: !1132, file: !1132, line: 193, type: !1133, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1132 = !DIFile(filename: "src/lua/lgc.h", directory: ".", checksumkind: CSK_MD5, checksum: "27471f6a393f1da8078a1cd072699654")
!1133 = !DISubroutineType(types: !1134)
!1134 = !{!167, !70, !42, !113}
!1135 = distinct !DISubprogram(name: "luaH_free", scope: !3, file: !3, line: 638, type: !1018, scopeLine: 638, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1136)
!1136 = !{!1137, !1138}
!1137 = !DILocalVariable(name: "L", arg: 1, scope: !1135, file: !3, line: 638, type: !70)
!1138 = !DILocalVariable(name: "t", arg: 2, scope: !1135, file: !3, line: 638, type: !551)
!1139 = !DILocation(line: 0, scope: !1135)
!1140 = !DILocation(line: 0, scope: !1017, inlinedAt: !1141)
!1141 = distinct !DILocation(line: 639, column: 3, scope: !1135)
!1142 = !DILocation(line: 372, column: 8, scope: !1025, inlinedAt: !1141)
!1143 = !DILocation(line: 372, column: 7, scope: !1017, inlinedAt: !1141)
!1144 = !DILocation(line: 373, column: 5, scope: !1025, inlinedAt: !1141)
!1145 = !DILocation(line: 640, column: 3, scope: !1135)
!1146 = !DILocation(line: 0, scope: !514, inlinedAt: !1147)
!1147 = distinct !DILocation(line: 640, column: 3, scope: !1135)
!1148 = !DILocation(line: 251, column: 7, scope: !524, inlinedAt: !1147)
!1149 = !DILocation(line: 0, scope: !524, inlinedAt: !1147)
!1150 = !DILocation(line: 0, scope: !523, inlinedAt: !1147)
!1151 = !DILocation(line: 256, column: 19, scope: !523, inlinedAt: !1147)
!1152 = !DILocation(line: 256, column: 10, scope: !523, inlinedAt: !1147)
!1153 = !DILocation(line: 257, column: 19, scope: !523, inlinedAt: !1147)
!1154 = !DILocation(line: 257, column: 10, scope: !523, inlinedAt: !1147)
!1155 = !DILocation(line: 258, column: 19, scope: !523, inlinedAt: !1147)
!1156 = !DILocation(line: 258, column: 10, scope: !523, inlinedAt: !1147)
!1157 = !DILocation(line: 259, column: 19, scope: !523, inlinedAt: !1147)
!1158 = !DILocation(line: 259, column: 10, scope: !523, inlinedAt: !1147)
!1159 = !DILocation(line: 261, column: 19, scope: !523, inlinedAt: !1147)
!1160 = !DILocation(line: 261, column: 10, scope: !523, inlinedAt: !1147)
!1161 = !DILocation(line: 266, column: 9, scope: !523, inlinedAt: !1147)
!1162 = !DILocation(line: 641, column: 3, scope: !1135)
!1163 = !DILocation(line: 642, column: 1, scope: !1135)
!1164 = !DISubprogram(name: "luaM_free_", scope: !1083, file: !1083, line: 84, type: !1165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1165 = !DISubroutineType(types: !1166)
!1166 = !{null, !70, !63, !113}
!1167 = !DILocation(line: 0, scope: !834)
!1168 = !DILocation(line: 746, column: 28, scope: !834)
!1169 = !DILocation(line: 746, column: 25, scope: !834)
!1170 = !DILocation(line: 747, column: 22, scope: !843)
!1171 = !DILocation(line: 747, column: 27, scope: !843)
!1172 = !DILocation(line: 747, column: 7, scope: !834)
!1173 = !DILocation(line: 749, column: 13, scope: !842)
!1174 = !DILocation(line: 749, column: 28, scope: !842)
!1175 = !DILocation(line: 750, column: 38, scope: !842)
!1176 = !DILocation(line: 750, column: 36, scope: !842)
!1177 = !DILocation(line: 750, column: 54, scope: !842)
!1178 = !DILocation(line: 749, column: 12, scope: !843)
!1179 = !DILocation(line: 751, column: 17, scope: !863)
!1180 = !DILocation(line: 751, column: 15, scope: !863)
!1181 = !DILocation(line: 752, column: 5, scope: !863)
!1182 = !DILocation(line: 0, scope: !866, inlinedAt: !1183)
!1183 = distinct !DILocation(line: 755, column: 15, scope: !841)
!1184 = !DILocation(line: 110, column: 10, scope: !875, inlinedAt: !1183)
!1185 = !DILocation(line: 0, scope: !875, inlinedAt: !1183)
!1186 = !DILocation(line: 110, column: 7, scope: !866, inlinedAt: !1183)
!1187 = !DILocation(line: 111, column: 12, scope: !875, inlinedAt: !1183)
!1188 = !DILocation(line: 111, column: 5, scope: !875, inlinedAt: !1183)
!1189 = !DILocation(line: 113, column: 12, scope: !875, inlinedAt: !1183)
!1190 = !DILocation(line: 113, column: 5, scope: !875, inlinedAt: !1183)
!1191 = !DILocation(line: 0, scope: !841)
!1192 = !DILocation(line: 756, column: 5, scope: !841)
!1193 = !DILocation(line: 755, column: 11, scope: !841)
!1194 = !DILocation(line: 757, column: 11, scope: !846)
!1195 = !DILocation(line: 757, column: 27, scope: !846)
!1196 = !DILocation(line: 757, column: 30, scope: !846)
!1197 = !DILocation(line: 757, column: 41, scope: !846)
!1198 = !DILocation(line: 757, column: 11, scope: !847)
!1199 = !DILocation(line: 760, column: 18, scope: !845)
!1200 = !DILocation(line: 0, scope: !845)
!1201 = !DILocation(line: 761, column: 16, scope: !887)
!1202 = !DILocation(line: 761, column: 13, scope: !845)
!1203 = !DILocation(line: 0, scope: !843)
!1204 = !DILocation(line: 767, column: 1, scope: !834)
!1205 = distinct !DISubprogram(name: "luaH_getshortstr", scope: !3, file: !3, line: 773, type: !1206, scopeLine: 773, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1208)
!1206 = !DISubroutineType(types: !1207)
!1207 = !{!568, !551, !129}
!1208 = !{!1209, !1210, !1211, !1212}
!1209 = !DILocalVariable(name: "t", arg: 1, scope: !1205, file: !3, line: 773, type: !551)
!1210 = !DILocalVariable(name: "key", arg: 2, scope: !1205, file: !3, line: 773, type: !129)
!1211 = !DILocalVariable(name: "n", scope: !1205, file: !3, line: 774, type: !208)
!1212 = !DILocalVariable(name: "nx", scope: !1213, file: !3, line: 780, type: !42)
!1213 = distinct !DILexicalBlock(scope: !1214, file: !3, line: 779, column: 10)
!1214 = distinct !DILexicalBlock(scope: !1215, file: !3, line: 777, column: 9)
!1215 = distinct !DILexicalBlock(scope: !1216, file: !3, line: 776, column: 12)
!1216 = distinct !DILexicalBlock(scope: !1217, file: !3, line: 776, column: 3)
!1217 = distinct !DILexicalBlock(scope: !1205, file: !3, line: 776, column: 3)
!1218 = !DILocation(line: 0, scope: !1205)
!1219 = !DILocation(line: 774, column: 13, scope: !1205)
!1220 = !{!1221, !532, i64 12}
!1221 = !{!"TString", !529, i64 0, !530, i64 8, !530, i64 9, !530, i64 10, !530, i64 11, !532, i64 12, !530, i64 16, !530, i64 24}
!1222 = !DILocation(line: 776, column: 3, scope: !1205)
!1223 = !DILocation(line: 774, column: 9, scope: !1205)
!1224 = !DILocation(line: 777, column: 9, scope: !1214)
!1225 = !DILocation(line: 777, column: 24, scope: !1214)
!1226 = !DILocation(line: 777, column: 27, scope: !1214)
!1227 = !DILocation(line: 777, column: 9, scope: !1215)
!1228 = !DILocation(line: 780, column: 16, scope: !1213)
!1229 = !DILocation(line: 0, scope: !1213)
!1230 = !DILocation(line: 781, column: 14, scope: !1231)
!1231 = distinct !DILexicalBlock(scope: !1213, file: !3, line: 781, column: 11)
!1232 = !DILocation(line: 781, column: 11, scope: !1213)
!1233 = distinct !{!1233, !1234, !1235}
!1234 = !DILocation(line: 776, column: 3, scope: !1217)
!1235 = !DILocation(line: 785, column: 3, scope: !1217)
!1236 = !DILocation(line: 0, scope: !1214)
!1237 = !DILocation(line: 786, column: 1, scope: !1205)
!1238 = distinct !DISubprogram(name: "luaH_getstr", scope: !3, file: !3, line: 789, type: !1206, scopeLine: 789, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1239)
!1239 = !{!1240, !1241, !1242, !1245, !1247}
!1240 = !DILocalVariable(name: "t", arg: 1, scope: !1238, file: !3, line: 789, type: !551)
!1241 = !DILocalVariable(name: "key", arg: 2, scope: !1238, file: !3, line: 789, type: !129)
!1242 = !DILocalVariable(name: "ko", scope: !1243, file: !3, line: 793, type: !44)
!1243 = distinct !DILexicalBlock(scope: !1244, file: !3, line: 792, column: 8)
!1244 = distinct !DILexicalBlock(scope: !1238, file: !3, line: 790, column: 7)
!1245 = !DILocalVariable(name: "io", scope: !1246, file: !3, line: 794, type: !43)
!1246 = distinct !DILexicalBlock(scope: !1243, file: !3, line: 794, column: 5)
!1247 = !DILocalVariable(name: "x_", scope: !1246, file: !3, line: 794, type: !129)
!1248 = distinct !DIAssignID()
!1249 = !DILocation(line: 0, scope: !1243)
!1250 = !DILocation(line: 0, scope: !1238)
!1251 = !DILocation(line: 790, column: 12, scope: !1244)
!1252 = !{!1221, !530, i64 8}
!1253 = !DILocation(line: 790, column: 15, scope: !1244)
!1254 = !DILocation(line: 790, column: 7, scope: !1238)
!1255 = !DILocation(line: 0, scope: !1205, inlinedAt: !1256)
!1256 = distinct !DILocation(line: 791, column: 12, scope: !1244)
!1257 = !DILocation(line: 774, column: 13, scope: !1205, inlinedAt: !1256)
!1258 = !DILocation(line: 776, column: 3, scope: !1205, inlinedAt: !1256)
!1259 = !DILocation(line: 774, column: 9, scope: !1205, inlinedAt: !1256)
!1260 = !DILocation(line: 777, column: 9, scope: !1214, inlinedAt: !1256)
!1261 = !DILocation(line: 777, column: 24, scope: !1214, inlinedAt: !1256)
!1262 = !DILocation(line: 777, column: 27, scope: !1214, inlinedAt: !1256)
!1263 = !DILocation(line: 777, column: 9, scope: !1215, inlinedAt: !1256)
!1264 = !DILocation(line: 780, column: 16, scope: !1213, inlinedAt: !1256)
!1265 = !DILocation(line: 0, scope: !1213, inlinedAt: !1256)
!1266 = !DILocation(line: 781, column: 14, scope: !1231, inlinedAt: !1256)
!1267 = !DILocation(line: 781, column: 11, scope: !1213, inlinedAt: !1256)
!1268 = distinct !{!1268, !1269, !1270}
!1269 = !DILocation(line: 776, column: 3, scope: !1217, inlinedAt: !1256)
!1270 = !DILocation(line: 785, column: 3, scope: !1217, inlinedAt: !1256)
!1271 = !DILocation(line: 793, column: 5, scope: !1243)
!1272 = !DILocation(line: 0, scope: !1246)
!1273 = !DILocation(line: 794, column: 5, scope: !1246)
!1274 = !DILocation(line: 795, column: 12, scope: !1243)
!1275 = !DILocation(line: 796, column: 3, scope: !1244)
!1276 = !DILocation(line: 0, scope: !1244)
!1277 = !DILocation(line: 797, column: 1, scope: !1238)
!1278 = distinct !DISubprogram(name: "getgeneric", scope: !3, file: !3, line: 299, type: !1279, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1281)
!1279 = !DISubroutineType(types: !1280)
!1280 = !{!568, !551, !568, !42}
!1281 = !{!1282, !1283, !1284, !1285, !1286}
!1282 = !DILocalVariable(name: "t", arg: 1, scope: !1278, file: !3, line: 299, type: !551)
!1283 = !DILocalVariable(name: "key", arg: 2, scope: !1278, file: !3, line: 299, type: !568)
!1284 = !DILocalVariable(name: "deadok", arg: 3, scope: !1278, file: !3, line: 299, type: !42)
!1285 = !DILocalVariable(name: "n", scope: !1278, file: !3, line: 300, type: !208)
!1286 = !DILocalVariable(name: "nx", scope: !1287, file: !3, line: 305, type: !42)
!1287 = distinct !DILexicalBlock(scope: !1288, file: !3, line: 304, column: 10)
!1288 = distinct !DILexicalBlock(scope: !1289, file: !3, line: 302, column: 9)
!1289 = distinct !DILexicalBlock(scope: !1290, file: !3, line: 301, column: 12)
!1290 = distinct !DILexicalBlock(scope: !1291, file: !3, line: 301, column: 3)
!1291 = distinct !DILexicalBlock(scope: !1278, file: !3, line: 301, column: 3)
!1292 = !DILocation(line: 0, scope: !1278)
!1293 = !DILocation(line: 300, column: 13, scope: !1278)
!1294 = !DILocation(line: 301, column: 3, scope: !1278)
!1295 = !DILocation(line: 300, column: 9, scope: !1278)
!1296 = !DILocalVariable(name: "k1", arg: 1, scope: !1297, file: !3, line: 216, type: !568)
!1297 = distinct !DISubprogram(name: "equalkey", scope: !3, file: !3, line: 216, type: !1298, scopeLine: 216, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1300)
!1298 = !DISubroutineType(types: !1299)
!1299 = !{!42, !568, !578, !42}
!1300 = !{!1296, !1301, !1302}
!1301 = !DILocalVariable(name: "n2", arg: 2, scope: !1297, file: !3, line: 216, type: !578)
!1302 = !DILocalVariable(name: "deadok", arg: 3, scope: !1297, file: !3, line: 216, type: !42)
!1303 = !DILocation(line: 0, scope: !1297, inlinedAt: !1304)
!1304 = distinct !DILocation(line: 302, column: 9, scope: !1288)
!1305 = !DILocation(line: 217, column: 8, scope: !1306, inlinedAt: !1304)
!1306 = distinct !DILexicalBlock(scope: !1297, file: !3, line: 217, column: 7)
!1307 = !DILocation(line: 217, column: 21, scope: !1306, inlinedAt: !1304)
!1308 = !DILocation(line: 217, column: 18, scope: !1306, inlinedAt: !1304)
!1309 = !DILocation(line: 217, column: 32, scope: !1306, inlinedAt: !1304)
!1310 = !DILocation(line: 218, column: 17, scope: !1306, inlinedAt: !1304)
!1311 = !DILocation(line: 220, column: 3, scope: !1297, inlinedAt: !1304)
!1312 = !DILocation(line: 224, column: 15, scope: !1313, inlinedAt: !1304)
!1313 = distinct !DILexicalBlock(scope: !1297, file: !3, line: 220, column: 22)
!1314 = !DILocation(line: 224, column: 29, scope: !1313, inlinedAt: !1304)
!1315 = !DILocation(line: 224, column: 26, scope: !1313, inlinedAt: !1304)
!1316 = !DILocation(line: 224, column: 7, scope: !1313, inlinedAt: !1304)
!1317 = !DILocation(line: 226, column: 14, scope: !1313, inlinedAt: !1304)
!1318 = !DILocation(line: 226, column: 7, scope: !1313, inlinedAt: !1304)
!1319 = !DILocation(line: 228, column: 14, scope: !1313, inlinedAt: !1304)
!1320 = !DILocation(line: 228, column: 28, scope: !1313, inlinedAt: !1304)
!1321 = !DILocation(line: 228, column: 25, scope: !1313, inlinedAt: !1304)
!1322 = !DILocation(line: 228, column: 7, scope: !1313, inlinedAt: !1304)
!1323 = !DILocation(line: 230, column: 14, scope: !1313, inlinedAt: !1304)
!1324 = !DILocation(line: 230, column: 28, scope: !1313, inlinedAt: !1304)
!1325 = !DILocation(line: 230, column: 25, scope: !1313, inlinedAt: !1304)
!1326 = !DILocation(line: 230, column: 7, scope: !1313, inlinedAt: !1304)
!1327 = !DILocation(line: 232, column: 28, scope: !1313, inlinedAt: !1304)
!1328 = !DILocation(line: 232, column: 41, scope: !1313, inlinedAt: !1304)
!1329 = !DILocation(line: 232, column: 14, scope: !1313, inlinedAt: !1304)
!1330 = !DILocation(line: 232, column: 7, scope: !1313, inlinedAt: !1304)
!1331 = !DILocation(line: 234, column: 14, scope: !1313, inlinedAt: !1304)
!1332 = !DILocation(line: 234, column: 29, scope: !1313, inlinedAt: !1304)
!1333 = !DILocation(line: 234, column: 26, scope: !1313, inlinedAt: !1304)
!1334 = !DILocation(line: 234, column: 7, scope: !1313, inlinedAt: !1304)
!1335 = !DILocation(line: 302, column: 9, scope: !1288)
!1336 = !DILocation(line: 302, column: 9, scope: !1289)
!1337 = !DILocation(line: 305, column: 16, scope: !1287)
!1338 = !DILocation(line: 0, scope: !1287)
!1339 = !DILocation(line: 306, column: 14, scope: !1340)
!1340 = distinct !DILexicalBlock(scope: !1287, file: !3, line: 306, column: 11)
!1341 = !DILocation(line: 306, column: 11, scope: !1287)
!1342 = distinct !{!1342, !1343, !1344}
!1343 = !DILocation(line: 301, column: 3, scope: !1291)
!1344 = !DILocation(line: 310, column: 3, scope: !1291)
!1345 = !DILocation(line: 0, scope: !1288)
!1346 = !DILocation(line: 311, column: 1, scope: !1278)
!1347 = distinct !DISubprogram(name: "luaH_get", scope: !3, file: !3, line: 803, type: !1348, scopeLine: 803, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1350)
!1348 = !DISubroutineType(types: !1349)
!1349 = !{!568, !551, !568}
!1350 = !{!1351, !1352, !1353}
!1351 = !DILocalVariable(name: "t", arg: 1, scope: !1347, file: !3, line: 803, type: !551)
!1352 = !DILocalVariable(name: "key", arg: 2, scope: !1347, file: !3, line: 803, type: !568)
!1353 = !DILocalVariable(name: "k", scope: !1354, file: !3, line: 809, type: !364)
!1354 = distinct !DILexicalBlock(scope: !1355, file: !3, line: 808, column: 23)
!1355 = distinct !DILexicalBlock(scope: !1347, file: !3, line: 804, column: 26)
!1356 = distinct !DIAssignID()
!1357 = !DILocation(line: 0, scope: !1354)
!1358 = !DILocation(line: 0, scope: !1347)
!1359 = !DILocation(line: 804, column: 11, scope: !1347)
!1360 = !DILocation(line: 804, column: 3, scope: !1347)
!1361 = !DILocation(line: 805, column: 50, scope: !1355)
!1362 = !DILocation(line: 0, scope: !1205, inlinedAt: !1363)
!1363 = distinct !DILocation(line: 805, column: 30, scope: !1355)
!1364 = !DILocation(line: 774, column: 13, scope: !1205, inlinedAt: !1363)
!1365 = !DILocation(line: 776, column: 3, scope: !1205, inlinedAt: !1363)
!1366 = !DILocation(line: 774, column: 9, scope: !1205, inlinedAt: !1363)
!1367 = !DILocation(line: 777, column: 9, scope: !1214, inlinedAt: !1363)
!1368 = !DILocation(line: 777, column: 24, scope: !1214, inlinedAt: !1363)
!1369 = !DILocation(line: 777, column: 27, scope: !1214, inlinedAt: !1363)
!1370 = !DILocation(line: 777, column: 9, scope: !1215, inlinedAt: !1363)
!1371 = !DILocation(line: 780, column: 16, scope: !1213, inlinedAt: !1363)
!1372 = !DILocation(line: 0, scope: !1213, inlinedAt: !1363)
!1373 = !DILocation(line: 781, column: 14, scope: !1231, inlinedAt: !1363)
!1374 = !DILocation(line: 781, column: 11, scope: !1213, inlinedAt: !1363)
!1375 = distinct !{!1375, !1376, !1377}
!1376 = !DILocation(line: 776, column: 3, scope: !1217, inlinedAt: !1363)
!1377 = !DILocation(line: 785, column: 3, scope: !1217, inlinedAt: !1363)
!1378 = !DILocation(line: 806, column: 45, scope: !1355)
!1379 = !DILocation(line: 0, scope: !834, inlinedAt: !1380)
!1380 = distinct !DILocation(line: 806, column: 30, scope: !1355)
!1381 = !DILocation(line: 746, column: 28, scope: !834, inlinedAt: !1380)
!1382 = !DILocation(line: 746, column: 25, scope: !834, inlinedAt: !1380)
!1383 = !DILocation(line: 747, column: 22, scope: !843, inlinedAt: !1380)
!1384 = !DILocation(line: 747, column: 27, scope: !843, inlinedAt: !1380)
!1385 = !DILocation(line: 747, column: 7, scope: !834, inlinedAt: !1380)
!1386 = !DILocation(line: 749, column: 13, scope: !842, inlinedAt: !1380)
!1387 = !DILocation(line: 749, column: 28, scope: !842, inlinedAt: !1380)
!1388 = !DILocation(line: 750, column: 38, scope: !842, inlinedAt: !1380)
!1389 = !DILocation(line: 750, column: 36, scope: !842, inlinedAt: !1380)
!1390 = !DILocation(line: 750, column: 54, scope: !842, inlinedAt: !1380)
!1391 = !DILocation(line: 749, column: 12, scope: !843, inlinedAt: !1380)
!1392 = !DILocation(line: 751, column: 17, scope: !863, inlinedAt: !1380)
!1393 = !DILocation(line: 751, column: 15, scope: !863, inlinedAt: !1380)
!1394 = !DILocation(line: 752, column: 5, scope: !863, inlinedAt: !1380)
!1395 = !DILocation(line: 0, scope: !866, inlinedAt: !1396)
!1396 = distinct !DILocation(line: 755, column: 15, scope: !841, inlinedAt: !1380)
!1397 = !DILocation(line: 110, column: 10, scope: !875, inlinedAt: !1396)
!1398 = !DILocation(line: 0, scope: !875, inlinedAt: !1396)
!1399 = !DILocation(line: 110, column: 7, scope: !866, inlinedAt: !1396)
!1400 = !DILocation(line: 111, column: 12, scope: !875, inlinedAt: !1396)
!1401 = !DILocation(line: 111, column: 5, scope: !875, inlinedAt: !1396)
!1402 = !DILocation(line: 113, column: 12, scope: !875, inlinedAt: !1396)
!1403 = !DILocation(line: 113, column: 5, scope: !875, inlinedAt: !1396)
!1404 = !DILocation(line: 0, scope: !841, inlinedAt: !1380)
!1405 = !DILocation(line: 756, column: 5, scope: !841, inlinedAt: !1380)
!1406 = !DILocation(line: 755, column: 11, scope: !841, inlinedAt: !1380)
!1407 = !DILocation(line: 757, column: 11, scope: !846, inlinedAt: !1380)
!1408 = !DILocation(line: 757, column: 27, scope: !846, inlinedAt: !1380)
!1409 = !DILocation(line: 757, column: 30, scope: !846, inlinedAt: !1380)
!1410 = !DILocation(line: 757, column: 41, scope: !846, inlinedAt: !1380)
!1411 = !DILocation(line: 757, column: 11, scope: !847, inlinedAt: !1380)
!1412 = !DILocation(line: 760, column: 18, scope: !845, inlinedAt: !1380)
!1413 = !DILocation(line: 0, scope: !845, inlinedAt: !1380)
!1414 = !DILocation(line: 761, column: 16, scope: !887, inlinedAt: !1380)
!1415 = !DILocation(line: 761, column: 13, scope: !845, inlinedAt: !1380)
!1416 = !DILocation(line: 0, scope: !843, inlinedAt: !1380)
!1417 = !DILocation(line: 767, column: 1, scope: !834, inlinedAt: !1380)
!1418 = !DILocation(line: 809, column: 7, scope: !1354)
!1419 = !DILocation(line: 810, column: 29, scope: !1420)
!1420 = distinct !DILexicalBlock(scope: !1354, file: !3, line: 810, column: 11)
!1421 = !DILocation(line: 810, column: 11, scope: !1420)
!1422 = !DILocation(line: 810, column: 11, scope: !1354)
!1423 = !DILocation(line: 813, column: 5, scope: !1355)
!1424 = !DILocation(line: 811, column: 31, scope: !1420)
!1425 = !{!1426, !1426, i64 0}
!1426 = !{!"long long", !530, i64 0}
!1427 = !DILocation(line: 0, scope: !834, inlinedAt: !1428)
!1428 = distinct !DILocation(line: 811, column: 16, scope: !1420)
!1429 = !DILocation(line: 746, column: 28, scope: !834, inlinedAt: !1428)
!1430 = !DILocation(line: 746, column: 25, scope: !834, inlinedAt: !1428)
!1431 = !DILocation(line: 747, column: 22, scope: !843, inlinedAt: !1428)
!1432 = !DILocation(line: 747, column: 27, scope: !843, inlinedAt: !1428)
!1433 = !DILocation(line: 747, column: 7, scope: !834, inlinedAt: !1428)
!1434 = !DILocation(line: 749, column: 13, scope: !842, inlinedAt: !1428)
!1435 = !DILocation(line: 749, column: 28, scope: !842, inlinedAt: !1428)
!1436 = !DILocation(line: 750, column: 38, scope: !842, inlinedAt: !1428)
!1437 = !DILocation(line: 750, column: 36, scope: !842, inlinedAt: !1428)
!1438 = !DILocation(line: 750, column: 54, scope: !842, inlinedAt: !1428)
!1439 = !DILocation(line: 749, column: 12, scope: !843, inlinedAt: !1428)
!1440 = !DILocation(line: 751, column: 17, scope: !863, inlinedAt: !1428)
!1441 = !DILocation(line: 751, column: 15, scope: !863, inlinedAt: !1428)
!1442 = !DILocation(line: 752, column: 5, scope: !863, inlinedAt: !1428)
!1443 = !DILocation(line: 0, scope: !866, inlinedAt: !1444)
!1444 = distinct !DILocation(line: 755, column: 15, scope: !841, inlinedAt: !1428)
!1445 = !DILocation(line: 110, column: 10, scope: !875, inlinedAt: !1444)
!1446 = !DILocation(line: 0, scope: !875, inlinedAt: !1444)
!1447 = !DILocation(line: 110, column: 7, scope: !866, inlinedAt: !1444)
!1448 = !DILocation(line: 111, column: 12, scope: !875, inlinedAt: !1444)
!1449 = !DILocation(line: 111, column: 5, scope: !875, inlinedAt: !1444)
!1450 = !DILocation(line: 113, column: 12, scope: !875, inlinedAt: !1444)
!1451 = !DILocation(line: 113, column: 5, scope: !875, inlinedAt: !1444)
!1452 = !DILocation(line: 0, scope: !841, inlinedAt: !1428)
!1453 = !DILocation(line: 756, column: 5, scope: !841, inlinedAt: !1428)
!1454 = !DILocation(line: 755, column: 11, scope: !841, inlinedAt: !1428)
!1455 = !DILocation(line: 757, column: 11, scope: !846, inlinedAt: !1428)
!1456 = !DILocation(line: 757, column: 27, scope: !846, inlinedAt: !1428)
!1457 = !DILocation(line: 757, column: 30, scope: !846, inlinedAt: !1428)
!1458 = !DILocation(line: 757, column: 41, scope: !846, inlinedAt: !1428)
!1459 = !DILocation(line: 757, column: 11, scope: !847, inlinedAt: !1428)
!1460 = !DILocation(line: 760, column: 18, scope: !845, inlinedAt: !1428)
!1461 = !DILocation(line: 0, scope: !845, inlinedAt: !1428)
!1462 = !DILocation(line: 761, column: 16, scope: !887, inlinedAt: !1428)
!1463 = !DILocation(line: 761, column: 13, scope: !845, inlinedAt: !1428)
!1464 = !DILocation(line: 0, scope: !843, inlinedAt: !1428)
!1465 = !DILocation(line: 815, column: 14, scope: !1355)
!1466 = !DILocation(line: 815, column: 7, scope: !1355)
!1467 = !DILocation(line: 0, scope: !1355)
!1468 = !DILocation(line: 817, column: 1, scope: !1347)
!1469 = !DISubprogram(name: "luaV_flttointeger", scope: !36, file: !36, line: 127, type: !1470, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1470 = !DISubroutineType(types: !1471)
!1471 = !{!42, !367, !1472, !1473}
!1472 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !364, size: 64)
!1473 = !DIDerivedType(tag: DW_TAG_typedef, name: "F2Imod", file: !36, line: 47, baseType: !35)
!1474 = !DILocation(line: 0, scope: !992)
!1475 = !DILocation(line: 828, column: 7, scope: !1002)
!1476 = !DILocation(line: 828, column: 7, scope: !992)
!1477 = !DILocation(line: 829, column: 5, scope: !1002)
!1478 = !DILocation(line: 0, scope: !1001)
!1479 = !DILocation(line: 831, column: 5, scope: !1001)
!1480 = !DILocation(line: 832, column: 1, scope: !992)
!1481 = distinct !DISubprogram(name: "luaH_newkey", scope: !3, file: !3, line: 665, type: !981, scopeLine: 666, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1482)
!1482 = !{!1483, !1484, !1485, !1486, !1487, !1488, !1489, !1493, !1494, !1498, !1501, !1502, !1504, !1505, !1507}
!1483 = !DILocalVariable(name: "L", arg: 1, scope: !1481, file: !3, line: 665, type: !70)
!1484 = !DILocalVariable(name: "t", arg: 2, scope: !1481, file: !3, line: 665, type: !551)
!1485 = !DILocalVariable(name: "key", arg: 3, scope: !1481, file: !3, line: 665, type: !568)
!1486 = !DILocalVariable(name: "value", arg: 4, scope: !1481, file: !3, line: 666, type: !43)
!1487 = !DILocalVariable(name: "mp", scope: !1481, file: !3, line: 667, type: !208)
!1488 = !DILocalVariable(name: "aux", scope: !1481, file: !3, line: 668, type: !44)
!1489 = !DILocalVariable(name: "f", scope: !1490, file: !3, line: 672, type: !367)
!1490 = distinct !DILexicalBlock(scope: !1491, file: !3, line: 671, column: 28)
!1491 = distinct !DILexicalBlock(scope: !1492, file: !3, line: 671, column: 12)
!1492 = distinct !DILexicalBlock(scope: !1481, file: !3, line: 669, column: 7)
!1493 = !DILocalVariable(name: "k", scope: !1490, file: !3, line: 673, type: !364)
!1494 = !DILocalVariable(name: "io", scope: !1495, file: !3, line: 675, type: !43)
!1495 = distinct !DILexicalBlock(scope: !1496, file: !3, line: 675, column: 7)
!1496 = distinct !DILexicalBlock(scope: !1497, file: !3, line: 674, column: 42)
!1497 = distinct !DILexicalBlock(scope: !1490, file: !3, line: 674, column: 9)
!1498 = !DILocalVariable(name: "othern", scope: !1499, file: !3, line: 685, type: !208)
!1499 = distinct !DILexicalBlock(scope: !1500, file: !3, line: 684, column: 41)
!1500 = distinct !DILexicalBlock(scope: !1481, file: !3, line: 684, column: 7)
!1501 = !DILocalVariable(name: "f", scope: !1499, file: !3, line: 686, type: !208)
!1502 = !DILocalVariable(name: "n_", scope: !1503, file: !3, line: 716, type: !208)
!1503 = distinct !DILexicalBlock(scope: !1481, file: !3, line: 716, column: 3)
!1504 = !DILocalVariable(name: "io_", scope: !1503, file: !3, line: 716, type: !568)
!1505 = !DILocalVariable(name: "io1", scope: !1506, file: !3, line: 719, type: !43)
!1506 = distinct !DILexicalBlock(scope: !1481, file: !3, line: 719, column: 3)
!1507 = !DILocalVariable(name: "io2", scope: !1506, file: !3, line: 719, type: !568)
!1508 = distinct !DIAssignID()
!1509 = distinct !DIAssignID()
!1510 = distinct !DIAssignID()
!1511 = !DILocation(line: 0, scope: !1481)
!1512 = distinct !DIAssignID()
!1513 = !DILocation(line: 0, scope: !1490)
!1514 = !DILocation(line: 668, column: 3, scope: !1481)
!1515 = !DILocation(line: 669, column: 7, scope: !1492)
!1516 = !DILocation(line: 669, column: 7, scope: !1481)
!1517 = !DILocation(line: 670, column: 5, scope: !1492)
!1518 = !DILocation(line: 671, column: 12, scope: !1491)
!1519 = !DILocation(line: 671, column: 12, scope: !1492)
!1520 = !DILocation(line: 672, column: 20, scope: !1490)
!1521 = !DILocation(line: 673, column: 5, scope: !1490)
!1522 = !DILocation(line: 674, column: 9, scope: !1497)
!1523 = !DILocation(line: 674, column: 9, scope: !1490)
!1524 = !DILocation(line: 0, scope: !1495)
!1525 = !DILocation(line: 675, column: 7, scope: !1495)
!1526 = !DILocation(line: 677, column: 5, scope: !1496)
!1527 = !DILocation(line: 678, column: 14, scope: !1528)
!1528 = distinct !DILexicalBlock(scope: !1497, file: !3, line: 678, column: 14)
!1529 = !DILocation(line: 678, column: 14, scope: !1497)
!1530 = !DILocation(line: 679, column: 7, scope: !1528)
!1531 = !DILocation(line: 680, column: 3, scope: !1491)
!1532 = !DILocation(line: 680, column: 3, scope: !1490)
!1533 = !DILocation(line: 681, column: 7, scope: !1534)
!1534 = distinct !DILexicalBlock(scope: !1481, file: !3, line: 681, column: 7)
!1535 = !DILocation(line: 681, column: 7, scope: !1481)
!1536 = !DILocation(line: 683, column: 8, scope: !1481)
!1537 = !DILocation(line: 684, column: 8, scope: !1500)
!1538 = !DILocation(line: 0, scope: !1500)
!1539 = !DILocation(line: 684, column: 26, scope: !1500)
!1540 = !DILocation(line: 684, column: 29, scope: !1500)
!1541 = !DILocation(line: 684, column: 7, scope: !1481)
!1542 = !DILocalVariable(name: "t", arg: 1, scope: !1543, file: !3, line: 645, type: !551)
!1543 = distinct !DISubprogram(name: "getfreepos", scope: !3, file: !3, line: 645, type: !1544, scopeLine: 645, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1546)
!1544 = !DISubroutineType(types: !1545)
!1545 = !{!208, !551}
!1546 = !{!1542}
!1547 = !DILocation(line: 0, scope: !1543, inlinedAt: !1548)
!1548 = distinct !DILocation(line: 686, column: 15, scope: !1499)
!1549 = !DILocation(line: 646, column: 8, scope: !1550, inlinedAt: !1548)
!1550 = distinct !DILexicalBlock(scope: !1543, file: !3, line: 646, column: 7)
!1551 = !DILocation(line: 646, column: 7, scope: !1543, inlinedAt: !1548)
!1552 = !DILocation(line: 647, column: 5, scope: !1553, inlinedAt: !1548)
!1553 = distinct !DILexicalBlock(scope: !1550, file: !3, line: 646, column: 20)
!1554 = !DILocation(line: 647, column: 24, scope: !1553, inlinedAt: !1548)
!1555 = !DILocation(line: 648, column: 18, scope: !1556, inlinedAt: !1548)
!1556 = distinct !DILexicalBlock(scope: !1553, file: !3, line: 647, column: 35)
!1557 = !DILocation(line: 649, column: 11, scope: !1558, inlinedAt: !1548)
!1558 = distinct !DILexicalBlock(scope: !1556, file: !3, line: 649, column: 11)
!1559 = !DILocation(line: 649, column: 11, scope: !1556, inlinedAt: !1548)
!1560 = distinct !{!1560, !1552, !1561, !659}
!1561 = !DILocation(line: 651, column: 5, scope: !1553, inlinedAt: !1548)
!1562 = !DILocation(line: 0, scope: !1499)
!1563 = !DILocalVariable(name: "nums", scope: !1564, file: !3, line: 601, type: !1575)
!1564 = distinct !DISubprogram(name: "rehash", scope: !3, file: !3, line: 598, type: !1565, scopeLine: 598, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1567)
!1565 = !DISubroutineType(types: !1566)
!1566 = !{null, !70, !551, !568}
!1567 = !{!1568, !1569, !1570, !1571, !1572, !1563, !1573, !1574}
!1568 = !DILocalVariable(name: "L", arg: 1, scope: !1564, file: !3, line: 598, type: !70)
!1569 = !DILocalVariable(name: "t", arg: 2, scope: !1564, file: !3, line: 598, type: !551)
!1570 = !DILocalVariable(name: "ek", arg: 3, scope: !1564, file: !3, line: 598, type: !568)
!1571 = !DILocalVariable(name: "asize", scope: !1564, file: !3, line: 599, type: !7)
!1572 = !DILocalVariable(name: "na", scope: !1564, file: !3, line: 600, type: !7)
!1573 = !DILocalVariable(name: "i", scope: !1564, file: !3, line: 602, type: !42)
!1574 = !DILocalVariable(name: "totaluse", scope: !1564, file: !3, line: 603, type: !42)
!1575 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 1024, elements: !1576)
!1576 = !{!1577}
!1577 = !DISubrange(count: 32)
!1578 = !DILocation(line: 0, scope: !1564, inlinedAt: !1579)
!1579 = distinct !DILocation(line: 688, column: 7, scope: !1580)
!1580 = distinct !DILexicalBlock(scope: !1581, file: !3, line: 687, column: 20)
!1581 = distinct !DILexicalBlock(scope: !1499, file: !3, line: 687, column: 9)
!1582 = !DILocation(line: 601, column: 3, scope: !1564, inlinedAt: !1579)
!1583 = !DILocation(line: 604, column: 43, scope: !1584, inlinedAt: !1579)
!1584 = distinct !DILexicalBlock(scope: !1585, file: !3, line: 604, column: 3)
!1585 = distinct !DILexicalBlock(scope: !1564, file: !3, line: 604, column: 3)
!1586 = !{!532, !532, i64 0}
!1587 = !DILocation(line: 0, scope: !692, inlinedAt: !1588)
!1588 = distinct !DILocation(line: 605, column: 3, scope: !1564, inlinedAt: !1579)
!1589 = !DILocation(line: 0, scope: !514, inlinedAt: !1590)
!1590 = distinct !DILocation(line: 284, column: 15, scope: !692, inlinedAt: !1588)
!1591 = !DILocation(line: 251, column: 7, scope: !524, inlinedAt: !1590)
!1592 = !DILocation(line: 0, scope: !524, inlinedAt: !1590)
!1593 = !DILocation(line: 0, scope: !523, inlinedAt: !1590)
!1594 = !DILocation(line: 256, column: 19, scope: !523, inlinedAt: !1590)
!1595 = !DILocation(line: 256, column: 10, scope: !523, inlinedAt: !1590)
!1596 = !DILocation(line: 257, column: 19, scope: !523, inlinedAt: !1590)
!1597 = !DILocation(line: 257, column: 10, scope: !523, inlinedAt: !1590)
!1598 = !DILocation(line: 258, column: 19, scope: !523, inlinedAt: !1590)
!1599 = !DILocation(line: 258, column: 10, scope: !523, inlinedAt: !1590)
!1600 = !DILocation(line: 259, column: 19, scope: !523, inlinedAt: !1590)
!1601 = !DILocation(line: 259, column: 10, scope: !523, inlinedAt: !1590)
!1602 = !DILocation(line: 261, column: 19, scope: !523, inlinedAt: !1590)
!1603 = !DILocation(line: 261, column: 10, scope: !523, inlinedAt: !1590)
!1604 = !DILocation(line: 266, column: 9, scope: !523, inlinedAt: !1590)
!1605 = !DILocation(line: 284, column: 13, scope: !692, inlinedAt: !1588)
!1606 = !DILocation(line: 285, column: 3, scope: !692, inlinedAt: !1588)
!1607 = !DILocalVariable(name: "t", arg: 1, scope: !1608, file: !3, line: 429, type: !517)
!1608 = distinct !DISubprogram(name: "numusearray", scope: !3, file: !3, line: 429, type: !1609, scopeLine: 429, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1612)
!1609 = !DISubroutineType(types: !1610)
!1610 = !{!7, !517, !1611}
!1611 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!1612 = !{!1607, !1613, !1614, !1615, !1616, !1617, !1618, !1619, !1623}
!1613 = !DILocalVariable(name: "nums", arg: 2, scope: !1608, file: !3, line: 429, type: !1611)
!1614 = !DILocalVariable(name: "lg", scope: !1608, file: !3, line: 430, type: !42)
!1615 = !DILocalVariable(name: "ttlg", scope: !1608, file: !3, line: 431, type: !7)
!1616 = !DILocalVariable(name: "ause", scope: !1608, file: !3, line: 432, type: !7)
!1617 = !DILocalVariable(name: "i", scope: !1608, file: !3, line: 433, type: !7)
!1618 = !DILocalVariable(name: "asize", scope: !1608, file: !3, line: 434, type: !7)
!1619 = !DILocalVariable(name: "lc", scope: !1620, file: !3, line: 437, type: !7)
!1620 = distinct !DILexicalBlock(scope: !1621, file: !3, line: 436, column: 59)
!1621 = distinct !DILexicalBlock(scope: !1622, file: !3, line: 436, column: 3)
!1622 = distinct !DILexicalBlock(scope: !1608, file: !3, line: 436, column: 3)
!1623 = !DILocalVariable(name: "lim", scope: !1620, file: !3, line: 438, type: !7)
!1624 = !DILocation(line: 0, scope: !1608, inlinedAt: !1625)
!1625 = distinct !DILocation(line: 606, column: 8, scope: !1564, inlinedAt: !1579)
!1626 = !DILocation(line: 436, column: 3, scope: !1622, inlinedAt: !1625)
!1627 = !DILocation(line: 0, scope: !1620, inlinedAt: !1625)
!1628 = !DILocation(line: 439, column: 13, scope: !1629, inlinedAt: !1625)
!1629 = distinct !DILexicalBlock(scope: !1620, file: !3, line: 439, column: 9)
!1630 = !DILocation(line: 439, column: 9, scope: !1620, inlinedAt: !1625)
!1631 = !DILocation(line: 441, column: 13, scope: !1632, inlinedAt: !1625)
!1632 = distinct !DILexicalBlock(scope: !1633, file: !3, line: 441, column: 11)
!1633 = distinct !DILexicalBlock(scope: !1629, file: !3, line: 439, column: 22)
!1634 = !DILocation(line: 441, column: 11, scope: !1633, inlinedAt: !1625)
!1635 = !DILocation(line: 445, column: 14, scope: !1636, inlinedAt: !1625)
!1636 = distinct !DILexicalBlock(scope: !1637, file: !3, line: 445, column: 5)
!1637 = distinct !DILexicalBlock(scope: !1620, file: !3, line: 445, column: 5)
!1638 = !DILocation(line: 445, column: 5, scope: !1637, inlinedAt: !1625)
!1639 = !DILocation(line: 446, column: 12, scope: !1640, inlinedAt: !1625)
!1640 = distinct !DILexicalBlock(scope: !1641, file: !3, line: 446, column: 11)
!1641 = distinct !DILexicalBlock(scope: !1636, file: !3, line: 445, column: 27)
!1642 = !DILocation(line: 446, column: 11, scope: !1641, inlinedAt: !1625)
!1643 = !DILocation(line: 445, column: 23, scope: !1636, inlinedAt: !1625)
!1644 = distinct !{!1644, !1638, !1645, !659}
!1645 = !DILocation(line: 448, column: 5, scope: !1637, inlinedAt: !1625)
!1646 = !DILocation(line: 449, column: 5, scope: !1620, inlinedAt: !1625)
!1647 = !DILocation(line: 437, column: 18, scope: !1620, inlinedAt: !1625)
!1648 = !DILocation(line: 449, column: 14, scope: !1620, inlinedAt: !1625)
!1649 = !DILocation(line: 450, column: 10, scope: !1620, inlinedAt: !1625)
!1650 = !DILocation(line: 436, column: 44, scope: !1621, inlinedAt: !1625)
!1651 = !DILocation(line: 436, column: 53, scope: !1621, inlinedAt: !1625)
!1652 = !DILocation(line: 436, column: 29, scope: !1621, inlinedAt: !1625)
!1653 = distinct !{!1653, !1626, !1654, !659}
!1654 = !DILocation(line: 451, column: 3, scope: !1622, inlinedAt: !1625)
!1655 = !DILocation(line: 432, column: 16, scope: !1608, inlinedAt: !1625)
!1656 = !DILocalVariable(name: "t", arg: 1, scope: !1657, file: !3, line: 456, type: !517)
!1657 = distinct !DISubprogram(name: "numusehash", scope: !3, file: !3, line: 456, type: !1658, scopeLine: 456, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1660)
!1658 = !DISubroutineType(types: !1659)
!1659 = !{!42, !517, !1611, !1611}
!1660 = !{!1656, !1661, !1662, !1663, !1664, !1665, !1666}
!1661 = !DILocalVariable(name: "nums", arg: 2, scope: !1657, file: !3, line: 456, type: !1611)
!1662 = !DILocalVariable(name: "pna", arg: 3, scope: !1657, file: !3, line: 456, type: !1611)
!1663 = !DILocalVariable(name: "totaluse", scope: !1657, file: !3, line: 457, type: !42)
!1664 = !DILocalVariable(name: "ause", scope: !1657, file: !3, line: 458, type: !42)
!1665 = !DILocalVariable(name: "i", scope: !1657, file: !3, line: 459, type: !42)
!1666 = !DILocalVariable(name: "n", scope: !1667, file: !3, line: 461, type: !208)
!1667 = distinct !DILexicalBlock(scope: !1657, file: !3, line: 460, column: 15)
!1668 = !DILocation(line: 0, scope: !1657, inlinedAt: !1669)
!1669 = distinct !DILocation(line: 608, column: 15, scope: !1564, inlinedAt: !1579)
!1670 = !DILocation(line: 459, column: 11, scope: !1657, inlinedAt: !1669)
!1671 = !DILocation(line: 460, column: 11, scope: !1657, inlinedAt: !1669)
!1672 = !DILocation(line: 460, column: 3, scope: !1657, inlinedAt: !1669)
!1673 = !DILocation(line: 461, column: 19, scope: !1667, inlinedAt: !1669)
!1674 = !DILocation(line: 461, column: 16, scope: !1667, inlinedAt: !1669)
!1675 = !DILocation(line: 0, scope: !1667, inlinedAt: !1669)
!1676 = !DILocation(line: 462, column: 10, scope: !1677, inlinedAt: !1669)
!1677 = distinct !DILexicalBlock(scope: !1667, file: !3, line: 462, column: 9)
!1678 = !DILocation(line: 462, column: 9, scope: !1667, inlinedAt: !1669)
!1679 = !DILocation(line: 463, column: 11, scope: !1680, inlinedAt: !1669)
!1680 = distinct !DILexicalBlock(scope: !1681, file: !3, line: 463, column: 11)
!1681 = distinct !DILexicalBlock(scope: !1677, file: !3, line: 462, column: 28)
!1682 = !DILocation(line: 463, column: 11, scope: !1681, inlinedAt: !1669)
!1683 = !DILocation(line: 464, column: 26, scope: !1680, inlinedAt: !1669)
!1684 = !DILocalVariable(name: "key", arg: 1, scope: !1685, file: !3, line: 413, type: !364)
!1685 = distinct !DISubprogram(name: "countint", scope: !3, file: !3, line: 413, type: !1686, scopeLine: 413, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1688)
!1686 = !DISubroutineType(types: !1687)
!1687 = !{!42, !364, !1611}
!1688 = !{!1684, !1689, !1690}
!1689 = !DILocalVariable(name: "nums", arg: 2, scope: !1685, file: !3, line: 413, type: !1611)
!1690 = !DILocalVariable(name: "k", scope: !1685, file: !3, line: 414, type: !7)
!1691 = !DILocation(line: 0, scope: !1685, inlinedAt: !1692)
!1692 = distinct !DILocation(line: 464, column: 17, scope: !1680, inlinedAt: !1669)
!1693 = !DILocation(line: 0, scope: !622, inlinedAt: !1694)
!1694 = distinct !DILocation(line: 414, column: 20, scope: !1685, inlinedAt: !1692)
!1695 = !DILocation(line: 319, column: 25, scope: !629, inlinedAt: !1694)
!1696 = !DILocation(line: 415, column: 7, scope: !1685, inlinedAt: !1692)
!1697 = !DILocation(line: 319, column: 7, scope: !622, inlinedAt: !1694)
!1698 = !DILocation(line: 416, column: 10, scope: !1699, inlinedAt: !1692)
!1699 = distinct !DILexicalBlock(scope: !1700, file: !3, line: 415, column: 15)
!1700 = distinct !DILexicalBlock(scope: !1685, file: !3, line: 415, column: 7)
!1701 = !DILocation(line: 416, column: 5, scope: !1699, inlinedAt: !1692)
!1702 = !DILocation(line: 416, column: 27, scope: !1699, inlinedAt: !1692)
!1703 = !DILocation(line: 417, column: 5, scope: !1699, inlinedAt: !1692)
!1704 = !DILocation(line: 0, scope: !1700, inlinedAt: !1692)
!1705 = !DILocation(line: 464, column: 14, scope: !1680, inlinedAt: !1669)
!1706 = !DILocation(line: 464, column: 9, scope: !1680, inlinedAt: !1669)
!1707 = !DILocation(line: 465, column: 15, scope: !1681, inlinedAt: !1669)
!1708 = !DILocation(line: 466, column: 5, scope: !1681, inlinedAt: !1669)
!1709 = distinct !{!1709, !1672, !1710, !659}
!1710 = !DILocation(line: 467, column: 3, scope: !1657, inlinedAt: !1669)
!1711 = !DILocation(line: 468, column: 8, scope: !1657, inlinedAt: !1669)
!1712 = !DILocation(line: 610, column: 7, scope: !1713, inlinedAt: !1579)
!1713 = distinct !DILexicalBlock(scope: !1564, file: !3, line: 610, column: 7)
!1714 = !DILocation(line: 610, column: 7, scope: !1564, inlinedAt: !1579)
!1715 = !DILocation(line: 611, column: 20, scope: !1713, inlinedAt: !1579)
!1716 = !DILocation(line: 0, scope: !1685, inlinedAt: !1717)
!1717 = distinct !DILocation(line: 611, column: 11, scope: !1713, inlinedAt: !1579)
!1718 = !DILocation(line: 0, scope: !622, inlinedAt: !1719)
!1719 = distinct !DILocation(line: 414, column: 20, scope: !1685, inlinedAt: !1717)
!1720 = !DILocation(line: 319, column: 25, scope: !629, inlinedAt: !1719)
!1721 = !DILocation(line: 415, column: 7, scope: !1685, inlinedAt: !1717)
!1722 = !DILocation(line: 319, column: 7, scope: !622, inlinedAt: !1719)
!1723 = !DILocation(line: 416, column: 10, scope: !1699, inlinedAt: !1717)
!1724 = !DILocation(line: 416, column: 5, scope: !1699, inlinedAt: !1717)
!1725 = !DILocation(line: 416, column: 27, scope: !1699, inlinedAt: !1717)
!1726 = !DILocation(line: 417, column: 5, scope: !1699, inlinedAt: !1717)
!1727 = !DILocation(line: 0, scope: !1700, inlinedAt: !1717)
!1728 = !DILocation(line: 611, column: 8, scope: !1713, inlinedAt: !1579)
!1729 = !DILocation(line: 611, column: 5, scope: !1713, inlinedAt: !1579)
!1730 = !DILocalVariable(name: "nums", arg: 1, scope: !1731, file: !3, line: 391, type: !1611)
!1731 = distinct !DISubprogram(name: "computesizes", scope: !3, file: !3, line: 391, type: !1732, scopeLine: 391, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1734)
!1732 = !DISubroutineType(types: !1733)
!1733 = !{!7, !1611, !1611}
!1734 = !{!1730, !1735, !1736, !1737, !1738, !1739, !1740}
!1735 = !DILocalVariable(name: "pna", arg: 2, scope: !1731, file: !3, line: 391, type: !1611)
!1736 = !DILocalVariable(name: "i", scope: !1731, file: !3, line: 392, type: !42)
!1737 = !DILocalVariable(name: "twotoi", scope: !1731, file: !3, line: 393, type: !7)
!1738 = !DILocalVariable(name: "a", scope: !1731, file: !3, line: 394, type: !7)
!1739 = !DILocalVariable(name: "na", scope: !1731, file: !3, line: 395, type: !7)
!1740 = !DILocalVariable(name: "optimal", scope: !1731, file: !3, line: 396, type: !7)
!1741 = !DILocation(line: 0, scope: !1731, inlinedAt: !1742)
!1742 = distinct !DILocation(line: 614, column: 11, scope: !1564, inlinedAt: !1579)
!1743 = !DILocation(line: 399, column: 19, scope: !1744, inlinedAt: !1742)
!1744 = distinct !DILexicalBlock(scope: !1745, file: !3, line: 398, column: 3)
!1745 = distinct !DILexicalBlock(scope: !1731, file: !3, line: 398, column: 3)
!1746 = !DILocation(line: 399, column: 36, scope: !1744, inlinedAt: !1742)
!1747 = !DILocation(line: 399, column: 27, scope: !1744, inlinedAt: !1742)
!1748 = !DILocation(line: 398, column: 3, scope: !1745, inlinedAt: !1742)
!1749 = !DILocation(line: 401, column: 10, scope: !1750, inlinedAt: !1742)
!1750 = distinct !DILexicalBlock(scope: !1744, file: !3, line: 400, column: 26)
!1751 = !DILocation(line: 401, column: 7, scope: !1750, inlinedAt: !1742)
!1752 = !DILocation(line: 402, column: 11, scope: !1753, inlinedAt: !1742)
!1753 = distinct !DILexicalBlock(scope: !1750, file: !3, line: 402, column: 9)
!1754 = !DILocation(line: 402, column: 9, scope: !1750, inlinedAt: !1742)
!1755 = !DILocation(line: 400, column: 20, scope: !1744, inlinedAt: !1742)
!1756 = !DILocation(line: 400, column: 9, scope: !1744, inlinedAt: !1742)
!1757 = !DILocation(line: 399, column: 15, scope: !1744, inlinedAt: !1742)
!1758 = distinct !{!1758, !1748, !1759, !659}
!1759 = !DILocation(line: 406, column: 3, scope: !1745, inlinedAt: !1742)
!1760 = !DILocation(line: 608, column: 12, scope: !1564, inlinedAt: !1579)
!1761 = !DILocation(line: 612, column: 11, scope: !1564, inlinedAt: !1579)
!1762 = !DILocation(line: 616, column: 37, scope: !1564, inlinedAt: !1579)
!1763 = !DILocation(line: 616, column: 3, scope: !1564, inlinedAt: !1579)
!1764 = !DILocation(line: 617, column: 1, scope: !1564, inlinedAt: !1579)
!1765 = !DILocation(line: 0, scope: !980, inlinedAt: !1766)
!1766 = distinct !DILocation(line: 690, column: 7, scope: !1580)
!1767 = !DILocation(line: 840, column: 24, scope: !980, inlinedAt: !1766)
!1768 = !DILocation(line: 0, scope: !992, inlinedAt: !1769)
!1769 = distinct !DILocation(line: 841, column: 3, scope: !980, inlinedAt: !1766)
!1770 = !DILocation(line: 828, column: 7, scope: !1002, inlinedAt: !1769)
!1771 = !DILocation(line: 828, column: 7, scope: !992, inlinedAt: !1769)
!1772 = !DILocation(line: 829, column: 5, scope: !1002, inlinedAt: !1769)
!1773 = !DILocation(line: 0, scope: !1001, inlinedAt: !1769)
!1774 = !DILocation(line: 831, column: 5, scope: !1001, inlinedAt: !1769)
!1775 = !DILocalVariable(name: "key", scope: !1776, file: !3, line: 190, type: !44)
!1776 = distinct !DISubprogram(name: "mainpositionfromnode", scope: !3, file: !3, line: 189, type: !1777, scopeLine: 189, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1779)
!1777 = !DISubroutineType(types: !1778)
!1778 = !{!208, !517, !208}
!1779 = !{!1780, !1781, !1775, !1782, !1784}
!1780 = !DILocalVariable(name: "t", arg: 1, scope: !1776, file: !3, line: 189, type: !517)
!1781 = !DILocalVariable(name: "nd", arg: 2, scope: !1776, file: !3, line: 189, type: !208)
!1782 = !DILocalVariable(name: "io_", scope: !1783, file: !3, line: 191, type: !43)
!1783 = distinct !DILexicalBlock(scope: !1776, file: !3, line: 191, column: 3)
!1784 = !DILocalVariable(name: "n_", scope: !1783, file: !3, line: 191, type: !578)
!1785 = !DILocation(line: 0, scope: !1776, inlinedAt: !1786)
!1786 = distinct !DILocation(line: 694, column: 14, scope: !1499)
!1787 = !DILocation(line: 190, column: 3, scope: !1776, inlinedAt: !1786)
!1788 = !DILocation(line: 0, scope: !1783, inlinedAt: !1786)
!1789 = !DILocation(line: 191, column: 3, scope: !1783, inlinedAt: !1786)
!1790 = !DILocation(line: 192, column: 10, scope: !1776, inlinedAt: !1786)
!1791 = !DILocation(line: 193, column: 1, scope: !1776, inlinedAt: !1786)
!1792 = !DILocation(line: 695, column: 16, scope: !1793)
!1793 = distinct !DILexicalBlock(scope: !1499, file: !3, line: 695, column: 9)
!1794 = !DILocation(line: 695, column: 9, scope: !1499)
!1795 = !DILocation(line: 697, column: 23, scope: !1796)
!1796 = distinct !DILexicalBlock(scope: !1793, file: !3, line: 695, column: 23)
!1797 = !DILocation(line: 697, column: 21, scope: !1796)
!1798 = !DILocation(line: 697, column: 37, scope: !1796)
!1799 = !DILocation(line: 697, column: 7, scope: !1796)
!1800 = distinct !{!1800, !1799, !1801, !659}
!1801 = !DILocation(line: 698, column: 19, scope: !1796)
!1802 = !DILocation(line: 699, column: 23, scope: !1796)
!1803 = !DILocation(line: 699, column: 21, scope: !1796)
!1804 = !DILocation(line: 700, column: 12, scope: !1796)
!1805 = !{i64 0, i64 24, !620}
!1806 = !DILocation(line: 701, column: 11, scope: !1807)
!1807 = distinct !DILexicalBlock(scope: !1796, file: !3, line: 701, column: 11)
!1808 = !DILocation(line: 701, column: 21, scope: !1807)
!1809 = !DILocation(line: 701, column: 11, scope: !1796)
!1810 = !DILocation(line: 702, column: 21, scope: !1811)
!1811 = distinct !DILexicalBlock(scope: !1807, file: !3, line: 701, column: 27)
!1812 = !DILocation(line: 702, column: 9, scope: !1811)
!1813 = !DILocation(line: 702, column: 18, scope: !1811)
!1814 = !DILocation(line: 703, column: 19, scope: !1811)
!1815 = !DILocation(line: 704, column: 7, scope: !1811)
!1816 = !DILocation(line: 705, column: 7, scope: !1796)
!1817 = !DILocation(line: 706, column: 5, scope: !1796)
!1818 = !DILocation(line: 709, column: 11, scope: !1819)
!1819 = distinct !DILexicalBlock(scope: !1820, file: !3, line: 709, column: 11)
!1820 = distinct !DILexicalBlock(scope: !1793, file: !3, line: 707, column: 10)
!1821 = !DILocation(line: 709, column: 21, scope: !1819)
!1822 = !DILocation(line: 709, column: 11, scope: !1820)
!1823 = !DILocation(line: 712, column: 19, scope: !1820)
!1824 = !DILocation(line: 710, column: 20, scope: !1819)
!1825 = !DILocation(line: 710, column: 9, scope: !1819)
!1826 = !DILocation(line: 710, column: 18, scope: !1819)
!1827 = !DILocation(line: 712, column: 17, scope: !1820)
!1828 = !DILocation(line: 683, column: 6, scope: !1481)
!1829 = !DILocation(line: 0, scope: !1503)
!1830 = !DILocation(line: 716, column: 3, scope: !1503)
!1831 = !DILocation(line: 717, column: 3, scope: !1481)
!1832 = !{!1833, !530, i64 9}
!1833 = !{!"GCObject", !529, i64 0, !530, i64 8, !530, i64 9}
!1834 = !DILocation(line: 0, scope: !1506)
!1835 = !DILocation(line: 719, column: 3, scope: !1506)
!1836 = !DILocation(line: 720, column: 1, scope: !1481)
!1837 = !DILocation(line: 0, scope: !980)
!1838 = !DILocation(line: 840, column: 24, scope: !980)
!1839 = !DILocation(line: 0, scope: !992, inlinedAt: !1840)
!1840 = distinct !DILocation(line: 841, column: 3, scope: !980)
!1841 = !DILocation(line: 828, column: 7, scope: !1002, inlinedAt: !1840)
!1842 = !DILocation(line: 828, column: 7, scope: !992, inlinedAt: !1840)
!1843 = !DILocation(line: 829, column: 5, scope: !1002, inlinedAt: !1840)
!1844 = !DILocation(line: 0, scope: !1001, inlinedAt: !1840)
!1845 = !DILocation(line: 831, column: 5, scope: !1001, inlinedAt: !1840)
!1846 = !DILocation(line: 842, column: 1, scope: !980)
!1847 = distinct !DISubprogram(name: "luaH_getn", scope: !3, file: !3, line: 938, type: !1848, scopeLine: 938, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1850)
!1848 = !DISubroutineType(types: !1849)
!1849 = !{!481, !551}
!1850 = !{!1851, !1852, !1853, !1858}
!1851 = !DILocalVariable(name: "t", arg: 1, scope: !1847, file: !3, line: 938, type: !551)
!1852 = !DILocalVariable(name: "limit", scope: !1847, file: !3, line: 939, type: !7)
!1853 = !DILocalVariable(name: "boundary", scope: !1854, file: !3, line: 951, type: !7)
!1854 = distinct !DILexicalBlock(scope: !1855, file: !3, line: 950, column: 10)
!1855 = distinct !DILexicalBlock(scope: !1856, file: !3, line: 942, column: 9)
!1856 = distinct !DILexicalBlock(scope: !1857, file: !3, line: 940, column: 51)
!1857 = distinct !DILexicalBlock(scope: !1847, file: !3, line: 940, column: 7)
!1858 = !DILocalVariable(name: "boundary", scope: !1859, file: !3, line: 970, type: !7)
!1859 = distinct !DILexicalBlock(scope: !1860, file: !3, line: 967, column: 40)
!1860 = distinct !DILexicalBlock(scope: !1861, file: !3, line: 967, column: 9)
!1861 = distinct !DILexicalBlock(scope: !1862, file: !3, line: 961, column: 29)
!1862 = distinct !DILexicalBlock(scope: !1847, file: !3, line: 961, column: 7)
!1863 = !DILocation(line: 0, scope: !1847)
!1864 = !DILocation(line: 939, column: 27, scope: !1847)
!1865 = !DILocation(line: 940, column: 13, scope: !1857)
!1866 = !DILocation(line: 940, column: 17, scope: !1857)
!1867 = !DILocation(line: 940, column: 20, scope: !1857)
!1868 = !DILocation(line: 940, column: 7, scope: !1847)
!1869 = !DILocation(line: 942, column: 15, scope: !1855)
!1870 = !DILocation(line: 942, column: 20, scope: !1855)
!1871 = !DILocation(line: 942, column: 24, scope: !1855)
!1872 = !DILocation(line: 942, column: 9, scope: !1856)
!1873 = !DILocalVariable(name: "t", arg: 1, scope: !1874, file: !3, line: 278, type: !517)
!1874 = distinct !DISubprogram(name: "ispow2realasize", scope: !3, file: !3, line: 278, type: !1875, scopeLine: 278, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1877)
!1875 = !DISubroutineType(types: !1876)
!1876 = !{!42, !517}
!1877 = !{!1873}
!1878 = !DILocation(line: 0, scope: !1874, inlinedAt: !1879)
!1879 = distinct !DILocation(line: 944, column: 11, scope: !1880)
!1880 = distinct !DILexicalBlock(scope: !1881, file: !3, line: 944, column: 11)
!1881 = distinct !DILexicalBlock(scope: !1855, file: !3, line: 942, column: 55)
!1882 = !DILocation(line: 279, column: 12, scope: !1874, inlinedAt: !1879)
!1883 = !DILocation(line: 279, column: 27, scope: !1874, inlinedAt: !1879)
!1884 = !DILocation(line: 279, column: 30, scope: !1874, inlinedAt: !1879)
!1885 = !DILocation(line: 944, column: 30, scope: !1880)
!1886 = !DILocation(line: 944, column: 34, scope: !1880)
!1887 = !DILocation(line: 944, column: 11, scope: !1881)
!1888 = !DILocation(line: 945, column: 19, scope: !1889)
!1889 = distinct !DILexicalBlock(scope: !1880, file: !3, line: 944, column: 53)
!1890 = !DILocation(line: 946, column: 9, scope: !1889)
!1891 = !DILocation(line: 947, column: 7, scope: !1889)
!1892 = !DILocalVariable(name: "i", arg: 2, scope: !1893, file: !3, line: 895, type: !7)
!1893 = distinct !DISubprogram(name: "binsearch", scope: !3, file: !3, line: 895, type: !1894, scopeLine: 896, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1896)
!1894 = !DISubroutineType(types: !1895)
!1895 = !{!7, !568, !7, !7}
!1896 = !{!1897, !1892, !1898, !1899}
!1897 = !DILocalVariable(name: "array", arg: 1, scope: !1893, file: !3, line: 895, type: !568)
!1898 = !DILocalVariable(name: "j", arg: 3, scope: !1893, file: !3, line: 896, type: !7)
!1899 = !DILocalVariable(name: "m", scope: !1900, file: !3, line: 898, type: !7)
!1900 = distinct !DILexicalBlock(scope: !1893, file: !3, line: 897, column: 22)
!1901 = !DILocation(line: 0, scope: !1893, inlinedAt: !1902)
!1902 = distinct !DILocation(line: 951, column: 31, scope: !1854)
!1903 = !DILocation(line: 898, column: 25, scope: !1900, inlinedAt: !1902)
!1904 = !DILocation(line: 898, column: 30, scope: !1900, inlinedAt: !1902)
!1905 = !DILocation(line: 0, scope: !1900, inlinedAt: !1902)
!1906 = !DILocation(line: 899, column: 9, scope: !1907, inlinedAt: !1902)
!1907 = distinct !DILexicalBlock(scope: !1900, file: !3, line: 899, column: 9)
!1908 = !DILocation(line: 897, column: 12, scope: !1893, inlinedAt: !1902)
!1909 = !DILocation(line: 897, column: 16, scope: !1893, inlinedAt: !1902)
!1910 = !DILocation(line: 897, column: 3, scope: !1893, inlinedAt: !1902)
!1911 = distinct !{!1911, !1910, !1912, !659}
!1912 = !DILocation(line: 901, column: 3, scope: !1893, inlinedAt: !1902)
!1913 = !DILocation(line: 0, scope: !1854)
!1914 = !DILocation(line: 0, scope: !1874, inlinedAt: !1915)
!1915 = distinct !DILocation(line: 953, column: 11, scope: !1916)
!1916 = distinct !DILexicalBlock(scope: !1854, file: !3, line: 953, column: 11)
!1917 = !DILocation(line: 279, column: 12, scope: !1874, inlinedAt: !1915)
!1918 = !DILocation(line: 953, scope: !1916)
!1919 = !DILocation(line: 279, column: 27, scope: !1874, inlinedAt: !1915)
!1920 = !DILocation(line: 279, column: 30, scope: !1874, inlinedAt: !1915)
!1921 = !DILocation(line: 953, column: 30, scope: !1916)
!1922 = !DILocation(line: 0, scope: !514, inlinedAt: !1923)
!1923 = distinct !DILocation(line: 953, column: 44, scope: !1916)
!1924 = !DILocation(line: 251, column: 7, scope: !524, inlinedAt: !1923)
!1925 = !DILocation(line: 0, scope: !523, inlinedAt: !1923)
!1926 = !DILocation(line: 256, column: 19, scope: !523, inlinedAt: !1923)
!1927 = !DILocation(line: 256, column: 10, scope: !523, inlinedAt: !1923)
!1928 = !DILocation(line: 257, column: 19, scope: !523, inlinedAt: !1923)
!1929 = !DILocation(line: 257, column: 10, scope: !523, inlinedAt: !1923)
!1930 = !DILocation(line: 258, column: 19, scope: !523, inlinedAt: !1923)
!1931 = !DILocation(line: 258, column: 10, scope: !523, inlinedAt: !1923)
!1932 = !DILocation(line: 259, column: 19, scope: !523, inlinedAt: !1923)
!1933 = !DILocation(line: 259, column: 10, scope: !523, inlinedAt: !1923)
!1934 = !DILocation(line: 261, column: 19, scope: !523, inlinedAt: !1923)
!1935 = !DILocation(line: 261, column: 10, scope: !523, inlinedAt: !1923)
!1936 = !DILocation(line: 266, column: 9, scope: !523, inlinedAt: !1923)
!1937 = !DILocation(line: 0, scope: !524, inlinedAt: !1923)
!1938 = !DILocation(line: 953, column: 62, scope: !1916)
!1939 = !DILocation(line: 953, column: 42, scope: !1916)
!1940 = !DILocation(line: 953, column: 11, scope: !1854)
!1941 = !DILocation(line: 954, column: 19, scope: !1942)
!1942 = distinct !DILexicalBlock(scope: !1916, file: !3, line: 953, column: 67)
!1943 = !DILocation(line: 955, column: 9, scope: !1942)
!1944 = !DILocation(line: 956, column: 7, scope: !1942)
!1945 = !DILocation(line: 957, column: 14, scope: !1854)
!1946 = !DILocation(line: 961, column: 8, scope: !1862)
!1947 = !DILocation(line: 963, column: 9, scope: !1948)
!1948 = distinct !DILexicalBlock(scope: !1861, file: !3, line: 963, column: 9)
!1949 = !DILocation(line: 963, column: 9, scope: !1861)
!1950 = !DILocation(line: 0, scope: !514, inlinedAt: !1951)
!1951 = distinct !DILocation(line: 966, column: 13, scope: !1861)
!1952 = !DILocation(line: 0, scope: !523, inlinedAt: !1951)
!1953 = !DILocation(line: 256, column: 19, scope: !523, inlinedAt: !1951)
!1954 = !DILocation(line: 256, column: 10, scope: !523, inlinedAt: !1951)
!1955 = !DILocation(line: 257, column: 19, scope: !523, inlinedAt: !1951)
!1956 = !DILocation(line: 257, column: 10, scope: !523, inlinedAt: !1951)
!1957 = !DILocation(line: 258, column: 19, scope: !523, inlinedAt: !1951)
!1958 = !DILocation(line: 258, column: 10, scope: !523, inlinedAt: !1951)
!1959 = !DILocation(line: 259, column: 19, scope: !523, inlinedAt: !1951)
!1960 = !DILocation(line: 259, column: 10, scope: !523, inlinedAt: !1951)
!1961 = !DILocation(line: 261, column: 19, scope: !523, inlinedAt: !1951)
!1962 = !DILocation(line: 261, column: 10, scope: !523, inlinedAt: !1951)
!1963 = !DILocation(line: 266, column: 9, scope: !523, inlinedAt: !1951)
!1964 = !DILocation(line: 967, column: 9, scope: !1860)
!1965 = !DILocation(line: 967, column: 9, scope: !1861)
!1966 = !DILocation(line: 0, scope: !1893, inlinedAt: !1967)
!1967 = distinct !DILocation(line: 970, column: 31, scope: !1859)
!1968 = !DILocation(line: 897, column: 12, scope: !1893, inlinedAt: !1967)
!1969 = !DILocation(line: 897, column: 16, scope: !1893, inlinedAt: !1967)
!1970 = !DILocation(line: 897, column: 3, scope: !1893, inlinedAt: !1967)
!1971 = !DILocation(line: 898, column: 25, scope: !1900, inlinedAt: !1967)
!1972 = !DILocation(line: 898, column: 30, scope: !1900, inlinedAt: !1967)
!1973 = !DILocation(line: 0, scope: !1900, inlinedAt: !1967)
!1974 = !DILocation(line: 899, column: 9, scope: !1907, inlinedAt: !1967)
!1975 = distinct !{!1975, !1970, !1976, !659}
!1976 = !DILocation(line: 901, column: 3, scope: !1893, inlinedAt: !1967)
!1977 = !DILocation(line: 972, column: 14, scope: !1859)
!1978 = !DILocation(line: 971, column: 17, scope: !1859)
!1979 = !DILocation(line: 0, scope: !1859)
!1980 = !DILocation(line: 979, column: 7, scope: !1981)
!1981 = distinct !DILexicalBlock(scope: !1847, file: !3, line: 979, column: 7)
!1982 = !DILocation(line: 979, column: 18, scope: !1981)
!1983 = !DILocation(line: 979, column: 21, scope: !1981)
!1984 = !DILocation(line: 0, scope: !834, inlinedAt: !1985)
!1985 = distinct !DILocation(line: 979, column: 21, scope: !1981)
!1986 = !DILocation(line: 746, column: 25, scope: !834, inlinedAt: !1985)
!1987 = !DILocation(line: 747, column: 22, scope: !843, inlinedAt: !1985)
!1988 = !DILocation(line: 747, column: 27, scope: !843, inlinedAt: !1985)
!1989 = !DILocation(line: 747, column: 7, scope: !834, inlinedAt: !1985)
!1990 = !DILocation(line: 749, column: 28, scope: !842, inlinedAt: !1985)
!1991 = !DILocation(line: 750, column: 38, scope: !842, inlinedAt: !1985)
!1992 = !DILocation(line: 750, column: 36, scope: !842, inlinedAt: !1985)
!1993 = !DILocation(line: 750, column: 54, scope: !842, inlinedAt: !1985)
!1994 = !DILocation(line: 749, column: 12, scope: !843, inlinedAt: !1985)
!1995 = !DILocation(line: 751, column: 15, scope: !863, inlinedAt: !1985)
!1996 = !DILocation(line: 752, column: 5, scope: !863, inlinedAt: !1985)
!1997 = !DILocation(line: 0, scope: !866, inlinedAt: !1998)
!1998 = distinct !DILocation(line: 755, column: 15, scope: !841, inlinedAt: !1985)
!1999 = !DILocation(line: 0, scope: !875, inlinedAt: !1998)
!2000 = !DILocation(line: 0, scope: !841, inlinedAt: !1985)
!2001 = !DILocation(line: 756, column: 5, scope: !841, inlinedAt: !1985)
!2002 = !DILocation(line: 755, column: 11, scope: !841, inlinedAt: !1985)
!2003 = !DILocation(line: 757, column: 11, scope: !846, inlinedAt: !1985)
!2004 = !DILocation(line: 757, column: 27, scope: !846, inlinedAt: !1985)
!2005 = !DILocation(line: 757, column: 30, scope: !846, inlinedAt: !1985)
!2006 = !DILocation(line: 757, column: 41, scope: !846, inlinedAt: !1985)
!2007 = !DILocation(line: 757, column: 11, scope: !847, inlinedAt: !1985)
!2008 = !DILocation(line: 760, column: 18, scope: !845, inlinedAt: !1985)
!2009 = !DILocation(line: 0, scope: !845, inlinedAt: !1985)
!2010 = !DILocation(line: 761, column: 16, scope: !887, inlinedAt: !1985)
!2011 = !DILocation(line: 761, column: 13, scope: !845, inlinedAt: !1985)
!2012 = !DILocation(line: 0, scope: !843, inlinedAt: !1985)
!2013 = !DILocation(line: 767, column: 1, scope: !834, inlinedAt: !1985)
!2014 = !DILocation(line: 979, column: 7, scope: !1847)
!2015 = !DILocation(line: 980, column: 12, scope: !1981)
!2016 = !DILocation(line: 980, column: 5, scope: !1981)
!2017 = !DILocalVariable(name: "t", arg: 1, scope: !2018, file: !3, line: 870, type: !551)
!2018 = distinct !DISubprogram(name: "hash_search", scope: !3, file: !3, line: 870, type: !2019, scopeLine: 870, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2021)
!2019 = !DISubroutineType(types: !2020)
!2020 = !{!481, !551, !481}
!2021 = !{!2017, !2022, !2023, !2024}
!2022 = !DILocalVariable(name: "j", arg: 2, scope: !2018, file: !3, line: 870, type: !481)
!2023 = !DILocalVariable(name: "i", scope: !2018, file: !3, line: 871, type: !481)
!2024 = !DILocalVariable(name: "m", scope: !2025, file: !3, line: 887, type: !481)
!2025 = distinct !DILexicalBlock(scope: !2018, file: !3, line: 886, column: 22)
!2026 = !DILocation(line: 0, scope: !2018, inlinedAt: !2027)
!2027 = distinct !DILocation(line: 982, column: 12, scope: !1981)
!2028 = !DILocation(line: 875, column: 11, scope: !2029, inlinedAt: !2027)
!2029 = distinct !DILexicalBlock(scope: !2030, file: !3, line: 875, column: 9)
!2030 = distinct !DILexicalBlock(scope: !2018, file: !3, line: 873, column: 6)
!2031 = !DILocation(line: 875, column: 9, scope: !2030, inlinedAt: !2027)
!2032 = !DILocation(line: 876, column: 9, scope: !2029, inlinedAt: !2027)
!2033 = !DILocation(line: 0, scope: !834, inlinedAt: !2034)
!2034 = distinct !DILocation(line: 884, column: 13, scope: !2018, inlinedAt: !2027)
!2035 = !DILocation(line: 746, column: 25, scope: !834, inlinedAt: !2034)
!2036 = !DILocation(line: 747, column: 22, scope: !843, inlinedAt: !2034)
!2037 = !DILocation(line: 747, column: 27, scope: !843, inlinedAt: !2034)
!2038 = !DILocation(line: 747, column: 7, scope: !834, inlinedAt: !2034)
!2039 = !DILocation(line: 749, column: 28, scope: !842, inlinedAt: !2034)
!2040 = !DILocation(line: 750, column: 38, scope: !842, inlinedAt: !2034)
!2041 = !DILocation(line: 750, column: 36, scope: !842, inlinedAt: !2034)
!2042 = !DILocation(line: 750, column: 54, scope: !842, inlinedAt: !2034)
!2043 = !DILocation(line: 749, column: 12, scope: !843, inlinedAt: !2034)
!2044 = !DILocation(line: 751, column: 17, scope: !863, inlinedAt: !2034)
!2045 = !DILocation(line: 751, column: 15, scope: !863, inlinedAt: !2034)
!2046 = !DILocation(line: 752, column: 5, scope: !863, inlinedAt: !2034)
!2047 = !DILocation(line: 0, scope: !866, inlinedAt: !2048)
!2048 = distinct !DILocation(line: 755, column: 15, scope: !841, inlinedAt: !2034)
!2049 = !DILocation(line: 110, column: 10, scope: !875, inlinedAt: !2048)
!2050 = !DILocation(line: 0, scope: !875, inlinedAt: !2048)
!2051 = !DILocation(line: 110, column: 7, scope: !866, inlinedAt: !2048)
!2052 = !DILocation(line: 111, column: 12, scope: !875, inlinedAt: !2048)
!2053 = !DILocation(line: 111, column: 5, scope: !875, inlinedAt: !2048)
!2054 = !DILocation(line: 113, column: 12, scope: !875, inlinedAt: !2048)
!2055 = !DILocation(line: 113, column: 5, scope: !875, inlinedAt: !2048)
!2056 = !DILocation(line: 0, scope: !841, inlinedAt: !2034)
!2057 = !DILocation(line: 756, column: 5, scope: !841, inlinedAt: !2034)
!2058 = !DILocation(line: 755, column: 11, scope: !841, inlinedAt: !2034)
!2059 = !DILocation(line: 757, column: 11, scope: !846, inlinedAt: !2034)
!2060 = !DILocation(line: 757, column: 27, scope: !846, inlinedAt: !2034)
!2061 = !DILocation(line: 757, column: 30, scope: !846, inlinedAt: !2034)
!2062 = !DILocation(line: 757, column: 41, scope: !846, inlinedAt: !2034)
!2063 = !DILocation(line: 757, column: 11, scope: !847, inlinedAt: !2034)
!2064 = !DILocation(line: 760, column: 18, scope: !845, inlinedAt: !2034)
!2065 = !DILocation(line: 0, scope: !845, inlinedAt: !2034)
!2066 = !DILocation(line: 761, column: 16, scope: !887, inlinedAt: !2034)
!2067 = !DILocation(line: 761, column: 13, scope: !845, inlinedAt: !2034)
!2068 = !DILocation(line: 0, scope: !843, inlinedAt: !2034)
!2069 = !DILocation(line: 767, column: 1, scope: !834, inlinedAt: !2034)
!2070 = !DILocation(line: 884, column: 13, scope: !2018, inlinedAt: !2027)
!2071 = !DILocation(line: 884, column: 3, scope: !2030, inlinedAt: !2027)
!2072 = distinct !{!2072, !2073, !2074, !659}
!2073 = !DILocation(line: 873, column: 3, scope: !2018, inlinedAt: !2027)
!2074 = !DILocation(line: 884, column: 39, scope: !2018, inlinedAt: !2027)
!2075 = !DILocation(line: 0, scope: !834, inlinedAt: !2076)
!2076 = distinct !DILocation(line: 879, column: 11, scope: !2077, inlinedAt: !2027)
!2077 = distinct !DILexicalBlock(scope: !2078, file: !3, line: 879, column: 11)
!2078 = distinct !DILexicalBlock(scope: !2029, file: !3, line: 877, column: 10)
!2079 = !DILocation(line: 749, column: 28, scope: !842, inlinedAt: !2076)
!2080 = !DILocation(line: 746, column: 25, scope: !834, inlinedAt: !2076)
!2081 = !DILocation(line: 750, column: 38, scope: !842, inlinedAt: !2076)
!2082 = !DILocation(line: 750, column: 36, scope: !842, inlinedAt: !2076)
!2083 = !DILocation(line: 750, column: 54, scope: !842, inlinedAt: !2076)
!2084 = !DILocation(line: 749, column: 12, scope: !843, inlinedAt: !2076)
!2085 = !DILocation(line: 751, column: 15, scope: !863, inlinedAt: !2076)
!2086 = !DILocation(line: 0, scope: !843, inlinedAt: !2076)
!2087 = !DILocation(line: 767, column: 1, scope: !834, inlinedAt: !2076)
!2088 = !DILocation(line: 0, scope: !866, inlinedAt: !2089)
!2089 = distinct !DILocation(line: 755, column: 15, scope: !841, inlinedAt: !2076)
!2090 = !DILocation(line: 0, scope: !875, inlinedAt: !2089)
!2091 = !DILocation(line: 113, column: 12, scope: !875, inlinedAt: !2089)
!2092 = !DILocation(line: 0, scope: !841, inlinedAt: !2076)
!2093 = !DILocation(line: 756, column: 5, scope: !841, inlinedAt: !2076)
!2094 = !DILocation(line: 755, column: 11, scope: !841, inlinedAt: !2076)
!2095 = !DILocation(line: 757, column: 11, scope: !846, inlinedAt: !2076)
!2096 = !DILocation(line: 757, column: 27, scope: !846, inlinedAt: !2076)
!2097 = !DILocation(line: 757, column: 30, scope: !846, inlinedAt: !2076)
!2098 = !DILocation(line: 757, column: 41, scope: !846, inlinedAt: !2076)
!2099 = !DILocation(line: 757, column: 11, scope: !847, inlinedAt: !2076)
!2100 = !DILocation(line: 760, column: 18, scope: !845, inlinedAt: !2076)
!2101 = !DILocation(line: 0, scope: !845, inlinedAt: !2076)
!2102 = !DILocation(line: 761, column: 16, scope: !887, inlinedAt: !2076)
!2103 = !DILocation(line: 761, column: 13, scope: !845, inlinedAt: !2076)
!2104 = !DILocation(line: 879, column: 11, scope: !2077, inlinedAt: !2027)
!2105 = !DILocation(line: 879, column: 11, scope: !2078, inlinedAt: !2027)
!2106 = !DILocation(line: 0, scope: !2029, inlinedAt: !2027)
!2107 = !DILocation(line: 886, column: 12, scope: !2018, inlinedAt: !2027)
!2108 = !DILocation(line: 886, column: 16, scope: !2018, inlinedAt: !2027)
!2109 = !DILocation(line: 886, column: 3, scope: !2018, inlinedAt: !2027)
!2110 = !DILocation(line: 887, column: 25, scope: !2025, inlinedAt: !2027)
!2111 = !DILocation(line: 887, column: 30, scope: !2025, inlinedAt: !2027)
!2112 = !DILocation(line: 0, scope: !2025, inlinedAt: !2027)
!2113 = !DILocation(line: 0, scope: !834, inlinedAt: !2114)
!2114 = distinct !DILocation(line: 888, column: 9, scope: !2115, inlinedAt: !2027)
!2115 = distinct !DILexicalBlock(scope: !2025, file: !3, line: 888, column: 9)
!2116 = !DILocation(line: 746, column: 25, scope: !834, inlinedAt: !2114)
!2117 = !DILocation(line: 747, column: 22, scope: !843, inlinedAt: !2114)
!2118 = !DILocation(line: 747, column: 27, scope: !843, inlinedAt: !2114)
!2119 = !DILocation(line: 747, column: 7, scope: !834, inlinedAt: !2114)
!2120 = !DILocation(line: 749, column: 28, scope: !842, inlinedAt: !2114)
!2121 = !DILocation(line: 750, column: 38, scope: !842, inlinedAt: !2114)
!2122 = !DILocation(line: 750, column: 36, scope: !842, inlinedAt: !2114)
!2123 = !DILocation(line: 750, column: 54, scope: !842, inlinedAt: !2114)
!2124 = !DILocation(line: 749, column: 12, scope: !843, inlinedAt: !2114)
!2125 = !DILocation(line: 751, column: 17, scope: !863, inlinedAt: !2114)
!2126 = !DILocation(line: 751, column: 15, scope: !863, inlinedAt: !2114)
!2127 = !DILocation(line: 752, column: 5, scope: !863, inlinedAt: !2114)
!2128 = !DILocation(line: 0, scope: !866, inlinedAt: !2129)
!2129 = distinct !DILocation(line: 755, column: 15, scope: !841, inlinedAt: !2114)
!2130 = !DILocation(line: 110, column: 10, scope: !875, inlinedAt: !2129)
!2131 = !DILocation(line: 0, scope: !875, inlinedAt: !2129)
!2132 = !DILocation(line: 110, column: 7, scope: !866, inlinedAt: !2129)
!2133 = !DILocation(line: 111, column: 12, scope: !875, inlinedAt: !2129)
!2134 = !DILocation(line: 111, column: 5, scope: !875, inlinedAt: !2129)
!2135 = !DILocation(line: 113, column: 12, scope: !875, inlinedAt: !2129)
!2136 = !DILocation(line: 113, column: 5, scope: !875, inlinedAt: !2129)
!2137 = !DILocation(line: 0, scope: !841, inlinedAt: !2114)
!2138 = !DILocation(line: 756, column: 5, scope: !841, inlinedAt: !2114)
!2139 = !DILocation(line: 755, column: 11, scope: !841, inlinedAt: !2114)
!2140 = !DILocation(line: 757, column: 11, scope: !846, inlinedAt: !2114)
!2141 = !DILocation(line: 757, column: 27, scope: !846, inlinedAt: !2114)
!2142 = !DILocation(line: 757, column: 30, scope: !846, inlinedAt: !2114)
!2143 = !DILocation(line: 757, column: 41, scope: !846, inlinedAt: !2114)
!2144 = !DILocation(line: 757, column: 11, scope: !847, inlinedAt: !2114)
!2145 = !DILocation(line: 760, column: 18, scope: !845, inlinedAt: !2114)
!2146 = !DILocation(line: 0, scope: !845, inlinedAt: !2114)
!2147 = !DILocation(line: 761, column: 16, scope: !887, inlinedAt: !2114)
!2148 = !DILocation(line: 761, column: 13, scope: !845, inlinedAt: !2114)
!2149 = !DILocation(line: 0, scope: !843, inlinedAt: !2114)
!2150 = !DILocation(line: 767, column: 1, scope: !834, inlinedAt: !2114)
!2151 = !DILocation(line: 888, column: 9, scope: !2115, inlinedAt: !2027)
!2152 = distinct !{!2152, !2109, !2153, !659}
!2153 = !DILocation(line: 890, column: 3, scope: !2018, inlinedAt: !2027)
!2154 = !DILocation(line: 983, column: 1, scope: !1847)
!2155 = !DISubprogram(name: "luaG_runerror", scope: !2156, file: !2156, line: 56, type: !2157, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2156 = !DIFile(filename: "src/lua/ldebug.h", directory: ".", checksumkind: CSK_MD5, checksum: "e354d5afec415152be85e3d4d3dd589e")
!2157 = !DISubroutineType(types: !2158)
!2158 = !{null, !70, !236, null}
!2159 = !DISubprogram(name: "luaO_ceillog2", scope: !45, file: !45, line: 798, type: !2160, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2160 = !DISubroutineType(types: !2161)
!2161 = !{!42, !7}
!2162 = !DISubprogram(name: "luaM_malloc_", scope: !1083, file: !1083, line: 90, type: !2163, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2163 = !DISubroutineType(types: !2164)
!2164 = !{!63, !70, !113, !42}
!2165 = distinct !DISubprogram(name: "mainpositionTV", scope: !3, file: !3, line: 151, type: !2166, scopeLine: 151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2168)
!2166 = !DISubroutineType(types: !2167)
!2167 = !{!208, !517, !568}
!2168 = !{!2169, !2170, !2171, !2174, !2176, !2178, !2180, !2182, !2184}
!2169 = !DILocalVariable(name: "t", arg: 1, scope: !2165, file: !3, line: 151, type: !517)
!2170 = !DILocalVariable(name: "key", arg: 2, scope: !2165, file: !3, line: 151, type: !568)
!2171 = !DILocalVariable(name: "i", scope: !2172, file: !3, line: 154, type: !364)
!2172 = distinct !DILexicalBlock(scope: !2173, file: !3, line: 153, column: 23)
!2173 = distinct !DILexicalBlock(scope: !2165, file: !3, line: 152, column: 26)
!2174 = !DILocalVariable(name: "n", scope: !2175, file: !3, line: 158, type: !367)
!2175 = distinct !DILexicalBlock(scope: !2173, file: !3, line: 157, column: 23)
!2176 = !DILocalVariable(name: "ts", scope: !2177, file: !3, line: 162, type: !129)
!2177 = distinct !DILexicalBlock(scope: !2173, file: !3, line: 161, column: 23)
!2178 = !DILocalVariable(name: "ts", scope: !2179, file: !3, line: 166, type: !129)
!2179 = distinct !DILexicalBlock(scope: !2173, file: !3, line: 165, column: 23)
!2180 = !DILocalVariable(name: "p", scope: !2181, file: !3, line: 174, type: !63)
!2181 = distinct !DILexicalBlock(scope: !2173, file: !3, line: 173, column: 30)
!2182 = !DILocalVariable(name: "f", scope: !2183, file: !3, line: 178, type: !65)
!2183 = distinct !DILexicalBlock(scope: !2173, file: !3, line: 177, column: 20)
!2184 = !DILocalVariable(name: "o", scope: !2185, file: !3, line: 182, type: !167)
!2185 = distinct !DILexicalBlock(scope: !2173, file: !3, line: 181, column: 14)
!2186 = distinct !DIAssignID()
!2187 = !DILocation(line: 0, scope: !2165)
!2188 = !DILocation(line: 152, column: 11, scope: !2165)
!2189 = !DILocation(line: 152, column: 3, scope: !2165)
!2190 = !DILocation(line: 154, column: 23, scope: !2172)
!2191 = !DILocation(line: 0, scope: !2172)
!2192 = !DILocation(line: 0, scope: !866, inlinedAt: !2193)
!2193 = distinct !DILocation(line: 155, column: 14, scope: !2172)
!2194 = !DILocation(line: 110, column: 10, scope: !875, inlinedAt: !2193)
!2195 = !DILocation(line: 0, scope: !875, inlinedAt: !2193)
!2196 = !DILocation(line: 110, column: 7, scope: !866, inlinedAt: !2193)
!2197 = !DILocation(line: 111, column: 12, scope: !875, inlinedAt: !2193)
!2198 = !DILocation(line: 111, column: 5, scope: !875, inlinedAt: !2193)
!2199 = !DILocation(line: 113, column: 12, scope: !875, inlinedAt: !2193)
!2200 = !DILocation(line: 113, column: 5, scope: !875, inlinedAt: !2193)
!2201 = !DILocation(line: 158, column: 22, scope: !2175)
!2202 = !DILocation(line: 0, scope: !2175)
!2203 = !DILocation(line: 159, column: 14, scope: !2175)
!2204 = !DILocalVariable(name: "i", scope: !2205, file: !3, line: 132, type: !42)
!2205 = distinct !DISubprogram(name: "l_hashfloat", scope: !3, file: !3, line: 131, type: !2206, scopeLine: 131, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2208)
!2206 = !DISubroutineType(types: !2207)
!2207 = !{!42, !367}
!2208 = !{!2209, !2204, !2210, !2211}
!2209 = !DILocalVariable(name: "n", arg: 1, scope: !2205, file: !3, line: 131, type: !367)
!2210 = !DILocalVariable(name: "ni", scope: !2205, file: !3, line: 133, type: !364)
!2211 = !DILocalVariable(name: "u", scope: !2212, file: !3, line: 140, type: !7)
!2212 = distinct !DILexicalBlock(scope: !2213, file: !3, line: 139, column: 8)
!2213 = distinct !DILexicalBlock(scope: !2205, file: !3, line: 135, column: 7)
!2214 = !DILocation(line: 0, scope: !2205, inlinedAt: !2215)
!2215 = distinct !DILocation(line: 159, column: 14, scope: !2175)
!2216 = !DILocation(line: 132, column: 3, scope: !2205, inlinedAt: !2215)
!2217 = !DILocation(line: 134, column: 7, scope: !2205, inlinedAt: !2215)
!2218 = !DILocation(line: 134, column: 30, scope: !2205, inlinedAt: !2215)
!2219 = !DILocation(line: 135, column: 8, scope: !2213, inlinedAt: !2215)
!2220 = !DILocation(line: 140, column: 22, scope: !2212, inlinedAt: !2215)
!2221 = !DILocation(line: 140, column: 37, scope: !2212, inlinedAt: !2215)
!2222 = !DILocation(line: 140, column: 35, scope: !2212, inlinedAt: !2215)
!2223 = !DILocation(line: 0, scope: !2212, inlinedAt: !2215)
!2224 = !DILocation(line: 141, column: 12, scope: !2212, inlinedAt: !2215)
!2225 = !DILocation(line: 0, scope: !2213, inlinedAt: !2215)
!2226 = !DILocation(line: 143, column: 1, scope: !2205, inlinedAt: !2215)
!2227 = !DILocation(line: 162, column: 21, scope: !2177)
!2228 = !DILocation(line: 0, scope: !2177)
!2229 = !DILocation(line: 163, column: 14, scope: !2177)
!2230 = !DILocation(line: 166, column: 21, scope: !2179)
!2231 = !DILocation(line: 0, scope: !2179)
!2232 = !DILocation(line: 167, column: 14, scope: !2179)
!2233 = !DILocation(line: 170, column: 14, scope: !2173)
!2234 = !DILocation(line: 170, column: 7, scope: !2173)
!2235 = !DILocation(line: 172, column: 14, scope: !2173)
!2236 = !DILocation(line: 172, column: 7, scope: !2173)
!2237 = !DILocation(line: 174, column: 17, scope: !2181)
!2238 = !DILocation(line: 0, scope: !2181)
!2239 = !DILocation(line: 175, column: 14, scope: !2181)
!2240 = !DILocation(line: 178, column: 25, scope: !2183)
!2241 = !DILocation(line: 0, scope: !2183)
!2242 = !DILocation(line: 179, column: 14, scope: !2183)
!2243 = !DILocation(line: 182, column: 21, scope: !2185)
!2244 = !DILocation(line: 0, scope: !2185)
!2245 = !DILocation(line: 183, column: 14, scope: !2185)
!2246 = !DILocation(line: 0, scope: !2173)
!2247 = !DILocation(line: 186, column: 1, scope: !2165)
!2248 = !DISubprogram(name: "luaS_hashlongstr", scope: !2249, file: !2249, line: 45, type: !2250, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2249 = !DIFile(filename: "src/lua/lstring.h", directory: ".", checksumkind: CSK_MD5, checksum: "5111c938a6aab9498fbd60daf46fbc78")
!2250 = !DISubroutineType(types: !2251)
!2251 = !{!7, !129}
!2252 = !DISubprogram(name: "frexp", scope: !2253, file: !2253, line: 98, type: !2254, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2253 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!2254 = !DISubroutineType(types: !2255)
!2255 = !{!368, !368, !2256}
!2256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!2257 = !DISubprogram(name: "luaS_eqlngstr", scope: !2249, file: !2249, line: 46, type: !2258, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2258 = !DISubroutineType(types: !2259)
!2259 = !{!42, !129, !129}
!2260 = !DISubprogram(name: "luaC_barrierback_", scope: !1132, file: !1132, line: 197, type: !2261, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2261 = !DISubroutineType(types: !2262)
!2262 = !{null, !70, !167}
