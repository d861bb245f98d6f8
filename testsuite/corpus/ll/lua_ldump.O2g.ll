; ModuleID = 'src/lua/ldump.c'
source_filename = "src/lua/ldump.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.DumpState = type { ptr, ptr, ptr, i32, i32 }
%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }
%struct.Upvaldesc = type { ptr, i8, i8, i8 }
%struct.AbsLineInfo = type { i32, i32 }
%struct.LocVar = type { ptr, i32, i32 }

@.str = private unnamed_addr constant [5 x i8] c"\1BLua\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"\19\93\0D\0A\1A\0A\00", align 1, !dbg !7

; Function Attrs: nounwind uwtable
define hidden i32 @luaU_dump(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !462 {
  %6 = alloca i8, align 1, !DIAssignID !489
  %7 = alloca double, align 8, !DIAssignID !490
  %8 = alloca i64, align 8, !DIAssignID !491
  %9 = alloca i8, align 1, !DIAssignID !492
  %10 = alloca i8, align 1, !DIAssignID !493
  %11 = alloca i8, align 1, !DIAssignID !494
  %12 = alloca i8, align 1, !DIAssignID !495
  %13 = alloca i8, align 1, !DIAssignID !496
  %14 = alloca %struct.DumpState, align 8, !DIAssignID !497
    #dbg_assign(i1 undef, !480, !DIExpression(), !497, ptr %14, !DIExpression(), !498)
    #dbg_value(ptr %0, !475, !DIExpression(), !498)
    #dbg_value(ptr %1, !476, !DIExpression(), !498)
    #dbg_value(ptr %2, !477, !DIExpression(), !498)
    #dbg_value(ptr %3, !478, !DIExpression(), !498)
    #dbg_value(i32 %4, !479, !DIExpression(), !498)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #2, !dbg !499
  store ptr %0, ptr %14, align 8, !dbg !500, !tbaa !501, !DIAssignID !507
    #dbg_assign(ptr %0, !480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !507, ptr %14, !DIExpression(), !498)
  %15 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !508
  store ptr %2, ptr %15, align 8, !dbg !509, !tbaa !510, !DIAssignID !511
    #dbg_assign(ptr %2, !480, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !511, ptr %15, !DIExpression(), !498)
  %16 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !512
  store ptr %3, ptr %16, align 8, !dbg !513, !tbaa !514, !DIAssignID !515
    #dbg_assign(ptr %3, !480, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !515, ptr %16, !DIExpression(), !498)
  %17 = getelementptr inbounds i8, ptr %14, i64 24, !dbg !516
  store i32 %4, ptr %17, align 8, !dbg !517, !tbaa !518, !DIAssignID !519
    #dbg_assign(i32 %4, !480, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !519, ptr %17, !DIExpression(), !498)
  %18 = getelementptr inbounds i8, ptr %14, i64 28, !dbg !520
    #dbg_assign(i32 0, !480, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !521, ptr %18, !DIExpression(), !498)
    #dbg_value(ptr %14, !522, !DIExpression(), !528)
    #dbg_value(ptr %14, !530, !DIExpression(), !537)
    #dbg_value(ptr @.str, !535, !DIExpression(), !537)
    #dbg_value(i64 4, !536, !DIExpression(), !537)
  %19 = tail call i32 %2(ptr noundef %0, ptr noundef nonnull @.str, i64 noundef 4, ptr noundef %3) #2, !dbg !539
  store i32 %19, ptr %18, align 4, !dbg !542, !tbaa !543, !DIAssignID !544
    #dbg_assign(i32 %19, !480, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !544, ptr %18, !DIExpression(), !498)
    #dbg_assign(i1 undef, !545, !DIExpression(), !496, ptr %13, !DIExpression(), !552)
    #dbg_value(ptr %14, !550, !DIExpression(), !552)
    #dbg_value(i32 84, !551, !DIExpression(), !552)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %13) #2, !dbg !554
  store i8 84, ptr %13, align 1, !dbg !555, !tbaa !556, !DIAssignID !557
    #dbg_assign(i8 84, !545, !DIExpression(), !557, ptr %13, !DIExpression(), !552)
    #dbg_value(ptr %14, !530, !DIExpression(), !558)
    #dbg_value(ptr %13, !535, !DIExpression(), !558)
    #dbg_value(i64 1, !536, !DIExpression(), !558)
  %20 = icmp eq i32 %19, 0, !dbg !560
  br i1 %20, label %22, label %21, !dbg !561

21:                                               ; preds = %5
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %13) #2, !dbg !562
    #dbg_assign(i1 undef, !545, !DIExpression(), !495, ptr %12, !DIExpression(), !563)
    #dbg_value(ptr %14, !550, !DIExpression(), !563)
    #dbg_value(i32 0, !551, !DIExpression(), !563)
    #dbg_assign(i8 0, !545, !DIExpression(), !565, ptr %12, !DIExpression(), !563)
    #dbg_value(ptr %14, !530, !DIExpression(), !566)
    #dbg_value(ptr %12, !535, !DIExpression(), !566)
    #dbg_value(i64 1, !536, !DIExpression(), !566)
    #dbg_value(ptr %14, !530, !DIExpression(), !568)
    #dbg_value(ptr @.str.1, !535, !DIExpression(), !568)
    #dbg_value(i64 6, !536, !DIExpression(), !568)
  br label %29, !dbg !570

22:                                               ; preds = %5
  %23 = call i32 %2(ptr noundef %0, ptr noundef nonnull %13, i64 noundef 1, ptr noundef %3) #2, !dbg !571
  store i32 %23, ptr %18, align 4, !dbg !572, !tbaa !543, !DIAssignID !573
    #dbg_assign(i32 %23, !480, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !573, ptr %18, !DIExpression(), !498)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %13) #2, !dbg !562
    #dbg_assign(i1 undef, !545, !DIExpression(), !495, ptr %12, !DIExpression(), !563)
    #dbg_value(ptr %14, !550, !DIExpression(), !563)
    #dbg_value(i32 0, !551, !DIExpression(), !563)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %12) #2, !dbg !574
  store i8 0, ptr %12, align 1, !dbg !575, !tbaa !556, !DIAssignID !565
    #dbg_assign(i8 0, !545, !DIExpression(), !565, ptr %12, !DIExpression(), !563)
    #dbg_value(ptr %14, !530, !DIExpression(), !566)
    #dbg_value(ptr %12, !535, !DIExpression(), !566)
    #dbg_value(i64 1, !536, !DIExpression(), !566)
  %24 = icmp eq i32 %23, 0, !dbg !576
  br i1 %24, label %26, label %25, !dbg !577

25:                                               ; preds = %22
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %12) #2, !dbg !578
    #dbg_value(ptr %14, !530, !DIExpression(), !568)
    #dbg_value(ptr @.str.1, !535, !DIExpression(), !568)
    #dbg_value(i64 6, !536, !DIExpression(), !568)
  br label %29, !dbg !570

26:                                               ; preds = %22
  %27 = call i32 %2(ptr noundef %0, ptr noundef nonnull %12, i64 noundef 1, ptr noundef %3) #2, !dbg !579
  store i32 %27, ptr %18, align 4, !dbg !580, !tbaa !543, !DIAssignID !581
    #dbg_assign(i32 %27, !480, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !581, ptr %18, !DIExpression(), !498)
  %28 = icmp eq i32 %27, 0, !dbg !582
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %12) #2, !dbg !578
    #dbg_value(ptr %14, !530, !DIExpression(), !568)
    #dbg_value(ptr @.str.1, !535, !DIExpression(), !568)
    #dbg_value(i64 6, !536, !DIExpression(), !568)
  br i1 %28, label %30, label %29, !dbg !570

29:                                               ; preds = %26, %25, %21
    #dbg_assign(i1 undef, !545, !DIExpression(), !494, ptr %11, !DIExpression(), !583)
    #dbg_value(ptr %14, !550, !DIExpression(), !583)
    #dbg_value(i32 4, !551, !DIExpression(), !583)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %11) #2, !dbg !585
    #dbg_assign(i8 4, !545, !DIExpression(), !586, ptr %11, !DIExpression(), !583)
    #dbg_value(ptr %14, !530, !DIExpression(), !587)
    #dbg_value(ptr %11, !535, !DIExpression(), !587)
    #dbg_value(i64 1, !536, !DIExpression(), !587)
  br label %33, !dbg !589

30:                                               ; preds = %26
  %31 = call i32 %2(ptr noundef %0, ptr noundef nonnull @.str.1, i64 noundef 6, ptr noundef %3) #2, !dbg !590
  store i32 %31, ptr %18, align 4, !dbg !591, !tbaa !543, !DIAssignID !592
    #dbg_assign(i32 %31, !480, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !592, ptr %18, !DIExpression(), !498)
  %32 = icmp eq i32 %31, 0, !dbg !593
    #dbg_assign(i1 undef, !545, !DIExpression(), !494, ptr %11, !DIExpression(), !583)
    #dbg_value(ptr %14, !550, !DIExpression(), !583)
    #dbg_value(i32 4, !551, !DIExpression(), !583)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %11) #2, !dbg !585
  store i8 4, ptr %11, align 1, !dbg !594, !tbaa !556, !DIAssignID !586
    #dbg_assign(i8 4, !545, !DIExpression(), !586, ptr %11, !DIExpression(), !583)
    #dbg_value(ptr %14, !530, !DIExpression(), !587)
    #dbg_value(ptr %11, !535, !DIExpression(), !587)
    #dbg_value(i64 1, !536, !DIExpression(), !587)
  br i1 %32, label %34, label %33, !dbg !589

33:                                               ; preds = %30, %29
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %11) #2, !dbg !595
    #dbg_assign(i1 undef, !545, !DIExpression(), !493, ptr %10, !DIExpression(), !596)
    #dbg_value(ptr %14, !550, !DIExpression(), !596)
    #dbg_value(i32 8, !551, !DIExpression(), !596)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %10) #2, !dbg !598
    #dbg_assign(i8 8, !545, !DIExpression(), !599, ptr %10, !DIExpression(), !596)
    #dbg_value(ptr %14, !530, !DIExpression(), !600)
    #dbg_value(ptr %10, !535, !DIExpression(), !600)
    #dbg_value(i64 1, !536, !DIExpression(), !600)
  br label %37, !dbg !602

34:                                               ; preds = %30
  %35 = call i32 %2(ptr noundef %0, ptr noundef nonnull %11, i64 noundef 1, ptr noundef %3) #2, !dbg !603
  store i32 %35, ptr %18, align 4, !dbg !604, !tbaa !543, !DIAssignID !605
    #dbg_assign(i32 %35, !480, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !605, ptr %18, !DIExpression(), !498)
  %36 = icmp eq i32 %35, 0, !dbg !606
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %11) #2, !dbg !595
    #dbg_assign(i1 undef, !545, !DIExpression(), !493, ptr %10, !DIExpression(), !596)
    #dbg_value(ptr %14, !550, !DIExpression(), !596)
    #dbg_value(i32 8, !551, !DIExpression(), !596)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %10) #2, !dbg !598
  store i8 8, ptr %10, align 1, !dbg !607, !tbaa !556, !DIAssignID !599
    #dbg_assign(i8 8, !545, !DIExpression(), !599, ptr %10, !DIExpression(), !596)
    #dbg_value(ptr %14, !530, !DIExpression(), !600)
    #dbg_value(ptr %10, !535, !DIExpression(), !600)
    #dbg_value(i64 1, !536, !DIExpression(), !600)
  br i1 %36, label %38, label %37, !dbg !602

37:                                               ; preds = %34, %33
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %10) #2, !dbg !608
    #dbg_assign(i1 undef, !545, !DIExpression(), !492, ptr %9, !DIExpression(), !609)
    #dbg_value(ptr %14, !550, !DIExpression(), !609)
    #dbg_value(i32 8, !551, !DIExpression(), !609)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #2, !dbg !611
    #dbg_assign(i8 8, !545, !DIExpression(), !612, ptr %9, !DIExpression(), !609)
    #dbg_value(ptr %14, !530, !DIExpression(), !613)
    #dbg_value(ptr %9, !535, !DIExpression(), !613)
    #dbg_value(i64 1, !536, !DIExpression(), !613)
  br label %41, !dbg !615

38:                                               ; preds = %34
  %39 = call i32 %2(ptr noundef %0, ptr noundef nonnull %10, i64 noundef 1, ptr noundef %3) #2, !dbg !616
  store i32 %39, ptr %18, align 4, !dbg !617, !tbaa !543, !DIAssignID !618
    #dbg_assign(i32 %39, !480, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !618, ptr %18, !DIExpression(), !498)
  %40 = icmp eq i32 %39, 0, !dbg !619
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %10) #2, !dbg !608
    #dbg_assign(i1 undef, !545, !DIExpression(), !492, ptr %9, !DIExpression(), !609)
    #dbg_value(ptr %14, !550, !DIExpression(), !609)
    #dbg_value(i32 8, !551, !DIExpression(), !609)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #2, !dbg !611
  store i8 8, ptr %9, align 1, !dbg !620, !tbaa !556, !DIAssignID !612
    #dbg_assign(i8 8, !545, !DIExpression(), !612, ptr %9, !DIExpression(), !609)
    #dbg_value(ptr %14, !530, !DIExpression(), !613)
    #dbg_value(ptr %9, !535, !DIExpression(), !613)
    #dbg_value(i64 1, !536, !DIExpression(), !613)
  br i1 %40, label %42, label %41, !dbg !615

41:                                               ; preds = %38, %37
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #2, !dbg !621
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
    #dbg_assign(i1 undef, !622, !DIExpression(), !491, ptr %8, !DIExpression(), !628)
    #dbg_value(ptr %14, !627, !DIExpression(), !628)
    #dbg_assign(i64 22136, !622, !DIExpression(), !630, ptr %8, !DIExpression(), !628)
    #dbg_value(ptr %14, !530, !DIExpression(), !631)
    #dbg_value(ptr %8, !535, !DIExpression(), !631)
    #dbg_value(i64 8, !536, !DIExpression(), !631)
  br label %45, !dbg !633

42:                                               ; preds = %38
  %43 = call i32 %2(ptr noundef %0, ptr noundef nonnull %9, i64 noundef 1, ptr noundef %3) #2, !dbg !634
  store i32 %43, ptr %18, align 4, !dbg !635, !tbaa !543, !DIAssignID !636
    #dbg_assign(i32 %43, !480, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !636, ptr %18, !DIExpression(), !498)
  %44 = icmp eq i32 %43, 0, !dbg !637
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #2, !dbg !621
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
    #dbg_assign(i1 undef, !622, !DIExpression(), !491, ptr %8, !DIExpression(), !628)
    #dbg_value(ptr %14, !627, !DIExpression(), !628)
  store i64 22136, ptr %8, align 8, !tbaa !638, !DIAssignID !630
    #dbg_assign(i64 22136, !622, !DIExpression(), !630, ptr %8, !DIExpression(), !628)
    #dbg_value(ptr %14, !530, !DIExpression(), !631)
    #dbg_value(ptr %8, !535, !DIExpression(), !631)
    #dbg_value(i64 8, !536, !DIExpression(), !631)
  br i1 %44, label %46, label %45, !dbg !633

45:                                               ; preds = %41, %42
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !dbg !640
    #dbg_assign(i1 undef, !641, !DIExpression(), !490, ptr %7, !DIExpression(), !647)
    #dbg_value(ptr %14, !646, !DIExpression(), !647)
    #dbg_assign(double 3.705000e+02, !641, !DIExpression(), !649, ptr %7, !DIExpression(), !647)
    #dbg_value(ptr %14, !530, !DIExpression(), !650)
    #dbg_value(ptr %7, !535, !DIExpression(), !650)
    #dbg_value(i64 8, !536, !DIExpression(), !650)
    #dbg_assign(i1 undef, !545, !DIExpression(), !489, ptr %6, !DIExpression(), !652)
    #dbg_value(ptr %14, !550, !DIExpression(), !652)
    #dbg_value(i32 poison, !551, !DIExpression(), !652)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #2, !dbg !654
    #dbg_assign(i32 poison, !545, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !655, ptr %6, !DIExpression(), !652)
    #dbg_value(ptr %14, !530, !DIExpression(), !656)
    #dbg_value(ptr %6, !535, !DIExpression(), !656)
    #dbg_value(i64 1, !536, !DIExpression(), !656)
  br label %58, !dbg !658

46:                                               ; preds = %42
  %47 = call i32 %2(ptr noundef %0, ptr noundef nonnull %8, i64 noundef 8, ptr noundef %3) #2, !dbg !659
  store i32 %47, ptr %18, align 4, !dbg !660, !tbaa !543, !DIAssignID !661
    #dbg_assign(i32 %47, !480, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !661, ptr %18, !DIExpression(), !498)
  %48 = icmp eq i32 %47, 0, !dbg !662
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !dbg !640
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
    #dbg_assign(i1 undef, !641, !DIExpression(), !490, ptr %7, !DIExpression(), !647)
    #dbg_value(ptr %14, !646, !DIExpression(), !647)
  store double 3.705000e+02, ptr %7, align 8, !tbaa !663, !DIAssignID !649
    #dbg_assign(double 3.705000e+02, !641, !DIExpression(), !649, ptr %7, !DIExpression(), !647)
    #dbg_value(ptr %14, !530, !DIExpression(), !650)
    #dbg_value(ptr %7, !535, !DIExpression(), !650)
    #dbg_value(i64 8, !536, !DIExpression(), !650)
  br i1 %48, label %50, label %49, !dbg !665

49:                                               ; preds = %46
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !666
    #dbg_assign(i1 undef, !545, !DIExpression(), !489, ptr %6, !DIExpression(), !652)
    #dbg_value(ptr %14, !550, !DIExpression(), !652)
    #dbg_value(i32 poison, !551, !DIExpression(), !652)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #2, !dbg !654
    #dbg_assign(i32 poison, !545, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !655, ptr %6, !DIExpression(), !652)
    #dbg_value(ptr %14, !530, !DIExpression(), !656)
    #dbg_value(ptr %6, !535, !DIExpression(), !656)
    #dbg_value(i64 1, !536, !DIExpression(), !656)
  br label %58, !dbg !658

50:                                               ; preds = %46
  %51 = call i32 %2(ptr noundef %0, ptr noundef nonnull %7, i64 noundef 8, ptr noundef %3) #2, !dbg !667
  store i32 %51, ptr %18, align 4, !dbg !668, !tbaa !543, !DIAssignID !669
    #dbg_assign(i32 %51, !480, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !669, ptr %18, !DIExpression(), !498)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !666
  %52 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !670
  %53 = load i32, ptr %52, align 8, !dbg !670, !tbaa !671
    #dbg_assign(i1 undef, !545, !DIExpression(), !489, ptr %6, !DIExpression(), !652)
    #dbg_value(ptr %14, !550, !DIExpression(), !652)
    #dbg_value(i32 %53, !551, !DIExpression(), !652)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #2, !dbg !654
  %54 = trunc i32 %53 to i8, !dbg !673
  store i8 %54, ptr %6, align 1, !dbg !674, !tbaa !556, !DIAssignID !655
    #dbg_assign(i8 %54, !545, !DIExpression(), !655, ptr %6, !DIExpression(), !652)
    #dbg_value(ptr %14, !530, !DIExpression(), !656)
    #dbg_value(ptr %6, !535, !DIExpression(), !656)
    #dbg_value(i64 1, !536, !DIExpression(), !656)
  %55 = icmp eq i32 %51, 0, !dbg !675
  br i1 %55, label %56, label %58, !dbg !658

56:                                               ; preds = %50
  %57 = call i32 %2(ptr noundef %0, ptr noundef nonnull %6, i64 noundef 1, ptr noundef %3) #2, !dbg !676
  store i32 %57, ptr %18, align 4, !dbg !677, !tbaa !543, !DIAssignID !678
    #dbg_assign(i32 %57, !480, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !678, ptr %18, !DIExpression(), !498)
  br label %58, !dbg !679

58:                                               ; preds = %45, %49, %50, %56
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #2, !dbg !680
  call fastcc void @dumpFunction(ptr noundef nonnull %14, ptr noundef nonnull %1, ptr noundef null), !dbg !681
  %59 = load i32, ptr %18, align 4, !dbg !682, !tbaa !543
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #2, !dbg !683
  ret i32 %59, !dbg !684
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @dumpFunction(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef readnone %2) unnamed_addr #0 !dbg !685 {
  %4 = alloca [10 x i8], align 1, !DIAssignID !692
  %5 = alloca [10 x i8], align 1, !DIAssignID !693
  %6 = alloca [10 x i8], align 1, !DIAssignID !694
  %7 = alloca [10 x i8], align 1, !DIAssignID !695
  %8 = alloca [10 x i8], align 1, !DIAssignID !696
  %9 = alloca [10 x i8], align 1, !DIAssignID !697
  %10 = alloca [10 x i8], align 1, !DIAssignID !698
  %11 = alloca [10 x i8], align 1, !DIAssignID !699
  %12 = alloca [10 x i8], align 1, !DIAssignID !700
  %13 = alloca i8, align 1, !DIAssignID !701
  %14 = alloca i8, align 1, !DIAssignID !702
  %15 = alloca i8, align 1, !DIAssignID !703
  %16 = alloca [10 x i8], align 1, !DIAssignID !704
  %17 = alloca i64, align 8, !DIAssignID !705
  %18 = alloca double, align 8, !DIAssignID !706
  %19 = alloca i8, align 1, !DIAssignID !707
  %20 = alloca [10 x i8], align 1, !DIAssignID !708
  %21 = alloca [10 x i8], align 1, !DIAssignID !709
  %22 = alloca i8, align 1, !DIAssignID !710
  %23 = alloca i8, align 1, !DIAssignID !711
  %24 = alloca i8, align 1, !DIAssignID !712
  %25 = alloca [10 x i8], align 1, !DIAssignID !713
  %26 = alloca [10 x i8], align 1, !DIAssignID !714
  %27 = alloca [10 x i8], align 1, !DIAssignID !715
    #dbg_value(ptr %0, !689, !DIExpression(), !716)
    #dbg_value(ptr %1, !690, !DIExpression(), !716)
    #dbg_value(ptr %2, !691, !DIExpression(), !716)
  %28 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !717
  %29 = load i32, ptr %28, align 8, !dbg !717, !tbaa !518
  %30 = icmp eq i32 %29, 0, !dbg !719
  br i1 %30, label %31, label %35, !dbg !720

31:                                               ; preds = %3
  %32 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !721
  %33 = load ptr, ptr %32, align 8, !dbg !721, !tbaa !722
  %34 = icmp eq ptr %33, %2, !dbg !723
  br i1 %34, label %35, label %48, !dbg !724

35:                                               ; preds = %31, %3
    #dbg_value(ptr %0, !725, !DIExpression(), !737)
    #dbg_value(ptr null, !732, !DIExpression(), !737)
    #dbg_assign(i1 undef, !739, !DIExpression(), !715, ptr %27, !DIExpression(), !750)
    #dbg_value(ptr %0, !744, !DIExpression(), !750)
    #dbg_value(i64 0, !745, !DIExpression(), !750)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %27) #2, !dbg !752
    #dbg_value(i32 0, !746, !DIExpression(), !750)
    #dbg_value(i64 0, !746, !DIExpression(), !750)
    #dbg_value(i64 poison, !745, !DIExpression(), !750)
    #dbg_value(i64 1, !746, !DIExpression(), !750)
    #dbg_value(i64 0, !745, !DIExpression(), !750)
  %36 = getelementptr inbounds i8, ptr %27, i64 9, !dbg !753
  store i8 -128, ptr %36, align 1, !dbg !754, !tbaa !556, !DIAssignID !755
    #dbg_assign(i8 -128, !739, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !755, ptr %36, !DIExpression(), !750)
    #dbg_value(ptr %0, !530, !DIExpression(), !756)
    #dbg_value(!DIArgList(ptr %27, i64 0, i64 1), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 10, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !756)
    #dbg_value(i64 1, !536, !DIExpression(), !756)
  %37 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !758
  %38 = load i32, ptr %37, align 4, !dbg !758, !tbaa !543
  %39 = icmp eq i32 %38, 0, !dbg !759
  br i1 %39, label %40, label %47, !dbg !760

40:                                               ; preds = %35
    #dbg_value(!DIArgList(ptr %27, i64 0, i64 1), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 10, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !756)
    #dbg_value(!DIArgList(ptr %27, i64 -1), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 10, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !756)
    #dbg_value(ptr %36, !535, !DIExpression(), !756)
  %41 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !761
  %42 = load ptr, ptr %41, align 8, !dbg !761, !tbaa !510
  %43 = load ptr, ptr %0, align 8, !dbg !762, !tbaa !501
  %44 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !763
  %45 = load ptr, ptr %44, align 8, !dbg !763, !tbaa !514
  %46 = call i32 %42(ptr noundef %43, ptr noundef nonnull %36, i64 noundef 1, ptr noundef %45) #2, !dbg !764
  store i32 %46, ptr %37, align 4, !dbg !765, !tbaa !543
  br label %47, !dbg !766

47:                                               ; preds = %35, %40
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %27) #2, !dbg !767
  br label %49, !dbg !768

48:                                               ; preds = %31
  tail call fastcc void @dumpString(ptr noundef nonnull %0, ptr noundef %33), !dbg !769
  br label %49

49:                                               ; preds = %48, %47
  %50 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !770
  %51 = load i32, ptr %50, align 4, !dbg !770, !tbaa !771
    #dbg_value(ptr %0, !772, !DIExpression(), !776)
    #dbg_value(i32 %51, !775, !DIExpression(), !776)
  %52 = sext i32 %51 to i64, !dbg !778
    #dbg_assign(i1 undef, !739, !DIExpression(), !714, ptr %26, !DIExpression(), !779)
    #dbg_value(ptr %0, !744, !DIExpression(), !779)
    #dbg_value(i64 %52, !745, !DIExpression(), !779)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %26) #2, !dbg !781
    #dbg_value(i32 0, !746, !DIExpression(), !779)
  br label %53, !dbg !782

53:                                               ; preds = %53, %49
  %54 = phi i64 [ %58, %53 ], [ 0, %49 ]
  %55 = phi i64 [ %61, %53 ], [ %52, %49 ]
    #dbg_value(i64 %54, !746, !DIExpression(), !779)
    #dbg_value(i64 %55, !745, !DIExpression(), !779)
  %56 = trunc i64 %55 to i8, !dbg !783
  %57 = and i8 %56, 127, !dbg !783
  %58 = add nuw nsw i64 %54, 1, !dbg !785
    #dbg_value(i64 %58, !746, !DIExpression(), !779)
  %59 = sub nsw i64 9, %54, !dbg !786
  %60 = getelementptr inbounds [10 x i8], ptr %26, i64 0, i64 %59, !dbg !787
  store i8 %57, ptr %60, align 1, !dbg !788, !tbaa !556
  %61 = lshr i64 %55, 7, !dbg !789
    #dbg_value(i64 %61, !745, !DIExpression(), !779)
  %62 = icmp ult i64 %55, 128, !dbg !790
  br i1 %62, label %63, label %53, !dbg !791, !llvm.loop !792

63:                                               ; preds = %53
  %64 = getelementptr inbounds i8, ptr %26, i64 9, !dbg !795
  %65 = load i8, ptr %64, align 1, !dbg !796, !tbaa !556
  %66 = or i8 %65, -128, !dbg !796
  store i8 %66, ptr %64, align 1, !dbg !796, !tbaa !556, !DIAssignID !797
    #dbg_assign(i8 %66, !739, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !797, ptr %64, !DIExpression(), !779)
    #dbg_value(ptr %0, !530, !DIExpression(), !798)
    #dbg_value(!DIArgList(ptr %26, i64 0, i64 %58), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 10, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !798)
    #dbg_value(i64 %58, !536, !DIExpression(), !798)
  %67 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !800
  %68 = load i32, ptr %67, align 4, !dbg !800, !tbaa !543
  %69 = icmp eq i32 %68, 0, !dbg !801
  br i1 %69, label %70, label %80, !dbg !802

70:                                               ; preds = %63
  %71 = getelementptr inbounds i8, ptr %26, i64 10, !dbg !803
    #dbg_value(!DIArgList(ptr %71, i64 0, i64 %58), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !798)
  %72 = xor i64 %54, -1, !dbg !803
    #dbg_value(!DIArgList(ptr %71, i64 %72), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !798)
  %73 = getelementptr inbounds i8, ptr %71, i64 %72, !dbg !803
    #dbg_value(ptr %73, !535, !DIExpression(), !798)
  %74 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !804
  %75 = load ptr, ptr %74, align 8, !dbg !804, !tbaa !510
  %76 = load ptr, ptr %0, align 8, !dbg !805, !tbaa !501
  %77 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !806
  %78 = load ptr, ptr %77, align 8, !dbg !806, !tbaa !514
  %79 = call i32 %75(ptr noundef %76, ptr noundef nonnull %73, i64 noundef %58, ptr noundef %78) #2, !dbg !807
  store i32 %79, ptr %67, align 4, !dbg !808, !tbaa !543
  br label %80, !dbg !809

80:                                               ; preds = %63, %70
  %81 = phi i32 [ %68, %63 ], [ %79, %70 ]
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %26) #2, !dbg !810
  %82 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !811
  %83 = load i32, ptr %82, align 8, !dbg !811, !tbaa !812
    #dbg_value(ptr %0, !772, !DIExpression(), !813)
    #dbg_value(i32 %83, !775, !DIExpression(), !813)
  %84 = sext i32 %83 to i64, !dbg !815
    #dbg_assign(i1 undef, !739, !DIExpression(), !713, ptr %25, !DIExpression(), !816)
    #dbg_value(ptr %0, !744, !DIExpression(), !816)
    #dbg_value(i64 %84, !745, !DIExpression(), !816)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %25) #2, !dbg !818
    #dbg_value(i32 0, !746, !DIExpression(), !816)
  br label %85, !dbg !819

85:                                               ; preds = %85, %80
  %86 = phi i64 [ %90, %85 ], [ 0, %80 ]
  %87 = phi i64 [ %93, %85 ], [ %84, %80 ]
    #dbg_value(i64 %86, !746, !DIExpression(), !816)
    #dbg_value(i64 %87, !745, !DIExpression(), !816)
  %88 = trunc i64 %87 to i8, !dbg !820
  %89 = and i8 %88, 127, !dbg !820
  %90 = add nuw nsw i64 %86, 1, !dbg !821
    #dbg_value(i64 %90, !746, !DIExpression(), !816)
  %91 = sub nsw i64 9, %86, !dbg !822
  %92 = getelementptr inbounds [10 x i8], ptr %25, i64 0, i64 %91, !dbg !823
  store i8 %89, ptr %92, align 1, !dbg !824, !tbaa !556
  %93 = lshr i64 %87, 7, !dbg !825
    #dbg_value(i64 %93, !745, !DIExpression(), !816)
  %94 = icmp ult i64 %87, 128, !dbg !826
  br i1 %94, label %95, label %85, !dbg !827, !llvm.loop !828

95:                                               ; preds = %85
  %96 = getelementptr inbounds i8, ptr %25, i64 9, !dbg !830
  %97 = load i8, ptr %96, align 1, !dbg !831, !tbaa !556
  %98 = or i8 %97, -128, !dbg !831
  store i8 %98, ptr %96, align 1, !dbg !831, !tbaa !556, !DIAssignID !832
    #dbg_assign(i8 %98, !739, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !832, ptr %96, !DIExpression(), !816)
    #dbg_value(ptr %0, !530, !DIExpression(), !833)
    #dbg_value(!DIArgList(ptr %25, i64 0, i64 %90), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 10, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !833)
    #dbg_value(i64 %90, !536, !DIExpression(), !833)
  %99 = icmp eq i32 %81, 0, !dbg !835
  br i1 %99, label %101, label %100, !dbg !836

100:                                              ; preds = %95
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %25) #2, !dbg !837
    #dbg_assign(i1 undef, !545, !DIExpression(), !712, ptr %24, !DIExpression(), !838)
    #dbg_value(ptr %0, !550, !DIExpression(), !838)
    #dbg_value(i8 poison, !551, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !838)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %24) #2, !dbg !840
    #dbg_assign(i8 poison, !545, !DIExpression(), !841, ptr %24, !DIExpression(), !838)
    #dbg_value(ptr %0, !530, !DIExpression(), !842)
    #dbg_value(ptr %24, !535, !DIExpression(), !842)
    #dbg_value(i64 1, !536, !DIExpression(), !842)
  br label %114, !dbg !844

101:                                              ; preds = %95
  %102 = getelementptr inbounds i8, ptr %25, i64 10, !dbg !845
    #dbg_value(!DIArgList(ptr %102, i64 0, i64 %90), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !833)
  %103 = xor i64 %86, -1, !dbg !845
    #dbg_value(!DIArgList(ptr %102, i64 %103), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !833)
  %104 = getelementptr inbounds i8, ptr %102, i64 %103, !dbg !845
    #dbg_value(ptr %104, !535, !DIExpression(), !833)
  %105 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !846
  %106 = load ptr, ptr %105, align 8, !dbg !846, !tbaa !510
  %107 = load ptr, ptr %0, align 8, !dbg !847, !tbaa !501
  %108 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !848
  %109 = load ptr, ptr %108, align 8, !dbg !848, !tbaa !514
  %110 = call i32 %106(ptr noundef %107, ptr noundef nonnull %104, i64 noundef %90, ptr noundef %109) #2, !dbg !849
  store i32 %110, ptr %67, align 4, !dbg !850, !tbaa !543
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %25) #2, !dbg !837
  %111 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !851
  %112 = load i8, ptr %111, align 2, !dbg !851, !tbaa !852
    #dbg_assign(i1 undef, !545, !DIExpression(), !712, ptr %24, !DIExpression(), !838)
    #dbg_value(ptr %0, !550, !DIExpression(), !838)
    #dbg_value(i8 %112, !551, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !838)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %24) #2, !dbg !840
  store i8 %112, ptr %24, align 1, !dbg !853, !tbaa !556, !DIAssignID !841
    #dbg_assign(i8 %112, !545, !DIExpression(), !841, ptr %24, !DIExpression(), !838)
    #dbg_value(ptr %0, !530, !DIExpression(), !842)
    #dbg_value(ptr %24, !535, !DIExpression(), !842)
    #dbg_value(i64 1, !536, !DIExpression(), !842)
  %113 = icmp eq i32 %110, 0, !dbg !854
  br i1 %113, label %116, label %114, !dbg !844

114:                                              ; preds = %101, %100
  %115 = phi i32 [ %81, %100 ], [ %110, %101 ]
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %24) #2, !dbg !855
    #dbg_assign(i1 undef, !545, !DIExpression(), !711, ptr %23, !DIExpression(), !856)
    #dbg_value(ptr %0, !550, !DIExpression(), !856)
    #dbg_value(i8 poison, !551, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !856)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %23) #2, !dbg !858
    #dbg_assign(i8 poison, !545, !DIExpression(), !859, ptr %23, !DIExpression(), !856)
    #dbg_value(ptr %0, !530, !DIExpression(), !860)
    #dbg_value(ptr %23, !535, !DIExpression(), !860)
    #dbg_value(i64 1, !536, !DIExpression(), !860)
  br label %124, !dbg !862

116:                                              ; preds = %101
  %117 = load ptr, ptr %105, align 8, !dbg !863, !tbaa !510
  %118 = load ptr, ptr %0, align 8, !dbg !864, !tbaa !501
  %119 = load ptr, ptr %108, align 8, !dbg !865, !tbaa !514
  %120 = call i32 %117(ptr noundef %118, ptr noundef nonnull %24, i64 noundef 1, ptr noundef %119) #2, !dbg !866
  store i32 %120, ptr %67, align 4, !dbg !867, !tbaa !543
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %24) #2, !dbg !855
  %121 = getelementptr inbounds i8, ptr %1, i64 11, !dbg !868
  %122 = load i8, ptr %121, align 1, !dbg !868, !tbaa !869
    #dbg_assign(i1 undef, !545, !DIExpression(), !711, ptr %23, !DIExpression(), !856)
    #dbg_value(ptr %0, !550, !DIExpression(), !856)
    #dbg_value(i8 %122, !551, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !856)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %23) #2, !dbg !858
  store i8 %122, ptr %23, align 1, !dbg !870, !tbaa !556, !DIAssignID !859
    #dbg_assign(i8 %122, !545, !DIExpression(), !859, ptr %23, !DIExpression(), !856)
    #dbg_value(ptr %0, !530, !DIExpression(), !860)
    #dbg_value(ptr %23, !535, !DIExpression(), !860)
    #dbg_value(i64 1, !536, !DIExpression(), !860)
  %123 = icmp eq i32 %120, 0, !dbg !871
  br i1 %123, label %126, label %124, !dbg !862

124:                                              ; preds = %114, %116
  %125 = phi i32 [ %120, %116 ], [ %115, %114 ]
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %23) #2, !dbg !872
    #dbg_assign(i1 undef, !545, !DIExpression(), !710, ptr %22, !DIExpression(), !873)
    #dbg_value(ptr %0, !550, !DIExpression(), !873)
    #dbg_value(i8 poison, !551, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !873)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %22) #2, !dbg !875
    #dbg_assign(i8 poison, !545, !DIExpression(), !876, ptr %22, !DIExpression(), !873)
    #dbg_value(ptr %0, !530, !DIExpression(), !877)
    #dbg_value(ptr %22, !535, !DIExpression(), !877)
    #dbg_value(i64 1, !536, !DIExpression(), !877)
  br label %143, !dbg !879

126:                                              ; preds = %116
  %127 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !880
  %128 = load ptr, ptr %127, align 8, !dbg !880, !tbaa !510
  %129 = load ptr, ptr %0, align 8, !dbg !881, !tbaa !501
  %130 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !882
  %131 = load ptr, ptr %130, align 8, !dbg !882, !tbaa !514
  %132 = call i32 %128(ptr noundef %129, ptr noundef nonnull %23, i64 noundef 1, ptr noundef %131) #2, !dbg !883
  store i32 %132, ptr %67, align 4, !dbg !884, !tbaa !543
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %23) #2, !dbg !872
  %133 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !885
  %134 = load i8, ptr %133, align 4, !dbg !885, !tbaa !886
    #dbg_assign(i1 undef, !545, !DIExpression(), !710, ptr %22, !DIExpression(), !873)
    #dbg_value(ptr %0, !550, !DIExpression(), !873)
    #dbg_value(i8 %134, !551, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !873)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %22) #2, !dbg !875
  store i8 %134, ptr %22, align 1, !dbg !887, !tbaa !556, !DIAssignID !876
    #dbg_assign(i8 %134, !545, !DIExpression(), !876, ptr %22, !DIExpression(), !873)
    #dbg_value(ptr %0, !530, !DIExpression(), !877)
    #dbg_value(ptr %22, !535, !DIExpression(), !877)
    #dbg_value(i64 1, !536, !DIExpression(), !877)
  %135 = icmp eq i32 %132, 0, !dbg !888
  br i1 %135, label %136, label %143, !dbg !879

136:                                              ; preds = %126
  %137 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !889
  %138 = load ptr, ptr %137, align 8, !dbg !889, !tbaa !510
  %139 = load ptr, ptr %0, align 8, !dbg !890, !tbaa !501
  %140 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !891
  %141 = load ptr, ptr %140, align 8, !dbg !891, !tbaa !514
  %142 = call i32 %138(ptr noundef %139, ptr noundef nonnull %22, i64 noundef 1, ptr noundef %141) #2, !dbg !892
  store i32 %142, ptr %67, align 4, !dbg !893, !tbaa !543
  br label %143, !dbg !894

143:                                              ; preds = %124, %126, %136
  %144 = phi i32 [ %132, %126 ], [ %142, %136 ], [ %125, %124 ]
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %22) #2, !dbg !895
    #dbg_value(ptr %0, !896, !DIExpression(), !902)
    #dbg_value(ptr %1, !901, !DIExpression(), !902)
  %145 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !904
  %146 = load i32, ptr %145, align 8, !dbg !904, !tbaa !905
    #dbg_value(ptr %0, !772, !DIExpression(), !906)
    #dbg_value(i32 %146, !775, !DIExpression(), !906)
  %147 = sext i32 %146 to i64, !dbg !908
    #dbg_assign(i1 undef, !739, !DIExpression(), !709, ptr %21, !DIExpression(), !909)
    #dbg_value(ptr %0, !744, !DIExpression(), !909)
    #dbg_value(i64 %147, !745, !DIExpression(), !909)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %21) #2, !dbg !911
    #dbg_value(i32 0, !746, !DIExpression(), !909)
  br label %148, !dbg !912

148:                                              ; preds = %148, %143
  %149 = phi i64 [ %153, %148 ], [ 0, %143 ]
  %150 = phi i64 [ %156, %148 ], [ %147, %143 ]
    #dbg_value(i64 %149, !746, !DIExpression(), !909)
    #dbg_value(i64 %150, !745, !DIExpression(), !909)
  %151 = trunc i64 %150 to i8, !dbg !913
  %152 = and i8 %151, 127, !dbg !913
  %153 = add nuw nsw i64 %149, 1, !dbg !914
    #dbg_value(i64 %153, !746, !DIExpression(), !909)
  %154 = sub nsw i64 9, %149, !dbg !915
  %155 = getelementptr inbounds [10 x i8], ptr %21, i64 0, i64 %154, !dbg !916
  store i8 %152, ptr %155, align 1, !dbg !917, !tbaa !556
  %156 = lshr i64 %150, 7, !dbg !918
    #dbg_value(i64 %156, !745, !DIExpression(), !909)
  %157 = icmp ult i64 %150, 128, !dbg !919
  br i1 %157, label %158, label %148, !dbg !920, !llvm.loop !921

158:                                              ; preds = %148
  %159 = getelementptr inbounds i8, ptr %21, i64 9, !dbg !923
  %160 = load i8, ptr %159, align 1, !dbg !924, !tbaa !556
  %161 = or i8 %160, -128, !dbg !924
  store i8 %161, ptr %159, align 1, !dbg !924, !tbaa !556, !DIAssignID !925
    #dbg_assign(i8 %161, !739, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !925, ptr %159, !DIExpression(), !909)
    #dbg_value(ptr %0, !530, !DIExpression(), !926)
    #dbg_value(!DIArgList(ptr %21, i64 0, i64 %153), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 10, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !926)
    #dbg_value(i64 %153, !536, !DIExpression(), !926)
  %162 = icmp eq i32 %144, 0, !dbg !928
  br i1 %162, label %164, label %163, !dbg !929

163:                                              ; preds = %158
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %21) #2, !dbg !930
    #dbg_value(ptr %0, !530, !DIExpression(), !931)
    #dbg_value(ptr poison, !535, !DIExpression(), !931)
    #dbg_value(i32 %146, !536, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 2, DW_OP_shl, DW_OP_stack_value), !931)
  br label %187, !dbg !933

164:                                              ; preds = %158
  %165 = getelementptr inbounds i8, ptr %21, i64 10, !dbg !934
    #dbg_value(!DIArgList(ptr %165, i64 0, i64 %153), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !926)
  %166 = xor i64 %149, -1, !dbg !934
    #dbg_value(!DIArgList(ptr %165, i64 %166), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !926)
  %167 = getelementptr inbounds i8, ptr %165, i64 %166, !dbg !934
    #dbg_value(ptr %167, !535, !DIExpression(), !926)
  %168 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !935
  %169 = load ptr, ptr %168, align 8, !dbg !935, !tbaa !510
  %170 = load ptr, ptr %0, align 8, !dbg !936, !tbaa !501
  %171 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !937
  %172 = load ptr, ptr %171, align 8, !dbg !937, !tbaa !514
  %173 = call i32 %169(ptr noundef %170, ptr noundef nonnull %167, i64 noundef %153, ptr noundef %172) #2, !dbg !938
  store i32 %173, ptr %67, align 4, !dbg !939, !tbaa !543
  %174 = load i32, ptr %145, align 8, !dbg !940, !tbaa !905
  %175 = icmp eq i32 %173, 0, !dbg !941
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %21) #2, !dbg !930
    #dbg_value(ptr %0, !530, !DIExpression(), !931)
    #dbg_value(ptr poison, !535, !DIExpression(), !931)
    #dbg_value(i32 %174, !536, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 2, DW_OP_shl, DW_OP_stack_value), !931)
  %176 = icmp ne i32 %174, 0
  %177 = and i1 %175, %176, !dbg !933
  br i1 %177, label %178, label %187, !dbg !933

178:                                              ; preds = %164
  %179 = sext i32 %174 to i64, !dbg !940
    #dbg_value(i64 %179, !536, !DIExpression(DW_OP_constu, 2, DW_OP_shl, DW_OP_stack_value), !931)
  %180 = shl nsw i64 %179, 2, !dbg !940
    #dbg_value(i64 %180, !536, !DIExpression(), !931)
  %181 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !940
  %182 = load ptr, ptr %181, align 8, !dbg !940, !tbaa !942
    #dbg_value(ptr %182, !535, !DIExpression(), !931)
  %183 = load ptr, ptr %168, align 8, !dbg !943, !tbaa !510
  %184 = load ptr, ptr %0, align 8, !dbg !944, !tbaa !501
  %185 = load ptr, ptr %171, align 8, !dbg !945, !tbaa !514
  %186 = call i32 %183(ptr noundef %184, ptr noundef %182, i64 noundef %180, ptr noundef %185) #2, !dbg !946
  store i32 %186, ptr %67, align 4, !dbg !947, !tbaa !543
  br label %187, !dbg !948

187:                                              ; preds = %163, %164, %178
  %188 = phi i32 [ 1, %163 ], [ %173, %164 ], [ %186, %178 ]
    #dbg_value(ptr %0, !949, !DIExpression(), !962)
    #dbg_value(ptr %1, !952, !DIExpression(), !962)
  %189 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !964
  %190 = load i32, ptr %189, align 4, !dbg !964, !tbaa !965
    #dbg_value(i32 %190, !954, !DIExpression(), !962)
    #dbg_value(ptr %0, !772, !DIExpression(), !966)
    #dbg_value(i32 %190, !775, !DIExpression(), !966)
  %191 = sext i32 %190 to i64, !dbg !968
    #dbg_assign(i1 undef, !739, !DIExpression(), !708, ptr %20, !DIExpression(), !969)
    #dbg_value(ptr %0, !744, !DIExpression(), !969)
    #dbg_value(i64 %191, !745, !DIExpression(), !969)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %20) #2, !dbg !971
    #dbg_value(i32 0, !746, !DIExpression(), !969)
  br label %192, !dbg !972

192:                                              ; preds = %192, %187
  %193 = phi i64 [ %197, %192 ], [ 0, %187 ]
  %194 = phi i64 [ %200, %192 ], [ %191, %187 ]
    #dbg_value(i64 %193, !746, !DIExpression(), !969)
    #dbg_value(i64 %194, !745, !DIExpression(), !969)
  %195 = trunc i64 %194 to i8, !dbg !973
  %196 = and i8 %195, 127, !dbg !973
  %197 = add nuw nsw i64 %193, 1, !dbg !974
    #dbg_value(i64 %197, !746, !DIExpression(), !969)
  %198 = sub nsw i64 9, %193, !dbg !975
  %199 = getelementptr inbounds [10 x i8], ptr %20, i64 0, i64 %198, !dbg !976
  store i8 %196, ptr %199, align 1, !dbg !977, !tbaa !556
  %200 = lshr i64 %194, 7, !dbg !978
    #dbg_value(i64 %200, !745, !DIExpression(), !969)
  %201 = icmp ult i64 %194, 128, !dbg !979
  br i1 %201, label %202, label %192, !dbg !980, !llvm.loop !981

202:                                              ; preds = %192
  %203 = getelementptr inbounds i8, ptr %20, i64 9, !dbg !983
  %204 = load i8, ptr %203, align 1, !dbg !984, !tbaa !556
  %205 = or i8 %204, -128, !dbg !984
  store i8 %205, ptr %203, align 1, !dbg !984, !tbaa !556, !DIAssignID !985
    #dbg_assign(i8 %205, !739, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !985, ptr %203, !DIExpression(), !969)
    #dbg_value(ptr %0, !530, !DIExpression(), !986)
    #dbg_value(!DIArgList(ptr %20, i64 0, i64 %197), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 10, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !986)
    #dbg_value(i64 %197, !536, !DIExpression(), !986)
  %206 = icmp eq i32 %188, 0, !dbg !988
  br i1 %206, label %207, label %217, !dbg !989

207:                                              ; preds = %202
  %208 = getelementptr inbounds i8, ptr %20, i64 10, !dbg !990
    #dbg_value(!DIArgList(ptr %208, i64 0, i64 %197), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !986)
  %209 = xor i64 %193, -1, !dbg !990
    #dbg_value(!DIArgList(ptr %208, i64 %209), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !986)
  %210 = getelementptr inbounds i8, ptr %208, i64 %209, !dbg !990
    #dbg_value(ptr %210, !535, !DIExpression(), !986)
  %211 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !991
  %212 = load ptr, ptr %211, align 8, !dbg !991, !tbaa !510
  %213 = load ptr, ptr %0, align 8, !dbg !992, !tbaa !501
  %214 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !993
  %215 = load ptr, ptr %214, align 8, !dbg !993, !tbaa !514
  %216 = call i32 %212(ptr noundef %213, ptr noundef nonnull %210, i64 noundef %197, ptr noundef %215) #2, !dbg !994
  store i32 %216, ptr %67, align 4, !dbg !995, !tbaa !543
  br label %217, !dbg !996

217:                                              ; preds = %207, %202
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %20) #2, !dbg !997
    #dbg_value(i32 0, !953, !DIExpression(), !962)
  %218 = icmp sgt i32 %190, 0, !dbg !998
  br i1 %218, label %219, label %263, !dbg !999

219:                                              ; preds = %217
  %220 = getelementptr inbounds i8, ptr %1, i64 56
  %221 = getelementptr inbounds i8, ptr %0, i64 8
  %222 = getelementptr inbounds i8, ptr %0, i64 16
  %223 = zext nneg i32 %190 to i64, !dbg !998
  br label %224, !dbg !999

224:                                              ; preds = %260, %219
  %225 = phi i64 [ 0, %219 ], [ %261, %260 ]
    #dbg_value(i64 %225, !953, !DIExpression(), !962)
  %226 = load ptr, ptr %220, align 8, !dbg !1000, !tbaa !1001
  %227 = getelementptr inbounds %struct.TValue, ptr %226, i64 %225, !dbg !1002
    #dbg_value(ptr %227, !955, !DIExpression(), !1003)
  %228 = getelementptr inbounds i8, ptr %227, i64 8, !dbg !1004
  %229 = load i8, ptr %228, align 8, !dbg !1004, !tbaa !1005
  %230 = and i8 %229, 63, !dbg !1004
    #dbg_value(i8 %230, !961, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1003)
    #dbg_assign(i1 undef, !545, !DIExpression(), !707, ptr %19, !DIExpression(), !1007)
    #dbg_value(ptr %0, !550, !DIExpression(), !1007)
    #dbg_value(i8 %230, !551, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1007)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %19) #2, !dbg !1009
  store i8 %230, ptr %19, align 1, !dbg !1010, !tbaa !556, !DIAssignID !1011
    #dbg_assign(i8 %230, !545, !DIExpression(), !1011, ptr %19, !DIExpression(), !1007)
    #dbg_value(ptr %0, !530, !DIExpression(), !1012)
    #dbg_value(ptr %19, !535, !DIExpression(), !1012)
    #dbg_value(i64 1, !536, !DIExpression(), !1012)
  %231 = load i32, ptr %67, align 4, !dbg !1014, !tbaa !543
  %232 = icmp eq i32 %231, 0, !dbg !1015
  br i1 %232, label %233, label %238, !dbg !1016

233:                                              ; preds = %224
  %234 = load ptr, ptr %221, align 8, !dbg !1017, !tbaa !510
  %235 = load ptr, ptr %0, align 8, !dbg !1018, !tbaa !501
  %236 = load ptr, ptr %222, align 8, !dbg !1019, !tbaa !514
  %237 = call i32 %234(ptr noundef %235, ptr noundef nonnull %19, i64 noundef 1, ptr noundef %236) #2, !dbg !1020
  store i32 %237, ptr %67, align 4, !dbg !1021, !tbaa !543
  br label %238, !dbg !1022

238:                                              ; preds = %233, %224
  %239 = phi i32 [ %231, %224 ], [ %237, %233 ]
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %19) #2, !dbg !1023
  switch i8 %230, label %260 [
    i8 19, label %240
    i8 3, label %249
    i8 4, label %258
    i8 20, label %258
  ], !dbg !1024

240:                                              ; preds = %238
  %241 = load double, ptr %227, align 8, !dbg !1025, !tbaa !556
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
    #dbg_assign(i1 undef, !641, !DIExpression(), !706, ptr %18, !DIExpression(), !1027)
    #dbg_value(ptr %0, !646, !DIExpression(), !1027)
  store double %241, ptr %18, align 8, !tbaa !663, !DIAssignID !1029
    #dbg_assign(double %241, !641, !DIExpression(), !1029, ptr %18, !DIExpression(), !1027)
    #dbg_value(ptr %0, !530, !DIExpression(), !1030)
    #dbg_value(ptr %18, !535, !DIExpression(), !1030)
    #dbg_value(i64 8, !536, !DIExpression(), !1030)
  %242 = icmp eq i32 %239, 0, !dbg !1032
  br i1 %242, label %243, label %248, !dbg !1033

243:                                              ; preds = %240
  %244 = load ptr, ptr %221, align 8, !dbg !1034, !tbaa !510
  %245 = load ptr, ptr %0, align 8, !dbg !1035, !tbaa !501
  %246 = load ptr, ptr %222, align 8, !dbg !1036, !tbaa !514
  %247 = call i32 %244(ptr noundef %245, ptr noundef nonnull %18, i64 noundef 8, ptr noundef %246) #2, !dbg !1037
  store i32 %247, ptr %67, align 4, !dbg !1038, !tbaa !543
  br label %248, !dbg !1039

248:                                              ; preds = %243, %240
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18), !dbg !1040
  br label %260, !dbg !1041

249:                                              ; preds = %238
  %250 = load i64, ptr %227, align 8, !dbg !1042, !tbaa !556
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
    #dbg_assign(i1 undef, !622, !DIExpression(), !705, ptr %17, !DIExpression(), !1043)
    #dbg_value(ptr %0, !627, !DIExpression(), !1043)
  store i64 %250, ptr %17, align 8, !tbaa !638, !DIAssignID !1045
    #dbg_assign(i64 %250, !622, !DIExpression(), !1045, ptr %17, !DIExpression(), !1043)
    #dbg_value(ptr %0, !530, !DIExpression(), !1046)
    #dbg_value(ptr %17, !535, !DIExpression(), !1046)
    #dbg_value(i64 8, !536, !DIExpression(), !1046)
  %251 = icmp eq i32 %239, 0, !dbg !1048
  br i1 %251, label %252, label %257, !dbg !1049

252:                                              ; preds = %249
  %253 = load ptr, ptr %221, align 8, !dbg !1050, !tbaa !510
  %254 = load ptr, ptr %0, align 8, !dbg !1051, !tbaa !501
  %255 = load ptr, ptr %222, align 8, !dbg !1052, !tbaa !514
  %256 = call i32 %253(ptr noundef %254, ptr noundef nonnull %17, i64 noundef 8, ptr noundef %255) #2, !dbg !1053
  store i32 %256, ptr %67, align 4, !dbg !1054, !tbaa !543
  br label %257, !dbg !1055

257:                                              ; preds = %252, %249
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17), !dbg !1056
  br label %260, !dbg !1057

258:                                              ; preds = %238, %238
  %259 = load ptr, ptr %227, align 8, !dbg !1058, !tbaa !556
  call fastcc void @dumpString(ptr noundef nonnull %0, ptr noundef %259), !dbg !1059
  br label %260, !dbg !1060

260:                                              ; preds = %258, %257, %248, %238
  %261 = add nuw nsw i64 %225, 1, !dbg !1061
    #dbg_value(i64 %261, !953, !DIExpression(), !962)
  %262 = icmp eq i64 %261, %223, !dbg !998
  br i1 %262, label %263, label %224, !dbg !999, !llvm.loop !1062

263:                                              ; preds = %260, %217
    #dbg_value(ptr %0, !1064, !DIExpression(), !1070)
    #dbg_value(ptr %1, !1067, !DIExpression(), !1070)
  %264 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1072
  %265 = load i32, ptr %264, align 8, !dbg !1072, !tbaa !671
    #dbg_value(i32 %265, !1069, !DIExpression(), !1070)
    #dbg_value(ptr %0, !772, !DIExpression(), !1073)
    #dbg_value(i32 %265, !775, !DIExpression(), !1073)
  %266 = sext i32 %265 to i64, !dbg !1075
    #dbg_assign(i1 undef, !739, !DIExpression(), !704, ptr %16, !DIExpression(), !1076)
    #dbg_value(ptr %0, !744, !DIExpression(), !1076)
    #dbg_value(i64 %266, !745, !DIExpression(), !1076)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %16) #2, !dbg !1078
    #dbg_value(i32 0, !746, !DIExpression(), !1076)
  br label %267, !dbg !1079

267:                                              ; preds = %267, %263
  %268 = phi i64 [ %272, %267 ], [ 0, %263 ]
  %269 = phi i64 [ %275, %267 ], [ %266, %263 ]
    #dbg_value(i64 %268, !746, !DIExpression(), !1076)
    #dbg_value(i64 %269, !745, !DIExpression(), !1076)
  %270 = trunc i64 %269 to i8, !dbg !1080
  %271 = and i8 %270, 127, !dbg !1080
  %272 = add nuw nsw i64 %268, 1, !dbg !1081
    #dbg_value(i64 %272, !746, !DIExpression(), !1076)
  %273 = sub nsw i64 9, %268, !dbg !1082
  %274 = getelementptr inbounds [10 x i8], ptr %16, i64 0, i64 %273, !dbg !1083
  store i8 %271, ptr %274, align 1, !dbg !1084, !tbaa !556
  %275 = lshr i64 %269, 7, !dbg !1085
    #dbg_value(i64 %275, !745, !DIExpression(), !1076)
  %276 = icmp ult i64 %269, 128, !dbg !1086
  br i1 %276, label %277, label %267, !dbg !1087, !llvm.loop !1088

277:                                              ; preds = %267
  %278 = getelementptr inbounds i8, ptr %16, i64 9, !dbg !1090
  %279 = load i8, ptr %278, align 1, !dbg !1091, !tbaa !556
  %280 = or i8 %279, -128, !dbg !1091
  store i8 %280, ptr %278, align 1, !dbg !1091, !tbaa !556, !DIAssignID !1092
    #dbg_assign(i8 %280, !739, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1092, ptr %278, !DIExpression(), !1076)
    #dbg_value(ptr %0, !530, !DIExpression(), !1093)
    #dbg_value(!DIArgList(ptr %16, i64 0, i64 %272), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 10, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1093)
    #dbg_value(i64 %272, !536, !DIExpression(), !1093)
  %281 = load i32, ptr %67, align 4, !dbg !1095, !tbaa !543
  %282 = icmp eq i32 %281, 0, !dbg !1096
  br i1 %282, label %283, label %293, !dbg !1097

283:                                              ; preds = %277
  %284 = getelementptr inbounds i8, ptr %16, i64 10, !dbg !1098
    #dbg_value(!DIArgList(ptr %284, i64 0, i64 %272), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1093)
  %285 = xor i64 %268, -1, !dbg !1098
    #dbg_value(!DIArgList(ptr %284, i64 %285), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1093)
  %286 = getelementptr inbounds i8, ptr %284, i64 %285, !dbg !1098
    #dbg_value(ptr %286, !535, !DIExpression(), !1093)
  %287 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1099
  %288 = load ptr, ptr %287, align 8, !dbg !1099, !tbaa !510
  %289 = load ptr, ptr %0, align 8, !dbg !1100, !tbaa !501
  %290 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1101
  %291 = load ptr, ptr %290, align 8, !dbg !1101, !tbaa !514
  %292 = call i32 %288(ptr noundef %289, ptr noundef nonnull %286, i64 noundef %272, ptr noundef %291) #2, !dbg !1102
  store i32 %292, ptr %67, align 4, !dbg !1103, !tbaa !543
  br label %293, !dbg !1104

293:                                              ; preds = %283, %277
  %294 = phi i32 [ %281, %277 ], [ %292, %283 ]
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %16) #2, !dbg !1105
    #dbg_value(i32 0, !1068, !DIExpression(), !1070)
  %295 = icmp sgt i32 %265, 0, !dbg !1106
  br i1 %295, label %296, label %338, !dbg !1109

296:                                              ; preds = %293
  %297 = getelementptr inbounds i8, ptr %1, i64 80
  %298 = getelementptr inbounds i8, ptr %0, i64 8
  %299 = getelementptr inbounds i8, ptr %0, i64 16
  %300 = zext nneg i32 %265 to i64, !dbg !1106
  br label %301, !dbg !1109

301:                                              ; preds = %334, %296
  %302 = phi i32 [ %294, %296 ], [ %335, %334 ]
  %303 = phi i64 [ 0, %296 ], [ %336, %334 ]
    #dbg_value(i64 %303, !1068, !DIExpression(), !1070)
  %304 = load ptr, ptr %297, align 8, !dbg !1110, !tbaa !1112
  %305 = getelementptr inbounds %struct.Upvaldesc, ptr %304, i64 %303, i32 1, !dbg !1113
  %306 = load i8, ptr %305, align 8, !dbg !1113, !tbaa !1114
    #dbg_assign(i1 undef, !545, !DIExpression(), !703, ptr %15, !DIExpression(), !1116)
    #dbg_value(ptr %0, !550, !DIExpression(), !1116)
    #dbg_value(i8 %306, !551, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1116)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %15) #2, !dbg !1118
  store i8 %306, ptr %15, align 1, !dbg !1119, !tbaa !556, !DIAssignID !1120
    #dbg_assign(i8 %306, !545, !DIExpression(), !1120, ptr %15, !DIExpression(), !1116)
    #dbg_value(ptr %0, !530, !DIExpression(), !1121)
    #dbg_value(ptr %15, !535, !DIExpression(), !1121)
    #dbg_value(i64 1, !536, !DIExpression(), !1121)
  %307 = icmp eq i32 %302, 0, !dbg !1123
  br i1 %307, label %309, label %308, !dbg !1124

308:                                              ; preds = %301
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %15) #2, !dbg !1125
    #dbg_assign(i1 undef, !545, !DIExpression(), !702, ptr %14, !DIExpression(), !1126)
    #dbg_value(ptr %0, !550, !DIExpression(), !1126)
    #dbg_value(i8 poison, !551, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1126)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %14) #2, !dbg !1128
    #dbg_assign(i8 poison, !545, !DIExpression(), !1129, ptr %14, !DIExpression(), !1126)
    #dbg_value(ptr %0, !530, !DIExpression(), !1130)
    #dbg_value(ptr %14, !535, !DIExpression(), !1130)
    #dbg_value(i64 1, !536, !DIExpression(), !1130)
  br label %318, !dbg !1132

309:                                              ; preds = %301
  %310 = load ptr, ptr %298, align 8, !dbg !1133, !tbaa !510
  %311 = load ptr, ptr %0, align 8, !dbg !1134, !tbaa !501
  %312 = load ptr, ptr %299, align 8, !dbg !1135, !tbaa !514
  %313 = call i32 %310(ptr noundef %311, ptr noundef nonnull %15, i64 noundef 1, ptr noundef %312) #2, !dbg !1136
  store i32 %313, ptr %67, align 4, !dbg !1137, !tbaa !543
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %15) #2, !dbg !1125
  %314 = load ptr, ptr %297, align 8, !dbg !1138, !tbaa !1112
  %315 = getelementptr inbounds %struct.Upvaldesc, ptr %314, i64 %303, i32 2, !dbg !1139
  %316 = load i8, ptr %315, align 1, !dbg !1139, !tbaa !1140
    #dbg_assign(i1 undef, !545, !DIExpression(), !702, ptr %14, !DIExpression(), !1126)
    #dbg_value(ptr %0, !550, !DIExpression(), !1126)
    #dbg_value(i8 %316, !551, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1126)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %14) #2, !dbg !1128
  store i8 %316, ptr %14, align 1, !dbg !1141, !tbaa !556, !DIAssignID !1129
    #dbg_assign(i8 %316, !545, !DIExpression(), !1129, ptr %14, !DIExpression(), !1126)
    #dbg_value(ptr %0, !530, !DIExpression(), !1130)
    #dbg_value(ptr %14, !535, !DIExpression(), !1130)
    #dbg_value(i64 1, !536, !DIExpression(), !1130)
  %317 = icmp eq i32 %313, 0, !dbg !1142
  br i1 %317, label %320, label %318, !dbg !1132

318:                                              ; preds = %309, %308
  %319 = phi i32 [ %302, %308 ], [ %313, %309 ]
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %14) #2, !dbg !1143
    #dbg_assign(i1 undef, !545, !DIExpression(), !701, ptr %13, !DIExpression(), !1144)
    #dbg_value(ptr %0, !550, !DIExpression(), !1144)
    #dbg_value(i8 poison, !551, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1144)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %13) #2, !dbg !1146
    #dbg_assign(i8 poison, !545, !DIExpression(), !1147, ptr %13, !DIExpression(), !1144)
    #dbg_value(ptr %0, !530, !DIExpression(), !1148)
    #dbg_value(ptr %13, !535, !DIExpression(), !1148)
    #dbg_value(i64 1, !536, !DIExpression(), !1148)
  br label %334, !dbg !1150

320:                                              ; preds = %309
  %321 = load ptr, ptr %298, align 8, !dbg !1151, !tbaa !510
  %322 = load ptr, ptr %0, align 8, !dbg !1152, !tbaa !501
  %323 = load ptr, ptr %299, align 8, !dbg !1153, !tbaa !514
  %324 = call i32 %321(ptr noundef %322, ptr noundef nonnull %14, i64 noundef 1, ptr noundef %323) #2, !dbg !1154
  store i32 %324, ptr %67, align 4, !dbg !1155, !tbaa !543
  %325 = load ptr, ptr %297, align 8, !dbg !1156, !tbaa !1112
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %14) #2, !dbg !1143
  %326 = getelementptr inbounds %struct.Upvaldesc, ptr %325, i64 %303, i32 3, !dbg !1157
  %327 = load i8, ptr %326, align 2, !dbg !1157, !tbaa !1158
    #dbg_assign(i1 undef, !545, !DIExpression(), !701, ptr %13, !DIExpression(), !1144)
    #dbg_value(ptr %0, !550, !DIExpression(), !1144)
    #dbg_value(i8 %327, !551, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1144)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %13) #2, !dbg !1146
  store i8 %327, ptr %13, align 1, !dbg !1159, !tbaa !556, !DIAssignID !1147
    #dbg_assign(i8 %327, !545, !DIExpression(), !1147, ptr %13, !DIExpression(), !1144)
    #dbg_value(ptr %0, !530, !DIExpression(), !1148)
    #dbg_value(ptr %13, !535, !DIExpression(), !1148)
    #dbg_value(i64 1, !536, !DIExpression(), !1148)
  %328 = icmp eq i32 %324, 0, !dbg !1160
  br i1 %328, label %329, label %334, !dbg !1150

329:                                              ; preds = %320
  %330 = load ptr, ptr %298, align 8, !dbg !1161, !tbaa !510
  %331 = load ptr, ptr %0, align 8, !dbg !1162, !tbaa !501
  %332 = load ptr, ptr %299, align 8, !dbg !1163, !tbaa !514
  %333 = call i32 %330(ptr noundef %331, ptr noundef nonnull %13, i64 noundef 1, ptr noundef %332) #2, !dbg !1164
  store i32 %333, ptr %67, align 4, !dbg !1165, !tbaa !543
  br label %334, !dbg !1166

334:                                              ; preds = %329, %320, %318
  %335 = phi i32 [ %324, %320 ], [ %333, %329 ], [ %319, %318 ]
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %13) #2, !dbg !1167
  %336 = add nuw nsw i64 %303, 1, !dbg !1168
    #dbg_value(i64 %336, !1068, !DIExpression(), !1070)
  %337 = icmp eq i64 %336, %300, !dbg !1106
  br i1 %337, label %338, label %301, !dbg !1109, !llvm.loop !1169

338:                                              ; preds = %334, %293
  %339 = phi i32 [ %294, %293 ], [ %335, %334 ]
    #dbg_value(ptr %0, !1171, !DIExpression(), !1177)
    #dbg_value(ptr %1, !1174, !DIExpression(), !1177)
  %340 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !1179
  %341 = load i32, ptr %340, align 8, !dbg !1179, !tbaa !1180
    #dbg_value(i32 %341, !1176, !DIExpression(), !1177)
    #dbg_value(ptr %0, !772, !DIExpression(), !1181)
    #dbg_value(i32 %341, !775, !DIExpression(), !1181)
  %342 = sext i32 %341 to i64, !dbg !1183
    #dbg_assign(i1 undef, !739, !DIExpression(), !692, ptr %4, !DIExpression(), !1184)
    #dbg_value(ptr %0, !744, !DIExpression(), !1184)
    #dbg_value(i64 %342, !745, !DIExpression(), !1184)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %4) #2, !dbg !1186
    #dbg_value(i32 0, !746, !DIExpression(), !1184)
  br label %343, !dbg !1187

343:                                              ; preds = %343, %338
  %344 = phi i64 [ %348, %343 ], [ 0, %338 ]
  %345 = phi i64 [ %351, %343 ], [ %342, %338 ]
    #dbg_value(i64 %344, !746, !DIExpression(), !1184)
    #dbg_value(i64 %345, !745, !DIExpression(), !1184)
  %346 = trunc i64 %345 to i8, !dbg !1188
  %347 = and i8 %346, 127, !dbg !1188
  %348 = add nuw nsw i64 %344, 1, !dbg !1189
    #dbg_value(i64 %348, !746, !DIExpression(), !1184)
  %349 = sub nsw i64 9, %344, !dbg !1190
  %350 = getelementptr inbounds [10 x i8], ptr %4, i64 0, i64 %349, !dbg !1191
  store i8 %347, ptr %350, align 1, !dbg !1192, !tbaa !556
  %351 = lshr i64 %345, 7, !dbg !1193
    #dbg_value(i64 %351, !745, !DIExpression(), !1184)
  %352 = icmp ult i64 %345, 128, !dbg !1194
  br i1 %352, label %353, label %343, !dbg !1195, !llvm.loop !1196

353:                                              ; preds = %343
  %354 = getelementptr inbounds i8, ptr %4, i64 9, !dbg !1198
  %355 = load i8, ptr %354, align 1, !dbg !1199, !tbaa !556
  %356 = or i8 %355, -128, !dbg !1199
  store i8 %356, ptr %354, align 1, !dbg !1199, !tbaa !556, !DIAssignID !1200
    #dbg_assign(i8 %356, !739, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1200, ptr %354, !DIExpression(), !1184)
    #dbg_value(ptr %0, !530, !DIExpression(), !1201)
    #dbg_value(!DIArgList(ptr %4, i64 0, i64 %348), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 10, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1201)
    #dbg_value(i64 %348, !536, !DIExpression(), !1201)
  %357 = icmp eq i32 %339, 0, !dbg !1203
  br i1 %357, label %358, label %368, !dbg !1204

358:                                              ; preds = %353
  %359 = getelementptr inbounds i8, ptr %4, i64 10, !dbg !1205
    #dbg_value(!DIArgList(ptr %359, i64 0, i64 %348), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1201)
  %360 = xor i64 %344, -1, !dbg !1205
    #dbg_value(!DIArgList(ptr %359, i64 %360), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1201)
  %361 = getelementptr inbounds i8, ptr %359, i64 %360, !dbg !1205
    #dbg_value(ptr %361, !535, !DIExpression(), !1201)
  %362 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1206
  %363 = load ptr, ptr %362, align 8, !dbg !1206, !tbaa !510
  %364 = load ptr, ptr %0, align 8, !dbg !1207, !tbaa !501
  %365 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1208
  %366 = load ptr, ptr %365, align 8, !dbg !1208, !tbaa !514
  %367 = call i32 %363(ptr noundef %364, ptr noundef nonnull %361, i64 noundef %348, ptr noundef %366) #2, !dbg !1209
  store i32 %367, ptr %67, align 4, !dbg !1210, !tbaa !543
  br label %368, !dbg !1211

368:                                              ; preds = %353, %358
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %4) #2, !dbg !1212
    #dbg_value(i32 0, !1175, !DIExpression(), !1177)
  %369 = icmp sgt i32 %341, 0, !dbg !1213
  br i1 %369, label %370, label %382, !dbg !1216

370:                                              ; preds = %368
  %371 = getelementptr inbounds i8, ptr %1, i64 72
  %372 = getelementptr inbounds i8, ptr %1, i64 112
  %373 = zext nneg i32 %341 to i64, !dbg !1213
  br label %374, !dbg !1216

374:                                              ; preds = %370, %374
  %375 = phi i64 [ 0, %370 ], [ %380, %374 ]
    #dbg_value(i64 %375, !1175, !DIExpression(), !1177)
  %376 = load ptr, ptr %371, align 8, !dbg !1217, !tbaa !1218
  %377 = getelementptr inbounds ptr, ptr %376, i64 %375, !dbg !1219
  %378 = load ptr, ptr %377, align 8, !dbg !1219, !tbaa !1220
  %379 = load ptr, ptr %372, align 8, !dbg !1221, !tbaa !722
  call fastcc void @dumpFunction(ptr noundef %0, ptr noundef %378, ptr noundef %379), !dbg !1222
  %380 = add nuw nsw i64 %375, 1, !dbg !1223
    #dbg_value(i64 %380, !1175, !DIExpression(), !1177)
  %381 = icmp eq i64 %380, %373, !dbg !1213
  br i1 %381, label %382, label %374, !dbg !1216, !llvm.loop !1224

382:                                              ; preds = %374, %368
    #dbg_value(ptr %0, !1226, !DIExpression(), !1232)
    #dbg_value(ptr %1, !1229, !DIExpression(), !1232)
  %383 = load i32, ptr %28, align 8, !dbg !1234, !tbaa !518
  %384 = icmp eq i32 %383, 0, !dbg !1235
  br i1 %384, label %385, label %388, !dbg !1235

385:                                              ; preds = %382
  %386 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !1236
  %387 = load i32, ptr %386, align 4, !dbg !1236, !tbaa !1237
  br label %388, !dbg !1235

388:                                              ; preds = %385, %382
  %389 = phi i32 [ %387, %385 ], [ 0, %382 ], !dbg !1235
    #dbg_value(i32 %389, !1231, !DIExpression(), !1232)
    #dbg_value(ptr %0, !772, !DIExpression(), !1238)
    #dbg_value(i32 %389, !775, !DIExpression(), !1238)
  %390 = sext i32 %389 to i64, !dbg !1240
    #dbg_assign(i1 undef, !739, !DIExpression(), !700, ptr %12, !DIExpression(), !1241)
    #dbg_value(ptr %0, !744, !DIExpression(), !1241)
    #dbg_value(i64 %390, !745, !DIExpression(), !1241)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %12) #2, !dbg !1243
    #dbg_value(i32 0, !746, !DIExpression(), !1241)
  br label %391, !dbg !1244

391:                                              ; preds = %391, %388
  %392 = phi i64 [ %396, %391 ], [ 0, %388 ]
  %393 = phi i64 [ %399, %391 ], [ %390, %388 ]
    #dbg_value(i64 %392, !746, !DIExpression(), !1241)
    #dbg_value(i64 %393, !745, !DIExpression(), !1241)
  %394 = trunc i64 %393 to i8, !dbg !1245
  %395 = and i8 %394, 127, !dbg !1245
  %396 = add nuw nsw i64 %392, 1, !dbg !1246
    #dbg_value(i64 %396, !746, !DIExpression(), !1241)
  %397 = sub nsw i64 9, %392, !dbg !1247
  %398 = getelementptr inbounds [10 x i8], ptr %12, i64 0, i64 %397, !dbg !1248
  store i8 %395, ptr %398, align 1, !dbg !1249, !tbaa !556
  %399 = lshr i64 %393, 7, !dbg !1250
    #dbg_value(i64 %399, !745, !DIExpression(), !1241)
  %400 = icmp ult i64 %393, 128, !dbg !1251
  br i1 %400, label %401, label %391, !dbg !1252, !llvm.loop !1253

401:                                              ; preds = %391
  %402 = getelementptr inbounds i8, ptr %12, i64 9, !dbg !1255
  %403 = load i8, ptr %402, align 1, !dbg !1256, !tbaa !556
  %404 = or i8 %403, -128, !dbg !1256
  store i8 %404, ptr %402, align 1, !dbg !1256, !tbaa !556, !DIAssignID !1257
    #dbg_assign(i8 %404, !739, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1257, ptr %402, !DIExpression(), !1241)
    #dbg_value(ptr %0, !530, !DIExpression(), !1258)
    #dbg_value(!DIArgList(ptr %12, i64 0, i64 %396), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 10, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1258)
    #dbg_value(i64 %396, !536, !DIExpression(), !1258)
  %405 = load i32, ptr %67, align 4, !dbg !1260, !tbaa !543
  %406 = icmp eq i32 %405, 0, !dbg !1261
  br i1 %406, label %408, label %407, !dbg !1262

407:                                              ; preds = %401
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %12) #2, !dbg !1263
    #dbg_value(ptr %0, !530, !DIExpression(), !1264)
    #dbg_value(ptr poison, !535, !DIExpression(), !1264)
    #dbg_value(i64 %390, !536, !DIExpression(), !1264)
  br label %428, !dbg !1266

408:                                              ; preds = %401
  %409 = getelementptr inbounds i8, ptr %12, i64 10, !dbg !1267
    #dbg_value(!DIArgList(ptr %409, i64 0, i64 %396), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1258)
  %410 = xor i64 %392, -1, !dbg !1267
    #dbg_value(!DIArgList(ptr %409, i64 %410), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1258)
  %411 = getelementptr inbounds i8, ptr %409, i64 %410, !dbg !1267
    #dbg_value(ptr %411, !535, !DIExpression(), !1258)
  %412 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1268
  %413 = load ptr, ptr %412, align 8, !dbg !1268, !tbaa !510
  %414 = load ptr, ptr %0, align 8, !dbg !1269, !tbaa !501
  %415 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1270
  %416 = load ptr, ptr %415, align 8, !dbg !1270, !tbaa !514
  %417 = call i32 %413(ptr noundef %414, ptr noundef nonnull %411, i64 noundef %396, ptr noundef %416) #2, !dbg !1271
  store i32 %417, ptr %67, align 4, !dbg !1272, !tbaa !543
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %12) #2, !dbg !1263
    #dbg_value(ptr %0, !530, !DIExpression(), !1264)
    #dbg_value(ptr poison, !535, !DIExpression(), !1264)
    #dbg_value(i64 %390, !536, !DIExpression(), !1264)
  %418 = icmp eq i32 %417, 0, !dbg !1273
  %419 = icmp ne i32 %389, 0
  %420 = and i1 %419, %418, !dbg !1266
  br i1 %420, label %421, label %428, !dbg !1266

421:                                              ; preds = %408
  %422 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !1274
  %423 = load ptr, ptr %422, align 8, !dbg !1274, !tbaa !1275
    #dbg_value(ptr %423, !535, !DIExpression(), !1264)
  %424 = load ptr, ptr %412, align 8, !dbg !1276, !tbaa !510
  %425 = load ptr, ptr %0, align 8, !dbg !1277, !tbaa !501
  %426 = load ptr, ptr %415, align 8, !dbg !1278, !tbaa !514
  %427 = call i32 %424(ptr noundef %425, ptr noundef %423, i64 noundef %390, ptr noundef %426) #2, !dbg !1279
  store i32 %427, ptr %67, align 4, !dbg !1280, !tbaa !543
  br label %428, !dbg !1281

428:                                              ; preds = %421, %408, %407
  %429 = phi i32 [ %417, %408 ], [ %427, %421 ], [ %405, %407 ]
  %430 = load i32, ptr %28, align 8, !dbg !1282, !tbaa !518
  %431 = icmp eq i32 %430, 0, !dbg !1283
  br i1 %431, label %432, label %435, !dbg !1283

432:                                              ; preds = %428
  %433 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !1284
  %434 = load i32, ptr %433, align 8, !dbg !1284, !tbaa !1285
  br label %435, !dbg !1283

435:                                              ; preds = %432, %428
  %436 = phi i32 [ %434, %432 ], [ 0, %428 ], !dbg !1283
    #dbg_value(i32 %436, !1231, !DIExpression(), !1232)
    #dbg_value(ptr %0, !772, !DIExpression(), !1286)
    #dbg_value(i32 %436, !775, !DIExpression(), !1286)
  %437 = sext i32 %436 to i64, !dbg !1288
    #dbg_assign(i1 undef, !739, !DIExpression(), !699, ptr %11, !DIExpression(), !1289)
    #dbg_value(ptr %0, !744, !DIExpression(), !1289)
    #dbg_value(i64 %437, !745, !DIExpression(), !1289)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %11) #2, !dbg !1291
    #dbg_value(i32 0, !746, !DIExpression(), !1289)
  br label %438, !dbg !1292

438:                                              ; preds = %438, %435
  %439 = phi i64 [ %443, %438 ], [ 0, %435 ]
  %440 = phi i64 [ %446, %438 ], [ %437, %435 ]
    #dbg_value(i64 %439, !746, !DIExpression(), !1289)
    #dbg_value(i64 %440, !745, !DIExpression(), !1289)
  %441 = trunc i64 %440 to i8, !dbg !1293
  %442 = and i8 %441, 127, !dbg !1293
  %443 = add nuw nsw i64 %439, 1, !dbg !1294
    #dbg_value(i64 %443, !746, !DIExpression(), !1289)
  %444 = sub nsw i64 9, %439, !dbg !1295
  %445 = getelementptr inbounds [10 x i8], ptr %11, i64 0, i64 %444, !dbg !1296
  store i8 %442, ptr %445, align 1, !dbg !1297, !tbaa !556
  %446 = lshr i64 %440, 7, !dbg !1298
    #dbg_value(i64 %446, !745, !DIExpression(), !1289)
  %447 = icmp ult i64 %440, 128, !dbg !1299
  br i1 %447, label %448, label %438, !dbg !1300, !llvm.loop !1301

448:                                              ; preds = %438
  %449 = getelementptr inbounds i8, ptr %11, i64 9, !dbg !1303
  %450 = load i8, ptr %449, align 1, !dbg !1304, !tbaa !556
  %451 = or i8 %450, -128, !dbg !1304
  store i8 %451, ptr %449, align 1, !dbg !1304, !tbaa !556, !DIAssignID !1305
    #dbg_assign(i8 %451, !739, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1305, ptr %449, !DIExpression(), !1289)
    #dbg_value(ptr %0, !530, !DIExpression(), !1306)
    #dbg_value(!DIArgList(ptr %11, i64 0, i64 %443), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 10, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1306)
    #dbg_value(i64 %443, !536, !DIExpression(), !1306)
  %452 = icmp eq i32 %429, 0, !dbg !1308
  br i1 %452, label %453, label %463, !dbg !1309

453:                                              ; preds = %448
  %454 = getelementptr inbounds i8, ptr %11, i64 10, !dbg !1310
    #dbg_value(!DIArgList(ptr %454, i64 0, i64 %443), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1306)
  %455 = xor i64 %439, -1, !dbg !1310
    #dbg_value(!DIArgList(ptr %454, i64 %455), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1306)
  %456 = getelementptr inbounds i8, ptr %454, i64 %455, !dbg !1310
    #dbg_value(ptr %456, !535, !DIExpression(), !1306)
  %457 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1311
  %458 = load ptr, ptr %457, align 8, !dbg !1311, !tbaa !510
  %459 = load ptr, ptr %0, align 8, !dbg !1312, !tbaa !501
  %460 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1313
  %461 = load ptr, ptr %460, align 8, !dbg !1313, !tbaa !514
  %462 = call i32 %458(ptr noundef %459, ptr noundef nonnull %456, i64 noundef %443, ptr noundef %461) #2, !dbg !1314
  store i32 %462, ptr %67, align 4, !dbg !1315, !tbaa !543
  br label %463, !dbg !1316

463:                                              ; preds = %453, %448
  %464 = phi i32 [ %429, %448 ], [ %462, %453 ]
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %11) #2, !dbg !1317
    #dbg_value(i32 0, !1230, !DIExpression(), !1232)
  %465 = icmp sgt i32 %436, 0, !dbg !1318
  br i1 %465, label %466, label %535, !dbg !1321

466:                                              ; preds = %463
  %467 = getelementptr inbounds i8, ptr %1, i64 96
  %468 = getelementptr inbounds i8, ptr %10, i64 9
  %469 = getelementptr inbounds i8, ptr %10, i64 10
  %470 = getelementptr inbounds i8, ptr %0, i64 8
  %471 = getelementptr inbounds i8, ptr %0, i64 16
  %472 = getelementptr inbounds i8, ptr %9, i64 9
  %473 = getelementptr inbounds i8, ptr %9, i64 10
  %474 = zext nneg i32 %436 to i64, !dbg !1318
  br label %475, !dbg !1321

475:                                              ; preds = %531, %466
  %476 = phi i32 [ %464, %466 ], [ %532, %531 ]
  %477 = phi i64 [ 0, %466 ], [ %533, %531 ]
    #dbg_value(i64 %477, !1230, !DIExpression(), !1232)
  %478 = load ptr, ptr %467, align 8, !dbg !1322, !tbaa !1324
  %479 = getelementptr inbounds %struct.AbsLineInfo, ptr %478, i64 %477, !dbg !1325
  %480 = load i32, ptr %479, align 4, !dbg !1326, !tbaa !1327
    #dbg_value(ptr %0, !772, !DIExpression(), !1329)
    #dbg_value(i32 %480, !775, !DIExpression(), !1329)
  %481 = sext i32 %480 to i64, !dbg !1331
    #dbg_assign(i1 undef, !739, !DIExpression(), !698, ptr %10, !DIExpression(), !1332)
    #dbg_value(ptr %0, !744, !DIExpression(), !1332)
    #dbg_value(i64 %481, !745, !DIExpression(), !1332)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %10) #2, !dbg !1334
    #dbg_value(i32 0, !746, !DIExpression(), !1332)
  br label %482, !dbg !1335

482:                                              ; preds = %482, %475
  %483 = phi i64 [ %487, %482 ], [ 0, %475 ]
  %484 = phi i64 [ %490, %482 ], [ %481, %475 ]
    #dbg_value(i64 %483, !746, !DIExpression(), !1332)
    #dbg_value(i64 %484, !745, !DIExpression(), !1332)
  %485 = trunc i64 %484 to i8, !dbg !1336
  %486 = and i8 %485, 127, !dbg !1336
  %487 = add nuw nsw i64 %483, 1, !dbg !1337
    #dbg_value(i64 %487, !746, !DIExpression(), !1332)
  %488 = sub nsw i64 9, %483, !dbg !1338
  %489 = getelementptr inbounds [10 x i8], ptr %10, i64 0, i64 %488, !dbg !1339
  store i8 %486, ptr %489, align 1, !dbg !1340, !tbaa !556
  %490 = lshr i64 %484, 7, !dbg !1341
    #dbg_value(i64 %490, !745, !DIExpression(), !1332)
  %491 = icmp ult i64 %484, 128, !dbg !1342
  br i1 %491, label %492, label %482, !dbg !1343, !llvm.loop !1344

492:                                              ; preds = %482
  %493 = load i8, ptr %468, align 1, !dbg !1346, !tbaa !556
  %494 = or i8 %493, -128, !dbg !1346
  store i8 %494, ptr %468, align 1, !dbg !1346, !tbaa !556, !DIAssignID !1347
    #dbg_assign(i8 %494, !739, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1347, ptr %468, !DIExpression(), !1332)
    #dbg_value(ptr %0, !530, !DIExpression(), !1348)
    #dbg_value(!DIArgList(ptr %10, i64 0, i64 %487), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 10, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1348)
    #dbg_value(i64 %487, !536, !DIExpression(), !1348)
  %495 = icmp eq i32 %476, 0, !dbg !1350
  br i1 %495, label %496, label %504, !dbg !1351

496:                                              ; preds = %492
    #dbg_value(!DIArgList(ptr %469, i64 0, i64 %487), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1348)
  %497 = xor i64 %483, -1, !dbg !1352
    #dbg_value(!DIArgList(ptr %469, i64 %497), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1348)
  %498 = getelementptr inbounds i8, ptr %469, i64 %497, !dbg !1352
    #dbg_value(ptr %498, !535, !DIExpression(), !1348)
  %499 = load ptr, ptr %470, align 8, !dbg !1353, !tbaa !510
  %500 = load ptr, ptr %0, align 8, !dbg !1354, !tbaa !501
  %501 = load ptr, ptr %471, align 8, !dbg !1355, !tbaa !514
  %502 = call i32 %499(ptr noundef %500, ptr noundef nonnull %498, i64 noundef %487, ptr noundef %501) #2, !dbg !1356
  store i32 %502, ptr %67, align 4, !dbg !1357, !tbaa !543
  %503 = load ptr, ptr %467, align 8, !dbg !1358, !tbaa !1324
  br label %504, !dbg !1359

504:                                              ; preds = %496, %492
  %505 = phi i32 [ %476, %492 ], [ %502, %496 ]
  %506 = phi ptr [ %478, %492 ], [ %503, %496 ], !dbg !1358
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %10) #2, !dbg !1360
  %507 = getelementptr inbounds %struct.AbsLineInfo, ptr %506, i64 %477, i32 1, !dbg !1361
  %508 = load i32, ptr %507, align 4, !dbg !1361, !tbaa !1362
    #dbg_value(ptr %0, !772, !DIExpression(), !1363)
    #dbg_value(i32 %508, !775, !DIExpression(), !1363)
  %509 = sext i32 %508 to i64, !dbg !1365
    #dbg_assign(i1 undef, !739, !DIExpression(), !697, ptr %9, !DIExpression(), !1366)
    #dbg_value(ptr %0, !744, !DIExpression(), !1366)
    #dbg_value(i64 %509, !745, !DIExpression(), !1366)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %9) #2, !dbg !1368
    #dbg_value(i32 0, !746, !DIExpression(), !1366)
  br label %510, !dbg !1369

510:                                              ; preds = %510, %504
  %511 = phi i64 [ %515, %510 ], [ 0, %504 ]
  %512 = phi i64 [ %518, %510 ], [ %509, %504 ]
    #dbg_value(i64 %511, !746, !DIExpression(), !1366)
    #dbg_value(i64 %512, !745, !DIExpression(), !1366)
  %513 = trunc i64 %512 to i8, !dbg !1370
  %514 = and i8 %513, 127, !dbg !1370
  %515 = add nuw nsw i64 %511, 1, !dbg !1371
    #dbg_value(i64 %515, !746, !DIExpression(), !1366)
  %516 = sub nsw i64 9, %511, !dbg !1372
  %517 = getelementptr inbounds [10 x i8], ptr %9, i64 0, i64 %516, !dbg !1373
  store i8 %514, ptr %517, align 1, !dbg !1374, !tbaa !556
  %518 = lshr i64 %512, 7, !dbg !1375
    #dbg_value(i64 %518, !745, !DIExpression(), !1366)
  %519 = icmp ult i64 %512, 128, !dbg !1376
  br i1 %519, label %520, label %510, !dbg !1377, !llvm.loop !1378

520:                                              ; preds = %510
  %521 = load i8, ptr %472, align 1, !dbg !1380, !tbaa !556
  %522 = or i8 %521, -128, !dbg !1380
  store i8 %522, ptr %472, align 1, !dbg !1380, !tbaa !556, !DIAssignID !1381
    #dbg_assign(i8 %522, !739, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1381, ptr %472, !DIExpression(), !1366)
    #dbg_value(ptr %0, !530, !DIExpression(), !1382)
    #dbg_value(!DIArgList(ptr %9, i64 0, i64 %515), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 10, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1382)
    #dbg_value(i64 %515, !536, !DIExpression(), !1382)
  %523 = icmp eq i32 %505, 0, !dbg !1384
  br i1 %523, label %524, label %531, !dbg !1385

524:                                              ; preds = %520
    #dbg_value(!DIArgList(ptr %473, i64 0, i64 %515), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1382)
  %525 = xor i64 %511, -1, !dbg !1386
    #dbg_value(!DIArgList(ptr %473, i64 %525), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1382)
  %526 = getelementptr inbounds i8, ptr %473, i64 %525, !dbg !1386
    #dbg_value(ptr %526, !535, !DIExpression(), !1382)
  %527 = load ptr, ptr %470, align 8, !dbg !1387, !tbaa !510
  %528 = load ptr, ptr %0, align 8, !dbg !1388, !tbaa !501
  %529 = load ptr, ptr %471, align 8, !dbg !1389, !tbaa !514
  %530 = call i32 %527(ptr noundef %528, ptr noundef nonnull %526, i64 noundef %515, ptr noundef %529) #2, !dbg !1390
  store i32 %530, ptr %67, align 4, !dbg !1391, !tbaa !543
  br label %531, !dbg !1392

531:                                              ; preds = %524, %520
  %532 = phi i32 [ %505, %520 ], [ %530, %524 ]
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %9) #2, !dbg !1393
  %533 = add nuw nsw i64 %477, 1, !dbg !1394
    #dbg_value(i64 %533, !1230, !DIExpression(), !1232)
  %534 = icmp eq i64 %533, %474, !dbg !1318
  br i1 %534, label %535, label %475, !dbg !1321, !llvm.loop !1395

535:                                              ; preds = %531, %463
  %536 = phi i32 [ %464, %463 ], [ %532, %531 ]
  %537 = load i32, ptr %28, align 8, !dbg !1397, !tbaa !518
  %538 = icmp eq i32 %537, 0, !dbg !1398
  br i1 %538, label %539, label %542, !dbg !1398

539:                                              ; preds = %535
  %540 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !1399
  %541 = load i32, ptr %540, align 4, !dbg !1399, !tbaa !1400
  br label %542, !dbg !1398

542:                                              ; preds = %539, %535
  %543 = phi i32 [ %541, %539 ], [ 0, %535 ], !dbg !1398
    #dbg_value(i32 %543, !1231, !DIExpression(), !1232)
    #dbg_value(ptr %0, !772, !DIExpression(), !1401)
    #dbg_value(i32 %543, !775, !DIExpression(), !1401)
  %544 = sext i32 %543 to i64, !dbg !1403
    #dbg_assign(i1 undef, !739, !DIExpression(), !696, ptr %8, !DIExpression(), !1404)
    #dbg_value(ptr %0, !744, !DIExpression(), !1404)
    #dbg_value(i64 %544, !745, !DIExpression(), !1404)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %8) #2, !dbg !1406
    #dbg_value(i32 0, !746, !DIExpression(), !1404)
  br label %545, !dbg !1407

545:                                              ; preds = %545, %542
  %546 = phi i64 [ %550, %545 ], [ 0, %542 ]
  %547 = phi i64 [ %553, %545 ], [ %544, %542 ]
    #dbg_value(i64 %546, !746, !DIExpression(), !1404)
    #dbg_value(i64 %547, !745, !DIExpression(), !1404)
  %548 = trunc i64 %547 to i8, !dbg !1408
  %549 = and i8 %548, 127, !dbg !1408
  %550 = add nuw nsw i64 %546, 1, !dbg !1409
    #dbg_value(i64 %550, !746, !DIExpression(), !1404)
  %551 = sub nsw i64 9, %546, !dbg !1410
  %552 = getelementptr inbounds [10 x i8], ptr %8, i64 0, i64 %551, !dbg !1411
  store i8 %549, ptr %552, align 1, !dbg !1412, !tbaa !556
  %553 = lshr i64 %547, 7, !dbg !1413
    #dbg_value(i64 %553, !745, !DIExpression(), !1404)
  %554 = icmp ult i64 %547, 128, !dbg !1414
  br i1 %554, label %555, label %545, !dbg !1415, !llvm.loop !1416

555:                                              ; preds = %545
  %556 = getelementptr inbounds i8, ptr %8, i64 9, !dbg !1418
  %557 = load i8, ptr %556, align 1, !dbg !1419, !tbaa !556
  %558 = or i8 %557, -128, !dbg !1419
  store i8 %558, ptr %556, align 1, !dbg !1419, !tbaa !556, !DIAssignID !1420
    #dbg_assign(i8 %558, !739, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1420, ptr %556, !DIExpression(), !1404)
    #dbg_value(ptr %0, !530, !DIExpression(), !1421)
    #dbg_value(!DIArgList(ptr %8, i64 0, i64 %550), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 10, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1421)
    #dbg_value(i64 %550, !536, !DIExpression(), !1421)
  %559 = icmp eq i32 %536, 0, !dbg !1423
  br i1 %559, label %560, label %570, !dbg !1424

560:                                              ; preds = %555
  %561 = getelementptr inbounds i8, ptr %8, i64 10, !dbg !1425
    #dbg_value(!DIArgList(ptr %561, i64 0, i64 %550), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1421)
  %562 = xor i64 %546, -1, !dbg !1425
    #dbg_value(!DIArgList(ptr %561, i64 %562), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1421)
  %563 = getelementptr inbounds i8, ptr %561, i64 %562, !dbg !1425
    #dbg_value(ptr %563, !535, !DIExpression(), !1421)
  %564 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1426
  %565 = load ptr, ptr %564, align 8, !dbg !1426, !tbaa !510
  %566 = load ptr, ptr %0, align 8, !dbg !1427, !tbaa !501
  %567 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1428
  %568 = load ptr, ptr %567, align 8, !dbg !1428, !tbaa !514
  %569 = call i32 %565(ptr noundef %566, ptr noundef nonnull %563, i64 noundef %550, ptr noundef %568) #2, !dbg !1429
  store i32 %569, ptr %67, align 4, !dbg !1430, !tbaa !543
  br label %570, !dbg !1431

570:                                              ; preds = %560, %555
  %571 = phi i32 [ %536, %555 ], [ %569, %560 ]
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %8) #2, !dbg !1432
    #dbg_value(i32 0, !1230, !DIExpression(), !1232)
  %572 = icmp sgt i32 %543, 0, !dbg !1433
  br i1 %572, label %573, label %645, !dbg !1436

573:                                              ; preds = %570
  %574 = getelementptr inbounds i8, ptr %1, i64 104
  %575 = getelementptr inbounds i8, ptr %7, i64 9
  %576 = getelementptr inbounds i8, ptr %7, i64 10
  %577 = getelementptr inbounds i8, ptr %0, i64 8
  %578 = getelementptr inbounds i8, ptr %0, i64 16
  %579 = getelementptr inbounds i8, ptr %6, i64 9
  %580 = getelementptr inbounds i8, ptr %6, i64 10
  %581 = zext nneg i32 %543 to i64, !dbg !1433
  br label %582, !dbg !1436

582:                                              ; preds = %641, %573
  %583 = phi i64 [ 0, %573 ], [ %643, %641 ]
    #dbg_value(i64 %583, !1230, !DIExpression(), !1232)
  %584 = load ptr, ptr %574, align 8, !dbg !1437, !tbaa !1439
  %585 = getelementptr inbounds %struct.LocVar, ptr %584, i64 %583, !dbg !1440
  %586 = load ptr, ptr %585, align 8, !dbg !1441, !tbaa !1442
  call fastcc void @dumpString(ptr noundef nonnull %0, ptr noundef %586), !dbg !1444
  %587 = load ptr, ptr %574, align 8, !dbg !1445, !tbaa !1439
  %588 = getelementptr inbounds %struct.LocVar, ptr %587, i64 %583, i32 1, !dbg !1446
  %589 = load i32, ptr %588, align 8, !dbg !1446, !tbaa !1447
    #dbg_value(ptr %0, !772, !DIExpression(), !1448)
    #dbg_value(i32 %589, !775, !DIExpression(), !1448)
  %590 = sext i32 %589 to i64, !dbg !1450
    #dbg_assign(i1 undef, !739, !DIExpression(), !695, ptr %7, !DIExpression(), !1451)
    #dbg_value(ptr %0, !744, !DIExpression(), !1451)
    #dbg_value(i64 %590, !745, !DIExpression(), !1451)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %7) #2, !dbg !1453
    #dbg_value(i32 0, !746, !DIExpression(), !1451)
  br label %591, !dbg !1454

591:                                              ; preds = %591, %582
  %592 = phi i64 [ %596, %591 ], [ 0, %582 ]
  %593 = phi i64 [ %599, %591 ], [ %590, %582 ]
    #dbg_value(i64 %592, !746, !DIExpression(), !1451)
    #dbg_value(i64 %593, !745, !DIExpression(), !1451)
  %594 = trunc i64 %593 to i8, !dbg !1455
  %595 = and i8 %594, 127, !dbg !1455
  %596 = add nuw nsw i64 %592, 1, !dbg !1456
    #dbg_value(i64 %596, !746, !DIExpression(), !1451)
  %597 = sub nsw i64 9, %592, !dbg !1457
  %598 = getelementptr inbounds [10 x i8], ptr %7, i64 0, i64 %597, !dbg !1458
  store i8 %595, ptr %598, align 1, !dbg !1459, !tbaa !556
  %599 = lshr i64 %593, 7, !dbg !1460
    #dbg_value(i64 %599, !745, !DIExpression(), !1451)
  %600 = icmp ult i64 %593, 128, !dbg !1461
  br i1 %600, label %601, label %591, !dbg !1462, !llvm.loop !1463

601:                                              ; preds = %591
  %602 = load i8, ptr %575, align 1, !dbg !1465, !tbaa !556
  %603 = or i8 %602, -128, !dbg !1465
  store i8 %603, ptr %575, align 1, !dbg !1465, !tbaa !556, !DIAssignID !1466
    #dbg_assign(i8 %603, !739, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1466, ptr %575, !DIExpression(), !1451)
    #dbg_value(ptr %0, !530, !DIExpression(), !1467)
    #dbg_value(!DIArgList(ptr %7, i64 0, i64 %596), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 10, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1467)
    #dbg_value(i64 %596, !536, !DIExpression(), !1467)
  %604 = load i32, ptr %67, align 4, !dbg !1469, !tbaa !543
  %605 = icmp eq i32 %604, 0, !dbg !1470
  br i1 %605, label %606, label %614, !dbg !1471

606:                                              ; preds = %601
    #dbg_value(!DIArgList(ptr %576, i64 0, i64 %596), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1467)
  %607 = xor i64 %592, -1, !dbg !1472
    #dbg_value(!DIArgList(ptr %576, i64 %607), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1467)
  %608 = getelementptr inbounds i8, ptr %576, i64 %607, !dbg !1472
    #dbg_value(ptr %608, !535, !DIExpression(), !1467)
  %609 = load ptr, ptr %577, align 8, !dbg !1473, !tbaa !510
  %610 = load ptr, ptr %0, align 8, !dbg !1474, !tbaa !501
  %611 = load ptr, ptr %578, align 8, !dbg !1475, !tbaa !514
  %612 = call i32 %609(ptr noundef %610, ptr noundef nonnull %608, i64 noundef %596, ptr noundef %611) #2, !dbg !1476
  store i32 %612, ptr %67, align 4, !dbg !1477, !tbaa !543
  %613 = load ptr, ptr %574, align 8, !dbg !1478, !tbaa !1439
  br label %614, !dbg !1479

614:                                              ; preds = %606, %601
  %615 = phi i32 [ %604, %601 ], [ %612, %606 ]
  %616 = phi ptr [ %587, %601 ], [ %613, %606 ], !dbg !1478
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %7) #2, !dbg !1480
  %617 = getelementptr inbounds %struct.LocVar, ptr %616, i64 %583, i32 2, !dbg !1481
  %618 = load i32, ptr %617, align 4, !dbg !1481, !tbaa !1482
    #dbg_value(ptr %0, !772, !DIExpression(), !1483)
    #dbg_value(i32 %618, !775, !DIExpression(), !1483)
  %619 = sext i32 %618 to i64, !dbg !1485
    #dbg_assign(i1 undef, !739, !DIExpression(), !694, ptr %6, !DIExpression(), !1486)
    #dbg_value(ptr %0, !744, !DIExpression(), !1486)
    #dbg_value(i64 %619, !745, !DIExpression(), !1486)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %6) #2, !dbg !1488
    #dbg_value(i32 0, !746, !DIExpression(), !1486)
  br label %620, !dbg !1489

620:                                              ; preds = %620, %614
  %621 = phi i64 [ %625, %620 ], [ 0, %614 ]
  %622 = phi i64 [ %628, %620 ], [ %619, %614 ]
    #dbg_value(i64 %621, !746, !DIExpression(), !1486)
    #dbg_value(i64 %622, !745, !DIExpression(), !1486)
  %623 = trunc i64 %622 to i8, !dbg !1490
  %624 = and i8 %623, 127, !dbg !1490
  %625 = add nuw nsw i64 %621, 1, !dbg !1491
    #dbg_value(i64 %625, !746, !DIExpression(), !1486)
  %626 = sub nsw i64 9, %621, !dbg !1492
  %627 = getelementptr inbounds [10 x i8], ptr %6, i64 0, i64 %626, !dbg !1493
  store i8 %624, ptr %627, align 1, !dbg !1494, !tbaa !556
  %628 = lshr i64 %622, 7, !dbg !1495
    #dbg_value(i64 %628, !745, !DIExpression(), !1486)
  %629 = icmp ult i64 %622, 128, !dbg !1496
  br i1 %629, label %630, label %620, !dbg !1497, !llvm.loop !1498

630:                                              ; preds = %620
  %631 = load i8, ptr %579, align 1, !dbg !1500, !tbaa !556
  %632 = or i8 %631, -128, !dbg !1500
  store i8 %632, ptr %579, align 1, !dbg !1500, !tbaa !556, !DIAssignID !1501
    #dbg_assign(i8 %632, !739, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1501, ptr %579, !DIExpression(), !1486)
    #dbg_value(ptr %0, !530, !DIExpression(), !1502)
    #dbg_value(!DIArgList(ptr %6, i64 0, i64 %625), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 10, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1502)
    #dbg_value(i64 %625, !536, !DIExpression(), !1502)
  %633 = icmp eq i32 %615, 0, !dbg !1504
  br i1 %633, label %634, label %641, !dbg !1505

634:                                              ; preds = %630
    #dbg_value(!DIArgList(ptr %580, i64 0, i64 %625), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1502)
  %635 = xor i64 %621, -1, !dbg !1506
    #dbg_value(!DIArgList(ptr %580, i64 %635), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1502)
  %636 = getelementptr inbounds i8, ptr %580, i64 %635, !dbg !1506
    #dbg_value(ptr %636, !535, !DIExpression(), !1502)
  %637 = load ptr, ptr %577, align 8, !dbg !1507, !tbaa !510
  %638 = load ptr, ptr %0, align 8, !dbg !1508, !tbaa !501
  %639 = load ptr, ptr %578, align 8, !dbg !1509, !tbaa !514
  %640 = call i32 %637(ptr noundef %638, ptr noundef nonnull %636, i64 noundef %625, ptr noundef %639) #2, !dbg !1510
  store i32 %640, ptr %67, align 4, !dbg !1511, !tbaa !543
  br label %641, !dbg !1512

641:                                              ; preds = %634, %630
  %642 = phi i32 [ %615, %630 ], [ %640, %634 ]
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %6) #2, !dbg !1513
  %643 = add nuw nsw i64 %583, 1, !dbg !1514
    #dbg_value(i64 %643, !1230, !DIExpression(), !1232)
  %644 = icmp eq i64 %643, %581, !dbg !1433
  br i1 %644, label %645, label %582, !dbg !1436, !llvm.loop !1515

645:                                              ; preds = %641, %570
  %646 = phi i32 [ %571, %570 ], [ %642, %641 ]
  %647 = load i32, ptr %28, align 8, !dbg !1517, !tbaa !518
  %648 = icmp eq i32 %647, 0, !dbg !1518
  br i1 %648, label %649, label %651, !dbg !1518

649:                                              ; preds = %645
  %650 = load i32, ptr %264, align 8, !dbg !1519, !tbaa !671
  br label %651, !dbg !1518

651:                                              ; preds = %649, %645
  %652 = phi i32 [ %650, %649 ], [ 0, %645 ], !dbg !1518
    #dbg_value(i32 %652, !1231, !DIExpression(), !1232)
    #dbg_value(ptr %0, !772, !DIExpression(), !1520)
    #dbg_value(i32 %652, !775, !DIExpression(), !1520)
  %653 = sext i32 %652 to i64, !dbg !1522
    #dbg_assign(i1 undef, !739, !DIExpression(), !693, ptr %5, !DIExpression(), !1523)
    #dbg_value(ptr %0, !744, !DIExpression(), !1523)
    #dbg_value(i64 %653, !745, !DIExpression(), !1523)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %5) #2, !dbg !1525
    #dbg_value(i32 0, !746, !DIExpression(), !1523)
  br label %654, !dbg !1526

654:                                              ; preds = %654, %651
  %655 = phi i64 [ %659, %654 ], [ 0, %651 ]
  %656 = phi i64 [ %662, %654 ], [ %653, %651 ]
    #dbg_value(i64 %655, !746, !DIExpression(), !1523)
    #dbg_value(i64 %656, !745, !DIExpression(), !1523)
  %657 = trunc i64 %656 to i8, !dbg !1527
  %658 = and i8 %657, 127, !dbg !1527
  %659 = add nuw nsw i64 %655, 1, !dbg !1528
    #dbg_value(i64 %659, !746, !DIExpression(), !1523)
  %660 = sub nsw i64 9, %655, !dbg !1529
  %661 = getelementptr inbounds [10 x i8], ptr %5, i64 0, i64 %660, !dbg !1530
  store i8 %658, ptr %661, align 1, !dbg !1531, !tbaa !556
  %662 = lshr i64 %656, 7, !dbg !1532
    #dbg_value(i64 %662, !745, !DIExpression(), !1523)
  %663 = icmp ult i64 %656, 128, !dbg !1533
  br i1 %663, label %664, label %654, !dbg !1534, !llvm.loop !1535

664:                                              ; preds = %654
  %665 = getelementptr inbounds i8, ptr %5, i64 9, !dbg !1537
  %666 = load i8, ptr %665, align 1, !dbg !1538, !tbaa !556
  %667 = or i8 %666, -128, !dbg !1538
  store i8 %667, ptr %665, align 1, !dbg !1538, !tbaa !556, !DIAssignID !1539
    #dbg_assign(i8 %667, !739, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1539, ptr %665, !DIExpression(), !1523)
    #dbg_value(ptr %0, !530, !DIExpression(), !1540)
    #dbg_value(!DIArgList(ptr %5, i64 0, i64 %659), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 10, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1540)
    #dbg_value(i64 %659, !536, !DIExpression(), !1540)
  %668 = icmp eq i32 %646, 0, !dbg !1542
  br i1 %668, label %669, label %679, !dbg !1543

669:                                              ; preds = %664
  %670 = getelementptr inbounds i8, ptr %5, i64 10, !dbg !1544
    #dbg_value(!DIArgList(ptr %670, i64 0, i64 %659), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1540)
  %671 = xor i64 %655, -1, !dbg !1544
    #dbg_value(!DIArgList(ptr %670, i64 %671), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1540)
  %672 = getelementptr inbounds i8, ptr %670, i64 %671, !dbg !1544
    #dbg_value(ptr %672, !535, !DIExpression(), !1540)
  %673 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1545
  %674 = load ptr, ptr %673, align 8, !dbg !1545, !tbaa !510
  %675 = load ptr, ptr %0, align 8, !dbg !1546, !tbaa !501
  %676 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1547
  %677 = load ptr, ptr %676, align 8, !dbg !1547, !tbaa !514
  %678 = call i32 %674(ptr noundef %675, ptr noundef nonnull %672, i64 noundef %659, ptr noundef %677) #2, !dbg !1548
  store i32 %678, ptr %67, align 4, !dbg !1549, !tbaa !543
  br label %679, !dbg !1550

679:                                              ; preds = %669, %664
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %5) #2, !dbg !1551
    #dbg_value(i32 0, !1230, !DIExpression(), !1232)
  %680 = icmp sgt i32 %652, 0, !dbg !1552
  br i1 %680, label %681, label %691, !dbg !1555

681:                                              ; preds = %679
  %682 = getelementptr inbounds i8, ptr %1, i64 80
  %683 = zext nneg i32 %652 to i64, !dbg !1552
  br label %684, !dbg !1555

684:                                              ; preds = %684, %681
  %685 = phi i64 [ 0, %681 ], [ %689, %684 ]
    #dbg_value(i64 %685, !1230, !DIExpression(), !1232)
  %686 = load ptr, ptr %682, align 8, !dbg !1556, !tbaa !1112
  %687 = getelementptr inbounds %struct.Upvaldesc, ptr %686, i64 %685, !dbg !1557
  %688 = load ptr, ptr %687, align 8, !dbg !1558, !tbaa !1559
  call fastcc void @dumpString(ptr noundef %0, ptr noundef %688), !dbg !1560
  %689 = add nuw nsw i64 %685, 1, !dbg !1561
    #dbg_value(i64 %689, !1230, !DIExpression(), !1232)
  %690 = icmp eq i64 %689, %683, !dbg !1552
  br i1 %690, label %691, label %684, !dbg !1555, !llvm.loop !1562

691:                                              ; preds = %684, %679
  ret void, !dbg !1564
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @dumpString(ptr nocapture noundef %0, ptr noundef %1) unnamed_addr #0 !dbg !726 {
  %3 = alloca [10 x i8], align 1, !DIAssignID !1565
  %4 = alloca [10 x i8], align 1, !DIAssignID !1566
    #dbg_value(ptr %0, !725, !DIExpression(), !1567)
    #dbg_value(ptr %1, !732, !DIExpression(), !1567)
  %5 = icmp eq ptr %1, null, !dbg !1568
  br i1 %5, label %6, label %19, !dbg !1569

6:                                                ; preds = %2
    #dbg_assign(i1 undef, !739, !DIExpression(), !1566, ptr %4, !DIExpression(), !1570)
    #dbg_value(ptr %0, !744, !DIExpression(), !1570)
    #dbg_value(i64 0, !745, !DIExpression(), !1570)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %4) #2, !dbg !1572
    #dbg_value(i32 0, !746, !DIExpression(), !1570)
    #dbg_value(i64 0, !746, !DIExpression(), !1570)
    #dbg_value(i64 poison, !745, !DIExpression(), !1570)
    #dbg_value(i64 1, !746, !DIExpression(), !1570)
    #dbg_value(i64 0, !745, !DIExpression(), !1570)
  %7 = getelementptr inbounds i8, ptr %4, i64 9, !dbg !1573
  store i8 -128, ptr %7, align 1, !dbg !1574, !tbaa !556, !DIAssignID !1575
    #dbg_assign(i8 -128, !739, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1575, ptr %7, !DIExpression(), !1570)
    #dbg_value(ptr %0, !530, !DIExpression(), !1576)
    #dbg_value(!DIArgList(ptr %4, i64 0, i64 1), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 10, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1576)
    #dbg_value(i64 1, !536, !DIExpression(), !1576)
  %8 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !1578
  %9 = load i32, ptr %8, align 4, !dbg !1578, !tbaa !543
  %10 = icmp eq i32 %9, 0, !dbg !1579
  br i1 %10, label %11, label %18, !dbg !1580

11:                                               ; preds = %6
    #dbg_value(!DIArgList(ptr %4, i64 0, i64 1), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 10, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1576)
    #dbg_value(!DIArgList(ptr %4, i64 -1), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 10, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1576)
    #dbg_value(ptr %7, !535, !DIExpression(), !1576)
  %12 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1581
  %13 = load ptr, ptr %12, align 8, !dbg !1581, !tbaa !510
  %14 = load ptr, ptr %0, align 8, !dbg !1582, !tbaa !501
  %15 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1583
  %16 = load ptr, ptr %15, align 8, !dbg !1583, !tbaa !514
  %17 = call i32 %13(ptr noundef %14, ptr noundef nonnull %7, i64 noundef 1, ptr noundef %16) #2, !dbg !1584
  store i32 %17, ptr %8, align 4, !dbg !1585, !tbaa !543
  br label %18, !dbg !1586

18:                                               ; preds = %6, %11
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %4) #2, !dbg !1587
  br label %70, !dbg !1588

19:                                               ; preds = %2
  %20 = getelementptr inbounds i8, ptr %1, i64 11, !dbg !1589
  %21 = load i8, ptr %20, align 1, !dbg !1589, !tbaa !1590
  %22 = icmp eq i8 %21, -1, !dbg !1589
  br i1 %22, label %25, label %23, !dbg !1589

23:                                               ; preds = %19
  %24 = zext i8 %21 to i64, !dbg !1589
  br label %28, !dbg !1589

25:                                               ; preds = %19
  %26 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1589
  %27 = load i64, ptr %26, align 8, !dbg !1589, !tbaa !556
  br label %28, !dbg !1589

28:                                               ; preds = %25, %23
  %29 = phi i64 [ %24, %23 ], [ %27, %25 ], !dbg !1589
    #dbg_value(i64 %29, !733, !DIExpression(), !1592)
    #dbg_value(ptr %42, !736, !DIExpression(), !1592)
  %30 = add i64 %29, 1, !dbg !1593
    #dbg_assign(i1 undef, !739, !DIExpression(), !1565, ptr %3, !DIExpression(), !1594)
    #dbg_value(ptr %0, !744, !DIExpression(), !1594)
    #dbg_value(i64 %30, !745, !DIExpression(), !1594)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %3) #2, !dbg !1596
    #dbg_value(i32 0, !746, !DIExpression(), !1594)
  br label %31, !dbg !1597

31:                                               ; preds = %31, %28
  %32 = phi i64 [ %36, %31 ], [ 0, %28 ]
  %33 = phi i64 [ %39, %31 ], [ %30, %28 ]
    #dbg_value(i64 %32, !746, !DIExpression(), !1594)
    #dbg_value(i64 %33, !745, !DIExpression(), !1594)
  %34 = trunc i64 %33 to i8, !dbg !1598
  %35 = and i8 %34, 127, !dbg !1598
  %36 = add nuw nsw i64 %32, 1, !dbg !1599
    #dbg_value(i64 %36, !746, !DIExpression(), !1594)
  %37 = sub nsw i64 9, %32, !dbg !1600
  %38 = getelementptr inbounds [10 x i8], ptr %3, i64 0, i64 %37, !dbg !1601
  store i8 %35, ptr %38, align 1, !dbg !1602, !tbaa !556
  %39 = lshr i64 %33, 7, !dbg !1603
    #dbg_value(i64 %39, !745, !DIExpression(), !1594)
  %40 = icmp ult i64 %33, 128, !dbg !1604
  br i1 %40, label %41, label %31, !dbg !1605, !llvm.loop !1606

41:                                               ; preds = %31
  %42 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !1608
  %43 = getelementptr inbounds i8, ptr %3, i64 9, !dbg !1609
  %44 = load i8, ptr %43, align 1, !dbg !1610, !tbaa !556
  %45 = or i8 %44, -128, !dbg !1610
  store i8 %45, ptr %43, align 1, !dbg !1610, !tbaa !556, !DIAssignID !1611
    #dbg_assign(i8 %45, !739, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1611, ptr %43, !DIExpression(), !1594)
    #dbg_value(ptr %0, !530, !DIExpression(), !1612)
    #dbg_value(!DIArgList(ptr %3, i64 0, i64 %36), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 10, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1612)
    #dbg_value(i64 %36, !536, !DIExpression(), !1612)
  %46 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !1614
  %47 = load i32, ptr %46, align 4, !dbg !1614, !tbaa !543
  %48 = icmp eq i32 %47, 0, !dbg !1615
  br i1 %48, label %50, label %49, !dbg !1616

49:                                               ; preds = %41
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %3) #2, !dbg !1617
    #dbg_value(ptr %0, !530, !DIExpression(), !1618)
    #dbg_value(ptr %42, !535, !DIExpression(), !1618)
    #dbg_value(i64 %29, !536, !DIExpression(), !1618)
  br label %70, !dbg !1620

50:                                               ; preds = %41
  %51 = getelementptr inbounds i8, ptr %3, i64 10, !dbg !1621
    #dbg_value(!DIArgList(ptr %51, i64 0, i64 %36), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1612)
  %52 = xor i64 %32, -1, !dbg !1621
    #dbg_value(!DIArgList(ptr %51, i64 %52), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1612)
  %53 = getelementptr inbounds i8, ptr %51, i64 %52, !dbg !1621
    #dbg_value(ptr %53, !535, !DIExpression(), !1612)
  %54 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1622
  %55 = load ptr, ptr %54, align 8, !dbg !1622, !tbaa !510
  %56 = load ptr, ptr %0, align 8, !dbg !1623, !tbaa !501
  %57 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1624
  %58 = load ptr, ptr %57, align 8, !dbg !1624, !tbaa !514
  %59 = call i32 %55(ptr noundef %56, ptr noundef nonnull %53, i64 noundef %36, ptr noundef %58) #2, !dbg !1625
  store i32 %59, ptr %46, align 4, !dbg !1626, !tbaa !543
  %60 = icmp eq i32 %59, 0, !dbg !1627
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %3) #2, !dbg !1617
    #dbg_value(ptr %0, !530, !DIExpression(), !1618)
    #dbg_value(ptr %42, !535, !DIExpression(), !1618)
    #dbg_value(i64 %29, !536, !DIExpression(), !1618)
  %61 = icmp ne i64 %29, 0
  %62 = and i1 %61, %60, !dbg !1620
  br i1 %62, label %63, label %70, !dbg !1620

63:                                               ; preds = %50
  %64 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1628
  %65 = load ptr, ptr %64, align 8, !dbg !1628, !tbaa !510
  %66 = load ptr, ptr %0, align 8, !dbg !1629, !tbaa !501
  %67 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1630
  %68 = load ptr, ptr %67, align 8, !dbg !1630, !tbaa !514
  %69 = call i32 %65(ptr noundef %66, ptr noundef nonnull %42, i64 noundef %29, ptr noundef %68) #2, !dbg !1631
  store i32 %69, ptr %46, align 4, !dbg !1632, !tbaa !543
  br label %70, !dbg !1633

70:                                               ; preds = %49, %63, %50, %18
  ret void, !dbg !1634
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!454, !455, !456, !457, !458, !459, !460}
!llvm.ident = !{!461}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 202, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/lua/ldump.c", directory: ".", checksumkind: CSK_MD5, checksum: "256bab330881e43b6aaab506057c6610")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 205, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !13, globals: !453, splitDebugInlining: false, nameTableKind: None)
!13 = !{!14, !17, !20, !21}
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !15, line: 90, baseType: !16)
!15 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_byte", file: !18, line: 36, baseType: !19)
!18 = !DIFile(filename: "src/lua/llimits.h", directory: ".", checksumkind: CSK_MD5, checksum: "f70379667ce169a2840c3c885517102a")
!19 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "GCUnion", file: !23, line: 353, size: 1600, elements: !24)
!23 = !DIFile(filename: "src/lua/lstate.h", directory: ".", checksumkind: CSK_MD5, checksum: "edd1473ca499831d12a0476e1db0587d")
!24 = !{!25, !34, !57, !369, !449, !450, !451, !452}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !22, file: !23, line: 354, baseType: !26, size: 128)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "GCObject", file: !27, line: 294, baseType: !28)
!27 = !DIFile(filename: "src/lua/lobject.h", directory: ".", checksumkind: CSK_MD5, checksum: "aea49a507ea3586a933fcf888e0c1530")
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "GCObject", file: !27, line: 292, size: 128, elements: !29)
!29 = !{!30, !32, !33}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !28, file: !27, line: 293, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !28, file: !27, line: 293, baseType: !17, size: 8, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !28, file: !27, line: 293, baseType: !17, size: 8, offset: 72)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "ts", scope: !22, file: !23, line: 355, baseType: !35, size: 256)
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TString", file: !27, line: 386, size: 256, elements: !36)
!36 = !{!37, !38, !39, !40, !41, !42, !44, !53}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !35, file: !27, line: 387, baseType: !31, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !35, file: !27, line: 387, baseType: !17, size: 8, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !35, file: !27, line: 387, baseType: !17, size: 8, offset: 72)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !35, file: !27, line: 388, baseType: !17, size: 8, offset: 80)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "shrlen", scope: !35, file: !27, line: 389, baseType: !17, size: 8, offset: 88)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !35, file: !27, line: 390, baseType: !43, size: 32, offset: 96)
!43 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !35, file: !27, line: 394, baseType: !45, size: 64, offset: 128)
!45 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !35, file: !27, line: 391, size: 64, elements: !46)
!46 = !{!47, !51}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "lnglen", scope: !45, file: !27, line: 392, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !49, line: 18, baseType: !50)
!49 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!50 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "hnext", scope: !45, file: !27, line: 393, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "contents", scope: !35, file: !27, line: 395, baseType: !54, size: 8, offset: 192)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 1)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !22, file: !23, line: 356, baseType: !58, size: 448)
!58 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Udata", file: !27, line: 459, size: 448, elements: !59)
!59 = !{!60, !61, !62, !63, !65, !66, !357, !358}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !58, file: !27, line: 460, baseType: !31, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !58, file: !27, line: 460, baseType: !17, size: 8, offset: 64)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !58, file: !27, line: 460, baseType: !17, size: 8, offset: 72)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "nuvalue", scope: !58, file: !27, line: 461, baseType: !64, size: 16, offset: 80)
!64 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !58, file: !27, line: 462, baseType: !48, size: 64, offset: 128)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !58, file: !27, line: 463, baseType: !67, size: 64, offset: 192)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Table", file: !27, line: 737, size: 448, elements: !69)
!69 = !{!70, !71, !72, !73, !74, !75, !76, !340, !354, !355, !356}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !68, file: !27, line: 738, baseType: !31, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !68, file: !27, line: 738, baseType: !17, size: 8, offset: 64)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !68, file: !27, line: 738, baseType: !17, size: 8, offset: 72)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !68, file: !27, line: 739, baseType: !17, size: 8, offset: 80)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "lsizenode", scope: !68, file: !27, line: 740, baseType: !17, size: 8, offset: 88)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "alimit", scope: !68, file: !27, line: 741, baseType: !43, size: 32, offset: 96)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "array", scope: !68, file: !27, line: 742, baseType: !77, size: 64, offset: 128)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "TValue", file: !27, line: 69, baseType: !79)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TValue", file: !27, line: 67, size: 128, elements: !80)
!80 = !{!81, !339}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !79, file: !27, line: 68, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "Value", file: !27, line: 57, baseType: !83)
!83 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Value", file: !27, line: 49, size: 64, elements: !84)
!84 = !{!85, !86, !87, !334, !337, !338}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !83, file: !27, line: 50, baseType: !31, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !83, file: !27, line: 51, baseType: !20, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !83, file: !27, line: 52, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !15, line: 106, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DISubroutineType(types: !91)
!91 = !{!92, !93}
!92 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !15, line: 57, baseType: !95)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !23, line: 309, size: 1600, elements: !96)
!96 = !{!97, !98, !99, !100, !101, !102, !103, !124, !210, !265, !266, !267, !291, !292, !293, !294, !297, !298, !328, !329, !330, !331, !332, !333}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !95, file: !23, line: 310, baseType: !31, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !95, file: !23, line: 310, baseType: !17, size: 8, offset: 64)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !95, file: !23, line: 310, baseType: !17, size: 8, offset: 72)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !95, file: !23, line: 311, baseType: !17, size: 8, offset: 80)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "allowhook", scope: !95, file: !23, line: 312, baseType: !17, size: 8, offset: 88)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "nci", scope: !95, file: !23, line: 313, baseType: !64, size: 16, offset: 96)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !95, file: !23, line: 314, baseType: !104, size: 64, offset: 128)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkIdRel", file: !27, line: 168, baseType: !105)
!105 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !27, line: 165, size: 64, elements: !106)
!106 = !{!107, !120}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !105, file: !27, line: 166, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkId", file: !27, line: 158, baseType: !109)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "StackValue", file: !27, line: 154, baseType: !111)
!111 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "StackValue", file: !27, line: 148, size: 128, elements: !112)
!112 = !{!113, !114}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !111, file: !27, line: 149, baseType: !78, size: 128)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !111, file: !27, line: 153, baseType: !115, size: 128)
!115 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !111, file: !27, line: 150, size: 128, elements: !116)
!116 = !{!117, !118, !119}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !115, file: !27, line: 151, baseType: !82, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !115, file: !27, line: 151, baseType: !17, size: 8, offset: 64)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !115, file: !27, line: 152, baseType: !64, size: 16, offset: 80)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !105, file: !27, line: 167, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !122, line: 18, baseType: !123)
!122 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!123 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "l_G", scope: !95, file: !23, line: 315, baseType: !125, size: 64, offset: 192)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "global_State", file: !23, line: 303, baseType: !127)
!127 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "global_State", file: !23, line: 254, size: 11328, elements: !128)
!128 = !{!129, !134, !135, !137, !138, !140, !141, !151, !152, !153, !154, !155, !156, !157, !158, !159, !160, !161, !162, !163, !164, !165, !167, !169, !170, !171, !172, !173, !174, !175, !176, !177, !178, !179, !180, !181, !182, !183, !184, !186, !187, !188, !189, !193, !197, !202, !209}
!129 = !DIDerivedType(tag: DW_TAG_member, name: "frealloc", scope: !127, file: !23, line: 255, baseType: !130, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Alloc", file: !15, line: 125, baseType: !131)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DISubroutineType(types: !133)
!133 = !{!20, !20, !20, !48, !48}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "ud", scope: !127, file: !23, line: 256, baseType: !20, size: 64, offset: 64)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "totalbytes", scope: !127, file: !23, line: 257, baseType: !136, size: 64, offset: 128)
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_mem", file: !18, line: 28, baseType: !121)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "GCdebt", scope: !127, file: !23, line: 258, baseType: !136, size: 64, offset: 192)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "GCestimate", scope: !127, file: !23, line: 259, baseType: !139, size: 64, offset: 256)
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_mem", file: !18, line: 27, baseType: !48)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "lastatomic", scope: !127, file: !23, line: 260, baseType: !139, size: 64, offset: 320)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "strt", scope: !127, file: !23, line: 261, baseType: !142, size: 128, offset: 384)
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "stringtable", file: !23, line: 159, baseType: !143)
!143 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stringtable", file: !23, line: 155, size: 128, elements: !144)
!144 = !{!145, !149, !150}
!145 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !143, file: !23, line: 156, baseType: !146, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "TString", file: !27, line: 396, baseType: !35)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "nuse", scope: !143, file: !23, line: 157, baseType: !92, size: 32, offset: 64)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !143, file: !23, line: 158, baseType: !92, size: 32, offset: 96)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "l_registry", scope: !127, file: !23, line: 262, baseType: !78, size: 128, offset: 512)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "nilvalue", scope: !127, file: !23, line: 263, baseType: !78, size: 128, offset: 640)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "seed", scope: !127, file: !23, line: 264, baseType: !43, size: 32, offset: 768)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "currentwhite", scope: !127, file: !23, line: 265, baseType: !17, size: 8, offset: 800)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "gcstate", scope: !127, file: !23, line: 266, baseType: !17, size: 8, offset: 808)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "gckind", scope: !127, file: !23, line: 267, baseType: !17, size: 8, offset: 816)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "gcstopem", scope: !127, file: !23, line: 268, baseType: !17, size: 8, offset: 824)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "genminormul", scope: !127, file: !23, line: 269, baseType: !17, size: 8, offset: 832)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "genmajormul", scope: !127, file: !23, line: 270, baseType: !17, size: 8, offset: 840)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "gcstp", scope: !127, file: !23, line: 271, baseType: !17, size: 8, offset: 848)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "gcemergency", scope: !127, file: !23, line: 272, baseType: !17, size: 8, offset: 856)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "gcpause", scope: !127, file: !23, line: 273, baseType: !17, size: 8, offset: 864)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepmul", scope: !127, file: !23, line: 274, baseType: !17, size: 8, offset: 872)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepsize", scope: !127, file: !23, line: 275, baseType: !17, size: 8, offset: 880)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "allgc", scope: !127, file: !23, line: 276, baseType: !166, size: 64, offset: 896)
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "sweepgc", scope: !127, file: !23, line: 277, baseType: !168, size: 64, offset: 960)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !166, size: 64)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "finobj", scope: !127, file: !23, line: 278, baseType: !166, size: 64, offset: 1024)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "gray", scope: !127, file: !23, line: 279, baseType: !166, size: 64, offset: 1088)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "grayagain", scope: !127, file: !23, line: 280, baseType: !166, size: 64, offset: 1152)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !127, file: !23, line: 281, baseType: !166, size: 64, offset: 1216)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "ephemeron", scope: !127, file: !23, line: 282, baseType: !166, size: 64, offset: 1280)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "allweak", scope: !127, file: !23, line: 283, baseType: !166, size: 64, offset: 1344)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "tobefnz", scope: !127, file: !23, line: 284, baseType: !166, size: 64, offset: 1408)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "fixedgc", scope: !127, file: !23, line: 285, baseType: !166, size: 64, offset: 1472)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "survival", scope: !127, file: !23, line: 287, baseType: !166, size: 64, offset: 1536)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "old1", scope: !127, file: !23, line: 288, baseType: !166, size: 64, offset: 1600)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "reallyold", scope: !127, file: !23, line: 289, baseType: !166, size: 64, offset: 1664)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "firstold1", scope: !127, file: !23, line: 290, baseType: !166, size: 64, offset: 1728)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "finobjsur", scope: !127, file: !23, line: 291, baseType: !166, size: 64, offset: 1792)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "finobjold1", scope: !127, file: !23, line: 292, baseType: !166, size: 64, offset: 1856)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "finobjrold", scope: !127, file: !23, line: 293, baseType: !166, size: 64, offset: 1920)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !127, file: !23, line: 294, baseType: !185, size: 64, offset: 1984)
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "panic", scope: !127, file: !23, line: 295, baseType: !88, size: 64, offset: 2048)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "mainthread", scope: !127, file: !23, line: 296, baseType: !185, size: 64, offset: 2112)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "memerrmsg", scope: !127, file: !23, line: 297, baseType: !147, size: 64, offset: 2176)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "tmname", scope: !127, file: !23, line: 298, baseType: !190, size: 1600, offset: 2240)
!190 = !DICompositeType(tag: DW_TAG_array_type, baseType: !147, size: 1600, elements: !191)
!191 = !{!192}
!192 = !DISubrange(count: 25)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "mt", scope: !127, file: !23, line: 299, baseType: !194, size: 576, offset: 3840)
!194 = !DICompositeType(tag: DW_TAG_array_type, baseType: !67, size: 576, elements: !195)
!195 = !{!196}
!196 = !DISubrange(count: 9)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "strcache", scope: !127, file: !23, line: 300, baseType: !198, size: 6784, offset: 4416)
!198 = !DICompositeType(tag: DW_TAG_array_type, baseType: !147, size: 6784, elements: !199)
!199 = !{!200, !201}
!200 = !DISubrange(count: 53)
!201 = !DISubrange(count: 2)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "warnf", scope: !127, file: !23, line: 301, baseType: !203, size: 64, offset: 11200)
!203 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_WarnFunction", file: !15, line: 131, baseType: !204)
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !205, size: 64)
!205 = !DISubroutineType(types: !206)
!206 = !{null, !20, !207, !92}
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !208, size: 64)
!208 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "ud_warn", scope: !127, file: !23, line: 302, baseType: !20, size: 64, offset: 11264)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "ci", scope: !95, file: !23, line: 316, baseType: !211, size: 64, offset: 256)
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !212, size: 64)
!212 = !DIDerivedType(tag: DW_TAG_typedef, name: "CallInfo", file: !23, line: 14, baseType: !213)
!213 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CallInfo", file: !23, line: 177, size: 512, elements: !214)
!214 = !{!215, !216, !217, !219, !220, !251, !262, !264}
!215 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !213, file: !23, line: 178, baseType: !104, size: 64)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !213, file: !23, line: 179, baseType: !104, size: 64, offset: 64)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !213, file: !23, line: 180, baseType: !218, size: 64, offset: 128)
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !213, size: 64)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !213, file: !23, line: 180, baseType: !218, size: 64, offset: 192)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !213, file: !23, line: 192, baseType: !221, size: 192, offset: 256)
!221 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !213, file: !23, line: 181, size: 192, elements: !222)
!222 = !{!223, !238}
!223 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !221, file: !23, line: 186, baseType: !224, size: 128)
!224 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !221, file: !23, line: 182, size: 128, elements: !225)
!225 = !{!226, !231, !237}
!226 = !DIDerivedType(tag: DW_TAG_member, name: "savedpc", scope: !224, file: !23, line: 183, baseType: !227, size: 64)
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !228, size: 64)
!228 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !229)
!229 = !DIDerivedType(tag: DW_TAG_typedef, name: "Instruction", file: !18, line: 205, baseType: !230)
!230 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_uint32", file: !18, line: 200, baseType: !43)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "trap", scope: !224, file: !23, line: 184, baseType: !232, size: 32, offset: 64)
!232 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !233)
!233 = !DIDerivedType(tag: DW_TAG_typedef, name: "sig_atomic_t", file: !234, line: 8, baseType: !235)
!234 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/sig_atomic_t.h", directory: "", checksumkind: CSK_MD5, checksum: "d9236f7e3e7f10f53aa9d4cd97f503cf")
!235 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sig_atomic_t", file: !236, line: 215, baseType: !92)
!236 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!237 = !DIDerivedType(tag: DW_TAG_member, name: "nextraargs", scope: !224, file: !23, line: 185, baseType: !92, size: 32, offset: 96)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !221, file: !23, line: 191, baseType: !239, size: 192)
!239 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !221, file: !23, line: 187, size: 192, elements: !240)
!240 = !{!241, !249, !250}
!241 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !239, file: !23, line: 188, baseType: !242, size: 64)
!242 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !15, line: 111, baseType: !243)
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !244, size: 64)
!244 = !DISubroutineType(types: !245)
!245 = !{!92, !93, !92, !246}
!246 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !15, line: 100, baseType: !247)
!247 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !248, line: 87, baseType: !123)
!248 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!249 = !DIDerivedType(tag: DW_TAG_member, name: "old_errfunc", scope: !239, file: !23, line: 189, baseType: !121, size: 64, offset: 64)
!250 = !DIDerivedType(tag: DW_TAG_member, name: "ctx", scope: !239, file: !23, line: 190, baseType: !246, size: 64, offset: 128)
!251 = !DIDerivedType(tag: DW_TAG_member, name: "u2", scope: !213, file: !23, line: 201, baseType: !252, size: 32, offset: 448)
!252 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !213, file: !23, line: 193, size: 32, elements: !253)
!253 = !{!254, !255, !256, !257}
!254 = !DIDerivedType(tag: DW_TAG_member, name: "funcidx", scope: !252, file: !23, line: 194, baseType: !92, size: 32)
!255 = !DIDerivedType(tag: DW_TAG_member, name: "nyield", scope: !252, file: !23, line: 195, baseType: !92, size: 32)
!256 = !DIDerivedType(tag: DW_TAG_member, name: "nres", scope: !252, file: !23, line: 196, baseType: !92, size: 32)
!257 = !DIDerivedType(tag: DW_TAG_member, name: "transferinfo", scope: !252, file: !23, line: 200, baseType: !258, size: 32)
!258 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !252, file: !23, line: 197, size: 32, elements: !259)
!259 = !{!260, !261}
!260 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !258, file: !23, line: 198, baseType: !64, size: 16)
!261 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !258, file: !23, line: 199, baseType: !64, size: 16, offset: 16)
!262 = !DIDerivedType(tag: DW_TAG_member, name: "nresults", scope: !213, file: !23, line: 202, baseType: !263, size: 16, offset: 480)
!263 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "callstatus", scope: !213, file: !23, line: 203, baseType: !64, size: 16, offset: 496)
!265 = !DIDerivedType(tag: DW_TAG_member, name: "stack_last", scope: !95, file: !23, line: 317, baseType: !104, size: 64, offset: 320)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "stack", scope: !95, file: !23, line: 318, baseType: !104, size: 64, offset: 384)
!267 = !DIDerivedType(tag: DW_TAG_member, name: "openupval", scope: !95, file: !23, line: 319, baseType: !268, size: 64, offset: 448)
!268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !269, size: 64)
!269 = !DIDerivedType(tag: DW_TAG_typedef, name: "UpVal", file: !27, line: 640, baseType: !270)
!270 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "UpVal", file: !27, line: 627, size: 320, elements: !271)
!271 = !{!272, !273, !274, !275, !280}
!272 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !270, file: !27, line: 628, baseType: !31, size: 64)
!273 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !270, file: !27, line: 628, baseType: !17, size: 8, offset: 64)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !270, file: !27, line: 628, baseType: !17, size: 8, offset: 72)
!275 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !270, file: !27, line: 632, baseType: !276, size: 64, offset: 128)
!276 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !270, file: !27, line: 629, size: 64, elements: !277)
!277 = !{!278, !279}
!278 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !276, file: !27, line: 630, baseType: !77, size: 64)
!279 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !276, file: !27, line: 631, baseType: !121, size: 64)
!280 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !270, file: !27, line: 639, baseType: !281, size: 128, offset: 192)
!281 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !270, file: !27, line: 633, size: 128, elements: !282)
!282 = !{!283, !290}
!283 = !DIDerivedType(tag: DW_TAG_member, name: "open", scope: !281, file: !27, line: 637, baseType: !284, size: 128)
!284 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !281, file: !27, line: 634, size: 128, elements: !285)
!285 = !{!286, !288}
!286 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !284, file: !27, line: 635, baseType: !287, size: 64)
!287 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !270, size: 64)
!288 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !284, file: !27, line: 636, baseType: !289, size: 64, offset: 64)
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !287, size: 64)
!290 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !281, file: !27, line: 638, baseType: !78, size: 128)
!291 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !95, file: !23, line: 320, baseType: !104, size: 64, offset: 512)
!292 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !95, file: !23, line: 321, baseType: !166, size: 64, offset: 576)
!293 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !95, file: !23, line: 322, baseType: !185, size: 64, offset: 640)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "errorJmp", scope: !95, file: !23, line: 323, baseType: !295, size: 64, offset: 704)
!295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !296, size: 64)
!296 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_longjmp", file: !23, line: 122, flags: DIFlagFwdDecl)
!297 = !DIDerivedType(tag: DW_TAG_member, name: "base_ci", scope: !95, file: !23, line: 324, baseType: !212, size: 512, offset: 768)
!298 = !DIDerivedType(tag: DW_TAG_member, name: "hook", scope: !95, file: !23, line: 325, baseType: !299, size: 64, offset: 1280)
!299 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !300)
!300 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Hook", file: !15, line: 143, baseType: !301)
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !302, size: 64)
!302 = !DISubroutineType(types: !303)
!303 = !{null, !93, !304}
!304 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !305, size: 64)
!305 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Debug", file: !15, line: 137, baseType: !306)
!306 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_Debug", file: !15, line: 475, size: 1088, elements: !307)
!307 = !{!308, !309, !310, !311, !312, !313, !314, !315, !316, !317, !318, !319, !320, !321, !322, !323, !327}
!308 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !306, file: !15, line: 476, baseType: !92, size: 32)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !306, file: !15, line: 477, baseType: !207, size: 64, offset: 64)
!310 = !DIDerivedType(tag: DW_TAG_member, name: "namewhat", scope: !306, file: !15, line: 478, baseType: !207, size: 64, offset: 128)
!311 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !306, file: !15, line: 479, baseType: !207, size: 64, offset: 192)
!312 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !306, file: !15, line: 480, baseType: !207, size: 64, offset: 256)
!313 = !DIDerivedType(tag: DW_TAG_member, name: "srclen", scope: !306, file: !15, line: 481, baseType: !48, size: 64, offset: 320)
!314 = !DIDerivedType(tag: DW_TAG_member, name: "currentline", scope: !306, file: !15, line: 482, baseType: !92, size: 32, offset: 384)
!315 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !306, file: !15, line: 483, baseType: !92, size: 32, offset: 416)
!316 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !306, file: !15, line: 484, baseType: !92, size: 32, offset: 448)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !306, file: !15, line: 485, baseType: !19, size: 8, offset: 480)
!318 = !DIDerivedType(tag: DW_TAG_member, name: "nparams", scope: !306, file: !15, line: 486, baseType: !19, size: 8, offset: 488)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "isvararg", scope: !306, file: !15, line: 487, baseType: !4, size: 8, offset: 496)
!320 = !DIDerivedType(tag: DW_TAG_member, name: "istailcall", scope: !306, file: !15, line: 488, baseType: !4, size: 8, offset: 504)
!321 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !306, file: !15, line: 489, baseType: !64, size: 16, offset: 512)
!322 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !306, file: !15, line: 490, baseType: !64, size: 16, offset: 528)
!323 = !DIDerivedType(tag: DW_TAG_member, name: "short_src", scope: !306, file: !15, line: 491, baseType: !324, size: 480, offset: 544)
!324 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 480, elements: !325)
!325 = !{!326}
!326 = !DISubrange(count: 60)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "i_ci", scope: !306, file: !15, line: 493, baseType: !218, size: 64, offset: 1024)
!328 = !DIDerivedType(tag: DW_TAG_member, name: "errfunc", scope: !95, file: !23, line: 326, baseType: !121, size: 64, offset: 1344)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "nCcalls", scope: !95, file: !23, line: 327, baseType: !230, size: 32, offset: 1408)
!330 = !DIDerivedType(tag: DW_TAG_member, name: "oldpc", scope: !95, file: !23, line: 328, baseType: !92, size: 32, offset: 1440)
!331 = !DIDerivedType(tag: DW_TAG_member, name: "basehookcount", scope: !95, file: !23, line: 329, baseType: !92, size: 32, offset: 1472)
!332 = !DIDerivedType(tag: DW_TAG_member, name: "hookcount", scope: !95, file: !23, line: 330, baseType: !92, size: 32, offset: 1504)
!333 = !DIDerivedType(tag: DW_TAG_member, name: "hookmask", scope: !95, file: !23, line: 331, baseType: !232, size: 32, offset: 1536)
!334 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !83, file: !27, line: 53, baseType: !335, size: 64)
!335 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !15, line: 94, baseType: !336)
!336 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!337 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !83, file: !27, line: 54, baseType: !14, size: 64)
!338 = !DIDerivedType(tag: DW_TAG_member, name: "ub", scope: !83, file: !27, line: 56, baseType: !17, size: 8)
!339 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !79, file: !27, line: 68, baseType: !17, size: 8, offset: 64)
!340 = !DIDerivedType(tag: DW_TAG_member, name: "node", scope: !68, file: !27, line: 743, baseType: !341, size: 64, offset: 192)
!341 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !342, size: 64)
!342 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !27, line: 707, baseType: !343)
!343 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Node", file: !27, line: 699, size: 192, elements: !344)
!344 = !{!345, !353}
!345 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !343, file: !27, line: 705, baseType: !346, size: 192)
!346 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NodeKey", file: !27, line: 700, size: 192, elements: !347)
!347 = !{!348, !349, !350, !351, !352}
!348 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !346, file: !27, line: 701, baseType: !82, size: 64)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !346, file: !27, line: 701, baseType: !17, size: 8, offset: 64)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "key_tt", scope: !346, file: !27, line: 702, baseType: !17, size: 8, offset: 72)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !346, file: !27, line: 703, baseType: !92, size: 32, offset: 96)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "key_val", scope: !346, file: !27, line: 704, baseType: !82, size: 64, offset: 128)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "i_val", scope: !343, file: !27, line: 706, baseType: !78, size: 128)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "lastfree", scope: !68, file: !27, line: 744, baseType: !341, size: 64, offset: 256)
!355 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !68, file: !27, line: 745, baseType: !67, size: 64, offset: 320)
!356 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !68, file: !27, line: 746, baseType: !166, size: 64, offset: 384)
!357 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !58, file: !27, line: 464, baseType: !166, size: 64, offset: 256)
!358 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !58, file: !27, line: 465, baseType: !359, size: 128, offset: 320)
!359 = !DICompositeType(tag: DW_TAG_array_type, baseType: !360, size: 128, elements: !55)
!360 = !DIDerivedType(tag: DW_TAG_typedef, name: "UValue", file: !27, line: 452, baseType: !361)
!361 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "UValue", file: !27, line: 449, size: 128, elements: !362)
!362 = !{!363, !364, !365, !366, !367, !368}
!363 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !361, file: !27, line: 450, baseType: !78, size: 128)
!364 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !361, file: !27, line: 451, baseType: !14, size: 64)
!365 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !361, file: !27, line: 451, baseType: !16, size: 64)
!366 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !361, file: !27, line: 451, baseType: !20, size: 64)
!367 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !361, file: !27, line: 451, baseType: !335, size: 64)
!368 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !361, file: !27, line: 451, baseType: !123, size: 64)
!369 = !DIDerivedType(tag: DW_TAG_member, name: "cl", scope: !22, file: !23, line: 357, baseType: !370, size: 384)
!370 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Closure", file: !27, line: 661, size: 384, elements: !371)
!371 = !{!372, !384}
!372 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !370, file: !27, line: 662, baseType: !373, size: 384)
!373 = !DIDerivedType(tag: DW_TAG_typedef, name: "CClosure", file: !27, line: 651, baseType: !374)
!374 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CClosure", file: !27, line: 647, size: 384, elements: !375)
!375 = !{!376, !377, !378, !379, !380, !381, !382}
!376 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !374, file: !27, line: 648, baseType: !31, size: 64)
!377 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !374, file: !27, line: 648, baseType: !17, size: 8, offset: 64)
!378 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !374, file: !27, line: 648, baseType: !17, size: 8, offset: 72)
!379 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !374, file: !27, line: 648, baseType: !17, size: 8, offset: 80)
!380 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !374, file: !27, line: 648, baseType: !166, size: 64, offset: 128)
!381 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !374, file: !27, line: 649, baseType: !88, size: 64, offset: 192)
!382 = !DIDerivedType(tag: DW_TAG_member, name: "upvalue", scope: !374, file: !27, line: 650, baseType: !383, size: 128, offset: 256)
!383 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 128, elements: !55)
!384 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !370, file: !27, line: 663, baseType: !385, size: 320)
!385 = !DIDerivedType(tag: DW_TAG_typedef, name: "LClosure", file: !27, line: 658, baseType: !386)
!386 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LClosure", file: !27, line: 654, size: 320, elements: !387)
!387 = !{!388, !389, !390, !391, !392, !393, !447}
!388 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !386, file: !27, line: 655, baseType: !31, size: 64)
!389 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !386, file: !27, line: 655, baseType: !17, size: 8, offset: 64)
!390 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !386, file: !27, line: 655, baseType: !17, size: 8, offset: 72)
!391 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !386, file: !27, line: 655, baseType: !17, size: 8, offset: 80)
!392 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !386, file: !27, line: 655, baseType: !166, size: 64, offset: 128)
!393 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !386, file: !27, line: 656, baseType: !394, size: 64, offset: 192)
!394 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !395, size: 64)
!395 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Proto", file: !27, line: 550, size: 1024, elements: !396)
!396 = !{!397, !398, !399, !400, !401, !402, !403, !404, !405, !406, !407, !408, !409, !410, !411, !412, !413, !415, !417, !426, !430, !437, !445, !446}
!397 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !395, file: !27, line: 551, baseType: !31, size: 64)
!398 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !395, file: !27, line: 551, baseType: !17, size: 8, offset: 64)
!399 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !395, file: !27, line: 551, baseType: !17, size: 8, offset: 72)
!400 = !DIDerivedType(tag: DW_TAG_member, name: "numparams", scope: !395, file: !27, line: 552, baseType: !17, size: 8, offset: 80)
!401 = !DIDerivedType(tag: DW_TAG_member, name: "is_vararg", scope: !395, file: !27, line: 553, baseType: !17, size: 8, offset: 88)
!402 = !DIDerivedType(tag: DW_TAG_member, name: "maxstacksize", scope: !395, file: !27, line: 554, baseType: !17, size: 8, offset: 96)
!403 = !DIDerivedType(tag: DW_TAG_member, name: "sizeupvalues", scope: !395, file: !27, line: 555, baseType: !92, size: 32, offset: 128)
!404 = !DIDerivedType(tag: DW_TAG_member, name: "sizek", scope: !395, file: !27, line: 556, baseType: !92, size: 32, offset: 160)
!405 = !DIDerivedType(tag: DW_TAG_member, name: "sizecode", scope: !395, file: !27, line: 557, baseType: !92, size: 32, offset: 192)
!406 = !DIDerivedType(tag: DW_TAG_member, name: "sizelineinfo", scope: !395, file: !27, line: 558, baseType: !92, size: 32, offset: 224)
!407 = !DIDerivedType(tag: DW_TAG_member, name: "sizep", scope: !395, file: !27, line: 559, baseType: !92, size: 32, offset: 256)
!408 = !DIDerivedType(tag: DW_TAG_member, name: "sizelocvars", scope: !395, file: !27, line: 560, baseType: !92, size: 32, offset: 288)
!409 = !DIDerivedType(tag: DW_TAG_member, name: "sizeabslineinfo", scope: !395, file: !27, line: 561, baseType: !92, size: 32, offset: 320)
!410 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !395, file: !27, line: 562, baseType: !92, size: 32, offset: 352)
!411 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !395, file: !27, line: 563, baseType: !92, size: 32, offset: 384)
!412 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !395, file: !27, line: 564, baseType: !77, size: 64, offset: 448)
!413 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !395, file: !27, line: 565, baseType: !414, size: 64, offset: 512)
!414 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !229, size: 64)
!415 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !395, file: !27, line: 566, baseType: !416, size: 64, offset: 576)
!416 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !394, size: 64)
!417 = !DIDerivedType(tag: DW_TAG_member, name: "upvalues", scope: !395, file: !27, line: 567, baseType: !418, size: 64, offset: 640)
!418 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !419, size: 64)
!419 = !DIDerivedType(tag: DW_TAG_typedef, name: "Upvaldesc", file: !27, line: 518, baseType: !420)
!420 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Upvaldesc", file: !27, line: 513, size: 128, elements: !421)
!421 = !{!422, !423, !424, !425}
!422 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !420, file: !27, line: 514, baseType: !147, size: 64)
!423 = !DIDerivedType(tag: DW_TAG_member, name: "instack", scope: !420, file: !27, line: 515, baseType: !17, size: 8, offset: 64)
!424 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !420, file: !27, line: 516, baseType: !17, size: 8, offset: 72)
!425 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !420, file: !27, line: 517, baseType: !17, size: 8, offset: 80)
!426 = !DIDerivedType(tag: DW_TAG_member, name: "lineinfo", scope: !395, file: !27, line: 568, baseType: !427, size: 64, offset: 704)
!427 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !428, size: 64)
!428 = !DIDerivedType(tag: DW_TAG_typedef, name: "ls_byte", file: !18, line: 37, baseType: !429)
!429 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!430 = !DIDerivedType(tag: DW_TAG_member, name: "abslineinfo", scope: !395, file: !27, line: 569, baseType: !431, size: 64, offset: 768)
!431 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !432, size: 64)
!432 = !DIDerivedType(tag: DW_TAG_typedef, name: "AbsLineInfo", file: !27, line: 545, baseType: !433)
!433 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "AbsLineInfo", file: !27, line: 542, size: 64, elements: !434)
!434 = !{!435, !436}
!435 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !433, file: !27, line: 543, baseType: !92, size: 32)
!436 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !433, file: !27, line: 544, baseType: !92, size: 32, offset: 32)
!437 = !DIDerivedType(tag: DW_TAG_member, name: "locvars", scope: !395, file: !27, line: 570, baseType: !438, size: 64, offset: 832)
!438 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !439, size: 64)
!439 = !DIDerivedType(tag: DW_TAG_typedef, name: "LocVar", file: !27, line: 529, baseType: !440)
!440 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LocVar", file: !27, line: 525, size: 128, elements: !441)
!441 = !{!442, !443, !444}
!442 = !DIDerivedType(tag: DW_TAG_member, name: "varname", scope: !440, file: !27, line: 526, baseType: !147, size: 64)
!443 = !DIDerivedType(tag: DW_TAG_member, name: "startpc", scope: !440, file: !27, line: 527, baseType: !92, size: 32, offset: 64)
!444 = !DIDerivedType(tag: DW_TAG_member, name: "endpc", scope: !440, file: !27, line: 528, baseType: !92, size: 32, offset: 96)
!445 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !395, file: !27, line: 571, baseType: !147, size: 64, offset: 896)
!446 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !395, file: !27, line: 572, baseType: !166, size: 64, offset: 960)
!447 = !DIDerivedType(tag: DW_TAG_member, name: "upvals", scope: !386, file: !27, line: 657, baseType: !448, size: 64, offset: 256)
!448 = !DICompositeType(tag: DW_TAG_array_type, baseType: !268, size: 64, elements: !55)
!449 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !22, file: !23, line: 358, baseType: !68, size: 448)
!450 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !22, file: !23, line: 359, baseType: !395, size: 1024)
!451 = !DIDerivedType(tag: DW_TAG_member, name: "th", scope: !22, file: !23, line: 360, baseType: !95, size: 1600)
!452 = !DIDerivedType(tag: DW_TAG_member, name: "upv", scope: !22, file: !23, line: 361, baseType: !270, size: 320)
!453 = !{!0, !7}
!454 = !{i32 7, !"Dwarf Version", i32 5}
!455 = !{i32 2, !"Debug Info Version", i32 3}
!456 = !{i32 1, !"wchar_size", i32 4}
!457 = !{i32 8, !"PIC Level", i32 2}
!458 = !{i32 7, !"PIE Level", i32 2}
!459 = !{i32 7, !"uwtable", i32 2}
!460 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!461 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!462 = distinct !DISubprogram(name: "luaU_dump", scope: !2, file: !2, line: 217, type: !463, scopeLine: 218, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !474)
!463 = !DISubroutineType(types: !464)
!464 = !{!92, !93, !465, !468, !20, !92}
!465 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !466, size: 64)
!466 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !467)
!467 = !DIDerivedType(tag: DW_TAG_typedef, name: "Proto", file: !27, line: 573, baseType: !395)
!468 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Writer", file: !15, line: 119, baseType: !469)
!469 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !470, size: 64)
!470 = !DISubroutineType(types: !471)
!471 = !{!92, !93, !472, !48, !20}
!472 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !473, size: 64)
!473 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!474 = !{!475, !476, !477, !478, !479, !480}
!475 = !DILocalVariable(name: "L", arg: 1, scope: !462, file: !2, line: 217, type: !93)
!476 = !DILocalVariable(name: "f", arg: 2, scope: !462, file: !2, line: 217, type: !465)
!477 = !DILocalVariable(name: "w", arg: 3, scope: !462, file: !2, line: 217, type: !468)
!478 = !DILocalVariable(name: "data", arg: 4, scope: !462, file: !2, line: 217, type: !20)
!479 = !DILocalVariable(name: "strip", arg: 5, scope: !462, file: !2, line: 218, type: !92)
!480 = !DILocalVariable(name: "D", scope: !462, file: !2, line: 219, type: !481)
!481 = !DIDerivedType(tag: DW_TAG_typedef, name: "DumpState", file: !2, line: 29, baseType: !482)
!482 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 23, size: 256, elements: !483)
!483 = !{!484, !485, !486, !487, !488}
!484 = !DIDerivedType(tag: DW_TAG_member, name: "L", scope: !482, file: !2, line: 24, baseType: !93, size: 64)
!485 = !DIDerivedType(tag: DW_TAG_member, name: "writer", scope: !482, file: !2, line: 25, baseType: !468, size: 64, offset: 64)
!486 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !482, file: !2, line: 26, baseType: !20, size: 64, offset: 128)
!487 = !DIDerivedType(tag: DW_TAG_member, name: "strip", scope: !482, file: !2, line: 27, baseType: !92, size: 32, offset: 192)
!488 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !482, file: !2, line: 28, baseType: !92, size: 32, offset: 224)
!489 = distinct !DIAssignID()
!490 = distinct !DIAssignID()
!491 = distinct !DIAssignID()
!492 = distinct !DIAssignID()
!493 = distinct !DIAssignID()
!494 = distinct !DIAssignID()
!495 = distinct !DIAssignID()
!496 = distinct !DIAssignID()
!497 = distinct !DIAssignID()
!498 = !DILocation(line: 0, scope: !462)
!499 = !DILocation(line: 219, column: 3, scope: !462)
!500 = !DILocation(line: 220, column: 7, scope: !462)
!501 = !{!502, !503, i64 0}
!502 = !{!"", !503, i64 0, !503, i64 8, !503, i64 16, !506, i64 24, !506, i64 28}
!503 = !{!"any pointer", !504, i64 0}
!504 = !{!"omnipotent char", !505, i64 0}
!505 = !{!"Simple C/C++ TBAA"}
!506 = !{!"int", !504, i64 0}
!507 = distinct !DIAssignID()
!508 = !DILocation(line: 221, column: 5, scope: !462)
!509 = !DILocation(line: 221, column: 12, scope: !462)
!510 = !{!502, !503, i64 8}
!511 = distinct !DIAssignID()
!512 = !DILocation(line: 222, column: 5, scope: !462)
!513 = !DILocation(line: 222, column: 10, scope: !462)
!514 = !{!502, !503, i64 16}
!515 = distinct !DIAssignID()
!516 = !DILocation(line: 223, column: 5, scope: !462)
!517 = !DILocation(line: 223, column: 11, scope: !462)
!518 = !{!502, !506, i64 24}
!519 = distinct !DIAssignID()
!520 = !DILocation(line: 224, column: 5, scope: !462)
!521 = distinct !DIAssignID()
!522 = !DILocalVariable(name: "D", arg: 1, scope: !523, file: !2, line: 201, type: !526)
!523 = distinct !DISubprogram(name: "dumpHeader", scope: !2, file: !2, line: 201, type: !524, scopeLine: 201, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !527)
!524 = !DISubroutineType(types: !525)
!525 = !{null, !526}
!526 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !481, size: 64)
!527 = !{!522}
!528 = !DILocation(line: 0, scope: !523, inlinedAt: !529)
!529 = distinct !DILocation(line: 225, column: 3, scope: !462)
!530 = !DILocalVariable(name: "D", arg: 1, scope: !531, file: !2, line: 41, type: !526)
!531 = distinct !DISubprogram(name: "dumpBlock", scope: !2, file: !2, line: 41, type: !532, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !534)
!532 = !DISubroutineType(types: !533)
!533 = !{null, !526, !472, !48}
!534 = !{!530, !535, !536}
!535 = !DILocalVariable(name: "b", arg: 2, scope: !531, file: !2, line: 41, type: !472)
!536 = !DILocalVariable(name: "size", arg: 3, scope: !531, file: !2, line: 41, type: !48)
!537 = !DILocation(line: 0, scope: !531, inlinedAt: !538)
!538 = distinct !DILocation(line: 202, column: 3, scope: !523, inlinedAt: !529)
!539 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !538)
!540 = distinct !DILexicalBlock(scope: !541, file: !2, line: 42, column: 35)
!541 = distinct !DILexicalBlock(scope: !531, file: !2, line: 42, column: 7)
!542 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !538)
!543 = !{!502, !506, i64 28}
!544 = distinct !DIAssignID()
!545 = !DILocalVariable(name: "x", scope: !546, file: !2, line: 54, type: !17)
!546 = distinct !DISubprogram(name: "dumpByte", scope: !2, file: !2, line: 53, type: !547, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !549)
!547 = !DISubroutineType(types: !548)
!548 = !{null, !526, !92}
!549 = !{!550, !551, !545}
!550 = !DILocalVariable(name: "D", arg: 1, scope: !546, file: !2, line: 53, type: !526)
!551 = !DILocalVariable(name: "y", arg: 2, scope: !546, file: !2, line: 53, type: !92)
!552 = !DILocation(line: 0, scope: !546, inlinedAt: !553)
!553 = distinct !DILocation(line: 203, column: 3, scope: !523, inlinedAt: !529)
!554 = !DILocation(line: 54, column: 3, scope: !546, inlinedAt: !553)
!555 = !DILocation(line: 54, column: 11, scope: !546, inlinedAt: !553)
!556 = !{!504, !504, i64 0}
!557 = distinct !DIAssignID()
!558 = !DILocation(line: 0, scope: !531, inlinedAt: !559)
!559 = distinct !DILocation(line: 55, column: 3, scope: !546, inlinedAt: !553)
!560 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !559)
!561 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !559)
!562 = !DILocation(line: 56, column: 1, scope: !546, inlinedAt: !553)
!563 = !DILocation(line: 0, scope: !546, inlinedAt: !564)
!564 = distinct !DILocation(line: 204, column: 3, scope: !523, inlinedAt: !529)
!565 = distinct !DIAssignID()
!566 = !DILocation(line: 0, scope: !531, inlinedAt: !567)
!567 = distinct !DILocation(line: 55, column: 3, scope: !546, inlinedAt: !564)
!568 = !DILocation(line: 0, scope: !531, inlinedAt: !569)
!569 = distinct !DILocation(line: 205, column: 3, scope: !523, inlinedAt: !529)
!570 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !569)
!571 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !559)
!572 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !559)
!573 = distinct !DIAssignID()
!574 = !DILocation(line: 54, column: 3, scope: !546, inlinedAt: !564)
!575 = !DILocation(line: 54, column: 11, scope: !546, inlinedAt: !564)
!576 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !567)
!577 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !567)
!578 = !DILocation(line: 56, column: 1, scope: !546, inlinedAt: !564)
!579 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !567)
!580 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !567)
!581 = distinct !DIAssignID()
!582 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !569)
!583 = !DILocation(line: 0, scope: !546, inlinedAt: !584)
!584 = distinct !DILocation(line: 206, column: 3, scope: !523, inlinedAt: !529)
!585 = !DILocation(line: 54, column: 3, scope: !546, inlinedAt: !584)
!586 = distinct !DIAssignID()
!587 = !DILocation(line: 0, scope: !531, inlinedAt: !588)
!588 = distinct !DILocation(line: 55, column: 3, scope: !546, inlinedAt: !584)
!589 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !588)
!590 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !569)
!591 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !569)
!592 = distinct !DIAssignID()
!593 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !588)
!594 = !DILocation(line: 54, column: 11, scope: !546, inlinedAt: !584)
!595 = !DILocation(line: 56, column: 1, scope: !546, inlinedAt: !584)
!596 = !DILocation(line: 0, scope: !546, inlinedAt: !597)
!597 = distinct !DILocation(line: 207, column: 3, scope: !523, inlinedAt: !529)
!598 = !DILocation(line: 54, column: 3, scope: !546, inlinedAt: !597)
!599 = distinct !DIAssignID()
!600 = !DILocation(line: 0, scope: !531, inlinedAt: !601)
!601 = distinct !DILocation(line: 55, column: 3, scope: !546, inlinedAt: !597)
!602 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !601)
!603 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !588)
!604 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !588)
!605 = distinct !DIAssignID()
!606 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !601)
!607 = !DILocation(line: 54, column: 11, scope: !546, inlinedAt: !597)
!608 = !DILocation(line: 56, column: 1, scope: !546, inlinedAt: !597)
!609 = !DILocation(line: 0, scope: !546, inlinedAt: !610)
!610 = distinct !DILocation(line: 208, column: 3, scope: !523, inlinedAt: !529)
!611 = !DILocation(line: 54, column: 3, scope: !546, inlinedAt: !610)
!612 = distinct !DIAssignID()
!613 = !DILocation(line: 0, scope: !531, inlinedAt: !614)
!614 = distinct !DILocation(line: 55, column: 3, scope: !546, inlinedAt: !610)
!615 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !614)
!616 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !601)
!617 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !601)
!618 = distinct !DIAssignID()
!619 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !614)
!620 = !DILocation(line: 54, column: 11, scope: !546, inlinedAt: !610)
!621 = !DILocation(line: 56, column: 1, scope: !546, inlinedAt: !610)
!622 = !DILocalVariable(name: "x", arg: 2, scope: !623, file: !2, line: 87, type: !335)
!623 = distinct !DISubprogram(name: "dumpInteger", scope: !2, file: !2, line: 87, type: !624, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !626)
!624 = !DISubroutineType(types: !625)
!625 = !{null, !526, !335}
!626 = !{!627, !622}
!627 = !DILocalVariable(name: "D", arg: 1, scope: !623, file: !2, line: 87, type: !526)
!628 = !DILocation(line: 0, scope: !623, inlinedAt: !629)
!629 = distinct !DILocation(line: 209, column: 3, scope: !523, inlinedAt: !529)
!630 = distinct !DIAssignID()
!631 = !DILocation(line: 0, scope: !531, inlinedAt: !632)
!632 = distinct !DILocation(line: 88, column: 3, scope: !623, inlinedAt: !629)
!633 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !632)
!634 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !614)
!635 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !614)
!636 = distinct !DIAssignID()
!637 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !632)
!638 = !{!639, !639, i64 0}
!639 = !{!"long long", !504, i64 0}
!640 = !DILocation(line: 89, column: 1, scope: !623, inlinedAt: !629)
!641 = !DILocalVariable(name: "x", arg: 2, scope: !642, file: !2, line: 82, type: !14)
!642 = distinct !DISubprogram(name: "dumpNumber", scope: !2, file: !2, line: 82, type: !643, scopeLine: 82, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !645)
!643 = !DISubroutineType(types: !644)
!644 = !{null, !526, !14}
!645 = !{!646, !641}
!646 = !DILocalVariable(name: "D", arg: 1, scope: !642, file: !2, line: 82, type: !526)
!647 = !DILocation(line: 0, scope: !642, inlinedAt: !648)
!648 = distinct !DILocation(line: 210, column: 3, scope: !523, inlinedAt: !529)
!649 = distinct !DIAssignID()
!650 = !DILocation(line: 0, scope: !531, inlinedAt: !651)
!651 = distinct !DILocation(line: 83, column: 3, scope: !642, inlinedAt: !648)
!652 = !DILocation(line: 0, scope: !546, inlinedAt: !653)
!653 = distinct !DILocation(line: 226, column: 3, scope: !462)
!654 = !DILocation(line: 54, column: 3, scope: !546, inlinedAt: !653)
!655 = distinct !DIAssignID()
!656 = !DILocation(line: 0, scope: !531, inlinedAt: !657)
!657 = distinct !DILocation(line: 55, column: 3, scope: !546, inlinedAt: !653)
!658 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !657)
!659 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !632)
!660 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !632)
!661 = distinct !DIAssignID()
!662 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !651)
!663 = !{!664, !664, i64 0}
!664 = !{!"double", !504, i64 0}
!665 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !651)
!666 = !DILocation(line: 84, column: 1, scope: !642, inlinedAt: !648)
!667 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !651)
!668 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !651)
!669 = distinct !DIAssignID()
!670 = !DILocation(line: 226, column: 19, scope: !462)
!671 = !{!672, !506, i64 16}
!672 = !{!"Proto", !503, i64 0, !504, i64 8, !504, i64 9, !504, i64 10, !504, i64 11, !504, i64 12, !506, i64 16, !506, i64 20, !506, i64 24, !506, i64 28, !506, i64 32, !506, i64 36, !506, i64 40, !506, i64 44, !506, i64 48, !503, i64 56, !503, i64 64, !503, i64 72, !503, i64 80, !503, i64 88, !503, i64 96, !503, i64 104, !503, i64 112, !503, i64 120}
!673 = !DILocation(line: 54, column: 15, scope: !546, inlinedAt: !653)
!674 = !DILocation(line: 54, column: 11, scope: !546, inlinedAt: !653)
!675 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !657)
!676 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !657)
!677 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !657)
!678 = distinct !DIAssignID()
!679 = !DILocation(line: 46, column: 3, scope: !540, inlinedAt: !657)
!680 = !DILocation(line: 56, column: 1, scope: !546, inlinedAt: !653)
!681 = !DILocation(line: 227, column: 3, scope: !462)
!682 = !DILocation(line: 228, column: 12, scope: !462)
!683 = !DILocation(line: 229, column: 1, scope: !462)
!684 = !DILocation(line: 228, column: 3, scope: !462)
!685 = distinct !DISubprogram(name: "dumpFunction", scope: !2, file: !2, line: 183, type: !686, scopeLine: 183, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !688)
!686 = !DISubroutineType(types: !687)
!687 = !{null, !526, !465, !147}
!688 = !{!689, !690, !691}
!689 = !DILocalVariable(name: "D", arg: 1, scope: !685, file: !2, line: 183, type: !526)
!690 = !DILocalVariable(name: "f", arg: 2, scope: !685, file: !2, line: 183, type: !465)
!691 = !DILocalVariable(name: "psource", arg: 3, scope: !685, file: !2, line: 183, type: !147)
!692 = distinct !DIAssignID()
!693 = distinct !DIAssignID()
!694 = distinct !DIAssignID()
!695 = distinct !DIAssignID()
!696 = distinct !DIAssignID()
!697 = distinct !DIAssignID()
!698 = distinct !DIAssignID()
!699 = distinct !DIAssignID()
!700 = distinct !DIAssignID()
!701 = distinct !DIAssignID()
!702 = distinct !DIAssignID()
!703 = distinct !DIAssignID()
!704 = distinct !DIAssignID()
!705 = distinct !DIAssignID()
!706 = distinct !DIAssignID()
!707 = distinct !DIAssignID()
!708 = distinct !DIAssignID()
!709 = distinct !DIAssignID()
!710 = distinct !DIAssignID()
!711 = distinct !DIAssignID()
!712 = distinct !DIAssignID()
!713 = distinct !DIAssignID()
!714 = distinct !DIAssignID()
!715 = distinct !DIAssignID()
!716 = !DILocation(line: 0, scope: !685)
!717 = !DILocation(line: 184, column: 10, scope: !718)
!718 = distinct !DILexicalBlock(scope: !685, file: !2, line: 184, column: 7)
!719 = !DILocation(line: 184, column: 7, scope: !718)
!720 = !DILocation(line: 184, column: 16, scope: !718)
!721 = !DILocation(line: 184, column: 22, scope: !718)
!722 = !{!672, !503, i64 112}
!723 = !DILocation(line: 184, column: 29, scope: !718)
!724 = !DILocation(line: 184, column: 7, scope: !685)
!725 = !DILocalVariable(name: "D", arg: 1, scope: !726, file: !2, line: 92, type: !526)
!726 = distinct !DISubprogram(name: "dumpString", scope: !2, file: !2, line: 92, type: !727, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !731)
!727 = !DISubroutineType(types: !728)
!728 = !{null, !526, !729}
!729 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !730, size: 64)
!730 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !148)
!731 = !{!725, !732, !733, !736}
!732 = !DILocalVariable(name: "s", arg: 2, scope: !726, file: !2, line: 92, type: !729)
!733 = !DILocalVariable(name: "size", scope: !734, file: !2, line: 96, type: !48)
!734 = distinct !DILexicalBlock(scope: !735, file: !2, line: 95, column: 8)
!735 = distinct !DILexicalBlock(scope: !726, file: !2, line: 93, column: 7)
!736 = !DILocalVariable(name: "str", scope: !734, file: !2, line: 97, type: !207)
!737 = !DILocation(line: 0, scope: !726, inlinedAt: !738)
!738 = distinct !DILocation(line: 185, column: 5, scope: !718)
!739 = !DILocalVariable(name: "buff", scope: !740, file: !2, line: 66, type: !747)
!740 = distinct !DISubprogram(name: "dumpSize", scope: !2, file: !2, line: 65, type: !741, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !743)
!741 = !DISubroutineType(types: !742)
!742 = !{null, !526, !48}
!743 = !{!744, !745, !739, !746}
!744 = !DILocalVariable(name: "D", arg: 1, scope: !740, file: !2, line: 65, type: !526)
!745 = !DILocalVariable(name: "x", arg: 2, scope: !740, file: !2, line: 65, type: !48)
!746 = !DILocalVariable(name: "n", scope: !740, file: !2, line: 67, type: !92)
!747 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 80, elements: !748)
!748 = !{!749}
!749 = !DISubrange(count: 10)
!750 = !DILocation(line: 0, scope: !740, inlinedAt: !751)
!751 = distinct !DILocation(line: 94, column: 5, scope: !735, inlinedAt: !738)
!752 = !DILocation(line: 66, column: 3, scope: !740, inlinedAt: !751)
!753 = !DILocation(line: 72, column: 3, scope: !740, inlinedAt: !751)
!754 = !DILocation(line: 72, column: 18, scope: !740, inlinedAt: !751)
!755 = distinct !DIAssignID()
!756 = !DILocation(line: 0, scope: !531, inlinedAt: !757)
!757 = distinct !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !751)
!758 = !DILocation(line: 42, column: 10, scope: !541, inlinedAt: !757)
!759 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !757)
!760 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !757)
!761 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !757)
!762 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !757)
!763 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !757)
!764 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !757)
!765 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !757)
!766 = !DILocation(line: 46, column: 3, scope: !540, inlinedAt: !757)
!767 = !DILocation(line: 74, column: 1, scope: !740, inlinedAt: !751)
!768 = !DILocation(line: 185, column: 5, scope: !718)
!769 = !DILocation(line: 187, column: 5, scope: !718)
!770 = !DILocation(line: 188, column: 17, scope: !685)
!771 = !{!672, !506, i64 44}
!772 = !DILocalVariable(name: "D", arg: 1, scope: !773, file: !2, line: 77, type: !526)
!773 = distinct !DISubprogram(name: "dumpInt", scope: !2, file: !2, line: 77, type: !547, scopeLine: 77, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !774)
!774 = !{!772, !775}
!775 = !DILocalVariable(name: "x", arg: 2, scope: !773, file: !2, line: 77, type: !92)
!776 = !DILocation(line: 0, scope: !773, inlinedAt: !777)
!777 = distinct !DILocation(line: 188, column: 3, scope: !685)
!778 = !DILocation(line: 78, column: 15, scope: !773, inlinedAt: !777)
!779 = !DILocation(line: 0, scope: !740, inlinedAt: !780)
!780 = distinct !DILocation(line: 78, column: 3, scope: !773, inlinedAt: !777)
!781 = !DILocation(line: 66, column: 3, scope: !740, inlinedAt: !780)
!782 = !DILocation(line: 68, column: 3, scope: !740, inlinedAt: !780)
!783 = !DILocation(line: 69, column: 26, scope: !784, inlinedAt: !780)
!784 = distinct !DILexicalBlock(scope: !740, file: !2, line: 68, column: 6)
!785 = !DILocation(line: 69, column: 18, scope: !784, inlinedAt: !780)
!786 = !DILocation(line: 69, column: 15, scope: !784, inlinedAt: !780)
!787 = !DILocation(line: 69, column: 5, scope: !784, inlinedAt: !780)
!788 = !DILocation(line: 69, column: 24, scope: !784, inlinedAt: !780)
!789 = !DILocation(line: 70, column: 7, scope: !784, inlinedAt: !780)
!790 = !DILocation(line: 71, column: 14, scope: !740, inlinedAt: !780)
!791 = !DILocation(line: 71, column: 3, scope: !784, inlinedAt: !780)
!792 = distinct !{!792, !782, !793, !794}
!793 = !DILocation(line: 71, column: 18, scope: !740, inlinedAt: !780)
!794 = !{!"llvm.loop.mustprogress"}
!795 = !DILocation(line: 72, column: 3, scope: !740, inlinedAt: !780)
!796 = !DILocation(line: 72, column: 18, scope: !740, inlinedAt: !780)
!797 = distinct !DIAssignID()
!798 = !DILocation(line: 0, scope: !531, inlinedAt: !799)
!799 = distinct !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !780)
!800 = !DILocation(line: 42, column: 10, scope: !541, inlinedAt: !799)
!801 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !799)
!802 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !799)
!803 = !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !780)
!804 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !799)
!805 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !799)
!806 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !799)
!807 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !799)
!808 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !799)
!809 = !DILocation(line: 46, column: 3, scope: !540, inlinedAt: !799)
!810 = !DILocation(line: 74, column: 1, scope: !740, inlinedAt: !780)
!811 = !DILocation(line: 189, column: 17, scope: !685)
!812 = !{!672, !506, i64 48}
!813 = !DILocation(line: 0, scope: !773, inlinedAt: !814)
!814 = distinct !DILocation(line: 189, column: 3, scope: !685)
!815 = !DILocation(line: 78, column: 15, scope: !773, inlinedAt: !814)
!816 = !DILocation(line: 0, scope: !740, inlinedAt: !817)
!817 = distinct !DILocation(line: 78, column: 3, scope: !773, inlinedAt: !814)
!818 = !DILocation(line: 66, column: 3, scope: !740, inlinedAt: !817)
!819 = !DILocation(line: 68, column: 3, scope: !740, inlinedAt: !817)
!820 = !DILocation(line: 69, column: 26, scope: !784, inlinedAt: !817)
!821 = !DILocation(line: 69, column: 18, scope: !784, inlinedAt: !817)
!822 = !DILocation(line: 69, column: 15, scope: !784, inlinedAt: !817)
!823 = !DILocation(line: 69, column: 5, scope: !784, inlinedAt: !817)
!824 = !DILocation(line: 69, column: 24, scope: !784, inlinedAt: !817)
!825 = !DILocation(line: 70, column: 7, scope: !784, inlinedAt: !817)
!826 = !DILocation(line: 71, column: 14, scope: !740, inlinedAt: !817)
!827 = !DILocation(line: 71, column: 3, scope: !784, inlinedAt: !817)
!828 = distinct !{!828, !819, !829, !794}
!829 = !DILocation(line: 71, column: 18, scope: !740, inlinedAt: !817)
!830 = !DILocation(line: 72, column: 3, scope: !740, inlinedAt: !817)
!831 = !DILocation(line: 72, column: 18, scope: !740, inlinedAt: !817)
!832 = distinct !DIAssignID()
!833 = !DILocation(line: 0, scope: !531, inlinedAt: !834)
!834 = distinct !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !817)
!835 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !834)
!836 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !834)
!837 = !DILocation(line: 74, column: 1, scope: !740, inlinedAt: !817)
!838 = !DILocation(line: 0, scope: !546, inlinedAt: !839)
!839 = distinct !DILocation(line: 190, column: 3, scope: !685)
!840 = !DILocation(line: 54, column: 3, scope: !546, inlinedAt: !839)
!841 = distinct !DIAssignID()
!842 = !DILocation(line: 0, scope: !531, inlinedAt: !843)
!843 = distinct !DILocation(line: 55, column: 3, scope: !546, inlinedAt: !839)
!844 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !843)
!845 = !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !817)
!846 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !834)
!847 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !834)
!848 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !834)
!849 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !834)
!850 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !834)
!851 = !DILocation(line: 190, column: 18, scope: !685)
!852 = !{!672, !504, i64 10}
!853 = !DILocation(line: 54, column: 11, scope: !546, inlinedAt: !839)
!854 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !843)
!855 = !DILocation(line: 56, column: 1, scope: !546, inlinedAt: !839)
!856 = !DILocation(line: 0, scope: !546, inlinedAt: !857)
!857 = distinct !DILocation(line: 191, column: 3, scope: !685)
!858 = !DILocation(line: 54, column: 3, scope: !546, inlinedAt: !857)
!859 = distinct !DIAssignID()
!860 = !DILocation(line: 0, scope: !531, inlinedAt: !861)
!861 = distinct !DILocation(line: 55, column: 3, scope: !546, inlinedAt: !857)
!862 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !861)
!863 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !843)
!864 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !843)
!865 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !843)
!866 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !843)
!867 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !843)
!868 = !DILocation(line: 191, column: 18, scope: !685)
!869 = !{!672, !504, i64 11}
!870 = !DILocation(line: 54, column: 11, scope: !546, inlinedAt: !857)
!871 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !861)
!872 = !DILocation(line: 56, column: 1, scope: !546, inlinedAt: !857)
!873 = !DILocation(line: 0, scope: !546, inlinedAt: !874)
!874 = distinct !DILocation(line: 192, column: 3, scope: !685)
!875 = !DILocation(line: 54, column: 3, scope: !546, inlinedAt: !874)
!876 = distinct !DIAssignID()
!877 = !DILocation(line: 0, scope: !531, inlinedAt: !878)
!878 = distinct !DILocation(line: 55, column: 3, scope: !546, inlinedAt: !874)
!879 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !878)
!880 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !861)
!881 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !861)
!882 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !861)
!883 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !861)
!884 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !861)
!885 = !DILocation(line: 192, column: 18, scope: !685)
!886 = !{!672, !504, i64 12}
!887 = !DILocation(line: 54, column: 11, scope: !546, inlinedAt: !874)
!888 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !878)
!889 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !878)
!890 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !878)
!891 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !878)
!892 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !878)
!893 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !878)
!894 = !DILocation(line: 46, column: 3, scope: !540, inlinedAt: !878)
!895 = !DILocation(line: 56, column: 1, scope: !546, inlinedAt: !874)
!896 = !DILocalVariable(name: "D", arg: 1, scope: !897, file: !2, line: 104, type: !526)
!897 = distinct !DISubprogram(name: "dumpCode", scope: !2, file: !2, line: 104, type: !898, scopeLine: 104, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !900)
!898 = !DISubroutineType(types: !899)
!899 = !{null, !526, !465}
!900 = !{!896, !901}
!901 = !DILocalVariable(name: "f", arg: 2, scope: !897, file: !2, line: 104, type: !465)
!902 = !DILocation(line: 0, scope: !897, inlinedAt: !903)
!903 = distinct !DILocation(line: 193, column: 3, scope: !685)
!904 = !DILocation(line: 105, column: 17, scope: !897, inlinedAt: !903)
!905 = !{!672, !506, i64 24}
!906 = !DILocation(line: 0, scope: !773, inlinedAt: !907)
!907 = distinct !DILocation(line: 105, column: 3, scope: !897, inlinedAt: !903)
!908 = !DILocation(line: 78, column: 15, scope: !773, inlinedAt: !907)
!909 = !DILocation(line: 0, scope: !740, inlinedAt: !910)
!910 = distinct !DILocation(line: 78, column: 3, scope: !773, inlinedAt: !907)
!911 = !DILocation(line: 66, column: 3, scope: !740, inlinedAt: !910)
!912 = !DILocation(line: 68, column: 3, scope: !740, inlinedAt: !910)
!913 = !DILocation(line: 69, column: 26, scope: !784, inlinedAt: !910)
!914 = !DILocation(line: 69, column: 18, scope: !784, inlinedAt: !910)
!915 = !DILocation(line: 69, column: 15, scope: !784, inlinedAt: !910)
!916 = !DILocation(line: 69, column: 5, scope: !784, inlinedAt: !910)
!917 = !DILocation(line: 69, column: 24, scope: !784, inlinedAt: !910)
!918 = !DILocation(line: 70, column: 7, scope: !784, inlinedAt: !910)
!919 = !DILocation(line: 71, column: 14, scope: !740, inlinedAt: !910)
!920 = !DILocation(line: 71, column: 3, scope: !784, inlinedAt: !910)
!921 = distinct !{!921, !912, !922, !794}
!922 = !DILocation(line: 71, column: 18, scope: !740, inlinedAt: !910)
!923 = !DILocation(line: 72, column: 3, scope: !740, inlinedAt: !910)
!924 = !DILocation(line: 72, column: 18, scope: !740, inlinedAt: !910)
!925 = distinct !DIAssignID()
!926 = !DILocation(line: 0, scope: !531, inlinedAt: !927)
!927 = distinct !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !910)
!928 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !927)
!929 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !927)
!930 = !DILocation(line: 74, column: 1, scope: !740, inlinedAt: !910)
!931 = !DILocation(line: 0, scope: !531, inlinedAt: !932)
!932 = distinct !DILocation(line: 106, column: 3, scope: !897, inlinedAt: !903)
!933 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !932)
!934 = !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !910)
!935 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !927)
!936 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !927)
!937 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !927)
!938 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !927)
!939 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !927)
!940 = !DILocation(line: 106, column: 3, scope: !897, inlinedAt: !903)
!941 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !932)
!942 = !{!672, !503, i64 64}
!943 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !932)
!944 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !932)
!945 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !932)
!946 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !932)
!947 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !932)
!948 = !DILocation(line: 46, column: 3, scope: !540, inlinedAt: !932)
!949 = !DILocalVariable(name: "D", arg: 1, scope: !950, file: !2, line: 112, type: !526)
!950 = distinct !DISubprogram(name: "dumpConstants", scope: !2, file: !2, line: 112, type: !898, scopeLine: 112, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !951)
!951 = !{!949, !952, !953, !954, !955, !961}
!952 = !DILocalVariable(name: "f", arg: 2, scope: !950, file: !2, line: 112, type: !465)
!953 = !DILocalVariable(name: "i", scope: !950, file: !2, line: 113, type: !92)
!954 = !DILocalVariable(name: "n", scope: !950, file: !2, line: 114, type: !92)
!955 = !DILocalVariable(name: "o", scope: !956, file: !2, line: 117, type: !959)
!956 = distinct !DILexicalBlock(scope: !957, file: !2, line: 116, column: 27)
!957 = distinct !DILexicalBlock(scope: !958, file: !2, line: 116, column: 3)
!958 = distinct !DILexicalBlock(scope: !950, file: !2, line: 116, column: 3)
!959 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !960, size: 64)
!960 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !78)
!961 = !DILocalVariable(name: "tt", scope: !956, file: !2, line: 118, type: !92)
!962 = !DILocation(line: 0, scope: !950, inlinedAt: !963)
!963 = distinct !DILocation(line: 194, column: 3, scope: !685)
!964 = !DILocation(line: 114, column: 14, scope: !950, inlinedAt: !963)
!965 = !{!672, !506, i64 20}
!966 = !DILocation(line: 0, scope: !773, inlinedAt: !967)
!967 = distinct !DILocation(line: 115, column: 3, scope: !950, inlinedAt: !963)
!968 = !DILocation(line: 78, column: 15, scope: !773, inlinedAt: !967)
!969 = !DILocation(line: 0, scope: !740, inlinedAt: !970)
!970 = distinct !DILocation(line: 78, column: 3, scope: !773, inlinedAt: !967)
!971 = !DILocation(line: 66, column: 3, scope: !740, inlinedAt: !970)
!972 = !DILocation(line: 68, column: 3, scope: !740, inlinedAt: !970)
!973 = !DILocation(line: 69, column: 26, scope: !784, inlinedAt: !970)
!974 = !DILocation(line: 69, column: 18, scope: !784, inlinedAt: !970)
!975 = !DILocation(line: 69, column: 15, scope: !784, inlinedAt: !970)
!976 = !DILocation(line: 69, column: 5, scope: !784, inlinedAt: !970)
!977 = !DILocation(line: 69, column: 24, scope: !784, inlinedAt: !970)
!978 = !DILocation(line: 70, column: 7, scope: !784, inlinedAt: !970)
!979 = !DILocation(line: 71, column: 14, scope: !740, inlinedAt: !970)
!980 = !DILocation(line: 71, column: 3, scope: !784, inlinedAt: !970)
!981 = distinct !{!981, !972, !982, !794}
!982 = !DILocation(line: 71, column: 18, scope: !740, inlinedAt: !970)
!983 = !DILocation(line: 72, column: 3, scope: !740, inlinedAt: !970)
!984 = !DILocation(line: 72, column: 18, scope: !740, inlinedAt: !970)
!985 = distinct !DIAssignID()
!986 = !DILocation(line: 0, scope: !531, inlinedAt: !987)
!987 = distinct !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !970)
!988 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !987)
!989 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !987)
!990 = !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !970)
!991 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !987)
!992 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !987)
!993 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !987)
!994 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !987)
!995 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !987)
!996 = !DILocation(line: 46, column: 3, scope: !540, inlinedAt: !987)
!997 = !DILocation(line: 74, column: 1, scope: !740, inlinedAt: !970)
!998 = !DILocation(line: 116, column: 17, scope: !957, inlinedAt: !963)
!999 = !DILocation(line: 116, column: 3, scope: !958, inlinedAt: !963)
!1000 = !DILocation(line: 117, column: 27, scope: !956, inlinedAt: !963)
!1001 = !{!672, !503, i64 56}
!1002 = !DILocation(line: 117, column: 24, scope: !956, inlinedAt: !963)
!1003 = !DILocation(line: 0, scope: !956, inlinedAt: !963)
!1004 = !DILocation(line: 118, column: 14, scope: !956, inlinedAt: !963)
!1005 = !{!1006, !504, i64 8}
!1006 = !{!"TValue", !504, i64 0, !504, i64 8}
!1007 = !DILocation(line: 0, scope: !546, inlinedAt: !1008)
!1008 = distinct !DILocation(line: 119, column: 5, scope: !956, inlinedAt: !963)
!1009 = !DILocation(line: 54, column: 3, scope: !546, inlinedAt: !1008)
!1010 = !DILocation(line: 54, column: 11, scope: !546, inlinedAt: !1008)
!1011 = distinct !DIAssignID()
!1012 = !DILocation(line: 0, scope: !531, inlinedAt: !1013)
!1013 = distinct !DILocation(line: 55, column: 3, scope: !546, inlinedAt: !1008)
!1014 = !DILocation(line: 42, column: 10, scope: !541, inlinedAt: !1013)
!1015 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !1013)
!1016 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !1013)
!1017 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !1013)
!1018 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !1013)
!1019 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !1013)
!1020 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !1013)
!1021 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !1013)
!1022 = !DILocation(line: 46, column: 3, scope: !540, inlinedAt: !1013)
!1023 = !DILocation(line: 56, column: 1, scope: !546, inlinedAt: !1008)
!1024 = !DILocation(line: 120, column: 5, scope: !956, inlinedAt: !963)
!1025 = !DILocation(line: 122, column: 23, scope: !1026, inlinedAt: !963)
!1026 = distinct !DILexicalBlock(scope: !956, file: !2, line: 120, column: 17)
!1027 = !DILocation(line: 0, scope: !642, inlinedAt: !1028)
!1028 = distinct !DILocation(line: 122, column: 9, scope: !1026, inlinedAt: !963)
!1029 = distinct !DIAssignID()
!1030 = !DILocation(line: 0, scope: !531, inlinedAt: !1031)
!1031 = distinct !DILocation(line: 83, column: 3, scope: !642, inlinedAt: !1028)
!1032 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !1031)
!1033 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !1031)
!1034 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !1031)
!1035 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !1031)
!1036 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !1031)
!1037 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !1031)
!1038 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !1031)
!1039 = !DILocation(line: 46, column: 3, scope: !540, inlinedAt: !1031)
!1040 = !DILocation(line: 84, column: 1, scope: !642, inlinedAt: !1028)
!1041 = !DILocation(line: 123, column: 9, scope: !1026, inlinedAt: !963)
!1042 = !DILocation(line: 125, column: 24, scope: !1026, inlinedAt: !963)
!1043 = !DILocation(line: 0, scope: !623, inlinedAt: !1044)
!1044 = distinct !DILocation(line: 125, column: 9, scope: !1026, inlinedAt: !963)
!1045 = distinct !DIAssignID()
!1046 = !DILocation(line: 0, scope: !531, inlinedAt: !1047)
!1047 = distinct !DILocation(line: 88, column: 3, scope: !623, inlinedAt: !1044)
!1048 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !1047)
!1049 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !1047)
!1050 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !1047)
!1051 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !1047)
!1052 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !1047)
!1053 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !1047)
!1054 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !1047)
!1055 = !DILocation(line: 46, column: 3, scope: !540, inlinedAt: !1047)
!1056 = !DILocation(line: 89, column: 1, scope: !623, inlinedAt: !1044)
!1057 = !DILocation(line: 126, column: 9, scope: !1026, inlinedAt: !963)
!1058 = !DILocation(line: 129, column: 23, scope: !1026, inlinedAt: !963)
!1059 = !DILocation(line: 129, column: 9, scope: !1026, inlinedAt: !963)
!1060 = !DILocation(line: 130, column: 9, scope: !1026, inlinedAt: !963)
!1061 = !DILocation(line: 116, column: 23, scope: !957, inlinedAt: !963)
!1062 = distinct !{!1062, !999, !1063, !794}
!1063 = !DILocation(line: 134, column: 3, scope: !958, inlinedAt: !963)
!1064 = !DILocalVariable(name: "D", arg: 1, scope: !1065, file: !2, line: 147, type: !526)
!1065 = distinct !DISubprogram(name: "dumpUpvalues", scope: !2, file: !2, line: 147, type: !898, scopeLine: 147, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !1066)
!1066 = !{!1064, !1067, !1068, !1069}
!1067 = !DILocalVariable(name: "f", arg: 2, scope: !1065, file: !2, line: 147, type: !465)
!1068 = !DILocalVariable(name: "i", scope: !1065, file: !2, line: 148, type: !92)
!1069 = !DILocalVariable(name: "n", scope: !1065, file: !2, line: 148, type: !92)
!1070 = !DILocation(line: 0, scope: !1065, inlinedAt: !1071)
!1071 = distinct !DILocation(line: 195, column: 3, scope: !685)
!1072 = !DILocation(line: 148, column: 17, scope: !1065, inlinedAt: !1071)
!1073 = !DILocation(line: 0, scope: !773, inlinedAt: !1074)
!1074 = distinct !DILocation(line: 149, column: 3, scope: !1065, inlinedAt: !1071)
!1075 = !DILocation(line: 78, column: 15, scope: !773, inlinedAt: !1074)
!1076 = !DILocation(line: 0, scope: !740, inlinedAt: !1077)
!1077 = distinct !DILocation(line: 78, column: 3, scope: !773, inlinedAt: !1074)
!1078 = !DILocation(line: 66, column: 3, scope: !740, inlinedAt: !1077)
!1079 = !DILocation(line: 68, column: 3, scope: !740, inlinedAt: !1077)
!1080 = !DILocation(line: 69, column: 26, scope: !784, inlinedAt: !1077)
!1081 = !DILocation(line: 69, column: 18, scope: !784, inlinedAt: !1077)
!1082 = !DILocation(line: 69, column: 15, scope: !784, inlinedAt: !1077)
!1083 = !DILocation(line: 69, column: 5, scope: !784, inlinedAt: !1077)
!1084 = !DILocation(line: 69, column: 24, scope: !784, inlinedAt: !1077)
!1085 = !DILocation(line: 70, column: 7, scope: !784, inlinedAt: !1077)
!1086 = !DILocation(line: 71, column: 14, scope: !740, inlinedAt: !1077)
!1087 = !DILocation(line: 71, column: 3, scope: !784, inlinedAt: !1077)
!1088 = distinct !{!1088, !1079, !1089, !794}
!1089 = !DILocation(line: 71, column: 18, scope: !740, inlinedAt: !1077)
!1090 = !DILocation(line: 72, column: 3, scope: !740, inlinedAt: !1077)
!1091 = !DILocation(line: 72, column: 18, scope: !740, inlinedAt: !1077)
!1092 = distinct !DIAssignID()
!1093 = !DILocation(line: 0, scope: !531, inlinedAt: !1094)
!1094 = distinct !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !1077)
!1095 = !DILocation(line: 42, column: 10, scope: !541, inlinedAt: !1094)
!1096 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !1094)
!1097 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !1094)
!1098 = !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !1077)
!1099 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !1094)
!1100 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !1094)
!1101 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !1094)
!1102 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !1094)
!1103 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !1094)
!1104 = !DILocation(line: 46, column: 3, scope: !540, inlinedAt: !1094)
!1105 = !DILocation(line: 74, column: 1, scope: !740, inlinedAt: !1077)
!1106 = !DILocation(line: 150, column: 17, scope: !1107, inlinedAt: !1071)
!1107 = distinct !DILexicalBlock(scope: !1108, file: !2, line: 150, column: 3)
!1108 = distinct !DILexicalBlock(scope: !1065, file: !2, line: 150, column: 3)
!1109 = !DILocation(line: 150, column: 3, scope: !1108, inlinedAt: !1071)
!1110 = !DILocation(line: 151, column: 20, scope: !1111, inlinedAt: !1071)
!1111 = distinct !DILexicalBlock(scope: !1107, file: !2, line: 150, column: 27)
!1112 = !{!672, !503, i64 80}
!1113 = !DILocation(line: 151, column: 32, scope: !1111, inlinedAt: !1071)
!1114 = !{!1115, !504, i64 8}
!1115 = !{!"Upvaldesc", !503, i64 0, !504, i64 8, !504, i64 9, !504, i64 10}
!1116 = !DILocation(line: 0, scope: !546, inlinedAt: !1117)
!1117 = distinct !DILocation(line: 151, column: 5, scope: !1111, inlinedAt: !1071)
!1118 = !DILocation(line: 54, column: 3, scope: !546, inlinedAt: !1117)
!1119 = !DILocation(line: 54, column: 11, scope: !546, inlinedAt: !1117)
!1120 = distinct !DIAssignID()
!1121 = !DILocation(line: 0, scope: !531, inlinedAt: !1122)
!1122 = distinct !DILocation(line: 55, column: 3, scope: !546, inlinedAt: !1117)
!1123 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !1122)
!1124 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !1122)
!1125 = !DILocation(line: 56, column: 1, scope: !546, inlinedAt: !1117)
!1126 = !DILocation(line: 0, scope: !546, inlinedAt: !1127)
!1127 = distinct !DILocation(line: 152, column: 5, scope: !1111, inlinedAt: !1071)
!1128 = !DILocation(line: 54, column: 3, scope: !546, inlinedAt: !1127)
!1129 = distinct !DIAssignID()
!1130 = !DILocation(line: 0, scope: !531, inlinedAt: !1131)
!1131 = distinct !DILocation(line: 55, column: 3, scope: !546, inlinedAt: !1127)
!1132 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !1131)
!1133 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !1122)
!1134 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !1122)
!1135 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !1122)
!1136 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !1122)
!1137 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !1122)
!1138 = !DILocation(line: 152, column: 20, scope: !1111, inlinedAt: !1071)
!1139 = !DILocation(line: 152, column: 32, scope: !1111, inlinedAt: !1071)
!1140 = !{!1115, !504, i64 9}
!1141 = !DILocation(line: 54, column: 11, scope: !546, inlinedAt: !1127)
!1142 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !1131)
!1143 = !DILocation(line: 56, column: 1, scope: !546, inlinedAt: !1127)
!1144 = !DILocation(line: 0, scope: !546, inlinedAt: !1145)
!1145 = distinct !DILocation(line: 153, column: 5, scope: !1111, inlinedAt: !1071)
!1146 = !DILocation(line: 54, column: 3, scope: !546, inlinedAt: !1145)
!1147 = distinct !DIAssignID()
!1148 = !DILocation(line: 0, scope: !531, inlinedAt: !1149)
!1149 = distinct !DILocation(line: 55, column: 3, scope: !546, inlinedAt: !1145)
!1150 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !1149)
!1151 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !1131)
!1152 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !1131)
!1153 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !1131)
!1154 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !1131)
!1155 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !1131)
!1156 = !DILocation(line: 153, column: 20, scope: !1111, inlinedAt: !1071)
!1157 = !DILocation(line: 153, column: 32, scope: !1111, inlinedAt: !1071)
!1158 = !{!1115, !504, i64 10}
!1159 = !DILocation(line: 54, column: 11, scope: !546, inlinedAt: !1145)
!1160 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !1149)
!1161 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !1149)
!1162 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !1149)
!1163 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !1149)
!1164 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !1149)
!1165 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !1149)
!1166 = !DILocation(line: 46, column: 3, scope: !540, inlinedAt: !1149)
!1167 = !DILocation(line: 56, column: 1, scope: !546, inlinedAt: !1145)
!1168 = !DILocation(line: 150, column: 23, scope: !1107, inlinedAt: !1071)
!1169 = distinct !{!1169, !1109, !1170, !794}
!1170 = !DILocation(line: 154, column: 3, scope: !1108, inlinedAt: !1071)
!1171 = !DILocalVariable(name: "D", arg: 1, scope: !1172, file: !2, line: 138, type: !526)
!1172 = distinct !DISubprogram(name: "dumpProtos", scope: !2, file: !2, line: 138, type: !898, scopeLine: 138, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !1173)
!1173 = !{!1171, !1174, !1175, !1176}
!1174 = !DILocalVariable(name: "f", arg: 2, scope: !1172, file: !2, line: 138, type: !465)
!1175 = !DILocalVariable(name: "i", scope: !1172, file: !2, line: 139, type: !92)
!1176 = !DILocalVariable(name: "n", scope: !1172, file: !2, line: 140, type: !92)
!1177 = !DILocation(line: 0, scope: !1172, inlinedAt: !1178)
!1178 = distinct !DILocation(line: 196, column: 3, scope: !685)
!1179 = !DILocation(line: 140, column: 14, scope: !1172, inlinedAt: !1178)
!1180 = !{!672, !506, i64 32}
!1181 = !DILocation(line: 0, scope: !773, inlinedAt: !1182)
!1182 = distinct !DILocation(line: 141, column: 3, scope: !1172, inlinedAt: !1178)
!1183 = !DILocation(line: 78, column: 15, scope: !773, inlinedAt: !1182)
!1184 = !DILocation(line: 0, scope: !740, inlinedAt: !1185)
!1185 = distinct !DILocation(line: 78, column: 3, scope: !773, inlinedAt: !1182)
!1186 = !DILocation(line: 66, column: 3, scope: !740, inlinedAt: !1185)
!1187 = !DILocation(line: 68, column: 3, scope: !740, inlinedAt: !1185)
!1188 = !DILocation(line: 69, column: 26, scope: !784, inlinedAt: !1185)
!1189 = !DILocation(line: 69, column: 18, scope: !784, inlinedAt: !1185)
!1190 = !DILocation(line: 69, column: 15, scope: !784, inlinedAt: !1185)
!1191 = !DILocation(line: 69, column: 5, scope: !784, inlinedAt: !1185)
!1192 = !DILocation(line: 69, column: 24, scope: !784, inlinedAt: !1185)
!1193 = !DILocation(line: 70, column: 7, scope: !784, inlinedAt: !1185)
!1194 = !DILocation(line: 71, column: 14, scope: !740, inlinedAt: !1185)
!1195 = !DILocation(line: 71, column: 3, scope: !784, inlinedAt: !1185)
!1196 = distinct !{!1196, !1187, !1197, !794}
!1197 = !DILocation(line: 71, column: 18, scope: !740, inlinedAt: !1185)
!1198 = !DILocation(line: 72, column: 3, scope: !740, inlinedAt: !1185)
!1199 = !DILocation(line: 72, column: 18, scope: !740, inlinedAt: !1185)
!1200 = distinct !DIAssignID()
!1201 = !DILocation(line: 0, scope: !531, inlinedAt: !1202)
!1202 = distinct !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !1185)
!1203 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !1202)
!1204 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !1202)
!1205 = !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !1185)
!1206 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !1202)
!1207 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !1202)
!1208 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !1202)
!1209 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !1202)
!1210 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !1202)
!1211 = !DILocation(line: 46, column: 3, scope: !540, inlinedAt: !1202)
!1212 = !DILocation(line: 74, column: 1, scope: !740, inlinedAt: !1185)
!1213 = !DILocation(line: 142, column: 17, scope: !1214, inlinedAt: !1178)
!1214 = distinct !DILexicalBlock(scope: !1215, file: !2, line: 142, column: 3)
!1215 = distinct !DILexicalBlock(scope: !1172, file: !2, line: 142, column: 3)
!1216 = !DILocation(line: 142, column: 3, scope: !1215, inlinedAt: !1178)
!1217 = !DILocation(line: 143, column: 24, scope: !1214, inlinedAt: !1178)
!1218 = !{!672, !503, i64 72}
!1219 = !DILocation(line: 143, column: 21, scope: !1214, inlinedAt: !1178)
!1220 = !{!503, !503, i64 0}
!1221 = !DILocation(line: 143, column: 33, scope: !1214, inlinedAt: !1178)
!1222 = !DILocation(line: 143, column: 5, scope: !1214, inlinedAt: !1178)
!1223 = !DILocation(line: 142, column: 23, scope: !1214, inlinedAt: !1178)
!1224 = distinct !{!1224, !1216, !1225, !794}
!1225 = !DILocation(line: 143, column: 39, scope: !1215, inlinedAt: !1178)
!1226 = !DILocalVariable(name: "D", arg: 1, scope: !1227, file: !2, line: 158, type: !526)
!1227 = distinct !DISubprogram(name: "dumpDebug", scope: !2, file: !2, line: 158, type: !898, scopeLine: 158, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !1228)
!1228 = !{!1226, !1229, !1230, !1231}
!1229 = !DILocalVariable(name: "f", arg: 2, scope: !1227, file: !2, line: 158, type: !465)
!1230 = !DILocalVariable(name: "i", scope: !1227, file: !2, line: 159, type: !92)
!1231 = !DILocalVariable(name: "n", scope: !1227, file: !2, line: 159, type: !92)
!1232 = !DILocation(line: 0, scope: !1227, inlinedAt: !1233)
!1233 = distinct !DILocation(line: 197, column: 3, scope: !685)
!1234 = !DILocation(line: 160, column: 11, scope: !1227, inlinedAt: !1233)
!1235 = !DILocation(line: 160, column: 7, scope: !1227, inlinedAt: !1233)
!1236 = !DILocation(line: 160, column: 27, scope: !1227, inlinedAt: !1233)
!1237 = !{!672, !506, i64 28}
!1238 = !DILocation(line: 0, scope: !773, inlinedAt: !1239)
!1239 = distinct !DILocation(line: 161, column: 3, scope: !1227, inlinedAt: !1233)
!1240 = !DILocation(line: 78, column: 15, scope: !773, inlinedAt: !1239)
!1241 = !DILocation(line: 0, scope: !740, inlinedAt: !1242)
!1242 = distinct !DILocation(line: 78, column: 3, scope: !773, inlinedAt: !1239)
!1243 = !DILocation(line: 66, column: 3, scope: !740, inlinedAt: !1242)
!1244 = !DILocation(line: 68, column: 3, scope: !740, inlinedAt: !1242)
!1245 = !DILocation(line: 69, column: 26, scope: !784, inlinedAt: !1242)
!1246 = !DILocation(line: 69, column: 18, scope: !784, inlinedAt: !1242)
!1247 = !DILocation(line: 69, column: 15, scope: !784, inlinedAt: !1242)
!1248 = !DILocation(line: 69, column: 5, scope: !784, inlinedAt: !1242)
!1249 = !DILocation(line: 69, column: 24, scope: !784, inlinedAt: !1242)
!1250 = !DILocation(line: 70, column: 7, scope: !784, inlinedAt: !1242)
!1251 = !DILocation(line: 71, column: 14, scope: !740, inlinedAt: !1242)
!1252 = !DILocation(line: 71, column: 3, scope: !784, inlinedAt: !1242)
!1253 = distinct !{!1253, !1244, !1254, !794}
!1254 = !DILocation(line: 71, column: 18, scope: !740, inlinedAt: !1242)
!1255 = !DILocation(line: 72, column: 3, scope: !740, inlinedAt: !1242)
!1256 = !DILocation(line: 72, column: 18, scope: !740, inlinedAt: !1242)
!1257 = distinct !DIAssignID()
!1258 = !DILocation(line: 0, scope: !531, inlinedAt: !1259)
!1259 = distinct !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !1242)
!1260 = !DILocation(line: 42, column: 10, scope: !541, inlinedAt: !1259)
!1261 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !1259)
!1262 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !1259)
!1263 = !DILocation(line: 74, column: 1, scope: !740, inlinedAt: !1242)
!1264 = !DILocation(line: 0, scope: !531, inlinedAt: !1265)
!1265 = distinct !DILocation(line: 162, column: 3, scope: !1227, inlinedAt: !1233)
!1266 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !1265)
!1267 = !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !1242)
!1268 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !1259)
!1269 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !1259)
!1270 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !1259)
!1271 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !1259)
!1272 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !1259)
!1273 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !1265)
!1274 = !DILocation(line: 162, column: 3, scope: !1227, inlinedAt: !1233)
!1275 = !{!672, !503, i64 88}
!1276 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !1265)
!1277 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !1265)
!1278 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !1265)
!1279 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !1265)
!1280 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !1265)
!1281 = !DILocation(line: 46, column: 3, scope: !540, inlinedAt: !1265)
!1282 = !DILocation(line: 163, column: 11, scope: !1227, inlinedAt: !1233)
!1283 = !DILocation(line: 163, column: 7, scope: !1227, inlinedAt: !1233)
!1284 = !DILocation(line: 163, column: 27, scope: !1227, inlinedAt: !1233)
!1285 = !{!672, !506, i64 40}
!1286 = !DILocation(line: 0, scope: !773, inlinedAt: !1287)
!1287 = distinct !DILocation(line: 164, column: 3, scope: !1227, inlinedAt: !1233)
!1288 = !DILocation(line: 78, column: 15, scope: !773, inlinedAt: !1287)
!1289 = !DILocation(line: 0, scope: !740, inlinedAt: !1290)
!1290 = distinct !DILocation(line: 78, column: 3, scope: !773, inlinedAt: !1287)
!1291 = !DILocation(line: 66, column: 3, scope: !740, inlinedAt: !1290)
!1292 = !DILocation(line: 68, column: 3, scope: !740, inlinedAt: !1290)
!1293 = !DILocation(line: 69, column: 26, scope: !784, inlinedAt: !1290)
!1294 = !DILocation(line: 69, column: 18, scope: !784, inlinedAt: !1290)
!1295 = !DILocation(line: 69, column: 15, scope: !784, inlinedAt: !1290)
!1296 = !DILocation(line: 69, column: 5, scope: !784, inlinedAt: !1290)
!1297 = !DILocation(line: 69, column: 24, scope: !784, inlinedAt: !1290)
!1298 = !DILocation(line: 70, column: 7, scope: !784, inlinedAt: !1290)
!1299 = !DILocation(line: 71, column: 14, scope: !740, inlinedAt: !1290)
!1300 = !DILocation(line: 71, column: 3, scope: !784, inlinedAt: !1290)
!1301 = distinct !{!1301, !1292, !1302, !794}
!1302 = !DILocation(line: 71, column: 18, scope: !740, inlinedAt: !1290)
!1303 = !DILocation(line: 72, column: 3, scope: !740, inlinedAt: !1290)
!1304 = !DILocation(line: 72, column: 18, scope: !740, inlinedAt: !1290)
!1305 = distinct !DIAssignID()
!1306 = !DILocation(line: 0, scope: !531, inlinedAt: !1307)
!1307 = distinct !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !1290)
!1308 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !1307)
!1309 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !1307)
!1310 = !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !1290)
!1311 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !1307)
!1312 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !1307)
!1313 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !1307)
!1314 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !1307)
!1315 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !1307)
!1316 = !DILocation(line: 46, column: 3, scope: !540, inlinedAt: !1307)
!1317 = !DILocation(line: 74, column: 1, scope: !740, inlinedAt: !1290)
!1318 = !DILocation(line: 165, column: 17, scope: !1319, inlinedAt: !1233)
!1319 = distinct !DILexicalBlock(scope: !1320, file: !2, line: 165, column: 3)
!1320 = distinct !DILexicalBlock(scope: !1227, file: !2, line: 165, column: 3)
!1321 = !DILocation(line: 165, column: 3, scope: !1320, inlinedAt: !1233)
!1322 = !DILocation(line: 166, column: 19, scope: !1323, inlinedAt: !1233)
!1323 = distinct !DILexicalBlock(scope: !1319, file: !2, line: 165, column: 27)
!1324 = !{!672, !503, i64 96}
!1325 = !DILocation(line: 166, column: 16, scope: !1323, inlinedAt: !1233)
!1326 = !DILocation(line: 166, column: 34, scope: !1323, inlinedAt: !1233)
!1327 = !{!1328, !506, i64 0}
!1328 = !{!"AbsLineInfo", !506, i64 0, !506, i64 4}
!1329 = !DILocation(line: 0, scope: !773, inlinedAt: !1330)
!1330 = distinct !DILocation(line: 166, column: 5, scope: !1323, inlinedAt: !1233)
!1331 = !DILocation(line: 78, column: 15, scope: !773, inlinedAt: !1330)
!1332 = !DILocation(line: 0, scope: !740, inlinedAt: !1333)
!1333 = distinct !DILocation(line: 78, column: 3, scope: !773, inlinedAt: !1330)
!1334 = !DILocation(line: 66, column: 3, scope: !740, inlinedAt: !1333)
!1335 = !DILocation(line: 68, column: 3, scope: !740, inlinedAt: !1333)
!1336 = !DILocation(line: 69, column: 26, scope: !784, inlinedAt: !1333)
!1337 = !DILocation(line: 69, column: 18, scope: !784, inlinedAt: !1333)
!1338 = !DILocation(line: 69, column: 15, scope: !784, inlinedAt: !1333)
!1339 = !DILocation(line: 69, column: 5, scope: !784, inlinedAt: !1333)
!1340 = !DILocation(line: 69, column: 24, scope: !784, inlinedAt: !1333)
!1341 = !DILocation(line: 70, column: 7, scope: !784, inlinedAt: !1333)
!1342 = !DILocation(line: 71, column: 14, scope: !740, inlinedAt: !1333)
!1343 = !DILocation(line: 71, column: 3, scope: !784, inlinedAt: !1333)
!1344 = distinct !{!1344, !1335, !1345, !794}
!1345 = !DILocation(line: 71, column: 18, scope: !740, inlinedAt: !1333)
!1346 = !DILocation(line: 72, column: 18, scope: !740, inlinedAt: !1333)
!1347 = distinct !DIAssignID()
!1348 = !DILocation(line: 0, scope: !531, inlinedAt: !1349)
!1349 = distinct !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !1333)
!1350 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !1349)
!1351 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !1349)
!1352 = !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !1333)
!1353 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !1349)
!1354 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !1349)
!1355 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !1349)
!1356 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !1349)
!1357 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !1349)
!1358 = !DILocation(line: 167, column: 19, scope: !1323, inlinedAt: !1233)
!1359 = !DILocation(line: 46, column: 3, scope: !540, inlinedAt: !1349)
!1360 = !DILocation(line: 74, column: 1, scope: !740, inlinedAt: !1333)
!1361 = !DILocation(line: 167, column: 34, scope: !1323, inlinedAt: !1233)
!1362 = !{!1328, !506, i64 4}
!1363 = !DILocation(line: 0, scope: !773, inlinedAt: !1364)
!1364 = distinct !DILocation(line: 167, column: 5, scope: !1323, inlinedAt: !1233)
!1365 = !DILocation(line: 78, column: 15, scope: !773, inlinedAt: !1364)
!1366 = !DILocation(line: 0, scope: !740, inlinedAt: !1367)
!1367 = distinct !DILocation(line: 78, column: 3, scope: !773, inlinedAt: !1364)
!1368 = !DILocation(line: 66, column: 3, scope: !740, inlinedAt: !1367)
!1369 = !DILocation(line: 68, column: 3, scope: !740, inlinedAt: !1367)
!1370 = !DILocation(line: 69, column: 26, scope: !784, inlinedAt: !1367)
!1371 = !DILocation(line: 69, column: 18, scope: !784, inlinedAt: !1367)
!1372 = !DILocation(line: 69, column: 15, scope: !784, inlinedAt: !1367)
!1373 = !DILocation(line: 69, column: 5, scope: !784, inlinedAt: !1367)
!1374 = !DILocation(line: 69, column: 24, scope: !784, inlinedAt: !1367)
!1375 = !DILocation(line: 70, column: 7, scope: !784, inlinedAt: !1367)
!1376 = !DILocation(line: 71, column: 14, scope: !740, inlinedAt: !1367)
!1377 = !DILocation(line: 71, column: 3, scope: !784, inlinedAt: !1367)
!1378 = distinct !{!1378, !1369, !1379, !794}
!1379 = !DILocation(line: 71, column: 18, scope: !740, inlinedAt: !1367)
!1380 = !DILocation(line: 72, column: 18, scope: !740, inlinedAt: !1367)
!1381 = distinct !DIAssignID()
!1382 = !DILocation(line: 0, scope: !531, inlinedAt: !1383)
!1383 = distinct !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !1367)
!1384 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !1383)
!1385 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !1383)
!1386 = !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !1367)
!1387 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !1383)
!1388 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !1383)
!1389 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !1383)
!1390 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !1383)
!1391 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !1383)
!1392 = !DILocation(line: 46, column: 3, scope: !540, inlinedAt: !1383)
!1393 = !DILocation(line: 74, column: 1, scope: !740, inlinedAt: !1367)
!1394 = !DILocation(line: 165, column: 23, scope: !1319, inlinedAt: !1233)
!1395 = distinct !{!1395, !1321, !1396, !794}
!1396 = !DILocation(line: 168, column: 3, scope: !1320, inlinedAt: !1233)
!1397 = !DILocation(line: 169, column: 11, scope: !1227, inlinedAt: !1233)
!1398 = !DILocation(line: 169, column: 7, scope: !1227, inlinedAt: !1233)
!1399 = !DILocation(line: 169, column: 27, scope: !1227, inlinedAt: !1233)
!1400 = !{!672, !506, i64 36}
!1401 = !DILocation(line: 0, scope: !773, inlinedAt: !1402)
!1402 = distinct !DILocation(line: 170, column: 3, scope: !1227, inlinedAt: !1233)
!1403 = !DILocation(line: 78, column: 15, scope: !773, inlinedAt: !1402)
!1404 = !DILocation(line: 0, scope: !740, inlinedAt: !1405)
!1405 = distinct !DILocation(line: 78, column: 3, scope: !773, inlinedAt: !1402)
!1406 = !DILocation(line: 66, column: 3, scope: !740, inlinedAt: !1405)
!1407 = !DILocation(line: 68, column: 3, scope: !740, inlinedAt: !1405)
!1408 = !DILocation(line: 69, column: 26, scope: !784, inlinedAt: !1405)
!1409 = !DILocation(line: 69, column: 18, scope: !784, inlinedAt: !1405)
!1410 = !DILocation(line: 69, column: 15, scope: !784, inlinedAt: !1405)
!1411 = !DILocation(line: 69, column: 5, scope: !784, inlinedAt: !1405)
!1412 = !DILocation(line: 69, column: 24, scope: !784, inlinedAt: !1405)
!1413 = !DILocation(line: 70, column: 7, scope: !784, inlinedAt: !1405)
!1414 = !DILocation(line: 71, column: 14, scope: !740, inlinedAt: !1405)
!1415 = !DILocation(line: 71, column: 3, scope: !784, inlinedAt: !1405)
!1416 = distinct !{!1416, !1407, !1417, !794}
!1417 = !DILocation(line: 71, column: 18, scope: !740, inlinedAt: !1405)
!1418 = !DILocation(line: 72, column: 3, scope: !740, inlinedAt: !1405)
!1419 = !DILocation(line: 72, column: 18, scope: !740, inlinedAt: !1405)
!1420 = distinct !DIAssignID()
!1421 = !DILocation(line: 0, scope: !531, inlinedAt: !1422)
!1422 = distinct !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !1405)
!1423 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !1422)
!1424 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !1422)
!1425 = !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !1405)
!1426 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !1422)
!1427 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !1422)
!1428 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !1422)
!1429 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !1422)
!1430 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !1422)
!1431 = !DILocation(line: 46, column: 3, scope: !540, inlinedAt: !1422)
!1432 = !DILocation(line: 74, column: 1, scope: !740, inlinedAt: !1405)
!1433 = !DILocation(line: 171, column: 17, scope: !1434, inlinedAt: !1233)
!1434 = distinct !DILexicalBlock(scope: !1435, file: !2, line: 171, column: 3)
!1435 = distinct !DILexicalBlock(scope: !1227, file: !2, line: 171, column: 3)
!1436 = !DILocation(line: 171, column: 3, scope: !1435, inlinedAt: !1233)
!1437 = !DILocation(line: 172, column: 22, scope: !1438, inlinedAt: !1233)
!1438 = distinct !DILexicalBlock(scope: !1434, file: !2, line: 171, column: 27)
!1439 = !{!672, !503, i64 104}
!1440 = !DILocation(line: 172, column: 19, scope: !1438, inlinedAt: !1233)
!1441 = !DILocation(line: 172, column: 33, scope: !1438, inlinedAt: !1233)
!1442 = !{!1443, !503, i64 0}
!1443 = !{!"LocVar", !503, i64 0, !506, i64 8, !506, i64 12}
!1444 = !DILocation(line: 172, column: 5, scope: !1438, inlinedAt: !1233)
!1445 = !DILocation(line: 173, column: 19, scope: !1438, inlinedAt: !1233)
!1446 = !DILocation(line: 173, column: 30, scope: !1438, inlinedAt: !1233)
!1447 = !{!1443, !506, i64 8}
!1448 = !DILocation(line: 0, scope: !773, inlinedAt: !1449)
!1449 = distinct !DILocation(line: 173, column: 5, scope: !1438, inlinedAt: !1233)
!1450 = !DILocation(line: 78, column: 15, scope: !773, inlinedAt: !1449)
!1451 = !DILocation(line: 0, scope: !740, inlinedAt: !1452)
!1452 = distinct !DILocation(line: 78, column: 3, scope: !773, inlinedAt: !1449)
!1453 = !DILocation(line: 66, column: 3, scope: !740, inlinedAt: !1452)
!1454 = !DILocation(line: 68, column: 3, scope: !740, inlinedAt: !1452)
!1455 = !DILocation(line: 69, column: 26, scope: !784, inlinedAt: !1452)
!1456 = !DILocation(line: 69, column: 18, scope: !784, inlinedAt: !1452)
!1457 = !DILocation(line: 69, column: 15, scope: !784, inlinedAt: !1452)
!1458 = !DILocation(line: 69, column: 5, scope: !784, inlinedAt: !1452)
!1459 = !DILocation(line: 69, column: 24, scope: !784, inlinedAt: !1452)
!1460 = !DILocation(line: 70, column: 7, scope: !784, inlinedAt: !1452)
!1461 = !DILocation(line: 71, column: 14, scope: !740, inlinedAt: !1452)
!1462 = !DILocation(line: 71, column: 3, scope: !784, inlinedAt: !1452)
!1463 = distinct !{!1463, !1454, !1464, !794}
!1464 = !DILocation(line: 71, column: 18, scope: !740, inlinedAt: !1452)
!1465 = !DILocation(line: 72, column: 18, scope: !740, inlinedAt: !1452)
!1466 = distinct !DIAssignID()
!1467 = !DILocation(line: 0, scope: !531, inlinedAt: !1468)
!1468 = distinct !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !1452)
!1469 = !DILocation(line: 42, column: 10, scope: !541, inlinedAt: !1468)
!1470 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !1468)
!1471 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !1468)
!1472 = !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !1452)
!1473 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !1468)
!1474 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !1468)
!1475 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !1468)
!1476 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !1468)
!1477 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !1468)
!1478 = !DILocation(line: 174, column: 19, scope: !1438, inlinedAt: !1233)
!1479 = !DILocation(line: 46, column: 3, scope: !540, inlinedAt: !1468)
!1480 = !DILocation(line: 74, column: 1, scope: !740, inlinedAt: !1452)
!1481 = !DILocation(line: 174, column: 30, scope: !1438, inlinedAt: !1233)
!1482 = !{!1443, !506, i64 12}
!1483 = !DILocation(line: 0, scope: !773, inlinedAt: !1484)
!1484 = distinct !DILocation(line: 174, column: 5, scope: !1438, inlinedAt: !1233)
!1485 = !DILocation(line: 78, column: 15, scope: !773, inlinedAt: !1484)
!1486 = !DILocation(line: 0, scope: !740, inlinedAt: !1487)
!1487 = distinct !DILocation(line: 78, column: 3, scope: !773, inlinedAt: !1484)
!1488 = !DILocation(line: 66, column: 3, scope: !740, inlinedAt: !1487)
!1489 = !DILocation(line: 68, column: 3, scope: !740, inlinedAt: !1487)
!1490 = !DILocation(line: 69, column: 26, scope: !784, inlinedAt: !1487)
!1491 = !DILocation(line: 69, column: 18, scope: !784, inlinedAt: !1487)
!1492 = !DILocation(line: 69, column: 15, scope: !784, inlinedAt: !1487)
!1493 = !DILocation(line: 69, column: 5, scope: !784, inlinedAt: !1487)
!1494 = !DILocation(line: 69, column: 24, scope: !784, inlinedAt: !1487)
!1495 = !DILocation(line: 70, column: 7, scope: !784, inlinedAt: !1487)
!1496 = !DILocation(line: 71, column: 14, scope: !740, inlinedAt: !1487)
!1497 = !DILocation(line: 71, column: 3, scope: !784, inlinedAt: !1487)
!1498 = distinct !{!1498, !1489, !1499, !794}
!1499 = !DILocation(line: 71, column: 18, scope: !740, inlinedAt: !1487)
!1500 = !DILocation(line: 72, column: 18, scope: !740, inlinedAt: !1487)
!1501 = distinct !DIAssignID()
!1502 = !DILocation(line: 0, scope: !531, inlinedAt: !1503)
!1503 = distinct !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !1487)
!1504 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !1503)
!1505 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !1503)
!1506 = !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !1487)
!1507 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !1503)
!1508 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !1503)
!1509 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !1503)
!1510 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !1503)
!1511 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !1503)
!1512 = !DILocation(line: 46, column: 3, scope: !540, inlinedAt: !1503)
!1513 = !DILocation(line: 74, column: 1, scope: !740, inlinedAt: !1487)
!1514 = !DILocation(line: 171, column: 23, scope: !1434, inlinedAt: !1233)
!1515 = distinct !{!1515, !1436, !1516, !794}
!1516 = !DILocation(line: 175, column: 3, scope: !1435, inlinedAt: !1233)
!1517 = !DILocation(line: 176, column: 11, scope: !1227, inlinedAt: !1233)
!1518 = !DILocation(line: 176, column: 7, scope: !1227, inlinedAt: !1233)
!1519 = !DILocation(line: 176, column: 27, scope: !1227, inlinedAt: !1233)
!1520 = !DILocation(line: 0, scope: !773, inlinedAt: !1521)
!1521 = distinct !DILocation(line: 177, column: 3, scope: !1227, inlinedAt: !1233)
!1522 = !DILocation(line: 78, column: 15, scope: !773, inlinedAt: !1521)
!1523 = !DILocation(line: 0, scope: !740, inlinedAt: !1524)
!1524 = distinct !DILocation(line: 78, column: 3, scope: !773, inlinedAt: !1521)
!1525 = !DILocation(line: 66, column: 3, scope: !740, inlinedAt: !1524)
!1526 = !DILocation(line: 68, column: 3, scope: !740, inlinedAt: !1524)
!1527 = !DILocation(line: 69, column: 26, scope: !784, inlinedAt: !1524)
!1528 = !DILocation(line: 69, column: 18, scope: !784, inlinedAt: !1524)
!1529 = !DILocation(line: 69, column: 15, scope: !784, inlinedAt: !1524)
!1530 = !DILocation(line: 69, column: 5, scope: !784, inlinedAt: !1524)
!1531 = !DILocation(line: 69, column: 24, scope: !784, inlinedAt: !1524)
!1532 = !DILocation(line: 70, column: 7, scope: !784, inlinedAt: !1524)
!1533 = !DILocation(line: 71, column: 14, scope: !740, inlinedAt: !1524)
!1534 = !DILocation(line: 71, column: 3, scope: !784, inlinedAt: !1524)
!1535 = distinct !{!1535, !1526, !1536, !794}
!1536 = !DILocation(line: 71, column: 18, scope: !740, inlinedAt: !1524)
!1537 = !DILocation(line: 72, column: 3, scope: !740, inlinedAt: !1524)
!1538 = !DILocation(line: 72, column: 18, scope: !740, inlinedAt: !1524)
!1539 = distinct !DIAssignID()
!1540 = !DILocation(line: 0, scope: !531, inlinedAt: !1541)
!1541 = distinct !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !1524)
!1542 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !1541)
!1543 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !1541)
!1544 = !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !1524)
!1545 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !1541)
!1546 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !1541)
!1547 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !1541)
!1548 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !1541)
!1549 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !1541)
!1550 = !DILocation(line: 46, column: 3, scope: !540, inlinedAt: !1541)
!1551 = !DILocation(line: 74, column: 1, scope: !740, inlinedAt: !1524)
!1552 = !DILocation(line: 178, column: 17, scope: !1553, inlinedAt: !1233)
!1553 = distinct !DILexicalBlock(scope: !1554, file: !2, line: 178, column: 3)
!1554 = distinct !DILexicalBlock(scope: !1227, file: !2, line: 178, column: 3)
!1555 = !DILocation(line: 178, column: 3, scope: !1554, inlinedAt: !1233)
!1556 = !DILocation(line: 179, column: 22, scope: !1553, inlinedAt: !1233)
!1557 = !DILocation(line: 179, column: 19, scope: !1553, inlinedAt: !1233)
!1558 = !DILocation(line: 179, column: 34, scope: !1553, inlinedAt: !1233)
!1559 = !{!1115, !503, i64 0}
!1560 = !DILocation(line: 179, column: 5, scope: !1553, inlinedAt: !1233)
!1561 = !DILocation(line: 178, column: 23, scope: !1553, inlinedAt: !1233)
!1562 = distinct !{!1562, !1555, !1563, !794}
!1563 = !DILocation(line: 179, column: 38, scope: !1554, inlinedAt: !1233)
!1564 = !DILocation(line: 198, column: 1, scope: !685)
!1565 = distinct !DIAssignID()
!1566 = distinct !DIAssignID()
!1567 = !DILocation(line: 0, scope: !726)
!1568 = !DILocation(line: 93, column: 9, scope: !735)
!1569 = !DILocation(line: 93, column: 7, scope: !726)
!1570 = !DILocation(line: 0, scope: !740, inlinedAt: !1571)
!1571 = distinct !DILocation(line: 94, column: 5, scope: !735)
!1572 = !DILocation(line: 66, column: 3, scope: !740, inlinedAt: !1571)
!1573 = !DILocation(line: 72, column: 3, scope: !740, inlinedAt: !1571)
!1574 = !DILocation(line: 72, column: 18, scope: !740, inlinedAt: !1571)
!1575 = distinct !DIAssignID()
!1576 = !DILocation(line: 0, scope: !531, inlinedAt: !1577)
!1577 = distinct !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !1571)
!1578 = !DILocation(line: 42, column: 10, scope: !541, inlinedAt: !1577)
!1579 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !1577)
!1580 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !1577)
!1581 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !1577)
!1582 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !1577)
!1583 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !1577)
!1584 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !1577)
!1585 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !1577)
!1586 = !DILocation(line: 46, column: 3, scope: !540, inlinedAt: !1577)
!1587 = !DILocation(line: 74, column: 1, scope: !740, inlinedAt: !1571)
!1588 = !DILocation(line: 94, column: 5, scope: !735)
!1589 = !DILocation(line: 96, column: 19, scope: !734)
!1590 = !{!1591, !504, i64 11}
!1591 = !{!"TString", !503, i64 0, !504, i64 8, !504, i64 9, !504, i64 10, !504, i64 11, !506, i64 12, !504, i64 16, !504, i64 24}
!1592 = !DILocation(line: 0, scope: !734)
!1593 = !DILocation(line: 98, column: 22, scope: !734)
!1594 = !DILocation(line: 0, scope: !740, inlinedAt: !1595)
!1595 = distinct !DILocation(line: 98, column: 5, scope: !734)
!1596 = !DILocation(line: 66, column: 3, scope: !740, inlinedAt: !1595)
!1597 = !DILocation(line: 68, column: 3, scope: !740, inlinedAt: !1595)
!1598 = !DILocation(line: 69, column: 26, scope: !784, inlinedAt: !1595)
!1599 = !DILocation(line: 69, column: 18, scope: !784, inlinedAt: !1595)
!1600 = !DILocation(line: 69, column: 15, scope: !784, inlinedAt: !1595)
!1601 = !DILocation(line: 69, column: 5, scope: !784, inlinedAt: !1595)
!1602 = !DILocation(line: 69, column: 24, scope: !784, inlinedAt: !1595)
!1603 = !DILocation(line: 70, column: 7, scope: !784, inlinedAt: !1595)
!1604 = !DILocation(line: 71, column: 14, scope: !740, inlinedAt: !1595)
!1605 = !DILocation(line: 71, column: 3, scope: !784, inlinedAt: !1595)
!1606 = distinct !{!1606, !1597, !1607, !794}
!1607 = !DILocation(line: 71, column: 18, scope: !740, inlinedAt: !1595)
!1608 = !DILocation(line: 97, column: 23, scope: !734)
!1609 = !DILocation(line: 72, column: 3, scope: !740, inlinedAt: !1595)
!1610 = !DILocation(line: 72, column: 18, scope: !740, inlinedAt: !1595)
!1611 = distinct !DIAssignID()
!1612 = !DILocation(line: 0, scope: !531, inlinedAt: !1613)
!1613 = distinct !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !1595)
!1614 = !DILocation(line: 42, column: 10, scope: !541, inlinedAt: !1613)
!1615 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !1613)
!1616 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !1613)
!1617 = !DILocation(line: 74, column: 1, scope: !740, inlinedAt: !1595)
!1618 = !DILocation(line: 0, scope: !531, inlinedAt: !1619)
!1619 = distinct !DILocation(line: 99, column: 5, scope: !734)
!1620 = !DILocation(line: 42, column: 22, scope: !541, inlinedAt: !1619)
!1621 = !DILocation(line: 73, column: 3, scope: !740, inlinedAt: !1595)
!1622 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !1613)
!1623 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !1613)
!1624 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !1613)
!1625 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !1613)
!1626 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !1613)
!1627 = !DILocation(line: 42, column: 17, scope: !541, inlinedAt: !1619)
!1628 = !DILocation(line: 44, column: 22, scope: !540, inlinedAt: !1619)
!1629 = !DILocation(line: 44, column: 33, scope: !540, inlinedAt: !1619)
!1630 = !DILocation(line: 44, column: 48, scope: !540, inlinedAt: !1619)
!1631 = !DILocation(line: 44, column: 17, scope: !540, inlinedAt: !1619)
!1632 = !DILocation(line: 44, column: 15, scope: !540, inlinedAt: !1619)
!1633 = !DILocation(line: 46, column: 3, scope: !540, inlinedAt: !1619)
!1634 = !DILocation(line: 101, column: 1, scope: !726)
