; ModuleID = 'src/lua/lstring.c'
source_filename = "src/lua/lstring.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.UValue = type { %struct.TValue }
%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }

@.str = private unnamed_addr constant [18 x i8] c"not enough memory\00", align 1, !dbg !0

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define hidden range(i32 0, 2) i32 @luaS_eqlngstr(ptr noundef readonly %0, ptr noundef readonly %1) local_unnamed_addr #0 !dbg !458 {
    #dbg_value(ptr %0, !462, !DIExpression(), !465)
    #dbg_value(ptr %1, !463, !DIExpression(), !465)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !466
  %4 = load i64, ptr %3, align 8, !dbg !467, !tbaa !468
    #dbg_value(i64 %4, !464, !DIExpression(), !465)
  %5 = icmp eq ptr %0, %1, !dbg !471
  br i1 %5, label %16, label %6, !dbg !472

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !473
  %8 = load i64, ptr %7, align 8, !dbg !474, !tbaa !468
  %9 = icmp eq i64 %4, %8, !dbg !475
  br i1 %9, label %10, label %16, !dbg !476

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !477
  %12 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !478
  %13 = tail call i32 @bcmp(ptr nonnull %11, ptr nonnull %12, i64 %4), !dbg !479
  %14 = icmp eq i32 %13, 0, !dbg !480
  %15 = zext i1 %14 to i32, !dbg !472
  br label %16

16:                                               ; preds = %6, %10, %2
  %17 = phi i32 [ 1, %2 ], [ 0, %6 ], [ %15, %10 ]
  ret i32 %17, !dbg !481
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define hidden i32 @luaS_hash(ptr nocapture noundef readonly %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #1 !dbg !482 {
    #dbg_value(ptr %0, !486, !DIExpression(), !490)
    #dbg_value(i64 %1, !487, !DIExpression(), !490)
    #dbg_value(i32 %2, !488, !DIExpression(), !490)
  %4 = trunc i64 %1 to i32, !dbg !491
  %5 = xor i32 %4, %2, !dbg !492
    #dbg_value(i32 %5, !489, !DIExpression(), !490)
  %6 = getelementptr i8, ptr %0, i64 -1, !dbg !493
    #dbg_value(i32 %5, !489, !DIExpression(), !490)
    #dbg_value(i64 %1, !487, !DIExpression(), !490)
  %7 = icmp eq i64 %1, 0, !dbg !494
  br i1 %7, label %49, label %8, !dbg !497

8:                                                ; preds = %3
  %9 = and i64 %1, 1, !dbg !497
  %10 = icmp eq i64 %9, 0, !dbg !497
  br i1 %10, label %21, label %11, !dbg !497

11:                                               ; preds = %8
    #dbg_value(i32 %5, !489, !DIExpression(), !490)
    #dbg_value(i64 %1, !487, !DIExpression(), !490)
  %12 = shl i32 %5, 5, !dbg !498
  %13 = lshr i32 %5, 2, !dbg !499
  %14 = add i32 %12, %13, !dbg !500
  %15 = getelementptr i8, ptr %6, i64 %1, !dbg !501
  %16 = load i8, ptr %15, align 1, !dbg !501, !tbaa !468
  %17 = zext i8 %16 to i32, !dbg !501
  %18 = add i32 %14, %17, !dbg !502
  %19 = xor i32 %18, %5, !dbg !503
    #dbg_value(i32 %19, !489, !DIExpression(), !490)
  %20 = add nsw i64 %1, -1, !dbg !504
    #dbg_value(i64 %20, !487, !DIExpression(), !490)
  br label %21, !dbg !497

21:                                               ; preds = %11, %8
  %22 = phi i32 [ poison, %8 ], [ %19, %11 ]
  %23 = phi i32 [ %5, %8 ], [ %19, %11 ]
  %24 = phi i64 [ %1, %8 ], [ %20, %11 ]
  %25 = icmp eq i64 %1, 1, !dbg !497
  br i1 %25, label %49, label %26, !dbg !497

26:                                               ; preds = %21
  %27 = getelementptr i8, ptr %6, i64 -1, !dbg !497
  br label %28, !dbg !497

28:                                               ; preds = %28, %26
  %29 = phi i32 [ %23, %26 ], [ %46, %28 ]
  %30 = phi i64 [ %24, %26 ], [ %47, %28 ]
    #dbg_value(i32 %29, !489, !DIExpression(), !490)
    #dbg_value(i64 %30, !487, !DIExpression(), !490)
  %31 = shl i32 %29, 5, !dbg !498
  %32 = lshr i32 %29, 2, !dbg !499
  %33 = add i32 %31, %32, !dbg !500
  %34 = getelementptr i8, ptr %6, i64 %30, !dbg !501
  %35 = load i8, ptr %34, align 1, !dbg !501, !tbaa !468
  %36 = zext i8 %35 to i32, !dbg !501
  %37 = add i32 %33, %36, !dbg !502
  %38 = xor i32 %37, %29, !dbg !503
    #dbg_value(i32 %38, !489, !DIExpression(), !490)
    #dbg_value(i64 %30, !487, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !490)
  %39 = shl i32 %38, 5, !dbg !498
  %40 = lshr i32 %38, 2, !dbg !499
  %41 = add i32 %39, %40, !dbg !500
  %42 = getelementptr i8, ptr %27, i64 %30, !dbg !501
  %43 = load i8, ptr %42, align 1, !dbg !501, !tbaa !468
  %44 = zext i8 %43 to i32, !dbg !501
  %45 = add i32 %41, %44, !dbg !502
  %46 = xor i32 %45, %38, !dbg !503
    #dbg_value(i32 %46, !489, !DIExpression(), !490)
  %47 = add i64 %30, -2, !dbg !504
    #dbg_value(i64 %47, !487, !DIExpression(), !490)
  %48 = icmp eq i64 %47, 0, !dbg !494
  br i1 %48, label %49, label %28, !dbg !497, !llvm.loop !505

49:                                               ; preds = %21, %28, %3
  %50 = phi i32 [ %5, %3 ], [ %22, %21 ], [ %46, %28 ], !dbg !490
  ret i32 %50, !dbg !508
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define hidden i32 @luaS_hashlongstr(ptr nocapture noundef %0) local_unnamed_addr #2 !dbg !509 {
    #dbg_value(ptr %0, !513, !DIExpression(), !517)
  %2 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !518
  %3 = load i8, ptr %2, align 2, !dbg !518, !tbaa !519
  %4 = icmp eq i8 %3, 0, !dbg !523
  br i1 %4, label %8, label %5, !dbg !524

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 12
  %7 = load i32, ptr %6, align 4, !dbg !525, !tbaa !526
  br label %60, !dbg !524

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !527
  %10 = load i64, ptr %9, align 8, !dbg !528, !tbaa !468
    #dbg_value(i64 %10, !514, !DIExpression(), !529)
  %11 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !530
  %12 = load i32, ptr %11, align 4, !dbg !530, !tbaa !526
    #dbg_value(ptr %0, !486, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !531)
    #dbg_value(i64 %10, !487, !DIExpression(), !531)
    #dbg_value(i32 %12, !488, !DIExpression(), !531)
  %13 = trunc i64 %10 to i32, !dbg !533
  %14 = xor i32 %12, %13, !dbg !534
    #dbg_value(i32 %14, !489, !DIExpression(), !531)
  %15 = getelementptr i8, ptr %0, i64 23, !dbg !535
    #dbg_value(i32 %14, !489, !DIExpression(), !531)
    #dbg_value(i64 %10, !487, !DIExpression(), !531)
  %16 = icmp eq i64 %10, 0, !dbg !536
  br i1 %16, label %58, label %17, !dbg !537

17:                                               ; preds = %8
  %18 = and i64 %10, 1, !dbg !537
  %19 = icmp eq i64 %18, 0, !dbg !537
  br i1 %19, label %30, label %20, !dbg !537

20:                                               ; preds = %17
    #dbg_value(i32 %14, !489, !DIExpression(), !531)
    #dbg_value(i64 %10, !487, !DIExpression(), !531)
  %21 = shl i32 %14, 5, !dbg !538
  %22 = lshr i32 %14, 2, !dbg !539
  %23 = add i32 %21, %22, !dbg !540
  %24 = getelementptr i8, ptr %15, i64 %10, !dbg !541
  %25 = load i8, ptr %24, align 1, !dbg !541, !tbaa !468
  %26 = zext i8 %25 to i32, !dbg !541
  %27 = add i32 %23, %26, !dbg !542
  %28 = xor i32 %27, %14, !dbg !543
    #dbg_value(i32 %28, !489, !DIExpression(), !531)
  %29 = add nsw i64 %10, -1, !dbg !544
    #dbg_value(i64 %29, !487, !DIExpression(), !531)
  br label %30, !dbg !537

30:                                               ; preds = %20, %17
  %31 = phi i32 [ poison, %17 ], [ %28, %20 ]
  %32 = phi i32 [ %14, %17 ], [ %28, %20 ]
  %33 = phi i64 [ %10, %17 ], [ %29, %20 ]
  %34 = icmp eq i64 %10, 1, !dbg !537
  br i1 %34, label %58, label %35, !dbg !537

35:                                               ; preds = %30
  %36 = getelementptr i8, ptr %15, i64 -1, !dbg !537
  br label %37, !dbg !537

37:                                               ; preds = %37, %35
  %38 = phi i32 [ %32, %35 ], [ %55, %37 ]
  %39 = phi i64 [ %33, %35 ], [ %56, %37 ]
    #dbg_value(i32 %38, !489, !DIExpression(), !531)
    #dbg_value(i64 %39, !487, !DIExpression(), !531)
  %40 = shl i32 %38, 5, !dbg !538
  %41 = lshr i32 %38, 2, !dbg !539
  %42 = add i32 %40, %41, !dbg !540
  %43 = getelementptr i8, ptr %15, i64 %39, !dbg !541
  %44 = load i8, ptr %43, align 1, !dbg !541, !tbaa !468
  %45 = zext i8 %44 to i32, !dbg !541
  %46 = add i32 %42, %45, !dbg !542
  %47 = xor i32 %46, %38, !dbg !543
    #dbg_value(i32 %47, !489, !DIExpression(), !531)
    #dbg_value(i64 %39, !487, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !531)
  %48 = shl i32 %47, 5, !dbg !538
  %49 = lshr i32 %47, 2, !dbg !539
  %50 = add i32 %48, %49, !dbg !540
  %51 = getelementptr i8, ptr %36, i64 %39, !dbg !541
  %52 = load i8, ptr %51, align 1, !dbg !541, !tbaa !468
  %53 = zext i8 %52 to i32, !dbg !541
  %54 = add i32 %50, %53, !dbg !542
  %55 = xor i32 %54, %47, !dbg !543
    #dbg_value(i32 %55, !489, !DIExpression(), !531)
  %56 = add i64 %39, -2, !dbg !544
    #dbg_value(i64 %56, !487, !DIExpression(), !531)
  %57 = icmp eq i64 %56, 0, !dbg !536
  br i1 %57, label %58, label %37, !dbg !537, !llvm.loop !545

58:                                               ; preds = %30, %37, %8
  %59 = phi i32 [ %14, %8 ], [ %31, %30 ], [ %55, %37 ], !dbg !531
  store i32 %59, ptr %11, align 4, !dbg !547, !tbaa !526
  store i8 1, ptr %2, align 2, !dbg !548, !tbaa !519
  br label %60, !dbg !549

60:                                               ; preds = %5, %58
  %61 = phi i32 [ %7, %5 ], [ %59, %58 ], !dbg !525
  ret i32 %61, !dbg !550
}

; Function Attrs: nounwind uwtable
define hidden void @luaS_resize(ptr noundef %0, i32 noundef %1) local_unnamed_addr #3 !dbg !551 {
    #dbg_value(ptr %0, !555, !DIExpression(), !561)
    #dbg_value(i32 %1, !556, !DIExpression(), !561)
  %3 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !562
  %4 = load ptr, ptr %3, align 8, !dbg !562, !tbaa !563
  %5 = getelementptr inbounds i8, ptr %4, i64 48, !dbg !568
    #dbg_value(ptr %5, !557, !DIExpression(), !561)
  %6 = getelementptr inbounds i8, ptr %4, i64 60, !dbg !569
  %7 = load i32, ptr %6, align 4, !dbg !569, !tbaa !570
    #dbg_value(i32 %7, !559, !DIExpression(), !561)
  %8 = icmp sgt i32 %7, %1, !dbg !572
  %9 = load ptr, ptr %5, align 8, !dbg !574, !tbaa !575
    #dbg_value(ptr %9, !576, !DIExpression(), !591)
    #dbg_value(i32 %7, !581, !DIExpression(), !591)
    #dbg_value(i32 %1, !582, !DIExpression(), !591)
    #dbg_value(i32 0, !583, !DIExpression(), !591)
  %10 = icmp sgt i32 %7, 0
  %11 = and i1 %8, %10, !dbg !593
  br i1 %11, label %12, label %36, !dbg !593

12:                                               ; preds = %2
  %13 = add nsw i32 %1, -1
  %14 = zext nneg i32 %7 to i64, !dbg !594
  br label %15, !dbg !595

15:                                               ; preds = %31, %12
  %16 = phi i64 [ 0, %12 ], [ %32, %31 ]
    #dbg_value(i64 %16, !583, !DIExpression(), !591)
  %17 = getelementptr inbounds ptr, ptr %9, i64 %16, !dbg !596
  %18 = load ptr, ptr %17, align 8, !dbg !596, !tbaa !597
    #dbg_value(ptr %18, !584, !DIExpression(), !598)
  store ptr null, ptr %17, align 8, !dbg !599, !tbaa !597
  %19 = icmp eq ptr %18, null, !dbg !600
  br i1 %19, label %31, label %20, !dbg !600

20:                                               ; preds = %15, %20
  %21 = phi ptr [ %23, %20 ], [ %18, %15 ]
    #dbg_value(ptr %21, !584, !DIExpression(), !598)
  %22 = getelementptr inbounds i8, ptr %21, i64 16, !dbg !601
  %23 = load ptr, ptr %22, align 8, !dbg !602, !tbaa !468
    #dbg_value(ptr %23, !588, !DIExpression(), !603)
  %24 = getelementptr inbounds i8, ptr %21, i64 12, !dbg !604
  %25 = load i32, ptr %24, align 4, !dbg !604, !tbaa !526
  %26 = and i32 %25, %13, !dbg !604
    #dbg_value(i32 %26, !590, !DIExpression(), !603)
  %27 = zext i32 %26 to i64, !dbg !605
  %28 = getelementptr inbounds ptr, ptr %9, i64 %27, !dbg !605
  %29 = load ptr, ptr %28, align 8, !dbg !605, !tbaa !597
  store ptr %29, ptr %22, align 8, !dbg !606, !tbaa !468
  store ptr %21, ptr %28, align 8, !dbg !607, !tbaa !597
    #dbg_value(ptr %23, !584, !DIExpression(), !598)
  %30 = icmp eq ptr %23, null, !dbg !600
  br i1 %30, label %31, label %20, !dbg !600, !llvm.loop !608

31:                                               ; preds = %20, %15
  %32 = add nuw nsw i64 %16, 1, !dbg !610
    #dbg_value(i64 %32, !583, !DIExpression(), !591)
  %33 = icmp eq i64 %32, %14, !dbg !594
  br i1 %33, label %34, label %15, !dbg !595, !llvm.loop !611

34:                                               ; preds = %31
  %35 = load ptr, ptr %5, align 8, !dbg !574, !tbaa !575
  br label %36, !dbg !574

36:                                               ; preds = %34, %2
  %37 = phi ptr [ %35, %34 ], [ %9, %2 ], !dbg !574
  %38 = sext i32 %7 to i64, !dbg !574
  %39 = shl nsw i64 %38, 3, !dbg !574
  %40 = sext i32 %1 to i64, !dbg !574
  %41 = shl nsw i64 %40, 3, !dbg !574
  %42 = tail call ptr @luaM_realloc_(ptr noundef %0, ptr noundef %37, i64 noundef %39, i64 noundef %41) #12, !dbg !574
    #dbg_value(ptr %42, !560, !DIExpression(), !561)
  %43 = icmp eq ptr %42, null, !dbg !613
  br i1 %43, label %44, label %47, !dbg !615, !prof !616

44:                                               ; preds = %36
  br i1 %8, label %45, label %79, !dbg !617

45:                                               ; preds = %44
  %46 = load ptr, ptr %5, align 8, !dbg !619, !tbaa !575
  tail call fastcc void @tablerehash(ptr noundef %46, i32 noundef %1, i32 noundef %7), !dbg !621
  br label %79, !dbg !621

47:                                               ; preds = %36
  store ptr %42, ptr %5, align 8, !dbg !622, !tbaa !575
  store i32 %1, ptr %6, align 4, !dbg !624, !tbaa !570
  %48 = icmp slt i32 %7, %1, !dbg !625
  br i1 %48, label %49, label %79, !dbg !627

49:                                               ; preds = %47
    #dbg_value(ptr %42, !576, !DIExpression(), !628)
    #dbg_value(i32 %7, !581, !DIExpression(), !628)
    #dbg_value(i32 %1, !582, !DIExpression(), !628)
    #dbg_value(i32 %7, !583, !DIExpression(), !628)
  %50 = getelementptr i8, ptr %42, i64 %39, !dbg !630
  %51 = xor i32 %7, -1, !dbg !630
  %52 = add i32 %51, %1, !dbg !630
  %53 = zext i32 %52 to i64, !dbg !630
  %54 = shl nuw nsw i64 %53, 3, !dbg !630
  %55 = add nuw nsw i64 %54, 8, !dbg !630
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %50, i8 0, i64 %55, i1 false), !dbg !632, !tbaa !597
    #dbg_value(i32 0, !583, !DIExpression(), !628)
  %56 = icmp sgt i32 %7, 0, !dbg !634
  br i1 %56, label %57, label %79, !dbg !635

57:                                               ; preds = %49
  %58 = add nsw i32 %1, -1
  %59 = zext nneg i32 %7 to i64, !dbg !634
  br label %60, !dbg !635

60:                                               ; preds = %76, %57
  %61 = phi i64 [ 0, %57 ], [ %77, %76 ]
    #dbg_value(i64 %61, !583, !DIExpression(), !628)
  %62 = getelementptr inbounds ptr, ptr %42, i64 %61, !dbg !636
  %63 = load ptr, ptr %62, align 8, !dbg !636, !tbaa !597
    #dbg_value(ptr %63, !584, !DIExpression(), !637)
  store ptr null, ptr %62, align 8, !dbg !638, !tbaa !597
  %64 = icmp eq ptr %63, null, !dbg !639
  br i1 %64, label %76, label %65, !dbg !639

65:                                               ; preds = %60, %65
  %66 = phi ptr [ %68, %65 ], [ %63, %60 ]
    #dbg_value(ptr %66, !584, !DIExpression(), !637)
  %67 = getelementptr inbounds i8, ptr %66, i64 16, !dbg !640
  %68 = load ptr, ptr %67, align 8, !dbg !641, !tbaa !468
    #dbg_value(ptr %68, !588, !DIExpression(), !642)
  %69 = getelementptr inbounds i8, ptr %66, i64 12, !dbg !643
  %70 = load i32, ptr %69, align 4, !dbg !643, !tbaa !526
  %71 = and i32 %70, %58, !dbg !643
    #dbg_value(i32 %71, !590, !DIExpression(), !642)
  %72 = zext i32 %71 to i64, !dbg !644
  %73 = getelementptr inbounds ptr, ptr %42, i64 %72, !dbg !644
  %74 = load ptr, ptr %73, align 8, !dbg !644, !tbaa !597
  store ptr %74, ptr %67, align 8, !dbg !645, !tbaa !468
  store ptr %66, ptr %73, align 8, !dbg !646, !tbaa !597
    #dbg_value(ptr %68, !584, !DIExpression(), !637)
  %75 = icmp eq ptr %68, null, !dbg !639
  br i1 %75, label %76, label %65, !dbg !639, !llvm.loop !647

76:                                               ; preds = %65, %60
  %77 = add nuw nsw i64 %61, 1, !dbg !649
    #dbg_value(i64 %77, !583, !DIExpression(), !628)
  %78 = icmp eq i64 %77, %59, !dbg !634
  br i1 %78, label %79, label %60, !dbg !635, !llvm.loop !650

79:                                               ; preds = %76, %49, %47, %44, %45
  ret void, !dbg !652
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @tablerehash(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #4 !dbg !577 {
    #dbg_value(ptr %0, !576, !DIExpression(), !653)
    #dbg_value(i32 %1, !581, !DIExpression(), !653)
    #dbg_value(i32 %2, !582, !DIExpression(), !653)
    #dbg_value(i32 %1, !583, !DIExpression(), !653)
  %4 = icmp slt i32 %1, %2, !dbg !654
  br i1 %4, label %5, label %14, !dbg !655

5:                                                ; preds = %3
  %6 = sext i32 %1 to i64, !dbg !655
  %7 = shl nsw i64 %6, 3, !dbg !655
  %8 = getelementptr i8, ptr %0, i64 %7, !dbg !655
  %9 = xor i32 %1, -1, !dbg !655
  %10 = add i32 %9, %2, !dbg !655
  %11 = zext i32 %10 to i64, !dbg !655
  %12 = shl nuw nsw i64 %11, 3, !dbg !655
  %13 = add nuw nsw i64 %12, 8, !dbg !655
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %8, i8 0, i64 %13, i1 false), !dbg !656, !tbaa !597
    #dbg_value(i64 poison, !583, !DIExpression(), !653)
  br label %14, !dbg !657

14:                                               ; preds = %5, %3
    #dbg_value(i32 0, !583, !DIExpression(), !653)
  %15 = icmp sgt i32 %1, 0, !dbg !657
  br i1 %15, label %16, label %38, !dbg !658

16:                                               ; preds = %14
  %17 = add nsw i32 %2, -1
  %18 = zext nneg i32 %1 to i64, !dbg !657
  br label %19, !dbg !658

19:                                               ; preds = %16, %35
  %20 = phi i64 [ 0, %16 ], [ %36, %35 ]
    #dbg_value(i64 %20, !583, !DIExpression(), !653)
  %21 = getelementptr inbounds ptr, ptr %0, i64 %20, !dbg !659
  %22 = load ptr, ptr %21, align 8, !dbg !659, !tbaa !597
    #dbg_value(ptr %22, !584, !DIExpression(), !660)
  store ptr null, ptr %21, align 8, !dbg !661, !tbaa !597
    #dbg_value(ptr %22, !584, !DIExpression(), !660)
  %23 = icmp eq ptr %22, null, !dbg !662
  br i1 %23, label %35, label %24, !dbg !662

24:                                               ; preds = %19, %24
  %25 = phi ptr [ %27, %24 ], [ %22, %19 ]
    #dbg_value(ptr %25, !584, !DIExpression(), !660)
  %26 = getelementptr inbounds i8, ptr %25, i64 16, !dbg !663
  %27 = load ptr, ptr %26, align 8, !dbg !664, !tbaa !468
    #dbg_value(ptr %27, !588, !DIExpression(), !665)
  %28 = getelementptr inbounds i8, ptr %25, i64 12, !dbg !666
  %29 = load i32, ptr %28, align 4, !dbg !666, !tbaa !526
  %30 = and i32 %29, %17, !dbg !666
    #dbg_value(i32 %30, !590, !DIExpression(), !665)
  %31 = zext i32 %30 to i64, !dbg !667
  %32 = getelementptr inbounds ptr, ptr %0, i64 %31, !dbg !667
  %33 = load ptr, ptr %32, align 8, !dbg !667, !tbaa !597
  store ptr %33, ptr %26, align 8, !dbg !668, !tbaa !468
  store ptr %25, ptr %32, align 8, !dbg !669, !tbaa !597
    #dbg_value(ptr %27, !584, !DIExpression(), !660)
  %34 = icmp eq ptr %27, null, !dbg !662
  br i1 %34, label %35, label %24, !dbg !662, !llvm.loop !670

35:                                               ; preds = %24, %19
  %36 = add nuw nsw i64 %20, 1, !dbg !672
    #dbg_value(i64 %36, !583, !DIExpression(), !653)
  %37 = icmp eq i64 %36, %18, !dbg !657
  br i1 %37, label %38, label %19, !dbg !658, !llvm.loop !673

38:                                               ; preds = %35, %14
  ret void, !dbg !675
}

declare !dbg !676 hidden ptr @luaM_realloc_(ptr noundef, ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define hidden void @luaS_clearcache(ptr nocapture noundef %0) local_unnamed_addr #6 !dbg !680 {
    #dbg_value(ptr %0, !684, !DIExpression(), !687)
    #dbg_value(i32 0, !685, !DIExpression(), !687)
  %2 = getelementptr inbounds i8, ptr %0, i64 552
  %3 = getelementptr inbounds i8, ptr %0, i64 272
    #dbg_value(i32 0, !685, !DIExpression(), !687)
  br label %4, !dbg !688

4:                                                ; preds = %1, %23
  %5 = phi i64 [ 0, %1 ], [ %24, %23 ]
    #dbg_value(i64 %5, !685, !DIExpression(), !687)
    #dbg_value(i32 0, !686, !DIExpression(), !687)
    #dbg_value(i64 0, !686, !DIExpression(), !687)
  %6 = getelementptr inbounds [53 x [2 x ptr]], ptr %2, i64 0, i64 %5, i64 0, !dbg !690
  %7 = load ptr, ptr %6, align 8, !dbg !690, !tbaa !597
  %8 = getelementptr inbounds i8, ptr %7, i64 9, !dbg !690
  %9 = load i8, ptr %8, align 1, !dbg !690, !tbaa !696
  %10 = and i8 %9, 24, !dbg !690
  %11 = icmp eq i8 %10, 0, !dbg !690
  br i1 %11, label %14, label %12, !dbg !697

12:                                               ; preds = %4
  %13 = load ptr, ptr %3, align 8, !dbg !698, !tbaa !699
  store ptr %13, ptr %6, align 8, !dbg !702, !tbaa !597
  br label %14, !dbg !703

14:                                               ; preds = %4, %12
    #dbg_value(i64 1, !686, !DIExpression(), !687)
  %15 = getelementptr inbounds [53 x [2 x ptr]], ptr %2, i64 0, i64 %5, i64 1, !dbg !690
  %16 = load ptr, ptr %15, align 8, !dbg !690, !tbaa !597
  %17 = getelementptr inbounds i8, ptr %16, i64 9, !dbg !690
  %18 = load i8, ptr %17, align 1, !dbg !690, !tbaa !696
  %19 = and i8 %18, 24, !dbg !690
  %20 = icmp eq i8 %19, 0, !dbg !690
  br i1 %20, label %23, label %21, !dbg !697

21:                                               ; preds = %14
  %22 = load ptr, ptr %3, align 8, !dbg !698, !tbaa !699
  store ptr %22, ptr %15, align 8, !dbg !702, !tbaa !597
  br label %23, !dbg !703

23:                                               ; preds = %21, %14
    #dbg_value(i64 2, !686, !DIExpression(), !687)
  %24 = add nuw nsw i64 %5, 1, !dbg !704
    #dbg_value(i64 %24, !685, !DIExpression(), !687)
  %25 = icmp eq i64 %24, 53, !dbg !705
  br i1 %25, label %26, label %4, !dbg !688, !llvm.loop !706

26:                                               ; preds = %23
  ret void, !dbg !708
}

; Function Attrs: nounwind uwtable
define hidden void @luaS_init(ptr noundef %0) local_unnamed_addr #3 !dbg !709 {
    #dbg_value(ptr %0, !713, !DIExpression(), !718)
  %2 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !719
  %3 = load ptr, ptr %2, align 8, !dbg !719, !tbaa !563
    #dbg_value(ptr %3, !714, !DIExpression(), !718)
  %4 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !720
    #dbg_value(ptr %4, !717, !DIExpression(), !718)
  %5 = tail call ptr @luaM_malloc_(ptr noundef %0, i64 noundef 1024, i32 noundef 0) #12, !dbg !721
  store ptr %5, ptr %4, align 8, !dbg !722, !tbaa !575
    #dbg_value(ptr %5, !576, !DIExpression(), !723)
    #dbg_value(i32 0, !581, !DIExpression(), !723)
    #dbg_value(i32 128, !582, !DIExpression(), !723)
    #dbg_value(i32 0, !583, !DIExpression(), !723)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1024) %5, i8 0, i64 1024, i1 false), !dbg !725, !tbaa !597
    #dbg_value(i64 poison, !583, !DIExpression(), !723)
    #dbg_value(i32 0, !583, !DIExpression(), !723)
  %6 = getelementptr inbounds i8, ptr %3, i64 60, !dbg !726
  store i32 128, ptr %6, align 4, !dbg !727, !tbaa !570
  %7 = tail call ptr @luaS_newlstr(ptr noundef %0, ptr noundef nonnull @.str, i64 noundef 17), !dbg !728
  %8 = getelementptr inbounds i8, ptr %3, i64 272, !dbg !729
  store ptr %7, ptr %8, align 8, !dbg !730, !tbaa !699
  tail call void @luaC_fix(ptr noundef %0, ptr noundef %7) #12, !dbg !731
    #dbg_value(i32 0, !715, !DIExpression(), !718)
  %9 = load ptr, ptr %8, align 8, !tbaa !699
  %10 = getelementptr inbounds i8, ptr %3, i64 552
    #dbg_value(i32 0, !715, !DIExpression(), !718)
  br label %11, !dbg !732

11:                                               ; preds = %16, %1
  %12 = phi i64 [ 0, %1 ], [ %20, %16 ]
    #dbg_value(i64 %12, !715, !DIExpression(), !718)
    #dbg_value(i64 0, !716, !DIExpression(), !718)
  %13 = getelementptr inbounds [53 x [2 x ptr]], ptr %10, i64 0, i64 %12, i64 0, !dbg !734
  store ptr %9, ptr %13, align 8, !dbg !738, !tbaa !597
    #dbg_value(i64 1, !716, !DIExpression(), !718)
  %14 = getelementptr inbounds [53 x [2 x ptr]], ptr %10, i64 0, i64 %12, i64 1, !dbg !734
  store ptr %9, ptr %14, align 8, !dbg !738, !tbaa !597
    #dbg_value(i64 2, !716, !DIExpression(), !718)
    #dbg_value(i64 %12, !715, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !718)
  %15 = icmp eq i64 %12, 52, !dbg !739
  br i1 %15, label %21, label %16, !dbg !732, !llvm.loop !740

16:                                               ; preds = %11
  %17 = or disjoint i64 %12, 1, !dbg !742
    #dbg_value(i64 %17, !715, !DIExpression(), !718)
    #dbg_value(i64 %17, !715, !DIExpression(), !718)
    #dbg_value(i64 0, !716, !DIExpression(), !718)
  %18 = getelementptr inbounds [53 x [2 x ptr]], ptr %10, i64 0, i64 %17, i64 0, !dbg !734
  store ptr %9, ptr %18, align 8, !dbg !738, !tbaa !597
    #dbg_value(i64 1, !716, !DIExpression(), !718)
  %19 = getelementptr inbounds [53 x [2 x ptr]], ptr %10, i64 0, i64 %17, i64 1, !dbg !734
  store ptr %9, ptr %19, align 8, !dbg !738, !tbaa !597
    #dbg_value(i64 2, !716, !DIExpression(), !718)
  %20 = add nuw nsw i64 %12, 2, !dbg !742
    #dbg_value(i64 %20, !715, !DIExpression(), !718)
  br label %11

21:                                               ; preds = %11
  ret void, !dbg !743
}

declare !dbg !744 hidden ptr @luaM_malloc_(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden ptr @luaS_newlstr(ptr noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #3 !dbg !747 {
    #dbg_value(ptr %0, !751, !DIExpression(), !757)
    #dbg_value(ptr %1, !752, !DIExpression(), !757)
    #dbg_value(i64 %2, !753, !DIExpression(), !757)
  %4 = icmp ult i64 %2, 41, !dbg !758
  br i1 %4, label %5, label %130, !dbg !759

5:                                                ; preds = %3
    #dbg_value(ptr %0, !760, !DIExpression(), !770)
    #dbg_value(ptr %1, !763, !DIExpression(), !770)
    #dbg_value(i64 %2, !764, !DIExpression(), !770)
  %6 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !772
  %7 = load ptr, ptr %6, align 8, !dbg !772, !tbaa !563
    #dbg_value(ptr %7, !766, !DIExpression(), !770)
  %8 = getelementptr inbounds i8, ptr %7, i64 48, !dbg !773
    #dbg_value(ptr %8, !767, !DIExpression(), !770)
  %9 = getelementptr inbounds i8, ptr %7, i64 96, !dbg !774
  %10 = load i32, ptr %9, align 8, !dbg !774, !tbaa !775
    #dbg_value(ptr %1, !486, !DIExpression(), !776)
    #dbg_value(i64 %2, !487, !DIExpression(), !776)
    #dbg_value(i32 %10, !488, !DIExpression(), !776)
  %11 = trunc nuw i64 %2 to i32, !dbg !778
  %12 = xor i32 %10, %11, !dbg !779
    #dbg_value(i32 %12, !489, !DIExpression(), !776)
  %13 = getelementptr i8, ptr %1, i64 -1, !dbg !780
    #dbg_value(i32 %12, !489, !DIExpression(), !776)
    #dbg_value(i64 %2, !487, !DIExpression(), !776)
  %14 = icmp eq i64 %2, 0, !dbg !781
  br i1 %14, label %56, label %15, !dbg !782

15:                                               ; preds = %5
  %16 = and i64 %2, 1, !dbg !782
  %17 = icmp eq i64 %16, 0, !dbg !782
  br i1 %17, label %28, label %18, !dbg !782

18:                                               ; preds = %15
    #dbg_value(i32 %12, !489, !DIExpression(), !776)
    #dbg_value(i64 %2, !487, !DIExpression(), !776)
  %19 = shl i32 %12, 5, !dbg !783
  %20 = lshr i32 %12, 2, !dbg !784
  %21 = add i32 %19, %20, !dbg !785
  %22 = getelementptr i8, ptr %13, i64 %2, !dbg !786
  %23 = load i8, ptr %22, align 1, !dbg !786, !tbaa !468
  %24 = zext i8 %23 to i32, !dbg !786
  %25 = add i32 %21, %24, !dbg !787
  %26 = xor i32 %25, %12, !dbg !788
    #dbg_value(i32 %26, !489, !DIExpression(), !776)
  %27 = add nsw i64 %2, -1, !dbg !789
    #dbg_value(i64 %27, !487, !DIExpression(), !776)
  br label %28, !dbg !782

28:                                               ; preds = %18, %15
  %29 = phi i32 [ poison, %15 ], [ %26, %18 ]
  %30 = phi i32 [ %12, %15 ], [ %26, %18 ]
  %31 = phi i64 [ %2, %15 ], [ %27, %18 ]
  %32 = icmp eq i64 %2, 1, !dbg !782
  br i1 %32, label %56, label %33, !dbg !782

33:                                               ; preds = %28
  %34 = getelementptr i8, ptr %13, i64 -1, !dbg !782
  br label %35, !dbg !782

35:                                               ; preds = %35, %33
  %36 = phi i32 [ %30, %33 ], [ %53, %35 ]
  %37 = phi i64 [ %31, %33 ], [ %54, %35 ]
    #dbg_value(i32 %36, !489, !DIExpression(), !776)
    #dbg_value(i64 %37, !487, !DIExpression(), !776)
  %38 = shl i32 %36, 5, !dbg !783
  %39 = lshr i32 %36, 2, !dbg !784
  %40 = add i32 %38, %39, !dbg !785
  %41 = getelementptr i8, ptr %13, i64 %37, !dbg !786
  %42 = load i8, ptr %41, align 1, !dbg !786, !tbaa !468
  %43 = zext i8 %42 to i32, !dbg !786
  %44 = add i32 %40, %43, !dbg !787
  %45 = xor i32 %44, %36, !dbg !788
    #dbg_value(i32 %45, !489, !DIExpression(), !776)
    #dbg_value(i64 %37, !487, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !776)
  %46 = shl i32 %45, 5, !dbg !783
  %47 = lshr i32 %45, 2, !dbg !784
  %48 = add i32 %46, %47, !dbg !785
  %49 = getelementptr i8, ptr %34, i64 %37, !dbg !786
  %50 = load i8, ptr %49, align 1, !dbg !786, !tbaa !468
  %51 = zext i8 %50 to i32, !dbg !786
  %52 = add i32 %48, %51, !dbg !787
  %53 = xor i32 %52, %45, !dbg !788
    #dbg_value(i32 %53, !489, !DIExpression(), !776)
  %54 = add i64 %37, -2, !dbg !789
    #dbg_value(i64 %54, !487, !DIExpression(), !776)
  %55 = icmp eq i64 %54, 0, !dbg !781
  br i1 %55, label %56, label %35, !dbg !782, !llvm.loop !790

56:                                               ; preds = %28, %35, %5
  %57 = phi i32 [ %12, %5 ], [ %29, %28 ], [ %53, %35 ], !dbg !776
    #dbg_value(i32 %57, !768, !DIExpression(), !770)
  %58 = load ptr, ptr %8, align 8, !dbg !792, !tbaa !575
  %59 = getelementptr inbounds i8, ptr %7, i64 60, !dbg !793
  %60 = load i32, ptr %59, align 4, !dbg !793, !tbaa !570
  %61 = add nsw i32 %60, -1, !dbg !793
  %62 = and i32 %61, %57, !dbg !793
  %63 = sext i32 %62 to i64, !dbg !794
  %64 = getelementptr inbounds ptr, ptr %58, i64 %63, !dbg !794
    #dbg_value(ptr %64, !769, !DIExpression(), !770)
    #dbg_value(ptr poison, !765, !DIExpression(), !770)
  %65 = load ptr, ptr %64, align 8, !dbg !795, !tbaa !468
  %66 = icmp eq ptr %65, null, !dbg !797
  br i1 %66, label %91, label %67, !dbg !799

67:                                               ; preds = %56, %87
  %68 = phi ptr [ %89, %87 ], [ %65, %56 ]
  %69 = getelementptr inbounds i8, ptr %68, i64 11, !dbg !800
  %70 = load i8, ptr %69, align 1, !dbg !800, !tbaa !803
  %71 = zext i8 %70 to i64, !dbg !804
  %72 = icmp eq i64 %71, %2, !dbg !805
  br i1 %72, label %73, label %87, !dbg !806

73:                                               ; preds = %67
  %74 = getelementptr inbounds i8, ptr %68, i64 24, !dbg !807
  %75 = tail call i32 @bcmp(ptr readonly %1, ptr nonnull %74, i64 %2), !dbg !808
  %76 = icmp eq i32 %75, 0, !dbg !809
  br i1 %76, label %77, label %87, !dbg !810

77:                                               ; preds = %73
  %78 = getelementptr inbounds i8, ptr %68, i64 9, !dbg !811
  %79 = load i8, ptr %78, align 1, !dbg !811, !tbaa !696
  %80 = getelementptr inbounds i8, ptr %7, i64 100, !dbg !811
  %81 = load i8, ptr %80, align 4, !dbg !811, !tbaa !814
  %82 = xor i8 %81, 24, !dbg !811
  %83 = and i8 %82, %79, !dbg !811
  %84 = icmp eq i8 %83, 0, !dbg !811
  br i1 %84, label %146, label %85, !dbg !815

85:                                               ; preds = %77
  %86 = xor i8 %79, 24, !dbg !816
  store i8 %86, ptr %78, align 1, !dbg !816, !tbaa !696
  br label %146, !dbg !816

87:                                               ; preds = %73, %67
  %88 = getelementptr inbounds i8, ptr %68, i64 16, !dbg !817
    #dbg_value(ptr poison, !765, !DIExpression(), !770)
  %89 = load ptr, ptr %88, align 8, !dbg !795, !tbaa !468
    #dbg_value(ptr %89, !765, !DIExpression(), !770)
  %90 = icmp eq ptr %89, null, !dbg !797
  br i1 %90, label %91, label %67, !dbg !799, !llvm.loop !818

91:                                               ; preds = %87, %56
  %92 = getelementptr inbounds i8, ptr %7, i64 56, !dbg !820
  %93 = load i32, ptr %92, align 8, !dbg !820, !tbaa !822
  %94 = icmp slt i32 %93, %60, !dbg !823
  br i1 %94, label %116, label %95, !dbg !824

95:                                               ; preds = %91
    #dbg_value(ptr %0, !825, !DIExpression(), !831)
    #dbg_value(ptr %8, !830, !DIExpression(), !831)
  %96 = icmp eq i32 %93, 2147483647, !dbg !834
  br i1 %96, label %97, label %103, !dbg !836, !prof !616

97:                                               ; preds = %95
  tail call void @luaC_fullgc(ptr noundef %0, i32 noundef 1) #12, !dbg !837
  %98 = load i32, ptr %92, align 8, !dbg !839, !tbaa !822
  %99 = icmp eq i32 %98, 2147483647, !dbg !841
  br i1 %99, label %102, label %100, !dbg !842

100:                                              ; preds = %97
  %101 = load i32, ptr %59, align 4, !dbg !843, !tbaa !570
  br label %103, !dbg !842

102:                                              ; preds = %97
  tail call void @luaD_throw(ptr noundef %0, i32 noundef 4) #13, !dbg !845
  unreachable, !dbg !845

103:                                              ; preds = %100, %95
  %104 = phi i32 [ %101, %100 ], [ %60, %95 ], !dbg !843
  %105 = icmp slt i32 %104, 1073741824, !dbg !846
  br i1 %105, label %106, label %109, !dbg !847

106:                                              ; preds = %103
  %107 = shl nsw i32 %104, 1, !dbg !848
  tail call void @luaS_resize(ptr noundef %0, i32 noundef %107), !dbg !849
  %108 = load i32, ptr %59, align 4, !dbg !850, !tbaa !570
  br label %109, !dbg !849

109:                                              ; preds = %106, %103
  %110 = phi i32 [ %104, %103 ], [ %108, %106 ], !dbg !850
  %111 = load ptr, ptr %8, align 8, !dbg !851, !tbaa !575
  %112 = add nsw i32 %110, -1, !dbg !850
  %113 = and i32 %112, %57, !dbg !850
  %114 = sext i32 %113 to i64, !dbg !852
  %115 = getelementptr inbounds ptr, ptr %111, i64 %114, !dbg !852
    #dbg_value(ptr %115, !769, !DIExpression(), !770)
  br label %116, !dbg !853

116:                                              ; preds = %109, %91
  %117 = phi ptr [ %115, %109 ], [ %64, %91 ], !dbg !770
    #dbg_value(ptr %117, !769, !DIExpression(), !770)
    #dbg_value(ptr %0, !854, !DIExpression(), !865)
    #dbg_value(i64 %2, !859, !DIExpression(), !865)
    #dbg_value(i32 4, !860, !DIExpression(), !865)
    #dbg_value(i32 %57, !861, !DIExpression(), !865)
  %118 = add nuw nsw i64 %2, 25, !dbg !867
    #dbg_value(i64 %118, !864, !DIExpression(), !865)
  %119 = tail call ptr @luaC_newobj(ptr noundef %0, i32 noundef 4, i64 noundef %118) #12, !dbg !868
    #dbg_value(ptr %119, !863, !DIExpression(), !865)
    #dbg_value(ptr %119, !862, !DIExpression(), !865)
  %120 = getelementptr inbounds i8, ptr %119, i64 12, !dbg !869
  store i32 %57, ptr %120, align 4, !dbg !870, !tbaa !526
  %121 = getelementptr inbounds i8, ptr %119, i64 10, !dbg !871
  store i8 0, ptr %121, align 2, !dbg !872, !tbaa !519
  %122 = getelementptr inbounds i8, ptr %119, i64 24, !dbg !873
  %123 = getelementptr inbounds [1 x i8], ptr %122, i64 0, i64 %2, !dbg !873
  store i8 0, ptr %123, align 1, !dbg !874, !tbaa !468
    #dbg_value(ptr %119, !765, !DIExpression(), !770)
  %124 = trunc nuw nsw i64 %2 to i8, !dbg !875
  %125 = getelementptr inbounds i8, ptr %119, i64 11, !dbg !876
  store i8 %124, ptr %125, align 1, !dbg !877, !tbaa !803
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %122, ptr readonly align 1 %1, i64 %2, i1 false), !dbg !878
  %126 = load ptr, ptr %117, align 8, !dbg !879, !tbaa !597
  %127 = getelementptr inbounds i8, ptr %119, i64 16, !dbg !880
  store ptr %126, ptr %127, align 8, !dbg !881, !tbaa !468
  store ptr %119, ptr %117, align 8, !dbg !882, !tbaa !597
  %128 = load i32, ptr %92, align 8, !dbg !883, !tbaa !822
  %129 = add nsw i32 %128, 1, !dbg !883
  store i32 %129, ptr %92, align 8, !dbg !883, !tbaa !822
  br label %146, !dbg !884

130:                                              ; preds = %3
  %131 = icmp ugt i64 %2, 9223372036854775774, !dbg !885
  br i1 %131, label %132, label %133, !dbg !887, !prof !616

132:                                              ; preds = %130
  tail call void @luaM_toobig(ptr noundef %0) #13, !dbg !888
  unreachable, !dbg !888

133:                                              ; preds = %130
    #dbg_value(ptr %0, !889, !DIExpression(), !896)
    #dbg_value(i64 %2, !894, !DIExpression(), !896)
  %134 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !898
  %135 = load ptr, ptr %134, align 8, !dbg !898, !tbaa !563
  %136 = getelementptr inbounds i8, ptr %135, i64 96, !dbg !899
  %137 = load i32, ptr %136, align 8, !dbg !899, !tbaa !775
    #dbg_value(ptr %0, !854, !DIExpression(), !900)
    #dbg_value(i64 %2, !859, !DIExpression(), !900)
    #dbg_value(i32 20, !860, !DIExpression(), !900)
    #dbg_value(i32 %137, !861, !DIExpression(), !900)
  %138 = add nuw nsw i64 %2, 25, !dbg !902
    #dbg_value(i64 %138, !864, !DIExpression(), !900)
  %139 = tail call ptr @luaC_newobj(ptr noundef %0, i32 noundef 20, i64 noundef %138) #12, !dbg !903
    #dbg_value(ptr %139, !863, !DIExpression(), !900)
    #dbg_value(ptr %139, !862, !DIExpression(), !900)
  %140 = getelementptr inbounds i8, ptr %139, i64 12, !dbg !904
  store i32 %137, ptr %140, align 4, !dbg !905, !tbaa !526
  %141 = getelementptr inbounds i8, ptr %139, i64 10, !dbg !906
  store i8 0, ptr %141, align 2, !dbg !907, !tbaa !519
  %142 = getelementptr inbounds i8, ptr %139, i64 24, !dbg !908
  %143 = getelementptr inbounds [1 x i8], ptr %142, i64 0, i64 %2, !dbg !908
  store i8 0, ptr %143, align 1, !dbg !909, !tbaa !468
    #dbg_value(ptr %139, !895, !DIExpression(), !896)
  %144 = getelementptr inbounds i8, ptr %139, i64 16, !dbg !910
  store i64 %2, ptr %144, align 8, !dbg !911, !tbaa !468
  %145 = getelementptr inbounds i8, ptr %139, i64 11, !dbg !912
  store i8 -1, ptr %145, align 1, !dbg !913, !tbaa !803
    #dbg_value(ptr %139, !754, !DIExpression(), !914)
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %142, ptr align 1 %1, i64 %2, i1 false), !dbg !915
  br label %146

146:                                              ; preds = %116, %85, %77, %133
  %147 = phi ptr [ %139, %133 ], [ %119, %116 ], [ %68, %85 ], [ %68, %77 ], !dbg !916
  ret ptr %147, !dbg !917
}

declare !dbg !918 hidden void @luaC_fix(ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden ptr @luaS_createlngstrobj(ptr noundef %0, i64 noundef %1) local_unnamed_addr #3 !dbg !890 {
    #dbg_value(ptr %0, !889, !DIExpression(), !922)
    #dbg_value(i64 %1, !894, !DIExpression(), !922)
  %3 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !923
  %4 = load ptr, ptr %3, align 8, !dbg !923, !tbaa !563
  %5 = getelementptr inbounds i8, ptr %4, i64 96, !dbg !924
  %6 = load i32, ptr %5, align 8, !dbg !924, !tbaa !775
    #dbg_value(ptr %0, !854, !DIExpression(), !925)
    #dbg_value(i64 %1, !859, !DIExpression(), !925)
    #dbg_value(i32 20, !860, !DIExpression(), !925)
    #dbg_value(i32 %6, !861, !DIExpression(), !925)
  %7 = add i64 %1, 25, !dbg !927
    #dbg_value(i64 %7, !864, !DIExpression(), !925)
  %8 = tail call ptr @luaC_newobj(ptr noundef %0, i32 noundef 20, i64 noundef %7) #12, !dbg !928
    #dbg_value(ptr %8, !863, !DIExpression(), !925)
    #dbg_value(ptr %8, !862, !DIExpression(), !925)
  %9 = getelementptr inbounds i8, ptr %8, i64 12, !dbg !929
  store i32 %6, ptr %9, align 4, !dbg !930, !tbaa !526
  %10 = getelementptr inbounds i8, ptr %8, i64 10, !dbg !931
  store i8 0, ptr %10, align 2, !dbg !932, !tbaa !519
  %11 = getelementptr inbounds i8, ptr %8, i64 24, !dbg !933
  %12 = getelementptr inbounds [1 x i8], ptr %11, i64 0, i64 %1, !dbg !933
  store i8 0, ptr %12, align 1, !dbg !934, !tbaa !468
    #dbg_value(ptr %8, !895, !DIExpression(), !922)
  %13 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !935
  store i64 %1, ptr %13, align 8, !dbg !936, !tbaa !468
  %14 = getelementptr inbounds i8, ptr %8, i64 11, !dbg !937
  store i8 -1, ptr %14, align 1, !dbg !938, !tbaa !803
  ret ptr %8, !dbg !939
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define hidden void @luaS_remove(ptr nocapture noundef readonly %0, ptr noundef readonly %1) local_unnamed_addr #4 !dbg !940 {
    #dbg_value(ptr %0, !944, !DIExpression(), !948)
    #dbg_value(ptr %1, !945, !DIExpression(), !948)
  %3 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !949
  %4 = load ptr, ptr %3, align 8, !dbg !949, !tbaa !563
  %5 = getelementptr inbounds i8, ptr %4, i64 48, !dbg !950
    #dbg_value(ptr %5, !946, !DIExpression(), !948)
  %6 = load ptr, ptr %5, align 8, !dbg !951, !tbaa !575
  %7 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !952
  %8 = load i32, ptr %7, align 4, !dbg !952, !tbaa !526
  %9 = getelementptr inbounds i8, ptr %4, i64 60, !dbg !952
  %10 = load i32, ptr %9, align 4, !dbg !952, !tbaa !570
  %11 = add nsw i32 %10, -1, !dbg !952
  %12 = and i32 %11, %8, !dbg !952
  %13 = sext i32 %12 to i64, !dbg !953
  %14 = getelementptr inbounds ptr, ptr %6, i64 %13, !dbg !953
    #dbg_value(ptr %14, !947, !DIExpression(), !948)
  br label %15, !dbg !954

15:                                               ; preds = %15, %2
  %16 = phi ptr [ %14, %2 ], [ %19, %15 ], !dbg !948
    #dbg_value(ptr %16, !947, !DIExpression(), !948)
  %17 = load ptr, ptr %16, align 8, !dbg !955, !tbaa !597
  %18 = icmp eq ptr %17, %1, !dbg !956
  %19 = getelementptr inbounds i8, ptr %17, i64 16, !dbg !957
    #dbg_value(ptr %19, !947, !DIExpression(), !948)
  br i1 %18, label %20, label %15, !dbg !954, !llvm.loop !958

20:                                               ; preds = %15
  %21 = load ptr, ptr %19, align 8, !dbg !960, !tbaa !468
  store ptr %21, ptr %16, align 8, !dbg !961, !tbaa !597
  %22 = getelementptr inbounds i8, ptr %4, i64 56, !dbg !962
  %23 = load i32, ptr %22, align 8, !dbg !963, !tbaa !822
  %24 = add nsw i32 %23, -1, !dbg !963
  store i32 %24, ptr %22, align 8, !dbg !963, !tbaa !822
  ret void, !dbg !964
}

; Function Attrs: noreturn
declare !dbg !965 hidden void @luaM_toobig(ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nounwind uwtable
define hidden ptr @luaS_new(ptr noundef %0, ptr noundef %1) local_unnamed_addr #3 !dbg !966 {
    #dbg_value(ptr %0, !970, !DIExpression(), !975)
    #dbg_value(ptr %1, !971, !DIExpression(), !975)
  %3 = ptrtoint ptr %1 to i64, !dbg !976
  %4 = trunc i64 %3 to i32, !dbg !976
  %5 = urem i32 %4, 53, !dbg !977
    #dbg_value(i32 %5, !972, !DIExpression(), !975)
  %6 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !978
  %7 = load ptr, ptr %6, align 8, !dbg !978, !tbaa !563
  %8 = getelementptr inbounds i8, ptr %7, i64 552, !dbg !979
  %9 = zext nneg i32 %5 to i64, !dbg !978
  %10 = getelementptr inbounds [53 x [2 x ptr]], ptr %8, i64 0, i64 %9, !dbg !978
    #dbg_value(ptr %10, !974, !DIExpression(), !975)
    #dbg_value(i32 0, !973, !DIExpression(), !975)
    #dbg_value(i64 0, !973, !DIExpression(), !975)
  %11 = load ptr, ptr %10, align 8, !dbg !980, !tbaa !597
  %12 = getelementptr inbounds i8, ptr %11, i64 24, !dbg !980
  %13 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %12) #14, !dbg !985
  %14 = icmp eq i32 %13, 0, !dbg !986
    #dbg_value(i64 0, !973, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !975)
  br i1 %14, label %24, label %15, !dbg !987

15:                                               ; preds = %2
    #dbg_value(i64 1, !973, !DIExpression(), !975)
  %16 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !980
  %17 = load ptr, ptr %16, align 8, !dbg !980, !tbaa !597
  %18 = getelementptr inbounds i8, ptr %17, i64 24, !dbg !980
  %19 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %18) #14, !dbg !985
  %20 = icmp eq i32 %19, 0, !dbg !986
    #dbg_value(i64 1, !973, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !975)
  br i1 %20, label %24, label %21, !dbg !987

21:                                               ; preds = %15
    #dbg_value(i64 2, !973, !DIExpression(), !975)
    #dbg_value(i32 poison, !973, !DIExpression(), !975)
  store ptr %11, ptr %16, align 8, !dbg !988, !tbaa !597
  %22 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #14, !dbg !991
  %23 = tail call ptr @luaS_newlstr(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %22), !dbg !992
  store ptr %23, ptr %10, align 8, !dbg !993, !tbaa !597
  br label %24, !dbg !994

24:                                               ; preds = %2, %15, %21
  %25 = phi ptr [ %23, %21 ], [ %11, %2 ], [ %17, %15 ], !dbg !975
  ret ptr %25, !dbg !995
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !996 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !1000 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nounwind uwtable
define hidden ptr @luaS_newudata(ptr noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #3 !dbg !1003 {
    #dbg_value(ptr %0, !1009, !DIExpression(), !1015)
    #dbg_value(i64 %1, !1010, !DIExpression(), !1015)
    #dbg_value(i32 %2, !1011, !DIExpression(), !1015)
  %4 = icmp eq i32 %2, 0, !dbg !1016
  %5 = sext i32 %2 to i64, !dbg !1016
  %6 = shl nsw i64 %5, 4, !dbg !1016
  %7 = add nsw i64 %6, 40, !dbg !1016
  %8 = select i1 %4, i64 32, i64 %7, !dbg !1016
  %9 = sub i64 9223372036854775807, %8, !dbg !1016
  %10 = icmp ult i64 %9, %1, !dbg !1016
  br i1 %10, label %11, label %12, !dbg !1018, !prof !616

11:                                               ; preds = %3
  tail call void @luaM_toobig(ptr noundef %0) #13, !dbg !1019
  unreachable, !dbg !1019

12:                                               ; preds = %3
  %13 = add i64 %8, %1, !dbg !1020
  %14 = tail call ptr @luaC_newobj(ptr noundef %0, i32 noundef 7, i64 noundef %13) #12, !dbg !1021
    #dbg_value(ptr %14, !1014, !DIExpression(), !1015)
    #dbg_value(ptr %14, !1012, !DIExpression(), !1015)
  %15 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !1022
  store i64 %1, ptr %15, align 8, !dbg !1023, !tbaa !1024
  %16 = trunc i32 %2 to i16, !dbg !1026
  %17 = getelementptr inbounds i8, ptr %14, i64 10, !dbg !1027
  store i16 %16, ptr %17, align 2, !dbg !1028, !tbaa !1029
  %18 = getelementptr inbounds i8, ptr %14, i64 24, !dbg !1030
  store ptr null, ptr %18, align 8, !dbg !1031, !tbaa !1032
    #dbg_value(i32 0, !1013, !DIExpression(), !1015)
  %19 = icmp sgt i32 %2, 0, !dbg !1033
  br i1 %19, label %20, label %50, !dbg !1036

20:                                               ; preds = %12
  %21 = getelementptr inbounds i8, ptr %14, i64 40
  %22 = zext nneg i32 %2 to i64, !dbg !1033
  %23 = and i64 %22, 3, !dbg !1036
  %24 = icmp ult i32 %2, 4, !dbg !1036
  br i1 %24, label %40, label %25, !dbg !1036

25:                                               ; preds = %20
  %26 = and i64 %22, 2147483644, !dbg !1036
  br label %27, !dbg !1036

27:                                               ; preds = %27, %25
  %28 = phi i64 [ 0, %25 ], [ %37, %27 ]
  %29 = phi i64 [ 0, %25 ], [ %38, %27 ]
    #dbg_value(i64 %28, !1013, !DIExpression(), !1015)
  %30 = getelementptr inbounds [1 x %union.UValue], ptr %21, i64 0, i64 %28, i32 0, i32 1, !dbg !1037
  store i8 0, ptr %30, align 8, !dbg !1037, !tbaa !468
  %31 = or disjoint i64 %28, 1, !dbg !1038
    #dbg_value(i64 %31, !1013, !DIExpression(), !1015)
  %32 = getelementptr inbounds [1 x %union.UValue], ptr %21, i64 0, i64 %31, i32 0, i32 1, !dbg !1037
  store i8 0, ptr %32, align 8, !dbg !1037, !tbaa !468
  %33 = or disjoint i64 %28, 2, !dbg !1038
    #dbg_value(i64 %33, !1013, !DIExpression(), !1015)
  %34 = getelementptr inbounds [1 x %union.UValue], ptr %21, i64 0, i64 %33, i32 0, i32 1, !dbg !1037
  store i8 0, ptr %34, align 8, !dbg !1037, !tbaa !468
  %35 = or disjoint i64 %28, 3, !dbg !1038
    #dbg_value(i64 %35, !1013, !DIExpression(), !1015)
  %36 = getelementptr inbounds [1 x %union.UValue], ptr %21, i64 0, i64 %35, i32 0, i32 1, !dbg !1037
  store i8 0, ptr %36, align 8, !dbg !1037, !tbaa !468
  %37 = add nuw nsw i64 %28, 4, !dbg !1038
    #dbg_value(i64 %37, !1013, !DIExpression(), !1015)
  %38 = add i64 %29, 4, !dbg !1036
  %39 = icmp eq i64 %38, %26, !dbg !1036
  br i1 %39, label %40, label %27, !dbg !1036, !llvm.loop !1039

40:                                               ; preds = %27, %20
  %41 = phi i64 [ 0, %20 ], [ %37, %27 ]
  %42 = icmp eq i64 %23, 0, !dbg !1036
  br i1 %42, label %50, label %43, !dbg !1036

43:                                               ; preds = %40, %43
  %44 = phi i64 [ %47, %43 ], [ %41, %40 ]
  %45 = phi i64 [ %48, %43 ], [ 0, %40 ]
    #dbg_value(i64 %44, !1013, !DIExpression(), !1015)
  %46 = getelementptr inbounds [1 x %union.UValue], ptr %21, i64 0, i64 %44, i32 0, i32 1, !dbg !1037
  store i8 0, ptr %46, align 8, !dbg !1037, !tbaa !468
  %47 = add nuw nsw i64 %44, 1, !dbg !1038
    #dbg_value(i64 %47, !1013, !DIExpression(), !1015)
  %48 = add i64 %45, 1, !dbg !1036
  %49 = icmp eq i64 %48, %23, !dbg !1036
  br i1 %49, label %50, label %43, !dbg !1036, !llvm.loop !1041

50:                                               ; preds = %40, %43, %12
  ret ptr %14, !dbg !1043
}

declare !dbg !1044 hidden ptr @luaC_newobj(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !1047 hidden void @luaC_fullgc(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: noreturn
declare !dbg !1048 hidden void @luaD_throw(ptr noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #10

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #11

attributes #0 = { mustprogress nofree nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind willreturn memory(argmem: read) }
attributes #11 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!450, !451, !452, !453, !454, !455, !456}
!llvm.ident = !{!457}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/lua/lstring.c", directory: ".", checksumkind: CSK_MD5, checksum: "d191a9d2c4dad6bb8090f7da41e8bb1c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 18)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !449, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !10, !13, !35, !44, !45, !88, !448}
!9 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_byte", file: !11, line: 36, baseType: !12)
!11 = !DIFile(filename: "src/lua/llimits.h", directory: ".", checksumkind: CSK_MD5, checksum: "f70379667ce169a2840c3c885517102a")
!12 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "TString", file: !16, line: 396, baseType: !17)
!16 = !DIFile(filename: "src/lua/lobject.h", directory: ".", checksumkind: CSK_MD5, checksum: "aea49a507ea3586a933fcf888e0c1530")
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TString", file: !16, line: 386, size: 256, elements: !18)
!18 = !{!19, !26, !27, !28, !29, !30, !31, !40}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !17, file: !16, line: 387, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "GCObject", file: !16, line: 292, size: 128, elements: !22)
!22 = !{!23, !24, !25}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !21, file: !16, line: 293, baseType: !20, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !21, file: !16, line: 293, baseType: !10, size: 8, offset: 64)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !21, file: !16, line: 293, baseType: !10, size: 8, offset: 72)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !17, file: !16, line: 387, baseType: !10, size: 8, offset: 64)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !17, file: !16, line: 387, baseType: !10, size: 8, offset: 72)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !17, file: !16, line: 388, baseType: !10, size: 8, offset: 80)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "shrlen", scope: !17, file: !16, line: 389, baseType: !10, size: 8, offset: 88)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !17, file: !16, line: 390, baseType: !9, size: 32, offset: 96)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !17, file: !16, line: 394, baseType: !32, size: 64, offset: 128)
!32 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !17, file: !16, line: 391, size: 64, elements: !33)
!33 = !{!34, !38}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "lnglen", scope: !32, file: !16, line: 392, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !36, line: 18, baseType: !37)
!36 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!37 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "hnext", scope: !32, file: !16, line: 393, baseType: !39, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "contents", scope: !17, file: !16, line: 395, baseType: !41, size: 8, offset: 192)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 1)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "GCUnion", file: !47, line: 353, size: 1600, elements: !48)
!47 = !DIFile(filename: "src/lua/lstate.h", directory: ".", checksumkind: CSK_MD5, checksum: "edd1473ca499831d12a0476e1db0587d")
!48 = !{!49, !51, !52, !364, !444, !445, !446, !447}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !46, file: !47, line: 354, baseType: !50, size: 128)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "GCObject", file: !16, line: 294, baseType: !21)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "ts", scope: !46, file: !47, line: 355, baseType: !17, size: 256)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !46, file: !47, line: 356, baseType: !53, size: 448)
!53 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Udata", file: !16, line: 459, size: 448, elements: !54)
!54 = !{!55, !56, !57, !58, !60, !61, !352, !353}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !53, file: !16, line: 460, baseType: !20, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !53, file: !16, line: 460, baseType: !10, size: 8, offset: 64)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !53, file: !16, line: 460, baseType: !10, size: 8, offset: 72)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "nuvalue", scope: !53, file: !16, line: 461, baseType: !59, size: 16, offset: 80)
!59 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !53, file: !16, line: 462, baseType: !35, size: 64, offset: 128)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !53, file: !16, line: 463, baseType: !62, size: 64, offset: 192)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Table", file: !16, line: 737, size: 448, elements: !64)
!64 = !{!65, !66, !67, !68, !69, !70, !71, !335, !349, !350, !351}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !63, file: !16, line: 738, baseType: !20, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !63, file: !16, line: 738, baseType: !10, size: 8, offset: 64)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !63, file: !16, line: 738, baseType: !10, size: 8, offset: 72)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !63, file: !16, line: 739, baseType: !10, size: 8, offset: 80)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "lsizenode", scope: !63, file: !16, line: 740, baseType: !10, size: 8, offset: 88)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "alimit", scope: !63, file: !16, line: 741, baseType: !9, size: 32, offset: 96)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "array", scope: !63, file: !16, line: 742, baseType: !72, size: 64, offset: 128)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "TValue", file: !16, line: 69, baseType: !74)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TValue", file: !16, line: 67, size: 128, elements: !75)
!75 = !{!76, !334}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !74, file: !16, line: 68, baseType: !77, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "Value", file: !16, line: 57, baseType: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Value", file: !16, line: 49, size: 64, elements: !79)
!79 = !{!80, !81, !82, !327, !330, !333}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !78, file: !16, line: 50, baseType: !20, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !78, file: !16, line: 51, baseType: !44, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !78, file: !16, line: 52, baseType: !83, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !84, line: 106, baseType: !85)
!84 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DISubroutineType(types: !87)
!87 = !{!88, !89}
!88 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !84, line: 57, baseType: !91)
!91 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !47, line: 309, size: 1600, elements: !92)
!92 = !{!93, !94, !95, !96, !97, !98, !99, !120, !203, !258, !259, !260, !284, !285, !286, !287, !290, !291, !321, !322, !323, !324, !325, !326}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !91, file: !47, line: 310, baseType: !20, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !91, file: !47, line: 310, baseType: !10, size: 8, offset: 64)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !91, file: !47, line: 310, baseType: !10, size: 8, offset: 72)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !91, file: !47, line: 311, baseType: !10, size: 8, offset: 80)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "allowhook", scope: !91, file: !47, line: 312, baseType: !10, size: 8, offset: 88)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "nci", scope: !91, file: !47, line: 313, baseType: !59, size: 16, offset: 96)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !91, file: !47, line: 314, baseType: !100, size: 64, offset: 128)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkIdRel", file: !16, line: 168, baseType: !101)
!101 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !16, line: 165, size: 64, elements: !102)
!102 = !{!103, !116}
!103 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !101, file: !16, line: 166, baseType: !104, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkId", file: !16, line: 158, baseType: !105)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "StackValue", file: !16, line: 154, baseType: !107)
!107 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "StackValue", file: !16, line: 148, size: 128, elements: !108)
!108 = !{!109, !110}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !107, file: !16, line: 149, baseType: !73, size: 128)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !107, file: !16, line: 153, baseType: !111, size: 128)
!111 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !107, file: !16, line: 150, size: 128, elements: !112)
!112 = !{!113, !114, !115}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !111, file: !16, line: 151, baseType: !77, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !111, file: !16, line: 151, baseType: !10, size: 8, offset: 64)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !111, file: !16, line: 152, baseType: !59, size: 16, offset: 80)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !101, file: !16, line: 167, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !118, line: 18, baseType: !119)
!118 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!119 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "l_G", scope: !91, file: !47, line: 315, baseType: !121, size: 64, offset: 192)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "global_State", file: !47, line: 303, baseType: !123)
!123 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "global_State", file: !47, line: 254, size: 11328, elements: !124)
!124 = !{!125, !130, !131, !133, !134, !136, !137, !144, !145, !146, !147, !148, !149, !150, !151, !152, !153, !154, !155, !156, !157, !158, !160, !162, !163, !164, !165, !166, !167, !168, !169, !170, !171, !172, !173, !174, !175, !176, !177, !179, !180, !181, !182, !186, !190, !195, !202}
!125 = !DIDerivedType(tag: DW_TAG_member, name: "frealloc", scope: !123, file: !47, line: 255, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Alloc", file: !84, line: 125, baseType: !127)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = !DISubroutineType(types: !129)
!129 = !{!44, !44, !44, !35, !35}
!130 = !DIDerivedType(tag: DW_TAG_member, name: "ud", scope: !123, file: !47, line: 256, baseType: !44, size: 64, offset: 64)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "totalbytes", scope: !123, file: !47, line: 257, baseType: !132, size: 64, offset: 128)
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_mem", file: !11, line: 28, baseType: !117)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "GCdebt", scope: !123, file: !47, line: 258, baseType: !132, size: 64, offset: 192)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "GCestimate", scope: !123, file: !47, line: 259, baseType: !135, size: 64, offset: 256)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_mem", file: !11, line: 27, baseType: !35)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "lastatomic", scope: !123, file: !47, line: 260, baseType: !135, size: 64, offset: 320)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "strt", scope: !123, file: !47, line: 261, baseType: !138, size: 128, offset: 384)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "stringtable", file: !47, line: 159, baseType: !139)
!139 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stringtable", file: !47, line: 155, size: 128, elements: !140)
!140 = !{!141, !142, !143}
!141 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !139, file: !47, line: 156, baseType: !13, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "nuse", scope: !139, file: !47, line: 157, baseType: !88, size: 32, offset: 64)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !139, file: !47, line: 158, baseType: !88, size: 32, offset: 96)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "l_registry", scope: !123, file: !47, line: 262, baseType: !73, size: 128, offset: 512)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "nilvalue", scope: !123, file: !47, line: 263, baseType: !73, size: 128, offset: 640)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "seed", scope: !123, file: !47, line: 264, baseType: !9, size: 32, offset: 768)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "currentwhite", scope: !123, file: !47, line: 265, baseType: !10, size: 8, offset: 800)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "gcstate", scope: !123, file: !47, line: 266, baseType: !10, size: 8, offset: 808)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "gckind", scope: !123, file: !47, line: 267, baseType: !10, size: 8, offset: 816)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "gcstopem", scope: !123, file: !47, line: 268, baseType: !10, size: 8, offset: 824)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "genminormul", scope: !123, file: !47, line: 269, baseType: !10, size: 8, offset: 832)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "genmajormul", scope: !123, file: !47, line: 270, baseType: !10, size: 8, offset: 840)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "gcstp", scope: !123, file: !47, line: 271, baseType: !10, size: 8, offset: 848)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "gcemergency", scope: !123, file: !47, line: 272, baseType: !10, size: 8, offset: 856)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "gcpause", scope: !123, file: !47, line: 273, baseType: !10, size: 8, offset: 864)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepmul", scope: !123, file: !47, line: 274, baseType: !10, size: 8, offset: 872)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepsize", scope: !123, file: !47, line: 275, baseType: !10, size: 8, offset: 880)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "allgc", scope: !123, file: !47, line: 276, baseType: !159, size: 64, offset: 896)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "sweepgc", scope: !123, file: !47, line: 277, baseType: !161, size: 64, offset: 960)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "finobj", scope: !123, file: !47, line: 278, baseType: !159, size: 64, offset: 1024)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "gray", scope: !123, file: !47, line: 279, baseType: !159, size: 64, offset: 1088)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "grayagain", scope: !123, file: !47, line: 280, baseType: !159, size: 64, offset: 1152)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !123, file: !47, line: 281, baseType: !159, size: 64, offset: 1216)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "ephemeron", scope: !123, file: !47, line: 282, baseType: !159, size: 64, offset: 1280)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "allweak", scope: !123, file: !47, line: 283, baseType: !159, size: 64, offset: 1344)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "tobefnz", scope: !123, file: !47, line: 284, baseType: !159, size: 64, offset: 1408)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "fixedgc", scope: !123, file: !47, line: 285, baseType: !159, size: 64, offset: 1472)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "survival", scope: !123, file: !47, line: 287, baseType: !159, size: 64, offset: 1536)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "old1", scope: !123, file: !47, line: 288, baseType: !159, size: 64, offset: 1600)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "reallyold", scope: !123, file: !47, line: 289, baseType: !159, size: 64, offset: 1664)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "firstold1", scope: !123, file: !47, line: 290, baseType: !159, size: 64, offset: 1728)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "finobjsur", scope: !123, file: !47, line: 291, baseType: !159, size: 64, offset: 1792)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "finobjold1", scope: !123, file: !47, line: 292, baseType: !159, size: 64, offset: 1856)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "finobjrold", scope: !123, file: !47, line: 293, baseType: !159, size: 64, offset: 1920)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !123, file: !47, line: 294, baseType: !178, size: 64, offset: 1984)
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "panic", scope: !123, file: !47, line: 295, baseType: !83, size: 64, offset: 2048)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "mainthread", scope: !123, file: !47, line: 296, baseType: !178, size: 64, offset: 2112)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "memerrmsg", scope: !123, file: !47, line: 297, baseType: !14, size: 64, offset: 2176)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "tmname", scope: !123, file: !47, line: 298, baseType: !183, size: 1600, offset: 2240)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 1600, elements: !184)
!184 = !{!185}
!185 = !DISubrange(count: 25)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "mt", scope: !123, file: !47, line: 299, baseType: !187, size: 576, offset: 3840)
!187 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 576, elements: !188)
!188 = !{!189}
!189 = !DISubrange(count: 9)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "strcache", scope: !123, file: !47, line: 300, baseType: !191, size: 6784, offset: 4416)
!191 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 6784, elements: !192)
!192 = !{!193, !194}
!193 = !DISubrange(count: 53)
!194 = !DISubrange(count: 2)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "warnf", scope: !123, file: !47, line: 301, baseType: !196, size: 64, offset: 11200)
!196 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_WarnFunction", file: !84, line: 131, baseType: !197)
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64)
!198 = !DISubroutineType(types: !199)
!199 = !{null, !44, !200, !88}
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !201, size: 64)
!201 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "ud_warn", scope: !123, file: !47, line: 302, baseType: !44, size: 64, offset: 11264)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "ci", scope: !91, file: !47, line: 316, baseType: !204, size: 64, offset: 256)
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !205, size: 64)
!205 = !DIDerivedType(tag: DW_TAG_typedef, name: "CallInfo", file: !47, line: 14, baseType: !206)
!206 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CallInfo", file: !47, line: 177, size: 512, elements: !207)
!207 = !{!208, !209, !210, !212, !213, !244, !255, !257}
!208 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !206, file: !47, line: 178, baseType: !100, size: 64)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !206, file: !47, line: 179, baseType: !100, size: 64, offset: 64)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !206, file: !47, line: 180, baseType: !211, size: 64, offset: 128)
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !206, size: 64)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !206, file: !47, line: 180, baseType: !211, size: 64, offset: 192)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !206, file: !47, line: 192, baseType: !214, size: 192, offset: 256)
!214 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !206, file: !47, line: 181, size: 192, elements: !215)
!215 = !{!216, !231}
!216 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !214, file: !47, line: 186, baseType: !217, size: 128)
!217 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !214, file: !47, line: 182, size: 128, elements: !218)
!218 = !{!219, !224, !230}
!219 = !DIDerivedType(tag: DW_TAG_member, name: "savedpc", scope: !217, file: !47, line: 183, baseType: !220, size: 64)
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !221, size: 64)
!221 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !222)
!222 = !DIDerivedType(tag: DW_TAG_typedef, name: "Instruction", file: !11, line: 205, baseType: !223)
!223 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_uint32", file: !11, line: 200, baseType: !9)
!224 = !DIDerivedType(tag: DW_TAG_member, name: "trap", scope: !217, file: !47, line: 184, baseType: !225, size: 32, offset: 64)
!225 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !226)
!226 = !DIDerivedType(tag: DW_TAG_typedef, name: "sig_atomic_t", file: !227, line: 8, baseType: !228)
!227 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/sig_atomic_t.h", directory: "", checksumkind: CSK_MD5, checksum: "d9236f7e3e7f10f53aa9d4cd97f503cf")
!228 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sig_atomic_t", file: !229, line: 215, baseType: !88)
!229 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!230 = !DIDerivedType(tag: DW_TAG_member, name: "nextraargs", scope: !217, file: !47, line: 185, baseType: !88, size: 32, offset: 96)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !214, file: !47, line: 191, baseType: !232, size: 192)
!232 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !214, file: !47, line: 187, size: 192, elements: !233)
!233 = !{!234, !242, !243}
!234 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !232, file: !47, line: 188, baseType: !235, size: 64)
!235 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !84, line: 111, baseType: !236)
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !237, size: 64)
!237 = !DISubroutineType(types: !238)
!238 = !{!88, !89, !88, !239}
!239 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !84, line: 100, baseType: !240)
!240 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !241, line: 87, baseType: !119)
!241 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!242 = !DIDerivedType(tag: DW_TAG_member, name: "old_errfunc", scope: !232, file: !47, line: 189, baseType: !117, size: 64, offset: 64)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "ctx", scope: !232, file: !47, line: 190, baseType: !239, size: 64, offset: 128)
!244 = !DIDerivedType(tag: DW_TAG_member, name: "u2", scope: !206, file: !47, line: 201, baseType: !245, size: 32, offset: 448)
!245 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !206, file: !47, line: 193, size: 32, elements: !246)
!246 = !{!247, !248, !249, !250}
!247 = !DIDerivedType(tag: DW_TAG_member, name: "funcidx", scope: !245, file: !47, line: 194, baseType: !88, size: 32)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "nyield", scope: !245, file: !47, line: 195, baseType: !88, size: 32)
!249 = !DIDerivedType(tag: DW_TAG_member, name: "nres", scope: !245, file: !47, line: 196, baseType: !88, size: 32)
!250 = !DIDerivedType(tag: DW_TAG_member, name: "transferinfo", scope: !245, file: !47, line: 200, baseType: !251, size: 32)
!251 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !245, file: !47, line: 197, size: 32, elements: !252)
!252 = !{!253, !254}
!253 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !251, file: !47, line: 198, baseType: !59, size: 16)
!254 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !251, file: !47, line: 199, baseType: !59, size: 16, offset: 16)
!255 = !DIDerivedType(tag: DW_TAG_member, name: "nresults", scope: !206, file: !47, line: 202, baseType: !256, size: 16, offset: 480)
!256 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!257 = !DIDerivedType(tag: DW_TAG_member, name: "callstatus", scope: !206, file: !47, line: 203, baseType: !59, size: 16, offset: 496)
!258 = !DIDerivedType(tag: DW_TAG_member, name: "stack_last", scope: !91, file: !47, line: 317, baseType: !100, size: 64, offset: 320)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "stack", scope: !91, file: !47, line: 318, baseType: !100, size: 64, offset: 384)
!260 = !DIDerivedType(tag: DW_TAG_member, name: "openupval", scope: !91, file: !47, line: 319, baseType: !261, size: 64, offset: 448)
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !262, size: 64)
!262 = !DIDerivedType(tag: DW_TAG_typedef, name: "UpVal", file: !16, line: 640, baseType: !263)
!263 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "UpVal", file: !16, line: 627, size: 320, elements: !264)
!264 = !{!265, !266, !267, !268, !273}
!265 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !263, file: !16, line: 628, baseType: !20, size: 64)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !263, file: !16, line: 628, baseType: !10, size: 8, offset: 64)
!267 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !263, file: !16, line: 628, baseType: !10, size: 8, offset: 72)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !263, file: !16, line: 632, baseType: !269, size: 64, offset: 128)
!269 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !263, file: !16, line: 629, size: 64, elements: !270)
!270 = !{!271, !272}
!271 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !269, file: !16, line: 630, baseType: !72, size: 64)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !269, file: !16, line: 631, baseType: !117, size: 64)
!273 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !263, file: !16, line: 639, baseType: !274, size: 128, offset: 192)
!274 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !263, file: !16, line: 633, size: 128, elements: !275)
!275 = !{!276, !283}
!276 = !DIDerivedType(tag: DW_TAG_member, name: "open", scope: !274, file: !16, line: 637, baseType: !277, size: 128)
!277 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !274, file: !16, line: 634, size: 128, elements: !278)
!278 = !{!279, !281}
!279 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !277, file: !16, line: 635, baseType: !280, size: 64)
!280 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !263, size: 64)
!281 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !277, file: !16, line: 636, baseType: !282, size: 64, offset: 64)
!282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !280, size: 64)
!283 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !274, file: !16, line: 638, baseType: !73, size: 128)
!284 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !91, file: !47, line: 320, baseType: !100, size: 64, offset: 512)
!285 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !91, file: !47, line: 321, baseType: !159, size: 64, offset: 576)
!286 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !91, file: !47, line: 322, baseType: !178, size: 64, offset: 640)
!287 = !DIDerivedType(tag: DW_TAG_member, name: "errorJmp", scope: !91, file: !47, line: 323, baseType: !288, size: 64, offset: 704)
!288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !289, size: 64)
!289 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_longjmp", file: !47, line: 122, flags: DIFlagFwdDecl)
!290 = !DIDerivedType(tag: DW_TAG_member, name: "base_ci", scope: !91, file: !47, line: 324, baseType: !205, size: 512, offset: 768)
!291 = !DIDerivedType(tag: DW_TAG_member, name: "hook", scope: !91, file: !47, line: 325, baseType: !292, size: 64, offset: 1280)
!292 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !293)
!293 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Hook", file: !84, line: 143, baseType: !294)
!294 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !295, size: 64)
!295 = !DISubroutineType(types: !296)
!296 = !{null, !89, !297}
!297 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !298, size: 64)
!298 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Debug", file: !84, line: 137, baseType: !299)
!299 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_Debug", file: !84, line: 475, size: 1088, elements: !300)
!300 = !{!301, !302, !303, !304, !305, !306, !307, !308, !309, !310, !311, !312, !313, !314, !315, !316, !320}
!301 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !299, file: !84, line: 476, baseType: !88, size: 32)
!302 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !299, file: !84, line: 477, baseType: !200, size: 64, offset: 64)
!303 = !DIDerivedType(tag: DW_TAG_member, name: "namewhat", scope: !299, file: !84, line: 478, baseType: !200, size: 64, offset: 128)
!304 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !299, file: !84, line: 479, baseType: !200, size: 64, offset: 192)
!305 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !299, file: !84, line: 480, baseType: !200, size: 64, offset: 256)
!306 = !DIDerivedType(tag: DW_TAG_member, name: "srclen", scope: !299, file: !84, line: 481, baseType: !35, size: 64, offset: 320)
!307 = !DIDerivedType(tag: DW_TAG_member, name: "currentline", scope: !299, file: !84, line: 482, baseType: !88, size: 32, offset: 384)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !299, file: !84, line: 483, baseType: !88, size: 32, offset: 416)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !299, file: !84, line: 484, baseType: !88, size: 32, offset: 448)
!310 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !299, file: !84, line: 485, baseType: !12, size: 8, offset: 480)
!311 = !DIDerivedType(tag: DW_TAG_member, name: "nparams", scope: !299, file: !84, line: 486, baseType: !12, size: 8, offset: 488)
!312 = !DIDerivedType(tag: DW_TAG_member, name: "isvararg", scope: !299, file: !84, line: 487, baseType: !4, size: 8, offset: 496)
!313 = !DIDerivedType(tag: DW_TAG_member, name: "istailcall", scope: !299, file: !84, line: 488, baseType: !4, size: 8, offset: 504)
!314 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !299, file: !84, line: 489, baseType: !59, size: 16, offset: 512)
!315 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !299, file: !84, line: 490, baseType: !59, size: 16, offset: 528)
!316 = !DIDerivedType(tag: DW_TAG_member, name: "short_src", scope: !299, file: !84, line: 491, baseType: !317, size: 480, offset: 544)
!317 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 480, elements: !318)
!318 = !{!319}
!319 = !DISubrange(count: 60)
!320 = !DIDerivedType(tag: DW_TAG_member, name: "i_ci", scope: !299, file: !84, line: 493, baseType: !211, size: 64, offset: 1024)
!321 = !DIDerivedType(tag: DW_TAG_member, name: "errfunc", scope: !91, file: !47, line: 326, baseType: !117, size: 64, offset: 1344)
!322 = !DIDerivedType(tag: DW_TAG_member, name: "nCcalls", scope: !91, file: !47, line: 327, baseType: !223, size: 32, offset: 1408)
!323 = !DIDerivedType(tag: DW_TAG_member, name: "oldpc", scope: !91, file: !47, line: 328, baseType: !88, size: 32, offset: 1440)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "basehookcount", scope: !91, file: !47, line: 329, baseType: !88, size: 32, offset: 1472)
!325 = !DIDerivedType(tag: DW_TAG_member, name: "hookcount", scope: !91, file: !47, line: 330, baseType: !88, size: 32, offset: 1504)
!326 = !DIDerivedType(tag: DW_TAG_member, name: "hookmask", scope: !91, file: !47, line: 331, baseType: !225, size: 32, offset: 1536)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !78, file: !16, line: 53, baseType: !328, size: 64)
!328 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !84, line: 94, baseType: !329)
!329 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!330 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !78, file: !16, line: 54, baseType: !331, size: 64)
!331 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !84, line: 90, baseType: !332)
!332 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!333 = !DIDerivedType(tag: DW_TAG_member, name: "ub", scope: !78, file: !16, line: 56, baseType: !10, size: 8)
!334 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !74, file: !16, line: 68, baseType: !10, size: 8, offset: 64)
!335 = !DIDerivedType(tag: DW_TAG_member, name: "node", scope: !63, file: !16, line: 743, baseType: !336, size: 64, offset: 192)
!336 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !337, size: 64)
!337 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !16, line: 707, baseType: !338)
!338 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Node", file: !16, line: 699, size: 192, elements: !339)
!339 = !{!340, !348}
!340 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !338, file: !16, line: 705, baseType: !341, size: 192)
!341 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NodeKey", file: !16, line: 700, size: 192, elements: !342)
!342 = !{!343, !344, !345, !346, !347}
!343 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !341, file: !16, line: 701, baseType: !77, size: 64)
!344 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !341, file: !16, line: 701, baseType: !10, size: 8, offset: 64)
!345 = !DIDerivedType(tag: DW_TAG_member, name: "key_tt", scope: !341, file: !16, line: 702, baseType: !10, size: 8, offset: 72)
!346 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !341, file: !16, line: 703, baseType: !88, size: 32, offset: 96)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "key_val", scope: !341, file: !16, line: 704, baseType: !77, size: 64, offset: 128)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "i_val", scope: !338, file: !16, line: 706, baseType: !73, size: 128)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "lastfree", scope: !63, file: !16, line: 744, baseType: !336, size: 64, offset: 256)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !63, file: !16, line: 745, baseType: !62, size: 64, offset: 320)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !63, file: !16, line: 746, baseType: !159, size: 64, offset: 384)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !53, file: !16, line: 464, baseType: !159, size: 64, offset: 256)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !53, file: !16, line: 465, baseType: !354, size: 128, offset: 320)
!354 = !DICompositeType(tag: DW_TAG_array_type, baseType: !355, size: 128, elements: !42)
!355 = !DIDerivedType(tag: DW_TAG_typedef, name: "UValue", file: !16, line: 452, baseType: !356)
!356 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "UValue", file: !16, line: 449, size: 128, elements: !357)
!357 = !{!358, !359, !360, !361, !362, !363}
!358 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !356, file: !16, line: 450, baseType: !73, size: 128)
!359 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !356, file: !16, line: 451, baseType: !331, size: 64)
!360 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !356, file: !16, line: 451, baseType: !332, size: 64)
!361 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !356, file: !16, line: 451, baseType: !44, size: 64)
!362 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !356, file: !16, line: 451, baseType: !328, size: 64)
!363 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !356, file: !16, line: 451, baseType: !119, size: 64)
!364 = !DIDerivedType(tag: DW_TAG_member, name: "cl", scope: !46, file: !47, line: 357, baseType: !365, size: 384)
!365 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Closure", file: !16, line: 661, size: 384, elements: !366)
!366 = !{!367, !379}
!367 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !365, file: !16, line: 662, baseType: !368, size: 384)
!368 = !DIDerivedType(tag: DW_TAG_typedef, name: "CClosure", file: !16, line: 651, baseType: !369)
!369 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CClosure", file: !16, line: 647, size: 384, elements: !370)
!370 = !{!371, !372, !373, !374, !375, !376, !377}
!371 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !369, file: !16, line: 648, baseType: !20, size: 64)
!372 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !369, file: !16, line: 648, baseType: !10, size: 8, offset: 64)
!373 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !369, file: !16, line: 648, baseType: !10, size: 8, offset: 72)
!374 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !369, file: !16, line: 648, baseType: !10, size: 8, offset: 80)
!375 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !369, file: !16, line: 648, baseType: !159, size: 64, offset: 128)
!376 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !369, file: !16, line: 649, baseType: !83, size: 64, offset: 192)
!377 = !DIDerivedType(tag: DW_TAG_member, name: "upvalue", scope: !369, file: !16, line: 650, baseType: !378, size: 128, offset: 256)
!378 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 128, elements: !42)
!379 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !365, file: !16, line: 663, baseType: !380, size: 320)
!380 = !DIDerivedType(tag: DW_TAG_typedef, name: "LClosure", file: !16, line: 658, baseType: !381)
!381 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LClosure", file: !16, line: 654, size: 320, elements: !382)
!382 = !{!383, !384, !385, !386, !387, !388, !442}
!383 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !381, file: !16, line: 655, baseType: !20, size: 64)
!384 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !381, file: !16, line: 655, baseType: !10, size: 8, offset: 64)
!385 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !381, file: !16, line: 655, baseType: !10, size: 8, offset: 72)
!386 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !381, file: !16, line: 655, baseType: !10, size: 8, offset: 80)
!387 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !381, file: !16, line: 655, baseType: !159, size: 64, offset: 128)
!388 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !381, file: !16, line: 656, baseType: !389, size: 64, offset: 192)
!389 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !390, size: 64)
!390 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Proto", file: !16, line: 550, size: 1024, elements: !391)
!391 = !{!392, !393, !394, !395, !396, !397, !398, !399, !400, !401, !402, !403, !404, !405, !406, !407, !408, !410, !412, !421, !425, !432, !440, !441}
!392 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !390, file: !16, line: 551, baseType: !20, size: 64)
!393 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !390, file: !16, line: 551, baseType: !10, size: 8, offset: 64)
!394 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !390, file: !16, line: 551, baseType: !10, size: 8, offset: 72)
!395 = !DIDerivedType(tag: DW_TAG_member, name: "numparams", scope: !390, file: !16, line: 552, baseType: !10, size: 8, offset: 80)
!396 = !DIDerivedType(tag: DW_TAG_member, name: "is_vararg", scope: !390, file: !16, line: 553, baseType: !10, size: 8, offset: 88)
!397 = !DIDerivedType(tag: DW_TAG_member, name: "maxstacksize", scope: !390, file: !16, line: 554, baseType: !10, size: 8, offset: 96)
!398 = !DIDerivedType(tag: DW_TAG_member, name: "sizeupvalues", scope: !390, file: !16, line: 555, baseType: !88, size: 32, offset: 128)
!399 = !DIDerivedType(tag: DW_TAG_member, name: "sizek", scope: !390, file: !16, line: 556, baseType: !88, size: 32, offset: 160)
!400 = !DIDerivedType(tag: DW_TAG_member, name: "sizecode", scope: !390, file: !16, line: 557, baseType: !88, size: 32, offset: 192)
!401 = !DIDerivedType(tag: DW_TAG_member, name: "sizelineinfo", scope: !390, file: !16, line: 558, baseType: !88, size: 32, offset: 224)
!402 = !DIDerivedType(tag: DW_TAG_member, name: "sizep", scope: !390, file: !16, line: 559, baseType: !88, size: 32, offset: 256)
!403 = !DIDerivedType(tag: DW_TAG_member, name: "sizelocvars", scope: !390, file: !16, line: 560, baseType: !88, size: 32, offset: 288)
!404 = !DIDerivedType(tag: DW_TAG_member, name: "sizeabslineinfo", scope: !390, file: !16, line: 561, baseType: !88, size: 32, offset: 320)
!405 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !390, file: !16, line: 562, baseType: !88, size: 32, offset: 352)
!406 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !390, file: !16, line: 563, baseType: !88, size: 32, offset: 384)
!407 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !390, file: !16, line: 564, baseType: !72, size: 64, offset: 448)
!408 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !390, file: !16, line: 565, baseType: !409, size: 64, offset: 512)
!409 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !222, size: 64)
!410 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !390, file: !16, line: 566, baseType: !411, size: 64, offset: 576)
!411 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !389, size: 64)
!412 = !DIDerivedType(tag: DW_TAG_member, name: "upvalues", scope: !390, file: !16, line: 567, baseType: !413, size: 64, offset: 640)
!413 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !414, size: 64)
!414 = !DIDerivedType(tag: DW_TAG_typedef, name: "Upvaldesc", file: !16, line: 518, baseType: !415)
!415 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Upvaldesc", file: !16, line: 513, size: 128, elements: !416)
!416 = !{!417, !418, !419, !420}
!417 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !415, file: !16, line: 514, baseType: !14, size: 64)
!418 = !DIDerivedType(tag: DW_TAG_member, name: "instack", scope: !415, file: !16, line: 515, baseType: !10, size: 8, offset: 64)
!419 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !415, file: !16, line: 516, baseType: !10, size: 8, offset: 72)
!420 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !415, file: !16, line: 517, baseType: !10, size: 8, offset: 80)
!421 = !DIDerivedType(tag: DW_TAG_member, name: "lineinfo", scope: !390, file: !16, line: 568, baseType: !422, size: 64, offset: 704)
!422 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !423, size: 64)
!423 = !DIDerivedType(tag: DW_TAG_typedef, name: "ls_byte", file: !11, line: 37, baseType: !424)
!424 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!425 = !DIDerivedType(tag: DW_TAG_member, name: "abslineinfo", scope: !390, file: !16, line: 569, baseType: !426, size: 64, offset: 768)
!426 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !427, size: 64)
!427 = !DIDerivedType(tag: DW_TAG_typedef, name: "AbsLineInfo", file: !16, line: 545, baseType: !428)
!428 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "AbsLineInfo", file: !16, line: 542, size: 64, elements: !429)
!429 = !{!430, !431}
!430 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !428, file: !16, line: 543, baseType: !88, size: 32)
!431 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !428, file: !16, line: 544, baseType: !88, size: 32, offset: 32)
!432 = !DIDerivedType(tag: DW_TAG_member, name: "locvars", scope: !390, file: !16, line: 570, baseType: !433, size: 64, offset: 832)
!433 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !434, size: 64)
!434 = !DIDerivedType(tag: DW_TAG_typedef, name: "LocVar", file: !16, line: 529, baseType: !435)
!435 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LocVar", file: !16, line: 525, size: 128, elements: !436)
!436 = !{!437, !438, !439}
!437 = !DIDerivedType(tag: DW_TAG_member, name: "varname", scope: !435, file: !16, line: 526, baseType: !14, size: 64)
!438 = !DIDerivedType(tag: DW_TAG_member, name: "startpc", scope: !435, file: !16, line: 527, baseType: !88, size: 32, offset: 64)
!439 = !DIDerivedType(tag: DW_TAG_member, name: "endpc", scope: !435, file: !16, line: 528, baseType: !88, size: 32, offset: 96)
!440 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !390, file: !16, line: 571, baseType: !14, size: 64, offset: 896)
!441 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !390, file: !16, line: 572, baseType: !159, size: 64, offset: 960)
!442 = !DIDerivedType(tag: DW_TAG_member, name: "upvals", scope: !381, file: !16, line: 657, baseType: !443, size: 64, offset: 256)
!443 = !DICompositeType(tag: DW_TAG_array_type, baseType: !261, size: 64, elements: !42)
!444 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !46, file: !47, line: 358, baseType: !63, size: 448)
!445 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !46, file: !47, line: 359, baseType: !390, size: 1024)
!446 = !DIDerivedType(tag: DW_TAG_member, name: "th", scope: !46, file: !47, line: 360, baseType: !91, size: 1600)
!447 = !DIDerivedType(tag: DW_TAG_member, name: "upv", scope: !46, file: !47, line: 361, baseType: !263, size: 320)
!448 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !241, line: 90, baseType: !37)
!449 = !{!0}
!450 = !{i32 7, !"Dwarf Version", i32 5}
!451 = !{i32 2, !"Debug Info Version", i32 3}
!452 = !{i32 1, !"wchar_size", i32 4}
!453 = !{i32 8, !"PIC Level", i32 2}
!454 = !{i32 7, !"PIE Level", i32 2}
!455 = !{i32 7, !"uwtable", i32 2}
!456 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!457 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!458 = distinct !DISubprogram(name: "luaS_eqlngstr", scope: !2, file: !2, line: 34, type: !459, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !461)
!459 = !DISubroutineType(types: !460)
!460 = !{!88, !14, !14}
!461 = !{!462, !463, !464}
!462 = !DILocalVariable(name: "a", arg: 1, scope: !458, file: !2, line: 34, type: !14)
!463 = !DILocalVariable(name: "b", arg: 2, scope: !458, file: !2, line: 34, type: !14)
!464 = !DILocalVariable(name: "len", scope: !458, file: !2, line: 35, type: !35)
!465 = !DILocation(line: 0, scope: !458)
!466 = !DILocation(line: 35, column: 19, scope: !458)
!467 = !DILocation(line: 35, column: 21, scope: !458)
!468 = !{!469, !469, i64 0}
!469 = !{!"omnipotent char", !470, i64 0}
!470 = !{!"Simple C/C++ TBAA"}
!471 = !DILocation(line: 37, column: 13, scope: !458)
!472 = !DILocation(line: 37, column: 19, scope: !458)
!473 = !DILocation(line: 38, column: 17, scope: !458)
!474 = !DILocation(line: 38, column: 19, scope: !458)
!475 = !DILocation(line: 38, column: 11, scope: !458)
!476 = !DILocation(line: 38, column: 27, scope: !458)
!477 = !DILocation(line: 39, column: 14, scope: !458)
!478 = !DILocation(line: 39, column: 28, scope: !458)
!479 = !DILocation(line: 39, column: 7, scope: !458)
!480 = !DILocation(line: 39, column: 47, scope: !458)
!481 = !DILocation(line: 37, column: 3, scope: !458)
!482 = distinct !DISubprogram(name: "luaS_hash", scope: !2, file: !2, line: 43, type: !483, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !485)
!483 = !DISubroutineType(types: !484)
!484 = !{!9, !200, !35, !9}
!485 = !{!486, !487, !488, !489}
!486 = !DILocalVariable(name: "str", arg: 1, scope: !482, file: !2, line: 43, type: !200)
!487 = !DILocalVariable(name: "l", arg: 2, scope: !482, file: !2, line: 43, type: !35)
!488 = !DILocalVariable(name: "seed", arg: 3, scope: !482, file: !2, line: 43, type: !9)
!489 = !DILocalVariable(name: "h", scope: !482, file: !2, line: 44, type: !9)
!490 = !DILocation(line: 0, scope: !482)
!491 = !DILocation(line: 44, column: 27, scope: !482)
!492 = !DILocation(line: 44, column: 25, scope: !482)
!493 = !DILocation(line: 45, column: 3, scope: !482)
!494 = !DILocation(line: 45, column: 12, scope: !495)
!495 = distinct !DILexicalBlock(scope: !496, file: !2, line: 45, column: 3)
!496 = distinct !DILexicalBlock(scope: !482, file: !2, line: 45, column: 3)
!497 = !DILocation(line: 45, column: 3, scope: !496)
!498 = !DILocation(line: 46, column: 13, scope: !495)
!499 = !DILocation(line: 46, column: 22, scope: !495)
!500 = !DILocation(line: 46, column: 18, scope: !495)
!501 = !DILocation(line: 46, column: 29, scope: !495)
!502 = !DILocation(line: 46, column: 27, scope: !495)
!503 = !DILocation(line: 46, column: 7, scope: !495)
!504 = !DILocation(line: 45, column: 18, scope: !495)
!505 = distinct !{!505, !497, !506, !507}
!506 = !DILocation(line: 46, column: 50, scope: !496)
!507 = !{!"llvm.loop.mustprogress"}
!508 = !DILocation(line: 47, column: 3, scope: !482)
!509 = distinct !DISubprogram(name: "luaS_hashlongstr", scope: !2, file: !2, line: 51, type: !510, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !512)
!510 = !DISubroutineType(types: !511)
!511 = !{!9, !14}
!512 = !{!513, !514}
!513 = !DILocalVariable(name: "ts", arg: 1, scope: !509, file: !2, line: 51, type: !14)
!514 = !DILocalVariable(name: "len", scope: !515, file: !2, line: 54, type: !35)
!515 = distinct !DILexicalBlock(scope: !516, file: !2, line: 53, column: 23)
!516 = distinct !DILexicalBlock(scope: !509, file: !2, line: 53, column: 7)
!517 = !DILocation(line: 0, scope: !509)
!518 = !DILocation(line: 53, column: 11, scope: !516)
!519 = !{!520, !469, i64 10}
!520 = !{!"TString", !521, i64 0, !469, i64 8, !469, i64 9, !469, i64 10, !469, i64 11, !522, i64 12, !469, i64 16, !469, i64 24}
!521 = !{!"any pointer", !469, i64 0}
!522 = !{!"int", !469, i64 0}
!523 = !DILocation(line: 53, column: 17, scope: !516)
!524 = !DILocation(line: 53, column: 7, scope: !509)
!525 = !DILocation(line: 58, column: 14, scope: !509)
!526 = !{!520, !522, i64 12}
!527 = !DILocation(line: 54, column: 22, scope: !515)
!528 = !DILocation(line: 54, column: 24, scope: !515)
!529 = !DILocation(line: 0, scope: !515)
!530 = !DILocation(line: 55, column: 50, scope: !515)
!531 = !DILocation(line: 0, scope: !482, inlinedAt: !532)
!532 = distinct !DILocation(line: 55, column: 16, scope: !515)
!533 = !DILocation(line: 44, column: 27, scope: !482, inlinedAt: !532)
!534 = !DILocation(line: 44, column: 25, scope: !482, inlinedAt: !532)
!535 = !DILocation(line: 45, column: 3, scope: !482, inlinedAt: !532)
!536 = !DILocation(line: 45, column: 12, scope: !495, inlinedAt: !532)
!537 = !DILocation(line: 45, column: 3, scope: !496, inlinedAt: !532)
!538 = !DILocation(line: 46, column: 13, scope: !495, inlinedAt: !532)
!539 = !DILocation(line: 46, column: 22, scope: !495, inlinedAt: !532)
!540 = !DILocation(line: 46, column: 18, scope: !495, inlinedAt: !532)
!541 = !DILocation(line: 46, column: 29, scope: !495, inlinedAt: !532)
!542 = !DILocation(line: 46, column: 27, scope: !495, inlinedAt: !532)
!543 = !DILocation(line: 46, column: 7, scope: !495, inlinedAt: !532)
!544 = !DILocation(line: 45, column: 18, scope: !495, inlinedAt: !532)
!545 = distinct !{!545, !537, !546, !507}
!546 = !DILocation(line: 46, column: 50, scope: !496, inlinedAt: !532)
!547 = !DILocation(line: 55, column: 14, scope: !515)
!548 = !DILocation(line: 56, column: 15, scope: !515)
!549 = !DILocation(line: 57, column: 3, scope: !515)
!550 = !DILocation(line: 58, column: 3, scope: !509)
!551 = distinct !DISubprogram(name: "luaS_resize", scope: !2, file: !2, line: 85, type: !552, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !554)
!552 = !DISubroutineType(types: !553)
!553 = !{null, !89, !88}
!554 = !{!555, !556, !557, !559, !560}
!555 = !DILocalVariable(name: "L", arg: 1, scope: !551, file: !2, line: 85, type: !89)
!556 = !DILocalVariable(name: "nsize", arg: 2, scope: !551, file: !2, line: 85, type: !88)
!557 = !DILocalVariable(name: "tb", scope: !551, file: !2, line: 86, type: !558)
!558 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!559 = !DILocalVariable(name: "osize", scope: !551, file: !2, line: 87, type: !88)
!560 = !DILocalVariable(name: "newvect", scope: !551, file: !2, line: 88, type: !13)
!561 = !DILocation(line: 0, scope: !551)
!562 = !DILocation(line: 86, column: 22, scope: !551)
!563 = !{!564, !521, i64 24}
!564 = !{!"lua_State", !521, i64 0, !469, i64 8, !469, i64 9, !469, i64 10, !469, i64 11, !565, i64 12, !469, i64 16, !521, i64 24, !521, i64 32, !469, i64 40, !469, i64 48, !521, i64 56, !469, i64 64, !521, i64 72, !521, i64 80, !521, i64 88, !566, i64 96, !521, i64 160, !567, i64 168, !522, i64 176, !522, i64 180, !522, i64 184, !522, i64 188, !522, i64 192}
!565 = !{!"short", !469, i64 0}
!566 = !{!"CallInfo", !469, i64 0, !469, i64 8, !521, i64 16, !521, i64 24, !469, i64 32, !469, i64 56, !565, i64 60, !565, i64 62}
!567 = !{!"long", !469, i64 0}
!568 = !DILocation(line: 86, column: 28, scope: !551)
!569 = !DILocation(line: 87, column: 19, scope: !551)
!570 = !{!571, !522, i64 12}
!571 = !{!"stringtable", !521, i64 0, !522, i64 8, !522, i64 12}
!572 = !DILocation(line: 89, column: 13, scope: !573)
!573 = distinct !DILexicalBlock(scope: !551, file: !2, line: 89, column: 7)
!574 = !DILocation(line: 91, column: 13, scope: !551)
!575 = !{!571, !521, i64 0}
!576 = !DILocalVariable(name: "vect", arg: 1, scope: !577, file: !2, line: 62, type: !13)
!577 = distinct !DISubprogram(name: "tablerehash", scope: !2, file: !2, line: 62, type: !578, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !580)
!578 = !DISubroutineType(types: !579)
!579 = !{null, !13, !88, !88}
!580 = !{!576, !581, !582, !583, !584, !588, !590}
!581 = !DILocalVariable(name: "osize", arg: 2, scope: !577, file: !2, line: 62, type: !88)
!582 = !DILocalVariable(name: "nsize", arg: 3, scope: !577, file: !2, line: 62, type: !88)
!583 = !DILocalVariable(name: "i", scope: !577, file: !2, line: 63, type: !88)
!584 = !DILocalVariable(name: "p", scope: !585, file: !2, line: 67, type: !14)
!585 = distinct !DILexicalBlock(scope: !586, file: !2, line: 66, column: 31)
!586 = distinct !DILexicalBlock(scope: !587, file: !2, line: 66, column: 3)
!587 = distinct !DILexicalBlock(scope: !577, file: !2, line: 66, column: 3)
!588 = !DILocalVariable(name: "hnext", scope: !589, file: !2, line: 70, type: !14)
!589 = distinct !DILexicalBlock(scope: !585, file: !2, line: 69, column: 15)
!590 = !DILocalVariable(name: "h", scope: !589, file: !2, line: 71, type: !9)
!591 = !DILocation(line: 0, scope: !577, inlinedAt: !592)
!592 = distinct !DILocation(line: 90, column: 5, scope: !573)
!593 = !DILocation(line: 89, column: 7, scope: !551)
!594 = !DILocation(line: 66, column: 17, scope: !586, inlinedAt: !592)
!595 = !DILocation(line: 66, column: 3, scope: !587, inlinedAt: !592)
!596 = !DILocation(line: 67, column: 18, scope: !585, inlinedAt: !592)
!597 = !{!521, !521, i64 0}
!598 = !DILocation(line: 0, scope: !585, inlinedAt: !592)
!599 = !DILocation(line: 68, column: 13, scope: !585, inlinedAt: !592)
!600 = !DILocation(line: 69, column: 5, scope: !585, inlinedAt: !592)
!601 = !DILocation(line: 70, column: 27, scope: !589, inlinedAt: !592)
!602 = !DILocation(line: 70, column: 29, scope: !589, inlinedAt: !592)
!603 = !DILocation(line: 0, scope: !589, inlinedAt: !592)
!604 = !DILocation(line: 71, column: 24, scope: !589, inlinedAt: !592)
!605 = !DILocation(line: 72, column: 20, scope: !589, inlinedAt: !592)
!606 = !DILocation(line: 72, column: 18, scope: !589, inlinedAt: !592)
!607 = !DILocation(line: 73, column: 15, scope: !589, inlinedAt: !592)
!608 = distinct !{!608, !600, !609, !507}
!609 = !DILocation(line: 75, column: 5, scope: !585, inlinedAt: !592)
!610 = !DILocation(line: 66, column: 27, scope: !586, inlinedAt: !592)
!611 = distinct !{!611, !595, !612, !507}
!612 = !DILocation(line: 76, column: 3, scope: !587, inlinedAt: !592)
!613 = !DILocation(line: 92, column: 7, scope: !614)
!614 = distinct !DILexicalBlock(scope: !551, file: !2, line: 92, column: 7)
!615 = !DILocation(line: 92, column: 7, scope: !551)
!616 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!617 = !DILocation(line: 93, column: 9, scope: !618)
!618 = distinct !DILexicalBlock(scope: !614, file: !2, line: 92, column: 36)
!619 = !DILocation(line: 94, column: 23, scope: !620)
!620 = distinct !DILexicalBlock(scope: !618, file: !2, line: 93, column: 9)
!621 = !DILocation(line: 94, column: 7, scope: !620)
!622 = !DILocation(line: 98, column: 14, scope: !623)
!623 = distinct !DILexicalBlock(scope: !614, file: !2, line: 97, column: 8)
!624 = !DILocation(line: 99, column: 14, scope: !623)
!625 = !DILocation(line: 100, column: 15, scope: !626)
!626 = distinct !DILexicalBlock(scope: !623, file: !2, line: 100, column: 9)
!627 = !DILocation(line: 100, column: 9, scope: !623)
!628 = !DILocation(line: 0, scope: !577, inlinedAt: !629)
!629 = distinct !DILocation(line: 101, column: 7, scope: !626)
!630 = !DILocation(line: 64, column: 3, scope: !631, inlinedAt: !629)
!631 = distinct !DILexicalBlock(scope: !577, file: !2, line: 64, column: 3)
!632 = !DILocation(line: 65, column: 13, scope: !633, inlinedAt: !629)
!633 = distinct !DILexicalBlock(scope: !631, file: !2, line: 64, column: 3)
!634 = !DILocation(line: 66, column: 17, scope: !586, inlinedAt: !629)
!635 = !DILocation(line: 66, column: 3, scope: !587, inlinedAt: !629)
!636 = !DILocation(line: 67, column: 18, scope: !585, inlinedAt: !629)
!637 = !DILocation(line: 0, scope: !585, inlinedAt: !629)
!638 = !DILocation(line: 68, column: 13, scope: !585, inlinedAt: !629)
!639 = !DILocation(line: 69, column: 5, scope: !585, inlinedAt: !629)
!640 = !DILocation(line: 70, column: 27, scope: !589, inlinedAt: !629)
!641 = !DILocation(line: 70, column: 29, scope: !589, inlinedAt: !629)
!642 = !DILocation(line: 0, scope: !589, inlinedAt: !629)
!643 = !DILocation(line: 71, column: 24, scope: !589, inlinedAt: !629)
!644 = !DILocation(line: 72, column: 20, scope: !589, inlinedAt: !629)
!645 = !DILocation(line: 72, column: 18, scope: !589, inlinedAt: !629)
!646 = !DILocation(line: 73, column: 15, scope: !589, inlinedAt: !629)
!647 = distinct !{!647, !639, !648, !507}
!648 = !DILocation(line: 75, column: 5, scope: !585, inlinedAt: !629)
!649 = !DILocation(line: 66, column: 27, scope: !586, inlinedAt: !629)
!650 = distinct !{!650, !635, !651, !507}
!651 = !DILocation(line: 76, column: 3, scope: !587, inlinedAt: !629)
!652 = !DILocation(line: 103, column: 1, scope: !551)
!653 = !DILocation(line: 0, scope: !577)
!654 = !DILocation(line: 64, column: 21, scope: !633)
!655 = !DILocation(line: 64, column: 3, scope: !631)
!656 = !DILocation(line: 65, column: 13, scope: !633)
!657 = !DILocation(line: 66, column: 17, scope: !586)
!658 = !DILocation(line: 66, column: 3, scope: !587)
!659 = !DILocation(line: 67, column: 18, scope: !585)
!660 = !DILocation(line: 0, scope: !585)
!661 = !DILocation(line: 68, column: 13, scope: !585)
!662 = !DILocation(line: 69, column: 5, scope: !585)
!663 = !DILocation(line: 70, column: 27, scope: !589)
!664 = !DILocation(line: 70, column: 29, scope: !589)
!665 = !DILocation(line: 0, scope: !589)
!666 = !DILocation(line: 71, column: 24, scope: !589)
!667 = !DILocation(line: 72, column: 20, scope: !589)
!668 = !DILocation(line: 72, column: 18, scope: !589)
!669 = !DILocation(line: 73, column: 15, scope: !589)
!670 = distinct !{!670, !662, !671, !507}
!671 = !DILocation(line: 75, column: 5, scope: !585)
!672 = !DILocation(line: 66, column: 27, scope: !586)
!673 = distinct !{!673, !658, !674, !507}
!674 = !DILocation(line: 76, column: 3, scope: !587)
!675 = !DILocation(line: 77, column: 1, scope: !577)
!676 = !DISubprogram(name: "luaM_realloc_", scope: !677, file: !677, line: 80, type: !678, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!677 = !DIFile(filename: "src/lua/lmem.h", directory: ".", checksumkind: CSK_MD5, checksum: "313e02a40d047c422219b8cdf3b31411")
!678 = !DISubroutineType(types: !679)
!679 = !{!44, !89, !44, !35, !35}
!680 = distinct !DISubprogram(name: "luaS_clearcache", scope: !2, file: !2, line: 110, type: !681, scopeLine: 110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !683)
!681 = !DISubroutineType(types: !682)
!682 = !{null, !121}
!683 = !{!684, !685, !686}
!684 = !DILocalVariable(name: "g", arg: 1, scope: !680, file: !2, line: 110, type: !121)
!685 = !DILocalVariable(name: "i", scope: !680, file: !2, line: 111, type: !88)
!686 = !DILocalVariable(name: "j", scope: !680, file: !2, line: 111, type: !88)
!687 = !DILocation(line: 0, scope: !680)
!688 = !DILocation(line: 112, column: 3, scope: !689)
!689 = distinct !DILexicalBlock(scope: !680, file: !2, line: 112, column: 3)
!690 = !DILocation(line: 114, column: 11, scope: !691)
!691 = distinct !DILexicalBlock(scope: !692, file: !2, line: 114, column: 11)
!692 = distinct !DILexicalBlock(scope: !693, file: !2, line: 113, column: 38)
!693 = distinct !DILexicalBlock(scope: !694, file: !2, line: 113, column: 5)
!694 = distinct !DILexicalBlock(scope: !695, file: !2, line: 113, column: 5)
!695 = distinct !DILexicalBlock(scope: !689, file: !2, line: 112, column: 3)
!696 = !{!520, !469, i64 9}
!697 = !DILocation(line: 114, column: 11, scope: !692)
!698 = !DILocation(line: 115, column: 32, scope: !691)
!699 = !{!700, !521, i64 272}
!700 = !{!"global_State", !521, i64 0, !521, i64 8, !567, i64 16, !567, i64 24, !567, i64 32, !567, i64 40, !571, i64 48, !701, i64 64, !701, i64 80, !522, i64 96, !469, i64 100, !469, i64 101, !469, i64 102, !469, i64 103, !469, i64 104, !469, i64 105, !469, i64 106, !469, i64 107, !469, i64 108, !469, i64 109, !469, i64 110, !521, i64 112, !521, i64 120, !521, i64 128, !521, i64 136, !521, i64 144, !521, i64 152, !521, i64 160, !521, i64 168, !521, i64 176, !521, i64 184, !521, i64 192, !521, i64 200, !521, i64 208, !521, i64 216, !521, i64 224, !521, i64 232, !521, i64 240, !521, i64 248, !521, i64 256, !521, i64 264, !521, i64 272, !469, i64 280, !469, i64 480, !469, i64 552, !521, i64 1400, !521, i64 1408}
!701 = !{!"TValue", !469, i64 0, !469, i64 8}
!702 = !DILocation(line: 115, column: 27, scope: !691)
!703 = !DILocation(line: 115, column: 9, scope: !691)
!704 = !DILocation(line: 112, column: 32, scope: !695)
!705 = !DILocation(line: 112, column: 17, scope: !695)
!706 = distinct !{!706, !688, !707, !507}
!707 = !DILocation(line: 116, column: 5, scope: !689)
!708 = !DILocation(line: 117, column: 1, scope: !680)
!709 = distinct !DISubprogram(name: "luaS_init", scope: !2, file: !2, line: 123, type: !710, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !712)
!710 = !DISubroutineType(types: !711)
!711 = !{null, !89}
!712 = !{!713, !714, !715, !716, !717}
!713 = !DILocalVariable(name: "L", arg: 1, scope: !709, file: !2, line: 123, type: !89)
!714 = !DILocalVariable(name: "g", scope: !709, file: !2, line: 124, type: !121)
!715 = !DILocalVariable(name: "i", scope: !709, file: !2, line: 125, type: !88)
!716 = !DILocalVariable(name: "j", scope: !709, file: !2, line: 125, type: !88)
!717 = !DILocalVariable(name: "tb", scope: !709, file: !2, line: 126, type: !558)
!718 = !DILocation(line: 0, scope: !709)
!719 = !DILocation(line: 124, column: 21, scope: !709)
!720 = !DILocation(line: 126, column: 28, scope: !709)
!721 = !DILocation(line: 127, column: 14, scope: !709)
!722 = !DILocation(line: 127, column: 12, scope: !709)
!723 = !DILocation(line: 0, scope: !577, inlinedAt: !724)
!724 = distinct !DILocation(line: 128, column: 3, scope: !709)
!725 = !DILocation(line: 65, column: 13, scope: !633, inlinedAt: !724)
!726 = !DILocation(line: 129, column: 7, scope: !709)
!727 = !DILocation(line: 129, column: 12, scope: !709)
!728 = !DILocation(line: 131, column: 18, scope: !709)
!729 = !DILocation(line: 131, column: 6, scope: !709)
!730 = !DILocation(line: 131, column: 16, scope: !709)
!731 = !DILocation(line: 132, column: 3, scope: !709)
!732 = !DILocation(line: 133, column: 3, scope: !733)
!733 = distinct !DILexicalBlock(scope: !709, file: !2, line: 133, column: 3)
!734 = !DILocation(line: 135, column: 7, scope: !735)
!735 = distinct !DILexicalBlock(scope: !736, file: !2, line: 134, column: 5)
!736 = distinct !DILexicalBlock(scope: !737, file: !2, line: 134, column: 5)
!737 = distinct !DILexicalBlock(scope: !733, file: !2, line: 133, column: 3)
!738 = !DILocation(line: 135, column: 25, scope: !735)
!739 = !DILocation(line: 133, column: 17, scope: !737)
!740 = distinct !{!740, !732, !741, !507}
!741 = !DILocation(line: 135, column: 30, scope: !733)
!742 = !DILocation(line: 133, column: 32, scope: !737)
!743 = !DILocation(line: 136, column: 1, scope: !709)
!744 = !DISubprogram(name: "luaM_malloc_", scope: !677, file: !677, line: 90, type: !745, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!745 = !DISubroutineType(types: !746)
!746 = !{!44, !89, !35, !88}
!747 = distinct !DISubprogram(name: "luaS_newlstr", scope: !2, file: !2, line: 222, type: !748, scopeLine: 222, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !750)
!748 = !DISubroutineType(types: !749)
!749 = !{!14, !89, !200, !35}
!750 = !{!751, !752, !753, !754}
!751 = !DILocalVariable(name: "L", arg: 1, scope: !747, file: !2, line: 222, type: !89)
!752 = !DILocalVariable(name: "str", arg: 2, scope: !747, file: !2, line: 222, type: !200)
!753 = !DILocalVariable(name: "l", arg: 3, scope: !747, file: !2, line: 222, type: !35)
!754 = !DILocalVariable(name: "ts", scope: !755, file: !2, line: 226, type: !14)
!755 = distinct !DILexicalBlock(scope: !756, file: !2, line: 225, column: 8)
!756 = distinct !DILexicalBlock(scope: !747, file: !2, line: 223, column: 7)
!757 = !DILocation(line: 0, scope: !747)
!758 = !DILocation(line: 223, column: 9, scope: !756)
!759 = !DILocation(line: 223, column: 7, scope: !747)
!760 = !DILocalVariable(name: "L", arg: 1, scope: !761, file: !2, line: 189, type: !89)
!761 = distinct !DISubprogram(name: "internshrstr", scope: !2, file: !2, line: 189, type: !748, scopeLine: 189, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !762)
!762 = !{!760, !763, !764, !765, !766, !767, !768, !769}
!763 = !DILocalVariable(name: "str", arg: 2, scope: !761, file: !2, line: 189, type: !200)
!764 = !DILocalVariable(name: "l", arg: 3, scope: !761, file: !2, line: 189, type: !35)
!765 = !DILocalVariable(name: "ts", scope: !761, file: !2, line: 190, type: !14)
!766 = !DILocalVariable(name: "g", scope: !761, file: !2, line: 191, type: !121)
!767 = !DILocalVariable(name: "tb", scope: !761, file: !2, line: 192, type: !558)
!768 = !DILocalVariable(name: "h", scope: !761, file: !2, line: 193, type: !9)
!769 = !DILocalVariable(name: "list", scope: !761, file: !2, line: 194, type: !13)
!770 = !DILocation(line: 0, scope: !761, inlinedAt: !771)
!771 = distinct !DILocation(line: 224, column: 12, scope: !756)
!772 = !DILocation(line: 191, column: 21, scope: !761, inlinedAt: !771)
!773 = !DILocation(line: 192, column: 25, scope: !761, inlinedAt: !771)
!774 = !DILocation(line: 193, column: 41, scope: !761, inlinedAt: !771)
!775 = !{!700, !522, i64 96}
!776 = !DILocation(line: 0, scope: !482, inlinedAt: !777)
!777 = distinct !DILocation(line: 193, column: 20, scope: !761, inlinedAt: !771)
!778 = !DILocation(line: 44, column: 27, scope: !482, inlinedAt: !777)
!779 = !DILocation(line: 44, column: 25, scope: !482, inlinedAt: !777)
!780 = !DILocation(line: 45, column: 3, scope: !482, inlinedAt: !777)
!781 = !DILocation(line: 45, column: 12, scope: !495, inlinedAt: !777)
!782 = !DILocation(line: 45, column: 3, scope: !496, inlinedAt: !777)
!783 = !DILocation(line: 46, column: 13, scope: !495, inlinedAt: !777)
!784 = !DILocation(line: 46, column: 22, scope: !495, inlinedAt: !777)
!785 = !DILocation(line: 46, column: 18, scope: !495, inlinedAt: !777)
!786 = !DILocation(line: 46, column: 29, scope: !495, inlinedAt: !777)
!787 = !DILocation(line: 46, column: 27, scope: !495, inlinedAt: !777)
!788 = !DILocation(line: 46, column: 7, scope: !495, inlinedAt: !777)
!789 = !DILocation(line: 45, column: 18, scope: !495, inlinedAt: !777)
!790 = distinct !{!790, !782, !791, !507}
!791 = !DILocation(line: 46, column: 50, scope: !496, inlinedAt: !777)
!792 = !DILocation(line: 194, column: 25, scope: !761, inlinedAt: !771)
!793 = !DILocation(line: 194, column: 30, scope: !761, inlinedAt: !771)
!794 = !DILocation(line: 194, column: 21, scope: !761, inlinedAt: !771)
!795 = !DILocation(line: 196, scope: !796, inlinedAt: !771)
!796 = distinct !DILexicalBlock(scope: !761, file: !2, line: 196, column: 3)
!797 = !DILocation(line: 196, column: 23, scope: !798, inlinedAt: !771)
!798 = distinct !DILexicalBlock(scope: !796, file: !2, line: 196, column: 3)
!799 = !DILocation(line: 196, column: 3, scope: !796, inlinedAt: !771)
!800 = !DILocation(line: 197, column: 18, scope: !801, inlinedAt: !771)
!801 = distinct !DILexicalBlock(scope: !802, file: !2, line: 197, column: 9)
!802 = distinct !DILexicalBlock(scope: !798, file: !2, line: 196, column: 50)
!803 = !{!520, !469, i64 11}
!804 = !DILocation(line: 197, column: 14, scope: !801, inlinedAt: !771)
!805 = !DILocation(line: 197, column: 11, scope: !801, inlinedAt: !771)
!806 = !DILocation(line: 197, column: 25, scope: !801, inlinedAt: !771)
!807 = !DILocation(line: 197, column: 41, scope: !801, inlinedAt: !771)
!808 = !DILocation(line: 197, column: 29, scope: !801, inlinedAt: !771)
!809 = !DILocation(line: 197, column: 74, scope: !801, inlinedAt: !771)
!810 = !DILocation(line: 197, column: 9, scope: !802, inlinedAt: !771)
!811 = !DILocation(line: 199, column: 11, scope: !812, inlinedAt: !771)
!812 = distinct !DILexicalBlock(scope: !813, file: !2, line: 199, column: 11)
!813 = distinct !DILexicalBlock(scope: !801, file: !2, line: 197, column: 81)
!814 = !{!700, !469, i64 100}
!815 = !DILocation(line: 199, column: 11, scope: !813, inlinedAt: !771)
!816 = !DILocation(line: 200, column: 9, scope: !812, inlinedAt: !771)
!817 = !DILocation(line: 196, column: 41, scope: !798, inlinedAt: !771)
!818 = distinct !{!818, !799, !819, !507}
!819 = !DILocation(line: 203, column: 3, scope: !796, inlinedAt: !771)
!820 = !DILocation(line: 205, column: 11, scope: !821, inlinedAt: !771)
!821 = distinct !DILexicalBlock(scope: !761, file: !2, line: 205, column: 7)
!822 = !{!571, !522, i64 8}
!823 = !DILocation(line: 205, column: 16, scope: !821, inlinedAt: !771)
!824 = !DILocation(line: 205, column: 7, scope: !761, inlinedAt: !771)
!825 = !DILocalVariable(name: "L", arg: 1, scope: !826, file: !2, line: 175, type: !89)
!826 = distinct !DISubprogram(name: "growstrtab", scope: !2, file: !2, line: 175, type: !827, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !829)
!827 = !DISubroutineType(types: !828)
!828 = !{null, !89, !558}
!829 = !{!825, !830}
!830 = !DILocalVariable(name: "tb", arg: 2, scope: !826, file: !2, line: 175, type: !558)
!831 = !DILocation(line: 0, scope: !826, inlinedAt: !832)
!832 = distinct !DILocation(line: 206, column: 5, scope: !833, inlinedAt: !771)
!833 = distinct !DILexicalBlock(scope: !821, file: !2, line: 205, column: 29)
!834 = !DILocation(line: 176, column: 7, scope: !835, inlinedAt: !832)
!835 = distinct !DILexicalBlock(scope: !826, file: !2, line: 176, column: 7)
!836 = !DILocation(line: 176, column: 7, scope: !826, inlinedAt: !832)
!837 = !DILocation(line: 177, column: 5, scope: !838, inlinedAt: !832)
!838 = distinct !DILexicalBlock(scope: !835, file: !2, line: 176, column: 40)
!839 = !DILocation(line: 178, column: 13, scope: !840, inlinedAt: !832)
!840 = distinct !DILexicalBlock(scope: !838, file: !2, line: 178, column: 9)
!841 = !DILocation(line: 178, column: 18, scope: !840, inlinedAt: !832)
!842 = !DILocation(line: 178, column: 9, scope: !838, inlinedAt: !832)
!843 = !DILocation(line: 181, column: 11, scope: !844, inlinedAt: !832)
!844 = distinct !DILexicalBlock(scope: !826, file: !2, line: 181, column: 7)
!845 = !DILocation(line: 179, column: 7, scope: !840, inlinedAt: !832)
!846 = !DILocation(line: 181, column: 16, scope: !844, inlinedAt: !832)
!847 = !DILocation(line: 181, column: 7, scope: !826, inlinedAt: !832)
!848 = !DILocation(line: 182, column: 29, scope: !844, inlinedAt: !832)
!849 = !DILocation(line: 182, column: 5, scope: !844, inlinedAt: !832)
!850 = !DILocation(line: 207, column: 22, scope: !833, inlinedAt: !771)
!851 = !DILocation(line: 207, column: 17, scope: !833, inlinedAt: !771)
!852 = !DILocation(line: 207, column: 13, scope: !833, inlinedAt: !771)
!853 = !DILocation(line: 208, column: 3, scope: !833, inlinedAt: !771)
!854 = !DILocalVariable(name: "L", arg: 1, scope: !855, file: !2, line: 143, type: !89)
!855 = distinct !DISubprogram(name: "createstrobj", scope: !2, file: !2, line: 143, type: !856, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !858)
!856 = !DISubroutineType(types: !857)
!857 = !{!14, !89, !35, !88, !9}
!858 = !{!854, !859, !860, !861, !862, !863, !864}
!859 = !DILocalVariable(name: "l", arg: 2, scope: !855, file: !2, line: 143, type: !35)
!860 = !DILocalVariable(name: "tag", arg: 3, scope: !855, file: !2, line: 143, type: !88)
!861 = !DILocalVariable(name: "h", arg: 4, scope: !855, file: !2, line: 143, type: !9)
!862 = !DILocalVariable(name: "ts", scope: !855, file: !2, line: 144, type: !14)
!863 = !DILocalVariable(name: "o", scope: !855, file: !2, line: 145, type: !159)
!864 = !DILocalVariable(name: "totalsize", scope: !855, file: !2, line: 146, type: !35)
!865 = !DILocation(line: 0, scope: !855, inlinedAt: !866)
!866 = distinct !DILocation(line: 209, column: 8, scope: !761, inlinedAt: !771)
!867 = !DILocation(line: 147, column: 15, scope: !855, inlinedAt: !866)
!868 = !DILocation(line: 148, column: 7, scope: !855, inlinedAt: !866)
!869 = !DILocation(line: 150, column: 7, scope: !855, inlinedAt: !866)
!870 = !DILocation(line: 150, column: 12, scope: !855, inlinedAt: !866)
!871 = !DILocation(line: 151, column: 7, scope: !855, inlinedAt: !866)
!872 = !DILocation(line: 151, column: 13, scope: !855, inlinedAt: !866)
!873 = !DILocation(line: 152, column: 3, scope: !855, inlinedAt: !866)
!874 = !DILocation(line: 152, column: 17, scope: !855, inlinedAt: !866)
!875 = !DILocation(line: 210, column: 16, scope: !761, inlinedAt: !771)
!876 = !DILocation(line: 210, column: 7, scope: !761, inlinedAt: !771)
!877 = !DILocation(line: 210, column: 14, scope: !761, inlinedAt: !771)
!878 = !DILocation(line: 211, column: 3, scope: !761, inlinedAt: !771)
!879 = !DILocation(line: 212, column: 17, scope: !761, inlinedAt: !771)
!880 = !DILocation(line: 212, column: 7, scope: !761, inlinedAt: !771)
!881 = !DILocation(line: 212, column: 15, scope: !761, inlinedAt: !771)
!882 = !DILocation(line: 213, column: 9, scope: !761, inlinedAt: !771)
!883 = !DILocation(line: 214, column: 11, scope: !761, inlinedAt: !771)
!884 = !DILocation(line: 215, column: 3, scope: !761, inlinedAt: !771)
!885 = !DILocation(line: 227, column: 9, scope: !886)
!886 = distinct !DILexicalBlock(scope: !755, file: !2, line: 227, column: 9)
!887 = !DILocation(line: 227, column: 9, scope: !755)
!888 = !DILocation(line: 228, column: 7, scope: !886)
!889 = !DILocalVariable(name: "L", arg: 1, scope: !890, file: !2, line: 157, type: !89)
!890 = distinct !DISubprogram(name: "luaS_createlngstrobj", scope: !2, file: !2, line: 157, type: !891, scopeLine: 157, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !893)
!891 = !DISubroutineType(types: !892)
!892 = !{!14, !89, !35}
!893 = !{!889, !894, !895}
!894 = !DILocalVariable(name: "l", arg: 2, scope: !890, file: !2, line: 157, type: !35)
!895 = !DILocalVariable(name: "ts", scope: !890, file: !2, line: 158, type: !14)
!896 = !DILocation(line: 0, scope: !890, inlinedAt: !897)
!897 = distinct !DILocation(line: 229, column: 10, scope: !755)
!898 = !DILocation(line: 158, column: 49, scope: !890, inlinedAt: !897)
!899 = !DILocation(line: 158, column: 55, scope: !890, inlinedAt: !897)
!900 = !DILocation(line: 0, scope: !855, inlinedAt: !901)
!901 = distinct !DILocation(line: 158, column: 17, scope: !890, inlinedAt: !897)
!902 = !DILocation(line: 147, column: 15, scope: !855, inlinedAt: !901)
!903 = !DILocation(line: 148, column: 7, scope: !855, inlinedAt: !901)
!904 = !DILocation(line: 150, column: 7, scope: !855, inlinedAt: !901)
!905 = !DILocation(line: 150, column: 12, scope: !855, inlinedAt: !901)
!906 = !DILocation(line: 151, column: 7, scope: !855, inlinedAt: !901)
!907 = !DILocation(line: 151, column: 13, scope: !855, inlinedAt: !901)
!908 = !DILocation(line: 152, column: 3, scope: !855, inlinedAt: !901)
!909 = !DILocation(line: 152, column: 17, scope: !855, inlinedAt: !901)
!910 = !DILocation(line: 159, column: 7, scope: !890, inlinedAt: !897)
!911 = !DILocation(line: 159, column: 16, scope: !890, inlinedAt: !897)
!912 = !DILocation(line: 160, column: 7, scope: !890, inlinedAt: !897)
!913 = !DILocation(line: 160, column: 14, scope: !890, inlinedAt: !897)
!914 = !DILocation(line: 0, scope: !755)
!915 = !DILocation(line: 230, column: 5, scope: !755)
!916 = !DILocation(line: 0, scope: !756)
!917 = !DILocation(line: 233, column: 1, scope: !747)
!918 = !DISubprogram(name: "luaC_fix", scope: !919, file: !919, line: 188, type: !920, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!919 = !DIFile(filename: "src/lua/lgc.h", directory: ".", checksumkind: CSK_MD5, checksum: "27471f6a393f1da8078a1cd072699654")
!920 = !DISubroutineType(types: !921)
!921 = !{null, !89, !159}
!922 = !DILocation(line: 0, scope: !890)
!923 = !DILocation(line: 158, column: 49, scope: !890)
!924 = !DILocation(line: 158, column: 55, scope: !890)
!925 = !DILocation(line: 0, scope: !855, inlinedAt: !926)
!926 = distinct !DILocation(line: 158, column: 17, scope: !890)
!927 = !DILocation(line: 147, column: 15, scope: !855, inlinedAt: !926)
!928 = !DILocation(line: 148, column: 7, scope: !855, inlinedAt: !926)
!929 = !DILocation(line: 150, column: 7, scope: !855, inlinedAt: !926)
!930 = !DILocation(line: 150, column: 12, scope: !855, inlinedAt: !926)
!931 = !DILocation(line: 151, column: 7, scope: !855, inlinedAt: !926)
!932 = !DILocation(line: 151, column: 13, scope: !855, inlinedAt: !926)
!933 = !DILocation(line: 152, column: 3, scope: !855, inlinedAt: !926)
!934 = !DILocation(line: 152, column: 17, scope: !855, inlinedAt: !926)
!935 = !DILocation(line: 159, column: 7, scope: !890)
!936 = !DILocation(line: 159, column: 16, scope: !890)
!937 = !DILocation(line: 160, column: 7, scope: !890)
!938 = !DILocation(line: 160, column: 14, scope: !890)
!939 = !DILocation(line: 161, column: 3, scope: !890)
!940 = distinct !DISubprogram(name: "luaS_remove", scope: !2, file: !2, line: 165, type: !941, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !943)
!941 = !DISubroutineType(types: !942)
!942 = !{null, !89, !14}
!943 = !{!944, !945, !946, !947}
!944 = !DILocalVariable(name: "L", arg: 1, scope: !940, file: !2, line: 165, type: !89)
!945 = !DILocalVariable(name: "ts", arg: 2, scope: !940, file: !2, line: 165, type: !14)
!946 = !DILocalVariable(name: "tb", scope: !940, file: !2, line: 166, type: !558)
!947 = !DILocalVariable(name: "p", scope: !940, file: !2, line: 167, type: !13)
!948 = !DILocation(line: 0, scope: !940)
!949 = !DILocation(line: 166, column: 22, scope: !940)
!950 = !DILocation(line: 166, column: 28, scope: !940)
!951 = !DILocation(line: 167, column: 22, scope: !940)
!952 = !DILocation(line: 167, column: 27, scope: !940)
!953 = !DILocation(line: 167, column: 18, scope: !940)
!954 = !DILocation(line: 168, column: 3, scope: !940)
!955 = !DILocation(line: 168, column: 10, scope: !940)
!956 = !DILocation(line: 168, column: 13, scope: !940)
!957 = !DILocation(line: 169, column: 16, scope: !940)
!958 = distinct !{!958, !954, !959, !507}
!959 = !DILocation(line: 169, column: 18, scope: !940)
!960 = !DILocation(line: 170, column: 16, scope: !940)
!961 = !DILocation(line: 170, column: 6, scope: !940)
!962 = !DILocation(line: 171, column: 7, scope: !940)
!963 = !DILocation(line: 171, column: 11, scope: !940)
!964 = !DILocation(line: 172, column: 1, scope: !940)
!965 = !DISubprogram(name: "luaM_toobig", scope: !677, file: !677, line: 77, type: !710, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!966 = distinct !DISubprogram(name: "luaS_new", scope: !2, file: !2, line: 242, type: !967, scopeLine: 242, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !969)
!967 = !DISubroutineType(types: !968)
!968 = !{!14, !89, !200}
!969 = !{!970, !971, !972, !973, !974}
!970 = !DILocalVariable(name: "L", arg: 1, scope: !966, file: !2, line: 242, type: !89)
!971 = !DILocalVariable(name: "str", arg: 2, scope: !966, file: !2, line: 242, type: !200)
!972 = !DILocalVariable(name: "i", scope: !966, file: !2, line: 243, type: !9)
!973 = !DILocalVariable(name: "j", scope: !966, file: !2, line: 244, type: !88)
!974 = !DILocalVariable(name: "p", scope: !966, file: !2, line: 245, type: !13)
!975 = !DILocation(line: 0, scope: !966)
!976 = !DILocation(line: 243, column: 20, scope: !966)
!977 = !DILocation(line: 243, column: 36, scope: !966)
!978 = !DILocation(line: 245, column: 17, scope: !966)
!979 = !DILocation(line: 245, column: 23, scope: !966)
!980 = !DILocation(line: 247, column: 21, scope: !981)
!981 = distinct !DILexicalBlock(scope: !982, file: !2, line: 247, column: 9)
!982 = distinct !DILexicalBlock(scope: !983, file: !2, line: 246, column: 36)
!983 = distinct !DILexicalBlock(scope: !984, file: !2, line: 246, column: 3)
!984 = distinct !DILexicalBlock(scope: !966, file: !2, line: 246, column: 3)
!985 = !DILocation(line: 247, column: 9, scope: !981)
!986 = !DILocation(line: 247, column: 35, scope: !981)
!987 = !DILocation(line: 247, column: 9, scope: !982)
!988 = !DILocation(line: 252, column: 10, scope: !989)
!989 = distinct !DILexicalBlock(scope: !990, file: !2, line: 251, column: 3)
!990 = distinct !DILexicalBlock(scope: !966, file: !2, line: 251, column: 3)
!991 = !DILocation(line: 254, column: 31, scope: !966)
!992 = !DILocation(line: 254, column: 10, scope: !966)
!993 = !DILocation(line: 254, column: 8, scope: !966)
!994 = !DILocation(line: 255, column: 3, scope: !966)
!995 = !DILocation(line: 256, column: 1, scope: !966)
!996 = !DISubprogram(name: "strcmp", scope: !997, file: !997, line: 156, type: !998, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!997 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!998 = !DISubroutineType(types: !999)
!999 = !{!88, !200, !200}
!1000 = !DISubprogram(name: "strlen", scope: !997, file: !997, line: 407, type: !1001, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1001 = !DISubroutineType(types: !1002)
!1002 = !{!37, !200}
!1003 = distinct !DISubprogram(name: "luaS_newudata", scope: !2, file: !2, line: 259, type: !1004, scopeLine: 259, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !1008)
!1004 = !DISubroutineType(types: !1005)
!1005 = !{!1006, !89, !35, !88}
!1006 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1007, size: 64)
!1007 = !DIDerivedType(tag: DW_TAG_typedef, name: "Udata", file: !16, line: 466, baseType: !53)
!1008 = !{!1009, !1010, !1011, !1012, !1013, !1014}
!1009 = !DILocalVariable(name: "L", arg: 1, scope: !1003, file: !2, line: 259, type: !89)
!1010 = !DILocalVariable(name: "s", arg: 2, scope: !1003, file: !2, line: 259, type: !35)
!1011 = !DILocalVariable(name: "nuvalue", arg: 3, scope: !1003, file: !2, line: 259, type: !88)
!1012 = !DILocalVariable(name: "u", scope: !1003, file: !2, line: 260, type: !1006)
!1013 = !DILocalVariable(name: "i", scope: !1003, file: !2, line: 261, type: !88)
!1014 = !DILocalVariable(name: "o", scope: !1003, file: !2, line: 262, type: !159)
!1015 = !DILocation(line: 0, scope: !1003)
!1016 = !DILocation(line: 263, column: 7, scope: !1017)
!1017 = distinct !DILexicalBlock(scope: !1003, file: !2, line: 263, column: 7)
!1018 = !DILocation(line: 263, column: 7, scope: !1003)
!1019 = !DILocation(line: 264, column: 5, scope: !1017)
!1020 = !DILocation(line: 265, column: 37, scope: !1003)
!1021 = !DILocation(line: 265, column: 7, scope: !1003)
!1022 = !DILocation(line: 267, column: 6, scope: !1003)
!1023 = !DILocation(line: 267, column: 10, scope: !1003)
!1024 = !{!1025, !567, i64 16}
!1025 = !{!"Udata", !521, i64 0, !469, i64 8, !469, i64 9, !565, i64 10, !567, i64 16, !521, i64 24, !521, i64 32, !469, i64 40}
!1026 = !DILocation(line: 268, column: 16, scope: !1003)
!1027 = !DILocation(line: 268, column: 6, scope: !1003)
!1028 = !DILocation(line: 268, column: 14, scope: !1003)
!1029 = !{!1025, !565, i64 10}
!1030 = !DILocation(line: 269, column: 6, scope: !1003)
!1031 = !DILocation(line: 269, column: 16, scope: !1003)
!1032 = !{!1025, !521, i64 24}
!1033 = !DILocation(line: 270, column: 17, scope: !1034)
!1034 = distinct !DILexicalBlock(scope: !1035, file: !2, line: 270, column: 3)
!1035 = distinct !DILexicalBlock(scope: !1003, file: !2, line: 270, column: 3)
!1036 = !DILocation(line: 270, column: 3, scope: !1035)
!1037 = !DILocation(line: 271, column: 5, scope: !1034)
!1038 = !DILocation(line: 270, column: 29, scope: !1034)
!1039 = distinct !{!1039, !1036, !1040, !507}
!1040 = !DILocation(line: 271, column: 5, scope: !1035)
!1041 = distinct !{!1041, !1042}
!1042 = !{!"llvm.loop.unroll.disable"}
!1043 = !DILocation(line: 272, column: 3, scope: !1003)
!1044 = !DISubprogram(name: "luaC_newobj", scope: !919, file: !919, line: 193, type: !1045, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1045 = !DISubroutineType(types: !1046)
!1046 = !{!159, !89, !88, !35}
!1047 = !DISubprogram(name: "luaC_fullgc", scope: !919, file: !919, line: 192, type: !552, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1048 = !DISubprogram(name: "luaD_throw", scope: !1049, file: !1049, line: 83, type: !552, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1049 = !DIFile(filename: "src/lua/ldo.h", directory: ".", checksumkind: CSK_MD5, checksum: "28138809e652958723ca82a42b18e9f3")
