; ModuleID = 'src/lua/lcode.c'
source_filename = "src/lua/lcode.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.expdesc = type { i32, %union.anon, i32, i32 }
%union.anon = type { i64 }
%union.Vardesc = type { %struct.anon.11 }
%struct.anon.11 = type { %union.Value, i8, i8, i8, i16, ptr }
%union.Value = type { ptr }
%struct.AbsLineInfo = type { i32, i32 }
%struct.TValue = type { %union.Value, i8 }

@.str = private unnamed_addr constant [8 x i8] c"opcodes\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [48 x i8] c"function or expression needs too many registers\00", align 1, !dbg !7
@luaK_prefix.ef = internal constant %struct.expdesc { i32 6, %union.anon zeroinitializer, i32 -1, i32 -1 }, align 8, !dbg !12
@previousinstruction.invalidinstruction = internal unnamed_addr constant i32 -1, align 4, !dbg !787
@.str.2 = private unnamed_addr constant [27 x i8] c"control structure too long\00", align 1, !dbg !794
@luaP_opmodes = external hidden local_unnamed_addr constant [83 x i8], align 16
@.str.3 = private unnamed_addr constant [6 x i8] c"lines\00", align 1, !dbg !799
@.str.4 = private unnamed_addr constant [10 x i8] c"constants\00", align 1, !dbg !804

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaK_semerror(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !823 {
    #dbg_value(ptr %0, !829, !DIExpression(), !831)
    #dbg_value(ptr %1, !830, !DIExpression(), !831)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !832
  store i32 0, ptr %3, align 8, !dbg !833, !tbaa !834
  tail call void @luaX_syntaxerror(ptr noundef %0, ptr noundef %1) #12, !dbg !841
  unreachable, !dbg !841
}

; Function Attrs: noreturn
declare !dbg !842 hidden void @luaX_syntaxerror(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define hidden range(i32 0, 2) i32 @luaK_exp2const(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr noundef writeonly %2) local_unnamed_addr #2 !dbg !843 {
    #dbg_value(ptr %0, !848, !DIExpression(), !862)
    #dbg_value(ptr %1, !849, !DIExpression(), !862)
    #dbg_value(ptr %2, !850, !DIExpression(), !862)
  %4 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !863
  %5 = load i32, ptr %4, align 8, !dbg !863, !tbaa !865
  %6 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !863
  %7 = load i32, ptr %6, align 4, !dbg !863, !tbaa !867
  %8 = icmp eq i32 %5, %7, !dbg !863
  br i1 %8, label %9, label %43, !dbg !868

9:                                                ; preds = %3
  %10 = load i32, ptr %1, align 8, !dbg !869, !tbaa !870
  switch i32 %10, label %43 [
    i32 3, label %40
    i32 2, label %11
    i32 1, label %12
    i32 7, label %13
    i32 11, label %19
    i32 6, label %32
    i32 5, label %34
  ], !dbg !871

11:                                               ; preds = %9
  br label %40, !dbg !872

12:                                               ; preds = %9
  br label %40, !dbg !873

13:                                               ; preds = %9
    #dbg_value(ptr %2, !851, !DIExpression(), !874)
  %14 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !875
  %15 = load ptr, ptr %14, align 8, !dbg !875, !tbaa !876
    #dbg_value(ptr %15, !855, !DIExpression(), !874)
  store ptr %15, ptr %2, align 8, !dbg !875, !tbaa !876
  %16 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !875
  %17 = load i8, ptr %16, align 8, !dbg !875, !tbaa !877
  %18 = or i8 %17, 64, !dbg !875
  br label %40, !dbg !879

19:                                               ; preds = %9
    #dbg_value(ptr %2, !856, !DIExpression(), !880)
    #dbg_value(ptr %0, !881, !DIExpression(), !887)
    #dbg_value(ptr %1, !886, !DIExpression(), !887)
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !889
  %21 = load ptr, ptr %20, align 8, !dbg !889, !tbaa !890
  %22 = getelementptr inbounds i8, ptr %21, i64 88, !dbg !893
  %23 = load ptr, ptr %22, align 8, !dbg !893, !tbaa !894
  %24 = load ptr, ptr %23, align 8, !dbg !895, !tbaa !896
  %25 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !900
  %26 = load i32, ptr %25, align 8, !dbg !901, !tbaa !876
  %27 = sext i32 %26 to i64, !dbg !902
  %28 = getelementptr inbounds %union.Vardesc, ptr %24, i64 %27, !dbg !902
    #dbg_value(ptr %28, !859, !DIExpression(), !880)
  %29 = load i64, ptr %28, align 8, !dbg !903, !tbaa !876
  store i64 %29, ptr %2, align 8, !dbg !903, !tbaa !876
  %30 = getelementptr inbounds i8, ptr %28, i64 8, !dbg !903
  %31 = load i8, ptr %30, align 8, !dbg !903, !tbaa !904
  br label %40, !dbg !906

32:                                               ; preds = %9
  %33 = icmp eq ptr %2, null, !dbg !907
  br i1 %33, label %43, label %36, !dbg !922

34:                                               ; preds = %9
  %35 = icmp eq ptr %2, null, !dbg !923
  br i1 %35, label %43, label %36, !dbg !924

36:                                               ; preds = %34, %32
  %37 = phi i8 [ 3, %32 ], [ 19, %34 ]
  %38 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !925
  %39 = load double, ptr %38, align 8, !dbg !925, !tbaa !876
  store double %39, ptr %2, align 8, !dbg !925, !tbaa !876
  br label %40, !dbg !926

40:                                               ; preds = %9, %11, %12, %13, %19, %36
  %41 = phi i8 [ %37, %36 ], [ %31, %19 ], [ %18, %13 ], [ 0, %12 ], [ 17, %11 ], [ 1, %9 ]
  %42 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !927
  store i8 %41, ptr %42, align 8, !dbg !927, !tbaa !904
  br label %43, !dbg !928

43:                                               ; preds = %40, %9, %34, %32, %3
  %44 = phi i32 [ 0, %3 ], [ 1, %32 ], [ 1, %34 ], [ 0, %9 ], [ 1, %40 ], !dbg !862
  ret i32 %44, !dbg !928
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define hidden void @luaK_nil(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #5 !dbg !929 {
    #dbg_value(ptr %0, !933, !DIExpression(), !942)
    #dbg_value(i32 %1, !934, !DIExpression(), !942)
    #dbg_value(i32 %2, !935, !DIExpression(), !942)
  %4 = add nsw i32 %2, %1, !dbg !943
  %5 = add i32 %4, 255, !dbg !944
    #dbg_value(i32 %4, !936, !DIExpression(DW_OP_plus_uconst, 65535, DW_OP_stack_value), !942)
    #dbg_value(ptr %0, !793, !DIExpression(), !945)
  %6 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !947
  %7 = load i32, ptr %6, align 8, !dbg !947, !tbaa !949
  %8 = getelementptr inbounds i8, ptr %0, i64 36, !dbg !950
  %9 = load i32, ptr %8, align 4, !dbg !950, !tbaa !951
  %10 = icmp sgt i32 %7, %9, !dbg !952
  br i1 %10, label %11, label %18, !dbg !953

11:                                               ; preds = %3
  %12 = load ptr, ptr %0, align 8, !dbg !954, !tbaa !955
  %13 = getelementptr inbounds i8, ptr %12, i64 64, !dbg !956
  %14 = load ptr, ptr %13, align 8, !dbg !956, !tbaa !957
  %15 = sext i32 %7 to i64, !dbg !959
  %16 = getelementptr i32, ptr %14, i64 %15, !dbg !959
  %17 = getelementptr i8, ptr %16, i64 -4, !dbg !959
  br label %18, !dbg !960

18:                                               ; preds = %3, %11
  %19 = phi ptr [ %17, %11 ], [ @previousinstruction.invalidinstruction, %3 ], !dbg !961
    #dbg_value(ptr %19, !937, !DIExpression(), !942)
  %20 = load i32, ptr %19, align 4, !dbg !962, !tbaa !963
  %21 = and i32 %20, 127, !dbg !962
  %22 = icmp eq i32 %21, 8, !dbg !964
  br i1 %22, label %23, label %49, !dbg !965

23:                                               ; preds = %18
  %24 = lshr i32 %20, 7, !dbg !966
  %25 = and i32 %24, 255, !dbg !966
    #dbg_value(i32 %25, !938, !DIExpression(), !967)
  %26 = lshr i32 %20, 16, !dbg !968
  %27 = and i32 %26, 255, !dbg !968
  %28 = add nuw nsw i32 %25, %27, !dbg !969
    #dbg_value(i32 %28, !941, !DIExpression(), !967)
  %29 = icmp sgt i32 %25, %1, !dbg !970
  %30 = add nuw nsw i32 %28, 1
  %31 = icmp slt i32 %30, %1
  %32 = select i1 %29, i1 true, i1 %31, !dbg !972
  br i1 %32, label %33, label %37, !dbg !972

33:                                               ; preds = %23
  %34 = icmp slt i32 %25, %1, !dbg !973
  %35 = icmp sgt i32 %25, %4
  %36 = select i1 %34, i1 true, i1 %35, !dbg !974
  br i1 %36, label %49, label %37, !dbg !974

37:                                               ; preds = %23, %33
  %38 = tail call i32 @llvm.smin.i32(i32 %25, i32 %1), !dbg !975
    #dbg_value(i32 %38, !934, !DIExpression(), !942)
  %39 = icmp slt i32 %28, %4, !dbg !977
  %40 = select i1 %39, i32 %5, i32 %28, !dbg !979
    #dbg_value(i32 poison, !936, !DIExpression(), !942)
  %41 = and i32 %20, -16744440, !dbg !980
  %42 = shl i32 %38, 7, !dbg !980
  %43 = and i32 %42, 32640, !dbg !980
  %44 = or disjoint i32 %43, %41, !dbg !980
  %45 = sub i32 %40, %38, !dbg !981
  %46 = shl i32 %45, 16, !dbg !981
  %47 = and i32 %46, 16711680, !dbg !981
  %48 = or disjoint i32 %44, %47, !dbg !981
  store i32 %48, ptr %19, align 4, !dbg !981, !tbaa !963
  br label %71

49:                                               ; preds = %33, %18
    #dbg_value(i32 %1, !934, !DIExpression(), !942)
    #dbg_value(ptr %0, !982, !DIExpression(), !992)
    #dbg_value(i32 8, !987, !DIExpression(), !992)
    #dbg_value(i32 %1, !988, !DIExpression(), !992)
    #dbg_value(i32 %2, !989, !DIExpression(DW_OP_plus_uconst, 65535, DW_OP_stack_value), !992)
    #dbg_value(i32 0, !990, !DIExpression(), !992)
    #dbg_value(i32 0, !991, !DIExpression(), !992)
  %50 = shl i32 %1, 7, !dbg !994
  %51 = shl i32 %2, 16, !dbg !994
  %52 = add i32 %51, -65536, !dbg !994
  %53 = or i32 %50, %52, !dbg !994
  %54 = or disjoint i32 %53, 8, !dbg !994
    #dbg_value(ptr %0, !995, !DIExpression(), !1002)
    #dbg_value(i32 %54, !1000, !DIExpression(), !1002)
  %55 = load ptr, ptr %0, align 8, !dbg !1004, !tbaa !955
    #dbg_value(ptr %55, !1001, !DIExpression(), !1002)
  %56 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1005
  %57 = load ptr, ptr %56, align 8, !dbg !1005, !tbaa !890
  %58 = getelementptr inbounds i8, ptr %57, i64 56, !dbg !1005
  %59 = load ptr, ptr %58, align 8, !dbg !1005, !tbaa !1006
  %60 = getelementptr inbounds i8, ptr %55, i64 64, !dbg !1005
  %61 = load ptr, ptr %60, align 8, !dbg !1005, !tbaa !957
  %62 = getelementptr inbounds i8, ptr %55, i64 24, !dbg !1005
  %63 = tail call ptr @luaM_growaux_(ptr noundef %59, ptr noundef %61, i32 noundef %7, ptr noundef nonnull %62, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !1005
  store ptr %63, ptr %60, align 8, !dbg !1005, !tbaa !957
  %64 = load i32, ptr %6, align 8, !dbg !1007, !tbaa !949
  %65 = add nsw i32 %64, 1, !dbg !1007
  store i32 %65, ptr %6, align 8, !dbg !1007, !tbaa !949
  %66 = sext i32 %64 to i64, !dbg !1008
  %67 = getelementptr inbounds i32, ptr %63, i64 %66, !dbg !1008
  store i32 %54, ptr %67, align 4, !dbg !1009, !tbaa !963
  %68 = load ptr, ptr %56, align 8, !dbg !1010, !tbaa !890
  %69 = getelementptr inbounds i8, ptr %68, i64 8, !dbg !1011
  %70 = load i32, ptr %69, align 8, !dbg !1011, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %55, i32 noundef %70), !dbg !1013
  br label %71, !dbg !1014

71:                                               ; preds = %37, %49
  ret void, !dbg !1014
}

; Function Attrs: nounwind uwtable
define hidden range(i32 -2147483648, 2147483647) i32 @luaK_codeABCk(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #5 !dbg !983 {
    #dbg_value(ptr %0, !982, !DIExpression(), !1015)
    #dbg_value(i32 %1, !987, !DIExpression(), !1015)
    #dbg_value(i32 %2, !988, !DIExpression(), !1015)
    #dbg_value(i32 %3, !989, !DIExpression(), !1015)
    #dbg_value(i32 %4, !990, !DIExpression(), !1015)
    #dbg_value(i32 %5, !991, !DIExpression(), !1015)
  %7 = shl i32 %2, 7, !dbg !1016
  %8 = or i32 %7, %1, !dbg !1016
  %9 = shl i32 %3, 16, !dbg !1016
  %10 = or i32 %8, %9, !dbg !1016
  %11 = shl i32 %4, 24, !dbg !1016
  %12 = or i32 %10, %11, !dbg !1016
  %13 = shl i32 %5, 15, !dbg !1016
  %14 = or i32 %12, %13, !dbg !1016
    #dbg_value(ptr %0, !995, !DIExpression(), !1017)
    #dbg_value(i32 %14, !1000, !DIExpression(), !1017)
  %15 = load ptr, ptr %0, align 8, !dbg !1019, !tbaa !955
    #dbg_value(ptr %15, !1001, !DIExpression(), !1017)
  %16 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1020
  %17 = load ptr, ptr %16, align 8, !dbg !1020, !tbaa !890
  %18 = getelementptr inbounds i8, ptr %17, i64 56, !dbg !1020
  %19 = load ptr, ptr %18, align 8, !dbg !1020, !tbaa !1006
  %20 = getelementptr inbounds i8, ptr %15, i64 64, !dbg !1020
  %21 = load ptr, ptr %20, align 8, !dbg !1020, !tbaa !957
  %22 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1020
  %23 = load i32, ptr %22, align 8, !dbg !1020, !tbaa !949
  %24 = getelementptr inbounds i8, ptr %15, i64 24, !dbg !1020
  %25 = tail call ptr @luaM_growaux_(ptr noundef %19, ptr noundef %21, i32 noundef %23, ptr noundef nonnull %24, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !1020
  store ptr %25, ptr %20, align 8, !dbg !1020, !tbaa !957
  %26 = load i32, ptr %22, align 8, !dbg !1021, !tbaa !949
  %27 = add nsw i32 %26, 1, !dbg !1021
  store i32 %27, ptr %22, align 8, !dbg !1021, !tbaa !949
  %28 = sext i32 %26 to i64, !dbg !1022
  %29 = getelementptr inbounds i32, ptr %25, i64 %28, !dbg !1022
  store i32 %14, ptr %29, align 4, !dbg !1023, !tbaa !963
  %30 = load ptr, ptr %16, align 8, !dbg !1024, !tbaa !890
  %31 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !1025
  %32 = load i32, ptr %31, align 8, !dbg !1025, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %15, i32 noundef %32), !dbg !1026
  %33 = load i32, ptr %22, align 8, !dbg !1027, !tbaa !949
  %34 = add nsw i32 %33, -1, !dbg !1028
  ret i32 %34, !dbg !1029
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_concat(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #5 !dbg !1030 {
    #dbg_value(ptr %0, !1035, !DIExpression(), !1043)
    #dbg_value(ptr %1, !1036, !DIExpression(), !1043)
    #dbg_value(i32 %2, !1037, !DIExpression(), !1043)
  %4 = icmp eq i32 %2, -1, !dbg !1044
  br i1 %4, label %39, label %5, !dbg !1045

5:                                                ; preds = %3
  %6 = load i32, ptr %1, align 4, !dbg !1046, !tbaa !963
  %7 = icmp eq i32 %6, -1, !dbg !1047
  br i1 %7, label %12, label %8, !dbg !1048

8:                                                ; preds = %5
  %9 = load ptr, ptr %0, align 8, !tbaa !955
  %10 = getelementptr inbounds i8, ptr %9, i64 64
  %11 = load ptr, ptr %10, align 8, !tbaa !957
  br label %13, !dbg !1049

12:                                               ; preds = %5
  store i32 %2, ptr %1, align 4, !dbg !1050, !tbaa !963
  br label %39, !dbg !1051

13:                                               ; preds = %8, %13
  %14 = phi i32 [ %22, %13 ], [ %6, %8 ], !dbg !1052
    #dbg_value(i32 %14, !1038, !DIExpression(), !1052)
    #dbg_value(ptr %0, !1053, !DIExpression(), !1060)
    #dbg_value(i32 %14, !1058, !DIExpression(), !1060)
  %15 = sext i32 %14 to i64, !dbg !1062
  %16 = getelementptr inbounds i32, ptr %11, i64 %15, !dbg !1062
  %17 = load i32, ptr %16, align 4, !dbg !1062, !tbaa !963
  %18 = lshr i32 %17, 7, !dbg !1062
  %19 = add nsw i32 %18, -16777215, !dbg !1062
    #dbg_value(i32 %19, !1059, !DIExpression(), !1060)
  %20 = icmp eq i32 %19, -1, !dbg !1063
  %21 = add nuw nsw i32 %14, 1, !dbg !1065
  %22 = add nsw i32 %21, %19, !dbg !1065
    #dbg_value(i32 poison, !1042, !DIExpression(), !1052)
  %23 = icmp eq i32 %22, -1, !dbg !1066
  %24 = select i1 %20, i1 true, i1 %23, !dbg !1066
  br i1 %24, label %25, label %13, !dbg !1049, !llvm.loop !1067

25:                                               ; preds = %13
    #dbg_value(ptr %0, !1070, !DIExpression(), !1077)
    #dbg_value(i32 %14, !1073, !DIExpression(), !1077)
    #dbg_value(i32 %2, !1074, !DIExpression(), !1077)
    #dbg_value(!DIArgList(ptr poison, i32 poison), !1075, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !1077)
  %26 = xor i32 %14, -1, !dbg !1079
  %27 = add i32 %26, %2, !dbg !1080
    #dbg_value(i32 %27, !1076, !DIExpression(), !1077)
  %28 = add i32 %27, 16777215, !dbg !1081
  %29 = icmp ult i32 %28, 33554432, !dbg !1081
  br i1 %29, label %33, label %30, !dbg !1081

30:                                               ; preds = %25
  %31 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1083
  %32 = load ptr, ptr %31, align 8, !dbg !1083, !tbaa !890
  tail call void @luaX_syntaxerror(ptr noundef %32, ptr noundef nonnull @.str.2) #12, !dbg !1084
  unreachable, !dbg !1084

33:                                               ; preds = %25
  %34 = getelementptr inbounds i32, ptr %11, i64 %15
    #dbg_value(!DIArgList(ptr %11, i32 %14), !1075, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !1077)
    #dbg_value(!DIArgList(ptr %11, i64 %15), !1075, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !1077)
    #dbg_value(ptr %34, !1075, !DIExpression(), !1077)
  %35 = and i32 %17, 127, !dbg !1085
  %36 = shl i32 %27, 7, !dbg !1085
  %37 = add i32 %36, 2147483520, !dbg !1085
  %38 = or disjoint i32 %35, %37, !dbg !1085
  store i32 %38, ptr %34, align 4, !dbg !1085, !tbaa !963
  br label %39

39:                                               ; preds = %12, %33, %3
  ret void, !dbg !1086
}

; Function Attrs: nounwind uwtable
define hidden range(i32 -2147483648, 2147483647) i32 @luaK_jump(ptr nocapture noundef %0) local_unnamed_addr #5 !dbg !1087 {
    #dbg_value(ptr %0, !1091, !DIExpression(), !1092)
    #dbg_value(ptr %0, !1093, !DIExpression(), !1102)
    #dbg_value(i32 56, !1098, !DIExpression(), !1102)
    #dbg_value(i32 -1, !1099, !DIExpression(), !1102)
    #dbg_value(i32 0, !1100, !DIExpression(), !1102)
    #dbg_value(i32 16777214, !1101, !DIExpression(), !1102)
    #dbg_value(ptr %0, !995, !DIExpression(), !1104)
    #dbg_value(i32 2147483448, !1000, !DIExpression(), !1104)
  %2 = load ptr, ptr %0, align 8, !dbg !1106, !tbaa !955
    #dbg_value(ptr %2, !1001, !DIExpression(), !1104)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1107
  %4 = load ptr, ptr %3, align 8, !dbg !1107, !tbaa !890
  %5 = getelementptr inbounds i8, ptr %4, i64 56, !dbg !1107
  %6 = load ptr, ptr %5, align 8, !dbg !1107, !tbaa !1006
  %7 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !1107
  %8 = load ptr, ptr %7, align 8, !dbg !1107, !tbaa !957
  %9 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1107
  %10 = load i32, ptr %9, align 8, !dbg !1107, !tbaa !949
  %11 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !1107
  %12 = tail call ptr @luaM_growaux_(ptr noundef %6, ptr noundef %8, i32 noundef %10, ptr noundef nonnull %11, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !1107
  store ptr %12, ptr %7, align 8, !dbg !1107, !tbaa !957
  %13 = load i32, ptr %9, align 8, !dbg !1108, !tbaa !949
  %14 = add nsw i32 %13, 1, !dbg !1108
  store i32 %14, ptr %9, align 8, !dbg !1108, !tbaa !949
  %15 = sext i32 %13 to i64, !dbg !1109
  %16 = getelementptr inbounds i32, ptr %12, i64 %15, !dbg !1109
  store i32 2147483448, ptr %16, align 4, !dbg !1110, !tbaa !963
  %17 = load ptr, ptr %3, align 8, !dbg !1111, !tbaa !890
  %18 = getelementptr inbounds i8, ptr %17, i64 8, !dbg !1112
  %19 = load i32, ptr %18, align 8, !dbg !1112, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %2, i32 noundef %19), !dbg !1113
  %20 = load i32, ptr %9, align 8, !dbg !1114, !tbaa !949
  %21 = add nsw i32 %20, -1, !dbg !1115
  ret i32 %21, !dbg !1116
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_ret(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #5 !dbg !1117 {
    #dbg_value(ptr %0, !1119, !DIExpression(), !1123)
    #dbg_value(i32 %1, !1120, !DIExpression(), !1123)
    #dbg_value(i32 %2, !1121, !DIExpression(), !1123)
  %4 = icmp eq i32 %2, 1, !dbg !1124
  %5 = select i1 %4, i32 72, i32 70, !dbg !1124
  %6 = icmp eq i32 %2, 0, !dbg !1124
  %7 = select i1 %6, i32 71, i32 %5, !dbg !1124
    #dbg_value(i32 %7, !1122, !DIExpression(), !1123)
    #dbg_value(ptr %0, !982, !DIExpression(), !1125)
    #dbg_value(i32 %7, !987, !DIExpression(), !1125)
    #dbg_value(i32 %1, !988, !DIExpression(), !1125)
    #dbg_value(i32 %2, !989, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1125)
    #dbg_value(i32 0, !990, !DIExpression(), !1125)
    #dbg_value(i32 0, !991, !DIExpression(), !1125)
  %8 = shl i32 %1, 7, !dbg !1127
  %9 = or disjoint i32 %7, %8, !dbg !1127
  %10 = shl i32 %2, 16, !dbg !1127
  %11 = add i32 %10, 65536, !dbg !1127
  %12 = or i32 %9, %11, !dbg !1127
    #dbg_value(ptr %0, !995, !DIExpression(), !1128)
    #dbg_value(i32 %12, !1000, !DIExpression(), !1128)
  %13 = load ptr, ptr %0, align 8, !dbg !1130, !tbaa !955
    #dbg_value(ptr %13, !1001, !DIExpression(), !1128)
  %14 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1131
  %15 = load ptr, ptr %14, align 8, !dbg !1131, !tbaa !890
  %16 = getelementptr inbounds i8, ptr %15, i64 56, !dbg !1131
  %17 = load ptr, ptr %16, align 8, !dbg !1131, !tbaa !1006
  %18 = getelementptr inbounds i8, ptr %13, i64 64, !dbg !1131
  %19 = load ptr, ptr %18, align 8, !dbg !1131, !tbaa !957
  %20 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1131
  %21 = load i32, ptr %20, align 8, !dbg !1131, !tbaa !949
  %22 = getelementptr inbounds i8, ptr %13, i64 24, !dbg !1131
  %23 = tail call ptr @luaM_growaux_(ptr noundef %17, ptr noundef %19, i32 noundef %21, ptr noundef nonnull %22, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !1131
  store ptr %23, ptr %18, align 8, !dbg !1131, !tbaa !957
  %24 = load i32, ptr %20, align 8, !dbg !1132, !tbaa !949
  %25 = add nsw i32 %24, 1, !dbg !1132
  store i32 %25, ptr %20, align 8, !dbg !1132, !tbaa !949
  %26 = sext i32 %24 to i64, !dbg !1133
  %27 = getelementptr inbounds i32, ptr %23, i64 %26, !dbg !1133
  store i32 %12, ptr %27, align 4, !dbg !1134, !tbaa !963
  %28 = load ptr, ptr %14, align 8, !dbg !1135, !tbaa !890
  %29 = getelementptr inbounds i8, ptr %28, i64 8, !dbg !1136
  %30 = load i32, ptr %29, align 8, !dbg !1136, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %13, i32 noundef %30), !dbg !1137
  ret void, !dbg !1138
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define hidden i32 @luaK_getlabel(ptr nocapture noundef %0) local_unnamed_addr #6 !dbg !1139 {
    #dbg_value(ptr %0, !1141, !DIExpression(), !1142)
  %2 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1143
  %3 = load i32, ptr %2, align 8, !dbg !1143, !tbaa !949
  %4 = getelementptr inbounds i8, ptr %0, i64 36, !dbg !1144
  store i32 %3, ptr %4, align 4, !dbg !1145, !tbaa !951
  ret i32 %3, !dbg !1146
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_patchlist(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #5 !dbg !1147 {
    #dbg_value(ptr %0, !1149, !DIExpression(), !1152)
    #dbg_value(i32 %1, !1150, !DIExpression(), !1152)
    #dbg_value(i32 %2, !1151, !DIExpression(), !1152)
  tail call fastcc void @patchlistaux(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef 255, i32 noundef %2), !dbg !1153
  ret void, !dbg !1154
}

; Function Attrs: nounwind uwtable
define internal fastcc void @patchlistaux(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #5 !dbg !1155 {
    #dbg_value(ptr %0, !1159, !DIExpression(), !1166)
    #dbg_value(i32 %1, !1160, !DIExpression(), !1166)
    #dbg_value(i32 %2, !1161, !DIExpression(), !1166)
    #dbg_value(i32 %3, !1162, !DIExpression(), !1166)
    #dbg_value(i32 %4, !1163, !DIExpression(), !1166)
  %6 = icmp eq i32 %1, -1, !dbg !1167
  br i1 %6, label %81, label %7, !dbg !1168

7:                                                ; preds = %5
  %8 = load ptr, ptr %0, align 8, !tbaa !955
  %9 = getelementptr inbounds i8, ptr %8, i64 64
  %10 = load ptr, ptr %9, align 8, !tbaa !957
  %11 = icmp eq i32 %3, 255
  %12 = shl i32 %3, 7
  %13 = and i32 %12, 32640
  br label %14, !dbg !1168

14:                                               ; preds = %7, %72
  %15 = phi i32 [ %1, %7 ], [ %23, %72 ]
    #dbg_value(i32 %15, !1160, !DIExpression(), !1166)
    #dbg_value(ptr %0, !1053, !DIExpression(), !1169)
    #dbg_value(i32 %15, !1058, !DIExpression(), !1169)
  %16 = sext i32 %15 to i64, !dbg !1171
  %17 = getelementptr inbounds i32, ptr %10, i64 %16, !dbg !1171
  %18 = load i32, ptr %17, align 4, !dbg !1171, !tbaa !963
  %19 = lshr i32 %18, 7, !dbg !1171
  %20 = add nsw i32 %19, -16777215, !dbg !1171
    #dbg_value(i32 %20, !1059, !DIExpression(), !1169)
  %21 = icmp eq i32 %20, -1, !dbg !1172
  %22 = add nuw nsw i32 %15, 1, !dbg !1173
  %23 = add nsw i32 %22, %20, !dbg !1173
    #dbg_value(i32 poison, !1164, !DIExpression(), !1174)
    #dbg_value(ptr %0, !1175, !DIExpression(), !1183)
    #dbg_value(i32 %15, !1180, !DIExpression(), !1183)
    #dbg_value(i32 %3, !1181, !DIExpression(), !1183)
    #dbg_value(ptr %0, !1186, !DIExpression(), !1193)
    #dbg_value(i32 %15, !1191, !DIExpression(), !1193)
    #dbg_value(ptr %17, !1192, !DIExpression(), !1193)
  %24 = icmp sgt i32 %15, 0, !dbg !1195
  br i1 %24, label %25, label %34, !dbg !1197

25:                                               ; preds = %14
  %26 = getelementptr inbounds i8, ptr %17, i64 -4, !dbg !1198
  %27 = load i32, ptr %26, align 4, !dbg !1198, !tbaa !963
  %28 = and i32 %27, 127, !dbg !1198
  %29 = zext nneg i32 %28 to i64, !dbg !1198
  %30 = getelementptr inbounds [83 x i8], ptr @luaP_opmodes, i64 0, i64 %29, !dbg !1198
  %31 = load i8, ptr %30, align 1, !dbg !1198, !tbaa !876
  %32 = and i8 %31, 16, !dbg !1198
  %33 = icmp eq i8 %32, 0, !dbg !1198
  br i1 %33, label %34, label %35, !dbg !1199

34:                                               ; preds = %25, %14
  br label %35, !dbg !1200

35:                                               ; preds = %34, %25
  %36 = phi i32 [ %18, %34 ], [ %27, %25 ], !dbg !1201
  %37 = phi ptr [ %17, %34 ], [ %26, %25 ], !dbg !1203
    #dbg_value(ptr %37, !1182, !DIExpression(), !1183)
  %38 = and i32 %36, 127, !dbg !1201
  %39 = icmp eq i32 %38, 67, !dbg !1204
  br i1 %39, label %40, label %64, !dbg !1205

40:                                               ; preds = %35
  br i1 %11, label %48, label %41, !dbg !1206

41:                                               ; preds = %40
  %42 = lshr i32 %36, 16, !dbg !1208
  %43 = and i32 %42, 255, !dbg !1208
  %44 = icmp eq i32 %43, %3, !dbg !1209
  br i1 %44, label %48, label %45, !dbg !1210

45:                                               ; preds = %41
  %46 = and i32 %36, -32701, !dbg !1211
  %47 = or disjoint i32 %46, %13, !dbg !1211
  br label %53, !dbg !1211

48:                                               ; preds = %41, %40
  %49 = lshr i32 %36, 9, !dbg !1212
  %50 = and i32 %49, 32640, !dbg !1212
  %51 = and i32 %36, 32834, !dbg !1212
  %52 = or disjoint i32 %50, %51, !dbg !1212
  br label %53

53:                                               ; preds = %48, %45
  %54 = phi i32 [ %52, %48 ], [ %47, %45 ], !dbg !1214
  store i32 %54, ptr %37, align 4, !dbg !1214, !tbaa !963
    #dbg_value(ptr %0, !1070, !DIExpression(), !1215)
    #dbg_value(i32 %15, !1073, !DIExpression(), !1215)
    #dbg_value(i32 %2, !1074, !DIExpression(), !1215)
    #dbg_value(!DIArgList(ptr poison, i32 poison), !1075, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !1215)
  %55 = xor i32 %15, -1, !dbg !1217
  %56 = add i32 %55, %2, !dbg !1218
    #dbg_value(i32 %56, !1076, !DIExpression(), !1215)
  %57 = add i32 %56, 16777215, !dbg !1219
  %58 = icmp ult i32 %57, 33554432, !dbg !1219
  br i1 %58, label %62, label %59, !dbg !1219

59:                                               ; preds = %53
  %60 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1220
  %61 = load ptr, ptr %60, align 8, !dbg !1220, !tbaa !890
  tail call void @luaX_syntaxerror(ptr noundef %61, ptr noundef nonnull @.str.2) #12, !dbg !1221
  unreachable, !dbg !1221

62:                                               ; preds = %53
    #dbg_value(ptr %17, !1075, !DIExpression(), !1215)
  %63 = load i32, ptr %17, align 4, !dbg !1222, !tbaa !963
  br label %72, !dbg !1223

64:                                               ; preds = %35
    #dbg_value(ptr %0, !1070, !DIExpression(), !1224)
    #dbg_value(i32 %15, !1073, !DIExpression(), !1224)
    #dbg_value(i32 %4, !1074, !DIExpression(), !1224)
    #dbg_value(!DIArgList(ptr poison, i32 poison), !1075, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !1224)
  %65 = xor i32 %15, -1, !dbg !1226
  %66 = add i32 %65, %4, !dbg !1227
    #dbg_value(i32 %66, !1076, !DIExpression(), !1224)
  %67 = add i32 %66, 16777215, !dbg !1228
  %68 = icmp ult i32 %67, 33554432, !dbg !1228
  br i1 %68, label %72, label %69, !dbg !1228

69:                                               ; preds = %64
  %70 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1229
  %71 = load ptr, ptr %70, align 8, !dbg !1229, !tbaa !890
  tail call void @luaX_syntaxerror(ptr noundef %71, ptr noundef nonnull @.str.2) #12, !dbg !1230
  unreachable, !dbg !1230

72:                                               ; preds = %64, %62
  %73 = phi i32 [ %63, %62 ], [ %18, %64 ]
  %74 = phi i32 [ %56, %62 ], [ %66, %64 ]
  %75 = and i32 %73, 127, !dbg !1231
  %76 = shl i32 %74, 7, !dbg !1231
  %77 = add i32 %76, 2147483520, !dbg !1231
  %78 = or disjoint i32 %75, %77, !dbg !1231
  store i32 %78, ptr %17, align 4, !dbg !1231, !tbaa !963
    #dbg_value(i32 poison, !1160, !DIExpression(), !1166)
  %79 = icmp eq i32 %23, -1, !dbg !1167
  %80 = select i1 %21, i1 true, i1 %79, !dbg !1167
  br i1 %80, label %81, label %14, !dbg !1168, !llvm.loop !1233

81:                                               ; preds = %72, %5
  ret void, !dbg !1235
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_patchtohere(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #5 !dbg !1236 {
    #dbg_value(ptr %0, !1240, !DIExpression(), !1243)
    #dbg_value(i32 %1, !1241, !DIExpression(), !1243)
    #dbg_value(ptr %0, !1141, !DIExpression(), !1244)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1246
  %4 = load i32, ptr %3, align 8, !dbg !1246, !tbaa !949
  %5 = getelementptr inbounds i8, ptr %0, i64 36, !dbg !1247
  store i32 %4, ptr %5, align 4, !dbg !1248, !tbaa !951
    #dbg_value(i32 %4, !1242, !DIExpression(), !1243)
    #dbg_value(ptr %0, !1149, !DIExpression(), !1249)
    #dbg_value(i32 %1, !1150, !DIExpression(), !1249)
    #dbg_value(i32 %4, !1151, !DIExpression(), !1249)
  tail call fastcc void @patchlistaux(ptr noundef readonly %0, i32 noundef %1, i32 noundef %4, i32 noundef 255, i32 noundef %4), !dbg !1251
  ret void, !dbg !1252
}

; Function Attrs: nounwind uwtable
define hidden range(i32 -2147483648, 2147483647) i32 @luaK_code(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #5 !dbg !996 {
    #dbg_value(ptr %0, !995, !DIExpression(), !1253)
    #dbg_value(i32 %1, !1000, !DIExpression(), !1253)
  %3 = load ptr, ptr %0, align 8, !dbg !1254, !tbaa !955
    #dbg_value(ptr %3, !1001, !DIExpression(), !1253)
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1255
  %5 = load ptr, ptr %4, align 8, !dbg !1255, !tbaa !890
  %6 = getelementptr inbounds i8, ptr %5, i64 56, !dbg !1255
  %7 = load ptr, ptr %6, align 8, !dbg !1255, !tbaa !1006
  %8 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !1255
  %9 = load ptr, ptr %8, align 8, !dbg !1255, !tbaa !957
  %10 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1255
  %11 = load i32, ptr %10, align 8, !dbg !1255, !tbaa !949
  %12 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !1255
  %13 = tail call ptr @luaM_growaux_(ptr noundef %7, ptr noundef %9, i32 noundef %11, ptr noundef nonnull %12, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !1255
  store ptr %13, ptr %8, align 8, !dbg !1255, !tbaa !957
  %14 = load i32, ptr %10, align 8, !dbg !1256, !tbaa !949
  %15 = add nsw i32 %14, 1, !dbg !1256
  store i32 %15, ptr %10, align 8, !dbg !1256, !tbaa !949
  %16 = sext i32 %14 to i64, !dbg !1257
  %17 = getelementptr inbounds i32, ptr %13, i64 %16, !dbg !1257
  store i32 %1, ptr %17, align 4, !dbg !1258, !tbaa !963
  %18 = load ptr, ptr %4, align 8, !dbg !1259, !tbaa !890
  %19 = getelementptr inbounds i8, ptr %18, i64 8, !dbg !1260
  %20 = load i32, ptr %19, align 8, !dbg !1260, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %3, i32 noundef %20), !dbg !1261
  %21 = load i32, ptr %10, align 8, !dbg !1262, !tbaa !949
  %22 = add nsw i32 %21, -1, !dbg !1263
  ret i32 %22, !dbg !1264
}

declare !dbg !1265 hidden ptr @luaM_growaux_(ptr noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define internal fastcc void @savelineinfo(ptr nocapture noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #5 !dbg !1269 {
    #dbg_value(ptr %0, !1273, !DIExpression(), !1278)
    #dbg_value(ptr %1, !1274, !DIExpression(), !1278)
    #dbg_value(i32 %2, !1275, !DIExpression(), !1278)
  %4 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1279
  %5 = load i32, ptr %4, align 8, !dbg !1279, !tbaa !1280
  %6 = sub nsw i32 %2, %5, !dbg !1281
    #dbg_value(i32 %6, !1276, !DIExpression(), !1278)
  %7 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1282
  %8 = load i32, ptr %7, align 8, !dbg !1282, !tbaa !949
  %9 = add nsw i32 %8, -1, !dbg !1283
    #dbg_value(i32 %9, !1277, !DIExpression(), !1278)
  %10 = tail call i32 @llvm.abs.i32(i32 %6, i1 true), !dbg !1284
  %11 = icmp ugt i32 %10, 127, !dbg !1286
  br i1 %11, label %17, label %12, !dbg !1287

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %0, i64 69, !dbg !1288
  %14 = load i8, ptr %13, align 1, !dbg !1289, !tbaa !1290
  %15 = add i8 %14, 1, !dbg !1289
  store i8 %15, ptr %13, align 1, !dbg !1289, !tbaa !1290
  %16 = icmp slt i8 %14, 0, !dbg !1291
  br i1 %16, label %17, label %34, !dbg !1292

17:                                               ; preds = %12, %3
  %18 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1293
  %19 = load ptr, ptr %18, align 8, !dbg !1293, !tbaa !890
  %20 = getelementptr inbounds i8, ptr %19, i64 56, !dbg !1293
  %21 = load ptr, ptr %20, align 8, !dbg !1293, !tbaa !1006
  %22 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !1293
  %23 = load ptr, ptr %22, align 8, !dbg !1293, !tbaa !1295
  %24 = getelementptr inbounds i8, ptr %0, i64 52, !dbg !1293
  %25 = load i32, ptr %24, align 4, !dbg !1293, !tbaa !1296
  %26 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !1293
  %27 = tail call ptr @luaM_growaux_(ptr noundef %21, ptr noundef %23, i32 noundef %25, ptr noundef nonnull %26, i32 noundef 8, i32 noundef 2147483647, ptr noundef nonnull @.str.3) #13, !dbg !1293
  store ptr %27, ptr %22, align 8, !dbg !1293, !tbaa !1295
  %28 = load i32, ptr %24, align 4, !dbg !1297, !tbaa !1296
  %29 = sext i32 %28 to i64, !dbg !1298
  %30 = getelementptr inbounds %struct.AbsLineInfo, ptr %27, i64 %29, !dbg !1298
  store i32 %9, ptr %30, align 4, !dbg !1299, !tbaa !1300
  %31 = add nsw i32 %28, 1, !dbg !1302
  store i32 %31, ptr %24, align 4, !dbg !1302, !tbaa !1296
  %32 = getelementptr inbounds %struct.AbsLineInfo, ptr %27, i64 %29, i32 1, !dbg !1303
  store i32 %2, ptr %32, align 4, !dbg !1304, !tbaa !1305
    #dbg_value(i32 -128, !1276, !DIExpression(), !1278)
  %33 = getelementptr inbounds i8, ptr %0, i64 69, !dbg !1306
  store i8 1, ptr %33, align 1, !dbg !1307, !tbaa !1290
  br label %34, !dbg !1308

34:                                               ; preds = %17, %12
  %35 = phi i32 [ -128, %17 ], [ %6, %12 ], !dbg !1278
    #dbg_value(i32 %35, !1276, !DIExpression(), !1278)
  %36 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1309
  %37 = load ptr, ptr %36, align 8, !dbg !1309, !tbaa !890
  %38 = getelementptr inbounds i8, ptr %37, i64 56, !dbg !1309
  %39 = load ptr, ptr %38, align 8, !dbg !1309, !tbaa !1006
  %40 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !1309
  %41 = load ptr, ptr %40, align 8, !dbg !1309, !tbaa !1310
  %42 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !1309
  %43 = tail call ptr @luaM_growaux_(ptr noundef %39, ptr noundef %41, i32 noundef %9, ptr noundef nonnull %42, i32 noundef 1, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !1309
  store ptr %43, ptr %40, align 8, !dbg !1309, !tbaa !1310
  %44 = trunc i32 %35 to i8, !dbg !1311
  %45 = sext i32 %9 to i64, !dbg !1312
  %46 = getelementptr inbounds i8, ptr %43, i64 %45, !dbg !1312
  store i8 %44, ptr %46, align 1, !dbg !1313, !tbaa !876
  store i32 %2, ptr %4, align 8, !dbg !1314, !tbaa !1280
  ret void, !dbg !1315
}

; Function Attrs: nounwind uwtable
define hidden range(i32 -2147483648, 2147483647) i32 @luaK_codeABx(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #5 !dbg !1316 {
    #dbg_value(ptr %0, !1320, !DIExpression(), !1324)
    #dbg_value(i32 %1, !1321, !DIExpression(), !1324)
    #dbg_value(i32 %2, !1322, !DIExpression(), !1324)
    #dbg_value(i32 %3, !1323, !DIExpression(), !1324)
  %5 = shl i32 %2, 7, !dbg !1325
  %6 = or i32 %5, %1, !dbg !1325
  %7 = shl i32 %3, 15, !dbg !1325
  %8 = or i32 %6, %7, !dbg !1325
    #dbg_value(ptr %0, !995, !DIExpression(), !1326)
    #dbg_value(i32 %8, !1000, !DIExpression(), !1326)
  %9 = load ptr, ptr %0, align 8, !dbg !1328, !tbaa !955
    #dbg_value(ptr %9, !1001, !DIExpression(), !1326)
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1329
  %11 = load ptr, ptr %10, align 8, !dbg !1329, !tbaa !890
  %12 = getelementptr inbounds i8, ptr %11, i64 56, !dbg !1329
  %13 = load ptr, ptr %12, align 8, !dbg !1329, !tbaa !1006
  %14 = getelementptr inbounds i8, ptr %9, i64 64, !dbg !1329
  %15 = load ptr, ptr %14, align 8, !dbg !1329, !tbaa !957
  %16 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1329
  %17 = load i32, ptr %16, align 8, !dbg !1329, !tbaa !949
  %18 = getelementptr inbounds i8, ptr %9, i64 24, !dbg !1329
  %19 = tail call ptr @luaM_growaux_(ptr noundef %13, ptr noundef %15, i32 noundef %17, ptr noundef nonnull %18, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !1329
  store ptr %19, ptr %14, align 8, !dbg !1329, !tbaa !957
  %20 = load i32, ptr %16, align 8, !dbg !1330, !tbaa !949
  %21 = add nsw i32 %20, 1, !dbg !1330
  store i32 %21, ptr %16, align 8, !dbg !1330, !tbaa !949
  %22 = sext i32 %20 to i64, !dbg !1331
  %23 = getelementptr inbounds i32, ptr %19, i64 %22, !dbg !1331
  store i32 %8, ptr %23, align 4, !dbg !1332, !tbaa !963
  %24 = load ptr, ptr %10, align 8, !dbg !1333, !tbaa !890
  %25 = getelementptr inbounds i8, ptr %24, i64 8, !dbg !1334
  %26 = load i32, ptr %25, align 8, !dbg !1334, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %9, i32 noundef %26), !dbg !1335
  %27 = load i32, ptr %16, align 8, !dbg !1336, !tbaa !949
  %28 = add nsw i32 %27, -1, !dbg !1337
  ret i32 %28, !dbg !1338
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_checkstack(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #5 !dbg !1339 {
    #dbg_value(ptr %0, !1341, !DIExpression(), !1344)
    #dbg_value(i32 %1, !1342, !DIExpression(), !1344)
  %3 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !1345
  %4 = load i8, ptr %3, align 4, !dbg !1345, !tbaa !1346
  %5 = zext i8 %4 to i32, !dbg !1347
  %6 = add nsw i32 %5, %1, !dbg !1348
    #dbg_value(i32 %6, !1343, !DIExpression(), !1344)
  %7 = load ptr, ptr %0, align 8, !dbg !1349, !tbaa !955
  %8 = getelementptr inbounds i8, ptr %7, i64 12, !dbg !1351
  %9 = load i8, ptr %8, align 4, !dbg !1351, !tbaa !1352
  %10 = zext i8 %9 to i32, !dbg !1353
  %11 = icmp sgt i32 %6, %10, !dbg !1354
  br i1 %11, label %12, label %19, !dbg !1355

12:                                               ; preds = %2
  %13 = icmp ugt i32 %6, 254, !dbg !1356
  br i1 %13, label %14, label %17, !dbg !1359

14:                                               ; preds = %12
  %15 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1360
  %16 = load ptr, ptr %15, align 8, !dbg !1360, !tbaa !890
  tail call void @luaX_syntaxerror(ptr noundef %16, ptr noundef nonnull @.str.1) #12, !dbg !1361
  unreachable, !dbg !1361

17:                                               ; preds = %12
  %18 = trunc nuw i32 %6 to i8, !dbg !1362
  store i8 %18, ptr %8, align 4, !dbg !1363, !tbaa !1352
  br label %19, !dbg !1364

19:                                               ; preds = %17, %2
  ret void, !dbg !1365
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_reserveregs(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #5 !dbg !1366 {
    #dbg_value(ptr %0, !1368, !DIExpression(), !1370)
    #dbg_value(i32 %1, !1369, !DIExpression(), !1370)
    #dbg_value(ptr %0, !1341, !DIExpression(), !1371)
    #dbg_value(i32 %1, !1342, !DIExpression(), !1371)
  %3 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !1373
  %4 = load i8, ptr %3, align 4, !dbg !1373, !tbaa !1346
  %5 = zext i8 %4 to i32, !dbg !1374
  %6 = add nsw i32 %5, %1, !dbg !1375
    #dbg_value(i32 %6, !1343, !DIExpression(), !1371)
  %7 = load ptr, ptr %0, align 8, !dbg !1376, !tbaa !955
  %8 = getelementptr inbounds i8, ptr %7, i64 12, !dbg !1377
  %9 = load i8, ptr %8, align 4, !dbg !1377, !tbaa !1352
  %10 = zext i8 %9 to i32, !dbg !1378
  %11 = icmp sgt i32 %6, %10, !dbg !1379
  br i1 %11, label %12, label %19, !dbg !1380

12:                                               ; preds = %2
  %13 = icmp ugt i32 %6, 254, !dbg !1381
  br i1 %13, label %14, label %17, !dbg !1382

14:                                               ; preds = %12
  %15 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1383
  %16 = load ptr, ptr %15, align 8, !dbg !1383, !tbaa !890
  tail call void @luaX_syntaxerror(ptr noundef %16, ptr noundef nonnull @.str.1) #12, !dbg !1384
  unreachable, !dbg !1384

17:                                               ; preds = %12
  %18 = trunc nuw i32 %6 to i8, !dbg !1385
  store i8 %18, ptr %8, align 4, !dbg !1386, !tbaa !1352
  br label %19, !dbg !1387

19:                                               ; preds = %2, %17
  %20 = trunc i32 %1 to i8, !dbg !1388
  %21 = add i8 %4, %20, !dbg !1388
  store i8 %21, ptr %3, align 4, !dbg !1388, !tbaa !1346
  ret void, !dbg !1389
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_int(ptr nocapture noundef %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #5 !dbg !1390 {
  %4 = alloca %struct.TValue, align 8, !DIAssignID !1397
    #dbg_value(ptr %0, !1394, !DIExpression(), !1398)
    #dbg_value(i32 %1, !1395, !DIExpression(), !1398)
    #dbg_value(i64 %2, !1396, !DIExpression(), !1398)
    #dbg_value(i64 %2, !1399, !DIExpression(), !1404)
  %5 = add i64 %2, -65537, !dbg !1407
  %6 = icmp ult i64 %5, -131072, !dbg !1407
  br i1 %6, label %32, label %7, !dbg !1408

7:                                                ; preds = %3
  %8 = trunc i64 %2 to i32, !dbg !1409
    #dbg_value(ptr %0, !1410, !DIExpression(), !1417)
    #dbg_value(i32 1, !1413, !DIExpression(), !1417)
    #dbg_value(i32 %1, !1414, !DIExpression(), !1417)
    #dbg_value(i32 %8, !1415, !DIExpression(), !1417)
    #dbg_value(i32 %8, !1416, !DIExpression(DW_OP_plus_uconst, 65535, DW_OP_stack_value), !1417)
  %9 = shl i32 %1, 7, !dbg !1419
  %10 = shl i32 %8, 15, !dbg !1419
  %11 = add i32 %10, 2147450880, !dbg !1419
  %12 = or i32 %9, %11, !dbg !1419
  %13 = or disjoint i32 %12, 1, !dbg !1419
    #dbg_value(ptr %0, !995, !DIExpression(), !1420)
    #dbg_value(i32 %13, !1000, !DIExpression(), !1420)
  %14 = load ptr, ptr %0, align 8, !dbg !1422, !tbaa !955
    #dbg_value(ptr %14, !1001, !DIExpression(), !1420)
  %15 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1423
  %16 = load ptr, ptr %15, align 8, !dbg !1423, !tbaa !890
  %17 = getelementptr inbounds i8, ptr %16, i64 56, !dbg !1423
  %18 = load ptr, ptr %17, align 8, !dbg !1423, !tbaa !1006
  %19 = getelementptr inbounds i8, ptr %14, i64 64, !dbg !1423
  %20 = load ptr, ptr %19, align 8, !dbg !1423, !tbaa !957
  %21 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1423
  %22 = load i32, ptr %21, align 8, !dbg !1423, !tbaa !949
  %23 = getelementptr inbounds i8, ptr %14, i64 24, !dbg !1423
  %24 = tail call ptr @luaM_growaux_(ptr noundef %18, ptr noundef %20, i32 noundef %22, ptr noundef nonnull %23, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !1423
  store ptr %24, ptr %19, align 8, !dbg !1423, !tbaa !957
  %25 = load i32, ptr %21, align 8, !dbg !1424, !tbaa !949
  %26 = add nsw i32 %25, 1, !dbg !1424
  store i32 %26, ptr %21, align 8, !dbg !1424, !tbaa !949
  %27 = sext i32 %25 to i64, !dbg !1425
  %28 = getelementptr inbounds i32, ptr %24, i64 %27, !dbg !1425
  store i32 %13, ptr %28, align 4, !dbg !1426, !tbaa !963
  %29 = load ptr, ptr %15, align 8, !dbg !1427, !tbaa !890
  %30 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !1428
  %31 = load i32, ptr %30, align 8, !dbg !1428, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %14, i32 noundef %31), !dbg !1429
  br label %35, !dbg !1430

32:                                               ; preds = %3
    #dbg_assign(i1 undef, !1431, !DIExpression(), !1397, ptr %4, !DIExpression(), !1440)
    #dbg_value(ptr %0, !1436, !DIExpression(), !1440)
    #dbg_value(i64 %2, !1437, !DIExpression(), !1440)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13, !dbg !1442
    #dbg_value(ptr %4, !1438, !DIExpression(), !1443)
  store i64 %2, ptr %4, align 8, !dbg !1444, !tbaa !876
  %33 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !1444
  store i8 3, ptr %33, align 8, !dbg !1444, !tbaa !904
  %34 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %4, ptr noundef nonnull %4), !dbg !1445
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13, !dbg !1446
  call fastcc void @luaK_codek(ptr noundef %0, i32 noundef %1, i32 noundef %34), !dbg !1447
  br label %35

35:                                               ; preds = %32, %7
  ret void, !dbg !1448
}

; Function Attrs: nounwind uwtable
define internal fastcc void @luaK_codek(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #5 !dbg !1449 {
    #dbg_value(ptr %0, !1452, !DIExpression(), !1458)
    #dbg_value(i32 %1, !1453, !DIExpression(), !1458)
    #dbg_value(i32 %2, !1454, !DIExpression(), !1458)
  %4 = icmp slt i32 %2, 131072, !dbg !1459
    #dbg_value(ptr %0, !1320, !DIExpression(), !1460)
    #dbg_value(ptr %0, !1320, !DIExpression(), !1462)
    #dbg_value(i32 %1, !1322, !DIExpression(), !1460)
    #dbg_value(i32 %1, !1322, !DIExpression(), !1462)
  %5 = shl i32 %1, 7, !dbg !1464
  br i1 %4, label %6, label %21, !dbg !1466

6:                                                ; preds = %3
    #dbg_value(i32 3, !1321, !DIExpression(), !1460)
    #dbg_value(i32 %2, !1323, !DIExpression(), !1460)
  %7 = shl i32 %2, 15, !dbg !1467
  %8 = or i32 %5, %7, !dbg !1467
  %9 = or disjoint i32 %8, 3, !dbg !1467
    #dbg_value(ptr %0, !995, !DIExpression(), !1468)
    #dbg_value(i32 %9, !1000, !DIExpression(), !1468)
  %10 = load ptr, ptr %0, align 8, !dbg !1470, !tbaa !955
    #dbg_value(ptr %10, !1001, !DIExpression(), !1468)
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1471
  %12 = load ptr, ptr %11, align 8, !dbg !1471, !tbaa !890
  %13 = getelementptr inbounds i8, ptr %12, i64 56, !dbg !1471
  %14 = load ptr, ptr %13, align 8, !dbg !1471, !tbaa !1006
  %15 = getelementptr inbounds i8, ptr %10, i64 64, !dbg !1471
  %16 = load ptr, ptr %15, align 8, !dbg !1471, !tbaa !957
  %17 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1471
  %18 = load i32, ptr %17, align 8, !dbg !1471, !tbaa !949
  %19 = getelementptr inbounds i8, ptr %10, i64 24, !dbg !1471
  %20 = tail call ptr @luaM_growaux_(ptr noundef %14, ptr noundef %16, i32 noundef %18, ptr noundef nonnull %19, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !1471
  store ptr %20, ptr %15, align 8, !dbg !1471, !tbaa !957
  br label %52, !dbg !1472

21:                                               ; preds = %3
    #dbg_value(i32 4, !1321, !DIExpression(), !1462)
    #dbg_value(i32 0, !1323, !DIExpression(), !1462)
  %22 = or disjoint i32 %5, 4, !dbg !1473
    #dbg_value(ptr %0, !995, !DIExpression(), !1474)
    #dbg_value(i32 %22, !1000, !DIExpression(), !1474)
  %23 = load ptr, ptr %0, align 8, !dbg !1476, !tbaa !955
    #dbg_value(ptr %23, !1001, !DIExpression(), !1474)
  %24 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1477
  %25 = load ptr, ptr %24, align 8, !dbg !1477, !tbaa !890
  %26 = getelementptr inbounds i8, ptr %25, i64 56, !dbg !1477
  %27 = load ptr, ptr %26, align 8, !dbg !1477, !tbaa !1006
  %28 = getelementptr inbounds i8, ptr %23, i64 64, !dbg !1477
  %29 = load ptr, ptr %28, align 8, !dbg !1477, !tbaa !957
  %30 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1477
  %31 = load i32, ptr %30, align 8, !dbg !1477, !tbaa !949
  %32 = getelementptr inbounds i8, ptr %23, i64 24, !dbg !1477
  %33 = tail call ptr @luaM_growaux_(ptr noundef %27, ptr noundef %29, i32 noundef %31, ptr noundef nonnull %32, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !1477
  store ptr %33, ptr %28, align 8, !dbg !1477, !tbaa !957
  %34 = load i32, ptr %30, align 8, !dbg !1478, !tbaa !949
  %35 = add nsw i32 %34, 1, !dbg !1478
  store i32 %35, ptr %30, align 8, !dbg !1478, !tbaa !949
  %36 = sext i32 %34 to i64, !dbg !1479
  %37 = getelementptr inbounds i32, ptr %33, i64 %36, !dbg !1479
  store i32 %22, ptr %37, align 4, !dbg !1480, !tbaa !963
  %38 = load ptr, ptr %24, align 8, !dbg !1481, !tbaa !890
  %39 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !1482
  %40 = load i32, ptr %39, align 8, !dbg !1482, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %23, i32 noundef %40), !dbg !1483
  %41 = load i32, ptr %30, align 8, !dbg !1484, !tbaa !949
    #dbg_value(i32 %41, !1455, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1485)
    #dbg_value(ptr %0, !1486, !DIExpression(), !1490)
    #dbg_value(i32 %2, !1489, !DIExpression(), !1490)
  %42 = shl i32 %2, 7, !dbg !1492
  %43 = or disjoint i32 %42, 82, !dbg !1492
    #dbg_value(ptr %0, !995, !DIExpression(), !1493)
    #dbg_value(i32 %43, !1000, !DIExpression(), !1493)
  %44 = load ptr, ptr %0, align 8, !dbg !1495, !tbaa !955
    #dbg_value(ptr %44, !1001, !DIExpression(), !1493)
  %45 = load ptr, ptr %24, align 8, !dbg !1496, !tbaa !890
  %46 = getelementptr inbounds i8, ptr %45, i64 56, !dbg !1496
  %47 = load ptr, ptr %46, align 8, !dbg !1496, !tbaa !1006
  %48 = getelementptr inbounds i8, ptr %44, i64 64, !dbg !1496
  %49 = load ptr, ptr %48, align 8, !dbg !1496, !tbaa !957
  %50 = getelementptr inbounds i8, ptr %44, i64 24, !dbg !1496
  %51 = tail call ptr @luaM_growaux_(ptr noundef %47, ptr noundef %49, i32 noundef %41, ptr noundef nonnull %50, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !1496
  store ptr %51, ptr %48, align 8, !dbg !1496, !tbaa !957
  br label %52

52:                                               ; preds = %21, %6
  %53 = phi ptr [ %30, %21 ], [ %17, %6 ]
  %54 = phi ptr [ %51, %21 ], [ %20, %6 ]
  %55 = phi i32 [ %43, %21 ], [ %9, %6 ]
  %56 = phi ptr [ %24, %21 ], [ %11, %6 ]
  %57 = phi ptr [ %44, %21 ], [ %10, %6 ]
  %58 = load i32, ptr %53, align 8, !dbg !1465, !tbaa !949
  %59 = add nsw i32 %58, 1, !dbg !1465
  store i32 %59, ptr %53, align 8, !dbg !1465, !tbaa !949
  %60 = sext i32 %58 to i64, !dbg !1465
  %61 = getelementptr inbounds i32, ptr %54, i64 %60, !dbg !1465
  store i32 %55, ptr %61, align 4, !dbg !1465, !tbaa !963
  %62 = load ptr, ptr %56, align 8, !dbg !1465, !tbaa !890
  %63 = getelementptr inbounds i8, ptr %62, i64 8, !dbg !1465
  %64 = load i32, ptr %63, align 8, !dbg !1465, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %57, i32 noundef %64), !dbg !1465
  ret void, !dbg !1497
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_setreturns(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #5 !dbg !1498 {
    #dbg_value(ptr %0, !1502, !DIExpression(), !1506)
    #dbg_value(ptr %1, !1503, !DIExpression(), !1506)
    #dbg_value(i32 %2, !1504, !DIExpression(), !1506)
  %4 = load ptr, ptr %0, align 8, !dbg !1507, !tbaa !955
  %5 = getelementptr inbounds i8, ptr %4, i64 64, !dbg !1507
  %6 = load ptr, ptr %5, align 8, !dbg !1507, !tbaa !957
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1507
  %8 = load i32, ptr %7, align 8, !dbg !1507, !tbaa !876
  %9 = sext i32 %8 to i64, !dbg !1507
  %10 = getelementptr inbounds i32, ptr %6, i64 %9, !dbg !1507
    #dbg_value(ptr %10, !1505, !DIExpression(), !1506)
  %11 = load i32, ptr %1, align 8, !dbg !1508, !tbaa !870
  %12 = icmp eq i32 %11, 18, !dbg !1510
  %13 = load i32, ptr %10, align 4, !dbg !1511, !tbaa !963
  %14 = and i32 %13, 16777215, !dbg !1511
  %15 = shl i32 %2, 24, !dbg !1511
  %16 = add i32 %15, 16777216, !dbg !1511
  %17 = or disjoint i32 %14, %16, !dbg !1511
  br i1 %12, label %18, label %19, !dbg !1512

18:                                               ; preds = %3
  store i32 %17, ptr %10, align 4, !dbg !1513, !tbaa !963
  br label %37, !dbg !1513

19:                                               ; preds = %3
  %20 = and i32 %17, -32641, !dbg !1514
  %21 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !1514
  %22 = load i8, ptr %21, align 4, !dbg !1514, !tbaa !1346
  %23 = zext i8 %22 to i32, !dbg !1514
  %24 = shl nuw nsw i32 %23, 7, !dbg !1514
  %25 = or disjoint i32 %24, %20, !dbg !1514
  store i32 %25, ptr %10, align 4, !dbg !1514, !tbaa !963
    #dbg_value(ptr %0, !1368, !DIExpression(), !1516)
    #dbg_value(i32 1, !1369, !DIExpression(), !1516)
    #dbg_value(ptr %0, !1341, !DIExpression(), !1518)
    #dbg_value(i32 1, !1342, !DIExpression(), !1518)
  %26 = add i8 %22, 1, !dbg !1520
    #dbg_value(i32 %23, !1343, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1518)
  %27 = getelementptr inbounds i8, ptr %4, i64 12, !dbg !1521
  %28 = load i8, ptr %27, align 4, !dbg !1521, !tbaa !1352
  %29 = icmp ult i8 %22, %28, !dbg !1522
  br i1 %29, label %36, label %30, !dbg !1523

30:                                               ; preds = %19
  %31 = icmp ugt i8 %22, -3, !dbg !1524
  br i1 %31, label %32, label %35, !dbg !1525

32:                                               ; preds = %30
  %33 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1526
  %34 = load ptr, ptr %33, align 8, !dbg !1526, !tbaa !890
  tail call void @luaX_syntaxerror(ptr noundef %34, ptr noundef nonnull @.str.1) #12, !dbg !1527
  unreachable, !dbg !1527

35:                                               ; preds = %30
  store i8 %26, ptr %27, align 4, !dbg !1528, !tbaa !1352
  br label %36, !dbg !1529

36:                                               ; preds = %19, %35
  store i8 %26, ptr %21, align 4, !dbg !1530, !tbaa !1346
  br label %37

37:                                               ; preds = %36, %18
  ret void, !dbg !1531
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define hidden void @luaK_setoneret(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) local_unnamed_addr #8 !dbg !1532 {
    #dbg_value(ptr %0, !1536, !DIExpression(), !1538)
    #dbg_value(ptr %1, !1537, !DIExpression(), !1538)
  %3 = load i32, ptr %1, align 8, !dbg !1539, !tbaa !870
  switch i32 %3, label %26 [
    i32 18, label %4
    i32 19, label %15
  ], !dbg !1541

4:                                                ; preds = %2
  store i32 8, ptr %1, align 8, !dbg !1542, !tbaa !870
  %5 = load ptr, ptr %0, align 8, !dbg !1544, !tbaa !955
  %6 = getelementptr inbounds i8, ptr %5, i64 64, !dbg !1544
  %7 = load ptr, ptr %6, align 8, !dbg !1544, !tbaa !957
  %8 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1544
  %9 = load i32, ptr %8, align 8, !dbg !1544, !tbaa !876
  %10 = sext i32 %9 to i64, !dbg !1544
  %11 = getelementptr inbounds i32, ptr %7, i64 %10, !dbg !1544
  %12 = load i32, ptr %11, align 4, !dbg !1544, !tbaa !963
  %13 = lshr i32 %12, 7, !dbg !1544
  %14 = and i32 %13, 255, !dbg !1544
  store i32 %14, ptr %8, align 8, !dbg !1545, !tbaa !876
  br label %26, !dbg !1546

15:                                               ; preds = %2
  %16 = load ptr, ptr %0, align 8, !dbg !1547, !tbaa !955
  %17 = getelementptr inbounds i8, ptr %16, i64 64, !dbg !1547
  %18 = load ptr, ptr %17, align 8, !dbg !1547, !tbaa !957
  %19 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1547
  %20 = load i32, ptr %19, align 8, !dbg !1547, !tbaa !876
  %21 = sext i32 %20 to i64, !dbg !1547
  %22 = getelementptr inbounds i32, ptr %18, i64 %21, !dbg !1547
  %23 = load i32, ptr %22, align 4, !dbg !1547, !tbaa !963
  %24 = and i32 %23, 16777215, !dbg !1547
  %25 = or disjoint i32 %24, 33554432, !dbg !1547
  store i32 %25, ptr %22, align 4, !dbg !1547, !tbaa !963
  store i32 17, ptr %1, align 8, !dbg !1550, !tbaa !870
  br label %26, !dbg !1551

26:                                               ; preds = %2, %15, %4
  ret void, !dbg !1552
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_dischargevars(ptr noundef %0, ptr nocapture noundef %1) local_unnamed_addr #5 !dbg !1553 {
    #dbg_value(ptr %0, !1555, !DIExpression(), !1560)
    #dbg_value(ptr %1, !1556, !DIExpression(), !1560)
  %3 = load i32, ptr %1, align 8, !dbg !1561, !tbaa !870
  switch i32 %3, label %248 [
    i32 11, label %4
    i32 9, label %26
    i32 10, label %30
    i32 13, label %55
    i32 14, label %86
    i32 15, label %126
    i32 12, label %166
    i32 18, label %226
    i32 19, label %237
  ], !dbg !1562

4:                                                ; preds = %2
    #dbg_value(ptr %0, !881, !DIExpression(), !1563)
    #dbg_value(ptr %1, !886, !DIExpression(), !1563)
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1566
  %6 = load ptr, ptr %5, align 8, !dbg !1566, !tbaa !890
  %7 = getelementptr inbounds i8, ptr %6, i64 88, !dbg !1567
  %8 = load ptr, ptr %7, align 8, !dbg !1567, !tbaa !894
  %9 = load ptr, ptr %8, align 8, !dbg !1568, !tbaa !896
  %10 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1569
  %11 = load i32, ptr %10, align 8, !dbg !1570, !tbaa !876
  %12 = sext i32 %11 to i64, !dbg !1571
  %13 = getelementptr inbounds %union.Vardesc, ptr %9, i64 %12, !dbg !1571
    #dbg_value(ptr %13, !1572, !DIExpression(), !1578)
    #dbg_value(ptr %1, !1577, !DIExpression(), !1578)
  %14 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !1580
  %15 = load i8, ptr %14, align 8, !dbg !1580, !tbaa !904
  %16 = and i8 %15, 63, !dbg !1580
  switch i8 %16, label %248 [
    i8 3, label %17
    i8 19, label %19
    i8 1, label %21
    i8 17, label %22
    i8 0, label %23
    i8 4, label %24
    i8 20, label %24
  ], !dbg !1581

17:                                               ; preds = %4
  store i32 6, ptr %1, align 8, !dbg !1582, !tbaa !870
  %18 = load i64, ptr %13, align 8, !dbg !1584, !tbaa !876
  store i64 %18, ptr %10, align 8, !dbg !1585, !tbaa !876
  br label %248, !dbg !1586

19:                                               ; preds = %4
  store i32 5, ptr %1, align 8, !dbg !1587, !tbaa !870
  %20 = load double, ptr %13, align 8, !dbg !1588, !tbaa !876
  store double %20, ptr %10, align 8, !dbg !1589, !tbaa !876
  br label %248, !dbg !1590

21:                                               ; preds = %4
  store i32 3, ptr %1, align 8, !dbg !1591, !tbaa !870
  br label %248, !dbg !1592

22:                                               ; preds = %4
  store i32 2, ptr %1, align 8, !dbg !1593, !tbaa !870
  br label %248, !dbg !1594

23:                                               ; preds = %4
  store i32 1, ptr %1, align 8, !dbg !1595, !tbaa !870
  br label %248, !dbg !1596

24:                                               ; preds = %4, %4
  store i32 7, ptr %1, align 8, !dbg !1597, !tbaa !870
  %25 = load ptr, ptr %13, align 8, !dbg !1598, !tbaa !876
  store ptr %25, ptr %10, align 8, !dbg !1599, !tbaa !876
  br label %248, !dbg !1600

26:                                               ; preds = %2
  %27 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1601
  %28 = load i8, ptr %27, align 8, !dbg !1602, !tbaa !876
  %29 = zext i8 %28 to i32, !dbg !1603
    #dbg_value(i32 %29, !1557, !DIExpression(), !1604)
  store i32 %29, ptr %27, align 8, !dbg !1605, !tbaa !876
  store i32 8, ptr %1, align 8, !dbg !1606, !tbaa !870
  br label %248

30:                                               ; preds = %2
  %31 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1607
  %32 = load i32, ptr %31, align 8, !dbg !1607, !tbaa !876
    #dbg_value(ptr %0, !982, !DIExpression(), !1609)
    #dbg_value(i32 9, !987, !DIExpression(), !1609)
    #dbg_value(i32 0, !988, !DIExpression(), !1609)
    #dbg_value(i32 %32, !989, !DIExpression(), !1609)
    #dbg_value(i32 0, !990, !DIExpression(), !1609)
    #dbg_value(i32 0, !991, !DIExpression(), !1609)
  %33 = shl i32 %32, 16, !dbg !1611
  %34 = or disjoint i32 %33, 9, !dbg !1611
    #dbg_value(ptr %0, !995, !DIExpression(), !1612)
    #dbg_value(i32 %34, !1000, !DIExpression(), !1612)
  %35 = load ptr, ptr %0, align 8, !dbg !1614, !tbaa !955
    #dbg_value(ptr %35, !1001, !DIExpression(), !1612)
  %36 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1615
  %37 = load ptr, ptr %36, align 8, !dbg !1615, !tbaa !890
  %38 = getelementptr inbounds i8, ptr %37, i64 56, !dbg !1615
  %39 = load ptr, ptr %38, align 8, !dbg !1615, !tbaa !1006
  %40 = getelementptr inbounds i8, ptr %35, i64 64, !dbg !1615
  %41 = load ptr, ptr %40, align 8, !dbg !1615, !tbaa !957
  %42 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1615
  %43 = load i32, ptr %42, align 8, !dbg !1615, !tbaa !949
  %44 = getelementptr inbounds i8, ptr %35, i64 24, !dbg !1615
  %45 = tail call ptr @luaM_growaux_(ptr noundef %39, ptr noundef %41, i32 noundef %43, ptr noundef nonnull %44, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !1615
  store ptr %45, ptr %40, align 8, !dbg !1615, !tbaa !957
  %46 = load i32, ptr %42, align 8, !dbg !1616, !tbaa !949
  %47 = add nsw i32 %46, 1, !dbg !1616
  store i32 %47, ptr %42, align 8, !dbg !1616, !tbaa !949
  %48 = sext i32 %46 to i64, !dbg !1617
  %49 = getelementptr inbounds i32, ptr %45, i64 %48, !dbg !1617
  store i32 %34, ptr %49, align 4, !dbg !1618, !tbaa !963
  %50 = load ptr, ptr %36, align 8, !dbg !1619, !tbaa !890
  %51 = getelementptr inbounds i8, ptr %50, i64 8, !dbg !1620
  %52 = load i32, ptr %51, align 8, !dbg !1620, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %35, i32 noundef %52), !dbg !1621
  %53 = load i32, ptr %42, align 8, !dbg !1622, !tbaa !949
  %54 = add nsw i32 %53, -1, !dbg !1623
  store i32 %54, ptr %31, align 8, !dbg !1624, !tbaa !876
  store i32 17, ptr %1, align 8, !dbg !1625, !tbaa !870
  br label %248, !dbg !1626

55:                                               ; preds = %2
  %56 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1627
  %57 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !1627
  %58 = load i8, ptr %57, align 2, !dbg !1627, !tbaa !876
  %59 = zext i8 %58 to i32, !dbg !1627
  %60 = load i16, ptr %56, align 8, !dbg !1627, !tbaa !876
  %61 = zext i16 %60 to i32, !dbg !1627
    #dbg_value(ptr %0, !982, !DIExpression(), !1629)
    #dbg_value(i32 11, !987, !DIExpression(), !1629)
    #dbg_value(i32 0, !988, !DIExpression(), !1629)
    #dbg_value(i32 %59, !989, !DIExpression(), !1629)
    #dbg_value(i16 %60, !990, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1629)
    #dbg_value(i32 0, !991, !DIExpression(), !1629)
  %62 = shl nuw nsw i32 %59, 16, !dbg !1631
  %63 = shl i32 %61, 24, !dbg !1631
  %64 = or disjoint i32 %62, %63, !dbg !1631
  %65 = or disjoint i32 %64, 11, !dbg !1631
    #dbg_value(ptr %0, !995, !DIExpression(), !1632)
    #dbg_value(i32 %65, !1000, !DIExpression(), !1632)
  %66 = load ptr, ptr %0, align 8, !dbg !1634, !tbaa !955
    #dbg_value(ptr %66, !1001, !DIExpression(), !1632)
  %67 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1635
  %68 = load ptr, ptr %67, align 8, !dbg !1635, !tbaa !890
  %69 = getelementptr inbounds i8, ptr %68, i64 56, !dbg !1635
  %70 = load ptr, ptr %69, align 8, !dbg !1635, !tbaa !1006
  %71 = getelementptr inbounds i8, ptr %66, i64 64, !dbg !1635
  %72 = load ptr, ptr %71, align 8, !dbg !1635, !tbaa !957
  %73 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1635
  %74 = load i32, ptr %73, align 8, !dbg !1635, !tbaa !949
  %75 = getelementptr inbounds i8, ptr %66, i64 24, !dbg !1635
  %76 = tail call ptr @luaM_growaux_(ptr noundef %70, ptr noundef %72, i32 noundef %74, ptr noundef nonnull %75, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !1635
  store ptr %76, ptr %71, align 8, !dbg !1635, !tbaa !957
  %77 = load i32, ptr %73, align 8, !dbg !1636, !tbaa !949
  %78 = add nsw i32 %77, 1, !dbg !1636
  store i32 %78, ptr %73, align 8, !dbg !1636, !tbaa !949
  %79 = sext i32 %77 to i64, !dbg !1637
  %80 = getelementptr inbounds i32, ptr %76, i64 %79, !dbg !1637
  store i32 %65, ptr %80, align 4, !dbg !1638, !tbaa !963
  %81 = load ptr, ptr %67, align 8, !dbg !1639, !tbaa !890
  %82 = getelementptr inbounds i8, ptr %81, i64 8, !dbg !1640
  %83 = load i32, ptr %82, align 8, !dbg !1640, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %66, i32 noundef %83), !dbg !1641
  %84 = load i32, ptr %73, align 8, !dbg !1642, !tbaa !949
  %85 = add nsw i32 %84, -1, !dbg !1643
  store i32 %85, ptr %56, align 8, !dbg !1644, !tbaa !876
  store i32 17, ptr %1, align 8, !dbg !1645, !tbaa !870
  br label %248, !dbg !1646

86:                                               ; preds = %2
  %87 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1647
  %88 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !1649
  %89 = load i8, ptr %88, align 2, !dbg !1649, !tbaa !876
  %90 = zext i8 %89 to i32, !dbg !1650
    #dbg_value(ptr %0, !1651, !DIExpression(), !1655)
    #dbg_value(i32 %90, !1654, !DIExpression(), !1655)
  %91 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !1657
  %92 = icmp sgt i32 %91, %90, !dbg !1659
  br i1 %92, label %97, label %93, !dbg !1660

93:                                               ; preds = %86
  %94 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !1661
  %95 = load i8, ptr %94, align 4, !dbg !1663, !tbaa !1346
  %96 = add i8 %95, -1, !dbg !1663
  store i8 %96, ptr %94, align 4, !dbg !1663, !tbaa !1346
  br label %97, !dbg !1664

97:                                               ; preds = %86, %93
  %98 = load i8, ptr %88, align 2, !dbg !1665, !tbaa !876
  %99 = zext i8 %98 to i32, !dbg !1665
  %100 = load i16, ptr %87, align 8, !dbg !1665, !tbaa !876
  %101 = zext i16 %100 to i32, !dbg !1665
    #dbg_value(ptr %0, !982, !DIExpression(), !1666)
    #dbg_value(i32 13, !987, !DIExpression(), !1666)
    #dbg_value(i32 0, !988, !DIExpression(), !1666)
    #dbg_value(i32 %99, !989, !DIExpression(), !1666)
    #dbg_value(i16 %100, !990, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1666)
    #dbg_value(i32 0, !991, !DIExpression(), !1666)
  %102 = shl nuw nsw i32 %99, 16, !dbg !1668
  %103 = shl i32 %101, 24, !dbg !1668
  %104 = or disjoint i32 %102, %103, !dbg !1668
  %105 = or disjoint i32 %104, 13, !dbg !1668
    #dbg_value(ptr %0, !995, !DIExpression(), !1669)
    #dbg_value(i32 %105, !1000, !DIExpression(), !1669)
  %106 = load ptr, ptr %0, align 8, !dbg !1671, !tbaa !955
    #dbg_value(ptr %106, !1001, !DIExpression(), !1669)
  %107 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1672
  %108 = load ptr, ptr %107, align 8, !dbg !1672, !tbaa !890
  %109 = getelementptr inbounds i8, ptr %108, i64 56, !dbg !1672
  %110 = load ptr, ptr %109, align 8, !dbg !1672, !tbaa !1006
  %111 = getelementptr inbounds i8, ptr %106, i64 64, !dbg !1672
  %112 = load ptr, ptr %111, align 8, !dbg !1672, !tbaa !957
  %113 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1672
  %114 = load i32, ptr %113, align 8, !dbg !1672, !tbaa !949
  %115 = getelementptr inbounds i8, ptr %106, i64 24, !dbg !1672
  %116 = tail call ptr @luaM_growaux_(ptr noundef %110, ptr noundef %112, i32 noundef %114, ptr noundef nonnull %115, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !1672
  store ptr %116, ptr %111, align 8, !dbg !1672, !tbaa !957
  %117 = load i32, ptr %113, align 8, !dbg !1673, !tbaa !949
  %118 = add nsw i32 %117, 1, !dbg !1673
  store i32 %118, ptr %113, align 8, !dbg !1673, !tbaa !949
  %119 = sext i32 %117 to i64, !dbg !1674
  %120 = getelementptr inbounds i32, ptr %116, i64 %119, !dbg !1674
  store i32 %105, ptr %120, align 4, !dbg !1675, !tbaa !963
  %121 = load ptr, ptr %107, align 8, !dbg !1676, !tbaa !890
  %122 = getelementptr inbounds i8, ptr %121, i64 8, !dbg !1677
  %123 = load i32, ptr %122, align 8, !dbg !1677, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %106, i32 noundef %123), !dbg !1678
  %124 = load i32, ptr %113, align 8, !dbg !1679, !tbaa !949
  %125 = add nsw i32 %124, -1, !dbg !1680
  store i32 %125, ptr %87, align 8, !dbg !1681, !tbaa !876
  store i32 17, ptr %1, align 8, !dbg !1682, !tbaa !870
  br label %248, !dbg !1683

126:                                              ; preds = %2
  %127 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1684
  %128 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !1686
  %129 = load i8, ptr %128, align 2, !dbg !1686, !tbaa !876
  %130 = zext i8 %129 to i32, !dbg !1687
    #dbg_value(ptr %0, !1651, !DIExpression(), !1688)
    #dbg_value(i32 %130, !1654, !DIExpression(), !1688)
  %131 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !1690
  %132 = icmp sgt i32 %131, %130, !dbg !1691
  br i1 %132, label %137, label %133, !dbg !1692

133:                                              ; preds = %126
  %134 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !1693
  %135 = load i8, ptr %134, align 4, !dbg !1694, !tbaa !1346
  %136 = add i8 %135, -1, !dbg !1694
  store i8 %136, ptr %134, align 4, !dbg !1694, !tbaa !1346
  br label %137, !dbg !1695

137:                                              ; preds = %126, %133
  %138 = load i8, ptr %128, align 2, !dbg !1696, !tbaa !876
  %139 = zext i8 %138 to i32, !dbg !1696
  %140 = load i16, ptr %127, align 8, !dbg !1696, !tbaa !876
  %141 = zext i16 %140 to i32, !dbg !1696
    #dbg_value(ptr %0, !982, !DIExpression(), !1697)
    #dbg_value(i32 14, !987, !DIExpression(), !1697)
    #dbg_value(i32 0, !988, !DIExpression(), !1697)
    #dbg_value(i32 %139, !989, !DIExpression(), !1697)
    #dbg_value(i16 %140, !990, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1697)
    #dbg_value(i32 0, !991, !DIExpression(), !1697)
  %142 = shl nuw nsw i32 %139, 16, !dbg !1699
  %143 = shl i32 %141, 24, !dbg !1699
  %144 = or disjoint i32 %142, %143, !dbg !1699
  %145 = or disjoint i32 %144, 14, !dbg !1699
    #dbg_value(ptr %0, !995, !DIExpression(), !1700)
    #dbg_value(i32 %145, !1000, !DIExpression(), !1700)
  %146 = load ptr, ptr %0, align 8, !dbg !1702, !tbaa !955
    #dbg_value(ptr %146, !1001, !DIExpression(), !1700)
  %147 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1703
  %148 = load ptr, ptr %147, align 8, !dbg !1703, !tbaa !890
  %149 = getelementptr inbounds i8, ptr %148, i64 56, !dbg !1703
  %150 = load ptr, ptr %149, align 8, !dbg !1703, !tbaa !1006
  %151 = getelementptr inbounds i8, ptr %146, i64 64, !dbg !1703
  %152 = load ptr, ptr %151, align 8, !dbg !1703, !tbaa !957
  %153 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1703
  %154 = load i32, ptr %153, align 8, !dbg !1703, !tbaa !949
  %155 = getelementptr inbounds i8, ptr %146, i64 24, !dbg !1703
  %156 = tail call ptr @luaM_growaux_(ptr noundef %150, ptr noundef %152, i32 noundef %154, ptr noundef nonnull %155, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !1703
  store ptr %156, ptr %151, align 8, !dbg !1703, !tbaa !957
  %157 = load i32, ptr %153, align 8, !dbg !1704, !tbaa !949
  %158 = add nsw i32 %157, 1, !dbg !1704
  store i32 %158, ptr %153, align 8, !dbg !1704, !tbaa !949
  %159 = sext i32 %157 to i64, !dbg !1705
  %160 = getelementptr inbounds i32, ptr %156, i64 %159, !dbg !1705
  store i32 %145, ptr %160, align 4, !dbg !1706, !tbaa !963
  %161 = load ptr, ptr %147, align 8, !dbg !1707, !tbaa !890
  %162 = getelementptr inbounds i8, ptr %161, i64 8, !dbg !1708
  %163 = load i32, ptr %162, align 8, !dbg !1708, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %146, i32 noundef %163), !dbg !1709
  %164 = load i32, ptr %153, align 8, !dbg !1710, !tbaa !949
  %165 = add nsw i32 %164, -1, !dbg !1711
  store i32 %165, ptr %127, align 8, !dbg !1712, !tbaa !876
  store i32 17, ptr %1, align 8, !dbg !1713, !tbaa !870
  br label %248, !dbg !1714

166:                                              ; preds = %2
  %167 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1715
  %168 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !1717
  %169 = load i8, ptr %168, align 2, !dbg !1717, !tbaa !876
  %170 = zext i8 %169 to i32, !dbg !1718
  %171 = load i16, ptr %167, align 8, !dbg !1719, !tbaa !876
  %172 = sext i16 %171 to i32, !dbg !1720
    #dbg_value(ptr %0, !1721, !DIExpression(), !1726)
    #dbg_value(i32 %170, !1724, !DIExpression(), !1726)
    #dbg_value(i32 %172, !1725, !DIExpression(), !1726)
  %173 = icmp sgt i32 %170, %172, !dbg !1728
    #dbg_value(ptr %0, !1651, !DIExpression(), !1730)
    #dbg_value(ptr %0, !1651, !DIExpression(), !1733)
  %174 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !1736
  br i1 %173, label %175, label %184, !dbg !1738

175:                                              ; preds = %166
    #dbg_value(i32 %170, !1654, !DIExpression(), !1730)
  %176 = icmp sgt i32 %174, %170, !dbg !1739
  br i1 %176, label %181, label %177, !dbg !1740

177:                                              ; preds = %175
  %178 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !1741
  %179 = load i8, ptr %178, align 4, !dbg !1742, !tbaa !1346
  %180 = add i8 %179, -1, !dbg !1742
  store i8 %180, ptr %178, align 4, !dbg !1742, !tbaa !1346
  br label %181, !dbg !1743

181:                                              ; preds = %177, %175
    #dbg_value(ptr %0, !1651, !DIExpression(), !1744)
    #dbg_value(i32 %172, !1654, !DIExpression(), !1744)
  %182 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !1746
  %183 = icmp sgt i32 %182, %172, !dbg !1747
  br i1 %183, label %197, label %193, !dbg !1748

184:                                              ; preds = %166
    #dbg_value(i32 %172, !1654, !DIExpression(), !1733)
  %185 = icmp sgt i32 %174, %172, !dbg !1749
  br i1 %185, label %190, label %186, !dbg !1750

186:                                              ; preds = %184
  %187 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !1751
  %188 = load i8, ptr %187, align 4, !dbg !1752, !tbaa !1346
  %189 = add i8 %188, -1, !dbg !1752
  store i8 %189, ptr %187, align 4, !dbg !1752, !tbaa !1346
  br label %190, !dbg !1753

190:                                              ; preds = %186, %184
    #dbg_value(ptr %0, !1651, !DIExpression(), !1754)
    #dbg_value(i32 %170, !1654, !DIExpression(), !1754)
  %191 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !1756
  %192 = icmp sgt i32 %191, %170, !dbg !1757
  br i1 %192, label %197, label %193, !dbg !1758

193:                                              ; preds = %190, %181
  %194 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !1759
  %195 = load i8, ptr %194, align 4, !dbg !1760, !tbaa !1346
  %196 = add i8 %195, -1, !dbg !1760
  store i8 %196, ptr %194, align 4, !dbg !1760, !tbaa !1346
  br label %197, !dbg !1761

197:                                              ; preds = %181, %190, %193
  %198 = load i8, ptr %168, align 2, !dbg !1762, !tbaa !876
  %199 = zext i8 %198 to i32, !dbg !1762
  %200 = load i16, ptr %167, align 8, !dbg !1762, !tbaa !876
  %201 = zext i16 %200 to i32, !dbg !1762
    #dbg_value(ptr %0, !982, !DIExpression(), !1763)
    #dbg_value(i32 12, !987, !DIExpression(), !1763)
    #dbg_value(i32 0, !988, !DIExpression(), !1763)
    #dbg_value(i32 %199, !989, !DIExpression(), !1763)
    #dbg_value(i16 %200, !990, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1763)
    #dbg_value(i32 0, !991, !DIExpression(), !1763)
  %202 = shl nuw nsw i32 %199, 16, !dbg !1765
  %203 = shl i32 %201, 24, !dbg !1765
  %204 = or disjoint i32 %202, %203, !dbg !1765
  %205 = or disjoint i32 %204, 12, !dbg !1765
    #dbg_value(ptr %0, !995, !DIExpression(), !1766)
    #dbg_value(i32 %205, !1000, !DIExpression(), !1766)
  %206 = load ptr, ptr %0, align 8, !dbg !1768, !tbaa !955
    #dbg_value(ptr %206, !1001, !DIExpression(), !1766)
  %207 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1769
  %208 = load ptr, ptr %207, align 8, !dbg !1769, !tbaa !890
  %209 = getelementptr inbounds i8, ptr %208, i64 56, !dbg !1769
  %210 = load ptr, ptr %209, align 8, !dbg !1769, !tbaa !1006
  %211 = getelementptr inbounds i8, ptr %206, i64 64, !dbg !1769
  %212 = load ptr, ptr %211, align 8, !dbg !1769, !tbaa !957
  %213 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1769
  %214 = load i32, ptr %213, align 8, !dbg !1769, !tbaa !949
  %215 = getelementptr inbounds i8, ptr %206, i64 24, !dbg !1769
  %216 = tail call ptr @luaM_growaux_(ptr noundef %210, ptr noundef %212, i32 noundef %214, ptr noundef nonnull %215, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !1769
  store ptr %216, ptr %211, align 8, !dbg !1769, !tbaa !957
  %217 = load i32, ptr %213, align 8, !dbg !1770, !tbaa !949
  %218 = add nsw i32 %217, 1, !dbg !1770
  store i32 %218, ptr %213, align 8, !dbg !1770, !tbaa !949
  %219 = sext i32 %217 to i64, !dbg !1771
  %220 = getelementptr inbounds i32, ptr %216, i64 %219, !dbg !1771
  store i32 %205, ptr %220, align 4, !dbg !1772, !tbaa !963
  %221 = load ptr, ptr %207, align 8, !dbg !1773, !tbaa !890
  %222 = getelementptr inbounds i8, ptr %221, i64 8, !dbg !1774
  %223 = load i32, ptr %222, align 8, !dbg !1774, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %206, i32 noundef %223), !dbg !1775
  %224 = load i32, ptr %213, align 8, !dbg !1776, !tbaa !949
  %225 = add nsw i32 %224, -1, !dbg !1777
  store i32 %225, ptr %167, align 8, !dbg !1778, !tbaa !876
  store i32 17, ptr %1, align 8, !dbg !1779, !tbaa !870
  br label %248, !dbg !1780

226:                                              ; preds = %2
  store i32 8, ptr %1, align 8, !dbg !1781, !tbaa !870
  %227 = load ptr, ptr %0, align 8, !dbg !1784, !tbaa !955
  %228 = getelementptr inbounds i8, ptr %227, i64 64, !dbg !1784
  %229 = load ptr, ptr %228, align 8, !dbg !1784, !tbaa !957
  %230 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1784
  %231 = load i32, ptr %230, align 8, !dbg !1784, !tbaa !876
  %232 = sext i32 %231 to i64, !dbg !1784
  %233 = getelementptr inbounds i32, ptr %229, i64 %232, !dbg !1784
  %234 = load i32, ptr %233, align 4, !dbg !1784, !tbaa !963
  %235 = lshr i32 %234, 7, !dbg !1784
  %236 = and i32 %235, 255, !dbg !1784
  store i32 %236, ptr %230, align 8, !dbg !1785, !tbaa !876
  br label %248, !dbg !1786

237:                                              ; preds = %2
  %238 = load ptr, ptr %0, align 8, !dbg !1787, !tbaa !955
  %239 = getelementptr inbounds i8, ptr %238, i64 64, !dbg !1787
  %240 = load ptr, ptr %239, align 8, !dbg !1787, !tbaa !957
  %241 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1787
  %242 = load i32, ptr %241, align 8, !dbg !1787, !tbaa !876
  %243 = sext i32 %242 to i64, !dbg !1787
  %244 = getelementptr inbounds i32, ptr %240, i64 %243, !dbg !1787
  %245 = load i32, ptr %244, align 4, !dbg !1787, !tbaa !963
  %246 = and i32 %245, 16777215, !dbg !1787
  %247 = or disjoint i32 %246, 33554432, !dbg !1787
  store i32 %247, ptr %244, align 4, !dbg !1787, !tbaa !963
  store i32 17, ptr %1, align 8, !dbg !1788, !tbaa !870
  br label %248, !dbg !1789

248:                                              ; preds = %2, %237, %226, %24, %23, %22, %21, %19, %17, %4, %197, %137, %97, %55, %30, %26
  ret void, !dbg !1790
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_exp2nextreg(ptr noundef %0, ptr nocapture noundef %1) local_unnamed_addr #5 !dbg !1791 {
    #dbg_value(ptr %0, !1793, !DIExpression(), !1795)
    #dbg_value(ptr %1, !1794, !DIExpression(), !1795)
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %1), !dbg !1796
    #dbg_value(ptr %0, !1797, !DIExpression(), !1801)
    #dbg_value(ptr %1, !1800, !DIExpression(), !1801)
  %3 = load i32, ptr %1, align 8, !dbg !1803, !tbaa !870
  %4 = icmp eq i32 %3, 8, !dbg !1805
  br i1 %4, label %5, label %14, !dbg !1806

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1807
  %7 = load i32, ptr %6, align 8, !dbg !1808, !tbaa !876
    #dbg_value(ptr %0, !1651, !DIExpression(), !1809)
    #dbg_value(i32 %7, !1654, !DIExpression(), !1809)
  %8 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !1811
  %9 = icmp sgt i32 %8, %7, !dbg !1812
  br i1 %9, label %14, label %10, !dbg !1813

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !1814
  %12 = load i8, ptr %11, align 4, !dbg !1815, !tbaa !1346
  %13 = add i8 %12, -1, !dbg !1815
  store i8 %13, ptr %11, align 4, !dbg !1815, !tbaa !1346
  br label %14, !dbg !1816

14:                                               ; preds = %2, %5, %10
    #dbg_value(ptr %0, !1368, !DIExpression(), !1817)
    #dbg_value(i32 1, !1369, !DIExpression(), !1817)
    #dbg_value(ptr %0, !1341, !DIExpression(), !1819)
    #dbg_value(i32 1, !1342, !DIExpression(), !1819)
  %15 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !1821
  %16 = load i8, ptr %15, align 4, !dbg !1821, !tbaa !1346
  %17 = add i8 %16, 1, !dbg !1822
    #dbg_value(i8 %16, !1343, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !1819)
  %18 = load ptr, ptr %0, align 8, !dbg !1823, !tbaa !955
  %19 = getelementptr inbounds i8, ptr %18, i64 12, !dbg !1824
  %20 = load i8, ptr %19, align 4, !dbg !1824, !tbaa !1352
  %21 = icmp ult i8 %16, %20, !dbg !1825
  br i1 %21, label %28, label %22, !dbg !1826

22:                                               ; preds = %14
  %23 = icmp ugt i8 %16, -3, !dbg !1827
  br i1 %23, label %24, label %27, !dbg !1828

24:                                               ; preds = %22
  %25 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1829
  %26 = load ptr, ptr %25, align 8, !dbg !1829, !tbaa !890
  tail call void @luaX_syntaxerror(ptr noundef %26, ptr noundef nonnull @.str.1) #12, !dbg !1830
  unreachable, !dbg !1830

27:                                               ; preds = %22
  store i8 %17, ptr %19, align 4, !dbg !1831, !tbaa !1352
  br label %28, !dbg !1832

28:                                               ; preds = %14, %27
  store i8 %17, ptr %15, align 4, !dbg !1833, !tbaa !1346
  %29 = zext i8 %17 to i32, !dbg !1834
  %30 = add nsw i32 %29, -1, !dbg !1835
  tail call fastcc void @exp2reg(ptr noundef nonnull %0, ptr noundef nonnull %1, i32 noundef %30), !dbg !1836
  ret void, !dbg !1837
}

; Function Attrs: nounwind uwtable
define internal fastcc void @exp2reg(ptr noundef %0, ptr nocapture noundef %1, i32 noundef %2) unnamed_addr #5 !dbg !1838 {
    #dbg_value(ptr %0, !1840, !DIExpression(), !1851)
    #dbg_value(ptr %1, !1841, !DIExpression(), !1851)
    #dbg_value(i32 %2, !1842, !DIExpression(), !1851)
  tail call fastcc void @discharge2reg(ptr noundef %0, ptr noundef %1, i32 noundef %2), !dbg !1852
  %4 = load i32, ptr %1, align 8, !dbg !1853, !tbaa !870
  %5 = icmp eq i32 %4, 16, !dbg !1855
  br i1 %5, label %6, label %45, !dbg !1856

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1857
  %8 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1858
  %9 = load i32, ptr %8, align 8, !dbg !1859, !tbaa !876
    #dbg_value(ptr %0, !1035, !DIExpression(), !1860)
    #dbg_value(ptr %7, !1036, !DIExpression(), !1860)
    #dbg_value(i32 %9, !1037, !DIExpression(), !1860)
  %10 = icmp eq i32 %9, -1, !dbg !1862
  br i1 %10, label %45, label %11, !dbg !1863

11:                                               ; preds = %6
  %12 = load i32, ptr %7, align 4, !dbg !1864, !tbaa !963
  %13 = icmp eq i32 %12, -1, !dbg !1865
  br i1 %13, label %18, label %14, !dbg !1866

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !955
  %16 = getelementptr inbounds i8, ptr %15, i64 64
  %17 = load ptr, ptr %16, align 8, !tbaa !957
  br label %19, !dbg !1867

18:                                               ; preds = %11
  store i32 %9, ptr %7, align 4, !dbg !1868, !tbaa !963
  br label %45, !dbg !1869

19:                                               ; preds = %19, %14
  %20 = phi i32 [ %28, %19 ], [ %12, %14 ], !dbg !1870
    #dbg_value(i32 %20, !1038, !DIExpression(), !1870)
    #dbg_value(ptr %0, !1053, !DIExpression(), !1871)
    #dbg_value(i32 %20, !1058, !DIExpression(), !1871)
  %21 = sext i32 %20 to i64, !dbg !1873
  %22 = getelementptr inbounds i32, ptr %17, i64 %21, !dbg !1873
  %23 = load i32, ptr %22, align 4, !dbg !1873, !tbaa !963
  %24 = lshr i32 %23, 7, !dbg !1873
  %25 = add nsw i32 %24, -16777215, !dbg !1873
    #dbg_value(i32 %25, !1059, !DIExpression(), !1871)
  %26 = icmp eq i32 %25, -1, !dbg !1874
  %27 = add nuw nsw i32 %20, 1, !dbg !1875
  %28 = add nsw i32 %27, %25, !dbg !1875
    #dbg_value(i32 poison, !1042, !DIExpression(), !1870)
  %29 = icmp eq i32 %28, -1, !dbg !1876
  %30 = select i1 %26, i1 true, i1 %29, !dbg !1876
  br i1 %30, label %31, label %19, !dbg !1867, !llvm.loop !1877

31:                                               ; preds = %19
    #dbg_value(ptr %0, !1070, !DIExpression(), !1879)
    #dbg_value(i32 %20, !1073, !DIExpression(), !1879)
    #dbg_value(i32 %9, !1074, !DIExpression(), !1879)
    #dbg_value(!DIArgList(ptr poison, i32 poison), !1075, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !1879)
  %32 = xor i32 %20, -1, !dbg !1881
  %33 = add i32 %9, %32, !dbg !1882
    #dbg_value(i32 %33, !1076, !DIExpression(), !1879)
  %34 = add i32 %33, 16777215, !dbg !1883
  %35 = icmp ult i32 %34, 33554432, !dbg !1883
  br i1 %35, label %39, label %36, !dbg !1883

36:                                               ; preds = %31
  %37 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1884
  %38 = load ptr, ptr %37, align 8, !dbg !1884, !tbaa !890
  tail call void @luaX_syntaxerror(ptr noundef %38, ptr noundef nonnull @.str.2) #12, !dbg !1885
  unreachable, !dbg !1885

39:                                               ; preds = %31
  %40 = getelementptr inbounds i32, ptr %17, i64 %21
    #dbg_value(!DIArgList(ptr %17, i32 %20), !1075, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !1879)
    #dbg_value(!DIArgList(ptr %17, i64 %21), !1075, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !1879)
    #dbg_value(ptr %40, !1075, !DIExpression(), !1879)
  %41 = and i32 %23, 127, !dbg !1886
  %42 = shl i32 %33, 7, !dbg !1886
  %43 = add i32 %42, 2147483520, !dbg !1886
  %44 = or disjoint i32 %43, %41, !dbg !1886
  store i32 %44, ptr %40, align 4, !dbg !1886, !tbaa !963
  br label %45

45:                                               ; preds = %39, %18, %6, %3
  %46 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1887
  %47 = load i32, ptr %46, align 8, !dbg !1887, !tbaa !865
  %48 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !1887
  %49 = load i32, ptr %48, align 4, !dbg !1887, !tbaa !867
  %50 = icmp eq i32 %47, %49, !dbg !1887
  br i1 %50, label %201, label %51, !dbg !1888

51:                                               ; preds = %45
    #dbg_value(i32 -1, !1846, !DIExpression(), !1889)
    #dbg_value(i32 -1, !1847, !DIExpression(), !1889)
    #dbg_value(ptr %0, !1890, !DIExpression(), !1898)
    #dbg_value(i32 %47, !1893, !DIExpression(), !1898)
  %52 = icmp eq i32 %47, -1, !dbg !1900
  br i1 %52, label %86, label %53, !dbg !1901

53:                                               ; preds = %51
  %54 = load ptr, ptr %0, align 8, !tbaa !955
  %55 = getelementptr inbounds i8, ptr %54, i64 64
  %56 = load ptr, ptr %55, align 8, !tbaa !957
  br label %57, !dbg !1901

57:                                               ; preds = %77, %53
  %58 = phi i32 [ %47, %53 ], [ %83, %77 ]
    #dbg_value(i32 %58, !1893, !DIExpression(), !1898)
    #dbg_value(ptr %0, !1186, !DIExpression(), !1902)
    #dbg_value(i32 %58, !1191, !DIExpression(), !1902)
  %59 = sext i32 %58 to i64, !dbg !1904
  %60 = getelementptr inbounds i32, ptr %56, i64 %59, !dbg !1904
    #dbg_value(ptr %60, !1192, !DIExpression(), !1902)
  %61 = icmp sgt i32 %58, 0, !dbg !1905
  br i1 %61, label %62, label %71, !dbg !1906

62:                                               ; preds = %57
  %63 = getelementptr inbounds i8, ptr %60, i64 -4, !dbg !1907
  %64 = load i32, ptr %63, align 4, !dbg !1907, !tbaa !963
  %65 = and i32 %64, 127, !dbg !1907
  %66 = zext nneg i32 %65 to i64, !dbg !1907
  %67 = getelementptr inbounds [83 x i8], ptr @luaP_opmodes, i64 0, i64 %66, !dbg !1907
  %68 = load i8, ptr %67, align 1, !dbg !1907, !tbaa !876
  %69 = and i8 %68, 16, !dbg !1907
  %70 = icmp eq i8 %69, 0, !dbg !1907
  br i1 %70, label %71, label %73, !dbg !1908

71:                                               ; preds = %62, %57
  %72 = load i32, ptr %60, align 4, !dbg !1909, !tbaa !963
  br label %73, !dbg !1910

73:                                               ; preds = %71, %62
  %74 = phi i32 [ %72, %71 ], [ %64, %62 ], !dbg !1909
    #dbg_value(i32 %74, !1894, !DIExpression(), !1911)
  %75 = and i32 %74, 127, !dbg !1912
  %76 = icmp eq i32 %75, 67, !dbg !1914
  br i1 %76, label %77, label %121

77:                                               ; preds = %73
    #dbg_value(ptr %0, !1053, !DIExpression(), !1915)
    #dbg_value(i32 %58, !1058, !DIExpression(), !1915)
  %78 = load i32, ptr %60, align 4, !dbg !1917, !tbaa !963
  %79 = lshr i32 %78, 7, !dbg !1917
  %80 = add nsw i32 %79, -16777215, !dbg !1917
    #dbg_value(i32 %80, !1059, !DIExpression(), !1915)
  %81 = icmp eq i32 %80, -1, !dbg !1918
  %82 = add nuw nsw i32 %58, 1, !dbg !1919
  %83 = add nsw i32 %82, %80, !dbg !1919
    #dbg_value(i32 poison, !1893, !DIExpression(), !1898)
  %84 = icmp eq i32 %83, -1, !dbg !1900
  %85 = select i1 %81, i1 true, i1 %84, !dbg !1900
  br i1 %85, label %86, label %57, !dbg !1901

86:                                               ; preds = %77, %51
    #dbg_value(ptr %0, !1890, !DIExpression(), !1920)
    #dbg_value(i32 %49, !1893, !DIExpression(), !1920)
  %87 = icmp eq i32 %49, -1, !dbg !1922
  br i1 %87, label %193, label %88, !dbg !1923

88:                                               ; preds = %86
  %89 = load ptr, ptr %0, align 8, !tbaa !955
  %90 = getelementptr inbounds i8, ptr %89, i64 64
  %91 = load ptr, ptr %90, align 8, !tbaa !957
  br label %92, !dbg !1923

92:                                               ; preds = %112, %88
  %93 = phi i32 [ %49, %88 ], [ %118, %112 ]
    #dbg_value(i32 %93, !1893, !DIExpression(), !1920)
    #dbg_value(ptr %0, !1186, !DIExpression(), !1924)
    #dbg_value(i32 %93, !1191, !DIExpression(), !1924)
  %94 = sext i32 %93 to i64, !dbg !1926
  %95 = getelementptr inbounds i32, ptr %91, i64 %94, !dbg !1926
    #dbg_value(ptr %95, !1192, !DIExpression(), !1924)
  %96 = icmp sgt i32 %93, 0, !dbg !1927
  br i1 %96, label %97, label %106, !dbg !1928

97:                                               ; preds = %92
  %98 = getelementptr inbounds i8, ptr %95, i64 -4, !dbg !1929
  %99 = load i32, ptr %98, align 4, !dbg !1929, !tbaa !963
  %100 = and i32 %99, 127, !dbg !1929
  %101 = zext nneg i32 %100 to i64, !dbg !1929
  %102 = getelementptr inbounds [83 x i8], ptr @luaP_opmodes, i64 0, i64 %101, !dbg !1929
  %103 = load i8, ptr %102, align 1, !dbg !1929, !tbaa !876
  %104 = and i8 %103, 16, !dbg !1929
  %105 = icmp eq i8 %104, 0, !dbg !1929
  br i1 %105, label %106, label %108, !dbg !1930

106:                                              ; preds = %97, %92
  %107 = load i32, ptr %95, align 4, !dbg !1931, !tbaa !963
  br label %108, !dbg !1932

108:                                              ; preds = %106, %97
  %109 = phi i32 [ %107, %106 ], [ %99, %97 ], !dbg !1931
    #dbg_value(i32 %109, !1894, !DIExpression(), !1933)
  %110 = and i32 %109, 127, !dbg !1934
  %111 = icmp eq i32 %110, 67, !dbg !1935
  br i1 %111, label %112, label %121

112:                                              ; preds = %108
    #dbg_value(ptr %0, !1053, !DIExpression(), !1936)
    #dbg_value(i32 %93, !1058, !DIExpression(), !1936)
  %113 = load i32, ptr %95, align 4, !dbg !1938, !tbaa !963
  %114 = lshr i32 %113, 7, !dbg !1938
  %115 = add nsw i32 %114, -16777215, !dbg !1938
    #dbg_value(i32 %115, !1059, !DIExpression(), !1936)
  %116 = icmp eq i32 %115, -1, !dbg !1939
  %117 = add nuw nsw i32 %93, 1, !dbg !1940
  %118 = add nsw i32 %117, %115, !dbg !1940
    #dbg_value(i32 poison, !1893, !DIExpression(), !1920)
  %119 = icmp eq i32 %118, -1, !dbg !1922
  %120 = select i1 %116, i1 true, i1 %119, !dbg !1922
  br i1 %120, label %193, label %92, !dbg !1923

121:                                              ; preds = %73, %108
  %122 = phi ptr [ %91, %108 ], [ %56, %73 ]
  %123 = phi ptr [ %89, %108 ], [ %54, %73 ]
  %124 = load i32, ptr %1, align 8, !dbg !1941, !tbaa !870
  %125 = icmp eq i32 %124, 16, !dbg !1942
  br i1 %125, label %126, label %129, !dbg !1943

126:                                              ; preds = %121
  %127 = getelementptr inbounds i8, ptr %0, i64 32
  %128 = load i32, ptr %127, align 8, !dbg !1944, !tbaa !949
  br label %149, !dbg !1943

129:                                              ; preds = %121
    #dbg_value(ptr %0, !1091, !DIExpression(), !1954)
    #dbg_value(ptr %0, !1093, !DIExpression(), !1956)
    #dbg_value(i32 56, !1098, !DIExpression(), !1956)
    #dbg_value(i32 -1, !1099, !DIExpression(), !1956)
    #dbg_value(i32 0, !1100, !DIExpression(), !1956)
    #dbg_value(i32 16777214, !1101, !DIExpression(), !1956)
    #dbg_value(ptr %0, !995, !DIExpression(), !1958)
    #dbg_value(i32 2147483448, !1000, !DIExpression(), !1958)
    #dbg_value(ptr %123, !1001, !DIExpression(), !1958)
  %130 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1960
  %131 = load ptr, ptr %130, align 8, !dbg !1960, !tbaa !890
  %132 = getelementptr inbounds i8, ptr %131, i64 56, !dbg !1960
  %133 = load ptr, ptr %132, align 8, !dbg !1960, !tbaa !1006
  %134 = getelementptr inbounds i8, ptr %123, i64 64, !dbg !1960
  %135 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1960
  %136 = load i32, ptr %135, align 8, !dbg !1960, !tbaa !949
  %137 = getelementptr inbounds i8, ptr %123, i64 24, !dbg !1960
  %138 = tail call ptr @luaM_growaux_(ptr noundef %133, ptr noundef nonnull %122, i32 noundef %136, ptr noundef nonnull %137, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !1960
  store ptr %138, ptr %134, align 8, !dbg !1960, !tbaa !957
  %139 = load i32, ptr %135, align 8, !dbg !1961, !tbaa !949
  %140 = add nsw i32 %139, 1, !dbg !1961
  store i32 %140, ptr %135, align 8, !dbg !1961, !tbaa !949
  %141 = sext i32 %139 to i64, !dbg !1962
  %142 = getelementptr inbounds i32, ptr %138, i64 %141, !dbg !1962
  store i32 2147483448, ptr %142, align 4, !dbg !1963, !tbaa !963
  %143 = load ptr, ptr %130, align 8, !dbg !1964, !tbaa !890
  %144 = getelementptr inbounds i8, ptr %143, i64 8, !dbg !1965
  %145 = load i32, ptr %144, align 8, !dbg !1965, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %123, i32 noundef %145), !dbg !1966
  %146 = load i32, ptr %135, align 8, !dbg !1967, !tbaa !949
  %147 = add nsw i32 %146, -1, !dbg !1968
  %148 = load ptr, ptr %0, align 8, !dbg !1969, !tbaa !955
  br label %149, !dbg !1943

149:                                              ; preds = %126, %129
  %150 = phi ptr [ %148, %129 ], [ %123, %126 ], !dbg !1969
  %151 = phi i32 [ %146, %129 ], [ %128, %126 ], !dbg !1944
  %152 = phi i32 [ %147, %129 ], [ -1, %126 ], !dbg !1943
    #dbg_value(i32 %152, !1848, !DIExpression(), !1972)
    #dbg_value(ptr %0, !1950, !DIExpression(), !1973)
    #dbg_value(i32 %2, !1951, !DIExpression(), !1973)
    #dbg_value(i32 6, !1952, !DIExpression(), !1973)
    #dbg_value(ptr %0, !1141, !DIExpression(), !1974)
  %153 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1944
  %154 = getelementptr inbounds i8, ptr %0, i64 36, !dbg !1975
  store i32 %151, ptr %154, align 4, !dbg !1976, !tbaa !951
    #dbg_value(ptr %0, !982, !DIExpression(), !1977)
    #dbg_value(i32 6, !987, !DIExpression(), !1977)
    #dbg_value(i32 %2, !988, !DIExpression(), !1977)
    #dbg_value(i32 0, !989, !DIExpression(), !1977)
    #dbg_value(i32 0, !990, !DIExpression(), !1977)
    #dbg_value(i32 0, !991, !DIExpression(), !1977)
  %155 = shl i32 %2, 7, !dbg !1978
  %156 = or disjoint i32 %155, 6, !dbg !1978
    #dbg_value(ptr %0, !995, !DIExpression(), !1979)
    #dbg_value(i32 %156, !1000, !DIExpression(), !1979)
    #dbg_value(ptr %150, !1001, !DIExpression(), !1979)
  %157 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1980
  %158 = load ptr, ptr %157, align 8, !dbg !1980, !tbaa !890
  %159 = getelementptr inbounds i8, ptr %158, i64 56, !dbg !1980
  %160 = load ptr, ptr %159, align 8, !dbg !1980, !tbaa !1006
  %161 = getelementptr inbounds i8, ptr %150, i64 64, !dbg !1980
  %162 = load ptr, ptr %161, align 8, !dbg !1980, !tbaa !957
  %163 = getelementptr inbounds i8, ptr %150, i64 24, !dbg !1980
  %164 = tail call ptr @luaM_growaux_(ptr noundef %160, ptr noundef %162, i32 noundef %151, ptr noundef nonnull %163, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !1980
  store ptr %164, ptr %161, align 8, !dbg !1980, !tbaa !957
  %165 = load i32, ptr %153, align 8, !dbg !1981, !tbaa !949
  %166 = add nsw i32 %165, 1, !dbg !1981
  store i32 %166, ptr %153, align 8, !dbg !1981, !tbaa !949
  %167 = sext i32 %165 to i64, !dbg !1982
  %168 = getelementptr inbounds i32, ptr %164, i64 %167, !dbg !1982
  store i32 %156, ptr %168, align 4, !dbg !1983, !tbaa !963
  %169 = load ptr, ptr %157, align 8, !dbg !1984, !tbaa !890
  %170 = getelementptr inbounds i8, ptr %169, i64 8, !dbg !1985
  %171 = load i32, ptr %170, align 8, !dbg !1985, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %150, i32 noundef %171), !dbg !1986
  %172 = load i32, ptr %153, align 8, !dbg !1987, !tbaa !949
  %173 = add nsw i32 %172, -1, !dbg !1988
    #dbg_value(i32 %173, !1846, !DIExpression(), !1889)
    #dbg_value(ptr %0, !1950, !DIExpression(), !1989)
    #dbg_value(i32 %2, !1951, !DIExpression(), !1989)
    #dbg_value(i32 7, !1952, !DIExpression(), !1989)
    #dbg_value(ptr %0, !1141, !DIExpression(), !1991)
  store i32 %172, ptr %154, align 4, !dbg !1993, !tbaa !951
    #dbg_value(ptr %0, !982, !DIExpression(), !1994)
    #dbg_value(i32 7, !987, !DIExpression(), !1994)
    #dbg_value(i32 %2, !988, !DIExpression(), !1994)
    #dbg_value(i32 0, !989, !DIExpression(), !1994)
    #dbg_value(i32 0, !990, !DIExpression(), !1994)
    #dbg_value(i32 0, !991, !DIExpression(), !1994)
  %174 = or disjoint i32 %155, 7, !dbg !1996
    #dbg_value(ptr %0, !995, !DIExpression(), !1997)
    #dbg_value(i32 %174, !1000, !DIExpression(), !1997)
  %175 = load ptr, ptr %0, align 8, !dbg !1999, !tbaa !955
    #dbg_value(ptr %175, !1001, !DIExpression(), !1997)
  %176 = load ptr, ptr %157, align 8, !dbg !2000, !tbaa !890
  %177 = getelementptr inbounds i8, ptr %176, i64 56, !dbg !2000
  %178 = load ptr, ptr %177, align 8, !dbg !2000, !tbaa !1006
  %179 = getelementptr inbounds i8, ptr %175, i64 64, !dbg !2000
  %180 = load ptr, ptr %179, align 8, !dbg !2000, !tbaa !957
  %181 = getelementptr inbounds i8, ptr %175, i64 24, !dbg !2000
  %182 = tail call ptr @luaM_growaux_(ptr noundef %178, ptr noundef %180, i32 noundef %172, ptr noundef nonnull %181, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !2000
  store ptr %182, ptr %179, align 8, !dbg !2000, !tbaa !957
  %183 = load i32, ptr %153, align 8, !dbg !2001, !tbaa !949
  %184 = add nsw i32 %183, 1, !dbg !2001
  store i32 %184, ptr %153, align 8, !dbg !2001, !tbaa !949
  %185 = sext i32 %183 to i64, !dbg !2002
  %186 = getelementptr inbounds i32, ptr %182, i64 %185, !dbg !2002
  store i32 %174, ptr %186, align 4, !dbg !2003, !tbaa !963
  %187 = load ptr, ptr %157, align 8, !dbg !2004, !tbaa !890
  %188 = getelementptr inbounds i8, ptr %187, i64 8, !dbg !2005
  %189 = load i32, ptr %188, align 8, !dbg !2005, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %175, i32 noundef %189), !dbg !2006
  %190 = load i32, ptr %153, align 8, !dbg !2007, !tbaa !949
  %191 = add nsw i32 %190, -1, !dbg !2008
    #dbg_value(i32 %191, !1847, !DIExpression(), !1889)
    #dbg_value(ptr %0, !1240, !DIExpression(), !2009)
    #dbg_value(i32 %152, !1241, !DIExpression(), !2009)
    #dbg_value(ptr %0, !1141, !DIExpression(), !2011)
  store i32 %190, ptr %154, align 4, !dbg !2013, !tbaa !951
    #dbg_value(i32 %190, !1242, !DIExpression(), !2009)
    #dbg_value(ptr %0, !1149, !DIExpression(), !2014)
    #dbg_value(i32 %152, !1150, !DIExpression(), !2014)
    #dbg_value(i32 %190, !1151, !DIExpression(), !2014)
  tail call fastcc void @patchlistaux(ptr noundef nonnull readonly %0, i32 noundef %152, i32 noundef %190, i32 noundef 255, i32 noundef %190), !dbg !2016
  %192 = load i32, ptr %48, align 4, !dbg !2017, !tbaa !867
  br label %193, !dbg !2018

193:                                              ; preds = %112, %86, %149
  %194 = phi i32 [ %192, %149 ], [ -1, %86 ], [ %49, %112 ], !dbg !2017
  %195 = phi i32 [ %191, %149 ], [ -1, %86 ], [ -1, %112 ], !dbg !1889
  %196 = phi i32 [ %173, %149 ], [ -1, %86 ], [ -1, %112 ], !dbg !1889
    #dbg_value(i32 %196, !1846, !DIExpression(), !1889)
    #dbg_value(i32 %195, !1847, !DIExpression(), !1889)
    #dbg_value(ptr %0, !1141, !DIExpression(), !2019)
  %197 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2021
  %198 = load i32, ptr %197, align 8, !dbg !2021, !tbaa !949
  %199 = getelementptr inbounds i8, ptr %0, i64 36, !dbg !2022
  store i32 %198, ptr %199, align 4, !dbg !2023, !tbaa !951
    #dbg_value(i32 %198, !1843, !DIExpression(), !1889)
  tail call fastcc void @patchlistaux(ptr noundef %0, i32 noundef %194, i32 noundef %198, i32 noundef %2, i32 noundef %196), !dbg !2024
  %200 = load i32, ptr %46, align 8, !dbg !2025, !tbaa !865
  tail call fastcc void @patchlistaux(ptr noundef %0, i32 noundef %200, i32 noundef %198, i32 noundef %2, i32 noundef %195), !dbg !2026
  br label %201, !dbg !2027

201:                                              ; preds = %193, %45
  store i32 -1, ptr %46, align 8, !dbg !2028, !tbaa !865
  store i32 -1, ptr %48, align 4, !dbg !2029, !tbaa !867
  %202 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2030
  store i32 %2, ptr %202, align 8, !dbg !2031, !tbaa !876
  store i32 8, ptr %1, align 8, !dbg !2032, !tbaa !870
  ret void, !dbg !2033
}

; Function Attrs: nounwind uwtable
define hidden i32 @luaK_exp2anyreg(ptr noundef %0, ptr nocapture noundef %1) local_unnamed_addr #5 !dbg !2034 {
    #dbg_value(ptr %0, !2038, !DIExpression(), !2040)
    #dbg_value(ptr %1, !2039, !DIExpression(), !2040)
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %1), !dbg !2041
  %3 = load i32, ptr %1, align 8, !dbg !2042, !tbaa !870
  %4 = icmp eq i32 %3, 8, !dbg !2044
  br i1 %4, label %5, label %18, !dbg !2045

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !2046
  %7 = load i32, ptr %6, align 8, !dbg !2046, !tbaa !865
  %8 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !2046
  %9 = load i32, ptr %8, align 4, !dbg !2046, !tbaa !867
  %10 = icmp eq i32 %7, %9, !dbg !2046
  %11 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2049
  br i1 %10, label %20, label %12, !dbg !2050

12:                                               ; preds = %5
  %13 = load i32, ptr %11, align 8, !dbg !2051, !tbaa !876
  %14 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !2053
  %15 = icmp slt i32 %13, %14, !dbg !2054
  br i1 %15, label %18, label %16, !dbg !2055

16:                                               ; preds = %12
  %17 = load i32, ptr %11, align 8, !dbg !2056, !tbaa !876
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %1, i32 noundef %17), !dbg !2058
  br label %20, !dbg !2059

18:                                               ; preds = %12, %2
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %1), !dbg !2060
  %19 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2061
  br label %20, !dbg !2062

20:                                               ; preds = %5, %18, %16
  %21 = phi ptr [ %11, %16 ], [ %19, %18 ], [ %11, %5 ]
  %22 = load i32, ptr %21, align 8, !dbg !2040, !tbaa !876
  ret i32 %22, !dbg !2063
}

declare !dbg !2064 hidden i32 @luaY_nvarstack(ptr noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define hidden void @luaK_exp2anyregup(ptr noundef %0, ptr nocapture noundef %1) local_unnamed_addr #5 !dbg !2065 {
    #dbg_value(ptr %0, !2067, !DIExpression(), !2069)
    #dbg_value(ptr %1, !2068, !DIExpression(), !2069)
  %3 = load i32, ptr %1, align 8, !dbg !2070, !tbaa !870
  %4 = icmp eq i32 %3, 10, !dbg !2072
  br i1 %4, label %5, label %11, !dbg !2073

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !2074
  %7 = load i32, ptr %6, align 8, !dbg !2074, !tbaa !865
  %8 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !2074
  %9 = load i32, ptr %8, align 4, !dbg !2074, !tbaa !867
  %10 = icmp eq i32 %7, %9, !dbg !2074
  br i1 %10, label %28, label %11, !dbg !2075

11:                                               ; preds = %5, %2
    #dbg_value(ptr %0, !2038, !DIExpression(), !2076)
    #dbg_value(ptr %1, !2039, !DIExpression(), !2076)
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef nonnull %1), !dbg !2078
  %12 = load i32, ptr %1, align 8, !dbg !2079, !tbaa !870
  %13 = icmp eq i32 %12, 8, !dbg !2080
  br i1 %13, label %14, label %27, !dbg !2081

14:                                               ; preds = %11
  %15 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !2082
  %16 = load i32, ptr %15, align 8, !dbg !2082, !tbaa !865
  %17 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !2082
  %18 = load i32, ptr %17, align 4, !dbg !2082, !tbaa !867
  %19 = icmp eq i32 %16, %18, !dbg !2082
  %20 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2083
  br i1 %19, label %28, label %21, !dbg !2084

21:                                               ; preds = %14
  %22 = load i32, ptr %20, align 8, !dbg !2085, !tbaa !876
  %23 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !2086
  %24 = icmp slt i32 %22, %23, !dbg !2087
  br i1 %24, label %27, label %25, !dbg !2088

25:                                               ; preds = %21
  %26 = load i32, ptr %20, align 8, !dbg !2089, !tbaa !876
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %1, i32 noundef %26), !dbg !2090
  br label %28, !dbg !2091

27:                                               ; preds = %21, %11
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %1), !dbg !2092
  br label %28, !dbg !2093

28:                                               ; preds = %27, %25, %14, %5
  ret void, !dbg !2094
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_exp2val(ptr noundef %0, ptr nocapture noundef %1) local_unnamed_addr #5 !dbg !2095 {
    #dbg_value(ptr %0, !2097, !DIExpression(), !2099)
    #dbg_value(ptr %1, !2098, !DIExpression(), !2099)
  %3 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !2100
  %4 = load i32, ptr %3, align 8, !dbg !2100, !tbaa !865
  %5 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !2100
  %6 = load i32, ptr %5, align 4, !dbg !2100, !tbaa !867
  %7 = icmp eq i32 %4, %6, !dbg !2100
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef nonnull %1), !dbg !2102
  br i1 %7, label %23, label %8, !dbg !2103

8:                                                ; preds = %2
    #dbg_value(ptr %0, !2038, !DIExpression(), !2104)
    #dbg_value(ptr %1, !2039, !DIExpression(), !2104)
  %9 = load i32, ptr %1, align 8, !dbg !2106, !tbaa !870
  %10 = icmp eq i32 %9, 8, !dbg !2107
  br i1 %10, label %11, label %22, !dbg !2108

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 8, !dbg !2109, !tbaa !865
  %13 = load i32, ptr %5, align 4, !dbg !2109, !tbaa !867
  %14 = icmp eq i32 %12, %13, !dbg !2109
  %15 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2110
  br i1 %14, label %23, label %16, !dbg !2111

16:                                               ; preds = %11
  %17 = load i32, ptr %15, align 8, !dbg !2112, !tbaa !876
  %18 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !2113
  %19 = icmp slt i32 %17, %18, !dbg !2114
  br i1 %19, label %22, label %20, !dbg !2115

20:                                               ; preds = %16
  %21 = load i32, ptr %15, align 8, !dbg !2116, !tbaa !876
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %1, i32 noundef %21), !dbg !2117
  br label %23, !dbg !2118

22:                                               ; preds = %16, %8
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %1), !dbg !2119
  br label %23, !dbg !2120

23:                                               ; preds = %2, %22, %20, %11
  ret void, !dbg !2121
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_storevar(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2) local_unnamed_addr #5 !dbg !2122 {
    #dbg_value(ptr %0, !2126, !DIExpression(), !2132)
    #dbg_value(ptr %1, !2127, !DIExpression(), !2132)
    #dbg_value(ptr %2, !2128, !DIExpression(), !2132)
  %4 = load i32, ptr %1, align 8, !dbg !2133, !tbaa !870
  switch i32 %4, label %140 [
    i32 9, label %5
    i32 10, label %21
    i32 13, label %48
    i32 14, label %66
    i32 15, label %84
    i32 12, label %102
  ], !dbg !2134

5:                                                ; preds = %3
    #dbg_value(ptr %0, !1797, !DIExpression(), !2135)
    #dbg_value(ptr %2, !1800, !DIExpression(), !2135)
  %6 = load i32, ptr %2, align 8, !dbg !2138, !tbaa !870
  %7 = icmp eq i32 %6, 8, !dbg !2139
  br i1 %7, label %8, label %17, !dbg !2140

8:                                                ; preds = %5
  %9 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2141
  %10 = load i32, ptr %9, align 8, !dbg !2142, !tbaa !876
    #dbg_value(ptr %0, !1651, !DIExpression(), !2143)
    #dbg_value(i32 %10, !1654, !DIExpression(), !2143)
  %11 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !2145
  %12 = icmp sgt i32 %11, %10, !dbg !2146
  br i1 %12, label %17, label %13, !dbg !2147

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !2148
  %15 = load i8, ptr %14, align 4, !dbg !2149, !tbaa !1346
  %16 = add i8 %15, -1, !dbg !2149
  store i8 %16, ptr %14, align 4, !dbg !2149, !tbaa !1346
  br label %17, !dbg !2150

17:                                               ; preds = %5, %8, %13
  %18 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2151
  %19 = load i8, ptr %18, align 8, !dbg !2152, !tbaa !876
  %20 = zext i8 %19 to i32, !dbg !2153
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %2, i32 noundef %20), !dbg !2154
  br label %152, !dbg !2155

21:                                               ; preds = %3
    #dbg_value(ptr %0, !2038, !DIExpression(), !2156)
    #dbg_value(ptr %2, !2039, !DIExpression(), !2156)
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %2), !dbg !2158
  %22 = load i32, ptr %2, align 8, !dbg !2159, !tbaa !870
  %23 = icmp eq i32 %22, 8, !dbg !2160
  br i1 %23, label %24, label %37, !dbg !2161

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !2162
  %26 = load i32, ptr %25, align 8, !dbg !2162, !tbaa !865
  %27 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !2162
  %28 = load i32, ptr %27, align 4, !dbg !2162, !tbaa !867
  %29 = icmp eq i32 %26, %28, !dbg !2162
  %30 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2163
  br i1 %29, label %39, label %31, !dbg !2164

31:                                               ; preds = %24
  %32 = load i32, ptr %30, align 8, !dbg !2165, !tbaa !876
  %33 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !2166
  %34 = icmp slt i32 %32, %33, !dbg !2167
  br i1 %34, label %37, label %35, !dbg !2168

35:                                               ; preds = %31
  %36 = load i32, ptr %30, align 8, !dbg !2169, !tbaa !876
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %2, i32 noundef %36), !dbg !2170
  br label %39, !dbg !2171

37:                                               ; preds = %31, %21
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %2), !dbg !2172
  %38 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2173
  br label %39, !dbg !2174

39:                                               ; preds = %24, %35, %37
  %40 = phi ptr [ %30, %35 ], [ %38, %37 ], [ %30, %24 ]
  %41 = load i32, ptr %40, align 8, !dbg !2156, !tbaa !876
    #dbg_value(i32 %41, !2129, !DIExpression(), !2175)
  %42 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2176
  %43 = load i32, ptr %42, align 8, !dbg !2176, !tbaa !876
    #dbg_value(ptr %0, !982, !DIExpression(), !2177)
    #dbg_value(i32 10, !987, !DIExpression(), !2177)
    #dbg_value(i32 %41, !988, !DIExpression(), !2177)
    #dbg_value(i32 %43, !989, !DIExpression(), !2177)
    #dbg_value(i32 0, !990, !DIExpression(), !2177)
    #dbg_value(i32 0, !991, !DIExpression(), !2177)
  %44 = shl i32 %41, 7, !dbg !2179
  %45 = shl i32 %43, 16, !dbg !2179
  %46 = or i32 %44, %45, !dbg !2179
  %47 = or disjoint i32 %46, 10, !dbg !2179
    #dbg_value(ptr %0, !995, !DIExpression(), !2180)
    #dbg_value(i32 %47, !1000, !DIExpression(), !2180)
    #dbg_value(ptr %122, !1001, !DIExpression(), !2180)
  br label %120

48:                                               ; preds = %3
  %49 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2182
  %50 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !2184
  %51 = load i8, ptr %50, align 2, !dbg !2184, !tbaa !876
  %52 = zext i8 %51 to i32, !dbg !2185
  %53 = load i16, ptr %49, align 8, !dbg !2186, !tbaa !876
  %54 = sext i16 %53 to i32, !dbg !2187
    #dbg_value(ptr %0, !2188, !DIExpression(), !2198)
    #dbg_value(i32 15, !2193, !DIExpression(), !2198)
    #dbg_value(i32 %52, !2194, !DIExpression(), !2198)
    #dbg_value(i32 %54, !2195, !DIExpression(), !2198)
    #dbg_value(ptr %2, !2196, !DIExpression(), !2198)
  %55 = tail call fastcc i32 @exp2RK(ptr noundef %0, ptr noundef %2), !dbg !2200
    #dbg_value(i32 %55, !2197, !DIExpression(), !2198)
  %56 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2201
  %57 = load i32, ptr %56, align 8, !dbg !2202, !tbaa !876
    #dbg_value(ptr %0, !982, !DIExpression(), !2203)
    #dbg_value(i32 15, !987, !DIExpression(), !2203)
    #dbg_value(i32 %52, !988, !DIExpression(), !2203)
    #dbg_value(i32 %54, !989, !DIExpression(), !2203)
    #dbg_value(i32 %57, !990, !DIExpression(), !2203)
    #dbg_value(i32 %55, !991, !DIExpression(), !2203)
  %58 = shl nuw nsw i32 %52, 7, !dbg !2205
  %59 = shl nsw i32 %54, 16, !dbg !2205
  %60 = or disjoint i32 %59, %58, !dbg !2205
  %61 = shl i32 %57, 24, !dbg !2205
  %62 = shl nuw nsw i32 %55, 15, !dbg !2205
  %63 = or disjoint i32 %60, %62, !dbg !2205
  %64 = or i32 %61, %63, !dbg !2205
  %65 = or disjoint i32 %64, 15, !dbg !2205
    #dbg_value(ptr %0, !995, !DIExpression(), !2206)
    #dbg_value(i32 %65, !1000, !DIExpression(), !2206)
    #dbg_value(ptr %122, !1001, !DIExpression(), !2206)
  br label %120, !dbg !2208

66:                                               ; preds = %3
  %67 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2209
  %68 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !2211
  %69 = load i8, ptr %68, align 2, !dbg !2211, !tbaa !876
  %70 = zext i8 %69 to i32, !dbg !2212
  %71 = load i16, ptr %67, align 8, !dbg !2213, !tbaa !876
  %72 = sext i16 %71 to i32, !dbg !2214
    #dbg_value(ptr %0, !2188, !DIExpression(), !2215)
    #dbg_value(i32 17, !2193, !DIExpression(), !2215)
    #dbg_value(i32 %70, !2194, !DIExpression(), !2215)
    #dbg_value(i32 %72, !2195, !DIExpression(), !2215)
    #dbg_value(ptr %2, !2196, !DIExpression(), !2215)
  %73 = tail call fastcc i32 @exp2RK(ptr noundef %0, ptr noundef %2), !dbg !2217
    #dbg_value(i32 %73, !2197, !DIExpression(), !2215)
  %74 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2218
  %75 = load i32, ptr %74, align 8, !dbg !2219, !tbaa !876
    #dbg_value(ptr %0, !982, !DIExpression(), !2220)
    #dbg_value(i32 17, !987, !DIExpression(), !2220)
    #dbg_value(i32 %70, !988, !DIExpression(), !2220)
    #dbg_value(i32 %72, !989, !DIExpression(), !2220)
    #dbg_value(i32 %75, !990, !DIExpression(), !2220)
    #dbg_value(i32 %73, !991, !DIExpression(), !2220)
  %76 = shl nuw nsw i32 %70, 7, !dbg !2222
  %77 = shl nsw i32 %72, 16, !dbg !2222
  %78 = or disjoint i32 %77, %76, !dbg !2222
  %79 = shl i32 %75, 24, !dbg !2222
  %80 = shl nuw nsw i32 %73, 15, !dbg !2222
  %81 = or disjoint i32 %78, %80, !dbg !2222
  %82 = or i32 %79, %81, !dbg !2222
  %83 = or disjoint i32 %82, 17, !dbg !2222
    #dbg_value(ptr %0, !995, !DIExpression(), !2223)
    #dbg_value(i32 %83, !1000, !DIExpression(), !2223)
    #dbg_value(ptr %122, !1001, !DIExpression(), !2223)
  br label %120, !dbg !2225

84:                                               ; preds = %3
  %85 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2226
  %86 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !2228
  %87 = load i8, ptr %86, align 2, !dbg !2228, !tbaa !876
  %88 = zext i8 %87 to i32, !dbg !2229
  %89 = load i16, ptr %85, align 8, !dbg !2230, !tbaa !876
  %90 = sext i16 %89 to i32, !dbg !2231
    #dbg_value(ptr %0, !2188, !DIExpression(), !2232)
    #dbg_value(i32 18, !2193, !DIExpression(), !2232)
    #dbg_value(i32 %88, !2194, !DIExpression(), !2232)
    #dbg_value(i32 %90, !2195, !DIExpression(), !2232)
    #dbg_value(ptr %2, !2196, !DIExpression(), !2232)
  %91 = tail call fastcc i32 @exp2RK(ptr noundef %0, ptr noundef %2), !dbg !2234
    #dbg_value(i32 %91, !2197, !DIExpression(), !2232)
  %92 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2235
  %93 = load i32, ptr %92, align 8, !dbg !2236, !tbaa !876
    #dbg_value(ptr %0, !982, !DIExpression(), !2237)
    #dbg_value(i32 18, !987, !DIExpression(), !2237)
    #dbg_value(i32 %88, !988, !DIExpression(), !2237)
    #dbg_value(i32 %90, !989, !DIExpression(), !2237)
    #dbg_value(i32 %93, !990, !DIExpression(), !2237)
    #dbg_value(i32 %91, !991, !DIExpression(), !2237)
  %94 = shl nuw nsw i32 %88, 7, !dbg !2239
  %95 = shl nsw i32 %90, 16, !dbg !2239
  %96 = or disjoint i32 %95, %94, !dbg !2239
  %97 = shl i32 %93, 24, !dbg !2239
  %98 = shl nuw nsw i32 %91, 15, !dbg !2239
  %99 = or disjoint i32 %96, %98, !dbg !2239
  %100 = or i32 %97, %99, !dbg !2239
  %101 = or disjoint i32 %100, 18, !dbg !2239
    #dbg_value(ptr %0, !995, !DIExpression(), !2240)
    #dbg_value(i32 %101, !1000, !DIExpression(), !2240)
    #dbg_value(ptr %122, !1001, !DIExpression(), !2240)
  br label %120, !dbg !2242

102:                                              ; preds = %3
  %103 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2243
  %104 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !2245
  %105 = load i8, ptr %104, align 2, !dbg !2245, !tbaa !876
  %106 = zext i8 %105 to i32, !dbg !2246
  %107 = load i16, ptr %103, align 8, !dbg !2247, !tbaa !876
  %108 = sext i16 %107 to i32, !dbg !2248
    #dbg_value(ptr %0, !2188, !DIExpression(), !2249)
    #dbg_value(i32 16, !2193, !DIExpression(), !2249)
    #dbg_value(i32 %106, !2194, !DIExpression(), !2249)
    #dbg_value(i32 %108, !2195, !DIExpression(), !2249)
    #dbg_value(ptr %2, !2196, !DIExpression(), !2249)
  %109 = tail call fastcc i32 @exp2RK(ptr noundef %0, ptr noundef %2), !dbg !2251
    #dbg_value(i32 %109, !2197, !DIExpression(), !2249)
  %110 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2252
  %111 = load i32, ptr %110, align 8, !dbg !2253, !tbaa !876
    #dbg_value(ptr %0, !982, !DIExpression(), !2254)
    #dbg_value(i32 16, !987, !DIExpression(), !2254)
    #dbg_value(i32 %106, !988, !DIExpression(), !2254)
    #dbg_value(i32 %108, !989, !DIExpression(), !2254)
    #dbg_value(i32 %111, !990, !DIExpression(), !2254)
    #dbg_value(i32 %109, !991, !DIExpression(), !2254)
  %112 = shl nuw nsw i32 %106, 7, !dbg !2256
  %113 = shl nsw i32 %108, 16, !dbg !2256
  %114 = or disjoint i32 %113, %112, !dbg !2256
  %115 = shl i32 %111, 24, !dbg !2256
  %116 = shl nuw nsw i32 %109, 15, !dbg !2256
  %117 = or disjoint i32 %114, %116, !dbg !2256
  %118 = or i32 %115, %117, !dbg !2256
  %119 = or disjoint i32 %118, 16, !dbg !2256
    #dbg_value(ptr %0, !995, !DIExpression(), !2257)
    #dbg_value(i32 %119, !1000, !DIExpression(), !2257)
    #dbg_value(ptr %122, !1001, !DIExpression(), !2257)
  br label %120, !dbg !2259

120:                                              ; preds = %39, %48, %66, %84, %102
  %121 = phi i32 [ %119, %102 ], [ %101, %84 ], [ %83, %66 ], [ %65, %48 ], [ %47, %39 ]
  %122 = load ptr, ptr %0, align 8, !dbg !2260, !tbaa !955
  %123 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2260
  %124 = load ptr, ptr %123, align 8, !dbg !2260, !tbaa !890
  %125 = getelementptr inbounds i8, ptr %124, i64 56, !dbg !2260
  %126 = load ptr, ptr %125, align 8, !dbg !2260, !tbaa !1006
  %127 = getelementptr inbounds i8, ptr %122, i64 64, !dbg !2260
  %128 = load ptr, ptr %127, align 8, !dbg !2260, !tbaa !957
  %129 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2260
  %130 = load i32, ptr %129, align 8, !dbg !2260, !tbaa !949
  %131 = getelementptr inbounds i8, ptr %122, i64 24, !dbg !2260
  %132 = tail call ptr @luaM_growaux_(ptr noundef %126, ptr noundef %128, i32 noundef %130, ptr noundef nonnull %131, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !2260
  store ptr %132, ptr %127, align 8, !dbg !2260, !tbaa !957
  %133 = load i32, ptr %129, align 8, !dbg !2260, !tbaa !949
  %134 = add nsw i32 %133, 1, !dbg !2260
  store i32 %134, ptr %129, align 8, !dbg !2260, !tbaa !949
  %135 = sext i32 %133 to i64, !dbg !2260
  %136 = getelementptr inbounds i32, ptr %132, i64 %135, !dbg !2260
  store i32 %121, ptr %136, align 4, !dbg !2260, !tbaa !963
  %137 = load ptr, ptr %123, align 8, !dbg !2260, !tbaa !890
  %138 = getelementptr inbounds i8, ptr %137, i64 8, !dbg !2260
  %139 = load i32, ptr %138, align 8, !dbg !2260, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %122, i32 noundef %139), !dbg !2260
  br label %140, !dbg !2261

140:                                              ; preds = %120, %3
    #dbg_value(ptr %0, !1797, !DIExpression(), !2263)
    #dbg_value(ptr %2, !1800, !DIExpression(), !2263)
  %141 = load i32, ptr %2, align 8, !dbg !2261, !tbaa !870
  %142 = icmp eq i32 %141, 8, !dbg !2264
  br i1 %142, label %143, label %152, !dbg !2265

143:                                              ; preds = %140
  %144 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2266
  %145 = load i32, ptr %144, align 8, !dbg !2267, !tbaa !876
    #dbg_value(ptr %0, !1651, !DIExpression(), !2268)
    #dbg_value(i32 %145, !1654, !DIExpression(), !2268)
  %146 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !2270
  %147 = icmp sgt i32 %146, %145, !dbg !2271
  br i1 %147, label %152, label %148, !dbg !2272

148:                                              ; preds = %143
  %149 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !2273
  %150 = load i8, ptr %149, align 4, !dbg !2274, !tbaa !1346
  %151 = add i8 %150, -1, !dbg !2274
  store i8 %151, ptr %149, align 4, !dbg !2274, !tbaa !1346
  br label %152, !dbg !2275

152:                                              ; preds = %148, %143, %140, %17
  ret void, !dbg !2276
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_self(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2) local_unnamed_addr #5 !dbg !2277 {
    #dbg_value(ptr %0, !2279, !DIExpression(), !2283)
    #dbg_value(ptr %1, !2280, !DIExpression(), !2283)
    #dbg_value(ptr %2, !2281, !DIExpression(), !2283)
    #dbg_value(ptr %0, !2038, !DIExpression(), !2284)
    #dbg_value(ptr %1, !2039, !DIExpression(), !2284)
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %1), !dbg !2286
  %4 = load i32, ptr %1, align 8, !dbg !2287, !tbaa !870
  %5 = icmp eq i32 %4, 8, !dbg !2288
  br i1 %5, label %6, label %19, !dbg !2289

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !2290
  %8 = load i32, ptr %7, align 8, !dbg !2290, !tbaa !865
  %9 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !2290
  %10 = load i32, ptr %9, align 4, !dbg !2290, !tbaa !867
  %11 = icmp eq i32 %8, %10, !dbg !2290
  %12 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2291
  br i1 %11, label %20, label %13, !dbg !2292

13:                                               ; preds = %6
  %14 = load i32, ptr %12, align 8, !dbg !2293, !tbaa !876
  %15 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !2294
  %16 = icmp slt i32 %14, %15, !dbg !2295
  br i1 %16, label %19, label %17, !dbg !2296

17:                                               ; preds = %13
  %18 = load i32, ptr %12, align 8, !dbg !2297, !tbaa !876
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %1, i32 noundef %18), !dbg !2298
  br label %20, !dbg !2299

19:                                               ; preds = %13, %3
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %1), !dbg !2300
  br label %20, !dbg !2301

20:                                               ; preds = %6, %17, %19
  %21 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2302
  %22 = load i32, ptr %21, align 8, !dbg !2303, !tbaa !876
    #dbg_value(i32 %22, !2282, !DIExpression(), !2283)
    #dbg_value(ptr %0, !1797, !DIExpression(), !2304)
    #dbg_value(ptr %1, !1800, !DIExpression(), !2304)
  %23 = load i32, ptr %1, align 8, !dbg !2306, !tbaa !870
  %24 = icmp eq i32 %23, 8, !dbg !2307
  br i1 %24, label %25, label %32, !dbg !2308

25:                                               ; preds = %20
    #dbg_value(ptr %0, !1651, !DIExpression(), !2309)
    #dbg_value(i32 %22, !1654, !DIExpression(), !2309)
  %26 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !2311
  %27 = icmp sgt i32 %26, %22, !dbg !2312
  br i1 %27, label %32, label %28, !dbg !2313

28:                                               ; preds = %25
  %29 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !2314
  %30 = load i8, ptr %29, align 4, !dbg !2315, !tbaa !1346
  %31 = add i8 %30, -1, !dbg !2315
  store i8 %31, ptr %29, align 4, !dbg !2315, !tbaa !1346
  br label %32, !dbg !2316

32:                                               ; preds = %20, %25, %28
  %33 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !2317
  %34 = load i8, ptr %33, align 4, !dbg !2317, !tbaa !1346
  %35 = zext i8 %34 to i32, !dbg !2318
  store i32 %35, ptr %21, align 8, !dbg !2319, !tbaa !876
  store i32 8, ptr %1, align 8, !dbg !2320, !tbaa !870
    #dbg_value(ptr %0, !1368, !DIExpression(), !2321)
    #dbg_value(i32 2, !1369, !DIExpression(), !2321)
    #dbg_value(ptr %0, !1341, !DIExpression(), !2323)
    #dbg_value(i32 2, !1342, !DIExpression(), !2323)
  %36 = load i8, ptr %33, align 4, !dbg !2325, !tbaa !1346
  %37 = zext i8 %36 to i32, !dbg !2326
  %38 = add nuw nsw i32 %37, 2, !dbg !2327
    #dbg_value(i32 %38, !1343, !DIExpression(), !2323)
  %39 = load ptr, ptr %0, align 8, !dbg !2328, !tbaa !955
  %40 = getelementptr inbounds i8, ptr %39, i64 12, !dbg !2329
  %41 = load i8, ptr %40, align 4, !dbg !2329, !tbaa !1352
  %42 = zext i8 %41 to i32, !dbg !2330
  %43 = icmp ugt i32 %38, %42, !dbg !2331
  br i1 %43, label %44, label %51, !dbg !2332

44:                                               ; preds = %32
  %45 = icmp ugt i8 %36, -4, !dbg !2333
  br i1 %45, label %46, label %49, !dbg !2334

46:                                               ; preds = %44
  %47 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2335
  %48 = load ptr, ptr %47, align 8, !dbg !2335, !tbaa !890
  tail call void @luaX_syntaxerror(ptr noundef %48, ptr noundef nonnull @.str.1) #12, !dbg !2336
  unreachable, !dbg !2336

49:                                               ; preds = %44
  %50 = trunc nuw i32 %38 to i8, !dbg !2337
  store i8 %50, ptr %40, align 4, !dbg !2338, !tbaa !1352
  br label %51, !dbg !2339

51:                                               ; preds = %32, %49
  %52 = add i8 %36, 2, !dbg !2340
  store i8 %52, ptr %33, align 4, !dbg !2340, !tbaa !1346
  %53 = load i32, ptr %21, align 8, !dbg !2341, !tbaa !876
    #dbg_value(ptr %0, !2188, !DIExpression(), !2342)
    #dbg_value(i32 20, !2193, !DIExpression(), !2342)
    #dbg_value(i32 %53, !2194, !DIExpression(), !2342)
    #dbg_value(i32 %22, !2195, !DIExpression(), !2342)
    #dbg_value(ptr %2, !2196, !DIExpression(), !2342)
  %54 = tail call fastcc i32 @exp2RK(ptr noundef nonnull %0, ptr noundef %2), !dbg !2344
    #dbg_value(i32 %54, !2197, !DIExpression(), !2342)
  %55 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2345
  %56 = load i32, ptr %55, align 8, !dbg !2346, !tbaa !876
    #dbg_value(ptr %0, !982, !DIExpression(), !2347)
    #dbg_value(i32 20, !987, !DIExpression(), !2347)
    #dbg_value(i32 %53, !988, !DIExpression(), !2347)
    #dbg_value(i32 %22, !989, !DIExpression(), !2347)
    #dbg_value(i32 %56, !990, !DIExpression(), !2347)
    #dbg_value(i32 %54, !991, !DIExpression(), !2347)
  %57 = shl i32 %53, 7, !dbg !2349
  %58 = shl i32 %22, 16, !dbg !2349
  %59 = shl i32 %56, 24, !dbg !2349
  %60 = shl nuw nsw i32 %54, 15, !dbg !2349
  %61 = or i32 %58, %57, !dbg !2349
  %62 = or i32 %61, %60, !dbg !2349
  %63 = or i32 %62, %59, !dbg !2349
  %64 = or disjoint i32 %63, 20, !dbg !2349
    #dbg_value(ptr %0, !995, !DIExpression(), !2350)
    #dbg_value(i32 %64, !1000, !DIExpression(), !2350)
  %65 = load ptr, ptr %0, align 8, !dbg !2352, !tbaa !955
    #dbg_value(ptr %65, !1001, !DIExpression(), !2350)
  %66 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2353
  %67 = load ptr, ptr %66, align 8, !dbg !2353, !tbaa !890
  %68 = getelementptr inbounds i8, ptr %67, i64 56, !dbg !2353
  %69 = load ptr, ptr %68, align 8, !dbg !2353, !tbaa !1006
  %70 = getelementptr inbounds i8, ptr %65, i64 64, !dbg !2353
  %71 = load ptr, ptr %70, align 8, !dbg !2353, !tbaa !957
  %72 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2353
  %73 = load i32, ptr %72, align 8, !dbg !2353, !tbaa !949
  %74 = getelementptr inbounds i8, ptr %65, i64 24, !dbg !2353
  %75 = tail call ptr @luaM_growaux_(ptr noundef %69, ptr noundef %71, i32 noundef %73, ptr noundef nonnull %74, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !2353
  store ptr %75, ptr %70, align 8, !dbg !2353, !tbaa !957
  %76 = load i32, ptr %72, align 8, !dbg !2354, !tbaa !949
  %77 = add nsw i32 %76, 1, !dbg !2354
  store i32 %77, ptr %72, align 8, !dbg !2354, !tbaa !949
  %78 = sext i32 %76 to i64, !dbg !2355
  %79 = getelementptr inbounds i32, ptr %75, i64 %78, !dbg !2355
  store i32 %64, ptr %79, align 4, !dbg !2356, !tbaa !963
  %80 = load ptr, ptr %66, align 8, !dbg !2357, !tbaa !890
  %81 = getelementptr inbounds i8, ptr %80, i64 8, !dbg !2358
  %82 = load i32, ptr %81, align 8, !dbg !2358, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %65, i32 noundef %82), !dbg !2359
    #dbg_value(ptr %0, !1797, !DIExpression(), !2360)
    #dbg_value(ptr %2, !1800, !DIExpression(), !2360)
  %83 = load i32, ptr %2, align 8, !dbg !2362, !tbaa !870
  %84 = icmp eq i32 %83, 8, !dbg !2363
  br i1 %84, label %85, label %92, !dbg !2364

85:                                               ; preds = %51
  %86 = load i32, ptr %55, align 8, !dbg !2365, !tbaa !876
    #dbg_value(ptr %0, !1651, !DIExpression(), !2366)
    #dbg_value(i32 %86, !1654, !DIExpression(), !2366)
  %87 = tail call i32 @luaY_nvarstack(ptr noundef nonnull %0) #13, !dbg !2368
  %88 = icmp sgt i32 %87, %86, !dbg !2369
  br i1 %88, label %92, label %89, !dbg !2370

89:                                               ; preds = %85
  %90 = load i8, ptr %33, align 4, !dbg !2371, !tbaa !1346
  %91 = add i8 %90, -1, !dbg !2371
  store i8 %91, ptr %33, align 4, !dbg !2371, !tbaa !1346
  br label %92, !dbg !2372

92:                                               ; preds = %51, %85, %89
  ret void, !dbg !2373
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_goiftrue(ptr noundef %0, ptr nocapture noundef %1) local_unnamed_addr #5 !dbg !2374 {
    #dbg_value(ptr %0, !2376, !DIExpression(), !2379)
    #dbg_value(ptr %1, !2377, !DIExpression(), !2379)
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %1), !dbg !2380
  %3 = load i32, ptr %1, align 8, !dbg !2381, !tbaa !870
  switch i32 %3, label %29 [
    i32 16, label %4
    i32 4, label %69
    i32 5, label %69
    i32 6, label %69
    i32 7, label %69
    i32 2, label %69
  ], !dbg !2382

4:                                                ; preds = %2
    #dbg_value(ptr %0, !2383, !DIExpression(), !2388)
    #dbg_value(ptr %1, !2386, !DIExpression(), !2388)
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2392
  %6 = load i32, ptr %5, align 8, !dbg !2393, !tbaa !876
    #dbg_value(ptr %0, !1186, !DIExpression(), !2394)
    #dbg_value(i32 %6, !1191, !DIExpression(), !2394)
  %7 = load ptr, ptr %0, align 8, !dbg !2396, !tbaa !955
  %8 = getelementptr inbounds i8, ptr %7, i64 64, !dbg !2397
  %9 = load ptr, ptr %8, align 8, !dbg !2397, !tbaa !957
  %10 = sext i32 %6 to i64, !dbg !2398
  %11 = getelementptr inbounds i32, ptr %9, i64 %10, !dbg !2398
    #dbg_value(ptr %11, !1192, !DIExpression(), !2394)
  %12 = icmp sgt i32 %6, 0, !dbg !2399
  br i1 %12, label %13, label %22, !dbg !2400

13:                                               ; preds = %4
  %14 = getelementptr inbounds i8, ptr %11, i64 -4, !dbg !2401
  %15 = load i32, ptr %14, align 4, !dbg !2401, !tbaa !963
  %16 = and i32 %15, 127, !dbg !2401
  %17 = zext nneg i32 %16 to i64, !dbg !2401
  %18 = getelementptr inbounds [83 x i8], ptr @luaP_opmodes, i64 0, i64 %17, !dbg !2401
  %19 = load i8, ptr %18, align 1, !dbg !2401, !tbaa !876
  %20 = and i8 %19, 16, !dbg !2401
  %21 = icmp eq i8 %20, 0, !dbg !2401
  br i1 %21, label %22, label %24, !dbg !2402

22:                                               ; preds = %13, %4
  %23 = load i32, ptr %11, align 4, !dbg !2403, !tbaa !963
  br label %24, !dbg !2404

24:                                               ; preds = %13, %22
  %25 = phi i32 [ %23, %22 ], [ %15, %13 ], !dbg !2403
  %26 = phi ptr [ %11, %22 ], [ %14, %13 ], !dbg !2405
    #dbg_value(ptr %26, !2387, !DIExpression(), !2388)
  %27 = xor i32 %25, 32768, !dbg !2403
  store i32 %27, ptr %26, align 4, !dbg !2403, !tbaa !963
  %28 = load i32, ptr %5, align 8, !dbg !2406, !tbaa !876
    #dbg_value(i32 %28, !2378, !DIExpression(), !2379)
  br label %31, !dbg !2407

29:                                               ; preds = %2
  %30 = tail call fastcc i32 @jumponcond(ptr noundef %0, ptr noundef nonnull %1, i32 noundef 0), !dbg !2408
    #dbg_value(i32 %30, !2378, !DIExpression(), !2379)
  br label %31, !dbg !2410

31:                                               ; preds = %29, %24
  %32 = phi i32 [ %30, %29 ], [ %28, %24 ], !dbg !2411
    #dbg_value(i32 %32, !2378, !DIExpression(), !2379)
  %33 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !2412
    #dbg_value(ptr %0, !1035, !DIExpression(), !2413)
    #dbg_value(ptr %33, !1036, !DIExpression(), !2413)
    #dbg_value(i32 %32, !1037, !DIExpression(), !2413)
  %34 = icmp eq i32 %32, -1, !dbg !2415
  br i1 %34, label %69, label %35, !dbg !2416

35:                                               ; preds = %31
  %36 = load i32, ptr %33, align 4, !dbg !2417, !tbaa !963
  %37 = icmp eq i32 %36, -1, !dbg !2418
  br i1 %37, label %42, label %38, !dbg !2419

38:                                               ; preds = %35
  %39 = load ptr, ptr %0, align 8, !tbaa !955
  %40 = getelementptr inbounds i8, ptr %39, i64 64
  %41 = load ptr, ptr %40, align 8, !tbaa !957
  br label %43, !dbg !2420

42:                                               ; preds = %35
  store i32 %32, ptr %33, align 4, !dbg !2421, !tbaa !963
  br label %69, !dbg !2422

43:                                               ; preds = %43, %38
  %44 = phi i32 [ %52, %43 ], [ %36, %38 ], !dbg !2423
    #dbg_value(i32 %44, !1038, !DIExpression(), !2423)
    #dbg_value(ptr %0, !1053, !DIExpression(), !2424)
    #dbg_value(i32 %44, !1058, !DIExpression(), !2424)
  %45 = sext i32 %44 to i64, !dbg !2426
  %46 = getelementptr inbounds i32, ptr %41, i64 %45, !dbg !2426
  %47 = load i32, ptr %46, align 4, !dbg !2426, !tbaa !963
  %48 = lshr i32 %47, 7, !dbg !2426
  %49 = add nsw i32 %48, -16777215, !dbg !2426
    #dbg_value(i32 %49, !1059, !DIExpression(), !2424)
  %50 = icmp eq i32 %49, -1, !dbg !2427
  %51 = add nuw nsw i32 %44, 1, !dbg !2428
  %52 = add nsw i32 %51, %49, !dbg !2428
    #dbg_value(i32 poison, !1042, !DIExpression(), !2423)
  %53 = icmp eq i32 %52, -1, !dbg !2429
  %54 = select i1 %50, i1 true, i1 %53, !dbg !2429
  br i1 %54, label %55, label %43, !dbg !2420, !llvm.loop !2430

55:                                               ; preds = %43
    #dbg_value(ptr %0, !1070, !DIExpression(), !2432)
    #dbg_value(i32 %44, !1073, !DIExpression(), !2432)
    #dbg_value(i32 %32, !1074, !DIExpression(), !2432)
    #dbg_value(!DIArgList(ptr poison, i32 poison), !1075, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !2432)
  %56 = xor i32 %44, -1, !dbg !2434
  %57 = add i32 %32, %56, !dbg !2435
    #dbg_value(i32 %57, !1076, !DIExpression(), !2432)
  %58 = add i32 %57, 16777215, !dbg !2436
  %59 = icmp ult i32 %58, 33554432, !dbg !2436
  br i1 %59, label %63, label %60, !dbg !2436

60:                                               ; preds = %55
  %61 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2437
  %62 = load ptr, ptr %61, align 8, !dbg !2437, !tbaa !890
  tail call void @luaX_syntaxerror(ptr noundef %62, ptr noundef nonnull @.str.2) #12, !dbg !2438
  unreachable, !dbg !2438

63:                                               ; preds = %55
  %64 = getelementptr inbounds i32, ptr %41, i64 %45
    #dbg_value(ptr %64, !1075, !DIExpression(), !2432)
  %65 = and i32 %47, 127, !dbg !2439
  %66 = shl i32 %57, 7, !dbg !2439
  %67 = add i32 %66, 2147483520, !dbg !2439
  %68 = or disjoint i32 %67, %65, !dbg !2439
  store i32 %68, ptr %64, align 4, !dbg !2439, !tbaa !963
  br label %69

69:                                               ; preds = %2, %2, %2, %2, %2, %31, %42, %63
  %70 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !2440
  %71 = load i32, ptr %70, align 8, !dbg !2440, !tbaa !865
    #dbg_value(ptr %0, !1240, !DIExpression(), !2441)
    #dbg_value(i32 %71, !1241, !DIExpression(), !2441)
    #dbg_value(ptr %0, !1141, !DIExpression(), !2443)
  %72 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2445
  %73 = load i32, ptr %72, align 8, !dbg !2445, !tbaa !949
  %74 = getelementptr inbounds i8, ptr %0, i64 36, !dbg !2446
  store i32 %73, ptr %74, align 4, !dbg !2447, !tbaa !951
    #dbg_value(i32 %73, !1242, !DIExpression(), !2441)
    #dbg_value(ptr %0, !1149, !DIExpression(), !2448)
    #dbg_value(i32 %71, !1150, !DIExpression(), !2448)
    #dbg_value(i32 %73, !1151, !DIExpression(), !2448)
  tail call fastcc void @patchlistaux(ptr noundef readonly %0, i32 noundef %71, i32 noundef %73, i32 noundef 255, i32 noundef %73), !dbg !2450
  store i32 -1, ptr %70, align 8, !dbg !2451, !tbaa !865
  ret void, !dbg !2452
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @jumponcond(ptr noundef %0, ptr nocapture noundef %1, i32 noundef %2) unnamed_addr #5 !dbg !2453 {
    #dbg_value(ptr %0, !2457, !DIExpression(), !2463)
    #dbg_value(ptr %1, !2458, !DIExpression(), !2463)
    #dbg_value(i32 %2, !2459, !DIExpression(), !2463)
  %4 = load i32, ptr %1, align 8, !dbg !2464, !tbaa !870
  switch i32 %4, label %59 [
    i32 17, label %5
    i32 8, label %78
  ], !dbg !2465

5:                                                ; preds = %3
  %6 = load ptr, ptr %0, align 8, !dbg !2466, !tbaa !955
  %7 = getelementptr inbounds i8, ptr %6, i64 64, !dbg !2466
  %8 = load ptr, ptr %7, align 8, !dbg !2466, !tbaa !957
  %9 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2466
  %10 = load i32, ptr %9, align 8, !dbg !2466, !tbaa !876
  %11 = sext i32 %10 to i64, !dbg !2466
  %12 = getelementptr inbounds i32, ptr %8, i64 %11, !dbg !2466
  %13 = load i32, ptr %12, align 4, !dbg !2466, !tbaa !963
    #dbg_value(i32 %13, !2460, !DIExpression(), !2467)
  %14 = and i32 %13, 127, !dbg !2468
  %15 = icmp eq i32 %14, 51, !dbg !2470
  br i1 %15, label %16, label %59, !dbg !2471

16:                                               ; preds = %5
    #dbg_value(ptr %0, !2472, !DIExpression(), !2477)
    #dbg_value(ptr %0, !2480, !DIExpression(), !2485)
    #dbg_value(ptr %6, !2483, !DIExpression(), !2485)
  %17 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2487
  %18 = load i32, ptr %17, align 8, !dbg !2487, !tbaa !949
    #dbg_value(i32 %18, !2484, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2485)
  %19 = getelementptr inbounds i8, ptr %6, i64 88, !dbg !2488
  %20 = load ptr, ptr %19, align 8, !dbg !2488, !tbaa !1310
  %21 = sext i32 %18 to i64, !dbg !2490
  %22 = getelementptr i8, ptr %20, i64 %21, !dbg !2490
  %23 = getelementptr i8, ptr %22, i64 -1, !dbg !2490
  %24 = load i8, ptr %23, align 1, !dbg !2490, !tbaa !876
  %25 = icmp eq i8 %24, -128, !dbg !2491
  br i1 %25, label %34, label %26, !dbg !2492

26:                                               ; preds = %16
  %27 = sext i8 %24 to i32, !dbg !2490
  %28 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !2493
  %29 = load i32, ptr %28, align 8, !dbg !2495, !tbaa !1280
  %30 = sub nsw i32 %29, %27, !dbg !2495
  store i32 %30, ptr %28, align 8, !dbg !2495, !tbaa !1280
  %31 = getelementptr inbounds i8, ptr %0, i64 69, !dbg !2496
  %32 = load i8, ptr %31, align 1, !dbg !2497, !tbaa !1290
  %33 = add i8 %32, -1, !dbg !2497
  store i8 %33, ptr %31, align 1, !dbg !2497, !tbaa !1290
  br label %39, !dbg !2498

34:                                               ; preds = %16
  %35 = getelementptr inbounds i8, ptr %0, i64 52, !dbg !2499
  %36 = load i32, ptr %35, align 4, !dbg !2501, !tbaa !1296
  %37 = add nsw i32 %36, -1, !dbg !2501
  store i32 %37, ptr %35, align 4, !dbg !2501, !tbaa !1296
  %38 = getelementptr inbounds i8, ptr %0, i64 69, !dbg !2502
  store i8 -127, ptr %38, align 1, !dbg !2503, !tbaa !1290
  br label %39

39:                                               ; preds = %34, %26
  %40 = add nsw i32 %18, -1, !dbg !2504
  store i32 %40, ptr %17, align 8, !dbg !2504, !tbaa !949
  %41 = icmp eq i32 %2, 0, !dbg !2505
    #dbg_value(ptr %0, !2506, !DIExpression(), !2514)
    #dbg_value(i32 66, !2509, !DIExpression(), !2514)
    #dbg_value(i32 %13, !2510, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !2514)
    #dbg_value(i32 0, !2511, !DIExpression(), !2514)
    #dbg_value(i32 0, !2512, !DIExpression(), !2514)
    #dbg_value(i1 %41, !2513, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2514)
    #dbg_value(ptr %0, !982, !DIExpression(), !2516)
    #dbg_value(i32 66, !987, !DIExpression(), !2516)
    #dbg_value(i32 %13, !988, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !2516)
    #dbg_value(i32 0, !989, !DIExpression(), !2516)
    #dbg_value(i32 0, !990, !DIExpression(), !2516)
    #dbg_value(i1 %41, !991, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2516)
  %42 = lshr i32 %13, 9, !dbg !2518
  %43 = and i32 %42, 32640, !dbg !2518
  %44 = select i1 %41, i32 32834, i32 66, !dbg !2518
  %45 = or disjoint i32 %44, %43, !dbg !2518
    #dbg_value(ptr %0, !995, !DIExpression(), !2519)
    #dbg_value(i32 %45, !1000, !DIExpression(), !2519)
    #dbg_value(ptr %6, !1001, !DIExpression(), !2519)
  %46 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2521
  %47 = load ptr, ptr %46, align 8, !dbg !2521, !tbaa !890
  %48 = getelementptr inbounds i8, ptr %47, i64 56, !dbg !2521
  %49 = load ptr, ptr %48, align 8, !dbg !2521, !tbaa !1006
  %50 = getelementptr inbounds i8, ptr %6, i64 24, !dbg !2521
  %51 = tail call ptr @luaM_growaux_(ptr noundef %49, ptr noundef nonnull %8, i32 noundef %40, ptr noundef nonnull %50, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !2521
  store ptr %51, ptr %7, align 8, !dbg !2521, !tbaa !957
  %52 = load i32, ptr %17, align 8, !dbg !2522, !tbaa !949
  %53 = add nsw i32 %52, 1, !dbg !2522
  store i32 %53, ptr %17, align 8, !dbg !2522, !tbaa !949
  %54 = sext i32 %52 to i64, !dbg !2523
  %55 = getelementptr inbounds i32, ptr %51, i64 %54, !dbg !2523
  store i32 %45, ptr %55, align 4, !dbg !2524, !tbaa !963
  %56 = load ptr, ptr %46, align 8, !dbg !2525, !tbaa !890
  %57 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !2526
  %58 = load i32, ptr %57, align 8, !dbg !2526, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef nonnull %6, i32 noundef %58), !dbg !2527
    #dbg_value(ptr %0, !1091, !DIExpression(), !2528)
    #dbg_value(ptr %0, !1093, !DIExpression(), !2530)
    #dbg_value(i32 56, !1098, !DIExpression(), !2530)
    #dbg_value(i32 -1, !1099, !DIExpression(), !2530)
    #dbg_value(i32 0, !1100, !DIExpression(), !2530)
    #dbg_value(i32 16777214, !1101, !DIExpression(), !2530)
    #dbg_value(ptr %0, !995, !DIExpression(), !2532)
    #dbg_value(i32 2147483448, !1000, !DIExpression(), !2532)
    #dbg_value(ptr %116, !1001, !DIExpression(), !2532)
  br label %112

59:                                               ; preds = %3, %5
    #dbg_value(ptr %0, !1368, !DIExpression(), !2534)
    #dbg_value(i32 1, !1369, !DIExpression(), !2534)
    #dbg_value(ptr %0, !1341, !DIExpression(), !2543)
    #dbg_value(i32 1, !1342, !DIExpression(), !2543)
  %60 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !2545
  %61 = load i8, ptr %60, align 4, !dbg !2545, !tbaa !1346
  %62 = add i8 %61, 1, !dbg !2546
    #dbg_value(i8 %61, !1343, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !2543)
  %63 = load ptr, ptr %0, align 8, !dbg !2547, !tbaa !955
  %64 = getelementptr inbounds i8, ptr %63, i64 12, !dbg !2548
  %65 = load i8, ptr %64, align 4, !dbg !2548, !tbaa !1352
  %66 = icmp ult i8 %61, %65, !dbg !2549
  br i1 %66, label %73, label %67, !dbg !2550

67:                                               ; preds = %59
  %68 = icmp ugt i8 %61, -3, !dbg !2551
  br i1 %68, label %69, label %72, !dbg !2552

69:                                               ; preds = %67
  %70 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2553
  %71 = load ptr, ptr %70, align 8, !dbg !2553, !tbaa !890
  tail call void @luaX_syntaxerror(ptr noundef %71, ptr noundef nonnull @.str.1) #12, !dbg !2554
  unreachable, !dbg !2554

72:                                               ; preds = %67
  store i8 %62, ptr %64, align 4, !dbg !2555, !tbaa !1352
  br label %73, !dbg !2556

73:                                               ; preds = %59, %72
  store i8 %62, ptr %60, align 4, !dbg !2557, !tbaa !1346
  %74 = zext i8 %62 to i32, !dbg !2558
  %75 = add nsw i32 %74, -1, !dbg !2559
  tail call fastcc void @discharge2reg(ptr noundef nonnull %0, ptr noundef nonnull %1, i32 noundef %75), !dbg !2560
  %76 = load i32, ptr %1, align 8, !dbg !2561, !tbaa !870
  %77 = icmp eq i32 %76, 8, !dbg !2563
    #dbg_value(ptr %0, !1797, !DIExpression(), !2564)
    #dbg_value(ptr %1, !1800, !DIExpression(), !2564)
  br i1 %77, label %78, label %87, !dbg !2565

78:                                               ; preds = %3, %73
  %79 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2566
  %80 = load i32, ptr %79, align 8, !dbg !2567, !tbaa !876
    #dbg_value(ptr %0, !1651, !DIExpression(), !2568)
    #dbg_value(i32 %80, !1654, !DIExpression(), !2568)
  %81 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !2570
  %82 = icmp sgt i32 %81, %80, !dbg !2571
  br i1 %82, label %87, label %83, !dbg !2572

83:                                               ; preds = %78
  %84 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !2573
  %85 = load i8, ptr %84, align 4, !dbg !2574, !tbaa !1346
  %86 = add i8 %85, -1, !dbg !2574
  store i8 %86, ptr %84, align 4, !dbg !2574, !tbaa !1346
  br label %87, !dbg !2575

87:                                               ; preds = %73, %78, %83
  %88 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2576
  %89 = load i32, ptr %88, align 8, !dbg !2577, !tbaa !876
    #dbg_value(ptr %0, !2506, !DIExpression(), !2578)
    #dbg_value(i32 67, !2509, !DIExpression(), !2578)
    #dbg_value(i32 255, !2510, !DIExpression(), !2578)
    #dbg_value(i32 %89, !2511, !DIExpression(), !2578)
    #dbg_value(i32 0, !2512, !DIExpression(), !2578)
    #dbg_value(i32 %2, !2513, !DIExpression(), !2578)
    #dbg_value(ptr %0, !982, !DIExpression(), !2580)
    #dbg_value(i32 67, !987, !DIExpression(), !2580)
    #dbg_value(i32 255, !988, !DIExpression(), !2580)
    #dbg_value(i32 %89, !989, !DIExpression(), !2580)
    #dbg_value(i32 0, !990, !DIExpression(), !2580)
    #dbg_value(i32 %2, !991, !DIExpression(), !2580)
  %90 = shl i32 %89, 16, !dbg !2582
  %91 = shl i32 %2, 15, !dbg !2582
  %92 = or i32 %91, %90, !dbg !2582
  %93 = or disjoint i32 %92, 32707, !dbg !2582
    #dbg_value(ptr %0, !995, !DIExpression(), !2583)
    #dbg_value(i32 %93, !1000, !DIExpression(), !2583)
  %94 = load ptr, ptr %0, align 8, !dbg !2585, !tbaa !955
    #dbg_value(ptr %94, !1001, !DIExpression(), !2583)
  %95 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2586
  %96 = load ptr, ptr %95, align 8, !dbg !2586, !tbaa !890
  %97 = getelementptr inbounds i8, ptr %96, i64 56, !dbg !2586
  %98 = load ptr, ptr %97, align 8, !dbg !2586, !tbaa !1006
  %99 = getelementptr inbounds i8, ptr %94, i64 64, !dbg !2586
  %100 = load ptr, ptr %99, align 8, !dbg !2586, !tbaa !957
  %101 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2586
  %102 = load i32, ptr %101, align 8, !dbg !2586, !tbaa !949
  %103 = getelementptr inbounds i8, ptr %94, i64 24, !dbg !2586
  %104 = tail call ptr @luaM_growaux_(ptr noundef %98, ptr noundef %100, i32 noundef %102, ptr noundef nonnull %103, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !2586
  store ptr %104, ptr %99, align 8, !dbg !2586, !tbaa !957
  %105 = load i32, ptr %101, align 8, !dbg !2587, !tbaa !949
  %106 = add nsw i32 %105, 1, !dbg !2587
  store i32 %106, ptr %101, align 8, !dbg !2587, !tbaa !949
  %107 = sext i32 %105 to i64, !dbg !2588
  %108 = getelementptr inbounds i32, ptr %104, i64 %107, !dbg !2588
  store i32 %93, ptr %108, align 4, !dbg !2589, !tbaa !963
  %109 = load ptr, ptr %95, align 8, !dbg !2590, !tbaa !890
  %110 = getelementptr inbounds i8, ptr %109, i64 8, !dbg !2591
  %111 = load i32, ptr %110, align 8, !dbg !2591, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %94, i32 noundef %111), !dbg !2592
    #dbg_value(ptr %0, !1091, !DIExpression(), !2593)
    #dbg_value(ptr %0, !1093, !DIExpression(), !2595)
    #dbg_value(i32 56, !1098, !DIExpression(), !2595)
    #dbg_value(i32 -1, !1099, !DIExpression(), !2595)
    #dbg_value(i32 0, !1100, !DIExpression(), !2595)
    #dbg_value(i32 16777214, !1101, !DIExpression(), !2595)
    #dbg_value(ptr %0, !995, !DIExpression(), !2597)
    #dbg_value(i32 2147483448, !1000, !DIExpression(), !2597)
    #dbg_value(ptr %116, !1001, !DIExpression(), !2597)
  br label %112, !dbg !2599

112:                                              ; preds = %39, %87
  %113 = phi ptr [ %17, %39 ], [ %101, %87 ]
  %114 = phi ptr [ %46, %39 ], [ %95, %87 ]
  %115 = load i32, ptr %113, align 8, !dbg !2600, !tbaa !949
  %116 = load ptr, ptr %0, align 8, !dbg !2603, !tbaa !955
  %117 = load ptr, ptr %114, align 8, !dbg !2607, !tbaa !890
  %118 = getelementptr inbounds i8, ptr %117, i64 56, !dbg !2607
  %119 = load ptr, ptr %118, align 8, !dbg !2607, !tbaa !1006
  %120 = getelementptr inbounds i8, ptr %116, i64 64, !dbg !2607
  %121 = load ptr, ptr %120, align 8, !dbg !2607, !tbaa !957
  %122 = getelementptr inbounds i8, ptr %116, i64 24, !dbg !2607
  %123 = tail call ptr @luaM_growaux_(ptr noundef %119, ptr noundef %121, i32 noundef %115, ptr noundef nonnull %122, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !2607
  store ptr %123, ptr %120, align 8, !dbg !2607, !tbaa !957
  %124 = load i32, ptr %113, align 8, !dbg !2608, !tbaa !949
  %125 = add nsw i32 %124, 1, !dbg !2608
  store i32 %125, ptr %113, align 8, !dbg !2608, !tbaa !949
  %126 = sext i32 %124 to i64, !dbg !2609
  %127 = getelementptr inbounds i32, ptr %123, i64 %126, !dbg !2609
  store i32 2147483448, ptr %127, align 4, !dbg !2610, !tbaa !963
  %128 = load ptr, ptr %114, align 8, !dbg !2611, !tbaa !890
  %129 = getelementptr inbounds i8, ptr %128, i64 8, !dbg !2612
  %130 = load i32, ptr %129, align 8, !dbg !2612, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %116, i32 noundef %130), !dbg !2613
  %131 = load i32, ptr %113, align 8, !dbg !2614, !tbaa !949
  %132 = add nsw i32 %131, -1, !dbg !2463
  ret i32 %132, !dbg !2615
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_goiffalse(ptr noundef %0, ptr nocapture noundef %1) local_unnamed_addr #5 !dbg !2616 {
    #dbg_value(ptr %0, !2618, !DIExpression(), !2621)
    #dbg_value(ptr %1, !2619, !DIExpression(), !2621)
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %1), !dbg !2622
  %3 = load i32, ptr %1, align 8, !dbg !2623, !tbaa !870
  switch i32 %3, label %7 [
    i32 16, label %4
    i32 1, label %47
    i32 3, label %47
  ], !dbg !2624

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2625
  %6 = load i32, ptr %5, align 8, !dbg !2628, !tbaa !876
    #dbg_value(i32 %6, !2620, !DIExpression(), !2621)
  br label %9, !dbg !2629

7:                                                ; preds = %2
  %8 = tail call fastcc i32 @jumponcond(ptr noundef %0, ptr noundef nonnull %1, i32 noundef 1), !dbg !2630
    #dbg_value(i32 %8, !2620, !DIExpression(), !2621)
  br label %9, !dbg !2632

9:                                                ; preds = %7, %4
  %10 = phi i32 [ %8, %7 ], [ %6, %4 ], !dbg !2633
    #dbg_value(i32 %10, !2620, !DIExpression(), !2621)
  %11 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !2634
    #dbg_value(ptr %0, !1035, !DIExpression(), !2635)
    #dbg_value(ptr %11, !1036, !DIExpression(), !2635)
    #dbg_value(i32 %10, !1037, !DIExpression(), !2635)
  %12 = icmp eq i32 %10, -1, !dbg !2637
  br i1 %12, label %47, label %13, !dbg !2638

13:                                               ; preds = %9
  %14 = load i32, ptr %11, align 4, !dbg !2639, !tbaa !963
  %15 = icmp eq i32 %14, -1, !dbg !2640
  br i1 %15, label %20, label %16, !dbg !2641

16:                                               ; preds = %13
  %17 = load ptr, ptr %0, align 8, !tbaa !955
  %18 = getelementptr inbounds i8, ptr %17, i64 64
  %19 = load ptr, ptr %18, align 8, !tbaa !957
  br label %21, !dbg !2642

20:                                               ; preds = %13
  store i32 %10, ptr %11, align 4, !dbg !2643, !tbaa !963
  br label %47, !dbg !2644

21:                                               ; preds = %21, %16
  %22 = phi i32 [ %30, %21 ], [ %14, %16 ], !dbg !2645
    #dbg_value(i32 %22, !1038, !DIExpression(), !2645)
    #dbg_value(ptr %0, !1053, !DIExpression(), !2646)
    #dbg_value(i32 %22, !1058, !DIExpression(), !2646)
  %23 = sext i32 %22 to i64, !dbg !2648
  %24 = getelementptr inbounds i32, ptr %19, i64 %23, !dbg !2648
  %25 = load i32, ptr %24, align 4, !dbg !2648, !tbaa !963
  %26 = lshr i32 %25, 7, !dbg !2648
  %27 = add nsw i32 %26, -16777215, !dbg !2648
    #dbg_value(i32 %27, !1059, !DIExpression(), !2646)
  %28 = icmp eq i32 %27, -1, !dbg !2649
  %29 = add nuw nsw i32 %22, 1, !dbg !2650
  %30 = add nsw i32 %29, %27, !dbg !2650
    #dbg_value(i32 poison, !1042, !DIExpression(), !2645)
  %31 = icmp eq i32 %30, -1, !dbg !2651
  %32 = select i1 %28, i1 true, i1 %31, !dbg !2651
  br i1 %32, label %33, label %21, !dbg !2642, !llvm.loop !2652

33:                                               ; preds = %21
    #dbg_value(ptr %0, !1070, !DIExpression(), !2654)
    #dbg_value(i32 %22, !1073, !DIExpression(), !2654)
    #dbg_value(i32 %10, !1074, !DIExpression(), !2654)
    #dbg_value(!DIArgList(ptr poison, i32 poison), !1075, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !2654)
  %34 = xor i32 %22, -1, !dbg !2656
  %35 = add i32 %10, %34, !dbg !2657
    #dbg_value(i32 %35, !1076, !DIExpression(), !2654)
  %36 = add i32 %35, 16777215, !dbg !2658
  %37 = icmp ult i32 %36, 33554432, !dbg !2658
  br i1 %37, label %41, label %38, !dbg !2658

38:                                               ; preds = %33
  %39 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2659
  %40 = load ptr, ptr %39, align 8, !dbg !2659, !tbaa !890
  tail call void @luaX_syntaxerror(ptr noundef %40, ptr noundef nonnull @.str.2) #12, !dbg !2660
  unreachable, !dbg !2660

41:                                               ; preds = %33
  %42 = getelementptr inbounds i32, ptr %19, i64 %23
    #dbg_value(ptr %42, !1075, !DIExpression(), !2654)
  %43 = and i32 %25, 127, !dbg !2661
  %44 = shl i32 %35, 7, !dbg !2661
  %45 = add i32 %44, 2147483520, !dbg !2661
  %46 = or disjoint i32 %45, %43, !dbg !2661
  store i32 %46, ptr %42, align 4, !dbg !2661, !tbaa !963
  br label %47

47:                                               ; preds = %2, %2, %9, %20, %41
  %48 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !2662
  %49 = load i32, ptr %48, align 4, !dbg !2662, !tbaa !867
    #dbg_value(ptr %0, !1240, !DIExpression(), !2663)
    #dbg_value(i32 %49, !1241, !DIExpression(), !2663)
    #dbg_value(ptr %0, !1141, !DIExpression(), !2665)
  %50 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2667
  %51 = load i32, ptr %50, align 8, !dbg !2667, !tbaa !949
  %52 = getelementptr inbounds i8, ptr %0, i64 36, !dbg !2668
  store i32 %51, ptr %52, align 4, !dbg !2669, !tbaa !951
    #dbg_value(i32 %51, !1242, !DIExpression(), !2663)
    #dbg_value(ptr %0, !1149, !DIExpression(), !2670)
    #dbg_value(i32 %49, !1150, !DIExpression(), !2670)
    #dbg_value(i32 %51, !1151, !DIExpression(), !2670)
  tail call fastcc void @patchlistaux(ptr noundef readonly %0, i32 noundef %49, i32 noundef %51, i32 noundef 255, i32 noundef %51), !dbg !2672
  store i32 -1, ptr %48, align 4, !dbg !2673, !tbaa !867
  ret void, !dbg !2674
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_indexed(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2) local_unnamed_addr #5 !dbg !2675 {
  %4 = alloca %struct.TValue, align 8, !DIAssignID !2683
    #dbg_value(ptr %0, !2677, !DIExpression(), !2684)
    #dbg_value(ptr %1, !2678, !DIExpression(), !2684)
    #dbg_value(ptr %2, !2679, !DIExpression(), !2684)
  %5 = load i32, ptr %2, align 8, !dbg !2685, !tbaa !870
  %6 = icmp eq i32 %5, 7, !dbg !2687
  br i1 %6, label %10, label %7, !dbg !2688

7:                                                ; preds = %3
  %8 = load i32, ptr %1, align 8, !dbg !2689, !tbaa !870
  %9 = icmp eq i32 %8, 10, !dbg !2691
  br i1 %9, label %20, label %59, !dbg !2692

10:                                               ; preds = %3
    #dbg_value(ptr %0, !2693, !DIExpression(), !2697)
    #dbg_value(ptr %2, !2696, !DIExpression(), !2697)
  %11 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2699
  %12 = load ptr, ptr %11, align 8, !dbg !2700, !tbaa !876
    #dbg_assign(i1 undef, !2701, !DIExpression(), !2683, ptr %4, !DIExpression(), !2711)
    #dbg_value(ptr %0, !2706, !DIExpression(), !2711)
    #dbg_value(ptr %12, !2707, !DIExpression(), !2711)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13, !dbg !2713
    #dbg_value(ptr %4, !2708, !DIExpression(), !2714)
    #dbg_value(ptr %12, !2710, !DIExpression(), !2714)
  store ptr %12, ptr %4, align 8, !dbg !2715, !tbaa !876
  %13 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !2715
  %14 = load i8, ptr %13, align 8, !dbg !2715, !tbaa !877
  %15 = or i8 %14, 64, !dbg !2715
  %16 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !2715
  store i8 %15, ptr %16, align 8, !dbg !2715, !tbaa !904
  %17 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %4, ptr noundef nonnull %4), !dbg !2716
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13, !dbg !2717
  store i32 %17, ptr %11, align 8, !dbg !2718, !tbaa !876
  store i32 4, ptr %2, align 8, !dbg !2719, !tbaa !870
  %18 = load i32, ptr %1, align 8, !dbg !2689, !tbaa !870
  %19 = icmp eq i32 %18, 10, !dbg !2691
  br i1 %19, label %22, label %59, !dbg !2692

20:                                               ; preds = %7
    #dbg_value(ptr %0, !2720, !DIExpression(), !2724)
    #dbg_value(ptr %2, !2723, !DIExpression(), !2724)
  %21 = icmp eq i32 %5, 4, !dbg !2726
  br i1 %21, label %22, label %40, !dbg !2727

22:                                               ; preds = %10, %20
  %23 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !2728
  %24 = load i32, ptr %23, align 8, !dbg !2728, !tbaa !865
  %25 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !2728
  %26 = load i32, ptr %25, align 4, !dbg !2728, !tbaa !867
  %27 = icmp eq i32 %24, %26, !dbg !2728
  br i1 %27, label %28, label %40, !dbg !2729

28:                                               ; preds = %22
  %29 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2730
  %30 = load i32, ptr %29, align 8, !dbg !2731, !tbaa !876
  %31 = icmp slt i32 %30, 256, !dbg !2732
  br i1 %31, label %32, label %40, !dbg !2733

32:                                               ; preds = %28
  %33 = load ptr, ptr %0, align 8, !dbg !2734, !tbaa !955
  %34 = getelementptr inbounds i8, ptr %33, i64 56, !dbg !2734
  %35 = load ptr, ptr %34, align 8, !dbg !2734, !tbaa !2735
  %36 = sext i32 %30 to i64, !dbg !2734
  %37 = getelementptr inbounds %struct.TValue, ptr %35, i64 %36, i32 1, !dbg !2734
  %38 = load i8, ptr %37, align 8, !dbg !2734, !tbaa !904
  %39 = icmp eq i8 %38, 68, !dbg !2734
  br i1 %39, label %57, label %40, !dbg !2736

40:                                               ; preds = %20, %22, %28, %32
    #dbg_value(ptr %0, !2038, !DIExpression(), !2737)
    #dbg_value(ptr %1, !2039, !DIExpression(), !2737)
  call void @luaK_dischargevars(ptr noundef %0, ptr noundef nonnull %1), !dbg !2739
  %41 = load i32, ptr %1, align 8, !dbg !2740, !tbaa !870
  %42 = icmp eq i32 %41, 8, !dbg !2741
  br i1 %42, label %43, label %56, !dbg !2742

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !2743
  %45 = load i32, ptr %44, align 8, !dbg !2743, !tbaa !865
  %46 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !2743
  %47 = load i32, ptr %46, align 4, !dbg !2743, !tbaa !867
  %48 = icmp eq i32 %45, %47, !dbg !2743
  %49 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2744
  br i1 %48, label %57, label %50, !dbg !2745

50:                                               ; preds = %43
  %51 = load i32, ptr %49, align 8, !dbg !2746, !tbaa !876
  %52 = call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !2747
  %53 = icmp slt i32 %51, %52, !dbg !2748
  br i1 %53, label %56, label %54, !dbg !2749

54:                                               ; preds = %50
  %55 = load i32, ptr %49, align 8, !dbg !2750, !tbaa !876
  call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %1, i32 noundef %55), !dbg !2751
  br label %57, !dbg !2752

56:                                               ; preds = %50, %40
  call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %1), !dbg !2753
  br label %57, !dbg !2754

57:                                               ; preds = %32, %43, %54, %56
  %58 = load i32, ptr %1, align 8, !dbg !2755, !tbaa !870
  br label %59, !dbg !2755

59:                                               ; preds = %10, %57, %7
  %60 = phi i32 [ %58, %57 ], [ %8, %7 ], [ %18, %10 ], !dbg !2755
  %61 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2756
  switch i32 %60, label %71 [
    i32 10, label %62
    i32 9, label %69
  ], !dbg !2757

62:                                               ; preds = %59
  %63 = load i32, ptr %61, align 8, !dbg !2758, !tbaa !876
    #dbg_value(i32 %63, !2680, !DIExpression(), !2759)
  %64 = trunc i32 %63 to i8, !dbg !2760
  %65 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !2761
  store i8 %64, ptr %65, align 2, !dbg !2762, !tbaa !876
  %66 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2763
  %67 = load i32, ptr %66, align 8, !dbg !2764, !tbaa !876
  %68 = trunc i32 %67 to i16, !dbg !2765
  store i16 %68, ptr %61, align 8, !dbg !2766, !tbaa !876
  br label %133, !dbg !2767

69:                                               ; preds = %59
  %70 = load i8, ptr %61, align 8, !dbg !2768, !tbaa !876
  br label %74, !dbg !2770

71:                                               ; preds = %59
  %72 = load i32, ptr %61, align 8, !dbg !2771, !tbaa !876
  %73 = trunc i32 %72 to i8, !dbg !2770
  br label %74, !dbg !2770

74:                                               ; preds = %71, %69
  %75 = phi i8 [ %70, %69 ], [ %73, %71 ], !dbg !2770
  %76 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2772
  %77 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !2773
  store i8 %75, ptr %77, align 2, !dbg !2774, !tbaa !876
    #dbg_value(ptr %0, !2720, !DIExpression(), !2775)
    #dbg_value(ptr %2, !2723, !DIExpression(), !2775)
  %78 = load i32, ptr %2, align 8, !dbg !2778, !tbaa !870
  switch i32 %78, label %111 [
    i32 4, label %79
    i32 6, label %99
  ], !dbg !2779

79:                                               ; preds = %74
  %80 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !2780
  %81 = load i32, ptr %80, align 8, !dbg !2780, !tbaa !865
  %82 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !2780
  %83 = load i32, ptr %82, align 4, !dbg !2780, !tbaa !867
  %84 = icmp eq i32 %81, %83, !dbg !2780
  br i1 %84, label %85, label %111, !dbg !2781

85:                                               ; preds = %79
  %86 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2782
  %87 = load i32, ptr %86, align 8, !dbg !2783, !tbaa !876
  %88 = icmp slt i32 %87, 256, !dbg !2784
  br i1 %88, label %89, label %111, !dbg !2785

89:                                               ; preds = %85
  %90 = load ptr, ptr %0, align 8, !dbg !2786, !tbaa !955
  %91 = getelementptr inbounds i8, ptr %90, i64 56, !dbg !2786
  %92 = load ptr, ptr %91, align 8, !dbg !2786, !tbaa !2735
  %93 = sext i32 %87 to i64, !dbg !2786
  %94 = getelementptr inbounds %struct.TValue, ptr %92, i64 %93, i32 1, !dbg !2786
  %95 = load i8, ptr %94, align 8, !dbg !2786, !tbaa !904
  %96 = icmp eq i8 %95, 68, !dbg !2786
  br i1 %96, label %97, label %111, !dbg !2787

97:                                               ; preds = %89
  %98 = trunc i32 %87 to i16, !dbg !2788
  store i16 %98, ptr %76, align 8, !dbg !2790, !tbaa !876
  br label %133, !dbg !2791

99:                                               ; preds = %74
  %100 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !2792
  %101 = load i32, ptr %100, align 8, !dbg !2792, !tbaa !865
  %102 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !2792
  %103 = load i32, ptr %102, align 4, !dbg !2792, !tbaa !867
  %104 = icmp eq i32 %101, %103, !dbg !2792
  br i1 %104, label %105, label %111, !dbg !2804

105:                                              ; preds = %99
  %106 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2805
  %107 = load i64, ptr %106, align 8, !dbg !2805, !tbaa !876
  %108 = icmp ugt i64 %107, 255, !dbg !2806
  br i1 %108, label %111, label %109, !dbg !2807

109:                                              ; preds = %105
  %110 = trunc nuw i64 %107 to i16, !dbg !2808
  store i16 %110, ptr %76, align 8, !dbg !2810, !tbaa !876
  br label %133, !dbg !2811

111:                                              ; preds = %74, %79, %85, %89, %99, %105
    #dbg_value(ptr %0, !2038, !DIExpression(), !2812)
    #dbg_value(ptr %2, !2039, !DIExpression(), !2812)
  call void @luaK_dischargevars(ptr noundef %0, ptr noundef nonnull %2), !dbg !2815
  %112 = load i32, ptr %2, align 8, !dbg !2816, !tbaa !870
  %113 = icmp eq i32 %112, 8, !dbg !2817
  br i1 %113, label %114, label %127, !dbg !2818

114:                                              ; preds = %111
  %115 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !2819
  %116 = load i32, ptr %115, align 8, !dbg !2819, !tbaa !865
  %117 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !2819
  %118 = load i32, ptr %117, align 4, !dbg !2819, !tbaa !867
  %119 = icmp eq i32 %116, %118, !dbg !2819
  %120 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2820
  br i1 %119, label %129, label %121, !dbg !2821

121:                                              ; preds = %114
  %122 = load i32, ptr %120, align 8, !dbg !2822, !tbaa !876
  %123 = call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !2823
  %124 = icmp slt i32 %122, %123, !dbg !2824
  br i1 %124, label %127, label %125, !dbg !2825

125:                                              ; preds = %121
  %126 = load i32, ptr %120, align 8, !dbg !2826, !tbaa !876
  call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %2, i32 noundef %126), !dbg !2827
  br label %129, !dbg !2828

127:                                              ; preds = %121, %111
  call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %2), !dbg !2829
  %128 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2830
  br label %129, !dbg !2831

129:                                              ; preds = %114, %125, %127
  %130 = phi ptr [ %120, %125 ], [ %128, %127 ], [ %120, %114 ]
  %131 = load i32, ptr %130, align 8, !dbg !2812, !tbaa !876
  %132 = trunc i32 %131 to i16, !dbg !2832
  store i16 %132, ptr %76, align 8, !dbg !2833, !tbaa !876
  br label %133

133:                                              ; preds = %97, %129, %109, %62
  %134 = phi i32 [ 15, %97 ], [ 12, %129 ], [ 14, %109 ], [ 13, %62 ]
  store i32 %134, ptr %1, align 8, !dbg !2756, !tbaa !870
  ret void, !dbg !2834
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_prefix(ptr noundef %0, i32 noundef %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #5 !dbg !14 {
    #dbg_value(ptr %0, !810, !DIExpression(), !2835)
    #dbg_value(i32 %1, !811, !DIExpression(), !2835)
    #dbg_value(ptr %2, !812, !DIExpression(), !2835)
    #dbg_value(i32 %3, !813, !DIExpression(), !2835)
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %2), !dbg !2836
  switch i32 %1, label %257 [
    i32 0, label %5
    i32 1, label %5
    i32 3, label %9
    i32 2, label %87
  ], !dbg !2837

5:                                                ; preds = %4, %4
  %6 = add nuw nsw i32 %1, 12, !dbg !2838
  %7 = tail call fastcc i32 @constfolding(ptr noundef %0, i32 noundef %6, ptr noundef %2, ptr noundef nonnull @luaK_prefix.ef), !dbg !2841
  %8 = icmp eq i32 %7, 0, !dbg !2841
  br i1 %8, label %9, label %257, !dbg !2842

9:                                                ; preds = %5, %4
    #dbg_value(i32 %1, !2843, !DIExpression(), !2848)
  %10 = add nuw nsw i32 %1, 49, !dbg !2850
    #dbg_value(ptr %0, !2851, !DIExpression(), !2860)
    #dbg_value(i32 %10, !2856, !DIExpression(), !2860)
    #dbg_value(ptr %2, !2857, !DIExpression(), !2860)
    #dbg_value(i32 %3, !2858, !DIExpression(), !2860)
    #dbg_value(ptr %0, !2038, !DIExpression(), !2862)
    #dbg_value(ptr %2, !2039, !DIExpression(), !2862)
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %2), !dbg !2864
  %11 = load i32, ptr %2, align 8, !dbg !2865, !tbaa !870
  %12 = icmp eq i32 %11, 8, !dbg !2866
  br i1 %12, label %13, label %26, !dbg !2867

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !2868
  %15 = load i32, ptr %14, align 8, !dbg !2868, !tbaa !865
  %16 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !2868
  %17 = load i32, ptr %16, align 4, !dbg !2868, !tbaa !867
  %18 = icmp eq i32 %15, %17, !dbg !2868
  %19 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2869
  br i1 %18, label %28, label %20, !dbg !2870

20:                                               ; preds = %13
  %21 = load i32, ptr %19, align 8, !dbg !2871, !tbaa !876
  %22 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !2872
  %23 = icmp slt i32 %21, %22, !dbg !2873
  br i1 %23, label %26, label %24, !dbg !2874

24:                                               ; preds = %20
  %25 = load i32, ptr %19, align 8, !dbg !2875, !tbaa !876
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %2, i32 noundef %25), !dbg !2876
  br label %28, !dbg !2877

26:                                               ; preds = %20, %9
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %2), !dbg !2878
  %27 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2879
  br label %28, !dbg !2880

28:                                               ; preds = %26, %24, %13
  %29 = phi ptr [ %19, %24 ], [ %27, %26 ], [ %19, %13 ]
  %30 = load i32, ptr %29, align 8, !dbg !2862, !tbaa !876
    #dbg_value(i32 %30, !2859, !DIExpression(), !2860)
    #dbg_value(ptr %0, !1797, !DIExpression(), !2881)
    #dbg_value(ptr %2, !1800, !DIExpression(), !2881)
  %31 = load i32, ptr %2, align 8, !dbg !2883, !tbaa !870
  %32 = icmp eq i32 %31, 8, !dbg !2884
  br i1 %32, label %33, label %40, !dbg !2885

33:                                               ; preds = %28
    #dbg_value(ptr %0, !1651, !DIExpression(), !2886)
    #dbg_value(i32 %30, !1654, !DIExpression(), !2886)
  %34 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !2888
  %35 = icmp sgt i32 %34, %30, !dbg !2889
  br i1 %35, label %40, label %36, !dbg !2890

36:                                               ; preds = %33
  %37 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !2891
  %38 = load i8, ptr %37, align 4, !dbg !2892, !tbaa !1346
  %39 = add i8 %38, -1, !dbg !2892
  store i8 %39, ptr %37, align 4, !dbg !2892, !tbaa !1346
  br label %40, !dbg !2893

40:                                               ; preds = %36, %33, %28
    #dbg_value(ptr %0, !982, !DIExpression(), !2894)
    #dbg_value(i32 %10, !987, !DIExpression(), !2894)
    #dbg_value(i32 0, !988, !DIExpression(), !2894)
    #dbg_value(i32 %30, !989, !DIExpression(), !2894)
    #dbg_value(i32 0, !990, !DIExpression(), !2894)
    #dbg_value(i32 0, !991, !DIExpression(), !2894)
  %41 = shl i32 %30, 16, !dbg !2896
  %42 = or i32 %41, %10, !dbg !2896
    #dbg_value(ptr %0, !995, !DIExpression(), !2897)
    #dbg_value(i32 %42, !1000, !DIExpression(), !2897)
  %43 = load ptr, ptr %0, align 8, !dbg !2899, !tbaa !955
    #dbg_value(ptr %43, !1001, !DIExpression(), !2897)
  %44 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2900
  %45 = load ptr, ptr %44, align 8, !dbg !2900, !tbaa !890
  %46 = getelementptr inbounds i8, ptr %45, i64 56, !dbg !2900
  %47 = load ptr, ptr %46, align 8, !dbg !2900, !tbaa !1006
  %48 = getelementptr inbounds i8, ptr %43, i64 64, !dbg !2900
  %49 = load ptr, ptr %48, align 8, !dbg !2900, !tbaa !957
  %50 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2900
  %51 = load i32, ptr %50, align 8, !dbg !2900, !tbaa !949
  %52 = getelementptr inbounds i8, ptr %43, i64 24, !dbg !2900
  %53 = tail call ptr @luaM_growaux_(ptr noundef %47, ptr noundef %49, i32 noundef %51, ptr noundef nonnull %52, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !2900
  store ptr %53, ptr %48, align 8, !dbg !2900, !tbaa !957
  %54 = load i32, ptr %50, align 8, !dbg !2901, !tbaa !949
  %55 = add nsw i32 %54, 1, !dbg !2901
  store i32 %55, ptr %50, align 8, !dbg !2901, !tbaa !949
  %56 = sext i32 %54 to i64, !dbg !2902
  %57 = getelementptr inbounds i32, ptr %53, i64 %56, !dbg !2902
  store i32 %42, ptr %57, align 4, !dbg !2903, !tbaa !963
  %58 = load ptr, ptr %44, align 8, !dbg !2904, !tbaa !890
  %59 = getelementptr inbounds i8, ptr %58, i64 8, !dbg !2905
  %60 = load i32, ptr %59, align 8, !dbg !2905, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %43, i32 noundef %60), !dbg !2906
  %61 = load i32, ptr %50, align 8, !dbg !2907, !tbaa !949
  %62 = add nsw i32 %61, -1, !dbg !2908
  %63 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2909
  store i32 %62, ptr %63, align 8, !dbg !2910, !tbaa !876
  store i32 17, ptr %2, align 8, !dbg !2911, !tbaa !870
    #dbg_value(ptr %0, !2912, !DIExpression(), !2916)
    #dbg_value(i32 %3, !2915, !DIExpression(), !2916)
    #dbg_value(ptr %0, !2480, !DIExpression(), !2918)
  %64 = load ptr, ptr %0, align 8, !dbg !2920, !tbaa !955
    #dbg_value(ptr %64, !2483, !DIExpression(), !2918)
  %65 = load i32, ptr %50, align 8, !dbg !2921, !tbaa !949
    #dbg_value(i32 %65, !2484, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2918)
  %66 = getelementptr inbounds i8, ptr %64, i64 88, !dbg !2922
  %67 = load ptr, ptr %66, align 8, !dbg !2922, !tbaa !1310
  %68 = sext i32 %65 to i64, !dbg !2923
  %69 = getelementptr i8, ptr %67, i64 %68, !dbg !2923
  %70 = getelementptr i8, ptr %69, i64 -1, !dbg !2923
  %71 = load i8, ptr %70, align 1, !dbg !2923, !tbaa !876
  %72 = icmp eq i8 %71, -128, !dbg !2924
  br i1 %72, label %81, label %73, !dbg !2925

73:                                               ; preds = %40
  %74 = sext i8 %71 to i32, !dbg !2923
  %75 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !2926
  %76 = load i32, ptr %75, align 8, !dbg !2927, !tbaa !1280
  %77 = sub nsw i32 %76, %74, !dbg !2927
  store i32 %77, ptr %75, align 8, !dbg !2927, !tbaa !1280
  %78 = getelementptr inbounds i8, ptr %0, i64 69, !dbg !2928
  %79 = load i8, ptr %78, align 1, !dbg !2929, !tbaa !1290
  %80 = add i8 %79, -1, !dbg !2929
  store i8 %80, ptr %78, align 1, !dbg !2929, !tbaa !1290
  br label %86, !dbg !2930

81:                                               ; preds = %40
  %82 = getelementptr inbounds i8, ptr %0, i64 52, !dbg !2931
  %83 = load i32, ptr %82, align 4, !dbg !2932, !tbaa !1296
  %84 = add nsw i32 %83, -1, !dbg !2932
  store i32 %84, ptr %82, align 4, !dbg !2932, !tbaa !1296
  %85 = getelementptr inbounds i8, ptr %0, i64 69, !dbg !2933
  store i8 -127, ptr %85, align 1, !dbg !2934, !tbaa !1290
  br label %86

86:                                               ; preds = %73, %81
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef nonnull %64, i32 noundef %3), !dbg !2935
  br label %257, !dbg !2936

87:                                               ; preds = %4
    #dbg_value(ptr %0, !2937, !DIExpression(), !2943)
    #dbg_value(ptr %2, !2940, !DIExpression(), !2943)
  %88 = load i32, ptr %2, align 8, !dbg !2945, !tbaa !870
  switch i32 %88, label %168 [
    i32 1, label %89
    i32 3, label %89
    i32 4, label %90
    i32 5, label %90
    i32 6, label %90
    i32 7, label %90
    i32 2, label %90
    i32 16, label %91
    i32 8, label %134
    i32 17, label %115
  ], !dbg !2946

89:                                               ; preds = %87, %87
  store i32 2, ptr %2, align 8, !dbg !2947, !tbaa !870
  br label %168, !dbg !2950

90:                                               ; preds = %87, %87, %87, %87, %87
  store i32 3, ptr %2, align 8, !dbg !2951, !tbaa !870
  br label %168, !dbg !2953

91:                                               ; preds = %87
    #dbg_value(ptr %0, !2383, !DIExpression(), !2954)
    #dbg_value(ptr %2, !2386, !DIExpression(), !2954)
  %92 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2957
  %93 = load i32, ptr %92, align 8, !dbg !2958, !tbaa !876
    #dbg_value(ptr %0, !1186, !DIExpression(), !2959)
    #dbg_value(i32 %93, !1191, !DIExpression(), !2959)
  %94 = load ptr, ptr %0, align 8, !dbg !2961, !tbaa !955
  %95 = getelementptr inbounds i8, ptr %94, i64 64, !dbg !2962
  %96 = load ptr, ptr %95, align 8, !dbg !2962, !tbaa !957
  %97 = sext i32 %93 to i64, !dbg !2963
  %98 = getelementptr inbounds i32, ptr %96, i64 %97, !dbg !2963
    #dbg_value(ptr %98, !1192, !DIExpression(), !2959)
  %99 = icmp sgt i32 %93, 0, !dbg !2964
  br i1 %99, label %100, label %109, !dbg !2965

100:                                              ; preds = %91
  %101 = getelementptr inbounds i8, ptr %98, i64 -4, !dbg !2966
  %102 = load i32, ptr %101, align 4, !dbg !2966, !tbaa !963
  %103 = and i32 %102, 127, !dbg !2966
  %104 = zext nneg i32 %103 to i64, !dbg !2966
  %105 = getelementptr inbounds [83 x i8], ptr @luaP_opmodes, i64 0, i64 %104, !dbg !2966
  %106 = load i8, ptr %105, align 1, !dbg !2966, !tbaa !876
  %107 = and i8 %106, 16, !dbg !2966
  %108 = icmp eq i8 %107, 0, !dbg !2966
  br i1 %108, label %109, label %111, !dbg !2967

109:                                              ; preds = %100, %91
  %110 = load i32, ptr %98, align 4, !dbg !2968, !tbaa !963
  br label %111, !dbg !2969

111:                                              ; preds = %109, %100
  %112 = phi i32 [ %110, %109 ], [ %102, %100 ], !dbg !2968
  %113 = phi ptr [ %98, %109 ], [ %101, %100 ], !dbg !2970
    #dbg_value(ptr %113, !2387, !DIExpression(), !2954)
  %114 = xor i32 %112, 32768, !dbg !2968
  store i32 %114, ptr %113, align 4, !dbg !2968, !tbaa !963
  br label %168, !dbg !2971

115:                                              ; preds = %87
    #dbg_value(ptr %0, !1368, !DIExpression(), !2972)
    #dbg_value(i32 1, !1369, !DIExpression(), !2972)
    #dbg_value(ptr %0, !1341, !DIExpression(), !2976)
    #dbg_value(i32 1, !1342, !DIExpression(), !2976)
  %116 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !2978
  %117 = load i8, ptr %116, align 4, !dbg !2978, !tbaa !1346
  %118 = add i8 %117, 1, !dbg !2979
    #dbg_value(i8 %117, !1343, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !2976)
  %119 = load ptr, ptr %0, align 8, !dbg !2980, !tbaa !955
  %120 = getelementptr inbounds i8, ptr %119, i64 12, !dbg !2981
  %121 = load i8, ptr %120, align 4, !dbg !2981, !tbaa !1352
  %122 = icmp ult i8 %117, %121, !dbg !2982
  br i1 %122, label %129, label %123, !dbg !2983

123:                                              ; preds = %115
  %124 = icmp ugt i8 %117, -3, !dbg !2984
  br i1 %124, label %125, label %128, !dbg !2985

125:                                              ; preds = %123
  %126 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2986
  %127 = load ptr, ptr %126, align 8, !dbg !2986, !tbaa !890
  tail call void @luaX_syntaxerror(ptr noundef %127, ptr noundef nonnull @.str.1) #12, !dbg !2987
  unreachable, !dbg !2987

128:                                              ; preds = %123
  store i8 %118, ptr %120, align 4, !dbg !2988, !tbaa !1352
  br label %129, !dbg !2989

129:                                              ; preds = %128, %115
  store i8 %118, ptr %116, align 4, !dbg !2990, !tbaa !1346
  %130 = zext i8 %118 to i32, !dbg !2991
  %131 = add nsw i32 %130, -1, !dbg !2992
  tail call fastcc void @discharge2reg(ptr noundef nonnull %0, ptr noundef nonnull %2, i32 noundef %131), !dbg !2993
  %132 = load i32, ptr %2, align 8, !dbg !2994, !tbaa !870
  %133 = icmp eq i32 %132, 8, !dbg !2996
    #dbg_value(ptr %0, !1797, !DIExpression(), !2997)
    #dbg_value(ptr %2, !1800, !DIExpression(), !2997)
  br i1 %133, label %134, label %143, !dbg !2998

134:                                              ; preds = %129, %87
  %135 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2999
  %136 = load i32, ptr %135, align 8, !dbg !3000, !tbaa !876
    #dbg_value(ptr %0, !1651, !DIExpression(), !3001)
    #dbg_value(i32 %136, !1654, !DIExpression(), !3001)
  %137 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !3003
  %138 = icmp sgt i32 %137, %136, !dbg !3004
  br i1 %138, label %143, label %139, !dbg !3005

139:                                              ; preds = %134
  %140 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !3006
  %141 = load i8, ptr %140, align 4, !dbg !3007, !tbaa !1346
  %142 = add i8 %141, -1, !dbg !3007
  store i8 %142, ptr %140, align 4, !dbg !3007, !tbaa !1346
  br label %143, !dbg !3008

143:                                              ; preds = %139, %134, %129
  %144 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !3009
  %145 = load i32, ptr %144, align 8, !dbg !3009, !tbaa !876
    #dbg_value(ptr %0, !982, !DIExpression(), !3010)
    #dbg_value(i32 51, !987, !DIExpression(), !3010)
    #dbg_value(i32 0, !988, !DIExpression(), !3010)
    #dbg_value(i32 %145, !989, !DIExpression(), !3010)
    #dbg_value(i32 0, !990, !DIExpression(), !3010)
    #dbg_value(i32 0, !991, !DIExpression(), !3010)
  %146 = shl i32 %145, 16, !dbg !3012
  %147 = or disjoint i32 %146, 51, !dbg !3012
    #dbg_value(ptr %0, !995, !DIExpression(), !3013)
    #dbg_value(i32 %147, !1000, !DIExpression(), !3013)
  %148 = load ptr, ptr %0, align 8, !dbg !3015, !tbaa !955
    #dbg_value(ptr %148, !1001, !DIExpression(), !3013)
  %149 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3016
  %150 = load ptr, ptr %149, align 8, !dbg !3016, !tbaa !890
  %151 = getelementptr inbounds i8, ptr %150, i64 56, !dbg !3016
  %152 = load ptr, ptr %151, align 8, !dbg !3016, !tbaa !1006
  %153 = getelementptr inbounds i8, ptr %148, i64 64, !dbg !3016
  %154 = load ptr, ptr %153, align 8, !dbg !3016, !tbaa !957
  %155 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3016
  %156 = load i32, ptr %155, align 8, !dbg !3016, !tbaa !949
  %157 = getelementptr inbounds i8, ptr %148, i64 24, !dbg !3016
  %158 = tail call ptr @luaM_growaux_(ptr noundef %152, ptr noundef %154, i32 noundef %156, ptr noundef nonnull %157, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !3016
  store ptr %158, ptr %153, align 8, !dbg !3016, !tbaa !957
  %159 = load i32, ptr %155, align 8, !dbg !3017, !tbaa !949
  %160 = add nsw i32 %159, 1, !dbg !3017
  store i32 %160, ptr %155, align 8, !dbg !3017, !tbaa !949
  %161 = sext i32 %159 to i64, !dbg !3018
  %162 = getelementptr inbounds i32, ptr %158, i64 %161, !dbg !3018
  store i32 %147, ptr %162, align 4, !dbg !3019, !tbaa !963
  %163 = load ptr, ptr %149, align 8, !dbg !3020, !tbaa !890
  %164 = getelementptr inbounds i8, ptr %163, i64 8, !dbg !3021
  %165 = load i32, ptr %164, align 8, !dbg !3021, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %148, i32 noundef %165), !dbg !3022
  %166 = load i32, ptr %155, align 8, !dbg !3023, !tbaa !949
  %167 = add nsw i32 %166, -1, !dbg !3024
  store i32 %167, ptr %144, align 8, !dbg !3025, !tbaa !876
  store i32 17, ptr %2, align 8, !dbg !3026, !tbaa !870
  br label %168, !dbg !3027

168:                                              ; preds = %143, %111, %90, %89, %87
  %169 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !3028
  %170 = load i32, ptr %169, align 4, !dbg !3028, !tbaa !867
    #dbg_value(i32 %170, !2941, !DIExpression(), !3029)
  %171 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !3030
  %172 = load i32, ptr %171, align 8, !dbg !3030, !tbaa !865
  store i32 %172, ptr %169, align 4, !dbg !3031, !tbaa !867
  store i32 %170, ptr %171, align 8, !dbg !3032, !tbaa !865
    #dbg_value(ptr %0, !3033, !DIExpression(), !3037)
    #dbg_value(i32 %172, !3036, !DIExpression(), !3037)
  %173 = icmp eq i32 %172, -1, !dbg !3039
  br i1 %173, label %215, label %174, !dbg !3042

174:                                              ; preds = %168
  %175 = load ptr, ptr %0, align 8, !tbaa !955
  %176 = getelementptr inbounds i8, ptr %175, i64 64
  %177 = load ptr, ptr %176, align 8, !tbaa !957
  br label %178, !dbg !3042

178:                                              ; preds = %204, %174
  %179 = phi i32 [ %172, %174 ], [ %210, %204 ]
    #dbg_value(i32 %179, !3036, !DIExpression(), !3037)
    #dbg_value(ptr %0, !1175, !DIExpression(), !3043)
    #dbg_value(i32 %179, !1180, !DIExpression(), !3043)
    #dbg_value(i32 255, !1181, !DIExpression(), !3043)
    #dbg_value(ptr %0, !1186, !DIExpression(), !3045)
    #dbg_value(i32 %179, !1191, !DIExpression(), !3045)
  %180 = sext i32 %179 to i64, !dbg !3047
  %181 = getelementptr inbounds i32, ptr %177, i64 %180, !dbg !3047
    #dbg_value(ptr %181, !1192, !DIExpression(), !3045)
  %182 = icmp sgt i32 %179, 0, !dbg !3048
  br i1 %182, label %183, label %192, !dbg !3049

183:                                              ; preds = %178
  %184 = getelementptr inbounds i8, ptr %181, i64 -4, !dbg !3050
  %185 = load i32, ptr %184, align 4, !dbg !3050, !tbaa !963
  %186 = and i32 %185, 127, !dbg !3050
  %187 = zext nneg i32 %186 to i64, !dbg !3050
  %188 = getelementptr inbounds [83 x i8], ptr @luaP_opmodes, i64 0, i64 %187, !dbg !3050
  %189 = load i8, ptr %188, align 1, !dbg !3050, !tbaa !876
  %190 = and i8 %189, 16, !dbg !3050
  %191 = icmp eq i8 %190, 0, !dbg !3050
  br i1 %191, label %192, label %194, !dbg !3051

192:                                              ; preds = %183, %178
  %193 = load i32, ptr %181, align 4, !dbg !3052, !tbaa !963
  br label %194, !dbg !3053

194:                                              ; preds = %192, %183
  %195 = phi i32 [ %193, %192 ], [ %185, %183 ], !dbg !3052
  %196 = phi ptr [ %181, %192 ], [ %184, %183 ], !dbg !3054
    #dbg_value(ptr %196, !1182, !DIExpression(), !3043)
  %197 = and i32 %195, 127, !dbg !3052
  %198 = icmp eq i32 %197, 67, !dbg !3055
  br i1 %198, label %199, label %204, !dbg !3056

199:                                              ; preds = %194
  %200 = lshr i32 %195, 9, !dbg !3057
  %201 = and i32 %200, 32640, !dbg !3057
  %202 = and i32 %195, 32834, !dbg !3057
  %203 = or disjoint i32 %201, %202, !dbg !3057
  store i32 %203, ptr %196, align 4, !dbg !3058, !tbaa !963
  br label %204, !dbg !3059

204:                                              ; preds = %199, %194
    #dbg_value(ptr %0, !1053, !DIExpression(), !3060)
    #dbg_value(i32 %179, !1058, !DIExpression(), !3060)
  %205 = load i32, ptr %181, align 4, !dbg !3062, !tbaa !963
  %206 = lshr i32 %205, 7, !dbg !3062
  %207 = add nsw i32 %206, -16777215, !dbg !3062
    #dbg_value(i32 %207, !1059, !DIExpression(), !3060)
  %208 = icmp eq i32 %207, -1, !dbg !3063
  %209 = add nuw nsw i32 %179, 1, !dbg !3064
  %210 = add nsw i32 %209, %207, !dbg !3064
    #dbg_value(i32 poison, !3036, !DIExpression(), !3037)
  %211 = icmp eq i32 %210, -1, !dbg !3039
  %212 = select i1 %208, i1 true, i1 %211, !dbg !3039
  br i1 %212, label %213, label %178, !dbg !3042

213:                                              ; preds = %204
  %214 = load i32, ptr %171, align 8, !dbg !3065, !tbaa !865
  br label %215, !dbg !3065

215:                                              ; preds = %213, %168
  %216 = phi i32 [ %214, %213 ], [ %170, %168 ], !dbg !3065
    #dbg_value(ptr %0, !3033, !DIExpression(), !3066)
    #dbg_value(i32 %216, !3036, !DIExpression(), !3066)
  %217 = icmp eq i32 %216, -1, !dbg !3068
  br i1 %217, label %257, label %218, !dbg !3069

218:                                              ; preds = %215
  %219 = load ptr, ptr %0, align 8, !tbaa !955
  %220 = getelementptr inbounds i8, ptr %219, i64 64
  %221 = load ptr, ptr %220, align 8, !tbaa !957
  br label %222, !dbg !3069

222:                                              ; preds = %248, %218
  %223 = phi i32 [ %216, %218 ], [ %254, %248 ]
    #dbg_value(i32 %223, !3036, !DIExpression(), !3066)
    #dbg_value(ptr %0, !1175, !DIExpression(), !3070)
    #dbg_value(i32 %223, !1180, !DIExpression(), !3070)
    #dbg_value(i32 255, !1181, !DIExpression(), !3070)
    #dbg_value(ptr %0, !1186, !DIExpression(), !3072)
    #dbg_value(i32 %223, !1191, !DIExpression(), !3072)
  %224 = sext i32 %223 to i64, !dbg !3074
  %225 = getelementptr inbounds i32, ptr %221, i64 %224, !dbg !3074
    #dbg_value(ptr %225, !1192, !DIExpression(), !3072)
  %226 = icmp sgt i32 %223, 0, !dbg !3075
  br i1 %226, label %227, label %236, !dbg !3076

227:                                              ; preds = %222
  %228 = getelementptr inbounds i8, ptr %225, i64 -4, !dbg !3077
  %229 = load i32, ptr %228, align 4, !dbg !3077, !tbaa !963
  %230 = and i32 %229, 127, !dbg !3077
  %231 = zext nneg i32 %230 to i64, !dbg !3077
  %232 = getelementptr inbounds [83 x i8], ptr @luaP_opmodes, i64 0, i64 %231, !dbg !3077
  %233 = load i8, ptr %232, align 1, !dbg !3077, !tbaa !876
  %234 = and i8 %233, 16, !dbg !3077
  %235 = icmp eq i8 %234, 0, !dbg !3077
  br i1 %235, label %236, label %238, !dbg !3078

236:                                              ; preds = %227, %222
  %237 = load i32, ptr %225, align 4, !dbg !3079, !tbaa !963
  br label %238, !dbg !3080

238:                                              ; preds = %236, %227
  %239 = phi i32 [ %237, %236 ], [ %229, %227 ], !dbg !3079
  %240 = phi ptr [ %225, %236 ], [ %228, %227 ], !dbg !3081
    #dbg_value(ptr %240, !1182, !DIExpression(), !3070)
  %241 = and i32 %239, 127, !dbg !3079
  %242 = icmp eq i32 %241, 67, !dbg !3082
  br i1 %242, label %243, label %248, !dbg !3083

243:                                              ; preds = %238
  %244 = lshr i32 %239, 9, !dbg !3084
  %245 = and i32 %244, 32640, !dbg !3084
  %246 = and i32 %239, 32834, !dbg !3084
  %247 = or disjoint i32 %245, %246, !dbg !3084
  store i32 %247, ptr %240, align 4, !dbg !3085, !tbaa !963
  br label %248, !dbg !3086

248:                                              ; preds = %243, %238
    #dbg_value(ptr %0, !1053, !DIExpression(), !3087)
    #dbg_value(i32 %223, !1058, !DIExpression(), !3087)
  %249 = load i32, ptr %225, align 4, !dbg !3089, !tbaa !963
  %250 = lshr i32 %249, 7, !dbg !3089
  %251 = add nsw i32 %250, -16777215, !dbg !3089
    #dbg_value(i32 %251, !1059, !DIExpression(), !3087)
  %252 = icmp eq i32 %251, -1, !dbg !3090
  %253 = add nuw nsw i32 %223, 1, !dbg !3091
  %254 = add nsw i32 %253, %251, !dbg !3091
    #dbg_value(i32 poison, !3036, !DIExpression(), !3066)
  %255 = icmp eq i32 %254, -1, !dbg !3068
  %256 = select i1 %252, i1 true, i1 %255, !dbg !3068
  br i1 %256, label %257, label %222, !dbg !3069

257:                                              ; preds = %248, %215, %4, %5, %86
  ret void, !dbg !3092
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @constfolding(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef readonly %3) unnamed_addr #5 !dbg !3093 {
  %5 = alloca i64, align 8, !DIAssignID !3107
  %6 = alloca %struct.TValue, align 8, !DIAssignID !3108
    #dbg_assign(i1 undef, !3101, !DIExpression(), !3108, ptr %6, !DIExpression(), !3109)
  %7 = alloca %struct.TValue, align 8, !DIAssignID !3110
    #dbg_assign(i1 undef, !3102, !DIExpression(), !3110, ptr %7, !DIExpression(), !3109)
  %8 = alloca %struct.TValue, align 8, !DIAssignID !3111
    #dbg_assign(i1 undef, !3103, !DIExpression(), !3111, ptr %8, !DIExpression(), !3109)
    #dbg_value(ptr %0, !3097, !DIExpression(), !3109)
    #dbg_value(i32 %1, !3098, !DIExpression(), !3109)
    #dbg_value(ptr %2, !3099, !DIExpression(), !3109)
    #dbg_value(ptr %3, !3100, !DIExpression(), !3109)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #13, !dbg !3112
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #13, !dbg !3112
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #13, !dbg !3112
    #dbg_value(ptr %2, !914, !DIExpression(), !3113)
    #dbg_value(ptr %6, !915, !DIExpression(), !3113)
  %9 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !3116
  %10 = load i32, ptr %9, align 8, !dbg !3116, !tbaa !865
  %11 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !3116
  %12 = load i32, ptr %11, align 4, !dbg !3116, !tbaa !867
  %13 = icmp eq i32 %10, %12, !dbg !3116
  br i1 %13, label %14, label %69, !dbg !3118

14:                                               ; preds = %4
  %15 = load i32, ptr %2, align 8, !dbg !3119, !tbaa !870
  switch i32 %15, label %69 [
    i32 6, label %17
    i32 5, label %16
  ], !dbg !3120

16:                                               ; preds = %14
    #dbg_value(ptr %6, !918, !DIExpression(), !3121)
  br label %17, !dbg !3122

17:                                               ; preds = %14, %16
  %18 = phi i8 [ 19, %16 ], [ 3, %14 ]
  %19 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !3123
  %20 = load double, ptr %19, align 8, !dbg !3123, !tbaa !876
  store double %20, ptr %6, align 8, !dbg !3123, !tbaa !876, !DIAssignID !3124
    #dbg_assign(double %20, !3101, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3124, ptr %6, !DIExpression(), !3109)
  %21 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !3123
  store i8 %18, ptr %21, align 8, !dbg !3123, !tbaa !904, !DIAssignID !3125
    #dbg_assign(i8 %18, !3101, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !3125, ptr %21, !DIExpression(), !3109)
    #dbg_value(ptr %3, !914, !DIExpression(), !3126)
    #dbg_value(ptr %7, !915, !DIExpression(), !3126)
  %22 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !3128
  %23 = load i32, ptr %22, align 8, !dbg !3128, !tbaa !865
  %24 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !3128
  %25 = load i32, ptr %24, align 4, !dbg !3128, !tbaa !867
  %26 = icmp eq i32 %23, %25, !dbg !3128
  br i1 %26, label %27, label %69, !dbg !3129

27:                                               ; preds = %17
  %28 = load i32, ptr %3, align 8, !dbg !3130, !tbaa !870
  switch i32 %28, label %69 [
    i32 6, label %30
    i32 5, label %29
  ], !dbg !3131

29:                                               ; preds = %27
    #dbg_value(ptr %7, !918, !DIExpression(), !3132)
  br label %30, !dbg !3133

30:                                               ; preds = %27, %29
  %31 = phi i1 [ false, %29 ], [ true, %27 ]
  %32 = phi i8 [ 19, %29 ], [ 3, %27 ]
  %33 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !3134
  %34 = load double, ptr %33, align 8, !dbg !3134, !tbaa !876
  store double %34, ptr %7, align 8, !dbg !3134, !tbaa !876, !DIAssignID !3135
    #dbg_assign(double %34, !3102, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3135, ptr %7, !DIExpression(), !3109)
  %35 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !3134
  store i8 %32, ptr %35, align 8, !dbg !3134, !tbaa !904, !DIAssignID !3136
    #dbg_assign(i8 %32, !3102, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !3136, ptr %35, !DIExpression(), !3109)
    #dbg_assign(i1 undef, !3137, !DIExpression(), !3107, ptr %5, !DIExpression(), !3147)
    #dbg_value(i32 %1, !3144, !DIExpression(), !3149)
    #dbg_value(ptr %6, !3145, !DIExpression(), !3149)
    #dbg_value(ptr %7, !3146, !DIExpression(), !3149)
  switch i32 %1, label %54 [
    i32 7, label %36
    i32 8, label %36
    i32 9, label %36
    i32 10, label %36
    i32 11, label %36
    i32 13, label %36
    i32 5, label %45
    i32 6, label %45
    i32 3, label %45
  ], !dbg !3150

36:                                               ; preds = %30, %30, %30, %30, %30, %30
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #13, !dbg !3151
  %37 = call i32 @luaV_tointegerns(ptr noundef nonnull %6, ptr noundef nonnull %5, i32 noundef 0) #13, !dbg !3152
  %38 = icmp eq i32 %37, 0, !dbg !3152
  br i1 %38, label %43, label %39, !dbg !3153

39:                                               ; preds = %36
  %40 = call i32 @luaV_tointegerns(ptr noundef nonnull %7, ptr noundef nonnull %5, i32 noundef 0) #13, !dbg !3154
  %41 = icmp ne i32 %40, 0, !dbg !3153
  %42 = zext i1 %41 to i32, !dbg !3153
  br label %43

43:                                               ; preds = %39, %36
  %44 = phi i32 [ 0, %36 ], [ %42, %39 ], !dbg !3147
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #13, !dbg !3155
  br label %51

45:                                               ; preds = %30, %30, %30
  %46 = bitcast double %34 to i64, !dbg !3150
  %47 = sitofp i64 %46 to double, !dbg !3156
  %48 = select i1 %31, double %47, double %34, !dbg !3156
  %49 = fcmp une double %48, 0.000000e+00, !dbg !3157
  %50 = zext i1 %49 to i32, !dbg !3157
  br label %51, !dbg !3158

51:                                               ; preds = %43, %45
  %52 = phi i32 [ %50, %45 ], [ %44, %43 ], !dbg !3159
  %53 = icmp eq i32 %52, 0, !dbg !3160
  br i1 %53, label %69, label %54, !dbg !3161

54:                                               ; preds = %30, %51
  %55 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3162
  %56 = load ptr, ptr %55, align 8, !dbg !3162, !tbaa !890
  %57 = getelementptr inbounds i8, ptr %56, i64 56, !dbg !3163
  %58 = load ptr, ptr %57, align 8, !dbg !3163, !tbaa !1006
  %59 = call i32 @luaO_rawarith(ptr noundef %58, i32 noundef %1, ptr noundef nonnull %6, ptr noundef nonnull %7, ptr noundef nonnull %8) #13, !dbg !3164
  %60 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !3165
  %61 = load i8, ptr %60, align 8, !dbg !3165, !tbaa !904
  %62 = icmp eq i8 %61, 3, !dbg !3165
  br i1 %62, label %63, label %65, !dbg !3166

63:                                               ; preds = %54
  store i32 6, ptr %2, align 8, !dbg !3167, !tbaa !870
  %64 = load i64, ptr %8, align 8, !dbg !3169, !tbaa !876
  store i64 %64, ptr %19, align 8, !dbg !3170, !tbaa !876
  br label %69, !dbg !3171

65:                                               ; preds = %54
  %66 = load double, ptr %8, align 8, !dbg !3172, !tbaa !876
    #dbg_value(double %66, !3104, !DIExpression(), !3173)
  %67 = fcmp ueq double %66, 0.000000e+00, !dbg !3174
  br i1 %67, label %69, label %68, !dbg !3174

68:                                               ; preds = %65
  store i32 5, ptr %2, align 8, !dbg !3176, !tbaa !870
  store double %66, ptr %19, align 8, !dbg !3177, !tbaa !876
  br label %69

69:                                               ; preds = %27, %17, %14, %4, %63, %68, %65, %51
  %70 = phi i32 [ 0, %51 ], [ 0, %65 ], [ 1, %68 ], [ 1, %63 ], [ 0, %4 ], [ 0, %14 ], [ 0, %17 ], [ 0, %27 ], !dbg !3109
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #13, !dbg !3178
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #13, !dbg !3178
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #13, !dbg !3178
  ret i32 %70, !dbg !3178
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_infix(ptr noundef %0, i32 noundef %1, ptr nocapture noundef %2) local_unnamed_addr #5 !dbg !3179 {
  %4 = alloca i64, align 8, !DIAssignID !3190
    #dbg_value(ptr %0, !3183, !DIExpression(), !3191)
    #dbg_value(i32 %1, !3184, !DIExpression(), !3191)
    #dbg_value(ptr %2, !3185, !DIExpression(), !3191)
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %2), !dbg !3192
  switch i32 %1, label %83 [
    i32 19, label %5
    i32 20, label %6
    i32 12, label %7
    i32 0, label %8
    i32 1, label %8
    i32 2, label %8
    i32 5, label %8
    i32 6, label %8
    i32 3, label %8
    i32 4, label %8
    i32 7, label %8
    i32 8, label %8
    i32 9, label %8
    i32 10, label %8
    i32 11, label %8
    i32 13, label %33
    i32 16, label %33
    i32 14, label %45
    i32 15, label %45
    i32 17, label %45
    i32 18, label %45
  ], !dbg !3193

5:                                                ; preds = %3
  tail call void @luaK_goiftrue(ptr noundef %0, ptr noundef %2), !dbg !3194
  br label %83, !dbg !3196

6:                                                ; preds = %3
  tail call void @luaK_goiffalse(ptr noundef %0, ptr noundef %2), !dbg !3197
  br label %83, !dbg !3199

7:                                                ; preds = %3
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef %2), !dbg !3200
  br label %83, !dbg !3202

8:                                                ; preds = %3, %3, %3, %3, %3, %3, %3, %3, %3, %3, %3, %3
    #dbg_value(ptr %2, !914, !DIExpression(), !3203)
    #dbg_value(ptr null, !915, !DIExpression(), !3203)
  %9 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !3207
  %10 = load i32, ptr %9, align 8, !dbg !3207, !tbaa !865
  %11 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !3207
  %12 = load i32, ptr %11, align 4, !dbg !3207, !tbaa !867
  %13 = icmp eq i32 %10, %12, !dbg !3207
  br i1 %13, label %14, label %18, !dbg !3208

14:                                               ; preds = %8
  %15 = load i32, ptr %2, align 8, !dbg !3209, !tbaa !870
  %16 = add i32 %15, -5, !dbg !3210
  %17 = icmp ult i32 %16, 2, !dbg !3210
  br i1 %17, label %83, label %18, !dbg !3210

18:                                               ; preds = %14, %8
    #dbg_value(ptr %0, !2038, !DIExpression(), !3211)
    #dbg_value(ptr %2, !2039, !DIExpression(), !3211)
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef nonnull %2), !dbg !3213
  %19 = load i32, ptr %2, align 8, !dbg !3214, !tbaa !870
  %20 = icmp eq i32 %19, 8, !dbg !3215
  br i1 %20, label %21, label %32, !dbg !3216

21:                                               ; preds = %18
  %22 = load i32, ptr %9, align 8, !dbg !3217, !tbaa !865
  %23 = load i32, ptr %11, align 4, !dbg !3217, !tbaa !867
  %24 = icmp eq i32 %22, %23, !dbg !3217
  %25 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !3218
  br i1 %24, label %83, label %26, !dbg !3219

26:                                               ; preds = %21
  %27 = load i32, ptr %25, align 8, !dbg !3220, !tbaa !876
  %28 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !3221
  %29 = icmp slt i32 %27, %28, !dbg !3222
  br i1 %29, label %32, label %30, !dbg !3223

30:                                               ; preds = %26
  %31 = load i32, ptr %25, align 8, !dbg !3224, !tbaa !876
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %2, i32 noundef %31), !dbg !3225
  br label %83, !dbg !3226

32:                                               ; preds = %26, %18
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %2), !dbg !3227
  br label %83, !dbg !3228

33:                                               ; preds = %3, %3
    #dbg_value(ptr %2, !914, !DIExpression(), !3229)
    #dbg_value(ptr null, !915, !DIExpression(), !3229)
  %34 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !3233
  %35 = load i32, ptr %34, align 8, !dbg !3233, !tbaa !865
  %36 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !3233
  %37 = load i32, ptr %36, align 4, !dbg !3233, !tbaa !867
  %38 = icmp eq i32 %35, %37, !dbg !3233
  br i1 %38, label %39, label %43, !dbg !3234

39:                                               ; preds = %33
  %40 = load i32, ptr %2, align 8, !dbg !3235, !tbaa !870
  %41 = add i32 %40, -5, !dbg !3236
  %42 = icmp ult i32 %41, 2, !dbg !3236
  br i1 %42, label %83, label %43, !dbg !3236

43:                                               ; preds = %39, %33
  %44 = tail call fastcc i32 @exp2RK(ptr noundef %0, ptr noundef nonnull %2), !dbg !3237
  br label %83, !dbg !3237

45:                                               ; preds = %3, %3, %3, %3
    #dbg_assign(i1 undef, !3238, !DIExpression(), !3190, ptr %4, !DIExpression(), !3246)
    #dbg_value(ptr %2, !3243, !DIExpression(), !3246)
    #dbg_value(ptr undef, !3244, !DIExpression(), !3246)
    #dbg_value(ptr undef, !3245, !DIExpression(), !3246)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #13, !dbg !3249
  %46 = load i32, ptr %2, align 8, !dbg !3250, !tbaa !870
  switch i32 %46, label %66 [
    i32 6, label %47
    i32 5, label %50
  ], !dbg !3252

47:                                               ; preds = %45
  %48 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !3253
  %49 = load i64, ptr %48, align 8, !dbg !3254, !tbaa !876
  store i64 %49, ptr %4, align 8, !dbg !3255, !tbaa !3256, !DIAssignID !3258
    #dbg_assign(i64 %49, !3238, !DIExpression(), !3258, ptr %4, !DIExpression(), !3246)
  br label %55, !dbg !3259

50:                                               ; preds = %45
  %51 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !3260
  %52 = load double, ptr %51, align 8, !dbg !3262, !tbaa !876
  %53 = call i32 @luaV_flttointeger(double noundef %52, ptr noundef nonnull %4, i32 noundef 0) #13, !dbg !3263
  %54 = icmp eq i32 %53, 0, !dbg !3263
  br i1 %54, label %66, label %55, !dbg !3264

55:                                               ; preds = %50, %47
  %56 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !3265
  %57 = load i32, ptr %56, align 8, !dbg !3265, !tbaa !865
  %58 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !3265
  %59 = load i32, ptr %58, align 4, !dbg !3265, !tbaa !867
  %60 = icmp eq i32 %57, %59, !dbg !3265
  br i1 %60, label %61, label %66, !dbg !3267

61:                                               ; preds = %55
  %62 = load i64, ptr %4, align 8, !dbg !3268, !tbaa !3256
    #dbg_value(i64 %62, !3269, !DIExpression(), !3272)
  %63 = add i64 %62, -129, !dbg !3274
  %64 = icmp ult i64 %63, -256, !dbg !3274
  br i1 %64, label %66, label %65, !dbg !3275

65:                                               ; preds = %61
    #dbg_value(i64 %62, !3186, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 127, DW_OP_stack_value), !3276)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #13, !dbg !3277
  br label %83, !dbg !3278

66:                                               ; preds = %45, %50, %61, %55
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #13, !dbg !3277
    #dbg_value(ptr %0, !2038, !DIExpression(), !3279)
    #dbg_value(ptr %2, !2039, !DIExpression(), !3279)
  call void @luaK_dischargevars(ptr noundef %0, ptr noundef nonnull %2), !dbg !3281
  %67 = load i32, ptr %2, align 8, !dbg !3282, !tbaa !870
  %68 = icmp eq i32 %67, 8, !dbg !3283
  br i1 %68, label %69, label %82, !dbg !3284

69:                                               ; preds = %66
  %70 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !3285
  %71 = load i32, ptr %70, align 8, !dbg !3285, !tbaa !865
  %72 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !3285
  %73 = load i32, ptr %72, align 4, !dbg !3285, !tbaa !867
  %74 = icmp eq i32 %71, %73, !dbg !3285
  %75 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !3286
  br i1 %74, label %83, label %76, !dbg !3287

76:                                               ; preds = %69
  %77 = load i32, ptr %75, align 8, !dbg !3288, !tbaa !876
  %78 = call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !3289
  %79 = icmp slt i32 %77, %78, !dbg !3290
  br i1 %79, label %82, label %80, !dbg !3291

80:                                               ; preds = %76
  %81 = load i32, ptr %75, align 8, !dbg !3292, !tbaa !876
  call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %2, i32 noundef %81), !dbg !3293
  br label %83, !dbg !3294

82:                                               ; preds = %76, %66
  call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %2), !dbg !3295
  br label %83, !dbg !3296

83:                                               ; preds = %39, %14, %65, %69, %80, %82, %32, %30, %21, %3, %43, %7, %6, %5
  ret void, !dbg !3297
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @exp2RK(ptr noundef %0, ptr nocapture noundef %1) unnamed_addr #5 !dbg !3298 {
    #dbg_value(ptr %0, !3300, !DIExpression(), !3302)
    #dbg_value(ptr %1, !3301, !DIExpression(), !3302)
  %3 = tail call fastcc i32 @luaK_exp2K(ptr noundef %0, ptr noundef %1), !dbg !3303
  %4 = icmp eq i32 %3, 0, !dbg !3303
  br i1 %4, label %5, label %22, !dbg !3305

5:                                                ; preds = %2
    #dbg_value(ptr %0, !2038, !DIExpression(), !3306)
    #dbg_value(ptr %1, !2039, !DIExpression(), !3306)
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %1), !dbg !3309
  %6 = load i32, ptr %1, align 8, !dbg !3310, !tbaa !870
  %7 = icmp eq i32 %6, 8, !dbg !3311
  br i1 %7, label %8, label %21, !dbg !3312

8:                                                ; preds = %5
  %9 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !3313
  %10 = load i32, ptr %9, align 8, !dbg !3313, !tbaa !865
  %11 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !3313
  %12 = load i32, ptr %11, align 4, !dbg !3313, !tbaa !867
  %13 = icmp eq i32 %10, %12, !dbg !3313
  %14 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !3314
  br i1 %13, label %22, label %15, !dbg !3315

15:                                               ; preds = %8
  %16 = load i32, ptr %14, align 8, !dbg !3316, !tbaa !876
  %17 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !3317
  %18 = icmp slt i32 %16, %17, !dbg !3318
  br i1 %18, label %21, label %19, !dbg !3319

19:                                               ; preds = %15
  %20 = load i32, ptr %14, align 8, !dbg !3320, !tbaa !876
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %1, i32 noundef %20), !dbg !3321
  br label %22, !dbg !3322

21:                                               ; preds = %15, %5
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %1), !dbg !3323
  br label %22, !dbg !3324

22:                                               ; preds = %21, %19, %8, %2
  %23 = phi i32 [ 1, %2 ], [ 0, %8 ], [ 0, %19 ], [ 0, %21 ], !dbg !3325
  ret i32 %23, !dbg !3326
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_posfix(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) local_unnamed_addr #5 !dbg !3327 {
  %6 = alloca i64, align 8, !DIAssignID !3336
  %7 = alloca i64, align 8, !DIAssignID !3337
  %8 = alloca %struct.expdesc, align 8, !DIAssignID !3338
  %9 = alloca i64, align 8, !DIAssignID !3339
  %10 = alloca %struct.expdesc, align 8, !DIAssignID !3340
  %11 = alloca %struct.expdesc, align 8, !DIAssignID !3341
  %12 = alloca %struct.expdesc, align 8, !DIAssignID !3342
  %13 = alloca %struct.expdesc, align 8, !DIAssignID !3343
  %14 = alloca %struct.expdesc, align 8, !DIAssignID !3344
  %15 = alloca %struct.expdesc, align 8, !DIAssignID !3345
    #dbg_value(ptr %0, !3331, !DIExpression(), !3346)
    #dbg_value(i32 %1, !3332, !DIExpression(), !3346)
    #dbg_value(ptr %2, !3333, !DIExpression(), !3346)
    #dbg_value(ptr %3, !3334, !DIExpression(), !3346)
    #dbg_value(i32 %4, !3335, !DIExpression(), !3346)
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %3), !dbg !3347
  %16 = icmp ult i32 %1, 12, !dbg !3348
  br i1 %16, label %17, label %20, !dbg !3350

17:                                               ; preds = %5
  %18 = tail call fastcc i32 @constfolding(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3), !dbg !3351
  %19 = icmp eq i32 %18, 0, !dbg !3351
  br i1 %19, label %20, label %749, !dbg !3352

20:                                               ; preds = %17, %5
  switch i32 %1, label %749 [
    i32 19, label %21
    i32 20, label %61
    i32 12, label %101
    i32 0, label %198
    i32 2, label %198
    i32 1, label %251
    i32 5, label %282
    i32 6, label %282
    i32 3, label %282
    i32 4, label %282
    i32 7, label %301
    i32 8, label %301
    i32 9, label %301
    i32 10, label %320
    i32 11, label %343
    i32 13, label %361
    i32 16, label %361
    i32 17, label %526
    i32 18, label %526
    i32 14, label %528
    i32 15, label %528
  ], !dbg !3353

21:                                               ; preds = %20
  %22 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !3354
  %23 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !3357
  %24 = load i32, ptr %23, align 4, !dbg !3357, !tbaa !867
    #dbg_value(ptr %0, !1035, !DIExpression(), !3358)
    #dbg_value(ptr %22, !1036, !DIExpression(), !3358)
    #dbg_value(i32 %24, !1037, !DIExpression(), !3358)
  %25 = icmp eq i32 %24, -1, !dbg !3360
  br i1 %25, label %60, label %26, !dbg !3361

26:                                               ; preds = %21
  %27 = load i32, ptr %22, align 4, !dbg !3362, !tbaa !963
  %28 = icmp eq i32 %27, -1, !dbg !3363
  br i1 %28, label %33, label %29, !dbg !3364

29:                                               ; preds = %26
  %30 = load ptr, ptr %0, align 8, !tbaa !955
  %31 = getelementptr inbounds i8, ptr %30, i64 64
  %32 = load ptr, ptr %31, align 8, !tbaa !957
  br label %34, !dbg !3365

33:                                               ; preds = %26
  store i32 %24, ptr %22, align 4, !dbg !3366, !tbaa !963
  br label %60, !dbg !3367

34:                                               ; preds = %34, %29
  %35 = phi i32 [ %43, %34 ], [ %27, %29 ], !dbg !3368
    #dbg_value(i32 %35, !1038, !DIExpression(), !3368)
    #dbg_value(ptr %0, !1053, !DIExpression(), !3369)
    #dbg_value(i32 %35, !1058, !DIExpression(), !3369)
  %36 = sext i32 %35 to i64, !dbg !3371
  %37 = getelementptr inbounds i32, ptr %32, i64 %36, !dbg !3371
  %38 = load i32, ptr %37, align 4, !dbg !3371, !tbaa !963
  %39 = lshr i32 %38, 7, !dbg !3371
  %40 = add nsw i32 %39, -16777215, !dbg !3371
    #dbg_value(i32 %40, !1059, !DIExpression(), !3369)
  %41 = icmp eq i32 %40, -1, !dbg !3372
  %42 = add nuw nsw i32 %35, 1, !dbg !3373
  %43 = add nsw i32 %42, %40, !dbg !3373
    #dbg_value(i32 poison, !1042, !DIExpression(), !3368)
  %44 = icmp eq i32 %43, -1, !dbg !3374
  %45 = select i1 %41, i1 true, i1 %44, !dbg !3374
  br i1 %45, label %46, label %34, !dbg !3365, !llvm.loop !3375

46:                                               ; preds = %34
    #dbg_value(ptr %0, !1070, !DIExpression(), !3377)
    #dbg_value(i32 %35, !1073, !DIExpression(), !3377)
    #dbg_value(i32 %24, !1074, !DIExpression(), !3377)
    #dbg_value(!DIArgList(ptr poison, i32 poison), !1075, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !3377)
  %47 = xor i32 %35, -1, !dbg !3379
  %48 = add i32 %24, %47, !dbg !3380
    #dbg_value(i32 %48, !1076, !DIExpression(), !3377)
  %49 = add i32 %48, 16777215, !dbg !3381
  %50 = icmp ult i32 %49, 33554432, !dbg !3381
  br i1 %50, label %54, label %51, !dbg !3381

51:                                               ; preds = %46
  %52 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3382
  %53 = load ptr, ptr %52, align 8, !dbg !3382, !tbaa !890
  tail call void @luaX_syntaxerror(ptr noundef %53, ptr noundef nonnull @.str.2) #12, !dbg !3383
  unreachable, !dbg !3383

54:                                               ; preds = %46
  %55 = getelementptr inbounds i32, ptr %32, i64 %36
    #dbg_value(ptr %55, !1075, !DIExpression(), !3377)
  %56 = and i32 %38, 127, !dbg !3384
  %57 = shl i32 %48, 7, !dbg !3384
  %58 = add i32 %57, 2147483520, !dbg !3384
  %59 = or disjoint i32 %58, %56, !dbg !3384
  store i32 %59, ptr %55, align 4, !dbg !3384, !tbaa !963
  br label %60

60:                                               ; preds = %21, %33, %54
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !dbg !3385, !tbaa.struct !3386
  br label %749, !dbg !3387

61:                                               ; preds = %20
  %62 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !3388
  %63 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !3390
  %64 = load i32, ptr %63, align 8, !dbg !3390, !tbaa !865
    #dbg_value(ptr %0, !1035, !DIExpression(), !3391)
    #dbg_value(ptr %62, !1036, !DIExpression(), !3391)
    #dbg_value(i32 %64, !1037, !DIExpression(), !3391)
  %65 = icmp eq i32 %64, -1, !dbg !3393
  br i1 %65, label %100, label %66, !dbg !3394

66:                                               ; preds = %61
  %67 = load i32, ptr %62, align 4, !dbg !3395, !tbaa !963
  %68 = icmp eq i32 %67, -1, !dbg !3396
  br i1 %68, label %73, label %69, !dbg !3397

69:                                               ; preds = %66
  %70 = load ptr, ptr %0, align 8, !tbaa !955
  %71 = getelementptr inbounds i8, ptr %70, i64 64
  %72 = load ptr, ptr %71, align 8, !tbaa !957
  br label %74, !dbg !3398

73:                                               ; preds = %66
  store i32 %64, ptr %62, align 4, !dbg !3399, !tbaa !963
  br label %100, !dbg !3400

74:                                               ; preds = %74, %69
  %75 = phi i32 [ %83, %74 ], [ %67, %69 ], !dbg !3401
    #dbg_value(i32 %75, !1038, !DIExpression(), !3401)
    #dbg_value(ptr %0, !1053, !DIExpression(), !3402)
    #dbg_value(i32 %75, !1058, !DIExpression(), !3402)
  %76 = sext i32 %75 to i64, !dbg !3404
  %77 = getelementptr inbounds i32, ptr %72, i64 %76, !dbg !3404
  %78 = load i32, ptr %77, align 4, !dbg !3404, !tbaa !963
  %79 = lshr i32 %78, 7, !dbg !3404
  %80 = add nsw i32 %79, -16777215, !dbg !3404
    #dbg_value(i32 %80, !1059, !DIExpression(), !3402)
  %81 = icmp eq i32 %80, -1, !dbg !3405
  %82 = add nuw nsw i32 %75, 1, !dbg !3406
  %83 = add nsw i32 %82, %80, !dbg !3406
    #dbg_value(i32 poison, !1042, !DIExpression(), !3401)
  %84 = icmp eq i32 %83, -1, !dbg !3407
  %85 = select i1 %81, i1 true, i1 %84, !dbg !3407
  br i1 %85, label %86, label %74, !dbg !3398, !llvm.loop !3408

86:                                               ; preds = %74
    #dbg_value(ptr %0, !1070, !DIExpression(), !3410)
    #dbg_value(i32 %75, !1073, !DIExpression(), !3410)
    #dbg_value(i32 %64, !1074, !DIExpression(), !3410)
    #dbg_value(!DIArgList(ptr poison, i32 poison), !1075, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !3410)
  %87 = xor i32 %75, -1, !dbg !3412
  %88 = add i32 %64, %87, !dbg !3413
    #dbg_value(i32 %88, !1076, !DIExpression(), !3410)
  %89 = add i32 %88, 16777215, !dbg !3414
  %90 = icmp ult i32 %89, 33554432, !dbg !3414
  br i1 %90, label %94, label %91, !dbg !3414

91:                                               ; preds = %86
  %92 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3415
  %93 = load ptr, ptr %92, align 8, !dbg !3415, !tbaa !890
  tail call void @luaX_syntaxerror(ptr noundef %93, ptr noundef nonnull @.str.2) #12, !dbg !3416
  unreachable, !dbg !3416

94:                                               ; preds = %86
  %95 = getelementptr inbounds i32, ptr %72, i64 %76
    #dbg_value(ptr %95, !1075, !DIExpression(), !3410)
  %96 = and i32 %78, 127, !dbg !3417
  %97 = shl i32 %88, 7, !dbg !3417
  %98 = add i32 %97, 2147483520, !dbg !3417
  %99 = or disjoint i32 %98, %96, !dbg !3417
  store i32 %99, ptr %95, align 4, !dbg !3417, !tbaa !963
  br label %100

100:                                              ; preds = %61, %73, %94
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !dbg !3418, !tbaa.struct !3386
  br label %749, !dbg !3419

101:                                              ; preds = %20
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef %3), !dbg !3420
    #dbg_value(ptr %0, !3422, !DIExpression(), !3434)
    #dbg_value(ptr %2, !3427, !DIExpression(), !3434)
    #dbg_value(ptr %3, !3428, !DIExpression(), !3434)
    #dbg_value(i32 %4, !3429, !DIExpression(), !3434)
    #dbg_value(ptr %0, !793, !DIExpression(), !3436)
  %102 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3438
  %103 = load i32, ptr %102, align 8, !dbg !3438, !tbaa !949
  %104 = getelementptr inbounds i8, ptr %0, i64 36, !dbg !3439
  %105 = load i32, ptr %104, align 4, !dbg !3439, !tbaa !951
  %106 = icmp sgt i32 %103, %105, !dbg !3440
  br i1 %106, label %107, label %114, !dbg !3441

107:                                              ; preds = %101
  %108 = load ptr, ptr %0, align 8, !dbg !3442, !tbaa !955
  %109 = getelementptr inbounds i8, ptr %108, i64 64, !dbg !3443
  %110 = load ptr, ptr %109, align 8, !dbg !3443, !tbaa !957
  %111 = sext i32 %103 to i64, !dbg !3444
  %112 = getelementptr i32, ptr %110, i64 %111, !dbg !3444
  %113 = getelementptr i8, ptr %112, i64 -4, !dbg !3444
  br label %114, !dbg !3445

114:                                              ; preds = %107, %101
  %115 = phi ptr [ %113, %107 ], [ @previousinstruction.invalidinstruction, %101 ], !dbg !3446
    #dbg_value(ptr %115, !3430, !DIExpression(), !3434)
  %116 = load i32, ptr %115, align 4, !dbg !3447, !tbaa !963
  %117 = and i32 %116, 127, !dbg !3447
  %118 = icmp eq i32 %117, 53, !dbg !3448
  br i1 %118, label %119, label %142, !dbg !3449

119:                                              ; preds = %114
    #dbg_value(i32 %116, !3431, !DIExpression(DW_OP_constu, 16711680, DW_OP_and, DW_OP_stack_value), !3450)
    #dbg_value(ptr %0, !1797, !DIExpression(), !3451)
    #dbg_value(ptr %3, !1800, !DIExpression(), !3451)
  %120 = load i32, ptr %3, align 8, !dbg !3453, !tbaa !870
  %121 = icmp eq i32 %120, 8, !dbg !3454
  br i1 %121, label %122, label %131, !dbg !3455

122:                                              ; preds = %119
  %123 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !3456
  %124 = load i32, ptr %123, align 8, !dbg !3457, !tbaa !876
    #dbg_value(ptr %0, !1651, !DIExpression(), !3458)
    #dbg_value(i32 %124, !1654, !DIExpression(), !3458)
  %125 = tail call i32 @luaY_nvarstack(ptr noundef nonnull %0) #13, !dbg !3460
  %126 = icmp sgt i32 %125, %124, !dbg !3461
  br i1 %126, label %131, label %127, !dbg !3462

127:                                              ; preds = %122
  %128 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !3463
  %129 = load i8, ptr %128, align 4, !dbg !3464, !tbaa !1346
  %130 = add i8 %129, -1, !dbg !3464
  store i8 %130, ptr %128, align 4, !dbg !3464, !tbaa !1346
  br label %131, !dbg !3465

131:                                              ; preds = %127, %122, %119
  %132 = load i32, ptr %115, align 4, !dbg !3466, !tbaa !963
  %133 = and i32 %132, -16744321, !dbg !3466
  %134 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !3466
  %135 = load i32, ptr %134, align 8, !dbg !3466, !tbaa !876
  %136 = shl i32 %135, 7, !dbg !3466
  %137 = and i32 %136, 32640, !dbg !3466
  %138 = add i32 %116, 65536, !dbg !3467
  %139 = and i32 %138, 16711680, !dbg !3467
  %140 = or disjoint i32 %133, %139, !dbg !3466
  %141 = or disjoint i32 %140, %137, !dbg !3467
  store i32 %141, ptr %115, align 4, !dbg !3467, !tbaa !963
  br label %749, !dbg !3468

142:                                              ; preds = %114
  %143 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !3469
  %144 = load i32, ptr %143, align 8, !dbg !3469, !tbaa !876
    #dbg_value(ptr %0, !982, !DIExpression(), !3471)
    #dbg_value(i32 53, !987, !DIExpression(), !3471)
    #dbg_value(i32 %144, !988, !DIExpression(), !3471)
    #dbg_value(i32 2, !989, !DIExpression(), !3471)
    #dbg_value(i32 0, !990, !DIExpression(), !3471)
    #dbg_value(i32 0, !991, !DIExpression(), !3471)
  %145 = shl i32 %144, 7, !dbg !3473
  %146 = or i32 %145, 131125, !dbg !3473
    #dbg_value(ptr %0, !995, !DIExpression(), !3474)
    #dbg_value(i32 %146, !1000, !DIExpression(), !3474)
  %147 = load ptr, ptr %0, align 8, !dbg !3476, !tbaa !955
    #dbg_value(ptr %147, !1001, !DIExpression(), !3474)
  %148 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3477
  %149 = load ptr, ptr %148, align 8, !dbg !3477, !tbaa !890
  %150 = getelementptr inbounds i8, ptr %149, i64 56, !dbg !3477
  %151 = load ptr, ptr %150, align 8, !dbg !3477, !tbaa !1006
  %152 = getelementptr inbounds i8, ptr %147, i64 64, !dbg !3477
  %153 = load ptr, ptr %152, align 8, !dbg !3477, !tbaa !957
  %154 = getelementptr inbounds i8, ptr %147, i64 24, !dbg !3477
  %155 = tail call ptr @luaM_growaux_(ptr noundef %151, ptr noundef %153, i32 noundef %103, ptr noundef nonnull %154, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !3477
  store ptr %155, ptr %152, align 8, !dbg !3477, !tbaa !957
  %156 = load i32, ptr %102, align 8, !dbg !3478, !tbaa !949
  %157 = add nsw i32 %156, 1, !dbg !3478
  store i32 %157, ptr %102, align 8, !dbg !3478, !tbaa !949
  %158 = sext i32 %156 to i64, !dbg !3479
  %159 = getelementptr inbounds i32, ptr %155, i64 %158, !dbg !3479
  store i32 %146, ptr %159, align 4, !dbg !3480, !tbaa !963
  %160 = load ptr, ptr %148, align 8, !dbg !3481, !tbaa !890
  %161 = getelementptr inbounds i8, ptr %160, i64 8, !dbg !3482
  %162 = load i32, ptr %161, align 8, !dbg !3482, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %147, i32 noundef %162), !dbg !3483
    #dbg_value(ptr %0, !1797, !DIExpression(), !3484)
    #dbg_value(ptr %3, !1800, !DIExpression(), !3484)
  %163 = load i32, ptr %3, align 8, !dbg !3486, !tbaa !870
  %164 = icmp eq i32 %163, 8, !dbg !3487
  br i1 %164, label %165, label %174, !dbg !3488

165:                                              ; preds = %142
  %166 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !3489
  %167 = load i32, ptr %166, align 8, !dbg !3490, !tbaa !876
    #dbg_value(ptr %0, !1651, !DIExpression(), !3491)
    #dbg_value(i32 %167, !1654, !DIExpression(), !3491)
  %168 = tail call i32 @luaY_nvarstack(ptr noundef nonnull %0) #13, !dbg !3493
  %169 = icmp sgt i32 %168, %167, !dbg !3494
  br i1 %169, label %174, label %170, !dbg !3495

170:                                              ; preds = %165
  %171 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !3496
  %172 = load i8, ptr %171, align 4, !dbg !3497, !tbaa !1346
  %173 = add i8 %172, -1, !dbg !3497
  store i8 %173, ptr %171, align 4, !dbg !3497, !tbaa !1346
  br label %174, !dbg !3498

174:                                              ; preds = %170, %165, %142
    #dbg_value(ptr %0, !2912, !DIExpression(), !3499)
    #dbg_value(i32 %4, !2915, !DIExpression(), !3499)
    #dbg_value(ptr %0, !2480, !DIExpression(), !3501)
  %175 = load ptr, ptr %0, align 8, !dbg !3503, !tbaa !955
    #dbg_value(ptr %175, !2483, !DIExpression(), !3501)
  %176 = load i32, ptr %102, align 8, !dbg !3504, !tbaa !949
    #dbg_value(i32 %176, !2484, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !3501)
  %177 = getelementptr inbounds i8, ptr %175, i64 88, !dbg !3505
  %178 = load ptr, ptr %177, align 8, !dbg !3505, !tbaa !1310
  %179 = sext i32 %176 to i64, !dbg !3506
  %180 = getelementptr i8, ptr %178, i64 %179, !dbg !3506
  %181 = getelementptr i8, ptr %180, i64 -1, !dbg !3506
  %182 = load i8, ptr %181, align 1, !dbg !3506, !tbaa !876
  %183 = icmp eq i8 %182, -128, !dbg !3507
  br i1 %183, label %192, label %184, !dbg !3508

184:                                              ; preds = %174
  %185 = sext i8 %182 to i32, !dbg !3506
  %186 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !3509
  %187 = load i32, ptr %186, align 8, !dbg !3510, !tbaa !1280
  %188 = sub nsw i32 %187, %185, !dbg !3510
  store i32 %188, ptr %186, align 8, !dbg !3510, !tbaa !1280
  %189 = getelementptr inbounds i8, ptr %0, i64 69, !dbg !3511
  %190 = load i8, ptr %189, align 1, !dbg !3512, !tbaa !1290
  %191 = add i8 %190, -1, !dbg !3512
  store i8 %191, ptr %189, align 1, !dbg !3512, !tbaa !1290
  br label %197, !dbg !3513

192:                                              ; preds = %174
  %193 = getelementptr inbounds i8, ptr %0, i64 52, !dbg !3514
  %194 = load i32, ptr %193, align 4, !dbg !3515, !tbaa !1296
  %195 = add nsw i32 %194, -1, !dbg !3515
  store i32 %195, ptr %193, align 4, !dbg !3515, !tbaa !1296
  %196 = getelementptr inbounds i8, ptr %0, i64 69, !dbg !3516
  store i8 -127, ptr %196, align 1, !dbg !3517, !tbaa !1290
  br label %197

197:                                              ; preds = %192, %184
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef nonnull %175, i32 noundef %4), !dbg !3518
  br label %749

198:                                              ; preds = %20, %20
    #dbg_value(ptr %0, !3519, !DIExpression(), !3527)
    #dbg_value(i32 %1, !3522, !DIExpression(), !3527)
    #dbg_value(ptr %2, !3523, !DIExpression(), !3527)
    #dbg_value(ptr %3, !3524, !DIExpression(), !3527)
    #dbg_value(i32 %4, !3525, !DIExpression(), !3527)
    #dbg_value(i32 0, !3526, !DIExpression(), !3527)
    #dbg_value(ptr %2, !914, !DIExpression(), !3530)
    #dbg_value(ptr null, !915, !DIExpression(), !3530)
  %199 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !3533
  %200 = load i32, ptr %199, align 8, !dbg !3533, !tbaa !865
  %201 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !3533
  %202 = load i32, ptr %201, align 4, !dbg !3533, !tbaa !867
  %203 = icmp eq i32 %200, %202, !dbg !3533
  br i1 %203, label %204, label %209, !dbg !3534

204:                                              ; preds = %198
  %205 = load i32, ptr %2, align 8, !dbg !3535, !tbaa !870
  %206 = add i32 %205, -5, !dbg !3536
  %207 = icmp ult i32 %206, 2, !dbg !3536
  br i1 %207, label %208, label %209, !dbg !3536

208:                                              ; preds = %204
    #dbg_assign(i1 undef, !3537, !DIExpression(), !3345, ptr %15, !DIExpression(), !3544)
    #dbg_value(ptr %2, !3542, !DIExpression(), !3544)
    #dbg_value(ptr %3, !3543, !DIExpression(), !3544)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15), !dbg !3547
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %15, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !dbg !3548, !tbaa.struct !3386, !DIAssignID !3549
    #dbg_assign(i1 undef, !3537, !DIExpression(), !3549, ptr %15, !DIExpression(), !3544)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !dbg !3550, !tbaa.struct !3386
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %15, i64 24, i1 false), !dbg !3551, !tbaa.struct !3386
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15), !dbg !3552
    #dbg_value(i32 1, !3526, !DIExpression(), !3527)
  br label %209, !dbg !3553

209:                                              ; preds = %208, %204, %198
  %210 = phi i1 [ false, %208 ], [ true, %198 ], [ true, %204 ], !dbg !3527
  %211 = phi i32 [ 1, %208 ], [ 0, %198 ], [ 0, %204 ], !dbg !3527
    #dbg_value(i32 %211, !3526, !DIExpression(), !3527)
  %212 = icmp eq i32 %1, 0, !dbg !3554
  br i1 %212, label %213, label %230, !dbg !3556

213:                                              ; preds = %209
    #dbg_value(ptr %3, !3557, !DIExpression(), !3560)
    #dbg_value(ptr %3, !2797, !DIExpression(), !3562)
  %214 = load i32, ptr %3, align 8, !dbg !3564, !tbaa !870
  %215 = icmp eq i32 %214, 6, !dbg !3565
  br i1 %215, label %216, label %230, !dbg !3566

216:                                              ; preds = %213
  %217 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !3567
  %218 = load i32, ptr %217, align 8, !dbg !3567, !tbaa !865
  %219 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !3567
  %220 = load i32, ptr %219, align 4, !dbg !3567, !tbaa !867
  %221 = icmp eq i32 %218, %220, !dbg !3567
  br i1 %221, label %222, label %230, !dbg !3568

222:                                              ; preds = %216
  %223 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !3569
  %224 = load i64, ptr %223, align 8, !dbg !3570, !tbaa !876
    #dbg_value(i64 %224, !3269, !DIExpression(), !3571)
  %225 = add i64 %224, -129, !dbg !3573
  %226 = icmp ult i64 %225, -256, !dbg !3573
  br i1 %226, label %230, label %227, !dbg !3574

227:                                              ; preds = %222
    #dbg_value(ptr %0, !3575, !DIExpression(), !3587)
    #dbg_value(i32 21, !3580, !DIExpression(), !3587)
    #dbg_value(ptr %2, !3581, !DIExpression(), !3587)
    #dbg_value(ptr %3, !3582, !DIExpression(), !3587)
    #dbg_value(i32 %211, !3583, !DIExpression(), !3587)
    #dbg_value(i32 %4, !3584, !DIExpression(), !3587)
    #dbg_value(i32 6, !3585, !DIExpression(), !3587)
  %228 = trunc i64 %224 to i32, !dbg !3589
  %229 = add nsw i32 %228, 127, !dbg !3589
    #dbg_value(i32 %229, !3586, !DIExpression(), !3587)
  tail call fastcc void @finishbinexpval(ptr noundef %0, ptr noundef nonnull %2, ptr noundef nonnull readonly %3, i32 noundef 21, i32 noundef %229, i32 noundef %211, i32 noundef %4, i32 noundef 47, i32 noundef 6), !dbg !3590
  br label %749, !dbg !3591

230:                                              ; preds = %222, %216, %213, %209
    #dbg_value(ptr %0, !3592, !DIExpression(), !3602)
    #dbg_value(i32 %1, !3597, !DIExpression(), !3602)
    #dbg_value(ptr %2, !3598, !DIExpression(), !3602)
    #dbg_value(ptr %3, !3599, !DIExpression(), !3602)
    #dbg_value(i32 %211, !3600, !DIExpression(), !3602)
    #dbg_value(i32 %4, !3601, !DIExpression(), !3602)
    #dbg_value(ptr %3, !914, !DIExpression(), !3604)
    #dbg_value(ptr null, !915, !DIExpression(), !3604)
  %231 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !3607
  %232 = load i32, ptr %231, align 8, !dbg !3607, !tbaa !865
  %233 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !3607
  %234 = load i32, ptr %233, align 4, !dbg !3607, !tbaa !867
  %235 = icmp eq i32 %232, %234, !dbg !3607
  br i1 %235, label %236, label %248, !dbg !3608

236:                                              ; preds = %230
  %237 = load i32, ptr %3, align 8, !dbg !3609, !tbaa !870
  %238 = add i32 %237, -5, !dbg !3610
  %239 = icmp ult i32 %238, 2, !dbg !3610
  br i1 %239, label %240, label %248, !dbg !3610

240:                                              ; preds = %236
  %241 = tail call fastcc i32 @luaK_exp2K(ptr noundef %0, ptr noundef nonnull %3), !dbg !3611
  %242 = icmp eq i32 %241, 0, !dbg !3611
  br i1 %242, label %248, label %243, !dbg !3612

243:                                              ; preds = %240
    #dbg_value(ptr %0, !3613, !DIExpression(), !3624)
    #dbg_value(i32 %1, !3616, !DIExpression(), !3624)
    #dbg_value(ptr %2, !3617, !DIExpression(), !3624)
    #dbg_value(ptr %3, !3618, !DIExpression(), !3624)
    #dbg_value(i32 %211, !3619, !DIExpression(), !3624)
    #dbg_value(i32 %4, !3620, !DIExpression(), !3624)
    #dbg_value(i32 %1, !3626, !DIExpression(), !3631)
  %244 = add nuw nsw i32 %1, 6, !dbg !3633
    #dbg_value(i32 %244, !3621, !DIExpression(), !3624)
  %245 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !3634
  %246 = load i32, ptr %245, align 8, !dbg !3635, !tbaa !876
    #dbg_value(i32 %246, !3622, !DIExpression(), !3624)
    #dbg_value(i32 %1, !3636, !DIExpression(), !3643)
    #dbg_value(i32 0, !3641, !DIExpression(), !3643)
    #dbg_value(i32 22, !3642, !DIExpression(), !3643)
  %247 = add nuw nsw i32 %1, 22, !dbg !3645
    #dbg_value(i32 %247, !3623, !DIExpression(), !3624)
  tail call fastcc void @finishbinexpval(ptr noundef %0, ptr noundef nonnull %2, ptr noundef nonnull readonly %3, i32 noundef %247, i32 noundef %246, i32 noundef %211, i32 noundef %4, i32 noundef 48, i32 noundef %244), !dbg !3646
  br label %749, !dbg !3647

248:                                              ; preds = %240, %236, %230
    #dbg_value(ptr %0, !3648, !DIExpression(), !3656)
    #dbg_value(i32 %1, !3651, !DIExpression(), !3656)
    #dbg_value(ptr %2, !3652, !DIExpression(), !3656)
    #dbg_value(ptr %3, !3653, !DIExpression(), !3656)
    #dbg_value(i32 %211, !3654, !DIExpression(), !3656)
    #dbg_value(i32 %4, !3655, !DIExpression(), !3656)
  br i1 %210, label %250, label %249, !dbg !3658

249:                                              ; preds = %248
    #dbg_assign(i1 undef, !3537, !DIExpression(), !3344, ptr %14, !DIExpression(), !3659)
    #dbg_value(ptr %2, !3542, !DIExpression(), !3659)
    #dbg_value(ptr %3, !3543, !DIExpression(), !3659)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14), !dbg !3662
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %14, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !dbg !3663, !tbaa.struct !3386, !DIAssignID !3664
    #dbg_assign(i1 undef, !3537, !DIExpression(), !3664, ptr %14, !DIExpression(), !3659)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !dbg !3665, !tbaa.struct !3386
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %14, i64 24, i1 false), !dbg !3666, !tbaa.struct !3386
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14), !dbg !3667
  br label %250, !dbg !3668

250:                                              ; preds = %249, %248
  tail call fastcc void @codebinexpval(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %4), !dbg !3669
  br label %749

251:                                              ; preds = %20
    #dbg_value(ptr %0, !3670, !DIExpression(), !3686)
    #dbg_value(ptr %2, !3675, !DIExpression(), !3686)
    #dbg_value(ptr %3, !3676, !DIExpression(), !3686)
    #dbg_value(i32 21, !3677, !DIExpression(), !3686)
    #dbg_value(i32 %4, !3678, !DIExpression(), !3686)
    #dbg_value(i32 7, !3679, !DIExpression(), !3686)
    #dbg_value(ptr %3, !2797, !DIExpression(), !3690)
  %252 = load i32, ptr %3, align 8, !dbg !3692, !tbaa !870
  %253 = icmp eq i32 %252, 6, !dbg !3693
  br i1 %253, label %254, label %282, !dbg !3694

254:                                              ; preds = %251
  %255 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !3695
  %256 = load i32, ptr %255, align 8, !dbg !3695, !tbaa !865
  %257 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !3695
  %258 = load i32, ptr %257, align 4, !dbg !3695, !tbaa !867
  %259 = icmp eq i32 %256, %258, !dbg !3695
  br i1 %259, label %260, label %282, !dbg !3696

260:                                              ; preds = %254
  %261 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !3697
  %262 = load i64, ptr %261, align 8, !dbg !3698, !tbaa !876
    #dbg_value(i64 %262, !3680, !DIExpression(), !3699)
  %263 = add i64 %262, -128, !dbg !3700
  %264 = icmp ult i64 %263, -255, !dbg !3700
  br i1 %264, label %282, label %265, !dbg !3700

265:                                              ; preds = %260
  %266 = trunc i64 %262 to i32, !dbg !3701
    #dbg_value(i32 %266, !3683, !DIExpression(), !3702)
  %267 = sub nsw i32 127, %266, !dbg !3703
  tail call fastcc void @finishbinexpval(ptr noundef %0, ptr noundef %2, ptr noundef nonnull readonly %3, i32 noundef 21, i32 noundef %267, i32 noundef 0, i32 noundef %4, i32 noundef 47, i32 noundef 7), !dbg !3704
  %268 = load ptr, ptr %0, align 8, !dbg !3705, !tbaa !955
  %269 = getelementptr inbounds i8, ptr %268, i64 64, !dbg !3705
  %270 = load ptr, ptr %269, align 8, !dbg !3705, !tbaa !957
  %271 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3705
  %272 = load i32, ptr %271, align 8, !dbg !3705, !tbaa !949
  %273 = sext i32 %272 to i64, !dbg !3705
  %274 = getelementptr i32, ptr %270, i64 %273, !dbg !3705
  %275 = getelementptr i8, ptr %274, i64 -4, !dbg !3705
  %276 = load i32, ptr %275, align 4, !dbg !3705, !tbaa !963
  %277 = and i32 %276, -16711681, !dbg !3705
  %278 = shl nsw i32 %266, 16, !dbg !3705
  %279 = add i32 %278, 8323072, !dbg !3705
  %280 = and i32 %279, 16711680, !dbg !3705
  %281 = or disjoint i32 %277, %280, !dbg !3705
  store i32 %281, ptr %275, align 4, !dbg !3705, !tbaa !963
  br label %749, !dbg !3706

282:                                              ; preds = %251, %260, %254, %20, %20, %20, %20
    #dbg_value(ptr %0, !3592, !DIExpression(), !3707)
    #dbg_value(i32 %1, !3597, !DIExpression(), !3707)
    #dbg_value(ptr %2, !3598, !DIExpression(), !3707)
    #dbg_value(ptr %3, !3599, !DIExpression(), !3707)
    #dbg_value(i32 0, !3600, !DIExpression(), !3707)
    #dbg_value(i32 %4, !3601, !DIExpression(), !3707)
    #dbg_value(ptr %3, !914, !DIExpression(), !3710)
    #dbg_value(ptr null, !915, !DIExpression(), !3710)
  %283 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !3712
  %284 = load i32, ptr %283, align 8, !dbg !3712, !tbaa !865
  %285 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !3712
  %286 = load i32, ptr %285, align 4, !dbg !3712, !tbaa !867
  %287 = icmp eq i32 %284, %286, !dbg !3712
  br i1 %287, label %288, label %300, !dbg !3713

288:                                              ; preds = %282
  %289 = load i32, ptr %3, align 8, !dbg !3714, !tbaa !870
  %290 = add i32 %289, -5, !dbg !3715
  %291 = icmp ult i32 %290, 2, !dbg !3715
  br i1 %291, label %292, label %300, !dbg !3715

292:                                              ; preds = %288
  %293 = tail call fastcc i32 @luaK_exp2K(ptr noundef %0, ptr noundef nonnull %3), !dbg !3716
  %294 = icmp eq i32 %293, 0, !dbg !3716
  br i1 %294, label %300, label %295, !dbg !3717

295:                                              ; preds = %292
    #dbg_value(ptr %0, !3613, !DIExpression(), !3718)
    #dbg_value(i32 %1, !3616, !DIExpression(), !3718)
    #dbg_value(ptr %2, !3617, !DIExpression(), !3718)
    #dbg_value(ptr %3, !3618, !DIExpression(), !3718)
    #dbg_value(i32 0, !3619, !DIExpression(), !3718)
    #dbg_value(i32 %4, !3620, !DIExpression(), !3718)
    #dbg_value(i32 %1, !3626, !DIExpression(), !3720)
  %296 = add nuw nsw i32 %1, 6, !dbg !3722
    #dbg_value(i32 %296, !3621, !DIExpression(), !3718)
  %297 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !3723
  %298 = load i32, ptr %297, align 8, !dbg !3724, !tbaa !876
    #dbg_value(i32 %298, !3622, !DIExpression(), !3718)
    #dbg_value(i32 %1, !3636, !DIExpression(), !3725)
    #dbg_value(i32 0, !3641, !DIExpression(), !3725)
    #dbg_value(i32 22, !3642, !DIExpression(), !3725)
  %299 = add nuw nsw i32 %1, 22, !dbg !3727
    #dbg_value(i32 %299, !3623, !DIExpression(), !3718)
  tail call fastcc void @finishbinexpval(ptr noundef %0, ptr noundef %2, ptr noundef nonnull readonly %3, i32 noundef %299, i32 noundef %298, i32 noundef 0, i32 noundef %4, i32 noundef 48, i32 noundef %296), !dbg !3728
  br label %749, !dbg !3729

300:                                              ; preds = %292, %288, %282
    #dbg_value(ptr %0, !3648, !DIExpression(), !3730)
    #dbg_value(i32 %1, !3651, !DIExpression(), !3730)
    #dbg_value(ptr %2, !3652, !DIExpression(), !3730)
    #dbg_value(ptr %3, !3653, !DIExpression(), !3730)
    #dbg_value(i32 0, !3654, !DIExpression(), !3730)
    #dbg_value(i32 %4, !3655, !DIExpression(), !3730)
  tail call fastcc void @codebinexpval(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef nonnull %3, i32 noundef %4), !dbg !3732
  br label %749

301:                                              ; preds = %20, %20, %20
    #dbg_value(ptr %0, !3733, !DIExpression(), !3741)
    #dbg_value(i32 %1, !3736, !DIExpression(), !3741)
    #dbg_value(ptr %2, !3737, !DIExpression(), !3741)
    #dbg_value(ptr %3, !3738, !DIExpression(), !3741)
    #dbg_value(i32 %4, !3739, !DIExpression(), !3741)
    #dbg_value(i32 0, !3740, !DIExpression(), !3741)
  %302 = load i32, ptr %2, align 8, !dbg !3744, !tbaa !870
  %303 = icmp eq i32 %302, 6, !dbg !3746
  br i1 %303, label %304, label %305, !dbg !3747

304:                                              ; preds = %301
    #dbg_assign(i1 undef, !3537, !DIExpression(), !3343, ptr %13, !DIExpression(), !3748)
    #dbg_value(ptr %2, !3542, !DIExpression(), !3748)
    #dbg_value(ptr %3, !3543, !DIExpression(), !3748)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13), !dbg !3751
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %13, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !dbg !3752, !tbaa.struct !3386, !DIAssignID !3753
    #dbg_assign(i1 undef, !3537, !DIExpression(), !3753, ptr %13, !DIExpression(), !3748)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !dbg !3754, !tbaa.struct !3386
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %13, i64 24, i1 false), !dbg !3755, !tbaa.struct !3386
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13), !dbg !3756
    #dbg_value(i32 1, !3740, !DIExpression(), !3741)
  br label %305, !dbg !3757

305:                                              ; preds = %304, %301
  %306 = phi i32 [ 1, %304 ], [ 0, %301 ], !dbg !3741
    #dbg_value(i32 %306, !3740, !DIExpression(), !3741)
  %307 = load i32, ptr %3, align 8, !dbg !3758, !tbaa !870
  %308 = icmp eq i32 %307, 6, !dbg !3760
  br i1 %308, label %309, label %317, !dbg !3761

309:                                              ; preds = %305
  %310 = tail call fastcc i32 @luaK_exp2K(ptr noundef %0, ptr noundef nonnull %3), !dbg !3762
  %311 = icmp eq i32 %310, 0, !dbg !3762
  br i1 %311, label %317, label %312, !dbg !3763

312:                                              ; preds = %309
    #dbg_value(ptr %0, !3613, !DIExpression(), !3764)
    #dbg_value(i32 %1, !3616, !DIExpression(), !3764)
    #dbg_value(ptr %2, !3617, !DIExpression(), !3764)
    #dbg_value(ptr %3, !3618, !DIExpression(), !3764)
    #dbg_value(i32 %306, !3619, !DIExpression(), !3764)
    #dbg_value(i32 %4, !3620, !DIExpression(), !3764)
    #dbg_value(i32 %1, !3626, !DIExpression(), !3766)
  %313 = add nuw nsw i32 %1, 6, !dbg !3768
    #dbg_value(i32 %313, !3621, !DIExpression(), !3764)
  %314 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !3769
  %315 = load i32, ptr %314, align 8, !dbg !3770, !tbaa !876
    #dbg_value(i32 %315, !3622, !DIExpression(), !3764)
    #dbg_value(i32 %1, !3636, !DIExpression(), !3771)
    #dbg_value(i32 0, !3641, !DIExpression(), !3771)
    #dbg_value(i32 22, !3642, !DIExpression(), !3771)
  %316 = add nuw nsw i32 %1, 22, !dbg !3773
    #dbg_value(i32 %316, !3623, !DIExpression(), !3764)
  tail call fastcc void @finishbinexpval(ptr noundef %0, ptr noundef nonnull %2, ptr noundef nonnull readonly %3, i32 noundef %316, i32 noundef %315, i32 noundef %306, i32 noundef %4, i32 noundef 48, i32 noundef %313), !dbg !3774
  br label %749, !dbg !3775

317:                                              ; preds = %309, %305
    #dbg_value(ptr %0, !3648, !DIExpression(), !3776)
    #dbg_value(i32 %1, !3651, !DIExpression(), !3776)
    #dbg_value(ptr %2, !3652, !DIExpression(), !3776)
    #dbg_value(ptr %3, !3653, !DIExpression(), !3776)
    #dbg_value(i32 %306, !3654, !DIExpression(), !3776)
    #dbg_value(i32 %4, !3655, !DIExpression(), !3776)
  br i1 %303, label %318, label %319, !dbg !3778

318:                                              ; preds = %317
    #dbg_assign(i1 undef, !3537, !DIExpression(), !3342, ptr %12, !DIExpression(), !3779)
    #dbg_value(ptr %2, !3542, !DIExpression(), !3779)
    #dbg_value(ptr %3, !3543, !DIExpression(), !3779)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12), !dbg !3781
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %12, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !dbg !3782, !tbaa.struct !3386, !DIAssignID !3783
    #dbg_assign(i1 undef, !3537, !DIExpression(), !3783, ptr %12, !DIExpression(), !3779)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !dbg !3784, !tbaa.struct !3386
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %12, i64 24, i1 false), !dbg !3785, !tbaa.struct !3386
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12), !dbg !3786
  br label %319, !dbg !3787

319:                                              ; preds = %318, %317
  tail call fastcc void @codebinexpval(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %4), !dbg !3788
  br label %749

320:                                              ; preds = %20
    #dbg_value(ptr %2, !3557, !DIExpression(), !3789)
    #dbg_value(ptr %2, !2797, !DIExpression(), !3793)
  %321 = load i32, ptr %2, align 8, !dbg !3795, !tbaa !870
  %322 = icmp eq i32 %321, 6, !dbg !3796
  br i1 %322, label %323, label %339, !dbg !3797

323:                                              ; preds = %320
  %324 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !3798
  %325 = load i32, ptr %324, align 8, !dbg !3798, !tbaa !865
  %326 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !3798
  %327 = load i32, ptr %326, align 4, !dbg !3798, !tbaa !867
  %328 = icmp eq i32 %325, %327, !dbg !3798
  br i1 %328, label %329, label %339, !dbg !3799

329:                                              ; preds = %323
  %330 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !3800
  %331 = load i64, ptr %330, align 8, !dbg !3801, !tbaa !876
    #dbg_value(i64 %331, !3269, !DIExpression(), !3802)
  %332 = add i64 %331, -129, !dbg !3804
  %333 = icmp ult i64 %332, -256, !dbg !3804
  br i1 %333, label %339, label %334, !dbg !3805

334:                                              ; preds = %329
    #dbg_assign(i1 undef, !3537, !DIExpression(), !3341, ptr %11, !DIExpression(), !3806)
    #dbg_value(ptr %2, !3542, !DIExpression(), !3806)
    #dbg_value(ptr %3, !3543, !DIExpression(), !3806)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11), !dbg !3809
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !dbg !3810, !tbaa.struct !3386, !DIAssignID !3811
    #dbg_assign(i1 undef, !3537, !DIExpression(), !3811, ptr %11, !DIExpression(), !3806)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !dbg !3812, !tbaa.struct !3386
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %11, i64 24, i1 false), !dbg !3813, !tbaa.struct !3386
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11), !dbg !3814
    #dbg_value(ptr %0, !3575, !DIExpression(), !3815)
    #dbg_value(i32 33, !3580, !DIExpression(), !3815)
    #dbg_value(ptr %2, !3581, !DIExpression(), !3815)
    #dbg_value(ptr %3, !3582, !DIExpression(), !3815)
    #dbg_value(i32 1, !3583, !DIExpression(), !3815)
    #dbg_value(i32 %4, !3584, !DIExpression(), !3815)
    #dbg_value(i32 16, !3585, !DIExpression(), !3815)
  %335 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !3817
  %336 = load i64, ptr %335, align 8, !dbg !3817, !tbaa !876
  %337 = trunc i64 %336 to i32, !dbg !3817
  %338 = add nsw i32 %337, 127, !dbg !3817
    #dbg_value(i32 %338, !3586, !DIExpression(), !3815)
  tail call fastcc void @finishbinexpval(ptr noundef %0, ptr noundef nonnull %2, ptr noundef readonly %3, i32 noundef 33, i32 noundef %338, i32 noundef 1, i32 noundef %4, i32 noundef 47, i32 noundef 16), !dbg !3818
  br label %749, !dbg !3819

339:                                              ; preds = %320, %323, %329
  %340 = tail call fastcc i32 @finishbinexpneg(ptr noundef %0, ptr noundef nonnull %2, ptr noundef %3, i32 noundef 32, i32 noundef %4, i32 noundef 16), !dbg !3820
  %341 = icmp eq i32 %340, 0, !dbg !3820
  br i1 %341, label %342, label %749, !dbg !3822

342:                                              ; preds = %339
  tail call fastcc void @codebinexpval(ptr noundef %0, i32 noundef 10, ptr noundef nonnull %2, ptr noundef %3, i32 noundef %4), !dbg !3823
  br label %749

343:                                              ; preds = %20
    #dbg_value(ptr %3, !3557, !DIExpression(), !3824)
    #dbg_value(ptr %3, !2797, !DIExpression(), !3828)
  %344 = load i32, ptr %3, align 8, !dbg !3830, !tbaa !870
  %345 = icmp eq i32 %344, 6, !dbg !3831
  br i1 %345, label %346, label %360, !dbg !3832

346:                                              ; preds = %343
  %347 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !3833
  %348 = load i32, ptr %347, align 8, !dbg !3833, !tbaa !865
  %349 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !3833
  %350 = load i32, ptr %349, align 4, !dbg !3833, !tbaa !867
  %351 = icmp eq i32 %348, %350, !dbg !3833
  br i1 %351, label %352, label %360, !dbg !3834

352:                                              ; preds = %346
  %353 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !3835
  %354 = load i64, ptr %353, align 8, !dbg !3836, !tbaa !876
    #dbg_value(i64 %354, !3269, !DIExpression(), !3837)
  %355 = add i64 %354, -129, !dbg !3839
  %356 = icmp ult i64 %355, -256, !dbg !3839
  br i1 %356, label %360, label %357, !dbg !3840

357:                                              ; preds = %352
    #dbg_value(ptr %0, !3575, !DIExpression(), !3841)
    #dbg_value(i32 32, !3580, !DIExpression(), !3841)
    #dbg_value(ptr %2, !3581, !DIExpression(), !3841)
    #dbg_value(ptr %3, !3582, !DIExpression(), !3841)
    #dbg_value(i32 0, !3583, !DIExpression(), !3841)
    #dbg_value(i32 %4, !3584, !DIExpression(), !3841)
    #dbg_value(i32 17, !3585, !DIExpression(), !3841)
  %358 = trunc i64 %354 to i32, !dbg !3843
  %359 = add nsw i32 %358, 127, !dbg !3843
    #dbg_value(i32 %359, !3586, !DIExpression(), !3841)
  tail call fastcc void @finishbinexpval(ptr noundef %0, ptr noundef %2, ptr noundef nonnull readonly %3, i32 noundef 32, i32 noundef %359, i32 noundef 0, i32 noundef %4, i32 noundef 47, i32 noundef 17), !dbg !3844
  br label %749, !dbg !3845

360:                                              ; preds = %343, %346, %352
  tail call fastcc void @codebinexpval(ptr noundef %0, i32 noundef 11, ptr noundef %2, ptr noundef nonnull %3, i32 noundef %4), !dbg !3846
  br label %749

361:                                              ; preds = %20, %20
    #dbg_value(ptr %0, !3847, !DIExpression(), !3860)
    #dbg_value(i32 %1, !3852, !DIExpression(), !3860)
    #dbg_value(ptr %2, !3853, !DIExpression(), !3860)
    #dbg_value(ptr %3, !3854, !DIExpression(), !3860)
    #dbg_value(i32 0, !3858, !DIExpression(), !3860)
  %362 = load i32, ptr %2, align 8, !dbg !3863, !tbaa !870
  %363 = icmp eq i32 %362, 8, !dbg !3865
  br i1 %363, label %365, label %364, !dbg !3866

364:                                              ; preds = %361
    #dbg_assign(i1 undef, !3537, !DIExpression(), !3340, ptr %10, !DIExpression(), !3867)
    #dbg_value(ptr %2, !3542, !DIExpression(), !3867)
    #dbg_value(ptr %3, !3543, !DIExpression(), !3867)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10), !dbg !3870
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %10, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !dbg !3871, !tbaa.struct !3386, !DIAssignID !3872
    #dbg_assign(i1 undef, !3537, !DIExpression(), !3872, ptr %10, !DIExpression(), !3867)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !dbg !3873, !tbaa.struct !3386
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false), !dbg !3874, !tbaa.struct !3386
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10), !dbg !3875
  br label %365, !dbg !3876

365:                                              ; preds = %364, %361
    #dbg_value(ptr %0, !2038, !DIExpression(), !3877)
    #dbg_value(ptr %2, !2039, !DIExpression(), !3877)
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef nonnull %2), !dbg !3879
  %366 = load i32, ptr %2, align 8, !dbg !3880, !tbaa !870
  %367 = icmp eq i32 %366, 8, !dbg !3881
  br i1 %367, label %368, label %381, !dbg !3882

368:                                              ; preds = %365
  %369 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !3883
  %370 = load i32, ptr %369, align 8, !dbg !3883, !tbaa !865
  %371 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !3883
  %372 = load i32, ptr %371, align 4, !dbg !3883, !tbaa !867
  %373 = icmp eq i32 %370, %372, !dbg !3883
  %374 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !3884
  br i1 %373, label %383, label %375, !dbg !3885

375:                                              ; preds = %368
  %376 = load i32, ptr %374, align 8, !dbg !3886, !tbaa !876
  %377 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !3887
  %378 = icmp slt i32 %376, %377, !dbg !3888
  br i1 %378, label %381, label %379, !dbg !3889

379:                                              ; preds = %375
  %380 = load i32, ptr %374, align 8, !dbg !3890, !tbaa !876
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %2, i32 noundef %380), !dbg !3891
  br label %383, !dbg !3892

381:                                              ; preds = %375, %365
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %2), !dbg !3893
  %382 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !3894
  br label %383, !dbg !3895

383:                                              ; preds = %381, %379, %368
  %384 = phi ptr [ %374, %379 ], [ %382, %381 ], [ %374, %368 ]
  %385 = load i32, ptr %384, align 8, !dbg !3877, !tbaa !876
    #dbg_value(i32 %385, !3855, !DIExpression(), !3860)
    #dbg_assign(i1 undef, !3238, !DIExpression(), !3339, ptr %9, !DIExpression(), !3896)
    #dbg_value(ptr %3, !3243, !DIExpression(), !3896)
    #dbg_value(ptr undef, !3244, !DIExpression(), !3896)
    #dbg_value(ptr undef, !3245, !DIExpression(), !3896)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #13, !dbg !3899
  %386 = load i32, ptr %3, align 8, !dbg !3900, !tbaa !870
  switch i32 %386, label %409 [
    i32 6, label %387
    i32 5, label %390
  ], !dbg !3901

387:                                              ; preds = %383
  %388 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !3902
  %389 = load i64, ptr %388, align 8, !dbg !3903, !tbaa !876
  store i64 %389, ptr %9, align 8, !dbg !3904, !tbaa !3256, !DIAssignID !3905
    #dbg_assign(i64 %389, !3238, !DIExpression(), !3905, ptr %9, !DIExpression(), !3896)
  br label %395, !dbg !3906

390:                                              ; preds = %383
  %391 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !3907
  %392 = load double, ptr %391, align 8, !dbg !3908, !tbaa !876
  %393 = call i32 @luaV_flttointeger(double noundef %392, ptr noundef nonnull %9, i32 noundef 0) #13, !dbg !3909
  %394 = icmp eq i32 %393, 0, !dbg !3909
  br i1 %394, label %409, label %395, !dbg !3910

395:                                              ; preds = %390, %387
  %396 = phi i32 [ 0, %387 ], [ 1, %390 ], !dbg !3860
    #dbg_value(i32 %396, !3858, !DIExpression(), !3860)
  %397 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !3911
  %398 = load i32, ptr %397, align 8, !dbg !3911, !tbaa !865
  %399 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !3911
  %400 = load i32, ptr %399, align 4, !dbg !3911, !tbaa !867
  %401 = icmp eq i32 %398, %400, !dbg !3911
  br i1 %401, label %402, label %409, !dbg !3912

402:                                              ; preds = %395
  %403 = load i64, ptr %9, align 8, !dbg !3913, !tbaa !3256
    #dbg_value(i64 %403, !3269, !DIExpression(), !3914)
  %404 = add i64 %403, -129, !dbg !3916
  %405 = icmp ult i64 %404, -256, !dbg !3916
  br i1 %405, label %409, label %406, !dbg !3917

406:                                              ; preds = %402
  %407 = trunc i64 %403 to i32, !dbg !3918
  %408 = add nsw i32 %407, 127, !dbg !3918
    #dbg_value(i32 %396, !3858, !DIExpression(), !3860)
    #dbg_value(i32 %408, !3857, !DIExpression(), !3860)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #13, !dbg !3920
    #dbg_value(i32 61, !3859, !DIExpression(), !3860)
    #dbg_value(i32 %408, !3856, !DIExpression(), !3860)
  br label %437, !dbg !3921

409:                                              ; preds = %402, %395, %390, %383
  %410 = phi i32 [ %396, %395 ], [ %396, %402 ], [ 0, %390 ], [ 0, %383 ]
    #dbg_value(i32 %410, !3858, !DIExpression(), !3860)
    #dbg_value(i32 poison, !3857, !DIExpression(), !3860)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #13, !dbg !3920
  %411 = call fastcc i32 @exp2RK(ptr noundef %0, ptr noundef nonnull %3), !dbg !3923
  %412 = icmp eq i32 %411, 0, !dbg !3923
  br i1 %412, label %416, label %413, !dbg !3925

413:                                              ; preds = %409
    #dbg_value(i32 60, !3859, !DIExpression(), !3860)
  %414 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !3926
  %415 = load i32, ptr %414, align 8, !dbg !3928, !tbaa !876
    #dbg_value(i32 %415, !3856, !DIExpression(), !3860)
  br label %437, !dbg !3929

416:                                              ; preds = %409
    #dbg_value(i32 57, !3859, !DIExpression(), !3860)
    #dbg_value(ptr %0, !2038, !DIExpression(), !3930)
    #dbg_value(ptr %3, !2039, !DIExpression(), !3930)
  call void @luaK_dischargevars(ptr noundef %0, ptr noundef nonnull %3), !dbg !3933
  %417 = load i32, ptr %3, align 8, !dbg !3934, !tbaa !870
  %418 = icmp eq i32 %417, 8, !dbg !3935
  br i1 %418, label %419, label %432, !dbg !3936

419:                                              ; preds = %416
  %420 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !3937
  %421 = load i32, ptr %420, align 8, !dbg !3937, !tbaa !865
  %422 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !3937
  %423 = load i32, ptr %422, align 4, !dbg !3937, !tbaa !867
  %424 = icmp eq i32 %421, %423, !dbg !3937
  %425 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !3938
  br i1 %424, label %434, label %426, !dbg !3939

426:                                              ; preds = %419
  %427 = load i32, ptr %425, align 8, !dbg !3940, !tbaa !876
  %428 = call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !3941
  %429 = icmp slt i32 %427, %428, !dbg !3942
  br i1 %429, label %432, label %430, !dbg !3943

430:                                              ; preds = %426
  %431 = load i32, ptr %425, align 8, !dbg !3944, !tbaa !876
  call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %3, i32 noundef %431), !dbg !3945
  br label %434, !dbg !3946

432:                                              ; preds = %426, %416
  call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %3), !dbg !3947
  %433 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !3948
  br label %434, !dbg !3949

434:                                              ; preds = %432, %430, %419
  %435 = phi ptr [ %425, %430 ], [ %433, %432 ], [ %425, %419 ]
  %436 = load i32, ptr %435, align 8, !dbg !3930, !tbaa !876
    #dbg_value(i32 %436, !3856, !DIExpression(), !3860)
  br label %437

437:                                              ; preds = %434, %413, %406
  %438 = phi i32 [ %396, %406 ], [ %410, %413 ], [ %410, %434 ]
  %439 = phi i32 [ %408, %406 ], [ %415, %413 ], [ %436, %434 ], !dbg !3950
  %440 = phi i32 [ 61, %406 ], [ 60, %413 ], [ 57, %434 ], !dbg !3950
    #dbg_value(i32 %440, !3859, !DIExpression(), !3860)
    #dbg_value(i32 %439, !3856, !DIExpression(), !3860)
    #dbg_value(ptr %0, !3951, !DIExpression(), !3958)
    #dbg_value(ptr %2, !3954, !DIExpression(), !3958)
    #dbg_value(ptr %3, !3955, !DIExpression(), !3958)
  %441 = load i32, ptr %2, align 8, !dbg !3960, !tbaa !870
  %442 = icmp eq i32 %441, 8, !dbg !3961
  br i1 %442, label %443, label %446, !dbg !3962

443:                                              ; preds = %437
  %444 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !3963
  %445 = load i32, ptr %444, align 8, !dbg !3964, !tbaa !876
  br label %446, !dbg !3962

446:                                              ; preds = %443, %437
  %447 = phi i32 [ %445, %443 ], [ -1, %437 ], !dbg !3962
    #dbg_value(i32 %447, !3956, !DIExpression(), !3958)
  %448 = load i32, ptr %3, align 8, !dbg !3965, !tbaa !870
  %449 = icmp eq i32 %448, 8, !dbg !3966
  br i1 %449, label %450, label %453, !dbg !3967

450:                                              ; preds = %446
  %451 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !3968
  %452 = load i32, ptr %451, align 8, !dbg !3969, !tbaa !876
  br label %453, !dbg !3967

453:                                              ; preds = %450, %446
  %454 = phi i32 [ %452, %450 ], [ -1, %446 ], !dbg !3967
    #dbg_value(i32 %454, !3957, !DIExpression(), !3958)
    #dbg_value(ptr %0, !1721, !DIExpression(), !3970)
    #dbg_value(i32 %447, !1724, !DIExpression(), !3970)
    #dbg_value(i32 %454, !1725, !DIExpression(), !3970)
  %455 = icmp sgt i32 %447, %454, !dbg !3972
    #dbg_value(ptr %0, !1651, !DIExpression(), !3973)
    #dbg_value(ptr %0, !1651, !DIExpression(), !3975)
  %456 = call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !3977
  br i1 %455, label %457, label %466, !dbg !3979

457:                                              ; preds = %453
    #dbg_value(i32 %447, !1654, !DIExpression(), !3973)
  %458 = icmp sgt i32 %456, %447, !dbg !3980
  br i1 %458, label %463, label %459, !dbg !3981

459:                                              ; preds = %457
  %460 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !3982
  %461 = load i8, ptr %460, align 4, !dbg !3983, !tbaa !1346
  %462 = add i8 %461, -1, !dbg !3983
  store i8 %462, ptr %460, align 4, !dbg !3983, !tbaa !1346
  br label %463, !dbg !3984

463:                                              ; preds = %459, %457
    #dbg_value(ptr %0, !1651, !DIExpression(), !3985)
    #dbg_value(i32 %454, !1654, !DIExpression(), !3985)
  %464 = call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !3987
  %465 = icmp sgt i32 %464, %454, !dbg !3988
  br i1 %465, label %479, label %475, !dbg !3989

466:                                              ; preds = %453
    #dbg_value(i32 %454, !1654, !DIExpression(), !3975)
  %467 = icmp sgt i32 %456, %454, !dbg !3990
  br i1 %467, label %472, label %468, !dbg !3991

468:                                              ; preds = %466
  %469 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !3992
  %470 = load i8, ptr %469, align 4, !dbg !3993, !tbaa !1346
  %471 = add i8 %470, -1, !dbg !3993
  store i8 %471, ptr %469, align 4, !dbg !3993, !tbaa !1346
  br label %472, !dbg !3994

472:                                              ; preds = %468, %466
    #dbg_value(ptr %0, !1651, !DIExpression(), !3995)
    #dbg_value(i32 %447, !1654, !DIExpression(), !3995)
  %473 = call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !3997
  %474 = icmp sgt i32 %473, %447, !dbg !3998
  br i1 %474, label %479, label %475, !dbg !3999

475:                                              ; preds = %472, %463
  %476 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !4000
  %477 = load i8, ptr %476, align 4, !dbg !4001, !tbaa !1346
  %478 = add i8 %477, -1, !dbg !4001
  store i8 %478, ptr %476, align 4, !dbg !4001, !tbaa !1346
  br label %479, !dbg !4002

479:                                              ; preds = %463, %472, %475
  %480 = icmp eq i32 %1, 13, !dbg !4003
    #dbg_value(ptr %0, !2506, !DIExpression(), !4004)
    #dbg_value(i32 %440, !2509, !DIExpression(), !4004)
    #dbg_value(i32 %385, !2510, !DIExpression(), !4004)
    #dbg_value(i32 %439, !2511, !DIExpression(), !4004)
    #dbg_value(i32 %438, !2512, !DIExpression(), !4004)
    #dbg_value(i1 %480, !2513, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !4004)
    #dbg_value(ptr %0, !982, !DIExpression(), !4006)
    #dbg_value(i32 %440, !987, !DIExpression(), !4006)
    #dbg_value(i32 %385, !988, !DIExpression(), !4006)
    #dbg_value(i32 %439, !989, !DIExpression(), !4006)
    #dbg_value(i32 %438, !990, !DIExpression(), !4006)
    #dbg_value(i1 %480, !991, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !4006)
  %481 = shl i32 %385, 7, !dbg !4008
  %482 = or disjoint i32 %440, %481, !dbg !4008
  %483 = shl i32 %439, 16, !dbg !4008
  %484 = shl nuw nsw i32 %438, 24, !dbg !4008
  %485 = select i1 %480, i32 32768, i32 0, !dbg !4008
  %486 = or disjoint i32 %484, %485, !dbg !4008
  %487 = or i32 %486, %483, !dbg !4008
  %488 = or i32 %487, %482, !dbg !4008
    #dbg_value(ptr %0, !995, !DIExpression(), !4009)
    #dbg_value(i32 %488, !1000, !DIExpression(), !4009)
  %489 = load ptr, ptr %0, align 8, !dbg !4011, !tbaa !955
    #dbg_value(ptr %489, !1001, !DIExpression(), !4009)
  %490 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4012
  %491 = load ptr, ptr %490, align 8, !dbg !4012, !tbaa !890
  %492 = getelementptr inbounds i8, ptr %491, i64 56, !dbg !4012
  %493 = load ptr, ptr %492, align 8, !dbg !4012, !tbaa !1006
  %494 = getelementptr inbounds i8, ptr %489, i64 64, !dbg !4012
  %495 = load ptr, ptr %494, align 8, !dbg !4012, !tbaa !957
  %496 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !4012
  %497 = load i32, ptr %496, align 8, !dbg !4012, !tbaa !949
  %498 = getelementptr inbounds i8, ptr %489, i64 24, !dbg !4012
  %499 = call ptr @luaM_growaux_(ptr noundef %493, ptr noundef %495, i32 noundef %497, ptr noundef nonnull %498, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !4012
  store ptr %499, ptr %494, align 8, !dbg !4012, !tbaa !957
  %500 = load i32, ptr %496, align 8, !dbg !4013, !tbaa !949
  %501 = add nsw i32 %500, 1, !dbg !4013
  store i32 %501, ptr %496, align 8, !dbg !4013, !tbaa !949
  %502 = sext i32 %500 to i64, !dbg !4014
  %503 = getelementptr inbounds i32, ptr %499, i64 %502, !dbg !4014
  store i32 %488, ptr %503, align 4, !dbg !4015, !tbaa !963
  %504 = load ptr, ptr %490, align 8, !dbg !4016, !tbaa !890
  %505 = getelementptr inbounds i8, ptr %504, i64 8, !dbg !4017
  %506 = load i32, ptr %505, align 8, !dbg !4017, !tbaa !1012
  call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %489, i32 noundef %506), !dbg !4018
  %507 = load i32, ptr %496, align 8, !dbg !4019, !tbaa !949
    #dbg_value(ptr %0, !1091, !DIExpression(), !4020)
    #dbg_value(ptr %0, !1093, !DIExpression(), !4022)
    #dbg_value(i32 56, !1098, !DIExpression(), !4022)
    #dbg_value(i32 -1, !1099, !DIExpression(), !4022)
    #dbg_value(i32 0, !1100, !DIExpression(), !4022)
    #dbg_value(i32 16777214, !1101, !DIExpression(), !4022)
    #dbg_value(ptr %0, !995, !DIExpression(), !4024)
    #dbg_value(i32 2147483448, !1000, !DIExpression(), !4024)
  %508 = load ptr, ptr %0, align 8, !dbg !4026, !tbaa !955
    #dbg_value(ptr %508, !1001, !DIExpression(), !4024)
  %509 = load ptr, ptr %490, align 8, !dbg !4027, !tbaa !890
  %510 = getelementptr inbounds i8, ptr %509, i64 56, !dbg !4027
  %511 = load ptr, ptr %510, align 8, !dbg !4027, !tbaa !1006
  %512 = getelementptr inbounds i8, ptr %508, i64 64, !dbg !4027
  %513 = load ptr, ptr %512, align 8, !dbg !4027, !tbaa !957
  %514 = getelementptr inbounds i8, ptr %508, i64 24, !dbg !4027
  %515 = call ptr @luaM_growaux_(ptr noundef %511, ptr noundef %513, i32 noundef %507, ptr noundef nonnull %514, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !4027
  store ptr %515, ptr %512, align 8, !dbg !4027, !tbaa !957
  %516 = load i32, ptr %496, align 8, !dbg !4028, !tbaa !949
  %517 = add nsw i32 %516, 1, !dbg !4028
  store i32 %517, ptr %496, align 8, !dbg !4028, !tbaa !949
  %518 = sext i32 %516 to i64, !dbg !4029
  %519 = getelementptr inbounds i32, ptr %515, i64 %518, !dbg !4029
  store i32 2147483448, ptr %519, align 4, !dbg !4030, !tbaa !963
  %520 = load ptr, ptr %490, align 8, !dbg !4031, !tbaa !890
  %521 = getelementptr inbounds i8, ptr %520, i64 8, !dbg !4032
  %522 = load i32, ptr %521, align 8, !dbg !4032, !tbaa !1012
  call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %508, i32 noundef %522), !dbg !4033
  %523 = load i32, ptr %496, align 8, !dbg !4034, !tbaa !949
  %524 = add nsw i32 %523, -1, !dbg !4035
  %525 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !4036
  store i32 %524, ptr %525, align 8, !dbg !4037, !tbaa !876
  store i32 16, ptr %2, align 8, !dbg !4038, !tbaa !870
  br label %749, !dbg !4039

526:                                              ; preds = %20, %20
    #dbg_assign(i1 undef, !3537, !DIExpression(), !3338, ptr %8, !DIExpression(), !4040)
    #dbg_value(ptr %2, !3542, !DIExpression(), !4040)
    #dbg_value(ptr %3, !3543, !DIExpression(), !4040)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8), !dbg !4043
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !dbg !4044, !tbaa.struct !3386, !DIAssignID !4045
    #dbg_assign(i1 undef, !3537, !DIExpression(), !4045, ptr %8, !DIExpression(), !4040)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !dbg !4046, !tbaa.struct !3386
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %8, i64 24, i1 false), !dbg !4047, !tbaa.struct !3386
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8), !dbg !4048
  %527 = add nsw i32 %1, -3, !dbg !4049
    #dbg_value(i32 %527, !3332, !DIExpression(), !3346)
  br label %528, !dbg !4050

528:                                              ; preds = %20, %20, %526
  %529 = phi i32 [ %1, %20 ], [ %1, %20 ], [ %527, %526 ]
    #dbg_value(i32 %529, !3332, !DIExpression(), !3346)
    #dbg_value(ptr %0, !4051, !DIExpression(), !4062)
    #dbg_value(i32 %529, !4054, !DIExpression(), !4062)
    #dbg_value(ptr %2, !4055, !DIExpression(), !4062)
    #dbg_value(ptr %3, !4056, !DIExpression(), !4062)
    #dbg_value(i32 0, !4060, !DIExpression(), !4062)
    #dbg_assign(i1 undef, !3238, !DIExpression(), !3337, ptr %7, !DIExpression(), !4065)
    #dbg_value(ptr %3, !3243, !DIExpression(), !4065)
    #dbg_value(ptr undef, !3244, !DIExpression(), !4065)
    #dbg_value(ptr undef, !3245, !DIExpression(), !4065)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #13, !dbg !4068
  %530 = load i32, ptr %3, align 8, !dbg !4069, !tbaa !870
  switch i32 %530, label %573 [
    i32 6, label %531
    i32 5, label %534
  ], !dbg !4070

531:                                              ; preds = %528
  %532 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !4071
  %533 = load i64, ptr %532, align 8, !dbg !4072, !tbaa !876
  store i64 %533, ptr %7, align 8, !dbg !4073, !tbaa !3256, !DIAssignID !4074
    #dbg_assign(i64 %533, !3238, !DIExpression(), !4074, ptr %7, !DIExpression(), !4065)
  br label %539, !dbg !4075

534:                                              ; preds = %528
  %535 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !4076
  %536 = load double, ptr %535, align 8, !dbg !4077, !tbaa !876
  %537 = call i32 @luaV_flttointeger(double noundef %536, ptr noundef nonnull %7, i32 noundef 0) #13, !dbg !4078
  %538 = icmp eq i32 %537, 0, !dbg !4078
  br i1 %538, label %573, label %539, !dbg !4079

539:                                              ; preds = %534, %531
  %540 = phi i32 [ 0, %531 ], [ 1, %534 ], !dbg !4062
    #dbg_value(i32 %540, !4060, !DIExpression(), !4062)
  %541 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !4080
  %542 = load i32, ptr %541, align 8, !dbg !4080, !tbaa !865
  %543 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !4080
  %544 = load i32, ptr %543, align 4, !dbg !4080, !tbaa !867
  %545 = icmp eq i32 %542, %544, !dbg !4080
  br i1 %545, label %546, label %573, !dbg !4081

546:                                              ; preds = %539
  %547 = load i64, ptr %7, align 8, !dbg !4082, !tbaa !3256
    #dbg_value(i64 %547, !3269, !DIExpression(), !4083)
  %548 = add i64 %547, -129, !dbg !4085
  %549 = icmp ult i64 %548, -256, !dbg !4085
  br i1 %549, label %573, label %550, !dbg !4086

550:                                              ; preds = %546
  %551 = trunc i64 %547 to i32, !dbg !4087
  %552 = add nsw i32 %551, 127, !dbg !4087
    #dbg_value(i32 %540, !4060, !DIExpression(), !4062)
    #dbg_value(i32 %552, !4059, !DIExpression(), !4062)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #13, !dbg !4088
    #dbg_value(ptr %0, !2038, !DIExpression(), !4089)
    #dbg_value(ptr %2, !2039, !DIExpression(), !4089)
  call void @luaK_dischargevars(ptr noundef %0, ptr noundef %2), !dbg !4092
  %553 = load i32, ptr %2, align 8, !dbg !4093, !tbaa !870
  %554 = icmp eq i32 %553, 8, !dbg !4094
  br i1 %554, label %555, label %568, !dbg !4095

555:                                              ; preds = %550
  %556 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !4096
  %557 = load i32, ptr %556, align 8, !dbg !4096, !tbaa !865
  %558 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !4096
  %559 = load i32, ptr %558, align 4, !dbg !4096, !tbaa !867
  %560 = icmp eq i32 %557, %559, !dbg !4096
  %561 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !4097
  br i1 %560, label %570, label %562, !dbg !4098

562:                                              ; preds = %555
  %563 = load i32, ptr %561, align 8, !dbg !4099, !tbaa !876
  %564 = call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !4100
  %565 = icmp slt i32 %563, %564, !dbg !4101
  br i1 %565, label %568, label %566, !dbg !4102

566:                                              ; preds = %562
  %567 = load i32, ptr %561, align 8, !dbg !4103, !tbaa !876
  call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %2, i32 noundef %567), !dbg !4104
  br label %570, !dbg !4105

568:                                              ; preds = %562, %550
  call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %2), !dbg !4106
  %569 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !4107
  br label %570, !dbg !4108

570:                                              ; preds = %568, %566, %555
  %571 = phi ptr [ %561, %566 ], [ %569, %568 ], [ %561, %555 ]
  %572 = load i32, ptr %571, align 8, !dbg !4089, !tbaa !876
    #dbg_value(i32 %572, !4057, !DIExpression(), !4062)
    #dbg_value(i32 %552, !4058, !DIExpression(), !4062)
    #dbg_value(i32 %529, !3636, !DIExpression(), !4109)
    #dbg_value(i32 14, !3641, !DIExpression(), !4109)
    #dbg_value(i32 62, !3642, !DIExpression(), !4109)
    #dbg_value(!DIArgList(i32 %529, i32 %661), !4061, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !4062)
  br label %660, !dbg !4111

573:                                              ; preds = %546, %539, %534, %528
  %574 = phi i32 [ %540, %539 ], [ %540, %546 ], [ 0, %534 ], [ 0, %528 ]
    #dbg_value(i32 %574, !4060, !DIExpression(), !4062)
    #dbg_value(i32 undef, !4059, !DIExpression(), !4062)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #13, !dbg !4088
    #dbg_assign(i1 undef, !3238, !DIExpression(), !3336, ptr %6, !DIExpression(), !4112)
    #dbg_value(ptr %2, !3243, !DIExpression(), !4112)
    #dbg_value(ptr undef, !3244, !DIExpression(), !4112)
    #dbg_value(ptr undef, !3245, !DIExpression(), !4112)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #13, !dbg !4115
  %575 = load i32, ptr %2, align 8, !dbg !4116, !tbaa !870
  switch i32 %575, label %618 [
    i32 6, label %576
    i32 5, label %579
  ], !dbg !4117

576:                                              ; preds = %573
  %577 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !4118
  %578 = load i64, ptr %577, align 8, !dbg !4119, !tbaa !876
  store i64 %578, ptr %6, align 8, !dbg !4120, !tbaa !3256, !DIAssignID !4121
    #dbg_assign(i64 %578, !3238, !DIExpression(), !4121, ptr %6, !DIExpression(), !4112)
  br label %584, !dbg !4122

579:                                              ; preds = %573
  %580 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !4123
  %581 = load double, ptr %580, align 8, !dbg !4124, !tbaa !876
  %582 = call i32 @luaV_flttointeger(double noundef %581, ptr noundef nonnull %6, i32 noundef 0) #13, !dbg !4125
  %583 = icmp eq i32 %582, 0, !dbg !4125
  br i1 %583, label %618, label %584, !dbg !4126

584:                                              ; preds = %579, %576
  %585 = phi i32 [ %574, %576 ], [ 1, %579 ], !dbg !4062
    #dbg_value(i32 %585, !4060, !DIExpression(), !4062)
  %586 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !4127
  %587 = load i32, ptr %586, align 8, !dbg !4127, !tbaa !865
  %588 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !4127
  %589 = load i32, ptr %588, align 4, !dbg !4127, !tbaa !867
  %590 = icmp eq i32 %587, %589, !dbg !4127
  br i1 %590, label %591, label %618, !dbg !4128

591:                                              ; preds = %584
  %592 = load i64, ptr %6, align 8, !dbg !4129, !tbaa !3256
    #dbg_value(i64 %592, !3269, !DIExpression(), !4130)
  %593 = add i64 %592, -129, !dbg !4132
  %594 = icmp ult i64 %593, -256, !dbg !4132
  br i1 %594, label %618, label %595, !dbg !4133

595:                                              ; preds = %591
  %596 = trunc i64 %592 to i32, !dbg !4134
  %597 = add nsw i32 %596, 127, !dbg !4134
    #dbg_value(i32 %585, !4060, !DIExpression(), !4062)
    #dbg_value(i32 %597, !4059, !DIExpression(), !4062)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #13, !dbg !4135
    #dbg_value(ptr %0, !2038, !DIExpression(), !4136)
    #dbg_value(ptr %3, !2039, !DIExpression(), !4136)
  call void @luaK_dischargevars(ptr noundef %0, ptr noundef nonnull %3), !dbg !4139
  %598 = load i32, ptr %3, align 8, !dbg !4140, !tbaa !870
  %599 = icmp eq i32 %598, 8, !dbg !4141
  br i1 %599, label %600, label %613, !dbg !4142

600:                                              ; preds = %595
  %601 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !4143
  %602 = load i32, ptr %601, align 8, !dbg !4143, !tbaa !865
  %603 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !4143
  %604 = load i32, ptr %603, align 4, !dbg !4143, !tbaa !867
  %605 = icmp eq i32 %602, %604, !dbg !4143
  %606 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !4144
  br i1 %605, label %615, label %607, !dbg !4145

607:                                              ; preds = %600
  %608 = load i32, ptr %606, align 8, !dbg !4146, !tbaa !876
  %609 = call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !4147
  %610 = icmp slt i32 %608, %609, !dbg !4148
  br i1 %610, label %613, label %611, !dbg !4149

611:                                              ; preds = %607
  %612 = load i32, ptr %606, align 8, !dbg !4150, !tbaa !876
  call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %3, i32 noundef %612), !dbg !4151
  br label %615, !dbg !4152

613:                                              ; preds = %607, %595
  call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %3), !dbg !4153
  %614 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !4154
  br label %615, !dbg !4155

615:                                              ; preds = %613, %611, %600
  %616 = phi ptr [ %606, %611 ], [ %614, %613 ], [ %606, %600 ]
  %617 = load i32, ptr %616, align 8, !dbg !4136, !tbaa !876
    #dbg_value(i32 %617, !4057, !DIExpression(), !4062)
    #dbg_value(i32 %597, !4058, !DIExpression(), !4062)
    #dbg_value(i32 %529, !3636, !DIExpression(), !4156)
    #dbg_value(i32 14, !3641, !DIExpression(), !4156)
    #dbg_value(i32 64, !3642, !DIExpression(), !4156)
    #dbg_value(!DIArgList(i32 %529, i32 %661), !4061, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !4062)
  br label %660, !dbg !4158

618:                                              ; preds = %591, %584, %579, %573
  %619 = phi i32 [ %585, %584 ], [ %585, %591 ], [ %574, %579 ], [ %574, %573 ]
    #dbg_value(i32 %619, !4060, !DIExpression(), !4062)
    #dbg_value(i32 poison, !4059, !DIExpression(), !4062)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #13, !dbg !4135
    #dbg_value(ptr %0, !2038, !DIExpression(), !4159)
    #dbg_value(ptr %2, !2039, !DIExpression(), !4159)
  call void @luaK_dischargevars(ptr noundef %0, ptr noundef nonnull %2), !dbg !4162
  %620 = load i32, ptr %2, align 8, !dbg !4163, !tbaa !870
  %621 = icmp eq i32 %620, 8, !dbg !4164
  br i1 %621, label %622, label %635, !dbg !4165

622:                                              ; preds = %618
  %623 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !4166
  %624 = load i32, ptr %623, align 8, !dbg !4166, !tbaa !865
  %625 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !4166
  %626 = load i32, ptr %625, align 4, !dbg !4166, !tbaa !867
  %627 = icmp eq i32 %624, %626, !dbg !4166
  %628 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !4167
  br i1 %627, label %637, label %629, !dbg !4168

629:                                              ; preds = %622
  %630 = load i32, ptr %628, align 8, !dbg !4169, !tbaa !876
  %631 = call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !4170
  %632 = icmp slt i32 %630, %631, !dbg !4171
  br i1 %632, label %635, label %633, !dbg !4172

633:                                              ; preds = %629
  %634 = load i32, ptr %628, align 8, !dbg !4173, !tbaa !876
  call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %2, i32 noundef %634), !dbg !4174
  br label %637, !dbg !4175

635:                                              ; preds = %629, %618
  call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %2), !dbg !4176
  %636 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !4177
  br label %637, !dbg !4178

637:                                              ; preds = %635, %633, %622
  %638 = phi ptr [ %628, %633 ], [ %636, %635 ], [ %628, %622 ]
  %639 = load i32, ptr %638, align 8, !dbg !4159, !tbaa !876
    #dbg_value(i32 %639, !4057, !DIExpression(), !4062)
    #dbg_value(ptr %0, !2038, !DIExpression(), !4179)
    #dbg_value(ptr %3, !2039, !DIExpression(), !4179)
  call void @luaK_dischargevars(ptr noundef %0, ptr noundef nonnull %3), !dbg !4181
  %640 = load i32, ptr %3, align 8, !dbg !4182, !tbaa !870
  %641 = icmp eq i32 %640, 8, !dbg !4183
  br i1 %641, label %642, label %655, !dbg !4184

642:                                              ; preds = %637
  %643 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !4185
  %644 = load i32, ptr %643, align 8, !dbg !4185, !tbaa !865
  %645 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !4185
  %646 = load i32, ptr %645, align 4, !dbg !4185, !tbaa !867
  %647 = icmp eq i32 %644, %646, !dbg !4185
  %648 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !4186
  br i1 %647, label %657, label %649, !dbg !4187

649:                                              ; preds = %642
  %650 = load i32, ptr %648, align 8, !dbg !4188, !tbaa !876
  %651 = call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !4189
  %652 = icmp slt i32 %650, %651, !dbg !4190
  br i1 %652, label %655, label %653, !dbg !4191

653:                                              ; preds = %649
  %654 = load i32, ptr %648, align 8, !dbg !4192, !tbaa !876
  call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %3, i32 noundef %654), !dbg !4193
  br label %657, !dbg !4194

655:                                              ; preds = %649, %637
  call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %3), !dbg !4195
  %656 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !4196
  br label %657, !dbg !4197

657:                                              ; preds = %655, %653, %642
  %658 = phi ptr [ %648, %653 ], [ %656, %655 ], [ %648, %642 ]
  %659 = load i32, ptr %658, align 8, !dbg !4179, !tbaa !876
    #dbg_value(i32 %659, !4058, !DIExpression(), !4062)
    #dbg_value(i32 %529, !3636, !DIExpression(), !4198)
    #dbg_value(i32 14, !3641, !DIExpression(), !4198)
    #dbg_value(i32 58, !3642, !DIExpression(), !4198)
    #dbg_value(!DIArgList(i32 %529, i32 %661), !4061, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !4062)
  br label %660

660:                                              ; preds = %657, %615, %570
  %661 = phi i32 [ 50, %615 ], [ 44, %657 ], [ 48, %570 ]
  %662 = phi i32 [ %585, %615 ], [ %619, %657 ], [ %540, %570 ], !dbg !4200
  %663 = phi i32 [ %617, %615 ], [ %639, %657 ], [ %572, %570 ], !dbg !4201
  %664 = phi i32 [ %597, %615 ], [ %659, %657 ], [ %552, %570 ], !dbg !4201
    #dbg_value(i32 %662, !4060, !DIExpression(), !4062)
    #dbg_value(!DIArgList(i32 %529, i32 %661), !4061, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !4062)
    #dbg_value(i32 %664, !4058, !DIExpression(), !4062)
    #dbg_value(i32 %663, !4057, !DIExpression(), !4062)
    #dbg_value(ptr %0, !3951, !DIExpression(), !4202)
    #dbg_value(ptr %2, !3954, !DIExpression(), !4202)
    #dbg_value(ptr %3, !3955, !DIExpression(), !4202)
  %665 = load i32, ptr %2, align 8, !dbg !4204, !tbaa !870
  %666 = icmp eq i32 %665, 8, !dbg !4205
  br i1 %666, label %667, label %670, !dbg !4206

667:                                              ; preds = %660
  %668 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !4207
  %669 = load i32, ptr %668, align 8, !dbg !4208, !tbaa !876
  br label %670, !dbg !4206

670:                                              ; preds = %667, %660
  %671 = phi i32 [ %669, %667 ], [ -1, %660 ], !dbg !4206
    #dbg_value(i32 %671, !3956, !DIExpression(), !4202)
  %672 = load i32, ptr %3, align 8, !dbg !4209, !tbaa !870
  %673 = icmp eq i32 %672, 8, !dbg !4210
  br i1 %673, label %674, label %677, !dbg !4211

674:                                              ; preds = %670
  %675 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !4212
  %676 = load i32, ptr %675, align 8, !dbg !4213, !tbaa !876
  br label %677, !dbg !4211

677:                                              ; preds = %674, %670
  %678 = phi i32 [ %676, %674 ], [ -1, %670 ], !dbg !4211
    #dbg_value(i32 %678, !3957, !DIExpression(), !4202)
    #dbg_value(ptr %0, !1721, !DIExpression(), !4214)
    #dbg_value(i32 %671, !1724, !DIExpression(), !4214)
    #dbg_value(i32 %678, !1725, !DIExpression(), !4214)
  %679 = icmp sgt i32 %671, %678, !dbg !4216
    #dbg_value(ptr %0, !1651, !DIExpression(), !4217)
    #dbg_value(ptr %0, !1651, !DIExpression(), !4219)
  %680 = call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !4221
  br i1 %679, label %681, label %690, !dbg !4223

681:                                              ; preds = %677
    #dbg_value(i32 %671, !1654, !DIExpression(), !4217)
  %682 = icmp sgt i32 %680, %671, !dbg !4224
  br i1 %682, label %687, label %683, !dbg !4225

683:                                              ; preds = %681
  %684 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !4226
  %685 = load i8, ptr %684, align 4, !dbg !4227, !tbaa !1346
  %686 = add i8 %685, -1, !dbg !4227
  store i8 %686, ptr %684, align 4, !dbg !4227, !tbaa !1346
  br label %687, !dbg !4228

687:                                              ; preds = %683, %681
    #dbg_value(ptr %0, !1651, !DIExpression(), !4229)
    #dbg_value(i32 %678, !1654, !DIExpression(), !4229)
  %688 = call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !4231
  %689 = icmp sgt i32 %688, %678, !dbg !4232
  br i1 %689, label %703, label %699, !dbg !4233

690:                                              ; preds = %677
    #dbg_value(i32 %678, !1654, !DIExpression(), !4219)
  %691 = icmp sgt i32 %680, %678, !dbg !4234
  br i1 %691, label %696, label %692, !dbg !4235

692:                                              ; preds = %690
  %693 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !4236
  %694 = load i8, ptr %693, align 4, !dbg !4237, !tbaa !1346
  %695 = add i8 %694, -1, !dbg !4237
  store i8 %695, ptr %693, align 4, !dbg !4237, !tbaa !1346
  br label %696, !dbg !4238

696:                                              ; preds = %692, %690
    #dbg_value(ptr %0, !1651, !DIExpression(), !4239)
    #dbg_value(i32 %671, !1654, !DIExpression(), !4239)
  %697 = call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !4241
  %698 = icmp sgt i32 %697, %671, !dbg !4242
  br i1 %698, label %703, label %699, !dbg !4243

699:                                              ; preds = %696, %687
  %700 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !4244
  %701 = load i8, ptr %700, align 4, !dbg !4245, !tbaa !1346
  %702 = add i8 %701, -1, !dbg !4245
  store i8 %702, ptr %700, align 4, !dbg !4245, !tbaa !1346
  br label %703, !dbg !4246

703:                                              ; preds = %687, %696, %699
  %704 = add nuw nsw i32 %661, %529, !dbg !4247
    #dbg_value(i32 %704, !4061, !DIExpression(), !4062)
    #dbg_value(ptr %0, !2506, !DIExpression(), !4249)
    #dbg_value(i32 %704, !2509, !DIExpression(), !4249)
    #dbg_value(i32 %663, !2510, !DIExpression(), !4249)
    #dbg_value(i32 %664, !2511, !DIExpression(), !4249)
    #dbg_value(i32 %662, !2512, !DIExpression(), !4249)
    #dbg_value(i32 1, !2513, !DIExpression(), !4249)
    #dbg_value(ptr %0, !982, !DIExpression(), !4251)
    #dbg_value(i32 %704, !987, !DIExpression(), !4251)
    #dbg_value(i32 %663, !988, !DIExpression(), !4251)
    #dbg_value(i32 %664, !989, !DIExpression(), !4251)
    #dbg_value(i32 %662, !990, !DIExpression(), !4251)
    #dbg_value(i32 1, !991, !DIExpression(), !4251)
  %705 = shl i32 %663, 7, !dbg !4253
  %706 = shl i32 %664, 16, !dbg !4253
  %707 = shl nuw nsw i32 %662, 24, !dbg !4253
  %708 = or i32 %704, %707, !dbg !4253
  %709 = or i32 %708, %705, !dbg !4253
  %710 = or i32 %709, %706, !dbg !4253
  %711 = or i32 %710, 32768, !dbg !4253
    #dbg_value(ptr %0, !995, !DIExpression(), !4254)
    #dbg_value(i32 %711, !1000, !DIExpression(), !4254)
  %712 = load ptr, ptr %0, align 8, !dbg !4256, !tbaa !955
    #dbg_value(ptr %712, !1001, !DIExpression(), !4254)
  %713 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4257
  %714 = load ptr, ptr %713, align 8, !dbg !4257, !tbaa !890
  %715 = getelementptr inbounds i8, ptr %714, i64 56, !dbg !4257
  %716 = load ptr, ptr %715, align 8, !dbg !4257, !tbaa !1006
  %717 = getelementptr inbounds i8, ptr %712, i64 64, !dbg !4257
  %718 = load ptr, ptr %717, align 8, !dbg !4257, !tbaa !957
  %719 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !4257
  %720 = load i32, ptr %719, align 8, !dbg !4257, !tbaa !949
  %721 = getelementptr inbounds i8, ptr %712, i64 24, !dbg !4257
  %722 = call ptr @luaM_growaux_(ptr noundef %716, ptr noundef %718, i32 noundef %720, ptr noundef nonnull %721, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !4257
  store ptr %722, ptr %717, align 8, !dbg !4257, !tbaa !957
  %723 = load i32, ptr %719, align 8, !dbg !4258, !tbaa !949
  %724 = add nsw i32 %723, 1, !dbg !4258
  store i32 %724, ptr %719, align 8, !dbg !4258, !tbaa !949
  %725 = sext i32 %723 to i64, !dbg !4259
  %726 = getelementptr inbounds i32, ptr %722, i64 %725, !dbg !4259
  store i32 %711, ptr %726, align 4, !dbg !4260, !tbaa !963
  %727 = load ptr, ptr %713, align 8, !dbg !4261, !tbaa !890
  %728 = getelementptr inbounds i8, ptr %727, i64 8, !dbg !4262
  %729 = load i32, ptr %728, align 8, !dbg !4262, !tbaa !1012
  call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %712, i32 noundef %729), !dbg !4263
  %730 = load i32, ptr %719, align 8, !dbg !4264, !tbaa !949
    #dbg_value(ptr %0, !1091, !DIExpression(), !4265)
    #dbg_value(ptr %0, !1093, !DIExpression(), !4267)
    #dbg_value(i32 56, !1098, !DIExpression(), !4267)
    #dbg_value(i32 -1, !1099, !DIExpression(), !4267)
    #dbg_value(i32 0, !1100, !DIExpression(), !4267)
    #dbg_value(i32 16777214, !1101, !DIExpression(), !4267)
    #dbg_value(ptr %0, !995, !DIExpression(), !4269)
    #dbg_value(i32 2147483448, !1000, !DIExpression(), !4269)
  %731 = load ptr, ptr %0, align 8, !dbg !4271, !tbaa !955
    #dbg_value(ptr %731, !1001, !DIExpression(), !4269)
  %732 = load ptr, ptr %713, align 8, !dbg !4272, !tbaa !890
  %733 = getelementptr inbounds i8, ptr %732, i64 56, !dbg !4272
  %734 = load ptr, ptr %733, align 8, !dbg !4272, !tbaa !1006
  %735 = getelementptr inbounds i8, ptr %731, i64 64, !dbg !4272
  %736 = load ptr, ptr %735, align 8, !dbg !4272, !tbaa !957
  %737 = getelementptr inbounds i8, ptr %731, i64 24, !dbg !4272
  %738 = call ptr @luaM_growaux_(ptr noundef %734, ptr noundef %736, i32 noundef %730, ptr noundef nonnull %737, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !4272
  store ptr %738, ptr %735, align 8, !dbg !4272, !tbaa !957
  %739 = load i32, ptr %719, align 8, !dbg !4273, !tbaa !949
  %740 = add nsw i32 %739, 1, !dbg !4273
  store i32 %740, ptr %719, align 8, !dbg !4273, !tbaa !949
  %741 = sext i32 %739 to i64, !dbg !4274
  %742 = getelementptr inbounds i32, ptr %738, i64 %741, !dbg !4274
  store i32 2147483448, ptr %742, align 4, !dbg !4275, !tbaa !963
  %743 = load ptr, ptr %713, align 8, !dbg !4276, !tbaa !890
  %744 = getelementptr inbounds i8, ptr %743, i64 8, !dbg !4277
  %745 = load i32, ptr %744, align 8, !dbg !4277, !tbaa !1012
  call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %731, i32 noundef %745), !dbg !4278
  %746 = load i32, ptr %719, align 8, !dbg !4279, !tbaa !949
  %747 = add nsw i32 %746, -1, !dbg !4280
  %748 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !4281
  store i32 %747, ptr %748, align 8, !dbg !4282, !tbaa !876
  store i32 16, ptr %2, align 8, !dbg !4283, !tbaa !870
  br label %749, !dbg !4284

749:                                              ; preds = %319, %312, %300, %295, %265, %250, %243, %227, %197, %131, %20, %357, %360, %334, %339, %342, %17, %703, %479, %100, %60
  ret void, !dbg !4285
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @finishbinexpneg(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) unnamed_addr #5 !dbg !3671 {
    #dbg_value(ptr %0, !3670, !DIExpression(), !4286)
    #dbg_value(ptr %1, !3675, !DIExpression(), !4286)
    #dbg_value(ptr %2, !3676, !DIExpression(), !4286)
    #dbg_value(i32 %3, !3677, !DIExpression(), !4286)
    #dbg_value(i32 %4, !3678, !DIExpression(), !4286)
    #dbg_value(i32 %5, !3679, !DIExpression(), !4286)
    #dbg_value(ptr %2, !2797, !DIExpression(), !4287)
  %7 = load i32, ptr %2, align 8, !dbg !4289, !tbaa !870
  %8 = icmp eq i32 %7, 6, !dbg !4290
  br i1 %8, label %9, label %37, !dbg !4291

9:                                                ; preds = %6
  %10 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !4292
  %11 = load i32, ptr %10, align 8, !dbg !4292, !tbaa !865
  %12 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !4292
  %13 = load i32, ptr %12, align 4, !dbg !4292, !tbaa !867
  %14 = icmp eq i32 %11, %13, !dbg !4292
  br i1 %14, label %15, label %37, !dbg !4293

15:                                               ; preds = %9
  %16 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !4294
  %17 = load i64, ptr %16, align 8, !dbg !4295, !tbaa !876
    #dbg_value(i64 %17, !3680, !DIExpression(), !4296)
  %18 = add i64 %17, -128, !dbg !4297
  %19 = icmp ult i64 %18, -255, !dbg !4297
  br i1 %19, label %37, label %20, !dbg !4297

20:                                               ; preds = %15
  %21 = trunc i64 %17 to i32, !dbg !4298
    #dbg_value(i32 %21, !3683, !DIExpression(), !4299)
  %22 = sub nsw i32 127, %21, !dbg !4300
  tail call fastcc void @finishbinexpval(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %2, i32 noundef %3, i32 noundef %22, i32 noundef 0, i32 noundef %4, i32 noundef 47, i32 noundef %5), !dbg !4301
  %23 = load ptr, ptr %0, align 8, !dbg !4302, !tbaa !955
  %24 = getelementptr inbounds i8, ptr %23, i64 64, !dbg !4302
  %25 = load ptr, ptr %24, align 8, !dbg !4302, !tbaa !957
  %26 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !4302
  %27 = load i32, ptr %26, align 8, !dbg !4302, !tbaa !949
  %28 = sext i32 %27 to i64, !dbg !4302
  %29 = getelementptr i32, ptr %25, i64 %28, !dbg !4302
  %30 = getelementptr i8, ptr %29, i64 -4, !dbg !4302
  %31 = load i32, ptr %30, align 4, !dbg !4302, !tbaa !963
  %32 = and i32 %31, -16711681, !dbg !4302
  %33 = shl nsw i32 %21, 16, !dbg !4302
  %34 = add i32 %33, 8323072, !dbg !4302
  %35 = and i32 %34, 16711680, !dbg !4302
  %36 = or disjoint i32 %32, %35, !dbg !4302
  store i32 %36, ptr %30, align 4, !dbg !4302, !tbaa !963
  br label %37

37:                                               ; preds = %6, %20, %15, %9
  %38 = phi i32 [ 0, %9 ], [ 1, %20 ], [ 0, %15 ], [ 0, %6 ], !dbg !4303
  ret i32 %38, !dbg !4304
}

; Function Attrs: nounwind uwtable
define internal fastcc void @codebinexpval(ptr noundef %0, i32 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3, i32 noundef %4) unnamed_addr #5 !dbg !4305 {
    #dbg_value(ptr %0, !4307, !DIExpression(), !4314)
    #dbg_value(i32 %1, !4308, !DIExpression(), !4314)
    #dbg_value(ptr %2, !4309, !DIExpression(), !4314)
    #dbg_value(ptr %3, !4310, !DIExpression(), !4314)
    #dbg_value(i32 %4, !4311, !DIExpression(), !4314)
    #dbg_value(i32 %1, !3636, !DIExpression(), !4315)
    #dbg_value(i32 0, !3641, !DIExpression(), !4315)
    #dbg_value(i32 34, !3642, !DIExpression(), !4315)
    #dbg_value(i32 %1, !4312, !DIExpression(DW_OP_plus_uconst, 34, DW_OP_stack_value), !4314)
    #dbg_value(ptr %0, !2038, !DIExpression(), !4317)
    #dbg_value(ptr %3, !2039, !DIExpression(), !4317)
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %3), !dbg !4319
  %6 = load i32, ptr %3, align 8, !dbg !4320, !tbaa !870
  %7 = icmp eq i32 %6, 8, !dbg !4321
  br i1 %7, label %8, label %21, !dbg !4322

8:                                                ; preds = %5
  %9 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !4323
  %10 = load i32, ptr %9, align 8, !dbg !4323, !tbaa !865
  %11 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !4323
  %12 = load i32, ptr %11, align 4, !dbg !4323, !tbaa !867
  %13 = icmp eq i32 %10, %12, !dbg !4323
  %14 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !4324
  br i1 %13, label %23, label %15, !dbg !4325

15:                                               ; preds = %8
  %16 = load i32, ptr %14, align 8, !dbg !4326, !tbaa !876
  %17 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !4327
  %18 = icmp slt i32 %16, %17, !dbg !4328
  br i1 %18, label %21, label %19, !dbg !4329

19:                                               ; preds = %15
  %20 = load i32, ptr %14, align 8, !dbg !4330, !tbaa !876
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %3, i32 noundef %20), !dbg !4331
  br label %23, !dbg !4332

21:                                               ; preds = %15, %5
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %3), !dbg !4333
  %22 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !4334
  br label %23, !dbg !4335

23:                                               ; preds = %8, %19, %21
  %24 = phi ptr [ %14, %19 ], [ %22, %21 ], [ %14, %8 ]
  %25 = add nsw i32 %1, 34, !dbg !4336
    #dbg_value(i32 %25, !4312, !DIExpression(), !4314)
  %26 = load i32, ptr %24, align 8, !dbg !4317, !tbaa !876
    #dbg_value(i32 %26, !4313, !DIExpression(), !4314)
    #dbg_value(i32 %1, !3626, !DIExpression(), !4337)
  %27 = add nsw i32 %1, 6, !dbg !4339
  tail call fastcc void @finishbinexpval(ptr noundef %0, ptr noundef %2, ptr noundef nonnull %3, i32 noundef %25, i32 noundef %26, i32 noundef 0, i32 noundef %4, i32 noundef 46, i32 noundef %27), !dbg !4340
  ret void, !dbg !4341
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_fixline(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #5 !dbg !2913 {
    #dbg_value(ptr %0, !2912, !DIExpression(), !4342)
    #dbg_value(i32 %1, !2915, !DIExpression(), !4342)
    #dbg_value(ptr %0, !2480, !DIExpression(), !4343)
  %3 = load ptr, ptr %0, align 8, !dbg !4345, !tbaa !955
    #dbg_value(ptr %3, !2483, !DIExpression(), !4343)
  %4 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !4346
  %5 = load i32, ptr %4, align 8, !dbg !4346, !tbaa !949
    #dbg_value(i32 %5, !2484, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !4343)
  %6 = getelementptr inbounds i8, ptr %3, i64 88, !dbg !4347
  %7 = load ptr, ptr %6, align 8, !dbg !4347, !tbaa !1310
  %8 = sext i32 %5 to i64, !dbg !4348
  %9 = getelementptr i8, ptr %7, i64 %8, !dbg !4348
  %10 = getelementptr i8, ptr %9, i64 -1, !dbg !4348
  %11 = load i8, ptr %10, align 1, !dbg !4348, !tbaa !876
  %12 = icmp eq i8 %11, -128, !dbg !4349
  br i1 %12, label %21, label %13, !dbg !4350

13:                                               ; preds = %2
  %14 = sext i8 %11 to i32, !dbg !4348
  %15 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !4351
  %16 = load i32, ptr %15, align 8, !dbg !4352, !tbaa !1280
  %17 = sub nsw i32 %16, %14, !dbg !4352
  store i32 %17, ptr %15, align 8, !dbg !4352, !tbaa !1280
  %18 = getelementptr inbounds i8, ptr %0, i64 69, !dbg !4353
  %19 = load i8, ptr %18, align 1, !dbg !4354, !tbaa !1290
  %20 = add i8 %19, -1, !dbg !4354
  store i8 %20, ptr %18, align 1, !dbg !4354, !tbaa !1290
  br label %26, !dbg !4355

21:                                               ; preds = %2
  %22 = getelementptr inbounds i8, ptr %0, i64 52, !dbg !4356
  %23 = load i32, ptr %22, align 4, !dbg !4357, !tbaa !1296
  %24 = add nsw i32 %23, -1, !dbg !4357
  store i32 %24, ptr %22, align 4, !dbg !4357, !tbaa !1296
  %25 = getelementptr inbounds i8, ptr %0, i64 69, !dbg !4358
  store i8 -127, ptr %25, align 1, !dbg !4359, !tbaa !1290
  br label %26

26:                                               ; preds = %13, %21
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef nonnull %3, i32 noundef %1), !dbg !4360
  ret void, !dbg !4361
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_settablesize(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #5 !dbg !4362 {
    #dbg_value(ptr %0, !4364, !DIExpression(), !4374)
    #dbg_value(i32 %1, !4365, !DIExpression(), !4374)
    #dbg_value(i32 %2, !4366, !DIExpression(), !4374)
    #dbg_value(i32 %3, !4367, !DIExpression(), !4374)
    #dbg_value(i32 %4, !4368, !DIExpression(), !4374)
  %6 = load ptr, ptr %0, align 8, !dbg !4375, !tbaa !955
  %7 = getelementptr inbounds i8, ptr %6, i64 64, !dbg !4376
  %8 = load ptr, ptr %7, align 8, !dbg !4376, !tbaa !957
    #dbg_value(!DIArgList(ptr %8, i32 %1), !4369, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !4374)
  %9 = icmp eq i32 %4, 0, !dbg !4377
  br i1 %9, label %14, label %10, !dbg !4378

10:                                               ; preds = %5
  %11 = tail call i32 @luaO_ceillog2(i32 noundef %4) #13, !dbg !4379
  %12 = shl i32 %11, 16, !dbg !4380
  %13 = add i32 %12, 65536, !dbg !4380
  br label %14, !dbg !4378

14:                                               ; preds = %5, %10
  %15 = phi i32 [ %13, %10 ], [ 0, %5 ], !dbg !4378
  %16 = sext i32 %1 to i64, !dbg !4381
    #dbg_value(!DIArgList(ptr %8, i64 %16), !4369, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !4374)
  %17 = getelementptr inbounds i32, ptr %8, i64 %16, !dbg !4381
    #dbg_value(ptr %17, !4369, !DIExpression(), !4374)
    #dbg_value(i32 %15, !4370, !DIExpression(), !4374)
  %18 = sdiv i32 %3, 256, !dbg !4382
    #dbg_value(i32 %18, !4371, !DIExpression(), !4374)
    #dbg_value(i32 %3, !4372, !DIExpression(DW_OP_constu, 256, DW_OP_mod, DW_OP_stack_value), !4374)
  %19 = icmp sgt i32 %3, 255, !dbg !4383
    #dbg_value(i1 %19, !4373, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !4374)
  %20 = shl i32 %2, 7, !dbg !4380
  %21 = shl i32 %3, 24, !dbg !4380
  %22 = select i1 %19, i32 32768, i32 0, !dbg !4380
  %23 = or i32 %20, %21, !dbg !4380
  %24 = or i32 %23, %22, !dbg !4380
  %25 = or i32 %24, %15, !dbg !4380
  %26 = or i32 %25, 19, !dbg !4380
  store i32 %26, ptr %17, align 4, !dbg !4384, !tbaa !963
  %27 = shl nsw i32 %18, 7, !dbg !4385
  %28 = or disjoint i32 %27, 82, !dbg !4385
  %29 = getelementptr inbounds i8, ptr %17, i64 4, !dbg !4386
  store i32 %28, ptr %29, align 4, !dbg !4387, !tbaa !963
  ret void, !dbg !4388
}

declare !dbg !4389 hidden i32 @luaO_ceillog2(i32 noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define hidden void @luaK_setlist(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #5 !dbg !4392 {
    #dbg_value(ptr %0, !4396, !DIExpression(), !4403)
    #dbg_value(i32 %1, !4397, !DIExpression(), !4403)
    #dbg_value(i32 %2, !4398, !DIExpression(), !4403)
    #dbg_value(i32 %3, !4399, !DIExpression(), !4403)
  %5 = icmp eq i32 %3, -1, !dbg !4404
  %6 = shl i32 %3, 16, !dbg !4406
    #dbg_value(i32 poison, !4399, !DIExpression(), !4403)
  %7 = icmp slt i32 %2, 256, !dbg !4408
  %8 = shl i32 %1, 7, !dbg !4406
  %9 = select i1 %5, i32 0, i32 %6, !dbg !4406
  %10 = shl i32 %2, 24, !dbg !4406
  %11 = or i32 %8, %10, !dbg !4406
  %12 = or i32 %11, %9, !dbg !4406
    #dbg_value(ptr %0, !995, !DIExpression(), !4409)
    #dbg_value(ptr %0, !995, !DIExpression(), !4412)
  %13 = load ptr, ptr %0, align 8, !dbg !4415, !tbaa !955
    #dbg_value(ptr %13, !1001, !DIExpression(), !4409)
    #dbg_value(ptr %13, !1001, !DIExpression(), !4412)
  %14 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4417
  %15 = load ptr, ptr %14, align 8, !dbg !4417, !tbaa !890
  %16 = getelementptr inbounds i8, ptr %15, i64 56, !dbg !4417
  %17 = load ptr, ptr %16, align 8, !dbg !4417, !tbaa !1006
  %18 = getelementptr inbounds i8, ptr %13, i64 64, !dbg !4417
  %19 = load ptr, ptr %18, align 8, !dbg !4417, !tbaa !957
  %20 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !4417
  %21 = load i32, ptr %20, align 8, !dbg !4417, !tbaa !949
  %22 = getelementptr inbounds i8, ptr %13, i64 24, !dbg !4417
  %23 = tail call ptr @luaM_growaux_(ptr noundef %17, ptr noundef %19, i32 noundef %21, ptr noundef nonnull %22, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !4417
  store ptr %23, ptr %18, align 8, !dbg !4417, !tbaa !957
  %24 = load i32, ptr %20, align 8, !dbg !4418, !tbaa !949
  %25 = add nsw i32 %24, 1, !dbg !4418
  store i32 %25, ptr %20, align 8, !dbg !4418, !tbaa !949
  %26 = sext i32 %24 to i64, !dbg !4419
  %27 = getelementptr inbounds i32, ptr %23, i64 %26, !dbg !4419
  br i1 %7, label %28, label %30, !dbg !4420

28:                                               ; preds = %4
    #dbg_value(ptr %0, !982, !DIExpression(), !4421)
    #dbg_value(i32 78, !987, !DIExpression(), !4421)
    #dbg_value(i32 %1, !988, !DIExpression(), !4421)
    #dbg_value(i32 poison, !989, !DIExpression(), !4421)
    #dbg_value(i32 %2, !990, !DIExpression(), !4421)
    #dbg_value(i32 0, !991, !DIExpression(), !4421)
  %29 = or disjoint i32 %12, 78, !dbg !4422
    #dbg_value(i32 %29, !1000, !DIExpression(), !4409)
  store i32 %29, ptr %27, align 4, !dbg !4423, !tbaa !963
  br label %51, !dbg !4424

30:                                               ; preds = %4
    #dbg_value(i32 %2, !4400, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_stack_value), !4425)
    #dbg_value(i32 %2, !4398, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !4403)
    #dbg_value(ptr %0, !982, !DIExpression(), !4426)
    #dbg_value(i32 78, !987, !DIExpression(), !4426)
    #dbg_value(i32 %1, !988, !DIExpression(), !4426)
    #dbg_value(i32 poison, !989, !DIExpression(), !4426)
    #dbg_value(i32 %2, !990, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !4426)
    #dbg_value(i32 1, !991, !DIExpression(), !4426)
  %31 = or i32 %12, 32846, !dbg !4427
    #dbg_value(i32 %31, !1000, !DIExpression(), !4412)
  store i32 %31, ptr %27, align 4, !dbg !4428, !tbaa !963
  %32 = load ptr, ptr %14, align 8, !dbg !4429, !tbaa !890
  %33 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !4430
  %34 = load i32, ptr %33, align 8, !dbg !4430, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %13, i32 noundef %34), !dbg !4431
  %35 = load i32, ptr %20, align 8, !dbg !4432, !tbaa !949
    #dbg_value(ptr %0, !1486, !DIExpression(), !4433)
    #dbg_value(i32 %2, !1489, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_stack_value), !4433)
  %36 = lshr i32 %2, 1, !dbg !4435
  %37 = and i32 %36, 1073741696, !dbg !4435
  %38 = or disjoint i32 %37, 82, !dbg !4435
    #dbg_value(ptr %0, !995, !DIExpression(), !4436)
    #dbg_value(i32 %38, !1000, !DIExpression(), !4436)
  %39 = load ptr, ptr %0, align 8, !dbg !4438, !tbaa !955
    #dbg_value(ptr %39, !1001, !DIExpression(), !4436)
  %40 = load ptr, ptr %14, align 8, !dbg !4439, !tbaa !890
  %41 = getelementptr inbounds i8, ptr %40, i64 56, !dbg !4439
  %42 = load ptr, ptr %41, align 8, !dbg !4439, !tbaa !1006
  %43 = getelementptr inbounds i8, ptr %39, i64 64, !dbg !4439
  %44 = load ptr, ptr %43, align 8, !dbg !4439, !tbaa !957
  %45 = getelementptr inbounds i8, ptr %39, i64 24, !dbg !4439
  %46 = tail call ptr @luaM_growaux_(ptr noundef %42, ptr noundef %44, i32 noundef %35, ptr noundef nonnull %45, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !4439
  store ptr %46, ptr %43, align 8, !dbg !4439, !tbaa !957
  %47 = load i32, ptr %20, align 8, !dbg !4440, !tbaa !949
  %48 = add nsw i32 %47, 1, !dbg !4440
  store i32 %48, ptr %20, align 8, !dbg !4440, !tbaa !949
  %49 = sext i32 %47 to i64, !dbg !4441
  %50 = getelementptr inbounds i32, ptr %46, i64 %49, !dbg !4441
  store i32 %38, ptr %50, align 4, !dbg !4442, !tbaa !963
  br label %51

51:                                               ; preds = %30, %28
  %52 = phi ptr [ %39, %30 ], [ %13, %28 ]
  %53 = load ptr, ptr %14, align 8, !dbg !4407, !tbaa !890
  %54 = getelementptr inbounds i8, ptr %53, i64 8, !dbg !4407
  %55 = load i32, ptr %54, align 8, !dbg !4407, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %52, i32 noundef %55), !dbg !4407
  %56 = trunc i32 %1 to i8, !dbg !4443
  %57 = add i8 %56, 1, !dbg !4443
  %58 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !4444
  store i8 %57, ptr %58, align 4, !dbg !4445, !tbaa !1346
  ret void, !dbg !4446
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_finish(ptr nocapture noundef readonly %0) local_unnamed_addr #5 !dbg !4447 {
    #dbg_value(ptr %0, !4449, !DIExpression(), !4459)
    #dbg_value(ptr poison, !4451, !DIExpression(), !4459)
    #dbg_value(i32 0, !4450, !DIExpression(), !4459)
  %2 = getelementptr inbounds i8, ptr %0, i64 32
    #dbg_value(i32 0, !4450, !DIExpression(), !4459)
  %3 = load i32, ptr %2, align 8, !dbg !4460, !tbaa !949
  %4 = icmp sgt i32 %3, 0, !dbg !4461
  br i1 %4, label %5, label %87, !dbg !4462

5:                                                ; preds = %1
  %6 = load ptr, ptr %0, align 8, !dbg !4463, !tbaa !955
    #dbg_value(ptr %6, !4451, !DIExpression(), !4459)
  %7 = getelementptr inbounds i8, ptr %6, i64 64
  %8 = load ptr, ptr %7, align 8, !tbaa !957
  %9 = getelementptr inbounds i8, ptr %0, i64 70
  %10 = getelementptr inbounds i8, ptr %6, i64 11
  %11 = getelementptr inbounds i8, ptr %6, i64 10
  br label %12, !dbg !4462

12:                                               ; preds = %5, %82
  %13 = phi i64 [ 0, %5 ], [ %83, %82 ]
    #dbg_value(i64 %13, !4450, !DIExpression(), !4459)
  %14 = getelementptr inbounds i32, ptr %8, i64 %13, !dbg !4464
    #dbg_value(ptr %14, !4452, !DIExpression(), !4465)
  %15 = load i32, ptr %14, align 4, !dbg !4466, !tbaa !963
  %16 = and i32 %15, 127, !dbg !4466
  switch i32 %16, label %82 [
    i32 71, label %19
    i32 72, label %19
    i32 70, label %28
    i32 69, label %28
    i32 56, label %17
  ], !dbg !4467

17:                                               ; preds = %12
  %18 = trunc nuw nsw i64 %13 to i32, !dbg !4468
  br label %45, !dbg !4468

19:                                               ; preds = %12, %12
  %20 = load i8, ptr %9, align 2, !dbg !4481, !tbaa !4484
  %21 = icmp eq i8 %20, 0, !dbg !4485
  br i1 %21, label %22, label %25, !dbg !4486

22:                                               ; preds = %19
  %23 = load i8, ptr %10, align 1, !dbg !4487, !tbaa !4488
  %24 = icmp eq i8 %23, 0, !dbg !4489
  br i1 %24, label %82, label %25, !dbg !4490

25:                                               ; preds = %22, %19
  %26 = and i32 %15, -128, !dbg !4491
  %27 = or disjoint i32 %26, 70, !dbg !4491
  store i32 %27, ptr %14, align 4, !dbg !4491, !tbaa !963
  br label %28, !dbg !4492

28:                                               ; preds = %12, %12, %25
  %29 = phi i32 [ %15, %12 ], [ %15, %12 ], [ %27, %25 ]
  %30 = load i8, ptr %9, align 2, !dbg !4493, !tbaa !4484
  %31 = icmp eq i8 %30, 0, !dbg !4496
  br i1 %31, label %34, label %32, !dbg !4497

32:                                               ; preds = %28
  %33 = or i32 %29, 32768, !dbg !4498
  store i32 %33, ptr %14, align 4, !dbg !4498, !tbaa !963
  br label %34, !dbg !4498

34:                                               ; preds = %32, %28
  %35 = phi i32 [ %33, %32 ], [ %29, %28 ]
  %36 = load i8, ptr %10, align 1, !dbg !4499, !tbaa !4488
  %37 = icmp eq i8 %36, 0, !dbg !4501
  br i1 %37, label %82, label %38, !dbg !4502

38:                                               ; preds = %34
  %39 = and i32 %35, 16777215, !dbg !4503
  %40 = load i8, ptr %11, align 2, !dbg !4503, !tbaa !4504
  %41 = zext i8 %40 to i32, !dbg !4503
  %42 = shl nuw i32 %41, 24, !dbg !4503
  %43 = add i32 %42, 16777216, !dbg !4503
  %44 = or disjoint i32 %43, %39, !dbg !4503
  br label %80, !dbg !4503

45:                                               ; preds = %62, %17
  %46 = phi i32 [ %18, %17 ], [ %65, %62 ]
  %47 = phi i32 [ 0, %17 ], [ %66, %62 ]
    #dbg_value(i32 %46, !4475, !DIExpression(), !4505)
    #dbg_value(i32 %47, !4476, !DIExpression(), !4505)
  %48 = sext i32 %46 to i64, !dbg !4506
  %49 = getelementptr inbounds i32, ptr %8, i64 %48, !dbg !4506
  %50 = load i32, ptr %49, align 4, !dbg !4506, !tbaa !963
    #dbg_value(i32 %50, !4477, !DIExpression(), !4507)
  %51 = and i32 %50, 127, !dbg !4508
  %52 = icmp eq i32 %51, 56, !dbg !4510
    #dbg_value(i32 undef, !4475, !DIExpression(), !4505)
  br i1 %52, label %53, label %68

53:                                               ; preds = %45
  %54 = lshr i32 %50, 7, !dbg !4511
  %55 = add i32 %46, -16777214, !dbg !4511
  %56 = add i32 %55, %54, !dbg !4511
    #dbg_value(i32 %56, !4475, !DIExpression(), !4505)
    #dbg_value(i32 %47, !4476, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !4505)
  %57 = sext i32 %56 to i64, !dbg !4506
  %58 = getelementptr inbounds i32, ptr %8, i64 %57, !dbg !4506
  %59 = load i32, ptr %58, align 4, !dbg !4506, !tbaa !963
    #dbg_value(i32 %59, !4477, !DIExpression(), !4507)
  %60 = and i32 %59, 127, !dbg !4508
  %61 = icmp eq i32 %60, 56, !dbg !4510
    #dbg_value(i32 undef, !4475, !DIExpression(), !4505)
  br i1 %61, label %62, label %68

62:                                               ; preds = %53
  %63 = lshr i32 %59, 7, !dbg !4511
  %64 = add i32 %56, -16777214, !dbg !4511
  %65 = add i32 %64, %63, !dbg !4511
  %66 = add nuw nsw i32 %47, 2, !dbg !4512
    #dbg_value(i32 %65, !4475, !DIExpression(), !4505)
    #dbg_value(i32 %66, !4476, !DIExpression(), !4505)
  %67 = icmp eq i32 %66, 100, !dbg !4513
  br i1 %67, label %68, label %45, !dbg !4468, !llvm.loop !4514

68:                                               ; preds = %62, %53, %45
  %69 = phi i32 [ %46, %45 ], [ %56, %53 ], [ %65, %62 ]
    #dbg_value(i32 %69, !4475, !DIExpression(), !4505)
    #dbg_value(i32 %69, !4456, !DIExpression(), !4516)
    #dbg_value(ptr %0, !1070, !DIExpression(), !4517)
    #dbg_value(i64 %13, !1073, !DIExpression(), !4517)
    #dbg_value(i32 %69, !1074, !DIExpression(), !4517)
    #dbg_value(!DIArgList(ptr poison, i32 poison), !1075, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !4517)
  %70 = xor i32 %18, -1, !dbg !4519
  %71 = add i32 %69, %70, !dbg !4520
    #dbg_value(i32 %71, !1076, !DIExpression(), !4517)
  %72 = add i32 %71, 16777215, !dbg !4521
  %73 = icmp ult i32 %72, 33554432, !dbg !4521
  br i1 %73, label %77, label %74, !dbg !4521

74:                                               ; preds = %68
  %75 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4522
  %76 = load ptr, ptr %75, align 8, !dbg !4522, !tbaa !890
  tail call void @luaX_syntaxerror(ptr noundef %76, ptr noundef nonnull @.str.2) #12, !dbg !4523
  unreachable, !dbg !4523

77:                                               ; preds = %68
    #dbg_value(!DIArgList(ptr %8, i64 %13), !1075, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !4517)
    #dbg_value(!DIArgList(ptr %8, i64 %13), !1075, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !4517)
    #dbg_value(ptr %14, !1075, !DIExpression(), !4517)
  %78 = shl i32 %71, 7, !dbg !4524
  %79 = add i32 %78, 2147483576, !dbg !4524
  br label %80

80:                                               ; preds = %77, %38
  %81 = phi i32 [ %44, %38 ], [ %79, %77 ]
  store i32 %81, ptr %14, align 4, !dbg !4525, !tbaa !963
  br label %82, !dbg !4526

82:                                               ; preds = %80, %12, %34, %22
  %83 = add nuw nsw i64 %13, 1, !dbg !4526
    #dbg_value(i64 %83, !4450, !DIExpression(), !4459)
  %84 = load i32, ptr %2, align 8, !dbg !4460, !tbaa !949
  %85 = sext i32 %84 to i64, !dbg !4461
  %86 = icmp slt i64 %83, %85, !dbg !4461
  br i1 %86, label %12, label %87, !dbg !4462, !llvm.loop !4527

87:                                               ; preds = %82, %1
  ret void, !dbg !4529
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #9

; Function Attrs: nounwind uwtable
define internal fastcc i32 @addk(ptr nocapture noundef %0, ptr noundef %1, ptr noundef %2) unnamed_addr #5 !dbg !4530 {
  %4 = alloca %struct.TValue, align 8, !DIAssignID !4548
    #dbg_assign(i1 undef, !4537, !DIExpression(), !4548, ptr %4, !DIExpression(), !4549)
    #dbg_value(ptr %0, !4534, !DIExpression(), !4549)
    #dbg_value(ptr %1, !4535, !DIExpression(), !4549)
    #dbg_value(ptr %2, !4536, !DIExpression(), !4549)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13, !dbg !4550
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4551
  %6 = load ptr, ptr %5, align 8, !dbg !4551, !tbaa !890
  %7 = getelementptr inbounds i8, ptr %6, i64 56, !dbg !4552
  %8 = load ptr, ptr %7, align 8, !dbg !4552, !tbaa !1006
    #dbg_value(ptr %8, !4538, !DIExpression(), !4549)
  %9 = load ptr, ptr %0, align 8, !dbg !4553, !tbaa !955
    #dbg_value(ptr %9, !4539, !DIExpression(), !4549)
  %10 = getelementptr inbounds i8, ptr %6, i64 80, !dbg !4554
  %11 = load ptr, ptr %10, align 8, !dbg !4554, !tbaa !4555
  %12 = tail call ptr @luaH_get(ptr noundef %11, ptr noundef %1) #13, !dbg !4556
    #dbg_value(ptr %12, !4540, !DIExpression(), !4549)
  %13 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !4557
  %14 = load i8, ptr %13, align 8, !dbg !4557, !tbaa !904
  %15 = icmp eq i8 %14, 3, !dbg !4557
  br i1 %15, label %16, label %38, !dbg !4559

16:                                               ; preds = %3
  %17 = load i64, ptr %12, align 8, !dbg !4560, !tbaa !876
  %18 = trunc i64 %17 to i32, !dbg !4560
    #dbg_value(i32 %18, !4541, !DIExpression(), !4549)
  %19 = getelementptr inbounds i8, ptr %0, i64 44, !dbg !4562
  %20 = load i32, ptr %19, align 4, !dbg !4562, !tbaa !4564
  %21 = icmp sgt i32 %20, %18, !dbg !4565
  br i1 %21, label %22, label %38, !dbg !4566

22:                                               ; preds = %16
  %23 = getelementptr inbounds i8, ptr %9, i64 56, !dbg !4567
  %24 = load ptr, ptr %23, align 8, !dbg !4567, !tbaa !2735
  %25 = shl i64 %17, 32, !dbg !4567
  %26 = ashr exact i64 %25, 28, !dbg !4567
  %27 = getelementptr inbounds i8, ptr %24, i64 %26, !dbg !4567
  %28 = getelementptr inbounds i8, ptr %27, i64 8, !dbg !4567
  %29 = load i8, ptr %28, align 8, !dbg !4567, !tbaa !904
  %30 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !4568
  %31 = load i8, ptr %30, align 8, !dbg !4568, !tbaa !904
  %32 = xor i8 %31, %29, !dbg !4569
  %33 = and i8 %32, 63, !dbg !4569
  %34 = icmp eq i8 %33, 0, !dbg !4569
  br i1 %34, label %35, label %38, !dbg !4570

35:                                               ; preds = %22
  %36 = tail call i32 @luaV_equalobj(ptr noundef null, ptr noundef nonnull %27, ptr noundef nonnull %2) #13, !dbg !4571
  %37 = icmp eq i32 %36, 0, !dbg !4571
  br i1 %37, label %38, label %103, !dbg !4572

38:                                               ; preds = %16, %22, %35, %3
  %39 = getelementptr inbounds i8, ptr %9, i64 20, !dbg !4573
  %40 = load i32, ptr %39, align 4, !dbg !4573, !tbaa !4574
    #dbg_value(i32 %40, !4542, !DIExpression(), !4549)
  %41 = getelementptr inbounds i8, ptr %0, i64 44, !dbg !4575
  %42 = load i32, ptr %41, align 4, !dbg !4575, !tbaa !4564
    #dbg_value(i32 %42, !4541, !DIExpression(), !4549)
    #dbg_value(ptr %4, !4543, !DIExpression(), !4576)
  %43 = sext i32 %42 to i64, !dbg !4577
  store i64 %43, ptr %4, align 8, !dbg !4577, !tbaa !876
  %44 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !4577
  store i8 3, ptr %44, align 8, !dbg !4577, !tbaa !904
  %45 = load ptr, ptr %5, align 8, !dbg !4578, !tbaa !890
  %46 = getelementptr inbounds i8, ptr %45, i64 80, !dbg !4579
  %47 = load ptr, ptr %46, align 8, !dbg !4579, !tbaa !4555
  call void @luaH_finishset(ptr noundef %8, ptr noundef %47, ptr noundef %1, ptr noundef nonnull %12, ptr noundef nonnull %4) #13, !dbg !4580
  %48 = getelementptr inbounds i8, ptr %9, i64 56, !dbg !4581
  %49 = load ptr, ptr %48, align 8, !dbg !4581, !tbaa !2735
  %50 = call ptr @luaM_growaux_(ptr noundef %8, ptr noundef %49, i32 noundef %42, ptr noundef nonnull %39, i32 noundef 16, i32 noundef 33554431, ptr noundef nonnull @.str.4) #13, !dbg !4581
  store ptr %50, ptr %48, align 8, !dbg !4581, !tbaa !2735
  %51 = load i32, ptr %39, align 4, !tbaa !4574
    #dbg_value(i32 %40, !4542, !DIExpression(), !4549)
  %52 = icmp slt i32 %40, %51, !dbg !4582
  br i1 %52, label %53, label %81, !dbg !4583

53:                                               ; preds = %38
  %54 = sext i32 %40 to i64, !dbg !4583
  %55 = sext i32 %51 to i64, !dbg !4582
  %56 = sub nsw i64 %55, %54, !dbg !4583
  %57 = and i64 %56, 3, !dbg !4583
  %58 = icmp eq i64 %57, 0, !dbg !4583
  br i1 %58, label %66, label %59, !dbg !4583

59:                                               ; preds = %53, %59
  %60 = phi i64 [ %62, %59 ], [ %54, %53 ]
  %61 = phi i64 [ %64, %59 ], [ 0, %53 ]
    #dbg_value(i64 %60, !4542, !DIExpression(), !4549)
  %62 = add nsw i64 %60, 1, !dbg !4584
    #dbg_value(i64 %62, !4542, !DIExpression(), !4549)
  %63 = getelementptr inbounds %struct.TValue, ptr %50, i64 %60, i32 1, !dbg !4584
  store i8 0, ptr %63, align 8, !dbg !4584, !tbaa !904
  %64 = add i64 %61, 1, !dbg !4583
  %65 = icmp eq i64 %64, %57, !dbg !4583
  br i1 %65, label %66, label %59, !dbg !4583, !llvm.loop !4585

66:                                               ; preds = %59, %53
  %67 = phi i64 [ %54, %53 ], [ %62, %59 ]
  %68 = sub nsw i64 %54, %55, !dbg !4583
  %69 = icmp ugt i64 %68, -4, !dbg !4583
  br i1 %69, label %81, label %70, !dbg !4583

70:                                               ; preds = %66, %70
  %71 = phi i64 [ %78, %70 ], [ %67, %66 ]
    #dbg_value(i64 %71, !4542, !DIExpression(), !4549)
  %72 = add nsw i64 %71, 1, !dbg !4584
    #dbg_value(i64 %72, !4542, !DIExpression(), !4549)
  %73 = getelementptr inbounds %struct.TValue, ptr %50, i64 %71, i32 1, !dbg !4584
  store i8 0, ptr %73, align 8, !dbg !4584, !tbaa !904
  %74 = add nsw i64 %71, 2, !dbg !4584
    #dbg_value(i64 %74, !4542, !DIExpression(), !4549)
  %75 = getelementptr inbounds %struct.TValue, ptr %50, i64 %72, i32 1, !dbg !4584
  store i8 0, ptr %75, align 8, !dbg !4584, !tbaa !904
  %76 = add nsw i64 %71, 3, !dbg !4584
    #dbg_value(i64 %76, !4542, !DIExpression(), !4549)
  %77 = getelementptr inbounds %struct.TValue, ptr %50, i64 %74, i32 1, !dbg !4584
  store i8 0, ptr %77, align 8, !dbg !4584, !tbaa !904
  %78 = add nsw i64 %71, 4, !dbg !4584
    #dbg_value(i64 %78, !4542, !DIExpression(), !4549)
  %79 = getelementptr inbounds %struct.TValue, ptr %50, i64 %76, i32 1, !dbg !4584
  store i8 0, ptr %79, align 8, !dbg !4584, !tbaa !904
  %80 = icmp eq i64 %78, %55, !dbg !4582
  br i1 %80, label %81, label %70, !dbg !4583, !llvm.loop !4587

81:                                               ; preds = %66, %70, %38
  %82 = getelementptr inbounds %struct.TValue, ptr %50, i64 %43, !dbg !4588
    #dbg_value(ptr %82, !4545, !DIExpression(), !4589)
    #dbg_value(ptr %2, !4547, !DIExpression(), !4589)
  %83 = load i64, ptr %2, align 8, !dbg !4588, !tbaa !876
  store i64 %83, ptr %82, align 8, !dbg !4588, !tbaa !876
  %84 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !4588
  %85 = load i8, ptr %84, align 8, !dbg !4588, !tbaa !904
  %86 = getelementptr inbounds i8, ptr %82, i64 8, !dbg !4588
  store i8 %85, ptr %86, align 8, !dbg !4588, !tbaa !904
  %87 = load i32, ptr %41, align 4, !dbg !4590, !tbaa !4564
  %88 = add nsw i32 %87, 1, !dbg !4590
  store i32 %88, ptr %41, align 4, !dbg !4590, !tbaa !4564
  %89 = and i8 %85, 64, !dbg !4591
  %90 = icmp eq i8 %89, 0, !dbg !4591
  br i1 %90, label %103, label %91, !dbg !4591

91:                                               ; preds = %81
  %92 = getelementptr inbounds i8, ptr %9, i64 9, !dbg !4591
  %93 = load i8, ptr %92, align 1, !dbg !4591, !tbaa !4592
  %94 = and i8 %93, 32, !dbg !4591
  %95 = icmp eq i8 %94, 0, !dbg !4591
  br i1 %95, label %103, label %96, !dbg !4591

96:                                               ; preds = %91
  %97 = load ptr, ptr %2, align 8, !dbg !4591, !tbaa !876
  %98 = getelementptr inbounds i8, ptr %97, i64 9, !dbg !4591
  %99 = load i8, ptr %98, align 1, !dbg !4591, !tbaa !4593
  %100 = and i8 %99, 24, !dbg !4591
  %101 = icmp eq i8 %100, 0, !dbg !4591
  br i1 %101, label %103, label %102, !dbg !4591

102:                                              ; preds = %96
  call void @luaC_barrier_(ptr noundef %8, ptr noundef nonnull %9, ptr noundef nonnull %97) #13, !dbg !4591
  br label %103, !dbg !4591

103:                                              ; preds = %91, %96, %102, %81, %35
  %104 = phi i32 [ %18, %35 ], [ %42, %81 ], [ %42, %102 ], [ %42, %96 ], [ %42, %91 ], !dbg !4549
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13, !dbg !4595
  ret i32 %104, !dbg !4595
}

declare !dbg !4596 hidden ptr @luaH_get(ptr noundef, ptr noundef) local_unnamed_addr #7

declare !dbg !4600 hidden i32 @luaV_equalobj(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare !dbg !4603 hidden void @luaH_finishset(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare !dbg !4606 hidden void @luaC_barrier_(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define internal fastcc void @discharge2reg(ptr noundef %0, ptr nocapture noundef %1, i32 noundef %2) unnamed_addr #5 !dbg !4610 {
  %4 = alloca %struct.TValue, align 8, !DIAssignID !4618
    #dbg_assign(i1 undef, !4619, !DIExpression(), !4618, ptr %4, !DIExpression(), !4639)
  %5 = alloca i64, align 8, !DIAssignID !4652
    #dbg_assign(i1 undef, !4626, !DIExpression(), !4652, ptr %5, !DIExpression(), !4639)
  %6 = alloca %struct.TValue, align 8, !DIAssignID !4653
  %7 = alloca i64, align 8, !DIAssignID !4654
  %8 = alloca %struct.TValue, align 8, !DIAssignID !4655
    #dbg_value(ptr %0, !4612, !DIExpression(), !4656)
    #dbg_value(ptr %1, !4613, !DIExpression(), !4656)
    #dbg_value(i32 %2, !4614, !DIExpression(), !4656)
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %1), !dbg !4657
  %9 = load i32, ptr %1, align 8, !dbg !4658, !tbaa !870
  switch i32 %9, label %161 [
    i32 1, label %13
    i32 3, label %14
    i32 2, label %35
    i32 7, label %56
    i32 4, label %10
    i32 5, label %66
    i32 6, label %117
    i32 17, label %120
    i32 8, label %133
  ], !dbg !4659

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %1, i64 8
  %12 = load i32, ptr %11, align 8, !dbg !4660, !tbaa !876
  br label %64, !dbg !4659

13:                                               ; preds = %3
  tail call void @luaK_nil(ptr noundef %0, i32 noundef %2, i32 noundef 1), !dbg !4662
  br label %159, !dbg !4664

14:                                               ; preds = %3
    #dbg_value(ptr %0, !982, !DIExpression(), !4665)
    #dbg_value(i32 5, !987, !DIExpression(), !4665)
    #dbg_value(i32 %2, !988, !DIExpression(), !4665)
    #dbg_value(i32 0, !989, !DIExpression(), !4665)
    #dbg_value(i32 0, !990, !DIExpression(), !4665)
    #dbg_value(i32 0, !991, !DIExpression(), !4665)
  %15 = shl i32 %2, 7, !dbg !4668
  %16 = or disjoint i32 %15, 5, !dbg !4668
    #dbg_value(ptr %0, !995, !DIExpression(), !4669)
    #dbg_value(i32 %16, !1000, !DIExpression(), !4669)
  %17 = load ptr, ptr %0, align 8, !dbg !4671, !tbaa !955
    #dbg_value(ptr %17, !1001, !DIExpression(), !4669)
  %18 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4672
  %19 = load ptr, ptr %18, align 8, !dbg !4672, !tbaa !890
  %20 = getelementptr inbounds i8, ptr %19, i64 56, !dbg !4672
  %21 = load ptr, ptr %20, align 8, !dbg !4672, !tbaa !1006
  %22 = getelementptr inbounds i8, ptr %17, i64 64, !dbg !4672
  %23 = load ptr, ptr %22, align 8, !dbg !4672, !tbaa !957
  %24 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !4672
  %25 = load i32, ptr %24, align 8, !dbg !4672, !tbaa !949
  %26 = getelementptr inbounds i8, ptr %17, i64 24, !dbg !4672
  %27 = tail call ptr @luaM_growaux_(ptr noundef %21, ptr noundef %23, i32 noundef %25, ptr noundef nonnull %26, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !4672
  store ptr %27, ptr %22, align 8, !dbg !4672, !tbaa !957
  %28 = load i32, ptr %24, align 8, !dbg !4673, !tbaa !949
  %29 = add nsw i32 %28, 1, !dbg !4673
  store i32 %29, ptr %24, align 8, !dbg !4673, !tbaa !949
  %30 = sext i32 %28 to i64, !dbg !4674
  %31 = getelementptr inbounds i32, ptr %27, i64 %30, !dbg !4674
  store i32 %16, ptr %31, align 4, !dbg !4675, !tbaa !963
  %32 = load ptr, ptr %18, align 8, !dbg !4676, !tbaa !890
  %33 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !4677
  %34 = load i32, ptr %33, align 8, !dbg !4677, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %17, i32 noundef %34), !dbg !4678
  br label %159, !dbg !4679

35:                                               ; preds = %3
    #dbg_value(ptr %0, !982, !DIExpression(), !4680)
    #dbg_value(i32 7, !987, !DIExpression(), !4680)
    #dbg_value(i32 %2, !988, !DIExpression(), !4680)
    #dbg_value(i32 0, !989, !DIExpression(), !4680)
    #dbg_value(i32 0, !990, !DIExpression(), !4680)
    #dbg_value(i32 0, !991, !DIExpression(), !4680)
  %36 = shl i32 %2, 7, !dbg !4683
  %37 = or disjoint i32 %36, 7, !dbg !4683
    #dbg_value(ptr %0, !995, !DIExpression(), !4684)
    #dbg_value(i32 %37, !1000, !DIExpression(), !4684)
  %38 = load ptr, ptr %0, align 8, !dbg !4686, !tbaa !955
    #dbg_value(ptr %38, !1001, !DIExpression(), !4684)
  %39 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4687
  %40 = load ptr, ptr %39, align 8, !dbg !4687, !tbaa !890
  %41 = getelementptr inbounds i8, ptr %40, i64 56, !dbg !4687
  %42 = load ptr, ptr %41, align 8, !dbg !4687, !tbaa !1006
  %43 = getelementptr inbounds i8, ptr %38, i64 64, !dbg !4687
  %44 = load ptr, ptr %43, align 8, !dbg !4687, !tbaa !957
  %45 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !4687
  %46 = load i32, ptr %45, align 8, !dbg !4687, !tbaa !949
  %47 = getelementptr inbounds i8, ptr %38, i64 24, !dbg !4687
  %48 = tail call ptr @luaM_growaux_(ptr noundef %42, ptr noundef %44, i32 noundef %46, ptr noundef nonnull %47, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !4687
  store ptr %48, ptr %43, align 8, !dbg !4687, !tbaa !957
  %49 = load i32, ptr %45, align 8, !dbg !4688, !tbaa !949
  %50 = add nsw i32 %49, 1, !dbg !4688
  store i32 %50, ptr %45, align 8, !dbg !4688, !tbaa !949
  %51 = sext i32 %49 to i64, !dbg !4689
  %52 = getelementptr inbounds i32, ptr %48, i64 %51, !dbg !4689
  store i32 %37, ptr %52, align 4, !dbg !4690, !tbaa !963
  %53 = load ptr, ptr %39, align 8, !dbg !4691, !tbaa !890
  %54 = getelementptr inbounds i8, ptr %53, i64 8, !dbg !4692
  %55 = load i32, ptr %54, align 8, !dbg !4692, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %38, i32 noundef %55), !dbg !4693
  br label %159, !dbg !4694

56:                                               ; preds = %3
    #dbg_value(ptr %0, !2693, !DIExpression(), !4695)
    #dbg_value(ptr %1, !2696, !DIExpression(), !4695)
  %57 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !4698
  %58 = load ptr, ptr %57, align 8, !dbg !4699, !tbaa !876
    #dbg_assign(i1 undef, !2701, !DIExpression(), !4655, ptr %8, !DIExpression(), !4700)
    #dbg_value(ptr %0, !2706, !DIExpression(), !4700)
    #dbg_value(ptr %58, !2707, !DIExpression(), !4700)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #13, !dbg !4702
    #dbg_value(ptr %8, !2708, !DIExpression(), !4703)
    #dbg_value(ptr %58, !2710, !DIExpression(), !4703)
  store ptr %58, ptr %8, align 8, !dbg !4704, !tbaa !876
  %59 = getelementptr inbounds i8, ptr %58, i64 8, !dbg !4704
  %60 = load i8, ptr %59, align 8, !dbg !4704, !tbaa !877
  %61 = or i8 %60, 64, !dbg !4704
  %62 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !4704
  store i8 %61, ptr %62, align 8, !dbg !4704, !tbaa !904
  %63 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %8, ptr noundef nonnull %8), !dbg !4705
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #13, !dbg !4706
  store i32 %63, ptr %57, align 8, !dbg !4707, !tbaa !876
  store i32 4, ptr %1, align 8, !dbg !4708, !tbaa !870
  br label %64, !dbg !4709

64:                                               ; preds = %10, %56
  %65 = phi i32 [ %12, %10 ], [ %63, %56 ], !dbg !4660
  call fastcc void @luaK_codek(ptr noundef %0, i32 noundef %2, i32 noundef %65), !dbg !4710
  br label %159, !dbg !4711

66:                                               ; preds = %3
  %67 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !4712
  %68 = load double, ptr %67, align 8, !dbg !4713, !tbaa !876
    #dbg_assign(i1 undef, !4649, !DIExpression(), !4654, ptr %7, !DIExpression(), !4714)
    #dbg_value(ptr %0, !4646, !DIExpression(), !4714)
    #dbg_value(i32 %2, !4647, !DIExpression(), !4714)
    #dbg_value(double %68, !4648, !DIExpression(), !4714)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #13, !dbg !4715
  %69 = call i32 @luaV_flttointeger(double noundef %68, ptr noundef nonnull %7, i32 noundef 0) #13, !dbg !4716
  %70 = icmp eq i32 %69, 0, !dbg !4716
  br i1 %70, label %100, label %71, !dbg !4717

71:                                               ; preds = %66
  %72 = load i64, ptr %7, align 8, !dbg !4718, !tbaa !3256
    #dbg_value(i64 %72, !1399, !DIExpression(), !4719)
  %73 = add i64 %72, -65537, !dbg !4721
  %74 = icmp ult i64 %73, -131072, !dbg !4721
  br i1 %74, label %100, label %75, !dbg !4722

75:                                               ; preds = %71
  %76 = trunc i64 %72 to i32, !dbg !4723
    #dbg_value(ptr %0, !1410, !DIExpression(), !4724)
    #dbg_value(i32 2, !1413, !DIExpression(), !4724)
    #dbg_value(i32 %2, !1414, !DIExpression(), !4724)
    #dbg_value(i32 %76, !1415, !DIExpression(), !4724)
    #dbg_value(i32 %76, !1416, !DIExpression(DW_OP_plus_uconst, 65535, DW_OP_stack_value), !4724)
  %77 = shl i32 %2, 7, !dbg !4726
  %78 = shl i32 %76, 15, !dbg !4726
  %79 = add i32 %78, 2147450880, !dbg !4726
  %80 = or i32 %77, %79, !dbg !4726
  %81 = or disjoint i32 %80, 2, !dbg !4726
    #dbg_value(ptr %0, !995, !DIExpression(), !4727)
    #dbg_value(i32 %81, !1000, !DIExpression(), !4727)
  %82 = load ptr, ptr %0, align 8, !dbg !4729, !tbaa !955
    #dbg_value(ptr %82, !1001, !DIExpression(), !4727)
  %83 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4730
  %84 = load ptr, ptr %83, align 8, !dbg !4730, !tbaa !890
  %85 = getelementptr inbounds i8, ptr %84, i64 56, !dbg !4730
  %86 = load ptr, ptr %85, align 8, !dbg !4730, !tbaa !1006
  %87 = getelementptr inbounds i8, ptr %82, i64 64, !dbg !4730
  %88 = load ptr, ptr %87, align 8, !dbg !4730, !tbaa !957
  %89 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !4730
  %90 = load i32, ptr %89, align 8, !dbg !4730, !tbaa !949
  %91 = getelementptr inbounds i8, ptr %82, i64 24, !dbg !4730
  %92 = call ptr @luaM_growaux_(ptr noundef %86, ptr noundef %88, i32 noundef %90, ptr noundef nonnull %91, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !4730
  store ptr %92, ptr %87, align 8, !dbg !4730, !tbaa !957
  %93 = load i32, ptr %89, align 8, !dbg !4731, !tbaa !949
  %94 = add nsw i32 %93, 1, !dbg !4731
  store i32 %94, ptr %89, align 8, !dbg !4731, !tbaa !949
  %95 = sext i32 %93 to i64, !dbg !4732
  %96 = getelementptr inbounds i32, ptr %92, i64 %95, !dbg !4732
  store i32 %81, ptr %96, align 4, !dbg !4733, !tbaa !963
  %97 = load ptr, ptr %83, align 8, !dbg !4734, !tbaa !890
  %98 = getelementptr inbounds i8, ptr %97, i64 8, !dbg !4735
  %99 = load i32, ptr %98, align 8, !dbg !4735, !tbaa !1012
  call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %82, i32 noundef %99), !dbg !4736
  br label %116, !dbg !4737

100:                                              ; preds = %71, %66
    #dbg_assign(i1 undef, !4636, !DIExpression(), !4653, ptr %6, !DIExpression(), !4738)
    #dbg_value(ptr %0, !4624, !DIExpression(), !4639)
    #dbg_value(double %68, !4625, !DIExpression(), !4639)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13, !dbg !4739
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #13, !dbg !4740
    #dbg_value(ptr %4, !4627, !DIExpression(), !4741)
  store double %68, ptr %4, align 8, !dbg !4742, !tbaa !876
  %101 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !4742
  store i8 19, ptr %101, align 8, !dbg !4742, !tbaa !904
  %102 = call i32 @luaV_flttointeger(double noundef %68, ptr noundef nonnull %5, i32 noundef 0) #13, !dbg !4743
  %103 = icmp eq i32 %102, 0, !dbg !4743
  br i1 %103, label %104, label %106, !dbg !4744

104:                                              ; preds = %100
  %105 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %4, ptr noundef nonnull %4), !dbg !4745
  br label %114, !dbg !4746

106:                                              ; preds = %100
    #dbg_value(i32 53, !4629, !DIExpression(), !4738)
  %107 = call double @ldexp(double noundef 1.000000e+00, i32 noundef -52) #13, !dbg !4747
    #dbg_value(double %107, !4633, !DIExpression(), !4738)
  %108 = load i64, ptr %5, align 8, !dbg !4748, !tbaa !3256
  %109 = icmp eq i64 %108, 0, !dbg !4749
  %110 = call double @llvm.fmuladd.f64(double %68, double %107, double %68), !dbg !4750
  %111 = select i1 %109, double %107, double %110, !dbg !4750
    #dbg_value(double %111, !4635, !DIExpression(), !4738)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #13, !dbg !4751
    #dbg_value(ptr %6, !4637, !DIExpression(), !4752)
  store double %111, ptr %6, align 8, !dbg !4753, !tbaa !876
  %112 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !4753
  store i8 19, ptr %112, align 8, !dbg !4753, !tbaa !904
  %113 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %6, ptr noundef nonnull %4), !dbg !4754
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #13, !dbg !4755
  br label %114

114:                                              ; preds = %106, %104
  %115 = phi i32 [ %113, %106 ], [ %105, %104 ], !dbg !4756
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #13, !dbg !4757
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13, !dbg !4757
  call fastcc void @luaK_codek(ptr noundef %0, i32 noundef %2, i32 noundef %115), !dbg !4758
  br label %116

116:                                              ; preds = %75, %114
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #13, !dbg !4759
  br label %159, !dbg !4760

117:                                              ; preds = %3
  %118 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !4761
  %119 = load i64, ptr %118, align 8, !dbg !4763, !tbaa !876
  tail call void @luaK_int(ptr noundef %0, i32 noundef %2, i64 noundef %119), !dbg !4764
  br label %159, !dbg !4765

120:                                              ; preds = %3
  %121 = load ptr, ptr %0, align 8, !dbg !4766, !tbaa !955
  %122 = getelementptr inbounds i8, ptr %121, i64 64, !dbg !4766
  %123 = load ptr, ptr %122, align 8, !dbg !4766, !tbaa !957
  %124 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !4766
  %125 = load i32, ptr %124, align 8, !dbg !4766, !tbaa !876
  %126 = sext i32 %125 to i64, !dbg !4766
  %127 = getelementptr inbounds i32, ptr %123, i64 %126, !dbg !4766
    #dbg_value(ptr %127, !4615, !DIExpression(), !4767)
  %128 = load i32, ptr %127, align 4, !dbg !4768, !tbaa !963
  %129 = and i32 %128, -32641, !dbg !4768
  %130 = shl i32 %2, 7, !dbg !4768
  %131 = and i32 %130, 32640, !dbg !4768
  %132 = or disjoint i32 %129, %131, !dbg !4768
  store i32 %132, ptr %127, align 4, !dbg !4768, !tbaa !963
  br label %159

133:                                              ; preds = %3
  %134 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !4769
  %135 = load i32, ptr %134, align 8, !dbg !4772, !tbaa !876
  %136 = icmp eq i32 %135, %2, !dbg !4773
  br i1 %136, label %159, label %137, !dbg !4774

137:                                              ; preds = %133
    #dbg_value(ptr %0, !982, !DIExpression(), !4775)
    #dbg_value(i32 0, !987, !DIExpression(), !4775)
    #dbg_value(i32 %2, !988, !DIExpression(), !4775)
    #dbg_value(i32 %135, !989, !DIExpression(), !4775)
    #dbg_value(i32 0, !990, !DIExpression(), !4775)
    #dbg_value(i32 0, !991, !DIExpression(), !4775)
  %138 = shl i32 %2, 7, !dbg !4777
  %139 = shl i32 %135, 16, !dbg !4777
  %140 = or i32 %139, %138, !dbg !4777
    #dbg_value(ptr %0, !995, !DIExpression(), !4778)
    #dbg_value(i32 %140, !1000, !DIExpression(), !4778)
  %141 = load ptr, ptr %0, align 8, !dbg !4780, !tbaa !955
    #dbg_value(ptr %141, !1001, !DIExpression(), !4778)
  %142 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4781
  %143 = load ptr, ptr %142, align 8, !dbg !4781, !tbaa !890
  %144 = getelementptr inbounds i8, ptr %143, i64 56, !dbg !4781
  %145 = load ptr, ptr %144, align 8, !dbg !4781, !tbaa !1006
  %146 = getelementptr inbounds i8, ptr %141, i64 64, !dbg !4781
  %147 = load ptr, ptr %146, align 8, !dbg !4781, !tbaa !957
  %148 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !4781
  %149 = load i32, ptr %148, align 8, !dbg !4781, !tbaa !949
  %150 = getelementptr inbounds i8, ptr %141, i64 24, !dbg !4781
  %151 = tail call ptr @luaM_growaux_(ptr noundef %145, ptr noundef %147, i32 noundef %149, ptr noundef nonnull %150, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !4781
  store ptr %151, ptr %146, align 8, !dbg !4781, !tbaa !957
  %152 = load i32, ptr %148, align 8, !dbg !4782, !tbaa !949
  %153 = add nsw i32 %152, 1, !dbg !4782
  store i32 %153, ptr %148, align 8, !dbg !4782, !tbaa !949
  %154 = sext i32 %152 to i64, !dbg !4783
  %155 = getelementptr inbounds i32, ptr %151, i64 %154, !dbg !4783
  store i32 %140, ptr %155, align 4, !dbg !4784, !tbaa !963
  %156 = load ptr, ptr %142, align 8, !dbg !4785, !tbaa !890
  %157 = getelementptr inbounds i8, ptr %156, i64 8, !dbg !4786
  %158 = load i32, ptr %157, align 8, !dbg !4786, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %141, i32 noundef %158), !dbg !4787
  br label %159, !dbg !4788

159:                                              ; preds = %133, %137, %120, %117, %116, %64, %35, %14, %13
  %160 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !4789
  store i32 %2, ptr %160, align 8, !dbg !4790, !tbaa !876
  store i32 8, ptr %1, align 8, !dbg !4791, !tbaa !870
  br label %161, !dbg !4792

161:                                              ; preds = %3, %159
  ret void, !dbg !4792
}

declare !dbg !4793 hidden i32 @luaV_flttointeger(double noundef, ptr noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !4798 double @ldexp(double noundef, i32 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #9

declare !dbg !4802 hidden i32 @luaO_rawarith(ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare !dbg !4805 hidden i32 @luaV_tointegerns(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define internal fastcc noundef i32 @luaK_exp2K(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #5 !dbg !4808 {
  %3 = alloca %struct.TValue, align 8, !DIAssignID !4815
  %4 = alloca %struct.TValue, align 8, !DIAssignID !4816
    #dbg_assign(i1 undef, !4619, !DIExpression(), !4816, ptr %4, !DIExpression(), !4817)
  %5 = alloca i64, align 8, !DIAssignID !4820
    #dbg_assign(i1 undef, !4626, !DIExpression(), !4820, ptr %5, !DIExpression(), !4817)
  %6 = alloca %struct.TValue, align 8, !DIAssignID !4821
  %7 = alloca %struct.TValue, align 8, !DIAssignID !4822
  %8 = alloca %struct.TValue, align 8, !DIAssignID !4823
    #dbg_assign(i1 undef, !4824, !DIExpression(), !4823, ptr %8, !DIExpression(), !4832)
  %9 = alloca %struct.TValue, align 8, !DIAssignID !4834
  %10 = alloca %struct.TValue, align 8, !DIAssignID !4835
  %11 = alloca %struct.TValue, align 8, !DIAssignID !4836
    #dbg_value(ptr %0, !4810, !DIExpression(), !4837)
    #dbg_value(ptr %1, !4811, !DIExpression(), !4837)
  %12 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !4838
  %13 = load i32, ptr %12, align 8, !dbg !4838, !tbaa !865
  %14 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !4838
  %15 = load i32, ptr %14, align 4, !dbg !4838, !tbaa !867
  %16 = icmp eq i32 %13, %15, !dbg !4838
  br i1 %16, label %17, label %72, !dbg !4839

17:                                               ; preds = %2
  %18 = load i32, ptr %1, align 8, !dbg !4840, !tbaa !870
  switch i32 %18, label %72 [
    i32 2, label %19
    i32 3, label %22
    i32 1, label %25
    i32 6, label %33
    i32 5, label %38
    i32 7, label %56
    i32 4, label %64
  ], !dbg !4841

19:                                               ; preds = %17
    #dbg_assign(i1 undef, !4842, !DIExpression(), !4836, ptr %11, !DIExpression(), !4846)
    #dbg_value(ptr %0, !4845, !DIExpression(), !4846)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #13, !dbg !4848
  %20 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !4849
  store i8 17, ptr %20, align 8, !dbg !4849, !tbaa !904, !DIAssignID !4850
    #dbg_assign(i8 17, !4842, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !4850, ptr %20, !DIExpression(), !4846)
  %21 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %11, ptr noundef nonnull %11), !dbg !4851
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #13, !dbg !4852
    #dbg_value(i32 %21, !4812, !DIExpression(), !4853)
  br label %67, !dbg !4854

22:                                               ; preds = %17
    #dbg_assign(i1 undef, !4855, !DIExpression(), !4835, ptr %10, !DIExpression(), !4859)
    #dbg_value(ptr %0, !4858, !DIExpression(), !4859)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #13, !dbg !4861
  %23 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !4862
  store i8 1, ptr %23, align 8, !dbg !4862, !tbaa !904, !DIAssignID !4863
    #dbg_assign(i8 1, !4855, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !4863, ptr %23, !DIExpression(), !4859)
  %24 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %10, ptr noundef nonnull %10), !dbg !4864
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #13, !dbg !4865
    #dbg_value(i32 %24, !4812, !DIExpression(), !4853)
  br label %67, !dbg !4866

25:                                               ; preds = %17
    #dbg_assign(i1 undef, !4828, !DIExpression(), !4834, ptr %9, !DIExpression(), !4832)
    #dbg_value(ptr %0, !4827, !DIExpression(), !4832)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #13, !dbg !4867
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #13, !dbg !4867
  %26 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !4868
  store i8 0, ptr %26, align 8, !dbg !4868, !tbaa !904, !DIAssignID !4869
    #dbg_assign(i8 0, !4828, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !4869, ptr %26, !DIExpression(), !4832)
    #dbg_value(ptr %8, !4829, !DIExpression(), !4870)
  %27 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4871
  %28 = load ptr, ptr %27, align 8, !dbg !4871, !tbaa !890
  %29 = getelementptr inbounds i8, ptr %28, i64 80, !dbg !4871
  %30 = load ptr, ptr %29, align 8, !dbg !4871, !tbaa !4555
    #dbg_value(ptr %30, !4831, !DIExpression(), !4870)
  store ptr %30, ptr %8, align 8, !dbg !4871, !tbaa !876
  %31 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !4871
  store i8 69, ptr %31, align 8, !dbg !4871, !tbaa !904
  %32 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %8, ptr noundef nonnull %9), !dbg !4872
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #13, !dbg !4873
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #13, !dbg !4873
    #dbg_value(i32 %32, !4812, !DIExpression(), !4853)
  br label %67, !dbg !4874

33:                                               ; preds = %17
  %34 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !4875
  %35 = load i64, ptr %34, align 8, !dbg !4876, !tbaa !876
    #dbg_assign(i1 undef, !1431, !DIExpression(), !4822, ptr %7, !DIExpression(), !4877)
    #dbg_value(ptr %0, !1436, !DIExpression(), !4877)
    #dbg_value(i64 %35, !1437, !DIExpression(), !4877)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #13, !dbg !4879
    #dbg_value(ptr %7, !1438, !DIExpression(), !4880)
  store i64 %35, ptr %7, align 8, !dbg !4881, !tbaa !876
  %36 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !4881
  store i8 3, ptr %36, align 8, !dbg !4881, !tbaa !904
  %37 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %7, ptr noundef nonnull %7), !dbg !4882
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #13, !dbg !4883
    #dbg_value(i32 %37, !4812, !DIExpression(), !4853)
  br label %67, !dbg !4884

38:                                               ; preds = %17
  %39 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !4885
  %40 = load double, ptr %39, align 8, !dbg !4886, !tbaa !876
    #dbg_assign(i1 undef, !4636, !DIExpression(), !4821, ptr %6, !DIExpression(), !4887)
    #dbg_value(ptr %0, !4624, !DIExpression(), !4817)
    #dbg_value(double %40, !4625, !DIExpression(), !4817)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13, !dbg !4888
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #13, !dbg !4889
    #dbg_value(ptr %4, !4627, !DIExpression(), !4890)
  store double %40, ptr %4, align 8, !dbg !4891, !tbaa !876
  %41 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !4891
  store i8 19, ptr %41, align 8, !dbg !4891, !tbaa !904
  %42 = call i32 @luaV_flttointeger(double noundef %40, ptr noundef nonnull %5, i32 noundef 0) #13, !dbg !4892
  %43 = icmp eq i32 %42, 0, !dbg !4892
  br i1 %43, label %44, label %46, !dbg !4893

44:                                               ; preds = %38
  %45 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %4, ptr noundef nonnull %4), !dbg !4894
  br label %54, !dbg !4895

46:                                               ; preds = %38
    #dbg_value(i32 53, !4629, !DIExpression(), !4887)
  %47 = call double @ldexp(double noundef 1.000000e+00, i32 noundef -52) #13, !dbg !4896
    #dbg_value(double %47, !4633, !DIExpression(), !4887)
  %48 = load i64, ptr %5, align 8, !dbg !4897, !tbaa !3256
  %49 = icmp eq i64 %48, 0, !dbg !4898
  %50 = call double @llvm.fmuladd.f64(double %40, double %47, double %40), !dbg !4899
  %51 = select i1 %49, double %47, double %50, !dbg !4899
    #dbg_value(double %51, !4635, !DIExpression(), !4887)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #13, !dbg !4900
    #dbg_value(ptr %6, !4637, !DIExpression(), !4901)
  store double %51, ptr %6, align 8, !dbg !4902, !tbaa !876
  %52 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !4902
  store i8 19, ptr %52, align 8, !dbg !4902, !tbaa !904
  %53 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %6, ptr noundef nonnull %4), !dbg !4903
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #13, !dbg !4904
  br label %54

54:                                               ; preds = %44, %46
  %55 = phi i32 [ %53, %46 ], [ %45, %44 ], !dbg !4905
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #13, !dbg !4906
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13, !dbg !4906
    #dbg_value(i32 %55, !4812, !DIExpression(), !4853)
  br label %67, !dbg !4907

56:                                               ; preds = %17
  %57 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !4908
  %58 = load ptr, ptr %57, align 8, !dbg !4909, !tbaa !876
    #dbg_assign(i1 undef, !2701, !DIExpression(), !4815, ptr %3, !DIExpression(), !4910)
    #dbg_value(ptr %0, !2706, !DIExpression(), !4910)
    #dbg_value(ptr %58, !2707, !DIExpression(), !4910)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #13, !dbg !4912
    #dbg_value(ptr %3, !2708, !DIExpression(), !4913)
    #dbg_value(ptr %58, !2710, !DIExpression(), !4913)
  store ptr %58, ptr %3, align 8, !dbg !4914, !tbaa !876
  %59 = getelementptr inbounds i8, ptr %58, i64 8, !dbg !4914
  %60 = load i8, ptr %59, align 8, !dbg !4914, !tbaa !877
  %61 = or i8 %60, 64, !dbg !4914
  %62 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !4914
  store i8 %61, ptr %62, align 8, !dbg !4914, !tbaa !904
  %63 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %3, ptr noundef nonnull %3), !dbg !4915
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #13, !dbg !4916
    #dbg_value(i32 %63, !4812, !DIExpression(), !4853)
  br label %67, !dbg !4917

64:                                               ; preds = %17
  %65 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !4918
  %66 = load i32, ptr %65, align 8, !dbg !4919, !tbaa !876
    #dbg_value(i32 %66, !4812, !DIExpression(), !4853)
  br label %67, !dbg !4920

67:                                               ; preds = %64, %56, %54, %33, %25, %22, %19
  %68 = phi i32 [ %66, %64 ], [ %63, %56 ], [ %55, %54 ], [ %37, %33 ], [ %32, %25 ], [ %24, %22 ], [ %21, %19 ], !dbg !4921
    #dbg_value(i32 %68, !4812, !DIExpression(), !4853)
  %69 = icmp slt i32 %68, 256, !dbg !4922
  br i1 %69, label %70, label %72, !dbg !4924

70:                                               ; preds = %67
  store i32 4, ptr %1, align 8, !dbg !4925, !tbaa !870
  %71 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !4927
  store i32 %68, ptr %71, align 8, !dbg !4928, !tbaa !876
  br label %72, !dbg !4929

72:                                               ; preds = %17, %70, %2, %67
  %73 = phi i32 [ 0, %67 ], [ 0, %2 ], [ 0, %17 ], [ 1, %70 ], !dbg !4837
  ret i32 %73, !dbg !4930
}

; Function Attrs: nounwind uwtable
define internal fastcc void @finishbinexpval(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) unnamed_addr #5 !dbg !4931 {
    #dbg_value(ptr %0, !4935, !DIExpression(), !4946)
    #dbg_value(ptr %1, !4936, !DIExpression(), !4946)
    #dbg_value(ptr %2, !4937, !DIExpression(), !4946)
    #dbg_value(i32 %3, !4938, !DIExpression(), !4946)
    #dbg_value(i32 %4, !4939, !DIExpression(), !4946)
    #dbg_value(i32 %5, !4940, !DIExpression(), !4946)
    #dbg_value(i32 %6, !4941, !DIExpression(), !4946)
    #dbg_value(i32 %7, !4942, !DIExpression(), !4946)
    #dbg_value(i32 %8, !4943, !DIExpression(), !4946)
    #dbg_value(ptr %0, !2038, !DIExpression(), !4947)
    #dbg_value(ptr %1, !2039, !DIExpression(), !4947)
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %1), !dbg !4949
  %10 = load i32, ptr %1, align 8, !dbg !4950, !tbaa !870
  %11 = icmp eq i32 %10, 8, !dbg !4951
  br i1 %11, label %12, label %25, !dbg !4952

12:                                               ; preds = %9
  %13 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !4953
  %14 = load i32, ptr %13, align 8, !dbg !4953, !tbaa !865
  %15 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !4953
  %16 = load i32, ptr %15, align 4, !dbg !4953, !tbaa !867
  %17 = icmp eq i32 %14, %16, !dbg !4953
  %18 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !4954
  br i1 %17, label %27, label %19, !dbg !4955

19:                                               ; preds = %12
  %20 = load i32, ptr %18, align 8, !dbg !4956, !tbaa !876
  %21 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13, !dbg !4957
  %22 = icmp slt i32 %20, %21, !dbg !4958
  br i1 %22, label %25, label %23, !dbg !4959

23:                                               ; preds = %19
  %24 = load i32, ptr %18, align 8, !dbg !4960, !tbaa !876
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %1, i32 noundef %24), !dbg !4961
  br label %27, !dbg !4962

25:                                               ; preds = %19, %9
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %1), !dbg !4963
  %26 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !4964
  br label %27, !dbg !4965

27:                                               ; preds = %12, %23, %25
  %28 = phi ptr [ %18, %23 ], [ %26, %25 ], [ %18, %12 ]
  %29 = load i32, ptr %28, align 8, !dbg !4947, !tbaa !876
    #dbg_value(i32 %29, !4944, !DIExpression(), !4946)
    #dbg_value(ptr %0, !982, !DIExpression(), !4966)
    #dbg_value(i32 %3, !987, !DIExpression(), !4966)
    #dbg_value(i32 0, !988, !DIExpression(), !4966)
    #dbg_value(i32 %29, !989, !DIExpression(), !4966)
    #dbg_value(i32 %4, !990, !DIExpression(), !4966)
    #dbg_value(i32 0, !991, !DIExpression(), !4966)
  %30 = shl i32 %29, 16, !dbg !4968
  %31 = shl i32 %4, 24, !dbg !4968
  %32 = or i32 %31, %3, !dbg !4968
  %33 = or i32 %32, %30, !dbg !4968
    #dbg_value(ptr %0, !995, !DIExpression(), !4969)
    #dbg_value(i32 %33, !1000, !DIExpression(), !4969)
  %34 = load ptr, ptr %0, align 8, !dbg !4971, !tbaa !955
    #dbg_value(ptr %34, !1001, !DIExpression(), !4969)
  %35 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4972
  %36 = load ptr, ptr %35, align 8, !dbg !4972, !tbaa !890
  %37 = getelementptr inbounds i8, ptr %36, i64 56, !dbg !4972
  %38 = load ptr, ptr %37, align 8, !dbg !4972, !tbaa !1006
  %39 = getelementptr inbounds i8, ptr %34, i64 64, !dbg !4972
  %40 = load ptr, ptr %39, align 8, !dbg !4972, !tbaa !957
  %41 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !4972
  %42 = load i32, ptr %41, align 8, !dbg !4972, !tbaa !949
  %43 = getelementptr inbounds i8, ptr %34, i64 24, !dbg !4972
  %44 = tail call ptr @luaM_growaux_(ptr noundef %38, ptr noundef %40, i32 noundef %42, ptr noundef nonnull %43, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !4972
  store ptr %44, ptr %39, align 8, !dbg !4972, !tbaa !957
  %45 = load i32, ptr %41, align 8, !dbg !4973, !tbaa !949
  %46 = add nsw i32 %45, 1, !dbg !4973
  store i32 %46, ptr %41, align 8, !dbg !4973, !tbaa !949
  %47 = sext i32 %45 to i64, !dbg !4974
  %48 = getelementptr inbounds i32, ptr %44, i64 %47, !dbg !4974
  store i32 %33, ptr %48, align 4, !dbg !4975, !tbaa !963
  %49 = load ptr, ptr %35, align 8, !dbg !4976, !tbaa !890
  %50 = getelementptr inbounds i8, ptr %49, i64 8, !dbg !4977
  %51 = load i32, ptr %50, align 8, !dbg !4977, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %34, i32 noundef %51), !dbg !4978
  %52 = load i32, ptr %41, align 8, !dbg !4979, !tbaa !949
  %53 = add nsw i32 %52, -1, !dbg !4980
    #dbg_value(i32 %53, !4945, !DIExpression(), !4946)
    #dbg_value(ptr %0, !3951, !DIExpression(), !4981)
    #dbg_value(ptr %1, !3954, !DIExpression(), !4981)
    #dbg_value(ptr %2, !3955, !DIExpression(), !4981)
  %54 = load i32, ptr %1, align 8, !dbg !4983, !tbaa !870
  %55 = icmp eq i32 %54, 8, !dbg !4984
  br i1 %55, label %56, label %59, !dbg !4985

56:                                               ; preds = %27
  %57 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !4986
  %58 = load i32, ptr %57, align 8, !dbg !4987, !tbaa !876
  br label %59, !dbg !4985

59:                                               ; preds = %56, %27
  %60 = phi i32 [ %58, %56 ], [ -1, %27 ], !dbg !4985
    #dbg_value(i32 %60, !3956, !DIExpression(), !4981)
  %61 = load i32, ptr %2, align 8, !dbg !4988, !tbaa !870
  %62 = icmp eq i32 %61, 8, !dbg !4989
  br i1 %62, label %63, label %66, !dbg !4990

63:                                               ; preds = %59
  %64 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !4991
  %65 = load i32, ptr %64, align 8, !dbg !4992, !tbaa !876
  br label %66, !dbg !4990

66:                                               ; preds = %63, %59
  %67 = phi i32 [ %65, %63 ], [ -1, %59 ], !dbg !4990
    #dbg_value(i32 %67, !3957, !DIExpression(), !4981)
    #dbg_value(ptr %0, !1721, !DIExpression(), !4993)
    #dbg_value(i32 %60, !1724, !DIExpression(), !4993)
    #dbg_value(i32 %67, !1725, !DIExpression(), !4993)
  %68 = icmp sgt i32 %60, %67, !dbg !4995
    #dbg_value(ptr %0, !1651, !DIExpression(), !4996)
    #dbg_value(ptr %0, !1651, !DIExpression(), !4998)
  %69 = tail call i32 @luaY_nvarstack(ptr noundef nonnull %0) #13, !dbg !5000
  br i1 %68, label %70, label %79, !dbg !5002

70:                                               ; preds = %66
    #dbg_value(i32 %60, !1654, !DIExpression(), !4996)
  %71 = icmp sgt i32 %69, %60, !dbg !5003
  br i1 %71, label %76, label %72, !dbg !5004

72:                                               ; preds = %70
  %73 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !5005
  %74 = load i8, ptr %73, align 4, !dbg !5006, !tbaa !1346
  %75 = add i8 %74, -1, !dbg !5006
  store i8 %75, ptr %73, align 4, !dbg !5006, !tbaa !1346
  br label %76, !dbg !5007

76:                                               ; preds = %72, %70
    #dbg_value(ptr %0, !1651, !DIExpression(), !5008)
    #dbg_value(i32 %67, !1654, !DIExpression(), !5008)
  %77 = tail call i32 @luaY_nvarstack(ptr noundef nonnull %0) #13, !dbg !5010
  %78 = icmp sgt i32 %77, %67, !dbg !5011
  br i1 %78, label %92, label %88, !dbg !5012

79:                                               ; preds = %66
    #dbg_value(i32 %67, !1654, !DIExpression(), !4998)
  %80 = icmp sgt i32 %69, %67, !dbg !5013
  br i1 %80, label %85, label %81, !dbg !5014

81:                                               ; preds = %79
  %82 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !5015
  %83 = load i8, ptr %82, align 4, !dbg !5016, !tbaa !1346
  %84 = add i8 %83, -1, !dbg !5016
  store i8 %84, ptr %82, align 4, !dbg !5016, !tbaa !1346
  br label %85, !dbg !5017

85:                                               ; preds = %81, %79
    #dbg_value(ptr %0, !1651, !DIExpression(), !5018)
    #dbg_value(i32 %60, !1654, !DIExpression(), !5018)
  %86 = tail call i32 @luaY_nvarstack(ptr noundef nonnull %0) #13, !dbg !5020
  %87 = icmp sgt i32 %86, %60, !dbg !5021
  br i1 %87, label %92, label %88, !dbg !5022

88:                                               ; preds = %85, %76
  %89 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !5023
  %90 = load i8, ptr %89, align 4, !dbg !5024, !tbaa !1346
  %91 = add i8 %90, -1, !dbg !5024
  store i8 %91, ptr %89, align 4, !dbg !5024, !tbaa !1346
  br label %92, !dbg !5025

92:                                               ; preds = %76, %85, %88
  %93 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !5026
  store i32 %53, ptr %93, align 8, !dbg !5027, !tbaa !876
  store i32 17, ptr %1, align 8, !dbg !5028, !tbaa !870
    #dbg_value(ptr %0, !2912, !DIExpression(), !5029)
    #dbg_value(i32 %6, !2915, !DIExpression(), !5029)
    #dbg_value(ptr %0, !2480, !DIExpression(), !5031)
  %94 = load ptr, ptr %0, align 8, !dbg !5033, !tbaa !955
    #dbg_value(ptr %94, !2483, !DIExpression(), !5031)
  %95 = load i32, ptr %41, align 8, !dbg !5034, !tbaa !949
    #dbg_value(i32 %95, !2484, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !5031)
  %96 = getelementptr inbounds i8, ptr %94, i64 88, !dbg !5035
  %97 = load ptr, ptr %96, align 8, !dbg !5035, !tbaa !1310
  %98 = sext i32 %95 to i64, !dbg !5036
  %99 = getelementptr i8, ptr %97, i64 %98, !dbg !5036
  %100 = getelementptr i8, ptr %99, i64 -1, !dbg !5036
  %101 = load i8, ptr %100, align 1, !dbg !5036, !tbaa !876
  %102 = icmp eq i8 %101, -128, !dbg !5037
  br i1 %102, label %111, label %103, !dbg !5038

103:                                              ; preds = %92
  %104 = sext i8 %101 to i32, !dbg !5036
  %105 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !5039
  %106 = load i32, ptr %105, align 8, !dbg !5040, !tbaa !1280
  %107 = sub nsw i32 %106, %104, !dbg !5040
  store i32 %107, ptr %105, align 8, !dbg !5040, !tbaa !1280
  %108 = getelementptr inbounds i8, ptr %0, i64 69, !dbg !5041
  %109 = load i8, ptr %108, align 1, !dbg !5042, !tbaa !1290
  %110 = add i8 %109, -1, !dbg !5042
  store i8 %110, ptr %108, align 1, !dbg !5042, !tbaa !1290
  br label %116, !dbg !5043

111:                                              ; preds = %92
  %112 = getelementptr inbounds i8, ptr %0, i64 52, !dbg !5044
  %113 = load i32, ptr %112, align 4, !dbg !5045, !tbaa !1296
  %114 = add nsw i32 %113, -1, !dbg !5045
  store i32 %114, ptr %112, align 4, !dbg !5045, !tbaa !1296
  %115 = getelementptr inbounds i8, ptr %0, i64 69, !dbg !5046
  store i8 -127, ptr %115, align 1, !dbg !5047, !tbaa !1290
  br label %116

116:                                              ; preds = %103, %111
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef nonnull %94, i32 noundef %6), !dbg !5048
    #dbg_value(ptr %0, !982, !DIExpression(), !5049)
    #dbg_value(i32 %7, !987, !DIExpression(), !5049)
    #dbg_value(i32 %29, !988, !DIExpression(), !5049)
    #dbg_value(i32 %4, !989, !DIExpression(), !5049)
    #dbg_value(i32 %8, !990, !DIExpression(), !5049)
    #dbg_value(i32 %5, !991, !DIExpression(), !5049)
  %117 = shl i32 %29, 7, !dbg !5051
  %118 = shl i32 %4, 16, !dbg !5051
  %119 = shl i32 %8, 24, !dbg !5051
  %120 = shl i32 %5, 15, !dbg !5051
  %121 = or i32 %120, %118, !dbg !5051
  %122 = or i32 %121, %7, !dbg !5051
  %123 = or i32 %122, %119, !dbg !5051
  %124 = or i32 %123, %117, !dbg !5051
    #dbg_value(ptr %0, !995, !DIExpression(), !5052)
    #dbg_value(i32 %124, !1000, !DIExpression(), !5052)
  %125 = load ptr, ptr %0, align 8, !dbg !5054, !tbaa !955
    #dbg_value(ptr %125, !1001, !DIExpression(), !5052)
  %126 = load ptr, ptr %35, align 8, !dbg !5055, !tbaa !890
  %127 = getelementptr inbounds i8, ptr %126, i64 56, !dbg !5055
  %128 = load ptr, ptr %127, align 8, !dbg !5055, !tbaa !1006
  %129 = getelementptr inbounds i8, ptr %125, i64 64, !dbg !5055
  %130 = load ptr, ptr %129, align 8, !dbg !5055, !tbaa !957
  %131 = load i32, ptr %41, align 8, !dbg !5055, !tbaa !949
  %132 = getelementptr inbounds i8, ptr %125, i64 24, !dbg !5055
  %133 = tail call ptr @luaM_growaux_(ptr noundef %128, ptr noundef %130, i32 noundef %131, ptr noundef nonnull %132, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13, !dbg !5055
  store ptr %133, ptr %129, align 8, !dbg !5055, !tbaa !957
  %134 = load i32, ptr %41, align 8, !dbg !5056, !tbaa !949
  %135 = add nsw i32 %134, 1, !dbg !5056
  store i32 %135, ptr %41, align 8, !dbg !5056, !tbaa !949
  %136 = sext i32 %134 to i64, !dbg !5057
  %137 = getelementptr inbounds i32, ptr %133, i64 %136, !dbg !5057
  store i32 %124, ptr %137, align 4, !dbg !5058, !tbaa !963
  %138 = load ptr, ptr %35, align 8, !dbg !5059, !tbaa !890
  %139 = getelementptr inbounds i8, ptr %138, i64 8, !dbg !5060
  %140 = load i32, ptr %139, align 8, !dbg !5060, !tbaa !1012
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %125, i32 noundef %140), !dbg !5061
  %141 = load i32, ptr %41, align 8, !dbg !5062, !tbaa !949
    #dbg_value(ptr %0, !2912, !DIExpression(), !5063)
    #dbg_value(i32 %6, !2915, !DIExpression(), !5063)
    #dbg_value(ptr %0, !2480, !DIExpression(), !5065)
  %142 = load ptr, ptr %0, align 8, !dbg !5067, !tbaa !955
    #dbg_value(ptr %142, !2483, !DIExpression(), !5065)
    #dbg_value(i32 %141, !2484, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !5065)
  %143 = getelementptr inbounds i8, ptr %142, i64 88, !dbg !5068
  %144 = load ptr, ptr %143, align 8, !dbg !5068, !tbaa !1310
  %145 = sext i32 %141 to i64, !dbg !5069
  %146 = getelementptr i8, ptr %144, i64 %145, !dbg !5069
  %147 = getelementptr i8, ptr %146, i64 -1, !dbg !5069
  %148 = load i8, ptr %147, align 1, !dbg !5069, !tbaa !876
  %149 = icmp eq i8 %148, -128, !dbg !5070
  br i1 %149, label %158, label %150, !dbg !5071

150:                                              ; preds = %116
  %151 = sext i8 %148 to i32, !dbg !5069
  %152 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !5072
  %153 = load i32, ptr %152, align 8, !dbg !5073, !tbaa !1280
  %154 = sub nsw i32 %153, %151, !dbg !5073
  store i32 %154, ptr %152, align 8, !dbg !5073, !tbaa !1280
  %155 = getelementptr inbounds i8, ptr %0, i64 69, !dbg !5074
  %156 = load i8, ptr %155, align 1, !dbg !5075, !tbaa !1290
  %157 = add i8 %156, -1, !dbg !5075
  store i8 %157, ptr %155, align 1, !dbg !5075, !tbaa !1290
  br label %163, !dbg !5076

158:                                              ; preds = %116
  %159 = getelementptr inbounds i8, ptr %0, i64 52, !dbg !5077
  %160 = load i32, ptr %159, align 4, !dbg !5078, !tbaa !1296
  %161 = add nsw i32 %160, -1, !dbg !5078
  store i32 %161, ptr %159, align 4, !dbg !5078, !tbaa !1296
  %162 = getelementptr inbounds i8, ptr %0, i64 69, !dbg !5079
  store i8 -127, ptr %162, align 1, !dbg !5080, !tbaa !1290
  br label %163

163:                                              ; preds = %150, %158
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef nonnull %142, i32 noundef %6), !dbg !5081
  ret void, !dbg !5082
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #11

attributes #0 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { noreturn nounwind }
attributes #13 = { nounwind }

!llvm.dbg.cu = !{!576}
!llvm.module.flags = !{!815, !816, !817, !818, !819, !820, !821}
!llvm.ident = !{!822}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 385, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/lua/lcode.c", directory: ".", checksumkind: CSK_MD5, checksum: "dbfb71d67a50fff69b3c98c990b741b4")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 471, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 48)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "ef", scope: !14, file: !2, line: 1616, type: !814, isLocal: true, isDefinition: true)
!14 = distinct !DISubprogram(name: "luaK_prefix", scope: !2, file: !2, line: 1615, type: !15, scopeLine: 1615, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !809)
!15 = !DISubroutineType(types: !16)
!16 = !{null, !17, !520, !529, !44}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "FuncState", file: !19, line: 163, baseType: !20)
!19 = !DIFile(filename: "src/lua/lparser.h", directory: ".", checksumkind: CSK_MD5, checksum: "2e004418d1e4df57f128ae0ded08354f")
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "FuncState", file: !19, line: 144, size: 576, elements: !21)
!21 = !{!22, !407, !409, !503, !506, !507, !508, !509, !510, !511, !512, !513, !514, !515, !516, !517, !518, !519}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !20, file: !19, line: 145, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "Proto", file: !25, line: 573, baseType: !26)
!25 = !DIFile(filename: "src/lua/lobject.h", directory: ".", checksumkind: CSK_MD5, checksum: "aea49a507ea3586a933fcf888e0c1530")
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Proto", file: !25, line: 550, size: 1024, elements: !27)
!27 = !{!28, !38, !39, !40, !41, !42, !43, !45, !46, !47, !48, !49, !50, !51, !52, !53, !372, !374, !377, !386, !390, !397, !405, !406}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !26, file: !25, line: 551, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "GCObject", file: !25, line: 292, size: 128, elements: !31)
!31 = !{!32, !33, !37}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !30, file: !25, line: 293, baseType: !29, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !30, file: !25, line: 293, baseType: !34, size: 8, offset: 64)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_byte", file: !35, line: 36, baseType: !36)
!35 = !DIFile(filename: "src/lua/llimits.h", directory: ".", checksumkind: CSK_MD5, checksum: "f70379667ce169a2840c3c885517102a")
!36 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !30, file: !25, line: 293, baseType: !34, size: 8, offset: 72)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !26, file: !25, line: 551, baseType: !34, size: 8, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !26, file: !25, line: 551, baseType: !34, size: 8, offset: 72)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "numparams", scope: !26, file: !25, line: 552, baseType: !34, size: 8, offset: 80)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "is_vararg", scope: !26, file: !25, line: 553, baseType: !34, size: 8, offset: 88)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "maxstacksize", scope: !26, file: !25, line: 554, baseType: !34, size: 8, offset: 96)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "sizeupvalues", scope: !26, file: !25, line: 555, baseType: !44, size: 32, offset: 128)
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "sizek", scope: !26, file: !25, line: 556, baseType: !44, size: 32, offset: 160)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "sizecode", scope: !26, file: !25, line: 557, baseType: !44, size: 32, offset: 192)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "sizelineinfo", scope: !26, file: !25, line: 558, baseType: !44, size: 32, offset: 224)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "sizep", scope: !26, file: !25, line: 559, baseType: !44, size: 32, offset: 256)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "sizelocvars", scope: !26, file: !25, line: 560, baseType: !44, size: 32, offset: 288)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "sizeabslineinfo", scope: !26, file: !25, line: 561, baseType: !44, size: 32, offset: 320)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !26, file: !25, line: 562, baseType: !44, size: 32, offset: 352)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !26, file: !25, line: 563, baseType: !44, size: 32, offset: 384)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !26, file: !25, line: 564, baseType: !54, size: 64, offset: 448)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "TValue", file: !25, line: 69, baseType: !56)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TValue", file: !25, line: 67, size: 128, elements: !57)
!57 = !{!58, !371}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !56, file: !25, line: 68, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "Value", file: !25, line: 57, baseType: !60)
!60 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Value", file: !25, line: 49, size: 64, elements: !61)
!61 = !{!62, !63, !65, !364, !367, !370}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !60, file: !25, line: 50, baseType: !29, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !60, file: !25, line: 51, baseType: !64, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !60, file: !25, line: 52, baseType: !66, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !67, line: 106, baseType: !68)
!67 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DISubroutineType(types: !70)
!70 = !{!44, !71}
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !67, line: 57, baseType: !73)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !74, line: 309, size: 1600, elements: !75)
!74 = !DIFile(filename: "src/lua/lstate.h", directory: ".", checksumkind: CSK_MD5, checksum: "edd1473ca499831d12a0476e1db0587d")
!75 = !{!76, !77, !78, !79, !80, !81, !83, !104, !240, !295, !296, !297, !321, !322, !323, !324, !327, !328, !358, !359, !360, !361, !362, !363}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !73, file: !74, line: 310, baseType: !29, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !73, file: !74, line: 310, baseType: !34, size: 8, offset: 64)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !73, file: !74, line: 310, baseType: !34, size: 8, offset: 72)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !73, file: !74, line: 311, baseType: !34, size: 8, offset: 80)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "allowhook", scope: !73, file: !74, line: 312, baseType: !34, size: 8, offset: 88)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "nci", scope: !73, file: !74, line: 313, baseType: !82, size: 16, offset: 96)
!82 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !73, file: !74, line: 314, baseType: !84, size: 64, offset: 128)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkIdRel", file: !25, line: 168, baseType: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !25, line: 165, size: 64, elements: !86)
!86 = !{!87, !100}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !85, file: !25, line: 166, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkId", file: !25, line: 158, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "StackValue", file: !25, line: 154, baseType: !91)
!91 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "StackValue", file: !25, line: 148, size: 128, elements: !92)
!92 = !{!93, !94}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !91, file: !25, line: 149, baseType: !55, size: 128)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !91, file: !25, line: 153, baseType: !95, size: 128)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !91, file: !25, line: 150, size: 128, elements: !96)
!96 = !{!97, !98, !99}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !95, file: !25, line: 151, baseType: !59, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !95, file: !25, line: 151, baseType: !34, size: 8, offset: 64)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !95, file: !25, line: 152, baseType: !82, size: 16, offset: 80)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !85, file: !25, line: 167, baseType: !101, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !102, line: 18, baseType: !103)
!102 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!103 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "l_G", scope: !73, file: !74, line: 315, baseType: !105, size: 64, offset: 192)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "global_State", file: !74, line: 303, baseType: !107)
!107 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "global_State", file: !74, line: 254, size: 11328, elements: !108)
!108 = !{!109, !117, !118, !120, !121, !123, !124, !153, !154, !155, !156, !157, !158, !159, !160, !161, !162, !163, !164, !165, !166, !167, !170, !172, !173, !174, !175, !176, !177, !178, !179, !180, !181, !182, !183, !184, !185, !186, !187, !189, !190, !191, !192, !196, !227, !232, !239}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "frealloc", scope: !107, file: !74, line: 255, baseType: !110, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Alloc", file: !67, line: 125, baseType: !111)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DISubroutineType(types: !113)
!113 = !{!64, !64, !64, !114, !114}
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !115, line: 18, baseType: !116)
!115 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!116 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "ud", scope: !107, file: !74, line: 256, baseType: !64, size: 64, offset: 64)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "totalbytes", scope: !107, file: !74, line: 257, baseType: !119, size: 64, offset: 128)
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_mem", file: !35, line: 28, baseType: !101)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "GCdebt", scope: !107, file: !74, line: 258, baseType: !119, size: 64, offset: 192)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "GCestimate", scope: !107, file: !74, line: 259, baseType: !122, size: 64, offset: 256)
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_mem", file: !35, line: 27, baseType: !114)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "lastatomic", scope: !107, file: !74, line: 260, baseType: !122, size: 64, offset: 320)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "strt", scope: !107, file: !74, line: 261, baseType: !125, size: 128, offset: 384)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "stringtable", file: !74, line: 159, baseType: !126)
!126 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stringtable", file: !74, line: 155, size: 128, elements: !127)
!127 = !{!128, !151, !152}
!128 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !126, file: !74, line: 156, baseType: !129, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "TString", file: !25, line: 396, baseType: !132)
!132 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TString", file: !25, line: 386, size: 256, elements: !133)
!133 = !{!134, !135, !136, !137, !138, !139, !141, !147}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !132, file: !25, line: 387, baseType: !29, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !132, file: !25, line: 387, baseType: !34, size: 8, offset: 64)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !132, file: !25, line: 387, baseType: !34, size: 8, offset: 72)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !132, file: !25, line: 388, baseType: !34, size: 8, offset: 80)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "shrlen", scope: !132, file: !25, line: 389, baseType: !34, size: 8, offset: 88)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !132, file: !25, line: 390, baseType: !140, size: 32, offset: 96)
!140 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !132, file: !25, line: 394, baseType: !142, size: 64, offset: 128)
!142 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !132, file: !25, line: 391, size: 64, elements: !143)
!143 = !{!144, !145}
!144 = !DIDerivedType(tag: DW_TAG_member, name: "lnglen", scope: !142, file: !25, line: 392, baseType: !114, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "hnext", scope: !142, file: !25, line: 393, baseType: !146, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "contents", scope: !132, file: !25, line: 395, baseType: !148, size: 8, offset: 192)
!148 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !149)
!149 = !{!150}
!150 = !DISubrange(count: 1)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "nuse", scope: !126, file: !74, line: 157, baseType: !44, size: 32, offset: 64)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !126, file: !74, line: 158, baseType: !44, size: 32, offset: 96)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "l_registry", scope: !107, file: !74, line: 262, baseType: !55, size: 128, offset: 512)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "nilvalue", scope: !107, file: !74, line: 263, baseType: !55, size: 128, offset: 640)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "seed", scope: !107, file: !74, line: 264, baseType: !140, size: 32, offset: 768)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "currentwhite", scope: !107, file: !74, line: 265, baseType: !34, size: 8, offset: 800)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "gcstate", scope: !107, file: !74, line: 266, baseType: !34, size: 8, offset: 808)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "gckind", scope: !107, file: !74, line: 267, baseType: !34, size: 8, offset: 816)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "gcstopem", scope: !107, file: !74, line: 268, baseType: !34, size: 8, offset: 824)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "genminormul", scope: !107, file: !74, line: 269, baseType: !34, size: 8, offset: 832)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "genmajormul", scope: !107, file: !74, line: 270, baseType: !34, size: 8, offset: 840)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "gcstp", scope: !107, file: !74, line: 271, baseType: !34, size: 8, offset: 848)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "gcemergency", scope: !107, file: !74, line: 272, baseType: !34, size: 8, offset: 856)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "gcpause", scope: !107, file: !74, line: 273, baseType: !34, size: 8, offset: 864)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepmul", scope: !107, file: !74, line: 274, baseType: !34, size: 8, offset: 872)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepsize", scope: !107, file: !74, line: 275, baseType: !34, size: 8, offset: 880)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "allgc", scope: !107, file: !74, line: 276, baseType: !168, size: 64, offset: 896)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64)
!169 = !DIDerivedType(tag: DW_TAG_typedef, name: "GCObject", file: !25, line: 294, baseType: !30)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "sweepgc", scope: !107, file: !74, line: 277, baseType: !171, size: 64, offset: 960)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "finobj", scope: !107, file: !74, line: 278, baseType: !168, size: 64, offset: 1024)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "gray", scope: !107, file: !74, line: 279, baseType: !168, size: 64, offset: 1088)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "grayagain", scope: !107, file: !74, line: 280, baseType: !168, size: 64, offset: 1152)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !107, file: !74, line: 281, baseType: !168, size: 64, offset: 1216)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "ephemeron", scope: !107, file: !74, line: 282, baseType: !168, size: 64, offset: 1280)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "allweak", scope: !107, file: !74, line: 283, baseType: !168, size: 64, offset: 1344)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "tobefnz", scope: !107, file: !74, line: 284, baseType: !168, size: 64, offset: 1408)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "fixedgc", scope: !107, file: !74, line: 285, baseType: !168, size: 64, offset: 1472)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "survival", scope: !107, file: !74, line: 287, baseType: !168, size: 64, offset: 1536)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "old1", scope: !107, file: !74, line: 288, baseType: !168, size: 64, offset: 1600)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "reallyold", scope: !107, file: !74, line: 289, baseType: !168, size: 64, offset: 1664)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "firstold1", scope: !107, file: !74, line: 290, baseType: !168, size: 64, offset: 1728)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "finobjsur", scope: !107, file: !74, line: 291, baseType: !168, size: 64, offset: 1792)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "finobjold1", scope: !107, file: !74, line: 292, baseType: !168, size: 64, offset: 1856)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "finobjrold", scope: !107, file: !74, line: 293, baseType: !168, size: 64, offset: 1920)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !107, file: !74, line: 294, baseType: !188, size: 64, offset: 1984)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "panic", scope: !107, file: !74, line: 295, baseType: !66, size: 64, offset: 2048)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "mainthread", scope: !107, file: !74, line: 296, baseType: !188, size: 64, offset: 2112)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "memerrmsg", scope: !107, file: !74, line: 297, baseType: !130, size: 64, offset: 2176)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "tmname", scope: !107, file: !74, line: 298, baseType: !193, size: 1600, offset: 2240)
!193 = !DICompositeType(tag: DW_TAG_array_type, baseType: !130, size: 1600, elements: !194)
!194 = !{!195}
!195 = !DISubrange(count: 25)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "mt", scope: !107, file: !74, line: 299, baseType: !197, size: 576, offset: 3840)
!197 = !DICompositeType(tag: DW_TAG_array_type, baseType: !198, size: 576, elements: !225)
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !199, size: 64)
!199 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Table", file: !25, line: 737, size: 448, elements: !200)
!200 = !{!201, !202, !203, !204, !205, !206, !207, !208, !222, !223, !224}
!201 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !199, file: !25, line: 738, baseType: !29, size: 64)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !199, file: !25, line: 738, baseType: !34, size: 8, offset: 64)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !199, file: !25, line: 738, baseType: !34, size: 8, offset: 72)
!204 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !199, file: !25, line: 739, baseType: !34, size: 8, offset: 80)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "lsizenode", scope: !199, file: !25, line: 740, baseType: !34, size: 8, offset: 88)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "alimit", scope: !199, file: !25, line: 741, baseType: !140, size: 32, offset: 96)
!207 = !DIDerivedType(tag: DW_TAG_member, name: "array", scope: !199, file: !25, line: 742, baseType: !54, size: 64, offset: 128)
!208 = !DIDerivedType(tag: DW_TAG_member, name: "node", scope: !199, file: !25, line: 743, baseType: !209, size: 64, offset: 192)
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !210, size: 64)
!210 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !25, line: 707, baseType: !211)
!211 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Node", file: !25, line: 699, size: 192, elements: !212)
!212 = !{!213, !221}
!213 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !211, file: !25, line: 705, baseType: !214, size: 192)
!214 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NodeKey", file: !25, line: 700, size: 192, elements: !215)
!215 = !{!216, !217, !218, !219, !220}
!216 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !214, file: !25, line: 701, baseType: !59, size: 64)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !214, file: !25, line: 701, baseType: !34, size: 8, offset: 64)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "key_tt", scope: !214, file: !25, line: 702, baseType: !34, size: 8, offset: 72)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !214, file: !25, line: 703, baseType: !44, size: 32, offset: 96)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "key_val", scope: !214, file: !25, line: 704, baseType: !59, size: 64, offset: 128)
!221 = !DIDerivedType(tag: DW_TAG_member, name: "i_val", scope: !211, file: !25, line: 706, baseType: !55, size: 128)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "lastfree", scope: !199, file: !25, line: 744, baseType: !209, size: 64, offset: 256)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !199, file: !25, line: 745, baseType: !198, size: 64, offset: 320)
!224 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !199, file: !25, line: 746, baseType: !168, size: 64, offset: 384)
!225 = !{!226}
!226 = !DISubrange(count: 9)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "strcache", scope: !107, file: !74, line: 300, baseType: !228, size: 6784, offset: 4416)
!228 = !DICompositeType(tag: DW_TAG_array_type, baseType: !130, size: 6784, elements: !229)
!229 = !{!230, !231}
!230 = !DISubrange(count: 53)
!231 = !DISubrange(count: 2)
!232 = !DIDerivedType(tag: DW_TAG_member, name: "warnf", scope: !107, file: !74, line: 301, baseType: !233, size: 64, offset: 11200)
!233 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_WarnFunction", file: !67, line: 131, baseType: !234)
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !235, size: 64)
!235 = !DISubroutineType(types: !236)
!236 = !{null, !64, !237, !44}
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !238, size: 64)
!238 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!239 = !DIDerivedType(tag: DW_TAG_member, name: "ud_warn", scope: !107, file: !74, line: 302, baseType: !64, size: 64, offset: 11264)
!240 = !DIDerivedType(tag: DW_TAG_member, name: "ci", scope: !73, file: !74, line: 316, baseType: !241, size: 64, offset: 256)
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !242, size: 64)
!242 = !DIDerivedType(tag: DW_TAG_typedef, name: "CallInfo", file: !74, line: 14, baseType: !243)
!243 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CallInfo", file: !74, line: 177, size: 512, elements: !244)
!244 = !{!245, !246, !247, !249, !250, !281, !292, !294}
!245 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !243, file: !74, line: 178, baseType: !84, size: 64)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !243, file: !74, line: 179, baseType: !84, size: 64, offset: 64)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !243, file: !74, line: 180, baseType: !248, size: 64, offset: 128)
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !243, size: 64)
!249 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !243, file: !74, line: 180, baseType: !248, size: 64, offset: 192)
!250 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !243, file: !74, line: 192, baseType: !251, size: 192, offset: 256)
!251 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !243, file: !74, line: 181, size: 192, elements: !252)
!252 = !{!253, !268}
!253 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !251, file: !74, line: 186, baseType: !254, size: 128)
!254 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !251, file: !74, line: 182, size: 128, elements: !255)
!255 = !{!256, !261, !267}
!256 = !DIDerivedType(tag: DW_TAG_member, name: "savedpc", scope: !254, file: !74, line: 183, baseType: !257, size: 64)
!257 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !258, size: 64)
!258 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !259)
!259 = !DIDerivedType(tag: DW_TAG_typedef, name: "Instruction", file: !35, line: 205, baseType: !260)
!260 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_uint32", file: !35, line: 200, baseType: !140)
!261 = !DIDerivedType(tag: DW_TAG_member, name: "trap", scope: !254, file: !74, line: 184, baseType: !262, size: 32, offset: 64)
!262 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !263)
!263 = !DIDerivedType(tag: DW_TAG_typedef, name: "sig_atomic_t", file: !264, line: 8, baseType: !265)
!264 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/sig_atomic_t.h", directory: "", checksumkind: CSK_MD5, checksum: "d9236f7e3e7f10f53aa9d4cd97f503cf")
!265 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sig_atomic_t", file: !266, line: 215, baseType: !44)
!266 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!267 = !DIDerivedType(tag: DW_TAG_member, name: "nextraargs", scope: !254, file: !74, line: 185, baseType: !44, size: 32, offset: 96)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !251, file: !74, line: 191, baseType: !269, size: 192)
!269 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !251, file: !74, line: 187, size: 192, elements: !270)
!270 = !{!271, !279, !280}
!271 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !269, file: !74, line: 188, baseType: !272, size: 64)
!272 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !67, line: 111, baseType: !273)
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !274, size: 64)
!274 = !DISubroutineType(types: !275)
!275 = !{!44, !71, !44, !276}
!276 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !67, line: 100, baseType: !277)
!277 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !278, line: 87, baseType: !103)
!278 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!279 = !DIDerivedType(tag: DW_TAG_member, name: "old_errfunc", scope: !269, file: !74, line: 189, baseType: !101, size: 64, offset: 64)
!280 = !DIDerivedType(tag: DW_TAG_member, name: "ctx", scope: !269, file: !74, line: 190, baseType: !276, size: 64, offset: 128)
!281 = !DIDerivedType(tag: DW_TAG_member, name: "u2", scope: !243, file: !74, line: 201, baseType: !282, size: 32, offset: 448)
!282 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !243, file: !74, line: 193, size: 32, elements: !283)
!283 = !{!284, !285, !286, !287}
!284 = !DIDerivedType(tag: DW_TAG_member, name: "funcidx", scope: !282, file: !74, line: 194, baseType: !44, size: 32)
!285 = !DIDerivedType(tag: DW_TAG_member, name: "nyield", scope: !282, file: !74, line: 195, baseType: !44, size: 32)
!286 = !DIDerivedType(tag: DW_TAG_member, name: "nres", scope: !282, file: !74, line: 196, baseType: !44, size: 32)
!287 = !DIDerivedType(tag: DW_TAG_member, name: "transferinfo", scope: !282, file: !74, line: 200, baseType: !288, size: 32)
!288 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !282, file: !74, line: 197, size: 32, elements: !289)
!289 = !{!290, !291}
!290 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !288, file: !74, line: 198, baseType: !82, size: 16)
!291 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !288, file: !74, line: 199, baseType: !82, size: 16, offset: 16)
!292 = !DIDerivedType(tag: DW_TAG_member, name: "nresults", scope: !243, file: !74, line: 202, baseType: !293, size: 16, offset: 480)
!293 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "callstatus", scope: !243, file: !74, line: 203, baseType: !82, size: 16, offset: 496)
!295 = !DIDerivedType(tag: DW_TAG_member, name: "stack_last", scope: !73, file: !74, line: 317, baseType: !84, size: 64, offset: 320)
!296 = !DIDerivedType(tag: DW_TAG_member, name: "stack", scope: !73, file: !74, line: 318, baseType: !84, size: 64, offset: 384)
!297 = !DIDerivedType(tag: DW_TAG_member, name: "openupval", scope: !73, file: !74, line: 319, baseType: !298, size: 64, offset: 448)
!298 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !299, size: 64)
!299 = !DIDerivedType(tag: DW_TAG_typedef, name: "UpVal", file: !25, line: 640, baseType: !300)
!300 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "UpVal", file: !25, line: 627, size: 320, elements: !301)
!301 = !{!302, !303, !304, !305, !310}
!302 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !300, file: !25, line: 628, baseType: !29, size: 64)
!303 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !300, file: !25, line: 628, baseType: !34, size: 8, offset: 64)
!304 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !300, file: !25, line: 628, baseType: !34, size: 8, offset: 72)
!305 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !300, file: !25, line: 632, baseType: !306, size: 64, offset: 128)
!306 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !300, file: !25, line: 629, size: 64, elements: !307)
!307 = !{!308, !309}
!308 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !306, file: !25, line: 630, baseType: !54, size: 64)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !306, file: !25, line: 631, baseType: !101, size: 64)
!310 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !300, file: !25, line: 639, baseType: !311, size: 128, offset: 192)
!311 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !300, file: !25, line: 633, size: 128, elements: !312)
!312 = !{!313, !320}
!313 = !DIDerivedType(tag: DW_TAG_member, name: "open", scope: !311, file: !25, line: 637, baseType: !314, size: 128)
!314 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !311, file: !25, line: 634, size: 128, elements: !315)
!315 = !{!316, !318}
!316 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !314, file: !25, line: 635, baseType: !317, size: 64)
!317 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !300, size: 64)
!318 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !314, file: !25, line: 636, baseType: !319, size: 64, offset: 64)
!319 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !317, size: 64)
!320 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !311, file: !25, line: 638, baseType: !55, size: 128)
!321 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !73, file: !74, line: 320, baseType: !84, size: 64, offset: 512)
!322 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !73, file: !74, line: 321, baseType: !168, size: 64, offset: 576)
!323 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !73, file: !74, line: 322, baseType: !188, size: 64, offset: 640)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "errorJmp", scope: !73, file: !74, line: 323, baseType: !325, size: 64, offset: 704)
!325 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !326, size: 64)
!326 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_longjmp", file: !74, line: 122, flags: DIFlagFwdDecl)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "base_ci", scope: !73, file: !74, line: 324, baseType: !242, size: 512, offset: 768)
!328 = !DIDerivedType(tag: DW_TAG_member, name: "hook", scope: !73, file: !74, line: 325, baseType: !329, size: 64, offset: 1280)
!329 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !330)
!330 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Hook", file: !67, line: 143, baseType: !331)
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !332, size: 64)
!332 = !DISubroutineType(types: !333)
!333 = !{null, !71, !334}
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !335, size: 64)
!335 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Debug", file: !67, line: 137, baseType: !336)
!336 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_Debug", file: !67, line: 475, size: 1088, elements: !337)
!337 = !{!338, !339, !340, !341, !342, !343, !344, !345, !346, !347, !348, !349, !350, !351, !352, !353, !357}
!338 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !336, file: !67, line: 476, baseType: !44, size: 32)
!339 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !336, file: !67, line: 477, baseType: !237, size: 64, offset: 64)
!340 = !DIDerivedType(tag: DW_TAG_member, name: "namewhat", scope: !336, file: !67, line: 478, baseType: !237, size: 64, offset: 128)
!341 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !336, file: !67, line: 479, baseType: !237, size: 64, offset: 192)
!342 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !336, file: !67, line: 480, baseType: !237, size: 64, offset: 256)
!343 = !DIDerivedType(tag: DW_TAG_member, name: "srclen", scope: !336, file: !67, line: 481, baseType: !114, size: 64, offset: 320)
!344 = !DIDerivedType(tag: DW_TAG_member, name: "currentline", scope: !336, file: !67, line: 482, baseType: !44, size: 32, offset: 384)
!345 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !336, file: !67, line: 483, baseType: !44, size: 32, offset: 416)
!346 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !336, file: !67, line: 484, baseType: !44, size: 32, offset: 448)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !336, file: !67, line: 485, baseType: !36, size: 8, offset: 480)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "nparams", scope: !336, file: !67, line: 486, baseType: !36, size: 8, offset: 488)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "isvararg", scope: !336, file: !67, line: 487, baseType: !4, size: 8, offset: 496)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "istailcall", scope: !336, file: !67, line: 488, baseType: !4, size: 8, offset: 504)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !336, file: !67, line: 489, baseType: !82, size: 16, offset: 512)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !336, file: !67, line: 490, baseType: !82, size: 16, offset: 528)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "short_src", scope: !336, file: !67, line: 491, baseType: !354, size: 480, offset: 544)
!354 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 480, elements: !355)
!355 = !{!356}
!356 = !DISubrange(count: 60)
!357 = !DIDerivedType(tag: DW_TAG_member, name: "i_ci", scope: !336, file: !67, line: 493, baseType: !248, size: 64, offset: 1024)
!358 = !DIDerivedType(tag: DW_TAG_member, name: "errfunc", scope: !73, file: !74, line: 326, baseType: !101, size: 64, offset: 1344)
!359 = !DIDerivedType(tag: DW_TAG_member, name: "nCcalls", scope: !73, file: !74, line: 327, baseType: !260, size: 32, offset: 1408)
!360 = !DIDerivedType(tag: DW_TAG_member, name: "oldpc", scope: !73, file: !74, line: 328, baseType: !44, size: 32, offset: 1440)
!361 = !DIDerivedType(tag: DW_TAG_member, name: "basehookcount", scope: !73, file: !74, line: 329, baseType: !44, size: 32, offset: 1472)
!362 = !DIDerivedType(tag: DW_TAG_member, name: "hookcount", scope: !73, file: !74, line: 330, baseType: !44, size: 32, offset: 1504)
!363 = !DIDerivedType(tag: DW_TAG_member, name: "hookmask", scope: !73, file: !74, line: 331, baseType: !262, size: 32, offset: 1536)
!364 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !60, file: !25, line: 53, baseType: !365, size: 64)
!365 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !67, line: 94, baseType: !366)
!366 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!367 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !60, file: !25, line: 54, baseType: !368, size: 64)
!368 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !67, line: 90, baseType: !369)
!369 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!370 = !DIDerivedType(tag: DW_TAG_member, name: "ub", scope: !60, file: !25, line: 56, baseType: !34, size: 8)
!371 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !56, file: !25, line: 68, baseType: !34, size: 8, offset: 64)
!372 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !26, file: !25, line: 565, baseType: !373, size: 64, offset: 512)
!373 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !259, size: 64)
!374 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !26, file: !25, line: 566, baseType: !375, size: 64, offset: 576)
!375 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !376, size: 64)
!376 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!377 = !DIDerivedType(tag: DW_TAG_member, name: "upvalues", scope: !26, file: !25, line: 567, baseType: !378, size: 64, offset: 640)
!378 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !379, size: 64)
!379 = !DIDerivedType(tag: DW_TAG_typedef, name: "Upvaldesc", file: !25, line: 518, baseType: !380)
!380 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Upvaldesc", file: !25, line: 513, size: 128, elements: !381)
!381 = !{!382, !383, !384, !385}
!382 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !380, file: !25, line: 514, baseType: !130, size: 64)
!383 = !DIDerivedType(tag: DW_TAG_member, name: "instack", scope: !380, file: !25, line: 515, baseType: !34, size: 8, offset: 64)
!384 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !380, file: !25, line: 516, baseType: !34, size: 8, offset: 72)
!385 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !380, file: !25, line: 517, baseType: !34, size: 8, offset: 80)
!386 = !DIDerivedType(tag: DW_TAG_member, name: "lineinfo", scope: !26, file: !25, line: 568, baseType: !387, size: 64, offset: 704)
!387 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !388, size: 64)
!388 = !DIDerivedType(tag: DW_TAG_typedef, name: "ls_byte", file: !35, line: 37, baseType: !389)
!389 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!390 = !DIDerivedType(tag: DW_TAG_member, name: "abslineinfo", scope: !26, file: !25, line: 569, baseType: !391, size: 64, offset: 768)
!391 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !392, size: 64)
!392 = !DIDerivedType(tag: DW_TAG_typedef, name: "AbsLineInfo", file: !25, line: 545, baseType: !393)
!393 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "AbsLineInfo", file: !25, line: 542, size: 64, elements: !394)
!394 = !{!395, !396}
!395 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !393, file: !25, line: 543, baseType: !44, size: 32)
!396 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !393, file: !25, line: 544, baseType: !44, size: 32, offset: 32)
!397 = !DIDerivedType(tag: DW_TAG_member, name: "locvars", scope: !26, file: !25, line: 570, baseType: !398, size: 64, offset: 832)
!398 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !399, size: 64)
!399 = !DIDerivedType(tag: DW_TAG_typedef, name: "LocVar", file: !25, line: 529, baseType: !400)
!400 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LocVar", file: !25, line: 525, size: 128, elements: !401)
!401 = !{!402, !403, !404}
!402 = !DIDerivedType(tag: DW_TAG_member, name: "varname", scope: !400, file: !25, line: 526, baseType: !130, size: 64)
!403 = !DIDerivedType(tag: DW_TAG_member, name: "startpc", scope: !400, file: !25, line: 527, baseType: !44, size: 32, offset: 64)
!404 = !DIDerivedType(tag: DW_TAG_member, name: "endpc", scope: !400, file: !25, line: 528, baseType: !44, size: 32, offset: 96)
!405 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !26, file: !25, line: 571, baseType: !130, size: 64, offset: 896)
!406 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !26, file: !25, line: 572, baseType: !168, size: 64, offset: 960)
!407 = !DIDerivedType(tag: DW_TAG_member, name: "prev", scope: !20, file: !19, line: 146, baseType: !408, size: 64, offset: 64)
!408 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!409 = !DIDerivedType(tag: DW_TAG_member, name: "ls", scope: !20, file: !19, line: 147, baseType: !410, size: 64, offset: 128)
!410 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !411, size: 64)
!411 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LexState", file: !412, line: 64, size: 896, elements: !413)
!412 = !DIFile(filename: "src/lua/llex.h", directory: ".", checksumkind: CSK_MD5, checksum: "da06f8f4d5cae5a2a65fa68f35a93cca")
!413 = !{!414, !415, !416, !417, !429, !430, !431, !432, !448, !457, !460, !501, !502}
!414 = !DIDerivedType(tag: DW_TAG_member, name: "current", scope: !411, file: !412, line: 65, baseType: !44, size: 32)
!415 = !DIDerivedType(tag: DW_TAG_member, name: "linenumber", scope: !411, file: !412, line: 66, baseType: !44, size: 32, offset: 32)
!416 = !DIDerivedType(tag: DW_TAG_member, name: "lastline", scope: !411, file: !412, line: 67, baseType: !44, size: 32, offset: 64)
!417 = !DIDerivedType(tag: DW_TAG_member, name: "t", scope: !411, file: !412, line: 68, baseType: !418, size: 128, offset: 128)
!418 = !DIDerivedType(tag: DW_TAG_typedef, name: "Token", file: !412, line: 59, baseType: !419)
!419 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Token", file: !412, line: 56, size: 128, elements: !420)
!420 = !{!421, !422}
!421 = !DIDerivedType(tag: DW_TAG_member, name: "token", scope: !419, file: !412, line: 57, baseType: !44, size: 32)
!422 = !DIDerivedType(tag: DW_TAG_member, name: "seminfo", scope: !419, file: !412, line: 58, baseType: !423, size: 64, offset: 64)
!423 = !DIDerivedType(tag: DW_TAG_typedef, name: "SemInfo", file: !412, line: 53, baseType: !424)
!424 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !412, line: 49, size: 64, elements: !425)
!425 = !{!426, !427, !428}
!426 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !424, file: !412, line: 50, baseType: !368, size: 64)
!427 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !424, file: !412, line: 51, baseType: !365, size: 64)
!428 = !DIDerivedType(tag: DW_TAG_member, name: "ts", scope: !424, file: !412, line: 52, baseType: !130, size: 64)
!429 = !DIDerivedType(tag: DW_TAG_member, name: "lookahead", scope: !411, file: !412, line: 69, baseType: !418, size: 128, offset: 256)
!430 = !DIDerivedType(tag: DW_TAG_member, name: "fs", scope: !411, file: !412, line: 70, baseType: !408, size: 64, offset: 384)
!431 = !DIDerivedType(tag: DW_TAG_member, name: "L", scope: !411, file: !412, line: 71, baseType: !188, size: 64, offset: 448)
!432 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !411, file: !412, line: 72, baseType: !433, size: 64, offset: 512)
!433 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !434, size: 64)
!434 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZIO", file: !435, line: 18, baseType: !436)
!435 = !DIFile(filename: "src/lua/lzio.h", directory: ".", checksumkind: CSK_MD5, checksum: "00622612a9c5cd1c5e7b63f3fab5afd8")
!436 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Zio", file: !435, line: 55, size: 320, elements: !437)
!437 = !{!438, !439, !440, !446, !447}
!438 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !436, file: !435, line: 56, baseType: !114, size: 64)
!439 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !436, file: !435, line: 57, baseType: !237, size: 64, offset: 64)
!440 = !DIDerivedType(tag: DW_TAG_member, name: "reader", scope: !436, file: !435, line: 58, baseType: !441, size: 64, offset: 128)
!441 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Reader", file: !67, line: 117, baseType: !442)
!442 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !443, size: 64)
!443 = !DISubroutineType(types: !444)
!444 = !{!237, !71, !64, !445}
!445 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!446 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !436, file: !435, line: 59, baseType: !64, size: 64, offset: 192)
!447 = !DIDerivedType(tag: DW_TAG_member, name: "L", scope: !436, file: !435, line: 60, baseType: !71, size: 64, offset: 256)
!448 = !DIDerivedType(tag: DW_TAG_member, name: "buff", scope: !411, file: !412, line: 73, baseType: !449, size: 64, offset: 576)
!449 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !450, size: 64)
!450 = !DIDerivedType(tag: DW_TAG_typedef, name: "Mbuffer", file: !435, line: 27, baseType: !451)
!451 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mbuffer", file: !435, line: 23, size: 192, elements: !452)
!452 = !{!453, !455, !456}
!453 = !DIDerivedType(tag: DW_TAG_member, name: "buffer", scope: !451, file: !435, line: 24, baseType: !454, size: 64)
!454 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!455 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !451, file: !435, line: 25, baseType: !114, size: 64, offset: 64)
!456 = !DIDerivedType(tag: DW_TAG_member, name: "buffsize", scope: !451, file: !435, line: 26, baseType: !114, size: 64, offset: 128)
!457 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !411, file: !412, line: 74, baseType: !458, size: 64, offset: 640)
!458 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !459, size: 64)
!459 = !DIDerivedType(tag: DW_TAG_typedef, name: "Table", file: !25, line: 747, baseType: !199)
!460 = !DIDerivedType(tag: DW_TAG_member, name: "dyd", scope: !411, file: !412, line: 75, baseType: !461, size: 64, offset: 704)
!461 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !462, size: 64)
!462 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Dyndata", file: !19, line: 128, size: 384, elements: !463)
!463 = !{!464, !484, !500}
!464 = !DIDerivedType(tag: DW_TAG_member, name: "actvar", scope: !462, file: !19, line: 133, baseType: !465, size: 128)
!465 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !462, file: !19, line: 129, size: 128, elements: !466)
!466 = !{!467, !482, !483}
!467 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !465, file: !19, line: 130, baseType: !468, size: 64)
!468 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !469, size: 64)
!469 = !DIDerivedType(tag: DW_TAG_typedef, name: "Vardesc", file: !19, line: 105, baseType: !470)
!470 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Vardesc", file: !19, line: 96, size: 192, elements: !471)
!471 = !{!472, !481}
!472 = !DIDerivedType(tag: DW_TAG_member, name: "vd", scope: !470, file: !19, line: 103, baseType: !473, size: 192)
!473 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !470, file: !19, line: 97, size: 192, elements: !474)
!474 = !{!475, !476, !477, !478, !479, !480}
!475 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !473, file: !19, line: 98, baseType: !59, size: 64)
!476 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !473, file: !19, line: 98, baseType: !34, size: 8, offset: 64)
!477 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !473, file: !19, line: 99, baseType: !34, size: 8, offset: 72)
!478 = !DIDerivedType(tag: DW_TAG_member, name: "ridx", scope: !473, file: !19, line: 100, baseType: !34, size: 8, offset: 80)
!479 = !DIDerivedType(tag: DW_TAG_member, name: "pidx", scope: !473, file: !19, line: 101, baseType: !293, size: 16, offset: 96)
!480 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !473, file: !19, line: 102, baseType: !130, size: 64, offset: 128)
!481 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !470, file: !19, line: 104, baseType: !55, size: 128)
!482 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !465, file: !19, line: 131, baseType: !44, size: 32, offset: 64)
!483 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !465, file: !19, line: 132, baseType: !44, size: 32, offset: 96)
!484 = !DIDerivedType(tag: DW_TAG_member, name: "gt", scope: !462, file: !19, line: 134, baseType: !485, size: 128, offset: 128)
!485 = !DIDerivedType(tag: DW_TAG_typedef, name: "Labellist", file: !19, line: 124, baseType: !486)
!486 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Labellist", file: !19, line: 120, size: 128, elements: !487)
!487 = !{!488, !498, !499}
!488 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !486, file: !19, line: 121, baseType: !489, size: 64)
!489 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !490, size: 64)
!490 = !DIDerivedType(tag: DW_TAG_typedef, name: "Labeldesc", file: !19, line: 116, baseType: !491)
!491 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Labeldesc", file: !19, line: 110, size: 192, elements: !492)
!492 = !{!493, !494, !495, !496, !497}
!493 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !491, file: !19, line: 111, baseType: !130, size: 64)
!494 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !491, file: !19, line: 112, baseType: !44, size: 32, offset: 64)
!495 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !491, file: !19, line: 113, baseType: !44, size: 32, offset: 96)
!496 = !DIDerivedType(tag: DW_TAG_member, name: "nactvar", scope: !491, file: !19, line: 114, baseType: !34, size: 8, offset: 128)
!497 = !DIDerivedType(tag: DW_TAG_member, name: "close", scope: !491, file: !19, line: 115, baseType: !34, size: 8, offset: 136)
!498 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !486, file: !19, line: 122, baseType: !44, size: 32, offset: 64)
!499 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !486, file: !19, line: 123, baseType: !44, size: 32, offset: 96)
!500 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !462, file: !19, line: 135, baseType: !485, size: 128, offset: 256)
!501 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !411, file: !412, line: 76, baseType: !130, size: 64, offset: 768)
!502 = !DIDerivedType(tag: DW_TAG_member, name: "envn", scope: !411, file: !412, line: 77, baseType: !130, size: 64, offset: 832)
!503 = !DIDerivedType(tag: DW_TAG_member, name: "bl", scope: !20, file: !19, line: 148, baseType: !504, size: 64, offset: 192)
!504 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !505, size: 64)
!505 = !DICompositeType(tag: DW_TAG_structure_type, name: "BlockCnt", file: !19, line: 140, flags: DIFlagFwdDecl)
!506 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !20, file: !19, line: 149, baseType: !44, size: 32, offset: 256)
!507 = !DIDerivedType(tag: DW_TAG_member, name: "lasttarget", scope: !20, file: !19, line: 150, baseType: !44, size: 32, offset: 288)
!508 = !DIDerivedType(tag: DW_TAG_member, name: "previousline", scope: !20, file: !19, line: 151, baseType: !44, size: 32, offset: 320)
!509 = !DIDerivedType(tag: DW_TAG_member, name: "nk", scope: !20, file: !19, line: 152, baseType: !44, size: 32, offset: 352)
!510 = !DIDerivedType(tag: DW_TAG_member, name: "np", scope: !20, file: !19, line: 153, baseType: !44, size: 32, offset: 384)
!511 = !DIDerivedType(tag: DW_TAG_member, name: "nabslineinfo", scope: !20, file: !19, line: 154, baseType: !44, size: 32, offset: 416)
!512 = !DIDerivedType(tag: DW_TAG_member, name: "firstlocal", scope: !20, file: !19, line: 155, baseType: !44, size: 32, offset: 448)
!513 = !DIDerivedType(tag: DW_TAG_member, name: "firstlabel", scope: !20, file: !19, line: 156, baseType: !44, size: 32, offset: 480)
!514 = !DIDerivedType(tag: DW_TAG_member, name: "ndebugvars", scope: !20, file: !19, line: 157, baseType: !293, size: 16, offset: 512)
!515 = !DIDerivedType(tag: DW_TAG_member, name: "nactvar", scope: !20, file: !19, line: 158, baseType: !34, size: 8, offset: 528)
!516 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !20, file: !19, line: 159, baseType: !34, size: 8, offset: 536)
!517 = !DIDerivedType(tag: DW_TAG_member, name: "freereg", scope: !20, file: !19, line: 160, baseType: !34, size: 8, offset: 544)
!518 = !DIDerivedType(tag: DW_TAG_member, name: "iwthabs", scope: !20, file: !19, line: 161, baseType: !34, size: 8, offset: 552)
!519 = !DIDerivedType(tag: DW_TAG_member, name: "needclose", scope: !20, file: !19, line: 162, baseType: !34, size: 8, offset: 560)
!520 = !DIDerivedType(tag: DW_TAG_typedef, name: "UnOpr", file: !521, line: 51, baseType: !522)
!521 = !DIFile(filename: "src/lua/lcode.h", directory: ".", checksumkind: CSK_MD5, checksum: "b40107d9a968d50cfb7427585815ca5f")
!522 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "UnOpr", file: !521, line: 51, baseType: !140, size: 32, elements: !523)
!523 = !{!524, !525, !526, !527, !528}
!524 = !DIEnumerator(name: "OPR_MINUS", value: 0)
!525 = !DIEnumerator(name: "OPR_BNOT", value: 1)
!526 = !DIEnumerator(name: "OPR_NOT", value: 2)
!527 = !DIEnumerator(name: "OPR_LEN", value: 3)
!528 = !DIEnumerator(name: "OPR_NOUNOPR", value: 4)
!529 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !530, size: 64)
!530 = !DIDerivedType(tag: DW_TAG_typedef, name: "expdesc", file: !19, line: 86, baseType: !531)
!531 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "expdesc", file: !19, line: 68, size: 192, elements: !532)
!532 = !{!533, !557, !574, !575}
!533 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !531, file: !19, line: 69, baseType: !534, size: 32)
!534 = !DIDerivedType(tag: DW_TAG_typedef, name: "expkind", file: !19, line: 61, baseType: !535)
!535 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !19, line: 25, baseType: !140, size: 32, elements: !536)
!536 = !{!537, !538, !539, !540, !541, !542, !543, !544, !545, !546, !547, !548, !549, !550, !551, !552, !553, !554, !555, !556}
!537 = !DIEnumerator(name: "VVOID", value: 0)
!538 = !DIEnumerator(name: "VNIL", value: 1)
!539 = !DIEnumerator(name: "VTRUE", value: 2)
!540 = !DIEnumerator(name: "VFALSE", value: 3)
!541 = !DIEnumerator(name: "VK", value: 4)
!542 = !DIEnumerator(name: "VKFLT", value: 5)
!543 = !DIEnumerator(name: "VKINT", value: 6)
!544 = !DIEnumerator(name: "VKSTR", value: 7)
!545 = !DIEnumerator(name: "VNONRELOC", value: 8)
!546 = !DIEnumerator(name: "VLOCAL", value: 9)
!547 = !DIEnumerator(name: "VUPVAL", value: 10)
!548 = !DIEnumerator(name: "VCONST", value: 11)
!549 = !DIEnumerator(name: "VINDEXED", value: 12)
!550 = !DIEnumerator(name: "VINDEXUP", value: 13)
!551 = !DIEnumerator(name: "VINDEXI", value: 14)
!552 = !DIEnumerator(name: "VINDEXSTR", value: 15)
!553 = !DIEnumerator(name: "VJMP", value: 16)
!554 = !DIEnumerator(name: "VRELOC", value: 17)
!555 = !DIEnumerator(name: "VCALL", value: 18)
!556 = !DIEnumerator(name: "VVARARG", value: 19)
!557 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !531, file: !19, line: 83, baseType: !558, size: 64, offset: 64)
!558 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !531, file: !19, line: 70, size: 64, elements: !559)
!559 = !{!560, !561, !562, !563, !564, !569}
!560 = !DIDerivedType(tag: DW_TAG_member, name: "ival", scope: !558, file: !19, line: 71, baseType: !365, size: 64)
!561 = !DIDerivedType(tag: DW_TAG_member, name: "nval", scope: !558, file: !19, line: 72, baseType: !368, size: 64)
!562 = !DIDerivedType(tag: DW_TAG_member, name: "strval", scope: !558, file: !19, line: 73, baseType: !130, size: 64)
!563 = !DIDerivedType(tag: DW_TAG_member, name: "info", scope: !558, file: !19, line: 74, baseType: !44, size: 32)
!564 = !DIDerivedType(tag: DW_TAG_member, name: "ind", scope: !558, file: !19, line: 78, baseType: !565, size: 32)
!565 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !558, file: !19, line: 75, size: 32, elements: !566)
!566 = !{!567, !568}
!567 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !565, file: !19, line: 76, baseType: !293, size: 16)
!568 = !DIDerivedType(tag: DW_TAG_member, name: "t", scope: !565, file: !19, line: 77, baseType: !34, size: 8, offset: 16)
!569 = !DIDerivedType(tag: DW_TAG_member, name: "var", scope: !558, file: !19, line: 82, baseType: !570, size: 32)
!570 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !558, file: !19, line: 79, size: 32, elements: !571)
!571 = !{!572, !573}
!572 = !DIDerivedType(tag: DW_TAG_member, name: "ridx", scope: !570, file: !19, line: 80, baseType: !34, size: 8)
!573 = !DIDerivedType(tag: DW_TAG_member, name: "vidx", scope: !570, file: !19, line: 81, baseType: !82, size: 16, offset: 16)
!574 = !DIDerivedType(tag: DW_TAG_member, name: "t", scope: !531, file: !19, line: 84, baseType: !44, size: 32, offset: 128)
!575 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !531, file: !19, line: 85, baseType: !44, size: 32, offset: 160)
!576 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !577, retainedTypes: !723, globals: !786, splitDebugInlining: false, nameTableKind: None)
!577 = !{!535, !578, !522, !664, !688, !717}
!578 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !579, line: 197, baseType: !140, size: 32, elements: !580)
!579 = !DIFile(filename: "src/lua/lopcodes.h", directory: ".", checksumkind: CSK_MD5, checksum: "9b7c76c444d74fd26cb684f6b76a3637")
!580 = !{!581, !582, !583, !584, !585, !586, !587, !588, !589, !590, !591, !592, !593, !594, !595, !596, !597, !598, !599, !600, !601, !602, !603, !604, !605, !606, !607, !608, !609, !610, !611, !612, !613, !614, !615, !616, !617, !618, !619, !620, !621, !622, !623, !624, !625, !626, !627, !628, !629, !630, !631, !632, !633, !634, !635, !636, !637, !638, !639, !640, !641, !642, !643, !644, !645, !646, !647, !648, !649, !650, !651, !652, !653, !654, !655, !656, !657, !658, !659, !660, !661, !662, !663}
!581 = !DIEnumerator(name: "OP_MOVE", value: 0)
!582 = !DIEnumerator(name: "OP_LOADI", value: 1)
!583 = !DIEnumerator(name: "OP_LOADF", value: 2)
!584 = !DIEnumerator(name: "OP_LOADK", value: 3)
!585 = !DIEnumerator(name: "OP_LOADKX", value: 4)
!586 = !DIEnumerator(name: "OP_LOADFALSE", value: 5)
!587 = !DIEnumerator(name: "OP_LFALSESKIP", value: 6)
!588 = !DIEnumerator(name: "OP_LOADTRUE", value: 7)
!589 = !DIEnumerator(name: "OP_LOADNIL", value: 8)
!590 = !DIEnumerator(name: "OP_GETUPVAL", value: 9)
!591 = !DIEnumerator(name: "OP_SETUPVAL", value: 10)
!592 = !DIEnumerator(name: "OP_GETTABUP", value: 11)
!593 = !DIEnumerator(name: "OP_GETTABLE", value: 12)
!594 = !DIEnumerator(name: "OP_GETI", value: 13)
!595 = !DIEnumerator(name: "OP_GETFIELD", value: 14)
!596 = !DIEnumerator(name: "OP_SETTABUP", value: 15)
!597 = !DIEnumerator(name: "OP_SETTABLE", value: 16)
!598 = !DIEnumerator(name: "OP_SETI", value: 17)
!599 = !DIEnumerator(name: "OP_SETFIELD", value: 18)
!600 = !DIEnumerator(name: "OP_NEWTABLE", value: 19)
!601 = !DIEnumerator(name: "OP_SELF", value: 20)
!602 = !DIEnumerator(name: "OP_ADDI", value: 21)
!603 = !DIEnumerator(name: "OP_ADDK", value: 22)
!604 = !DIEnumerator(name: "OP_SUBK", value: 23)
!605 = !DIEnumerator(name: "OP_MULK", value: 24)
!606 = !DIEnumerator(name: "OP_MODK", value: 25)
!607 = !DIEnumerator(name: "OP_POWK", value: 26)
!608 = !DIEnumerator(name: "OP_DIVK", value: 27)
!609 = !DIEnumerator(name: "OP_IDIVK", value: 28)
!610 = !DIEnumerator(name: "OP_BANDK", value: 29)
!611 = !DIEnumerator(name: "OP_BORK", value: 30)
!612 = !DIEnumerator(name: "OP_BXORK", value: 31)
!613 = !DIEnumerator(name: "OP_SHRI", value: 32)
!614 = !DIEnumerator(name: "OP_SHLI", value: 33)
!615 = !DIEnumerator(name: "OP_ADD", value: 34)
!616 = !DIEnumerator(name: "OP_SUB", value: 35)
!617 = !DIEnumerator(name: "OP_MUL", value: 36)
!618 = !DIEnumerator(name: "OP_MOD", value: 37)
!619 = !DIEnumerator(name: "OP_POW", value: 38)
!620 = !DIEnumerator(name: "OP_DIV", value: 39)
!621 = !DIEnumerator(name: "OP_IDIV", value: 40)
!622 = !DIEnumerator(name: "OP_BAND", value: 41)
!623 = !DIEnumerator(name: "OP_BOR", value: 42)
!624 = !DIEnumerator(name: "OP_BXOR", value: 43)
!625 = !DIEnumerator(name: "OP_SHL", value: 44)
!626 = !DIEnumerator(name: "OP_SHR", value: 45)
!627 = !DIEnumerator(name: "OP_MMBIN", value: 46)
!628 = !DIEnumerator(name: "OP_MMBINI", value: 47)
!629 = !DIEnumerator(name: "OP_MMBINK", value: 48)
!630 = !DIEnumerator(name: "OP_UNM", value: 49)
!631 = !DIEnumerator(name: "OP_BNOT", value: 50)
!632 = !DIEnumerator(name: "OP_NOT", value: 51)
!633 = !DIEnumerator(name: "OP_LEN", value: 52)
!634 = !DIEnumerator(name: "OP_CONCAT", value: 53)
!635 = !DIEnumerator(name: "OP_CLOSE", value: 54)
!636 = !DIEnumerator(name: "OP_TBC", value: 55)
!637 = !DIEnumerator(name: "OP_JMP", value: 56)
!638 = !DIEnumerator(name: "OP_EQ", value: 57)
!639 = !DIEnumerator(name: "OP_LT", value: 58)
!640 = !DIEnumerator(name: "OP_LE", value: 59)
!641 = !DIEnumerator(name: "OP_EQK", value: 60)
!642 = !DIEnumerator(name: "OP_EQI", value: 61)
!643 = !DIEnumerator(name: "OP_LTI", value: 62)
!644 = !DIEnumerator(name: "OP_LEI", value: 63)
!645 = !DIEnumerator(name: "OP_GTI", value: 64)
!646 = !DIEnumerator(name: "OP_GEI", value: 65)
!647 = !DIEnumerator(name: "OP_TEST", value: 66)
!648 = !DIEnumerator(name: "OP_TESTSET", value: 67)
!649 = !DIEnumerator(name: "OP_CALL", value: 68)
!650 = !DIEnumerator(name: "OP_TAILCALL", value: 69)
!651 = !DIEnumerator(name: "OP_RETURN", value: 70)
!652 = !DIEnumerator(name: "OP_RETURN0", value: 71)
!653 = !DIEnumerator(name: "OP_RETURN1", value: 72)
!654 = !DIEnumerator(name: "OP_FORLOOP", value: 73)
!655 = !DIEnumerator(name: "OP_FORPREP", value: 74)
!656 = !DIEnumerator(name: "OP_TFORPREP", value: 75)
!657 = !DIEnumerator(name: "OP_TFORCALL", value: 76)
!658 = !DIEnumerator(name: "OP_TFORLOOP", value: 77)
!659 = !DIEnumerator(name: "OP_SETLIST", value: 78)
!660 = !DIEnumerator(name: "OP_CLOSURE", value: 79)
!661 = !DIEnumerator(name: "OP_VARARG", value: 80)
!662 = !DIEnumerator(name: "OP_VARARGPREP", value: 81)
!663 = !DIEnumerator(name: "OP_EXTRAARG", value: 82)
!664 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "BinOpr", file: !521, line: 26, baseType: !140, size: 32, elements: !665)
!665 = !{!666, !667, !668, !669, !670, !671, !672, !673, !674, !675, !676, !677, !678, !679, !680, !681, !682, !683, !684, !685, !686, !687}
!666 = !DIEnumerator(name: "OPR_ADD", value: 0)
!667 = !DIEnumerator(name: "OPR_SUB", value: 1)
!668 = !DIEnumerator(name: "OPR_MUL", value: 2)
!669 = !DIEnumerator(name: "OPR_MOD", value: 3)
!670 = !DIEnumerator(name: "OPR_POW", value: 4)
!671 = !DIEnumerator(name: "OPR_DIV", value: 5)
!672 = !DIEnumerator(name: "OPR_IDIV", value: 6)
!673 = !DIEnumerator(name: "OPR_BAND", value: 7)
!674 = !DIEnumerator(name: "OPR_BOR", value: 8)
!675 = !DIEnumerator(name: "OPR_BXOR", value: 9)
!676 = !DIEnumerator(name: "OPR_SHL", value: 10)
!677 = !DIEnumerator(name: "OPR_SHR", value: 11)
!678 = !DIEnumerator(name: "OPR_CONCAT", value: 12)
!679 = !DIEnumerator(name: "OPR_EQ", value: 13)
!680 = !DIEnumerator(name: "OPR_LT", value: 14)
!681 = !DIEnumerator(name: "OPR_LE", value: 15)
!682 = !DIEnumerator(name: "OPR_NE", value: 16)
!683 = !DIEnumerator(name: "OPR_GT", value: 17)
!684 = !DIEnumerator(name: "OPR_GE", value: 18)
!685 = !DIEnumerator(name: "OPR_AND", value: 19)
!686 = !DIEnumerator(name: "OPR_OR", value: 20)
!687 = !DIEnumerator(name: "OPR_NOBINOPR", value: 21)
!688 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !689, line: 18, baseType: !140, size: 32, elements: !690)
!689 = !DIFile(filename: "src/lua/ltm.h", directory: ".", checksumkind: CSK_MD5, checksum: "550ecc448a2b932870d8240a6cb7e444")
!690 = !{!691, !692, !693, !694, !695, !696, !697, !698, !699, !700, !701, !702, !703, !704, !705, !706, !707, !708, !709, !710, !711, !712, !713, !714, !715, !716}
!691 = !DIEnumerator(name: "TM_INDEX", value: 0)
!692 = !DIEnumerator(name: "TM_NEWINDEX", value: 1)
!693 = !DIEnumerator(name: "TM_GC", value: 2)
!694 = !DIEnumerator(name: "TM_MODE", value: 3)
!695 = !DIEnumerator(name: "TM_LEN", value: 4)
!696 = !DIEnumerator(name: "TM_EQ", value: 5)
!697 = !DIEnumerator(name: "TM_ADD", value: 6)
!698 = !DIEnumerator(name: "TM_SUB", value: 7)
!699 = !DIEnumerator(name: "TM_MUL", value: 8)
!700 = !DIEnumerator(name: "TM_MOD", value: 9)
!701 = !DIEnumerator(name: "TM_POW", value: 10)
!702 = !DIEnumerator(name: "TM_DIV", value: 11)
!703 = !DIEnumerator(name: "TM_IDIV", value: 12)
!704 = !DIEnumerator(name: "TM_BAND", value: 13)
!705 = !DIEnumerator(name: "TM_BOR", value: 14)
!706 = !DIEnumerator(name: "TM_BXOR", value: 15)
!707 = !DIEnumerator(name: "TM_SHL", value: 16)
!708 = !DIEnumerator(name: "TM_SHR", value: 17)
!709 = !DIEnumerator(name: "TM_UNM", value: 18)
!710 = !DIEnumerator(name: "TM_BNOT", value: 19)
!711 = !DIEnumerator(name: "TM_LT", value: 20)
!712 = !DIEnumerator(name: "TM_LE", value: 21)
!713 = !DIEnumerator(name: "TM_CONCAT", value: 22)
!714 = !DIEnumerator(name: "TM_CALL", value: 23)
!715 = !DIEnumerator(name: "TM_CLOSE", value: 24)
!716 = !DIEnumerator(name: "TM_N", value: 25)
!717 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !718, line: 43, baseType: !140, size: 32, elements: !719)
!718 = !DIFile(filename: "src/lua/lvm.h", directory: ".", checksumkind: CSK_MD5, checksum: "ffc0c083e9aa94c91dcb495c1d438023")
!719 = !{!720, !721, !722}
!720 = !DIEnumerator(name: "F2Ieq", value: 0)
!721 = !DIEnumerator(name: "F2Ifloor", value: 1)
!722 = !DIEnumerator(name: "F2Iceil", value: 2)
!723 = !{!724, !781, !259, !44, !373, !34, !782, !140, !391, !387, !54, !783, !368, !785}
!724 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !725, size: 64)
!725 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "GCUnion", file: !74, line: 353, size: 1600, elements: !726)
!726 = !{!727, !728, !729, !750, !777, !778, !779, !780}
!727 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !725, file: !74, line: 354, baseType: !169, size: 128)
!728 = !DIDerivedType(tag: DW_TAG_member, name: "ts", scope: !725, file: !74, line: 355, baseType: !132, size: 256)
!729 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !725, file: !74, line: 356, baseType: !730, size: 448)
!730 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Udata", file: !25, line: 459, size: 448, elements: !731)
!731 = !{!732, !733, !734, !735, !736, !737, !738, !739}
!732 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !730, file: !25, line: 460, baseType: !29, size: 64)
!733 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !730, file: !25, line: 460, baseType: !34, size: 8, offset: 64)
!734 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !730, file: !25, line: 460, baseType: !34, size: 8, offset: 72)
!735 = !DIDerivedType(tag: DW_TAG_member, name: "nuvalue", scope: !730, file: !25, line: 461, baseType: !82, size: 16, offset: 80)
!736 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !730, file: !25, line: 462, baseType: !114, size: 64, offset: 128)
!737 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !730, file: !25, line: 463, baseType: !198, size: 64, offset: 192)
!738 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !730, file: !25, line: 464, baseType: !168, size: 64, offset: 256)
!739 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !730, file: !25, line: 465, baseType: !740, size: 128, offset: 320)
!740 = !DICompositeType(tag: DW_TAG_array_type, baseType: !741, size: 128, elements: !149)
!741 = !DIDerivedType(tag: DW_TAG_typedef, name: "UValue", file: !25, line: 452, baseType: !742)
!742 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "UValue", file: !25, line: 449, size: 128, elements: !743)
!743 = !{!744, !745, !746, !747, !748, !749}
!744 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !742, file: !25, line: 450, baseType: !55, size: 128)
!745 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !742, file: !25, line: 451, baseType: !368, size: 64)
!746 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !742, file: !25, line: 451, baseType: !369, size: 64)
!747 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !742, file: !25, line: 451, baseType: !64, size: 64)
!748 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !742, file: !25, line: 451, baseType: !365, size: 64)
!749 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !742, file: !25, line: 451, baseType: !103, size: 64)
!750 = !DIDerivedType(tag: DW_TAG_member, name: "cl", scope: !725, file: !74, line: 357, baseType: !751, size: 384)
!751 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Closure", file: !25, line: 661, size: 384, elements: !752)
!752 = !{!753, !765}
!753 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !751, file: !25, line: 662, baseType: !754, size: 384)
!754 = !DIDerivedType(tag: DW_TAG_typedef, name: "CClosure", file: !25, line: 651, baseType: !755)
!755 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CClosure", file: !25, line: 647, size: 384, elements: !756)
!756 = !{!757, !758, !759, !760, !761, !762, !763}
!757 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !755, file: !25, line: 648, baseType: !29, size: 64)
!758 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !755, file: !25, line: 648, baseType: !34, size: 8, offset: 64)
!759 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !755, file: !25, line: 648, baseType: !34, size: 8, offset: 72)
!760 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !755, file: !25, line: 648, baseType: !34, size: 8, offset: 80)
!761 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !755, file: !25, line: 648, baseType: !168, size: 64, offset: 128)
!762 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !755, file: !25, line: 649, baseType: !66, size: 64, offset: 192)
!763 = !DIDerivedType(tag: DW_TAG_member, name: "upvalue", scope: !755, file: !25, line: 650, baseType: !764, size: 128, offset: 256)
!764 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 128, elements: !149)
!765 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !751, file: !25, line: 663, baseType: !766, size: 320)
!766 = !DIDerivedType(tag: DW_TAG_typedef, name: "LClosure", file: !25, line: 658, baseType: !767)
!767 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LClosure", file: !25, line: 654, size: 320, elements: !768)
!768 = !{!769, !770, !771, !772, !773, !774, !775}
!769 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !767, file: !25, line: 655, baseType: !29, size: 64)
!770 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !767, file: !25, line: 655, baseType: !34, size: 8, offset: 64)
!771 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !767, file: !25, line: 655, baseType: !34, size: 8, offset: 72)
!772 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !767, file: !25, line: 655, baseType: !34, size: 8, offset: 80)
!773 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !767, file: !25, line: 655, baseType: !168, size: 64, offset: 128)
!774 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !767, file: !25, line: 656, baseType: !376, size: 64, offset: 192)
!775 = !DIDerivedType(tag: DW_TAG_member, name: "upvals", scope: !767, file: !25, line: 657, baseType: !776, size: 64, offset: 256)
!776 = !DICompositeType(tag: DW_TAG_array_type, baseType: !298, size: 64, elements: !149)
!777 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !725, file: !74, line: 358, baseType: !199, size: 448)
!778 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !725, file: !74, line: 359, baseType: !26, size: 1024)
!779 = !DIDerivedType(tag: DW_TAG_member, name: "th", scope: !725, file: !74, line: 360, baseType: !73, size: 1600)
!780 = !DIDerivedType(tag: DW_TAG_member, name: "upv", scope: !725, file: !74, line: 361, baseType: !300, size: 320)
!781 = !DIDerivedType(tag: DW_TAG_typedef, name: "OpCode", file: !579, line: 310, baseType: !578)
!782 = !DIDerivedType(tag: DW_TAG_typedef, name: "BinOpr", file: !521, line: 41, baseType: !664)
!783 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Unsigned", file: !67, line: 97, baseType: !784)
!784 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!785 = !DIDerivedType(tag: DW_TAG_typedef, name: "TMS", file: !689, line: 45, baseType: !688)
!786 = !{!0, !7, !12, !787, !794, !799, !804}
!787 = !DIGlobalVariableExpression(var: !788, expr: !DIExpression())
!788 = distinct !DIGlobalVariable(name: "invalidinstruction", scope: !789, file: !2, line: 117, type: !258, isLocal: true, isDefinition: true)
!789 = distinct !DISubprogram(name: "previousinstruction", scope: !2, file: !2, line: 116, type: !790, scopeLine: 116, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !792)
!790 = !DISubroutineType(types: !791)
!791 = !{!373, !17}
!792 = !{!793}
!793 = !DILocalVariable(name: "fs", arg: 1, scope: !789, file: !2, line: 116, type: !17)
!794 = !DIGlobalVariableExpression(var: !795, expr: !DIExpression())
!795 = distinct !DIGlobalVariable(scope: null, file: !2, line: 172, type: !796, isLocal: true, isDefinition: true)
!796 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !797)
!797 = !{!798}
!798 = !DISubrange(count: 27)
!799 = !DIGlobalVariableExpression(var: !800, expr: !DIExpression())
!800 = distinct !DIGlobalVariable(scope: null, file: !2, line: 333, type: !801, isLocal: true, isDefinition: true)
!801 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !802)
!802 = !{!803}
!803 = !DISubrange(count: 6)
!804 = !DIGlobalVariableExpression(var: !805, expr: !DIExpression())
!805 = distinct !DIGlobalVariable(scope: null, file: !2, line: 563, type: !806, isLocal: true, isDefinition: true)
!806 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !807)
!807 = !{!808}
!808 = !DISubrange(count: 10)
!809 = !{!810, !811, !812, !813}
!810 = !DILocalVariable(name: "fs", arg: 1, scope: !14, file: !2, line: 1615, type: !17)
!811 = !DILocalVariable(name: "opr", arg: 2, scope: !14, file: !2, line: 1615, type: !520)
!812 = !DILocalVariable(name: "e", arg: 3, scope: !14, file: !2, line: 1615, type: !529)
!813 = !DILocalVariable(name: "line", arg: 4, scope: !14, file: !2, line: 1615, type: !44)
!814 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !530)
!815 = !{i32 7, !"Dwarf Version", i32 5}
!816 = !{i32 2, !"Debug Info Version", i32 3}
!817 = !{i32 1, !"wchar_size", i32 4}
!818 = !{i32 8, !"PIC Level", i32 2}
!819 = !{i32 7, !"PIE Level", i32 2}
!820 = !{i32 7, !"uwtable", i32 2}
!821 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!822 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!823 = distinct !DISubprogram(name: "luaK_semerror", scope: !2, file: !2, line: 46, type: !824, scopeLine: 46, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !828)
!824 = !DISubroutineType(types: !825)
!825 = !{null, !826, !237}
!826 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !827, size: 64)
!827 = !DIDerivedType(tag: DW_TAG_typedef, name: "LexState", file: !412, line: 78, baseType: !411)
!828 = !{!829, !830}
!829 = !DILocalVariable(name: "ls", arg: 1, scope: !823, file: !2, line: 46, type: !826)
!830 = !DILocalVariable(name: "msg", arg: 2, scope: !823, file: !2, line: 46, type: !237)
!831 = !DILocation(line: 0, scope: !823)
!832 = !DILocation(line: 47, column: 7, scope: !823)
!833 = !DILocation(line: 47, column: 15, scope: !823)
!834 = !{!835, !836, i64 16}
!835 = !{!"LexState", !836, i64 0, !836, i64 4, !836, i64 8, !839, i64 16, !839, i64 32, !840, i64 48, !840, i64 56, !840, i64 64, !840, i64 72, !840, i64 80, !840, i64 88, !840, i64 96, !840, i64 104}
!836 = !{!"int", !837, i64 0}
!837 = !{!"omnipotent char", !838, i64 0}
!838 = !{!"Simple C/C++ TBAA"}
!839 = !{!"Token", !836, i64 0, !837, i64 8}
!840 = !{!"any pointer", !837, i64 0}
!841 = !DILocation(line: 48, column: 3, scope: !823)
!842 = !DISubprogram(name: "luaX_syntaxerror", scope: !412, file: !412, line: 87, type: !824, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!843 = distinct !DISubprogram(name: "luaK_exp2const", scope: !2, file: !2, line: 84, type: !844, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !847)
!844 = !DISubroutineType(types: !845)
!845 = !{!44, !17, !846, !54}
!846 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !814, size: 64)
!847 = !{!848, !849, !850, !851, !855, !856, !859}
!848 = !DILocalVariable(name: "fs", arg: 1, scope: !843, file: !2, line: 84, type: !17)
!849 = !DILocalVariable(name: "e", arg: 2, scope: !843, file: !2, line: 84, type: !846)
!850 = !DILocalVariable(name: "v", arg: 3, scope: !843, file: !2, line: 84, type: !54)
!851 = !DILocalVariable(name: "io", scope: !852, file: !2, line: 98, type: !54)
!852 = distinct !DILexicalBlock(scope: !853, file: !2, line: 98, column: 7)
!853 = distinct !DILexicalBlock(scope: !854, file: !2, line: 97, column: 17)
!854 = distinct !DILexicalBlock(scope: !843, file: !2, line: 87, column: 17)
!855 = !DILocalVariable(name: "x_", scope: !852, file: !2, line: 98, type: !130)
!856 = !DILocalVariable(name: "io1", scope: !857, file: !2, line: 102, type: !54)
!857 = distinct !DILexicalBlock(scope: !858, file: !2, line: 102, column: 7)
!858 = distinct !DILexicalBlock(scope: !854, file: !2, line: 101, column: 18)
!859 = !DILocalVariable(name: "io2", scope: !857, file: !2, line: 102, type: !860)
!860 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !861, size: 64)
!861 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !55)
!862 = !DILocation(line: 0, scope: !843)
!863 = !DILocation(line: 85, column: 7, scope: !864)
!864 = distinct !DILexicalBlock(scope: !843, file: !2, line: 85, column: 7)
!865 = !{!866, !836, i64 16}
!866 = !{!"expdesc", !836, i64 0, !837, i64 8, !836, i64 16, !836, i64 20}
!867 = !{!866, !836, i64 20}
!868 = !DILocation(line: 85, column: 7, scope: !843)
!869 = !DILocation(line: 87, column: 14, scope: !843)
!870 = !{!866, !836, i64 0}
!871 = !DILocation(line: 87, column: 3, scope: !843)
!872 = !DILocation(line: 93, column: 7, scope: !854)
!873 = !DILocation(line: 96, column: 7, scope: !854)
!874 = !DILocation(line: 0, scope: !852)
!875 = !DILocation(line: 98, column: 7, scope: !852)
!876 = !{!837, !837, i64 0}
!877 = !{!878, !837, i64 8}
!878 = !{!"TString", !840, i64 0, !837, i64 8, !837, i64 9, !837, i64 10, !837, i64 11, !836, i64 12, !837, i64 16, !837, i64 24}
!879 = !DILocation(line: 99, column: 7, scope: !853)
!880 = !DILocation(line: 0, scope: !857)
!881 = !DILocalVariable(name: "fs", arg: 1, scope: !882, file: !2, line: 74, type: !17)
!882 = distinct !DISubprogram(name: "const2val", scope: !2, file: !2, line: 74, type: !883, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !885)
!883 = !DISubroutineType(types: !884)
!884 = !{!54, !17, !846}
!885 = !{!881, !886}
!886 = !DILocalVariable(name: "e", arg: 2, scope: !882, file: !2, line: 74, type: !846)
!887 = !DILocation(line: 0, scope: !882, inlinedAt: !888)
!888 = distinct !DILocation(line: 102, column: 7, scope: !857)
!889 = !DILocation(line: 76, column: 15, scope: !882, inlinedAt: !888)
!890 = !{!891, !840, i64 16}
!891 = !{!"FuncState", !840, i64 0, !840, i64 8, !840, i64 16, !840, i64 24, !836, i64 32, !836, i64 36, !836, i64 40, !836, i64 44, !836, i64 48, !836, i64 52, !836, i64 56, !836, i64 60, !892, i64 64, !837, i64 66, !837, i64 67, !837, i64 68, !837, i64 69, !837, i64 70}
!892 = !{!"short", !837, i64 0}
!893 = !DILocation(line: 76, column: 19, scope: !882, inlinedAt: !888)
!894 = !{!835, !840, i64 88}
!895 = !DILocation(line: 76, column: 31, scope: !882, inlinedAt: !888)
!896 = !{!897, !840, i64 0}
!897 = !{!"Dyndata", !898, i64 0, !899, i64 16, !899, i64 32}
!898 = !{!"", !840, i64 0, !836, i64 8, !836, i64 12}
!899 = !{!"Labellist", !840, i64 0, !836, i64 8, !836, i64 12}
!900 = !DILocation(line: 76, column: 38, scope: !882, inlinedAt: !888)
!901 = !DILocation(line: 76, column: 40, scope: !882, inlinedAt: !888)
!902 = !DILocation(line: 76, column: 11, scope: !882, inlinedAt: !888)
!903 = !DILocation(line: 102, column: 7, scope: !857)
!904 = !{!905, !837, i64 8}
!905 = !{!"TValue", !837, i64 0, !837, i64 8}
!906 = !DILocation(line: 103, column: 7, scope: !858)
!907 = !DILocation(line: 61, column: 11, scope: !908, inlinedAt: !921)
!908 = distinct !DILexicalBlock(scope: !909, file: !2, line: 61, column: 11)
!909 = distinct !DILexicalBlock(scope: !910, file: !2, line: 59, column: 17)
!910 = distinct !DISubprogram(name: "tonumeral", scope: !2, file: !2, line: 56, type: !911, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !913)
!911 = !DISubroutineType(types: !912)
!912 = !{!44, !846, !54}
!913 = !{!914, !915, !916, !918}
!914 = !DILocalVariable(name: "e", arg: 1, scope: !910, file: !2, line: 56, type: !846)
!915 = !DILocalVariable(name: "v", arg: 2, scope: !910, file: !2, line: 56, type: !54)
!916 = !DILocalVariable(name: "io", scope: !917, file: !2, line: 61, type: !54)
!917 = distinct !DILexicalBlock(scope: !908, file: !2, line: 61, column: 14)
!918 = !DILocalVariable(name: "io", scope: !919, file: !2, line: 64, type: !54)
!919 = distinct !DILexicalBlock(scope: !920, file: !2, line: 64, column: 14)
!920 = distinct !DILexicalBlock(scope: !909, file: !2, line: 64, column: 11)
!921 = distinct !DILocation(line: 105, column: 21, scope: !854)
!922 = !DILocation(line: 61, column: 11, scope: !909, inlinedAt: !921)
!923 = !DILocation(line: 64, column: 11, scope: !920, inlinedAt: !921)
!924 = !DILocation(line: 64, column: 11, scope: !909, inlinedAt: !921)
!925 = !DILocation(line: 0, scope: !909, inlinedAt: !921)
!926 = !DILocation(line: 68, column: 1, scope: !910, inlinedAt: !921)
!927 = !DILocation(line: 0, scope: !854)
!928 = !DILocation(line: 107, column: 1, scope: !843)
!929 = distinct !DISubprogram(name: "luaK_nil", scope: !2, file: !2, line: 131, type: !930, scopeLine: 131, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !932)
!930 = !DISubroutineType(types: !931)
!931 = !{null, !17, !44, !44}
!932 = !{!933, !934, !935, !936, !937, !938, !941}
!933 = !DILocalVariable(name: "fs", arg: 1, scope: !929, file: !2, line: 131, type: !17)
!934 = !DILocalVariable(name: "from", arg: 2, scope: !929, file: !2, line: 131, type: !44)
!935 = !DILocalVariable(name: "n", arg: 3, scope: !929, file: !2, line: 131, type: !44)
!936 = !DILocalVariable(name: "l", scope: !929, file: !2, line: 132, type: !44)
!937 = !DILocalVariable(name: "previous", scope: !929, file: !2, line: 133, type: !373)
!938 = !DILocalVariable(name: "pfrom", scope: !939, file: !2, line: 135, type: !44)
!939 = distinct !DILexicalBlock(scope: !940, file: !2, line: 134, column: 44)
!940 = distinct !DILexicalBlock(scope: !929, file: !2, line: 134, column: 7)
!941 = !DILocalVariable(name: "pl", scope: !939, file: !2, line: 136, type: !44)
!942 = !DILocation(line: 0, scope: !929)
!943 = !DILocation(line: 132, column: 16, scope: !929)
!944 = !DILocation(line: 132, column: 20, scope: !929)
!945 = !DILocation(line: 0, scope: !789, inlinedAt: !946)
!946 = distinct !DILocation(line: 133, column: 27, scope: !929)
!947 = !DILocation(line: 118, column: 11, scope: !948, inlinedAt: !946)
!948 = distinct !DILexicalBlock(scope: !789, file: !2, line: 118, column: 7)
!949 = !{!891, !836, i64 32}
!950 = !DILocation(line: 118, column: 20, scope: !948, inlinedAt: !946)
!951 = !{!891, !836, i64 36}
!952 = !DILocation(line: 118, column: 14, scope: !948, inlinedAt: !946)
!953 = !DILocation(line: 118, column: 7, scope: !789, inlinedAt: !946)
!954 = !DILocation(line: 119, column: 17, scope: !948, inlinedAt: !946)
!955 = !{!891, !840, i64 0}
!956 = !DILocation(line: 119, column: 20, scope: !948, inlinedAt: !946)
!957 = !{!958, !840, i64 64}
!958 = !{!"Proto", !840, i64 0, !837, i64 8, !837, i64 9, !837, i64 10, !837, i64 11, !837, i64 12, !836, i64 16, !836, i64 20, !836, i64 24, !836, i64 28, !836, i64 32, !836, i64 36, !836, i64 40, !836, i64 44, !836, i64 48, !840, i64 56, !840, i64 64, !840, i64 72, !840, i64 80, !840, i64 88, !840, i64 96, !840, i64 104, !840, i64 112, !840, i64 120}
!959 = !DILocation(line: 119, column: 13, scope: !948, inlinedAt: !946)
!960 = !DILocation(line: 119, column: 5, scope: !948, inlinedAt: !946)
!961 = !DILocation(line: 0, scope: !948, inlinedAt: !946)
!962 = !DILocation(line: 134, column: 7, scope: !940)
!963 = !{!836, !836, i64 0}
!964 = !DILocation(line: 134, column: 29, scope: !940)
!965 = !DILocation(line: 134, column: 7, scope: !929)
!966 = !DILocation(line: 135, column: 17, scope: !939)
!967 = !DILocation(line: 0, scope: !939)
!968 = !DILocation(line: 136, column: 22, scope: !939)
!969 = !DILocation(line: 136, column: 20, scope: !939)
!970 = !DILocation(line: 137, column: 16, scope: !971)
!971 = distinct !DILexicalBlock(scope: !939, file: !2, line: 137, column: 9)
!972 = !DILocation(line: 137, column: 24, scope: !971)
!973 = !DILocation(line: 138, column: 15, scope: !971)
!974 = !DILocation(line: 138, column: 24, scope: !971)
!975 = !DILocation(line: 139, column: 11, scope: !976)
!976 = distinct !DILexicalBlock(scope: !971, file: !2, line: 138, column: 44)
!977 = !DILocation(line: 140, column: 14, scope: !978)
!978 = distinct !DILexicalBlock(scope: !976, file: !2, line: 140, column: 11)
!979 = !DILocation(line: 140, column: 11, scope: !976)
!980 = !DILocation(line: 141, column: 7, scope: !976)
!981 = !DILocation(line: 142, column: 7, scope: !976)
!982 = !DILocalVariable(name: "fs", arg: 1, scope: !983, file: !2, line: 397, type: !17)
!983 = distinct !DISubprogram(name: "luaK_codeABCk", scope: !2, file: !2, line: 397, type: !984, scopeLine: 397, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !986)
!984 = !DISubroutineType(types: !985)
!985 = !{!44, !17, !781, !44, !44, !44, !44}
!986 = !{!982, !987, !988, !989, !990, !991}
!987 = !DILocalVariable(name: "o", arg: 2, scope: !983, file: !2, line: 397, type: !781)
!988 = !DILocalVariable(name: "a", arg: 3, scope: !983, file: !2, line: 397, type: !44)
!989 = !DILocalVariable(name: "b", arg: 4, scope: !983, file: !2, line: 397, type: !44)
!990 = !DILocalVariable(name: "c", arg: 5, scope: !983, file: !2, line: 397, type: !44)
!991 = !DILocalVariable(name: "k", arg: 6, scope: !983, file: !2, line: 397, type: !44)
!992 = !DILocation(line: 0, scope: !983, inlinedAt: !993)
!993 = distinct !DILocation(line: 146, column: 3, scope: !929)
!994 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !993)
!995 = !DILocalVariable(name: "fs", arg: 1, scope: !996, file: !2, line: 382, type: !17)
!996 = distinct !DISubprogram(name: "luaK_code", scope: !2, file: !2, line: 382, type: !997, scopeLine: 382, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !999)
!997 = !DISubroutineType(types: !998)
!998 = !{!44, !17, !259}
!999 = !{!995, !1000, !1001}
!1000 = !DILocalVariable(name: "i", arg: 2, scope: !996, file: !2, line: 382, type: !259)
!1001 = !DILocalVariable(name: "f", scope: !996, file: !2, line: 383, type: !23)
!1002 = !DILocation(line: 0, scope: !996, inlinedAt: !1003)
!1003 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !993)
!1004 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !1003)
!1005 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !1003)
!1006 = !{!835, !840, i64 56}
!1007 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !1003)
!1008 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !1003)
!1009 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !1003)
!1010 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !1003)
!1011 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !1003)
!1012 = !{!835, !836, i64 8}
!1013 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !1003)
!1014 = !DILocation(line: 147, column: 1, scope: !929)
!1015 = !DILocation(line: 0, scope: !983)
!1016 = !DILocation(line: 401, column: 24, scope: !983)
!1017 = !DILocation(line: 0, scope: !996, inlinedAt: !1018)
!1018 = distinct !DILocation(line: 401, column: 10, scope: !983)
!1019 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !1018)
!1020 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !1018)
!1021 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !1018)
!1022 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !1018)
!1023 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !1018)
!1024 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !1018)
!1025 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !1018)
!1026 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !1018)
!1027 = !DILocation(line: 389, column: 14, scope: !996, inlinedAt: !1018)
!1028 = !DILocation(line: 389, column: 17, scope: !996, inlinedAt: !1018)
!1029 = !DILocation(line: 401, column: 3, scope: !983)
!1030 = distinct !DISubprogram(name: "luaK_concat", scope: !2, file: !2, line: 181, type: !1031, scopeLine: 181, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1034)
!1031 = !DISubroutineType(types: !1032)
!1032 = !{null, !17, !1033, !44}
!1033 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!1034 = !{!1035, !1036, !1037, !1038, !1042}
!1035 = !DILocalVariable(name: "fs", arg: 1, scope: !1030, file: !2, line: 181, type: !17)
!1036 = !DILocalVariable(name: "l1", arg: 2, scope: !1030, file: !2, line: 181, type: !1033)
!1037 = !DILocalVariable(name: "l2", arg: 3, scope: !1030, file: !2, line: 181, type: !44)
!1038 = !DILocalVariable(name: "list", scope: !1039, file: !2, line: 186, type: !44)
!1039 = distinct !DILexicalBlock(scope: !1040, file: !2, line: 185, column: 8)
!1040 = distinct !DILexicalBlock(scope: !1041, file: !2, line: 183, column: 12)
!1041 = distinct !DILexicalBlock(scope: !1030, file: !2, line: 182, column: 7)
!1042 = !DILocalVariable(name: "next", scope: !1039, file: !2, line: 187, type: !44)
!1043 = !DILocation(line: 0, scope: !1030)
!1044 = !DILocation(line: 182, column: 10, scope: !1041)
!1045 = !DILocation(line: 182, column: 7, scope: !1030)
!1046 = !DILocation(line: 183, column: 12, scope: !1040)
!1047 = !DILocation(line: 183, column: 16, scope: !1040)
!1048 = !DILocation(line: 183, column: 12, scope: !1041)
!1049 = !DILocation(line: 188, column: 5, scope: !1039)
!1050 = !DILocation(line: 184, column: 9, scope: !1040)
!1051 = !DILocation(line: 184, column: 5, scope: !1040)
!1052 = !DILocation(line: 0, scope: !1039)
!1053 = !DILocalVariable(name: "fs", arg: 1, scope: !1054, file: !2, line: 154, type: !17)
!1054 = distinct !DISubprogram(name: "getjump", scope: !2, file: !2, line: 154, type: !1055, scopeLine: 154, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1057)
!1055 = !DISubroutineType(types: !1056)
!1056 = !{!44, !17, !44}
!1057 = !{!1053, !1058, !1059}
!1058 = !DILocalVariable(name: "pc", arg: 2, scope: !1054, file: !2, line: 154, type: !44)
!1059 = !DILocalVariable(name: "offset", scope: !1054, file: !2, line: 155, type: !44)
!1060 = !DILocation(line: 0, scope: !1054, inlinedAt: !1061)
!1061 = distinct !DILocation(line: 188, column: 20, scope: !1039)
!1062 = !DILocation(line: 155, column: 16, scope: !1054, inlinedAt: !1061)
!1063 = !DILocation(line: 156, column: 14, scope: !1064, inlinedAt: !1061)
!1064 = distinct !DILexicalBlock(scope: !1054, file: !2, line: 156, column: 7)
!1065 = !DILocation(line: 156, column: 7, scope: !1054, inlinedAt: !1061)
!1066 = !DILocation(line: 188, column: 39, scope: !1039)
!1067 = distinct !{!1067, !1049, !1068, !1069}
!1068 = !DILocation(line: 189, column: 14, scope: !1039)
!1069 = !{!"llvm.loop.mustprogress"}
!1070 = !DILocalVariable(name: "fs", arg: 1, scope: !1071, file: !2, line: 167, type: !17)
!1071 = distinct !DISubprogram(name: "fixjump", scope: !2, file: !2, line: 167, type: !930, scopeLine: 167, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1072)
!1072 = !{!1070, !1073, !1074, !1075, !1076}
!1073 = !DILocalVariable(name: "pc", arg: 2, scope: !1071, file: !2, line: 167, type: !44)
!1074 = !DILocalVariable(name: "dest", arg: 3, scope: !1071, file: !2, line: 167, type: !44)
!1075 = !DILocalVariable(name: "jmp", scope: !1071, file: !2, line: 168, type: !373)
!1076 = !DILocalVariable(name: "offset", scope: !1071, file: !2, line: 169, type: !44)
!1077 = !DILocation(line: 0, scope: !1071, inlinedAt: !1078)
!1078 = distinct !DILocation(line: 190, column: 5, scope: !1039)
!1079 = !DILocation(line: 169, column: 27, scope: !1071, inlinedAt: !1078)
!1080 = !DILocation(line: 169, column: 21, scope: !1071, inlinedAt: !1078)
!1081 = !DILocation(line: 171, column: 30, scope: !1082, inlinedAt: !1078)
!1082 = distinct !DILexicalBlock(scope: !1071, file: !2, line: 171, column: 7)
!1083 = !DILocation(line: 172, column: 26, scope: !1082, inlinedAt: !1078)
!1084 = !DILocation(line: 172, column: 5, scope: !1082, inlinedAt: !1078)
!1085 = !DILocation(line: 174, column: 3, scope: !1071, inlinedAt: !1078)
!1086 = !DILocation(line: 192, column: 1, scope: !1030)
!1087 = distinct !DISubprogram(name: "luaK_jump", scope: !2, file: !2, line: 199, type: !1088, scopeLine: 199, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1090)
!1088 = !DISubroutineType(types: !1089)
!1089 = !{!44, !17}
!1090 = !{!1091}
!1091 = !DILocalVariable(name: "fs", arg: 1, scope: !1087, file: !2, line: 199, type: !17)
!1092 = !DILocation(line: 0, scope: !1087)
!1093 = !DILocalVariable(name: "fs", arg: 1, scope: !1094, file: !2, line: 429, type: !17)
!1094 = distinct !DISubprogram(name: "codesJ", scope: !2, file: !2, line: 429, type: !1095, scopeLine: 429, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1097)
!1095 = !DISubroutineType(types: !1096)
!1096 = !{!44, !17, !781, !44, !44}
!1097 = !{!1093, !1098, !1099, !1100, !1101}
!1098 = !DILocalVariable(name: "o", arg: 2, scope: !1094, file: !2, line: 429, type: !781)
!1099 = !DILocalVariable(name: "sj", arg: 3, scope: !1094, file: !2, line: 429, type: !44)
!1100 = !DILocalVariable(name: "k", arg: 4, scope: !1094, file: !2, line: 429, type: !44)
!1101 = !DILocalVariable(name: "j", scope: !1094, file: !2, line: 430, type: !140)
!1102 = !DILocation(line: 0, scope: !1094, inlinedAt: !1103)
!1103 = distinct !DILocation(line: 200, column: 10, scope: !1087)
!1104 = !DILocation(line: 0, scope: !996, inlinedAt: !1105)
!1105 = distinct !DILocation(line: 433, column: 10, scope: !1094, inlinedAt: !1103)
!1106 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !1105)
!1107 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !1105)
!1108 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !1105)
!1109 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !1105)
!1110 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !1105)
!1111 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !1105)
!1112 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !1105)
!1113 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !1105)
!1114 = !DILocation(line: 389, column: 14, scope: !996, inlinedAt: !1105)
!1115 = !DILocation(line: 389, column: 17, scope: !996, inlinedAt: !1105)
!1116 = !DILocation(line: 200, column: 3, scope: !1087)
!1117 = distinct !DISubprogram(name: "luaK_ret", scope: !2, file: !2, line: 207, type: !930, scopeLine: 207, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1118)
!1118 = !{!1119, !1120, !1121, !1122}
!1119 = !DILocalVariable(name: "fs", arg: 1, scope: !1117, file: !2, line: 207, type: !17)
!1120 = !DILocalVariable(name: "first", arg: 2, scope: !1117, file: !2, line: 207, type: !44)
!1121 = !DILocalVariable(name: "nret", arg: 3, scope: !1117, file: !2, line: 207, type: !44)
!1122 = !DILocalVariable(name: "op", scope: !1117, file: !2, line: 208, type: !781)
!1123 = !DILocation(line: 0, scope: !1117)
!1124 = !DILocation(line: 209, column: 3, scope: !1117)
!1125 = !DILocation(line: 0, scope: !983, inlinedAt: !1126)
!1126 = distinct !DILocation(line: 214, column: 3, scope: !1117)
!1127 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !1126)
!1128 = !DILocation(line: 0, scope: !996, inlinedAt: !1129)
!1129 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !1126)
!1130 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !1129)
!1131 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !1129)
!1132 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !1129)
!1133 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !1129)
!1134 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !1129)
!1135 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !1129)
!1136 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !1129)
!1137 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !1129)
!1138 = !DILocation(line: 215, column: 1, scope: !1117)
!1139 = distinct !DISubprogram(name: "luaK_getlabel", scope: !2, file: !2, line: 232, type: !1088, scopeLine: 232, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1140)
!1140 = !{!1141}
!1141 = !DILocalVariable(name: "fs", arg: 1, scope: !1139, file: !2, line: 232, type: !17)
!1142 = !DILocation(line: 0, scope: !1139)
!1143 = !DILocation(line: 233, column: 24, scope: !1139)
!1144 = !DILocation(line: 233, column: 7, scope: !1139)
!1145 = !DILocation(line: 233, column: 18, scope: !1139)
!1146 = !DILocation(line: 234, column: 3, scope: !1139)
!1147 = distinct !DISubprogram(name: "luaK_patchlist", scope: !2, file: !2, line: 306, type: !930, scopeLine: 306, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1148)
!1148 = !{!1149, !1150, !1151}
!1149 = !DILocalVariable(name: "fs", arg: 1, scope: !1147, file: !2, line: 306, type: !17)
!1150 = !DILocalVariable(name: "list", arg: 2, scope: !1147, file: !2, line: 306, type: !44)
!1151 = !DILocalVariable(name: "target", arg: 3, scope: !1147, file: !2, line: 306, type: !44)
!1152 = !DILocation(line: 0, scope: !1147)
!1153 = !DILocation(line: 308, column: 3, scope: !1147)
!1154 = !DILocation(line: 309, column: 1, scope: !1147)
!1155 = distinct !DISubprogram(name: "patchlistaux", scope: !2, file: !2, line: 288, type: !1156, scopeLine: 289, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1158)
!1156 = !DISubroutineType(types: !1157)
!1157 = !{null, !17, !44, !44, !44, !44}
!1158 = !{!1159, !1160, !1161, !1162, !1163, !1164}
!1159 = !DILocalVariable(name: "fs", arg: 1, scope: !1155, file: !2, line: 288, type: !17)
!1160 = !DILocalVariable(name: "list", arg: 2, scope: !1155, file: !2, line: 288, type: !44)
!1161 = !DILocalVariable(name: "vtarget", arg: 3, scope: !1155, file: !2, line: 288, type: !44)
!1162 = !DILocalVariable(name: "reg", arg: 4, scope: !1155, file: !2, line: 288, type: !44)
!1163 = !DILocalVariable(name: "dtarget", arg: 5, scope: !1155, file: !2, line: 289, type: !44)
!1164 = !DILocalVariable(name: "next", scope: !1165, file: !2, line: 291, type: !44)
!1165 = distinct !DILexicalBlock(scope: !1155, file: !2, line: 290, column: 27)
!1166 = !DILocation(line: 0, scope: !1155)
!1167 = !DILocation(line: 290, column: 15, scope: !1155)
!1168 = !DILocation(line: 290, column: 3, scope: !1155)
!1169 = !DILocation(line: 0, scope: !1054, inlinedAt: !1170)
!1170 = distinct !DILocation(line: 291, column: 16, scope: !1165)
!1171 = !DILocation(line: 155, column: 16, scope: !1054, inlinedAt: !1170)
!1172 = !DILocation(line: 156, column: 14, scope: !1064, inlinedAt: !1170)
!1173 = !DILocation(line: 156, column: 7, scope: !1054, inlinedAt: !1170)
!1174 = !DILocation(line: 0, scope: !1165)
!1175 = !DILocalVariable(name: "fs", arg: 1, scope: !1176, file: !2, line: 259, type: !17)
!1176 = distinct !DISubprogram(name: "patchtestreg", scope: !2, file: !2, line: 259, type: !1177, scopeLine: 259, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1179)
!1177 = !DISubroutineType(types: !1178)
!1178 = !{!44, !17, !44, !44}
!1179 = !{!1175, !1180, !1181, !1182}
!1180 = !DILocalVariable(name: "node", arg: 2, scope: !1176, file: !2, line: 259, type: !44)
!1181 = !DILocalVariable(name: "reg", arg: 3, scope: !1176, file: !2, line: 259, type: !44)
!1182 = !DILocalVariable(name: "i", scope: !1176, file: !2, line: 260, type: !373)
!1183 = !DILocation(line: 0, scope: !1176, inlinedAt: !1184)
!1184 = distinct !DILocation(line: 292, column: 9, scope: !1185)
!1185 = distinct !DILexicalBlock(scope: !1165, file: !2, line: 292, column: 9)
!1186 = !DILocalVariable(name: "fs", arg: 1, scope: !1187, file: !2, line: 243, type: !17)
!1187 = distinct !DISubprogram(name: "getjumpcontrol", scope: !2, file: !2, line: 243, type: !1188, scopeLine: 243, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1190)
!1188 = !DISubroutineType(types: !1189)
!1189 = !{!373, !17, !44}
!1190 = !{!1186, !1191, !1192}
!1191 = !DILocalVariable(name: "pc", arg: 2, scope: !1187, file: !2, line: 243, type: !44)
!1192 = !DILocalVariable(name: "pi", scope: !1187, file: !2, line: 244, type: !373)
!1193 = !DILocation(line: 0, scope: !1187, inlinedAt: !1194)
!1194 = distinct !DILocation(line: 260, column: 20, scope: !1176, inlinedAt: !1184)
!1195 = !DILocation(line: 245, column: 10, scope: !1196, inlinedAt: !1194)
!1196 = distinct !DILexicalBlock(scope: !1187, file: !2, line: 245, column: 7)
!1197 = !DILocation(line: 245, column: 15, scope: !1196, inlinedAt: !1194)
!1198 = !DILocation(line: 245, column: 18, scope: !1196, inlinedAt: !1194)
!1199 = !DILocation(line: 245, column: 7, scope: !1187, inlinedAt: !1194)
!1200 = !DILocation(line: 248, column: 5, scope: !1196, inlinedAt: !1194)
!1201 = !DILocation(line: 261, column: 7, scope: !1202, inlinedAt: !1184)
!1202 = distinct !DILexicalBlock(scope: !1176, file: !2, line: 261, column: 7)
!1203 = !DILocation(line: 0, scope: !1196, inlinedAt: !1194)
!1204 = !DILocation(line: 261, column: 22, scope: !1202, inlinedAt: !1184)
!1205 = !DILocation(line: 261, column: 7, scope: !1176, inlinedAt: !1184)
!1206 = !DILocation(line: 263, column: 21, scope: !1207, inlinedAt: !1184)
!1207 = distinct !DILexicalBlock(scope: !1176, file: !2, line: 263, column: 7)
!1208 = !DILocation(line: 263, column: 31, scope: !1207, inlinedAt: !1184)
!1209 = !DILocation(line: 263, column: 28, scope: !1207, inlinedAt: !1184)
!1210 = !DILocation(line: 263, column: 7, scope: !1176, inlinedAt: !1184)
!1211 = !DILocation(line: 264, column: 5, scope: !1207, inlinedAt: !1184)
!1212 = !DILocation(line: 268, column: 10, scope: !1213, inlinedAt: !1184)
!1213 = distinct !DILexicalBlock(scope: !1207, file: !2, line: 265, column: 8)
!1214 = !DILocation(line: 0, scope: !1207, inlinedAt: !1184)
!1215 = !DILocation(line: 0, scope: !1071, inlinedAt: !1216)
!1216 = distinct !DILocation(line: 293, column: 7, scope: !1185)
!1217 = !DILocation(line: 169, column: 27, scope: !1071, inlinedAt: !1216)
!1218 = !DILocation(line: 169, column: 21, scope: !1071, inlinedAt: !1216)
!1219 = !DILocation(line: 171, column: 30, scope: !1082, inlinedAt: !1216)
!1220 = !DILocation(line: 172, column: 26, scope: !1082, inlinedAt: !1216)
!1221 = !DILocation(line: 172, column: 5, scope: !1082, inlinedAt: !1216)
!1222 = !DILocation(line: 174, column: 3, scope: !1071, inlinedAt: !1216)
!1223 = !DILocation(line: 293, column: 7, scope: !1185)
!1224 = !DILocation(line: 0, scope: !1071, inlinedAt: !1225)
!1225 = distinct !DILocation(line: 295, column: 7, scope: !1185)
!1226 = !DILocation(line: 169, column: 27, scope: !1071, inlinedAt: !1225)
!1227 = !DILocation(line: 169, column: 21, scope: !1071, inlinedAt: !1225)
!1228 = !DILocation(line: 171, column: 30, scope: !1082, inlinedAt: !1225)
!1229 = !DILocation(line: 172, column: 26, scope: !1082, inlinedAt: !1225)
!1230 = !DILocation(line: 172, column: 5, scope: !1082, inlinedAt: !1225)
!1231 = !DILocation(line: 174, column: 3, scope: !1071, inlinedAt: !1232)
!1232 = !DILocation(line: 0, scope: !1185)
!1233 = distinct !{!1233, !1168, !1234, !1069}
!1234 = !DILocation(line: 297, column: 3, scope: !1155)
!1235 = !DILocation(line: 298, column: 1, scope: !1155)
!1236 = distinct !DISubprogram(name: "luaK_patchtohere", scope: !2, file: !2, line: 312, type: !1237, scopeLine: 312, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1239)
!1237 = !DISubroutineType(types: !1238)
!1238 = !{null, !17, !44}
!1239 = !{!1240, !1241, !1242}
!1240 = !DILocalVariable(name: "fs", arg: 1, scope: !1236, file: !2, line: 312, type: !17)
!1241 = !DILocalVariable(name: "list", arg: 2, scope: !1236, file: !2, line: 312, type: !44)
!1242 = !DILocalVariable(name: "hr", scope: !1236, file: !2, line: 313, type: !44)
!1243 = !DILocation(line: 0, scope: !1236)
!1244 = !DILocation(line: 0, scope: !1139, inlinedAt: !1245)
!1245 = distinct !DILocation(line: 313, column: 12, scope: !1236)
!1246 = !DILocation(line: 233, column: 24, scope: !1139, inlinedAt: !1245)
!1247 = !DILocation(line: 233, column: 7, scope: !1139, inlinedAt: !1245)
!1248 = !DILocation(line: 233, column: 18, scope: !1139, inlinedAt: !1245)
!1249 = !DILocation(line: 0, scope: !1147, inlinedAt: !1250)
!1250 = distinct !DILocation(line: 314, column: 3, scope: !1236)
!1251 = !DILocation(line: 308, column: 3, scope: !1147, inlinedAt: !1250)
!1252 = !DILocation(line: 315, column: 1, scope: !1236)
!1253 = !DILocation(line: 0, scope: !996)
!1254 = !DILocation(line: 383, column: 18, scope: !996)
!1255 = !DILocation(line: 385, column: 3, scope: !996)
!1256 = !DILocation(line: 387, column: 17, scope: !996)
!1257 = !DILocation(line: 387, column: 3, scope: !996)
!1258 = !DILocation(line: 387, column: 21, scope: !996)
!1259 = !DILocation(line: 388, column: 27, scope: !996)
!1260 = !DILocation(line: 388, column: 31, scope: !996)
!1261 = !DILocation(line: 388, column: 3, scope: !996)
!1262 = !DILocation(line: 389, column: 14, scope: !996)
!1263 = !DILocation(line: 389, column: 17, scope: !996)
!1264 = !DILocation(line: 389, column: 3, scope: !996)
!1265 = !DISubprogram(name: "luaM_growaux_", scope: !1266, file: !1266, line: 85, type: !1267, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1266 = !DIFile(filename: "src/lua/lmem.h", directory: ".", checksumkind: CSK_MD5, checksum: "313e02a40d047c422219b8cdf3b31411")
!1267 = !DISubroutineType(types: !1268)
!1268 = !{!64, !71, !64, !44, !1033, !44, !44, !237}
!1269 = distinct !DISubprogram(name: "savelineinfo", scope: !2, file: !2, line: 329, type: !1270, scopeLine: 329, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1272)
!1270 = !DISubroutineType(types: !1271)
!1271 = !{null, !17, !23, !44}
!1272 = !{!1273, !1274, !1275, !1276, !1277}
!1273 = !DILocalVariable(name: "fs", arg: 1, scope: !1269, file: !2, line: 329, type: !17)
!1274 = !DILocalVariable(name: "f", arg: 2, scope: !1269, file: !2, line: 329, type: !23)
!1275 = !DILocalVariable(name: "line", arg: 3, scope: !1269, file: !2, line: 329, type: !44)
!1276 = !DILocalVariable(name: "linedif", scope: !1269, file: !2, line: 330, type: !44)
!1277 = !DILocalVariable(name: "pc", scope: !1269, file: !2, line: 331, type: !44)
!1278 = !DILocation(line: 0, scope: !1269)
!1279 = !DILocation(line: 330, column: 28, scope: !1269)
!1280 = !{!891, !836, i64 40}
!1281 = !DILocation(line: 330, column: 22, scope: !1269)
!1282 = !DILocation(line: 331, column: 16, scope: !1269)
!1283 = !DILocation(line: 331, column: 19, scope: !1269)
!1284 = !DILocation(line: 332, column: 7, scope: !1285)
!1285 = distinct !DILexicalBlock(scope: !1269, file: !2, line: 332, column: 7)
!1286 = !DILocation(line: 332, column: 20, scope: !1285)
!1287 = !DILocation(line: 332, column: 35, scope: !1285)
!1288 = !DILocation(line: 332, column: 42, scope: !1285)
!1289 = !DILocation(line: 332, column: 49, scope: !1285)
!1290 = !{!891, !837, i64 69}
!1291 = !DILocation(line: 332, column: 52, scope: !1285)
!1292 = !DILocation(line: 332, column: 7, scope: !1269)
!1293 = !DILocation(line: 333, column: 5, scope: !1294)
!1294 = distinct !DILexicalBlock(scope: !1285, file: !2, line: 332, column: 67)
!1295 = !{!958, !840, i64 96}
!1296 = !{!891, !836, i64 52}
!1297 = !DILocation(line: 335, column: 24, scope: !1294)
!1298 = !DILocation(line: 335, column: 5, scope: !1294)
!1299 = !DILocation(line: 335, column: 41, scope: !1294)
!1300 = !{!1301, !836, i64 0}
!1301 = !{!"AbsLineInfo", !836, i64 0, !836, i64 4}
!1302 = !DILocation(line: 336, column: 36, scope: !1294)
!1303 = !DILocation(line: 336, column: 40, scope: !1294)
!1304 = !DILocation(line: 336, column: 45, scope: !1294)
!1305 = !{!1301, !836, i64 4}
!1306 = !DILocation(line: 338, column: 9, scope: !1294)
!1307 = !DILocation(line: 338, column: 17, scope: !1294)
!1308 = !DILocation(line: 339, column: 3, scope: !1294)
!1309 = !DILocation(line: 340, column: 3, scope: !1269)
!1310 = !{!958, !840, i64 88}
!1311 = !DILocation(line: 342, column: 21, scope: !1269)
!1312 = !DILocation(line: 342, column: 3, scope: !1269)
!1313 = !DILocation(line: 342, column: 19, scope: !1269)
!1314 = !DILocation(line: 343, column: 20, scope: !1269)
!1315 = !DILocation(line: 344, column: 1, scope: !1269)
!1316 = distinct !DISubprogram(name: "luaK_codeABx", scope: !2, file: !2, line: 408, type: !1317, scopeLine: 408, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1319)
!1317 = !DISubroutineType(types: !1318)
!1318 = !{!44, !17, !781, !44, !140}
!1319 = !{!1320, !1321, !1322, !1323}
!1320 = !DILocalVariable(name: "fs", arg: 1, scope: !1316, file: !2, line: 408, type: !17)
!1321 = !DILocalVariable(name: "o", arg: 2, scope: !1316, file: !2, line: 408, type: !781)
!1322 = !DILocalVariable(name: "a", arg: 3, scope: !1316, file: !2, line: 408, type: !44)
!1323 = !DILocalVariable(name: "bc", arg: 4, scope: !1316, file: !2, line: 408, type: !140)
!1324 = !DILocation(line: 0, scope: !1316)
!1325 = !DILocation(line: 411, column: 24, scope: !1316)
!1326 = !DILocation(line: 0, scope: !996, inlinedAt: !1327)
!1327 = distinct !DILocation(line: 411, column: 10, scope: !1316)
!1328 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !1327)
!1329 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !1327)
!1330 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !1327)
!1331 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !1327)
!1332 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !1327)
!1333 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !1327)
!1334 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !1327)
!1335 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !1327)
!1336 = !DILocation(line: 389, column: 14, scope: !996, inlinedAt: !1327)
!1337 = !DILocation(line: 389, column: 17, scope: !996, inlinedAt: !1327)
!1338 = !DILocation(line: 411, column: 3, scope: !1316)
!1339 = distinct !DISubprogram(name: "luaK_checkstack", scope: !2, file: !2, line: 466, type: !1237, scopeLine: 466, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1340)
!1340 = !{!1341, !1342, !1343}
!1341 = !DILocalVariable(name: "fs", arg: 1, scope: !1339, file: !2, line: 466, type: !17)
!1342 = !DILocalVariable(name: "n", arg: 2, scope: !1339, file: !2, line: 466, type: !44)
!1343 = !DILocalVariable(name: "newstack", scope: !1339, file: !2, line: 467, type: !44)
!1344 = !DILocation(line: 0, scope: !1339)
!1345 = !DILocation(line: 467, column: 22, scope: !1339)
!1346 = !{!891, !837, i64 68}
!1347 = !DILocation(line: 467, column: 18, scope: !1339)
!1348 = !DILocation(line: 467, column: 30, scope: !1339)
!1349 = !DILocation(line: 468, column: 22, scope: !1350)
!1350 = distinct !DILexicalBlock(scope: !1339, file: !2, line: 468, column: 7)
!1351 = !DILocation(line: 468, column: 25, scope: !1350)
!1352 = !{!958, !837, i64 12}
!1353 = !DILocation(line: 468, column: 18, scope: !1350)
!1354 = !DILocation(line: 468, column: 16, scope: !1350)
!1355 = !DILocation(line: 468, column: 7, scope: !1339)
!1356 = !DILocation(line: 469, column: 18, scope: !1357)
!1357 = distinct !DILexicalBlock(scope: !1358, file: !2, line: 469, column: 9)
!1358 = distinct !DILexicalBlock(scope: !1350, file: !2, line: 468, column: 39)
!1359 = !DILocation(line: 469, column: 9, scope: !1358)
!1360 = !DILocation(line: 470, column: 28, scope: !1357)
!1361 = !DILocation(line: 470, column: 7, scope: !1357)
!1362 = !DILocation(line: 472, column: 27, scope: !1358)
!1363 = !DILocation(line: 472, column: 25, scope: !1358)
!1364 = !DILocation(line: 473, column: 3, scope: !1358)
!1365 = !DILocation(line: 474, column: 1, scope: !1339)
!1366 = distinct !DISubprogram(name: "luaK_reserveregs", scope: !2, file: !2, line: 480, type: !1237, scopeLine: 480, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1367)
!1367 = !{!1368, !1369}
!1368 = !DILocalVariable(name: "fs", arg: 1, scope: !1366, file: !2, line: 480, type: !17)
!1369 = !DILocalVariable(name: "n", arg: 2, scope: !1366, file: !2, line: 480, type: !44)
!1370 = !DILocation(line: 0, scope: !1366)
!1371 = !DILocation(line: 0, scope: !1339, inlinedAt: !1372)
!1372 = distinct !DILocation(line: 481, column: 3, scope: !1366)
!1373 = !DILocation(line: 467, column: 22, scope: !1339, inlinedAt: !1372)
!1374 = !DILocation(line: 467, column: 18, scope: !1339, inlinedAt: !1372)
!1375 = !DILocation(line: 467, column: 30, scope: !1339, inlinedAt: !1372)
!1376 = !DILocation(line: 468, column: 22, scope: !1350, inlinedAt: !1372)
!1377 = !DILocation(line: 468, column: 25, scope: !1350, inlinedAt: !1372)
!1378 = !DILocation(line: 468, column: 18, scope: !1350, inlinedAt: !1372)
!1379 = !DILocation(line: 468, column: 16, scope: !1350, inlinedAt: !1372)
!1380 = !DILocation(line: 468, column: 7, scope: !1339, inlinedAt: !1372)
!1381 = !DILocation(line: 469, column: 18, scope: !1357, inlinedAt: !1372)
!1382 = !DILocation(line: 469, column: 9, scope: !1358, inlinedAt: !1372)
!1383 = !DILocation(line: 470, column: 28, scope: !1357, inlinedAt: !1372)
!1384 = !DILocation(line: 470, column: 7, scope: !1357, inlinedAt: !1372)
!1385 = !DILocation(line: 472, column: 27, scope: !1358, inlinedAt: !1372)
!1386 = !DILocation(line: 472, column: 25, scope: !1358, inlinedAt: !1372)
!1387 = !DILocation(line: 473, column: 3, scope: !1358, inlinedAt: !1372)
!1388 = !DILocation(line: 482, column: 15, scope: !1366)
!1389 = !DILocation(line: 483, column: 1, scope: !1366)
!1390 = distinct !DISubprogram(name: "luaK_int", scope: !2, file: !2, line: 672, type: !1391, scopeLine: 672, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1393)
!1391 = !DISubroutineType(types: !1392)
!1392 = !{null, !17, !44, !365}
!1393 = !{!1394, !1395, !1396}
!1394 = !DILocalVariable(name: "fs", arg: 1, scope: !1390, file: !2, line: 672, type: !17)
!1395 = !DILocalVariable(name: "reg", arg: 2, scope: !1390, file: !2, line: 672, type: !44)
!1396 = !DILocalVariable(name: "i", arg: 3, scope: !1390, file: !2, line: 672, type: !365)
!1397 = distinct !DIAssignID()
!1398 = !DILocation(line: 0, scope: !1390)
!1399 = !DILocalVariable(name: "i", arg: 1, scope: !1400, file: !2, line: 667, type: !365)
!1400 = distinct !DISubprogram(name: "fitsBx", scope: !2, file: !2, line: 667, type: !1401, scopeLine: 667, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1403)
!1401 = !DISubroutineType(types: !1402)
!1402 = !{!44, !365}
!1403 = !{!1399}
!1404 = !DILocation(line: 0, scope: !1400, inlinedAt: !1405)
!1405 = distinct !DILocation(line: 673, column: 7, scope: !1406)
!1406 = distinct !DILexicalBlock(scope: !1390, file: !2, line: 673, column: 7)
!1407 = !DILocation(line: 668, column: 28, scope: !1400, inlinedAt: !1405)
!1408 = !DILocation(line: 673, column: 7, scope: !1390)
!1409 = !DILocation(line: 674, column: 33, scope: !1406)
!1410 = !DILocalVariable(name: "fs", arg: 1, scope: !1411, file: !2, line: 418, type: !17)
!1411 = distinct !DISubprogram(name: "codeAsBx", scope: !2, file: !2, line: 418, type: !1095, scopeLine: 418, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1412)
!1412 = !{!1410, !1413, !1414, !1415, !1416}
!1413 = !DILocalVariable(name: "o", arg: 2, scope: !1411, file: !2, line: 418, type: !781)
!1414 = !DILocalVariable(name: "a", arg: 3, scope: !1411, file: !2, line: 418, type: !44)
!1415 = !DILocalVariable(name: "bc", arg: 4, scope: !1411, file: !2, line: 418, type: !44)
!1416 = !DILocalVariable(name: "b", scope: !1411, file: !2, line: 419, type: !140)
!1417 = !DILocation(line: 0, scope: !1411, inlinedAt: !1418)
!1418 = distinct !DILocation(line: 674, column: 5, scope: !1406)
!1419 = !DILocation(line: 422, column: 24, scope: !1411, inlinedAt: !1418)
!1420 = !DILocation(line: 0, scope: !996, inlinedAt: !1421)
!1421 = distinct !DILocation(line: 422, column: 10, scope: !1411, inlinedAt: !1418)
!1422 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !1421)
!1423 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !1421)
!1424 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !1421)
!1425 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !1421)
!1426 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !1421)
!1427 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !1421)
!1428 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !1421)
!1429 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !1421)
!1430 = !DILocation(line: 674, column: 5, scope: !1406)
!1431 = !DILocalVariable(name: "o", scope: !1432, file: !2, line: 586, type: !55)
!1432 = distinct !DISubprogram(name: "luaK_intK", scope: !2, file: !2, line: 585, type: !1433, scopeLine: 585, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1435)
!1433 = !DISubroutineType(types: !1434)
!1434 = !{!44, !17, !365}
!1435 = !{!1436, !1437, !1431, !1438}
!1436 = !DILocalVariable(name: "fs", arg: 1, scope: !1432, file: !2, line: 585, type: !17)
!1437 = !DILocalVariable(name: "n", arg: 2, scope: !1432, file: !2, line: 585, type: !365)
!1438 = !DILocalVariable(name: "io", scope: !1439, file: !2, line: 587, type: !54)
!1439 = distinct !DILexicalBlock(scope: !1432, file: !2, line: 587, column: 3)
!1440 = !DILocation(line: 0, scope: !1432, inlinedAt: !1441)
!1441 = distinct !DILocation(line: 676, column: 25, scope: !1406)
!1442 = !DILocation(line: 586, column: 3, scope: !1432, inlinedAt: !1441)
!1443 = !DILocation(line: 0, scope: !1439, inlinedAt: !1441)
!1444 = !DILocation(line: 587, column: 3, scope: !1439, inlinedAt: !1441)
!1445 = !DILocation(line: 588, column: 10, scope: !1432, inlinedAt: !1441)
!1446 = !DILocation(line: 589, column: 1, scope: !1432, inlinedAt: !1441)
!1447 = !DILocation(line: 676, column: 5, scope: !1406)
!1448 = !DILocation(line: 677, column: 1, scope: !1390)
!1449 = distinct !DISubprogram(name: "luaK_codek", scope: !2, file: !2, line: 451, type: !1450, scopeLine: 451, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1451)
!1450 = !DISubroutineType(cc: DW_CC_nocall, types: !1178)
!1451 = !{!1452, !1453, !1454, !1455}
!1452 = !DILocalVariable(name: "fs", arg: 1, scope: !1449, file: !2, line: 451, type: !17)
!1453 = !DILocalVariable(name: "reg", arg: 2, scope: !1449, file: !2, line: 451, type: !44)
!1454 = !DILocalVariable(name: "k", arg: 3, scope: !1449, file: !2, line: 451, type: !44)
!1455 = !DILocalVariable(name: "p", scope: !1456, file: !2, line: 455, type: !44)
!1456 = distinct !DILexicalBlock(scope: !1457, file: !2, line: 454, column: 8)
!1457 = distinct !DILexicalBlock(scope: !1449, file: !2, line: 452, column: 7)
!1458 = !DILocation(line: 0, scope: !1449)
!1459 = !DILocation(line: 452, column: 9, scope: !1457)
!1460 = !DILocation(line: 0, scope: !1316, inlinedAt: !1461)
!1461 = distinct !DILocation(line: 453, column: 12, scope: !1457)
!1462 = !DILocation(line: 0, scope: !1316, inlinedAt: !1463)
!1463 = distinct !DILocation(line: 455, column: 13, scope: !1456)
!1464 = !DILocation(line: 411, column: 24, scope: !1316, inlinedAt: !1465)
!1465 = !DILocation(line: 0, scope: !1457)
!1466 = !DILocation(line: 452, column: 7, scope: !1449)
!1467 = !DILocation(line: 411, column: 24, scope: !1316, inlinedAt: !1461)
!1468 = !DILocation(line: 0, scope: !996, inlinedAt: !1469)
!1469 = distinct !DILocation(line: 411, column: 10, scope: !1316, inlinedAt: !1461)
!1470 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !1469)
!1471 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !1469)
!1472 = !DILocation(line: 453, column: 5, scope: !1457)
!1473 = !DILocation(line: 411, column: 24, scope: !1316, inlinedAt: !1463)
!1474 = !DILocation(line: 0, scope: !996, inlinedAt: !1475)
!1475 = distinct !DILocation(line: 411, column: 10, scope: !1316, inlinedAt: !1463)
!1476 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !1475)
!1477 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !1475)
!1478 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !1475)
!1479 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !1475)
!1480 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !1475)
!1481 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !1475)
!1482 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !1475)
!1483 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !1475)
!1484 = !DILocation(line: 389, column: 14, scope: !996, inlinedAt: !1475)
!1485 = !DILocation(line: 0, scope: !1456)
!1486 = !DILocalVariable(name: "fs", arg: 1, scope: !1487, file: !2, line: 440, type: !17)
!1487 = distinct !DISubprogram(name: "codeextraarg", scope: !2, file: !2, line: 440, type: !1055, scopeLine: 440, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1488)
!1488 = !{!1486, !1489}
!1489 = !DILocalVariable(name: "a", arg: 2, scope: !1487, file: !2, line: 440, type: !44)
!1490 = !DILocation(line: 0, scope: !1487, inlinedAt: !1491)
!1491 = distinct !DILocation(line: 456, column: 5, scope: !1456)
!1492 = !DILocation(line: 442, column: 24, scope: !1487, inlinedAt: !1491)
!1493 = !DILocation(line: 0, scope: !996, inlinedAt: !1494)
!1494 = distinct !DILocation(line: 442, column: 10, scope: !1487, inlinedAt: !1491)
!1495 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !1494)
!1496 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !1494)
!1497 = !DILocation(line: 459, column: 1, scope: !1449)
!1498 = distinct !DISubprogram(name: "luaK_setreturns", scope: !2, file: !2, line: 721, type: !1499, scopeLine: 721, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1501)
!1499 = !DISubroutineType(types: !1500)
!1500 = !{null, !17, !529, !44}
!1501 = !{!1502, !1503, !1504, !1505}
!1502 = !DILocalVariable(name: "fs", arg: 1, scope: !1498, file: !2, line: 721, type: !17)
!1503 = !DILocalVariable(name: "e", arg: 2, scope: !1498, file: !2, line: 721, type: !529)
!1504 = !DILocalVariable(name: "nresults", arg: 3, scope: !1498, file: !2, line: 721, type: !44)
!1505 = !DILocalVariable(name: "pc", scope: !1498, file: !2, line: 722, type: !373)
!1506 = !DILocation(line: 0, scope: !1498)
!1507 = !DILocation(line: 722, column: 22, scope: !1498)
!1508 = !DILocation(line: 723, column: 10, scope: !1509)
!1509 = distinct !DILexicalBlock(scope: !1498, file: !2, line: 723, column: 7)
!1510 = !DILocation(line: 723, column: 12, scope: !1509)
!1511 = !DILocation(line: 0, scope: !1509)
!1512 = !DILocation(line: 723, column: 7, scope: !1498)
!1513 = !DILocation(line: 724, column: 5, scope: !1509)
!1514 = !DILocation(line: 728, column: 5, scope: !1515)
!1515 = distinct !DILexicalBlock(scope: !1509, file: !2, line: 725, column: 8)
!1516 = !DILocation(line: 0, scope: !1366, inlinedAt: !1517)
!1517 = distinct !DILocation(line: 729, column: 5, scope: !1515)
!1518 = !DILocation(line: 0, scope: !1339, inlinedAt: !1519)
!1519 = distinct !DILocation(line: 481, column: 3, scope: !1366, inlinedAt: !1517)
!1520 = !DILocation(line: 467, column: 30, scope: !1339, inlinedAt: !1519)
!1521 = !DILocation(line: 468, column: 25, scope: !1350, inlinedAt: !1519)
!1522 = !DILocation(line: 468, column: 16, scope: !1350, inlinedAt: !1519)
!1523 = !DILocation(line: 468, column: 7, scope: !1339, inlinedAt: !1519)
!1524 = !DILocation(line: 469, column: 18, scope: !1357, inlinedAt: !1519)
!1525 = !DILocation(line: 469, column: 9, scope: !1358, inlinedAt: !1519)
!1526 = !DILocation(line: 470, column: 28, scope: !1357, inlinedAt: !1519)
!1527 = !DILocation(line: 470, column: 7, scope: !1357, inlinedAt: !1519)
!1528 = !DILocation(line: 472, column: 25, scope: !1358, inlinedAt: !1519)
!1529 = !DILocation(line: 473, column: 3, scope: !1358, inlinedAt: !1519)
!1530 = !DILocation(line: 482, column: 15, scope: !1366, inlinedAt: !1517)
!1531 = !DILocation(line: 731, column: 1, scope: !1498)
!1532 = distinct !DISubprogram(name: "luaK_setoneret", scope: !2, file: !2, line: 754, type: !1533, scopeLine: 754, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1535)
!1533 = !DISubroutineType(types: !1534)
!1534 = !{null, !17, !529}
!1535 = !{!1536, !1537}
!1536 = !DILocalVariable(name: "fs", arg: 1, scope: !1532, file: !2, line: 754, type: !17)
!1537 = !DILocalVariable(name: "e", arg: 2, scope: !1532, file: !2, line: 754, type: !529)
!1538 = !DILocation(line: 0, scope: !1532)
!1539 = !DILocation(line: 755, column: 10, scope: !1540)
!1540 = distinct !DILexicalBlock(scope: !1532, file: !2, line: 755, column: 7)
!1541 = !DILocation(line: 755, column: 7, scope: !1532)
!1542 = !DILocation(line: 758, column: 10, scope: !1543)
!1543 = distinct !DILexicalBlock(scope: !1540, file: !2, line: 755, column: 22)
!1544 = !DILocation(line: 759, column: 17, scope: !1543)
!1545 = !DILocation(line: 759, column: 15, scope: !1543)
!1546 = !DILocation(line: 760, column: 3, scope: !1543)
!1547 = !DILocation(line: 762, column: 5, scope: !1548)
!1548 = distinct !DILexicalBlock(scope: !1549, file: !2, line: 761, column: 29)
!1549 = distinct !DILexicalBlock(scope: !1540, file: !2, line: 761, column: 12)
!1550 = !DILocation(line: 763, column: 10, scope: !1548)
!1551 = !DILocation(line: 764, column: 3, scope: !1548)
!1552 = !DILocation(line: 765, column: 1, scope: !1532)
!1553 = distinct !DISubprogram(name: "luaK_dischargevars", scope: !2, file: !2, line: 772, type: !1533, scopeLine: 772, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1554)
!1554 = !{!1555, !1556, !1557}
!1555 = !DILocalVariable(name: "fs", arg: 1, scope: !1553, file: !2, line: 772, type: !17)
!1556 = !DILocalVariable(name: "e", arg: 2, scope: !1553, file: !2, line: 772, type: !529)
!1557 = !DILocalVariable(name: "temp", scope: !1558, file: !2, line: 779, type: !44)
!1558 = distinct !DILexicalBlock(scope: !1559, file: !2, line: 778, column: 18)
!1559 = distinct !DILexicalBlock(scope: !1553, file: !2, line: 773, column: 17)
!1560 = !DILocation(line: 0, scope: !1553)
!1561 = !DILocation(line: 773, column: 14, scope: !1553)
!1562 = !DILocation(line: 773, column: 3, scope: !1553)
!1563 = !DILocation(line: 0, scope: !882, inlinedAt: !1564)
!1564 = distinct !DILocation(line: 775, column: 17, scope: !1565)
!1565 = distinct !DILexicalBlock(scope: !1559, file: !2, line: 774, column: 18)
!1566 = !DILocation(line: 76, column: 15, scope: !882, inlinedAt: !1564)
!1567 = !DILocation(line: 76, column: 19, scope: !882, inlinedAt: !1564)
!1568 = !DILocation(line: 76, column: 31, scope: !882, inlinedAt: !1564)
!1569 = !DILocation(line: 76, column: 38, scope: !882, inlinedAt: !1564)
!1570 = !DILocation(line: 76, column: 40, scope: !882, inlinedAt: !1564)
!1571 = !DILocation(line: 76, column: 11, scope: !882, inlinedAt: !1564)
!1572 = !DILocalVariable(name: "v", arg: 1, scope: !1573, file: !2, line: 692, type: !54)
!1573 = distinct !DISubprogram(name: "const2exp", scope: !2, file: !2, line: 692, type: !1574, scopeLine: 692, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1576)
!1574 = !DISubroutineType(types: !1575)
!1575 = !{null, !54, !529}
!1576 = !{!1572, !1577}
!1577 = !DILocalVariable(name: "e", arg: 2, scope: !1573, file: !2, line: 692, type: !529)
!1578 = !DILocation(line: 0, scope: !1573, inlinedAt: !1579)
!1579 = distinct !DILocation(line: 775, column: 7, scope: !1565)
!1580 = !DILocation(line: 693, column: 11, scope: !1573, inlinedAt: !1579)
!1581 = !DILocation(line: 693, column: 3, scope: !1573, inlinedAt: !1579)
!1582 = !DILocation(line: 695, column: 12, scope: !1583, inlinedAt: !1579)
!1583 = distinct !DILexicalBlock(scope: !1573, file: !2, line: 693, column: 24)
!1584 = !DILocation(line: 695, column: 33, scope: !1583, inlinedAt: !1579)
!1585 = !DILocation(line: 695, column: 31, scope: !1583, inlinedAt: !1579)
!1586 = !DILocation(line: 696, column: 7, scope: !1583, inlinedAt: !1579)
!1587 = !DILocation(line: 698, column: 12, scope: !1583, inlinedAt: !1579)
!1588 = !DILocation(line: 698, column: 33, scope: !1583, inlinedAt: !1579)
!1589 = !DILocation(line: 698, column: 31, scope: !1583, inlinedAt: !1579)
!1590 = !DILocation(line: 699, column: 7, scope: !1583, inlinedAt: !1579)
!1591 = !DILocation(line: 701, column: 12, scope: !1583, inlinedAt: !1579)
!1592 = !DILocation(line: 702, column: 7, scope: !1583, inlinedAt: !1579)
!1593 = !DILocation(line: 704, column: 12, scope: !1583, inlinedAt: !1579)
!1594 = !DILocation(line: 705, column: 7, scope: !1583, inlinedAt: !1579)
!1595 = !DILocation(line: 707, column: 12, scope: !1583, inlinedAt: !1579)
!1596 = !DILocation(line: 708, column: 7, scope: !1583, inlinedAt: !1579)
!1597 = !DILocation(line: 710, column: 12, scope: !1583, inlinedAt: !1579)
!1598 = !DILocation(line: 710, column: 35, scope: !1583, inlinedAt: !1579)
!1599 = !DILocation(line: 710, column: 33, scope: !1583, inlinedAt: !1579)
!1600 = !DILocation(line: 711, column: 7, scope: !1583, inlinedAt: !1579)
!1601 = !DILocation(line: 779, column: 21, scope: !1558)
!1602 = !DILocation(line: 779, column: 27, scope: !1558)
!1603 = !DILocation(line: 779, column: 18, scope: !1558)
!1604 = !DILocation(line: 0, scope: !1558)
!1605 = !DILocation(line: 780, column: 17, scope: !1558)
!1606 = !DILocation(line: 781, column: 12, scope: !1558)
!1607 = !DILocation(line: 785, column: 19, scope: !1608)
!1608 = distinct !DILexicalBlock(scope: !1559, file: !2, line: 784, column: 18)
!1609 = !DILocation(line: 0, scope: !983, inlinedAt: !1610)
!1610 = distinct !DILocation(line: 785, column: 19, scope: !1608)
!1611 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !1610)
!1612 = !DILocation(line: 0, scope: !996, inlinedAt: !1613)
!1613 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !1610)
!1614 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !1613)
!1615 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !1613)
!1616 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !1613)
!1617 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !1613)
!1618 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !1613)
!1619 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !1613)
!1620 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !1613)
!1621 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !1613)
!1622 = !DILocation(line: 389, column: 14, scope: !996, inlinedAt: !1613)
!1623 = !DILocation(line: 389, column: 17, scope: !996, inlinedAt: !1613)
!1624 = !DILocation(line: 785, column: 17, scope: !1608)
!1625 = !DILocation(line: 786, column: 12, scope: !1608)
!1626 = !DILocation(line: 787, column: 7, scope: !1608)
!1627 = !DILocation(line: 790, column: 19, scope: !1628)
!1628 = distinct !DILexicalBlock(scope: !1559, file: !2, line: 789, column: 20)
!1629 = !DILocation(line: 0, scope: !983, inlinedAt: !1630)
!1630 = distinct !DILocation(line: 790, column: 19, scope: !1628)
!1631 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !1630)
!1632 = !DILocation(line: 0, scope: !996, inlinedAt: !1633)
!1633 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !1630)
!1634 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !1633)
!1635 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !1633)
!1636 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !1633)
!1637 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !1633)
!1638 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !1633)
!1639 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !1633)
!1640 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !1633)
!1641 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !1633)
!1642 = !DILocation(line: 389, column: 14, scope: !996, inlinedAt: !1633)
!1643 = !DILocation(line: 389, column: 17, scope: !996, inlinedAt: !1633)
!1644 = !DILocation(line: 790, column: 17, scope: !1628)
!1645 = !DILocation(line: 791, column: 12, scope: !1628)
!1646 = !DILocation(line: 792, column: 7, scope: !1628)
!1647 = !DILocation(line: 795, column: 22, scope: !1648)
!1648 = distinct !DILexicalBlock(scope: !1559, file: !2, line: 794, column: 19)
!1649 = !DILocation(line: 795, column: 28, scope: !1648)
!1650 = !DILocation(line: 795, column: 19, scope: !1648)
!1651 = !DILocalVariable(name: "fs", arg: 1, scope: !1652, file: !2, line: 491, type: !17)
!1652 = distinct !DISubprogram(name: "freereg", scope: !2, file: !2, line: 491, type: !1237, scopeLine: 491, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1653)
!1653 = !{!1651, !1654}
!1654 = !DILocalVariable(name: "reg", arg: 2, scope: !1652, file: !2, line: 491, type: !44)
!1655 = !DILocation(line: 0, scope: !1652, inlinedAt: !1656)
!1656 = distinct !DILocation(line: 795, column: 7, scope: !1648)
!1657 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !1656)
!1658 = distinct !DILexicalBlock(scope: !1652, file: !2, line: 492, column: 7)
!1659 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !1656)
!1660 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !1656)
!1661 = !DILocation(line: 493, column: 9, scope: !1662, inlinedAt: !1656)
!1662 = distinct !DILexicalBlock(scope: !1658, file: !2, line: 492, column: 34)
!1663 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !1656)
!1664 = !DILocation(line: 495, column: 3, scope: !1662, inlinedAt: !1656)
!1665 = !DILocation(line: 796, column: 19, scope: !1648)
!1666 = !DILocation(line: 0, scope: !983, inlinedAt: !1667)
!1667 = distinct !DILocation(line: 796, column: 19, scope: !1648)
!1668 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !1667)
!1669 = !DILocation(line: 0, scope: !996, inlinedAt: !1670)
!1670 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !1667)
!1671 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !1670)
!1672 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !1670)
!1673 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !1670)
!1674 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !1670)
!1675 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !1670)
!1676 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !1670)
!1677 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !1670)
!1678 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !1670)
!1679 = !DILocation(line: 389, column: 14, scope: !996, inlinedAt: !1670)
!1680 = !DILocation(line: 389, column: 17, scope: !996, inlinedAt: !1670)
!1681 = !DILocation(line: 796, column: 17, scope: !1648)
!1682 = !DILocation(line: 797, column: 12, scope: !1648)
!1683 = !DILocation(line: 798, column: 7, scope: !1648)
!1684 = !DILocation(line: 801, column: 22, scope: !1685)
!1685 = distinct !DILexicalBlock(scope: !1559, file: !2, line: 800, column: 21)
!1686 = !DILocation(line: 801, column: 28, scope: !1685)
!1687 = !DILocation(line: 801, column: 19, scope: !1685)
!1688 = !DILocation(line: 0, scope: !1652, inlinedAt: !1689)
!1689 = distinct !DILocation(line: 801, column: 7, scope: !1685)
!1690 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !1689)
!1691 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !1689)
!1692 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !1689)
!1693 = !DILocation(line: 493, column: 9, scope: !1662, inlinedAt: !1689)
!1694 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !1689)
!1695 = !DILocation(line: 495, column: 3, scope: !1662, inlinedAt: !1689)
!1696 = !DILocation(line: 802, column: 19, scope: !1685)
!1697 = !DILocation(line: 0, scope: !983, inlinedAt: !1698)
!1698 = distinct !DILocation(line: 802, column: 19, scope: !1685)
!1699 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !1698)
!1700 = !DILocation(line: 0, scope: !996, inlinedAt: !1701)
!1701 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !1698)
!1702 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !1701)
!1703 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !1701)
!1704 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !1701)
!1705 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !1701)
!1706 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !1701)
!1707 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !1701)
!1708 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !1701)
!1709 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !1701)
!1710 = !DILocation(line: 389, column: 14, scope: !996, inlinedAt: !1701)
!1711 = !DILocation(line: 389, column: 17, scope: !996, inlinedAt: !1701)
!1712 = !DILocation(line: 802, column: 17, scope: !1685)
!1713 = !DILocation(line: 803, column: 12, scope: !1685)
!1714 = !DILocation(line: 804, column: 7, scope: !1685)
!1715 = !DILocation(line: 807, column: 23, scope: !1716)
!1716 = distinct !DILexicalBlock(scope: !1559, file: !2, line: 806, column: 20)
!1717 = !DILocation(line: 807, column: 29, scope: !1716)
!1718 = !DILocation(line: 807, column: 20, scope: !1716)
!1719 = !DILocation(line: 807, column: 41, scope: !1716)
!1720 = !DILocation(line: 807, column: 32, scope: !1716)
!1721 = !DILocalVariable(name: "fs", arg: 1, scope: !1722, file: !2, line: 502, type: !17)
!1722 = distinct !DISubprogram(name: "freeregs", scope: !2, file: !2, line: 502, type: !930, scopeLine: 502, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1723)
!1723 = !{!1721, !1724, !1725}
!1724 = !DILocalVariable(name: "r1", arg: 2, scope: !1722, file: !2, line: 502, type: !44)
!1725 = !DILocalVariable(name: "r2", arg: 3, scope: !1722, file: !2, line: 502, type: !44)
!1726 = !DILocation(line: 0, scope: !1722, inlinedAt: !1727)
!1727 = distinct !DILocation(line: 807, column: 7, scope: !1716)
!1728 = !DILocation(line: 503, column: 10, scope: !1729, inlinedAt: !1727)
!1729 = distinct !DILexicalBlock(scope: !1722, file: !2, line: 503, column: 7)
!1730 = !DILocation(line: 0, scope: !1652, inlinedAt: !1731)
!1731 = distinct !DILocation(line: 504, column: 5, scope: !1732, inlinedAt: !1727)
!1732 = distinct !DILexicalBlock(scope: !1729, file: !2, line: 503, column: 16)
!1733 = !DILocation(line: 0, scope: !1652, inlinedAt: !1734)
!1734 = distinct !DILocation(line: 508, column: 5, scope: !1735, inlinedAt: !1727)
!1735 = distinct !DILexicalBlock(scope: !1729, file: !2, line: 507, column: 8)
!1736 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !1737)
!1737 = distinct !DILocation(line: 0, scope: !1729, inlinedAt: !1727)
!1738 = !DILocation(line: 503, column: 7, scope: !1722, inlinedAt: !1727)
!1739 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !1731)
!1740 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !1731)
!1741 = !DILocation(line: 493, column: 9, scope: !1662, inlinedAt: !1731)
!1742 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !1731)
!1743 = !DILocation(line: 495, column: 3, scope: !1662, inlinedAt: !1731)
!1744 = !DILocation(line: 0, scope: !1652, inlinedAt: !1745)
!1745 = distinct !DILocation(line: 505, column: 5, scope: !1732, inlinedAt: !1727)
!1746 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !1745)
!1747 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !1745)
!1748 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !1745)
!1749 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !1734)
!1750 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !1734)
!1751 = !DILocation(line: 493, column: 9, scope: !1662, inlinedAt: !1734)
!1752 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !1734)
!1753 = !DILocation(line: 495, column: 3, scope: !1662, inlinedAt: !1734)
!1754 = !DILocation(line: 0, scope: !1652, inlinedAt: !1755)
!1755 = distinct !DILocation(line: 509, column: 5, scope: !1735, inlinedAt: !1727)
!1756 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !1755)
!1757 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !1755)
!1758 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !1755)
!1759 = !DILocation(line: 493, column: 9, scope: !1662, inlinedAt: !1737)
!1760 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !1737)
!1761 = !DILocation(line: 511, column: 1, scope: !1722, inlinedAt: !1727)
!1762 = !DILocation(line: 808, column: 19, scope: !1716)
!1763 = !DILocation(line: 0, scope: !983, inlinedAt: !1764)
!1764 = distinct !DILocation(line: 808, column: 19, scope: !1716)
!1765 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !1764)
!1766 = !DILocation(line: 0, scope: !996, inlinedAt: !1767)
!1767 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !1764)
!1768 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !1767)
!1769 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !1767)
!1770 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !1767)
!1771 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !1767)
!1772 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !1767)
!1773 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !1767)
!1774 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !1767)
!1775 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !1767)
!1776 = !DILocation(line: 389, column: 14, scope: !996, inlinedAt: !1767)
!1777 = !DILocation(line: 389, column: 17, scope: !996, inlinedAt: !1767)
!1778 = !DILocation(line: 808, column: 17, scope: !1716)
!1779 = !DILocation(line: 809, column: 12, scope: !1716)
!1780 = !DILocation(line: 810, column: 7, scope: !1716)
!1781 = !DILocation(line: 758, column: 10, scope: !1543, inlinedAt: !1782)
!1782 = distinct !DILocation(line: 813, column: 7, scope: !1783)
!1783 = distinct !DILexicalBlock(scope: !1559, file: !2, line: 812, column: 31)
!1784 = !DILocation(line: 759, column: 17, scope: !1543, inlinedAt: !1782)
!1785 = !DILocation(line: 759, column: 15, scope: !1543, inlinedAt: !1782)
!1786 = !DILocation(line: 760, column: 3, scope: !1543, inlinedAt: !1782)
!1787 = !DILocation(line: 762, column: 5, scope: !1548, inlinedAt: !1782)
!1788 = !DILocation(line: 763, column: 10, scope: !1548, inlinedAt: !1782)
!1789 = !DILocation(line: 764, column: 3, scope: !1548, inlinedAt: !1782)
!1790 = !DILocation(line: 818, column: 1, scope: !1553)
!1791 = distinct !DISubprogram(name: "luaK_exp2nextreg", scope: !2, file: !2, line: 943, type: !1533, scopeLine: 943, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1792)
!1792 = !{!1793, !1794}
!1793 = !DILocalVariable(name: "fs", arg: 1, scope: !1791, file: !2, line: 943, type: !17)
!1794 = !DILocalVariable(name: "e", arg: 2, scope: !1791, file: !2, line: 943, type: !529)
!1795 = !DILocation(line: 0, scope: !1791)
!1796 = !DILocation(line: 944, column: 3, scope: !1791)
!1797 = !DILocalVariable(name: "fs", arg: 1, scope: !1798, file: !2, line: 517, type: !17)
!1798 = distinct !DISubprogram(name: "freeexp", scope: !2, file: !2, line: 517, type: !1533, scopeLine: 517, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1799)
!1799 = !{!1797, !1800}
!1800 = !DILocalVariable(name: "e", arg: 2, scope: !1798, file: !2, line: 517, type: !529)
!1801 = !DILocation(line: 0, scope: !1798, inlinedAt: !1802)
!1802 = distinct !DILocation(line: 945, column: 3, scope: !1791)
!1803 = !DILocation(line: 518, column: 10, scope: !1804, inlinedAt: !1802)
!1804 = distinct !DILexicalBlock(scope: !1798, file: !2, line: 518, column: 7)
!1805 = !DILocation(line: 518, column: 12, scope: !1804, inlinedAt: !1802)
!1806 = !DILocation(line: 518, column: 7, scope: !1798, inlinedAt: !1802)
!1807 = !DILocation(line: 519, column: 20, scope: !1804, inlinedAt: !1802)
!1808 = !DILocation(line: 519, column: 22, scope: !1804, inlinedAt: !1802)
!1809 = !DILocation(line: 0, scope: !1652, inlinedAt: !1810)
!1810 = distinct !DILocation(line: 519, column: 5, scope: !1804, inlinedAt: !1802)
!1811 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !1810)
!1812 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !1810)
!1813 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !1810)
!1814 = !DILocation(line: 493, column: 9, scope: !1662, inlinedAt: !1810)
!1815 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !1810)
!1816 = !DILocation(line: 495, column: 3, scope: !1662, inlinedAt: !1810)
!1817 = !DILocation(line: 0, scope: !1366, inlinedAt: !1818)
!1818 = distinct !DILocation(line: 946, column: 3, scope: !1791)
!1819 = !DILocation(line: 0, scope: !1339, inlinedAt: !1820)
!1820 = distinct !DILocation(line: 481, column: 3, scope: !1366, inlinedAt: !1818)
!1821 = !DILocation(line: 467, column: 22, scope: !1339, inlinedAt: !1820)
!1822 = !DILocation(line: 467, column: 30, scope: !1339, inlinedAt: !1820)
!1823 = !DILocation(line: 468, column: 22, scope: !1350, inlinedAt: !1820)
!1824 = !DILocation(line: 468, column: 25, scope: !1350, inlinedAt: !1820)
!1825 = !DILocation(line: 468, column: 16, scope: !1350, inlinedAt: !1820)
!1826 = !DILocation(line: 468, column: 7, scope: !1339, inlinedAt: !1820)
!1827 = !DILocation(line: 469, column: 18, scope: !1357, inlinedAt: !1820)
!1828 = !DILocation(line: 469, column: 9, scope: !1358, inlinedAt: !1820)
!1829 = !DILocation(line: 470, column: 28, scope: !1357, inlinedAt: !1820)
!1830 = !DILocation(line: 470, column: 7, scope: !1357, inlinedAt: !1820)
!1831 = !DILocation(line: 472, column: 25, scope: !1358, inlinedAt: !1820)
!1832 = !DILocation(line: 473, column: 3, scope: !1358, inlinedAt: !1820)
!1833 = !DILocation(line: 482, column: 15, scope: !1366, inlinedAt: !1818)
!1834 = !DILocation(line: 947, column: 18, scope: !1791)
!1835 = !DILocation(line: 947, column: 30, scope: !1791)
!1836 = !DILocation(line: 947, column: 3, scope: !1791)
!1837 = !DILocation(line: 948, column: 1, scope: !1791)
!1838 = distinct !DISubprogram(name: "exp2reg", scope: !2, file: !2, line: 915, type: !1499, scopeLine: 915, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1839)
!1839 = !{!1840, !1841, !1842, !1843, !1846, !1847, !1848}
!1840 = !DILocalVariable(name: "fs", arg: 1, scope: !1838, file: !2, line: 915, type: !17)
!1841 = !DILocalVariable(name: "e", arg: 2, scope: !1838, file: !2, line: 915, type: !529)
!1842 = !DILocalVariable(name: "reg", arg: 3, scope: !1838, file: !2, line: 915, type: !44)
!1843 = !DILocalVariable(name: "final", scope: !1844, file: !2, line: 920, type: !44)
!1844 = distinct !DILexicalBlock(scope: !1845, file: !2, line: 919, column: 20)
!1845 = distinct !DILexicalBlock(scope: !1838, file: !2, line: 919, column: 7)
!1846 = !DILocalVariable(name: "p_f", scope: !1844, file: !2, line: 921, type: !44)
!1847 = !DILocalVariable(name: "p_t", scope: !1844, file: !2, line: 922, type: !44)
!1848 = !DILocalVariable(name: "fj", scope: !1849, file: !2, line: 924, type: !44)
!1849 = distinct !DILexicalBlock(scope: !1850, file: !2, line: 923, column: 55)
!1850 = distinct !DILexicalBlock(scope: !1844, file: !2, line: 923, column: 9)
!1851 = !DILocation(line: 0, scope: !1838)
!1852 = !DILocation(line: 916, column: 3, scope: !1838)
!1853 = !DILocation(line: 917, column: 10, scope: !1854)
!1854 = distinct !DILexicalBlock(scope: !1838, file: !2, line: 917, column: 7)
!1855 = !DILocation(line: 917, column: 12, scope: !1854)
!1856 = !DILocation(line: 917, column: 7, scope: !1838)
!1857 = !DILocation(line: 918, column: 25, scope: !1854)
!1858 = !DILocation(line: 918, column: 31, scope: !1854)
!1859 = !DILocation(line: 918, column: 33, scope: !1854)
!1860 = !DILocation(line: 0, scope: !1030, inlinedAt: !1861)
!1861 = distinct !DILocation(line: 918, column: 5, scope: !1854)
!1862 = !DILocation(line: 182, column: 10, scope: !1041, inlinedAt: !1861)
!1863 = !DILocation(line: 182, column: 7, scope: !1030, inlinedAt: !1861)
!1864 = !DILocation(line: 183, column: 12, scope: !1040, inlinedAt: !1861)
!1865 = !DILocation(line: 183, column: 16, scope: !1040, inlinedAt: !1861)
!1866 = !DILocation(line: 183, column: 12, scope: !1041, inlinedAt: !1861)
!1867 = !DILocation(line: 188, column: 5, scope: !1039, inlinedAt: !1861)
!1868 = !DILocation(line: 184, column: 9, scope: !1040, inlinedAt: !1861)
!1869 = !DILocation(line: 184, column: 5, scope: !1040, inlinedAt: !1861)
!1870 = !DILocation(line: 0, scope: !1039, inlinedAt: !1861)
!1871 = !DILocation(line: 0, scope: !1054, inlinedAt: !1872)
!1872 = distinct !DILocation(line: 188, column: 20, scope: !1039, inlinedAt: !1861)
!1873 = !DILocation(line: 155, column: 16, scope: !1054, inlinedAt: !1872)
!1874 = !DILocation(line: 156, column: 14, scope: !1064, inlinedAt: !1872)
!1875 = !DILocation(line: 156, column: 7, scope: !1054, inlinedAt: !1872)
!1876 = !DILocation(line: 188, column: 39, scope: !1039, inlinedAt: !1861)
!1877 = distinct !{!1877, !1867, !1878, !1069}
!1878 = !DILocation(line: 189, column: 14, scope: !1039, inlinedAt: !1861)
!1879 = !DILocation(line: 0, scope: !1071, inlinedAt: !1880)
!1880 = distinct !DILocation(line: 190, column: 5, scope: !1039, inlinedAt: !1861)
!1881 = !DILocation(line: 169, column: 27, scope: !1071, inlinedAt: !1880)
!1882 = !DILocation(line: 169, column: 21, scope: !1071, inlinedAt: !1880)
!1883 = !DILocation(line: 171, column: 30, scope: !1082, inlinedAt: !1880)
!1884 = !DILocation(line: 172, column: 26, scope: !1082, inlinedAt: !1880)
!1885 = !DILocation(line: 172, column: 5, scope: !1082, inlinedAt: !1880)
!1886 = !DILocation(line: 174, column: 3, scope: !1071, inlinedAt: !1880)
!1887 = !DILocation(line: 919, column: 7, scope: !1845)
!1888 = !DILocation(line: 919, column: 7, scope: !1838)
!1889 = !DILocation(line: 0, scope: !1844)
!1890 = !DILocalVariable(name: "fs", arg: 1, scope: !1891, file: !2, line: 899, type: !17)
!1891 = distinct !DISubprogram(name: "need_value", scope: !2, file: !2, line: 899, type: !1055, scopeLine: 899, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1892)
!1892 = !{!1890, !1893, !1894}
!1893 = !DILocalVariable(name: "list", arg: 2, scope: !1891, file: !2, line: 899, type: !44)
!1894 = !DILocalVariable(name: "i", scope: !1895, file: !2, line: 901, type: !259)
!1895 = distinct !DILexicalBlock(scope: !1896, file: !2, line: 900, column: 53)
!1896 = distinct !DILexicalBlock(scope: !1897, file: !2, line: 900, column: 3)
!1897 = distinct !DILexicalBlock(scope: !1891, file: !2, line: 900, column: 3)
!1898 = !DILocation(line: 0, scope: !1891, inlinedAt: !1899)
!1899 = distinct !DILocation(line: 923, column: 9, scope: !1850)
!1900 = !DILocation(line: 900, column: 15, scope: !1896, inlinedAt: !1899)
!1901 = !DILocation(line: 900, column: 3, scope: !1897, inlinedAt: !1899)
!1902 = !DILocation(line: 0, scope: !1187, inlinedAt: !1903)
!1903 = distinct !DILocation(line: 901, column: 22, scope: !1895, inlinedAt: !1899)
!1904 = !DILocation(line: 244, column: 22, scope: !1187, inlinedAt: !1903)
!1905 = !DILocation(line: 245, column: 10, scope: !1196, inlinedAt: !1903)
!1906 = !DILocation(line: 245, column: 15, scope: !1196, inlinedAt: !1903)
!1907 = !DILocation(line: 245, column: 18, scope: !1196, inlinedAt: !1903)
!1908 = !DILocation(line: 245, column: 7, scope: !1187, inlinedAt: !1903)
!1909 = !DILocation(line: 901, column: 21, scope: !1895, inlinedAt: !1899)
!1910 = !DILocation(line: 248, column: 5, scope: !1196, inlinedAt: !1903)
!1911 = !DILocation(line: 0, scope: !1895, inlinedAt: !1899)
!1912 = !DILocation(line: 902, column: 9, scope: !1913, inlinedAt: !1899)
!1913 = distinct !DILexicalBlock(scope: !1895, file: !2, line: 902, column: 9)
!1914 = !DILocation(line: 902, column: 23, scope: !1913, inlinedAt: !1899)
!1915 = !DILocation(line: 0, scope: !1054, inlinedAt: !1916)
!1916 = distinct !DILocation(line: 900, column: 34, scope: !1896, inlinedAt: !1899)
!1917 = !DILocation(line: 155, column: 16, scope: !1054, inlinedAt: !1916)
!1918 = !DILocation(line: 156, column: 14, scope: !1064, inlinedAt: !1916)
!1919 = !DILocation(line: 156, column: 7, scope: !1054, inlinedAt: !1916)
!1920 = !DILocation(line: 0, scope: !1891, inlinedAt: !1921)
!1921 = distinct !DILocation(line: 923, column: 33, scope: !1850)
!1922 = !DILocation(line: 900, column: 15, scope: !1896, inlinedAt: !1921)
!1923 = !DILocation(line: 900, column: 3, scope: !1897, inlinedAt: !1921)
!1924 = !DILocation(line: 0, scope: !1187, inlinedAt: !1925)
!1925 = distinct !DILocation(line: 901, column: 22, scope: !1895, inlinedAt: !1921)
!1926 = !DILocation(line: 244, column: 22, scope: !1187, inlinedAt: !1925)
!1927 = !DILocation(line: 245, column: 10, scope: !1196, inlinedAt: !1925)
!1928 = !DILocation(line: 245, column: 15, scope: !1196, inlinedAt: !1925)
!1929 = !DILocation(line: 245, column: 18, scope: !1196, inlinedAt: !1925)
!1930 = !DILocation(line: 245, column: 7, scope: !1187, inlinedAt: !1925)
!1931 = !DILocation(line: 901, column: 21, scope: !1895, inlinedAt: !1921)
!1932 = !DILocation(line: 248, column: 5, scope: !1196, inlinedAt: !1925)
!1933 = !DILocation(line: 0, scope: !1895, inlinedAt: !1921)
!1934 = !DILocation(line: 902, column: 9, scope: !1913, inlinedAt: !1921)
!1935 = !DILocation(line: 902, column: 23, scope: !1913, inlinedAt: !1921)
!1936 = !DILocation(line: 0, scope: !1054, inlinedAt: !1937)
!1937 = distinct !DILocation(line: 900, column: 34, scope: !1896, inlinedAt: !1921)
!1938 = !DILocation(line: 155, column: 16, scope: !1054, inlinedAt: !1937)
!1939 = !DILocation(line: 156, column: 14, scope: !1064, inlinedAt: !1937)
!1940 = !DILocation(line: 156, column: 7, scope: !1054, inlinedAt: !1937)
!1941 = !DILocation(line: 924, column: 20, scope: !1849)
!1942 = !DILocation(line: 924, column: 22, scope: !1849)
!1943 = !DILocation(line: 924, column: 16, scope: !1849)
!1944 = !DILocation(line: 233, column: 24, scope: !1139, inlinedAt: !1945)
!1945 = distinct !DILocation(line: 890, column: 3, scope: !1946, inlinedAt: !1953)
!1946 = distinct !DISubprogram(name: "code_loadbool", scope: !2, file: !2, line: 889, type: !1947, scopeLine: 889, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !1949)
!1947 = !DISubroutineType(types: !1948)
!1948 = !{!44, !17, !44, !781}
!1949 = !{!1950, !1951, !1952}
!1950 = !DILocalVariable(name: "fs", arg: 1, scope: !1946, file: !2, line: 889, type: !17)
!1951 = !DILocalVariable(name: "A", arg: 2, scope: !1946, file: !2, line: 889, type: !44)
!1952 = !DILocalVariable(name: "op", arg: 3, scope: !1946, file: !2, line: 889, type: !781)
!1953 = distinct !DILocation(line: 925, column: 13, scope: !1849)
!1954 = !DILocation(line: 0, scope: !1087, inlinedAt: !1955)
!1955 = distinct !DILocation(line: 924, column: 43, scope: !1849)
!1956 = !DILocation(line: 0, scope: !1094, inlinedAt: !1957)
!1957 = distinct !DILocation(line: 200, column: 10, scope: !1087, inlinedAt: !1955)
!1958 = !DILocation(line: 0, scope: !996, inlinedAt: !1959)
!1959 = distinct !DILocation(line: 433, column: 10, scope: !1094, inlinedAt: !1957)
!1960 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !1959)
!1961 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !1959)
!1962 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !1959)
!1963 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !1959)
!1964 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !1959)
!1965 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !1959)
!1966 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !1959)
!1967 = !DILocation(line: 389, column: 14, scope: !996, inlinedAt: !1959)
!1968 = !DILocation(line: 389, column: 17, scope: !996, inlinedAt: !1959)
!1969 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !1970)
!1970 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !1971)
!1971 = distinct !DILocation(line: 891, column: 10, scope: !1946, inlinedAt: !1953)
!1972 = !DILocation(line: 0, scope: !1849)
!1973 = !DILocation(line: 0, scope: !1946, inlinedAt: !1953)
!1974 = !DILocation(line: 0, scope: !1139, inlinedAt: !1945)
!1975 = !DILocation(line: 233, column: 7, scope: !1139, inlinedAt: !1945)
!1976 = !DILocation(line: 233, column: 18, scope: !1139, inlinedAt: !1945)
!1977 = !DILocation(line: 0, scope: !983, inlinedAt: !1971)
!1978 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !1971)
!1979 = !DILocation(line: 0, scope: !996, inlinedAt: !1970)
!1980 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !1970)
!1981 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !1970)
!1982 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !1970)
!1983 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !1970)
!1984 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !1970)
!1985 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !1970)
!1986 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !1970)
!1987 = !DILocation(line: 389, column: 14, scope: !996, inlinedAt: !1970)
!1988 = !DILocation(line: 389, column: 17, scope: !996, inlinedAt: !1970)
!1989 = !DILocation(line: 0, scope: !1946, inlinedAt: !1990)
!1990 = distinct !DILocation(line: 926, column: 13, scope: !1849)
!1991 = !DILocation(line: 0, scope: !1139, inlinedAt: !1992)
!1992 = distinct !DILocation(line: 890, column: 3, scope: !1946, inlinedAt: !1990)
!1993 = !DILocation(line: 233, column: 18, scope: !1139, inlinedAt: !1992)
!1994 = !DILocation(line: 0, scope: !983, inlinedAt: !1995)
!1995 = distinct !DILocation(line: 891, column: 10, scope: !1946, inlinedAt: !1990)
!1996 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !1995)
!1997 = !DILocation(line: 0, scope: !996, inlinedAt: !1998)
!1998 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !1995)
!1999 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !1998)
!2000 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !1998)
!2001 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !1998)
!2002 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !1998)
!2003 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !1998)
!2004 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !1998)
!2005 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !1998)
!2006 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !1998)
!2007 = !DILocation(line: 389, column: 14, scope: !996, inlinedAt: !1998)
!2008 = !DILocation(line: 389, column: 17, scope: !996, inlinedAt: !1998)
!2009 = !DILocation(line: 0, scope: !1236, inlinedAt: !2010)
!2010 = distinct !DILocation(line: 928, column: 7, scope: !1849)
!2011 = !DILocation(line: 0, scope: !1139, inlinedAt: !2012)
!2012 = distinct !DILocation(line: 313, column: 12, scope: !1236, inlinedAt: !2010)
!2013 = !DILocation(line: 233, column: 18, scope: !1139, inlinedAt: !2012)
!2014 = !DILocation(line: 0, scope: !1147, inlinedAt: !2015)
!2015 = distinct !DILocation(line: 314, column: 3, scope: !1236, inlinedAt: !2010)
!2016 = !DILocation(line: 308, column: 3, scope: !1147, inlinedAt: !2015)
!2017 = !DILocation(line: 931, column: 25, scope: !1844)
!2018 = !DILocation(line: 929, column: 5, scope: !1849)
!2019 = !DILocation(line: 0, scope: !1139, inlinedAt: !2020)
!2020 = distinct !DILocation(line: 930, column: 13, scope: !1844)
!2021 = !DILocation(line: 233, column: 24, scope: !1139, inlinedAt: !2020)
!2022 = !DILocation(line: 233, column: 7, scope: !1139, inlinedAt: !2020)
!2023 = !DILocation(line: 233, column: 18, scope: !1139, inlinedAt: !2020)
!2024 = !DILocation(line: 931, column: 5, scope: !1844)
!2025 = !DILocation(line: 932, column: 25, scope: !1844)
!2026 = !DILocation(line: 932, column: 5, scope: !1844)
!2027 = !DILocation(line: 933, column: 3, scope: !1844)
!2028 = !DILocation(line: 934, column: 15, scope: !1838)
!2029 = !DILocation(line: 934, column: 8, scope: !1838)
!2030 = !DILocation(line: 935, column: 6, scope: !1838)
!2031 = !DILocation(line: 935, column: 13, scope: !1838)
!2032 = !DILocation(line: 936, column: 8, scope: !1838)
!2033 = !DILocation(line: 937, column: 1, scope: !1838)
!2034 = distinct !DISubprogram(name: "luaK_exp2anyreg", scope: !2, file: !2, line: 955, type: !2035, scopeLine: 955, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2037)
!2035 = !DISubroutineType(types: !2036)
!2036 = !{!44, !17, !529}
!2037 = !{!2038, !2039}
!2038 = !DILocalVariable(name: "fs", arg: 1, scope: !2034, file: !2, line: 955, type: !17)
!2039 = !DILocalVariable(name: "e", arg: 2, scope: !2034, file: !2, line: 955, type: !529)
!2040 = !DILocation(line: 0, scope: !2034)
!2041 = !DILocation(line: 956, column: 3, scope: !2034)
!2042 = !DILocation(line: 957, column: 10, scope: !2043)
!2043 = distinct !DILexicalBlock(scope: !2034, file: !2, line: 957, column: 7)
!2044 = !DILocation(line: 957, column: 12, scope: !2043)
!2045 = !DILocation(line: 957, column: 7, scope: !2034)
!2046 = !DILocation(line: 958, column: 10, scope: !2047)
!2047 = distinct !DILexicalBlock(scope: !2048, file: !2, line: 958, column: 9)
!2048 = distinct !DILexicalBlock(scope: !2043, file: !2, line: 957, column: 26)
!2049 = !DILocation(line: 0, scope: !2048)
!2050 = !DILocation(line: 958, column: 9, scope: !2048)
!2051 = !DILocation(line: 960, column: 14, scope: !2052)
!2052 = distinct !DILexicalBlock(scope: !2048, file: !2, line: 960, column: 9)
!2053 = !DILocation(line: 960, column: 22, scope: !2052)
!2054 = !DILocation(line: 960, column: 19, scope: !2052)
!2055 = !DILocation(line: 960, column: 9, scope: !2048)
!2056 = !DILocation(line: 961, column: 27, scope: !2057)
!2057 = distinct !DILexicalBlock(scope: !2052, file: !2, line: 960, column: 42)
!2058 = !DILocation(line: 961, column: 7, scope: !2057)
!2059 = !DILocation(line: 962, column: 7, scope: !2057)
!2060 = !DILocation(line: 968, column: 3, scope: !2034)
!2061 = !DILocation(line: 969, column: 13, scope: !2034)
!2062 = !DILocation(line: 969, column: 3, scope: !2034)
!2063 = !DILocation(line: 970, column: 1, scope: !2034)
!2064 = !DISubprogram(name: "luaY_nvarstack", scope: !19, file: !19, line: 166, type: !1088, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2065 = distinct !DISubprogram(name: "luaK_exp2anyregup", scope: !2, file: !2, line: 977, type: !1533, scopeLine: 977, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2066)
!2066 = !{!2067, !2068}
!2067 = !DILocalVariable(name: "fs", arg: 1, scope: !2065, file: !2, line: 977, type: !17)
!2068 = !DILocalVariable(name: "e", arg: 2, scope: !2065, file: !2, line: 977, type: !529)
!2069 = !DILocation(line: 0, scope: !2065)
!2070 = !DILocation(line: 978, column: 10, scope: !2071)
!2071 = distinct !DILexicalBlock(scope: !2065, file: !2, line: 978, column: 7)
!2072 = !DILocation(line: 978, column: 12, scope: !2071)
!2073 = !DILocation(line: 978, column: 22, scope: !2071)
!2074 = !DILocation(line: 978, column: 25, scope: !2071)
!2075 = !DILocation(line: 978, column: 7, scope: !2065)
!2076 = !DILocation(line: 0, scope: !2034, inlinedAt: !2077)
!2077 = distinct !DILocation(line: 979, column: 5, scope: !2071)
!2078 = !DILocation(line: 956, column: 3, scope: !2034, inlinedAt: !2077)
!2079 = !DILocation(line: 957, column: 10, scope: !2043, inlinedAt: !2077)
!2080 = !DILocation(line: 957, column: 12, scope: !2043, inlinedAt: !2077)
!2081 = !DILocation(line: 957, column: 7, scope: !2034, inlinedAt: !2077)
!2082 = !DILocation(line: 958, column: 10, scope: !2047, inlinedAt: !2077)
!2083 = !DILocation(line: 0, scope: !2048, inlinedAt: !2077)
!2084 = !DILocation(line: 958, column: 9, scope: !2048, inlinedAt: !2077)
!2085 = !DILocation(line: 960, column: 14, scope: !2052, inlinedAt: !2077)
!2086 = !DILocation(line: 960, column: 22, scope: !2052, inlinedAt: !2077)
!2087 = !DILocation(line: 960, column: 19, scope: !2052, inlinedAt: !2077)
!2088 = !DILocation(line: 960, column: 9, scope: !2048, inlinedAt: !2077)
!2089 = !DILocation(line: 961, column: 27, scope: !2057, inlinedAt: !2077)
!2090 = !DILocation(line: 961, column: 7, scope: !2057, inlinedAt: !2077)
!2091 = !DILocation(line: 962, column: 7, scope: !2057, inlinedAt: !2077)
!2092 = !DILocation(line: 968, column: 3, scope: !2034, inlinedAt: !2077)
!2093 = !DILocation(line: 969, column: 3, scope: !2034, inlinedAt: !2077)
!2094 = !DILocation(line: 980, column: 1, scope: !2065)
!2095 = distinct !DISubprogram(name: "luaK_exp2val", scope: !2, file: !2, line: 987, type: !1533, scopeLine: 987, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2096)
!2096 = !{!2097, !2098}
!2097 = !DILocalVariable(name: "fs", arg: 1, scope: !2095, file: !2, line: 987, type: !17)
!2098 = !DILocalVariable(name: "e", arg: 2, scope: !2095, file: !2, line: 987, type: !529)
!2099 = !DILocation(line: 0, scope: !2095)
!2100 = !DILocation(line: 988, column: 7, scope: !2101)
!2101 = distinct !DILexicalBlock(scope: !2095, file: !2, line: 988, column: 7)
!2102 = !DILocation(line: 0, scope: !2101)
!2103 = !DILocation(line: 988, column: 7, scope: !2095)
!2104 = !DILocation(line: 0, scope: !2034, inlinedAt: !2105)
!2105 = distinct !DILocation(line: 989, column: 5, scope: !2101)
!2106 = !DILocation(line: 957, column: 10, scope: !2043, inlinedAt: !2105)
!2107 = !DILocation(line: 957, column: 12, scope: !2043, inlinedAt: !2105)
!2108 = !DILocation(line: 957, column: 7, scope: !2034, inlinedAt: !2105)
!2109 = !DILocation(line: 958, column: 10, scope: !2047, inlinedAt: !2105)
!2110 = !DILocation(line: 0, scope: !2048, inlinedAt: !2105)
!2111 = !DILocation(line: 958, column: 9, scope: !2048, inlinedAt: !2105)
!2112 = !DILocation(line: 960, column: 14, scope: !2052, inlinedAt: !2105)
!2113 = !DILocation(line: 960, column: 22, scope: !2052, inlinedAt: !2105)
!2114 = !DILocation(line: 960, column: 19, scope: !2052, inlinedAt: !2105)
!2115 = !DILocation(line: 960, column: 9, scope: !2048, inlinedAt: !2105)
!2116 = !DILocation(line: 961, column: 27, scope: !2057, inlinedAt: !2105)
!2117 = !DILocation(line: 961, column: 7, scope: !2057, inlinedAt: !2105)
!2118 = !DILocation(line: 962, column: 7, scope: !2057, inlinedAt: !2105)
!2119 = !DILocation(line: 968, column: 3, scope: !2034, inlinedAt: !2105)
!2120 = !DILocation(line: 969, column: 3, scope: !2034, inlinedAt: !2105)
!2121 = !DILocation(line: 992, column: 1, scope: !2095)
!2122 = distinct !DISubprogram(name: "luaK_storevar", scope: !2, file: !2, line: 1049, type: !2123, scopeLine: 1049, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2125)
!2123 = !DISubroutineType(types: !2124)
!2124 = !{null, !17, !529, !529}
!2125 = !{!2126, !2127, !2128, !2129}
!2126 = !DILocalVariable(name: "fs", arg: 1, scope: !2122, file: !2, line: 1049, type: !17)
!2127 = !DILocalVariable(name: "var", arg: 2, scope: !2122, file: !2, line: 1049, type: !529)
!2128 = !DILocalVariable(name: "ex", arg: 3, scope: !2122, file: !2, line: 1049, type: !529)
!2129 = !DILocalVariable(name: "e", scope: !2130, file: !2, line: 1057, type: !44)
!2130 = distinct !DILexicalBlock(scope: !2131, file: !2, line: 1056, column: 18)
!2131 = distinct !DILexicalBlock(scope: !2122, file: !2, line: 1050, column: 19)
!2132 = !DILocation(line: 0, scope: !2122)
!2133 = !DILocation(line: 1050, column: 16, scope: !2122)
!2134 = !DILocation(line: 1050, column: 3, scope: !2122)
!2135 = !DILocation(line: 0, scope: !1798, inlinedAt: !2136)
!2136 = distinct !DILocation(line: 1052, column: 7, scope: !2137)
!2137 = distinct !DILexicalBlock(scope: !2131, file: !2, line: 1051, column: 18)
!2138 = !DILocation(line: 518, column: 10, scope: !1804, inlinedAt: !2136)
!2139 = !DILocation(line: 518, column: 12, scope: !1804, inlinedAt: !2136)
!2140 = !DILocation(line: 518, column: 7, scope: !1798, inlinedAt: !2136)
!2141 = !DILocation(line: 519, column: 20, scope: !1804, inlinedAt: !2136)
!2142 = !DILocation(line: 519, column: 22, scope: !1804, inlinedAt: !2136)
!2143 = !DILocation(line: 0, scope: !1652, inlinedAt: !2144)
!2144 = distinct !DILocation(line: 519, column: 5, scope: !1804, inlinedAt: !2136)
!2145 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !2144)
!2146 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !2144)
!2147 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !2144)
!2148 = !DILocation(line: 493, column: 9, scope: !1662, inlinedAt: !2144)
!2149 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !2144)
!2150 = !DILocation(line: 495, column: 3, scope: !1662, inlinedAt: !2144)
!2151 = !DILocation(line: 1053, column: 28, scope: !2137)
!2152 = !DILocation(line: 1053, column: 34, scope: !2137)
!2153 = !DILocation(line: 1053, column: 23, scope: !2137)
!2154 = !DILocation(line: 1053, column: 7, scope: !2137)
!2155 = !DILocation(line: 1054, column: 7, scope: !2137)
!2156 = !DILocation(line: 0, scope: !2034, inlinedAt: !2157)
!2157 = distinct !DILocation(line: 1057, column: 15, scope: !2130)
!2158 = !DILocation(line: 956, column: 3, scope: !2034, inlinedAt: !2157)
!2159 = !DILocation(line: 957, column: 10, scope: !2043, inlinedAt: !2157)
!2160 = !DILocation(line: 957, column: 12, scope: !2043, inlinedAt: !2157)
!2161 = !DILocation(line: 957, column: 7, scope: !2034, inlinedAt: !2157)
!2162 = !DILocation(line: 958, column: 10, scope: !2047, inlinedAt: !2157)
!2163 = !DILocation(line: 0, scope: !2048, inlinedAt: !2157)
!2164 = !DILocation(line: 958, column: 9, scope: !2048, inlinedAt: !2157)
!2165 = !DILocation(line: 960, column: 14, scope: !2052, inlinedAt: !2157)
!2166 = !DILocation(line: 960, column: 22, scope: !2052, inlinedAt: !2157)
!2167 = !DILocation(line: 960, column: 19, scope: !2052, inlinedAt: !2157)
!2168 = !DILocation(line: 960, column: 9, scope: !2048, inlinedAt: !2157)
!2169 = !DILocation(line: 961, column: 27, scope: !2057, inlinedAt: !2157)
!2170 = !DILocation(line: 961, column: 7, scope: !2057, inlinedAt: !2157)
!2171 = !DILocation(line: 962, column: 7, scope: !2057, inlinedAt: !2157)
!2172 = !DILocation(line: 968, column: 3, scope: !2034, inlinedAt: !2157)
!2173 = !DILocation(line: 969, column: 13, scope: !2034, inlinedAt: !2157)
!2174 = !DILocation(line: 969, column: 3, scope: !2034, inlinedAt: !2157)
!2175 = !DILocation(line: 0, scope: !2130)
!2176 = !DILocation(line: 1058, column: 7, scope: !2130)
!2177 = !DILocation(line: 0, scope: !983, inlinedAt: !2178)
!2178 = distinct !DILocation(line: 1058, column: 7, scope: !2130)
!2179 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !2178)
!2180 = !DILocation(line: 0, scope: !996, inlinedAt: !2181)
!2181 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !2178)
!2182 = !DILocation(line: 1062, column: 38, scope: !2183)
!2183 = distinct !DILexicalBlock(scope: !2131, file: !2, line: 1061, column: 20)
!2184 = !DILocation(line: 1062, column: 44, scope: !2183)
!2185 = !DILocation(line: 1062, column: 33, scope: !2183)
!2186 = !DILocation(line: 1062, column: 58, scope: !2183)
!2187 = !DILocation(line: 1062, column: 47, scope: !2183)
!2188 = !DILocalVariable(name: "fs", arg: 1, scope: !2189, file: !2, line: 1039, type: !17)
!2189 = distinct !DISubprogram(name: "codeABRK", scope: !2, file: !2, line: 1039, type: !2190, scopeLine: 1040, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2192)
!2190 = !DISubroutineType(types: !2191)
!2191 = !{null, !17, !781, !44, !44, !529}
!2192 = !{!2188, !2193, !2194, !2195, !2196, !2197}
!2193 = !DILocalVariable(name: "o", arg: 2, scope: !2189, file: !2, line: 1039, type: !781)
!2194 = !DILocalVariable(name: "a", arg: 3, scope: !2189, file: !2, line: 1039, type: !44)
!2195 = !DILocalVariable(name: "b", arg: 4, scope: !2189, file: !2, line: 1039, type: !44)
!2196 = !DILocalVariable(name: "ec", arg: 5, scope: !2189, file: !2, line: 1040, type: !529)
!2197 = !DILocalVariable(name: "k", scope: !2189, file: !2, line: 1041, type: !44)
!2198 = !DILocation(line: 0, scope: !2189, inlinedAt: !2199)
!2199 = distinct !DILocation(line: 1062, column: 7, scope: !2183)
!2200 = !DILocation(line: 1041, column: 11, scope: !2189, inlinedAt: !2199)
!2201 = !DILocation(line: 1042, column: 34, scope: !2189, inlinedAt: !2199)
!2202 = !DILocation(line: 1042, column: 36, scope: !2189, inlinedAt: !2199)
!2203 = !DILocation(line: 0, scope: !983, inlinedAt: !2204)
!2204 = distinct !DILocation(line: 1042, column: 3, scope: !2189, inlinedAt: !2199)
!2205 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !2204)
!2206 = !DILocation(line: 0, scope: !996, inlinedAt: !2207)
!2207 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !2204)
!2208 = !DILocation(line: 1063, column: 7, scope: !2183)
!2209 = !DILocation(line: 1066, column: 34, scope: !2210)
!2210 = distinct !DILexicalBlock(scope: !2131, file: !2, line: 1065, column: 19)
!2211 = !DILocation(line: 1066, column: 40, scope: !2210)
!2212 = !DILocation(line: 1066, column: 29, scope: !2210)
!2213 = !DILocation(line: 1066, column: 54, scope: !2210)
!2214 = !DILocation(line: 1066, column: 43, scope: !2210)
!2215 = !DILocation(line: 0, scope: !2189, inlinedAt: !2216)
!2216 = distinct !DILocation(line: 1066, column: 7, scope: !2210)
!2217 = !DILocation(line: 1041, column: 11, scope: !2189, inlinedAt: !2216)
!2218 = !DILocation(line: 1042, column: 34, scope: !2189, inlinedAt: !2216)
!2219 = !DILocation(line: 1042, column: 36, scope: !2189, inlinedAt: !2216)
!2220 = !DILocation(line: 0, scope: !983, inlinedAt: !2221)
!2221 = distinct !DILocation(line: 1042, column: 3, scope: !2189, inlinedAt: !2216)
!2222 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !2221)
!2223 = !DILocation(line: 0, scope: !996, inlinedAt: !2224)
!2224 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !2221)
!2225 = !DILocation(line: 1067, column: 7, scope: !2210)
!2226 = !DILocation(line: 1070, column: 38, scope: !2227)
!2227 = distinct !DILexicalBlock(scope: !2131, file: !2, line: 1069, column: 21)
!2228 = !DILocation(line: 1070, column: 44, scope: !2227)
!2229 = !DILocation(line: 1070, column: 33, scope: !2227)
!2230 = !DILocation(line: 1070, column: 58, scope: !2227)
!2231 = !DILocation(line: 1070, column: 47, scope: !2227)
!2232 = !DILocation(line: 0, scope: !2189, inlinedAt: !2233)
!2233 = distinct !DILocation(line: 1070, column: 7, scope: !2227)
!2234 = !DILocation(line: 1041, column: 11, scope: !2189, inlinedAt: !2233)
!2235 = !DILocation(line: 1042, column: 34, scope: !2189, inlinedAt: !2233)
!2236 = !DILocation(line: 1042, column: 36, scope: !2189, inlinedAt: !2233)
!2237 = !DILocation(line: 0, scope: !983, inlinedAt: !2238)
!2238 = distinct !DILocation(line: 1042, column: 3, scope: !2189, inlinedAt: !2233)
!2239 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !2238)
!2240 = !DILocation(line: 0, scope: !996, inlinedAt: !2241)
!2241 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !2238)
!2242 = !DILocation(line: 1071, column: 7, scope: !2227)
!2243 = !DILocation(line: 1074, column: 38, scope: !2244)
!2244 = distinct !DILexicalBlock(scope: !2131, file: !2, line: 1073, column: 20)
!2245 = !DILocation(line: 1074, column: 44, scope: !2244)
!2246 = !DILocation(line: 1074, column: 33, scope: !2244)
!2247 = !DILocation(line: 1074, column: 58, scope: !2244)
!2248 = !DILocation(line: 1074, column: 47, scope: !2244)
!2249 = !DILocation(line: 0, scope: !2189, inlinedAt: !2250)
!2250 = distinct !DILocation(line: 1074, column: 7, scope: !2244)
!2251 = !DILocation(line: 1041, column: 11, scope: !2189, inlinedAt: !2250)
!2252 = !DILocation(line: 1042, column: 34, scope: !2189, inlinedAt: !2250)
!2253 = !DILocation(line: 1042, column: 36, scope: !2189, inlinedAt: !2250)
!2254 = !DILocation(line: 0, scope: !983, inlinedAt: !2255)
!2255 = distinct !DILocation(line: 1042, column: 3, scope: !2189, inlinedAt: !2250)
!2256 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !2255)
!2257 = !DILocation(line: 0, scope: !996, inlinedAt: !2258)
!2258 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !2255)
!2259 = !DILocation(line: 1075, column: 7, scope: !2244)
!2260 = !DILocation(line: 0, scope: !2131)
!2261 = !DILocation(line: 518, column: 10, scope: !1804, inlinedAt: !2262)
!2262 = distinct !DILocation(line: 1079, column: 3, scope: !2122)
!2263 = !DILocation(line: 0, scope: !1798, inlinedAt: !2262)
!2264 = !DILocation(line: 518, column: 12, scope: !1804, inlinedAt: !2262)
!2265 = !DILocation(line: 518, column: 7, scope: !1798, inlinedAt: !2262)
!2266 = !DILocation(line: 519, column: 20, scope: !1804, inlinedAt: !2262)
!2267 = !DILocation(line: 519, column: 22, scope: !1804, inlinedAt: !2262)
!2268 = !DILocation(line: 0, scope: !1652, inlinedAt: !2269)
!2269 = distinct !DILocation(line: 519, column: 5, scope: !1804, inlinedAt: !2262)
!2270 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !2269)
!2271 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !2269)
!2272 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !2269)
!2273 = !DILocation(line: 493, column: 9, scope: !1662, inlinedAt: !2269)
!2274 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !2269)
!2275 = !DILocation(line: 495, column: 3, scope: !1662, inlinedAt: !2269)
!2276 = !DILocation(line: 1080, column: 1, scope: !2122)
!2277 = distinct !DISubprogram(name: "luaK_self", scope: !2, file: !2, line: 1086, type: !2123, scopeLine: 1086, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2278)
!2278 = !{!2279, !2280, !2281, !2282}
!2279 = !DILocalVariable(name: "fs", arg: 1, scope: !2277, file: !2, line: 1086, type: !17)
!2280 = !DILocalVariable(name: "e", arg: 2, scope: !2277, file: !2, line: 1086, type: !529)
!2281 = !DILocalVariable(name: "key", arg: 3, scope: !2277, file: !2, line: 1086, type: !529)
!2282 = !DILocalVariable(name: "ereg", scope: !2277, file: !2, line: 1087, type: !44)
!2283 = !DILocation(line: 0, scope: !2277)
!2284 = !DILocation(line: 0, scope: !2034, inlinedAt: !2285)
!2285 = distinct !DILocation(line: 1088, column: 3, scope: !2277)
!2286 = !DILocation(line: 956, column: 3, scope: !2034, inlinedAt: !2285)
!2287 = !DILocation(line: 957, column: 10, scope: !2043, inlinedAt: !2285)
!2288 = !DILocation(line: 957, column: 12, scope: !2043, inlinedAt: !2285)
!2289 = !DILocation(line: 957, column: 7, scope: !2034, inlinedAt: !2285)
!2290 = !DILocation(line: 958, column: 10, scope: !2047, inlinedAt: !2285)
!2291 = !DILocation(line: 0, scope: !2048, inlinedAt: !2285)
!2292 = !DILocation(line: 958, column: 9, scope: !2048, inlinedAt: !2285)
!2293 = !DILocation(line: 960, column: 14, scope: !2052, inlinedAt: !2285)
!2294 = !DILocation(line: 960, column: 22, scope: !2052, inlinedAt: !2285)
!2295 = !DILocation(line: 960, column: 19, scope: !2052, inlinedAt: !2285)
!2296 = !DILocation(line: 960, column: 9, scope: !2048, inlinedAt: !2285)
!2297 = !DILocation(line: 961, column: 27, scope: !2057, inlinedAt: !2285)
!2298 = !DILocation(line: 961, column: 7, scope: !2057, inlinedAt: !2285)
!2299 = !DILocation(line: 962, column: 7, scope: !2057, inlinedAt: !2285)
!2300 = !DILocation(line: 968, column: 3, scope: !2034, inlinedAt: !2285)
!2301 = !DILocation(line: 969, column: 3, scope: !2034, inlinedAt: !2285)
!2302 = !DILocation(line: 1089, column: 13, scope: !2277)
!2303 = !DILocation(line: 1089, column: 15, scope: !2277)
!2304 = !DILocation(line: 0, scope: !1798, inlinedAt: !2305)
!2305 = distinct !DILocation(line: 1090, column: 3, scope: !2277)
!2306 = !DILocation(line: 518, column: 10, scope: !1804, inlinedAt: !2305)
!2307 = !DILocation(line: 518, column: 12, scope: !1804, inlinedAt: !2305)
!2308 = !DILocation(line: 518, column: 7, scope: !1798, inlinedAt: !2305)
!2309 = !DILocation(line: 0, scope: !1652, inlinedAt: !2310)
!2310 = distinct !DILocation(line: 519, column: 5, scope: !1804, inlinedAt: !2305)
!2311 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !2310)
!2312 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !2310)
!2313 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !2310)
!2314 = !DILocation(line: 493, column: 9, scope: !1662, inlinedAt: !2310)
!2315 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !2310)
!2316 = !DILocation(line: 495, column: 3, scope: !1662, inlinedAt: !2310)
!2317 = !DILocation(line: 1091, column: 19, scope: !2277)
!2318 = !DILocation(line: 1091, column: 15, scope: !2277)
!2319 = !DILocation(line: 1091, column: 13, scope: !2277)
!2320 = !DILocation(line: 1092, column: 8, scope: !2277)
!2321 = !DILocation(line: 0, scope: !1366, inlinedAt: !2322)
!2322 = distinct !DILocation(line: 1093, column: 3, scope: !2277)
!2323 = !DILocation(line: 0, scope: !1339, inlinedAt: !2324)
!2324 = distinct !DILocation(line: 481, column: 3, scope: !1366, inlinedAt: !2322)
!2325 = !DILocation(line: 467, column: 22, scope: !1339, inlinedAt: !2324)
!2326 = !DILocation(line: 467, column: 18, scope: !1339, inlinedAt: !2324)
!2327 = !DILocation(line: 467, column: 30, scope: !1339, inlinedAt: !2324)
!2328 = !DILocation(line: 468, column: 22, scope: !1350, inlinedAt: !2324)
!2329 = !DILocation(line: 468, column: 25, scope: !1350, inlinedAt: !2324)
!2330 = !DILocation(line: 468, column: 18, scope: !1350, inlinedAt: !2324)
!2331 = !DILocation(line: 468, column: 16, scope: !1350, inlinedAt: !2324)
!2332 = !DILocation(line: 468, column: 7, scope: !1339, inlinedAt: !2324)
!2333 = !DILocation(line: 469, column: 18, scope: !1357, inlinedAt: !2324)
!2334 = !DILocation(line: 469, column: 9, scope: !1358, inlinedAt: !2324)
!2335 = !DILocation(line: 470, column: 28, scope: !1357, inlinedAt: !2324)
!2336 = !DILocation(line: 470, column: 7, scope: !1357, inlinedAt: !2324)
!2337 = !DILocation(line: 472, column: 27, scope: !1358, inlinedAt: !2324)
!2338 = !DILocation(line: 472, column: 25, scope: !1358, inlinedAt: !2324)
!2339 = !DILocation(line: 473, column: 3, scope: !1358, inlinedAt: !2324)
!2340 = !DILocation(line: 482, column: 15, scope: !1366, inlinedAt: !2322)
!2341 = !DILocation(line: 1094, column: 30, scope: !2277)
!2342 = !DILocation(line: 0, scope: !2189, inlinedAt: !2343)
!2343 = distinct !DILocation(line: 1094, column: 3, scope: !2277)
!2344 = !DILocation(line: 1041, column: 11, scope: !2189, inlinedAt: !2343)
!2345 = !DILocation(line: 1042, column: 34, scope: !2189, inlinedAt: !2343)
!2346 = !DILocation(line: 1042, column: 36, scope: !2189, inlinedAt: !2343)
!2347 = !DILocation(line: 0, scope: !983, inlinedAt: !2348)
!2348 = distinct !DILocation(line: 1042, column: 3, scope: !2189, inlinedAt: !2343)
!2349 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !2348)
!2350 = !DILocation(line: 0, scope: !996, inlinedAt: !2351)
!2351 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !2348)
!2352 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !2351)
!2353 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !2351)
!2354 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !2351)
!2355 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !2351)
!2356 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !2351)
!2357 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !2351)
!2358 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !2351)
!2359 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !2351)
!2360 = !DILocation(line: 0, scope: !1798, inlinedAt: !2361)
!2361 = distinct !DILocation(line: 1095, column: 3, scope: !2277)
!2362 = !DILocation(line: 518, column: 10, scope: !1804, inlinedAt: !2361)
!2363 = !DILocation(line: 518, column: 12, scope: !1804, inlinedAt: !2361)
!2364 = !DILocation(line: 518, column: 7, scope: !1798, inlinedAt: !2361)
!2365 = !DILocation(line: 519, column: 22, scope: !1804, inlinedAt: !2361)
!2366 = !DILocation(line: 0, scope: !1652, inlinedAt: !2367)
!2367 = distinct !DILocation(line: 519, column: 5, scope: !1804, inlinedAt: !2361)
!2368 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !2367)
!2369 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !2367)
!2370 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !2367)
!2371 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !2367)
!2372 = !DILocation(line: 495, column: 3, scope: !1662, inlinedAt: !2367)
!2373 = !DILocation(line: 1096, column: 1, scope: !2277)
!2374 = distinct !DISubprogram(name: "luaK_goiftrue", scope: !2, file: !2, line: 1134, type: !1533, scopeLine: 1134, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2375)
!2375 = !{!2376, !2377, !2378}
!2376 = !DILocalVariable(name: "fs", arg: 1, scope: !2374, file: !2, line: 1134, type: !17)
!2377 = !DILocalVariable(name: "e", arg: 2, scope: !2374, file: !2, line: 1134, type: !529)
!2378 = !DILocalVariable(name: "pc", scope: !2374, file: !2, line: 1135, type: !44)
!2379 = !DILocation(line: 0, scope: !2374)
!2380 = !DILocation(line: 1136, column: 3, scope: !2374)
!2381 = !DILocation(line: 1137, column: 14, scope: !2374)
!2382 = !DILocation(line: 1137, column: 3, scope: !2374)
!2383 = !DILocalVariable(name: "fs", arg: 1, scope: !2384, file: !2, line: 1102, type: !17)
!2384 = distinct !DISubprogram(name: "negatecondition", scope: !2, file: !2, line: 1102, type: !1533, scopeLine: 1102, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2385)
!2385 = !{!2383, !2386, !2387}
!2386 = !DILocalVariable(name: "e", arg: 2, scope: !2384, file: !2, line: 1102, type: !529)
!2387 = !DILocalVariable(name: "pc", scope: !2384, file: !2, line: 1103, type: !373)
!2388 = !DILocation(line: 0, scope: !2384, inlinedAt: !2389)
!2389 = distinct !DILocation(line: 1139, column: 7, scope: !2390)
!2390 = distinct !DILexicalBlock(scope: !2391, file: !2, line: 1138, column: 16)
!2391 = distinct !DILexicalBlock(scope: !2374, file: !2, line: 1137, column: 17)
!2392 = !DILocation(line: 1103, column: 43, scope: !2384, inlinedAt: !2389)
!2393 = !DILocation(line: 1103, column: 45, scope: !2384, inlinedAt: !2389)
!2394 = !DILocation(line: 0, scope: !1187, inlinedAt: !2395)
!2395 = distinct !DILocation(line: 1103, column: 21, scope: !2384, inlinedAt: !2389)
!2396 = !DILocation(line: 244, column: 26, scope: !1187, inlinedAt: !2395)
!2397 = !DILocation(line: 244, column: 29, scope: !1187, inlinedAt: !2395)
!2398 = !DILocation(line: 244, column: 22, scope: !1187, inlinedAt: !2395)
!2399 = !DILocation(line: 245, column: 10, scope: !1196, inlinedAt: !2395)
!2400 = !DILocation(line: 245, column: 15, scope: !1196, inlinedAt: !2395)
!2401 = !DILocation(line: 245, column: 18, scope: !1196, inlinedAt: !2395)
!2402 = !DILocation(line: 245, column: 7, scope: !1187, inlinedAt: !2395)
!2403 = !DILocation(line: 1106, column: 3, scope: !2384, inlinedAt: !2389)
!2404 = !DILocation(line: 248, column: 5, scope: !1196, inlinedAt: !2395)
!2405 = !DILocation(line: 0, scope: !1196, inlinedAt: !2395)
!2406 = !DILocation(line: 1140, column: 17, scope: !2390)
!2407 = !DILocation(line: 1141, column: 7, scope: !2390)
!2408 = !DILocation(line: 1148, column: 12, scope: !2409)
!2409 = distinct !DILexicalBlock(scope: !2391, file: !2, line: 1147, column: 14)
!2410 = !DILocation(line: 1149, column: 7, scope: !2409)
!2411 = !DILocation(line: 0, scope: !2391)
!2412 = !DILocation(line: 1152, column: 23, scope: !2374)
!2413 = !DILocation(line: 0, scope: !1030, inlinedAt: !2414)
!2414 = distinct !DILocation(line: 1152, column: 3, scope: !2374)
!2415 = !DILocation(line: 182, column: 10, scope: !1041, inlinedAt: !2414)
!2416 = !DILocation(line: 182, column: 7, scope: !1030, inlinedAt: !2414)
!2417 = !DILocation(line: 183, column: 12, scope: !1040, inlinedAt: !2414)
!2418 = !DILocation(line: 183, column: 16, scope: !1040, inlinedAt: !2414)
!2419 = !DILocation(line: 183, column: 12, scope: !1041, inlinedAt: !2414)
!2420 = !DILocation(line: 188, column: 5, scope: !1039, inlinedAt: !2414)
!2421 = !DILocation(line: 184, column: 9, scope: !1040, inlinedAt: !2414)
!2422 = !DILocation(line: 184, column: 5, scope: !1040, inlinedAt: !2414)
!2423 = !DILocation(line: 0, scope: !1039, inlinedAt: !2414)
!2424 = !DILocation(line: 0, scope: !1054, inlinedAt: !2425)
!2425 = distinct !DILocation(line: 188, column: 20, scope: !1039, inlinedAt: !2414)
!2426 = !DILocation(line: 155, column: 16, scope: !1054, inlinedAt: !2425)
!2427 = !DILocation(line: 156, column: 14, scope: !1064, inlinedAt: !2425)
!2428 = !DILocation(line: 156, column: 7, scope: !1054, inlinedAt: !2425)
!2429 = !DILocation(line: 188, column: 39, scope: !1039, inlinedAt: !2414)
!2430 = distinct !{!2430, !2420, !2431, !1069}
!2431 = !DILocation(line: 189, column: 14, scope: !1039, inlinedAt: !2414)
!2432 = !DILocation(line: 0, scope: !1071, inlinedAt: !2433)
!2433 = distinct !DILocation(line: 190, column: 5, scope: !1039, inlinedAt: !2414)
!2434 = !DILocation(line: 169, column: 27, scope: !1071, inlinedAt: !2433)
!2435 = !DILocation(line: 169, column: 21, scope: !1071, inlinedAt: !2433)
!2436 = !DILocation(line: 171, column: 30, scope: !1082, inlinedAt: !2433)
!2437 = !DILocation(line: 172, column: 26, scope: !1082, inlinedAt: !2433)
!2438 = !DILocation(line: 172, column: 5, scope: !1082, inlinedAt: !2433)
!2439 = !DILocation(line: 174, column: 3, scope: !1071, inlinedAt: !2433)
!2440 = !DILocation(line: 1153, column: 27, scope: !2374)
!2441 = !DILocation(line: 0, scope: !1236, inlinedAt: !2442)
!2442 = distinct !DILocation(line: 1153, column: 3, scope: !2374)
!2443 = !DILocation(line: 0, scope: !1139, inlinedAt: !2444)
!2444 = distinct !DILocation(line: 313, column: 12, scope: !1236, inlinedAt: !2442)
!2445 = !DILocation(line: 233, column: 24, scope: !1139, inlinedAt: !2444)
!2446 = !DILocation(line: 233, column: 7, scope: !1139, inlinedAt: !2444)
!2447 = !DILocation(line: 233, column: 18, scope: !1139, inlinedAt: !2444)
!2448 = !DILocation(line: 0, scope: !1147, inlinedAt: !2449)
!2449 = distinct !DILocation(line: 314, column: 3, scope: !1236, inlinedAt: !2442)
!2450 = !DILocation(line: 308, column: 3, scope: !1147, inlinedAt: !2449)
!2451 = !DILocation(line: 1154, column: 8, scope: !2374)
!2452 = !DILocation(line: 1155, column: 1, scope: !2374)
!2453 = distinct !DISubprogram(name: "jumponcond", scope: !2, file: !2, line: 1116, type: !2454, scopeLine: 1116, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2456)
!2454 = !DISubroutineType(types: !2455)
!2455 = !{!44, !17, !529, !44}
!2456 = !{!2457, !2458, !2459, !2460}
!2457 = !DILocalVariable(name: "fs", arg: 1, scope: !2453, file: !2, line: 1116, type: !17)
!2458 = !DILocalVariable(name: "e", arg: 2, scope: !2453, file: !2, line: 1116, type: !529)
!2459 = !DILocalVariable(name: "cond", arg: 3, scope: !2453, file: !2, line: 1116, type: !44)
!2460 = !DILocalVariable(name: "ie", scope: !2461, file: !2, line: 1118, type: !259)
!2461 = distinct !DILexicalBlock(scope: !2462, file: !2, line: 1117, column: 23)
!2462 = distinct !DILexicalBlock(scope: !2453, file: !2, line: 1117, column: 7)
!2463 = !DILocation(line: 0, scope: !2453)
!2464 = !DILocation(line: 1117, column: 10, scope: !2462)
!2465 = !DILocation(line: 1117, column: 7, scope: !2453)
!2466 = !DILocation(line: 1118, column: 22, scope: !2461)
!2467 = !DILocation(line: 0, scope: !2461)
!2468 = !DILocation(line: 1119, column: 9, scope: !2469)
!2469 = distinct !DILexicalBlock(scope: !2461, file: !2, line: 1119, column: 9)
!2470 = !DILocation(line: 1119, column: 24, scope: !2469)
!2471 = !DILocation(line: 1119, column: 9, scope: !2461)
!2472 = !DILocalVariable(name: "fs", arg: 1, scope: !2473, file: !2, line: 372, type: !17)
!2473 = distinct !DISubprogram(name: "removelastinstruction", scope: !2, file: !2, line: 372, type: !2474, scopeLine: 372, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2476)
!2474 = !DISubroutineType(types: !2475)
!2475 = !{null, !17}
!2476 = !{!2472}
!2477 = !DILocation(line: 0, scope: !2473, inlinedAt: !2478)
!2478 = distinct !DILocation(line: 1120, column: 7, scope: !2479)
!2479 = distinct !DILexicalBlock(scope: !2469, file: !2, line: 1119, column: 35)
!2480 = !DILocalVariable(name: "fs", arg: 1, scope: !2481, file: !2, line: 353, type: !17)
!2481 = distinct !DISubprogram(name: "removelastlineinfo", scope: !2, file: !2, line: 353, type: !2474, scopeLine: 353, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2482)
!2482 = !{!2480, !2483, !2484}
!2483 = !DILocalVariable(name: "f", scope: !2481, file: !2, line: 354, type: !23)
!2484 = !DILocalVariable(name: "pc", scope: !2481, file: !2, line: 355, type: !44)
!2485 = !DILocation(line: 0, scope: !2481, inlinedAt: !2486)
!2486 = distinct !DILocation(line: 373, column: 3, scope: !2473, inlinedAt: !2478)
!2487 = !DILocation(line: 355, column: 16, scope: !2481, inlinedAt: !2486)
!2488 = !DILocation(line: 356, column: 10, scope: !2489, inlinedAt: !2486)
!2489 = distinct !DILexicalBlock(scope: !2481, file: !2, line: 356, column: 7)
!2490 = !DILocation(line: 356, column: 7, scope: !2489, inlinedAt: !2486)
!2491 = !DILocation(line: 356, column: 23, scope: !2489, inlinedAt: !2486)
!2492 = !DILocation(line: 356, column: 7, scope: !2481, inlinedAt: !2486)
!2493 = !DILocation(line: 357, column: 9, scope: !2494, inlinedAt: !2486)
!2494 = distinct !DILexicalBlock(scope: !2489, file: !2, line: 356, column: 39)
!2495 = !DILocation(line: 357, column: 22, scope: !2494, inlinedAt: !2486)
!2496 = !DILocation(line: 358, column: 9, scope: !2494, inlinedAt: !2486)
!2497 = !DILocation(line: 358, column: 16, scope: !2494, inlinedAt: !2486)
!2498 = !DILocation(line: 359, column: 3, scope: !2494, inlinedAt: !2486)
!2499 = !DILocation(line: 362, column: 9, scope: !2500, inlinedAt: !2486)
!2500 = distinct !DILexicalBlock(scope: !2489, file: !2, line: 360, column: 8)
!2501 = !DILocation(line: 362, column: 21, scope: !2500, inlinedAt: !2486)
!2502 = !DILocation(line: 363, column: 9, scope: !2500, inlinedAt: !2486)
!2503 = !DILocation(line: 363, column: 17, scope: !2500, inlinedAt: !2486)
!2504 = !DILocation(line: 374, column: 9, scope: !2473, inlinedAt: !2478)
!2505 = !DILocation(line: 1121, column: 56, scope: !2479)
!2506 = !DILocalVariable(name: "fs", arg: 1, scope: !2507, file: !2, line: 222, type: !17)
!2507 = distinct !DISubprogram(name: "condjump", scope: !2, file: !2, line: 222, type: !984, scopeLine: 222, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2508)
!2508 = !{!2506, !2509, !2510, !2511, !2512, !2513}
!2509 = !DILocalVariable(name: "op", arg: 2, scope: !2507, file: !2, line: 222, type: !781)
!2510 = !DILocalVariable(name: "A", arg: 3, scope: !2507, file: !2, line: 222, type: !44)
!2511 = !DILocalVariable(name: "B", arg: 4, scope: !2507, file: !2, line: 222, type: !44)
!2512 = !DILocalVariable(name: "C", arg: 5, scope: !2507, file: !2, line: 222, type: !44)
!2513 = !DILocalVariable(name: "k", arg: 6, scope: !2507, file: !2, line: 222, type: !44)
!2514 = !DILocation(line: 0, scope: !2507, inlinedAt: !2515)
!2515 = distinct !DILocation(line: 1121, column: 14, scope: !2479)
!2516 = !DILocation(line: 0, scope: !983, inlinedAt: !2517)
!2517 = distinct !DILocation(line: 223, column: 3, scope: !2507, inlinedAt: !2515)
!2518 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !2517)
!2519 = !DILocation(line: 0, scope: !996, inlinedAt: !2520)
!2520 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !2517)
!2521 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !2520)
!2522 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !2520)
!2523 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !2520)
!2524 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !2520)
!2525 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !2520)
!2526 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !2520)
!2527 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !2520)
!2528 = !DILocation(line: 0, scope: !1087, inlinedAt: !2529)
!2529 = distinct !DILocation(line: 224, column: 10, scope: !2507, inlinedAt: !2515)
!2530 = !DILocation(line: 0, scope: !1094, inlinedAt: !2531)
!2531 = distinct !DILocation(line: 200, column: 10, scope: !1087, inlinedAt: !2529)
!2532 = !DILocation(line: 0, scope: !996, inlinedAt: !2533)
!2533 = distinct !DILocation(line: 433, column: 10, scope: !1094, inlinedAt: !2531)
!2534 = !DILocation(line: 0, scope: !1366, inlinedAt: !2535)
!2535 = distinct !DILocation(line: 883, column: 5, scope: !2536, inlinedAt: !2542)
!2536 = distinct !DILexicalBlock(scope: !2537, file: !2, line: 882, column: 26)
!2537 = distinct !DILexicalBlock(scope: !2538, file: !2, line: 882, column: 7)
!2538 = distinct !DISubprogram(name: "discharge2anyreg", scope: !2, file: !2, line: 881, type: !1533, scopeLine: 881, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2539)
!2539 = !{!2540, !2541}
!2540 = !DILocalVariable(name: "fs", arg: 1, scope: !2538, file: !2, line: 881, type: !17)
!2541 = !DILocalVariable(name: "e", arg: 2, scope: !2538, file: !2, line: 881, type: !529)
!2542 = distinct !DILocation(line: 1125, column: 3, scope: !2453)
!2543 = !DILocation(line: 0, scope: !1339, inlinedAt: !2544)
!2544 = distinct !DILocation(line: 481, column: 3, scope: !1366, inlinedAt: !2535)
!2545 = !DILocation(line: 467, column: 22, scope: !1339, inlinedAt: !2544)
!2546 = !DILocation(line: 467, column: 30, scope: !1339, inlinedAt: !2544)
!2547 = !DILocation(line: 468, column: 22, scope: !1350, inlinedAt: !2544)
!2548 = !DILocation(line: 468, column: 25, scope: !1350, inlinedAt: !2544)
!2549 = !DILocation(line: 468, column: 16, scope: !1350, inlinedAt: !2544)
!2550 = !DILocation(line: 468, column: 7, scope: !1339, inlinedAt: !2544)
!2551 = !DILocation(line: 469, column: 18, scope: !1357, inlinedAt: !2544)
!2552 = !DILocation(line: 469, column: 9, scope: !1358, inlinedAt: !2544)
!2553 = !DILocation(line: 470, column: 28, scope: !1357, inlinedAt: !2544)
!2554 = !DILocation(line: 470, column: 7, scope: !1357, inlinedAt: !2544)
!2555 = !DILocation(line: 472, column: 25, scope: !1358, inlinedAt: !2544)
!2556 = !DILocation(line: 473, column: 3, scope: !1358, inlinedAt: !2544)
!2557 = !DILocation(line: 482, column: 15, scope: !1366, inlinedAt: !2535)
!2558 = !DILocation(line: 884, column: 26, scope: !2536, inlinedAt: !2542)
!2559 = !DILocation(line: 884, column: 37, scope: !2536, inlinedAt: !2542)
!2560 = !DILocation(line: 884, column: 5, scope: !2536, inlinedAt: !2542)
!2561 = !DILocation(line: 518, column: 10, scope: !1804, inlinedAt: !2562)
!2562 = distinct !DILocation(line: 1126, column: 3, scope: !2453)
!2563 = !DILocation(line: 518, column: 12, scope: !1804, inlinedAt: !2562)
!2564 = !DILocation(line: 0, scope: !1798, inlinedAt: !2562)
!2565 = !DILocation(line: 518, column: 7, scope: !1798, inlinedAt: !2562)
!2566 = !DILocation(line: 519, column: 20, scope: !1804, inlinedAt: !2562)
!2567 = !DILocation(line: 519, column: 22, scope: !1804, inlinedAt: !2562)
!2568 = !DILocation(line: 0, scope: !1652, inlinedAt: !2569)
!2569 = distinct !DILocation(line: 519, column: 5, scope: !1804, inlinedAt: !2562)
!2570 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !2569)
!2571 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !2569)
!2572 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !2569)
!2573 = !DILocation(line: 493, column: 9, scope: !1662, inlinedAt: !2569)
!2574 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !2569)
!2575 = !DILocation(line: 495, column: 3, scope: !1662, inlinedAt: !2569)
!2576 = !DILocation(line: 1127, column: 46, scope: !2453)
!2577 = !DILocation(line: 1127, column: 48, scope: !2453)
!2578 = !DILocation(line: 0, scope: !2507, inlinedAt: !2579)
!2579 = distinct !DILocation(line: 1127, column: 10, scope: !2453)
!2580 = !DILocation(line: 0, scope: !983, inlinedAt: !2581)
!2581 = distinct !DILocation(line: 223, column: 3, scope: !2507, inlinedAt: !2579)
!2582 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !2581)
!2583 = !DILocation(line: 0, scope: !996, inlinedAt: !2584)
!2584 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !2581)
!2585 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !2584)
!2586 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !2584)
!2587 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !2584)
!2588 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !2584)
!2589 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !2584)
!2590 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !2584)
!2591 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !2584)
!2592 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !2584)
!2593 = !DILocation(line: 0, scope: !1087, inlinedAt: !2594)
!2594 = distinct !DILocation(line: 224, column: 10, scope: !2507, inlinedAt: !2579)
!2595 = !DILocation(line: 0, scope: !1094, inlinedAt: !2596)
!2596 = distinct !DILocation(line: 200, column: 10, scope: !1087, inlinedAt: !2594)
!2597 = !DILocation(line: 0, scope: !996, inlinedAt: !2598)
!2598 = distinct !DILocation(line: 433, column: 10, scope: !1094, inlinedAt: !2596)
!2599 = !DILocation(line: 1127, column: 3, scope: !2453)
!2600 = !DILocation(line: 389, column: 14, scope: !996, inlinedAt: !2601)
!2601 = !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !2602)
!2602 = !DILocation(line: 223, column: 3, scope: !2507, inlinedAt: !2463)
!2603 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !2604)
!2604 = !DILocation(line: 433, column: 10, scope: !1094, inlinedAt: !2605)
!2605 = !DILocation(line: 200, column: 10, scope: !1087, inlinedAt: !2606)
!2606 = !DILocation(line: 224, column: 10, scope: !2507, inlinedAt: !2463)
!2607 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !2604)
!2608 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !2604)
!2609 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !2604)
!2610 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !2604)
!2611 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !2604)
!2612 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !2604)
!2613 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !2604)
!2614 = !DILocation(line: 389, column: 14, scope: !996, inlinedAt: !2604)
!2615 = !DILocation(line: 1128, column: 1, scope: !2453)
!2616 = distinct !DISubprogram(name: "luaK_goiffalse", scope: !2, file: !2, line: 1161, type: !1533, scopeLine: 1161, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2617)
!2617 = !{!2618, !2619, !2620}
!2618 = !DILocalVariable(name: "fs", arg: 1, scope: !2616, file: !2, line: 1161, type: !17)
!2619 = !DILocalVariable(name: "e", arg: 2, scope: !2616, file: !2, line: 1161, type: !529)
!2620 = !DILocalVariable(name: "pc", scope: !2616, file: !2, line: 1162, type: !44)
!2621 = !DILocation(line: 0, scope: !2616)
!2622 = !DILocation(line: 1163, column: 3, scope: !2616)
!2623 = !DILocation(line: 1164, column: 14, scope: !2616)
!2624 = !DILocation(line: 1164, column: 3, scope: !2616)
!2625 = !DILocation(line: 1166, column: 15, scope: !2626)
!2626 = distinct !DILexicalBlock(scope: !2627, file: !2, line: 1165, column: 16)
!2627 = distinct !DILexicalBlock(scope: !2616, file: !2, line: 1164, column: 17)
!2628 = !DILocation(line: 1166, column: 17, scope: !2626)
!2629 = !DILocation(line: 1167, column: 7, scope: !2626)
!2630 = !DILocation(line: 1174, column: 12, scope: !2631)
!2631 = distinct !DILexicalBlock(scope: !2627, file: !2, line: 1173, column: 14)
!2632 = !DILocation(line: 1175, column: 7, scope: !2631)
!2633 = !DILocation(line: 0, scope: !2627)
!2634 = !DILocation(line: 1178, column: 23, scope: !2616)
!2635 = !DILocation(line: 0, scope: !1030, inlinedAt: !2636)
!2636 = distinct !DILocation(line: 1178, column: 3, scope: !2616)
!2637 = !DILocation(line: 182, column: 10, scope: !1041, inlinedAt: !2636)
!2638 = !DILocation(line: 182, column: 7, scope: !1030, inlinedAt: !2636)
!2639 = !DILocation(line: 183, column: 12, scope: !1040, inlinedAt: !2636)
!2640 = !DILocation(line: 183, column: 16, scope: !1040, inlinedAt: !2636)
!2641 = !DILocation(line: 183, column: 12, scope: !1041, inlinedAt: !2636)
!2642 = !DILocation(line: 188, column: 5, scope: !1039, inlinedAt: !2636)
!2643 = !DILocation(line: 184, column: 9, scope: !1040, inlinedAt: !2636)
!2644 = !DILocation(line: 184, column: 5, scope: !1040, inlinedAt: !2636)
!2645 = !DILocation(line: 0, scope: !1039, inlinedAt: !2636)
!2646 = !DILocation(line: 0, scope: !1054, inlinedAt: !2647)
!2647 = distinct !DILocation(line: 188, column: 20, scope: !1039, inlinedAt: !2636)
!2648 = !DILocation(line: 155, column: 16, scope: !1054, inlinedAt: !2647)
!2649 = !DILocation(line: 156, column: 14, scope: !1064, inlinedAt: !2647)
!2650 = !DILocation(line: 156, column: 7, scope: !1054, inlinedAt: !2647)
!2651 = !DILocation(line: 188, column: 39, scope: !1039, inlinedAt: !2636)
!2652 = distinct !{!2652, !2642, !2653, !1069}
!2653 = !DILocation(line: 189, column: 14, scope: !1039, inlinedAt: !2636)
!2654 = !DILocation(line: 0, scope: !1071, inlinedAt: !2655)
!2655 = distinct !DILocation(line: 190, column: 5, scope: !1039, inlinedAt: !2636)
!2656 = !DILocation(line: 169, column: 27, scope: !1071, inlinedAt: !2655)
!2657 = !DILocation(line: 169, column: 21, scope: !1071, inlinedAt: !2655)
!2658 = !DILocation(line: 171, column: 30, scope: !1082, inlinedAt: !2655)
!2659 = !DILocation(line: 172, column: 26, scope: !1082, inlinedAt: !2655)
!2660 = !DILocation(line: 172, column: 5, scope: !1082, inlinedAt: !2655)
!2661 = !DILocation(line: 174, column: 3, scope: !1071, inlinedAt: !2655)
!2662 = !DILocation(line: 1179, column: 27, scope: !2616)
!2663 = !DILocation(line: 0, scope: !1236, inlinedAt: !2664)
!2664 = distinct !DILocation(line: 1179, column: 3, scope: !2616)
!2665 = !DILocation(line: 0, scope: !1139, inlinedAt: !2666)
!2666 = distinct !DILocation(line: 313, column: 12, scope: !1236, inlinedAt: !2664)
!2667 = !DILocation(line: 233, column: 24, scope: !1139, inlinedAt: !2666)
!2668 = !DILocation(line: 233, column: 7, scope: !1139, inlinedAt: !2666)
!2669 = !DILocation(line: 233, column: 18, scope: !1139, inlinedAt: !2666)
!2670 = !DILocation(line: 0, scope: !1147, inlinedAt: !2671)
!2671 = distinct !DILocation(line: 314, column: 3, scope: !1236, inlinedAt: !2664)
!2672 = !DILocation(line: 308, column: 3, scope: !1147, inlinedAt: !2671)
!2673 = !DILocation(line: 1180, column: 8, scope: !2616)
!2674 = !DILocation(line: 1181, column: 1, scope: !2616)
!2675 = distinct !DISubprogram(name: "luaK_indexed", scope: !2, file: !2, line: 1279, type: !2123, scopeLine: 1279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2676)
!2676 = !{!2677, !2678, !2679, !2680}
!2677 = !DILocalVariable(name: "fs", arg: 1, scope: !2675, file: !2, line: 1279, type: !17)
!2678 = !DILocalVariable(name: "t", arg: 2, scope: !2675, file: !2, line: 1279, type: !529)
!2679 = !DILocalVariable(name: "k", arg: 3, scope: !2675, file: !2, line: 1279, type: !529)
!2680 = !DILocalVariable(name: "temp", scope: !2681, file: !2, line: 1287, type: !44)
!2681 = distinct !DILexicalBlock(scope: !2682, file: !2, line: 1286, column: 23)
!2682 = distinct !DILexicalBlock(scope: !2675, file: !2, line: 1286, column: 7)
!2683 = distinct !DIAssignID()
!2684 = !DILocation(line: 0, scope: !2675)
!2685 = !DILocation(line: 1280, column: 10, scope: !2686)
!2686 = distinct !DILexicalBlock(scope: !2675, file: !2, line: 1280, column: 7)
!2687 = !DILocation(line: 1280, column: 12, scope: !2686)
!2688 = !DILocation(line: 1280, column: 7, scope: !2675)
!2689 = !DILocation(line: 1284, column: 10, scope: !2690)
!2690 = distinct !DILexicalBlock(scope: !2675, file: !2, line: 1284, column: 7)
!2691 = !DILocation(line: 1284, column: 12, scope: !2690)
!2692 = !DILocation(line: 1284, column: 22, scope: !2690)
!2693 = !DILocalVariable(name: "fs", arg: 1, scope: !2694, file: !2, line: 737, type: !17)
!2694 = distinct !DISubprogram(name: "str2K", scope: !2, file: !2, line: 737, type: !1533, scopeLine: 737, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2695)
!2695 = !{!2693, !2696}
!2696 = !DILocalVariable(name: "e", arg: 2, scope: !2694, file: !2, line: 737, type: !529)
!2697 = !DILocation(line: 0, scope: !2694, inlinedAt: !2698)
!2698 = distinct !DILocation(line: 1281, column: 5, scope: !2686)
!2699 = !DILocation(line: 739, column: 30, scope: !2694, inlinedAt: !2698)
!2700 = !DILocation(line: 739, column: 32, scope: !2694, inlinedAt: !2698)
!2701 = !DILocalVariable(name: "o", scope: !2702, file: !2, line: 576, type: !55)
!2702 = distinct !DISubprogram(name: "stringK", scope: !2, file: !2, line: 575, type: !2703, scopeLine: 575, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2705)
!2703 = !DISubroutineType(types: !2704)
!2704 = !{!44, !17, !130}
!2705 = !{!2706, !2707, !2701, !2708, !2710}
!2706 = !DILocalVariable(name: "fs", arg: 1, scope: !2702, file: !2, line: 575, type: !17)
!2707 = !DILocalVariable(name: "s", arg: 2, scope: !2702, file: !2, line: 575, type: !130)
!2708 = !DILocalVariable(name: "io", scope: !2709, file: !2, line: 577, type: !54)
!2709 = distinct !DILexicalBlock(scope: !2702, file: !2, line: 577, column: 3)
!2710 = !DILocalVariable(name: "x_", scope: !2709, file: !2, line: 577, type: !130)
!2711 = !DILocation(line: 0, scope: !2702, inlinedAt: !2712)
!2712 = distinct !DILocation(line: 739, column: 15, scope: !2694, inlinedAt: !2698)
!2713 = !DILocation(line: 576, column: 3, scope: !2702, inlinedAt: !2712)
!2714 = !DILocation(line: 0, scope: !2709, inlinedAt: !2712)
!2715 = !DILocation(line: 577, column: 3, scope: !2709, inlinedAt: !2712)
!2716 = !DILocation(line: 578, column: 10, scope: !2702, inlinedAt: !2712)
!2717 = !DILocation(line: 579, column: 1, scope: !2702, inlinedAt: !2712)
!2718 = !DILocation(line: 739, column: 13, scope: !2694, inlinedAt: !2698)
!2719 = !DILocation(line: 740, column: 8, scope: !2694, inlinedAt: !2698)
!2720 = !DILocalVariable(name: "fs", arg: 1, scope: !2721, file: !2, line: 1221, type: !17)
!2721 = distinct !DISubprogram(name: "isKstr", scope: !2, file: !2, line: 1221, type: !2035, scopeLine: 1221, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2722)
!2722 = !{!2720, !2723}
!2723 = !DILocalVariable(name: "e", arg: 2, scope: !2721, file: !2, line: 1221, type: !529)
!2724 = !DILocation(line: 0, scope: !2721, inlinedAt: !2725)
!2725 = distinct !DILocation(line: 1284, column: 26, scope: !2690)
!2726 = !DILocation(line: 1222, column: 16, scope: !2721, inlinedAt: !2725)
!2727 = !DILocation(line: 1222, column: 22, scope: !2721, inlinedAt: !2725)
!2728 = !DILocation(line: 1222, column: 26, scope: !2721, inlinedAt: !2725)
!2729 = !DILocation(line: 1222, column: 38, scope: !2721, inlinedAt: !2725)
!2730 = !DILocation(line: 1222, column: 44, scope: !2721, inlinedAt: !2725)
!2731 = !DILocation(line: 1222, column: 46, scope: !2721, inlinedAt: !2725)
!2732 = !DILocation(line: 1222, column: 51, scope: !2721, inlinedAt: !2725)
!2733 = !DILocation(line: 1222, column: 63, scope: !2721, inlinedAt: !2725)
!2734 = !DILocation(line: 1223, column: 11, scope: !2721, inlinedAt: !2725)
!2735 = !{!958, !840, i64 56}
!2736 = !DILocation(line: 1284, column: 7, scope: !2675)
!2737 = !DILocation(line: 0, scope: !2034, inlinedAt: !2738)
!2738 = distinct !DILocation(line: 1285, column: 5, scope: !2690)
!2739 = !DILocation(line: 956, column: 3, scope: !2034, inlinedAt: !2738)
!2740 = !DILocation(line: 957, column: 10, scope: !2043, inlinedAt: !2738)
!2741 = !DILocation(line: 957, column: 12, scope: !2043, inlinedAt: !2738)
!2742 = !DILocation(line: 957, column: 7, scope: !2034, inlinedAt: !2738)
!2743 = !DILocation(line: 958, column: 10, scope: !2047, inlinedAt: !2738)
!2744 = !DILocation(line: 0, scope: !2048, inlinedAt: !2738)
!2745 = !DILocation(line: 958, column: 9, scope: !2048, inlinedAt: !2738)
!2746 = !DILocation(line: 960, column: 14, scope: !2052, inlinedAt: !2738)
!2747 = !DILocation(line: 960, column: 22, scope: !2052, inlinedAt: !2738)
!2748 = !DILocation(line: 960, column: 19, scope: !2052, inlinedAt: !2738)
!2749 = !DILocation(line: 960, column: 9, scope: !2048, inlinedAt: !2738)
!2750 = !DILocation(line: 961, column: 27, scope: !2057, inlinedAt: !2738)
!2751 = !DILocation(line: 961, column: 7, scope: !2057, inlinedAt: !2738)
!2752 = !DILocation(line: 962, column: 7, scope: !2057, inlinedAt: !2738)
!2753 = !DILocation(line: 968, column: 3, scope: !2034, inlinedAt: !2738)
!2754 = !DILocation(line: 969, column: 3, scope: !2034, inlinedAt: !2738)
!2755 = !DILocation(line: 1286, column: 10, scope: !2682)
!2756 = !DILocation(line: 0, scope: !2682)
!2757 = !DILocation(line: 1286, column: 7, scope: !2675)
!2758 = !DILocation(line: 1287, column: 21, scope: !2681)
!2759 = !DILocation(line: 0, scope: !2681)
!2760 = !DILocation(line: 1289, column: 18, scope: !2681)
!2761 = !DILocation(line: 1289, column: 14, scope: !2681)
!2762 = !DILocation(line: 1289, column: 16, scope: !2681)
!2763 = !DILocation(line: 1290, column: 23, scope: !2681)
!2764 = !DILocation(line: 1290, column: 25, scope: !2681)
!2765 = !DILocation(line: 1290, column: 20, scope: !2681)
!2766 = !DILocation(line: 1290, column: 18, scope: !2681)
!2767 = !DILocation(line: 1292, column: 3, scope: !2681)
!2768 = !DILocation(line: 1295, column: 46, scope: !2769)
!2769 = distinct !DILexicalBlock(scope: !2682, file: !2, line: 1293, column: 8)
!2770 = !DILocation(line: 1295, column: 18, scope: !2769)
!2771 = !DILocation(line: 1295, column: 57, scope: !2769)
!2772 = !DILocation(line: 1295, column: 8, scope: !2769)
!2773 = !DILocation(line: 1295, column: 14, scope: !2769)
!2774 = !DILocation(line: 1295, column: 16, scope: !2769)
!2775 = !DILocation(line: 0, scope: !2721, inlinedAt: !2776)
!2776 = distinct !DILocation(line: 1296, column: 9, scope: !2777)
!2777 = distinct !DILexicalBlock(scope: !2769, file: !2, line: 1296, column: 9)
!2778 = !DILocation(line: 1222, column: 14, scope: !2721, inlinedAt: !2776)
!2779 = !DILocation(line: 1222, column: 22, scope: !2721, inlinedAt: !2776)
!2780 = !DILocation(line: 1222, column: 26, scope: !2721, inlinedAt: !2776)
!2781 = !DILocation(line: 1222, column: 38, scope: !2721, inlinedAt: !2776)
!2782 = !DILocation(line: 1222, column: 44, scope: !2721, inlinedAt: !2776)
!2783 = !DILocation(line: 1222, column: 46, scope: !2721, inlinedAt: !2776)
!2784 = !DILocation(line: 1222, column: 51, scope: !2721, inlinedAt: !2776)
!2785 = !DILocation(line: 1222, column: 63, scope: !2721, inlinedAt: !2776)
!2786 = !DILocation(line: 1223, column: 11, scope: !2721, inlinedAt: !2776)
!2787 = !DILocation(line: 1296, column: 9, scope: !2769)
!2788 = !DILocation(line: 1297, column: 22, scope: !2789)
!2789 = distinct !DILexicalBlock(scope: !2777, file: !2, line: 1296, column: 24)
!2790 = !DILocation(line: 1297, column: 20, scope: !2789)
!2791 = !DILocation(line: 1299, column: 5, scope: !2789)
!2792 = !DILocation(line: 1230, column: 29, scope: !2793, inlinedAt: !2798)
!2793 = distinct !DISubprogram(name: "isKint", scope: !2, file: !2, line: 1229, type: !2794, scopeLine: 1229, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2796)
!2794 = !DISubroutineType(types: !2795)
!2795 = !{!44, !529}
!2796 = !{!2797}
!2797 = !DILocalVariable(name: "e", arg: 1, scope: !2793, file: !2, line: 1229, type: !529)
!2798 = distinct !DILocation(line: 1239, column: 10, scope: !2799, inlinedAt: !2802)
!2799 = distinct !DISubprogram(name: "isCint", scope: !2, file: !2, line: 1238, type: !2794, scopeLine: 1238, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2800)
!2800 = !{!2801}
!2801 = !DILocalVariable(name: "e", arg: 1, scope: !2799, file: !2, line: 1238, type: !529)
!2802 = distinct !DILocation(line: 1300, column: 14, scope: !2803)
!2803 = distinct !DILexicalBlock(scope: !2777, file: !2, line: 1300, column: 14)
!2804 = !DILocation(line: 1239, column: 20, scope: !2799, inlinedAt: !2802)
!2805 = !DILocation(line: 1239, column: 24, scope: !2799, inlinedAt: !2802)
!2806 = !DILocation(line: 1239, column: 45, scope: !2799, inlinedAt: !2802)
!2807 = !DILocation(line: 1300, column: 14, scope: !2777)
!2808 = !DILocation(line: 1301, column: 22, scope: !2809)
!2809 = distinct !DILexicalBlock(scope: !2803, file: !2, line: 1300, column: 25)
!2810 = !DILocation(line: 1301, column: 20, scope: !2809)
!2811 = !DILocation(line: 1303, column: 5, scope: !2809)
!2812 = !DILocation(line: 0, scope: !2034, inlinedAt: !2813)
!2813 = distinct !DILocation(line: 1305, column: 22, scope: !2814)
!2814 = distinct !DILexicalBlock(scope: !2803, file: !2, line: 1304, column: 10)
!2815 = !DILocation(line: 956, column: 3, scope: !2034, inlinedAt: !2813)
!2816 = !DILocation(line: 957, column: 10, scope: !2043, inlinedAt: !2813)
!2817 = !DILocation(line: 957, column: 12, scope: !2043, inlinedAt: !2813)
!2818 = !DILocation(line: 957, column: 7, scope: !2034, inlinedAt: !2813)
!2819 = !DILocation(line: 958, column: 10, scope: !2047, inlinedAt: !2813)
!2820 = !DILocation(line: 0, scope: !2048, inlinedAt: !2813)
!2821 = !DILocation(line: 958, column: 9, scope: !2048, inlinedAt: !2813)
!2822 = !DILocation(line: 960, column: 14, scope: !2052, inlinedAt: !2813)
!2823 = !DILocation(line: 960, column: 22, scope: !2052, inlinedAt: !2813)
!2824 = !DILocation(line: 960, column: 19, scope: !2052, inlinedAt: !2813)
!2825 = !DILocation(line: 960, column: 9, scope: !2048, inlinedAt: !2813)
!2826 = !DILocation(line: 961, column: 27, scope: !2057, inlinedAt: !2813)
!2827 = !DILocation(line: 961, column: 7, scope: !2057, inlinedAt: !2813)
!2828 = !DILocation(line: 962, column: 7, scope: !2057, inlinedAt: !2813)
!2829 = !DILocation(line: 968, column: 3, scope: !2034, inlinedAt: !2813)
!2830 = !DILocation(line: 969, column: 13, scope: !2034, inlinedAt: !2813)
!2831 = !DILocation(line: 969, column: 3, scope: !2034, inlinedAt: !2813)
!2832 = !DILocation(line: 1305, column: 22, scope: !2814)
!2833 = !DILocation(line: 1305, column: 20, scope: !2814)
!2834 = !DILocation(line: 1309, column: 1, scope: !2675)
!2835 = !DILocation(line: 0, scope: !14)
!2836 = !DILocation(line: 1617, column: 3, scope: !14)
!2837 = !DILocation(line: 1618, column: 3, scope: !14)
!2838 = !DILocation(line: 1620, column: 32, scope: !2839)
!2839 = distinct !DILexicalBlock(scope: !2840, file: !2, line: 1620, column: 11)
!2840 = distinct !DILexicalBlock(scope: !14, file: !2, line: 1618, column: 16)
!2841 = !DILocation(line: 1620, column: 11, scope: !2839)
!2842 = !DILocation(line: 1620, column: 11, scope: !2840)
!2843 = !DILocalVariable(name: "opr", arg: 1, scope: !2844, file: !2, line: 1371, type: !520)
!2844 = distinct !DISubprogram(name: "unopr2op", scope: !2, file: !2, line: 1371, type: !2845, scopeLine: 1371, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2847)
!2845 = !DISubroutineType(types: !2846)
!2846 = !{!781, !520}
!2847 = !{!2843}
!2848 = !DILocation(line: 0, scope: !2844, inlinedAt: !2849)
!2849 = distinct !DILocation(line: 1624, column: 24, scope: !2840)
!2850 = !DILocation(line: 1372, column: 10, scope: !2844, inlinedAt: !2849)
!2851 = !DILocalVariable(name: "fs", arg: 1, scope: !2852, file: !2, line: 1391, type: !17)
!2852 = distinct !DISubprogram(name: "codeunexpval", scope: !2, file: !2, line: 1391, type: !2853, scopeLine: 1391, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2855)
!2853 = !DISubroutineType(types: !2854)
!2854 = !{null, !17, !781, !529, !44}
!2855 = !{!2851, !2856, !2857, !2858, !2859}
!2856 = !DILocalVariable(name: "op", arg: 2, scope: !2852, file: !2, line: 1391, type: !781)
!2857 = !DILocalVariable(name: "e", arg: 3, scope: !2852, file: !2, line: 1391, type: !529)
!2858 = !DILocalVariable(name: "line", arg: 4, scope: !2852, file: !2, line: 1391, type: !44)
!2859 = !DILocalVariable(name: "r", scope: !2852, file: !2, line: 1392, type: !44)
!2860 = !DILocation(line: 0, scope: !2852, inlinedAt: !2861)
!2861 = distinct !DILocation(line: 1624, column: 7, scope: !2840)
!2862 = !DILocation(line: 0, scope: !2034, inlinedAt: !2863)
!2863 = distinct !DILocation(line: 1392, column: 11, scope: !2852, inlinedAt: !2861)
!2864 = !DILocation(line: 956, column: 3, scope: !2034, inlinedAt: !2863)
!2865 = !DILocation(line: 957, column: 10, scope: !2043, inlinedAt: !2863)
!2866 = !DILocation(line: 957, column: 12, scope: !2043, inlinedAt: !2863)
!2867 = !DILocation(line: 957, column: 7, scope: !2034, inlinedAt: !2863)
!2868 = !DILocation(line: 958, column: 10, scope: !2047, inlinedAt: !2863)
!2869 = !DILocation(line: 0, scope: !2048, inlinedAt: !2863)
!2870 = !DILocation(line: 958, column: 9, scope: !2048, inlinedAt: !2863)
!2871 = !DILocation(line: 960, column: 14, scope: !2052, inlinedAt: !2863)
!2872 = !DILocation(line: 960, column: 22, scope: !2052, inlinedAt: !2863)
!2873 = !DILocation(line: 960, column: 19, scope: !2052, inlinedAt: !2863)
!2874 = !DILocation(line: 960, column: 9, scope: !2048, inlinedAt: !2863)
!2875 = !DILocation(line: 961, column: 27, scope: !2057, inlinedAt: !2863)
!2876 = !DILocation(line: 961, column: 7, scope: !2057, inlinedAt: !2863)
!2877 = !DILocation(line: 962, column: 7, scope: !2057, inlinedAt: !2863)
!2878 = !DILocation(line: 968, column: 3, scope: !2034, inlinedAt: !2863)
!2879 = !DILocation(line: 969, column: 13, scope: !2034, inlinedAt: !2863)
!2880 = !DILocation(line: 969, column: 3, scope: !2034, inlinedAt: !2863)
!2881 = !DILocation(line: 0, scope: !1798, inlinedAt: !2882)
!2882 = distinct !DILocation(line: 1393, column: 3, scope: !2852, inlinedAt: !2861)
!2883 = !DILocation(line: 518, column: 10, scope: !1804, inlinedAt: !2882)
!2884 = !DILocation(line: 518, column: 12, scope: !1804, inlinedAt: !2882)
!2885 = !DILocation(line: 518, column: 7, scope: !1798, inlinedAt: !2882)
!2886 = !DILocation(line: 0, scope: !1652, inlinedAt: !2887)
!2887 = distinct !DILocation(line: 519, column: 5, scope: !1804, inlinedAt: !2882)
!2888 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !2887)
!2889 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !2887)
!2890 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !2887)
!2891 = !DILocation(line: 493, column: 9, scope: !1662, inlinedAt: !2887)
!2892 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !2887)
!2893 = !DILocation(line: 495, column: 3, scope: !1662, inlinedAt: !2887)
!2894 = !DILocation(line: 0, scope: !983, inlinedAt: !2895)
!2895 = distinct !DILocation(line: 1394, column: 15, scope: !2852, inlinedAt: !2861)
!2896 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !2895)
!2897 = !DILocation(line: 0, scope: !996, inlinedAt: !2898)
!2898 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !2895)
!2899 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !2898)
!2900 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !2898)
!2901 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !2898)
!2902 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !2898)
!2903 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !2898)
!2904 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !2898)
!2905 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !2898)
!2906 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !2898)
!2907 = !DILocation(line: 389, column: 14, scope: !996, inlinedAt: !2898)
!2908 = !DILocation(line: 389, column: 17, scope: !996, inlinedAt: !2898)
!2909 = !DILocation(line: 1394, column: 6, scope: !2852, inlinedAt: !2861)
!2910 = !DILocation(line: 1394, column: 13, scope: !2852, inlinedAt: !2861)
!2911 = !DILocation(line: 1395, column: 8, scope: !2852, inlinedAt: !2861)
!2912 = !DILocalVariable(name: "fs", arg: 1, scope: !2913, file: !2, line: 1786, type: !17)
!2913 = distinct !DISubprogram(name: "luaK_fixline", scope: !2, file: !2, line: 1786, type: !1237, scopeLine: 1786, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2914)
!2914 = !{!2912, !2915}
!2915 = !DILocalVariable(name: "line", arg: 2, scope: !2913, file: !2, line: 1786, type: !44)
!2916 = !DILocation(line: 0, scope: !2913, inlinedAt: !2917)
!2917 = distinct !DILocation(line: 1396, column: 3, scope: !2852, inlinedAt: !2861)
!2918 = !DILocation(line: 0, scope: !2481, inlinedAt: !2919)
!2919 = distinct !DILocation(line: 1787, column: 3, scope: !2913, inlinedAt: !2917)
!2920 = !DILocation(line: 354, column: 18, scope: !2481, inlinedAt: !2919)
!2921 = !DILocation(line: 355, column: 16, scope: !2481, inlinedAt: !2919)
!2922 = !DILocation(line: 356, column: 10, scope: !2489, inlinedAt: !2919)
!2923 = !DILocation(line: 356, column: 7, scope: !2489, inlinedAt: !2919)
!2924 = !DILocation(line: 356, column: 23, scope: !2489, inlinedAt: !2919)
!2925 = !DILocation(line: 356, column: 7, scope: !2481, inlinedAt: !2919)
!2926 = !DILocation(line: 357, column: 9, scope: !2494, inlinedAt: !2919)
!2927 = !DILocation(line: 357, column: 22, scope: !2494, inlinedAt: !2919)
!2928 = !DILocation(line: 358, column: 9, scope: !2494, inlinedAt: !2919)
!2929 = !DILocation(line: 358, column: 16, scope: !2494, inlinedAt: !2919)
!2930 = !DILocation(line: 359, column: 3, scope: !2494, inlinedAt: !2919)
!2931 = !DILocation(line: 362, column: 9, scope: !2500, inlinedAt: !2919)
!2932 = !DILocation(line: 362, column: 21, scope: !2500, inlinedAt: !2919)
!2933 = !DILocation(line: 363, column: 9, scope: !2500, inlinedAt: !2919)
!2934 = !DILocation(line: 363, column: 17, scope: !2500, inlinedAt: !2919)
!2935 = !DILocation(line: 1788, column: 3, scope: !2913, inlinedAt: !2917)
!2936 = !DILocation(line: 1625, column: 7, scope: !2840)
!2937 = !DILocalVariable(name: "fs", arg: 1, scope: !2938, file: !2, line: 1187, type: !17)
!2938 = distinct !DISubprogram(name: "codenot", scope: !2, file: !2, line: 1187, type: !1533, scopeLine: 1187, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !2939)
!2939 = !{!2937, !2940, !2941}
!2940 = !DILocalVariable(name: "e", arg: 2, scope: !2938, file: !2, line: 1187, type: !529)
!2941 = !DILocalVariable(name: "temp", scope: !2942, file: !2, line: 1212, type: !44)
!2942 = distinct !DILexicalBlock(scope: !2938, file: !2, line: 1212, column: 3)
!2943 = !DILocation(line: 0, scope: !2938, inlinedAt: !2944)
!2944 = distinct !DILocation(line: 1626, column: 19, scope: !2840)
!2945 = !DILocation(line: 1188, column: 14, scope: !2938, inlinedAt: !2944)
!2946 = !DILocation(line: 1188, column: 3, scope: !2938, inlinedAt: !2944)
!2947 = !DILocation(line: 1190, column: 12, scope: !2948, inlinedAt: !2944)
!2948 = distinct !DILexicalBlock(scope: !2949, file: !2, line: 1189, column: 29)
!2949 = distinct !DILexicalBlock(scope: !2938, file: !2, line: 1188, column: 17)
!2950 = !DILocation(line: 1191, column: 7, scope: !2948, inlinedAt: !2944)
!2951 = !DILocation(line: 1194, column: 12, scope: !2952, inlinedAt: !2944)
!2952 = distinct !DILexicalBlock(scope: !2949, file: !2, line: 1193, column: 62)
!2953 = !DILocation(line: 1195, column: 7, scope: !2952, inlinedAt: !2944)
!2954 = !DILocation(line: 0, scope: !2384, inlinedAt: !2955)
!2955 = distinct !DILocation(line: 1198, column: 7, scope: !2956, inlinedAt: !2944)
!2956 = distinct !DILexicalBlock(scope: !2949, file: !2, line: 1197, column: 16)
!2957 = !DILocation(line: 1103, column: 43, scope: !2384, inlinedAt: !2955)
!2958 = !DILocation(line: 1103, column: 45, scope: !2384, inlinedAt: !2955)
!2959 = !DILocation(line: 0, scope: !1187, inlinedAt: !2960)
!2960 = distinct !DILocation(line: 1103, column: 21, scope: !2384, inlinedAt: !2955)
!2961 = !DILocation(line: 244, column: 26, scope: !1187, inlinedAt: !2960)
!2962 = !DILocation(line: 244, column: 29, scope: !1187, inlinedAt: !2960)
!2963 = !DILocation(line: 244, column: 22, scope: !1187, inlinedAt: !2960)
!2964 = !DILocation(line: 245, column: 10, scope: !1196, inlinedAt: !2960)
!2965 = !DILocation(line: 245, column: 15, scope: !1196, inlinedAt: !2960)
!2966 = !DILocation(line: 245, column: 18, scope: !1196, inlinedAt: !2960)
!2967 = !DILocation(line: 245, column: 7, scope: !1187, inlinedAt: !2960)
!2968 = !DILocation(line: 1106, column: 3, scope: !2384, inlinedAt: !2955)
!2969 = !DILocation(line: 248, column: 5, scope: !1196, inlinedAt: !2960)
!2970 = !DILocation(line: 0, scope: !1196, inlinedAt: !2960)
!2971 = !DILocation(line: 1199, column: 7, scope: !2956, inlinedAt: !2944)
!2972 = !DILocation(line: 0, scope: !1366, inlinedAt: !2973)
!2973 = distinct !DILocation(line: 883, column: 5, scope: !2536, inlinedAt: !2974)
!2974 = distinct !DILocation(line: 1203, column: 7, scope: !2975, inlinedAt: !2944)
!2975 = distinct !DILexicalBlock(scope: !2949, file: !2, line: 1202, column: 21)
!2976 = !DILocation(line: 0, scope: !1339, inlinedAt: !2977)
!2977 = distinct !DILocation(line: 481, column: 3, scope: !1366, inlinedAt: !2973)
!2978 = !DILocation(line: 467, column: 22, scope: !1339, inlinedAt: !2977)
!2979 = !DILocation(line: 467, column: 30, scope: !1339, inlinedAt: !2977)
!2980 = !DILocation(line: 468, column: 22, scope: !1350, inlinedAt: !2977)
!2981 = !DILocation(line: 468, column: 25, scope: !1350, inlinedAt: !2977)
!2982 = !DILocation(line: 468, column: 16, scope: !1350, inlinedAt: !2977)
!2983 = !DILocation(line: 468, column: 7, scope: !1339, inlinedAt: !2977)
!2984 = !DILocation(line: 469, column: 18, scope: !1357, inlinedAt: !2977)
!2985 = !DILocation(line: 469, column: 9, scope: !1358, inlinedAt: !2977)
!2986 = !DILocation(line: 470, column: 28, scope: !1357, inlinedAt: !2977)
!2987 = !DILocation(line: 470, column: 7, scope: !1357, inlinedAt: !2977)
!2988 = !DILocation(line: 472, column: 25, scope: !1358, inlinedAt: !2977)
!2989 = !DILocation(line: 473, column: 3, scope: !1358, inlinedAt: !2977)
!2990 = !DILocation(line: 482, column: 15, scope: !1366, inlinedAt: !2973)
!2991 = !DILocation(line: 884, column: 26, scope: !2536, inlinedAt: !2974)
!2992 = !DILocation(line: 884, column: 37, scope: !2536, inlinedAt: !2974)
!2993 = !DILocation(line: 884, column: 5, scope: !2536, inlinedAt: !2974)
!2994 = !DILocation(line: 518, column: 10, scope: !1804, inlinedAt: !2995)
!2995 = distinct !DILocation(line: 1204, column: 7, scope: !2975, inlinedAt: !2944)
!2996 = !DILocation(line: 518, column: 12, scope: !1804, inlinedAt: !2995)
!2997 = !DILocation(line: 0, scope: !1798, inlinedAt: !2995)
!2998 = !DILocation(line: 518, column: 7, scope: !1798, inlinedAt: !2995)
!2999 = !DILocation(line: 519, column: 20, scope: !1804, inlinedAt: !2995)
!3000 = !DILocation(line: 519, column: 22, scope: !1804, inlinedAt: !2995)
!3001 = !DILocation(line: 0, scope: !1652, inlinedAt: !3002)
!3002 = distinct !DILocation(line: 519, column: 5, scope: !1804, inlinedAt: !2995)
!3003 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !3002)
!3004 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !3002)
!3005 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !3002)
!3006 = !DILocation(line: 493, column: 9, scope: !1662, inlinedAt: !3002)
!3007 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !3002)
!3008 = !DILocation(line: 495, column: 3, scope: !1662, inlinedAt: !3002)
!3009 = !DILocation(line: 1205, column: 19, scope: !2975, inlinedAt: !2944)
!3010 = !DILocation(line: 0, scope: !983, inlinedAt: !3011)
!3011 = distinct !DILocation(line: 1205, column: 19, scope: !2975, inlinedAt: !2944)
!3012 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !3011)
!3013 = !DILocation(line: 0, scope: !996, inlinedAt: !3014)
!3014 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !3011)
!3015 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !3014)
!3016 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !3014)
!3017 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !3014)
!3018 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !3014)
!3019 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !3014)
!3020 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !3014)
!3021 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !3014)
!3022 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !3014)
!3023 = !DILocation(line: 389, column: 14, scope: !996, inlinedAt: !3014)
!3024 = !DILocation(line: 389, column: 17, scope: !996, inlinedAt: !3014)
!3025 = !DILocation(line: 1205, column: 17, scope: !2975, inlinedAt: !2944)
!3026 = !DILocation(line: 1206, column: 12, scope: !2975, inlinedAt: !2944)
!3027 = !DILocation(line: 1207, column: 7, scope: !2975, inlinedAt: !2944)
!3028 = !DILocation(line: 1212, column: 19, scope: !2942, inlinedAt: !2944)
!3029 = !DILocation(line: 0, scope: !2942, inlinedAt: !2944)
!3030 = !DILocation(line: 1212, column: 32, scope: !2942, inlinedAt: !2944)
!3031 = !DILocation(line: 1212, column: 27, scope: !2942, inlinedAt: !2944)
!3032 = !DILocation(line: 1212, column: 40, scope: !2942, inlinedAt: !2944)
!3033 = !DILocalVariable(name: "fs", arg: 1, scope: !3034, file: !2, line: 277, type: !17)
!3034 = distinct !DISubprogram(name: "removevalues", scope: !2, file: !2, line: 277, type: !1237, scopeLine: 277, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !3035)
!3035 = !{!3033, !3036}
!3036 = !DILocalVariable(name: "list", arg: 2, scope: !3034, file: !2, line: 277, type: !44)
!3037 = !DILocation(line: 0, scope: !3034, inlinedAt: !3038)
!3038 = distinct !DILocation(line: 1213, column: 3, scope: !2938, inlinedAt: !2944)
!3039 = !DILocation(line: 278, column: 15, scope: !3040, inlinedAt: !3038)
!3040 = distinct !DILexicalBlock(scope: !3041, file: !2, line: 278, column: 3)
!3041 = distinct !DILexicalBlock(scope: !3034, file: !2, line: 278, column: 3)
!3042 = !DILocation(line: 278, column: 3, scope: !3041, inlinedAt: !3038)
!3043 = !DILocation(line: 0, scope: !1176, inlinedAt: !3044)
!3044 = distinct !DILocation(line: 279, column: 7, scope: !3040, inlinedAt: !3038)
!3045 = !DILocation(line: 0, scope: !1187, inlinedAt: !3046)
!3046 = distinct !DILocation(line: 260, column: 20, scope: !1176, inlinedAt: !3044)
!3047 = !DILocation(line: 244, column: 22, scope: !1187, inlinedAt: !3046)
!3048 = !DILocation(line: 245, column: 10, scope: !1196, inlinedAt: !3046)
!3049 = !DILocation(line: 245, column: 15, scope: !1196, inlinedAt: !3046)
!3050 = !DILocation(line: 245, column: 18, scope: !1196, inlinedAt: !3046)
!3051 = !DILocation(line: 245, column: 7, scope: !1187, inlinedAt: !3046)
!3052 = !DILocation(line: 261, column: 7, scope: !1202, inlinedAt: !3044)
!3053 = !DILocation(line: 248, column: 5, scope: !1196, inlinedAt: !3046)
!3054 = !DILocation(line: 0, scope: !1196, inlinedAt: !3046)
!3055 = !DILocation(line: 261, column: 22, scope: !1202, inlinedAt: !3044)
!3056 = !DILocation(line: 261, column: 7, scope: !1176, inlinedAt: !3044)
!3057 = !DILocation(line: 268, column: 10, scope: !1213, inlinedAt: !3044)
!3058 = !DILocation(line: 0, scope: !1207, inlinedAt: !3044)
!3059 = !DILocation(line: 270, column: 3, scope: !1176, inlinedAt: !3044)
!3060 = !DILocation(line: 0, scope: !1054, inlinedAt: !3061)
!3061 = distinct !DILocation(line: 278, column: 34, scope: !3040, inlinedAt: !3038)
!3062 = !DILocation(line: 155, column: 16, scope: !1054, inlinedAt: !3061)
!3063 = !DILocation(line: 156, column: 14, scope: !1064, inlinedAt: !3061)
!3064 = !DILocation(line: 156, column: 7, scope: !1054, inlinedAt: !3061)
!3065 = !DILocation(line: 1214, column: 23, scope: !2938, inlinedAt: !2944)
!3066 = !DILocation(line: 0, scope: !3034, inlinedAt: !3067)
!3067 = distinct !DILocation(line: 1214, column: 3, scope: !2938, inlinedAt: !2944)
!3068 = !DILocation(line: 278, column: 15, scope: !3040, inlinedAt: !3067)
!3069 = !DILocation(line: 278, column: 3, scope: !3041, inlinedAt: !3067)
!3070 = !DILocation(line: 0, scope: !1176, inlinedAt: !3071)
!3071 = distinct !DILocation(line: 279, column: 7, scope: !3040, inlinedAt: !3067)
!3072 = !DILocation(line: 0, scope: !1187, inlinedAt: !3073)
!3073 = distinct !DILocation(line: 260, column: 20, scope: !1176, inlinedAt: !3071)
!3074 = !DILocation(line: 244, column: 22, scope: !1187, inlinedAt: !3073)
!3075 = !DILocation(line: 245, column: 10, scope: !1196, inlinedAt: !3073)
!3076 = !DILocation(line: 245, column: 15, scope: !1196, inlinedAt: !3073)
!3077 = !DILocation(line: 245, column: 18, scope: !1196, inlinedAt: !3073)
!3078 = !DILocation(line: 245, column: 7, scope: !1187, inlinedAt: !3073)
!3079 = !DILocation(line: 261, column: 7, scope: !1202, inlinedAt: !3071)
!3080 = !DILocation(line: 248, column: 5, scope: !1196, inlinedAt: !3073)
!3081 = !DILocation(line: 0, scope: !1196, inlinedAt: !3073)
!3082 = !DILocation(line: 261, column: 22, scope: !1202, inlinedAt: !3071)
!3083 = !DILocation(line: 261, column: 7, scope: !1176, inlinedAt: !3071)
!3084 = !DILocation(line: 268, column: 10, scope: !1213, inlinedAt: !3071)
!3085 = !DILocation(line: 0, scope: !1207, inlinedAt: !3071)
!3086 = !DILocation(line: 270, column: 3, scope: !1176, inlinedAt: !3071)
!3087 = !DILocation(line: 0, scope: !1054, inlinedAt: !3088)
!3088 = distinct !DILocation(line: 278, column: 34, scope: !3040, inlinedAt: !3067)
!3089 = !DILocation(line: 155, column: 16, scope: !1054, inlinedAt: !3088)
!3090 = !DILocation(line: 156, column: 14, scope: !1064, inlinedAt: !3088)
!3091 = !DILocation(line: 156, column: 7, scope: !1054, inlinedAt: !3088)
!3092 = !DILocation(line: 1629, column: 1, scope: !14)
!3093 = distinct !DISubprogram(name: "constfolding", scope: !2, file: !2, line: 1336, type: !3094, scopeLine: 1337, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !3096)
!3094 = !DISubroutineType(types: !3095)
!3095 = !{!44, !17, !44, !529, !846}
!3096 = !{!3097, !3098, !3099, !3100, !3101, !3102, !3103, !3104}
!3097 = !DILocalVariable(name: "fs", arg: 1, scope: !3093, file: !2, line: 1336, type: !17)
!3098 = !DILocalVariable(name: "op", arg: 2, scope: !3093, file: !2, line: 1336, type: !44)
!3099 = !DILocalVariable(name: "e1", arg: 3, scope: !3093, file: !2, line: 1336, type: !529)
!3100 = !DILocalVariable(name: "e2", arg: 4, scope: !3093, file: !2, line: 1337, type: !846)
!3101 = !DILocalVariable(name: "v1", scope: !3093, file: !2, line: 1338, type: !55)
!3102 = !DILocalVariable(name: "v2", scope: !3093, file: !2, line: 1338, type: !55)
!3103 = !DILocalVariable(name: "res", scope: !3093, file: !2, line: 1338, type: !55)
!3104 = !DILocalVariable(name: "n", scope: !3105, file: !2, line: 1347, type: !368)
!3105 = distinct !DILexicalBlock(scope: !3106, file: !2, line: 1346, column: 8)
!3106 = distinct !DILexicalBlock(scope: !3093, file: !2, line: 1342, column: 7)
!3107 = distinct !DIAssignID()
!3108 = distinct !DIAssignID()
!3109 = !DILocation(line: 0, scope: !3093)
!3110 = distinct !DIAssignID()
!3111 = distinct !DIAssignID()
!3112 = !DILocation(line: 1338, column: 3, scope: !3093)
!3113 = !DILocation(line: 0, scope: !910, inlinedAt: !3114)
!3114 = distinct !DILocation(line: 1339, column: 8, scope: !3115)
!3115 = distinct !DILexicalBlock(scope: !3093, file: !2, line: 1339, column: 7)
!3116 = !DILocation(line: 57, column: 7, scope: !3117, inlinedAt: !3114)
!3117 = distinct !DILexicalBlock(scope: !910, file: !2, line: 57, column: 7)
!3118 = !DILocation(line: 57, column: 7, scope: !910, inlinedAt: !3114)
!3119 = !DILocation(line: 59, column: 14, scope: !910, inlinedAt: !3114)
!3120 = !DILocation(line: 59, column: 3, scope: !910, inlinedAt: !3114)
!3121 = !DILocation(line: 0, scope: !919, inlinedAt: !3114)
!3122 = !DILocation(line: 64, column: 14, scope: !919, inlinedAt: !3114)
!3123 = !DILocation(line: 0, scope: !909, inlinedAt: !3114)
!3124 = distinct !DIAssignID()
!3125 = distinct !DIAssignID()
!3126 = !DILocation(line: 0, scope: !910, inlinedAt: !3127)
!3127 = distinct !DILocation(line: 1339, column: 31, scope: !3115)
!3128 = !DILocation(line: 57, column: 7, scope: !3117, inlinedAt: !3127)
!3129 = !DILocation(line: 57, column: 7, scope: !910, inlinedAt: !3127)
!3130 = !DILocation(line: 59, column: 14, scope: !910, inlinedAt: !3127)
!3131 = !DILocation(line: 59, column: 3, scope: !910, inlinedAt: !3127)
!3132 = !DILocation(line: 0, scope: !919, inlinedAt: !3127)
!3133 = !DILocation(line: 64, column: 14, scope: !919, inlinedAt: !3127)
!3134 = !DILocation(line: 0, scope: !909, inlinedAt: !3127)
!3135 = distinct !DIAssignID()
!3136 = distinct !DIAssignID()
!3137 = !DILocalVariable(name: "i", scope: !3138, file: !2, line: 1321, type: !365)
!3138 = distinct !DILexicalBlock(scope: !3139, file: !2, line: 1320, column: 54)
!3139 = distinct !DILexicalBlock(scope: !3140, file: !2, line: 1318, column: 15)
!3140 = distinct !DISubprogram(name: "validop", scope: !2, file: !2, line: 1317, type: !3141, scopeLine: 1317, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !3143)
!3141 = !DISubroutineType(types: !3142)
!3142 = !{!44, !44, !54, !54}
!3143 = !{!3144, !3145, !3146, !3137}
!3144 = !DILocalVariable(name: "op", arg: 1, scope: !3140, file: !2, line: 1317, type: !44)
!3145 = !DILocalVariable(name: "v1", arg: 2, scope: !3140, file: !2, line: 1317, type: !54)
!3146 = !DILocalVariable(name: "v2", arg: 3, scope: !3140, file: !2, line: 1317, type: !54)
!3147 = !DILocation(line: 0, scope: !3138, inlinedAt: !3148)
!3148 = distinct !DILocation(line: 1339, column: 54, scope: !3115)
!3149 = !DILocation(line: 0, scope: !3140, inlinedAt: !3148)
!3150 = !DILocation(line: 1318, column: 3, scope: !3140, inlinedAt: !3148)
!3151 = !DILocation(line: 1321, column: 7, scope: !3138, inlinedAt: !3148)
!3152 = !DILocation(line: 1322, column: 15, scope: !3138, inlinedAt: !3148)
!3153 = !DILocation(line: 1322, column: 54, scope: !3138, inlinedAt: !3148)
!3154 = !DILocation(line: 1323, column: 15, scope: !3138, inlinedAt: !3148)
!3155 = !DILocation(line: 1324, column: 5, scope: !3139, inlinedAt: !3148)
!3156 = !DILocation(line: 1326, column: 15, scope: !3139, inlinedAt: !3148)
!3157 = !DILocation(line: 1326, column: 26, scope: !3139, inlinedAt: !3148)
!3158 = !DILocation(line: 1326, column: 7, scope: !3139, inlinedAt: !3148)
!3159 = !DILocation(line: 0, scope: !3139, inlinedAt: !3148)
!3160 = !DILocation(line: 1339, column: 54, scope: !3115)
!3161 = !DILocation(line: 1339, column: 7, scope: !3093)
!3162 = !DILocation(line: 1341, column: 21, scope: !3093)
!3163 = !DILocation(line: 1341, column: 25, scope: !3093)
!3164 = !DILocation(line: 1341, column: 3, scope: !3093)
!3165 = !DILocation(line: 1342, column: 7, scope: !3106)
!3166 = !DILocation(line: 1342, column: 7, scope: !3093)
!3167 = !DILocation(line: 1343, column: 11, scope: !3168)
!3168 = distinct !DILexicalBlock(scope: !3106, file: !2, line: 1342, column: 26)
!3169 = !DILocation(line: 1344, column: 18, scope: !3168)
!3170 = !DILocation(line: 1344, column: 16, scope: !3168)
!3171 = !DILocation(line: 1345, column: 3, scope: !3168)
!3172 = !DILocation(line: 1347, column: 20, scope: !3105)
!3173 = !DILocation(line: 0, scope: !3105)
!3174 = !DILocation(line: 1348, column: 26, scope: !3175)
!3175 = distinct !DILexicalBlock(scope: !3105, file: !2, line: 1348, column: 9)
!3176 = !DILocation(line: 1350, column: 11, scope: !3105)
!3177 = !DILocation(line: 1351, column: 16, scope: !3105)
!3178 = !DILocation(line: 1354, column: 1, scope: !3093)
!3179 = distinct !DISubprogram(name: "luaK_infix", scope: !2, file: !2, line: 1636, type: !3180, scopeLine: 1636, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !3182)
!3180 = !DISubroutineType(types: !3181)
!3181 = !{null, !17, !782, !529}
!3182 = !{!3183, !3184, !3185, !3186, !3189}
!3183 = !DILocalVariable(name: "fs", arg: 1, scope: !3179, file: !2, line: 1636, type: !17)
!3184 = !DILocalVariable(name: "op", arg: 2, scope: !3179, file: !2, line: 1636, type: !782)
!3185 = !DILocalVariable(name: "v", arg: 3, scope: !3179, file: !2, line: 1636, type: !529)
!3186 = !DILocalVariable(name: "dummy", scope: !3187, file: !2, line: 1670, type: !44)
!3187 = distinct !DILexicalBlock(scope: !3188, file: !2, line: 1669, column: 31)
!3188 = distinct !DILexicalBlock(scope: !3179, file: !2, line: 1638, column: 15)
!3189 = !DILocalVariable(name: "dummy2", scope: !3187, file: !2, line: 1670, type: !44)
!3190 = distinct !DIAssignID()
!3191 = !DILocation(line: 0, scope: !3179)
!3192 = !DILocation(line: 1637, column: 3, scope: !3179)
!3193 = !DILocation(line: 1638, column: 3, scope: !3179)
!3194 = !DILocation(line: 1640, column: 7, scope: !3195)
!3195 = distinct !DILexicalBlock(scope: !3188, file: !2, line: 1639, column: 19)
!3196 = !DILocation(line: 1641, column: 7, scope: !3195)
!3197 = !DILocation(line: 1644, column: 7, scope: !3198)
!3198 = distinct !DILexicalBlock(scope: !3188, file: !2, line: 1643, column: 18)
!3199 = !DILocation(line: 1645, column: 7, scope: !3198)
!3200 = !DILocation(line: 1648, column: 7, scope: !3201)
!3201 = distinct !DILexicalBlock(scope: !3188, file: !2, line: 1647, column: 22)
!3202 = !DILocation(line: 1649, column: 7, scope: !3201)
!3203 = !DILocation(line: 0, scope: !910, inlinedAt: !3204)
!3204 = distinct !DILocation(line: 1656, column: 12, scope: !3205)
!3205 = distinct !DILexicalBlock(scope: !3206, file: !2, line: 1656, column: 11)
!3206 = distinct !DILexicalBlock(scope: !3188, file: !2, line: 1655, column: 33)
!3207 = !DILocation(line: 57, column: 7, scope: !3117, inlinedAt: !3204)
!3208 = !DILocation(line: 57, column: 7, scope: !910, inlinedAt: !3204)
!3209 = !DILocation(line: 59, column: 14, scope: !910, inlinedAt: !3204)
!3210 = !DILocation(line: 59, column: 3, scope: !910, inlinedAt: !3204)
!3211 = !DILocation(line: 0, scope: !2034, inlinedAt: !3212)
!3212 = distinct !DILocation(line: 1657, column: 9, scope: !3205)
!3213 = !DILocation(line: 956, column: 3, scope: !2034, inlinedAt: !3212)
!3214 = !DILocation(line: 957, column: 10, scope: !2043, inlinedAt: !3212)
!3215 = !DILocation(line: 957, column: 12, scope: !2043, inlinedAt: !3212)
!3216 = !DILocation(line: 957, column: 7, scope: !2034, inlinedAt: !3212)
!3217 = !DILocation(line: 958, column: 10, scope: !2047, inlinedAt: !3212)
!3218 = !DILocation(line: 0, scope: !2048, inlinedAt: !3212)
!3219 = !DILocation(line: 958, column: 9, scope: !2048, inlinedAt: !3212)
!3220 = !DILocation(line: 960, column: 14, scope: !2052, inlinedAt: !3212)
!3221 = !DILocation(line: 960, column: 22, scope: !2052, inlinedAt: !3212)
!3222 = !DILocation(line: 960, column: 19, scope: !2052, inlinedAt: !3212)
!3223 = !DILocation(line: 960, column: 9, scope: !2048, inlinedAt: !3212)
!3224 = !DILocation(line: 961, column: 27, scope: !2057, inlinedAt: !3212)
!3225 = !DILocation(line: 961, column: 7, scope: !2057, inlinedAt: !3212)
!3226 = !DILocation(line: 962, column: 7, scope: !2057, inlinedAt: !3212)
!3227 = !DILocation(line: 968, column: 3, scope: !2034, inlinedAt: !3212)
!3228 = !DILocation(line: 969, column: 3, scope: !2034, inlinedAt: !3212)
!3229 = !DILocation(line: 0, scope: !910, inlinedAt: !3230)
!3230 = distinct !DILocation(line: 1663, column: 12, scope: !3231)
!3231 = distinct !DILexicalBlock(scope: !3232, file: !2, line: 1663, column: 11)
!3232 = distinct !DILexicalBlock(scope: !3188, file: !2, line: 1662, column: 31)
!3233 = !DILocation(line: 57, column: 7, scope: !3117, inlinedAt: !3230)
!3234 = !DILocation(line: 57, column: 7, scope: !910, inlinedAt: !3230)
!3235 = !DILocation(line: 59, column: 14, scope: !910, inlinedAt: !3230)
!3236 = !DILocation(line: 59, column: 3, scope: !910, inlinedAt: !3230)
!3237 = !DILocation(line: 1664, column: 9, scope: !3231)
!3238 = !DILocalVariable(name: "i", scope: !3239, file: !2, line: 1257, type: !365)
!3239 = distinct !DISubprogram(name: "isSCnumber", scope: !2, file: !2, line: 1256, type: !3240, scopeLine: 1256, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !3242)
!3240 = !DISubroutineType(types: !3241)
!3241 = !{!44, !529, !1033, !1033}
!3242 = !{!3243, !3244, !3245, !3238}
!3243 = !DILocalVariable(name: "e", arg: 1, scope: !3239, file: !2, line: 1256, type: !529)
!3244 = !DILocalVariable(name: "pi", arg: 2, scope: !3239, file: !2, line: 1256, type: !1033)
!3245 = !DILocalVariable(name: "isfloat", arg: 3, scope: !3239, file: !2, line: 1256, type: !1033)
!3246 = !DILocation(line: 0, scope: !3239, inlinedAt: !3247)
!3247 = distinct !DILocation(line: 1671, column: 12, scope: !3248)
!3248 = distinct !DILexicalBlock(scope: !3187, file: !2, line: 1671, column: 11)
!3249 = !DILocation(line: 1257, column: 3, scope: !3239, inlinedAt: !3247)
!3250 = !DILocation(line: 1258, column: 10, scope: !3251, inlinedAt: !3247)
!3251 = distinct !DILexicalBlock(scope: !3239, file: !2, line: 1258, column: 7)
!3252 = !DILocation(line: 1258, column: 7, scope: !3239, inlinedAt: !3247)
!3253 = !DILocation(line: 1259, column: 12, scope: !3251, inlinedAt: !3247)
!3254 = !DILocation(line: 1259, column: 14, scope: !3251, inlinedAt: !3247)
!3255 = !DILocation(line: 1259, column: 7, scope: !3251, inlinedAt: !3247)
!3256 = !{!3257, !3257, i64 0}
!3257 = !{!"long long", !837, i64 0}
!3258 = distinct !DIAssignID()
!3259 = !DILocation(line: 1259, column: 5, scope: !3251, inlinedAt: !3247)
!3260 = !DILocation(line: 1260, column: 50, scope: !3261, inlinedAt: !3247)
!3261 = distinct !DILexicalBlock(scope: !3251, file: !2, line: 1260, column: 12)
!3262 = !DILocation(line: 1260, column: 52, scope: !3261, inlinedAt: !3247)
!3263 = !DILocation(line: 1260, column: 29, scope: !3261, inlinedAt: !3247)
!3264 = !DILocation(line: 1260, column: 12, scope: !3251, inlinedAt: !3247)
!3265 = !DILocation(line: 1264, column: 8, scope: !3266, inlinedAt: !3247)
!3266 = distinct !DILexicalBlock(scope: !3239, file: !2, line: 1264, column: 7)
!3267 = !DILocation(line: 1264, column: 20, scope: !3266, inlinedAt: !3247)
!3268 = !DILocation(line: 1264, column: 29, scope: !3266, inlinedAt: !3247)
!3269 = !DILocalVariable(name: "i", arg: 1, scope: !3270, file: !2, line: 659, type: !365)
!3270 = distinct !DISubprogram(name: "fitsC", scope: !2, file: !2, line: 659, type: !1401, scopeLine: 659, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !3271)
!3271 = !{!3269}
!3272 = !DILocation(line: 0, scope: !3270, inlinedAt: !3273)
!3273 = distinct !DILocation(line: 1264, column: 23, scope: !3266, inlinedAt: !3247)
!3274 = !DILocation(line: 660, column: 36, scope: !3270, inlinedAt: !3273)
!3275 = !DILocation(line: 1264, column: 7, scope: !3239, inlinedAt: !3247)
!3276 = !DILocation(line: 0, scope: !3187)
!3277 = !DILocation(line: 1270, column: 1, scope: !3239, inlinedAt: !3247)
!3278 = !DILocation(line: 1671, column: 11, scope: !3187)
!3279 = !DILocation(line: 0, scope: !2034, inlinedAt: !3280)
!3280 = distinct !DILocation(line: 1672, column: 9, scope: !3248)
!3281 = !DILocation(line: 956, column: 3, scope: !2034, inlinedAt: !3280)
!3282 = !DILocation(line: 957, column: 10, scope: !2043, inlinedAt: !3280)
!3283 = !DILocation(line: 957, column: 12, scope: !2043, inlinedAt: !3280)
!3284 = !DILocation(line: 957, column: 7, scope: !2034, inlinedAt: !3280)
!3285 = !DILocation(line: 958, column: 10, scope: !2047, inlinedAt: !3280)
!3286 = !DILocation(line: 0, scope: !2048, inlinedAt: !3280)
!3287 = !DILocation(line: 958, column: 9, scope: !2048, inlinedAt: !3280)
!3288 = !DILocation(line: 960, column: 14, scope: !2052, inlinedAt: !3280)
!3289 = !DILocation(line: 960, column: 22, scope: !2052, inlinedAt: !3280)
!3290 = !DILocation(line: 960, column: 19, scope: !2052, inlinedAt: !3280)
!3291 = !DILocation(line: 960, column: 9, scope: !2048, inlinedAt: !3280)
!3292 = !DILocation(line: 961, column: 27, scope: !2057, inlinedAt: !3280)
!3293 = !DILocation(line: 961, column: 7, scope: !2057, inlinedAt: !3280)
!3294 = !DILocation(line: 962, column: 7, scope: !2057, inlinedAt: !3280)
!3295 = !DILocation(line: 968, column: 3, scope: !2034, inlinedAt: !3280)
!3296 = !DILocation(line: 969, column: 3, scope: !2034, inlinedAt: !3280)
!3297 = !DILocation(line: 1678, column: 1, scope: !3179)
!3298 = distinct !DISubprogram(name: "exp2RK", scope: !2, file: !2, line: 1029, type: !2035, scopeLine: 1029, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !3299)
!3299 = !{!3300, !3301}
!3300 = !DILocalVariable(name: "fs", arg: 1, scope: !3298, file: !2, line: 1029, type: !17)
!3301 = !DILocalVariable(name: "e", arg: 2, scope: !3298, file: !2, line: 1029, type: !529)
!3302 = !DILocation(line: 0, scope: !3298)
!3303 = !DILocation(line: 1030, column: 7, scope: !3304)
!3304 = distinct !DILexicalBlock(scope: !3298, file: !2, line: 1030, column: 7)
!3305 = !DILocation(line: 1030, column: 7, scope: !3298)
!3306 = !DILocation(line: 0, scope: !2034, inlinedAt: !3307)
!3307 = distinct !DILocation(line: 1033, column: 5, scope: !3308)
!3308 = distinct !DILexicalBlock(scope: !3304, file: !2, line: 1032, column: 8)
!3309 = !DILocation(line: 956, column: 3, scope: !2034, inlinedAt: !3307)
!3310 = !DILocation(line: 957, column: 10, scope: !2043, inlinedAt: !3307)
!3311 = !DILocation(line: 957, column: 12, scope: !2043, inlinedAt: !3307)
!3312 = !DILocation(line: 957, column: 7, scope: !2034, inlinedAt: !3307)
!3313 = !DILocation(line: 958, column: 10, scope: !2047, inlinedAt: !3307)
!3314 = !DILocation(line: 0, scope: !2048, inlinedAt: !3307)
!3315 = !DILocation(line: 958, column: 9, scope: !2048, inlinedAt: !3307)
!3316 = !DILocation(line: 960, column: 14, scope: !2052, inlinedAt: !3307)
!3317 = !DILocation(line: 960, column: 22, scope: !2052, inlinedAt: !3307)
!3318 = !DILocation(line: 960, column: 19, scope: !2052, inlinedAt: !3307)
!3319 = !DILocation(line: 960, column: 9, scope: !2048, inlinedAt: !3307)
!3320 = !DILocation(line: 961, column: 27, scope: !2057, inlinedAt: !3307)
!3321 = !DILocation(line: 961, column: 7, scope: !2057, inlinedAt: !3307)
!3322 = !DILocation(line: 962, column: 7, scope: !2057, inlinedAt: !3307)
!3323 = !DILocation(line: 968, column: 3, scope: !2034, inlinedAt: !3307)
!3324 = !DILocation(line: 969, column: 3, scope: !2034, inlinedAt: !3307)
!3325 = !DILocation(line: 0, scope: !3304)
!3326 = !DILocation(line: 1036, column: 1, scope: !3298)
!3327 = distinct !DISubprogram(name: "luaK_posfix", scope: !2, file: !2, line: 1705, type: !3328, scopeLine: 1706, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !3330)
!3328 = !DISubroutineType(types: !3329)
!3329 = !{null, !17, !782, !529, !529, !44}
!3330 = !{!3331, !3332, !3333, !3334, !3335}
!3331 = !DILocalVariable(name: "fs", arg: 1, scope: !3327, file: !2, line: 1705, type: !17)
!3332 = !DILocalVariable(name: "opr", arg: 2, scope: !3327, file: !2, line: 1705, type: !782)
!3333 = !DILocalVariable(name: "e1", arg: 3, scope: !3327, file: !2, line: 1706, type: !529)
!3334 = !DILocalVariable(name: "e2", arg: 4, scope: !3327, file: !2, line: 1706, type: !529)
!3335 = !DILocalVariable(name: "line", arg: 5, scope: !3327, file: !2, line: 1706, type: !44)
!3336 = distinct !DIAssignID()
!3337 = distinct !DIAssignID()
!3338 = distinct !DIAssignID()
!3339 = distinct !DIAssignID()
!3340 = distinct !DIAssignID()
!3341 = distinct !DIAssignID()
!3342 = distinct !DIAssignID()
!3343 = distinct !DIAssignID()
!3344 = distinct !DIAssignID()
!3345 = distinct !DIAssignID()
!3346 = !DILocation(line: 0, scope: !3327)
!3347 = !DILocation(line: 1707, column: 3, scope: !3327)
!3348 = !DILocation(line: 1708, column: 7, scope: !3349)
!3349 = distinct !DILexicalBlock(scope: !3327, file: !2, line: 1708, column: 7)
!3350 = !DILocation(line: 1708, column: 22, scope: !3349)
!3351 = !DILocation(line: 1708, column: 25, scope: !3349)
!3352 = !DILocation(line: 1708, column: 7, scope: !3327)
!3353 = !DILocation(line: 1710, column: 3, scope: !3327)
!3354 = !DILocation(line: 1713, column: 28, scope: !3355)
!3355 = distinct !DILexicalBlock(scope: !3356, file: !2, line: 1711, column: 19)
!3356 = distinct !DILexicalBlock(scope: !3327, file: !2, line: 1710, column: 16)
!3357 = !DILocation(line: 1713, column: 35, scope: !3355)
!3358 = !DILocation(line: 0, scope: !1030, inlinedAt: !3359)
!3359 = distinct !DILocation(line: 1713, column: 7, scope: !3355)
!3360 = !DILocation(line: 182, column: 10, scope: !1041, inlinedAt: !3359)
!3361 = !DILocation(line: 182, column: 7, scope: !1030, inlinedAt: !3359)
!3362 = !DILocation(line: 183, column: 12, scope: !1040, inlinedAt: !3359)
!3363 = !DILocation(line: 183, column: 16, scope: !1040, inlinedAt: !3359)
!3364 = !DILocation(line: 183, column: 12, scope: !1041, inlinedAt: !3359)
!3365 = !DILocation(line: 188, column: 5, scope: !1039, inlinedAt: !3359)
!3366 = !DILocation(line: 184, column: 9, scope: !1040, inlinedAt: !3359)
!3367 = !DILocation(line: 184, column: 5, scope: !1040, inlinedAt: !3359)
!3368 = !DILocation(line: 0, scope: !1039, inlinedAt: !3359)
!3369 = !DILocation(line: 0, scope: !1054, inlinedAt: !3370)
!3370 = distinct !DILocation(line: 188, column: 20, scope: !1039, inlinedAt: !3359)
!3371 = !DILocation(line: 155, column: 16, scope: !1054, inlinedAt: !3370)
!3372 = !DILocation(line: 156, column: 14, scope: !1064, inlinedAt: !3370)
!3373 = !DILocation(line: 156, column: 7, scope: !1054, inlinedAt: !3370)
!3374 = !DILocation(line: 188, column: 39, scope: !1039, inlinedAt: !3359)
!3375 = distinct !{!3375, !3365, !3376, !1069}
!3376 = !DILocation(line: 189, column: 14, scope: !1039, inlinedAt: !3359)
!3377 = !DILocation(line: 0, scope: !1071, inlinedAt: !3378)
!3378 = distinct !DILocation(line: 190, column: 5, scope: !1039, inlinedAt: !3359)
!3379 = !DILocation(line: 169, column: 27, scope: !1071, inlinedAt: !3378)
!3380 = !DILocation(line: 169, column: 21, scope: !1071, inlinedAt: !3378)
!3381 = !DILocation(line: 171, column: 30, scope: !1082, inlinedAt: !3378)
!3382 = !DILocation(line: 172, column: 26, scope: !1082, inlinedAt: !3378)
!3383 = !DILocation(line: 172, column: 5, scope: !1082, inlinedAt: !3378)
!3384 = !DILocation(line: 174, column: 3, scope: !1071, inlinedAt: !3378)
!3385 = !DILocation(line: 1714, column: 13, scope: !3355)
!3386 = !{i64 0, i64 4, !963, i64 8, i64 8, !876, i64 16, i64 4, !963, i64 20, i64 4, !963}
!3387 = !DILocation(line: 1715, column: 7, scope: !3355)
!3388 = !DILocation(line: 1719, column: 28, scope: !3389)
!3389 = distinct !DILexicalBlock(scope: !3356, file: !2, line: 1717, column: 18)
!3390 = !DILocation(line: 1719, column: 35, scope: !3389)
!3391 = !DILocation(line: 0, scope: !1030, inlinedAt: !3392)
!3392 = distinct !DILocation(line: 1719, column: 7, scope: !3389)
!3393 = !DILocation(line: 182, column: 10, scope: !1041, inlinedAt: !3392)
!3394 = !DILocation(line: 182, column: 7, scope: !1030, inlinedAt: !3392)
!3395 = !DILocation(line: 183, column: 12, scope: !1040, inlinedAt: !3392)
!3396 = !DILocation(line: 183, column: 16, scope: !1040, inlinedAt: !3392)
!3397 = !DILocation(line: 183, column: 12, scope: !1041, inlinedAt: !3392)
!3398 = !DILocation(line: 188, column: 5, scope: !1039, inlinedAt: !3392)
!3399 = !DILocation(line: 184, column: 9, scope: !1040, inlinedAt: !3392)
!3400 = !DILocation(line: 184, column: 5, scope: !1040, inlinedAt: !3392)
!3401 = !DILocation(line: 0, scope: !1039, inlinedAt: !3392)
!3402 = !DILocation(line: 0, scope: !1054, inlinedAt: !3403)
!3403 = distinct !DILocation(line: 188, column: 20, scope: !1039, inlinedAt: !3392)
!3404 = !DILocation(line: 155, column: 16, scope: !1054, inlinedAt: !3403)
!3405 = !DILocation(line: 156, column: 14, scope: !1064, inlinedAt: !3403)
!3406 = !DILocation(line: 156, column: 7, scope: !1054, inlinedAt: !3403)
!3407 = !DILocation(line: 188, column: 39, scope: !1039, inlinedAt: !3392)
!3408 = distinct !{!3408, !3398, !3409, !1069}
!3409 = !DILocation(line: 189, column: 14, scope: !1039, inlinedAt: !3392)
!3410 = !DILocation(line: 0, scope: !1071, inlinedAt: !3411)
!3411 = distinct !DILocation(line: 190, column: 5, scope: !1039, inlinedAt: !3392)
!3412 = !DILocation(line: 169, column: 27, scope: !1071, inlinedAt: !3411)
!3413 = !DILocation(line: 169, column: 21, scope: !1071, inlinedAt: !3411)
!3414 = !DILocation(line: 171, column: 30, scope: !1082, inlinedAt: !3411)
!3415 = !DILocation(line: 172, column: 26, scope: !1082, inlinedAt: !3411)
!3416 = !DILocation(line: 172, column: 5, scope: !1082, inlinedAt: !3411)
!3417 = !DILocation(line: 174, column: 3, scope: !1071, inlinedAt: !3411)
!3418 = !DILocation(line: 1720, column: 13, scope: !3389)
!3419 = !DILocation(line: 1721, column: 7, scope: !3389)
!3420 = !DILocation(line: 1724, column: 7, scope: !3421)
!3421 = distinct !DILexicalBlock(scope: !3356, file: !2, line: 1723, column: 22)
!3422 = !DILocalVariable(name: "fs", arg: 1, scope: !3423, file: !2, line: 1685, type: !17)
!3423 = distinct !DISubprogram(name: "codeconcat", scope: !2, file: !2, line: 1685, type: !3424, scopeLine: 1685, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !3426)
!3424 = !DISubroutineType(types: !3425)
!3425 = !{null, !17, !529, !529, !44}
!3426 = !{!3422, !3427, !3428, !3429, !3430, !3431}
!3427 = !DILocalVariable(name: "e1", arg: 2, scope: !3423, file: !2, line: 1685, type: !529)
!3428 = !DILocalVariable(name: "e2", arg: 3, scope: !3423, file: !2, line: 1685, type: !529)
!3429 = !DILocalVariable(name: "line", arg: 4, scope: !3423, file: !2, line: 1685, type: !44)
!3430 = !DILocalVariable(name: "ie2", scope: !3423, file: !2, line: 1686, type: !373)
!3431 = !DILocalVariable(name: "n", scope: !3432, file: !2, line: 1688, type: !44)
!3432 = distinct !DILexicalBlock(scope: !3433, file: !2, line: 1687, column: 38)
!3433 = distinct !DILexicalBlock(scope: !3423, file: !2, line: 1687, column: 7)
!3434 = !DILocation(line: 0, scope: !3423, inlinedAt: !3435)
!3435 = distinct !DILocation(line: 1725, column: 7, scope: !3421)
!3436 = !DILocation(line: 0, scope: !789, inlinedAt: !3437)
!3437 = distinct !DILocation(line: 1686, column: 22, scope: !3423, inlinedAt: !3435)
!3438 = !DILocation(line: 118, column: 11, scope: !948, inlinedAt: !3437)
!3439 = !DILocation(line: 118, column: 20, scope: !948, inlinedAt: !3437)
!3440 = !DILocation(line: 118, column: 14, scope: !948, inlinedAt: !3437)
!3441 = !DILocation(line: 118, column: 7, scope: !789, inlinedAt: !3437)
!3442 = !DILocation(line: 119, column: 17, scope: !948, inlinedAt: !3437)
!3443 = !DILocation(line: 119, column: 20, scope: !948, inlinedAt: !3437)
!3444 = !DILocation(line: 119, column: 13, scope: !948, inlinedAt: !3437)
!3445 = !DILocation(line: 119, column: 5, scope: !948, inlinedAt: !3437)
!3446 = !DILocation(line: 0, scope: !948, inlinedAt: !3437)
!3447 = !DILocation(line: 1687, column: 7, scope: !3433, inlinedAt: !3435)
!3448 = !DILocation(line: 1687, column: 24, scope: !3433, inlinedAt: !3435)
!3449 = !DILocation(line: 1687, column: 7, scope: !3423, inlinedAt: !3435)
!3450 = !DILocation(line: 0, scope: !3432, inlinedAt: !3435)
!3451 = !DILocation(line: 0, scope: !1798, inlinedAt: !3452)
!3452 = distinct !DILocation(line: 1690, column: 5, scope: !3432, inlinedAt: !3435)
!3453 = !DILocation(line: 518, column: 10, scope: !1804, inlinedAt: !3452)
!3454 = !DILocation(line: 518, column: 12, scope: !1804, inlinedAt: !3452)
!3455 = !DILocation(line: 518, column: 7, scope: !1798, inlinedAt: !3452)
!3456 = !DILocation(line: 519, column: 20, scope: !1804, inlinedAt: !3452)
!3457 = !DILocation(line: 519, column: 22, scope: !1804, inlinedAt: !3452)
!3458 = !DILocation(line: 0, scope: !1652, inlinedAt: !3459)
!3459 = distinct !DILocation(line: 519, column: 5, scope: !1804, inlinedAt: !3452)
!3460 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !3459)
!3461 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !3459)
!3462 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !3459)
!3463 = !DILocation(line: 493, column: 9, scope: !1662, inlinedAt: !3459)
!3464 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !3459)
!3465 = !DILocation(line: 495, column: 3, scope: !1662, inlinedAt: !3459)
!3466 = !DILocation(line: 1691, column: 5, scope: !3432, inlinedAt: !3435)
!3467 = !DILocation(line: 1692, column: 5, scope: !3432, inlinedAt: !3435)
!3468 = !DILocation(line: 1693, column: 3, scope: !3432, inlinedAt: !3435)
!3469 = !DILocation(line: 1695, column: 5, scope: !3470, inlinedAt: !3435)
!3470 = distinct !DILexicalBlock(scope: !3433, file: !2, line: 1694, column: 8)
!3471 = !DILocation(line: 0, scope: !983, inlinedAt: !3472)
!3472 = distinct !DILocation(line: 1695, column: 5, scope: !3470, inlinedAt: !3435)
!3473 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !3472)
!3474 = !DILocation(line: 0, scope: !996, inlinedAt: !3475)
!3475 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !3472)
!3476 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !3475)
!3477 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !3475)
!3478 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !3475)
!3479 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !3475)
!3480 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !3475)
!3481 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !3475)
!3482 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !3475)
!3483 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !3475)
!3484 = !DILocation(line: 0, scope: !1798, inlinedAt: !3485)
!3485 = distinct !DILocation(line: 1696, column: 5, scope: !3470, inlinedAt: !3435)
!3486 = !DILocation(line: 518, column: 10, scope: !1804, inlinedAt: !3485)
!3487 = !DILocation(line: 518, column: 12, scope: !1804, inlinedAt: !3485)
!3488 = !DILocation(line: 518, column: 7, scope: !1798, inlinedAt: !3485)
!3489 = !DILocation(line: 519, column: 20, scope: !1804, inlinedAt: !3485)
!3490 = !DILocation(line: 519, column: 22, scope: !1804, inlinedAt: !3485)
!3491 = !DILocation(line: 0, scope: !1652, inlinedAt: !3492)
!3492 = distinct !DILocation(line: 519, column: 5, scope: !1804, inlinedAt: !3485)
!3493 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !3492)
!3494 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !3492)
!3495 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !3492)
!3496 = !DILocation(line: 493, column: 9, scope: !1662, inlinedAt: !3492)
!3497 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !3492)
!3498 = !DILocation(line: 495, column: 3, scope: !1662, inlinedAt: !3492)
!3499 = !DILocation(line: 0, scope: !2913, inlinedAt: !3500)
!3500 = distinct !DILocation(line: 1697, column: 5, scope: !3470, inlinedAt: !3435)
!3501 = !DILocation(line: 0, scope: !2481, inlinedAt: !3502)
!3502 = distinct !DILocation(line: 1787, column: 3, scope: !2913, inlinedAt: !3500)
!3503 = !DILocation(line: 354, column: 18, scope: !2481, inlinedAt: !3502)
!3504 = !DILocation(line: 355, column: 16, scope: !2481, inlinedAt: !3502)
!3505 = !DILocation(line: 356, column: 10, scope: !2489, inlinedAt: !3502)
!3506 = !DILocation(line: 356, column: 7, scope: !2489, inlinedAt: !3502)
!3507 = !DILocation(line: 356, column: 23, scope: !2489, inlinedAt: !3502)
!3508 = !DILocation(line: 356, column: 7, scope: !2481, inlinedAt: !3502)
!3509 = !DILocation(line: 357, column: 9, scope: !2494, inlinedAt: !3502)
!3510 = !DILocation(line: 357, column: 22, scope: !2494, inlinedAt: !3502)
!3511 = !DILocation(line: 358, column: 9, scope: !2494, inlinedAt: !3502)
!3512 = !DILocation(line: 358, column: 16, scope: !2494, inlinedAt: !3502)
!3513 = !DILocation(line: 359, column: 3, scope: !2494, inlinedAt: !3502)
!3514 = !DILocation(line: 362, column: 9, scope: !2500, inlinedAt: !3502)
!3515 = !DILocation(line: 362, column: 21, scope: !2500, inlinedAt: !3502)
!3516 = !DILocation(line: 363, column: 9, scope: !2500, inlinedAt: !3502)
!3517 = !DILocation(line: 363, column: 17, scope: !2500, inlinedAt: !3502)
!3518 = !DILocation(line: 1788, column: 3, scope: !2913, inlinedAt: !3500)
!3519 = !DILocalVariable(name: "fs", arg: 1, scope: !3520, file: !2, line: 1516, type: !17)
!3520 = distinct !DISubprogram(name: "codecommutative", scope: !2, file: !2, line: 1516, type: !3328, scopeLine: 1517, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !3521)
!3521 = !{!3519, !3522, !3523, !3524, !3525, !3526}
!3522 = !DILocalVariable(name: "op", arg: 2, scope: !3520, file: !2, line: 1516, type: !782)
!3523 = !DILocalVariable(name: "e1", arg: 3, scope: !3520, file: !2, line: 1517, type: !529)
!3524 = !DILocalVariable(name: "e2", arg: 4, scope: !3520, file: !2, line: 1517, type: !529)
!3525 = !DILocalVariable(name: "line", arg: 5, scope: !3520, file: !2, line: 1517, type: !44)
!3526 = !DILocalVariable(name: "flip", scope: !3520, file: !2, line: 1518, type: !44)
!3527 = !DILocation(line: 0, scope: !3520, inlinedAt: !3528)
!3528 = distinct !DILocation(line: 1729, column: 7, scope: !3529)
!3529 = distinct !DILexicalBlock(scope: !3356, file: !2, line: 1728, column: 33)
!3530 = !DILocation(line: 0, scope: !910, inlinedAt: !3531)
!3531 = distinct !DILocation(line: 1519, column: 7, scope: !3532, inlinedAt: !3528)
!3532 = distinct !DILexicalBlock(scope: !3520, file: !2, line: 1519, column: 7)
!3533 = !DILocation(line: 57, column: 7, scope: !3117, inlinedAt: !3531)
!3534 = !DILocation(line: 57, column: 7, scope: !910, inlinedAt: !3531)
!3535 = !DILocation(line: 59, column: 14, scope: !910, inlinedAt: !3531)
!3536 = !DILocation(line: 59, column: 3, scope: !910, inlinedAt: !3531)
!3537 = !DILocalVariable(name: "temp", scope: !3538, file: !2, line: 1483, type: !530)
!3538 = distinct !DISubprogram(name: "swapexps", scope: !2, file: !2, line: 1482, type: !3539, scopeLine: 1482, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !3541)
!3539 = !DISubroutineType(types: !3540)
!3540 = !{null, !529, !529}
!3541 = !{!3542, !3543, !3537}
!3542 = !DILocalVariable(name: "e1", arg: 1, scope: !3538, file: !2, line: 1482, type: !529)
!3543 = !DILocalVariable(name: "e2", arg: 2, scope: !3538, file: !2, line: 1482, type: !529)
!3544 = !DILocation(line: 0, scope: !3538, inlinedAt: !3545)
!3545 = distinct !DILocation(line: 1520, column: 5, scope: !3546, inlinedAt: !3528)
!3546 = distinct !DILexicalBlock(scope: !3532, file: !2, line: 1519, column: 28)
!3547 = !DILocation(line: 1483, column: 3, scope: !3538, inlinedAt: !3545)
!3548 = !DILocation(line: 1483, column: 18, scope: !3538, inlinedAt: !3545)
!3549 = distinct !DIAssignID()
!3550 = !DILocation(line: 1483, column: 29, scope: !3538, inlinedAt: !3545)
!3551 = !DILocation(line: 1483, column: 40, scope: !3538, inlinedAt: !3545)
!3552 = !DILocation(line: 1484, column: 1, scope: !3538, inlinedAt: !3545)
!3553 = !DILocation(line: 1522, column: 3, scope: !3546, inlinedAt: !3528)
!3554 = !DILocation(line: 1523, column: 10, scope: !3555, inlinedAt: !3528)
!3555 = distinct !DILexicalBlock(scope: !3520, file: !2, line: 1523, column: 7)
!3556 = !DILocation(line: 1523, column: 21, scope: !3555, inlinedAt: !3528)
!3557 = !DILocalVariable(name: "e", arg: 1, scope: !3558, file: !2, line: 1247, type: !529)
!3558 = distinct !DISubprogram(name: "isSCint", scope: !2, file: !2, line: 1247, type: !2794, scopeLine: 1247, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !3559)
!3559 = !{!3557}
!3560 = !DILocation(line: 0, scope: !3558, inlinedAt: !3561)
!3561 = distinct !DILocation(line: 1523, column: 24, scope: !3555, inlinedAt: !3528)
!3562 = !DILocation(line: 0, scope: !2793, inlinedAt: !3563)
!3563 = distinct !DILocation(line: 1248, column: 10, scope: !3558, inlinedAt: !3561)
!3564 = !DILocation(line: 1230, column: 14, scope: !2793, inlinedAt: !3563)
!3565 = !DILocation(line: 1230, column: 16, scope: !2793, inlinedAt: !3563)
!3566 = !DILocation(line: 1230, column: 25, scope: !2793, inlinedAt: !3563)
!3567 = !DILocation(line: 1230, column: 29, scope: !2793, inlinedAt: !3563)
!3568 = !DILocation(line: 1248, column: 20, scope: !3558, inlinedAt: !3561)
!3569 = !DILocation(line: 1248, column: 32, scope: !3558, inlinedAt: !3561)
!3570 = !DILocation(line: 1248, column: 34, scope: !3558, inlinedAt: !3561)
!3571 = !DILocation(line: 0, scope: !3270, inlinedAt: !3572)
!3572 = distinct !DILocation(line: 1248, column: 23, scope: !3558, inlinedAt: !3561)
!3573 = !DILocation(line: 660, column: 36, scope: !3270, inlinedAt: !3572)
!3574 = !DILocation(line: 1523, column: 7, scope: !3520, inlinedAt: !3528)
!3575 = !DILocalVariable(name: "fs", arg: 1, scope: !3576, file: !2, line: 1439, type: !17)
!3576 = distinct !DISubprogram(name: "codebini", scope: !2, file: !2, line: 1439, type: !3577, scopeLine: 1441, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !3579)
!3577 = !DISubroutineType(types: !3578)
!3578 = !{null, !17, !781, !529, !529, !44, !44, !785}
!3579 = !{!3575, !3580, !3581, !3582, !3583, !3584, !3585, !3586}
!3580 = !DILocalVariable(name: "op", arg: 2, scope: !3576, file: !2, line: 1439, type: !781)
!3581 = !DILocalVariable(name: "e1", arg: 3, scope: !3576, file: !2, line: 1440, type: !529)
!3582 = !DILocalVariable(name: "e2", arg: 4, scope: !3576, file: !2, line: 1440, type: !529)
!3583 = !DILocalVariable(name: "flip", arg: 5, scope: !3576, file: !2, line: 1440, type: !44)
!3584 = !DILocalVariable(name: "line", arg: 6, scope: !3576, file: !2, line: 1440, type: !44)
!3585 = !DILocalVariable(name: "event", arg: 7, scope: !3576, file: !2, line: 1441, type: !785)
!3586 = !DILocalVariable(name: "v2", scope: !3576, file: !2, line: 1442, type: !44)
!3587 = !DILocation(line: 0, scope: !3576, inlinedAt: !3588)
!3588 = distinct !DILocation(line: 1524, column: 5, scope: !3555, inlinedAt: !3528)
!3589 = !DILocation(line: 1442, column: 12, scope: !3576, inlinedAt: !3588)
!3590 = !DILocation(line: 1444, column: 3, scope: !3576, inlinedAt: !3588)
!3591 = !DILocation(line: 1524, column: 5, scope: !3555, inlinedAt: !3528)
!3592 = !DILocalVariable(name: "fs", arg: 1, scope: !3593, file: !2, line: 1502, type: !17)
!3593 = distinct !DISubprogram(name: "codearith", scope: !2, file: !2, line: 1502, type: !3594, scopeLine: 1503, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !3596)
!3594 = !DISubroutineType(types: !3595)
!3595 = !{null, !17, !782, !529, !529, !44, !44}
!3596 = !{!3592, !3597, !3598, !3599, !3600, !3601}
!3597 = !DILocalVariable(name: "opr", arg: 2, scope: !3593, file: !2, line: 1502, type: !782)
!3598 = !DILocalVariable(name: "e1", arg: 3, scope: !3593, file: !2, line: 1503, type: !529)
!3599 = !DILocalVariable(name: "e2", arg: 4, scope: !3593, file: !2, line: 1503, type: !529)
!3600 = !DILocalVariable(name: "flip", arg: 5, scope: !3593, file: !2, line: 1503, type: !44)
!3601 = !DILocalVariable(name: "line", arg: 6, scope: !3593, file: !2, line: 1503, type: !44)
!3602 = !DILocation(line: 0, scope: !3593, inlinedAt: !3603)
!3603 = distinct !DILocation(line: 1526, column: 5, scope: !3555, inlinedAt: !3528)
!3604 = !DILocation(line: 0, scope: !910, inlinedAt: !3605)
!3605 = distinct !DILocation(line: 1504, column: 7, scope: !3606, inlinedAt: !3603)
!3606 = distinct !DILexicalBlock(scope: !3593, file: !2, line: 1504, column: 7)
!3607 = !DILocation(line: 57, column: 7, scope: !3117, inlinedAt: !3605)
!3608 = !DILocation(line: 57, column: 7, scope: !910, inlinedAt: !3605)
!3609 = !DILocation(line: 59, column: 14, scope: !910, inlinedAt: !3605)
!3610 = !DILocation(line: 59, column: 3, scope: !910, inlinedAt: !3605)
!3611 = !DILocation(line: 1504, column: 30, scope: !3606, inlinedAt: !3603)
!3612 = !DILocation(line: 1504, column: 7, scope: !3593, inlinedAt: !3603)
!3613 = !DILocalVariable(name: "fs", arg: 1, scope: !3614, file: !2, line: 1451, type: !17)
!3614 = distinct !DISubprogram(name: "codebinK", scope: !2, file: !2, line: 1451, type: !3594, scopeLine: 1452, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !3615)
!3615 = !{!3613, !3616, !3617, !3618, !3619, !3620, !3621, !3622, !3623}
!3616 = !DILocalVariable(name: "opr", arg: 2, scope: !3614, file: !2, line: 1451, type: !782)
!3617 = !DILocalVariable(name: "e1", arg: 3, scope: !3614, file: !2, line: 1452, type: !529)
!3618 = !DILocalVariable(name: "e2", arg: 4, scope: !3614, file: !2, line: 1452, type: !529)
!3619 = !DILocalVariable(name: "flip", arg: 5, scope: !3614, file: !2, line: 1452, type: !44)
!3620 = !DILocalVariable(name: "line", arg: 6, scope: !3614, file: !2, line: 1452, type: !44)
!3621 = !DILocalVariable(name: "event", scope: !3614, file: !2, line: 1453, type: !785)
!3622 = !DILocalVariable(name: "v2", scope: !3614, file: !2, line: 1454, type: !44)
!3623 = !DILocalVariable(name: "op", scope: !3614, file: !2, line: 1455, type: !781)
!3624 = !DILocation(line: 0, scope: !3614, inlinedAt: !3625)
!3625 = distinct !DILocation(line: 1505, column: 5, scope: !3606, inlinedAt: !3603)
!3626 = !DILocalVariable(name: "opr", arg: 1, scope: !3627, file: !2, line: 1380, type: !782)
!3627 = distinct !DISubprogram(name: "binopr2TM", scope: !2, file: !2, line: 1380, type: !3628, scopeLine: 1380, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !3630)
!3628 = !DISubroutineType(types: !3629)
!3629 = !{!785, !782}
!3630 = !{!3626}
!3631 = !DILocation(line: 0, scope: !3627, inlinedAt: !3632)
!3632 = distinct !DILocation(line: 1453, column: 15, scope: !3614, inlinedAt: !3625)
!3633 = !DILocation(line: 1382, column: 10, scope: !3627, inlinedAt: !3632)
!3634 = !DILocation(line: 1454, column: 16, scope: !3614, inlinedAt: !3625)
!3635 = !DILocation(line: 1454, column: 18, scope: !3614, inlinedAt: !3625)
!3636 = !DILocalVariable(name: "opr", arg: 1, scope: !3637, file: !2, line: 1360, type: !782)
!3637 = distinct !DISubprogram(name: "binopr2op", scope: !2, file: !2, line: 1360, type: !3638, scopeLine: 1360, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !3640)
!3638 = !DISubroutineType(types: !3639)
!3639 = !{!781, !782, !782, !781}
!3640 = !{!3636, !3641, !3642}
!3641 = !DILocalVariable(name: "baser", arg: 2, scope: !3637, file: !2, line: 1360, type: !782)
!3642 = !DILocalVariable(name: "base", arg: 3, scope: !3637, file: !2, line: 1360, type: !781)
!3643 = !DILocation(line: 0, scope: !3637, inlinedAt: !3644)
!3644 = distinct !DILocation(line: 1455, column: 15, scope: !3614, inlinedAt: !3625)
!3645 = !DILocation(line: 1364, column: 10, scope: !3637, inlinedAt: !3644)
!3646 = !DILocation(line: 1456, column: 3, scope: !3614, inlinedAt: !3625)
!3647 = !DILocation(line: 1505, column: 5, scope: !3606, inlinedAt: !3603)
!3648 = !DILocalVariable(name: "fs", arg: 1, scope: !3649, file: !2, line: 1490, type: !17)
!3649 = distinct !DISubprogram(name: "codebinNoK", scope: !2, file: !2, line: 1490, type: !3594, scopeLine: 1491, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !3650)
!3650 = !{!3648, !3651, !3652, !3653, !3654, !3655}
!3651 = !DILocalVariable(name: "opr", arg: 2, scope: !3649, file: !2, line: 1490, type: !782)
!3652 = !DILocalVariable(name: "e1", arg: 3, scope: !3649, file: !2, line: 1491, type: !529)
!3653 = !DILocalVariable(name: "e2", arg: 4, scope: !3649, file: !2, line: 1491, type: !529)
!3654 = !DILocalVariable(name: "flip", arg: 5, scope: !3649, file: !2, line: 1491, type: !44)
!3655 = !DILocalVariable(name: "line", arg: 6, scope: !3649, file: !2, line: 1491, type: !44)
!3656 = !DILocation(line: 0, scope: !3649, inlinedAt: !3657)
!3657 = distinct !DILocation(line: 1507, column: 5, scope: !3606, inlinedAt: !3603)
!3658 = !DILocation(line: 1492, column: 7, scope: !3649, inlinedAt: !3657)
!3659 = !DILocation(line: 0, scope: !3538, inlinedAt: !3660)
!3660 = distinct !DILocation(line: 1493, column: 5, scope: !3661, inlinedAt: !3657)
!3661 = distinct !DILexicalBlock(scope: !3649, file: !2, line: 1492, column: 7)
!3662 = !DILocation(line: 1483, column: 3, scope: !3538, inlinedAt: !3660)
!3663 = !DILocation(line: 1483, column: 18, scope: !3538, inlinedAt: !3660)
!3664 = distinct !DIAssignID()
!3665 = !DILocation(line: 1483, column: 29, scope: !3538, inlinedAt: !3660)
!3666 = !DILocation(line: 1483, column: 40, scope: !3538, inlinedAt: !3660)
!3667 = !DILocation(line: 1484, column: 1, scope: !3538, inlinedAt: !3660)
!3668 = !DILocation(line: 1493, column: 5, scope: !3661, inlinedAt: !3657)
!3669 = !DILocation(line: 1494, column: 3, scope: !3649, inlinedAt: !3657)
!3670 = !DILocalVariable(name: "fs", arg: 1, scope: !3671, file: !2, line: 1463, type: !17)
!3671 = distinct !DISubprogram(name: "finishbinexpneg", scope: !2, file: !2, line: 1463, type: !3672, scopeLine: 1464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !3674)
!3672 = !DISubroutineType(types: !3673)
!3673 = !{!44, !17, !529, !529, !781, !44, !785}
!3674 = !{!3670, !3675, !3676, !3677, !3678, !3679, !3680, !3683}
!3675 = !DILocalVariable(name: "e1", arg: 2, scope: !3671, file: !2, line: 1463, type: !529)
!3676 = !DILocalVariable(name: "e2", arg: 3, scope: !3671, file: !2, line: 1463, type: !529)
!3677 = !DILocalVariable(name: "op", arg: 4, scope: !3671, file: !2, line: 1464, type: !781)
!3678 = !DILocalVariable(name: "line", arg: 5, scope: !3671, file: !2, line: 1464, type: !44)
!3679 = !DILocalVariable(name: "event", arg: 6, scope: !3671, file: !2, line: 1464, type: !785)
!3680 = !DILocalVariable(name: "i2", scope: !3681, file: !2, line: 1468, type: !365)
!3681 = distinct !DILexicalBlock(scope: !3682, file: !2, line: 1467, column: 8)
!3682 = distinct !DILexicalBlock(scope: !3671, file: !2, line: 1465, column: 7)
!3683 = !DILocalVariable(name: "v2", scope: !3684, file: !2, line: 1472, type: !44)
!3684 = distinct !DILexicalBlock(scope: !3685, file: !2, line: 1471, column: 10)
!3685 = distinct !DILexicalBlock(scope: !3681, file: !2, line: 1469, column: 9)
!3686 = !DILocation(line: 0, scope: !3671, inlinedAt: !3687)
!3687 = distinct !DILocation(line: 1733, column: 11, scope: !3688)
!3688 = distinct !DILexicalBlock(scope: !3689, file: !2, line: 1733, column: 11)
!3689 = distinct !DILexicalBlock(scope: !3356, file: !2, line: 1732, column: 19)
!3690 = !DILocation(line: 0, scope: !2793, inlinedAt: !3691)
!3691 = distinct !DILocation(line: 1465, column: 8, scope: !3682, inlinedAt: !3687)
!3692 = !DILocation(line: 1230, column: 14, scope: !2793, inlinedAt: !3691)
!3693 = !DILocation(line: 1230, column: 16, scope: !2793, inlinedAt: !3691)
!3694 = !DILocation(line: 1230, column: 25, scope: !2793, inlinedAt: !3691)
!3695 = !DILocation(line: 1230, column: 29, scope: !2793, inlinedAt: !3691)
!3696 = !DILocation(line: 1465, column: 7, scope: !3671, inlinedAt: !3687)
!3697 = !DILocation(line: 1468, column: 26, scope: !3681, inlinedAt: !3687)
!3698 = !DILocation(line: 1468, column: 28, scope: !3681, inlinedAt: !3687)
!3699 = !DILocation(line: 0, scope: !3681, inlinedAt: !3687)
!3700 = !DILocation(line: 1469, column: 21, scope: !3685, inlinedAt: !3687)
!3701 = !DILocation(line: 1472, column: 16, scope: !3684, inlinedAt: !3687)
!3702 = !DILocation(line: 0, scope: !3684, inlinedAt: !3687)
!3703 = !DILocation(line: 1473, column: 39, scope: !3684, inlinedAt: !3687)
!3704 = !DILocation(line: 1473, column: 7, scope: !3684, inlinedAt: !3687)
!3705 = !DILocation(line: 1475, column: 7, scope: !3684, inlinedAt: !3687)
!3706 = !DILocation(line: 1733, column: 11, scope: !3689)
!3707 = !DILocation(line: 0, scope: !3593, inlinedAt: !3708)
!3708 = distinct !DILocation(line: 1738, column: 7, scope: !3709)
!3709 = distinct !DILexicalBlock(scope: !3356, file: !2, line: 1737, column: 62)
!3710 = !DILocation(line: 0, scope: !910, inlinedAt: !3711)
!3711 = distinct !DILocation(line: 1504, column: 7, scope: !3606, inlinedAt: !3708)
!3712 = !DILocation(line: 57, column: 7, scope: !3117, inlinedAt: !3711)
!3713 = !DILocation(line: 57, column: 7, scope: !910, inlinedAt: !3711)
!3714 = !DILocation(line: 59, column: 14, scope: !910, inlinedAt: !3711)
!3715 = !DILocation(line: 59, column: 3, scope: !910, inlinedAt: !3711)
!3716 = !DILocation(line: 1504, column: 30, scope: !3606, inlinedAt: !3708)
!3717 = !DILocation(line: 1504, column: 7, scope: !3593, inlinedAt: !3708)
!3718 = !DILocation(line: 0, scope: !3614, inlinedAt: !3719)
!3719 = distinct !DILocation(line: 1505, column: 5, scope: !3606, inlinedAt: !3708)
!3720 = !DILocation(line: 0, scope: !3627, inlinedAt: !3721)
!3721 = distinct !DILocation(line: 1453, column: 15, scope: !3614, inlinedAt: !3719)
!3722 = !DILocation(line: 1382, column: 10, scope: !3627, inlinedAt: !3721)
!3723 = !DILocation(line: 1454, column: 16, scope: !3614, inlinedAt: !3719)
!3724 = !DILocation(line: 1454, column: 18, scope: !3614, inlinedAt: !3719)
!3725 = !DILocation(line: 0, scope: !3637, inlinedAt: !3726)
!3726 = distinct !DILocation(line: 1455, column: 15, scope: !3614, inlinedAt: !3719)
!3727 = !DILocation(line: 1364, column: 10, scope: !3637, inlinedAt: !3726)
!3728 = !DILocation(line: 1456, column: 3, scope: !3614, inlinedAt: !3719)
!3729 = !DILocation(line: 1505, column: 5, scope: !3606, inlinedAt: !3708)
!3730 = !DILocation(line: 0, scope: !3649, inlinedAt: !3731)
!3731 = distinct !DILocation(line: 1507, column: 5, scope: !3606, inlinedAt: !3708)
!3732 = !DILocation(line: 1494, column: 3, scope: !3649, inlinedAt: !3731)
!3733 = !DILocalVariable(name: "fs", arg: 1, scope: !3734, file: !2, line: 1534, type: !17)
!3734 = distinct !DISubprogram(name: "codebitwise", scope: !2, file: !2, line: 1534, type: !3328, scopeLine: 1535, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !3735)
!3735 = !{!3733, !3736, !3737, !3738, !3739, !3740}
!3736 = !DILocalVariable(name: "opr", arg: 2, scope: !3734, file: !2, line: 1534, type: !782)
!3737 = !DILocalVariable(name: "e1", arg: 3, scope: !3734, file: !2, line: 1535, type: !529)
!3738 = !DILocalVariable(name: "e2", arg: 4, scope: !3734, file: !2, line: 1535, type: !529)
!3739 = !DILocalVariable(name: "line", arg: 5, scope: !3734, file: !2, line: 1535, type: !44)
!3740 = !DILocalVariable(name: "flip", scope: !3734, file: !2, line: 1536, type: !44)
!3741 = !DILocation(line: 0, scope: !3734, inlinedAt: !3742)
!3742 = distinct !DILocation(line: 1742, column: 7, scope: !3743)
!3743 = distinct !DILexicalBlock(scope: !3356, file: !2, line: 1741, column: 49)
!3744 = !DILocation(line: 1537, column: 11, scope: !3745, inlinedAt: !3742)
!3745 = distinct !DILexicalBlock(scope: !3734, file: !2, line: 1537, column: 7)
!3746 = !DILocation(line: 1537, column: 13, scope: !3745, inlinedAt: !3742)
!3747 = !DILocation(line: 1537, column: 7, scope: !3734, inlinedAt: !3742)
!3748 = !DILocation(line: 0, scope: !3538, inlinedAt: !3749)
!3749 = distinct !DILocation(line: 1538, column: 5, scope: !3750, inlinedAt: !3742)
!3750 = distinct !DILexicalBlock(scope: !3745, file: !2, line: 1537, column: 23)
!3751 = !DILocation(line: 1483, column: 3, scope: !3538, inlinedAt: !3749)
!3752 = !DILocation(line: 1483, column: 18, scope: !3538, inlinedAt: !3749)
!3753 = distinct !DIAssignID()
!3754 = !DILocation(line: 1483, column: 29, scope: !3538, inlinedAt: !3749)
!3755 = !DILocation(line: 1483, column: 40, scope: !3538, inlinedAt: !3749)
!3756 = !DILocation(line: 1484, column: 1, scope: !3538, inlinedAt: !3749)
!3757 = !DILocation(line: 1540, column: 3, scope: !3750, inlinedAt: !3742)
!3758 = !DILocation(line: 1541, column: 11, scope: !3759, inlinedAt: !3742)
!3759 = distinct !DILexicalBlock(scope: !3734, file: !2, line: 1541, column: 7)
!3760 = !DILocation(line: 1541, column: 13, scope: !3759, inlinedAt: !3742)
!3761 = !DILocation(line: 1541, column: 22, scope: !3759, inlinedAt: !3742)
!3762 = !DILocation(line: 1541, column: 25, scope: !3759, inlinedAt: !3742)
!3763 = !DILocation(line: 1541, column: 7, scope: !3734, inlinedAt: !3742)
!3764 = !DILocation(line: 0, scope: !3614, inlinedAt: !3765)
!3765 = distinct !DILocation(line: 1542, column: 5, scope: !3759, inlinedAt: !3742)
!3766 = !DILocation(line: 0, scope: !3627, inlinedAt: !3767)
!3767 = distinct !DILocation(line: 1453, column: 15, scope: !3614, inlinedAt: !3765)
!3768 = !DILocation(line: 1382, column: 10, scope: !3627, inlinedAt: !3767)
!3769 = !DILocation(line: 1454, column: 16, scope: !3614, inlinedAt: !3765)
!3770 = !DILocation(line: 1454, column: 18, scope: !3614, inlinedAt: !3765)
!3771 = !DILocation(line: 0, scope: !3637, inlinedAt: !3772)
!3772 = distinct !DILocation(line: 1455, column: 15, scope: !3614, inlinedAt: !3765)
!3773 = !DILocation(line: 1364, column: 10, scope: !3637, inlinedAt: !3772)
!3774 = !DILocation(line: 1456, column: 3, scope: !3614, inlinedAt: !3765)
!3775 = !DILocation(line: 1542, column: 5, scope: !3759, inlinedAt: !3742)
!3776 = !DILocation(line: 0, scope: !3649, inlinedAt: !3777)
!3777 = distinct !DILocation(line: 1544, column: 5, scope: !3759, inlinedAt: !3742)
!3778 = !DILocation(line: 1492, column: 7, scope: !3649, inlinedAt: !3777)
!3779 = !DILocation(line: 0, scope: !3538, inlinedAt: !3780)
!3780 = distinct !DILocation(line: 1493, column: 5, scope: !3661, inlinedAt: !3777)
!3781 = !DILocation(line: 1483, column: 3, scope: !3538, inlinedAt: !3780)
!3782 = !DILocation(line: 1483, column: 18, scope: !3538, inlinedAt: !3780)
!3783 = distinct !DIAssignID()
!3784 = !DILocation(line: 1483, column: 29, scope: !3538, inlinedAt: !3780)
!3785 = !DILocation(line: 1483, column: 40, scope: !3538, inlinedAt: !3780)
!3786 = !DILocation(line: 1484, column: 1, scope: !3538, inlinedAt: !3780)
!3787 = !DILocation(line: 1493, column: 5, scope: !3661, inlinedAt: !3777)
!3788 = !DILocation(line: 1494, column: 3, scope: !3649, inlinedAt: !3777)
!3789 = !DILocation(line: 0, scope: !3558, inlinedAt: !3790)
!3790 = distinct !DILocation(line: 1746, column: 11, scope: !3791)
!3791 = distinct !DILexicalBlock(scope: !3792, file: !2, line: 1746, column: 11)
!3792 = distinct !DILexicalBlock(scope: !3356, file: !2, line: 1745, column: 19)
!3793 = !DILocation(line: 0, scope: !2793, inlinedAt: !3794)
!3794 = distinct !DILocation(line: 1248, column: 10, scope: !3558, inlinedAt: !3790)
!3795 = !DILocation(line: 1230, column: 14, scope: !2793, inlinedAt: !3794)
!3796 = !DILocation(line: 1230, column: 16, scope: !2793, inlinedAt: !3794)
!3797 = !DILocation(line: 1230, column: 25, scope: !2793, inlinedAt: !3794)
!3798 = !DILocation(line: 1230, column: 29, scope: !2793, inlinedAt: !3794)
!3799 = !DILocation(line: 1248, column: 20, scope: !3558, inlinedAt: !3790)
!3800 = !DILocation(line: 1248, column: 32, scope: !3558, inlinedAt: !3790)
!3801 = !DILocation(line: 1248, column: 34, scope: !3558, inlinedAt: !3790)
!3802 = !DILocation(line: 0, scope: !3270, inlinedAt: !3803)
!3803 = distinct !DILocation(line: 1248, column: 23, scope: !3558, inlinedAt: !3790)
!3804 = !DILocation(line: 660, column: 36, scope: !3270, inlinedAt: !3803)
!3805 = !DILocation(line: 1746, column: 11, scope: !3792)
!3806 = !DILocation(line: 0, scope: !3538, inlinedAt: !3807)
!3807 = distinct !DILocation(line: 1747, column: 9, scope: !3808)
!3808 = distinct !DILexicalBlock(scope: !3791, file: !2, line: 1746, column: 24)
!3809 = !DILocation(line: 1483, column: 3, scope: !3538, inlinedAt: !3807)
!3810 = !DILocation(line: 1483, column: 18, scope: !3538, inlinedAt: !3807)
!3811 = distinct !DIAssignID()
!3812 = !DILocation(line: 1483, column: 29, scope: !3538, inlinedAt: !3807)
!3813 = !DILocation(line: 1483, column: 40, scope: !3538, inlinedAt: !3807)
!3814 = !DILocation(line: 1484, column: 1, scope: !3538, inlinedAt: !3807)
!3815 = !DILocation(line: 0, scope: !3576, inlinedAt: !3816)
!3816 = distinct !DILocation(line: 1748, column: 9, scope: !3808)
!3817 = !DILocation(line: 1442, column: 12, scope: !3576, inlinedAt: !3816)
!3818 = !DILocation(line: 1444, column: 3, scope: !3576, inlinedAt: !3816)
!3819 = !DILocation(line: 1749, column: 7, scope: !3808)
!3820 = !DILocation(line: 1750, column: 16, scope: !3821)
!3821 = distinct !DILexicalBlock(scope: !3791, file: !2, line: 1750, column: 16)
!3822 = !DILocation(line: 1750, column: 16, scope: !3791)
!3823 = !DILocation(line: 1754, column: 8, scope: !3821)
!3824 = !DILocation(line: 0, scope: !3558, inlinedAt: !3825)
!3825 = distinct !DILocation(line: 1758, column: 11, scope: !3826)
!3826 = distinct !DILexicalBlock(scope: !3827, file: !2, line: 1758, column: 11)
!3827 = distinct !DILexicalBlock(scope: !3356, file: !2, line: 1757, column: 19)
!3828 = !DILocation(line: 0, scope: !2793, inlinedAt: !3829)
!3829 = distinct !DILocation(line: 1248, column: 10, scope: !3558, inlinedAt: !3825)
!3830 = !DILocation(line: 1230, column: 14, scope: !2793, inlinedAt: !3829)
!3831 = !DILocation(line: 1230, column: 16, scope: !2793, inlinedAt: !3829)
!3832 = !DILocation(line: 1230, column: 25, scope: !2793, inlinedAt: !3829)
!3833 = !DILocation(line: 1230, column: 29, scope: !2793, inlinedAt: !3829)
!3834 = !DILocation(line: 1248, column: 20, scope: !3558, inlinedAt: !3825)
!3835 = !DILocation(line: 1248, column: 32, scope: !3558, inlinedAt: !3825)
!3836 = !DILocation(line: 1248, column: 34, scope: !3558, inlinedAt: !3825)
!3837 = !DILocation(line: 0, scope: !3270, inlinedAt: !3838)
!3838 = distinct !DILocation(line: 1248, column: 23, scope: !3558, inlinedAt: !3825)
!3839 = !DILocation(line: 660, column: 36, scope: !3270, inlinedAt: !3838)
!3840 = !DILocation(line: 1758, column: 11, scope: !3827)
!3841 = !DILocation(line: 0, scope: !3576, inlinedAt: !3842)
!3842 = distinct !DILocation(line: 1759, column: 9, scope: !3826)
!3843 = !DILocation(line: 1442, column: 12, scope: !3576, inlinedAt: !3842)
!3844 = !DILocation(line: 1444, column: 3, scope: !3576, inlinedAt: !3842)
!3845 = !DILocation(line: 1759, column: 9, scope: !3826)
!3846 = !DILocation(line: 1761, column: 9, scope: !3826)
!3847 = !DILocalVariable(name: "fs", arg: 1, scope: !3848, file: !2, line: 1584, type: !17)
!3848 = distinct !DISubprogram(name: "codeeq", scope: !2, file: !2, line: 1584, type: !3849, scopeLine: 1584, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !3851)
!3849 = !DISubroutineType(types: !3850)
!3850 = !{null, !17, !782, !529, !529}
!3851 = !{!3847, !3852, !3853, !3854, !3855, !3856, !3857, !3858, !3859}
!3852 = !DILocalVariable(name: "opr", arg: 2, scope: !3848, file: !2, line: 1584, type: !782)
!3853 = !DILocalVariable(name: "e1", arg: 3, scope: !3848, file: !2, line: 1584, type: !529)
!3854 = !DILocalVariable(name: "e2", arg: 4, scope: !3848, file: !2, line: 1584, type: !529)
!3855 = !DILocalVariable(name: "r1", scope: !3848, file: !2, line: 1585, type: !44)
!3856 = !DILocalVariable(name: "r2", scope: !3848, file: !2, line: 1585, type: !44)
!3857 = !DILocalVariable(name: "im", scope: !3848, file: !2, line: 1586, type: !44)
!3858 = !DILocalVariable(name: "isfloat", scope: !3848, file: !2, line: 1587, type: !44)
!3859 = !DILocalVariable(name: "op", scope: !3848, file: !2, line: 1588, type: !781)
!3860 = !DILocation(line: 0, scope: !3848, inlinedAt: !3861)
!3861 = distinct !DILocation(line: 1765, column: 7, scope: !3862)
!3862 = distinct !DILexicalBlock(scope: !3356, file: !2, line: 1764, column: 31)
!3863 = !DILocation(line: 1589, column: 11, scope: !3864, inlinedAt: !3861)
!3864 = distinct !DILexicalBlock(scope: !3848, file: !2, line: 1589, column: 7)
!3865 = !DILocation(line: 1589, column: 13, scope: !3864, inlinedAt: !3861)
!3866 = !DILocation(line: 1589, column: 7, scope: !3848, inlinedAt: !3861)
!3867 = !DILocation(line: 0, scope: !3538, inlinedAt: !3868)
!3868 = distinct !DILocation(line: 1591, column: 5, scope: !3869, inlinedAt: !3861)
!3869 = distinct !DILexicalBlock(scope: !3864, file: !2, line: 1589, column: 27)
!3870 = !DILocation(line: 1483, column: 3, scope: !3538, inlinedAt: !3868)
!3871 = !DILocation(line: 1483, column: 18, scope: !3538, inlinedAt: !3868)
!3872 = distinct !DIAssignID()
!3873 = !DILocation(line: 1483, column: 29, scope: !3538, inlinedAt: !3868)
!3874 = !DILocation(line: 1483, column: 40, scope: !3538, inlinedAt: !3868)
!3875 = !DILocation(line: 1484, column: 1, scope: !3538, inlinedAt: !3868)
!3876 = !DILocation(line: 1592, column: 3, scope: !3869, inlinedAt: !3861)
!3877 = !DILocation(line: 0, scope: !2034, inlinedAt: !3878)
!3878 = distinct !DILocation(line: 1593, column: 8, scope: !3848, inlinedAt: !3861)
!3879 = !DILocation(line: 956, column: 3, scope: !2034, inlinedAt: !3878)
!3880 = !DILocation(line: 957, column: 10, scope: !2043, inlinedAt: !3878)
!3881 = !DILocation(line: 957, column: 12, scope: !2043, inlinedAt: !3878)
!3882 = !DILocation(line: 957, column: 7, scope: !2034, inlinedAt: !3878)
!3883 = !DILocation(line: 958, column: 10, scope: !2047, inlinedAt: !3878)
!3884 = !DILocation(line: 0, scope: !2048, inlinedAt: !3878)
!3885 = !DILocation(line: 958, column: 9, scope: !2048, inlinedAt: !3878)
!3886 = !DILocation(line: 960, column: 14, scope: !2052, inlinedAt: !3878)
!3887 = !DILocation(line: 960, column: 22, scope: !2052, inlinedAt: !3878)
!3888 = !DILocation(line: 960, column: 19, scope: !2052, inlinedAt: !3878)
!3889 = !DILocation(line: 960, column: 9, scope: !2048, inlinedAt: !3878)
!3890 = !DILocation(line: 961, column: 27, scope: !2057, inlinedAt: !3878)
!3891 = !DILocation(line: 961, column: 7, scope: !2057, inlinedAt: !3878)
!3892 = !DILocation(line: 962, column: 7, scope: !2057, inlinedAt: !3878)
!3893 = !DILocation(line: 968, column: 3, scope: !2034, inlinedAt: !3878)
!3894 = !DILocation(line: 969, column: 13, scope: !2034, inlinedAt: !3878)
!3895 = !DILocation(line: 969, column: 3, scope: !2034, inlinedAt: !3878)
!3896 = !DILocation(line: 0, scope: !3239, inlinedAt: !3897)
!3897 = distinct !DILocation(line: 1594, column: 7, scope: !3898, inlinedAt: !3861)
!3898 = distinct !DILexicalBlock(scope: !3848, file: !2, line: 1594, column: 7)
!3899 = !DILocation(line: 1257, column: 3, scope: !3239, inlinedAt: !3897)
!3900 = !DILocation(line: 1258, column: 10, scope: !3251, inlinedAt: !3897)
!3901 = !DILocation(line: 1258, column: 7, scope: !3239, inlinedAt: !3897)
!3902 = !DILocation(line: 1259, column: 12, scope: !3251, inlinedAt: !3897)
!3903 = !DILocation(line: 1259, column: 14, scope: !3251, inlinedAt: !3897)
!3904 = !DILocation(line: 1259, column: 7, scope: !3251, inlinedAt: !3897)
!3905 = distinct !DIAssignID()
!3906 = !DILocation(line: 1259, column: 5, scope: !3251, inlinedAt: !3897)
!3907 = !DILocation(line: 1260, column: 50, scope: !3261, inlinedAt: !3897)
!3908 = !DILocation(line: 1260, column: 52, scope: !3261, inlinedAt: !3897)
!3909 = !DILocation(line: 1260, column: 29, scope: !3261, inlinedAt: !3897)
!3910 = !DILocation(line: 1260, column: 12, scope: !3251, inlinedAt: !3897)
!3911 = !DILocation(line: 1264, column: 8, scope: !3266, inlinedAt: !3897)
!3912 = !DILocation(line: 1264, column: 20, scope: !3266, inlinedAt: !3897)
!3913 = !DILocation(line: 1264, column: 29, scope: !3266, inlinedAt: !3897)
!3914 = !DILocation(line: 0, scope: !3270, inlinedAt: !3915)
!3915 = distinct !DILocation(line: 1264, column: 23, scope: !3266, inlinedAt: !3897)
!3916 = !DILocation(line: 660, column: 36, scope: !3270, inlinedAt: !3915)
!3917 = !DILocation(line: 1264, column: 7, scope: !3239, inlinedAt: !3897)
!3918 = !DILocation(line: 1265, column: 11, scope: !3919, inlinedAt: !3897)
!3919 = distinct !DILexicalBlock(scope: !3266, file: !2, line: 1264, column: 33)
!3920 = !DILocation(line: 1270, column: 1, scope: !3239, inlinedAt: !3897)
!3921 = !DILocation(line: 1597, column: 3, scope: !3922, inlinedAt: !3861)
!3922 = distinct !DILexicalBlock(scope: !3898, file: !2, line: 1594, column: 38)
!3923 = !DILocation(line: 1598, column: 12, scope: !3924, inlinedAt: !3861)
!3924 = distinct !DILexicalBlock(scope: !3898, file: !2, line: 1598, column: 12)
!3925 = !DILocation(line: 1598, column: 12, scope: !3898, inlinedAt: !3861)
!3926 = !DILocation(line: 1600, column: 14, scope: !3927, inlinedAt: !3861)
!3927 = distinct !DILexicalBlock(scope: !3924, file: !2, line: 1598, column: 28)
!3928 = !DILocation(line: 1600, column: 16, scope: !3927, inlinedAt: !3861)
!3929 = !DILocation(line: 1601, column: 3, scope: !3927, inlinedAt: !3861)
!3930 = !DILocation(line: 0, scope: !2034, inlinedAt: !3931)
!3931 = distinct !DILocation(line: 1604, column: 10, scope: !3932, inlinedAt: !3861)
!3932 = distinct !DILexicalBlock(scope: !3924, file: !2, line: 1602, column: 8)
!3933 = !DILocation(line: 956, column: 3, scope: !2034, inlinedAt: !3931)
!3934 = !DILocation(line: 957, column: 10, scope: !2043, inlinedAt: !3931)
!3935 = !DILocation(line: 957, column: 12, scope: !2043, inlinedAt: !3931)
!3936 = !DILocation(line: 957, column: 7, scope: !2034, inlinedAt: !3931)
!3937 = !DILocation(line: 958, column: 10, scope: !2047, inlinedAt: !3931)
!3938 = !DILocation(line: 0, scope: !2048, inlinedAt: !3931)
!3939 = !DILocation(line: 958, column: 9, scope: !2048, inlinedAt: !3931)
!3940 = !DILocation(line: 960, column: 14, scope: !2052, inlinedAt: !3931)
!3941 = !DILocation(line: 960, column: 22, scope: !2052, inlinedAt: !3931)
!3942 = !DILocation(line: 960, column: 19, scope: !2052, inlinedAt: !3931)
!3943 = !DILocation(line: 960, column: 9, scope: !2048, inlinedAt: !3931)
!3944 = !DILocation(line: 961, column: 27, scope: !2057, inlinedAt: !3931)
!3945 = !DILocation(line: 961, column: 7, scope: !2057, inlinedAt: !3931)
!3946 = !DILocation(line: 962, column: 7, scope: !2057, inlinedAt: !3931)
!3947 = !DILocation(line: 968, column: 3, scope: !2034, inlinedAt: !3931)
!3948 = !DILocation(line: 969, column: 13, scope: !2034, inlinedAt: !3931)
!3949 = !DILocation(line: 969, column: 3, scope: !2034, inlinedAt: !3931)
!3950 = !DILocation(line: 0, scope: !3898, inlinedAt: !3861)
!3951 = !DILocalVariable(name: "fs", arg: 1, scope: !3952, file: !2, line: 527, type: !17)
!3952 = distinct !DISubprogram(name: "freeexps", scope: !2, file: !2, line: 527, type: !2123, scopeLine: 527, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !3953)
!3953 = !{!3951, !3954, !3955, !3956, !3957}
!3954 = !DILocalVariable(name: "e1", arg: 2, scope: !3952, file: !2, line: 527, type: !529)
!3955 = !DILocalVariable(name: "e2", arg: 3, scope: !3952, file: !2, line: 527, type: !529)
!3956 = !DILocalVariable(name: "r1", scope: !3952, file: !2, line: 528, type: !44)
!3957 = !DILocalVariable(name: "r2", scope: !3952, file: !2, line: 529, type: !44)
!3958 = !DILocation(line: 0, scope: !3952, inlinedAt: !3959)
!3959 = distinct !DILocation(line: 1606, column: 3, scope: !3848, inlinedAt: !3861)
!3960 = !DILocation(line: 528, column: 17, scope: !3952, inlinedAt: !3959)
!3961 = !DILocation(line: 528, column: 19, scope: !3952, inlinedAt: !3959)
!3962 = !DILocation(line: 528, column: 12, scope: !3952, inlinedAt: !3959)
!3963 = !DILocation(line: 528, column: 39, scope: !3952, inlinedAt: !3959)
!3964 = !DILocation(line: 528, column: 41, scope: !3952, inlinedAt: !3959)
!3965 = !DILocation(line: 529, column: 17, scope: !3952, inlinedAt: !3959)
!3966 = !DILocation(line: 529, column: 19, scope: !3952, inlinedAt: !3959)
!3967 = !DILocation(line: 529, column: 12, scope: !3952, inlinedAt: !3959)
!3968 = !DILocation(line: 529, column: 39, scope: !3952, inlinedAt: !3959)
!3969 = !DILocation(line: 529, column: 41, scope: !3952, inlinedAt: !3959)
!3970 = !DILocation(line: 0, scope: !1722, inlinedAt: !3971)
!3971 = distinct !DILocation(line: 530, column: 3, scope: !3952, inlinedAt: !3959)
!3972 = !DILocation(line: 503, column: 10, scope: !1729, inlinedAt: !3971)
!3973 = !DILocation(line: 0, scope: !1652, inlinedAt: !3974)
!3974 = distinct !DILocation(line: 504, column: 5, scope: !1732, inlinedAt: !3971)
!3975 = !DILocation(line: 0, scope: !1652, inlinedAt: !3976)
!3976 = distinct !DILocation(line: 508, column: 5, scope: !1735, inlinedAt: !3971)
!3977 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !3978)
!3978 = distinct !DILocation(line: 0, scope: !1729, inlinedAt: !3971)
!3979 = !DILocation(line: 503, column: 7, scope: !1722, inlinedAt: !3971)
!3980 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !3974)
!3981 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !3974)
!3982 = !DILocation(line: 493, column: 9, scope: !1662, inlinedAt: !3974)
!3983 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !3974)
!3984 = !DILocation(line: 495, column: 3, scope: !1662, inlinedAt: !3974)
!3985 = !DILocation(line: 0, scope: !1652, inlinedAt: !3986)
!3986 = distinct !DILocation(line: 505, column: 5, scope: !1732, inlinedAt: !3971)
!3987 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !3986)
!3988 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !3986)
!3989 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !3986)
!3990 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !3976)
!3991 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !3976)
!3992 = !DILocation(line: 493, column: 9, scope: !1662, inlinedAt: !3976)
!3993 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !3976)
!3994 = !DILocation(line: 495, column: 3, scope: !1662, inlinedAt: !3976)
!3995 = !DILocation(line: 0, scope: !1652, inlinedAt: !3996)
!3996 = distinct !DILocation(line: 509, column: 5, scope: !1735, inlinedAt: !3971)
!3997 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !3996)
!3998 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !3996)
!3999 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !3996)
!4000 = !DILocation(line: 493, column: 9, scope: !1662, inlinedAt: !3978)
!4001 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !3978)
!4002 = !DILocation(line: 511, column: 1, scope: !1722, inlinedAt: !3971)
!4003 = !DILocation(line: 1607, column: 55, scope: !3848, inlinedAt: !3861)
!4004 = !DILocation(line: 0, scope: !2507, inlinedAt: !4005)
!4005 = distinct !DILocation(line: 1607, column: 16, scope: !3848, inlinedAt: !3861)
!4006 = !DILocation(line: 0, scope: !983, inlinedAt: !4007)
!4007 = distinct !DILocation(line: 223, column: 3, scope: !2507, inlinedAt: !4005)
!4008 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !4007)
!4009 = !DILocation(line: 0, scope: !996, inlinedAt: !4010)
!4010 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !4007)
!4011 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !4010)
!4012 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !4010)
!4013 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !4010)
!4014 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !4010)
!4015 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !4010)
!4016 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !4010)
!4017 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !4010)
!4018 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !4010)
!4019 = !DILocation(line: 389, column: 14, scope: !996, inlinedAt: !4010)
!4020 = !DILocation(line: 0, scope: !1087, inlinedAt: !4021)
!4021 = distinct !DILocation(line: 224, column: 10, scope: !2507, inlinedAt: !4005)
!4022 = !DILocation(line: 0, scope: !1094, inlinedAt: !4023)
!4023 = distinct !DILocation(line: 200, column: 10, scope: !1087, inlinedAt: !4021)
!4024 = !DILocation(line: 0, scope: !996, inlinedAt: !4025)
!4025 = distinct !DILocation(line: 433, column: 10, scope: !1094, inlinedAt: !4023)
!4026 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !4025)
!4027 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !4025)
!4028 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !4025)
!4029 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !4025)
!4030 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !4025)
!4031 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !4025)
!4032 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !4025)
!4033 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !4025)
!4034 = !DILocation(line: 389, column: 14, scope: !996, inlinedAt: !4025)
!4035 = !DILocation(line: 389, column: 17, scope: !996, inlinedAt: !4025)
!4036 = !DILocation(line: 1607, column: 7, scope: !3848, inlinedAt: !3861)
!4037 = !DILocation(line: 1607, column: 14, scope: !3848, inlinedAt: !3861)
!4038 = !DILocation(line: 1608, column: 9, scope: !3848, inlinedAt: !3861)
!4039 = !DILocation(line: 1766, column: 7, scope: !3862)
!4040 = !DILocation(line: 0, scope: !3538, inlinedAt: !4041)
!4041 = distinct !DILocation(line: 1770, column: 7, scope: !4042)
!4042 = distinct !DILexicalBlock(scope: !3356, file: !2, line: 1768, column: 31)
!4043 = !DILocation(line: 1483, column: 3, scope: !3538, inlinedAt: !4041)
!4044 = !DILocation(line: 1483, column: 18, scope: !3538, inlinedAt: !4041)
!4045 = distinct !DIAssignID()
!4046 = !DILocation(line: 1483, column: 29, scope: !3538, inlinedAt: !4041)
!4047 = !DILocation(line: 1483, column: 40, scope: !3538, inlinedAt: !4041)
!4048 = !DILocation(line: 1484, column: 1, scope: !3538, inlinedAt: !4041)
!4049 = !DILocation(line: 1771, column: 13, scope: !4042)
!4050 = !DILocation(line: 1772, column: 5, scope: !4042)
!4051 = !DILocalVariable(name: "fs", arg: 1, scope: !4052, file: !2, line: 1552, type: !17)
!4052 = distinct !DISubprogram(name: "codeorder", scope: !2, file: !2, line: 1552, type: !3849, scopeLine: 1552, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !4053)
!4053 = !{!4051, !4054, !4055, !4056, !4057, !4058, !4059, !4060, !4061}
!4054 = !DILocalVariable(name: "opr", arg: 2, scope: !4052, file: !2, line: 1552, type: !782)
!4055 = !DILocalVariable(name: "e1", arg: 3, scope: !4052, file: !2, line: 1552, type: !529)
!4056 = !DILocalVariable(name: "e2", arg: 4, scope: !4052, file: !2, line: 1552, type: !529)
!4057 = !DILocalVariable(name: "r1", scope: !4052, file: !2, line: 1553, type: !44)
!4058 = !DILocalVariable(name: "r2", scope: !4052, file: !2, line: 1553, type: !44)
!4059 = !DILocalVariable(name: "im", scope: !4052, file: !2, line: 1554, type: !44)
!4060 = !DILocalVariable(name: "isfloat", scope: !4052, file: !2, line: 1555, type: !44)
!4061 = !DILocalVariable(name: "op", scope: !4052, file: !2, line: 1556, type: !781)
!4062 = !DILocation(line: 0, scope: !4052, inlinedAt: !4063)
!4063 = distinct !DILocation(line: 1774, column: 7, scope: !4064)
!4064 = distinct !DILexicalBlock(scope: !3356, file: !2, line: 1773, column: 31)
!4065 = !DILocation(line: 0, scope: !3239, inlinedAt: !4066)
!4066 = distinct !DILocation(line: 1557, column: 7, scope: !4067, inlinedAt: !4063)
!4067 = distinct !DILexicalBlock(scope: !4052, file: !2, line: 1557, column: 7)
!4068 = !DILocation(line: 1257, column: 3, scope: !3239, inlinedAt: !4066)
!4069 = !DILocation(line: 1258, column: 10, scope: !3251, inlinedAt: !4066)
!4070 = !DILocation(line: 1258, column: 7, scope: !3239, inlinedAt: !4066)
!4071 = !DILocation(line: 1259, column: 12, scope: !3251, inlinedAt: !4066)
!4072 = !DILocation(line: 1259, column: 14, scope: !3251, inlinedAt: !4066)
!4073 = !DILocation(line: 1259, column: 7, scope: !3251, inlinedAt: !4066)
!4074 = distinct !DIAssignID()
!4075 = !DILocation(line: 1259, column: 5, scope: !3251, inlinedAt: !4066)
!4076 = !DILocation(line: 1260, column: 50, scope: !3261, inlinedAt: !4066)
!4077 = !DILocation(line: 1260, column: 52, scope: !3261, inlinedAt: !4066)
!4078 = !DILocation(line: 1260, column: 29, scope: !3261, inlinedAt: !4066)
!4079 = !DILocation(line: 1260, column: 12, scope: !3251, inlinedAt: !4066)
!4080 = !DILocation(line: 1264, column: 8, scope: !3266, inlinedAt: !4066)
!4081 = !DILocation(line: 1264, column: 20, scope: !3266, inlinedAt: !4066)
!4082 = !DILocation(line: 1264, column: 29, scope: !3266, inlinedAt: !4066)
!4083 = !DILocation(line: 0, scope: !3270, inlinedAt: !4084)
!4084 = distinct !DILocation(line: 1264, column: 23, scope: !3266, inlinedAt: !4066)
!4085 = !DILocation(line: 660, column: 36, scope: !3270, inlinedAt: !4084)
!4086 = !DILocation(line: 1264, column: 7, scope: !3239, inlinedAt: !4066)
!4087 = !DILocation(line: 1265, column: 11, scope: !3919, inlinedAt: !4066)
!4088 = !DILocation(line: 1270, column: 1, scope: !3239, inlinedAt: !4066)
!4089 = !DILocation(line: 0, scope: !2034, inlinedAt: !4090)
!4090 = distinct !DILocation(line: 1559, column: 10, scope: !4091, inlinedAt: !4063)
!4091 = distinct !DILexicalBlock(scope: !4067, file: !2, line: 1557, column: 38)
!4092 = !DILocation(line: 956, column: 3, scope: !2034, inlinedAt: !4090)
!4093 = !DILocation(line: 957, column: 10, scope: !2043, inlinedAt: !4090)
!4094 = !DILocation(line: 957, column: 12, scope: !2043, inlinedAt: !4090)
!4095 = !DILocation(line: 957, column: 7, scope: !2034, inlinedAt: !4090)
!4096 = !DILocation(line: 958, column: 10, scope: !2047, inlinedAt: !4090)
!4097 = !DILocation(line: 0, scope: !2048, inlinedAt: !4090)
!4098 = !DILocation(line: 958, column: 9, scope: !2048, inlinedAt: !4090)
!4099 = !DILocation(line: 960, column: 14, scope: !2052, inlinedAt: !4090)
!4100 = !DILocation(line: 960, column: 22, scope: !2052, inlinedAt: !4090)
!4101 = !DILocation(line: 960, column: 19, scope: !2052, inlinedAt: !4090)
!4102 = !DILocation(line: 960, column: 9, scope: !2048, inlinedAt: !4090)
!4103 = !DILocation(line: 961, column: 27, scope: !2057, inlinedAt: !4090)
!4104 = !DILocation(line: 961, column: 7, scope: !2057, inlinedAt: !4090)
!4105 = !DILocation(line: 962, column: 7, scope: !2057, inlinedAt: !4090)
!4106 = !DILocation(line: 968, column: 3, scope: !2034, inlinedAt: !4090)
!4107 = !DILocation(line: 969, column: 13, scope: !2034, inlinedAt: !4090)
!4108 = !DILocation(line: 969, column: 3, scope: !2034, inlinedAt: !4090)
!4109 = !DILocation(line: 0, scope: !3637, inlinedAt: !4110)
!4110 = distinct !DILocation(line: 1561, column: 10, scope: !4091, inlinedAt: !4063)
!4111 = !DILocation(line: 1562, column: 3, scope: !4091, inlinedAt: !4063)
!4112 = !DILocation(line: 0, scope: !3239, inlinedAt: !4113)
!4113 = distinct !DILocation(line: 1563, column: 12, scope: !4114, inlinedAt: !4063)
!4114 = distinct !DILexicalBlock(scope: !4067, file: !2, line: 1563, column: 12)
!4115 = !DILocation(line: 1257, column: 3, scope: !3239, inlinedAt: !4113)
!4116 = !DILocation(line: 1258, column: 10, scope: !3251, inlinedAt: !4113)
!4117 = !DILocation(line: 1258, column: 7, scope: !3239, inlinedAt: !4113)
!4118 = !DILocation(line: 1259, column: 12, scope: !3251, inlinedAt: !4113)
!4119 = !DILocation(line: 1259, column: 14, scope: !3251, inlinedAt: !4113)
!4120 = !DILocation(line: 1259, column: 7, scope: !3251, inlinedAt: !4113)
!4121 = distinct !DIAssignID()
!4122 = !DILocation(line: 1259, column: 5, scope: !3251, inlinedAt: !4113)
!4123 = !DILocation(line: 1260, column: 50, scope: !3261, inlinedAt: !4113)
!4124 = !DILocation(line: 1260, column: 52, scope: !3261, inlinedAt: !4113)
!4125 = !DILocation(line: 1260, column: 29, scope: !3261, inlinedAt: !4113)
!4126 = !DILocation(line: 1260, column: 12, scope: !3251, inlinedAt: !4113)
!4127 = !DILocation(line: 1264, column: 8, scope: !3266, inlinedAt: !4113)
!4128 = !DILocation(line: 1264, column: 20, scope: !3266, inlinedAt: !4113)
!4129 = !DILocation(line: 1264, column: 29, scope: !3266, inlinedAt: !4113)
!4130 = !DILocation(line: 0, scope: !3270, inlinedAt: !4131)
!4131 = distinct !DILocation(line: 1264, column: 23, scope: !3266, inlinedAt: !4113)
!4132 = !DILocation(line: 660, column: 36, scope: !3270, inlinedAt: !4131)
!4133 = !DILocation(line: 1264, column: 7, scope: !3239, inlinedAt: !4113)
!4134 = !DILocation(line: 1265, column: 11, scope: !3919, inlinedAt: !4113)
!4135 = !DILocation(line: 1270, column: 1, scope: !3239, inlinedAt: !4113)
!4136 = !DILocation(line: 0, scope: !2034, inlinedAt: !4137)
!4137 = distinct !DILocation(line: 1565, column: 10, scope: !4138, inlinedAt: !4063)
!4138 = distinct !DILexicalBlock(scope: !4114, file: !2, line: 1563, column: 43)
!4139 = !DILocation(line: 956, column: 3, scope: !2034, inlinedAt: !4137)
!4140 = !DILocation(line: 957, column: 10, scope: !2043, inlinedAt: !4137)
!4141 = !DILocation(line: 957, column: 12, scope: !2043, inlinedAt: !4137)
!4142 = !DILocation(line: 957, column: 7, scope: !2034, inlinedAt: !4137)
!4143 = !DILocation(line: 958, column: 10, scope: !2047, inlinedAt: !4137)
!4144 = !DILocation(line: 0, scope: !2048, inlinedAt: !4137)
!4145 = !DILocation(line: 958, column: 9, scope: !2048, inlinedAt: !4137)
!4146 = !DILocation(line: 960, column: 14, scope: !2052, inlinedAt: !4137)
!4147 = !DILocation(line: 960, column: 22, scope: !2052, inlinedAt: !4137)
!4148 = !DILocation(line: 960, column: 19, scope: !2052, inlinedAt: !4137)
!4149 = !DILocation(line: 960, column: 9, scope: !2048, inlinedAt: !4137)
!4150 = !DILocation(line: 961, column: 27, scope: !2057, inlinedAt: !4137)
!4151 = !DILocation(line: 961, column: 7, scope: !2057, inlinedAt: !4137)
!4152 = !DILocation(line: 962, column: 7, scope: !2057, inlinedAt: !4137)
!4153 = !DILocation(line: 968, column: 3, scope: !2034, inlinedAt: !4137)
!4154 = !DILocation(line: 969, column: 13, scope: !2034, inlinedAt: !4137)
!4155 = !DILocation(line: 969, column: 3, scope: !2034, inlinedAt: !4137)
!4156 = !DILocation(line: 0, scope: !3637, inlinedAt: !4157)
!4157 = distinct !DILocation(line: 1567, column: 10, scope: !4138, inlinedAt: !4063)
!4158 = !DILocation(line: 1568, column: 3, scope: !4138, inlinedAt: !4063)
!4159 = !DILocation(line: 0, scope: !2034, inlinedAt: !4160)
!4160 = distinct !DILocation(line: 1570, column: 10, scope: !4161, inlinedAt: !4063)
!4161 = distinct !DILexicalBlock(scope: !4114, file: !2, line: 1569, column: 8)
!4162 = !DILocation(line: 956, column: 3, scope: !2034, inlinedAt: !4160)
!4163 = !DILocation(line: 957, column: 10, scope: !2043, inlinedAt: !4160)
!4164 = !DILocation(line: 957, column: 12, scope: !2043, inlinedAt: !4160)
!4165 = !DILocation(line: 957, column: 7, scope: !2034, inlinedAt: !4160)
!4166 = !DILocation(line: 958, column: 10, scope: !2047, inlinedAt: !4160)
!4167 = !DILocation(line: 0, scope: !2048, inlinedAt: !4160)
!4168 = !DILocation(line: 958, column: 9, scope: !2048, inlinedAt: !4160)
!4169 = !DILocation(line: 960, column: 14, scope: !2052, inlinedAt: !4160)
!4170 = !DILocation(line: 960, column: 22, scope: !2052, inlinedAt: !4160)
!4171 = !DILocation(line: 960, column: 19, scope: !2052, inlinedAt: !4160)
!4172 = !DILocation(line: 960, column: 9, scope: !2048, inlinedAt: !4160)
!4173 = !DILocation(line: 961, column: 27, scope: !2057, inlinedAt: !4160)
!4174 = !DILocation(line: 961, column: 7, scope: !2057, inlinedAt: !4160)
!4175 = !DILocation(line: 962, column: 7, scope: !2057, inlinedAt: !4160)
!4176 = !DILocation(line: 968, column: 3, scope: !2034, inlinedAt: !4160)
!4177 = !DILocation(line: 969, column: 13, scope: !2034, inlinedAt: !4160)
!4178 = !DILocation(line: 969, column: 3, scope: !2034, inlinedAt: !4160)
!4179 = !DILocation(line: 0, scope: !2034, inlinedAt: !4180)
!4180 = distinct !DILocation(line: 1571, column: 10, scope: !4161, inlinedAt: !4063)
!4181 = !DILocation(line: 956, column: 3, scope: !2034, inlinedAt: !4180)
!4182 = !DILocation(line: 957, column: 10, scope: !2043, inlinedAt: !4180)
!4183 = !DILocation(line: 957, column: 12, scope: !2043, inlinedAt: !4180)
!4184 = !DILocation(line: 957, column: 7, scope: !2034, inlinedAt: !4180)
!4185 = !DILocation(line: 958, column: 10, scope: !2047, inlinedAt: !4180)
!4186 = !DILocation(line: 0, scope: !2048, inlinedAt: !4180)
!4187 = !DILocation(line: 958, column: 9, scope: !2048, inlinedAt: !4180)
!4188 = !DILocation(line: 960, column: 14, scope: !2052, inlinedAt: !4180)
!4189 = !DILocation(line: 960, column: 22, scope: !2052, inlinedAt: !4180)
!4190 = !DILocation(line: 960, column: 19, scope: !2052, inlinedAt: !4180)
!4191 = !DILocation(line: 960, column: 9, scope: !2048, inlinedAt: !4180)
!4192 = !DILocation(line: 961, column: 27, scope: !2057, inlinedAt: !4180)
!4193 = !DILocation(line: 961, column: 7, scope: !2057, inlinedAt: !4180)
!4194 = !DILocation(line: 962, column: 7, scope: !2057, inlinedAt: !4180)
!4195 = !DILocation(line: 968, column: 3, scope: !2034, inlinedAt: !4180)
!4196 = !DILocation(line: 969, column: 13, scope: !2034, inlinedAt: !4180)
!4197 = !DILocation(line: 969, column: 3, scope: !2034, inlinedAt: !4180)
!4198 = !DILocation(line: 0, scope: !3637, inlinedAt: !4199)
!4199 = distinct !DILocation(line: 1572, column: 10, scope: !4161, inlinedAt: !4063)
!4200 = !DILocation(line: 1555, column: 7, scope: !4052, inlinedAt: !4063)
!4201 = !DILocation(line: 0, scope: !4067, inlinedAt: !4063)
!4202 = !DILocation(line: 0, scope: !3952, inlinedAt: !4203)
!4203 = distinct !DILocation(line: 1574, column: 3, scope: !4052, inlinedAt: !4063)
!4204 = !DILocation(line: 528, column: 17, scope: !3952, inlinedAt: !4203)
!4205 = !DILocation(line: 528, column: 19, scope: !3952, inlinedAt: !4203)
!4206 = !DILocation(line: 528, column: 12, scope: !3952, inlinedAt: !4203)
!4207 = !DILocation(line: 528, column: 39, scope: !3952, inlinedAt: !4203)
!4208 = !DILocation(line: 528, column: 41, scope: !3952, inlinedAt: !4203)
!4209 = !DILocation(line: 529, column: 17, scope: !3952, inlinedAt: !4203)
!4210 = !DILocation(line: 529, column: 19, scope: !3952, inlinedAt: !4203)
!4211 = !DILocation(line: 529, column: 12, scope: !3952, inlinedAt: !4203)
!4212 = !DILocation(line: 529, column: 39, scope: !3952, inlinedAt: !4203)
!4213 = !DILocation(line: 529, column: 41, scope: !3952, inlinedAt: !4203)
!4214 = !DILocation(line: 0, scope: !1722, inlinedAt: !4215)
!4215 = distinct !DILocation(line: 530, column: 3, scope: !3952, inlinedAt: !4203)
!4216 = !DILocation(line: 503, column: 10, scope: !1729, inlinedAt: !4215)
!4217 = !DILocation(line: 0, scope: !1652, inlinedAt: !4218)
!4218 = distinct !DILocation(line: 504, column: 5, scope: !1732, inlinedAt: !4215)
!4219 = !DILocation(line: 0, scope: !1652, inlinedAt: !4220)
!4220 = distinct !DILocation(line: 508, column: 5, scope: !1735, inlinedAt: !4215)
!4221 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !4222)
!4222 = distinct !DILocation(line: 0, scope: !1729, inlinedAt: !4215)
!4223 = !DILocation(line: 503, column: 7, scope: !1722, inlinedAt: !4215)
!4224 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !4218)
!4225 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !4218)
!4226 = !DILocation(line: 493, column: 9, scope: !1662, inlinedAt: !4218)
!4227 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !4218)
!4228 = !DILocation(line: 495, column: 3, scope: !1662, inlinedAt: !4218)
!4229 = !DILocation(line: 0, scope: !1652, inlinedAt: !4230)
!4230 = distinct !DILocation(line: 505, column: 5, scope: !1732, inlinedAt: !4215)
!4231 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !4230)
!4232 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !4230)
!4233 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !4230)
!4234 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !4220)
!4235 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !4220)
!4236 = !DILocation(line: 493, column: 9, scope: !1662, inlinedAt: !4220)
!4237 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !4220)
!4238 = !DILocation(line: 495, column: 3, scope: !1662, inlinedAt: !4220)
!4239 = !DILocation(line: 0, scope: !1652, inlinedAt: !4240)
!4240 = distinct !DILocation(line: 509, column: 5, scope: !1735, inlinedAt: !4215)
!4241 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !4240)
!4242 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !4240)
!4243 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !4240)
!4244 = !DILocation(line: 493, column: 9, scope: !1662, inlinedAt: !4222)
!4245 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !4222)
!4246 = !DILocation(line: 511, column: 1, scope: !1722, inlinedAt: !4215)
!4247 = !DILocation(line: 1364, column: 10, scope: !3637, inlinedAt: !4248)
!4248 = distinct !DILocation(line: 0, scope: !4067, inlinedAt: !4063)
!4249 = !DILocation(line: 0, scope: !2507, inlinedAt: !4250)
!4250 = distinct !DILocation(line: 1575, column: 16, scope: !4052, inlinedAt: !4063)
!4251 = !DILocation(line: 0, scope: !983, inlinedAt: !4252)
!4252 = distinct !DILocation(line: 223, column: 3, scope: !2507, inlinedAt: !4250)
!4253 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !4252)
!4254 = !DILocation(line: 0, scope: !996, inlinedAt: !4255)
!4255 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !4252)
!4256 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !4255)
!4257 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !4255)
!4258 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !4255)
!4259 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !4255)
!4260 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !4255)
!4261 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !4255)
!4262 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !4255)
!4263 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !4255)
!4264 = !DILocation(line: 389, column: 14, scope: !996, inlinedAt: !4255)
!4265 = !DILocation(line: 0, scope: !1087, inlinedAt: !4266)
!4266 = distinct !DILocation(line: 224, column: 10, scope: !2507, inlinedAt: !4250)
!4267 = !DILocation(line: 0, scope: !1094, inlinedAt: !4268)
!4268 = distinct !DILocation(line: 200, column: 10, scope: !1087, inlinedAt: !4266)
!4269 = !DILocation(line: 0, scope: !996, inlinedAt: !4270)
!4270 = distinct !DILocation(line: 433, column: 10, scope: !1094, inlinedAt: !4268)
!4271 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !4270)
!4272 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !4270)
!4273 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !4270)
!4274 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !4270)
!4275 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !4270)
!4276 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !4270)
!4277 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !4270)
!4278 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !4270)
!4279 = !DILocation(line: 389, column: 14, scope: !996, inlinedAt: !4270)
!4280 = !DILocation(line: 389, column: 17, scope: !996, inlinedAt: !4270)
!4281 = !DILocation(line: 1575, column: 7, scope: !4052, inlinedAt: !4063)
!4282 = !DILocation(line: 1575, column: 14, scope: !4052, inlinedAt: !4063)
!4283 = !DILocation(line: 1576, column: 9, scope: !4052, inlinedAt: !4063)
!4284 = !DILocation(line: 1775, column: 7, scope: !4064)
!4285 = !DILocation(line: 1779, column: 1, scope: !3327)
!4286 = !DILocation(line: 0, scope: !3671)
!4287 = !DILocation(line: 0, scope: !2793, inlinedAt: !4288)
!4288 = distinct !DILocation(line: 1465, column: 8, scope: !3682)
!4289 = !DILocation(line: 1230, column: 14, scope: !2793, inlinedAt: !4288)
!4290 = !DILocation(line: 1230, column: 16, scope: !2793, inlinedAt: !4288)
!4291 = !DILocation(line: 1230, column: 25, scope: !2793, inlinedAt: !4288)
!4292 = !DILocation(line: 1230, column: 29, scope: !2793, inlinedAt: !4288)
!4293 = !DILocation(line: 1465, column: 7, scope: !3671)
!4294 = !DILocation(line: 1468, column: 26, scope: !3681)
!4295 = !DILocation(line: 1468, column: 28, scope: !3681)
!4296 = !DILocation(line: 0, scope: !3681)
!4297 = !DILocation(line: 1469, column: 21, scope: !3685)
!4298 = !DILocation(line: 1472, column: 16, scope: !3684)
!4299 = !DILocation(line: 0, scope: !3684)
!4300 = !DILocation(line: 1473, column: 39, scope: !3684)
!4301 = !DILocation(line: 1473, column: 7, scope: !3684)
!4302 = !DILocation(line: 1475, column: 7, scope: !3684)
!4303 = !DILocation(line: 0, scope: !3682)
!4304 = !DILocation(line: 1479, column: 1, scope: !3671)
!4305 = distinct !DISubprogram(name: "codebinexpval", scope: !2, file: !2, line: 1424, type: !3328, scopeLine: 1425, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !4306)
!4306 = !{!4307, !4308, !4309, !4310, !4311, !4312, !4313}
!4307 = !DILocalVariable(name: "fs", arg: 1, scope: !4305, file: !2, line: 1424, type: !17)
!4308 = !DILocalVariable(name: "opr", arg: 2, scope: !4305, file: !2, line: 1424, type: !782)
!4309 = !DILocalVariable(name: "e1", arg: 3, scope: !4305, file: !2, line: 1425, type: !529)
!4310 = !DILocalVariable(name: "e2", arg: 4, scope: !4305, file: !2, line: 1425, type: !529)
!4311 = !DILocalVariable(name: "line", arg: 5, scope: !4305, file: !2, line: 1425, type: !44)
!4312 = !DILocalVariable(name: "op", scope: !4305, file: !2, line: 1426, type: !781)
!4313 = !DILocalVariable(name: "v2", scope: !4305, file: !2, line: 1427, type: !44)
!4314 = !DILocation(line: 0, scope: !4305)
!4315 = !DILocation(line: 0, scope: !3637, inlinedAt: !4316)
!4316 = distinct !DILocation(line: 1426, column: 15, scope: !4305)
!4317 = !DILocation(line: 0, scope: !2034, inlinedAt: !4318)
!4318 = distinct !DILocation(line: 1427, column: 12, scope: !4305)
!4319 = !DILocation(line: 956, column: 3, scope: !2034, inlinedAt: !4318)
!4320 = !DILocation(line: 957, column: 10, scope: !2043, inlinedAt: !4318)
!4321 = !DILocation(line: 957, column: 12, scope: !2043, inlinedAt: !4318)
!4322 = !DILocation(line: 957, column: 7, scope: !2034, inlinedAt: !4318)
!4323 = !DILocation(line: 958, column: 10, scope: !2047, inlinedAt: !4318)
!4324 = !DILocation(line: 0, scope: !2048, inlinedAt: !4318)
!4325 = !DILocation(line: 958, column: 9, scope: !2048, inlinedAt: !4318)
!4326 = !DILocation(line: 960, column: 14, scope: !2052, inlinedAt: !4318)
!4327 = !DILocation(line: 960, column: 22, scope: !2052, inlinedAt: !4318)
!4328 = !DILocation(line: 960, column: 19, scope: !2052, inlinedAt: !4318)
!4329 = !DILocation(line: 960, column: 9, scope: !2048, inlinedAt: !4318)
!4330 = !DILocation(line: 961, column: 27, scope: !2057, inlinedAt: !4318)
!4331 = !DILocation(line: 961, column: 7, scope: !2057, inlinedAt: !4318)
!4332 = !DILocation(line: 962, column: 7, scope: !2057, inlinedAt: !4318)
!4333 = !DILocation(line: 968, column: 3, scope: !2034, inlinedAt: !4318)
!4334 = !DILocation(line: 969, column: 13, scope: !2034, inlinedAt: !4318)
!4335 = !DILocation(line: 969, column: 3, scope: !2034, inlinedAt: !4318)
!4336 = !DILocation(line: 1364, column: 10, scope: !3637, inlinedAt: !4316)
!4337 = !DILocation(line: 0, scope: !3627, inlinedAt: !4338)
!4338 = distinct !DILocation(line: 1432, column: 58, scope: !4305)
!4339 = !DILocation(line: 1382, column: 10, scope: !3627, inlinedAt: !4338)
!4340 = !DILocation(line: 1432, column: 3, scope: !4305)
!4341 = !DILocation(line: 1433, column: 1, scope: !4305)
!4342 = !DILocation(line: 0, scope: !2913)
!4343 = !DILocation(line: 0, scope: !2481, inlinedAt: !4344)
!4344 = distinct !DILocation(line: 1787, column: 3, scope: !2913)
!4345 = !DILocation(line: 354, column: 18, scope: !2481, inlinedAt: !4344)
!4346 = !DILocation(line: 355, column: 16, scope: !2481, inlinedAt: !4344)
!4347 = !DILocation(line: 356, column: 10, scope: !2489, inlinedAt: !4344)
!4348 = !DILocation(line: 356, column: 7, scope: !2489, inlinedAt: !4344)
!4349 = !DILocation(line: 356, column: 23, scope: !2489, inlinedAt: !4344)
!4350 = !DILocation(line: 356, column: 7, scope: !2481, inlinedAt: !4344)
!4351 = !DILocation(line: 357, column: 9, scope: !2494, inlinedAt: !4344)
!4352 = !DILocation(line: 357, column: 22, scope: !2494, inlinedAt: !4344)
!4353 = !DILocation(line: 358, column: 9, scope: !2494, inlinedAt: !4344)
!4354 = !DILocation(line: 358, column: 16, scope: !2494, inlinedAt: !4344)
!4355 = !DILocation(line: 359, column: 3, scope: !2494, inlinedAt: !4344)
!4356 = !DILocation(line: 362, column: 9, scope: !2500, inlinedAt: !4344)
!4357 = !DILocation(line: 362, column: 21, scope: !2500, inlinedAt: !4344)
!4358 = !DILocation(line: 363, column: 9, scope: !2500, inlinedAt: !4344)
!4359 = !DILocation(line: 363, column: 17, scope: !2500, inlinedAt: !4344)
!4360 = !DILocation(line: 1788, column: 3, scope: !2913)
!4361 = !DILocation(line: 1789, column: 1, scope: !2913)
!4362 = distinct !DISubprogram(name: "luaK_settablesize", scope: !2, file: !2, line: 1792, type: !1156, scopeLine: 1792, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !4363)
!4363 = !{!4364, !4365, !4366, !4367, !4368, !4369, !4370, !4371, !4372, !4373}
!4364 = !DILocalVariable(name: "fs", arg: 1, scope: !4362, file: !2, line: 1792, type: !17)
!4365 = !DILocalVariable(name: "pc", arg: 2, scope: !4362, file: !2, line: 1792, type: !44)
!4366 = !DILocalVariable(name: "ra", arg: 3, scope: !4362, file: !2, line: 1792, type: !44)
!4367 = !DILocalVariable(name: "asize", arg: 4, scope: !4362, file: !2, line: 1792, type: !44)
!4368 = !DILocalVariable(name: "hsize", arg: 5, scope: !4362, file: !2, line: 1792, type: !44)
!4369 = !DILocalVariable(name: "inst", scope: !4362, file: !2, line: 1793, type: !373)
!4370 = !DILocalVariable(name: "rb", scope: !4362, file: !2, line: 1794, type: !44)
!4371 = !DILocalVariable(name: "extra", scope: !4362, file: !2, line: 1795, type: !44)
!4372 = !DILocalVariable(name: "rc", scope: !4362, file: !2, line: 1796, type: !44)
!4373 = !DILocalVariable(name: "k", scope: !4362, file: !2, line: 1797, type: !44)
!4374 = !DILocation(line: 0, scope: !4362)
!4375 = !DILocation(line: 1793, column: 28, scope: !4362)
!4376 = !DILocation(line: 1793, column: 31, scope: !4362)
!4377 = !DILocation(line: 1794, column: 19, scope: !4362)
!4378 = !DILocation(line: 1794, column: 12, scope: !4362)
!4379 = !DILocation(line: 1794, column: 27, scope: !4362)
!4380 = !DILocation(line: 1798, column: 11, scope: !4362)
!4381 = !DILocation(line: 1793, column: 24, scope: !4362)
!4382 = !DILocation(line: 1795, column: 21, scope: !4362)
!4383 = !DILocation(line: 1797, column: 18, scope: !4362)
!4384 = !DILocation(line: 1798, column: 9, scope: !4362)
!4385 = !DILocation(line: 1799, column: 17, scope: !4362)
!4386 = !DILocation(line: 1799, column: 10, scope: !4362)
!4387 = !DILocation(line: 1799, column: 15, scope: !4362)
!4388 = !DILocation(line: 1800, column: 1, scope: !4362)
!4389 = !DISubprogram(name: "luaO_ceillog2", scope: !25, file: !25, line: 798, type: !4390, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4390 = !DISubroutineType(types: !4391)
!4391 = !{!44, !140}
!4392 = distinct !DISubprogram(name: "luaK_setlist", scope: !2, file: !2, line: 1810, type: !4393, scopeLine: 1810, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !4395)
!4393 = !DISubroutineType(types: !4394)
!4394 = !{null, !17, !44, !44, !44}
!4395 = !{!4396, !4397, !4398, !4399, !4400}
!4396 = !DILocalVariable(name: "fs", arg: 1, scope: !4392, file: !2, line: 1810, type: !17)
!4397 = !DILocalVariable(name: "base", arg: 2, scope: !4392, file: !2, line: 1810, type: !44)
!4398 = !DILocalVariable(name: "nelems", arg: 3, scope: !4392, file: !2, line: 1810, type: !44)
!4399 = !DILocalVariable(name: "tostore", arg: 4, scope: !4392, file: !2, line: 1810, type: !44)
!4400 = !DILocalVariable(name: "extra", scope: !4401, file: !2, line: 1817, type: !44)
!4401 = distinct !DILexicalBlock(scope: !4402, file: !2, line: 1816, column: 8)
!4402 = distinct !DILexicalBlock(scope: !4392, file: !2, line: 1814, column: 7)
!4403 = !DILocation(line: 0, scope: !4392)
!4404 = !DILocation(line: 1812, column: 15, scope: !4405)
!4405 = distinct !DILexicalBlock(scope: !4392, file: !2, line: 1812, column: 7)
!4406 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !4407)
!4407 = !DILocation(line: 0, scope: !4402)
!4408 = !DILocation(line: 1814, column: 14, scope: !4402)
!4409 = !DILocation(line: 0, scope: !996, inlinedAt: !4410)
!4410 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !4411)
!4411 = distinct !DILocation(line: 1815, column: 5, scope: !4402)
!4412 = !DILocation(line: 0, scope: !996, inlinedAt: !4413)
!4413 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !4414)
!4414 = distinct !DILocation(line: 1819, column: 5, scope: !4401)
!4415 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !4416)
!4416 = !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !4407)
!4417 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !4416)
!4418 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !4416)
!4419 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !4416)
!4420 = !DILocation(line: 1814, column: 7, scope: !4392)
!4421 = !DILocation(line: 0, scope: !983, inlinedAt: !4411)
!4422 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !4411)
!4423 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !4410)
!4424 = !DILocation(line: 1815, column: 5, scope: !4402)
!4425 = !DILocation(line: 0, scope: !4401)
!4426 = !DILocation(line: 0, scope: !983, inlinedAt: !4414)
!4427 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !4414)
!4428 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !4413)
!4429 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !4413)
!4430 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !4413)
!4431 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !4413)
!4432 = !DILocation(line: 389, column: 14, scope: !996, inlinedAt: !4413)
!4433 = !DILocation(line: 0, scope: !1487, inlinedAt: !4434)
!4434 = distinct !DILocation(line: 1820, column: 5, scope: !4401)
!4435 = !DILocation(line: 442, column: 24, scope: !1487, inlinedAt: !4434)
!4436 = !DILocation(line: 0, scope: !996, inlinedAt: !4437)
!4437 = distinct !DILocation(line: 442, column: 10, scope: !1487, inlinedAt: !4434)
!4438 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !4437)
!4439 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !4437)
!4440 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !4437)
!4441 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !4437)
!4442 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !4437)
!4443 = !DILocation(line: 1822, column: 17, scope: !4392)
!4444 = !DILocation(line: 1822, column: 7, scope: !4392)
!4445 = !DILocation(line: 1822, column: 15, scope: !4392)
!4446 = !DILocation(line: 1823, column: 1, scope: !4392)
!4447 = distinct !DISubprogram(name: "luaK_finish", scope: !2, file: !2, line: 1846, type: !2474, scopeLine: 1846, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !4448)
!4448 = !{!4449, !4450, !4451, !4452, !4456}
!4449 = !DILocalVariable(name: "fs", arg: 1, scope: !4447, file: !2, line: 1846, type: !17)
!4450 = !DILocalVariable(name: "i", scope: !4447, file: !2, line: 1847, type: !44)
!4451 = !DILocalVariable(name: "p", scope: !4447, file: !2, line: 1848, type: !23)
!4452 = !DILocalVariable(name: "pc", scope: !4453, file: !2, line: 1850, type: !373)
!4453 = distinct !DILexicalBlock(scope: !4454, file: !2, line: 1849, column: 32)
!4454 = distinct !DILexicalBlock(scope: !4455, file: !2, line: 1849, column: 3)
!4455 = distinct !DILexicalBlock(scope: !4447, file: !2, line: 1849, column: 3)
!4456 = !DILocalVariable(name: "target", scope: !4457, file: !2, line: 1867, type: !44)
!4457 = distinct !DILexicalBlock(scope: !4458, file: !2, line: 1866, column: 20)
!4458 = distinct !DILexicalBlock(scope: !4453, file: !2, line: 1852, column: 30)
!4459 = !DILocation(line: 0, scope: !4447)
!4460 = !DILocation(line: 1849, column: 23, scope: !4454)
!4461 = !DILocation(line: 1849, column: 17, scope: !4454)
!4462 = !DILocation(line: 1849, column: 3, scope: !4455)
!4463 = !DILocation(line: 1848, column: 18, scope: !4447)
!4464 = !DILocation(line: 1850, column: 24, scope: !4453)
!4465 = !DILocation(line: 0, scope: !4453)
!4466 = !DILocation(line: 1852, column: 13, scope: !4453)
!4467 = !DILocation(line: 1852, column: 5, scope: !4453)
!4468 = !DILocation(line: 1831, column: 3, scope: !4469, inlinedAt: !4480)
!4469 = distinct !DILexicalBlock(scope: !4470, file: !2, line: 1831, column: 3)
!4470 = distinct !DISubprogram(name: "finaltarget", scope: !2, file: !2, line: 1829, type: !4471, scopeLine: 1829, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !4473)
!4471 = !DISubroutineType(types: !4472)
!4472 = !{!44, !373, !44}
!4473 = !{!4474, !4475, !4476, !4477}
!4474 = !DILocalVariable(name: "code", arg: 1, scope: !4470, file: !2, line: 1829, type: !373)
!4475 = !DILocalVariable(name: "i", arg: 2, scope: !4470, file: !2, line: 1829, type: !44)
!4476 = !DILocalVariable(name: "count", scope: !4470, file: !2, line: 1830, type: !44)
!4477 = !DILocalVariable(name: "pc", scope: !4478, file: !2, line: 1832, type: !259)
!4478 = distinct !DILexicalBlock(scope: !4479, file: !2, line: 1831, column: 41)
!4479 = distinct !DILexicalBlock(scope: !4469, file: !2, line: 1831, column: 3)
!4480 = distinct !DILocation(line: 1867, column: 22, scope: !4457)
!4481 = !DILocation(line: 1854, column: 19, scope: !4482)
!4482 = distinct !DILexicalBlock(scope: !4483, file: !2, line: 1854, column: 13)
!4483 = distinct !DILexicalBlock(scope: !4458, file: !2, line: 1853, column: 41)
!4484 = !{!891, !837, i64 70}
!4485 = !DILocation(line: 1854, column: 15, scope: !4482)
!4486 = !DILocation(line: 1854, column: 29, scope: !4482)
!4487 = !DILocation(line: 1854, column: 35, scope: !4482)
!4488 = !{!958, !837, i64 11}
!4489 = !DILocation(line: 1854, column: 32, scope: !4482)
!4490 = !DILocation(line: 1854, column: 13, scope: !4483)
!4491 = !DILocation(line: 1857, column: 9, scope: !4483)
!4492 = !DILocation(line: 1858, column: 7, scope: !4483)
!4493 = !DILocation(line: 1860, column: 17, scope: !4494)
!4494 = distinct !DILexicalBlock(scope: !4495, file: !2, line: 1860, column: 13)
!4495 = distinct !DILexicalBlock(scope: !4458, file: !2, line: 1859, column: 41)
!4496 = !DILocation(line: 1860, column: 13, scope: !4494)
!4497 = !DILocation(line: 1860, column: 13, scope: !4495)
!4498 = !DILocation(line: 1861, column: 11, scope: !4494)
!4499 = !DILocation(line: 1862, column: 16, scope: !4500)
!4500 = distinct !DILexicalBlock(scope: !4495, file: !2, line: 1862, column: 13)
!4501 = !DILocation(line: 1862, column: 13, scope: !4500)
!4502 = !DILocation(line: 1862, column: 13, scope: !4495)
!4503 = !DILocation(line: 1863, column: 11, scope: !4500)
!4504 = !{!958, !837, i64 10}
!4505 = !DILocation(line: 0, scope: !4470, inlinedAt: !4480)
!4506 = !DILocation(line: 1832, column: 22, scope: !4478, inlinedAt: !4480)
!4507 = !DILocation(line: 0, scope: !4478, inlinedAt: !4480)
!4508 = !DILocation(line: 1833, column: 9, scope: !4509, inlinedAt: !4480)
!4509 = distinct !DILexicalBlock(scope: !4478, file: !2, line: 1833, column: 9)
!4510 = !DILocation(line: 1833, column: 24, scope: !4509, inlinedAt: !4480)
!4511 = !DILocation(line: 1833, column: 9, scope: !4478, inlinedAt: !4480)
!4512 = !DILocation(line: 1831, column: 37, scope: !4479, inlinedAt: !4480)
!4513 = !DILocation(line: 1831, column: 25, scope: !4479, inlinedAt: !4480)
!4514 = distinct !{!4514, !4468, !4515, !1069}
!4515 = !DILocation(line: 1837, column: 3, scope: !4469, inlinedAt: !4480)
!4516 = !DILocation(line: 0, scope: !4457)
!4517 = !DILocation(line: 0, scope: !1071, inlinedAt: !4518)
!4518 = distinct !DILocation(line: 1868, column: 9, scope: !4457)
!4519 = !DILocation(line: 169, column: 27, scope: !1071, inlinedAt: !4518)
!4520 = !DILocation(line: 169, column: 21, scope: !1071, inlinedAt: !4518)
!4521 = !DILocation(line: 171, column: 30, scope: !1082, inlinedAt: !4518)
!4522 = !DILocation(line: 172, column: 26, scope: !1082, inlinedAt: !4518)
!4523 = !DILocation(line: 172, column: 5, scope: !1082, inlinedAt: !4518)
!4524 = !DILocation(line: 174, column: 3, scope: !1071, inlinedAt: !4518)
!4525 = !DILocation(line: 0, scope: !4458)
!4526 = !DILocation(line: 1849, column: 28, scope: !4454)
!4527 = distinct !{!4527, !4462, !4528, !1069}
!4528 = !DILocation(line: 1873, column: 3, scope: !4455)
!4529 = !DILocation(line: 1874, column: 1, scope: !4447)
!4530 = distinct !DISubprogram(name: "addk", scope: !2, file: !2, line: 543, type: !4531, scopeLine: 543, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !4533)
!4531 = !DISubroutineType(types: !4532)
!4532 = !{!44, !17, !54, !54}
!4533 = !{!4534, !4535, !4536, !4537, !4538, !4539, !4540, !4541, !4542, !4543, !4545, !4547}
!4534 = !DILocalVariable(name: "fs", arg: 1, scope: !4530, file: !2, line: 543, type: !17)
!4535 = !DILocalVariable(name: "key", arg: 2, scope: !4530, file: !2, line: 543, type: !54)
!4536 = !DILocalVariable(name: "v", arg: 3, scope: !4530, file: !2, line: 543, type: !54)
!4537 = !DILocalVariable(name: "val", scope: !4530, file: !2, line: 544, type: !55)
!4538 = !DILocalVariable(name: "L", scope: !4530, file: !2, line: 545, type: !71)
!4539 = !DILocalVariable(name: "f", scope: !4530, file: !2, line: 546, type: !23)
!4540 = !DILocalVariable(name: "idx", scope: !4530, file: !2, line: 547, type: !860)
!4541 = !DILocalVariable(name: "k", scope: !4530, file: !2, line: 548, type: !44)
!4542 = !DILocalVariable(name: "oldsize", scope: !4530, file: !2, line: 548, type: !44)
!4543 = !DILocalVariable(name: "io", scope: !4544, file: !2, line: 561, type: !54)
!4544 = distinct !DILexicalBlock(scope: !4530, file: !2, line: 561, column: 3)
!4545 = !DILocalVariable(name: "io1", scope: !4546, file: !2, line: 565, type: !54)
!4546 = distinct !DILexicalBlock(scope: !4530, file: !2, line: 565, column: 3)
!4547 = !DILocalVariable(name: "io2", scope: !4546, file: !2, line: 565, type: !860)
!4548 = distinct !DIAssignID()
!4549 = !DILocation(line: 0, scope: !4530)
!4550 = !DILocation(line: 544, column: 3, scope: !4530)
!4551 = !DILocation(line: 545, column: 22, scope: !4530)
!4552 = !DILocation(line: 545, column: 26, scope: !4530)
!4553 = !DILocation(line: 546, column: 18, scope: !4530)
!4554 = !DILocation(line: 547, column: 40, scope: !4530)
!4555 = !{!835, !840, i64 80}
!4556 = !DILocation(line: 547, column: 23, scope: !4530)
!4557 = !DILocation(line: 549, column: 7, scope: !4558)
!4558 = distinct !DILexicalBlock(scope: !4530, file: !2, line: 549, column: 7)
!4559 = !DILocation(line: 549, column: 7, scope: !4530)
!4560 = !DILocation(line: 550, column: 9, scope: !4561)
!4561 = distinct !DILexicalBlock(scope: !4558, file: !2, line: 549, column: 25)
!4562 = !DILocation(line: 552, column: 17, scope: !4563)
!4563 = distinct !DILexicalBlock(scope: !4561, file: !2, line: 552, column: 9)
!4564 = !{!891, !836, i64 44}
!4565 = !DILocation(line: 552, column: 11, scope: !4563)
!4566 = !DILocation(line: 552, column: 20, scope: !4563)
!4567 = !DILocation(line: 552, column: 23, scope: !4563)
!4568 = !DILocation(line: 552, column: 45, scope: !4563)
!4569 = !DILocation(line: 552, column: 42, scope: !4563)
!4570 = !DILocation(line: 552, column: 57, scope: !4563)
!4571 = !DILocation(line: 553, column: 23, scope: !4563)
!4572 = !DILocation(line: 552, column: 9, scope: !4561)
!4573 = !DILocation(line: 557, column: 16, scope: !4530)
!4574 = !{!958, !836, i64 20}
!4575 = !DILocation(line: 558, column: 11, scope: !4530)
!4576 = !DILocation(line: 0, scope: !4544)
!4577 = !DILocation(line: 561, column: 3, scope: !4544)
!4578 = !DILocation(line: 562, column: 25, scope: !4530)
!4579 = !DILocation(line: 562, column: 29, scope: !4530)
!4580 = !DILocation(line: 562, column: 3, scope: !4530)
!4581 = !DILocation(line: 563, column: 3, scope: !4530)
!4582 = !DILocation(line: 564, column: 18, scope: !4530)
!4583 = !DILocation(line: 564, column: 3, scope: !4530)
!4584 = !DILocation(line: 564, column: 30, scope: !4530)
!4585 = distinct !{!4585, !4586}
!4586 = !{!"llvm.loop.unroll.disable"}
!4587 = distinct !{!4587, !4583, !4584, !1069}
!4588 = !DILocation(line: 565, column: 3, scope: !4546)
!4589 = !DILocation(line: 0, scope: !4546)
!4590 = !DILocation(line: 566, column: 9, scope: !4530)
!4591 = !DILocation(line: 567, column: 3, scope: !4530)
!4592 = !{!958, !837, i64 9}
!4593 = !{!4594, !837, i64 9}
!4594 = !{!"GCObject", !840, i64 0, !837, i64 8, !837, i64 9}
!4595 = !DILocation(line: 569, column: 1, scope: !4530)
!4596 = !DISubprogram(name: "luaH_get", scope: !4597, file: !4597, line: 43, type: !4598, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4597 = !DIFile(filename: "src/lua/ltable.h", directory: ".", checksumkind: CSK_MD5, checksum: "4a6e45ffd6bd7e7669e61503bcc436f3")
!4598 = !DISubroutineType(types: !4599)
!4599 = !{!860, !458, !860}
!4600 = !DISubprogram(name: "luaV_equalobj", scope: !718, file: !718, line: 120, type: !4601, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4601 = !DISubroutineType(types: !4602)
!4602 = !{!44, !71, !860, !860}
!4603 = !DISubprogram(name: "luaH_finishset", scope: !4597, file: !4597, line: 46, type: !4604, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4604 = !DISubroutineType(types: !4605)
!4605 = !{null, !71, !458, !860, !860, !54}
!4606 = !DISubprogram(name: "luaC_barrier_", scope: !4607, file: !4607, line: 196, type: !4608, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4607 = !DIFile(filename: "src/lua/lgc.h", directory: ".", checksumkind: CSK_MD5, checksum: "27471f6a393f1da8078a1cd072699654")
!4608 = !DISubroutineType(types: !4609)
!4609 = !{null, !71, !168, !168}
!4610 = distinct !DISubprogram(name: "discharge2reg", scope: !2, file: !2, line: 826, type: !1499, scopeLine: 826, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !4611)
!4611 = !{!4612, !4613, !4614, !4615}
!4612 = !DILocalVariable(name: "fs", arg: 1, scope: !4610, file: !2, line: 826, type: !17)
!4613 = !DILocalVariable(name: "e", arg: 2, scope: !4610, file: !2, line: 826, type: !529)
!4614 = !DILocalVariable(name: "reg", arg: 3, scope: !4610, file: !2, line: 826, type: !44)
!4615 = !DILocalVariable(name: "pc", scope: !4616, file: !2, line: 857, type: !373)
!4616 = distinct !DILexicalBlock(scope: !4617, file: !2, line: 856, column: 18)
!4617 = distinct !DILexicalBlock(scope: !4610, file: !2, line: 828, column: 17)
!4618 = distinct !DIAssignID()
!4619 = !DILocalVariable(name: "o", scope: !4620, file: !2, line: 603, type: !55)
!4620 = distinct !DISubprogram(name: "luaK_numberK", scope: !2, file: !2, line: 602, type: !4621, scopeLine: 602, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !4623)
!4621 = !DISubroutineType(types: !4622)
!4622 = !{!44, !17, !368}
!4623 = !{!4624, !4625, !4619, !4626, !4627, !4629, !4633, !4635, !4636, !4637}
!4624 = !DILocalVariable(name: "fs", arg: 1, scope: !4620, file: !2, line: 602, type: !17)
!4625 = !DILocalVariable(name: "r", arg: 2, scope: !4620, file: !2, line: 602, type: !368)
!4626 = !DILocalVariable(name: "ik", scope: !4620, file: !2, line: 604, type: !365)
!4627 = !DILocalVariable(name: "io", scope: !4628, file: !2, line: 605, type: !54)
!4628 = distinct !DILexicalBlock(scope: !4620, file: !2, line: 605, column: 3)
!4629 = !DILocalVariable(name: "nbm", scope: !4630, file: !2, line: 609, type: !4632)
!4630 = distinct !DILexicalBlock(scope: !4631, file: !2, line: 608, column: 8)
!4631 = distinct !DILexicalBlock(scope: !4620, file: !2, line: 606, column: 7)
!4632 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!4633 = !DILocalVariable(name: "q", scope: !4630, file: !2, line: 610, type: !4634)
!4634 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !368)
!4635 = !DILocalVariable(name: "k", scope: !4630, file: !2, line: 611, type: !4634)
!4636 = !DILocalVariable(name: "kv", scope: !4630, file: !2, line: 612, type: !55)
!4637 = !DILocalVariable(name: "io", scope: !4638, file: !2, line: 613, type: !54)
!4638 = distinct !DILexicalBlock(scope: !4630, file: !2, line: 613, column: 5)
!4639 = !DILocation(line: 0, scope: !4620, inlinedAt: !4640)
!4640 = distinct !DILocation(line: 685, column: 25, scope: !4641, inlinedAt: !4650)
!4641 = distinct !DILexicalBlock(scope: !4642, file: !2, line: 682, column: 7)
!4642 = distinct !DISubprogram(name: "luaK_float", scope: !2, file: !2, line: 680, type: !4643, scopeLine: 680, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !4645)
!4643 = !DISubroutineType(types: !4644)
!4644 = !{null, !17, !44, !368}
!4645 = !{!4646, !4647, !4648, !4649}
!4646 = !DILocalVariable(name: "fs", arg: 1, scope: !4642, file: !2, line: 680, type: !17)
!4647 = !DILocalVariable(name: "reg", arg: 2, scope: !4642, file: !2, line: 680, type: !44)
!4648 = !DILocalVariable(name: "f", arg: 3, scope: !4642, file: !2, line: 680, type: !368)
!4649 = !DILocalVariable(name: "fi", scope: !4642, file: !2, line: 681, type: !365)
!4650 = distinct !DILocation(line: 849, column: 7, scope: !4651)
!4651 = distinct !DILexicalBlock(scope: !4617, file: !2, line: 848, column: 17)
!4652 = distinct !DIAssignID()
!4653 = distinct !DIAssignID()
!4654 = distinct !DIAssignID()
!4655 = distinct !DIAssignID()
!4656 = !DILocation(line: 0, scope: !4610)
!4657 = !DILocation(line: 827, column: 3, scope: !4610)
!4658 = !DILocation(line: 828, column: 14, scope: !4610)
!4659 = !DILocation(line: 828, column: 3, scope: !4610)
!4660 = !DILocation(line: 845, column: 32, scope: !4661)
!4661 = distinct !DILexicalBlock(scope: !4617, file: !2, line: 844, column: 14)
!4662 = !DILocation(line: 830, column: 7, scope: !4663)
!4663 = distinct !DILexicalBlock(scope: !4617, file: !2, line: 829, column: 16)
!4664 = !DILocation(line: 831, column: 7, scope: !4663)
!4665 = !DILocation(line: 0, scope: !983, inlinedAt: !4666)
!4666 = distinct !DILocation(line: 834, column: 7, scope: !4667)
!4667 = distinct !DILexicalBlock(scope: !4617, file: !2, line: 833, column: 18)
!4668 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !4666)
!4669 = !DILocation(line: 0, scope: !996, inlinedAt: !4670)
!4670 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !4666)
!4671 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !4670)
!4672 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !4670)
!4673 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !4670)
!4674 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !4670)
!4675 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !4670)
!4676 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !4670)
!4677 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !4670)
!4678 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !4670)
!4679 = !DILocation(line: 835, column: 7, scope: !4667)
!4680 = !DILocation(line: 0, scope: !983, inlinedAt: !4681)
!4681 = distinct !DILocation(line: 838, column: 7, scope: !4682)
!4682 = distinct !DILexicalBlock(scope: !4617, file: !2, line: 837, column: 17)
!4683 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !4681)
!4684 = !DILocation(line: 0, scope: !996, inlinedAt: !4685)
!4685 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !4681)
!4686 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !4685)
!4687 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !4685)
!4688 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !4685)
!4689 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !4685)
!4690 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !4685)
!4691 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !4685)
!4692 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !4685)
!4693 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !4685)
!4694 = !DILocation(line: 839, column: 7, scope: !4682)
!4695 = !DILocation(line: 0, scope: !2694, inlinedAt: !4696)
!4696 = distinct !DILocation(line: 842, column: 7, scope: !4697)
!4697 = distinct !DILexicalBlock(scope: !4617, file: !2, line: 841, column: 17)
!4698 = !DILocation(line: 739, column: 30, scope: !2694, inlinedAt: !4696)
!4699 = !DILocation(line: 739, column: 32, scope: !2694, inlinedAt: !4696)
!4700 = !DILocation(line: 0, scope: !2702, inlinedAt: !4701)
!4701 = distinct !DILocation(line: 739, column: 15, scope: !2694, inlinedAt: !4696)
!4702 = !DILocation(line: 576, column: 3, scope: !2702, inlinedAt: !4701)
!4703 = !DILocation(line: 0, scope: !2709, inlinedAt: !4701)
!4704 = !DILocation(line: 577, column: 3, scope: !2709, inlinedAt: !4701)
!4705 = !DILocation(line: 578, column: 10, scope: !2702, inlinedAt: !4701)
!4706 = !DILocation(line: 579, column: 1, scope: !2702, inlinedAt: !4701)
!4707 = !DILocation(line: 739, column: 13, scope: !2694, inlinedAt: !4696)
!4708 = !DILocation(line: 740, column: 8, scope: !2694, inlinedAt: !4696)
!4709 = !DILocation(line: 843, column: 5, scope: !4697)
!4710 = !DILocation(line: 845, column: 7, scope: !4661)
!4711 = !DILocation(line: 846, column: 7, scope: !4661)
!4712 = !DILocation(line: 849, column: 30, scope: !4651)
!4713 = !DILocation(line: 849, column: 32, scope: !4651)
!4714 = !DILocation(line: 0, scope: !4642, inlinedAt: !4650)
!4715 = !DILocation(line: 681, column: 3, scope: !4642, inlinedAt: !4650)
!4716 = !DILocation(line: 682, column: 7, scope: !4641, inlinedAt: !4650)
!4717 = !DILocation(line: 682, column: 40, scope: !4641, inlinedAt: !4650)
!4718 = !DILocation(line: 682, column: 50, scope: !4641, inlinedAt: !4650)
!4719 = !DILocation(line: 0, scope: !1400, inlinedAt: !4720)
!4720 = distinct !DILocation(line: 682, column: 43, scope: !4641, inlinedAt: !4650)
!4721 = !DILocation(line: 668, column: 28, scope: !1400, inlinedAt: !4720)
!4722 = !DILocation(line: 682, column: 7, scope: !4642, inlinedAt: !4650)
!4723 = !DILocation(line: 683, column: 33, scope: !4641, inlinedAt: !4650)
!4724 = !DILocation(line: 0, scope: !1411, inlinedAt: !4725)
!4725 = distinct !DILocation(line: 683, column: 5, scope: !4641, inlinedAt: !4650)
!4726 = !DILocation(line: 422, column: 24, scope: !1411, inlinedAt: !4725)
!4727 = !DILocation(line: 0, scope: !996, inlinedAt: !4728)
!4728 = distinct !DILocation(line: 422, column: 10, scope: !1411, inlinedAt: !4725)
!4729 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !4728)
!4730 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !4728)
!4731 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !4728)
!4732 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !4728)
!4733 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !4728)
!4734 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !4728)
!4735 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !4728)
!4736 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !4728)
!4737 = !DILocation(line: 683, column: 5, scope: !4641, inlinedAt: !4650)
!4738 = !DILocation(line: 0, scope: !4630, inlinedAt: !4640)
!4739 = !DILocation(line: 603, column: 3, scope: !4620, inlinedAt: !4640)
!4740 = !DILocation(line: 604, column: 3, scope: !4620, inlinedAt: !4640)
!4741 = !DILocation(line: 0, scope: !4628, inlinedAt: !4640)
!4742 = !DILocation(line: 605, column: 3, scope: !4628, inlinedAt: !4640)
!4743 = !DILocation(line: 606, column: 8, scope: !4631, inlinedAt: !4640)
!4744 = !DILocation(line: 606, column: 7, scope: !4620, inlinedAt: !4640)
!4745 = !DILocation(line: 607, column: 12, scope: !4631, inlinedAt: !4640)
!4746 = !DILocation(line: 607, column: 5, scope: !4631, inlinedAt: !4640)
!4747 = !DILocation(line: 610, column: 26, scope: !4630, inlinedAt: !4640)
!4748 = !DILocation(line: 611, column: 27, scope: !4630, inlinedAt: !4640)
!4749 = !DILocation(line: 611, column: 30, scope: !4630, inlinedAt: !4640)
!4750 = !DILocation(line: 611, column: 26, scope: !4630, inlinedAt: !4640)
!4751 = !DILocation(line: 612, column: 5, scope: !4630, inlinedAt: !4640)
!4752 = !DILocation(line: 0, scope: !4638, inlinedAt: !4640)
!4753 = !DILocation(line: 613, column: 5, scope: !4638, inlinedAt: !4640)
!4754 = !DILocation(line: 617, column: 12, scope: !4630, inlinedAt: !4640)
!4755 = !DILocation(line: 618, column: 3, scope: !4631, inlinedAt: !4640)
!4756 = !DILocation(line: 0, scope: !4631, inlinedAt: !4640)
!4757 = !DILocation(line: 619, column: 1, scope: !4620, inlinedAt: !4640)
!4758 = !DILocation(line: 685, column: 5, scope: !4641, inlinedAt: !4650)
!4759 = !DILocation(line: 686, column: 1, scope: !4642, inlinedAt: !4650)
!4760 = !DILocation(line: 850, column: 7, scope: !4651)
!4761 = !DILocation(line: 853, column: 28, scope: !4762)
!4762 = distinct !DILexicalBlock(scope: !4617, file: !2, line: 852, column: 17)
!4763 = !DILocation(line: 853, column: 30, scope: !4762)
!4764 = !DILocation(line: 853, column: 7, scope: !4762)
!4765 = !DILocation(line: 854, column: 7, scope: !4762)
!4766 = !DILocation(line: 857, column: 26, scope: !4616)
!4767 = !DILocation(line: 0, scope: !4616)
!4768 = !DILocation(line: 858, column: 7, scope: !4616)
!4769 = !DILocation(line: 862, column: 21, scope: !4770)
!4770 = distinct !DILexicalBlock(scope: !4771, file: !2, line: 862, column: 11)
!4771 = distinct !DILexicalBlock(scope: !4617, file: !2, line: 861, column: 21)
!4772 = !DILocation(line: 862, column: 23, scope: !4770)
!4773 = !DILocation(line: 862, column: 15, scope: !4770)
!4774 = !DILocation(line: 862, column: 11, scope: !4771)
!4775 = !DILocation(line: 0, scope: !983, inlinedAt: !4776)
!4776 = distinct !DILocation(line: 863, column: 9, scope: !4770)
!4777 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !4776)
!4778 = !DILocation(line: 0, scope: !996, inlinedAt: !4779)
!4779 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !4776)
!4780 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !4779)
!4781 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !4779)
!4782 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !4779)
!4783 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !4779)
!4784 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !4779)
!4785 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !4779)
!4786 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !4779)
!4787 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !4779)
!4788 = !DILocation(line: 863, column: 9, scope: !4770)
!4789 = !DILocation(line: 871, column: 6, scope: !4610)
!4790 = !DILocation(line: 871, column: 13, scope: !4610)
!4791 = !DILocation(line: 872, column: 8, scope: !4610)
!4792 = !DILocation(line: 873, column: 1, scope: !4610)
!4793 = !DISubprogram(name: "luaV_flttointeger", scope: !718, file: !718, line: 127, type: !4794, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4794 = !DISubroutineType(types: !4795)
!4795 = !{!44, !368, !4796, !4797}
!4796 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !365, size: 64)
!4797 = !DIDerivedType(tag: DW_TAG_typedef, name: "F2Imod", file: !718, line: 47, baseType: !717)
!4798 = !DISubprogram(name: "ldexp", scope: !4799, file: !4799, line: 101, type: !4800, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4799 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!4800 = !DISubroutineType(types: !4801)
!4801 = !{!369, !369, !44}
!4802 = !DISubprogram(name: "luaO_rawarith", scope: !25, file: !25, line: 799, type: !4803, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4803 = !DISubroutineType(types: !4804)
!4804 = !{!44, !71, !44, !860, !860, !54}
!4805 = !DISubprogram(name: "luaV_tointegerns", scope: !718, file: !718, line: 125, type: !4806, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4806 = !DISubroutineType(types: !4807)
!4807 = !{!44, !860, !4796, !4797}
!4808 = distinct !DISubprogram(name: "luaK_exp2K", scope: !2, file: !2, line: 999, type: !2035, scopeLine: 999, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !4809)
!4809 = !{!4810, !4811, !4812}
!4810 = !DILocalVariable(name: "fs", arg: 1, scope: !4808, file: !2, line: 999, type: !17)
!4811 = !DILocalVariable(name: "e", arg: 2, scope: !4808, file: !2, line: 999, type: !529)
!4812 = !DILocalVariable(name: "info", scope: !4813, file: !2, line: 1001, type: !44)
!4813 = distinct !DILexicalBlock(scope: !4814, file: !2, line: 1000, column: 21)
!4814 = distinct !DILexicalBlock(scope: !4808, file: !2, line: 1000, column: 7)
!4815 = distinct !DIAssignID()
!4816 = distinct !DIAssignID()
!4817 = !DILocation(line: 0, scope: !4620, inlinedAt: !4818)
!4818 = distinct !DILocation(line: 1007, column: 26, scope: !4819)
!4819 = distinct !DILexicalBlock(scope: !4813, file: !2, line: 1002, column: 19)
!4820 = distinct !DIAssignID()
!4821 = distinct !DIAssignID()
!4822 = distinct !DIAssignID()
!4823 = distinct !DIAssignID()
!4824 = !DILocalVariable(name: "k", scope: !4825, file: !2, line: 646, type: !55)
!4825 = distinct !DISubprogram(name: "nilK", scope: !2, file: !2, line: 645, type: !1088, scopeLine: 645, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !4826)
!4826 = !{!4827, !4824, !4828, !4829, !4831}
!4827 = !DILocalVariable(name: "fs", arg: 1, scope: !4825, file: !2, line: 645, type: !17)
!4828 = !DILocalVariable(name: "v", scope: !4825, file: !2, line: 646, type: !55)
!4829 = !DILocalVariable(name: "io", scope: !4830, file: !2, line: 649, type: !54)
!4830 = distinct !DILexicalBlock(scope: !4825, file: !2, line: 649, column: 3)
!4831 = !DILocalVariable(name: "x_", scope: !4830, file: !2, line: 649, type: !458)
!4832 = !DILocation(line: 0, scope: !4825, inlinedAt: !4833)
!4833 = distinct !DILocation(line: 1005, column: 25, scope: !4819)
!4834 = distinct !DIAssignID()
!4835 = distinct !DIAssignID()
!4836 = distinct !DIAssignID()
!4837 = !DILocation(line: 0, scope: !4808)
!4838 = !DILocation(line: 1000, column: 8, scope: !4814)
!4839 = !DILocation(line: 1000, column: 7, scope: !4808)
!4840 = !DILocation(line: 1002, column: 16, scope: !4813)
!4841 = !DILocation(line: 1002, column: 5, scope: !4813)
!4842 = !DILocalVariable(name: "o", scope: !4843, file: !2, line: 636, type: !55)
!4843 = distinct !DISubprogram(name: "boolT", scope: !2, file: !2, line: 635, type: !1088, scopeLine: 635, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !4844)
!4844 = !{!4845, !4842}
!4845 = !DILocalVariable(name: "fs", arg: 1, scope: !4843, file: !2, line: 635, type: !17)
!4846 = !DILocation(line: 0, scope: !4843, inlinedAt: !4847)
!4847 = distinct !DILocation(line: 1003, column: 26, scope: !4819)
!4848 = !DILocation(line: 636, column: 3, scope: !4843, inlinedAt: !4847)
!4849 = !DILocation(line: 637, column: 3, scope: !4843, inlinedAt: !4847)
!4850 = distinct !DIAssignID()
!4851 = !DILocation(line: 638, column: 10, scope: !4843, inlinedAt: !4847)
!4852 = !DILocation(line: 639, column: 1, scope: !4843, inlinedAt: !4847)
!4853 = !DILocation(line: 0, scope: !4813)
!4854 = !DILocation(line: 1003, column: 37, scope: !4819)
!4855 = !DILocalVariable(name: "o", scope: !4856, file: !2, line: 626, type: !55)
!4856 = distinct !DISubprogram(name: "boolF", scope: !2, file: !2, line: 625, type: !1088, scopeLine: 625, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !4857)
!4857 = !{!4858, !4855}
!4858 = !DILocalVariable(name: "fs", arg: 1, scope: !4856, file: !2, line: 625, type: !17)
!4859 = !DILocation(line: 0, scope: !4856, inlinedAt: !4860)
!4860 = distinct !DILocation(line: 1004, column: 27, scope: !4819)
!4861 = !DILocation(line: 626, column: 3, scope: !4856, inlinedAt: !4860)
!4862 = !DILocation(line: 627, column: 3, scope: !4856, inlinedAt: !4860)
!4863 = distinct !DIAssignID()
!4864 = !DILocation(line: 628, column: 10, scope: !4856, inlinedAt: !4860)
!4865 = !DILocation(line: 629, column: 1, scope: !4856, inlinedAt: !4860)
!4866 = !DILocation(line: 1004, column: 38, scope: !4819)
!4867 = !DILocation(line: 646, column: 3, scope: !4825, inlinedAt: !4833)
!4868 = !DILocation(line: 647, column: 3, scope: !4825, inlinedAt: !4833)
!4869 = distinct !DIAssignID()
!4870 = !DILocation(line: 0, scope: !4830, inlinedAt: !4833)
!4871 = !DILocation(line: 649, column: 3, scope: !4830, inlinedAt: !4833)
!4872 = !DILocation(line: 650, column: 10, scope: !4825, inlinedAt: !4833)
!4873 = !DILocation(line: 651, column: 1, scope: !4825, inlinedAt: !4833)
!4874 = !DILocation(line: 1005, column: 35, scope: !4819)
!4875 = !DILocation(line: 1006, column: 43, scope: !4819)
!4876 = !DILocation(line: 1006, column: 45, scope: !4819)
!4877 = !DILocation(line: 0, scope: !1432, inlinedAt: !4878)
!4878 = distinct !DILocation(line: 1006, column: 26, scope: !4819)
!4879 = !DILocation(line: 586, column: 3, scope: !1432, inlinedAt: !4878)
!4880 = !DILocation(line: 0, scope: !1439, inlinedAt: !4878)
!4881 = !DILocation(line: 587, column: 3, scope: !1439, inlinedAt: !4878)
!4882 = !DILocation(line: 588, column: 10, scope: !1432, inlinedAt: !4878)
!4883 = !DILocation(line: 589, column: 1, scope: !1432, inlinedAt: !4878)
!4884 = !DILocation(line: 1006, column: 52, scope: !4819)
!4885 = !DILocation(line: 1007, column: 46, scope: !4819)
!4886 = !DILocation(line: 1007, column: 48, scope: !4819)
!4887 = !DILocation(line: 0, scope: !4630, inlinedAt: !4818)
!4888 = !DILocation(line: 603, column: 3, scope: !4620, inlinedAt: !4818)
!4889 = !DILocation(line: 604, column: 3, scope: !4620, inlinedAt: !4818)
!4890 = !DILocation(line: 0, scope: !4628, inlinedAt: !4818)
!4891 = !DILocation(line: 605, column: 3, scope: !4628, inlinedAt: !4818)
!4892 = !DILocation(line: 606, column: 8, scope: !4631, inlinedAt: !4818)
!4893 = !DILocation(line: 606, column: 7, scope: !4620, inlinedAt: !4818)
!4894 = !DILocation(line: 607, column: 12, scope: !4631, inlinedAt: !4818)
!4895 = !DILocation(line: 607, column: 5, scope: !4631, inlinedAt: !4818)
!4896 = !DILocation(line: 610, column: 26, scope: !4630, inlinedAt: !4818)
!4897 = !DILocation(line: 611, column: 27, scope: !4630, inlinedAt: !4818)
!4898 = !DILocation(line: 611, column: 30, scope: !4630, inlinedAt: !4818)
!4899 = !DILocation(line: 611, column: 26, scope: !4630, inlinedAt: !4818)
!4900 = !DILocation(line: 612, column: 5, scope: !4630, inlinedAt: !4818)
!4901 = !DILocation(line: 0, scope: !4638, inlinedAt: !4818)
!4902 = !DILocation(line: 613, column: 5, scope: !4638, inlinedAt: !4818)
!4903 = !DILocation(line: 617, column: 12, scope: !4630, inlinedAt: !4818)
!4904 = !DILocation(line: 618, column: 3, scope: !4631, inlinedAt: !4818)
!4905 = !DILocation(line: 0, scope: !4631, inlinedAt: !4818)
!4906 = !DILocation(line: 619, column: 1, scope: !4620, inlinedAt: !4818)
!4907 = !DILocation(line: 1007, column: 55, scope: !4819)
!4908 = !DILocation(line: 1008, column: 41, scope: !4819)
!4909 = !DILocation(line: 1008, column: 43, scope: !4819)
!4910 = !DILocation(line: 0, scope: !2702, inlinedAt: !4911)
!4911 = distinct !DILocation(line: 1008, column: 26, scope: !4819)
!4912 = !DILocation(line: 576, column: 3, scope: !2702, inlinedAt: !4911)
!4913 = !DILocation(line: 0, scope: !2709, inlinedAt: !4911)
!4914 = !DILocation(line: 577, column: 3, scope: !2709, inlinedAt: !4911)
!4915 = !DILocation(line: 578, column: 10, scope: !2702, inlinedAt: !4911)
!4916 = !DILocation(line: 579, column: 1, scope: !2702, inlinedAt: !4911)
!4917 = !DILocation(line: 1008, column: 52, scope: !4819)
!4918 = !DILocation(line: 1009, column: 26, scope: !4819)
!4919 = !DILocation(line: 1009, column: 28, scope: !4819)
!4920 = !DILocation(line: 1009, column: 34, scope: !4819)
!4921 = !DILocation(line: 0, scope: !4819)
!4922 = !DILocation(line: 1012, column: 14, scope: !4923)
!4923 = distinct !DILexicalBlock(scope: !4813, file: !2, line: 1012, column: 9)
!4924 = !DILocation(line: 1012, column: 9, scope: !4813)
!4925 = !DILocation(line: 1013, column: 12, scope: !4926)
!4926 = distinct !DILexicalBlock(scope: !4923, file: !2, line: 1012, column: 29)
!4927 = !DILocation(line: 1014, column: 10, scope: !4926)
!4928 = !DILocation(line: 1014, column: 17, scope: !4926)
!4929 = !DILocation(line: 1015, column: 7, scope: !4926)
!4930 = !DILocation(line: 1020, column: 1, scope: !4808)
!4931 = distinct !DISubprogram(name: "finishbinexpval", scope: !2, file: !2, line: 1406, type: !4932, scopeLine: 1408, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !576, retainedNodes: !4934)
!4932 = !DISubroutineType(types: !4933)
!4933 = !{null, !17, !529, !529, !781, !44, !44, !44, !781, !785}
!4934 = !{!4935, !4936, !4937, !4938, !4939, !4940, !4941, !4942, !4943, !4944, !4945}
!4935 = !DILocalVariable(name: "fs", arg: 1, scope: !4931, file: !2, line: 1406, type: !17)
!4936 = !DILocalVariable(name: "e1", arg: 2, scope: !4931, file: !2, line: 1406, type: !529)
!4937 = !DILocalVariable(name: "e2", arg: 3, scope: !4931, file: !2, line: 1406, type: !529)
!4938 = !DILocalVariable(name: "op", arg: 4, scope: !4931, file: !2, line: 1407, type: !781)
!4939 = !DILocalVariable(name: "v2", arg: 5, scope: !4931, file: !2, line: 1407, type: !44)
!4940 = !DILocalVariable(name: "flip", arg: 6, scope: !4931, file: !2, line: 1407, type: !44)
!4941 = !DILocalVariable(name: "line", arg: 7, scope: !4931, file: !2, line: 1407, type: !44)
!4942 = !DILocalVariable(name: "mmop", arg: 8, scope: !4931, file: !2, line: 1408, type: !781)
!4943 = !DILocalVariable(name: "event", arg: 9, scope: !4931, file: !2, line: 1408, type: !785)
!4944 = !DILocalVariable(name: "v1", scope: !4931, file: !2, line: 1409, type: !44)
!4945 = !DILocalVariable(name: "pc", scope: !4931, file: !2, line: 1410, type: !44)
!4946 = !DILocation(line: 0, scope: !4931)
!4947 = !DILocation(line: 0, scope: !2034, inlinedAt: !4948)
!4948 = distinct !DILocation(line: 1409, column: 12, scope: !4931)
!4949 = !DILocation(line: 956, column: 3, scope: !2034, inlinedAt: !4948)
!4950 = !DILocation(line: 957, column: 10, scope: !2043, inlinedAt: !4948)
!4951 = !DILocation(line: 957, column: 12, scope: !2043, inlinedAt: !4948)
!4952 = !DILocation(line: 957, column: 7, scope: !2034, inlinedAt: !4948)
!4953 = !DILocation(line: 958, column: 10, scope: !2047, inlinedAt: !4948)
!4954 = !DILocation(line: 0, scope: !2048, inlinedAt: !4948)
!4955 = !DILocation(line: 958, column: 9, scope: !2048, inlinedAt: !4948)
!4956 = !DILocation(line: 960, column: 14, scope: !2052, inlinedAt: !4948)
!4957 = !DILocation(line: 960, column: 22, scope: !2052, inlinedAt: !4948)
!4958 = !DILocation(line: 960, column: 19, scope: !2052, inlinedAt: !4948)
!4959 = !DILocation(line: 960, column: 9, scope: !2048, inlinedAt: !4948)
!4960 = !DILocation(line: 961, column: 27, scope: !2057, inlinedAt: !4948)
!4961 = !DILocation(line: 961, column: 7, scope: !2057, inlinedAt: !4948)
!4962 = !DILocation(line: 962, column: 7, scope: !2057, inlinedAt: !4948)
!4963 = !DILocation(line: 968, column: 3, scope: !2034, inlinedAt: !4948)
!4964 = !DILocation(line: 969, column: 13, scope: !2034, inlinedAt: !4948)
!4965 = !DILocation(line: 969, column: 3, scope: !2034, inlinedAt: !4948)
!4966 = !DILocation(line: 0, scope: !983, inlinedAt: !4967)
!4967 = distinct !DILocation(line: 1410, column: 12, scope: !4931)
!4968 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !4967)
!4969 = !DILocation(line: 0, scope: !996, inlinedAt: !4970)
!4970 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !4967)
!4971 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !4970)
!4972 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !4970)
!4973 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !4970)
!4974 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !4970)
!4975 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !4970)
!4976 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !4970)
!4977 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !4970)
!4978 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !4970)
!4979 = !DILocation(line: 389, column: 14, scope: !996, inlinedAt: !4970)
!4980 = !DILocation(line: 389, column: 17, scope: !996, inlinedAt: !4970)
!4981 = !DILocation(line: 0, scope: !3952, inlinedAt: !4982)
!4982 = distinct !DILocation(line: 1411, column: 3, scope: !4931)
!4983 = !DILocation(line: 528, column: 17, scope: !3952, inlinedAt: !4982)
!4984 = !DILocation(line: 528, column: 19, scope: !3952, inlinedAt: !4982)
!4985 = !DILocation(line: 528, column: 12, scope: !3952, inlinedAt: !4982)
!4986 = !DILocation(line: 528, column: 39, scope: !3952, inlinedAt: !4982)
!4987 = !DILocation(line: 528, column: 41, scope: !3952, inlinedAt: !4982)
!4988 = !DILocation(line: 529, column: 17, scope: !3952, inlinedAt: !4982)
!4989 = !DILocation(line: 529, column: 19, scope: !3952, inlinedAt: !4982)
!4990 = !DILocation(line: 529, column: 12, scope: !3952, inlinedAt: !4982)
!4991 = !DILocation(line: 529, column: 39, scope: !3952, inlinedAt: !4982)
!4992 = !DILocation(line: 529, column: 41, scope: !3952, inlinedAt: !4982)
!4993 = !DILocation(line: 0, scope: !1722, inlinedAt: !4994)
!4994 = distinct !DILocation(line: 530, column: 3, scope: !3952, inlinedAt: !4982)
!4995 = !DILocation(line: 503, column: 10, scope: !1729, inlinedAt: !4994)
!4996 = !DILocation(line: 0, scope: !1652, inlinedAt: !4997)
!4997 = distinct !DILocation(line: 504, column: 5, scope: !1732, inlinedAt: !4994)
!4998 = !DILocation(line: 0, scope: !1652, inlinedAt: !4999)
!4999 = distinct !DILocation(line: 508, column: 5, scope: !1735, inlinedAt: !4994)
!5000 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !5001)
!5001 = distinct !DILocation(line: 0, scope: !1729, inlinedAt: !4994)
!5002 = !DILocation(line: 503, column: 7, scope: !1722, inlinedAt: !4994)
!5003 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !4997)
!5004 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !4997)
!5005 = !DILocation(line: 493, column: 9, scope: !1662, inlinedAt: !4997)
!5006 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !4997)
!5007 = !DILocation(line: 495, column: 3, scope: !1662, inlinedAt: !4997)
!5008 = !DILocation(line: 0, scope: !1652, inlinedAt: !5009)
!5009 = distinct !DILocation(line: 505, column: 5, scope: !1732, inlinedAt: !4994)
!5010 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !5009)
!5011 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !5009)
!5012 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !5009)
!5013 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !4999)
!5014 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !4999)
!5015 = !DILocation(line: 493, column: 9, scope: !1662, inlinedAt: !4999)
!5016 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !4999)
!5017 = !DILocation(line: 495, column: 3, scope: !1662, inlinedAt: !4999)
!5018 = !DILocation(line: 0, scope: !1652, inlinedAt: !5019)
!5019 = distinct !DILocation(line: 509, column: 5, scope: !1735, inlinedAt: !4994)
!5020 = !DILocation(line: 492, column: 14, scope: !1658, inlinedAt: !5019)
!5021 = !DILocation(line: 492, column: 11, scope: !1658, inlinedAt: !5019)
!5022 = !DILocation(line: 492, column: 7, scope: !1652, inlinedAt: !5019)
!5023 = !DILocation(line: 493, column: 9, scope: !1662, inlinedAt: !5001)
!5024 = !DILocation(line: 493, column: 16, scope: !1662, inlinedAt: !5001)
!5025 = !DILocation(line: 511, column: 1, scope: !1722, inlinedAt: !4994)
!5026 = !DILocation(line: 1412, column: 7, scope: !4931)
!5027 = !DILocation(line: 1412, column: 14, scope: !4931)
!5028 = !DILocation(line: 1413, column: 9, scope: !4931)
!5029 = !DILocation(line: 0, scope: !2913, inlinedAt: !5030)
!5030 = distinct !DILocation(line: 1414, column: 3, scope: !4931)
!5031 = !DILocation(line: 0, scope: !2481, inlinedAt: !5032)
!5032 = distinct !DILocation(line: 1787, column: 3, scope: !2913, inlinedAt: !5030)
!5033 = !DILocation(line: 354, column: 18, scope: !2481, inlinedAt: !5032)
!5034 = !DILocation(line: 355, column: 16, scope: !2481, inlinedAt: !5032)
!5035 = !DILocation(line: 356, column: 10, scope: !2489, inlinedAt: !5032)
!5036 = !DILocation(line: 356, column: 7, scope: !2489, inlinedAt: !5032)
!5037 = !DILocation(line: 356, column: 23, scope: !2489, inlinedAt: !5032)
!5038 = !DILocation(line: 356, column: 7, scope: !2481, inlinedAt: !5032)
!5039 = !DILocation(line: 357, column: 9, scope: !2494, inlinedAt: !5032)
!5040 = !DILocation(line: 357, column: 22, scope: !2494, inlinedAt: !5032)
!5041 = !DILocation(line: 358, column: 9, scope: !2494, inlinedAt: !5032)
!5042 = !DILocation(line: 358, column: 16, scope: !2494, inlinedAt: !5032)
!5043 = !DILocation(line: 359, column: 3, scope: !2494, inlinedAt: !5032)
!5044 = !DILocation(line: 362, column: 9, scope: !2500, inlinedAt: !5032)
!5045 = !DILocation(line: 362, column: 21, scope: !2500, inlinedAt: !5032)
!5046 = !DILocation(line: 363, column: 9, scope: !2500, inlinedAt: !5032)
!5047 = !DILocation(line: 363, column: 17, scope: !2500, inlinedAt: !5032)
!5048 = !DILocation(line: 1788, column: 3, scope: !2913, inlinedAt: !5030)
!5049 = !DILocation(line: 0, scope: !983, inlinedAt: !5050)
!5050 = distinct !DILocation(line: 1415, column: 3, scope: !4931)
!5051 = !DILocation(line: 401, column: 24, scope: !983, inlinedAt: !5050)
!5052 = !DILocation(line: 0, scope: !996, inlinedAt: !5053)
!5053 = distinct !DILocation(line: 401, column: 10, scope: !983, inlinedAt: !5050)
!5054 = !DILocation(line: 383, column: 18, scope: !996, inlinedAt: !5053)
!5055 = !DILocation(line: 385, column: 3, scope: !996, inlinedAt: !5053)
!5056 = !DILocation(line: 387, column: 17, scope: !996, inlinedAt: !5053)
!5057 = !DILocation(line: 387, column: 3, scope: !996, inlinedAt: !5053)
!5058 = !DILocation(line: 387, column: 21, scope: !996, inlinedAt: !5053)
!5059 = !DILocation(line: 388, column: 27, scope: !996, inlinedAt: !5053)
!5060 = !DILocation(line: 388, column: 31, scope: !996, inlinedAt: !5053)
!5061 = !DILocation(line: 388, column: 3, scope: !996, inlinedAt: !5053)
!5062 = !DILocation(line: 389, column: 14, scope: !996, inlinedAt: !5053)
!5063 = !DILocation(line: 0, scope: !2913, inlinedAt: !5064)
!5064 = distinct !DILocation(line: 1416, column: 3, scope: !4931)
!5065 = !DILocation(line: 0, scope: !2481, inlinedAt: !5066)
!5066 = distinct !DILocation(line: 1787, column: 3, scope: !2913, inlinedAt: !5064)
!5067 = !DILocation(line: 354, column: 18, scope: !2481, inlinedAt: !5066)
!5068 = !DILocation(line: 356, column: 10, scope: !2489, inlinedAt: !5066)
!5069 = !DILocation(line: 356, column: 7, scope: !2489, inlinedAt: !5066)
!5070 = !DILocation(line: 356, column: 23, scope: !2489, inlinedAt: !5066)
!5071 = !DILocation(line: 356, column: 7, scope: !2481, inlinedAt: !5066)
!5072 = !DILocation(line: 357, column: 9, scope: !2494, inlinedAt: !5066)
!5073 = !DILocation(line: 357, column: 22, scope: !2494, inlinedAt: !5066)
!5074 = !DILocation(line: 358, column: 9, scope: !2494, inlinedAt: !5066)
!5075 = !DILocation(line: 358, column: 16, scope: !2494, inlinedAt: !5066)
!5076 = !DILocation(line: 359, column: 3, scope: !2494, inlinedAt: !5066)
!5077 = !DILocation(line: 362, column: 9, scope: !2500, inlinedAt: !5066)
!5078 = !DILocation(line: 362, column: 21, scope: !2500, inlinedAt: !5066)
!5079 = !DILocation(line: 363, column: 9, scope: !2500, inlinedAt: !5066)
!5080 = !DILocation(line: 363, column: 17, scope: !2500, inlinedAt: !5066)
!5081 = !DILocation(line: 1788, column: 3, scope: !2913, inlinedAt: !5064)
!5082 = !DILocation(line: 1417, column: 1, scope: !4931)
