; ModuleID = 'src/lua/ldebug.c'
source_filename = "src/lua/ldebug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.AbsLineInfo = type { i32, i32 }
%union.StackValue = type { %struct.TValue }
%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }
%struct.Upvaldesc = type { ptr, i8, i8, i8 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [12 x i8] c"(temporary)\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"(C temporary)\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"call\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [39 x i8] c"bad 'for' %s (number expected, got %s)\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [12 x i8] c"concatenate\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [39 x i8] c"number%s has no integer representation\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [33 x i8] c"attempt to compare two %s values\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [30 x i8] c"attempt to compare %s with %s\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [10 x i8] c"%s:%d: %s\00", align 1, !dbg !36
@luaP_opmodes = external hidden local_unnamed_addr constant [83 x i8], align 16
@.str.9 = private unnamed_addr constant [9 x i8] c"(vararg)\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !46
@.str.11 = private unnamed_addr constant [5 x i8] c"=[C]\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [2 x i8] c"C\00", align 1, !dbg !53
@.str.13 = private unnamed_addr constant [3 x i8] c"=?\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [5 x i8] c"main\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [4 x i8] c"Lua\00", align 1, !dbg !65
@.str.16 = private unnamed_addr constant [27 x i8] c"attempt to %s a %s value%s\00", align 1, !dbg !70
@.str.17 = private unnamed_addr constant [8 x i8] c"upvalue\00", align 1, !dbg !75
@.str.18 = private unnamed_addr constant [2 x i8] c"?\00", align 1, !dbg !80
@.str.19 = private unnamed_addr constant [14 x i8] c"integer index\00", align 1, !dbg !82
@.str.20 = private unnamed_addr constant [6 x i8] c"field\00", align 1, !dbg !84
@.str.21 = private unnamed_addr constant [7 x i8] c"method\00", align 1, !dbg !89
@.str.22 = private unnamed_addr constant [6 x i8] c"local\00", align 1, !dbg !94
@.str.23 = private unnamed_addr constant [9 x i8] c"constant\00", align 1, !dbg !96
@.str.24 = private unnamed_addr constant [5 x i8] c"_ENV\00", align 1, !dbg !98
@.str.25 = private unnamed_addr constant [7 x i8] c"global\00", align 1, !dbg !100
@.str.26 = private unnamed_addr constant [5 x i8] c"hook\00", align 1, !dbg !102
@.str.27 = private unnamed_addr constant [5 x i8] c"__gc\00", align 1, !dbg !104
@.str.28 = private unnamed_addr constant [11 x i8] c"metamethod\00", align 1, !dbg !106
@.str.29 = private unnamed_addr constant [13 x i8] c"for iterator\00", align 1, !dbg !111
@.str.30 = private unnamed_addr constant [11 x i8] c" (%s '%s')\00", align 1, !dbg !116

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define hidden i32 @luaG_getfuncline(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !687 {
    #dbg_value(ptr %0, !694, !DIExpression(), !700)
    #dbg_value(i32 %1, !695, !DIExpression(), !700)
  %3 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !701
  %4 = load ptr, ptr %3, align 8, !dbg !701, !tbaa !702
  %5 = icmp eq ptr %4, null, !dbg !708
  br i1 %5, label %84, label %6, !dbg !709

6:                                                ; preds = %2
    #dbg_value(ptr %0, !710, !DIExpression(), !721)
    #dbg_value(i32 %1, !716, !DIExpression(), !721)
    #dbg_value(ptr undef, !717, !DIExpression(), !721)
  %7 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !723
  %8 = load i32, ptr %7, align 8, !dbg !723, !tbaa !724
  %9 = icmp eq i32 %8, 0, !dbg !725
  br i1 %9, label %15, label %10, !dbg !726

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !727
  %12 = load ptr, ptr %11, align 8, !dbg !727, !tbaa !728
  %13 = load i32, ptr %12, align 4, !dbg !729, !tbaa !730
  %14 = icmp sgt i32 %13, %1, !dbg !732
  br i1 %14, label %15, label %17, !dbg !733

15:                                               ; preds = %10, %6
    #dbg_value(i32 -1, !696, !DIExpression(), !734)
  %16 = getelementptr inbounds i8, ptr %0, i64 44, !dbg !735
  br label %38, !dbg !737

17:                                               ; preds = %10
  %18 = lshr i32 %1, 7, !dbg !738
    #dbg_value(i32 %18, !718, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !739)
  %19 = zext nneg i32 %18 to i64, !dbg !740
  %20 = add nsw i64 %19, -1, !dbg !740
  %21 = tail call i32 @llvm.smax.i32(i32 %8, i32 %18), !dbg !740
  %22 = add nsw i32 %21, -1, !dbg !740
  br label %23, !dbg !740

23:                                               ; preds = %27, %17
  %24 = phi i64 [ %28, %27 ], [ %20, %17 ], !dbg !739
    #dbg_value(i64 %24, !718, !DIExpression(), !739)
  %25 = trunc i64 %24 to i32, !dbg !741
  %26 = icmp eq i32 %22, %25, !dbg !742
  br i1 %26, label %32, label %27, !dbg !741

27:                                               ; preds = %23
  %28 = add nsw i64 %24, 1, !dbg !743
  %29 = getelementptr inbounds %struct.AbsLineInfo, ptr %12, i64 %28, !dbg !744
  %30 = load i32, ptr %29, align 4, !dbg !745, !tbaa !730
  %31 = icmp sgt i32 %30, %1, !dbg !746
  br i1 %31, label %32, label %23, !dbg !740, !llvm.loop !747

32:                                               ; preds = %27, %23
  %33 = phi i32 [ %22, %23 ], [ %25, %27 ], !dbg !739
  %34 = sext i32 %33 to i64, !dbg !750
  %35 = getelementptr inbounds %struct.AbsLineInfo, ptr %12, i64 %34, !dbg !750
  %36 = load i32, ptr %35, align 4, !dbg !751, !tbaa !730
    #dbg_value(i32 %36, !696, !DIExpression(), !734)
  %37 = getelementptr inbounds %struct.AbsLineInfo, ptr %12, i64 %34, i32 1, !dbg !752
  br label %38

38:                                               ; preds = %15, %32
  %39 = phi i32 [ -1, %15 ], [ %36, %32 ], !dbg !753
  %40 = phi ptr [ %16, %15 ], [ %37, %32 ]
    #dbg_value(i32 %39, !696, !DIExpression(), !734)
  %41 = load i32, ptr %40, align 4, !dbg !753, !tbaa !754
    #dbg_value(i32 %41, !699, !DIExpression(), !734)
    #dbg_value(i32 %39, !696, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !734)
  %42 = icmp slt i32 %39, %1, !dbg !755
  br i1 %42, label %43, label %84, !dbg !756

43:                                               ; preds = %38
  %44 = sext i32 %39 to i64, !dbg !756
  %45 = sext i32 %1 to i64, !dbg !755
  %46 = sub nsw i64 %45, %44, !dbg !756
  %47 = icmp ult i64 %46, 8, !dbg !756
  br i1 %47, label %72, label %48, !dbg !756

48:                                               ; preds = %43
  %49 = and i64 %46, -8, !dbg !756
  %50 = add nsw i64 %49, %44, !dbg !756
  %51 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %41, i64 0, !dbg !756
  %52 = getelementptr i8, ptr %4, i64 %44, !dbg !756
  br label %53, !dbg !756

53:                                               ; preds = %53, %48
  %54 = phi i64 [ 0, %48 ], [ %66, %53 ]
  %55 = phi <4 x i32> [ %51, %48 ], [ %64, %53 ]
  %56 = phi <4 x i32> [ zeroinitializer, %48 ], [ %65, %53 ]
  %57 = getelementptr i8, ptr %52, i64 %54, !dbg !757
  %58 = getelementptr i8, ptr %57, i64 1, !dbg !757
  %59 = getelementptr i8, ptr %57, i64 5, !dbg !757
  %60 = load <4 x i8>, ptr %58, align 1, !dbg !757, !tbaa !759
  %61 = load <4 x i8>, ptr %59, align 1, !dbg !757, !tbaa !759
  %62 = sext <4 x i8> %60 to <4 x i32>, !dbg !757
  %63 = sext <4 x i8> %61 to <4 x i32>, !dbg !757
  %64 = add <4 x i32> %55, %62, !dbg !760
  %65 = add <4 x i32> %56, %63, !dbg !760
  %66 = add nuw i64 %54, 8
  %67 = icmp eq i64 %66, %49
  br i1 %67, label %68, label %53, !llvm.loop !761

68:                                               ; preds = %53
  %69 = add <4 x i32> %65, %64, !dbg !756
  %70 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %69), !dbg !756
  %71 = icmp eq i64 %46, %49, !dbg !756
  br i1 %71, label %84, label %72, !dbg !756

72:                                               ; preds = %68, %43
  %73 = phi i64 [ %44, %43 ], [ %50, %68 ]
  %74 = phi i32 [ %41, %43 ], [ %70, %68 ]
  br label %75, !dbg !756

75:                                               ; preds = %72, %75
  %76 = phi i64 [ %78, %75 ], [ %73, %72 ]
  %77 = phi i32 [ %82, %75 ], [ %74, %72 ]
    #dbg_value(i32 %77, !699, !DIExpression(), !734)
    #dbg_value(i64 %76, !696, !DIExpression(), !734)
  %78 = add nsw i64 %76, 1, !dbg !765
    #dbg_value(i64 %78, !696, !DIExpression(), !734)
  %79 = getelementptr inbounds i8, ptr %4, i64 %78, !dbg !757
  %80 = load i8, ptr %79, align 1, !dbg !757, !tbaa !759
  %81 = sext i8 %80 to i32, !dbg !757
  %82 = add nsw i32 %77, %81, !dbg !760
    #dbg_value(i32 %82, !699, !DIExpression(), !734)
    #dbg_value(i64 %78, !696, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !734)
  %83 = icmp eq i64 %78, %45, !dbg !755
  br i1 %83, label %84, label %75, !dbg !756, !llvm.loop !766

84:                                               ; preds = %75, %68, %38, %2
  %85 = phi i32 [ -1, %2 ], [ %41, %38 ], [ %70, %68 ], [ %82, %75 ], !dbg !767
  ret i32 %85, !dbg !768
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local void @lua_sethook(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 !dbg !769 {
    #dbg_value(ptr %0, !773, !DIExpression(), !777)
    #dbg_value(ptr %1, !774, !DIExpression(), !777)
    #dbg_value(i32 %2, !775, !DIExpression(), !777)
    #dbg_value(i32 %3, !776, !DIExpression(), !777)
  %5 = icmp eq ptr %1, null, !dbg !778
  %6 = icmp eq i32 %2, 0
  %7 = select i1 %5, i32 0, i32 %2, !dbg !780
  %8 = select i1 %6, ptr null, ptr %1, !dbg !780
    #dbg_value(ptr %8, !774, !DIExpression(), !777)
    #dbg_value(i32 %7, !775, !DIExpression(), !777)
  %9 = getelementptr inbounds i8, ptr %0, i64 160, !dbg !781
  store volatile ptr %8, ptr %9, align 8, !dbg !782, !tbaa !783
  %10 = getelementptr inbounds i8, ptr %0, i64 184, !dbg !788
  store i32 %3, ptr %10, align 8, !dbg !789, !tbaa !790
  %11 = getelementptr inbounds i8, ptr %0, i64 188, !dbg !791
  store i32 %3, ptr %11, align 4, !dbg !791, !tbaa !792
  %12 = and i32 %7, 255, !dbg !793
  %13 = getelementptr inbounds i8, ptr %0, i64 192, !dbg !794
  store volatile i32 %12, ptr %13, align 8, !dbg !795, !tbaa !796
  %14 = icmp eq i32 %7, 0, !dbg !797
  br i1 %14, label %31, label %15, !dbg !799

15:                                               ; preds = %4
  %16 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !800
  %17 = load ptr, ptr %16, align 8, !dbg !800, !tbaa !801
    #dbg_value(ptr %17, !802, !DIExpression(), !807)
  %18 = icmp eq ptr %17, null, !dbg !809
  br i1 %18, label %31, label %19, !dbg !812

19:                                               ; preds = %15, %27
  %20 = phi ptr [ %29, %27 ], [ %17, %15 ]
    #dbg_value(ptr %20, !802, !DIExpression(), !807)
  %21 = getelementptr inbounds i8, ptr %20, i64 62, !dbg !813
  %22 = load i16, ptr %21, align 2, !dbg !813, !tbaa !815
  %23 = and i16 %22, 2, !dbg !813
  %24 = icmp eq i16 %23, 0, !dbg !813
  br i1 %24, label %25, label %27, !dbg !816

25:                                               ; preds = %19
  %26 = getelementptr inbounds i8, ptr %20, i64 40, !dbg !817
  store volatile i32 1, ptr %26, align 8, !dbg !818, !tbaa !759
  br label %27, !dbg !819

27:                                               ; preds = %25, %19
  %28 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !820
  %29 = load ptr, ptr %28, align 8, !dbg !820, !tbaa !821
    #dbg_value(ptr %29, !802, !DIExpression(), !807)
  %30 = icmp eq ptr %29, null, !dbg !809
  br i1 %30, label %31, label %19, !dbg !812, !llvm.loop !822

31:                                               ; preds = %27, %15, %4
  ret void, !dbg !824
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local ptr @lua_gethook(ptr noundef %0) local_unnamed_addr #3 !dbg !825 {
    #dbg_value(ptr %0, !829, !DIExpression(), !830)
  %2 = getelementptr inbounds i8, ptr %0, i64 160, !dbg !831
  %3 = load volatile ptr, ptr %2, align 8, !dbg !831, !tbaa !783
  ret ptr %3, !dbg !832
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local i32 @lua_gethookmask(ptr noundef %0) local_unnamed_addr #3 !dbg !833 {
    #dbg_value(ptr %0, !835, !DIExpression(), !836)
  %2 = getelementptr inbounds i8, ptr %0, i64 192, !dbg !837
  %3 = load volatile i32, ptr %2, align 8, !dbg !837, !tbaa !796
  ret i32 %3, !dbg !838
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @lua_gethookcount(ptr nocapture noundef readonly %0) local_unnamed_addr #4 !dbg !839 {
    #dbg_value(ptr %0, !841, !DIExpression(), !842)
  %2 = getelementptr inbounds i8, ptr %0, i64 184, !dbg !843
  %3 = load i32, ptr %2, align 8, !dbg !843, !tbaa !790
  ret i32 %3, !dbg !844
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @lua_getstack(ptr noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #5 !dbg !845 {
    #dbg_value(ptr %0, !849, !DIExpression(), !854)
    #dbg_value(i32 %1, !850, !DIExpression(), !854)
    #dbg_value(ptr %2, !851, !DIExpression(), !854)
  %4 = icmp slt i32 %1, 0, !dbg !855
  br i1 %4, label %29, label %5, !dbg !857

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !858
    #dbg_value(ptr poison, !853, !DIExpression(), !854)
  %7 = getelementptr inbounds i8, ptr %0, i64 96
  %8 = load ptr, ptr %6, align 8, !dbg !860, !tbaa !861
  %9 = icmp ne i32 %1, 0, !dbg !862
  %10 = icmp ne ptr %8, %7, !dbg !864
  %11 = select i1 %9, i1 %10, i1 false, !dbg !864
  br i1 %11, label %12, label %21, !dbg !865

12:                                               ; preds = %5, %12
  %13 = phi ptr [ %17, %12 ], [ %8, %5 ]
  %14 = phi i32 [ %15, %12 ], [ %1, %5 ]
    #dbg_value(i32 %14, !850, !DIExpression(), !854)
  %15 = add nsw i32 %14, -1, !dbg !866
    #dbg_value(i32 %15, !850, !DIExpression(), !854)
  %16 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !867
    #dbg_value(ptr poison, !853, !DIExpression(), !854)
  %17 = load ptr, ptr %16, align 8, !dbg !860, !tbaa !861
    #dbg_value(ptr %17, !853, !DIExpression(), !854)
  %18 = icmp ne i32 %15, 0, !dbg !862
  %19 = icmp ne ptr %17, %7, !dbg !864
  %20 = select i1 %18, i1 %19, i1 false, !dbg !864
  br i1 %20, label %12, label %21, !dbg !865, !llvm.loop !868

21:                                               ; preds = %12, %5
  %22 = phi i32 [ %1, %5 ], [ %15, %12 ]
  %23 = phi ptr [ %8, %5 ], [ %17, %12 ], !dbg !860
  %24 = phi i1 [ %10, %5 ], [ %19, %12 ], !dbg !864
  %25 = icmp eq i32 %22, 0, !dbg !870
  %26 = select i1 %25, i1 %24, i1 false, !dbg !872
  br i1 %26, label %27, label %29, !dbg !872

27:                                               ; preds = %21
    #dbg_value(i32 1, !852, !DIExpression(), !854)
  %28 = getelementptr inbounds i8, ptr %2, i64 128, !dbg !873
  store ptr %23, ptr %28, align 8, !dbg !875, !tbaa !876
  br label %29, !dbg !878

29:                                               ; preds = %27, %21, %3
  %30 = phi i32 [ 0, %3 ], [ 1, %27 ], [ 0, %21 ], !dbg !854
  ret i32 %30, !dbg !879
}

; Function Attrs: nounwind uwtable
define hidden ptr @luaG_findlocal(ptr nocapture noundef readonly %0, ptr noundef readonly %1, i32 noundef %2, ptr noundef writeonly %3) local_unnamed_addr #6 !dbg !880 {
    #dbg_value(ptr %0, !885, !DIExpression(), !894)
    #dbg_value(ptr %1, !886, !DIExpression(), !894)
    #dbg_value(i32 %2, !887, !DIExpression(), !894)
    #dbg_value(ptr %3, !888, !DIExpression(), !894)
  %5 = load ptr, ptr %1, align 8, !dbg !895, !tbaa !759
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !896
    #dbg_value(ptr %6, !889, !DIExpression(), !894)
    #dbg_value(ptr null, !890, !DIExpression(), !894)
  %7 = getelementptr inbounds i8, ptr %1, i64 62, !dbg !897
  %8 = load i16, ptr %7, align 2, !dbg !897, !tbaa !815
  %9 = and i16 %8, 2, !dbg !897
  %10 = icmp eq i16 %9, 0, !dbg !897
  br i1 %10, label %11, label %45, !dbg !899

11:                                               ; preds = %4
  %12 = icmp slt i32 %2, 0, !dbg !900
  %13 = load ptr, ptr %5, align 8, !dbg !903, !tbaa !759
  %14 = getelementptr inbounds i8, ptr %13, i64 24, !dbg !903
  %15 = load ptr, ptr %14, align 8, !dbg !903, !tbaa !759
  br i1 %12, label %16, label %32, !dbg !904

16:                                               ; preds = %11
    #dbg_value(ptr %1, !905, !DIExpression(), !915)
    #dbg_value(i32 %2, !910, !DIExpression(), !915)
    #dbg_value(ptr %3, !911, !DIExpression(), !915)
  %17 = getelementptr inbounds i8, ptr %15, i64 11, !dbg !917
  %18 = load i8, ptr %17, align 1, !dbg !917, !tbaa !918
  %19 = icmp eq i8 %18, 0, !dbg !919
  br i1 %19, label %80, label %20, !dbg !920

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !921
  %22 = load i32, ptr %21, align 4, !dbg !921, !tbaa !759
    #dbg_value(i32 %22, !912, !DIExpression(), !922)
  %23 = sub nsw i32 0, %22, !dbg !923
  %24 = icmp sgt i32 %23, %2, !dbg !925
  br i1 %24, label %80, label %25, !dbg !926

25:                                               ; preds = %20
  %26 = sext i32 %22 to i64, !dbg !927
  %27 = sub nsw i64 0, %26, !dbg !927
  %28 = getelementptr inbounds %union.StackValue, ptr %5, i64 %27, !dbg !927
  %29 = xor i32 %2, -1, !dbg !929
  %30 = zext nneg i32 %29 to i64, !dbg !929
  %31 = getelementptr inbounds %union.StackValue, ptr %28, i64 %30, !dbg !929
  br label %77

32:                                               ; preds = %11
    #dbg_value(ptr %1, !930, !DIExpression(), !935)
  %33 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !937
  %34 = load ptr, ptr %33, align 8, !dbg !937, !tbaa !759
  %35 = getelementptr inbounds i8, ptr %15, i64 64, !dbg !937
  %36 = load ptr, ptr %35, align 8, !dbg !937, !tbaa !938
  %37 = ptrtoint ptr %34 to i64, !dbg !937
  %38 = ptrtoint ptr %36 to i64, !dbg !937
  %39 = sub i64 %37, %38, !dbg !937
  %40 = lshr exact i64 %39, 2, !dbg !937
  %41 = trunc i64 %40 to i32, !dbg !937
  %42 = add nsw i32 %41, -1, !dbg !937
  %43 = tail call ptr @luaF_getlocalname(ptr noundef %15, i32 noundef %2, i32 noundef %42) #13, !dbg !939
    #dbg_value(ptr %43, !890, !DIExpression(), !894)
  %44 = icmp eq ptr %43, null, !dbg !940
  br i1 %44, label %45, label %70, !dbg !941

45:                                               ; preds = %4, %32
  %46 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !942
  %47 = load ptr, ptr %46, align 8, !dbg !942, !tbaa !801
  %48 = icmp eq ptr %47, %1, !dbg !943
  br i1 %48, label %49, label %51, !dbg !944

49:                                               ; preds = %45
  %50 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !945
  br label %54, !dbg !944

51:                                               ; preds = %45
  %52 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !946
  %53 = load ptr, ptr %52, align 8, !dbg !946, !tbaa !947
  br label %54, !dbg !944

54:                                               ; preds = %51, %49
  %55 = phi ptr [ %50, %49 ], [ %53, %51 ]
  %56 = load ptr, ptr %55, align 8, !dbg !944, !tbaa !759
    #dbg_value(ptr %56, !891, !DIExpression(), !948)
  %57 = ptrtoint ptr %56 to i64, !dbg !949
  %58 = ptrtoint ptr %6 to i64, !dbg !949
  %59 = sub i64 %57, %58, !dbg !949
  %60 = ashr exact i64 %59, 4, !dbg !949
  %61 = sext i32 %2 to i64, !dbg !951
  %62 = icmp sge i64 %60, %61, !dbg !952
  %63 = icmp sgt i32 %2, 0
  %64 = and i1 %63, %62, !dbg !953
  br i1 %64, label %65, label %80, !dbg !953

65:                                               ; preds = %54
  %66 = load i16, ptr %7, align 2, !dbg !954, !tbaa !815
  %67 = and i16 %66, 2, !dbg !954
  %68 = icmp eq i16 %67, 0, !dbg !954
  %69 = select i1 %68, ptr @.str, ptr @.str.1, !dbg !954
    #dbg_value(ptr %69, !890, !DIExpression(), !894)
  br label %70

70:                                               ; preds = %65, %32
  %71 = phi ptr [ %43, %32 ], [ %69, %65 ], !dbg !894
    #dbg_value(ptr %71, !890, !DIExpression(), !894)
  %72 = icmp eq ptr %3, null, !dbg !956
  br i1 %72, label %80, label %73, !dbg !958

73:                                               ; preds = %70
  %74 = zext nneg i32 %2 to i64, !dbg !959
  %75 = getelementptr %union.StackValue, ptr %6, i64 %74, !dbg !959
  %76 = getelementptr i8, ptr %75, i64 -16, !dbg !959
  br label %77, !dbg !960

77:                                               ; preds = %73, %25
  %78 = phi ptr [ %31, %25 ], [ %76, %73 ]
  %79 = phi ptr [ @.str.9, %25 ], [ %71, %73 ]
  store ptr %78, ptr %3, align 8, !dbg !894, !tbaa !861
  br label %80, !dbg !961

80:                                               ; preds = %77, %54, %20, %16, %70
  %81 = phi ptr [ %71, %70 ], [ null, %16 ], [ null, %20 ], [ null, %54 ], [ %79, %77 ]
  ret ptr %81, !dbg !961
}

declare !dbg !962 hidden ptr @luaF_getlocalname(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define dso_local ptr @lua_getlocal(ptr nocapture noundef %0, ptr noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !966 {
    #dbg_value(ptr %0, !972, !DIExpression(), !986)
    #dbg_value(ptr %1, !973, !DIExpression(), !986)
    #dbg_value(i32 %2, !974, !DIExpression(), !986)
  %4 = icmp eq ptr %1, null, !dbg !987
  br i1 %4, label %5, label %17, !dbg !988

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !989
  %7 = load ptr, ptr %6, align 8, !dbg !989, !tbaa !759
  %8 = getelementptr inbounds i8, ptr %7, i64 -8, !dbg !989
  %9 = load i8, ptr %8, align 8, !dbg !989, !tbaa !759
  %10 = icmp eq i8 %9, 70, !dbg !989
  br i1 %10, label %11, label %101, !dbg !992

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %7, i64 -16, !dbg !989
  %13 = load ptr, ptr %12, align 8, !dbg !993, !tbaa !759
  %14 = getelementptr inbounds i8, ptr %13, i64 24, !dbg !994
  %15 = load ptr, ptr %14, align 8, !dbg !994, !tbaa !759
  %16 = tail call ptr @luaF_getlocalname(ptr noundef %15, i32 noundef %2, i32 noundef 0) #13, !dbg !995
    #dbg_value(ptr %16, !975, !DIExpression(), !986)
  br label %101

17:                                               ; preds = %3
    #dbg_value(ptr null, !976, !DIExpression(), !996)
  %18 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !997
  %19 = load ptr, ptr %18, align 8, !dbg !997, !tbaa !876
    #dbg_value(ptr %0, !885, !DIExpression(), !998)
    #dbg_value(ptr %19, !886, !DIExpression(), !998)
    #dbg_value(i32 %2, !887, !DIExpression(), !998)
    #dbg_value(ptr undef, !888, !DIExpression(), !998)
  %20 = load ptr, ptr %19, align 8, !dbg !1000, !tbaa !759
  %21 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !1001
    #dbg_value(ptr %21, !889, !DIExpression(), !998)
    #dbg_value(ptr null, !890, !DIExpression(), !998)
  %22 = getelementptr inbounds i8, ptr %19, i64 62, !dbg !1002
  %23 = load i16, ptr %22, align 2, !dbg !1002, !tbaa !815
  %24 = and i16 %23, 2, !dbg !1002
  %25 = icmp eq i16 %24, 0, !dbg !1002
  br i1 %25, label %26, label %60, !dbg !1003

26:                                               ; preds = %17
  %27 = icmp slt i32 %2, 0, !dbg !1004
  %28 = load ptr, ptr %20, align 8, !dbg !1005, !tbaa !759
  %29 = getelementptr inbounds i8, ptr %28, i64 24, !dbg !1005
  %30 = load ptr, ptr %29, align 8, !dbg !1005, !tbaa !759
  br i1 %27, label %31, label %47, !dbg !1006

31:                                               ; preds = %26
    #dbg_value(ptr %19, !905, !DIExpression(), !1007)
    #dbg_value(i32 %2, !910, !DIExpression(), !1007)
    #dbg_value(ptr undef, !911, !DIExpression(), !1007)
  %32 = getelementptr inbounds i8, ptr %30, i64 11, !dbg !1009
  %33 = load i8, ptr %32, align 1, !dbg !1009, !tbaa !918
  %34 = icmp eq i8 %33, 0, !dbg !1010
  br i1 %34, label %101, label %35, !dbg !1011

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %19, i64 44, !dbg !1012
  %37 = load i32, ptr %36, align 4, !dbg !1012, !tbaa !759
    #dbg_value(i32 %37, !912, !DIExpression(), !1013)
  %38 = sub nsw i32 0, %37, !dbg !1014
  %39 = icmp sgt i32 %38, %2, !dbg !1015
  br i1 %39, label %101, label %40, !dbg !1016

40:                                               ; preds = %35
  %41 = sext i32 %37 to i64, !dbg !1017
  %42 = sub nsw i64 0, %41, !dbg !1017
  %43 = getelementptr inbounds %union.StackValue, ptr %20, i64 %42, !dbg !1017
  %44 = xor i32 %2, -1, !dbg !1018
  %45 = zext nneg i32 %44 to i64, !dbg !1018
  %46 = getelementptr inbounds %union.StackValue, ptr %43, i64 %45, !dbg !1018
  br label %90

47:                                               ; preds = %26
    #dbg_value(ptr %19, !930, !DIExpression(), !1019)
  %48 = getelementptr inbounds i8, ptr %19, i64 32, !dbg !1021
  %49 = load ptr, ptr %48, align 8, !dbg !1021, !tbaa !759
  %50 = getelementptr inbounds i8, ptr %30, i64 64, !dbg !1021
  %51 = load ptr, ptr %50, align 8, !dbg !1021, !tbaa !938
  %52 = ptrtoint ptr %49 to i64, !dbg !1021
  %53 = ptrtoint ptr %51 to i64, !dbg !1021
  %54 = sub i64 %52, %53, !dbg !1021
  %55 = lshr exact i64 %54, 2, !dbg !1021
  %56 = trunc i64 %55 to i32, !dbg !1021
  %57 = add nsw i32 %56, -1, !dbg !1021
  %58 = tail call ptr @luaF_getlocalname(ptr noundef %30, i32 noundef %2, i32 noundef %57) #13, !dbg !1022
    #dbg_value(ptr %58, !890, !DIExpression(), !998)
  %59 = icmp eq ptr %58, null, !dbg !1023
  br i1 %59, label %60, label %85, !dbg !1024

60:                                               ; preds = %47, %17
  %61 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1025
  %62 = load ptr, ptr %61, align 8, !dbg !1025, !tbaa !801
  %63 = icmp eq ptr %62, %19, !dbg !1026
  br i1 %63, label %64, label %66, !dbg !1027

64:                                               ; preds = %60
  %65 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1028
  br label %69, !dbg !1027

66:                                               ; preds = %60
  %67 = getelementptr inbounds i8, ptr %19, i64 24, !dbg !1029
  %68 = load ptr, ptr %67, align 8, !dbg !1029, !tbaa !947
  br label %69, !dbg !1027

69:                                               ; preds = %66, %64
  %70 = phi ptr [ %65, %64 ], [ %68, %66 ]
  %71 = load ptr, ptr %70, align 8, !dbg !1027, !tbaa !759
    #dbg_value(ptr %71, !891, !DIExpression(), !1030)
  %72 = ptrtoint ptr %71 to i64, !dbg !1031
  %73 = ptrtoint ptr %21 to i64, !dbg !1031
  %74 = sub i64 %72, %73, !dbg !1031
  %75 = ashr exact i64 %74, 4, !dbg !1031
  %76 = sext i32 %2 to i64, !dbg !1032
  %77 = icmp sge i64 %75, %76, !dbg !1033
  %78 = icmp sgt i32 %2, 0
  %79 = and i1 %78, %77, !dbg !1034
  br i1 %79, label %80, label %101, !dbg !1034

80:                                               ; preds = %69
  %81 = load i16, ptr %22, align 2, !dbg !1035, !tbaa !815
  %82 = and i16 %81, 2, !dbg !1035
  %83 = icmp eq i16 %82, 0, !dbg !1035
  %84 = select i1 %83, ptr @.str, ptr @.str.1, !dbg !1035
    #dbg_value(ptr %84, !890, !DIExpression(), !998)
  br label %85

85:                                               ; preds = %80, %47
  %86 = phi ptr [ %58, %47 ], [ %84, %80 ], !dbg !998
    #dbg_value(ptr %86, !890, !DIExpression(), !998)
  %87 = zext nneg i32 %2 to i64, !dbg !1036
  %88 = getelementptr %union.StackValue, ptr %21, i64 %87, !dbg !1036
  %89 = getelementptr i8, ptr %88, i64 -16, !dbg !1036
  br label %90, !dbg !1037

90:                                               ; preds = %85, %40
  %91 = phi ptr [ %46, %40 ], [ %89, %85 ], !dbg !996
  %92 = phi ptr [ @.str.9, %40 ], [ %86, %85 ]
    #dbg_value(ptr %91, !976, !DIExpression(), !996)
    #dbg_value(ptr %92, !975, !DIExpression(), !986)
  %93 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1038
  %94 = load ptr, ptr %93, align 8, !dbg !1038, !tbaa !759
    #dbg_value(ptr %94, !979, !DIExpression(), !1039)
    #dbg_value(ptr %91, !983, !DIExpression(), !1039)
  %95 = load i64, ptr %91, align 8, !dbg !1038, !tbaa !759
  store i64 %95, ptr %94, align 8, !dbg !1038, !tbaa !759
  %96 = getelementptr inbounds i8, ptr %91, i64 8, !dbg !1038
  %97 = load i8, ptr %96, align 8, !dbg !1038, !tbaa !1040
  %98 = getelementptr inbounds i8, ptr %94, i64 8, !dbg !1038
  store i8 %97, ptr %98, align 8, !dbg !1038, !tbaa !1040
  %99 = load ptr, ptr %93, align 8, !dbg !1042, !tbaa !759
  %100 = getelementptr inbounds i8, ptr %99, i64 16, !dbg !1042
  store ptr %100, ptr %93, align 8, !dbg !1042, !tbaa !759
  br label %101, !dbg !1044

101:                                              ; preds = %69, %35, %31, %90, %5, %11
  %102 = phi ptr [ %16, %11 ], [ null, %5 ], [ %92, %90 ], [ null, %31 ], [ null, %35 ], [ null, %69 ], !dbg !1045
    #dbg_value(ptr %102, !975, !DIExpression(), !986)
  ret ptr %102, !dbg !1046
}

; Function Attrs: nounwind uwtable
define dso_local ptr @lua_setlocal(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !1047 {
    #dbg_value(ptr %0, !1049, !DIExpression(), !1059)
    #dbg_value(ptr %1, !1050, !DIExpression(), !1059)
    #dbg_value(i32 %2, !1051, !DIExpression(), !1059)
    #dbg_value(ptr null, !1052, !DIExpression(), !1059)
  %4 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !1060
  %5 = load ptr, ptr %4, align 8, !dbg !1060, !tbaa !876
    #dbg_value(ptr %0, !885, !DIExpression(), !1061)
    #dbg_value(ptr %5, !886, !DIExpression(), !1061)
    #dbg_value(i32 %2, !887, !DIExpression(), !1061)
    #dbg_value(ptr undef, !888, !DIExpression(), !1061)
  %6 = load ptr, ptr %5, align 8, !dbg !1063, !tbaa !759
  %7 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !1064
    #dbg_value(ptr %7, !889, !DIExpression(), !1061)
    #dbg_value(ptr null, !890, !DIExpression(), !1061)
  %8 = getelementptr inbounds i8, ptr %5, i64 62, !dbg !1065
  %9 = load i16, ptr %8, align 2, !dbg !1065, !tbaa !815
  %10 = and i16 %9, 2, !dbg !1065
  %11 = icmp eq i16 %10, 0, !dbg !1065
  br i1 %11, label %12, label %46, !dbg !1066

12:                                               ; preds = %3
  %13 = icmp slt i32 %2, 0, !dbg !1067
  %14 = load ptr, ptr %6, align 8, !dbg !1068, !tbaa !759
  %15 = getelementptr inbounds i8, ptr %14, i64 24, !dbg !1068
  %16 = load ptr, ptr %15, align 8, !dbg !1068, !tbaa !759
  br i1 %13, label %17, label %33, !dbg !1069

17:                                               ; preds = %12
    #dbg_value(ptr %5, !905, !DIExpression(), !1070)
    #dbg_value(i32 %2, !910, !DIExpression(), !1070)
    #dbg_value(ptr undef, !911, !DIExpression(), !1070)
  %18 = getelementptr inbounds i8, ptr %16, i64 11, !dbg !1072
  %19 = load i8, ptr %18, align 1, !dbg !1072, !tbaa !918
  %20 = icmp eq i8 %19, 0, !dbg !1073
  br i1 %20, label %88, label %21, !dbg !1074

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %5, i64 44, !dbg !1075
  %23 = load i32, ptr %22, align 4, !dbg !1075, !tbaa !759
    #dbg_value(i32 %23, !912, !DIExpression(), !1076)
  %24 = sub nsw i32 0, %23, !dbg !1077
  %25 = icmp sgt i32 %24, %2, !dbg !1078
  br i1 %25, label %88, label %26, !dbg !1079

26:                                               ; preds = %21
  %27 = sext i32 %23 to i64, !dbg !1080
  %28 = sub nsw i64 0, %27, !dbg !1080
  %29 = getelementptr inbounds %union.StackValue, ptr %6, i64 %28, !dbg !1080
  %30 = xor i32 %2, -1, !dbg !1081
  %31 = zext nneg i32 %30 to i64, !dbg !1081
  %32 = getelementptr inbounds %union.StackValue, ptr %29, i64 %31, !dbg !1081
  br label %76

33:                                               ; preds = %12
    #dbg_value(ptr %5, !930, !DIExpression(), !1082)
  %34 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !1084
  %35 = load ptr, ptr %34, align 8, !dbg !1084, !tbaa !759
  %36 = getelementptr inbounds i8, ptr %16, i64 64, !dbg !1084
  %37 = load ptr, ptr %36, align 8, !dbg !1084, !tbaa !938
  %38 = ptrtoint ptr %35 to i64, !dbg !1084
  %39 = ptrtoint ptr %37 to i64, !dbg !1084
  %40 = sub i64 %38, %39, !dbg !1084
  %41 = lshr exact i64 %40, 2, !dbg !1084
  %42 = trunc i64 %41 to i32, !dbg !1084
  %43 = add nsw i32 %42, -1, !dbg !1084
  %44 = tail call ptr @luaF_getlocalname(ptr noundef %16, i32 noundef %2, i32 noundef %43) #13, !dbg !1085
    #dbg_value(ptr %44, !890, !DIExpression(), !1061)
  %45 = icmp eq ptr %44, null, !dbg !1086
  br i1 %45, label %46, label %71, !dbg !1087

46:                                               ; preds = %33, %3
  %47 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1088
  %48 = load ptr, ptr %47, align 8, !dbg !1088, !tbaa !801
  %49 = icmp eq ptr %48, %5, !dbg !1089
  br i1 %49, label %50, label %52, !dbg !1090

50:                                               ; preds = %46
  %51 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1091
  br label %55, !dbg !1090

52:                                               ; preds = %46
  %53 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !1092
  %54 = load ptr, ptr %53, align 8, !dbg !1092, !tbaa !947
  br label %55, !dbg !1090

55:                                               ; preds = %52, %50
  %56 = phi ptr [ %51, %50 ], [ %54, %52 ]
  %57 = load ptr, ptr %56, align 8, !dbg !1090, !tbaa !759
    #dbg_value(ptr %57, !891, !DIExpression(), !1093)
  %58 = ptrtoint ptr %57 to i64, !dbg !1094
  %59 = ptrtoint ptr %7 to i64, !dbg !1094
  %60 = sub i64 %58, %59, !dbg !1094
  %61 = ashr exact i64 %60, 4, !dbg !1094
  %62 = sext i32 %2 to i64, !dbg !1095
  %63 = icmp sge i64 %61, %62, !dbg !1096
  %64 = icmp sgt i32 %2, 0
  %65 = and i1 %64, %63, !dbg !1097
  br i1 %65, label %66, label %88, !dbg !1097

66:                                               ; preds = %55
  %67 = load i16, ptr %8, align 2, !dbg !1098, !tbaa !815
  %68 = and i16 %67, 2, !dbg !1098
  %69 = icmp eq i16 %68, 0, !dbg !1098
  %70 = select i1 %69, ptr @.str, ptr @.str.1, !dbg !1098
    #dbg_value(ptr %70, !890, !DIExpression(), !1061)
  br label %71

71:                                               ; preds = %66, %33
  %72 = phi ptr [ %44, %33 ], [ %70, %66 ], !dbg !1061
    #dbg_value(ptr %72, !890, !DIExpression(), !1061)
  %73 = zext nneg i32 %2 to i64, !dbg !1099
  %74 = getelementptr %union.StackValue, ptr %7, i64 %73, !dbg !1099
  %75 = getelementptr i8, ptr %74, i64 -16, !dbg !1099
  br label %76, !dbg !1100

76:                                               ; preds = %71, %26
  %77 = phi ptr [ %32, %26 ], [ %75, %71 ], !dbg !1059
  %78 = phi ptr [ @.str.9, %26 ], [ %72, %71 ]
    #dbg_value(ptr %77, !1052, !DIExpression(), !1059)
    #dbg_value(ptr %78, !1053, !DIExpression(), !1059)
    #dbg_value(ptr %77, !1054, !DIExpression(), !1101)
  %79 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1102
  %80 = load ptr, ptr %79, align 8, !dbg !1102, !tbaa !759
  %81 = getelementptr inbounds i8, ptr %80, i64 -16, !dbg !1102
    #dbg_value(ptr %81, !1058, !DIExpression(), !1101)
  %82 = load i64, ptr %81, align 8, !dbg !1102, !tbaa !759
  store i64 %82, ptr %77, align 8, !dbg !1102, !tbaa !759
  %83 = getelementptr inbounds i8, ptr %80, i64 -8, !dbg !1102
  %84 = load i8, ptr %83, align 8, !dbg !1102, !tbaa !1040
  %85 = getelementptr inbounds i8, ptr %77, i64 8, !dbg !1102
  store i8 %84, ptr %85, align 8, !dbg !1102, !tbaa !1040
  %86 = load ptr, ptr %79, align 8, !dbg !1103, !tbaa !759
  %87 = getelementptr inbounds i8, ptr %86, i64 -16, !dbg !1103
  store ptr %87, ptr %79, align 8, !dbg !1103, !tbaa !759
  br label %88, !dbg !1104

88:                                               ; preds = %55, %21, %17, %76
  %89 = phi ptr [ %78, %76 ], [ null, %17 ], [ null, %21 ], [ null, %55 ]
  ret ptr %89, !dbg !1105
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @lua_getinfo(ptr noundef %0, ptr noundef readonly %1, ptr noundef %2) local_unnamed_addr #6 !dbg !1106 {
  %4 = alloca %struct.TValue, align 8, !DIAssignID !1124
    #dbg_value(ptr %0, !1110, !DIExpression(), !1125)
    #dbg_value(ptr %1, !1111, !DIExpression(), !1125)
    #dbg_value(ptr %2, !1112, !DIExpression(), !1125)
  %5 = load i8, ptr %1, align 1, !dbg !1126, !tbaa !759
  %6 = icmp eq i8 %5, 62, !dbg !1128
  br i1 %6, label %7, label %12, !dbg !1129

7:                                                ; preds = %3
    #dbg_value(ptr null, !1117, !DIExpression(), !1125)
  %8 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1130
  %9 = load ptr, ptr %8, align 8, !dbg !1130, !tbaa !759
  %10 = getelementptr inbounds i8, ptr %9, i64 -16, !dbg !1130
    #dbg_value(ptr %10, !1118, !DIExpression(), !1125)
  %11 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !1132
    #dbg_value(ptr %11, !1111, !DIExpression(), !1125)
  store ptr %10, ptr %8, align 8, !dbg !1133, !tbaa !759
  br label %16, !dbg !1134

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %2, i64 128, !dbg !1135
  %14 = load ptr, ptr %13, align 8, !dbg !1135, !tbaa !876
    #dbg_value(ptr %14, !1117, !DIExpression(), !1125)
  %15 = load ptr, ptr %14, align 8, !dbg !1137, !tbaa !759
    #dbg_value(ptr %15, !1118, !DIExpression(), !1125)
  br label %16

16:                                               ; preds = %12, %7
  %17 = phi ptr [ %10, %7 ], [ %15, %12 ], !dbg !1138
  %18 = phi ptr [ null, %7 ], [ %14, %12 ], !dbg !1138
  %19 = phi ptr [ %11, %7 ], [ %1, %12 ]
    #dbg_value(ptr %19, !1111, !DIExpression(), !1125)
    #dbg_value(ptr %18, !1117, !DIExpression(), !1125)
    #dbg_value(ptr %17, !1118, !DIExpression(), !1125)
  %20 = getelementptr inbounds i8, ptr %17, i64 8, !dbg !1139
  %21 = load i8, ptr %20, align 8, !dbg !1139, !tbaa !1040
  switch i8 %21, label %24 [
    i8 70, label %22
    i8 102, label %22
  ], !dbg !1139

22:                                               ; preds = %16, %16
  %23 = load ptr, ptr %17, align 8, !dbg !1140, !tbaa !759
  br label %24, !dbg !1139

24:                                               ; preds = %16, %22
  %25 = phi ptr [ %23, %22 ], [ null, %16 ], !dbg !1139
    #dbg_value(ptr %25, !1114, !DIExpression(), !1125)
    #dbg_value(ptr %0, !1141, !DIExpression(), !1151)
    #dbg_value(ptr %19, !1146, !DIExpression(), !1151)
    #dbg_value(ptr %2, !1147, !DIExpression(), !1151)
    #dbg_value(ptr %25, !1148, !DIExpression(), !1151)
    #dbg_value(ptr %18, !1149, !DIExpression(), !1151)
    #dbg_value(i32 1, !1150, !DIExpression(), !1151)
  %26 = icmp eq ptr %18, null
  %27 = getelementptr inbounds i8, ptr %18, i64 62
  %28 = getelementptr inbounds i8, ptr %18, i64 56
  %29 = getelementptr inbounds i8, ptr %2, i64 64
  %30 = getelementptr inbounds i8, ptr %18, i64 58
  %31 = getelementptr inbounds i8, ptr %2, i64 66
  %32 = getelementptr inbounds i8, ptr %2, i64 8
  %33 = getelementptr inbounds i8, ptr %18, i64 16
  %34 = getelementptr inbounds i8, ptr %2, i64 16
  %35 = getelementptr inbounds i8, ptr %2, i64 63
  %36 = icmp eq ptr %25, null
  %37 = getelementptr inbounds i8, ptr %25, i64 10
  %38 = getelementptr inbounds i8, ptr %2, i64 60
  %39 = getelementptr inbounds i8, ptr %25, i64 8
  %40 = getelementptr inbounds i8, ptr %25, i64 24
  %41 = getelementptr inbounds i8, ptr %2, i64 62
  %42 = getelementptr inbounds i8, ptr %2, i64 61
  %43 = getelementptr inbounds i8, ptr %18, i64 32
  %44 = getelementptr inbounds i8, ptr %2, i64 48
  %45 = getelementptr inbounds i8, ptr %2, i64 32
  %46 = getelementptr inbounds i8, ptr %2, i64 40
  %47 = getelementptr inbounds i8, ptr %2, i64 52
  %48 = getelementptr inbounds i8, ptr %2, i64 56
  %49 = getelementptr inbounds i8, ptr %2, i64 24
  %50 = getelementptr inbounds i8, ptr %2, i64 68
  br label %51, !dbg !1153

51:                                               ; preds = %231, %24
  %52 = phi ptr [ %19, %24 ], [ %233, %231 ]
  %53 = phi i32 [ 1, %24 ], [ %232, %231 ], !dbg !1151
    #dbg_value(i32 %53, !1150, !DIExpression(), !1151)
    #dbg_value(ptr %52, !1146, !DIExpression(), !1151)
  %54 = load i8, ptr %52, align 1, !dbg !1154, !tbaa !759
  switch i8 %54, label %230 [
    i8 0, label %234
    i8 83, label %55
    i8 108, label %88
    i8 117, label %190
    i8 116, label %204
    i8 110, label %211
    i8 114, label %221
    i8 76, label %231
    i8 102, label %231
  ], !dbg !1157

55:                                               ; preds = %51
    #dbg_value(ptr %2, !1158, !DIExpression(), !1167)
    #dbg_value(ptr %25, !1163, !DIExpression(), !1167)
  br i1 %36, label %59, label %56, !dbg !1172

56:                                               ; preds = %55
  %57 = load i8, ptr %39, align 8, !dbg !1172, !tbaa !759
  %58 = icmp eq i8 %57, 6, !dbg !1172
  br i1 %58, label %60, label %59, !dbg !1173

59:                                               ; preds = %56, %55
  store ptr @.str.11, ptr %45, align 8, !dbg !1174, !tbaa !1176
  store i64 4, ptr %46, align 8, !dbg !1177, !tbaa !1178
  store i32 -1, ptr %47, align 4, !dbg !1179, !tbaa !1180
  store i32 -1, ptr %48, align 8, !dbg !1181, !tbaa !1182
  br label %84, !dbg !1183

60:                                               ; preds = %56
  %61 = load ptr, ptr %40, align 8, !dbg !1184, !tbaa !759
    #dbg_value(ptr %61, !1164, !DIExpression(), !1185)
  %62 = getelementptr inbounds i8, ptr %61, i64 112, !dbg !1186
  %63 = load ptr, ptr %62, align 8, !dbg !1186, !tbaa !1188
  %64 = icmp eq ptr %63, null, !dbg !1189
  br i1 %64, label %75, label %65, !dbg !1190

65:                                               ; preds = %60
  %66 = getelementptr inbounds i8, ptr %63, i64 24, !dbg !1191
  store ptr %66, ptr %45, align 8, !dbg !1193, !tbaa !1176
  %67 = getelementptr inbounds i8, ptr %63, i64 11, !dbg !1194
  %68 = load i8, ptr %67, align 1, !dbg !1194, !tbaa !1195
  %69 = icmp eq i8 %68, -1, !dbg !1194
  br i1 %69, label %72, label %70, !dbg !1194

70:                                               ; preds = %65
  %71 = zext i8 %68 to i64, !dbg !1194
  br label %76, !dbg !1194

72:                                               ; preds = %65
  %73 = getelementptr inbounds i8, ptr %63, i64 16, !dbg !1194
  %74 = load i64, ptr %73, align 8, !dbg !1194, !tbaa !759
  br label %76, !dbg !1194

75:                                               ; preds = %60
  store ptr @.str.13, ptr %45, align 8, !dbg !1197, !tbaa !1176
  br label %76

76:                                               ; preds = %75, %72, %70
  %77 = phi i64 [ 2, %75 ], [ %71, %70 ], [ %74, %72 ]
  %78 = phi ptr [ @.str.13, %75 ], [ %66, %70 ], [ %66, %72 ]
  store i64 %77, ptr %46, align 8, !dbg !1199, !tbaa !1178
  %79 = getelementptr inbounds i8, ptr %61, i64 44, !dbg !1200
  %80 = load <2 x i32>, ptr %79, align 4, !dbg !1200, !tbaa !754
  store <2 x i32> %80, ptr %47, align 4, !dbg !1201, !tbaa !754
  %81 = extractelement <2 x i32> %80, i64 0, !dbg !1202
  %82 = icmp eq i32 %81, 0, !dbg !1202
  %83 = select i1 %82, ptr @.str.14, ptr @.str.15, !dbg !1203
  br label %84

84:                                               ; preds = %76, %59
  %85 = phi ptr [ %83, %76 ], [ @.str.12, %59 ]
  %86 = phi i64 [ %77, %76 ], [ 4, %59 ], !dbg !1204
  %87 = phi ptr [ %78, %76 ], [ @.str.11, %59 ], !dbg !1205
  store ptr %85, ptr %49, align 8, !dbg !1206, !tbaa !1207
  tail call void @luaO_chunkid(ptr noundef nonnull %50, ptr noundef %87, i64 noundef %86) #13, !dbg !1208
  br label %231, !dbg !1209

88:                                               ; preds = %51
  br i1 %26, label %188, label %89, !dbg !1210

89:                                               ; preds = %88
  %90 = load i16, ptr %27, align 2, !dbg !1212, !tbaa !815
  %91 = and i16 %90, 2, !dbg !1212
  %92 = icmp eq i16 %91, 0, !dbg !1212
  br i1 %92, label %93, label %188, !dbg !1213

93:                                               ; preds = %89
    #dbg_value(ptr %18, !1214, !DIExpression(), !1217)
  %94 = load ptr, ptr %18, align 8, !dbg !1219, !tbaa !759
  %95 = load ptr, ptr %94, align 8, !dbg !1219, !tbaa !759
  %96 = getelementptr inbounds i8, ptr %95, i64 24, !dbg !1220
  %97 = load ptr, ptr %96, align 8, !dbg !1220, !tbaa !759
    #dbg_value(ptr %18, !930, !DIExpression(), !1221)
  %98 = load ptr, ptr %43, align 8, !dbg !1223, !tbaa !759
  %99 = getelementptr inbounds i8, ptr %97, i64 64, !dbg !1223
  %100 = load ptr, ptr %99, align 8, !dbg !1223, !tbaa !938
  %101 = ptrtoint ptr %98 to i64, !dbg !1223
  %102 = ptrtoint ptr %100 to i64, !dbg !1223
  %103 = sub i64 %101, %102, !dbg !1223
  %104 = lshr exact i64 %103, 2, !dbg !1223
  %105 = trunc i64 %104 to i32, !dbg !1223
  %106 = add nsw i32 %105, -1, !dbg !1223
    #dbg_value(ptr %97, !694, !DIExpression(), !1224)
    #dbg_value(i32 %106, !695, !DIExpression(), !1224)
  %107 = getelementptr inbounds i8, ptr %97, i64 88, !dbg !1226
  %108 = load ptr, ptr %107, align 8, !dbg !1226, !tbaa !702
  %109 = icmp eq ptr %108, null, !dbg !1227
  br i1 %109, label %188, label %110, !dbg !1228

110:                                              ; preds = %93
    #dbg_value(ptr %97, !710, !DIExpression(), !1229)
    #dbg_value(i32 %106, !716, !DIExpression(), !1229)
    #dbg_value(ptr undef, !717, !DIExpression(), !1229)
  %111 = getelementptr inbounds i8, ptr %97, i64 40, !dbg !1231
  %112 = load i32, ptr %111, align 8, !dbg !1231, !tbaa !724
  %113 = icmp eq i32 %112, 0, !dbg !1232
  br i1 %113, label %119, label %114, !dbg !1233

114:                                              ; preds = %110
  %115 = getelementptr inbounds i8, ptr %97, i64 96, !dbg !1234
  %116 = load ptr, ptr %115, align 8, !dbg !1234, !tbaa !728
  %117 = load i32, ptr %116, align 4, !dbg !1235, !tbaa !730
  %118 = icmp slt i32 %117, %105, !dbg !1236
  br i1 %118, label %121, label %119, !dbg !1237

119:                                              ; preds = %114, %110
    #dbg_value(i32 -1, !696, !DIExpression(), !1238)
  %120 = getelementptr inbounds i8, ptr %97, i64 44, !dbg !1239
  br label %142, !dbg !1240

121:                                              ; preds = %114
  %122 = lshr i32 %106, 7, !dbg !1241
    #dbg_value(i32 %122, !718, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1242)
  %123 = zext nneg i32 %122 to i64, !dbg !1243
  %124 = add nsw i64 %123, -1, !dbg !1243
  %125 = tail call i32 @llvm.smax.i32(i32 %112, i32 %122), !dbg !1243
  %126 = add nsw i32 %125, -1, !dbg !1243
  br label %127, !dbg !1243

127:                                              ; preds = %131, %121
  %128 = phi i64 [ %132, %131 ], [ %124, %121 ], !dbg !1242
    #dbg_value(i64 %128, !718, !DIExpression(), !1242)
  %129 = trunc i64 %128 to i32, !dbg !1244
  %130 = icmp eq i32 %126, %129, !dbg !1245
  br i1 %130, label %136, label %131, !dbg !1244

131:                                              ; preds = %127
  %132 = add nsw i64 %128, 1, !dbg !1246
  %133 = getelementptr inbounds %struct.AbsLineInfo, ptr %116, i64 %132, !dbg !1247
  %134 = load i32, ptr %133, align 4, !dbg !1248, !tbaa !730
  %135 = icmp slt i32 %134, %105, !dbg !1249
  br i1 %135, label %127, label %136, !dbg !1243, !llvm.loop !1250

136:                                              ; preds = %131, %127
  %137 = phi i32 [ %126, %127 ], [ %129, %131 ], !dbg !1242
  %138 = sext i32 %137 to i64, !dbg !1252
  %139 = getelementptr inbounds %struct.AbsLineInfo, ptr %116, i64 %138, !dbg !1252
  %140 = load i32, ptr %139, align 4, !dbg !1253, !tbaa !730
    #dbg_value(i32 %140, !696, !DIExpression(), !1238)
  %141 = getelementptr inbounds %struct.AbsLineInfo, ptr %116, i64 %138, i32 1, !dbg !1254
  br label %142

142:                                              ; preds = %136, %119
  %143 = phi i32 [ -1, %119 ], [ %140, %136 ], !dbg !1255
  %144 = phi ptr [ %120, %119 ], [ %141, %136 ]
    #dbg_value(i32 %143, !696, !DIExpression(), !1238)
  %145 = load i32, ptr %144, align 4, !dbg !1255, !tbaa !754
    #dbg_value(i32 %145, !699, !DIExpression(), !1238)
    #dbg_value(i32 %143, !696, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1238)
  %146 = icmp slt i32 %143, %106, !dbg !1256
  br i1 %146, label %147, label %188, !dbg !1257

147:                                              ; preds = %142
  %148 = sext i32 %143 to i64, !dbg !1257
  %149 = sext i32 %106 to i64, !dbg !1256
  %150 = sub nsw i64 %149, %148, !dbg !1257
  %151 = icmp ult i64 %150, 8, !dbg !1257
  br i1 %151, label %176, label %152, !dbg !1257

152:                                              ; preds = %147
  %153 = and i64 %150, -8, !dbg !1257
  %154 = add nsw i64 %153, %148, !dbg !1257
  %155 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %145, i64 0, !dbg !1257
  %156 = getelementptr i8, ptr %108, i64 %148, !dbg !1257
  br label %157, !dbg !1257

157:                                              ; preds = %157, %152
  %158 = phi i64 [ 0, %152 ], [ %170, %157 ]
  %159 = phi <4 x i32> [ %155, %152 ], [ %168, %157 ]
  %160 = phi <4 x i32> [ zeroinitializer, %152 ], [ %169, %157 ]
  %161 = getelementptr i8, ptr %156, i64 %158, !dbg !1258
  %162 = getelementptr i8, ptr %161, i64 1, !dbg !1258
  %163 = getelementptr i8, ptr %161, i64 5, !dbg !1258
  %164 = load <4 x i8>, ptr %162, align 1, !dbg !1258, !tbaa !759
  %165 = load <4 x i8>, ptr %163, align 1, !dbg !1258, !tbaa !759
  %166 = sext <4 x i8> %164 to <4 x i32>, !dbg !1258
  %167 = sext <4 x i8> %165 to <4 x i32>, !dbg !1258
  %168 = add <4 x i32> %159, %166, !dbg !1259
  %169 = add <4 x i32> %160, %167, !dbg !1259
  %170 = add nuw i64 %158, 8
  %171 = icmp eq i64 %170, %153
  br i1 %171, label %172, label %157, !llvm.loop !1260

172:                                              ; preds = %157
  %173 = add <4 x i32> %169, %168, !dbg !1257
  %174 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %173), !dbg !1257
  %175 = icmp eq i64 %150, %153, !dbg !1257
  br i1 %175, label %188, label %176, !dbg !1257

176:                                              ; preds = %172, %147
  %177 = phi i64 [ %148, %147 ], [ %154, %172 ]
  %178 = phi i32 [ %145, %147 ], [ %174, %172 ]
  br label %179, !dbg !1257

179:                                              ; preds = %176, %179
  %180 = phi i64 [ %182, %179 ], [ %177, %176 ]
  %181 = phi i32 [ %186, %179 ], [ %178, %176 ]
    #dbg_value(i32 %181, !699, !DIExpression(), !1238)
    #dbg_value(i64 %180, !696, !DIExpression(), !1238)
  %182 = add nsw i64 %180, 1, !dbg !1262
    #dbg_value(i64 %182, !696, !DIExpression(), !1238)
  %183 = getelementptr inbounds i8, ptr %108, i64 %182, !dbg !1258
  %184 = load i8, ptr %183, align 1, !dbg !1258, !tbaa !759
  %185 = sext i8 %184 to i32, !dbg !1258
  %186 = add nsw i32 %181, %185, !dbg !1259
    #dbg_value(i32 %186, !699, !DIExpression(), !1238)
    #dbg_value(i64 %182, !696, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1238)
  %187 = icmp eq i64 %182, %149, !dbg !1256
  br i1 %187, label %188, label %179, !dbg !1257, !llvm.loop !1263

188:                                              ; preds = %179, %172, %142, %93, %89, %88
  %189 = phi i32 [ -1, %89 ], [ -1, %88 ], [ -1, %93 ], [ %145, %142 ], [ %174, %172 ], [ %186, %179 ], !dbg !1213
  store i32 %189, ptr %44, align 8, !dbg !1264, !tbaa !1265
  br label %231, !dbg !1266

190:                                              ; preds = %51
  br i1 %36, label %191, label %192, !dbg !1267

191:                                              ; preds = %190
  store i8 0, ptr %38, align 4, !dbg !1269, !tbaa !1270
  br label %196, !dbg !1271

192:                                              ; preds = %190
  %193 = load i8, ptr %37, align 2, !dbg !1273, !tbaa !759
  store i8 %193, ptr %38, align 4, !dbg !1269, !tbaa !1270
  %194 = load i8, ptr %39, align 8, !dbg !1271, !tbaa !759
  %195 = icmp eq i8 %194, 6, !dbg !1271
  br i1 %195, label %197, label %196, !dbg !1274

196:                                              ; preds = %192, %191
  store i8 1, ptr %41, align 2, !dbg !1275, !tbaa !1277
  store i8 0, ptr %42, align 1, !dbg !1278, !tbaa !1279
  br label %231, !dbg !1280

197:                                              ; preds = %192
  %198 = load ptr, ptr %40, align 8, !dbg !1281, !tbaa !759
  %199 = getelementptr inbounds i8, ptr %198, i64 11, !dbg !1283
  %200 = load i8, ptr %199, align 1, !dbg !1283, !tbaa !918
  store i8 %200, ptr %41, align 2, !dbg !1284, !tbaa !1277
  %201 = load ptr, ptr %40, align 8, !dbg !1285, !tbaa !759
  %202 = getelementptr inbounds i8, ptr %201, i64 10, !dbg !1286
  %203 = load i8, ptr %202, align 2, !dbg !1286, !tbaa !1287
  store i8 %203, ptr %42, align 1, !dbg !1288, !tbaa !1279
  br label %231

204:                                              ; preds = %51
  br i1 %26, label %209, label %205, !dbg !1289

205:                                              ; preds = %204
  %206 = load i16, ptr %27, align 2, !dbg !1291, !tbaa !815
  %207 = trunc i16 %206 to i8, !dbg !1292
  %208 = and i8 %207, 32, !dbg !1292
  br label %209, !dbg !1289

209:                                              ; preds = %205, %204
  %210 = phi i8 [ %208, %205 ], [ 0, %204 ], !dbg !1289
  store i8 %210, ptr %35, align 1, !dbg !1293, !tbaa !1294
  br label %231, !dbg !1295

211:                                              ; preds = %51
    #dbg_value(ptr %0, !1296, !DIExpression(), !1304)
    #dbg_value(ptr %18, !1302, !DIExpression(), !1304)
    #dbg_value(ptr %32, !1303, !DIExpression(), !1304)
  br i1 %26, label %220, label %212, !dbg !1307

212:                                              ; preds = %211
  %213 = load i16, ptr %27, align 2, !dbg !1309, !tbaa !815
  %214 = and i16 %213, 32, !dbg !1310
  %215 = icmp eq i16 %214, 0, !dbg !1310
  br i1 %215, label %216, label %220, !dbg !1311

216:                                              ; preds = %212
  %217 = load ptr, ptr %33, align 8, !dbg !1312, !tbaa !821
  %218 = tail call fastcc ptr @funcnamefromcall(ptr noundef readonly %0, ptr noundef %217, ptr noundef nonnull %32), !dbg !1313
  store ptr %218, ptr %34, align 8, !dbg !1314, !tbaa !1315
  %219 = icmp eq ptr %218, null, !dbg !1316
  br i1 %219, label %220, label %231, !dbg !1318

220:                                              ; preds = %216, %212, %211
  store ptr @.str.10, ptr %34, align 8, !dbg !1319, !tbaa !1315
  store ptr null, ptr %32, align 8, !dbg !1321, !tbaa !1322
  br label %231, !dbg !1323

221:                                              ; preds = %51
  br i1 %26, label %226, label %222, !dbg !1324

222:                                              ; preds = %221
  %223 = load i16, ptr %27, align 2, !dbg !1327, !tbaa !815
  %224 = and i16 %223, 256, !dbg !1328
  %225 = icmp eq i16 %224, 0, !dbg !1328
  br i1 %225, label %226, label %227, !dbg !1329

226:                                              ; preds = %222, %221
  store i16 0, ptr %31, align 2, !dbg !1330, !tbaa !1331
  store i16 0, ptr %29, align 8, !dbg !1332, !tbaa !1333
  br label %231, !dbg !1334

227:                                              ; preds = %222
  %228 = load i16, ptr %28, align 8, !dbg !1335, !tbaa !759
  store i16 %228, ptr %29, align 8, !dbg !1337, !tbaa !1333
  %229 = load i16, ptr %30, align 2, !dbg !1338, !tbaa !759
  store i16 %229, ptr %31, align 2, !dbg !1339, !tbaa !1331
  br label %231

230:                                              ; preds = %51
    #dbg_value(i32 0, !1150, !DIExpression(), !1151)
  br label %231, !dbg !1340

231:                                              ; preds = %230, %227, %226, %220, %216, %209, %197, %196, %188, %84, %51, %51
  %232 = phi i32 [ 0, %230 ], [ %53, %226 ], [ %53, %227 ], [ %53, %220 ], [ %53, %216 ], [ %53, %209 ], [ %53, %197 ], [ %53, %196 ], [ %53, %188 ], [ %53, %84 ], [ %53, %51 ], [ %53, %51 ], !dbg !1151
    #dbg_value(i32 %232, !1150, !DIExpression(), !1151)
  %233 = getelementptr inbounds i8, ptr %52, i64 1, !dbg !1341
    #dbg_value(ptr %233, !1146, !DIExpression(), !1151)
  br label %51, !dbg !1342, !llvm.loop !1343

234:                                              ; preds = %51
    #dbg_value(i32 %53, !1113, !DIExpression(), !1125)
  %235 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %19, i32 noundef 102) #14, !dbg !1345
  %236 = icmp eq ptr %235, null, !dbg !1345
  br i1 %236, label %245, label %237, !dbg !1346

237:                                              ; preds = %234
  %238 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1347
  %239 = load ptr, ptr %238, align 8, !dbg !1347, !tbaa !759
    #dbg_value(ptr %239, !1119, !DIExpression(), !1348)
    #dbg_value(ptr %17, !1123, !DIExpression(), !1348)
  %240 = load i64, ptr %17, align 8, !dbg !1347, !tbaa !759
  store i64 %240, ptr %239, align 8, !dbg !1347, !tbaa !759
  %241 = load i8, ptr %20, align 8, !dbg !1347, !tbaa !1040
  %242 = getelementptr inbounds i8, ptr %239, i64 8, !dbg !1347
  store i8 %241, ptr %242, align 8, !dbg !1347, !tbaa !1040
  %243 = load ptr, ptr %238, align 8, !dbg !1349, !tbaa !759
  %244 = getelementptr inbounds i8, ptr %243, i64 16, !dbg !1349
  store ptr %244, ptr %238, align 8, !dbg !1349, !tbaa !759
  br label %245, !dbg !1351

245:                                              ; preds = %237, %234
  %246 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %19, i32 noundef 76) #14, !dbg !1352
  %247 = icmp eq ptr %246, null, !dbg !1352
  br i1 %247, label %461, label %248, !dbg !1354

248:                                              ; preds = %245
    #dbg_assign(i1 undef, !1355, !DIExpression(), !1124, ptr %4, !DIExpression(), !1375)
    #dbg_value(ptr %0, !1364, !DIExpression(), !1377)
    #dbg_value(ptr %25, !1365, !DIExpression(), !1377)
  br i1 %36, label %252, label %249, !dbg !1378

249:                                              ; preds = %248
  %250 = load i8, ptr %39, align 8, !dbg !1378, !tbaa !759
  %251 = icmp eq i8 %250, 6, !dbg !1378
  br i1 %251, label %258, label %252, !dbg !1379

252:                                              ; preds = %249, %248
  %253 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1380
  %254 = load ptr, ptr %253, align 8, !dbg !1380, !tbaa !759
  %255 = getelementptr inbounds i8, ptr %254, i64 8, !dbg !1380
  store i8 0, ptr %255, align 8, !dbg !1380, !tbaa !759
  %256 = load ptr, ptr %253, align 8, !dbg !1382, !tbaa !759
  %257 = getelementptr inbounds i8, ptr %256, i64 16, !dbg !1382
  store ptr %257, ptr %253, align 8, !dbg !1382, !tbaa !759
  br label %461, !dbg !1384

258:                                              ; preds = %249
  %259 = load ptr, ptr %40, align 8, !dbg !1385, !tbaa !759
    #dbg_value(ptr %259, !1366, !DIExpression(), !1386)
  %260 = getelementptr inbounds i8, ptr %259, i64 44, !dbg !1387
  %261 = load i32, ptr %260, align 4, !dbg !1387, !tbaa !1388
    #dbg_value(i32 %261, !1367, !DIExpression(), !1386)
  %262 = tail call ptr @luaH_new(ptr noundef %0) #13, !dbg !1389
    #dbg_value(ptr %262, !1368, !DIExpression(), !1386)
  %263 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1390
  %264 = load ptr, ptr %263, align 8, !dbg !1390, !tbaa !759
    #dbg_value(ptr %264, !1371, !DIExpression(), !1391)
    #dbg_value(ptr %262, !1373, !DIExpression(), !1391)
  store ptr %262, ptr %264, align 8, !dbg !1390, !tbaa !759
  %265 = getelementptr inbounds i8, ptr %264, i64 8, !dbg !1390
  store i8 69, ptr %265, align 8, !dbg !1390, !tbaa !1040
  %266 = load ptr, ptr %263, align 8, !dbg !1392, !tbaa !759
  %267 = getelementptr inbounds i8, ptr %266, i64 16, !dbg !1392
  store ptr %267, ptr %263, align 8, !dbg !1392, !tbaa !759
  %268 = getelementptr inbounds i8, ptr %259, i64 88, !dbg !1394
  %269 = load ptr, ptr %268, align 8, !dbg !1394, !tbaa !702
  %270 = icmp eq ptr %269, null, !dbg !1395
  br i1 %270, label %461, label %271, !dbg !1396

271:                                              ; preds = %258
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13, !dbg !1397
  %272 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !1398
  store i8 17, ptr %272, align 8, !dbg !1398, !tbaa !1040, !DIAssignID !1399
    #dbg_assign(i8 17, !1355, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1399, ptr %272, !DIExpression(), !1375)
  %273 = getelementptr inbounds i8, ptr %259, i64 11, !dbg !1400
  %274 = load i8, ptr %273, align 1, !dbg !1400, !tbaa !918
  %275 = icmp eq i8 %274, 0, !dbg !1402
  br i1 %275, label %357, label %276, !dbg !1403

276:                                              ; preds = %271
    #dbg_value(ptr %259, !1404, !DIExpression(), !1411)
    #dbg_value(i32 %261, !1409, !DIExpression(), !1411)
    #dbg_value(i32 0, !1410, !DIExpression(), !1411)
  %277 = load i8, ptr %269, align 1, !dbg !1414, !tbaa !759
  %278 = icmp eq i8 %277, -128, !dbg !1416
  br i1 %278, label %282, label %279, !dbg !1417

279:                                              ; preds = %276
  %280 = sext i8 %277 to i32, !dbg !1414
  %281 = add nsw i32 %261, %280, !dbg !1418
  br label %357, !dbg !1419

282:                                              ; preds = %276
    #dbg_value(ptr %259, !694, !DIExpression(), !1420)
    #dbg_value(i32 0, !695, !DIExpression(), !1420)
    #dbg_value(ptr %259, !710, !DIExpression(), !1422)
    #dbg_value(i32 0, !716, !DIExpression(), !1422)
    #dbg_value(ptr undef, !717, !DIExpression(), !1422)
  %283 = getelementptr inbounds i8, ptr %259, i64 40, !dbg !1424
  %284 = load i32, ptr %283, align 8, !dbg !1424, !tbaa !724
  %285 = icmp eq i32 %284, 0, !dbg !1425
  br i1 %285, label %306, label %286, !dbg !1426

286:                                              ; preds = %282
  %287 = getelementptr inbounds i8, ptr %259, i64 96, !dbg !1427
  %288 = load ptr, ptr %287, align 8, !dbg !1427, !tbaa !728
  %289 = load i32, ptr %288, align 4, !dbg !1428, !tbaa !730
  %290 = icmp sgt i32 %289, 0, !dbg !1429
  br i1 %290, label %306, label %291, !dbg !1430

291:                                              ; preds = %286
    #dbg_value(i32 0, !718, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1431)
  %292 = tail call i32 @llvm.smax.i32(i32 %284, i32 0), !dbg !1432
  %293 = add nsw i32 %292, -1, !dbg !1432
  %294 = sext i32 %293 to i64, !dbg !1433
  br label %295, !dbg !1432

295:                                              ; preds = %298, %291
  %296 = phi i64 [ %299, %298 ], [ -1, %291 ], !dbg !1431
    #dbg_value(i64 %296, !718, !DIExpression(), !1431)
  %297 = icmp eq i64 %296, %294, !dbg !1433
  br i1 %297, label %308, label %298, !dbg !1434

298:                                              ; preds = %295
  %299 = add nsw i64 %296, 1, !dbg !1435
  %300 = getelementptr inbounds %struct.AbsLineInfo, ptr %288, i64 %299, !dbg !1436
  %301 = load i32, ptr %300, align 4, !dbg !1437, !tbaa !730
  %302 = icmp sgt i32 %301, 0, !dbg !1438
  br i1 %302, label %303, label %295, !dbg !1432, !llvm.loop !1439

303:                                              ; preds = %298
  %304 = shl i64 %296, 32, !dbg !1441
  %305 = ashr exact i64 %304, 32, !dbg !1441
  br label %308, !dbg !1432

306:                                              ; preds = %286, %282
    #dbg_value(i32 -1, !696, !DIExpression(), !1442)
  %307 = load i32, ptr %260, align 4, !dbg !1443, !tbaa !754
    #dbg_value(i32 %307, !699, !DIExpression(), !1442)
    #dbg_value(i32 -1, !696, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1442)
  br label %315, !dbg !1444

308:                                              ; preds = %295, %303
  %309 = phi i64 [ %305, %303 ], [ %294, %295 ], !dbg !1441
  %310 = getelementptr inbounds %struct.AbsLineInfo, ptr %288, i64 %309, !dbg !1441
  %311 = load i32, ptr %310, align 4, !dbg !1445, !tbaa !730
    #dbg_value(i32 %311, !696, !DIExpression(), !1442)
  %312 = getelementptr inbounds %struct.AbsLineInfo, ptr %288, i64 %309, i32 1, !dbg !1446
  %313 = load i32, ptr %312, align 4, !dbg !1443, !tbaa !754
    #dbg_value(i32 %313, !699, !DIExpression(), !1442)
    #dbg_value(i32 %311, !696, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1442)
  %314 = icmp slt i32 %311, 0, !dbg !1447
  br i1 %314, label %315, label %357, !dbg !1444

315:                                              ; preds = %308, %306
  %316 = phi i32 [ %307, %306 ], [ %313, %308 ]
  %317 = phi i32 [ -1, %306 ], [ %311, %308 ]
  %318 = sext i32 %317 to i64, !dbg !1444
  %319 = sub nsw i64 0, %318, !dbg !1444
  %320 = icmp ult i64 %319, 8, !dbg !1444
  br i1 %320, label %345, label %321, !dbg !1444

321:                                              ; preds = %315
  %322 = and i64 %319, 4294967288, !dbg !1444
  %323 = add nsw i64 %322, %318, !dbg !1444
  %324 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %316, i64 0, !dbg !1444
  %325 = getelementptr i8, ptr %269, i64 %318, !dbg !1444
  br label %326, !dbg !1444

326:                                              ; preds = %326, %321
  %327 = phi i64 [ 0, %321 ], [ %339, %326 ]
  %328 = phi <4 x i32> [ %324, %321 ], [ %337, %326 ]
  %329 = phi <4 x i32> [ zeroinitializer, %321 ], [ %338, %326 ]
  %330 = getelementptr i8, ptr %325, i64 %327, !dbg !1448
  %331 = getelementptr i8, ptr %330, i64 1, !dbg !1448
  %332 = getelementptr i8, ptr %330, i64 5, !dbg !1448
  %333 = load <4 x i8>, ptr %331, align 1, !dbg !1448, !tbaa !759
  %334 = load <4 x i8>, ptr %332, align 1, !dbg !1448, !tbaa !759
  %335 = sext <4 x i8> %333 to <4 x i32>, !dbg !1448
  %336 = sext <4 x i8> %334 to <4 x i32>, !dbg !1448
  %337 = add <4 x i32> %328, %335, !dbg !1449
  %338 = add <4 x i32> %329, %336, !dbg !1449
  %339 = add nuw i64 %327, 8
  %340 = icmp eq i64 %339, %322
  br i1 %340, label %341, label %326, !llvm.loop !1450

341:                                              ; preds = %326
  %342 = add <4 x i32> %338, %337, !dbg !1444
  %343 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %342), !dbg !1444
  %344 = icmp eq i64 %322, %319, !dbg !1444
  br i1 %344, label %357, label %345, !dbg !1444

345:                                              ; preds = %341, %315
  %346 = phi i64 [ %318, %315 ], [ %323, %341 ]
  %347 = phi i32 [ %316, %315 ], [ %343, %341 ]
  br label %348, !dbg !1444

348:                                              ; preds = %345, %348
  %349 = phi i64 [ %351, %348 ], [ %346, %345 ]
  %350 = phi i32 [ %355, %348 ], [ %347, %345 ]
    #dbg_value(i32 %350, !699, !DIExpression(), !1442)
    #dbg_value(i64 %349, !696, !DIExpression(), !1442)
  %351 = add nsw i64 %349, 1, !dbg !1452
    #dbg_value(i64 %351, !696, !DIExpression(), !1442)
  %352 = getelementptr inbounds i8, ptr %269, i64 %351, !dbg !1448
  %353 = load i8, ptr %352, align 1, !dbg !1448, !tbaa !759
  %354 = sext i8 %353 to i32, !dbg !1448
  %355 = add nsw i32 %350, %354, !dbg !1449
    #dbg_value(i32 %355, !699, !DIExpression(), !1442)
    #dbg_value(i64 %351, !696, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1442)
  %356 = icmp eq i64 %351, 0, !dbg !1447
  br i1 %356, label %357, label %348, !dbg !1444, !llvm.loop !1453

357:                                              ; preds = %348, %341, %308, %279, %271
  %358 = phi i32 [ %261, %271 ], [ %281, %279 ], [ %313, %308 ], [ %343, %341 ], [ %355, %348 ], !dbg !1386
  %359 = phi i32 [ 0, %271 ], [ 1, %279 ], [ 1, %308 ], [ 1, %341 ], [ 1, %348 ], !dbg !1454
    #dbg_value(i32 %359, !1374, !DIExpression(), !1375)
    #dbg_value(i32 %358, !1367, !DIExpression(), !1386)
  %360 = getelementptr inbounds i8, ptr %259, i64 28
  %361 = load i32, ptr %360, align 4, !dbg !1455, !tbaa !1458
  %362 = icmp slt i32 %359, %361, !dbg !1459
  br i1 %362, label %363, label %460, !dbg !1460

363:                                              ; preds = %357
  %364 = getelementptr inbounds i8, ptr %259, i64 40
  %365 = getelementptr inbounds i8, ptr %259, i64 96
  %366 = zext nneg i32 %359 to i64, !dbg !1460
  br label %367, !dbg !1460

367:                                              ; preds = %453, %363
  %368 = phi i64 [ %366, %363 ], [ %456, %453 ]
  %369 = phi i32 [ %358, %363 ], [ %454, %453 ]
    #dbg_value(i64 %368, !1374, !DIExpression(), !1375)
    #dbg_value(i32 %369, !1367, !DIExpression(), !1386)
    #dbg_value(ptr %259, !1404, !DIExpression(), !1461)
    #dbg_value(i32 %369, !1409, !DIExpression(), !1461)
    #dbg_value(i64 %368, !1410, !DIExpression(), !1461)
  %370 = load ptr, ptr %268, align 8, !dbg !1464, !tbaa !702
  %371 = getelementptr inbounds i8, ptr %370, i64 %368, !dbg !1465
  %372 = load i8, ptr %371, align 1, !dbg !1465, !tbaa !759
  %373 = icmp eq i8 %372, -128, !dbg !1466
  br i1 %373, label %377, label %374, !dbg !1467

374:                                              ; preds = %367
  %375 = sext i8 %372 to i32, !dbg !1465
  %376 = add nsw i32 %369, %375, !dbg !1468
  br label %453, !dbg !1469

377:                                              ; preds = %367
    #dbg_value(ptr %259, !694, !DIExpression(), !1470)
    #dbg_value(i64 %368, !695, !DIExpression(), !1470)
    #dbg_value(ptr %259, !710, !DIExpression(), !1472)
    #dbg_value(i64 %368, !716, !DIExpression(), !1472)
    #dbg_value(ptr undef, !717, !DIExpression(), !1472)
  %378 = load i32, ptr %364, align 8, !dbg !1474, !tbaa !724
  %379 = icmp eq i32 %378, 0, !dbg !1475
  br i1 %379, label %408, label %380, !dbg !1476

380:                                              ; preds = %377
  %381 = load ptr, ptr %365, align 8, !dbg !1477, !tbaa !728
  %382 = load i32, ptr %381, align 4, !dbg !1478, !tbaa !730
  %383 = sext i32 %382 to i64, !dbg !1479
  %384 = icmp slt i64 %368, %383, !dbg !1479
  br i1 %384, label %408, label %385, !dbg !1480

385:                                              ; preds = %380
  %386 = trunc nuw nsw i64 %368 to i32, !dbg !1481
  %387 = lshr i32 %386, 7, !dbg !1481
    #dbg_value(i32 %387, !718, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1482)
  %388 = zext nneg i32 %387 to i64, !dbg !1483
  %389 = add nsw i64 %388, -1, !dbg !1483
  %390 = call i32 @llvm.smax.i32(i32 %378, i32 %387), !dbg !1483
  %391 = add nsw i32 %390, -1, !dbg !1483
  br label %392, !dbg !1483

392:                                              ; preds = %396, %385
  %393 = phi i64 [ %397, %396 ], [ %389, %385 ], !dbg !1482
    #dbg_value(i64 %393, !718, !DIExpression(), !1482)
  %394 = trunc i64 %393 to i32, !dbg !1484
  %395 = icmp eq i32 %391, %394, !dbg !1485
  br i1 %395, label %402, label %396, !dbg !1484

396:                                              ; preds = %392
  %397 = add nsw i64 %393, 1, !dbg !1486
  %398 = getelementptr inbounds %struct.AbsLineInfo, ptr %381, i64 %397, !dbg !1487
  %399 = load i32, ptr %398, align 4, !dbg !1488, !tbaa !730
  %400 = sext i32 %399 to i64, !dbg !1489
  %401 = icmp slt i64 %368, %400, !dbg !1489
  br i1 %401, label %402, label %392, !dbg !1483, !llvm.loop !1490

402:                                              ; preds = %396, %392
  %403 = phi i32 [ %391, %392 ], [ %394, %396 ], !dbg !1482
  %404 = sext i32 %403 to i64, !dbg !1492
  %405 = getelementptr inbounds %struct.AbsLineInfo, ptr %381, i64 %404, !dbg !1492
  %406 = load i32, ptr %405, align 4, !dbg !1493, !tbaa !730
    #dbg_value(i32 %406, !696, !DIExpression(), !1494)
  %407 = getelementptr inbounds %struct.AbsLineInfo, ptr %381, i64 %404, i32 1, !dbg !1495
  br label %408

408:                                              ; preds = %402, %380, %377
  %409 = phi i32 [ %406, %402 ], [ -1, %380 ], [ -1, %377 ], !dbg !1496
  %410 = phi ptr [ %407, %402 ], [ %260, %380 ], [ %260, %377 ]
    #dbg_value(i32 %409, !696, !DIExpression(), !1494)
  %411 = load i32, ptr %410, align 4, !dbg !1496, !tbaa !754
    #dbg_value(i32 %411, !699, !DIExpression(), !1494)
    #dbg_value(i32 %409, !696, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1494)
  %412 = sext i32 %409 to i64, !dbg !1497
  %413 = icmp sgt i64 %368, %412, !dbg !1497
  br i1 %413, label %414, label %453, !dbg !1498

414:                                              ; preds = %408
  %415 = sub i64 %368, %412, !dbg !1498
  %416 = icmp ult i64 %415, 8, !dbg !1498
  br i1 %416, label %441, label %417, !dbg !1498

417:                                              ; preds = %414
  %418 = and i64 %415, -8, !dbg !1498
  %419 = add i64 %418, %412, !dbg !1498
  %420 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %411, i64 0, !dbg !1498
  %421 = getelementptr i8, ptr %370, i64 %412, !dbg !1498
  br label %422, !dbg !1498

422:                                              ; preds = %422, %417
  %423 = phi i64 [ 0, %417 ], [ %435, %422 ]
  %424 = phi <4 x i32> [ %420, %417 ], [ %433, %422 ]
  %425 = phi <4 x i32> [ zeroinitializer, %417 ], [ %434, %422 ]
  %426 = getelementptr i8, ptr %421, i64 %423, !dbg !1499
  %427 = getelementptr i8, ptr %426, i64 1, !dbg !1499
  %428 = getelementptr i8, ptr %426, i64 5, !dbg !1499
  %429 = load <4 x i8>, ptr %427, align 1, !dbg !1499, !tbaa !759
  %430 = load <4 x i8>, ptr %428, align 1, !dbg !1499, !tbaa !759
  %431 = sext <4 x i8> %429 to <4 x i32>, !dbg !1499
  %432 = sext <4 x i8> %430 to <4 x i32>, !dbg !1499
  %433 = add <4 x i32> %424, %431, !dbg !1500
  %434 = add <4 x i32> %425, %432, !dbg !1500
  %435 = add nuw i64 %423, 8
  %436 = icmp eq i64 %435, %418
  br i1 %436, label %437, label %422, !llvm.loop !1501

437:                                              ; preds = %422
  %438 = add <4 x i32> %434, %433, !dbg !1498
  %439 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %438), !dbg !1498
  %440 = icmp eq i64 %415, %418, !dbg !1498
  br i1 %440, label %453, label %441, !dbg !1498

441:                                              ; preds = %437, %414
  %442 = phi i64 [ %412, %414 ], [ %419, %437 ]
  %443 = phi i32 [ %411, %414 ], [ %439, %437 ]
  br label %444, !dbg !1498

444:                                              ; preds = %441, %444
  %445 = phi i64 [ %447, %444 ], [ %442, %441 ]
  %446 = phi i32 [ %451, %444 ], [ %443, %441 ]
    #dbg_value(i32 %446, !699, !DIExpression(), !1494)
    #dbg_value(i64 %445, !696, !DIExpression(), !1494)
  %447 = add nsw i64 %445, 1, !dbg !1503
    #dbg_value(i64 %447, !696, !DIExpression(), !1494)
  %448 = getelementptr inbounds i8, ptr %370, i64 %447, !dbg !1499
  %449 = load i8, ptr %448, align 1, !dbg !1499, !tbaa !759
  %450 = sext i8 %449 to i32, !dbg !1499
  %451 = add nsw i32 %446, %450, !dbg !1500
    #dbg_value(i32 %451, !699, !DIExpression(), !1494)
    #dbg_value(i64 %447, !696, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1494)
  %452 = icmp eq i64 %447, %368, !dbg !1497
  br i1 %452, label %453, label %444, !dbg !1498, !llvm.loop !1504

453:                                              ; preds = %444, %437, %408, %374
  %454 = phi i32 [ %376, %374 ], [ %411, %408 ], [ %439, %437 ], [ %451, %444 ], !dbg !1505
    #dbg_value(i32 %454, !1367, !DIExpression(), !1386)
  %455 = sext i32 %454 to i64, !dbg !1506
  call void @luaH_setint(ptr noundef %0, ptr noundef %262, i64 noundef %455, ptr noundef nonnull %4) #13, !dbg !1507
  %456 = add nuw nsw i64 %368, 1, !dbg !1508
    #dbg_value(i64 %456, !1374, !DIExpression(), !1375)
  %457 = load i32, ptr %360, align 4, !dbg !1455, !tbaa !1458
  %458 = trunc nuw i64 %456 to i32, !dbg !1459
  %459 = icmp sgt i32 %457, %458, !dbg !1459
  br i1 %459, label %367, label %460, !dbg !1460, !llvm.loop !1509

460:                                              ; preds = %453, %357
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13, !dbg !1511
  br label %461, !dbg !1512

461:                                              ; preds = %460, %258, %252, %245
  ret i32 %53, !dbg !1513
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !1514 ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_typeerror(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #9 !dbg !1518 {
    #dbg_value(ptr %0, !1522, !DIExpression(), !1525)
    #dbg_value(ptr %1, !1523, !DIExpression(), !1525)
    #dbg_value(ptr %2, !1524, !DIExpression(), !1525)
  %4 = tail call fastcc ptr @varinfo(ptr noundef %0, ptr noundef %1), !dbg !1526
  tail call fastcc void @typeerror(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %4) #15, !dbg !1527
  unreachable, !dbg !1527
}

; Function Attrs: noreturn nounwind uwtable
define internal fastcc void @typeerror(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) unnamed_addr #9 !dbg !1528 {
    #dbg_value(ptr %0, !1532, !DIExpression(), !1537)
    #dbg_value(ptr %1, !1533, !DIExpression(), !1537)
    #dbg_value(ptr %2, !1534, !DIExpression(), !1537)
    #dbg_value(ptr %3, !1535, !DIExpression(), !1537)
  %5 = tail call ptr @luaT_objtypename(ptr noundef %0, ptr noundef %1) #13, !dbg !1538
    #dbg_value(ptr %5, !1536, !DIExpression(), !1537)
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.16, ptr noundef %2, ptr noundef %5, ptr noundef %3) #15, !dbg !1539
  unreachable, !dbg !1539
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @varinfo(ptr noundef %0, ptr noundef readnone %1) unnamed_addr #6 !dbg !1540 {
  %3 = alloca ptr, align 8, !DIAssignID !1554
    #dbg_assign(i1 undef, !1547, !DIExpression(), !1554, ptr %3, !DIExpression(), !1555)
    #dbg_value(ptr %0, !1544, !DIExpression(), !1555)
    #dbg_value(ptr %1, !1545, !DIExpression(), !1555)
  %4 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1556
  %5 = load ptr, ptr %4, align 8, !dbg !1556, !tbaa !801
    #dbg_value(ptr %5, !1546, !DIExpression(), !1555)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #13, !dbg !1557
  store ptr null, ptr %3, align 8, !dbg !1558, !tbaa !861, !DIAssignID !1559
    #dbg_assign(ptr null, !1547, !DIExpression(), !1559, ptr %3, !DIExpression(), !1555)
    #dbg_value(ptr null, !1548, !DIExpression(), !1555)
  %6 = getelementptr inbounds i8, ptr %5, i64 62, !dbg !1560
  %7 = load i16, ptr %6, align 2, !dbg !1560, !tbaa !815
  %8 = and i16 %7, 2, !dbg !1560
  %9 = icmp eq i16 %8, 0, !dbg !1560
  br i1 %9, label %10, label %74, !dbg !1561

10:                                               ; preds = %2
    #dbg_value(ptr %5, !1562, !DIExpression(), !1572)
    #dbg_value(ptr %1, !1567, !DIExpression(), !1572)
    #dbg_value(ptr %3, !1568, !DIExpression(), !1572)
  %11 = load ptr, ptr %5, align 8, !dbg !1574, !tbaa !759
  %12 = load ptr, ptr %11, align 8, !dbg !1574, !tbaa !759
    #dbg_value(ptr %12, !1569, !DIExpression(), !1572)
    #dbg_value(i32 0, !1571, !DIExpression(), !1572)
  %13 = getelementptr inbounds i8, ptr %12, i64 10
  %14 = load i8, ptr %13, align 2, !tbaa !1575
    #dbg_value(i32 0, !1571, !DIExpression(), !1572)
  %15 = icmp eq i8 %14, 0, !dbg !1577
  br i1 %15, label %40, label %16, !dbg !1580

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8, ptr %12, i64 32
  %18 = zext i8 %14 to i64, !dbg !1577
  br label %19, !dbg !1580

19:                                               ; preds = %26, %16
  %20 = phi i64 [ 0, %16 ], [ %27, %26 ]
    #dbg_value(i64 %20, !1571, !DIExpression(), !1572)
  %21 = getelementptr inbounds [1 x ptr], ptr %17, i64 0, i64 %20, !dbg !1581
  %22 = load ptr, ptr %21, align 8, !dbg !1581, !tbaa !861
  %23 = getelementptr inbounds i8, ptr %22, i64 16, !dbg !1584
  %24 = load ptr, ptr %23, align 8, !dbg !1585, !tbaa !759
  %25 = icmp eq ptr %24, %1, !dbg !1586
  br i1 %25, label %29, label %26, !dbg !1587

26:                                               ; preds = %19
  %27 = add nuw nsw i64 %20, 1, !dbg !1588
    #dbg_value(i64 %27, !1571, !DIExpression(), !1572)
  %28 = icmp eq i64 %27, %18, !dbg !1577
  br i1 %28, label %40, label %19, !dbg !1580, !llvm.loop !1589

29:                                               ; preds = %19
  %30 = getelementptr inbounds i8, ptr %12, i64 24, !dbg !1591
  %31 = load ptr, ptr %30, align 8, !dbg !1591, !tbaa !1593
    #dbg_value(ptr %31, !1594, !DIExpression(), !1601)
    #dbg_value(i64 %20, !1599, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1601)
  %32 = getelementptr inbounds i8, ptr %31, i64 80, !dbg !1603
  %33 = load ptr, ptr %32, align 8, !dbg !1603, !tbaa !1604
  %34 = and i64 %20, 4294967295, !dbg !1603
  %35 = getelementptr inbounds %struct.Upvaldesc, ptr %33, i64 %34, !dbg !1603
  %36 = load ptr, ptr %35, align 8, !dbg !1603, !tbaa !1605
    #dbg_value(ptr %36, !1600, !DIExpression(), !1601)
  %37 = icmp eq ptr %36, null, !dbg !1607
  %38 = getelementptr inbounds i8, ptr %36, i64 24, !dbg !1609
  %39 = select i1 %37, ptr @.str.18, ptr %38, !dbg !1609
    #dbg_assign(ptr %39, !1547, !DIExpression(), !1610, ptr %3, !DIExpression(), !1555)
    #dbg_value(ptr @.str.17, !1548, !DIExpression(), !1555)
    #dbg_value(ptr %0, !1611, !DIExpression(), !1618)
    #dbg_value(ptr @.str.17, !1616, !DIExpression(), !1618)
    #dbg_value(ptr %39, !1617, !DIExpression(), !1618)
  br label %70, !dbg !1620

40:                                               ; preds = %26, %10
    #dbg_value(ptr null, !1548, !DIExpression(), !1555)
    #dbg_value(ptr %5, !1621, !DIExpression(), !1629)
    #dbg_value(ptr %1, !1626, !DIExpression(), !1629)
  %41 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !1631
    #dbg_value(ptr %41, !1628, !DIExpression(), !1629)
    #dbg_value(i32 0, !1627, !DIExpression(), !1629)
  %42 = getelementptr inbounds i8, ptr %5, i64 8
  %43 = load ptr, ptr %42, align 8, !tbaa !759
  %44 = icmp ult ptr %41, %43, !dbg !1632
  br i1 %44, label %45, label %74, !dbg !1635

45:                                               ; preds = %40, %49
  %46 = phi i64 [ %50, %49 ], [ 0, %40 ]
  %47 = getelementptr inbounds %union.StackValue, ptr %41, i64 %46, !dbg !1636
    #dbg_value(i64 poison, !1627, !DIExpression(), !1629)
  %48 = icmp eq ptr %47, %1, !dbg !1636
  br i1 %48, label %53, label %49, !dbg !1639

49:                                               ; preds = %45
  %50 = add nuw nsw i64 %46, 1, !dbg !1640
    #dbg_value(i64 %50, !1627, !DIExpression(), !1629)
  %51 = getelementptr inbounds %union.StackValue, ptr %41, i64 %50, !dbg !1641
  %52 = icmp ult ptr %51, %43, !dbg !1632
  br i1 %52, label %45, label %74, !dbg !1635, !llvm.loop !1642

53:                                               ; preds = %45
    #dbg_value(i64 poison, !1549, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1644)
  %54 = trunc nuw nsw i64 %46 to i32
    #dbg_value(i32 %54, !1549, !DIExpression(), !1644)
  %55 = getelementptr inbounds i8, ptr %12, i64 24, !dbg !1645
  %56 = load ptr, ptr %55, align 8, !dbg !1645, !tbaa !759
    #dbg_value(ptr %5, !930, !DIExpression(), !1647)
  %57 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !1649
  %58 = load ptr, ptr %57, align 8, !dbg !1649, !tbaa !759
  %59 = getelementptr inbounds i8, ptr %56, i64 64, !dbg !1649
  %60 = load ptr, ptr %59, align 8, !dbg !1649, !tbaa !938
  %61 = ptrtoint ptr %58 to i64, !dbg !1649
  %62 = ptrtoint ptr %60 to i64, !dbg !1649
  %63 = sub i64 %61, %62, !dbg !1649
  %64 = lshr exact i64 %63, 2, !dbg !1649
  %65 = trunc i64 %64 to i32, !dbg !1649
  %66 = add nsw i32 %65, -1, !dbg !1649
  %67 = call fastcc ptr @getobjname(ptr noundef %56, i32 noundef %66, i32 noundef %54, ptr noundef nonnull %3), !dbg !1650
    #dbg_value(ptr %67, !1548, !DIExpression(), !1555)
  %68 = load ptr, ptr %3, align 8, !dbg !1651, !tbaa !861
    #dbg_value(ptr %0, !1611, !DIExpression(), !1618)
    #dbg_value(ptr %67, !1616, !DIExpression(), !1618)
    #dbg_value(ptr %68, !1617, !DIExpression(), !1618)
  %69 = icmp eq ptr %67, null, !dbg !1652
  br i1 %69, label %74, label %70, !dbg !1620

70:                                               ; preds = %29, %53
  %71 = phi ptr [ %39, %29 ], [ %68, %53 ]
  %72 = phi ptr [ @.str.17, %29 ], [ %67, %53 ]
  %73 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.30, ptr noundef nonnull %72, ptr noundef %71) #13, !dbg !1654
  br label %74, !dbg !1655

74:                                               ; preds = %49, %40, %2, %53, %70
  %75 = phi ptr [ %73, %70 ], [ @.str.10, %53 ], [ @.str.10, %2 ], [ @.str.10, %40 ], [ @.str.10, %49 ], !dbg !1656
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #13, !dbg !1657
  ret ptr %75, !dbg !1658
}

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_callerror(ptr noundef %0, ptr noundef %1) local_unnamed_addr #9 !dbg !1659 {
  %3 = alloca ptr, align 8, !DIAssignID !1669
    #dbg_assign(i1 undef, !1666, !DIExpression(), !1669, ptr %3, !DIExpression(), !1670)
    #dbg_value(ptr %0, !1663, !DIExpression(), !1670)
    #dbg_value(ptr %1, !1664, !DIExpression(), !1670)
  %4 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1671
  %5 = load ptr, ptr %4, align 8, !dbg !1671, !tbaa !801
    #dbg_value(ptr %5, !1665, !DIExpression(), !1670)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #13, !dbg !1672
  store ptr null, ptr %3, align 8, !dbg !1673, !tbaa !861, !DIAssignID !1674
    #dbg_assign(ptr null, !1666, !DIExpression(), !1674, ptr %3, !DIExpression(), !1670)
  %6 = call fastcc ptr @funcnamefromcall(ptr noundef %0, ptr noundef %5, ptr noundef nonnull %3), !dbg !1675
    #dbg_value(ptr %6, !1667, !DIExpression(), !1670)
  %7 = icmp eq ptr %6, null, !dbg !1676
  br i1 %7, label %11, label %8, !dbg !1676

8:                                                ; preds = %2
  %9 = load ptr, ptr %3, align 8, !dbg !1677, !tbaa !861
    #dbg_value(ptr %0, !1611, !DIExpression(), !1678)
    #dbg_value(ptr %6, !1616, !DIExpression(), !1678)
    #dbg_value(ptr %9, !1617, !DIExpression(), !1678)
  %10 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.30, ptr noundef nonnull %6, ptr noundef %9) #13, !dbg !1680
  br label %13, !dbg !1676

11:                                               ; preds = %2
  %12 = tail call fastcc ptr @varinfo(ptr noundef nonnull %0, ptr noundef %1), !dbg !1681
  br label %13, !dbg !1676

13:                                               ; preds = %11, %8
  %14 = phi ptr [ %10, %8 ], [ %12, %11 ], !dbg !1676
    #dbg_value(ptr %14, !1668, !DIExpression(), !1670)
  tail call fastcc void @typeerror(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull @.str.2, ptr noundef %14) #15, !dbg !1682
  unreachable, !dbg !1682
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @funcnamefromcall(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) unnamed_addr #6 !dbg !1683 {
    #dbg_value(ptr %0, !1685, !DIExpression(), !1688)
    #dbg_value(ptr %1, !1686, !DIExpression(), !1688)
    #dbg_value(ptr %2, !1687, !DIExpression(), !1688)
  %4 = getelementptr inbounds i8, ptr %1, i64 62, !dbg !1689
  %5 = load i16, ptr %4, align 2, !dbg !1689, !tbaa !815
  %6 = zext i16 %5 to i32, !dbg !1691
  %7 = and i32 %6, 8, !dbg !1692
  %8 = icmp eq i32 %7, 0, !dbg !1692
  br i1 %8, label %10, label %9, !dbg !1693

9:                                                ; preds = %3
  store ptr @.str.18, ptr %2, align 8, !dbg !1694, !tbaa !861
  br label %61, !dbg !1696

10:                                               ; preds = %3
  %11 = and i32 %6, 128, !dbg !1697
  %12 = icmp eq i32 %11, 0, !dbg !1697
  br i1 %12, label %14, label %13, !dbg !1699

13:                                               ; preds = %10
  store ptr @.str.27, ptr %2, align 8, !dbg !1700, !tbaa !861
  br label %61, !dbg !1702

14:                                               ; preds = %10
  %15 = and i32 %6, 2, !dbg !1703
  %16 = icmp eq i32 %15, 0, !dbg !1703
  br i1 %16, label %17, label %61, !dbg !1705

17:                                               ; preds = %14
  %18 = load ptr, ptr %1, align 8, !dbg !1706, !tbaa !759
  %19 = load ptr, ptr %18, align 8, !dbg !1706, !tbaa !759
  %20 = getelementptr inbounds i8, ptr %19, i64 24, !dbg !1707
  %21 = load ptr, ptr %20, align 8, !dbg !1707, !tbaa !759
    #dbg_value(ptr %1, !930, !DIExpression(), !1708)
  %22 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !1710
  %23 = load ptr, ptr %22, align 8, !dbg !1710, !tbaa !759
  %24 = getelementptr inbounds i8, ptr %21, i64 64, !dbg !1710
  %25 = load ptr, ptr %24, align 8, !dbg !1710, !tbaa !938
  %26 = ptrtoint ptr %23 to i64, !dbg !1710
  %27 = ptrtoint ptr %25 to i64, !dbg !1710
  %28 = sub i64 %26, %27, !dbg !1710
  %29 = lshr exact i64 %28, 2, !dbg !1710
  %30 = trunc i64 %29 to i32, !dbg !1710
  %31 = add nsw i32 %30, -1, !dbg !1710
    #dbg_value(ptr %0, !1711, !DIExpression(), !1721)
    #dbg_value(ptr %21, !1716, !DIExpression(), !1721)
    #dbg_value(i32 %31, !1717, !DIExpression(), !1721)
    #dbg_value(ptr %2, !1718, !DIExpression(), !1721)
    #dbg_value(i32 0, !1719, !DIExpression(), !1721)
  %32 = sext i32 %31 to i64, !dbg !1723
  %33 = getelementptr inbounds i32, ptr %25, i64 %32, !dbg !1723
  %34 = load i32, ptr %33, align 4, !dbg !1723, !tbaa !754
    #dbg_value(i32 %34, !1720, !DIExpression(), !1721)
  %35 = and i32 %34, 127, !dbg !1724
  switch i32 %35, label %61 [
    i32 68, label %36
    i32 69, label %36
    i32 76, label %40
    i32 20, label %53
    i32 11, label %53
    i32 12, label %53
    i32 13, label %53
    i32 14, label %53
    i32 15, label %41
    i32 16, label %41
    i32 17, label %41
    i32 18, label %41
    i32 46, label %42
    i32 47, label %42
    i32 48, label %42
    i32 49, label %45
    i32 50, label %46
    i32 52, label %47
    i32 53, label %48
    i32 57, label %49
    i32 58, label %50
    i32 62, label %50
    i32 64, label %50
    i32 59, label %51
    i32 63, label %51
    i32 65, label %51
    i32 54, label %52
    i32 70, label %52
  ], !dbg !1725

36:                                               ; preds = %17, %17
  %37 = lshr i32 %34, 7, !dbg !1726
  %38 = and i32 %37, 255, !dbg !1726
  %39 = tail call fastcc ptr @getobjname(ptr noundef nonnull %21, i32 noundef %31, i32 noundef %38, ptr noundef %2), !dbg !1728
  br label %61, !dbg !1729

40:                                               ; preds = %17
  store ptr @.str.29, ptr %2, align 8, !dbg !1730, !tbaa !861
  br label %61, !dbg !1732

41:                                               ; preds = %17, %17, %17, %17
    #dbg_value(i32 1, !1719, !DIExpression(), !1721)
  br label %53, !dbg !1733

42:                                               ; preds = %17, %17, %17
  %43 = lshr i32 %34, 24, !dbg !1734
    #dbg_value(i32 %43, !1719, !DIExpression(), !1721)
  %44 = zext nneg i32 %43 to i64, !dbg !1736
  br label %53, !dbg !1737

45:                                               ; preds = %17
    #dbg_value(i32 18, !1719, !DIExpression(), !1721)
  br label %53, !dbg !1738

46:                                               ; preds = %17
    #dbg_value(i32 19, !1719, !DIExpression(), !1721)
  br label %53, !dbg !1739

47:                                               ; preds = %17
    #dbg_value(i32 4, !1719, !DIExpression(), !1721)
  br label %53, !dbg !1740

48:                                               ; preds = %17
    #dbg_value(i32 22, !1719, !DIExpression(), !1721)
  br label %53, !dbg !1741

49:                                               ; preds = %17
    #dbg_value(i32 5, !1719, !DIExpression(), !1721)
  br label %53, !dbg !1742

50:                                               ; preds = %17, %17, %17
    #dbg_value(i32 20, !1719, !DIExpression(), !1721)
  br label %53, !dbg !1743

51:                                               ; preds = %17, %17, %17
    #dbg_value(i32 21, !1719, !DIExpression(), !1721)
  br label %53, !dbg !1744

52:                                               ; preds = %17, %17
    #dbg_value(i32 24, !1719, !DIExpression(), !1721)
  br label %53, !dbg !1745

53:                                               ; preds = %52, %51, %50, %49, %48, %47, %46, %45, %42, %41, %17, %17, %17, %17, %17
  %54 = phi i64 [ 24, %52 ], [ 21, %51 ], [ 20, %50 ], [ 5, %49 ], [ 22, %48 ], [ 4, %47 ], [ 19, %46 ], [ 18, %45 ], [ %44, %42 ], [ 1, %41 ], [ 0, %17 ], [ 0, %17 ], [ 0, %17 ], [ 0, %17 ], [ 0, %17 ], !dbg !1746
    #dbg_value(i64 %54, !1719, !DIExpression(), !1721)
  %55 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1736
  %56 = load ptr, ptr %55, align 8, !dbg !1736, !tbaa !1747
  %57 = getelementptr inbounds i8, ptr %56, i64 280, !dbg !1736
  %58 = getelementptr inbounds [25 x ptr], ptr %57, i64 0, i64 %54, !dbg !1736
  %59 = load ptr, ptr %58, align 8, !dbg !1736, !tbaa !861
  %60 = getelementptr inbounds i8, ptr %59, i64 26, !dbg !1748
  store ptr %60, ptr %2, align 8, !dbg !1749, !tbaa !861
  br label %61, !dbg !1750

61:                                               ; preds = %53, %40, %36, %17, %14, %13, %9
  %62 = phi ptr [ @.str.26, %9 ], [ @.str.28, %13 ], [ null, %14 ], [ @.str.28, %53 ], [ @.str.29, %40 ], [ %39, %36 ], [ null, %17 ], !dbg !1751
  ret ptr %62, !dbg !1752
}

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_forerror(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #9 !dbg !1753 {
    #dbg_value(ptr %0, !1755, !DIExpression(), !1758)
    #dbg_value(ptr %1, !1756, !DIExpression(), !1758)
    #dbg_value(ptr %2, !1757, !DIExpression(), !1758)
  %4 = tail call ptr @luaT_objtypename(ptr noundef %0, ptr noundef %1) #13, !dbg !1759
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.3, ptr noundef %2, ptr noundef %4) #15, !dbg !1760
  unreachable, !dbg !1760
}

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_runerror(ptr noundef %0, ptr noundef %1, ...) local_unnamed_addr #9 !dbg !1761 {
  %3 = alloca [60 x i8], align 16, !DIAssignID !1785
  %4 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !1786
    #dbg_assign(i1 undef, !1769, !DIExpression(), !1786, ptr %4, !DIExpression(), !1787)
    #dbg_value(ptr %0, !1765, !DIExpression(), !1787)
    #dbg_value(ptr %1, !1766, !DIExpression(), !1787)
  %5 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1788
  %6 = load ptr, ptr %5, align 8, !dbg !1788, !tbaa !801
    #dbg_value(ptr %6, !1767, !DIExpression(), !1787)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #13, !dbg !1789
  %7 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1790
  %8 = load ptr, ptr %7, align 8, !dbg !1790, !tbaa !1747
  %9 = getelementptr inbounds i8, ptr %8, i64 24, !dbg !1790
  %10 = load i64, ptr %9, align 8, !dbg !1790, !tbaa !1793
  %11 = icmp sgt i64 %10, 0, !dbg !1790
  br i1 %11, label %12, label %13, !dbg !1796

12:                                               ; preds = %2
  tail call void @luaC_step(ptr noundef nonnull %0) #13, !dbg !1797
  br label %13, !dbg !1797

13:                                               ; preds = %12, %2
  call void @llvm.va_start.p0(ptr nonnull %4), !dbg !1799
  %14 = call ptr @luaO_pushvfstring(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull %4) #13, !dbg !1800
    #dbg_value(ptr %14, !1768, !DIExpression(), !1787)
  call void @llvm.va_end.p0(ptr nonnull %4), !dbg !1801
  %15 = getelementptr inbounds i8, ptr %6, i64 62, !dbg !1802
  %16 = load i16, ptr %15, align 2, !dbg !1802, !tbaa !815
  %17 = and i16 %16, 2, !dbg !1802
  %18 = icmp eq i16 %17, 0, !dbg !1802
  br i1 %18, label %19, label %146, !dbg !1803

19:                                               ; preds = %13
  %20 = load ptr, ptr %6, align 8, !dbg !1804, !tbaa !759
  %21 = load ptr, ptr %20, align 8, !dbg !1804, !tbaa !759
  %22 = getelementptr inbounds i8, ptr %21, i64 24, !dbg !1805
  %23 = load ptr, ptr %22, align 8, !dbg !1805, !tbaa !759
  %24 = getelementptr inbounds i8, ptr %23, i64 112, !dbg !1806
  %25 = load ptr, ptr %24, align 8, !dbg !1806, !tbaa !1188
    #dbg_value(ptr %6, !1214, !DIExpression(), !1807)
    #dbg_value(ptr %6, !930, !DIExpression(), !1809)
  %26 = getelementptr inbounds i8, ptr %6, i64 32, !dbg !1811
  %27 = load ptr, ptr %26, align 8, !dbg !1811, !tbaa !759
  %28 = getelementptr inbounds i8, ptr %23, i64 64, !dbg !1811
  %29 = load ptr, ptr %28, align 8, !dbg !1811, !tbaa !938
  %30 = ptrtoint ptr %27 to i64, !dbg !1811
  %31 = ptrtoint ptr %29 to i64, !dbg !1811
  %32 = sub i64 %30, %31, !dbg !1811
  %33 = lshr exact i64 %32, 2, !dbg !1811
  %34 = trunc i64 %33 to i32, !dbg !1811
  %35 = add nsw i32 %34, -1, !dbg !1811
    #dbg_value(ptr %23, !694, !DIExpression(), !1812)
    #dbg_value(i32 %35, !695, !DIExpression(), !1812)
  %36 = getelementptr inbounds i8, ptr %23, i64 88, !dbg !1814
  %37 = load ptr, ptr %36, align 8, !dbg !1814, !tbaa !702
  %38 = icmp eq ptr %37, null, !dbg !1815
  br i1 %38, label %117, label %39, !dbg !1816

39:                                               ; preds = %19
    #dbg_value(ptr %23, !710, !DIExpression(), !1817)
    #dbg_value(i32 %35, !716, !DIExpression(), !1817)
    #dbg_value(ptr undef, !717, !DIExpression(), !1817)
  %40 = getelementptr inbounds i8, ptr %23, i64 40, !dbg !1819
  %41 = load i32, ptr %40, align 8, !dbg !1819, !tbaa !724
  %42 = icmp eq i32 %41, 0, !dbg !1820
  br i1 %42, label %48, label %43, !dbg !1821

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %23, i64 96, !dbg !1822
  %45 = load ptr, ptr %44, align 8, !dbg !1822, !tbaa !728
  %46 = load i32, ptr %45, align 4, !dbg !1823, !tbaa !730
  %47 = icmp slt i32 %46, %34, !dbg !1824
  br i1 %47, label %50, label %48, !dbg !1825

48:                                               ; preds = %43, %39
    #dbg_value(i32 -1, !696, !DIExpression(), !1826)
  %49 = getelementptr inbounds i8, ptr %23, i64 44, !dbg !1827
  br label %71, !dbg !1828

50:                                               ; preds = %43
  %51 = lshr i32 %35, 7, !dbg !1829
    #dbg_value(i32 %51, !718, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1830)
  %52 = zext nneg i32 %51 to i64, !dbg !1831
  %53 = add nsw i64 %52, -1, !dbg !1831
  %54 = call i32 @llvm.smax.i32(i32 %41, i32 %51), !dbg !1831
  %55 = add nsw i32 %54, -1, !dbg !1831
  br label %56, !dbg !1831

56:                                               ; preds = %60, %50
  %57 = phi i64 [ %61, %60 ], [ %53, %50 ], !dbg !1830
    #dbg_value(i64 %57, !718, !DIExpression(), !1830)
  %58 = trunc i64 %57 to i32, !dbg !1832
  %59 = icmp eq i32 %55, %58, !dbg !1833
  br i1 %59, label %65, label %60, !dbg !1832

60:                                               ; preds = %56
  %61 = add nsw i64 %57, 1, !dbg !1834
  %62 = getelementptr inbounds %struct.AbsLineInfo, ptr %45, i64 %61, !dbg !1835
  %63 = load i32, ptr %62, align 4, !dbg !1836, !tbaa !730
  %64 = icmp slt i32 %63, %34, !dbg !1837
  br i1 %64, label %56, label %65, !dbg !1831, !llvm.loop !1838

65:                                               ; preds = %60, %56
  %66 = phi i32 [ %55, %56 ], [ %58, %60 ], !dbg !1830
  %67 = sext i32 %66 to i64, !dbg !1840
  %68 = getelementptr inbounds %struct.AbsLineInfo, ptr %45, i64 %67, !dbg !1840
  %69 = load i32, ptr %68, align 4, !dbg !1841, !tbaa !730
    #dbg_value(i32 %69, !696, !DIExpression(), !1826)
  %70 = getelementptr inbounds %struct.AbsLineInfo, ptr %45, i64 %67, i32 1, !dbg !1842
  br label %71

71:                                               ; preds = %65, %48
  %72 = phi i32 [ -1, %48 ], [ %69, %65 ], !dbg !1843
  %73 = phi ptr [ %49, %48 ], [ %70, %65 ]
    #dbg_value(i32 %72, !696, !DIExpression(), !1826)
  %74 = load i32, ptr %73, align 4, !dbg !1843, !tbaa !754
    #dbg_value(i32 %74, !699, !DIExpression(), !1826)
    #dbg_value(i32 %72, !696, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1826)
  %75 = icmp slt i32 %72, %35, !dbg !1844
  br i1 %75, label %76, label %117, !dbg !1845

76:                                               ; preds = %71
  %77 = sext i32 %72 to i64, !dbg !1845
  %78 = sext i32 %35 to i64, !dbg !1844
  %79 = sub nsw i64 %78, %77, !dbg !1845
  %80 = icmp ult i64 %79, 8, !dbg !1845
  br i1 %80, label %105, label %81, !dbg !1845

81:                                               ; preds = %76
  %82 = and i64 %79, -8, !dbg !1845
  %83 = add nsw i64 %82, %77, !dbg !1845
  %84 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %74, i64 0, !dbg !1845
  %85 = getelementptr i8, ptr %37, i64 %77, !dbg !1845
  br label %86, !dbg !1845

86:                                               ; preds = %86, %81
  %87 = phi i64 [ 0, %81 ], [ %99, %86 ]
  %88 = phi <4 x i32> [ %84, %81 ], [ %97, %86 ]
  %89 = phi <4 x i32> [ zeroinitializer, %81 ], [ %98, %86 ]
  %90 = getelementptr i8, ptr %85, i64 %87, !dbg !1846
  %91 = getelementptr i8, ptr %90, i64 1, !dbg !1846
  %92 = getelementptr i8, ptr %90, i64 5, !dbg !1846
  %93 = load <4 x i8>, ptr %91, align 1, !dbg !1846, !tbaa !759
  %94 = load <4 x i8>, ptr %92, align 1, !dbg !1846, !tbaa !759
  %95 = sext <4 x i8> %93 to <4 x i32>, !dbg !1846
  %96 = sext <4 x i8> %94 to <4 x i32>, !dbg !1846
  %97 = add <4 x i32> %88, %95, !dbg !1847
  %98 = add <4 x i32> %89, %96, !dbg !1847
  %99 = add nuw i64 %87, 8
  %100 = icmp eq i64 %99, %82
  br i1 %100, label %101, label %86, !llvm.loop !1848

101:                                              ; preds = %86
  %102 = add <4 x i32> %98, %97, !dbg !1845
  %103 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %102), !dbg !1845
  %104 = icmp eq i64 %79, %82, !dbg !1845
  br i1 %104, label %117, label %105, !dbg !1845

105:                                              ; preds = %101, %76
  %106 = phi i64 [ %77, %76 ], [ %83, %101 ]
  %107 = phi i32 [ %74, %76 ], [ %103, %101 ]
  br label %108, !dbg !1845

108:                                              ; preds = %105, %108
  %109 = phi i64 [ %111, %108 ], [ %106, %105 ]
  %110 = phi i32 [ %115, %108 ], [ %107, %105 ]
    #dbg_value(i32 %110, !699, !DIExpression(), !1826)
    #dbg_value(i64 %109, !696, !DIExpression(), !1826)
  %111 = add nsw i64 %109, 1, !dbg !1850
    #dbg_value(i64 %111, !696, !DIExpression(), !1826)
  %112 = getelementptr inbounds i8, ptr %37, i64 %111, !dbg !1846
  %113 = load i8, ptr %112, align 1, !dbg !1846, !tbaa !759
  %114 = sext i8 %113 to i32, !dbg !1846
  %115 = add nsw i32 %110, %114, !dbg !1847
    #dbg_value(i32 %115, !699, !DIExpression(), !1826)
    #dbg_value(i64 %111, !696, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1826)
  %116 = icmp eq i64 %111, %78, !dbg !1844
  br i1 %116, label %117, label %108, !dbg !1845, !llvm.loop !1851

117:                                              ; preds = %108, %101, %19, %71
  %118 = phi i32 [ -1, %19 ], [ %74, %71 ], [ %103, %101 ], [ %115, %108 ], !dbg !1852
    #dbg_assign(i1 undef, !1853, !DIExpression(), !1785, ptr %3, !DIExpression(), !1862)
    #dbg_value(ptr %0, !1858, !DIExpression(), !1862)
    #dbg_value(ptr %14, !1859, !DIExpression(), !1862)
    #dbg_value(ptr %25, !1860, !DIExpression(), !1862)
    #dbg_value(i32 %118, !1861, !DIExpression(), !1862)
  call void @llvm.lifetime.start.p0(i64 60, ptr nonnull %3) #13, !dbg !1864
  %119 = icmp eq ptr %25, null, !dbg !1865
  br i1 %119, label %132, label %120, !dbg !1867

120:                                              ; preds = %117
  %121 = getelementptr inbounds i8, ptr %25, i64 24, !dbg !1868
  %122 = getelementptr inbounds i8, ptr %25, i64 11, !dbg !1869
  %123 = load i8, ptr %122, align 1, !dbg !1869, !tbaa !1195
  %124 = icmp eq i8 %123, -1, !dbg !1869
  br i1 %124, label %127, label %125, !dbg !1869

125:                                              ; preds = %120
  %126 = zext i8 %123 to i64, !dbg !1869
  br label %130, !dbg !1869

127:                                              ; preds = %120
  %128 = getelementptr inbounds i8, ptr %25, i64 16, !dbg !1869
  %129 = load i64, ptr %128, align 8, !dbg !1869, !tbaa !759
  br label %130, !dbg !1869

130:                                              ; preds = %127, %125
  %131 = phi i64 [ %126, %125 ], [ %129, %127 ], !dbg !1869
  call void @luaO_chunkid(ptr noundef nonnull %3, ptr noundef nonnull %121, i64 noundef %131) #13, !dbg !1870
  br label %134, !dbg !1870

132:                                              ; preds = %117
  store i8 63, ptr %3, align 16, !dbg !1871, !tbaa !759, !DIAssignID !1873
    #dbg_assign(i8 63, !1853, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !1873, ptr %3, !DIExpression(), !1862)
  %133 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1874
  store i8 0, ptr %133, align 1, !dbg !1875, !tbaa !759, !DIAssignID !1876
    #dbg_assign(i8 0, !1853, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !1876, ptr %133, !DIExpression(), !1862)
  br label %134

134:                                              ; preds = %130, %132
  %135 = call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.8, ptr noundef nonnull %3, i32 noundef %118, ptr noundef %14) #13, !dbg !1877
  call void @llvm.lifetime.end.p0(i64 60, ptr nonnull %3) #13, !dbg !1878
  %136 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1879
  %137 = load ptr, ptr %136, align 8, !dbg !1879, !tbaa !759
  %138 = getelementptr inbounds i8, ptr %137, i64 -32, !dbg !1879
    #dbg_value(ptr %138, !1780, !DIExpression(), !1880)
  %139 = getelementptr inbounds i8, ptr %137, i64 -16, !dbg !1879
    #dbg_value(ptr %139, !1784, !DIExpression(), !1880)
  %140 = load i64, ptr %139, align 8, !dbg !1879, !tbaa !759
  store i64 %140, ptr %138, align 8, !dbg !1879, !tbaa !759
  %141 = getelementptr inbounds i8, ptr %137, i64 -8, !dbg !1879
  %142 = load i8, ptr %141, align 8, !dbg !1879, !tbaa !1040
  %143 = getelementptr inbounds i8, ptr %137, i64 -24, !dbg !1879
  store i8 %142, ptr %143, align 8, !dbg !1879, !tbaa !1040
  %144 = load ptr, ptr %136, align 8, !dbg !1881, !tbaa !759
  %145 = getelementptr inbounds i8, ptr %144, i64 -16, !dbg !1881
  store ptr %145, ptr %136, align 8, !dbg !1881, !tbaa !759
  br label %146, !dbg !1882

146:                                              ; preds = %134, %13
  call void @luaG_errormsg(ptr noundef nonnull %0) #15, !dbg !1883
  unreachable, !dbg !1883
}

declare !dbg !1884 hidden ptr @luaT_objtypename(ptr noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_concaterror(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #9 !dbg !1885 {
    #dbg_value(ptr %0, !1889, !DIExpression(), !1892)
    #dbg_value(ptr %1, !1890, !DIExpression(), !1892)
    #dbg_value(ptr %2, !1891, !DIExpression(), !1892)
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1893
  %5 = load i8, ptr %4, align 8, !dbg !1893, !tbaa !1040
  %6 = and i8 %5, 15, !dbg !1893
  %7 = add nsw i8 %6, -3, !dbg !1895
  %8 = icmp ult i8 %7, 2, !dbg !1895
  %9 = select i1 %8, ptr %2, ptr %1, !dbg !1895
    #dbg_value(ptr %9, !1890, !DIExpression(), !1892)
  tail call void @luaG_typeerror(ptr noundef %0, ptr noundef %9, ptr noundef nonnull @.str.4) #15, !dbg !1896
  unreachable, !dbg !1896
}

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_opinterror(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #9 !dbg !1897 {
    #dbg_value(ptr %0, !1901, !DIExpression(), !1905)
    #dbg_value(ptr %1, !1902, !DIExpression(), !1905)
    #dbg_value(ptr %2, !1903, !DIExpression(), !1905)
    #dbg_value(ptr %3, !1904, !DIExpression(), !1905)
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1906
  %6 = load i8, ptr %5, align 8, !dbg !1906, !tbaa !1040
  %7 = and i8 %6, 15, !dbg !1906
  %8 = icmp eq i8 %7, 3, !dbg !1906
  %9 = select i1 %8, ptr %2, ptr %1, !dbg !1908
    #dbg_value(ptr %9, !1903, !DIExpression(), !1905)
  tail call void @luaG_typeerror(ptr noundef %0, ptr noundef %9, ptr noundef %3) #15, !dbg !1909
  unreachable, !dbg !1909
}

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_tointerror(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #9 !dbg !1910 {
  %4 = alloca i64, align 8, !DIAssignID !1916
    #dbg_assign(i1 undef, !1915, !DIExpression(), !1916, ptr %4, !DIExpression(), !1917)
    #dbg_value(ptr %0, !1912, !DIExpression(), !1917)
    #dbg_value(ptr %1, !1913, !DIExpression(), !1917)
    #dbg_value(ptr %2, !1914, !DIExpression(), !1917)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #13, !dbg !1918
  %5 = call i32 @luaV_tointegerns(ptr noundef %1, ptr noundef nonnull %4, i32 noundef 0) #13, !dbg !1919
  %6 = icmp eq i32 %5, 0, !dbg !1919
  %7 = select i1 %6, ptr %1, ptr %2, !dbg !1921
    #dbg_value(ptr %7, !1914, !DIExpression(), !1917)
  %8 = call fastcc ptr @varinfo(ptr noundef %0, ptr noundef %7), !dbg !1922
  call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.5, ptr noundef %8) #15, !dbg !1923
  unreachable, !dbg !1923
}

declare !dbg !1924 hidden i32 @luaV_tointegerns(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_ordererror(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #9 !dbg !1929 {
    #dbg_value(ptr %0, !1931, !DIExpression(), !1936)
    #dbg_value(ptr %1, !1932, !DIExpression(), !1936)
    #dbg_value(ptr %2, !1933, !DIExpression(), !1936)
  %4 = tail call ptr @luaT_objtypename(ptr noundef %0, ptr noundef %1) #13, !dbg !1937
    #dbg_value(ptr %4, !1934, !DIExpression(), !1936)
  %5 = tail call ptr @luaT_objtypename(ptr noundef %0, ptr noundef %2) #13, !dbg !1938
    #dbg_value(ptr %5, !1935, !DIExpression(), !1936)
  %6 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) %5) #14, !dbg !1939
  %7 = icmp eq i32 %6, 0, !dbg !1941
  br i1 %7, label %8, label %9, !dbg !1942

8:                                                ; preds = %3
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.6, ptr noundef %4) #15, !dbg !1943
  unreachable, !dbg !1943

9:                                                ; preds = %3
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.7, ptr noundef %4, ptr noundef %5) #15, !dbg !1944
  unreachable, !dbg !1944
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !1945 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define hidden ptr @luaG_addinfo(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #6 !dbg !1854 {
  %5 = alloca [60 x i8], align 16, !DIAssignID !1948
    #dbg_assign(i1 undef, !1853, !DIExpression(), !1948, ptr %5, !DIExpression(), !1949)
    #dbg_value(ptr %0, !1858, !DIExpression(), !1949)
    #dbg_value(ptr %1, !1859, !DIExpression(), !1949)
    #dbg_value(ptr %2, !1860, !DIExpression(), !1949)
    #dbg_value(i32 %3, !1861, !DIExpression(), !1949)
  call void @llvm.lifetime.start.p0(i64 60, ptr nonnull %5) #13, !dbg !1950
  %6 = icmp eq ptr %2, null, !dbg !1951
  br i1 %6, label %19, label %7, !dbg !1952

7:                                                ; preds = %4
  %8 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !1953
  %9 = getelementptr inbounds i8, ptr %2, i64 11, !dbg !1954
  %10 = load i8, ptr %9, align 1, !dbg !1954, !tbaa !1195
  %11 = icmp eq i8 %10, -1, !dbg !1954
  br i1 %11, label %14, label %12, !dbg !1954

12:                                               ; preds = %7
  %13 = zext i8 %10 to i64, !dbg !1954
  br label %17, !dbg !1954

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !1954
  %16 = load i64, ptr %15, align 8, !dbg !1954, !tbaa !759
  br label %17, !dbg !1954

17:                                               ; preds = %14, %12
  %18 = phi i64 [ %13, %12 ], [ %16, %14 ], !dbg !1954
  call void @luaO_chunkid(ptr noundef nonnull %5, ptr noundef nonnull %8, i64 noundef %18) #13, !dbg !1955
  br label %21, !dbg !1955

19:                                               ; preds = %4
  store i8 63, ptr %5, align 16, !dbg !1956, !tbaa !759, !DIAssignID !1957
    #dbg_assign(i8 63, !1853, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !1957, ptr %5, !DIExpression(), !1949)
  %20 = getelementptr inbounds i8, ptr %5, i64 1, !dbg !1958
  store i8 0, ptr %20, align 1, !dbg !1959, !tbaa !759, !DIAssignID !1960
    #dbg_assign(i8 0, !1853, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !1960, ptr %20, !DIExpression(), !1949)
  br label %21

21:                                               ; preds = %19, %17
  %22 = call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.8, ptr noundef nonnull %5, i32 noundef %3, ptr noundef %1) #13, !dbg !1961
  call void @llvm.lifetime.end.p0(i64 60, ptr nonnull %5) #13, !dbg !1962
  ret ptr %22, !dbg !1963
}

declare !dbg !1964 hidden void @luaO_chunkid(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #7

declare !dbg !1967 hidden ptr @luaO_pushfstring(ptr noundef, ptr noundef, ...) local_unnamed_addr #7

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_errormsg(ptr noundef %0) local_unnamed_addr #9 !dbg !1970 {
    #dbg_value(ptr %0, !1974, !DIExpression(), !1984)
  %2 = getelementptr inbounds i8, ptr %0, i64 168, !dbg !1985
  %3 = load i64, ptr %2, align 8, !dbg !1985, !tbaa !1986
  %4 = icmp eq i64 %3, 0, !dbg !1987
  br i1 %4, label %25, label %5, !dbg !1988

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1989
  %7 = load ptr, ptr %6, align 8, !dbg !1989, !tbaa !759
  %8 = getelementptr inbounds i8, ptr %7, i64 %3, !dbg !1989
    #dbg_value(ptr %8, !1975, !DIExpression(), !1990)
  %9 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1991
  %10 = load ptr, ptr %9, align 8, !dbg !1991, !tbaa !759
    #dbg_value(ptr %10, !1978, !DIExpression(), !1992)
  %11 = getelementptr inbounds i8, ptr %10, i64 -16, !dbg !1991
    #dbg_value(ptr %11, !1980, !DIExpression(), !1992)
  %12 = load i64, ptr %11, align 8, !dbg !1991, !tbaa !759
  store i64 %12, ptr %10, align 8, !dbg !1991, !tbaa !759
  %13 = getelementptr inbounds i8, ptr %10, i64 -8, !dbg !1991
  %14 = load i8, ptr %13, align 8, !dbg !1991, !tbaa !1040
  %15 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !1991
  store i8 %14, ptr %15, align 8, !dbg !1991, !tbaa !1040
  %16 = load ptr, ptr %9, align 8, !dbg !1993, !tbaa !759
  %17 = getelementptr inbounds i8, ptr %16, i64 -16, !dbg !1993
    #dbg_value(ptr %17, !1981, !DIExpression(), !1994)
    #dbg_value(ptr %8, !1983, !DIExpression(), !1994)
  %18 = load i64, ptr %8, align 8, !dbg !1993, !tbaa !759
  store i64 %18, ptr %17, align 8, !dbg !1993, !tbaa !759
  %19 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !1993
  %20 = load i8, ptr %19, align 8, !dbg !1993, !tbaa !1040
  %21 = getelementptr inbounds i8, ptr %16, i64 -8, !dbg !1993
  store i8 %20, ptr %21, align 8, !dbg !1993, !tbaa !1040
  %22 = load ptr, ptr %9, align 8, !dbg !1995, !tbaa !759
  %23 = getelementptr inbounds i8, ptr %22, i64 16, !dbg !1995
  store ptr %23, ptr %9, align 8, !dbg !1995, !tbaa !759
  %24 = getelementptr inbounds i8, ptr %22, i64 -16, !dbg !1996
  tail call void @luaD_callnoyield(ptr noundef nonnull %0, ptr noundef nonnull %24, i32 noundef 1) #13, !dbg !1997
  br label %25, !dbg !1998

25:                                               ; preds = %5, %1
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 2) #16, !dbg !1999
  unreachable, !dbg !1999
}

declare !dbg !2000 hidden void @luaD_callnoyield(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: noreturn
declare !dbg !2004 hidden void @luaD_throw(ptr noundef, i32 noundef) local_unnamed_addr #10

declare !dbg !2007 hidden void @luaC_step(ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #11

declare !dbg !2009 hidden ptr @luaO_pushvfstring(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #11

; Function Attrs: nounwind uwtable
define hidden range(i32 0, 2) i32 @luaG_tracecall(ptr noundef %0) local_unnamed_addr #6 !dbg !2013 {
    #dbg_value(ptr %0, !2015, !DIExpression(), !2019)
  %2 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2020
  %3 = load ptr, ptr %2, align 8, !dbg !2020, !tbaa !801
    #dbg_value(ptr %3, !2016, !DIExpression(), !2019)
  %4 = load ptr, ptr %3, align 8, !dbg !2021, !tbaa !759
  %5 = load ptr, ptr %4, align 8, !dbg !2021, !tbaa !759
  %6 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !2022
  %7 = load ptr, ptr %6, align 8, !dbg !2022, !tbaa !759
    #dbg_value(ptr %7, !2017, !DIExpression(), !2019)
  %8 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !2023
  %9 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !2024
  store volatile i32 1, ptr %9, align 8, !dbg !2025, !tbaa !759
  %10 = load ptr, ptr %8, align 8, !dbg !2026, !tbaa !759
  %11 = getelementptr inbounds i8, ptr %7, i64 64, !dbg !2028
  %12 = load ptr, ptr %11, align 8, !dbg !2028, !tbaa !938
  %13 = icmp eq ptr %10, %12, !dbg !2029
  br i1 %13, label %14, label %24, !dbg !2030

14:                                               ; preds = %1
  %15 = getelementptr inbounds i8, ptr %7, i64 11, !dbg !2031
  %16 = load i8, ptr %15, align 1, !dbg !2031, !tbaa !918
  %17 = icmp eq i8 %16, 0, !dbg !2034
  br i1 %17, label %18, label %24, !dbg !2035

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %3, i64 62, !dbg !2036
  %20 = load i16, ptr %19, align 2, !dbg !2036, !tbaa !815
  %21 = and i16 %20, 64, !dbg !2038
  %22 = icmp eq i16 %21, 0, !dbg !2038
  br i1 %22, label %23, label %24, !dbg !2039

23:                                               ; preds = %18
  tail call void @luaD_hookcall(ptr noundef nonnull %0, ptr noundef nonnull %3) #13, !dbg !2040
  br label %24, !dbg !2040

24:                                               ; preds = %1, %18, %23, %14
  %25 = phi i32 [ 0, %14 ], [ 1, %23 ], [ 1, %18 ], [ 1, %1 ], !dbg !2019
  ret i32 %25, !dbg !2041
}

declare !dbg !2042 hidden void @luaD_hookcall(ptr noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define hidden range(i32 0, 2) i32 @luaG_traceexec(ptr noundef %0, ptr noundef %1) local_unnamed_addr #6 !dbg !2045 {
    #dbg_value(ptr %0, !2049, !DIExpression(), !2062)
    #dbg_value(ptr %1, !2050, !DIExpression(), !2062)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2063
  %4 = load ptr, ptr %3, align 8, !dbg !2063, !tbaa !801
    #dbg_value(ptr %4, !2051, !DIExpression(), !2062)
  %5 = getelementptr inbounds i8, ptr %0, i64 192, !dbg !2064
  %6 = load volatile i32, ptr %5, align 8, !dbg !2064, !tbaa !796
    #dbg_value(i32 %6, !2052, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2062)
  %7 = load ptr, ptr %4, align 8, !dbg !2065, !tbaa !759
  %8 = load ptr, ptr %7, align 8, !dbg !2065, !tbaa !759
  %9 = getelementptr inbounds i8, ptr %8, i64 24, !dbg !2066
  %10 = load ptr, ptr %9, align 8, !dbg !2066, !tbaa !759
    #dbg_value(ptr %10, !2053, !DIExpression(), !2062)
  %11 = and i32 %6, 12, !dbg !2067
  %12 = icmp eq i32 %11, 0, !dbg !2067
  br i1 %12, label %13, label %15, !dbg !2069

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %4, i64 40, !dbg !2070
  store volatile i32 0, ptr %14, align 8, !dbg !2072, !tbaa !759
  br label %356, !dbg !2073

15:                                               ; preds = %2
  %16 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !2074
    #dbg_value(ptr %16, !2050, !DIExpression(), !2062)
  %17 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !2075
  store ptr %16, ptr %17, align 8, !dbg !2076, !tbaa !759
  %18 = and i32 %6, 8, !dbg !2077
  %19 = icmp eq i32 %18, 0, !dbg !2077
  br i1 %19, label %28, label %20, !dbg !2078

20:                                               ; preds = %15
  %21 = getelementptr inbounds i8, ptr %0, i64 188, !dbg !2079
  %22 = load i32, ptr %21, align 4, !dbg !2080, !tbaa !792
  %23 = add nsw i32 %22, -1, !dbg !2080
  store i32 %23, ptr %21, align 4, !dbg !2080, !tbaa !792
  %24 = icmp eq i32 %23, 0, !dbg !2081
    #dbg_value(i1 %24, !2054, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2062)
  br i1 %24, label %25, label %28, !dbg !2082

25:                                               ; preds = %20
  %26 = getelementptr inbounds i8, ptr %0, i64 184, !dbg !2083
  %27 = load i32, ptr %26, align 8, !dbg !2083, !tbaa !790
  store i32 %27, ptr %21, align 4, !dbg !2083, !tbaa !792
  br label %31, !dbg !2083

28:                                               ; preds = %15, %20
  %29 = and i32 %6, 4, !dbg !2085
  %30 = icmp eq i32 %29, 0, !dbg !2085
  br i1 %30, label %356, label %31, !dbg !2087

31:                                               ; preds = %28, %25
  %32 = phi i1 [ false, %28 ], [ true, %25 ]
  %33 = getelementptr inbounds i8, ptr %4, i64 62, !dbg !2088
  %34 = load i16, ptr %33, align 2, !dbg !2088, !tbaa !815
  %35 = and i16 %34, 64, !dbg !2090
  %36 = icmp eq i16 %35, 0, !dbg !2090
  br i1 %36, label %39, label %37, !dbg !2091

37:                                               ; preds = %31
  %38 = and i16 %34, -65, !dbg !2092
  store i16 %38, ptr %33, align 2, !dbg !2092, !tbaa !815
  br label %356, !dbg !2094

39:                                               ; preds = %31
  %40 = load ptr, ptr %17, align 8, !dbg !2095, !tbaa !759
  %41 = getelementptr inbounds i8, ptr %40, i64 -4, !dbg !2095
  %42 = load i32, ptr %41, align 4, !dbg !2095, !tbaa !754
  %43 = and i32 %42, 127, !dbg !2095
  %44 = zext nneg i32 %43 to i64, !dbg !2095
  %45 = getelementptr inbounds [83 x i8], ptr @luaP_opmodes, i64 0, i64 %44, !dbg !2095
  %46 = load i8, ptr %45, align 1, !dbg !2095, !tbaa !759
  %47 = and i8 %46, 32, !dbg !2095
  %48 = icmp ne i8 %47, 0, !dbg !2095
  %49 = and i32 %42, 16711680, !dbg !2095
  %50 = icmp eq i32 %49, 0, !dbg !2095
  %51 = and i1 %50, %48, !dbg !2095
  br i1 %51, label %56, label %52, !dbg !2095

52:                                               ; preds = %39
  %53 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !2097
  %54 = load ptr, ptr %53, align 8, !dbg !2098, !tbaa !759
  %55 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2099
  store ptr %54, ptr %55, align 8, !dbg !2100, !tbaa !759
  br label %56, !dbg !2101

56:                                               ; preds = %39, %52
  br i1 %32, label %57, label %58, !dbg !2102

57:                                               ; preds = %56
  tail call void @luaD_hook(ptr noundef nonnull %0, i32 noundef 3, i32 noundef -1, i32 noundef 0, i32 noundef 0) #13, !dbg !2103
  br label %58, !dbg !2103

58:                                               ; preds = %57, %56
  %59 = and i32 %6, 4, !dbg !2105
  %60 = icmp eq i32 %59, 0, !dbg !2105
  br i1 %60, label %346, label %61, !dbg !2106

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %0, i64 180, !dbg !2107
  %63 = load i32, ptr %62, align 4, !dbg !2107, !tbaa !2108
  %64 = getelementptr inbounds i8, ptr %10, i64 24, !dbg !2109
  %65 = load i32, ptr %64, align 8, !dbg !2109, !tbaa !2110
  %66 = icmp slt i32 %63, %65, !dbg !2111
  %67 = select i1 %66, i32 %63, i32 0, !dbg !2112
    #dbg_value(i32 %67, !2055, !DIExpression(), !2113)
  %68 = getelementptr inbounds i8, ptr %10, i64 64, !dbg !2114
  %69 = load ptr, ptr %68, align 8, !dbg !2114, !tbaa !938
  %70 = ptrtoint ptr %16 to i64, !dbg !2114
  %71 = ptrtoint ptr %69 to i64, !dbg !2114
  %72 = sub i64 %70, %71, !dbg !2114
  %73 = lshr exact i64 %72, 2, !dbg !2114
  %74 = trunc i64 %73 to i32, !dbg !2114
  %75 = add nsw i32 %74, -1, !dbg !2114
    #dbg_value(i32 %75, !2058, !DIExpression(), !2113)
  %76 = icmp sgt i32 %75, %67, !dbg !2115
  %77 = getelementptr inbounds i8, ptr %10, i64 88
  %78 = load ptr, ptr %77, align 8, !dbg !2116, !tbaa !702
  br i1 %76, label %79, label %260, !dbg !2117

79:                                               ; preds = %61
    #dbg_value(ptr %10, !2118, !DIExpression(), !2131)
    #dbg_value(i32 %67, !2121, !DIExpression(), !2131)
    #dbg_value(i32 %75, !2122, !DIExpression(), !2131)
  %80 = icmp eq ptr %78, null, !dbg !2133
  br i1 %80, label %345, label %81, !dbg !2135

81:                                               ; preds = %79
  %82 = sub nsw i32 %75, %67, !dbg !2136
  %83 = icmp slt i32 %82, 64, !dbg !2137
  br i1 %83, label %84, label %100, !dbg !2138

84:                                               ; preds = %81
  %85 = sext i32 %67 to i64, !dbg !2139
  br label %86, !dbg !2139

86:                                               ; preds = %93, %84
  %87 = phi i64 [ %85, %84 ], [ %89, %93 ], !dbg !2140
  %88 = phi i32 [ 0, %84 ], [ %95, %93 ], !dbg !2140
    #dbg_value(i64 %87, !2126, !DIExpression(), !2141)
    #dbg_value(i32 %88, !2123, !DIExpression(), !2141)
  %89 = add nsw i64 %87, 1, !dbg !2142
    #dbg_value(i64 %89, !2126, !DIExpression(), !2141)
  %90 = getelementptr inbounds i8, ptr %78, i64 %89, !dbg !2143
  %91 = load i8, ptr %90, align 1, !dbg !2143, !tbaa !759
    #dbg_value(i8 %91, !2127, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !2144)
  %92 = icmp eq i8 %91, -128, !dbg !2145
  br i1 %92, label %100, label %93, !dbg !2139

93:                                               ; preds = %86
  %94 = sext i8 %91 to i32, !dbg !2143
    #dbg_value(i32 %94, !2127, !DIExpression(), !2144)
  %95 = add nsw i32 %88, %94, !dbg !2147
    #dbg_value(i32 %95, !2123, !DIExpression(), !2141)
  %96 = trunc nsw i64 %89 to i32, !dbg !2148
  %97 = icmp eq i32 %75, %96, !dbg !2148
  br i1 %97, label %98, label %86, !dbg !2150

98:                                               ; preds = %93
  %99 = icmp eq i32 %95, 0, !dbg !2151
    #dbg_value(i32 poison, !2123, !DIExpression(), !2141)
  br i1 %99, label %345, label %262, !dbg !2152

100:                                              ; preds = %86, %81
    #dbg_value(ptr %10, !694, !DIExpression(), !2153)
    #dbg_value(i32 %67, !695, !DIExpression(), !2153)
    #dbg_value(ptr %10, !710, !DIExpression(), !2155)
    #dbg_value(i32 %67, !716, !DIExpression(), !2155)
    #dbg_value(ptr undef, !717, !DIExpression(), !2155)
  %101 = getelementptr inbounds i8, ptr %10, i64 40, !dbg !2157
  %102 = load i32, ptr %101, align 8, !dbg !2157, !tbaa !724
  %103 = icmp eq i32 %102, 0, !dbg !2158
  br i1 %103, label %109, label %104, !dbg !2159

104:                                              ; preds = %100
  %105 = getelementptr inbounds i8, ptr %10, i64 96, !dbg !2160
  %106 = load ptr, ptr %105, align 8, !dbg !2160, !tbaa !728
  %107 = load i32, ptr %106, align 4, !dbg !2161, !tbaa !730
  %108 = icmp sgt i32 %107, %67, !dbg !2162
  br i1 %108, label %109, label %111, !dbg !2163

109:                                              ; preds = %104, %100
    #dbg_value(i32 -1, !696, !DIExpression(), !2164)
  %110 = getelementptr inbounds i8, ptr %10, i64 44, !dbg !2165
  br label %132, !dbg !2166

111:                                              ; preds = %104
  %112 = lshr i32 %67, 7, !dbg !2167
    #dbg_value(i32 %112, !718, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2168)
  %113 = zext nneg i32 %112 to i64, !dbg !2169
  %114 = add nsw i64 %113, -1, !dbg !2169
  %115 = tail call i32 @llvm.smax.i32(i32 %102, i32 %112), !dbg !2169
  %116 = add nsw i32 %115, -1, !dbg !2169
  br label %117, !dbg !2169

117:                                              ; preds = %121, %111
  %118 = phi i64 [ %122, %121 ], [ %114, %111 ], !dbg !2168
    #dbg_value(i64 %118, !718, !DIExpression(), !2168)
  %119 = trunc i64 %118 to i32, !dbg !2170
  %120 = icmp eq i32 %116, %119, !dbg !2171
  br i1 %120, label %126, label %121, !dbg !2170

121:                                              ; preds = %117
  %122 = add nsw i64 %118, 1, !dbg !2172
  %123 = getelementptr inbounds %struct.AbsLineInfo, ptr %106, i64 %122, !dbg !2173
  %124 = load i32, ptr %123, align 4, !dbg !2174, !tbaa !730
  %125 = icmp sgt i32 %124, %67, !dbg !2175
  br i1 %125, label %126, label %117, !dbg !2169, !llvm.loop !2176

126:                                              ; preds = %121, %117
  %127 = phi i32 [ %116, %117 ], [ %119, %121 ], !dbg !2168
  %128 = sext i32 %127 to i64, !dbg !2178
  %129 = getelementptr inbounds %struct.AbsLineInfo, ptr %106, i64 %128, !dbg !2178
  %130 = load i32, ptr %129, align 4, !dbg !2179, !tbaa !730
    #dbg_value(i32 %130, !696, !DIExpression(), !2164)
  %131 = getelementptr inbounds %struct.AbsLineInfo, ptr %106, i64 %128, i32 1, !dbg !2180
  br label %132

132:                                              ; preds = %126, %109
  %133 = phi i32 [ -1, %109 ], [ %130, %126 ], !dbg !2181
  %134 = phi ptr [ %110, %109 ], [ %131, %126 ]
    #dbg_value(i32 %133, !696, !DIExpression(), !2164)
  %135 = load i32, ptr %134, align 4, !dbg !2181, !tbaa !754
    #dbg_value(i32 %135, !699, !DIExpression(), !2164)
    #dbg_value(i32 %133, !696, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !2164)
  %136 = icmp slt i32 %133, %67, !dbg !2182
  br i1 %136, label %137, label %178, !dbg !2183

137:                                              ; preds = %132
  %138 = sext i32 %133 to i64, !dbg !2183
  %139 = sext i32 %67 to i64, !dbg !2182
  %140 = sub nsw i64 %139, %138, !dbg !2183
  %141 = icmp ult i64 %140, 8, !dbg !2183
  br i1 %141, label %166, label %142, !dbg !2183

142:                                              ; preds = %137
  %143 = and i64 %140, -8, !dbg !2183
  %144 = add nsw i64 %143, %138, !dbg !2183
  %145 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %135, i64 0, !dbg !2183
  %146 = getelementptr i8, ptr %78, i64 %138, !dbg !2183
  br label %147, !dbg !2183

147:                                              ; preds = %147, %142
  %148 = phi i64 [ 0, %142 ], [ %160, %147 ]
  %149 = phi <4 x i32> [ %145, %142 ], [ %158, %147 ]
  %150 = phi <4 x i32> [ zeroinitializer, %142 ], [ %159, %147 ]
  %151 = getelementptr i8, ptr %146, i64 %148, !dbg !2184
  %152 = getelementptr i8, ptr %151, i64 1, !dbg !2184
  %153 = getelementptr i8, ptr %151, i64 5, !dbg !2184
  %154 = load <4 x i8>, ptr %152, align 1, !dbg !2184, !tbaa !759
  %155 = load <4 x i8>, ptr %153, align 1, !dbg !2184, !tbaa !759
  %156 = sext <4 x i8> %154 to <4 x i32>, !dbg !2184
  %157 = sext <4 x i8> %155 to <4 x i32>, !dbg !2184
  %158 = add <4 x i32> %149, %156, !dbg !2185
  %159 = add <4 x i32> %150, %157, !dbg !2185
  %160 = add nuw i64 %148, 8
  %161 = icmp eq i64 %160, %143
  br i1 %161, label %162, label %147, !llvm.loop !2186

162:                                              ; preds = %147
  %163 = add <4 x i32> %159, %158, !dbg !2183
  %164 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %163), !dbg !2183
  %165 = icmp eq i64 %140, %143, !dbg !2183
  br i1 %165, label %178, label %166, !dbg !2183

166:                                              ; preds = %162, %137
  %167 = phi i64 [ %138, %137 ], [ %144, %162 ]
  %168 = phi i32 [ %135, %137 ], [ %164, %162 ]
  br label %169, !dbg !2183

169:                                              ; preds = %166, %169
  %170 = phi i64 [ %172, %169 ], [ %167, %166 ]
  %171 = phi i32 [ %176, %169 ], [ %168, %166 ]
    #dbg_value(i32 %171, !699, !DIExpression(), !2164)
    #dbg_value(i64 %170, !696, !DIExpression(), !2164)
  %172 = add nsw i64 %170, 1, !dbg !2188
    #dbg_value(i64 %172, !696, !DIExpression(), !2164)
  %173 = getelementptr inbounds i8, ptr %78, i64 %172, !dbg !2184
  %174 = load i8, ptr %173, align 1, !dbg !2184, !tbaa !759
  %175 = sext i8 %174 to i32, !dbg !2184
  %176 = add nsw i32 %171, %175, !dbg !2185
    #dbg_value(i32 %176, !699, !DIExpression(), !2164)
    #dbg_value(i64 %172, !696, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !2164)
  %177 = icmp eq i64 %172, %139, !dbg !2182
  br i1 %177, label %178, label %169, !dbg !2183, !llvm.loop !2189

178:                                              ; preds = %169, %162, %132
  %179 = phi i32 [ %135, %132 ], [ %164, %162 ], [ %176, %169 ], !dbg !2190
    #dbg_value(ptr %10, !694, !DIExpression(), !2191)
    #dbg_value(i32 %75, !695, !DIExpression(), !2191)
    #dbg_value(ptr %10, !710, !DIExpression(), !2193)
    #dbg_value(i32 %75, !716, !DIExpression(), !2193)
    #dbg_value(ptr undef, !717, !DIExpression(), !2193)
  br i1 %103, label %185, label %180, !dbg !2195

180:                                              ; preds = %178
  %181 = getelementptr inbounds i8, ptr %10, i64 96, !dbg !2196
  %182 = load ptr, ptr %181, align 8, !dbg !2196, !tbaa !728
  %183 = load i32, ptr %182, align 4, !dbg !2197, !tbaa !730
  %184 = icmp slt i32 %183, %74, !dbg !2198
  br i1 %184, label %187, label %185, !dbg !2199

185:                                              ; preds = %180, %178
    #dbg_value(i32 -1, !696, !DIExpression(), !2200)
  %186 = getelementptr inbounds i8, ptr %10, i64 44, !dbg !2201
  br label %208, !dbg !2202

187:                                              ; preds = %180
  %188 = lshr i32 %75, 7, !dbg !2203
    #dbg_value(i32 %188, !718, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2204)
  %189 = zext nneg i32 %188 to i64, !dbg !2205
  %190 = add nsw i64 %189, -1, !dbg !2205
  %191 = tail call i32 @llvm.smax.i32(i32 %102, i32 %188), !dbg !2205
  %192 = add nsw i32 %191, -1, !dbg !2205
  br label %193, !dbg !2205

193:                                              ; preds = %197, %187
  %194 = phi i64 [ %198, %197 ], [ %190, %187 ], !dbg !2204
    #dbg_value(i64 %194, !718, !DIExpression(), !2204)
  %195 = trunc i64 %194 to i32, !dbg !2206
  %196 = icmp eq i32 %192, %195, !dbg !2207
  br i1 %196, label %202, label %197, !dbg !2206

197:                                              ; preds = %193
  %198 = add nsw i64 %194, 1, !dbg !2208
  %199 = getelementptr inbounds %struct.AbsLineInfo, ptr %182, i64 %198, !dbg !2209
  %200 = load i32, ptr %199, align 4, !dbg !2210, !tbaa !730
  %201 = icmp slt i32 %200, %74, !dbg !2211
  br i1 %201, label %193, label %202, !dbg !2205, !llvm.loop !2212

202:                                              ; preds = %197, %193
  %203 = phi i32 [ %192, %193 ], [ %195, %197 ], !dbg !2204
  %204 = sext i32 %203 to i64, !dbg !2214
  %205 = getelementptr inbounds %struct.AbsLineInfo, ptr %182, i64 %204, !dbg !2214
  %206 = load i32, ptr %205, align 4, !dbg !2215, !tbaa !730
    #dbg_value(i32 %206, !696, !DIExpression(), !2200)
  %207 = getelementptr inbounds %struct.AbsLineInfo, ptr %182, i64 %204, i32 1, !dbg !2216
  br label %208

208:                                              ; preds = %202, %185
  %209 = phi i32 [ -1, %185 ], [ %206, %202 ], !dbg !2217
  %210 = phi ptr [ %186, %185 ], [ %207, %202 ]
    #dbg_value(i32 %209, !696, !DIExpression(), !2200)
  %211 = load i32, ptr %210, align 4, !dbg !2217, !tbaa !754
    #dbg_value(i32 %211, !699, !DIExpression(), !2200)
    #dbg_value(i32 %209, !696, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !2200)
  %212 = icmp slt i32 %209, %75, !dbg !2218
  br i1 %212, label %213, label %257, !dbg !2219

213:                                              ; preds = %208
  %214 = sext i32 %209 to i64, !dbg !2219
  %215 = sext i32 %75 to i64, !dbg !2218
  %216 = shl i64 %72, 30, !dbg !2219
  %217 = ashr i64 %216, 32, !dbg !2219
  %218 = xor i64 %214, -1, !dbg !2219
  %219 = add nsw i64 %217, %218, !dbg !2219
  %220 = icmp ult i64 %219, 8, !dbg !2219
  br i1 %220, label %245, label %221, !dbg !2219

221:                                              ; preds = %213
  %222 = and i64 %219, -8, !dbg !2219
  %223 = add nsw i64 %222, %214, !dbg !2219
  %224 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %211, i64 0, !dbg !2219
  %225 = getelementptr i8, ptr %78, i64 %214, !dbg !2219
  br label %226, !dbg !2219

226:                                              ; preds = %226, %221
  %227 = phi i64 [ 0, %221 ], [ %239, %226 ]
  %228 = phi <4 x i32> [ %224, %221 ], [ %237, %226 ]
  %229 = phi <4 x i32> [ zeroinitializer, %221 ], [ %238, %226 ]
  %230 = getelementptr i8, ptr %225, i64 %227, !dbg !2220
  %231 = getelementptr i8, ptr %230, i64 1, !dbg !2220
  %232 = getelementptr i8, ptr %230, i64 5, !dbg !2220
  %233 = load <4 x i8>, ptr %231, align 1, !dbg !2220, !tbaa !759
  %234 = load <4 x i8>, ptr %232, align 1, !dbg !2220, !tbaa !759
  %235 = sext <4 x i8> %233 to <4 x i32>, !dbg !2220
  %236 = sext <4 x i8> %234 to <4 x i32>, !dbg !2220
  %237 = add <4 x i32> %228, %235, !dbg !2221
  %238 = add <4 x i32> %229, %236, !dbg !2221
  %239 = add nuw i64 %227, 8
  %240 = icmp eq i64 %239, %222
  br i1 %240, label %241, label %226, !llvm.loop !2222

241:                                              ; preds = %226
  %242 = add <4 x i32> %238, %237, !dbg !2219
  %243 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %242), !dbg !2219
  %244 = icmp eq i64 %219, %222, !dbg !2219
  br i1 %244, label %257, label %245, !dbg !2219

245:                                              ; preds = %241, %213
  %246 = phi i64 [ %214, %213 ], [ %223, %241 ]
  %247 = phi i32 [ %211, %213 ], [ %243, %241 ]
  br label %248, !dbg !2219

248:                                              ; preds = %245, %248
  %249 = phi i64 [ %251, %248 ], [ %246, %245 ]
  %250 = phi i32 [ %255, %248 ], [ %247, %245 ]
    #dbg_value(i32 %250, !699, !DIExpression(), !2200)
    #dbg_value(i64 %249, !696, !DIExpression(), !2200)
  %251 = add nsw i64 %249, 1, !dbg !2224
    #dbg_value(i64 %251, !696, !DIExpression(), !2200)
  %252 = getelementptr inbounds i8, ptr %78, i64 %251, !dbg !2220
  %253 = load i8, ptr %252, align 1, !dbg !2220, !tbaa !759
  %254 = sext i8 %253 to i32, !dbg !2220
  %255 = add nsw i32 %250, %254, !dbg !2221
    #dbg_value(i32 %255, !699, !DIExpression(), !2200)
    #dbg_value(i64 %251, !696, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !2200)
  %256 = icmp eq i64 %251, %215, !dbg !2218
  br i1 %256, label %257, label %248, !dbg !2219, !llvm.loop !2225

257:                                              ; preds = %248, %241, %208
  %258 = phi i32 [ %211, %208 ], [ %243, %241 ], [ %255, %248 ], !dbg !2226
  %259 = icmp eq i32 %179, %258, !dbg !2227
  br i1 %259, label %345, label %260, !dbg !2152

260:                                              ; preds = %61, %257
    #dbg_value(ptr %10, !694, !DIExpression(), !2228)
    #dbg_value(i32 %75, !695, !DIExpression(), !2228)
  %261 = icmp eq ptr %78, null, !dbg !2230
  br i1 %261, label %343, label %262, !dbg !2231

262:                                              ; preds = %98, %260
    #dbg_value(ptr %10, !710, !DIExpression(), !2232)
    #dbg_value(i32 %75, !716, !DIExpression(), !2232)
    #dbg_value(ptr undef, !717, !DIExpression(), !2232)
  %263 = getelementptr inbounds i8, ptr %10, i64 40, !dbg !2234
  %264 = load i32, ptr %263, align 8, !dbg !2234, !tbaa !724
  %265 = icmp eq i32 %264, 0, !dbg !2235
  br i1 %265, label %271, label %266, !dbg !2236

266:                                              ; preds = %262
  %267 = getelementptr inbounds i8, ptr %10, i64 96, !dbg !2237
  %268 = load ptr, ptr %267, align 8, !dbg !2237, !tbaa !728
  %269 = load i32, ptr %268, align 4, !dbg !2238, !tbaa !730
  %270 = icmp slt i32 %269, %74, !dbg !2239
  br i1 %270, label %273, label %271, !dbg !2240

271:                                              ; preds = %266, %262
    #dbg_value(i32 -1, !696, !DIExpression(), !2241)
  %272 = getelementptr inbounds i8, ptr %10, i64 44, !dbg !2242
  br label %294, !dbg !2243

273:                                              ; preds = %266
  %274 = lshr i32 %75, 7, !dbg !2244
    #dbg_value(i32 %274, !718, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2245)
  %275 = zext nneg i32 %274 to i64, !dbg !2246
  %276 = add nsw i64 %275, -1, !dbg !2246
  %277 = tail call i32 @llvm.smax.i32(i32 %264, i32 %274), !dbg !2246
  %278 = add nsw i32 %277, -1, !dbg !2246
  br label %279, !dbg !2246

279:                                              ; preds = %283, %273
  %280 = phi i64 [ %284, %283 ], [ %276, %273 ], !dbg !2245
    #dbg_value(i64 %280, !718, !DIExpression(), !2245)
  %281 = trunc i64 %280 to i32, !dbg !2247
  %282 = icmp eq i32 %278, %281, !dbg !2248
  br i1 %282, label %288, label %283, !dbg !2247

283:                                              ; preds = %279
  %284 = add nsw i64 %280, 1, !dbg !2249
  %285 = getelementptr inbounds %struct.AbsLineInfo, ptr %268, i64 %284, !dbg !2250
  %286 = load i32, ptr %285, align 4, !dbg !2251, !tbaa !730
  %287 = icmp slt i32 %286, %74, !dbg !2252
  br i1 %287, label %279, label %288, !dbg !2246, !llvm.loop !2253

288:                                              ; preds = %283, %279
  %289 = phi i32 [ %278, %279 ], [ %281, %283 ], !dbg !2245
  %290 = sext i32 %289 to i64, !dbg !2255
  %291 = getelementptr inbounds %struct.AbsLineInfo, ptr %268, i64 %290, !dbg !2255
  %292 = load i32, ptr %291, align 4, !dbg !2256, !tbaa !730
    #dbg_value(i32 %292, !696, !DIExpression(), !2241)
  %293 = getelementptr inbounds %struct.AbsLineInfo, ptr %268, i64 %290, i32 1, !dbg !2257
  br label %294

294:                                              ; preds = %288, %271
  %295 = phi i32 [ -1, %271 ], [ %292, %288 ], !dbg !2258
  %296 = phi ptr [ %272, %271 ], [ %293, %288 ]
    #dbg_value(i32 %295, !696, !DIExpression(), !2241)
  %297 = load i32, ptr %296, align 4, !dbg !2258, !tbaa !754
    #dbg_value(i32 %297, !699, !DIExpression(), !2241)
    #dbg_value(i32 %295, !696, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !2241)
  %298 = icmp slt i32 %295, %75, !dbg !2259
  br i1 %298, label %299, label %343, !dbg !2260

299:                                              ; preds = %294
  %300 = sext i32 %295 to i64, !dbg !2260
  %301 = sext i32 %75 to i64, !dbg !2259
  %302 = shl i64 %72, 30, !dbg !2260
  %303 = ashr i64 %302, 32, !dbg !2260
  %304 = xor i64 %300, -1, !dbg !2260
  %305 = add nsw i64 %303, %304, !dbg !2260
  %306 = icmp ult i64 %305, 8, !dbg !2260
  br i1 %306, label %331, label %307, !dbg !2260

307:                                              ; preds = %299
  %308 = and i64 %305, -8, !dbg !2260
  %309 = add nsw i64 %308, %300, !dbg !2260
  %310 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %297, i64 0, !dbg !2260
  %311 = getelementptr i8, ptr %78, i64 %300, !dbg !2260
  br label %312, !dbg !2260

312:                                              ; preds = %312, %307
  %313 = phi i64 [ 0, %307 ], [ %325, %312 ]
  %314 = phi <4 x i32> [ %310, %307 ], [ %323, %312 ]
  %315 = phi <4 x i32> [ zeroinitializer, %307 ], [ %324, %312 ]
  %316 = getelementptr i8, ptr %311, i64 %313, !dbg !2261
  %317 = getelementptr i8, ptr %316, i64 1, !dbg !2261
  %318 = getelementptr i8, ptr %316, i64 5, !dbg !2261
  %319 = load <4 x i8>, ptr %317, align 1, !dbg !2261, !tbaa !759
  %320 = load <4 x i8>, ptr %318, align 1, !dbg !2261, !tbaa !759
  %321 = sext <4 x i8> %319 to <4 x i32>, !dbg !2261
  %322 = sext <4 x i8> %320 to <4 x i32>, !dbg !2261
  %323 = add <4 x i32> %314, %321, !dbg !2262
  %324 = add <4 x i32> %315, %322, !dbg !2262
  %325 = add nuw i64 %313, 8
  %326 = icmp eq i64 %325, %308
  br i1 %326, label %327, label %312, !llvm.loop !2263

327:                                              ; preds = %312
  %328 = add <4 x i32> %324, %323, !dbg !2260
  %329 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %328), !dbg !2260
  %330 = icmp eq i64 %305, %308, !dbg !2260
  br i1 %330, label %343, label %331, !dbg !2260

331:                                              ; preds = %327, %299
  %332 = phi i64 [ %300, %299 ], [ %309, %327 ]
  %333 = phi i32 [ %297, %299 ], [ %329, %327 ]
  br label %334, !dbg !2260

334:                                              ; preds = %331, %334
  %335 = phi i64 [ %337, %334 ], [ %332, %331 ]
  %336 = phi i32 [ %341, %334 ], [ %333, %331 ]
    #dbg_value(i32 %336, !699, !DIExpression(), !2241)
    #dbg_value(i64 %335, !696, !DIExpression(), !2241)
  %337 = add nsw i64 %335, 1, !dbg !2265
    #dbg_value(i64 %337, !696, !DIExpression(), !2241)
  %338 = getelementptr inbounds i8, ptr %78, i64 %337, !dbg !2261
  %339 = load i8, ptr %338, align 1, !dbg !2261, !tbaa !759
  %340 = sext i8 %339 to i32, !dbg !2261
  %341 = add nsw i32 %336, %340, !dbg !2262
    #dbg_value(i32 %341, !699, !DIExpression(), !2241)
    #dbg_value(i64 %337, !696, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !2241)
  %342 = icmp eq i64 %337, %301, !dbg !2259
  br i1 %342, label %343, label %334, !dbg !2260, !llvm.loop !2266

343:                                              ; preds = %334, %327, %260, %294
  %344 = phi i32 [ -1, %260 ], [ %297, %294 ], [ %329, %327 ], [ %341, %334 ], !dbg !2267
    #dbg_value(i32 %344, !2059, !DIExpression(), !2268)
  tail call void @luaD_hook(ptr noundef %0, i32 noundef 2, i32 noundef %344, i32 noundef 0, i32 noundef 0) #13, !dbg !2269
  br label %345, !dbg !2270

345:                                              ; preds = %98, %79, %343, %257
  store i32 %75, ptr %62, align 4, !dbg !2271, !tbaa !2108
  br label %346, !dbg !2272

346:                                              ; preds = %345, %58
  %347 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !2273
  %348 = load i8, ptr %347, align 2, !dbg !2273, !tbaa !2275
  %349 = icmp eq i8 %348, 1, !dbg !2276
  br i1 %349, label %350, label %356, !dbg !2277

350:                                              ; preds = %346
  br i1 %32, label %351, label %353, !dbg !2278

351:                                              ; preds = %350
  %352 = getelementptr inbounds i8, ptr %0, i64 188, !dbg !2280
  store i32 1, ptr %352, align 4, !dbg !2282, !tbaa !792
  br label %353, !dbg !2283

353:                                              ; preds = %351, %350
  %354 = load i16, ptr %33, align 2, !dbg !2284, !tbaa !815
  %355 = or i16 %354, 64, !dbg !2284
  store i16 %355, ptr %33, align 2, !dbg !2284, !tbaa !815
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 1) #16, !dbg !2285
  unreachable, !dbg !2285

356:                                              ; preds = %346, %28, %37, %13
  %357 = phi i32 [ 1, %37 ], [ 0, %13 ], [ 1, %28 ], [ 1, %346 ], !dbg !2062
  ret i32 %357, !dbg !2286
}

declare !dbg !2287 hidden void @luaD_hook(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #7

declare !dbg !2290 hidden ptr @luaH_new(ptr noundef) local_unnamed_addr #7

declare !dbg !2294 hidden void @luaH_setint(ptr noundef, ptr noundef, i64 noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define internal fastcc ptr @getobjname(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr nocapture noundef writeonly %3) unnamed_addr #6 !dbg !2297 {
  %5 = alloca i32, align 4, !DIAssignID !2318
  %6 = alloca i32, align 4, !DIAssignID !2319
    #dbg_assign(i1 undef, !2320, !DIExpression(), !2319, ptr %6, !DIExpression(), !2330)
  %7 = alloca ptr, align 8, !DIAssignID !2332
  %8 = alloca i32, align 4, !DIAssignID !2333
    #dbg_assign(i1 undef, !2320, !DIExpression(), !2333, ptr %8, !DIExpression(), !2334)
  %9 = alloca ptr, align 8, !DIAssignID !2336
  %10 = alloca i32, align 4, !DIAssignID !2337
  %11 = alloca i32, align 4, !DIAssignID !2338
    #dbg_assign(i1 undef, !2302, !DIExpression(), !2338, ptr %11, !DIExpression(), !2339)
    #dbg_value(ptr %0, !2301, !DIExpression(), !2339)
  store i32 %1, ptr %11, align 4, !tbaa !754, !DIAssignID !2340
    #dbg_assign(i32 %1, !2302, !DIExpression(), !2340, ptr %11, !DIExpression(), !2339)
    #dbg_value(i32 %2, !2303, !DIExpression(), !2339)
    #dbg_value(ptr %3, !2304, !DIExpression(), !2339)
  %12 = call fastcc ptr @basicgetobjname(ptr noundef %0, ptr noundef nonnull %11, i32 noundef %2, ptr noundef %3), !dbg !2341
    #dbg_value(ptr %12, !2305, !DIExpression(), !2339)
  %13 = icmp eq ptr %12, null, !dbg !2342
  br i1 %13, label %14, label %125, !dbg !2343

14:                                               ; preds = %4
  %15 = load i32, ptr %11, align 4, !dbg !2344, !tbaa !754
  %16 = icmp eq i32 %15, -1, !dbg !2345
  br i1 %16, label %125, label %17, !dbg !2346

17:                                               ; preds = %14
  %18 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !2347
  %19 = load ptr, ptr %18, align 8, !dbg !2347, !tbaa !938
  %20 = sext i32 %15 to i64, !dbg !2348
  %21 = getelementptr inbounds i32, ptr %19, i64 %20, !dbg !2348
  %22 = load i32, ptr %21, align 4, !dbg !2348, !tbaa !754
    #dbg_value(i32 %22, !2306, !DIExpression(), !2349)
  %23 = and i32 %22, 127, !dbg !2350
    #dbg_value(i32 %23, !2310, !DIExpression(), !2349)
  switch i32 %23, label %125 [
    i32 11, label %24
    i32 12, label %52
    i32 13, label %72
    i32 14, label %73
    i32 20, label %99
  ], !dbg !2351

24:                                               ; preds = %17
  %25 = lshr i32 %22, 24, !dbg !2352
    #dbg_value(i32 %25, !2311, !DIExpression(), !2353)
    #dbg_value(ptr %0, !2354, !DIExpression(), !2362)
    #dbg_value(i32 %25, !2359, !DIExpression(), !2362)
    #dbg_value(ptr %3, !2360, !DIExpression(), !2362)
  %26 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !2364
  %27 = load ptr, ptr %26, align 8, !dbg !2364, !tbaa !2365
  %28 = zext nneg i32 %25 to i64, !dbg !2366
  %29 = getelementptr inbounds %struct.TValue, ptr %27, i64 %28, !dbg !2366
    #dbg_value(ptr %29, !2361, !DIExpression(), !2362)
  %30 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !2367
  %31 = load i8, ptr %30, align 8, !dbg !2367, !tbaa !1040
  %32 = and i8 %31, 15, !dbg !2367
  %33 = icmp eq i8 %32, 4, !dbg !2367
  br i1 %33, label %34, label %37, !dbg !2369

34:                                               ; preds = %24
  %35 = load ptr, ptr %29, align 8, !dbg !2370, !tbaa !759
  %36 = getelementptr inbounds i8, ptr %35, i64 24, !dbg !2370
  br label %37, !dbg !2372

37:                                               ; preds = %24, %34
  %38 = phi ptr [ %36, %34 ], [ @.str.18, %24 ], !dbg !2373
  store ptr %38, ptr %3, align 8, !dbg !2373, !tbaa !861
    #dbg_assign(i1 undef, !2329, !DIExpression(), !2374, ptr undef, !DIExpression(), !2375)
    #dbg_value(ptr %0, !2325, !DIExpression(), !2375)
    #dbg_value(i32 poison, !2320, !DIExpression(), !2375)
    #dbg_value(i32 %22, !2326, !DIExpression(), !2375)
    #dbg_value(i32 1, !2327, !DIExpression(), !2375)
  %39 = lshr i32 %22, 16, !dbg !2377
  %40 = and i32 %39, 255, !dbg !2377
    #dbg_value(i32 %40, !2328, !DIExpression(), !2375)
    #dbg_value(ptr %0, !1594, !DIExpression(), !2378)
    #dbg_value(i32 %40, !1599, !DIExpression(), !2378)
  %41 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !2381
  %42 = load ptr, ptr %41, align 8, !dbg !2381, !tbaa !1604
  %43 = zext nneg i32 %40 to i64, !dbg !2381
  %44 = getelementptr inbounds %struct.Upvaldesc, ptr %42, i64 %43, !dbg !2381
  %45 = load ptr, ptr %44, align 8, !dbg !2381, !tbaa !1605
    #dbg_value(ptr %45, !1600, !DIExpression(), !2378)
  %46 = icmp eq ptr %45, null, !dbg !2382
  %47 = getelementptr inbounds i8, ptr %45, i64 24, !dbg !2383
  %48 = select i1 %46, ptr @.str.18, ptr %47, !dbg !2383
    #dbg_assign(ptr %48, !2329, !DIExpression(), !2384, ptr undef, !DIExpression(), !2375)
  %49 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %48, ptr noundef nonnull dereferenceable(5) @.str.24) #14, !dbg !2385
  %50 = icmp eq i32 %49, 0, !dbg !2386
  %51 = select i1 %50, ptr @.str.25, ptr @.str.20, !dbg !2387
  br label %125

52:                                               ; preds = %17
  %53 = lshr i32 %22, 24, !dbg !2388
    #dbg_value(i32 %53, !2314, !DIExpression(), !2389)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
    #dbg_assign(i1 undef, !2390, !DIExpression(), !2337, ptr %10, !DIExpression(), !2399)
    #dbg_value(ptr %0, !2395, !DIExpression(), !2399)
  store i32 %15, ptr %10, align 4, !tbaa !754, !DIAssignID !2401
    #dbg_assign(i32 %15, !2390, !DIExpression(), !2401, ptr %10, !DIExpression(), !2399)
    #dbg_value(i32 %53, !2396, !DIExpression(), !2399)
    #dbg_value(ptr %3, !2397, !DIExpression(), !2399)
  %54 = call fastcc ptr @basicgetobjname(ptr noundef nonnull %0, ptr noundef nonnull %10, i32 noundef %53, ptr noundef %3), !dbg !2402
    #dbg_value(ptr %54, !2398, !DIExpression(), !2399)
  %55 = icmp eq ptr %54, null, !dbg !2403
  br i1 %55, label %59, label %56, !dbg !2405

56:                                               ; preds = %52
  %57 = load i8, ptr %54, align 1, !dbg !2406, !tbaa !759
  %58 = icmp eq i8 %57, 99, !dbg !2407
  br i1 %58, label %60, label %59, !dbg !2408

59:                                               ; preds = %56, %52
  store ptr @.str.18, ptr %3, align 8, !dbg !2409, !tbaa !861
  br label %60, !dbg !2410

60:                                               ; preds = %56, %59
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10), !dbg !2411
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
    #dbg_assign(i1 undef, !2329, !DIExpression(), !2336, ptr %9, !DIExpression(), !2334)
    #dbg_value(ptr %0, !2325, !DIExpression(), !2334)
  store i32 %15, ptr %8, align 4, !tbaa !754, !DIAssignID !2412
    #dbg_assign(i32 %15, !2320, !DIExpression(), !2412, ptr %8, !DIExpression(), !2334)
    #dbg_value(i32 %22, !2326, !DIExpression(), !2334)
    #dbg_value(i32 0, !2327, !DIExpression(), !2334)
  %61 = lshr i32 %22, 16, !dbg !2413
  %62 = and i32 %61, 255, !dbg !2413
    #dbg_value(i32 %62, !2328, !DIExpression(), !2334)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #13, !dbg !2414
  %63 = call fastcc ptr @basicgetobjname(ptr noundef nonnull %0, ptr noundef nonnull %8, i32 noundef %62, ptr noundef nonnull %9), !dbg !2415
  %64 = load ptr, ptr %9, align 8, !dbg !2416, !tbaa !861
  %65 = icmp eq ptr %64, null, !dbg !2416
  br i1 %65, label %70, label %66, !dbg !2417

66:                                               ; preds = %60
  %67 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %64, ptr noundef nonnull dereferenceable(5) @.str.24) #14, !dbg !2418
  %68 = icmp eq i32 %67, 0, !dbg !2419
  %69 = select i1 %68, ptr @.str.25, ptr @.str.20, !dbg !2420
  br label %70

70:                                               ; preds = %60, %66
  %71 = phi ptr [ @.str.20, %60 ], [ %69, %66 ], !dbg !2334
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #13, !dbg !2421
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8), !dbg !2422
  br label %125

72:                                               ; preds = %17
  store ptr @.str.19, ptr %3, align 8, !dbg !2423, !tbaa !861
  br label %125, !dbg !2425

73:                                               ; preds = %17
  %74 = lshr i32 %22, 24, !dbg !2426
    #dbg_value(i32 %74, !2316, !DIExpression(), !2427)
    #dbg_value(ptr %0, !2354, !DIExpression(), !2428)
    #dbg_value(i32 %74, !2359, !DIExpression(), !2428)
    #dbg_value(ptr %3, !2360, !DIExpression(), !2428)
  %75 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !2430
  %76 = load ptr, ptr %75, align 8, !dbg !2430, !tbaa !2365
  %77 = zext nneg i32 %74 to i64, !dbg !2431
  %78 = getelementptr inbounds %struct.TValue, ptr %76, i64 %77, !dbg !2431
    #dbg_value(ptr %78, !2361, !DIExpression(), !2428)
  %79 = getelementptr inbounds i8, ptr %78, i64 8, !dbg !2432
  %80 = load i8, ptr %79, align 8, !dbg !2432, !tbaa !1040
  %81 = and i8 %80, 15, !dbg !2432
  %82 = icmp eq i8 %81, 4, !dbg !2432
  br i1 %82, label %83, label %86, !dbg !2433

83:                                               ; preds = %73
  %84 = load ptr, ptr %78, align 8, !dbg !2434, !tbaa !759
  %85 = getelementptr inbounds i8, ptr %84, i64 24, !dbg !2434
  br label %86, !dbg !2435

86:                                               ; preds = %73, %83
  %87 = phi ptr [ %85, %83 ], [ @.str.18, %73 ], !dbg !2436
  store ptr %87, ptr %3, align 8, !dbg !2436, !tbaa !861
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
    #dbg_assign(i1 undef, !2329, !DIExpression(), !2332, ptr %7, !DIExpression(), !2330)
    #dbg_value(ptr %0, !2325, !DIExpression(), !2330)
  store i32 %15, ptr %6, align 4, !tbaa !754, !DIAssignID !2437
    #dbg_assign(i32 %15, !2320, !DIExpression(), !2437, ptr %6, !DIExpression(), !2330)
    #dbg_value(i32 %22, !2326, !DIExpression(), !2330)
    #dbg_value(i32 0, !2327, !DIExpression(), !2330)
  %88 = lshr i32 %22, 16, !dbg !2438
  %89 = and i32 %88, 255, !dbg !2438
    #dbg_value(i32 %89, !2328, !DIExpression(), !2330)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #13, !dbg !2439
  %90 = call fastcc ptr @basicgetobjname(ptr noundef nonnull %0, ptr noundef nonnull %6, i32 noundef %89, ptr noundef nonnull %7), !dbg !2440
  %91 = load ptr, ptr %7, align 8, !dbg !2441, !tbaa !861
  %92 = icmp eq ptr %91, null, !dbg !2441
  br i1 %92, label %97, label %93, !dbg !2442

93:                                               ; preds = %86
  %94 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %91, ptr noundef nonnull dereferenceable(5) @.str.24) #14, !dbg !2443
  %95 = icmp eq i32 %94, 0, !dbg !2444
  %96 = select i1 %95, ptr @.str.25, ptr @.str.20, !dbg !2445
  br label %97

97:                                               ; preds = %86, %93
  %98 = phi ptr [ @.str.20, %86 ], [ %96, %93 ], !dbg !2330
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #13, !dbg !2446
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !2447
  br label %125

99:                                               ; preds = %17
    #dbg_value(ptr %0, !2448, !DIExpression(), !2457)
    #dbg_value(i32 %15, !2453, !DIExpression(), !2457)
    #dbg_value(i32 %22, !2454, !DIExpression(), !2457)
    #dbg_value(ptr %3, !2455, !DIExpression(), !2457)
  %100 = lshr i32 %22, 24, !dbg !2460
    #dbg_value(i32 %100, !2456, !DIExpression(), !2457)
  %101 = and i32 %22, 32768, !dbg !2461
  %102 = icmp eq i32 %101, 0, !dbg !2461
  br i1 %102, label %117, label %103, !dbg !2463

103:                                              ; preds = %99
    #dbg_value(ptr %0, !2354, !DIExpression(), !2464)
    #dbg_value(i32 %100, !2359, !DIExpression(), !2464)
    #dbg_value(ptr %3, !2360, !DIExpression(), !2464)
  %104 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !2466
  %105 = load ptr, ptr %104, align 8, !dbg !2466, !tbaa !2365
  %106 = zext nneg i32 %100 to i64, !dbg !2467
  %107 = getelementptr inbounds %struct.TValue, ptr %105, i64 %106, !dbg !2467
    #dbg_value(ptr %107, !2361, !DIExpression(), !2464)
  %108 = getelementptr inbounds i8, ptr %107, i64 8, !dbg !2468
  %109 = load i8, ptr %108, align 8, !dbg !2468, !tbaa !1040
  %110 = and i8 %109, 15, !dbg !2468
  %111 = icmp eq i8 %110, 4, !dbg !2468
  br i1 %111, label %112, label %115, !dbg !2469

112:                                              ; preds = %103
  %113 = load ptr, ptr %107, align 8, !dbg !2470, !tbaa !759
  %114 = getelementptr inbounds i8, ptr %113, i64 24, !dbg !2470
  br label %115, !dbg !2471

115:                                              ; preds = %112, %103
  %116 = phi ptr [ %114, %112 ], [ @.str.18, %103 ], !dbg !2472
  store ptr %116, ptr %3, align 8, !dbg !2472, !tbaa !861
  br label %125, !dbg !2473

117:                                              ; preds = %99
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
    #dbg_assign(i1 undef, !2390, !DIExpression(), !2318, ptr %5, !DIExpression(), !2474)
    #dbg_value(ptr %0, !2395, !DIExpression(), !2474)
  store i32 %15, ptr %5, align 4, !tbaa !754, !DIAssignID !2476
    #dbg_assign(i32 %15, !2390, !DIExpression(), !2476, ptr %5, !DIExpression(), !2474)
    #dbg_value(i32 %100, !2396, !DIExpression(), !2474)
    #dbg_value(ptr %3, !2397, !DIExpression(), !2474)
  %118 = call fastcc ptr @basicgetobjname(ptr noundef nonnull %0, ptr noundef nonnull %5, i32 noundef %100, ptr noundef %3), !dbg !2477
    #dbg_value(ptr %118, !2398, !DIExpression(), !2474)
  %119 = icmp eq ptr %118, null, !dbg !2478
  br i1 %119, label %123, label %120, !dbg !2479

120:                                              ; preds = %117
  %121 = load i8, ptr %118, align 1, !dbg !2480, !tbaa !759
  %122 = icmp eq i8 %121, 99, !dbg !2481
  br i1 %122, label %124, label %123, !dbg !2482

123:                                              ; preds = %120, %117
  store ptr @.str.18, ptr %3, align 8, !dbg !2483, !tbaa !861
  br label %124, !dbg !2484

124:                                              ; preds = %123, %120
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !2485
  br label %125

125:                                              ; preds = %124, %115, %37, %70, %72, %97, %14, %17, %4
  %126 = phi ptr [ %12, %4 ], [ null, %17 ], [ null, %14 ], [ @.str.21, %124 ], [ @.str.21, %115 ], [ %51, %37 ], [ %71, %70 ], [ @.str.20, %72 ], [ %98, %97 ]
  ret ptr %126, !dbg !2486
}

; Function Attrs: nounwind uwtable
define internal fastcc noundef ptr @basicgetobjname(ptr noundef %0, ptr nocapture noundef %1, i32 noundef %2, ptr nocapture noundef writeonly %3) unnamed_addr #6 !dbg !2487 {
  %5 = getelementptr inbounds i8, ptr %0, i64 64
  %6 = load i32, ptr %1, align 4, !dbg !2503, !tbaa !754
  br label %7

7:                                                ; preds = %82, %4
  %8 = phi i32 [ %6, %4 ], [ %72, %82 ], !dbg !2503
  %9 = phi i32 [ %2, %4 ], [ %84, %82 ]
    #dbg_value(ptr %0, !2491, !DIExpression(), !2504)
    #dbg_value(ptr %1, !2492, !DIExpression(), !2504)
    #dbg_value(i32 %9, !2493, !DIExpression(), !2504)
    #dbg_value(ptr %3, !2494, !DIExpression(), !2504)
    #dbg_value(i32 %8, !2495, !DIExpression(), !2504)
  %10 = add nuw nsw i32 %9, 1, !dbg !2505
  %11 = tail call ptr @luaF_getlocalname(ptr noundef %0, i32 noundef %10, i32 noundef %8) #13, !dbg !2506
  store ptr %11, ptr %3, align 8, !dbg !2507, !tbaa !861
  %12 = icmp eq ptr %11, null, !dbg !2508
  br i1 %12, label %13, label %134, !dbg !2510

13:                                               ; preds = %7
    #dbg_value(ptr %0, !2511, !DIExpression(), !2532)
    #dbg_value(i32 %8, !2514, !DIExpression(), !2532)
    #dbg_value(i32 %9, !2515, !DIExpression(), !2532)
    #dbg_value(i32 -1, !2517, !DIExpression(), !2532)
    #dbg_value(i32 0, !2518, !DIExpression(), !2532)
  %14 = load ptr, ptr %5, align 8, !dbg !2534, !tbaa !938
  %15 = sext i32 %8 to i64, !dbg !2534
  %16 = getelementptr inbounds i32, ptr %14, i64 %15, !dbg !2534
  %17 = load i32, ptr %16, align 4, !dbg !2534, !tbaa !754
  %18 = and i32 %17, 127, !dbg !2534
  %19 = zext nneg i32 %18 to i64, !dbg !2534
  %20 = getelementptr inbounds [83 x i8], ptr @luaP_opmodes, i64 0, i64 %19, !dbg !2534
  %21 = load i8, ptr %20, align 1, !dbg !2534, !tbaa !759
  %22 = ashr i8 %21, 7, !dbg !2536
  %23 = sext i8 %22 to i32, !dbg !2536
  %24 = add nsw i32 %8, %23, !dbg !2536
    #dbg_value(i32 %24, !2514, !DIExpression(), !2532)
    #dbg_value(i32 0, !2516, !DIExpression(), !2532)
    #dbg_value(i32 -1, !2517, !DIExpression(), !2532)
    #dbg_value(i32 0, !2518, !DIExpression(), !2532)
  %25 = icmp sgt i32 %24, 0, !dbg !2537
  br i1 %25, label %27, label %26, !dbg !2538

26:                                               ; preds = %13
    #dbg_value(i32 -1, !2495, !DIExpression(), !2504)
  store i32 -1, ptr %1, align 4, !dbg !2539, !tbaa !754
  br label %134, !dbg !2540

27:                                               ; preds = %13
  %28 = zext nneg i32 %24 to i64, !dbg !2537
  br label %29, !dbg !2538

29:                                               ; preds = %70, %27
  %30 = phi i64 [ 0, %27 ], [ %73, %70 ]
  %31 = phi i32 [ -1, %27 ], [ %72, %70 ]
  %32 = phi i32 [ 0, %27 ], [ %71, %70 ]
    #dbg_value(i64 %30, !2516, !DIExpression(), !2532)
    #dbg_value(i32 %31, !2517, !DIExpression(), !2532)
    #dbg_value(i32 %32, !2518, !DIExpression(), !2532)
  %33 = getelementptr inbounds i32, ptr %14, i64 %30, !dbg !2541
  %34 = load i32, ptr %33, align 4, !dbg !2541, !tbaa !754
    #dbg_value(i32 %34, !2519, !DIExpression(), !2542)
  %35 = and i32 %34, 127, !dbg !2543
    #dbg_value(i32 %35, !2523, !DIExpression(), !2542)
  %36 = lshr i32 %34, 7, !dbg !2544
  %37 = and i32 %36, 255, !dbg !2544
    #dbg_value(i32 %37, !2524, !DIExpression(), !2542)
  switch i32 %35, label %50 [
    i32 8, label %58
    i32 76, label %38
    i32 68, label %41
    i32 69, label %41
    i32 56, label %43
  ], !dbg !2545

38:                                               ; preds = %29
  %39 = add nuw nsw i32 %37, 2, !dbg !2546
  %40 = icmp sgt i32 %39, %9, !dbg !2548
    #dbg_value(i1 %40, !2525, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2542)
    #dbg_value(i1 %40, !2525, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2542)
    #dbg_value(i32 %32, !2518, !DIExpression(), !2532)
  br i1 %40, label %70, label %65, !dbg !2549

41:                                               ; preds = %29, %29
  %42 = icmp sgt i32 %37, %9, !dbg !2550
    #dbg_value(i1 %42, !2525, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2542)
    #dbg_value(i1 %42, !2525, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2542)
    #dbg_value(i32 %32, !2518, !DIExpression(), !2532)
  br i1 %42, label %70, label %65, !dbg !2549

43:                                               ; preds = %29
    #dbg_value(i32 %36, !2529, !DIExpression(DW_OP_constu, 16777215, DW_OP_minus, DW_OP_stack_value), !2552)
  %44 = trunc i64 %30 to i32, !dbg !2553
  %45 = add i32 %44, -16777214, !dbg !2553
  %46 = add i32 %45, %36, !dbg !2553
    #dbg_value(i32 %46, !2531, !DIExpression(), !2552)
  %47 = icmp sgt i32 %46, %24, !dbg !2554
  %48 = tail call i32 @llvm.smax.i32(i32 %46, i32 %32), !dbg !2556
  %49 = select i1 %47, i32 %32, i32 %48, !dbg !2556
    #dbg_value(i1 poison, !2525, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2542)
    #dbg_value(i32 %49, !2518, !DIExpression(), !2532)
  br label %70, !dbg !2549

50:                                               ; preds = %29
  %51 = zext nneg i32 %35 to i64, !dbg !2557
  %52 = getelementptr inbounds [83 x i8], ptr @luaP_opmodes, i64 0, i64 %51, !dbg !2557
  %53 = load i8, ptr %52, align 1, !dbg !2557, !tbaa !759
  %54 = and i8 %53, 8, !dbg !2557
  %55 = icmp ne i8 %54, 0, !dbg !2557
  %56 = icmp eq i32 %37, %9, !dbg !2558
  %57 = and i1 %56, %55, !dbg !2558
    #dbg_value(i1 %57, !2525, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2542)
    #dbg_value(i32 %32, !2518, !DIExpression(), !2532)
  br i1 %57, label %65, label %70, !dbg !2549

58:                                               ; preds = %29
    #dbg_value(i32 %34, !2526, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !2559)
  %59 = icmp sle i32 %37, %9, !dbg !2560
  %60 = lshr i32 %34, 16, !dbg !2561
  %61 = and i32 %60, 255, !dbg !2561
  %62 = add nuw nsw i32 %37, %61, !dbg !2561
  %63 = icmp sge i32 %62, %9, !dbg !2561
  %64 = select i1 %59, i1 %63, i1 false, !dbg !2561
    #dbg_value(i1 %64, !2525, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2542)
    #dbg_value(i32 %32, !2518, !DIExpression(), !2532)
  br i1 %64, label %65, label %70, !dbg !2549

65:                                               ; preds = %58, %50, %41, %38
    #dbg_value(i64 %30, !2562, !DIExpression(), !2568)
    #dbg_value(i32 %32, !2567, !DIExpression(), !2568)
  %66 = sext i32 %32 to i64, !dbg !2571
  %67 = icmp slt i64 %30, %66, !dbg !2571
  %68 = trunc nuw nsw i64 %30 to i32, !dbg !2573
  %69 = select i1 %67, i32 -1, i32 %68, !dbg !2573
    #dbg_value(i32 %69, !2517, !DIExpression(), !2532)
  br label %70, !dbg !2574

70:                                               ; preds = %65, %58, %50, %43, %41, %38
  %71 = phi i32 [ %32, %65 ], [ %32, %58 ], [ %49, %43 ], [ %32, %50 ], [ %32, %41 ], [ %32, %38 ]
  %72 = phi i32 [ %69, %65 ], [ %31, %58 ], [ %31, %43 ], [ %31, %50 ], [ %31, %41 ], [ %31, %38 ], !dbg !2532
    #dbg_value(i32 %72, !2517, !DIExpression(), !2532)
  %73 = add nuw nsw i64 %30, 1, !dbg !2575
    #dbg_value(i64 %73, !2516, !DIExpression(), !2532)
    #dbg_value(i32 %71, !2518, !DIExpression(), !2532)
  %74 = icmp eq i64 %73, %28, !dbg !2537
  br i1 %74, label %75, label %29, !dbg !2538, !llvm.loop !2576

75:                                               ; preds = %70
    #dbg_value(i32 %72, !2495, !DIExpression(), !2504)
  store i32 %72, ptr %1, align 4, !dbg !2539, !tbaa !754
  %76 = icmp eq i32 %72, -1, !dbg !2578
  br i1 %76, label %134, label %77, !dbg !2540

77:                                               ; preds = %75
  %78 = sext i32 %72 to i64, !dbg !2579
  %79 = getelementptr inbounds i32, ptr %14, i64 %78, !dbg !2579
  %80 = load i32, ptr %79, align 4, !dbg !2579, !tbaa !754
    #dbg_value(i32 %80, !2496, !DIExpression(), !2580)
  %81 = and i32 %80, 127, !dbg !2581
    #dbg_value(i32 %81, !2499, !DIExpression(), !2580)
  switch i32 %81, label %134 [
    i32 0, label %82
    i32 9, label %88
    i32 3, label %99
    i32 4, label %115
  ], !dbg !2582

82:                                               ; preds = %77
  %83 = lshr i32 %80, 16, !dbg !2583
  %84 = and i32 %83, 255, !dbg !2583
    #dbg_value(i32 %84, !2500, !DIExpression(), !2584)
  %85 = lshr i32 %80, 7, !dbg !2585
  %86 = and i32 %85, 255, !dbg !2585
  %87 = icmp ult i32 %84, %86, !dbg !2587
  br i1 %87, label %7, label %134, !dbg !2588

88:                                               ; preds = %77
  %89 = lshr i32 %80, 16, !dbg !2589
  %90 = and i32 %89, 255, !dbg !2589
    #dbg_value(ptr %0, !1594, !DIExpression(), !2591)
    #dbg_value(i32 %90, !1599, !DIExpression(), !2591)
  %91 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !2593
  %92 = load ptr, ptr %91, align 8, !dbg !2593, !tbaa !1604
  %93 = zext nneg i32 %90 to i64, !dbg !2593
  %94 = getelementptr inbounds %struct.Upvaldesc, ptr %92, i64 %93, !dbg !2593
  %95 = load ptr, ptr %94, align 8, !dbg !2593, !tbaa !1605
    #dbg_value(ptr %95, !1600, !DIExpression(), !2591)
  %96 = icmp eq ptr %95, null, !dbg !2594
  %97 = getelementptr inbounds i8, ptr %95, i64 24, !dbg !2595
  %98 = select i1 %96, ptr @.str.18, ptr %97, !dbg !2595
  store ptr %98, ptr %3, align 8, !dbg !2596, !tbaa !861
  br label %134, !dbg !2597

99:                                               ; preds = %77
  %100 = lshr i32 %80, 15, !dbg !2598
    #dbg_value(ptr %0, !2354, !DIExpression(), !2599)
    #dbg_value(i32 %100, !2359, !DIExpression(), !2599)
    #dbg_value(ptr %3, !2360, !DIExpression(), !2599)
  %101 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !2601
  %102 = load ptr, ptr %101, align 8, !dbg !2601, !tbaa !2365
  %103 = zext nneg i32 %100 to i64, !dbg !2602
  %104 = getelementptr inbounds %struct.TValue, ptr %102, i64 %103, !dbg !2602
    #dbg_value(ptr %104, !2361, !DIExpression(), !2599)
  %105 = getelementptr inbounds i8, ptr %104, i64 8, !dbg !2603
  %106 = load i8, ptr %105, align 8, !dbg !2603, !tbaa !1040
  %107 = and i8 %106, 15, !dbg !2603
  %108 = icmp eq i8 %107, 4, !dbg !2603
  br i1 %108, label %109, label %112, !dbg !2604

109:                                              ; preds = %99
  %110 = load ptr, ptr %104, align 8, !dbg !2605, !tbaa !759
  %111 = getelementptr inbounds i8, ptr %110, i64 24, !dbg !2605
  br label %112, !dbg !2606

112:                                              ; preds = %99, %109
  %113 = phi ptr [ %111, %109 ], [ @.str.18, %99 ], !dbg !2607
  %114 = phi ptr [ @.str.23, %109 ], [ null, %99 ], !dbg !2607
  store ptr %113, ptr %3, align 8, !dbg !2607, !tbaa !861
  br label %134, !dbg !2608

115:                                              ; preds = %77
  %116 = getelementptr inbounds i32, ptr %14, i64 %78
  %117 = getelementptr i8, ptr %116, i64 4, !dbg !2609
  %118 = load i32, ptr %117, align 4, !dbg !2609, !tbaa !754
  %119 = lshr i32 %118, 7, !dbg !2609
    #dbg_value(ptr %0, !2354, !DIExpression(), !2610)
    #dbg_value(i32 %119, !2359, !DIExpression(), !2610)
    #dbg_value(ptr %3, !2360, !DIExpression(), !2610)
  %120 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !2612
  %121 = load ptr, ptr %120, align 8, !dbg !2612, !tbaa !2365
  %122 = zext nneg i32 %119 to i64, !dbg !2613
  %123 = getelementptr inbounds %struct.TValue, ptr %121, i64 %122, !dbg !2613
    #dbg_value(ptr %123, !2361, !DIExpression(), !2610)
  %124 = getelementptr inbounds i8, ptr %123, i64 8, !dbg !2614
  %125 = load i8, ptr %124, align 8, !dbg !2614, !tbaa !1040
  %126 = and i8 %125, 15, !dbg !2614
  %127 = icmp eq i8 %126, 4, !dbg !2614
  br i1 %127, label %128, label %131, !dbg !2615

128:                                              ; preds = %115
  %129 = load ptr, ptr %123, align 8, !dbg !2616, !tbaa !759
  %130 = getelementptr inbounds i8, ptr %129, i64 24, !dbg !2616
  br label %131, !dbg !2617

131:                                              ; preds = %115, %128
  %132 = phi ptr [ %130, %128 ], [ @.str.18, %115 ], !dbg !2618
  %133 = phi ptr [ @.str.23, %128 ], [ null, %115 ], !dbg !2618
  store ptr %132, ptr %3, align 8, !dbg !2618, !tbaa !861
  br label %134, !dbg !2619

134:                                              ; preds = %82, %77, %75, %7, %88, %112, %131, %26
  %135 = phi ptr [ null, %26 ], [ @.str.17, %88 ], [ %114, %112 ], [ %133, %131 ], [ null, %82 ], [ null, %77 ], [ null, %75 ], [ @.str.22, %7 ]
  ret ptr %135, !dbg !2620
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #12

attributes #0 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind willreturn memory(read) }
attributes #15 = { noreturn }
attributes #16 = { noreturn nounwind }

!llvm.dbg.cu = !{!118}
!llvm.module.flags = !{!679, !680, !681, !682, !683, !684, !685}
!llvm.ident = !{!686}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 209, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/lua/ldebug.c", directory: ".", checksumkind: CSK_MD5, checksum: "9f5f5f49a0c215daf1826d56f27c6527")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 209, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 768, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 5)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 773, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 39)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 780, type: !3, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 799, type: !19, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 807, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 33)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 809, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 30)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 822, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 10)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 189, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 9)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 361, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 1)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 258, type: !14, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 262, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 2)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 271, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 3)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 276, type: !14, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 276, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 4)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 745, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 27)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 704, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 8)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 179, type: !55, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 586, type: !9, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 587, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 6)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 596, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 7)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 500, type: !86, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 486, type: !43, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 559, type: !14, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !2, line: 559, type: !91, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !2, line: 659, type: !14, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !2, line: 662, type: !14, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !2, line: 663, type: !108, isLocal: true, isDefinition: true)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !109)
!109 = !{!110}
!110 = !DISubrange(count: 11)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 620, type: !113, isLocal: true, isDefinition: true)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !114)
!114 = !{!115}
!115 = !DISubrange(count: 13)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !2, line: 716, type: !108, isLocal: true, isDefinition: true)
!118 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !119, retainedTypes: !242, globals: !678, splitDebugInlining: false, nameTableKind: None)
!119 = !{!120, !127, !213}
!120 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !121, line: 43, baseType: !122, size: 32, elements: !123)
!121 = !DIFile(filename: "src/lua/lvm.h", directory: ".", checksumkind: CSK_MD5, checksum: "ffc0c083e9aa94c91dcb495c1d438023")
!122 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!123 = !{!124, !125, !126}
!124 = !DIEnumerator(name: "F2Ieq", value: 0)
!125 = !DIEnumerator(name: "F2Ifloor", value: 1)
!126 = !DIEnumerator(name: "F2Iceil", value: 2)
!127 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !128, line: 197, baseType: !122, size: 32, elements: !129)
!128 = !DIFile(filename: "src/lua/lopcodes.h", directory: ".", checksumkind: CSK_MD5, checksum: "9b7c76c444d74fd26cb684f6b76a3637")
!129 = !{!130, !131, !132, !133, !134, !135, !136, !137, !138, !139, !140, !141, !142, !143, !144, !145, !146, !147, !148, !149, !150, !151, !152, !153, !154, !155, !156, !157, !158, !159, !160, !161, !162, !163, !164, !165, !166, !167, !168, !169, !170, !171, !172, !173, !174, !175, !176, !177, !178, !179, !180, !181, !182, !183, !184, !185, !186, !187, !188, !189, !190, !191, !192, !193, !194, !195, !196, !197, !198, !199, !200, !201, !202, !203, !204, !205, !206, !207, !208, !209, !210, !211, !212}
!130 = !DIEnumerator(name: "OP_MOVE", value: 0)
!131 = !DIEnumerator(name: "OP_LOADI", value: 1)
!132 = !DIEnumerator(name: "OP_LOADF", value: 2)
!133 = !DIEnumerator(name: "OP_LOADK", value: 3)
!134 = !DIEnumerator(name: "OP_LOADKX", value: 4)
!135 = !DIEnumerator(name: "OP_LOADFALSE", value: 5)
!136 = !DIEnumerator(name: "OP_LFALSESKIP", value: 6)
!137 = !DIEnumerator(name: "OP_LOADTRUE", value: 7)
!138 = !DIEnumerator(name: "OP_LOADNIL", value: 8)
!139 = !DIEnumerator(name: "OP_GETUPVAL", value: 9)
!140 = !DIEnumerator(name: "OP_SETUPVAL", value: 10)
!141 = !DIEnumerator(name: "OP_GETTABUP", value: 11)
!142 = !DIEnumerator(name: "OP_GETTABLE", value: 12)
!143 = !DIEnumerator(name: "OP_GETI", value: 13)
!144 = !DIEnumerator(name: "OP_GETFIELD", value: 14)
!145 = !DIEnumerator(name: "OP_SETTABUP", value: 15)
!146 = !DIEnumerator(name: "OP_SETTABLE", value: 16)
!147 = !DIEnumerator(name: "OP_SETI", value: 17)
!148 = !DIEnumerator(name: "OP_SETFIELD", value: 18)
!149 = !DIEnumerator(name: "OP_NEWTABLE", value: 19)
!150 = !DIEnumerator(name: "OP_SELF", value: 20)
!151 = !DIEnumerator(name: "OP_ADDI", value: 21)
!152 = !DIEnumerator(name: "OP_ADDK", value: 22)
!153 = !DIEnumerator(name: "OP_SUBK", value: 23)
!154 = !DIEnumerator(name: "OP_MULK", value: 24)
!155 = !DIEnumerator(name: "OP_MODK", value: 25)
!156 = !DIEnumerator(name: "OP_POWK", value: 26)
!157 = !DIEnumerator(name: "OP_DIVK", value: 27)
!158 = !DIEnumerator(name: "OP_IDIVK", value: 28)
!159 = !DIEnumerator(name: "OP_BANDK", value: 29)
!160 = !DIEnumerator(name: "OP_BORK", value: 30)
!161 = !DIEnumerator(name: "OP_BXORK", value: 31)
!162 = !DIEnumerator(name: "OP_SHRI", value: 32)
!163 = !DIEnumerator(name: "OP_SHLI", value: 33)
!164 = !DIEnumerator(name: "OP_ADD", value: 34)
!165 = !DIEnumerator(name: "OP_SUB", value: 35)
!166 = !DIEnumerator(name: "OP_MUL", value: 36)
!167 = !DIEnumerator(name: "OP_MOD", value: 37)
!168 = !DIEnumerator(name: "OP_POW", value: 38)
!169 = !DIEnumerator(name: "OP_DIV", value: 39)
!170 = !DIEnumerator(name: "OP_IDIV", value: 40)
!171 = !DIEnumerator(name: "OP_BAND", value: 41)
!172 = !DIEnumerator(name: "OP_BOR", value: 42)
!173 = !DIEnumerator(name: "OP_BXOR", value: 43)
!174 = !DIEnumerator(name: "OP_SHL", value: 44)
!175 = !DIEnumerator(name: "OP_SHR", value: 45)
!176 = !DIEnumerator(name: "OP_MMBIN", value: 46)
!177 = !DIEnumerator(name: "OP_MMBINI", value: 47)
!178 = !DIEnumerator(name: "OP_MMBINK", value: 48)
!179 = !DIEnumerator(name: "OP_UNM", value: 49)
!180 = !DIEnumerator(name: "OP_BNOT", value: 50)
!181 = !DIEnumerator(name: "OP_NOT", value: 51)
!182 = !DIEnumerator(name: "OP_LEN", value: 52)
!183 = !DIEnumerator(name: "OP_CONCAT", value: 53)
!184 = !DIEnumerator(name: "OP_CLOSE", value: 54)
!185 = !DIEnumerator(name: "OP_TBC", value: 55)
!186 = !DIEnumerator(name: "OP_JMP", value: 56)
!187 = !DIEnumerator(name: "OP_EQ", value: 57)
!188 = !DIEnumerator(name: "OP_LT", value: 58)
!189 = !DIEnumerator(name: "OP_LE", value: 59)
!190 = !DIEnumerator(name: "OP_EQK", value: 60)
!191 = !DIEnumerator(name: "OP_EQI", value: 61)
!192 = !DIEnumerator(name: "OP_LTI", value: 62)
!193 = !DIEnumerator(name: "OP_LEI", value: 63)
!194 = !DIEnumerator(name: "OP_GTI", value: 64)
!195 = !DIEnumerator(name: "OP_GEI", value: 65)
!196 = !DIEnumerator(name: "OP_TEST", value: 66)
!197 = !DIEnumerator(name: "OP_TESTSET", value: 67)
!198 = !DIEnumerator(name: "OP_CALL", value: 68)
!199 = !DIEnumerator(name: "OP_TAILCALL", value: 69)
!200 = !DIEnumerator(name: "OP_RETURN", value: 70)
!201 = !DIEnumerator(name: "OP_RETURN0", value: 71)
!202 = !DIEnumerator(name: "OP_RETURN1", value: 72)
!203 = !DIEnumerator(name: "OP_FORLOOP", value: 73)
!204 = !DIEnumerator(name: "OP_FORPREP", value: 74)
!205 = !DIEnumerator(name: "OP_TFORPREP", value: 75)
!206 = !DIEnumerator(name: "OP_TFORCALL", value: 76)
!207 = !DIEnumerator(name: "OP_TFORLOOP", value: 77)
!208 = !DIEnumerator(name: "OP_SETLIST", value: 78)
!209 = !DIEnumerator(name: "OP_CLOSURE", value: 79)
!210 = !DIEnumerator(name: "OP_VARARG", value: 80)
!211 = !DIEnumerator(name: "OP_VARARGPREP", value: 81)
!212 = !DIEnumerator(name: "OP_EXTRAARG", value: 82)
!213 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !214, line: 18, baseType: !122, size: 32, elements: !215)
!214 = !DIFile(filename: "src/lua/ltm.h", directory: ".", checksumkind: CSK_MD5, checksum: "550ecc448a2b932870d8240a6cb7e444")
!215 = !{!216, !217, !218, !219, !220, !221, !222, !223, !224, !225, !226, !227, !228, !229, !230, !231, !232, !233, !234, !235, !236, !237, !238, !239, !240, !241}
!216 = !DIEnumerator(name: "TM_INDEX", value: 0)
!217 = !DIEnumerator(name: "TM_NEWINDEX", value: 1)
!218 = !DIEnumerator(name: "TM_GC", value: 2)
!219 = !DIEnumerator(name: "TM_MODE", value: 3)
!220 = !DIEnumerator(name: "TM_LEN", value: 4)
!221 = !DIEnumerator(name: "TM_EQ", value: 5)
!222 = !DIEnumerator(name: "TM_ADD", value: 6)
!223 = !DIEnumerator(name: "TM_SUB", value: 7)
!224 = !DIEnumerator(name: "TM_MUL", value: 8)
!225 = !DIEnumerator(name: "TM_MOD", value: 9)
!226 = !DIEnumerator(name: "TM_POW", value: 10)
!227 = !DIEnumerator(name: "TM_DIV", value: 11)
!228 = !DIEnumerator(name: "TM_IDIV", value: 12)
!229 = !DIEnumerator(name: "TM_BAND", value: 13)
!230 = !DIEnumerator(name: "TM_BOR", value: 14)
!231 = !DIEnumerator(name: "TM_BXOR", value: 15)
!232 = !DIEnumerator(name: "TM_SHL", value: 16)
!233 = !DIEnumerator(name: "TM_SHR", value: 17)
!234 = !DIEnumerator(name: "TM_UNM", value: 18)
!235 = !DIEnumerator(name: "TM_BNOT", value: 19)
!236 = !DIEnumerator(name: "TM_LT", value: 20)
!237 = !DIEnumerator(name: "TM_LE", value: 21)
!238 = !DIEnumerator(name: "TM_CONCAT", value: 22)
!239 = !DIEnumerator(name: "TM_CALL", value: 23)
!240 = !DIEnumerator(name: "TM_CLOSE", value: 24)
!241 = !DIEnumerator(name: "TM_N", value: 25)
!242 = !{!243, !244, !247, !331, !675, !676, !449, !315, !122, !677}
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!244 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_byte", file: !245, line: 36, baseType: !246)
!245 = !DIFile(filename: "src/lua/llimits.h", directory: ".", checksumkind: CSK_MD5, checksum: "f70379667ce169a2840c3c885517102a")
!246 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !248, size: 64)
!248 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "GCUnion", file: !249, line: 353, size: 1600, elements: !250)
!249 = !DIFile(filename: "src/lua/lstate.h", directory: ".", checksumkind: CSK_MD5, checksum: "edd1473ca499831d12a0476e1db0587d")
!250 = !{!251, !260, !279, !591, !671, !672, !673, !674}
!251 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !248, file: !249, line: 354, baseType: !252, size: 128)
!252 = !DIDerivedType(tag: DW_TAG_typedef, name: "GCObject", file: !253, line: 294, baseType: !254)
!253 = !DIFile(filename: "src/lua/lobject.h", directory: ".", checksumkind: CSK_MD5, checksum: "aea49a507ea3586a933fcf888e0c1530")
!254 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "GCObject", file: !253, line: 292, size: 128, elements: !255)
!255 = !{!256, !258, !259}
!256 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !254, file: !253, line: 293, baseType: !257, size: 64)
!257 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !254, size: 64)
!258 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !254, file: !253, line: 293, baseType: !244, size: 8, offset: 64)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !254, file: !253, line: 293, baseType: !244, size: 8, offset: 72)
!260 = !DIDerivedType(tag: DW_TAG_member, name: "ts", scope: !248, file: !249, line: 355, baseType: !261, size: 256)
!261 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TString", file: !253, line: 386, size: 256, elements: !262)
!262 = !{!263, !264, !265, !266, !267, !268, !269, !278}
!263 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !261, file: !253, line: 387, baseType: !257, size: 64)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !261, file: !253, line: 387, baseType: !244, size: 8, offset: 64)
!265 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !261, file: !253, line: 387, baseType: !244, size: 8, offset: 72)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !261, file: !253, line: 388, baseType: !244, size: 8, offset: 80)
!267 = !DIDerivedType(tag: DW_TAG_member, name: "shrlen", scope: !261, file: !253, line: 389, baseType: !244, size: 8, offset: 88)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !261, file: !253, line: 390, baseType: !122, size: 32, offset: 96)
!269 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !261, file: !253, line: 394, baseType: !270, size: 64, offset: 128)
!270 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !261, file: !253, line: 391, size: 64, elements: !271)
!271 = !{!272, !276}
!272 = !DIDerivedType(tag: DW_TAG_member, name: "lnglen", scope: !270, file: !253, line: 392, baseType: !273, size: 64)
!273 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !274, line: 18, baseType: !275)
!274 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!275 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!276 = !DIDerivedType(tag: DW_TAG_member, name: "hnext", scope: !270, file: !253, line: 393, baseType: !277, size: 64)
!277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !261, size: 64)
!278 = !DIDerivedType(tag: DW_TAG_member, name: "contents", scope: !261, file: !253, line: 395, baseType: !48, size: 8, offset: 192)
!279 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !248, file: !249, line: 356, baseType: !280, size: 448)
!280 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Udata", file: !253, line: 459, size: 448, elements: !281)
!281 = !{!282, !283, !284, !285, !287, !288, !579, !580}
!282 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !280, file: !253, line: 460, baseType: !257, size: 64)
!283 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !280, file: !253, line: 460, baseType: !244, size: 8, offset: 64)
!284 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !280, file: !253, line: 460, baseType: !244, size: 8, offset: 72)
!285 = !DIDerivedType(tag: DW_TAG_member, name: "nuvalue", scope: !280, file: !253, line: 461, baseType: !286, size: 16, offset: 80)
!286 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!287 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !280, file: !253, line: 462, baseType: !273, size: 64, offset: 128)
!288 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !280, file: !253, line: 463, baseType: !289, size: 64, offset: 192)
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !290, size: 64)
!290 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Table", file: !253, line: 737, size: 448, elements: !291)
!291 = !{!292, !293, !294, !295, !296, !297, !298, !562, !576, !577, !578}
!292 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !290, file: !253, line: 738, baseType: !257, size: 64)
!293 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !290, file: !253, line: 738, baseType: !244, size: 8, offset: 64)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !290, file: !253, line: 738, baseType: !244, size: 8, offset: 72)
!295 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !290, file: !253, line: 739, baseType: !244, size: 8, offset: 80)
!296 = !DIDerivedType(tag: DW_TAG_member, name: "lsizenode", scope: !290, file: !253, line: 740, baseType: !244, size: 8, offset: 88)
!297 = !DIDerivedType(tag: DW_TAG_member, name: "alimit", scope: !290, file: !253, line: 741, baseType: !122, size: 32, offset: 96)
!298 = !DIDerivedType(tag: DW_TAG_member, name: "array", scope: !290, file: !253, line: 742, baseType: !299, size: 64, offset: 128)
!299 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !300, size: 64)
!300 = !DIDerivedType(tag: DW_TAG_typedef, name: "TValue", file: !253, line: 69, baseType: !301)
!301 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TValue", file: !253, line: 67, size: 128, elements: !302)
!302 = !{!303, !561}
!303 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !301, file: !253, line: 68, baseType: !304, size: 64)
!304 = !DIDerivedType(tag: DW_TAG_typedef, name: "Value", file: !253, line: 57, baseType: !305)
!305 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Value", file: !253, line: 49, size: 64, elements: !306)
!306 = !{!307, !308, !309, !554, !557, !560}
!307 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !305, file: !253, line: 50, baseType: !257, size: 64)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !305, file: !253, line: 51, baseType: !243, size: 64)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !305, file: !253, line: 52, baseType: !310, size: 64)
!310 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !311, line: 106, baseType: !312)
!311 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!312 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !313, size: 64)
!313 = !DISubroutineType(types: !314)
!314 = !{!315, !316}
!315 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !317, size: 64)
!317 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !311, line: 57, baseType: !318)
!318 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !249, line: 309, size: 1600, elements: !319)
!319 = !{!320, !321, !322, !323, !324, !325, !326, !347, !430, !485, !486, !487, !511, !512, !513, !514, !517, !518, !548, !549, !550, !551, !552, !553}
!320 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !318, file: !249, line: 310, baseType: !257, size: 64)
!321 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !318, file: !249, line: 310, baseType: !244, size: 8, offset: 64)
!322 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !318, file: !249, line: 310, baseType: !244, size: 8, offset: 72)
!323 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !318, file: !249, line: 311, baseType: !244, size: 8, offset: 80)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "allowhook", scope: !318, file: !249, line: 312, baseType: !244, size: 8, offset: 88)
!325 = !DIDerivedType(tag: DW_TAG_member, name: "nci", scope: !318, file: !249, line: 313, baseType: !286, size: 16, offset: 96)
!326 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !318, file: !249, line: 314, baseType: !327, size: 64, offset: 128)
!327 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkIdRel", file: !253, line: 168, baseType: !328)
!328 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !253, line: 165, size: 64, elements: !329)
!329 = !{!330, !343}
!330 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !328, file: !253, line: 166, baseType: !331, size: 64)
!331 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkId", file: !253, line: 158, baseType: !332)
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !333, size: 64)
!333 = !DIDerivedType(tag: DW_TAG_typedef, name: "StackValue", file: !253, line: 154, baseType: !334)
!334 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "StackValue", file: !253, line: 148, size: 128, elements: !335)
!335 = !{!336, !337}
!336 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !334, file: !253, line: 149, baseType: !300, size: 128)
!337 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !334, file: !253, line: 153, baseType: !338, size: 128)
!338 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !334, file: !253, line: 150, size: 128, elements: !339)
!339 = !{!340, !341, !342}
!340 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !338, file: !253, line: 151, baseType: !304, size: 64)
!341 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !338, file: !253, line: 151, baseType: !244, size: 8, offset: 64)
!342 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !338, file: !253, line: 152, baseType: !286, size: 16, offset: 80)
!343 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !328, file: !253, line: 167, baseType: !344, size: 64)
!344 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !345, line: 18, baseType: !346)
!345 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!346 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "l_G", scope: !318, file: !249, line: 315, baseType: !348, size: 64, offset: 192)
!348 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !349, size: 64)
!349 = !DIDerivedType(tag: DW_TAG_typedef, name: "global_State", file: !249, line: 303, baseType: !350)
!350 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "global_State", file: !249, line: 254, size: 11328, elements: !351)
!351 = !{!352, !357, !358, !360, !361, !363, !364, !374, !375, !376, !377, !378, !379, !380, !381, !382, !383, !384, !385, !386, !387, !388, !390, !392, !393, !394, !395, !396, !397, !398, !399, !400, !401, !402, !403, !404, !405, !406, !407, !409, !410, !411, !412, !416, !418, !422, !429}
!352 = !DIDerivedType(tag: DW_TAG_member, name: "frealloc", scope: !350, file: !249, line: 255, baseType: !353, size: 64)
!353 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Alloc", file: !311, line: 125, baseType: !354)
!354 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !355, size: 64)
!355 = !DISubroutineType(types: !356)
!356 = !{!243, !243, !243, !273, !273}
!357 = !DIDerivedType(tag: DW_TAG_member, name: "ud", scope: !350, file: !249, line: 256, baseType: !243, size: 64, offset: 64)
!358 = !DIDerivedType(tag: DW_TAG_member, name: "totalbytes", scope: !350, file: !249, line: 257, baseType: !359, size: 64, offset: 128)
!359 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_mem", file: !245, line: 28, baseType: !344)
!360 = !DIDerivedType(tag: DW_TAG_member, name: "GCdebt", scope: !350, file: !249, line: 258, baseType: !359, size: 64, offset: 192)
!361 = !DIDerivedType(tag: DW_TAG_member, name: "GCestimate", scope: !350, file: !249, line: 259, baseType: !362, size: 64, offset: 256)
!362 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_mem", file: !245, line: 27, baseType: !273)
!363 = !DIDerivedType(tag: DW_TAG_member, name: "lastatomic", scope: !350, file: !249, line: 260, baseType: !362, size: 64, offset: 320)
!364 = !DIDerivedType(tag: DW_TAG_member, name: "strt", scope: !350, file: !249, line: 261, baseType: !365, size: 128, offset: 384)
!365 = !DIDerivedType(tag: DW_TAG_typedef, name: "stringtable", file: !249, line: 159, baseType: !366)
!366 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stringtable", file: !249, line: 155, size: 128, elements: !367)
!367 = !{!368, !372, !373}
!368 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !366, file: !249, line: 156, baseType: !369, size: 64)
!369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !370, size: 64)
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !371, size: 64)
!371 = !DIDerivedType(tag: DW_TAG_typedef, name: "TString", file: !253, line: 396, baseType: !261)
!372 = !DIDerivedType(tag: DW_TAG_member, name: "nuse", scope: !366, file: !249, line: 157, baseType: !315, size: 32, offset: 64)
!373 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !366, file: !249, line: 158, baseType: !315, size: 32, offset: 96)
!374 = !DIDerivedType(tag: DW_TAG_member, name: "l_registry", scope: !350, file: !249, line: 262, baseType: !300, size: 128, offset: 512)
!375 = !DIDerivedType(tag: DW_TAG_member, name: "nilvalue", scope: !350, file: !249, line: 263, baseType: !300, size: 128, offset: 640)
!376 = !DIDerivedType(tag: DW_TAG_member, name: "seed", scope: !350, file: !249, line: 264, baseType: !122, size: 32, offset: 768)
!377 = !DIDerivedType(tag: DW_TAG_member, name: "currentwhite", scope: !350, file: !249, line: 265, baseType: !244, size: 8, offset: 800)
!378 = !DIDerivedType(tag: DW_TAG_member, name: "gcstate", scope: !350, file: !249, line: 266, baseType: !244, size: 8, offset: 808)
!379 = !DIDerivedType(tag: DW_TAG_member, name: "gckind", scope: !350, file: !249, line: 267, baseType: !244, size: 8, offset: 816)
!380 = !DIDerivedType(tag: DW_TAG_member, name: "gcstopem", scope: !350, file: !249, line: 268, baseType: !244, size: 8, offset: 824)
!381 = !DIDerivedType(tag: DW_TAG_member, name: "genminormul", scope: !350, file: !249, line: 269, baseType: !244, size: 8, offset: 832)
!382 = !DIDerivedType(tag: DW_TAG_member, name: "genmajormul", scope: !350, file: !249, line: 270, baseType: !244, size: 8, offset: 840)
!383 = !DIDerivedType(tag: DW_TAG_member, name: "gcstp", scope: !350, file: !249, line: 271, baseType: !244, size: 8, offset: 848)
!384 = !DIDerivedType(tag: DW_TAG_member, name: "gcemergency", scope: !350, file: !249, line: 272, baseType: !244, size: 8, offset: 856)
!385 = !DIDerivedType(tag: DW_TAG_member, name: "gcpause", scope: !350, file: !249, line: 273, baseType: !244, size: 8, offset: 864)
!386 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepmul", scope: !350, file: !249, line: 274, baseType: !244, size: 8, offset: 872)
!387 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepsize", scope: !350, file: !249, line: 275, baseType: !244, size: 8, offset: 880)
!388 = !DIDerivedType(tag: DW_TAG_member, name: "allgc", scope: !350, file: !249, line: 276, baseType: !389, size: 64, offset: 896)
!389 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 64)
!390 = !DIDerivedType(tag: DW_TAG_member, name: "sweepgc", scope: !350, file: !249, line: 277, baseType: !391, size: 64, offset: 960)
!391 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !389, size: 64)
!392 = !DIDerivedType(tag: DW_TAG_member, name: "finobj", scope: !350, file: !249, line: 278, baseType: !389, size: 64, offset: 1024)
!393 = !DIDerivedType(tag: DW_TAG_member, name: "gray", scope: !350, file: !249, line: 279, baseType: !389, size: 64, offset: 1088)
!394 = !DIDerivedType(tag: DW_TAG_member, name: "grayagain", scope: !350, file: !249, line: 280, baseType: !389, size: 64, offset: 1152)
!395 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !350, file: !249, line: 281, baseType: !389, size: 64, offset: 1216)
!396 = !DIDerivedType(tag: DW_TAG_member, name: "ephemeron", scope: !350, file: !249, line: 282, baseType: !389, size: 64, offset: 1280)
!397 = !DIDerivedType(tag: DW_TAG_member, name: "allweak", scope: !350, file: !249, line: 283, baseType: !389, size: 64, offset: 1344)
!398 = !DIDerivedType(tag: DW_TAG_member, name: "tobefnz", scope: !350, file: !249, line: 284, baseType: !389, size: 64, offset: 1408)
!399 = !DIDerivedType(tag: DW_TAG_member, name: "fixedgc", scope: !350, file: !249, line: 285, baseType: !389, size: 64, offset: 1472)
!400 = !DIDerivedType(tag: DW_TAG_member, name: "survival", scope: !350, file: !249, line: 287, baseType: !389, size: 64, offset: 1536)
!401 = !DIDerivedType(tag: DW_TAG_member, name: "old1", scope: !350, file: !249, line: 288, baseType: !389, size: 64, offset: 1600)
!402 = !DIDerivedType(tag: DW_TAG_member, name: "reallyold", scope: !350, file: !249, line: 289, baseType: !389, size: 64, offset: 1664)
!403 = !DIDerivedType(tag: DW_TAG_member, name: "firstold1", scope: !350, file: !249, line: 290, baseType: !389, size: 64, offset: 1728)
!404 = !DIDerivedType(tag: DW_TAG_member, name: "finobjsur", scope: !350, file: !249, line: 291, baseType: !389, size: 64, offset: 1792)
!405 = !DIDerivedType(tag: DW_TAG_member, name: "finobjold1", scope: !350, file: !249, line: 292, baseType: !389, size: 64, offset: 1856)
!406 = !DIDerivedType(tag: DW_TAG_member, name: "finobjrold", scope: !350, file: !249, line: 293, baseType: !389, size: 64, offset: 1920)
!407 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !350, file: !249, line: 294, baseType: !408, size: 64, offset: 1984)
!408 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64)
!409 = !DIDerivedType(tag: DW_TAG_member, name: "panic", scope: !350, file: !249, line: 295, baseType: !310, size: 64, offset: 2048)
!410 = !DIDerivedType(tag: DW_TAG_member, name: "mainthread", scope: !350, file: !249, line: 296, baseType: !408, size: 64, offset: 2112)
!411 = !DIDerivedType(tag: DW_TAG_member, name: "memerrmsg", scope: !350, file: !249, line: 297, baseType: !370, size: 64, offset: 2176)
!412 = !DIDerivedType(tag: DW_TAG_member, name: "tmname", scope: !350, file: !249, line: 298, baseType: !413, size: 1600, offset: 2240)
!413 = !DICompositeType(tag: DW_TAG_array_type, baseType: !370, size: 1600, elements: !414)
!414 = !{!415}
!415 = !DISubrange(count: 25)
!416 = !DIDerivedType(tag: DW_TAG_member, name: "mt", scope: !350, file: !249, line: 299, baseType: !417, size: 576, offset: 3840)
!417 = !DICompositeType(tag: DW_TAG_array_type, baseType: !289, size: 576, elements: !44)
!418 = !DIDerivedType(tag: DW_TAG_member, name: "strcache", scope: !350, file: !249, line: 300, baseType: !419, size: 6784, offset: 4416)
!419 = !DICompositeType(tag: DW_TAG_array_type, baseType: !370, size: 6784, elements: !420)
!420 = !{!421, !57}
!421 = !DISubrange(count: 53)
!422 = !DIDerivedType(tag: DW_TAG_member, name: "warnf", scope: !350, file: !249, line: 301, baseType: !423, size: 64, offset: 11200)
!423 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_WarnFunction", file: !311, line: 131, baseType: !424)
!424 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !425, size: 64)
!425 = !DISubroutineType(types: !426)
!426 = !{null, !243, !427, !315}
!427 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !428, size: 64)
!428 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!429 = !DIDerivedType(tag: DW_TAG_member, name: "ud_warn", scope: !350, file: !249, line: 302, baseType: !243, size: 64, offset: 11264)
!430 = !DIDerivedType(tag: DW_TAG_member, name: "ci", scope: !318, file: !249, line: 316, baseType: !431, size: 64, offset: 256)
!431 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !432, size: 64)
!432 = !DIDerivedType(tag: DW_TAG_typedef, name: "CallInfo", file: !249, line: 14, baseType: !433)
!433 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CallInfo", file: !249, line: 177, size: 512, elements: !434)
!434 = !{!435, !436, !437, !439, !440, !471, !482, !484}
!435 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !433, file: !249, line: 178, baseType: !327, size: 64)
!436 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !433, file: !249, line: 179, baseType: !327, size: 64, offset: 64)
!437 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !433, file: !249, line: 180, baseType: !438, size: 64, offset: 128)
!438 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !433, size: 64)
!439 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !433, file: !249, line: 180, baseType: !438, size: 64, offset: 192)
!440 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !433, file: !249, line: 192, baseType: !441, size: 192, offset: 256)
!441 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !433, file: !249, line: 181, size: 192, elements: !442)
!442 = !{!443, !458}
!443 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !441, file: !249, line: 186, baseType: !444, size: 128)
!444 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !441, file: !249, line: 182, size: 128, elements: !445)
!445 = !{!446, !451, !457}
!446 = !DIDerivedType(tag: DW_TAG_member, name: "savedpc", scope: !444, file: !249, line: 183, baseType: !447, size: 64)
!447 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !448, size: 64)
!448 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !449)
!449 = !DIDerivedType(tag: DW_TAG_typedef, name: "Instruction", file: !245, line: 205, baseType: !450)
!450 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_uint32", file: !245, line: 200, baseType: !122)
!451 = !DIDerivedType(tag: DW_TAG_member, name: "trap", scope: !444, file: !249, line: 184, baseType: !452, size: 32, offset: 64)
!452 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !453)
!453 = !DIDerivedType(tag: DW_TAG_typedef, name: "sig_atomic_t", file: !454, line: 8, baseType: !455)
!454 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/sig_atomic_t.h", directory: "", checksumkind: CSK_MD5, checksum: "d9236f7e3e7f10f53aa9d4cd97f503cf")
!455 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sig_atomic_t", file: !456, line: 215, baseType: !315)
!456 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!457 = !DIDerivedType(tag: DW_TAG_member, name: "nextraargs", scope: !444, file: !249, line: 185, baseType: !315, size: 32, offset: 96)
!458 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !441, file: !249, line: 191, baseType: !459, size: 192)
!459 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !441, file: !249, line: 187, size: 192, elements: !460)
!460 = !{!461, !469, !470}
!461 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !459, file: !249, line: 188, baseType: !462, size: 64)
!462 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !311, line: 111, baseType: !463)
!463 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !464, size: 64)
!464 = !DISubroutineType(types: !465)
!465 = !{!315, !316, !315, !466}
!466 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !311, line: 100, baseType: !467)
!467 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !468, line: 87, baseType: !346)
!468 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!469 = !DIDerivedType(tag: DW_TAG_member, name: "old_errfunc", scope: !459, file: !249, line: 189, baseType: !344, size: 64, offset: 64)
!470 = !DIDerivedType(tag: DW_TAG_member, name: "ctx", scope: !459, file: !249, line: 190, baseType: !466, size: 64, offset: 128)
!471 = !DIDerivedType(tag: DW_TAG_member, name: "u2", scope: !433, file: !249, line: 201, baseType: !472, size: 32, offset: 448)
!472 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !433, file: !249, line: 193, size: 32, elements: !473)
!473 = !{!474, !475, !476, !477}
!474 = !DIDerivedType(tag: DW_TAG_member, name: "funcidx", scope: !472, file: !249, line: 194, baseType: !315, size: 32)
!475 = !DIDerivedType(tag: DW_TAG_member, name: "nyield", scope: !472, file: !249, line: 195, baseType: !315, size: 32)
!476 = !DIDerivedType(tag: DW_TAG_member, name: "nres", scope: !472, file: !249, line: 196, baseType: !315, size: 32)
!477 = !DIDerivedType(tag: DW_TAG_member, name: "transferinfo", scope: !472, file: !249, line: 200, baseType: !478, size: 32)
!478 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !472, file: !249, line: 197, size: 32, elements: !479)
!479 = !{!480, !481}
!480 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !478, file: !249, line: 198, baseType: !286, size: 16)
!481 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !478, file: !249, line: 199, baseType: !286, size: 16, offset: 16)
!482 = !DIDerivedType(tag: DW_TAG_member, name: "nresults", scope: !433, file: !249, line: 202, baseType: !483, size: 16, offset: 480)
!483 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!484 = !DIDerivedType(tag: DW_TAG_member, name: "callstatus", scope: !433, file: !249, line: 203, baseType: !286, size: 16, offset: 496)
!485 = !DIDerivedType(tag: DW_TAG_member, name: "stack_last", scope: !318, file: !249, line: 317, baseType: !327, size: 64, offset: 320)
!486 = !DIDerivedType(tag: DW_TAG_member, name: "stack", scope: !318, file: !249, line: 318, baseType: !327, size: 64, offset: 384)
!487 = !DIDerivedType(tag: DW_TAG_member, name: "openupval", scope: !318, file: !249, line: 319, baseType: !488, size: 64, offset: 448)
!488 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !489, size: 64)
!489 = !DIDerivedType(tag: DW_TAG_typedef, name: "UpVal", file: !253, line: 640, baseType: !490)
!490 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "UpVal", file: !253, line: 627, size: 320, elements: !491)
!491 = !{!492, !493, !494, !495, !500}
!492 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !490, file: !253, line: 628, baseType: !257, size: 64)
!493 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !490, file: !253, line: 628, baseType: !244, size: 8, offset: 64)
!494 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !490, file: !253, line: 628, baseType: !244, size: 8, offset: 72)
!495 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !490, file: !253, line: 632, baseType: !496, size: 64, offset: 128)
!496 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !490, file: !253, line: 629, size: 64, elements: !497)
!497 = !{!498, !499}
!498 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !496, file: !253, line: 630, baseType: !299, size: 64)
!499 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !496, file: !253, line: 631, baseType: !344, size: 64)
!500 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !490, file: !253, line: 639, baseType: !501, size: 128, offset: 192)
!501 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !490, file: !253, line: 633, size: 128, elements: !502)
!502 = !{!503, !510}
!503 = !DIDerivedType(tag: DW_TAG_member, name: "open", scope: !501, file: !253, line: 637, baseType: !504, size: 128)
!504 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !501, file: !253, line: 634, size: 128, elements: !505)
!505 = !{!506, !508}
!506 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !504, file: !253, line: 635, baseType: !507, size: 64)
!507 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !490, size: 64)
!508 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !504, file: !253, line: 636, baseType: !509, size: 64, offset: 64)
!509 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !507, size: 64)
!510 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !501, file: !253, line: 638, baseType: !300, size: 128)
!511 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !318, file: !249, line: 320, baseType: !327, size: 64, offset: 512)
!512 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !318, file: !249, line: 321, baseType: !389, size: 64, offset: 576)
!513 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !318, file: !249, line: 322, baseType: !408, size: 64, offset: 640)
!514 = !DIDerivedType(tag: DW_TAG_member, name: "errorJmp", scope: !318, file: !249, line: 323, baseType: !515, size: 64, offset: 704)
!515 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !516, size: 64)
!516 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_longjmp", file: !249, line: 122, flags: DIFlagFwdDecl)
!517 = !DIDerivedType(tag: DW_TAG_member, name: "base_ci", scope: !318, file: !249, line: 324, baseType: !432, size: 512, offset: 768)
!518 = !DIDerivedType(tag: DW_TAG_member, name: "hook", scope: !318, file: !249, line: 325, baseType: !519, size: 64, offset: 1280)
!519 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !520)
!520 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Hook", file: !311, line: 143, baseType: !521)
!521 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !522, size: 64)
!522 = !DISubroutineType(types: !523)
!523 = !{null, !316, !524}
!524 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !525, size: 64)
!525 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Debug", file: !311, line: 137, baseType: !526)
!526 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_Debug", file: !311, line: 475, size: 1088, elements: !527)
!527 = !{!528, !529, !530, !531, !532, !533, !534, !535, !536, !537, !538, !539, !540, !541, !542, !543, !547}
!528 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !526, file: !311, line: 476, baseType: !315, size: 32)
!529 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !526, file: !311, line: 477, baseType: !427, size: 64, offset: 64)
!530 = !DIDerivedType(tag: DW_TAG_member, name: "namewhat", scope: !526, file: !311, line: 478, baseType: !427, size: 64, offset: 128)
!531 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !526, file: !311, line: 479, baseType: !427, size: 64, offset: 192)
!532 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !526, file: !311, line: 480, baseType: !427, size: 64, offset: 256)
!533 = !DIDerivedType(tag: DW_TAG_member, name: "srclen", scope: !526, file: !311, line: 481, baseType: !273, size: 64, offset: 320)
!534 = !DIDerivedType(tag: DW_TAG_member, name: "currentline", scope: !526, file: !311, line: 482, baseType: !315, size: 32, offset: 384)
!535 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !526, file: !311, line: 483, baseType: !315, size: 32, offset: 416)
!536 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !526, file: !311, line: 484, baseType: !315, size: 32, offset: 448)
!537 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !526, file: !311, line: 485, baseType: !246, size: 8, offset: 480)
!538 = !DIDerivedType(tag: DW_TAG_member, name: "nparams", scope: !526, file: !311, line: 486, baseType: !246, size: 8, offset: 488)
!539 = !DIDerivedType(tag: DW_TAG_member, name: "isvararg", scope: !526, file: !311, line: 487, baseType: !4, size: 8, offset: 496)
!540 = !DIDerivedType(tag: DW_TAG_member, name: "istailcall", scope: !526, file: !311, line: 488, baseType: !4, size: 8, offset: 504)
!541 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !526, file: !311, line: 489, baseType: !286, size: 16, offset: 512)
!542 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !526, file: !311, line: 490, baseType: !286, size: 16, offset: 528)
!543 = !DIDerivedType(tag: DW_TAG_member, name: "short_src", scope: !526, file: !311, line: 491, baseType: !544, size: 480, offset: 544)
!544 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 480, elements: !545)
!545 = !{!546}
!546 = !DISubrange(count: 60)
!547 = !DIDerivedType(tag: DW_TAG_member, name: "i_ci", scope: !526, file: !311, line: 493, baseType: !438, size: 64, offset: 1024)
!548 = !DIDerivedType(tag: DW_TAG_member, name: "errfunc", scope: !318, file: !249, line: 326, baseType: !344, size: 64, offset: 1344)
!549 = !DIDerivedType(tag: DW_TAG_member, name: "nCcalls", scope: !318, file: !249, line: 327, baseType: !450, size: 32, offset: 1408)
!550 = !DIDerivedType(tag: DW_TAG_member, name: "oldpc", scope: !318, file: !249, line: 328, baseType: !315, size: 32, offset: 1440)
!551 = !DIDerivedType(tag: DW_TAG_member, name: "basehookcount", scope: !318, file: !249, line: 329, baseType: !315, size: 32, offset: 1472)
!552 = !DIDerivedType(tag: DW_TAG_member, name: "hookcount", scope: !318, file: !249, line: 330, baseType: !315, size: 32, offset: 1504)
!553 = !DIDerivedType(tag: DW_TAG_member, name: "hookmask", scope: !318, file: !249, line: 331, baseType: !452, size: 32, offset: 1536)
!554 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !305, file: !253, line: 53, baseType: !555, size: 64)
!555 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !311, line: 94, baseType: !556)
!556 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!557 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !305, file: !253, line: 54, baseType: !558, size: 64)
!558 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !311, line: 90, baseType: !559)
!559 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!560 = !DIDerivedType(tag: DW_TAG_member, name: "ub", scope: !305, file: !253, line: 56, baseType: !244, size: 8)
!561 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !301, file: !253, line: 68, baseType: !244, size: 8, offset: 64)
!562 = !DIDerivedType(tag: DW_TAG_member, name: "node", scope: !290, file: !253, line: 743, baseType: !563, size: 64, offset: 192)
!563 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !564, size: 64)
!564 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !253, line: 707, baseType: !565)
!565 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Node", file: !253, line: 699, size: 192, elements: !566)
!566 = !{!567, !575}
!567 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !565, file: !253, line: 705, baseType: !568, size: 192)
!568 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NodeKey", file: !253, line: 700, size: 192, elements: !569)
!569 = !{!570, !571, !572, !573, !574}
!570 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !568, file: !253, line: 701, baseType: !304, size: 64)
!571 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !568, file: !253, line: 701, baseType: !244, size: 8, offset: 64)
!572 = !DIDerivedType(tag: DW_TAG_member, name: "key_tt", scope: !568, file: !253, line: 702, baseType: !244, size: 8, offset: 72)
!573 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !568, file: !253, line: 703, baseType: !315, size: 32, offset: 96)
!574 = !DIDerivedType(tag: DW_TAG_member, name: "key_val", scope: !568, file: !253, line: 704, baseType: !304, size: 64, offset: 128)
!575 = !DIDerivedType(tag: DW_TAG_member, name: "i_val", scope: !565, file: !253, line: 706, baseType: !300, size: 128)
!576 = !DIDerivedType(tag: DW_TAG_member, name: "lastfree", scope: !290, file: !253, line: 744, baseType: !563, size: 64, offset: 256)
!577 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !290, file: !253, line: 745, baseType: !289, size: 64, offset: 320)
!578 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !290, file: !253, line: 746, baseType: !389, size: 64, offset: 384)
!579 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !280, file: !253, line: 464, baseType: !389, size: 64, offset: 256)
!580 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !280, file: !253, line: 465, baseType: !581, size: 128, offset: 320)
!581 = !DICompositeType(tag: DW_TAG_array_type, baseType: !582, size: 128, elements: !49)
!582 = !DIDerivedType(tag: DW_TAG_typedef, name: "UValue", file: !253, line: 452, baseType: !583)
!583 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "UValue", file: !253, line: 449, size: 128, elements: !584)
!584 = !{!585, !586, !587, !588, !589, !590}
!585 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !583, file: !253, line: 450, baseType: !300, size: 128)
!586 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !583, file: !253, line: 451, baseType: !558, size: 64)
!587 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !583, file: !253, line: 451, baseType: !559, size: 64)
!588 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !583, file: !253, line: 451, baseType: !243, size: 64)
!589 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !583, file: !253, line: 451, baseType: !555, size: 64)
!590 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !583, file: !253, line: 451, baseType: !346, size: 64)
!591 = !DIDerivedType(tag: DW_TAG_member, name: "cl", scope: !248, file: !249, line: 357, baseType: !592, size: 384)
!592 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Closure", file: !253, line: 661, size: 384, elements: !593)
!593 = !{!594, !606}
!594 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !592, file: !253, line: 662, baseType: !595, size: 384)
!595 = !DIDerivedType(tag: DW_TAG_typedef, name: "CClosure", file: !253, line: 651, baseType: !596)
!596 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CClosure", file: !253, line: 647, size: 384, elements: !597)
!597 = !{!598, !599, !600, !601, !602, !603, !604}
!598 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !596, file: !253, line: 648, baseType: !257, size: 64)
!599 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !596, file: !253, line: 648, baseType: !244, size: 8, offset: 64)
!600 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !596, file: !253, line: 648, baseType: !244, size: 8, offset: 72)
!601 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !596, file: !253, line: 648, baseType: !244, size: 8, offset: 80)
!602 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !596, file: !253, line: 648, baseType: !389, size: 64, offset: 128)
!603 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !596, file: !253, line: 649, baseType: !310, size: 64, offset: 192)
!604 = !DIDerivedType(tag: DW_TAG_member, name: "upvalue", scope: !596, file: !253, line: 650, baseType: !605, size: 128, offset: 256)
!605 = !DICompositeType(tag: DW_TAG_array_type, baseType: !300, size: 128, elements: !49)
!606 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !592, file: !253, line: 663, baseType: !607, size: 320)
!607 = !DIDerivedType(tag: DW_TAG_typedef, name: "LClosure", file: !253, line: 658, baseType: !608)
!608 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LClosure", file: !253, line: 654, size: 320, elements: !609)
!609 = !{!610, !611, !612, !613, !614, !615, !669}
!610 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !608, file: !253, line: 655, baseType: !257, size: 64)
!611 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !608, file: !253, line: 655, baseType: !244, size: 8, offset: 64)
!612 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !608, file: !253, line: 655, baseType: !244, size: 8, offset: 72)
!613 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !608, file: !253, line: 655, baseType: !244, size: 8, offset: 80)
!614 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !608, file: !253, line: 655, baseType: !389, size: 64, offset: 128)
!615 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !608, file: !253, line: 656, baseType: !616, size: 64, offset: 192)
!616 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !617, size: 64)
!617 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Proto", file: !253, line: 550, size: 1024, elements: !618)
!618 = !{!619, !620, !621, !622, !623, !624, !625, !626, !627, !628, !629, !630, !631, !632, !633, !634, !635, !637, !639, !648, !652, !659, !667, !668}
!619 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !617, file: !253, line: 551, baseType: !257, size: 64)
!620 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !617, file: !253, line: 551, baseType: !244, size: 8, offset: 64)
!621 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !617, file: !253, line: 551, baseType: !244, size: 8, offset: 72)
!622 = !DIDerivedType(tag: DW_TAG_member, name: "numparams", scope: !617, file: !253, line: 552, baseType: !244, size: 8, offset: 80)
!623 = !DIDerivedType(tag: DW_TAG_member, name: "is_vararg", scope: !617, file: !253, line: 553, baseType: !244, size: 8, offset: 88)
!624 = !DIDerivedType(tag: DW_TAG_member, name: "maxstacksize", scope: !617, file: !253, line: 554, baseType: !244, size: 8, offset: 96)
!625 = !DIDerivedType(tag: DW_TAG_member, name: "sizeupvalues", scope: !617, file: !253, line: 555, baseType: !315, size: 32, offset: 128)
!626 = !DIDerivedType(tag: DW_TAG_member, name: "sizek", scope: !617, file: !253, line: 556, baseType: !315, size: 32, offset: 160)
!627 = !DIDerivedType(tag: DW_TAG_member, name: "sizecode", scope: !617, file: !253, line: 557, baseType: !315, size: 32, offset: 192)
!628 = !DIDerivedType(tag: DW_TAG_member, name: "sizelineinfo", scope: !617, file: !253, line: 558, baseType: !315, size: 32, offset: 224)
!629 = !DIDerivedType(tag: DW_TAG_member, name: "sizep", scope: !617, file: !253, line: 559, baseType: !315, size: 32, offset: 256)
!630 = !DIDerivedType(tag: DW_TAG_member, name: "sizelocvars", scope: !617, file: !253, line: 560, baseType: !315, size: 32, offset: 288)
!631 = !DIDerivedType(tag: DW_TAG_member, name: "sizeabslineinfo", scope: !617, file: !253, line: 561, baseType: !315, size: 32, offset: 320)
!632 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !617, file: !253, line: 562, baseType: !315, size: 32, offset: 352)
!633 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !617, file: !253, line: 563, baseType: !315, size: 32, offset: 384)
!634 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !617, file: !253, line: 564, baseType: !299, size: 64, offset: 448)
!635 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !617, file: !253, line: 565, baseType: !636, size: 64, offset: 512)
!636 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !449, size: 64)
!637 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !617, file: !253, line: 566, baseType: !638, size: 64, offset: 576)
!638 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !616, size: 64)
!639 = !DIDerivedType(tag: DW_TAG_member, name: "upvalues", scope: !617, file: !253, line: 567, baseType: !640, size: 64, offset: 640)
!640 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !641, size: 64)
!641 = !DIDerivedType(tag: DW_TAG_typedef, name: "Upvaldesc", file: !253, line: 518, baseType: !642)
!642 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Upvaldesc", file: !253, line: 513, size: 128, elements: !643)
!643 = !{!644, !645, !646, !647}
!644 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !642, file: !253, line: 514, baseType: !370, size: 64)
!645 = !DIDerivedType(tag: DW_TAG_member, name: "instack", scope: !642, file: !253, line: 515, baseType: !244, size: 8, offset: 64)
!646 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !642, file: !253, line: 516, baseType: !244, size: 8, offset: 72)
!647 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !642, file: !253, line: 517, baseType: !244, size: 8, offset: 80)
!648 = !DIDerivedType(tag: DW_TAG_member, name: "lineinfo", scope: !617, file: !253, line: 568, baseType: !649, size: 64, offset: 704)
!649 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !650, size: 64)
!650 = !DIDerivedType(tag: DW_TAG_typedef, name: "ls_byte", file: !245, line: 37, baseType: !651)
!651 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!652 = !DIDerivedType(tag: DW_TAG_member, name: "abslineinfo", scope: !617, file: !253, line: 569, baseType: !653, size: 64, offset: 768)
!653 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !654, size: 64)
!654 = !DIDerivedType(tag: DW_TAG_typedef, name: "AbsLineInfo", file: !253, line: 545, baseType: !655)
!655 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "AbsLineInfo", file: !253, line: 542, size: 64, elements: !656)
!656 = !{!657, !658}
!657 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !655, file: !253, line: 543, baseType: !315, size: 32)
!658 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !655, file: !253, line: 544, baseType: !315, size: 32, offset: 32)
!659 = !DIDerivedType(tag: DW_TAG_member, name: "locvars", scope: !617, file: !253, line: 570, baseType: !660, size: 64, offset: 832)
!660 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !661, size: 64)
!661 = !DIDerivedType(tag: DW_TAG_typedef, name: "LocVar", file: !253, line: 529, baseType: !662)
!662 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LocVar", file: !253, line: 525, size: 128, elements: !663)
!663 = !{!664, !665, !666}
!664 = !DIDerivedType(tag: DW_TAG_member, name: "varname", scope: !662, file: !253, line: 526, baseType: !370, size: 64)
!665 = !DIDerivedType(tag: DW_TAG_member, name: "startpc", scope: !662, file: !253, line: 527, baseType: !315, size: 32, offset: 64)
!666 = !DIDerivedType(tag: DW_TAG_member, name: "endpc", scope: !662, file: !253, line: 528, baseType: !315, size: 32, offset: 96)
!667 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !617, file: !253, line: 571, baseType: !370, size: 64, offset: 896)
!668 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !617, file: !253, line: 572, baseType: !389, size: 64, offset: 960)
!669 = !DIDerivedType(tag: DW_TAG_member, name: "upvals", scope: !608, file: !253, line: 657, baseType: !670, size: 64, offset: 256)
!670 = !DICompositeType(tag: DW_TAG_array_type, baseType: !488, size: 64, elements: !49)
!671 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !248, file: !249, line: 358, baseType: !290, size: 448)
!672 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !248, file: !249, line: 359, baseType: !617, size: 1024)
!673 = !DIDerivedType(tag: DW_TAG_member, name: "th", scope: !248, file: !249, line: 360, baseType: !318, size: 1600)
!674 = !DIDerivedType(tag: DW_TAG_member, name: "upv", scope: !248, file: !249, line: 361, baseType: !490, size: 320)
!675 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!676 = !DIDerivedType(tag: DW_TAG_typedef, name: "OpCode", file: !128, line: 310, baseType: !127)
!677 = !DIDerivedType(tag: DW_TAG_typedef, name: "TMS", file: !214, line: 45, baseType: !213)
!678 = !{!0, !7, !12, !17, !22, !24, !26, !31, !36, !41, !46, !51, !53, !58, !63, !65, !70, !75, !80, !82, !84, !89, !94, !96, !98, !100, !102, !104, !106, !111, !116}
!679 = !{i32 7, !"Dwarf Version", i32 5}
!680 = !{i32 2, !"Debug Info Version", i32 3}
!681 = !{i32 1, !"wchar_size", i32 4}
!682 = !{i32 8, !"PIC Level", i32 2}
!683 = !{i32 7, !"PIE Level", i32 2}
!684 = !{i32 7, !"uwtable", i32 2}
!685 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!686 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!687 = distinct !DISubprogram(name: "luaG_getfuncline", scope: !2, file: !2, line: 83, type: !688, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !693)
!688 = !DISubroutineType(types: !689)
!689 = !{!315, !690, !315}
!690 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !691, size: 64)
!691 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !692)
!692 = !DIDerivedType(tag: DW_TAG_typedef, name: "Proto", file: !253, line: 573, baseType: !617)
!693 = !{!694, !695, !696, !699}
!694 = !DILocalVariable(name: "f", arg: 1, scope: !687, file: !2, line: 83, type: !690)
!695 = !DILocalVariable(name: "pc", arg: 2, scope: !687, file: !2, line: 83, type: !315)
!696 = !DILocalVariable(name: "basepc", scope: !697, file: !2, line: 87, type: !315)
!697 = distinct !DILexicalBlock(scope: !698, file: !2, line: 86, column: 8)
!698 = distinct !DILexicalBlock(scope: !687, file: !2, line: 84, column: 7)
!699 = !DILocalVariable(name: "baseline", scope: !697, file: !2, line: 88, type: !315)
!700 = !DILocation(line: 0, scope: !687)
!701 = !DILocation(line: 84, column: 10, scope: !698)
!702 = !{!703, !704, i64 88}
!703 = !{!"Proto", !704, i64 0, !705, i64 8, !705, i64 9, !705, i64 10, !705, i64 11, !705, i64 12, !707, i64 16, !707, i64 20, !707, i64 24, !707, i64 28, !707, i64 32, !707, i64 36, !707, i64 40, !707, i64 44, !707, i64 48, !704, i64 56, !704, i64 64, !704, i64 72, !704, i64 80, !704, i64 88, !704, i64 96, !704, i64 104, !704, i64 112, !704, i64 120}
!704 = !{!"any pointer", !705, i64 0}
!705 = !{!"omnipotent char", !706, i64 0}
!706 = !{!"Simple C/C++ TBAA"}
!707 = !{!"int", !705, i64 0}
!708 = !DILocation(line: 84, column: 19, scope: !698)
!709 = !DILocation(line: 84, column: 7, scope: !687)
!710 = !DILocalVariable(name: "f", arg: 1, scope: !711, file: !2, line: 60, type: !690)
!711 = distinct !DISubprogram(name: "getbaseline", scope: !2, file: !2, line: 60, type: !712, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !715)
!712 = !DISubroutineType(types: !713)
!713 = !{!315, !690, !315, !714}
!714 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !315, size: 64)
!715 = !{!710, !716, !717, !718}
!716 = !DILocalVariable(name: "pc", arg: 2, scope: !711, file: !2, line: 60, type: !315)
!717 = !DILocalVariable(name: "basepc", arg: 3, scope: !711, file: !2, line: 60, type: !714)
!718 = !DILocalVariable(name: "i", scope: !719, file: !2, line: 66, type: !315)
!719 = distinct !DILexicalBlock(scope: !720, file: !2, line: 65, column: 8)
!720 = distinct !DILexicalBlock(scope: !711, file: !2, line: 61, column: 7)
!721 = !DILocation(line: 0, scope: !711, inlinedAt: !722)
!722 = distinct !DILocation(line: 88, column: 20, scope: !697)
!723 = !DILocation(line: 61, column: 10, scope: !720, inlinedAt: !722)
!724 = !{!703, !707, i64 40}
!725 = !DILocation(line: 61, column: 26, scope: !720, inlinedAt: !722)
!726 = !DILocation(line: 61, column: 31, scope: !720, inlinedAt: !722)
!727 = !DILocation(line: 61, column: 42, scope: !720, inlinedAt: !722)
!728 = !{!703, !704, i64 96}
!729 = !DILocation(line: 61, column: 57, scope: !720, inlinedAt: !722)
!730 = !{!731, !707, i64 0}
!731 = !{!"AbsLineInfo", !707, i64 0, !707, i64 4}
!732 = !DILocation(line: 61, column: 37, scope: !720, inlinedAt: !722)
!733 = !DILocation(line: 61, column: 7, scope: !711, inlinedAt: !722)
!734 = !DILocation(line: 0, scope: !697)
!735 = !DILocation(line: 63, column: 15, scope: !736, inlinedAt: !722)
!736 = distinct !DILexicalBlock(scope: !720, file: !2, line: 61, column: 61)
!737 = !DILocation(line: 63, column: 5, scope: !736, inlinedAt: !722)
!738 = !DILocation(line: 66, column: 27, scope: !719, inlinedAt: !722)
!739 = !DILocation(line: 0, scope: !719, inlinedAt: !722)
!740 = !DILocation(line: 70, column: 5, scope: !719, inlinedAt: !722)
!741 = !DILocation(line: 70, column: 39, scope: !719, inlinedAt: !722)
!742 = !DILocation(line: 70, column: 18, scope: !719, inlinedAt: !722)
!743 = !DILocation(line: 70, column: 14, scope: !719, inlinedAt: !722)
!744 = !DILocation(line: 70, column: 48, scope: !719, inlinedAt: !722)
!745 = !DILocation(line: 70, column: 70, scope: !719, inlinedAt: !722)
!746 = !DILocation(line: 70, column: 45, scope: !719, inlinedAt: !722)
!747 = distinct !{!747, !740, !748, !749}
!748 = !DILocation(line: 71, column: 8, scope: !719, inlinedAt: !722)
!749 = !{!"llvm.loop.mustprogress"}
!750 = !DILocation(line: 72, column: 15, scope: !719, inlinedAt: !722)
!751 = !DILocation(line: 72, column: 33, scope: !719, inlinedAt: !722)
!752 = !DILocation(line: 73, column: 30, scope: !719, inlinedAt: !722)
!753 = !DILocation(line: 0, scope: !720, inlinedAt: !722)
!754 = !{!707, !707, i64 0}
!755 = !DILocation(line: 89, column: 21, scope: !697)
!756 = !DILocation(line: 89, column: 5, scope: !697)
!757 = !DILocation(line: 91, column: 19, scope: !758)
!758 = distinct !DILexicalBlock(scope: !697, file: !2, line: 89, column: 27)
!759 = !{!705, !705, i64 0}
!760 = !DILocation(line: 91, column: 16, scope: !758)
!761 = distinct !{!761, !756, !762, !749, !763, !764}
!762 = !DILocation(line: 92, column: 5, scope: !697)
!763 = !{!"llvm.loop.isvectorized", i32 1}
!764 = !{!"llvm.loop.unroll.runtime.disable"}
!765 = !DILocation(line: 89, column: 18, scope: !697)
!766 = distinct !{!766, !756, !762, !749, !764, !763}
!767 = !DILocation(line: 0, scope: !698)
!768 = !DILocation(line: 95, column: 1, scope: !687)
!769 = distinct !DISubprogram(name: "lua_sethook", scope: !2, file: !2, line: 131, type: !770, scopeLine: 131, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !772)
!770 = !DISubroutineType(types: !771)
!771 = !{null, !316, !520, !315, !315}
!772 = !{!773, !774, !775, !776}
!773 = !DILocalVariable(name: "L", arg: 1, scope: !769, file: !2, line: 131, type: !316)
!774 = !DILocalVariable(name: "func", arg: 2, scope: !769, file: !2, line: 131, type: !520)
!775 = !DILocalVariable(name: "mask", arg: 3, scope: !769, file: !2, line: 131, type: !315)
!776 = !DILocalVariable(name: "count", arg: 4, scope: !769, file: !2, line: 131, type: !315)
!777 = !DILocation(line: 0, scope: !769)
!778 = !DILocation(line: 132, column: 12, scope: !779)
!779 = distinct !DILexicalBlock(scope: !769, file: !2, line: 132, column: 7)
!780 = !DILocation(line: 132, column: 20, scope: !779)
!781 = !DILocation(line: 136, column: 6, scope: !769)
!782 = !DILocation(line: 136, column: 11, scope: !769)
!783 = !{!784, !704, i64 160}
!784 = !{!"lua_State", !704, i64 0, !705, i64 8, !705, i64 9, !705, i64 10, !705, i64 11, !785, i64 12, !705, i64 16, !704, i64 24, !704, i64 32, !705, i64 40, !705, i64 48, !704, i64 56, !705, i64 64, !704, i64 72, !704, i64 80, !704, i64 88, !786, i64 96, !704, i64 160, !787, i64 168, !707, i64 176, !707, i64 180, !707, i64 184, !707, i64 188, !707, i64 192}
!785 = !{!"short", !705, i64 0}
!786 = !{!"CallInfo", !705, i64 0, !705, i64 8, !704, i64 16, !704, i64 24, !705, i64 32, !705, i64 56, !785, i64 60, !785, i64 62}
!787 = !{!"long", !705, i64 0}
!788 = !DILocation(line: 137, column: 6, scope: !769)
!789 = !DILocation(line: 137, column: 20, scope: !769)
!790 = !{!784, !707, i64 184}
!791 = !DILocation(line: 138, column: 3, scope: !769)
!792 = !{!784, !707, i64 188}
!793 = !DILocation(line: 139, column: 17, scope: !769)
!794 = !DILocation(line: 139, column: 6, scope: !769)
!795 = !DILocation(line: 139, column: 15, scope: !769)
!796 = !{!784, !707, i64 192}
!797 = !DILocation(line: 140, column: 7, scope: !798)
!798 = distinct !DILexicalBlock(scope: !769, file: !2, line: 140, column: 7)
!799 = !DILocation(line: 140, column: 7, scope: !769)
!800 = !DILocation(line: 141, column: 17, scope: !798)
!801 = !{!784, !704, i64 32}
!802 = !DILocalVariable(name: "ci", arg: 1, scope: !803, file: !2, line: 114, type: !431)
!803 = distinct !DISubprogram(name: "settraps", scope: !2, file: !2, line: 114, type: !804, scopeLine: 114, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !806)
!804 = !DISubroutineType(types: !805)
!805 = !{null, !431}
!806 = !{!802}
!807 = !DILocation(line: 0, scope: !803, inlinedAt: !808)
!808 = distinct !DILocation(line: 141, column: 5, scope: !798)
!809 = !DILocation(line: 115, column: 13, scope: !810, inlinedAt: !808)
!810 = distinct !DILexicalBlock(scope: !811, file: !2, line: 115, column: 3)
!811 = distinct !DILexicalBlock(scope: !803, file: !2, line: 115, column: 3)
!812 = !DILocation(line: 115, column: 3, scope: !811, inlinedAt: !808)
!813 = !DILocation(line: 116, column: 9, scope: !814, inlinedAt: !808)
!814 = distinct !DILexicalBlock(scope: !810, file: !2, line: 116, column: 9)
!815 = !{!786, !785, i64 62}
!816 = !DILocation(line: 116, column: 9, scope: !810, inlinedAt: !808)
!817 = !DILocation(line: 117, column: 15, scope: !814, inlinedAt: !808)
!818 = !DILocation(line: 117, column: 20, scope: !814, inlinedAt: !808)
!819 = !DILocation(line: 117, column: 7, scope: !814, inlinedAt: !808)
!820 = !DILocation(line: 115, column: 31, scope: !810, inlinedAt: !808)
!821 = !{!786, !704, i64 16}
!822 = distinct !{!822, !812, !823, !749}
!823 = !DILocation(line: 117, column: 22, scope: !811, inlinedAt: !808)
!824 = !DILocation(line: 142, column: 1, scope: !769)
!825 = distinct !DISubprogram(name: "lua_gethook", scope: !2, file: !2, line: 145, type: !826, scopeLine: 145, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !828)
!826 = !DISubroutineType(types: !827)
!827 = !{!520, !316}
!828 = !{!829}
!829 = !DILocalVariable(name: "L", arg: 1, scope: !825, file: !2, line: 145, type: !316)
!830 = !DILocation(line: 0, scope: !825)
!831 = !DILocation(line: 146, column: 13, scope: !825)
!832 = !DILocation(line: 146, column: 3, scope: !825)
!833 = distinct !DISubprogram(name: "lua_gethookmask", scope: !2, file: !2, line: 150, type: !313, scopeLine: 150, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !834)
!834 = !{!835}
!835 = !DILocalVariable(name: "L", arg: 1, scope: !833, file: !2, line: 150, type: !316)
!836 = !DILocation(line: 0, scope: !833)
!837 = !DILocation(line: 151, column: 13, scope: !833)
!838 = !DILocation(line: 151, column: 3, scope: !833)
!839 = distinct !DISubprogram(name: "lua_gethookcount", scope: !2, file: !2, line: 155, type: !313, scopeLine: 155, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !840)
!840 = !{!841}
!841 = !DILocalVariable(name: "L", arg: 1, scope: !839, file: !2, line: 155, type: !316)
!842 = !DILocation(line: 0, scope: !839)
!843 = !DILocation(line: 156, column: 13, scope: !839)
!844 = !DILocation(line: 156, column: 3, scope: !839)
!845 = distinct !DISubprogram(name: "lua_getstack", scope: !2, file: !2, line: 160, type: !846, scopeLine: 160, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !848)
!846 = !DISubroutineType(types: !847)
!847 = !{!315, !316, !315, !524}
!848 = !{!849, !850, !851, !852, !853}
!849 = !DILocalVariable(name: "L", arg: 1, scope: !845, file: !2, line: 160, type: !316)
!850 = !DILocalVariable(name: "level", arg: 2, scope: !845, file: !2, line: 160, type: !315)
!851 = !DILocalVariable(name: "ar", arg: 3, scope: !845, file: !2, line: 160, type: !524)
!852 = !DILocalVariable(name: "status", scope: !845, file: !2, line: 161, type: !315)
!853 = !DILocalVariable(name: "ci", scope: !845, file: !2, line: 162, type: !431)
!854 = !DILocation(line: 0, scope: !845)
!855 = !DILocation(line: 163, column: 13, scope: !856)
!856 = distinct !DILexicalBlock(scope: !845, file: !2, line: 163, column: 7)
!857 = !DILocation(line: 163, column: 7, scope: !845)
!858 = !DILocation(line: 165, column: 16, scope: !859)
!859 = distinct !DILexicalBlock(scope: !845, file: !2, line: 165, column: 3)
!860 = !DILocation(line: 165, scope: !859)
!861 = !{!704, !704, i64 0}
!862 = !DILocation(line: 165, column: 26, scope: !863)
!863 = distinct !DILexicalBlock(scope: !859, file: !2, line: 165, column: 3)
!864 = !DILocation(line: 165, column: 30, scope: !863)
!865 = !DILocation(line: 165, column: 3, scope: !859)
!866 = !DILocation(line: 166, column: 10, scope: !863)
!867 = !DILocation(line: 165, column: 61, scope: !863)
!868 = distinct !{!868, !865, !869, !749}
!869 = !DILocation(line: 166, column: 10, scope: !859)
!870 = !DILocation(line: 167, column: 13, scope: !871)
!871 = distinct !DILexicalBlock(scope: !845, file: !2, line: 167, column: 7)
!872 = !DILocation(line: 167, column: 18, scope: !871)
!873 = !DILocation(line: 169, column: 9, scope: !874)
!874 = distinct !DILexicalBlock(scope: !871, file: !2, line: 167, column: 40)
!875 = !DILocation(line: 169, column: 14, scope: !874)
!876 = !{!877, !704, i64 128}
!877 = !{!"lua_Debug", !707, i64 0, !704, i64 8, !704, i64 16, !704, i64 24, !704, i64 32, !787, i64 40, !707, i64 48, !707, i64 52, !707, i64 56, !705, i64 60, !705, i64 61, !705, i64 62, !705, i64 63, !785, i64 64, !785, i64 66, !705, i64 68, !704, i64 128}
!878 = !DILocation(line: 170, column: 3, scope: !874)
!879 = !DILocation(line: 174, column: 1, scope: !845)
!880 = distinct !DISubprogram(name: "luaG_findlocal", scope: !2, file: !2, line: 196, type: !881, scopeLine: 196, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !884)
!881 = !DISubroutineType(types: !882)
!882 = !{!427, !316, !431, !315, !883}
!883 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !331, size: 64)
!884 = !{!885, !886, !887, !888, !889, !890, !891}
!885 = !DILocalVariable(name: "L", arg: 1, scope: !880, file: !2, line: 196, type: !316)
!886 = !DILocalVariable(name: "ci", arg: 2, scope: !880, file: !2, line: 196, type: !431)
!887 = !DILocalVariable(name: "n", arg: 3, scope: !880, file: !2, line: 196, type: !315)
!888 = !DILocalVariable(name: "pos", arg: 4, scope: !880, file: !2, line: 196, type: !883)
!889 = !DILocalVariable(name: "base", scope: !880, file: !2, line: 197, type: !331)
!890 = !DILocalVariable(name: "name", scope: !880, file: !2, line: 198, type: !427)
!891 = !DILocalVariable(name: "limit", scope: !892, file: !2, line: 206, type: !331)
!892 = distinct !DILexicalBlock(scope: !893, file: !2, line: 205, column: 21)
!893 = distinct !DILexicalBlock(scope: !880, file: !2, line: 205, column: 7)
!894 = !DILocation(line: 0, scope: !880)
!895 = !DILocation(line: 197, column: 25, scope: !880)
!896 = !DILocation(line: 197, column: 27, scope: !880)
!897 = !DILocation(line: 199, column: 7, scope: !898)
!898 = distinct !DILexicalBlock(scope: !880, file: !2, line: 199, column: 7)
!899 = !DILocation(line: 199, column: 7, scope: !880)
!900 = !DILocation(line: 200, column: 11, scope: !901)
!901 = distinct !DILexicalBlock(scope: !902, file: !2, line: 200, column: 9)
!902 = distinct !DILexicalBlock(scope: !898, file: !2, line: 199, column: 18)
!903 = !DILocation(line: 0, scope: !901)
!904 = !DILocation(line: 200, column: 9, scope: !902)
!905 = !DILocalVariable(name: "ci", arg: 1, scope: !906, file: !2, line: 184, type: !431)
!906 = distinct !DISubprogram(name: "findvararg", scope: !2, file: !2, line: 184, type: !907, scopeLine: 184, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !909)
!907 = !DISubroutineType(types: !908)
!908 = !{!427, !431, !315, !883}
!909 = !{!905, !910, !911, !912}
!910 = !DILocalVariable(name: "n", arg: 2, scope: !906, file: !2, line: 184, type: !315)
!911 = !DILocalVariable(name: "pos", arg: 3, scope: !906, file: !2, line: 184, type: !883)
!912 = !DILocalVariable(name: "nextra", scope: !913, file: !2, line: 186, type: !315)
!913 = distinct !DILexicalBlock(scope: !914, file: !2, line: 185, column: 48)
!914 = distinct !DILexicalBlock(scope: !906, file: !2, line: 185, column: 7)
!915 = !DILocation(line: 0, scope: !906, inlinedAt: !916)
!916 = distinct !DILocation(line: 201, column: 14, scope: !901)
!917 = !DILocation(line: 185, column: 37, scope: !914, inlinedAt: !916)
!918 = !{!703, !705, i64 11}
!919 = !DILocation(line: 185, column: 7, scope: !914, inlinedAt: !916)
!920 = !DILocation(line: 185, column: 7, scope: !906, inlinedAt: !916)
!921 = !DILocation(line: 186, column: 26, scope: !913, inlinedAt: !916)
!922 = !DILocation(line: 0, scope: !913, inlinedAt: !916)
!923 = !DILocation(line: 187, column: 14, scope: !924, inlinedAt: !916)
!924 = distinct !DILexicalBlock(scope: !913, file: !2, line: 187, column: 9)
!925 = !DILocation(line: 187, column: 11, scope: !924, inlinedAt: !916)
!926 = !DILocation(line: 187, column: 9, scope: !913, inlinedAt: !916)
!927 = !DILocation(line: 188, column: 25, scope: !928, inlinedAt: !916)
!928 = distinct !DILexicalBlock(scope: !924, file: !2, line: 187, column: 23)
!929 = !DILocation(line: 188, column: 34, scope: !928, inlinedAt: !916)
!930 = !DILocalVariable(name: "ci", arg: 1, scope: !931, file: !2, line: 41, type: !431)
!931 = distinct !DISubprogram(name: "currentpc", scope: !2, file: !2, line: 41, type: !932, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !934)
!932 = !DISubroutineType(types: !933)
!933 = !{!315, !431}
!934 = !{!930}
!935 = !DILocation(line: 0, scope: !931, inlinedAt: !936)
!936 = distinct !DILocation(line: 203, column: 51, scope: !901)
!937 = !DILocation(line: 43, column: 10, scope: !931, inlinedAt: !936)
!938 = !{!703, !704, i64 64}
!939 = !DILocation(line: 203, column: 14, scope: !901)
!940 = !DILocation(line: 205, column: 12, scope: !893)
!941 = !DILocation(line: 205, column: 7, scope: !880)
!942 = !DILocation(line: 206, column: 29, scope: !892)
!943 = !DILocation(line: 206, column: 23, scope: !892)
!944 = !DILocation(line: 206, column: 19, scope: !892)
!945 = !DILocation(line: 206, column: 38, scope: !892)
!946 = !DILocation(line: 206, column: 50, scope: !892)
!947 = !{!786, !704, i64 24}
!948 = !DILocation(line: 0, scope: !892)
!949 = !DILocation(line: 207, column: 15, scope: !950)
!950 = distinct !DILexicalBlock(scope: !892, file: !2, line: 207, column: 9)
!951 = !DILocation(line: 207, column: 25, scope: !950)
!952 = !DILocation(line: 207, column: 22, scope: !950)
!953 = !DILocation(line: 207, column: 27, scope: !950)
!954 = !DILocation(line: 209, column: 14, scope: !955)
!955 = distinct !DILexicalBlock(scope: !950, file: !2, line: 207, column: 37)
!956 = !DILocation(line: 214, column: 7, scope: !957)
!957 = distinct !DILexicalBlock(scope: !880, file: !2, line: 214, column: 7)
!958 = !DILocation(line: 214, column: 7, scope: !880)
!959 = !DILocation(line: 215, column: 17, scope: !957)
!960 = !DILocation(line: 215, column: 5, scope: !957)
!961 = !DILocation(line: 217, column: 1, scope: !880)
!962 = !DISubprogram(name: "luaF_getlocalname", scope: !963, file: !963, line: 60, type: !964, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!963 = !DIFile(filename: "src/lua/lfunc.h", directory: ".", checksumkind: CSK_MD5, checksum: "74c1a9067666bcdc4b1bc5a3ce4dd84c")
!964 = !DISubroutineType(types: !965)
!965 = !{!427, !690, !315, !315}
!966 = distinct !DISubprogram(name: "lua_getlocal", scope: !2, file: !2, line: 220, type: !967, scopeLine: 220, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !971)
!967 = !DISubroutineType(types: !968)
!968 = !{!427, !316, !969, !315}
!969 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !970, size: 64)
!970 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !525)
!971 = !{!972, !973, !974, !975, !976, !979, !983}
!972 = !DILocalVariable(name: "L", arg: 1, scope: !966, file: !2, line: 220, type: !316)
!973 = !DILocalVariable(name: "ar", arg: 2, scope: !966, file: !2, line: 220, type: !969)
!974 = !DILocalVariable(name: "n", arg: 3, scope: !966, file: !2, line: 220, type: !315)
!975 = !DILocalVariable(name: "name", scope: !966, file: !2, line: 221, type: !427)
!976 = !DILocalVariable(name: "pos", scope: !977, file: !2, line: 230, type: !331)
!977 = distinct !DILexicalBlock(scope: !978, file: !2, line: 229, column: 8)
!978 = distinct !DILexicalBlock(scope: !966, file: !2, line: 223, column: 7)
!979 = !DILocalVariable(name: "io1", scope: !980, file: !2, line: 233, type: !299)
!980 = distinct !DILexicalBlock(scope: !981, file: !2, line: 233, column: 7)
!981 = distinct !DILexicalBlock(scope: !982, file: !2, line: 232, column: 15)
!982 = distinct !DILexicalBlock(scope: !977, file: !2, line: 232, column: 9)
!983 = !DILocalVariable(name: "io2", scope: !980, file: !2, line: 233, type: !984)
!984 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !985, size: 64)
!985 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !300)
!986 = !DILocation(line: 0, scope: !966)
!987 = !DILocation(line: 223, column: 10, scope: !978)
!988 = !DILocation(line: 223, column: 7, scope: !966)
!989 = !DILocation(line: 224, column: 10, scope: !990)
!990 = distinct !DILexicalBlock(scope: !991, file: !2, line: 224, column: 9)
!991 = distinct !DILexicalBlock(scope: !978, file: !2, line: 223, column: 19)
!992 = !DILocation(line: 224, column: 9, scope: !991)
!993 = !DILocation(line: 227, column: 32, scope: !990)
!994 = !DILocation(line: 227, column: 61, scope: !990)
!995 = !DILocation(line: 227, column: 14, scope: !990)
!996 = !DILocation(line: 0, scope: !977)
!997 = !DILocation(line: 231, column: 34, scope: !977)
!998 = !DILocation(line: 0, scope: !880, inlinedAt: !999)
!999 = distinct !DILocation(line: 231, column: 12, scope: !977)
!1000 = !DILocation(line: 197, column: 25, scope: !880, inlinedAt: !999)
!1001 = !DILocation(line: 197, column: 27, scope: !880, inlinedAt: !999)
!1002 = !DILocation(line: 199, column: 7, scope: !898, inlinedAt: !999)
!1003 = !DILocation(line: 199, column: 7, scope: !880, inlinedAt: !999)
!1004 = !DILocation(line: 200, column: 11, scope: !901, inlinedAt: !999)
!1005 = !DILocation(line: 0, scope: !901, inlinedAt: !999)
!1006 = !DILocation(line: 200, column: 9, scope: !902, inlinedAt: !999)
!1007 = !DILocation(line: 0, scope: !906, inlinedAt: !1008)
!1008 = distinct !DILocation(line: 201, column: 14, scope: !901, inlinedAt: !999)
!1009 = !DILocation(line: 185, column: 37, scope: !914, inlinedAt: !1008)
!1010 = !DILocation(line: 185, column: 7, scope: !914, inlinedAt: !1008)
!1011 = !DILocation(line: 185, column: 7, scope: !906, inlinedAt: !1008)
!1012 = !DILocation(line: 186, column: 26, scope: !913, inlinedAt: !1008)
!1013 = !DILocation(line: 0, scope: !913, inlinedAt: !1008)
!1014 = !DILocation(line: 187, column: 14, scope: !924, inlinedAt: !1008)
!1015 = !DILocation(line: 187, column: 11, scope: !924, inlinedAt: !1008)
!1016 = !DILocation(line: 187, column: 9, scope: !913, inlinedAt: !1008)
!1017 = !DILocation(line: 188, column: 25, scope: !928, inlinedAt: !1008)
!1018 = !DILocation(line: 188, column: 34, scope: !928, inlinedAt: !1008)
!1019 = !DILocation(line: 0, scope: !931, inlinedAt: !1020)
!1020 = distinct !DILocation(line: 203, column: 51, scope: !901, inlinedAt: !999)
!1021 = !DILocation(line: 43, column: 10, scope: !931, inlinedAt: !1020)
!1022 = !DILocation(line: 203, column: 14, scope: !901, inlinedAt: !999)
!1023 = !DILocation(line: 205, column: 12, scope: !893, inlinedAt: !999)
!1024 = !DILocation(line: 205, column: 7, scope: !880, inlinedAt: !999)
!1025 = !DILocation(line: 206, column: 29, scope: !892, inlinedAt: !999)
!1026 = !DILocation(line: 206, column: 23, scope: !892, inlinedAt: !999)
!1027 = !DILocation(line: 206, column: 19, scope: !892, inlinedAt: !999)
!1028 = !DILocation(line: 206, column: 38, scope: !892, inlinedAt: !999)
!1029 = !DILocation(line: 206, column: 50, scope: !892, inlinedAt: !999)
!1030 = !DILocation(line: 0, scope: !892, inlinedAt: !999)
!1031 = !DILocation(line: 207, column: 15, scope: !950, inlinedAt: !999)
!1032 = !DILocation(line: 207, column: 25, scope: !950, inlinedAt: !999)
!1033 = !DILocation(line: 207, column: 22, scope: !950, inlinedAt: !999)
!1034 = !DILocation(line: 207, column: 27, scope: !950, inlinedAt: !999)
!1035 = !DILocation(line: 209, column: 14, scope: !955, inlinedAt: !999)
!1036 = !DILocation(line: 215, column: 17, scope: !957, inlinedAt: !999)
!1037 = !DILocation(line: 215, column: 5, scope: !957, inlinedAt: !999)
!1038 = !DILocation(line: 233, column: 7, scope: !980)
!1039 = !DILocation(line: 0, scope: !980)
!1040 = !{!1041, !705, i64 8}
!1041 = !{!"TValue", !705, i64 0, !705, i64 8}
!1042 = !DILocation(line: 234, column: 7, scope: !1043)
!1043 = distinct !DILexicalBlock(scope: !981, file: !2, line: 234, column: 7)
!1044 = !DILocation(line: 235, column: 5, scope: !981)
!1045 = !DILocation(line: 0, scope: !978)
!1046 = !DILocation(line: 238, column: 3, scope: !966)
!1047 = distinct !DISubprogram(name: "lua_setlocal", scope: !2, file: !2, line: 242, type: !967, scopeLine: 242, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1048)
!1048 = !{!1049, !1050, !1051, !1052, !1053, !1054, !1058}
!1049 = !DILocalVariable(name: "L", arg: 1, scope: !1047, file: !2, line: 242, type: !316)
!1050 = !DILocalVariable(name: "ar", arg: 2, scope: !1047, file: !2, line: 242, type: !969)
!1051 = !DILocalVariable(name: "n", arg: 3, scope: !1047, file: !2, line: 242, type: !315)
!1052 = !DILocalVariable(name: "pos", scope: !1047, file: !2, line: 243, type: !331)
!1053 = !DILocalVariable(name: "name", scope: !1047, file: !2, line: 244, type: !427)
!1054 = !DILocalVariable(name: "io1", scope: !1055, file: !2, line: 248, type: !299)
!1055 = distinct !DILexicalBlock(scope: !1056, file: !2, line: 248, column: 5)
!1056 = distinct !DILexicalBlock(scope: !1057, file: !2, line: 247, column: 13)
!1057 = distinct !DILexicalBlock(scope: !1047, file: !2, line: 247, column: 7)
!1058 = !DILocalVariable(name: "io2", scope: !1055, file: !2, line: 248, type: !984)
!1059 = !DILocation(line: 0, scope: !1047)
!1060 = !DILocation(line: 246, column: 32, scope: !1047)
!1061 = !DILocation(line: 0, scope: !880, inlinedAt: !1062)
!1062 = distinct !DILocation(line: 246, column: 10, scope: !1047)
!1063 = !DILocation(line: 197, column: 25, scope: !880, inlinedAt: !1062)
!1064 = !DILocation(line: 197, column: 27, scope: !880, inlinedAt: !1062)
!1065 = !DILocation(line: 199, column: 7, scope: !898, inlinedAt: !1062)
!1066 = !DILocation(line: 199, column: 7, scope: !880, inlinedAt: !1062)
!1067 = !DILocation(line: 200, column: 11, scope: !901, inlinedAt: !1062)
!1068 = !DILocation(line: 0, scope: !901, inlinedAt: !1062)
!1069 = !DILocation(line: 200, column: 9, scope: !902, inlinedAt: !1062)
!1070 = !DILocation(line: 0, scope: !906, inlinedAt: !1071)
!1071 = distinct !DILocation(line: 201, column: 14, scope: !901, inlinedAt: !1062)
!1072 = !DILocation(line: 185, column: 37, scope: !914, inlinedAt: !1071)
!1073 = !DILocation(line: 185, column: 7, scope: !914, inlinedAt: !1071)
!1074 = !DILocation(line: 185, column: 7, scope: !906, inlinedAt: !1071)
!1075 = !DILocation(line: 186, column: 26, scope: !913, inlinedAt: !1071)
!1076 = !DILocation(line: 0, scope: !913, inlinedAt: !1071)
!1077 = !DILocation(line: 187, column: 14, scope: !924, inlinedAt: !1071)
!1078 = !DILocation(line: 187, column: 11, scope: !924, inlinedAt: !1071)
!1079 = !DILocation(line: 187, column: 9, scope: !913, inlinedAt: !1071)
!1080 = !DILocation(line: 188, column: 25, scope: !928, inlinedAt: !1071)
!1081 = !DILocation(line: 188, column: 34, scope: !928, inlinedAt: !1071)
!1082 = !DILocation(line: 0, scope: !931, inlinedAt: !1083)
!1083 = distinct !DILocation(line: 203, column: 51, scope: !901, inlinedAt: !1062)
!1084 = !DILocation(line: 43, column: 10, scope: !931, inlinedAt: !1083)
!1085 = !DILocation(line: 203, column: 14, scope: !901, inlinedAt: !1062)
!1086 = !DILocation(line: 205, column: 12, scope: !893, inlinedAt: !1062)
!1087 = !DILocation(line: 205, column: 7, scope: !880, inlinedAt: !1062)
!1088 = !DILocation(line: 206, column: 29, scope: !892, inlinedAt: !1062)
!1089 = !DILocation(line: 206, column: 23, scope: !892, inlinedAt: !1062)
!1090 = !DILocation(line: 206, column: 19, scope: !892, inlinedAt: !1062)
!1091 = !DILocation(line: 206, column: 38, scope: !892, inlinedAt: !1062)
!1092 = !DILocation(line: 206, column: 50, scope: !892, inlinedAt: !1062)
!1093 = !DILocation(line: 0, scope: !892, inlinedAt: !1062)
!1094 = !DILocation(line: 207, column: 15, scope: !950, inlinedAt: !1062)
!1095 = !DILocation(line: 207, column: 25, scope: !950, inlinedAt: !1062)
!1096 = !DILocation(line: 207, column: 22, scope: !950, inlinedAt: !1062)
!1097 = !DILocation(line: 207, column: 27, scope: !950, inlinedAt: !1062)
!1098 = !DILocation(line: 209, column: 14, scope: !955, inlinedAt: !1062)
!1099 = !DILocation(line: 215, column: 17, scope: !957, inlinedAt: !1062)
!1100 = !DILocation(line: 215, column: 5, scope: !957, inlinedAt: !1062)
!1101 = !DILocation(line: 0, scope: !1055)
!1102 = !DILocation(line: 248, column: 5, scope: !1055)
!1103 = !DILocation(line: 249, column: 13, scope: !1056)
!1104 = !DILocation(line: 250, column: 3, scope: !1056)
!1105 = !DILocation(line: 252, column: 3, scope: !1047)
!1106 = distinct !DISubprogram(name: "lua_getinfo", scope: !2, file: !2, line: 385, type: !1107, scopeLine: 385, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1109)
!1107 = !DISubroutineType(types: !1108)
!1108 = !{!315, !316, !427, !524}
!1109 = !{!1110, !1111, !1112, !1113, !1114, !1117, !1118, !1119, !1123}
!1110 = !DILocalVariable(name: "L", arg: 1, scope: !1106, file: !2, line: 385, type: !316)
!1111 = !DILocalVariable(name: "what", arg: 2, scope: !1106, file: !2, line: 385, type: !427)
!1112 = !DILocalVariable(name: "ar", arg: 3, scope: !1106, file: !2, line: 385, type: !524)
!1113 = !DILocalVariable(name: "status", scope: !1106, file: !2, line: 386, type: !315)
!1114 = !DILocalVariable(name: "cl", scope: !1106, file: !2, line: 387, type: !1115)
!1115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1116, size: 64)
!1116 = !DIDerivedType(tag: DW_TAG_typedef, name: "Closure", file: !253, line: 664, baseType: !592)
!1117 = !DILocalVariable(name: "ci", scope: !1106, file: !2, line: 388, type: !431)
!1118 = !DILocalVariable(name: "func", scope: !1106, file: !2, line: 389, type: !299)
!1119 = !DILocalVariable(name: "io1", scope: !1120, file: !2, line: 406, type: !299)
!1120 = distinct !DILexicalBlock(scope: !1121, file: !2, line: 406, column: 5)
!1121 = distinct !DILexicalBlock(scope: !1122, file: !2, line: 405, column: 26)
!1122 = distinct !DILexicalBlock(scope: !1106, file: !2, line: 405, column: 7)
!1123 = !DILocalVariable(name: "io2", scope: !1120, file: !2, line: 406, type: !984)
!1124 = distinct !DIAssignID()
!1125 = !DILocation(line: 0, scope: !1106)
!1126 = !DILocation(line: 391, column: 7, scope: !1127)
!1127 = distinct !DILexicalBlock(scope: !1106, file: !2, line: 391, column: 7)
!1128 = !DILocation(line: 391, column: 13, scope: !1127)
!1129 = !DILocation(line: 391, column: 7, scope: !1106)
!1130 = !DILocation(line: 393, column: 12, scope: !1131)
!1131 = distinct !DILexicalBlock(scope: !1127, file: !2, line: 391, column: 21)
!1132 = !DILocation(line: 395, column: 9, scope: !1131)
!1133 = !DILocation(line: 396, column: 13, scope: !1131)
!1134 = !DILocation(line: 397, column: 3, scope: !1131)
!1135 = !DILocation(line: 399, column: 14, scope: !1136)
!1136 = distinct !DILexicalBlock(scope: !1127, file: !2, line: 398, column: 8)
!1137 = !DILocation(line: 400, column: 12, scope: !1136)
!1138 = !DILocation(line: 0, scope: !1127)
!1139 = !DILocation(line: 403, column: 8, scope: !1106)
!1140 = !DILocation(line: 403, column: 28, scope: !1106)
!1141 = !DILocalVariable(name: "L", arg: 1, scope: !1142, file: !2, line: 329, type: !316)
!1142 = distinct !DISubprogram(name: "auxgetinfo", scope: !2, file: !2, line: 329, type: !1143, scopeLine: 330, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1145)
!1143 = !DISubroutineType(types: !1144)
!1144 = !{!315, !316, !427, !524, !1115, !431}
!1145 = !{!1141, !1146, !1147, !1148, !1149, !1150}
!1146 = !DILocalVariable(name: "what", arg: 2, scope: !1142, file: !2, line: 329, type: !427)
!1147 = !DILocalVariable(name: "ar", arg: 3, scope: !1142, file: !2, line: 329, type: !524)
!1148 = !DILocalVariable(name: "f", arg: 4, scope: !1142, file: !2, line: 330, type: !1115)
!1149 = !DILocalVariable(name: "ci", arg: 5, scope: !1142, file: !2, line: 330, type: !431)
!1150 = !DILocalVariable(name: "status", scope: !1142, file: !2, line: 331, type: !315)
!1151 = !DILocation(line: 0, scope: !1142, inlinedAt: !1152)
!1152 = distinct !DILocation(line: 404, column: 12, scope: !1106)
!1153 = !DILocation(line: 332, column: 3, scope: !1142, inlinedAt: !1152)
!1154 = !DILocation(line: 332, column: 10, scope: !1155, inlinedAt: !1152)
!1155 = distinct !DILexicalBlock(scope: !1156, file: !2, line: 332, column: 3)
!1156 = distinct !DILexicalBlock(scope: !1142, file: !2, line: 332, column: 3)
!1157 = !DILocation(line: 332, column: 3, scope: !1156, inlinedAt: !1152)
!1158 = !DILocalVariable(name: "ar", arg: 1, scope: !1159, file: !2, line: 256, type: !524)
!1159 = distinct !DISubprogram(name: "funcinfo", scope: !2, file: !2, line: 256, type: !1160, scopeLine: 256, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1162)
!1160 = !DISubroutineType(types: !1161)
!1161 = !{null, !524, !1115}
!1162 = !{!1158, !1163, !1164}
!1163 = !DILocalVariable(name: "cl", arg: 2, scope: !1159, file: !2, line: 256, type: !1115)
!1164 = !DILocalVariable(name: "p", scope: !1165, file: !2, line: 265, type: !690)
!1165 = distinct !DILexicalBlock(scope: !1166, file: !2, line: 264, column: 8)
!1166 = distinct !DILexicalBlock(scope: !1159, file: !2, line: 257, column: 7)
!1167 = !DILocation(line: 0, scope: !1159, inlinedAt: !1168)
!1168 = distinct !DILocation(line: 335, column: 9, scope: !1169, inlinedAt: !1152)
!1169 = distinct !DILexicalBlock(scope: !1170, file: !2, line: 334, column: 17)
!1170 = distinct !DILexicalBlock(scope: !1171, file: !2, line: 333, column: 20)
!1171 = distinct !DILexicalBlock(scope: !1155, file: !2, line: 332, column: 25)
!1172 = !DILocation(line: 257, column: 8, scope: !1166, inlinedAt: !1168)
!1173 = !DILocation(line: 257, column: 7, scope: !1159, inlinedAt: !1168)
!1174 = !DILocation(line: 258, column: 16, scope: !1175, inlinedAt: !1168)
!1175 = distinct !DILexicalBlock(scope: !1166, file: !2, line: 257, column: 24)
!1176 = !{!877, !704, i64 32}
!1177 = !DILocation(line: 259, column: 16, scope: !1175, inlinedAt: !1168)
!1178 = !{!877, !787, i64 40}
!1179 = !DILocation(line: 260, column: 21, scope: !1175, inlinedAt: !1168)
!1180 = !{!877, !707, i64 52}
!1181 = !DILocation(line: 261, column: 25, scope: !1175, inlinedAt: !1168)
!1182 = !{!877, !707, i64 56}
!1183 = !DILocation(line: 263, column: 3, scope: !1175, inlinedAt: !1168)
!1184 = !DILocation(line: 265, column: 28, scope: !1165, inlinedAt: !1168)
!1185 = !DILocation(line: 0, scope: !1165, inlinedAt: !1168)
!1186 = !DILocation(line: 266, column: 12, scope: !1187, inlinedAt: !1168)
!1187 = distinct !DILexicalBlock(scope: !1165, file: !2, line: 266, column: 9)
!1188 = !{!703, !704, i64 112}
!1189 = !DILocation(line: 266, column: 9, scope: !1187, inlinedAt: !1168)
!1190 = !DILocation(line: 266, column: 9, scope: !1165, inlinedAt: !1168)
!1191 = !DILocation(line: 267, column: 20, scope: !1192, inlinedAt: !1168)
!1192 = distinct !DILexicalBlock(scope: !1187, file: !2, line: 266, column: 20)
!1193 = !DILocation(line: 267, column: 18, scope: !1192, inlinedAt: !1168)
!1194 = !DILocation(line: 268, column: 20, scope: !1192, inlinedAt: !1168)
!1195 = !{!1196, !705, i64 11}
!1196 = !{!"TString", !704, i64 0, !705, i64 8, !705, i64 9, !705, i64 10, !705, i64 11, !707, i64 12, !705, i64 16, !705, i64 24}
!1197 = !DILocation(line: 271, column: 18, scope: !1198, inlinedAt: !1168)
!1198 = distinct !DILexicalBlock(scope: !1187, file: !2, line: 270, column: 10)
!1199 = !DILocation(line: 0, scope: !1187, inlinedAt: !1168)
!1200 = !DILocation(line: 274, column: 26, scope: !1165, inlinedAt: !1168)
!1201 = !DILocation(line: 274, column: 21, scope: !1165, inlinedAt: !1168)
!1202 = !DILocation(line: 276, column: 33, scope: !1165, inlinedAt: !1168)
!1203 = !DILocation(line: 276, column: 16, scope: !1165, inlinedAt: !1168)
!1204 = !DILocation(line: 278, column: 47, scope: !1159, inlinedAt: !1168)
!1205 = !DILocation(line: 278, column: 35, scope: !1159, inlinedAt: !1168)
!1206 = !DILocation(line: 0, scope: !1166, inlinedAt: !1168)
!1207 = !{!877, !704, i64 24}
!1208 = !DILocation(line: 278, column: 3, scope: !1159, inlinedAt: !1168)
!1209 = !DILocation(line: 336, column: 9, scope: !1169, inlinedAt: !1152)
!1210 = !DILocation(line: 339, column: 31, scope: !1211, inlinedAt: !1152)
!1211 = distinct !DILexicalBlock(scope: !1170, file: !2, line: 338, column: 17)
!1212 = !DILocation(line: 339, column: 34, scope: !1211, inlinedAt: !1152)
!1213 = !DILocation(line: 339, column: 27, scope: !1211, inlinedAt: !1152)
!1214 = !DILocalVariable(name: "ci", arg: 1, scope: !1215, file: !2, line: 98, type: !431)
!1215 = distinct !DISubprogram(name: "getcurrentline", scope: !2, file: !2, line: 98, type: !932, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1216)
!1216 = !{!1214}
!1217 = !DILocation(line: 0, scope: !1215, inlinedAt: !1218)
!1218 = distinct !DILocation(line: 339, column: 47, scope: !1211, inlinedAt: !1152)
!1219 = !DILocation(line: 99, column: 27, scope: !1215, inlinedAt: !1218)
!1220 = !DILocation(line: 99, column: 40, scope: !1215, inlinedAt: !1218)
!1221 = !DILocation(line: 0, scope: !931, inlinedAt: !1222)
!1222 = distinct !DILocation(line: 99, column: 43, scope: !1215, inlinedAt: !1218)
!1223 = !DILocation(line: 43, column: 10, scope: !931, inlinedAt: !1222)
!1224 = !DILocation(line: 0, scope: !687, inlinedAt: !1225)
!1225 = distinct !DILocation(line: 99, column: 10, scope: !1215, inlinedAt: !1218)
!1226 = !DILocation(line: 84, column: 10, scope: !698, inlinedAt: !1225)
!1227 = !DILocation(line: 84, column: 19, scope: !698, inlinedAt: !1225)
!1228 = !DILocation(line: 84, column: 7, scope: !687, inlinedAt: !1225)
!1229 = !DILocation(line: 0, scope: !711, inlinedAt: !1230)
!1230 = distinct !DILocation(line: 88, column: 20, scope: !697, inlinedAt: !1225)
!1231 = !DILocation(line: 61, column: 10, scope: !720, inlinedAt: !1230)
!1232 = !DILocation(line: 61, column: 26, scope: !720, inlinedAt: !1230)
!1233 = !DILocation(line: 61, column: 31, scope: !720, inlinedAt: !1230)
!1234 = !DILocation(line: 61, column: 42, scope: !720, inlinedAt: !1230)
!1235 = !DILocation(line: 61, column: 57, scope: !720, inlinedAt: !1230)
!1236 = !DILocation(line: 61, column: 37, scope: !720, inlinedAt: !1230)
!1237 = !DILocation(line: 61, column: 7, scope: !711, inlinedAt: !1230)
!1238 = !DILocation(line: 0, scope: !697, inlinedAt: !1225)
!1239 = !DILocation(line: 63, column: 15, scope: !736, inlinedAt: !1230)
!1240 = !DILocation(line: 63, column: 5, scope: !736, inlinedAt: !1230)
!1241 = !DILocation(line: 66, column: 27, scope: !719, inlinedAt: !1230)
!1242 = !DILocation(line: 0, scope: !719, inlinedAt: !1230)
!1243 = !DILocation(line: 70, column: 5, scope: !719, inlinedAt: !1230)
!1244 = !DILocation(line: 70, column: 39, scope: !719, inlinedAt: !1230)
!1245 = !DILocation(line: 70, column: 18, scope: !719, inlinedAt: !1230)
!1246 = !DILocation(line: 70, column: 14, scope: !719, inlinedAt: !1230)
!1247 = !DILocation(line: 70, column: 48, scope: !719, inlinedAt: !1230)
!1248 = !DILocation(line: 70, column: 70, scope: !719, inlinedAt: !1230)
!1249 = !DILocation(line: 70, column: 45, scope: !719, inlinedAt: !1230)
!1250 = distinct !{!1250, !1243, !1251, !749}
!1251 = !DILocation(line: 71, column: 8, scope: !719, inlinedAt: !1230)
!1252 = !DILocation(line: 72, column: 15, scope: !719, inlinedAt: !1230)
!1253 = !DILocation(line: 72, column: 33, scope: !719, inlinedAt: !1230)
!1254 = !DILocation(line: 73, column: 30, scope: !719, inlinedAt: !1230)
!1255 = !DILocation(line: 0, scope: !720, inlinedAt: !1230)
!1256 = !DILocation(line: 89, column: 21, scope: !697, inlinedAt: !1225)
!1257 = !DILocation(line: 89, column: 5, scope: !697, inlinedAt: !1225)
!1258 = !DILocation(line: 91, column: 19, scope: !758, inlinedAt: !1225)
!1259 = !DILocation(line: 91, column: 16, scope: !758, inlinedAt: !1225)
!1260 = distinct !{!1260, !1257, !1261, !749, !763, !764}
!1261 = !DILocation(line: 92, column: 5, scope: !697, inlinedAt: !1225)
!1262 = !DILocation(line: 89, column: 18, scope: !697, inlinedAt: !1225)
!1263 = distinct !{!1263, !1257, !1261, !749, !764, !763}
!1264 = !DILocation(line: 339, column: 25, scope: !1211, inlinedAt: !1152)
!1265 = !{!877, !707, i64 48}
!1266 = !DILocation(line: 340, column: 9, scope: !1211, inlinedAt: !1152)
!1267 = !DILocation(line: 343, column: 20, scope: !1268, inlinedAt: !1152)
!1268 = distinct !DILexicalBlock(scope: !1170, file: !2, line: 342, column: 17)
!1269 = !DILocation(line: 343, column: 18, scope: !1268, inlinedAt: !1152)
!1270 = !{!877, !705, i64 60}
!1271 = !DILocation(line: 344, column: 14, scope: !1272, inlinedAt: !1152)
!1272 = distinct !DILexicalBlock(scope: !1268, file: !2, line: 344, column: 13)
!1273 = !DILocation(line: 343, column: 43, scope: !1268, inlinedAt: !1152)
!1274 = !DILocation(line: 344, column: 13, scope: !1268, inlinedAt: !1152)
!1275 = !DILocation(line: 345, column: 24, scope: !1276, inlinedAt: !1152)
!1276 = distinct !DILexicalBlock(scope: !1272, file: !2, line: 344, column: 29)
!1277 = !{!877, !705, i64 62}
!1278 = !DILocation(line: 346, column: 23, scope: !1276, inlinedAt: !1152)
!1279 = !{!877, !705, i64 61}
!1280 = !DILocation(line: 347, column: 9, scope: !1276, inlinedAt: !1152)
!1281 = !DILocation(line: 349, column: 31, scope: !1282, inlinedAt: !1152)
!1282 = distinct !DILexicalBlock(scope: !1272, file: !2, line: 348, column: 14)
!1283 = !DILocation(line: 349, column: 34, scope: !1282, inlinedAt: !1152)
!1284 = !DILocation(line: 349, column: 24, scope: !1282, inlinedAt: !1152)
!1285 = !DILocation(line: 350, column: 30, scope: !1282, inlinedAt: !1152)
!1286 = !DILocation(line: 350, column: 33, scope: !1282, inlinedAt: !1152)
!1287 = !{!703, !705, i64 10}
!1288 = !DILocation(line: 350, column: 23, scope: !1282, inlinedAt: !1152)
!1289 = !DILocation(line: 355, column: 26, scope: !1290, inlinedAt: !1152)
!1290 = distinct !DILexicalBlock(scope: !1170, file: !2, line: 354, column: 17)
!1291 = !DILocation(line: 355, column: 37, scope: !1290, inlinedAt: !1152)
!1292 = !DILocation(line: 355, column: 48, scope: !1290, inlinedAt: !1152)
!1293 = !DILocation(line: 355, column: 24, scope: !1290, inlinedAt: !1152)
!1294 = !{!877, !705, i64 63}
!1295 = !DILocation(line: 356, column: 9, scope: !1290, inlinedAt: !1152)
!1296 = !DILocalVariable(name: "L", arg: 1, scope: !1297, file: !2, line: 321, type: !316)
!1297 = distinct !DISubprogram(name: "getfuncname", scope: !2, file: !2, line: 321, type: !1298, scopeLine: 321, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1301)
!1298 = !DISubroutineType(types: !1299)
!1299 = !{!427, !316, !431, !1300}
!1300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !427, size: 64)
!1301 = !{!1296, !1302, !1303}
!1302 = !DILocalVariable(name: "ci", arg: 2, scope: !1297, file: !2, line: 321, type: !431)
!1303 = !DILocalVariable(name: "name", arg: 3, scope: !1297, file: !2, line: 321, type: !1300)
!1304 = !DILocation(line: 0, scope: !1297, inlinedAt: !1305)
!1305 = distinct !DILocation(line: 359, column: 24, scope: !1306, inlinedAt: !1152)
!1306 = distinct !DILexicalBlock(scope: !1170, file: !2, line: 358, column: 17)
!1307 = !DILocation(line: 323, column: 18, scope: !1308, inlinedAt: !1305)
!1308 = distinct !DILexicalBlock(scope: !1297, file: !2, line: 323, column: 7)
!1309 = !DILocation(line: 323, column: 27, scope: !1308, inlinedAt: !1305)
!1310 = !DILocation(line: 323, column: 38, scope: !1308, inlinedAt: !1305)
!1311 = !DILocation(line: 323, column: 7, scope: !1297, inlinedAt: !1305)
!1312 = !DILocation(line: 324, column: 36, scope: !1308, inlinedAt: !1305)
!1313 = !DILocation(line: 324, column: 12, scope: !1308, inlinedAt: !1305)
!1314 = !DILocation(line: 359, column: 22, scope: !1306, inlinedAt: !1152)
!1315 = !{!877, !704, i64 16}
!1316 = !DILocation(line: 360, column: 26, scope: !1317, inlinedAt: !1152)
!1317 = distinct !DILexicalBlock(scope: !1306, file: !2, line: 360, column: 13)
!1318 = !DILocation(line: 360, column: 13, scope: !1306, inlinedAt: !1152)
!1319 = !DILocation(line: 361, column: 24, scope: !1320, inlinedAt: !1152)
!1320 = distinct !DILexicalBlock(scope: !1317, file: !2, line: 360, column: 35)
!1321 = !DILocation(line: 362, column: 20, scope: !1320, inlinedAt: !1152)
!1322 = !{!877, !704, i64 8}
!1323 = !DILocation(line: 363, column: 9, scope: !1320, inlinedAt: !1152)
!1324 = !DILocation(line: 367, column: 24, scope: !1325, inlinedAt: !1152)
!1325 = distinct !DILexicalBlock(scope: !1326, file: !2, line: 367, column: 13)
!1326 = distinct !DILexicalBlock(scope: !1170, file: !2, line: 366, column: 17)
!1327 = !DILocation(line: 367, column: 33, scope: !1325, inlinedAt: !1152)
!1328 = !DILocation(line: 367, column: 44, scope: !1325, inlinedAt: !1152)
!1329 = !DILocation(line: 367, column: 13, scope: !1326, inlinedAt: !1152)
!1330 = !DILocation(line: 368, column: 41, scope: !1325, inlinedAt: !1152)
!1331 = !{!877, !785, i64 66}
!1332 = !DILocation(line: 368, column: 25, scope: !1325, inlinedAt: !1152)
!1333 = !{!877, !785, i64 64}
!1334 = !DILocation(line: 368, column: 11, scope: !1325, inlinedAt: !1152)
!1335 = !DILocation(line: 370, column: 47, scope: !1336, inlinedAt: !1152)
!1336 = distinct !DILexicalBlock(scope: !1325, file: !2, line: 369, column: 14)
!1337 = !DILocation(line: 370, column: 25, scope: !1336, inlinedAt: !1152)
!1338 = !DILocation(line: 371, column: 47, scope: !1336, inlinedAt: !1152)
!1339 = !DILocation(line: 371, column: 25, scope: !1336, inlinedAt: !1152)
!1340 = !DILocation(line: 379, column: 5, scope: !1170, inlinedAt: !1152)
!1341 = !DILocation(line: 332, column: 21, scope: !1155, inlinedAt: !1152)
!1342 = !DILocation(line: 332, column: 3, scope: !1155, inlinedAt: !1152)
!1343 = distinct !{!1343, !1157, !1344, !749}
!1344 = !DILocation(line: 380, column: 3, scope: !1156, inlinedAt: !1152)
!1345 = !DILocation(line: 405, column: 7, scope: !1122)
!1346 = !DILocation(line: 405, column: 7, scope: !1106)
!1347 = !DILocation(line: 406, column: 5, scope: !1120)
!1348 = !DILocation(line: 0, scope: !1120)
!1349 = !DILocation(line: 407, column: 5, scope: !1350)
!1350 = distinct !DILexicalBlock(scope: !1121, file: !2, line: 407, column: 5)
!1351 = !DILocation(line: 408, column: 3, scope: !1121)
!1352 = !DILocation(line: 409, column: 7, scope: !1353)
!1353 = distinct !DILexicalBlock(scope: !1106, file: !2, line: 409, column: 7)
!1354 = !DILocation(line: 409, column: 7, scope: !1106)
!1355 = !DILocalVariable(name: "v", scope: !1356, file: !2, line: 303, type: !300)
!1356 = distinct !DILexicalBlock(scope: !1357, file: !2, line: 301, column: 30)
!1357 = distinct !DILexicalBlock(scope: !1358, file: !2, line: 301, column: 9)
!1358 = distinct !DILexicalBlock(scope: !1359, file: !2, line: 295, column: 8)
!1359 = distinct !DILexicalBlock(scope: !1360, file: !2, line: 291, column: 7)
!1360 = distinct !DISubprogram(name: "collectvalidlines", scope: !2, file: !2, line: 290, type: !1361, scopeLine: 290, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1363)
!1361 = !DISubroutineType(types: !1362)
!1362 = !{null, !316, !1115}
!1363 = !{!1364, !1365, !1366, !1367, !1368, !1371, !1373, !1374, !1355}
!1364 = !DILocalVariable(name: "L", arg: 1, scope: !1360, file: !2, line: 290, type: !316)
!1365 = !DILocalVariable(name: "f", arg: 2, scope: !1360, file: !2, line: 290, type: !1115)
!1366 = !DILocalVariable(name: "p", scope: !1358, file: !2, line: 296, type: !690)
!1367 = !DILocalVariable(name: "currentline", scope: !1358, file: !2, line: 297, type: !315)
!1368 = !DILocalVariable(name: "t", scope: !1358, file: !2, line: 298, type: !1369)
!1369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1370, size: 64)
!1370 = !DIDerivedType(tag: DW_TAG_typedef, name: "Table", file: !253, line: 747, baseType: !290)
!1371 = !DILocalVariable(name: "io", scope: !1372, file: !2, line: 299, type: !299)
!1372 = distinct !DILexicalBlock(scope: !1358, file: !2, line: 299, column: 5)
!1373 = !DILocalVariable(name: "x_", scope: !1372, file: !2, line: 299, type: !1369)
!1374 = !DILocalVariable(name: "i", scope: !1356, file: !2, line: 302, type: !315)
!1375 = !DILocation(line: 0, scope: !1356, inlinedAt: !1376)
!1376 = distinct !DILocation(line: 410, column: 5, scope: !1353)
!1377 = !DILocation(line: 0, scope: !1360, inlinedAt: !1376)
!1378 = !DILocation(line: 291, column: 8, scope: !1359, inlinedAt: !1376)
!1379 = !DILocation(line: 291, column: 7, scope: !1360, inlinedAt: !1376)
!1380 = !DILocation(line: 292, column: 5, scope: !1381, inlinedAt: !1376)
!1381 = distinct !DILexicalBlock(scope: !1359, file: !2, line: 291, column: 23)
!1382 = !DILocation(line: 293, column: 5, scope: !1383, inlinedAt: !1376)
!1383 = distinct !DILexicalBlock(scope: !1381, file: !2, line: 293, column: 5)
!1384 = !DILocation(line: 294, column: 3, scope: !1381, inlinedAt: !1376)
!1385 = !DILocation(line: 296, column: 27, scope: !1358, inlinedAt: !1376)
!1386 = !DILocation(line: 0, scope: !1358, inlinedAt: !1376)
!1387 = !DILocation(line: 297, column: 26, scope: !1358, inlinedAt: !1376)
!1388 = !{!703, !707, i64 44}
!1389 = !DILocation(line: 298, column: 16, scope: !1358, inlinedAt: !1376)
!1390 = !DILocation(line: 299, column: 5, scope: !1372, inlinedAt: !1376)
!1391 = !DILocation(line: 0, scope: !1372, inlinedAt: !1376)
!1392 = !DILocation(line: 300, column: 5, scope: !1393, inlinedAt: !1376)
!1393 = distinct !DILexicalBlock(scope: !1358, file: !2, line: 300, column: 5)
!1394 = !DILocation(line: 301, column: 12, scope: !1357, inlinedAt: !1376)
!1395 = !DILocation(line: 301, column: 21, scope: !1357, inlinedAt: !1376)
!1396 = !DILocation(line: 301, column: 9, scope: !1358, inlinedAt: !1376)
!1397 = !DILocation(line: 303, column: 7, scope: !1356, inlinedAt: !1376)
!1398 = !DILocation(line: 304, column: 7, scope: !1356, inlinedAt: !1376)
!1399 = distinct !DIAssignID()
!1400 = !DILocation(line: 305, column: 15, scope: !1401, inlinedAt: !1376)
!1401 = distinct !DILexicalBlock(scope: !1356, file: !2, line: 305, column: 11)
!1402 = !DILocation(line: 305, column: 12, scope: !1401, inlinedAt: !1376)
!1403 = !DILocation(line: 305, column: 11, scope: !1356, inlinedAt: !1376)
!1404 = !DILocalVariable(name: "p", arg: 1, scope: !1405, file: !2, line: 282, type: !690)
!1405 = distinct !DISubprogram(name: "nextline", scope: !2, file: !2, line: 282, type: !1406, scopeLine: 282, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1408)
!1406 = !DISubroutineType(types: !1407)
!1407 = !{!315, !690, !315, !315}
!1408 = !{!1404, !1409, !1410}
!1409 = !DILocalVariable(name: "currentline", arg: 2, scope: !1405, file: !2, line: 282, type: !315)
!1410 = !DILocalVariable(name: "pc", arg: 3, scope: !1405, file: !2, line: 282, type: !315)
!1411 = !DILocation(line: 0, scope: !1405, inlinedAt: !1412)
!1412 = distinct !DILocation(line: 309, column: 23, scope: !1413, inlinedAt: !1376)
!1413 = distinct !DILexicalBlock(scope: !1401, file: !2, line: 307, column: 12)
!1414 = !DILocation(line: 283, column: 7, scope: !1415, inlinedAt: !1412)
!1415 = distinct !DILexicalBlock(scope: !1405, file: !2, line: 283, column: 7)
!1416 = !DILocation(line: 283, column: 23, scope: !1415, inlinedAt: !1412)
!1417 = !DILocation(line: 283, column: 7, scope: !1405, inlinedAt: !1412)
!1418 = !DILocation(line: 284, column: 24, scope: !1415, inlinedAt: !1412)
!1419 = !DILocation(line: 284, column: 5, scope: !1415, inlinedAt: !1412)
!1420 = !DILocation(line: 0, scope: !687, inlinedAt: !1421)
!1421 = distinct !DILocation(line: 286, column: 12, scope: !1415, inlinedAt: !1412)
!1422 = !DILocation(line: 0, scope: !711, inlinedAt: !1423)
!1423 = distinct !DILocation(line: 88, column: 20, scope: !697, inlinedAt: !1421)
!1424 = !DILocation(line: 61, column: 10, scope: !720, inlinedAt: !1423)
!1425 = !DILocation(line: 61, column: 26, scope: !720, inlinedAt: !1423)
!1426 = !DILocation(line: 61, column: 31, scope: !720, inlinedAt: !1423)
!1427 = !DILocation(line: 61, column: 42, scope: !720, inlinedAt: !1423)
!1428 = !DILocation(line: 61, column: 57, scope: !720, inlinedAt: !1423)
!1429 = !DILocation(line: 61, column: 37, scope: !720, inlinedAt: !1423)
!1430 = !DILocation(line: 61, column: 7, scope: !711, inlinedAt: !1423)
!1431 = !DILocation(line: 0, scope: !719, inlinedAt: !1423)
!1432 = !DILocation(line: 70, column: 5, scope: !719, inlinedAt: !1423)
!1433 = !DILocation(line: 70, column: 18, scope: !719, inlinedAt: !1423)
!1434 = !DILocation(line: 70, column: 39, scope: !719, inlinedAt: !1423)
!1435 = !DILocation(line: 70, column: 14, scope: !719, inlinedAt: !1423)
!1436 = !DILocation(line: 70, column: 48, scope: !719, inlinedAt: !1423)
!1437 = !DILocation(line: 70, column: 70, scope: !719, inlinedAt: !1423)
!1438 = !DILocation(line: 70, column: 45, scope: !719, inlinedAt: !1423)
!1439 = distinct !{!1439, !1432, !1440, !749}
!1440 = !DILocation(line: 71, column: 8, scope: !719, inlinedAt: !1423)
!1441 = !DILocation(line: 72, column: 15, scope: !719, inlinedAt: !1423)
!1442 = !DILocation(line: 0, scope: !697, inlinedAt: !1421)
!1443 = !DILocation(line: 0, scope: !720, inlinedAt: !1423)
!1444 = !DILocation(line: 89, column: 5, scope: !697, inlinedAt: !1421)
!1445 = !DILocation(line: 72, column: 33, scope: !719, inlinedAt: !1423)
!1446 = !DILocation(line: 73, column: 30, scope: !719, inlinedAt: !1423)
!1447 = !DILocation(line: 89, column: 21, scope: !697, inlinedAt: !1421)
!1448 = !DILocation(line: 91, column: 19, scope: !758, inlinedAt: !1421)
!1449 = !DILocation(line: 91, column: 16, scope: !758, inlinedAt: !1421)
!1450 = distinct !{!1450, !1444, !1451, !749, !763, !764}
!1451 = !DILocation(line: 92, column: 5, scope: !697, inlinedAt: !1421)
!1452 = !DILocation(line: 89, column: 18, scope: !697, inlinedAt: !1421)
!1453 = distinct !{!1453, !1444, !1451, !749, !764, !763}
!1454 = !DILocation(line: 0, scope: !1401, inlinedAt: !1376)
!1455 = !DILocation(line: 312, column: 21, scope: !1456, inlinedAt: !1376)
!1456 = distinct !DILexicalBlock(scope: !1457, file: !2, line: 312, column: 7)
!1457 = distinct !DILexicalBlock(scope: !1356, file: !2, line: 312, column: 7)
!1458 = !{!703, !707, i64 28}
!1459 = !DILocation(line: 312, column: 16, scope: !1456, inlinedAt: !1376)
!1460 = !DILocation(line: 312, column: 7, scope: !1457, inlinedAt: !1376)
!1461 = !DILocation(line: 0, scope: !1405, inlinedAt: !1462)
!1462 = distinct !DILocation(line: 313, column: 23, scope: !1463, inlinedAt: !1376)
!1463 = distinct !DILexicalBlock(scope: !1456, file: !2, line: 312, column: 40)
!1464 = !DILocation(line: 283, column: 10, scope: !1415, inlinedAt: !1462)
!1465 = !DILocation(line: 283, column: 7, scope: !1415, inlinedAt: !1462)
!1466 = !DILocation(line: 283, column: 23, scope: !1415, inlinedAt: !1462)
!1467 = !DILocation(line: 283, column: 7, scope: !1405, inlinedAt: !1462)
!1468 = !DILocation(line: 284, column: 24, scope: !1415, inlinedAt: !1462)
!1469 = !DILocation(line: 284, column: 5, scope: !1415, inlinedAt: !1462)
!1470 = !DILocation(line: 0, scope: !687, inlinedAt: !1471)
!1471 = distinct !DILocation(line: 286, column: 12, scope: !1415, inlinedAt: !1462)
!1472 = !DILocation(line: 0, scope: !711, inlinedAt: !1473)
!1473 = distinct !DILocation(line: 88, column: 20, scope: !697, inlinedAt: !1471)
!1474 = !DILocation(line: 61, column: 10, scope: !720, inlinedAt: !1473)
!1475 = !DILocation(line: 61, column: 26, scope: !720, inlinedAt: !1473)
!1476 = !DILocation(line: 61, column: 31, scope: !720, inlinedAt: !1473)
!1477 = !DILocation(line: 61, column: 42, scope: !720, inlinedAt: !1473)
!1478 = !DILocation(line: 61, column: 57, scope: !720, inlinedAt: !1473)
!1479 = !DILocation(line: 61, column: 37, scope: !720, inlinedAt: !1473)
!1480 = !DILocation(line: 61, column: 7, scope: !711, inlinedAt: !1473)
!1481 = !DILocation(line: 66, column: 27, scope: !719, inlinedAt: !1473)
!1482 = !DILocation(line: 0, scope: !719, inlinedAt: !1473)
!1483 = !DILocation(line: 70, column: 5, scope: !719, inlinedAt: !1473)
!1484 = !DILocation(line: 70, column: 39, scope: !719, inlinedAt: !1473)
!1485 = !DILocation(line: 70, column: 18, scope: !719, inlinedAt: !1473)
!1486 = !DILocation(line: 70, column: 14, scope: !719, inlinedAt: !1473)
!1487 = !DILocation(line: 70, column: 48, scope: !719, inlinedAt: !1473)
!1488 = !DILocation(line: 70, column: 70, scope: !719, inlinedAt: !1473)
!1489 = !DILocation(line: 70, column: 45, scope: !719, inlinedAt: !1473)
!1490 = distinct !{!1490, !1483, !1491, !749}
!1491 = !DILocation(line: 71, column: 8, scope: !719, inlinedAt: !1473)
!1492 = !DILocation(line: 72, column: 15, scope: !719, inlinedAt: !1473)
!1493 = !DILocation(line: 72, column: 33, scope: !719, inlinedAt: !1473)
!1494 = !DILocation(line: 0, scope: !697, inlinedAt: !1471)
!1495 = !DILocation(line: 73, column: 30, scope: !719, inlinedAt: !1473)
!1496 = !DILocation(line: 0, scope: !720, inlinedAt: !1473)
!1497 = !DILocation(line: 89, column: 21, scope: !697, inlinedAt: !1471)
!1498 = !DILocation(line: 89, column: 5, scope: !697, inlinedAt: !1471)
!1499 = !DILocation(line: 91, column: 19, scope: !758, inlinedAt: !1471)
!1500 = !DILocation(line: 91, column: 16, scope: !758, inlinedAt: !1471)
!1501 = distinct !{!1501, !1498, !1502, !749, !763, !764}
!1502 = !DILocation(line: 92, column: 5, scope: !697, inlinedAt: !1471)
!1503 = !DILocation(line: 89, column: 18, scope: !697, inlinedAt: !1471)
!1504 = distinct !{!1504, !1498, !1502, !749, !764, !763}
!1505 = !DILocation(line: 0, scope: !1415, inlinedAt: !1462)
!1506 = !DILocation(line: 314, column: 27, scope: !1463, inlinedAt: !1376)
!1507 = !DILocation(line: 314, column: 9, scope: !1463, inlinedAt: !1376)
!1508 = !DILocation(line: 312, column: 36, scope: !1456, inlinedAt: !1376)
!1509 = distinct !{!1509, !1460, !1510, !749}
!1510 = !DILocation(line: 315, column: 7, scope: !1457, inlinedAt: !1376)
!1511 = !DILocation(line: 316, column: 5, scope: !1357, inlinedAt: !1376)
!1512 = !DILocation(line: 316, column: 5, scope: !1356, inlinedAt: !1376)
!1513 = !DILocation(line: 412, column: 3, scope: !1106)
!1514 = !DISubprogram(name: "strchr", scope: !1515, file: !1515, line: 246, type: !1516, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1515 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!1516 = !DISubroutineType(types: !1517)
!1517 = !{!675, !427, !315}
!1518 = distinct !DISubprogram(name: "luaG_typeerror", scope: !2, file: !2, line: 753, type: !1519, scopeLine: 753, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1521)
!1519 = !DISubroutineType(types: !1520)
!1520 = !{null, !316, !984, !427}
!1521 = !{!1522, !1523, !1524}
!1522 = !DILocalVariable(name: "L", arg: 1, scope: !1518, file: !2, line: 753, type: !316)
!1523 = !DILocalVariable(name: "o", arg: 2, scope: !1518, file: !2, line: 753, type: !984)
!1524 = !DILocalVariable(name: "op", arg: 3, scope: !1518, file: !2, line: 753, type: !427)
!1525 = !DILocation(line: 0, scope: !1518)
!1526 = !DILocation(line: 754, column: 23, scope: !1518)
!1527 = !DILocation(line: 754, column: 3, scope: !1518)
!1528 = distinct !DISubprogram(name: "typeerror", scope: !2, file: !2, line: 742, type: !1529, scopeLine: 743, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1531)
!1529 = !DISubroutineType(types: !1530)
!1530 = !{null, !316, !984, !427, !427}
!1531 = !{!1532, !1533, !1534, !1535, !1536}
!1532 = !DILocalVariable(name: "L", arg: 1, scope: !1528, file: !2, line: 742, type: !316)
!1533 = !DILocalVariable(name: "o", arg: 2, scope: !1528, file: !2, line: 742, type: !984)
!1534 = !DILocalVariable(name: "op", arg: 3, scope: !1528, file: !2, line: 742, type: !427)
!1535 = !DILocalVariable(name: "extra", arg: 4, scope: !1528, file: !2, line: 743, type: !427)
!1536 = !DILocalVariable(name: "t", scope: !1528, file: !2, line: 744, type: !427)
!1537 = !DILocation(line: 0, scope: !1528)
!1538 = !DILocation(line: 744, column: 19, scope: !1528)
!1539 = !DILocation(line: 745, column: 3, scope: !1528)
!1540 = distinct !DISubprogram(name: "varinfo", scope: !2, file: !2, line: 723, type: !1541, scopeLine: 723, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1543)
!1541 = !DISubroutineType(types: !1542)
!1542 = !{!427, !316, !984}
!1543 = !{!1544, !1545, !1546, !1547, !1548, !1549}
!1544 = !DILocalVariable(name: "L", arg: 1, scope: !1540, file: !2, line: 723, type: !316)
!1545 = !DILocalVariable(name: "o", arg: 2, scope: !1540, file: !2, line: 723, type: !984)
!1546 = !DILocalVariable(name: "ci", scope: !1540, file: !2, line: 724, type: !431)
!1547 = !DILocalVariable(name: "name", scope: !1540, file: !2, line: 725, type: !427)
!1548 = !DILocalVariable(name: "kind", scope: !1540, file: !2, line: 726, type: !427)
!1549 = !DILocalVariable(name: "reg", scope: !1550, file: !2, line: 730, type: !315)
!1550 = distinct !DILexicalBlock(scope: !1551, file: !2, line: 729, column: 16)
!1551 = distinct !DILexicalBlock(scope: !1552, file: !2, line: 729, column: 9)
!1552 = distinct !DILexicalBlock(scope: !1553, file: !2, line: 727, column: 18)
!1553 = distinct !DILexicalBlock(scope: !1540, file: !2, line: 727, column: 7)
!1554 = distinct !DIAssignID()
!1555 = !DILocation(line: 0, scope: !1540)
!1556 = !DILocation(line: 724, column: 21, scope: !1540)
!1557 = !DILocation(line: 725, column: 3, scope: !1540)
!1558 = !DILocation(line: 725, column: 15, scope: !1540)
!1559 = distinct !DIAssignID()
!1560 = !DILocation(line: 727, column: 7, scope: !1553)
!1561 = !DILocation(line: 727, column: 7, scope: !1540)
!1562 = !DILocalVariable(name: "ci", arg: 1, scope: !1563, file: !2, line: 697, type: !431)
!1563 = distinct !DISubprogram(name: "getupvalname", scope: !2, file: !2, line: 697, type: !1564, scopeLine: 698, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1566)
!1564 = !DISubroutineType(types: !1565)
!1565 = !{!427, !431, !984, !1300}
!1566 = !{!1562, !1567, !1568, !1569, !1571}
!1567 = !DILocalVariable(name: "o", arg: 2, scope: !1563, file: !2, line: 697, type: !984)
!1568 = !DILocalVariable(name: "name", arg: 3, scope: !1563, file: !2, line: 698, type: !1300)
!1569 = !DILocalVariable(name: "c", scope: !1563, file: !2, line: 699, type: !1570)
!1570 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !607, size: 64)
!1571 = !DILocalVariable(name: "i", scope: !1563, file: !2, line: 700, type: !315)
!1572 = !DILocation(line: 0, scope: !1563, inlinedAt: !1573)
!1573 = distinct !DILocation(line: 728, column: 12, scope: !1552)
!1574 = !DILocation(line: 699, column: 17, scope: !1563, inlinedAt: !1573)
!1575 = !{!1576, !705, i64 10}
!1576 = !{!"LClosure", !704, i64 0, !705, i64 8, !705, i64 9, !705, i64 10, !704, i64 16, !704, i64 24, !705, i64 32}
!1577 = !DILocation(line: 701, column: 17, scope: !1578, inlinedAt: !1573)
!1578 = distinct !DILexicalBlock(scope: !1579, file: !2, line: 701, column: 3)
!1579 = distinct !DILexicalBlock(scope: !1563, file: !2, line: 701, column: 3)
!1580 = !DILocation(line: 701, column: 3, scope: !1579, inlinedAt: !1573)
!1581 = !DILocation(line: 702, column: 9, scope: !1582, inlinedAt: !1573)
!1582 = distinct !DILexicalBlock(scope: !1583, file: !2, line: 702, column: 9)
!1583 = distinct !DILexicalBlock(scope: !1578, file: !2, line: 701, column: 38)
!1584 = !DILocation(line: 702, column: 23, scope: !1582, inlinedAt: !1573)
!1585 = !DILocation(line: 702, column: 25, scope: !1582, inlinedAt: !1573)
!1586 = !DILocation(line: 702, column: 27, scope: !1582, inlinedAt: !1573)
!1587 = !DILocation(line: 702, column: 9, scope: !1583, inlinedAt: !1573)
!1588 = !DILocation(line: 701, column: 34, scope: !1578, inlinedAt: !1573)
!1589 = distinct !{!1589, !1580, !1590, !749}
!1590 = !DILocation(line: 706, column: 3, scope: !1579, inlinedAt: !1573)
!1591 = !DILocation(line: 703, column: 28, scope: !1592, inlinedAt: !1573)
!1592 = distinct !DILexicalBlock(scope: !1582, file: !2, line: 702, column: 33)
!1593 = !{!1576, !704, i64 24}
!1594 = !DILocalVariable(name: "p", arg: 1, scope: !1595, file: !2, line: 177, type: !690)
!1595 = distinct !DISubprogram(name: "upvalname", scope: !2, file: !2, line: 177, type: !1596, scopeLine: 177, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1598)
!1596 = !DISubroutineType(types: !1597)
!1597 = !{!427, !690, !315}
!1598 = !{!1594, !1599, !1600}
!1599 = !DILocalVariable(name: "uv", arg: 2, scope: !1595, file: !2, line: 177, type: !315)
!1600 = !DILocalVariable(name: "s", scope: !1595, file: !2, line: 178, type: !370)
!1601 = !DILocation(line: 0, scope: !1595, inlinedAt: !1602)
!1602 = distinct !DILocation(line: 703, column: 15, scope: !1592, inlinedAt: !1573)
!1603 = !DILocation(line: 178, column: 16, scope: !1595, inlinedAt: !1602)
!1604 = !{!703, !704, i64 80}
!1605 = !{!1606, !704, i64 0}
!1606 = !{!"Upvaldesc", !704, i64 0, !705, i64 8, !705, i64 9, !705, i64 10}
!1607 = !DILocation(line: 179, column: 9, scope: !1608, inlinedAt: !1602)
!1608 = distinct !DILexicalBlock(scope: !1595, file: !2, line: 179, column: 7)
!1609 = !DILocation(line: 179, column: 7, scope: !1595, inlinedAt: !1602)
!1610 = distinct !DIAssignID()
!1611 = !DILocalVariable(name: "L", arg: 1, scope: !1612, file: !2, line: 711, type: !316)
!1612 = distinct !DISubprogram(name: "formatvarinfo", scope: !2, file: !2, line: 711, type: !1613, scopeLine: 712, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1615)
!1613 = !DISubroutineType(types: !1614)
!1614 = !{!427, !316, !427, !427}
!1615 = !{!1611, !1616, !1617}
!1616 = !DILocalVariable(name: "kind", arg: 2, scope: !1612, file: !2, line: 711, type: !427)
!1617 = !DILocalVariable(name: "name", arg: 3, scope: !1612, file: !2, line: 712, type: !427)
!1618 = !DILocation(line: 0, scope: !1612, inlinedAt: !1619)
!1619 = distinct !DILocation(line: 735, column: 10, scope: !1540)
!1620 = !DILocation(line: 713, column: 7, scope: !1612, inlinedAt: !1619)
!1621 = !DILocalVariable(name: "ci", arg: 1, scope: !1622, file: !2, line: 681, type: !431)
!1622 = distinct !DISubprogram(name: "instack", scope: !2, file: !2, line: 681, type: !1623, scopeLine: 681, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1625)
!1623 = !DISubroutineType(types: !1624)
!1624 = !{!315, !431, !984}
!1625 = !{!1621, !1626, !1627, !1628}
!1626 = !DILocalVariable(name: "o", arg: 2, scope: !1622, file: !2, line: 681, type: !984)
!1627 = !DILocalVariable(name: "pos", scope: !1622, file: !2, line: 682, type: !315)
!1628 = !DILocalVariable(name: "base", scope: !1622, file: !2, line: 683, type: !331)
!1629 = !DILocation(line: 0, scope: !1622, inlinedAt: !1630)
!1630 = distinct !DILocation(line: 730, column: 17, scope: !1550)
!1631 = !DILocation(line: 683, column: 27, scope: !1622, inlinedAt: !1630)
!1632 = !DILocation(line: 684, column: 28, scope: !1633, inlinedAt: !1630)
!1633 = distinct !DILexicalBlock(scope: !1634, file: !2, line: 684, column: 3)
!1634 = distinct !DILexicalBlock(scope: !1622, file: !2, line: 684, column: 3)
!1635 = !DILocation(line: 684, column: 3, scope: !1634, inlinedAt: !1630)
!1636 = !DILocation(line: 685, column: 11, scope: !1637, inlinedAt: !1630)
!1637 = distinct !DILexicalBlock(scope: !1638, file: !2, line: 685, column: 9)
!1638 = distinct !DILexicalBlock(scope: !1633, file: !2, line: 684, column: 48)
!1639 = !DILocation(line: 685, column: 9, scope: !1638, inlinedAt: !1630)
!1640 = !DILocation(line: 684, column: 44, scope: !1633, inlinedAt: !1630)
!1641 = !DILocation(line: 684, column: 22, scope: !1633, inlinedAt: !1630)
!1642 = distinct !{!1642, !1635, !1643, !749}
!1643 = !DILocation(line: 687, column: 3, scope: !1634, inlinedAt: !1630)
!1644 = !DILocation(line: 0, scope: !1550)
!1645 = !DILocation(line: 732, column: 40, scope: !1646)
!1646 = distinct !DILexicalBlock(scope: !1550, file: !2, line: 731, column: 11)
!1647 = !DILocation(line: 0, scope: !931, inlinedAt: !1648)
!1648 = distinct !DILocation(line: 732, column: 43, scope: !1646)
!1649 = !DILocation(line: 43, column: 10, scope: !931, inlinedAt: !1648)
!1650 = !DILocation(line: 732, column: 16, scope: !1646)
!1651 = !DILocation(line: 735, column: 33, scope: !1540)
!1652 = !DILocation(line: 713, column: 12, scope: !1653, inlinedAt: !1619)
!1653 = distinct !DILexicalBlock(scope: !1612, file: !2, line: 713, column: 7)
!1654 = !DILocation(line: 716, column: 12, scope: !1653, inlinedAt: !1619)
!1655 = !DILocation(line: 716, column: 5, scope: !1653, inlinedAt: !1619)
!1656 = !DILocation(line: 0, scope: !1653, inlinedAt: !1619)
!1657 = !DILocation(line: 736, column: 1, scope: !1540)
!1658 = !DILocation(line: 735, column: 3, scope: !1540)
!1659 = distinct !DISubprogram(name: "luaG_callerror", scope: !2, file: !2, line: 763, type: !1660, scopeLine: 763, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1662)
!1660 = !DISubroutineType(types: !1661)
!1661 = !{null, !316, !984}
!1662 = !{!1663, !1664, !1665, !1666, !1667, !1668}
!1663 = !DILocalVariable(name: "L", arg: 1, scope: !1659, file: !2, line: 763, type: !316)
!1664 = !DILocalVariable(name: "o", arg: 2, scope: !1659, file: !2, line: 763, type: !984)
!1665 = !DILocalVariable(name: "ci", scope: !1659, file: !2, line: 764, type: !431)
!1666 = !DILocalVariable(name: "name", scope: !1659, file: !2, line: 765, type: !427)
!1667 = !DILocalVariable(name: "kind", scope: !1659, file: !2, line: 766, type: !427)
!1668 = !DILocalVariable(name: "extra", scope: !1659, file: !2, line: 767, type: !427)
!1669 = distinct !DIAssignID()
!1670 = !DILocation(line: 0, scope: !1659)
!1671 = !DILocation(line: 764, column: 21, scope: !1659)
!1672 = !DILocation(line: 765, column: 3, scope: !1659)
!1673 = !DILocation(line: 765, column: 15, scope: !1659)
!1674 = distinct !DIAssignID()
!1675 = !DILocation(line: 766, column: 22, scope: !1659)
!1676 = !DILocation(line: 767, column: 23, scope: !1659)
!1677 = !DILocation(line: 767, column: 53, scope: !1659)
!1678 = !DILocation(line: 0, scope: !1612, inlinedAt: !1679)
!1679 = distinct !DILocation(line: 767, column: 30, scope: !1659)
!1680 = !DILocation(line: 716, column: 12, scope: !1653, inlinedAt: !1679)
!1681 = !DILocation(line: 767, column: 61, scope: !1659)
!1682 = !DILocation(line: 768, column: 3, scope: !1659)
!1683 = distinct !DISubprogram(name: "funcnamefromcall", scope: !2, file: !2, line: 655, type: !1298, scopeLine: 656, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1684)
!1684 = !{!1685, !1686, !1687}
!1685 = !DILocalVariable(name: "L", arg: 1, scope: !1683, file: !2, line: 655, type: !316)
!1686 = !DILocalVariable(name: "ci", arg: 2, scope: !1683, file: !2, line: 655, type: !431)
!1687 = !DILocalVariable(name: "name", arg: 3, scope: !1683, file: !2, line: 656, type: !1300)
!1688 = !DILocation(line: 0, scope: !1683)
!1689 = !DILocation(line: 657, column: 11, scope: !1690)
!1690 = distinct !DILexicalBlock(scope: !1683, file: !2, line: 657, column: 7)
!1691 = !DILocation(line: 657, column: 7, scope: !1690)
!1692 = !DILocation(line: 657, column: 22, scope: !1690)
!1693 = !DILocation(line: 657, column: 7, scope: !1683)
!1694 = !DILocation(line: 658, column: 11, scope: !1695)
!1695 = distinct !DILexicalBlock(scope: !1690, file: !2, line: 657, column: 37)
!1696 = !DILocation(line: 659, column: 5, scope: !1695)
!1697 = !DILocation(line: 661, column: 27, scope: !1698)
!1698 = distinct !DILexicalBlock(scope: !1690, file: !2, line: 661, column: 12)
!1699 = !DILocation(line: 661, column: 12, scope: !1690)
!1700 = !DILocation(line: 662, column: 11, scope: !1701)
!1701 = distinct !DILexicalBlock(scope: !1698, file: !2, line: 661, column: 39)
!1702 = !DILocation(line: 663, column: 5, scope: !1701)
!1703 = !DILocation(line: 665, column: 12, scope: !1704)
!1704 = distinct !DILexicalBlock(scope: !1698, file: !2, line: 665, column: 12)
!1705 = !DILocation(line: 665, column: 12, scope: !1698)
!1706 = !DILocation(line: 666, column: 32, scope: !1704)
!1707 = !DILocation(line: 666, column: 45, scope: !1704)
!1708 = !DILocation(line: 0, scope: !931, inlinedAt: !1709)
!1709 = distinct !DILocation(line: 666, column: 48, scope: !1704)
!1710 = !DILocation(line: 43, column: 10, scope: !931, inlinedAt: !1709)
!1711 = !DILocalVariable(name: "L", arg: 1, scope: !1712, file: !2, line: 611, type: !316)
!1712 = distinct !DISubprogram(name: "funcnamefromcode", scope: !2, file: !2, line: 611, type: !1713, scopeLine: 612, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1715)
!1713 = !DISubroutineType(types: !1714)
!1714 = !{!427, !316, !690, !315, !1300}
!1715 = !{!1711, !1716, !1717, !1718, !1719, !1720}
!1716 = !DILocalVariable(name: "p", arg: 2, scope: !1712, file: !2, line: 611, type: !690)
!1717 = !DILocalVariable(name: "pc", arg: 3, scope: !1712, file: !2, line: 612, type: !315)
!1718 = !DILocalVariable(name: "name", arg: 4, scope: !1712, file: !2, line: 612, type: !1300)
!1719 = !DILocalVariable(name: "tm", scope: !1712, file: !2, line: 613, type: !677)
!1720 = !DILocalVariable(name: "i", scope: !1712, file: !2, line: 614, type: !449)
!1721 = !DILocation(line: 0, scope: !1712, inlinedAt: !1722)
!1722 = distinct !DILocation(line: 666, column: 12, scope: !1704)
!1723 = !DILocation(line: 614, column: 19, scope: !1712, inlinedAt: !1722)
!1724 = !DILocation(line: 615, column: 11, scope: !1712, inlinedAt: !1722)
!1725 = !DILocation(line: 615, column: 3, scope: !1712, inlinedAt: !1722)
!1726 = !DILocation(line: 618, column: 32, scope: !1727, inlinedAt: !1722)
!1727 = distinct !DILexicalBlock(scope: !1712, file: !2, line: 615, column: 26)
!1728 = !DILocation(line: 618, column: 14, scope: !1727, inlinedAt: !1722)
!1729 = !DILocation(line: 618, column: 7, scope: !1727, inlinedAt: !1722)
!1730 = !DILocation(line: 620, column: 13, scope: !1731, inlinedAt: !1722)
!1731 = distinct !DILexicalBlock(scope: !1727, file: !2, line: 619, column: 23)
!1732 = !DILocation(line: 621, column: 8, scope: !1731, inlinedAt: !1722)
!1733 = !DILocation(line: 630, column: 7, scope: !1727, inlinedAt: !1722)
!1734 = !DILocation(line: 632, column: 12, scope: !1735, inlinedAt: !1722)
!1735 = distinct !DILexicalBlock(scope: !1727, file: !2, line: 631, column: 52)
!1736 = !DILocation(line: 647, column: 11, scope: !1712, inlinedAt: !1722)
!1737 = !DILocation(line: 633, column: 7, scope: !1735, inlinedAt: !1722)
!1738 = !DILocation(line: 635, column: 31, scope: !1727, inlinedAt: !1722)
!1739 = !DILocation(line: 636, column: 33, scope: !1727, inlinedAt: !1722)
!1740 = !DILocation(line: 637, column: 31, scope: !1727, inlinedAt: !1722)
!1741 = !DILocation(line: 638, column: 37, scope: !1727, inlinedAt: !1722)
!1742 = !DILocation(line: 639, column: 29, scope: !1727, inlinedAt: !1722)
!1743 = !DILocation(line: 641, column: 55, scope: !1727, inlinedAt: !1722)
!1744 = !DILocation(line: 642, column: 55, scope: !1727, inlinedAt: !1722)
!1745 = !DILocation(line: 643, column: 51, scope: !1727, inlinedAt: !1722)
!1746 = !DILocation(line: 0, scope: !1727, inlinedAt: !1722)
!1747 = !{!784, !704, i64 24}
!1748 = !DILocation(line: 647, column: 39, scope: !1712, inlinedAt: !1722)
!1749 = !DILocation(line: 647, column: 9, scope: !1712, inlinedAt: !1722)
!1750 = !DILocation(line: 648, column: 3, scope: !1712, inlinedAt: !1722)
!1751 = !DILocation(line: 0, scope: !1690)
!1752 = !DILocation(line: 669, column: 1, scope: !1683)
!1753 = distinct !DISubprogram(name: "luaG_forerror", scope: !2, file: !2, line: 772, type: !1519, scopeLine: 772, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1754)
!1754 = !{!1755, !1756, !1757}
!1755 = !DILocalVariable(name: "L", arg: 1, scope: !1753, file: !2, line: 772, type: !316)
!1756 = !DILocalVariable(name: "o", arg: 2, scope: !1753, file: !2, line: 772, type: !984)
!1757 = !DILocalVariable(name: "what", arg: 3, scope: !1753, file: !2, line: 772, type: !427)
!1758 = !DILocation(line: 0, scope: !1753)
!1759 = !DILocation(line: 774, column: 26, scope: !1753)
!1760 = !DILocation(line: 773, column: 3, scope: !1753)
!1761 = distinct !DISubprogram(name: "luaG_runerror", scope: !2, file: !2, line: 839, type: !1762, scopeLine: 839, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1764)
!1762 = !DISubroutineType(types: !1763)
!1763 = !{null, !316, !427, null}
!1764 = !{!1765, !1766, !1767, !1768, !1769, !1780, !1784}
!1765 = !DILocalVariable(name: "L", arg: 1, scope: !1761, file: !2, line: 839, type: !316)
!1766 = !DILocalVariable(name: "fmt", arg: 2, scope: !1761, file: !2, line: 839, type: !427)
!1767 = !DILocalVariable(name: "ci", scope: !1761, file: !2, line: 840, type: !431)
!1768 = !DILocalVariable(name: "msg", scope: !1761, file: !2, line: 841, type: !427)
!1769 = !DILocalVariable(name: "argp", scope: !1761, file: !2, line: 842, type: !1770)
!1770 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !1771, line: 12, baseType: !1772)
!1771 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!1772 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !1773)
!1773 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1774, size: 192, elements: !49)
!1774 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !1775)
!1775 = !{!1776, !1777, !1778, !1779}
!1776 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !1774, file: !2, line: 842, baseType: !122, size: 32)
!1777 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !1774, file: !2, line: 842, baseType: !122, size: 32, offset: 32)
!1778 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !1774, file: !2, line: 842, baseType: !243, size: 64, offset: 64)
!1779 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !1774, file: !2, line: 842, baseType: !243, size: 64, offset: 128)
!1780 = !DILocalVariable(name: "io1", scope: !1781, file: !2, line: 849, type: !299)
!1781 = distinct !DILexicalBlock(scope: !1782, file: !2, line: 849, column: 5)
!1782 = distinct !DILexicalBlock(scope: !1783, file: !2, line: 847, column: 18)
!1783 = distinct !DILexicalBlock(scope: !1761, file: !2, line: 847, column: 7)
!1784 = !DILocalVariable(name: "io2", scope: !1781, file: !2, line: 849, type: !984)
!1785 = distinct !DIAssignID()
!1786 = distinct !DIAssignID()
!1787 = !DILocation(line: 0, scope: !1761)
!1788 = !DILocation(line: 840, column: 21, scope: !1761)
!1789 = !DILocation(line: 842, column: 3, scope: !1761)
!1790 = !DILocation(line: 843, column: 3, scope: !1791)
!1791 = distinct !DILexicalBlock(scope: !1792, file: !2, line: 843, column: 3)
!1792 = distinct !DILexicalBlock(scope: !1761, file: !2, line: 843, column: 3)
!1793 = !{!1794, !787, i64 24}
!1794 = !{!"global_State", !704, i64 0, !704, i64 8, !787, i64 16, !787, i64 24, !787, i64 32, !787, i64 40, !1795, i64 48, !1041, i64 64, !1041, i64 80, !707, i64 96, !705, i64 100, !705, i64 101, !705, i64 102, !705, i64 103, !705, i64 104, !705, i64 105, !705, i64 106, !705, i64 107, !705, i64 108, !705, i64 109, !705, i64 110, !704, i64 112, !704, i64 120, !704, i64 128, !704, i64 136, !704, i64 144, !704, i64 152, !704, i64 160, !704, i64 168, !704, i64 176, !704, i64 184, !704, i64 192, !704, i64 200, !704, i64 208, !704, i64 216, !704, i64 224, !704, i64 232, !704, i64 240, !704, i64 248, !704, i64 256, !704, i64 264, !704, i64 272, !705, i64 280, !705, i64 480, !705, i64 552, !704, i64 1400, !704, i64 1408}
!1795 = !{!"stringtable", !704, i64 0, !707, i64 8, !707, i64 12}
!1796 = !DILocation(line: 843, column: 3, scope: !1792)
!1797 = !DILocation(line: 843, column: 3, scope: !1798)
!1798 = distinct !DILexicalBlock(scope: !1791, file: !2, line: 843, column: 3)
!1799 = !DILocation(line: 844, column: 3, scope: !1761)
!1800 = !DILocation(line: 845, column: 9, scope: !1761)
!1801 = !DILocation(line: 846, column: 3, scope: !1761)
!1802 = !DILocation(line: 847, column: 7, scope: !1783)
!1803 = !DILocation(line: 847, column: 7, scope: !1761)
!1804 = !DILocation(line: 848, column: 26, scope: !1782)
!1805 = !DILocation(line: 848, column: 39, scope: !1782)
!1806 = !DILocation(line: 848, column: 42, scope: !1782)
!1807 = !DILocation(line: 0, scope: !1215, inlinedAt: !1808)
!1808 = distinct !DILocation(line: 848, column: 50, scope: !1782)
!1809 = !DILocation(line: 0, scope: !931, inlinedAt: !1810)
!1810 = distinct !DILocation(line: 99, column: 43, scope: !1215, inlinedAt: !1808)
!1811 = !DILocation(line: 43, column: 10, scope: !931, inlinedAt: !1810)
!1812 = !DILocation(line: 0, scope: !687, inlinedAt: !1813)
!1813 = distinct !DILocation(line: 99, column: 10, scope: !1215, inlinedAt: !1808)
!1814 = !DILocation(line: 84, column: 10, scope: !698, inlinedAt: !1813)
!1815 = !DILocation(line: 84, column: 19, scope: !698, inlinedAt: !1813)
!1816 = !DILocation(line: 84, column: 7, scope: !687, inlinedAt: !1813)
!1817 = !DILocation(line: 0, scope: !711, inlinedAt: !1818)
!1818 = distinct !DILocation(line: 88, column: 20, scope: !697, inlinedAt: !1813)
!1819 = !DILocation(line: 61, column: 10, scope: !720, inlinedAt: !1818)
!1820 = !DILocation(line: 61, column: 26, scope: !720, inlinedAt: !1818)
!1821 = !DILocation(line: 61, column: 31, scope: !720, inlinedAt: !1818)
!1822 = !DILocation(line: 61, column: 42, scope: !720, inlinedAt: !1818)
!1823 = !DILocation(line: 61, column: 57, scope: !720, inlinedAt: !1818)
!1824 = !DILocation(line: 61, column: 37, scope: !720, inlinedAt: !1818)
!1825 = !DILocation(line: 61, column: 7, scope: !711, inlinedAt: !1818)
!1826 = !DILocation(line: 0, scope: !697, inlinedAt: !1813)
!1827 = !DILocation(line: 63, column: 15, scope: !736, inlinedAt: !1818)
!1828 = !DILocation(line: 63, column: 5, scope: !736, inlinedAt: !1818)
!1829 = !DILocation(line: 66, column: 27, scope: !719, inlinedAt: !1818)
!1830 = !DILocation(line: 0, scope: !719, inlinedAt: !1818)
!1831 = !DILocation(line: 70, column: 5, scope: !719, inlinedAt: !1818)
!1832 = !DILocation(line: 70, column: 39, scope: !719, inlinedAt: !1818)
!1833 = !DILocation(line: 70, column: 18, scope: !719, inlinedAt: !1818)
!1834 = !DILocation(line: 70, column: 14, scope: !719, inlinedAt: !1818)
!1835 = !DILocation(line: 70, column: 48, scope: !719, inlinedAt: !1818)
!1836 = !DILocation(line: 70, column: 70, scope: !719, inlinedAt: !1818)
!1837 = !DILocation(line: 70, column: 45, scope: !719, inlinedAt: !1818)
!1838 = distinct !{!1838, !1831, !1839, !749}
!1839 = !DILocation(line: 71, column: 8, scope: !719, inlinedAt: !1818)
!1840 = !DILocation(line: 72, column: 15, scope: !719, inlinedAt: !1818)
!1841 = !DILocation(line: 72, column: 33, scope: !719, inlinedAt: !1818)
!1842 = !DILocation(line: 73, column: 30, scope: !719, inlinedAt: !1818)
!1843 = !DILocation(line: 0, scope: !720, inlinedAt: !1818)
!1844 = !DILocation(line: 89, column: 21, scope: !697, inlinedAt: !1813)
!1845 = !DILocation(line: 89, column: 5, scope: !697, inlinedAt: !1813)
!1846 = !DILocation(line: 91, column: 19, scope: !758, inlinedAt: !1813)
!1847 = !DILocation(line: 91, column: 16, scope: !758, inlinedAt: !1813)
!1848 = distinct !{!1848, !1845, !1849, !749, !763, !764}
!1849 = !DILocation(line: 92, column: 5, scope: !697, inlinedAt: !1813)
!1850 = !DILocation(line: 89, column: 18, scope: !697, inlinedAt: !1813)
!1851 = distinct !{!1851, !1845, !1849, !749, !764, !763}
!1852 = !DILocation(line: 0, scope: !698, inlinedAt: !1813)
!1853 = !DILocalVariable(name: "buff", scope: !1854, file: !2, line: 816, type: !544)
!1854 = distinct !DISubprogram(name: "luaG_addinfo", scope: !2, file: !2, line: 814, type: !1855, scopeLine: 815, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1857)
!1855 = !DISubroutineType(types: !1856)
!1856 = !{!427, !316, !427, !370, !315}
!1857 = !{!1858, !1859, !1860, !1861, !1853}
!1858 = !DILocalVariable(name: "L", arg: 1, scope: !1854, file: !2, line: 814, type: !316)
!1859 = !DILocalVariable(name: "msg", arg: 2, scope: !1854, file: !2, line: 814, type: !427)
!1860 = !DILocalVariable(name: "src", arg: 3, scope: !1854, file: !2, line: 814, type: !370)
!1861 = !DILocalVariable(name: "line", arg: 4, scope: !1854, file: !2, line: 815, type: !315)
!1862 = !DILocation(line: 0, scope: !1854, inlinedAt: !1863)
!1863 = distinct !DILocation(line: 848, column: 5, scope: !1782)
!1864 = !DILocation(line: 816, column: 3, scope: !1854, inlinedAt: !1863)
!1865 = !DILocation(line: 817, column: 7, scope: !1866, inlinedAt: !1863)
!1866 = distinct !DILexicalBlock(scope: !1854, file: !2, line: 817, column: 7)
!1867 = !DILocation(line: 817, column: 7, scope: !1854, inlinedAt: !1863)
!1868 = !DILocation(line: 818, column: 24, scope: !1866, inlinedAt: !1863)
!1869 = !DILocation(line: 818, column: 37, scope: !1866, inlinedAt: !1863)
!1870 = !DILocation(line: 818, column: 5, scope: !1866, inlinedAt: !1863)
!1871 = !DILocation(line: 820, column: 13, scope: !1872, inlinedAt: !1863)
!1872 = distinct !DILexicalBlock(scope: !1866, file: !2, line: 819, column: 8)
!1873 = distinct !DIAssignID()
!1874 = !DILocation(line: 820, column: 20, scope: !1872, inlinedAt: !1863)
!1875 = !DILocation(line: 820, column: 28, scope: !1872, inlinedAt: !1863)
!1876 = distinct !DIAssignID()
!1877 = !DILocation(line: 822, column: 10, scope: !1854, inlinedAt: !1863)
!1878 = !DILocation(line: 823, column: 1, scope: !1854, inlinedAt: !1863)
!1879 = !DILocation(line: 849, column: 5, scope: !1781)
!1880 = !DILocation(line: 0, scope: !1781)
!1881 = !DILocation(line: 850, column: 13, scope: !1782)
!1882 = !DILocation(line: 851, column: 3, scope: !1782)
!1883 = !DILocation(line: 852, column: 3, scope: !1761)
!1884 = !DISubprogram(name: "luaT_objtypename", scope: !214, file: !214, line: 74, type: !1541, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1885 = distinct !DISubprogram(name: "luaG_concaterror", scope: !2, file: !2, line: 778, type: !1886, scopeLine: 778, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1888)
!1886 = !DISubroutineType(types: !1887)
!1887 = !{null, !316, !984, !984}
!1888 = !{!1889, !1890, !1891}
!1889 = !DILocalVariable(name: "L", arg: 1, scope: !1885, file: !2, line: 778, type: !316)
!1890 = !DILocalVariable(name: "p1", arg: 2, scope: !1885, file: !2, line: 778, type: !984)
!1891 = !DILocalVariable(name: "p2", arg: 3, scope: !1885, file: !2, line: 778, type: !984)
!1892 = !DILocation(line: 0, scope: !1885)
!1893 = !DILocation(line: 779, column: 7, scope: !1894)
!1894 = distinct !DILexicalBlock(scope: !1885, file: !2, line: 779, column: 7)
!1895 = !DILocation(line: 779, column: 22, scope: !1894)
!1896 = !DILocation(line: 780, column: 3, scope: !1885)
!1897 = distinct !DISubprogram(name: "luaG_opinterror", scope: !2, file: !2, line: 784, type: !1898, scopeLine: 785, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1900)
!1898 = !DISubroutineType(types: !1899)
!1899 = !{null, !316, !984, !984, !427}
!1900 = !{!1901, !1902, !1903, !1904}
!1901 = !DILocalVariable(name: "L", arg: 1, scope: !1897, file: !2, line: 784, type: !316)
!1902 = !DILocalVariable(name: "p1", arg: 2, scope: !1897, file: !2, line: 784, type: !984)
!1903 = !DILocalVariable(name: "p2", arg: 3, scope: !1897, file: !2, line: 785, type: !984)
!1904 = !DILocalVariable(name: "msg", arg: 4, scope: !1897, file: !2, line: 785, type: !427)
!1905 = !DILocation(line: 0, scope: !1897)
!1906 = !DILocation(line: 786, column: 8, scope: !1907)
!1907 = distinct !DILexicalBlock(scope: !1897, file: !2, line: 786, column: 7)
!1908 = !DILocation(line: 786, column: 7, scope: !1897)
!1909 = !DILocation(line: 788, column: 3, scope: !1897)
!1910 = distinct !DISubprogram(name: "luaG_tointerror", scope: !2, file: !2, line: 795, type: !1886, scopeLine: 795, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1911)
!1911 = !{!1912, !1913, !1914, !1915}
!1912 = !DILocalVariable(name: "L", arg: 1, scope: !1910, file: !2, line: 795, type: !316)
!1913 = !DILocalVariable(name: "p1", arg: 2, scope: !1910, file: !2, line: 795, type: !984)
!1914 = !DILocalVariable(name: "p2", arg: 3, scope: !1910, file: !2, line: 795, type: !984)
!1915 = !DILocalVariable(name: "temp", scope: !1910, file: !2, line: 796, type: !555)
!1916 = distinct !DIAssignID()
!1917 = !DILocation(line: 0, scope: !1910)
!1918 = !DILocation(line: 796, column: 3, scope: !1910)
!1919 = !DILocation(line: 797, column: 8, scope: !1920)
!1920 = distinct !DILexicalBlock(scope: !1910, file: !2, line: 797, column: 7)
!1921 = !DILocation(line: 797, column: 7, scope: !1910)
!1922 = !DILocation(line: 799, column: 62, scope: !1910)
!1923 = !DILocation(line: 799, column: 3, scope: !1910)
!1924 = !DISubprogram(name: "luaV_tointegerns", scope: !121, file: !121, line: 125, type: !1925, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1925 = !DISubroutineType(types: !1926)
!1926 = !{!315, !984, !1927, !1928}
!1927 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !555, size: 64)
!1928 = !DIDerivedType(tag: DW_TAG_typedef, name: "F2Imod", file: !121, line: 47, baseType: !120)
!1929 = distinct !DISubprogram(name: "luaG_ordererror", scope: !2, file: !2, line: 803, type: !1886, scopeLine: 803, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1930)
!1930 = !{!1931, !1932, !1933, !1934, !1935}
!1931 = !DILocalVariable(name: "L", arg: 1, scope: !1929, file: !2, line: 803, type: !316)
!1932 = !DILocalVariable(name: "p1", arg: 2, scope: !1929, file: !2, line: 803, type: !984)
!1933 = !DILocalVariable(name: "p2", arg: 3, scope: !1929, file: !2, line: 803, type: !984)
!1934 = !DILocalVariable(name: "t1", scope: !1929, file: !2, line: 804, type: !427)
!1935 = !DILocalVariable(name: "t2", scope: !1929, file: !2, line: 805, type: !427)
!1936 = !DILocation(line: 0, scope: !1929)
!1937 = !DILocation(line: 804, column: 20, scope: !1929)
!1938 = !DILocation(line: 805, column: 20, scope: !1929)
!1939 = !DILocation(line: 806, column: 7, scope: !1940)
!1940 = distinct !DILexicalBlock(scope: !1929, file: !2, line: 806, column: 7)
!1941 = !DILocation(line: 806, column: 22, scope: !1940)
!1942 = !DILocation(line: 806, column: 7, scope: !1929)
!1943 = !DILocation(line: 807, column: 5, scope: !1940)
!1944 = !DILocation(line: 809, column: 5, scope: !1940)
!1945 = !DISubprogram(name: "strcmp", scope: !1515, file: !1515, line: 156, type: !1946, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1946 = !DISubroutineType(types: !1947)
!1947 = !{!315, !427, !427}
!1948 = distinct !DIAssignID()
!1949 = !DILocation(line: 0, scope: !1854)
!1950 = !DILocation(line: 816, column: 3, scope: !1854)
!1951 = !DILocation(line: 817, column: 7, scope: !1866)
!1952 = !DILocation(line: 817, column: 7, scope: !1854)
!1953 = !DILocation(line: 818, column: 24, scope: !1866)
!1954 = !DILocation(line: 818, column: 37, scope: !1866)
!1955 = !DILocation(line: 818, column: 5, scope: !1866)
!1956 = !DILocation(line: 820, column: 13, scope: !1872)
!1957 = distinct !DIAssignID()
!1958 = !DILocation(line: 820, column: 20, scope: !1872)
!1959 = !DILocation(line: 820, column: 28, scope: !1872)
!1960 = distinct !DIAssignID()
!1961 = !DILocation(line: 822, column: 10, scope: !1854)
!1962 = !DILocation(line: 823, column: 1, scope: !1854)
!1963 = !DILocation(line: 822, column: 3, scope: !1854)
!1964 = !DISubprogram(name: "luaO_chunkid", scope: !253, file: !253, line: 809, type: !1965, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1965 = !DISubroutineType(types: !1966)
!1966 = !{null, !675, !427, !273}
!1967 = !DISubprogram(name: "luaO_pushfstring", scope: !253, file: !253, line: 808, type: !1968, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1968 = !DISubroutineType(types: !1969)
!1969 = !{!427, !316, !427, null}
!1970 = distinct !DISubprogram(name: "luaG_errormsg", scope: !2, file: !2, line: 826, type: !1971, scopeLine: 826, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !1973)
!1971 = !DISubroutineType(types: !1972)
!1972 = !{null, !316}
!1973 = !{!1974, !1975, !1978, !1980, !1981, !1983}
!1974 = !DILocalVariable(name: "L", arg: 1, scope: !1970, file: !2, line: 826, type: !316)
!1975 = !DILocalVariable(name: "errfunc", scope: !1976, file: !2, line: 828, type: !331)
!1976 = distinct !DILexicalBlock(scope: !1977, file: !2, line: 827, column: 24)
!1977 = distinct !DILexicalBlock(scope: !1970, file: !2, line: 827, column: 7)
!1978 = !DILocalVariable(name: "io1", scope: !1979, file: !2, line: 830, type: !299)
!1979 = distinct !DILexicalBlock(scope: !1976, file: !2, line: 830, column: 5)
!1980 = !DILocalVariable(name: "io2", scope: !1979, file: !2, line: 830, type: !984)
!1981 = !DILocalVariable(name: "io1", scope: !1982, file: !2, line: 831, type: !299)
!1982 = distinct !DILexicalBlock(scope: !1976, file: !2, line: 831, column: 5)
!1983 = !DILocalVariable(name: "io2", scope: !1982, file: !2, line: 831, type: !984)
!1984 = !DILocation(line: 0, scope: !1970)
!1985 = !DILocation(line: 827, column: 10, scope: !1977)
!1986 = !{!784, !787, i64 168}
!1987 = !DILocation(line: 827, column: 18, scope: !1977)
!1988 = !DILocation(line: 827, column: 7, scope: !1970)
!1989 = !DILocation(line: 828, column: 21, scope: !1976)
!1990 = !DILocation(line: 0, scope: !1976)
!1991 = !DILocation(line: 830, column: 5, scope: !1979)
!1992 = !DILocation(line: 0, scope: !1979)
!1993 = !DILocation(line: 831, column: 5, scope: !1982)
!1994 = !DILocation(line: 0, scope: !1982)
!1995 = !DILocation(line: 832, column: 13, scope: !1976)
!1996 = !DILocation(line: 833, column: 34, scope: !1976)
!1997 = !DILocation(line: 833, column: 5, scope: !1976)
!1998 = !DILocation(line: 834, column: 3, scope: !1976)
!1999 = !DILocation(line: 835, column: 3, scope: !1970)
!2000 = !DISubprogram(name: "luaD_callnoyield", scope: !2001, file: !2001, line: 73, type: !2002, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2001 = !DIFile(filename: "src/lua/ldo.h", directory: ".", checksumkind: CSK_MD5, checksum: "28138809e652958723ca82a42b18e9f3")
!2002 = !DISubroutineType(types: !2003)
!2003 = !{null, !316, !331, !315}
!2004 = !DISubprogram(name: "luaD_throw", scope: !2001, file: !2001, line: 83, type: !2005, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2005 = !DISubroutineType(types: !2006)
!2006 = !{null, !316, !315}
!2007 = !DISubprogram(name: "luaC_step", scope: !2008, file: !2008, line: 190, type: !1971, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2008 = !DIFile(filename: "src/lua/lgc.h", directory: ".", checksumkind: CSK_MD5, checksum: "27471f6a393f1da8078a1cd072699654")
!2009 = !DISubprogram(name: "luaO_pushvfstring", scope: !253, file: !253, line: 806, type: !2010, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2010 = !DISubroutineType(types: !2011)
!2011 = !{!427, !316, !427, !2012}
!2012 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1774, size: 64)
!2013 = distinct !DISubprogram(name: "luaG_tracecall", scope: !2, file: !2, line: 893, type: !313, scopeLine: 893, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !2014)
!2014 = !{!2015, !2016, !2017}
!2015 = !DILocalVariable(name: "L", arg: 1, scope: !2013, file: !2, line: 893, type: !316)
!2016 = !DILocalVariable(name: "ci", scope: !2013, file: !2, line: 894, type: !431)
!2017 = !DILocalVariable(name: "p", scope: !2013, file: !2, line: 895, type: !2018)
!2018 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !692, size: 64)
!2019 = !DILocation(line: 0, scope: !2013)
!2020 = !DILocation(line: 894, column: 21, scope: !2013)
!2021 = !DILocation(line: 895, column: 14, scope: !2013)
!2022 = !DILocation(line: 895, column: 27, scope: !2013)
!2023 = !DILocation(line: 896, column: 7, scope: !2013)
!2024 = !DILocation(line: 896, column: 11, scope: !2013)
!2025 = !DILocation(line: 896, column: 16, scope: !2013)
!2026 = !DILocation(line: 897, column: 15, scope: !2027)
!2027 = distinct !DILexicalBlock(scope: !2013, file: !2, line: 897, column: 7)
!2028 = !DILocation(line: 897, column: 29, scope: !2027)
!2029 = !DILocation(line: 897, column: 23, scope: !2027)
!2030 = !DILocation(line: 897, column: 7, scope: !2013)
!2031 = !DILocation(line: 898, column: 12, scope: !2032)
!2032 = distinct !DILexicalBlock(scope: !2033, file: !2, line: 898, column: 9)
!2033 = distinct !DILexicalBlock(scope: !2027, file: !2, line: 897, column: 35)
!2034 = !DILocation(line: 898, column: 9, scope: !2032)
!2035 = !DILocation(line: 898, column: 9, scope: !2033)
!2036 = !DILocation(line: 900, column: 20, scope: !2037)
!2037 = distinct !DILexicalBlock(scope: !2032, file: !2, line: 900, column: 14)
!2038 = !DILocation(line: 900, column: 31, scope: !2037)
!2039 = !DILocation(line: 900, column: 14, scope: !2032)
!2040 = !DILocation(line: 901, column: 7, scope: !2037)
!2041 = !DILocation(line: 904, column: 1, scope: !2013)
!2042 = !DISubprogram(name: "luaD_hookcall", scope: !2001, file: !2001, line: 68, type: !2043, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2043 = !DISubroutineType(types: !2044)
!2044 = !{null, !316, !431}
!2045 = distinct !DISubprogram(name: "luaG_traceexec", scope: !2, file: !2, line: 919, type: !2046, scopeLine: 919, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !2048)
!2046 = !DISubroutineType(types: !2047)
!2047 = !{!315, !316, !447}
!2048 = !{!2049, !2050, !2051, !2052, !2053, !2054, !2055, !2058, !2059}
!2049 = !DILocalVariable(name: "L", arg: 1, scope: !2045, file: !2, line: 919, type: !316)
!2050 = !DILocalVariable(name: "pc", arg: 2, scope: !2045, file: !2, line: 919, type: !447)
!2051 = !DILocalVariable(name: "ci", scope: !2045, file: !2, line: 920, type: !431)
!2052 = !DILocalVariable(name: "mask", scope: !2045, file: !2, line: 921, type: !244)
!2053 = !DILocalVariable(name: "p", scope: !2045, file: !2, line: 922, type: !690)
!2054 = !DILocalVariable(name: "counthook", scope: !2045, file: !2, line: 923, type: !315)
!2055 = !DILocalVariable(name: "oldpc", scope: !2056, file: !2, line: 945, type: !315)
!2056 = distinct !DILexicalBlock(scope: !2057, file: !2, line: 943, column: 28)
!2057 = distinct !DILexicalBlock(scope: !2045, file: !2, line: 943, column: 7)
!2058 = !DILocalVariable(name: "npci", scope: !2056, file: !2, line: 946, type: !315)
!2059 = !DILocalVariable(name: "newline", scope: !2060, file: !2, line: 949, type: !315)
!2060 = distinct !DILexicalBlock(scope: !2061, file: !2, line: 948, column: 38)
!2061 = distinct !DILexicalBlock(scope: !2056, file: !2, line: 947, column: 9)
!2062 = !DILocation(line: 0, scope: !2045)
!2063 = !DILocation(line: 920, column: 21, scope: !2045)
!2064 = !DILocation(line: 921, column: 21, scope: !2045)
!2065 = !DILocation(line: 922, column: 20, scope: !2045)
!2066 = !DILocation(line: 922, column: 33, scope: !2045)
!2067 = !DILocation(line: 924, column: 14, scope: !2068)
!2068 = distinct !DILexicalBlock(scope: !2045, file: !2, line: 924, column: 7)
!2069 = !DILocation(line: 924, column: 7, scope: !2045)
!2070 = !DILocation(line: 925, column: 13, scope: !2071)
!2071 = distinct !DILexicalBlock(scope: !2068, file: !2, line: 924, column: 49)
!2072 = !DILocation(line: 925, column: 18, scope: !2071)
!2073 = !DILocation(line: 926, column: 5, scope: !2071)
!2074 = !DILocation(line: 928, column: 5, scope: !2045)
!2075 = !DILocation(line: 929, column: 7, scope: !2045)
!2076 = !DILocation(line: 929, column: 19, scope: !2045)
!2077 = !DILocation(line: 930, column: 21, scope: !2045)
!2078 = !DILocation(line: 930, column: 38, scope: !2045)
!2079 = !DILocation(line: 930, column: 47, scope: !2045)
!2080 = !DILocation(line: 930, column: 42, scope: !2045)
!2081 = !DILocation(line: 930, column: 57, scope: !2045)
!2082 = !DILocation(line: 931, column: 7, scope: !2045)
!2083 = !DILocation(line: 932, column: 5, scope: !2084)
!2084 = distinct !DILexicalBlock(scope: !2045, file: !2, line: 931, column: 7)
!2085 = !DILocation(line: 933, column: 19, scope: !2086)
!2086 = distinct !DILexicalBlock(scope: !2084, file: !2, line: 933, column: 12)
!2087 = !DILocation(line: 933, column: 12, scope: !2084)
!2088 = !DILocation(line: 935, column: 11, scope: !2089)
!2089 = distinct !DILexicalBlock(scope: !2045, file: !2, line: 935, column: 7)
!2090 = !DILocation(line: 935, column: 22, scope: !2089)
!2091 = !DILocation(line: 935, column: 7, scope: !2045)
!2092 = !DILocation(line: 936, column: 20, scope: !2093)
!2093 = distinct !DILexicalBlock(scope: !2089, file: !2, line: 935, column: 40)
!2094 = !DILocation(line: 937, column: 5, scope: !2093)
!2095 = !DILocation(line: 939, column: 8, scope: !2096)
!2096 = distinct !DILexicalBlock(scope: !2045, file: !2, line: 939, column: 7)
!2097 = !DILocation(line: 940, column: 20, scope: !2096)
!2098 = !DILocation(line: 940, column: 24, scope: !2096)
!2099 = !DILocation(line: 940, column: 8, scope: !2096)
!2100 = !DILocation(line: 940, column: 14, scope: !2096)
!2101 = !DILocation(line: 940, column: 5, scope: !2096)
!2102 = !DILocation(line: 941, column: 7, scope: !2045)
!2103 = !DILocation(line: 942, column: 5, scope: !2104)
!2104 = distinct !DILexicalBlock(scope: !2045, file: !2, line: 941, column: 7)
!2105 = !DILocation(line: 943, column: 12, scope: !2057)
!2106 = !DILocation(line: 943, column: 7, scope: !2045)
!2107 = !DILocation(line: 945, column: 21, scope: !2056)
!2108 = !{!784, !707, i64 180}
!2109 = !DILocation(line: 945, column: 32, scope: !2056)
!2110 = !{!703, !707, i64 24}
!2111 = !DILocation(line: 945, column: 27, scope: !2056)
!2112 = !DILocation(line: 945, column: 17, scope: !2056)
!2113 = !DILocation(line: 0, scope: !2056)
!2114 = !DILocation(line: 946, column: 16, scope: !2056)
!2115 = !DILocation(line: 947, column: 14, scope: !2061)
!2116 = !DILocation(line: 0, scope: !2061)
!2117 = !DILocation(line: 947, column: 23, scope: !2061)
!2118 = !DILocalVariable(name: "p", arg: 1, scope: !2119, file: !2, line: 864, type: !690)
!2119 = distinct !DISubprogram(name: "changedline", scope: !2, file: !2, line: 864, type: !1406, scopeLine: 864, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !2120)
!2120 = !{!2118, !2121, !2122, !2123, !2126, !2127}
!2121 = !DILocalVariable(name: "oldpc", arg: 2, scope: !2119, file: !2, line: 864, type: !315)
!2122 = !DILocalVariable(name: "newpc", arg: 3, scope: !2119, file: !2, line: 864, type: !315)
!2123 = !DILocalVariable(name: "delta", scope: !2124, file: !2, line: 868, type: !315)
!2124 = distinct !DILexicalBlock(scope: !2125, file: !2, line: 867, column: 39)
!2125 = distinct !DILexicalBlock(scope: !2119, file: !2, line: 867, column: 7)
!2126 = !DILocalVariable(name: "pc", scope: !2124, file: !2, line: 869, type: !315)
!2127 = !DILocalVariable(name: "lineinfo", scope: !2128, file: !2, line: 871, type: !315)
!2128 = distinct !DILexicalBlock(scope: !2129, file: !2, line: 870, column: 14)
!2129 = distinct !DILexicalBlock(scope: !2130, file: !2, line: 870, column: 5)
!2130 = distinct !DILexicalBlock(scope: !2124, file: !2, line: 870, column: 5)
!2131 = !DILocation(line: 0, scope: !2119, inlinedAt: !2132)
!2132 = distinct !DILocation(line: 948, column: 9, scope: !2061)
!2133 = !DILocation(line: 865, column: 19, scope: !2134, inlinedAt: !2132)
!2134 = distinct !DILexicalBlock(scope: !2119, file: !2, line: 865, column: 7)
!2135 = !DILocation(line: 865, column: 7, scope: !2119, inlinedAt: !2132)
!2136 = !DILocation(line: 867, column: 13, scope: !2125, inlinedAt: !2132)
!2137 = !DILocation(line: 867, column: 21, scope: !2125, inlinedAt: !2132)
!2138 = !DILocation(line: 867, column: 7, scope: !2119, inlinedAt: !2132)
!2139 = !DILocation(line: 872, column: 11, scope: !2128, inlinedAt: !2132)
!2140 = !DILocation(line: 868, column: 9, scope: !2124, inlinedAt: !2132)
!2141 = !DILocation(line: 0, scope: !2124, inlinedAt: !2132)
!2142 = !DILocation(line: 871, column: 34, scope: !2128, inlinedAt: !2132)
!2143 = !DILocation(line: 871, column: 22, scope: !2128, inlinedAt: !2132)
!2144 = !DILocation(line: 0, scope: !2128, inlinedAt: !2132)
!2145 = !DILocation(line: 872, column: 20, scope: !2146, inlinedAt: !2132)
!2146 = distinct !DILexicalBlock(scope: !2128, file: !2, line: 872, column: 11)
!2147 = !DILocation(line: 874, column: 13, scope: !2128, inlinedAt: !2132)
!2148 = !DILocation(line: 875, column: 14, scope: !2149, inlinedAt: !2132)
!2149 = distinct !DILexicalBlock(scope: !2128, file: !2, line: 875, column: 11)
!2150 = !DILocation(line: 875, column: 11, scope: !2128, inlinedAt: !2132)
!2151 = !DILocation(line: 876, column: 23, scope: !2149, inlinedAt: !2132)
!2152 = !DILocation(line: 947, column: 9, scope: !2056)
!2153 = !DILocation(line: 0, scope: !687, inlinedAt: !2154)
!2154 = distinct !DILocation(line: 881, column: 11, scope: !2119, inlinedAt: !2132)
!2155 = !DILocation(line: 0, scope: !711, inlinedAt: !2156)
!2156 = distinct !DILocation(line: 88, column: 20, scope: !697, inlinedAt: !2154)
!2157 = !DILocation(line: 61, column: 10, scope: !720, inlinedAt: !2156)
!2158 = !DILocation(line: 61, column: 26, scope: !720, inlinedAt: !2156)
!2159 = !DILocation(line: 61, column: 31, scope: !720, inlinedAt: !2156)
!2160 = !DILocation(line: 61, column: 42, scope: !720, inlinedAt: !2156)
!2161 = !DILocation(line: 61, column: 57, scope: !720, inlinedAt: !2156)
!2162 = !DILocation(line: 61, column: 37, scope: !720, inlinedAt: !2156)
!2163 = !DILocation(line: 61, column: 7, scope: !711, inlinedAt: !2156)
!2164 = !DILocation(line: 0, scope: !697, inlinedAt: !2154)
!2165 = !DILocation(line: 63, column: 15, scope: !736, inlinedAt: !2156)
!2166 = !DILocation(line: 63, column: 5, scope: !736, inlinedAt: !2156)
!2167 = !DILocation(line: 66, column: 27, scope: !719, inlinedAt: !2156)
!2168 = !DILocation(line: 0, scope: !719, inlinedAt: !2156)
!2169 = !DILocation(line: 70, column: 5, scope: !719, inlinedAt: !2156)
!2170 = !DILocation(line: 70, column: 39, scope: !719, inlinedAt: !2156)
!2171 = !DILocation(line: 70, column: 18, scope: !719, inlinedAt: !2156)
!2172 = !DILocation(line: 70, column: 14, scope: !719, inlinedAt: !2156)
!2173 = !DILocation(line: 70, column: 48, scope: !719, inlinedAt: !2156)
!2174 = !DILocation(line: 70, column: 70, scope: !719, inlinedAt: !2156)
!2175 = !DILocation(line: 70, column: 45, scope: !719, inlinedAt: !2156)
!2176 = distinct !{!2176, !2169, !2177, !749}
!2177 = !DILocation(line: 71, column: 8, scope: !719, inlinedAt: !2156)
!2178 = !DILocation(line: 72, column: 15, scope: !719, inlinedAt: !2156)
!2179 = !DILocation(line: 72, column: 33, scope: !719, inlinedAt: !2156)
!2180 = !DILocation(line: 73, column: 30, scope: !719, inlinedAt: !2156)
!2181 = !DILocation(line: 0, scope: !720, inlinedAt: !2156)
!2182 = !DILocation(line: 89, column: 21, scope: !697, inlinedAt: !2154)
!2183 = !DILocation(line: 89, column: 5, scope: !697, inlinedAt: !2154)
!2184 = !DILocation(line: 91, column: 19, scope: !758, inlinedAt: !2154)
!2185 = !DILocation(line: 91, column: 16, scope: !758, inlinedAt: !2154)
!2186 = distinct !{!2186, !2183, !2187, !749, !763, !764}
!2187 = !DILocation(line: 92, column: 5, scope: !697, inlinedAt: !2154)
!2188 = !DILocation(line: 89, column: 18, scope: !697, inlinedAt: !2154)
!2189 = distinct !{!2189, !2183, !2187, !749, !764, !763}
!2190 = !DILocation(line: 0, scope: !698, inlinedAt: !2154)
!2191 = !DILocation(line: 0, scope: !687, inlinedAt: !2192)
!2192 = distinct !DILocation(line: 881, column: 41, scope: !2119, inlinedAt: !2132)
!2193 = !DILocation(line: 0, scope: !711, inlinedAt: !2194)
!2194 = distinct !DILocation(line: 88, column: 20, scope: !697, inlinedAt: !2192)
!2195 = !DILocation(line: 61, column: 31, scope: !720, inlinedAt: !2194)
!2196 = !DILocation(line: 61, column: 42, scope: !720, inlinedAt: !2194)
!2197 = !DILocation(line: 61, column: 57, scope: !720, inlinedAt: !2194)
!2198 = !DILocation(line: 61, column: 37, scope: !720, inlinedAt: !2194)
!2199 = !DILocation(line: 61, column: 7, scope: !711, inlinedAt: !2194)
!2200 = !DILocation(line: 0, scope: !697, inlinedAt: !2192)
!2201 = !DILocation(line: 63, column: 15, scope: !736, inlinedAt: !2194)
!2202 = !DILocation(line: 63, column: 5, scope: !736, inlinedAt: !2194)
!2203 = !DILocation(line: 66, column: 27, scope: !719, inlinedAt: !2194)
!2204 = !DILocation(line: 0, scope: !719, inlinedAt: !2194)
!2205 = !DILocation(line: 70, column: 5, scope: !719, inlinedAt: !2194)
!2206 = !DILocation(line: 70, column: 39, scope: !719, inlinedAt: !2194)
!2207 = !DILocation(line: 70, column: 18, scope: !719, inlinedAt: !2194)
!2208 = !DILocation(line: 70, column: 14, scope: !719, inlinedAt: !2194)
!2209 = !DILocation(line: 70, column: 48, scope: !719, inlinedAt: !2194)
!2210 = !DILocation(line: 70, column: 70, scope: !719, inlinedAt: !2194)
!2211 = !DILocation(line: 70, column: 45, scope: !719, inlinedAt: !2194)
!2212 = distinct !{!2212, !2205, !2213, !749}
!2213 = !DILocation(line: 71, column: 8, scope: !719, inlinedAt: !2194)
!2214 = !DILocation(line: 72, column: 15, scope: !719, inlinedAt: !2194)
!2215 = !DILocation(line: 72, column: 33, scope: !719, inlinedAt: !2194)
!2216 = !DILocation(line: 73, column: 30, scope: !719, inlinedAt: !2194)
!2217 = !DILocation(line: 0, scope: !720, inlinedAt: !2194)
!2218 = !DILocation(line: 89, column: 21, scope: !697, inlinedAt: !2192)
!2219 = !DILocation(line: 89, column: 5, scope: !697, inlinedAt: !2192)
!2220 = !DILocation(line: 91, column: 19, scope: !758, inlinedAt: !2192)
!2221 = !DILocation(line: 91, column: 16, scope: !758, inlinedAt: !2192)
!2222 = distinct !{!2222, !2219, !2223, !749, !763, !764}
!2223 = !DILocation(line: 92, column: 5, scope: !697, inlinedAt: !2192)
!2224 = !DILocation(line: 89, column: 18, scope: !697, inlinedAt: !2192)
!2225 = distinct !{!2225, !2219, !2223, !749, !764, !763}
!2226 = !DILocation(line: 0, scope: !698, inlinedAt: !2192)
!2227 = !DILocation(line: 881, column: 38, scope: !2119, inlinedAt: !2132)
!2228 = !DILocation(line: 0, scope: !687, inlinedAt: !2229)
!2229 = distinct !DILocation(line: 949, column: 21, scope: !2060)
!2230 = !DILocation(line: 84, column: 19, scope: !698, inlinedAt: !2229)
!2231 = !DILocation(line: 84, column: 7, scope: !687, inlinedAt: !2229)
!2232 = !DILocation(line: 0, scope: !711, inlinedAt: !2233)
!2233 = distinct !DILocation(line: 88, column: 20, scope: !697, inlinedAt: !2229)
!2234 = !DILocation(line: 61, column: 10, scope: !720, inlinedAt: !2233)
!2235 = !DILocation(line: 61, column: 26, scope: !720, inlinedAt: !2233)
!2236 = !DILocation(line: 61, column: 31, scope: !720, inlinedAt: !2233)
!2237 = !DILocation(line: 61, column: 42, scope: !720, inlinedAt: !2233)
!2238 = !DILocation(line: 61, column: 57, scope: !720, inlinedAt: !2233)
!2239 = !DILocation(line: 61, column: 37, scope: !720, inlinedAt: !2233)
!2240 = !DILocation(line: 61, column: 7, scope: !711, inlinedAt: !2233)
!2241 = !DILocation(line: 0, scope: !697, inlinedAt: !2229)
!2242 = !DILocation(line: 63, column: 15, scope: !736, inlinedAt: !2233)
!2243 = !DILocation(line: 63, column: 5, scope: !736, inlinedAt: !2233)
!2244 = !DILocation(line: 66, column: 27, scope: !719, inlinedAt: !2233)
!2245 = !DILocation(line: 0, scope: !719, inlinedAt: !2233)
!2246 = !DILocation(line: 70, column: 5, scope: !719, inlinedAt: !2233)
!2247 = !DILocation(line: 70, column: 39, scope: !719, inlinedAt: !2233)
!2248 = !DILocation(line: 70, column: 18, scope: !719, inlinedAt: !2233)
!2249 = !DILocation(line: 70, column: 14, scope: !719, inlinedAt: !2233)
!2250 = !DILocation(line: 70, column: 48, scope: !719, inlinedAt: !2233)
!2251 = !DILocation(line: 70, column: 70, scope: !719, inlinedAt: !2233)
!2252 = !DILocation(line: 70, column: 45, scope: !719, inlinedAt: !2233)
!2253 = distinct !{!2253, !2246, !2254, !749}
!2254 = !DILocation(line: 71, column: 8, scope: !719, inlinedAt: !2233)
!2255 = !DILocation(line: 72, column: 15, scope: !719, inlinedAt: !2233)
!2256 = !DILocation(line: 72, column: 33, scope: !719, inlinedAt: !2233)
!2257 = !DILocation(line: 73, column: 30, scope: !719, inlinedAt: !2233)
!2258 = !DILocation(line: 0, scope: !720, inlinedAt: !2233)
!2259 = !DILocation(line: 89, column: 21, scope: !697, inlinedAt: !2229)
!2260 = !DILocation(line: 89, column: 5, scope: !697, inlinedAt: !2229)
!2261 = !DILocation(line: 91, column: 19, scope: !758, inlinedAt: !2229)
!2262 = !DILocation(line: 91, column: 16, scope: !758, inlinedAt: !2229)
!2263 = distinct !{!2263, !2260, !2264, !749, !763, !764}
!2264 = !DILocation(line: 92, column: 5, scope: !697, inlinedAt: !2229)
!2265 = !DILocation(line: 89, column: 18, scope: !697, inlinedAt: !2229)
!2266 = distinct !{!2266, !2260, !2264, !749, !764, !763}
!2267 = !DILocation(line: 0, scope: !698, inlinedAt: !2229)
!2268 = !DILocation(line: 0, scope: !2060)
!2269 = !DILocation(line: 950, column: 7, scope: !2060)
!2270 = !DILocation(line: 951, column: 5, scope: !2060)
!2271 = !DILocation(line: 952, column: 14, scope: !2056)
!2272 = !DILocation(line: 953, column: 3, scope: !2056)
!2273 = !DILocation(line: 954, column: 10, scope: !2274)
!2274 = distinct !DILexicalBlock(scope: !2045, file: !2, line: 954, column: 7)
!2275 = !{!784, !705, i64 10}
!2276 = !DILocation(line: 954, column: 17, scope: !2274)
!2277 = !DILocation(line: 954, column: 7, scope: !2045)
!2278 = !DILocation(line: 955, column: 9, scope: !2279)
!2279 = distinct !DILexicalBlock(scope: !2274, file: !2, line: 954, column: 31)
!2280 = !DILocation(line: 956, column: 10, scope: !2281)
!2281 = distinct !DILexicalBlock(scope: !2279, file: !2, line: 955, column: 9)
!2282 = !DILocation(line: 956, column: 20, scope: !2281)
!2283 = !DILocation(line: 956, column: 7, scope: !2281)
!2284 = !DILocation(line: 957, column: 20, scope: !2279)
!2285 = !DILocation(line: 958, column: 5, scope: !2279)
!2286 = !DILocation(line: 961, column: 1, scope: !2045)
!2287 = !DISubprogram(name: "luaD_hook", scope: !2001, file: !2001, line: 66, type: !2288, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2288 = !DISubroutineType(types: !2289)
!2289 = !{null, !316, !315, !315, !315, !315}
!2290 = !DISubprogram(name: "luaH_new", scope: !2291, file: !2291, line: 48, type: !2292, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2291 = !DIFile(filename: "src/lua/ltable.h", directory: ".", checksumkind: CSK_MD5, checksum: "4a6e45ffd6bd7e7669e61503bcc436f3")
!2292 = !DISubroutineType(types: !2293)
!2293 = !{!1369, !316}
!2294 = !DISubprogram(name: "luaH_setint", scope: !2291, file: !2291, line: 39, type: !2295, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2295 = !DISubroutineType(types: !2296)
!2296 = !{null, !316, !1369, !555, !299}
!2297 = distinct !DISubprogram(name: "getobjname", scope: !2, file: !2, line: 566, type: !2298, scopeLine: 567, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !2300)
!2298 = !DISubroutineType(types: !2299)
!2299 = !{!427, !690, !315, !315, !1300}
!2300 = !{!2301, !2302, !2303, !2304, !2305, !2306, !2310, !2311, !2314, !2316}
!2301 = !DILocalVariable(name: "p", arg: 1, scope: !2297, file: !2, line: 566, type: !690)
!2302 = !DILocalVariable(name: "lastpc", arg: 2, scope: !2297, file: !2, line: 566, type: !315)
!2303 = !DILocalVariable(name: "reg", arg: 3, scope: !2297, file: !2, line: 566, type: !315)
!2304 = !DILocalVariable(name: "name", arg: 4, scope: !2297, file: !2, line: 567, type: !1300)
!2305 = !DILocalVariable(name: "kind", scope: !2297, file: !2, line: 568, type: !427)
!2306 = !DILocalVariable(name: "i", scope: !2307, file: !2, line: 572, type: !449)
!2307 = distinct !DILexicalBlock(scope: !2308, file: !2, line: 571, column: 26)
!2308 = distinct !DILexicalBlock(scope: !2309, file: !2, line: 571, column: 12)
!2309 = distinct !DILexicalBlock(scope: !2297, file: !2, line: 569, column: 7)
!2310 = !DILocalVariable(name: "op", scope: !2307, file: !2, line: 573, type: !676)
!2311 = !DILocalVariable(name: "k", scope: !2312, file: !2, line: 576, type: !315)
!2312 = distinct !DILexicalBlock(scope: !2313, file: !2, line: 575, column: 25)
!2313 = distinct !DILexicalBlock(scope: !2307, file: !2, line: 574, column: 17)
!2314 = !DILocalVariable(name: "k", scope: !2315, file: !2, line: 581, type: !315)
!2315 = distinct !DILexicalBlock(scope: !2313, file: !2, line: 580, column: 25)
!2316 = !DILocalVariable(name: "k", scope: !2317, file: !2, line: 590, type: !315)
!2317 = distinct !DILexicalBlock(scope: !2313, file: !2, line: 589, column: 25)
!2318 = distinct !DIAssignID()
!2319 = distinct !DIAssignID()
!2320 = !DILocalVariable(name: "pc", arg: 2, scope: !2321, file: !2, line: 552, type: !315)
!2321 = distinct !DISubprogram(name: "isEnv", scope: !2, file: !2, line: 552, type: !2322, scopeLine: 552, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !2324)
!2322 = !DISubroutineType(types: !2323)
!2323 = !{!427, !690, !315, !449, !315}
!2324 = !{!2325, !2320, !2326, !2327, !2328, !2329}
!2325 = !DILocalVariable(name: "p", arg: 1, scope: !2321, file: !2, line: 552, type: !690)
!2326 = !DILocalVariable(name: "i", arg: 3, scope: !2321, file: !2, line: 552, type: !449)
!2327 = !DILocalVariable(name: "isup", arg: 4, scope: !2321, file: !2, line: 552, type: !315)
!2328 = !DILocalVariable(name: "t", scope: !2321, file: !2, line: 553, type: !315)
!2329 = !DILocalVariable(name: "name", scope: !2321, file: !2, line: 554, type: !427)
!2330 = !DILocation(line: 0, scope: !2321, inlinedAt: !2331)
!2331 = distinct !DILocation(line: 592, column: 16, scope: !2317)
!2332 = distinct !DIAssignID()
!2333 = distinct !DIAssignID()
!2334 = !DILocation(line: 0, scope: !2321, inlinedAt: !2335)
!2335 = distinct !DILocation(line: 583, column: 16, scope: !2315)
!2336 = distinct !DIAssignID()
!2337 = distinct !DIAssignID()
!2338 = distinct !DIAssignID()
!2339 = !DILocation(line: 0, scope: !2297)
!2340 = distinct !DIAssignID()
!2341 = !DILocation(line: 568, column: 22, scope: !2297)
!2342 = !DILocation(line: 569, column: 12, scope: !2309)
!2343 = !DILocation(line: 569, column: 7, scope: !2297)
!2344 = !DILocation(line: 571, column: 12, scope: !2308)
!2345 = !DILocation(line: 571, column: 19, scope: !2308)
!2346 = !DILocation(line: 571, column: 12, scope: !2309)
!2347 = !DILocation(line: 572, column: 24, scope: !2307)
!2348 = !DILocation(line: 572, column: 21, scope: !2307)
!2349 = !DILocation(line: 0, scope: !2307)
!2350 = !DILocation(line: 573, column: 17, scope: !2307)
!2351 = !DILocation(line: 574, column: 5, scope: !2307)
!2352 = !DILocation(line: 576, column: 17, scope: !2312)
!2353 = !DILocation(line: 0, scope: !2312)
!2354 = !DILocalVariable(name: "p", arg: 1, scope: !2355, file: !2, line: 482, type: !690)
!2355 = distinct !DISubprogram(name: "kname", scope: !2, file: !2, line: 482, type: !2356, scopeLine: 482, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !2358)
!2356 = !DISubroutineType(types: !2357)
!2357 = !{!427, !690, !315, !1300}
!2358 = !{!2354, !2359, !2360, !2361}
!2359 = !DILocalVariable(name: "index", arg: 2, scope: !2355, file: !2, line: 482, type: !315)
!2360 = !DILocalVariable(name: "name", arg: 3, scope: !2355, file: !2, line: 482, type: !1300)
!2361 = !DILocalVariable(name: "kvalue", scope: !2355, file: !2, line: 483, type: !299)
!2362 = !DILocation(line: 0, scope: !2355, inlinedAt: !2363)
!2363 = distinct !DILocation(line: 577, column: 9, scope: !2312)
!2364 = !DILocation(line: 483, column: 24, scope: !2355, inlinedAt: !2363)
!2365 = !{!703, !704, i64 56}
!2366 = !DILocation(line: 483, column: 21, scope: !2355, inlinedAt: !2363)
!2367 = !DILocation(line: 484, column: 7, scope: !2368, inlinedAt: !2363)
!2368 = distinct !DILexicalBlock(scope: !2355, file: !2, line: 484, column: 7)
!2369 = !DILocation(line: 484, column: 7, scope: !2355, inlinedAt: !2363)
!2370 = !DILocation(line: 485, column: 13, scope: !2371, inlinedAt: !2363)
!2371 = distinct !DILexicalBlock(scope: !2368, file: !2, line: 484, column: 27)
!2372 = !DILocation(line: 486, column: 5, scope: !2371, inlinedAt: !2363)
!2373 = !DILocation(line: 0, scope: !2368, inlinedAt: !2363)
!2374 = distinct !DIAssignID()
!2375 = !DILocation(line: 0, scope: !2321, inlinedAt: !2376)
!2376 = distinct !DILocation(line: 578, column: 16, scope: !2312)
!2377 = !DILocation(line: 553, column: 11, scope: !2321, inlinedAt: !2376)
!2378 = !DILocation(line: 0, scope: !1595, inlinedAt: !2379)
!2379 = distinct !DILocation(line: 556, column: 12, scope: !2380, inlinedAt: !2376)
!2380 = distinct !DILexicalBlock(scope: !2321, file: !2, line: 555, column: 7)
!2381 = !DILocation(line: 178, column: 16, scope: !1595, inlinedAt: !2379)
!2382 = !DILocation(line: 179, column: 9, scope: !1608, inlinedAt: !2379)
!2383 = !DILocation(line: 179, column: 7, scope: !1595, inlinedAt: !2379)
!2384 = distinct !DIAssignID()
!2385 = !DILocation(line: 559, column: 19, scope: !2321, inlinedAt: !2376)
!2386 = !DILocation(line: 559, column: 41, scope: !2321, inlinedAt: !2376)
!2387 = !DILocation(line: 559, column: 10, scope: !2321, inlinedAt: !2376)
!2388 = !DILocation(line: 581, column: 17, scope: !2315)
!2389 = !DILocation(line: 0, scope: !2315)
!2390 = !DILocalVariable(name: "pc", arg: 2, scope: !2391, file: !2, line: 529, type: !315)
!2391 = distinct !DISubprogram(name: "rname", scope: !2, file: !2, line: 529, type: !2392, scopeLine: 529, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !2394)
!2392 = !DISubroutineType(types: !2393)
!2393 = !{null, !690, !315, !315, !1300}
!2394 = !{!2395, !2390, !2396, !2397, !2398}
!2395 = !DILocalVariable(name: "p", arg: 1, scope: !2391, file: !2, line: 529, type: !690)
!2396 = !DILocalVariable(name: "c", arg: 3, scope: !2391, file: !2, line: 529, type: !315)
!2397 = !DILocalVariable(name: "name", arg: 4, scope: !2391, file: !2, line: 529, type: !1300)
!2398 = !DILocalVariable(name: "what", scope: !2391, file: !2, line: 530, type: !427)
!2399 = !DILocation(line: 0, scope: !2391, inlinedAt: !2400)
!2400 = distinct !DILocation(line: 582, column: 9, scope: !2315)
!2401 = distinct !DIAssignID()
!2402 = !DILocation(line: 530, column: 22, scope: !2391, inlinedAt: !2400)
!2403 = !DILocation(line: 531, column: 9, scope: !2404, inlinedAt: !2400)
!2404 = distinct !DILexicalBlock(scope: !2391, file: !2, line: 531, column: 7)
!2405 = !DILocation(line: 531, column: 14, scope: !2404, inlinedAt: !2400)
!2406 = !DILocation(line: 531, column: 17, scope: !2404, inlinedAt: !2400)
!2407 = !DILocation(line: 531, column: 23, scope: !2404, inlinedAt: !2400)
!2408 = !DILocation(line: 531, column: 7, scope: !2391, inlinedAt: !2400)
!2409 = !DILocation(line: 532, column: 11, scope: !2404, inlinedAt: !2400)
!2410 = !DILocation(line: 532, column: 5, scope: !2404, inlinedAt: !2400)
!2411 = !DILocation(line: 533, column: 1, scope: !2391, inlinedAt: !2400)
!2412 = distinct !DIAssignID()
!2413 = !DILocation(line: 553, column: 11, scope: !2321, inlinedAt: !2335)
!2414 = !DILocation(line: 554, column: 3, scope: !2321, inlinedAt: !2335)
!2415 = !DILocation(line: 558, column: 5, scope: !2380, inlinedAt: !2335)
!2416 = !DILocation(line: 559, column: 11, scope: !2321, inlinedAt: !2335)
!2417 = !DILocation(line: 559, column: 16, scope: !2321, inlinedAt: !2335)
!2418 = !DILocation(line: 559, column: 19, scope: !2321, inlinedAt: !2335)
!2419 = !DILocation(line: 559, column: 41, scope: !2321, inlinedAt: !2335)
!2420 = !DILocation(line: 559, column: 10, scope: !2321, inlinedAt: !2335)
!2421 = !DILocation(line: 560, column: 1, scope: !2321, inlinedAt: !2335)
!2422 = !DILocation(line: 559, column: 3, scope: !2321, inlinedAt: !2335)
!2423 = !DILocation(line: 586, column: 15, scope: !2424)
!2424 = distinct !DILexicalBlock(scope: !2313, file: !2, line: 585, column: 21)
!2425 = !DILocation(line: 587, column: 9, scope: !2424)
!2426 = !DILocation(line: 590, column: 17, scope: !2317)
!2427 = !DILocation(line: 0, scope: !2317)
!2428 = !DILocation(line: 0, scope: !2355, inlinedAt: !2429)
!2429 = distinct !DILocation(line: 591, column: 9, scope: !2317)
!2430 = !DILocation(line: 483, column: 24, scope: !2355, inlinedAt: !2429)
!2431 = !DILocation(line: 483, column: 21, scope: !2355, inlinedAt: !2429)
!2432 = !DILocation(line: 484, column: 7, scope: !2368, inlinedAt: !2429)
!2433 = !DILocation(line: 484, column: 7, scope: !2355, inlinedAt: !2429)
!2434 = !DILocation(line: 485, column: 13, scope: !2371, inlinedAt: !2429)
!2435 = !DILocation(line: 486, column: 5, scope: !2371, inlinedAt: !2429)
!2436 = !DILocation(line: 0, scope: !2368, inlinedAt: !2429)
!2437 = distinct !DIAssignID()
!2438 = !DILocation(line: 553, column: 11, scope: !2321, inlinedAt: !2331)
!2439 = !DILocation(line: 554, column: 3, scope: !2321, inlinedAt: !2331)
!2440 = !DILocation(line: 558, column: 5, scope: !2380, inlinedAt: !2331)
!2441 = !DILocation(line: 559, column: 11, scope: !2321, inlinedAt: !2331)
!2442 = !DILocation(line: 559, column: 16, scope: !2321, inlinedAt: !2331)
!2443 = !DILocation(line: 559, column: 19, scope: !2321, inlinedAt: !2331)
!2444 = !DILocation(line: 559, column: 41, scope: !2321, inlinedAt: !2331)
!2445 = !DILocation(line: 559, column: 10, scope: !2321, inlinedAt: !2331)
!2446 = !DILocation(line: 560, column: 1, scope: !2321, inlinedAt: !2331)
!2447 = !DILocation(line: 559, column: 3, scope: !2321, inlinedAt: !2331)
!2448 = !DILocalVariable(name: "p", arg: 1, scope: !2449, file: !2, line: 539, type: !690)
!2449 = distinct !DISubprogram(name: "rkname", scope: !2, file: !2, line: 539, type: !2450, scopeLine: 539, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !2452)
!2450 = !DISubroutineType(types: !2451)
!2451 = !{null, !690, !315, !449, !1300}
!2452 = !{!2448, !2453, !2454, !2455, !2456}
!2453 = !DILocalVariable(name: "pc", arg: 2, scope: !2449, file: !2, line: 539, type: !315)
!2454 = !DILocalVariable(name: "i", arg: 3, scope: !2449, file: !2, line: 539, type: !449)
!2455 = !DILocalVariable(name: "name", arg: 4, scope: !2449, file: !2, line: 539, type: !1300)
!2456 = !DILocalVariable(name: "c", scope: !2449, file: !2, line: 540, type: !315)
!2457 = !DILocation(line: 0, scope: !2449, inlinedAt: !2458)
!2458 = distinct !DILocation(line: 595, column: 9, scope: !2459)
!2459 = distinct !DILexicalBlock(scope: !2313, file: !2, line: 594, column: 21)
!2460 = !DILocation(line: 540, column: 11, scope: !2449, inlinedAt: !2458)
!2461 = !DILocation(line: 541, column: 7, scope: !2462, inlinedAt: !2458)
!2462 = distinct !DILexicalBlock(scope: !2449, file: !2, line: 541, column: 7)
!2463 = !DILocation(line: 541, column: 7, scope: !2449, inlinedAt: !2458)
!2464 = !DILocation(line: 0, scope: !2355, inlinedAt: !2465)
!2465 = distinct !DILocation(line: 542, column: 5, scope: !2462, inlinedAt: !2458)
!2466 = !DILocation(line: 483, column: 24, scope: !2355, inlinedAt: !2465)
!2467 = !DILocation(line: 483, column: 21, scope: !2355, inlinedAt: !2465)
!2468 = !DILocation(line: 484, column: 7, scope: !2368, inlinedAt: !2465)
!2469 = !DILocation(line: 484, column: 7, scope: !2355, inlinedAt: !2465)
!2470 = !DILocation(line: 485, column: 13, scope: !2371, inlinedAt: !2465)
!2471 = !DILocation(line: 486, column: 5, scope: !2371, inlinedAt: !2465)
!2472 = !DILocation(line: 0, scope: !2368, inlinedAt: !2465)
!2473 = !DILocation(line: 542, column: 5, scope: !2462, inlinedAt: !2458)
!2474 = !DILocation(line: 0, scope: !2391, inlinedAt: !2475)
!2475 = distinct !DILocation(line: 544, column: 5, scope: !2462, inlinedAt: !2458)
!2476 = distinct !DIAssignID()
!2477 = !DILocation(line: 530, column: 22, scope: !2391, inlinedAt: !2475)
!2478 = !DILocation(line: 531, column: 9, scope: !2404, inlinedAt: !2475)
!2479 = !DILocation(line: 531, column: 14, scope: !2404, inlinedAt: !2475)
!2480 = !DILocation(line: 531, column: 17, scope: !2404, inlinedAt: !2475)
!2481 = !DILocation(line: 531, column: 23, scope: !2404, inlinedAt: !2475)
!2482 = !DILocation(line: 531, column: 7, scope: !2391, inlinedAt: !2475)
!2483 = !DILocation(line: 532, column: 11, scope: !2404, inlinedAt: !2475)
!2484 = !DILocation(line: 532, column: 5, scope: !2404, inlinedAt: !2475)
!2485 = !DILocation(line: 533, column: 1, scope: !2391, inlinedAt: !2475)
!2486 = !DILocation(line: 602, column: 1, scope: !2297)
!2487 = distinct !DISubprogram(name: "basicgetobjname", scope: !2, file: !2, line: 495, type: !2488, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !2490)
!2488 = !DISubroutineType(types: !2489)
!2489 = !{!427, !690, !714, !315, !1300}
!2490 = !{!2491, !2492, !2493, !2494, !2495, !2496, !2499, !2500}
!2491 = !DILocalVariable(name: "p", arg: 1, scope: !2487, file: !2, line: 495, type: !690)
!2492 = !DILocalVariable(name: "ppc", arg: 2, scope: !2487, file: !2, line: 495, type: !714)
!2493 = !DILocalVariable(name: "reg", arg: 3, scope: !2487, file: !2, line: 495, type: !315)
!2494 = !DILocalVariable(name: "name", arg: 4, scope: !2487, file: !2, line: 496, type: !1300)
!2495 = !DILocalVariable(name: "pc", scope: !2487, file: !2, line: 497, type: !315)
!2496 = !DILocalVariable(name: "i", scope: !2497, file: !2, line: 504, type: !449)
!2497 = distinct !DILexicalBlock(scope: !2498, file: !2, line: 503, column: 17)
!2498 = distinct !DILexicalBlock(scope: !2487, file: !2, line: 503, column: 7)
!2499 = !DILocalVariable(name: "op", scope: !2497, file: !2, line: 505, type: !676)
!2500 = !DILocalVariable(name: "b", scope: !2501, file: !2, line: 508, type: !315)
!2501 = distinct !DILexicalBlock(scope: !2502, file: !2, line: 507, column: 21)
!2502 = distinct !DILexicalBlock(scope: !2497, file: !2, line: 506, column: 17)
!2503 = !DILocation(line: 497, column: 12, scope: !2487)
!2504 = !DILocation(line: 0, scope: !2487)
!2505 = !DILocation(line: 498, column: 36, scope: !2487)
!2506 = !DILocation(line: 498, column: 11, scope: !2487)
!2507 = !DILocation(line: 498, column: 9, scope: !2487)
!2508 = !DILocation(line: 499, column: 7, scope: !2509)
!2509 = distinct !DILexicalBlock(scope: !2487, file: !2, line: 499, column: 7)
!2510 = !DILocation(line: 499, column: 7, scope: !2487)
!2511 = !DILocalVariable(name: "p", arg: 1, scope: !2512, file: !2, line: 433, type: !690)
!2512 = distinct !DISubprogram(name: "findsetreg", scope: !2, file: !2, line: 433, type: !1406, scopeLine: 433, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !2513)
!2513 = !{!2511, !2514, !2515, !2516, !2517, !2518, !2519, !2523, !2524, !2525, !2526, !2529, !2531}
!2514 = !DILocalVariable(name: "lastpc", arg: 2, scope: !2512, file: !2, line: 433, type: !315)
!2515 = !DILocalVariable(name: "reg", arg: 3, scope: !2512, file: !2, line: 433, type: !315)
!2516 = !DILocalVariable(name: "pc", scope: !2512, file: !2, line: 434, type: !315)
!2517 = !DILocalVariable(name: "setreg", scope: !2512, file: !2, line: 435, type: !315)
!2518 = !DILocalVariable(name: "jmptarget", scope: !2512, file: !2, line: 436, type: !315)
!2519 = !DILocalVariable(name: "i", scope: !2520, file: !2, line: 440, type: !449)
!2520 = distinct !DILexicalBlock(scope: !2521, file: !2, line: 439, column: 35)
!2521 = distinct !DILexicalBlock(scope: !2522, file: !2, line: 439, column: 3)
!2522 = distinct !DILexicalBlock(scope: !2512, file: !2, line: 439, column: 3)
!2523 = !DILocalVariable(name: "op", scope: !2520, file: !2, line: 441, type: !676)
!2524 = !DILocalVariable(name: "a", scope: !2520, file: !2, line: 442, type: !315)
!2525 = !DILocalVariable(name: "change", scope: !2520, file: !2, line: 443, type: !315)
!2526 = !DILocalVariable(name: "b", scope: !2527, file: !2, line: 446, type: !315)
!2527 = distinct !DILexicalBlock(scope: !2528, file: !2, line: 445, column: 24)
!2528 = distinct !DILexicalBlock(scope: !2520, file: !2, line: 444, column: 17)
!2529 = !DILocalVariable(name: "b", scope: !2530, file: !2, line: 460, type: !315)
!2530 = distinct !DILexicalBlock(scope: !2528, file: !2, line: 459, column: 20)
!2531 = !DILocalVariable(name: "dest", scope: !2530, file: !2, line: 461, type: !315)
!2532 = !DILocation(line: 0, scope: !2512, inlinedAt: !2533)
!2533 = distinct !DILocation(line: 502, column: 15, scope: !2487)
!2534 = !DILocation(line: 437, column: 7, scope: !2535, inlinedAt: !2533)
!2535 = distinct !DILexicalBlock(scope: !2512, file: !2, line: 437, column: 7)
!2536 = !DILocation(line: 437, column: 7, scope: !2512, inlinedAt: !2533)
!2537 = !DILocation(line: 439, column: 19, scope: !2521, inlinedAt: !2533)
!2538 = !DILocation(line: 439, column: 3, scope: !2522, inlinedAt: !2533)
!2539 = !DILocation(line: 502, column: 8, scope: !2487)
!2540 = !DILocation(line: 503, column: 7, scope: !2487)
!2541 = !DILocation(line: 440, column: 21, scope: !2520, inlinedAt: !2533)
!2542 = !DILocation(line: 0, scope: !2520, inlinedAt: !2533)
!2543 = !DILocation(line: 441, column: 17, scope: !2520, inlinedAt: !2533)
!2544 = !DILocation(line: 442, column: 13, scope: !2520, inlinedAt: !2533)
!2545 = !DILocation(line: 444, column: 5, scope: !2520, inlinedAt: !2533)
!2546 = !DILocation(line: 451, column: 28, scope: !2547, inlinedAt: !2533)
!2547 = distinct !DILexicalBlock(scope: !2528, file: !2, line: 450, column: 25)
!2548 = !DILocation(line: 451, column: 23, scope: !2547, inlinedAt: !2533)
!2549 = !DILocation(line: 472, column: 9, scope: !2520, inlinedAt: !2533)
!2550 = !DILocation(line: 456, column: 23, scope: !2551, inlinedAt: !2533)
!2551 = distinct !DILexicalBlock(scope: !2528, file: !2, line: 455, column: 25)
!2552 = !DILocation(line: 0, scope: !2530, inlinedAt: !2533)
!2553 = !DILocation(line: 461, column: 27, scope: !2530, inlinedAt: !2533)
!2554 = !DILocation(line: 463, column: 18, scope: !2555, inlinedAt: !2533)
!2555 = distinct !DILexicalBlock(scope: !2530, file: !2, line: 463, column: 13)
!2556 = !DILocation(line: 463, column: 28, scope: !2555, inlinedAt: !2533)
!2557 = !DILocation(line: 469, column: 19, scope: !2528, inlinedAt: !2533)
!2558 = !DILocation(line: 469, column: 33, scope: !2528, inlinedAt: !2533)
!2559 = !DILocation(line: 0, scope: !2527, inlinedAt: !2533)
!2560 = !DILocation(line: 447, column: 21, scope: !2527, inlinedAt: !2533)
!2561 = !DILocation(line: 447, column: 28, scope: !2527, inlinedAt: !2533)
!2562 = !DILocalVariable(name: "pc", arg: 1, scope: !2563, file: !2, line: 423, type: !315)
!2563 = distinct !DISubprogram(name: "filterpc", scope: !2, file: !2, line: 423, type: !2564, scopeLine: 423, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !118, retainedNodes: !2566)
!2564 = !DISubroutineType(types: !2565)
!2565 = !{!315, !315, !315}
!2566 = !{!2562, !2567}
!2567 = !DILocalVariable(name: "jmptarget", arg: 2, scope: !2563, file: !2, line: 423, type: !315)
!2568 = !DILocation(line: 0, scope: !2563, inlinedAt: !2569)
!2569 = distinct !DILocation(line: 473, column: 16, scope: !2570, inlinedAt: !2533)
!2570 = distinct !DILexicalBlock(scope: !2520, file: !2, line: 472, column: 9)
!2571 = !DILocation(line: 424, column: 10, scope: !2572, inlinedAt: !2569)
!2572 = distinct !DILexicalBlock(scope: !2563, file: !2, line: 424, column: 7)
!2573 = !DILocation(line: 0, scope: !2572, inlinedAt: !2569)
!2574 = !DILocation(line: 473, column: 7, scope: !2570, inlinedAt: !2533)
!2575 = !DILocation(line: 439, column: 31, scope: !2521, inlinedAt: !2533)
!2576 = distinct !{!2576, !2538, !2577, !749}
!2577 = !DILocation(line: 474, column: 3, scope: !2522, inlinedAt: !2533)
!2578 = !DILocation(line: 503, column: 10, scope: !2498)
!2579 = !DILocation(line: 504, column: 21, scope: !2497)
!2580 = !DILocation(line: 0, scope: !2497)
!2581 = !DILocation(line: 505, column: 17, scope: !2497)
!2582 = !DILocation(line: 506, column: 5, scope: !2497)
!2583 = !DILocation(line: 508, column: 17, scope: !2501)
!2584 = !DILocation(line: 0, scope: !2501)
!2585 = !DILocation(line: 509, column: 17, scope: !2586)
!2586 = distinct !DILexicalBlock(scope: !2501, file: !2, line: 509, column: 13)
!2587 = !DILocation(line: 509, column: 15, scope: !2586)
!2588 = !DILocation(line: 509, column: 13, scope: !2501)
!2589 = !DILocation(line: 514, column: 30, scope: !2590)
!2590 = distinct !DILexicalBlock(scope: !2502, file: !2, line: 513, column: 25)
!2591 = !DILocation(line: 0, scope: !1595, inlinedAt: !2592)
!2592 = distinct !DILocation(line: 514, column: 17, scope: !2590)
!2593 = !DILocation(line: 178, column: 16, scope: !1595, inlinedAt: !2592)
!2594 = !DILocation(line: 179, column: 9, scope: !1608, inlinedAt: !2592)
!2595 = !DILocation(line: 179, column: 7, scope: !1595, inlinedAt: !2592)
!2596 = !DILocation(line: 514, column: 15, scope: !2590)
!2597 = !DILocation(line: 515, column: 9, scope: !2590)
!2598 = !DILocation(line: 517, column: 38, scope: !2502)
!2599 = !DILocation(line: 0, scope: !2355, inlinedAt: !2600)
!2600 = distinct !DILocation(line: 517, column: 29, scope: !2502)
!2601 = !DILocation(line: 483, column: 24, scope: !2355, inlinedAt: !2600)
!2602 = !DILocation(line: 483, column: 21, scope: !2355, inlinedAt: !2600)
!2603 = !DILocation(line: 484, column: 7, scope: !2368, inlinedAt: !2600)
!2604 = !DILocation(line: 484, column: 7, scope: !2355, inlinedAt: !2600)
!2605 = !DILocation(line: 485, column: 13, scope: !2371, inlinedAt: !2600)
!2606 = !DILocation(line: 486, column: 5, scope: !2371, inlinedAt: !2600)
!2607 = !DILocation(line: 0, scope: !2368, inlinedAt: !2600)
!2608 = !DILocation(line: 517, column: 22, scope: !2502)
!2609 = !DILocation(line: 518, column: 39, scope: !2502)
!2610 = !DILocation(line: 0, scope: !2355, inlinedAt: !2611)
!2611 = distinct !DILocation(line: 518, column: 30, scope: !2502)
!2612 = !DILocation(line: 483, column: 24, scope: !2355, inlinedAt: !2611)
!2613 = !DILocation(line: 483, column: 21, scope: !2355, inlinedAt: !2611)
!2614 = !DILocation(line: 484, column: 7, scope: !2368, inlinedAt: !2611)
!2615 = !DILocation(line: 484, column: 7, scope: !2355, inlinedAt: !2611)
!2616 = !DILocation(line: 485, column: 13, scope: !2371, inlinedAt: !2611)
!2617 = !DILocation(line: 486, column: 5, scope: !2371, inlinedAt: !2611)
!2618 = !DILocation(line: 0, scope: !2368, inlinedAt: !2611)
!2619 = !DILocation(line: 518, column: 23, scope: !2502)
!2620 = !DILocation(line: 523, column: 1, scope: !2487)
