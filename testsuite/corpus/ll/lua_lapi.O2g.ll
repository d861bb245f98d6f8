; ModuleID = 'src/lua/lapi.c'
source_filename = "src/lua/lapi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.StackValue = type { %struct.TValue }
%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%union.UValue = type { %struct.TValue }
%struct.CallS = type { ptr, i32 }
%struct.Zio = type { i64, ptr, ptr, ptr, ptr }
%struct.Upvaldesc = type { ptr, i8, i8, i8 }

@lua_ident = dso_local local_unnamed_addr constant [129 x i8] c"$LuaVersion: Lua 5.4.7  Copyright (C) 1994-2024 Lua.org, PUC-Rio $$LuaAuthors: R. Ierusalimschy, L. H. de Figueiredo, W. Celes $\00", align 16, !dbg !0
@luaT_typenames_ = external hidden local_unnamed_addr constant [12 x ptr], align 16
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !491
@.str.1 = private unnamed_addr constant [2 x i8] c"?\00", align 1, !dbg !493
@.str.2 = private unnamed_addr constant [10 x i8] c"(no name)\00", align 1, !dbg !497
@getupvalref.nullup = internal unnamed_addr constant ptr null, align 8, !dbg !502

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_checkstack(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !530 {
    #dbg_value(ptr %0, !534, !DIExpression(), !538)
    #dbg_value(i32 %1, !535, !DIExpression(), !538)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !539
  %4 = load ptr, ptr %3, align 8, !dbg !539, !tbaa !540
    #dbg_value(ptr %4, !537, !DIExpression(), !538)
  %5 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !549
  %6 = load ptr, ptr %5, align 8, !dbg !551, !tbaa !552
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !553
  %8 = load ptr, ptr %7, align 8, !dbg !554, !tbaa !552
  %9 = ptrtoint ptr %6 to i64, !dbg !555
  %10 = ptrtoint ptr %8 to i64, !dbg !555
  %11 = sub i64 %9, %10, !dbg !555
  %12 = ashr exact i64 %11, 4, !dbg !555
  %13 = sext i32 %1 to i64, !dbg !556
  %14 = icmp sgt i64 %12, %13, !dbg !557
  br i1 %14, label %20, label %15, !dbg !558

15:                                               ; preds = %2
  %16 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef %1, i32 noundef 0) #13, !dbg !559
    #dbg_value(i32 %16, !536, !DIExpression(), !538)
  %17 = icmp eq i32 %16, 0, !dbg !560
  br i1 %17, label %28, label %18, !dbg !562

18:                                               ; preds = %15
  %19 = load ptr, ptr %7, align 8, !dbg !563, !tbaa !552
  br label %20, !dbg !562

20:                                               ; preds = %18, %2
  %21 = phi ptr [ %19, %18 ], [ %8, %2 ], !dbg !563
  %22 = phi i32 [ %16, %18 ], [ 1, %2 ]
  %23 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !564
  %24 = load ptr, ptr %23, align 8, !dbg !565, !tbaa !552
  %25 = getelementptr inbounds %union.StackValue, ptr %21, i64 %13, !dbg !566
  %26 = icmp ult ptr %24, %25, !dbg !567
  br i1 %26, label %27, label %28, !dbg !568

27:                                               ; preds = %20
  store ptr %25, ptr %23, align 8, !dbg !569, !tbaa !552
  br label %28, !dbg !570

28:                                               ; preds = %27, %20, %15
  %29 = phi i32 [ %22, %27 ], [ %22, %20 ], [ 0, %15 ]
  ret i32 %29, !dbg !571
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !572 hidden i32 @luaD_growstack(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @lua_xmove(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #3 !dbg !576 {
    #dbg_value(ptr %0, !580, !DIExpression(), !592)
    #dbg_value(ptr %1, !581, !DIExpression(), !592)
    #dbg_value(i32 %2, !582, !DIExpression(), !592)
  %4 = icmp eq ptr %0, %1, !dbg !593
  br i1 %4, label %57, label %5, !dbg !595

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !596
  %7 = load ptr, ptr %6, align 8, !dbg !597, !tbaa !552
  %8 = sext i32 %2 to i64, !dbg !597
  %9 = sub nsw i64 0, %8, !dbg !597
  %10 = getelementptr inbounds %union.StackValue, ptr %7, i64 %9, !dbg !597
  store ptr %10, ptr %6, align 8, !dbg !597, !tbaa !552
    #dbg_value(i32 0, !583, !DIExpression(), !592)
  %11 = icmp sgt i32 %2, 0, !dbg !598
  br i1 %11, label %12, label %57, !dbg !599

12:                                               ; preds = %5
  %13 = getelementptr inbounds i8, ptr %1, i64 16
  %14 = zext nneg i32 %2 to i64, !dbg !598
  %15 = load ptr, ptr %13, align 8, !dbg !600, !tbaa !552
  %16 = and i64 %14, 1, !dbg !599
  %17 = icmp eq i32 %2, 1, !dbg !599
  br i1 %17, label %44, label %18, !dbg !599

18:                                               ; preds = %12
  %19 = and i64 %14, 2147483646, !dbg !599
  br label %20, !dbg !599

20:                                               ; preds = %20, %18
  %21 = phi ptr [ %15, %18 ], [ %40, %20 ], !dbg !600
  %22 = phi i64 [ 0, %18 ], [ %41, %20 ]
  %23 = phi i64 [ 0, %18 ], [ %42, %20 ]
    #dbg_value(i64 %22, !583, !DIExpression(), !592)
    #dbg_value(ptr %21, !584, !DIExpression(), !601)
  %24 = load ptr, ptr %6, align 8, !dbg !600, !tbaa !552
  %25 = getelementptr inbounds %union.StackValue, ptr %24, i64 %22, !dbg !600
    #dbg_value(ptr %25, !589, !DIExpression(), !601)
  %26 = load i64, ptr %25, align 8, !dbg !600, !tbaa !552
  store i64 %26, ptr %21, align 8, !dbg !600, !tbaa !552
  %27 = getelementptr inbounds i8, ptr %25, i64 8, !dbg !600
  %28 = load i8, ptr %27, align 8, !dbg !600, !tbaa !602
  %29 = getelementptr inbounds i8, ptr %21, i64 8, !dbg !600
  store i8 %28, ptr %29, align 8, !dbg !600, !tbaa !602
  %30 = load ptr, ptr %13, align 8, !dbg !604, !tbaa !552
  %31 = getelementptr inbounds i8, ptr %30, i64 16, !dbg !604
  store ptr %31, ptr %13, align 8, !dbg !604, !tbaa !552
  %32 = or disjoint i64 %22, 1, !dbg !605
    #dbg_value(i64 %32, !583, !DIExpression(), !592)
    #dbg_value(ptr %31, !584, !DIExpression(), !601)
  %33 = load ptr, ptr %6, align 8, !dbg !600, !tbaa !552
  %34 = getelementptr inbounds %union.StackValue, ptr %33, i64 %32, !dbg !600
    #dbg_value(ptr %34, !589, !DIExpression(), !601)
  %35 = load i64, ptr %34, align 8, !dbg !600, !tbaa !552
  store i64 %35, ptr %31, align 8, !dbg !600, !tbaa !552
  %36 = getelementptr inbounds i8, ptr %34, i64 8, !dbg !600
  %37 = load i8, ptr %36, align 8, !dbg !600, !tbaa !602
  %38 = getelementptr inbounds i8, ptr %30, i64 24, !dbg !600
  store i8 %37, ptr %38, align 8, !dbg !600, !tbaa !602
  %39 = load ptr, ptr %13, align 8, !dbg !604, !tbaa !552
  %40 = getelementptr inbounds i8, ptr %39, i64 16, !dbg !604
  store ptr %40, ptr %13, align 8, !dbg !604, !tbaa !552
  %41 = add nuw nsw i64 %22, 2, !dbg !605
    #dbg_value(i64 %41, !583, !DIExpression(), !592)
  %42 = add i64 %23, 2, !dbg !599
  %43 = icmp eq i64 %42, %19, !dbg !599
  br i1 %43, label %44, label %20, !dbg !599, !llvm.loop !606

44:                                               ; preds = %20, %12
  %45 = phi ptr [ %15, %12 ], [ %40, %20 ]
  %46 = phi i64 [ 0, %12 ], [ %41, %20 ]
  %47 = icmp eq i64 %16, 0, !dbg !599
  br i1 %47, label %57, label %48, !dbg !599

48:                                               ; preds = %44
    #dbg_value(i64 %46, !583, !DIExpression(), !592)
    #dbg_value(ptr %45, !584, !DIExpression(), !601)
  %49 = load ptr, ptr %6, align 8, !dbg !600, !tbaa !552
  %50 = getelementptr inbounds %union.StackValue, ptr %49, i64 %46, !dbg !600
    #dbg_value(ptr %50, !589, !DIExpression(), !601)
  %51 = load i64, ptr %50, align 8, !dbg !600, !tbaa !552
  store i64 %51, ptr %45, align 8, !dbg !600, !tbaa !552
  %52 = getelementptr inbounds i8, ptr %50, i64 8, !dbg !600
  %53 = load i8, ptr %52, align 8, !dbg !600, !tbaa !602
  %54 = getelementptr inbounds i8, ptr %45, i64 8, !dbg !600
  store i8 %53, ptr %54, align 8, !dbg !600, !tbaa !602
  %55 = load ptr, ptr %13, align 8, !dbg !604, !tbaa !552
  %56 = getelementptr inbounds i8, ptr %55, i64 16, !dbg !604
  store ptr %56, ptr %13, align 8, !dbg !604, !tbaa !552
    #dbg_value(i64 %46, !583, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !592)
  br label %57, !dbg !609

57:                                               ; preds = %48, %44, %5, %3
  ret void, !dbg !609
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local ptr @lua_atpanic(ptr nocapture noundef readonly %0, ptr noundef %1) local_unnamed_addr #4 !dbg !610 {
    #dbg_value(ptr %0, !614, !DIExpression(), !617)
    #dbg_value(ptr %1, !615, !DIExpression(), !617)
  %3 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !618
  %4 = load ptr, ptr %3, align 8, !dbg !618, !tbaa !619
  %5 = getelementptr inbounds i8, ptr %4, i64 256, !dbg !620
  %6 = load ptr, ptr %5, align 8, !dbg !620, !tbaa !621
    #dbg_value(ptr %6, !616, !DIExpression(), !617)
  store ptr %1, ptr %5, align 8, !dbg !624, !tbaa !621
  ret ptr %6, !dbg !625
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @lua_version(ptr nocapture noundef readnone %0) local_unnamed_addr #5 !dbg !626 {
    #dbg_value(ptr %0, !630, !DIExpression(), !631)
  ret double 5.040000e+02, !dbg !632
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @lua_absindex(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 !dbg !633 {
    #dbg_value(ptr %0, !635, !DIExpression(), !637)
    #dbg_value(i32 %1, !636, !DIExpression(), !637)
  %3 = add i32 %1, -1, !dbg !638
  %4 = icmp ult i32 %3, -1001000, !dbg !638
  br i1 %4, label %17, label %5, !dbg !638

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !639
  %7 = load ptr, ptr %6, align 8, !dbg !639, !tbaa !552
  %8 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !639
  %9 = load ptr, ptr %8, align 8, !dbg !639, !tbaa !540
  %10 = load ptr, ptr %9, align 8, !dbg !639, !tbaa !552
  %11 = ptrtoint ptr %7 to i64, !dbg !639
  %12 = ptrtoint ptr %10 to i64, !dbg !639
  %13 = sub i64 %11, %12, !dbg !639
  %14 = lshr exact i64 %13, 4, !dbg !639
  %15 = trunc i64 %14 to i32, !dbg !639
  %16 = add nsw i32 %15, %1, !dbg !640
  br label %17, !dbg !641

17:                                               ; preds = %2, %5
  %18 = phi i32 [ %16, %5 ], [ %1, %2 ], !dbg !641
  ret i32 %18, !dbg !642
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @lua_gettop(ptr nocapture noundef readonly %0) local_unnamed_addr #6 !dbg !643 {
    #dbg_value(ptr %0, !645, !DIExpression(), !646)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !647
  %3 = load ptr, ptr %2, align 8, !dbg !647, !tbaa !552
  %4 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !647
  %5 = load ptr, ptr %4, align 8, !dbg !647, !tbaa !540
  %6 = load ptr, ptr %5, align 8, !dbg !647, !tbaa !552
  %7 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !647
  %8 = ptrtoint ptr %3 to i64, !dbg !647
  %9 = ptrtoint ptr %7 to i64, !dbg !647
  %10 = sub i64 %8, %9, !dbg !647
  %11 = lshr exact i64 %10, 4, !dbg !647
  %12 = trunc i64 %11 to i32, !dbg !647
  ret i32 %12, !dbg !648
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_settop(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !649 {
    #dbg_value(ptr %0, !653, !DIExpression(), !659)
    #dbg_value(i32 %1, !654, !DIExpression(), !659)
    #dbg_value(ptr poison, !655, !DIExpression(), !659)
    #dbg_value(ptr poison, !656, !DIExpression(), !659)
  %3 = icmp sgt i32 %1, -1, !dbg !660
  br i1 %3, label %4, label %53, !dbg !662

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !663
  %6 = load ptr, ptr %5, align 8, !dbg !663, !tbaa !540
    #dbg_value(ptr %6, !655, !DIExpression(), !659)
  %7 = load ptr, ptr %6, align 8, !dbg !664, !tbaa !552
    #dbg_value(ptr %7, !656, !DIExpression(), !659)
  %8 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !665
  %9 = zext nneg i32 %1 to i64, !dbg !667
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9, !dbg !667
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !668
  %12 = load ptr, ptr %11, align 8, !dbg !669, !tbaa !552
  %13 = ptrtoint ptr %10 to i64, !dbg !670
  %14 = ptrtoint ptr %12 to i64, !dbg !670
  %15 = sub i64 %13, %14, !dbg !670
  %16 = ashr exact i64 %15, 4, !dbg !670
    #dbg_value(i64 %16, !658, !DIExpression(), !659)
  %17 = icmp sgt i64 %16, 0, !dbg !671
  br i1 %17, label %18, label %56, !dbg !674

18:                                               ; preds = %4
  %19 = and i64 %16, 3, !dbg !674
  %20 = icmp eq i64 %19, 0, !dbg !674
  br i1 %20, label %30, label %21, !dbg !674

21:                                               ; preds = %18, %21
  %22 = phi i64 [ %27, %21 ], [ %16, %18 ]
  %23 = phi i64 [ %28, %21 ], [ 0, %18 ]
    #dbg_value(i64 %22, !658, !DIExpression(), !659)
  %24 = load ptr, ptr %11, align 8, !dbg !675, !tbaa !552
  %25 = getelementptr inbounds i8, ptr %24, i64 16, !dbg !675
  store ptr %25, ptr %11, align 8, !dbg !675, !tbaa !552
  %26 = getelementptr inbounds i8, ptr %24, i64 8, !dbg !675
  store i8 0, ptr %26, align 8, !dbg !675, !tbaa !552
  %27 = add nsw i64 %22, -1, !dbg !676
    #dbg_value(i64 %27, !658, !DIExpression(), !659)
  %28 = add i64 %23, 1, !dbg !674
  %29 = icmp eq i64 %28, %19, !dbg !674
  br i1 %29, label %30, label %21, !dbg !674, !llvm.loop !677

30:                                               ; preds = %21, %18
  %31 = phi i64 [ %16, %18 ], [ %27, %21 ]
  %32 = icmp ult i64 %16, 4, !dbg !674
  br i1 %32, label %50, label %33, !dbg !674

33:                                               ; preds = %30, %33
  %34 = phi i64 [ %47, %33 ], [ %31, %30 ]
    #dbg_value(i64 %34, !658, !DIExpression(), !659)
  %35 = load ptr, ptr %11, align 8, !dbg !675, !tbaa !552
  %36 = getelementptr inbounds i8, ptr %35, i64 16, !dbg !675
  store ptr %36, ptr %11, align 8, !dbg !675, !tbaa !552
  %37 = getelementptr inbounds i8, ptr %35, i64 8, !dbg !675
  store i8 0, ptr %37, align 8, !dbg !675, !tbaa !552
    #dbg_value(i64 %34, !658, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !659)
  %38 = load ptr, ptr %11, align 8, !dbg !675, !tbaa !552
  %39 = getelementptr inbounds i8, ptr %38, i64 16, !dbg !675
  store ptr %39, ptr %11, align 8, !dbg !675, !tbaa !552
  %40 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !675
  store i8 0, ptr %40, align 8, !dbg !675, !tbaa !552
    #dbg_value(i64 %34, !658, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !659)
  %41 = load ptr, ptr %11, align 8, !dbg !675, !tbaa !552
  %42 = getelementptr inbounds i8, ptr %41, i64 16, !dbg !675
  store ptr %42, ptr %11, align 8, !dbg !675, !tbaa !552
  %43 = getelementptr inbounds i8, ptr %41, i64 8, !dbg !675
  store i8 0, ptr %43, align 8, !dbg !675, !tbaa !552
    #dbg_value(i64 %34, !658, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !659)
  %44 = load ptr, ptr %11, align 8, !dbg !675, !tbaa !552
  %45 = getelementptr inbounds i8, ptr %44, i64 16, !dbg !675
  store ptr %45, ptr %11, align 8, !dbg !675, !tbaa !552
  %46 = getelementptr inbounds i8, ptr %44, i64 8, !dbg !675
  store i8 0, ptr %46, align 8, !dbg !675, !tbaa !552
  %47 = add nsw i64 %34, -4, !dbg !676
    #dbg_value(i64 %47, !658, !DIExpression(), !659)
  %48 = add i64 %34, -5, !dbg !671
  %49 = icmp ult i64 %48, -2, !dbg !671
  br i1 %49, label %33, label %50, !dbg !674, !llvm.loop !679

50:                                               ; preds = %33, %30
    #dbg_value(i64 0, !658, !DIExpression(), !659)
  %51 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !681
  %52 = load ptr, ptr %51, align 8, !dbg !682, !tbaa !552
    #dbg_value(ptr %52, !657, !DIExpression(), !659)
  br label %68, !dbg !683

53:                                               ; preds = %2
  %54 = add nsw i32 %1, 1, !dbg !685
  %55 = sext i32 %54 to i64, !dbg !687
    #dbg_value(i64 %55, !658, !DIExpression(), !659)
  br label %56

56:                                               ; preds = %4, %53
  %57 = phi i64 [ %55, %53 ], [ %16, %4 ], !dbg !688
    #dbg_value(i64 %57, !658, !DIExpression(), !659)
  %58 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !681
  %59 = load ptr, ptr %58, align 8, !dbg !682, !tbaa !552
  %60 = getelementptr inbounds %union.StackValue, ptr %59, i64 %57, !dbg !689
    #dbg_value(ptr %60, !657, !DIExpression(), !659)
  %61 = icmp slt i64 %57, 0, !dbg !690
  br i1 %61, label %62, label %68, !dbg !683

62:                                               ; preds = %56
  %63 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !691
  %64 = load ptr, ptr %63, align 8, !dbg !692, !tbaa !552
  %65 = icmp ult ptr %64, %60, !dbg !693
  br i1 %65, label %68, label %66, !dbg !694

66:                                               ; preds = %62
  %67 = tail call ptr @luaF_close(ptr noundef nonnull %0, ptr noundef nonnull %60, i32 noundef -1, i32 noundef 0) #13, !dbg !695
    #dbg_value(ptr %67, !657, !DIExpression(), !659)
  br label %68, !dbg !697

68:                                               ; preds = %50, %66, %62, %56
  %69 = phi ptr [ %58, %66 ], [ %58, %62 ], [ %58, %56 ], [ %51, %50 ]
  %70 = phi ptr [ %67, %66 ], [ %60, %62 ], [ %60, %56 ], [ %52, %50 ], !dbg !659
    #dbg_value(ptr %70, !657, !DIExpression(), !659)
  store ptr %70, ptr %69, align 8, !dbg !698, !tbaa !552
  ret void, !dbg !699
}

declare !dbg !700 hidden ptr @luaF_close(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @lua_closeslot(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !704 {
    #dbg_value(ptr %0, !706, !DIExpression(), !709)
    #dbg_value(i32 %1, !707, !DIExpression(), !709)
    #dbg_value(ptr %0, !710, !DIExpression(), !720)
    #dbg_value(i32 %1, !715, !DIExpression(), !720)
    #dbg_value(ptr poison, !716, !DIExpression(), !720)
  %3 = icmp sgt i32 %1, 0, !dbg !722
  br i1 %3, label %4, label %10, !dbg !723

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !724
  %6 = load ptr, ptr %5, align 8, !dbg !724, !tbaa !540
    #dbg_value(ptr %6, !716, !DIExpression(), !720)
  %7 = load ptr, ptr %6, align 8, !dbg !725, !tbaa !552
  %8 = zext nneg i32 %1 to i64, !dbg !726
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8, !dbg !726
    #dbg_value(ptr %9, !717, !DIExpression(), !727)
  br label %15

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !728
  %12 = load ptr, ptr %11, align 8, !dbg !730, !tbaa !552
  %13 = sext i32 %1 to i64, !dbg !731
  %14 = getelementptr inbounds %union.StackValue, ptr %12, i64 %13, !dbg !731
  br label %15, !dbg !732

15:                                               ; preds = %4, %10
  %16 = phi ptr [ %9, %4 ], [ %14, %10 ], !dbg !733
    #dbg_value(ptr %16, !708, !DIExpression(), !709)
  %17 = tail call ptr @luaF_close(ptr noundef nonnull %0, ptr noundef %16, i32 noundef -1, i32 noundef 0) #13, !dbg !734
    #dbg_value(ptr %17, !708, !DIExpression(), !709)
  %18 = getelementptr inbounds i8, ptr %17, i64 8, !dbg !735
  store i8 0, ptr %18, align 8, !dbg !735, !tbaa !552
  ret void, !dbg !736
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @lua_rotate(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #3 !dbg !737 {
    #dbg_value(ptr %0, !741, !DIExpression(), !747)
    #dbg_value(i32 %1, !742, !DIExpression(), !747)
    #dbg_value(i32 %2, !743, !DIExpression(), !747)
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !748
  %5 = load ptr, ptr %4, align 8, !dbg !749, !tbaa !552
  %6 = getelementptr inbounds i8, ptr %5, i64 -16, !dbg !750
    #dbg_value(ptr %6, !745, !DIExpression(), !747)
    #dbg_value(ptr %0, !710, !DIExpression(), !751)
    #dbg_value(i32 %1, !715, !DIExpression(), !751)
    #dbg_value(ptr poison, !716, !DIExpression(), !751)
  %7 = icmp sgt i32 %1, 0, !dbg !753
  br i1 %7, label %8, label %14, !dbg !754

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !755
  %10 = load ptr, ptr %9, align 8, !dbg !755, !tbaa !540
    #dbg_value(ptr %10, !716, !DIExpression(), !751)
  %11 = load ptr, ptr %10, align 8, !dbg !756, !tbaa !552
  %12 = zext nneg i32 %1 to i64, !dbg !757
  %13 = getelementptr inbounds %union.StackValue, ptr %11, i64 %12, !dbg !757
    #dbg_value(ptr %13, !717, !DIExpression(), !758)
  br label %17

14:                                               ; preds = %3
  %15 = sext i32 %1 to i64, !dbg !759
  %16 = getelementptr inbounds %union.StackValue, ptr %5, i64 %15, !dbg !759
  br label %17, !dbg !760

17:                                               ; preds = %8, %14
  %18 = phi ptr [ %13, %8 ], [ %16, %14 ], !dbg !761
    #dbg_value(ptr %18, !744, !DIExpression(), !747)
  %19 = icmp sgt i32 %2, -1, !dbg !762
  br i1 %19, label %20, label %24, !dbg !763

20:                                               ; preds = %17
  %21 = zext nneg i32 %2 to i64, !dbg !764
  %22 = sub nsw i64 0, %21, !dbg !764
  %23 = getelementptr inbounds %union.StackValue, ptr %6, i64 %22, !dbg !764
  br label %29, !dbg !763

24:                                               ; preds = %17
  %25 = sext i32 %2 to i64, !dbg !765
  %26 = sub nsw i64 0, %25, !dbg !765
  %27 = getelementptr inbounds %union.StackValue, ptr %18, i64 %26, !dbg !765
  %28 = getelementptr inbounds i8, ptr %27, i64 -16, !dbg !766
  br label %29, !dbg !763

29:                                               ; preds = %24, %20
  %30 = phi ptr [ %23, %20 ], [ %28, %24 ], !dbg !763
    #dbg_value(ptr %30, !746, !DIExpression(), !747)
    #dbg_value(ptr %0, !767, !DIExpression(), !787)
    #dbg_value(ptr %18, !772, !DIExpression(), !787)
    #dbg_value(ptr %30, !773, !DIExpression(), !787)
  %31 = icmp ult ptr %18, %30, !dbg !789
  br i1 %31, label %32, label %44, !dbg !790

32:                                               ; preds = %29, %32
  %33 = phi ptr [ %41, %32 ], [ %18, %29 ]
  %34 = phi ptr [ %42, %32 ], [ %30, %29 ]
    #dbg_value(ptr %33, !772, !DIExpression(), !787)
    #dbg_value(ptr %34, !773, !DIExpression(), !787)
    #dbg_value(ptr undef, !778, !DIExpression(), !791)
    #dbg_value(ptr %33, !780, !DIExpression(), !791)
  %35 = load ptr, ptr %33, align 8, !dbg !792, !tbaa !552
    #dbg_value(ptr %35, !774, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !793)
  %36 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !792
  %37 = load i8, ptr %36, align 8, !dbg !792, !tbaa !602
    #dbg_value(i8 %37, !774, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !793)
    #dbg_value(ptr %33, !781, !DIExpression(), !794)
    #dbg_value(ptr %34, !783, !DIExpression(), !794)
  %38 = load i64, ptr %34, align 8, !dbg !795, !tbaa !552
  store i64 %38, ptr %33, align 8, !dbg !795, !tbaa !552
  %39 = getelementptr inbounds i8, ptr %34, i64 8, !dbg !795
  %40 = load i8, ptr %39, align 8, !dbg !795, !tbaa !602
  store i8 %40, ptr %36, align 8, !dbg !795, !tbaa !602
    #dbg_value(ptr %34, !784, !DIExpression(), !796)
    #dbg_value(ptr undef, !786, !DIExpression(), !796)
  store ptr %35, ptr %34, align 8, !dbg !797, !tbaa !552
  store i8 %37, ptr %39, align 8, !dbg !797, !tbaa !602
  %41 = getelementptr inbounds i8, ptr %33, i64 16, !dbg !798
    #dbg_value(ptr %41, !772, !DIExpression(), !787)
  %42 = getelementptr inbounds i8, ptr %34, i64 -16, !dbg !799
    #dbg_value(ptr %42, !773, !DIExpression(), !787)
  %43 = icmp ult ptr %41, %42, !dbg !789
  br i1 %43, label %32, label %44, !dbg !790, !llvm.loop !800

44:                                               ; preds = %32, %29
  %45 = getelementptr inbounds i8, ptr %30, i64 16, !dbg !802
    #dbg_value(ptr %0, !767, !DIExpression(), !803)
    #dbg_value(ptr %45, !772, !DIExpression(), !803)
    #dbg_value(ptr %6, !773, !DIExpression(), !803)
  %46 = icmp ult ptr %45, %6, !dbg !805
  br i1 %46, label %47, label %59, !dbg !806

47:                                               ; preds = %44, %47
  %48 = phi ptr [ %56, %47 ], [ %45, %44 ]
  %49 = phi ptr [ %57, %47 ], [ %6, %44 ]
    #dbg_value(ptr %48, !772, !DIExpression(), !803)
    #dbg_value(ptr %49, !773, !DIExpression(), !803)
    #dbg_value(ptr undef, !778, !DIExpression(), !807)
    #dbg_value(ptr %48, !780, !DIExpression(), !807)
  %50 = load ptr, ptr %48, align 8, !dbg !808, !tbaa !552
    #dbg_value(ptr %50, !774, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !809)
  %51 = getelementptr inbounds i8, ptr %48, i64 8, !dbg !808
  %52 = load i8, ptr %51, align 8, !dbg !808, !tbaa !602
    #dbg_value(i8 %52, !774, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !809)
    #dbg_value(ptr %48, !781, !DIExpression(), !810)
    #dbg_value(ptr %49, !783, !DIExpression(), !810)
  %53 = load i64, ptr %49, align 8, !dbg !811, !tbaa !552
  store i64 %53, ptr %48, align 8, !dbg !811, !tbaa !552
  %54 = getelementptr inbounds i8, ptr %49, i64 8, !dbg !811
  %55 = load i8, ptr %54, align 8, !dbg !811, !tbaa !602
  store i8 %55, ptr %51, align 8, !dbg !811, !tbaa !602
    #dbg_value(ptr %49, !784, !DIExpression(), !812)
    #dbg_value(ptr undef, !786, !DIExpression(), !812)
  store ptr %50, ptr %49, align 8, !dbg !813, !tbaa !552
  store i8 %52, ptr %54, align 8, !dbg !813, !tbaa !602
  %56 = getelementptr inbounds i8, ptr %48, i64 16, !dbg !814
    #dbg_value(ptr %56, !772, !DIExpression(), !803)
  %57 = getelementptr inbounds i8, ptr %49, i64 -16, !dbg !815
    #dbg_value(ptr %57, !773, !DIExpression(), !803)
  %58 = icmp ult ptr %56, %57, !dbg !805
  br i1 %58, label %47, label %59, !dbg !806, !llvm.loop !816

59:                                               ; preds = %47, %44
    #dbg_value(ptr %0, !767, !DIExpression(), !818)
    #dbg_value(ptr %18, !772, !DIExpression(), !818)
    #dbg_value(ptr %6, !773, !DIExpression(), !818)
  %60 = icmp ult ptr %18, %6, !dbg !820
  br i1 %60, label %61, label %73, !dbg !821

61:                                               ; preds = %59, %61
  %62 = phi ptr [ %70, %61 ], [ %18, %59 ]
  %63 = phi ptr [ %71, %61 ], [ %6, %59 ]
    #dbg_value(ptr %62, !772, !DIExpression(), !818)
    #dbg_value(ptr %63, !773, !DIExpression(), !818)
    #dbg_value(ptr undef, !778, !DIExpression(), !822)
    #dbg_value(ptr %62, !780, !DIExpression(), !822)
  %64 = load ptr, ptr %62, align 8, !dbg !823, !tbaa !552
    #dbg_value(ptr %64, !774, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !824)
  %65 = getelementptr inbounds i8, ptr %62, i64 8, !dbg !823
  %66 = load i8, ptr %65, align 8, !dbg !823, !tbaa !602
    #dbg_value(i8 %66, !774, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !824)
    #dbg_value(ptr %62, !781, !DIExpression(), !825)
    #dbg_value(ptr %63, !783, !DIExpression(), !825)
  %67 = load i64, ptr %63, align 8, !dbg !826, !tbaa !552
  store i64 %67, ptr %62, align 8, !dbg !826, !tbaa !552
  %68 = getelementptr inbounds i8, ptr %63, i64 8, !dbg !826
  %69 = load i8, ptr %68, align 8, !dbg !826, !tbaa !602
  store i8 %69, ptr %65, align 8, !dbg !826, !tbaa !602
    #dbg_value(ptr %63, !784, !DIExpression(), !827)
    #dbg_value(ptr undef, !786, !DIExpression(), !827)
  store ptr %64, ptr %63, align 8, !dbg !828, !tbaa !552
  store i8 %66, ptr %68, align 8, !dbg !828, !tbaa !602
  %70 = getelementptr inbounds i8, ptr %62, i64 16, !dbg !829
    #dbg_value(ptr %70, !772, !DIExpression(), !818)
  %71 = getelementptr inbounds i8, ptr %63, i64 -16, !dbg !830
    #dbg_value(ptr %71, !773, !DIExpression(), !818)
  %72 = icmp ult ptr %70, %71, !dbg !820
  br i1 %72, label %61, label %73, !dbg !821, !llvm.loop !831

73:                                               ; preds = %61, %59
  ret void, !dbg !833
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_copy(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !834 {
    #dbg_value(ptr %0, !836, !DIExpression(), !844)
    #dbg_value(i32 %1, !837, !DIExpression(), !844)
    #dbg_value(i32 %2, !838, !DIExpression(), !844)
    #dbg_value(ptr %0, !845, !DIExpression(), !862)
    #dbg_value(i32 %1, !850, !DIExpression(), !862)
  %4 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !864
  %5 = load ptr, ptr %4, align 8, !dbg !864, !tbaa !540
    #dbg_value(ptr %5, !851, !DIExpression(), !862)
  %6 = icmp sgt i32 %1, 0, !dbg !865
  br i1 %6, label %7, label %18, !dbg !866

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !dbg !867, !tbaa !552
  %9 = zext nneg i32 %1 to i64, !dbg !868
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9, !dbg !868
    #dbg_value(ptr %10, !852, !DIExpression(), !869)
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !870
  %12 = load ptr, ptr %11, align 8, !dbg !872, !tbaa !552
  %13 = icmp ult ptr %10, %12, !dbg !873
  br i1 %13, label %56, label %14, !dbg !874

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !875
  %16 = load ptr, ptr %15, align 8, !dbg !875, !tbaa !619
  %17 = getelementptr inbounds i8, ptr %16, i64 80, !dbg !876
  br label %56, !dbg !877

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999, !dbg !878
  br i1 %19, label %25, label %20, !dbg !879

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !880
  %22 = load ptr, ptr %21, align 8, !dbg !880, !tbaa !552
  %23 = sext i32 %1 to i64, !dbg !880
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23, !dbg !880
  br label %56, !dbg !882

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000, !dbg !883
  br i1 %26, label %27, label %31, !dbg !884

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !885
  %29 = load ptr, ptr %28, align 8, !dbg !885, !tbaa !619
  %30 = getelementptr inbounds i8, ptr %29, i64 64, !dbg !886
  br label %56, !dbg !887

31:                                               ; preds = %25
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !862)
  %32 = load ptr, ptr %5, align 8, !dbg !888, !tbaa !552
  %33 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !888
  %34 = load i8, ptr %33, align 8, !dbg !888, !tbaa !552
  %35 = icmp eq i8 %34, 102, !dbg !888
  br i1 %35, label %36, label %52, !dbg !889

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1, !dbg !890
    #dbg_value(i32 %37, !850, !DIExpression(), !862)
  %38 = load ptr, ptr %32, align 8, !dbg !891, !tbaa !552
    #dbg_value(ptr %38, !855, !DIExpression(), !892)
  %39 = getelementptr inbounds i8, ptr %38, i64 10, !dbg !893
  %40 = load i8, ptr %39, align 2, !dbg !893, !tbaa !894
  %41 = zext i8 %40 to i32, !dbg !896
  %42 = icmp ugt i32 %37, %41, !dbg !897
  br i1 %42, label %48, label %43, !dbg !898

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32, !dbg !899
  %45 = sub nuw nsw i32 -1001001, %1, !dbg !900
  %46 = zext nneg i32 %45 to i64, !dbg !901
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46, !dbg !901
  br label %56, !dbg !898

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !902
  %50 = load ptr, ptr %49, align 8, !dbg !902, !tbaa !619
  %51 = getelementptr inbounds i8, ptr %50, i64 80, !dbg !903
  br label %56, !dbg !898

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !904
  %54 = load ptr, ptr %53, align 8, !dbg !904, !tbaa !619
  %55 = getelementptr inbounds i8, ptr %54, i64 80, !dbg !906
  br label %56, !dbg !907

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ], !dbg !908
    #dbg_value(ptr %57, !839, !DIExpression(), !844)
    #dbg_value(ptr %0, !845, !DIExpression(), !909)
    #dbg_value(i32 %2, !850, !DIExpression(), !909)
    #dbg_value(ptr %5, !851, !DIExpression(), !909)
  %58 = icmp sgt i32 %2, 0, !dbg !911
  br i1 %58, label %59, label %70, !dbg !912

59:                                               ; preds = %56
  %60 = load ptr, ptr %5, align 8, !dbg !913, !tbaa !552
  %61 = zext nneg i32 %2 to i64, !dbg !914
  %62 = getelementptr inbounds %union.StackValue, ptr %60, i64 %61, !dbg !914
    #dbg_value(ptr %62, !852, !DIExpression(), !915)
  %63 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !916
  %64 = load ptr, ptr %63, align 8, !dbg !917, !tbaa !552
  %65 = icmp ult ptr %62, %64, !dbg !918
  br i1 %65, label %108, label %66, !dbg !919

66:                                               ; preds = %59
  %67 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !920
  %68 = load ptr, ptr %67, align 8, !dbg !920, !tbaa !619
  %69 = getelementptr inbounds i8, ptr %68, i64 80, !dbg !921
  br label %108, !dbg !922

70:                                               ; preds = %56
  %71 = icmp slt i32 %2, -1000999, !dbg !923
  br i1 %71, label %77, label %72, !dbg !924

72:                                               ; preds = %70
  %73 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !925
  %74 = load ptr, ptr %73, align 8, !dbg !925, !tbaa !552
  %75 = sext i32 %2 to i64, !dbg !925
  %76 = getelementptr inbounds %union.StackValue, ptr %74, i64 %75, !dbg !925
  br label %108, !dbg !926

77:                                               ; preds = %70
  %78 = icmp eq i32 %2, -1001000, !dbg !927
  br i1 %78, label %79, label %83, !dbg !928

79:                                               ; preds = %77
  %80 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !929
  %81 = load ptr, ptr %80, align 8, !dbg !929, !tbaa !619
  %82 = getelementptr inbounds i8, ptr %81, i64 64, !dbg !930
  br label %108, !dbg !931

83:                                               ; preds = %77
    #dbg_value(!DIArgList(i32 -1001000, i32 %2), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !909)
  %84 = load ptr, ptr %5, align 8, !dbg !932, !tbaa !552
  %85 = getelementptr inbounds i8, ptr %84, i64 8, !dbg !932
  %86 = load i8, ptr %85, align 8, !dbg !932, !tbaa !552
  %87 = icmp eq i8 %86, 102, !dbg !932
  br i1 %87, label %88, label %104, !dbg !933

88:                                               ; preds = %83
  %89 = sub nuw nsw i32 -1001000, %2, !dbg !934
    #dbg_value(i32 %89, !850, !DIExpression(), !909)
  %90 = load ptr, ptr %84, align 8, !dbg !935, !tbaa !552
    #dbg_value(ptr %90, !855, !DIExpression(), !936)
  %91 = getelementptr inbounds i8, ptr %90, i64 10, !dbg !937
  %92 = load i8, ptr %91, align 2, !dbg !937, !tbaa !894
  %93 = zext i8 %92 to i32, !dbg !938
  %94 = icmp ugt i32 %89, %93, !dbg !939
  br i1 %94, label %100, label %95, !dbg !940

95:                                               ; preds = %88
  %96 = getelementptr inbounds i8, ptr %90, i64 32, !dbg !941
  %97 = sub nuw nsw i32 -1001001, %2, !dbg !942
  %98 = zext nneg i32 %97 to i64, !dbg !943
  %99 = getelementptr inbounds [1 x %struct.TValue], ptr %96, i64 0, i64 %98, !dbg !943
  br label %114, !dbg !940

100:                                              ; preds = %88
  %101 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !944
  %102 = load ptr, ptr %101, align 8, !dbg !944, !tbaa !619
  %103 = getelementptr inbounds i8, ptr %102, i64 80, !dbg !945
  br label %114, !dbg !940

104:                                              ; preds = %83
  %105 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !946
  %106 = load ptr, ptr %105, align 8, !dbg !946, !tbaa !619
  %107 = getelementptr inbounds i8, ptr %106, i64 80, !dbg !947
  br label %114, !dbg !948

108:                                              ; preds = %59, %66, %72, %79
  %109 = phi ptr [ %62, %59 ], [ %69, %66 ], [ %76, %72 ], [ %82, %79 ]
    #dbg_value(ptr %109, !840, !DIExpression(), !844)
    #dbg_value(ptr %109, !841, !DIExpression(), !949)
    #dbg_value(ptr %57, !843, !DIExpression(), !949)
  %110 = load i64, ptr %57, align 8, !dbg !950, !tbaa !552
  store i64 %110, ptr %109, align 8, !dbg !950, !tbaa !552
  %111 = getelementptr inbounds i8, ptr %57, i64 8, !dbg !950
  %112 = load i8, ptr %111, align 8, !dbg !950, !tbaa !602
  %113 = getelementptr inbounds i8, ptr %109, i64 8, !dbg !950
  store i8 %112, ptr %113, align 8, !dbg !950, !tbaa !602
  br label %137, !dbg !951

114:                                              ; preds = %104, %100, %95
  %115 = phi ptr [ %107, %104 ], [ %99, %95 ], [ %103, %100 ], !dbg !952
    #dbg_value(ptr %115, !840, !DIExpression(), !844)
    #dbg_value(ptr %115, !841, !DIExpression(), !949)
    #dbg_value(ptr %57, !843, !DIExpression(), !949)
  %116 = load i64, ptr %57, align 8, !dbg !950, !tbaa !552
  store i64 %116, ptr %115, align 8, !dbg !950, !tbaa !552
  %117 = getelementptr inbounds i8, ptr %57, i64 8, !dbg !950
  %118 = load i8, ptr %117, align 8, !dbg !950, !tbaa !602
  %119 = getelementptr inbounds i8, ptr %115, i64 8, !dbg !950
  store i8 %118, ptr %119, align 8, !dbg !950, !tbaa !602
  %120 = and i8 %118, 64, !dbg !953
  %121 = icmp eq i8 %120, 0, !dbg !953
  br i1 %121, label %137, label %122, !dbg !953

122:                                              ; preds = %114
  %123 = load ptr, ptr %4, align 8, !dbg !953, !tbaa !540
  %124 = load ptr, ptr %123, align 8, !dbg !953, !tbaa !552
  %125 = load ptr, ptr %124, align 8, !dbg !953, !tbaa !552
  %126 = getelementptr inbounds i8, ptr %125, i64 9, !dbg !953
  %127 = load i8, ptr %126, align 1, !dbg !953, !tbaa !552
  %128 = and i8 %127, 32, !dbg !953
  %129 = icmp eq i8 %128, 0, !dbg !953
  br i1 %129, label %137, label %130, !dbg !953

130:                                              ; preds = %122
  %131 = load ptr, ptr %57, align 8, !dbg !953, !tbaa !552
  %132 = getelementptr inbounds i8, ptr %131, i64 9, !dbg !953
  %133 = load i8, ptr %132, align 1, !dbg !953, !tbaa !955
  %134 = and i8 %133, 24, !dbg !953
  %135 = icmp eq i8 %134, 0, !dbg !953
  br i1 %135, label %137, label %136, !dbg !953

136:                                              ; preds = %130
  tail call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %125, ptr noundef nonnull %131) #13, !dbg !953
  br label %137, !dbg !953

137:                                              ; preds = %108, %122, %130, %136, %114
  ret void, !dbg !957
}

declare !dbg !958 hidden void @luaC_barrier_(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @lua_pushvalue(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #4 !dbg !962 {
    #dbg_value(ptr %0, !964, !DIExpression(), !969)
    #dbg_value(i32 %1, !965, !DIExpression(), !969)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !970
  %4 = load ptr, ptr %3, align 8, !dbg !970, !tbaa !552
    #dbg_value(ptr %4, !966, !DIExpression(), !971)
    #dbg_value(ptr %0, !845, !DIExpression(), !972)
    #dbg_value(i32 %1, !850, !DIExpression(), !972)
  %5 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !974
  %6 = load ptr, ptr %5, align 8, !dbg !974, !tbaa !540
    #dbg_value(ptr %6, !851, !DIExpression(), !972)
  %7 = icmp sgt i32 %1, 0, !dbg !975
  br i1 %7, label %8, label %17, !dbg !976

8:                                                ; preds = %2
  %9 = load ptr, ptr %6, align 8, !dbg !977, !tbaa !552
  %10 = zext nneg i32 %1 to i64, !dbg !978
  %11 = getelementptr inbounds %union.StackValue, ptr %9, i64 %10, !dbg !978
    #dbg_value(ptr %11, !852, !DIExpression(), !979)
  %12 = icmp ult ptr %11, %4, !dbg !980
  br i1 %12, label %53, label %13, !dbg !981

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !982
  %15 = load ptr, ptr %14, align 8, !dbg !982, !tbaa !619
  %16 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !983
  br label %53, !dbg !984

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999, !dbg !985
  br i1 %18, label %22, label %19, !dbg !986

19:                                               ; preds = %17
  %20 = sext i32 %1 to i64, !dbg !987
  %21 = getelementptr inbounds %union.StackValue, ptr %4, i64 %20, !dbg !987
  br label %53, !dbg !988

22:                                               ; preds = %17
  %23 = icmp eq i32 %1, -1001000, !dbg !989
  br i1 %23, label %24, label %28, !dbg !990

24:                                               ; preds = %22
  %25 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !991
  %26 = load ptr, ptr %25, align 8, !dbg !991, !tbaa !619
  %27 = getelementptr inbounds i8, ptr %26, i64 64, !dbg !992
  br label %53, !dbg !993

28:                                               ; preds = %22
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !972)
  %29 = load ptr, ptr %6, align 8, !dbg !994, !tbaa !552
  %30 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !994
  %31 = load i8, ptr %30, align 8, !dbg !994, !tbaa !552
  %32 = icmp eq i8 %31, 102, !dbg !994
  br i1 %32, label %33, label %49, !dbg !995

33:                                               ; preds = %28
  %34 = sub nuw nsw i32 -1001000, %1, !dbg !996
    #dbg_value(i32 %34, !850, !DIExpression(), !972)
  %35 = load ptr, ptr %29, align 8, !dbg !997, !tbaa !552
    #dbg_value(ptr %35, !855, !DIExpression(), !998)
  %36 = getelementptr inbounds i8, ptr %35, i64 10, !dbg !999
  %37 = load i8, ptr %36, align 2, !dbg !999, !tbaa !894
  %38 = zext i8 %37 to i32, !dbg !1000
  %39 = icmp ugt i32 %34, %38, !dbg !1001
  br i1 %39, label %45, label %40, !dbg !1002

40:                                               ; preds = %33
  %41 = getelementptr inbounds i8, ptr %35, i64 32, !dbg !1003
  %42 = sub nuw nsw i32 -1001001, %1, !dbg !1004
  %43 = zext nneg i32 %42 to i64, !dbg !1005
  %44 = getelementptr inbounds [1 x %struct.TValue], ptr %41, i64 0, i64 %43, !dbg !1005
  br label %53, !dbg !1002

45:                                               ; preds = %33
  %46 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1006
  %47 = load ptr, ptr %46, align 8, !dbg !1006, !tbaa !619
  %48 = getelementptr inbounds i8, ptr %47, i64 80, !dbg !1007
  br label %53, !dbg !1002

49:                                               ; preds = %28
  %50 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1008
  %51 = load ptr, ptr %50, align 8, !dbg !1008, !tbaa !619
  %52 = getelementptr inbounds i8, ptr %51, i64 80, !dbg !1009
  br label %53, !dbg !1010

53:                                               ; preds = %8, %13, %19, %24, %40, %45, %49
  %54 = phi ptr [ %27, %24 ], [ %52, %49 ], [ %21, %19 ], [ %16, %13 ], [ %11, %8 ], [ %44, %40 ], [ %48, %45 ], !dbg !1011
    #dbg_value(ptr %54, !968, !DIExpression(), !971)
  %55 = load i64, ptr %54, align 8, !dbg !970, !tbaa !552
  store i64 %55, ptr %4, align 8, !dbg !970, !tbaa !552
  %56 = getelementptr inbounds i8, ptr %54, i64 8, !dbg !970
  %57 = load i8, ptr %56, align 8, !dbg !970, !tbaa !602
  %58 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !970
  store i8 %57, ptr %58, align 8, !dbg !970, !tbaa !602
  %59 = load ptr, ptr %3, align 8, !dbg !1012, !tbaa !552
  %60 = getelementptr inbounds i8, ptr %59, i64 16, !dbg !1012
  store ptr %60, ptr %3, align 8, !dbg !1012, !tbaa !552
  ret void, !dbg !1014
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 -1, 16) i32 @lua_type(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 !dbg !1015 {
    #dbg_value(ptr %0, !1017, !DIExpression(), !1020)
    #dbg_value(i32 %1, !1018, !DIExpression(), !1020)
    #dbg_value(ptr %0, !845, !DIExpression(), !1021)
    #dbg_value(i32 %1, !850, !DIExpression(), !1021)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1023
  %4 = load ptr, ptr %3, align 8, !dbg !1023, !tbaa !540
    #dbg_value(ptr %4, !851, !DIExpression(), !1021)
  %5 = icmp sgt i32 %1, 0, !dbg !1024
  br i1 %5, label %6, label %17, !dbg !1025

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !dbg !1026, !tbaa !552
  %8 = zext nneg i32 %1 to i64, !dbg !1027
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8, !dbg !1027
    #dbg_value(ptr %9, !852, !DIExpression(), !1028)
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1029
  %11 = load ptr, ptr %10, align 8, !dbg !1030, !tbaa !552
  %12 = icmp ult ptr %9, %11, !dbg !1031
  br i1 %12, label %55, label %13, !dbg !1032

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1033
  %15 = load ptr, ptr %14, align 8, !dbg !1033, !tbaa !619
  %16 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !1034
  br label %55, !dbg !1035

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999, !dbg !1036
  br i1 %18, label %24, label %19, !dbg !1037

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1038
  %21 = load ptr, ptr %20, align 8, !dbg !1038, !tbaa !552
  %22 = sext i32 %1 to i64, !dbg !1038
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22, !dbg !1038
  br label %55, !dbg !1039

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000, !dbg !1040
  br i1 %25, label %26, label %30, !dbg !1041

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1042
  %28 = load ptr, ptr %27, align 8, !dbg !1042, !tbaa !619
  %29 = getelementptr inbounds i8, ptr %28, i64 64, !dbg !1043
  br label %55, !dbg !1044

30:                                               ; preds = %24
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1021)
  %31 = load ptr, ptr %4, align 8, !dbg !1045, !tbaa !552
  %32 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !1045
  %33 = load i8, ptr %32, align 8, !dbg !1045, !tbaa !552
  %34 = icmp eq i8 %33, 102, !dbg !1045
  br i1 %34, label %35, label %51, !dbg !1046

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1, !dbg !1047
    #dbg_value(i32 %36, !850, !DIExpression(), !1021)
  %37 = load ptr, ptr %31, align 8, !dbg !1048, !tbaa !552
    #dbg_value(ptr %37, !855, !DIExpression(), !1049)
  %38 = getelementptr inbounds i8, ptr %37, i64 10, !dbg !1050
  %39 = load i8, ptr %38, align 2, !dbg !1050, !tbaa !894
  %40 = zext i8 %39 to i32, !dbg !1051
  %41 = icmp ugt i32 %36, %40, !dbg !1052
  br i1 %41, label %47, label %42, !dbg !1053

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32, !dbg !1054
  %44 = sub nuw nsw i32 -1001001, %1, !dbg !1055
  %45 = zext nneg i32 %44 to i64, !dbg !1056
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45, !dbg !1056
  br label %55, !dbg !1053

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1057
  %49 = load ptr, ptr %48, align 8, !dbg !1057, !tbaa !619
  %50 = getelementptr inbounds i8, ptr %49, i64 80, !dbg !1058
  br label %55, !dbg !1053

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1059
  %53 = load ptr, ptr %52, align 8, !dbg !1059, !tbaa !619
  %54 = getelementptr inbounds i8, ptr %53, i64 80, !dbg !1060
  br label %55, !dbg !1061

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ], !dbg !1062
    #dbg_value(ptr %56, !1019, !DIExpression(), !1020)
  %57 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !1063
  %58 = load i8, ptr %57, align 8, !dbg !1063, !tbaa !602
  %59 = and i8 %58, 15, !dbg !1063
  %60 = icmp eq i8 %59, 0, !dbg !1063
  br i1 %60, label %61, label %66, !dbg !1063

61:                                               ; preds = %55
  %62 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1063
  %63 = load ptr, ptr %62, align 8, !dbg !1063, !tbaa !619
  %64 = getelementptr inbounds i8, ptr %63, i64 80, !dbg !1063
  %65 = icmp eq ptr %56, %64, !dbg !1063
  br i1 %65, label %68, label %66, !dbg !1063

66:                                               ; preds = %61, %55
  %67 = zext nneg i8 %59 to i32, !dbg !1064
  br label %68, !dbg !1063

68:                                               ; preds = %61, %66
  %69 = phi i32 [ %67, %66 ], [ -1, %61 ], !dbg !1063
  ret i32 %69, !dbg !1065
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local ptr @lua_typename(ptr nocapture noundef readnone %0, i32 noundef %1) local_unnamed_addr #5 !dbg !1066 {
    #dbg_value(ptr %0, !1070, !DIExpression(), !1072)
    #dbg_value(i32 %1, !1071, !DIExpression(), !1072)
  %3 = add nsw i32 %1, 1, !dbg !1073
  %4 = sext i32 %3 to i64, !dbg !1073
  %5 = getelementptr inbounds [12 x ptr], ptr @luaT_typenames_, i64 0, i64 %4, !dbg !1073
  %6 = load ptr, ptr %5, align 8, !dbg !1073, !tbaa !1074
  ret ptr %6, !dbg !1075
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @lua_iscfunction(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 !dbg !1076 {
    #dbg_value(ptr %0, !1078, !DIExpression(), !1081)
    #dbg_value(i32 %1, !1079, !DIExpression(), !1081)
    #dbg_value(ptr %0, !845, !DIExpression(), !1082)
    #dbg_value(i32 %1, !850, !DIExpression(), !1082)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1084
  %4 = load ptr, ptr %3, align 8, !dbg !1084, !tbaa !540
    #dbg_value(ptr %4, !851, !DIExpression(), !1082)
  %5 = icmp sgt i32 %1, 0, !dbg !1085
  br i1 %5, label %6, label %17, !dbg !1086

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !dbg !1087, !tbaa !552
  %8 = zext nneg i32 %1 to i64, !dbg !1088
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8, !dbg !1088
    #dbg_value(ptr %9, !852, !DIExpression(), !1089)
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1090
  %11 = load ptr, ptr %10, align 8, !dbg !1091, !tbaa !552
  %12 = icmp ult ptr %9, %11, !dbg !1092
  br i1 %12, label %55, label %13, !dbg !1093

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1094
  %15 = load ptr, ptr %14, align 8, !dbg !1094, !tbaa !619
  %16 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !1095
  br label %55, !dbg !1096

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999, !dbg !1097
  br i1 %18, label %24, label %19, !dbg !1098

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1099
  %21 = load ptr, ptr %20, align 8, !dbg !1099, !tbaa !552
  %22 = sext i32 %1 to i64, !dbg !1099
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22, !dbg !1099
  br label %55, !dbg !1100

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000, !dbg !1101
  br i1 %25, label %26, label %30, !dbg !1102

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1103
  %28 = load ptr, ptr %27, align 8, !dbg !1103, !tbaa !619
  %29 = getelementptr inbounds i8, ptr %28, i64 64, !dbg !1104
  br label %55, !dbg !1105

30:                                               ; preds = %24
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1082)
  %31 = load ptr, ptr %4, align 8, !dbg !1106, !tbaa !552
  %32 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !1106
  %33 = load i8, ptr %32, align 8, !dbg !1106, !tbaa !552
  %34 = icmp eq i8 %33, 102, !dbg !1106
  br i1 %34, label %35, label %51, !dbg !1107

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1, !dbg !1108
    #dbg_value(i32 %36, !850, !DIExpression(), !1082)
  %37 = load ptr, ptr %31, align 8, !dbg !1109, !tbaa !552
    #dbg_value(ptr %37, !855, !DIExpression(), !1110)
  %38 = getelementptr inbounds i8, ptr %37, i64 10, !dbg !1111
  %39 = load i8, ptr %38, align 2, !dbg !1111, !tbaa !894
  %40 = zext i8 %39 to i32, !dbg !1112
  %41 = icmp ugt i32 %36, %40, !dbg !1113
  br i1 %41, label %47, label %42, !dbg !1114

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32, !dbg !1115
  %44 = sub nuw nsw i32 -1001001, %1, !dbg !1116
  %45 = zext nneg i32 %44 to i64, !dbg !1117
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45, !dbg !1117
  br label %55, !dbg !1114

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1118
  %49 = load ptr, ptr %48, align 8, !dbg !1118, !tbaa !619
  %50 = getelementptr inbounds i8, ptr %49, i64 80, !dbg !1119
  br label %55, !dbg !1114

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1120
  %53 = load ptr, ptr %52, align 8, !dbg !1120, !tbaa !619
  %54 = getelementptr inbounds i8, ptr %53, i64 80, !dbg !1121
  br label %55, !dbg !1122

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ], !dbg !1123
    #dbg_value(ptr %56, !1080, !DIExpression(), !1081)
  %57 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !1124
  %58 = load i8, ptr %57, align 8, !dbg !1124, !tbaa !602
  %59 = icmp eq i8 %58, 22, !dbg !1124
  %60 = icmp eq i8 %58, 102, !dbg !1125
  %61 = or i1 %59, %60, !dbg !1125
  %62 = zext i1 %61 to i32, !dbg !1125
  ret i32 %62, !dbg !1126
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @lua_isinteger(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 !dbg !1127 {
    #dbg_value(ptr %0, !1129, !DIExpression(), !1132)
    #dbg_value(i32 %1, !1130, !DIExpression(), !1132)
    #dbg_value(ptr %0, !845, !DIExpression(), !1133)
    #dbg_value(i32 %1, !850, !DIExpression(), !1133)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1135
  %4 = load ptr, ptr %3, align 8, !dbg !1135, !tbaa !540
    #dbg_value(ptr %4, !851, !DIExpression(), !1133)
  %5 = icmp sgt i32 %1, 0, !dbg !1136
  br i1 %5, label %6, label %17, !dbg !1137

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !dbg !1138, !tbaa !552
  %8 = zext nneg i32 %1 to i64, !dbg !1139
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8, !dbg !1139
    #dbg_value(ptr %9, !852, !DIExpression(), !1140)
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1141
  %11 = load ptr, ptr %10, align 8, !dbg !1142, !tbaa !552
  %12 = icmp ult ptr %9, %11, !dbg !1143
  br i1 %12, label %55, label %13, !dbg !1144

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1145
  %15 = load ptr, ptr %14, align 8, !dbg !1145, !tbaa !619
  %16 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !1146
  br label %55, !dbg !1147

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999, !dbg !1148
  br i1 %18, label %24, label %19, !dbg !1149

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1150
  %21 = load ptr, ptr %20, align 8, !dbg !1150, !tbaa !552
  %22 = sext i32 %1 to i64, !dbg !1150
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22, !dbg !1150
  br label %55, !dbg !1151

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000, !dbg !1152
  br i1 %25, label %26, label %30, !dbg !1153

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1154
  %28 = load ptr, ptr %27, align 8, !dbg !1154, !tbaa !619
  %29 = getelementptr inbounds i8, ptr %28, i64 64, !dbg !1155
  br label %55, !dbg !1156

30:                                               ; preds = %24
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1133)
  %31 = load ptr, ptr %4, align 8, !dbg !1157, !tbaa !552
  %32 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !1157
  %33 = load i8, ptr %32, align 8, !dbg !1157, !tbaa !552
  %34 = icmp eq i8 %33, 102, !dbg !1157
  br i1 %34, label %35, label %51, !dbg !1158

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1, !dbg !1159
    #dbg_value(i32 %36, !850, !DIExpression(), !1133)
  %37 = load ptr, ptr %31, align 8, !dbg !1160, !tbaa !552
    #dbg_value(ptr %37, !855, !DIExpression(), !1161)
  %38 = getelementptr inbounds i8, ptr %37, i64 10, !dbg !1162
  %39 = load i8, ptr %38, align 2, !dbg !1162, !tbaa !894
  %40 = zext i8 %39 to i32, !dbg !1163
  %41 = icmp ugt i32 %36, %40, !dbg !1164
  br i1 %41, label %47, label %42, !dbg !1165

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32, !dbg !1166
  %44 = sub nuw nsw i32 -1001001, %1, !dbg !1167
  %45 = zext nneg i32 %44 to i64, !dbg !1168
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45, !dbg !1168
  br label %55, !dbg !1165

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1169
  %49 = load ptr, ptr %48, align 8, !dbg !1169, !tbaa !619
  %50 = getelementptr inbounds i8, ptr %49, i64 80, !dbg !1170
  br label %55, !dbg !1165

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1171
  %53 = load ptr, ptr %52, align 8, !dbg !1171, !tbaa !619
  %54 = getelementptr inbounds i8, ptr %53, i64 80, !dbg !1172
  br label %55, !dbg !1173

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ], !dbg !1174
    #dbg_value(ptr %56, !1131, !DIExpression(), !1132)
  %57 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !1175
  %58 = load i8, ptr %57, align 8, !dbg !1175, !tbaa !602
  %59 = icmp eq i8 %58, 3, !dbg !1175
  %60 = zext i1 %59 to i32, !dbg !1175
  ret i32 %60, !dbg !1176
}

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_isnumber(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !1177 {
  %3 = alloca double, align 8, !DIAssignID !1183
    #dbg_assign(i1 undef, !1181, !DIExpression(), !1183, ptr %3, !DIExpression(), !1184)
    #dbg_value(ptr %0, !1179, !DIExpression(), !1184)
    #dbg_value(i32 %1, !1180, !DIExpression(), !1184)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #13, !dbg !1185
    #dbg_value(ptr %0, !845, !DIExpression(), !1186)
    #dbg_value(i32 %1, !850, !DIExpression(), !1186)
  %4 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1188
  %5 = load ptr, ptr %4, align 8, !dbg !1188, !tbaa !540
    #dbg_value(ptr %5, !851, !DIExpression(), !1186)
  %6 = icmp sgt i32 %1, 0, !dbg !1189
  br i1 %6, label %7, label %18, !dbg !1190

7:                                                ; preds = %2
  %8 = load ptr, ptr %5, align 8, !dbg !1191, !tbaa !552
  %9 = zext nneg i32 %1 to i64, !dbg !1192
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9, !dbg !1192
    #dbg_value(ptr %10, !852, !DIExpression(), !1193)
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1194
  %12 = load ptr, ptr %11, align 8, !dbg !1195, !tbaa !552
  %13 = icmp ult ptr %10, %12, !dbg !1196
  br i1 %13, label %56, label %14, !dbg !1197

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1198
  %16 = load ptr, ptr %15, align 8, !dbg !1198, !tbaa !619
  %17 = getelementptr inbounds i8, ptr %16, i64 80, !dbg !1199
  br label %56, !dbg !1200

18:                                               ; preds = %2
  %19 = icmp slt i32 %1, -1000999, !dbg !1201
  br i1 %19, label %25, label %20, !dbg !1202

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1203
  %22 = load ptr, ptr %21, align 8, !dbg !1203, !tbaa !552
  %23 = sext i32 %1 to i64, !dbg !1203
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23, !dbg !1203
  br label %56, !dbg !1204

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000, !dbg !1205
  br i1 %26, label %27, label %31, !dbg !1206

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1207
  %29 = load ptr, ptr %28, align 8, !dbg !1207, !tbaa !619
  %30 = getelementptr inbounds i8, ptr %29, i64 64, !dbg !1208
  br label %56, !dbg !1209

31:                                               ; preds = %25
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1186)
  %32 = load ptr, ptr %5, align 8, !dbg !1210, !tbaa !552
  %33 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !1210
  %34 = load i8, ptr %33, align 8, !dbg !1210, !tbaa !552
  %35 = icmp eq i8 %34, 102, !dbg !1210
  br i1 %35, label %36, label %52, !dbg !1211

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1, !dbg !1212
    #dbg_value(i32 %37, !850, !DIExpression(), !1186)
  %38 = load ptr, ptr %32, align 8, !dbg !1213, !tbaa !552
    #dbg_value(ptr %38, !855, !DIExpression(), !1214)
  %39 = getelementptr inbounds i8, ptr %38, i64 10, !dbg !1215
  %40 = load i8, ptr %39, align 2, !dbg !1215, !tbaa !894
  %41 = zext i8 %40 to i32, !dbg !1216
  %42 = icmp ugt i32 %37, %41, !dbg !1217
  br i1 %42, label %48, label %43, !dbg !1218

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32, !dbg !1219
  %45 = sub nuw nsw i32 -1001001, %1, !dbg !1220
  %46 = zext nneg i32 %45 to i64, !dbg !1221
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46, !dbg !1221
  br label %56, !dbg !1218

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1222
  %50 = load ptr, ptr %49, align 8, !dbg !1222, !tbaa !619
  %51 = getelementptr inbounds i8, ptr %50, i64 80, !dbg !1223
  br label %56, !dbg !1218

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1224
  %54 = load ptr, ptr %53, align 8, !dbg !1224, !tbaa !619
  %55 = getelementptr inbounds i8, ptr %54, i64 80, !dbg !1225
  br label %56, !dbg !1226

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ], !dbg !1227
    #dbg_value(ptr %57, !1182, !DIExpression(), !1184)
  %58 = getelementptr inbounds i8, ptr %57, i64 8, !dbg !1228
  %59 = load i8, ptr %58, align 8, !dbg !1228, !tbaa !602
  %60 = icmp eq i8 %59, 19, !dbg !1228
  br i1 %60, label %63, label %61, !dbg !1228

61:                                               ; preds = %56
  %62 = call i32 @luaV_tonumber_(ptr noundef nonnull %57, ptr noundef nonnull %3) #13, !dbg !1228
  br label %63, !dbg !1228

63:                                               ; preds = %56, %61
  %64 = phi i32 [ %62, %61 ], [ 1, %56 ], !dbg !1228
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #13, !dbg !1229
  ret i32 %64, !dbg !1230
}

declare !dbg !1231 hidden i32 @luaV_tonumber_(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @lua_isstring(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 !dbg !1235 {
    #dbg_value(ptr %0, !1237, !DIExpression(), !1240)
    #dbg_value(i32 %1, !1238, !DIExpression(), !1240)
    #dbg_value(ptr %0, !845, !DIExpression(), !1241)
    #dbg_value(i32 %1, !850, !DIExpression(), !1241)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1243
  %4 = load ptr, ptr %3, align 8, !dbg !1243, !tbaa !540
    #dbg_value(ptr %4, !851, !DIExpression(), !1241)
  %5 = icmp sgt i32 %1, 0, !dbg !1244
  br i1 %5, label %6, label %17, !dbg !1245

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !dbg !1246, !tbaa !552
  %8 = zext nneg i32 %1 to i64, !dbg !1247
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8, !dbg !1247
    #dbg_value(ptr %9, !852, !DIExpression(), !1248)
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1249
  %11 = load ptr, ptr %10, align 8, !dbg !1250, !tbaa !552
  %12 = icmp ult ptr %9, %11, !dbg !1251
  br i1 %12, label %55, label %13, !dbg !1252

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1253
  %15 = load ptr, ptr %14, align 8, !dbg !1253, !tbaa !619
  %16 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !1254
  br label %55, !dbg !1255

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999, !dbg !1256
  br i1 %18, label %24, label %19, !dbg !1257

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1258
  %21 = load ptr, ptr %20, align 8, !dbg !1258, !tbaa !552
  %22 = sext i32 %1 to i64, !dbg !1258
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22, !dbg !1258
  br label %55, !dbg !1259

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000, !dbg !1260
  br i1 %25, label %26, label %30, !dbg !1261

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1262
  %28 = load ptr, ptr %27, align 8, !dbg !1262, !tbaa !619
  %29 = getelementptr inbounds i8, ptr %28, i64 64, !dbg !1263
  br label %55, !dbg !1264

30:                                               ; preds = %24
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1241)
  %31 = load ptr, ptr %4, align 8, !dbg !1265, !tbaa !552
  %32 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !1265
  %33 = load i8, ptr %32, align 8, !dbg !1265, !tbaa !552
  %34 = icmp eq i8 %33, 102, !dbg !1265
  br i1 %34, label %35, label %51, !dbg !1266

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1, !dbg !1267
    #dbg_value(i32 %36, !850, !DIExpression(), !1241)
  %37 = load ptr, ptr %31, align 8, !dbg !1268, !tbaa !552
    #dbg_value(ptr %37, !855, !DIExpression(), !1269)
  %38 = getelementptr inbounds i8, ptr %37, i64 10, !dbg !1270
  %39 = load i8, ptr %38, align 2, !dbg !1270, !tbaa !894
  %40 = zext i8 %39 to i32, !dbg !1271
  %41 = icmp ugt i32 %36, %40, !dbg !1272
  br i1 %41, label %47, label %42, !dbg !1273

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32, !dbg !1274
  %44 = sub nuw nsw i32 -1001001, %1, !dbg !1275
  %45 = zext nneg i32 %44 to i64, !dbg !1276
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45, !dbg !1276
  br label %55, !dbg !1273

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1277
  %49 = load ptr, ptr %48, align 8, !dbg !1277, !tbaa !619
  %50 = getelementptr inbounds i8, ptr %49, i64 80, !dbg !1278
  br label %55, !dbg !1273

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1279
  %53 = load ptr, ptr %52, align 8, !dbg !1279, !tbaa !619
  %54 = getelementptr inbounds i8, ptr %53, i64 80, !dbg !1280
  br label %55, !dbg !1281

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ], !dbg !1282
    #dbg_value(ptr %56, !1239, !DIExpression(), !1240)
  %57 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !1283
  %58 = load i8, ptr %57, align 8, !dbg !1283, !tbaa !602
  %59 = and i8 %58, 15, !dbg !1283
  %60 = add nsw i8 %59, -3, !dbg !1284
  %61 = icmp ult i8 %60, 2, !dbg !1284
  %62 = zext i1 %61 to i32, !dbg !1284
  ret i32 %62, !dbg !1285
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @lua_isuserdata(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 !dbg !1286 {
    #dbg_value(ptr %0, !1288, !DIExpression(), !1291)
    #dbg_value(i32 %1, !1289, !DIExpression(), !1291)
    #dbg_value(ptr %0, !845, !DIExpression(), !1292)
    #dbg_value(i32 %1, !850, !DIExpression(), !1292)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1294
  %4 = load ptr, ptr %3, align 8, !dbg !1294, !tbaa !540
    #dbg_value(ptr %4, !851, !DIExpression(), !1292)
  %5 = icmp sgt i32 %1, 0, !dbg !1295
  br i1 %5, label %6, label %17, !dbg !1296

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !dbg !1297, !tbaa !552
  %8 = zext nneg i32 %1 to i64, !dbg !1298
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8, !dbg !1298
    #dbg_value(ptr %9, !852, !DIExpression(), !1299)
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1300
  %11 = load ptr, ptr %10, align 8, !dbg !1301, !tbaa !552
  %12 = icmp ult ptr %9, %11, !dbg !1302
  br i1 %12, label %55, label %13, !dbg !1303

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1304
  %15 = load ptr, ptr %14, align 8, !dbg !1304, !tbaa !619
  %16 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !1305
  br label %55, !dbg !1306

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999, !dbg !1307
  br i1 %18, label %24, label %19, !dbg !1308

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1309
  %21 = load ptr, ptr %20, align 8, !dbg !1309, !tbaa !552
  %22 = sext i32 %1 to i64, !dbg !1309
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22, !dbg !1309
  br label %55, !dbg !1310

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000, !dbg !1311
  br i1 %25, label %26, label %30, !dbg !1312

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1313
  %28 = load ptr, ptr %27, align 8, !dbg !1313, !tbaa !619
  %29 = getelementptr inbounds i8, ptr %28, i64 64, !dbg !1314
  br label %55, !dbg !1315

30:                                               ; preds = %24
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1292)
  %31 = load ptr, ptr %4, align 8, !dbg !1316, !tbaa !552
  %32 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !1316
  %33 = load i8, ptr %32, align 8, !dbg !1316, !tbaa !552
  %34 = icmp eq i8 %33, 102, !dbg !1316
  br i1 %34, label %35, label %51, !dbg !1317

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1, !dbg !1318
    #dbg_value(i32 %36, !850, !DIExpression(), !1292)
  %37 = load ptr, ptr %31, align 8, !dbg !1319, !tbaa !552
    #dbg_value(ptr %37, !855, !DIExpression(), !1320)
  %38 = getelementptr inbounds i8, ptr %37, i64 10, !dbg !1321
  %39 = load i8, ptr %38, align 2, !dbg !1321, !tbaa !894
  %40 = zext i8 %39 to i32, !dbg !1322
  %41 = icmp ugt i32 %36, %40, !dbg !1323
  br i1 %41, label %47, label %42, !dbg !1324

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32, !dbg !1325
  %44 = sub nuw nsw i32 -1001001, %1, !dbg !1326
  %45 = zext nneg i32 %44 to i64, !dbg !1327
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45, !dbg !1327
  br label %55, !dbg !1324

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1328
  %49 = load ptr, ptr %48, align 8, !dbg !1328, !tbaa !619
  %50 = getelementptr inbounds i8, ptr %49, i64 80, !dbg !1329
  br label %55, !dbg !1324

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1330
  %53 = load ptr, ptr %52, align 8, !dbg !1330, !tbaa !619
  %54 = getelementptr inbounds i8, ptr %53, i64 80, !dbg !1331
  br label %55, !dbg !1332

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ], !dbg !1333
    #dbg_value(ptr %56, !1290, !DIExpression(), !1291)
  %57 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !1334
  %58 = load i8, ptr %57, align 8, !dbg !1334, !tbaa !602
  %59 = icmp eq i8 %58, 71, !dbg !1334
  %60 = icmp eq i8 %58, 2, !dbg !1335
  %61 = or i1 %59, %60, !dbg !1335
  %62 = zext i1 %61 to i32, !dbg !1335
  ret i32 %62, !dbg !1336
}

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_rawequal(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !1337 {
    #dbg_value(ptr %0, !1339, !DIExpression(), !1344)
    #dbg_value(i32 %1, !1340, !DIExpression(), !1344)
    #dbg_value(i32 %2, !1341, !DIExpression(), !1344)
    #dbg_value(ptr %0, !845, !DIExpression(), !1345)
    #dbg_value(i32 %1, !850, !DIExpression(), !1345)
  %4 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1347
  %5 = load ptr, ptr %4, align 8, !dbg !1347, !tbaa !540
    #dbg_value(ptr %5, !851, !DIExpression(), !1345)
  %6 = icmp sgt i32 %1, 0, !dbg !1348
  br i1 %6, label %7, label %18, !dbg !1349

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !dbg !1350, !tbaa !552
  %9 = zext nneg i32 %1 to i64, !dbg !1351
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9, !dbg !1351
    #dbg_value(ptr %10, !852, !DIExpression(), !1352)
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1353
  %12 = load ptr, ptr %11, align 8, !dbg !1354, !tbaa !552
  %13 = icmp ult ptr %10, %12, !dbg !1355
  br i1 %13, label %56, label %14, !dbg !1356

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1357
  %16 = load ptr, ptr %15, align 8, !dbg !1357, !tbaa !619
  %17 = getelementptr inbounds i8, ptr %16, i64 80, !dbg !1358
  br label %56, !dbg !1359

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999, !dbg !1360
  br i1 %19, label %25, label %20, !dbg !1361

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1362
  %22 = load ptr, ptr %21, align 8, !dbg !1362, !tbaa !552
  %23 = sext i32 %1 to i64, !dbg !1362
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23, !dbg !1362
  br label %56, !dbg !1363

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000, !dbg !1364
  br i1 %26, label %27, label %31, !dbg !1365

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1366
  %29 = load ptr, ptr %28, align 8, !dbg !1366, !tbaa !619
  %30 = getelementptr inbounds i8, ptr %29, i64 64, !dbg !1367
  br label %56, !dbg !1368

31:                                               ; preds = %25
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1345)
  %32 = load ptr, ptr %5, align 8, !dbg !1369, !tbaa !552
  %33 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !1369
  %34 = load i8, ptr %33, align 8, !dbg !1369, !tbaa !552
  %35 = icmp eq i8 %34, 102, !dbg !1369
  br i1 %35, label %36, label %52, !dbg !1370

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1, !dbg !1371
    #dbg_value(i32 %37, !850, !DIExpression(), !1345)
  %38 = load ptr, ptr %32, align 8, !dbg !1372, !tbaa !552
    #dbg_value(ptr %38, !855, !DIExpression(), !1373)
  %39 = getelementptr inbounds i8, ptr %38, i64 10, !dbg !1374
  %40 = load i8, ptr %39, align 2, !dbg !1374, !tbaa !894
  %41 = zext i8 %40 to i32, !dbg !1375
  %42 = icmp ugt i32 %37, %41, !dbg !1376
  br i1 %42, label %48, label %43, !dbg !1377

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32, !dbg !1378
  %45 = sub nuw nsw i32 -1001001, %1, !dbg !1379
  %46 = zext nneg i32 %45 to i64, !dbg !1380
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46, !dbg !1380
  br label %56, !dbg !1377

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1381
  %50 = load ptr, ptr %49, align 8, !dbg !1381, !tbaa !619
  %51 = getelementptr inbounds i8, ptr %50, i64 80, !dbg !1382
  br label %56, !dbg !1377

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1383
  %54 = load ptr, ptr %53, align 8, !dbg !1383, !tbaa !619
  %55 = getelementptr inbounds i8, ptr %54, i64 80, !dbg !1384
  br label %56, !dbg !1385

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ], !dbg !1386
    #dbg_value(ptr %57, !1342, !DIExpression(), !1344)
    #dbg_value(ptr %0, !845, !DIExpression(), !1387)
    #dbg_value(i32 %2, !850, !DIExpression(), !1387)
    #dbg_value(ptr %5, !851, !DIExpression(), !1387)
  %58 = icmp sgt i32 %2, 0, !dbg !1389
  br i1 %58, label %59, label %70, !dbg !1390

59:                                               ; preds = %56
  %60 = load ptr, ptr %5, align 8, !dbg !1391, !tbaa !552
  %61 = zext nneg i32 %2 to i64, !dbg !1392
  %62 = getelementptr inbounds %union.StackValue, ptr %60, i64 %61, !dbg !1392
    #dbg_value(ptr %62, !852, !DIExpression(), !1393)
  %63 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1394
  %64 = load ptr, ptr %63, align 8, !dbg !1395, !tbaa !552
  %65 = icmp ult ptr %62, %64, !dbg !1396
  br i1 %65, label %108, label %66, !dbg !1397

66:                                               ; preds = %59
  %67 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1398
  %68 = load ptr, ptr %67, align 8, !dbg !1398, !tbaa !619
  %69 = getelementptr inbounds i8, ptr %68, i64 80, !dbg !1399
  br label %108, !dbg !1400

70:                                               ; preds = %56
  %71 = icmp slt i32 %2, -1000999, !dbg !1401
  br i1 %71, label %77, label %72, !dbg !1402

72:                                               ; preds = %70
  %73 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1403
  %74 = load ptr, ptr %73, align 8, !dbg !1403, !tbaa !552
  %75 = sext i32 %2 to i64, !dbg !1403
  %76 = getelementptr inbounds %union.StackValue, ptr %74, i64 %75, !dbg !1403
  br label %108, !dbg !1404

77:                                               ; preds = %70
  %78 = icmp eq i32 %2, -1001000, !dbg !1405
  br i1 %78, label %79, label %83, !dbg !1406

79:                                               ; preds = %77
  %80 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1407
  %81 = load ptr, ptr %80, align 8, !dbg !1407, !tbaa !619
  %82 = getelementptr inbounds i8, ptr %81, i64 64, !dbg !1408
  br label %108, !dbg !1409

83:                                               ; preds = %77
    #dbg_value(!DIArgList(i32 -1001000, i32 %2), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1387)
  %84 = load ptr, ptr %5, align 8, !dbg !1410, !tbaa !552
  %85 = getelementptr inbounds i8, ptr %84, i64 8, !dbg !1410
  %86 = load i8, ptr %85, align 8, !dbg !1410, !tbaa !552
  %87 = icmp eq i8 %86, 102, !dbg !1410
  br i1 %87, label %88, label %104, !dbg !1411

88:                                               ; preds = %83
  %89 = sub nuw nsw i32 -1001000, %2, !dbg !1412
    #dbg_value(i32 %89, !850, !DIExpression(), !1387)
  %90 = load ptr, ptr %84, align 8, !dbg !1413, !tbaa !552
    #dbg_value(ptr %90, !855, !DIExpression(), !1414)
  %91 = getelementptr inbounds i8, ptr %90, i64 10, !dbg !1415
  %92 = load i8, ptr %91, align 2, !dbg !1415, !tbaa !894
  %93 = zext i8 %92 to i32, !dbg !1416
  %94 = icmp ugt i32 %89, %93, !dbg !1417
  br i1 %94, label %100, label %95, !dbg !1418

95:                                               ; preds = %88
  %96 = getelementptr inbounds i8, ptr %90, i64 32, !dbg !1419
  %97 = sub nuw nsw i32 -1001001, %2, !dbg !1420
  %98 = zext nneg i32 %97 to i64, !dbg !1421
  %99 = getelementptr inbounds [1 x %struct.TValue], ptr %96, i64 0, i64 %98, !dbg !1421
  br label %108, !dbg !1418

100:                                              ; preds = %88
  %101 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1422
  %102 = load ptr, ptr %101, align 8, !dbg !1422, !tbaa !619
  %103 = getelementptr inbounds i8, ptr %102, i64 80, !dbg !1423
  br label %108, !dbg !1418

104:                                              ; preds = %83
  %105 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1424
  %106 = load ptr, ptr %105, align 8, !dbg !1424, !tbaa !619
  %107 = getelementptr inbounds i8, ptr %106, i64 80, !dbg !1425
  br label %108, !dbg !1426

108:                                              ; preds = %59, %66, %72, %79, %95, %100, %104
  %109 = phi ptr [ %82, %79 ], [ %107, %104 ], [ %76, %72 ], [ %69, %66 ], [ %62, %59 ], [ %99, %95 ], [ %103, %100 ], !dbg !1427
    #dbg_value(ptr %109, !1343, !DIExpression(), !1344)
  %110 = getelementptr inbounds i8, ptr %57, i64 8, !dbg !1428
  %111 = load i8, ptr %110, align 8, !dbg !1428, !tbaa !602
  %112 = and i8 %111, 15, !dbg !1428
  %113 = icmp eq i8 %112, 0, !dbg !1428
  br i1 %113, label %114, label %119, !dbg !1428

114:                                              ; preds = %108
  %115 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1428
  %116 = load ptr, ptr %115, align 8, !dbg !1428, !tbaa !619
  %117 = getelementptr inbounds i8, ptr %116, i64 80, !dbg !1428
  %118 = icmp eq ptr %57, %117, !dbg !1428
  br i1 %118, label %131, label %119, !dbg !1429

119:                                              ; preds = %114, %108
  %120 = getelementptr inbounds i8, ptr %109, i64 8, !dbg !1430
  %121 = load i8, ptr %120, align 8, !dbg !1430, !tbaa !602
  %122 = and i8 %121, 15, !dbg !1430
  %123 = icmp eq i8 %122, 0, !dbg !1430
  br i1 %123, label %124, label %129, !dbg !1430

124:                                              ; preds = %119
  %125 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1430
  %126 = load ptr, ptr %125, align 8, !dbg !1430, !tbaa !619
  %127 = getelementptr inbounds i8, ptr %126, i64 80, !dbg !1430
  %128 = icmp eq ptr %109, %127, !dbg !1430
  br i1 %128, label %131, label %129, !dbg !1431

129:                                              ; preds = %124, %119
  %130 = tail call i32 @luaV_equalobj(ptr noundef null, ptr noundef nonnull %57, ptr noundef nonnull %109) #13, !dbg !1432
  br label %131, !dbg !1431

131:                                              ; preds = %114, %124, %129
  %132 = phi i32 [ %130, %129 ], [ 0, %124 ], [ 0, %114 ], !dbg !1431
  ret i32 %132, !dbg !1433
}

declare !dbg !1434 hidden i32 @luaV_equalobj(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @lua_arith(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !1437 {
    #dbg_value(ptr %0, !1439, !DIExpression(), !1446)
    #dbg_value(i32 %1, !1440, !DIExpression(), !1446)
  %3 = add i32 %1, -14, !dbg !1447
  %4 = icmp ult i32 %3, -2, !dbg !1447
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !dbg !1446, !tbaa !552
  br i1 %4, label %15, label %7, !dbg !1447

7:                                                ; preds = %2
    #dbg_value(ptr %6, !1441, !DIExpression(), !1448)
  %8 = getelementptr inbounds i8, ptr %6, i64 -16, !dbg !1449
    #dbg_value(ptr %8, !1445, !DIExpression(), !1448)
  %9 = load i64, ptr %8, align 8, !dbg !1449, !tbaa !552
  store i64 %9, ptr %6, align 8, !dbg !1449, !tbaa !552
  %10 = getelementptr inbounds i8, ptr %6, i64 -8, !dbg !1449
  %11 = load i8, ptr %10, align 8, !dbg !1449, !tbaa !602
  %12 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !1449
  store i8 %11, ptr %12, align 8, !dbg !1449, !tbaa !602
  %13 = load ptr, ptr %5, align 8, !dbg !1450, !tbaa !552
  %14 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !1450
  store ptr %14, ptr %5, align 8, !dbg !1450, !tbaa !552
  br label %15

15:                                               ; preds = %2, %7
  %16 = phi ptr [ %14, %7 ], [ %6, %2 ], !dbg !1452
  %17 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1452
  %18 = getelementptr inbounds i8, ptr %16, i64 -32, !dbg !1452
  %19 = getelementptr inbounds i8, ptr %16, i64 -16, !dbg !1453
  tail call void @luaO_arith(ptr noundef nonnull %0, i32 noundef %1, ptr noundef nonnull %18, ptr noundef nonnull %19, ptr noundef nonnull %18) #13, !dbg !1454
  %20 = load ptr, ptr %17, align 8, !dbg !1455, !tbaa !552
  %21 = getelementptr inbounds i8, ptr %20, i64 -16, !dbg !1455
  store ptr %21, ptr %17, align 8, !dbg !1455, !tbaa !552
  ret void, !dbg !1456
}

declare !dbg !1457 hidden void @luaO_arith(ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_compare(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !1460 {
    #dbg_value(ptr %0, !1464, !DIExpression(), !1471)
    #dbg_value(i32 %1, !1465, !DIExpression(), !1471)
    #dbg_value(i32 %2, !1466, !DIExpression(), !1471)
    #dbg_value(i32 %3, !1467, !DIExpression(), !1471)
    #dbg_value(i32 0, !1470, !DIExpression(), !1471)
    #dbg_value(ptr %0, !845, !DIExpression(), !1472)
    #dbg_value(i32 %1, !850, !DIExpression(), !1472)
  %5 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1474
  %6 = load ptr, ptr %5, align 8, !dbg !1474, !tbaa !540
    #dbg_value(ptr %6, !851, !DIExpression(), !1472)
  %7 = icmp sgt i32 %1, 0, !dbg !1475
  br i1 %7, label %8, label %19, !dbg !1476

8:                                                ; preds = %4
  %9 = load ptr, ptr %6, align 8, !dbg !1477, !tbaa !552
  %10 = zext nneg i32 %1 to i64, !dbg !1478
  %11 = getelementptr inbounds %union.StackValue, ptr %9, i64 %10, !dbg !1478
    #dbg_value(ptr %11, !852, !DIExpression(), !1479)
  %12 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1480
  %13 = load ptr, ptr %12, align 8, !dbg !1481, !tbaa !552
  %14 = icmp ult ptr %11, %13, !dbg !1482
  br i1 %14, label %57, label %15, !dbg !1483

15:                                               ; preds = %8
  %16 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1484
  %17 = load ptr, ptr %16, align 8, !dbg !1484, !tbaa !619
  %18 = getelementptr inbounds i8, ptr %17, i64 80, !dbg !1485
  br label %57, !dbg !1486

19:                                               ; preds = %4
  %20 = icmp slt i32 %1, -1000999, !dbg !1487
  br i1 %20, label %26, label %21, !dbg !1488

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1489
  %23 = load ptr, ptr %22, align 8, !dbg !1489, !tbaa !552
  %24 = sext i32 %1 to i64, !dbg !1489
  %25 = getelementptr inbounds %union.StackValue, ptr %23, i64 %24, !dbg !1489
  br label %57, !dbg !1490

26:                                               ; preds = %19
  %27 = icmp eq i32 %1, -1001000, !dbg !1491
  br i1 %27, label %28, label %32, !dbg !1492

28:                                               ; preds = %26
  %29 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1493
  %30 = load ptr, ptr %29, align 8, !dbg !1493, !tbaa !619
  %31 = getelementptr inbounds i8, ptr %30, i64 64, !dbg !1494
  br label %57, !dbg !1495

32:                                               ; preds = %26
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1472)
  %33 = load ptr, ptr %6, align 8, !dbg !1496, !tbaa !552
  %34 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !1496
  %35 = load i8, ptr %34, align 8, !dbg !1496, !tbaa !552
  %36 = icmp eq i8 %35, 102, !dbg !1496
  br i1 %36, label %37, label %53, !dbg !1497

37:                                               ; preds = %32
  %38 = sub nuw nsw i32 -1001000, %1, !dbg !1498
    #dbg_value(i32 %38, !850, !DIExpression(), !1472)
  %39 = load ptr, ptr %33, align 8, !dbg !1499, !tbaa !552
    #dbg_value(ptr %39, !855, !DIExpression(), !1500)
  %40 = getelementptr inbounds i8, ptr %39, i64 10, !dbg !1501
  %41 = load i8, ptr %40, align 2, !dbg !1501, !tbaa !894
  %42 = zext i8 %41 to i32, !dbg !1502
  %43 = icmp ugt i32 %38, %42, !dbg !1503
  br i1 %43, label %49, label %44, !dbg !1504

44:                                               ; preds = %37
  %45 = getelementptr inbounds i8, ptr %39, i64 32, !dbg !1505
  %46 = sub nuw nsw i32 -1001001, %1, !dbg !1506
  %47 = zext nneg i32 %46 to i64, !dbg !1507
  %48 = getelementptr inbounds [1 x %struct.TValue], ptr %45, i64 0, i64 %47, !dbg !1507
  br label %57, !dbg !1504

49:                                               ; preds = %37
  %50 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1508
  %51 = load ptr, ptr %50, align 8, !dbg !1508, !tbaa !619
  %52 = getelementptr inbounds i8, ptr %51, i64 80, !dbg !1509
  br label %57, !dbg !1504

53:                                               ; preds = %32
  %54 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1510
  %55 = load ptr, ptr %54, align 8, !dbg !1510, !tbaa !619
  %56 = getelementptr inbounds i8, ptr %55, i64 80, !dbg !1511
  br label %57, !dbg !1512

57:                                               ; preds = %8, %15, %21, %28, %44, %49, %53
  %58 = phi ptr [ %31, %28 ], [ %56, %53 ], [ %25, %21 ], [ %18, %15 ], [ %11, %8 ], [ %48, %44 ], [ %52, %49 ], !dbg !1513
    #dbg_value(ptr %58, !1468, !DIExpression(), !1471)
    #dbg_value(ptr %0, !845, !DIExpression(), !1514)
    #dbg_value(i32 %2, !850, !DIExpression(), !1514)
    #dbg_value(ptr %6, !851, !DIExpression(), !1514)
  %59 = icmp sgt i32 %2, 0, !dbg !1516
  br i1 %59, label %60, label %71, !dbg !1517

60:                                               ; preds = %57
  %61 = load ptr, ptr %6, align 8, !dbg !1518, !tbaa !552
  %62 = zext nneg i32 %2 to i64, !dbg !1519
  %63 = getelementptr inbounds %union.StackValue, ptr %61, i64 %62, !dbg !1519
    #dbg_value(ptr %63, !852, !DIExpression(), !1520)
  %64 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1521
  %65 = load ptr, ptr %64, align 8, !dbg !1522, !tbaa !552
  %66 = icmp ult ptr %63, %65, !dbg !1523
  br i1 %66, label %109, label %67, !dbg !1524

67:                                               ; preds = %60
  %68 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1525
  %69 = load ptr, ptr %68, align 8, !dbg !1525, !tbaa !619
  %70 = getelementptr inbounds i8, ptr %69, i64 80, !dbg !1526
  br label %109, !dbg !1527

71:                                               ; preds = %57
  %72 = icmp slt i32 %2, -1000999, !dbg !1528
  br i1 %72, label %78, label %73, !dbg !1529

73:                                               ; preds = %71
  %74 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1530
  %75 = load ptr, ptr %74, align 8, !dbg !1530, !tbaa !552
  %76 = sext i32 %2 to i64, !dbg !1530
  %77 = getelementptr inbounds %union.StackValue, ptr %75, i64 %76, !dbg !1530
  br label %109, !dbg !1531

78:                                               ; preds = %71
  %79 = icmp eq i32 %2, -1001000, !dbg !1532
  br i1 %79, label %80, label %84, !dbg !1533

80:                                               ; preds = %78
  %81 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1534
  %82 = load ptr, ptr %81, align 8, !dbg !1534, !tbaa !619
  %83 = getelementptr inbounds i8, ptr %82, i64 64, !dbg !1535
  br label %109, !dbg !1536

84:                                               ; preds = %78
    #dbg_value(!DIArgList(i32 -1001000, i32 %2), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1514)
  %85 = load ptr, ptr %6, align 8, !dbg !1537, !tbaa !552
  %86 = getelementptr inbounds i8, ptr %85, i64 8, !dbg !1537
  %87 = load i8, ptr %86, align 8, !dbg !1537, !tbaa !552
  %88 = icmp eq i8 %87, 102, !dbg !1537
  br i1 %88, label %89, label %105, !dbg !1538

89:                                               ; preds = %84
  %90 = sub nuw nsw i32 -1001000, %2, !dbg !1539
    #dbg_value(i32 %90, !850, !DIExpression(), !1514)
  %91 = load ptr, ptr %85, align 8, !dbg !1540, !tbaa !552
    #dbg_value(ptr %91, !855, !DIExpression(), !1541)
  %92 = getelementptr inbounds i8, ptr %91, i64 10, !dbg !1542
  %93 = load i8, ptr %92, align 2, !dbg !1542, !tbaa !894
  %94 = zext i8 %93 to i32, !dbg !1543
  %95 = icmp ugt i32 %90, %94, !dbg !1544
  br i1 %95, label %101, label %96, !dbg !1545

96:                                               ; preds = %89
  %97 = getelementptr inbounds i8, ptr %91, i64 32, !dbg !1546
  %98 = sub nuw nsw i32 -1001001, %2, !dbg !1547
  %99 = zext nneg i32 %98 to i64, !dbg !1548
  %100 = getelementptr inbounds [1 x %struct.TValue], ptr %97, i64 0, i64 %99, !dbg !1548
  br label %109, !dbg !1545

101:                                              ; preds = %89
  %102 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1549
  %103 = load ptr, ptr %102, align 8, !dbg !1549, !tbaa !619
  %104 = getelementptr inbounds i8, ptr %103, i64 80, !dbg !1550
  br label %109, !dbg !1545

105:                                              ; preds = %84
  %106 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1551
  %107 = load ptr, ptr %106, align 8, !dbg !1551, !tbaa !619
  %108 = getelementptr inbounds i8, ptr %107, i64 80, !dbg !1552
  br label %109, !dbg !1553

109:                                              ; preds = %60, %67, %73, %80, %96, %101, %105
  %110 = phi ptr [ %83, %80 ], [ %108, %105 ], [ %77, %73 ], [ %70, %67 ], [ %63, %60 ], [ %100, %96 ], [ %104, %101 ], !dbg !1554
    #dbg_value(ptr %110, !1469, !DIExpression(), !1471)
  %111 = getelementptr inbounds i8, ptr %58, i64 8, !dbg !1555
  %112 = load i8, ptr %111, align 8, !dbg !1555, !tbaa !602
  %113 = and i8 %112, 15, !dbg !1555
  %114 = icmp eq i8 %113, 0, !dbg !1555
  br i1 %114, label %115, label %120, !dbg !1555

115:                                              ; preds = %109
  %116 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1555
  %117 = load ptr, ptr %116, align 8, !dbg !1555, !tbaa !619
  %118 = getelementptr inbounds i8, ptr %117, i64 80, !dbg !1555
  %119 = icmp eq ptr %58, %118, !dbg !1555
  br i1 %119, label %137, label %120, !dbg !1557

120:                                              ; preds = %115, %109
  %121 = getelementptr inbounds i8, ptr %110, i64 8, !dbg !1558
  %122 = load i8, ptr %121, align 8, !dbg !1558, !tbaa !602
  %123 = and i8 %122, 15, !dbg !1558
  %124 = icmp eq i8 %123, 0, !dbg !1558
  br i1 %124, label %125, label %130, !dbg !1558

125:                                              ; preds = %120
  %126 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1558
  %127 = load ptr, ptr %126, align 8, !dbg !1558, !tbaa !619
  %128 = getelementptr inbounds i8, ptr %127, i64 80, !dbg !1558
  %129 = icmp eq ptr %110, %128, !dbg !1558
  br i1 %129, label %137, label %130, !dbg !1559

130:                                              ; preds = %125, %120
  switch i32 %3, label %137 [
    i32 0, label %131
    i32 1, label %133
    i32 2, label %135
  ], !dbg !1560

131:                                              ; preds = %130
  %132 = tail call i32 @luaV_equalobj(ptr noundef nonnull %0, ptr noundef nonnull %58, ptr noundef nonnull %110) #13, !dbg !1562
    #dbg_value(i32 %132, !1470, !DIExpression(), !1471)
  br label %137, !dbg !1564

133:                                              ; preds = %130
  %134 = tail call i32 @luaV_lessthan(ptr noundef nonnull %0, ptr noundef nonnull %58, ptr noundef nonnull %110) #13, !dbg !1565
    #dbg_value(i32 %134, !1470, !DIExpression(), !1471)
  br label %137, !dbg !1566

135:                                              ; preds = %130
  %136 = tail call i32 @luaV_lessequal(ptr noundef nonnull %0, ptr noundef nonnull %58, ptr noundef nonnull %110) #13, !dbg !1567
    #dbg_value(i32 %136, !1470, !DIExpression(), !1471)
  br label %137, !dbg !1568

137:                                              ; preds = %130, %131, %133, %135, %125, %115
  %138 = phi i32 [ %136, %135 ], [ %134, %133 ], [ %132, %131 ], [ 0, %125 ], [ 0, %115 ], [ 0, %130 ], !dbg !1471
    #dbg_value(i32 %138, !1470, !DIExpression(), !1471)
  ret i32 %138, !dbg !1569
}

declare !dbg !1570 hidden i32 @luaV_lessthan(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !1571 hidden i32 @luaV_lessequal(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i64 @lua_stringtonumber(ptr nocapture noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !1572 {
    #dbg_value(ptr %0, !1576, !DIExpression(), !1579)
    #dbg_value(ptr %1, !1577, !DIExpression(), !1579)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1580
  %4 = load ptr, ptr %3, align 8, !dbg !1580, !tbaa !552
  %5 = tail call i64 @luaO_str2num(ptr noundef %1, ptr noundef %4) #13, !dbg !1581
    #dbg_value(i64 %5, !1578, !DIExpression(), !1579)
  %6 = icmp eq i64 %5, 0, !dbg !1582
  br i1 %6, label %10, label %7, !dbg !1584

7:                                                ; preds = %2
  %8 = load ptr, ptr %3, align 8, !dbg !1585, !tbaa !552
  %9 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !1585
  store ptr %9, ptr %3, align 8, !dbg !1585, !tbaa !552
  br label %10, !dbg !1585

10:                                               ; preds = %7, %2
  ret i64 %5, !dbg !1587
}

declare !dbg !1588 hidden i64 @luaO_str2num(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local double @lua_tonumberx(ptr nocapture noundef readonly %0, i32 noundef %1, ptr noundef writeonly %2) local_unnamed_addr #0 !dbg !1591 {
  %4 = alloca double, align 8, !DIAssignID !1602
    #dbg_assign(i1 undef, !1599, !DIExpression(), !1602, ptr %4, !DIExpression(), !1603)
    #dbg_value(ptr %0, !1596, !DIExpression(), !1603)
    #dbg_value(i32 %1, !1597, !DIExpression(), !1603)
    #dbg_value(ptr %2, !1598, !DIExpression(), !1603)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #13, !dbg !1604
  store double 0.000000e+00, ptr %4, align 8, !dbg !1605, !tbaa !1606, !DIAssignID !1608
    #dbg_assign(double 0.000000e+00, !1599, !DIExpression(), !1608, ptr %4, !DIExpression(), !1603)
    #dbg_value(ptr %0, !845, !DIExpression(), !1609)
    #dbg_value(i32 %1, !850, !DIExpression(), !1609)
  %5 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1611
  %6 = load ptr, ptr %5, align 8, !dbg !1611, !tbaa !540
    #dbg_value(ptr %6, !851, !DIExpression(), !1609)
  %7 = icmp sgt i32 %1, 0, !dbg !1612
  br i1 %7, label %8, label %19, !dbg !1613

8:                                                ; preds = %3
  %9 = load ptr, ptr %6, align 8, !dbg !1614, !tbaa !552
  %10 = zext nneg i32 %1 to i64, !dbg !1615
  %11 = getelementptr inbounds %union.StackValue, ptr %9, i64 %10, !dbg !1615
    #dbg_value(ptr %11, !852, !DIExpression(), !1616)
  %12 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1617
  %13 = load ptr, ptr %12, align 8, !dbg !1618, !tbaa !552
  %14 = icmp ult ptr %11, %13, !dbg !1619
  br i1 %14, label %57, label %15, !dbg !1620

15:                                               ; preds = %8
  %16 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1621
  %17 = load ptr, ptr %16, align 8, !dbg !1621, !tbaa !619
  %18 = getelementptr inbounds i8, ptr %17, i64 80, !dbg !1622
  br label %57, !dbg !1623

19:                                               ; preds = %3
  %20 = icmp slt i32 %1, -1000999, !dbg !1624
  br i1 %20, label %26, label %21, !dbg !1625

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1626
  %23 = load ptr, ptr %22, align 8, !dbg !1626, !tbaa !552
  %24 = sext i32 %1 to i64, !dbg !1626
  %25 = getelementptr inbounds %union.StackValue, ptr %23, i64 %24, !dbg !1626
  br label %57, !dbg !1627

26:                                               ; preds = %19
  %27 = icmp eq i32 %1, -1001000, !dbg !1628
  br i1 %27, label %28, label %32, !dbg !1629

28:                                               ; preds = %26
  %29 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1630
  %30 = load ptr, ptr %29, align 8, !dbg !1630, !tbaa !619
  %31 = getelementptr inbounds i8, ptr %30, i64 64, !dbg !1631
  br label %57, !dbg !1632

32:                                               ; preds = %26
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1609)
  %33 = load ptr, ptr %6, align 8, !dbg !1633, !tbaa !552
  %34 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !1633
  %35 = load i8, ptr %34, align 8, !dbg !1633, !tbaa !552
  %36 = icmp eq i8 %35, 102, !dbg !1633
  br i1 %36, label %37, label %53, !dbg !1634

37:                                               ; preds = %32
  %38 = sub nuw nsw i32 -1001000, %1, !dbg !1635
    #dbg_value(i32 %38, !850, !DIExpression(), !1609)
  %39 = load ptr, ptr %33, align 8, !dbg !1636, !tbaa !552
    #dbg_value(ptr %39, !855, !DIExpression(), !1637)
  %40 = getelementptr inbounds i8, ptr %39, i64 10, !dbg !1638
  %41 = load i8, ptr %40, align 2, !dbg !1638, !tbaa !894
  %42 = zext i8 %41 to i32, !dbg !1639
  %43 = icmp ugt i32 %38, %42, !dbg !1640
  br i1 %43, label %49, label %44, !dbg !1641

44:                                               ; preds = %37
  %45 = getelementptr inbounds i8, ptr %39, i64 32, !dbg !1642
  %46 = sub nuw nsw i32 -1001001, %1, !dbg !1643
  %47 = zext nneg i32 %46 to i64, !dbg !1644
  %48 = getelementptr inbounds [1 x %struct.TValue], ptr %45, i64 0, i64 %47, !dbg !1644
  br label %57, !dbg !1641

49:                                               ; preds = %37
  %50 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1645
  %51 = load ptr, ptr %50, align 8, !dbg !1645, !tbaa !619
  %52 = getelementptr inbounds i8, ptr %51, i64 80, !dbg !1646
  br label %57, !dbg !1641

53:                                               ; preds = %32
  %54 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1647
  %55 = load ptr, ptr %54, align 8, !dbg !1647, !tbaa !619
  %56 = getelementptr inbounds i8, ptr %55, i64 80, !dbg !1648
  br label %57, !dbg !1649

57:                                               ; preds = %8, %15, %21, %28, %44, %49, %53
  %58 = phi ptr [ %31, %28 ], [ %56, %53 ], [ %25, %21 ], [ %18, %15 ], [ %11, %8 ], [ %48, %44 ], [ %52, %49 ], !dbg !1650
    #dbg_value(ptr %58, !1600, !DIExpression(), !1603)
  %59 = getelementptr inbounds i8, ptr %58, i64 8, !dbg !1651
  %60 = load i8, ptr %59, align 8, !dbg !1651, !tbaa !602
  %61 = icmp eq i8 %60, 19, !dbg !1651
  br i1 %61, label %62, label %64, !dbg !1651

62:                                               ; preds = %57
  %63 = load double, ptr %58, align 8, !dbg !1651, !tbaa !552
  store double %63, ptr %4, align 8, !dbg !1651, !tbaa !1606, !DIAssignID !1652
    #dbg_assign(double %63, !1599, !DIExpression(), !1652, ptr %4, !DIExpression(), !1603)
  br label %66, !dbg !1651

64:                                               ; preds = %57
  %65 = call i32 @luaV_tonumber_(ptr noundef nonnull %58, ptr noundef nonnull %4) #13, !dbg !1651
  br label %66, !dbg !1651

66:                                               ; preds = %64, %62
  %67 = phi i32 [ 1, %62 ], [ %65, %64 ], !dbg !1651
    #dbg_value(i32 %67, !1601, !DIExpression(), !1603)
  %68 = icmp eq ptr %2, null, !dbg !1653
  br i1 %68, label %70, label %69, !dbg !1655

69:                                               ; preds = %66
  store i32 %67, ptr %2, align 4, !dbg !1656, !tbaa !1657
  br label %70, !dbg !1658

70:                                               ; preds = %69, %66
  %71 = load double, ptr %4, align 8, !dbg !1659, !tbaa !1606
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #13, !dbg !1660
  ret double %71, !dbg !1661
}

; Function Attrs: nounwind uwtable
define dso_local i64 @lua_tointegerx(ptr nocapture noundef readonly %0, i32 noundef %1, ptr noundef writeonly %2) local_unnamed_addr #0 !dbg !1662 {
  %4 = alloca i64, align 8, !DIAssignID !1672
    #dbg_assign(i1 undef, !1669, !DIExpression(), !1672, ptr %4, !DIExpression(), !1673)
    #dbg_value(ptr %0, !1666, !DIExpression(), !1673)
    #dbg_value(i32 %1, !1667, !DIExpression(), !1673)
    #dbg_value(ptr %2, !1668, !DIExpression(), !1673)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #13, !dbg !1674
  store i64 0, ptr %4, align 8, !dbg !1675, !tbaa !1676, !DIAssignID !1678
    #dbg_assign(i64 0, !1669, !DIExpression(), !1678, ptr %4, !DIExpression(), !1673)
    #dbg_value(ptr %0, !845, !DIExpression(), !1679)
    #dbg_value(i32 %1, !850, !DIExpression(), !1679)
  %5 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1681
  %6 = load ptr, ptr %5, align 8, !dbg !1681, !tbaa !540
    #dbg_value(ptr %6, !851, !DIExpression(), !1679)
  %7 = icmp sgt i32 %1, 0, !dbg !1682
  br i1 %7, label %8, label %19, !dbg !1683

8:                                                ; preds = %3
  %9 = load ptr, ptr %6, align 8, !dbg !1684, !tbaa !552
  %10 = zext nneg i32 %1 to i64, !dbg !1685
  %11 = getelementptr inbounds %union.StackValue, ptr %9, i64 %10, !dbg !1685
    #dbg_value(ptr %11, !852, !DIExpression(), !1686)
  %12 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1687
  %13 = load ptr, ptr %12, align 8, !dbg !1688, !tbaa !552
  %14 = icmp ult ptr %11, %13, !dbg !1689
  br i1 %14, label %57, label %15, !dbg !1690

15:                                               ; preds = %8
  %16 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1691
  %17 = load ptr, ptr %16, align 8, !dbg !1691, !tbaa !619
  %18 = getelementptr inbounds i8, ptr %17, i64 80, !dbg !1692
  br label %57, !dbg !1693

19:                                               ; preds = %3
  %20 = icmp slt i32 %1, -1000999, !dbg !1694
  br i1 %20, label %26, label %21, !dbg !1695

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1696
  %23 = load ptr, ptr %22, align 8, !dbg !1696, !tbaa !552
  %24 = sext i32 %1 to i64, !dbg !1696
  %25 = getelementptr inbounds %union.StackValue, ptr %23, i64 %24, !dbg !1696
  br label %57, !dbg !1697

26:                                               ; preds = %19
  %27 = icmp eq i32 %1, -1001000, !dbg !1698
  br i1 %27, label %28, label %32, !dbg !1699

28:                                               ; preds = %26
  %29 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1700
  %30 = load ptr, ptr %29, align 8, !dbg !1700, !tbaa !619
  %31 = getelementptr inbounds i8, ptr %30, i64 64, !dbg !1701
  br label %57, !dbg !1702

32:                                               ; preds = %26
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1679)
  %33 = load ptr, ptr %6, align 8, !dbg !1703, !tbaa !552
  %34 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !1703
  %35 = load i8, ptr %34, align 8, !dbg !1703, !tbaa !552
  %36 = icmp eq i8 %35, 102, !dbg !1703
  br i1 %36, label %37, label %53, !dbg !1704

37:                                               ; preds = %32
  %38 = sub nuw nsw i32 -1001000, %1, !dbg !1705
    #dbg_value(i32 %38, !850, !DIExpression(), !1679)
  %39 = load ptr, ptr %33, align 8, !dbg !1706, !tbaa !552
    #dbg_value(ptr %39, !855, !DIExpression(), !1707)
  %40 = getelementptr inbounds i8, ptr %39, i64 10, !dbg !1708
  %41 = load i8, ptr %40, align 2, !dbg !1708, !tbaa !894
  %42 = zext i8 %41 to i32, !dbg !1709
  %43 = icmp ugt i32 %38, %42, !dbg !1710
  br i1 %43, label %49, label %44, !dbg !1711

44:                                               ; preds = %37
  %45 = getelementptr inbounds i8, ptr %39, i64 32, !dbg !1712
  %46 = sub nuw nsw i32 -1001001, %1, !dbg !1713
  %47 = zext nneg i32 %46 to i64, !dbg !1714
  %48 = getelementptr inbounds [1 x %struct.TValue], ptr %45, i64 0, i64 %47, !dbg !1714
  br label %57, !dbg !1711

49:                                               ; preds = %37
  %50 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1715
  %51 = load ptr, ptr %50, align 8, !dbg !1715, !tbaa !619
  %52 = getelementptr inbounds i8, ptr %51, i64 80, !dbg !1716
  br label %57, !dbg !1711

53:                                               ; preds = %32
  %54 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1717
  %55 = load ptr, ptr %54, align 8, !dbg !1717, !tbaa !619
  %56 = getelementptr inbounds i8, ptr %55, i64 80, !dbg !1718
  br label %57, !dbg !1719

57:                                               ; preds = %8, %15, %21, %28, %44, %49, %53
  %58 = phi ptr [ %31, %28 ], [ %56, %53 ], [ %25, %21 ], [ %18, %15 ], [ %11, %8 ], [ %48, %44 ], [ %52, %49 ], !dbg !1720
    #dbg_value(ptr %58, !1670, !DIExpression(), !1673)
  %59 = getelementptr inbounds i8, ptr %58, i64 8, !dbg !1721
  %60 = load i8, ptr %59, align 8, !dbg !1721, !tbaa !602
  %61 = icmp eq i8 %60, 3, !dbg !1721
  br i1 %61, label %62, label %64, !dbg !1721, !prof !1722

62:                                               ; preds = %57
  %63 = load i64, ptr %58, align 8, !dbg !1721, !tbaa !552
  store i64 %63, ptr %4, align 8, !dbg !1721, !tbaa !1676, !DIAssignID !1723
    #dbg_assign(i64 %63, !1669, !DIExpression(), !1723, ptr %4, !DIExpression(), !1673)
  br label %66, !dbg !1721

64:                                               ; preds = %57
  %65 = call i32 @luaV_tointeger(ptr noundef nonnull %58, ptr noundef nonnull %4, i32 noundef 0) #13, !dbg !1721
  br label %66, !dbg !1721

66:                                               ; preds = %64, %62
  %67 = phi i32 [ 1, %62 ], [ %65, %64 ], !dbg !1721
    #dbg_value(i32 %67, !1671, !DIExpression(), !1673)
  %68 = icmp eq ptr %2, null, !dbg !1724
  br i1 %68, label %70, label %69, !dbg !1726

69:                                               ; preds = %66
  store i32 %67, ptr %2, align 4, !dbg !1727, !tbaa !1657
  br label %70, !dbg !1728

70:                                               ; preds = %69, %66
  %71 = load i64, ptr %4, align 8, !dbg !1729, !tbaa !1676
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #13, !dbg !1730
  ret i64 %71, !dbg !1731
}

declare !dbg !1732 hidden i32 @luaV_tointeger(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @lua_toboolean(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 !dbg !1737 {
    #dbg_value(ptr %0, !1739, !DIExpression(), !1742)
    #dbg_value(i32 %1, !1740, !DIExpression(), !1742)
    #dbg_value(ptr %0, !845, !DIExpression(), !1743)
    #dbg_value(i32 %1, !850, !DIExpression(), !1743)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1745
  %4 = load ptr, ptr %3, align 8, !dbg !1745, !tbaa !540
    #dbg_value(ptr %4, !851, !DIExpression(), !1743)
  %5 = icmp sgt i32 %1, 0, !dbg !1746
  br i1 %5, label %6, label %17, !dbg !1747

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !dbg !1748, !tbaa !552
  %8 = zext nneg i32 %1 to i64, !dbg !1749
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8, !dbg !1749
    #dbg_value(ptr %9, !852, !DIExpression(), !1750)
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1751
  %11 = load ptr, ptr %10, align 8, !dbg !1752, !tbaa !552
  %12 = icmp ult ptr %9, %11, !dbg !1753
  br i1 %12, label %55, label %13, !dbg !1754

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1755
  %15 = load ptr, ptr %14, align 8, !dbg !1755, !tbaa !619
  %16 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !1756
  br label %55, !dbg !1757

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999, !dbg !1758
  br i1 %18, label %24, label %19, !dbg !1759

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1760
  %21 = load ptr, ptr %20, align 8, !dbg !1760, !tbaa !552
  %22 = sext i32 %1 to i64, !dbg !1760
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22, !dbg !1760
  br label %55, !dbg !1761

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000, !dbg !1762
  br i1 %25, label %26, label %30, !dbg !1763

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1764
  %28 = load ptr, ptr %27, align 8, !dbg !1764, !tbaa !619
  %29 = getelementptr inbounds i8, ptr %28, i64 64, !dbg !1765
  br label %55, !dbg !1766

30:                                               ; preds = %24
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1743)
  %31 = load ptr, ptr %4, align 8, !dbg !1767, !tbaa !552
  %32 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !1767
  %33 = load i8, ptr %32, align 8, !dbg !1767, !tbaa !552
  %34 = icmp eq i8 %33, 102, !dbg !1767
  br i1 %34, label %35, label %51, !dbg !1768

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1, !dbg !1769
    #dbg_value(i32 %36, !850, !DIExpression(), !1743)
  %37 = load ptr, ptr %31, align 8, !dbg !1770, !tbaa !552
    #dbg_value(ptr %37, !855, !DIExpression(), !1771)
  %38 = getelementptr inbounds i8, ptr %37, i64 10, !dbg !1772
  %39 = load i8, ptr %38, align 2, !dbg !1772, !tbaa !894
  %40 = zext i8 %39 to i32, !dbg !1773
  %41 = icmp ugt i32 %36, %40, !dbg !1774
  br i1 %41, label %47, label %42, !dbg !1775

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32, !dbg !1776
  %44 = sub nuw nsw i32 -1001001, %1, !dbg !1777
  %45 = zext nneg i32 %44 to i64, !dbg !1778
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45, !dbg !1778
  br label %55, !dbg !1775

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1779
  %49 = load ptr, ptr %48, align 8, !dbg !1779, !tbaa !619
  %50 = getelementptr inbounds i8, ptr %49, i64 80, !dbg !1780
  br label %55, !dbg !1775

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1781
  %53 = load ptr, ptr %52, align 8, !dbg !1781, !tbaa !619
  %54 = getelementptr inbounds i8, ptr %53, i64 80, !dbg !1782
  br label %55, !dbg !1783

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ], !dbg !1784
    #dbg_value(ptr %56, !1741, !DIExpression(), !1742)
  %57 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !1785
  %58 = load i8, ptr %57, align 8, !dbg !1785, !tbaa !602
  %59 = icmp ne i8 %58, 1, !dbg !1785
  %60 = and i8 %58, 15, !dbg !1785
  %61 = icmp ne i8 %60, 0, !dbg !1785
  %62 = and i1 %59, %61, !dbg !1785
  %63 = zext i1 %62 to i32, !dbg !1785
  ret i32 %63, !dbg !1786
}

; Function Attrs: nounwind uwtable
define dso_local ptr @lua_tolstring(ptr noundef %0, i32 noundef %1, ptr noundef writeonly %2) local_unnamed_addr #0 !dbg !1787 {
    #dbg_value(ptr %0, !1792, !DIExpression(), !1796)
    #dbg_value(i32 %1, !1793, !DIExpression(), !1796)
    #dbg_value(ptr %2, !1794, !DIExpression(), !1796)
    #dbg_value(ptr %0, !845, !DIExpression(), !1797)
    #dbg_value(i32 %1, !850, !DIExpression(), !1797)
  %4 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1799
  %5 = load ptr, ptr %4, align 8, !dbg !1799, !tbaa !540
    #dbg_value(ptr %5, !851, !DIExpression(), !1797)
  %6 = icmp sgt i32 %1, 0, !dbg !1800
  br i1 %6, label %7, label %18, !dbg !1801

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !dbg !1802, !tbaa !552
  %9 = zext nneg i32 %1 to i64, !dbg !1803
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9, !dbg !1803
    #dbg_value(ptr %10, !852, !DIExpression(), !1804)
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1805
  %12 = load ptr, ptr %11, align 8, !dbg !1806, !tbaa !552
  %13 = icmp ult ptr %10, %12, !dbg !1807
  br i1 %13, label %56, label %14, !dbg !1808

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1809
  %16 = load ptr, ptr %15, align 8, !dbg !1809, !tbaa !619
  %17 = getelementptr inbounds i8, ptr %16, i64 80, !dbg !1810
  br label %56, !dbg !1811

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999, !dbg !1812
  br i1 %19, label %25, label %20, !dbg !1813

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1814
  %22 = load ptr, ptr %21, align 8, !dbg !1814, !tbaa !552
  %23 = sext i32 %1 to i64, !dbg !1814
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23, !dbg !1814
  br label %56, !dbg !1815

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000, !dbg !1816
  br i1 %26, label %27, label %31, !dbg !1817

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1818
  %29 = load ptr, ptr %28, align 8, !dbg !1818, !tbaa !619
  %30 = getelementptr inbounds i8, ptr %29, i64 64, !dbg !1819
  br label %56, !dbg !1820

31:                                               ; preds = %25
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1797)
  %32 = load ptr, ptr %5, align 8, !dbg !1821, !tbaa !552
  %33 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !1821
  %34 = load i8, ptr %33, align 8, !dbg !1821, !tbaa !552
  %35 = icmp eq i8 %34, 102, !dbg !1821
  br i1 %35, label %36, label %52, !dbg !1822

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1, !dbg !1823
    #dbg_value(i32 %37, !850, !DIExpression(), !1797)
  %38 = load ptr, ptr %32, align 8, !dbg !1824, !tbaa !552
    #dbg_value(ptr %38, !855, !DIExpression(), !1825)
  %39 = getelementptr inbounds i8, ptr %38, i64 10, !dbg !1826
  %40 = load i8, ptr %39, align 2, !dbg !1826, !tbaa !894
  %41 = zext i8 %40 to i32, !dbg !1827
  %42 = icmp ugt i32 %37, %41, !dbg !1828
  br i1 %42, label %48, label %43, !dbg !1829

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32, !dbg !1830
  %45 = sub nuw nsw i32 -1001001, %1, !dbg !1831
  %46 = zext nneg i32 %45 to i64, !dbg !1832
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46, !dbg !1832
  br label %56, !dbg !1829

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1833
  %50 = load ptr, ptr %49, align 8, !dbg !1833, !tbaa !619
  %51 = getelementptr inbounds i8, ptr %50, i64 80, !dbg !1834
  br label %56, !dbg !1829

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1835
  %54 = load ptr, ptr %53, align 8, !dbg !1835, !tbaa !619
  %55 = getelementptr inbounds i8, ptr %54, i64 80, !dbg !1836
  br label %56, !dbg !1837

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ], !dbg !1838
    #dbg_value(ptr %57, !1795, !DIExpression(), !1796)
  %58 = getelementptr inbounds i8, ptr %57, i64 8, !dbg !1839
  %59 = load i8, ptr %58, align 8, !dbg !1839, !tbaa !602
  %60 = and i8 %59, 15, !dbg !1839
  switch i8 %60, label %61 [
    i8 4, label %118
    i8 3, label %64
  ], !dbg !1841

61:                                               ; preds = %56
  %62 = icmp eq ptr %2, null, !dbg !1842
  br i1 %62, label %136, label %63, !dbg !1847

63:                                               ; preds = %61
  store i64 0, ptr %2, align 8, !dbg !1848, !tbaa !1849
  br label %136, !dbg !1850

64:                                               ; preds = %56
  tail call void @luaO_tostring(ptr noundef nonnull %0, ptr noundef nonnull %57) #13, !dbg !1851
  %65 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1852
  %66 = load ptr, ptr %65, align 8, !dbg !1852, !tbaa !619
  %67 = getelementptr inbounds i8, ptr %66, i64 24, !dbg !1852
  %68 = load i64, ptr %67, align 8, !dbg !1852, !tbaa !1855
  %69 = icmp sgt i64 %68, 0, !dbg !1852
  br i1 %69, label %70, label %71, !dbg !1856

70:                                               ; preds = %64
  tail call void @luaC_step(ptr noundef nonnull %0) #13, !dbg !1857
  br label %71, !dbg !1857

71:                                               ; preds = %70, %64
    #dbg_value(ptr %0, !845, !DIExpression(), !1859)
    #dbg_value(i32 %1, !850, !DIExpression(), !1859)
  %72 = load ptr, ptr %4, align 8, !dbg !1861, !tbaa !540
    #dbg_value(ptr %72, !851, !DIExpression(), !1859)
  br i1 %6, label %73, label %83, !dbg !1862

73:                                               ; preds = %71
  %74 = load ptr, ptr %72, align 8, !dbg !1863, !tbaa !552
  %75 = zext nneg i32 %1 to i64, !dbg !1864
  %76 = getelementptr inbounds %union.StackValue, ptr %74, i64 %75, !dbg !1864
    #dbg_value(ptr %76, !852, !DIExpression(), !1865)
  %77 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1866
  %78 = load ptr, ptr %77, align 8, !dbg !1867, !tbaa !552
  %79 = icmp ult ptr %76, %78, !dbg !1868
  br i1 %79, label %118, label %80, !dbg !1869

80:                                               ; preds = %73
  %81 = load ptr, ptr %65, align 8, !dbg !1870, !tbaa !619
  %82 = getelementptr inbounds i8, ptr %81, i64 80, !dbg !1871
  br label %118, !dbg !1872

83:                                               ; preds = %71
  %84 = icmp slt i32 %1, -1000999, !dbg !1873
  br i1 %84, label %90, label %85, !dbg !1874

85:                                               ; preds = %83
  %86 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1875
  %87 = load ptr, ptr %86, align 8, !dbg !1875, !tbaa !552
  %88 = sext i32 %1 to i64, !dbg !1875
  %89 = getelementptr inbounds %union.StackValue, ptr %87, i64 %88, !dbg !1875
  br label %118, !dbg !1876

90:                                               ; preds = %83
  %91 = icmp eq i32 %1, -1001000, !dbg !1877
  br i1 %91, label %92, label %95, !dbg !1878

92:                                               ; preds = %90
  %93 = load ptr, ptr %65, align 8, !dbg !1879, !tbaa !619
  %94 = getelementptr inbounds i8, ptr %93, i64 64, !dbg !1880
  br label %118, !dbg !1881

95:                                               ; preds = %90
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1859)
  %96 = load ptr, ptr %72, align 8, !dbg !1882, !tbaa !552
  %97 = getelementptr inbounds i8, ptr %96, i64 8, !dbg !1882
  %98 = load i8, ptr %97, align 8, !dbg !1882, !tbaa !552
  %99 = icmp eq i8 %98, 102, !dbg !1882
  br i1 %99, label %100, label %115, !dbg !1883

100:                                              ; preds = %95
  %101 = sub nuw nsw i32 -1001000, %1, !dbg !1884
    #dbg_value(i32 %101, !850, !DIExpression(), !1859)
  %102 = load ptr, ptr %96, align 8, !dbg !1885, !tbaa !552
    #dbg_value(ptr %102, !855, !DIExpression(), !1886)
  %103 = getelementptr inbounds i8, ptr %102, i64 10, !dbg !1887
  %104 = load i8, ptr %103, align 2, !dbg !1887, !tbaa !894
  %105 = zext i8 %104 to i32, !dbg !1888
  %106 = icmp ugt i32 %101, %105, !dbg !1889
  br i1 %106, label %112, label %107, !dbg !1890

107:                                              ; preds = %100
  %108 = getelementptr inbounds i8, ptr %102, i64 32, !dbg !1891
  %109 = sub nuw nsw i32 -1001001, %1, !dbg !1892
  %110 = zext nneg i32 %109 to i64, !dbg !1893
  %111 = getelementptr inbounds [1 x %struct.TValue], ptr %108, i64 0, i64 %110, !dbg !1893
  br label %118, !dbg !1890

112:                                              ; preds = %100
  %113 = load ptr, ptr %65, align 8, !dbg !1894, !tbaa !619
  %114 = getelementptr inbounds i8, ptr %113, i64 80, !dbg !1895
  br label %118, !dbg !1890

115:                                              ; preds = %95
  %116 = load ptr, ptr %65, align 8, !dbg !1896, !tbaa !619
  %117 = getelementptr inbounds i8, ptr %116, i64 80, !dbg !1897
  br label %118, !dbg !1898

118:                                              ; preds = %115, %112, %107, %92, %85, %80, %73, %56
  %119 = phi ptr [ %57, %56 ], [ %94, %92 ], [ %117, %115 ], [ %89, %85 ], [ %82, %80 ], [ %76, %73 ], [ %111, %107 ], [ %114, %112 ], !dbg !1796
    #dbg_value(ptr %119, !1795, !DIExpression(), !1796)
  %120 = icmp eq ptr %2, null, !dbg !1899
  br i1 %120, label %133, label %121, !dbg !1901

121:                                              ; preds = %118
  %122 = load ptr, ptr %119, align 8, !dbg !1902, !tbaa !552
  %123 = getelementptr inbounds i8, ptr %122, i64 11, !dbg !1902
  %124 = load i8, ptr %123, align 1, !dbg !1902, !tbaa !552
  %125 = icmp eq i8 %124, -1, !dbg !1902
  br i1 %125, label %128, label %126, !dbg !1902

126:                                              ; preds = %121
  %127 = zext i8 %124 to i64, !dbg !1902
  br label %131, !dbg !1902

128:                                              ; preds = %121
  %129 = getelementptr inbounds i8, ptr %122, i64 16, !dbg !1902
  %130 = load i64, ptr %129, align 8, !dbg !1902, !tbaa !552
  br label %131, !dbg !1902

131:                                              ; preds = %128, %126
  %132 = phi i64 [ %127, %126 ], [ %130, %128 ], !dbg !1902
  store i64 %132, ptr %2, align 8, !dbg !1903, !tbaa !1849
  br label %133, !dbg !1904

133:                                              ; preds = %131, %118
  %134 = load ptr, ptr %119, align 8, !dbg !1905, !tbaa !552
  %135 = getelementptr inbounds i8, ptr %134, i64 24, !dbg !1905
  br label %136, !dbg !1906

136:                                              ; preds = %61, %63, %133
  %137 = phi ptr [ %135, %133 ], [ null, %63 ], [ null, %61 ], !dbg !1796
  ret ptr %137, !dbg !1907
}

declare !dbg !1908 hidden void @luaO_tostring(ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !1911 hidden void @luaC_step(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i64 @lua_rawlen(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !1914 {
    #dbg_value(ptr %0, !1918, !DIExpression(), !1921)
    #dbg_value(i32 %1, !1919, !DIExpression(), !1921)
    #dbg_value(ptr %0, !845, !DIExpression(), !1922)
    #dbg_value(i32 %1, !850, !DIExpression(), !1922)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1924
  %4 = load ptr, ptr %3, align 8, !dbg !1924, !tbaa !540
    #dbg_value(ptr %4, !851, !DIExpression(), !1922)
  %5 = icmp sgt i32 %1, 0, !dbg !1925
  br i1 %5, label %6, label %17, !dbg !1926

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !dbg !1927, !tbaa !552
  %8 = zext nneg i32 %1 to i64, !dbg !1928
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8, !dbg !1928
    #dbg_value(ptr %9, !852, !DIExpression(), !1929)
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1930
  %11 = load ptr, ptr %10, align 8, !dbg !1931, !tbaa !552
  %12 = icmp ult ptr %9, %11, !dbg !1932
  br i1 %12, label %55, label %13, !dbg !1933

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1934
  %15 = load ptr, ptr %14, align 8, !dbg !1934, !tbaa !619
  %16 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !1935
  br label %55, !dbg !1936

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999, !dbg !1937
  br i1 %18, label %24, label %19, !dbg !1938

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1939
  %21 = load ptr, ptr %20, align 8, !dbg !1939, !tbaa !552
  %22 = sext i32 %1 to i64, !dbg !1939
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22, !dbg !1939
  br label %55, !dbg !1940

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000, !dbg !1941
  br i1 %25, label %26, label %30, !dbg !1942

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1943
  %28 = load ptr, ptr %27, align 8, !dbg !1943, !tbaa !619
  %29 = getelementptr inbounds i8, ptr %28, i64 64, !dbg !1944
  br label %55, !dbg !1945

30:                                               ; preds = %24
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1922)
  %31 = load ptr, ptr %4, align 8, !dbg !1946, !tbaa !552
  %32 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !1946
  %33 = load i8, ptr %32, align 8, !dbg !1946, !tbaa !552
  %34 = icmp eq i8 %33, 102, !dbg !1946
  br i1 %34, label %35, label %51, !dbg !1947

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1, !dbg !1948
    #dbg_value(i32 %36, !850, !DIExpression(), !1922)
  %37 = load ptr, ptr %31, align 8, !dbg !1949, !tbaa !552
    #dbg_value(ptr %37, !855, !DIExpression(), !1950)
  %38 = getelementptr inbounds i8, ptr %37, i64 10, !dbg !1951
  %39 = load i8, ptr %38, align 2, !dbg !1951, !tbaa !894
  %40 = zext i8 %39 to i32, !dbg !1952
  %41 = icmp ugt i32 %36, %40, !dbg !1953
  br i1 %41, label %47, label %42, !dbg !1954

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32, !dbg !1955
  %44 = sub nuw nsw i32 -1001001, %1, !dbg !1956
  %45 = zext nneg i32 %44 to i64, !dbg !1957
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45, !dbg !1957
  br label %55, !dbg !1954

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1958
  %49 = load ptr, ptr %48, align 8, !dbg !1958, !tbaa !619
  %50 = getelementptr inbounds i8, ptr %49, i64 80, !dbg !1959
  br label %55, !dbg !1954

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1960
  %53 = load ptr, ptr %52, align 8, !dbg !1960, !tbaa !619
  %54 = getelementptr inbounds i8, ptr %53, i64 80, !dbg !1961
  br label %55, !dbg !1962

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ], !dbg !1963
    #dbg_value(ptr %56, !1920, !DIExpression(), !1921)
  %57 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !1964
  %58 = load i8, ptr %57, align 8, !dbg !1964, !tbaa !602
  %59 = and i8 %58, 63, !dbg !1964
  switch i8 %59, label %76 [
    i8 4, label %60
    i8 20, label %65
    i8 7, label %69
    i8 5, label %73
  ], !dbg !1965

60:                                               ; preds = %55
  %61 = load ptr, ptr %56, align 8, !dbg !1966, !tbaa !552
  %62 = getelementptr inbounds i8, ptr %61, i64 11, !dbg !1968
  %63 = load i8, ptr %62, align 1, !dbg !1968, !tbaa !552
  %64 = zext i8 %63 to i64, !dbg !1966
  br label %76, !dbg !1969

65:                                               ; preds = %55
  %66 = load ptr, ptr %56, align 8, !dbg !1970, !tbaa !552
  %67 = getelementptr inbounds i8, ptr %66, i64 16, !dbg !1971
  %68 = load i64, ptr %67, align 8, !dbg !1972, !tbaa !552
  br label %76, !dbg !1973

69:                                               ; preds = %55
  %70 = load ptr, ptr %56, align 8, !dbg !1974, !tbaa !552
  %71 = getelementptr inbounds i8, ptr %70, i64 16, !dbg !1975
  %72 = load i64, ptr %71, align 8, !dbg !1975, !tbaa !552
  br label %76, !dbg !1976

73:                                               ; preds = %55
  %74 = load ptr, ptr %56, align 8, !dbg !1977, !tbaa !552
  %75 = tail call i64 @luaH_getn(ptr noundef %74) #13, !dbg !1978
  br label %76, !dbg !1979

76:                                               ; preds = %55, %73, %69, %65, %60
  %77 = phi i64 [ %75, %73 ], [ %72, %69 ], [ %68, %65 ], [ %64, %60 ], [ 0, %55 ], !dbg !1980
  ret i64 %77, !dbg !1981
}

declare !dbg !1982 hidden i64 @luaH_getn(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local ptr @lua_tocfunction(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 !dbg !1988 {
    #dbg_value(ptr %0, !1992, !DIExpression(), !1995)
    #dbg_value(i32 %1, !1993, !DIExpression(), !1995)
    #dbg_value(ptr %0, !845, !DIExpression(), !1996)
    #dbg_value(i32 %1, !850, !DIExpression(), !1996)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1998
  %4 = load ptr, ptr %3, align 8, !dbg !1998, !tbaa !540
    #dbg_value(ptr %4, !851, !DIExpression(), !1996)
  %5 = icmp sgt i32 %1, 0, !dbg !1999
  br i1 %5, label %6, label %17, !dbg !2000

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !dbg !2001, !tbaa !552
  %8 = zext nneg i32 %1 to i64, !dbg !2002
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8, !dbg !2002
    #dbg_value(ptr %9, !852, !DIExpression(), !2003)
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2004
  %11 = load ptr, ptr %10, align 8, !dbg !2005, !tbaa !552
  %12 = icmp ult ptr %9, %11, !dbg !2006
  br i1 %12, label %55, label %13, !dbg !2007

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2008
  %15 = load ptr, ptr %14, align 8, !dbg !2008, !tbaa !619
  %16 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !2009
  br label %55, !dbg !2010

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999, !dbg !2011
  br i1 %18, label %24, label %19, !dbg !2012

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2013
  %21 = load ptr, ptr %20, align 8, !dbg !2013, !tbaa !552
  %22 = sext i32 %1 to i64, !dbg !2013
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22, !dbg !2013
  br label %55, !dbg !2014

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000, !dbg !2015
  br i1 %25, label %26, label %30, !dbg !2016

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2017
  %28 = load ptr, ptr %27, align 8, !dbg !2017, !tbaa !619
  %29 = getelementptr inbounds i8, ptr %28, i64 64, !dbg !2018
  br label %55, !dbg !2019

30:                                               ; preds = %24
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1996)
  %31 = load ptr, ptr %4, align 8, !dbg !2020, !tbaa !552
  %32 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !2020
  %33 = load i8, ptr %32, align 8, !dbg !2020, !tbaa !552
  %34 = icmp eq i8 %33, 102, !dbg !2020
  br i1 %34, label %35, label %51, !dbg !2021

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1, !dbg !2022
    #dbg_value(i32 %36, !850, !DIExpression(), !1996)
  %37 = load ptr, ptr %31, align 8, !dbg !2023, !tbaa !552
    #dbg_value(ptr %37, !855, !DIExpression(), !2024)
  %38 = getelementptr inbounds i8, ptr %37, i64 10, !dbg !2025
  %39 = load i8, ptr %38, align 2, !dbg !2025, !tbaa !894
  %40 = zext i8 %39 to i32, !dbg !2026
  %41 = icmp ugt i32 %36, %40, !dbg !2027
  br i1 %41, label %47, label %42, !dbg !2028

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32, !dbg !2029
  %44 = sub nuw nsw i32 -1001001, %1, !dbg !2030
  %45 = zext nneg i32 %44 to i64, !dbg !2031
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45, !dbg !2031
  br label %55, !dbg !2028

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2032
  %49 = load ptr, ptr %48, align 8, !dbg !2032, !tbaa !619
  %50 = getelementptr inbounds i8, ptr %49, i64 80, !dbg !2033
  br label %55, !dbg !2028

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2034
  %53 = load ptr, ptr %52, align 8, !dbg !2034, !tbaa !619
  %54 = getelementptr inbounds i8, ptr %53, i64 80, !dbg !2035
  br label %55, !dbg !2036

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ], !dbg !2037
    #dbg_value(ptr %56, !1994, !DIExpression(), !1995)
  %57 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !2038
  %58 = load i8, ptr %57, align 8, !dbg !2038, !tbaa !602
  switch i8 %58, label %65 [
    i8 22, label %62
    i8 102, label %59
  ], !dbg !2040

59:                                               ; preds = %55
  %60 = load ptr, ptr %56, align 8, !dbg !2041, !tbaa !552
  %61 = getelementptr inbounds i8, ptr %60, i64 24, !dbg !2043
  br label %62, !dbg !2044

62:                                               ; preds = %55, %59
  %63 = phi ptr [ %61, %59 ], [ %56, %55 ]
  %64 = load ptr, ptr %63, align 8, !dbg !2045, !tbaa !552
  br label %65, !dbg !2046

65:                                               ; preds = %62, %55
  %66 = phi ptr [ null, %55 ], [ %64, %62 ], !dbg !2045
  ret ptr %66, !dbg !2046
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local ptr @lua_touserdata(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 !dbg !2047 {
    #dbg_value(ptr %0, !2051, !DIExpression(), !2054)
    #dbg_value(i32 %1, !2052, !DIExpression(), !2054)
    #dbg_value(ptr %0, !845, !DIExpression(), !2055)
    #dbg_value(i32 %1, !850, !DIExpression(), !2055)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2057
  %4 = load ptr, ptr %3, align 8, !dbg !2057, !tbaa !540
    #dbg_value(ptr %4, !851, !DIExpression(), !2055)
  %5 = icmp sgt i32 %1, 0, !dbg !2058
  br i1 %5, label %6, label %17, !dbg !2059

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !dbg !2060, !tbaa !552
  %8 = zext nneg i32 %1 to i64, !dbg !2061
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8, !dbg !2061
    #dbg_value(ptr %9, !852, !DIExpression(), !2062)
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2063
  %11 = load ptr, ptr %10, align 8, !dbg !2064, !tbaa !552
  %12 = icmp ult ptr %9, %11, !dbg !2065
  br i1 %12, label %55, label %13, !dbg !2066

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2067
  %15 = load ptr, ptr %14, align 8, !dbg !2067, !tbaa !619
  %16 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !2068
  br label %55, !dbg !2069

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999, !dbg !2070
  br i1 %18, label %24, label %19, !dbg !2071

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2072
  %21 = load ptr, ptr %20, align 8, !dbg !2072, !tbaa !552
  %22 = sext i32 %1 to i64, !dbg !2072
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22, !dbg !2072
  br label %55, !dbg !2073

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000, !dbg !2074
  br i1 %25, label %26, label %30, !dbg !2075

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2076
  %28 = load ptr, ptr %27, align 8, !dbg !2076, !tbaa !619
  %29 = getelementptr inbounds i8, ptr %28, i64 64, !dbg !2077
  br label %55, !dbg !2078

30:                                               ; preds = %24
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !2055)
  %31 = load ptr, ptr %4, align 8, !dbg !2079, !tbaa !552
  %32 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !2079
  %33 = load i8, ptr %32, align 8, !dbg !2079, !tbaa !552
  %34 = icmp eq i8 %33, 102, !dbg !2079
  br i1 %34, label %35, label %51, !dbg !2080

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1, !dbg !2081
    #dbg_value(i32 %36, !850, !DIExpression(), !2055)
  %37 = load ptr, ptr %31, align 8, !dbg !2082, !tbaa !552
    #dbg_value(ptr %37, !855, !DIExpression(), !2083)
  %38 = getelementptr inbounds i8, ptr %37, i64 10, !dbg !2084
  %39 = load i8, ptr %38, align 2, !dbg !2084, !tbaa !894
  %40 = zext i8 %39 to i32, !dbg !2085
  %41 = icmp ugt i32 %36, %40, !dbg !2086
  br i1 %41, label %47, label %42, !dbg !2087

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32, !dbg !2088
  %44 = sub nuw nsw i32 -1001001, %1, !dbg !2089
  %45 = zext nneg i32 %44 to i64, !dbg !2090
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45, !dbg !2090
  br label %55, !dbg !2087

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2091
  %49 = load ptr, ptr %48, align 8, !dbg !2091, !tbaa !619
  %50 = getelementptr inbounds i8, ptr %49, i64 80, !dbg !2092
  br label %55, !dbg !2087

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2093
  %53 = load ptr, ptr %52, align 8, !dbg !2093, !tbaa !619
  %54 = getelementptr inbounds i8, ptr %53, i64 80, !dbg !2094
  br label %55, !dbg !2095

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ], !dbg !2096
    #dbg_value(ptr %56, !2053, !DIExpression(), !2054)
    #dbg_value(ptr %56, !2097, !DIExpression(), !2102)
  %57 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !2104
  %58 = load i8, ptr %57, align 8, !dbg !2104, !tbaa !602
  %59 = and i8 %58, 15, !dbg !2104
  switch i8 %59, label %72 [
    i8 7, label %60
    i8 2, label %70
  ], !dbg !2105

60:                                               ; preds = %55
  %61 = load ptr, ptr %56, align 8, !dbg !2106, !tbaa !552
  %62 = getelementptr inbounds i8, ptr %61, i64 10, !dbg !2106
  %63 = load i16, ptr %62, align 2, !dbg !2106, !tbaa !552
  %64 = icmp eq i16 %63, 0, !dbg !2106
  %65 = zext i16 %63 to i64, !dbg !2106
  %66 = shl nuw nsw i64 %65, 4, !dbg !2106
  %67 = add nuw nsw i64 %66, 40, !dbg !2106
  %68 = select i1 %64, i64 32, i64 %67, !dbg !2106
  %69 = getelementptr inbounds i8, ptr %61, i64 %68, !dbg !2106
  br label %72, !dbg !2108

70:                                               ; preds = %55
  %71 = load ptr, ptr %56, align 8, !dbg !2109, !tbaa !552
  br label %72, !dbg !2110

72:                                               ; preds = %55, %60, %70
  %73 = phi ptr [ %71, %70 ], [ %69, %60 ], [ null, %55 ], !dbg !2111
  ret ptr %73, !dbg !2112
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local ptr @lua_tothread(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 !dbg !2113 {
    #dbg_value(ptr %0, !2117, !DIExpression(), !2120)
    #dbg_value(i32 %1, !2118, !DIExpression(), !2120)
    #dbg_value(ptr %0, !845, !DIExpression(), !2121)
    #dbg_value(i32 %1, !850, !DIExpression(), !2121)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2123
  %4 = load ptr, ptr %3, align 8, !dbg !2123, !tbaa !540
    #dbg_value(ptr %4, !851, !DIExpression(), !2121)
  %5 = icmp sgt i32 %1, 0, !dbg !2124
  br i1 %5, label %6, label %17, !dbg !2125

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !dbg !2126, !tbaa !552
  %8 = zext nneg i32 %1 to i64, !dbg !2127
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8, !dbg !2127
    #dbg_value(ptr %9, !852, !DIExpression(), !2128)
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2129
  %11 = load ptr, ptr %10, align 8, !dbg !2130, !tbaa !552
  %12 = icmp ult ptr %9, %11, !dbg !2131
  br i1 %12, label %55, label %13, !dbg !2132

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2133
  %15 = load ptr, ptr %14, align 8, !dbg !2133, !tbaa !619
  %16 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !2134
  br label %55, !dbg !2135

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999, !dbg !2136
  br i1 %18, label %24, label %19, !dbg !2137

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2138
  %21 = load ptr, ptr %20, align 8, !dbg !2138, !tbaa !552
  %22 = sext i32 %1 to i64, !dbg !2138
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22, !dbg !2138
  br label %55, !dbg !2139

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000, !dbg !2140
  br i1 %25, label %26, label %30, !dbg !2141

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2142
  %28 = load ptr, ptr %27, align 8, !dbg !2142, !tbaa !619
  %29 = getelementptr inbounds i8, ptr %28, i64 64, !dbg !2143
  br label %55, !dbg !2144

30:                                               ; preds = %24
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !2121)
  %31 = load ptr, ptr %4, align 8, !dbg !2145, !tbaa !552
  %32 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !2145
  %33 = load i8, ptr %32, align 8, !dbg !2145, !tbaa !552
  %34 = icmp eq i8 %33, 102, !dbg !2145
  br i1 %34, label %35, label %51, !dbg !2146

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1, !dbg !2147
    #dbg_value(i32 %36, !850, !DIExpression(), !2121)
  %37 = load ptr, ptr %31, align 8, !dbg !2148, !tbaa !552
    #dbg_value(ptr %37, !855, !DIExpression(), !2149)
  %38 = getelementptr inbounds i8, ptr %37, i64 10, !dbg !2150
  %39 = load i8, ptr %38, align 2, !dbg !2150, !tbaa !894
  %40 = zext i8 %39 to i32, !dbg !2151
  %41 = icmp ugt i32 %36, %40, !dbg !2152
  br i1 %41, label %47, label %42, !dbg !2153

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32, !dbg !2154
  %44 = sub nuw nsw i32 -1001001, %1, !dbg !2155
  %45 = zext nneg i32 %44 to i64, !dbg !2156
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45, !dbg !2156
  br label %55, !dbg !2153

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2157
  %49 = load ptr, ptr %48, align 8, !dbg !2157, !tbaa !619
  %50 = getelementptr inbounds i8, ptr %49, i64 80, !dbg !2158
  br label %55, !dbg !2153

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2159
  %53 = load ptr, ptr %52, align 8, !dbg !2159, !tbaa !619
  %54 = getelementptr inbounds i8, ptr %53, i64 80, !dbg !2160
  br label %55, !dbg !2161

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ], !dbg !2162
    #dbg_value(ptr %56, !2119, !DIExpression(), !2120)
  %57 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !2163
  %58 = load i8, ptr %57, align 8, !dbg !2163, !tbaa !602
  %59 = icmp eq i8 %58, 72, !dbg !2163
  br i1 %59, label %60, label %62, !dbg !2164

60:                                               ; preds = %55
  %61 = load ptr, ptr %56, align 8, !dbg !2165, !tbaa !552
  br label %62, !dbg !2164

62:                                               ; preds = %55, %60
  %63 = phi ptr [ %61, %60 ], [ null, %55 ], !dbg !2164
  ret ptr %63, !dbg !2166
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local ptr @lua_topointer(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 !dbg !2167 {
    #dbg_value(ptr %0, !2173, !DIExpression(), !2176)
    #dbg_value(i32 %1, !2174, !DIExpression(), !2176)
    #dbg_value(ptr %0, !845, !DIExpression(), !2177)
    #dbg_value(i32 %1, !850, !DIExpression(), !2177)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2179
  %4 = load ptr, ptr %3, align 8, !dbg !2179, !tbaa !540
    #dbg_value(ptr %4, !851, !DIExpression(), !2177)
  %5 = icmp sgt i32 %1, 0, !dbg !2180
  br i1 %5, label %6, label %17, !dbg !2181

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !dbg !2182, !tbaa !552
  %8 = zext nneg i32 %1 to i64, !dbg !2183
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8, !dbg !2183
    #dbg_value(ptr %9, !852, !DIExpression(), !2184)
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2185
  %11 = load ptr, ptr %10, align 8, !dbg !2186, !tbaa !552
  %12 = icmp ult ptr %9, %11, !dbg !2187
  br i1 %12, label %55, label %13, !dbg !2188

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2189
  %15 = load ptr, ptr %14, align 8, !dbg !2189, !tbaa !619
  %16 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !2190
  br label %55, !dbg !2191

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999, !dbg !2192
  br i1 %18, label %24, label %19, !dbg !2193

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2194
  %21 = load ptr, ptr %20, align 8, !dbg !2194, !tbaa !552
  %22 = sext i32 %1 to i64, !dbg !2194
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22, !dbg !2194
  br label %55, !dbg !2195

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000, !dbg !2196
  br i1 %25, label %26, label %30, !dbg !2197

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2198
  %28 = load ptr, ptr %27, align 8, !dbg !2198, !tbaa !619
  %29 = getelementptr inbounds i8, ptr %28, i64 64, !dbg !2199
  br label %55, !dbg !2200

30:                                               ; preds = %24
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !2177)
  %31 = load ptr, ptr %4, align 8, !dbg !2201, !tbaa !552
  %32 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !2201
  %33 = load i8, ptr %32, align 8, !dbg !2201, !tbaa !552
  %34 = icmp eq i8 %33, 102, !dbg !2201
  br i1 %34, label %35, label %51, !dbg !2202

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1, !dbg !2203
    #dbg_value(i32 %36, !850, !DIExpression(), !2177)
  %37 = load ptr, ptr %31, align 8, !dbg !2204, !tbaa !552
    #dbg_value(ptr %37, !855, !DIExpression(), !2205)
  %38 = getelementptr inbounds i8, ptr %37, i64 10, !dbg !2206
  %39 = load i8, ptr %38, align 2, !dbg !2206, !tbaa !894
  %40 = zext i8 %39 to i32, !dbg !2207
  %41 = icmp ugt i32 %36, %40, !dbg !2208
  br i1 %41, label %47, label %42, !dbg !2209

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32, !dbg !2210
  %44 = sub nuw nsw i32 -1001001, %1, !dbg !2211
  %45 = zext nneg i32 %44 to i64, !dbg !2212
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45, !dbg !2212
  br label %55, !dbg !2209

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2213
  %49 = load ptr, ptr %48, align 8, !dbg !2213, !tbaa !619
  %50 = getelementptr inbounds i8, ptr %49, i64 80, !dbg !2214
  br label %55, !dbg !2209

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2215
  %53 = load ptr, ptr %52, align 8, !dbg !2215, !tbaa !619
  %54 = getelementptr inbounds i8, ptr %53, i64 80, !dbg !2216
  br label %55, !dbg !2217

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ], !dbg !2218
    #dbg_value(ptr %56, !2175, !DIExpression(), !2176)
  %57 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !2219
  %58 = load i8, ptr %57, align 8, !dbg !2219, !tbaa !602
  %59 = zext i8 %58 to i32, !dbg !2219
  %60 = and i32 %59, 63, !dbg !2219
  switch i32 %60, label %77 [
    i32 22, label %61
    i32 7, label %63
    i32 2, label %63
  ], !dbg !2220

61:                                               ; preds = %55
  %62 = load ptr, ptr %56, align 8, !dbg !2221, !tbaa !552
  br label %82, !dbg !2223

63:                                               ; preds = %55, %55
    #dbg_value(ptr %56, !2097, !DIExpression(), !2224)
  %64 = and i8 %58, 15, !dbg !2226
  switch i8 %64, label %82 [
    i8 7, label %65
    i8 2, label %75
  ], !dbg !2227

65:                                               ; preds = %63
  %66 = load ptr, ptr %56, align 8, !dbg !2228, !tbaa !552
  %67 = getelementptr inbounds i8, ptr %66, i64 10, !dbg !2228
  %68 = load i16, ptr %67, align 2, !dbg !2228, !tbaa !552
  %69 = icmp eq i16 %68, 0, !dbg !2228
  %70 = zext i16 %68 to i64, !dbg !2228
  %71 = shl nuw nsw i64 %70, 4, !dbg !2228
  %72 = add nuw nsw i64 %71, 40, !dbg !2228
  %73 = select i1 %69, i64 32, i64 %72, !dbg !2228
  %74 = getelementptr inbounds i8, ptr %66, i64 %73, !dbg !2228
  br label %82, !dbg !2229

75:                                               ; preds = %63
  %76 = load ptr, ptr %56, align 8, !dbg !2230, !tbaa !552
  br label %82, !dbg !2231

77:                                               ; preds = %55
  %78 = and i32 %59, 64, !dbg !2232
  %79 = icmp eq i32 %78, 0, !dbg !2232
  br i1 %79, label %82, label %80, !dbg !2235

80:                                               ; preds = %77
  %81 = load ptr, ptr %56, align 8, !dbg !2236, !tbaa !552
  br label %82, !dbg !2237

82:                                               ; preds = %75, %65, %63, %77, %80, %61
  %83 = phi ptr [ %81, %80 ], [ %62, %61 ], [ null, %77 ], [ %76, %75 ], [ %74, %65 ], [ null, %63 ], !dbg !2238
  ret ptr %83, !dbg !2239
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @lua_pushnil(ptr nocapture noundef %0) local_unnamed_addr #7 !dbg !2240 {
    #dbg_value(ptr %0, !2242, !DIExpression(), !2243)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2244
  %3 = load ptr, ptr %2, align 8, !dbg !2244, !tbaa !552
  %4 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !2244
  store i8 0, ptr %4, align 8, !dbg !2244, !tbaa !552
  %5 = load ptr, ptr %2, align 8, !dbg !2245, !tbaa !552
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !2245
  store ptr %6, ptr %2, align 8, !dbg !2245, !tbaa !552
  ret void, !dbg !2247
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @lua_pushnumber(ptr nocapture noundef %0, double noundef %1) local_unnamed_addr #7 !dbg !2248 {
    #dbg_value(ptr %0, !2252, !DIExpression(), !2256)
    #dbg_value(double %1, !2253, !DIExpression(), !2256)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2257
  %4 = load ptr, ptr %3, align 8, !dbg !2257, !tbaa !552
    #dbg_value(ptr %4, !2254, !DIExpression(), !2258)
  store double %1, ptr %4, align 8, !dbg !2257, !tbaa !552
  %5 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !2257
  store i8 19, ptr %5, align 8, !dbg !2257, !tbaa !602
  %6 = load ptr, ptr %3, align 8, !dbg !2259, !tbaa !552
  %7 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !2259
  store ptr %7, ptr %3, align 8, !dbg !2259, !tbaa !552
  ret void, !dbg !2261
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @lua_pushinteger(ptr nocapture noundef %0, i64 noundef %1) local_unnamed_addr #7 !dbg !2262 {
    #dbg_value(ptr %0, !2266, !DIExpression(), !2270)
    #dbg_value(i64 %1, !2267, !DIExpression(), !2270)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2271
  %4 = load ptr, ptr %3, align 8, !dbg !2271, !tbaa !552
    #dbg_value(ptr %4, !2268, !DIExpression(), !2272)
  store i64 %1, ptr %4, align 8, !dbg !2271, !tbaa !552
  %5 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !2271
  store i8 3, ptr %5, align 8, !dbg !2271, !tbaa !602
  %6 = load ptr, ptr %3, align 8, !dbg !2273, !tbaa !552
  %7 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !2273
  store ptr %7, ptr %3, align 8, !dbg !2273, !tbaa !552
  ret void, !dbg !2275
}

; Function Attrs: nounwind uwtable
define dso_local nonnull ptr @lua_pushlstring(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 !dbg !2276 {
    #dbg_value(ptr %0, !2280, !DIExpression(), !2287)
    #dbg_value(ptr %1, !2281, !DIExpression(), !2287)
    #dbg_value(i64 %2, !2282, !DIExpression(), !2287)
  %4 = icmp eq i64 %2, 0, !dbg !2288
  br i1 %4, label %5, label %7, !dbg !2289

5:                                                ; preds = %3
  %6 = tail call ptr @luaS_new(ptr noundef %0, ptr noundef nonnull @.str) #13, !dbg !2290
  br label %9, !dbg !2289

7:                                                ; preds = %3
  %8 = tail call ptr @luaS_newlstr(ptr noundef %0, ptr noundef %1, i64 noundef %2) #13, !dbg !2291
  br label %9, !dbg !2289

9:                                                ; preds = %7, %5
  %10 = phi ptr [ %6, %5 ], [ %8, %7 ], !dbg !2289
    #dbg_value(ptr %10, !2283, !DIExpression(), !2287)
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2292
  %12 = load ptr, ptr %11, align 8, !dbg !2292, !tbaa !552
    #dbg_value(ptr %12, !2284, !DIExpression(), !2293)
    #dbg_value(ptr %10, !2286, !DIExpression(), !2293)
  store ptr %10, ptr %12, align 8, !dbg !2292, !tbaa !552
  %13 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !2292
  %14 = load i8, ptr %13, align 8, !dbg !2292, !tbaa !2294
  %15 = or i8 %14, 64, !dbg !2292
  %16 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !2292
  store i8 %15, ptr %16, align 8, !dbg !2292, !tbaa !602
  %17 = load ptr, ptr %11, align 8, !dbg !2296, !tbaa !552
  %18 = getelementptr inbounds i8, ptr %17, i64 16, !dbg !2296
  store ptr %18, ptr %11, align 8, !dbg !2296, !tbaa !552
  %19 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2298
  %20 = load ptr, ptr %19, align 8, !dbg !2298, !tbaa !619
  %21 = getelementptr inbounds i8, ptr %20, i64 24, !dbg !2298
  %22 = load i64, ptr %21, align 8, !dbg !2298, !tbaa !1855
  %23 = icmp sgt i64 %22, 0, !dbg !2298
  br i1 %23, label %24, label %25, !dbg !2301

24:                                               ; preds = %9
  tail call void @luaC_step(ptr noundef nonnull %0) #13, !dbg !2302
  br label %25, !dbg !2302

25:                                               ; preds = %24, %9
  %26 = getelementptr inbounds i8, ptr %10, i64 24, !dbg !2304
  ret ptr %26, !dbg !2305
}

declare !dbg !2306 hidden ptr @luaS_new(ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !2310 hidden ptr @luaS_newlstr(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local ptr @lua_pushstring(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !2313 {
    #dbg_value(ptr %0, !2317, !DIExpression(), !2325)
    #dbg_value(ptr %1, !2318, !DIExpression(), !2325)
  %3 = icmp eq ptr %1, null, !dbg !2326
  br i1 %3, label %4, label %8, !dbg !2327

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2328
  %6 = load ptr, ptr %5, align 8, !dbg !2328, !tbaa !552
  %7 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !2328
  store i8 0, ptr %7, align 8, !dbg !2328, !tbaa !552
  br label %17, !dbg !2328

8:                                                ; preds = %2
  %9 = tail call ptr @luaS_new(ptr noundef %0, ptr noundef nonnull %1) #13, !dbg !2329
    #dbg_value(ptr %9, !2319, !DIExpression(), !2330)
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2331
  %11 = load ptr, ptr %10, align 8, !dbg !2331, !tbaa !552
    #dbg_value(ptr %11, !2322, !DIExpression(), !2332)
    #dbg_value(ptr %9, !2324, !DIExpression(), !2332)
  store ptr %9, ptr %11, align 8, !dbg !2331, !tbaa !552
  %12 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !2331
  %13 = load i8, ptr %12, align 8, !dbg !2331, !tbaa !2294
  %14 = or i8 %13, 64, !dbg !2331
  %15 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !2331
  store i8 %14, ptr %15, align 8, !dbg !2331, !tbaa !602
  %16 = getelementptr inbounds i8, ptr %9, i64 24, !dbg !2333
    #dbg_value(ptr %16, !2318, !DIExpression(), !2325)
  br label %17

17:                                               ; preds = %8, %4
  %18 = phi ptr [ null, %4 ], [ %16, %8 ]
    #dbg_value(ptr %18, !2318, !DIExpression(), !2325)
  %19 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2334
  %20 = load ptr, ptr %19, align 8, !dbg !2334, !tbaa !552
  %21 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !2334
  store ptr %21, ptr %19, align 8, !dbg !2334, !tbaa !552
  %22 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2336
  %23 = load ptr, ptr %22, align 8, !dbg !2336, !tbaa !619
  %24 = getelementptr inbounds i8, ptr %23, i64 24, !dbg !2336
  %25 = load i64, ptr %24, align 8, !dbg !2336, !tbaa !1855
  %26 = icmp sgt i64 %25, 0, !dbg !2336
  br i1 %26, label %27, label %28, !dbg !2339

27:                                               ; preds = %17
  tail call void @luaC_step(ptr noundef nonnull %0) #13, !dbg !2340
  br label %28, !dbg !2340

28:                                               ; preds = %27, %17
  ret ptr %18, !dbg !2342
}

; Function Attrs: nounwind uwtable
define dso_local ptr @lua_pushvfstring(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !2343 {
    #dbg_value(ptr %0, !2354, !DIExpression(), !2358)
    #dbg_value(ptr %1, !2355, !DIExpression(), !2358)
    #dbg_value(ptr %2, !2356, !DIExpression(), !2358)
  %4 = tail call ptr @luaO_pushvfstring(ptr noundef %0, ptr noundef %1, ptr noundef %2) #13, !dbg !2359
    #dbg_value(ptr %4, !2357, !DIExpression(), !2358)
  %5 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2360
  %6 = load ptr, ptr %5, align 8, !dbg !2360, !tbaa !619
  %7 = getelementptr inbounds i8, ptr %6, i64 24, !dbg !2360
  %8 = load i64, ptr %7, align 8, !dbg !2360, !tbaa !1855
  %9 = icmp sgt i64 %8, 0, !dbg !2360
  br i1 %9, label %10, label %11, !dbg !2363

10:                                               ; preds = %3
  tail call void @luaC_step(ptr noundef nonnull %0) #13, !dbg !2364
  br label %11, !dbg !2364

11:                                               ; preds = %10, %3
  ret ptr %4, !dbg !2366
}

declare !dbg !2367 hidden ptr @luaO_pushvfstring(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local ptr @lua_pushfstring(ptr noundef %0, ptr noundef %1, ...) local_unnamed_addr #0 !dbg !2368 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !2380
    #dbg_assign(i1 undef, !2375, !DIExpression(), !2380, ptr %3, !DIExpression(), !2381)
    #dbg_value(ptr %0, !2372, !DIExpression(), !2381)
    #dbg_value(ptr %1, !2373, !DIExpression(), !2381)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #13, !dbg !2382
  call void @llvm.va_start.p0(ptr nonnull %3), !dbg !2383
  %4 = call ptr @luaO_pushvfstring(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %3) #13, !dbg !2384
    #dbg_value(ptr %4, !2374, !DIExpression(), !2381)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !2385
  %5 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2386
  %6 = load ptr, ptr %5, align 8, !dbg !2386, !tbaa !619
  %7 = getelementptr inbounds i8, ptr %6, i64 24, !dbg !2386
  %8 = load i64, ptr %7, align 8, !dbg !2386, !tbaa !1855
  %9 = icmp sgt i64 %8, 0, !dbg !2386
  br i1 %9, label %10, label %11, !dbg !2389

10:                                               ; preds = %2
  call void @luaC_step(ptr noundef nonnull %0) #13, !dbg !2390
  br label %11, !dbg !2390

11:                                               ; preds = %10, %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #13, !dbg !2392
  ret ptr %4, !dbg !2393
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #8

; Function Attrs: nounwind uwtable
define dso_local void @lua_pushcclosure(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !2394 {
    #dbg_value(ptr %0, !2398, !DIExpression(), !2414)
    #dbg_value(ptr %1, !2399, !DIExpression(), !2414)
    #dbg_value(i32 %2, !2400, !DIExpression(), !2414)
  %4 = icmp eq i32 %2, 0, !dbg !2415
  br i1 %4, label %5, label %11, !dbg !2416

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2417
  %7 = load ptr, ptr %6, align 8, !dbg !2417, !tbaa !552
    #dbg_value(ptr %7, !2401, !DIExpression(), !2418)
  store ptr %1, ptr %7, align 8, !dbg !2417, !tbaa !552
  %8 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !2417
  store i8 22, ptr %8, align 8, !dbg !2417, !tbaa !602
  %9 = load ptr, ptr %6, align 8, !dbg !2419, !tbaa !552
  %10 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !2419
  store ptr %10, ptr %6, align 8, !dbg !2419, !tbaa !552
  br label %64, !dbg !2421

11:                                               ; preds = %3
  %12 = tail call ptr @luaF_newCclosure(ptr noundef %0, i32 noundef %2) #13, !dbg !2422
    #dbg_value(ptr %12, !2405, !DIExpression(), !2423)
  %13 = getelementptr inbounds i8, ptr %12, i64 24, !dbg !2424
  store ptr %1, ptr %13, align 8, !dbg !2425, !tbaa !2426
  %14 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2427
  %15 = load ptr, ptr %14, align 8, !dbg !2428, !tbaa !552
  %16 = sext i32 %2 to i64, !dbg !2428
  %17 = sub nsw i64 0, %16, !dbg !2428
  %18 = getelementptr inbounds %union.StackValue, ptr %15, i64 %17, !dbg !2428
  store ptr %18, ptr %14, align 8, !dbg !2428, !tbaa !552
  %19 = getelementptr inbounds i8, ptr %12, i64 32
    #dbg_value(i32 %2, !2400, !DIExpression(), !2414)
    #dbg_value(i32 %2, !2400, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2414)
  %20 = and i64 %16, 1, !dbg !2429
  %21 = icmp eq i64 %20, 0, !dbg !2429
  br i1 %21, label %31, label %22, !dbg !2429

22:                                               ; preds = %11
    #dbg_value(i64 %16, !2400, !DIExpression(), !2414)
  %23 = add nsw i64 %16, -1, !dbg !2430
    #dbg_value(i64 %23, !2400, !DIExpression(), !2414)
  %24 = getelementptr inbounds [1 x %struct.TValue], ptr %19, i64 0, i64 %23, !dbg !2431
    #dbg_value(ptr %24, !2407, !DIExpression(), !2432)
  %25 = load ptr, ptr %14, align 8, !dbg !2431, !tbaa !552
  %26 = getelementptr inbounds %union.StackValue, ptr %25, i64 %23, !dbg !2431
    #dbg_value(ptr %26, !2410, !DIExpression(), !2432)
  %27 = load i64, ptr %26, align 8, !dbg !2431, !tbaa !552
  store i64 %27, ptr %24, align 8, !dbg !2431, !tbaa !552
  %28 = getelementptr inbounds i8, ptr %26, i64 8, !dbg !2431
  %29 = load i8, ptr %28, align 8, !dbg !2431, !tbaa !602
  %30 = getelementptr inbounds i8, ptr %24, i64 8, !dbg !2431
  store i8 %29, ptr %30, align 8, !dbg !2431, !tbaa !602
    #dbg_value(i64 %23, !2400, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2414)
  br label %31, !dbg !2429

31:                                               ; preds = %22, %11
  %32 = phi i64 [ %16, %11 ], [ %23, %22 ]
  %33 = icmp eq i32 %2, 1, !dbg !2429
  br i1 %33, label %53, label %34, !dbg !2429

34:                                               ; preds = %31, %34
  %35 = phi i64 [ %44, %34 ], [ %32, %31 ]
    #dbg_value(i64 %35, !2400, !DIExpression(), !2414)
  %36 = add nsw i64 %35, -1, !dbg !2430
    #dbg_value(i64 %36, !2400, !DIExpression(), !2414)
  %37 = getelementptr inbounds [1 x %struct.TValue], ptr %19, i64 0, i64 %36, !dbg !2431
    #dbg_value(ptr %37, !2407, !DIExpression(), !2432)
  %38 = load ptr, ptr %14, align 8, !dbg !2431, !tbaa !552
  %39 = getelementptr inbounds %union.StackValue, ptr %38, i64 %36, !dbg !2431
    #dbg_value(ptr %39, !2410, !DIExpression(), !2432)
  %40 = load i64, ptr %39, align 8, !dbg !2431, !tbaa !552
  store i64 %40, ptr %37, align 8, !dbg !2431, !tbaa !552
  %41 = getelementptr inbounds i8, ptr %39, i64 8, !dbg !2431
  %42 = load i8, ptr %41, align 8, !dbg !2431, !tbaa !602
  %43 = getelementptr inbounds i8, ptr %37, i64 8, !dbg !2431
  store i8 %42, ptr %43, align 8, !dbg !2431, !tbaa !602
  %44 = add nsw i64 %35, -2, !dbg !2430
    #dbg_value(i64 %44, !2400, !DIExpression(), !2414)
  %45 = getelementptr inbounds [1 x %struct.TValue], ptr %19, i64 0, i64 %44, !dbg !2431
    #dbg_value(ptr %45, !2407, !DIExpression(), !2432)
  %46 = load ptr, ptr %14, align 8, !dbg !2431, !tbaa !552
  %47 = getelementptr inbounds %union.StackValue, ptr %46, i64 %44, !dbg !2431
    #dbg_value(ptr %47, !2410, !DIExpression(), !2432)
  %48 = load i64, ptr %47, align 8, !dbg !2431, !tbaa !552
  store i64 %48, ptr %45, align 8, !dbg !2431, !tbaa !552
  %49 = getelementptr inbounds i8, ptr %47, i64 8, !dbg !2431
  %50 = load i8, ptr %49, align 8, !dbg !2431, !tbaa !602
  %51 = getelementptr inbounds i8, ptr %45, i64 8, !dbg !2431
  store i8 %50, ptr %51, align 8, !dbg !2431, !tbaa !602
    #dbg_value(i64 %44, !2400, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2414)
  %52 = icmp eq i64 %44, 0, !dbg !2429
  br i1 %52, label %53, label %34, !dbg !2429, !llvm.loop !2433

53:                                               ; preds = %34, %31
  %54 = load ptr, ptr %14, align 8, !dbg !2435, !tbaa !552
    #dbg_value(ptr %54, !2411, !DIExpression(), !2436)
    #dbg_value(ptr %12, !2413, !DIExpression(), !2436)
  store ptr %12, ptr %54, align 8, !dbg !2435, !tbaa !552
  %55 = getelementptr inbounds i8, ptr %54, i64 8, !dbg !2435
  store i8 102, ptr %55, align 8, !dbg !2435, !tbaa !602
  %56 = load ptr, ptr %14, align 8, !dbg !2437, !tbaa !552
  %57 = getelementptr inbounds i8, ptr %56, i64 16, !dbg !2437
  store ptr %57, ptr %14, align 8, !dbg !2437, !tbaa !552
  %58 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2439
  %59 = load ptr, ptr %58, align 8, !dbg !2439, !tbaa !619
  %60 = getelementptr inbounds i8, ptr %59, i64 24, !dbg !2439
  %61 = load i64, ptr %60, align 8, !dbg !2439, !tbaa !1855
  %62 = icmp sgt i64 %61, 0, !dbg !2439
  br i1 %62, label %63, label %64, !dbg !2442

63:                                               ; preds = %53
  tail call void @luaC_step(ptr noundef nonnull %0) #13, !dbg !2443
  br label %64, !dbg !2443

64:                                               ; preds = %53, %63, %5
  ret void, !dbg !2445
}

declare !dbg !2446 hidden ptr @luaF_newCclosure(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @lua_pushboolean(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #7 !dbg !2449 {
    #dbg_value(ptr %0, !2451, !DIExpression(), !2453)
    #dbg_value(i32 %1, !2452, !DIExpression(), !2453)
  %3 = icmp eq i32 %1, 0, !dbg !2454
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2456
  %5 = load ptr, ptr %4, align 8, !dbg !2456, !tbaa !552
  %6 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !2456
  %7 = select i1 %3, i8 1, i8 17
  store i8 %7, ptr %6, align 8, !dbg !2456, !tbaa !552
  %8 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2457
  %9 = load ptr, ptr %8, align 8, !dbg !2457, !tbaa !552
  %10 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !2457
  store ptr %10, ptr %8, align 8, !dbg !2457, !tbaa !552
  ret void, !dbg !2459
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @lua_pushlightuserdata(ptr nocapture noundef %0, ptr noundef %1) local_unnamed_addr #7 !dbg !2460 {
    #dbg_value(ptr %0, !2464, !DIExpression(), !2468)
    #dbg_value(ptr %1, !2465, !DIExpression(), !2468)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2469
  %4 = load ptr, ptr %3, align 8, !dbg !2469, !tbaa !552
    #dbg_value(ptr %4, !2466, !DIExpression(), !2470)
  store ptr %1, ptr %4, align 8, !dbg !2469, !tbaa !552
  %5 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !2469
  store i8 2, ptr %5, align 8, !dbg !2469, !tbaa !602
  %6 = load ptr, ptr %3, align 8, !dbg !2471, !tbaa !552
  %7 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !2471
  store ptr %7, ptr %3, align 8, !dbg !2471, !tbaa !552
  ret void, !dbg !2473
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @lua_pushthread(ptr noundef %0) local_unnamed_addr #4 !dbg !2474 {
    #dbg_value(ptr %0, !2476, !DIExpression(), !2480)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2481
  %3 = load ptr, ptr %2, align 8, !dbg !2481, !tbaa !552
    #dbg_value(ptr %3, !2477, !DIExpression(), !2482)
    #dbg_value(ptr %0, !2479, !DIExpression(), !2482)
  store ptr %0, ptr %3, align 8, !dbg !2481, !tbaa !552
  %4 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !2481
  store i8 72, ptr %4, align 8, !dbg !2481, !tbaa !602
  %5 = load ptr, ptr %2, align 8, !dbg !2483, !tbaa !552
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !2483
  store ptr %6, ptr %2, align 8, !dbg !2483, !tbaa !552
  %7 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2485
  %8 = load ptr, ptr %7, align 8, !dbg !2485, !tbaa !619
  %9 = getelementptr inbounds i8, ptr %8, i64 264, !dbg !2486
  %10 = load ptr, ptr %9, align 8, !dbg !2486, !tbaa !2487
  %11 = icmp eq ptr %10, %0, !dbg !2488
  %12 = zext i1 %11 to i32, !dbg !2488
  ret i32 %12, !dbg !2489
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 16) i32 @lua_getglobal(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !2490 {
    #dbg_value(ptr %0, !2494, !DIExpression(), !2497)
    #dbg_value(ptr %1, !2495, !DIExpression(), !2497)
  %3 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2498
  %4 = load ptr, ptr %3, align 8, !dbg !2498, !tbaa !619
  %5 = getelementptr inbounds i8, ptr %4, i64 64, !dbg !2498
  %6 = load ptr, ptr %5, align 8, !dbg !2498, !tbaa !552
  %7 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !2498
  %8 = load ptr, ptr %7, align 8, !dbg !2498, !tbaa !552
  %9 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !2498
    #dbg_value(ptr %9, !2496, !DIExpression(), !2497)
    #dbg_value(ptr %0, !2499, !DIExpression(), !2517)
    #dbg_value(ptr %9, !2504, !DIExpression(), !2517)
    #dbg_value(ptr %1, !2505, !DIExpression(), !2517)
  %10 = tail call ptr @luaS_new(ptr noundef %0, ptr noundef %1) #13, !dbg !2519
    #dbg_value(ptr %10, !2507, !DIExpression(), !2517)
  %11 = getelementptr inbounds i8, ptr %8, i64 24, !dbg !2520
  %12 = load i8, ptr %11, align 8, !dbg !2520, !tbaa !602
  %13 = icmp eq i8 %12, 69, !dbg !2520
  br i1 %13, label %14, label %29, !dbg !2521

14:                                               ; preds = %2
  %15 = load ptr, ptr %9, align 8, !dbg !2520, !tbaa !552
  %16 = tail call ptr @luaH_getstr(ptr noundef %15, ptr noundef %10) #13, !dbg !2520
    #dbg_value(ptr %16, !2506, !DIExpression(), !2517)
  %17 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !2520
  %18 = load i8, ptr %17, align 8, !dbg !2520, !tbaa !602
  %19 = and i8 %18, 15, !dbg !2520
  %20 = icmp eq i8 %19, 0, !dbg !2520
  br i1 %20, label %29, label %21, !dbg !2521

21:                                               ; preds = %14
  %22 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2522
  %23 = load ptr, ptr %22, align 8, !dbg !2522, !tbaa !552
    #dbg_value(ptr %23, !2508, !DIExpression(), !2523)
    #dbg_value(ptr %16, !2512, !DIExpression(), !2523)
  %24 = load i64, ptr %16, align 8, !dbg !2522, !tbaa !552
  store i64 %24, ptr %23, align 8, !dbg !2522, !tbaa !552
  %25 = load i8, ptr %17, align 8, !dbg !2522, !tbaa !602
  %26 = getelementptr inbounds i8, ptr %23, i64 8, !dbg !2522
  store i8 %25, ptr %26, align 8, !dbg !2522, !tbaa !602
  %27 = load ptr, ptr %22, align 8, !dbg !2524, !tbaa !552
  %28 = getelementptr inbounds i8, ptr %27, i64 16, !dbg !2524
  store ptr %28, ptr %22, align 8, !dbg !2524, !tbaa !552
  br label %40, !dbg !2526

29:                                               ; preds = %14, %2
  %30 = phi ptr [ %16, %14 ], [ null, %2 ], !dbg !2520
    #dbg_value(ptr %30, !2506, !DIExpression(), !2517)
  %31 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2527
  %32 = load ptr, ptr %31, align 8, !dbg !2527, !tbaa !552
    #dbg_value(ptr %32, !2513, !DIExpression(), !2528)
    #dbg_value(ptr %10, !2516, !DIExpression(), !2528)
  store ptr %10, ptr %32, align 8, !dbg !2527, !tbaa !552
  %33 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !2527
  %34 = load i8, ptr %33, align 8, !dbg !2527, !tbaa !2294
  %35 = or i8 %34, 64, !dbg !2527
  %36 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !2527
  store i8 %35, ptr %36, align 8, !dbg !2527, !tbaa !602
  %37 = load ptr, ptr %31, align 8, !dbg !2529, !tbaa !552
  %38 = getelementptr inbounds i8, ptr %37, i64 16, !dbg !2529
  store ptr %38, ptr %31, align 8, !dbg !2529, !tbaa !552
  tail call void @luaV_finishget(ptr noundef nonnull %0, ptr noundef nonnull %9, ptr noundef %37, ptr noundef %37, ptr noundef %30) #13, !dbg !2531
  %39 = load ptr, ptr %31, align 8, !dbg !2532, !tbaa !552
  br label %40

40:                                               ; preds = %21, %29
  %41 = phi ptr [ %39, %29 ], [ %28, %21 ], !dbg !2532
  %42 = getelementptr inbounds i8, ptr %41, i64 -8, !dbg !2532
  %43 = load i8, ptr %42, align 8, !dbg !2532, !tbaa !552
  %44 = and i8 %43, 15, !dbg !2532
  %45 = zext nneg i8 %44 to i32, !dbg !2532
  ret i32 %45, !dbg !2533
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 16) i32 @lua_gettable(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !2534 {
    #dbg_value(ptr %0, !2536, !DIExpression(), !2545)
    #dbg_value(i32 %1, !2537, !DIExpression(), !2545)
    #dbg_value(ptr %0, !845, !DIExpression(), !2546)
    #dbg_value(i32 %1, !850, !DIExpression(), !2546)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2548
  %4 = load ptr, ptr %3, align 8, !dbg !2548, !tbaa !540
    #dbg_value(ptr %4, !851, !DIExpression(), !2546)
  %5 = icmp sgt i32 %1, 0, !dbg !2549
  br i1 %5, label %6, label %17, !dbg !2550

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !dbg !2551, !tbaa !552
  %8 = zext nneg i32 %1 to i64, !dbg !2552
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8, !dbg !2552
    #dbg_value(ptr %9, !852, !DIExpression(), !2553)
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2554
  %11 = load ptr, ptr %10, align 8, !dbg !2555, !tbaa !552
  %12 = icmp ult ptr %9, %11, !dbg !2556
  br i1 %12, label %55, label %13, !dbg !2557

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2558
  %15 = load ptr, ptr %14, align 8, !dbg !2558, !tbaa !619
  %16 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !2559
  br label %55, !dbg !2560

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999, !dbg !2561
  br i1 %18, label %24, label %19, !dbg !2562

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2563
  %21 = load ptr, ptr %20, align 8, !dbg !2563, !tbaa !552
  %22 = sext i32 %1 to i64, !dbg !2563
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22, !dbg !2563
  br label %55, !dbg !2564

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000, !dbg !2565
  br i1 %25, label %26, label %30, !dbg !2566

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2567
  %28 = load ptr, ptr %27, align 8, !dbg !2567, !tbaa !619
  %29 = getelementptr inbounds i8, ptr %28, i64 64, !dbg !2568
  br label %55, !dbg !2569

30:                                               ; preds = %24
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !2546)
  %31 = load ptr, ptr %4, align 8, !dbg !2570, !tbaa !552
  %32 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !2570
  %33 = load i8, ptr %32, align 8, !dbg !2570, !tbaa !552
  %34 = icmp eq i8 %33, 102, !dbg !2570
  br i1 %34, label %35, label %51, !dbg !2571

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1, !dbg !2572
    #dbg_value(i32 %36, !850, !DIExpression(), !2546)
  %37 = load ptr, ptr %31, align 8, !dbg !2573, !tbaa !552
    #dbg_value(ptr %37, !855, !DIExpression(), !2574)
  %38 = getelementptr inbounds i8, ptr %37, i64 10, !dbg !2575
  %39 = load i8, ptr %38, align 2, !dbg !2575, !tbaa !894
  %40 = zext i8 %39 to i32, !dbg !2576
  %41 = icmp ugt i32 %36, %40, !dbg !2577
  br i1 %41, label %47, label %42, !dbg !2578

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32, !dbg !2579
  %44 = sub nuw nsw i32 -1001001, %1, !dbg !2580
  %45 = zext nneg i32 %44 to i64, !dbg !2581
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45, !dbg !2581
  br label %55, !dbg !2578

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2582
  %49 = load ptr, ptr %48, align 8, !dbg !2582, !tbaa !619
  %50 = getelementptr inbounds i8, ptr %49, i64 80, !dbg !2583
  br label %55, !dbg !2578

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2584
  %53 = load ptr, ptr %52, align 8, !dbg !2584, !tbaa !619
  %54 = getelementptr inbounds i8, ptr %53, i64 80, !dbg !2585
  br label %55, !dbg !2586

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ], !dbg !2587
    #dbg_value(ptr %56, !2539, !DIExpression(), !2545)
  %57 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !2588
  %58 = load i8, ptr %57, align 8, !dbg !2588, !tbaa !602
  %59 = icmp eq i8 %58, 69, !dbg !2588
  br i1 %59, label %60, label %76, !dbg !2589

60:                                               ; preds = %55
  %61 = load ptr, ptr %56, align 8, !dbg !2588, !tbaa !552
  %62 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2588
  %63 = load ptr, ptr %62, align 8, !dbg !2588, !tbaa !552
  %64 = getelementptr inbounds i8, ptr %63, i64 -16, !dbg !2588
  %65 = tail call ptr @luaH_get(ptr noundef %61, ptr noundef nonnull %64) #13, !dbg !2588
    #dbg_value(ptr %65, !2538, !DIExpression(), !2545)
  %66 = getelementptr inbounds i8, ptr %65, i64 8, !dbg !2588
  %67 = load i8, ptr %66, align 8, !dbg !2588, !tbaa !602
  %68 = and i8 %67, 15, !dbg !2588
  %69 = icmp eq i8 %68, 0, !dbg !2588
  br i1 %69, label %76, label %70, !dbg !2589

70:                                               ; preds = %60
  %71 = load ptr, ptr %62, align 8, !dbg !2590, !tbaa !552
  %72 = getelementptr inbounds i8, ptr %71, i64 -16, !dbg !2590
    #dbg_value(ptr %72, !2540, !DIExpression(), !2591)
    #dbg_value(ptr %65, !2544, !DIExpression(), !2591)
  %73 = load i64, ptr %65, align 8, !dbg !2590, !tbaa !552
  store i64 %73, ptr %72, align 8, !dbg !2590, !tbaa !552
  %74 = load i8, ptr %66, align 8, !dbg !2590, !tbaa !602
  %75 = getelementptr inbounds i8, ptr %71, i64 -8, !dbg !2590
  store i8 %74, ptr %75, align 8, !dbg !2590, !tbaa !602
  br label %81, !dbg !2592

76:                                               ; preds = %55, %60
  %77 = phi ptr [ %65, %60 ], [ null, %55 ], !dbg !2588
    #dbg_value(ptr %77, !2538, !DIExpression(), !2545)
  %78 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2593
  %79 = load ptr, ptr %78, align 8, !dbg !2593, !tbaa !552
  %80 = getelementptr inbounds i8, ptr %79, i64 -16, !dbg !2593
  tail call void @luaV_finishget(ptr noundef nonnull %0, ptr noundef nonnull %56, ptr noundef nonnull %80, ptr noundef nonnull %80, ptr noundef %77) #13, !dbg !2594
  br label %81

81:                                               ; preds = %76, %70
  %82 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2595
  %83 = load ptr, ptr %82, align 8, !dbg !2595, !tbaa !552
  %84 = getelementptr inbounds i8, ptr %83, i64 -8, !dbg !2595
  %85 = load i8, ptr %84, align 8, !dbg !2595, !tbaa !552
  %86 = and i8 %85, 15, !dbg !2595
  %87 = zext nneg i8 %86 to i32, !dbg !2595
  ret i32 %87, !dbg !2596
}

declare !dbg !2597 hidden ptr @luaH_get(ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !2600 hidden void @luaV_finishget(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 16) i32 @lua_getfield(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !2603 {
    #dbg_value(ptr %0, !2607, !DIExpression(), !2610)
    #dbg_value(i32 %1, !2608, !DIExpression(), !2610)
    #dbg_value(ptr %2, !2609, !DIExpression(), !2610)
    #dbg_value(ptr %0, !845, !DIExpression(), !2611)
    #dbg_value(i32 %1, !850, !DIExpression(), !2611)
  %4 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2613
  %5 = load ptr, ptr %4, align 8, !dbg !2613, !tbaa !540
    #dbg_value(ptr %5, !851, !DIExpression(), !2611)
  %6 = icmp sgt i32 %1, 0, !dbg !2614
  br i1 %6, label %7, label %18, !dbg !2615

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !dbg !2616, !tbaa !552
  %9 = zext nneg i32 %1 to i64, !dbg !2617
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9, !dbg !2617
    #dbg_value(ptr %10, !852, !DIExpression(), !2618)
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2619
  %12 = load ptr, ptr %11, align 8, !dbg !2620, !tbaa !552
  %13 = icmp ult ptr %10, %12, !dbg !2621
  br i1 %13, label %56, label %14, !dbg !2622

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2623
  %16 = load ptr, ptr %15, align 8, !dbg !2623, !tbaa !619
  %17 = getelementptr inbounds i8, ptr %16, i64 80, !dbg !2624
  br label %56, !dbg !2625

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999, !dbg !2626
  br i1 %19, label %25, label %20, !dbg !2627

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2628
  %22 = load ptr, ptr %21, align 8, !dbg !2628, !tbaa !552
  %23 = sext i32 %1 to i64, !dbg !2628
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23, !dbg !2628
  br label %56, !dbg !2629

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000, !dbg !2630
  br i1 %26, label %27, label %31, !dbg !2631

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2632
  %29 = load ptr, ptr %28, align 8, !dbg !2632, !tbaa !619
  %30 = getelementptr inbounds i8, ptr %29, i64 64, !dbg !2633
  br label %56, !dbg !2634

31:                                               ; preds = %25
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !2611)
  %32 = load ptr, ptr %5, align 8, !dbg !2635, !tbaa !552
  %33 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !2635
  %34 = load i8, ptr %33, align 8, !dbg !2635, !tbaa !552
  %35 = icmp eq i8 %34, 102, !dbg !2635
  br i1 %35, label %36, label %52, !dbg !2636

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1, !dbg !2637
    #dbg_value(i32 %37, !850, !DIExpression(), !2611)
  %38 = load ptr, ptr %32, align 8, !dbg !2638, !tbaa !552
    #dbg_value(ptr %38, !855, !DIExpression(), !2639)
  %39 = getelementptr inbounds i8, ptr %38, i64 10, !dbg !2640
  %40 = load i8, ptr %39, align 2, !dbg !2640, !tbaa !894
  %41 = zext i8 %40 to i32, !dbg !2641
  %42 = icmp ugt i32 %37, %41, !dbg !2642
  br i1 %42, label %48, label %43, !dbg !2643

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32, !dbg !2644
  %45 = sub nuw nsw i32 -1001001, %1, !dbg !2645
  %46 = zext nneg i32 %45 to i64, !dbg !2646
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46, !dbg !2646
  br label %56, !dbg !2643

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2647
  %50 = load ptr, ptr %49, align 8, !dbg !2647, !tbaa !619
  %51 = getelementptr inbounds i8, ptr %50, i64 80, !dbg !2648
  br label %56, !dbg !2643

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2649
  %54 = load ptr, ptr %53, align 8, !dbg !2649, !tbaa !619
  %55 = getelementptr inbounds i8, ptr %54, i64 80, !dbg !2650
  br label %56, !dbg !2651

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ], !dbg !2652
    #dbg_value(ptr %0, !2499, !DIExpression(), !2653)
    #dbg_value(ptr %57, !2504, !DIExpression(), !2653)
    #dbg_value(ptr %2, !2505, !DIExpression(), !2653)
  %58 = tail call ptr @luaS_new(ptr noundef nonnull %0, ptr noundef %2) #13, !dbg !2655
    #dbg_value(ptr %58, !2507, !DIExpression(), !2653)
  %59 = getelementptr inbounds i8, ptr %57, i64 8, !dbg !2656
  %60 = load i8, ptr %59, align 8, !dbg !2656, !tbaa !602
  %61 = icmp eq i8 %60, 69, !dbg !2656
  br i1 %61, label %62, label %77, !dbg !2657

62:                                               ; preds = %56
  %63 = load ptr, ptr %57, align 8, !dbg !2656, !tbaa !552
  %64 = tail call ptr @luaH_getstr(ptr noundef %63, ptr noundef %58) #13, !dbg !2656
    #dbg_value(ptr %64, !2506, !DIExpression(), !2653)
  %65 = getelementptr inbounds i8, ptr %64, i64 8, !dbg !2656
  %66 = load i8, ptr %65, align 8, !dbg !2656, !tbaa !602
  %67 = and i8 %66, 15, !dbg !2656
  %68 = icmp eq i8 %67, 0, !dbg !2656
  br i1 %68, label %77, label %69, !dbg !2657

69:                                               ; preds = %62
  %70 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2658
  %71 = load ptr, ptr %70, align 8, !dbg !2658, !tbaa !552
    #dbg_value(ptr %71, !2508, !DIExpression(), !2659)
    #dbg_value(ptr %64, !2512, !DIExpression(), !2659)
  %72 = load i64, ptr %64, align 8, !dbg !2658, !tbaa !552
  store i64 %72, ptr %71, align 8, !dbg !2658, !tbaa !552
  %73 = load i8, ptr %65, align 8, !dbg !2658, !tbaa !602
  %74 = getelementptr inbounds i8, ptr %71, i64 8, !dbg !2658
  store i8 %73, ptr %74, align 8, !dbg !2658, !tbaa !602
  %75 = load ptr, ptr %70, align 8, !dbg !2660, !tbaa !552
  %76 = getelementptr inbounds i8, ptr %75, i64 16, !dbg !2660
  store ptr %76, ptr %70, align 8, !dbg !2660, !tbaa !552
  br label %88, !dbg !2661

77:                                               ; preds = %62, %56
  %78 = phi ptr [ %64, %62 ], [ null, %56 ], !dbg !2656
    #dbg_value(ptr %78, !2506, !DIExpression(), !2653)
  %79 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2662
  %80 = load ptr, ptr %79, align 8, !dbg !2662, !tbaa !552
    #dbg_value(ptr %80, !2513, !DIExpression(), !2663)
    #dbg_value(ptr %58, !2516, !DIExpression(), !2663)
  store ptr %58, ptr %80, align 8, !dbg !2662, !tbaa !552
  %81 = getelementptr inbounds i8, ptr %58, i64 8, !dbg !2662
  %82 = load i8, ptr %81, align 8, !dbg !2662, !tbaa !2294
  %83 = or i8 %82, 64, !dbg !2662
  %84 = getelementptr inbounds i8, ptr %80, i64 8, !dbg !2662
  store i8 %83, ptr %84, align 8, !dbg !2662, !tbaa !602
  %85 = load ptr, ptr %79, align 8, !dbg !2664, !tbaa !552
  %86 = getelementptr inbounds i8, ptr %85, i64 16, !dbg !2664
  store ptr %86, ptr %79, align 8, !dbg !2664, !tbaa !552
  tail call void @luaV_finishget(ptr noundef nonnull %0, ptr noundef nonnull %57, ptr noundef %85, ptr noundef %85, ptr noundef %78) #13, !dbg !2665
  %87 = load ptr, ptr %79, align 8, !dbg !2666, !tbaa !552
  br label %88

88:                                               ; preds = %69, %77
  %89 = phi ptr [ %87, %77 ], [ %76, %69 ], !dbg !2666
  %90 = getelementptr inbounds i8, ptr %89, i64 -8, !dbg !2666
  %91 = load i8, ptr %90, align 8, !dbg !2666, !tbaa !552
  %92 = and i8 %91, 15, !dbg !2666
  %93 = zext nneg i8 %92 to i32, !dbg !2666
  ret i32 %93, !dbg !2667
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 16) i32 @lua_geti(ptr noundef %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #0 !dbg !2668 {
  %4 = alloca %struct.TValue, align 8, !DIAssignID !2686
    #dbg_assign(i1 undef, !2682, !DIExpression(), !2686, ptr %4, !DIExpression(), !2687)
    #dbg_value(ptr %0, !2672, !DIExpression(), !2688)
    #dbg_value(i32 %1, !2673, !DIExpression(), !2688)
    #dbg_value(i64 %2, !2674, !DIExpression(), !2688)
    #dbg_value(ptr %0, !845, !DIExpression(), !2689)
    #dbg_value(i32 %1, !850, !DIExpression(), !2689)
  %5 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2691
  %6 = load ptr, ptr %5, align 8, !dbg !2691, !tbaa !540
    #dbg_value(ptr %6, !851, !DIExpression(), !2689)
  %7 = icmp sgt i32 %1, 0, !dbg !2692
  br i1 %7, label %8, label %19, !dbg !2693

8:                                                ; preds = %3
  %9 = load ptr, ptr %6, align 8, !dbg !2694, !tbaa !552
  %10 = zext nneg i32 %1 to i64, !dbg !2695
  %11 = getelementptr inbounds %union.StackValue, ptr %9, i64 %10, !dbg !2695
    #dbg_value(ptr %11, !852, !DIExpression(), !2696)
  %12 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2697
  %13 = load ptr, ptr %12, align 8, !dbg !2698, !tbaa !552
  %14 = icmp ult ptr %11, %13, !dbg !2699
  br i1 %14, label %57, label %15, !dbg !2700

15:                                               ; preds = %8
  %16 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2701
  %17 = load ptr, ptr %16, align 8, !dbg !2701, !tbaa !619
  %18 = getelementptr inbounds i8, ptr %17, i64 80, !dbg !2702
  br label %57, !dbg !2703

19:                                               ; preds = %3
  %20 = icmp slt i32 %1, -1000999, !dbg !2704
  br i1 %20, label %26, label %21, !dbg !2705

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2706
  %23 = load ptr, ptr %22, align 8, !dbg !2706, !tbaa !552
  %24 = sext i32 %1 to i64, !dbg !2706
  %25 = getelementptr inbounds %union.StackValue, ptr %23, i64 %24, !dbg !2706
  br label %57, !dbg !2707

26:                                               ; preds = %19
  %27 = icmp eq i32 %1, -1001000, !dbg !2708
  br i1 %27, label %28, label %32, !dbg !2709

28:                                               ; preds = %26
  %29 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2710
  %30 = load ptr, ptr %29, align 8, !dbg !2710, !tbaa !619
  %31 = getelementptr inbounds i8, ptr %30, i64 64, !dbg !2711
  br label %57, !dbg !2712

32:                                               ; preds = %26
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !2689)
  %33 = load ptr, ptr %6, align 8, !dbg !2713, !tbaa !552
  %34 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !2713
  %35 = load i8, ptr %34, align 8, !dbg !2713, !tbaa !552
  %36 = icmp eq i8 %35, 102, !dbg !2713
  br i1 %36, label %37, label %53, !dbg !2714

37:                                               ; preds = %32
  %38 = sub nuw nsw i32 -1001000, %1, !dbg !2715
    #dbg_value(i32 %38, !850, !DIExpression(), !2689)
  %39 = load ptr, ptr %33, align 8, !dbg !2716, !tbaa !552
    #dbg_value(ptr %39, !855, !DIExpression(), !2717)
  %40 = getelementptr inbounds i8, ptr %39, i64 10, !dbg !2718
  %41 = load i8, ptr %40, align 2, !dbg !2718, !tbaa !894
  %42 = zext i8 %41 to i32, !dbg !2719
  %43 = icmp ugt i32 %38, %42, !dbg !2720
  br i1 %43, label %49, label %44, !dbg !2721

44:                                               ; preds = %37
  %45 = getelementptr inbounds i8, ptr %39, i64 32, !dbg !2722
  %46 = sub nuw nsw i32 -1001001, %1, !dbg !2723
  %47 = zext nneg i32 %46 to i64, !dbg !2724
  %48 = getelementptr inbounds [1 x %struct.TValue], ptr %45, i64 0, i64 %47, !dbg !2724
  br label %57, !dbg !2721

49:                                               ; preds = %37
  %50 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2725
  %51 = load ptr, ptr %50, align 8, !dbg !2725, !tbaa !619
  %52 = getelementptr inbounds i8, ptr %51, i64 80, !dbg !2726
  br label %57, !dbg !2721

53:                                               ; preds = %32
  %54 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2727
  %55 = load ptr, ptr %54, align 8, !dbg !2727, !tbaa !619
  %56 = getelementptr inbounds i8, ptr %55, i64 80, !dbg !2728
  br label %57, !dbg !2729

57:                                               ; preds = %8, %15, %21, %28, %44, %49, %53
  %58 = phi ptr [ %31, %28 ], [ %56, %53 ], [ %25, %21 ], [ %18, %15 ], [ %11, %8 ], [ %48, %44 ], [ %52, %49 ], !dbg !2730
    #dbg_value(ptr %58, !2675, !DIExpression(), !2688)
  %59 = getelementptr inbounds i8, ptr %58, i64 8, !dbg !2731
  %60 = load i8, ptr %59, align 8, !dbg !2731, !tbaa !602
  %61 = icmp eq i8 %60, 69, !dbg !2731
  br i1 %61, label %62, label %87, !dbg !2732

62:                                               ; preds = %57
  %63 = add i64 %2, -1, !dbg !2731
  %64 = load ptr, ptr %58, align 8, !dbg !2731, !tbaa !552
  %65 = getelementptr inbounds i8, ptr %64, i64 12, !dbg !2731
  %66 = load i32, ptr %65, align 4, !dbg !2731, !tbaa !552
  %67 = zext i32 %66 to i64, !dbg !2731
  %68 = icmp ult i64 %63, %67, !dbg !2731
  br i1 %68, label %69, label %73, !dbg !2731

69:                                               ; preds = %62
  %70 = getelementptr inbounds i8, ptr %64, i64 16, !dbg !2731
  %71 = load ptr, ptr %70, align 8, !dbg !2731, !tbaa !552
  %72 = getelementptr inbounds %struct.TValue, ptr %71, i64 %63, !dbg !2731
  br label %75, !dbg !2731

73:                                               ; preds = %62
  %74 = tail call ptr @luaH_getint(ptr noundef nonnull %64, i64 noundef %2) #13, !dbg !2731
  br label %75, !dbg !2731

75:                                               ; preds = %73, %69
  %76 = phi ptr [ %72, %69 ], [ %74, %73 ], !dbg !2731
    #dbg_value(ptr %76, !2676, !DIExpression(), !2688)
  %77 = getelementptr inbounds i8, ptr %76, i64 8, !dbg !2731
  %78 = load i8, ptr %77, align 8, !dbg !2731, !tbaa !602
  %79 = and i8 %78, 15, !dbg !2731
  %80 = icmp eq i8 %79, 0, !dbg !2731
  br i1 %80, label %87, label %81, !dbg !2732

81:                                               ; preds = %75
  %82 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2733
  %83 = load ptr, ptr %82, align 8, !dbg !2733, !tbaa !552
    #dbg_value(ptr %83, !2677, !DIExpression(), !2734)
    #dbg_value(ptr %76, !2681, !DIExpression(), !2734)
  %84 = load i64, ptr %76, align 8, !dbg !2733, !tbaa !552
  store i64 %84, ptr %83, align 8, !dbg !2733, !tbaa !552
  %85 = load i8, ptr %77, align 8, !dbg !2733, !tbaa !602
  %86 = getelementptr inbounds i8, ptr %83, i64 8, !dbg !2733
  store i8 %85, ptr %86, align 8, !dbg !2733, !tbaa !602
  br label %92, !dbg !2735

87:                                               ; preds = %57, %75
  %88 = phi ptr [ %76, %75 ], [ null, %57 ], !dbg !2731
    #dbg_value(ptr %88, !2676, !DIExpression(), !2688)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13, !dbg !2736
    #dbg_value(ptr %4, !2684, !DIExpression(), !2737)
  store i64 %2, ptr %4, align 8, !dbg !2738, !tbaa !552
  %89 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !2738
  store i8 3, ptr %89, align 8, !dbg !2738, !tbaa !602
  %90 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2739
  %91 = load ptr, ptr %90, align 8, !dbg !2740, !tbaa !552
  call void @luaV_finishget(ptr noundef nonnull %0, ptr noundef nonnull %58, ptr noundef nonnull %4, ptr noundef %91, ptr noundef %88) #13, !dbg !2741
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13, !dbg !2742
  br label %92

92:                                               ; preds = %87, %81
  %93 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2743
  %94 = load ptr, ptr %93, align 8, !dbg !2743, !tbaa !552
  %95 = getelementptr inbounds i8, ptr %94, i64 16, !dbg !2743
  store ptr %95, ptr %93, align 8, !dbg !2743, !tbaa !552
  %96 = getelementptr inbounds i8, ptr %94, i64 8, !dbg !2745
  %97 = load i8, ptr %96, align 8, !dbg !2745, !tbaa !552
  %98 = and i8 %97, 15, !dbg !2745
  %99 = zext nneg i8 %98 to i32, !dbg !2745
  ret i32 %99, !dbg !2746
}

declare !dbg !2747 hidden ptr @luaH_getint(ptr noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 16) i32 @lua_rawget(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !2750 {
    #dbg_value(ptr %0, !2752, !DIExpression(), !2756)
    #dbg_value(i32 %1, !2753, !DIExpression(), !2756)
    #dbg_value(ptr %0, !2757, !DIExpression(), !2764)
    #dbg_value(i32 %1, !2762, !DIExpression(), !2764)
    #dbg_value(ptr %0, !845, !DIExpression(), !2766)
    #dbg_value(i32 %1, !850, !DIExpression(), !2766)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2768
  %4 = load ptr, ptr %3, align 8, !dbg !2768, !tbaa !540
    #dbg_value(ptr %4, !851, !DIExpression(), !2766)
  %5 = icmp sgt i32 %1, 0, !dbg !2769
  br i1 %5, label %6, label %17, !dbg !2770

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !dbg !2771, !tbaa !552
  %8 = zext nneg i32 %1 to i64, !dbg !2772
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8, !dbg !2772
    #dbg_value(ptr %9, !852, !DIExpression(), !2773)
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2774
  %11 = load ptr, ptr %10, align 8, !dbg !2775, !tbaa !552
  %12 = icmp ult ptr %9, %11, !dbg !2776
  br i1 %12, label %55, label %13, !dbg !2777

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2778
  %15 = load ptr, ptr %14, align 8, !dbg !2778, !tbaa !619
  %16 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !2779
  br label %55, !dbg !2780

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999, !dbg !2781
  br i1 %18, label %24, label %19, !dbg !2782

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2783
  %21 = load ptr, ptr %20, align 8, !dbg !2783, !tbaa !552
  %22 = sext i32 %1 to i64, !dbg !2783
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22, !dbg !2783
  br label %55, !dbg !2784

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000, !dbg !2785
  br i1 %25, label %26, label %30, !dbg !2786

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2787
  %28 = load ptr, ptr %27, align 8, !dbg !2787, !tbaa !619
  %29 = getelementptr inbounds i8, ptr %28, i64 64, !dbg !2788
  br label %55, !dbg !2789

30:                                               ; preds = %24
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !2766)
  %31 = load ptr, ptr %4, align 8, !dbg !2790, !tbaa !552
  %32 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !2790
  %33 = load i8, ptr %32, align 8, !dbg !2790, !tbaa !552
  %34 = icmp eq i8 %33, 102, !dbg !2790
  br i1 %34, label %35, label %51, !dbg !2791

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1, !dbg !2792
    #dbg_value(i32 %36, !850, !DIExpression(), !2766)
  %37 = load ptr, ptr %31, align 8, !dbg !2793, !tbaa !552
    #dbg_value(ptr %37, !855, !DIExpression(), !2794)
  %38 = getelementptr inbounds i8, ptr %37, i64 10, !dbg !2795
  %39 = load i8, ptr %38, align 2, !dbg !2795, !tbaa !894
  %40 = zext i8 %39 to i32, !dbg !2796
  %41 = icmp ugt i32 %36, %40, !dbg !2797
  br i1 %41, label %47, label %42, !dbg !2798

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32, !dbg !2799
  %44 = sub nuw nsw i32 -1001001, %1, !dbg !2800
  %45 = zext nneg i32 %44 to i64, !dbg !2801
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45, !dbg !2801
  br label %55, !dbg !2798

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2802
  %49 = load ptr, ptr %48, align 8, !dbg !2802, !tbaa !619
  %50 = getelementptr inbounds i8, ptr %49, i64 80, !dbg !2803
  br label %55, !dbg !2798

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2804
  %53 = load ptr, ptr %52, align 8, !dbg !2804, !tbaa !619
  %54 = getelementptr inbounds i8, ptr %53, i64 80, !dbg !2805
  br label %55, !dbg !2806

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ], !dbg !2807
    #dbg_value(ptr %56, !2763, !DIExpression(), !2764)
  %57 = load ptr, ptr %56, align 8, !dbg !2808, !tbaa !552
    #dbg_value(ptr %57, !2754, !DIExpression(), !2756)
  %58 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2809
  %59 = load ptr, ptr %58, align 8, !dbg !2809, !tbaa !552
  %60 = getelementptr inbounds i8, ptr %59, i64 -16, !dbg !2809
  %61 = tail call ptr @luaH_get(ptr noundef %57, ptr noundef nonnull %60) #13, !dbg !2810
    #dbg_value(ptr %61, !2755, !DIExpression(), !2756)
  %62 = load ptr, ptr %58, align 8, !dbg !2811, !tbaa !552
  %63 = getelementptr inbounds i8, ptr %62, i64 -16, !dbg !2811
  store ptr %63, ptr %58, align 8, !dbg !2811, !tbaa !552
    #dbg_value(ptr %0, !2812, !DIExpression(), !2822)
    #dbg_value(ptr %61, !2817, !DIExpression(), !2822)
  %64 = getelementptr inbounds i8, ptr %61, i64 8, !dbg !2824
  %65 = load i8, ptr %64, align 8, !dbg !2824, !tbaa !602
  %66 = and i8 %65, 15, !dbg !2824
  %67 = icmp eq i8 %66, 0, !dbg !2824
  br i1 %67, label %71, label %68, !dbg !2825

68:                                               ; preds = %55
    #dbg_value(ptr %63, !2818, !DIExpression(), !2826)
    #dbg_value(ptr %61, !2821, !DIExpression(), !2826)
  %69 = load i64, ptr %61, align 8, !dbg !2827, !tbaa !552
  store i64 %69, ptr %63, align 8, !dbg !2827, !tbaa !552
  %70 = load i8, ptr %64, align 8, !dbg !2827, !tbaa !602
  br label %71

71:                                               ; preds = %55, %68
  %72 = phi i8 [ %70, %68 ], [ 0, %55 ]
  %73 = getelementptr inbounds i8, ptr %62, i64 -8, !dbg !2828
  store i8 %72, ptr %73, align 8, !dbg !2828, !tbaa !552
  %74 = load ptr, ptr %58, align 8, !dbg !2829, !tbaa !552
  %75 = getelementptr inbounds i8, ptr %74, i64 16, !dbg !2829
  store ptr %75, ptr %58, align 8, !dbg !2829, !tbaa !552
  %76 = getelementptr inbounds i8, ptr %74, i64 8, !dbg !2831
  %77 = load i8, ptr %76, align 8, !dbg !2831, !tbaa !552
  %78 = and i8 %77, 15, !dbg !2831
  %79 = zext nneg i8 %78 to i32, !dbg !2831
  ret i32 %79, !dbg !2832
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 16) i32 @lua_rawgeti(ptr nocapture noundef %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #0 !dbg !2833 {
    #dbg_value(ptr %0, !2835, !DIExpression(), !2839)
    #dbg_value(i32 %1, !2836, !DIExpression(), !2839)
    #dbg_value(i64 %2, !2837, !DIExpression(), !2839)
    #dbg_value(ptr %0, !2757, !DIExpression(), !2840)
    #dbg_value(i32 %1, !2762, !DIExpression(), !2840)
    #dbg_value(ptr %0, !845, !DIExpression(), !2842)
    #dbg_value(i32 %1, !850, !DIExpression(), !2842)
  %4 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2844
  %5 = load ptr, ptr %4, align 8, !dbg !2844, !tbaa !540
    #dbg_value(ptr %5, !851, !DIExpression(), !2842)
  %6 = icmp sgt i32 %1, 0, !dbg !2845
  br i1 %6, label %7, label %18, !dbg !2846

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !dbg !2847, !tbaa !552
  %9 = zext nneg i32 %1 to i64, !dbg !2848
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9, !dbg !2848
    #dbg_value(ptr %10, !852, !DIExpression(), !2849)
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2850
  %12 = load ptr, ptr %11, align 8, !dbg !2851, !tbaa !552
  %13 = icmp ult ptr %10, %12, !dbg !2852
  br i1 %13, label %56, label %14, !dbg !2853

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2854
  %16 = load ptr, ptr %15, align 8, !dbg !2854, !tbaa !619
  %17 = getelementptr inbounds i8, ptr %16, i64 80, !dbg !2855
  br label %56, !dbg !2856

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999, !dbg !2857
  br i1 %19, label %25, label %20, !dbg !2858

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2859
  %22 = load ptr, ptr %21, align 8, !dbg !2859, !tbaa !552
  %23 = sext i32 %1 to i64, !dbg !2859
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23, !dbg !2859
  br label %56, !dbg !2860

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000, !dbg !2861
  br i1 %26, label %27, label %31, !dbg !2862

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2863
  %29 = load ptr, ptr %28, align 8, !dbg !2863, !tbaa !619
  %30 = getelementptr inbounds i8, ptr %29, i64 64, !dbg !2864
  br label %56, !dbg !2865

31:                                               ; preds = %25
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !2842)
  %32 = load ptr, ptr %5, align 8, !dbg !2866, !tbaa !552
  %33 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !2866
  %34 = load i8, ptr %33, align 8, !dbg !2866, !tbaa !552
  %35 = icmp eq i8 %34, 102, !dbg !2866
  br i1 %35, label %36, label %52, !dbg !2867

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1, !dbg !2868
    #dbg_value(i32 %37, !850, !DIExpression(), !2842)
  %38 = load ptr, ptr %32, align 8, !dbg !2869, !tbaa !552
    #dbg_value(ptr %38, !855, !DIExpression(), !2870)
  %39 = getelementptr inbounds i8, ptr %38, i64 10, !dbg !2871
  %40 = load i8, ptr %39, align 2, !dbg !2871, !tbaa !894
  %41 = zext i8 %40 to i32, !dbg !2872
  %42 = icmp ugt i32 %37, %41, !dbg !2873
  br i1 %42, label %48, label %43, !dbg !2874

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32, !dbg !2875
  %45 = sub nuw nsw i32 -1001001, %1, !dbg !2876
  %46 = zext nneg i32 %45 to i64, !dbg !2877
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46, !dbg !2877
  br label %56, !dbg !2874

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2878
  %50 = load ptr, ptr %49, align 8, !dbg !2878, !tbaa !619
  %51 = getelementptr inbounds i8, ptr %50, i64 80, !dbg !2879
  br label %56, !dbg !2874

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2880
  %54 = load ptr, ptr %53, align 8, !dbg !2880, !tbaa !619
  %55 = getelementptr inbounds i8, ptr %54, i64 80, !dbg !2881
  br label %56, !dbg !2882

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ], !dbg !2883
    #dbg_value(ptr %57, !2763, !DIExpression(), !2840)
  %58 = load ptr, ptr %57, align 8, !dbg !2884, !tbaa !552
    #dbg_value(ptr %58, !2838, !DIExpression(), !2839)
  %59 = tail call ptr @luaH_getint(ptr noundef %58, i64 noundef %2) #13, !dbg !2885
    #dbg_value(ptr %0, !2812, !DIExpression(), !2886)
    #dbg_value(ptr %59, !2817, !DIExpression(), !2886)
  %60 = getelementptr inbounds i8, ptr %59, i64 8, !dbg !2888
  %61 = load i8, ptr %60, align 8, !dbg !2888, !tbaa !602
  %62 = and i8 %61, 15, !dbg !2888
  %63 = icmp eq i8 %62, 0, !dbg !2888
  %64 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2889
  %65 = load ptr, ptr %64, align 8, !dbg !2889, !tbaa !552
  br i1 %63, label %69, label %66, !dbg !2890

66:                                               ; preds = %56
    #dbg_value(ptr %65, !2818, !DIExpression(), !2891)
    #dbg_value(ptr %59, !2821, !DIExpression(), !2891)
  %67 = load i64, ptr %59, align 8, !dbg !2892, !tbaa !552
  store i64 %67, ptr %65, align 8, !dbg !2892, !tbaa !552
  %68 = load i8, ptr %60, align 8, !dbg !2892, !tbaa !602
  br label %69

69:                                               ; preds = %56, %66
  %70 = phi i8 [ %68, %66 ], [ 0, %56 ]
  %71 = getelementptr inbounds i8, ptr %65, i64 8, !dbg !2889
  store i8 %70, ptr %71, align 8, !dbg !2889, !tbaa !552
  %72 = load ptr, ptr %64, align 8, !dbg !2893, !tbaa !552
  %73 = getelementptr inbounds i8, ptr %72, i64 16, !dbg !2893
  store ptr %73, ptr %64, align 8, !dbg !2893, !tbaa !552
  %74 = getelementptr inbounds i8, ptr %72, i64 8, !dbg !2894
  %75 = load i8, ptr %74, align 8, !dbg !2894, !tbaa !552
  %76 = and i8 %75, 15, !dbg !2894
  %77 = zext nneg i8 %76 to i32, !dbg !2894
  ret i32 %77, !dbg !2895
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 16) i32 @lua_rawgetp(ptr nocapture noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !2896 {
  %4 = alloca %struct.TValue, align 8, !DIAssignID !2907
    #dbg_assign(i1 undef, !2904, !DIExpression(), !2907, ptr %4, !DIExpression(), !2908)
    #dbg_value(ptr %0, !2900, !DIExpression(), !2908)
    #dbg_value(i32 %1, !2901, !DIExpression(), !2908)
    #dbg_value(ptr %2, !2902, !DIExpression(), !2908)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13, !dbg !2909
    #dbg_value(ptr %0, !2757, !DIExpression(), !2910)
    #dbg_value(i32 %1, !2762, !DIExpression(), !2910)
    #dbg_value(ptr %0, !845, !DIExpression(), !2912)
    #dbg_value(i32 %1, !850, !DIExpression(), !2912)
  %5 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2914
  %6 = load ptr, ptr %5, align 8, !dbg !2914, !tbaa !540
    #dbg_value(ptr %6, !851, !DIExpression(), !2912)
  %7 = icmp sgt i32 %1, 0, !dbg !2915
  br i1 %7, label %8, label %19, !dbg !2916

8:                                                ; preds = %3
  %9 = load ptr, ptr %6, align 8, !dbg !2917, !tbaa !552
  %10 = zext nneg i32 %1 to i64, !dbg !2918
  %11 = getelementptr inbounds %union.StackValue, ptr %9, i64 %10, !dbg !2918
    #dbg_value(ptr %11, !852, !DIExpression(), !2919)
  %12 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2920
  %13 = load ptr, ptr %12, align 8, !dbg !2921, !tbaa !552
  %14 = icmp ult ptr %11, %13, !dbg !2922
  br i1 %14, label %57, label %15, !dbg !2923

15:                                               ; preds = %8
  %16 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2924
  %17 = load ptr, ptr %16, align 8, !dbg !2924, !tbaa !619
  %18 = getelementptr inbounds i8, ptr %17, i64 80, !dbg !2925
  br label %57, !dbg !2926

19:                                               ; preds = %3
  %20 = icmp slt i32 %1, -1000999, !dbg !2927
  br i1 %20, label %26, label %21, !dbg !2928

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2929
  %23 = load ptr, ptr %22, align 8, !dbg !2929, !tbaa !552
  %24 = sext i32 %1 to i64, !dbg !2929
  %25 = getelementptr inbounds %union.StackValue, ptr %23, i64 %24, !dbg !2929
  br label %57, !dbg !2930

26:                                               ; preds = %19
  %27 = icmp eq i32 %1, -1001000, !dbg !2931
  br i1 %27, label %28, label %32, !dbg !2932

28:                                               ; preds = %26
  %29 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2933
  %30 = load ptr, ptr %29, align 8, !dbg !2933, !tbaa !619
  %31 = getelementptr inbounds i8, ptr %30, i64 64, !dbg !2934
  br label %57, !dbg !2935

32:                                               ; preds = %26
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !2912)
  %33 = load ptr, ptr %6, align 8, !dbg !2936, !tbaa !552
  %34 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !2936
  %35 = load i8, ptr %34, align 8, !dbg !2936, !tbaa !552
  %36 = icmp eq i8 %35, 102, !dbg !2936
  br i1 %36, label %37, label %53, !dbg !2937

37:                                               ; preds = %32
  %38 = sub nuw nsw i32 -1001000, %1, !dbg !2938
    #dbg_value(i32 %38, !850, !DIExpression(), !2912)
  %39 = load ptr, ptr %33, align 8, !dbg !2939, !tbaa !552
    #dbg_value(ptr %39, !855, !DIExpression(), !2940)
  %40 = getelementptr inbounds i8, ptr %39, i64 10, !dbg !2941
  %41 = load i8, ptr %40, align 2, !dbg !2941, !tbaa !894
  %42 = zext i8 %41 to i32, !dbg !2942
  %43 = icmp ugt i32 %38, %42, !dbg !2943
  br i1 %43, label %49, label %44, !dbg !2944

44:                                               ; preds = %37
  %45 = getelementptr inbounds i8, ptr %39, i64 32, !dbg !2945
  %46 = sub nuw nsw i32 -1001001, %1, !dbg !2946
  %47 = zext nneg i32 %46 to i64, !dbg !2947
  %48 = getelementptr inbounds [1 x %struct.TValue], ptr %45, i64 0, i64 %47, !dbg !2947
  br label %57, !dbg !2944

49:                                               ; preds = %37
  %50 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2948
  %51 = load ptr, ptr %50, align 8, !dbg !2948, !tbaa !619
  %52 = getelementptr inbounds i8, ptr %51, i64 80, !dbg !2949
  br label %57, !dbg !2944

53:                                               ; preds = %32
  %54 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2950
  %55 = load ptr, ptr %54, align 8, !dbg !2950, !tbaa !619
  %56 = getelementptr inbounds i8, ptr %55, i64 80, !dbg !2951
  br label %57, !dbg !2952

57:                                               ; preds = %8, %15, %21, %28, %44, %49, %53
  %58 = phi ptr [ %31, %28 ], [ %56, %53 ], [ %25, %21 ], [ %18, %15 ], [ %11, %8 ], [ %48, %44 ], [ %52, %49 ], !dbg !2953
    #dbg_value(ptr %58, !2763, !DIExpression(), !2910)
  %59 = load ptr, ptr %58, align 8, !dbg !2954, !tbaa !552
    #dbg_value(ptr %59, !2903, !DIExpression(), !2908)
    #dbg_value(ptr %4, !2905, !DIExpression(), !2955)
  store ptr %2, ptr %4, align 8, !dbg !2956, !tbaa !552
  %60 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !2956
  store i8 2, ptr %60, align 8, !dbg !2956, !tbaa !602
  %61 = call ptr @luaH_get(ptr noundef %59, ptr noundef nonnull %4) #13, !dbg !2957
    #dbg_value(ptr %0, !2812, !DIExpression(), !2958)
    #dbg_value(ptr %61, !2817, !DIExpression(), !2958)
  %62 = getelementptr inbounds i8, ptr %61, i64 8, !dbg !2960
  %63 = load i8, ptr %62, align 8, !dbg !2960, !tbaa !602
  %64 = and i8 %63, 15, !dbg !2960
  %65 = icmp eq i8 %64, 0, !dbg !2960
  %66 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2961
  %67 = load ptr, ptr %66, align 8, !dbg !2961, !tbaa !552
  br i1 %65, label %71, label %68, !dbg !2962

68:                                               ; preds = %57
    #dbg_value(ptr %67, !2818, !DIExpression(), !2963)
    #dbg_value(ptr %61, !2821, !DIExpression(), !2963)
  %69 = load i64, ptr %61, align 8, !dbg !2964, !tbaa !552
  store i64 %69, ptr %67, align 8, !dbg !2964, !tbaa !552
  %70 = load i8, ptr %62, align 8, !dbg !2964, !tbaa !602
  br label %71

71:                                               ; preds = %57, %68
  %72 = phi i8 [ %70, %68 ], [ 0, %57 ]
  %73 = getelementptr inbounds i8, ptr %67, i64 8, !dbg !2961
  store i8 %72, ptr %73, align 8, !dbg !2961, !tbaa !552
  %74 = load ptr, ptr %66, align 8, !dbg !2965, !tbaa !552
  %75 = getelementptr inbounds i8, ptr %74, i64 16, !dbg !2965
  store ptr %75, ptr %66, align 8, !dbg !2965, !tbaa !552
  %76 = getelementptr inbounds i8, ptr %74, i64 8, !dbg !2966
  %77 = load i8, ptr %76, align 8, !dbg !2966, !tbaa !552
  %78 = and i8 %77, 15, !dbg !2966
  %79 = zext nneg i8 %78 to i32, !dbg !2966
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13, !dbg !2967
  ret i32 %79, !dbg !2968
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_createtable(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !2969 {
    #dbg_value(ptr %0, !2971, !DIExpression(), !2978)
    #dbg_value(i32 %1, !2972, !DIExpression(), !2978)
    #dbg_value(i32 %2, !2973, !DIExpression(), !2978)
  %4 = tail call ptr @luaH_new(ptr noundef %0) #13, !dbg !2979
    #dbg_value(ptr %4, !2974, !DIExpression(), !2978)
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2980
  %6 = load ptr, ptr %5, align 8, !dbg !2980, !tbaa !552
    #dbg_value(ptr %6, !2975, !DIExpression(), !2981)
    #dbg_value(ptr %4, !2977, !DIExpression(), !2981)
  store ptr %4, ptr %6, align 8, !dbg !2980, !tbaa !552
  %7 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !2980
  store i8 69, ptr %7, align 8, !dbg !2980, !tbaa !602
  %8 = load ptr, ptr %5, align 8, !dbg !2982, !tbaa !552
  %9 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !2982
  store ptr %9, ptr %5, align 8, !dbg !2982, !tbaa !552
  %10 = icmp sgt i32 %1, 0, !dbg !2984
  %11 = icmp sgt i32 %2, 0
  %12 = or i1 %10, %11, !dbg !2986
  br i1 %12, label %13, label %14, !dbg !2986

13:                                               ; preds = %3
  tail call void @luaH_resize(ptr noundef nonnull %0, ptr noundef %4, i32 noundef %1, i32 noundef %2) #13, !dbg !2987
  br label %14, !dbg !2987

14:                                               ; preds = %3, %13
  %15 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2988
  %16 = load ptr, ptr %15, align 8, !dbg !2988, !tbaa !619
  %17 = getelementptr inbounds i8, ptr %16, i64 24, !dbg !2988
  %18 = load i64, ptr %17, align 8, !dbg !2988, !tbaa !1855
  %19 = icmp sgt i64 %18, 0, !dbg !2988
  br i1 %19, label %20, label %21, !dbg !2991

20:                                               ; preds = %14
  tail call void @luaC_step(ptr noundef nonnull %0) #13, !dbg !2992
  br label %21, !dbg !2992

21:                                               ; preds = %20, %14
  ret void, !dbg !2994
}

declare !dbg !2995 hidden ptr @luaH_new(ptr noundef) local_unnamed_addr #2

declare !dbg !2998 hidden void @luaH_resize(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @lua_getmetatable(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #4 !dbg !3001 {
    #dbg_value(ptr %0, !3003, !DIExpression(), !3013)
    #dbg_value(i32 %1, !3004, !DIExpression(), !3013)
    #dbg_value(i32 0, !3007, !DIExpression(), !3013)
    #dbg_value(ptr %0, !845, !DIExpression(), !3014)
    #dbg_value(i32 %1, !850, !DIExpression(), !3014)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3016
  %4 = load ptr, ptr %3, align 8, !dbg !3016, !tbaa !540
    #dbg_value(ptr %4, !851, !DIExpression(), !3014)
  %5 = icmp sgt i32 %1, 0, !dbg !3017
  br i1 %5, label %6, label %17, !dbg !3018

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !dbg !3019, !tbaa !552
  %8 = zext nneg i32 %1 to i64, !dbg !3020
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8, !dbg !3020
    #dbg_value(ptr %9, !852, !DIExpression(), !3021)
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3022
  %11 = load ptr, ptr %10, align 8, !dbg !3023, !tbaa !552
  %12 = icmp ult ptr %9, %11, !dbg !3024
  br i1 %12, label %55, label %13, !dbg !3025

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3026
  %15 = load ptr, ptr %14, align 8, !dbg !3026, !tbaa !619
  %16 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !3027
  br label %55, !dbg !3028

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999, !dbg !3029
  br i1 %18, label %24, label %19, !dbg !3030

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3031
  %21 = load ptr, ptr %20, align 8, !dbg !3031, !tbaa !552
  %22 = sext i32 %1 to i64, !dbg !3031
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22, !dbg !3031
  br label %55, !dbg !3032

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000, !dbg !3033
  br i1 %25, label %26, label %30, !dbg !3034

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3035
  %28 = load ptr, ptr %27, align 8, !dbg !3035, !tbaa !619
  %29 = getelementptr inbounds i8, ptr %28, i64 64, !dbg !3036
  br label %55, !dbg !3037

30:                                               ; preds = %24
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !3014)
  %31 = load ptr, ptr %4, align 8, !dbg !3038, !tbaa !552
  %32 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !3038
  %33 = load i8, ptr %32, align 8, !dbg !3038, !tbaa !552
  %34 = icmp eq i8 %33, 102, !dbg !3038
  br i1 %34, label %35, label %51, !dbg !3039

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1, !dbg !3040
    #dbg_value(i32 %36, !850, !DIExpression(), !3014)
  %37 = load ptr, ptr %31, align 8, !dbg !3041, !tbaa !552
    #dbg_value(ptr %37, !855, !DIExpression(), !3042)
  %38 = getelementptr inbounds i8, ptr %37, i64 10, !dbg !3043
  %39 = load i8, ptr %38, align 2, !dbg !3043, !tbaa !894
  %40 = zext i8 %39 to i32, !dbg !3044
  %41 = icmp ugt i32 %36, %40, !dbg !3045
  br i1 %41, label %47, label %42, !dbg !3046

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32, !dbg !3047
  %44 = sub nuw nsw i32 -1001001, %1, !dbg !3048
  %45 = zext nneg i32 %44 to i64, !dbg !3049
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45, !dbg !3049
  br label %55, !dbg !3046

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3050
  %49 = load ptr, ptr %48, align 8, !dbg !3050, !tbaa !619
  %50 = getelementptr inbounds i8, ptr %49, i64 80, !dbg !3051
  br label %55, !dbg !3046

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3052
  %53 = load ptr, ptr %52, align 8, !dbg !3052, !tbaa !619
  %54 = getelementptr inbounds i8, ptr %53, i64 80, !dbg !3053
  br label %55, !dbg !3054

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ], !dbg !3055
    #dbg_value(ptr %56, !3005, !DIExpression(), !3013)
  %57 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !3056
  %58 = load i8, ptr %57, align 8, !dbg !3056, !tbaa !602
  %59 = and i8 %58, 15, !dbg !3056
  switch i8 %59, label %66 [
    i8 5, label %60
    i8 7, label %63
  ], !dbg !3057

60:                                               ; preds = %55
  %61 = load ptr, ptr %56, align 8, !dbg !3058, !tbaa !552
  %62 = getelementptr inbounds i8, ptr %61, i64 40, !dbg !3060
    #dbg_value(ptr poison, !3006, !DIExpression(), !3013)
  br label %72, !dbg !3061

63:                                               ; preds = %55
  %64 = load ptr, ptr %56, align 8, !dbg !3062, !tbaa !552
  %65 = getelementptr inbounds i8, ptr %64, i64 24, !dbg !3063
    #dbg_value(ptr poison, !3006, !DIExpression(), !3013)
  br label %72, !dbg !3064

66:                                               ; preds = %55
  %67 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3065
  %68 = load ptr, ptr %67, align 8, !dbg !3065, !tbaa !619
  %69 = getelementptr inbounds i8, ptr %68, i64 480, !dbg !3066
  %70 = zext nneg i8 %59 to i64, !dbg !3065
  %71 = getelementptr inbounds [9 x ptr], ptr %69, i64 0, i64 %70, !dbg !3065
    #dbg_value(ptr poison, !3006, !DIExpression(), !3013)
  br label %72, !dbg !3067

72:                                               ; preds = %66, %63, %60
  %73 = phi ptr [ %71, %66 ], [ %65, %63 ], [ %62, %60 ]
  %74 = load ptr, ptr %73, align 8, !dbg !3068, !tbaa !552
    #dbg_value(ptr %74, !3006, !DIExpression(), !3013)
  %75 = icmp eq ptr %74, null, !dbg !3069
  br i1 %75, label %82, label %76, !dbg !3070

76:                                               ; preds = %72
  %77 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3071
  %78 = load ptr, ptr %77, align 8, !dbg !3071, !tbaa !552
    #dbg_value(ptr %78, !3008, !DIExpression(), !3072)
    #dbg_value(ptr %74, !3012, !DIExpression(), !3072)
  store ptr %74, ptr %78, align 8, !dbg !3071, !tbaa !552
  %79 = getelementptr inbounds i8, ptr %78, i64 8, !dbg !3071
  store i8 69, ptr %79, align 8, !dbg !3071, !tbaa !602
  %80 = load ptr, ptr %77, align 8, !dbg !3073, !tbaa !552
  %81 = getelementptr inbounds i8, ptr %80, i64 16, !dbg !3073
  store ptr %81, ptr %77, align 8, !dbg !3073, !tbaa !552
    #dbg_value(i32 1, !3007, !DIExpression(), !3013)
  br label %82, !dbg !3075

82:                                               ; preds = %76, %72
  %83 = phi i32 [ 1, %76 ], [ 0, %72 ], !dbg !3013
    #dbg_value(i32 %83, !3007, !DIExpression(), !3013)
  ret i32 %83, !dbg !3076
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -1, 16) i32 @lua_getiuservalue(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #4 !dbg !3077 {
    #dbg_value(ptr %0, !3079, !DIExpression(), !3089)
    #dbg_value(i32 %1, !3080, !DIExpression(), !3089)
    #dbg_value(i32 %2, !3081, !DIExpression(), !3089)
    #dbg_value(ptr %0, !845, !DIExpression(), !3090)
    #dbg_value(i32 %1, !850, !DIExpression(), !3090)
  %4 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3092
  %5 = load ptr, ptr %4, align 8, !dbg !3092, !tbaa !540
    #dbg_value(ptr %5, !851, !DIExpression(), !3090)
  %6 = icmp sgt i32 %1, 0, !dbg !3093
  br i1 %6, label %7, label %18, !dbg !3094

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !dbg !3095, !tbaa !552
  %9 = zext nneg i32 %1 to i64, !dbg !3096
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9, !dbg !3096
    #dbg_value(ptr %10, !852, !DIExpression(), !3097)
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3098
  %12 = load ptr, ptr %11, align 8, !dbg !3099, !tbaa !552
  %13 = icmp ult ptr %10, %12, !dbg !3100
  br i1 %13, label %56, label %14, !dbg !3101

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3102
  %16 = load ptr, ptr %15, align 8, !dbg !3102, !tbaa !619
  %17 = getelementptr inbounds i8, ptr %16, i64 80, !dbg !3103
  br label %56, !dbg !3104

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999, !dbg !3105
  br i1 %19, label %25, label %20, !dbg !3106

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3107
  %22 = load ptr, ptr %21, align 8, !dbg !3107, !tbaa !552
  %23 = sext i32 %1 to i64, !dbg !3107
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23, !dbg !3107
  br label %56, !dbg !3108

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000, !dbg !3109
  br i1 %26, label %27, label %31, !dbg !3110

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3111
  %29 = load ptr, ptr %28, align 8, !dbg !3111, !tbaa !619
  %30 = getelementptr inbounds i8, ptr %29, i64 64, !dbg !3112
  br label %56, !dbg !3113

31:                                               ; preds = %25
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !3090)
  %32 = load ptr, ptr %5, align 8, !dbg !3114, !tbaa !552
  %33 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !3114
  %34 = load i8, ptr %33, align 8, !dbg !3114, !tbaa !552
  %35 = icmp eq i8 %34, 102, !dbg !3114
  br i1 %35, label %36, label %52, !dbg !3115

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1, !dbg !3116
    #dbg_value(i32 %37, !850, !DIExpression(), !3090)
  %38 = load ptr, ptr %32, align 8, !dbg !3117, !tbaa !552
    #dbg_value(ptr %38, !855, !DIExpression(), !3118)
  %39 = getelementptr inbounds i8, ptr %38, i64 10, !dbg !3119
  %40 = load i8, ptr %39, align 2, !dbg !3119, !tbaa !894
  %41 = zext i8 %40 to i32, !dbg !3120
  %42 = icmp ugt i32 %37, %41, !dbg !3121
  br i1 %42, label %48, label %43, !dbg !3122

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32, !dbg !3123
  %45 = sub nuw nsw i32 -1001001, %1, !dbg !3124
  %46 = zext nneg i32 %45 to i64, !dbg !3125
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46, !dbg !3125
  br label %56, !dbg !3122

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3126
  %50 = load ptr, ptr %49, align 8, !dbg !3126, !tbaa !619
  %51 = getelementptr inbounds i8, ptr %50, i64 80, !dbg !3127
  br label %56, !dbg !3122

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3128
  %54 = load ptr, ptr %53, align 8, !dbg !3128, !tbaa !619
  %55 = getelementptr inbounds i8, ptr %54, i64 80, !dbg !3129
  br label %56, !dbg !3130

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ], !dbg !3131
    #dbg_value(ptr %57, !3082, !DIExpression(), !3089)
  %58 = icmp slt i32 %2, 1, !dbg !3132
  br i1 %58, label %65, label %59, !dbg !3133

59:                                               ; preds = %56
  %60 = load ptr, ptr %57, align 8, !dbg !3134, !tbaa !552
  %61 = getelementptr inbounds i8, ptr %60, i64 10, !dbg !3135
  %62 = load i16, ptr %61, align 2, !dbg !3135, !tbaa !552
  %63 = zext i16 %62 to i32, !dbg !3134
  %64 = icmp ult i32 %63, %2, !dbg !3136
  br i1 %64, label %65, label %70, !dbg !3137

65:                                               ; preds = %59, %56
  %66 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3138
  %67 = load ptr, ptr %66, align 8, !dbg !3138, !tbaa !552
  %68 = getelementptr inbounds i8, ptr %67, i64 8, !dbg !3138
  store i8 0, ptr %68, align 8, !dbg !3138, !tbaa !552
    #dbg_value(i32 -1, !3083, !DIExpression(), !3089)
  %69 = load ptr, ptr %66, align 8, !dbg !3140, !tbaa !552
  br label %86, !dbg !3142

70:                                               ; preds = %59
  %71 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3143
  %72 = load ptr, ptr %71, align 8, !dbg !3143, !tbaa !552
    #dbg_value(ptr %72, !3084, !DIExpression(), !3144)
  %73 = getelementptr inbounds i8, ptr %60, i64 40, !dbg !3143
  %74 = add nsw i32 %2, -1, !dbg !3143
  %75 = zext nneg i32 %74 to i64, !dbg !3143
  %76 = getelementptr inbounds [1 x %union.UValue], ptr %73, i64 0, i64 %75, !dbg !3143
    #dbg_value(ptr %76, !3088, !DIExpression(), !3144)
  %77 = load i64, ptr %76, align 8, !dbg !3143, !tbaa !552
  store i64 %77, ptr %72, align 8, !dbg !3143, !tbaa !552
  %78 = getelementptr inbounds i8, ptr %76, i64 8, !dbg !3143
  %79 = load i8, ptr %78, align 8, !dbg !3143, !tbaa !602
  %80 = getelementptr inbounds i8, ptr %72, i64 8, !dbg !3143
  store i8 %79, ptr %80, align 8, !dbg !3143, !tbaa !602
  %81 = load ptr, ptr %71, align 8, !dbg !3145, !tbaa !552
  %82 = getelementptr inbounds i8, ptr %81, i64 8, !dbg !3145
  %83 = load i8, ptr %82, align 8, !dbg !3145, !tbaa !552
  %84 = and i8 %83, 15, !dbg !3145
  %85 = zext nneg i8 %84 to i32, !dbg !3145
    #dbg_value(i32 %85, !3083, !DIExpression(), !3089)
  br label %86

86:                                               ; preds = %70, %65
  %87 = phi ptr [ %69, %65 ], [ %81, %70 ], !dbg !3140
  %88 = phi i32 [ -1, %65 ], [ %85, %70 ], !dbg !3146
    #dbg_value(i32 %88, !3083, !DIExpression(), !3089)
  %89 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3140
  %90 = getelementptr inbounds i8, ptr %87, i64 16, !dbg !3140
  store ptr %90, ptr %89, align 8, !dbg !3140, !tbaa !552
  ret i32 %88, !dbg !3147
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_setglobal(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !3148 {
    #dbg_value(ptr %0, !3152, !DIExpression(), !3155)
    #dbg_value(ptr %1, !3153, !DIExpression(), !3155)
  %3 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3156
  %4 = load ptr, ptr %3, align 8, !dbg !3156, !tbaa !619
  %5 = getelementptr inbounds i8, ptr %4, i64 64, !dbg !3156
  %6 = load ptr, ptr %5, align 8, !dbg !3156, !tbaa !552
  %7 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !3156
  %8 = load ptr, ptr %7, align 8, !dbg !3156, !tbaa !552
  %9 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !3156
    #dbg_value(ptr %9, !3154, !DIExpression(), !3155)
  tail call fastcc void @auxsetstr(ptr noundef %0, ptr noundef nonnull %9, ptr noundef %1), !dbg !3157
  ret void, !dbg !3158
}

; Function Attrs: nounwind uwtable
define internal fastcc void @auxsetstr(ptr noundef %0, ptr noundef %1, ptr noundef %2) unnamed_addr #0 !dbg !3159 {
    #dbg_value(ptr %0, !3163, !DIExpression(), !3178)
    #dbg_value(ptr %1, !3164, !DIExpression(), !3178)
    #dbg_value(ptr %2, !3165, !DIExpression(), !3178)
  %4 = tail call ptr @luaS_new(ptr noundef %0, ptr noundef %2) #13, !dbg !3179
    #dbg_value(ptr %4, !3167, !DIExpression(), !3178)
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !3180
  %6 = load i8, ptr %5, align 8, !dbg !3180, !tbaa !602
  %7 = icmp eq i8 %6, 69, !dbg !3180
  br i1 %7, label %8, label %45, !dbg !3181

8:                                                ; preds = %3
  %9 = load ptr, ptr %1, align 8, !dbg !3180, !tbaa !552
  %10 = tail call ptr @luaH_getstr(ptr noundef %9, ptr noundef %4) #13, !dbg !3180
    #dbg_value(ptr %10, !3166, !DIExpression(), !3178)
  %11 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !3180
  %12 = load i8, ptr %11, align 8, !dbg !3180, !tbaa !602
  %13 = and i8 %12, 15, !dbg !3180
  %14 = icmp eq i8 %13, 0, !dbg !3180
  br i1 %14, label %45, label %15, !dbg !3181

15:                                               ; preds = %8
    #dbg_value(ptr %10, !3168, !DIExpression(), !3182)
  %16 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3183
  %17 = load ptr, ptr %16, align 8, !dbg !3183, !tbaa !552
  %18 = getelementptr inbounds i8, ptr %17, i64 -16, !dbg !3183
    #dbg_value(ptr %18, !3173, !DIExpression(), !3182)
  %19 = load i64, ptr %18, align 8, !dbg !3183, !tbaa !552
  store i64 %19, ptr %10, align 8, !dbg !3183, !tbaa !552
  %20 = getelementptr inbounds i8, ptr %17, i64 -8, !dbg !3183
  %21 = load i8, ptr %20, align 8, !dbg !3183, !tbaa !602
  store i8 %21, ptr %11, align 8, !dbg !3183, !tbaa !602
  %22 = load ptr, ptr %16, align 8, !dbg !3184, !tbaa !552
  %23 = getelementptr inbounds i8, ptr %22, i64 -16, !dbg !3184
  %24 = getelementptr inbounds i8, ptr %22, i64 -8, !dbg !3184
  %25 = load i8, ptr %24, align 8, !dbg !3184, !tbaa !552
  %26 = and i8 %25, 64, !dbg !3184
  %27 = icmp eq i8 %26, 0, !dbg !3184
  br i1 %27, label %42, label %28, !dbg !3184

28:                                               ; preds = %15
  %29 = load ptr, ptr %1, align 8, !dbg !3184, !tbaa !552
  %30 = getelementptr inbounds i8, ptr %29, i64 9, !dbg !3184
  %31 = load i8, ptr %30, align 1, !dbg !3184, !tbaa !955
  %32 = and i8 %31, 32, !dbg !3184
  %33 = icmp eq i8 %32, 0, !dbg !3184
  br i1 %33, label %42, label %34, !dbg !3184

34:                                               ; preds = %28
  %35 = load ptr, ptr %23, align 8, !dbg !3184, !tbaa !552
  %36 = getelementptr inbounds i8, ptr %35, i64 9, !dbg !3184
  %37 = load i8, ptr %36, align 1, !dbg !3184, !tbaa !955
  %38 = and i8 %37, 24, !dbg !3184
  %39 = icmp eq i8 %38, 0, !dbg !3184
  br i1 %39, label %42, label %40, !dbg !3184

40:                                               ; preds = %34
  tail call void @luaC_barrierback_(ptr noundef nonnull %0, ptr noundef nonnull %29) #13, !dbg !3184
  %41 = load ptr, ptr %16, align 8, !dbg !3185, !tbaa !552
  br label %42, !dbg !3184

42:                                               ; preds = %15, %40, %34, %28
  %43 = phi ptr [ %22, %15 ], [ %41, %40 ], [ %22, %34 ], [ %22, %28 ], !dbg !3185
  %44 = getelementptr inbounds i8, ptr %43, i64 -16, !dbg !3185
  store ptr %44, ptr %16, align 8, !dbg !3185, !tbaa !552
  br label %58, !dbg !3186

45:                                               ; preds = %3, %8
  %46 = phi ptr [ %10, %8 ], [ null, %3 ], !dbg !3180
    #dbg_value(ptr %46, !3166, !DIExpression(), !3178)
  %47 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3187
  %48 = load ptr, ptr %47, align 8, !dbg !3187, !tbaa !552
    #dbg_value(ptr %48, !3174, !DIExpression(), !3188)
    #dbg_value(ptr %4, !3177, !DIExpression(), !3188)
  store ptr %4, ptr %48, align 8, !dbg !3187, !tbaa !552
  %49 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !3187
  %50 = load i8, ptr %49, align 8, !dbg !3187, !tbaa !2294
  %51 = or i8 %50, 64, !dbg !3187
  %52 = getelementptr inbounds i8, ptr %48, i64 8, !dbg !3187
  store i8 %51, ptr %52, align 8, !dbg !3187, !tbaa !602
  %53 = load ptr, ptr %47, align 8, !dbg !3189, !tbaa !552
  %54 = getelementptr inbounds i8, ptr %53, i64 16, !dbg !3189
  store ptr %54, ptr %47, align 8, !dbg !3189, !tbaa !552
  %55 = getelementptr inbounds i8, ptr %53, i64 -16, !dbg !3191
  tail call void @luaV_finishset(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %53, ptr noundef nonnull %55, ptr noundef %46) #13, !dbg !3192
  %56 = load ptr, ptr %47, align 8, !dbg !3193, !tbaa !552
  %57 = getelementptr inbounds i8, ptr %56, i64 -32, !dbg !3193
  store ptr %57, ptr %47, align 8, !dbg !3193, !tbaa !552
  br label %58

58:                                               ; preds = %45, %42
  ret void, !dbg !3194
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_settable(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !3195 {
    #dbg_value(ptr %0, !3197, !DIExpression(), !3207)
    #dbg_value(i32 %1, !3198, !DIExpression(), !3207)
    #dbg_value(ptr %0, !845, !DIExpression(), !3208)
    #dbg_value(i32 %1, !850, !DIExpression(), !3208)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3210
  %4 = load ptr, ptr %3, align 8, !dbg !3210, !tbaa !540
    #dbg_value(ptr %4, !851, !DIExpression(), !3208)
  %5 = icmp sgt i32 %1, 0, !dbg !3211
  br i1 %5, label %6, label %17, !dbg !3212

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !dbg !3213, !tbaa !552
  %8 = zext nneg i32 %1 to i64, !dbg !3214
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8, !dbg !3214
    #dbg_value(ptr %9, !852, !DIExpression(), !3215)
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3216
  %11 = load ptr, ptr %10, align 8, !dbg !3217, !tbaa !552
  %12 = icmp ult ptr %9, %11, !dbg !3218
  br i1 %12, label %55, label %13, !dbg !3219

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3220
  %15 = load ptr, ptr %14, align 8, !dbg !3220, !tbaa !619
  %16 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !3221
  br label %55, !dbg !3222

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999, !dbg !3223
  br i1 %18, label %24, label %19, !dbg !3224

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3225
  %21 = load ptr, ptr %20, align 8, !dbg !3225, !tbaa !552
  %22 = sext i32 %1 to i64, !dbg !3225
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22, !dbg !3225
  br label %55, !dbg !3226

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000, !dbg !3227
  br i1 %25, label %26, label %30, !dbg !3228

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3229
  %28 = load ptr, ptr %27, align 8, !dbg !3229, !tbaa !619
  %29 = getelementptr inbounds i8, ptr %28, i64 64, !dbg !3230
  br label %55, !dbg !3231

30:                                               ; preds = %24
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !3208)
  %31 = load ptr, ptr %4, align 8, !dbg !3232, !tbaa !552
  %32 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !3232
  %33 = load i8, ptr %32, align 8, !dbg !3232, !tbaa !552
  %34 = icmp eq i8 %33, 102, !dbg !3232
  br i1 %34, label %35, label %51, !dbg !3233

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1, !dbg !3234
    #dbg_value(i32 %36, !850, !DIExpression(), !3208)
  %37 = load ptr, ptr %31, align 8, !dbg !3235, !tbaa !552
    #dbg_value(ptr %37, !855, !DIExpression(), !3236)
  %38 = getelementptr inbounds i8, ptr %37, i64 10, !dbg !3237
  %39 = load i8, ptr %38, align 2, !dbg !3237, !tbaa !894
  %40 = zext i8 %39 to i32, !dbg !3238
  %41 = icmp ugt i32 %36, %40, !dbg !3239
  br i1 %41, label %47, label %42, !dbg !3240

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32, !dbg !3241
  %44 = sub nuw nsw i32 -1001001, %1, !dbg !3242
  %45 = zext nneg i32 %44 to i64, !dbg !3243
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45, !dbg !3243
  br label %55, !dbg !3240

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3244
  %49 = load ptr, ptr %48, align 8, !dbg !3244, !tbaa !619
  %50 = getelementptr inbounds i8, ptr %49, i64 80, !dbg !3245
  br label %55, !dbg !3240

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3246
  %53 = load ptr, ptr %52, align 8, !dbg !3246, !tbaa !619
  %54 = getelementptr inbounds i8, ptr %53, i64 80, !dbg !3247
  br label %55, !dbg !3248

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ], !dbg !3249
    #dbg_value(ptr %56, !3199, !DIExpression(), !3207)
  %57 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !3250
  %58 = load i8, ptr %57, align 8, !dbg !3250, !tbaa !602
  %59 = icmp eq i8 %58, 69, !dbg !3250
  br i1 %59, label %60, label %95, !dbg !3251

60:                                               ; preds = %55
  %61 = load ptr, ptr %56, align 8, !dbg !3250, !tbaa !552
  %62 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3250
  %63 = load ptr, ptr %62, align 8, !dbg !3250, !tbaa !552
  %64 = getelementptr inbounds i8, ptr %63, i64 -32, !dbg !3250
  %65 = tail call ptr @luaH_get(ptr noundef %61, ptr noundef nonnull %64) #13, !dbg !3250
    #dbg_value(ptr %65, !3200, !DIExpression(), !3207)
  %66 = getelementptr inbounds i8, ptr %65, i64 8, !dbg !3250
  %67 = load i8, ptr %66, align 8, !dbg !3250, !tbaa !602
  %68 = and i8 %67, 15, !dbg !3250
  %69 = icmp eq i8 %68, 0, !dbg !3250
  br i1 %69, label %95, label %70, !dbg !3251

70:                                               ; preds = %60
    #dbg_value(ptr %65, !3201, !DIExpression(), !3252)
  %71 = load ptr, ptr %62, align 8, !dbg !3253, !tbaa !552
  %72 = getelementptr inbounds i8, ptr %71, i64 -16, !dbg !3253
    #dbg_value(ptr %72, !3206, !DIExpression(), !3252)
  %73 = load i64, ptr %72, align 8, !dbg !3253, !tbaa !552
  store i64 %73, ptr %65, align 8, !dbg !3253, !tbaa !552
  %74 = getelementptr inbounds i8, ptr %71, i64 -8, !dbg !3253
  %75 = load i8, ptr %74, align 8, !dbg !3253, !tbaa !602
  store i8 %75, ptr %66, align 8, !dbg !3253, !tbaa !602
  %76 = load ptr, ptr %62, align 8, !dbg !3254, !tbaa !552
  %77 = getelementptr inbounds i8, ptr %76, i64 -16, !dbg !3254
  %78 = getelementptr inbounds i8, ptr %76, i64 -8, !dbg !3254
  %79 = load i8, ptr %78, align 8, !dbg !3254, !tbaa !552
  %80 = and i8 %79, 64, !dbg !3254
  %81 = icmp eq i8 %80, 0, !dbg !3254
  br i1 %81, label %101, label %82, !dbg !3254

82:                                               ; preds = %70
  %83 = load ptr, ptr %56, align 8, !dbg !3254, !tbaa !552
  %84 = getelementptr inbounds i8, ptr %83, i64 9, !dbg !3254
  %85 = load i8, ptr %84, align 1, !dbg !3254, !tbaa !955
  %86 = and i8 %85, 32, !dbg !3254
  %87 = icmp eq i8 %86, 0, !dbg !3254
  br i1 %87, label %101, label %88, !dbg !3254

88:                                               ; preds = %82
  %89 = load ptr, ptr %77, align 8, !dbg !3254, !tbaa !552
  %90 = getelementptr inbounds i8, ptr %89, i64 9, !dbg !3254
  %91 = load i8, ptr %90, align 1, !dbg !3254, !tbaa !955
  %92 = and i8 %91, 24, !dbg !3254
  %93 = icmp eq i8 %92, 0, !dbg !3254
  br i1 %93, label %101, label %94, !dbg !3254

94:                                               ; preds = %88
  tail call void @luaC_barrierback_(ptr noundef nonnull %0, ptr noundef nonnull %83) #13, !dbg !3254
  br label %101, !dbg !3254

95:                                               ; preds = %55, %60
  %96 = phi ptr [ %65, %60 ], [ null, %55 ], !dbg !3250
    #dbg_value(ptr %96, !3200, !DIExpression(), !3207)
  %97 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3255
  %98 = load ptr, ptr %97, align 8, !dbg !3255, !tbaa !552
  %99 = getelementptr inbounds i8, ptr %98, i64 -32, !dbg !3255
  %100 = getelementptr inbounds i8, ptr %98, i64 -16, !dbg !3256
  tail call void @luaV_finishset(ptr noundef nonnull %0, ptr noundef nonnull %56, ptr noundef nonnull %99, ptr noundef nonnull %100, ptr noundef %96) #13, !dbg !3257
  br label %101

101:                                              ; preds = %82, %88, %94, %70, %95
  %102 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3258
  %103 = load ptr, ptr %102, align 8, !dbg !3259, !tbaa !552
  %104 = getelementptr inbounds i8, ptr %103, i64 -32, !dbg !3259
  store ptr %104, ptr %102, align 8, !dbg !3259, !tbaa !552
  ret void, !dbg !3260
}

declare !dbg !3261 hidden void @luaC_barrierback_(ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !3264 hidden void @luaV_finishset(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @lua_setfield(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !3267 {
    #dbg_value(ptr %0, !3271, !DIExpression(), !3274)
    #dbg_value(i32 %1, !3272, !DIExpression(), !3274)
    #dbg_value(ptr %2, !3273, !DIExpression(), !3274)
    #dbg_value(ptr %0, !845, !DIExpression(), !3275)
    #dbg_value(i32 %1, !850, !DIExpression(), !3275)
  %4 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3277
  %5 = load ptr, ptr %4, align 8, !dbg !3277, !tbaa !540
    #dbg_value(ptr %5, !851, !DIExpression(), !3275)
  %6 = icmp sgt i32 %1, 0, !dbg !3278
  br i1 %6, label %7, label %18, !dbg !3279

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !dbg !3280, !tbaa !552
  %9 = zext nneg i32 %1 to i64, !dbg !3281
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9, !dbg !3281
    #dbg_value(ptr %10, !852, !DIExpression(), !3282)
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3283
  %12 = load ptr, ptr %11, align 8, !dbg !3284, !tbaa !552
  %13 = icmp ult ptr %10, %12, !dbg !3285
  br i1 %13, label %56, label %14, !dbg !3286

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3287
  %16 = load ptr, ptr %15, align 8, !dbg !3287, !tbaa !619
  %17 = getelementptr inbounds i8, ptr %16, i64 80, !dbg !3288
  br label %56, !dbg !3289

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999, !dbg !3290
  br i1 %19, label %25, label %20, !dbg !3291

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3292
  %22 = load ptr, ptr %21, align 8, !dbg !3292, !tbaa !552
  %23 = sext i32 %1 to i64, !dbg !3292
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23, !dbg !3292
  br label %56, !dbg !3293

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000, !dbg !3294
  br i1 %26, label %27, label %31, !dbg !3295

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3296
  %29 = load ptr, ptr %28, align 8, !dbg !3296, !tbaa !619
  %30 = getelementptr inbounds i8, ptr %29, i64 64, !dbg !3297
  br label %56, !dbg !3298

31:                                               ; preds = %25
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !3275)
  %32 = load ptr, ptr %5, align 8, !dbg !3299, !tbaa !552
  %33 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !3299
  %34 = load i8, ptr %33, align 8, !dbg !3299, !tbaa !552
  %35 = icmp eq i8 %34, 102, !dbg !3299
  br i1 %35, label %36, label %52, !dbg !3300

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1, !dbg !3301
    #dbg_value(i32 %37, !850, !DIExpression(), !3275)
  %38 = load ptr, ptr %32, align 8, !dbg !3302, !tbaa !552
    #dbg_value(ptr %38, !855, !DIExpression(), !3303)
  %39 = getelementptr inbounds i8, ptr %38, i64 10, !dbg !3304
  %40 = load i8, ptr %39, align 2, !dbg !3304, !tbaa !894
  %41 = zext i8 %40 to i32, !dbg !3305
  %42 = icmp ugt i32 %37, %41, !dbg !3306
  br i1 %42, label %48, label %43, !dbg !3307

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32, !dbg !3308
  %45 = sub nuw nsw i32 -1001001, %1, !dbg !3309
  %46 = zext nneg i32 %45 to i64, !dbg !3310
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46, !dbg !3310
  br label %56, !dbg !3307

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3311
  %50 = load ptr, ptr %49, align 8, !dbg !3311, !tbaa !619
  %51 = getelementptr inbounds i8, ptr %50, i64 80, !dbg !3312
  br label %56, !dbg !3307

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3313
  %54 = load ptr, ptr %53, align 8, !dbg !3313, !tbaa !619
  %55 = getelementptr inbounds i8, ptr %54, i64 80, !dbg !3314
  br label %56, !dbg !3315

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ], !dbg !3316
  tail call fastcc void @auxsetstr(ptr noundef nonnull %0, ptr noundef %57, ptr noundef %2), !dbg !3317
  ret void, !dbg !3318
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_seti(ptr noundef %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #0 !dbg !3319 {
  %4 = alloca %struct.TValue, align 8, !DIAssignID !3338
    #dbg_assign(i1 undef, !3334, !DIExpression(), !3338, ptr %4, !DIExpression(), !3339)
    #dbg_value(ptr %0, !3323, !DIExpression(), !3340)
    #dbg_value(i32 %1, !3324, !DIExpression(), !3340)
    #dbg_value(i64 %2, !3325, !DIExpression(), !3340)
    #dbg_value(ptr %0, !845, !DIExpression(), !3341)
    #dbg_value(i32 %1, !850, !DIExpression(), !3341)
  %5 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3343
  %6 = load ptr, ptr %5, align 8, !dbg !3343, !tbaa !540
    #dbg_value(ptr %6, !851, !DIExpression(), !3341)
  %7 = icmp sgt i32 %1, 0, !dbg !3344
  br i1 %7, label %8, label %19, !dbg !3345

8:                                                ; preds = %3
  %9 = load ptr, ptr %6, align 8, !dbg !3346, !tbaa !552
  %10 = zext nneg i32 %1 to i64, !dbg !3347
  %11 = getelementptr inbounds %union.StackValue, ptr %9, i64 %10, !dbg !3347
    #dbg_value(ptr %11, !852, !DIExpression(), !3348)
  %12 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3349
  %13 = load ptr, ptr %12, align 8, !dbg !3350, !tbaa !552
  %14 = icmp ult ptr %11, %13, !dbg !3351
  br i1 %14, label %57, label %15, !dbg !3352

15:                                               ; preds = %8
  %16 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3353
  %17 = load ptr, ptr %16, align 8, !dbg !3353, !tbaa !619
  %18 = getelementptr inbounds i8, ptr %17, i64 80, !dbg !3354
  br label %57, !dbg !3355

19:                                               ; preds = %3
  %20 = icmp slt i32 %1, -1000999, !dbg !3356
  br i1 %20, label %26, label %21, !dbg !3357

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3358
  %23 = load ptr, ptr %22, align 8, !dbg !3358, !tbaa !552
  %24 = sext i32 %1 to i64, !dbg !3358
  %25 = getelementptr inbounds %union.StackValue, ptr %23, i64 %24, !dbg !3358
  br label %57, !dbg !3359

26:                                               ; preds = %19
  %27 = icmp eq i32 %1, -1001000, !dbg !3360
  br i1 %27, label %28, label %32, !dbg !3361

28:                                               ; preds = %26
  %29 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3362
  %30 = load ptr, ptr %29, align 8, !dbg !3362, !tbaa !619
  %31 = getelementptr inbounds i8, ptr %30, i64 64, !dbg !3363
  br label %57, !dbg !3364

32:                                               ; preds = %26
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !3341)
  %33 = load ptr, ptr %6, align 8, !dbg !3365, !tbaa !552
  %34 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !3365
  %35 = load i8, ptr %34, align 8, !dbg !3365, !tbaa !552
  %36 = icmp eq i8 %35, 102, !dbg !3365
  br i1 %36, label %37, label %53, !dbg !3366

37:                                               ; preds = %32
  %38 = sub nuw nsw i32 -1001000, %1, !dbg !3367
    #dbg_value(i32 %38, !850, !DIExpression(), !3341)
  %39 = load ptr, ptr %33, align 8, !dbg !3368, !tbaa !552
    #dbg_value(ptr %39, !855, !DIExpression(), !3369)
  %40 = getelementptr inbounds i8, ptr %39, i64 10, !dbg !3370
  %41 = load i8, ptr %40, align 2, !dbg !3370, !tbaa !894
  %42 = zext i8 %41 to i32, !dbg !3371
  %43 = icmp ugt i32 %38, %42, !dbg !3372
  br i1 %43, label %49, label %44, !dbg !3373

44:                                               ; preds = %37
  %45 = getelementptr inbounds i8, ptr %39, i64 32, !dbg !3374
  %46 = sub nuw nsw i32 -1001001, %1, !dbg !3375
  %47 = zext nneg i32 %46 to i64, !dbg !3376
  %48 = getelementptr inbounds [1 x %struct.TValue], ptr %45, i64 0, i64 %47, !dbg !3376
  br label %57, !dbg !3373

49:                                               ; preds = %37
  %50 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3377
  %51 = load ptr, ptr %50, align 8, !dbg !3377, !tbaa !619
  %52 = getelementptr inbounds i8, ptr %51, i64 80, !dbg !3378
  br label %57, !dbg !3373

53:                                               ; preds = %32
  %54 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3379
  %55 = load ptr, ptr %54, align 8, !dbg !3379, !tbaa !619
  %56 = getelementptr inbounds i8, ptr %55, i64 80, !dbg !3380
  br label %57, !dbg !3381

57:                                               ; preds = %8, %15, %21, %28, %44, %49, %53
  %58 = phi ptr [ %31, %28 ], [ %56, %53 ], [ %25, %21 ], [ %18, %15 ], [ %11, %8 ], [ %48, %44 ], [ %52, %49 ], !dbg !3382
    #dbg_value(ptr %58, !3326, !DIExpression(), !3340)
  %59 = getelementptr inbounds i8, ptr %58, i64 8, !dbg !3383
  %60 = load i8, ptr %59, align 8, !dbg !3383, !tbaa !602
  %61 = icmp eq i8 %60, 69, !dbg !3383
  br i1 %61, label %62, label %107, !dbg !3384

62:                                               ; preds = %57
  %63 = add i64 %2, -1, !dbg !3383
  %64 = load ptr, ptr %58, align 8, !dbg !3383, !tbaa !552
  %65 = getelementptr inbounds i8, ptr %64, i64 12, !dbg !3383
  %66 = load i32, ptr %65, align 4, !dbg !3383, !tbaa !552
  %67 = zext i32 %66 to i64, !dbg !3383
  %68 = icmp ult i64 %63, %67, !dbg !3383
  br i1 %68, label %69, label %73, !dbg !3383

69:                                               ; preds = %62
  %70 = getelementptr inbounds i8, ptr %64, i64 16, !dbg !3383
  %71 = load ptr, ptr %70, align 8, !dbg !3383, !tbaa !552
  %72 = getelementptr inbounds %struct.TValue, ptr %71, i64 %63, !dbg !3383
  br label %75, !dbg !3383

73:                                               ; preds = %62
  %74 = tail call ptr @luaH_getint(ptr noundef nonnull %64, i64 noundef %2) #13, !dbg !3383
  br label %75, !dbg !3383

75:                                               ; preds = %73, %69
  %76 = phi ptr [ %72, %69 ], [ %74, %73 ], !dbg !3383
    #dbg_value(ptr %76, !3327, !DIExpression(), !3340)
  %77 = getelementptr inbounds i8, ptr %76, i64 8, !dbg !3383
  %78 = load i8, ptr %77, align 8, !dbg !3383, !tbaa !602
  %79 = and i8 %78, 15, !dbg !3383
  %80 = icmp eq i8 %79, 0, !dbg !3383
  br i1 %80, label %107, label %81, !dbg !3384

81:                                               ; preds = %75
    #dbg_value(ptr %76, !3328, !DIExpression(), !3385)
  %82 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3386
  %83 = load ptr, ptr %82, align 8, !dbg !3386, !tbaa !552
  %84 = getelementptr inbounds i8, ptr %83, i64 -16, !dbg !3386
    #dbg_value(ptr %84, !3333, !DIExpression(), !3385)
  %85 = load i64, ptr %84, align 8, !dbg !3386, !tbaa !552
  store i64 %85, ptr %76, align 8, !dbg !3386, !tbaa !552
  %86 = getelementptr inbounds i8, ptr %83, i64 -8, !dbg !3386
  %87 = load i8, ptr %86, align 8, !dbg !3386, !tbaa !602
  store i8 %87, ptr %77, align 8, !dbg !3386, !tbaa !602
  %88 = load ptr, ptr %82, align 8, !dbg !3387, !tbaa !552
  %89 = getelementptr inbounds i8, ptr %88, i64 -16, !dbg !3387
  %90 = getelementptr inbounds i8, ptr %88, i64 -8, !dbg !3387
  %91 = load i8, ptr %90, align 8, !dbg !3387, !tbaa !552
  %92 = and i8 %91, 64, !dbg !3387
  %93 = icmp eq i8 %92, 0, !dbg !3387
  br i1 %93, label %113, label %94, !dbg !3387

94:                                               ; preds = %81
  %95 = load ptr, ptr %58, align 8, !dbg !3387, !tbaa !552
  %96 = getelementptr inbounds i8, ptr %95, i64 9, !dbg !3387
  %97 = load i8, ptr %96, align 1, !dbg !3387, !tbaa !955
  %98 = and i8 %97, 32, !dbg !3387
  %99 = icmp eq i8 %98, 0, !dbg !3387
  br i1 %99, label %113, label %100, !dbg !3387

100:                                              ; preds = %94
  %101 = load ptr, ptr %89, align 8, !dbg !3387, !tbaa !552
  %102 = getelementptr inbounds i8, ptr %101, i64 9, !dbg !3387
  %103 = load i8, ptr %102, align 1, !dbg !3387, !tbaa !955
  %104 = and i8 %103, 24, !dbg !3387
  %105 = icmp eq i8 %104, 0, !dbg !3387
  br i1 %105, label %113, label %106, !dbg !3387

106:                                              ; preds = %100
  tail call void @luaC_barrierback_(ptr noundef nonnull %0, ptr noundef nonnull %95) #13, !dbg !3387
  br label %113, !dbg !3387

107:                                              ; preds = %57, %75
  %108 = phi ptr [ %76, %75 ], [ null, %57 ], !dbg !3383
    #dbg_value(ptr %108, !3327, !DIExpression(), !3340)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13, !dbg !3388
    #dbg_value(ptr %4, !3336, !DIExpression(), !3389)
  store i64 %2, ptr %4, align 8, !dbg !3390, !tbaa !552
  %109 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !3390
  store i8 3, ptr %109, align 8, !dbg !3390, !tbaa !602
  %110 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3391
  %111 = load ptr, ptr %110, align 8, !dbg !3391, !tbaa !552
  %112 = getelementptr inbounds i8, ptr %111, i64 -16, !dbg !3391
  call void @luaV_finishset(ptr noundef nonnull %0, ptr noundef nonnull %58, ptr noundef nonnull %4, ptr noundef nonnull %112, ptr noundef %108) #13, !dbg !3392
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13, !dbg !3393
  br label %113

113:                                              ; preds = %94, %100, %106, %81, %107
  %114 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3394
  %115 = load ptr, ptr %114, align 8, !dbg !3395, !tbaa !552
  %116 = getelementptr inbounds i8, ptr %115, i64 -16, !dbg !3395
  store ptr %116, ptr %114, align 8, !dbg !3395, !tbaa !552
  ret void, !dbg !3396
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_rawset(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !3397 {
    #dbg_value(ptr %0, !3399, !DIExpression(), !3401)
    #dbg_value(i32 %1, !3400, !DIExpression(), !3401)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3402
  %4 = load ptr, ptr %3, align 8, !dbg !3402, !tbaa !552
  %5 = getelementptr inbounds i8, ptr %4, i64 -32, !dbg !3402
  tail call fastcc void @aux_rawset(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %5, i32 noundef 2), !dbg !3403
  ret void, !dbg !3404
}

; Function Attrs: nounwind uwtable
define internal fastcc void @aux_rawset(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3) unnamed_addr #0 !dbg !3405 {
    #dbg_value(ptr %0, !3409, !DIExpression(), !3414)
    #dbg_value(i32 %1, !3410, !DIExpression(), !3414)
    #dbg_value(ptr %2, !3411, !DIExpression(), !3414)
    #dbg_value(i32 %3, !3412, !DIExpression(), !3414)
    #dbg_value(ptr %0, !2757, !DIExpression(), !3415)
    #dbg_value(i32 %1, !2762, !DIExpression(), !3415)
    #dbg_value(ptr %0, !845, !DIExpression(), !3417)
    #dbg_value(i32 %1, !850, !DIExpression(), !3417)
  %5 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3419
  %6 = load ptr, ptr %5, align 8, !dbg !3419, !tbaa !540
    #dbg_value(ptr %6, !851, !DIExpression(), !3417)
  %7 = icmp sgt i32 %1, 0, !dbg !3420
  br i1 %7, label %8, label %19, !dbg !3421

8:                                                ; preds = %4
  %9 = load ptr, ptr %6, align 8, !dbg !3422, !tbaa !552
  %10 = zext nneg i32 %1 to i64, !dbg !3423
  %11 = getelementptr inbounds %union.StackValue, ptr %9, i64 %10, !dbg !3423
    #dbg_value(ptr %11, !852, !DIExpression(), !3424)
  %12 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3425
  %13 = load ptr, ptr %12, align 8, !dbg !3426, !tbaa !552
  %14 = icmp ult ptr %11, %13, !dbg !3427
  br i1 %14, label %57, label %15, !dbg !3428

15:                                               ; preds = %8
  %16 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3429
  %17 = load ptr, ptr %16, align 8, !dbg !3429, !tbaa !619
  %18 = getelementptr inbounds i8, ptr %17, i64 80, !dbg !3430
  br label %57, !dbg !3431

19:                                               ; preds = %4
  %20 = icmp slt i32 %1, -1000999, !dbg !3432
  br i1 %20, label %26, label %21, !dbg !3433

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3434
  %23 = load ptr, ptr %22, align 8, !dbg !3434, !tbaa !552
  %24 = sext i32 %1 to i64, !dbg !3434
  %25 = getelementptr inbounds %union.StackValue, ptr %23, i64 %24, !dbg !3434
  br label %57, !dbg !3435

26:                                               ; preds = %19
  %27 = icmp eq i32 %1, -1001000, !dbg !3436
  br i1 %27, label %28, label %32, !dbg !3437

28:                                               ; preds = %26
  %29 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3438
  %30 = load ptr, ptr %29, align 8, !dbg !3438, !tbaa !619
  %31 = getelementptr inbounds i8, ptr %30, i64 64, !dbg !3439
  br label %57, !dbg !3440

32:                                               ; preds = %26
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !3417)
  %33 = load ptr, ptr %6, align 8, !dbg !3441, !tbaa !552
  %34 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !3441
  %35 = load i8, ptr %34, align 8, !dbg !3441, !tbaa !552
  %36 = icmp eq i8 %35, 102, !dbg !3441
  br i1 %36, label %37, label %53, !dbg !3442

37:                                               ; preds = %32
  %38 = sub nuw nsw i32 -1001000, %1, !dbg !3443
    #dbg_value(i32 %38, !850, !DIExpression(), !3417)
  %39 = load ptr, ptr %33, align 8, !dbg !3444, !tbaa !552
    #dbg_value(ptr %39, !855, !DIExpression(), !3445)
  %40 = getelementptr inbounds i8, ptr %39, i64 10, !dbg !3446
  %41 = load i8, ptr %40, align 2, !dbg !3446, !tbaa !894
  %42 = zext i8 %41 to i32, !dbg !3447
  %43 = icmp ugt i32 %38, %42, !dbg !3448
  br i1 %43, label %49, label %44, !dbg !3449

44:                                               ; preds = %37
  %45 = getelementptr inbounds i8, ptr %39, i64 32, !dbg !3450
  %46 = sub nuw nsw i32 -1001001, %1, !dbg !3451
  %47 = zext nneg i32 %46 to i64, !dbg !3452
  %48 = getelementptr inbounds [1 x %struct.TValue], ptr %45, i64 0, i64 %47, !dbg !3452
  br label %57, !dbg !3449

49:                                               ; preds = %37
  %50 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3453
  %51 = load ptr, ptr %50, align 8, !dbg !3453, !tbaa !619
  %52 = getelementptr inbounds i8, ptr %51, i64 80, !dbg !3454
  br label %57, !dbg !3449

53:                                               ; preds = %32
  %54 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3455
  %55 = load ptr, ptr %54, align 8, !dbg !3455, !tbaa !619
  %56 = getelementptr inbounds i8, ptr %55, i64 80, !dbg !3456
  br label %57, !dbg !3457

57:                                               ; preds = %8, %15, %21, %28, %44, %49, %53
  %58 = phi ptr [ %31, %28 ], [ %56, %53 ], [ %25, %21 ], [ %18, %15 ], [ %11, %8 ], [ %48, %44 ], [ %52, %49 ], !dbg !3458
    #dbg_value(ptr %58, !2763, !DIExpression(), !3415)
  %59 = load ptr, ptr %58, align 8, !dbg !3459, !tbaa !552
    #dbg_value(ptr %59, !3413, !DIExpression(), !3414)
  %60 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3460
  %61 = load ptr, ptr %60, align 8, !dbg !3460, !tbaa !552
  %62 = getelementptr inbounds i8, ptr %61, i64 -16, !dbg !3460
  tail call void @luaH_set(ptr noundef nonnull %0, ptr noundef %59, ptr noundef %2, ptr noundef nonnull %62) #13, !dbg !3461
  %63 = getelementptr inbounds i8, ptr %59, i64 10, !dbg !3462
  %64 = load i8, ptr %63, align 2, !dbg !3462, !tbaa !3463
  %65 = and i8 %64, -64, !dbg !3462
  store i8 %65, ptr %63, align 2, !dbg !3462, !tbaa !3463
  %66 = load ptr, ptr %60, align 8, !dbg !3465, !tbaa !552
  %67 = getelementptr inbounds i8, ptr %66, i64 -16, !dbg !3465
  %68 = getelementptr inbounds i8, ptr %66, i64 -8, !dbg !3465
  %69 = load i8, ptr %68, align 8, !dbg !3465, !tbaa !552
  %70 = and i8 %69, 64, !dbg !3465
  %71 = icmp eq i8 %70, 0, !dbg !3465
  br i1 %71, label %85, label %72, !dbg !3465

72:                                               ; preds = %57
  %73 = getelementptr inbounds i8, ptr %59, i64 9, !dbg !3465
  %74 = load i8, ptr %73, align 1, !dbg !3465, !tbaa !552
  %75 = and i8 %74, 32, !dbg !3465
  %76 = icmp eq i8 %75, 0, !dbg !3465
  br i1 %76, label %85, label %77, !dbg !3465

77:                                               ; preds = %72
  %78 = load ptr, ptr %67, align 8, !dbg !3465, !tbaa !552
  %79 = getelementptr inbounds i8, ptr %78, i64 9, !dbg !3465
  %80 = load i8, ptr %79, align 1, !dbg !3465, !tbaa !955
  %81 = and i8 %80, 24, !dbg !3465
  %82 = icmp eq i8 %81, 0, !dbg !3465
  br i1 %82, label %85, label %83, !dbg !3465

83:                                               ; preds = %77
  tail call void @luaC_barrierback_(ptr noundef nonnull %0, ptr noundef nonnull %59) #13, !dbg !3465
  %84 = load ptr, ptr %60, align 8, !dbg !3466, !tbaa !552
  br label %85, !dbg !3465

85:                                               ; preds = %57, %83, %77, %72
  %86 = phi ptr [ %66, %57 ], [ %84, %83 ], [ %66, %77 ], [ %66, %72 ], !dbg !3466
  %87 = zext nneg i32 %3 to i64, !dbg !3466
  %88 = sub nsw i64 0, %87, !dbg !3466
  %89 = getelementptr inbounds %union.StackValue, ptr %86, i64 %88, !dbg !3466
  store ptr %89, ptr %60, align 8, !dbg !3466, !tbaa !552
  ret void, !dbg !3467
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_rawsetp(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !3468 {
  %4 = alloca %struct.TValue, align 8, !DIAssignID !3478
    #dbg_assign(i1 undef, !3475, !DIExpression(), !3478, ptr %4, !DIExpression(), !3479)
    #dbg_value(ptr %0, !3472, !DIExpression(), !3479)
    #dbg_value(i32 %1, !3473, !DIExpression(), !3479)
    #dbg_value(ptr %2, !3474, !DIExpression(), !3479)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13, !dbg !3480
    #dbg_value(ptr %4, !3476, !DIExpression(), !3481)
  store ptr %2, ptr %4, align 8, !dbg !3482, !tbaa !552
  %5 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !3482
  store i8 2, ptr %5, align 8, !dbg !3482, !tbaa !602
  call fastcc void @aux_rawset(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %4, i32 noundef 1), !dbg !3483
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13, !dbg !3484
  ret void, !dbg !3484
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_rawseti(ptr noundef %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #0 !dbg !3485 {
    #dbg_value(ptr %0, !3487, !DIExpression(), !3491)
    #dbg_value(i32 %1, !3488, !DIExpression(), !3491)
    #dbg_value(i64 %2, !3489, !DIExpression(), !3491)
    #dbg_value(ptr %0, !2757, !DIExpression(), !3492)
    #dbg_value(i32 %1, !2762, !DIExpression(), !3492)
    #dbg_value(ptr %0, !845, !DIExpression(), !3494)
    #dbg_value(i32 %1, !850, !DIExpression(), !3494)
  %4 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3496
  %5 = load ptr, ptr %4, align 8, !dbg !3496, !tbaa !540
    #dbg_value(ptr %5, !851, !DIExpression(), !3494)
  %6 = icmp sgt i32 %1, 0, !dbg !3497
  br i1 %6, label %7, label %18, !dbg !3498

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !dbg !3499, !tbaa !552
  %9 = zext nneg i32 %1 to i64, !dbg !3500
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9, !dbg !3500
    #dbg_value(ptr %10, !852, !DIExpression(), !3501)
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3502
  %12 = load ptr, ptr %11, align 8, !dbg !3503, !tbaa !552
  %13 = icmp ult ptr %10, %12, !dbg !3504
  br i1 %13, label %56, label %14, !dbg !3505

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3506
  %16 = load ptr, ptr %15, align 8, !dbg !3506, !tbaa !619
  %17 = getelementptr inbounds i8, ptr %16, i64 80, !dbg !3507
  br label %56, !dbg !3508

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999, !dbg !3509
  br i1 %19, label %25, label %20, !dbg !3510

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3511
  %22 = load ptr, ptr %21, align 8, !dbg !3511, !tbaa !552
  %23 = sext i32 %1 to i64, !dbg !3511
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23, !dbg !3511
  br label %56, !dbg !3512

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000, !dbg !3513
  br i1 %26, label %27, label %31, !dbg !3514

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3515
  %29 = load ptr, ptr %28, align 8, !dbg !3515, !tbaa !619
  %30 = getelementptr inbounds i8, ptr %29, i64 64, !dbg !3516
  br label %56, !dbg !3517

31:                                               ; preds = %25
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !3494)
  %32 = load ptr, ptr %5, align 8, !dbg !3518, !tbaa !552
  %33 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !3518
  %34 = load i8, ptr %33, align 8, !dbg !3518, !tbaa !552
  %35 = icmp eq i8 %34, 102, !dbg !3518
  br i1 %35, label %36, label %52, !dbg !3519

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1, !dbg !3520
    #dbg_value(i32 %37, !850, !DIExpression(), !3494)
  %38 = load ptr, ptr %32, align 8, !dbg !3521, !tbaa !552
    #dbg_value(ptr %38, !855, !DIExpression(), !3522)
  %39 = getelementptr inbounds i8, ptr %38, i64 10, !dbg !3523
  %40 = load i8, ptr %39, align 2, !dbg !3523, !tbaa !894
  %41 = zext i8 %40 to i32, !dbg !3524
  %42 = icmp ugt i32 %37, %41, !dbg !3525
  br i1 %42, label %48, label %43, !dbg !3526

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32, !dbg !3527
  %45 = sub nuw nsw i32 -1001001, %1, !dbg !3528
  %46 = zext nneg i32 %45 to i64, !dbg !3529
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46, !dbg !3529
  br label %56, !dbg !3526

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3530
  %50 = load ptr, ptr %49, align 8, !dbg !3530, !tbaa !619
  %51 = getelementptr inbounds i8, ptr %50, i64 80, !dbg !3531
  br label %56, !dbg !3526

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3532
  %54 = load ptr, ptr %53, align 8, !dbg !3532, !tbaa !619
  %55 = getelementptr inbounds i8, ptr %54, i64 80, !dbg !3533
  br label %56, !dbg !3534

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ], !dbg !3535
    #dbg_value(ptr %57, !2763, !DIExpression(), !3492)
  %58 = load ptr, ptr %57, align 8, !dbg !3536, !tbaa !552
    #dbg_value(ptr %58, !3490, !DIExpression(), !3491)
  %59 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3537
  %60 = load ptr, ptr %59, align 8, !dbg !3537, !tbaa !552
  %61 = getelementptr inbounds i8, ptr %60, i64 -16, !dbg !3537
  tail call void @luaH_setint(ptr noundef nonnull %0, ptr noundef %58, i64 noundef %2, ptr noundef nonnull %61) #13, !dbg !3538
  %62 = load ptr, ptr %59, align 8, !dbg !3539, !tbaa !552
  %63 = getelementptr inbounds i8, ptr %62, i64 -16, !dbg !3539
  %64 = getelementptr inbounds i8, ptr %62, i64 -8, !dbg !3539
  %65 = load i8, ptr %64, align 8, !dbg !3539, !tbaa !552
  %66 = and i8 %65, 64, !dbg !3539
  %67 = icmp eq i8 %66, 0, !dbg !3539
  br i1 %67, label %81, label %68, !dbg !3539

68:                                               ; preds = %56
  %69 = getelementptr inbounds i8, ptr %58, i64 9, !dbg !3539
  %70 = load i8, ptr %69, align 1, !dbg !3539, !tbaa !552
  %71 = and i8 %70, 32, !dbg !3539
  %72 = icmp eq i8 %71, 0, !dbg !3539
  br i1 %72, label %81, label %73, !dbg !3539

73:                                               ; preds = %68
  %74 = load ptr, ptr %63, align 8, !dbg !3539, !tbaa !552
  %75 = getelementptr inbounds i8, ptr %74, i64 9, !dbg !3539
  %76 = load i8, ptr %75, align 1, !dbg !3539, !tbaa !955
  %77 = and i8 %76, 24, !dbg !3539
  %78 = icmp eq i8 %77, 0, !dbg !3539
  br i1 %78, label %81, label %79, !dbg !3539

79:                                               ; preds = %73
  tail call void @luaC_barrierback_(ptr noundef nonnull %0, ptr noundef nonnull %58) #13, !dbg !3539
  %80 = load ptr, ptr %59, align 8, !dbg !3540, !tbaa !552
  br label %81, !dbg !3539

81:                                               ; preds = %56, %79, %73, %68
  %82 = phi ptr [ %62, %56 ], [ %80, %79 ], [ %62, %73 ], [ %62, %68 ], !dbg !3540
  %83 = getelementptr inbounds i8, ptr %82, i64 -16, !dbg !3540
  store ptr %83, ptr %59, align 8, !dbg !3540, !tbaa !552
  ret void, !dbg !3541
}

declare !dbg !3542 hidden void @luaH_setint(ptr noundef, ptr noundef, i64 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @lua_setmetatable(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !3545 {
    #dbg_value(ptr %0, !3547, !DIExpression(), !3551)
    #dbg_value(i32 %1, !3548, !DIExpression(), !3551)
    #dbg_value(ptr %0, !845, !DIExpression(), !3552)
    #dbg_value(i32 %1, !850, !DIExpression(), !3552)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3554
  %4 = load ptr, ptr %3, align 8, !dbg !3554, !tbaa !540
    #dbg_value(ptr %4, !851, !DIExpression(), !3552)
  %5 = icmp sgt i32 %1, 0, !dbg !3555
  br i1 %5, label %6, label %17, !dbg !3556

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !dbg !3557, !tbaa !552
  %8 = zext nneg i32 %1 to i64, !dbg !3558
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8, !dbg !3558
    #dbg_value(ptr %9, !852, !DIExpression(), !3559)
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3560
  %11 = load ptr, ptr %10, align 8, !dbg !3561, !tbaa !552
  %12 = icmp ult ptr %9, %11, !dbg !3562
  br i1 %12, label %55, label %13, !dbg !3563

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3564
  %15 = load ptr, ptr %14, align 8, !dbg !3564, !tbaa !619
  %16 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !3565
  br label %55, !dbg !3566

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999, !dbg !3567
  br i1 %18, label %24, label %19, !dbg !3568

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3569
  %21 = load ptr, ptr %20, align 8, !dbg !3569, !tbaa !552
  %22 = sext i32 %1 to i64, !dbg !3569
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22, !dbg !3569
  br label %55, !dbg !3570

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000, !dbg !3571
  br i1 %25, label %26, label %30, !dbg !3572

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3573
  %28 = load ptr, ptr %27, align 8, !dbg !3573, !tbaa !619
  %29 = getelementptr inbounds i8, ptr %28, i64 64, !dbg !3574
  br label %55, !dbg !3575

30:                                               ; preds = %24
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !3552)
  %31 = load ptr, ptr %4, align 8, !dbg !3576, !tbaa !552
  %32 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !3576
  %33 = load i8, ptr %32, align 8, !dbg !3576, !tbaa !552
  %34 = icmp eq i8 %33, 102, !dbg !3576
  br i1 %34, label %35, label %51, !dbg !3577

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1, !dbg !3578
    #dbg_value(i32 %36, !850, !DIExpression(), !3552)
  %37 = load ptr, ptr %31, align 8, !dbg !3579, !tbaa !552
    #dbg_value(ptr %37, !855, !DIExpression(), !3580)
  %38 = getelementptr inbounds i8, ptr %37, i64 10, !dbg !3581
  %39 = load i8, ptr %38, align 2, !dbg !3581, !tbaa !894
  %40 = zext i8 %39 to i32, !dbg !3582
  %41 = icmp ugt i32 %36, %40, !dbg !3583
  br i1 %41, label %47, label %42, !dbg !3584

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32, !dbg !3585
  %44 = sub nuw nsw i32 -1001001, %1, !dbg !3586
  %45 = zext nneg i32 %44 to i64, !dbg !3587
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45, !dbg !3587
  br label %55, !dbg !3584

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3588
  %49 = load ptr, ptr %48, align 8, !dbg !3588, !tbaa !619
  %50 = getelementptr inbounds i8, ptr %49, i64 80, !dbg !3589
  br label %55, !dbg !3584

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3590
  %53 = load ptr, ptr %52, align 8, !dbg !3590, !tbaa !619
  %54 = getelementptr inbounds i8, ptr %53, i64 80, !dbg !3591
  br label %55, !dbg !3592

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ], !dbg !3593
    #dbg_value(ptr %56, !3549, !DIExpression(), !3551)
  %57 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3594
  %58 = load ptr, ptr %57, align 8, !dbg !3594, !tbaa !552
  %59 = getelementptr inbounds i8, ptr %58, i64 -8, !dbg !3594
  %60 = load i8, ptr %59, align 8, !dbg !3594, !tbaa !552
  %61 = and i8 %60, 15, !dbg !3594
  %62 = icmp eq i8 %61, 0, !dbg !3594
  br i1 %62, label %66, label %63, !dbg !3596

63:                                               ; preds = %55
  %64 = getelementptr inbounds i8, ptr %58, i64 -16, !dbg !3594
  %65 = load ptr, ptr %64, align 8, !dbg !3597, !tbaa !552
    #dbg_value(ptr %65, !3550, !DIExpression(), !3551)
  br label %66

66:                                               ; preds = %55, %63
  %67 = phi ptr [ %65, %63 ], [ null, %55 ], !dbg !3599
    #dbg_value(ptr %67, !3550, !DIExpression(), !3551)
  %68 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !3600
  %69 = load i8, ptr %68, align 8, !dbg !3600, !tbaa !602
  %70 = and i8 %69, 15, !dbg !3600
  switch i8 %70, label %109 [
    i8 5, label %71
    i8 7, label %90
  ], !dbg !3601

71:                                               ; preds = %66
  %72 = load ptr, ptr %56, align 8, !dbg !3602, !tbaa !552
  %73 = getelementptr inbounds i8, ptr %72, i64 40, !dbg !3605
  store ptr %67, ptr %73, align 8, !dbg !3606, !tbaa !552
  %74 = icmp eq ptr %67, null, !dbg !3607
  br i1 %74, label %115, label %75, !dbg !3609

75:                                               ; preds = %71
  %76 = load ptr, ptr %56, align 8, !dbg !3610, !tbaa !552
  %77 = getelementptr inbounds i8, ptr %76, i64 9, !dbg !3610
  %78 = load i8, ptr %77, align 1, !dbg !3610, !tbaa !955
  %79 = and i8 %78, 32, !dbg !3610
  %80 = icmp eq i8 %79, 0, !dbg !3610
  br i1 %80, label %88, label %81, !dbg !3610

81:                                               ; preds = %75
  %82 = getelementptr inbounds i8, ptr %67, i64 9, !dbg !3610
  %83 = load i8, ptr %82, align 1, !dbg !3610, !tbaa !3612
  %84 = and i8 %83, 24, !dbg !3610
  %85 = icmp eq i8 %84, 0, !dbg !3610
  br i1 %85, label %88, label %86, !dbg !3610

86:                                               ; preds = %81
  tail call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %76, ptr noundef nonnull %67) #13, !dbg !3610
  %87 = load ptr, ptr %56, align 8, !dbg !3613, !tbaa !552
  br label %88, !dbg !3610

88:                                               ; preds = %75, %81, %86
  %89 = phi ptr [ %76, %75 ], [ %76, %81 ], [ %87, %86 ], !dbg !3613
  tail call void @luaC_checkfinalizer(ptr noundef nonnull %0, ptr noundef %89, ptr noundef nonnull %67) #13, !dbg !3614
  br label %115, !dbg !3615

90:                                               ; preds = %66
  %91 = load ptr, ptr %56, align 8, !dbg !3616, !tbaa !552
  %92 = getelementptr inbounds i8, ptr %91, i64 24, !dbg !3618
  store ptr %67, ptr %92, align 8, !dbg !3619, !tbaa !552
  %93 = icmp eq ptr %67, null, !dbg !3620
  br i1 %93, label %115, label %94, !dbg !3622

94:                                               ; preds = %90
  %95 = load ptr, ptr %56, align 8, !dbg !3623, !tbaa !552
  %96 = getelementptr inbounds i8, ptr %95, i64 9, !dbg !3623
  %97 = load i8, ptr %96, align 1, !dbg !3623, !tbaa !552
  %98 = and i8 %97, 32, !dbg !3623
  %99 = icmp eq i8 %98, 0, !dbg !3623
  br i1 %99, label %107, label %100, !dbg !3623

100:                                              ; preds = %94
  %101 = getelementptr inbounds i8, ptr %67, i64 9, !dbg !3623
  %102 = load i8, ptr %101, align 1, !dbg !3623, !tbaa !3612
  %103 = and i8 %102, 24, !dbg !3623
  %104 = icmp eq i8 %103, 0, !dbg !3623
  br i1 %104, label %107, label %105, !dbg !3623

105:                                              ; preds = %100
  tail call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %95, ptr noundef nonnull %67) #13, !dbg !3623
  %106 = load ptr, ptr %56, align 8, !dbg !3625, !tbaa !552
  br label %107, !dbg !3623

107:                                              ; preds = %94, %100, %105
  %108 = phi ptr [ %95, %94 ], [ %95, %100 ], [ %106, %105 ], !dbg !3625
  tail call void @luaC_checkfinalizer(ptr noundef nonnull %0, ptr noundef %108, ptr noundef nonnull %67) #13, !dbg !3626
  br label %115, !dbg !3627

109:                                              ; preds = %66
  %110 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3628
  %111 = load ptr, ptr %110, align 8, !dbg !3628, !tbaa !619
  %112 = getelementptr inbounds i8, ptr %111, i64 480, !dbg !3630
  %113 = zext nneg i8 %70 to i64, !dbg !3628
  %114 = getelementptr inbounds [9 x ptr], ptr %112, i64 0, i64 %113, !dbg !3628
  store ptr %67, ptr %114, align 8, !dbg !3631, !tbaa !1074
  br label %115, !dbg !3632

115:                                              ; preds = %90, %107, %71, %88, %109
  %116 = load ptr, ptr %57, align 8, !dbg !3633, !tbaa !552
  %117 = getelementptr inbounds i8, ptr %116, i64 -16, !dbg !3633
  store ptr %117, ptr %57, align 8, !dbg !3633, !tbaa !552
  ret i32 1, !dbg !3634
}

declare !dbg !3635 hidden void @luaC_checkfinalizer(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @lua_setiuservalue(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !3638 {
    #dbg_value(ptr %0, !3640, !DIExpression(), !3650)
    #dbg_value(i32 %1, !3641, !DIExpression(), !3650)
    #dbg_value(i32 %2, !3642, !DIExpression(), !3650)
    #dbg_value(ptr %0, !845, !DIExpression(), !3651)
    #dbg_value(i32 %1, !850, !DIExpression(), !3651)
  %4 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3653
  %5 = load ptr, ptr %4, align 8, !dbg !3653, !tbaa !540
    #dbg_value(ptr %5, !851, !DIExpression(), !3651)
  %6 = icmp sgt i32 %1, 0, !dbg !3654
  br i1 %6, label %7, label %18, !dbg !3655

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !dbg !3656, !tbaa !552
  %9 = zext nneg i32 %1 to i64, !dbg !3657
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9, !dbg !3657
    #dbg_value(ptr %10, !852, !DIExpression(), !3658)
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3659
  %12 = load ptr, ptr %11, align 8, !dbg !3660, !tbaa !552
  %13 = icmp ult ptr %10, %12, !dbg !3661
  br i1 %13, label %56, label %14, !dbg !3662

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3663
  %16 = load ptr, ptr %15, align 8, !dbg !3663, !tbaa !619
  %17 = getelementptr inbounds i8, ptr %16, i64 80, !dbg !3664
  br label %56, !dbg !3665

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999, !dbg !3666
  br i1 %19, label %25, label %20, !dbg !3667

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3668
  %22 = load ptr, ptr %21, align 8, !dbg !3668, !tbaa !552
  %23 = sext i32 %1 to i64, !dbg !3668
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23, !dbg !3668
  br label %56, !dbg !3669

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000, !dbg !3670
  br i1 %26, label %27, label %31, !dbg !3671

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3672
  %29 = load ptr, ptr %28, align 8, !dbg !3672, !tbaa !619
  %30 = getelementptr inbounds i8, ptr %29, i64 64, !dbg !3673
  br label %56, !dbg !3674

31:                                               ; preds = %25
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !3651)
  %32 = load ptr, ptr %5, align 8, !dbg !3675, !tbaa !552
  %33 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !3675
  %34 = load i8, ptr %33, align 8, !dbg !3675, !tbaa !552
  %35 = icmp eq i8 %34, 102, !dbg !3675
  br i1 %35, label %36, label %52, !dbg !3676

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1, !dbg !3677
    #dbg_value(i32 %37, !850, !DIExpression(), !3651)
  %38 = load ptr, ptr %32, align 8, !dbg !3678, !tbaa !552
    #dbg_value(ptr %38, !855, !DIExpression(), !3679)
  %39 = getelementptr inbounds i8, ptr %38, i64 10, !dbg !3680
  %40 = load i8, ptr %39, align 2, !dbg !3680, !tbaa !894
  %41 = zext i8 %40 to i32, !dbg !3681
  %42 = icmp ugt i32 %37, %41, !dbg !3682
  br i1 %42, label %48, label %43, !dbg !3683

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32, !dbg !3684
  %45 = sub nuw nsw i32 -1001001, %1, !dbg !3685
  %46 = zext nneg i32 %45 to i64, !dbg !3686
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46, !dbg !3686
  br label %56, !dbg !3683

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3687
  %50 = load ptr, ptr %49, align 8, !dbg !3687, !tbaa !619
  %51 = getelementptr inbounds i8, ptr %50, i64 80, !dbg !3688
  br label %56, !dbg !3683

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3689
  %54 = load ptr, ptr %53, align 8, !dbg !3689, !tbaa !619
  %55 = getelementptr inbounds i8, ptr %54, i64 80, !dbg !3690
  br label %56, !dbg !3691

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ], !dbg !3692
    #dbg_value(ptr %57, !3643, !DIExpression(), !3650)
  %58 = add i32 %2, -1, !dbg !3693
  %59 = load ptr, ptr %57, align 8, !dbg !3694, !tbaa !552
  %60 = getelementptr inbounds i8, ptr %59, i64 10, !dbg !3694
  %61 = load i16, ptr %60, align 2, !dbg !3694, !tbaa !552
  %62 = zext i16 %61 to i32, !dbg !3694
  %63 = icmp ult i32 %58, %62, !dbg !3695
  br i1 %63, label %64, label %94, !dbg !3696

64:                                               ; preds = %56
  %65 = getelementptr inbounds i8, ptr %59, i64 40, !dbg !3697
  %66 = zext nneg i32 %58 to i64, !dbg !3697
  %67 = getelementptr inbounds [1 x %union.UValue], ptr %65, i64 0, i64 %66, !dbg !3697
    #dbg_value(ptr %67, !3645, !DIExpression(), !3698)
  %68 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3697
  %69 = load ptr, ptr %68, align 8, !dbg !3697, !tbaa !552
  %70 = getelementptr inbounds i8, ptr %69, i64 -16, !dbg !3697
    #dbg_value(ptr %70, !3649, !DIExpression(), !3698)
  %71 = load i64, ptr %70, align 8, !dbg !3697, !tbaa !552
  store i64 %71, ptr %67, align 8, !dbg !3697, !tbaa !552
  %72 = getelementptr inbounds i8, ptr %69, i64 -8, !dbg !3697
  %73 = load i8, ptr %72, align 8, !dbg !3697, !tbaa !602
  %74 = getelementptr inbounds i8, ptr %67, i64 8, !dbg !3697
  store i8 %73, ptr %74, align 8, !dbg !3697, !tbaa !602
  %75 = load ptr, ptr %68, align 8, !dbg !3699, !tbaa !552
  %76 = getelementptr inbounds i8, ptr %75, i64 -16, !dbg !3699
  %77 = getelementptr inbounds i8, ptr %75, i64 -8, !dbg !3699
  %78 = load i8, ptr %77, align 8, !dbg !3699, !tbaa !552
  %79 = and i8 %78, 64, !dbg !3699
  %80 = icmp eq i8 %79, 0, !dbg !3699
  br i1 %80, label %94, label %81, !dbg !3699

81:                                               ; preds = %64
  %82 = load ptr, ptr %57, align 8, !dbg !3699, !tbaa !552
  %83 = getelementptr inbounds i8, ptr %82, i64 9, !dbg !3699
  %84 = load i8, ptr %83, align 1, !dbg !3699, !tbaa !955
  %85 = and i8 %84, 32, !dbg !3699
  %86 = icmp eq i8 %85, 0, !dbg !3699
  br i1 %86, label %94, label %87, !dbg !3699

87:                                               ; preds = %81
  %88 = load ptr, ptr %76, align 8, !dbg !3699, !tbaa !552
  %89 = getelementptr inbounds i8, ptr %88, i64 9, !dbg !3699
  %90 = load i8, ptr %89, align 1, !dbg !3699, !tbaa !955
  %91 = and i8 %90, 24, !dbg !3699
  %92 = icmp eq i8 %91, 0, !dbg !3699
  br i1 %92, label %94, label %93, !dbg !3699

93:                                               ; preds = %87
  tail call void @luaC_barrierback_(ptr noundef nonnull %0, ptr noundef nonnull %82) #13, !dbg !3699
  br label %94, !dbg !3699

94:                                               ; preds = %81, %87, %93, %64, %56
  %95 = phi i32 [ 0, %56 ], [ 1, %64 ], [ 1, %93 ], [ 1, %87 ], [ 1, %81 ], !dbg !3700
    #dbg_value(i32 %95, !3644, !DIExpression(), !3650)
  %96 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3701
  %97 = load ptr, ptr %96, align 8, !dbg !3702, !tbaa !552
  %98 = getelementptr inbounds i8, ptr %97, i64 -16, !dbg !3702
  store ptr %98, ptr %96, align 8, !dbg !3702, !tbaa !552
  ret i32 %95, !dbg !3703
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_callk(ptr noundef %0, i32 noundef %1, i32 noundef %2, i64 noundef %3, ptr noundef %4) local_unnamed_addr #0 !dbg !3704 {
    #dbg_value(ptr %0, !3708, !DIExpression(), !3714)
    #dbg_value(i32 %1, !3709, !DIExpression(), !3714)
    #dbg_value(i32 %2, !3710, !DIExpression(), !3714)
    #dbg_value(i64 %3, !3711, !DIExpression(), !3714)
    #dbg_value(ptr %4, !3712, !DIExpression(), !3714)
  %6 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3715
  %7 = load ptr, ptr %6, align 8, !dbg !3716, !tbaa !552
  %8 = xor i32 %1, -1, !dbg !3717
  %9 = sext i32 %8 to i64, !dbg !3717
  %10 = getelementptr inbounds %union.StackValue, ptr %7, i64 %9, !dbg !3717
    #dbg_value(ptr %10, !3713, !DIExpression(), !3714)
  %11 = icmp eq ptr %4, null, !dbg !3718
  br i1 %11, label %22, label %12, !dbg !3720

12:                                               ; preds = %5
  %13 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !3721
  %14 = load i32, ptr %13, align 8, !dbg !3721, !tbaa !3722
  %15 = icmp ult i32 %14, 65536, !dbg !3721
  br i1 %15, label %16, label %22, !dbg !3723

16:                                               ; preds = %12
  %17 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3724
  %18 = load ptr, ptr %17, align 8, !dbg !3724, !tbaa !540
  %19 = getelementptr inbounds i8, ptr %18, i64 32, !dbg !3726
  store ptr %4, ptr %19, align 8, !dbg !3727, !tbaa !552
  %20 = load ptr, ptr %17, align 8, !dbg !3728, !tbaa !540
  %21 = getelementptr inbounds i8, ptr %20, i64 48, !dbg !3729
  store i64 %3, ptr %21, align 8, !dbg !3730, !tbaa !552
  tail call void @luaD_call(ptr noundef nonnull %0, ptr noundef %10, i32 noundef %2) #13, !dbg !3731
  br label %23, !dbg !3732

22:                                               ; preds = %12, %5
  tail call void @luaD_callnoyield(ptr noundef nonnull %0, ptr noundef %10, i32 noundef %2) #13, !dbg !3733
  br label %23

23:                                               ; preds = %22, %16
  %24 = icmp slt i32 %2, 0, !dbg !3734
  br i1 %24, label %25, label %33, !dbg !3734

25:                                               ; preds = %23
  %26 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3734
  %27 = load ptr, ptr %26, align 8, !dbg !3734, !tbaa !540
  %28 = getelementptr inbounds i8, ptr %27, i64 8, !dbg !3734
  %29 = load ptr, ptr %28, align 8, !dbg !3734, !tbaa !552
  %30 = load ptr, ptr %6, align 8, !dbg !3734, !tbaa !552
  %31 = icmp ult ptr %29, %30, !dbg !3734
  br i1 %31, label %32, label %33, !dbg !3737

32:                                               ; preds = %25
  store ptr %30, ptr %28, align 8, !dbg !3734, !tbaa !552
  br label %33, !dbg !3734

33:                                               ; preds = %32, %25, %23
  ret void, !dbg !3738
}

declare !dbg !3739 hidden void @luaD_call(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !3742 hidden void @luaD_callnoyield(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_pcallk(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, ptr noundef %5) local_unnamed_addr #0 !dbg !3743 {
  %7 = alloca %struct.CallS, align 8, !DIAssignID !3762
    #dbg_assign(i1 undef, !3753, !DIExpression(), !3762, ptr %7, !DIExpression(), !3763)
    #dbg_value(ptr %0, !3747, !DIExpression(), !3763)
    #dbg_value(i32 %1, !3748, !DIExpression(), !3763)
    #dbg_value(i32 %2, !3749, !DIExpression(), !3763)
    #dbg_value(i32 %3, !3750, !DIExpression(), !3763)
    #dbg_value(i64 %4, !3751, !DIExpression(), !3763)
    #dbg_value(ptr %5, !3752, !DIExpression(), !3763)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #13, !dbg !3764
  %8 = icmp eq i32 %3, 0, !dbg !3765
  br i1 %8, label %29, label %9, !dbg !3766

9:                                                ; preds = %6
    #dbg_value(ptr %0, !710, !DIExpression(), !3767)
    #dbg_value(i32 %3, !715, !DIExpression(), !3767)
    #dbg_value(ptr poison, !716, !DIExpression(), !3767)
  %10 = icmp sgt i32 %3, 0, !dbg !3769
  br i1 %10, label %11, label %17, !dbg !3770

11:                                               ; preds = %9
  %12 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3771
  %13 = load ptr, ptr %12, align 8, !dbg !3771, !tbaa !540
    #dbg_value(ptr %13, !716, !DIExpression(), !3767)
  %14 = load ptr, ptr %13, align 8, !dbg !3772, !tbaa !552
  %15 = zext nneg i32 %3 to i64, !dbg !3773
  %16 = getelementptr inbounds %union.StackValue, ptr %14, i64 %15, !dbg !3773
    #dbg_value(ptr %16, !717, !DIExpression(), !3774)
  br label %22

17:                                               ; preds = %9
  %18 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3775
  %19 = load ptr, ptr %18, align 8, !dbg !3776, !tbaa !552
  %20 = sext i32 %3 to i64, !dbg !3777
  %21 = getelementptr inbounds %union.StackValue, ptr %19, i64 %20, !dbg !3777
  br label %22, !dbg !3778

22:                                               ; preds = %11, %17
  %23 = phi ptr [ %16, %11 ], [ %21, %17 ], !dbg !3779
    #dbg_value(ptr %23, !3756, !DIExpression(), !3780)
  %24 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !3781
  %25 = load ptr, ptr %24, align 8, !dbg !3781, !tbaa !552
  %26 = ptrtoint ptr %23 to i64, !dbg !3781
  %27 = ptrtoint ptr %25 to i64, !dbg !3781
  %28 = sub i64 %26, %27, !dbg !3781
    #dbg_value(i64 %28, !3755, !DIExpression(), !3763)
  br label %29

29:                                               ; preds = %6, %22
  %30 = phi i64 [ %28, %22 ], [ 0, %6 ], !dbg !3782
    #dbg_value(i64 %30, !3755, !DIExpression(), !3763)
  %31 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3783
  %32 = load ptr, ptr %31, align 8, !dbg !3784, !tbaa !552
  %33 = xor i32 %1, -1, !dbg !3785
  %34 = sext i32 %33 to i64, !dbg !3785
  %35 = getelementptr inbounds %union.StackValue, ptr %32, i64 %34, !dbg !3785
  store ptr %35, ptr %7, align 8, !dbg !3786, !tbaa !3787, !DIAssignID !3789
    #dbg_assign(ptr %35, !3753, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3789, ptr %7, !DIExpression(), !3763)
  %36 = icmp eq ptr %5, null, !dbg !3790
  br i1 %36, label %41, label %37, !dbg !3791

37:                                               ; preds = %29
  %38 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !3792
  %39 = load i32, ptr %38, align 8, !dbg !3792, !tbaa !3722
  %40 = icmp ult i32 %39, 65536, !dbg !3792
  br i1 %40, label %49, label %41, !dbg !3793

41:                                               ; preds = %37, %29
  %42 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !3794
  store i32 %2, ptr %42, align 8, !dbg !3796, !tbaa !3797, !DIAssignID !3798
    #dbg_assign(i32 %2, !3753, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !3798, ptr %42, !DIExpression(), !3763)
  %43 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !3799
  %44 = load ptr, ptr %43, align 8, !dbg !3799, !tbaa !552
  %45 = ptrtoint ptr %35 to i64, !dbg !3799
  %46 = ptrtoint ptr %44 to i64, !dbg !3799
  %47 = sub i64 %45, %46, !dbg !3799
  %48 = call i32 @luaD_pcall(ptr noundef nonnull %0, ptr noundef nonnull @f_call, ptr noundef nonnull %7, i64 noundef %47, i64 noundef %30) #13, !dbg !3800
    #dbg_value(i32 %48, !3754, !DIExpression(), !3763)
  br label %75, !dbg !3801

49:                                               ; preds = %37
  %50 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3802
  %51 = load ptr, ptr %50, align 8, !dbg !3802, !tbaa !540
    #dbg_value(ptr %51, !3759, !DIExpression(), !3803)
  %52 = getelementptr inbounds i8, ptr %51, i64 32, !dbg !3804
  store ptr %5, ptr %52, align 8, !dbg !3805, !tbaa !552
  %53 = getelementptr inbounds i8, ptr %51, i64 48, !dbg !3806
  store i64 %4, ptr %53, align 8, !dbg !3807, !tbaa !552
  %54 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !3808
  %55 = load ptr, ptr %54, align 8, !dbg !3808, !tbaa !552
  %56 = ptrtoint ptr %35 to i64, !dbg !3808
  %57 = ptrtoint ptr %55 to i64, !dbg !3808
  %58 = sub i64 %56, %57, !dbg !3808
  %59 = trunc i64 %58 to i32, !dbg !3808
  %60 = getelementptr inbounds i8, ptr %51, i64 56, !dbg !3809
  store i32 %59, ptr %60, align 8, !dbg !3810, !tbaa !552
  %61 = getelementptr inbounds i8, ptr %0, i64 168, !dbg !3811
  %62 = load i64, ptr %61, align 8, !dbg !3811, !tbaa !3812
  %63 = getelementptr inbounds i8, ptr %51, i64 40, !dbg !3813
  store i64 %62, ptr %63, align 8, !dbg !3814, !tbaa !552
  store i64 %30, ptr %61, align 8, !dbg !3815, !tbaa !3812
  %64 = getelementptr inbounds i8, ptr %51, i64 62, !dbg !3816
  %65 = load i16, ptr %64, align 2, !dbg !3816, !tbaa !3817
  %66 = and i16 %65, -18, !dbg !3816
  %67 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !3816
  %68 = load i8, ptr %67, align 1, !dbg !3816, !tbaa !3818
  %69 = zext i8 %68 to i16, !dbg !3816
  %70 = or i16 %66, %69, !dbg !3819
  %71 = or i16 %70, 16, !dbg !3819
  store i16 %71, ptr %64, align 2, !dbg !3819, !tbaa !3817
  tail call void @luaD_call(ptr noundef nonnull %0, ptr noundef %35, i32 noundef %2) #13, !dbg !3820
  %72 = load i16, ptr %64, align 2, !dbg !3821, !tbaa !3817
  %73 = and i16 %72, -17, !dbg !3821
  store i16 %73, ptr %64, align 2, !dbg !3821, !tbaa !3817
  %74 = load i64, ptr %63, align 8, !dbg !3822, !tbaa !552
  store i64 %74, ptr %61, align 8, !dbg !3823, !tbaa !3812
    #dbg_value(i32 0, !3754, !DIExpression(), !3763)
  br label %75

75:                                               ; preds = %49, %41
  %76 = phi i32 [ %48, %41 ], [ 0, %49 ], !dbg !3824
    #dbg_value(i32 %76, !3754, !DIExpression(), !3763)
  %77 = icmp slt i32 %2, 0, !dbg !3825
  br i1 %77, label %78, label %86, !dbg !3825

78:                                               ; preds = %75
  %79 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3825
  %80 = load ptr, ptr %79, align 8, !dbg !3825, !tbaa !540
  %81 = getelementptr inbounds i8, ptr %80, i64 8, !dbg !3825
  %82 = load ptr, ptr %81, align 8, !dbg !3825, !tbaa !552
  %83 = load ptr, ptr %31, align 8, !dbg !3825, !tbaa !552
  %84 = icmp ult ptr %82, %83, !dbg !3825
  br i1 %84, label %85, label %86, !dbg !3828

85:                                               ; preds = %78
  store ptr %83, ptr %81, align 8, !dbg !3825, !tbaa !552
  br label %86, !dbg !3825

86:                                               ; preds = %85, %78, %75
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #13, !dbg !3829
  ret i32 %76, !dbg !3830
}

declare !dbg !3831 hidden i32 @luaD_pcall(ptr noundef, ptr noundef, ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal void @f_call(ptr noundef %0, ptr nocapture noundef readonly %1) #0 !dbg !3836 {
    #dbg_value(ptr %0, !3838, !DIExpression(), !3841)
    #dbg_value(ptr %1, !3839, !DIExpression(), !3841)
    #dbg_value(ptr %1, !3840, !DIExpression(), !3841)
  %3 = load ptr, ptr %1, align 8, !dbg !3842, !tbaa !3787
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !3843
  %5 = load i32, ptr %4, align 8, !dbg !3843, !tbaa !3797
  tail call void @luaD_callnoyield(ptr noundef %0, ptr noundef %3, i32 noundef %5) #13, !dbg !3844
  ret void, !dbg !3845
}

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_load(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) local_unnamed_addr #0 !dbg !3846 {
  %6 = alloca %struct.Zio, align 8, !DIAssignID !3879
    #dbg_assign(i1 undef, !3859, !DIExpression(), !3879, ptr %6, !DIExpression(), !3880)
    #dbg_value(ptr %0, !3854, !DIExpression(), !3880)
    #dbg_value(ptr %1, !3855, !DIExpression(), !3880)
    #dbg_value(ptr %2, !3856, !DIExpression(), !3880)
    #dbg_value(ptr %3, !3857, !DIExpression(), !3880)
    #dbg_value(ptr %4, !3858, !DIExpression(), !3880)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #13, !dbg !3881
  %7 = icmp eq ptr %3, null, !dbg !3882
  %8 = select i1 %7, ptr @.str.1, ptr %3, !dbg !3884
    #dbg_value(ptr %8, !3857, !DIExpression(), !3880)
  call void @luaZ_init(ptr noundef %0, ptr noundef nonnull %6, ptr noundef %1, ptr noundef %2) #13, !dbg !3885
  %9 = call i32 @luaD_protectedparser(ptr noundef %0, ptr noundef nonnull %6, ptr noundef nonnull %8, ptr noundef %4) #13, !dbg !3886
    #dbg_value(i32 %9, !3869, !DIExpression(), !3880)
  %10 = icmp eq i32 %9, 0, !dbg !3887
  br i1 %10, label %11, label %50, !dbg !3888

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3889
  %13 = load ptr, ptr %12, align 8, !dbg !3889, !tbaa !552
  %14 = getelementptr inbounds i8, ptr %13, i64 -16, !dbg !3889
  %15 = load ptr, ptr %14, align 8, !dbg !3889, !tbaa !552
    #dbg_value(ptr %15, !3870, !DIExpression(), !3890)
  %16 = getelementptr inbounds i8, ptr %15, i64 10, !dbg !3891
  %17 = load i8, ptr %16, align 2, !dbg !3891, !tbaa !3892
  %18 = icmp eq i8 %17, 0, !dbg !3894
  br i1 %18, label %50, label %19, !dbg !3895

19:                                               ; preds = %11
  %20 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3896
  %21 = load ptr, ptr %20, align 8, !dbg !3896, !tbaa !619
  %22 = getelementptr inbounds i8, ptr %21, i64 64, !dbg !3896
  %23 = load ptr, ptr %22, align 8, !dbg !3896, !tbaa !552
  %24 = getelementptr inbounds i8, ptr %23, i64 16, !dbg !3896
  %25 = load ptr, ptr %24, align 8, !dbg !3896, !tbaa !552
  %26 = getelementptr inbounds i8, ptr %25, i64 16, !dbg !3896
    #dbg_value(ptr %26, !3873, !DIExpression(), !3897)
  %27 = getelementptr inbounds i8, ptr %15, i64 32, !dbg !3898
  %28 = load ptr, ptr %27, align 8, !dbg !3898, !tbaa !1074
  %29 = getelementptr inbounds i8, ptr %28, i64 16, !dbg !3898
  %30 = load ptr, ptr %29, align 8, !dbg !3898, !tbaa !552
    #dbg_value(ptr %30, !3876, !DIExpression(), !3899)
    #dbg_value(ptr %26, !3878, !DIExpression(), !3899)
  %31 = load i64, ptr %26, align 8, !dbg !3898, !tbaa !552
  store i64 %31, ptr %30, align 8, !dbg !3898, !tbaa !552
  %32 = getelementptr inbounds i8, ptr %25, i64 24, !dbg !3898
  %33 = load i8, ptr %32, align 8, !dbg !3898, !tbaa !602
  %34 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !3898
  store i8 %33, ptr %34, align 8, !dbg !3898, !tbaa !602
  %35 = and i8 %33, 64, !dbg !3900
  %36 = icmp eq i8 %35, 0, !dbg !3900
  br i1 %36, label %50, label %37, !dbg !3900

37:                                               ; preds = %19
  %38 = load ptr, ptr %27, align 8, !dbg !3900, !tbaa !1074
  %39 = getelementptr inbounds i8, ptr %38, i64 9, !dbg !3900
  %40 = load i8, ptr %39, align 1, !dbg !3900, !tbaa !3901
  %41 = and i8 %40, 32, !dbg !3900
  %42 = icmp eq i8 %41, 0, !dbg !3900
  br i1 %42, label %50, label %43, !dbg !3900

43:                                               ; preds = %37
  %44 = load ptr, ptr %26, align 8, !dbg !3900, !tbaa !552
  %45 = getelementptr inbounds i8, ptr %44, i64 9, !dbg !3900
  %46 = load i8, ptr %45, align 1, !dbg !3900, !tbaa !955
  %47 = and i8 %46, 24, !dbg !3900
  %48 = icmp eq i8 %47, 0, !dbg !3900
  br i1 %48, label %50, label %49, !dbg !3900

49:                                               ; preds = %43
  call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %38, ptr noundef nonnull %44) #13, !dbg !3900
  br label %50, !dbg !3900

50:                                               ; preds = %11, %19, %49, %43, %37, %5
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #13, !dbg !3903
  ret i32 %9, !dbg !3904
}

declare !dbg !3905 hidden void @luaZ_init(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !3909 hidden i32 @luaD_protectedparser(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_dump(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !3912 {
    #dbg_value(ptr %0, !3920, !DIExpression(), !3926)
    #dbg_value(ptr %1, !3921, !DIExpression(), !3926)
    #dbg_value(ptr %2, !3922, !DIExpression(), !3926)
    #dbg_value(i32 %3, !3923, !DIExpression(), !3926)
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3927
  %6 = load ptr, ptr %5, align 8, !dbg !3927, !tbaa !552
    #dbg_value(ptr %6, !3925, !DIExpression(DW_OP_constu, 16, DW_OP_minus, DW_OP_stack_value), !3926)
  %7 = getelementptr inbounds i8, ptr %6, i64 -8, !dbg !3928
  %8 = load i8, ptr %7, align 8, !dbg !3928, !tbaa !602
  %9 = icmp eq i8 %8, 70, !dbg !3928
  br i1 %9, label %10, label %16, !dbg !3930

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %6, i64 -16, !dbg !3927
    #dbg_value(ptr %11, !3925, !DIExpression(), !3926)
  %12 = load ptr, ptr %11, align 8, !dbg !3931, !tbaa !552
  %13 = getelementptr inbounds i8, ptr %12, i64 24, !dbg !3931
  %14 = load ptr, ptr %13, align 8, !dbg !3931, !tbaa !552
  %15 = tail call i32 @luaU_dump(ptr noundef nonnull %0, ptr noundef %14, ptr noundef %1, ptr noundef %2, i32 noundef %3) #13, !dbg !3932
    #dbg_value(i32 %15, !3924, !DIExpression(), !3926)
  br label %16, !dbg !3933

16:                                               ; preds = %4, %10
  %17 = phi i32 [ %15, %10 ], [ 1, %4 ], !dbg !3934
    #dbg_value(i32 %17, !3924, !DIExpression(), !3926)
  ret i32 %17, !dbg !3935
}

declare !dbg !3936 hidden i32 @luaU_dump(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 256) i32 @lua_status(ptr nocapture noundef readonly %0) local_unnamed_addr #9 !dbg !3943 {
    #dbg_value(ptr %0, !3945, !DIExpression(), !3946)
  %2 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !3947
  %3 = load i8, ptr %2, align 2, !dbg !3947, !tbaa !3948
  %4 = zext i8 %3 to i32, !dbg !3949
  ret i32 %4, !dbg !3950
}

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_gc(ptr noundef %0, i32 noundef %1, ...) local_unnamed_addr #0 !dbg !3951 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !3976
    #dbg_assign(i1 undef, !3957, !DIExpression(), !3976, ptr %3, !DIExpression(), !3977)
    #dbg_value(ptr %0, !3955, !DIExpression(), !3977)
    #dbg_value(i32 %1, !3956, !DIExpression(), !3977)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #13, !dbg !3978
    #dbg_value(i32 0, !3958, !DIExpression(), !3977)
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3979
  %5 = load ptr, ptr %4, align 8, !dbg !3979, !tbaa !619
    #dbg_value(ptr %5, !3959, !DIExpression(), !3977)
  %6 = getelementptr inbounds i8, ptr %5, i64 106, !dbg !3980
  %7 = load i8, ptr %6, align 2, !dbg !3980, !tbaa !3982
  %8 = and i8 %7, 2, !dbg !3983
  %9 = icmp eq i8 %8, 0, !dbg !3983
  br i1 %9, label %10, label %243, !dbg !3984

10:                                               ; preds = %2
  call void @llvm.va_start.p0(ptr nonnull %3), !dbg !3985
  switch i32 %1, label %241 [
    i32 0, label %11
    i32 1, label %12
    i32 2, label %13
    i32 3, label %14
    i32 4, label %22
    i32 5, label %30
    i32 6, label %67
    i32 7, label %89
    i32 9, label %111
    i32 10, label %115
    i32 11, label %167
  ], !dbg !3986

11:                                               ; preds = %10
  store i8 1, ptr %6, align 2, !dbg !3987, !tbaa !3982
  br label %241, !dbg !3989

12:                                               ; preds = %10
  call void @luaE_setdebt(ptr noundef nonnull %5, i64 noundef 0) #13, !dbg !3990
  store i8 0, ptr %6, align 2, !dbg !3992, !tbaa !3982
  br label %241, !dbg !3993

13:                                               ; preds = %10
  call void @luaC_fullgc(ptr noundef nonnull %0, i32 noundef 0) #13, !dbg !3994
  br label %241, !dbg !3996

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !3997
  %16 = load i64, ptr %15, align 8, !dbg !3997, !tbaa !3999
  %17 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !3997
  %18 = load i64, ptr %17, align 8, !dbg !3997, !tbaa !1855
  %19 = add nsw i64 %18, %16, !dbg !3997
  %20 = lshr i64 %19, 10, !dbg !3997
  %21 = trunc i64 %20 to i32, !dbg !3997
    #dbg_value(i32 %21, !3958, !DIExpression(), !3977)
  br label %241, !dbg !4000

22:                                               ; preds = %10
  %23 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !4001
  %24 = load i64, ptr %23, align 8, !dbg !4001, !tbaa !3999
  %25 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !4001
  %26 = load i64, ptr %25, align 8, !dbg !4001, !tbaa !1855
  %27 = add nsw i64 %26, %24, !dbg !4001
  %28 = trunc i64 %27 to i32, !dbg !4001
  %29 = and i32 %28, 1023, !dbg !4001
    #dbg_value(i32 %29, !3958, !DIExpression(), !3977)
  br label %241, !dbg !4003

30:                                               ; preds = %10
  %31 = load i32, ptr %3, align 16, !dbg !4004
  %32 = icmp ult i32 %31, 41, !dbg !4004
  br i1 %32, label %33, label %39, !dbg !4004

33:                                               ; preds = %30
  %34 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !4004
  %35 = load ptr, ptr %34, align 16, !dbg !4004
  %36 = zext nneg i32 %31 to i64, !dbg !4004
  %37 = getelementptr i8, ptr %35, i64 %36, !dbg !4004
  %38 = add nuw nsw i32 %31, 8, !dbg !4004
  store i32 %38, ptr %3, align 16, !dbg !4004, !DIAssignID !4005
    #dbg_assign(i32 %38, !3957, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !4005, ptr %3, !DIExpression(), !3977)
  br label %43, !dbg !4004

39:                                               ; preds = %30
  %40 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !4004
  %41 = load ptr, ptr %40, align 8, !dbg !4004
  %42 = getelementptr i8, ptr %41, i64 8, !dbg !4004
  store ptr %42, ptr %40, align 8, !dbg !4004, !DIAssignID !4006
    #dbg_assign(ptr %42, !3957, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4006, ptr %40, !DIExpression(), !3977)
  br label %43, !dbg !4004

43:                                               ; preds = %39, %33
  %44 = phi ptr [ %37, %33 ], [ %41, %39 ], !dbg !4004
  %45 = load i32, ptr %44, align 4, !dbg !4004, !tbaa !1657
    #dbg_value(i32 %45, !3960, !DIExpression(), !4007)
    #dbg_value(i64 1, !3963, !DIExpression(), !4007)
  %46 = load i8, ptr %6, align 2, !dbg !4008, !tbaa !3982
    #dbg_value(i8 %46, !3964, !DIExpression(), !4007)
  store i8 0, ptr %6, align 2, !dbg !4009, !tbaa !3982
  %47 = icmp eq i32 %45, 0, !dbg !4010
  br i1 %47, label %48, label %49, !dbg !4012

48:                                               ; preds = %43
  call void @luaE_setdebt(ptr noundef nonnull %5, i64 noundef 0) #13, !dbg !4013
  call void @luaC_step(ptr noundef nonnull %0) #13, !dbg !4015
    #dbg_value(i64 1, !3963, !DIExpression(), !4007)
  store i8 %46, ptr %6, align 2, !dbg !4016, !tbaa !3982
  br label %62, !dbg !4017

49:                                               ; preds = %43
  %50 = sext i32 %45 to i64, !dbg !4019
  %51 = shl nsw i64 %50, 10, !dbg !4021
  %52 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !4022
  %53 = load i64, ptr %52, align 8, !dbg !4022, !tbaa !1855
  %54 = add nsw i64 %53, %51, !dbg !4023
    #dbg_value(i64 %54, !3963, !DIExpression(), !4007)
  call void @luaE_setdebt(ptr noundef nonnull %5, i64 noundef %54) #13, !dbg !4024
  %55 = load ptr, ptr %4, align 8, !dbg !4025, !tbaa !619
  %56 = getelementptr inbounds i8, ptr %55, i64 24, !dbg !4025
  %57 = load i64, ptr %56, align 8, !dbg !4025, !tbaa !1855
  %58 = icmp sgt i64 %57, 0, !dbg !4025
  br i1 %58, label %59, label %60, !dbg !4028

59:                                               ; preds = %49
  call void @luaC_step(ptr noundef nonnull %0) #13, !dbg !4029
  br label %60, !dbg !4029

60:                                               ; preds = %49, %59
    #dbg_value(i64 %54, !3963, !DIExpression(), !4007)
  store i8 %46, ptr %6, align 2, !dbg !4016, !tbaa !3982
  %61 = icmp sgt i64 %54, 0, !dbg !4031
  br i1 %61, label %62, label %241, !dbg !4017

62:                                               ; preds = %48, %60
  %63 = getelementptr inbounds i8, ptr %5, i64 101, !dbg !4032
  %64 = load i8, ptr %63, align 1, !dbg !4032, !tbaa !4033
  %65 = icmp eq i8 %64, 8, !dbg !4034
  %66 = zext i1 %65 to i32, !dbg !4035
  br label %241, !dbg !4035

67:                                               ; preds = %10
  %68 = load i32, ptr %3, align 16, !dbg !4036
  %69 = icmp ult i32 %68, 41, !dbg !4036
  br i1 %69, label %70, label %76, !dbg !4036

70:                                               ; preds = %67
  %71 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !4036
  %72 = load ptr, ptr %71, align 16, !dbg !4036
  %73 = zext nneg i32 %68 to i64, !dbg !4036
  %74 = getelementptr i8, ptr %72, i64 %73, !dbg !4036
  %75 = add nuw nsw i32 %68, 8, !dbg !4036
  store i32 %75, ptr %3, align 16, !dbg !4036, !DIAssignID !4037
    #dbg_assign(i32 %75, !3957, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !4037, ptr %3, !DIExpression(), !3977)
  br label %80, !dbg !4036

76:                                               ; preds = %67
  %77 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !4036
  %78 = load ptr, ptr %77, align 8, !dbg !4036
  %79 = getelementptr i8, ptr %78, i64 8, !dbg !4036
  store ptr %79, ptr %77, align 8, !dbg !4036, !DIAssignID !4038
    #dbg_assign(ptr %79, !3957, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4038, ptr %77, !DIExpression(), !3977)
  br label %80, !dbg !4036

80:                                               ; preds = %76, %70
  %81 = phi ptr [ %74, %70 ], [ %78, %76 ], !dbg !4036
  %82 = load i32, ptr %81, align 4, !dbg !4036, !tbaa !1657
    #dbg_value(i32 %82, !3965, !DIExpression(), !4039)
  %83 = getelementptr inbounds i8, ptr %5, i64 108, !dbg !4040
  %84 = load i8, ptr %83, align 4, !dbg !4040, !tbaa !4041
  %85 = zext i8 %84 to i32, !dbg !4040
  %86 = shl nuw nsw i32 %85, 2, !dbg !4040
    #dbg_value(i32 %86, !3958, !DIExpression(), !3977)
  %87 = sdiv i32 %82, 4, !dbg !4042
  %88 = trunc i32 %87 to i8, !dbg !4042
  store i8 %88, ptr %83, align 4, !dbg !4042, !tbaa !4041
  br label %241

89:                                               ; preds = %10
  %90 = load i32, ptr %3, align 16, !dbg !4043
  %91 = icmp ult i32 %90, 41, !dbg !4043
  br i1 %91, label %92, label %98, !dbg !4043

92:                                               ; preds = %89
  %93 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !4043
  %94 = load ptr, ptr %93, align 16, !dbg !4043
  %95 = zext nneg i32 %90 to i64, !dbg !4043
  %96 = getelementptr i8, ptr %94, i64 %95, !dbg !4043
  %97 = add nuw nsw i32 %90, 8, !dbg !4043
  store i32 %97, ptr %3, align 16, !dbg !4043, !DIAssignID !4044
    #dbg_assign(i32 %97, !3957, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !4044, ptr %3, !DIExpression(), !3977)
  br label %102, !dbg !4043

98:                                               ; preds = %89
  %99 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !4043
  %100 = load ptr, ptr %99, align 8, !dbg !4043
  %101 = getelementptr i8, ptr %100, i64 8, !dbg !4043
  store ptr %101, ptr %99, align 8, !dbg !4043, !DIAssignID !4045
    #dbg_assign(ptr %101, !3957, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4045, ptr %99, !DIExpression(), !3977)
  br label %102, !dbg !4043

102:                                              ; preds = %98, %92
  %103 = phi ptr [ %96, %92 ], [ %100, %98 ], !dbg !4043
  %104 = load i32, ptr %103, align 4, !dbg !4043, !tbaa !1657
    #dbg_value(i32 %104, !3967, !DIExpression(), !4046)
  %105 = getelementptr inbounds i8, ptr %5, i64 109, !dbg !4047
  %106 = load i8, ptr %105, align 1, !dbg !4047, !tbaa !4048
  %107 = zext i8 %106 to i32, !dbg !4047
  %108 = shl nuw nsw i32 %107, 2, !dbg !4047
    #dbg_value(i32 %108, !3958, !DIExpression(), !3977)
  %109 = sdiv i32 %104, 4, !dbg !4049
  %110 = trunc i32 %109 to i8, !dbg !4049
  store i8 %110, ptr %105, align 1, !dbg !4049, !tbaa !4048
  br label %241

111:                                              ; preds = %10
  %112 = load i8, ptr %6, align 2, !dbg !4050, !tbaa !3982
  %113 = icmp eq i8 %112, 0, !dbg !4050
  %114 = zext i1 %113 to i32, !dbg !4050
    #dbg_value(i32 %114, !3958, !DIExpression(), !3977)
  br label %241, !dbg !4052

115:                                              ; preds = %10
  %116 = load i32, ptr %3, align 16, !dbg !4053
  %117 = icmp ult i32 %116, 41, !dbg !4053
  br i1 %117, label %123, label %118, !dbg !4053

118:                                              ; preds = %115
  %119 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !4053
  %120 = load ptr, ptr %119, align 8, !dbg !4053
  %121 = getelementptr i8, ptr %120, i64 8, !dbg !4053
  store ptr %121, ptr %119, align 8, !dbg !4053, !DIAssignID !4054
    #dbg_assign(ptr %121, !3957, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4054, ptr %119, !DIExpression(), !3977)
  %122 = load i32, ptr %120, align 4, !dbg !4053, !tbaa !1657
    #dbg_value(i32 %122, !3969, !DIExpression(), !4055)
  br label %137, !dbg !4056

123:                                              ; preds = %115
  %124 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !4053
  %125 = load ptr, ptr %124, align 16, !dbg !4053
  %126 = zext nneg i32 %116 to i64, !dbg !4053
  %127 = getelementptr i8, ptr %125, i64 %126, !dbg !4053
  %128 = add nuw nsw i32 %116, 8, !dbg !4053
  store i32 %128, ptr %3, align 16, !dbg !4053, !DIAssignID !4057
    #dbg_assign(i32 %128, !3957, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !4057, ptr %3, !DIExpression(), !3977)
  %129 = load i32, ptr %127, align 4, !dbg !4053, !tbaa !1657
    #dbg_value(i32 %129, !3969, !DIExpression(), !4055)
  %130 = icmp ult i32 %116, 33, !dbg !4056
  br i1 %130, label %131, label %137, !dbg !4056

131:                                              ; preds = %123
  %132 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !4056
  %133 = load ptr, ptr %132, align 16, !dbg !4056
  %134 = zext nneg i32 %128 to i64, !dbg !4056
  %135 = getelementptr i8, ptr %133, i64 %134, !dbg !4056
  %136 = add nuw nsw i32 %116, 16, !dbg !4056
  store i32 %136, ptr %3, align 16, !dbg !4056, !DIAssignID !4058
    #dbg_assign(i32 %136, !3957, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !4058, ptr %3, !DIExpression(), !3977)
  br label %142, !dbg !4056

137:                                              ; preds = %118, %123
  %138 = phi i32 [ %122, %118 ], [ %129, %123 ]
  %139 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !4056
  %140 = load ptr, ptr %139, align 8, !dbg !4056
  %141 = getelementptr i8, ptr %140, i64 8, !dbg !4056
  store ptr %141, ptr %139, align 8, !dbg !4056, !DIAssignID !4059
    #dbg_assign(ptr %141, !3957, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4059, ptr %139, !DIExpression(), !3977)
  br label %142, !dbg !4056

142:                                              ; preds = %137, %131
  %143 = phi i32 [ %129, %131 ], [ %138, %137 ]
  %144 = phi ptr [ %135, %131 ], [ %140, %137 ], !dbg !4056
  %145 = load i32, ptr %144, align 4, !dbg !4056, !tbaa !1657
    #dbg_value(i32 %145, !3971, !DIExpression(), !4055)
  %146 = getelementptr inbounds i8, ptr %5, i64 102, !dbg !4060
  %147 = load i8, ptr %146, align 2, !dbg !4060, !tbaa !4061
  %148 = icmp eq i8 %147, 1, !dbg !4060
  br i1 %148, label %154, label %149, !dbg !4060

149:                                              ; preds = %142
  %150 = getelementptr inbounds i8, ptr %5, i64 40, !dbg !4060
  %151 = load i64, ptr %150, align 8, !dbg !4060, !tbaa !4062
  %152 = icmp eq i64 %151, 0, !dbg !4060
  %153 = select i1 %152, i32 11, i32 10, !dbg !4060
  br label %154, !dbg !4060

154:                                              ; preds = %149, %142
  %155 = phi i32 [ 10, %142 ], [ %153, %149 ]
    #dbg_value(i32 %155, !3958, !DIExpression(), !3977)
  %156 = icmp eq i32 %143, 0, !dbg !4063
  br i1 %156, label %160, label %157, !dbg !4065

157:                                              ; preds = %154
  %158 = trunc i32 %143 to i8, !dbg !4066
  %159 = getelementptr inbounds i8, ptr %5, i64 104, !dbg !4067
  store i8 %158, ptr %159, align 8, !dbg !4068, !tbaa !4069
  br label %160, !dbg !4070

160:                                              ; preds = %157, %154
  %161 = icmp eq i32 %145, 0, !dbg !4071
  br i1 %161, label %166, label %162, !dbg !4073

162:                                              ; preds = %160
  %163 = sdiv i32 %145, 4, !dbg !4074
  %164 = trunc i32 %163 to i8, !dbg !4074
  %165 = getelementptr inbounds i8, ptr %5, i64 105, !dbg !4074
  store i8 %164, ptr %165, align 1, !dbg !4074, !tbaa !4075
  br label %166, !dbg !4074

166:                                              ; preds = %162, %160
  call void @luaC_changemode(ptr noundef nonnull %0, i32 noundef 1) #13, !dbg !4076
  br label %241

167:                                              ; preds = %10
  %168 = load i32, ptr %3, align 16, !dbg !4077
  %169 = icmp ult i32 %168, 41, !dbg !4077
  br i1 %169, label %175, label %170, !dbg !4077

170:                                              ; preds = %167
  %171 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !4077
  %172 = load ptr, ptr %171, align 8, !dbg !4077
  %173 = getelementptr i8, ptr %172, i64 8, !dbg !4077
  store ptr %173, ptr %171, align 8, !dbg !4077, !DIAssignID !4078
    #dbg_assign(ptr %173, !3957, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4078, ptr %171, !DIExpression(), !3977)
  %174 = load i32, ptr %172, align 4, !dbg !4077, !tbaa !1657
    #dbg_value(i32 %174, !3972, !DIExpression(), !4079)
  br label %183, !dbg !4080

175:                                              ; preds = %167
  %176 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !4077
  %177 = load ptr, ptr %176, align 16, !dbg !4077
  %178 = zext nneg i32 %168 to i64, !dbg !4077
  %179 = getelementptr i8, ptr %177, i64 %178, !dbg !4077
  %180 = add nuw nsw i32 %168, 8, !dbg !4077
  store i32 %180, ptr %3, align 16, !dbg !4077, !DIAssignID !4081
    #dbg_assign(i32 %180, !3957, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !4081, ptr %3, !DIExpression(), !3977)
  %181 = load i32, ptr %179, align 4, !dbg !4077, !tbaa !1657
    #dbg_value(i32 %181, !3972, !DIExpression(), !4079)
  %182 = icmp ult i32 %168, 33, !dbg !4080
  br i1 %182, label %189, label %183, !dbg !4080

183:                                              ; preds = %175, %170
  %184 = phi i32 [ %174, %170 ], [ %181, %175 ]
  %185 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !4080
  %186 = load ptr, ptr %185, align 8, !dbg !4080
  %187 = getelementptr i8, ptr %186, i64 8, !dbg !4080
  store ptr %187, ptr %185, align 8, !dbg !4080, !DIAssignID !4082
    #dbg_assign(ptr %187, !3957, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4082, ptr %185, !DIExpression(), !3977)
  %188 = load i32, ptr %186, align 4, !dbg !4080, !tbaa !1657
    #dbg_value(i32 %188, !3974, !DIExpression(), !4079)
  br label %203, !dbg !4083

189:                                              ; preds = %175
  %190 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !4080
  %191 = load ptr, ptr %190, align 16, !dbg !4080
  %192 = zext nneg i32 %180 to i64, !dbg !4080
  %193 = getelementptr i8, ptr %191, i64 %192, !dbg !4080
  %194 = add nuw nsw i32 %168, 16, !dbg !4080
  store i32 %194, ptr %3, align 16, !dbg !4080, !DIAssignID !4084
    #dbg_assign(i32 %194, !3957, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !4084, ptr %3, !DIExpression(), !3977)
  %195 = load i32, ptr %193, align 4, !dbg !4080, !tbaa !1657
    #dbg_value(i32 %195, !3974, !DIExpression(), !4079)
  %196 = icmp ult i32 %168, 25, !dbg !4083
  br i1 %196, label %197, label %203, !dbg !4083

197:                                              ; preds = %189
  %198 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !4083
  %199 = load ptr, ptr %198, align 16, !dbg !4083
  %200 = zext nneg i32 %194 to i64, !dbg !4083
  %201 = getelementptr i8, ptr %199, i64 %200, !dbg !4083
  %202 = add nuw nsw i32 %168, 24, !dbg !4083
  store i32 %202, ptr %3, align 16, !dbg !4083, !DIAssignID !4085
    #dbg_assign(i32 %202, !3957, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !4085, ptr %3, !DIExpression(), !3977)
  br label %209, !dbg !4083

203:                                              ; preds = %183, %189
  %204 = phi i32 [ %188, %183 ], [ %195, %189 ]
  %205 = phi i32 [ %184, %183 ], [ %181, %189 ]
  %206 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !4083
  %207 = load ptr, ptr %206, align 8, !dbg !4083
  %208 = getelementptr i8, ptr %207, i64 8, !dbg !4083
  store ptr %208, ptr %206, align 8, !dbg !4083, !DIAssignID !4086
    #dbg_assign(ptr %208, !3957, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4086, ptr %206, !DIExpression(), !3977)
  br label %209, !dbg !4083

209:                                              ; preds = %203, %197
  %210 = phi i32 [ %195, %197 ], [ %204, %203 ]
  %211 = phi i32 [ %181, %197 ], [ %205, %203 ]
  %212 = phi ptr [ %201, %197 ], [ %207, %203 ], !dbg !4083
  %213 = load i32, ptr %212, align 4, !dbg !4083, !tbaa !1657
    #dbg_value(i32 %213, !3975, !DIExpression(), !4079)
  %214 = getelementptr inbounds i8, ptr %5, i64 102, !dbg !4087
  %215 = load i8, ptr %214, align 2, !dbg !4087, !tbaa !4061
  %216 = icmp eq i8 %215, 1, !dbg !4087
  br i1 %216, label %222, label %217, !dbg !4087

217:                                              ; preds = %209
  %218 = getelementptr inbounds i8, ptr %5, i64 40, !dbg !4087
  %219 = load i64, ptr %218, align 8, !dbg !4087, !tbaa !4062
  %220 = icmp eq i64 %219, 0, !dbg !4087
  %221 = select i1 %220, i32 11, i32 10, !dbg !4087
  br label %222, !dbg !4087

222:                                              ; preds = %217, %209
  %223 = phi i32 [ 10, %209 ], [ %221, %217 ]
    #dbg_value(i32 %223, !3958, !DIExpression(), !3977)
  %224 = icmp eq i32 %211, 0, !dbg !4088
  br i1 %224, label %229, label %225, !dbg !4090

225:                                              ; preds = %222
  %226 = sdiv i32 %211, 4, !dbg !4091
  %227 = trunc i32 %226 to i8, !dbg !4091
  %228 = getelementptr inbounds i8, ptr %5, i64 108, !dbg !4091
  store i8 %227, ptr %228, align 4, !dbg !4091, !tbaa !4041
  br label %229, !dbg !4091

229:                                              ; preds = %225, %222
  %230 = icmp eq i32 %210, 0, !dbg !4092
  br i1 %230, label %235, label %231, !dbg !4094

231:                                              ; preds = %229
  %232 = sdiv i32 %210, 4, !dbg !4095
  %233 = trunc i32 %232 to i8, !dbg !4095
  %234 = getelementptr inbounds i8, ptr %5, i64 109, !dbg !4095
  store i8 %233, ptr %234, align 1, !dbg !4095, !tbaa !4048
  br label %235, !dbg !4095

235:                                              ; preds = %231, %229
  %236 = icmp eq i32 %213, 0, !dbg !4096
  br i1 %236, label %240, label %237, !dbg !4098

237:                                              ; preds = %235
  %238 = trunc i32 %213 to i8, !dbg !4099
  %239 = getelementptr inbounds i8, ptr %5, i64 110, !dbg !4100
  store i8 %238, ptr %239, align 2, !dbg !4101, !tbaa !4102
  br label %240, !dbg !4103

240:                                              ; preds = %237, %235
  call void @luaC_changemode(ptr noundef nonnull %0, i32 noundef 0) #13, !dbg !4104
  br label %241

241:                                              ; preds = %62, %10, %60, %240, %166, %111, %102, %80, %22, %14, %13, %12, %11
  %242 = phi i32 [ %223, %240 ], [ %155, %166 ], [ %114, %111 ], [ %108, %102 ], [ %86, %80 ], [ %29, %22 ], [ %21, %14 ], [ 0, %13 ], [ 0, %12 ], [ 0, %11 ], [ 0, %60 ], [ %66, %62 ], [ -1, %10 ], !dbg !3977
    #dbg_value(i32 %242, !3958, !DIExpression(), !3977)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !4105
  br label %243, !dbg !4106

243:                                              ; preds = %2, %241
  %244 = phi i32 [ %242, %241 ], [ -1, %2 ], !dbg !3977
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #13, !dbg !4107
  ret i32 %244, !dbg !4107
}

declare !dbg !4108 hidden void @luaE_setdebt(ptr noundef, i64 noundef) local_unnamed_addr #2

declare !dbg !4111 hidden void @luaC_fullgc(ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !4112 hidden void @luaC_changemode(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @lua_error(ptr noundef %0) local_unnamed_addr #10 !dbg !4113 {
    #dbg_value(ptr %0, !4115, !DIExpression(), !4117)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4118
  %3 = load ptr, ptr %2, align 8, !dbg !4118, !tbaa !552
    #dbg_value(ptr %3, !4116, !DIExpression(DW_OP_constu, 16, DW_OP_minus, DW_OP_stack_value), !4117)
  %4 = getelementptr inbounds i8, ptr %3, i64 -8, !dbg !4119
  %5 = load i8, ptr %4, align 8, !dbg !4119, !tbaa !602
  %6 = icmp eq i8 %5, 68, !dbg !4119
  br i1 %6, label %7, label %16, !dbg !4121

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %3, i64 -16, !dbg !4118
    #dbg_value(ptr %8, !4116, !DIExpression(), !4117)
  %9 = load ptr, ptr %8, align 8, !dbg !4122, !tbaa !552
  %10 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4122
  %11 = load ptr, ptr %10, align 8, !dbg !4122, !tbaa !619
  %12 = getelementptr inbounds i8, ptr %11, i64 272, !dbg !4122
  %13 = load ptr, ptr %12, align 8, !dbg !4122, !tbaa !4123
  %14 = icmp eq ptr %9, %13, !dbg !4122
  br i1 %14, label %15, label %16, !dbg !4124

15:                                               ; preds = %7
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 4) #14, !dbg !4125
  unreachable, !dbg !4125

16:                                               ; preds = %7, %1
  tail call void @luaG_errormsg(ptr noundef nonnull %0) #14, !dbg !4126
  unreachable, !dbg !4126
}

; Function Attrs: noreturn
declare !dbg !4127 hidden void @luaD_throw(ptr noundef, i32 noundef) local_unnamed_addr #11

; Function Attrs: noreturn
declare !dbg !4128 hidden void @luaG_errormsg(ptr noundef) local_unnamed_addr #11

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_next(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !4130 {
    #dbg_value(ptr %0, !4132, !DIExpression(), !4136)
    #dbg_value(i32 %1, !4133, !DIExpression(), !4136)
    #dbg_value(ptr %0, !2757, !DIExpression(), !4137)
    #dbg_value(i32 %1, !2762, !DIExpression(), !4137)
    #dbg_value(ptr %0, !845, !DIExpression(), !4139)
    #dbg_value(i32 %1, !850, !DIExpression(), !4139)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !4141
  %4 = load ptr, ptr %3, align 8, !dbg !4141, !tbaa !540
    #dbg_value(ptr %4, !851, !DIExpression(), !4139)
  %5 = icmp sgt i32 %1, 0, !dbg !4142
  br i1 %5, label %6, label %17, !dbg !4143

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !dbg !4144, !tbaa !552
  %8 = zext nneg i32 %1 to i64, !dbg !4145
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8, !dbg !4145
    #dbg_value(ptr %9, !852, !DIExpression(), !4146)
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4147
  %11 = load ptr, ptr %10, align 8, !dbg !4148, !tbaa !552
  %12 = icmp ult ptr %9, %11, !dbg !4149
  br i1 %12, label %55, label %13, !dbg !4150

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4151
  %15 = load ptr, ptr %14, align 8, !dbg !4151, !tbaa !619
  %16 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !4152
  br label %55, !dbg !4153

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999, !dbg !4154
  br i1 %18, label %24, label %19, !dbg !4155

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4156
  %21 = load ptr, ptr %20, align 8, !dbg !4156, !tbaa !552
  %22 = sext i32 %1 to i64, !dbg !4156
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22, !dbg !4156
  br label %55, !dbg !4157

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000, !dbg !4158
  br i1 %25, label %26, label %30, !dbg !4159

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4160
  %28 = load ptr, ptr %27, align 8, !dbg !4160, !tbaa !619
  %29 = getelementptr inbounds i8, ptr %28, i64 64, !dbg !4161
  br label %55, !dbg !4162

30:                                               ; preds = %24
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !4139)
  %31 = load ptr, ptr %4, align 8, !dbg !4163, !tbaa !552
  %32 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !4163
  %33 = load i8, ptr %32, align 8, !dbg !4163, !tbaa !552
  %34 = icmp eq i8 %33, 102, !dbg !4163
  br i1 %34, label %35, label %51, !dbg !4164

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1, !dbg !4165
    #dbg_value(i32 %36, !850, !DIExpression(), !4139)
  %37 = load ptr, ptr %31, align 8, !dbg !4166, !tbaa !552
    #dbg_value(ptr %37, !855, !DIExpression(), !4167)
  %38 = getelementptr inbounds i8, ptr %37, i64 10, !dbg !4168
  %39 = load i8, ptr %38, align 2, !dbg !4168, !tbaa !894
  %40 = zext i8 %39 to i32, !dbg !4169
  %41 = icmp ugt i32 %36, %40, !dbg !4170
  br i1 %41, label %47, label %42, !dbg !4171

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32, !dbg !4172
  %44 = sub nuw nsw i32 -1001001, %1, !dbg !4173
  %45 = zext nneg i32 %44 to i64, !dbg !4174
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45, !dbg !4174
  br label %55, !dbg !4171

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4175
  %49 = load ptr, ptr %48, align 8, !dbg !4175, !tbaa !619
  %50 = getelementptr inbounds i8, ptr %49, i64 80, !dbg !4176
  br label %55, !dbg !4171

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4177
  %53 = load ptr, ptr %52, align 8, !dbg !4177, !tbaa !619
  %54 = getelementptr inbounds i8, ptr %53, i64 80, !dbg !4178
  br label %55, !dbg !4179

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ], !dbg !4180
    #dbg_value(ptr %56, !2763, !DIExpression(), !4137)
  %57 = load ptr, ptr %56, align 8, !dbg !4181, !tbaa !552
    #dbg_value(ptr %57, !4134, !DIExpression(), !4136)
  %58 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4182
  %59 = load ptr, ptr %58, align 8, !dbg !4183, !tbaa !552
  %60 = getelementptr inbounds i8, ptr %59, i64 -16, !dbg !4184
  %61 = tail call i32 @luaH_next(ptr noundef nonnull %0, ptr noundef %57, ptr noundef nonnull %60) #13, !dbg !4185
    #dbg_value(i32 %61, !4135, !DIExpression(), !4136)
  %62 = icmp eq i32 %61, 0, !dbg !4186
  %63 = load ptr, ptr %58, align 8, !dbg !4188, !tbaa !552
  %64 = select i1 %62, i64 -16, i64 16
  %65 = getelementptr inbounds i8, ptr %63, i64 %64, !dbg !4188
  store ptr %65, ptr %58, align 8, !dbg !4188, !tbaa !552
  ret i32 %61, !dbg !4189
}

declare !dbg !4190 hidden i32 @luaH_next(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @lua_toclose(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !4193 {
    #dbg_value(ptr %0, !4195, !DIExpression(), !4199)
    #dbg_value(i32 %1, !4196, !DIExpression(), !4199)
    #dbg_value(ptr %0, !710, !DIExpression(), !4200)
    #dbg_value(i32 %1, !715, !DIExpression(), !4200)
    #dbg_value(ptr poison, !716, !DIExpression(), !4200)
  %3 = icmp sgt i32 %1, 0, !dbg !4202
  br i1 %3, label %4, label %10, !dbg !4203

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !4204
  %6 = load ptr, ptr %5, align 8, !dbg !4204, !tbaa !540
    #dbg_value(ptr %6, !716, !DIExpression(), !4200)
  %7 = load ptr, ptr %6, align 8, !dbg !4205, !tbaa !552
  %8 = zext nneg i32 %1 to i64, !dbg !4206
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8, !dbg !4206
    #dbg_value(ptr %9, !717, !DIExpression(), !4207)
  br label %17

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4208
  %12 = load ptr, ptr %11, align 8, !dbg !4209, !tbaa !552
  %13 = sext i32 %1 to i64, !dbg !4210
  %14 = getelementptr inbounds %union.StackValue, ptr %12, i64 %13, !dbg !4210
  %15 = getelementptr inbounds i8, ptr %0, i64 32
  %16 = load ptr, ptr %15, align 8, !dbg !4211, !tbaa !540
  br label %17, !dbg !4212

17:                                               ; preds = %4, %10
  %18 = phi ptr [ %6, %4 ], [ %16, %10 ], !dbg !4211
  %19 = phi ptr [ %9, %4 ], [ %14, %10 ], !dbg !4213
    #dbg_value(ptr %19, !4198, !DIExpression(), !4199)
  %20 = getelementptr inbounds i8, ptr %18, i64 60, !dbg !4214
  %21 = load i16, ptr %20, align 4, !dbg !4214, !tbaa !4215
    #dbg_value(i16 %21, !4197, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !4199)
  tail call void @luaF_newtbcupval(ptr noundef nonnull %0, ptr noundef %19) #13, !dbg !4216
  %22 = icmp slt i16 %21, -1, !dbg !4217
  br i1 %22, label %28, label %23, !dbg !4219

23:                                               ; preds = %17
  %24 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !4211
    #dbg_value(i16 %21, !4197, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !4199)
  %25 = sub i16 -3, %21, !dbg !4220
  %26 = load ptr, ptr %24, align 8, !dbg !4221, !tbaa !540
  %27 = getelementptr inbounds i8, ptr %26, i64 60, !dbg !4222
  store i16 %25, ptr %27, align 4, !dbg !4223, !tbaa !4215
  br label %28, !dbg !4224

28:                                               ; preds = %23, %17
  ret void, !dbg !4225
}

declare !dbg !4226 hidden void @luaF_newtbcupval(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @lua_concat(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !4229 {
    #dbg_value(ptr %0, !4231, !DIExpression(), !4238)
    #dbg_value(i32 %1, !4232, !DIExpression(), !4238)
  %3 = icmp sgt i32 %1, 0, !dbg !4239
  br i1 %3, label %4, label %5, !dbg !4240

4:                                                ; preds = %2
  tail call void @luaV_concat(ptr noundef %0, i32 noundef %1) #13, !dbg !4241
  br label %15, !dbg !4241

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4242
  %7 = load ptr, ptr %6, align 8, !dbg !4242, !tbaa !552
    #dbg_value(ptr %7, !4233, !DIExpression(), !4243)
  %8 = tail call ptr @luaS_newlstr(ptr noundef %0, ptr noundef nonnull @.str, i64 noundef 0) #13, !dbg !4242
    #dbg_value(ptr %8, !4237, !DIExpression(), !4243)
  store ptr %8, ptr %7, align 8, !dbg !4242, !tbaa !552
  %9 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !4242
  %10 = load i8, ptr %9, align 8, !dbg !4242, !tbaa !2294
  %11 = or i8 %10, 64, !dbg !4242
  %12 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !4242
  store i8 %11, ptr %12, align 8, !dbg !4242, !tbaa !602
  %13 = load ptr, ptr %6, align 8, !dbg !4244, !tbaa !552
  %14 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !4244
  store ptr %14, ptr %6, align 8, !dbg !4244, !tbaa !552
  br label %15

15:                                               ; preds = %5, %4
  %16 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4246
  %17 = load ptr, ptr %16, align 8, !dbg !4246, !tbaa !619
  %18 = getelementptr inbounds i8, ptr %17, i64 24, !dbg !4246
  %19 = load i64, ptr %18, align 8, !dbg !4246, !tbaa !1855
  %20 = icmp sgt i64 %19, 0, !dbg !4246
  br i1 %20, label %21, label %22, !dbg !4249

21:                                               ; preds = %15
  tail call void @luaC_step(ptr noundef nonnull %0) #13, !dbg !4250
  br label %22, !dbg !4250

22:                                               ; preds = %21, %15
  ret void, !dbg !4252
}

declare !dbg !4253 hidden void @luaV_concat(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @lua_len(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !4254 {
    #dbg_value(ptr %0, !4256, !DIExpression(), !4259)
    #dbg_value(i32 %1, !4257, !DIExpression(), !4259)
    #dbg_value(ptr %0, !845, !DIExpression(), !4260)
    #dbg_value(i32 %1, !850, !DIExpression(), !4260)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !4262
  %4 = load ptr, ptr %3, align 8, !dbg !4262, !tbaa !540
    #dbg_value(ptr %4, !851, !DIExpression(), !4260)
  %5 = icmp sgt i32 %1, 0, !dbg !4263
  br i1 %5, label %6, label %17, !dbg !4264

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !dbg !4265, !tbaa !552
  %8 = zext nneg i32 %1 to i64, !dbg !4266
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8, !dbg !4266
    #dbg_value(ptr %9, !852, !DIExpression(), !4267)
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4268
  %11 = load ptr, ptr %10, align 8, !dbg !4269, !tbaa !552
  %12 = icmp ult ptr %9, %11, !dbg !4270
  br i1 %12, label %55, label %13, !dbg !4271

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4272
  %15 = load ptr, ptr %14, align 8, !dbg !4272, !tbaa !619
  %16 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !4273
  br label %55, !dbg !4274

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999, !dbg !4275
  br i1 %18, label %24, label %19, !dbg !4276

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4277
  %21 = load ptr, ptr %20, align 8, !dbg !4277, !tbaa !552
  %22 = sext i32 %1 to i64, !dbg !4277
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22, !dbg !4277
  br label %55, !dbg !4278

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000, !dbg !4279
  br i1 %25, label %26, label %30, !dbg !4280

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4281
  %28 = load ptr, ptr %27, align 8, !dbg !4281, !tbaa !619
  %29 = getelementptr inbounds i8, ptr %28, i64 64, !dbg !4282
  br label %55, !dbg !4283

30:                                               ; preds = %24
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !4260)
  %31 = load ptr, ptr %4, align 8, !dbg !4284, !tbaa !552
  %32 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !4284
  %33 = load i8, ptr %32, align 8, !dbg !4284, !tbaa !552
  %34 = icmp eq i8 %33, 102, !dbg !4284
  br i1 %34, label %35, label %51, !dbg !4285

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1, !dbg !4286
    #dbg_value(i32 %36, !850, !DIExpression(), !4260)
  %37 = load ptr, ptr %31, align 8, !dbg !4287, !tbaa !552
    #dbg_value(ptr %37, !855, !DIExpression(), !4288)
  %38 = getelementptr inbounds i8, ptr %37, i64 10, !dbg !4289
  %39 = load i8, ptr %38, align 2, !dbg !4289, !tbaa !894
  %40 = zext i8 %39 to i32, !dbg !4290
  %41 = icmp ugt i32 %36, %40, !dbg !4291
  br i1 %41, label %47, label %42, !dbg !4292

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32, !dbg !4293
  %44 = sub nuw nsw i32 -1001001, %1, !dbg !4294
  %45 = zext nneg i32 %44 to i64, !dbg !4295
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45, !dbg !4295
  br label %55, !dbg !4292

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4296
  %49 = load ptr, ptr %48, align 8, !dbg !4296, !tbaa !619
  %50 = getelementptr inbounds i8, ptr %49, i64 80, !dbg !4297
  br label %55, !dbg !4292

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4298
  %53 = load ptr, ptr %52, align 8, !dbg !4298, !tbaa !619
  %54 = getelementptr inbounds i8, ptr %53, i64 80, !dbg !4299
  br label %55, !dbg !4300

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ], !dbg !4301
    #dbg_value(ptr %56, !4258, !DIExpression(), !4259)
  %57 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4302
  %58 = load ptr, ptr %57, align 8, !dbg !4303, !tbaa !552
  tail call void @luaV_objlen(ptr noundef nonnull %0, ptr noundef %58, ptr noundef %56) #13, !dbg !4304
  %59 = load ptr, ptr %57, align 8, !dbg !4305, !tbaa !552
  %60 = getelementptr inbounds i8, ptr %59, i64 16, !dbg !4305
  store ptr %60, ptr %57, align 8, !dbg !4305, !tbaa !552
  ret void, !dbg !4307
}

declare !dbg !4308 hidden void @luaV_objlen(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local ptr @lua_getallocf(ptr nocapture noundef readonly %0, ptr noundef writeonly %1) local_unnamed_addr #12 !dbg !4311 {
    #dbg_value(ptr %0, !4316, !DIExpression(), !4319)
    #dbg_value(ptr %1, !4317, !DIExpression(), !4319)
  %3 = icmp eq ptr %1, null, !dbg !4320
  br i1 %3, label %9, label %4, !dbg !4322

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4323
  %6 = load ptr, ptr %5, align 8, !dbg !4323, !tbaa !619
  %7 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !4324
  %8 = load ptr, ptr %7, align 8, !dbg !4324, !tbaa !4325
  store ptr %8, ptr %1, align 8, !dbg !4326, !tbaa !1074
  br label %9, !dbg !4327

9:                                                ; preds = %4, %2
  %10 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4328
  %11 = load ptr, ptr %10, align 8, !dbg !4328, !tbaa !619
  %12 = load ptr, ptr %11, align 8, !dbg !4329, !tbaa !4330
    #dbg_value(ptr %12, !4318, !DIExpression(), !4319)
  ret ptr %12, !dbg !4331
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @lua_setallocf(ptr nocapture noundef readonly %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #7 !dbg !4332 {
    #dbg_value(ptr %0, !4336, !DIExpression(), !4339)
    #dbg_value(ptr %1, !4337, !DIExpression(), !4339)
    #dbg_value(ptr %2, !4338, !DIExpression(), !4339)
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4340
  %5 = load ptr, ptr %4, align 8, !dbg !4340, !tbaa !619
  %6 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !4341
  store ptr %2, ptr %6, align 8, !dbg !4342, !tbaa !4325
  store ptr %1, ptr %5, align 8, !dbg !4343, !tbaa !4330
  ret void, !dbg !4344
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @lua_setwarnf(ptr nocapture noundef readonly %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #7 !dbg !4345 {
    #dbg_value(ptr %0, !4349, !DIExpression(), !4352)
    #dbg_value(ptr %1, !4350, !DIExpression(), !4352)
    #dbg_value(ptr %2, !4351, !DIExpression(), !4352)
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4353
  %5 = load ptr, ptr %4, align 8, !dbg !4353, !tbaa !619
  %6 = getelementptr inbounds i8, ptr %5, i64 1408, !dbg !4354
  store ptr %2, ptr %6, align 8, !dbg !4355, !tbaa !4356
  %7 = getelementptr inbounds i8, ptr %5, i64 1400, !dbg !4357
  store ptr %1, ptr %7, align 8, !dbg !4358, !tbaa !4359
  ret void, !dbg !4360
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_warning(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !4361 {
    #dbg_value(ptr %0, !4365, !DIExpression(), !4368)
    #dbg_value(ptr %1, !4366, !DIExpression(), !4368)
    #dbg_value(i32 %2, !4367, !DIExpression(), !4368)
  tail call void @luaE_warning(ptr noundef %0, ptr noundef %1, i32 noundef %2) #13, !dbg !4369
  ret void, !dbg !4370
}

declare !dbg !4371 hidden void @luaE_warning(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local nonnull ptr @lua_newuserdatauv(ptr noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !4372 {
    #dbg_value(ptr %0, !4376, !DIExpression(), !4385)
    #dbg_value(i64 %1, !4377, !DIExpression(), !4385)
    #dbg_value(i32 %2, !4378, !DIExpression(), !4385)
  %4 = tail call ptr @luaS_newudata(ptr noundef %0, i64 noundef %1, i32 noundef %2) #13, !dbg !4386
    #dbg_value(ptr %4, !4379, !DIExpression(), !4385)
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4387
  %6 = load ptr, ptr %5, align 8, !dbg !4387, !tbaa !552
    #dbg_value(ptr %6, !4382, !DIExpression(), !4388)
    #dbg_value(ptr %4, !4384, !DIExpression(), !4388)
  store ptr %4, ptr %6, align 8, !dbg !4387, !tbaa !552
  %7 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !4387
  store i8 71, ptr %7, align 8, !dbg !4387, !tbaa !602
  %8 = load ptr, ptr %5, align 8, !dbg !4389, !tbaa !552
  %9 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !4389
  store ptr %9, ptr %5, align 8, !dbg !4389, !tbaa !552
  %10 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4391
  %11 = load ptr, ptr %10, align 8, !dbg !4391, !tbaa !619
  %12 = getelementptr inbounds i8, ptr %11, i64 24, !dbg !4391
  %13 = load i64, ptr %12, align 8, !dbg !4391, !tbaa !1855
  %14 = icmp sgt i64 %13, 0, !dbg !4391
  br i1 %14, label %15, label %16, !dbg !4394

15:                                               ; preds = %3
  tail call void @luaC_step(ptr noundef nonnull %0) #13, !dbg !4395
  br label %16, !dbg !4395

16:                                               ; preds = %15, %3
  %17 = getelementptr inbounds i8, ptr %4, i64 10, !dbg !4397
  %18 = load i16, ptr %17, align 2, !dbg !4397, !tbaa !4398
  %19 = icmp eq i16 %18, 0, !dbg !4397
  %20 = zext i16 %18 to i64, !dbg !4397
  %21 = shl nuw nsw i64 %20, 4, !dbg !4397
  %22 = add nuw nsw i64 %21, 40, !dbg !4397
  %23 = select i1 %19, i64 32, i64 %22, !dbg !4397
  %24 = getelementptr inbounds i8, ptr %4, i64 %23, !dbg !4397
  ret ptr %24, !dbg !4400
}

declare !dbg !4401 hidden ptr @luaS_newudata(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local ptr @lua_getupvalue(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #4 !dbg !4404 {
    #dbg_value(ptr %0, !4408, !DIExpression(), !4418)
    #dbg_value(i32 %1, !4409, !DIExpression(), !4418)
    #dbg_value(i32 %2, !4410, !DIExpression(), !4418)
    #dbg_value(ptr null, !4412, !DIExpression(), !4418)
    #dbg_value(ptr %0, !845, !DIExpression(), !4419)
    #dbg_value(i32 %1, !850, !DIExpression(), !4419)
  %4 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !4421
  %5 = load ptr, ptr %4, align 8, !dbg !4421, !tbaa !540
    #dbg_value(ptr %5, !851, !DIExpression(), !4419)
  %6 = icmp sgt i32 %1, 0, !dbg !4422
  br i1 %6, label %7, label %18, !dbg !4423

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !dbg !4424, !tbaa !552
  %9 = zext nneg i32 %1 to i64, !dbg !4425
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9, !dbg !4425
    #dbg_value(ptr %10, !852, !DIExpression(), !4426)
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4427
  %12 = load ptr, ptr %11, align 8, !dbg !4428, !tbaa !552
  %13 = icmp ult ptr %10, %12, !dbg !4429
  br i1 %13, label %56, label %14, !dbg !4430

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4431
  %16 = load ptr, ptr %15, align 8, !dbg !4431, !tbaa !619
  %17 = getelementptr inbounds i8, ptr %16, i64 80, !dbg !4432
  br label %56, !dbg !4433

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999, !dbg !4434
  br i1 %19, label %25, label %20, !dbg !4435

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4436
  %22 = load ptr, ptr %21, align 8, !dbg !4436, !tbaa !552
  %23 = sext i32 %1 to i64, !dbg !4436
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23, !dbg !4436
  br label %56, !dbg !4437

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000, !dbg !4438
  br i1 %26, label %27, label %31, !dbg !4439

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4440
  %29 = load ptr, ptr %28, align 8, !dbg !4440, !tbaa !619
  %30 = getelementptr inbounds i8, ptr %29, i64 64, !dbg !4441
  br label %56, !dbg !4442

31:                                               ; preds = %25
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !4419)
  %32 = load ptr, ptr %5, align 8, !dbg !4443, !tbaa !552
  %33 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !4443
  %34 = load i8, ptr %33, align 8, !dbg !4443, !tbaa !552
  %35 = icmp eq i8 %34, 102, !dbg !4443
  br i1 %35, label %36, label %52, !dbg !4444

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1, !dbg !4445
    #dbg_value(i32 %37, !850, !DIExpression(), !4419)
  %38 = load ptr, ptr %32, align 8, !dbg !4446, !tbaa !552
    #dbg_value(ptr %38, !855, !DIExpression(), !4447)
  %39 = getelementptr inbounds i8, ptr %38, i64 10, !dbg !4448
  %40 = load i8, ptr %39, align 2, !dbg !4448, !tbaa !894
  %41 = zext i8 %40 to i32, !dbg !4449
  %42 = icmp ugt i32 %37, %41, !dbg !4450
  br i1 %42, label %48, label %43, !dbg !4451

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32, !dbg !4452
  %45 = sub nuw nsw i32 -1001001, %1, !dbg !4453
  %46 = zext nneg i32 %45 to i64, !dbg !4454
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46, !dbg !4454
  br label %56, !dbg !4451

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4455
  %50 = load ptr, ptr %49, align 8, !dbg !4455, !tbaa !619
  %51 = getelementptr inbounds i8, ptr %50, i64 80, !dbg !4456
  br label %56, !dbg !4451

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4457
  %54 = load ptr, ptr %53, align 8, !dbg !4457, !tbaa !619
  %55 = getelementptr inbounds i8, ptr %54, i64 80, !dbg !4458
  br label %56, !dbg !4459

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ], !dbg !4460
    #dbg_value(ptr %57, !4461, !DIExpression(), !4478)
    #dbg_value(i32 %2, !4467, !DIExpression(), !4478)
    #dbg_value(ptr undef, !4468, !DIExpression(), !4478)
    #dbg_value(ptr null, !4469, !DIExpression(), !4478)
  %58 = getelementptr inbounds i8, ptr %57, i64 8, !dbg !4480
  %59 = load i8, ptr %58, align 8, !dbg !4480, !tbaa !602
  %60 = and i8 %59, 63, !dbg !4480
  switch i8 %60, label %105 [
    i8 38, label %61
    i8 6, label %72
  ], !dbg !4481

61:                                               ; preds = %56
  %62 = load ptr, ptr %57, align 8, !dbg !4482, !tbaa !552
    #dbg_value(ptr %62, !4470, !DIExpression(), !4483)
  %63 = add i32 %2, -1, !dbg !4484
  %64 = getelementptr inbounds i8, ptr %62, i64 10, !dbg !4486
  %65 = load i8, ptr %64, align 2, !dbg !4486, !tbaa !894
  %66 = zext i8 %65 to i32, !dbg !4486
  %67 = icmp ult i32 %63, %66, !dbg !4487
  br i1 %67, label %68, label %105, !dbg !4488

68:                                               ; preds = %61
  %69 = getelementptr inbounds i8, ptr %62, i64 32, !dbg !4489
  %70 = zext nneg i32 %63 to i64, !dbg !4490
  %71 = getelementptr inbounds [1 x %struct.TValue], ptr %69, i64 0, i64 %70, !dbg !4490
    #dbg_value(ptr %71, !4412, !DIExpression(), !4418)
  br label %94

72:                                               ; preds = %56
  %73 = load ptr, ptr %57, align 8, !dbg !4491, !tbaa !552
    #dbg_value(ptr %73, !4473, !DIExpression(), !4492)
  %74 = getelementptr inbounds i8, ptr %73, i64 24, !dbg !4493
  %75 = load ptr, ptr %74, align 8, !dbg !4493, !tbaa !4494
    #dbg_value(ptr %75, !4476, !DIExpression(), !4492)
  %76 = add i32 %2, -1, !dbg !4495
  %77 = getelementptr inbounds i8, ptr %75, i64 16, !dbg !4497
  %78 = load i32, ptr %77, align 8, !dbg !4497, !tbaa !4498
  %79 = icmp ult i32 %76, %78, !dbg !4500
  br i1 %79, label %80, label %105, !dbg !4501

80:                                               ; preds = %72
  %81 = getelementptr inbounds i8, ptr %73, i64 32, !dbg !4502
  %82 = sext i32 %76 to i64, !dbg !4503
  %83 = getelementptr inbounds [1 x ptr], ptr %81, i64 0, i64 %82, !dbg !4503
  %84 = load ptr, ptr %83, align 8, !dbg !4503, !tbaa !1074
  %85 = getelementptr inbounds i8, ptr %84, i64 16, !dbg !4504
  %86 = load ptr, ptr %85, align 8, !dbg !4505, !tbaa !552
    #dbg_value(ptr %86, !4412, !DIExpression(), !4418)
  %87 = getelementptr inbounds i8, ptr %75, i64 80, !dbg !4506
  %88 = load ptr, ptr %87, align 8, !dbg !4506, !tbaa !4507
  %89 = getelementptr inbounds %struct.Upvaldesc, ptr %88, i64 %82, !dbg !4508
  %90 = load ptr, ptr %89, align 8, !dbg !4509, !tbaa !4510
    #dbg_value(ptr %90, !4475, !DIExpression(), !4492)
  %91 = icmp eq ptr %90, null, !dbg !4512
  %92 = getelementptr inbounds i8, ptr %90, i64 24, !dbg !4513
  %93 = select i1 %91, ptr @.str.2, ptr %92, !dbg !4513
  br label %94, !dbg !4514

94:                                               ; preds = %80, %68
  %95 = phi ptr [ %86, %80 ], [ %71, %68 ], !dbg !4418
  %96 = phi ptr [ %93, %80 ], [ @.str, %68 ], !dbg !4515
    #dbg_value(ptr %95, !4412, !DIExpression(), !4418)
    #dbg_value(ptr %96, !4411, !DIExpression(), !4418)
  %97 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4516
  %98 = load ptr, ptr %97, align 8, !dbg !4516, !tbaa !552
    #dbg_value(ptr %98, !4413, !DIExpression(), !4517)
    #dbg_value(ptr %95, !4417, !DIExpression(), !4517)
  %99 = load i64, ptr %95, align 8, !dbg !4516, !tbaa !552
  store i64 %99, ptr %98, align 8, !dbg !4516, !tbaa !552
  %100 = getelementptr inbounds i8, ptr %95, i64 8, !dbg !4516
  %101 = load i8, ptr %100, align 8, !dbg !4516, !tbaa !602
  %102 = getelementptr inbounds i8, ptr %98, i64 8, !dbg !4516
  store i8 %101, ptr %102, align 8, !dbg !4516, !tbaa !602
  %103 = load ptr, ptr %97, align 8, !dbg !4518, !tbaa !552
  %104 = getelementptr inbounds i8, ptr %103, i64 16, !dbg !4518
  store ptr %104, ptr %97, align 8, !dbg !4518, !tbaa !552
  br label %105, !dbg !4520

105:                                              ; preds = %56, %72, %61, %94
  %106 = phi ptr [ %96, %94 ], [ null, %61 ], [ null, %72 ], [ null, %56 ]
  ret ptr %106, !dbg !4521
}

; Function Attrs: nounwind uwtable
define dso_local ptr @lua_setupvalue(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !4522 {
    #dbg_value(ptr %0, !4524, !DIExpression(), !4536)
    #dbg_value(i32 %1, !4525, !DIExpression(), !4536)
    #dbg_value(i32 %2, !4526, !DIExpression(), !4536)
    #dbg_value(ptr null, !4528, !DIExpression(), !4536)
    #dbg_value(ptr null, !4529, !DIExpression(), !4536)
    #dbg_value(ptr %0, !845, !DIExpression(), !4537)
    #dbg_value(i32 %1, !850, !DIExpression(), !4537)
  %4 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !4539
  %5 = load ptr, ptr %4, align 8, !dbg !4539, !tbaa !540
    #dbg_value(ptr %5, !851, !DIExpression(), !4537)
  %6 = icmp sgt i32 %1, 0, !dbg !4540
  br i1 %6, label %7, label %18, !dbg !4541

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !dbg !4542, !tbaa !552
  %9 = zext nneg i32 %1 to i64, !dbg !4543
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9, !dbg !4543
    #dbg_value(ptr %10, !852, !DIExpression(), !4544)
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4545
  %12 = load ptr, ptr %11, align 8, !dbg !4546, !tbaa !552
  %13 = icmp ult ptr %10, %12, !dbg !4547
  br i1 %13, label %56, label %14, !dbg !4548

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4549
  %16 = load ptr, ptr %15, align 8, !dbg !4549, !tbaa !619
  %17 = getelementptr inbounds i8, ptr %16, i64 80, !dbg !4550
  br label %56, !dbg !4551

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999, !dbg !4552
  br i1 %19, label %25, label %20, !dbg !4553

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4554
  %22 = load ptr, ptr %21, align 8, !dbg !4554, !tbaa !552
  %23 = sext i32 %1 to i64, !dbg !4554
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23, !dbg !4554
  br label %56, !dbg !4555

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000, !dbg !4556
  br i1 %26, label %27, label %31, !dbg !4557

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4558
  %29 = load ptr, ptr %28, align 8, !dbg !4558, !tbaa !619
  %30 = getelementptr inbounds i8, ptr %29, i64 64, !dbg !4559
  br label %56, !dbg !4560

31:                                               ; preds = %25
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !4537)
  %32 = load ptr, ptr %5, align 8, !dbg !4561, !tbaa !552
  %33 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !4561
  %34 = load i8, ptr %33, align 8, !dbg !4561, !tbaa !552
  %35 = icmp eq i8 %34, 102, !dbg !4561
  br i1 %35, label %36, label %52, !dbg !4562

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1, !dbg !4563
    #dbg_value(i32 %37, !850, !DIExpression(), !4537)
  %38 = load ptr, ptr %32, align 8, !dbg !4564, !tbaa !552
    #dbg_value(ptr %38, !855, !DIExpression(), !4565)
  %39 = getelementptr inbounds i8, ptr %38, i64 10, !dbg !4566
  %40 = load i8, ptr %39, align 2, !dbg !4566, !tbaa !894
  %41 = zext i8 %40 to i32, !dbg !4567
  %42 = icmp ugt i32 %37, %41, !dbg !4568
  br i1 %42, label %48, label %43, !dbg !4569

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32, !dbg !4570
  %45 = sub nuw nsw i32 -1001001, %1, !dbg !4571
  %46 = zext nneg i32 %45 to i64, !dbg !4572
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46, !dbg !4572
  br label %56, !dbg !4569

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4573
  %50 = load ptr, ptr %49, align 8, !dbg !4573, !tbaa !619
  %51 = getelementptr inbounds i8, ptr %50, i64 80, !dbg !4574
  br label %56, !dbg !4569

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4575
  %54 = load ptr, ptr %53, align 8, !dbg !4575, !tbaa !619
  %55 = getelementptr inbounds i8, ptr %54, i64 80, !dbg !4576
  br label %56, !dbg !4577

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ], !dbg !4578
    #dbg_value(ptr %57, !4530, !DIExpression(), !4536)
    #dbg_value(ptr %57, !4461, !DIExpression(), !4579)
    #dbg_value(i32 %2, !4467, !DIExpression(), !4579)
    #dbg_value(ptr undef, !4468, !DIExpression(), !4579)
    #dbg_value(ptr undef, !4469, !DIExpression(), !4579)
  %58 = getelementptr inbounds i8, ptr %57, i64 8, !dbg !4581
  %59 = load i8, ptr %58, align 8, !dbg !4581, !tbaa !602
  %60 = and i8 %59, 63, !dbg !4581
  switch i8 %60, label %119 [
    i8 38, label %61
    i8 6, label %72
  ], !dbg !4582

61:                                               ; preds = %56
  %62 = load ptr, ptr %57, align 8, !dbg !4583, !tbaa !552
    #dbg_value(ptr %62, !4470, !DIExpression(), !4584)
  %63 = add i32 %2, -1, !dbg !4585
  %64 = getelementptr inbounds i8, ptr %62, i64 10, !dbg !4586
  %65 = load i8, ptr %64, align 2, !dbg !4586, !tbaa !894
  %66 = zext i8 %65 to i32, !dbg !4586
  %67 = icmp ult i32 %63, %66, !dbg !4587
  br i1 %67, label %68, label %119, !dbg !4588

68:                                               ; preds = %61
  %69 = getelementptr inbounds i8, ptr %62, i64 32, !dbg !4589
  %70 = zext nneg i32 %63 to i64, !dbg !4590
  %71 = getelementptr inbounds [1 x %struct.TValue], ptr %69, i64 0, i64 %70, !dbg !4590
    #dbg_value(ptr %71, !4528, !DIExpression(), !4536)
    #dbg_value(ptr %62, !4529, !DIExpression(), !4536)
  br label %94, !dbg !4591

72:                                               ; preds = %56
  %73 = load ptr, ptr %57, align 8, !dbg !4593, !tbaa !552
    #dbg_value(ptr %73, !4473, !DIExpression(), !4594)
  %74 = getelementptr inbounds i8, ptr %73, i64 24, !dbg !4595
  %75 = load ptr, ptr %74, align 8, !dbg !4595, !tbaa !4494
    #dbg_value(ptr %75, !4476, !DIExpression(), !4594)
  %76 = add i32 %2, -1, !dbg !4596
  %77 = getelementptr inbounds i8, ptr %75, i64 16, !dbg !4597
  %78 = load i32, ptr %77, align 8, !dbg !4597, !tbaa !4498
  %79 = icmp ult i32 %76, %78, !dbg !4598
  br i1 %79, label %80, label %119, !dbg !4599

80:                                               ; preds = %72
  %81 = getelementptr inbounds i8, ptr %73, i64 32, !dbg !4600
  %82 = sext i32 %76 to i64, !dbg !4601
  %83 = getelementptr inbounds [1 x ptr], ptr %81, i64 0, i64 %82, !dbg !4601
  %84 = load ptr, ptr %83, align 8, !dbg !4601, !tbaa !1074
  %85 = getelementptr inbounds i8, ptr %84, i64 16, !dbg !4602
  %86 = load ptr, ptr %85, align 8, !dbg !4603, !tbaa !552
    #dbg_value(ptr %86, !4528, !DIExpression(), !4536)
    #dbg_value(ptr %84, !4529, !DIExpression(), !4536)
  %87 = getelementptr inbounds i8, ptr %75, i64 80, !dbg !4604
  %88 = load ptr, ptr %87, align 8, !dbg !4604, !tbaa !4507
  %89 = getelementptr inbounds %struct.Upvaldesc, ptr %88, i64 %82, !dbg !4605
  %90 = load ptr, ptr %89, align 8, !dbg !4606, !tbaa !4510
    #dbg_value(ptr %90, !4475, !DIExpression(), !4594)
  %91 = icmp eq ptr %90, null, !dbg !4607
  %92 = getelementptr inbounds i8, ptr %90, i64 24, !dbg !4608
  %93 = select i1 %91, ptr @.str.2, ptr %92, !dbg !4608
  br label %94, !dbg !4609

94:                                               ; preds = %80, %68
  %95 = phi ptr [ %86, %80 ], [ %71, %68 ], !dbg !4536
  %96 = phi ptr [ %84, %80 ], [ %62, %68 ], !dbg !4536
  %97 = phi ptr [ %93, %80 ], [ @.str, %68 ], !dbg !4610
    #dbg_value(ptr %96, !4529, !DIExpression(), !4536)
    #dbg_value(ptr %95, !4528, !DIExpression(), !4536)
    #dbg_value(ptr %97, !4527, !DIExpression(), !4536)
  %98 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4611
  %99 = load ptr, ptr %98, align 8, !dbg !4612, !tbaa !552
  %100 = getelementptr inbounds i8, ptr %99, i64 -16, !dbg !4612
  store ptr %100, ptr %98, align 8, !dbg !4612, !tbaa !552
    #dbg_value(ptr %95, !4531, !DIExpression(), !4613)
    #dbg_value(ptr %100, !4535, !DIExpression(), !4613)
  %101 = load i64, ptr %100, align 8, !dbg !4614, !tbaa !552
  store i64 %101, ptr %95, align 8, !dbg !4614, !tbaa !552
  %102 = getelementptr inbounds i8, ptr %99, i64 -8, !dbg !4614
  %103 = load i8, ptr %102, align 8, !dbg !4614, !tbaa !602
  %104 = getelementptr inbounds i8, ptr %95, i64 8, !dbg !4614
  store i8 %103, ptr %104, align 8, !dbg !4614, !tbaa !602
  %105 = and i8 %103, 64, !dbg !4615
  %106 = icmp eq i8 %105, 0, !dbg !4615
  %107 = inttoptr i64 %101 to ptr, !dbg !4615
  br i1 %106, label %119, label %108, !dbg !4615

108:                                              ; preds = %94
  %109 = getelementptr inbounds i8, ptr %96, i64 9, !dbg !4615
  %110 = load i8, ptr %109, align 1, !dbg !4615, !tbaa !955
  %111 = and i8 %110, 32, !dbg !4615
  %112 = icmp eq i8 %111, 0, !dbg !4615
  br i1 %112, label %119, label %113, !dbg !4615

113:                                              ; preds = %108
  %114 = getelementptr inbounds i8, ptr %107, i64 9, !dbg !4615
  %115 = load i8, ptr %114, align 1, !dbg !4615, !tbaa !955
  %116 = and i8 %115, 24, !dbg !4615
  %117 = icmp eq i8 %116, 0, !dbg !4615
  br i1 %117, label %119, label %118, !dbg !4615

118:                                              ; preds = %113
  tail call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %96, ptr noundef nonnull %107) #13, !dbg !4615
  br label %119, !dbg !4615

119:                                              ; preds = %56, %72, %61, %108, %113, %118, %94
  %120 = phi ptr [ %97, %108 ], [ %97, %113 ], [ %97, %118 ], [ %97, %94 ], [ null, %61 ], [ null, %72 ], [ null, %56 ]
  ret ptr %120, !dbg !4616
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local ptr @lua_upvalueid(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !dbg !4617 {
    #dbg_value(ptr %0, !4621, !DIExpression(), !4628)
    #dbg_value(i32 %1, !4622, !DIExpression(), !4628)
    #dbg_value(i32 %2, !4623, !DIExpression(), !4628)
    #dbg_value(ptr %0, !845, !DIExpression(), !4629)
    #dbg_value(i32 %1, !850, !DIExpression(), !4629)
  %4 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !4631
  %5 = load ptr, ptr %4, align 8, !dbg !4631, !tbaa !540
    #dbg_value(ptr %5, !851, !DIExpression(), !4629)
  %6 = icmp sgt i32 %1, 0, !dbg !4632
  br i1 %6, label %7, label %18, !dbg !4633

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !dbg !4634, !tbaa !552
  %9 = zext nneg i32 %1 to i64, !dbg !4635
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9, !dbg !4635
    #dbg_value(ptr %10, !852, !DIExpression(), !4636)
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4637
  %12 = load ptr, ptr %11, align 8, !dbg !4638, !tbaa !552
  %13 = icmp ult ptr %10, %12, !dbg !4639
  br i1 %13, label %56, label %14, !dbg !4640

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4641
  %16 = load ptr, ptr %15, align 8, !dbg !4641, !tbaa !619
  %17 = getelementptr inbounds i8, ptr %16, i64 80, !dbg !4642
  br label %56, !dbg !4643

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999, !dbg !4644
  br i1 %19, label %25, label %20, !dbg !4645

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4646
  %22 = load ptr, ptr %21, align 8, !dbg !4646, !tbaa !552
  %23 = sext i32 %1 to i64, !dbg !4646
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23, !dbg !4646
  br label %56, !dbg !4647

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000, !dbg !4648
  br i1 %26, label %27, label %31, !dbg !4649

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4650
  %29 = load ptr, ptr %28, align 8, !dbg !4650, !tbaa !619
  %30 = getelementptr inbounds i8, ptr %29, i64 64, !dbg !4651
  br label %56, !dbg !4652

31:                                               ; preds = %25
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !4629)
  %32 = load ptr, ptr %5, align 8, !dbg !4653, !tbaa !552
  %33 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !4653
  %34 = load i8, ptr %33, align 8, !dbg !4653, !tbaa !552
  %35 = icmp eq i8 %34, 102, !dbg !4653
  br i1 %35, label %36, label %52, !dbg !4654

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1, !dbg !4655
    #dbg_value(i32 %37, !850, !DIExpression(), !4629)
  %38 = load ptr, ptr %32, align 8, !dbg !4656, !tbaa !552
    #dbg_value(ptr %38, !855, !DIExpression(), !4657)
  %39 = getelementptr inbounds i8, ptr %38, i64 10, !dbg !4658
  %40 = load i8, ptr %39, align 2, !dbg !4658, !tbaa !894
  %41 = zext i8 %40 to i32, !dbg !4659
  %42 = icmp ugt i32 %37, %41, !dbg !4660
  br i1 %42, label %48, label %43, !dbg !4661

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32, !dbg !4662
  %45 = sub nuw nsw i32 -1001001, %1, !dbg !4663
  %46 = zext nneg i32 %45 to i64, !dbg !4664
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46, !dbg !4664
  br label %56, !dbg !4661

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4665
  %50 = load ptr, ptr %49, align 8, !dbg !4665, !tbaa !619
  %51 = getelementptr inbounds i8, ptr %50, i64 80, !dbg !4666
  br label %56, !dbg !4661

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4667
  %54 = load ptr, ptr %53, align 8, !dbg !4667, !tbaa !619
  %55 = getelementptr inbounds i8, ptr %54, i64 80, !dbg !4668
  br label %56, !dbg !4669

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ], !dbg !4670
    #dbg_value(ptr %57, !4624, !DIExpression(), !4628)
  %58 = getelementptr inbounds i8, ptr %57, i64 8, !dbg !4671
  %59 = load i8, ptr %58, align 8, !dbg !4671, !tbaa !602
  %60 = and i8 %59, 63, !dbg !4671
  switch i8 %60, label %142 [
    i8 6, label %61
    i8 38, label %129
  ], !dbg !4672

61:                                               ; preds = %56
    #dbg_value(ptr %0, !510, !DIExpression(), !4673)
    #dbg_value(i32 %1, !511, !DIExpression(), !4673)
    #dbg_value(i32 %2, !512, !DIExpression(), !4673)
    #dbg_value(ptr null, !513, !DIExpression(), !4673)
    #dbg_value(ptr %0, !845, !DIExpression(), !4676)
    #dbg_value(i32 %1, !850, !DIExpression(), !4676)
    #dbg_value(ptr %5, !851, !DIExpression(), !4676)
  br i1 %6, label %62, label %73, !dbg !4678

62:                                               ; preds = %61
  %63 = load ptr, ptr %5, align 8, !dbg !4679, !tbaa !552
  %64 = zext nneg i32 %1 to i64, !dbg !4680
  %65 = getelementptr inbounds %union.StackValue, ptr %63, i64 %64, !dbg !4680
    #dbg_value(ptr %65, !852, !DIExpression(), !4681)
  %66 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4682
  %67 = load ptr, ptr %66, align 8, !dbg !4683, !tbaa !552
  %68 = icmp ult ptr %65, %67, !dbg !4684
  br i1 %68, label %111, label %69, !dbg !4685

69:                                               ; preds = %62
  %70 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4686
  %71 = load ptr, ptr %70, align 8, !dbg !4686, !tbaa !619
  %72 = getelementptr inbounds i8, ptr %71, i64 80, !dbg !4687
  br label %111, !dbg !4688

73:                                               ; preds = %61
  %74 = icmp slt i32 %1, -1000999, !dbg !4689
  br i1 %74, label %80, label %75, !dbg !4690

75:                                               ; preds = %73
  %76 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4691
  %77 = load ptr, ptr %76, align 8, !dbg !4691, !tbaa !552
  %78 = sext i32 %1 to i64, !dbg !4691
  %79 = getelementptr inbounds %union.StackValue, ptr %77, i64 %78, !dbg !4691
  br label %111, !dbg !4692

80:                                               ; preds = %73
  %81 = icmp eq i32 %1, -1001000, !dbg !4693
  br i1 %81, label %82, label %86, !dbg !4694

82:                                               ; preds = %80
  %83 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4695
  %84 = load ptr, ptr %83, align 8, !dbg !4695, !tbaa !619
  %85 = getelementptr inbounds i8, ptr %84, i64 64, !dbg !4696
  br label %111, !dbg !4697

86:                                               ; preds = %80
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !4676)
  %87 = load ptr, ptr %5, align 8, !dbg !4698, !tbaa !552
  %88 = getelementptr inbounds i8, ptr %87, i64 8, !dbg !4698
  %89 = load i8, ptr %88, align 8, !dbg !4698, !tbaa !552
  %90 = icmp eq i8 %89, 102, !dbg !4698
  br i1 %90, label %91, label %107, !dbg !4699

91:                                               ; preds = %86
  %92 = sub nuw nsw i32 -1001000, %1, !dbg !4700
    #dbg_value(i32 %92, !850, !DIExpression(), !4676)
  %93 = load ptr, ptr %87, align 8, !dbg !4701, !tbaa !552
    #dbg_value(ptr %93, !855, !DIExpression(), !4702)
  %94 = getelementptr inbounds i8, ptr %93, i64 10, !dbg !4703
  %95 = load i8, ptr %94, align 2, !dbg !4703, !tbaa !894
  %96 = zext i8 %95 to i32, !dbg !4704
  %97 = icmp ugt i32 %92, %96, !dbg !4705
  br i1 %97, label %103, label %98, !dbg !4706

98:                                               ; preds = %91
  %99 = getelementptr inbounds i8, ptr %93, i64 32, !dbg !4707
  %100 = sub nuw nsw i32 -1001001, %1, !dbg !4708
  %101 = zext nneg i32 %100 to i64, !dbg !4709
  %102 = getelementptr inbounds [1 x %struct.TValue], ptr %99, i64 0, i64 %101, !dbg !4709
  br label %111, !dbg !4706

103:                                              ; preds = %91
  %104 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4710
  %105 = load ptr, ptr %104, align 8, !dbg !4710, !tbaa !619
  %106 = getelementptr inbounds i8, ptr %105, i64 80, !dbg !4711
  br label %111, !dbg !4706

107:                                              ; preds = %86
  %108 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4712
  %109 = load ptr, ptr %108, align 8, !dbg !4712, !tbaa !619
  %110 = getelementptr inbounds i8, ptr %109, i64 80, !dbg !4713
  br label %111, !dbg !4714

111:                                              ; preds = %107, %103, %98, %82, %75, %69, %62
  %112 = phi ptr [ %85, %82 ], [ %110, %107 ], [ %79, %75 ], [ %72, %69 ], [ %65, %62 ], [ %102, %98 ], [ %106, %103 ], !dbg !4715
    #dbg_value(ptr %112, !515, !DIExpression(), !4673)
  %113 = load ptr, ptr %112, align 8, !dbg !4716, !tbaa !552
    #dbg_value(ptr %113, !514, !DIExpression(), !4673)
  %114 = icmp sgt i32 %2, 0, !dbg !4717
  br i1 %114, label %115, label %126, !dbg !4719

115:                                              ; preds = %111
  %116 = getelementptr inbounds i8, ptr %113, i64 24, !dbg !4720
  %117 = load ptr, ptr %116, align 8, !dbg !4720, !tbaa !4494
  %118 = getelementptr inbounds i8, ptr %117, i64 16, !dbg !4721
  %119 = load i32, ptr %118, align 8, !dbg !4721, !tbaa !4498
  %120 = icmp slt i32 %119, %2, !dbg !4722
  br i1 %120, label %126, label %121, !dbg !4723

121:                                              ; preds = %115
  %122 = getelementptr inbounds i8, ptr %113, i64 32, !dbg !4724
  %123 = add nsw i32 %2, -1, !dbg !4725
  %124 = zext nneg i32 %123 to i64, !dbg !4726
  %125 = getelementptr inbounds [1 x ptr], ptr %122, i64 0, i64 %124, !dbg !4726
  br label %126, !dbg !4727

126:                                              ; preds = %111, %115, %121
  %127 = phi ptr [ %125, %121 ], [ @getupvalref.nullup, %115 ], [ @getupvalref.nullup, %111 ], !dbg !4728
  %128 = load ptr, ptr %127, align 8, !dbg !4729, !tbaa !1074
  br label %142, !dbg !4730

129:                                              ; preds = %56
  %130 = load ptr, ptr %57, align 8, !dbg !4731, !tbaa !552
    #dbg_value(ptr %130, !4625, !DIExpression(), !4732)
  %131 = icmp sgt i32 %2, 0, !dbg !4733
  br i1 %131, label %132, label %142, !dbg !4735

132:                                              ; preds = %129
  %133 = getelementptr inbounds i8, ptr %130, i64 10, !dbg !4736
  %134 = load i8, ptr %133, align 2, !dbg !4736, !tbaa !894
  %135 = zext i8 %134 to i32, !dbg !4737
  %136 = icmp ult i32 %135, %2, !dbg !4738
  br i1 %136, label %142, label %137, !dbg !4739

137:                                              ; preds = %132
  %138 = getelementptr inbounds i8, ptr %130, i64 32, !dbg !4740
  %139 = add nsw i32 %2, -1, !dbg !4741
  %140 = zext nneg i32 %139 to i64, !dbg !4742
  %141 = getelementptr inbounds [1 x %struct.TValue], ptr %138, i64 0, i64 %140, !dbg !4742
  br label %142

142:                                              ; preds = %129, %132, %137, %56, %126
  %143 = phi ptr [ %141, %137 ], [ %128, %126 ], [ null, %56 ], [ null, %132 ], [ null, %129 ], !dbg !4743
  ret ptr %143, !dbg !4744
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_upvaluejoin(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !4745 {
    #dbg_value(ptr %0, !4749, !DIExpression(), !4757)
    #dbg_value(i32 %1, !4750, !DIExpression(), !4757)
    #dbg_value(i32 %2, !4751, !DIExpression(), !4757)
    #dbg_value(i32 %3, !4752, !DIExpression(), !4757)
    #dbg_value(i32 %4, !4753, !DIExpression(), !4757)
    #dbg_value(ptr %0, !510, !DIExpression(), !4758)
    #dbg_value(i32 %1, !511, !DIExpression(), !4758)
    #dbg_value(i32 %2, !512, !DIExpression(), !4758)
    #dbg_value(ptr undef, !513, !DIExpression(), !4758)
    #dbg_value(ptr %0, !845, !DIExpression(), !4760)
    #dbg_value(i32 %1, !850, !DIExpression(), !4760)
  %6 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !4762
  %7 = load ptr, ptr %6, align 8, !dbg !4762, !tbaa !540
    #dbg_value(ptr %7, !851, !DIExpression(), !4760)
  %8 = icmp sgt i32 %1, 0, !dbg !4763
  br i1 %8, label %9, label %20, !dbg !4764

9:                                                ; preds = %5
  %10 = load ptr, ptr %7, align 8, !dbg !4765, !tbaa !552
  %11 = zext nneg i32 %1 to i64, !dbg !4766
  %12 = getelementptr inbounds %union.StackValue, ptr %10, i64 %11, !dbg !4766
    #dbg_value(ptr %12, !852, !DIExpression(), !4767)
  %13 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4768
  %14 = load ptr, ptr %13, align 8, !dbg !4769, !tbaa !552
  %15 = icmp ult ptr %12, %14, !dbg !4770
  br i1 %15, label %58, label %16, !dbg !4771

16:                                               ; preds = %9
  %17 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4772
  %18 = load ptr, ptr %17, align 8, !dbg !4772, !tbaa !619
  %19 = getelementptr inbounds i8, ptr %18, i64 80, !dbg !4773
  br label %58, !dbg !4774

20:                                               ; preds = %5
  %21 = icmp slt i32 %1, -1000999, !dbg !4775
  br i1 %21, label %27, label %22, !dbg !4776

22:                                               ; preds = %20
  %23 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4777
  %24 = load ptr, ptr %23, align 8, !dbg !4777, !tbaa !552
  %25 = sext i32 %1 to i64, !dbg !4777
  %26 = getelementptr inbounds %union.StackValue, ptr %24, i64 %25, !dbg !4777
  br label %58, !dbg !4778

27:                                               ; preds = %20
  %28 = icmp eq i32 %1, -1001000, !dbg !4779
  br i1 %28, label %29, label %33, !dbg !4780

29:                                               ; preds = %27
  %30 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4781
  %31 = load ptr, ptr %30, align 8, !dbg !4781, !tbaa !619
  %32 = getelementptr inbounds i8, ptr %31, i64 64, !dbg !4782
  br label %58, !dbg !4783

33:                                               ; preds = %27
    #dbg_value(!DIArgList(i32 -1001000, i32 %1), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !4760)
  %34 = load ptr, ptr %7, align 8, !dbg !4784, !tbaa !552
  %35 = getelementptr inbounds i8, ptr %34, i64 8, !dbg !4784
  %36 = load i8, ptr %35, align 8, !dbg !4784, !tbaa !552
  %37 = icmp eq i8 %36, 102, !dbg !4784
  br i1 %37, label %38, label %54, !dbg !4785

38:                                               ; preds = %33
  %39 = sub nuw nsw i32 -1001000, %1, !dbg !4786
    #dbg_value(i32 %39, !850, !DIExpression(), !4760)
  %40 = load ptr, ptr %34, align 8, !dbg !4787, !tbaa !552
    #dbg_value(ptr %40, !855, !DIExpression(), !4788)
  %41 = getelementptr inbounds i8, ptr %40, i64 10, !dbg !4789
  %42 = load i8, ptr %41, align 2, !dbg !4789, !tbaa !894
  %43 = zext i8 %42 to i32, !dbg !4790
  %44 = icmp ugt i32 %39, %43, !dbg !4791
  br i1 %44, label %50, label %45, !dbg !4792

45:                                               ; preds = %38
  %46 = getelementptr inbounds i8, ptr %40, i64 32, !dbg !4793
  %47 = sub nuw nsw i32 -1001001, %1, !dbg !4794
  %48 = zext nneg i32 %47 to i64, !dbg !4795
  %49 = getelementptr inbounds [1 x %struct.TValue], ptr %46, i64 0, i64 %48, !dbg !4795
  br label %58, !dbg !4792

50:                                               ; preds = %38
  %51 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4796
  %52 = load ptr, ptr %51, align 8, !dbg !4796, !tbaa !619
  %53 = getelementptr inbounds i8, ptr %52, i64 80, !dbg !4797
  br label %58, !dbg !4792

54:                                               ; preds = %33
  %55 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4798
  %56 = load ptr, ptr %55, align 8, !dbg !4798, !tbaa !619
  %57 = getelementptr inbounds i8, ptr %56, i64 80, !dbg !4799
  br label %58, !dbg !4800

58:                                               ; preds = %54, %50, %45, %29, %22, %16, %9
  %59 = phi ptr [ %32, %29 ], [ %57, %54 ], [ %26, %22 ], [ %19, %16 ], [ %12, %9 ], [ %49, %45 ], [ %53, %50 ], !dbg !4801
    #dbg_value(ptr %59, !515, !DIExpression(), !4758)
  %60 = load ptr, ptr %59, align 8, !dbg !4802, !tbaa !552
    #dbg_value(ptr %60, !514, !DIExpression(), !4758)
    #dbg_value(ptr %60, !4754, !DIExpression(), !4757)
  %61 = icmp sgt i32 %2, 0, !dbg !4803
  br i1 %61, label %62, label %73, !dbg !4804

62:                                               ; preds = %58
  %63 = getelementptr inbounds i8, ptr %60, i64 24, !dbg !4805
  %64 = load ptr, ptr %63, align 8, !dbg !4805, !tbaa !4494
  %65 = getelementptr inbounds i8, ptr %64, i64 16, !dbg !4806
  %66 = load i32, ptr %65, align 8, !dbg !4806, !tbaa !4498
  %67 = icmp slt i32 %66, %2, !dbg !4807
  br i1 %67, label %73, label %68, !dbg !4808

68:                                               ; preds = %62
  %69 = getelementptr inbounds i8, ptr %60, i64 32, !dbg !4809
  %70 = add nsw i32 %2, -1, !dbg !4810
  %71 = zext nneg i32 %70 to i64, !dbg !4811
  %72 = getelementptr inbounds [1 x ptr], ptr %69, i64 0, i64 %71, !dbg !4811
  br label %73, !dbg !4812

73:                                               ; preds = %58, %62, %68
  %74 = phi ptr [ %72, %68 ], [ @getupvalref.nullup, %62 ], [ @getupvalref.nullup, %58 ], !dbg !4813
    #dbg_value(ptr %74, !4755, !DIExpression(), !4757)
    #dbg_value(ptr %0, !510, !DIExpression(), !4814)
    #dbg_value(i32 %3, !511, !DIExpression(), !4814)
    #dbg_value(i32 %4, !512, !DIExpression(), !4814)
    #dbg_value(ptr null, !513, !DIExpression(), !4814)
    #dbg_value(ptr %0, !845, !DIExpression(), !4816)
    #dbg_value(i32 %3, !850, !DIExpression(), !4816)
    #dbg_value(ptr %7, !851, !DIExpression(), !4816)
  %75 = icmp sgt i32 %3, 0, !dbg !4818
  br i1 %75, label %76, label %87, !dbg !4819

76:                                               ; preds = %73
  %77 = load ptr, ptr %7, align 8, !dbg !4820, !tbaa !552
  %78 = zext nneg i32 %3 to i64, !dbg !4821
  %79 = getelementptr inbounds %union.StackValue, ptr %77, i64 %78, !dbg !4821
    #dbg_value(ptr %79, !852, !DIExpression(), !4822)
  %80 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4823
  %81 = load ptr, ptr %80, align 8, !dbg !4824, !tbaa !552
  %82 = icmp ult ptr %79, %81, !dbg !4825
  br i1 %82, label %125, label %83, !dbg !4826

83:                                               ; preds = %76
  %84 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4827
  %85 = load ptr, ptr %84, align 8, !dbg !4827, !tbaa !619
  %86 = getelementptr inbounds i8, ptr %85, i64 80, !dbg !4828
  br label %125, !dbg !4829

87:                                               ; preds = %73
  %88 = icmp slt i32 %3, -1000999, !dbg !4830
  br i1 %88, label %94, label %89, !dbg !4831

89:                                               ; preds = %87
  %90 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4832
  %91 = load ptr, ptr %90, align 8, !dbg !4832, !tbaa !552
  %92 = sext i32 %3 to i64, !dbg !4832
  %93 = getelementptr inbounds %union.StackValue, ptr %91, i64 %92, !dbg !4832
  br label %125, !dbg !4833

94:                                               ; preds = %87
  %95 = icmp eq i32 %3, -1001000, !dbg !4834
  br i1 %95, label %96, label %100, !dbg !4835

96:                                               ; preds = %94
  %97 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4836
  %98 = load ptr, ptr %97, align 8, !dbg !4836, !tbaa !619
  %99 = getelementptr inbounds i8, ptr %98, i64 64, !dbg !4837
  br label %125, !dbg !4838

100:                                              ; preds = %94
    #dbg_value(!DIArgList(i32 -1001000, i32 %3), !850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !4816)
  %101 = load ptr, ptr %7, align 8, !dbg !4839, !tbaa !552
  %102 = getelementptr inbounds i8, ptr %101, i64 8, !dbg !4839
  %103 = load i8, ptr %102, align 8, !dbg !4839, !tbaa !552
  %104 = icmp eq i8 %103, 102, !dbg !4839
  br i1 %104, label %105, label %121, !dbg !4840

105:                                              ; preds = %100
  %106 = sub nuw nsw i32 -1001000, %3, !dbg !4841
    #dbg_value(i32 %106, !850, !DIExpression(), !4816)
  %107 = load ptr, ptr %101, align 8, !dbg !4842, !tbaa !552
    #dbg_value(ptr %107, !855, !DIExpression(), !4843)
  %108 = getelementptr inbounds i8, ptr %107, i64 10, !dbg !4844
  %109 = load i8, ptr %108, align 2, !dbg !4844, !tbaa !894
  %110 = zext i8 %109 to i32, !dbg !4845
  %111 = icmp ugt i32 %106, %110, !dbg !4846
  br i1 %111, label %117, label %112, !dbg !4847

112:                                              ; preds = %105
  %113 = getelementptr inbounds i8, ptr %107, i64 32, !dbg !4848
  %114 = sub nuw nsw i32 -1001001, %3, !dbg !4849
  %115 = zext nneg i32 %114 to i64, !dbg !4850
  %116 = getelementptr inbounds [1 x %struct.TValue], ptr %113, i64 0, i64 %115, !dbg !4850
  br label %125, !dbg !4847

117:                                              ; preds = %105
  %118 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4851
  %119 = load ptr, ptr %118, align 8, !dbg !4851, !tbaa !619
  %120 = getelementptr inbounds i8, ptr %119, i64 80, !dbg !4852
  br label %125, !dbg !4847

121:                                              ; preds = %100
  %122 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4853
  %123 = load ptr, ptr %122, align 8, !dbg !4853, !tbaa !619
  %124 = getelementptr inbounds i8, ptr %123, i64 80, !dbg !4854
  br label %125, !dbg !4855

125:                                              ; preds = %121, %117, %112, %96, %89, %83, %76
  %126 = phi ptr [ %99, %96 ], [ %124, %121 ], [ %93, %89 ], [ %86, %83 ], [ %79, %76 ], [ %116, %112 ], [ %120, %117 ], !dbg !4856
    #dbg_value(ptr %126, !515, !DIExpression(), !4814)
  %127 = load ptr, ptr %126, align 8, !dbg !4857, !tbaa !552
    #dbg_value(ptr %127, !514, !DIExpression(), !4814)
  %128 = icmp sgt i32 %4, 0, !dbg !4858
  br i1 %128, label %129, label %140, !dbg !4859

129:                                              ; preds = %125
  %130 = getelementptr inbounds i8, ptr %127, i64 24, !dbg !4860
  %131 = load ptr, ptr %130, align 8, !dbg !4860, !tbaa !4494
  %132 = getelementptr inbounds i8, ptr %131, i64 16, !dbg !4861
  %133 = load i32, ptr %132, align 8, !dbg !4861, !tbaa !4498
  %134 = icmp slt i32 %133, %4, !dbg !4862
  br i1 %134, label %140, label %135, !dbg !4863

135:                                              ; preds = %129
  %136 = getelementptr inbounds i8, ptr %127, i64 32, !dbg !4864
  %137 = add nsw i32 %4, -1, !dbg !4865
  %138 = zext nneg i32 %137 to i64, !dbg !4866
  %139 = getelementptr inbounds [1 x ptr], ptr %136, i64 0, i64 %138, !dbg !4866
  br label %140, !dbg !4867

140:                                              ; preds = %125, %129, %135
  %141 = phi ptr [ %139, %135 ], [ @getupvalref.nullup, %129 ], [ @getupvalref.nullup, %125 ], !dbg !4868
    #dbg_value(ptr %141, !4756, !DIExpression(), !4757)
  %142 = load ptr, ptr %141, align 8, !dbg !4869, !tbaa !1074
  store ptr %142, ptr %74, align 8, !dbg !4870, !tbaa !1074
  %143 = getelementptr inbounds i8, ptr %60, i64 9, !dbg !4871
  %144 = load i8, ptr %143, align 1, !dbg !4871, !tbaa !4872
  %145 = and i8 %144, 32, !dbg !4871
  %146 = icmp eq i8 %145, 0, !dbg !4871
  br i1 %146, label %153, label %147, !dbg !4871

147:                                              ; preds = %140
  %148 = getelementptr inbounds i8, ptr %142, i64 9, !dbg !4871
  %149 = load i8, ptr %148, align 1, !dbg !4871, !tbaa !3901
  %150 = and i8 %149, 24, !dbg !4871
  %151 = icmp eq i8 %150, 0, !dbg !4871
  br i1 %151, label %153, label %152, !dbg !4871

152:                                              ; preds = %147
  tail call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %60, ptr noundef nonnull %142) #13, !dbg !4871
  br label %153, !dbg !4871

153:                                              ; preds = %140, %147, %152
  ret void, !dbg !4873
}

declare !dbg !4874 hidden ptr @luaH_getstr(ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !4877 hidden void @luaH_set(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!522, !523, !524, !525, !526, !527, !528}
!llvm.ident = !{!529}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lua_ident", scope: !2, file: !3, line: 35, type: !519, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !41, globals: !490, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/lua/lapi.c", directory: ".", checksumkind: CSK_MD5, checksum: "0892acc2ea339279dd24d40551c9aa06")
!4 = !{!5, !12}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 43, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "src/lua/lvm.h", directory: ".", checksumkind: CSK_MD5, checksum: "ffc0c083e9aa94c91dcb495c1d438023")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11}
!9 = !DIEnumerator(name: "F2Ieq", value: 0)
!10 = !DIEnumerator(name: "F2Ifloor", value: 1)
!11 = !DIEnumerator(name: "F2Iceil", value: 2)
!12 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !13, line: 18, baseType: !7, size: 32, elements: !14)
!13 = !DIFile(filename: "src/lua/ltm.h", directory: ".", checksumkind: CSK_MD5, checksum: "550ecc448a2b932870d8240a6cb7e444")
!14 = !{!15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40}
!15 = !DIEnumerator(name: "TM_INDEX", value: 0)
!16 = !DIEnumerator(name: "TM_NEWINDEX", value: 1)
!17 = !DIEnumerator(name: "TM_GC", value: 2)
!18 = !DIEnumerator(name: "TM_MODE", value: 3)
!19 = !DIEnumerator(name: "TM_LEN", value: 4)
!20 = !DIEnumerator(name: "TM_EQ", value: 5)
!21 = !DIEnumerator(name: "TM_ADD", value: 6)
!22 = !DIEnumerator(name: "TM_SUB", value: 7)
!23 = !DIEnumerator(name: "TM_MUL", value: 8)
!24 = !DIEnumerator(name: "TM_MOD", value: 9)
!25 = !DIEnumerator(name: "TM_POW", value: 10)
!26 = !DIEnumerator(name: "TM_DIV", value: 11)
!27 = !DIEnumerator(name: "TM_IDIV", value: 12)
!28 = !DIEnumerator(name: "TM_BAND", value: 13)
!29 = !DIEnumerator(name: "TM_BOR", value: 14)
!30 = !DIEnumerator(name: "TM_BXOR", value: 15)
!31 = !DIEnumerator(name: "TM_SHL", value: 16)
!32 = !DIEnumerator(name: "TM_SHR", value: 17)
!33 = !DIEnumerator(name: "TM_UNM", value: 18)
!34 = !DIEnumerator(name: "TM_BNOT", value: 19)
!35 = !DIEnumerator(name: "TM_LT", value: 20)
!36 = !DIEnumerator(name: "TM_LE", value: 21)
!37 = !DIEnumerator(name: "TM_CONCAT", value: 22)
!38 = !DIEnumerator(name: "TM_CALL", value: 23)
!39 = !DIEnumerator(name: "TM_CLOSE", value: 24)
!40 = !DIEnumerator(name: "TM_N", value: 25)
!41 = !{!42, !43, !112, !72, !481, !102, !7, !483, !165, !162, !484, !489}
!42 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!44 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "GCUnion", file: !45, line: 353, size: 1600, elements: !46)
!45 = !DIFile(filename: "src/lua/lstate.h", directory: ".", checksumkind: CSK_MD5, checksum: "edd1473ca499831d12a0476e1db0587d")
!46 = !{!47, !59, !82, !397, !477, !478, !479, !480}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !44, file: !45, line: 354, baseType: !48, size: 128)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "GCObject", file: !49, line: 294, baseType: !50)
!49 = !DIFile(filename: "src/lua/lobject.h", directory: ".", checksumkind: CSK_MD5, checksum: "aea49a507ea3586a933fcf888e0c1530")
!50 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "GCObject", file: !49, line: 292, size: 128, elements: !51)
!51 = !{!52, !54, !58}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !50, file: !49, line: 293, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !50, file: !49, line: 293, baseType: !55, size: 8, offset: 64)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_byte", file: !56, line: 36, baseType: !57)
!56 = !DIFile(filename: "src/lua/llimits.h", directory: ".", checksumkind: CSK_MD5, checksum: "f70379667ce169a2840c3c885517102a")
!57 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !50, file: !49, line: 293, baseType: !55, size: 8, offset: 72)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "ts", scope: !44, file: !45, line: 355, baseType: !60, size: 256)
!60 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TString", file: !49, line: 386, size: 256, elements: !61)
!61 = !{!62, !63, !64, !65, !66, !67, !68, !77}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !60, file: !49, line: 387, baseType: !53, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !60, file: !49, line: 387, baseType: !55, size: 8, offset: 64)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !60, file: !49, line: 387, baseType: !55, size: 8, offset: 72)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !60, file: !49, line: 388, baseType: !55, size: 8, offset: 80)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "shrlen", scope: !60, file: !49, line: 389, baseType: !55, size: 8, offset: 88)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !60, file: !49, line: 390, baseType: !7, size: 32, offset: 96)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !60, file: !49, line: 394, baseType: !69, size: 64, offset: 128)
!69 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !60, file: !49, line: 391, size: 64, elements: !70)
!70 = !{!71, !75}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "lnglen", scope: !69, file: !49, line: 392, baseType: !72, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !73, line: 18, baseType: !74)
!73 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!74 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "hnext", scope: !69, file: !49, line: 393, baseType: !76, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "contents", scope: !60, file: !49, line: 395, baseType: !78, size: 8, offset: 192)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 8, elements: !80)
!79 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!80 = !{!81}
!81 = !DISubrange(count: 1)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !44, file: !45, line: 356, baseType: !83, size: 448)
!83 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Udata", file: !49, line: 459, size: 448, elements: !84)
!84 = !{!85, !86, !87, !88, !90, !91, !385, !386}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !83, file: !49, line: 460, baseType: !53, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !83, file: !49, line: 460, baseType: !55, size: 8, offset: 64)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !83, file: !49, line: 460, baseType: !55, size: 8, offset: 72)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "nuvalue", scope: !83, file: !49, line: 461, baseType: !89, size: 16, offset: 80)
!89 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !83, file: !49, line: 462, baseType: !72, size: 64, offset: 128)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !83, file: !49, line: 463, baseType: !92, size: 64, offset: 192)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Table", file: !49, line: 737, size: 448, elements: !94)
!94 = !{!95, !96, !97, !98, !99, !100, !101, !368, !382, !383, !384}
!95 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !93, file: !49, line: 738, baseType: !53, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !93, file: !49, line: 738, baseType: !55, size: 8, offset: 64)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !93, file: !49, line: 738, baseType: !55, size: 8, offset: 72)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !93, file: !49, line: 739, baseType: !55, size: 8, offset: 80)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "lsizenode", scope: !93, file: !49, line: 740, baseType: !55, size: 8, offset: 88)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "alimit", scope: !93, file: !49, line: 741, baseType: !7, size: 32, offset: 96)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "array", scope: !93, file: !49, line: 742, baseType: !102, size: 64, offset: 128)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "TValue", file: !49, line: 69, baseType: !104)
!104 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TValue", file: !49, line: 67, size: 128, elements: !105)
!105 = !{!106, !367}
!106 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !104, file: !49, line: 68, baseType: !107, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "Value", file: !49, line: 57, baseType: !108)
!108 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Value", file: !49, line: 49, size: 64, elements: !109)
!109 = !{!110, !111, !113, !360, !363, !366}
!110 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !108, file: !49, line: 50, baseType: !53, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !108, file: !49, line: 51, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !108, file: !49, line: 52, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !115, line: 106, baseType: !116)
!115 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DISubroutineType(types: !118)
!118 = !{!42, !119}
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !115, line: 57, baseType: !121)
!121 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !45, line: 309, size: 1600, elements: !122)
!122 = !{!123, !124, !125, !126, !127, !128, !129, !150, !236, !291, !292, !293, !317, !318, !319, !320, !323, !324, !354, !355, !356, !357, !358, !359}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !121, file: !45, line: 310, baseType: !53, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !121, file: !45, line: 310, baseType: !55, size: 8, offset: 64)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !121, file: !45, line: 310, baseType: !55, size: 8, offset: 72)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !121, file: !45, line: 311, baseType: !55, size: 8, offset: 80)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "allowhook", scope: !121, file: !45, line: 312, baseType: !55, size: 8, offset: 88)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "nci", scope: !121, file: !45, line: 313, baseType: !89, size: 16, offset: 96)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !121, file: !45, line: 314, baseType: !130, size: 64, offset: 128)
!130 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkIdRel", file: !49, line: 168, baseType: !131)
!131 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !49, line: 165, size: 64, elements: !132)
!132 = !{!133, !146}
!133 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !131, file: !49, line: 166, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkId", file: !49, line: 158, baseType: !135)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "StackValue", file: !49, line: 154, baseType: !137)
!137 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "StackValue", file: !49, line: 148, size: 128, elements: !138)
!138 = !{!139, !140}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !137, file: !49, line: 149, baseType: !103, size: 128)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !137, file: !49, line: 153, baseType: !141, size: 128)
!141 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !137, file: !49, line: 150, size: 128, elements: !142)
!142 = !{!143, !144, !145}
!143 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !141, file: !49, line: 151, baseType: !107, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !141, file: !49, line: 151, baseType: !55, size: 8, offset: 64)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !141, file: !49, line: 152, baseType: !89, size: 16, offset: 80)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !131, file: !49, line: 167, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !148, line: 18, baseType: !149)
!148 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!149 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "l_G", scope: !121, file: !45, line: 315, baseType: !151, size: 64, offset: 192)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "global_State", file: !45, line: 303, baseType: !153)
!153 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "global_State", file: !45, line: 254, size: 11328, elements: !154)
!154 = !{!155, !160, !161, !163, !164, !166, !167, !177, !178, !179, !180, !181, !182, !183, !184, !185, !186, !187, !188, !189, !190, !191, !193, !195, !196, !197, !198, !199, !200, !201, !202, !203, !204, !205, !206, !207, !208, !209, !210, !212, !213, !214, !215, !219, !223, !228, !235}
!155 = !DIDerivedType(tag: DW_TAG_member, name: "frealloc", scope: !153, file: !45, line: 255, baseType: !156, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Alloc", file: !115, line: 125, baseType: !157)
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!158 = !DISubroutineType(types: !159)
!159 = !{!112, !112, !112, !72, !72}
!160 = !DIDerivedType(tag: DW_TAG_member, name: "ud", scope: !153, file: !45, line: 256, baseType: !112, size: 64, offset: 64)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "totalbytes", scope: !153, file: !45, line: 257, baseType: !162, size: 64, offset: 128)
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_mem", file: !56, line: 28, baseType: !147)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "GCdebt", scope: !153, file: !45, line: 258, baseType: !162, size: 64, offset: 192)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "GCestimate", scope: !153, file: !45, line: 259, baseType: !165, size: 64, offset: 256)
!165 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_mem", file: !56, line: 27, baseType: !72)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "lastatomic", scope: !153, file: !45, line: 260, baseType: !165, size: 64, offset: 320)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "strt", scope: !153, file: !45, line: 261, baseType: !168, size: 128, offset: 384)
!168 = !DIDerivedType(tag: DW_TAG_typedef, name: "stringtable", file: !45, line: 159, baseType: !169)
!169 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stringtable", file: !45, line: 155, size: 128, elements: !170)
!170 = !{!171, !175, !176}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !169, file: !45, line: 156, baseType: !172, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !173, size: 64)
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "TString", file: !49, line: 396, baseType: !60)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "nuse", scope: !169, file: !45, line: 157, baseType: !42, size: 32, offset: 64)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !169, file: !45, line: 158, baseType: !42, size: 32, offset: 96)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "l_registry", scope: !153, file: !45, line: 262, baseType: !103, size: 128, offset: 512)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "nilvalue", scope: !153, file: !45, line: 263, baseType: !103, size: 128, offset: 640)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "seed", scope: !153, file: !45, line: 264, baseType: !7, size: 32, offset: 768)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "currentwhite", scope: !153, file: !45, line: 265, baseType: !55, size: 8, offset: 800)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "gcstate", scope: !153, file: !45, line: 266, baseType: !55, size: 8, offset: 808)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "gckind", scope: !153, file: !45, line: 267, baseType: !55, size: 8, offset: 816)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "gcstopem", scope: !153, file: !45, line: 268, baseType: !55, size: 8, offset: 824)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "genminormul", scope: !153, file: !45, line: 269, baseType: !55, size: 8, offset: 832)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "genmajormul", scope: !153, file: !45, line: 270, baseType: !55, size: 8, offset: 840)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "gcstp", scope: !153, file: !45, line: 271, baseType: !55, size: 8, offset: 848)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "gcemergency", scope: !153, file: !45, line: 272, baseType: !55, size: 8, offset: 856)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "gcpause", scope: !153, file: !45, line: 273, baseType: !55, size: 8, offset: 864)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepmul", scope: !153, file: !45, line: 274, baseType: !55, size: 8, offset: 872)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepsize", scope: !153, file: !45, line: 275, baseType: !55, size: 8, offset: 880)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "allgc", scope: !153, file: !45, line: 276, baseType: !192, size: 64, offset: 896)
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "sweepgc", scope: !153, file: !45, line: 277, baseType: !194, size: 64, offset: 960)
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "finobj", scope: !153, file: !45, line: 278, baseType: !192, size: 64, offset: 1024)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "gray", scope: !153, file: !45, line: 279, baseType: !192, size: 64, offset: 1088)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "grayagain", scope: !153, file: !45, line: 280, baseType: !192, size: 64, offset: 1152)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !153, file: !45, line: 281, baseType: !192, size: 64, offset: 1216)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "ephemeron", scope: !153, file: !45, line: 282, baseType: !192, size: 64, offset: 1280)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "allweak", scope: !153, file: !45, line: 283, baseType: !192, size: 64, offset: 1344)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "tobefnz", scope: !153, file: !45, line: 284, baseType: !192, size: 64, offset: 1408)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "fixedgc", scope: !153, file: !45, line: 285, baseType: !192, size: 64, offset: 1472)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "survival", scope: !153, file: !45, line: 287, baseType: !192, size: 64, offset: 1536)
!204 = !DIDerivedType(tag: DW_TAG_member, name: "old1", scope: !153, file: !45, line: 288, baseType: !192, size: 64, offset: 1600)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "reallyold", scope: !153, file: !45, line: 289, baseType: !192, size: 64, offset: 1664)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "firstold1", scope: !153, file: !45, line: 290, baseType: !192, size: 64, offset: 1728)
!207 = !DIDerivedType(tag: DW_TAG_member, name: "finobjsur", scope: !153, file: !45, line: 291, baseType: !192, size: 64, offset: 1792)
!208 = !DIDerivedType(tag: DW_TAG_member, name: "finobjold1", scope: !153, file: !45, line: 292, baseType: !192, size: 64, offset: 1856)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "finobjrold", scope: !153, file: !45, line: 293, baseType: !192, size: 64, offset: 1920)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !153, file: !45, line: 294, baseType: !211, size: 64, offset: 1984)
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "panic", scope: !153, file: !45, line: 295, baseType: !114, size: 64, offset: 2048)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "mainthread", scope: !153, file: !45, line: 296, baseType: !211, size: 64, offset: 2112)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "memerrmsg", scope: !153, file: !45, line: 297, baseType: !173, size: 64, offset: 2176)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "tmname", scope: !153, file: !45, line: 298, baseType: !216, size: 1600, offset: 2240)
!216 = !DICompositeType(tag: DW_TAG_array_type, baseType: !173, size: 1600, elements: !217)
!217 = !{!218}
!218 = !DISubrange(count: 25)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "mt", scope: !153, file: !45, line: 299, baseType: !220, size: 576, offset: 3840)
!220 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 576, elements: !221)
!221 = !{!222}
!222 = !DISubrange(count: 9)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "strcache", scope: !153, file: !45, line: 300, baseType: !224, size: 6784, offset: 4416)
!224 = !DICompositeType(tag: DW_TAG_array_type, baseType: !173, size: 6784, elements: !225)
!225 = !{!226, !227}
!226 = !DISubrange(count: 53)
!227 = !DISubrange(count: 2)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "warnf", scope: !153, file: !45, line: 301, baseType: !229, size: 64, offset: 11200)
!229 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_WarnFunction", file: !115, line: 131, baseType: !230)
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64)
!231 = !DISubroutineType(types: !232)
!232 = !{null, !112, !233, !42}
!233 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !234, size: 64)
!234 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!235 = !DIDerivedType(tag: DW_TAG_member, name: "ud_warn", scope: !153, file: !45, line: 302, baseType: !112, size: 64, offset: 11264)
!236 = !DIDerivedType(tag: DW_TAG_member, name: "ci", scope: !121, file: !45, line: 316, baseType: !237, size: 64, offset: 256)
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !238, size: 64)
!238 = !DIDerivedType(tag: DW_TAG_typedef, name: "CallInfo", file: !45, line: 14, baseType: !239)
!239 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CallInfo", file: !45, line: 177, size: 512, elements: !240)
!240 = !{!241, !242, !243, !245, !246, !277, !288, !290}
!241 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !239, file: !45, line: 178, baseType: !130, size: 64)
!242 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !239, file: !45, line: 179, baseType: !130, size: 64, offset: 64)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !239, file: !45, line: 180, baseType: !244, size: 64, offset: 128)
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !239, size: 64)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !239, file: !45, line: 180, baseType: !244, size: 64, offset: 192)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !239, file: !45, line: 192, baseType: !247, size: 192, offset: 256)
!247 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !239, file: !45, line: 181, size: 192, elements: !248)
!248 = !{!249, !264}
!249 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !247, file: !45, line: 186, baseType: !250, size: 128)
!250 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !247, file: !45, line: 182, size: 128, elements: !251)
!251 = !{!252, !257, !263}
!252 = !DIDerivedType(tag: DW_TAG_member, name: "savedpc", scope: !250, file: !45, line: 183, baseType: !253, size: 64)
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !254, size: 64)
!254 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !255)
!255 = !DIDerivedType(tag: DW_TAG_typedef, name: "Instruction", file: !56, line: 205, baseType: !256)
!256 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_uint32", file: !56, line: 200, baseType: !7)
!257 = !DIDerivedType(tag: DW_TAG_member, name: "trap", scope: !250, file: !45, line: 184, baseType: !258, size: 32, offset: 64)
!258 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !259)
!259 = !DIDerivedType(tag: DW_TAG_typedef, name: "sig_atomic_t", file: !260, line: 8, baseType: !261)
!260 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/sig_atomic_t.h", directory: "", checksumkind: CSK_MD5, checksum: "d9236f7e3e7f10f53aa9d4cd97f503cf")
!261 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sig_atomic_t", file: !262, line: 215, baseType: !42)
!262 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!263 = !DIDerivedType(tag: DW_TAG_member, name: "nextraargs", scope: !250, file: !45, line: 185, baseType: !42, size: 32, offset: 96)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !247, file: !45, line: 191, baseType: !265, size: 192)
!265 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !247, file: !45, line: 187, size: 192, elements: !266)
!266 = !{!267, !275, !276}
!267 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !265, file: !45, line: 188, baseType: !268, size: 64)
!268 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !115, line: 111, baseType: !269)
!269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !270, size: 64)
!270 = !DISubroutineType(types: !271)
!271 = !{!42, !119, !42, !272}
!272 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !115, line: 100, baseType: !273)
!273 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !274, line: 87, baseType: !149)
!274 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!275 = !DIDerivedType(tag: DW_TAG_member, name: "old_errfunc", scope: !265, file: !45, line: 189, baseType: !147, size: 64, offset: 64)
!276 = !DIDerivedType(tag: DW_TAG_member, name: "ctx", scope: !265, file: !45, line: 190, baseType: !272, size: 64, offset: 128)
!277 = !DIDerivedType(tag: DW_TAG_member, name: "u2", scope: !239, file: !45, line: 201, baseType: !278, size: 32, offset: 448)
!278 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !239, file: !45, line: 193, size: 32, elements: !279)
!279 = !{!280, !281, !282, !283}
!280 = !DIDerivedType(tag: DW_TAG_member, name: "funcidx", scope: !278, file: !45, line: 194, baseType: !42, size: 32)
!281 = !DIDerivedType(tag: DW_TAG_member, name: "nyield", scope: !278, file: !45, line: 195, baseType: !42, size: 32)
!282 = !DIDerivedType(tag: DW_TAG_member, name: "nres", scope: !278, file: !45, line: 196, baseType: !42, size: 32)
!283 = !DIDerivedType(tag: DW_TAG_member, name: "transferinfo", scope: !278, file: !45, line: 200, baseType: !284, size: 32)
!284 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !278, file: !45, line: 197, size: 32, elements: !285)
!285 = !{!286, !287}
!286 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !284, file: !45, line: 198, baseType: !89, size: 16)
!287 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !284, file: !45, line: 199, baseType: !89, size: 16, offset: 16)
!288 = !DIDerivedType(tag: DW_TAG_member, name: "nresults", scope: !239, file: !45, line: 202, baseType: !289, size: 16, offset: 480)
!289 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!290 = !DIDerivedType(tag: DW_TAG_member, name: "callstatus", scope: !239, file: !45, line: 203, baseType: !89, size: 16, offset: 496)
!291 = !DIDerivedType(tag: DW_TAG_member, name: "stack_last", scope: !121, file: !45, line: 317, baseType: !130, size: 64, offset: 320)
!292 = !DIDerivedType(tag: DW_TAG_member, name: "stack", scope: !121, file: !45, line: 318, baseType: !130, size: 64, offset: 384)
!293 = !DIDerivedType(tag: DW_TAG_member, name: "openupval", scope: !121, file: !45, line: 319, baseType: !294, size: 64, offset: 448)
!294 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !295, size: 64)
!295 = !DIDerivedType(tag: DW_TAG_typedef, name: "UpVal", file: !49, line: 640, baseType: !296)
!296 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "UpVal", file: !49, line: 627, size: 320, elements: !297)
!297 = !{!298, !299, !300, !301, !306}
!298 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !296, file: !49, line: 628, baseType: !53, size: 64)
!299 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !296, file: !49, line: 628, baseType: !55, size: 8, offset: 64)
!300 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !296, file: !49, line: 628, baseType: !55, size: 8, offset: 72)
!301 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !296, file: !49, line: 632, baseType: !302, size: 64, offset: 128)
!302 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !296, file: !49, line: 629, size: 64, elements: !303)
!303 = !{!304, !305}
!304 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !302, file: !49, line: 630, baseType: !102, size: 64)
!305 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !302, file: !49, line: 631, baseType: !147, size: 64)
!306 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !296, file: !49, line: 639, baseType: !307, size: 128, offset: 192)
!307 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !296, file: !49, line: 633, size: 128, elements: !308)
!308 = !{!309, !316}
!309 = !DIDerivedType(tag: DW_TAG_member, name: "open", scope: !307, file: !49, line: 637, baseType: !310, size: 128)
!310 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !307, file: !49, line: 634, size: 128, elements: !311)
!311 = !{!312, !314}
!312 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !310, file: !49, line: 635, baseType: !313, size: 64)
!313 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !296, size: 64)
!314 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !310, file: !49, line: 636, baseType: !315, size: 64, offset: 64)
!315 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !313, size: 64)
!316 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !307, file: !49, line: 638, baseType: !103, size: 128)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !121, file: !45, line: 320, baseType: !130, size: 64, offset: 512)
!318 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !121, file: !45, line: 321, baseType: !192, size: 64, offset: 576)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !121, file: !45, line: 322, baseType: !211, size: 64, offset: 640)
!320 = !DIDerivedType(tag: DW_TAG_member, name: "errorJmp", scope: !121, file: !45, line: 323, baseType: !321, size: 64, offset: 704)
!321 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !322, size: 64)
!322 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_longjmp", file: !45, line: 122, flags: DIFlagFwdDecl)
!323 = !DIDerivedType(tag: DW_TAG_member, name: "base_ci", scope: !121, file: !45, line: 324, baseType: !238, size: 512, offset: 768)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "hook", scope: !121, file: !45, line: 325, baseType: !325, size: 64, offset: 1280)
!325 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !326)
!326 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Hook", file: !115, line: 143, baseType: !327)
!327 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !328, size: 64)
!328 = !DISubroutineType(types: !329)
!329 = !{null, !119, !330}
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !331, size: 64)
!331 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Debug", file: !115, line: 137, baseType: !332)
!332 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_Debug", file: !115, line: 475, size: 1088, elements: !333)
!333 = !{!334, !335, !336, !337, !338, !339, !340, !341, !342, !343, !344, !345, !346, !347, !348, !349, !353}
!334 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !332, file: !115, line: 476, baseType: !42, size: 32)
!335 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !332, file: !115, line: 477, baseType: !233, size: 64, offset: 64)
!336 = !DIDerivedType(tag: DW_TAG_member, name: "namewhat", scope: !332, file: !115, line: 478, baseType: !233, size: 64, offset: 128)
!337 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !332, file: !115, line: 479, baseType: !233, size: 64, offset: 192)
!338 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !332, file: !115, line: 480, baseType: !233, size: 64, offset: 256)
!339 = !DIDerivedType(tag: DW_TAG_member, name: "srclen", scope: !332, file: !115, line: 481, baseType: !72, size: 64, offset: 320)
!340 = !DIDerivedType(tag: DW_TAG_member, name: "currentline", scope: !332, file: !115, line: 482, baseType: !42, size: 32, offset: 384)
!341 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !332, file: !115, line: 483, baseType: !42, size: 32, offset: 416)
!342 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !332, file: !115, line: 484, baseType: !42, size: 32, offset: 448)
!343 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !332, file: !115, line: 485, baseType: !57, size: 8, offset: 480)
!344 = !DIDerivedType(tag: DW_TAG_member, name: "nparams", scope: !332, file: !115, line: 486, baseType: !57, size: 8, offset: 488)
!345 = !DIDerivedType(tag: DW_TAG_member, name: "isvararg", scope: !332, file: !115, line: 487, baseType: !79, size: 8, offset: 496)
!346 = !DIDerivedType(tag: DW_TAG_member, name: "istailcall", scope: !332, file: !115, line: 488, baseType: !79, size: 8, offset: 504)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !332, file: !115, line: 489, baseType: !89, size: 16, offset: 512)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !332, file: !115, line: 490, baseType: !89, size: 16, offset: 528)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "short_src", scope: !332, file: !115, line: 491, baseType: !350, size: 480, offset: 544)
!350 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 480, elements: !351)
!351 = !{!352}
!352 = !DISubrange(count: 60)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "i_ci", scope: !332, file: !115, line: 493, baseType: !244, size: 64, offset: 1024)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "errfunc", scope: !121, file: !45, line: 326, baseType: !147, size: 64, offset: 1344)
!355 = !DIDerivedType(tag: DW_TAG_member, name: "nCcalls", scope: !121, file: !45, line: 327, baseType: !256, size: 32, offset: 1408)
!356 = !DIDerivedType(tag: DW_TAG_member, name: "oldpc", scope: !121, file: !45, line: 328, baseType: !42, size: 32, offset: 1440)
!357 = !DIDerivedType(tag: DW_TAG_member, name: "basehookcount", scope: !121, file: !45, line: 329, baseType: !42, size: 32, offset: 1472)
!358 = !DIDerivedType(tag: DW_TAG_member, name: "hookcount", scope: !121, file: !45, line: 330, baseType: !42, size: 32, offset: 1504)
!359 = !DIDerivedType(tag: DW_TAG_member, name: "hookmask", scope: !121, file: !45, line: 331, baseType: !258, size: 32, offset: 1536)
!360 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !108, file: !49, line: 53, baseType: !361, size: 64)
!361 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !115, line: 94, baseType: !362)
!362 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!363 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !108, file: !49, line: 54, baseType: !364, size: 64)
!364 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !115, line: 90, baseType: !365)
!365 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!366 = !DIDerivedType(tag: DW_TAG_member, name: "ub", scope: !108, file: !49, line: 56, baseType: !55, size: 8)
!367 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !104, file: !49, line: 68, baseType: !55, size: 8, offset: 64)
!368 = !DIDerivedType(tag: DW_TAG_member, name: "node", scope: !93, file: !49, line: 743, baseType: !369, size: 64, offset: 192)
!369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !370, size: 64)
!370 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !49, line: 707, baseType: !371)
!371 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Node", file: !49, line: 699, size: 192, elements: !372)
!372 = !{!373, !381}
!373 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !371, file: !49, line: 705, baseType: !374, size: 192)
!374 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NodeKey", file: !49, line: 700, size: 192, elements: !375)
!375 = !{!376, !377, !378, !379, !380}
!376 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !374, file: !49, line: 701, baseType: !107, size: 64)
!377 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !374, file: !49, line: 701, baseType: !55, size: 8, offset: 64)
!378 = !DIDerivedType(tag: DW_TAG_member, name: "key_tt", scope: !374, file: !49, line: 702, baseType: !55, size: 8, offset: 72)
!379 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !374, file: !49, line: 703, baseType: !42, size: 32, offset: 96)
!380 = !DIDerivedType(tag: DW_TAG_member, name: "key_val", scope: !374, file: !49, line: 704, baseType: !107, size: 64, offset: 128)
!381 = !DIDerivedType(tag: DW_TAG_member, name: "i_val", scope: !371, file: !49, line: 706, baseType: !103, size: 128)
!382 = !DIDerivedType(tag: DW_TAG_member, name: "lastfree", scope: !93, file: !49, line: 744, baseType: !369, size: 64, offset: 256)
!383 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !93, file: !49, line: 745, baseType: !92, size: 64, offset: 320)
!384 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !93, file: !49, line: 746, baseType: !192, size: 64, offset: 384)
!385 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !83, file: !49, line: 464, baseType: !192, size: 64, offset: 256)
!386 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !83, file: !49, line: 465, baseType: !387, size: 128, offset: 320)
!387 = !DICompositeType(tag: DW_TAG_array_type, baseType: !388, size: 128, elements: !80)
!388 = !DIDerivedType(tag: DW_TAG_typedef, name: "UValue", file: !49, line: 452, baseType: !389)
!389 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "UValue", file: !49, line: 449, size: 128, elements: !390)
!390 = !{!391, !392, !393, !394, !395, !396}
!391 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !389, file: !49, line: 450, baseType: !103, size: 128)
!392 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !389, file: !49, line: 451, baseType: !364, size: 64)
!393 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !389, file: !49, line: 451, baseType: !365, size: 64)
!394 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !389, file: !49, line: 451, baseType: !112, size: 64)
!395 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !389, file: !49, line: 451, baseType: !361, size: 64)
!396 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !389, file: !49, line: 451, baseType: !149, size: 64)
!397 = !DIDerivedType(tag: DW_TAG_member, name: "cl", scope: !44, file: !45, line: 357, baseType: !398, size: 384)
!398 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Closure", file: !49, line: 661, size: 384, elements: !399)
!399 = !{!400, !412}
!400 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !398, file: !49, line: 662, baseType: !401, size: 384)
!401 = !DIDerivedType(tag: DW_TAG_typedef, name: "CClosure", file: !49, line: 651, baseType: !402)
!402 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CClosure", file: !49, line: 647, size: 384, elements: !403)
!403 = !{!404, !405, !406, !407, !408, !409, !410}
!404 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !402, file: !49, line: 648, baseType: !53, size: 64)
!405 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !402, file: !49, line: 648, baseType: !55, size: 8, offset: 64)
!406 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !402, file: !49, line: 648, baseType: !55, size: 8, offset: 72)
!407 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !402, file: !49, line: 648, baseType: !55, size: 8, offset: 80)
!408 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !402, file: !49, line: 648, baseType: !192, size: 64, offset: 128)
!409 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !402, file: !49, line: 649, baseType: !114, size: 64, offset: 192)
!410 = !DIDerivedType(tag: DW_TAG_member, name: "upvalue", scope: !402, file: !49, line: 650, baseType: !411, size: 128, offset: 256)
!411 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 128, elements: !80)
!412 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !398, file: !49, line: 663, baseType: !413, size: 320)
!413 = !DIDerivedType(tag: DW_TAG_typedef, name: "LClosure", file: !49, line: 658, baseType: !414)
!414 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LClosure", file: !49, line: 654, size: 320, elements: !415)
!415 = !{!416, !417, !418, !419, !420, !421, !475}
!416 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !414, file: !49, line: 655, baseType: !53, size: 64)
!417 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !414, file: !49, line: 655, baseType: !55, size: 8, offset: 64)
!418 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !414, file: !49, line: 655, baseType: !55, size: 8, offset: 72)
!419 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !414, file: !49, line: 655, baseType: !55, size: 8, offset: 80)
!420 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !414, file: !49, line: 655, baseType: !192, size: 64, offset: 128)
!421 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !414, file: !49, line: 656, baseType: !422, size: 64, offset: 192)
!422 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !423, size: 64)
!423 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Proto", file: !49, line: 550, size: 1024, elements: !424)
!424 = !{!425, !426, !427, !428, !429, !430, !431, !432, !433, !434, !435, !436, !437, !438, !439, !440, !441, !443, !445, !454, !458, !465, !473, !474}
!425 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !423, file: !49, line: 551, baseType: !53, size: 64)
!426 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !423, file: !49, line: 551, baseType: !55, size: 8, offset: 64)
!427 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !423, file: !49, line: 551, baseType: !55, size: 8, offset: 72)
!428 = !DIDerivedType(tag: DW_TAG_member, name: "numparams", scope: !423, file: !49, line: 552, baseType: !55, size: 8, offset: 80)
!429 = !DIDerivedType(tag: DW_TAG_member, name: "is_vararg", scope: !423, file: !49, line: 553, baseType: !55, size: 8, offset: 88)
!430 = !DIDerivedType(tag: DW_TAG_member, name: "maxstacksize", scope: !423, file: !49, line: 554, baseType: !55, size: 8, offset: 96)
!431 = !DIDerivedType(tag: DW_TAG_member, name: "sizeupvalues", scope: !423, file: !49, line: 555, baseType: !42, size: 32, offset: 128)
!432 = !DIDerivedType(tag: DW_TAG_member, name: "sizek", scope: !423, file: !49, line: 556, baseType: !42, size: 32, offset: 160)
!433 = !DIDerivedType(tag: DW_TAG_member, name: "sizecode", scope: !423, file: !49, line: 557, baseType: !42, size: 32, offset: 192)
!434 = !DIDerivedType(tag: DW_TAG_member, name: "sizelineinfo", scope: !423, file: !49, line: 558, baseType: !42, size: 32, offset: 224)
!435 = !DIDerivedType(tag: DW_TAG_member, name: "sizep", scope: !423, file: !49, line: 559, baseType: !42, size: 32, offset: 256)
!436 = !DIDerivedType(tag: DW_TAG_member, name: "sizelocvars", scope: !423, file: !49, line: 560, baseType: !42, size: 32, offset: 288)
!437 = !DIDerivedType(tag: DW_TAG_member, name: "sizeabslineinfo", scope: !423, file: !49, line: 561, baseType: !42, size: 32, offset: 320)
!438 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !423, file: !49, line: 562, baseType: !42, size: 32, offset: 352)
!439 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !423, file: !49, line: 563, baseType: !42, size: 32, offset: 384)
!440 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !423, file: !49, line: 564, baseType: !102, size: 64, offset: 448)
!441 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !423, file: !49, line: 565, baseType: !442, size: 64, offset: 512)
!442 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !255, size: 64)
!443 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !423, file: !49, line: 566, baseType: !444, size: 64, offset: 576)
!444 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !422, size: 64)
!445 = !DIDerivedType(tag: DW_TAG_member, name: "upvalues", scope: !423, file: !49, line: 567, baseType: !446, size: 64, offset: 640)
!446 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !447, size: 64)
!447 = !DIDerivedType(tag: DW_TAG_typedef, name: "Upvaldesc", file: !49, line: 518, baseType: !448)
!448 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Upvaldesc", file: !49, line: 513, size: 128, elements: !449)
!449 = !{!450, !451, !452, !453}
!450 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !448, file: !49, line: 514, baseType: !173, size: 64)
!451 = !DIDerivedType(tag: DW_TAG_member, name: "instack", scope: !448, file: !49, line: 515, baseType: !55, size: 8, offset: 64)
!452 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !448, file: !49, line: 516, baseType: !55, size: 8, offset: 72)
!453 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !448, file: !49, line: 517, baseType: !55, size: 8, offset: 80)
!454 = !DIDerivedType(tag: DW_TAG_member, name: "lineinfo", scope: !423, file: !49, line: 568, baseType: !455, size: 64, offset: 704)
!455 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !456, size: 64)
!456 = !DIDerivedType(tag: DW_TAG_typedef, name: "ls_byte", file: !56, line: 37, baseType: !457)
!457 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!458 = !DIDerivedType(tag: DW_TAG_member, name: "abslineinfo", scope: !423, file: !49, line: 569, baseType: !459, size: 64, offset: 768)
!459 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !460, size: 64)
!460 = !DIDerivedType(tag: DW_TAG_typedef, name: "AbsLineInfo", file: !49, line: 545, baseType: !461)
!461 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "AbsLineInfo", file: !49, line: 542, size: 64, elements: !462)
!462 = !{!463, !464}
!463 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !461, file: !49, line: 543, baseType: !42, size: 32)
!464 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !461, file: !49, line: 544, baseType: !42, size: 32, offset: 32)
!465 = !DIDerivedType(tag: DW_TAG_member, name: "locvars", scope: !423, file: !49, line: 570, baseType: !466, size: 64, offset: 832)
!466 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !467, size: 64)
!467 = !DIDerivedType(tag: DW_TAG_typedef, name: "LocVar", file: !49, line: 529, baseType: !468)
!468 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LocVar", file: !49, line: 525, size: 128, elements: !469)
!469 = !{!470, !471, !472}
!470 = !DIDerivedType(tag: DW_TAG_member, name: "varname", scope: !468, file: !49, line: 526, baseType: !173, size: 64)
!471 = !DIDerivedType(tag: DW_TAG_member, name: "startpc", scope: !468, file: !49, line: 527, baseType: !42, size: 32, offset: 64)
!472 = !DIDerivedType(tag: DW_TAG_member, name: "endpc", scope: !468, file: !49, line: 528, baseType: !42, size: 32, offset: 96)
!473 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !423, file: !49, line: 571, baseType: !173, size: 64, offset: 896)
!474 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !423, file: !49, line: 572, baseType: !192, size: 64, offset: 960)
!475 = !DIDerivedType(tag: DW_TAG_member, name: "upvals", scope: !414, file: !49, line: 657, baseType: !476, size: 64, offset: 256)
!476 = !DICompositeType(tag: DW_TAG_array_type, baseType: !294, size: 64, elements: !80)
!477 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !44, file: !45, line: 358, baseType: !93, size: 448)
!478 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !44, file: !45, line: 359, baseType: !423, size: 1024)
!479 = !DIDerivedType(tag: DW_TAG_member, name: "th", scope: !44, file: !45, line: 360, baseType: !121, size: 1600)
!480 = !DIDerivedType(tag: DW_TAG_member, name: "upv", scope: !44, file: !45, line: 361, baseType: !296, size: 320)
!481 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Unsigned", file: !115, line: 97, baseType: !482)
!482 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!483 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!484 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !485, size: 64)
!485 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CallS", file: !3, line: 1030, size: 128, elements: !486)
!486 = !{!487, !488}
!487 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !485, file: !3, line: 1031, baseType: !134, size: 64)
!488 = !DIDerivedType(tag: DW_TAG_member, name: "nresults", scope: !485, file: !3, line: 1032, baseType: !42, size: 32, offset: 64)
!489 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !294, size: 64)
!490 = !{!0, !491, !493, !497, !502}
!491 = !DIGlobalVariableExpression(var: !492, expr: !DIExpression())
!492 = distinct !DIGlobalVariable(scope: null, file: !3, line: 529, type: !78, isLocal: true, isDefinition: true)
!493 = !DIGlobalVariableExpression(var: !494, expr: !DIExpression())
!494 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1092, type: !495, isLocal: true, isDefinition: true)
!495 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 16, elements: !496)
!496 = !{!227}
!497 = !DIGlobalVariableExpression(var: !498, expr: !DIExpression())
!498 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1377, type: !499, isLocal: true, isDefinition: true)
!499 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 80, elements: !500)
!500 = !{!501}
!501 = !DISubrange(count: 10)
!502 = !DIGlobalVariableExpression(var: !503, expr: !DIExpression())
!503 = distinct !DIGlobalVariable(name: "nullup", scope: !504, file: !3, line: 1418, type: !516, isLocal: true, isDefinition: true)
!504 = distinct !DISubprogram(name: "getupvalref", scope: !3, file: !3, line: 1417, type: !505, scopeLine: 1417, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !509)
!505 = !DISubroutineType(types: !506)
!506 = !{!489, !119, !42, !42, !507}
!507 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !508, size: 64)
!508 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !413, size: 64)
!509 = !{!510, !511, !512, !513, !514, !515}
!510 = !DILocalVariable(name: "L", arg: 1, scope: !504, file: !3, line: 1417, type: !119)
!511 = !DILocalVariable(name: "fidx", arg: 2, scope: !504, file: !3, line: 1417, type: !42)
!512 = !DILocalVariable(name: "n", arg: 3, scope: !504, file: !3, line: 1417, type: !42)
!513 = !DILocalVariable(name: "pf", arg: 4, scope: !504, file: !3, line: 1417, type: !507)
!514 = !DILocalVariable(name: "f", scope: !504, file: !3, line: 1419, type: !508)
!515 = !DILocalVariable(name: "fi", scope: !504, file: !3, line: 1420, type: !102)
!516 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !517)
!517 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !518, size: 64)
!518 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !295)
!519 = !DICompositeType(tag: DW_TAG_array_type, baseType: !234, size: 1032, elements: !520)
!520 = !{!521}
!521 = !DISubrange(count: 129)
!522 = !{i32 7, !"Dwarf Version", i32 5}
!523 = !{i32 2, !"Debug Info Version", i32 3}
!524 = !{i32 1, !"wchar_size", i32 4}
!525 = !{i32 8, !"PIC Level", i32 2}
!526 = !{i32 7, !"PIE Level", i32 2}
!527 = !{i32 7, !"uwtable", i32 2}
!528 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!529 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!530 = distinct !DISubprogram(name: "lua_checkstack", scope: !3, file: !3, line: 111, type: !531, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !533)
!531 = !DISubroutineType(types: !532)
!532 = !{!42, !119, !42}
!533 = !{!534, !535, !536, !537}
!534 = !DILocalVariable(name: "L", arg: 1, scope: !530, file: !3, line: 111, type: !119)
!535 = !DILocalVariable(name: "n", arg: 2, scope: !530, file: !3, line: 111, type: !42)
!536 = !DILocalVariable(name: "res", scope: !530, file: !3, line: 112, type: !42)
!537 = !DILocalVariable(name: "ci", scope: !530, file: !3, line: 113, type: !237)
!538 = !DILocation(line: 0, scope: !530)
!539 = !DILocation(line: 115, column: 11, scope: !530)
!540 = !{!541, !542, i64 32}
!541 = !{!"lua_State", !542, i64 0, !543, i64 8, !543, i64 9, !543, i64 10, !543, i64 11, !545, i64 12, !543, i64 16, !542, i64 24, !542, i64 32, !543, i64 40, !543, i64 48, !542, i64 56, !543, i64 64, !542, i64 72, !542, i64 80, !542, i64 88, !546, i64 96, !542, i64 160, !547, i64 168, !548, i64 176, !548, i64 180, !548, i64 184, !548, i64 188, !548, i64 192}
!542 = !{!"any pointer", !543, i64 0}
!543 = !{!"omnipotent char", !544, i64 0}
!544 = !{!"Simple C/C++ TBAA"}
!545 = !{!"short", !543, i64 0}
!546 = !{!"CallInfo", !543, i64 0, !543, i64 8, !542, i64 16, !542, i64 24, !543, i64 32, !543, i64 56, !545, i64 60, !545, i64 62}
!547 = !{!"long", !543, i64 0}
!548 = !{!"int", !543, i64 0}
!549 = !DILocation(line: 117, column: 10, scope: !550)
!550 = distinct !DILexicalBlock(scope: !530, file: !3, line: 117, column: 7)
!551 = !DILocation(line: 117, column: 21, scope: !550)
!552 = !{!543, !543, i64 0}
!553 = !DILocation(line: 117, column: 28, scope: !550)
!554 = !DILocation(line: 117, column: 32, scope: !550)
!555 = !DILocation(line: 117, column: 23, scope: !550)
!556 = !DILocation(line: 117, column: 36, scope: !550)
!557 = !DILocation(line: 117, column: 34, scope: !550)
!558 = !DILocation(line: 117, column: 7, scope: !530)
!559 = !DILocation(line: 120, column: 11, scope: !550)
!560 = !DILocation(line: 121, column: 7, scope: !561)
!561 = distinct !DILexicalBlock(scope: !530, file: !3, line: 121, column: 7)
!562 = !DILocation(line: 121, column: 11, scope: !561)
!563 = !DILocation(line: 121, column: 33, scope: !561)
!564 = !DILocation(line: 121, column: 18, scope: !561)
!565 = !DILocation(line: 121, column: 22, scope: !561)
!566 = !DILocation(line: 121, column: 35, scope: !561)
!567 = !DILocation(line: 121, column: 24, scope: !561)
!568 = !DILocation(line: 121, column: 7, scope: !530)
!569 = !DILocation(line: 122, column: 15, scope: !561)
!570 = !DILocation(line: 122, column: 5, scope: !561)
!571 = !DILocation(line: 124, column: 3, scope: !530)
!572 = !DISubprogram(name: "luaD_growstack", scope: !573, file: !573, line: 79, type: !574, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!573 = !DIFile(filename: "src/lua/ldo.h", directory: ".", checksumkind: CSK_MD5, checksum: "28138809e652958723ca82a42b18e9f3")
!574 = !DISubroutineType(types: !575)
!575 = !{!42, !119, !42, !42}
!576 = distinct !DISubprogram(name: "lua_xmove", scope: !3, file: !3, line: 128, type: !577, scopeLine: 128, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !579)
!577 = !DISubroutineType(types: !578)
!578 = !{null, !119, !119, !42}
!579 = !{!580, !581, !582, !583, !584, !589}
!580 = !DILocalVariable(name: "from", arg: 1, scope: !576, file: !3, line: 128, type: !119)
!581 = !DILocalVariable(name: "to", arg: 2, scope: !576, file: !3, line: 128, type: !119)
!582 = !DILocalVariable(name: "n", arg: 3, scope: !576, file: !3, line: 128, type: !42)
!583 = !DILocalVariable(name: "i", scope: !576, file: !3, line: 129, type: !42)
!584 = !DILocalVariable(name: "io1", scope: !585, file: !3, line: 137, type: !102)
!585 = distinct !DILexicalBlock(scope: !586, file: !3, line: 137, column: 5)
!586 = distinct !DILexicalBlock(scope: !587, file: !3, line: 136, column: 27)
!587 = distinct !DILexicalBlock(scope: !588, file: !3, line: 136, column: 3)
!588 = distinct !DILexicalBlock(scope: !576, file: !3, line: 136, column: 3)
!589 = !DILocalVariable(name: "io2", scope: !585, file: !3, line: 137, type: !590)
!590 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !591, size: 64)
!591 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !103)
!592 = !DILocation(line: 0, scope: !576)
!593 = !DILocation(line: 130, column: 12, scope: !594)
!594 = distinct !DILexicalBlock(scope: !576, file: !3, line: 130, column: 7)
!595 = !DILocation(line: 130, column: 7, scope: !576)
!596 = !DILocation(line: 135, column: 9, scope: !576)
!597 = !DILocation(line: 135, column: 15, scope: !576)
!598 = !DILocation(line: 136, column: 17, scope: !587)
!599 = !DILocation(line: 136, column: 3, scope: !588)
!600 = !DILocation(line: 137, column: 5, scope: !585)
!601 = !DILocation(line: 0, scope: !585)
!602 = !{!603, !543, i64 8}
!603 = !{!"TValue", !543, i64 0, !543, i64 8}
!604 = !DILocation(line: 138, column: 14, scope: !586)
!605 = !DILocation(line: 136, column: 23, scope: !587)
!606 = distinct !{!606, !599, !607, !608}
!607 = !DILocation(line: 139, column: 3, scope: !588)
!608 = !{!"llvm.loop.mustprogress"}
!609 = !DILocation(line: 141, column: 1, scope: !576)
!610 = distinct !DISubprogram(name: "lua_atpanic", scope: !3, file: !3, line: 144, type: !611, scopeLine: 144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !613)
!611 = !DISubroutineType(types: !612)
!612 = !{!114, !119, !114}
!613 = !{!614, !615, !616}
!614 = !DILocalVariable(name: "L", arg: 1, scope: !610, file: !3, line: 144, type: !119)
!615 = !DILocalVariable(name: "panicf", arg: 2, scope: !610, file: !3, line: 144, type: !114)
!616 = !DILocalVariable(name: "old", scope: !610, file: !3, line: 145, type: !114)
!617 = !DILocation(line: 0, scope: !610)
!618 = !DILocation(line: 147, column: 9, scope: !610)
!619 = !{!541, !542, i64 24}
!620 = !DILocation(line: 147, column: 15, scope: !610)
!621 = !{!622, !542, i64 256}
!622 = !{!"global_State", !542, i64 0, !542, i64 8, !547, i64 16, !547, i64 24, !547, i64 32, !547, i64 40, !623, i64 48, !603, i64 64, !603, i64 80, !548, i64 96, !543, i64 100, !543, i64 101, !543, i64 102, !543, i64 103, !543, i64 104, !543, i64 105, !543, i64 106, !543, i64 107, !543, i64 108, !543, i64 109, !543, i64 110, !542, i64 112, !542, i64 120, !542, i64 128, !542, i64 136, !542, i64 144, !542, i64 152, !542, i64 160, !542, i64 168, !542, i64 176, !542, i64 184, !542, i64 192, !542, i64 200, !542, i64 208, !542, i64 216, !542, i64 224, !542, i64 232, !542, i64 240, !542, i64 248, !542, i64 256, !542, i64 264, !542, i64 272, !543, i64 280, !543, i64 480, !543, i64 552, !542, i64 1400, !542, i64 1408}
!623 = !{!"stringtable", !542, i64 0, !548, i64 8, !548, i64 12}
!624 = !DILocation(line: 148, column: 15, scope: !610)
!625 = !DILocation(line: 150, column: 3, scope: !610)
!626 = distinct !DISubprogram(name: "lua_version", scope: !3, file: !3, line: 154, type: !627, scopeLine: 154, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !629)
!627 = !DISubroutineType(types: !628)
!628 = !{!364, !119}
!629 = !{!630}
!630 = !DILocalVariable(name: "L", arg: 1, scope: !626, file: !3, line: 154, type: !119)
!631 = !DILocation(line: 0, scope: !626)
!632 = !DILocation(line: 156, column: 3, scope: !626)
!633 = distinct !DISubprogram(name: "lua_absindex", scope: !3, file: !3, line: 169, type: !531, scopeLine: 169, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !634)
!634 = !{!635, !636}
!635 = !DILocalVariable(name: "L", arg: 1, scope: !633, file: !3, line: 169, type: !119)
!636 = !DILocalVariable(name: "idx", arg: 2, scope: !633, file: !3, line: 169, type: !42)
!637 = !DILocation(line: 0, scope: !633)
!638 = !DILocation(line: 170, column: 19, scope: !633)
!639 = !DILocation(line: 172, column: 12, scope: !633)
!640 = !DILocation(line: 172, column: 47, scope: !633)
!641 = !DILocation(line: 170, column: 10, scope: !633)
!642 = !DILocation(line: 170, column: 3, scope: !633)
!643 = distinct !DISubprogram(name: "lua_gettop", scope: !3, file: !3, line: 176, type: !117, scopeLine: 176, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !644)
!644 = !{!645}
!645 = !DILocalVariable(name: "L", arg: 1, scope: !643, file: !3, line: 176, type: !119)
!646 = !DILocation(line: 0, scope: !643)
!647 = !DILocation(line: 177, column: 10, scope: !643)
!648 = !DILocation(line: 177, column: 3, scope: !643)
!649 = distinct !DISubprogram(name: "lua_settop", scope: !3, file: !3, line: 181, type: !650, scopeLine: 181, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !652)
!650 = !DISubroutineType(types: !651)
!651 = !{null, !119, !42}
!652 = !{!653, !654, !655, !656, !657, !658}
!653 = !DILocalVariable(name: "L", arg: 1, scope: !649, file: !3, line: 181, type: !119)
!654 = !DILocalVariable(name: "idx", arg: 2, scope: !649, file: !3, line: 181, type: !42)
!655 = !DILocalVariable(name: "ci", scope: !649, file: !3, line: 182, type: !237)
!656 = !DILocalVariable(name: "func", scope: !649, file: !3, line: 183, type: !134)
!657 = !DILocalVariable(name: "newtop", scope: !649, file: !3, line: 183, type: !134)
!658 = !DILocalVariable(name: "diff", scope: !649, file: !3, line: 184, type: !147)
!659 = !DILocation(line: 0, scope: !649)
!660 = !DILocation(line: 188, column: 11, scope: !661)
!661 = distinct !DILexicalBlock(scope: !649, file: !3, line: 188, column: 7)
!662 = !DILocation(line: 188, column: 7, scope: !649)
!663 = !DILocation(line: 186, column: 11, scope: !649)
!664 = !DILocation(line: 187, column: 19, scope: !649)
!665 = !DILocation(line: 190, column: 19, scope: !666)
!666 = distinct !DILexicalBlock(scope: !661, file: !3, line: 188, column: 17)
!667 = !DILocation(line: 190, column: 24, scope: !666)
!668 = !DILocation(line: 190, column: 36, scope: !666)
!669 = !DILocation(line: 190, column: 40, scope: !666)
!670 = !DILocation(line: 190, column: 31, scope: !666)
!671 = !DILocation(line: 191, column: 17, scope: !672)
!672 = distinct !DILexicalBlock(scope: !673, file: !3, line: 191, column: 5)
!673 = distinct !DILexicalBlock(scope: !666, file: !3, line: 191, column: 5)
!674 = !DILocation(line: 191, column: 5, scope: !673)
!675 = !DILocation(line: 192, column: 7, scope: !672)
!676 = !DILocation(line: 191, column: 26, scope: !672)
!677 = distinct !{!677, !678}
!678 = !{!"llvm.loop.unroll.disable"}
!679 = distinct !{!679, !674, !680, !608}
!680 = !DILocation(line: 192, column: 7, scope: !673)
!681 = !DILocation(line: 199, column: 15, scope: !649)
!682 = !DILocation(line: 199, column: 19, scope: !649)
!683 = !DILocation(line: 200, column: 16, scope: !684)
!684 = distinct !DILexicalBlock(scope: !649, file: !3, line: 200, column: 7)
!685 = !DILocation(line: 196, column: 16, scope: !686)
!686 = distinct !DILexicalBlock(scope: !661, file: !3, line: 194, column: 8)
!687 = !DILocation(line: 196, column: 12, scope: !686)
!688 = !DILocation(line: 0, scope: !661)
!689 = !DILocation(line: 199, column: 21, scope: !649)
!690 = !DILocation(line: 200, column: 12, scope: !684)
!691 = !DILocation(line: 200, column: 22, scope: !684)
!692 = !DILocation(line: 200, column: 30, scope: !684)
!693 = !DILocation(line: 200, column: 32, scope: !684)
!694 = !DILocation(line: 200, column: 7, scope: !649)
!695 = !DILocation(line: 202, column: 14, scope: !696)
!696 = distinct !DILexicalBlock(scope: !684, file: !3, line: 200, column: 43)
!697 = !DILocation(line: 203, column: 3, scope: !696)
!698 = !DILocation(line: 204, column: 12, scope: !649)
!699 = !DILocation(line: 206, column: 1, scope: !649)
!700 = !DISubprogram(name: "luaF_close", scope: !701, file: !701, line: 57, type: !702, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!701 = !DIFile(filename: "src/lua/lfunc.h", directory: ".", checksumkind: CSK_MD5, checksum: "74c1a9067666bcdc4b1bc5a3ce4dd84c")
!702 = !DISubroutineType(types: !703)
!703 = !{!134, !119, !134, !42, !42}
!704 = distinct !DISubprogram(name: "lua_closeslot", scope: !3, file: !3, line: 209, type: !650, scopeLine: 209, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !705)
!705 = !{!706, !707, !708}
!706 = !DILocalVariable(name: "L", arg: 1, scope: !704, file: !3, line: 209, type: !119)
!707 = !DILocalVariable(name: "idx", arg: 2, scope: !704, file: !3, line: 209, type: !42)
!708 = !DILocalVariable(name: "level", scope: !704, file: !3, line: 210, type: !134)
!709 = !DILocation(line: 0, scope: !704)
!710 = !DILocalVariable(name: "L", arg: 1, scope: !711, file: !3, line: 95, type: !119)
!711 = distinct !DISubprogram(name: "index2stack", scope: !3, file: !3, line: 95, type: !712, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !714)
!712 = !DISubroutineType(types: !713)
!713 = !{!134, !119, !42}
!714 = !{!710, !715, !716, !717}
!715 = !DILocalVariable(name: "idx", arg: 2, scope: !711, file: !3, line: 95, type: !42)
!716 = !DILocalVariable(name: "ci", scope: !711, file: !3, line: 96, type: !237)
!717 = !DILocalVariable(name: "o", scope: !718, file: !3, line: 98, type: !134)
!718 = distinct !DILexicalBlock(scope: !719, file: !3, line: 97, column: 16)
!719 = distinct !DILexicalBlock(scope: !711, file: !3, line: 97, column: 7)
!720 = !DILocation(line: 0, scope: !711, inlinedAt: !721)
!721 = distinct !DILocation(line: 212, column: 11, scope: !704)
!722 = !DILocation(line: 97, column: 11, scope: !719, inlinedAt: !721)
!723 = !DILocation(line: 97, column: 7, scope: !711, inlinedAt: !721)
!724 = !DILocation(line: 96, column: 21, scope: !711, inlinedAt: !721)
!725 = !DILocation(line: 98, column: 24, scope: !718, inlinedAt: !721)
!726 = !DILocation(line: 98, column: 26, scope: !718, inlinedAt: !721)
!727 = !DILocation(line: 0, scope: !718, inlinedAt: !721)
!728 = !DILocation(line: 106, column: 15, scope: !729, inlinedAt: !721)
!729 = distinct !DILexicalBlock(scope: !719, file: !3, line: 102, column: 8)
!730 = !DILocation(line: 106, column: 19, scope: !729, inlinedAt: !721)
!731 = !DILocation(line: 106, column: 21, scope: !729, inlinedAt: !721)
!732 = !DILocation(line: 106, column: 5, scope: !729, inlinedAt: !721)
!733 = !DILocation(line: 0, scope: !719, inlinedAt: !721)
!734 = !DILocation(line: 215, column: 11, scope: !704)
!735 = !DILocation(line: 216, column: 3, scope: !704)
!736 = !DILocation(line: 218, column: 1, scope: !704)
!737 = distinct !DISubprogram(name: "lua_rotate", scope: !3, file: !3, line: 241, type: !738, scopeLine: 241, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !740)
!738 = !DISubroutineType(types: !739)
!739 = !{null, !119, !42, !42}
!740 = !{!741, !742, !743, !744, !745, !746}
!741 = !DILocalVariable(name: "L", arg: 1, scope: !737, file: !3, line: 241, type: !119)
!742 = !DILocalVariable(name: "idx", arg: 2, scope: !737, file: !3, line: 241, type: !42)
!743 = !DILocalVariable(name: "n", arg: 3, scope: !737, file: !3, line: 241, type: !42)
!744 = !DILocalVariable(name: "p", scope: !737, file: !3, line: 242, type: !134)
!745 = !DILocalVariable(name: "t", scope: !737, file: !3, line: 242, type: !134)
!746 = !DILocalVariable(name: "m", scope: !737, file: !3, line: 242, type: !134)
!747 = !DILocation(line: 0, scope: !737)
!748 = !DILocation(line: 244, column: 10, scope: !737)
!749 = !DILocation(line: 244, column: 14, scope: !737)
!750 = !DILocation(line: 244, column: 16, scope: !737)
!751 = !DILocation(line: 0, scope: !711, inlinedAt: !752)
!752 = distinct !DILocation(line: 245, column: 7, scope: !737)
!753 = !DILocation(line: 97, column: 11, scope: !719, inlinedAt: !752)
!754 = !DILocation(line: 97, column: 7, scope: !711, inlinedAt: !752)
!755 = !DILocation(line: 96, column: 21, scope: !711, inlinedAt: !752)
!756 = !DILocation(line: 98, column: 24, scope: !718, inlinedAt: !752)
!757 = !DILocation(line: 98, column: 26, scope: !718, inlinedAt: !752)
!758 = !DILocation(line: 0, scope: !718, inlinedAt: !752)
!759 = !DILocation(line: 106, column: 21, scope: !729, inlinedAt: !752)
!760 = !DILocation(line: 106, column: 5, scope: !729, inlinedAt: !752)
!761 = !DILocation(line: 0, scope: !719, inlinedAt: !752)
!762 = !DILocation(line: 247, column: 10, scope: !737)
!763 = !DILocation(line: 247, column: 8, scope: !737)
!764 = !DILocation(line: 247, column: 19, scope: !737)
!765 = !DILocation(line: 247, column: 27, scope: !737)
!766 = !DILocation(line: 247, column: 31, scope: !737)
!767 = !DILocalVariable(name: "L", arg: 1, scope: !768, file: !3, line: 227, type: !119)
!768 = distinct !DISubprogram(name: "reverse", scope: !3, file: !3, line: 227, type: !769, scopeLine: 227, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !771)
!769 = !DISubroutineType(types: !770)
!770 = !{null, !119, !134, !134}
!771 = !{!767, !772, !773, !774, !778, !780, !781, !783, !784, !786}
!772 = !DILocalVariable(name: "from", arg: 2, scope: !768, file: !3, line: 227, type: !134)
!773 = !DILocalVariable(name: "to", arg: 3, scope: !768, file: !3, line: 227, type: !134)
!774 = !DILocalVariable(name: "temp", scope: !775, file: !3, line: 229, type: !103)
!775 = distinct !DILexicalBlock(scope: !776, file: !3, line: 228, column: 35)
!776 = distinct !DILexicalBlock(scope: !777, file: !3, line: 228, column: 3)
!777 = distinct !DILexicalBlock(scope: !768, file: !3, line: 228, column: 3)
!778 = !DILocalVariable(name: "io1", scope: !779, file: !3, line: 230, type: !102)
!779 = distinct !DILexicalBlock(scope: !775, file: !3, line: 230, column: 5)
!780 = !DILocalVariable(name: "io2", scope: !779, file: !3, line: 230, type: !590)
!781 = !DILocalVariable(name: "io1", scope: !782, file: !3, line: 231, type: !102)
!782 = distinct !DILexicalBlock(scope: !775, file: !3, line: 231, column: 5)
!783 = !DILocalVariable(name: "io2", scope: !782, file: !3, line: 231, type: !590)
!784 = !DILocalVariable(name: "io1", scope: !785, file: !3, line: 232, type: !102)
!785 = distinct !DILexicalBlock(scope: !775, file: !3, line: 232, column: 5)
!786 = !DILocalVariable(name: "io2", scope: !785, file: !3, line: 232, type: !590)
!787 = !DILocation(line: 0, scope: !768, inlinedAt: !788)
!788 = distinct !DILocation(line: 248, column: 3, scope: !737)
!789 = !DILocation(line: 228, column: 15, scope: !776, inlinedAt: !788)
!790 = !DILocation(line: 228, column: 3, scope: !777, inlinedAt: !788)
!791 = !DILocation(line: 0, scope: !779, inlinedAt: !788)
!792 = !DILocation(line: 230, column: 5, scope: !779, inlinedAt: !788)
!793 = !DILocation(line: 0, scope: !775, inlinedAt: !788)
!794 = !DILocation(line: 0, scope: !782, inlinedAt: !788)
!795 = !DILocation(line: 231, column: 5, scope: !782, inlinedAt: !788)
!796 = !DILocation(line: 0, scope: !785, inlinedAt: !788)
!797 = !DILocation(line: 232, column: 5, scope: !785, inlinedAt: !788)
!798 = !DILocation(line: 228, column: 25, scope: !776, inlinedAt: !788)
!799 = !DILocation(line: 228, column: 31, scope: !776, inlinedAt: !788)
!800 = distinct !{!800, !790, !801, !608}
!801 = !DILocation(line: 233, column: 3, scope: !777, inlinedAt: !788)
!802 = !DILocation(line: 249, column: 16, scope: !737)
!803 = !DILocation(line: 0, scope: !768, inlinedAt: !804)
!804 = distinct !DILocation(line: 249, column: 3, scope: !737)
!805 = !DILocation(line: 228, column: 15, scope: !776, inlinedAt: !804)
!806 = !DILocation(line: 228, column: 3, scope: !777, inlinedAt: !804)
!807 = !DILocation(line: 0, scope: !779, inlinedAt: !804)
!808 = !DILocation(line: 230, column: 5, scope: !779, inlinedAt: !804)
!809 = !DILocation(line: 0, scope: !775, inlinedAt: !804)
!810 = !DILocation(line: 0, scope: !782, inlinedAt: !804)
!811 = !DILocation(line: 231, column: 5, scope: !782, inlinedAt: !804)
!812 = !DILocation(line: 0, scope: !785, inlinedAt: !804)
!813 = !DILocation(line: 232, column: 5, scope: !785, inlinedAt: !804)
!814 = !DILocation(line: 228, column: 25, scope: !776, inlinedAt: !804)
!815 = !DILocation(line: 228, column: 31, scope: !776, inlinedAt: !804)
!816 = distinct !{!816, !806, !817, !608}
!817 = !DILocation(line: 233, column: 3, scope: !777, inlinedAt: !804)
!818 = !DILocation(line: 0, scope: !768, inlinedAt: !819)
!819 = distinct !DILocation(line: 250, column: 3, scope: !737)
!820 = !DILocation(line: 228, column: 15, scope: !776, inlinedAt: !819)
!821 = !DILocation(line: 228, column: 3, scope: !777, inlinedAt: !819)
!822 = !DILocation(line: 0, scope: !779, inlinedAt: !819)
!823 = !DILocation(line: 230, column: 5, scope: !779, inlinedAt: !819)
!824 = !DILocation(line: 0, scope: !775, inlinedAt: !819)
!825 = !DILocation(line: 0, scope: !782, inlinedAt: !819)
!826 = !DILocation(line: 231, column: 5, scope: !782, inlinedAt: !819)
!827 = !DILocation(line: 0, scope: !785, inlinedAt: !819)
!828 = !DILocation(line: 232, column: 5, scope: !785, inlinedAt: !819)
!829 = !DILocation(line: 228, column: 25, scope: !776, inlinedAt: !819)
!830 = !DILocation(line: 228, column: 31, scope: !776, inlinedAt: !819)
!831 = distinct !{!831, !821, !832, !608}
!832 = !DILocation(line: 233, column: 3, scope: !777, inlinedAt: !819)
!833 = !DILocation(line: 252, column: 1, scope: !737)
!834 = distinct !DISubprogram(name: "lua_copy", scope: !3, file: !3, line: 255, type: !738, scopeLine: 255, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !835)
!835 = !{!836, !837, !838, !839, !840, !841, !843}
!836 = !DILocalVariable(name: "L", arg: 1, scope: !834, file: !3, line: 255, type: !119)
!837 = !DILocalVariable(name: "fromidx", arg: 2, scope: !834, file: !3, line: 255, type: !42)
!838 = !DILocalVariable(name: "toidx", arg: 3, scope: !834, file: !3, line: 255, type: !42)
!839 = !DILocalVariable(name: "fr", scope: !834, file: !3, line: 256, type: !102)
!840 = !DILocalVariable(name: "to", scope: !834, file: !3, line: 256, type: !102)
!841 = !DILocalVariable(name: "io1", scope: !842, file: !3, line: 261, type: !102)
!842 = distinct !DILexicalBlock(scope: !834, file: !3, line: 261, column: 3)
!843 = !DILocalVariable(name: "io2", scope: !842, file: !3, line: 261, type: !590)
!844 = !DILocation(line: 0, scope: !834)
!845 = !DILocalVariable(name: "L", arg: 1, scope: !846, file: !3, line: 60, type: !119)
!846 = distinct !DISubprogram(name: "index2value", scope: !3, file: !3, line: 60, type: !847, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !849)
!847 = !DISubroutineType(types: !848)
!848 = !{!102, !119, !42}
!849 = !{!845, !850, !851, !852, !855}
!850 = !DILocalVariable(name: "idx", arg: 2, scope: !846, file: !3, line: 60, type: !42)
!851 = !DILocalVariable(name: "ci", scope: !846, file: !3, line: 61, type: !237)
!852 = !DILocalVariable(name: "o", scope: !853, file: !3, line: 63, type: !134)
!853 = distinct !DILexicalBlock(scope: !854, file: !3, line: 62, column: 16)
!854 = distinct !DILexicalBlock(scope: !846, file: !3, line: 62, column: 7)
!855 = !DILocalVariable(name: "func", scope: !856, file: !3, line: 79, type: !861)
!856 = distinct !DILexicalBlock(scope: !857, file: !3, line: 78, column: 40)
!857 = distinct !DILexicalBlock(scope: !858, file: !3, line: 78, column: 9)
!858 = distinct !DILexicalBlock(scope: !859, file: !3, line: 75, column: 8)
!859 = distinct !DILexicalBlock(scope: !860, file: !3, line: 73, column: 12)
!860 = distinct !DILexicalBlock(scope: !854, file: !3, line: 68, column: 12)
!861 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !401, size: 64)
!862 = !DILocation(line: 0, scope: !846, inlinedAt: !863)
!863 = distinct !DILocation(line: 258, column: 8, scope: !834)
!864 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !863)
!865 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !863)
!866 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !863)
!867 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !863)
!868 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !863)
!869 = !DILocation(line: 0, scope: !853, inlinedAt: !863)
!870 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !863)
!871 = distinct !DILexicalBlock(scope: !853, file: !3, line: 65, column: 9)
!872 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !863)
!873 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !863)
!874 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !863)
!875 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !863)
!876 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !863)
!877 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !863)
!878 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !863)
!879 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !863)
!880 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !863)
!881 = distinct !DILexicalBlock(scope: !860, file: !3, line: 68, column: 28)
!882 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !863)
!883 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !863)
!884 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !863)
!885 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !863)
!886 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !863)
!887 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !863)
!888 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !863)
!889 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !863)
!890 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !863)
!891 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !863)
!892 = !DILocation(line: 0, scope: !856, inlinedAt: !863)
!893 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !863)
!894 = !{!895, !543, i64 10}
!895 = !{!"CClosure", !542, i64 0, !543, i64 8, !543, i64 9, !543, i64 10, !542, i64 16, !542, i64 24, !543, i64 32}
!896 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !863)
!897 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !863)
!898 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !863)
!899 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !863)
!900 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !863)
!901 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !863)
!902 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !863)
!903 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !863)
!904 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !863)
!905 = distinct !DILexicalBlock(scope: !857, file: !3, line: 83, column: 10)
!906 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !863)
!907 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !863)
!908 = !DILocation(line: 0, scope: !854, inlinedAt: !863)
!909 = !DILocation(line: 0, scope: !846, inlinedAt: !910)
!910 = distinct !DILocation(line: 259, column: 8, scope: !834)
!911 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !910)
!912 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !910)
!913 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !910)
!914 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !910)
!915 = !DILocation(line: 0, scope: !853, inlinedAt: !910)
!916 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !910)
!917 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !910)
!918 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !910)
!919 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !910)
!920 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !910)
!921 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !910)
!922 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !910)
!923 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !910)
!924 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !910)
!925 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !910)
!926 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !910)
!927 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !910)
!928 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !910)
!929 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !910)
!930 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !910)
!931 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !910)
!932 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !910)
!933 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !910)
!934 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !910)
!935 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !910)
!936 = !DILocation(line: 0, scope: !856, inlinedAt: !910)
!937 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !910)
!938 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !910)
!939 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !910)
!940 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !910)
!941 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !910)
!942 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !910)
!943 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !910)
!944 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !910)
!945 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !910)
!946 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !910)
!947 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !910)
!948 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !910)
!949 = !DILocation(line: 0, scope: !842)
!950 = !DILocation(line: 261, column: 3, scope: !842)
!951 = !DILocation(line: 262, column: 7, scope: !834)
!952 = !DILocation(line: 0, scope: !854, inlinedAt: !910)
!953 = !DILocation(line: 263, column: 5, scope: !954)
!954 = distinct !DILexicalBlock(scope: !834, file: !3, line: 262, column: 7)
!955 = !{!956, !543, i64 9}
!956 = !{!"GCObject", !542, i64 0, !543, i64 8, !543, i64 9}
!957 = !DILocation(line: 267, column: 1, scope: !834)
!958 = !DISubprogram(name: "luaC_barrier_", scope: !959, file: !959, line: 196, type: !960, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!959 = !DIFile(filename: "src/lua/lgc.h", directory: ".", checksumkind: CSK_MD5, checksum: "27471f6a393f1da8078a1cd072699654")
!960 = !DISubroutineType(types: !961)
!961 = !{null, !119, !192, !192}
!962 = distinct !DISubprogram(name: "lua_pushvalue", scope: !3, file: !3, line: 270, type: !650, scopeLine: 270, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !963)
!963 = !{!964, !965, !966, !968}
!964 = !DILocalVariable(name: "L", arg: 1, scope: !962, file: !3, line: 270, type: !119)
!965 = !DILocalVariable(name: "idx", arg: 2, scope: !962, file: !3, line: 270, type: !42)
!966 = !DILocalVariable(name: "io1", scope: !967, file: !3, line: 272, type: !102)
!967 = distinct !DILexicalBlock(scope: !962, file: !3, line: 272, column: 3)
!968 = !DILocalVariable(name: "io2", scope: !967, file: !3, line: 272, type: !590)
!969 = !DILocation(line: 0, scope: !962)
!970 = !DILocation(line: 272, column: 3, scope: !967)
!971 = !DILocation(line: 0, scope: !967)
!972 = !DILocation(line: 0, scope: !846, inlinedAt: !973)
!973 = distinct !DILocation(line: 272, column: 3, scope: !967)
!974 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !973)
!975 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !973)
!976 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !973)
!977 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !973)
!978 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !973)
!979 = !DILocation(line: 0, scope: !853, inlinedAt: !973)
!980 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !973)
!981 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !973)
!982 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !973)
!983 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !973)
!984 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !973)
!985 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !973)
!986 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !973)
!987 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !973)
!988 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !973)
!989 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !973)
!990 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !973)
!991 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !973)
!992 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !973)
!993 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !973)
!994 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !973)
!995 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !973)
!996 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !973)
!997 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !973)
!998 = !DILocation(line: 0, scope: !856, inlinedAt: !973)
!999 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !973)
!1000 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !973)
!1001 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !973)
!1002 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !973)
!1003 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !973)
!1004 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !973)
!1005 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !973)
!1006 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !973)
!1007 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !973)
!1008 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !973)
!1009 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !973)
!1010 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !973)
!1011 = !DILocation(line: 0, scope: !854, inlinedAt: !973)
!1012 = !DILocation(line: 273, column: 3, scope: !1013)
!1013 = distinct !DILexicalBlock(scope: !962, file: !3, line: 273, column: 3)
!1014 = !DILocation(line: 275, column: 1, scope: !962)
!1015 = distinct !DISubprogram(name: "lua_type", scope: !3, file: !3, line: 284, type: !531, scopeLine: 284, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1016)
!1016 = !{!1017, !1018, !1019}
!1017 = !DILocalVariable(name: "L", arg: 1, scope: !1015, file: !3, line: 284, type: !119)
!1018 = !DILocalVariable(name: "idx", arg: 2, scope: !1015, file: !3, line: 284, type: !42)
!1019 = !DILocalVariable(name: "o", scope: !1015, file: !3, line: 285, type: !590)
!1020 = !DILocation(line: 0, scope: !1015)
!1021 = !DILocation(line: 0, scope: !846, inlinedAt: !1022)
!1022 = distinct !DILocation(line: 285, column: 21, scope: !1015)
!1023 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !1022)
!1024 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !1022)
!1025 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !1022)
!1026 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !1022)
!1027 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !1022)
!1028 = !DILocation(line: 0, scope: !853, inlinedAt: !1022)
!1029 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !1022)
!1030 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !1022)
!1031 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !1022)
!1032 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !1022)
!1033 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !1022)
!1034 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !1022)
!1035 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !1022)
!1036 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !1022)
!1037 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !1022)
!1038 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !1022)
!1039 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !1022)
!1040 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !1022)
!1041 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !1022)
!1042 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !1022)
!1043 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !1022)
!1044 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !1022)
!1045 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !1022)
!1046 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !1022)
!1047 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !1022)
!1048 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !1022)
!1049 = !DILocation(line: 0, scope: !856, inlinedAt: !1022)
!1050 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !1022)
!1051 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !1022)
!1052 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !1022)
!1053 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !1022)
!1054 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !1022)
!1055 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !1022)
!1056 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !1022)
!1057 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !1022)
!1058 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !1022)
!1059 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !1022)
!1060 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !1022)
!1061 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !1022)
!1062 = !DILocation(line: 0, scope: !854, inlinedAt: !1022)
!1063 = !DILocation(line: 286, column: 11, scope: !1015)
!1064 = !DILocation(line: 286, column: 27, scope: !1015)
!1065 = !DILocation(line: 286, column: 3, scope: !1015)
!1066 = distinct !DISubprogram(name: "lua_typename", scope: !3, file: !3, line: 290, type: !1067, scopeLine: 290, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1069)
!1067 = !DISubroutineType(types: !1068)
!1068 = !{!233, !119, !42}
!1069 = !{!1070, !1071}
!1070 = !DILocalVariable(name: "L", arg: 1, scope: !1066, file: !3, line: 290, type: !119)
!1071 = !DILocalVariable(name: "t", arg: 2, scope: !1066, file: !3, line: 290, type: !42)
!1072 = !DILocation(line: 0, scope: !1066)
!1073 = !DILocation(line: 293, column: 10, scope: !1066)
!1074 = !{!542, !542, i64 0}
!1075 = !DILocation(line: 293, column: 3, scope: !1066)
!1076 = distinct !DISubprogram(name: "lua_iscfunction", scope: !3, file: !3, line: 297, type: !531, scopeLine: 297, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1077)
!1077 = !{!1078, !1079, !1080}
!1078 = !DILocalVariable(name: "L", arg: 1, scope: !1076, file: !3, line: 297, type: !119)
!1079 = !DILocalVariable(name: "idx", arg: 2, scope: !1076, file: !3, line: 297, type: !42)
!1080 = !DILocalVariable(name: "o", scope: !1076, file: !3, line: 298, type: !590)
!1081 = !DILocation(line: 0, scope: !1076)
!1082 = !DILocation(line: 0, scope: !846, inlinedAt: !1083)
!1083 = distinct !DILocation(line: 298, column: 21, scope: !1076)
!1084 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !1083)
!1085 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !1083)
!1086 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !1083)
!1087 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !1083)
!1088 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !1083)
!1089 = !DILocation(line: 0, scope: !853, inlinedAt: !1083)
!1090 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !1083)
!1091 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !1083)
!1092 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !1083)
!1093 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !1083)
!1094 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !1083)
!1095 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !1083)
!1096 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !1083)
!1097 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !1083)
!1098 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !1083)
!1099 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !1083)
!1100 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !1083)
!1101 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !1083)
!1102 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !1083)
!1103 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !1083)
!1104 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !1083)
!1105 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !1083)
!1106 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !1083)
!1107 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !1083)
!1108 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !1083)
!1109 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !1083)
!1110 = !DILocation(line: 0, scope: !856, inlinedAt: !1083)
!1111 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !1083)
!1112 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !1083)
!1113 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !1083)
!1114 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !1083)
!1115 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !1083)
!1116 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !1083)
!1117 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !1083)
!1118 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !1083)
!1119 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !1083)
!1120 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !1083)
!1121 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !1083)
!1122 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !1083)
!1123 = !DILocation(line: 0, scope: !854, inlinedAt: !1083)
!1124 = !DILocation(line: 299, column: 11, scope: !1076)
!1125 = !DILocation(line: 299, column: 22, scope: !1076)
!1126 = !DILocation(line: 299, column: 3, scope: !1076)
!1127 = distinct !DISubprogram(name: "lua_isinteger", scope: !3, file: !3, line: 303, type: !531, scopeLine: 303, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1128)
!1128 = !{!1129, !1130, !1131}
!1129 = !DILocalVariable(name: "L", arg: 1, scope: !1127, file: !3, line: 303, type: !119)
!1130 = !DILocalVariable(name: "idx", arg: 2, scope: !1127, file: !3, line: 303, type: !42)
!1131 = !DILocalVariable(name: "o", scope: !1127, file: !3, line: 304, type: !590)
!1132 = !DILocation(line: 0, scope: !1127)
!1133 = !DILocation(line: 0, scope: !846, inlinedAt: !1134)
!1134 = distinct !DILocation(line: 304, column: 21, scope: !1127)
!1135 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !1134)
!1136 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !1134)
!1137 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !1134)
!1138 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !1134)
!1139 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !1134)
!1140 = !DILocation(line: 0, scope: !853, inlinedAt: !1134)
!1141 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !1134)
!1142 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !1134)
!1143 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !1134)
!1144 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !1134)
!1145 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !1134)
!1146 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !1134)
!1147 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !1134)
!1148 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !1134)
!1149 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !1134)
!1150 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !1134)
!1151 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !1134)
!1152 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !1134)
!1153 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !1134)
!1154 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !1134)
!1155 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !1134)
!1156 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !1134)
!1157 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !1134)
!1158 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !1134)
!1159 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !1134)
!1160 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !1134)
!1161 = !DILocation(line: 0, scope: !856, inlinedAt: !1134)
!1162 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !1134)
!1163 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !1134)
!1164 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !1134)
!1165 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !1134)
!1166 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !1134)
!1167 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !1134)
!1168 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !1134)
!1169 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !1134)
!1170 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !1134)
!1171 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !1134)
!1172 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !1134)
!1173 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !1134)
!1174 = !DILocation(line: 0, scope: !854, inlinedAt: !1134)
!1175 = !DILocation(line: 305, column: 10, scope: !1127)
!1176 = !DILocation(line: 305, column: 3, scope: !1127)
!1177 = distinct !DISubprogram(name: "lua_isnumber", scope: !3, file: !3, line: 309, type: !531, scopeLine: 309, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1178)
!1178 = !{!1179, !1180, !1181, !1182}
!1179 = !DILocalVariable(name: "L", arg: 1, scope: !1177, file: !3, line: 309, type: !119)
!1180 = !DILocalVariable(name: "idx", arg: 2, scope: !1177, file: !3, line: 309, type: !42)
!1181 = !DILocalVariable(name: "n", scope: !1177, file: !3, line: 310, type: !364)
!1182 = !DILocalVariable(name: "o", scope: !1177, file: !3, line: 311, type: !590)
!1183 = distinct !DIAssignID()
!1184 = !DILocation(line: 0, scope: !1177)
!1185 = !DILocation(line: 310, column: 3, scope: !1177)
!1186 = !DILocation(line: 0, scope: !846, inlinedAt: !1187)
!1187 = distinct !DILocation(line: 311, column: 21, scope: !1177)
!1188 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !1187)
!1189 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !1187)
!1190 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !1187)
!1191 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !1187)
!1192 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !1187)
!1193 = !DILocation(line: 0, scope: !853, inlinedAt: !1187)
!1194 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !1187)
!1195 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !1187)
!1196 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !1187)
!1197 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !1187)
!1198 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !1187)
!1199 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !1187)
!1200 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !1187)
!1201 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !1187)
!1202 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !1187)
!1203 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !1187)
!1204 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !1187)
!1205 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !1187)
!1206 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !1187)
!1207 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !1187)
!1208 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !1187)
!1209 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !1187)
!1210 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !1187)
!1211 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !1187)
!1212 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !1187)
!1213 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !1187)
!1214 = !DILocation(line: 0, scope: !856, inlinedAt: !1187)
!1215 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !1187)
!1216 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !1187)
!1217 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !1187)
!1218 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !1187)
!1219 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !1187)
!1220 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !1187)
!1221 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !1187)
!1222 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !1187)
!1223 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !1187)
!1224 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !1187)
!1225 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !1187)
!1226 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !1187)
!1227 = !DILocation(line: 0, scope: !854, inlinedAt: !1187)
!1228 = !DILocation(line: 312, column: 10, scope: !1177)
!1229 = !DILocation(line: 313, column: 1, scope: !1177)
!1230 = !DILocation(line: 312, column: 3, scope: !1177)
!1231 = !DISubprogram(name: "luaV_tonumber_", scope: !6, file: !6, line: 123, type: !1232, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1232 = !DISubroutineType(types: !1233)
!1233 = !{!42, !590, !1234}
!1234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !364, size: 64)
!1235 = distinct !DISubprogram(name: "lua_isstring", scope: !3, file: !3, line: 316, type: !531, scopeLine: 316, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1236)
!1236 = !{!1237, !1238, !1239}
!1237 = !DILocalVariable(name: "L", arg: 1, scope: !1235, file: !3, line: 316, type: !119)
!1238 = !DILocalVariable(name: "idx", arg: 2, scope: !1235, file: !3, line: 316, type: !42)
!1239 = !DILocalVariable(name: "o", scope: !1235, file: !3, line: 317, type: !590)
!1240 = !DILocation(line: 0, scope: !1235)
!1241 = !DILocation(line: 0, scope: !846, inlinedAt: !1242)
!1242 = distinct !DILocation(line: 317, column: 21, scope: !1235)
!1243 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !1242)
!1244 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !1242)
!1245 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !1242)
!1246 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !1242)
!1247 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !1242)
!1248 = !DILocation(line: 0, scope: !853, inlinedAt: !1242)
!1249 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !1242)
!1250 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !1242)
!1251 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !1242)
!1252 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !1242)
!1253 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !1242)
!1254 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !1242)
!1255 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !1242)
!1256 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !1242)
!1257 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !1242)
!1258 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !1242)
!1259 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !1242)
!1260 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !1242)
!1261 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !1242)
!1262 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !1242)
!1263 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !1242)
!1264 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !1242)
!1265 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !1242)
!1266 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !1242)
!1267 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !1242)
!1268 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !1242)
!1269 = !DILocation(line: 0, scope: !856, inlinedAt: !1242)
!1270 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !1242)
!1271 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !1242)
!1272 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !1242)
!1273 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !1242)
!1274 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !1242)
!1275 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !1242)
!1276 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !1242)
!1277 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !1242)
!1278 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !1242)
!1279 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !1242)
!1280 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !1242)
!1281 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !1242)
!1282 = !DILocation(line: 0, scope: !854, inlinedAt: !1242)
!1283 = !DILocation(line: 318, column: 11, scope: !1235)
!1284 = !DILocation(line: 318, column: 25, scope: !1235)
!1285 = !DILocation(line: 318, column: 3, scope: !1235)
!1286 = distinct !DISubprogram(name: "lua_isuserdata", scope: !3, file: !3, line: 322, type: !531, scopeLine: 322, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1287)
!1287 = !{!1288, !1289, !1290}
!1288 = !DILocalVariable(name: "L", arg: 1, scope: !1286, file: !3, line: 322, type: !119)
!1289 = !DILocalVariable(name: "idx", arg: 2, scope: !1286, file: !3, line: 322, type: !42)
!1290 = !DILocalVariable(name: "o", scope: !1286, file: !3, line: 323, type: !590)
!1291 = !DILocation(line: 0, scope: !1286)
!1292 = !DILocation(line: 0, scope: !846, inlinedAt: !1293)
!1293 = distinct !DILocation(line: 323, column: 21, scope: !1286)
!1294 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !1293)
!1295 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !1293)
!1296 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !1293)
!1297 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !1293)
!1298 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !1293)
!1299 = !DILocation(line: 0, scope: !853, inlinedAt: !1293)
!1300 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !1293)
!1301 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !1293)
!1302 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !1293)
!1303 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !1293)
!1304 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !1293)
!1305 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !1293)
!1306 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !1293)
!1307 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !1293)
!1308 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !1293)
!1309 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !1293)
!1310 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !1293)
!1311 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !1293)
!1312 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !1293)
!1313 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !1293)
!1314 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !1293)
!1315 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !1293)
!1316 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !1293)
!1317 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !1293)
!1318 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !1293)
!1319 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !1293)
!1320 = !DILocation(line: 0, scope: !856, inlinedAt: !1293)
!1321 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !1293)
!1322 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !1293)
!1323 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !1293)
!1324 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !1293)
!1325 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !1293)
!1326 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !1293)
!1327 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !1293)
!1328 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !1293)
!1329 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !1293)
!1330 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !1293)
!1331 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !1293)
!1332 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !1293)
!1333 = !DILocation(line: 0, scope: !854, inlinedAt: !1293)
!1334 = !DILocation(line: 324, column: 11, scope: !1286)
!1335 = !DILocation(line: 324, column: 31, scope: !1286)
!1336 = !DILocation(line: 324, column: 3, scope: !1286)
!1337 = distinct !DISubprogram(name: "lua_rawequal", scope: !3, file: !3, line: 328, type: !574, scopeLine: 328, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1338)
!1338 = !{!1339, !1340, !1341, !1342, !1343}
!1339 = !DILocalVariable(name: "L", arg: 1, scope: !1337, file: !3, line: 328, type: !119)
!1340 = !DILocalVariable(name: "index1", arg: 2, scope: !1337, file: !3, line: 328, type: !42)
!1341 = !DILocalVariable(name: "index2", arg: 3, scope: !1337, file: !3, line: 328, type: !42)
!1342 = !DILocalVariable(name: "o1", scope: !1337, file: !3, line: 329, type: !590)
!1343 = !DILocalVariable(name: "o2", scope: !1337, file: !3, line: 330, type: !590)
!1344 = !DILocation(line: 0, scope: !1337)
!1345 = !DILocation(line: 0, scope: !846, inlinedAt: !1346)
!1346 = distinct !DILocation(line: 329, column: 22, scope: !1337)
!1347 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !1346)
!1348 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !1346)
!1349 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !1346)
!1350 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !1346)
!1351 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !1346)
!1352 = !DILocation(line: 0, scope: !853, inlinedAt: !1346)
!1353 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !1346)
!1354 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !1346)
!1355 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !1346)
!1356 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !1346)
!1357 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !1346)
!1358 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !1346)
!1359 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !1346)
!1360 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !1346)
!1361 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !1346)
!1362 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !1346)
!1363 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !1346)
!1364 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !1346)
!1365 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !1346)
!1366 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !1346)
!1367 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !1346)
!1368 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !1346)
!1369 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !1346)
!1370 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !1346)
!1371 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !1346)
!1372 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !1346)
!1373 = !DILocation(line: 0, scope: !856, inlinedAt: !1346)
!1374 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !1346)
!1375 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !1346)
!1376 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !1346)
!1377 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !1346)
!1378 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !1346)
!1379 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !1346)
!1380 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !1346)
!1381 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !1346)
!1382 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !1346)
!1383 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !1346)
!1384 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !1346)
!1385 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !1346)
!1386 = !DILocation(line: 0, scope: !854, inlinedAt: !1346)
!1387 = !DILocation(line: 0, scope: !846, inlinedAt: !1388)
!1388 = distinct !DILocation(line: 330, column: 22, scope: !1337)
!1389 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !1388)
!1390 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !1388)
!1391 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !1388)
!1392 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !1388)
!1393 = !DILocation(line: 0, scope: !853, inlinedAt: !1388)
!1394 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !1388)
!1395 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !1388)
!1396 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !1388)
!1397 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !1388)
!1398 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !1388)
!1399 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !1388)
!1400 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !1388)
!1401 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !1388)
!1402 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !1388)
!1403 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !1388)
!1404 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !1388)
!1405 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !1388)
!1406 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !1388)
!1407 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !1388)
!1408 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !1388)
!1409 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !1388)
!1410 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !1388)
!1411 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !1388)
!1412 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !1388)
!1413 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !1388)
!1414 = !DILocation(line: 0, scope: !856, inlinedAt: !1388)
!1415 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !1388)
!1416 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !1388)
!1417 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !1388)
!1418 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !1388)
!1419 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !1388)
!1420 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !1388)
!1421 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !1388)
!1422 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !1388)
!1423 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !1388)
!1424 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !1388)
!1425 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !1388)
!1426 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !1388)
!1427 = !DILocation(line: 0, scope: !854, inlinedAt: !1388)
!1428 = !DILocation(line: 331, column: 11, scope: !1337)
!1429 = !DILocation(line: 331, column: 26, scope: !1337)
!1430 = !DILocation(line: 331, column: 29, scope: !1337)
!1431 = !DILocation(line: 331, column: 10, scope: !1337)
!1432 = !DILocation(line: 331, column: 47, scope: !1337)
!1433 = !DILocation(line: 331, column: 3, scope: !1337)
!1434 = !DISubprogram(name: "luaV_equalobj", scope: !6, file: !6, line: 120, type: !1435, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1435 = !DISubroutineType(types: !1436)
!1436 = !{!42, !119, !590, !590}
!1437 = distinct !DISubprogram(name: "lua_arith", scope: !3, file: !3, line: 335, type: !650, scopeLine: 335, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1438)
!1438 = !{!1439, !1440, !1441, !1445}
!1439 = !DILocalVariable(name: "L", arg: 1, scope: !1437, file: !3, line: 335, type: !119)
!1440 = !DILocalVariable(name: "op", arg: 2, scope: !1437, file: !3, line: 335, type: !42)
!1441 = !DILocalVariable(name: "io1", scope: !1442, file: !3, line: 341, type: !102)
!1442 = distinct !DILexicalBlock(scope: !1443, file: !3, line: 341, column: 5)
!1443 = distinct !DILexicalBlock(scope: !1444, file: !3, line: 339, column: 8)
!1444 = distinct !DILexicalBlock(scope: !1437, file: !3, line: 337, column: 7)
!1445 = !DILocalVariable(name: "io2", scope: !1442, file: !3, line: 341, type: !590)
!1446 = !DILocation(line: 0, scope: !1437)
!1447 = !DILocation(line: 337, column: 23, scope: !1444)
!1448 = !DILocation(line: 0, scope: !1442)
!1449 = !DILocation(line: 341, column: 5, scope: !1442)
!1450 = !DILocation(line: 342, column: 5, scope: !1451)
!1451 = distinct !DILexicalBlock(scope: !1443, file: !3, line: 342, column: 5)
!1452 = !DILocation(line: 345, column: 21, scope: !1437)
!1453 = !DILocation(line: 345, column: 40, scope: !1437)
!1454 = !DILocation(line: 345, column: 3, scope: !1437)
!1455 = !DILocation(line: 346, column: 11, scope: !1437)
!1456 = !DILocation(line: 348, column: 1, scope: !1437)
!1457 = !DISubprogram(name: "luaO_arith", scope: !49, file: !49, line: 801, type: !1458, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1458 = !DISubroutineType(types: !1459)
!1459 = !{null, !119, !42, !590, !590, !134}
!1460 = distinct !DISubprogram(name: "lua_compare", scope: !3, file: !3, line: 351, type: !1461, scopeLine: 351, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1463)
!1461 = !DISubroutineType(types: !1462)
!1462 = !{!42, !119, !42, !42, !42}
!1463 = !{!1464, !1465, !1466, !1467, !1468, !1469, !1470}
!1464 = !DILocalVariable(name: "L", arg: 1, scope: !1460, file: !3, line: 351, type: !119)
!1465 = !DILocalVariable(name: "index1", arg: 2, scope: !1460, file: !3, line: 351, type: !42)
!1466 = !DILocalVariable(name: "index2", arg: 3, scope: !1460, file: !3, line: 351, type: !42)
!1467 = !DILocalVariable(name: "op", arg: 4, scope: !1460, file: !3, line: 351, type: !42)
!1468 = !DILocalVariable(name: "o1", scope: !1460, file: !3, line: 352, type: !590)
!1469 = !DILocalVariable(name: "o2", scope: !1460, file: !3, line: 353, type: !590)
!1470 = !DILocalVariable(name: "i", scope: !1460, file: !3, line: 354, type: !42)
!1471 = !DILocation(line: 0, scope: !1460)
!1472 = !DILocation(line: 0, scope: !846, inlinedAt: !1473)
!1473 = distinct !DILocation(line: 356, column: 8, scope: !1460)
!1474 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !1473)
!1475 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !1473)
!1476 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !1473)
!1477 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !1473)
!1478 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !1473)
!1479 = !DILocation(line: 0, scope: !853, inlinedAt: !1473)
!1480 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !1473)
!1481 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !1473)
!1482 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !1473)
!1483 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !1473)
!1484 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !1473)
!1485 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !1473)
!1486 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !1473)
!1487 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !1473)
!1488 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !1473)
!1489 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !1473)
!1490 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !1473)
!1491 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !1473)
!1492 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !1473)
!1493 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !1473)
!1494 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !1473)
!1495 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !1473)
!1496 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !1473)
!1497 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !1473)
!1498 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !1473)
!1499 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !1473)
!1500 = !DILocation(line: 0, scope: !856, inlinedAt: !1473)
!1501 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !1473)
!1502 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !1473)
!1503 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !1473)
!1504 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !1473)
!1505 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !1473)
!1506 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !1473)
!1507 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !1473)
!1508 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !1473)
!1509 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !1473)
!1510 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !1473)
!1511 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !1473)
!1512 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !1473)
!1513 = !DILocation(line: 0, scope: !854, inlinedAt: !1473)
!1514 = !DILocation(line: 0, scope: !846, inlinedAt: !1515)
!1515 = distinct !DILocation(line: 357, column: 8, scope: !1460)
!1516 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !1515)
!1517 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !1515)
!1518 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !1515)
!1519 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !1515)
!1520 = !DILocation(line: 0, scope: !853, inlinedAt: !1515)
!1521 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !1515)
!1522 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !1515)
!1523 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !1515)
!1524 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !1515)
!1525 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !1515)
!1526 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !1515)
!1527 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !1515)
!1528 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !1515)
!1529 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !1515)
!1530 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !1515)
!1531 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !1515)
!1532 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !1515)
!1533 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !1515)
!1534 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !1515)
!1535 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !1515)
!1536 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !1515)
!1537 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !1515)
!1538 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !1515)
!1539 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !1515)
!1540 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !1515)
!1541 = !DILocation(line: 0, scope: !856, inlinedAt: !1515)
!1542 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !1515)
!1543 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !1515)
!1544 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !1515)
!1545 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !1515)
!1546 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !1515)
!1547 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !1515)
!1548 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !1515)
!1549 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !1515)
!1550 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !1515)
!1551 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !1515)
!1552 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !1515)
!1553 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !1515)
!1554 = !DILocation(line: 0, scope: !854, inlinedAt: !1515)
!1555 = !DILocation(line: 358, column: 7, scope: !1556)
!1556 = distinct !DILexicalBlock(scope: !1460, file: !3, line: 358, column: 7)
!1557 = !DILocation(line: 358, column: 22, scope: !1556)
!1558 = !DILocation(line: 358, column: 25, scope: !1556)
!1559 = !DILocation(line: 358, column: 7, scope: !1460)
!1560 = !DILocation(line: 359, column: 5, scope: !1561)
!1561 = distinct !DILexicalBlock(scope: !1556, file: !3, line: 358, column: 41)
!1562 = !DILocation(line: 360, column: 26, scope: !1563)
!1563 = distinct !DILexicalBlock(scope: !1561, file: !3, line: 359, column: 17)
!1564 = !DILocation(line: 360, column: 52, scope: !1563)
!1565 = !DILocation(line: 361, column: 26, scope: !1563)
!1566 = !DILocation(line: 361, column: 52, scope: !1563)
!1567 = !DILocation(line: 362, column: 26, scope: !1563)
!1568 = !DILocation(line: 362, column: 53, scope: !1563)
!1569 = !DILocation(line: 367, column: 3, scope: !1460)
!1570 = !DISubprogram(name: "luaV_lessthan", scope: !6, file: !6, line: 121, type: !1435, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1571 = !DISubprogram(name: "luaV_lessequal", scope: !6, file: !6, line: 122, type: !1435, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1572 = distinct !DISubprogram(name: "lua_stringtonumber", scope: !3, file: !3, line: 371, type: !1573, scopeLine: 371, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1575)
!1573 = !DISubroutineType(types: !1574)
!1574 = !{!72, !119, !233}
!1575 = !{!1576, !1577, !1578}
!1576 = !DILocalVariable(name: "L", arg: 1, scope: !1572, file: !3, line: 371, type: !119)
!1577 = !DILocalVariable(name: "s", arg: 2, scope: !1572, file: !3, line: 371, type: !233)
!1578 = !DILocalVariable(name: "sz", scope: !1572, file: !3, line: 372, type: !72)
!1579 = !DILocation(line: 0, scope: !1572)
!1580 = !DILocation(line: 372, column: 31, scope: !1572)
!1581 = !DILocation(line: 372, column: 15, scope: !1572)
!1582 = !DILocation(line: 373, column: 10, scope: !1583)
!1583 = distinct !DILexicalBlock(scope: !1572, file: !3, line: 373, column: 7)
!1584 = !DILocation(line: 373, column: 7, scope: !1572)
!1585 = !DILocation(line: 374, column: 5, scope: !1586)
!1586 = distinct !DILexicalBlock(scope: !1583, file: !3, line: 374, column: 5)
!1587 = !DILocation(line: 375, column: 3, scope: !1572)
!1588 = !DISubprogram(name: "luaO_str2num", scope: !49, file: !49, line: 803, type: !1589, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1589 = !DISubroutineType(types: !1590)
!1590 = !{!72, !233, !102}
!1591 = distinct !DISubprogram(name: "lua_tonumberx", scope: !3, file: !3, line: 379, type: !1592, scopeLine: 379, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1595)
!1592 = !DISubroutineType(types: !1593)
!1593 = !{!364, !119, !42, !1594}
!1594 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!1595 = !{!1596, !1597, !1598, !1599, !1600, !1601}
!1596 = !DILocalVariable(name: "L", arg: 1, scope: !1591, file: !3, line: 379, type: !119)
!1597 = !DILocalVariable(name: "idx", arg: 2, scope: !1591, file: !3, line: 379, type: !42)
!1598 = !DILocalVariable(name: "pisnum", arg: 3, scope: !1591, file: !3, line: 379, type: !1594)
!1599 = !DILocalVariable(name: "n", scope: !1591, file: !3, line: 380, type: !364)
!1600 = !DILocalVariable(name: "o", scope: !1591, file: !3, line: 381, type: !590)
!1601 = !DILocalVariable(name: "isnum", scope: !1591, file: !3, line: 382, type: !42)
!1602 = distinct !DIAssignID()
!1603 = !DILocation(line: 0, scope: !1591)
!1604 = !DILocation(line: 380, column: 3, scope: !1591)
!1605 = !DILocation(line: 380, column: 14, scope: !1591)
!1606 = !{!1607, !1607, i64 0}
!1607 = !{!"double", !543, i64 0}
!1608 = distinct !DIAssignID()
!1609 = !DILocation(line: 0, scope: !846, inlinedAt: !1610)
!1610 = distinct !DILocation(line: 381, column: 21, scope: !1591)
!1611 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !1610)
!1612 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !1610)
!1613 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !1610)
!1614 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !1610)
!1615 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !1610)
!1616 = !DILocation(line: 0, scope: !853, inlinedAt: !1610)
!1617 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !1610)
!1618 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !1610)
!1619 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !1610)
!1620 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !1610)
!1621 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !1610)
!1622 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !1610)
!1623 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !1610)
!1624 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !1610)
!1625 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !1610)
!1626 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !1610)
!1627 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !1610)
!1628 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !1610)
!1629 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !1610)
!1630 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !1610)
!1631 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !1610)
!1632 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !1610)
!1633 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !1610)
!1634 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !1610)
!1635 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !1610)
!1636 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !1610)
!1637 = !DILocation(line: 0, scope: !856, inlinedAt: !1610)
!1638 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !1610)
!1639 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !1610)
!1640 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !1610)
!1641 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !1610)
!1642 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !1610)
!1643 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !1610)
!1644 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !1610)
!1645 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !1610)
!1646 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !1610)
!1647 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !1610)
!1648 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !1610)
!1649 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !1610)
!1650 = !DILocation(line: 0, scope: !854, inlinedAt: !1610)
!1651 = !DILocation(line: 382, column: 15, scope: !1591)
!1652 = distinct !DIAssignID()
!1653 = !DILocation(line: 383, column: 7, scope: !1654)
!1654 = distinct !DILexicalBlock(scope: !1591, file: !3, line: 383, column: 7)
!1655 = !DILocation(line: 383, column: 7, scope: !1591)
!1656 = !DILocation(line: 384, column: 13, scope: !1654)
!1657 = !{!548, !548, i64 0}
!1658 = !DILocation(line: 384, column: 5, scope: !1654)
!1659 = !DILocation(line: 385, column: 10, scope: !1591)
!1660 = !DILocation(line: 386, column: 1, scope: !1591)
!1661 = !DILocation(line: 385, column: 3, scope: !1591)
!1662 = distinct !DISubprogram(name: "lua_tointegerx", scope: !3, file: !3, line: 389, type: !1663, scopeLine: 389, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1665)
!1663 = !DISubroutineType(types: !1664)
!1664 = !{!361, !119, !42, !1594}
!1665 = !{!1666, !1667, !1668, !1669, !1670, !1671}
!1666 = !DILocalVariable(name: "L", arg: 1, scope: !1662, file: !3, line: 389, type: !119)
!1667 = !DILocalVariable(name: "idx", arg: 2, scope: !1662, file: !3, line: 389, type: !42)
!1668 = !DILocalVariable(name: "pisnum", arg: 3, scope: !1662, file: !3, line: 389, type: !1594)
!1669 = !DILocalVariable(name: "res", scope: !1662, file: !3, line: 390, type: !361)
!1670 = !DILocalVariable(name: "o", scope: !1662, file: !3, line: 391, type: !590)
!1671 = !DILocalVariable(name: "isnum", scope: !1662, file: !3, line: 392, type: !42)
!1672 = distinct !DIAssignID()
!1673 = !DILocation(line: 0, scope: !1662)
!1674 = !DILocation(line: 390, column: 3, scope: !1662)
!1675 = !DILocation(line: 390, column: 15, scope: !1662)
!1676 = !{!1677, !1677, i64 0}
!1677 = !{!"long long", !543, i64 0}
!1678 = distinct !DIAssignID()
!1679 = !DILocation(line: 0, scope: !846, inlinedAt: !1680)
!1680 = distinct !DILocation(line: 391, column: 21, scope: !1662)
!1681 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !1680)
!1682 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !1680)
!1683 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !1680)
!1684 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !1680)
!1685 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !1680)
!1686 = !DILocation(line: 0, scope: !853, inlinedAt: !1680)
!1687 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !1680)
!1688 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !1680)
!1689 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !1680)
!1690 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !1680)
!1691 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !1680)
!1692 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !1680)
!1693 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !1680)
!1694 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !1680)
!1695 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !1680)
!1696 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !1680)
!1697 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !1680)
!1698 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !1680)
!1699 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !1680)
!1700 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !1680)
!1701 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !1680)
!1702 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !1680)
!1703 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !1680)
!1704 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !1680)
!1705 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !1680)
!1706 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !1680)
!1707 = !DILocation(line: 0, scope: !856, inlinedAt: !1680)
!1708 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !1680)
!1709 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !1680)
!1710 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !1680)
!1711 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !1680)
!1712 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !1680)
!1713 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !1680)
!1714 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !1680)
!1715 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !1680)
!1716 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !1680)
!1717 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !1680)
!1718 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !1680)
!1719 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !1680)
!1720 = !DILocation(line: 0, scope: !854, inlinedAt: !1680)
!1721 = !DILocation(line: 392, column: 15, scope: !1662)
!1722 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!1723 = distinct !DIAssignID()
!1724 = !DILocation(line: 393, column: 7, scope: !1725)
!1725 = distinct !DILexicalBlock(scope: !1662, file: !3, line: 393, column: 7)
!1726 = !DILocation(line: 393, column: 7, scope: !1662)
!1727 = !DILocation(line: 394, column: 13, scope: !1725)
!1728 = !DILocation(line: 394, column: 5, scope: !1725)
!1729 = !DILocation(line: 395, column: 10, scope: !1662)
!1730 = !DILocation(line: 396, column: 1, scope: !1662)
!1731 = !DILocation(line: 395, column: 3, scope: !1662)
!1732 = !DISubprogram(name: "luaV_tointeger", scope: !6, file: !6, line: 124, type: !1733, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1733 = !DISubroutineType(types: !1734)
!1734 = !{!42, !590, !1735, !1736}
!1735 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !361, size: 64)
!1736 = !DIDerivedType(tag: DW_TAG_typedef, name: "F2Imod", file: !6, line: 47, baseType: !5)
!1737 = distinct !DISubprogram(name: "lua_toboolean", scope: !3, file: !3, line: 399, type: !531, scopeLine: 399, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1738)
!1738 = !{!1739, !1740, !1741}
!1739 = !DILocalVariable(name: "L", arg: 1, scope: !1737, file: !3, line: 399, type: !119)
!1740 = !DILocalVariable(name: "idx", arg: 2, scope: !1737, file: !3, line: 399, type: !42)
!1741 = !DILocalVariable(name: "o", scope: !1737, file: !3, line: 400, type: !590)
!1742 = !DILocation(line: 0, scope: !1737)
!1743 = !DILocation(line: 0, scope: !846, inlinedAt: !1744)
!1744 = distinct !DILocation(line: 400, column: 21, scope: !1737)
!1745 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !1744)
!1746 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !1744)
!1747 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !1744)
!1748 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !1744)
!1749 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !1744)
!1750 = !DILocation(line: 0, scope: !853, inlinedAt: !1744)
!1751 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !1744)
!1752 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !1744)
!1753 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !1744)
!1754 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !1744)
!1755 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !1744)
!1756 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !1744)
!1757 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !1744)
!1758 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !1744)
!1759 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !1744)
!1760 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !1744)
!1761 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !1744)
!1762 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !1744)
!1763 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !1744)
!1764 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !1744)
!1765 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !1744)
!1766 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !1744)
!1767 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !1744)
!1768 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !1744)
!1769 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !1744)
!1770 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !1744)
!1771 = !DILocation(line: 0, scope: !856, inlinedAt: !1744)
!1772 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !1744)
!1773 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !1744)
!1774 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !1744)
!1775 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !1744)
!1776 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !1744)
!1777 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !1744)
!1778 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !1744)
!1779 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !1744)
!1780 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !1744)
!1781 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !1744)
!1782 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !1744)
!1783 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !1744)
!1784 = !DILocation(line: 0, scope: !854, inlinedAt: !1744)
!1785 = !DILocation(line: 401, column: 11, scope: !1737)
!1786 = !DILocation(line: 401, column: 3, scope: !1737)
!1787 = distinct !DISubprogram(name: "lua_tolstring", scope: !3, file: !3, line: 405, type: !1788, scopeLine: 405, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1791)
!1788 = !DISubroutineType(types: !1789)
!1789 = !{!233, !119, !42, !1790}
!1790 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!1791 = !{!1792, !1793, !1794, !1795}
!1792 = !DILocalVariable(name: "L", arg: 1, scope: !1787, file: !3, line: 405, type: !119)
!1793 = !DILocalVariable(name: "idx", arg: 2, scope: !1787, file: !3, line: 405, type: !42)
!1794 = !DILocalVariable(name: "len", arg: 3, scope: !1787, file: !3, line: 405, type: !1790)
!1795 = !DILocalVariable(name: "o", scope: !1787, file: !3, line: 406, type: !102)
!1796 = !DILocation(line: 0, scope: !1787)
!1797 = !DILocation(line: 0, scope: !846, inlinedAt: !1798)
!1798 = distinct !DILocation(line: 408, column: 7, scope: !1787)
!1799 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !1798)
!1800 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !1798)
!1801 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !1798)
!1802 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !1798)
!1803 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !1798)
!1804 = !DILocation(line: 0, scope: !853, inlinedAt: !1798)
!1805 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !1798)
!1806 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !1798)
!1807 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !1798)
!1808 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !1798)
!1809 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !1798)
!1810 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !1798)
!1811 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !1798)
!1812 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !1798)
!1813 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !1798)
!1814 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !1798)
!1815 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !1798)
!1816 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !1798)
!1817 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !1798)
!1818 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !1798)
!1819 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !1798)
!1820 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !1798)
!1821 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !1798)
!1822 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !1798)
!1823 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !1798)
!1824 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !1798)
!1825 = !DILocation(line: 0, scope: !856, inlinedAt: !1798)
!1826 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !1798)
!1827 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !1798)
!1828 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !1798)
!1829 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !1798)
!1830 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !1798)
!1831 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !1798)
!1832 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !1798)
!1833 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !1798)
!1834 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !1798)
!1835 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !1798)
!1836 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !1798)
!1837 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !1798)
!1838 = !DILocation(line: 0, scope: !854, inlinedAt: !1798)
!1839 = !DILocation(line: 409, column: 8, scope: !1840)
!1840 = distinct !DILexicalBlock(scope: !1787, file: !3, line: 409, column: 7)
!1841 = !DILocation(line: 409, column: 7, scope: !1787)
!1842 = !DILocation(line: 411, column: 15, scope: !1843)
!1843 = distinct !DILexicalBlock(scope: !1844, file: !3, line: 411, column: 11)
!1844 = distinct !DILexicalBlock(scope: !1845, file: !3, line: 410, column: 22)
!1845 = distinct !DILexicalBlock(scope: !1846, file: !3, line: 410, column: 9)
!1846 = distinct !DILexicalBlock(scope: !1840, file: !3, line: 409, column: 23)
!1847 = !DILocation(line: 411, column: 11, scope: !1844)
!1848 = !DILocation(line: 411, column: 29, scope: !1843)
!1849 = !{!547, !547, i64 0}
!1850 = !DILocation(line: 411, column: 24, scope: !1843)
!1851 = !DILocation(line: 415, column: 5, scope: !1846)
!1852 = !DILocation(line: 416, column: 5, scope: !1853)
!1853 = distinct !DILexicalBlock(scope: !1854, file: !3, line: 416, column: 5)
!1854 = distinct !DILexicalBlock(scope: !1846, file: !3, line: 416, column: 5)
!1855 = !{!622, !547, i64 24}
!1856 = !DILocation(line: 416, column: 5, scope: !1854)
!1857 = !DILocation(line: 416, column: 5, scope: !1858)
!1858 = distinct !DILexicalBlock(scope: !1853, file: !3, line: 416, column: 5)
!1859 = !DILocation(line: 0, scope: !846, inlinedAt: !1860)
!1860 = distinct !DILocation(line: 417, column: 9, scope: !1846)
!1861 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !1860)
!1862 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !1860)
!1863 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !1860)
!1864 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !1860)
!1865 = !DILocation(line: 0, scope: !853, inlinedAt: !1860)
!1866 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !1860)
!1867 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !1860)
!1868 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !1860)
!1869 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !1860)
!1870 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !1860)
!1871 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !1860)
!1872 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !1860)
!1873 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !1860)
!1874 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !1860)
!1875 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !1860)
!1876 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !1860)
!1877 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !1860)
!1878 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !1860)
!1879 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !1860)
!1880 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !1860)
!1881 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !1860)
!1882 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !1860)
!1883 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !1860)
!1884 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !1860)
!1885 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !1860)
!1886 = !DILocation(line: 0, scope: !856, inlinedAt: !1860)
!1887 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !1860)
!1888 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !1860)
!1889 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !1860)
!1890 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !1860)
!1891 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !1860)
!1892 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !1860)
!1893 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !1860)
!1894 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !1860)
!1895 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !1860)
!1896 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !1860)
!1897 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !1860)
!1898 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !1860)
!1899 = !DILocation(line: 419, column: 11, scope: !1900)
!1900 = distinct !DILexicalBlock(scope: !1787, file: !3, line: 419, column: 7)
!1901 = !DILocation(line: 419, column: 7, scope: !1787)
!1902 = !DILocation(line: 420, column: 12, scope: !1900)
!1903 = !DILocation(line: 420, column: 10, scope: !1900)
!1904 = !DILocation(line: 420, column: 5, scope: !1900)
!1905 = !DILocation(line: 422, column: 10, scope: !1787)
!1906 = !DILocation(line: 422, column: 3, scope: !1787)
!1907 = !DILocation(line: 423, column: 1, scope: !1787)
!1908 = !DISubprogram(name: "luaO_tostring", scope: !49, file: !49, line: 805, type: !1909, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1909 = !DISubroutineType(types: !1910)
!1910 = !{null, !119, !102}
!1911 = !DISubprogram(name: "luaC_step", scope: !959, file: !959, line: 190, type: !1912, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1912 = !DISubroutineType(types: !1913)
!1913 = !{null, !119}
!1914 = distinct !DISubprogram(name: "lua_rawlen", scope: !3, file: !3, line: 426, type: !1915, scopeLine: 426, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1917)
!1915 = !DISubroutineType(types: !1916)
!1916 = !{!481, !119, !42}
!1917 = !{!1918, !1919, !1920}
!1918 = !DILocalVariable(name: "L", arg: 1, scope: !1914, file: !3, line: 426, type: !119)
!1919 = !DILocalVariable(name: "idx", arg: 2, scope: !1914, file: !3, line: 426, type: !42)
!1920 = !DILocalVariable(name: "o", scope: !1914, file: !3, line: 427, type: !590)
!1921 = !DILocation(line: 0, scope: !1914)
!1922 = !DILocation(line: 0, scope: !846, inlinedAt: !1923)
!1923 = distinct !DILocation(line: 427, column: 21, scope: !1914)
!1924 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !1923)
!1925 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !1923)
!1926 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !1923)
!1927 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !1923)
!1928 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !1923)
!1929 = !DILocation(line: 0, scope: !853, inlinedAt: !1923)
!1930 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !1923)
!1931 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !1923)
!1932 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !1923)
!1933 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !1923)
!1934 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !1923)
!1935 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !1923)
!1936 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !1923)
!1937 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !1923)
!1938 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !1923)
!1939 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !1923)
!1940 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !1923)
!1941 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !1923)
!1942 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !1923)
!1943 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !1923)
!1944 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !1923)
!1945 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !1923)
!1946 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !1923)
!1947 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !1923)
!1948 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !1923)
!1949 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !1923)
!1950 = !DILocation(line: 0, scope: !856, inlinedAt: !1923)
!1951 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !1923)
!1952 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !1923)
!1953 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !1923)
!1954 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !1923)
!1955 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !1923)
!1956 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !1923)
!1957 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !1923)
!1958 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !1923)
!1959 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !1923)
!1960 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !1923)
!1961 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !1923)
!1962 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !1923)
!1963 = !DILocation(line: 0, scope: !854, inlinedAt: !1923)
!1964 = !DILocation(line: 428, column: 11, scope: !1914)
!1965 = !DILocation(line: 428, column: 3, scope: !1914)
!1966 = !DILocation(line: 429, column: 30, scope: !1967)
!1967 = distinct !DILexicalBlock(scope: !1914, file: !3, line: 428, column: 24)
!1968 = !DILocation(line: 429, column: 42, scope: !1967)
!1969 = !DILocation(line: 429, column: 23, scope: !1967)
!1970 = !DILocation(line: 430, column: 30, scope: !1967)
!1971 = !DILocation(line: 430, column: 42, scope: !1967)
!1972 = !DILocation(line: 430, column: 44, scope: !1967)
!1973 = !DILocation(line: 430, column: 23, scope: !1967)
!1974 = !DILocation(line: 431, column: 32, scope: !1967)
!1975 = !DILocation(line: 431, column: 43, scope: !1967)
!1976 = !DILocation(line: 431, column: 25, scope: !1967)
!1977 = !DILocation(line: 432, column: 39, scope: !1967)
!1978 = !DILocation(line: 432, column: 29, scope: !1967)
!1979 = !DILocation(line: 432, column: 22, scope: !1967)
!1980 = !DILocation(line: 0, scope: !1967)
!1981 = !DILocation(line: 435, column: 1, scope: !1914)
!1982 = !DISubprogram(name: "luaH_getn", scope: !1983, file: !1983, line: 54, type: !1984, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1983 = !DIFile(filename: "src/lua/ltable.h", directory: ".", checksumkind: CSK_MD5, checksum: "4a6e45ffd6bd7e7669e61503bcc436f3")
!1984 = !DISubroutineType(types: !1985)
!1985 = !{!481, !1986}
!1986 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1987, size: 64)
!1987 = !DIDerivedType(tag: DW_TAG_typedef, name: "Table", file: !49, line: 747, baseType: !93)
!1988 = distinct !DISubprogram(name: "lua_tocfunction", scope: !3, file: !3, line: 438, type: !1989, scopeLine: 438, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1991)
!1989 = !DISubroutineType(types: !1990)
!1990 = !{!114, !119, !42}
!1991 = !{!1992, !1993, !1994}
!1992 = !DILocalVariable(name: "L", arg: 1, scope: !1988, file: !3, line: 438, type: !119)
!1993 = !DILocalVariable(name: "idx", arg: 2, scope: !1988, file: !3, line: 438, type: !42)
!1994 = !DILocalVariable(name: "o", scope: !1988, file: !3, line: 439, type: !590)
!1995 = !DILocation(line: 0, scope: !1988)
!1996 = !DILocation(line: 0, scope: !846, inlinedAt: !1997)
!1997 = distinct !DILocation(line: 439, column: 21, scope: !1988)
!1998 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !1997)
!1999 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !1997)
!2000 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !1997)
!2001 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !1997)
!2002 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !1997)
!2003 = !DILocation(line: 0, scope: !853, inlinedAt: !1997)
!2004 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !1997)
!2005 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !1997)
!2006 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !1997)
!2007 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !1997)
!2008 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !1997)
!2009 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !1997)
!2010 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !1997)
!2011 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !1997)
!2012 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !1997)
!2013 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !1997)
!2014 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !1997)
!2015 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !1997)
!2016 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !1997)
!2017 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !1997)
!2018 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !1997)
!2019 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !1997)
!2020 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !1997)
!2021 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !1997)
!2022 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !1997)
!2023 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !1997)
!2024 = !DILocation(line: 0, scope: !856, inlinedAt: !1997)
!2025 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !1997)
!2026 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !1997)
!2027 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !1997)
!2028 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !1997)
!2029 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !1997)
!2030 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !1997)
!2031 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !1997)
!2032 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !1997)
!2033 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !1997)
!2034 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !1997)
!2035 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !1997)
!2036 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !1997)
!2037 = !DILocation(line: 0, scope: !854, inlinedAt: !1997)
!2038 = !DILocation(line: 440, column: 7, scope: !2039)
!2039 = distinct !DILexicalBlock(scope: !1988, file: !3, line: 440, column: 7)
!2040 = !DILocation(line: 440, column: 7, scope: !1988)
!2041 = !DILocation(line: 442, column: 12, scope: !2042)
!2042 = distinct !DILexicalBlock(scope: !2039, file: !3, line: 441, column: 12)
!2043 = !DILocation(line: 442, column: 25, scope: !2042)
!2044 = !DILocation(line: 442, column: 5, scope: !2042)
!2045 = !DILocation(line: 0, scope: !2039)
!2046 = !DILocation(line: 444, column: 1, scope: !1988)
!2047 = distinct !DISubprogram(name: "lua_touserdata", scope: !3, file: !3, line: 456, type: !2048, scopeLine: 456, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2050)
!2048 = !DISubroutineType(types: !2049)
!2049 = !{!112, !119, !42}
!2050 = !{!2051, !2052, !2053}
!2051 = !DILocalVariable(name: "L", arg: 1, scope: !2047, file: !3, line: 456, type: !119)
!2052 = !DILocalVariable(name: "idx", arg: 2, scope: !2047, file: !3, line: 456, type: !42)
!2053 = !DILocalVariable(name: "o", scope: !2047, file: !3, line: 457, type: !590)
!2054 = !DILocation(line: 0, scope: !2047)
!2055 = !DILocation(line: 0, scope: !846, inlinedAt: !2056)
!2056 = distinct !DILocation(line: 457, column: 21, scope: !2047)
!2057 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !2056)
!2058 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !2056)
!2059 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !2056)
!2060 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !2056)
!2061 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !2056)
!2062 = !DILocation(line: 0, scope: !853, inlinedAt: !2056)
!2063 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !2056)
!2064 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !2056)
!2065 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !2056)
!2066 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !2056)
!2067 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !2056)
!2068 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !2056)
!2069 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !2056)
!2070 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !2056)
!2071 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !2056)
!2072 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !2056)
!2073 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !2056)
!2074 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !2056)
!2075 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !2056)
!2076 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !2056)
!2077 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !2056)
!2078 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !2056)
!2079 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !2056)
!2080 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !2056)
!2081 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !2056)
!2082 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !2056)
!2083 = !DILocation(line: 0, scope: !856, inlinedAt: !2056)
!2084 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !2056)
!2085 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !2056)
!2086 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !2056)
!2087 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !2056)
!2088 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !2056)
!2089 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !2056)
!2090 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !2056)
!2091 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !2056)
!2092 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !2056)
!2093 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !2056)
!2094 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !2056)
!2095 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !2056)
!2096 = !DILocation(line: 0, scope: !854, inlinedAt: !2056)
!2097 = !DILocalVariable(name: "o", arg: 1, scope: !2098, file: !3, line: 447, type: !590)
!2098 = distinct !DISubprogram(name: "touserdata", scope: !3, file: !3, line: 447, type: !2099, scopeLine: 447, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2101)
!2099 = !DISubroutineType(types: !2100)
!2100 = !{!112, !590}
!2101 = !{!2097}
!2102 = !DILocation(line: 0, scope: !2098, inlinedAt: !2103)
!2103 = distinct !DILocation(line: 458, column: 10, scope: !2047)
!2104 = !DILocation(line: 448, column: 11, scope: !2098, inlinedAt: !2103)
!2105 = !DILocation(line: 448, column: 3, scope: !2098, inlinedAt: !2103)
!2106 = !DILocation(line: 449, column: 32, scope: !2107, inlinedAt: !2103)
!2107 = distinct !DILexicalBlock(scope: !2098, file: !3, line: 448, column: 21)
!2108 = !DILocation(line: 449, column: 25, scope: !2107, inlinedAt: !2103)
!2109 = !DILocation(line: 450, column: 37, scope: !2107, inlinedAt: !2103)
!2110 = !DILocation(line: 450, column: 30, scope: !2107, inlinedAt: !2103)
!2111 = !DILocation(line: 0, scope: !2107, inlinedAt: !2103)
!2112 = !DILocation(line: 458, column: 3, scope: !2047)
!2113 = distinct !DISubprogram(name: "lua_tothread", scope: !3, file: !3, line: 462, type: !2114, scopeLine: 462, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2116)
!2114 = !DISubroutineType(types: !2115)
!2115 = !{!119, !119, !42}
!2116 = !{!2117, !2118, !2119}
!2117 = !DILocalVariable(name: "L", arg: 1, scope: !2113, file: !3, line: 462, type: !119)
!2118 = !DILocalVariable(name: "idx", arg: 2, scope: !2113, file: !3, line: 462, type: !42)
!2119 = !DILocalVariable(name: "o", scope: !2113, file: !3, line: 463, type: !590)
!2120 = !DILocation(line: 0, scope: !2113)
!2121 = !DILocation(line: 0, scope: !846, inlinedAt: !2122)
!2122 = distinct !DILocation(line: 463, column: 21, scope: !2113)
!2123 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !2122)
!2124 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !2122)
!2125 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !2122)
!2126 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !2122)
!2127 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !2122)
!2128 = !DILocation(line: 0, scope: !853, inlinedAt: !2122)
!2129 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !2122)
!2130 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !2122)
!2131 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !2122)
!2132 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !2122)
!2133 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !2122)
!2134 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !2122)
!2135 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !2122)
!2136 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !2122)
!2137 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !2122)
!2138 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !2122)
!2139 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !2122)
!2140 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !2122)
!2141 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !2122)
!2142 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !2122)
!2143 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !2122)
!2144 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !2122)
!2145 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !2122)
!2146 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !2122)
!2147 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !2122)
!2148 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !2122)
!2149 = !DILocation(line: 0, scope: !856, inlinedAt: !2122)
!2150 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !2122)
!2151 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !2122)
!2152 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !2122)
!2153 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !2122)
!2154 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !2122)
!2155 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !2122)
!2156 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !2122)
!2157 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !2122)
!2158 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !2122)
!2159 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !2122)
!2160 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !2122)
!2161 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !2122)
!2162 = !DILocation(line: 0, scope: !854, inlinedAt: !2122)
!2163 = !DILocation(line: 464, column: 12, scope: !2113)
!2164 = !DILocation(line: 464, column: 10, scope: !2113)
!2165 = !DILocation(line: 464, column: 36, scope: !2113)
!2166 = !DILocation(line: 464, column: 3, scope: !2113)
!2167 = distinct !DISubprogram(name: "lua_topointer", scope: !3, file: !3, line: 475, type: !2168, scopeLine: 475, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2172)
!2168 = !DISubroutineType(types: !2169)
!2169 = !{!2170, !119, !42}
!2170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2171, size: 64)
!2171 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!2172 = !{!2173, !2174, !2175}
!2173 = !DILocalVariable(name: "L", arg: 1, scope: !2167, file: !3, line: 475, type: !119)
!2174 = !DILocalVariable(name: "idx", arg: 2, scope: !2167, file: !3, line: 475, type: !42)
!2175 = !DILocalVariable(name: "o", scope: !2167, file: !3, line: 476, type: !590)
!2176 = !DILocation(line: 0, scope: !2167)
!2177 = !DILocation(line: 0, scope: !846, inlinedAt: !2178)
!2178 = distinct !DILocation(line: 476, column: 21, scope: !2167)
!2179 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !2178)
!2180 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !2178)
!2181 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !2178)
!2182 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !2178)
!2183 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !2178)
!2184 = !DILocation(line: 0, scope: !853, inlinedAt: !2178)
!2185 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !2178)
!2186 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !2178)
!2187 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !2178)
!2188 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !2178)
!2189 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !2178)
!2190 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !2178)
!2191 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !2178)
!2192 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !2178)
!2193 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !2178)
!2194 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !2178)
!2195 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !2178)
!2196 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !2178)
!2197 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !2178)
!2198 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !2178)
!2199 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !2178)
!2200 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !2178)
!2201 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !2178)
!2202 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !2178)
!2203 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !2178)
!2204 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !2178)
!2205 = !DILocation(line: 0, scope: !856, inlinedAt: !2178)
!2206 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !2178)
!2207 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !2178)
!2208 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !2178)
!2209 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !2178)
!2210 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !2178)
!2211 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !2178)
!2212 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !2178)
!2213 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !2178)
!2214 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !2178)
!2215 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !2178)
!2216 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !2178)
!2217 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !2178)
!2218 = !DILocation(line: 0, scope: !854, inlinedAt: !2178)
!2219 = !DILocation(line: 477, column: 11, scope: !2167)
!2220 = !DILocation(line: 477, column: 3, scope: !2167)
!2221 = !DILocation(line: 478, column: 27, scope: !2222)
!2222 = distinct !DILexicalBlock(scope: !2167, file: !3, line: 477, column: 24)
!2223 = !DILocation(line: 478, column: 20, scope: !2222)
!2224 = !DILocation(line: 0, scope: !2098, inlinedAt: !2225)
!2225 = distinct !DILocation(line: 480, column: 14, scope: !2222)
!2226 = !DILocation(line: 448, column: 11, scope: !2098, inlinedAt: !2225)
!2227 = !DILocation(line: 448, column: 3, scope: !2098, inlinedAt: !2225)
!2228 = !DILocation(line: 449, column: 32, scope: !2107, inlinedAt: !2225)
!2229 = !DILocation(line: 449, column: 25, scope: !2107, inlinedAt: !2225)
!2230 = !DILocation(line: 450, column: 37, scope: !2107, inlinedAt: !2225)
!2231 = !DILocation(line: 450, column: 30, scope: !2107, inlinedAt: !2225)
!2232 = !DILocation(line: 482, column: 11, scope: !2233)
!2233 = distinct !DILexicalBlock(scope: !2234, file: !3, line: 482, column: 11)
!2234 = distinct !DILexicalBlock(scope: !2222, file: !3, line: 481, column: 14)
!2235 = !DILocation(line: 482, column: 11, scope: !2234)
!2236 = !DILocation(line: 483, column: 16, scope: !2233)
!2237 = !DILocation(line: 483, column: 9, scope: !2233)
!2238 = !DILocation(line: 0, scope: !2222)
!2239 = !DILocation(line: 488, column: 1, scope: !2167)
!2240 = distinct !DISubprogram(name: "lua_pushnil", scope: !3, file: !3, line: 497, type: !1912, scopeLine: 497, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2241)
!2241 = !{!2242}
!2242 = !DILocalVariable(name: "L", arg: 1, scope: !2240, file: !3, line: 497, type: !119)
!2243 = !DILocation(line: 0, scope: !2240)
!2244 = !DILocation(line: 499, column: 3, scope: !2240)
!2245 = !DILocation(line: 500, column: 3, scope: !2246)
!2246 = distinct !DILexicalBlock(scope: !2240, file: !3, line: 500, column: 3)
!2247 = !DILocation(line: 502, column: 1, scope: !2240)
!2248 = distinct !DISubprogram(name: "lua_pushnumber", scope: !3, file: !3, line: 505, type: !2249, scopeLine: 505, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2251)
!2249 = !DISubroutineType(types: !2250)
!2250 = !{null, !119, !364}
!2251 = !{!2252, !2253, !2254}
!2252 = !DILocalVariable(name: "L", arg: 1, scope: !2248, file: !3, line: 505, type: !119)
!2253 = !DILocalVariable(name: "n", arg: 2, scope: !2248, file: !3, line: 505, type: !364)
!2254 = !DILocalVariable(name: "io", scope: !2255, file: !3, line: 507, type: !102)
!2255 = distinct !DILexicalBlock(scope: !2248, file: !3, line: 507, column: 3)
!2256 = !DILocation(line: 0, scope: !2248)
!2257 = !DILocation(line: 507, column: 3, scope: !2255)
!2258 = !DILocation(line: 0, scope: !2255)
!2259 = !DILocation(line: 508, column: 3, scope: !2260)
!2260 = distinct !DILexicalBlock(scope: !2248, file: !3, line: 508, column: 3)
!2261 = !DILocation(line: 510, column: 1, scope: !2248)
!2262 = distinct !DISubprogram(name: "lua_pushinteger", scope: !3, file: !3, line: 513, type: !2263, scopeLine: 513, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2265)
!2263 = !DISubroutineType(types: !2264)
!2264 = !{null, !119, !361}
!2265 = !{!2266, !2267, !2268}
!2266 = !DILocalVariable(name: "L", arg: 1, scope: !2262, file: !3, line: 513, type: !119)
!2267 = !DILocalVariable(name: "n", arg: 2, scope: !2262, file: !3, line: 513, type: !361)
!2268 = !DILocalVariable(name: "io", scope: !2269, file: !3, line: 515, type: !102)
!2269 = distinct !DILexicalBlock(scope: !2262, file: !3, line: 515, column: 3)
!2270 = !DILocation(line: 0, scope: !2262)
!2271 = !DILocation(line: 515, column: 3, scope: !2269)
!2272 = !DILocation(line: 0, scope: !2269)
!2273 = !DILocation(line: 516, column: 3, scope: !2274)
!2274 = distinct !DILexicalBlock(scope: !2262, file: !3, line: 516, column: 3)
!2275 = !DILocation(line: 518, column: 1, scope: !2262)
!2276 = distinct !DISubprogram(name: "lua_pushlstring", scope: !3, file: !3, line: 526, type: !2277, scopeLine: 526, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2279)
!2277 = !DISubroutineType(types: !2278)
!2278 = !{!233, !119, !233, !72}
!2279 = !{!2280, !2281, !2282, !2283, !2284, !2286}
!2280 = !DILocalVariable(name: "L", arg: 1, scope: !2276, file: !3, line: 526, type: !119)
!2281 = !DILocalVariable(name: "s", arg: 2, scope: !2276, file: !3, line: 526, type: !233)
!2282 = !DILocalVariable(name: "len", arg: 3, scope: !2276, file: !3, line: 526, type: !72)
!2283 = !DILocalVariable(name: "ts", scope: !2276, file: !3, line: 527, type: !173)
!2284 = !DILocalVariable(name: "io", scope: !2285, file: !3, line: 530, type: !102)
!2285 = distinct !DILexicalBlock(scope: !2276, file: !3, line: 530, column: 3)
!2286 = !DILocalVariable(name: "x_", scope: !2285, file: !3, line: 530, type: !173)
!2287 = !DILocation(line: 0, scope: !2276)
!2288 = !DILocation(line: 529, column: 13, scope: !2276)
!2289 = !DILocation(line: 529, column: 8, scope: !2276)
!2290 = !DILocation(line: 529, column: 21, scope: !2276)
!2291 = !DILocation(line: 529, column: 39, scope: !2276)
!2292 = !DILocation(line: 530, column: 3, scope: !2285)
!2293 = !DILocation(line: 0, scope: !2285)
!2294 = !{!2295, !543, i64 8}
!2295 = !{!"TString", !542, i64 0, !543, i64 8, !543, i64 9, !543, i64 10, !543, i64 11, !548, i64 12, !543, i64 16, !543, i64 24}
!2296 = !DILocation(line: 531, column: 3, scope: !2297)
!2297 = distinct !DILexicalBlock(scope: !2276, file: !3, line: 531, column: 3)
!2298 = !DILocation(line: 532, column: 3, scope: !2299)
!2299 = distinct !DILexicalBlock(scope: !2300, file: !3, line: 532, column: 3)
!2300 = distinct !DILexicalBlock(scope: !2276, file: !3, line: 532, column: 3)
!2301 = !DILocation(line: 532, column: 3, scope: !2300)
!2302 = !DILocation(line: 532, column: 3, scope: !2303)
!2303 = distinct !DILexicalBlock(scope: !2299, file: !3, line: 532, column: 3)
!2304 = !DILocation(line: 534, column: 10, scope: !2276)
!2305 = !DILocation(line: 534, column: 3, scope: !2276)
!2306 = !DISubprogram(name: "luaS_new", scope: !2307, file: !2307, line: 53, type: !2308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2307 = !DIFile(filename: "src/lua/lstring.h", directory: ".", checksumkind: CSK_MD5, checksum: "5111c938a6aab9498fbd60daf46fbc78")
!2308 = !DISubroutineType(types: !2309)
!2309 = !{!173, !119, !233}
!2310 = !DISubprogram(name: "luaS_newlstr", scope: !2307, file: !2307, line: 52, type: !2311, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2311 = !DISubroutineType(types: !2312)
!2312 = !{!173, !119, !233, !72}
!2313 = distinct !DISubprogram(name: "lua_pushstring", scope: !3, file: !3, line: 538, type: !2314, scopeLine: 538, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2316)
!2314 = !DISubroutineType(types: !2315)
!2315 = !{!233, !119, !233}
!2316 = !{!2317, !2318, !2319, !2322, !2324}
!2317 = !DILocalVariable(name: "L", arg: 1, scope: !2313, file: !3, line: 538, type: !119)
!2318 = !DILocalVariable(name: "s", arg: 2, scope: !2313, file: !3, line: 538, type: !233)
!2319 = !DILocalVariable(name: "ts", scope: !2320, file: !3, line: 543, type: !173)
!2320 = distinct !DILexicalBlock(scope: !2321, file: !3, line: 542, column: 8)
!2321 = distinct !DILexicalBlock(scope: !2313, file: !3, line: 540, column: 7)
!2322 = !DILocalVariable(name: "io", scope: !2323, file: !3, line: 545, type: !102)
!2323 = distinct !DILexicalBlock(scope: !2320, file: !3, line: 545, column: 5)
!2324 = !DILocalVariable(name: "x_", scope: !2323, file: !3, line: 545, type: !173)
!2325 = !DILocation(line: 0, scope: !2313)
!2326 = !DILocation(line: 540, column: 9, scope: !2321)
!2327 = !DILocation(line: 540, column: 7, scope: !2313)
!2328 = !DILocation(line: 541, column: 5, scope: !2321)
!2329 = !DILocation(line: 544, column: 10, scope: !2320)
!2330 = !DILocation(line: 0, scope: !2320)
!2331 = !DILocation(line: 545, column: 5, scope: !2323)
!2332 = !DILocation(line: 0, scope: !2323)
!2333 = !DILocation(line: 546, column: 9, scope: !2320)
!2334 = !DILocation(line: 548, column: 3, scope: !2335)
!2335 = distinct !DILexicalBlock(scope: !2313, file: !3, line: 548, column: 3)
!2336 = !DILocation(line: 549, column: 3, scope: !2337)
!2337 = distinct !DILexicalBlock(scope: !2338, file: !3, line: 549, column: 3)
!2338 = distinct !DILexicalBlock(scope: !2313, file: !3, line: 549, column: 3)
!2339 = !DILocation(line: 549, column: 3, scope: !2338)
!2340 = !DILocation(line: 549, column: 3, scope: !2341)
!2341 = distinct !DILexicalBlock(scope: !2337, file: !3, line: 549, column: 3)
!2342 = !DILocation(line: 551, column: 3, scope: !2313)
!2343 = distinct !DISubprogram(name: "lua_pushvfstring", scope: !3, file: !3, line: 555, type: !2344, scopeLine: 556, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2353)
!2344 = !DISubroutineType(types: !2345)
!2345 = !{!233, !119, !233, !2346}
!2346 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2347, size: 64)
!2347 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !2348)
!2348 = !{!2349, !2350, !2351, !2352}
!2349 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !2347, file: !3, line: 552, baseType: !7, size: 32)
!2350 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !2347, file: !3, line: 552, baseType: !7, size: 32, offset: 32)
!2351 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !2347, file: !3, line: 552, baseType: !112, size: 64, offset: 64)
!2352 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !2347, file: !3, line: 552, baseType: !112, size: 64, offset: 128)
!2353 = !{!2354, !2355, !2356, !2357}
!2354 = !DILocalVariable(name: "L", arg: 1, scope: !2343, file: !3, line: 555, type: !119)
!2355 = !DILocalVariable(name: "fmt", arg: 2, scope: !2343, file: !3, line: 555, type: !233)
!2356 = !DILocalVariable(name: "argp", arg: 3, scope: !2343, file: !3, line: 556, type: !2346)
!2357 = !DILocalVariable(name: "ret", scope: !2343, file: !3, line: 557, type: !233)
!2358 = !DILocation(line: 0, scope: !2343)
!2359 = !DILocation(line: 559, column: 9, scope: !2343)
!2360 = !DILocation(line: 560, column: 3, scope: !2361)
!2361 = distinct !DILexicalBlock(scope: !2362, file: !3, line: 560, column: 3)
!2362 = distinct !DILexicalBlock(scope: !2343, file: !3, line: 560, column: 3)
!2363 = !DILocation(line: 560, column: 3, scope: !2362)
!2364 = !DILocation(line: 560, column: 3, scope: !2365)
!2365 = distinct !DILexicalBlock(scope: !2361, file: !3, line: 560, column: 3)
!2366 = !DILocation(line: 562, column: 3, scope: !2343)
!2367 = !DISubprogram(name: "luaO_pushvfstring", scope: !49, file: !49, line: 806, type: !2344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2368 = distinct !DISubprogram(name: "lua_pushfstring", scope: !3, file: !3, line: 566, type: !2369, scopeLine: 566, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2371)
!2369 = !DISubroutineType(types: !2370)
!2370 = !{!233, !119, !233, null}
!2371 = !{!2372, !2373, !2374, !2375}
!2372 = !DILocalVariable(name: "L", arg: 1, scope: !2368, file: !3, line: 566, type: !119)
!2373 = !DILocalVariable(name: "fmt", arg: 2, scope: !2368, file: !3, line: 566, type: !233)
!2374 = !DILocalVariable(name: "ret", scope: !2368, file: !3, line: 567, type: !233)
!2375 = !DILocalVariable(name: "argp", scope: !2368, file: !3, line: 568, type: !2376)
!2376 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !2377, line: 12, baseType: !2378)
!2377 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!2378 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !2379)
!2379 = !DICompositeType(tag: DW_TAG_array_type, baseType: !2347, size: 192, elements: !80)
!2380 = distinct !DIAssignID()
!2381 = !DILocation(line: 0, scope: !2368)
!2382 = !DILocation(line: 568, column: 3, scope: !2368)
!2383 = !DILocation(line: 570, column: 3, scope: !2368)
!2384 = !DILocation(line: 571, column: 9, scope: !2368)
!2385 = !DILocation(line: 572, column: 3, scope: !2368)
!2386 = !DILocation(line: 573, column: 3, scope: !2387)
!2387 = distinct !DILexicalBlock(scope: !2388, file: !3, line: 573, column: 3)
!2388 = distinct !DILexicalBlock(scope: !2368, file: !3, line: 573, column: 3)
!2389 = !DILocation(line: 573, column: 3, scope: !2388)
!2390 = !DILocation(line: 573, column: 3, scope: !2391)
!2391 = distinct !DILexicalBlock(scope: !2387, file: !3, line: 573, column: 3)
!2392 = !DILocation(line: 576, column: 1, scope: !2368)
!2393 = !DILocation(line: 575, column: 3, scope: !2368)
!2394 = distinct !DISubprogram(name: "lua_pushcclosure", scope: !3, file: !3, line: 579, type: !2395, scopeLine: 579, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2397)
!2395 = !DISubroutineType(types: !2396)
!2396 = !{null, !119, !114, !42}
!2397 = !{!2398, !2399, !2400, !2401, !2405, !2407, !2410, !2411, !2413}
!2398 = !DILocalVariable(name: "L", arg: 1, scope: !2394, file: !3, line: 579, type: !119)
!2399 = !DILocalVariable(name: "fn", arg: 2, scope: !2394, file: !3, line: 579, type: !114)
!2400 = !DILocalVariable(name: "n", arg: 3, scope: !2394, file: !3, line: 579, type: !42)
!2401 = !DILocalVariable(name: "io", scope: !2402, file: !3, line: 582, type: !102)
!2402 = distinct !DILexicalBlock(scope: !2403, file: !3, line: 582, column: 5)
!2403 = distinct !DILexicalBlock(scope: !2404, file: !3, line: 581, column: 15)
!2404 = distinct !DILexicalBlock(scope: !2394, file: !3, line: 581, column: 7)
!2405 = !DILocalVariable(name: "cl", scope: !2406, file: !3, line: 586, type: !861)
!2406 = distinct !DILexicalBlock(scope: !2404, file: !3, line: 585, column: 8)
!2407 = !DILocalVariable(name: "io1", scope: !2408, file: !3, line: 593, type: !102)
!2408 = distinct !DILexicalBlock(scope: !2409, file: !3, line: 593, column: 7)
!2409 = distinct !DILexicalBlock(scope: !2406, file: !3, line: 592, column: 17)
!2410 = !DILocalVariable(name: "io2", scope: !2408, file: !3, line: 593, type: !590)
!2411 = !DILocalVariable(name: "io", scope: !2412, file: !3, line: 597, type: !102)
!2412 = distinct !DILexicalBlock(scope: !2406, file: !3, line: 597, column: 5)
!2413 = !DILocalVariable(name: "x_", scope: !2412, file: !3, line: 597, type: !861)
!2414 = !DILocation(line: 0, scope: !2394)
!2415 = !DILocation(line: 581, column: 9, scope: !2404)
!2416 = !DILocation(line: 581, column: 7, scope: !2394)
!2417 = !DILocation(line: 582, column: 5, scope: !2402)
!2418 = !DILocation(line: 0, scope: !2402)
!2419 = !DILocation(line: 583, column: 5, scope: !2420)
!2420 = distinct !DILexicalBlock(scope: !2403, file: !3, line: 583, column: 5)
!2421 = !DILocation(line: 584, column: 3, scope: !2403)
!2422 = !DILocation(line: 589, column: 10, scope: !2406)
!2423 = !DILocation(line: 0, scope: !2406)
!2424 = !DILocation(line: 590, column: 9, scope: !2406)
!2425 = !DILocation(line: 590, column: 11, scope: !2406)
!2426 = !{!895, !542, i64 24}
!2427 = !DILocation(line: 591, column: 8, scope: !2406)
!2428 = !DILocation(line: 591, column: 14, scope: !2406)
!2429 = !DILocation(line: 592, column: 5, scope: !2406)
!2430 = !DILocation(line: 592, column: 13, scope: !2406)
!2431 = !DILocation(line: 593, column: 7, scope: !2408)
!2432 = !DILocation(line: 0, scope: !2408)
!2433 = distinct !{!2433, !2429, !2434, !608}
!2434 = !DILocation(line: 596, column: 5, scope: !2406)
!2435 = !DILocation(line: 597, column: 5, scope: !2412)
!2436 = !DILocation(line: 0, scope: !2412)
!2437 = !DILocation(line: 598, column: 5, scope: !2438)
!2438 = distinct !DILexicalBlock(scope: !2406, file: !3, line: 598, column: 5)
!2439 = !DILocation(line: 599, column: 5, scope: !2440)
!2440 = distinct !DILexicalBlock(scope: !2441, file: !3, line: 599, column: 5)
!2441 = distinct !DILexicalBlock(scope: !2406, file: !3, line: 599, column: 5)
!2442 = !DILocation(line: 599, column: 5, scope: !2441)
!2443 = !DILocation(line: 599, column: 5, scope: !2444)
!2444 = distinct !DILexicalBlock(scope: !2440, file: !3, line: 599, column: 5)
!2445 = !DILocation(line: 602, column: 1, scope: !2394)
!2446 = !DISubprogram(name: "luaF_newCclosure", scope: !701, file: !701, line: 51, type: !2447, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2447 = !DISubroutineType(types: !2448)
!2448 = !{!861, !119, !42}
!2449 = distinct !DISubprogram(name: "lua_pushboolean", scope: !3, file: !3, line: 605, type: !650, scopeLine: 605, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2450)
!2450 = !{!2451, !2452}
!2451 = !DILocalVariable(name: "L", arg: 1, scope: !2449, file: !3, line: 605, type: !119)
!2452 = !DILocalVariable(name: "b", arg: 2, scope: !2449, file: !3, line: 605, type: !42)
!2453 = !DILocation(line: 0, scope: !2449)
!2454 = !DILocation(line: 607, column: 7, scope: !2455)
!2455 = distinct !DILexicalBlock(scope: !2449, file: !3, line: 607, column: 7)
!2456 = !DILocation(line: 0, scope: !2455)
!2457 = !DILocation(line: 611, column: 3, scope: !2458)
!2458 = distinct !DILexicalBlock(scope: !2449, file: !3, line: 611, column: 3)
!2459 = !DILocation(line: 613, column: 1, scope: !2449)
!2460 = distinct !DISubprogram(name: "lua_pushlightuserdata", scope: !3, file: !3, line: 616, type: !2461, scopeLine: 616, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2463)
!2461 = !DISubroutineType(types: !2462)
!2462 = !{null, !119, !112}
!2463 = !{!2464, !2465, !2466}
!2464 = !DILocalVariable(name: "L", arg: 1, scope: !2460, file: !3, line: 616, type: !119)
!2465 = !DILocalVariable(name: "p", arg: 2, scope: !2460, file: !3, line: 616, type: !112)
!2466 = !DILocalVariable(name: "io", scope: !2467, file: !3, line: 618, type: !102)
!2467 = distinct !DILexicalBlock(scope: !2460, file: !3, line: 618, column: 3)
!2468 = !DILocation(line: 0, scope: !2460)
!2469 = !DILocation(line: 618, column: 3, scope: !2467)
!2470 = !DILocation(line: 0, scope: !2467)
!2471 = !DILocation(line: 619, column: 3, scope: !2472)
!2472 = distinct !DILexicalBlock(scope: !2460, file: !3, line: 619, column: 3)
!2473 = !DILocation(line: 621, column: 1, scope: !2460)
!2474 = distinct !DISubprogram(name: "lua_pushthread", scope: !3, file: !3, line: 624, type: !117, scopeLine: 624, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2475)
!2475 = !{!2476, !2477, !2479}
!2476 = !DILocalVariable(name: "L", arg: 1, scope: !2474, file: !3, line: 624, type: !119)
!2477 = !DILocalVariable(name: "io", scope: !2478, file: !3, line: 626, type: !102)
!2478 = distinct !DILexicalBlock(scope: !2474, file: !3, line: 626, column: 3)
!2479 = !DILocalVariable(name: "x_", scope: !2478, file: !3, line: 626, type: !119)
!2480 = !DILocation(line: 0, scope: !2474)
!2481 = !DILocation(line: 626, column: 3, scope: !2478)
!2482 = !DILocation(line: 0, scope: !2478)
!2483 = !DILocation(line: 627, column: 3, scope: !2484)
!2484 = distinct !DILexicalBlock(scope: !2474, file: !3, line: 627, column: 3)
!2485 = !DILocation(line: 629, column: 11, scope: !2474)
!2486 = !DILocation(line: 629, column: 17, scope: !2474)
!2487 = !{!622, !542, i64 264}
!2488 = !DILocation(line: 629, column: 28, scope: !2474)
!2489 = !DILocation(line: 629, column: 3, scope: !2474)
!2490 = distinct !DISubprogram(name: "lua_getglobal", scope: !3, file: !3, line: 666, type: !2491, scopeLine: 666, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2493)
!2491 = !DISubroutineType(types: !2492)
!2492 = !{!42, !119, !233}
!2493 = !{!2494, !2495, !2496}
!2494 = !DILocalVariable(name: "L", arg: 1, scope: !2490, file: !3, line: 666, type: !119)
!2495 = !DILocalVariable(name: "name", arg: 2, scope: !2490, file: !3, line: 666, type: !233)
!2496 = !DILocalVariable(name: "G", scope: !2490, file: !3, line: 667, type: !590)
!2497 = !DILocation(line: 0, scope: !2490)
!2498 = !DILocation(line: 669, column: 7, scope: !2490)
!2499 = !DILocalVariable(name: "L", arg: 1, scope: !2500, file: !3, line: 639, type: !119)
!2500 = distinct !DISubprogram(name: "auxgetstr", scope: !3, file: !3, line: 639, type: !2501, scopeLine: 639, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2503)
!2501 = !DISubroutineType(types: !2502)
!2502 = !{!42, !119, !590, !233}
!2503 = !{!2499, !2504, !2505, !2506, !2507, !2508, !2512, !2513, !2516}
!2504 = !DILocalVariable(name: "t", arg: 2, scope: !2500, file: !3, line: 639, type: !590)
!2505 = !DILocalVariable(name: "k", arg: 3, scope: !2500, file: !3, line: 639, type: !233)
!2506 = !DILocalVariable(name: "slot", scope: !2500, file: !3, line: 640, type: !590)
!2507 = !DILocalVariable(name: "str", scope: !2500, file: !3, line: 641, type: !173)
!2508 = !DILocalVariable(name: "io1", scope: !2509, file: !3, line: 643, type: !102)
!2509 = distinct !DILexicalBlock(scope: !2510, file: !3, line: 643, column: 5)
!2510 = distinct !DILexicalBlock(scope: !2511, file: !3, line: 642, column: 51)
!2511 = distinct !DILexicalBlock(scope: !2500, file: !3, line: 642, column: 7)
!2512 = !DILocalVariable(name: "io2", scope: !2509, file: !3, line: 643, type: !590)
!2513 = !DILocalVariable(name: "io", scope: !2514, file: !3, line: 647, type: !102)
!2514 = distinct !DILexicalBlock(scope: !2515, file: !3, line: 647, column: 5)
!2515 = distinct !DILexicalBlock(scope: !2511, file: !3, line: 646, column: 8)
!2516 = !DILocalVariable(name: "x_", scope: !2514, file: !3, line: 647, type: !173)
!2517 = !DILocation(line: 0, scope: !2500, inlinedAt: !2518)
!2518 = distinct !DILocation(line: 670, column: 10, scope: !2490)
!2519 = !DILocation(line: 641, column: 18, scope: !2500, inlinedAt: !2518)
!2520 = !DILocation(line: 642, column: 7, scope: !2511, inlinedAt: !2518)
!2521 = !DILocation(line: 642, column: 7, scope: !2500, inlinedAt: !2518)
!2522 = !DILocation(line: 643, column: 5, scope: !2509, inlinedAt: !2518)
!2523 = !DILocation(line: 0, scope: !2509, inlinedAt: !2518)
!2524 = !DILocation(line: 644, column: 5, scope: !2525, inlinedAt: !2518)
!2525 = distinct !DILexicalBlock(scope: !2510, file: !3, line: 644, column: 5)
!2526 = !DILocation(line: 645, column: 3, scope: !2510, inlinedAt: !2518)
!2527 = !DILocation(line: 647, column: 5, scope: !2514, inlinedAt: !2518)
!2528 = !DILocation(line: 0, scope: !2514, inlinedAt: !2518)
!2529 = !DILocation(line: 648, column: 5, scope: !2530, inlinedAt: !2518)
!2530 = distinct !DILexicalBlock(scope: !2515, file: !3, line: 648, column: 5)
!2531 = !DILocation(line: 649, column: 5, scope: !2515, inlinedAt: !2518)
!2532 = !DILocation(line: 652, column: 10, scope: !2500, inlinedAt: !2518)
!2533 = !DILocation(line: 670, column: 3, scope: !2490)
!2534 = distinct !DISubprogram(name: "lua_gettable", scope: !3, file: !3, line: 674, type: !531, scopeLine: 674, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2535)
!2535 = !{!2536, !2537, !2538, !2539, !2540, !2544}
!2536 = !DILocalVariable(name: "L", arg: 1, scope: !2534, file: !3, line: 674, type: !119)
!2537 = !DILocalVariable(name: "idx", arg: 2, scope: !2534, file: !3, line: 674, type: !42)
!2538 = !DILocalVariable(name: "slot", scope: !2534, file: !3, line: 675, type: !590)
!2539 = !DILocalVariable(name: "t", scope: !2534, file: !3, line: 676, type: !102)
!2540 = !DILocalVariable(name: "io1", scope: !2541, file: !3, line: 680, type: !102)
!2541 = distinct !DILexicalBlock(scope: !2542, file: !3, line: 680, column: 5)
!2542 = distinct !DILexicalBlock(scope: !2543, file: !3, line: 679, column: 62)
!2543 = distinct !DILexicalBlock(scope: !2534, file: !3, line: 679, column: 7)
!2544 = !DILocalVariable(name: "io2", scope: !2541, file: !3, line: 680, type: !590)
!2545 = !DILocation(line: 0, scope: !2534)
!2546 = !DILocation(line: 0, scope: !846, inlinedAt: !2547)
!2547 = distinct !DILocation(line: 678, column: 7, scope: !2534)
!2548 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !2547)
!2549 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !2547)
!2550 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !2547)
!2551 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !2547)
!2552 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !2547)
!2553 = !DILocation(line: 0, scope: !853, inlinedAt: !2547)
!2554 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !2547)
!2555 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !2547)
!2556 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !2547)
!2557 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !2547)
!2558 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !2547)
!2559 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !2547)
!2560 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !2547)
!2561 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !2547)
!2562 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !2547)
!2563 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !2547)
!2564 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !2547)
!2565 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !2547)
!2566 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !2547)
!2567 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !2547)
!2568 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !2547)
!2569 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !2547)
!2570 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !2547)
!2571 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !2547)
!2572 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !2547)
!2573 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !2547)
!2574 = !DILocation(line: 0, scope: !856, inlinedAt: !2547)
!2575 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !2547)
!2576 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !2547)
!2577 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !2547)
!2578 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !2547)
!2579 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !2547)
!2580 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !2547)
!2581 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !2547)
!2582 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !2547)
!2583 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !2547)
!2584 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !2547)
!2585 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !2547)
!2586 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !2547)
!2587 = !DILocation(line: 0, scope: !854, inlinedAt: !2547)
!2588 = !DILocation(line: 679, column: 7, scope: !2543)
!2589 = !DILocation(line: 679, column: 7, scope: !2534)
!2590 = !DILocation(line: 680, column: 5, scope: !2541)
!2591 = !DILocation(line: 0, scope: !2541)
!2592 = !DILocation(line: 681, column: 3, scope: !2542)
!2593 = !DILocation(line: 683, column: 26, scope: !2543)
!2594 = !DILocation(line: 683, column: 5, scope: !2543)
!2595 = !DILocation(line: 685, column: 10, scope: !2534)
!2596 = !DILocation(line: 685, column: 3, scope: !2534)
!2597 = !DISubprogram(name: "luaH_get", scope: !1983, file: !1983, line: 43, type: !2598, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2598 = !DISubroutineType(types: !2599)
!2599 = !{!590, !1986, !590}
!2600 = !DISubprogram(name: "luaV_finishget", scope: !6, file: !6, line: 128, type: !2601, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2601 = !DISubroutineType(types: !2602)
!2602 = !{null, !119, !590, !102, !134, !590}
!2603 = distinct !DISubprogram(name: "lua_getfield", scope: !3, file: !3, line: 689, type: !2604, scopeLine: 689, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2606)
!2604 = !DISubroutineType(types: !2605)
!2605 = !{!42, !119, !42, !233}
!2606 = !{!2607, !2608, !2609}
!2607 = !DILocalVariable(name: "L", arg: 1, scope: !2603, file: !3, line: 689, type: !119)
!2608 = !DILocalVariable(name: "idx", arg: 2, scope: !2603, file: !3, line: 689, type: !42)
!2609 = !DILocalVariable(name: "k", arg: 3, scope: !2603, file: !3, line: 689, type: !233)
!2610 = !DILocation(line: 0, scope: !2603)
!2611 = !DILocation(line: 0, scope: !846, inlinedAt: !2612)
!2612 = distinct !DILocation(line: 691, column: 23, scope: !2603)
!2613 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !2612)
!2614 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !2612)
!2615 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !2612)
!2616 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !2612)
!2617 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !2612)
!2618 = !DILocation(line: 0, scope: !853, inlinedAt: !2612)
!2619 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !2612)
!2620 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !2612)
!2621 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !2612)
!2622 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !2612)
!2623 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !2612)
!2624 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !2612)
!2625 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !2612)
!2626 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !2612)
!2627 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !2612)
!2628 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !2612)
!2629 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !2612)
!2630 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !2612)
!2631 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !2612)
!2632 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !2612)
!2633 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !2612)
!2634 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !2612)
!2635 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !2612)
!2636 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !2612)
!2637 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !2612)
!2638 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !2612)
!2639 = !DILocation(line: 0, scope: !856, inlinedAt: !2612)
!2640 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !2612)
!2641 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !2612)
!2642 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !2612)
!2643 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !2612)
!2644 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !2612)
!2645 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !2612)
!2646 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !2612)
!2647 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !2612)
!2648 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !2612)
!2649 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !2612)
!2650 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !2612)
!2651 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !2612)
!2652 = !DILocation(line: 0, scope: !854, inlinedAt: !2612)
!2653 = !DILocation(line: 0, scope: !2500, inlinedAt: !2654)
!2654 = distinct !DILocation(line: 691, column: 10, scope: !2603)
!2655 = !DILocation(line: 641, column: 18, scope: !2500, inlinedAt: !2654)
!2656 = !DILocation(line: 642, column: 7, scope: !2511, inlinedAt: !2654)
!2657 = !DILocation(line: 642, column: 7, scope: !2500, inlinedAt: !2654)
!2658 = !DILocation(line: 643, column: 5, scope: !2509, inlinedAt: !2654)
!2659 = !DILocation(line: 0, scope: !2509, inlinedAt: !2654)
!2660 = !DILocation(line: 644, column: 5, scope: !2525, inlinedAt: !2654)
!2661 = !DILocation(line: 645, column: 3, scope: !2510, inlinedAt: !2654)
!2662 = !DILocation(line: 647, column: 5, scope: !2514, inlinedAt: !2654)
!2663 = !DILocation(line: 0, scope: !2514, inlinedAt: !2654)
!2664 = !DILocation(line: 648, column: 5, scope: !2530, inlinedAt: !2654)
!2665 = !DILocation(line: 649, column: 5, scope: !2515, inlinedAt: !2654)
!2666 = !DILocation(line: 652, column: 10, scope: !2500, inlinedAt: !2654)
!2667 = !DILocation(line: 691, column: 3, scope: !2603)
!2668 = distinct !DISubprogram(name: "lua_geti", scope: !3, file: !3, line: 695, type: !2669, scopeLine: 695, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2671)
!2669 = !DISubroutineType(types: !2670)
!2670 = !{!42, !119, !42, !361}
!2671 = !{!2672, !2673, !2674, !2675, !2676, !2677, !2681, !2682, !2684}
!2672 = !DILocalVariable(name: "L", arg: 1, scope: !2668, file: !3, line: 695, type: !119)
!2673 = !DILocalVariable(name: "idx", arg: 2, scope: !2668, file: !3, line: 695, type: !42)
!2674 = !DILocalVariable(name: "n", arg: 3, scope: !2668, file: !3, line: 695, type: !361)
!2675 = !DILocalVariable(name: "t", scope: !2668, file: !3, line: 696, type: !102)
!2676 = !DILocalVariable(name: "slot", scope: !2668, file: !3, line: 697, type: !590)
!2677 = !DILocalVariable(name: "io1", scope: !2678, file: !3, line: 701, type: !102)
!2678 = distinct !DILexicalBlock(scope: !2679, file: !3, line: 701, column: 5)
!2679 = distinct !DILexicalBlock(scope: !2680, file: !3, line: 700, column: 37)
!2680 = distinct !DILexicalBlock(scope: !2668, file: !3, line: 700, column: 7)
!2681 = !DILocalVariable(name: "io2", scope: !2678, file: !3, line: 701, type: !590)
!2682 = !DILocalVariable(name: "aux", scope: !2683, file: !3, line: 704, type: !103)
!2683 = distinct !DILexicalBlock(scope: !2680, file: !3, line: 703, column: 8)
!2684 = !DILocalVariable(name: "io", scope: !2685, file: !3, line: 705, type: !102)
!2685 = distinct !DILexicalBlock(scope: !2683, file: !3, line: 705, column: 5)
!2686 = distinct !DIAssignID()
!2687 = !DILocation(line: 0, scope: !2683)
!2688 = !DILocation(line: 0, scope: !2668)
!2689 = !DILocation(line: 0, scope: !846, inlinedAt: !2690)
!2690 = distinct !DILocation(line: 699, column: 7, scope: !2668)
!2691 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !2690)
!2692 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !2690)
!2693 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !2690)
!2694 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !2690)
!2695 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !2690)
!2696 = !DILocation(line: 0, scope: !853, inlinedAt: !2690)
!2697 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !2690)
!2698 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !2690)
!2699 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !2690)
!2700 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !2690)
!2701 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !2690)
!2702 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !2690)
!2703 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !2690)
!2704 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !2690)
!2705 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !2690)
!2706 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !2690)
!2707 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !2690)
!2708 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !2690)
!2709 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !2690)
!2710 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !2690)
!2711 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !2690)
!2712 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !2690)
!2713 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !2690)
!2714 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !2690)
!2715 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !2690)
!2716 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !2690)
!2717 = !DILocation(line: 0, scope: !856, inlinedAt: !2690)
!2718 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !2690)
!2719 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !2690)
!2720 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !2690)
!2721 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !2690)
!2722 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !2690)
!2723 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !2690)
!2724 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !2690)
!2725 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !2690)
!2726 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !2690)
!2727 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !2690)
!2728 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !2690)
!2729 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !2690)
!2730 = !DILocation(line: 0, scope: !854, inlinedAt: !2690)
!2731 = !DILocation(line: 700, column: 7, scope: !2680)
!2732 = !DILocation(line: 700, column: 7, scope: !2668)
!2733 = !DILocation(line: 701, column: 5, scope: !2678)
!2734 = !DILocation(line: 0, scope: !2678)
!2735 = !DILocation(line: 702, column: 3, scope: !2679)
!2736 = !DILocation(line: 704, column: 5, scope: !2683)
!2737 = !DILocation(line: 0, scope: !2685)
!2738 = !DILocation(line: 705, column: 5, scope: !2685)
!2739 = !DILocation(line: 706, column: 35, scope: !2683)
!2740 = !DILocation(line: 706, column: 39, scope: !2683)
!2741 = !DILocation(line: 706, column: 5, scope: !2683)
!2742 = !DILocation(line: 707, column: 3, scope: !2680)
!2743 = !DILocation(line: 708, column: 3, scope: !2744)
!2744 = distinct !DILexicalBlock(scope: !2668, file: !3, line: 708, column: 3)
!2745 = !DILocation(line: 710, column: 10, scope: !2668)
!2746 = !DILocation(line: 710, column: 3, scope: !2668)
!2747 = !DISubprogram(name: "luaH_getint", scope: !1983, file: !1983, line: 38, type: !2748, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2748 = !DISubroutineType(types: !2749)
!2749 = !{!590, !1986, !361}
!2750 = distinct !DISubprogram(name: "lua_rawget", scope: !3, file: !3, line: 732, type: !531, scopeLine: 732, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2751)
!2751 = !{!2752, !2753, !2754, !2755}
!2752 = !DILocalVariable(name: "L", arg: 1, scope: !2750, file: !3, line: 732, type: !119)
!2753 = !DILocalVariable(name: "idx", arg: 2, scope: !2750, file: !3, line: 732, type: !42)
!2754 = !DILocalVariable(name: "t", scope: !2750, file: !3, line: 733, type: !1986)
!2755 = !DILocalVariable(name: "val", scope: !2750, file: !3, line: 734, type: !590)
!2756 = !DILocation(line: 0, scope: !2750)
!2757 = !DILocalVariable(name: "L", arg: 1, scope: !2758, file: !3, line: 725, type: !119)
!2758 = distinct !DISubprogram(name: "gettable", scope: !3, file: !3, line: 725, type: !2759, scopeLine: 725, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2761)
!2759 = !DISubroutineType(types: !2760)
!2760 = !{!1986, !119, !42}
!2761 = !{!2757, !2762, !2763}
!2762 = !DILocalVariable(name: "idx", arg: 2, scope: !2758, file: !3, line: 725, type: !42)
!2763 = !DILocalVariable(name: "t", scope: !2758, file: !3, line: 726, type: !102)
!2764 = !DILocation(line: 0, scope: !2758, inlinedAt: !2765)
!2765 = distinct !DILocation(line: 737, column: 7, scope: !2750)
!2766 = !DILocation(line: 0, scope: !846, inlinedAt: !2767)
!2767 = distinct !DILocation(line: 726, column: 15, scope: !2758, inlinedAt: !2765)
!2768 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !2767)
!2769 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !2767)
!2770 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !2767)
!2771 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !2767)
!2772 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !2767)
!2773 = !DILocation(line: 0, scope: !853, inlinedAt: !2767)
!2774 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !2767)
!2775 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !2767)
!2776 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !2767)
!2777 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !2767)
!2778 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !2767)
!2779 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !2767)
!2780 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !2767)
!2781 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !2767)
!2782 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !2767)
!2783 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !2767)
!2784 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !2767)
!2785 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !2767)
!2786 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !2767)
!2787 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !2767)
!2788 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !2767)
!2789 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !2767)
!2790 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !2767)
!2791 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !2767)
!2792 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !2767)
!2793 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !2767)
!2794 = !DILocation(line: 0, scope: !856, inlinedAt: !2767)
!2795 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !2767)
!2796 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !2767)
!2797 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !2767)
!2798 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !2767)
!2799 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !2767)
!2800 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !2767)
!2801 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !2767)
!2802 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !2767)
!2803 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !2767)
!2804 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !2767)
!2805 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !2767)
!2806 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !2767)
!2807 = !DILocation(line: 0, scope: !854, inlinedAt: !2767)
!2808 = !DILocation(line: 728, column: 10, scope: !2758, inlinedAt: !2765)
!2809 = !DILocation(line: 738, column: 21, scope: !2750)
!2810 = !DILocation(line: 738, column: 9, scope: !2750)
!2811 = !DILocation(line: 739, column: 11, scope: !2750)
!2812 = !DILocalVariable(name: "L", arg: 1, scope: !2813, file: !3, line: 714, type: !119)
!2813 = distinct !DISubprogram(name: "finishrawget", scope: !3, file: !3, line: 714, type: !2814, scopeLine: 714, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2816)
!2814 = !DISubroutineType(types: !2815)
!2815 = !{!42, !119, !590}
!2816 = !{!2812, !2817, !2818, !2821}
!2817 = !DILocalVariable(name: "val", arg: 2, scope: !2813, file: !3, line: 714, type: !590)
!2818 = !DILocalVariable(name: "io1", scope: !2819, file: !3, line: 718, type: !102)
!2819 = distinct !DILexicalBlock(scope: !2820, file: !3, line: 718, column: 5)
!2820 = distinct !DILexicalBlock(scope: !2813, file: !3, line: 715, column: 7)
!2821 = !DILocalVariable(name: "io2", scope: !2819, file: !3, line: 718, type: !590)
!2822 = !DILocation(line: 0, scope: !2813, inlinedAt: !2823)
!2823 = distinct !DILocation(line: 740, column: 10, scope: !2750)
!2824 = !DILocation(line: 715, column: 7, scope: !2820, inlinedAt: !2823)
!2825 = !DILocation(line: 715, column: 7, scope: !2813, inlinedAt: !2823)
!2826 = !DILocation(line: 0, scope: !2819, inlinedAt: !2823)
!2827 = !DILocation(line: 718, column: 5, scope: !2819, inlinedAt: !2823)
!2828 = !DILocation(line: 0, scope: !2820, inlinedAt: !2823)
!2829 = !DILocation(line: 719, column: 3, scope: !2830, inlinedAt: !2823)
!2830 = distinct !DILexicalBlock(scope: !2813, file: !3, line: 719, column: 3)
!2831 = !DILocation(line: 721, column: 10, scope: !2813, inlinedAt: !2823)
!2832 = !DILocation(line: 740, column: 3, scope: !2750)
!2833 = distinct !DISubprogram(name: "lua_rawgeti", scope: !3, file: !3, line: 744, type: !2669, scopeLine: 744, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2834)
!2834 = !{!2835, !2836, !2837, !2838}
!2835 = !DILocalVariable(name: "L", arg: 1, scope: !2833, file: !3, line: 744, type: !119)
!2836 = !DILocalVariable(name: "idx", arg: 2, scope: !2833, file: !3, line: 744, type: !42)
!2837 = !DILocalVariable(name: "n", arg: 3, scope: !2833, file: !3, line: 744, type: !361)
!2838 = !DILocalVariable(name: "t", scope: !2833, file: !3, line: 745, type: !1986)
!2839 = !DILocation(line: 0, scope: !2833)
!2840 = !DILocation(line: 0, scope: !2758, inlinedAt: !2841)
!2841 = distinct !DILocation(line: 747, column: 7, scope: !2833)
!2842 = !DILocation(line: 0, scope: !846, inlinedAt: !2843)
!2843 = distinct !DILocation(line: 726, column: 15, scope: !2758, inlinedAt: !2841)
!2844 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !2843)
!2845 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !2843)
!2846 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !2843)
!2847 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !2843)
!2848 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !2843)
!2849 = !DILocation(line: 0, scope: !853, inlinedAt: !2843)
!2850 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !2843)
!2851 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !2843)
!2852 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !2843)
!2853 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !2843)
!2854 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !2843)
!2855 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !2843)
!2856 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !2843)
!2857 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !2843)
!2858 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !2843)
!2859 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !2843)
!2860 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !2843)
!2861 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !2843)
!2862 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !2843)
!2863 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !2843)
!2864 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !2843)
!2865 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !2843)
!2866 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !2843)
!2867 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !2843)
!2868 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !2843)
!2869 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !2843)
!2870 = !DILocation(line: 0, scope: !856, inlinedAt: !2843)
!2871 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !2843)
!2872 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !2843)
!2873 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !2843)
!2874 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !2843)
!2875 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !2843)
!2876 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !2843)
!2877 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !2843)
!2878 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !2843)
!2879 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !2843)
!2880 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !2843)
!2881 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !2843)
!2882 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !2843)
!2883 = !DILocation(line: 0, scope: !854, inlinedAt: !2843)
!2884 = !DILocation(line: 728, column: 10, scope: !2758, inlinedAt: !2841)
!2885 = !DILocation(line: 748, column: 26, scope: !2833)
!2886 = !DILocation(line: 0, scope: !2813, inlinedAt: !2887)
!2887 = distinct !DILocation(line: 748, column: 10, scope: !2833)
!2888 = !DILocation(line: 715, column: 7, scope: !2820, inlinedAt: !2887)
!2889 = !DILocation(line: 0, scope: !2820, inlinedAt: !2887)
!2890 = !DILocation(line: 715, column: 7, scope: !2813, inlinedAt: !2887)
!2891 = !DILocation(line: 0, scope: !2819, inlinedAt: !2887)
!2892 = !DILocation(line: 718, column: 5, scope: !2819, inlinedAt: !2887)
!2893 = !DILocation(line: 719, column: 3, scope: !2830, inlinedAt: !2887)
!2894 = !DILocation(line: 721, column: 10, scope: !2813, inlinedAt: !2887)
!2895 = !DILocation(line: 748, column: 3, scope: !2833)
!2896 = distinct !DISubprogram(name: "lua_rawgetp", scope: !3, file: !3, line: 752, type: !2897, scopeLine: 752, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2899)
!2897 = !DISubroutineType(types: !2898)
!2898 = !{!42, !119, !42, !2170}
!2899 = !{!2900, !2901, !2902, !2903, !2904, !2905}
!2900 = !DILocalVariable(name: "L", arg: 1, scope: !2896, file: !3, line: 752, type: !119)
!2901 = !DILocalVariable(name: "idx", arg: 2, scope: !2896, file: !3, line: 752, type: !42)
!2902 = !DILocalVariable(name: "p", arg: 3, scope: !2896, file: !3, line: 752, type: !2170)
!2903 = !DILocalVariable(name: "t", scope: !2896, file: !3, line: 753, type: !1986)
!2904 = !DILocalVariable(name: "k", scope: !2896, file: !3, line: 754, type: !103)
!2905 = !DILocalVariable(name: "io", scope: !2906, file: !3, line: 757, type: !102)
!2906 = distinct !DILexicalBlock(scope: !2896, file: !3, line: 757, column: 3)
!2907 = distinct !DIAssignID()
!2908 = !DILocation(line: 0, scope: !2896)
!2909 = !DILocation(line: 754, column: 3, scope: !2896)
!2910 = !DILocation(line: 0, scope: !2758, inlinedAt: !2911)
!2911 = distinct !DILocation(line: 756, column: 7, scope: !2896)
!2912 = !DILocation(line: 0, scope: !846, inlinedAt: !2913)
!2913 = distinct !DILocation(line: 726, column: 15, scope: !2758, inlinedAt: !2911)
!2914 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !2913)
!2915 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !2913)
!2916 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !2913)
!2917 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !2913)
!2918 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !2913)
!2919 = !DILocation(line: 0, scope: !853, inlinedAt: !2913)
!2920 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !2913)
!2921 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !2913)
!2922 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !2913)
!2923 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !2913)
!2924 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !2913)
!2925 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !2913)
!2926 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !2913)
!2927 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !2913)
!2928 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !2913)
!2929 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !2913)
!2930 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !2913)
!2931 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !2913)
!2932 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !2913)
!2933 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !2913)
!2934 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !2913)
!2935 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !2913)
!2936 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !2913)
!2937 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !2913)
!2938 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !2913)
!2939 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !2913)
!2940 = !DILocation(line: 0, scope: !856, inlinedAt: !2913)
!2941 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !2913)
!2942 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !2913)
!2943 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !2913)
!2944 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !2913)
!2945 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !2913)
!2946 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !2913)
!2947 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !2913)
!2948 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !2913)
!2949 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !2913)
!2950 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !2913)
!2951 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !2913)
!2952 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !2913)
!2953 = !DILocation(line: 0, scope: !854, inlinedAt: !2913)
!2954 = !DILocation(line: 728, column: 10, scope: !2758, inlinedAt: !2911)
!2955 = !DILocation(line: 0, scope: !2906)
!2956 = !DILocation(line: 757, column: 3, scope: !2906)
!2957 = !DILocation(line: 758, column: 26, scope: !2896)
!2958 = !DILocation(line: 0, scope: !2813, inlinedAt: !2959)
!2959 = distinct !DILocation(line: 758, column: 10, scope: !2896)
!2960 = !DILocation(line: 715, column: 7, scope: !2820, inlinedAt: !2959)
!2961 = !DILocation(line: 0, scope: !2820, inlinedAt: !2959)
!2962 = !DILocation(line: 715, column: 7, scope: !2813, inlinedAt: !2959)
!2963 = !DILocation(line: 0, scope: !2819, inlinedAt: !2959)
!2964 = !DILocation(line: 718, column: 5, scope: !2819, inlinedAt: !2959)
!2965 = !DILocation(line: 719, column: 3, scope: !2830, inlinedAt: !2959)
!2966 = !DILocation(line: 721, column: 10, scope: !2813, inlinedAt: !2959)
!2967 = !DILocation(line: 759, column: 1, scope: !2896)
!2968 = !DILocation(line: 758, column: 3, scope: !2896)
!2969 = distinct !DISubprogram(name: "lua_createtable", scope: !3, file: !3, line: 762, type: !738, scopeLine: 762, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2970)
!2970 = !{!2971, !2972, !2973, !2974, !2975, !2977}
!2971 = !DILocalVariable(name: "L", arg: 1, scope: !2969, file: !3, line: 762, type: !119)
!2972 = !DILocalVariable(name: "narray", arg: 2, scope: !2969, file: !3, line: 762, type: !42)
!2973 = !DILocalVariable(name: "nrec", arg: 3, scope: !2969, file: !3, line: 762, type: !42)
!2974 = !DILocalVariable(name: "t", scope: !2969, file: !3, line: 763, type: !1986)
!2975 = !DILocalVariable(name: "io", scope: !2976, file: !3, line: 766, type: !102)
!2976 = distinct !DILexicalBlock(scope: !2969, file: !3, line: 766, column: 3)
!2977 = !DILocalVariable(name: "x_", scope: !2976, file: !3, line: 766, type: !1986)
!2978 = !DILocation(line: 0, scope: !2969)
!2979 = !DILocation(line: 765, column: 7, scope: !2969)
!2980 = !DILocation(line: 766, column: 3, scope: !2976)
!2981 = !DILocation(line: 0, scope: !2976)
!2982 = !DILocation(line: 767, column: 3, scope: !2983)
!2983 = distinct !DILexicalBlock(scope: !2969, file: !3, line: 767, column: 3)
!2984 = !DILocation(line: 768, column: 14, scope: !2985)
!2985 = distinct !DILexicalBlock(scope: !2969, file: !3, line: 768, column: 7)
!2986 = !DILocation(line: 768, column: 18, scope: !2985)
!2987 = !DILocation(line: 769, column: 5, scope: !2985)
!2988 = !DILocation(line: 770, column: 3, scope: !2989)
!2989 = distinct !DILexicalBlock(scope: !2990, file: !3, line: 770, column: 3)
!2990 = distinct !DILexicalBlock(scope: !2969, file: !3, line: 770, column: 3)
!2991 = !DILocation(line: 770, column: 3, scope: !2990)
!2992 = !DILocation(line: 770, column: 3, scope: !2993)
!2993 = distinct !DILexicalBlock(scope: !2989, file: !3, line: 770, column: 3)
!2994 = !DILocation(line: 772, column: 1, scope: !2969)
!2995 = !DISubprogram(name: "luaH_new", scope: !1983, file: !1983, line: 48, type: !2996, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2996 = !DISubroutineType(types: !2997)
!2997 = !{!1986, !119}
!2998 = !DISubprogram(name: "luaH_resize", scope: !1983, file: !1983, line: 49, type: !2999, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2999 = !DISubroutineType(types: !3000)
!3000 = !{null, !119, !1986, !7, !7}
!3001 = distinct !DISubprogram(name: "lua_getmetatable", scope: !3, file: !3, line: 775, type: !531, scopeLine: 775, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3002)
!3002 = !{!3003, !3004, !3005, !3006, !3007, !3008, !3012}
!3003 = !DILocalVariable(name: "L", arg: 1, scope: !3001, file: !3, line: 775, type: !119)
!3004 = !DILocalVariable(name: "objindex", arg: 2, scope: !3001, file: !3, line: 775, type: !42)
!3005 = !DILocalVariable(name: "obj", scope: !3001, file: !3, line: 776, type: !590)
!3006 = !DILocalVariable(name: "mt", scope: !3001, file: !3, line: 777, type: !1986)
!3007 = !DILocalVariable(name: "res", scope: !3001, file: !3, line: 778, type: !42)
!3008 = !DILocalVariable(name: "io", scope: !3009, file: !3, line: 793, type: !102)
!3009 = distinct !DILexicalBlock(scope: !3010, file: !3, line: 793, column: 5)
!3010 = distinct !DILexicalBlock(scope: !3011, file: !3, line: 792, column: 19)
!3011 = distinct !DILexicalBlock(scope: !3001, file: !3, line: 792, column: 7)
!3012 = !DILocalVariable(name: "x_", scope: !3009, file: !3, line: 793, type: !1986)
!3013 = !DILocation(line: 0, scope: !3001)
!3014 = !DILocation(line: 0, scope: !846, inlinedAt: !3015)
!3015 = distinct !DILocation(line: 780, column: 9, scope: !3001)
!3016 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !3015)
!3017 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !3015)
!3018 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !3015)
!3019 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !3015)
!3020 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !3015)
!3021 = !DILocation(line: 0, scope: !853, inlinedAt: !3015)
!3022 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !3015)
!3023 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !3015)
!3024 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !3015)
!3025 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !3015)
!3026 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !3015)
!3027 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !3015)
!3028 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !3015)
!3029 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !3015)
!3030 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !3015)
!3031 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !3015)
!3032 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !3015)
!3033 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !3015)
!3034 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !3015)
!3035 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !3015)
!3036 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !3015)
!3037 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !3015)
!3038 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !3015)
!3039 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !3015)
!3040 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !3015)
!3041 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !3015)
!3042 = !DILocation(line: 0, scope: !856, inlinedAt: !3015)
!3043 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !3015)
!3044 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !3015)
!3045 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !3015)
!3046 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !3015)
!3047 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !3015)
!3048 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !3015)
!3049 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !3015)
!3050 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !3015)
!3051 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !3015)
!3052 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !3015)
!3053 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !3015)
!3054 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !3015)
!3055 = !DILocation(line: 0, scope: !854, inlinedAt: !3015)
!3056 = !DILocation(line: 781, column: 11, scope: !3001)
!3057 = !DILocation(line: 781, column: 3, scope: !3001)
!3058 = !DILocation(line: 783, column: 12, scope: !3059)
!3059 = distinct !DILexicalBlock(scope: !3001, file: !3, line: 781, column: 23)
!3060 = !DILocation(line: 783, column: 25, scope: !3059)
!3061 = !DILocation(line: 784, column: 7, scope: !3059)
!3062 = !DILocation(line: 786, column: 12, scope: !3059)
!3063 = !DILocation(line: 786, column: 25, scope: !3059)
!3064 = !DILocation(line: 787, column: 7, scope: !3059)
!3065 = !DILocation(line: 789, column: 12, scope: !3059)
!3066 = !DILocation(line: 789, column: 18, scope: !3059)
!3067 = !DILocation(line: 790, column: 7, scope: !3059)
!3068 = !DILocation(line: 0, scope: !3059)
!3069 = !DILocation(line: 792, column: 10, scope: !3011)
!3070 = !DILocation(line: 792, column: 7, scope: !3001)
!3071 = !DILocation(line: 793, column: 5, scope: !3009)
!3072 = !DILocation(line: 0, scope: !3009)
!3073 = !DILocation(line: 794, column: 5, scope: !3074)
!3074 = distinct !DILexicalBlock(scope: !3010, file: !3, line: 794, column: 5)
!3075 = !DILocation(line: 796, column: 3, scope: !3010)
!3076 = !DILocation(line: 798, column: 3, scope: !3001)
!3077 = distinct !DISubprogram(name: "lua_getiuservalue", scope: !3, file: !3, line: 802, type: !574, scopeLine: 802, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3078)
!3078 = !{!3079, !3080, !3081, !3082, !3083, !3084, !3088}
!3079 = !DILocalVariable(name: "L", arg: 1, scope: !3077, file: !3, line: 802, type: !119)
!3080 = !DILocalVariable(name: "idx", arg: 2, scope: !3077, file: !3, line: 802, type: !42)
!3081 = !DILocalVariable(name: "n", arg: 3, scope: !3077, file: !3, line: 802, type: !42)
!3082 = !DILocalVariable(name: "o", scope: !3077, file: !3, line: 803, type: !102)
!3083 = !DILocalVariable(name: "t", scope: !3077, file: !3, line: 804, type: !42)
!3084 = !DILocalVariable(name: "io1", scope: !3085, file: !3, line: 813, type: !102)
!3085 = distinct !DILexicalBlock(scope: !3086, file: !3, line: 813, column: 5)
!3086 = distinct !DILexicalBlock(scope: !3087, file: !3, line: 812, column: 8)
!3087 = distinct !DILexicalBlock(scope: !3077, file: !3, line: 808, column: 7)
!3088 = !DILocalVariable(name: "io2", scope: !3085, file: !3, line: 813, type: !590)
!3089 = !DILocation(line: 0, scope: !3077)
!3090 = !DILocation(line: 0, scope: !846, inlinedAt: !3091)
!3091 = distinct !DILocation(line: 806, column: 7, scope: !3077)
!3092 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !3091)
!3093 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !3091)
!3094 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !3091)
!3095 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !3091)
!3096 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !3091)
!3097 = !DILocation(line: 0, scope: !853, inlinedAt: !3091)
!3098 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !3091)
!3099 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !3091)
!3100 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !3091)
!3101 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !3091)
!3102 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !3091)
!3103 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !3091)
!3104 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !3091)
!3105 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !3091)
!3106 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !3091)
!3107 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !3091)
!3108 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !3091)
!3109 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !3091)
!3110 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !3091)
!3111 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !3091)
!3112 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !3091)
!3113 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !3091)
!3114 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !3091)
!3115 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !3091)
!3116 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !3091)
!3117 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !3091)
!3118 = !DILocation(line: 0, scope: !856, inlinedAt: !3091)
!3119 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !3091)
!3120 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !3091)
!3121 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !3091)
!3122 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !3091)
!3123 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !3091)
!3124 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !3091)
!3125 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !3091)
!3126 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !3091)
!3127 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !3091)
!3128 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !3091)
!3129 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !3091)
!3130 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !3091)
!3131 = !DILocation(line: 0, scope: !854, inlinedAt: !3091)
!3132 = !DILocation(line: 808, column: 9, scope: !3087)
!3133 = !DILocation(line: 808, column: 14, scope: !3087)
!3134 = !DILocation(line: 808, column: 21, scope: !3087)
!3135 = !DILocation(line: 808, column: 32, scope: !3087)
!3136 = !DILocation(line: 808, column: 19, scope: !3087)
!3137 = !DILocation(line: 808, column: 7, scope: !3077)
!3138 = !DILocation(line: 809, column: 5, scope: !3139)
!3139 = distinct !DILexicalBlock(scope: !3087, file: !3, line: 808, column: 41)
!3140 = !DILocation(line: 816, column: 3, scope: !3141)
!3141 = distinct !DILexicalBlock(scope: !3077, file: !3, line: 816, column: 3)
!3142 = !DILocation(line: 811, column: 3, scope: !3139)
!3143 = !DILocation(line: 813, column: 5, scope: !3085)
!3144 = !DILocation(line: 0, scope: !3085)
!3145 = !DILocation(line: 814, column: 9, scope: !3086)
!3146 = !DILocation(line: 0, scope: !3087)
!3147 = !DILocation(line: 818, column: 3, scope: !3077)
!3148 = distinct !DISubprogram(name: "lua_setglobal", scope: !3, file: !3, line: 847, type: !3149, scopeLine: 847, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3151)
!3149 = !DISubroutineType(types: !3150)
!3150 = !{null, !119, !233}
!3151 = !{!3152, !3153, !3154}
!3152 = !DILocalVariable(name: "L", arg: 1, scope: !3148, file: !3, line: 847, type: !119)
!3153 = !DILocalVariable(name: "name", arg: 2, scope: !3148, file: !3, line: 847, type: !233)
!3154 = !DILocalVariable(name: "G", scope: !3148, file: !3, line: 848, type: !590)
!3155 = !DILocation(line: 0, scope: !3148)
!3156 = !DILocation(line: 850, column: 7, scope: !3148)
!3157 = !DILocation(line: 851, column: 3, scope: !3148)
!3158 = !DILocation(line: 852, column: 1, scope: !3148)
!3159 = distinct !DISubprogram(name: "auxsetstr", scope: !3, file: !3, line: 829, type: !3160, scopeLine: 829, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3162)
!3160 = !DISubroutineType(types: !3161)
!3161 = !{null, !119, !590, !233}
!3162 = !{!3163, !3164, !3165, !3166, !3167, !3168, !3173, !3174, !3177}
!3163 = !DILocalVariable(name: "L", arg: 1, scope: !3159, file: !3, line: 829, type: !119)
!3164 = !DILocalVariable(name: "t", arg: 2, scope: !3159, file: !3, line: 829, type: !590)
!3165 = !DILocalVariable(name: "k", arg: 3, scope: !3159, file: !3, line: 829, type: !233)
!3166 = !DILocalVariable(name: "slot", scope: !3159, file: !3, line: 830, type: !590)
!3167 = !DILocalVariable(name: "str", scope: !3159, file: !3, line: 831, type: !173)
!3168 = !DILocalVariable(name: "io1", scope: !3169, file: !3, line: 834, type: !102)
!3169 = distinct !DILexicalBlock(scope: !3170, file: !3, line: 834, column: 5)
!3170 = distinct !DILexicalBlock(scope: !3171, file: !3, line: 834, column: 5)
!3171 = distinct !DILexicalBlock(scope: !3172, file: !3, line: 833, column: 51)
!3172 = distinct !DILexicalBlock(scope: !3159, file: !3, line: 833, column: 7)
!3173 = !DILocalVariable(name: "io2", scope: !3169, file: !3, line: 834, type: !590)
!3174 = !DILocalVariable(name: "io", scope: !3175, file: !3, line: 838, type: !102)
!3175 = distinct !DILexicalBlock(scope: !3176, file: !3, line: 838, column: 5)
!3176 = distinct !DILexicalBlock(scope: !3172, file: !3, line: 837, column: 8)
!3177 = !DILocalVariable(name: "x_", scope: !3175, file: !3, line: 838, type: !173)
!3178 = !DILocation(line: 0, scope: !3159)
!3179 = !DILocation(line: 831, column: 18, scope: !3159)
!3180 = !DILocation(line: 833, column: 7, scope: !3172)
!3181 = !DILocation(line: 833, column: 7, scope: !3159)
!3182 = !DILocation(line: 0, scope: !3169)
!3183 = !DILocation(line: 834, column: 5, scope: !3169)
!3184 = !DILocation(line: 834, column: 5, scope: !3170)
!3185 = !DILocation(line: 835, column: 13, scope: !3171)
!3186 = !DILocation(line: 836, column: 3, scope: !3171)
!3187 = !DILocation(line: 838, column: 5, scope: !3175)
!3188 = !DILocation(line: 0, scope: !3175)
!3189 = !DILocation(line: 839, column: 5, scope: !3190)
!3190 = distinct !DILexicalBlock(scope: !3176, file: !3, line: 839, column: 5)
!3191 = !DILocation(line: 840, column: 45, scope: !3176)
!3192 = !DILocation(line: 840, column: 5, scope: !3176)
!3193 = !DILocation(line: 841, column: 14, scope: !3176)
!3194 = !DILocation(line: 844, column: 1, scope: !3159)
!3195 = distinct !DISubprogram(name: "lua_settable", scope: !3, file: !3, line: 855, type: !650, scopeLine: 855, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3196)
!3196 = !{!3197, !3198, !3199, !3200, !3201, !3206}
!3197 = !DILocalVariable(name: "L", arg: 1, scope: !3195, file: !3, line: 855, type: !119)
!3198 = !DILocalVariable(name: "idx", arg: 2, scope: !3195, file: !3, line: 855, type: !42)
!3199 = !DILocalVariable(name: "t", scope: !3195, file: !3, line: 856, type: !102)
!3200 = !DILocalVariable(name: "slot", scope: !3195, file: !3, line: 857, type: !590)
!3201 = !DILocalVariable(name: "io1", scope: !3202, file: !3, line: 862, type: !102)
!3202 = distinct !DILexicalBlock(scope: !3203, file: !3, line: 862, column: 5)
!3203 = distinct !DILexicalBlock(scope: !3204, file: !3, line: 862, column: 5)
!3204 = distinct !DILexicalBlock(scope: !3205, file: !3, line: 861, column: 62)
!3205 = distinct !DILexicalBlock(scope: !3195, file: !3, line: 861, column: 7)
!3206 = !DILocalVariable(name: "io2", scope: !3202, file: !3, line: 862, type: !590)
!3207 = !DILocation(line: 0, scope: !3195)
!3208 = !DILocation(line: 0, scope: !846, inlinedAt: !3209)
!3209 = distinct !DILocation(line: 860, column: 7, scope: !3195)
!3210 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !3209)
!3211 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !3209)
!3212 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !3209)
!3213 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !3209)
!3214 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !3209)
!3215 = !DILocation(line: 0, scope: !853, inlinedAt: !3209)
!3216 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !3209)
!3217 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !3209)
!3218 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !3209)
!3219 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !3209)
!3220 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !3209)
!3221 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !3209)
!3222 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !3209)
!3223 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !3209)
!3224 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !3209)
!3225 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !3209)
!3226 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !3209)
!3227 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !3209)
!3228 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !3209)
!3229 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !3209)
!3230 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !3209)
!3231 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !3209)
!3232 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !3209)
!3233 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !3209)
!3234 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !3209)
!3235 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !3209)
!3236 = !DILocation(line: 0, scope: !856, inlinedAt: !3209)
!3237 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !3209)
!3238 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !3209)
!3239 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !3209)
!3240 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !3209)
!3241 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !3209)
!3242 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !3209)
!3243 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !3209)
!3244 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !3209)
!3245 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !3209)
!3246 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !3209)
!3247 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !3209)
!3248 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !3209)
!3249 = !DILocation(line: 0, scope: !854, inlinedAt: !3209)
!3250 = !DILocation(line: 861, column: 7, scope: !3205)
!3251 = !DILocation(line: 861, column: 7, scope: !3195)
!3252 = !DILocation(line: 0, scope: !3202)
!3253 = !DILocation(line: 862, column: 5, scope: !3202)
!3254 = !DILocation(line: 862, column: 5, scope: !3203)
!3255 = !DILocation(line: 865, column: 26, scope: !3205)
!3256 = !DILocation(line: 865, column: 45, scope: !3205)
!3257 = !DILocation(line: 865, column: 5, scope: !3205)
!3258 = !DILocation(line: 866, column: 6, scope: !3195)
!3259 = !DILocation(line: 866, column: 12, scope: !3195)
!3260 = !DILocation(line: 868, column: 1, scope: !3195)
!3261 = !DISubprogram(name: "luaC_barrierback_", scope: !959, file: !959, line: 197, type: !3262, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3262 = !DISubroutineType(types: !3263)
!3263 = !{null, !119, !192}
!3264 = !DISubprogram(name: "luaV_finishset", scope: !6, file: !6, line: 130, type: !3265, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3265 = !DISubroutineType(types: !3266)
!3266 = !{null, !119, !590, !102, !102, !590}
!3267 = distinct !DISubprogram(name: "lua_setfield", scope: !3, file: !3, line: 871, type: !3268, scopeLine: 871, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3270)
!3268 = !DISubroutineType(types: !3269)
!3269 = !{null, !119, !42, !233}
!3270 = !{!3271, !3272, !3273}
!3271 = !DILocalVariable(name: "L", arg: 1, scope: !3267, file: !3, line: 871, type: !119)
!3272 = !DILocalVariable(name: "idx", arg: 2, scope: !3267, file: !3, line: 871, type: !42)
!3273 = !DILocalVariable(name: "k", arg: 3, scope: !3267, file: !3, line: 871, type: !233)
!3274 = !DILocation(line: 0, scope: !3267)
!3275 = !DILocation(line: 0, scope: !846, inlinedAt: !3276)
!3276 = distinct !DILocation(line: 873, column: 16, scope: !3267)
!3277 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !3276)
!3278 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !3276)
!3279 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !3276)
!3280 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !3276)
!3281 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !3276)
!3282 = !DILocation(line: 0, scope: !853, inlinedAt: !3276)
!3283 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !3276)
!3284 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !3276)
!3285 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !3276)
!3286 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !3276)
!3287 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !3276)
!3288 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !3276)
!3289 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !3276)
!3290 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !3276)
!3291 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !3276)
!3292 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !3276)
!3293 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !3276)
!3294 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !3276)
!3295 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !3276)
!3296 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !3276)
!3297 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !3276)
!3298 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !3276)
!3299 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !3276)
!3300 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !3276)
!3301 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !3276)
!3302 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !3276)
!3303 = !DILocation(line: 0, scope: !856, inlinedAt: !3276)
!3304 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !3276)
!3305 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !3276)
!3306 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !3276)
!3307 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !3276)
!3308 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !3276)
!3309 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !3276)
!3310 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !3276)
!3311 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !3276)
!3312 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !3276)
!3313 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !3276)
!3314 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !3276)
!3315 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !3276)
!3316 = !DILocation(line: 0, scope: !854, inlinedAt: !3276)
!3317 = !DILocation(line: 873, column: 3, scope: !3267)
!3318 = !DILocation(line: 874, column: 1, scope: !3267)
!3319 = distinct !DISubprogram(name: "lua_seti", scope: !3, file: !3, line: 877, type: !3320, scopeLine: 877, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3322)
!3320 = !DISubroutineType(types: !3321)
!3321 = !{null, !119, !42, !361}
!3322 = !{!3323, !3324, !3325, !3326, !3327, !3328, !3333, !3334, !3336}
!3323 = !DILocalVariable(name: "L", arg: 1, scope: !3319, file: !3, line: 877, type: !119)
!3324 = !DILocalVariable(name: "idx", arg: 2, scope: !3319, file: !3, line: 877, type: !42)
!3325 = !DILocalVariable(name: "n", arg: 3, scope: !3319, file: !3, line: 877, type: !361)
!3326 = !DILocalVariable(name: "t", scope: !3319, file: !3, line: 878, type: !102)
!3327 = !DILocalVariable(name: "slot", scope: !3319, file: !3, line: 879, type: !590)
!3328 = !DILocalVariable(name: "io1", scope: !3329, file: !3, line: 884, type: !102)
!3329 = distinct !DILexicalBlock(scope: !3330, file: !3, line: 884, column: 5)
!3330 = distinct !DILexicalBlock(scope: !3331, file: !3, line: 884, column: 5)
!3331 = distinct !DILexicalBlock(scope: !3332, file: !3, line: 883, column: 37)
!3332 = distinct !DILexicalBlock(scope: !3319, file: !3, line: 883, column: 7)
!3333 = !DILocalVariable(name: "io2", scope: !3329, file: !3, line: 884, type: !590)
!3334 = !DILocalVariable(name: "aux", scope: !3335, file: !3, line: 887, type: !103)
!3335 = distinct !DILexicalBlock(scope: !3332, file: !3, line: 886, column: 8)
!3336 = !DILocalVariable(name: "io", scope: !3337, file: !3, line: 888, type: !102)
!3337 = distinct !DILexicalBlock(scope: !3335, file: !3, line: 888, column: 5)
!3338 = distinct !DIAssignID()
!3339 = !DILocation(line: 0, scope: !3335)
!3340 = !DILocation(line: 0, scope: !3319)
!3341 = !DILocation(line: 0, scope: !846, inlinedAt: !3342)
!3342 = distinct !DILocation(line: 882, column: 7, scope: !3319)
!3343 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !3342)
!3344 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !3342)
!3345 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !3342)
!3346 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !3342)
!3347 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !3342)
!3348 = !DILocation(line: 0, scope: !853, inlinedAt: !3342)
!3349 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !3342)
!3350 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !3342)
!3351 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !3342)
!3352 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !3342)
!3353 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !3342)
!3354 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !3342)
!3355 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !3342)
!3356 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !3342)
!3357 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !3342)
!3358 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !3342)
!3359 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !3342)
!3360 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !3342)
!3361 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !3342)
!3362 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !3342)
!3363 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !3342)
!3364 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !3342)
!3365 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !3342)
!3366 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !3342)
!3367 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !3342)
!3368 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !3342)
!3369 = !DILocation(line: 0, scope: !856, inlinedAt: !3342)
!3370 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !3342)
!3371 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !3342)
!3372 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !3342)
!3373 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !3342)
!3374 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !3342)
!3375 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !3342)
!3376 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !3342)
!3377 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !3342)
!3378 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !3342)
!3379 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !3342)
!3380 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !3342)
!3381 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !3342)
!3382 = !DILocation(line: 0, scope: !854, inlinedAt: !3342)
!3383 = !DILocation(line: 883, column: 7, scope: !3332)
!3384 = !DILocation(line: 883, column: 7, scope: !3319)
!3385 = !DILocation(line: 0, scope: !3329)
!3386 = !DILocation(line: 884, column: 5, scope: !3329)
!3387 = !DILocation(line: 884, column: 5, scope: !3330)
!3388 = !DILocation(line: 887, column: 5, scope: !3335)
!3389 = !DILocation(line: 0, scope: !3337)
!3390 = !DILocation(line: 888, column: 5, scope: !3337)
!3391 = !DILocation(line: 889, column: 32, scope: !3335)
!3392 = !DILocation(line: 889, column: 5, scope: !3335)
!3393 = !DILocation(line: 890, column: 3, scope: !3332)
!3394 = !DILocation(line: 891, column: 6, scope: !3319)
!3395 = !DILocation(line: 891, column: 11, scope: !3319)
!3396 = !DILocation(line: 893, column: 1, scope: !3319)
!3397 = distinct !DISubprogram(name: "lua_rawset", scope: !3, file: !3, line: 909, type: !650, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3398)
!3398 = !{!3399, !3400}
!3399 = !DILocalVariable(name: "L", arg: 1, scope: !3397, file: !3, line: 909, type: !119)
!3400 = !DILocalVariable(name: "idx", arg: 2, scope: !3397, file: !3, line: 909, type: !42)
!3401 = !DILocation(line: 0, scope: !3397)
!3402 = !DILocation(line: 910, column: 22, scope: !3397)
!3403 = !DILocation(line: 910, column: 3, scope: !3397)
!3404 = !DILocation(line: 911, column: 1, scope: !3397)
!3405 = distinct !DISubprogram(name: "aux_rawset", scope: !3, file: !3, line: 896, type: !3406, scopeLine: 896, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3408)
!3406 = !DISubroutineType(types: !3407)
!3407 = !{null, !119, !42, !102, !42}
!3408 = !{!3409, !3410, !3411, !3412, !3413}
!3409 = !DILocalVariable(name: "L", arg: 1, scope: !3405, file: !3, line: 896, type: !119)
!3410 = !DILocalVariable(name: "idx", arg: 2, scope: !3405, file: !3, line: 896, type: !42)
!3411 = !DILocalVariable(name: "key", arg: 3, scope: !3405, file: !3, line: 896, type: !102)
!3412 = !DILocalVariable(name: "n", arg: 4, scope: !3405, file: !3, line: 896, type: !42)
!3413 = !DILocalVariable(name: "t", scope: !3405, file: !3, line: 897, type: !1986)
!3414 = !DILocation(line: 0, scope: !3405)
!3415 = !DILocation(line: 0, scope: !2758, inlinedAt: !3416)
!3416 = distinct !DILocation(line: 900, column: 7, scope: !3405)
!3417 = !DILocation(line: 0, scope: !846, inlinedAt: !3418)
!3418 = distinct !DILocation(line: 726, column: 15, scope: !2758, inlinedAt: !3416)
!3419 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !3418)
!3420 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !3418)
!3421 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !3418)
!3422 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !3418)
!3423 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !3418)
!3424 = !DILocation(line: 0, scope: !853, inlinedAt: !3418)
!3425 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !3418)
!3426 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !3418)
!3427 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !3418)
!3428 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !3418)
!3429 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !3418)
!3430 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !3418)
!3431 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !3418)
!3432 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !3418)
!3433 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !3418)
!3434 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !3418)
!3435 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !3418)
!3436 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !3418)
!3437 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !3418)
!3438 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !3418)
!3439 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !3418)
!3440 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !3418)
!3441 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !3418)
!3442 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !3418)
!3443 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !3418)
!3444 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !3418)
!3445 = !DILocation(line: 0, scope: !856, inlinedAt: !3418)
!3446 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !3418)
!3447 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !3418)
!3448 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !3418)
!3449 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !3418)
!3450 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !3418)
!3451 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !3418)
!3452 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !3418)
!3453 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !3418)
!3454 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !3418)
!3455 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !3418)
!3456 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !3418)
!3457 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !3418)
!3458 = !DILocation(line: 0, scope: !854, inlinedAt: !3418)
!3459 = !DILocation(line: 728, column: 10, scope: !2758, inlinedAt: !3416)
!3460 = !DILocation(line: 901, column: 23, scope: !3405)
!3461 = !DILocation(line: 901, column: 3, scope: !3405)
!3462 = !DILocation(line: 902, column: 3, scope: !3405)
!3463 = !{!3464, !543, i64 10}
!3464 = !{!"Table", !542, i64 0, !543, i64 8, !543, i64 9, !543, i64 10, !543, i64 11, !548, i64 12, !542, i64 16, !542, i64 24, !542, i64 32, !542, i64 40, !542, i64 48}
!3465 = !DILocation(line: 903, column: 3, scope: !3405)
!3466 = !DILocation(line: 904, column: 12, scope: !3405)
!3467 = !DILocation(line: 906, column: 1, scope: !3405)
!3468 = distinct !DISubprogram(name: "lua_rawsetp", scope: !3, file: !3, line: 914, type: !3469, scopeLine: 914, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3471)
!3469 = !DISubroutineType(types: !3470)
!3470 = !{null, !119, !42, !2170}
!3471 = !{!3472, !3473, !3474, !3475, !3476}
!3472 = !DILocalVariable(name: "L", arg: 1, scope: !3468, file: !3, line: 914, type: !119)
!3473 = !DILocalVariable(name: "idx", arg: 2, scope: !3468, file: !3, line: 914, type: !42)
!3474 = !DILocalVariable(name: "p", arg: 3, scope: !3468, file: !3, line: 914, type: !2170)
!3475 = !DILocalVariable(name: "k", scope: !3468, file: !3, line: 915, type: !103)
!3476 = !DILocalVariable(name: "io", scope: !3477, file: !3, line: 916, type: !102)
!3477 = distinct !DILexicalBlock(scope: !3468, file: !3, line: 916, column: 3)
!3478 = distinct !DIAssignID()
!3479 = !DILocation(line: 0, scope: !3468)
!3480 = !DILocation(line: 915, column: 3, scope: !3468)
!3481 = !DILocation(line: 0, scope: !3477)
!3482 = !DILocation(line: 916, column: 3, scope: !3477)
!3483 = !DILocation(line: 917, column: 3, scope: !3468)
!3484 = !DILocation(line: 918, column: 1, scope: !3468)
!3485 = distinct !DISubprogram(name: "lua_rawseti", scope: !3, file: !3, line: 921, type: !3320, scopeLine: 921, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3486)
!3486 = !{!3487, !3488, !3489, !3490}
!3487 = !DILocalVariable(name: "L", arg: 1, scope: !3485, file: !3, line: 921, type: !119)
!3488 = !DILocalVariable(name: "idx", arg: 2, scope: !3485, file: !3, line: 921, type: !42)
!3489 = !DILocalVariable(name: "n", arg: 3, scope: !3485, file: !3, line: 921, type: !361)
!3490 = !DILocalVariable(name: "t", scope: !3485, file: !3, line: 922, type: !1986)
!3491 = !DILocation(line: 0, scope: !3485)
!3492 = !DILocation(line: 0, scope: !2758, inlinedAt: !3493)
!3493 = distinct !DILocation(line: 925, column: 7, scope: !3485)
!3494 = !DILocation(line: 0, scope: !846, inlinedAt: !3495)
!3495 = distinct !DILocation(line: 726, column: 15, scope: !2758, inlinedAt: !3493)
!3496 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !3495)
!3497 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !3495)
!3498 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !3495)
!3499 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !3495)
!3500 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !3495)
!3501 = !DILocation(line: 0, scope: !853, inlinedAt: !3495)
!3502 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !3495)
!3503 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !3495)
!3504 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !3495)
!3505 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !3495)
!3506 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !3495)
!3507 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !3495)
!3508 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !3495)
!3509 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !3495)
!3510 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !3495)
!3511 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !3495)
!3512 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !3495)
!3513 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !3495)
!3514 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !3495)
!3515 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !3495)
!3516 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !3495)
!3517 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !3495)
!3518 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !3495)
!3519 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !3495)
!3520 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !3495)
!3521 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !3495)
!3522 = !DILocation(line: 0, scope: !856, inlinedAt: !3495)
!3523 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !3495)
!3524 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !3495)
!3525 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !3495)
!3526 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !3495)
!3527 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !3495)
!3528 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !3495)
!3529 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !3495)
!3530 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !3495)
!3531 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !3495)
!3532 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !3495)
!3533 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !3495)
!3534 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !3495)
!3535 = !DILocation(line: 0, scope: !854, inlinedAt: !3495)
!3536 = !DILocation(line: 728, column: 10, scope: !2758, inlinedAt: !3493)
!3537 = !DILocation(line: 926, column: 24, scope: !3485)
!3538 = !DILocation(line: 926, column: 3, scope: !3485)
!3539 = !DILocation(line: 927, column: 3, scope: !3485)
!3540 = !DILocation(line: 928, column: 11, scope: !3485)
!3541 = !DILocation(line: 930, column: 1, scope: !3485)
!3542 = !DISubprogram(name: "luaH_setint", scope: !1983, file: !1983, line: 39, type: !3543, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3543 = !DISubroutineType(types: !3544)
!3544 = !{null, !119, !1986, !361, !102}
!3545 = distinct !DISubprogram(name: "lua_setmetatable", scope: !3, file: !3, line: 933, type: !531, scopeLine: 933, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3546)
!3546 = !{!3547, !3548, !3549, !3550}
!3547 = !DILocalVariable(name: "L", arg: 1, scope: !3545, file: !3, line: 933, type: !119)
!3548 = !DILocalVariable(name: "objindex", arg: 2, scope: !3545, file: !3, line: 933, type: !42)
!3549 = !DILocalVariable(name: "obj", scope: !3545, file: !3, line: 934, type: !102)
!3550 = !DILocalVariable(name: "mt", scope: !3545, file: !3, line: 935, type: !1986)
!3551 = !DILocation(line: 0, scope: !3545)
!3552 = !DILocation(line: 0, scope: !846, inlinedAt: !3553)
!3553 = distinct !DILocation(line: 938, column: 9, scope: !3545)
!3554 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !3553)
!3555 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !3553)
!3556 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !3553)
!3557 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !3553)
!3558 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !3553)
!3559 = !DILocation(line: 0, scope: !853, inlinedAt: !3553)
!3560 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !3553)
!3561 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !3553)
!3562 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !3553)
!3563 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !3553)
!3564 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !3553)
!3565 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !3553)
!3566 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !3553)
!3567 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !3553)
!3568 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !3553)
!3569 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !3553)
!3570 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !3553)
!3571 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !3553)
!3572 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !3553)
!3573 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !3553)
!3574 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !3553)
!3575 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !3553)
!3576 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !3553)
!3577 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !3553)
!3578 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !3553)
!3579 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !3553)
!3580 = !DILocation(line: 0, scope: !856, inlinedAt: !3553)
!3581 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !3553)
!3582 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !3553)
!3583 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !3553)
!3584 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !3553)
!3585 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !3553)
!3586 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !3553)
!3587 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !3553)
!3588 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !3553)
!3589 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !3553)
!3590 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !3553)
!3591 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !3553)
!3592 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !3553)
!3593 = !DILocation(line: 0, scope: !854, inlinedAt: !3553)
!3594 = !DILocation(line: 939, column: 7, scope: !3595)
!3595 = distinct !DILexicalBlock(scope: !3545, file: !3, line: 939, column: 7)
!3596 = !DILocation(line: 939, column: 7, scope: !3545)
!3597 = !DILocation(line: 943, column: 10, scope: !3598)
!3598 = distinct !DILexicalBlock(scope: !3595, file: !3, line: 941, column: 8)
!3599 = !DILocation(line: 0, scope: !3595)
!3600 = !DILocation(line: 945, column: 11, scope: !3545)
!3601 = !DILocation(line: 945, column: 3, scope: !3545)
!3602 = !DILocation(line: 947, column: 7, scope: !3603)
!3603 = distinct !DILexicalBlock(scope: !3604, file: !3, line: 946, column: 22)
!3604 = distinct !DILexicalBlock(scope: !3545, file: !3, line: 945, column: 23)
!3605 = !DILocation(line: 947, column: 20, scope: !3603)
!3606 = !DILocation(line: 947, column: 30, scope: !3603)
!3607 = !DILocation(line: 948, column: 11, scope: !3608)
!3608 = distinct !DILexicalBlock(scope: !3603, file: !3, line: 948, column: 11)
!3609 = !DILocation(line: 948, column: 11, scope: !3603)
!3610 = !DILocation(line: 949, column: 9, scope: !3611)
!3611 = distinct !DILexicalBlock(scope: !3608, file: !3, line: 948, column: 15)
!3612 = !{!3464, !543, i64 9}
!3613 = !DILocation(line: 950, column: 32, scope: !3611)
!3614 = !DILocation(line: 950, column: 9, scope: !3611)
!3615 = !DILocation(line: 951, column: 7, scope: !3611)
!3616 = !DILocation(line: 955, column: 7, scope: !3617)
!3617 = distinct !DILexicalBlock(scope: !3604, file: !3, line: 954, column: 25)
!3618 = !DILocation(line: 955, column: 20, scope: !3617)
!3619 = !DILocation(line: 955, column: 30, scope: !3617)
!3620 = !DILocation(line: 956, column: 11, scope: !3621)
!3621 = distinct !DILexicalBlock(scope: !3617, file: !3, line: 956, column: 11)
!3622 = !DILocation(line: 956, column: 11, scope: !3617)
!3623 = !DILocation(line: 957, column: 9, scope: !3624)
!3624 = distinct !DILexicalBlock(scope: !3621, file: !3, line: 956, column: 15)
!3625 = !DILocation(line: 958, column: 32, scope: !3624)
!3626 = !DILocation(line: 958, column: 9, scope: !3624)
!3627 = !DILocation(line: 959, column: 7, scope: !3624)
!3628 = !DILocation(line: 963, column: 7, scope: !3629)
!3629 = distinct !DILexicalBlock(scope: !3604, file: !3, line: 962, column: 14)
!3630 = !DILocation(line: 963, column: 13, scope: !3629)
!3631 = !DILocation(line: 963, column: 28, scope: !3629)
!3632 = !DILocation(line: 964, column: 7, scope: !3629)
!3633 = !DILocation(line: 967, column: 11, scope: !3545)
!3634 = !DILocation(line: 969, column: 3, scope: !3545)
!3635 = !DISubprogram(name: "luaC_checkfinalizer", scope: !959, file: !959, line: 198, type: !3636, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3636 = !DISubroutineType(types: !3637)
!3637 = !{null, !119, !192, !1986}
!3638 = distinct !DISubprogram(name: "lua_setiuservalue", scope: !3, file: !3, line: 973, type: !574, scopeLine: 973, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3639)
!3639 = !{!3640, !3641, !3642, !3643, !3644, !3645, !3649}
!3640 = !DILocalVariable(name: "L", arg: 1, scope: !3638, file: !3, line: 973, type: !119)
!3641 = !DILocalVariable(name: "idx", arg: 2, scope: !3638, file: !3, line: 973, type: !42)
!3642 = !DILocalVariable(name: "n", arg: 3, scope: !3638, file: !3, line: 973, type: !42)
!3643 = !DILocalVariable(name: "o", scope: !3638, file: !3, line: 974, type: !102)
!3644 = !DILocalVariable(name: "res", scope: !3638, file: !3, line: 975, type: !42)
!3645 = !DILocalVariable(name: "io1", scope: !3646, file: !3, line: 983, type: !102)
!3646 = distinct !DILexicalBlock(scope: !3647, file: !3, line: 983, column: 5)
!3647 = distinct !DILexicalBlock(scope: !3648, file: !3, line: 982, column: 8)
!3648 = distinct !DILexicalBlock(scope: !3638, file: !3, line: 980, column: 7)
!3649 = !DILocalVariable(name: "io2", scope: !3646, file: !3, line: 983, type: !590)
!3650 = !DILocation(line: 0, scope: !3638)
!3651 = !DILocation(line: 0, scope: !846, inlinedAt: !3652)
!3652 = distinct !DILocation(line: 978, column: 7, scope: !3638)
!3653 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !3652)
!3654 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !3652)
!3655 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !3652)
!3656 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !3652)
!3657 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !3652)
!3658 = !DILocation(line: 0, scope: !853, inlinedAt: !3652)
!3659 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !3652)
!3660 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !3652)
!3661 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !3652)
!3662 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !3652)
!3663 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !3652)
!3664 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !3652)
!3665 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !3652)
!3666 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !3652)
!3667 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !3652)
!3668 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !3652)
!3669 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !3652)
!3670 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !3652)
!3671 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !3652)
!3672 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !3652)
!3673 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !3652)
!3674 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !3652)
!3675 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !3652)
!3676 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !3652)
!3677 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !3652)
!3678 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !3652)
!3679 = !DILocation(line: 0, scope: !856, inlinedAt: !3652)
!3680 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !3652)
!3681 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !3652)
!3682 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !3652)
!3683 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !3652)
!3684 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !3652)
!3685 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !3652)
!3686 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !3652)
!3687 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !3652)
!3688 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !3652)
!3689 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !3652)
!3690 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !3652)
!3691 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !3652)
!3692 = !DILocation(line: 0, scope: !854, inlinedAt: !3652)
!3693 = !DILocation(line: 980, column: 22, scope: !3648)
!3694 = !DILocation(line: 980, column: 29, scope: !3648)
!3695 = !DILocation(line: 980, column: 27, scope: !3648)
!3696 = !DILocation(line: 980, column: 7, scope: !3638)
!3697 = !DILocation(line: 983, column: 5, scope: !3646)
!3698 = !DILocation(line: 0, scope: !3646)
!3699 = !DILocation(line: 984, column: 5, scope: !3647)
!3700 = !DILocation(line: 0, scope: !3648)
!3701 = !DILocation(line: 987, column: 6, scope: !3638)
!3702 = !DILocation(line: 987, column: 11, scope: !3638)
!3703 = !DILocation(line: 989, column: 3, scope: !3638)
!3704 = distinct !DISubprogram(name: "lua_callk", scope: !3, file: !3, line: 1004, type: !3705, scopeLine: 1005, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3707)
!3705 = !DISubroutineType(types: !3706)
!3706 = !{null, !119, !42, !42, !272, !268}
!3707 = !{!3708, !3709, !3710, !3711, !3712, !3713}
!3708 = !DILocalVariable(name: "L", arg: 1, scope: !3704, file: !3, line: 1004, type: !119)
!3709 = !DILocalVariable(name: "nargs", arg: 2, scope: !3704, file: !3, line: 1004, type: !42)
!3710 = !DILocalVariable(name: "nresults", arg: 3, scope: !3704, file: !3, line: 1004, type: !42)
!3711 = !DILocalVariable(name: "ctx", arg: 4, scope: !3704, file: !3, line: 1005, type: !272)
!3712 = !DILocalVariable(name: "k", arg: 5, scope: !3704, file: !3, line: 1005, type: !268)
!3713 = !DILocalVariable(name: "func", scope: !3704, file: !3, line: 1006, type: !134)
!3714 = !DILocation(line: 0, scope: !3704)
!3715 = !DILocation(line: 1013, column: 13, scope: !3704)
!3716 = !DILocation(line: 1013, column: 17, scope: !3704)
!3717 = !DILocation(line: 1013, column: 19, scope: !3704)
!3718 = !DILocation(line: 1014, column: 9, scope: !3719)
!3719 = distinct !DILexicalBlock(scope: !3704, file: !3, line: 1014, column: 7)
!3720 = !DILocation(line: 1014, column: 17, scope: !3719)
!3721 = !DILocation(line: 1014, column: 20, scope: !3719)
!3722 = !{!541, !548, i64 176}
!3723 = !DILocation(line: 1014, column: 7, scope: !3704)
!3724 = !DILocation(line: 1015, column: 8, scope: !3725)
!3725 = distinct !DILexicalBlock(scope: !3719, file: !3, line: 1014, column: 34)
!3726 = !DILocation(line: 1015, column: 12, scope: !3725)
!3727 = !DILocation(line: 1015, column: 18, scope: !3725)
!3728 = !DILocation(line: 1016, column: 8, scope: !3725)
!3729 = !DILocation(line: 1016, column: 16, scope: !3725)
!3730 = !DILocation(line: 1016, column: 20, scope: !3725)
!3731 = !DILocation(line: 1017, column: 5, scope: !3725)
!3732 = !DILocation(line: 1018, column: 3, scope: !3725)
!3733 = !DILocation(line: 1020, column: 5, scope: !3719)
!3734 = !DILocation(line: 1021, column: 3, scope: !3735)
!3735 = distinct !DILexicalBlock(scope: !3736, file: !3, line: 1021, column: 3)
!3736 = distinct !DILexicalBlock(scope: !3704, file: !3, line: 1021, column: 3)
!3737 = !DILocation(line: 1021, column: 3, scope: !3736)
!3738 = !DILocation(line: 1023, column: 1, scope: !3704)
!3739 = !DISubprogram(name: "luaD_call", scope: !573, file: !573, line: 72, type: !3740, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3740 = !DISubroutineType(types: !3741)
!3741 = !{null, !119, !134, !42}
!3742 = !DISubprogram(name: "luaD_callnoyield", scope: !573, file: !573, line: 73, type: !3740, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3743 = distinct !DISubprogram(name: "lua_pcallk", scope: !3, file: !3, line: 1043, type: !3744, scopeLine: 1044, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3746)
!3744 = !DISubroutineType(types: !3745)
!3745 = !{!42, !119, !42, !42, !42, !272, !268}
!3746 = !{!3747, !3748, !3749, !3750, !3751, !3752, !3753, !3754, !3755, !3756, !3759}
!3747 = !DILocalVariable(name: "L", arg: 1, scope: !3743, file: !3, line: 1043, type: !119)
!3748 = !DILocalVariable(name: "nargs", arg: 2, scope: !3743, file: !3, line: 1043, type: !42)
!3749 = !DILocalVariable(name: "nresults", arg: 3, scope: !3743, file: !3, line: 1043, type: !42)
!3750 = !DILocalVariable(name: "errfunc", arg: 4, scope: !3743, file: !3, line: 1043, type: !42)
!3751 = !DILocalVariable(name: "ctx", arg: 5, scope: !3743, file: !3, line: 1044, type: !272)
!3752 = !DILocalVariable(name: "k", arg: 6, scope: !3743, file: !3, line: 1044, type: !268)
!3753 = !DILocalVariable(name: "c", scope: !3743, file: !3, line: 1045, type: !485)
!3754 = !DILocalVariable(name: "status", scope: !3743, file: !3, line: 1046, type: !42)
!3755 = !DILocalVariable(name: "func", scope: !3743, file: !3, line: 1047, type: !147)
!3756 = !DILocalVariable(name: "o", scope: !3757, file: !3, line: 1057, type: !134)
!3757 = distinct !DILexicalBlock(scope: !3758, file: !3, line: 1056, column: 8)
!3758 = distinct !DILexicalBlock(scope: !3743, file: !3, line: 1054, column: 7)
!3759 = !DILocalVariable(name: "ci", scope: !3760, file: !3, line: 1067, type: !237)
!3760 = distinct !DILexicalBlock(scope: !3761, file: !3, line: 1066, column: 8)
!3761 = distinct !DILexicalBlock(scope: !3743, file: !3, line: 1062, column: 7)
!3762 = distinct !DIAssignID()
!3763 = !DILocation(line: 0, scope: !3743)
!3764 = !DILocation(line: 1045, column: 3, scope: !3743)
!3765 = !DILocation(line: 1054, column: 15, scope: !3758)
!3766 = !DILocation(line: 1054, column: 7, scope: !3743)
!3767 = !DILocation(line: 0, scope: !711, inlinedAt: !3768)
!3768 = distinct !DILocation(line: 1057, column: 15, scope: !3757)
!3769 = !DILocation(line: 97, column: 11, scope: !719, inlinedAt: !3768)
!3770 = !DILocation(line: 97, column: 7, scope: !711, inlinedAt: !3768)
!3771 = !DILocation(line: 96, column: 21, scope: !711, inlinedAt: !3768)
!3772 = !DILocation(line: 98, column: 24, scope: !718, inlinedAt: !3768)
!3773 = !DILocation(line: 98, column: 26, scope: !718, inlinedAt: !3768)
!3774 = !DILocation(line: 0, scope: !718, inlinedAt: !3768)
!3775 = !DILocation(line: 106, column: 15, scope: !729, inlinedAt: !3768)
!3776 = !DILocation(line: 106, column: 19, scope: !729, inlinedAt: !3768)
!3777 = !DILocation(line: 106, column: 21, scope: !729, inlinedAt: !3768)
!3778 = !DILocation(line: 106, column: 5, scope: !729, inlinedAt: !3768)
!3779 = !DILocation(line: 0, scope: !719, inlinedAt: !3768)
!3780 = !DILocation(line: 0, scope: !3757)
!3781 = !DILocation(line: 1059, column: 12, scope: !3757)
!3782 = !DILocation(line: 0, scope: !3758)
!3783 = !DILocation(line: 1061, column: 15, scope: !3743)
!3784 = !DILocation(line: 1061, column: 19, scope: !3743)
!3785 = !DILocation(line: 1061, column: 21, scope: !3743)
!3786 = !DILocation(line: 1061, column: 10, scope: !3743)
!3787 = !{!3788, !542, i64 0}
!3788 = !{!"CallS", !542, i64 0, !548, i64 8}
!3789 = distinct !DIAssignID()
!3790 = !DILocation(line: 1062, column: 9, scope: !3761)
!3791 = !DILocation(line: 1062, column: 17, scope: !3761)
!3792 = !DILocation(line: 1062, column: 21, scope: !3761)
!3793 = !DILocation(line: 1062, column: 7, scope: !3743)
!3794 = !DILocation(line: 1063, column: 7, scope: !3795)
!3795 = distinct !DILexicalBlock(scope: !3761, file: !3, line: 1062, column: 35)
!3796 = !DILocation(line: 1063, column: 16, scope: !3795)
!3797 = !{!3788, !548, i64 8}
!3798 = distinct !DIAssignID()
!3799 = !DILocation(line: 1064, column: 40, scope: !3795)
!3800 = !DILocation(line: 1064, column: 14, scope: !3795)
!3801 = !DILocation(line: 1065, column: 3, scope: !3795)
!3802 = !DILocation(line: 1067, column: 23, scope: !3760)
!3803 = !DILocation(line: 0, scope: !3760)
!3804 = !DILocation(line: 1068, column: 9, scope: !3760)
!3805 = !DILocation(line: 1068, column: 15, scope: !3760)
!3806 = !DILocation(line: 1069, column: 13, scope: !3760)
!3807 = !DILocation(line: 1069, column: 17, scope: !3760)
!3808 = !DILocation(line: 1071, column: 22, scope: !3760)
!3809 = !DILocation(line: 1071, column: 9, scope: !3760)
!3810 = !DILocation(line: 1071, column: 20, scope: !3760)
!3811 = !DILocation(line: 1072, column: 30, scope: !3760)
!3812 = !{!541, !547, i64 168}
!3813 = !DILocation(line: 1072, column: 13, scope: !3760)
!3814 = !DILocation(line: 1072, column: 25, scope: !3760)
!3815 = !DILocation(line: 1073, column: 16, scope: !3760)
!3816 = !DILocation(line: 1074, column: 5, scope: !3760)
!3817 = !{!546, !545, i64 62}
!3818 = !{!541, !543, i64 11}
!3819 = !DILocation(line: 1075, column: 20, scope: !3760)
!3820 = !DILocation(line: 1076, column: 5, scope: !3760)
!3821 = !DILocation(line: 1077, column: 20, scope: !3760)
!3822 = !DILocation(line: 1078, column: 26, scope: !3760)
!3823 = !DILocation(line: 1078, column: 16, scope: !3760)
!3824 = !DILocation(line: 0, scope: !3761)
!3825 = !DILocation(line: 1081, column: 3, scope: !3826)
!3826 = distinct !DILexicalBlock(scope: !3827, file: !3, line: 1081, column: 3)
!3827 = distinct !DILexicalBlock(scope: !3743, file: !3, line: 1081, column: 3)
!3828 = !DILocation(line: 1081, column: 3, scope: !3827)
!3829 = !DILocation(line: 1084, column: 1, scope: !3743)
!3830 = !DILocation(line: 1083, column: 3, scope: !3743)
!3831 = !DISubprogram(name: "luaD_pcall", scope: !573, file: !573, line: 75, type: !3832, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3832 = !DISubroutineType(types: !3833)
!3833 = !{!42, !119, !3834, !112, !147, !147}
!3834 = !DIDerivedType(tag: DW_TAG_typedef, name: "Pfunc", file: !573, line: 61, baseType: !3835)
!3835 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2461, size: 64)
!3836 = distinct !DISubprogram(name: "f_call", scope: !3, file: !3, line: 1036, type: !2461, scopeLine: 1036, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3837)
!3837 = !{!3838, !3839, !3840}
!3838 = !DILocalVariable(name: "L", arg: 1, scope: !3836, file: !3, line: 1036, type: !119)
!3839 = !DILocalVariable(name: "ud", arg: 2, scope: !3836, file: !3, line: 1036, type: !112)
!3840 = !DILocalVariable(name: "c", scope: !3836, file: !3, line: 1037, type: !484)
!3841 = !DILocation(line: 0, scope: !3836)
!3842 = !DILocation(line: 1038, column: 26, scope: !3836)
!3843 = !DILocation(line: 1038, column: 35, scope: !3836)
!3844 = !DILocation(line: 1038, column: 3, scope: !3836)
!3845 = !DILocation(line: 1039, column: 1, scope: !3836)
!3846 = distinct !DISubprogram(name: "lua_load", scope: !3, file: !3, line: 1087, type: !3847, scopeLine: 1088, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3853)
!3847 = !DISubroutineType(types: !3848)
!3848 = !{!42, !119, !3849, !112, !233, !233}
!3849 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Reader", file: !115, line: 117, baseType: !3850)
!3850 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3851, size: 64)
!3851 = !DISubroutineType(types: !3852)
!3852 = !{!233, !119, !112, !1790}
!3853 = !{!3854, !3855, !3856, !3857, !3858, !3859, !3869, !3870, !3873, !3876, !3878}
!3854 = !DILocalVariable(name: "L", arg: 1, scope: !3846, file: !3, line: 1087, type: !119)
!3855 = !DILocalVariable(name: "reader", arg: 2, scope: !3846, file: !3, line: 1087, type: !3849)
!3856 = !DILocalVariable(name: "data", arg: 3, scope: !3846, file: !3, line: 1087, type: !112)
!3857 = !DILocalVariable(name: "chunkname", arg: 4, scope: !3846, file: !3, line: 1088, type: !233)
!3858 = !DILocalVariable(name: "mode", arg: 5, scope: !3846, file: !3, line: 1088, type: !233)
!3859 = !DILocalVariable(name: "z", scope: !3846, file: !3, line: 1089, type: !3860)
!3860 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZIO", file: !3861, line: 18, baseType: !3862)
!3861 = !DIFile(filename: "src/lua/lzio.h", directory: ".", checksumkind: CSK_MD5, checksum: "00622612a9c5cd1c5e7b63f3fab5afd8")
!3862 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Zio", file: !3861, line: 55, size: 320, elements: !3863)
!3863 = !{!3864, !3865, !3866, !3867, !3868}
!3864 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !3862, file: !3861, line: 56, baseType: !72, size: 64)
!3865 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !3862, file: !3861, line: 57, baseType: !233, size: 64, offset: 64)
!3866 = !DIDerivedType(tag: DW_TAG_member, name: "reader", scope: !3862, file: !3861, line: 58, baseType: !3849, size: 64, offset: 128)
!3867 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !3862, file: !3861, line: 59, baseType: !112, size: 64, offset: 192)
!3868 = !DIDerivedType(tag: DW_TAG_member, name: "L", scope: !3862, file: !3861, line: 60, baseType: !119, size: 64, offset: 256)
!3869 = !DILocalVariable(name: "status", scope: !3846, file: !3, line: 1090, type: !42)
!3870 = !DILocalVariable(name: "f", scope: !3871, file: !3, line: 1096, type: !508)
!3871 = distinct !DILexicalBlock(scope: !3872, file: !3, line: 1095, column: 25)
!3872 = distinct !DILexicalBlock(scope: !3846, file: !3, line: 1095, column: 7)
!3873 = !DILocalVariable(name: "gt", scope: !3874, file: !3, line: 1099, type: !590)
!3874 = distinct !DILexicalBlock(scope: !3875, file: !3, line: 1097, column: 28)
!3875 = distinct !DILexicalBlock(scope: !3871, file: !3, line: 1097, column: 9)
!3876 = !DILocalVariable(name: "io1", scope: !3877, file: !3, line: 1101, type: !102)
!3877 = distinct !DILexicalBlock(scope: !3874, file: !3, line: 1101, column: 7)
!3878 = !DILocalVariable(name: "io2", scope: !3877, file: !3, line: 1101, type: !590)
!3879 = distinct !DIAssignID()
!3880 = !DILocation(line: 0, scope: !3846)
!3881 = !DILocation(line: 1089, column: 3, scope: !3846)
!3882 = !DILocation(line: 1092, column: 8, scope: !3883)
!3883 = distinct !DILexicalBlock(scope: !3846, file: !3, line: 1092, column: 7)
!3884 = !DILocation(line: 1092, column: 7, scope: !3846)
!3885 = !DILocation(line: 1093, column: 3, scope: !3846)
!3886 = !DILocation(line: 1094, column: 12, scope: !3846)
!3887 = !DILocation(line: 1095, column: 14, scope: !3872)
!3888 = !DILocation(line: 1095, column: 7, scope: !3846)
!3889 = !DILocation(line: 1096, column: 19, scope: !3871)
!3890 = !DILocation(line: 0, scope: !3871)
!3891 = !DILocation(line: 1097, column: 12, scope: !3875)
!3892 = !{!3893, !543, i64 10}
!3893 = !{!"LClosure", !542, i64 0, !543, i64 8, !543, i64 9, !543, i64 10, !542, i64 16, !542, i64 24, !543, i64 32}
!3894 = !DILocation(line: 1097, column: 22, scope: !3875)
!3895 = !DILocation(line: 1097, column: 9, scope: !3871)
!3896 = !DILocation(line: 1099, column: 26, scope: !3874)
!3897 = !DILocation(line: 0, scope: !3874)
!3898 = !DILocation(line: 1101, column: 7, scope: !3877)
!3899 = !DILocation(line: 0, scope: !3877)
!3900 = !DILocation(line: 1102, column: 7, scope: !3874)
!3901 = !{!3902, !543, i64 9}
!3902 = !{!"UpVal", !542, i64 0, !543, i64 8, !543, i64 9, !543, i64 16, !543, i64 24}
!3903 = !DILocation(line: 1107, column: 1, scope: !3846)
!3904 = !DILocation(line: 1106, column: 3, scope: !3846)
!3905 = !DISubprogram(name: "luaZ_init", scope: !3861, file: !3861, line: 47, type: !3906, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3906 = !DISubroutineType(types: !3907)
!3907 = !{null, !119, !3908, !3849, !112}
!3908 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3860, size: 64)
!3909 = !DISubprogram(name: "luaD_protectedparser", scope: !573, file: !573, line: 64, type: !3910, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3910 = !DISubroutineType(types: !3911)
!3911 = !{!42, !119, !3908, !233, !233}
!3912 = distinct !DISubprogram(name: "lua_dump", scope: !3, file: !3, line: 1110, type: !3913, scopeLine: 1110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3919)
!3913 = !DISubroutineType(types: !3914)
!3914 = !{!42, !119, !3915, !112, !42}
!3915 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Writer", file: !115, line: 119, baseType: !3916)
!3916 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3917, size: 64)
!3917 = !DISubroutineType(types: !3918)
!3918 = !{!42, !119, !2170, !72, !112}
!3919 = !{!3920, !3921, !3922, !3923, !3924, !3925}
!3920 = !DILocalVariable(name: "L", arg: 1, scope: !3912, file: !3, line: 1110, type: !119)
!3921 = !DILocalVariable(name: "writer", arg: 2, scope: !3912, file: !3, line: 1110, type: !3915)
!3922 = !DILocalVariable(name: "data", arg: 3, scope: !3912, file: !3, line: 1110, type: !112)
!3923 = !DILocalVariable(name: "strip", arg: 4, scope: !3912, file: !3, line: 1110, type: !42)
!3924 = !DILocalVariable(name: "status", scope: !3912, file: !3, line: 1111, type: !42)
!3925 = !DILocalVariable(name: "o", scope: !3912, file: !3, line: 1112, type: !102)
!3926 = !DILocation(line: 0, scope: !3912)
!3927 = !DILocation(line: 1115, column: 7, scope: !3912)
!3928 = !DILocation(line: 1116, column: 7, scope: !3929)
!3929 = distinct !DILexicalBlock(scope: !3912, file: !3, line: 1116, column: 7)
!3930 = !DILocation(line: 1116, column: 7, scope: !3912)
!3931 = !DILocation(line: 1117, column: 27, scope: !3929)
!3932 = !DILocation(line: 1117, column: 14, scope: !3929)
!3933 = !DILocation(line: 1117, column: 5, scope: !3929)
!3934 = !DILocation(line: 0, scope: !3929)
!3935 = !DILocation(line: 1121, column: 3, scope: !3912)
!3936 = !DISubprogram(name: "luaU_dump", scope: !3937, file: !3937, line: 32, type: !3938, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3937 = !DIFile(filename: "src/lua/lundump.h", directory: ".", checksumkind: CSK_MD5, checksum: "f659d42c2ac4cf07905c044f117b0e4a")
!3938 = !DISubroutineType(types: !3939)
!3939 = !{!42, !119, !3940, !3915, !112, !42}
!3940 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3941, size: 64)
!3941 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3942)
!3942 = !DIDerivedType(tag: DW_TAG_typedef, name: "Proto", file: !49, line: 573, baseType: !423)
!3943 = distinct !DISubprogram(name: "lua_status", scope: !3, file: !3, line: 1125, type: !117, scopeLine: 1125, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3944)
!3944 = !{!3945}
!3945 = !DILocalVariable(name: "L", arg: 1, scope: !3943, file: !3, line: 1125, type: !119)
!3946 = !DILocation(line: 0, scope: !3943)
!3947 = !DILocation(line: 1126, column: 13, scope: !3943)
!3948 = !{!541, !543, i64 10}
!3949 = !DILocation(line: 1126, column: 10, scope: !3943)
!3950 = !DILocation(line: 1126, column: 3, scope: !3943)
!3951 = distinct !DISubprogram(name: "lua_gc", scope: !3, file: !3, line: 1133, type: !3952, scopeLine: 1133, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3954)
!3952 = !DISubroutineType(types: !3953)
!3953 = !{!42, !119, !42, null}
!3954 = !{!3955, !3956, !3957, !3958, !3959, !3960, !3963, !3964, !3965, !3967, !3969, !3971, !3972, !3974, !3975}
!3955 = !DILocalVariable(name: "L", arg: 1, scope: !3951, file: !3, line: 1133, type: !119)
!3956 = !DILocalVariable(name: "what", arg: 2, scope: !3951, file: !3, line: 1133, type: !42)
!3957 = !DILocalVariable(name: "argp", scope: !3951, file: !3, line: 1134, type: !2376)
!3958 = !DILocalVariable(name: "res", scope: !3951, file: !3, line: 1135, type: !42)
!3959 = !DILocalVariable(name: "g", scope: !3951, file: !3, line: 1136, type: !151)
!3960 = !DILocalVariable(name: "data", scope: !3961, file: !3, line: 1165, type: !42)
!3961 = distinct !DILexicalBlock(scope: !3962, file: !3, line: 1164, column: 22)
!3962 = distinct !DILexicalBlock(scope: !3951, file: !3, line: 1141, column: 17)
!3963 = !DILocalVariable(name: "debt", scope: !3961, file: !3, line: 1166, type: !162)
!3964 = !DILocalVariable(name: "oldstp", scope: !3961, file: !3, line: 1167, type: !55)
!3965 = !DILocalVariable(name: "data", scope: !3966, file: !3, line: 1184, type: !42)
!3966 = distinct !DILexicalBlock(scope: !3962, file: !3, line: 1183, column: 26)
!3967 = !DILocalVariable(name: "data", scope: !3968, file: !3, line: 1190, type: !42)
!3968 = distinct !DILexicalBlock(scope: !3962, file: !3, line: 1189, column: 28)
!3969 = !DILocalVariable(name: "minormul", scope: !3970, file: !3, line: 1200, type: !42)
!3970 = distinct !DILexicalBlock(scope: !3962, file: !3, line: 1199, column: 21)
!3971 = !DILocalVariable(name: "majormul", scope: !3970, file: !3, line: 1201, type: !42)
!3972 = !DILocalVariable(name: "pause", scope: !3973, file: !3, line: 1211, type: !42)
!3973 = distinct !DILexicalBlock(scope: !3962, file: !3, line: 1210, column: 21)
!3974 = !DILocalVariable(name: "stepmul", scope: !3973, file: !3, line: 1212, type: !42)
!3975 = !DILocalVariable(name: "stepsize", scope: !3973, file: !3, line: 1213, type: !42)
!3976 = distinct !DIAssignID()
!3977 = !DILocation(line: 0, scope: !3951)
!3978 = !DILocation(line: 1134, column: 3, scope: !3951)
!3979 = !DILocation(line: 1136, column: 21, scope: !3951)
!3980 = !DILocation(line: 1137, column: 10, scope: !3981)
!3981 = distinct !DILexicalBlock(scope: !3951, file: !3, line: 1137, column: 7)
!3982 = !{!622, !543, i64 106}
!3983 = !DILocation(line: 1137, column: 16, scope: !3981)
!3984 = !DILocation(line: 1137, column: 7, scope: !3951)
!3985 = !DILocation(line: 1140, column: 3, scope: !3951)
!3986 = !DILocation(line: 1141, column: 3, scope: !3951)
!3987 = !DILocation(line: 1143, column: 16, scope: !3988)
!3988 = distinct !DILexicalBlock(scope: !3962, file: !3, line: 1142, column: 22)
!3989 = !DILocation(line: 1144, column: 7, scope: !3988)
!3990 = !DILocation(line: 1147, column: 7, scope: !3991)
!3991 = distinct !DILexicalBlock(scope: !3962, file: !3, line: 1146, column: 25)
!3992 = !DILocation(line: 1148, column: 16, scope: !3991)
!3993 = !DILocation(line: 1149, column: 7, scope: !3991)
!3994 = !DILocation(line: 1152, column: 7, scope: !3995)
!3995 = distinct !DILexicalBlock(scope: !3962, file: !3, line: 1151, column: 25)
!3996 = !DILocation(line: 1153, column: 7, scope: !3995)
!3997 = !DILocation(line: 1157, column: 13, scope: !3998)
!3998 = distinct !DILexicalBlock(scope: !3962, file: !3, line: 1155, column: 23)
!3999 = !{!622, !547, i64 16}
!4000 = !DILocation(line: 1158, column: 7, scope: !3998)
!4001 = !DILocation(line: 1161, column: 13, scope: !4002)
!4002 = distinct !DILexicalBlock(scope: !3962, file: !3, line: 1160, column: 24)
!4003 = !DILocation(line: 1162, column: 7, scope: !4002)
!4004 = !DILocation(line: 1165, column: 18, scope: !3961)
!4005 = distinct !DIAssignID()
!4006 = distinct !DIAssignID()
!4007 = !DILocation(line: 0, scope: !3961)
!4008 = !DILocation(line: 1167, column: 27, scope: !3961)
!4009 = !DILocation(line: 1168, column: 16, scope: !3961)
!4010 = !DILocation(line: 1169, column: 16, scope: !4011)
!4011 = distinct !DILexicalBlock(scope: !3961, file: !3, line: 1169, column: 11)
!4012 = !DILocation(line: 1169, column: 11, scope: !3961)
!4013 = !DILocation(line: 1170, column: 9, scope: !4014)
!4014 = distinct !DILexicalBlock(scope: !4011, file: !3, line: 1169, column: 22)
!4015 = !DILocation(line: 1171, column: 9, scope: !4014)
!4016 = !DILocation(line: 1178, column: 16, scope: !3961)
!4017 = !DILocation(line: 1179, column: 20, scope: !4018)
!4018 = distinct !DILexicalBlock(scope: !3961, file: !3, line: 1179, column: 11)
!4019 = !DILocation(line: 1174, column: 16, scope: !4020)
!4020 = distinct !DILexicalBlock(scope: !4011, file: !3, line: 1173, column: 12)
!4021 = !DILocation(line: 1174, column: 34, scope: !4020)
!4022 = !DILocation(line: 1174, column: 46, scope: !4020)
!4023 = !DILocation(line: 1174, column: 41, scope: !4020)
!4024 = !DILocation(line: 1175, column: 9, scope: !4020)
!4025 = !DILocation(line: 1176, column: 9, scope: !4026)
!4026 = distinct !DILexicalBlock(scope: !4027, file: !3, line: 1176, column: 9)
!4027 = distinct !DILexicalBlock(scope: !4020, file: !3, line: 1176, column: 9)
!4028 = !DILocation(line: 1176, column: 9, scope: !4027)
!4029 = !DILocation(line: 1176, column: 9, scope: !4030)
!4030 = distinct !DILexicalBlock(scope: !4026, file: !3, line: 1176, column: 9)
!4031 = !DILocation(line: 1179, column: 16, scope: !4018)
!4032 = !DILocation(line: 1179, column: 26, scope: !4018)
!4033 = !{!622, !543, i64 101}
!4034 = !DILocation(line: 1179, column: 34, scope: !4018)
!4035 = !DILocation(line: 1179, column: 11, scope: !3961)
!4036 = !DILocation(line: 1184, column: 18, scope: !3966)
!4037 = distinct !DIAssignID()
!4038 = distinct !DIAssignID()
!4039 = !DILocation(line: 0, scope: !3966)
!4040 = !DILocation(line: 1185, column: 13, scope: !3966)
!4041 = !{!622, !543, i64 108}
!4042 = !DILocation(line: 1186, column: 7, scope: !3966)
!4043 = !DILocation(line: 1190, column: 18, scope: !3968)
!4044 = distinct !DIAssignID()
!4045 = distinct !DIAssignID()
!4046 = !DILocation(line: 0, scope: !3968)
!4047 = !DILocation(line: 1191, column: 13, scope: !3968)
!4048 = !{!622, !543, i64 109}
!4049 = !DILocation(line: 1192, column: 7, scope: !3968)
!4050 = !DILocation(line: 1196, column: 13, scope: !4051)
!4051 = distinct !DILexicalBlock(scope: !3962, file: !3, line: 1195, column: 27)
!4052 = !DILocation(line: 1197, column: 7, scope: !4051)
!4053 = !DILocation(line: 1200, column: 22, scope: !3970)
!4054 = distinct !DIAssignID()
!4055 = !DILocation(line: 0, scope: !3970)
!4056 = !DILocation(line: 1201, column: 22, scope: !3970)
!4057 = distinct !DIAssignID()
!4058 = distinct !DIAssignID()
!4059 = distinct !DIAssignID()
!4060 = !DILocation(line: 1202, column: 13, scope: !3970)
!4061 = !{!622, !543, i64 102}
!4062 = !{!622, !547, i64 40}
!4063 = !DILocation(line: 1203, column: 20, scope: !4064)
!4064 = distinct !DILexicalBlock(scope: !3970, file: !3, line: 1203, column: 11)
!4065 = !DILocation(line: 1203, column: 11, scope: !3970)
!4066 = !DILocation(line: 1204, column: 26, scope: !4064)
!4067 = !DILocation(line: 1204, column: 12, scope: !4064)
!4068 = !DILocation(line: 1204, column: 24, scope: !4064)
!4069 = !{!622, !543, i64 104}
!4070 = !DILocation(line: 1204, column: 9, scope: !4064)
!4071 = !DILocation(line: 1205, column: 20, scope: !4072)
!4072 = distinct !DILexicalBlock(scope: !3970, file: !3, line: 1205, column: 11)
!4073 = !DILocation(line: 1205, column: 11, scope: !3970)
!4074 = !DILocation(line: 1206, column: 9, scope: !4072)
!4075 = !{!622, !543, i64 105}
!4076 = !DILocation(line: 1207, column: 7, scope: !3970)
!4077 = !DILocation(line: 1211, column: 19, scope: !3973)
!4078 = distinct !DIAssignID()
!4079 = !DILocation(line: 0, scope: !3973)
!4080 = !DILocation(line: 1212, column: 21, scope: !3973)
!4081 = distinct !DIAssignID()
!4082 = distinct !DIAssignID()
!4083 = !DILocation(line: 1213, column: 22, scope: !3973)
!4084 = distinct !DIAssignID()
!4085 = distinct !DIAssignID()
!4086 = distinct !DIAssignID()
!4087 = !DILocation(line: 1214, column: 13, scope: !3973)
!4088 = !DILocation(line: 1215, column: 17, scope: !4089)
!4089 = distinct !DILexicalBlock(scope: !3973, file: !3, line: 1215, column: 11)
!4090 = !DILocation(line: 1215, column: 11, scope: !3973)
!4091 = !DILocation(line: 1216, column: 9, scope: !4089)
!4092 = !DILocation(line: 1217, column: 19, scope: !4093)
!4093 = distinct !DILexicalBlock(scope: !3973, file: !3, line: 1217, column: 11)
!4094 = !DILocation(line: 1217, column: 11, scope: !3973)
!4095 = !DILocation(line: 1218, column: 9, scope: !4093)
!4096 = !DILocation(line: 1219, column: 20, scope: !4097)
!4097 = distinct !DILexicalBlock(scope: !3973, file: !3, line: 1219, column: 11)
!4098 = !DILocation(line: 1219, column: 11, scope: !3973)
!4099 = !DILocation(line: 1220, column: 25, scope: !4097)
!4100 = !DILocation(line: 1220, column: 12, scope: !4097)
!4101 = !DILocation(line: 1220, column: 23, scope: !4097)
!4102 = !{!622, !543, i64 110}
!4103 = !DILocation(line: 1220, column: 9, scope: !4097)
!4104 = !DILocation(line: 1221, column: 7, scope: !3973)
!4105 = !DILocation(line: 1226, column: 3, scope: !3951)
!4106 = !DILocation(line: 1228, column: 3, scope: !3951)
!4107 = !DILocation(line: 1229, column: 1, scope: !3951)
!4108 = !DISubprogram(name: "luaE_setdebt", scope: !45, file: !45, line: 396, type: !4109, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4109 = !DISubroutineType(types: !4110)
!4110 = !{null, !151, !162}
!4111 = !DISubprogram(name: "luaC_fullgc", scope: !959, file: !959, line: 192, type: !650, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4112 = !DISubprogram(name: "luaC_changemode", scope: !959, file: !959, line: 199, type: !650, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4113 = distinct !DISubprogram(name: "lua_error", scope: !3, file: !3, line: 1238, type: !117, scopeLine: 1238, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4114)
!4114 = !{!4115, !4116}
!4115 = !DILocalVariable(name: "L", arg: 1, scope: !4113, file: !3, line: 1238, type: !119)
!4116 = !DILocalVariable(name: "errobj", scope: !4113, file: !3, line: 1239, type: !102)
!4117 = !DILocation(line: 0, scope: !4113)
!4118 = !DILocation(line: 1241, column: 12, scope: !4113)
!4119 = !DILocation(line: 1244, column: 7, scope: !4120)
!4120 = distinct !DILexicalBlock(scope: !4113, file: !3, line: 1244, column: 7)
!4121 = !DILocation(line: 1244, column: 29, scope: !4120)
!4122 = !DILocation(line: 1244, column: 32, scope: !4120)
!4123 = !{!622, !542, i64 272}
!4124 = !DILocation(line: 1244, column: 7, scope: !4113)
!4125 = !DILocation(line: 1245, column: 5, scope: !4120)
!4126 = !DILocation(line: 1247, column: 5, scope: !4120)
!4127 = !DISubprogram(name: "luaD_throw", scope: !573, file: !573, line: 83, type: !650, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!4128 = !DISubprogram(name: "luaG_errormsg", scope: !4129, file: !4129, line: 59, type: !1912, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!4129 = !DIFile(filename: "src/lua/ldebug.h", directory: ".", checksumkind: CSK_MD5, checksum: "e354d5afec415152be85e3d4d3dd589e")
!4130 = distinct !DISubprogram(name: "lua_next", scope: !3, file: !3, line: 1253, type: !531, scopeLine: 1253, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4131)
!4131 = !{!4132, !4133, !4134, !4135}
!4132 = !DILocalVariable(name: "L", arg: 1, scope: !4130, file: !3, line: 1253, type: !119)
!4133 = !DILocalVariable(name: "idx", arg: 2, scope: !4130, file: !3, line: 1253, type: !42)
!4134 = !DILocalVariable(name: "t", scope: !4130, file: !3, line: 1254, type: !1986)
!4135 = !DILocalVariable(name: "more", scope: !4130, file: !3, line: 1255, type: !42)
!4136 = !DILocation(line: 0, scope: !4130)
!4137 = !DILocation(line: 0, scope: !2758, inlinedAt: !4138)
!4138 = distinct !DILocation(line: 1258, column: 7, scope: !4130)
!4139 = !DILocation(line: 0, scope: !846, inlinedAt: !4140)
!4140 = distinct !DILocation(line: 726, column: 15, scope: !2758, inlinedAt: !4138)
!4141 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !4140)
!4142 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !4140)
!4143 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !4140)
!4144 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !4140)
!4145 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !4140)
!4146 = !DILocation(line: 0, scope: !853, inlinedAt: !4140)
!4147 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !4140)
!4148 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !4140)
!4149 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !4140)
!4150 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !4140)
!4151 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !4140)
!4152 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !4140)
!4153 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !4140)
!4154 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !4140)
!4155 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !4140)
!4156 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !4140)
!4157 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !4140)
!4158 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !4140)
!4159 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !4140)
!4160 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !4140)
!4161 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !4140)
!4162 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !4140)
!4163 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !4140)
!4164 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !4140)
!4165 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !4140)
!4166 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !4140)
!4167 = !DILocation(line: 0, scope: !856, inlinedAt: !4140)
!4168 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !4140)
!4169 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !4140)
!4170 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !4140)
!4171 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !4140)
!4172 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !4140)
!4173 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !4140)
!4174 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !4140)
!4175 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !4140)
!4176 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !4140)
!4177 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !4140)
!4178 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !4140)
!4179 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !4140)
!4180 = !DILocation(line: 0, scope: !854, inlinedAt: !4140)
!4181 = !DILocation(line: 728, column: 10, scope: !2758, inlinedAt: !4138)
!4182 = !DILocation(line: 1259, column: 29, scope: !4130)
!4183 = !DILocation(line: 1259, column: 33, scope: !4130)
!4184 = !DILocation(line: 1259, column: 35, scope: !4130)
!4185 = !DILocation(line: 1259, column: 10, scope: !4130)
!4186 = !DILocation(line: 1260, column: 7, scope: !4187)
!4187 = distinct !DILexicalBlock(scope: !4130, file: !3, line: 1260, column: 7)
!4188 = !DILocation(line: 0, scope: !4187)
!4189 = !DILocation(line: 1266, column: 3, scope: !4130)
!4190 = !DISubprogram(name: "luaH_next", scope: !1983, file: !1983, line: 53, type: !4191, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4191 = !DISubroutineType(types: !4192)
!4192 = !{!42, !119, !1986, !134}
!4193 = distinct !DISubprogram(name: "lua_toclose", scope: !3, file: !3, line: 1270, type: !650, scopeLine: 1270, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4194)
!4194 = !{!4195, !4196, !4197, !4198}
!4195 = !DILocalVariable(name: "L", arg: 1, scope: !4193, file: !3, line: 1270, type: !119)
!4196 = !DILocalVariable(name: "idx", arg: 2, scope: !4193, file: !3, line: 1270, type: !42)
!4197 = !DILocalVariable(name: "nresults", scope: !4193, file: !3, line: 1271, type: !42)
!4198 = !DILocalVariable(name: "o", scope: !4193, file: !3, line: 1272, type: !134)
!4199 = !DILocation(line: 0, scope: !4193)
!4200 = !DILocation(line: 0, scope: !711, inlinedAt: !4201)
!4201 = distinct !DILocation(line: 1274, column: 7, scope: !4193)
!4202 = !DILocation(line: 97, column: 11, scope: !719, inlinedAt: !4201)
!4203 = !DILocation(line: 97, column: 7, scope: !711, inlinedAt: !4201)
!4204 = !DILocation(line: 96, column: 21, scope: !711, inlinedAt: !4201)
!4205 = !DILocation(line: 98, column: 24, scope: !718, inlinedAt: !4201)
!4206 = !DILocation(line: 98, column: 26, scope: !718, inlinedAt: !4201)
!4207 = !DILocation(line: 0, scope: !718, inlinedAt: !4201)
!4208 = !DILocation(line: 106, column: 15, scope: !729, inlinedAt: !4201)
!4209 = !DILocation(line: 106, column: 19, scope: !729, inlinedAt: !4201)
!4210 = !DILocation(line: 106, column: 21, scope: !729, inlinedAt: !4201)
!4211 = !DILocation(line: 1275, column: 17, scope: !4193)
!4212 = !DILocation(line: 106, column: 5, scope: !729, inlinedAt: !4201)
!4213 = !DILocation(line: 0, scope: !719, inlinedAt: !4201)
!4214 = !DILocation(line: 1275, column: 21, scope: !4193)
!4215 = !{!546, !545, i64 60}
!4216 = !DILocation(line: 1277, column: 3, scope: !4193)
!4217 = !DILocation(line: 1278, column: 8, scope: !4218)
!4218 = distinct !DILexicalBlock(scope: !4193, file: !3, line: 1278, column: 7)
!4219 = !DILocation(line: 1278, column: 7, scope: !4193)
!4220 = !DILocation(line: 1279, column: 23, scope: !4218)
!4221 = !DILocation(line: 1279, column: 8, scope: !4218)
!4222 = !DILocation(line: 1279, column: 12, scope: !4218)
!4223 = !DILocation(line: 1279, column: 21, scope: !4218)
!4224 = !DILocation(line: 1279, column: 5, scope: !4218)
!4225 = !DILocation(line: 1282, column: 1, scope: !4193)
!4226 = !DISubprogram(name: "luaF_newtbcupval", scope: !701, file: !701, line: 55, type: !4227, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4227 = !DISubroutineType(types: !4228)
!4228 = !{null, !119, !134}
!4229 = distinct !DISubprogram(name: "lua_concat", scope: !3, file: !3, line: 1285, type: !650, scopeLine: 1285, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4230)
!4230 = !{!4231, !4232, !4233, !4237}
!4231 = !DILocalVariable(name: "L", arg: 1, scope: !4229, file: !3, line: 1285, type: !119)
!4232 = !DILocalVariable(name: "n", arg: 2, scope: !4229, file: !3, line: 1285, type: !42)
!4233 = !DILocalVariable(name: "io", scope: !4234, file: !3, line: 1291, type: !102)
!4234 = distinct !DILexicalBlock(scope: !4235, file: !3, line: 1291, column: 5)
!4235 = distinct !DILexicalBlock(scope: !4236, file: !3, line: 1290, column: 8)
!4236 = distinct !DILexicalBlock(scope: !4229, file: !3, line: 1288, column: 7)
!4237 = !DILocalVariable(name: "x_", scope: !4234, file: !3, line: 1291, type: !173)
!4238 = !DILocation(line: 0, scope: !4229)
!4239 = !DILocation(line: 1288, column: 9, scope: !4236)
!4240 = !DILocation(line: 1288, column: 7, scope: !4229)
!4241 = !DILocation(line: 1289, column: 5, scope: !4236)
!4242 = !DILocation(line: 1291, column: 5, scope: !4234)
!4243 = !DILocation(line: 0, scope: !4234)
!4244 = !DILocation(line: 1292, column: 5, scope: !4245)
!4245 = distinct !DILexicalBlock(scope: !4235, file: !3, line: 1292, column: 5)
!4246 = !DILocation(line: 1294, column: 3, scope: !4247)
!4247 = distinct !DILexicalBlock(scope: !4248, file: !3, line: 1294, column: 3)
!4248 = distinct !DILexicalBlock(scope: !4229, file: !3, line: 1294, column: 3)
!4249 = !DILocation(line: 1294, column: 3, scope: !4248)
!4250 = !DILocation(line: 1294, column: 3, scope: !4251)
!4251 = distinct !DILexicalBlock(scope: !4247, file: !3, line: 1294, column: 3)
!4252 = !DILocation(line: 1296, column: 1, scope: !4229)
!4253 = !DISubprogram(name: "luaV_concat", scope: !6, file: !6, line: 134, type: !650, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4254 = distinct !DISubprogram(name: "lua_len", scope: !3, file: !3, line: 1299, type: !650, scopeLine: 1299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4255)
!4255 = !{!4256, !4257, !4258}
!4256 = !DILocalVariable(name: "L", arg: 1, scope: !4254, file: !3, line: 1299, type: !119)
!4257 = !DILocalVariable(name: "idx", arg: 2, scope: !4254, file: !3, line: 1299, type: !42)
!4258 = !DILocalVariable(name: "t", scope: !4254, file: !3, line: 1300, type: !102)
!4259 = !DILocation(line: 0, scope: !4254)
!4260 = !DILocation(line: 0, scope: !846, inlinedAt: !4261)
!4261 = distinct !DILocation(line: 1302, column: 7, scope: !4254)
!4262 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !4261)
!4263 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !4261)
!4264 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !4261)
!4265 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !4261)
!4266 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !4261)
!4267 = !DILocation(line: 0, scope: !853, inlinedAt: !4261)
!4268 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !4261)
!4269 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !4261)
!4270 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !4261)
!4271 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !4261)
!4272 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !4261)
!4273 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !4261)
!4274 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !4261)
!4275 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !4261)
!4276 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !4261)
!4277 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !4261)
!4278 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !4261)
!4279 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !4261)
!4280 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !4261)
!4281 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !4261)
!4282 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !4261)
!4283 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !4261)
!4284 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !4261)
!4285 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !4261)
!4286 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !4261)
!4287 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !4261)
!4288 = !DILocation(line: 0, scope: !856, inlinedAt: !4261)
!4289 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !4261)
!4290 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !4261)
!4291 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !4261)
!4292 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !4261)
!4293 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !4261)
!4294 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !4261)
!4295 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !4261)
!4296 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !4261)
!4297 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !4261)
!4298 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !4261)
!4299 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !4261)
!4300 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !4261)
!4301 = !DILocation(line: 0, scope: !854, inlinedAt: !4261)
!4302 = !DILocation(line: 1303, column: 21, scope: !4254)
!4303 = !DILocation(line: 1303, column: 25, scope: !4254)
!4304 = !DILocation(line: 1303, column: 3, scope: !4254)
!4305 = !DILocation(line: 1304, column: 3, scope: !4306)
!4306 = distinct !DILexicalBlock(scope: !4254, file: !3, line: 1304, column: 3)
!4307 = !DILocation(line: 1306, column: 1, scope: !4254)
!4308 = !DISubprogram(name: "luaV_objlen", scope: !6, file: !6, line: 139, type: !4309, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4309 = !DISubroutineType(types: !4310)
!4310 = !{null, !119, !134, !590}
!4311 = distinct !DISubprogram(name: "lua_getallocf", scope: !3, file: !3, line: 1309, type: !4312, scopeLine: 1309, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4315)
!4312 = !DISubroutineType(types: !4313)
!4313 = !{!156, !119, !4314}
!4314 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!4315 = !{!4316, !4317, !4318}
!4316 = !DILocalVariable(name: "L", arg: 1, scope: !4311, file: !3, line: 1309, type: !119)
!4317 = !DILocalVariable(name: "ud", arg: 2, scope: !4311, file: !3, line: 1309, type: !4314)
!4318 = !DILocalVariable(name: "f", scope: !4311, file: !3, line: 1310, type: !156)
!4319 = !DILocation(line: 0, scope: !4311)
!4320 = !DILocation(line: 1312, column: 7, scope: !4321)
!4321 = distinct !DILexicalBlock(scope: !4311, file: !3, line: 1312, column: 7)
!4322 = !DILocation(line: 1312, column: 7, scope: !4311)
!4323 = !DILocation(line: 1312, column: 17, scope: !4321)
!4324 = !DILocation(line: 1312, column: 23, scope: !4321)
!4325 = !{!622, !542, i64 8}
!4326 = !DILocation(line: 1312, column: 15, scope: !4321)
!4327 = !DILocation(line: 1312, column: 11, scope: !4321)
!4328 = !DILocation(line: 1313, column: 7, scope: !4311)
!4329 = !DILocation(line: 1313, column: 13, scope: !4311)
!4330 = !{!622, !542, i64 0}
!4331 = !DILocation(line: 1315, column: 3, scope: !4311)
!4332 = distinct !DISubprogram(name: "lua_setallocf", scope: !3, file: !3, line: 1319, type: !4333, scopeLine: 1319, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4335)
!4333 = !DISubroutineType(types: !4334)
!4334 = !{null, !119, !156, !112}
!4335 = !{!4336, !4337, !4338}
!4336 = !DILocalVariable(name: "L", arg: 1, scope: !4332, file: !3, line: 1319, type: !119)
!4337 = !DILocalVariable(name: "f", arg: 2, scope: !4332, file: !3, line: 1319, type: !156)
!4338 = !DILocalVariable(name: "ud", arg: 3, scope: !4332, file: !3, line: 1319, type: !112)
!4339 = !DILocation(line: 0, scope: !4332)
!4340 = !DILocation(line: 1321, column: 3, scope: !4332)
!4341 = !DILocation(line: 1321, column: 9, scope: !4332)
!4342 = !DILocation(line: 1321, column: 12, scope: !4332)
!4343 = !DILocation(line: 1322, column: 18, scope: !4332)
!4344 = !DILocation(line: 1324, column: 1, scope: !4332)
!4345 = distinct !DISubprogram(name: "lua_setwarnf", scope: !3, file: !3, line: 1327, type: !4346, scopeLine: 1327, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4348)
!4346 = !DISubroutineType(types: !4347)
!4347 = !{null, !119, !229, !112}
!4348 = !{!4349, !4350, !4351}
!4349 = !DILocalVariable(name: "L", arg: 1, scope: !4345, file: !3, line: 1327, type: !119)
!4350 = !DILocalVariable(name: "f", arg: 2, scope: !4345, file: !3, line: 1327, type: !229)
!4351 = !DILocalVariable(name: "ud", arg: 3, scope: !4345, file: !3, line: 1327, type: !112)
!4352 = !DILocation(line: 0, scope: !4345)
!4353 = !DILocation(line: 1329, column: 3, scope: !4345)
!4354 = !DILocation(line: 1329, column: 9, scope: !4345)
!4355 = !DILocation(line: 1329, column: 17, scope: !4345)
!4356 = !{!622, !542, i64 1408}
!4357 = !DILocation(line: 1330, column: 9, scope: !4345)
!4358 = !DILocation(line: 1330, column: 15, scope: !4345)
!4359 = !{!622, !542, i64 1400}
!4360 = !DILocation(line: 1332, column: 1, scope: !4345)
!4361 = distinct !DISubprogram(name: "lua_warning", scope: !3, file: !3, line: 1335, type: !4362, scopeLine: 1335, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4364)
!4362 = !DISubroutineType(types: !4363)
!4363 = !{null, !119, !233, !42}
!4364 = !{!4365, !4366, !4367}
!4365 = !DILocalVariable(name: "L", arg: 1, scope: !4361, file: !3, line: 1335, type: !119)
!4366 = !DILocalVariable(name: "msg", arg: 2, scope: !4361, file: !3, line: 1335, type: !233)
!4367 = !DILocalVariable(name: "tocont", arg: 3, scope: !4361, file: !3, line: 1335, type: !42)
!4368 = !DILocation(line: 0, scope: !4361)
!4369 = !DILocation(line: 1337, column: 3, scope: !4361)
!4370 = !DILocation(line: 1339, column: 1, scope: !4361)
!4371 = !DISubprogram(name: "luaE_warning", scope: !45, file: !45, line: 402, type: !4362, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4372 = distinct !DISubprogram(name: "lua_newuserdatauv", scope: !3, file: !3, line: 1343, type: !4373, scopeLine: 1343, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4375)
!4373 = !DISubroutineType(types: !4374)
!4374 = !{!112, !119, !72, !42}
!4375 = !{!4376, !4377, !4378, !4379, !4382, !4384}
!4376 = !DILocalVariable(name: "L", arg: 1, scope: !4372, file: !3, line: 1343, type: !119)
!4377 = !DILocalVariable(name: "size", arg: 2, scope: !4372, file: !3, line: 1343, type: !72)
!4378 = !DILocalVariable(name: "nuvalue", arg: 3, scope: !4372, file: !3, line: 1343, type: !42)
!4379 = !DILocalVariable(name: "u", scope: !4372, file: !3, line: 1344, type: !4380)
!4380 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4381, size: 64)
!4381 = !DIDerivedType(tag: DW_TAG_typedef, name: "Udata", file: !49, line: 466, baseType: !83)
!4382 = !DILocalVariable(name: "io", scope: !4383, file: !3, line: 1348, type: !102)
!4383 = distinct !DILexicalBlock(scope: !4372, file: !3, line: 1348, column: 3)
!4384 = !DILocalVariable(name: "x_", scope: !4383, file: !3, line: 1348, type: !4380)
!4385 = !DILocation(line: 0, scope: !4372)
!4386 = !DILocation(line: 1347, column: 7, scope: !4372)
!4387 = !DILocation(line: 1348, column: 3, scope: !4383)
!4388 = !DILocation(line: 0, scope: !4383)
!4389 = !DILocation(line: 1349, column: 3, scope: !4390)
!4390 = distinct !DILexicalBlock(scope: !4372, file: !3, line: 1349, column: 3)
!4391 = !DILocation(line: 1350, column: 3, scope: !4392)
!4392 = distinct !DILexicalBlock(scope: !4393, file: !3, line: 1350, column: 3)
!4393 = distinct !DILexicalBlock(scope: !4372, file: !3, line: 1350, column: 3)
!4394 = !DILocation(line: 1350, column: 3, scope: !4393)
!4395 = !DILocation(line: 1350, column: 3, scope: !4396)
!4396 = distinct !DILexicalBlock(scope: !4392, file: !3, line: 1350, column: 3)
!4397 = !DILocation(line: 1352, column: 10, scope: !4372)
!4398 = !{!4399, !545, i64 10}
!4399 = !{!"Udata", !542, i64 0, !543, i64 8, !543, i64 9, !545, i64 10, !547, i64 16, !542, i64 24, !542, i64 32, !543, i64 40}
!4400 = !DILocation(line: 1352, column: 3, scope: !4372)
!4401 = !DISubprogram(name: "luaS_newudata", scope: !2307, file: !2307, line: 51, type: !4402, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4402 = !DISubroutineType(types: !4403)
!4403 = !{!4380, !119, !72, !42}
!4404 = distinct !DISubprogram(name: "lua_getupvalue", scope: !3, file: !3, line: 1384, type: !4405, scopeLine: 1384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4407)
!4405 = !DISubroutineType(types: !4406)
!4406 = !{!233, !119, !42, !42}
!4407 = !{!4408, !4409, !4410, !4411, !4412, !4413, !4417}
!4408 = !DILocalVariable(name: "L", arg: 1, scope: !4404, file: !3, line: 1384, type: !119)
!4409 = !DILocalVariable(name: "funcindex", arg: 2, scope: !4404, file: !3, line: 1384, type: !42)
!4410 = !DILocalVariable(name: "n", arg: 3, scope: !4404, file: !3, line: 1384, type: !42)
!4411 = !DILocalVariable(name: "name", scope: !4404, file: !3, line: 1385, type: !233)
!4412 = !DILocalVariable(name: "val", scope: !4404, file: !3, line: 1386, type: !102)
!4413 = !DILocalVariable(name: "io1", scope: !4414, file: !3, line: 1390, type: !102)
!4414 = distinct !DILexicalBlock(scope: !4415, file: !3, line: 1390, column: 5)
!4415 = distinct !DILexicalBlock(scope: !4416, file: !3, line: 1389, column: 13)
!4416 = distinct !DILexicalBlock(scope: !4404, file: !3, line: 1389, column: 7)
!4417 = !DILocalVariable(name: "io2", scope: !4414, file: !3, line: 1390, type: !590)
!4418 = !DILocation(line: 0, scope: !4404)
!4419 = !DILocation(line: 0, scope: !846, inlinedAt: !4420)
!4420 = distinct !DILocation(line: 1388, column: 22, scope: !4404)
!4421 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !4420)
!4422 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !4420)
!4423 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !4420)
!4424 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !4420)
!4425 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !4420)
!4426 = !DILocation(line: 0, scope: !853, inlinedAt: !4420)
!4427 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !4420)
!4428 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !4420)
!4429 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !4420)
!4430 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !4420)
!4431 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !4420)
!4432 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !4420)
!4433 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !4420)
!4434 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !4420)
!4435 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !4420)
!4436 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !4420)
!4437 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !4420)
!4438 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !4420)
!4439 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !4420)
!4440 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !4420)
!4441 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !4420)
!4442 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !4420)
!4443 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !4420)
!4444 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !4420)
!4445 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !4420)
!4446 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !4420)
!4447 = !DILocation(line: 0, scope: !856, inlinedAt: !4420)
!4448 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !4420)
!4449 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !4420)
!4450 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !4420)
!4451 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !4420)
!4452 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !4420)
!4453 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !4420)
!4454 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !4420)
!4455 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !4420)
!4456 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !4420)
!4457 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !4420)
!4458 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !4420)
!4459 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !4420)
!4460 = !DILocation(line: 0, scope: !854, inlinedAt: !4420)
!4461 = !DILocalVariable(name: "fi", arg: 1, scope: !4462, file: !3, line: 1357, type: !102)
!4462 = distinct !DISubprogram(name: "aux_upvalue", scope: !3, file: !3, line: 1357, type: !4463, scopeLine: 1358, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4466)
!4463 = !DISubroutineType(types: !4464)
!4464 = !{!233, !102, !42, !4465, !194}
!4465 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!4466 = !{!4461, !4467, !4468, !4469, !4470, !4473, !4475, !4476}
!4467 = !DILocalVariable(name: "n", arg: 2, scope: !4462, file: !3, line: 1357, type: !42)
!4468 = !DILocalVariable(name: "val", arg: 3, scope: !4462, file: !3, line: 1357, type: !4465)
!4469 = !DILocalVariable(name: "owner", arg: 4, scope: !4462, file: !3, line: 1358, type: !194)
!4470 = !DILocalVariable(name: "f", scope: !4471, file: !3, line: 1361, type: !861)
!4471 = distinct !DILexicalBlock(scope: !4472, file: !3, line: 1360, column: 20)
!4472 = distinct !DILexicalBlock(scope: !4462, file: !3, line: 1359, column: 25)
!4473 = !DILocalVariable(name: "f", scope: !4474, file: !3, line: 1369, type: !508)
!4474 = distinct !DILexicalBlock(scope: !4472, file: !3, line: 1368, column: 20)
!4475 = !DILocalVariable(name: "name", scope: !4474, file: !3, line: 1370, type: !173)
!4476 = !DILocalVariable(name: "p", scope: !4474, file: !3, line: 1371, type: !4477)
!4477 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3942, size: 64)
!4478 = !DILocation(line: 0, scope: !4462, inlinedAt: !4479)
!4479 = distinct !DILocation(line: 1388, column: 10, scope: !4404)
!4480 = !DILocation(line: 1359, column: 11, scope: !4462, inlinedAt: !4479)
!4481 = !DILocation(line: 1359, column: 3, scope: !4462, inlinedAt: !4479)
!4482 = !DILocation(line: 1361, column: 21, scope: !4471, inlinedAt: !4479)
!4483 = !DILocation(line: 0, scope: !4471, inlinedAt: !4479)
!4484 = !DILocation(line: 1362, column: 26, scope: !4485, inlinedAt: !4479)
!4485 = distinct !DILexicalBlock(scope: !4471, file: !3, line: 1362, column: 11)
!4486 = !DILocation(line: 1362, column: 33, scope: !4485, inlinedAt: !4479)
!4487 = !DILocation(line: 1362, column: 31, scope: !4485, inlinedAt: !4479)
!4488 = !DILocation(line: 1362, column: 11, scope: !4471, inlinedAt: !4479)
!4489 = !DILocation(line: 1364, column: 18, scope: !4471, inlinedAt: !4479)
!4490 = !DILocation(line: 1364, column: 15, scope: !4471, inlinedAt: !4479)
!4491 = !DILocation(line: 1369, column: 21, scope: !4474, inlinedAt: !4479)
!4492 = !DILocation(line: 0, scope: !4474, inlinedAt: !4479)
!4493 = !DILocation(line: 1371, column: 21, scope: !4474, inlinedAt: !4479)
!4494 = !{!3893, !542, i64 24}
!4495 = !DILocation(line: 1372, column: 26, scope: !4496, inlinedAt: !4479)
!4496 = distinct !DILexicalBlock(scope: !4474, file: !3, line: 1372, column: 11)
!4497 = !DILocation(line: 1372, column: 34, scope: !4496, inlinedAt: !4479)
!4498 = !{!4499, !548, i64 16}
!4499 = !{!"Proto", !542, i64 0, !543, i64 8, !543, i64 9, !543, i64 10, !543, i64 11, !543, i64 12, !548, i64 16, !548, i64 20, !548, i64 24, !548, i64 28, !548, i64 32, !548, i64 36, !548, i64 40, !548, i64 44, !548, i64 48, !542, i64 56, !542, i64 64, !542, i64 72, !542, i64 80, !542, i64 88, !542, i64 96, !542, i64 104, !542, i64 112, !542, i64 120}
!4500 = !DILocation(line: 1372, column: 32, scope: !4496, inlinedAt: !4479)
!4501 = !DILocation(line: 1372, column: 11, scope: !4474, inlinedAt: !4479)
!4502 = !DILocation(line: 1374, column: 17, scope: !4474, inlinedAt: !4479)
!4503 = !DILocation(line: 1374, column: 14, scope: !4474, inlinedAt: !4479)
!4504 = !DILocation(line: 1374, column: 30, scope: !4474, inlinedAt: !4479)
!4505 = !DILocation(line: 1374, column: 32, scope: !4474, inlinedAt: !4479)
!4506 = !DILocation(line: 1376, column: 17, scope: !4474, inlinedAt: !4479)
!4507 = !{!4499, !542, i64 80}
!4508 = !DILocation(line: 1376, column: 14, scope: !4474, inlinedAt: !4479)
!4509 = !DILocation(line: 1376, column: 31, scope: !4474, inlinedAt: !4479)
!4510 = !{!4511, !542, i64 0}
!4511 = !{!"Upvaldesc", !542, i64 0, !543, i64 8, !543, i64 9, !543, i64 10}
!4512 = !DILocation(line: 1377, column: 20, scope: !4474, inlinedAt: !4479)
!4513 = !DILocation(line: 1377, column: 14, scope: !4474, inlinedAt: !4479)
!4514 = !DILocation(line: 1377, column: 7, scope: !4474, inlinedAt: !4479)
!4515 = !DILocation(line: 0, scope: !4472, inlinedAt: !4479)
!4516 = !DILocation(line: 1390, column: 5, scope: !4414)
!4517 = !DILocation(line: 0, scope: !4414)
!4518 = !DILocation(line: 1391, column: 5, scope: !4519)
!4519 = distinct !DILexicalBlock(scope: !4415, file: !3, line: 1391, column: 5)
!4520 = !DILocation(line: 1392, column: 3, scope: !4415)
!4521 = !DILocation(line: 1394, column: 3, scope: !4404)
!4522 = distinct !DISubprogram(name: "lua_setupvalue", scope: !3, file: !3, line: 1398, type: !4405, scopeLine: 1398, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4523)
!4523 = !{!4524, !4525, !4526, !4527, !4528, !4529, !4530, !4531, !4535}
!4524 = !DILocalVariable(name: "L", arg: 1, scope: !4522, file: !3, line: 1398, type: !119)
!4525 = !DILocalVariable(name: "funcindex", arg: 2, scope: !4522, file: !3, line: 1398, type: !42)
!4526 = !DILocalVariable(name: "n", arg: 3, scope: !4522, file: !3, line: 1398, type: !42)
!4527 = !DILocalVariable(name: "name", scope: !4522, file: !3, line: 1399, type: !233)
!4528 = !DILocalVariable(name: "val", scope: !4522, file: !3, line: 1400, type: !102)
!4529 = !DILocalVariable(name: "owner", scope: !4522, file: !3, line: 1401, type: !192)
!4530 = !DILocalVariable(name: "fi", scope: !4522, file: !3, line: 1402, type: !102)
!4531 = !DILocalVariable(name: "io1", scope: !4532, file: !3, line: 1409, type: !102)
!4532 = distinct !DILexicalBlock(scope: !4533, file: !3, line: 1409, column: 5)
!4533 = distinct !DILexicalBlock(scope: !4534, file: !3, line: 1407, column: 13)
!4534 = distinct !DILexicalBlock(scope: !4522, file: !3, line: 1407, column: 7)
!4535 = !DILocalVariable(name: "io2", scope: !4532, file: !3, line: 1409, type: !590)
!4536 = !DILocation(line: 0, scope: !4522)
!4537 = !DILocation(line: 0, scope: !846, inlinedAt: !4538)
!4538 = distinct !DILocation(line: 1404, column: 8, scope: !4522)
!4539 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !4538)
!4540 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !4538)
!4541 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !4538)
!4542 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !4538)
!4543 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !4538)
!4544 = !DILocation(line: 0, scope: !853, inlinedAt: !4538)
!4545 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !4538)
!4546 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !4538)
!4547 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !4538)
!4548 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !4538)
!4549 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !4538)
!4550 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !4538)
!4551 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !4538)
!4552 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !4538)
!4553 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !4538)
!4554 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !4538)
!4555 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !4538)
!4556 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !4538)
!4557 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !4538)
!4558 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !4538)
!4559 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !4538)
!4560 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !4538)
!4561 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !4538)
!4562 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !4538)
!4563 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !4538)
!4564 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !4538)
!4565 = !DILocation(line: 0, scope: !856, inlinedAt: !4538)
!4566 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !4538)
!4567 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !4538)
!4568 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !4538)
!4569 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !4538)
!4570 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !4538)
!4571 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !4538)
!4572 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !4538)
!4573 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !4538)
!4574 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !4538)
!4575 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !4538)
!4576 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !4538)
!4577 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !4538)
!4578 = !DILocation(line: 0, scope: !854, inlinedAt: !4538)
!4579 = !DILocation(line: 0, scope: !4462, inlinedAt: !4580)
!4580 = distinct !DILocation(line: 1406, column: 10, scope: !4522)
!4581 = !DILocation(line: 1359, column: 11, scope: !4462, inlinedAt: !4580)
!4582 = !DILocation(line: 1359, column: 3, scope: !4462, inlinedAt: !4580)
!4583 = !DILocation(line: 1361, column: 21, scope: !4471, inlinedAt: !4580)
!4584 = !DILocation(line: 0, scope: !4471, inlinedAt: !4580)
!4585 = !DILocation(line: 1362, column: 26, scope: !4485, inlinedAt: !4580)
!4586 = !DILocation(line: 1362, column: 33, scope: !4485, inlinedAt: !4580)
!4587 = !DILocation(line: 1362, column: 31, scope: !4485, inlinedAt: !4580)
!4588 = !DILocation(line: 1362, column: 11, scope: !4471, inlinedAt: !4580)
!4589 = !DILocation(line: 1364, column: 18, scope: !4471, inlinedAt: !4580)
!4590 = !DILocation(line: 1364, column: 15, scope: !4471, inlinedAt: !4580)
!4591 = !DILocation(line: 1365, column: 18, scope: !4592, inlinedAt: !4580)
!4592 = distinct !DILexicalBlock(scope: !4471, file: !3, line: 1365, column: 11)
!4593 = !DILocation(line: 1369, column: 21, scope: !4474, inlinedAt: !4580)
!4594 = !DILocation(line: 0, scope: !4474, inlinedAt: !4580)
!4595 = !DILocation(line: 1371, column: 21, scope: !4474, inlinedAt: !4580)
!4596 = !DILocation(line: 1372, column: 26, scope: !4496, inlinedAt: !4580)
!4597 = !DILocation(line: 1372, column: 34, scope: !4496, inlinedAt: !4580)
!4598 = !DILocation(line: 1372, column: 32, scope: !4496, inlinedAt: !4580)
!4599 = !DILocation(line: 1372, column: 11, scope: !4474, inlinedAt: !4580)
!4600 = !DILocation(line: 1374, column: 17, scope: !4474, inlinedAt: !4580)
!4601 = !DILocation(line: 1374, column: 14, scope: !4474, inlinedAt: !4580)
!4602 = !DILocation(line: 1374, column: 30, scope: !4474, inlinedAt: !4580)
!4603 = !DILocation(line: 1374, column: 32, scope: !4474, inlinedAt: !4580)
!4604 = !DILocation(line: 1376, column: 17, scope: !4474, inlinedAt: !4580)
!4605 = !DILocation(line: 1376, column: 14, scope: !4474, inlinedAt: !4580)
!4606 = !DILocation(line: 1376, column: 31, scope: !4474, inlinedAt: !4580)
!4607 = !DILocation(line: 1377, column: 20, scope: !4474, inlinedAt: !4580)
!4608 = !DILocation(line: 1377, column: 14, scope: !4474, inlinedAt: !4580)
!4609 = !DILocation(line: 1377, column: 7, scope: !4474, inlinedAt: !4580)
!4610 = !DILocation(line: 0, scope: !4472, inlinedAt: !4580)
!4611 = !DILocation(line: 1408, column: 8, scope: !4533)
!4612 = !DILocation(line: 1408, column: 13, scope: !4533)
!4613 = !DILocation(line: 0, scope: !4532)
!4614 = !DILocation(line: 1409, column: 5, scope: !4532)
!4615 = !DILocation(line: 1410, column: 5, scope: !4533)
!4616 = !DILocation(line: 1413, column: 3, scope: !4522)
!4617 = distinct !DISubprogram(name: "lua_upvalueid", scope: !3, file: !3, line: 1431, type: !4618, scopeLine: 1431, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4620)
!4618 = !DISubroutineType(types: !4619)
!4619 = !{!112, !119, !42, !42}
!4620 = !{!4621, !4622, !4623, !4624, !4625}
!4621 = !DILocalVariable(name: "L", arg: 1, scope: !4617, file: !3, line: 1431, type: !119)
!4622 = !DILocalVariable(name: "fidx", arg: 2, scope: !4617, file: !3, line: 1431, type: !42)
!4623 = !DILocalVariable(name: "n", arg: 3, scope: !4617, file: !3, line: 1431, type: !42)
!4624 = !DILocalVariable(name: "fi", scope: !4617, file: !3, line: 1432, type: !102)
!4625 = !DILocalVariable(name: "f", scope: !4626, file: !3, line: 1438, type: !861)
!4626 = distinct !DILexicalBlock(scope: !4627, file: !3, line: 1437, column: 20)
!4627 = distinct !DILexicalBlock(scope: !4617, file: !3, line: 1433, column: 25)
!4628 = !DILocation(line: 0, scope: !4617)
!4629 = !DILocation(line: 0, scope: !846, inlinedAt: !4630)
!4630 = distinct !DILocation(line: 1432, column: 16, scope: !4617)
!4631 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !4630)
!4632 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !4630)
!4633 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !4630)
!4634 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !4630)
!4635 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !4630)
!4636 = !DILocation(line: 0, scope: !853, inlinedAt: !4630)
!4637 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !4630)
!4638 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !4630)
!4639 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !4630)
!4640 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !4630)
!4641 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !4630)
!4642 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !4630)
!4643 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !4630)
!4644 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !4630)
!4645 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !4630)
!4646 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !4630)
!4647 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !4630)
!4648 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !4630)
!4649 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !4630)
!4650 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !4630)
!4651 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !4630)
!4652 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !4630)
!4653 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !4630)
!4654 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !4630)
!4655 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !4630)
!4656 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !4630)
!4657 = !DILocation(line: 0, scope: !856, inlinedAt: !4630)
!4658 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !4630)
!4659 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !4630)
!4660 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !4630)
!4661 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !4630)
!4662 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !4630)
!4663 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !4630)
!4664 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !4630)
!4665 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !4630)
!4666 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !4630)
!4667 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !4630)
!4668 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !4630)
!4669 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !4630)
!4670 = !DILocation(line: 0, scope: !854, inlinedAt: !4630)
!4671 = !DILocation(line: 1433, column: 11, scope: !4617)
!4672 = !DILocation(line: 1433, column: 3, scope: !4617)
!4673 = !DILocation(line: 0, scope: !504, inlinedAt: !4674)
!4674 = distinct !DILocation(line: 1435, column: 15, scope: !4675)
!4675 = distinct !DILexicalBlock(scope: !4627, file: !3, line: 1434, column: 20)
!4676 = !DILocation(line: 0, scope: !846, inlinedAt: !4677)
!4677 = distinct !DILocation(line: 1420, column: 16, scope: !504, inlinedAt: !4674)
!4678 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !4677)
!4679 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !4677)
!4680 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !4677)
!4681 = !DILocation(line: 0, scope: !853, inlinedAt: !4677)
!4682 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !4677)
!4683 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !4677)
!4684 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !4677)
!4685 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !4677)
!4686 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !4677)
!4687 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !4677)
!4688 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !4677)
!4689 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !4677)
!4690 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !4677)
!4691 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !4677)
!4692 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !4677)
!4693 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !4677)
!4694 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !4677)
!4695 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !4677)
!4696 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !4677)
!4697 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !4677)
!4698 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !4677)
!4699 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !4677)
!4700 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !4677)
!4701 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !4677)
!4702 = !DILocation(line: 0, scope: !856, inlinedAt: !4677)
!4703 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !4677)
!4704 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !4677)
!4705 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !4677)
!4706 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !4677)
!4707 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !4677)
!4708 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !4677)
!4709 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !4677)
!4710 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !4677)
!4711 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !4677)
!4712 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !4677)
!4713 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !4677)
!4714 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !4677)
!4715 = !DILocation(line: 0, scope: !854, inlinedAt: !4677)
!4716 = !DILocation(line: 1422, column: 7, scope: !504, inlinedAt: !4674)
!4717 = !DILocation(line: 1424, column: 9, scope: !4718, inlinedAt: !4674)
!4718 = distinct !DILexicalBlock(scope: !504, file: !3, line: 1424, column: 7)
!4719 = !DILocation(line: 1424, column: 14, scope: !4718, inlinedAt: !4674)
!4720 = !DILocation(line: 1424, column: 25, scope: !4718, inlinedAt: !4674)
!4721 = !DILocation(line: 1424, column: 28, scope: !4718, inlinedAt: !4674)
!4722 = !DILocation(line: 1424, column: 19, scope: !4718, inlinedAt: !4674)
!4723 = !DILocation(line: 1424, column: 7, scope: !504, inlinedAt: !4674)
!4724 = !DILocation(line: 1425, column: 16, scope: !4718, inlinedAt: !4674)
!4725 = !DILocation(line: 1425, column: 25, scope: !4718, inlinedAt: !4674)
!4726 = !DILocation(line: 1425, column: 13, scope: !4718, inlinedAt: !4674)
!4727 = !DILocation(line: 1425, column: 5, scope: !4718, inlinedAt: !4674)
!4728 = !DILocation(line: 0, scope: !4718, inlinedAt: !4674)
!4729 = !DILocation(line: 1435, column: 14, scope: !4675)
!4730 = !DILocation(line: 1435, column: 7, scope: !4675)
!4731 = !DILocation(line: 1438, column: 21, scope: !4626)
!4732 = !DILocation(line: 0, scope: !4626)
!4733 = !DILocation(line: 1439, column: 13, scope: !4734)
!4734 = distinct !DILexicalBlock(scope: !4626, file: !3, line: 1439, column: 11)
!4735 = !DILocation(line: 1439, column: 18, scope: !4734)
!4736 = !DILocation(line: 1439, column: 29, scope: !4734)
!4737 = !DILocation(line: 1439, column: 26, scope: !4734)
!4738 = !DILocation(line: 1439, column: 23, scope: !4734)
!4739 = !DILocation(line: 1439, column: 11, scope: !4626)
!4740 = !DILocation(line: 1440, column: 20, scope: !4734)
!4741 = !DILocation(line: 1440, column: 30, scope: !4734)
!4742 = !DILocation(line: 1440, column: 17, scope: !4734)
!4743 = !DILocation(line: 0, scope: !4627)
!4744 = !DILocation(line: 1450, column: 1, scope: !4617)
!4745 = distinct !DISubprogram(name: "lua_upvaluejoin", scope: !3, file: !3, line: 1453, type: !4746, scopeLine: 1454, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4748)
!4746 = !DISubroutineType(types: !4747)
!4747 = !{null, !119, !42, !42, !42, !42}
!4748 = !{!4749, !4750, !4751, !4752, !4753, !4754, !4755, !4756}
!4749 = !DILocalVariable(name: "L", arg: 1, scope: !4745, file: !3, line: 1453, type: !119)
!4750 = !DILocalVariable(name: "fidx1", arg: 2, scope: !4745, file: !3, line: 1453, type: !42)
!4751 = !DILocalVariable(name: "n1", arg: 3, scope: !4745, file: !3, line: 1453, type: !42)
!4752 = !DILocalVariable(name: "fidx2", arg: 4, scope: !4745, file: !3, line: 1454, type: !42)
!4753 = !DILocalVariable(name: "n2", arg: 5, scope: !4745, file: !3, line: 1454, type: !42)
!4754 = !DILocalVariable(name: "f1", scope: !4745, file: !3, line: 1455, type: !508)
!4755 = !DILocalVariable(name: "up1", scope: !4745, file: !3, line: 1456, type: !489)
!4756 = !DILocalVariable(name: "up2", scope: !4745, file: !3, line: 1457, type: !489)
!4757 = !DILocation(line: 0, scope: !4745)
!4758 = !DILocation(line: 0, scope: !504, inlinedAt: !4759)
!4759 = distinct !DILocation(line: 1456, column: 17, scope: !4745)
!4760 = !DILocation(line: 0, scope: !846, inlinedAt: !4761)
!4761 = distinct !DILocation(line: 1420, column: 16, scope: !504, inlinedAt: !4759)
!4762 = !DILocation(line: 61, column: 21, scope: !846, inlinedAt: !4761)
!4763 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !4761)
!4764 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !4761)
!4765 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !4761)
!4766 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !4761)
!4767 = !DILocation(line: 0, scope: !853, inlinedAt: !4761)
!4768 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !4761)
!4769 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !4761)
!4770 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !4761)
!4771 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !4761)
!4772 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !4761)
!4773 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !4761)
!4774 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !4761)
!4775 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !4761)
!4776 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !4761)
!4777 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !4761)
!4778 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !4761)
!4779 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !4761)
!4780 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !4761)
!4781 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !4761)
!4782 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !4761)
!4783 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !4761)
!4784 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !4761)
!4785 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !4761)
!4786 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !4761)
!4787 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !4761)
!4788 = !DILocation(line: 0, scope: !856, inlinedAt: !4761)
!4789 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !4761)
!4790 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !4761)
!4791 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !4761)
!4792 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !4761)
!4793 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !4761)
!4794 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !4761)
!4795 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !4761)
!4796 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !4761)
!4797 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !4761)
!4798 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !4761)
!4799 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !4761)
!4800 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !4761)
!4801 = !DILocation(line: 0, scope: !854, inlinedAt: !4761)
!4802 = !DILocation(line: 1422, column: 7, scope: !504, inlinedAt: !4759)
!4803 = !DILocation(line: 1424, column: 9, scope: !4718, inlinedAt: !4759)
!4804 = !DILocation(line: 1424, column: 14, scope: !4718, inlinedAt: !4759)
!4805 = !DILocation(line: 1424, column: 25, scope: !4718, inlinedAt: !4759)
!4806 = !DILocation(line: 1424, column: 28, scope: !4718, inlinedAt: !4759)
!4807 = !DILocation(line: 1424, column: 19, scope: !4718, inlinedAt: !4759)
!4808 = !DILocation(line: 1424, column: 7, scope: !504, inlinedAt: !4759)
!4809 = !DILocation(line: 1425, column: 16, scope: !4718, inlinedAt: !4759)
!4810 = !DILocation(line: 1425, column: 25, scope: !4718, inlinedAt: !4759)
!4811 = !DILocation(line: 1425, column: 13, scope: !4718, inlinedAt: !4759)
!4812 = !DILocation(line: 1425, column: 5, scope: !4718, inlinedAt: !4759)
!4813 = !DILocation(line: 0, scope: !4718, inlinedAt: !4759)
!4814 = !DILocation(line: 0, scope: !504, inlinedAt: !4815)
!4815 = distinct !DILocation(line: 1457, column: 17, scope: !4745)
!4816 = !DILocation(line: 0, scope: !846, inlinedAt: !4817)
!4817 = distinct !DILocation(line: 1420, column: 16, scope: !504, inlinedAt: !4815)
!4818 = !DILocation(line: 62, column: 11, scope: !854, inlinedAt: !4817)
!4819 = !DILocation(line: 62, column: 7, scope: !846, inlinedAt: !4817)
!4820 = !DILocation(line: 63, column: 24, scope: !853, inlinedAt: !4817)
!4821 = !DILocation(line: 63, column: 26, scope: !853, inlinedAt: !4817)
!4822 = !DILocation(line: 0, scope: !853, inlinedAt: !4817)
!4823 = !DILocation(line: 65, column: 17, scope: !871, inlinedAt: !4817)
!4824 = !DILocation(line: 65, column: 21, scope: !871, inlinedAt: !4817)
!4825 = !DILocation(line: 65, column: 11, scope: !871, inlinedAt: !4817)
!4826 = !DILocation(line: 65, column: 9, scope: !853, inlinedAt: !4817)
!4827 = !DILocation(line: 65, column: 32, scope: !871, inlinedAt: !4817)
!4828 = !DILocation(line: 65, column: 38, scope: !871, inlinedAt: !4817)
!4829 = !DILocation(line: 65, column: 24, scope: !871, inlinedAt: !4817)
!4830 = !DILocation(line: 68, column: 13, scope: !860, inlinedAt: !4817)
!4831 = !DILocation(line: 68, column: 12, scope: !854, inlinedAt: !4817)
!4832 = !DILocation(line: 71, column: 12, scope: !881, inlinedAt: !4817)
!4833 = !DILocation(line: 71, column: 5, scope: !881, inlinedAt: !4817)
!4834 = !DILocation(line: 73, column: 16, scope: !859, inlinedAt: !4817)
!4835 = !DILocation(line: 73, column: 12, scope: !860, inlinedAt: !4817)
!4836 = !DILocation(line: 74, column: 13, scope: !859, inlinedAt: !4817)
!4837 = !DILocation(line: 74, column: 19, scope: !859, inlinedAt: !4817)
!4838 = !DILocation(line: 74, column: 5, scope: !859, inlinedAt: !4817)
!4839 = !DILocation(line: 78, column: 9, scope: !857, inlinedAt: !4817)
!4840 = !DILocation(line: 78, column: 9, scope: !858, inlinedAt: !4817)
!4841 = !DILocation(line: 76, column: 29, scope: !858, inlinedAt: !4817)
!4842 = !DILocation(line: 79, column: 24, scope: !856, inlinedAt: !4817)
!4843 = !DILocation(line: 0, scope: !856, inlinedAt: !4817)
!4844 = !DILocation(line: 80, column: 28, scope: !856, inlinedAt: !4817)
!4845 = !DILocation(line: 80, column: 22, scope: !856, inlinedAt: !4817)
!4846 = !DILocation(line: 80, column: 19, scope: !856, inlinedAt: !4817)
!4847 = !DILocation(line: 80, column: 14, scope: !856, inlinedAt: !4817)
!4848 = !DILocation(line: 80, column: 48, scope: !856, inlinedAt: !4817)
!4849 = !DILocation(line: 80, column: 59, scope: !856, inlinedAt: !4817)
!4850 = !DILocation(line: 80, column: 42, scope: !856, inlinedAt: !4817)
!4851 = !DILocation(line: 81, column: 42, scope: !856, inlinedAt: !4817)
!4852 = !DILocation(line: 81, column: 48, scope: !856, inlinedAt: !4817)
!4853 = !DILocation(line: 85, column: 15, scope: !905, inlinedAt: !4817)
!4854 = !DILocation(line: 85, column: 21, scope: !905, inlinedAt: !4817)
!4855 = !DILocation(line: 85, column: 7, scope: !905, inlinedAt: !4817)
!4856 = !DILocation(line: 0, scope: !854, inlinedAt: !4817)
!4857 = !DILocation(line: 1422, column: 7, scope: !504, inlinedAt: !4815)
!4858 = !DILocation(line: 1424, column: 9, scope: !4718, inlinedAt: !4815)
!4859 = !DILocation(line: 1424, column: 14, scope: !4718, inlinedAt: !4815)
!4860 = !DILocation(line: 1424, column: 25, scope: !4718, inlinedAt: !4815)
!4861 = !DILocation(line: 1424, column: 28, scope: !4718, inlinedAt: !4815)
!4862 = !DILocation(line: 1424, column: 19, scope: !4718, inlinedAt: !4815)
!4863 = !DILocation(line: 1424, column: 7, scope: !504, inlinedAt: !4815)
!4864 = !DILocation(line: 1425, column: 16, scope: !4718, inlinedAt: !4815)
!4865 = !DILocation(line: 1425, column: 25, scope: !4718, inlinedAt: !4815)
!4866 = !DILocation(line: 1425, column: 13, scope: !4718, inlinedAt: !4815)
!4867 = !DILocation(line: 1425, column: 5, scope: !4718, inlinedAt: !4815)
!4868 = !DILocation(line: 0, scope: !4718, inlinedAt: !4815)
!4869 = !DILocation(line: 1459, column: 10, scope: !4745)
!4870 = !DILocation(line: 1459, column: 8, scope: !4745)
!4871 = !DILocation(line: 1460, column: 3, scope: !4745)
!4872 = !{!3893, !543, i64 9}
!4873 = !DILocation(line: 1461, column: 1, scope: !4745)
!4874 = !DISubprogram(name: "luaH_getstr", scope: !1983, file: !1983, line: 42, type: !4875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4875 = !DISubroutineType(types: !4876)
!4876 = !{!590, !1986, !173}
!4877 = !DISubprogram(name: "luaH_set", scope: !1983, file: !1983, line: 44, type: !4878, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4878 = !DISubroutineType(types: !4879)
!4879 = !{null, !119, !1986, !590, !102}
