; ModuleID = 'src/lua/ldo.c'
source_filename = "src/lua/ldo.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.lua_longjmp = type { ptr, [1 x %struct.__jmp_buf_tag], i32 }
%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }
%union.StackValue = type { %struct.TValue }
%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }
%struct.lua_Debug = type { i32, ptr, ptr, ptr, ptr, i64, i32, i32, i32, i8, i8, i8, i8, i16, i16, [60 x i8], ptr }
%struct.CloseP = type { ptr, i32 }
%struct.SParser = type { ptr, %struct.Mbuffer, %struct.Dyndata, ptr, ptr }
%struct.Mbuffer = type { ptr, i64, i64 }
%struct.Dyndata = type { %struct.anon.8, %struct.Labellist, %struct.Labellist }
%struct.anon.8 = type { ptr, i32, i32 }
%struct.Labellist = type { ptr, i32, i32 }

@.str = private unnamed_addr constant [24 x i8] c"error in error handling\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"stack overflow\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [38 x i8] c"cannot resume non-suspended coroutine\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [29 x i8] c"cannot resume dead coroutine\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [17 x i8] c"C stack overflow\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [42 x i8] c"attempt to yield across a C-call boundary\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [42 x i8] c"attempt to yield from outside a coroutine\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [7 x i8] c"binary\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [5 x i8] c"text\00", align 1, !dbg !39
@.str.10 = private unnamed_addr constant [42 x i8] c"attempt to load a %s chunk (mode is '%s')\00", align 1, !dbg !44

; Function Attrs: nounwind uwtable
define hidden void @luaD_seterrorobj(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !632 {
    #dbg_value(ptr %0, !636, !DIExpression(), !654)
    #dbg_value(i32 %1, !637, !DIExpression(), !654)
    #dbg_value(ptr %2, !638, !DIExpression(), !654)
  switch i32 %1, label %17 [
    i32 4, label %4
    i32 5, label %12
    i32 0, label %24
  ], !dbg !655

4:                                                ; preds = %3
    #dbg_value(ptr %2, !639, !DIExpression(), !656)
  %5 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !657
  %6 = load ptr, ptr %5, align 8, !dbg !657, !tbaa !658
  %7 = getelementptr inbounds i8, ptr %6, i64 272, !dbg !657
  %8 = load ptr, ptr %7, align 8, !dbg !657, !tbaa !667
    #dbg_value(ptr %8, !643, !DIExpression(), !656)
  store ptr %8, ptr %2, align 8, !dbg !657, !tbaa !671
  %9 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !657
  %10 = load i8, ptr %9, align 8, !dbg !657, !tbaa !672
  %11 = or i8 %10, 64, !dbg !657
  br label %24, !dbg !674

12:                                               ; preds = %3
    #dbg_value(ptr %2, !644, !DIExpression(), !675)
  %13 = tail call ptr @luaS_newlstr(ptr noundef %0, ptr noundef nonnull @.str, i64 noundef 23) #13, !dbg !676
    #dbg_value(ptr %13, !647, !DIExpression(), !675)
  store ptr %13, ptr %2, align 8, !dbg !676, !tbaa !671
  %14 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !676
  %15 = load i8, ptr %14, align 8, !dbg !676, !tbaa !672
  %16 = or i8 %15, 64, !dbg !676
  br label %24, !dbg !677

17:                                               ; preds = %3
    #dbg_value(ptr %2, !648, !DIExpression(), !678)
  %18 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !679
  %19 = load ptr, ptr %18, align 8, !dbg !679, !tbaa !671
  %20 = getelementptr inbounds i8, ptr %19, i64 -16, !dbg !679
    #dbg_value(ptr %20, !651, !DIExpression(), !678)
  %21 = load i64, ptr %20, align 8, !dbg !679, !tbaa !671
  store i64 %21, ptr %2, align 8, !dbg !679, !tbaa !671
  %22 = getelementptr inbounds i8, ptr %19, i64 -8, !dbg !679
  %23 = load i8, ptr %22, align 8, !dbg !679, !tbaa !680
  br label %24, !dbg !681

24:                                               ; preds = %3, %17, %12, %4
  %25 = phi i8 [ %23, %17 ], [ %16, %12 ], [ %11, %4 ], [ 0, %3 ]
  %26 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !682
  store i8 %25, ptr %26, align 8, !dbg !682, !tbaa !671
  %27 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !683
  %28 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !684
  store ptr %27, ptr %28, align 8, !dbg !685, !tbaa !671
  ret void, !dbg !686
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !687 hidden ptr @luaS_newlstr(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaD_throw(ptr noundef %0, i32 noundef %1) local_unnamed_addr #3 !dbg !691 {
    #dbg_value(ptr %0, !695, !DIExpression(), !705)
    #dbg_value(i32 %1, !696, !DIExpression(), !705)
  %3 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !706
  %4 = load ptr, ptr %3, align 8, !dbg !706, !tbaa !707
  %5 = icmp eq ptr %4, null, !dbg !708
  br i1 %5, label %9, label %6, !dbg !709

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %4, i64 208, !dbg !710
  store volatile i32 %1, ptr %7, align 8, !dbg !712, !tbaa !713
  %8 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !715
  tail call void @_longjmp(ptr noundef nonnull %8, i32 noundef 1) #14, !dbg !715
  unreachable, !dbg !715

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !716
  %11 = load ptr, ptr %10, align 8, !dbg !716, !tbaa !658
    #dbg_value(ptr %11, !697, !DIExpression(), !717)
  %12 = tail call i32 @luaE_resetthread(ptr noundef nonnull %0, i32 noundef %1) #13, !dbg !718
    #dbg_value(i32 %12, !696, !DIExpression(), !705)
  %13 = getelementptr inbounds i8, ptr %11, i64 264, !dbg !719
  %14 = load ptr, ptr %13, align 8, !dbg !719, !tbaa !720
  %15 = getelementptr inbounds i8, ptr %14, i64 88, !dbg !721
  %16 = load ptr, ptr %15, align 8, !dbg !721, !tbaa !707
  %17 = icmp eq ptr %16, null, !dbg !722
  br i1 %17, label %30, label %18, !dbg !723

18:                                               ; preds = %9
  %19 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !724
  %20 = load ptr, ptr %19, align 8, !dbg !724, !tbaa !671
  %21 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !724
  store ptr %21, ptr %19, align 8, !dbg !724, !tbaa !671
    #dbg_value(ptr %20, !700, !DIExpression(), !725)
  %22 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !724
  %23 = load ptr, ptr %22, align 8, !dbg !724, !tbaa !671
  %24 = getelementptr inbounds i8, ptr %23, i64 -16, !dbg !724
    #dbg_value(ptr %24, !704, !DIExpression(), !725)
  %25 = load i64, ptr %24, align 8, !dbg !724, !tbaa !671
  store i64 %25, ptr %20, align 8, !dbg !724, !tbaa !671
  %26 = getelementptr inbounds i8, ptr %23, i64 -8, !dbg !724
  %27 = load i8, ptr %26, align 8, !dbg !724, !tbaa !680
  %28 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !724
  store i8 %27, ptr %28, align 8, !dbg !724, !tbaa !680
  %29 = load ptr, ptr %13, align 8, !dbg !726, !tbaa !720
  tail call void @luaD_throw(ptr noundef %29, i32 noundef %12) #15, !dbg !727
  unreachable, !dbg !727

30:                                               ; preds = %9
  %31 = getelementptr inbounds i8, ptr %11, i64 256, !dbg !728
  %32 = load ptr, ptr %31, align 8, !dbg !728, !tbaa !731
  %33 = icmp eq ptr %32, null, !dbg !732
  br i1 %33, label %36, label %34, !dbg !733

34:                                               ; preds = %30
  %35 = tail call i32 %32(ptr noundef nonnull %0) #13, !dbg !734
  br label %36, !dbg !736

36:                                               ; preds = %34, %30
  tail call void @abort() #14, !dbg !737
  unreachable, !dbg !737
}

; Function Attrs: noreturn nounwind
declare !dbg !738 void @_longjmp(ptr noundef, i32 noundef) local_unnamed_addr #4

declare !dbg !742 hidden i32 @luaE_resetthread(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !745 void @abort() local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define hidden i32 @luaD_rawrunprotected(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2) local_unnamed_addr #0 !dbg !749 {
  %4 = alloca %struct.lua_longjmp, align 8, !DIAssignID !763
    #dbg_assign(i1 undef, !762, !DIExpression(), !763, ptr %4, !DIExpression(), !764)
    #dbg_value(ptr %0, !758, !DIExpression(), !764)
    #dbg_value(ptr %1, !759, !DIExpression(), !764)
    #dbg_value(ptr %2, !760, !DIExpression(), !764)
  %5 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !765
  %6 = load i32, ptr %5, align 8, !dbg !765, !tbaa !766
    #dbg_value(i32 %6, !761, !DIExpression(), !764)
  call void @llvm.lifetime.start.p0(i64 216, ptr nonnull %4) #13, !dbg !767
  %7 = getelementptr inbounds i8, ptr %4, i64 208, !dbg !768
  store volatile i32 0, ptr %7, align 8, !dbg !769, !tbaa !713, !DIAssignID !770
    #dbg_assign(i32 0, !762, !DIExpression(DW_OP_LLVM_fragment, 1664, 32), !770, ptr %7, !DIExpression(), !764)
  %8 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !771
  %9 = load ptr, ptr %8, align 8, !dbg !771, !tbaa !707
  store ptr %9, ptr %4, align 8, !dbg !772, !tbaa !773, !DIAssignID !774
    #dbg_assign(ptr %9, !762, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !774, ptr %4, !DIExpression(), !764)
  store ptr %4, ptr %8, align 8, !dbg !775, !tbaa !707
  %10 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !776
  %11 = call i32 @_setjmp(ptr noundef nonnull %10) #16, !dbg !776
  %12 = icmp eq i32 %11, 0, !dbg !776
  br i1 %12, label %13, label %14, !dbg !778

13:                                               ; preds = %3
  call void %1(ptr noundef nonnull %0, ptr noundef %2) #13, !dbg !779
  br label %14, !dbg !779

14:                                               ; preds = %13, %3
  %15 = load ptr, ptr %4, align 8, !dbg !781, !tbaa !773
  store ptr %15, ptr %8, align 8, !dbg !782, !tbaa !707
  store i32 %6, ptr %5, align 8, !dbg !783, !tbaa !766
  %16 = load volatile i32, ptr %7, align 8, !dbg !784, !tbaa !713
  call void @llvm.lifetime.end.p0(i64 216, ptr nonnull %4) #13, !dbg !785
  ret i32 %16, !dbg !786
}

; Function Attrs: nounwind returns_twice
declare !dbg !787 i32 @_setjmp(ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden range(i32 0, 2) i32 @luaD_reallocstack(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !790 {
    #dbg_value(ptr %0, !794, !DIExpression(), !801)
    #dbg_value(i32 %1, !795, !DIExpression(), !801)
    #dbg_value(i32 %2, !796, !DIExpression(), !801)
  %4 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !802
  %5 = load ptr, ptr %4, align 8, !dbg !802, !tbaa !671
  %6 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !802
  %7 = load ptr, ptr %6, align 8, !dbg !802, !tbaa !671
  %8 = ptrtoint ptr %5 to i64, !dbg !802
  %9 = ptrtoint ptr %7 to i64, !dbg !802
  %10 = sub i64 %8, %9, !dbg !802
  %11 = lshr exact i64 %10, 4, !dbg !802
  %12 = trunc i64 %11 to i32, !dbg !802
    #dbg_value(i32 %12, !797, !DIExpression(), !801)
  %13 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !803
  %14 = load ptr, ptr %13, align 8, !dbg !803, !tbaa !658
  %15 = getelementptr inbounds i8, ptr %14, i64 103, !dbg !804
  %16 = load i8, ptr %15, align 1, !dbg !804, !tbaa !805
    #dbg_value(i8 %16, !800, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !801)
    #dbg_value(ptr %0, !806, !DIExpression(), !813)
  %17 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !815
  %18 = load ptr, ptr %17, align 8, !dbg !815, !tbaa !671
  %19 = ptrtoint ptr %18 to i64, !dbg !815
  %20 = sub i64 %19, %9, !dbg !815
  store i64 %20, ptr %17, align 8, !dbg !816, !tbaa !671
  %21 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !817
  %22 = load ptr, ptr %21, align 8, !dbg !817, !tbaa !671
  %23 = ptrtoint ptr %22 to i64, !dbg !817
  %24 = sub i64 %23, %9, !dbg !817
  store i64 %24, ptr %21, align 8, !dbg !818, !tbaa !671
  %25 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !819
    #dbg_value(ptr poison, !812, !DIExpression(), !813)
  %26 = load ptr, ptr %25, align 8, !dbg !821, !tbaa !671
  %27 = icmp eq ptr %26, null, !dbg !822
  br i1 %27, label %39, label %28, !dbg !824

28:                                               ; preds = %3, %28
  %29 = phi ptr [ %37, %28 ], [ %26, %3 ]
  %30 = getelementptr inbounds i8, ptr %29, i64 16, !dbg !825
  %31 = load ptr, ptr %30, align 8, !dbg !825, !tbaa !671
  %32 = load ptr, ptr %6, align 8, !dbg !825, !tbaa !671
  %33 = ptrtoint ptr %31 to i64, !dbg !825
  %34 = ptrtoint ptr %32 to i64, !dbg !825
  %35 = sub i64 %33, %34, !dbg !825
  store i64 %35, ptr %30, align 8, !dbg !826, !tbaa !671
  %36 = getelementptr inbounds i8, ptr %29, i64 24, !dbg !827
    #dbg_value(ptr poison, !812, !DIExpression(), !813)
  %37 = load ptr, ptr %36, align 8, !dbg !821, !tbaa !671
    #dbg_value(ptr %37, !812, !DIExpression(), !813)
  %38 = icmp eq ptr %37, null, !dbg !822
  br i1 %38, label %39, label %28, !dbg !824, !llvm.loop !828

39:                                               ; preds = %28, %3
  %40 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !831
    #dbg_value(ptr poison, !811, !DIExpression(), !813)
  %41 = load ptr, ptr %40, align 8, !dbg !833, !tbaa !834
  %42 = icmp eq ptr %41, null, !dbg !835
  br i1 %42, label %59, label %43, !dbg !837

43:                                               ; preds = %39, %43
  %44 = phi ptr [ %57, %43 ], [ %41, %39 ]
  %45 = getelementptr inbounds i8, ptr %44, i64 8, !dbg !838
  %46 = load ptr, ptr %45, align 8, !dbg !838, !tbaa !671
  %47 = load ptr, ptr %6, align 8, !dbg !838, !tbaa !671
  %48 = ptrtoint ptr %46 to i64, !dbg !838
  %49 = ptrtoint ptr %47 to i64, !dbg !838
  %50 = sub i64 %48, %49, !dbg !838
  store i64 %50, ptr %45, align 8, !dbg !840, !tbaa !671
  %51 = load ptr, ptr %44, align 8, !dbg !841, !tbaa !671
  %52 = load ptr, ptr %6, align 8, !dbg !841, !tbaa !671
  %53 = ptrtoint ptr %51 to i64, !dbg !841
  %54 = ptrtoint ptr %52 to i64, !dbg !841
  %55 = sub i64 %53, %54, !dbg !841
  store i64 %55, ptr %44, align 8, !dbg !842, !tbaa !671
  %56 = getelementptr inbounds i8, ptr %44, i64 16, !dbg !843
    #dbg_value(ptr poison, !811, !DIExpression(), !813)
  %57 = load ptr, ptr %56, align 8, !dbg !833, !tbaa !834
    #dbg_value(ptr %57, !811, !DIExpression(), !813)
  %58 = icmp eq ptr %57, null, !dbg !835
  br i1 %58, label %59, label %43, !dbg !837, !llvm.loop !844

59:                                               ; preds = %43, %39
  %60 = load ptr, ptr %13, align 8, !dbg !846, !tbaa !658
  %61 = getelementptr inbounds i8, ptr %60, i64 103, !dbg !847
  store i8 1, ptr %61, align 1, !dbg !848, !tbaa !805
  %62 = load ptr, ptr %6, align 8, !dbg !849, !tbaa !671
  %63 = shl i64 %10, 28, !dbg !849
  %64 = add i64 %63, 21474836480, !dbg !849
  %65 = ashr i64 %64, 32, !dbg !849
  %66 = shl nsw i64 %65, 4, !dbg !849
  %67 = add nsw i32 %1, 5, !dbg !849
  %68 = sext i32 %67 to i64, !dbg !849
  %69 = shl nsw i64 %68, 4, !dbg !849
  %70 = tail call ptr @luaM_realloc_(ptr noundef nonnull %0, ptr noundef %62, i64 noundef %66, i64 noundef %69) #13, !dbg !849
    #dbg_value(ptr %70, !799, !DIExpression(), !801)
  %71 = load ptr, ptr %13, align 8, !dbg !850, !tbaa !658
  %72 = getelementptr inbounds i8, ptr %71, i64 103, !dbg !851
  store i8 %16, ptr %72, align 1, !dbg !852, !tbaa !805
  %73 = icmp eq ptr %70, null, !dbg !853
  br i1 %73, label %74, label %77, !dbg !855, !prof !856

74:                                               ; preds = %59
  tail call fastcc void @correctstack(ptr noundef nonnull %0), !dbg !857
  %75 = icmp eq i32 %2, 0, !dbg !859
  br i1 %75, label %125, label %76, !dbg !861

76:                                               ; preds = %74
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 4) #15, !dbg !862
  unreachable, !dbg !862

77:                                               ; preds = %59
  store ptr %70, ptr %6, align 8, !dbg !863, !tbaa !671
    #dbg_value(ptr %0, !864, !DIExpression(), !869)
  %78 = load i64, ptr %17, align 8, !dbg !871, !tbaa !671
  %79 = getelementptr inbounds i8, ptr %70, i64 %78, !dbg !871
  store ptr %79, ptr %17, align 8, !dbg !872, !tbaa !671
  %80 = load i64, ptr %21, align 8, !dbg !873, !tbaa !671
  %81 = getelementptr inbounds i8, ptr %70, i64 %80, !dbg !873
  store ptr %81, ptr %21, align 8, !dbg !874, !tbaa !671
    #dbg_value(ptr poison, !868, !DIExpression(), !869)
  %82 = load ptr, ptr %25, align 8, !dbg !875, !tbaa !671
  %83 = icmp eq ptr %82, null, !dbg !877
  br i1 %83, label %93, label %84, !dbg !879

84:                                               ; preds = %77, %84
  %85 = phi ptr [ %91, %84 ], [ %82, %77 ]
  %86 = load ptr, ptr %6, align 8, !dbg !880, !tbaa !671
  %87 = getelementptr inbounds i8, ptr %85, i64 16, !dbg !880
  %88 = load i64, ptr %87, align 8, !dbg !880, !tbaa !671
  %89 = getelementptr inbounds i8, ptr %86, i64 %88, !dbg !880
  store ptr %89, ptr %87, align 8, !dbg !881, !tbaa !671
  %90 = getelementptr inbounds i8, ptr %85, i64 24, !dbg !882
    #dbg_value(ptr poison, !868, !DIExpression(), !869)
  %91 = load ptr, ptr %90, align 8, !dbg !875, !tbaa !671
    #dbg_value(ptr %91, !868, !DIExpression(), !869)
  %92 = icmp eq ptr %91, null, !dbg !877
  br i1 %92, label %93, label %84, !dbg !879, !llvm.loop !883

93:                                               ; preds = %84, %77
    #dbg_value(ptr poison, !867, !DIExpression(), !869)
  %94 = load ptr, ptr %40, align 8, !dbg !885, !tbaa !834
  %95 = icmp eq ptr %94, null, !dbg !887
  br i1 %95, label %115, label %96, !dbg !889

96:                                               ; preds = %93, %111
  %97 = phi ptr [ %113, %111 ], [ %94, %93 ]
  %98 = load ptr, ptr %6, align 8, !dbg !890, !tbaa !671
  %99 = getelementptr inbounds i8, ptr %97, i64 8, !dbg !890
  %100 = load i64, ptr %99, align 8, !dbg !890, !tbaa !671
  %101 = getelementptr inbounds i8, ptr %98, i64 %100, !dbg !890
  store ptr %101, ptr %99, align 8, !dbg !892, !tbaa !671
  %102 = load ptr, ptr %6, align 8, !dbg !893, !tbaa !671
  %103 = load i64, ptr %97, align 8, !dbg !893, !tbaa !671
  %104 = getelementptr inbounds i8, ptr %102, i64 %103, !dbg !893
  store ptr %104, ptr %97, align 8, !dbg !894, !tbaa !671
  %105 = getelementptr inbounds i8, ptr %97, i64 62, !dbg !895
  %106 = load i16, ptr %105, align 2, !dbg !895, !tbaa !897
  %107 = and i16 %106, 2, !dbg !895
  %108 = icmp eq i16 %107, 0, !dbg !895
  br i1 %108, label %109, label %111, !dbg !898

109:                                              ; preds = %96
  %110 = getelementptr inbounds i8, ptr %97, i64 40, !dbg !899
  store volatile i32 1, ptr %110, align 8, !dbg !900, !tbaa !671
  br label %111, !dbg !901

111:                                              ; preds = %109, %96
  %112 = getelementptr inbounds i8, ptr %97, i64 16, !dbg !902
    #dbg_value(ptr poison, !867, !DIExpression(), !869)
  %113 = load ptr, ptr %112, align 8, !dbg !885, !tbaa !834
    #dbg_value(ptr %113, !867, !DIExpression(), !869)
  %114 = icmp eq ptr %113, null, !dbg !887
  br i1 %114, label %115, label %96, !dbg !889, !llvm.loop !903

115:                                              ; preds = %111, %93
  %116 = load ptr, ptr %6, align 8, !dbg !905, !tbaa !671
  %117 = sext i32 %1 to i64, !dbg !906
  %118 = getelementptr inbounds %union.StackValue, ptr %116, i64 %117, !dbg !906
  store ptr %118, ptr %4, align 8, !dbg !907, !tbaa !671
    #dbg_value(i32 %12, !798, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !801)
  %119 = icmp slt i32 %12, %1, !dbg !908
  br i1 %119, label %120, label %125, !dbg !911

120:                                              ; preds = %115, %120
  %121 = phi i64 [ %123, %120 ], [ %65, %115 ]
    #dbg_value(i64 %121, !798, !DIExpression(), !801)
  %122 = getelementptr inbounds %union.StackValue, ptr %70, i64 %121, i32 0, i32 1, !dbg !912
  store i8 0, ptr %122, align 8, !dbg !912, !tbaa !671
  %123 = add nsw i64 %121, 1, !dbg !913
    #dbg_value(i64 %123, !798, !DIExpression(), !801)
  %124 = icmp slt i64 %123, %68, !dbg !908
  br i1 %124, label %120, label %125, !dbg !911, !llvm.loop !914

125:                                              ; preds = %120, %115, %74
  %126 = phi i32 [ 0, %74 ], [ 1, %115 ], [ 1, %120 ], !dbg !801
  ret i32 %126, !dbg !916
}

declare !dbg !917 hidden ptr @luaM_realloc_(ptr noundef, ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind uwtable
define internal fastcc void @correctstack(ptr nocapture noundef %0) unnamed_addr #6 !dbg !865 {
    #dbg_value(ptr %0, !864, !DIExpression(), !921)
  %2 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !922
  %3 = load ptr, ptr %2, align 8, !dbg !922, !tbaa !671
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !922
  %5 = load i64, ptr %4, align 8, !dbg !922, !tbaa !671
  %6 = getelementptr inbounds i8, ptr %3, i64 %5, !dbg !922
  store ptr %6, ptr %4, align 8, !dbg !923, !tbaa !671
  %7 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !924
  %8 = load i64, ptr %7, align 8, !dbg !924, !tbaa !671
  %9 = getelementptr inbounds i8, ptr %3, i64 %8, !dbg !924
  store ptr %9, ptr %7, align 8, !dbg !925, !tbaa !671
  %10 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !926
    #dbg_value(ptr poison, !868, !DIExpression(), !921)
  %11 = load ptr, ptr %10, align 8, !dbg !927, !tbaa !671
  %12 = icmp eq ptr %11, null, !dbg !928
  br i1 %12, label %22, label %13, !dbg !929

13:                                               ; preds = %1, %13
  %14 = phi ptr [ %20, %13 ], [ %11, %1 ]
  %15 = load ptr, ptr %2, align 8, !dbg !930, !tbaa !671
  %16 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !930
  %17 = load i64, ptr %16, align 8, !dbg !930, !tbaa !671
  %18 = getelementptr inbounds i8, ptr %15, i64 %17, !dbg !930
  store ptr %18, ptr %16, align 8, !dbg !931, !tbaa !671
  %19 = getelementptr inbounds i8, ptr %14, i64 24, !dbg !932
    #dbg_value(ptr poison, !868, !DIExpression(), !921)
  %20 = load ptr, ptr %19, align 8, !dbg !927, !tbaa !671
    #dbg_value(ptr %20, !868, !DIExpression(), !921)
  %21 = icmp eq ptr %20, null, !dbg !928
  br i1 %21, label %22, label %13, !dbg !929, !llvm.loop !933

22:                                               ; preds = %13, %1
  %23 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !935
    #dbg_value(ptr poison, !867, !DIExpression(), !921)
  %24 = load ptr, ptr %23, align 8, !dbg !936, !tbaa !834
  %25 = icmp eq ptr %24, null, !dbg !937
  br i1 %25, label %45, label %26, !dbg !938

26:                                               ; preds = %22, %41
  %27 = phi ptr [ %43, %41 ], [ %24, %22 ]
  %28 = load ptr, ptr %2, align 8, !dbg !939, !tbaa !671
  %29 = getelementptr inbounds i8, ptr %27, i64 8, !dbg !939
  %30 = load i64, ptr %29, align 8, !dbg !939, !tbaa !671
  %31 = getelementptr inbounds i8, ptr %28, i64 %30, !dbg !939
  store ptr %31, ptr %29, align 8, !dbg !940, !tbaa !671
  %32 = load ptr, ptr %2, align 8, !dbg !941, !tbaa !671
  %33 = load i64, ptr %27, align 8, !dbg !941, !tbaa !671
  %34 = getelementptr inbounds i8, ptr %32, i64 %33, !dbg !941
  store ptr %34, ptr %27, align 8, !dbg !942, !tbaa !671
  %35 = getelementptr inbounds i8, ptr %27, i64 62, !dbg !943
  %36 = load i16, ptr %35, align 2, !dbg !943, !tbaa !897
  %37 = and i16 %36, 2, !dbg !943
  %38 = icmp eq i16 %37, 0, !dbg !943
  br i1 %38, label %39, label %41, !dbg !944

39:                                               ; preds = %26
  %40 = getelementptr inbounds i8, ptr %27, i64 40, !dbg !945
  store volatile i32 1, ptr %40, align 8, !dbg !946, !tbaa !671
  br label %41, !dbg !947

41:                                               ; preds = %26, %39
  %42 = getelementptr inbounds i8, ptr %27, i64 16, !dbg !948
    #dbg_value(ptr poison, !867, !DIExpression(), !921)
  %43 = load ptr, ptr %42, align 8, !dbg !936, !tbaa !834
    #dbg_value(ptr %43, !867, !DIExpression(), !921)
  %44 = icmp eq ptr %43, null, !dbg !937
  br i1 %44, label %45, label %26, !dbg !938, !llvm.loop !949

45:                                               ; preds = %41, %22
  ret void, !dbg !951
}

; Function Attrs: nounwind uwtable
define hidden i32 @luaD_growstack(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !952 {
    #dbg_value(ptr %0, !954, !DIExpression(), !963)
    #dbg_value(i32 %1, !955, !DIExpression(), !963)
    #dbg_value(i32 %2, !956, !DIExpression(), !963)
  %4 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !964
  %5 = load ptr, ptr %4, align 8, !dbg !964, !tbaa !671
  %6 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !964
  %7 = load ptr, ptr %6, align 8, !dbg !964, !tbaa !671
  %8 = ptrtoint ptr %5 to i64, !dbg !964
  %9 = ptrtoint ptr %7 to i64, !dbg !964
  %10 = sub i64 %8, %9, !dbg !964
  %11 = lshr exact i64 %10, 4, !dbg !964
  %12 = trunc i64 %11 to i32, !dbg !964
    #dbg_value(i32 %12, !957, !DIExpression(), !963)
  %13 = icmp sgt i32 %12, 1000000, !dbg !965
  br i1 %13, label %14, label %17, !dbg !966, !prof !856

14:                                               ; preds = %3
  %15 = icmp eq i32 %2, 0, !dbg !967
  br i1 %15, label %37, label %16, !dbg !970

16:                                               ; preds = %14
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 5) #15, !dbg !971
  unreachable, !dbg !971

17:                                               ; preds = %3
  %18 = icmp slt i32 %1, 1000000, !dbg !972
  br i1 %18, label %19, label %33, !dbg !973

19:                                               ; preds = %17
    #dbg_value(i32 %12, !958, !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value), !974)
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !975
  %21 = load ptr, ptr %20, align 8, !dbg !975, !tbaa !671
  %22 = ptrtoint ptr %21 to i64, !dbg !975
  %23 = sub i64 %22, %9, !dbg !975
  %24 = lshr exact i64 %23, 4, !dbg !975
  %25 = trunc i64 %24 to i32, !dbg !975
  %26 = add nsw i32 %25, %1, !dbg !976
    #dbg_value(i32 %26, !962, !DIExpression(), !974)
    #dbg_value(i32 poison, !958, !DIExpression(), !974)
    #dbg_value(i32 poison, !958, !DIExpression(), !974)
  %27 = icmp sgt i32 %26, 1000000, !dbg !977
  br i1 %27, label %33, label %28, !dbg !979, !prof !856

28:                                               ; preds = %19
  %29 = shl nsw i32 %12, 1, !dbg !980
    #dbg_value(i32 %29, !958, !DIExpression(), !974)
  %30 = tail call i32 @llvm.smin.i32(i32 %29, i32 1000000), !dbg !981
    #dbg_value(i32 %30, !958, !DIExpression(), !974)
  %31 = tail call i32 @llvm.smax.i32(i32 %30, i32 %26), !dbg !982
    #dbg_value(i32 %31, !958, !DIExpression(), !974)
  %32 = tail call i32 @luaD_reallocstack(ptr noundef nonnull %0, i32 noundef %31, i32 noundef %2), !dbg !983
  br label %37

33:                                               ; preds = %19, %17
  %34 = tail call i32 @luaD_reallocstack(ptr noundef nonnull %0, i32 noundef 1000200, i32 noundef %2), !dbg !984
  %35 = icmp eq i32 %2, 0, !dbg !985
  br i1 %35, label %37, label %36, !dbg !987

36:                                               ; preds = %33
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.1) #14, !dbg !988
  unreachable, !dbg !988

37:                                               ; preds = %28, %33, %14
  %38 = phi i32 [ %32, %28 ], [ 0, %14 ], [ 0, %33 ], !dbg !963
  ret i32 %38, !dbg !989
}

; Function Attrs: noreturn
declare !dbg !990 hidden void @luaG_runerror(ptr noundef, ptr noundef, ...) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define hidden void @luaD_shrinkstack(ptr noundef %0) local_unnamed_addr #0 !dbg !994 {
    #dbg_value(ptr %0, !996, !DIExpression(), !1002)
    #dbg_value(ptr %0, !1003, !DIExpression(), !1009)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1011
  %3 = load ptr, ptr %2, align 8, !dbg !1012, !tbaa !671
    #dbg_value(ptr %3, !1008, !DIExpression(), !1009)
  %4 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1013
    #dbg_value(ptr poison, !1006, !DIExpression(), !1009)
  %5 = load ptr, ptr %4, align 8, !dbg !1015, !tbaa !834
  %6 = icmp eq ptr %5, null, !dbg !1016
  br i1 %6, label %17, label %7, !dbg !1018

7:                                                ; preds = %1, %7
  %8 = phi ptr [ %15, %7 ], [ %5, %1 ]
  %9 = phi ptr [ %13, %7 ], [ %3, %1 ]
    #dbg_value(ptr %9, !1008, !DIExpression(), !1009)
  %10 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !1019
  %11 = load ptr, ptr %10, align 8, !dbg !1022, !tbaa !671
  %12 = icmp ult ptr %9, %11, !dbg !1023
  %13 = select i1 %12, ptr %11, ptr %9, !dbg !1024
    #dbg_value(ptr %13, !1008, !DIExpression(), !1009)
  %14 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !1025
    #dbg_value(ptr poison, !1006, !DIExpression(), !1009)
  %15 = load ptr, ptr %14, align 8, !dbg !1015, !tbaa !834
    #dbg_value(ptr %15, !1006, !DIExpression(), !1009)
  %16 = icmp eq ptr %15, null, !dbg !1016
  br i1 %16, label %17, label %7, !dbg !1018, !llvm.loop !1026

17:                                               ; preds = %7, %1
  %18 = phi ptr [ %3, %1 ], [ %13, %7 ], !dbg !1009
  %19 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1028
  %20 = load ptr, ptr %19, align 8, !dbg !1028, !tbaa !671
  %21 = ptrtoint ptr %18 to i64, !dbg !1028
  %22 = ptrtoint ptr %20 to i64, !dbg !1028
  %23 = sub i64 %21, %22, !dbg !1028
  %24 = lshr exact i64 %23, 4, !dbg !1028
  %25 = trunc i64 %24 to i32, !dbg !1028
    #dbg_value(i32 %25, !1007, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1009)
  %26 = tail call i32 @llvm.smax.i32(i32 %25, i32 19), !dbg !1029
  %27 = add nuw nsw i32 %26, 1, !dbg !1029
    #dbg_value(i32 %27, !1007, !DIExpression(), !1009)
    #dbg_value(i32 %27, !997, !DIExpression(), !1002)
    #dbg_value(i32 poison, !998, !DIExpression(), !1002)
  %28 = icmp slt i32 %25, 1000000, !dbg !1030
  br i1 %28, label %29, label %45, !dbg !1031

29:                                               ; preds = %17
  %30 = icmp sgt i32 %25, 333332, !dbg !1032
  %31 = mul nuw nsw i32 %27, 3, !dbg !1033
  %32 = select i1 %30, i32 1000000, i32 %31, !dbg !1033
    #dbg_value(i32 %32, !998, !DIExpression(), !1002)
  %33 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1034
  %34 = load ptr, ptr %33, align 8, !dbg !1034, !tbaa !671
  %35 = ptrtoint ptr %34 to i64, !dbg !1034
  %36 = sub i64 %35, %22, !dbg !1034
  %37 = lshr exact i64 %36, 4, !dbg !1034
  %38 = trunc i64 %37 to i32, !dbg !1034
  %39 = icmp slt i32 %32, %38, !dbg !1035
  br i1 %39, label %40, label %45, !dbg !1036

40:                                               ; preds = %29
  %41 = icmp sgt i32 %25, 499999, !dbg !1037
  %42 = shl nuw nsw i32 %27, 1, !dbg !1038
  %43 = select i1 %41, i32 1000000, i32 %42, !dbg !1038
    #dbg_value(i32 %43, !999, !DIExpression(), !1039)
  %44 = tail call i32 @luaD_reallocstack(ptr noundef nonnull %0, i32 noundef %43, i32 noundef 0), !dbg !1040
  br label %45, !dbg !1041

45:                                               ; preds = %17, %29, %40
  tail call void @luaE_shrinkCI(ptr noundef nonnull %0) #13, !dbg !1042
  ret void, !dbg !1043
}

declare !dbg !1044 hidden void @luaE_shrinkCI(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define hidden void @luaD_inctop(ptr noundef %0) local_unnamed_addr #0 !dbg !1045 {
    #dbg_value(ptr %0, !1047, !DIExpression(), !1048)
  %2 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1049
  %3 = load ptr, ptr %2, align 8, !dbg !1049, !tbaa !671
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1049
  %5 = load ptr, ptr %4, align 8, !dbg !1049, !tbaa !671
  %6 = ptrtoint ptr %3 to i64, !dbg !1049
  %7 = ptrtoint ptr %5 to i64, !dbg !1049
  %8 = sub i64 %6, %7, !dbg !1049
  %9 = icmp slt i64 %8, 17, !dbg !1049
  br i1 %9, label %10, label %13, !dbg !1051, !prof !856

10:                                               ; preds = %1
  %11 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef 1, i32 noundef 1), !dbg !1052
  %12 = load ptr, ptr %4, align 8, !dbg !1054, !tbaa !671
  br label %13, !dbg !1052

13:                                               ; preds = %1, %10
  %14 = phi ptr [ %5, %1 ], [ %12, %10 ], !dbg !1054
  %15 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !1054
  store ptr %15, ptr %4, align 8, !dbg !1054, !tbaa !671
  ret void, !dbg !1055
}

; Function Attrs: nounwind uwtable
define hidden void @luaD_hook(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !1056 {
  %6 = alloca %struct.lua_Debug, align 8, !DIAssignID !1073
    #dbg_assign(i1 undef, !1072, !DIExpression(), !1073, ptr %6, !DIExpression(), !1074)
    #dbg_value(ptr %0, !1060, !DIExpression(), !1075)
    #dbg_value(i32 %1, !1061, !DIExpression(), !1075)
    #dbg_value(i32 %2, !1062, !DIExpression(), !1075)
    #dbg_value(i32 %3, !1063, !DIExpression(), !1075)
    #dbg_value(i32 %4, !1064, !DIExpression(), !1075)
  %7 = getelementptr inbounds i8, ptr %0, i64 160, !dbg !1076
  %8 = load volatile ptr, ptr %7, align 8, !dbg !1076, !tbaa !1077
    #dbg_value(ptr %8, !1065, !DIExpression(), !1075)
  %9 = icmp eq ptr %8, null, !dbg !1078
  br i1 %9, label %74, label %10, !dbg !1079

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !1080
  %12 = load i8, ptr %11, align 1, !dbg !1080, !tbaa !1081
  %13 = icmp eq i8 %12, 0, !dbg !1082
  br i1 %13, label %74, label %14, !dbg !1083

14:                                               ; preds = %10
    #dbg_value(i32 8, !1066, !DIExpression(), !1074)
  %15 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1084
  %16 = load ptr, ptr %15, align 8, !dbg !1084, !tbaa !1085
    #dbg_value(ptr %16, !1069, !DIExpression(), !1074)
  %17 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1086
  %18 = load ptr, ptr %17, align 8, !dbg !1086, !tbaa !671
  %19 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1086
  %20 = load ptr, ptr %19, align 8, !dbg !1086, !tbaa !671
  %21 = ptrtoint ptr %18 to i64, !dbg !1086
  %22 = ptrtoint ptr %20 to i64, !dbg !1086
  %23 = sub i64 %21, %22, !dbg !1086
    #dbg_value(i64 %23, !1070, !DIExpression(), !1074)
  %24 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !1087
  %25 = load ptr, ptr %24, align 8, !dbg !1087, !tbaa !671
  %26 = ptrtoint ptr %25 to i64, !dbg !1087
  %27 = sub i64 %26, %22, !dbg !1087
    #dbg_value(i64 %27, !1071, !DIExpression(), !1074)
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %6) #13, !dbg !1088
  store i32 %1, ptr %6, align 8, !dbg !1089, !tbaa !1090, !DIAssignID !1092
    #dbg_assign(i32 %1, !1072, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1092, ptr %6, !DIExpression(), !1074)
  %28 = getelementptr inbounds i8, ptr %6, i64 48, !dbg !1093
  store i32 %2, ptr %28, align 8, !dbg !1094, !tbaa !1095, !DIAssignID !1096
    #dbg_assign(i32 %2, !1072, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !1096, ptr %28, !DIExpression(), !1074)
  %29 = getelementptr inbounds i8, ptr %6, i64 128, !dbg !1097
  store ptr %16, ptr %29, align 8, !dbg !1098, !tbaa !1099, !DIAssignID !1100
    #dbg_assign(ptr %16, !1072, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !1100, ptr %29, !DIExpression(), !1074)
  %30 = icmp eq i32 %4, 0, !dbg !1101
  br i1 %30, label %37, label %31, !dbg !1103

31:                                               ; preds = %14
    #dbg_value(i32 264, !1066, !DIExpression(), !1074)
  %32 = trunc i32 %3 to i16, !dbg !1104
  %33 = getelementptr inbounds i8, ptr %16, i64 56, !dbg !1106
  store i16 %32, ptr %33, align 8, !dbg !1107, !tbaa !671
  %34 = trunc i32 %4 to i16, !dbg !1108
  %35 = getelementptr inbounds i8, ptr %16, i64 58, !dbg !1109
  store i16 %34, ptr %35, align 2, !dbg !1110, !tbaa !671
  %36 = load ptr, ptr %17, align 8, !dbg !1111, !tbaa !671
  br label %37, !dbg !1113

37:                                               ; preds = %31, %14
  %38 = phi ptr [ %36, %31 ], [ %18, %14 ], !dbg !1111
  %39 = phi i16 [ 264, %31 ], [ 8, %14 ], !dbg !1074
    #dbg_value(i16 %39, !1066, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1074)
  %40 = getelementptr inbounds i8, ptr %16, i64 62, !dbg !1114
  %41 = load i16, ptr %40, align 2, !dbg !1114, !tbaa !897
  %42 = and i16 %41, 2, !dbg !1114
  %43 = icmp eq i16 %42, 0, !dbg !1114
  %44 = icmp ult ptr %38, %25
  %45 = select i1 %43, i1 %44, i1 false, !dbg !1116
  br i1 %45, label %46, label %47, !dbg !1116

46:                                               ; preds = %37
  store ptr %25, ptr %17, align 8, !dbg !1117, !tbaa !671
  br label %47, !dbg !1118

47:                                               ; preds = %46, %37
  %48 = phi ptr [ %25, %46 ], [ %38, %37 ], !dbg !1111
  %49 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1111
  %50 = load ptr, ptr %49, align 8, !dbg !1111, !tbaa !671
  %51 = ptrtoint ptr %50 to i64, !dbg !1111
  %52 = ptrtoint ptr %48 to i64, !dbg !1111
  %53 = sub i64 %51, %52, !dbg !1111
  %54 = icmp slt i64 %53, 336, !dbg !1111
  br i1 %54, label %55, label %58, !dbg !1119, !prof !856

55:                                               ; preds = %47
  %56 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef 20, i32 noundef 1), !dbg !1120
  %57 = load ptr, ptr %17, align 8, !dbg !1122, !tbaa !671
  br label %58, !dbg !1120

58:                                               ; preds = %47, %55
  %59 = phi ptr [ %48, %47 ], [ %57, %55 ], !dbg !1122
  %60 = load ptr, ptr %24, align 8, !dbg !1124, !tbaa !671
  %61 = getelementptr inbounds i8, ptr %59, i64 320, !dbg !1125
  %62 = icmp ult ptr %60, %61, !dbg !1126
  br i1 %62, label %63, label %64, !dbg !1127

63:                                               ; preds = %58
  store ptr %61, ptr %24, align 8, !dbg !1128, !tbaa !671
  br label %64, !dbg !1129

64:                                               ; preds = %63, %58
  store i8 0, ptr %11, align 1, !dbg !1130, !tbaa !1081
  %65 = load i16, ptr %40, align 2, !dbg !1131, !tbaa !897
  %66 = or i16 %65, %39, !dbg !1131
  store i16 %66, ptr %40, align 2, !dbg !1131, !tbaa !897
  call void %8(ptr noundef nonnull %0, ptr noundef nonnull %6) #13, !dbg !1132
  store i8 1, ptr %11, align 1, !dbg !1133, !tbaa !1081
  %67 = load ptr, ptr %19, align 8, !dbg !1134, !tbaa !671
  %68 = getelementptr inbounds i8, ptr %67, i64 %27, !dbg !1134
  store ptr %68, ptr %24, align 8, !dbg !1135, !tbaa !671
  %69 = load ptr, ptr %19, align 8, !dbg !1136, !tbaa !671
  %70 = getelementptr inbounds i8, ptr %69, i64 %23, !dbg !1136
  store ptr %70, ptr %17, align 8, !dbg !1137, !tbaa !671
  %71 = load i16, ptr %40, align 2, !dbg !1138, !tbaa !897
  %72 = xor i16 %39, -1, !dbg !1138
  %73 = and i16 %71, %72, !dbg !1138
  store i16 %73, ptr %40, align 2, !dbg !1138, !tbaa !897
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %6) #13, !dbg !1139
  br label %74, !dbg !1140

74:                                               ; preds = %64, %10, %5
  ret void, !dbg !1141
}

; Function Attrs: nounwind uwtable
define hidden void @luaD_hookcall(ptr noundef %0, ptr nocapture noundef %1) local_unnamed_addr #0 !dbg !1142 {
    #dbg_value(ptr %0, !1146, !DIExpression(), !1154)
    #dbg_value(ptr %1, !1147, !DIExpression(), !1154)
  %3 = getelementptr inbounds i8, ptr %0, i64 180, !dbg !1155
  store i32 0, ptr %3, align 4, !dbg !1156, !tbaa !1157
  %4 = getelementptr inbounds i8, ptr %0, i64 192, !dbg !1158
  %5 = load volatile i32, ptr %4, align 8, !dbg !1158, !tbaa !1159
  %6 = and i32 %5, 1, !dbg !1160
  %7 = icmp eq i32 %6, 0, !dbg !1160
  br i1 %7, label %26, label %8, !dbg !1161

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %1, i64 62, !dbg !1162
  %10 = load i16, ptr %9, align 2, !dbg !1162, !tbaa !897
  %11 = lshr i16 %10, 3, !dbg !1163
  %12 = and i16 %11, 4, !dbg !1163
  %13 = zext nneg i16 %12 to i32, !dbg !1163
    #dbg_value(i32 %13, !1148, !DIExpression(), !1164)
  %14 = load ptr, ptr %1, align 8, !dbg !1165, !tbaa !671
  %15 = load ptr, ptr %14, align 8, !dbg !1165, !tbaa !671
  %16 = getelementptr inbounds i8, ptr %15, i64 24, !dbg !1166
  %17 = load ptr, ptr %16, align 8, !dbg !1166, !tbaa !671
    #dbg_value(ptr %17, !1151, !DIExpression(), !1164)
  %18 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !1167
  %19 = load ptr, ptr %18, align 8, !dbg !1168, !tbaa !671
  %20 = getelementptr inbounds i8, ptr %19, i64 4, !dbg !1168
  store ptr %20, ptr %18, align 8, !dbg !1168, !tbaa !671
  %21 = getelementptr inbounds i8, ptr %17, i64 10, !dbg !1169
  %22 = load i8, ptr %21, align 2, !dbg !1169, !tbaa !1170
  %23 = zext i8 %22 to i32, !dbg !1172
  tail call void @luaD_hook(ptr noundef nonnull %0, i32 noundef %13, i32 noundef -1, i32 noundef 1, i32 noundef %23), !dbg !1173
  %24 = load ptr, ptr %18, align 8, !dbg !1174, !tbaa !671
  %25 = getelementptr inbounds i8, ptr %24, i64 -4, !dbg !1174
  store ptr %25, ptr %18, align 8, !dbg !1174, !tbaa !671
  br label %26, !dbg !1175

26:                                               ; preds = %8, %2
  ret void, !dbg !1176
}

; Function Attrs: nounwind uwtable
define hidden void @luaD_poscall(ptr noundef %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !1177 {
    #dbg_value(ptr %0, !1181, !DIExpression(), !1185)
    #dbg_value(ptr %1, !1182, !DIExpression(), !1185)
    #dbg_value(i32 %2, !1183, !DIExpression(), !1185)
  %4 = getelementptr inbounds i8, ptr %1, i64 60, !dbg !1186
  %5 = load i16, ptr %4, align 4, !dbg !1186, !tbaa !1187
    #dbg_value(i16 %5, !1184, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1185)
  %6 = getelementptr inbounds i8, ptr %0, i64 192, !dbg !1188
  %7 = load volatile i32, ptr %6, align 8, !dbg !1188, !tbaa !1159
  %8 = icmp ne i32 %7, 0, !dbg !1188
  %9 = icmp sgt i16 %5, -2, !dbg !1188
  %10 = select i1 %8, i1 %9, i1 false, !dbg !1188
  br i1 %10, label %11, label %12, !dbg !1190, !prof !856

11:                                               ; preds = %3
  tail call fastcc void @rethook(ptr noundef nonnull %0, ptr noundef nonnull %1, i32 noundef %2), !dbg !1191
  br label %12, !dbg !1191

12:                                               ; preds = %11, %3
  %13 = sext i16 %5 to i32, !dbg !1192
    #dbg_value(i32 %13, !1184, !DIExpression(), !1185)
  %14 = load ptr, ptr %1, align 8, !dbg !1193, !tbaa !671
    #dbg_value(ptr %0, !1194, !DIExpression(), !1219)
    #dbg_value(ptr %14, !1199, !DIExpression(), !1219)
    #dbg_value(i32 %2, !1200, !DIExpression(), !1219)
    #dbg_value(i32 %13, !1201, !DIExpression(), !1219)
  switch i16 %5, label %33 [
    i16 0, label %15
    i16 1, label %17
    i16 -1, label %62
  ], !dbg !1221

15:                                               ; preds = %12
  %16 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1222
  store ptr %14, ptr %16, align 8, !dbg !1223, !tbaa !671
  br label %141, !dbg !1224

17:                                               ; preds = %12
  %18 = icmp eq i32 %2, 0, !dbg !1225
  br i1 %18, label %28, label %19, !dbg !1226

19:                                               ; preds = %17
    #dbg_value(ptr %14, !1204, !DIExpression(), !1227)
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1228
  %21 = load ptr, ptr %20, align 8, !dbg !1228, !tbaa !671
  %22 = sext i32 %2 to i64, !dbg !1228
  %23 = sub nsw i64 0, %22, !dbg !1228
  %24 = getelementptr inbounds %union.StackValue, ptr %21, i64 %23, !dbg !1228
    #dbg_value(ptr %24, !1208, !DIExpression(), !1227)
  %25 = load i64, ptr %24, align 8, !dbg !1228, !tbaa !671
  store i64 %25, ptr %14, align 8, !dbg !1228, !tbaa !671
  %26 = getelementptr inbounds i8, ptr %24, i64 8, !dbg !1228
  %27 = load i8, ptr %26, align 8, !dbg !1228, !tbaa !680
  br label %28

28:                                               ; preds = %19, %17
  %29 = phi i8 [ %27, %19 ], [ 0, %17 ], !dbg !1229
  %30 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !1229
  store i8 %29, ptr %30, align 8, !dbg !1229
  %31 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !1230
  %32 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1231
  store ptr %31, ptr %32, align 8, !dbg !1232, !tbaa !671
  br label %141, !dbg !1233

33:                                               ; preds = %12
  %34 = icmp slt i16 %5, -1, !dbg !1234
  br i1 %34, label %35, label %62, !dbg !1235

35:                                               ; preds = %33
  %36 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1236
  %37 = load ptr, ptr %36, align 8, !dbg !1236, !tbaa !1085
  %38 = getelementptr inbounds i8, ptr %37, i64 62, !dbg !1237
  %39 = load i16, ptr %38, align 2, !dbg !1238, !tbaa !897
  %40 = or i16 %39, 512, !dbg !1238
  store i16 %40, ptr %38, align 2, !dbg !1238, !tbaa !897
  %41 = getelementptr inbounds i8, ptr %37, i64 56, !dbg !1239
  store i32 %2, ptr %41, align 8, !dbg !1240, !tbaa !671
  %42 = tail call ptr @luaF_close(ptr noundef nonnull %0, ptr noundef %14, i32 noundef -1, i32 noundef 1) #13, !dbg !1241
    #dbg_value(ptr %42, !1199, !DIExpression(), !1219)
  %43 = load ptr, ptr %36, align 8, !dbg !1242, !tbaa !1085
  %44 = getelementptr inbounds i8, ptr %43, i64 62, !dbg !1243
  %45 = load i16, ptr %44, align 2, !dbg !1244, !tbaa !897
  %46 = and i16 %45, -513, !dbg !1244
  store i16 %46, ptr %44, align 2, !dbg !1244, !tbaa !897
  %47 = load volatile i32, ptr %6, align 8, !dbg !1245, !tbaa !1159
  %48 = icmp eq i32 %47, 0, !dbg !1246
  br i1 %48, label %57, label %49, !dbg !1247

49:                                               ; preds = %35
  %50 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1248
  %51 = load ptr, ptr %50, align 8, !dbg !1248, !tbaa !671
  %52 = ptrtoint ptr %42 to i64, !dbg !1248
  %53 = ptrtoint ptr %51 to i64, !dbg !1248
  %54 = sub i64 %52, %53, !dbg !1248
    #dbg_value(i64 %54, !1209, !DIExpression(), !1249)
  tail call fastcc void @rethook(ptr noundef nonnull %0, ptr noundef nonnull %43, i32 noundef %2), !dbg !1250
  %55 = load ptr, ptr %50, align 8, !dbg !1251, !tbaa !671
  %56 = getelementptr inbounds i8, ptr %55, i64 %54, !dbg !1251
    #dbg_value(ptr %56, !1199, !DIExpression(), !1219)
  br label %57, !dbg !1252

57:                                               ; preds = %49, %35
  %58 = phi ptr [ %56, %49 ], [ %42, %35 ], !dbg !1253
    #dbg_value(ptr %58, !1199, !DIExpression(), !1219)
  %59 = sub nuw nsw i32 -3, %13, !dbg !1254
    #dbg_value(i32 %59, !1201, !DIExpression(), !1219)
  %60 = icmp eq i16 %5, -2, !dbg !1255
  %61 = select i1 %60, i32 %2, i32 %59, !dbg !1257
  br label %62, !dbg !1257

62:                                               ; preds = %57, %33, %12
  %63 = phi i32 [ %13, %33 ], [ %2, %12 ], [ %61, %57 ]
  %64 = phi ptr [ %14, %33 ], [ %14, %12 ], [ %58, %57 ]
    #dbg_value(ptr %64, !1199, !DIExpression(), !1219)
    #dbg_value(i32 %63, !1201, !DIExpression(), !1219)
  %65 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1258
  %66 = load ptr, ptr %65, align 8, !dbg !1259, !tbaa !671
  %67 = sext i32 %2 to i64, !dbg !1260
  %68 = sub nsw i64 0, %67, !dbg !1260
  %69 = getelementptr inbounds %union.StackValue, ptr %66, i64 %68, !dbg !1260
    #dbg_value(ptr %69, !1202, !DIExpression(), !1219)
  %70 = tail call i32 @llvm.smin.i32(i32 %63, i32 %2), !dbg !1261
    #dbg_value(i32 %70, !1200, !DIExpression(), !1219)
    #dbg_value(i32 0, !1203, !DIExpression(), !1219)
  %71 = icmp sgt i32 %70, 0, !dbg !1262
  br i1 %71, label %72, label %88, !dbg !1263

72:                                               ; preds = %62
  %73 = zext nneg i32 %70 to i64, !dbg !1262
  %74 = and i64 %73, 1, !dbg !1263
  %75 = icmp eq i32 %70, 1, !dbg !1263
  br i1 %75, label %78, label %76, !dbg !1263

76:                                               ; preds = %72
  %77 = and i64 %73, 2147483646, !dbg !1263
  br label %108, !dbg !1263

78:                                               ; preds = %108, %72
  %79 = phi i64 [ 0, %72 ], [ %124, %108 ]
  %80 = icmp eq i64 %74, 0, !dbg !1263
  br i1 %80, label %88, label %81, !dbg !1263

81:                                               ; preds = %78
    #dbg_value(i64 %79, !1203, !DIExpression(), !1219)
  %82 = getelementptr inbounds %union.StackValue, ptr %64, i64 %79, !dbg !1264
    #dbg_value(ptr %82, !1214, !DIExpression(), !1265)
  %83 = getelementptr inbounds %union.StackValue, ptr %69, i64 %79, !dbg !1264
    #dbg_value(ptr %83, !1218, !DIExpression(), !1265)
  %84 = load i64, ptr %83, align 8, !dbg !1264, !tbaa !671
  store i64 %84, ptr %82, align 8, !dbg !1264, !tbaa !671
  %85 = getelementptr inbounds i8, ptr %83, i64 8, !dbg !1264
  %86 = load i8, ptr %85, align 8, !dbg !1264, !tbaa !680
  %87 = getelementptr inbounds i8, ptr %82, i64 8, !dbg !1264
  store i8 %86, ptr %87, align 8, !dbg !1264, !tbaa !680
    #dbg_value(i64 %79, !1203, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1219)
  br label %88, !dbg !1266

88:                                               ; preds = %81, %78, %62
  %89 = phi i32 [ 0, %62 ], [ %70, %78 ], [ %70, %81 ], !dbg !1269
    #dbg_value(i32 %89, !1203, !DIExpression(), !1219)
  %90 = icmp slt i32 %89, %63, !dbg !1266
  br i1 %90, label %91, label %138, !dbg !1270

91:                                               ; preds = %88
  %92 = zext nneg i32 %89 to i64, !dbg !1270
  %93 = zext i32 %63 to i64, !dbg !1266
  %94 = sub nsw i64 %93, %92, !dbg !1270
  %95 = and i64 %94, 3, !dbg !1270
  %96 = icmp eq i64 %95, 0, !dbg !1270
  br i1 %96, label %104, label %97, !dbg !1270

97:                                               ; preds = %91, %97
  %98 = phi i64 [ %101, %97 ], [ %92, %91 ]
  %99 = phi i64 [ %102, %97 ], [ 0, %91 ]
    #dbg_value(i64 %98, !1203, !DIExpression(), !1219)
  %100 = getelementptr inbounds %union.StackValue, ptr %64, i64 %98, i32 0, i32 1, !dbg !1271
  store i8 0, ptr %100, align 8, !dbg !1271, !tbaa !671
  %101 = add nuw nsw i64 %98, 1, !dbg !1272
    #dbg_value(i64 %101, !1203, !DIExpression(), !1219)
  %102 = add i64 %99, 1, !dbg !1270
  %103 = icmp eq i64 %102, %95, !dbg !1270
  br i1 %103, label %104, label %97, !dbg !1270, !llvm.loop !1273

104:                                              ; preds = %97, %91
  %105 = phi i64 [ %92, %91 ], [ %101, %97 ]
  %106 = sub nsw i64 %92, %93, !dbg !1270
  %107 = icmp ugt i64 %106, -4, !dbg !1270
  br i1 %107, label %138, label %127, !dbg !1270

108:                                              ; preds = %108, %76
  %109 = phi i64 [ 0, %76 ], [ %124, %108 ]
  %110 = phi i64 [ 0, %76 ], [ %125, %108 ]
    #dbg_value(i64 %109, !1203, !DIExpression(), !1219)
  %111 = getelementptr inbounds %union.StackValue, ptr %64, i64 %109, !dbg !1264
    #dbg_value(ptr %111, !1214, !DIExpression(), !1265)
  %112 = getelementptr inbounds %union.StackValue, ptr %69, i64 %109, !dbg !1264
    #dbg_value(ptr %112, !1218, !DIExpression(), !1265)
  %113 = load i64, ptr %112, align 8, !dbg !1264, !tbaa !671
  store i64 %113, ptr %111, align 8, !dbg !1264, !tbaa !671
  %114 = getelementptr inbounds i8, ptr %112, i64 8, !dbg !1264
  %115 = load i8, ptr %114, align 8, !dbg !1264, !tbaa !680
  %116 = getelementptr inbounds i8, ptr %111, i64 8, !dbg !1264
  store i8 %115, ptr %116, align 8, !dbg !1264, !tbaa !680
  %117 = or disjoint i64 %109, 1, !dbg !1275
    #dbg_value(i64 %117, !1203, !DIExpression(), !1219)
  %118 = getelementptr inbounds %union.StackValue, ptr %64, i64 %117, !dbg !1264
    #dbg_value(ptr %118, !1214, !DIExpression(), !1265)
  %119 = getelementptr inbounds %union.StackValue, ptr %69, i64 %117, !dbg !1264
    #dbg_value(ptr %119, !1218, !DIExpression(), !1265)
  %120 = load i64, ptr %119, align 8, !dbg !1264, !tbaa !671
  store i64 %120, ptr %118, align 8, !dbg !1264, !tbaa !671
  %121 = getelementptr inbounds i8, ptr %119, i64 8, !dbg !1264
  %122 = load i8, ptr %121, align 8, !dbg !1264, !tbaa !680
  %123 = getelementptr inbounds i8, ptr %118, i64 8, !dbg !1264
  store i8 %122, ptr %123, align 8, !dbg !1264, !tbaa !680
  %124 = add nuw nsw i64 %109, 2, !dbg !1275
    #dbg_value(i64 %124, !1203, !DIExpression(), !1219)
  %125 = add i64 %110, 2, !dbg !1263
  %126 = icmp eq i64 %125, %77, !dbg !1263
  br i1 %126, label %78, label %108, !dbg !1263, !llvm.loop !1276

127:                                              ; preds = %104, %127
  %128 = phi i64 [ %136, %127 ], [ %105, %104 ]
    #dbg_value(i64 %128, !1203, !DIExpression(), !1219)
  %129 = getelementptr inbounds %union.StackValue, ptr %64, i64 %128, i32 0, i32 1, !dbg !1271
  store i8 0, ptr %129, align 8, !dbg !1271, !tbaa !671
  %130 = add nuw nsw i64 %128, 1, !dbg !1272
    #dbg_value(i64 %130, !1203, !DIExpression(), !1219)
  %131 = getelementptr inbounds %union.StackValue, ptr %64, i64 %130, i32 0, i32 1, !dbg !1271
  store i8 0, ptr %131, align 8, !dbg !1271, !tbaa !671
  %132 = add nuw nsw i64 %128, 2, !dbg !1272
    #dbg_value(i64 %132, !1203, !DIExpression(), !1219)
  %133 = getelementptr inbounds %union.StackValue, ptr %64, i64 %132, i32 0, i32 1, !dbg !1271
  store i8 0, ptr %133, align 8, !dbg !1271, !tbaa !671
  %134 = add nuw nsw i64 %128, 3, !dbg !1272
    #dbg_value(i64 %134, !1203, !DIExpression(), !1219)
  %135 = getelementptr inbounds %union.StackValue, ptr %64, i64 %134, i32 0, i32 1, !dbg !1271
  store i8 0, ptr %135, align 8, !dbg !1271, !tbaa !671
  %136 = add nuw nsw i64 %128, 4, !dbg !1272
    #dbg_value(i64 %136, !1203, !DIExpression(), !1219)
  %137 = icmp eq i64 %136, %93, !dbg !1266
  br i1 %137, label %138, label %127, !dbg !1270, !llvm.loop !1278

138:                                              ; preds = %104, %127, %88
  %139 = sext i32 %63 to i64, !dbg !1280
  %140 = getelementptr inbounds %union.StackValue, ptr %64, i64 %139, !dbg !1280
  store ptr %140, ptr %65, align 8, !dbg !1281, !tbaa !671
  br label %141, !dbg !1282

141:                                              ; preds = %15, %28, %138
  %142 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1283
  %143 = load ptr, ptr %142, align 8, !dbg !1283, !tbaa !1284
  %144 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1285
  store ptr %143, ptr %144, align 8, !dbg !1286, !tbaa !1085
  ret void, !dbg !1287
}

; Function Attrs: nounwind uwtable
define internal fastcc void @rethook(ptr noundef %0, ptr nocapture noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !1288 {
    #dbg_value(ptr %0, !1290, !DIExpression(), !1301)
    #dbg_value(ptr %1, !1291, !DIExpression(), !1301)
    #dbg_value(i32 %2, !1292, !DIExpression(), !1301)
  %4 = getelementptr inbounds i8, ptr %0, i64 192, !dbg !1302
  %5 = load volatile i32, ptr %4, align 8, !dbg !1302, !tbaa !1159
  %6 = and i32 %5, 2, !dbg !1303
  %7 = icmp eq i32 %6, 0, !dbg !1303
  br i1 %7, label %47, label %8, !dbg !1304

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1305
  %10 = load ptr, ptr %9, align 8, !dbg !1306, !tbaa !671
  %11 = sext i32 %2 to i64, !dbg !1307
  %12 = sub nsw i64 0, %11, !dbg !1307
  %13 = getelementptr inbounds %union.StackValue, ptr %10, i64 %12, !dbg !1307
    #dbg_value(ptr %13, !1293, !DIExpression(), !1308)
    #dbg_value(i32 0, !1296, !DIExpression(), !1308)
  %14 = getelementptr inbounds i8, ptr %1, i64 62, !dbg !1309
  %15 = load i16, ptr %14, align 2, !dbg !1309, !tbaa !897
  %16 = and i16 %15, 2, !dbg !1309
  %17 = icmp eq i16 %16, 0, !dbg !1309
  %18 = load ptr, ptr %1, align 8, !dbg !1310, !tbaa !671
  br i1 %17, label %19, label %35, !dbg !1311

19:                                               ; preds = %8
  %20 = load ptr, ptr %18, align 8, !dbg !1312, !tbaa !671
  %21 = getelementptr inbounds i8, ptr %20, i64 24, !dbg !1313
  %22 = load ptr, ptr %21, align 8, !dbg !1313, !tbaa !671
    #dbg_value(ptr %22, !1298, !DIExpression(), !1314)
  %23 = getelementptr inbounds i8, ptr %22, i64 11, !dbg !1315
  %24 = load i8, ptr %23, align 1, !dbg !1315, !tbaa !1317
  %25 = icmp eq i8 %24, 0, !dbg !1318
  br i1 %25, label %35, label %26, !dbg !1319

26:                                               ; preds = %19
  %27 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !1320
  %28 = load i32, ptr %27, align 4, !dbg !1320, !tbaa !671
  %29 = getelementptr inbounds i8, ptr %22, i64 10, !dbg !1321
  %30 = load i8, ptr %29, align 2, !dbg !1321, !tbaa !1170
  %31 = zext i8 %30 to i32, !dbg !1322
  %32 = add i32 %28, 1, !dbg !1323
  %33 = add i32 %32, %31, !dbg !1324
    #dbg_value(i32 %33, !1296, !DIExpression(), !1308)
  %34 = sext i32 %33 to i64, !dbg !1310
  br label %35, !dbg !1325

35:                                               ; preds = %19, %26, %8
  %36 = phi i64 [ 0, %8 ], [ %34, %26 ], [ 0, %19 ], !dbg !1308
    #dbg_value(i64 %36, !1296, !DIExpression(), !1308)
  %37 = getelementptr inbounds %union.StackValue, ptr %18, i64 %36, !dbg !1310
  store ptr %37, ptr %1, align 8, !dbg !1310, !tbaa !671
  %38 = ptrtoint ptr %13 to i64, !dbg !1326
  %39 = ptrtoint ptr %37 to i64, !dbg !1326
  %40 = sub i64 %38, %39, !dbg !1326
  %41 = trunc i64 %40 to i32, !dbg !1326
  %42 = lshr i32 %41, 4, !dbg !1326
  %43 = and i32 %42, 65535, !dbg !1326
    #dbg_value(i32 %43, !1297, !DIExpression(), !1308)
  tail call void @luaD_hook(ptr noundef nonnull %0, i32 noundef 1, i32 noundef -1, i32 noundef %43, i32 noundef %2), !dbg !1327
  %44 = load ptr, ptr %1, align 8, !dbg !1328, !tbaa !671
  %45 = sub nsw i64 0, %36, !dbg !1328
  %46 = getelementptr inbounds %union.StackValue, ptr %44, i64 %45, !dbg !1328
  store ptr %46, ptr %1, align 8, !dbg !1328, !tbaa !671
  br label %47, !dbg !1329

47:                                               ; preds = %35, %3
  %48 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1330
  %49 = load ptr, ptr %48, align 8, !dbg !1330, !tbaa !1284
    #dbg_value(ptr %49, !1291, !DIExpression(), !1301)
  %50 = getelementptr inbounds i8, ptr %49, i64 62, !dbg !1330
  %51 = load i16, ptr %50, align 2, !dbg !1330, !tbaa !897
  %52 = and i16 %51, 2, !dbg !1330
  %53 = icmp eq i16 %52, 0, !dbg !1330
  br i1 %53, label %54, label %70, !dbg !1332

54:                                               ; preds = %47
  %55 = getelementptr inbounds i8, ptr %49, i64 32, !dbg !1333
  %56 = load ptr, ptr %55, align 8, !dbg !1333, !tbaa !671
  %57 = load ptr, ptr %49, align 8, !dbg !1333, !tbaa !671
  %58 = load ptr, ptr %57, align 8, !dbg !1333, !tbaa !671
  %59 = getelementptr inbounds i8, ptr %58, i64 24, !dbg !1333
  %60 = load ptr, ptr %59, align 8, !dbg !1333, !tbaa !671
  %61 = getelementptr inbounds i8, ptr %60, i64 64, !dbg !1333
  %62 = load ptr, ptr %61, align 8, !dbg !1333, !tbaa !1334
  %63 = ptrtoint ptr %56 to i64, !dbg !1333
  %64 = ptrtoint ptr %62 to i64, !dbg !1333
  %65 = sub i64 %63, %64, !dbg !1333
  %66 = lshr exact i64 %65, 2, !dbg !1333
  %67 = trunc i64 %66 to i32, !dbg !1333
  %68 = add nsw i32 %67, -1, !dbg !1333
  %69 = getelementptr inbounds i8, ptr %0, i64 180, !dbg !1335
  store i32 %68, ptr %69, align 4, !dbg !1336, !tbaa !1157
  br label %70, !dbg !1337

70:                                               ; preds = %54, %47
  ret void, !dbg !1338
}

; Function Attrs: nounwind uwtable
define hidden noundef i32 @luaD_pretailcall(ptr noundef %0, ptr nocapture noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !1339 {
    #dbg_value(ptr %0, !1343, !DIExpression(), !1363)
    #dbg_value(ptr %1, !1344, !DIExpression(), !1363)
    #dbg_value(ptr %2, !1345, !DIExpression(), !1363)
    #dbg_value(i32 %3, !1346, !DIExpression(), !1363)
    #dbg_value(i32 %4, !1347, !DIExpression(), !1363)
  %6 = sext i32 %3 to i64, !dbg !1364
  br label %7, !dbg !1364

7:                                                ; preds = %132, %5
  %8 = phi i64 [ %135, %132 ], [ %6, %5 ]
  %9 = phi i32 [ %134, %132 ], [ %3, %5 ]
  %10 = phi ptr [ %133, %132 ], [ %2, %5 ]
    #dbg_value(ptr %10, !1345, !DIExpression(), !1363)
    #dbg_value(i32 %9, !1346, !DIExpression(), !1363)
    #dbg_label(!1348, !1365)
  %11 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !1366
  %12 = load i8, ptr %11, align 8, !dbg !1366, !tbaa !671
  %13 = and i8 %12, 63, !dbg !1366
  switch i8 %13, label %132 [
    i8 38, label %14
    i8 22, label %19
    i8 6, label %22
  ], !dbg !1367

14:                                               ; preds = %7
  %15 = load ptr, ptr %10, align 8, !dbg !1368, !tbaa !671
  %16 = getelementptr inbounds i8, ptr %15, i64 24, !dbg !1369
  %17 = load ptr, ptr %16, align 8, !dbg !1369, !tbaa !671
  %18 = tail call fastcc i32 @precallC(ptr noundef %0, ptr noundef nonnull %10, i32 noundef -1, ptr noundef %17), !dbg !1370
  br label %136, !dbg !1371

19:                                               ; preds = %7
  %20 = load ptr, ptr %10, align 8, !dbg !1372, !tbaa !671
  %21 = tail call fastcc i32 @precallC(ptr noundef %0, ptr noundef nonnull %10, i32 noundef -1, ptr noundef %20), !dbg !1373
  br label %136, !dbg !1374

22:                                               ; preds = %7
  %23 = load ptr, ptr %10, align 8, !dbg !1375, !tbaa !671
  %24 = getelementptr inbounds i8, ptr %23, i64 24, !dbg !1376
  %25 = load ptr, ptr %24, align 8, !dbg !1376, !tbaa !671
    #dbg_value(ptr %25, !1349, !DIExpression(), !1377)
  %26 = getelementptr inbounds i8, ptr %25, i64 12, !dbg !1378
  %27 = load i8, ptr %26, align 4, !dbg !1378, !tbaa !1379
  %28 = zext i8 %27 to i32, !dbg !1380
    #dbg_value(i32 %28, !1352, !DIExpression(), !1377)
  %29 = getelementptr inbounds i8, ptr %25, i64 10, !dbg !1381
  %30 = load i8, ptr %29, align 2, !dbg !1381, !tbaa !1170
  %31 = zext i8 %30 to i32, !dbg !1382
    #dbg_value(i32 %31, !1353, !DIExpression(), !1377)
  %32 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1383
  %33 = load ptr, ptr %32, align 8, !dbg !1383, !tbaa !671
  %34 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1383
  %35 = load ptr, ptr %34, align 8, !dbg !1383, !tbaa !671
  %36 = ptrtoint ptr %33 to i64, !dbg !1383
  %37 = ptrtoint ptr %35 to i64, !dbg !1383
  %38 = sub i64 %36, %37, !dbg !1383
  %39 = ashr exact i64 %38, 4, !dbg !1383
  %40 = sub nsw i32 %28, %4, !dbg !1383
  %41 = sext i32 %40 to i64, !dbg !1383
  %42 = icmp sgt i64 %39, %41, !dbg !1383
  br i1 %42, label %59, label %43, !dbg !1384, !prof !1385

43:                                               ; preds = %22
  %44 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1386
  %45 = load ptr, ptr %44, align 8, !dbg !1386, !tbaa !671
  %46 = ptrtoint ptr %10 to i64, !dbg !1386
  %47 = ptrtoint ptr %45 to i64, !dbg !1386
  %48 = sub i64 %46, %47, !dbg !1386
    #dbg_value(i64 %48, !1355, !DIExpression(), !1387)
  %49 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1388
  %50 = load ptr, ptr %49, align 8, !dbg !1388, !tbaa !658
  %51 = getelementptr inbounds i8, ptr %50, i64 24, !dbg !1388
  %52 = load i64, ptr %51, align 8, !dbg !1388, !tbaa !1391
  %53 = icmp sgt i64 %52, 0, !dbg !1388
  br i1 %53, label %54, label %55, !dbg !1392

54:                                               ; preds = %43
  tail call void @luaC_step(ptr noundef nonnull %0) #13, !dbg !1393
  br label %55, !dbg !1393

55:                                               ; preds = %54, %43
  %56 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef %40, i32 noundef 1), !dbg !1386
  %57 = load ptr, ptr %44, align 8, !dbg !1386, !tbaa !671
  %58 = getelementptr inbounds i8, ptr %57, i64 %48, !dbg !1386
    #dbg_value(ptr %58, !1345, !DIExpression(), !1363)
  br label %59, !dbg !1386

59:                                               ; preds = %22, %55
  %60 = phi ptr [ %58, %55 ], [ %10, %22 ]
    #dbg_value(ptr %60, !1345, !DIExpression(), !1363)
  %61 = load ptr, ptr %1, align 8, !dbg !1395, !tbaa !671
  %62 = sext i32 %4 to i64, !dbg !1395
  %63 = sub nsw i64 0, %62, !dbg !1395
  %64 = getelementptr inbounds %union.StackValue, ptr %61, i64 %63, !dbg !1395
  store ptr %64, ptr %1, align 8, !dbg !1395, !tbaa !671
    #dbg_value(i32 0, !1354, !DIExpression(), !1377)
  %65 = icmp sgt i32 %9, 0, !dbg !1396
  br i1 %65, label %66, label %106, !dbg !1397

66:                                               ; preds = %59
  %67 = zext nneg i32 %9 to i64, !dbg !1396
  %68 = and i64 %67, 1, !dbg !1397
  %69 = icmp eq i32 %9, 1, !dbg !1397
  br i1 %69, label %93, label %70, !dbg !1397

70:                                               ; preds = %66
  %71 = and i64 %67, 2147483646, !dbg !1397
  br label %72, !dbg !1397

72:                                               ; preds = %72, %70
  %73 = phi i64 [ 0, %70 ], [ %90, %72 ]
  %74 = phi i64 [ 0, %70 ], [ %91, %72 ]
    #dbg_value(i64 %73, !1354, !DIExpression(), !1377)
  %75 = load ptr, ptr %1, align 8, !dbg !1398, !tbaa !671
  %76 = getelementptr inbounds %union.StackValue, ptr %75, i64 %73, !dbg !1398
    #dbg_value(ptr %76, !1358, !DIExpression(), !1399)
  %77 = getelementptr inbounds %union.StackValue, ptr %60, i64 %73, !dbg !1398
    #dbg_value(ptr %77, !1362, !DIExpression(), !1399)
  %78 = load i64, ptr %77, align 8, !dbg !1398, !tbaa !671
  store i64 %78, ptr %76, align 8, !dbg !1398, !tbaa !671
  %79 = getelementptr inbounds i8, ptr %77, i64 8, !dbg !1398
  %80 = load i8, ptr %79, align 8, !dbg !1398, !tbaa !680
  %81 = getelementptr inbounds i8, ptr %76, i64 8, !dbg !1398
  store i8 %80, ptr %81, align 8, !dbg !1398, !tbaa !680
  %82 = or disjoint i64 %73, 1, !dbg !1400
    #dbg_value(i64 %82, !1354, !DIExpression(), !1377)
  %83 = load ptr, ptr %1, align 8, !dbg !1398, !tbaa !671
  %84 = getelementptr inbounds %union.StackValue, ptr %83, i64 %82, !dbg !1398
    #dbg_value(ptr %84, !1358, !DIExpression(), !1399)
  %85 = getelementptr inbounds %union.StackValue, ptr %60, i64 %82, !dbg !1398
    #dbg_value(ptr %85, !1362, !DIExpression(), !1399)
  %86 = load i64, ptr %85, align 8, !dbg !1398, !tbaa !671
  store i64 %86, ptr %84, align 8, !dbg !1398, !tbaa !671
  %87 = getelementptr inbounds i8, ptr %85, i64 8, !dbg !1398
  %88 = load i8, ptr %87, align 8, !dbg !1398, !tbaa !680
  %89 = getelementptr inbounds i8, ptr %84, i64 8, !dbg !1398
  store i8 %88, ptr %89, align 8, !dbg !1398, !tbaa !680
  %90 = add nuw nsw i64 %73, 2, !dbg !1400
    #dbg_value(i64 %90, !1354, !DIExpression(), !1377)
  %91 = add i64 %74, 2, !dbg !1397
  %92 = icmp eq i64 %91, %71, !dbg !1397
  br i1 %92, label %93, label %72, !dbg !1397, !llvm.loop !1401

93:                                               ; preds = %72, %66
  %94 = phi i64 [ 0, %66 ], [ %90, %72 ]
  %95 = icmp eq i64 %68, 0, !dbg !1397
  br i1 %95, label %104, label %96, !dbg !1397

96:                                               ; preds = %93
    #dbg_value(i64 %94, !1354, !DIExpression(), !1377)
  %97 = load ptr, ptr %1, align 8, !dbg !1398, !tbaa !671
  %98 = getelementptr inbounds %union.StackValue, ptr %97, i64 %94, !dbg !1398
    #dbg_value(ptr %98, !1358, !DIExpression(), !1399)
  %99 = getelementptr inbounds %union.StackValue, ptr %60, i64 %94, !dbg !1398
    #dbg_value(ptr %99, !1362, !DIExpression(), !1399)
  %100 = load i64, ptr %99, align 8, !dbg !1398, !tbaa !671
  store i64 %100, ptr %98, align 8, !dbg !1398, !tbaa !671
  %101 = getelementptr inbounds i8, ptr %99, i64 8, !dbg !1398
  %102 = load i8, ptr %101, align 8, !dbg !1398, !tbaa !680
  %103 = getelementptr inbounds i8, ptr %98, i64 8, !dbg !1398
  store i8 %102, ptr %103, align 8, !dbg !1398, !tbaa !680
    #dbg_value(i64 %94, !1354, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1377)
  br label %104, !dbg !1403

104:                                              ; preds = %93, %96
  %105 = load ptr, ptr %1, align 8, !dbg !1403, !tbaa !671
  br label %106, !dbg !1403

106:                                              ; preds = %104, %59
  %107 = phi ptr [ %105, %104 ], [ %64, %59 ], !dbg !1403
    #dbg_value(ptr %107, !1345, !DIExpression(), !1363)
    #dbg_value(i32 %9, !1346, !DIExpression(), !1363)
  %108 = icmp sgt i32 %9, %31, !dbg !1404
  br i1 %108, label %118, label %109, !dbg !1407

109:                                              ; preds = %106
  %110 = zext i8 %30 to i64, !dbg !1407
  br label %111, !dbg !1407

111:                                              ; preds = %109, %111
  %112 = phi i64 [ %8, %109 ], [ %114, %111 ]
    #dbg_value(i64 %112, !1346, !DIExpression(), !1363)
  %113 = getelementptr inbounds %union.StackValue, ptr %107, i64 %112, i32 0, i32 1, !dbg !1408
  store i8 0, ptr %113, align 8, !dbg !1408, !tbaa !671
  %114 = add nsw i64 %112, 1, !dbg !1409
    #dbg_value(i64 %114, !1346, !DIExpression(), !1363)
  %115 = icmp slt i64 %112, %110, !dbg !1404
  br i1 %115, label %111, label %116, !dbg !1407, !llvm.loop !1410

116:                                              ; preds = %111
  %117 = trunc nsw i64 %114 to i32, !dbg !1412
  br label %118, !dbg !1412

118:                                              ; preds = %116, %106
  %119 = phi i32 [ %9, %106 ], [ %117, %116 ]
  %120 = getelementptr inbounds i8, ptr %107, i64 16, !dbg !1412
  %121 = zext i8 %27 to i64, !dbg !1413
  %122 = getelementptr inbounds %union.StackValue, ptr %120, i64 %121, !dbg !1413
  %123 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1414
  store ptr %122, ptr %123, align 8, !dbg !1415, !tbaa !671
  %124 = getelementptr inbounds i8, ptr %25, i64 64, !dbg !1416
  %125 = load ptr, ptr %124, align 8, !dbg !1416, !tbaa !1334
  %126 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !1417
  store ptr %125, ptr %126, align 8, !dbg !1418, !tbaa !671
  %127 = getelementptr inbounds i8, ptr %1, i64 62, !dbg !1419
  %128 = load i16, ptr %127, align 2, !dbg !1420, !tbaa !897
  %129 = or i16 %128, 32, !dbg !1420
  store i16 %129, ptr %127, align 2, !dbg !1420, !tbaa !897
  %130 = zext nneg i32 %119 to i64, !dbg !1421
  %131 = getelementptr inbounds %union.StackValue, ptr %107, i64 %130, !dbg !1421
  store ptr %131, ptr %34, align 8, !dbg !1422, !tbaa !671
  br label %136

132:                                              ; preds = %7
  %133 = tail call fastcc ptr @tryfuncTM(ptr noundef %0, ptr noundef nonnull %10), !dbg !1423
    #dbg_value(ptr %133, !1345, !DIExpression(), !1363)
  %134 = add nsw i32 %9, 1, !dbg !1425
    #dbg_value(i32 %134, !1346, !DIExpression(), !1363)
  %135 = add i64 %8, 1, !dbg !1426
  br label %7, !dbg !1426

136:                                              ; preds = %118, %19, %14
  %137 = phi i32 [ -1, %118 ], [ %21, %19 ], [ %18, %14 ], !dbg !1427
  ret i32 %137, !dbg !1428
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc noundef i32 @precallC(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr nocapture noundef readonly %3) unnamed_addr #8 !dbg !1429 {
    #dbg_value(ptr %0, !1433, !DIExpression(), !1445)
    #dbg_value(ptr %1, !1434, !DIExpression(), !1445)
    #dbg_value(i32 %2, !1435, !DIExpression(), !1445)
    #dbg_value(ptr %3, !1436, !DIExpression(), !1445)
  %5 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1446
  %6 = load ptr, ptr %5, align 8, !dbg !1446, !tbaa !671
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1446
  %8 = load ptr, ptr %7, align 8, !dbg !1446, !tbaa !671
  %9 = ptrtoint ptr %6 to i64, !dbg !1446
  %10 = ptrtoint ptr %8 to i64, !dbg !1446
  %11 = sub i64 %9, %10, !dbg !1446
  %12 = icmp slt i64 %11, 336, !dbg !1446
  br i1 %12, label %13, label %30, !dbg !1447, !prof !856

13:                                               ; preds = %4
  %14 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1448
  %15 = load ptr, ptr %14, align 8, !dbg !1448, !tbaa !671
  %16 = ptrtoint ptr %1 to i64, !dbg !1448
  %17 = ptrtoint ptr %15 to i64, !dbg !1448
  %18 = sub i64 %16, %17, !dbg !1448
    #dbg_value(i64 %18, !1439, !DIExpression(), !1449)
  %19 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1450
  %20 = load ptr, ptr %19, align 8, !dbg !1450, !tbaa !658
  %21 = getelementptr inbounds i8, ptr %20, i64 24, !dbg !1450
  %22 = load i64, ptr %21, align 8, !dbg !1450, !tbaa !1391
  %23 = icmp sgt i64 %22, 0, !dbg !1450
  br i1 %23, label %24, label %25, !dbg !1453

24:                                               ; preds = %13
  tail call void @luaC_step(ptr noundef nonnull %0) #13, !dbg !1454
  br label %25, !dbg !1454

25:                                               ; preds = %24, %13
  %26 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef 20, i32 noundef 1), !dbg !1448
  %27 = load ptr, ptr %14, align 8, !dbg !1448, !tbaa !671
  %28 = getelementptr inbounds i8, ptr %27, i64 %18, !dbg !1448
    #dbg_value(ptr %28, !1434, !DIExpression(), !1445)
  %29 = load ptr, ptr %7, align 8, !dbg !1456, !tbaa !671
  br label %30, !dbg !1448

30:                                               ; preds = %4, %25
  %31 = phi ptr [ %29, %25 ], [ %8, %4 ], !dbg !1456
  %32 = phi ptr [ %28, %25 ], [ %1, %4 ]
    #dbg_value(ptr %32, !1434, !DIExpression(), !1445)
  %33 = getelementptr inbounds i8, ptr %31, i64 320, !dbg !1457
    #dbg_value(ptr %0, !1458, !DIExpression(), !1468)
    #dbg_value(ptr %32, !1463, !DIExpression(), !1468)
    #dbg_value(i32 %2, !1464, !DIExpression(), !1468)
    #dbg_value(i32 2, !1465, !DIExpression(), !1468)
    #dbg_value(ptr %33, !1466, !DIExpression(), !1468)
  %34 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1470
  %35 = load ptr, ptr %34, align 8, !dbg !1470, !tbaa !1085
  %36 = getelementptr inbounds i8, ptr %35, i64 24, !dbg !1470
  %37 = load ptr, ptr %36, align 8, !dbg !1470, !tbaa !1471
  %38 = icmp eq ptr %37, null, !dbg !1470
  br i1 %38, label %39, label %41, !dbg !1470

39:                                               ; preds = %30
  %40 = tail call ptr @luaE_extendCI(ptr noundef nonnull %0) #13, !dbg !1470
  br label %41, !dbg !1470

41:                                               ; preds = %30, %39
  %42 = phi ptr [ %40, %39 ], [ %37, %30 ], !dbg !1470
    #dbg_value(ptr %42, !1467, !DIExpression(), !1468)
  store ptr %32, ptr %42, align 8, !dbg !1472, !tbaa !671
  %43 = trunc i32 %2 to i16, !dbg !1473
  %44 = getelementptr inbounds i8, ptr %42, i64 60, !dbg !1474
  store i16 %43, ptr %44, align 4, !dbg !1475, !tbaa !1187
  %45 = getelementptr inbounds i8, ptr %42, i64 62, !dbg !1476
  store i16 2, ptr %45, align 2, !dbg !1477, !tbaa !897
  %46 = getelementptr inbounds i8, ptr %42, i64 8, !dbg !1478
  store ptr %33, ptr %46, align 8, !dbg !1479, !tbaa !671
    #dbg_value(ptr %42, !1438, !DIExpression(), !1445)
  store ptr %42, ptr %34, align 8, !dbg !1480, !tbaa !1085
  %47 = getelementptr inbounds i8, ptr %0, i64 192, !dbg !1481
  %48 = load volatile i32, ptr %47, align 8, !dbg !1481, !tbaa !1159
  %49 = and i32 %48, 1, !dbg !1481
  %50 = icmp eq i32 %49, 0, !dbg !1481
  br i1 %50, label %59, label %51, !dbg !1482, !prof !1385

51:                                               ; preds = %41
  %52 = load ptr, ptr %7, align 8, !dbg !1483, !tbaa !671
  %53 = ptrtoint ptr %52 to i64, !dbg !1483
  %54 = ptrtoint ptr %32 to i64, !dbg !1483
  %55 = sub i64 %53, %54, !dbg !1483
  %56 = lshr exact i64 %55, 4, !dbg !1483
  %57 = trunc i64 %56 to i32, !dbg !1483
  %58 = add nsw i32 %57, -1, !dbg !1484
    #dbg_value(i32 %58, !1442, !DIExpression(), !1485)
  tail call void @luaD_hook(ptr noundef nonnull %0, i32 noundef 0, i32 noundef -1, i32 noundef 1, i32 noundef %58), !dbg !1486
  br label %59, !dbg !1487

59:                                               ; preds = %51, %41
  %60 = tail call i32 %3(ptr noundef nonnull %0) #13, !dbg !1488
    #dbg_value(i32 %60, !1437, !DIExpression(), !1445)
  tail call void @luaD_poscall(ptr noundef nonnull %0, ptr noundef nonnull %42, i32 noundef %60), !dbg !1489
  ret i32 %60, !dbg !1490
}

declare !dbg !1491 hidden void @luaC_step(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc noundef ptr @tryfuncTM(ptr noundef %0, ptr noundef %1) unnamed_addr #0 !dbg !1493 {
    #dbg_value(ptr %0, !1497, !DIExpression(), !1512)
    #dbg_value(ptr %1, !1498, !DIExpression(), !1512)
  %3 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1513
  %4 = load ptr, ptr %3, align 8, !dbg !1513, !tbaa !671
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1513
  %6 = load ptr, ptr %5, align 8, !dbg !1513, !tbaa !671
  %7 = ptrtoint ptr %4 to i64, !dbg !1513
  %8 = ptrtoint ptr %6 to i64, !dbg !1513
  %9 = sub i64 %7, %8, !dbg !1513
  %10 = icmp slt i64 %9, 17, !dbg !1513
  br i1 %10, label %11, label %27, !dbg !1514, !prof !856

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1515
  %13 = load ptr, ptr %12, align 8, !dbg !1515, !tbaa !671
  %14 = ptrtoint ptr %1 to i64, !dbg !1515
  %15 = ptrtoint ptr %13 to i64, !dbg !1515
  %16 = sub i64 %14, %15, !dbg !1515
    #dbg_value(i64 %16, !1501, !DIExpression(), !1516)
  %17 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1517
  %18 = load ptr, ptr %17, align 8, !dbg !1517, !tbaa !658
  %19 = getelementptr inbounds i8, ptr %18, i64 24, !dbg !1517
  %20 = load i64, ptr %19, align 8, !dbg !1517, !tbaa !1391
  %21 = icmp sgt i64 %20, 0, !dbg !1517
  br i1 %21, label %22, label %23, !dbg !1520

22:                                               ; preds = %11
  tail call void @luaC_step(ptr noundef nonnull %0) #13, !dbg !1521
  br label %23, !dbg !1521

23:                                               ; preds = %22, %11
  %24 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef 1, i32 noundef 1), !dbg !1515
  %25 = load ptr, ptr %12, align 8, !dbg !1515, !tbaa !671
  %26 = getelementptr inbounds i8, ptr %25, i64 %16, !dbg !1515
    #dbg_value(ptr %26, !1498, !DIExpression(), !1512)
  br label %27, !dbg !1515

27:                                               ; preds = %2, %23
  %28 = phi ptr [ %26, %23 ], [ %1, %2 ]
    #dbg_value(ptr %28, !1498, !DIExpression(), !1512)
  %29 = tail call ptr @luaT_gettmbyobj(ptr noundef nonnull %0, ptr noundef %28, i32 noundef 23) #13, !dbg !1523
    #dbg_value(ptr %29, !1499, !DIExpression(), !1512)
  %30 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !1524
  %31 = load i8, ptr %30, align 8, !dbg !1524, !tbaa !680
  %32 = and i8 %31, 15, !dbg !1524
  %33 = icmp eq i8 %32, 0, !dbg !1524
  br i1 %33, label %34, label %35, !dbg !1526, !prof !856

34:                                               ; preds = %27
  tail call void @luaG_callerror(ptr noundef nonnull %0, ptr noundef %28) #14, !dbg !1527
  unreachable, !dbg !1527

35:                                               ; preds = %27
  %36 = load ptr, ptr %5, align 8, !dbg !1528, !tbaa !671
    #dbg_value(ptr %36, !1500, !DIExpression(), !1512)
  %37 = icmp ugt ptr %36, %28, !dbg !1529
  br i1 %37, label %38, label %48, !dbg !1530

38:                                               ; preds = %35, %38
  %39 = phi ptr [ %40, %38 ], [ %36, %35 ]
    #dbg_value(ptr %39, !1500, !DIExpression(), !1512)
    #dbg_value(ptr %39, !1504, !DIExpression(), !1531)
  %40 = getelementptr inbounds i8, ptr %39, i64 -16, !dbg !1532
    #dbg_value(ptr %40, !1508, !DIExpression(), !1531)
  %41 = load i64, ptr %40, align 8, !dbg !1532, !tbaa !671
  store i64 %41, ptr %39, align 8, !dbg !1532, !tbaa !671
  %42 = getelementptr inbounds i8, ptr %39, i64 -8, !dbg !1532
  %43 = load i8, ptr %42, align 8, !dbg !1532, !tbaa !680
  %44 = getelementptr inbounds i8, ptr %39, i64 8, !dbg !1532
  store i8 %43, ptr %44, align 8, !dbg !1532, !tbaa !680
    #dbg_value(ptr %40, !1500, !DIExpression(), !1512)
  %45 = icmp ugt ptr %40, %28, !dbg !1529
  br i1 %45, label %38, label %46, !dbg !1530, !llvm.loop !1533

46:                                               ; preds = %38
  %47 = load ptr, ptr %5, align 8, !dbg !1535, !tbaa !671
  br label %48, !dbg !1535

48:                                               ; preds = %46, %35
  %49 = phi ptr [ %47, %46 ], [ %36, %35 ], !dbg !1535
  %50 = getelementptr inbounds i8, ptr %49, i64 16, !dbg !1535
  store ptr %50, ptr %5, align 8, !dbg !1535, !tbaa !671
    #dbg_value(ptr %28, !1509, !DIExpression(), !1536)
    #dbg_value(ptr %29, !1511, !DIExpression(), !1536)
  %51 = load i64, ptr %29, align 8, !dbg !1537, !tbaa !671
  store i64 %51, ptr %28, align 8, !dbg !1537, !tbaa !671
  %52 = load i8, ptr %30, align 8, !dbg !1537, !tbaa !680
  %53 = getelementptr inbounds i8, ptr %28, i64 8, !dbg !1537
  store i8 %52, ptr %53, align 8, !dbg !1537, !tbaa !680
  ret ptr %28, !dbg !1538
}

; Function Attrs: nounwind uwtable
define hidden noundef ptr @luaD_precall(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !1539 {
    #dbg_value(ptr %0, !1543, !DIExpression(), !1557)
    #dbg_value(ptr %1, !1544, !DIExpression(), !1557)
    #dbg_value(i32 %2, !1545, !DIExpression(), !1557)
  br label %4, !dbg !1558

4:                                                ; preds = %107, %3
  %5 = phi ptr [ %1, %3 ], [ %108, %107 ]
    #dbg_value(ptr %5, !1544, !DIExpression(), !1557)
    #dbg_label(!1546, !1559)
  %6 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !1560
  %7 = load i8, ptr %6, align 8, !dbg !1560, !tbaa !671
  %8 = and i8 %7, 63, !dbg !1560
  switch i8 %8, label %107 [
    i8 38, label %9
    i8 22, label %109
    i8 6, label %12
  ], !dbg !1561

9:                                                ; preds = %4
  %10 = load ptr, ptr %5, align 8, !dbg !1562, !tbaa !671
  %11 = getelementptr inbounds i8, ptr %10, i64 24, !dbg !1563
  br label %109, !dbg !1564

12:                                               ; preds = %4
  %13 = load ptr, ptr %5, align 8, !dbg !1565, !tbaa !671
  %14 = getelementptr inbounds i8, ptr %13, i64 24, !dbg !1566
  %15 = load ptr, ptr %14, align 8, !dbg !1566, !tbaa !671
    #dbg_value(ptr %15, !1550, !DIExpression(), !1567)
  %16 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1568
  %17 = load ptr, ptr %16, align 8, !dbg !1568, !tbaa !671
  %18 = ptrtoint ptr %17 to i64, !dbg !1568
  %19 = ptrtoint ptr %5 to i64, !dbg !1568
  %20 = sub i64 %18, %19, !dbg !1568
  %21 = lshr i64 %20, 4, !dbg !1568
  %22 = trunc i64 %21 to i32, !dbg !1568
  %23 = add nsw i32 %22, -1, !dbg !1569
    #dbg_value(i32 %23, !1551, !DIExpression(), !1567)
  %24 = getelementptr inbounds i8, ptr %15, i64 10, !dbg !1570
  %25 = load i8, ptr %24, align 2, !dbg !1570, !tbaa !1170
  %26 = zext i8 %25 to i32, !dbg !1571
    #dbg_value(i32 %26, !1552, !DIExpression(), !1567)
  %27 = getelementptr inbounds i8, ptr %15, i64 12, !dbg !1572
  %28 = load i8, ptr %27, align 4, !dbg !1572, !tbaa !1379
  %29 = zext i8 %28 to i32, !dbg !1573
    #dbg_value(i32 %29, !1553, !DIExpression(), !1567)
  %30 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1574
  %31 = load ptr, ptr %30, align 8, !dbg !1574, !tbaa !671
  %32 = ptrtoint ptr %31 to i64, !dbg !1574
  %33 = sub i64 %32, %18, !dbg !1574
  %34 = ashr exact i64 %33, 4, !dbg !1574
  %35 = zext i8 %28 to i64, !dbg !1574
  %36 = icmp sgt i64 %34, %35, !dbg !1574
  br i1 %36, label %52, label %37, !dbg !1575, !prof !1385

37:                                               ; preds = %12
  %38 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1576
  %39 = load ptr, ptr %38, align 8, !dbg !1576, !tbaa !671
  %40 = ptrtoint ptr %39 to i64, !dbg !1576
  %41 = sub i64 %19, %40, !dbg !1576
    #dbg_value(i64 %41, !1554, !DIExpression(), !1577)
  %42 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1578
  %43 = load ptr, ptr %42, align 8, !dbg !1578, !tbaa !658
  %44 = getelementptr inbounds i8, ptr %43, i64 24, !dbg !1578
  %45 = load i64, ptr %44, align 8, !dbg !1578, !tbaa !1391
  %46 = icmp sgt i64 %45, 0, !dbg !1578
  br i1 %46, label %47, label %48, !dbg !1581

47:                                               ; preds = %37
  tail call void @luaC_step(ptr noundef nonnull %0) #13, !dbg !1582
  br label %48, !dbg !1582

48:                                               ; preds = %47, %37
  %49 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef %29, i32 noundef 1), !dbg !1576
  %50 = load ptr, ptr %38, align 8, !dbg !1576, !tbaa !671
  %51 = getelementptr inbounds i8, ptr %50, i64 %41, !dbg !1576
    #dbg_value(ptr %51, !1544, !DIExpression(), !1557)
  br label %52, !dbg !1576

52:                                               ; preds = %12, %48
  %53 = phi ptr [ %51, %48 ], [ %5, %12 ]
    #dbg_value(ptr %53, !1544, !DIExpression(), !1557)
  %54 = getelementptr inbounds i8, ptr %53, i64 16, !dbg !1584
  %55 = getelementptr inbounds %union.StackValue, ptr %54, i64 %35, !dbg !1585
    #dbg_value(ptr %0, !1458, !DIExpression(), !1586)
    #dbg_value(ptr %53, !1463, !DIExpression(), !1586)
    #dbg_value(i32 %2, !1464, !DIExpression(), !1586)
    #dbg_value(i32 0, !1465, !DIExpression(), !1586)
    #dbg_value(ptr %55, !1466, !DIExpression(), !1586)
  %56 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1588
  %57 = load ptr, ptr %56, align 8, !dbg !1588, !tbaa !1085
  %58 = getelementptr inbounds i8, ptr %57, i64 24, !dbg !1588
  %59 = load ptr, ptr %58, align 8, !dbg !1588, !tbaa !1471
  %60 = icmp eq ptr %59, null, !dbg !1588
  br i1 %60, label %61, label %63, !dbg !1588

61:                                               ; preds = %52
  %62 = tail call ptr @luaE_extendCI(ptr noundef nonnull %0) #13, !dbg !1588
  br label %63, !dbg !1588

63:                                               ; preds = %52, %61
  %64 = phi ptr [ %62, %61 ], [ %59, %52 ], !dbg !1588
    #dbg_value(ptr %64, !1467, !DIExpression(), !1586)
  store ptr %53, ptr %64, align 8, !dbg !1589, !tbaa !671
  %65 = trunc i32 %2 to i16, !dbg !1590
  %66 = getelementptr inbounds i8, ptr %64, i64 60, !dbg !1591
  store i16 %65, ptr %66, align 4, !dbg !1592, !tbaa !1187
  %67 = getelementptr inbounds i8, ptr %64, i64 62, !dbg !1593
  store i16 0, ptr %67, align 2, !dbg !1594, !tbaa !897
  %68 = getelementptr inbounds i8, ptr %64, i64 8, !dbg !1595
  store ptr %55, ptr %68, align 8, !dbg !1596, !tbaa !671
    #dbg_value(ptr %64, !1547, !DIExpression(), !1567)
  store ptr %64, ptr %56, align 8, !dbg !1597, !tbaa !1085
  %69 = getelementptr inbounds i8, ptr %15, i64 64, !dbg !1598
  %70 = load ptr, ptr %69, align 8, !dbg !1598, !tbaa !1334
  %71 = getelementptr inbounds i8, ptr %64, i64 32, !dbg !1599
  store ptr %70, ptr %71, align 8, !dbg !1600, !tbaa !671
    #dbg_value(i32 %23, !1551, !DIExpression(), !1567)
  %72 = icmp sgt i32 %22, %26, !dbg !1601
  br i1 %72, label %113, label %73, !dbg !1604

73:                                               ; preds = %63
  %74 = add nuw nsw i32 %26, 1, !dbg !1604
  %75 = sub i32 %74, %22, !dbg !1604
  %76 = sub i32 %26, %22, !dbg !1604
  %77 = and i32 %75, 3, !dbg !1604
  %78 = icmp eq i32 %77, 0, !dbg !1604
  br i1 %78, label %88, label %79, !dbg !1604

79:                                               ; preds = %73, %79
  %80 = phi i32 [ %85, %79 ], [ %23, %73 ]
  %81 = phi i32 [ %86, %79 ], [ 0, %73 ]
    #dbg_value(i32 %80, !1551, !DIExpression(), !1567)
  %82 = load ptr, ptr %16, align 8, !dbg !1605, !tbaa !671
  %83 = getelementptr inbounds i8, ptr %82, i64 16, !dbg !1605
  store ptr %83, ptr %16, align 8, !dbg !1605, !tbaa !671
  %84 = getelementptr inbounds i8, ptr %82, i64 8, !dbg !1605
  store i8 0, ptr %84, align 8, !dbg !1605, !tbaa !671
  %85 = add nsw i32 %80, 1, !dbg !1606
    #dbg_value(i32 %85, !1551, !DIExpression(), !1567)
  %86 = add i32 %81, 1, !dbg !1604
  %87 = icmp eq i32 %86, %77, !dbg !1604
  br i1 %87, label %88, label %79, !dbg !1604, !llvm.loop !1607

88:                                               ; preds = %79, %73
  %89 = phi i32 [ %23, %73 ], [ %85, %79 ]
  %90 = icmp ult i32 %76, 3, !dbg !1604
  br i1 %90, label %113, label %91, !dbg !1604

91:                                               ; preds = %88, %91
  %92 = phi i32 [ %105, %91 ], [ %89, %88 ]
    #dbg_value(i32 %92, !1551, !DIExpression(), !1567)
  %93 = load ptr, ptr %16, align 8, !dbg !1605, !tbaa !671
  %94 = getelementptr inbounds i8, ptr %93, i64 16, !dbg !1605
  store ptr %94, ptr %16, align 8, !dbg !1605, !tbaa !671
  %95 = getelementptr inbounds i8, ptr %93, i64 8, !dbg !1605
  store i8 0, ptr %95, align 8, !dbg !1605, !tbaa !671
    #dbg_value(i32 %92, !1551, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1567)
  %96 = load ptr, ptr %16, align 8, !dbg !1605, !tbaa !671
  %97 = getelementptr inbounds i8, ptr %96, i64 16, !dbg !1605
  store ptr %97, ptr %16, align 8, !dbg !1605, !tbaa !671
  %98 = getelementptr inbounds i8, ptr %96, i64 8, !dbg !1605
  store i8 0, ptr %98, align 8, !dbg !1605, !tbaa !671
    #dbg_value(i32 %92, !1551, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !1567)
  %99 = load ptr, ptr %16, align 8, !dbg !1605, !tbaa !671
  %100 = getelementptr inbounds i8, ptr %99, i64 16, !dbg !1605
  store ptr %100, ptr %16, align 8, !dbg !1605, !tbaa !671
  %101 = getelementptr inbounds i8, ptr %99, i64 8, !dbg !1605
  store i8 0, ptr %101, align 8, !dbg !1605, !tbaa !671
    #dbg_value(i32 %92, !1551, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !1567)
  %102 = load ptr, ptr %16, align 8, !dbg !1605, !tbaa !671
  %103 = getelementptr inbounds i8, ptr %102, i64 16, !dbg !1605
  store ptr %103, ptr %16, align 8, !dbg !1605, !tbaa !671
  %104 = getelementptr inbounds i8, ptr %102, i64 8, !dbg !1605
  store i8 0, ptr %104, align 8, !dbg !1605, !tbaa !671
  %105 = add nsw i32 %92, 4, !dbg !1606
    #dbg_value(i32 %105, !1551, !DIExpression(), !1567)
  %106 = icmp eq i32 %105, %26, !dbg !1601
  br i1 %106, label %113, label %91, !dbg !1604, !llvm.loop !1608

107:                                              ; preds = %4
  %108 = tail call fastcc ptr @tryfuncTM(ptr noundef %0, ptr noundef nonnull %5), !dbg !1610
    #dbg_value(ptr %108, !1544, !DIExpression(), !1557)
  br label %4, !dbg !1612

109:                                              ; preds = %4, %9
  %110 = phi ptr [ %11, %9 ], [ %5, %4 ]
  %111 = load ptr, ptr %110, align 8, !dbg !1613, !tbaa !671
  %112 = tail call fastcc i32 @precallC(ptr noundef %0, ptr noundef nonnull %5, i32 noundef %2, ptr noundef %111), !dbg !1613
  br label %113, !dbg !1614

113:                                              ; preds = %88, %91, %109, %63
  %114 = phi ptr [ %64, %63 ], [ null, %109 ], [ %64, %91 ], [ %64, %88 ], !dbg !1613
  ret ptr %114, !dbg !1614
}

; Function Attrs: nounwind uwtable
define hidden void @luaD_call(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !1615 {
    #dbg_value(ptr %0, !1619, !DIExpression(), !1622)
    #dbg_value(ptr %1, !1620, !DIExpression(), !1622)
    #dbg_value(i32 %2, !1621, !DIExpression(), !1622)
    #dbg_value(ptr %0, !1623, !DIExpression(), !1637)
    #dbg_value(ptr %1, !1628, !DIExpression(), !1637)
    #dbg_value(i32 %2, !1629, !DIExpression(), !1637)
    #dbg_value(i32 1, !1630, !DIExpression(), !1637)
  %4 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !1639
  %5 = load i32, ptr %4, align 8, !dbg !1640, !tbaa !766
  %6 = add i32 %5, 1, !dbg !1640
  store i32 %6, ptr %4, align 8, !dbg !1640, !tbaa !766
  %7 = and i32 %6, 65528, !dbg !1641
  %8 = icmp ugt i32 %7, 199, !dbg !1641
  br i1 %8, label %9, label %29, !dbg !1642, !prof !856

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1643
  %11 = load ptr, ptr %10, align 8, !dbg !1643, !tbaa !671
  %12 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1643
  %13 = load ptr, ptr %12, align 8, !dbg !1643, !tbaa !671
  %14 = ptrtoint ptr %11 to i64, !dbg !1643
  %15 = ptrtoint ptr %13 to i64, !dbg !1643
  %16 = sub i64 %14, %15, !dbg !1643
  %17 = icmp slt i64 %16, 16, !dbg !1643
  br i1 %17, label %18, label %27, !dbg !1644, !prof !856

18:                                               ; preds = %9
  %19 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1645
  %20 = load ptr, ptr %19, align 8, !dbg !1645, !tbaa !671
  %21 = ptrtoint ptr %1 to i64, !dbg !1645
  %22 = ptrtoint ptr %20 to i64, !dbg !1645
  %23 = sub i64 %21, %22, !dbg !1645
    #dbg_value(i64 %23, !1632, !DIExpression(), !1646)
  %24 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef 0, i32 noundef 1), !dbg !1645
  %25 = load ptr, ptr %19, align 8, !dbg !1645, !tbaa !671
  %26 = getelementptr inbounds i8, ptr %25, i64 %23, !dbg !1645
    #dbg_value(ptr %26, !1628, !DIExpression(), !1637)
  br label %27, !dbg !1645

27:                                               ; preds = %18, %9
  %28 = phi ptr [ %26, %18 ], [ %1, %9 ]
    #dbg_value(ptr %28, !1628, !DIExpression(), !1637)
  tail call void @luaE_checkcstack(ptr noundef nonnull %0) #13, !dbg !1647
  br label %29, !dbg !1648

29:                                               ; preds = %27, %3
  %30 = phi ptr [ %28, %27 ], [ %1, %3 ]
    #dbg_value(ptr %30, !1628, !DIExpression(), !1637)
  %31 = tail call ptr @luaD_precall(ptr noundef nonnull %0, ptr noundef %30, i32 noundef %2), !dbg !1649
    #dbg_value(ptr %31, !1631, !DIExpression(), !1637)
  %32 = icmp eq ptr %31, null, !dbg !1651
  br i1 %32, label %35, label %33, !dbg !1652

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 62, !dbg !1653
  store i16 4, ptr %34, align 2, !dbg !1655, !tbaa !897
  tail call void @luaV_execute(ptr noundef nonnull %0, ptr noundef nonnull %31) #13, !dbg !1656
  br label %35, !dbg !1657

35:                                               ; preds = %29, %33
  %36 = load i32, ptr %4, align 8, !dbg !1658, !tbaa !766
  %37 = add i32 %36, -1, !dbg !1658
  store i32 %37, ptr %4, align 8, !dbg !1658, !tbaa !766
  ret void, !dbg !1659
}

; Function Attrs: nounwind uwtable
define hidden void @luaD_callnoyield(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !1660 {
    #dbg_value(ptr %0, !1662, !DIExpression(), !1665)
    #dbg_value(ptr %1, !1663, !DIExpression(), !1665)
    #dbg_value(i32 %2, !1664, !DIExpression(), !1665)
    #dbg_value(ptr %0, !1623, !DIExpression(), !1666)
    #dbg_value(ptr %1, !1628, !DIExpression(), !1666)
    #dbg_value(i32 %2, !1629, !DIExpression(), !1666)
    #dbg_value(i32 65537, !1630, !DIExpression(), !1666)
  %4 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !1668
  %5 = load i32, ptr %4, align 8, !dbg !1669, !tbaa !766
  %6 = add i32 %5, 65537, !dbg !1669
  store i32 %6, ptr %4, align 8, !dbg !1669, !tbaa !766
  %7 = and i32 %6, 65528, !dbg !1670
  %8 = icmp ugt i32 %7, 199, !dbg !1670
  br i1 %8, label %9, label %29, !dbg !1671, !prof !856

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1672
  %11 = load ptr, ptr %10, align 8, !dbg !1672, !tbaa !671
  %12 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1672
  %13 = load ptr, ptr %12, align 8, !dbg !1672, !tbaa !671
  %14 = ptrtoint ptr %11 to i64, !dbg !1672
  %15 = ptrtoint ptr %13 to i64, !dbg !1672
  %16 = sub i64 %14, %15, !dbg !1672
  %17 = icmp slt i64 %16, 16, !dbg !1672
  br i1 %17, label %18, label %27, !dbg !1673, !prof !856

18:                                               ; preds = %9
  %19 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1674
  %20 = load ptr, ptr %19, align 8, !dbg !1674, !tbaa !671
  %21 = ptrtoint ptr %1 to i64, !dbg !1674
  %22 = ptrtoint ptr %20 to i64, !dbg !1674
  %23 = sub i64 %21, %22, !dbg !1674
    #dbg_value(i64 %23, !1632, !DIExpression(), !1675)
  %24 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef 0, i32 noundef 1), !dbg !1674
  %25 = load ptr, ptr %19, align 8, !dbg !1674, !tbaa !671
  %26 = getelementptr inbounds i8, ptr %25, i64 %23, !dbg !1674
    #dbg_value(ptr %26, !1628, !DIExpression(), !1666)
  br label %27, !dbg !1674

27:                                               ; preds = %18, %9
  %28 = phi ptr [ %26, %18 ], [ %1, %9 ]
    #dbg_value(ptr %28, !1628, !DIExpression(), !1666)
  tail call void @luaE_checkcstack(ptr noundef nonnull %0) #13, !dbg !1676
  br label %29, !dbg !1677

29:                                               ; preds = %27, %3
  %30 = phi ptr [ %28, %27 ], [ %1, %3 ]
    #dbg_value(ptr %30, !1628, !DIExpression(), !1666)
  %31 = tail call ptr @luaD_precall(ptr noundef nonnull %0, ptr noundef %30, i32 noundef %2), !dbg !1678
    #dbg_value(ptr %31, !1631, !DIExpression(), !1666)
  %32 = icmp eq ptr %31, null, !dbg !1679
  br i1 %32, label %35, label %33, !dbg !1680

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 62, !dbg !1681
  store i16 4, ptr %34, align 2, !dbg !1682, !tbaa !897
  tail call void @luaV_execute(ptr noundef nonnull %0, ptr noundef nonnull %31) #13, !dbg !1683
  br label %35, !dbg !1684

35:                                               ; preds = %29, %33
  %36 = load i32, ptr %4, align 8, !dbg !1685, !tbaa !766
  %37 = add i32 %36, -65537, !dbg !1685
  store i32 %37, ptr %4, align 8, !dbg !1685, !tbaa !766
  ret void, !dbg !1686
}

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_resume(ptr noundef %0, ptr noundef readonly %1, i32 noundef %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !1687 {
  %5 = alloca i32, align 4, !DIAssignID !1696
    #dbg_assign(i1 undef, !1693, !DIExpression(), !1696, ptr %5, !DIExpression(), !1697)
    #dbg_value(ptr %0, !1691, !DIExpression(), !1697)
    #dbg_value(ptr %1, !1692, !DIExpression(), !1697)
  store i32 %2, ptr %5, align 4, !tbaa !1698, !DIAssignID !1699
    #dbg_assign(i32 %2, !1693, !DIExpression(), !1699, ptr %5, !DIExpression(), !1697)
    #dbg_value(ptr %3, !1694, !DIExpression(), !1697)
  %6 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !1700
  %7 = load i8, ptr %6, align 2, !dbg !1700, !tbaa !1702
  switch i8 %7, label %45 [
    i8 0, label %8
    i8 1, label %58
  ], !dbg !1703

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1704
  %10 = load ptr, ptr %9, align 8, !dbg !1704, !tbaa !1085
  %11 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !1707
  %12 = icmp eq ptr %10, %11, !dbg !1708
  %13 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1709
  %14 = load ptr, ptr %13, align 8, !dbg !1709, !tbaa !671
  br i1 %12, label %26, label %15, !dbg !1710

15:                                               ; preds = %8
    #dbg_value(ptr %0, !1711, !DIExpression(), !1721)
    #dbg_value(ptr @.str.2, !1716, !DIExpression(), !1721)
    #dbg_value(i32 %2, !1717, !DIExpression(), !1721)
  %16 = sext i32 %2 to i64, !dbg !1723
  %17 = sub nsw i64 0, %16, !dbg !1723
  %18 = getelementptr inbounds %union.StackValue, ptr %14, i64 %17, !dbg !1723
  store ptr %18, ptr %13, align 8, !dbg !1723, !tbaa !671
    #dbg_value(ptr %18, !1718, !DIExpression(), !1724)
  %19 = tail call ptr @luaS_new(ptr noundef nonnull %0, ptr noundef nonnull @.str.2) #13, !dbg !1725
    #dbg_value(ptr %19, !1720, !DIExpression(), !1724)
  store ptr %19, ptr %18, align 8, !dbg !1725, !tbaa !671
  %20 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !1725
  %21 = load i8, ptr %20, align 8, !dbg !1725, !tbaa !672
  %22 = or i8 %21, 64, !dbg !1725
  %23 = getelementptr inbounds i8, ptr %18, i64 8, !dbg !1725
  store i8 %22, ptr %23, align 8, !dbg !1725, !tbaa !680
  %24 = load ptr, ptr %13, align 8, !dbg !1726, !tbaa !671
  %25 = getelementptr inbounds i8, ptr %24, i64 16, !dbg !1726
  store ptr %25, ptr %13, align 8, !dbg !1726, !tbaa !671
  br label %146, !dbg !1728

26:                                               ; preds = %8
  %27 = load ptr, ptr %10, align 8, !dbg !1729, !tbaa !671
  %28 = getelementptr inbounds i8, ptr %27, i64 16, !dbg !1731
  %29 = ptrtoint ptr %14 to i64, !dbg !1732
  %30 = ptrtoint ptr %28 to i64, !dbg !1732
  %31 = sub i64 %29, %30, !dbg !1732
  %32 = ashr exact i64 %31, 4, !dbg !1732
  %33 = sext i32 %2 to i64, !dbg !1733
  %34 = icmp eq i64 %32, %33, !dbg !1734
  br i1 %34, label %35, label %58, !dbg !1735

35:                                               ; preds = %26
    #dbg_value(ptr %0, !1711, !DIExpression(), !1736)
    #dbg_value(ptr @.str.3, !1716, !DIExpression(), !1736)
    #dbg_value(i32 %2, !1717, !DIExpression(), !1736)
  %36 = sub nsw i64 0, %33, !dbg !1738
  %37 = getelementptr inbounds %union.StackValue, ptr %14, i64 %36, !dbg !1738
  store ptr %37, ptr %13, align 8, !dbg !1738, !tbaa !671
    #dbg_value(ptr %37, !1718, !DIExpression(), !1739)
  %38 = tail call ptr @luaS_new(ptr noundef nonnull %0, ptr noundef nonnull @.str.3) #13, !dbg !1740
    #dbg_value(ptr %38, !1720, !DIExpression(), !1739)
  store ptr %38, ptr %37, align 8, !dbg !1740, !tbaa !671
  %39 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !1740
  %40 = load i8, ptr %39, align 8, !dbg !1740, !tbaa !672
  %41 = or i8 %40, 64, !dbg !1740
  %42 = getelementptr inbounds i8, ptr %37, i64 8, !dbg !1740
  store i8 %41, ptr %42, align 8, !dbg !1740, !tbaa !680
  %43 = load ptr, ptr %13, align 8, !dbg !1741, !tbaa !671
  %44 = getelementptr inbounds i8, ptr %43, i64 16, !dbg !1741
  store ptr %44, ptr %13, align 8, !dbg !1741, !tbaa !671
  br label %146, !dbg !1742

45:                                               ; preds = %4
    #dbg_value(ptr %0, !1711, !DIExpression(), !1743)
    #dbg_value(ptr @.str.3, !1716, !DIExpression(), !1743)
    #dbg_value(i32 %2, !1717, !DIExpression(), !1743)
  %46 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1746
  %47 = load ptr, ptr %46, align 8, !dbg !1747, !tbaa !671
  %48 = sext i32 %2 to i64, !dbg !1747
  %49 = sub nsw i64 0, %48, !dbg !1747
  %50 = getelementptr inbounds %union.StackValue, ptr %47, i64 %49, !dbg !1747
  store ptr %50, ptr %46, align 8, !dbg !1747, !tbaa !671
    #dbg_value(ptr %50, !1718, !DIExpression(), !1748)
  %51 = tail call ptr @luaS_new(ptr noundef nonnull %0, ptr noundef nonnull @.str.3) #13, !dbg !1749
    #dbg_value(ptr %51, !1720, !DIExpression(), !1748)
  store ptr %51, ptr %50, align 8, !dbg !1749, !tbaa !671
  %52 = getelementptr inbounds i8, ptr %51, i64 8, !dbg !1749
  %53 = load i8, ptr %52, align 8, !dbg !1749, !tbaa !672
  %54 = or i8 %53, 64, !dbg !1749
  %55 = getelementptr inbounds i8, ptr %50, i64 8, !dbg !1749
  store i8 %54, ptr %55, align 8, !dbg !1749, !tbaa !680
  %56 = load ptr, ptr %46, align 8, !dbg !1750, !tbaa !671
  %57 = getelementptr inbounds i8, ptr %56, i64 16, !dbg !1750
  store ptr %57, ptr %46, align 8, !dbg !1750, !tbaa !671
  br label %146, !dbg !1751

58:                                               ; preds = %4, %26
  %59 = icmp eq ptr %1, null, !dbg !1752
  br i1 %59, label %60, label %62, !dbg !1752

60:                                               ; preds = %58
  %61 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !1753
  br label %81, !dbg !1754

62:                                               ; preds = %58
  %63 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !1755
  %64 = load i32, ptr %63, align 8, !dbg !1755, !tbaa !766
  %65 = and i32 %64, 65535, !dbg !1755
  %66 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !1753
  store i32 %65, ptr %66, align 8, !dbg !1756, !tbaa !766
  %67 = icmp ugt i32 %65, 199, !dbg !1757
  br i1 %67, label %68, label %81, !dbg !1754

68:                                               ; preds = %62
    #dbg_value(ptr %0, !1711, !DIExpression(), !1759)
    #dbg_value(ptr @.str.4, !1716, !DIExpression(), !1759)
    #dbg_value(i32 %2, !1717, !DIExpression(), !1759)
  %69 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1761
  %70 = load ptr, ptr %69, align 8, !dbg !1762, !tbaa !671
  %71 = sext i32 %2 to i64, !dbg !1762
  %72 = sub nsw i64 0, %71, !dbg !1762
  %73 = getelementptr inbounds %union.StackValue, ptr %70, i64 %72, !dbg !1762
  store ptr %73, ptr %69, align 8, !dbg !1762, !tbaa !671
    #dbg_value(ptr %73, !1718, !DIExpression(), !1763)
  %74 = tail call ptr @luaS_new(ptr noundef nonnull %0, ptr noundef nonnull @.str.4) #13, !dbg !1764
    #dbg_value(ptr %74, !1720, !DIExpression(), !1763)
  store ptr %74, ptr %73, align 8, !dbg !1764, !tbaa !671
  %75 = getelementptr inbounds i8, ptr %74, i64 8, !dbg !1764
  %76 = load i8, ptr %75, align 8, !dbg !1764, !tbaa !672
  %77 = or i8 %76, 64, !dbg !1764
  %78 = getelementptr inbounds i8, ptr %73, i64 8, !dbg !1764
  store i8 %77, ptr %78, align 8, !dbg !1764, !tbaa !680
  %79 = load ptr, ptr %69, align 8, !dbg !1765, !tbaa !671
  %80 = getelementptr inbounds i8, ptr %79, i64 16, !dbg !1765
  store ptr %80, ptr %69, align 8, !dbg !1765, !tbaa !671
  br label %146, !dbg !1766

81:                                               ; preds = %60, %62
  %82 = phi ptr [ %61, %60 ], [ %66, %62 ]
  %83 = phi i32 [ 0, %60 ], [ %65, %62 ]
  %84 = add nuw nsw i32 %83, 1, !dbg !1767
  store i32 %84, ptr %82, align 8, !dbg !1767, !tbaa !766
  %85 = call i32 @luaD_rawrunprotected(ptr noundef nonnull %0, ptr noundef nonnull @resume, ptr noundef nonnull %5), !dbg !1768
    #dbg_value(i32 %85, !1695, !DIExpression(), !1697)
    #dbg_value(ptr %0, !1769, !DIExpression(), !1774)
    #dbg_value(i32 %85, !1772, !DIExpression(), !1774)
  %86 = icmp sgt i32 %85, 1, !dbg !1776
  br i1 %86, label %87, label %120, !dbg !1777

87:                                               ; preds = %81
  %88 = getelementptr inbounds i8, ptr %0, i64 32
  br label %89, !dbg !1777

89:                                               ; preds = %103, %87
  %90 = phi i32 [ %85, %87 ], [ %109, %103 ]
    #dbg_value(i32 %90, !1772, !DIExpression(), !1774)
    #dbg_value(ptr %0, !1778, !DIExpression(), !1784)
    #dbg_value(ptr poison, !1783, !DIExpression(), !1784)
  %91 = load ptr, ptr %88, align 8, !dbg !1786, !tbaa !834
  %92 = icmp eq ptr %91, null, !dbg !1788
  br i1 %92, label %113, label %93, !dbg !1790

93:                                               ; preds = %89, %99
  %94 = phi ptr [ %101, %99 ], [ %91, %89 ]
  %95 = getelementptr inbounds i8, ptr %94, i64 62, !dbg !1791
  %96 = load i16, ptr %95, align 2, !dbg !1791, !tbaa !897
  %97 = and i16 %96, 16, !dbg !1794
  %98 = icmp eq i16 %97, 0, !dbg !1794
  br i1 %98, label %99, label %103, !dbg !1795

99:                                               ; preds = %93
  %100 = getelementptr inbounds i8, ptr %94, i64 16, !dbg !1796
    #dbg_value(ptr poison, !1783, !DIExpression(), !1784)
  %101 = load ptr, ptr %100, align 8, !dbg !1786, !tbaa !834
    #dbg_value(ptr %101, !1783, !DIExpression(), !1784)
  %102 = icmp eq ptr %101, null, !dbg !1788
  br i1 %102, label %111, label %93, !dbg !1790, !llvm.loop !1797

103:                                              ; preds = %93
  %104 = getelementptr inbounds i8, ptr %94, i64 62
    #dbg_value(ptr %94, !1773, !DIExpression(), !1774)
  store ptr %94, ptr %88, align 8, !dbg !1799, !tbaa !1085
  %105 = and i16 %96, -7169, !dbg !1801
  %106 = trunc i32 %90 to i16, !dbg !1801
  %107 = shl i16 %106, 10, !dbg !1801
  %108 = or i16 %105, %107, !dbg !1801
  store i16 %108, ptr %104, align 2, !dbg !1801, !tbaa !897
  %109 = call i32 @luaD_rawrunprotected(ptr noundef %0, ptr noundef nonnull @unroll, ptr noundef null), !dbg !1802
    #dbg_value(i32 %109, !1772, !DIExpression(), !1774)
  %110 = icmp sgt i32 %109, 1, !dbg !1776
  br i1 %110, label %89, label %120, !dbg !1777, !llvm.loop !1803

111:                                              ; preds = %99
    #dbg_value(i32 %90, !1695, !DIExpression(), !1697)
  %112 = icmp slt i32 %90, 2, !dbg !1806
  br i1 %112, label %120, label %113, !dbg !1808, !prof !1809

113:                                              ; preds = %89, %111
  %114 = trunc i32 %90 to i8, !dbg !1810
  store i8 %114, ptr %6, align 2, !dbg !1812, !tbaa !1702
  %115 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1813
  %116 = load ptr, ptr %115, align 8, !dbg !1814, !tbaa !671
  call void @luaD_seterrorobj(ptr noundef %0, i32 noundef %90, ptr noundef %116), !dbg !1815
  %117 = load ptr, ptr %115, align 8, !dbg !1816, !tbaa !671
  %118 = load ptr, ptr %88, align 8, !dbg !1817, !tbaa !1085
  %119 = getelementptr inbounds i8, ptr %118, i64 8, !dbg !1818
  store ptr %117, ptr %119, align 8, !dbg !1819, !tbaa !671
  br label %131, !dbg !1820

120:                                              ; preds = %103, %81, %111
  %121 = phi i32 [ %90, %111 ], [ %85, %81 ], [ %109, %103 ]
  %122 = icmp eq i32 %121, 1, !dbg !1821
  br i1 %122, label %126, label %123, !dbg !1820

123:                                              ; preds = %120
  %124 = getelementptr inbounds i8, ptr %0, i64 16
  %125 = load ptr, ptr %124, align 8, !dbg !1822, !tbaa !671
  br label %131, !dbg !1820

126:                                              ; preds = %120
  %127 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1823
  %128 = load ptr, ptr %127, align 8, !dbg !1823, !tbaa !1085
  %129 = getelementptr inbounds i8, ptr %128, i64 56, !dbg !1824
  %130 = load i32, ptr %129, align 8, !dbg !1825, !tbaa !671
  br label %143, !dbg !1820

131:                                              ; preds = %123, %113
  %132 = phi ptr [ %117, %113 ], [ %125, %123 ], !dbg !1822
  %133 = phi i32 [ %90, %113 ], [ %121, %123 ]
  %134 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1822
  %135 = load ptr, ptr %134, align 8, !dbg !1822, !tbaa !1085
  %136 = load ptr, ptr %135, align 8, !dbg !1822, !tbaa !671
  %137 = getelementptr inbounds i8, ptr %136, i64 16, !dbg !1822
  %138 = ptrtoint ptr %132 to i64, !dbg !1822
  %139 = ptrtoint ptr %137 to i64, !dbg !1822
  %140 = sub i64 %138, %139, !dbg !1822
  %141 = lshr exact i64 %140, 4, !dbg !1822
  %142 = trunc i64 %141 to i32, !dbg !1822
  br label %143, !dbg !1820

143:                                              ; preds = %131, %126
  %144 = phi i32 [ 1, %126 ], [ %133, %131 ]
  %145 = phi i32 [ %130, %126 ], [ %142, %131 ], !dbg !1820
  store i32 %145, ptr %3, align 4, !dbg !1826, !tbaa !1698
  br label %146, !dbg !1827

146:                                              ; preds = %143, %68, %45, %35, %15
  %147 = phi i32 [ 2, %15 ], [ 2, %35 ], [ 2, %68 ], [ %144, %143 ], [ 2, %45 ], !dbg !1697
  ret i32 %147, !dbg !1828
}

; Function Attrs: nounwind uwtable
define internal void @resume(ptr noundef %0, ptr nocapture noundef readonly %1) #0 !dbg !1829 {
    #dbg_value(ptr %0, !1831, !DIExpression(), !1836)
    #dbg_value(ptr %1, !1832, !DIExpression(), !1836)
  %3 = load i32, ptr %1, align 4, !dbg !1837, !tbaa !1698
    #dbg_value(i32 %3, !1833, !DIExpression(), !1836)
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1838
  %5 = load ptr, ptr %4, align 8, !dbg !1839, !tbaa !671
  %6 = sext i32 %3 to i64, !dbg !1840
  %7 = sub nsw i64 0, %6, !dbg !1840
  %8 = getelementptr inbounds %union.StackValue, ptr %5, i64 %7, !dbg !1840
    #dbg_value(ptr %8, !1834, !DIExpression(), !1836)
  %9 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1841
  %10 = load ptr, ptr %9, align 8, !dbg !1841, !tbaa !1085
    #dbg_value(ptr %10, !1835, !DIExpression(), !1836)
  %11 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !1842
  %12 = load i8, ptr %11, align 2, !dbg !1842, !tbaa !1702
  %13 = icmp eq i8 %12, 0, !dbg !1844
  br i1 %13, label %14, label %44, !dbg !1845

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %8, i64 -16, !dbg !1846
    #dbg_value(ptr %0, !1623, !DIExpression(), !1847)
    #dbg_value(ptr %15, !1628, !DIExpression(), !1847)
    #dbg_value(i32 -1, !1629, !DIExpression(), !1847)
    #dbg_value(i32 0, !1630, !DIExpression(), !1847)
  %16 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !1849
  %17 = load i32, ptr %16, align 8, !dbg !1850, !tbaa !766
  %18 = and i32 %17, 65528, !dbg !1851
  %19 = icmp ugt i32 %18, 199, !dbg !1851
  br i1 %19, label %20, label %38, !dbg !1852, !prof !856

20:                                               ; preds = %14
  %21 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1853
  %22 = load ptr, ptr %21, align 8, !dbg !1853, !tbaa !671
  %23 = ptrtoint ptr %22 to i64, !dbg !1853
  %24 = ptrtoint ptr %5 to i64, !dbg !1853
  %25 = sub i64 %23, %24, !dbg !1853
  %26 = icmp slt i64 %25, 16, !dbg !1853
  br i1 %26, label %27, label %36, !dbg !1854, !prof !856

27:                                               ; preds = %20
  %28 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1855
  %29 = load ptr, ptr %28, align 8, !dbg !1855, !tbaa !671
  %30 = ptrtoint ptr %15 to i64, !dbg !1855
  %31 = ptrtoint ptr %29 to i64, !dbg !1855
  %32 = sub i64 %30, %31, !dbg !1855
    #dbg_value(i64 %32, !1632, !DIExpression(), !1856)
  %33 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef 0, i32 noundef 1), !dbg !1855
  %34 = load ptr, ptr %28, align 8, !dbg !1855, !tbaa !671
  %35 = getelementptr inbounds i8, ptr %34, i64 %32, !dbg !1855
    #dbg_value(ptr %35, !1628, !DIExpression(), !1847)
  br label %36, !dbg !1855

36:                                               ; preds = %27, %20
  %37 = phi ptr [ %35, %27 ], [ %15, %20 ]
    #dbg_value(ptr %37, !1628, !DIExpression(), !1847)
  tail call void @luaE_checkcstack(ptr noundef nonnull %0) #13, !dbg !1857
  br label %38, !dbg !1858

38:                                               ; preds = %36, %14
  %39 = phi ptr [ %37, %36 ], [ %15, %14 ]
    #dbg_value(ptr %39, !1628, !DIExpression(), !1847)
  %40 = tail call ptr @luaD_precall(ptr noundef nonnull %0, ptr noundef %39, i32 noundef -1), !dbg !1859
    #dbg_value(ptr %40, !1631, !DIExpression(), !1847)
  %41 = icmp eq ptr %40, null, !dbg !1860
  br i1 %41, label %62, label %42, !dbg !1861

42:                                               ; preds = %38
  %43 = getelementptr inbounds i8, ptr %40, i64 62, !dbg !1862
  store i16 4, ptr %43, align 2, !dbg !1863, !tbaa !897
  tail call void @luaV_execute(ptr noundef nonnull %0, ptr noundef nonnull %40) #13, !dbg !1864
  br label %62, !dbg !1865

44:                                               ; preds = %2
  store i8 0, ptr %11, align 2, !dbg !1866, !tbaa !1702
  %45 = getelementptr inbounds i8, ptr %10, i64 62, !dbg !1868
  %46 = load i16, ptr %45, align 2, !dbg !1868, !tbaa !897
  %47 = and i16 %46, 2, !dbg !1868
  %48 = icmp eq i16 %47, 0, !dbg !1868
  %49 = getelementptr inbounds i8, ptr %10, i64 32, !dbg !1870
  %50 = load ptr, ptr %49, align 8, !dbg !1870, !tbaa !671
  br i1 %48, label %51, label %53, !dbg !1871

51:                                               ; preds = %44
  %52 = getelementptr inbounds i8, ptr %50, i64 -4, !dbg !1872
  store ptr %52, ptr %49, align 8, !dbg !1872, !tbaa !671
  store ptr %8, ptr %4, align 8, !dbg !1874, !tbaa !671
  tail call void @luaV_execute(ptr noundef nonnull %0, ptr noundef nonnull %10) #13, !dbg !1875
  br label %61, !dbg !1876

53:                                               ; preds = %44
  %54 = icmp eq ptr %50, null, !dbg !1877
  br i1 %54, label %59, label %55, !dbg !1880

55:                                               ; preds = %53
  %56 = getelementptr inbounds i8, ptr %10, i64 48, !dbg !1881
  %57 = load i64, ptr %56, align 8, !dbg !1881, !tbaa !671
  %58 = tail call i32 %50(ptr noundef nonnull %0, i32 noundef 1, i64 noundef %57) #13, !dbg !1883
    #dbg_value(i32 %58, !1833, !DIExpression(), !1836)
  br label %59, !dbg !1884

59:                                               ; preds = %55, %53
  %60 = phi i32 [ %58, %55 ], [ %3, %53 ], !dbg !1836
    #dbg_value(i32 %60, !1833, !DIExpression(), !1836)
  tail call void @luaD_poscall(ptr noundef nonnull %0, ptr noundef nonnull %10, i32 noundef %60), !dbg !1885
  br label %61

61:                                               ; preds = %59, %51
  tail call void @unroll(ptr noundef nonnull %0, ptr poison), !dbg !1886
  br label %62

62:                                               ; preds = %42, %38, %61
  ret void, !dbg !1887
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 2) i32 @lua_isyieldable(ptr nocapture noundef readonly %0) local_unnamed_addr #9 !dbg !1888 {
    #dbg_value(ptr %0, !1890, !DIExpression(), !1891)
  %2 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !1892
  %3 = load i32, ptr %2, align 8, !dbg !1892, !tbaa !766
  %4 = icmp ult i32 %3, 65536, !dbg !1892
  %5 = zext i1 %4 to i32, !dbg !1892
  ret i32 %5, !dbg !1893
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @lua_yieldk(ptr noundef %0, i32 noundef %1, i64 noundef %2, ptr noundef %3) local_unnamed_addr #0 !dbg !1894 {
    #dbg_value(ptr %0, !1898, !DIExpression(), !1903)
    #dbg_value(i32 %1, !1899, !DIExpression(), !1903)
    #dbg_value(i64 %2, !1900, !DIExpression(), !1903)
    #dbg_value(ptr %3, !1901, !DIExpression(), !1903)
  %5 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1904
  %6 = load ptr, ptr %5, align 8, !dbg !1904, !tbaa !1085
    #dbg_value(ptr %6, !1902, !DIExpression(), !1903)
  %7 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !1905
  %8 = load i32, ptr %7, align 8, !dbg !1905, !tbaa !766
  %9 = icmp ugt i32 %8, 65535, !dbg !1905
  br i1 %9, label %10, label %18, !dbg !1907, !prof !856

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1908
  %12 = load ptr, ptr %11, align 8, !dbg !1908, !tbaa !658
  %13 = getelementptr inbounds i8, ptr %12, i64 264, !dbg !1911
  %14 = load ptr, ptr %13, align 8, !dbg !1911, !tbaa !720
  %15 = icmp eq ptr %14, %0, !dbg !1912
  br i1 %15, label %17, label %16, !dbg !1913

16:                                               ; preds = %10
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.5) #14, !dbg !1914
  unreachable, !dbg !1914

17:                                               ; preds = %10
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.6) #14, !dbg !1915
  unreachable, !dbg !1915

18:                                               ; preds = %4
  %19 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !1916
  store i8 1, ptr %19, align 2, !dbg !1917, !tbaa !1702
  %20 = getelementptr inbounds i8, ptr %6, i64 56, !dbg !1918
  store i32 %1, ptr %20, align 8, !dbg !1919, !tbaa !671
  %21 = getelementptr inbounds i8, ptr %6, i64 62, !dbg !1920
  %22 = load i16, ptr %21, align 2, !dbg !1920, !tbaa !897
  %23 = and i16 %22, 2, !dbg !1920
  %24 = icmp eq i16 %23, 0, !dbg !1920
  br i1 %24, label %25, label %26, !dbg !1922

25:                                               ; preds = %18
  ret i32 0, !dbg !1923

26:                                               ; preds = %18
  %27 = getelementptr inbounds i8, ptr %6, i64 32, !dbg !1924
  store ptr %3, ptr %27, align 8, !dbg !1927, !tbaa !671
  %28 = icmp eq ptr %3, null, !dbg !1928
  br i1 %28, label %31, label %29, !dbg !1929

29:                                               ; preds = %26
  %30 = getelementptr inbounds i8, ptr %6, i64 48, !dbg !1930
  store i64 %2, ptr %30, align 8, !dbg !1931, !tbaa !671
  br label %31, !dbg !1932

31:                                               ; preds = %29, %26
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 1) #15, !dbg !1933
  unreachable, !dbg !1933
}

; Function Attrs: nounwind uwtable
define hidden i32 @luaD_closeprotected(ptr noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !1934 {
  %4 = alloca %struct.CloseP, align 8, !DIAssignID !1947
    #dbg_assign(i1 undef, !1943, !DIExpression(), !1947, ptr %4, !DIExpression(), !1948)
    #dbg_value(ptr %0, !1938, !DIExpression(), !1949)
    #dbg_value(i64 %1, !1939, !DIExpression(), !1949)
    #dbg_value(i32 %2, !1940, !DIExpression(), !1949)
  %5 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1950
  %6 = load ptr, ptr %5, align 8, !dbg !1950, !tbaa !1085
    #dbg_value(ptr %6, !1941, !DIExpression(), !1949)
  %7 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !1951
  %8 = load i8, ptr %7, align 1, !dbg !1951, !tbaa !1081
    #dbg_value(i8 %8, !1942, !DIExpression(), !1949)
  %9 = getelementptr inbounds i8, ptr %0, i64 48
  %10 = getelementptr inbounds i8, ptr %4, i64 8
    #dbg_value(i32 %2, !1940, !DIExpression(), !1949)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13, !dbg !1952
  %11 = load ptr, ptr %9, align 8, !dbg !1953, !tbaa !671
  %12 = getelementptr inbounds i8, ptr %11, i64 %1, !dbg !1953
  store ptr %12, ptr %4, align 8, !dbg !1954, !tbaa !1955, !DIAssignID !1957
  store i32 %2, ptr %10, align 8, !dbg !1958, !tbaa !1959, !DIAssignID !1960
  %13 = call i32 @luaD_rawrunprotected(ptr noundef nonnull %0, ptr noundef nonnull @closepaux, ptr noundef nonnull %4), !dbg !1961
  %14 = icmp eq i32 %13, 0, !dbg !1962
  br i1 %14, label %21, label %15, !dbg !1964, !prof !1965

15:                                               ; preds = %3, %15
  %16 = phi i32 [ %19, %15 ], [ %13, %3 ]
  store ptr %6, ptr %5, align 8, !dbg !1966, !tbaa !1085
  store i8 %8, ptr %7, align 1, !dbg !1968, !tbaa !1081
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13, !dbg !1969
    #dbg_value(i32 %16, !1940, !DIExpression(), !1949)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13, !dbg !1952
  %17 = load ptr, ptr %9, align 8, !dbg !1953, !tbaa !671
  %18 = getelementptr inbounds i8, ptr %17, i64 %1, !dbg !1953
  store ptr %18, ptr %4, align 8, !dbg !1954, !tbaa !1955, !DIAssignID !1957
    #dbg_assign(ptr %18, !1943, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1957, ptr %4, !DIExpression(), !1948)
  store i32 %16, ptr %10, align 8, !dbg !1958, !tbaa !1959, !DIAssignID !1960
    #dbg_assign(i32 %16, !1943, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1960, ptr %10, !DIExpression(), !1948)
  %19 = call i32 @luaD_rawrunprotected(ptr noundef nonnull %0, ptr noundef nonnull @closepaux, ptr noundef nonnull %4), !dbg !1961
    #dbg_value(i32 %19, !1940, !DIExpression(), !1949)
  %20 = icmp eq i32 %19, 0, !dbg !1962
  br i1 %20, label %21, label %15, !dbg !1964, !prof !1970, !llvm.loop !1971

21:                                               ; preds = %15, %3
  %22 = load i32, ptr %10, align 8, !dbg !1974, !tbaa !1959
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13, !dbg !1969
  ret i32 %22, !dbg !1975
}

; Function Attrs: nounwind uwtable
define internal void @closepaux(ptr noundef %0, ptr nocapture noundef readonly %1) #0 !dbg !1976 {
    #dbg_value(ptr %0, !1978, !DIExpression(), !1981)
    #dbg_value(ptr %1, !1979, !DIExpression(), !1981)
    #dbg_value(ptr %1, !1980, !DIExpression(), !1981)
  %3 = load ptr, ptr %1, align 8, !dbg !1982, !tbaa !1955
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1983
  %5 = load i32, ptr %4, align 8, !dbg !1983, !tbaa !1959
  %6 = tail call ptr @luaF_close(ptr noundef %0, ptr noundef %3, i32 noundef %5, i32 noundef 0) #13, !dbg !1984
  ret void, !dbg !1985
}

; Function Attrs: nounwind uwtable
define hidden noundef i32 @luaD_pcall(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, i64 noundef %3, i64 noundef %4) local_unnamed_addr #0 !dbg !1986 {
    #dbg_value(ptr %0, !1990, !DIExpression(), !1999)
    #dbg_value(ptr %1, !1991, !DIExpression(), !1999)
    #dbg_value(ptr %2, !1992, !DIExpression(), !1999)
    #dbg_value(i64 %3, !1993, !DIExpression(), !1999)
    #dbg_value(i64 %4, !1994, !DIExpression(), !1999)
  %6 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2000
  %7 = load ptr, ptr %6, align 8, !dbg !2000, !tbaa !1085
    #dbg_value(ptr %7, !1996, !DIExpression(), !1999)
  %8 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !2001
  %9 = load i8, ptr %8, align 1, !dbg !2001, !tbaa !1081
    #dbg_value(i8 %9, !1997, !DIExpression(), !1999)
  %10 = getelementptr inbounds i8, ptr %0, i64 168, !dbg !2002
  %11 = load i64, ptr %10, align 8, !dbg !2002, !tbaa !2003
    #dbg_value(i64 %11, !1998, !DIExpression(), !1999)
  store i64 %4, ptr %10, align 8, !dbg !2004, !tbaa !2003
  %12 = tail call i32 @luaD_rawrunprotected(ptr noundef %0, ptr noundef %1, ptr noundef %2), !dbg !2005
    #dbg_value(i32 %12, !1995, !DIExpression(), !1999)
  %13 = icmp eq i32 %12, 0, !dbg !2006
  br i1 %13, label %19, label %14, !dbg !2008, !prof !1385

14:                                               ; preds = %5
  store ptr %7, ptr %6, align 8, !dbg !2009, !tbaa !1085
  store i8 %9, ptr %8, align 1, !dbg !2011, !tbaa !1081
  %15 = tail call i32 @luaD_closeprotected(ptr noundef nonnull %0, i64 noundef %3, i32 noundef %12), !dbg !2012
    #dbg_value(i32 %15, !1995, !DIExpression(), !1999)
  %16 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !2013
  %17 = load ptr, ptr %16, align 8, !dbg !2013, !tbaa !671
  %18 = getelementptr inbounds i8, ptr %17, i64 %3, !dbg !2013
  tail call void @luaD_seterrorobj(ptr noundef nonnull %0, i32 noundef %15, ptr noundef %18), !dbg !2014
  tail call void @luaD_shrinkstack(ptr noundef nonnull %0), !dbg !2015
  br label %19, !dbg !2016

19:                                               ; preds = %14, %5
  %20 = phi i32 [ %15, %14 ], [ 0, %5 ], !dbg !1999
    #dbg_value(i32 %20, !1995, !DIExpression(), !1999)
  store i64 %11, ptr %10, align 8, !dbg !2017, !tbaa !2003
  ret i32 %20, !dbg !2018
}

; Function Attrs: nounwind uwtable
define hidden noundef i32 @luaD_protectedparser(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #0 !dbg !2019 {
  %5 = alloca %struct.SParser, align 8, !DIAssignID !2029
    #dbg_assign(i1 undef, !2027, !DIExpression(), !2029, ptr %5, !DIExpression(), !2030)
    #dbg_value(ptr %0, !2023, !DIExpression(), !2030)
    #dbg_value(ptr %1, !2024, !DIExpression(), !2030)
    #dbg_value(ptr %2, !2025, !DIExpression(), !2030)
    #dbg_value(ptr %3, !2026, !DIExpression(), !2030)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %5) #13, !dbg !2031
  %6 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !2032
  %7 = load i32, ptr %6, align 8, !dbg !2032, !tbaa !766
  %8 = add i32 %7, 65536, !dbg !2032
  store i32 %8, ptr %6, align 8, !dbg !2032, !tbaa !766
  store ptr %1, ptr %5, align 8, !dbg !2033, !tbaa !2034, !DIAssignID !2040
    #dbg_assign(ptr %1, !2027, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2040, ptr %5, !DIExpression(), !2030)
  %9 = getelementptr inbounds i8, ptr %5, i64 88, !dbg !2041
  store ptr %2, ptr %9, align 8, !dbg !2042, !tbaa !2043, !DIAssignID !2044
    #dbg_assign(ptr %2, !2027, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !2044, ptr %9, !DIExpression(), !2030)
  %10 = getelementptr inbounds i8, ptr %5, i64 80, !dbg !2045
  store ptr %3, ptr %10, align 8, !dbg !2046, !tbaa !2047, !DIAssignID !2048
    #dbg_assign(ptr %3, !2027, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !2048, ptr %10, !DIExpression(), !2030)
    #dbg_assign(ptr null, !2027, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !2049, ptr %39, !DIExpression(), !2030)
  %11 = getelementptr inbounds i8, ptr %5, i64 44, !dbg !2050
  store i32 0, ptr %11, align 4, !dbg !2051, !tbaa !2052, !DIAssignID !2053
    #dbg_assign(i32 0, !2027, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !2053, ptr %11, !DIExpression(), !2030)
  %12 = getelementptr inbounds i8, ptr %5, i64 48, !dbg !2054
  store ptr null, ptr %12, align 8, !dbg !2055, !tbaa !2056, !DIAssignID !2057
    #dbg_assign(ptr null, !2027, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !2057, ptr %12, !DIExpression(), !2030)
  %13 = getelementptr inbounds i8, ptr %5, i64 60, !dbg !2058
  store i32 0, ptr %13, align 4, !dbg !2059, !tbaa !2060, !DIAssignID !2061
    #dbg_assign(i32 0, !2027, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !2061, ptr %13, !DIExpression(), !2030)
  %14 = getelementptr inbounds i8, ptr %5, i64 64, !dbg !2062
  store ptr null, ptr %14, align 8, !dbg !2063, !tbaa !2064, !DIAssignID !2065
    #dbg_assign(ptr null, !2027, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !2065, ptr %14, !DIExpression(), !2030)
  %15 = getelementptr inbounds i8, ptr %5, i64 76, !dbg !2066
  store i32 0, ptr %15, align 4, !dbg !2067, !tbaa !2068, !DIAssignID !2069
    #dbg_assign(i32 0, !2027, !DIExpression(DW_OP_LLVM_fragment, 608, 32), !2069, ptr %15, !DIExpression(), !2030)
  %16 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !2070
  store ptr null, ptr %16, align 8, !dbg !2070, !tbaa !2071, !DIAssignID !2072
    #dbg_assign(ptr null, !2027, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2072, ptr %16, !DIExpression(), !2030)
  %17 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !2070
    #dbg_assign(i64 0, !2027, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !2049, ptr %17, !DIExpression(), !2030)
  %18 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2073
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %17, i8 0, i64 16, i1 false), !dbg !2070, !DIAssignID !2049
  %19 = load ptr, ptr %18, align 8, !dbg !2073, !tbaa !671
  %20 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !2073
  %21 = load ptr, ptr %20, align 8, !dbg !2073, !tbaa !671
  %22 = getelementptr inbounds i8, ptr %0, i64 168, !dbg !2074
  %23 = load i64, ptr %22, align 8, !dbg !2074, !tbaa !2003
    #dbg_value(ptr %0, !1990, !DIExpression(), !2075)
    #dbg_value(ptr @f_parser, !1991, !DIExpression(), !2075)
    #dbg_value(ptr %5, !1992, !DIExpression(), !2075)
    #dbg_value(!DIArgList(ptr %19, ptr %21), !1993, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !2075)
    #dbg_value(i64 %23, !1994, !DIExpression(), !2075)
  %24 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2077
  %25 = load ptr, ptr %24, align 8, !dbg !2077, !tbaa !1085
    #dbg_value(ptr %25, !1996, !DIExpression(), !2075)
  %26 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !2078
  %27 = load i8, ptr %26, align 1, !dbg !2078, !tbaa !1081
    #dbg_value(i8 %27, !1997, !DIExpression(), !2075)
    #dbg_value(i64 %23, !1998, !DIExpression(), !2075)
  %28 = call i32 @luaD_rawrunprotected(ptr noundef %0, ptr noundef nonnull readonly @f_parser, ptr noundef nonnull %5), !dbg !2079
    #dbg_value(i32 %28, !1995, !DIExpression(), !2075)
  %29 = icmp eq i32 %28, 0, !dbg !2080
  br i1 %29, label %37, label %30, !dbg !2081, !prof !1385

30:                                               ; preds = %4
  %31 = ptrtoint ptr %19 to i64, !dbg !2073
    #dbg_value(!DIArgList(i64 %31, ptr %21), !1993, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !2075)
  %32 = ptrtoint ptr %21 to i64, !dbg !2073
    #dbg_value(!DIArgList(i64 %31, i64 %32), !1993, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !2075)
  %33 = sub i64 %31, %32, !dbg !2073
    #dbg_value(i64 %33, !1993, !DIExpression(), !2075)
  store ptr %25, ptr %24, align 8, !dbg !2082, !tbaa !1085
  store i8 %27, ptr %26, align 1, !dbg !2083, !tbaa !1081
  %34 = call i32 @luaD_closeprotected(ptr noundef nonnull %0, i64 noundef %33, i32 noundef %28), !dbg !2084
    #dbg_value(i32 %34, !1995, !DIExpression(), !2075)
  %35 = load ptr, ptr %20, align 8, !dbg !2085, !tbaa !671
  %36 = getelementptr inbounds i8, ptr %35, i64 %33, !dbg !2085
  call void @luaD_seterrorobj(ptr noundef nonnull %0, i32 noundef %34, ptr noundef %36), !dbg !2086
  call void @luaD_shrinkstack(ptr noundef nonnull %0), !dbg !2087
  br label %37, !dbg !2088

37:                                               ; preds = %4, %30
  %38 = phi i32 [ %34, %30 ], [ 0, %4 ], !dbg !2075
  %39 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !2089
    #dbg_value(i32 %38, !1995, !DIExpression(), !2075)
  store i64 %23, ptr %22, align 8, !dbg !2090, !tbaa !2003
    #dbg_value(i32 %38, !2028, !DIExpression(), !2030)
  %40 = load ptr, ptr %16, align 8, !dbg !2091, !tbaa !2071
  %41 = load i64, ptr %17, align 8, !dbg !2091, !tbaa !2092
  %42 = call ptr @luaM_saferealloc_(ptr noundef nonnull %0, ptr noundef %40, i64 noundef %41, i64 noundef 0) #13, !dbg !2091
  store ptr %42, ptr %16, align 8, !dbg !2091, !tbaa !2071, !DIAssignID !2093
    #dbg_assign(ptr %42, !2027, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2093, ptr %16, !DIExpression(), !2030)
  store i64 0, ptr %17, align 8, !dbg !2091, !tbaa !2092, !DIAssignID !2094
    #dbg_assign(i64 0, !2027, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !2094, ptr %17, !DIExpression(), !2030)
  %43 = load ptr, ptr %39, align 8, !dbg !2095, !tbaa !2096
  %44 = load i32, ptr %11, align 4, !dbg !2095, !tbaa !2052
  %45 = sext i32 %44 to i64, !dbg !2095
  %46 = mul nsw i64 %45, 24, !dbg !2095
  call void @luaM_free_(ptr noundef nonnull %0, ptr noundef %43, i64 noundef %46) #13, !dbg !2095
  %47 = load ptr, ptr %12, align 8, !dbg !2097, !tbaa !2056
  %48 = load i32, ptr %13, align 4, !dbg !2097, !tbaa !2060
  %49 = sext i32 %48 to i64, !dbg !2097
  %50 = mul nsw i64 %49, 24, !dbg !2097
  call void @luaM_free_(ptr noundef nonnull %0, ptr noundef %47, i64 noundef %50) #13, !dbg !2097
  %51 = load ptr, ptr %14, align 8, !dbg !2098, !tbaa !2064
  %52 = load i32, ptr %15, align 4, !dbg !2098, !tbaa !2068
  %53 = sext i32 %52 to i64, !dbg !2098
  %54 = mul nsw i64 %53, 24, !dbg !2098
  call void @luaM_free_(ptr noundef nonnull %0, ptr noundef %51, i64 noundef %54) #13, !dbg !2098
  %55 = load i32, ptr %6, align 8, !dbg !2099, !tbaa !766
  %56 = add i32 %55, -65536, !dbg !2099
  store i32 %56, ptr %6, align 8, !dbg !2099, !tbaa !766
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %5) #13, !dbg !2100
  ret i32 %38, !dbg !2101
}

; Function Attrs: nounwind uwtable
define internal void @f_parser(ptr noundef %0, ptr noundef %1) #0 !dbg !2102 {
    #dbg_value(ptr %0, !2104, !DIExpression(), !2110)
    #dbg_value(ptr %1, !2105, !DIExpression(), !2110)
    #dbg_value(ptr %1, !2108, !DIExpression(), !2110)
  %3 = load ptr, ptr %1, align 8, !dbg !2111, !tbaa !2034
  %4 = load i64, ptr %3, align 8, !dbg !2111, !tbaa !2112
  %5 = add i64 %4, -1, !dbg !2111
  store i64 %5, ptr %3, align 8, !dbg !2111, !tbaa !2112
  %6 = icmp eq i64 %4, 0, !dbg !2111
  br i1 %6, label %13, label %7, !dbg !2111

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !2111
  %9 = load ptr, ptr %8, align 8, !dbg !2111, !tbaa !2114
  %10 = getelementptr inbounds i8, ptr %9, i64 1, !dbg !2111
  store ptr %10, ptr %8, align 8, !dbg !2111, !tbaa !2114
  %11 = load i8, ptr %9, align 1, !dbg !2111, !tbaa !671
  %12 = zext i8 %11 to i32, !dbg !2111
  br label %15, !dbg !2111

13:                                               ; preds = %2
  %14 = tail call i32 @luaZ_fill(ptr noundef nonnull %3) #13, !dbg !2111
  br label %15, !dbg !2111

15:                                               ; preds = %13, %7
  %16 = phi i32 [ %12, %7 ], [ %14, %13 ], !dbg !2111
    #dbg_value(i32 %16, !2109, !DIExpression(), !2110)
  %17 = icmp eq i32 %16, 27, !dbg !2115
  %18 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !2117
  %19 = load ptr, ptr %18, align 8, !dbg !2117, !tbaa !2047
    #dbg_value(ptr %0, !2118, !DIExpression(), !2125)
    #dbg_value(ptr %0, !2118, !DIExpression(), !2128)
    #dbg_value(ptr %19, !2123, !DIExpression(), !2125)
    #dbg_value(ptr %19, !2123, !DIExpression(), !2128)
  %20 = icmp eq ptr %19, null, !dbg !2131
  br i1 %17, label %21, label %32, !dbg !2133

21:                                               ; preds = %15
    #dbg_value(ptr @.str.8, !2124, !DIExpression(), !2125)
  br i1 %20, label %27, label %22, !dbg !2134

22:                                               ; preds = %21
  %23 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %19, i32 noundef 98) #17, !dbg !2135
  %24 = icmp eq ptr %23, null, !dbg !2136
  br i1 %24, label %25, label %27, !dbg !2137

25:                                               ; preds = %22
  %26 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.8, ptr noundef nonnull %19) #13, !dbg !2138
  tail call void @luaD_throw(ptr noundef %0, i32 noundef 3) #15, !dbg !2140
  unreachable, !dbg !2140

27:                                               ; preds = %21, %22
  %28 = load ptr, ptr %1, align 8, !dbg !2141, !tbaa !2034
  %29 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !2142
  %30 = load ptr, ptr %29, align 8, !dbg !2142, !tbaa !2043
  %31 = tail call ptr @luaU_undump(ptr noundef %0, ptr noundef %28, ptr noundef %30) #13, !dbg !2143
    #dbg_value(ptr %31, !2106, !DIExpression(), !2110)
  br label %45, !dbg !2144

32:                                               ; preds = %15
    #dbg_value(ptr @.str.9, !2124, !DIExpression(), !2128)
  br i1 %20, label %38, label %33, !dbg !2145

33:                                               ; preds = %32
  %34 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %19, i32 noundef 116) #17, !dbg !2146
  %35 = icmp eq ptr %34, null, !dbg !2147
  br i1 %35, label %36, label %38, !dbg !2148

36:                                               ; preds = %33
  %37 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.9, ptr noundef nonnull %19) #13, !dbg !2149
  tail call void @luaD_throw(ptr noundef %0, i32 noundef 3) #15, !dbg !2150
  unreachable, !dbg !2150

38:                                               ; preds = %32, %33
  %39 = load ptr, ptr %1, align 8, !dbg !2151, !tbaa !2034
  %40 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2152
  %41 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !2153
  %42 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !2154
  %43 = load ptr, ptr %42, align 8, !dbg !2154, !tbaa !2043
  %44 = tail call ptr @luaY_parser(ptr noundef %0, ptr noundef %39, ptr noundef nonnull %40, ptr noundef nonnull %41, ptr noundef %43, i32 noundef %16) #13, !dbg !2155
    #dbg_value(ptr %44, !2106, !DIExpression(), !2110)
  br label %45

45:                                               ; preds = %38, %27
  %46 = phi ptr [ %31, %27 ], [ %44, %38 ], !dbg !2117
    #dbg_value(ptr %46, !2106, !DIExpression(), !2110)
  tail call void @luaF_initupvals(ptr noundef %0, ptr noundef %46) #13, !dbg !2156
  ret void, !dbg !2157
}

declare !dbg !2158 hidden ptr @luaM_saferealloc_(ptr noundef, ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #2

declare !dbg !2159 hidden void @luaM_free_(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare !dbg !2162 hidden ptr @luaF_close(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !2166 hidden ptr @luaT_gettmbyobj(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: noreturn
declare !dbg !2170 hidden void @luaG_callerror(ptr noundef, ptr noundef) local_unnamed_addr #7

declare !dbg !2173 hidden ptr @luaE_extendCI(ptr noundef) local_unnamed_addr #2

declare !dbg !2174 hidden void @luaE_checkcstack(ptr noundef) local_unnamed_addr #2

declare !dbg !2175 hidden void @luaV_execute(ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !2177 hidden ptr @luaS_new(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal void @unroll(ptr noundef %0, ptr nocapture readnone %1) #0 !dbg !2180 {
    #dbg_value(ptr %0, !2182, !DIExpression(), !2185)
    #dbg_value(ptr poison, !2183, !DIExpression(), !2185)
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = getelementptr inbounds i8, ptr %0, i64 96
  %5 = load ptr, ptr %3, align 8, !dbg !2186, !tbaa !1085
  %6 = icmp eq ptr %5, %4, !dbg !2187
  br i1 %6, label %72, label %7, !dbg !2188

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %0, i64 48
  %9 = getelementptr inbounds i8, ptr %0, i64 11
  %10 = getelementptr inbounds i8, ptr %0, i64 168
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  br label %12, !dbg !2188

12:                                               ; preds = %7, %69
  %13 = phi ptr [ %5, %7 ], [ %70, %69 ]
  %14 = getelementptr inbounds i8, ptr %13, i64 62, !dbg !2189
  %15 = load i16, ptr %14, align 2, !dbg !2189, !tbaa !897
  %16 = and i16 %15, 2, !dbg !2189
  %17 = icmp eq i16 %16, 0, !dbg !2189
  br i1 %17, label %68, label %18, !dbg !2192

18:                                               ; preds = %12
    #dbg_value(ptr %0, !2193, !DIExpression(), !2201)
    #dbg_value(ptr %13, !2196, !DIExpression(), !2201)
  %19 = zext i16 %15 to i32, !dbg !2203
  %20 = and i32 %19, 512, !dbg !2204
  %21 = icmp eq i32 %20, 0, !dbg !2204
  br i1 %21, label %25, label %22, !dbg !2205

22:                                               ; preds = %18
  %23 = getelementptr inbounds i8, ptr %13, i64 56, !dbg !2206
  %24 = load i32, ptr %23, align 8, !dbg !2208, !tbaa !671
    #dbg_value(i32 %24, !2197, !DIExpression(), !2201)
  br label %66, !dbg !2209

25:                                               ; preds = %18
    #dbg_value(i32 1, !2198, !DIExpression(), !2210)
  %26 = and i32 %19, 16, !dbg !2211
  %27 = icmp eq i32 %26, 0, !dbg !2211
  br i1 %27, label %52, label %28, !dbg !2213

28:                                               ; preds = %25
    #dbg_value(ptr %0, !2214, !DIExpression(), !2224)
    #dbg_value(ptr %13, !2219, !DIExpression(), !2224)
  %29 = lshr i16 %15, 10, !dbg !2226
  %30 = and i16 %29, 7, !dbg !2226
    #dbg_value(i16 %30, !2220, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2224)
  %31 = icmp eq i16 %30, 0, !dbg !2227
  br i1 %31, label %45, label %32, !dbg !2228, !prof !1385

32:                                               ; preds = %28
  %33 = zext nneg i16 %30 to i32, !dbg !2226
    #dbg_value(i32 %33, !2220, !DIExpression(), !2224)
  %34 = load ptr, ptr %8, align 8, !dbg !2229, !tbaa !671
  %35 = getelementptr inbounds i8, ptr %13, i64 56, !dbg !2229
  %36 = load i32, ptr %35, align 8, !dbg !2229, !tbaa !671
  %37 = sext i32 %36 to i64, !dbg !2229
  %38 = getelementptr inbounds i8, ptr %34, i64 %37, !dbg !2229
    #dbg_value(ptr %38, !2221, !DIExpression(), !2230)
  %39 = trunc i16 %15 to i8, !dbg !2231
  %40 = and i8 %39, 1, !dbg !2231
  store i8 %40, ptr %9, align 1, !dbg !2232, !tbaa !1081
  %41 = tail call ptr @luaF_close(ptr noundef nonnull %0, ptr noundef %38, i32 noundef %33, i32 noundef 1) #13, !dbg !2233
    #dbg_value(ptr %41, !2221, !DIExpression(), !2230)
  tail call void @luaD_seterrorobj(ptr noundef nonnull %0, i32 noundef %33, ptr noundef %41), !dbg !2234
  tail call void @luaD_shrinkstack(ptr noundef nonnull %0), !dbg !2235
  %42 = load i16, ptr %14, align 2, !dbg !2236, !tbaa !897
  %43 = and i16 %42, -7169, !dbg !2236
  %44 = load ptr, ptr %3, align 8, !dbg !2237, !tbaa !1085
  br label %45

45:                                               ; preds = %32, %28
  %46 = phi ptr [ %44, %32 ], [ %13, %28 ], !dbg !2237
  %47 = phi i16 [ %43, %32 ], [ %15, %28 ], !dbg !2240
  %48 = phi i32 [ %33, %32 ], [ 1, %28 ], !dbg !2224
    #dbg_value(i32 %48, !2220, !DIExpression(), !2224)
  %49 = and i16 %47, -17, !dbg !2240
  store i16 %49, ptr %14, align 2, !dbg !2240, !tbaa !897
  %50 = getelementptr inbounds i8, ptr %13, i64 40, !dbg !2241
  %51 = load i64, ptr %50, align 8, !dbg !2241, !tbaa !671
  store i64 %51, ptr %10, align 8, !dbg !2242, !tbaa !2003
    #dbg_value(i32 %48, !2198, !DIExpression(), !2210)
  br label %52, !dbg !2243

52:                                               ; preds = %45, %25
  %53 = phi ptr [ %46, %45 ], [ %13, %25 ], !dbg !2237
  %54 = phi i32 [ %48, %45 ], [ 1, %25 ], !dbg !2210
    #dbg_value(i32 %54, !2198, !DIExpression(), !2210)
  %55 = getelementptr inbounds i8, ptr %53, i64 8, !dbg !2237
  %56 = load ptr, ptr %55, align 8, !dbg !2237, !tbaa !671
  %57 = load ptr, ptr %11, align 8, !dbg !2237, !tbaa !671
  %58 = icmp ult ptr %56, %57, !dbg !2237
  br i1 %58, label %59, label %60, !dbg !2244

59:                                               ; preds = %52
  store ptr %57, ptr %55, align 8, !dbg !2237, !tbaa !671
  br label %60, !dbg !2237

60:                                               ; preds = %59, %52
  %61 = getelementptr inbounds i8, ptr %13, i64 32, !dbg !2245
  %62 = load ptr, ptr %61, align 8, !dbg !2246, !tbaa !671
  %63 = getelementptr inbounds i8, ptr %13, i64 48, !dbg !2247
  %64 = load i64, ptr %63, align 8, !dbg !2247, !tbaa !671
  %65 = tail call i32 %62(ptr noundef nonnull %0, i32 noundef %54, i64 noundef %64) #13, !dbg !2248
    #dbg_value(i32 %65, !2197, !DIExpression(), !2201)
  br label %66

66:                                               ; preds = %22, %60
  %67 = phi i32 [ %24, %22 ], [ %65, %60 ], !dbg !2249
    #dbg_value(i32 %67, !2197, !DIExpression(), !2201)
  tail call void @luaD_poscall(ptr noundef nonnull %0, ptr noundef nonnull %13, i32 noundef %67), !dbg !2250
  br label %69, !dbg !2251

68:                                               ; preds = %12
  tail call void @luaV_finishOp(ptr noundef nonnull %0) #13, !dbg !2252
  tail call void @luaV_execute(ptr noundef nonnull %0, ptr noundef nonnull %13) #13, !dbg !2254
  br label %69

69:                                               ; preds = %68, %66
  %70 = load ptr, ptr %3, align 8, !dbg !2186, !tbaa !1085
    #dbg_value(ptr %70, !2184, !DIExpression(), !2185)
  %71 = icmp eq ptr %70, %4, !dbg !2187
  br i1 %71, label %72, label %12, !dbg !2188, !llvm.loop !2255

72:                                               ; preds = %69, %2
  ret void, !dbg !2257
}

declare !dbg !2258 hidden void @luaV_finishOp(ptr noundef) local_unnamed_addr #2

declare !dbg !2259 hidden i32 @luaZ_fill(ptr noundef) local_unnamed_addr #2

declare !dbg !2262 hidden ptr @luaU_undump(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !2266 hidden ptr @luaY_parser(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !2271 hidden void @luaF_initupvals(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !2274 ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #10

declare !dbg !2278 hidden ptr @luaO_pushfstring(ptr noundef, ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind returns_twice "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }
attributes #15 = { noreturn }
attributes #16 = { nounwind returns_twice }
attributes #17 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!46}
!llvm.module.flags = !{!624, !625, !626, !627, !628, !629, !630}
!llvm.ident = !{!631}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/lua/ldo.c", directory: ".", checksumkind: CSK_MD5, checksum: "35b06ff630093c7216aa8a2cc145c813")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 24)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 267, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 841, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 38)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 843, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 29)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 849, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 17)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 884, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 42)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 886, type: !29, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 997, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 7)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1001, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 5)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 986, type: !29, isLocal: true, isDefinition: true)
!46 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !47, retainedTypes: !78, globals: !621, splitDebugInlining: false, nameTableKind: None)
!47 = !{!48}
!48 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !49, line: 18, baseType: !50, size: 32, elements: !51)
!49 = !DIFile(filename: "src/lua/ltm.h", directory: ".", checksumkind: CSK_MD5, checksum: "550ecc448a2b932870d8240a6cb7e444")
!50 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!51 = !{!52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77}
!52 = !DIEnumerator(name: "TM_INDEX", value: 0)
!53 = !DIEnumerator(name: "TM_NEWINDEX", value: 1)
!54 = !DIEnumerator(name: "TM_GC", value: 2)
!55 = !DIEnumerator(name: "TM_MODE", value: 3)
!56 = !DIEnumerator(name: "TM_LEN", value: 4)
!57 = !DIEnumerator(name: "TM_EQ", value: 5)
!58 = !DIEnumerator(name: "TM_ADD", value: 6)
!59 = !DIEnumerator(name: "TM_SUB", value: 7)
!60 = !DIEnumerator(name: "TM_MUL", value: 8)
!61 = !DIEnumerator(name: "TM_MOD", value: 9)
!62 = !DIEnumerator(name: "TM_POW", value: 10)
!63 = !DIEnumerator(name: "TM_DIV", value: 11)
!64 = !DIEnumerator(name: "TM_IDIV", value: 12)
!65 = !DIEnumerator(name: "TM_BAND", value: 13)
!66 = !DIEnumerator(name: "TM_BOR", value: 14)
!67 = !DIEnumerator(name: "TM_BXOR", value: 15)
!68 = !DIEnumerator(name: "TM_SHL", value: 16)
!69 = !DIEnumerator(name: "TM_SHR", value: 17)
!70 = !DIEnumerator(name: "TM_UNM", value: 18)
!71 = !DIEnumerator(name: "TM_BNOT", value: 19)
!72 = !DIEnumerator(name: "TM_LT", value: 20)
!73 = !DIEnumerator(name: "TM_LE", value: 21)
!74 = !DIEnumerator(name: "TM_CONCAT", value: 22)
!75 = !DIEnumerator(name: "TM_CALL", value: 23)
!76 = !DIEnumerator(name: "TM_CLOSE", value: 24)
!77 = !DIEnumerator(name: "TM_N", value: 25)
!78 = !{!79, !154, !171, !108, !147, !544, !170, !91, !124, !545, !546, !551, !93}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "GCUnion", file: !81, line: 353, size: 1600, elements: !82)
!81 = !DIFile(filename: "src/lua/lstate.h", directory: ".", checksumkind: CSK_MD5, checksum: "edd1473ca499831d12a0476e1db0587d")
!82 = !{!83, !95, !117, !460, !540, !541, !542, !543}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !80, file: !81, line: 354, baseType: !84, size: 128)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "GCObject", file: !85, line: 294, baseType: !86)
!85 = !DIFile(filename: "src/lua/lobject.h", directory: ".", checksumkind: CSK_MD5, checksum: "aea49a507ea3586a933fcf888e0c1530")
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "GCObject", file: !85, line: 292, size: 128, elements: !87)
!87 = !{!88, !90, !94}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !86, file: !85, line: 293, baseType: !89, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !86, file: !85, line: 293, baseType: !91, size: 8, offset: 64)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_byte", file: !92, line: 36, baseType: !93)
!92 = !DIFile(filename: "src/lua/llimits.h", directory: ".", checksumkind: CSK_MD5, checksum: "f70379667ce169a2840c3c885517102a")
!93 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !86, file: !85, line: 293, baseType: !91, size: 8, offset: 72)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "ts", scope: !80, file: !81, line: 355, baseType: !96, size: 256)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TString", file: !85, line: 386, size: 256, elements: !97)
!97 = !{!98, !99, !100, !101, !102, !103, !104, !113}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !96, file: !85, line: 387, baseType: !89, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !96, file: !85, line: 387, baseType: !91, size: 8, offset: 64)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !96, file: !85, line: 387, baseType: !91, size: 8, offset: 72)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !96, file: !85, line: 388, baseType: !91, size: 8, offset: 80)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "shrlen", scope: !96, file: !85, line: 389, baseType: !91, size: 8, offset: 88)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !96, file: !85, line: 390, baseType: !50, size: 32, offset: 96)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !96, file: !85, line: 394, baseType: !105, size: 64, offset: 128)
!105 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !96, file: !85, line: 391, size: 64, elements: !106)
!106 = !{!107, !111}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "lnglen", scope: !105, file: !85, line: 392, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !109, line: 18, baseType: !110)
!109 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!110 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "hnext", scope: !105, file: !85, line: 393, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "contents", scope: !96, file: !85, line: 395, baseType: !114, size: 8, offset: 192)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 1)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !80, file: !81, line: 356, baseType: !118, size: 448)
!118 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Udata", file: !85, line: 459, size: 448, elements: !119)
!119 = !{!120, !121, !122, !123, !125, !126, !448, !449}
!120 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !118, file: !85, line: 460, baseType: !89, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !118, file: !85, line: 460, baseType: !91, size: 8, offset: 64)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !118, file: !85, line: 460, baseType: !91, size: 8, offset: 72)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "nuvalue", scope: !118, file: !85, line: 461, baseType: !124, size: 16, offset: 80)
!124 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !118, file: !85, line: 462, baseType: !108, size: 64, offset: 128)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !118, file: !85, line: 463, baseType: !127, size: 64, offset: 192)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Table", file: !85, line: 737, size: 448, elements: !129)
!129 = !{!130, !131, !132, !133, !134, !135, !136, !431, !445, !446, !447}
!130 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !128, file: !85, line: 738, baseType: !89, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !128, file: !85, line: 738, baseType: !91, size: 8, offset: 64)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !128, file: !85, line: 738, baseType: !91, size: 8, offset: 72)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !128, file: !85, line: 739, baseType: !91, size: 8, offset: 80)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "lsizenode", scope: !128, file: !85, line: 740, baseType: !91, size: 8, offset: 88)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "alimit", scope: !128, file: !85, line: 741, baseType: !50, size: 32, offset: 96)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "array", scope: !128, file: !85, line: 742, baseType: !137, size: 64, offset: 128)
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "TValue", file: !85, line: 69, baseType: !139)
!139 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TValue", file: !85, line: 67, size: 128, elements: !140)
!140 = !{!141, !430}
!141 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !139, file: !85, line: 68, baseType: !142, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "Value", file: !85, line: 57, baseType: !143)
!143 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Value", file: !85, line: 49, size: 64, elements: !144)
!144 = !{!145, !146, !148, !423, !426, !429}
!145 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !143, file: !85, line: 50, baseType: !89, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !143, file: !85, line: 51, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !143, file: !85, line: 52, baseType: !149, size: 64)
!149 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !150, line: 106, baseType: !151)
!150 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!152 = !DISubroutineType(types: !153)
!153 = !{!154, !155}
!154 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !150, line: 57, baseType: !157)
!157 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !81, line: 309, size: 1600, elements: !158)
!158 = !{!159, !160, !161, !162, !163, !164, !165, !186, !272, !327, !328, !329, !353, !354, !355, !356, !386, !387, !417, !418, !419, !420, !421, !422}
!159 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !157, file: !81, line: 310, baseType: !89, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !157, file: !81, line: 310, baseType: !91, size: 8, offset: 64)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !157, file: !81, line: 310, baseType: !91, size: 8, offset: 72)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !157, file: !81, line: 311, baseType: !91, size: 8, offset: 80)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "allowhook", scope: !157, file: !81, line: 312, baseType: !91, size: 8, offset: 88)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "nci", scope: !157, file: !81, line: 313, baseType: !124, size: 16, offset: 96)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !157, file: !81, line: 314, baseType: !166, size: 64, offset: 128)
!166 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkIdRel", file: !85, line: 168, baseType: !167)
!167 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !85, line: 165, size: 64, elements: !168)
!168 = !{!169, !182}
!169 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !167, file: !85, line: 166, baseType: !170, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkId", file: !85, line: 158, baseType: !171)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_typedef, name: "StackValue", file: !85, line: 154, baseType: !173)
!173 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "StackValue", file: !85, line: 148, size: 128, elements: !174)
!174 = !{!175, !176}
!175 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !173, file: !85, line: 149, baseType: !138, size: 128)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !173, file: !85, line: 153, baseType: !177, size: 128)
!177 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !173, file: !85, line: 150, size: 128, elements: !178)
!178 = !{!179, !180, !181}
!179 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !177, file: !85, line: 151, baseType: !142, size: 64)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !177, file: !85, line: 151, baseType: !91, size: 8, offset: 64)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !177, file: !85, line: 152, baseType: !124, size: 16, offset: 80)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !167, file: !85, line: 167, baseType: !183, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !184, line: 18, baseType: !185)
!184 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!185 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "l_G", scope: !157, file: !81, line: 315, baseType: !187, size: 64, offset: 192)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !188, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_typedef, name: "global_State", file: !81, line: 303, baseType: !189)
!189 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "global_State", file: !81, line: 254, size: 11328, elements: !190)
!190 = !{!191, !196, !197, !199, !200, !202, !203, !213, !214, !215, !216, !217, !218, !219, !220, !221, !222, !223, !224, !225, !226, !227, !229, !231, !232, !233, !234, !235, !236, !237, !238, !239, !240, !241, !242, !243, !244, !245, !246, !248, !249, !250, !251, !255, !259, !264, !271}
!191 = !DIDerivedType(tag: DW_TAG_member, name: "frealloc", scope: !189, file: !81, line: 255, baseType: !192, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Alloc", file: !150, line: 125, baseType: !193)
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !194, size: 64)
!194 = !DISubroutineType(types: !195)
!195 = !{!147, !147, !147, !108, !108}
!196 = !DIDerivedType(tag: DW_TAG_member, name: "ud", scope: !189, file: !81, line: 256, baseType: !147, size: 64, offset: 64)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "totalbytes", scope: !189, file: !81, line: 257, baseType: !198, size: 64, offset: 128)
!198 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_mem", file: !92, line: 28, baseType: !183)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "GCdebt", scope: !189, file: !81, line: 258, baseType: !198, size: 64, offset: 192)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "GCestimate", scope: !189, file: !81, line: 259, baseType: !201, size: 64, offset: 256)
!201 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_mem", file: !92, line: 27, baseType: !108)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "lastatomic", scope: !189, file: !81, line: 260, baseType: !201, size: 64, offset: 320)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "strt", scope: !189, file: !81, line: 261, baseType: !204, size: 128, offset: 384)
!204 = !DIDerivedType(tag: DW_TAG_typedef, name: "stringtable", file: !81, line: 159, baseType: !205)
!205 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stringtable", file: !81, line: 155, size: 128, elements: !206)
!206 = !{!207, !211, !212}
!207 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !205, file: !81, line: 156, baseType: !208, size: 64)
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64)
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !210, size: 64)
!210 = !DIDerivedType(tag: DW_TAG_typedef, name: "TString", file: !85, line: 396, baseType: !96)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "nuse", scope: !205, file: !81, line: 157, baseType: !154, size: 32, offset: 64)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !205, file: !81, line: 158, baseType: !154, size: 32, offset: 96)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "l_registry", scope: !189, file: !81, line: 262, baseType: !138, size: 128, offset: 512)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "nilvalue", scope: !189, file: !81, line: 263, baseType: !138, size: 128, offset: 640)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "seed", scope: !189, file: !81, line: 264, baseType: !50, size: 32, offset: 768)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "currentwhite", scope: !189, file: !81, line: 265, baseType: !91, size: 8, offset: 800)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "gcstate", scope: !189, file: !81, line: 266, baseType: !91, size: 8, offset: 808)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "gckind", scope: !189, file: !81, line: 267, baseType: !91, size: 8, offset: 816)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "gcstopem", scope: !189, file: !81, line: 268, baseType: !91, size: 8, offset: 824)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "genminormul", scope: !189, file: !81, line: 269, baseType: !91, size: 8, offset: 832)
!221 = !DIDerivedType(tag: DW_TAG_member, name: "genmajormul", scope: !189, file: !81, line: 270, baseType: !91, size: 8, offset: 840)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "gcstp", scope: !189, file: !81, line: 271, baseType: !91, size: 8, offset: 848)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "gcemergency", scope: !189, file: !81, line: 272, baseType: !91, size: 8, offset: 856)
!224 = !DIDerivedType(tag: DW_TAG_member, name: "gcpause", scope: !189, file: !81, line: 273, baseType: !91, size: 8, offset: 864)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepmul", scope: !189, file: !81, line: 274, baseType: !91, size: 8, offset: 872)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepsize", scope: !189, file: !81, line: 275, baseType: !91, size: 8, offset: 880)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "allgc", scope: !189, file: !81, line: 276, baseType: !228, size: 64, offset: 896)
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "sweepgc", scope: !189, file: !81, line: 277, baseType: !230, size: 64, offset: 960)
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !228, size: 64)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "finobj", scope: !189, file: !81, line: 278, baseType: !228, size: 64, offset: 1024)
!232 = !DIDerivedType(tag: DW_TAG_member, name: "gray", scope: !189, file: !81, line: 279, baseType: !228, size: 64, offset: 1088)
!233 = !DIDerivedType(tag: DW_TAG_member, name: "grayagain", scope: !189, file: !81, line: 280, baseType: !228, size: 64, offset: 1152)
!234 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !189, file: !81, line: 281, baseType: !228, size: 64, offset: 1216)
!235 = !DIDerivedType(tag: DW_TAG_member, name: "ephemeron", scope: !189, file: !81, line: 282, baseType: !228, size: 64, offset: 1280)
!236 = !DIDerivedType(tag: DW_TAG_member, name: "allweak", scope: !189, file: !81, line: 283, baseType: !228, size: 64, offset: 1344)
!237 = !DIDerivedType(tag: DW_TAG_member, name: "tobefnz", scope: !189, file: !81, line: 284, baseType: !228, size: 64, offset: 1408)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "fixedgc", scope: !189, file: !81, line: 285, baseType: !228, size: 64, offset: 1472)
!239 = !DIDerivedType(tag: DW_TAG_member, name: "survival", scope: !189, file: !81, line: 287, baseType: !228, size: 64, offset: 1536)
!240 = !DIDerivedType(tag: DW_TAG_member, name: "old1", scope: !189, file: !81, line: 288, baseType: !228, size: 64, offset: 1600)
!241 = !DIDerivedType(tag: DW_TAG_member, name: "reallyold", scope: !189, file: !81, line: 289, baseType: !228, size: 64, offset: 1664)
!242 = !DIDerivedType(tag: DW_TAG_member, name: "firstold1", scope: !189, file: !81, line: 290, baseType: !228, size: 64, offset: 1728)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "finobjsur", scope: !189, file: !81, line: 291, baseType: !228, size: 64, offset: 1792)
!244 = !DIDerivedType(tag: DW_TAG_member, name: "finobjold1", scope: !189, file: !81, line: 292, baseType: !228, size: 64, offset: 1856)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "finobjrold", scope: !189, file: !81, line: 293, baseType: !228, size: 64, offset: 1920)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !189, file: !81, line: 294, baseType: !247, size: 64, offset: 1984)
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 64)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "panic", scope: !189, file: !81, line: 295, baseType: !149, size: 64, offset: 2048)
!249 = !DIDerivedType(tag: DW_TAG_member, name: "mainthread", scope: !189, file: !81, line: 296, baseType: !247, size: 64, offset: 2112)
!250 = !DIDerivedType(tag: DW_TAG_member, name: "memerrmsg", scope: !189, file: !81, line: 297, baseType: !209, size: 64, offset: 2176)
!251 = !DIDerivedType(tag: DW_TAG_member, name: "tmname", scope: !189, file: !81, line: 298, baseType: !252, size: 1600, offset: 2240)
!252 = !DICompositeType(tag: DW_TAG_array_type, baseType: !209, size: 1600, elements: !253)
!253 = !{!254}
!254 = !DISubrange(count: 25)
!255 = !DIDerivedType(tag: DW_TAG_member, name: "mt", scope: !189, file: !81, line: 299, baseType: !256, size: 576, offset: 3840)
!256 = !DICompositeType(tag: DW_TAG_array_type, baseType: !127, size: 576, elements: !257)
!257 = !{!258}
!258 = !DISubrange(count: 9)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "strcache", scope: !189, file: !81, line: 300, baseType: !260, size: 6784, offset: 4416)
!260 = !DICompositeType(tag: DW_TAG_array_type, baseType: !209, size: 6784, elements: !261)
!261 = !{!262, !263}
!262 = !DISubrange(count: 53)
!263 = !DISubrange(count: 2)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "warnf", scope: !189, file: !81, line: 301, baseType: !265, size: 64, offset: 11200)
!265 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_WarnFunction", file: !150, line: 131, baseType: !266)
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !267, size: 64)
!267 = !DISubroutineType(types: !268)
!268 = !{null, !147, !269, !154}
!269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !270, size: 64)
!270 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "ud_warn", scope: !189, file: !81, line: 302, baseType: !147, size: 64, offset: 11264)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "ci", scope: !157, file: !81, line: 316, baseType: !273, size: 64, offset: 256)
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !274, size: 64)
!274 = !DIDerivedType(tag: DW_TAG_typedef, name: "CallInfo", file: !81, line: 14, baseType: !275)
!275 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CallInfo", file: !81, line: 177, size: 512, elements: !276)
!276 = !{!277, !278, !279, !281, !282, !313, !324, !326}
!277 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !275, file: !81, line: 178, baseType: !166, size: 64)
!278 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !275, file: !81, line: 179, baseType: !166, size: 64, offset: 64)
!279 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !275, file: !81, line: 180, baseType: !280, size: 64, offset: 128)
!280 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !275, size: 64)
!281 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !275, file: !81, line: 180, baseType: !280, size: 64, offset: 192)
!282 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !275, file: !81, line: 192, baseType: !283, size: 192, offset: 256)
!283 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !275, file: !81, line: 181, size: 192, elements: !284)
!284 = !{!285, !300}
!285 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !283, file: !81, line: 186, baseType: !286, size: 128)
!286 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !283, file: !81, line: 182, size: 128, elements: !287)
!287 = !{!288, !293, !299}
!288 = !DIDerivedType(tag: DW_TAG_member, name: "savedpc", scope: !286, file: !81, line: 183, baseType: !289, size: 64)
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !290, size: 64)
!290 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !291)
!291 = !DIDerivedType(tag: DW_TAG_typedef, name: "Instruction", file: !92, line: 205, baseType: !292)
!292 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_uint32", file: !92, line: 200, baseType: !50)
!293 = !DIDerivedType(tag: DW_TAG_member, name: "trap", scope: !286, file: !81, line: 184, baseType: !294, size: 32, offset: 64)
!294 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !295)
!295 = !DIDerivedType(tag: DW_TAG_typedef, name: "sig_atomic_t", file: !296, line: 8, baseType: !297)
!296 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/sig_atomic_t.h", directory: "", checksumkind: CSK_MD5, checksum: "d9236f7e3e7f10f53aa9d4cd97f503cf")
!297 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sig_atomic_t", file: !298, line: 215, baseType: !154)
!298 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!299 = !DIDerivedType(tag: DW_TAG_member, name: "nextraargs", scope: !286, file: !81, line: 185, baseType: !154, size: 32, offset: 96)
!300 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !283, file: !81, line: 191, baseType: !301, size: 192)
!301 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !283, file: !81, line: 187, size: 192, elements: !302)
!302 = !{!303, !311, !312}
!303 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !301, file: !81, line: 188, baseType: !304, size: 64)
!304 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !150, line: 111, baseType: !305)
!305 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !306, size: 64)
!306 = !DISubroutineType(types: !307)
!307 = !{!154, !155, !154, !308}
!308 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !150, line: 100, baseType: !309)
!309 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !310, line: 87, baseType: !185)
!310 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!311 = !DIDerivedType(tag: DW_TAG_member, name: "old_errfunc", scope: !301, file: !81, line: 189, baseType: !183, size: 64, offset: 64)
!312 = !DIDerivedType(tag: DW_TAG_member, name: "ctx", scope: !301, file: !81, line: 190, baseType: !308, size: 64, offset: 128)
!313 = !DIDerivedType(tag: DW_TAG_member, name: "u2", scope: !275, file: !81, line: 201, baseType: !314, size: 32, offset: 448)
!314 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !275, file: !81, line: 193, size: 32, elements: !315)
!315 = !{!316, !317, !318, !319}
!316 = !DIDerivedType(tag: DW_TAG_member, name: "funcidx", scope: !314, file: !81, line: 194, baseType: !154, size: 32)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "nyield", scope: !314, file: !81, line: 195, baseType: !154, size: 32)
!318 = !DIDerivedType(tag: DW_TAG_member, name: "nres", scope: !314, file: !81, line: 196, baseType: !154, size: 32)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "transferinfo", scope: !314, file: !81, line: 200, baseType: !320, size: 32)
!320 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !314, file: !81, line: 197, size: 32, elements: !321)
!321 = !{!322, !323}
!322 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !320, file: !81, line: 198, baseType: !124, size: 16)
!323 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !320, file: !81, line: 199, baseType: !124, size: 16, offset: 16)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "nresults", scope: !275, file: !81, line: 202, baseType: !325, size: 16, offset: 480)
!325 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!326 = !DIDerivedType(tag: DW_TAG_member, name: "callstatus", scope: !275, file: !81, line: 203, baseType: !124, size: 16, offset: 496)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "stack_last", scope: !157, file: !81, line: 317, baseType: !166, size: 64, offset: 320)
!328 = !DIDerivedType(tag: DW_TAG_member, name: "stack", scope: !157, file: !81, line: 318, baseType: !166, size: 64, offset: 384)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "openupval", scope: !157, file: !81, line: 319, baseType: !330, size: 64, offset: 448)
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !331, size: 64)
!331 = !DIDerivedType(tag: DW_TAG_typedef, name: "UpVal", file: !85, line: 640, baseType: !332)
!332 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "UpVal", file: !85, line: 627, size: 320, elements: !333)
!333 = !{!334, !335, !336, !337, !342}
!334 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !332, file: !85, line: 628, baseType: !89, size: 64)
!335 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !332, file: !85, line: 628, baseType: !91, size: 8, offset: 64)
!336 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !332, file: !85, line: 628, baseType: !91, size: 8, offset: 72)
!337 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !332, file: !85, line: 632, baseType: !338, size: 64, offset: 128)
!338 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !332, file: !85, line: 629, size: 64, elements: !339)
!339 = !{!340, !341}
!340 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !338, file: !85, line: 630, baseType: !137, size: 64)
!341 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !338, file: !85, line: 631, baseType: !183, size: 64)
!342 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !332, file: !85, line: 639, baseType: !343, size: 128, offset: 192)
!343 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !332, file: !85, line: 633, size: 128, elements: !344)
!344 = !{!345, !352}
!345 = !DIDerivedType(tag: DW_TAG_member, name: "open", scope: !343, file: !85, line: 637, baseType: !346, size: 128)
!346 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !343, file: !85, line: 634, size: 128, elements: !347)
!347 = !{!348, !350}
!348 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !346, file: !85, line: 635, baseType: !349, size: 64)
!349 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !332, size: 64)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !346, file: !85, line: 636, baseType: !351, size: 64, offset: 64)
!351 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !349, size: 64)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !343, file: !85, line: 638, baseType: !138, size: 128)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !157, file: !81, line: 320, baseType: !166, size: 64, offset: 512)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !157, file: !81, line: 321, baseType: !228, size: 64, offset: 576)
!355 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !157, file: !81, line: 322, baseType: !247, size: 64, offset: 640)
!356 = !DIDerivedType(tag: DW_TAG_member, name: "errorJmp", scope: !157, file: !81, line: 323, baseType: !357, size: 64, offset: 704)
!357 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !358, size: 64)
!358 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_longjmp", file: !2, line: 84, size: 1728, elements: !359)
!359 = !{!360, !361, !384}
!360 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !358, file: !2, line: 85, baseType: !357, size: 64)
!361 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !358, file: !2, line: 86, baseType: !362, size: 1600, offset: 64)
!362 = !DIDerivedType(tag: DW_TAG_typedef, name: "jmp_buf", file: !363, line: 32, baseType: !364)
!363 = !DIFile(filename: "/usr/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!364 = !DICompositeType(tag: DW_TAG_array_type, baseType: !365, size: 1600, elements: !115)
!365 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !366, line: 26, size: 1600, elements: !367)
!366 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!367 = !{!368, !374, !375}
!368 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !365, file: !366, line: 32, baseType: !369, size: 512)
!369 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !370, line: 31, baseType: !371)
!370 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "80e7796efafaf357b5e64731e4f6ac30")
!371 = !DICompositeType(tag: DW_TAG_array_type, baseType: !185, size: 512, elements: !372)
!372 = !{!373}
!373 = !DISubrange(count: 8)
!374 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !365, file: !366, line: 33, baseType: !154, size: 32, offset: 512)
!375 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !365, file: !366, line: 34, baseType: !376, size: 1024, offset: 576)
!376 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !377, line: 8, baseType: !378)
!377 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!378 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !377, line: 5, size: 1024, elements: !379)
!379 = !{!380}
!380 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !378, file: !377, line: 7, baseType: !381, size: 1024)
!381 = !DICompositeType(tag: DW_TAG_array_type, baseType: !110, size: 1024, elements: !382)
!382 = !{!383}
!383 = !DISubrange(count: 16)
!384 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !358, file: !2, line: 87, baseType: !385, size: 32, offset: 1664)
!385 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !154)
!386 = !DIDerivedType(tag: DW_TAG_member, name: "base_ci", scope: !157, file: !81, line: 324, baseType: !274, size: 512, offset: 768)
!387 = !DIDerivedType(tag: DW_TAG_member, name: "hook", scope: !157, file: !81, line: 325, baseType: !388, size: 64, offset: 1280)
!388 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !389)
!389 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Hook", file: !150, line: 143, baseType: !390)
!390 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !391, size: 64)
!391 = !DISubroutineType(types: !392)
!392 = !{null, !155, !393}
!393 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !394, size: 64)
!394 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Debug", file: !150, line: 137, baseType: !395)
!395 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_Debug", file: !150, line: 475, size: 1088, elements: !396)
!396 = !{!397, !398, !399, !400, !401, !402, !403, !404, !405, !406, !407, !408, !409, !410, !411, !412, !416}
!397 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !395, file: !150, line: 476, baseType: !154, size: 32)
!398 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !395, file: !150, line: 477, baseType: !269, size: 64, offset: 64)
!399 = !DIDerivedType(tag: DW_TAG_member, name: "namewhat", scope: !395, file: !150, line: 478, baseType: !269, size: 64, offset: 128)
!400 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !395, file: !150, line: 479, baseType: !269, size: 64, offset: 192)
!401 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !395, file: !150, line: 480, baseType: !269, size: 64, offset: 256)
!402 = !DIDerivedType(tag: DW_TAG_member, name: "srclen", scope: !395, file: !150, line: 481, baseType: !108, size: 64, offset: 320)
!403 = !DIDerivedType(tag: DW_TAG_member, name: "currentline", scope: !395, file: !150, line: 482, baseType: !154, size: 32, offset: 384)
!404 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !395, file: !150, line: 483, baseType: !154, size: 32, offset: 416)
!405 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !395, file: !150, line: 484, baseType: !154, size: 32, offset: 448)
!406 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !395, file: !150, line: 485, baseType: !93, size: 8, offset: 480)
!407 = !DIDerivedType(tag: DW_TAG_member, name: "nparams", scope: !395, file: !150, line: 486, baseType: !93, size: 8, offset: 488)
!408 = !DIDerivedType(tag: DW_TAG_member, name: "isvararg", scope: !395, file: !150, line: 487, baseType: !4, size: 8, offset: 496)
!409 = !DIDerivedType(tag: DW_TAG_member, name: "istailcall", scope: !395, file: !150, line: 488, baseType: !4, size: 8, offset: 504)
!410 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !395, file: !150, line: 489, baseType: !124, size: 16, offset: 512)
!411 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !395, file: !150, line: 490, baseType: !124, size: 16, offset: 528)
!412 = !DIDerivedType(tag: DW_TAG_member, name: "short_src", scope: !395, file: !150, line: 491, baseType: !413, size: 480, offset: 544)
!413 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 480, elements: !414)
!414 = !{!415}
!415 = !DISubrange(count: 60)
!416 = !DIDerivedType(tag: DW_TAG_member, name: "i_ci", scope: !395, file: !150, line: 493, baseType: !280, size: 64, offset: 1024)
!417 = !DIDerivedType(tag: DW_TAG_member, name: "errfunc", scope: !157, file: !81, line: 326, baseType: !183, size: 64, offset: 1344)
!418 = !DIDerivedType(tag: DW_TAG_member, name: "nCcalls", scope: !157, file: !81, line: 327, baseType: !292, size: 32, offset: 1408)
!419 = !DIDerivedType(tag: DW_TAG_member, name: "oldpc", scope: !157, file: !81, line: 328, baseType: !154, size: 32, offset: 1440)
!420 = !DIDerivedType(tag: DW_TAG_member, name: "basehookcount", scope: !157, file: !81, line: 329, baseType: !154, size: 32, offset: 1472)
!421 = !DIDerivedType(tag: DW_TAG_member, name: "hookcount", scope: !157, file: !81, line: 330, baseType: !154, size: 32, offset: 1504)
!422 = !DIDerivedType(tag: DW_TAG_member, name: "hookmask", scope: !157, file: !81, line: 331, baseType: !294, size: 32, offset: 1536)
!423 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !143, file: !85, line: 53, baseType: !424, size: 64)
!424 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !150, line: 94, baseType: !425)
!425 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!426 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !143, file: !85, line: 54, baseType: !427, size: 64)
!427 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !150, line: 90, baseType: !428)
!428 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!429 = !DIDerivedType(tag: DW_TAG_member, name: "ub", scope: !143, file: !85, line: 56, baseType: !91, size: 8)
!430 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !139, file: !85, line: 68, baseType: !91, size: 8, offset: 64)
!431 = !DIDerivedType(tag: DW_TAG_member, name: "node", scope: !128, file: !85, line: 743, baseType: !432, size: 64, offset: 192)
!432 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !433, size: 64)
!433 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !85, line: 707, baseType: !434)
!434 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Node", file: !85, line: 699, size: 192, elements: !435)
!435 = !{!436, !444}
!436 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !434, file: !85, line: 705, baseType: !437, size: 192)
!437 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NodeKey", file: !85, line: 700, size: 192, elements: !438)
!438 = !{!439, !440, !441, !442, !443}
!439 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !437, file: !85, line: 701, baseType: !142, size: 64)
!440 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !437, file: !85, line: 701, baseType: !91, size: 8, offset: 64)
!441 = !DIDerivedType(tag: DW_TAG_member, name: "key_tt", scope: !437, file: !85, line: 702, baseType: !91, size: 8, offset: 72)
!442 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !437, file: !85, line: 703, baseType: !154, size: 32, offset: 96)
!443 = !DIDerivedType(tag: DW_TAG_member, name: "key_val", scope: !437, file: !85, line: 704, baseType: !142, size: 64, offset: 128)
!444 = !DIDerivedType(tag: DW_TAG_member, name: "i_val", scope: !434, file: !85, line: 706, baseType: !138, size: 128)
!445 = !DIDerivedType(tag: DW_TAG_member, name: "lastfree", scope: !128, file: !85, line: 744, baseType: !432, size: 64, offset: 256)
!446 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !128, file: !85, line: 745, baseType: !127, size: 64, offset: 320)
!447 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !128, file: !85, line: 746, baseType: !228, size: 64, offset: 384)
!448 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !118, file: !85, line: 464, baseType: !228, size: 64, offset: 256)
!449 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !118, file: !85, line: 465, baseType: !450, size: 128, offset: 320)
!450 = !DICompositeType(tag: DW_TAG_array_type, baseType: !451, size: 128, elements: !115)
!451 = !DIDerivedType(tag: DW_TAG_typedef, name: "UValue", file: !85, line: 452, baseType: !452)
!452 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "UValue", file: !85, line: 449, size: 128, elements: !453)
!453 = !{!454, !455, !456, !457, !458, !459}
!454 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !452, file: !85, line: 450, baseType: !138, size: 128)
!455 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !452, file: !85, line: 451, baseType: !427, size: 64)
!456 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !452, file: !85, line: 451, baseType: !428, size: 64)
!457 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !452, file: !85, line: 451, baseType: !147, size: 64)
!458 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !452, file: !85, line: 451, baseType: !424, size: 64)
!459 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !452, file: !85, line: 451, baseType: !185, size: 64)
!460 = !DIDerivedType(tag: DW_TAG_member, name: "cl", scope: !80, file: !81, line: 357, baseType: !461, size: 384)
!461 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Closure", file: !85, line: 661, size: 384, elements: !462)
!462 = !{!463, !475}
!463 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !461, file: !85, line: 662, baseType: !464, size: 384)
!464 = !DIDerivedType(tag: DW_TAG_typedef, name: "CClosure", file: !85, line: 651, baseType: !465)
!465 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CClosure", file: !85, line: 647, size: 384, elements: !466)
!466 = !{!467, !468, !469, !470, !471, !472, !473}
!467 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !465, file: !85, line: 648, baseType: !89, size: 64)
!468 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !465, file: !85, line: 648, baseType: !91, size: 8, offset: 64)
!469 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !465, file: !85, line: 648, baseType: !91, size: 8, offset: 72)
!470 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !465, file: !85, line: 648, baseType: !91, size: 8, offset: 80)
!471 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !465, file: !85, line: 648, baseType: !228, size: 64, offset: 128)
!472 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !465, file: !85, line: 649, baseType: !149, size: 64, offset: 192)
!473 = !DIDerivedType(tag: DW_TAG_member, name: "upvalue", scope: !465, file: !85, line: 650, baseType: !474, size: 128, offset: 256)
!474 = !DICompositeType(tag: DW_TAG_array_type, baseType: !138, size: 128, elements: !115)
!475 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !461, file: !85, line: 663, baseType: !476, size: 320)
!476 = !DIDerivedType(tag: DW_TAG_typedef, name: "LClosure", file: !85, line: 658, baseType: !477)
!477 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LClosure", file: !85, line: 654, size: 320, elements: !478)
!478 = !{!479, !480, !481, !482, !483, !484, !538}
!479 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !477, file: !85, line: 655, baseType: !89, size: 64)
!480 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !477, file: !85, line: 655, baseType: !91, size: 8, offset: 64)
!481 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !477, file: !85, line: 655, baseType: !91, size: 8, offset: 72)
!482 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !477, file: !85, line: 655, baseType: !91, size: 8, offset: 80)
!483 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !477, file: !85, line: 655, baseType: !228, size: 64, offset: 128)
!484 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !477, file: !85, line: 656, baseType: !485, size: 64, offset: 192)
!485 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !486, size: 64)
!486 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Proto", file: !85, line: 550, size: 1024, elements: !487)
!487 = !{!488, !489, !490, !491, !492, !493, !494, !495, !496, !497, !498, !499, !500, !501, !502, !503, !504, !506, !508, !517, !521, !528, !536, !537}
!488 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !486, file: !85, line: 551, baseType: !89, size: 64)
!489 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !486, file: !85, line: 551, baseType: !91, size: 8, offset: 64)
!490 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !486, file: !85, line: 551, baseType: !91, size: 8, offset: 72)
!491 = !DIDerivedType(tag: DW_TAG_member, name: "numparams", scope: !486, file: !85, line: 552, baseType: !91, size: 8, offset: 80)
!492 = !DIDerivedType(tag: DW_TAG_member, name: "is_vararg", scope: !486, file: !85, line: 553, baseType: !91, size: 8, offset: 88)
!493 = !DIDerivedType(tag: DW_TAG_member, name: "maxstacksize", scope: !486, file: !85, line: 554, baseType: !91, size: 8, offset: 96)
!494 = !DIDerivedType(tag: DW_TAG_member, name: "sizeupvalues", scope: !486, file: !85, line: 555, baseType: !154, size: 32, offset: 128)
!495 = !DIDerivedType(tag: DW_TAG_member, name: "sizek", scope: !486, file: !85, line: 556, baseType: !154, size: 32, offset: 160)
!496 = !DIDerivedType(tag: DW_TAG_member, name: "sizecode", scope: !486, file: !85, line: 557, baseType: !154, size: 32, offset: 192)
!497 = !DIDerivedType(tag: DW_TAG_member, name: "sizelineinfo", scope: !486, file: !85, line: 558, baseType: !154, size: 32, offset: 224)
!498 = !DIDerivedType(tag: DW_TAG_member, name: "sizep", scope: !486, file: !85, line: 559, baseType: !154, size: 32, offset: 256)
!499 = !DIDerivedType(tag: DW_TAG_member, name: "sizelocvars", scope: !486, file: !85, line: 560, baseType: !154, size: 32, offset: 288)
!500 = !DIDerivedType(tag: DW_TAG_member, name: "sizeabslineinfo", scope: !486, file: !85, line: 561, baseType: !154, size: 32, offset: 320)
!501 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !486, file: !85, line: 562, baseType: !154, size: 32, offset: 352)
!502 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !486, file: !85, line: 563, baseType: !154, size: 32, offset: 384)
!503 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !486, file: !85, line: 564, baseType: !137, size: 64, offset: 448)
!504 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !486, file: !85, line: 565, baseType: !505, size: 64, offset: 512)
!505 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !291, size: 64)
!506 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !486, file: !85, line: 566, baseType: !507, size: 64, offset: 576)
!507 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !485, size: 64)
!508 = !DIDerivedType(tag: DW_TAG_member, name: "upvalues", scope: !486, file: !85, line: 567, baseType: !509, size: 64, offset: 640)
!509 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !510, size: 64)
!510 = !DIDerivedType(tag: DW_TAG_typedef, name: "Upvaldesc", file: !85, line: 518, baseType: !511)
!511 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Upvaldesc", file: !85, line: 513, size: 128, elements: !512)
!512 = !{!513, !514, !515, !516}
!513 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !511, file: !85, line: 514, baseType: !209, size: 64)
!514 = !DIDerivedType(tag: DW_TAG_member, name: "instack", scope: !511, file: !85, line: 515, baseType: !91, size: 8, offset: 64)
!515 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !511, file: !85, line: 516, baseType: !91, size: 8, offset: 72)
!516 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !511, file: !85, line: 517, baseType: !91, size: 8, offset: 80)
!517 = !DIDerivedType(tag: DW_TAG_member, name: "lineinfo", scope: !486, file: !85, line: 568, baseType: !518, size: 64, offset: 704)
!518 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !519, size: 64)
!519 = !DIDerivedType(tag: DW_TAG_typedef, name: "ls_byte", file: !92, line: 37, baseType: !520)
!520 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!521 = !DIDerivedType(tag: DW_TAG_member, name: "abslineinfo", scope: !486, file: !85, line: 569, baseType: !522, size: 64, offset: 768)
!522 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !523, size: 64)
!523 = !DIDerivedType(tag: DW_TAG_typedef, name: "AbsLineInfo", file: !85, line: 545, baseType: !524)
!524 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "AbsLineInfo", file: !85, line: 542, size: 64, elements: !525)
!525 = !{!526, !527}
!526 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !524, file: !85, line: 543, baseType: !154, size: 32)
!527 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !524, file: !85, line: 544, baseType: !154, size: 32, offset: 32)
!528 = !DIDerivedType(tag: DW_TAG_member, name: "locvars", scope: !486, file: !85, line: 570, baseType: !529, size: 64, offset: 832)
!529 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !530, size: 64)
!530 = !DIDerivedType(tag: DW_TAG_typedef, name: "LocVar", file: !85, line: 529, baseType: !531)
!531 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LocVar", file: !85, line: 525, size: 128, elements: !532)
!532 = !{!533, !534, !535}
!533 = !DIDerivedType(tag: DW_TAG_member, name: "varname", scope: !531, file: !85, line: 526, baseType: !209, size: 64)
!534 = !DIDerivedType(tag: DW_TAG_member, name: "startpc", scope: !531, file: !85, line: 527, baseType: !154, size: 32, offset: 64)
!535 = !DIDerivedType(tag: DW_TAG_member, name: "endpc", scope: !531, file: !85, line: 528, baseType: !154, size: 32, offset: 96)
!536 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !486, file: !85, line: 571, baseType: !209, size: 64, offset: 896)
!537 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !486, file: !85, line: 572, baseType: !228, size: 64, offset: 960)
!538 = !DIDerivedType(tag: DW_TAG_member, name: "upvals", scope: !477, file: !85, line: 657, baseType: !539, size: 64, offset: 256)
!539 = !DICompositeType(tag: DW_TAG_array_type, baseType: !330, size: 64, elements: !115)
!540 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !80, file: !81, line: 358, baseType: !128, size: 448)
!541 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !80, file: !81, line: 359, baseType: !486, size: 1024)
!542 = !DIDerivedType(tag: DW_TAG_member, name: "th", scope: !80, file: !81, line: 360, baseType: !157, size: 1600)
!543 = !DIDerivedType(tag: DW_TAG_member, name: "upv", scope: !80, file: !81, line: 361, baseType: !332, size: 320)
!544 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!545 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!546 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !547, size: 64)
!547 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CloseP", file: !2, line: 909, size: 128, elements: !548)
!548 = !{!549, !550}
!549 = !DIDerivedType(tag: DW_TAG_member, name: "level", scope: !547, file: !2, line: 910, baseType: !170, size: 64)
!550 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !547, file: !2, line: 911, baseType: !154, size: 32, offset: 64)
!551 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !552, size: 64)
!552 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "SParser", file: !2, line: 974, size: 768, elements: !553)
!553 = !{!554, !570, !577, !619, !620}
!554 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !552, file: !2, line: 975, baseType: !555, size: 64)
!555 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !556, size: 64)
!556 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZIO", file: !557, line: 18, baseType: !558)
!557 = !DIFile(filename: "src/lua/lzio.h", directory: ".", checksumkind: CSK_MD5, checksum: "00622612a9c5cd1c5e7b63f3fab5afd8")
!558 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Zio", file: !557, line: 55, size: 320, elements: !559)
!559 = !{!560, !561, !562, !568, !569}
!560 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !558, file: !557, line: 56, baseType: !108, size: 64)
!561 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !558, file: !557, line: 57, baseType: !269, size: 64, offset: 64)
!562 = !DIDerivedType(tag: DW_TAG_member, name: "reader", scope: !558, file: !557, line: 58, baseType: !563, size: 64, offset: 128)
!563 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Reader", file: !150, line: 117, baseType: !564)
!564 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !565, size: 64)
!565 = !DISubroutineType(types: !566)
!566 = !{!269, !155, !147, !567}
!567 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!568 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !558, file: !557, line: 59, baseType: !147, size: 64, offset: 192)
!569 = !DIDerivedType(tag: DW_TAG_member, name: "L", scope: !558, file: !557, line: 60, baseType: !155, size: 64, offset: 256)
!570 = !DIDerivedType(tag: DW_TAG_member, name: "buff", scope: !552, file: !2, line: 976, baseType: !571, size: 192, offset: 64)
!571 = !DIDerivedType(tag: DW_TAG_typedef, name: "Mbuffer", file: !557, line: 27, baseType: !572)
!572 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mbuffer", file: !557, line: 23, size: 192, elements: !573)
!573 = !{!574, !575, !576}
!574 = !DIDerivedType(tag: DW_TAG_member, name: "buffer", scope: !572, file: !557, line: 24, baseType: !544, size: 64)
!575 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !572, file: !557, line: 25, baseType: !108, size: 64, offset: 64)
!576 = !DIDerivedType(tag: DW_TAG_member, name: "buffsize", scope: !572, file: !557, line: 26, baseType: !108, size: 64, offset: 128)
!577 = !DIDerivedType(tag: DW_TAG_member, name: "dyd", scope: !552, file: !2, line: 977, baseType: !578, size: 384, offset: 256)
!578 = !DIDerivedType(tag: DW_TAG_typedef, name: "Dyndata", file: !579, line: 136, baseType: !580)
!579 = !DIFile(filename: "src/lua/lparser.h", directory: ".", checksumkind: CSK_MD5, checksum: "2e004418d1e4df57f128ae0ded08354f")
!580 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Dyndata", file: !579, line: 128, size: 384, elements: !581)
!581 = !{!582, !602, !618}
!582 = !DIDerivedType(tag: DW_TAG_member, name: "actvar", scope: !580, file: !579, line: 133, baseType: !583, size: 128)
!583 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !580, file: !579, line: 129, size: 128, elements: !584)
!584 = !{!585, !600, !601}
!585 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !583, file: !579, line: 130, baseType: !586, size: 64)
!586 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !587, size: 64)
!587 = !DIDerivedType(tag: DW_TAG_typedef, name: "Vardesc", file: !579, line: 105, baseType: !588)
!588 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Vardesc", file: !579, line: 96, size: 192, elements: !589)
!589 = !{!590, !599}
!590 = !DIDerivedType(tag: DW_TAG_member, name: "vd", scope: !588, file: !579, line: 103, baseType: !591, size: 192)
!591 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !588, file: !579, line: 97, size: 192, elements: !592)
!592 = !{!593, !594, !595, !596, !597, !598}
!593 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !591, file: !579, line: 98, baseType: !142, size: 64)
!594 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !591, file: !579, line: 98, baseType: !91, size: 8, offset: 64)
!595 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !591, file: !579, line: 99, baseType: !91, size: 8, offset: 72)
!596 = !DIDerivedType(tag: DW_TAG_member, name: "ridx", scope: !591, file: !579, line: 100, baseType: !91, size: 8, offset: 80)
!597 = !DIDerivedType(tag: DW_TAG_member, name: "pidx", scope: !591, file: !579, line: 101, baseType: !325, size: 16, offset: 96)
!598 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !591, file: !579, line: 102, baseType: !209, size: 64, offset: 128)
!599 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !588, file: !579, line: 104, baseType: !138, size: 128)
!600 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !583, file: !579, line: 131, baseType: !154, size: 32, offset: 64)
!601 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !583, file: !579, line: 132, baseType: !154, size: 32, offset: 96)
!602 = !DIDerivedType(tag: DW_TAG_member, name: "gt", scope: !580, file: !579, line: 134, baseType: !603, size: 128, offset: 128)
!603 = !DIDerivedType(tag: DW_TAG_typedef, name: "Labellist", file: !579, line: 124, baseType: !604)
!604 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Labellist", file: !579, line: 120, size: 128, elements: !605)
!605 = !{!606, !616, !617}
!606 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !604, file: !579, line: 121, baseType: !607, size: 64)
!607 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !608, size: 64)
!608 = !DIDerivedType(tag: DW_TAG_typedef, name: "Labeldesc", file: !579, line: 116, baseType: !609)
!609 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Labeldesc", file: !579, line: 110, size: 192, elements: !610)
!610 = !{!611, !612, !613, !614, !615}
!611 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !609, file: !579, line: 111, baseType: !209, size: 64)
!612 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !609, file: !579, line: 112, baseType: !154, size: 32, offset: 64)
!613 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !609, file: !579, line: 113, baseType: !154, size: 32, offset: 96)
!614 = !DIDerivedType(tag: DW_TAG_member, name: "nactvar", scope: !609, file: !579, line: 114, baseType: !91, size: 8, offset: 128)
!615 = !DIDerivedType(tag: DW_TAG_member, name: "close", scope: !609, file: !579, line: 115, baseType: !91, size: 8, offset: 136)
!616 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !604, file: !579, line: 122, baseType: !154, size: 32, offset: 64)
!617 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !604, file: !579, line: 123, baseType: !154, size: 32, offset: 96)
!618 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !580, file: !579, line: 135, baseType: !603, size: 128, offset: 256)
!619 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !552, file: !2, line: 978, baseType: !269, size: 64, offset: 640)
!620 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !552, file: !2, line: 979, baseType: !269, size: 64, offset: 704)
!621 = !{!0, !7, !12, !17, !22, !27, !32, !622, !34, !39, !44}
!622 = !DIGlobalVariableExpression(var: !623, expr: !DIExpression())
!623 = distinct !DIGlobalVariable(scope: null, file: !2, line: 996, type: !41, isLocal: true, isDefinition: true)
!624 = !{i32 7, !"Dwarf Version", i32 5}
!625 = !{i32 2, !"Debug Info Version", i32 3}
!626 = !{i32 1, !"wchar_size", i32 4}
!627 = !{i32 8, !"PIC Level", i32 2}
!628 = !{i32 7, !"PIE Level", i32 2}
!629 = !{i32 7, !"uwtable", i32 2}
!630 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!631 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!632 = distinct !DISubprogram(name: "luaD_seterrorobj", scope: !2, file: !2, line: 91, type: !633, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !635)
!633 = !DISubroutineType(types: !634)
!634 = !{null, !155, !154, !170}
!635 = !{!636, !637, !638, !639, !643, !644, !647, !648, !651}
!636 = !DILocalVariable(name: "L", arg: 1, scope: !632, file: !2, line: 91, type: !155)
!637 = !DILocalVariable(name: "errcode", arg: 2, scope: !632, file: !2, line: 91, type: !154)
!638 = !DILocalVariable(name: "oldtop", arg: 3, scope: !632, file: !2, line: 91, type: !170)
!639 = !DILocalVariable(name: "io", scope: !640, file: !2, line: 94, type: !137)
!640 = distinct !DILexicalBlock(scope: !641, file: !2, line: 94, column: 7)
!641 = distinct !DILexicalBlock(scope: !642, file: !2, line: 93, column: 22)
!642 = distinct !DILexicalBlock(scope: !632, file: !2, line: 92, column: 20)
!643 = !DILocalVariable(name: "x_", scope: !640, file: !2, line: 94, type: !209)
!644 = !DILocalVariable(name: "io", scope: !645, file: !2, line: 98, type: !137)
!645 = distinct !DILexicalBlock(scope: !646, file: !2, line: 98, column: 7)
!646 = distinct !DILexicalBlock(scope: !642, file: !2, line: 97, column: 22)
!647 = !DILocalVariable(name: "x_", scope: !645, file: !2, line: 98, type: !209)
!648 = !DILocalVariable(name: "io1", scope: !649, file: !2, line: 107, type: !137)
!649 = distinct !DILexicalBlock(scope: !650, file: !2, line: 107, column: 7)
!650 = distinct !DILexicalBlock(scope: !642, file: !2, line: 105, column: 14)
!651 = !DILocalVariable(name: "io2", scope: !649, file: !2, line: 107, type: !652)
!652 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !653, size: 64)
!653 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !138)
!654 = !DILocation(line: 0, scope: !632)
!655 = !DILocation(line: 92, column: 3, scope: !632)
!656 = !DILocation(line: 0, scope: !640)
!657 = !DILocation(line: 94, column: 7, scope: !640)
!658 = !{!659, !660, i64 24}
!659 = !{!"lua_State", !660, i64 0, !661, i64 8, !661, i64 9, !661, i64 10, !661, i64 11, !663, i64 12, !661, i64 16, !660, i64 24, !660, i64 32, !661, i64 40, !661, i64 48, !660, i64 56, !661, i64 64, !660, i64 72, !660, i64 80, !660, i64 88, !664, i64 96, !660, i64 160, !665, i64 168, !666, i64 176, !666, i64 180, !666, i64 184, !666, i64 188, !666, i64 192}
!660 = !{!"any pointer", !661, i64 0}
!661 = !{!"omnipotent char", !662, i64 0}
!662 = !{!"Simple C/C++ TBAA"}
!663 = !{!"short", !661, i64 0}
!664 = !{!"CallInfo", !661, i64 0, !661, i64 8, !660, i64 16, !660, i64 24, !661, i64 32, !661, i64 56, !663, i64 60, !663, i64 62}
!665 = !{!"long", !661, i64 0}
!666 = !{!"int", !661, i64 0}
!667 = !{!668, !660, i64 272}
!668 = !{!"global_State", !660, i64 0, !660, i64 8, !665, i64 16, !665, i64 24, !665, i64 32, !665, i64 40, !669, i64 48, !670, i64 64, !670, i64 80, !666, i64 96, !661, i64 100, !661, i64 101, !661, i64 102, !661, i64 103, !661, i64 104, !661, i64 105, !661, i64 106, !661, i64 107, !661, i64 108, !661, i64 109, !661, i64 110, !660, i64 112, !660, i64 120, !660, i64 128, !660, i64 136, !660, i64 144, !660, i64 152, !660, i64 160, !660, i64 168, !660, i64 176, !660, i64 184, !660, i64 192, !660, i64 200, !660, i64 208, !660, i64 216, !660, i64 224, !660, i64 232, !660, i64 240, !660, i64 248, !660, i64 256, !660, i64 264, !660, i64 272, !661, i64 280, !661, i64 480, !661, i64 552, !660, i64 1400, !660, i64 1408}
!669 = !{!"stringtable", !660, i64 0, !666, i64 8, !666, i64 12}
!670 = !{!"TValue", !661, i64 0, !661, i64 8}
!671 = !{!661, !661, i64 0}
!672 = !{!673, !661, i64 8}
!673 = !{!"TString", !660, i64 0, !661, i64 8, !661, i64 9, !661, i64 10, !661, i64 11, !666, i64 12, !661, i64 16, !661, i64 24}
!674 = !DILocation(line: 95, column: 7, scope: !641)
!675 = !DILocation(line: 0, scope: !645)
!676 = !DILocation(line: 98, column: 7, scope: !645)
!677 = !DILocation(line: 99, column: 7, scope: !646)
!678 = !DILocation(line: 0, scope: !649)
!679 = !DILocation(line: 107, column: 7, scope: !649)
!680 = !{!670, !661, i64 8}
!681 = !DILocation(line: 108, column: 7, scope: !650)
!682 = !DILocation(line: 0, scope: !642)
!683 = !DILocation(line: 111, column: 21, scope: !632)
!684 = !DILocation(line: 111, column: 6, scope: !632)
!685 = !DILocation(line: 111, column: 12, scope: !632)
!686 = !DILocation(line: 112, column: 1, scope: !632)
!687 = !DISubprogram(name: "luaS_newlstr", scope: !688, file: !688, line: 52, type: !689, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!688 = !DIFile(filename: "src/lua/lstring.h", directory: ".", checksumkind: CSK_MD5, checksum: "5111c938a6aab9498fbd60daf46fbc78")
!689 = !DISubroutineType(types: !690)
!690 = !{!209, !155, !269, !108}
!691 = distinct !DISubprogram(name: "luaD_throw", scope: !2, file: !2, line: 115, type: !692, scopeLine: 115, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !694)
!692 = !DISubroutineType(types: !693)
!693 = !{null, !155, !154}
!694 = !{!695, !696, !697, !700, !704}
!695 = !DILocalVariable(name: "L", arg: 1, scope: !691, file: !2, line: 115, type: !155)
!696 = !DILocalVariable(name: "errcode", arg: 2, scope: !691, file: !2, line: 115, type: !154)
!697 = !DILocalVariable(name: "g", scope: !698, file: !2, line: 121, type: !187)
!698 = distinct !DILexicalBlock(scope: !699, file: !2, line: 120, column: 8)
!699 = distinct !DILexicalBlock(scope: !691, file: !2, line: 116, column: 7)
!700 = !DILocalVariable(name: "io1", scope: !701, file: !2, line: 124, type: !137)
!701 = distinct !DILexicalBlock(scope: !702, file: !2, line: 124, column: 7)
!702 = distinct !DILexicalBlock(scope: !703, file: !2, line: 123, column: 34)
!703 = distinct !DILexicalBlock(scope: !698, file: !2, line: 123, column: 9)
!704 = !DILocalVariable(name: "io2", scope: !701, file: !2, line: 124, type: !652)
!705 = !DILocation(line: 0, scope: !691)
!706 = !DILocation(line: 116, column: 10, scope: !699)
!707 = !{!659, !660, i64 88}
!708 = !DILocation(line: 116, column: 7, scope: !699)
!709 = !DILocation(line: 116, column: 7, scope: !691)
!710 = !DILocation(line: 117, column: 18, scope: !711)
!711 = distinct !DILexicalBlock(scope: !699, file: !2, line: 116, column: 20)
!712 = !DILocation(line: 117, column: 25, scope: !711)
!713 = !{!714, !666, i64 208}
!714 = !{!"lua_longjmp", !660, i64 0, !661, i64 8, !666, i64 208}
!715 = !DILocation(line: 118, column: 5, scope: !711)
!716 = !DILocation(line: 121, column: 23, scope: !698)
!717 = !DILocation(line: 0, scope: !698)
!718 = !DILocation(line: 122, column: 15, scope: !698)
!719 = !DILocation(line: 123, column: 12, scope: !703)
!720 = !{!668, !660, i64 264}
!721 = !DILocation(line: 123, column: 24, scope: !703)
!722 = !DILocation(line: 123, column: 9, scope: !703)
!723 = !DILocation(line: 123, column: 9, scope: !698)
!724 = !DILocation(line: 124, column: 7, scope: !701)
!725 = !DILocation(line: 0, scope: !701)
!726 = !DILocation(line: 125, column: 21, scope: !702)
!727 = !DILocation(line: 125, column: 7, scope: !702)
!728 = !DILocation(line: 128, column: 14, scope: !729)
!729 = distinct !DILexicalBlock(scope: !730, file: !2, line: 128, column: 11)
!730 = distinct !DILexicalBlock(scope: !703, file: !2, line: 127, column: 10)
!731 = !{!668, !660, i64 256}
!732 = !DILocation(line: 128, column: 11, scope: !729)
!733 = !DILocation(line: 128, column: 11, scope: !730)
!734 = !DILocation(line: 130, column: 9, scope: !735)
!735 = distinct !DILexicalBlock(scope: !729, file: !2, line: 128, column: 21)
!736 = !DILocation(line: 131, column: 7, scope: !735)
!737 = !DILocation(line: 132, column: 7, scope: !730)
!738 = !DISubprogram(name: "_longjmp", scope: !363, file: !363, line: 61, type: !739, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!739 = !DISubroutineType(types: !740)
!740 = !{null, !741, !154}
!741 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !365, size: 64)
!742 = !DISubprogram(name: "luaE_resetthread", scope: !81, file: !81, line: 404, type: !743, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!743 = !DISubroutineType(types: !744)
!744 = !{!154, !155, !154}
!745 = !DISubprogram(name: "abort", scope: !746, file: !746, line: 611, type: !747, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!746 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!747 = !DISubroutineType(types: !748)
!748 = !{null}
!749 = distinct !DISubprogram(name: "luaD_rawrunprotected", scope: !2, file: !2, line: 138, type: !750, scopeLine: 138, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !757)
!750 = !DISubroutineType(types: !751)
!751 = !{!154, !155, !752, !147}
!752 = !DIDerivedType(tag: DW_TAG_typedef, name: "Pfunc", file: !753, line: 61, baseType: !754)
!753 = !DIFile(filename: "src/lua/ldo.h", directory: ".", checksumkind: CSK_MD5, checksum: "28138809e652958723ca82a42b18e9f3")
!754 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !755, size: 64)
!755 = !DISubroutineType(types: !756)
!756 = !{null, !155, !147}
!757 = !{!758, !759, !760, !761, !762}
!758 = !DILocalVariable(name: "L", arg: 1, scope: !749, file: !2, line: 138, type: !155)
!759 = !DILocalVariable(name: "f", arg: 2, scope: !749, file: !2, line: 138, type: !752)
!760 = !DILocalVariable(name: "ud", arg: 3, scope: !749, file: !2, line: 138, type: !147)
!761 = !DILocalVariable(name: "oldnCcalls", scope: !749, file: !2, line: 139, type: !292)
!762 = !DILocalVariable(name: "lj", scope: !749, file: !2, line: 140, type: !358)
!763 = distinct !DIAssignID()
!764 = !DILocation(line: 0, scope: !749)
!765 = !DILocation(line: 139, column: 28, scope: !749)
!766 = !{!659, !666, i64 176}
!767 = !DILocation(line: 140, column: 3, scope: !749)
!768 = !DILocation(line: 141, column: 6, scope: !749)
!769 = !DILocation(line: 141, column: 13, scope: !749)
!770 = distinct !DIAssignID()
!771 = !DILocation(line: 142, column: 20, scope: !749)
!772 = !DILocation(line: 142, column: 15, scope: !749)
!773 = !{!714, !660, i64 0}
!774 = distinct !DIAssignID()
!775 = !DILocation(line: 143, column: 15, scope: !749)
!776 = !DILocation(line: 144, column: 3, scope: !777)
!777 = distinct !DILexicalBlock(scope: !749, file: !2, line: 144, column: 3)
!778 = !DILocation(line: 144, column: 3, scope: !749)
!779 = !DILocation(line: 144, column: 3, scope: !780)
!780 = distinct !DILexicalBlock(scope: !777, file: !2, line: 144, column: 3)
!781 = !DILocation(line: 147, column: 20, scope: !749)
!782 = !DILocation(line: 147, column: 15, scope: !749)
!783 = !DILocation(line: 148, column: 14, scope: !749)
!784 = !DILocation(line: 149, column: 13, scope: !749)
!785 = !DILocation(line: 150, column: 1, scope: !749)
!786 = !DILocation(line: 149, column: 3, scope: !749)
!787 = !DISubprogram(name: "_setjmp", scope: !363, file: !363, line: 45, type: !788, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!788 = !DISubroutineType(types: !789)
!789 = !{!154, !741}
!790 = distinct !DISubprogram(name: "luaD_reallocstack", scope: !2, file: !2, line: 212, type: !791, scopeLine: 212, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !793)
!791 = !DISubroutineType(types: !792)
!792 = !{!154, !155, !154, !154}
!793 = !{!794, !795, !796, !797, !798, !799, !800}
!794 = !DILocalVariable(name: "L", arg: 1, scope: !790, file: !2, line: 212, type: !155)
!795 = !DILocalVariable(name: "newsize", arg: 2, scope: !790, file: !2, line: 212, type: !154)
!796 = !DILocalVariable(name: "raiseerror", arg: 3, scope: !790, file: !2, line: 212, type: !154)
!797 = !DILocalVariable(name: "oldsize", scope: !790, file: !2, line: 213, type: !154)
!798 = !DILocalVariable(name: "i", scope: !790, file: !2, line: 214, type: !154)
!799 = !DILocalVariable(name: "newstack", scope: !790, file: !2, line: 215, type: !170)
!800 = !DILocalVariable(name: "oldgcstop", scope: !790, file: !2, line: 216, type: !154)
!801 = !DILocation(line: 0, scope: !790)
!802 = !DILocation(line: 213, column: 17, scope: !790)
!803 = !DILocation(line: 216, column: 19, scope: !790)
!804 = !DILocation(line: 216, column: 25, scope: !790)
!805 = !{!668, !661, i64 103}
!806 = !DILocalVariable(name: "L", arg: 1, scope: !807, file: !2, line: 165, type: !155)
!807 = distinct !DISubprogram(name: "relstack", scope: !2, file: !2, line: 165, type: !808, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !810)
!808 = !DISubroutineType(types: !809)
!809 = !{null, !155}
!810 = !{!806, !811, !812}
!811 = !DILocalVariable(name: "ci", scope: !807, file: !2, line: 166, type: !273)
!812 = !DILocalVariable(name: "up", scope: !807, file: !2, line: 167, type: !330)
!813 = !DILocation(line: 0, scope: !807, inlinedAt: !814)
!814 = distinct !DILocation(line: 218, column: 3, scope: !790)
!815 = !DILocation(line: 168, column: 19, scope: !807, inlinedAt: !814)
!816 = !DILocation(line: 168, column: 17, scope: !807, inlinedAt: !814)
!817 = !DILocation(line: 169, column: 23, scope: !807, inlinedAt: !814)
!818 = !DILocation(line: 169, column: 21, scope: !807, inlinedAt: !814)
!819 = !DILocation(line: 170, column: 16, scope: !820, inlinedAt: !814)
!820 = distinct !DILexicalBlock(scope: !807, file: !2, line: 170, column: 3)
!821 = !DILocation(line: 170, scope: !820, inlinedAt: !814)
!822 = !DILocation(line: 170, column: 30, scope: !823, inlinedAt: !814)
!823 = distinct !DILexicalBlock(scope: !820, file: !2, line: 170, column: 3)
!824 = !DILocation(line: 170, column: 3, scope: !820, inlinedAt: !814)
!825 = !DILocation(line: 171, column: 20, scope: !823, inlinedAt: !814)
!826 = !DILocation(line: 171, column: 18, scope: !823, inlinedAt: !814)
!827 = !DILocation(line: 170, column: 48, scope: !823, inlinedAt: !814)
!828 = distinct !{!828, !824, !829, !830}
!829 = !DILocation(line: 171, column: 20, scope: !820, inlinedAt: !814)
!830 = !{!"llvm.loop.mustprogress"}
!831 = !DILocation(line: 172, column: 16, scope: !832, inlinedAt: !814)
!832 = distinct !DILexicalBlock(scope: !807, file: !2, line: 172, column: 3)
!833 = !DILocation(line: 172, scope: !832, inlinedAt: !814)
!834 = !{!660, !660, i64 0}
!835 = !DILocation(line: 172, column: 23, scope: !836, inlinedAt: !814)
!836 = distinct !DILexicalBlock(scope: !832, file: !2, line: 172, column: 3)
!837 = !DILocation(line: 172, column: 3, scope: !832, inlinedAt: !814)
!838 = !DILocation(line: 173, column: 22, scope: !839, inlinedAt: !814)
!839 = distinct !DILexicalBlock(scope: !836, file: !2, line: 172, column: 51)
!840 = !DILocation(line: 173, column: 20, scope: !839, inlinedAt: !814)
!841 = !DILocation(line: 174, column: 23, scope: !839, inlinedAt: !814)
!842 = !DILocation(line: 174, column: 21, scope: !839, inlinedAt: !814)
!843 = !DILocation(line: 172, column: 41, scope: !836, inlinedAt: !814)
!844 = distinct !{!844, !837, !845, !830}
!845 = !DILocation(line: 175, column: 3, scope: !832, inlinedAt: !814)
!846 = !DILocation(line: 219, column: 3, scope: !790)
!847 = !DILocation(line: 219, column: 9, scope: !790)
!848 = !DILocation(line: 219, column: 18, scope: !790)
!849 = !DILocation(line: 220, column: 14, scope: !790)
!850 = !DILocation(line: 222, column: 3, scope: !790)
!851 = !DILocation(line: 222, column: 9, scope: !790)
!852 = !DILocation(line: 222, column: 18, scope: !790)
!853 = !DILocation(line: 223, column: 7, scope: !854)
!854 = distinct !DILexicalBlock(scope: !790, file: !2, line: 223, column: 7)
!855 = !DILocation(line: 223, column: 7, scope: !790)
!856 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!857 = !DILocation(line: 224, column: 5, scope: !858)
!858 = distinct !DILexicalBlock(scope: !854, file: !2, line: 223, column: 37)
!859 = !DILocation(line: 225, column: 9, scope: !860)
!860 = distinct !DILexicalBlock(scope: !858, file: !2, line: 225, column: 9)
!861 = !DILocation(line: 225, column: 9, scope: !858)
!862 = !DILocation(line: 226, column: 7, scope: !860)
!863 = !DILocation(line: 229, column: 14, scope: !790)
!864 = !DILocalVariable(name: "L", arg: 1, scope: !865, file: !2, line: 182, type: !155)
!865 = distinct !DISubprogram(name: "correctstack", scope: !2, file: !2, line: 182, type: !808, scopeLine: 182, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !866)
!866 = !{!864, !867, !868}
!867 = !DILocalVariable(name: "ci", scope: !865, file: !2, line: 183, type: !273)
!868 = !DILocalVariable(name: "up", scope: !865, file: !2, line: 184, type: !330)
!869 = !DILocation(line: 0, scope: !865, inlinedAt: !870)
!870 = distinct !DILocation(line: 230, column: 3, scope: !790)
!871 = !DILocation(line: 185, column: 14, scope: !865, inlinedAt: !870)
!872 = !DILocation(line: 185, column: 12, scope: !865, inlinedAt: !870)
!873 = !DILocation(line: 186, column: 18, scope: !865, inlinedAt: !870)
!874 = !DILocation(line: 186, column: 16, scope: !865, inlinedAt: !870)
!875 = !DILocation(line: 187, scope: !876, inlinedAt: !870)
!876 = distinct !DILexicalBlock(scope: !865, file: !2, line: 187, column: 3)
!877 = !DILocation(line: 187, column: 30, scope: !878, inlinedAt: !870)
!878 = distinct !DILexicalBlock(scope: !876, file: !2, line: 187, column: 3)
!879 = !DILocation(line: 187, column: 3, scope: !876, inlinedAt: !870)
!880 = !DILocation(line: 188, column: 15, scope: !878, inlinedAt: !870)
!881 = !DILocation(line: 188, column: 13, scope: !878, inlinedAt: !870)
!882 = !DILocation(line: 187, column: 48, scope: !878, inlinedAt: !870)
!883 = distinct !{!883, !879, !884, !830}
!884 = !DILocation(line: 188, column: 15, scope: !876, inlinedAt: !870)
!885 = !DILocation(line: 189, scope: !886, inlinedAt: !870)
!886 = distinct !DILexicalBlock(scope: !865, file: !2, line: 189, column: 3)
!887 = !DILocation(line: 189, column: 23, scope: !888, inlinedAt: !870)
!888 = distinct !DILexicalBlock(scope: !886, file: !2, line: 189, column: 3)
!889 = !DILocation(line: 189, column: 3, scope: !886, inlinedAt: !870)
!890 = !DILocation(line: 190, column: 17, scope: !891, inlinedAt: !870)
!891 = distinct !DILexicalBlock(scope: !888, file: !2, line: 189, column: 51)
!892 = !DILocation(line: 190, column: 15, scope: !891, inlinedAt: !870)
!893 = !DILocation(line: 191, column: 18, scope: !891, inlinedAt: !870)
!894 = !DILocation(line: 191, column: 16, scope: !891, inlinedAt: !870)
!895 = !DILocation(line: 192, column: 9, scope: !896, inlinedAt: !870)
!896 = distinct !DILexicalBlock(scope: !891, file: !2, line: 192, column: 9)
!897 = !{!664, !663, i64 62}
!898 = !DILocation(line: 192, column: 9, scope: !891, inlinedAt: !870)
!899 = !DILocation(line: 193, column: 15, scope: !896, inlinedAt: !870)
!900 = !DILocation(line: 193, column: 20, scope: !896, inlinedAt: !870)
!901 = !DILocation(line: 193, column: 7, scope: !896, inlinedAt: !870)
!902 = !DILocation(line: 189, column: 41, scope: !888, inlinedAt: !870)
!903 = distinct !{!903, !889, !904, !830}
!904 = !DILocation(line: 194, column: 3, scope: !886, inlinedAt: !870)
!905 = !DILocation(line: 231, column: 30, scope: !790)
!906 = !DILocation(line: 231, column: 32, scope: !790)
!907 = !DILocation(line: 231, column: 19, scope: !790)
!908 = !DILocation(line: 232, column: 37, scope: !909)
!909 = distinct !DILexicalBlock(scope: !910, file: !2, line: 232, column: 3)
!910 = distinct !DILexicalBlock(scope: !790, file: !2, line: 232, column: 3)
!911 = !DILocation(line: 232, column: 3, scope: !910)
!912 = !DILocation(line: 233, column: 5, scope: !909)
!913 = !DILocation(line: 232, column: 63, scope: !909)
!914 = distinct !{!914, !911, !915, !830}
!915 = !DILocation(line: 233, column: 5, scope: !910)
!916 = !DILocation(line: 235, column: 1, scope: !790)
!917 = !DISubprogram(name: "luaM_realloc_", scope: !918, file: !918, line: 80, type: !919, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!918 = !DIFile(filename: "src/lua/lmem.h", directory: ".", checksumkind: CSK_MD5, checksum: "313e02a40d047c422219b8cdf3b31411")
!919 = !DISubroutineType(types: !920)
!920 = !{!147, !155, !147, !108, !108}
!921 = !DILocation(line: 0, scope: !865)
!922 = !DILocation(line: 185, column: 14, scope: !865)
!923 = !DILocation(line: 185, column: 12, scope: !865)
!924 = !DILocation(line: 186, column: 18, scope: !865)
!925 = !DILocation(line: 186, column: 16, scope: !865)
!926 = !DILocation(line: 187, column: 16, scope: !876)
!927 = !DILocation(line: 187, scope: !876)
!928 = !DILocation(line: 187, column: 30, scope: !878)
!929 = !DILocation(line: 187, column: 3, scope: !876)
!930 = !DILocation(line: 188, column: 15, scope: !878)
!931 = !DILocation(line: 188, column: 13, scope: !878)
!932 = !DILocation(line: 187, column: 48, scope: !878)
!933 = distinct !{!933, !929, !934, !830}
!934 = !DILocation(line: 188, column: 15, scope: !876)
!935 = !DILocation(line: 189, column: 16, scope: !886)
!936 = !DILocation(line: 189, scope: !886)
!937 = !DILocation(line: 189, column: 23, scope: !888)
!938 = !DILocation(line: 189, column: 3, scope: !886)
!939 = !DILocation(line: 190, column: 17, scope: !891)
!940 = !DILocation(line: 190, column: 15, scope: !891)
!941 = !DILocation(line: 191, column: 18, scope: !891)
!942 = !DILocation(line: 191, column: 16, scope: !891)
!943 = !DILocation(line: 192, column: 9, scope: !896)
!944 = !DILocation(line: 192, column: 9, scope: !891)
!945 = !DILocation(line: 193, column: 15, scope: !896)
!946 = !DILocation(line: 193, column: 20, scope: !896)
!947 = !DILocation(line: 193, column: 7, scope: !896)
!948 = !DILocation(line: 189, column: 41, scope: !888)
!949 = distinct !{!949, !938, !950, !830}
!950 = !DILocation(line: 194, column: 3, scope: !886)
!951 = !DILocation(line: 195, column: 1, scope: !865)
!952 = distinct !DISubprogram(name: "luaD_growstack", scope: !2, file: !2, line: 242, type: !791, scopeLine: 242, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !953)
!953 = !{!954, !955, !956, !957, !958, !962}
!954 = !DILocalVariable(name: "L", arg: 1, scope: !952, file: !2, line: 242, type: !155)
!955 = !DILocalVariable(name: "n", arg: 2, scope: !952, file: !2, line: 242, type: !154)
!956 = !DILocalVariable(name: "raiseerror", arg: 3, scope: !952, file: !2, line: 242, type: !154)
!957 = !DILocalVariable(name: "size", scope: !952, file: !2, line: 243, type: !154)
!958 = !DILocalVariable(name: "newsize", scope: !959, file: !2, line: 254, type: !154)
!959 = distinct !DILexicalBlock(scope: !960, file: !2, line: 253, column: 31)
!960 = distinct !DILexicalBlock(scope: !961, file: !2, line: 253, column: 12)
!961 = distinct !DILexicalBlock(scope: !952, file: !2, line: 244, column: 7)
!962 = !DILocalVariable(name: "needed", scope: !959, file: !2, line: 255, type: !154)
!963 = !DILocation(line: 0, scope: !952)
!964 = !DILocation(line: 243, column: 14, scope: !952)
!965 = !DILocation(line: 244, column: 7, scope: !961)
!966 = !DILocation(line: 244, column: 7, scope: !952)
!967 = !DILocation(line: 249, column: 9, scope: !968)
!968 = distinct !DILexicalBlock(scope: !969, file: !2, line: 249, column: 9)
!969 = distinct !DILexicalBlock(scope: !961, file: !2, line: 244, column: 41)
!970 = !DILocation(line: 249, column: 9, scope: !969)
!971 = !DILocation(line: 250, column: 7, scope: !968)
!972 = !DILocation(line: 253, column: 14, scope: !960)
!973 = !DILocation(line: 253, column: 12, scope: !961)
!974 = !DILocation(line: 0, scope: !959)
!975 = !DILocation(line: 255, column: 18, scope: !959)
!976 = !DILocation(line: 255, column: 50, scope: !959)
!977 = !DILocation(line: 260, column: 9, scope: !978)
!978 = distinct !DILexicalBlock(scope: !959, file: !2, line: 260, column: 9)
!979 = !DILocation(line: 260, column: 9, scope: !959)
!980 = !DILocation(line: 254, column: 21, scope: !959)
!981 = !DILocation(line: 256, column: 9, scope: !959)
!982 = !DILocation(line: 258, column: 9, scope: !959)
!983 = !DILocation(line: 261, column: 14, scope: !978)
!984 = !DILocation(line: 265, column: 3, scope: !952)
!985 = !DILocation(line: 266, column: 7, scope: !986)
!986 = distinct !DILexicalBlock(scope: !952, file: !2, line: 266, column: 7)
!987 = !DILocation(line: 266, column: 7, scope: !952)
!988 = !DILocation(line: 267, column: 5, scope: !986)
!989 = !DILocation(line: 269, column: 1, scope: !952)
!990 = !DISubprogram(name: "luaG_runerror", scope: !991, file: !991, line: 56, type: !992, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!991 = !DIFile(filename: "src/lua/ldebug.h", directory: ".", checksumkind: CSK_MD5, checksum: "e354d5afec415152be85e3d4d3dd589e")
!992 = !DISubroutineType(types: !993)
!993 = !{null, !155, !269, null}
!994 = distinct !DISubprogram(name: "luaD_shrinkstack", scope: !2, file: !2, line: 300, type: !808, scopeLine: 300, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !995)
!995 = !{!996, !997, !998, !999}
!996 = !DILocalVariable(name: "L", arg: 1, scope: !994, file: !2, line: 300, type: !155)
!997 = !DILocalVariable(name: "inuse", scope: !994, file: !2, line: 301, type: !154)
!998 = !DILocalVariable(name: "max", scope: !994, file: !2, line: 302, type: !154)
!999 = !DILocalVariable(name: "nsize", scope: !1000, file: !2, line: 306, type: !154)
!1000 = distinct !DILexicalBlock(scope: !1001, file: !2, line: 305, column: 53)
!1001 = distinct !DILexicalBlock(scope: !994, file: !2, line: 305, column: 7)
!1002 = !DILocation(line: 0, scope: !994)
!1003 = !DILocalVariable(name: "L", arg: 1, scope: !1004, file: !2, line: 276, type: !155)
!1004 = distinct !DISubprogram(name: "stackinuse", scope: !2, file: !2, line: 276, type: !152, scopeLine: 276, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1005)
!1005 = !{!1003, !1006, !1007, !1008}
!1006 = !DILocalVariable(name: "ci", scope: !1004, file: !2, line: 277, type: !273)
!1007 = !DILocalVariable(name: "res", scope: !1004, file: !2, line: 278, type: !154)
!1008 = !DILocalVariable(name: "lim", scope: !1004, file: !2, line: 279, type: !170)
!1009 = !DILocation(line: 0, scope: !1004, inlinedAt: !1010)
!1010 = distinct !DILocation(line: 301, column: 15, scope: !994)
!1011 = !DILocation(line: 279, column: 18, scope: !1004, inlinedAt: !1010)
!1012 = !DILocation(line: 279, column: 22, scope: !1004, inlinedAt: !1010)
!1013 = !DILocation(line: 280, column: 16, scope: !1014, inlinedAt: !1010)
!1014 = distinct !DILexicalBlock(scope: !1004, file: !2, line: 280, column: 3)
!1015 = !DILocation(line: 280, scope: !1014, inlinedAt: !1010)
!1016 = !DILocation(line: 280, column: 23, scope: !1017, inlinedAt: !1010)
!1017 = distinct !DILexicalBlock(scope: !1014, file: !2, line: 280, column: 3)
!1018 = !DILocation(line: 280, column: 3, scope: !1014, inlinedAt: !1010)
!1019 = !DILocation(line: 281, column: 19, scope: !1020, inlinedAt: !1010)
!1020 = distinct !DILexicalBlock(scope: !1021, file: !2, line: 281, column: 9)
!1021 = distinct !DILexicalBlock(scope: !1017, file: !2, line: 280, column: 51)
!1022 = !DILocation(line: 281, column: 23, scope: !1020, inlinedAt: !1010)
!1023 = !DILocation(line: 281, column: 13, scope: !1020, inlinedAt: !1010)
!1024 = !DILocation(line: 281, column: 9, scope: !1021, inlinedAt: !1010)
!1025 = !DILocation(line: 280, column: 41, scope: !1017, inlinedAt: !1010)
!1026 = distinct !{!1026, !1018, !1027, !830}
!1027 = !DILocation(line: 282, column: 3, scope: !1014, inlinedAt: !1010)
!1028 = !DILocation(line: 284, column: 9, scope: !1004, inlinedAt: !1010)
!1029 = !DILocation(line: 285, column: 7, scope: !1004, inlinedAt: !1010)
!1030 = !DILocation(line: 305, column: 13, scope: !1001)
!1031 = !DILocation(line: 305, column: 30, scope: !1001)
!1032 = !DILocation(line: 302, column: 20, scope: !994)
!1033 = !DILocation(line: 302, column: 13, scope: !994)
!1034 = !DILocation(line: 305, column: 33, scope: !1001)
!1035 = !DILocation(line: 305, column: 46, scope: !1001)
!1036 = !DILocation(line: 305, column: 7, scope: !994)
!1037 = !DILocation(line: 306, column: 24, scope: !1000)
!1038 = !DILocation(line: 306, column: 17, scope: !1000)
!1039 = !DILocation(line: 0, scope: !1000)
!1040 = !DILocation(line: 307, column: 5, scope: !1000)
!1041 = !DILocation(line: 308, column: 3, scope: !1000)
!1042 = !DILocation(line: 311, column: 3, scope: !994)
!1043 = !DILocation(line: 312, column: 1, scope: !994)
!1044 = !DISubprogram(name: "luaE_shrinkCI", scope: !81, file: !81, line: 399, type: !808, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1045 = distinct !DISubprogram(name: "luaD_inctop", scope: !2, file: !2, line: 315, type: !808, scopeLine: 315, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1046)
!1046 = !{!1047}
!1047 = !DILocalVariable(name: "L", arg: 1, scope: !1045, file: !2, line: 315, type: !155)
!1048 = !DILocation(line: 0, scope: !1045)
!1049 = !DILocation(line: 316, column: 3, scope: !1050)
!1050 = distinct !DILexicalBlock(scope: !1045, file: !2, line: 316, column: 3)
!1051 = !DILocation(line: 316, column: 3, scope: !1045)
!1052 = !DILocation(line: 316, column: 3, scope: !1053)
!1053 = distinct !DILexicalBlock(scope: !1050, file: !2, line: 316, column: 3)
!1054 = !DILocation(line: 317, column: 11, scope: !1045)
!1055 = !DILocation(line: 318, column: 1, scope: !1045)
!1056 = distinct !DISubprogram(name: "luaD_hook", scope: !2, file: !2, line: 328, type: !1057, scopeLine: 329, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1059)
!1057 = !DISubroutineType(types: !1058)
!1058 = !{null, !155, !154, !154, !154, !154}
!1059 = !{!1060, !1061, !1062, !1063, !1064, !1065, !1066, !1069, !1070, !1071, !1072}
!1060 = !DILocalVariable(name: "L", arg: 1, scope: !1056, file: !2, line: 328, type: !155)
!1061 = !DILocalVariable(name: "event", arg: 2, scope: !1056, file: !2, line: 328, type: !154)
!1062 = !DILocalVariable(name: "line", arg: 3, scope: !1056, file: !2, line: 328, type: !154)
!1063 = !DILocalVariable(name: "ftransfer", arg: 4, scope: !1056, file: !2, line: 329, type: !154)
!1064 = !DILocalVariable(name: "ntransfer", arg: 5, scope: !1056, file: !2, line: 329, type: !154)
!1065 = !DILocalVariable(name: "hook", scope: !1056, file: !2, line: 330, type: !389)
!1066 = !DILocalVariable(name: "mask", scope: !1067, file: !2, line: 332, type: !154)
!1067 = distinct !DILexicalBlock(scope: !1068, file: !2, line: 331, column: 29)
!1068 = distinct !DILexicalBlock(scope: !1056, file: !2, line: 331, column: 7)
!1069 = !DILocalVariable(name: "ci", scope: !1067, file: !2, line: 333, type: !273)
!1070 = !DILocalVariable(name: "top", scope: !1067, file: !2, line: 334, type: !183)
!1071 = !DILocalVariable(name: "ci_top", scope: !1067, file: !2, line: 335, type: !183)
!1072 = !DILocalVariable(name: "ar", scope: !1067, file: !2, line: 336, type: !394)
!1073 = distinct !DIAssignID()
!1074 = !DILocation(line: 0, scope: !1067)
!1075 = !DILocation(line: 0, scope: !1056)
!1076 = !DILocation(line: 330, column: 22, scope: !1056)
!1077 = !{!659, !660, i64 160}
!1078 = !DILocation(line: 331, column: 7, scope: !1068)
!1079 = !DILocation(line: 331, column: 12, scope: !1068)
!1080 = !DILocation(line: 331, column: 18, scope: !1068)
!1081 = !{!659, !661, i64 11}
!1082 = !DILocation(line: 331, column: 15, scope: !1068)
!1083 = !DILocation(line: 331, column: 7, scope: !1056)
!1084 = !DILocation(line: 333, column: 23, scope: !1067)
!1085 = !{!659, !660, i64 32}
!1086 = !DILocation(line: 334, column: 21, scope: !1067)
!1087 = !DILocation(line: 335, column: 24, scope: !1067)
!1088 = !DILocation(line: 336, column: 5, scope: !1067)
!1089 = !DILocation(line: 337, column: 14, scope: !1067)
!1090 = !{!1091, !666, i64 0}
!1091 = !{!"lua_Debug", !666, i64 0, !660, i64 8, !660, i64 16, !660, i64 24, !660, i64 32, !665, i64 40, !666, i64 48, !666, i64 52, !666, i64 56, !661, i64 60, !661, i64 61, !661, i64 62, !661, i64 63, !663, i64 64, !663, i64 66, !661, i64 68, !660, i64 128}
!1092 = distinct !DIAssignID()
!1093 = !DILocation(line: 338, column: 8, scope: !1067)
!1094 = !DILocation(line: 338, column: 20, scope: !1067)
!1095 = !{!1091, !666, i64 48}
!1096 = distinct !DIAssignID()
!1097 = !DILocation(line: 339, column: 8, scope: !1067)
!1098 = !DILocation(line: 339, column: 13, scope: !1067)
!1099 = !{!1091, !660, i64 128}
!1100 = distinct !DIAssignID()
!1101 = !DILocation(line: 340, column: 19, scope: !1102)
!1102 = distinct !DILexicalBlock(scope: !1067, file: !2, line: 340, column: 9)
!1103 = !DILocation(line: 340, column: 9, scope: !1067)
!1104 = !DILocation(line: 342, column: 39, scope: !1105)
!1105 = distinct !DILexicalBlock(scope: !1102, file: !2, line: 340, column: 25)
!1106 = !DILocation(line: 342, column: 11, scope: !1105)
!1107 = !DILocation(line: 342, column: 37, scope: !1105)
!1108 = !DILocation(line: 343, column: 39, scope: !1105)
!1109 = !DILocation(line: 343, column: 27, scope: !1105)
!1110 = !DILocation(line: 343, column: 37, scope: !1105)
!1111 = !DILocation(line: 347, column: 5, scope: !1112)
!1112 = distinct !DILexicalBlock(scope: !1067, file: !2, line: 347, column: 5)
!1113 = !DILocation(line: 344, column: 5, scope: !1105)
!1114 = !DILocation(line: 345, column: 9, scope: !1115)
!1115 = distinct !DILexicalBlock(scope: !1067, file: !2, line: 345, column: 9)
!1116 = !DILocation(line: 345, column: 19, scope: !1115)
!1117 = !DILocation(line: 346, column: 16, scope: !1115)
!1118 = !DILocation(line: 346, column: 7, scope: !1115)
!1119 = !DILocation(line: 347, column: 5, scope: !1067)
!1120 = !DILocation(line: 347, column: 5, scope: !1121)
!1121 = distinct !DILexicalBlock(scope: !1112, file: !2, line: 347, column: 5)
!1122 = !DILocation(line: 348, column: 28, scope: !1123)
!1123 = distinct !DILexicalBlock(scope: !1067, file: !2, line: 348, column: 9)
!1124 = !DILocation(line: 348, column: 17, scope: !1123)
!1125 = !DILocation(line: 348, column: 30, scope: !1123)
!1126 = !DILocation(line: 348, column: 19, scope: !1123)
!1127 = !DILocation(line: 348, column: 9, scope: !1067)
!1128 = !DILocation(line: 349, column: 17, scope: !1123)
!1129 = !DILocation(line: 349, column: 7, scope: !1123)
!1130 = !DILocation(line: 350, column: 18, scope: !1067)
!1131 = !DILocation(line: 351, column: 20, scope: !1067)
!1132 = !DILocation(line: 353, column: 5, scope: !1067)
!1133 = !DILocation(line: 356, column: 18, scope: !1067)
!1134 = !DILocation(line: 357, column: 17, scope: !1067)
!1135 = !DILocation(line: 357, column: 15, scope: !1067)
!1136 = !DILocation(line: 358, column: 16, scope: !1067)
!1137 = !DILocation(line: 358, column: 14, scope: !1067)
!1138 = !DILocation(line: 359, column: 20, scope: !1067)
!1139 = !DILocation(line: 360, column: 3, scope: !1068)
!1140 = !DILocation(line: 360, column: 3, scope: !1067)
!1141 = !DILocation(line: 361, column: 1, scope: !1056)
!1142 = distinct !DISubprogram(name: "luaD_hookcall", scope: !2, file: !2, line: 369, type: !1143, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1145)
!1143 = !DISubroutineType(types: !1144)
!1144 = !{null, !155, !273}
!1145 = !{!1146, !1147, !1148, !1151}
!1146 = !DILocalVariable(name: "L", arg: 1, scope: !1142, file: !2, line: 369, type: !155)
!1147 = !DILocalVariable(name: "ci", arg: 2, scope: !1142, file: !2, line: 369, type: !273)
!1148 = !DILocalVariable(name: "event", scope: !1149, file: !2, line: 372, type: !154)
!1149 = distinct !DILexicalBlock(scope: !1150, file: !2, line: 371, column: 35)
!1150 = distinct !DILexicalBlock(scope: !1142, file: !2, line: 371, column: 7)
!1151 = !DILocalVariable(name: "p", scope: !1149, file: !2, line: 374, type: !1152)
!1152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1153, size: 64)
!1153 = !DIDerivedType(tag: DW_TAG_typedef, name: "Proto", file: !85, line: 573, baseType: !486)
!1154 = !DILocation(line: 0, scope: !1142)
!1155 = !DILocation(line: 370, column: 6, scope: !1142)
!1156 = !DILocation(line: 370, column: 12, scope: !1142)
!1157 = !{!659, !666, i64 180}
!1158 = !DILocation(line: 371, column: 10, scope: !1150)
!1159 = !{!659, !666, i64 192}
!1160 = !DILocation(line: 371, column: 19, scope: !1150)
!1161 = !DILocation(line: 371, column: 7, scope: !1142)
!1162 = !DILocation(line: 372, column: 22, scope: !1149)
!1163 = !DILocation(line: 372, column: 17, scope: !1149)
!1164 = !DILocation(line: 0, scope: !1149)
!1165 = !DILocation(line: 374, column: 16, scope: !1149)
!1166 = !DILocation(line: 374, column: 29, scope: !1149)
!1167 = !DILocation(line: 375, column: 9, scope: !1149)
!1168 = !DILocation(line: 375, column: 20, scope: !1149)
!1169 = !DILocation(line: 376, column: 35, scope: !1149)
!1170 = !{!1171, !661, i64 10}
!1171 = !{!"Proto", !660, i64 0, !661, i64 8, !661, i64 9, !661, i64 10, !661, i64 11, !661, i64 12, !666, i64 16, !666, i64 20, !666, i64 24, !666, i64 28, !666, i64 32, !666, i64 36, !666, i64 40, !666, i64 44, !666, i64 48, !660, i64 56, !660, i64 64, !660, i64 72, !660, i64 80, !660, i64 88, !660, i64 96, !660, i64 104, !660, i64 112, !660, i64 120}
!1172 = !DILocation(line: 376, column: 32, scope: !1149)
!1173 = !DILocation(line: 376, column: 5, scope: !1149)
!1174 = !DILocation(line: 377, column: 20, scope: !1149)
!1175 = !DILocation(line: 378, column: 3, scope: !1149)
!1176 = !DILocation(line: 379, column: 1, scope: !1142)
!1177 = distinct !DISubprogram(name: "luaD_poscall", scope: !2, file: !2, line: 485, type: !1178, scopeLine: 485, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1180)
!1178 = !DISubroutineType(types: !1179)
!1179 = !{null, !155, !273, !154}
!1180 = !{!1181, !1182, !1183, !1184}
!1181 = !DILocalVariable(name: "L", arg: 1, scope: !1177, file: !2, line: 485, type: !155)
!1182 = !DILocalVariable(name: "ci", arg: 2, scope: !1177, file: !2, line: 485, type: !273)
!1183 = !DILocalVariable(name: "nres", arg: 3, scope: !1177, file: !2, line: 485, type: !154)
!1184 = !DILocalVariable(name: "wanted", scope: !1177, file: !2, line: 486, type: !154)
!1185 = !DILocation(line: 0, scope: !1177)
!1186 = !DILocation(line: 486, column: 20, scope: !1177)
!1187 = !{!664, !663, i64 60}
!1188 = !DILocation(line: 487, column: 7, scope: !1189)
!1189 = distinct !DILexicalBlock(scope: !1177, file: !2, line: 487, column: 7)
!1190 = !DILocation(line: 487, column: 7, scope: !1177)
!1191 = !DILocation(line: 488, column: 5, scope: !1189)
!1192 = !DILocation(line: 486, column: 16, scope: !1177)
!1193 = !DILocation(line: 490, column: 27, scope: !1177)
!1194 = !DILocalVariable(name: "L", arg: 1, scope: !1195, file: !2, line: 433, type: !155)
!1195 = distinct !DISubprogram(name: "moveresults", scope: !2, file: !2, line: 433, type: !1196, scopeLine: 433, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1198)
!1196 = !DISubroutineType(types: !1197)
!1197 = !{null, !155, !170, !154, !154}
!1198 = !{!1194, !1199, !1200, !1201, !1202, !1203, !1204, !1208, !1209, !1214, !1218}
!1199 = !DILocalVariable(name: "res", arg: 2, scope: !1195, file: !2, line: 433, type: !170)
!1200 = !DILocalVariable(name: "nres", arg: 3, scope: !1195, file: !2, line: 433, type: !154)
!1201 = !DILocalVariable(name: "wanted", arg: 4, scope: !1195, file: !2, line: 433, type: !154)
!1202 = !DILocalVariable(name: "firstresult", scope: !1195, file: !2, line: 434, type: !170)
!1203 = !DILocalVariable(name: "i", scope: !1195, file: !2, line: 435, type: !154)
!1204 = !DILocalVariable(name: "io1", scope: !1205, file: !2, line: 444, type: !137)
!1205 = distinct !DILexicalBlock(scope: !1206, file: !2, line: 444, column: 9)
!1206 = distinct !DILexicalBlock(scope: !1207, file: !2, line: 441, column: 11)
!1207 = distinct !DILexicalBlock(scope: !1195, file: !2, line: 436, column: 19)
!1208 = !DILocalVariable(name: "io2", scope: !1205, file: !2, line: 444, type: !652)
!1209 = !DILocalVariable(name: "savedres", scope: !1210, file: !2, line: 457, type: !183)
!1210 = distinct !DILexicalBlock(scope: !1211, file: !2, line: 456, column: 26)
!1211 = distinct !DILexicalBlock(scope: !1212, file: !2, line: 456, column: 13)
!1212 = distinct !DILexicalBlock(scope: !1213, file: !2, line: 451, column: 36)
!1213 = distinct !DILexicalBlock(scope: !1207, file: !2, line: 451, column: 11)
!1214 = !DILocalVariable(name: "io1", scope: !1215, file: !2, line: 472, type: !137)
!1215 = distinct !DILexicalBlock(scope: !1216, file: !2, line: 472, column: 5)
!1216 = distinct !DILexicalBlock(scope: !1217, file: !2, line: 471, column: 3)
!1217 = distinct !DILexicalBlock(scope: !1195, file: !2, line: 471, column: 3)
!1218 = !DILocalVariable(name: "io2", scope: !1215, file: !2, line: 472, type: !652)
!1219 = !DILocation(line: 0, scope: !1195, inlinedAt: !1220)
!1220 = distinct !DILocation(line: 490, column: 3, scope: !1177)
!1221 = !DILocation(line: 436, column: 3, scope: !1195, inlinedAt: !1220)
!1222 = !DILocation(line: 438, column: 10, scope: !1207, inlinedAt: !1220)
!1223 = !DILocation(line: 438, column: 16, scope: !1207, inlinedAt: !1220)
!1224 = !DILocation(line: 439, column: 7, scope: !1207, inlinedAt: !1220)
!1225 = !DILocation(line: 441, column: 16, scope: !1206, inlinedAt: !1220)
!1226 = !DILocation(line: 441, column: 11, scope: !1207, inlinedAt: !1220)
!1227 = !DILocation(line: 0, scope: !1205, inlinedAt: !1220)
!1228 = !DILocation(line: 444, column: 9, scope: !1205, inlinedAt: !1220)
!1229 = !DILocation(line: 0, scope: !1206, inlinedAt: !1220)
!1230 = !DILocation(line: 445, column: 22, scope: !1207, inlinedAt: !1220)
!1231 = !DILocation(line: 445, column: 10, scope: !1207, inlinedAt: !1220)
!1232 = !DILocation(line: 445, column: 16, scope: !1207, inlinedAt: !1220)
!1233 = !DILocation(line: 446, column: 7, scope: !1207, inlinedAt: !1220)
!1234 = !DILocation(line: 451, column: 11, scope: !1213, inlinedAt: !1220)
!1235 = !DILocation(line: 451, column: 11, scope: !1207, inlinedAt: !1220)
!1236 = !DILocation(line: 452, column: 12, scope: !1212, inlinedAt: !1220)
!1237 = !DILocation(line: 452, column: 16, scope: !1212, inlinedAt: !1220)
!1238 = !DILocation(line: 452, column: 27, scope: !1212, inlinedAt: !1220)
!1239 = !DILocation(line: 453, column: 16, scope: !1212, inlinedAt: !1220)
!1240 = !DILocation(line: 453, column: 24, scope: !1212, inlinedAt: !1220)
!1241 = !DILocation(line: 454, column: 15, scope: !1212, inlinedAt: !1220)
!1242 = !DILocation(line: 455, column: 12, scope: !1212, inlinedAt: !1220)
!1243 = !DILocation(line: 455, column: 16, scope: !1212, inlinedAt: !1220)
!1244 = !DILocation(line: 455, column: 27, scope: !1212, inlinedAt: !1220)
!1245 = !DILocation(line: 456, column: 16, scope: !1211, inlinedAt: !1220)
!1246 = !DILocation(line: 456, column: 13, scope: !1211, inlinedAt: !1220)
!1247 = !DILocation(line: 456, column: 13, scope: !1212, inlinedAt: !1220)
!1248 = !DILocation(line: 457, column: 32, scope: !1210, inlinedAt: !1220)
!1249 = !DILocation(line: 0, scope: !1210, inlinedAt: !1220)
!1250 = !DILocation(line: 458, column: 11, scope: !1210, inlinedAt: !1220)
!1251 = !DILocation(line: 459, column: 17, scope: !1210, inlinedAt: !1220)
!1252 = !DILocation(line: 460, column: 9, scope: !1210, inlinedAt: !1220)
!1253 = !DILocation(line: 0, scope: !1212, inlinedAt: !1220)
!1254 = !DILocation(line: 461, column: 18, scope: !1212, inlinedAt: !1220)
!1255 = !DILocation(line: 462, column: 20, scope: !1256, inlinedAt: !1220)
!1256 = distinct !DILexicalBlock(scope: !1212, file: !2, line: 462, column: 13)
!1257 = !DILocation(line: 462, column: 13, scope: !1212, inlinedAt: !1220)
!1258 = !DILocation(line: 468, column: 20, scope: !1195, inlinedAt: !1220)
!1259 = !DILocation(line: 468, column: 24, scope: !1195, inlinedAt: !1220)
!1260 = !DILocation(line: 468, column: 26, scope: !1195, inlinedAt: !1220)
!1261 = !DILocation(line: 469, column: 7, scope: !1195, inlinedAt: !1220)
!1262 = !DILocation(line: 471, column: 17, scope: !1216, inlinedAt: !1220)
!1263 = !DILocation(line: 471, column: 3, scope: !1217, inlinedAt: !1220)
!1264 = !DILocation(line: 472, column: 5, scope: !1215, inlinedAt: !1220)
!1265 = !DILocation(line: 0, scope: !1215, inlinedAt: !1220)
!1266 = !DILocation(line: 473, column: 12, scope: !1267, inlinedAt: !1220)
!1267 = distinct !DILexicalBlock(scope: !1268, file: !2, line: 473, column: 3)
!1268 = distinct !DILexicalBlock(scope: !1195, file: !2, line: 473, column: 3)
!1269 = !DILocation(line: 471, scope: !1217, inlinedAt: !1220)
!1270 = !DILocation(line: 473, column: 3, scope: !1268, inlinedAt: !1220)
!1271 = !DILocation(line: 474, column: 5, scope: !1267, inlinedAt: !1220)
!1272 = !DILocation(line: 473, column: 23, scope: !1267, inlinedAt: !1220)
!1273 = distinct !{!1273, !1274}
!1274 = !{!"llvm.loop.unroll.disable"}
!1275 = !DILocation(line: 471, column: 26, scope: !1216, inlinedAt: !1220)
!1276 = distinct !{!1276, !1263, !1277, !830}
!1277 = !DILocation(line: 472, column: 5, scope: !1217, inlinedAt: !1220)
!1278 = distinct !{!1278, !1270, !1279, !830}
!1279 = !DILocation(line: 474, column: 5, scope: !1268, inlinedAt: !1220)
!1280 = !DILocation(line: 475, column: 18, scope: !1195, inlinedAt: !1220)
!1281 = !DILocation(line: 475, column: 12, scope: !1195, inlinedAt: !1220)
!1282 = !DILocation(line: 476, column: 1, scope: !1195, inlinedAt: !1220)
!1283 = !DILocation(line: 494, column: 15, scope: !1177)
!1284 = !{!664, !660, i64 16}
!1285 = !DILocation(line: 494, column: 6, scope: !1177)
!1286 = !DILocation(line: 494, column: 9, scope: !1177)
!1287 = !DILocation(line: 495, column: 1, scope: !1177)
!1288 = distinct !DISubprogram(name: "rethook", scope: !2, file: !2, line: 387, type: !1178, scopeLine: 387, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1289)
!1289 = !{!1290, !1291, !1292, !1293, !1296, !1297, !1298}
!1290 = !DILocalVariable(name: "L", arg: 1, scope: !1288, file: !2, line: 387, type: !155)
!1291 = !DILocalVariable(name: "ci", arg: 2, scope: !1288, file: !2, line: 387, type: !273)
!1292 = !DILocalVariable(name: "nres", arg: 3, scope: !1288, file: !2, line: 387, type: !154)
!1293 = !DILocalVariable(name: "firstres", scope: !1294, file: !2, line: 389, type: !170)
!1294 = distinct !DILexicalBlock(scope: !1295, file: !2, line: 388, column: 34)
!1295 = distinct !DILexicalBlock(scope: !1288, file: !2, line: 388, column: 7)
!1296 = !DILocalVariable(name: "delta", scope: !1294, file: !2, line: 390, type: !154)
!1297 = !DILocalVariable(name: "ftransfer", scope: !1294, file: !2, line: 391, type: !154)
!1298 = !DILocalVariable(name: "p", scope: !1299, file: !2, line: 393, type: !1152)
!1299 = distinct !DILexicalBlock(scope: !1300, file: !2, line: 392, column: 20)
!1300 = distinct !DILexicalBlock(scope: !1294, file: !2, line: 392, column: 9)
!1301 = !DILocation(line: 0, scope: !1288)
!1302 = !DILocation(line: 388, column: 10, scope: !1295)
!1303 = !DILocation(line: 388, column: 19, scope: !1295)
!1304 = !DILocation(line: 388, column: 7, scope: !1288)
!1305 = !DILocation(line: 389, column: 25, scope: !1294)
!1306 = !DILocation(line: 389, column: 29, scope: !1294)
!1307 = !DILocation(line: 389, column: 31, scope: !1294)
!1308 = !DILocation(line: 0, scope: !1294)
!1309 = !DILocation(line: 392, column: 9, scope: !1300)
!1310 = !DILocation(line: 397, column: 16, scope: !1294)
!1311 = !DILocation(line: 392, column: 9, scope: !1294)
!1312 = !DILocation(line: 393, column: 18, scope: !1299)
!1313 = !DILocation(line: 393, column: 31, scope: !1299)
!1314 = !DILocation(line: 0, scope: !1299)
!1315 = !DILocation(line: 394, column: 14, scope: !1316)
!1316 = distinct !DILexicalBlock(scope: !1299, file: !2, line: 394, column: 11)
!1317 = !{!1171, !661, i64 11}
!1318 = !DILocation(line: 394, column: 11, scope: !1316)
!1319 = !DILocation(line: 394, column: 11, scope: !1299)
!1320 = !DILocation(line: 395, column: 25, scope: !1316)
!1321 = !DILocation(line: 395, column: 41, scope: !1316)
!1322 = !DILocation(line: 395, column: 38, scope: !1316)
!1323 = !DILocation(line: 395, column: 36, scope: !1316)
!1324 = !DILocation(line: 395, column: 51, scope: !1316)
!1325 = !DILocation(line: 395, column: 9, scope: !1316)
!1326 = !DILocation(line: 398, column: 17, scope: !1294)
!1327 = !DILocation(line: 399, column: 5, scope: !1294)
!1328 = !DILocation(line: 400, column: 16, scope: !1294)
!1329 = !DILocation(line: 401, column: 3, scope: !1294)
!1330 = !DILocation(line: 402, column: 7, scope: !1331)
!1331 = distinct !DILexicalBlock(scope: !1288, file: !2, line: 402, column: 7)
!1332 = !DILocation(line: 402, column: 7, scope: !1288)
!1333 = !DILocation(line: 403, column: 16, scope: !1331)
!1334 = !{!1171, !660, i64 64}
!1335 = !DILocation(line: 403, column: 8, scope: !1331)
!1336 = !DILocation(line: 403, column: 14, scope: !1331)
!1337 = !DILocation(line: 403, column: 5, scope: !1331)
!1338 = !DILocation(line: 404, column: 1, scope: !1288)
!1339 = distinct !DISubprogram(name: "luaD_pretailcall", scope: !2, file: !2, line: 543, type: !1340, scopeLine: 544, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1342)
!1340 = !DISubroutineType(types: !1341)
!1341 = !{!154, !155, !273, !170, !154, !154}
!1342 = !{!1343, !1344, !1345, !1346, !1347, !1348, !1349, !1352, !1353, !1354, !1355, !1358, !1362}
!1343 = !DILocalVariable(name: "L", arg: 1, scope: !1339, file: !2, line: 543, type: !155)
!1344 = !DILocalVariable(name: "ci", arg: 2, scope: !1339, file: !2, line: 543, type: !273)
!1345 = !DILocalVariable(name: "func", arg: 3, scope: !1339, file: !2, line: 543, type: !170)
!1346 = !DILocalVariable(name: "narg1", arg: 4, scope: !1339, file: !2, line: 544, type: !154)
!1347 = !DILocalVariable(name: "delta", arg: 5, scope: !1339, file: !2, line: 544, type: !154)
!1348 = !DILabel(scope: !1339, name: "retry", file: !2, line: 545)
!1349 = !DILocalVariable(name: "p", scope: !1350, file: !2, line: 552, type: !1152)
!1350 = distinct !DILexicalBlock(scope: !1351, file: !2, line: 551, column: 20)
!1351 = distinct !DILexicalBlock(scope: !1339, file: !2, line: 546, column: 32)
!1352 = !DILocalVariable(name: "fsize", scope: !1350, file: !2, line: 553, type: !154)
!1353 = !DILocalVariable(name: "nfixparams", scope: !1350, file: !2, line: 554, type: !154)
!1354 = !DILocalVariable(name: "i", scope: !1350, file: !2, line: 555, type: !154)
!1355 = !DILocalVariable(name: "t__", scope: !1356, file: !2, line: 556, type: !183)
!1356 = distinct !DILexicalBlock(scope: !1357, file: !2, line: 556, column: 7)
!1357 = distinct !DILexicalBlock(scope: !1350, file: !2, line: 556, column: 7)
!1358 = !DILocalVariable(name: "io1", scope: !1359, file: !2, line: 559, type: !137)
!1359 = distinct !DILexicalBlock(scope: !1360, file: !2, line: 559, column: 9)
!1360 = distinct !DILexicalBlock(scope: !1361, file: !2, line: 558, column: 7)
!1361 = distinct !DILexicalBlock(scope: !1350, file: !2, line: 558, column: 7)
!1362 = !DILocalVariable(name: "io2", scope: !1359, file: !2, line: 559, type: !652)
!1363 = !DILocation(line: 0, scope: !1339)
!1364 = !DILocation(line: 544, column: 59, scope: !1339)
!1365 = !DILocation(line: 545, column: 2, scope: !1339)
!1366 = !DILocation(line: 546, column: 11, scope: !1339)
!1367 = !DILocation(line: 546, column: 3, scope: !1339)
!1368 = !DILocation(line: 548, column: 45, scope: !1351)
!1369 = !DILocation(line: 548, column: 66, scope: !1351)
!1370 = !DILocation(line: 548, column: 14, scope: !1351)
!1371 = !DILocation(line: 548, column: 7, scope: !1351)
!1372 = !DILocation(line: 550, column: 45, scope: !1351)
!1373 = !DILocation(line: 550, column: 14, scope: !1351)
!1374 = !DILocation(line: 550, column: 7, scope: !1351)
!1375 = !DILocation(line: 552, column: 18, scope: !1350)
!1376 = !DILocation(line: 552, column: 39, scope: !1350)
!1377 = !DILocation(line: 0, scope: !1350)
!1378 = !DILocation(line: 553, column: 22, scope: !1350)
!1379 = !{!1171, !661, i64 12}
!1380 = !DILocation(line: 553, column: 19, scope: !1350)
!1381 = !DILocation(line: 554, column: 27, scope: !1350)
!1382 = !DILocation(line: 554, column: 24, scope: !1350)
!1383 = !DILocation(line: 556, column: 7, scope: !1357)
!1384 = !DILocation(line: 556, column: 7, scope: !1350)
!1385 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!1386 = !DILocation(line: 556, column: 7, scope: !1356)
!1387 = !DILocation(line: 0, scope: !1356)
!1388 = !DILocation(line: 556, column: 7, scope: !1389)
!1389 = distinct !DILexicalBlock(scope: !1390, file: !2, line: 556, column: 7)
!1390 = distinct !DILexicalBlock(scope: !1356, file: !2, line: 556, column: 7)
!1391 = !{!668, !665, i64 24}
!1392 = !DILocation(line: 556, column: 7, scope: !1390)
!1393 = !DILocation(line: 556, column: 7, scope: !1394)
!1394 = distinct !DILexicalBlock(scope: !1389, file: !2, line: 556, column: 7)
!1395 = !DILocation(line: 557, column: 18, scope: !1350)
!1396 = !DILocation(line: 558, column: 21, scope: !1360)
!1397 = !DILocation(line: 558, column: 7, scope: !1361)
!1398 = !DILocation(line: 559, column: 9, scope: !1359)
!1399 = !DILocation(line: 0, scope: !1359)
!1400 = !DILocation(line: 558, column: 31, scope: !1360)
!1401 = distinct !{!1401, !1397, !1402, !830}
!1402 = !DILocation(line: 559, column: 9, scope: !1361)
!1403 = !DILocation(line: 560, column: 23, scope: !1350)
!1404 = !DILocation(line: 561, column: 20, scope: !1405)
!1405 = distinct !DILexicalBlock(scope: !1406, file: !2, line: 561, column: 7)
!1406 = distinct !DILexicalBlock(scope: !1350, file: !2, line: 561, column: 7)
!1407 = !DILocation(line: 561, column: 7, scope: !1406)
!1408 = !DILocation(line: 562, column: 9, scope: !1405)
!1409 = !DILocation(line: 561, column: 40, scope: !1405)
!1410 = distinct !{!1410, !1407, !1411, !830}
!1411 = !DILocation(line: 562, column: 9, scope: !1406)
!1412 = !DILocation(line: 563, column: 24, scope: !1350)
!1413 = !DILocation(line: 563, column: 28, scope: !1350)
!1414 = !DILocation(line: 563, column: 11, scope: !1350)
!1415 = !DILocation(line: 563, column: 17, scope: !1350)
!1416 = !DILocation(line: 565, column: 28, scope: !1350)
!1417 = !DILocation(line: 565, column: 11, scope: !1350)
!1418 = !DILocation(line: 565, column: 23, scope: !1350)
!1419 = !DILocation(line: 566, column: 11, scope: !1350)
!1420 = !DILocation(line: 566, column: 22, scope: !1350)
!1421 = !DILocation(line: 567, column: 23, scope: !1350)
!1422 = !DILocation(line: 567, column: 16, scope: !1350)
!1423 = !DILocation(line: 571, column: 14, scope: !1424)
!1424 = distinct !DILexicalBlock(scope: !1351, file: !2, line: 570, column: 14)
!1425 = !DILocation(line: 573, column: 12, scope: !1424)
!1426 = !DILocation(line: 574, column: 7, scope: !1424)
!1427 = !DILocation(line: 0, scope: !1351)
!1428 = !DILocation(line: 577, column: 1, scope: !1339)
!1429 = distinct !DISubprogram(name: "precallC", scope: !2, file: !2, line: 516, type: !1430, scopeLine: 517, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1432)
!1430 = !DISubroutineType(types: !1431)
!1431 = !{!154, !155, !170, !154, !149}
!1432 = !{!1433, !1434, !1435, !1436, !1437, !1438, !1439, !1442}
!1433 = !DILocalVariable(name: "L", arg: 1, scope: !1429, file: !2, line: 516, type: !155)
!1434 = !DILocalVariable(name: "func", arg: 2, scope: !1429, file: !2, line: 516, type: !170)
!1435 = !DILocalVariable(name: "nresults", arg: 3, scope: !1429, file: !2, line: 516, type: !154)
!1436 = !DILocalVariable(name: "f", arg: 4, scope: !1429, file: !2, line: 517, type: !149)
!1437 = !DILocalVariable(name: "n", scope: !1429, file: !2, line: 518, type: !154)
!1438 = !DILocalVariable(name: "ci", scope: !1429, file: !2, line: 519, type: !273)
!1439 = !DILocalVariable(name: "t__", scope: !1440, file: !2, line: 520, type: !183)
!1440 = distinct !DILexicalBlock(scope: !1441, file: !2, line: 520, column: 3)
!1441 = distinct !DILexicalBlock(scope: !1429, file: !2, line: 520, column: 3)
!1442 = !DILocalVariable(name: "narg", scope: !1443, file: !2, line: 525, type: !154)
!1443 = distinct !DILexicalBlock(scope: !1444, file: !2, line: 524, column: 47)
!1444 = distinct !DILexicalBlock(scope: !1429, file: !2, line: 524, column: 7)
!1445 = !DILocation(line: 0, scope: !1429)
!1446 = !DILocation(line: 520, column: 3, scope: !1441)
!1447 = !DILocation(line: 520, column: 3, scope: !1429)
!1448 = !DILocation(line: 520, column: 3, scope: !1440)
!1449 = !DILocation(line: 0, scope: !1440)
!1450 = !DILocation(line: 520, column: 3, scope: !1451)
!1451 = distinct !DILexicalBlock(scope: !1452, file: !2, line: 520, column: 3)
!1452 = distinct !DILexicalBlock(scope: !1440, file: !2, line: 520, column: 3)
!1453 = !DILocation(line: 520, column: 3, scope: !1452)
!1454 = !DILocation(line: 520, column: 3, scope: !1455)
!1455 = distinct !DILexicalBlock(scope: !1451, file: !2, line: 520, column: 3)
!1456 = !DILocation(line: 522, column: 39, scope: !1429)
!1457 = !DILocation(line: 522, column: 41, scope: !1429)
!1458 = !DILocalVariable(name: "L", arg: 1, scope: !1459, file: !2, line: 502, type: !155)
!1459 = distinct !DISubprogram(name: "prepCallInfo", scope: !2, file: !2, line: 502, type: !1460, scopeLine: 503, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1462)
!1460 = !DISubroutineType(types: !1461)
!1461 = !{!273, !155, !170, !154, !154, !170}
!1462 = !{!1458, !1463, !1464, !1465, !1466, !1467}
!1463 = !DILocalVariable(name: "func", arg: 2, scope: !1459, file: !2, line: 502, type: !170)
!1464 = !DILocalVariable(name: "nret", arg: 3, scope: !1459, file: !2, line: 502, type: !154)
!1465 = !DILocalVariable(name: "mask", arg: 4, scope: !1459, file: !2, line: 503, type: !154)
!1466 = !DILocalVariable(name: "top", arg: 5, scope: !1459, file: !2, line: 503, type: !170)
!1467 = !DILocalVariable(name: "ci", scope: !1459, file: !2, line: 504, type: !273)
!1468 = !DILocation(line: 0, scope: !1459, inlinedAt: !1469)
!1469 = distinct !DILocation(line: 521, column: 16, scope: !1429)
!1470 = !DILocation(line: 504, column: 26, scope: !1459, inlinedAt: !1469)
!1471 = !{!664, !660, i64 24}
!1472 = !DILocation(line: 505, column: 14, scope: !1459, inlinedAt: !1469)
!1473 = !DILocation(line: 506, column: 18, scope: !1459, inlinedAt: !1469)
!1474 = !DILocation(line: 506, column: 7, scope: !1459, inlinedAt: !1469)
!1475 = !DILocation(line: 506, column: 16, scope: !1459, inlinedAt: !1469)
!1476 = !DILocation(line: 507, column: 7, scope: !1459, inlinedAt: !1469)
!1477 = !DILocation(line: 507, column: 18, scope: !1459, inlinedAt: !1469)
!1478 = !DILocation(line: 508, column: 7, scope: !1459, inlinedAt: !1469)
!1479 = !DILocation(line: 508, column: 13, scope: !1459, inlinedAt: !1469)
!1480 = !DILocation(line: 521, column: 9, scope: !1429)
!1481 = !DILocation(line: 524, column: 7, scope: !1444)
!1482 = !DILocation(line: 524, column: 7, scope: !1429)
!1483 = !DILocation(line: 525, column: 16, scope: !1443)
!1484 = !DILocation(line: 525, column: 42, scope: !1443)
!1485 = !DILocation(line: 0, scope: !1443)
!1486 = !DILocation(line: 526, column: 5, scope: !1443)
!1487 = !DILocation(line: 527, column: 3, scope: !1443)
!1488 = !DILocation(line: 529, column: 7, scope: !1429)
!1489 = !DILocation(line: 532, column: 3, scope: !1429)
!1490 = !DILocation(line: 533, column: 3, scope: !1429)
!1491 = !DISubprogram(name: "luaC_step", scope: !1492, file: !1492, line: 190, type: !808, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1492 = !DIFile(filename: "src/lua/lgc.h", directory: ".", checksumkind: CSK_MD5, checksum: "27471f6a393f1da8078a1cd072699654")
!1493 = distinct !DISubprogram(name: "tryfuncTM", scope: !2, file: !2, line: 412, type: !1494, scopeLine: 412, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1496)
!1494 = !DISubroutineType(types: !1495)
!1495 = !{!170, !155, !170}
!1496 = !{!1497, !1498, !1499, !1500, !1501, !1504, !1508, !1509, !1511}
!1497 = !DILocalVariable(name: "L", arg: 1, scope: !1493, file: !2, line: 412, type: !155)
!1498 = !DILocalVariable(name: "func", arg: 2, scope: !1493, file: !2, line: 412, type: !170)
!1499 = !DILocalVariable(name: "tm", scope: !1493, file: !2, line: 413, type: !652)
!1500 = !DILocalVariable(name: "p", scope: !1493, file: !2, line: 414, type: !170)
!1501 = !DILocalVariable(name: "t__", scope: !1502, file: !2, line: 415, type: !183)
!1502 = distinct !DILexicalBlock(scope: !1503, file: !2, line: 415, column: 3)
!1503 = distinct !DILexicalBlock(scope: !1493, file: !2, line: 415, column: 3)
!1504 = !DILocalVariable(name: "io1", scope: !1505, file: !2, line: 420, type: !137)
!1505 = distinct !DILexicalBlock(scope: !1506, file: !2, line: 420, column: 5)
!1506 = distinct !DILexicalBlock(scope: !1507, file: !2, line: 419, column: 3)
!1507 = distinct !DILexicalBlock(scope: !1493, file: !2, line: 419, column: 3)
!1508 = !DILocalVariable(name: "io2", scope: !1505, file: !2, line: 420, type: !652)
!1509 = !DILocalVariable(name: "io1", scope: !1510, file: !2, line: 422, type: !137)
!1510 = distinct !DILexicalBlock(scope: !1493, file: !2, line: 422, column: 3)
!1511 = !DILocalVariable(name: "io2", scope: !1510, file: !2, line: 422, type: !652)
!1512 = !DILocation(line: 0, scope: !1493)
!1513 = !DILocation(line: 415, column: 3, scope: !1503)
!1514 = !DILocation(line: 415, column: 3, scope: !1493)
!1515 = !DILocation(line: 415, column: 3, scope: !1502)
!1516 = !DILocation(line: 0, scope: !1502)
!1517 = !DILocation(line: 415, column: 3, scope: !1518)
!1518 = distinct !DILexicalBlock(scope: !1519, file: !2, line: 415, column: 3)
!1519 = distinct !DILexicalBlock(scope: !1502, file: !2, line: 415, column: 3)
!1520 = !DILocation(line: 415, column: 3, scope: !1519)
!1521 = !DILocation(line: 415, column: 3, scope: !1522)
!1522 = distinct !DILexicalBlock(scope: !1518, file: !2, line: 415, column: 3)
!1523 = !DILocation(line: 416, column: 8, scope: !1493)
!1524 = !DILocation(line: 417, column: 7, scope: !1525)
!1525 = distinct !DILexicalBlock(scope: !1493, file: !2, line: 417, column: 7)
!1526 = !DILocation(line: 417, column: 7, scope: !1493)
!1527 = !DILocation(line: 418, column: 5, scope: !1525)
!1528 = !DILocation(line: 419, column: 19, scope: !1507)
!1529 = !DILocation(line: 419, column: 24, scope: !1506)
!1530 = !DILocation(line: 419, column: 3, scope: !1507)
!1531 = !DILocation(line: 0, scope: !1505)
!1532 = !DILocation(line: 420, column: 5, scope: !1505)
!1533 = distinct !{!1533, !1530, !1534, !830}
!1534 = !DILocation(line: 420, column: 5, scope: !1507)
!1535 = !DILocation(line: 421, column: 11, scope: !1493)
!1536 = !DILocation(line: 0, scope: !1510)
!1537 = !DILocation(line: 422, column: 3, scope: !1510)
!1538 = !DILocation(line: 423, column: 3, scope: !1493)
!1539 = distinct !DISubprogram(name: "luaD_precall", scope: !2, file: !2, line: 588, type: !1540, scopeLine: 588, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1542)
!1540 = !DISubroutineType(types: !1541)
!1541 = !{!273, !155, !170, !154}
!1542 = !{!1543, !1544, !1545, !1546, !1547, !1550, !1551, !1552, !1553, !1554}
!1543 = !DILocalVariable(name: "L", arg: 1, scope: !1539, file: !2, line: 588, type: !155)
!1544 = !DILocalVariable(name: "func", arg: 2, scope: !1539, file: !2, line: 588, type: !170)
!1545 = !DILocalVariable(name: "nresults", arg: 3, scope: !1539, file: !2, line: 588, type: !154)
!1546 = !DILabel(scope: !1539, name: "retry", file: !2, line: 589)
!1547 = !DILocalVariable(name: "ci", scope: !1548, file: !2, line: 598, type: !273)
!1548 = distinct !DILexicalBlock(scope: !1549, file: !2, line: 597, column: 20)
!1549 = distinct !DILexicalBlock(scope: !1539, file: !2, line: 590, column: 32)
!1550 = !DILocalVariable(name: "p", scope: !1548, file: !2, line: 599, type: !1152)
!1551 = !DILocalVariable(name: "narg", scope: !1548, file: !2, line: 600, type: !154)
!1552 = !DILocalVariable(name: "nfixparams", scope: !1548, file: !2, line: 601, type: !154)
!1553 = !DILocalVariable(name: "fsize", scope: !1548, file: !2, line: 602, type: !154)
!1554 = !DILocalVariable(name: "t__", scope: !1555, file: !2, line: 603, type: !183)
!1555 = distinct !DILexicalBlock(scope: !1556, file: !2, line: 603, column: 7)
!1556 = distinct !DILexicalBlock(scope: !1548, file: !2, line: 603, column: 7)
!1557 = !DILocation(line: 0, scope: !1539)
!1558 = !DILocation(line: 588, column: 65, scope: !1539)
!1559 = !DILocation(line: 589, column: 2, scope: !1539)
!1560 = !DILocation(line: 590, column: 11, scope: !1539)
!1561 = !DILocation(line: 590, column: 3, scope: !1539)
!1562 = !DILocation(line: 592, column: 35, scope: !1549)
!1563 = !DILocation(line: 592, column: 56, scope: !1549)
!1564 = !DILocation(line: 593, column: 7, scope: !1549)
!1565 = !DILocation(line: 599, column: 18, scope: !1548)
!1566 = !DILocation(line: 599, column: 39, scope: !1548)
!1567 = !DILocation(line: 0, scope: !1548)
!1568 = !DILocation(line: 600, column: 18, scope: !1548)
!1569 = !DILocation(line: 600, column: 44, scope: !1548)
!1570 = !DILocation(line: 601, column: 27, scope: !1548)
!1571 = !DILocation(line: 601, column: 24, scope: !1548)
!1572 = !DILocation(line: 602, column: 22, scope: !1548)
!1573 = !DILocation(line: 602, column: 19, scope: !1548)
!1574 = !DILocation(line: 603, column: 7, scope: !1556)
!1575 = !DILocation(line: 603, column: 7, scope: !1548)
!1576 = !DILocation(line: 603, column: 7, scope: !1555)
!1577 = !DILocation(line: 0, scope: !1555)
!1578 = !DILocation(line: 603, column: 7, scope: !1579)
!1579 = distinct !DILexicalBlock(scope: !1580, file: !2, line: 603, column: 7)
!1580 = distinct !DILexicalBlock(scope: !1555, file: !2, line: 603, column: 7)
!1581 = !DILocation(line: 603, column: 7, scope: !1580)
!1582 = !DILocation(line: 603, column: 7, scope: !1583)
!1583 = distinct !DILexicalBlock(scope: !1579, file: !2, line: 603, column: 7)
!1584 = !DILocation(line: 604, column: 60, scope: !1548)
!1585 = !DILocation(line: 604, column: 64, scope: !1548)
!1586 = !DILocation(line: 0, scope: !1459, inlinedAt: !1587)
!1587 = distinct !DILocation(line: 604, column: 20, scope: !1548)
!1588 = !DILocation(line: 504, column: 26, scope: !1459, inlinedAt: !1587)
!1589 = !DILocation(line: 505, column: 14, scope: !1459, inlinedAt: !1587)
!1590 = !DILocation(line: 506, column: 18, scope: !1459, inlinedAt: !1587)
!1591 = !DILocation(line: 506, column: 7, scope: !1459, inlinedAt: !1587)
!1592 = !DILocation(line: 506, column: 16, scope: !1459, inlinedAt: !1587)
!1593 = !DILocation(line: 507, column: 7, scope: !1459, inlinedAt: !1587)
!1594 = !DILocation(line: 507, column: 18, scope: !1459, inlinedAt: !1587)
!1595 = !DILocation(line: 508, column: 7, scope: !1459, inlinedAt: !1587)
!1596 = !DILocation(line: 508, column: 13, scope: !1459, inlinedAt: !1587)
!1597 = !DILocation(line: 604, column: 13, scope: !1548)
!1598 = !DILocation(line: 605, column: 28, scope: !1548)
!1599 = !DILocation(line: 605, column: 11, scope: !1548)
!1600 = !DILocation(line: 605, column: 23, scope: !1548)
!1601 = !DILocation(line: 606, column: 19, scope: !1602)
!1602 = distinct !DILexicalBlock(scope: !1603, file: !2, line: 606, column: 7)
!1603 = distinct !DILexicalBlock(scope: !1548, file: !2, line: 606, column: 7)
!1604 = !DILocation(line: 606, column: 7, scope: !1603)
!1605 = !DILocation(line: 607, column: 9, scope: !1602)
!1606 = !DILocation(line: 606, column: 37, scope: !1602)
!1607 = distinct !{!1607, !1274}
!1608 = distinct !{!1608, !1604, !1609, !830}
!1609 = !DILocation(line: 607, column: 9, scope: !1603)
!1610 = !DILocation(line: 612, column: 14, scope: !1611)
!1611 = distinct !DILexicalBlock(scope: !1549, file: !2, line: 611, column: 14)
!1612 = !DILocation(line: 614, column: 7, scope: !1611)
!1613 = !DILocation(line: 0, scope: !1549)
!1614 = !DILocation(line: 617, column: 1, scope: !1539)
!1615 = distinct !DISubprogram(name: "luaD_call", scope: !2, file: !2, line: 646, type: !1616, scopeLine: 646, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1618)
!1616 = !DISubroutineType(types: !1617)
!1617 = !{null, !155, !170, !154}
!1618 = !{!1619, !1620, !1621}
!1619 = !DILocalVariable(name: "L", arg: 1, scope: !1615, file: !2, line: 646, type: !155)
!1620 = !DILocalVariable(name: "func", arg: 2, scope: !1615, file: !2, line: 646, type: !170)
!1621 = !DILocalVariable(name: "nResults", arg: 3, scope: !1615, file: !2, line: 646, type: !154)
!1622 = !DILocation(line: 0, scope: !1615)
!1623 = !DILocalVariable(name: "L", arg: 1, scope: !1624, file: !2, line: 628, type: !155)
!1624 = distinct !DISubprogram(name: "ccall", scope: !2, file: !2, line: 628, type: !1625, scopeLine: 628, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1627)
!1625 = !DISubroutineType(types: !1626)
!1626 = !{null, !155, !170, !154, !292}
!1627 = !{!1623, !1628, !1629, !1630, !1631, !1632}
!1628 = !DILocalVariable(name: "func", arg: 2, scope: !1624, file: !2, line: 628, type: !170)
!1629 = !DILocalVariable(name: "nResults", arg: 3, scope: !1624, file: !2, line: 628, type: !154)
!1630 = !DILocalVariable(name: "inc", arg: 4, scope: !1624, file: !2, line: 628, type: !292)
!1631 = !DILocalVariable(name: "ci", scope: !1624, file: !2, line: 629, type: !273)
!1632 = !DILocalVariable(name: "t__", scope: !1633, file: !2, line: 632, type: !183)
!1633 = distinct !DILexicalBlock(scope: !1634, file: !2, line: 632, column: 5)
!1634 = distinct !DILexicalBlock(scope: !1635, file: !2, line: 632, column: 5)
!1635 = distinct !DILexicalBlock(scope: !1636, file: !2, line: 631, column: 51)
!1636 = distinct !DILexicalBlock(scope: !1624, file: !2, line: 631, column: 7)
!1637 = !DILocation(line: 0, scope: !1624, inlinedAt: !1638)
!1638 = distinct !DILocation(line: 647, column: 3, scope: !1615)
!1639 = !DILocation(line: 630, column: 6, scope: !1624, inlinedAt: !1638)
!1640 = !DILocation(line: 630, column: 14, scope: !1624, inlinedAt: !1638)
!1641 = !DILocation(line: 631, column: 7, scope: !1636, inlinedAt: !1638)
!1642 = !DILocation(line: 631, column: 7, scope: !1624, inlinedAt: !1638)
!1643 = !DILocation(line: 632, column: 5, scope: !1634, inlinedAt: !1638)
!1644 = !DILocation(line: 632, column: 5, scope: !1635, inlinedAt: !1638)
!1645 = !DILocation(line: 632, column: 5, scope: !1633, inlinedAt: !1638)
!1646 = !DILocation(line: 0, scope: !1633, inlinedAt: !1638)
!1647 = !DILocation(line: 633, column: 5, scope: !1635, inlinedAt: !1638)
!1648 = !DILocation(line: 634, column: 3, scope: !1635, inlinedAt: !1638)
!1649 = !DILocation(line: 635, column: 13, scope: !1650, inlinedAt: !1638)
!1650 = distinct !DILexicalBlock(scope: !1624, file: !2, line: 635, column: 7)
!1651 = !DILocation(line: 635, column: 46, scope: !1650, inlinedAt: !1638)
!1652 = !DILocation(line: 635, column: 7, scope: !1624, inlinedAt: !1638)
!1653 = !DILocation(line: 636, column: 9, scope: !1654, inlinedAt: !1638)
!1654 = distinct !DILexicalBlock(scope: !1650, file: !2, line: 635, column: 55)
!1655 = !DILocation(line: 636, column: 20, scope: !1654, inlinedAt: !1638)
!1656 = !DILocation(line: 637, column: 5, scope: !1654, inlinedAt: !1638)
!1657 = !DILocation(line: 638, column: 3, scope: !1654, inlinedAt: !1638)
!1658 = !DILocation(line: 639, column: 14, scope: !1624, inlinedAt: !1638)
!1659 = !DILocation(line: 648, column: 1, scope: !1615)
!1660 = distinct !DISubprogram(name: "luaD_callnoyield", scope: !2, file: !2, line: 654, type: !1616, scopeLine: 654, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1661)
!1661 = !{!1662, !1663, !1664}
!1662 = !DILocalVariable(name: "L", arg: 1, scope: !1660, file: !2, line: 654, type: !155)
!1663 = !DILocalVariable(name: "func", arg: 2, scope: !1660, file: !2, line: 654, type: !170)
!1664 = !DILocalVariable(name: "nResults", arg: 3, scope: !1660, file: !2, line: 654, type: !154)
!1665 = !DILocation(line: 0, scope: !1660)
!1666 = !DILocation(line: 0, scope: !1624, inlinedAt: !1667)
!1667 = distinct !DILocation(line: 655, column: 3, scope: !1660)
!1668 = !DILocation(line: 630, column: 6, scope: !1624, inlinedAt: !1667)
!1669 = !DILocation(line: 630, column: 14, scope: !1624, inlinedAt: !1667)
!1670 = !DILocation(line: 631, column: 7, scope: !1636, inlinedAt: !1667)
!1671 = !DILocation(line: 631, column: 7, scope: !1624, inlinedAt: !1667)
!1672 = !DILocation(line: 632, column: 5, scope: !1634, inlinedAt: !1667)
!1673 = !DILocation(line: 632, column: 5, scope: !1635, inlinedAt: !1667)
!1674 = !DILocation(line: 632, column: 5, scope: !1633, inlinedAt: !1667)
!1675 = !DILocation(line: 0, scope: !1633, inlinedAt: !1667)
!1676 = !DILocation(line: 633, column: 5, scope: !1635, inlinedAt: !1667)
!1677 = !DILocation(line: 634, column: 3, scope: !1635, inlinedAt: !1667)
!1678 = !DILocation(line: 635, column: 13, scope: !1650, inlinedAt: !1667)
!1679 = !DILocation(line: 635, column: 46, scope: !1650, inlinedAt: !1667)
!1680 = !DILocation(line: 635, column: 7, scope: !1624, inlinedAt: !1667)
!1681 = !DILocation(line: 636, column: 9, scope: !1654, inlinedAt: !1667)
!1682 = !DILocation(line: 636, column: 20, scope: !1654, inlinedAt: !1667)
!1683 = !DILocation(line: 637, column: 5, scope: !1654, inlinedAt: !1667)
!1684 = !DILocation(line: 638, column: 3, scope: !1654, inlinedAt: !1667)
!1685 = !DILocation(line: 639, column: 14, scope: !1624, inlinedAt: !1667)
!1686 = !DILocation(line: 656, column: 1, scope: !1660)
!1687 = distinct !DISubprogram(name: "lua_resume", scope: !2, file: !2, line: 835, type: !1688, scopeLine: 836, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1690)
!1688 = !DISubroutineType(types: !1689)
!1689 = !{!154, !155, !155, !154, !545}
!1690 = !{!1691, !1692, !1693, !1694, !1695}
!1691 = !DILocalVariable(name: "L", arg: 1, scope: !1687, file: !2, line: 835, type: !155)
!1692 = !DILocalVariable(name: "from", arg: 2, scope: !1687, file: !2, line: 835, type: !155)
!1693 = !DILocalVariable(name: "nargs", arg: 3, scope: !1687, file: !2, line: 835, type: !154)
!1694 = !DILocalVariable(name: "nresults", arg: 4, scope: !1687, file: !2, line: 836, type: !545)
!1695 = !DILocalVariable(name: "status", scope: !1687, file: !2, line: 837, type: !154)
!1696 = distinct !DIAssignID()
!1697 = !DILocation(line: 0, scope: !1687)
!1698 = !{!666, !666, i64 0}
!1699 = distinct !DIAssignID()
!1700 = !DILocation(line: 839, column: 10, scope: !1701)
!1701 = distinct !DILexicalBlock(scope: !1687, file: !2, line: 839, column: 7)
!1702 = !{!659, !661, i64 10}
!1703 = !DILocation(line: 839, column: 7, scope: !1687)
!1704 = !DILocation(line: 840, column: 12, scope: !1705)
!1705 = distinct !DILexicalBlock(scope: !1706, file: !2, line: 840, column: 9)
!1706 = distinct !DILexicalBlock(scope: !1701, file: !2, line: 839, column: 28)
!1707 = !DILocation(line: 840, column: 22, scope: !1705)
!1708 = !DILocation(line: 840, column: 15, scope: !1705)
!1709 = !DILocation(line: 0, scope: !1705)
!1710 = !DILocation(line: 840, column: 9, scope: !1706)
!1711 = !DILocalVariable(name: "L", arg: 1, scope: !1712, file: !2, line: 769, type: !155)
!1712 = distinct !DISubprogram(name: "resume_error", scope: !2, file: !2, line: 769, type: !1713, scopeLine: 769, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1715)
!1713 = !DISubroutineType(types: !1714)
!1714 = !{!154, !155, !269, !154}
!1715 = !{!1711, !1716, !1717, !1718, !1720}
!1716 = !DILocalVariable(name: "msg", arg: 2, scope: !1712, file: !2, line: 769, type: !269)
!1717 = !DILocalVariable(name: "narg", arg: 3, scope: !1712, file: !2, line: 769, type: !154)
!1718 = !DILocalVariable(name: "io", scope: !1719, file: !2, line: 771, type: !137)
!1719 = distinct !DILexicalBlock(scope: !1712, file: !2, line: 771, column: 3)
!1720 = !DILocalVariable(name: "x_", scope: !1719, file: !2, line: 771, type: !209)
!1721 = !DILocation(line: 0, scope: !1712, inlinedAt: !1722)
!1722 = distinct !DILocation(line: 841, column: 14, scope: !1705)
!1723 = !DILocation(line: 770, column: 12, scope: !1712, inlinedAt: !1722)
!1724 = !DILocation(line: 0, scope: !1719, inlinedAt: !1722)
!1725 = !DILocation(line: 771, column: 3, scope: !1719, inlinedAt: !1722)
!1726 = !DILocation(line: 772, column: 3, scope: !1727, inlinedAt: !1722)
!1727 = distinct !DILexicalBlock(scope: !1712, file: !2, line: 772, column: 3)
!1728 = !DILocation(line: 841, column: 7, scope: !1705)
!1729 = !DILocation(line: 842, column: 38, scope: !1730)
!1730 = distinct !DILexicalBlock(scope: !1705, file: !2, line: 842, column: 14)
!1731 = !DILocation(line: 842, column: 40, scope: !1730)
!1732 = !DILocation(line: 842, column: 23, scope: !1730)
!1733 = !DILocation(line: 842, column: 48, scope: !1730)
!1734 = !DILocation(line: 842, column: 45, scope: !1730)
!1735 = !DILocation(line: 842, column: 14, scope: !1705)
!1736 = !DILocation(line: 0, scope: !1712, inlinedAt: !1737)
!1737 = distinct !DILocation(line: 843, column: 14, scope: !1730)
!1738 = !DILocation(line: 770, column: 12, scope: !1712, inlinedAt: !1737)
!1739 = !DILocation(line: 0, scope: !1719, inlinedAt: !1737)
!1740 = !DILocation(line: 771, column: 3, scope: !1719, inlinedAt: !1737)
!1741 = !DILocation(line: 772, column: 3, scope: !1727, inlinedAt: !1737)
!1742 = !DILocation(line: 843, column: 7, scope: !1730)
!1743 = !DILocation(line: 0, scope: !1712, inlinedAt: !1744)
!1744 = distinct !DILocation(line: 846, column: 12, scope: !1745)
!1745 = distinct !DILexicalBlock(scope: !1701, file: !2, line: 845, column: 12)
!1746 = !DILocation(line: 770, column: 6, scope: !1712, inlinedAt: !1744)
!1747 = !DILocation(line: 770, column: 12, scope: !1712, inlinedAt: !1744)
!1748 = !DILocation(line: 0, scope: !1719, inlinedAt: !1744)
!1749 = !DILocation(line: 771, column: 3, scope: !1719, inlinedAt: !1744)
!1750 = !DILocation(line: 772, column: 3, scope: !1727, inlinedAt: !1744)
!1751 = !DILocation(line: 846, column: 5, scope: !1745)
!1752 = !DILocation(line: 847, column: 16, scope: !1687)
!1753 = !DILocation(line: 847, column: 6, scope: !1687)
!1754 = !DILocation(line: 848, column: 7, scope: !1687)
!1755 = !DILocation(line: 847, column: 25, scope: !1687)
!1756 = !DILocation(line: 847, column: 14, scope: !1687)
!1757 = !DILocation(line: 848, column: 20, scope: !1758)
!1758 = distinct !DILexicalBlock(scope: !1687, file: !2, line: 848, column: 7)
!1759 = !DILocation(line: 0, scope: !1712, inlinedAt: !1760)
!1760 = distinct !DILocation(line: 849, column: 12, scope: !1758)
!1761 = !DILocation(line: 770, column: 6, scope: !1712, inlinedAt: !1760)
!1762 = !DILocation(line: 770, column: 12, scope: !1712, inlinedAt: !1760)
!1763 = !DILocation(line: 0, scope: !1719, inlinedAt: !1760)
!1764 = !DILocation(line: 771, column: 3, scope: !1719, inlinedAt: !1760)
!1765 = !DILocation(line: 772, column: 3, scope: !1727, inlinedAt: !1760)
!1766 = !DILocation(line: 849, column: 5, scope: !1758)
!1767 = !DILocation(line: 850, column: 13, scope: !1687)
!1768 = !DILocation(line: 853, column: 12, scope: !1687)
!1769 = !DILocalVariable(name: "L", arg: 1, scope: !1770, file: !2, line: 824, type: !155)
!1770 = distinct !DISubprogram(name: "precover", scope: !2, file: !2, line: 824, type: !743, scopeLine: 824, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1771)
!1771 = !{!1769, !1772, !1773}
!1772 = !DILocalVariable(name: "status", arg: 2, scope: !1770, file: !2, line: 824, type: !154)
!1773 = !DILocalVariable(name: "ci", scope: !1770, file: !2, line: 825, type: !273)
!1774 = !DILocation(line: 0, scope: !1770, inlinedAt: !1775)
!1775 = distinct !DILocation(line: 855, column: 12, scope: !1687)
!1776 = !DILocation(line: 826, column: 10, scope: !1770, inlinedAt: !1775)
!1777 = !DILocation(line: 826, column: 30, scope: !1770, inlinedAt: !1775)
!1778 = !DILocalVariable(name: "L", arg: 1, scope: !1779, file: !2, line: 754, type: !155)
!1779 = distinct !DISubprogram(name: "findpcall", scope: !2, file: !2, line: 754, type: !1780, scopeLine: 754, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1782)
!1780 = !DISubroutineType(types: !1781)
!1781 = !{!273, !155}
!1782 = !{!1778, !1783}
!1783 = !DILocalVariable(name: "ci", scope: !1779, file: !2, line: 755, type: !273)
!1784 = !DILocation(line: 0, scope: !1779, inlinedAt: !1785)
!1785 = distinct !DILocation(line: 826, column: 39, scope: !1770, inlinedAt: !1775)
!1786 = !DILocation(line: 756, scope: !1787, inlinedAt: !1785)
!1787 = distinct !DILexicalBlock(scope: !1779, file: !2, line: 756, column: 3)
!1788 = !DILocation(line: 756, column: 23, scope: !1789, inlinedAt: !1785)
!1789 = distinct !DILexicalBlock(scope: !1787, file: !2, line: 756, column: 3)
!1790 = !DILocation(line: 756, column: 3, scope: !1787, inlinedAt: !1785)
!1791 = !DILocation(line: 757, column: 13, scope: !1792, inlinedAt: !1785)
!1792 = distinct !DILexicalBlock(scope: !1793, file: !2, line: 757, column: 9)
!1793 = distinct !DILexicalBlock(scope: !1789, file: !2, line: 756, column: 51)
!1794 = !DILocation(line: 757, column: 24, scope: !1792, inlinedAt: !1785)
!1795 = !DILocation(line: 757, column: 9, scope: !1793, inlinedAt: !1785)
!1796 = !DILocation(line: 756, column: 41, scope: !1789, inlinedAt: !1785)
!1797 = distinct !{!1797, !1790, !1798, !830}
!1798 = !DILocation(line: 759, column: 3, scope: !1787, inlinedAt: !1785)
!1799 = !DILocation(line: 827, column: 11, scope: !1800, inlinedAt: !1775)
!1800 = distinct !DILexicalBlock(scope: !1770, file: !2, line: 826, column: 62)
!1801 = !DILocation(line: 828, column: 5, scope: !1800, inlinedAt: !1775)
!1802 = !DILocation(line: 829, column: 14, scope: !1800, inlinedAt: !1775)
!1803 = distinct !{!1803, !1804, !1805, !830}
!1804 = !DILocation(line: 826, column: 3, scope: !1770, inlinedAt: !1775)
!1805 = !DILocation(line: 830, column: 3, scope: !1770, inlinedAt: !1775)
!1806 = !DILocation(line: 856, column: 7, scope: !1807)
!1807 = distinct !DILexicalBlock(scope: !1687, file: !2, line: 856, column: 7)
!1808 = !DILocation(line: 856, column: 7, scope: !1687)
!1809 = !{!"branch_weights", !"expected", i32 -2147483648, i32 0}
!1810 = !DILocation(line: 859, column: 17, scope: !1811)
!1811 = distinct !DILexicalBlock(scope: !1807, file: !2, line: 858, column: 8)
!1812 = !DILocation(line: 859, column: 15, scope: !1811)
!1813 = !DILocation(line: 860, column: 36, scope: !1811)
!1814 = !DILocation(line: 860, column: 40, scope: !1811)
!1815 = !DILocation(line: 860, column: 5, scope: !1811)
!1816 = !DILocation(line: 861, column: 27, scope: !1811)
!1817 = !DILocation(line: 861, column: 8, scope: !1811)
!1818 = !DILocation(line: 861, column: 12, scope: !1811)
!1819 = !DILocation(line: 861, column: 18, scope: !1811)
!1820 = !DILocation(line: 863, column: 15, scope: !1687)
!1821 = !DILocation(line: 863, column: 23, scope: !1687)
!1822 = !DILocation(line: 864, column: 39, scope: !1687)
!1823 = !DILocation(line: 863, column: 42, scope: !1687)
!1824 = !DILocation(line: 863, column: 46, scope: !1687)
!1825 = !DILocation(line: 863, column: 49, scope: !1687)
!1826 = !DILocation(line: 863, column: 13, scope: !1687)
!1827 = !DILocation(line: 866, column: 3, scope: !1687)
!1828 = !DILocation(line: 867, column: 1, scope: !1687)
!1829 = distinct !DISubprogram(name: "resume", scope: !2, file: !2, line: 785, type: !755, scopeLine: 785, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1830)
!1830 = !{!1831, !1832, !1833, !1834, !1835}
!1831 = !DILocalVariable(name: "L", arg: 1, scope: !1829, file: !2, line: 785, type: !155)
!1832 = !DILocalVariable(name: "ud", arg: 2, scope: !1829, file: !2, line: 785, type: !147)
!1833 = !DILocalVariable(name: "n", scope: !1829, file: !2, line: 786, type: !154)
!1834 = !DILocalVariable(name: "firstArg", scope: !1829, file: !2, line: 787, type: !170)
!1835 = !DILocalVariable(name: "ci", scope: !1829, file: !2, line: 788, type: !273)
!1836 = !DILocation(line: 0, scope: !1829)
!1837 = !DILocation(line: 786, column: 11, scope: !1829)
!1838 = !DILocation(line: 787, column: 23, scope: !1829)
!1839 = !DILocation(line: 787, column: 27, scope: !1829)
!1840 = !DILocation(line: 787, column: 29, scope: !1829)
!1841 = !DILocation(line: 788, column: 21, scope: !1829)
!1842 = !DILocation(line: 789, column: 10, scope: !1843)
!1843 = distinct !DILexicalBlock(scope: !1829, file: !2, line: 789, column: 7)
!1844 = !DILocation(line: 789, column: 17, scope: !1843)
!1845 = !DILocation(line: 789, column: 7, scope: !1829)
!1846 = !DILocation(line: 790, column: 23, scope: !1843)
!1847 = !DILocation(line: 0, scope: !1624, inlinedAt: !1848)
!1848 = distinct !DILocation(line: 790, column: 5, scope: !1843)
!1849 = !DILocation(line: 630, column: 6, scope: !1624, inlinedAt: !1848)
!1850 = !DILocation(line: 630, column: 14, scope: !1624, inlinedAt: !1848)
!1851 = !DILocation(line: 631, column: 7, scope: !1636, inlinedAt: !1848)
!1852 = !DILocation(line: 631, column: 7, scope: !1624, inlinedAt: !1848)
!1853 = !DILocation(line: 632, column: 5, scope: !1634, inlinedAt: !1848)
!1854 = !DILocation(line: 632, column: 5, scope: !1635, inlinedAt: !1848)
!1855 = !DILocation(line: 632, column: 5, scope: !1633, inlinedAt: !1848)
!1856 = !DILocation(line: 0, scope: !1633, inlinedAt: !1848)
!1857 = !DILocation(line: 633, column: 5, scope: !1635, inlinedAt: !1848)
!1858 = !DILocation(line: 634, column: 3, scope: !1635, inlinedAt: !1848)
!1859 = !DILocation(line: 635, column: 13, scope: !1650, inlinedAt: !1848)
!1860 = !DILocation(line: 635, column: 46, scope: !1650, inlinedAt: !1848)
!1861 = !DILocation(line: 635, column: 7, scope: !1624, inlinedAt: !1848)
!1862 = !DILocation(line: 636, column: 9, scope: !1654, inlinedAt: !1848)
!1863 = !DILocation(line: 636, column: 20, scope: !1654, inlinedAt: !1848)
!1864 = !DILocation(line: 637, column: 5, scope: !1654, inlinedAt: !1848)
!1865 = !DILocation(line: 638, column: 3, scope: !1654, inlinedAt: !1848)
!1866 = !DILocation(line: 793, column: 15, scope: !1867)
!1867 = distinct !DILexicalBlock(scope: !1843, file: !2, line: 791, column: 8)
!1868 = !DILocation(line: 794, column: 9, scope: !1869)
!1869 = distinct !DILexicalBlock(scope: !1867, file: !2, line: 794, column: 9)
!1870 = !DILocation(line: 0, scope: !1869)
!1871 = !DILocation(line: 794, column: 9, scope: !1867)
!1872 = !DILocation(line: 798, column: 22, scope: !1873)
!1873 = distinct !DILexicalBlock(scope: !1869, file: !2, line: 794, column: 20)
!1874 = !DILocation(line: 799, column: 16, scope: !1873)
!1875 = !DILocation(line: 800, column: 7, scope: !1873)
!1876 = !DILocation(line: 801, column: 5, scope: !1873)
!1877 = !DILocation(line: 803, column: 21, scope: !1878)
!1878 = distinct !DILexicalBlock(scope: !1879, file: !2, line: 803, column: 11)
!1879 = distinct !DILexicalBlock(scope: !1869, file: !2, line: 802, column: 10)
!1880 = !DILocation(line: 803, column: 11, scope: !1879)
!1881 = !DILocation(line: 805, column: 48, scope: !1882)
!1882 = distinct !DILexicalBlock(scope: !1878, file: !2, line: 803, column: 30)
!1883 = !DILocation(line: 805, column: 13, scope: !1882)
!1884 = !DILocation(line: 808, column: 7, scope: !1882)
!1885 = !DILocation(line: 809, column: 7, scope: !1879)
!1886 = !DILocation(line: 811, column: 5, scope: !1867)
!1887 = !DILocation(line: 813, column: 1, scope: !1829)
!1888 = distinct !DISubprogram(name: "lua_isyieldable", scope: !2, file: !2, line: 870, type: !152, scopeLine: 870, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1889)
!1889 = !{!1890}
!1890 = !DILocalVariable(name: "L", arg: 1, scope: !1888, file: !2, line: 870, type: !155)
!1891 = !DILocation(line: 0, scope: !1888)
!1892 = !DILocation(line: 871, column: 10, scope: !1888)
!1893 = !DILocation(line: 871, column: 3, scope: !1888)
!1894 = distinct !DISubprogram(name: "lua_yieldk", scope: !2, file: !2, line: 875, type: !1895, scopeLine: 876, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1897)
!1895 = !DISubroutineType(types: !1896)
!1896 = !{!154, !155, !154, !308, !304}
!1897 = !{!1898, !1899, !1900, !1901, !1902}
!1898 = !DILocalVariable(name: "L", arg: 1, scope: !1894, file: !2, line: 875, type: !155)
!1899 = !DILocalVariable(name: "nresults", arg: 2, scope: !1894, file: !2, line: 875, type: !154)
!1900 = !DILocalVariable(name: "ctx", arg: 3, scope: !1894, file: !2, line: 875, type: !308)
!1901 = !DILocalVariable(name: "k", arg: 4, scope: !1894, file: !2, line: 876, type: !304)
!1902 = !DILocalVariable(name: "ci", scope: !1894, file: !2, line: 877, type: !273)
!1903 = !DILocation(line: 0, scope: !1894)
!1904 = !DILocation(line: 880, column: 11, scope: !1894)
!1905 = !DILocation(line: 882, column: 7, scope: !1906)
!1906 = distinct !DILexicalBlock(scope: !1894, file: !2, line: 882, column: 7)
!1907 = !DILocation(line: 882, column: 7, scope: !1894)
!1908 = !DILocation(line: 883, column: 14, scope: !1909)
!1909 = distinct !DILexicalBlock(scope: !1910, file: !2, line: 883, column: 9)
!1910 = distinct !DILexicalBlock(scope: !1906, file: !2, line: 882, column: 34)
!1911 = !DILocation(line: 883, column: 20, scope: !1909)
!1912 = !DILocation(line: 883, column: 11, scope: !1909)
!1913 = !DILocation(line: 883, column: 9, scope: !1910)
!1914 = !DILocation(line: 884, column: 7, scope: !1909)
!1915 = !DILocation(line: 886, column: 7, scope: !1909)
!1916 = !DILocation(line: 888, column: 6, scope: !1894)
!1917 = !DILocation(line: 888, column: 13, scope: !1894)
!1918 = !DILocation(line: 889, column: 7, scope: !1894)
!1919 = !DILocation(line: 889, column: 17, scope: !1894)
!1920 = !DILocation(line: 890, column: 7, scope: !1921)
!1921 = distinct !DILexicalBlock(scope: !1894, file: !2, line: 890, column: 7)
!1922 = !DILocation(line: 890, column: 7, scope: !1894)
!1923 = !DILocation(line: 902, column: 3, scope: !1894)
!1924 = !DILocation(line: 896, column: 14, scope: !1925)
!1925 = distinct !DILexicalBlock(scope: !1926, file: !2, line: 896, column: 9)
!1926 = distinct !DILexicalBlock(scope: !1921, file: !2, line: 895, column: 8)
!1927 = !DILocation(line: 896, column: 20, scope: !1925)
!1928 = !DILocation(line: 896, column: 25, scope: !1925)
!1929 = !DILocation(line: 896, column: 9, scope: !1926)
!1930 = !DILocation(line: 897, column: 15, scope: !1925)
!1931 = !DILocation(line: 897, column: 19, scope: !1925)
!1932 = !DILocation(line: 897, column: 7, scope: !1925)
!1933 = !DILocation(line: 898, column: 5, scope: !1926)
!1934 = distinct !DISubprogram(name: "luaD_closeprotected", scope: !2, file: !2, line: 928, type: !1935, scopeLine: 928, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1937)
!1935 = !DISubroutineType(types: !1936)
!1936 = !{!154, !155, !183, !154}
!1937 = !{!1938, !1939, !1940, !1941, !1942, !1943}
!1938 = !DILocalVariable(name: "L", arg: 1, scope: !1934, file: !2, line: 928, type: !155)
!1939 = !DILocalVariable(name: "level", arg: 2, scope: !1934, file: !2, line: 928, type: !183)
!1940 = !DILocalVariable(name: "status", arg: 3, scope: !1934, file: !2, line: 928, type: !154)
!1941 = !DILocalVariable(name: "old_ci", scope: !1934, file: !2, line: 929, type: !273)
!1942 = !DILocalVariable(name: "old_allowhooks", scope: !1934, file: !2, line: 930, type: !91)
!1943 = !DILocalVariable(name: "pcl", scope: !1944, file: !2, line: 932, type: !547)
!1944 = distinct !DILexicalBlock(scope: !1945, file: !2, line: 931, column: 12)
!1945 = distinct !DILexicalBlock(scope: !1946, file: !2, line: 931, column: 3)
!1946 = distinct !DILexicalBlock(scope: !1934, file: !2, line: 931, column: 3)
!1947 = distinct !DIAssignID()
!1948 = !DILocation(line: 0, scope: !1944)
!1949 = !DILocation(line: 0, scope: !1934)
!1950 = !DILocation(line: 929, column: 25, scope: !1934)
!1951 = !DILocation(line: 930, column: 31, scope: !1934)
!1952 = !DILocation(line: 932, column: 5, scope: !1944)
!1953 = !DILocation(line: 933, column: 17, scope: !1944)
!1954 = !DILocation(line: 933, column: 15, scope: !1944)
!1955 = !{!1956, !660, i64 0}
!1956 = !{!"CloseP", !660, i64 0, !666, i64 8}
!1957 = distinct !DIAssignID()
!1958 = !DILocation(line: 933, column: 52, scope: !1944)
!1959 = !{!1956, !666, i64 8}
!1960 = distinct !DIAssignID()
!1961 = !DILocation(line: 934, column: 14, scope: !1944)
!1962 = !DILocation(line: 935, column: 9, scope: !1963)
!1963 = distinct !DILexicalBlock(scope: !1944, file: !2, line: 935, column: 9)
!1964 = !DILocation(line: 935, column: 9, scope: !1944)
!1965 = !{!"branch_weights", i32 1999, i32 1}
!1966 = !DILocation(line: 938, column: 13, scope: !1967)
!1967 = distinct !DILexicalBlock(scope: !1963, file: !2, line: 937, column: 10)
!1968 = !DILocation(line: 939, column: 20, scope: !1967)
!1969 = !DILocation(line: 941, column: 3, scope: !1945)
!1970 = !{!"branch_weights", i32 1, i32 0}
!1971 = distinct !{!1971, !1972, !1973}
!1972 = !DILocation(line: 931, column: 3, scope: !1946)
!1973 = !DILocation(line: 941, column: 3, scope: !1946)
!1974 = !DILocation(line: 936, column: 18, scope: !1963)
!1975 = !DILocation(line: 942, column: 1, scope: !1934)
!1976 = distinct !DISubprogram(name: "closepaux", scope: !2, file: !2, line: 918, type: !755, scopeLine: 918, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1977)
!1977 = !{!1978, !1979, !1980}
!1978 = !DILocalVariable(name: "L", arg: 1, scope: !1976, file: !2, line: 918, type: !155)
!1979 = !DILocalVariable(name: "ud", arg: 2, scope: !1976, file: !2, line: 918, type: !147)
!1980 = !DILocalVariable(name: "pcl", scope: !1976, file: !2, line: 919, type: !546)
!1981 = !DILocation(line: 0, scope: !1976)
!1982 = !DILocation(line: 920, column: 22, scope: !1976)
!1983 = !DILocation(line: 920, column: 34, scope: !1976)
!1984 = !DILocation(line: 920, column: 3, scope: !1976)
!1985 = !DILocation(line: 921, column: 1, scope: !1976)
!1986 = distinct !DISubprogram(name: "luaD_pcall", scope: !2, file: !2, line: 950, type: !1987, scopeLine: 951, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1989)
!1987 = !DISubroutineType(types: !1988)
!1988 = !{!154, !155, !752, !147, !183, !183}
!1989 = !{!1990, !1991, !1992, !1993, !1994, !1995, !1996, !1997, !1998}
!1990 = !DILocalVariable(name: "L", arg: 1, scope: !1986, file: !2, line: 950, type: !155)
!1991 = !DILocalVariable(name: "func", arg: 2, scope: !1986, file: !2, line: 950, type: !752)
!1992 = !DILocalVariable(name: "u", arg: 3, scope: !1986, file: !2, line: 950, type: !147)
!1993 = !DILocalVariable(name: "old_top", arg: 4, scope: !1986, file: !2, line: 951, type: !183)
!1994 = !DILocalVariable(name: "ef", arg: 5, scope: !1986, file: !2, line: 951, type: !183)
!1995 = !DILocalVariable(name: "status", scope: !1986, file: !2, line: 952, type: !154)
!1996 = !DILocalVariable(name: "old_ci", scope: !1986, file: !2, line: 953, type: !273)
!1997 = !DILocalVariable(name: "old_allowhooks", scope: !1986, file: !2, line: 954, type: !91)
!1998 = !DILocalVariable(name: "old_errfunc", scope: !1986, file: !2, line: 955, type: !183)
!1999 = !DILocation(line: 0, scope: !1986)
!2000 = !DILocation(line: 953, column: 25, scope: !1986)
!2001 = !DILocation(line: 954, column: 31, scope: !1986)
!2002 = !DILocation(line: 955, column: 30, scope: !1986)
!2003 = !{!659, !665, i64 168}
!2004 = !DILocation(line: 956, column: 14, scope: !1986)
!2005 = !DILocation(line: 957, column: 12, scope: !1986)
!2006 = !DILocation(line: 958, column: 7, scope: !2007)
!2007 = distinct !DILexicalBlock(scope: !1986, file: !2, line: 958, column: 7)
!2008 = !DILocation(line: 958, column: 7, scope: !1986)
!2009 = !DILocation(line: 959, column: 11, scope: !2010)
!2010 = distinct !DILexicalBlock(scope: !2007, file: !2, line: 958, column: 37)
!2011 = !DILocation(line: 960, column: 18, scope: !2010)
!2012 = !DILocation(line: 961, column: 14, scope: !2010)
!2013 = !DILocation(line: 962, column: 33, scope: !2010)
!2014 = !DILocation(line: 962, column: 5, scope: !2010)
!2015 = !DILocation(line: 963, column: 5, scope: !2010)
!2016 = !DILocation(line: 964, column: 3, scope: !2010)
!2017 = !DILocation(line: 965, column: 14, scope: !1986)
!2018 = !DILocation(line: 966, column: 3, scope: !1986)
!2019 = distinct !DISubprogram(name: "luaD_protectedparser", scope: !2, file: !2, line: 1009, type: !2020, scopeLine: 1010, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !2022)
!2020 = !DISubroutineType(types: !2021)
!2021 = !{!154, !155, !555, !269, !269}
!2022 = !{!2023, !2024, !2025, !2026, !2027, !2028}
!2023 = !DILocalVariable(name: "L", arg: 1, scope: !2019, file: !2, line: 1009, type: !155)
!2024 = !DILocalVariable(name: "z", arg: 2, scope: !2019, file: !2, line: 1009, type: !555)
!2025 = !DILocalVariable(name: "name", arg: 3, scope: !2019, file: !2, line: 1009, type: !269)
!2026 = !DILocalVariable(name: "mode", arg: 4, scope: !2019, file: !2, line: 1010, type: !269)
!2027 = !DILocalVariable(name: "p", scope: !2019, file: !2, line: 1011, type: !552)
!2028 = !DILocalVariable(name: "status", scope: !2019, file: !2, line: 1012, type: !154)
!2029 = distinct !DIAssignID()
!2030 = !DILocation(line: 0, scope: !2019)
!2031 = !DILocation(line: 1011, column: 3, scope: !2019)
!2032 = !DILocation(line: 1013, column: 3, scope: !2019)
!2033 = !DILocation(line: 1014, column: 7, scope: !2019)
!2034 = !{!2035, !660, i64 0}
!2035 = !{!"SParser", !660, i64 0, !2036, i64 8, !2037, i64 32, !660, i64 80, !660, i64 88}
!2036 = !{!"Mbuffer", !660, i64 0, !665, i64 8, !665, i64 16}
!2037 = !{!"Dyndata", !2038, i64 0, !2039, i64 16, !2039, i64 32}
!2038 = !{!"", !660, i64 0, !666, i64 8, !666, i64 12}
!2039 = !{!"Labellist", !660, i64 0, !666, i64 8, !666, i64 12}
!2040 = distinct !DIAssignID()
!2041 = !DILocation(line: 1014, column: 14, scope: !2019)
!2042 = !DILocation(line: 1014, column: 19, scope: !2019)
!2043 = !{!2035, !660, i64 88}
!2044 = distinct !DIAssignID()
!2045 = !DILocation(line: 1014, column: 29, scope: !2019)
!2046 = !DILocation(line: 1014, column: 34, scope: !2019)
!2047 = !{!2035, !660, i64 80}
!2048 = distinct !DIAssignID()
!2049 = distinct !DIAssignID()
!2050 = !DILocation(line: 1015, column: 41, scope: !2019)
!2051 = !DILocation(line: 1015, column: 46, scope: !2019)
!2052 = !{!2035, !666, i64 44}
!2053 = distinct !DIAssignID()
!2054 = !DILocation(line: 1016, column: 9, scope: !2019)
!2055 = !DILocation(line: 1016, column: 16, scope: !2019)
!2056 = !{!2035, !660, i64 48}
!2057 = distinct !DIAssignID()
!2058 = !DILocation(line: 1016, column: 33, scope: !2019)
!2059 = !DILocation(line: 1016, column: 38, scope: !2019)
!2060 = !{!2035, !666, i64 60}
!2061 = distinct !DIAssignID()
!2062 = !DILocation(line: 1017, column: 9, scope: !2019)
!2063 = !DILocation(line: 1017, column: 19, scope: !2019)
!2064 = !{!2035, !660, i64 64}
!2065 = distinct !DIAssignID()
!2066 = !DILocation(line: 1017, column: 39, scope: !2019)
!2067 = !DILocation(line: 1017, column: 44, scope: !2019)
!2068 = !{!2035, !666, i64 76}
!2069 = distinct !DIAssignID()
!2070 = !DILocation(line: 1018, column: 3, scope: !2019)
!2071 = !{!2035, !660, i64 8}
!2072 = distinct !DIAssignID()
!2073 = !DILocation(line: 1019, column: 40, scope: !2019)
!2074 = !DILocation(line: 1019, column: 67, scope: !2019)
!2075 = !DILocation(line: 0, scope: !1986, inlinedAt: !2076)
!2076 = distinct !DILocation(line: 1019, column: 12, scope: !2019)
!2077 = !DILocation(line: 953, column: 25, scope: !1986, inlinedAt: !2076)
!2078 = !DILocation(line: 954, column: 31, scope: !1986, inlinedAt: !2076)
!2079 = !DILocation(line: 957, column: 12, scope: !1986, inlinedAt: !2076)
!2080 = !DILocation(line: 958, column: 7, scope: !2007, inlinedAt: !2076)
!2081 = !DILocation(line: 958, column: 7, scope: !1986, inlinedAt: !2076)
!2082 = !DILocation(line: 959, column: 11, scope: !2010, inlinedAt: !2076)
!2083 = !DILocation(line: 960, column: 18, scope: !2010, inlinedAt: !2076)
!2084 = !DILocation(line: 961, column: 14, scope: !2010, inlinedAt: !2076)
!2085 = !DILocation(line: 962, column: 33, scope: !2010, inlinedAt: !2076)
!2086 = !DILocation(line: 962, column: 5, scope: !2010, inlinedAt: !2076)
!2087 = !DILocation(line: 963, column: 5, scope: !2010, inlinedAt: !2076)
!2088 = !DILocation(line: 964, column: 3, scope: !2010, inlinedAt: !2076)
!2089 = !DILocation(line: 1015, column: 5, scope: !2019)
!2090 = !DILocation(line: 965, column: 14, scope: !1986, inlinedAt: !2076)
!2091 = !DILocation(line: 1020, column: 3, scope: !2019)
!2092 = !{!2035, !665, i64 24}
!2093 = distinct !DIAssignID()
!2094 = distinct !DIAssignID()
!2095 = !DILocation(line: 1021, column: 3, scope: !2019)
!2096 = !{!2035, !660, i64 32}
!2097 = !DILocation(line: 1022, column: 3, scope: !2019)
!2098 = !DILocation(line: 1023, column: 3, scope: !2019)
!2099 = !DILocation(line: 1024, column: 3, scope: !2019)
!2100 = !DILocation(line: 1026, column: 1, scope: !2019)
!2101 = !DILocation(line: 1025, column: 3, scope: !2019)
!2102 = distinct !DISubprogram(name: "f_parser", scope: !2, file: !2, line: 992, type: !755, scopeLine: 992, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !2103)
!2103 = !{!2104, !2105, !2106, !2108, !2109}
!2104 = !DILocalVariable(name: "L", arg: 1, scope: !2102, file: !2, line: 992, type: !155)
!2105 = !DILocalVariable(name: "ud", arg: 2, scope: !2102, file: !2, line: 992, type: !147)
!2106 = !DILocalVariable(name: "cl", scope: !2102, file: !2, line: 993, type: !2107)
!2107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !476, size: 64)
!2108 = !DILocalVariable(name: "p", scope: !2102, file: !2, line: 994, type: !551)
!2109 = !DILocalVariable(name: "c", scope: !2102, file: !2, line: 995, type: !154)
!2110 = !DILocation(line: 0, scope: !2102)
!2111 = !DILocation(line: 995, column: 11, scope: !2102)
!2112 = !{!2113, !665, i64 0}
!2113 = !{!"Zio", !665, i64 0, !660, i64 8, !660, i64 16, !660, i64 24, !660, i64 32}
!2114 = !{!2113, !660, i64 8}
!2115 = !DILocation(line: 996, column: 9, scope: !2116)
!2116 = distinct !DILexicalBlock(scope: !2102, file: !2, line: 996, column: 7)
!2117 = !DILocation(line: 0, scope: !2116)
!2118 = !DILocalVariable(name: "L", arg: 1, scope: !2119, file: !2, line: 983, type: !155)
!2119 = distinct !DISubprogram(name: "checkmode", scope: !2, file: !2, line: 983, type: !2120, scopeLine: 983, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !2122)
!2120 = !DISubroutineType(types: !2121)
!2121 = !{null, !155, !269, !269}
!2122 = !{!2118, !2123, !2124}
!2123 = !DILocalVariable(name: "mode", arg: 2, scope: !2119, file: !2, line: 983, type: !269)
!2124 = !DILocalVariable(name: "x", arg: 3, scope: !2119, file: !2, line: 983, type: !269)
!2125 = !DILocation(line: 0, scope: !2119, inlinedAt: !2126)
!2126 = distinct !DILocation(line: 997, column: 5, scope: !2127)
!2127 = distinct !DILexicalBlock(scope: !2116, file: !2, line: 996, column: 30)
!2128 = !DILocation(line: 0, scope: !2119, inlinedAt: !2129)
!2129 = distinct !DILocation(line: 1001, column: 5, scope: !2130)
!2130 = distinct !DILexicalBlock(scope: !2116, file: !2, line: 1000, column: 8)
!2131 = !DILocation(line: 984, column: 7, scope: !2132, inlinedAt: !2117)
!2132 = distinct !DILexicalBlock(scope: !2119, file: !2, line: 984, column: 7)
!2133 = !DILocation(line: 996, column: 7, scope: !2102)
!2134 = !DILocation(line: 984, column: 12, scope: !2132, inlinedAt: !2126)
!2135 = !DILocation(line: 984, column: 15, scope: !2132, inlinedAt: !2126)
!2136 = !DILocation(line: 984, column: 34, scope: !2132, inlinedAt: !2126)
!2137 = !DILocation(line: 984, column: 7, scope: !2119, inlinedAt: !2126)
!2138 = !DILocation(line: 985, column: 5, scope: !2139, inlinedAt: !2126)
!2139 = distinct !DILexicalBlock(scope: !2132, file: !2, line: 984, column: 43)
!2140 = !DILocation(line: 987, column: 5, scope: !2139, inlinedAt: !2126)
!2141 = !DILocation(line: 998, column: 28, scope: !2127)
!2142 = !DILocation(line: 998, column: 34, scope: !2127)
!2143 = !DILocation(line: 998, column: 10, scope: !2127)
!2144 = !DILocation(line: 999, column: 3, scope: !2127)
!2145 = !DILocation(line: 984, column: 12, scope: !2132, inlinedAt: !2129)
!2146 = !DILocation(line: 984, column: 15, scope: !2132, inlinedAt: !2129)
!2147 = !DILocation(line: 984, column: 34, scope: !2132, inlinedAt: !2129)
!2148 = !DILocation(line: 984, column: 7, scope: !2119, inlinedAt: !2129)
!2149 = !DILocation(line: 985, column: 5, scope: !2139, inlinedAt: !2129)
!2150 = !DILocation(line: 987, column: 5, scope: !2139, inlinedAt: !2129)
!2151 = !DILocation(line: 1002, column: 28, scope: !2130)
!2152 = !DILocation(line: 1002, column: 35, scope: !2130)
!2153 = !DILocation(line: 1002, column: 45, scope: !2130)
!2154 = !DILocation(line: 1002, column: 53, scope: !2130)
!2155 = !DILocation(line: 1002, column: 10, scope: !2130)
!2156 = !DILocation(line: 1005, column: 3, scope: !2102)
!2157 = !DILocation(line: 1006, column: 1, scope: !2102)
!2158 = !DISubprogram(name: "luaM_saferealloc_", scope: !918, file: !918, line: 82, type: !919, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2159 = !DISubprogram(name: "luaM_free_", scope: !918, file: !918, line: 84, type: !2160, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2160 = !DISubroutineType(types: !2161)
!2161 = !{null, !155, !147, !108}
!2162 = !DISubprogram(name: "luaF_close", scope: !2163, file: !2163, line: 57, type: !2164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2163 = !DIFile(filename: "src/lua/lfunc.h", directory: ".", checksumkind: CSK_MD5, checksum: "74c1a9067666bcdc4b1bc5a3ce4dd84c")
!2164 = !DISubroutineType(types: !2165)
!2165 = !{!170, !155, !170, !154, !154}
!2166 = !DISubprogram(name: "luaT_gettmbyobj", scope: !49, file: !49, line: 77, type: !2167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2167 = !DISubroutineType(types: !2168)
!2168 = !{!652, !155, !652, !2169}
!2169 = !DIDerivedType(tag: DW_TAG_typedef, name: "TMS", file: !49, line: 45, baseType: !48)
!2170 = !DISubprogram(name: "luaG_callerror", scope: !991, file: !991, line: 44, type: !2171, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2171 = !DISubroutineType(types: !2172)
!2172 = !{null, !155, !652}
!2173 = !DISubprogram(name: "luaE_extendCI", scope: !81, file: !81, line: 398, type: !1780, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2174 = !DISubprogram(name: "luaE_checkcstack", scope: !81, file: !81, line: 400, type: !808, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2175 = !DISubprogram(name: "luaV_execute", scope: !2176, file: !2176, line: 133, type: !1143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2176 = !DIFile(filename: "src/lua/lvm.h", directory: ".", checksumkind: CSK_MD5, checksum: "ffc0c083e9aa94c91dcb495c1d438023")
!2177 = !DISubprogram(name: "luaS_new", scope: !688, file: !688, line: 53, type: !2178, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2178 = !DISubroutineType(types: !2179)
!2179 = !{!209, !155, !269}
!2180 = distinct !DISubprogram(name: "unroll", scope: !2, file: !2, line: 736, type: !755, scopeLine: 736, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !2181)
!2181 = !{!2182, !2183, !2184}
!2182 = !DILocalVariable(name: "L", arg: 1, scope: !2180, file: !2, line: 736, type: !155)
!2183 = !DILocalVariable(name: "ud", arg: 2, scope: !2180, file: !2, line: 736, type: !147)
!2184 = !DILocalVariable(name: "ci", scope: !2180, file: !2, line: 737, type: !273)
!2185 = !DILocation(line: 0, scope: !2180)
!2186 = !DILocation(line: 739, column: 19, scope: !2180)
!2187 = !DILocation(line: 739, column: 23, scope: !2180)
!2188 = !DILocation(line: 739, column: 3, scope: !2180)
!2189 = !DILocation(line: 740, column: 10, scope: !2190)
!2190 = distinct !DILexicalBlock(scope: !2191, file: !2, line: 740, column: 9)
!2191 = distinct !DILexicalBlock(scope: !2180, file: !2, line: 739, column: 39)
!2192 = !DILocation(line: 740, column: 9, scope: !2191)
!2193 = !DILocalVariable(name: "L", arg: 1, scope: !2194, file: !2, line: 708, type: !155)
!2194 = distinct !DISubprogram(name: "finishCcall", scope: !2, file: !2, line: 708, type: !1143, scopeLine: 708, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !2195)
!2195 = !{!2193, !2196, !2197, !2198}
!2196 = !DILocalVariable(name: "ci", arg: 2, scope: !2194, file: !2, line: 708, type: !273)
!2197 = !DILocalVariable(name: "n", scope: !2194, file: !2, line: 709, type: !154)
!2198 = !DILocalVariable(name: "status", scope: !2199, file: !2, line: 716, type: !154)
!2199 = distinct !DILexicalBlock(scope: !2200, file: !2, line: 715, column: 8)
!2200 = distinct !DILexicalBlock(scope: !2194, file: !2, line: 710, column: 7)
!2201 = !DILocation(line: 0, scope: !2194, inlinedAt: !2202)
!2202 = distinct !DILocation(line: 741, column: 7, scope: !2190)
!2203 = !DILocation(line: 710, column: 7, scope: !2200, inlinedAt: !2202)
!2204 = !DILocation(line: 710, column: 22, scope: !2200, inlinedAt: !2202)
!2205 = !DILocation(line: 710, column: 7, scope: !2194, inlinedAt: !2202)
!2206 = !DILocation(line: 712, column: 13, scope: !2207, inlinedAt: !2202)
!2207 = distinct !DILexicalBlock(scope: !2200, file: !2, line: 710, column: 37)
!2208 = !DILocation(line: 712, column: 16, scope: !2207, inlinedAt: !2202)
!2209 = !DILocation(line: 714, column: 3, scope: !2207, inlinedAt: !2202)
!2210 = !DILocation(line: 0, scope: !2199, inlinedAt: !2202)
!2211 = !DILocation(line: 719, column: 24, scope: !2212, inlinedAt: !2202)
!2212 = distinct !DILexicalBlock(scope: !2199, file: !2, line: 719, column: 9)
!2213 = !DILocation(line: 719, column: 9, scope: !2199, inlinedAt: !2202)
!2214 = !DILocalVariable(name: "L", arg: 1, scope: !2215, file: !2, line: 675, type: !155)
!2215 = distinct !DISubprogram(name: "finishpcallk", scope: !2, file: !2, line: 675, type: !2216, scopeLine: 675, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !2218)
!2216 = !DISubroutineType(types: !2217)
!2217 = !{!154, !155, !273}
!2218 = !{!2214, !2219, !2220, !2221}
!2219 = !DILocalVariable(name: "ci", arg: 2, scope: !2215, file: !2, line: 675, type: !273)
!2220 = !DILocalVariable(name: "status", scope: !2215, file: !2, line: 676, type: !154)
!2221 = !DILocalVariable(name: "func", scope: !2222, file: !2, line: 680, type: !170)
!2222 = distinct !DILexicalBlock(scope: !2223, file: !2, line: 679, column: 8)
!2223 = distinct !DILexicalBlock(scope: !2215, file: !2, line: 677, column: 7)
!2224 = !DILocation(line: 0, scope: !2215, inlinedAt: !2225)
!2225 = distinct !DILocation(line: 720, column: 16, scope: !2212, inlinedAt: !2202)
!2226 = !DILocation(line: 676, column: 16, scope: !2215, inlinedAt: !2225)
!2227 = !DILocation(line: 677, column: 7, scope: !2223, inlinedAt: !2225)
!2228 = !DILocation(line: 677, column: 7, scope: !2215, inlinedAt: !2225)
!2229 = !DILocation(line: 680, column: 18, scope: !2222, inlinedAt: !2225)
!2230 = !DILocation(line: 0, scope: !2222, inlinedAt: !2225)
!2231 = !DILocation(line: 681, column: 20, scope: !2222, inlinedAt: !2225)
!2232 = !DILocation(line: 681, column: 18, scope: !2222, inlinedAt: !2225)
!2233 = !DILocation(line: 682, column: 12, scope: !2222, inlinedAt: !2225)
!2234 = !DILocation(line: 683, column: 5, scope: !2222, inlinedAt: !2225)
!2235 = !DILocation(line: 684, column: 5, scope: !2222, inlinedAt: !2225)
!2236 = !DILocation(line: 685, column: 5, scope: !2222, inlinedAt: !2225)
!2237 = !DILocation(line: 721, column: 5, scope: !2238, inlinedAt: !2202)
!2238 = distinct !DILexicalBlock(scope: !2239, file: !2, line: 721, column: 5)
!2239 = distinct !DILexicalBlock(scope: !2199, file: !2, line: 721, column: 5)
!2240 = !DILocation(line: 687, column: 18, scope: !2215, inlinedAt: !2225)
!2241 = !DILocation(line: 688, column: 24, scope: !2215, inlinedAt: !2225)
!2242 = !DILocation(line: 688, column: 14, scope: !2215, inlinedAt: !2225)
!2243 = !DILocation(line: 720, column: 7, scope: !2212, inlinedAt: !2202)
!2244 = !DILocation(line: 721, column: 5, scope: !2239, inlinedAt: !2202)
!2245 = !DILocation(line: 723, column: 15, scope: !2199, inlinedAt: !2202)
!2246 = !DILocation(line: 723, column: 19, scope: !2199, inlinedAt: !2202)
!2247 = !DILocation(line: 723, column: 41, scope: !2199, inlinedAt: !2202)
!2248 = !DILocation(line: 723, column: 9, scope: !2199, inlinedAt: !2202)
!2249 = !DILocation(line: 0, scope: !2200, inlinedAt: !2202)
!2250 = !DILocation(line: 727, column: 3, scope: !2194, inlinedAt: !2202)
!2251 = !DILocation(line: 741, column: 7, scope: !2190)
!2252 = !DILocation(line: 743, column: 7, scope: !2253)
!2253 = distinct !DILexicalBlock(scope: !2190, file: !2, line: 742, column: 10)
!2254 = !DILocation(line: 744, column: 7, scope: !2253)
!2255 = distinct !{!2255, !2188, !2256, !830}
!2256 = !DILocation(line: 746, column: 3, scope: !2180)
!2257 = !DILocation(line: 747, column: 1, scope: !2180)
!2258 = !DISubprogram(name: "luaV_finishOp", scope: !2176, file: !2176, line: 132, type: !808, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2259 = !DISubprogram(name: "luaZ_fill", scope: !557, file: !557, line: 64, type: !2260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2260 = !DISubroutineType(types: !2261)
!2261 = !{!154, !555}
!2262 = !DISubprogram(name: "luaU_undump", scope: !2263, file: !2263, line: 29, type: !2264, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2263 = !DIFile(filename: "src/lua/lundump.h", directory: ".", checksumkind: CSK_MD5, checksum: "f659d42c2ac4cf07905c044f117b0e4a")
!2264 = !DISubroutineType(types: !2265)
!2265 = !{!2107, !155, !555, !269}
!2266 = !DISubprogram(name: "luaY_parser", scope: !579, file: !579, line: 167, type: !2267, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2267 = !DISubroutineType(types: !2268)
!2268 = !{!2107, !155, !555, !2269, !2270, !269, !154}
!2269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !571, size: 64)
!2270 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !578, size: 64)
!2271 = !DISubprogram(name: "luaF_initupvals", scope: !2163, file: !2163, line: 53, type: !2272, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2272 = !DISubroutineType(types: !2273)
!2273 = !{null, !155, !2107}
!2274 = !DISubprogram(name: "strchr", scope: !2275, file: !2275, line: 246, type: !2276, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2275 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!2276 = !DISubroutineType(types: !2277)
!2277 = !{!544, !269, !154}
!2278 = !DISubprogram(name: "luaO_pushfstring", scope: !85, file: !85, line: 808, type: !2279, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2279 = !DISubroutineType(types: !2280)
!2280 = !{!269, !155, !269, null}
