; ModuleID = 'src/lua/lparser.c'
source_filename = "src/lua/lparser.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon.13 = type { i8, i8 }
%union.Vardesc = type { %struct.anon.9 }
%struct.anon.9 = type { %union.Value, i8, i8, i8, i16, ptr }
%union.Value = type { ptr }
%struct.BlockCnt = type { ptr, i32, i32, i8, i8, i8, i8 }
%struct.LexState = type { i32, i32, i32, %struct.Token, %struct.Token, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr }
%struct.Token = type { i32, %union.SemInfo }
%union.SemInfo = type { double }
%struct.FuncState = type { ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32, i32, i32, i16, i8, i8, i8, i8, i8 }
%struct.Upvaldesc = type { ptr, i8, i8, i8 }
%struct.expdesc = type { i32, %union.anon.10, i32, i32 }
%union.anon.10 = type { i64 }
%struct.LHS_assign = type { ptr, %struct.expdesc }
%struct.Labeldesc = type { ptr, i32, i32, i8, i8 }
%struct.LocVar = type { ptr, i32, i32 }
%struct.ConsControl = type { %struct.expdesc, ptr, i32, i32, i32 }

@.str = private unnamed_addr constant [9 x i8] c"upvalues\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"main function\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"function at line %d\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [32 x i8] c"too many %s (limit is %d) in %s\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [6 x i8] c"break\00", align 1, !dbg !22
@priority = internal unnamed_addr constant [21 x %struct.anon.13] [%struct.anon.13 { i8 10, i8 10 }, %struct.anon.13 { i8 10, i8 10 }, %struct.anon.13 { i8 11, i8 11 }, %struct.anon.13 { i8 11, i8 11 }, %struct.anon.13 { i8 14, i8 13 }, %struct.anon.13 { i8 11, i8 11 }, %struct.anon.13 { i8 11, i8 11 }, %struct.anon.13 { i8 6, i8 6 }, %struct.anon.13 { i8 4, i8 4 }, %struct.anon.13 { i8 5, i8 5 }, %struct.anon.13 { i8 7, i8 7 }, %struct.anon.13 { i8 7, i8 7 }, %struct.anon.13 { i8 9, i8 8 }, %struct.anon.13 { i8 3, i8 3 }, %struct.anon.13 { i8 3, i8 3 }, %struct.anon.13 { i8 3, i8 3 }, %struct.anon.13 { i8 3, i8 3 }, %struct.anon.13 { i8 3, i8 3 }, %struct.anon.13 { i8 3, i8 3 }, %struct.anon.13 { i8 2, i8 2 }, %struct.anon.13 { i8 1, i8 1 }], align 16, !dbg !27
@.str.5 = private unnamed_addr constant [43 x i8] c"cannot use '...' outside a vararg function\00", align 1, !dbg !677
@.str.7 = private unnamed_addr constant [5 x i8] c"self\00", align 1, !dbg !687
@.str.8 = private unnamed_addr constant [10 x i8] c"functions\00", align 1, !dbg !692
@.str.9 = private unnamed_addr constant [16 x i8] c"local variables\00", align 1, !dbg !697
@.str.10 = private unnamed_addr constant [25 x i8] c"<name> or '...' expected\00", align 1, !dbg !702
@.str.11 = private unnamed_addr constant [18 x i8] c"unexpected symbol\00", align 1, !dbg !705
@.str.12 = private unnamed_addr constant [28 x i8] c"function arguments expected\00", align 1, !dbg !710
@.str.13 = private unnamed_addr constant [13 x i8] c"labels/gotos\00", align 1, !dbg !715
@.str.14 = private unnamed_addr constant [56 x i8] c"<goto %s> at line %d jumps into the scope of local '%s'\00", align 1, !dbg !720
@.str.15 = private unnamed_addr constant [30 x i8] c"break outside loop at line %d\00", align 1, !dbg !725
@.str.16 = private unnamed_addr constant [44 x i8] c"no visible label '%s' for <goto> at line %d\00", align 1, !dbg !730
@.str.17 = private unnamed_addr constant [37 x i8] c"%s expected (to close %s at line %d)\00", align 1, !dbg !735
@.str.18 = private unnamed_addr constant [12 x i8] c"%s expected\00", align 1, !dbg !740
@.str.19 = private unnamed_addr constant [21 x i8] c"'=' or 'in' expected\00", align 1, !dbg !745
@.str.20 = private unnamed_addr constant [12 x i8] c"(for state)\00", align 1, !dbg !750
@forbody.forprep = internal unnamed_addr constant [2 x i32] [i32 74, i32 75], align 4, !dbg !752
@forbody.forloop = internal unnamed_addr constant [2 x i32] [i32 73, i32 77], align 4, !dbg !876
@.str.21 = private unnamed_addr constant [27 x i8] c"control structure too long\00", align 1, !dbg !878
@.str.22 = private unnamed_addr constant [41 x i8] c"attempt to assign to const variable '%s'\00", align 1, !dbg !883
@.str.23 = private unnamed_addr constant [46 x i8] c"multiple to-be-closed variables in local list\00", align 1, !dbg !888
@.str.24 = private unnamed_addr constant [6 x i8] c"const\00", align 1, !dbg !893
@.str.25 = private unnamed_addr constant [6 x i8] c"close\00", align 1, !dbg !895
@.str.26 = private unnamed_addr constant [23 x i8] c"unknown attribute '%s'\00", align 1, !dbg !897
@.str.27 = private unnamed_addr constant [38 x i8] c"label '%s' already defined on line %d\00", align 1, !dbg !899
@.str.28 = private unnamed_addr constant [13 x i8] c"syntax error\00", align 1, !dbg !904

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define hidden i32 @luaY_nvarstack(ptr nocapture noundef readonly %0) local_unnamed_addr #0 !dbg !920 {
    #dbg_value(ptr %0, !924, !DIExpression(), !925)
  %2 = getelementptr inbounds i8, ptr %0, i64 66, !dbg !926
  %3 = load i8, ptr %2, align 2, !dbg !926, !tbaa !927
  %4 = zext i8 %3 to i32, !dbg !934
    #dbg_value(ptr %0, !935, !DIExpression(), !943)
    #dbg_value(i32 %4, !940, !DIExpression(), !943)
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = getelementptr inbounds i8, ptr %0, i64 56
  br label %7, !dbg !945

7:                                                ; preds = %10, %1
  %8 = phi i32 [ %4, %1 ], [ %11, %10 ]
    #dbg_value(i32 %8, !940, !DIExpression(), !943)
    #dbg_value(i32 %8, !940, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !943)
  %9 = icmp sgt i32 %8, 0, !dbg !946
  br i1 %9, label %10, label %28, !dbg !945

10:                                               ; preds = %7
  %11 = add nsw i32 %8, -1, !dbg !947
    #dbg_value(i32 %11, !940, !DIExpression(), !943)
    #dbg_value(ptr %0, !948, !DIExpression(), !954)
    #dbg_value(i32 %11, !953, !DIExpression(), !954)
  %12 = load ptr, ptr %5, align 8, !dbg !956, !tbaa !957
  %13 = getelementptr inbounds i8, ptr %12, i64 88, !dbg !958
  %14 = load ptr, ptr %13, align 8, !dbg !958, !tbaa !959
  %15 = load ptr, ptr %14, align 8, !dbg !962, !tbaa !963
  %16 = load i32, ptr %6, align 8, !dbg !967, !tbaa !968
  %17 = add nsw i32 %16, %11, !dbg !969
  %18 = sext i32 %17 to i64, !dbg !970
  %19 = getelementptr inbounds %union.Vardesc, ptr %15, i64 %18, !dbg !970
    #dbg_value(ptr %19, !941, !DIExpression(), !971)
  %20 = getelementptr inbounds i8, ptr %19, i64 9, !dbg !972
  %21 = load i8, ptr %20, align 1, !dbg !972, !tbaa !974
  %22 = icmp eq i8 %21, 3, !dbg !975
  br i1 %22, label %7, label %23, !dbg !976

23:                                               ; preds = %10
  %24 = getelementptr inbounds i8, ptr %19, i64 10, !dbg !977
  %25 = load i8, ptr %24, align 2, !dbg !977, !tbaa !974
  %26 = zext i8 %25 to i32, !dbg !978
  %27 = add nuw nsw i32 %26, 1, !dbg !979
  br label %28

28:                                               ; preds = %7, %23
  %29 = phi i32 [ %27, %23 ], [ 0, %7 ], !dbg !943
  ret i32 %29, !dbg !980
}

; Function Attrs: nounwind uwtable
define hidden ptr @luaY_parser(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) local_unnamed_addr #1 !dbg !981 {
  %7 = alloca %struct.BlockCnt, align 8, !DIAssignID !1003
  %8 = alloca %struct.LexState, align 8, !DIAssignID !1004
    #dbg_assign(i1 undef, !994, !DIExpression(), !1004, ptr %8, !DIExpression(), !1005)
  %9 = alloca %struct.FuncState, align 8, !DIAssignID !1006
    #dbg_assign(i1 undef, !995, !DIExpression(), !1006, ptr %9, !DIExpression(), !1005)
    #dbg_value(ptr %0, !988, !DIExpression(), !1005)
    #dbg_value(ptr %1, !989, !DIExpression(), !1005)
    #dbg_value(ptr %2, !990, !DIExpression(), !1005)
    #dbg_value(ptr %3, !991, !DIExpression(), !1005)
    #dbg_value(ptr %4, !992, !DIExpression(), !1005)
    #dbg_value(i32 %5, !993, !DIExpression(), !1005)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %8) #11, !dbg !1007
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #11, !dbg !1008
  %10 = tail call ptr @luaF_newLclosure(ptr noundef %0, i32 noundef 1) #11, !dbg !1009
    #dbg_value(ptr %10, !996, !DIExpression(), !1005)
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1010
  %12 = load ptr, ptr %11, align 8, !dbg !1010, !tbaa !974
    #dbg_value(ptr %12, !997, !DIExpression(), !1011)
    #dbg_value(ptr %10, !999, !DIExpression(), !1011)
  store ptr %10, ptr %12, align 8, !dbg !1010, !tbaa !974
  %13 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !1010
  store i8 70, ptr %13, align 8, !dbg !1010, !tbaa !1012
  tail call void @luaD_inctop(ptr noundef %0) #11, !dbg !1014
  %14 = tail call ptr @luaH_new(ptr noundef %0) #11, !dbg !1015
  %15 = getelementptr inbounds i8, ptr %8, i64 80, !dbg !1016
  store ptr %14, ptr %15, align 8, !dbg !1017, !tbaa !1018, !DIAssignID !1019
    #dbg_assign(ptr %14, !994, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !1019, ptr %15, !DIExpression(), !1005)
  %16 = load ptr, ptr %11, align 8, !dbg !1020, !tbaa !974
    #dbg_value(ptr %16, !1000, !DIExpression(), !1021)
    #dbg_value(ptr %14, !1002, !DIExpression(), !1021)
  store ptr %14, ptr %16, align 8, !dbg !1020, !tbaa !974
  %17 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !1020
  store i8 69, ptr %17, align 8, !dbg !1020, !tbaa !1012
  tail call void @luaD_inctop(ptr noundef %0) #11, !dbg !1022
  %18 = tail call ptr @luaF_newproto(ptr noundef %0) #11, !dbg !1023
  %19 = getelementptr inbounds i8, ptr %10, i64 24, !dbg !1024
  store ptr %18, ptr %19, align 8, !dbg !1025, !tbaa !1026
  store ptr %18, ptr %9, align 8, !dbg !1028, !tbaa !1029, !DIAssignID !1030
    #dbg_assign(ptr %18, !995, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1030, ptr %9, !DIExpression(), !1005)
  %20 = getelementptr inbounds i8, ptr %10, i64 9, !dbg !1031
  %21 = load i8, ptr %20, align 1, !dbg !1031, !tbaa !1032
  %22 = and i8 %21, 32, !dbg !1031
  %23 = icmp eq i8 %22, 0, !dbg !1031
  br i1 %23, label %30, label %24, !dbg !1031

24:                                               ; preds = %6
  %25 = getelementptr inbounds i8, ptr %18, i64 9, !dbg !1031
  %26 = load i8, ptr %25, align 1, !dbg !1031, !tbaa !1033
  %27 = and i8 %26, 24, !dbg !1031
  %28 = icmp eq i8 %27, 0, !dbg !1031
  br i1 %28, label %30, label %29, !dbg !1031

29:                                               ; preds = %24
  tail call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %10, ptr noundef nonnull %18) #11, !dbg !1031
  br label %30, !dbg !1031

30:                                               ; preds = %6, %24, %29
  %31 = tail call ptr @luaS_new(ptr noundef nonnull %0, ptr noundef %4) #11, !dbg !1035
  %32 = getelementptr inbounds i8, ptr %18, i64 112, !dbg !1036
  store ptr %31, ptr %32, align 8, !dbg !1037, !tbaa !1038
  %33 = getelementptr inbounds i8, ptr %18, i64 9, !dbg !1039
  %34 = load i8, ptr %33, align 1, !dbg !1039, !tbaa !1033
  %35 = and i8 %34, 32, !dbg !1039
  %36 = icmp eq i8 %35, 0, !dbg !1039
  br i1 %36, label %44, label %37, !dbg !1039

37:                                               ; preds = %30
  %38 = getelementptr inbounds i8, ptr %31, i64 9, !dbg !1039
  %39 = load i8, ptr %38, align 1, !dbg !1039, !tbaa !1040
  %40 = and i8 %39, 24, !dbg !1039
  %41 = icmp eq i8 %40, 0, !dbg !1039
  br i1 %41, label %44, label %42, !dbg !1039

42:                                               ; preds = %37
  tail call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %18, ptr noundef nonnull %31) #11, !dbg !1039
  %43 = load ptr, ptr %32, align 8, !dbg !1042, !tbaa !1038
  br label %44, !dbg !1039

44:                                               ; preds = %30, %37, %42
  %45 = phi ptr [ %31, %30 ], [ %31, %37 ], [ %43, %42 ], !dbg !1042
  %46 = getelementptr inbounds i8, ptr %8, i64 72, !dbg !1043
  store ptr %2, ptr %46, align 8, !dbg !1044, !tbaa !1045, !DIAssignID !1046
    #dbg_assign(ptr %2, !994, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !1046, ptr %46, !DIExpression(), !1005)
  %47 = getelementptr inbounds i8, ptr %8, i64 88, !dbg !1047
  store ptr %3, ptr %47, align 8, !dbg !1048, !tbaa !959, !DIAssignID !1049
    #dbg_assign(ptr %3, !994, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !1049, ptr %47, !DIExpression(), !1005)
  %48 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !1050
  store i32 0, ptr %48, align 8, !dbg !1051, !tbaa !1052
  %49 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !1053
  store i32 0, ptr %49, align 8, !dbg !1054, !tbaa !1055
  %50 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !1056
  store i32 0, ptr %50, align 8, !dbg !1057, !tbaa !1058
  call void @luaX_setinput(ptr noundef nonnull %0, ptr noundef nonnull %8, ptr noundef %1, ptr noundef %45, i32 noundef %5) #11, !dbg !1059
    #dbg_assign(i1 undef, !1060, !DIExpression(), !1003, ptr %7, !DIExpression(), !1068)
    #dbg_value(ptr %8, !1065, !DIExpression(), !1068)
    #dbg_value(ptr %9, !1066, !DIExpression(), !1068)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #11, !dbg !1070
    #dbg_value(ptr %8, !1071, !DIExpression(), !1080)
    #dbg_value(ptr %9, !1077, !DIExpression(), !1080)
    #dbg_value(ptr %7, !1078, !DIExpression(), !1080)
    #dbg_value(ptr %18, !1079, !DIExpression(), !1080)
  %51 = getelementptr inbounds i8, ptr %8, i64 48, !dbg !1082
  %52 = load ptr, ptr %51, align 8, !dbg !1082, !tbaa !1083
  %53 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !1084
  store ptr %52, ptr %53, align 8, !dbg !1085, !tbaa !1086, !DIAssignID !1087
    #dbg_assign(ptr %52, !995, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1087, ptr %53, !DIExpression(), !1005)
  %54 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !1088
  store ptr %8, ptr %54, align 8, !dbg !1089, !tbaa !957, !DIAssignID !1090
    #dbg_assign(ptr %8, !995, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1090, ptr %54, !DIExpression(), !1005)
  store ptr %9, ptr %51, align 8, !dbg !1091, !tbaa !1083, !DIAssignID !1092
    #dbg_assign(ptr %9, !994, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !1092, ptr %51, !DIExpression(), !1005)
  %55 = getelementptr inbounds i8, ptr %9, i64 32, !dbg !1093
  store i32 0, ptr %55, align 8, !dbg !1094, !tbaa !1095, !DIAssignID !1096
    #dbg_assign(i32 0, !995, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !1096, ptr %55, !DIExpression(), !1005)
  %56 = getelementptr inbounds i8, ptr %18, i64 44, !dbg !1097
  %57 = load i32, ptr %56, align 4, !dbg !1097, !tbaa !1098
  %58 = getelementptr inbounds i8, ptr %9, i64 40, !dbg !1099
  store i32 %57, ptr %58, align 8, !dbg !1100, !tbaa !1101, !DIAssignID !1102
    #dbg_assign(i32 %57, !995, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !1102, ptr %58, !DIExpression(), !1005)
  %59 = getelementptr inbounds i8, ptr %9, i64 36, !dbg !1103
  store i32 0, ptr %59, align 4, !dbg !1104, !tbaa !1105, !DIAssignID !1106
    #dbg_assign(i32 0, !995, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !1106, ptr %59, !DIExpression(), !1005)
  %60 = getelementptr inbounds i8, ptr %9, i64 44, !dbg !1107
  store i32 0, ptr %60, align 4, !dbg !1108, !tbaa !1109, !DIAssignID !1110
    #dbg_assign(i32 0, !995, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !1110, ptr %60, !DIExpression(), !1005)
  %61 = getelementptr inbounds i8, ptr %9, i64 52, !dbg !1111
  store i32 0, ptr %61, align 4, !dbg !1112, !tbaa !1113, !DIAssignID !1114
    #dbg_assign(i32 0, !995, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !1114, ptr %61, !DIExpression(), !1005)
  %62 = getelementptr inbounds i8, ptr %9, i64 48, !dbg !1115
  store i32 0, ptr %62, align 8, !dbg !1116, !tbaa !1117, !DIAssignID !1118
    #dbg_assign(i32 0, !995, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !1118, ptr %62, !DIExpression(), !1005)
  %63 = getelementptr inbounds i8, ptr %9, i64 64, !dbg !1119
  %64 = getelementptr inbounds i8, ptr %9, i64 66, !dbg !1120
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(7) %63, i8 0, i64 7, i1 false), !dbg !1121, !DIAssignID !1122
    #dbg_assign(i8 0, !995, !DIExpression(DW_OP_LLVM_fragment, 512, 56), !1122, ptr %63, !DIExpression(), !1005)
  %65 = load ptr, ptr %47, align 8, !dbg !1123, !tbaa !959
  %66 = getelementptr inbounds i8, ptr %65, i64 8, !dbg !1124
  %67 = load i32, ptr %66, align 8, !dbg !1124, !tbaa !1058
  %68 = getelementptr inbounds i8, ptr %9, i64 56, !dbg !1125
  store i32 %67, ptr %68, align 8, !dbg !1126, !tbaa !968, !DIAssignID !1127
    #dbg_assign(i32 %67, !995, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !1127, ptr %68, !DIExpression(), !1005)
  %69 = getelementptr inbounds i8, ptr %65, i64 40, !dbg !1128
  %70 = load i32, ptr %69, align 8, !dbg !1128, !tbaa !1052
  %71 = getelementptr inbounds i8, ptr %9, i64 60, !dbg !1129
  store i32 %70, ptr %71, align 4, !dbg !1130, !tbaa !1131, !DIAssignID !1132
    #dbg_assign(i32 %70, !995, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !1132, ptr %71, !DIExpression(), !1005)
  %72 = getelementptr inbounds i8, ptr %9, i64 24, !dbg !1133
  store ptr null, ptr %72, align 8, !dbg !1134, !tbaa !1135, !DIAssignID !1136
    #dbg_assign(ptr null, !995, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1136, ptr %72, !DIExpression(), !1005)
  %73 = getelementptr inbounds i8, ptr %8, i64 96, !dbg !1137
  %74 = load ptr, ptr %73, align 8, !dbg !1137, !tbaa !1138
  store ptr %74, ptr %32, align 8, !dbg !1139, !tbaa !1038
  %75 = load i8, ptr %33, align 1, !dbg !1140, !tbaa !1033
  %76 = and i8 %75, 32, !dbg !1140
  %77 = icmp eq i8 %76, 0, !dbg !1140
  br i1 %77, label %93, label %78, !dbg !1140

78:                                               ; preds = %44
  %79 = getelementptr inbounds i8, ptr %74, i64 9, !dbg !1140
  %80 = load i8, ptr %79, align 1, !dbg !1140, !tbaa !1040
  %81 = and i8 %80, 24, !dbg !1140
  %82 = icmp eq i8 %81, 0, !dbg !1140
  br i1 %82, label %93, label %83, !dbg !1140

83:                                               ; preds = %78
  %84 = getelementptr inbounds i8, ptr %8, i64 56, !dbg !1140
  %85 = load ptr, ptr %84, align 8, !dbg !1140, !tbaa !1141
  call void @luaC_barrier_(ptr noundef %85, ptr noundef nonnull %18, ptr noundef nonnull %74) #11, !dbg !1140
  %86 = load i8, ptr %64, align 2, !dbg !1142, !tbaa !927
  %87 = load ptr, ptr %54, align 8, !dbg !1151, !tbaa !957
  %88 = getelementptr inbounds i8, ptr %87, i64 88
  %89 = load ptr, ptr %88, align 8, !dbg !1152, !tbaa !959
  %90 = getelementptr inbounds i8, ptr %89, i64 40
  %91 = load i32, ptr %90, align 8, !dbg !1153, !tbaa !1052
  %92 = load ptr, ptr %72, align 8, !dbg !1154, !tbaa !1135
  br label %93, !dbg !1140

93:                                               ; preds = %83, %78, %44
  %94 = phi ptr [ null, %44 ], [ null, %78 ], [ %92, %83 ], !dbg !1154
  %95 = phi i32 [ %70, %44 ], [ %70, %78 ], [ %91, %83 ], !dbg !1153
  %96 = phi ptr [ %65, %44 ], [ %65, %78 ], [ %89, %83 ], !dbg !1152
  %97 = phi i8 [ 0, %44 ], [ 0, %78 ], [ %86, %83 ], !dbg !1142
  %98 = getelementptr inbounds i8, ptr %18, i64 12, !dbg !1155
  store i8 2, ptr %98, align 4, !dbg !1156, !tbaa !1157
    #dbg_value(ptr %9, !1147, !DIExpression(), !1158)
    #dbg_value(ptr %7, !1148, !DIExpression(), !1158)
    #dbg_value(i8 0, !1149, !DIExpression(), !1158)
  %99 = getelementptr inbounds i8, ptr %7, i64 18, !dbg !1159
  store i8 0, ptr %99, align 2, !dbg !1160, !tbaa !1161, !DIAssignID !1163
    #dbg_assign(i8 0, !1060, !DIExpression(DW_OP_LLVM_fragment, 144, 8), !1163, ptr %99, !DIExpression(), !1068)
  %100 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !1164
  store i8 %97, ptr %100, align 8, !dbg !1165, !tbaa !1166, !DIAssignID !1167
    #dbg_assign(i8 %97, !1060, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !1167, ptr %100, !DIExpression(), !1068)
  %101 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !1168
  store i32 %95, ptr %101, align 8, !dbg !1169, !tbaa !1170, !DIAssignID !1171
    #dbg_assign(i32 %95, !1060, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1171, ptr %101, !DIExpression(), !1068)
  %102 = getelementptr inbounds i8, ptr %96, i64 24, !dbg !1172
  %103 = load i32, ptr %102, align 8, !dbg !1172, !tbaa !1055
  %104 = getelementptr inbounds i8, ptr %7, i64 12, !dbg !1173
  store i32 %103, ptr %104, align 4, !dbg !1174, !tbaa !1175, !DIAssignID !1176
    #dbg_assign(i32 %103, !1060, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1176, ptr %104, !DIExpression(), !1068)
  %105 = getelementptr inbounds i8, ptr %7, i64 17, !dbg !1177
  store i8 0, ptr %105, align 1, !dbg !1178, !tbaa !1179, !DIAssignID !1180
    #dbg_assign(i8 0, !1060, !DIExpression(DW_OP_LLVM_fragment, 136, 8), !1180, ptr %105, !DIExpression(), !1068)
  %106 = icmp eq ptr %94, null, !dbg !1181
  br i1 %106, label %112, label %107, !dbg !1182

107:                                              ; preds = %93
  %108 = getelementptr inbounds i8, ptr %94, i64 19, !dbg !1183
  %109 = load i8, ptr %108, align 1, !dbg !1183, !tbaa !1184
  %110 = icmp ne i8 %109, 0, !dbg !1182
  %111 = zext i1 %110 to i8, !dbg !1185
  br label %112

112:                                              ; preds = %107, %93
  %113 = phi i8 [ 0, %93 ], [ %111, %107 ], !dbg !1158
  %114 = getelementptr inbounds i8, ptr %7, i64 19, !dbg !1186
  store i8 %113, ptr %114, align 1, !dbg !1187, !tbaa !1184, !DIAssignID !1188
    #dbg_assign(i8 %113, !1060, !DIExpression(DW_OP_LLVM_fragment, 152, 8), !1188, ptr %114, !DIExpression(), !1068)
  store ptr %94, ptr %7, align 8, !dbg !1189, !tbaa !1190, !DIAssignID !1191
    #dbg_assign(ptr %94, !1060, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1191, ptr %7, !DIExpression(), !1068)
  store ptr %7, ptr %72, align 8, !dbg !1192, !tbaa !1135, !DIAssignID !1193
    #dbg_assign(ptr %7, !995, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1193, ptr %72, !DIExpression(), !1005)
    #dbg_value(ptr %9, !1194, !DIExpression(), !1200)
    #dbg_value(i32 0, !1199, !DIExpression(), !1200)
  %115 = load ptr, ptr %9, align 8, !dbg !1202, !tbaa !1029
  %116 = getelementptr inbounds i8, ptr %115, i64 11, !dbg !1203
  store i8 1, ptr %116, align 1, !dbg !1204, !tbaa !1205
  %117 = call i32 @luaK_codeABCk(ptr noundef nonnull %9, i32 noundef 81, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0) #11, !dbg !1206
    #dbg_value(ptr %9, !1207, !DIExpression(), !1214)
    #dbg_value(ptr poison, !1212, !DIExpression(), !1214)
    #dbg_value(i32 poison, !1213, !DIExpression(), !1214)
  %118 = getelementptr inbounds i8, ptr %9, i64 67, !dbg !1216
  %119 = load i8, ptr %118, align 1, !dbg !1216, !tbaa !1217
    #dbg_value(ptr %9, !1218, !DIExpression(), !1226)
    #dbg_value(i8 %119, !1223, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !1226)
    #dbg_value(i32 255, !1224, !DIExpression(), !1226)
    #dbg_value(ptr @.str, !1225, !DIExpression(), !1226)
  %120 = icmp eq i8 %119, -1, !dbg !1228
  br i1 %120, label %121, label %122, !dbg !1230

121:                                              ; preds = %112
  call fastcc void @errorlimit(ptr noundef nonnull readonly %9, i32 noundef 255, ptr noundef nonnull @.str) #12, !dbg !1231
  unreachable, !dbg !1231

122:                                              ; preds = %112
  %123 = load ptr, ptr %9, align 8, !dbg !1232, !tbaa !1029
    #dbg_value(ptr %123, !1212, !DIExpression(), !1214)
  %124 = getelementptr inbounds i8, ptr %123, i64 16, !dbg !1233
  %125 = zext i8 %119 to i32, !dbg !1234
    #dbg_value(i32 %125, !1223, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1226)
  %126 = load i32, ptr %124, align 8, !dbg !1233, !tbaa !1235
    #dbg_value(i32 %126, !1213, !DIExpression(), !1214)
  %127 = load ptr, ptr %54, align 8, !dbg !1236, !tbaa !957
  %128 = getelementptr inbounds i8, ptr %127, i64 56, !dbg !1236
  %129 = load ptr, ptr %128, align 8, !dbg !1236, !tbaa !1141
  %130 = getelementptr inbounds i8, ptr %123, i64 80, !dbg !1236
  %131 = load ptr, ptr %130, align 8, !dbg !1236, !tbaa !1237
  %132 = call ptr @luaM_growaux_(ptr noundef %129, ptr noundef %131, i32 noundef %125, ptr noundef nonnull %124, i32 noundef 16, i32 noundef 255, ptr noundef nonnull @.str) #11, !dbg !1236
  store ptr %132, ptr %130, align 8, !dbg !1236, !tbaa !1237
  %133 = load i32, ptr %124, align 8, !tbaa !1235
    #dbg_value(i32 %126, !1213, !DIExpression(), !1214)
  %134 = icmp slt i32 %126, %133, !dbg !1238
  br i1 %134, label %135, label %164, !dbg !1239

135:                                              ; preds = %122
  %136 = sext i32 %126 to i64, !dbg !1239
  %137 = sext i32 %133 to i64, !dbg !1238
  %138 = sub nsw i64 %137, %136, !dbg !1239
  %139 = and i64 %138, 3, !dbg !1239
  %140 = icmp eq i64 %139, 0, !dbg !1239
  br i1 %140, label %148, label %141, !dbg !1239

141:                                              ; preds = %135, %141
  %142 = phi i64 [ %144, %141 ], [ %136, %135 ]
  %143 = phi i64 [ %146, %141 ], [ 0, %135 ]
    #dbg_value(i64 %142, !1213, !DIExpression(), !1214)
  %144 = add nsw i64 %142, 1, !dbg !1240
    #dbg_value(i64 %144, !1213, !DIExpression(), !1214)
  %145 = getelementptr inbounds %struct.Upvaldesc, ptr %132, i64 %142, !dbg !1241
  store ptr null, ptr %145, align 8, !dbg !1242, !tbaa !1243
  %146 = add i64 %143, 1, !dbg !1239
  %147 = icmp eq i64 %146, %139, !dbg !1239
  br i1 %147, label %148, label %141, !dbg !1239, !llvm.loop !1245

148:                                              ; preds = %141, %135
  %149 = phi i64 [ %136, %135 ], [ %144, %141 ]
  %150 = sub nsw i64 %136, %137, !dbg !1239
  %151 = icmp ugt i64 %150, -4, !dbg !1239
  br i1 %151, label %164, label %152, !dbg !1239

152:                                              ; preds = %148
  %153 = getelementptr i8, ptr %132, i64 16, !dbg !1239
  %154 = getelementptr i8, ptr %132, i64 32, !dbg !1239
  %155 = getelementptr i8, ptr %132, i64 48, !dbg !1239
  br label %156, !dbg !1239

156:                                              ; preds = %156, %152
  %157 = phi i64 [ %149, %152 ], [ %161, %156 ]
    #dbg_value(i64 %157, !1213, !DIExpression(), !1214)
    #dbg_value(i64 %157, !1213, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1214)
  %158 = getelementptr inbounds %struct.Upvaldesc, ptr %132, i64 %157, !dbg !1241
  store ptr null, ptr %158, align 8, !dbg !1242, !tbaa !1243
    #dbg_value(i64 %157, !1213, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !1214)
  %159 = getelementptr %struct.Upvaldesc, ptr %153, i64 %157, !dbg !1241
  store ptr null, ptr %159, align 8, !dbg !1242, !tbaa !1243
    #dbg_value(i64 %157, !1213, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !1214)
  %160 = getelementptr %struct.Upvaldesc, ptr %154, i64 %157, !dbg !1241
  store ptr null, ptr %160, align 8, !dbg !1242, !tbaa !1243
  %161 = add nsw i64 %157, 4, !dbg !1240
    #dbg_value(i64 %161, !1213, !DIExpression(), !1214)
  %162 = getelementptr %struct.Upvaldesc, ptr %155, i64 %157, !dbg !1241
  store ptr null, ptr %162, align 8, !dbg !1242, !tbaa !1243
  %163 = icmp eq i64 %161, %137, !dbg !1238
  br i1 %163, label %164, label %156, !dbg !1239, !llvm.loop !1247

164:                                              ; preds = %148, %156, %122
  %165 = load i8, ptr %118, align 1, !dbg !1250, !tbaa !1217
  %166 = add i8 %165, 1, !dbg !1250
  store i8 %166, ptr %118, align 1, !dbg !1250, !tbaa !1217, !DIAssignID !1251
    #dbg_assign(i8 %166, !995, !DIExpression(DW_OP_LLVM_fragment, 536, 8), !1251, ptr %118, !DIExpression(), !1005)
  %167 = zext i8 %165 to i64, !dbg !1252
  %168 = getelementptr inbounds %struct.Upvaldesc, ptr %132, i64 %167, !dbg !1252
    #dbg_value(ptr %168, !1067, !DIExpression(), !1068)
  %169 = getelementptr inbounds i8, ptr %168, i64 8, !dbg !1253
  store i8 1, ptr %169, align 8, !dbg !1254, !tbaa !1255
  %170 = getelementptr inbounds i8, ptr %168, i64 9, !dbg !1256
  store i8 0, ptr %170, align 1, !dbg !1257, !tbaa !1258
  %171 = getelementptr inbounds i8, ptr %168, i64 10, !dbg !1259
  store i8 0, ptr %171, align 2, !dbg !1260, !tbaa !1261
  %172 = getelementptr inbounds i8, ptr %8, i64 104, !dbg !1262
  %173 = load ptr, ptr %172, align 8, !dbg !1262, !tbaa !1263
  store ptr %173, ptr %168, align 8, !dbg !1264, !tbaa !1243
  %174 = load ptr, ptr %9, align 8, !dbg !1265, !tbaa !1029
  %175 = getelementptr inbounds i8, ptr %174, i64 9, !dbg !1265
  %176 = load i8, ptr %175, align 1, !dbg !1265, !tbaa !1033
  %177 = and i8 %176, 32, !dbg !1265
  %178 = icmp eq i8 %177, 0, !dbg !1265
  br i1 %178, label %187, label %179, !dbg !1265

179:                                              ; preds = %164
  %180 = getelementptr inbounds i8, ptr %173, i64 9, !dbg !1265
  %181 = load i8, ptr %180, align 1, !dbg !1265, !tbaa !1040
  %182 = and i8 %181, 24, !dbg !1265
  %183 = icmp eq i8 %182, 0, !dbg !1265
  br i1 %183, label %187, label %184, !dbg !1265

184:                                              ; preds = %179
  %185 = getelementptr inbounds i8, ptr %8, i64 56, !dbg !1265
  %186 = load ptr, ptr %185, align 8, !dbg !1265, !tbaa !1141
  call void @luaC_barrier_(ptr noundef %186, ptr noundef nonnull %174, ptr noundef nonnull %173) #11, !dbg !1265
  br label %187, !dbg !1265

187:                                              ; preds = %184, %179, %164
  call void @luaX_next(ptr noundef nonnull %8) #11, !dbg !1266
    #dbg_value(ptr %8, !1267, !DIExpression(), !1272)
  %188 = getelementptr inbounds i8, ptr %8, i64 16
  br label %189, !dbg !1274

189:                                              ; preds = %193, %187
    #dbg_value(ptr %8, !1275, !DIExpression(), !1281)
    #dbg_value(i32 1, !1280, !DIExpression(), !1281)
  %190 = load i32, ptr %188, align 8, !dbg !1283, !tbaa !1284
  switch i32 %190, label %193 [
    i32 259, label %194
    i32 260, label %194
    i32 261, label %194
    i32 288, label %194
    i32 276, label %194
    i32 273, label %191
  ], !dbg !1285

191:                                              ; preds = %189
  call fastcc void @statement(ptr noundef nonnull %8), !dbg !1286
  %192 = load i32, ptr %188, align 8, !dbg !1290, !tbaa !1284
  br label %194, !dbg !1299

193:                                              ; preds = %189
  call fastcc void @statement(ptr noundef nonnull %8), !dbg !1300
  br label %189, !dbg !1274, !llvm.loop !1301

194:                                              ; preds = %189, %189, %189, %189, %189, %191
  %195 = phi i32 [ %192, %191 ], [ %190, %189 ], [ %190, %189 ], [ %190, %189 ], [ %190, %189 ], [ %190, %189 ], !dbg !1290
    #dbg_value(ptr %8, !1296, !DIExpression(), !1303)
    #dbg_value(i32 288, !1297, !DIExpression(), !1303)
  %196 = icmp eq i32 %195, 288, !dbg !1304
  br i1 %196, label %198, label %197, !dbg !1305

197:                                              ; preds = %194
  call fastcc void @error_expected(ptr noundef nonnull %8, i32 noundef 288) #12, !dbg !1306
  unreachable, !dbg !1306

198:                                              ; preds = %194
  call fastcc void @close_func(ptr noundef nonnull %8), !dbg !1307
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #11, !dbg !1308
  %199 = load ptr, ptr %11, align 8, !dbg !1309, !tbaa !974
  %200 = getelementptr inbounds i8, ptr %199, i64 -16, !dbg !1309
  store ptr %200, ptr %11, align 8, !dbg !1309, !tbaa !974
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #11, !dbg !1310
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %8) #11, !dbg !1310
  ret ptr %10, !dbg !1311
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare !dbg !1312 hidden ptr @luaF_newLclosure(ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare !dbg !1316 hidden void @luaD_inctop(ptr noundef) local_unnamed_addr #3

declare !dbg !1320 hidden ptr @luaH_new(ptr noundef) local_unnamed_addr #3

declare !dbg !1324 hidden ptr @luaF_newproto(ptr noundef) local_unnamed_addr #3

declare !dbg !1327 hidden void @luaC_barrier_(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !1331 hidden ptr @luaS_new(ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !1335 hidden void @luaX_setinput(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

declare !dbg !1338 hidden void @luaX_next(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @close_func(ptr nocapture noundef %0) unnamed_addr #1 !dbg !1339 {
    #dbg_value(ptr %0, !1341, !DIExpression(), !1345)
  %2 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !1346
  %3 = load ptr, ptr %2, align 8, !dbg !1346, !tbaa !1141
    #dbg_value(ptr %3, !1342, !DIExpression(), !1345)
  %4 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1347
  %5 = load ptr, ptr %4, align 8, !dbg !1347, !tbaa !1083
    #dbg_value(ptr %5, !1343, !DIExpression(), !1345)
  %6 = load ptr, ptr %5, align 8, !dbg !1348, !tbaa !1029
    #dbg_value(ptr %6, !1344, !DIExpression(), !1345)
    #dbg_value(ptr %5, !924, !DIExpression(), !1349)
  %7 = getelementptr inbounds i8, ptr %5, i64 66, !dbg !1351
  %8 = load i8, ptr %7, align 2, !dbg !1351, !tbaa !927
  %9 = zext i8 %8 to i32, !dbg !1352
    #dbg_value(ptr %5, !935, !DIExpression(), !1353)
    #dbg_value(i32 %9, !940, !DIExpression(), !1353)
  %10 = getelementptr inbounds i8, ptr %5, i64 16
  %11 = getelementptr inbounds i8, ptr %5, i64 56
  br label %12, !dbg !1355

12:                                               ; preds = %15, %1
  %13 = phi i32 [ %9, %1 ], [ %16, %15 ]
    #dbg_value(i32 %13, !940, !DIExpression(), !1353)
    #dbg_value(i32 %13, !940, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1353)
  %14 = icmp sgt i32 %13, 0, !dbg !1356
  br i1 %14, label %15, label %33, !dbg !1355

15:                                               ; preds = %12
  %16 = add nsw i32 %13, -1, !dbg !1357
    #dbg_value(i32 %16, !940, !DIExpression(), !1353)
    #dbg_value(ptr %5, !948, !DIExpression(), !1358)
    #dbg_value(i32 %16, !953, !DIExpression(), !1358)
  %17 = load ptr, ptr %10, align 8, !dbg !1360, !tbaa !957
  %18 = getelementptr inbounds i8, ptr %17, i64 88, !dbg !1361
  %19 = load ptr, ptr %18, align 8, !dbg !1361, !tbaa !959
  %20 = load ptr, ptr %19, align 8, !dbg !1362, !tbaa !963
  %21 = load i32, ptr %11, align 8, !dbg !1363, !tbaa !968
  %22 = add nsw i32 %21, %16, !dbg !1364
  %23 = sext i32 %22 to i64, !dbg !1365
  %24 = getelementptr inbounds %union.Vardesc, ptr %20, i64 %23, !dbg !1365
    #dbg_value(ptr %24, !941, !DIExpression(), !1366)
  %25 = getelementptr inbounds i8, ptr %24, i64 9, !dbg !1367
  %26 = load i8, ptr %25, align 1, !dbg !1367, !tbaa !974
  %27 = icmp eq i8 %26, 3, !dbg !1368
  br i1 %27, label %12, label %28, !dbg !1369

28:                                               ; preds = %15
  %29 = getelementptr inbounds i8, ptr %24, i64 10, !dbg !1370
  %30 = load i8, ptr %29, align 2, !dbg !1370, !tbaa !974
  %31 = zext i8 %30 to i32, !dbg !1371
  %32 = add nuw nsw i32 %31, 1, !dbg !1372
  br label %33

33:                                               ; preds = %12, %28
  %34 = phi i32 [ %32, %28 ], [ 0, %12 ], !dbg !1353
  tail call void @luaK_ret(ptr noundef nonnull %5, i32 noundef %34, i32 noundef 0) #11, !dbg !1373
  tail call fastcc void @leaveblock(ptr noundef nonnull %5), !dbg !1374
  tail call void @luaK_finish(ptr noundef nonnull %5) #11, !dbg !1375
  %35 = getelementptr inbounds i8, ptr %6, i64 64, !dbg !1376
  %36 = load ptr, ptr %35, align 8, !dbg !1376, !tbaa !1377
  %37 = getelementptr inbounds i8, ptr %6, i64 24, !dbg !1376
  %38 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !1376
  %39 = load i32, ptr %38, align 8, !dbg !1376, !tbaa !1095
  %40 = tail call ptr @luaM_shrinkvector_(ptr noundef %3, ptr noundef %36, ptr noundef nonnull %37, i32 noundef %39, i32 noundef 4) #11, !dbg !1376
  store ptr %40, ptr %35, align 8, !dbg !1376, !tbaa !1377
  %41 = getelementptr inbounds i8, ptr %6, i64 88, !dbg !1378
  %42 = load ptr, ptr %41, align 8, !dbg !1378, !tbaa !1379
  %43 = getelementptr inbounds i8, ptr %6, i64 28, !dbg !1378
  %44 = load i32, ptr %38, align 8, !dbg !1378, !tbaa !1095
  %45 = tail call ptr @luaM_shrinkvector_(ptr noundef %3, ptr noundef %42, ptr noundef nonnull %43, i32 noundef %44, i32 noundef 1) #11, !dbg !1378
  store ptr %45, ptr %41, align 8, !dbg !1378, !tbaa !1379
  %46 = getelementptr inbounds i8, ptr %6, i64 96, !dbg !1380
  %47 = load ptr, ptr %46, align 8, !dbg !1380, !tbaa !1381
  %48 = getelementptr inbounds i8, ptr %6, i64 40, !dbg !1380
  %49 = getelementptr inbounds i8, ptr %5, i64 52, !dbg !1380
  %50 = load i32, ptr %49, align 4, !dbg !1380, !tbaa !1113
  %51 = tail call ptr @luaM_shrinkvector_(ptr noundef %3, ptr noundef %47, ptr noundef nonnull %48, i32 noundef %50, i32 noundef 8) #11, !dbg !1380
  store ptr %51, ptr %46, align 8, !dbg !1380, !tbaa !1381
  %52 = getelementptr inbounds i8, ptr %6, i64 56, !dbg !1382
  %53 = load ptr, ptr %52, align 8, !dbg !1382, !tbaa !1383
  %54 = getelementptr inbounds i8, ptr %6, i64 20, !dbg !1382
  %55 = getelementptr inbounds i8, ptr %5, i64 44, !dbg !1382
  %56 = load i32, ptr %55, align 4, !dbg !1382, !tbaa !1109
  %57 = tail call ptr @luaM_shrinkvector_(ptr noundef %3, ptr noundef %53, ptr noundef nonnull %54, i32 noundef %56, i32 noundef 16) #11, !dbg !1382
  store ptr %57, ptr %52, align 8, !dbg !1382, !tbaa !1383
  %58 = getelementptr inbounds i8, ptr %6, i64 72, !dbg !1384
  %59 = load ptr, ptr %58, align 8, !dbg !1384, !tbaa !1385
  %60 = getelementptr inbounds i8, ptr %6, i64 32, !dbg !1384
  %61 = getelementptr inbounds i8, ptr %5, i64 48, !dbg !1384
  %62 = load i32, ptr %61, align 8, !dbg !1384, !tbaa !1117
  %63 = tail call ptr @luaM_shrinkvector_(ptr noundef %3, ptr noundef %59, ptr noundef nonnull %60, i32 noundef %62, i32 noundef 8) #11, !dbg !1384
  store ptr %63, ptr %58, align 8, !dbg !1384, !tbaa !1385
  %64 = getelementptr inbounds i8, ptr %6, i64 104, !dbg !1386
  %65 = load ptr, ptr %64, align 8, !dbg !1386, !tbaa !1387
  %66 = getelementptr inbounds i8, ptr %6, i64 36, !dbg !1386
  %67 = getelementptr inbounds i8, ptr %5, i64 64, !dbg !1386
  %68 = load i16, ptr %67, align 8, !dbg !1386, !tbaa !1388
  %69 = sext i16 %68 to i32, !dbg !1386
  %70 = tail call ptr @luaM_shrinkvector_(ptr noundef %3, ptr noundef %65, ptr noundef nonnull %66, i32 noundef %69, i32 noundef 16) #11, !dbg !1386
  store ptr %70, ptr %64, align 8, !dbg !1386, !tbaa !1387
  %71 = getelementptr inbounds i8, ptr %6, i64 80, !dbg !1389
  %72 = load ptr, ptr %71, align 8, !dbg !1389, !tbaa !1237
  %73 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !1389
  %74 = getelementptr inbounds i8, ptr %5, i64 67, !dbg !1389
  %75 = load i8, ptr %74, align 1, !dbg !1389, !tbaa !1217
  %76 = zext i8 %75 to i32, !dbg !1389
  %77 = tail call ptr @luaM_shrinkvector_(ptr noundef %3, ptr noundef %72, ptr noundef nonnull %73, i32 noundef %76, i32 noundef 16) #11, !dbg !1389
  store ptr %77, ptr %71, align 8, !dbg !1389, !tbaa !1237
  %78 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !1390
  %79 = load ptr, ptr %78, align 8, !dbg !1390, !tbaa !1086
  store ptr %79, ptr %4, align 8, !dbg !1391, !tbaa !1083
  %80 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !1392
  %81 = load ptr, ptr %80, align 8, !dbg !1392, !tbaa !1395
  %82 = getelementptr inbounds i8, ptr %81, i64 24, !dbg !1392
  %83 = load i64, ptr %82, align 8, !dbg !1392, !tbaa !1399
  %84 = icmp sgt i64 %83, 0, !dbg !1392
  br i1 %84, label %85, label %86, !dbg !1402

85:                                               ; preds = %33
  tail call void @luaC_step(ptr noundef nonnull %3) #11, !dbg !1403
  br label %86, !dbg !1403

86:                                               ; preds = %85, %33
  ret void, !dbg !1405
}

declare !dbg !1406 hidden i32 @luaK_codeABCk(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

declare !dbg !1409 hidden ptr @luaM_growaux_(ptr noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind uwtable
define internal fastcc void @errorlimit(ptr nocapture noundef readonly %0, i32 noundef %1, ptr noundef %2) unnamed_addr #4 !dbg !1414 {
    #dbg_value(ptr %0, !1418, !DIExpression(), !1425)
    #dbg_value(i32 %1, !1419, !DIExpression(), !1425)
    #dbg_value(ptr %2, !1420, !DIExpression(), !1425)
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1426
  %5 = load ptr, ptr %4, align 8, !dbg !1426, !tbaa !957
  %6 = getelementptr inbounds i8, ptr %5, i64 56, !dbg !1427
  %7 = load ptr, ptr %6, align 8, !dbg !1427, !tbaa !1141
    #dbg_value(ptr %7, !1421, !DIExpression(), !1425)
  %8 = load ptr, ptr %0, align 8, !dbg !1428, !tbaa !1029
  %9 = getelementptr inbounds i8, ptr %8, i64 44, !dbg !1429
  %10 = load i32, ptr %9, align 4, !dbg !1429, !tbaa !1098
    #dbg_value(i32 %10, !1423, !DIExpression(), !1425)
  %11 = icmp eq i32 %10, 0, !dbg !1430
  br i1 %11, label %14, label %12, !dbg !1431

12:                                               ; preds = %3
  %13 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %7, ptr noundef nonnull @.str.2, i32 noundef %10) #11, !dbg !1432
  br label %14, !dbg !1431

14:                                               ; preds = %3, %12
  %15 = phi ptr [ %13, %12 ], [ @.str.1, %3 ], !dbg !1431
    #dbg_value(ptr %15, !1424, !DIExpression(), !1425)
  %16 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %7, ptr noundef nonnull @.str.3, ptr noundef %2, i32 noundef %1, ptr noundef %15) #11, !dbg !1433
    #dbg_value(ptr %16, !1422, !DIExpression(), !1425)
  %17 = load ptr, ptr %4, align 8, !dbg !1434, !tbaa !957
  tail call void @luaX_syntaxerror(ptr noundef %17, ptr noundef %16) #13, !dbg !1435
  unreachable, !dbg !1435
}

declare !dbg !1436 hidden ptr @luaO_pushfstring(ptr noundef, ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: noreturn
declare !dbg !1439 hidden void @luaX_syntaxerror(ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define internal fastcc void @statement(ptr noundef %0) unnamed_addr #1 !dbg !1442 {
  %2 = alloca %struct.BlockCnt, align 8, !DIAssignID !1446
    #dbg_assign(i1 undef, !1447, !DIExpression(), !1446, ptr %2, !DIExpression(), !1484)
  %3 = alloca %struct.expdesc, align 8, !DIAssignID !1495
  %4 = alloca %struct.expdesc, align 8, !DIAssignID !1496
  %5 = alloca %struct.expdesc, align 8, !DIAssignID !1497
  %6 = alloca %struct.expdesc, align 8, !DIAssignID !1498
  %7 = alloca %struct.expdesc, align 8, !DIAssignID !1499
  %8 = alloca %struct.expdesc, align 8, !DIAssignID !1500
  %9 = alloca %struct.expdesc, align 8, !DIAssignID !1501
  %10 = alloca %struct.expdesc, align 8, !DIAssignID !1502
  %11 = alloca %struct.expdesc, align 8, !DIAssignID !1503
  %12 = alloca %struct.BlockCnt, align 8, !DIAssignID !1504
  %13 = alloca %struct.BlockCnt, align 8, !DIAssignID !1505
  %14 = alloca %struct.LHS_assign, align 8, !DIAssignID !1506
  %15 = alloca %struct.expdesc, align 8, !DIAssignID !1507
  %16 = alloca %struct.expdesc, align 8, !DIAssignID !1508
  %17 = alloca %struct.expdesc, align 8, !DIAssignID !1509
  %18 = alloca %struct.expdesc, align 8, !DIAssignID !1510
    #dbg_assign(i1 undef, !1511, !DIExpression(), !1510, ptr %18, !DIExpression(), !1518)
  %19 = alloca %struct.expdesc, align 8, !DIAssignID !1521
  %20 = alloca %struct.BlockCnt, align 8, !DIAssignID !1522
    #dbg_assign(i1 undef, !1523, !DIExpression(), !1522, ptr %20, !DIExpression(), !1535)
  %21 = alloca %struct.BlockCnt, align 8, !DIAssignID !1538
  %22 = alloca %struct.BlockCnt, align 8, !DIAssignID !1539
  %23 = alloca %struct.BlockCnt, align 8, !DIAssignID !1540
  %24 = alloca %struct.BlockCnt, align 8, !DIAssignID !1541
  %25 = alloca i32, align 4, !DIAssignID !1542
    #dbg_value(ptr %0, !1444, !DIExpression(), !1543)
  %26 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !1544
  %27 = load i32, ptr %26, align 4, !dbg !1544, !tbaa !1545
    #dbg_value(i32 %27, !1445, !DIExpression(), !1543)
  %28 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !1546
  %29 = load ptr, ptr %28, align 8, !dbg !1546, !tbaa !1141
  tail call void @luaE_incCstack(ptr noundef %29) #11, !dbg !1546
  %30 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1547
  %31 = load i32, ptr %30, align 8, !dbg !1548, !tbaa !1284
  switch i32 %31, label %1285 [
    i32 59, label %32
    i32 266, label %33
    i32 277, label %181
    i32 258, label %256
    i32 263, label %290
    i32 272, label %637
    i32 264, label %720
    i32 268, label %797
    i32 287, label %1029
    i32 273, label %1078
    i32 257, label %1149
    i32 265, label %1175
  ], !dbg !1549

32:                                               ; preds = %1
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !1550
  br label %1307, !dbg !1552

33:                                               ; preds = %1
    #dbg_assign(i1 undef, !1491, !DIExpression(), !1542, ptr %25, !DIExpression(), !1553)
    #dbg_value(ptr %0, !1488, !DIExpression(), !1553)
    #dbg_value(i32 %27, !1489, !DIExpression(), !1553)
  %34 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1554
  %35 = load ptr, ptr %34, align 8, !dbg !1554, !tbaa !1083
    #dbg_value(ptr %35, !1490, !DIExpression(), !1553)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %25) #11, !dbg !1555
  store i32 -1, ptr %25, align 4, !dbg !1556, !tbaa !1557, !DIAssignID !1558
    #dbg_assign(i32 -1, !1491, !DIExpression(), !1558, ptr %25, !DIExpression(), !1553)
  %36 = getelementptr inbounds i8, ptr %2, i64 18
  %37 = getelementptr inbounds i8, ptr %2, i64 16
  %38 = getelementptr inbounds i8, ptr %2, i64 8
  %39 = getelementptr inbounds i8, ptr %2, i64 12
  %40 = getelementptr inbounds i8, ptr %2, i64 17
  %41 = getelementptr inbounds i8, ptr %2, i64 19
  %42 = getelementptr inbounds i8, ptr %3, i64 20
  %43 = getelementptr inbounds i8, ptr %3, i64 16
  %44 = getelementptr inbounds i8, ptr %0, i64 88
  br label %45, !dbg !1559

45:                                               ; preds = %144, %33
    #dbg_assign(i1 undef, !1455, !DIExpression(), !1495, ptr %3, !DIExpression(), !1484)
    #dbg_value(ptr %0, !1452, !DIExpression(), !1484)
    #dbg_value(ptr %25, !1453, !DIExpression(), !1484)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #11, !dbg !1560
  %46 = load ptr, ptr %34, align 8, !dbg !1561, !tbaa !1083
    #dbg_value(ptr %46, !1454, !DIExpression(), !1484)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11, !dbg !1562
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !1563
    #dbg_value(ptr %0, !1564, !DIExpression(), !1571)
    #dbg_value(ptr %3, !1570, !DIExpression(), !1571)
  %47 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %3, i32 noundef 0), !dbg !1573
    #dbg_value(ptr %0, !1574, !DIExpression(), !1578)
    #dbg_value(i32 274, !1577, !DIExpression(), !1578)
    #dbg_value(ptr %0, !1296, !DIExpression(), !1580)
    #dbg_value(i32 274, !1297, !DIExpression(), !1580)
  %48 = load i32, ptr %30, align 8, !dbg !1582, !tbaa !1284
  %49 = icmp eq i32 %48, 274, !dbg !1583
  br i1 %49, label %51, label %50, !dbg !1584

50:                                               ; preds = %45
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 274) #12, !dbg !1585
  unreachable, !dbg !1585

51:                                               ; preds = %45
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !1586
  %52 = load i32, ptr %30, align 8, !dbg !1587, !tbaa !1284
  %53 = icmp eq i32 %52, 257, !dbg !1588
  br i1 %53, label %54, label %108, !dbg !1589

54:                                               ; preds = %51
  %55 = load i32, ptr %26, align 4, !dbg !1590, !tbaa !1545
    #dbg_value(i32 %55, !1481, !DIExpression(), !1591)
  %56 = load ptr, ptr %34, align 8, !dbg !1592, !tbaa !1083
  call void @luaK_goiffalse(ptr noundef %56, ptr noundef nonnull %3) #11, !dbg !1593
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !1594
    #dbg_value(ptr %46, !1147, !DIExpression(), !1595)
    #dbg_value(ptr %2, !1148, !DIExpression(), !1595)
    #dbg_value(i8 0, !1149, !DIExpression(), !1595)
  store i8 0, ptr %36, align 2, !dbg !1597, !tbaa !1161, !DIAssignID !1598
    #dbg_assign(i8 0, !1447, !DIExpression(DW_OP_LLVM_fragment, 144, 8), !1598, ptr %36, !DIExpression(), !1484)
  %57 = getelementptr inbounds i8, ptr %46, i64 66, !dbg !1599
  %58 = load i8, ptr %57, align 2, !dbg !1599, !tbaa !927
  store i8 %58, ptr %37, align 8, !dbg !1600, !tbaa !1166, !DIAssignID !1601
    #dbg_assign(i8 %58, !1447, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !1601, ptr %37, !DIExpression(), !1484)
  %59 = getelementptr inbounds i8, ptr %46, i64 16, !dbg !1602
  %60 = load ptr, ptr %59, align 8, !dbg !1602, !tbaa !957
  %61 = getelementptr inbounds i8, ptr %60, i64 88, !dbg !1603
  %62 = load ptr, ptr %61, align 8, !dbg !1603, !tbaa !959
  %63 = getelementptr inbounds i8, ptr %62, i64 40, !dbg !1604
  %64 = load i32, ptr %63, align 8, !dbg !1604, !tbaa !1052
  store i32 %64, ptr %38, align 8, !dbg !1605, !tbaa !1170, !DIAssignID !1606
    #dbg_assign(i32 %64, !1447, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1606, ptr %38, !DIExpression(), !1484)
  %65 = getelementptr inbounds i8, ptr %62, i64 24, !dbg !1607
  %66 = load i32, ptr %65, align 8, !dbg !1607, !tbaa !1055
  store i32 %66, ptr %39, align 4, !dbg !1608, !tbaa !1175, !DIAssignID !1609
    #dbg_assign(i32 %66, !1447, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1609, ptr %39, !DIExpression(), !1484)
  store i8 0, ptr %40, align 1, !dbg !1610, !tbaa !1179, !DIAssignID !1611
    #dbg_assign(i8 0, !1447, !DIExpression(DW_OP_LLVM_fragment, 136, 8), !1611, ptr %40, !DIExpression(), !1484)
  %67 = getelementptr inbounds i8, ptr %46, i64 24, !dbg !1612
  %68 = load ptr, ptr %67, align 8, !dbg !1612, !tbaa !1135
  %69 = icmp eq ptr %68, null, !dbg !1613
  br i1 %69, label %75, label %70, !dbg !1614

70:                                               ; preds = %54
  %71 = getelementptr inbounds i8, ptr %68, i64 19, !dbg !1615
  %72 = load i8, ptr %71, align 1, !dbg !1615, !tbaa !1184
  %73 = icmp ne i8 %72, 0, !dbg !1614
  %74 = zext i1 %73 to i8, !dbg !1616
  br label %75

75:                                               ; preds = %70, %54
  %76 = phi i8 [ 0, %54 ], [ %74, %70 ], !dbg !1595
  store i8 %76, ptr %41, align 1, !dbg !1617, !tbaa !1184, !DIAssignID !1618
    #dbg_assign(i8 %76, !1447, !DIExpression(DW_OP_LLVM_fragment, 152, 8), !1618, ptr %41, !DIExpression(), !1484)
  store ptr %68, ptr %2, align 8, !dbg !1619, !tbaa !1190, !DIAssignID !1620
    #dbg_assign(ptr %68, !1447, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1620, ptr %2, !DIExpression(), !1484)
  store ptr %2, ptr %67, align 8, !dbg !1621, !tbaa !1135
  %77 = load ptr, ptr %28, align 8, !dbg !1622, !tbaa !1141
  %78 = call ptr @luaS_newlstr(ptr noundef %77, ptr noundef nonnull @.str.4, i64 noundef 5) #11, !dbg !1622
  %79 = load i32, ptr %43, align 8, !dbg !1623, !tbaa !1624
    #dbg_value(ptr %0, !1626, !DIExpression(), !1634)
    #dbg_value(ptr %78, !1631, !DIExpression(), !1634)
    #dbg_value(i32 %55, !1632, !DIExpression(), !1634)
    #dbg_value(i32 %79, !1633, !DIExpression(), !1634)
  %80 = load ptr, ptr %44, align 8, !dbg !1636, !tbaa !959
  %81 = getelementptr inbounds i8, ptr %80, i64 16, !dbg !1637
    #dbg_value(ptr %0, !1638, !DIExpression(), !1649)
    #dbg_value(ptr %81, !1644, !DIExpression(), !1649)
    #dbg_value(ptr %78, !1645, !DIExpression(), !1649)
    #dbg_value(i32 %55, !1646, !DIExpression(), !1649)
    #dbg_value(i32 %79, !1647, !DIExpression(), !1649)
  %82 = getelementptr inbounds i8, ptr %80, i64 24, !dbg !1651
  %83 = load i32, ptr %82, align 8, !dbg !1651, !tbaa !1652
    #dbg_value(i32 %83, !1648, !DIExpression(), !1649)
  %84 = load ptr, ptr %28, align 8, !dbg !1653, !tbaa !1141
  %85 = load ptr, ptr %81, align 8, !dbg !1653, !tbaa !1654
  %86 = getelementptr inbounds i8, ptr %80, i64 28, !dbg !1653
  %87 = call ptr @luaM_growaux_(ptr noundef %84, ptr noundef %85, i32 noundef %83, ptr noundef nonnull %86, i32 noundef 24, i32 noundef 32767, ptr noundef nonnull @.str.13) #11, !dbg !1653
  store ptr %87, ptr %81, align 8, !dbg !1653, !tbaa !1654
  %88 = sext i32 %83 to i64, !dbg !1655
  %89 = getelementptr inbounds %struct.Labeldesc, ptr %87, i64 %88, !dbg !1655
  store ptr %78, ptr %89, align 8, !dbg !1656, !tbaa !1657
  %90 = getelementptr inbounds %struct.Labeldesc, ptr %87, i64 %88, i32 2, !dbg !1659
  store i32 %55, ptr %90, align 4, !dbg !1660, !tbaa !1661
  %91 = load ptr, ptr %34, align 8, !dbg !1662, !tbaa !1083
  %92 = getelementptr inbounds i8, ptr %91, i64 66, !dbg !1663
  %93 = load i8, ptr %92, align 2, !dbg !1663, !tbaa !927
  %94 = getelementptr inbounds %struct.Labeldesc, ptr %87, i64 %88, i32 3, !dbg !1664
  store i8 %93, ptr %94, align 8, !dbg !1665, !tbaa !1666
  %95 = getelementptr inbounds %struct.Labeldesc, ptr %87, i64 %88, i32 4, !dbg !1667
  store i8 0, ptr %95, align 1, !dbg !1668, !tbaa !1669
  %96 = getelementptr inbounds %struct.Labeldesc, ptr %87, i64 %88, i32 1, !dbg !1670
  store i32 %79, ptr %96, align 8, !dbg !1671, !tbaa !1672
  %97 = add nsw i32 %83, 1, !dbg !1673
  store i32 %97, ptr %82, align 8, !dbg !1674, !tbaa !1652
    #dbg_value(ptr %0, !1675, !DIExpression(), !1679)
    #dbg_value(i32 59, !1678, !DIExpression(), !1679)
  %98 = load i32, ptr %30, align 8, !dbg !1681, !tbaa !1284
  %99 = icmp eq i32 %98, 59, !dbg !1683
  br i1 %99, label %100, label %103, !dbg !1684

100:                                              ; preds = %75, %100
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !1685
    #dbg_value(ptr %0, !1675, !DIExpression(), !1679)
    #dbg_value(i32 59, !1678, !DIExpression(), !1679)
  %101 = load i32, ptr %30, align 8, !dbg !1681, !tbaa !1284
  %102 = icmp eq i32 %101, 59, !dbg !1683
  br i1 %102, label %100, label %103, !dbg !1684, !llvm.loop !1687

103:                                              ; preds = %100, %75
  %104 = phi i32 [ %98, %75 ], [ %101, %100 ], !dbg !1690
    #dbg_value(ptr %0, !1275, !DIExpression(), !1693)
    #dbg_value(i32 0, !1280, !DIExpression(), !1693)
  switch i32 %104, label %105 [
    i32 259, label %107
    i32 260, label %107
    i32 261, label %107
    i32 288, label %107
  ], !dbg !1694

105:                                              ; preds = %103
  %106 = call i32 @luaK_jump(ptr noundef %46) #11, !dbg !1695
    #dbg_value(i32 %106, !1480, !DIExpression(), !1484)
  br label %131

107:                                              ; preds = %103, %103, %103, %103
  call fastcc void @leaveblock(ptr noundef %46), !dbg !1696
    #dbg_value(i32 undef, !1480, !DIExpression(), !1484)
  br label %144

108:                                              ; preds = %51
  %109 = load ptr, ptr %34, align 8, !dbg !1698, !tbaa !1083
  call void @luaK_goiftrue(ptr noundef %109, ptr noundef nonnull %3) #11, !dbg !1700
    #dbg_value(ptr %46, !1147, !DIExpression(), !1701)
    #dbg_value(ptr %2, !1148, !DIExpression(), !1701)
    #dbg_value(i8 0, !1149, !DIExpression(), !1701)
  store i8 0, ptr %36, align 2, !dbg !1703, !tbaa !1161, !DIAssignID !1704
    #dbg_assign(i8 0, !1447, !DIExpression(DW_OP_LLVM_fragment, 144, 8), !1704, ptr %36, !DIExpression(), !1484)
  %110 = getelementptr inbounds i8, ptr %46, i64 66, !dbg !1705
  %111 = load i8, ptr %110, align 2, !dbg !1705, !tbaa !927
  store i8 %111, ptr %37, align 8, !dbg !1706, !tbaa !1166, !DIAssignID !1707
    #dbg_assign(i8 %111, !1447, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !1707, ptr %37, !DIExpression(), !1484)
  %112 = getelementptr inbounds i8, ptr %46, i64 16, !dbg !1708
  %113 = load ptr, ptr %112, align 8, !dbg !1708, !tbaa !957
  %114 = getelementptr inbounds i8, ptr %113, i64 88, !dbg !1709
  %115 = load ptr, ptr %114, align 8, !dbg !1709, !tbaa !959
  %116 = getelementptr inbounds i8, ptr %115, i64 40, !dbg !1710
  %117 = load i32, ptr %116, align 8, !dbg !1710, !tbaa !1052
  store i32 %117, ptr %38, align 8, !dbg !1711, !tbaa !1170, !DIAssignID !1712
    #dbg_assign(i32 %117, !1447, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1712, ptr %38, !DIExpression(), !1484)
  %118 = getelementptr inbounds i8, ptr %115, i64 24, !dbg !1713
  %119 = load i32, ptr %118, align 8, !dbg !1713, !tbaa !1055
  store i32 %119, ptr %39, align 4, !dbg !1714, !tbaa !1175, !DIAssignID !1715
    #dbg_assign(i32 %119, !1447, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1715, ptr %39, !DIExpression(), !1484)
  store i8 0, ptr %40, align 1, !dbg !1716, !tbaa !1179, !DIAssignID !1717
    #dbg_assign(i8 0, !1447, !DIExpression(DW_OP_LLVM_fragment, 136, 8), !1717, ptr %40, !DIExpression(), !1484)
  %120 = getelementptr inbounds i8, ptr %46, i64 24, !dbg !1718
  %121 = load ptr, ptr %120, align 8, !dbg !1718, !tbaa !1135
  %122 = icmp eq ptr %121, null, !dbg !1719
  br i1 %122, label %128, label %123, !dbg !1720

123:                                              ; preds = %108
  %124 = getelementptr inbounds i8, ptr %121, i64 19, !dbg !1721
  %125 = load i8, ptr %124, align 1, !dbg !1721, !tbaa !1184
  %126 = icmp ne i8 %125, 0, !dbg !1720
  %127 = zext i1 %126 to i8, !dbg !1722
  br label %128

128:                                              ; preds = %123, %108
  %129 = phi i8 [ 0, %108 ], [ %127, %123 ], !dbg !1701
  store i8 %129, ptr %41, align 1, !dbg !1723, !tbaa !1184, !DIAssignID !1724
    #dbg_assign(i8 %129, !1447, !DIExpression(DW_OP_LLVM_fragment, 152, 8), !1724, ptr %41, !DIExpression(), !1484)
  store ptr %121, ptr %2, align 8, !dbg !1725, !tbaa !1190, !DIAssignID !1726
    #dbg_assign(ptr %121, !1447, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1726, ptr %2, !DIExpression(), !1484)
  store ptr %2, ptr %120, align 8, !dbg !1727, !tbaa !1135
  %130 = load i32, ptr %42, align 4, !dbg !1728, !tbaa !1729
    #dbg_value(i32 %130, !1480, !DIExpression(), !1484)
  br label %131

131:                                              ; preds = %128, %105
  %132 = phi i32 [ %130, %128 ], [ %106, %105 ]
    #dbg_value(i32 %132, !1480, !DIExpression(), !1484)
    #dbg_value(ptr %0, !1267, !DIExpression(), !1730)
  br label %133, !dbg !1732

133:                                              ; preds = %136, %131
    #dbg_value(ptr %0, !1275, !DIExpression(), !1733)
    #dbg_value(i32 1, !1280, !DIExpression(), !1733)
  %134 = load i32, ptr %30, align 8, !dbg !1735, !tbaa !1284
  switch i32 %134, label %136 [
    i32 259, label %137
    i32 260, label %137
    i32 261, label %137
    i32 288, label %137
    i32 276, label %137
    i32 273, label %135
  ], !dbg !1736

135:                                              ; preds = %133
  call fastcc void @statement(ptr noundef nonnull %0), !dbg !1737
  br label %137, !dbg !1738

136:                                              ; preds = %133
  call fastcc void @statement(ptr noundef nonnull %0), !dbg !1739
  br label %133, !dbg !1732, !llvm.loop !1740

137:                                              ; preds = %133, %133, %133, %133, %133, %135
  call fastcc void @leaveblock(ptr noundef %46), !dbg !1742
  %138 = load i32, ptr %30, align 8, !dbg !1743, !tbaa !1284
  %139 = add i32 %138, -259, !dbg !1745
  %140 = icmp ult i32 %139, 2, !dbg !1745
  br i1 %140, label %141, label %143, !dbg !1745

141:                                              ; preds = %137
  %142 = call i32 @luaK_jump(ptr noundef %46) #11, !dbg !1746
  call void @luaK_concat(ptr noundef %46, ptr noundef nonnull %25, i32 noundef %142) #11, !dbg !1747
  br label %143, !dbg !1747

143:                                              ; preds = %141, %137
  call void @luaK_patchtohere(ptr noundef %46, i32 noundef %132) #11, !dbg !1748
  br label %144, !dbg !1749

144:                                              ; preds = %107, %143
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11, !dbg !1749
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #11, !dbg !1749
  %145 = load i32, ptr %30, align 8, !dbg !1750, !tbaa !1284
  switch i32 %145, label %179 [
    i32 260, label %45
    i32 259, label %146
  ], !dbg !1559, !llvm.loop !1751

146:                                              ; preds = %144
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !1753
    #dbg_assign(i1 undef, !1756, !DIExpression(), !1505, ptr %13, !DIExpression(), !1761)
    #dbg_value(ptr %0, !1759, !DIExpression(), !1761)
  %147 = load ptr, ptr %34, align 8, !dbg !1763, !tbaa !1083
    #dbg_value(ptr %147, !1760, !DIExpression(), !1761)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #11, !dbg !1764
    #dbg_value(ptr %147, !1147, !DIExpression(), !1765)
    #dbg_value(ptr %13, !1148, !DIExpression(), !1765)
    #dbg_value(i8 0, !1149, !DIExpression(), !1765)
  %148 = getelementptr inbounds i8, ptr %13, i64 18, !dbg !1767
  store i8 0, ptr %148, align 2, !dbg !1768, !tbaa !1161, !DIAssignID !1769
    #dbg_assign(i8 0, !1756, !DIExpression(DW_OP_LLVM_fragment, 144, 8), !1769, ptr %148, !DIExpression(), !1761)
  %149 = getelementptr inbounds i8, ptr %147, i64 66, !dbg !1770
  %150 = load i8, ptr %149, align 2, !dbg !1770, !tbaa !927
  %151 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !1771
  store i8 %150, ptr %151, align 8, !dbg !1772, !tbaa !1166, !DIAssignID !1773
    #dbg_assign(i8 %150, !1756, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !1773, ptr %151, !DIExpression(), !1761)
  %152 = getelementptr inbounds i8, ptr %147, i64 16, !dbg !1774
  %153 = load ptr, ptr %152, align 8, !dbg !1774, !tbaa !957
  %154 = getelementptr inbounds i8, ptr %153, i64 88, !dbg !1775
  %155 = load ptr, ptr %154, align 8, !dbg !1775, !tbaa !959
  %156 = getelementptr inbounds i8, ptr %155, i64 40, !dbg !1776
  %157 = load i32, ptr %156, align 8, !dbg !1776, !tbaa !1052
  %158 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !1777
  store i32 %157, ptr %158, align 8, !dbg !1778, !tbaa !1170, !DIAssignID !1779
    #dbg_assign(i32 %157, !1756, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1779, ptr %158, !DIExpression(), !1761)
  %159 = getelementptr inbounds i8, ptr %155, i64 24, !dbg !1780
  %160 = load i32, ptr %159, align 8, !dbg !1780, !tbaa !1055
  %161 = getelementptr inbounds i8, ptr %13, i64 12, !dbg !1781
  store i32 %160, ptr %161, align 4, !dbg !1782, !tbaa !1175, !DIAssignID !1783
    #dbg_assign(i32 %160, !1756, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1783, ptr %161, !DIExpression(), !1761)
  %162 = getelementptr inbounds i8, ptr %13, i64 17, !dbg !1784
  store i8 0, ptr %162, align 1, !dbg !1785, !tbaa !1179, !DIAssignID !1786
    #dbg_assign(i8 0, !1756, !DIExpression(DW_OP_LLVM_fragment, 136, 8), !1786, ptr %162, !DIExpression(), !1761)
  %163 = getelementptr inbounds i8, ptr %147, i64 24, !dbg !1787
  %164 = load ptr, ptr %163, align 8, !dbg !1787, !tbaa !1135
  %165 = icmp eq ptr %164, null, !dbg !1788
  br i1 %165, label %171, label %166, !dbg !1789

166:                                              ; preds = %146
  %167 = getelementptr inbounds i8, ptr %164, i64 19, !dbg !1790
  %168 = load i8, ptr %167, align 1, !dbg !1790, !tbaa !1184
  %169 = icmp ne i8 %168, 0, !dbg !1789
  %170 = zext i1 %169 to i8, !dbg !1791
  br label %171

171:                                              ; preds = %166, %146
  %172 = phi i8 [ 0, %146 ], [ %170, %166 ], !dbg !1765
  %173 = getelementptr inbounds i8, ptr %13, i64 19, !dbg !1792
  store i8 %172, ptr %173, align 1, !dbg !1793, !tbaa !1184, !DIAssignID !1794
    #dbg_assign(i8 %172, !1756, !DIExpression(DW_OP_LLVM_fragment, 152, 8), !1794, ptr %173, !DIExpression(), !1761)
  store ptr %164, ptr %13, align 8, !dbg !1795, !tbaa !1190, !DIAssignID !1796
    #dbg_assign(ptr %164, !1756, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1796, ptr %13, !DIExpression(), !1761)
  store ptr %13, ptr %163, align 8, !dbg !1797, !tbaa !1135
    #dbg_value(ptr %0, !1267, !DIExpression(), !1798)
  br label %174, !dbg !1800

174:                                              ; preds = %177, %171
    #dbg_value(ptr %0, !1275, !DIExpression(), !1801)
    #dbg_value(i32 1, !1280, !DIExpression(), !1801)
  %175 = load i32, ptr %30, align 8, !dbg !1803, !tbaa !1284
  switch i32 %175, label %177 [
    i32 259, label %178
    i32 260, label %178
    i32 261, label %178
    i32 288, label %178
    i32 276, label %178
    i32 273, label %176
  ], !dbg !1804

176:                                              ; preds = %174
  call fastcc void @statement(ptr noundef nonnull %0), !dbg !1805
  br label %178, !dbg !1806

177:                                              ; preds = %174
  call fastcc void @statement(ptr noundef nonnull %0), !dbg !1807
  br label %174, !dbg !1800, !llvm.loop !1808

178:                                              ; preds = %174, %174, %174, %174, %174, %176
  call fastcc void @leaveblock(ptr noundef %147), !dbg !1810
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #11, !dbg !1811
  br label %179, !dbg !1812

179:                                              ; preds = %144, %178
  call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 261, i32 noundef 266, i32 noundef %27), !dbg !1813
  %180 = load i32, ptr %25, align 4, !dbg !1814, !tbaa !1557
  call void @luaK_patchtohere(ptr noundef %35, i32 noundef %180) #11, !dbg !1815
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %25) #11, !dbg !1816
  br label %1307, !dbg !1817

181:                                              ; preds = %1
    #dbg_assign(i1 undef, !1818, !DIExpression(), !1541, ptr %24, !DIExpression(), !1826)
    #dbg_value(ptr %0, !1821, !DIExpression(), !1826)
    #dbg_value(i32 %27, !1822, !DIExpression(), !1826)
  %182 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1829
  %183 = load ptr, ptr %182, align 8, !dbg !1829, !tbaa !1083
    #dbg_value(ptr %183, !1823, !DIExpression(), !1826)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %24) #11, !dbg !1830
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !1831
  %184 = tail call i32 @luaK_getlabel(ptr noundef %183) #11, !dbg !1832
    #dbg_value(i32 %184, !1824, !DIExpression(), !1826)
    #dbg_assign(i1 undef, !1833, !DIExpression(), !1503, ptr %11, !DIExpression(), !1839)
    #dbg_value(ptr %0, !1838, !DIExpression(), !1839)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #11, !dbg !1841
    #dbg_value(ptr %0, !1564, !DIExpression(), !1842)
    #dbg_value(ptr %11, !1570, !DIExpression(), !1842)
  %185 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %11, i32 noundef 0), !dbg !1844
  %186 = load i32, ptr %11, align 8, !dbg !1845, !tbaa !1847
  %187 = icmp eq i32 %186, 1, !dbg !1848
  br i1 %187, label %188, label %189, !dbg !1849

188:                                              ; preds = %181
  store i32 3, ptr %11, align 8, !dbg !1850, !tbaa !1847, !DIAssignID !1851
    #dbg_assign(i32 3, !1833, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1851, ptr %11, !DIExpression(), !1839)
  br label %189, !dbg !1852

189:                                              ; preds = %181, %188
  %190 = load ptr, ptr %182, align 8, !dbg !1853, !tbaa !1083
  call void @luaK_goiftrue(ptr noundef %190, ptr noundef nonnull %11) #11, !dbg !1854
  %191 = getelementptr inbounds i8, ptr %11, i64 20, !dbg !1855
  %192 = load i32, ptr %191, align 4, !dbg !1855, !tbaa !1729
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #11, !dbg !1856
    #dbg_value(i32 %192, !1825, !DIExpression(), !1826)
    #dbg_value(ptr %183, !1147, !DIExpression(), !1857)
    #dbg_value(ptr %24, !1148, !DIExpression(), !1857)
    #dbg_value(i8 1, !1149, !DIExpression(), !1857)
  %193 = getelementptr inbounds i8, ptr %24, i64 18, !dbg !1859
  store i8 1, ptr %193, align 2, !dbg !1860, !tbaa !1161
  %194 = getelementptr inbounds i8, ptr %183, i64 66, !dbg !1861
  %195 = load i8, ptr %194, align 2, !dbg !1861, !tbaa !927
  %196 = getelementptr inbounds i8, ptr %24, i64 16, !dbg !1862
  store i8 %195, ptr %196, align 8, !dbg !1863, !tbaa !1166
  %197 = getelementptr inbounds i8, ptr %183, i64 16, !dbg !1864
  %198 = load ptr, ptr %197, align 8, !dbg !1864, !tbaa !957
  %199 = getelementptr inbounds i8, ptr %198, i64 88, !dbg !1865
  %200 = load ptr, ptr %199, align 8, !dbg !1865, !tbaa !959
  %201 = getelementptr inbounds i8, ptr %200, i64 40, !dbg !1866
  %202 = load i32, ptr %201, align 8, !dbg !1866, !tbaa !1052
  %203 = getelementptr inbounds i8, ptr %24, i64 8, !dbg !1867
  store i32 %202, ptr %203, align 8, !dbg !1868, !tbaa !1170
  %204 = getelementptr inbounds i8, ptr %200, i64 24, !dbg !1869
  %205 = load i32, ptr %204, align 8, !dbg !1869, !tbaa !1055
  %206 = getelementptr inbounds i8, ptr %24, i64 12, !dbg !1870
  store i32 %205, ptr %206, align 4, !dbg !1871, !tbaa !1175
  %207 = getelementptr inbounds i8, ptr %24, i64 17, !dbg !1872
  store i8 0, ptr %207, align 1, !dbg !1873, !tbaa !1179
  %208 = getelementptr inbounds i8, ptr %183, i64 24, !dbg !1874
  %209 = load ptr, ptr %208, align 8, !dbg !1874, !tbaa !1135
  %210 = icmp eq ptr %209, null, !dbg !1875
  br i1 %210, label %216, label %211, !dbg !1876

211:                                              ; preds = %189
  %212 = getelementptr inbounds i8, ptr %209, i64 19, !dbg !1877
  %213 = load i8, ptr %212, align 1, !dbg !1877, !tbaa !1184
  %214 = icmp ne i8 %213, 0, !dbg !1876
  %215 = zext i1 %214 to i8, !dbg !1878
  br label %216

216:                                              ; preds = %189, %211
  %217 = phi i8 [ 0, %189 ], [ %215, %211 ], !dbg !1857
  %218 = getelementptr inbounds i8, ptr %24, i64 19, !dbg !1879
  store i8 %217, ptr %218, align 1, !dbg !1880, !tbaa !1184
  store ptr %209, ptr %24, align 8, !dbg !1881, !tbaa !1190
  store ptr %24, ptr %208, align 8, !dbg !1882, !tbaa !1135
    #dbg_value(ptr %0, !1574, !DIExpression(), !1883)
    #dbg_value(i32 258, !1577, !DIExpression(), !1883)
    #dbg_value(ptr %0, !1296, !DIExpression(), !1885)
    #dbg_value(i32 258, !1297, !DIExpression(), !1885)
  %219 = load i32, ptr %30, align 8, !dbg !1887, !tbaa !1284
  %220 = icmp eq i32 %219, 258, !dbg !1888
  br i1 %220, label %222, label %221, !dbg !1889

221:                                              ; preds = %216
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 258) #12, !dbg !1890
  unreachable, !dbg !1890

222:                                              ; preds = %216
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !1891
    #dbg_assign(i1 undef, !1756, !DIExpression(), !1504, ptr %12, !DIExpression(), !1892)
    #dbg_value(ptr %0, !1759, !DIExpression(), !1892)
  %223 = load ptr, ptr %182, align 8, !dbg !1894, !tbaa !1083
    #dbg_value(ptr %223, !1760, !DIExpression(), !1892)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #11, !dbg !1895
    #dbg_value(ptr %223, !1147, !DIExpression(), !1896)
    #dbg_value(ptr %12, !1148, !DIExpression(), !1896)
    #dbg_value(i8 0, !1149, !DIExpression(), !1896)
  %224 = getelementptr inbounds i8, ptr %12, i64 18, !dbg !1898
  store i8 0, ptr %224, align 2, !dbg !1899, !tbaa !1161, !DIAssignID !1900
    #dbg_assign(i8 0, !1756, !DIExpression(DW_OP_LLVM_fragment, 144, 8), !1900, ptr %224, !DIExpression(), !1892)
  %225 = getelementptr inbounds i8, ptr %223, i64 66, !dbg !1901
  %226 = load i8, ptr %225, align 2, !dbg !1901, !tbaa !927
  %227 = getelementptr inbounds i8, ptr %12, i64 16, !dbg !1902
  store i8 %226, ptr %227, align 8, !dbg !1903, !tbaa !1166, !DIAssignID !1904
    #dbg_assign(i8 %226, !1756, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !1904, ptr %227, !DIExpression(), !1892)
  %228 = getelementptr inbounds i8, ptr %223, i64 16, !dbg !1905
  %229 = load ptr, ptr %228, align 8, !dbg !1905, !tbaa !957
  %230 = getelementptr inbounds i8, ptr %229, i64 88, !dbg !1906
  %231 = load ptr, ptr %230, align 8, !dbg !1906, !tbaa !959
  %232 = getelementptr inbounds i8, ptr %231, i64 40, !dbg !1907
  %233 = load i32, ptr %232, align 8, !dbg !1907, !tbaa !1052
  %234 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !1908
  store i32 %233, ptr %234, align 8, !dbg !1909, !tbaa !1170, !DIAssignID !1910
    #dbg_assign(i32 %233, !1756, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1910, ptr %234, !DIExpression(), !1892)
  %235 = getelementptr inbounds i8, ptr %231, i64 24, !dbg !1911
  %236 = load i32, ptr %235, align 8, !dbg !1911, !tbaa !1055
  %237 = getelementptr inbounds i8, ptr %12, i64 12, !dbg !1912
  store i32 %236, ptr %237, align 4, !dbg !1913, !tbaa !1175, !DIAssignID !1914
    #dbg_assign(i32 %236, !1756, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1914, ptr %237, !DIExpression(), !1892)
  %238 = getelementptr inbounds i8, ptr %12, i64 17, !dbg !1915
  store i8 0, ptr %238, align 1, !dbg !1916, !tbaa !1179, !DIAssignID !1917
    #dbg_assign(i8 0, !1756, !DIExpression(DW_OP_LLVM_fragment, 136, 8), !1917, ptr %238, !DIExpression(), !1892)
  %239 = getelementptr inbounds i8, ptr %223, i64 24, !dbg !1918
  %240 = load ptr, ptr %239, align 8, !dbg !1918, !tbaa !1135
  %241 = icmp eq ptr %240, null, !dbg !1919
  br i1 %241, label %247, label %242, !dbg !1920

242:                                              ; preds = %222
  %243 = getelementptr inbounds i8, ptr %240, i64 19, !dbg !1921
  %244 = load i8, ptr %243, align 1, !dbg !1921, !tbaa !1184
  %245 = icmp ne i8 %244, 0, !dbg !1920
  %246 = zext i1 %245 to i8, !dbg !1922
  br label %247

247:                                              ; preds = %242, %222
  %248 = phi i8 [ 0, %222 ], [ %246, %242 ], !dbg !1896
  %249 = getelementptr inbounds i8, ptr %12, i64 19, !dbg !1923
  store i8 %248, ptr %249, align 1, !dbg !1924, !tbaa !1184, !DIAssignID !1925
    #dbg_assign(i8 %248, !1756, !DIExpression(DW_OP_LLVM_fragment, 152, 8), !1925, ptr %249, !DIExpression(), !1892)
  store ptr %240, ptr %12, align 8, !dbg !1926, !tbaa !1190, !DIAssignID !1927
    #dbg_assign(ptr %240, !1756, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1927, ptr %12, !DIExpression(), !1892)
  store ptr %12, ptr %239, align 8, !dbg !1928, !tbaa !1135
    #dbg_value(ptr %0, !1267, !DIExpression(), !1929)
  br label %250, !dbg !1931

250:                                              ; preds = %253, %247
    #dbg_value(ptr %0, !1275, !DIExpression(), !1932)
    #dbg_value(i32 1, !1280, !DIExpression(), !1932)
  %251 = load i32, ptr %30, align 8, !dbg !1934, !tbaa !1284
  switch i32 %251, label %253 [
    i32 259, label %254
    i32 260, label %254
    i32 261, label %254
    i32 288, label %254
    i32 276, label %254
    i32 273, label %252
  ], !dbg !1935

252:                                              ; preds = %250
  call fastcc void @statement(ptr noundef nonnull %0), !dbg !1936
  br label %254, !dbg !1937

253:                                              ; preds = %250
  call fastcc void @statement(ptr noundef nonnull %0), !dbg !1938
  br label %250, !dbg !1931, !llvm.loop !1939

254:                                              ; preds = %250, %250, %250, %250, %250, %252
  call fastcc void @leaveblock(ptr noundef %223), !dbg !1941
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #11, !dbg !1942
  %255 = call i32 @luaK_jump(ptr noundef %183) #11, !dbg !1943
  call void @luaK_patchlist(ptr noundef %183, i32 noundef %255, i32 noundef %184) #11, !dbg !1943
  call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 261, i32 noundef 277, i32 noundef %27), !dbg !1944
  call fastcc void @leaveblock(ptr noundef %183), !dbg !1945
  call void @luaK_patchtohere(ptr noundef %183, i32 noundef %192) #11, !dbg !1946
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %24) #11, !dbg !1947
  br label %1307, !dbg !1948

256:                                              ; preds = %1
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !1949
    #dbg_assign(i1 undef, !1756, !DIExpression(), !1540, ptr %23, !DIExpression(), !1951)
    #dbg_value(ptr %0, !1759, !DIExpression(), !1951)
  %257 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1953
  %258 = load ptr, ptr %257, align 8, !dbg !1953, !tbaa !1083
    #dbg_value(ptr %258, !1760, !DIExpression(), !1951)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %23) #11, !dbg !1954
    #dbg_value(ptr %258, !1147, !DIExpression(), !1955)
    #dbg_value(ptr %23, !1148, !DIExpression(), !1955)
    #dbg_value(i8 0, !1149, !DIExpression(), !1955)
  %259 = getelementptr inbounds i8, ptr %23, i64 18, !dbg !1957
  store i8 0, ptr %259, align 2, !dbg !1958, !tbaa !1161
  %260 = getelementptr inbounds i8, ptr %258, i64 66, !dbg !1959
  %261 = load i8, ptr %260, align 2, !dbg !1959, !tbaa !927
  %262 = getelementptr inbounds i8, ptr %23, i64 16, !dbg !1960
  store i8 %261, ptr %262, align 8, !dbg !1961, !tbaa !1166
  %263 = getelementptr inbounds i8, ptr %258, i64 16, !dbg !1962
  %264 = load ptr, ptr %263, align 8, !dbg !1962, !tbaa !957
  %265 = getelementptr inbounds i8, ptr %264, i64 88, !dbg !1963
  %266 = load ptr, ptr %265, align 8, !dbg !1963, !tbaa !959
  %267 = getelementptr inbounds i8, ptr %266, i64 40, !dbg !1964
  %268 = load i32, ptr %267, align 8, !dbg !1964, !tbaa !1052
  %269 = getelementptr inbounds i8, ptr %23, i64 8, !dbg !1965
  store i32 %268, ptr %269, align 8, !dbg !1966, !tbaa !1170
  %270 = getelementptr inbounds i8, ptr %266, i64 24, !dbg !1967
  %271 = load i32, ptr %270, align 8, !dbg !1967, !tbaa !1055
  %272 = getelementptr inbounds i8, ptr %23, i64 12, !dbg !1968
  store i32 %271, ptr %272, align 4, !dbg !1969, !tbaa !1175
  %273 = getelementptr inbounds i8, ptr %23, i64 17, !dbg !1970
  store i8 0, ptr %273, align 1, !dbg !1971, !tbaa !1179
  %274 = getelementptr inbounds i8, ptr %258, i64 24, !dbg !1972
  %275 = load ptr, ptr %274, align 8, !dbg !1972, !tbaa !1135
  %276 = icmp eq ptr %275, null, !dbg !1973
  br i1 %276, label %282, label %277, !dbg !1974

277:                                              ; preds = %256
  %278 = getelementptr inbounds i8, ptr %275, i64 19, !dbg !1975
  %279 = load i8, ptr %278, align 1, !dbg !1975, !tbaa !1184
  %280 = icmp ne i8 %279, 0, !dbg !1974
  %281 = zext i1 %280 to i8, !dbg !1976
  br label %282

282:                                              ; preds = %256, %277
  %283 = phi i8 [ 0, %256 ], [ %281, %277 ], !dbg !1955
  %284 = getelementptr inbounds i8, ptr %23, i64 19, !dbg !1977
  store i8 %283, ptr %284, align 1, !dbg !1978, !tbaa !1184
  store ptr %275, ptr %23, align 8, !dbg !1979, !tbaa !1190
  store ptr %23, ptr %274, align 8, !dbg !1980, !tbaa !1135
    #dbg_value(ptr %0, !1267, !DIExpression(), !1981)
  br label %285, !dbg !1983

285:                                              ; preds = %288, %282
    #dbg_value(ptr %0, !1275, !DIExpression(), !1984)
    #dbg_value(i32 1, !1280, !DIExpression(), !1984)
  %286 = load i32, ptr %30, align 8, !dbg !1986, !tbaa !1284
  switch i32 %286, label %288 [
    i32 259, label %289
    i32 260, label %289
    i32 261, label %289
    i32 288, label %289
    i32 276, label %289
    i32 273, label %287
  ], !dbg !1987

287:                                              ; preds = %285
  call fastcc void @statement(ptr noundef nonnull %0), !dbg !1988
  br label %289, !dbg !1989

288:                                              ; preds = %285
  call fastcc void @statement(ptr noundef nonnull %0), !dbg !1990
  br label %285, !dbg !1983, !llvm.loop !1991

289:                                              ; preds = %285, %285, %285, %285, %285, %287
  call fastcc void @leaveblock(ptr noundef %258), !dbg !1993
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #11, !dbg !1994
  call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 261, i32 noundef 258, i32 noundef %27), !dbg !1995
  br label %1307, !dbg !1996

290:                                              ; preds = %1
    #dbg_assign(i1 undef, !1997, !DIExpression(), !1539, ptr %22, !DIExpression(), !2004)
    #dbg_value(ptr %0, !2000, !DIExpression(), !2004)
    #dbg_value(i32 %27, !2001, !DIExpression(), !2004)
  %291 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !2007
  %292 = load ptr, ptr %291, align 8, !dbg !2007, !tbaa !1083
    #dbg_value(ptr %292, !2002, !DIExpression(), !2004)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %22) #11, !dbg !2008
    #dbg_value(ptr %292, !1147, !DIExpression(), !2009)
    #dbg_value(ptr %22, !1148, !DIExpression(), !2009)
    #dbg_value(i8 1, !1149, !DIExpression(), !2009)
  %293 = getelementptr inbounds i8, ptr %22, i64 18, !dbg !2011
  store i8 1, ptr %293, align 2, !dbg !2012, !tbaa !1161
  %294 = getelementptr inbounds i8, ptr %292, i64 66, !dbg !2013
  %295 = load i8, ptr %294, align 2, !dbg !2013, !tbaa !927
  %296 = getelementptr inbounds i8, ptr %22, i64 16, !dbg !2014
  store i8 %295, ptr %296, align 8, !dbg !2015, !tbaa !1166
  %297 = getelementptr inbounds i8, ptr %292, i64 16, !dbg !2016
  %298 = load ptr, ptr %297, align 8, !dbg !2016, !tbaa !957
  %299 = getelementptr inbounds i8, ptr %298, i64 88, !dbg !2017
  %300 = load ptr, ptr %299, align 8, !dbg !2017, !tbaa !959
  %301 = getelementptr inbounds i8, ptr %300, i64 40, !dbg !2018
  %302 = load i32, ptr %301, align 8, !dbg !2018, !tbaa !1052
  %303 = getelementptr inbounds i8, ptr %22, i64 8, !dbg !2019
  store i32 %302, ptr %303, align 8, !dbg !2020, !tbaa !1170
  %304 = getelementptr inbounds i8, ptr %300, i64 24, !dbg !2021
  %305 = load i32, ptr %304, align 8, !dbg !2021, !tbaa !1055
  %306 = getelementptr inbounds i8, ptr %22, i64 12, !dbg !2022
  store i32 %305, ptr %306, align 4, !dbg !2023, !tbaa !1175
  %307 = getelementptr inbounds i8, ptr %22, i64 17, !dbg !2024
  store i8 0, ptr %307, align 1, !dbg !2025, !tbaa !1179
  %308 = getelementptr inbounds i8, ptr %292, i64 24, !dbg !2026
  %309 = load ptr, ptr %308, align 8, !dbg !2026, !tbaa !1135
  %310 = icmp eq ptr %309, null, !dbg !2027
  br i1 %310, label %316, label %311, !dbg !2028

311:                                              ; preds = %290
  %312 = getelementptr inbounds i8, ptr %309, i64 19, !dbg !2029
  %313 = load i8, ptr %312, align 1, !dbg !2029, !tbaa !1184
  %314 = icmp ne i8 %313, 0, !dbg !2028
  %315 = zext i1 %314 to i8, !dbg !2030
  br label %316

316:                                              ; preds = %290, %311
  %317 = phi i8 [ 0, %290 ], [ %315, %311 ], !dbg !2009
  %318 = getelementptr inbounds i8, ptr %22, i64 19, !dbg !2031
  store i8 %317, ptr %318, align 1, !dbg !2032, !tbaa !1184
  store ptr %309, ptr %22, align 8, !dbg !2033, !tbaa !1190
  store ptr %22, ptr %308, align 8, !dbg !2034, !tbaa !1135
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2035
    #dbg_value(ptr %0, !2036, !DIExpression(), !2042)
    #dbg_value(ptr %0, !1296, !DIExpression(), !2044)
    #dbg_value(i32 291, !1297, !DIExpression(), !2044)
  %319 = load i32, ptr %30, align 8, !dbg !2046, !tbaa !1284
  %320 = icmp eq i32 %319, 291, !dbg !2047
  br i1 %320, label %322, label %321, !dbg !2048

321:                                              ; preds = %316
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12, !dbg !2049
  unreachable, !dbg !2049

322:                                              ; preds = %316
  %323 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2050
  %324 = load ptr, ptr %323, align 8, !dbg !2051, !tbaa !974
    #dbg_value(ptr %324, !2041, !DIExpression(), !2042)
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2052
    #dbg_value(ptr %324, !2003, !DIExpression(), !2004)
  %325 = load i32, ptr %30, align 8, !dbg !2053, !tbaa !1284
  switch i32 %325, label %635 [
    i32 61, label %326
    i32 44, label %440
    i32 267, label %440
  ], !dbg !2054

326:                                              ; preds = %322
    #dbg_value(ptr %0, !2055, !DIExpression(), !2064)
    #dbg_value(ptr %324, !2060, !DIExpression(), !2064)
    #dbg_value(i32 %27, !2061, !DIExpression(), !2064)
  %327 = load ptr, ptr %291, align 8, !dbg !2067, !tbaa !1083
    #dbg_value(ptr %327, !2062, !DIExpression(), !2064)
  %328 = getelementptr inbounds i8, ptr %327, i64 68, !dbg !2068
  %329 = load i8, ptr %328, align 4, !dbg !2068, !tbaa !2069
    #dbg_value(i8 %329, !2063, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2064)
  %330 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.20, i64 noundef 11) #11, !dbg !2070
    #dbg_value(ptr %0, !2071, !DIExpression(), !2081)
    #dbg_value(ptr %330, !2076, !DIExpression(), !2081)
    #dbg_value(ptr poison, !2077, !DIExpression(), !2081)
  %331 = load ptr, ptr %291, align 8, !dbg !2083, !tbaa !1083
    #dbg_value(ptr %331, !2078, !DIExpression(), !2081)
  %332 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !2084
  %333 = load ptr, ptr %332, align 8, !dbg !2084, !tbaa !959
    #dbg_value(ptr %333, !2079, !DIExpression(), !2081)
  %334 = getelementptr inbounds i8, ptr %333, i64 8, !dbg !2085
  %335 = load i32, ptr %334, align 8, !dbg !2085, !tbaa !1058
  %336 = add nsw i32 %335, 1, !dbg !2086
  %337 = getelementptr inbounds i8, ptr %331, i64 56, !dbg !2087
  %338 = load i32, ptr %337, align 8, !dbg !2087, !tbaa !968
  %339 = sub nsw i32 %336, %338, !dbg !2088
    #dbg_value(ptr %331, !1218, !DIExpression(), !2089)
    #dbg_value(i32 %339, !1223, !DIExpression(), !2089)
    #dbg_value(i32 200, !1224, !DIExpression(), !2089)
    #dbg_value(ptr @.str.9, !1225, !DIExpression(), !2089)
  %340 = icmp sgt i32 %339, 200, !dbg !2091
  br i1 %340, label %341, label %342, !dbg !2092

341:                                              ; preds = %326
  call fastcc void @errorlimit(ptr noundef nonnull readonly %331, i32 noundef 200, ptr noundef nonnull @.str.9) #12, !dbg !2093
  unreachable, !dbg !2093

342:                                              ; preds = %326
  %343 = load ptr, ptr %28, align 8, !dbg !2094, !tbaa !1141
    #dbg_value(ptr %343, !2077, !DIExpression(), !2081)
  %344 = load ptr, ptr %333, align 8, !dbg !2095, !tbaa !963
  %345 = getelementptr inbounds i8, ptr %333, i64 12, !dbg !2095
  %346 = call ptr @luaM_growaux_(ptr noundef %343, ptr noundef %344, i32 noundef %336, ptr noundef nonnull %345, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11, !dbg !2095
  store ptr %346, ptr %333, align 8, !dbg !2095, !tbaa !963
  %347 = load i32, ptr %334, align 8, !dbg !2096, !tbaa !1058
  %348 = add nsw i32 %347, 1, !dbg !2096
  store i32 %348, ptr %334, align 8, !dbg !2096, !tbaa !1058
  %349 = sext i32 %347 to i64, !dbg !2097
  %350 = getelementptr inbounds %union.Vardesc, ptr %346, i64 %349, !dbg !2097
    #dbg_value(ptr %350, !2080, !DIExpression(), !2081)
  %351 = getelementptr inbounds i8, ptr %350, i64 9, !dbg !2098
  store i8 0, ptr %351, align 1, !dbg !2099, !tbaa !974
  %352 = getelementptr inbounds i8, ptr %350, i64 16, !dbg !2100
  store ptr %330, ptr %352, align 8, !dbg !2101, !tbaa !974
  %353 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.20, i64 noundef 11) #11, !dbg !2102
    #dbg_value(ptr %0, !2071, !DIExpression(), !2103)
    #dbg_value(ptr %353, !2076, !DIExpression(), !2103)
    #dbg_value(ptr poison, !2077, !DIExpression(), !2103)
  %354 = load ptr, ptr %291, align 8, !dbg !2105, !tbaa !1083
    #dbg_value(ptr %354, !2078, !DIExpression(), !2103)
  %355 = load ptr, ptr %332, align 8, !dbg !2106, !tbaa !959
    #dbg_value(ptr %355, !2079, !DIExpression(), !2103)
  %356 = getelementptr inbounds i8, ptr %355, i64 8, !dbg !2107
  %357 = load i32, ptr %356, align 8, !dbg !2107, !tbaa !1058
  %358 = add nsw i32 %357, 1, !dbg !2108
  %359 = getelementptr inbounds i8, ptr %354, i64 56, !dbg !2109
  %360 = load i32, ptr %359, align 8, !dbg !2109, !tbaa !968
  %361 = sub nsw i32 %358, %360, !dbg !2110
    #dbg_value(ptr %354, !1218, !DIExpression(), !2111)
    #dbg_value(i32 %361, !1223, !DIExpression(), !2111)
    #dbg_value(i32 200, !1224, !DIExpression(), !2111)
    #dbg_value(ptr @.str.9, !1225, !DIExpression(), !2111)
  %362 = icmp sgt i32 %361, 200, !dbg !2113
  br i1 %362, label %363, label %364, !dbg !2114

363:                                              ; preds = %342
  call fastcc void @errorlimit(ptr noundef nonnull readonly %354, i32 noundef 200, ptr noundef nonnull @.str.9) #12, !dbg !2115
  unreachable, !dbg !2115

364:                                              ; preds = %342
  %365 = load ptr, ptr %28, align 8, !dbg !2116, !tbaa !1141
    #dbg_value(ptr %365, !2077, !DIExpression(), !2103)
  %366 = load ptr, ptr %355, align 8, !dbg !2117, !tbaa !963
  %367 = getelementptr inbounds i8, ptr %355, i64 12, !dbg !2117
  %368 = call ptr @luaM_growaux_(ptr noundef %365, ptr noundef %366, i32 noundef %358, ptr noundef nonnull %367, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11, !dbg !2117
  store ptr %368, ptr %355, align 8, !dbg !2117, !tbaa !963
  %369 = load i32, ptr %356, align 8, !dbg !2118, !tbaa !1058
  %370 = add nsw i32 %369, 1, !dbg !2118
  store i32 %370, ptr %356, align 8, !dbg !2118, !tbaa !1058
  %371 = sext i32 %369 to i64, !dbg !2119
  %372 = getelementptr inbounds %union.Vardesc, ptr %368, i64 %371, !dbg !2119
    #dbg_value(ptr %372, !2080, !DIExpression(), !2103)
  %373 = getelementptr inbounds i8, ptr %372, i64 9, !dbg !2120
  store i8 0, ptr %373, align 1, !dbg !2121, !tbaa !974
  %374 = getelementptr inbounds i8, ptr %372, i64 16, !dbg !2122
  store ptr %353, ptr %374, align 8, !dbg !2123, !tbaa !974
  %375 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.20, i64 noundef 11) #11, !dbg !2124
    #dbg_value(ptr %0, !2071, !DIExpression(), !2125)
    #dbg_value(ptr %375, !2076, !DIExpression(), !2125)
    #dbg_value(ptr poison, !2077, !DIExpression(), !2125)
  %376 = load ptr, ptr %291, align 8, !dbg !2127, !tbaa !1083
    #dbg_value(ptr %376, !2078, !DIExpression(), !2125)
  %377 = load ptr, ptr %332, align 8, !dbg !2128, !tbaa !959
    #dbg_value(ptr %377, !2079, !DIExpression(), !2125)
  %378 = getelementptr inbounds i8, ptr %377, i64 8, !dbg !2129
  %379 = load i32, ptr %378, align 8, !dbg !2129, !tbaa !1058
  %380 = add nsw i32 %379, 1, !dbg !2130
  %381 = getelementptr inbounds i8, ptr %376, i64 56, !dbg !2131
  %382 = load i32, ptr %381, align 8, !dbg !2131, !tbaa !968
  %383 = sub nsw i32 %380, %382, !dbg !2132
    #dbg_value(ptr %376, !1218, !DIExpression(), !2133)
    #dbg_value(i32 %383, !1223, !DIExpression(), !2133)
    #dbg_value(i32 200, !1224, !DIExpression(), !2133)
    #dbg_value(ptr @.str.9, !1225, !DIExpression(), !2133)
  %384 = icmp sgt i32 %383, 200, !dbg !2135
  br i1 %384, label %385, label %386, !dbg !2136

385:                                              ; preds = %364
  call fastcc void @errorlimit(ptr noundef nonnull readonly %376, i32 noundef 200, ptr noundef nonnull @.str.9) #12, !dbg !2137
  unreachable, !dbg !2137

386:                                              ; preds = %364
  %387 = load ptr, ptr %28, align 8, !dbg !2138, !tbaa !1141
    #dbg_value(ptr %387, !2077, !DIExpression(), !2125)
  %388 = load ptr, ptr %377, align 8, !dbg !2139, !tbaa !963
  %389 = getelementptr inbounds i8, ptr %377, i64 12, !dbg !2139
  %390 = call ptr @luaM_growaux_(ptr noundef %387, ptr noundef %388, i32 noundef %380, ptr noundef nonnull %389, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11, !dbg !2139
  store ptr %390, ptr %377, align 8, !dbg !2139, !tbaa !963
  %391 = load i32, ptr %378, align 8, !dbg !2140, !tbaa !1058
  %392 = add nsw i32 %391, 1, !dbg !2140
  store i32 %392, ptr %378, align 8, !dbg !2140, !tbaa !1058
  %393 = sext i32 %391 to i64, !dbg !2141
  %394 = getelementptr inbounds %union.Vardesc, ptr %390, i64 %393, !dbg !2141
    #dbg_value(ptr %394, !2080, !DIExpression(), !2125)
  %395 = getelementptr inbounds i8, ptr %394, i64 9, !dbg !2142
  store i8 0, ptr %395, align 1, !dbg !2143, !tbaa !974
  %396 = getelementptr inbounds i8, ptr %394, i64 16, !dbg !2144
  store ptr %375, ptr %396, align 8, !dbg !2145, !tbaa !974
    #dbg_value(ptr %0, !2071, !DIExpression(), !2146)
    #dbg_value(ptr %324, !2076, !DIExpression(), !2146)
    #dbg_value(ptr poison, !2077, !DIExpression(), !2146)
  %397 = load ptr, ptr %291, align 8, !dbg !2148, !tbaa !1083
    #dbg_value(ptr %397, !2078, !DIExpression(), !2146)
  %398 = load ptr, ptr %332, align 8, !dbg !2149, !tbaa !959
    #dbg_value(ptr %398, !2079, !DIExpression(), !2146)
  %399 = getelementptr inbounds i8, ptr %398, i64 8, !dbg !2150
  %400 = load i32, ptr %399, align 8, !dbg !2150, !tbaa !1058
  %401 = add nsw i32 %400, 1, !dbg !2151
  %402 = getelementptr inbounds i8, ptr %397, i64 56, !dbg !2152
  %403 = load i32, ptr %402, align 8, !dbg !2152, !tbaa !968
  %404 = sub nsw i32 %401, %403, !dbg !2153
    #dbg_value(ptr %397, !1218, !DIExpression(), !2154)
    #dbg_value(i32 %404, !1223, !DIExpression(), !2154)
    #dbg_value(i32 200, !1224, !DIExpression(), !2154)
    #dbg_value(ptr @.str.9, !1225, !DIExpression(), !2154)
  %405 = icmp sgt i32 %404, 200, !dbg !2156
  br i1 %405, label %406, label %407, !dbg !2157

406:                                              ; preds = %386
  call fastcc void @errorlimit(ptr noundef nonnull readonly %397, i32 noundef 200, ptr noundef nonnull @.str.9) #12, !dbg !2158
  unreachable, !dbg !2158

407:                                              ; preds = %386
  %408 = load ptr, ptr %28, align 8, !dbg !2159, !tbaa !1141
    #dbg_value(ptr %408, !2077, !DIExpression(), !2146)
  %409 = load ptr, ptr %398, align 8, !dbg !2160, !tbaa !963
  %410 = getelementptr inbounds i8, ptr %398, i64 12, !dbg !2160
  %411 = call ptr @luaM_growaux_(ptr noundef %408, ptr noundef %409, i32 noundef %401, ptr noundef nonnull %410, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11, !dbg !2160
  store ptr %411, ptr %398, align 8, !dbg !2160, !tbaa !963
  %412 = load i32, ptr %399, align 8, !dbg !2161, !tbaa !1058
  %413 = add nsw i32 %412, 1, !dbg !2161
  store i32 %413, ptr %399, align 8, !dbg !2161, !tbaa !1058
  %414 = sext i32 %412 to i64, !dbg !2162
  %415 = getelementptr inbounds %union.Vardesc, ptr %411, i64 %414, !dbg !2162
    #dbg_value(ptr %415, !2080, !DIExpression(), !2146)
  %416 = getelementptr inbounds i8, ptr %415, i64 9, !dbg !2163
  store i8 0, ptr %416, align 1, !dbg !2164, !tbaa !974
  %417 = getelementptr inbounds i8, ptr %415, i64 16, !dbg !2165
  store ptr %324, ptr %417, align 8, !dbg !2166, !tbaa !974
    #dbg_value(ptr %0, !1574, !DIExpression(), !2167)
    #dbg_value(i32 61, !1577, !DIExpression(), !2167)
    #dbg_value(ptr %0, !1296, !DIExpression(), !2169)
    #dbg_value(i32 61, !1297, !DIExpression(), !2169)
  %418 = load i32, ptr %30, align 8, !dbg !2171, !tbaa !1284
  %419 = icmp eq i32 %418, 61, !dbg !2172
  br i1 %419, label %421, label %420, !dbg !2173

420:                                              ; preds = %407
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 61) #12, !dbg !2174
  unreachable, !dbg !2174

421:                                              ; preds = %407
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2175
    #dbg_assign(i1 undef, !2176, !DIExpression(), !1501, ptr %9, !DIExpression(), !2180)
    #dbg_value(ptr %0, !2179, !DIExpression(), !2180)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #11, !dbg !2182
    #dbg_value(ptr %0, !1564, !DIExpression(), !2183)
    #dbg_value(ptr %9, !1570, !DIExpression(), !2183)
  %422 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %9, i32 noundef 0), !dbg !2185
  %423 = load ptr, ptr %291, align 8, !dbg !2186, !tbaa !1083
  call void @luaK_exp2nextreg(ptr noundef %423, ptr noundef nonnull %9) #11, !dbg !2187
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #11, !dbg !2188
    #dbg_value(ptr %0, !1574, !DIExpression(), !2189)
    #dbg_value(i32 44, !1577, !DIExpression(), !2189)
    #dbg_value(ptr %0, !1296, !DIExpression(), !2191)
    #dbg_value(i32 44, !1297, !DIExpression(), !2191)
  %424 = load i32, ptr %30, align 8, !dbg !2193, !tbaa !1284
  %425 = icmp eq i32 %424, 44, !dbg !2194
  br i1 %425, label %427, label %426, !dbg !2195

426:                                              ; preds = %421
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 44) #12, !dbg !2196
  unreachable, !dbg !2196

427:                                              ; preds = %421
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2197
    #dbg_assign(i1 undef, !2176, !DIExpression(), !1500, ptr %8, !DIExpression(), !2198)
    #dbg_value(ptr %0, !2179, !DIExpression(), !2198)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #11, !dbg !2200
    #dbg_value(ptr %0, !1564, !DIExpression(), !2201)
    #dbg_value(ptr %8, !1570, !DIExpression(), !2201)
  %428 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %8, i32 noundef 0), !dbg !2203
  %429 = load ptr, ptr %291, align 8, !dbg !2204, !tbaa !1083
  call void @luaK_exp2nextreg(ptr noundef %429, ptr noundef nonnull %8) #11, !dbg !2205
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #11, !dbg !2206
    #dbg_value(ptr %0, !1675, !DIExpression(), !2207)
    #dbg_value(i32 44, !1678, !DIExpression(), !2207)
  %430 = load i32, ptr %30, align 8, !dbg !2210, !tbaa !1284
  %431 = icmp eq i32 %430, 44, !dbg !2211
  br i1 %431, label %432, label %435, !dbg !2212

432:                                              ; preds = %427
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2213
    #dbg_assign(i1 undef, !2176, !DIExpression(), !1499, ptr %7, !DIExpression(), !2214)
    #dbg_value(ptr %0, !2179, !DIExpression(), !2214)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #11, !dbg !2216
    #dbg_value(ptr %0, !1564, !DIExpression(), !2217)
    #dbg_value(ptr %7, !1570, !DIExpression(), !2217)
  %433 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %7, i32 noundef 0), !dbg !2219
  %434 = load ptr, ptr %291, align 8, !dbg !2220, !tbaa !1083
  call void @luaK_exp2nextreg(ptr noundef %434, ptr noundef nonnull %7) #11, !dbg !2221
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #11, !dbg !2222
  br label %438, !dbg !2223

435:                                              ; preds = %427
  %436 = load i8, ptr %328, align 4, !dbg !2224, !tbaa !2069
  %437 = zext i8 %436 to i32, !dbg !2226
  call void @luaK_int(ptr noundef nonnull %327, i32 noundef %437, i64 noundef 1) #11, !dbg !2227
  call void @luaK_reserveregs(ptr noundef nonnull %327, i32 noundef 1) #11, !dbg !2228
  br label %438

438:                                              ; preds = %432, %435
  %439 = zext i8 %329 to i32, !dbg !2229
    #dbg_value(i32 %439, !2063, !DIExpression(), !2064)
  call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef 3), !dbg !2230
  call fastcc void @forbody(ptr noundef nonnull %0, i32 noundef %439, i32 noundef %27, i32 noundef 1, i32 noundef 0), !dbg !2231
  br label %636, !dbg !2232

440:                                              ; preds = %322, %322
    #dbg_assign(i1 undef, !2233, !DIExpression(), !1502, ptr %10, !DIExpression(), !2244)
    #dbg_value(ptr %0, !2238, !DIExpression(), !2244)
    #dbg_value(ptr %324, !2239, !DIExpression(), !2244)
  %441 = load ptr, ptr %291, align 8, !dbg !2246, !tbaa !1083
    #dbg_value(ptr %441, !2240, !DIExpression(), !2244)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #11, !dbg !2247
    #dbg_value(i32 5, !2241, !DIExpression(), !2244)
  %442 = getelementptr inbounds i8, ptr %441, i64 68, !dbg !2248
  %443 = load i8, ptr %442, align 4, !dbg !2248, !tbaa !2069
    #dbg_value(i8 %443, !2243, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2244)
  %444 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.20, i64 noundef 11) #11, !dbg !2249
    #dbg_value(ptr %0, !2071, !DIExpression(), !2250)
    #dbg_value(ptr %444, !2076, !DIExpression(), !2250)
    #dbg_value(ptr poison, !2077, !DIExpression(), !2250)
  %445 = load ptr, ptr %291, align 8, !dbg !2252, !tbaa !1083
    #dbg_value(ptr %445, !2078, !DIExpression(), !2250)
  %446 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !2253
  %447 = load ptr, ptr %446, align 8, !dbg !2253, !tbaa !959
    #dbg_value(ptr %447, !2079, !DIExpression(), !2250)
  %448 = getelementptr inbounds i8, ptr %447, i64 8, !dbg !2254
  %449 = load i32, ptr %448, align 8, !dbg !2254, !tbaa !1058
  %450 = add nsw i32 %449, 1, !dbg !2255
  %451 = getelementptr inbounds i8, ptr %445, i64 56, !dbg !2256
  %452 = load i32, ptr %451, align 8, !dbg !2256, !tbaa !968
  %453 = sub nsw i32 %450, %452, !dbg !2257
    #dbg_value(ptr %445, !1218, !DIExpression(), !2258)
    #dbg_value(i32 %453, !1223, !DIExpression(), !2258)
    #dbg_value(i32 200, !1224, !DIExpression(), !2258)
    #dbg_value(ptr @.str.9, !1225, !DIExpression(), !2258)
  %454 = icmp sgt i32 %453, 200, !dbg !2260
  br i1 %454, label %455, label %456, !dbg !2261

455:                                              ; preds = %440
  call fastcc void @errorlimit(ptr noundef nonnull readonly %445, i32 noundef 200, ptr noundef nonnull @.str.9) #12, !dbg !2262
  unreachable, !dbg !2262

456:                                              ; preds = %440
  %457 = load ptr, ptr %28, align 8, !dbg !2263, !tbaa !1141
    #dbg_value(ptr %457, !2077, !DIExpression(), !2250)
  %458 = load ptr, ptr %447, align 8, !dbg !2264, !tbaa !963
  %459 = getelementptr inbounds i8, ptr %447, i64 12, !dbg !2264
  %460 = call ptr @luaM_growaux_(ptr noundef %457, ptr noundef %458, i32 noundef %450, ptr noundef nonnull %459, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11, !dbg !2264
  store ptr %460, ptr %447, align 8, !dbg !2264, !tbaa !963
  %461 = load i32, ptr %448, align 8, !dbg !2265, !tbaa !1058
  %462 = add nsw i32 %461, 1, !dbg !2265
  store i32 %462, ptr %448, align 8, !dbg !2265, !tbaa !1058
  %463 = sext i32 %461 to i64, !dbg !2266
  %464 = getelementptr inbounds %union.Vardesc, ptr %460, i64 %463, !dbg !2266
    #dbg_value(ptr %464, !2080, !DIExpression(), !2250)
  %465 = getelementptr inbounds i8, ptr %464, i64 9, !dbg !2267
  store i8 0, ptr %465, align 1, !dbg !2268, !tbaa !974
  %466 = getelementptr inbounds i8, ptr %464, i64 16, !dbg !2269
  store ptr %444, ptr %466, align 8, !dbg !2270, !tbaa !974
  %467 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.20, i64 noundef 11) #11, !dbg !2271
    #dbg_value(ptr %0, !2071, !DIExpression(), !2272)
    #dbg_value(ptr %467, !2076, !DIExpression(), !2272)
    #dbg_value(ptr poison, !2077, !DIExpression(), !2272)
  %468 = load ptr, ptr %291, align 8, !dbg !2274, !tbaa !1083
    #dbg_value(ptr %468, !2078, !DIExpression(), !2272)
  %469 = load ptr, ptr %446, align 8, !dbg !2275, !tbaa !959
    #dbg_value(ptr %469, !2079, !DIExpression(), !2272)
  %470 = getelementptr inbounds i8, ptr %469, i64 8, !dbg !2276
  %471 = load i32, ptr %470, align 8, !dbg !2276, !tbaa !1058
  %472 = add nsw i32 %471, 1, !dbg !2277
  %473 = getelementptr inbounds i8, ptr %468, i64 56, !dbg !2278
  %474 = load i32, ptr %473, align 8, !dbg !2278, !tbaa !968
  %475 = sub nsw i32 %472, %474, !dbg !2279
    #dbg_value(ptr %468, !1218, !DIExpression(), !2280)
    #dbg_value(i32 %475, !1223, !DIExpression(), !2280)
    #dbg_value(i32 200, !1224, !DIExpression(), !2280)
    #dbg_value(ptr @.str.9, !1225, !DIExpression(), !2280)
  %476 = icmp sgt i32 %475, 200, !dbg !2282
  br i1 %476, label %477, label %478, !dbg !2283

477:                                              ; preds = %456
  call fastcc void @errorlimit(ptr noundef nonnull readonly %468, i32 noundef 200, ptr noundef nonnull @.str.9) #12, !dbg !2284
  unreachable, !dbg !2284

478:                                              ; preds = %456
  %479 = load ptr, ptr %28, align 8, !dbg !2285, !tbaa !1141
    #dbg_value(ptr %479, !2077, !DIExpression(), !2272)
  %480 = load ptr, ptr %469, align 8, !dbg !2286, !tbaa !963
  %481 = getelementptr inbounds i8, ptr %469, i64 12, !dbg !2286
  %482 = call ptr @luaM_growaux_(ptr noundef %479, ptr noundef %480, i32 noundef %472, ptr noundef nonnull %481, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11, !dbg !2286
  store ptr %482, ptr %469, align 8, !dbg !2286, !tbaa !963
  %483 = load i32, ptr %470, align 8, !dbg !2287, !tbaa !1058
  %484 = add nsw i32 %483, 1, !dbg !2287
  store i32 %484, ptr %470, align 8, !dbg !2287, !tbaa !1058
  %485 = sext i32 %483 to i64, !dbg !2288
  %486 = getelementptr inbounds %union.Vardesc, ptr %482, i64 %485, !dbg !2288
    #dbg_value(ptr %486, !2080, !DIExpression(), !2272)
  %487 = getelementptr inbounds i8, ptr %486, i64 9, !dbg !2289
  store i8 0, ptr %487, align 1, !dbg !2290, !tbaa !974
  %488 = getelementptr inbounds i8, ptr %486, i64 16, !dbg !2291
  store ptr %467, ptr %488, align 8, !dbg !2292, !tbaa !974
  %489 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.20, i64 noundef 11) #11, !dbg !2293
    #dbg_value(ptr %0, !2071, !DIExpression(), !2294)
    #dbg_value(ptr %489, !2076, !DIExpression(), !2294)
    #dbg_value(ptr poison, !2077, !DIExpression(), !2294)
  %490 = load ptr, ptr %291, align 8, !dbg !2296, !tbaa !1083
    #dbg_value(ptr %490, !2078, !DIExpression(), !2294)
  %491 = load ptr, ptr %446, align 8, !dbg !2297, !tbaa !959
    #dbg_value(ptr %491, !2079, !DIExpression(), !2294)
  %492 = getelementptr inbounds i8, ptr %491, i64 8, !dbg !2298
  %493 = load i32, ptr %492, align 8, !dbg !2298, !tbaa !1058
  %494 = add nsw i32 %493, 1, !dbg !2299
  %495 = getelementptr inbounds i8, ptr %490, i64 56, !dbg !2300
  %496 = load i32, ptr %495, align 8, !dbg !2300, !tbaa !968
  %497 = sub nsw i32 %494, %496, !dbg !2301
    #dbg_value(ptr %490, !1218, !DIExpression(), !2302)
    #dbg_value(i32 %497, !1223, !DIExpression(), !2302)
    #dbg_value(i32 200, !1224, !DIExpression(), !2302)
    #dbg_value(ptr @.str.9, !1225, !DIExpression(), !2302)
  %498 = icmp sgt i32 %497, 200, !dbg !2304
  br i1 %498, label %499, label %500, !dbg !2305

499:                                              ; preds = %478
  call fastcc void @errorlimit(ptr noundef nonnull readonly %490, i32 noundef 200, ptr noundef nonnull @.str.9) #12, !dbg !2306
  unreachable, !dbg !2306

500:                                              ; preds = %478
  %501 = load ptr, ptr %28, align 8, !dbg !2307, !tbaa !1141
    #dbg_value(ptr %501, !2077, !DIExpression(), !2294)
  %502 = load ptr, ptr %491, align 8, !dbg !2308, !tbaa !963
  %503 = getelementptr inbounds i8, ptr %491, i64 12, !dbg !2308
  %504 = call ptr @luaM_growaux_(ptr noundef %501, ptr noundef %502, i32 noundef %494, ptr noundef nonnull %503, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11, !dbg !2308
  store ptr %504, ptr %491, align 8, !dbg !2308, !tbaa !963
  %505 = load i32, ptr %492, align 8, !dbg !2309, !tbaa !1058
  %506 = add nsw i32 %505, 1, !dbg !2309
  store i32 %506, ptr %492, align 8, !dbg !2309, !tbaa !1058
  %507 = sext i32 %505 to i64, !dbg !2310
  %508 = getelementptr inbounds %union.Vardesc, ptr %504, i64 %507, !dbg !2310
    #dbg_value(ptr %508, !2080, !DIExpression(), !2294)
  %509 = getelementptr inbounds i8, ptr %508, i64 9, !dbg !2311
  store i8 0, ptr %509, align 1, !dbg !2312, !tbaa !974
  %510 = getelementptr inbounds i8, ptr %508, i64 16, !dbg !2313
  store ptr %489, ptr %510, align 8, !dbg !2314, !tbaa !974
  %511 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.20, i64 noundef 11) #11, !dbg !2315
    #dbg_value(ptr %0, !2071, !DIExpression(), !2316)
    #dbg_value(ptr %511, !2076, !DIExpression(), !2316)
    #dbg_value(ptr poison, !2077, !DIExpression(), !2316)
  %512 = load ptr, ptr %291, align 8, !dbg !2318, !tbaa !1083
    #dbg_value(ptr %512, !2078, !DIExpression(), !2316)
  %513 = load ptr, ptr %446, align 8, !dbg !2319, !tbaa !959
    #dbg_value(ptr %513, !2079, !DIExpression(), !2316)
  %514 = getelementptr inbounds i8, ptr %513, i64 8, !dbg !2320
  %515 = load i32, ptr %514, align 8, !dbg !2320, !tbaa !1058
  %516 = add nsw i32 %515, 1, !dbg !2321
  %517 = getelementptr inbounds i8, ptr %512, i64 56, !dbg !2322
  %518 = load i32, ptr %517, align 8, !dbg !2322, !tbaa !968
  %519 = sub nsw i32 %516, %518, !dbg !2323
    #dbg_value(ptr %512, !1218, !DIExpression(), !2324)
    #dbg_value(i32 %519, !1223, !DIExpression(), !2324)
    #dbg_value(i32 200, !1224, !DIExpression(), !2324)
    #dbg_value(ptr @.str.9, !1225, !DIExpression(), !2324)
  %520 = icmp sgt i32 %519, 200, !dbg !2326
  br i1 %520, label %521, label %522, !dbg !2327

521:                                              ; preds = %500
  call fastcc void @errorlimit(ptr noundef nonnull readonly %512, i32 noundef 200, ptr noundef nonnull @.str.9) #12, !dbg !2328
  unreachable, !dbg !2328

522:                                              ; preds = %500
  %523 = load ptr, ptr %28, align 8, !dbg !2329, !tbaa !1141
    #dbg_value(ptr %523, !2077, !DIExpression(), !2316)
  %524 = load ptr, ptr %513, align 8, !dbg !2330, !tbaa !963
  %525 = getelementptr inbounds i8, ptr %513, i64 12, !dbg !2330
  %526 = call ptr @luaM_growaux_(ptr noundef %523, ptr noundef %524, i32 noundef %516, ptr noundef nonnull %525, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11, !dbg !2330
  store ptr %526, ptr %513, align 8, !dbg !2330, !tbaa !963
  %527 = load i32, ptr %514, align 8, !dbg !2331, !tbaa !1058
  %528 = add nsw i32 %527, 1, !dbg !2331
  store i32 %528, ptr %514, align 8, !dbg !2331, !tbaa !1058
  %529 = sext i32 %527 to i64, !dbg !2332
  %530 = getelementptr inbounds %union.Vardesc, ptr %526, i64 %529, !dbg !2332
    #dbg_value(ptr %530, !2080, !DIExpression(), !2316)
  %531 = getelementptr inbounds i8, ptr %530, i64 9, !dbg !2333
  store i8 0, ptr %531, align 1, !dbg !2334, !tbaa !974
  %532 = getelementptr inbounds i8, ptr %530, i64 16, !dbg !2335
  store ptr %511, ptr %532, align 8, !dbg !2336, !tbaa !974
    #dbg_value(ptr %0, !2071, !DIExpression(), !2337)
    #dbg_value(ptr %324, !2076, !DIExpression(), !2337)
    #dbg_value(ptr poison, !2077, !DIExpression(), !2337)
  %533 = load ptr, ptr %291, align 8, !dbg !2339, !tbaa !1083
    #dbg_value(ptr %533, !2078, !DIExpression(), !2337)
  %534 = load ptr, ptr %446, align 8, !dbg !2340, !tbaa !959
    #dbg_value(ptr %534, !2079, !DIExpression(), !2337)
  %535 = getelementptr inbounds i8, ptr %534, i64 8, !dbg !2341
  %536 = load i32, ptr %535, align 8, !dbg !2341, !tbaa !1058
  %537 = add nsw i32 %536, 1, !dbg !2342
  %538 = getelementptr inbounds i8, ptr %533, i64 56, !dbg !2343
  %539 = load i32, ptr %538, align 8, !dbg !2343, !tbaa !968
  %540 = sub nsw i32 %537, %539, !dbg !2344
    #dbg_value(ptr %533, !1218, !DIExpression(), !2345)
    #dbg_value(i32 %540, !1223, !DIExpression(), !2345)
    #dbg_value(i32 200, !1224, !DIExpression(), !2345)
    #dbg_value(ptr @.str.9, !1225, !DIExpression(), !2345)
  %541 = icmp sgt i32 %540, 200, !dbg !2347
  br i1 %541, label %542, label %543, !dbg !2348

542:                                              ; preds = %522
  call fastcc void @errorlimit(ptr noundef nonnull readonly %533, i32 noundef 200, ptr noundef nonnull @.str.9) #12, !dbg !2349
  unreachable, !dbg !2349

543:                                              ; preds = %522
  %544 = load ptr, ptr %28, align 8, !dbg !2350, !tbaa !1141
    #dbg_value(ptr %544, !2077, !DIExpression(), !2337)
  %545 = load ptr, ptr %534, align 8, !dbg !2351, !tbaa !963
  %546 = getelementptr inbounds i8, ptr %534, i64 12, !dbg !2351
  %547 = call ptr @luaM_growaux_(ptr noundef %544, ptr noundef %545, i32 noundef %537, ptr noundef nonnull %546, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11, !dbg !2351
  store ptr %547, ptr %534, align 8, !dbg !2351, !tbaa !963
  %548 = load i32, ptr %535, align 8, !dbg !2352, !tbaa !1058
  %549 = add nsw i32 %548, 1, !dbg !2352
  store i32 %549, ptr %535, align 8, !dbg !2352, !tbaa !1058
  %550 = sext i32 %548 to i64, !dbg !2353
  %551 = getelementptr inbounds %union.Vardesc, ptr %547, i64 %550, !dbg !2353
    #dbg_value(ptr %551, !2080, !DIExpression(), !2337)
  %552 = getelementptr inbounds i8, ptr %551, i64 9, !dbg !2354
  store i8 0, ptr %552, align 1, !dbg !2355, !tbaa !974
  %553 = getelementptr inbounds i8, ptr %551, i64 16, !dbg !2356
  store ptr %324, ptr %553, align 8, !dbg !2357, !tbaa !974
    #dbg_value(i32 5, !2241, !DIExpression(), !2244)
    #dbg_value(ptr %0, !1675, !DIExpression(), !2358)
    #dbg_value(i32 44, !1678, !DIExpression(), !2358)
  %554 = load i32, ptr %30, align 8, !dbg !2360, !tbaa !1284
  %555 = icmp eq i32 %554, 44, !dbg !2361
  br i1 %555, label %556, label %589, !dbg !2362

556:                                              ; preds = %543, %573
  %557 = phi i32 [ %584, %573 ], [ 5, %543 ]
    #dbg_value(i32 %557, !2241, !DIExpression(), !2244)
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2363
    #dbg_value(ptr %0, !2036, !DIExpression(), !2364)
    #dbg_value(ptr %0, !1296, !DIExpression(), !2367)
    #dbg_value(i32 291, !1297, !DIExpression(), !2367)
  %558 = load i32, ptr %30, align 8, !dbg !2369, !tbaa !1284
  %559 = icmp eq i32 %558, 291, !dbg !2370
  br i1 %559, label %561, label %560, !dbg !2371

560:                                              ; preds = %556
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12, !dbg !2372
  unreachable, !dbg !2372

561:                                              ; preds = %556
  %562 = load ptr, ptr %323, align 8, !dbg !2373, !tbaa !974
    #dbg_value(ptr %562, !2041, !DIExpression(), !2364)
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2374
    #dbg_value(ptr %0, !2071, !DIExpression(), !2375)
    #dbg_value(ptr %562, !2076, !DIExpression(), !2375)
    #dbg_value(ptr poison, !2077, !DIExpression(), !2375)
  %563 = load ptr, ptr %291, align 8, !dbg !2377, !tbaa !1083
    #dbg_value(ptr %563, !2078, !DIExpression(), !2375)
  %564 = load ptr, ptr %446, align 8, !dbg !2378, !tbaa !959
    #dbg_value(ptr %564, !2079, !DIExpression(), !2375)
  %565 = getelementptr inbounds i8, ptr %564, i64 8, !dbg !2379
  %566 = load i32, ptr %565, align 8, !dbg !2379, !tbaa !1058
  %567 = add nsw i32 %566, 1, !dbg !2380
  %568 = getelementptr inbounds i8, ptr %563, i64 56, !dbg !2381
  %569 = load i32, ptr %568, align 8, !dbg !2381, !tbaa !968
  %570 = sub nsw i32 %567, %569, !dbg !2382
    #dbg_value(ptr %563, !1218, !DIExpression(), !2383)
    #dbg_value(i32 %570, !1223, !DIExpression(), !2383)
    #dbg_value(i32 200, !1224, !DIExpression(), !2383)
    #dbg_value(ptr @.str.9, !1225, !DIExpression(), !2383)
  %571 = icmp sgt i32 %570, 200, !dbg !2385
  br i1 %571, label %572, label %573, !dbg !2386

572:                                              ; preds = %561
  call fastcc void @errorlimit(ptr noundef nonnull readonly %563, i32 noundef 200, ptr noundef nonnull @.str.9) #12, !dbg !2387
  unreachable, !dbg !2387

573:                                              ; preds = %561
  %574 = load ptr, ptr %28, align 8, !dbg !2388, !tbaa !1141
    #dbg_value(ptr %574, !2077, !DIExpression(), !2375)
  %575 = load ptr, ptr %564, align 8, !dbg !2389, !tbaa !963
  %576 = getelementptr inbounds i8, ptr %564, i64 12, !dbg !2389
  %577 = call ptr @luaM_growaux_(ptr noundef %574, ptr noundef %575, i32 noundef %567, ptr noundef nonnull %576, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11, !dbg !2389
  store ptr %577, ptr %564, align 8, !dbg !2389, !tbaa !963
  %578 = load i32, ptr %565, align 8, !dbg !2390, !tbaa !1058
  %579 = add nsw i32 %578, 1, !dbg !2390
  store i32 %579, ptr %565, align 8, !dbg !2390, !tbaa !1058
  %580 = sext i32 %578 to i64, !dbg !2391
  %581 = getelementptr inbounds %union.Vardesc, ptr %577, i64 %580, !dbg !2391
    #dbg_value(ptr %581, !2080, !DIExpression(), !2375)
  %582 = getelementptr inbounds i8, ptr %581, i64 9, !dbg !2392
  store i8 0, ptr %582, align 1, !dbg !2393, !tbaa !974
  %583 = getelementptr inbounds i8, ptr %581, i64 16, !dbg !2394
  store ptr %562, ptr %583, align 8, !dbg !2395, !tbaa !974
  %584 = add nuw nsw i32 %557, 1, !dbg !2396
    #dbg_value(i32 %584, !2241, !DIExpression(), !2244)
    #dbg_value(ptr %0, !1675, !DIExpression(), !2358)
    #dbg_value(i32 44, !1678, !DIExpression(), !2358)
  %585 = load i32, ptr %30, align 8, !dbg !2360, !tbaa !1284
  %586 = icmp eq i32 %585, 44, !dbg !2361
  br i1 %586, label %556, label %587, !dbg !2362, !llvm.loop !2397

587:                                              ; preds = %573
  %588 = add nsw i32 %557, -3, !dbg !2400
  br label %589, !dbg !2401

589:                                              ; preds = %587, %543
  %590 = phi i32 [ %554, %543 ], [ %585, %587 ], !dbg !2402
  %591 = phi i32 [ 1, %543 ], [ %588, %587 ], !dbg !2244
  %592 = zext i8 %443 to i32, !dbg !2401
    #dbg_value(i32 %592, !2243, !DIExpression(), !2244)
    #dbg_value(ptr %0, !1574, !DIExpression(), !2405)
    #dbg_value(i32 267, !1577, !DIExpression(), !2405)
    #dbg_value(ptr %0, !1296, !DIExpression(), !2406)
    #dbg_value(i32 267, !1297, !DIExpression(), !2406)
  %593 = icmp eq i32 %590, 267, !dbg !2407
  br i1 %593, label %595, label %594, !dbg !2408

594:                                              ; preds = %589
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 267) #12, !dbg !2409
  unreachable, !dbg !2409

595:                                              ; preds = %589
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2410
  %596 = load i32, ptr %26, align 4, !dbg !2411, !tbaa !1545
    #dbg_value(i32 %596, !2242, !DIExpression(), !2244)
    #dbg_value(ptr %0, !2412, !DIExpression(), !2419)
    #dbg_value(ptr %10, !2417, !DIExpression(), !2419)
    #dbg_value(i32 1, !2418, !DIExpression(), !2419)
    #dbg_value(ptr %0, !1564, !DIExpression(), !2421)
    #dbg_value(ptr %10, !1570, !DIExpression(), !2421)
  %597 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %10, i32 noundef 0), !dbg !2423
    #dbg_value(ptr %0, !1675, !DIExpression(), !2424)
    #dbg_value(i32 44, !1678, !DIExpression(), !2424)
  %598 = load i32, ptr %30, align 8, !dbg !2426, !tbaa !1284
  %599 = icmp eq i32 %598, 44, !dbg !2427
  br i1 %599, label %600, label %607, !dbg !2428

600:                                              ; preds = %595, %600
  %601 = phi i32 [ %604, %600 ], [ 1, %595 ]
    #dbg_value(i32 %601, !2418, !DIExpression(), !2419)
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2429
  %602 = load ptr, ptr %291, align 8, !dbg !2430, !tbaa !1083
  call void @luaK_exp2nextreg(ptr noundef %602, ptr noundef nonnull %10) #11, !dbg !2432
    #dbg_value(ptr %0, !1564, !DIExpression(), !2433)
    #dbg_value(ptr %10, !1570, !DIExpression(), !2433)
  %603 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %10, i32 noundef 0), !dbg !2435
  %604 = add nuw nsw i32 %601, 1, !dbg !2436
    #dbg_value(i32 %604, !2418, !DIExpression(), !2419)
    #dbg_value(ptr %0, !1675, !DIExpression(), !2424)
    #dbg_value(i32 44, !1678, !DIExpression(), !2424)
  %605 = load i32, ptr %30, align 8, !dbg !2426, !tbaa !1284
  %606 = icmp eq i32 %605, 44, !dbg !2427
  br i1 %606, label %600, label %607, !dbg !2428, !llvm.loop !2437

607:                                              ; preds = %600, %595
  %608 = phi i32 [ 1, %595 ], [ %604, %600 ], !dbg !2419
    #dbg_value(ptr %0, !2440, !DIExpression(), !2453)
    #dbg_value(i32 4, !2445, !DIExpression(), !2453)
    #dbg_value(i32 %608, !2446, !DIExpression(), !2453)
    #dbg_value(ptr %10, !2447, !DIExpression(), !2453)
  %609 = load ptr, ptr %291, align 8, !dbg !2455, !tbaa !1083
    #dbg_value(ptr %609, !2448, !DIExpression(), !2453)
  %610 = sub nsw i32 4, %608, !dbg !2456
    #dbg_value(i32 %610, !2449, !DIExpression(), !2453)
  %611 = load i32, ptr %10, align 8, !dbg !2457, !tbaa !1847
  switch i32 %611, label %612 [
    i32 18, label %619
    i32 19, label %619
    i32 0, label %613
  ], !dbg !2457

612:                                              ; preds = %607
  call void @luaK_exp2nextreg(ptr noundef %609, ptr noundef nonnull %10) #11, !dbg !2458
  br label %613, !dbg !2458

613:                                              ; preds = %612, %607
  %614 = icmp ult i32 %608, 4, !dbg !2461
  br i1 %614, label %615, label %624, !dbg !2463

615:                                              ; preds = %613
  %616 = getelementptr inbounds i8, ptr %609, i64 68, !dbg !2464
  %617 = load i8, ptr %616, align 4, !dbg !2464, !tbaa !2069
  %618 = zext i8 %617 to i32, !dbg !2465
  call void @luaK_nil(ptr noundef %609, i32 noundef %618, i32 noundef %610) #11, !dbg !2466
  br label %623, !dbg !2467

619:                                              ; preds = %607, %607
    #dbg_value(i32 %610, !2450, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !2468)
  %620 = call i32 @llvm.smax.i32(i32 %610, i32 -1), !dbg !2469
  %621 = add nsw i32 %620, 1, !dbg !2469
    #dbg_value(i32 %621, !2450, !DIExpression(), !2468)
  call void @luaK_setreturns(ptr noundef %609, ptr noundef nonnull %10, i32 noundef %621) #11, !dbg !2470
  %622 = icmp ult i32 %608, 4, !dbg !2471
  br i1 %622, label %623, label %624, !dbg !2467

623:                                              ; preds = %619, %615
  call void @luaK_reserveregs(ptr noundef %609, i32 noundef %610) #11, !dbg !2473
  br label %629, !dbg !2473

624:                                              ; preds = %619, %613
  %625 = getelementptr inbounds i8, ptr %609, i64 68, !dbg !2474
  %626 = load i8, ptr %625, align 4, !dbg !2475, !tbaa !2069
  %627 = trunc i32 %610 to i8, !dbg !2475
  %628 = add i8 %626, %627, !dbg !2475
  store i8 %628, ptr %625, align 4, !dbg !2475, !tbaa !2069
  br label %629

629:                                              ; preds = %623, %624
  call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef 4), !dbg !2476
    #dbg_value(ptr %441, !2477, !DIExpression(), !2483)
  %630 = getelementptr inbounds i8, ptr %441, i64 24, !dbg !2485
  %631 = load ptr, ptr %630, align 8, !dbg !2485, !tbaa !1135
    #dbg_value(ptr %631, !2482, !DIExpression(), !2483)
  %632 = getelementptr inbounds i8, ptr %631, i64 17, !dbg !2486
  store i8 1, ptr %632, align 1, !dbg !2487, !tbaa !1179
  %633 = getelementptr inbounds i8, ptr %631, i64 19, !dbg !2488
  store i8 1, ptr %633, align 1, !dbg !2489, !tbaa !1184
  %634 = getelementptr inbounds i8, ptr %441, i64 70, !dbg !2490
  store i8 1, ptr %634, align 2, !dbg !2491, !tbaa !2492
  call void @luaK_checkstack(ptr noundef %441, i32 noundef 3) #11, !dbg !2493
  call fastcc void @forbody(ptr noundef nonnull %0, i32 noundef %592, i32 noundef %596, i32 noundef %591, i32 noundef 1), !dbg !2494
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #11, !dbg !2495
  br label %636, !dbg !2496

635:                                              ; preds = %322
  call void @luaX_syntaxerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.19) #13, !dbg !2497
  unreachable, !dbg !2497

636:                                              ; preds = %438, %629
  call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 261, i32 noundef 263, i32 noundef %27), !dbg !2498
  call fastcc void @leaveblock(ptr noundef %292), !dbg !2499
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %22) #11, !dbg !2500
  br label %1307, !dbg !2501

637:                                              ; preds = %1
    #dbg_assign(i1 undef, !1531, !DIExpression(), !1538, ptr %21, !DIExpression(), !1535)
    #dbg_value(ptr %0, !1526, !DIExpression(), !1535)
    #dbg_value(i32 %27, !1527, !DIExpression(), !1535)
  %638 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !2502
  %639 = load ptr, ptr %638, align 8, !dbg !2502, !tbaa !1083
    #dbg_value(ptr %639, !1529, !DIExpression(), !1535)
  %640 = tail call i32 @luaK_getlabel(ptr noundef %639) #11, !dbg !2503
    #dbg_value(i32 %640, !1530, !DIExpression(), !1535)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %20) #11, !dbg !2504
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %21) #11, !dbg !2504
    #dbg_value(ptr %639, !1147, !DIExpression(), !2505)
    #dbg_value(ptr %20, !1148, !DIExpression(), !2505)
    #dbg_value(i8 1, !1149, !DIExpression(), !2505)
  %641 = getelementptr inbounds i8, ptr %20, i64 18, !dbg !2507
  store i8 1, ptr %641, align 2, !dbg !2508, !tbaa !1161
  %642 = getelementptr inbounds i8, ptr %639, i64 66, !dbg !2509
  %643 = load i8, ptr %642, align 2, !dbg !2509, !tbaa !927
  %644 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !2510
  store i8 %643, ptr %644, align 8, !dbg !2511, !tbaa !1166
  %645 = getelementptr inbounds i8, ptr %639, i64 16, !dbg !2512
  %646 = load ptr, ptr %645, align 8, !dbg !2512, !tbaa !957
  %647 = getelementptr inbounds i8, ptr %646, i64 88, !dbg !2513
  %648 = load ptr, ptr %647, align 8, !dbg !2513, !tbaa !959
  %649 = getelementptr inbounds i8, ptr %648, i64 40, !dbg !2514
  %650 = load i32, ptr %649, align 8, !dbg !2514, !tbaa !1052
  %651 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !2515
  store i32 %650, ptr %651, align 8, !dbg !2516, !tbaa !1170
  %652 = getelementptr inbounds i8, ptr %648, i64 24, !dbg !2517
  %653 = load i32, ptr %652, align 8, !dbg !2517, !tbaa !1055
  %654 = getelementptr inbounds i8, ptr %20, i64 12, !dbg !2518
  store i32 %653, ptr %654, align 4, !dbg !2519, !tbaa !1175
  %655 = getelementptr inbounds i8, ptr %20, i64 17, !dbg !2520
  store i8 0, ptr %655, align 1, !dbg !2521, !tbaa !1179
  %656 = getelementptr inbounds i8, ptr %639, i64 24, !dbg !2522
  %657 = load ptr, ptr %656, align 8, !dbg !2522, !tbaa !1135
  %658 = icmp eq ptr %657, null, !dbg !2523
  br i1 %658, label %664, label %659, !dbg !2524

659:                                              ; preds = %637
  %660 = getelementptr inbounds i8, ptr %657, i64 19, !dbg !2525
  %661 = load i8, ptr %660, align 1, !dbg !2525, !tbaa !1184
  %662 = icmp ne i8 %661, 0, !dbg !2524
  %663 = zext i1 %662 to i8, !dbg !2526
  br label %664

664:                                              ; preds = %637, %659
  %665 = phi i8 [ 0, %637 ], [ %663, %659 ], !dbg !2505
  %666 = getelementptr inbounds i8, ptr %20, i64 19, !dbg !2527
  store i8 %665, ptr %666, align 1, !dbg !2528, !tbaa !1184
  store ptr %657, ptr %20, align 8, !dbg !2529, !tbaa !1190
    #dbg_value(ptr %639, !1147, !DIExpression(), !2530)
    #dbg_value(ptr %21, !1148, !DIExpression(), !2530)
    #dbg_value(i8 0, !1149, !DIExpression(), !2530)
  %667 = getelementptr inbounds i8, ptr %21, i64 18, !dbg !2532
  store i8 0, ptr %667, align 2, !dbg !2533, !tbaa !1161
  %668 = getelementptr inbounds i8, ptr %21, i64 16, !dbg !2534
  store i8 %643, ptr %668, align 8, !dbg !2535, !tbaa !1166
  %669 = getelementptr inbounds i8, ptr %21, i64 8, !dbg !2536
  store i32 %650, ptr %669, align 8, !dbg !2537, !tbaa !1170
  %670 = getelementptr inbounds i8, ptr %21, i64 12, !dbg !2538
  store i32 %653, ptr %670, align 4, !dbg !2539, !tbaa !1175
  %671 = getelementptr inbounds i8, ptr %21, i64 17, !dbg !2540
  store i8 0, ptr %671, align 1, !dbg !2541, !tbaa !1179
  %672 = getelementptr inbounds i8, ptr %21, i64 19, !dbg !2542
  store i8 %665, ptr %672, align 1, !dbg !2543, !tbaa !1184
  store ptr %20, ptr %21, align 8, !dbg !2544, !tbaa !1190
  store ptr %21, ptr %656, align 8, !dbg !2545, !tbaa !1135
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2546
    #dbg_value(ptr %0, !1267, !DIExpression(), !2547)
  br label %673, !dbg !2549

673:                                              ; preds = %676, %664
    #dbg_value(ptr %0, !1275, !DIExpression(), !2550)
    #dbg_value(i32 1, !1280, !DIExpression(), !2550)
  %674 = load i32, ptr %30, align 8, !dbg !2552, !tbaa !1284
  switch i32 %674, label %676 [
    i32 259, label %677
    i32 260, label %677
    i32 261, label %677
    i32 288, label %677
    i32 276, label %677
    i32 273, label %675
  ], !dbg !2553

675:                                              ; preds = %673
  call fastcc void @statement(ptr noundef nonnull %0), !dbg !2554
  br label %677, !dbg !2555

676:                                              ; preds = %673
  call fastcc void @statement(ptr noundef nonnull %0), !dbg !2556
  br label %673, !dbg !2549, !llvm.loop !2557

677:                                              ; preds = %673, %673, %673, %673, %673, %675
  call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 276, i32 noundef 272, i32 noundef %27), !dbg !2559
    #dbg_assign(i1 undef, !1833, !DIExpression(), !1498, ptr %6, !DIExpression(), !2560)
    #dbg_value(ptr %0, !1838, !DIExpression(), !2560)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #11, !dbg !2562
    #dbg_value(ptr %0, !1564, !DIExpression(), !2563)
    #dbg_value(ptr %6, !1570, !DIExpression(), !2563)
  %678 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %6, i32 noundef 0), !dbg !2565
  %679 = load i32, ptr %6, align 8, !dbg !2566, !tbaa !1847
  %680 = icmp eq i32 %679, 1, !dbg !2567
  br i1 %680, label %681, label %682, !dbg !2568

681:                                              ; preds = %677
  store i32 3, ptr %6, align 8, !dbg !2569, !tbaa !1847, !DIAssignID !2570
    #dbg_assign(i32 3, !1833, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !2570, ptr %6, !DIExpression(), !2560)
  br label %682, !dbg !2571

682:                                              ; preds = %677, %681
  %683 = load ptr, ptr %638, align 8, !dbg !2572, !tbaa !1083
  call void @luaK_goiftrue(ptr noundef %683, ptr noundef nonnull %6) #11, !dbg !2573
  %684 = getelementptr inbounds i8, ptr %6, i64 20, !dbg !2574
  %685 = load i32, ptr %684, align 4, !dbg !2574, !tbaa !1729
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #11, !dbg !2575
    #dbg_value(i32 %685, !1528, !DIExpression(), !1535)
  call fastcc void @leaveblock(ptr noundef %639), !dbg !2576
  %686 = load i8, ptr %671, align 1, !dbg !2577, !tbaa !1179
  %687 = icmp eq i8 %686, 0, !dbg !2578
  br i1 %687, label %718, label %688, !dbg !2579

688:                                              ; preds = %682
  %689 = call i32 @luaK_jump(ptr noundef %639) #11, !dbg !2580
    #dbg_value(i32 %689, !1532, !DIExpression(), !2581)
  call void @luaK_patchtohere(ptr noundef %639, i32 noundef %685) #11, !dbg !2582
  %690 = load i8, ptr %668, align 8, !dbg !2583, !tbaa !1166
  %691 = zext i8 %690 to i32, !dbg !2583
    #dbg_value(ptr %639, !935, !DIExpression(), !2584)
    #dbg_value(i32 %691, !940, !DIExpression(), !2584)
  %692 = getelementptr inbounds i8, ptr %639, i64 56
  br label %693, !dbg !2586

693:                                              ; preds = %696, %688
  %694 = phi i32 [ %691, %688 ], [ %697, %696 ]
    #dbg_value(i32 %694, !940, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2584)
  %695 = icmp sgt i32 %694, 0, !dbg !2587
  br i1 %695, label %696, label %714, !dbg !2586

696:                                              ; preds = %693
  %697 = add nsw i32 %694, -1, !dbg !2588
    #dbg_value(i32 %697, !940, !DIExpression(), !2584)
    #dbg_value(ptr %639, !948, !DIExpression(), !2589)
    #dbg_value(i32 %697, !953, !DIExpression(), !2589)
  %698 = load ptr, ptr %645, align 8, !dbg !2591, !tbaa !957
  %699 = getelementptr inbounds i8, ptr %698, i64 88, !dbg !2592
  %700 = load ptr, ptr %699, align 8, !dbg !2592, !tbaa !959
  %701 = load ptr, ptr %700, align 8, !dbg !2593, !tbaa !963
  %702 = load i32, ptr %692, align 8, !dbg !2594, !tbaa !968
  %703 = add nsw i32 %702, %697, !dbg !2595
  %704 = sext i32 %703 to i64, !dbg !2596
  %705 = getelementptr inbounds %union.Vardesc, ptr %701, i64 %704, !dbg !2596
    #dbg_value(ptr %705, !941, !DIExpression(), !2597)
  %706 = getelementptr inbounds i8, ptr %705, i64 9, !dbg !2598
  %707 = load i8, ptr %706, align 1, !dbg !2598, !tbaa !974
  %708 = icmp eq i8 %707, 3, !dbg !2599
  br i1 %708, label %693, label %709, !dbg !2600

709:                                              ; preds = %696
  %710 = getelementptr inbounds i8, ptr %705, i64 10, !dbg !2601
  %711 = load i8, ptr %710, align 2, !dbg !2601, !tbaa !974
  %712 = zext i8 %711 to i32, !dbg !2602
  %713 = add nuw nsw i32 %712, 1, !dbg !2603
  br label %714

714:                                              ; preds = %693, %709
  %715 = phi i32 [ %713, %709 ], [ 0, %693 ], !dbg !2584
  %716 = call i32 @luaK_codeABCk(ptr noundef %639, i32 noundef 54, i32 noundef %715, i32 noundef 0, i32 noundef 0, i32 noundef 0) #11, !dbg !2583
  %717 = call i32 @luaK_jump(ptr noundef %639) #11, !dbg !2604
    #dbg_value(i32 %717, !1528, !DIExpression(), !1535)
  call void @luaK_patchtohere(ptr noundef %639, i32 noundef %689) #11, !dbg !2605
  br label %718, !dbg !2606

718:                                              ; preds = %682, %714
  %719 = phi i32 [ %717, %714 ], [ %685, %682 ], !dbg !1535
    #dbg_value(i32 %719, !1528, !DIExpression(), !1535)
  call void @luaK_patchlist(ptr noundef %639, i32 noundef %719, i32 noundef %640) #11, !dbg !2607
  call fastcc void @leaveblock(ptr noundef %639), !dbg !2608
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #11, !dbg !2609
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %20) #11, !dbg !2609
  br label %1307, !dbg !2610

720:                                              ; preds = %1
    #dbg_assign(i1 undef, !1517, !DIExpression(), !1521, ptr %19, !DIExpression(), !1518)
    #dbg_value(ptr %0, !1514, !DIExpression(), !1518)
    #dbg_value(i32 %27, !1515, !DIExpression(), !1518)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #11, !dbg !2611
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %19) #11, !dbg !2611
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2612
    #dbg_value(ptr %0, !2613, !DIExpression(), !2618)
    #dbg_value(ptr %18, !2616, !DIExpression(), !2618)
    #dbg_value(i32 0, !2617, !DIExpression(), !2618)
  call fastcc void @singlevar(ptr noundef nonnull %0, ptr noundef nonnull %18), !dbg !2620
  %721 = getelementptr inbounds i8, ptr %0, i64 48
  %722 = getelementptr inbounds i8, ptr %0, i64 24
  %723 = getelementptr inbounds i8, ptr %5, i64 16
  %724 = getelementptr inbounds i8, ptr %5, i64 20
  %725 = getelementptr inbounds i8, ptr %5, i64 8
  br label %726, !dbg !2621

726:                                              ; preds = %733, %720
  %727 = load i32, ptr %30, align 8, !dbg !2622, !tbaa !1284
  switch i32 %727, label %745 [
    i32 46, label %728
    i32 58, label %735
  ], !dbg !2621

728:                                              ; preds = %726
    #dbg_assign(i1 undef, !2623, !DIExpression(), !1497, ptr %5, !DIExpression(), !2629)
    #dbg_value(ptr %0, !2626, !DIExpression(), !2629)
    #dbg_value(ptr %18, !2627, !DIExpression(), !2629)
  %729 = load ptr, ptr %721, align 8, !dbg !2631, !tbaa !1083
    #dbg_value(ptr %729, !2628, !DIExpression(), !2629)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #11, !dbg !2632
  call void @luaK_exp2anyregup(ptr noundef %729, ptr noundef nonnull %18) #11, !dbg !2633
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2634
    #dbg_value(ptr %0, !2635, !DIExpression(), !2639)
    #dbg_value(ptr %5, !2638, !DIExpression(), !2639)
    #dbg_value(ptr %0, !2036, !DIExpression(), !2641)
    #dbg_value(ptr %0, !1296, !DIExpression(), !2643)
    #dbg_value(i32 291, !1297, !DIExpression(), !2643)
  %730 = load i32, ptr %30, align 8, !dbg !2645, !tbaa !1284
  %731 = icmp eq i32 %730, 291, !dbg !2646
  br i1 %731, label %733, label %732, !dbg !2647

732:                                              ; preds = %728
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12, !dbg !2648
  unreachable, !dbg !2648

733:                                              ; preds = %728
  %734 = load ptr, ptr %722, align 8, !dbg !2649, !tbaa !974
    #dbg_value(ptr %734, !2041, !DIExpression(), !2641)
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2650
    #dbg_value(ptr %5, !2651, !DIExpression(), !2657)
    #dbg_value(ptr %734, !2656, !DIExpression(), !2657)
  store i32 -1, ptr %723, align 8, !dbg !2659, !tbaa !1624, !DIAssignID !2660
    #dbg_assign(i32 -1, !2623, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !2660, ptr %723, !DIExpression(), !2629)
  store i32 -1, ptr %724, align 4, !dbg !2661, !tbaa !1729, !DIAssignID !2662
    #dbg_assign(i32 -1, !2623, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !2662, ptr %724, !DIExpression(), !2629)
  store i32 7, ptr %5, align 8, !dbg !2663, !tbaa !1847, !DIAssignID !2664
    #dbg_assign(i32 7, !2623, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !2664, ptr %5, !DIExpression(), !2629)
  store ptr %734, ptr %725, align 8, !dbg !2665, !tbaa !974, !DIAssignID !2666
    #dbg_assign(ptr %734, !2623, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2666, ptr %725, !DIExpression(), !2629)
  call void @luaK_indexed(ptr noundef %729, ptr noundef nonnull %18, ptr noundef nonnull %5) #11, !dbg !2667
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #11, !dbg !2668
  br label %726, !dbg !2621, !llvm.loop !2669

735:                                              ; preds = %726
    #dbg_value(i32 1, !2617, !DIExpression(), !2618)
    #dbg_assign(i1 undef, !2623, !DIExpression(), !1496, ptr %4, !DIExpression(), !2671)
    #dbg_value(ptr %0, !2626, !DIExpression(), !2671)
    #dbg_value(ptr %18, !2627, !DIExpression(), !2671)
  %736 = load ptr, ptr %721, align 8, !dbg !2675, !tbaa !1083
    #dbg_value(ptr %736, !2628, !DIExpression(), !2671)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11, !dbg !2676
  call void @luaK_exp2anyregup(ptr noundef %736, ptr noundef nonnull %18) #11, !dbg !2677
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2678
    #dbg_value(ptr %0, !2635, !DIExpression(), !2679)
    #dbg_value(ptr %4, !2638, !DIExpression(), !2679)
    #dbg_value(ptr %0, !2036, !DIExpression(), !2681)
    #dbg_value(ptr %0, !1296, !DIExpression(), !2683)
    #dbg_value(i32 291, !1297, !DIExpression(), !2683)
  %737 = load i32, ptr %30, align 8, !dbg !2685, !tbaa !1284
  %738 = icmp eq i32 %737, 291, !dbg !2686
  br i1 %738, label %740, label %739, !dbg !2687

739:                                              ; preds = %735
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12, !dbg !2688
  unreachable, !dbg !2688

740:                                              ; preds = %735
  %741 = load ptr, ptr %722, align 8, !dbg !2689, !tbaa !974
    #dbg_value(ptr %741, !2041, !DIExpression(), !2681)
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2690
    #dbg_value(ptr %4, !2651, !DIExpression(), !2691)
    #dbg_value(ptr %741, !2656, !DIExpression(), !2691)
  %742 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !2693
  store i32 -1, ptr %742, align 8, !dbg !2694, !tbaa !1624, !DIAssignID !2695
    #dbg_assign(i32 -1, !2623, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !2695, ptr %742, !DIExpression(), !2671)
  %743 = getelementptr inbounds i8, ptr %4, i64 20, !dbg !2696
  store i32 -1, ptr %743, align 4, !dbg !2697, !tbaa !1729, !DIAssignID !2698
    #dbg_assign(i32 -1, !2623, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !2698, ptr %743, !DIExpression(), !2671)
  store i32 7, ptr %4, align 8, !dbg !2699, !tbaa !1847, !DIAssignID !2700
    #dbg_assign(i32 7, !2623, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !2700, ptr %4, !DIExpression(), !2671)
  %744 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !2701
  store ptr %741, ptr %744, align 8, !dbg !2702, !tbaa !974, !DIAssignID !2703
    #dbg_assign(ptr %741, !2623, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2703, ptr %744, !DIExpression(), !2671)
  call void @luaK_indexed(ptr noundef %736, ptr noundef nonnull %18, ptr noundef nonnull %4) #11, !dbg !2704
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11, !dbg !2705
  br label %745, !dbg !2706

745:                                              ; preds = %726, %740
  %746 = phi i32 [ 1, %740 ], [ 0, %726 ], !dbg !2618
    #dbg_value(i32 %746, !2617, !DIExpression(), !2618)
    #dbg_value(i32 %746, !1516, !DIExpression(), !1518)
  call fastcc void @body(ptr noundef nonnull %0, ptr noundef nonnull %19, i32 noundef %746, i32 noundef %27), !dbg !2707
    #dbg_value(ptr %0, !2708, !DIExpression(), !2722)
    #dbg_value(ptr %18, !2711, !DIExpression(), !2722)
  %747 = load ptr, ptr %721, align 8, !dbg !2724, !tbaa !1083
    #dbg_value(ptr %747, !2712, !DIExpression(), !2722)
    #dbg_value(ptr null, !2713, !DIExpression(), !2722)
  %748 = load i32, ptr %18, align 8, !dbg !2725, !tbaa !1847
  switch i32 %748, label %795 [
    i32 11, label %749
    i32 9, label %757
    i32 10, label %776
  ], !dbg !2726

749:                                              ; preds = %745
  %750 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !2727
  %751 = load ptr, ptr %750, align 8, !dbg !2727, !tbaa !959
  %752 = load ptr, ptr %751, align 8, !dbg !2729, !tbaa !963
  %753 = getelementptr inbounds i8, ptr %18, i64 8, !dbg !2730
  %754 = load i32, ptr %753, align 8, !dbg !2731, !tbaa !974
  %755 = sext i32 %754 to i64, !dbg !2732
  %756 = getelementptr inbounds %union.Vardesc, ptr %752, i64 %755, i32 0, i32 5, !dbg !2733
    #dbg_value(ptr poison, !2713, !DIExpression(), !2722)
  br label %787, !dbg !2734

757:                                              ; preds = %745
  %758 = getelementptr inbounds i8, ptr %18, i64 10, !dbg !2735
  %759 = load i16, ptr %758, align 2, !dbg !2735, !tbaa !974
  %760 = zext i16 %759 to i32, !dbg !2736
    #dbg_value(ptr %747, !948, !DIExpression(), !2737)
    #dbg_value(i32 %760, !953, !DIExpression(), !2737)
  %761 = getelementptr inbounds i8, ptr %747, i64 16, !dbg !2739
  %762 = load ptr, ptr %761, align 8, !dbg !2739, !tbaa !957
  %763 = getelementptr inbounds i8, ptr %762, i64 88, !dbg !2740
  %764 = load ptr, ptr %763, align 8, !dbg !2740, !tbaa !959
  %765 = load ptr, ptr %764, align 8, !dbg !2741, !tbaa !963
  %766 = getelementptr inbounds i8, ptr %747, i64 56, !dbg !2742
  %767 = load i32, ptr %766, align 8, !dbg !2742, !tbaa !968
  %768 = add nsw i32 %767, %760, !dbg !2743
  %769 = sext i32 %768 to i64, !dbg !2744
  %770 = getelementptr inbounds %union.Vardesc, ptr %765, i64 %769, !dbg !2744
    #dbg_value(ptr %770, !2714, !DIExpression(), !2745)
  %771 = getelementptr inbounds i8, ptr %770, i64 9, !dbg !2746
  %772 = load i8, ptr %771, align 1, !dbg !2746, !tbaa !974
  %773 = icmp eq i8 %772, 0, !dbg !2748
  br i1 %773, label %795, label %774, !dbg !2749

774:                                              ; preds = %757
  %775 = getelementptr inbounds i8, ptr %770, i64 16, !dbg !2750
    #dbg_value(ptr poison, !2713, !DIExpression(), !2722)
  br label %787, !dbg !2751

776:                                              ; preds = %745
  %777 = load ptr, ptr %747, align 8, !dbg !2752, !tbaa !1029
  %778 = getelementptr inbounds i8, ptr %777, i64 80, !dbg !2753
  %779 = load ptr, ptr %778, align 8, !dbg !2753, !tbaa !1237
  %780 = getelementptr inbounds i8, ptr %18, i64 8, !dbg !2754
  %781 = load i32, ptr %780, align 8, !dbg !2755, !tbaa !974
  %782 = sext i32 %781 to i64, !dbg !2756
  %783 = getelementptr inbounds %struct.Upvaldesc, ptr %779, i64 %782, !dbg !2756
    #dbg_value(ptr %783, !2717, !DIExpression(), !2757)
  %784 = getelementptr inbounds i8, ptr %783, i64 10, !dbg !2758
  %785 = load i8, ptr %784, align 2, !dbg !2758, !tbaa !1261
  %786 = icmp eq i8 %785, 0, !dbg !2760
  br i1 %786, label %795, label %787, !dbg !2761

787:                                              ; preds = %776, %774, %749
  %788 = phi ptr [ %756, %749 ], [ %775, %774 ], [ %783, %776 ]
  %789 = load ptr, ptr %788, align 8, !dbg !2762, !tbaa !974
    #dbg_value(ptr %789, !2713, !DIExpression(), !2722)
  %790 = icmp eq ptr %789, null, !dbg !2763
  br i1 %790, label %795, label %791, !dbg !2764

791:                                              ; preds = %787
  %792 = load ptr, ptr %28, align 8, !dbg !2765, !tbaa !1141
  %793 = getelementptr inbounds i8, ptr %789, i64 24, !dbg !2766
  %794 = call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %792, ptr noundef nonnull @.str.22, ptr noundef nonnull %793) #11, !dbg !2767
    #dbg_value(ptr %794, !2719, !DIExpression(), !2768)
  call void @luaK_semerror(ptr noundef nonnull %0, ptr noundef %794) #13, !dbg !2769
  unreachable, !dbg !2769

795:                                              ; preds = %745, %757, %776, %787
  call void @luaK_storevar(ptr noundef %747, ptr noundef nonnull %18, ptr noundef nonnull %19) #11, !dbg !2770
  %796 = load ptr, ptr %721, align 8, !dbg !2771, !tbaa !1083
  call void @luaK_fixline(ptr noundef %796, i32 noundef %27) #11, !dbg !2772
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %19) #11, !dbg !2773
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #11, !dbg !2773
  br label %1307, !dbg !2774

797:                                              ; preds = %1
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2775
    #dbg_value(ptr %0, !1675, !DIExpression(), !2777)
    #dbg_value(i32 264, !1678, !DIExpression(), !2777)
  %798 = load i32, ptr %30, align 8, !dbg !2780, !tbaa !1284
  %799 = icmp eq i32 %798, 264, !dbg !2781
  br i1 %799, label %800, label %857, !dbg !2782

800:                                              ; preds = %797
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2783
    #dbg_assign(i1 undef, !2784, !DIExpression(), !1509, ptr %17, !DIExpression(), !2790)
    #dbg_value(ptr %0, !2787, !DIExpression(), !2790)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17) #11, !dbg !2792
  %801 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !2793
  %802 = load ptr, ptr %801, align 8, !dbg !2793, !tbaa !1083
    #dbg_value(ptr %802, !2788, !DIExpression(), !2790)
  %803 = getelementptr inbounds i8, ptr %802, i64 66, !dbg !2794
  %804 = load i8, ptr %803, align 2, !dbg !2794, !tbaa !927
  %805 = zext i8 %804 to i32, !dbg !2795
    #dbg_value(i32 %805, !2789, !DIExpression(), !2790)
    #dbg_value(ptr %0, !2036, !DIExpression(), !2796)
    #dbg_value(ptr %0, !1296, !DIExpression(), !2798)
    #dbg_value(i32 291, !1297, !DIExpression(), !2798)
  %806 = load i32, ptr %30, align 8, !dbg !2800, !tbaa !1284
  %807 = icmp eq i32 %806, 291, !dbg !2801
  br i1 %807, label %809, label %808, !dbg !2802

808:                                              ; preds = %800
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12, !dbg !2803
  unreachable, !dbg !2803

809:                                              ; preds = %800
  %810 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2804
  %811 = load ptr, ptr %810, align 8, !dbg !2805, !tbaa !974
    #dbg_value(ptr %811, !2041, !DIExpression(), !2796)
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2806
    #dbg_value(ptr %0, !2071, !DIExpression(), !2807)
    #dbg_value(ptr %811, !2076, !DIExpression(), !2807)
    #dbg_value(ptr poison, !2077, !DIExpression(), !2807)
  %812 = load ptr, ptr %801, align 8, !dbg !2809, !tbaa !1083
    #dbg_value(ptr %812, !2078, !DIExpression(), !2807)
  %813 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !2810
  %814 = load ptr, ptr %813, align 8, !dbg !2810, !tbaa !959
    #dbg_value(ptr %814, !2079, !DIExpression(), !2807)
  %815 = getelementptr inbounds i8, ptr %814, i64 8, !dbg !2811
  %816 = load i32, ptr %815, align 8, !dbg !2811, !tbaa !1058
  %817 = add nsw i32 %816, 1, !dbg !2812
  %818 = getelementptr inbounds i8, ptr %812, i64 56, !dbg !2813
  %819 = load i32, ptr %818, align 8, !dbg !2813, !tbaa !968
  %820 = sub nsw i32 %817, %819, !dbg !2814
    #dbg_value(ptr %812, !1218, !DIExpression(), !2815)
    #dbg_value(i32 %820, !1223, !DIExpression(), !2815)
    #dbg_value(i32 200, !1224, !DIExpression(), !2815)
    #dbg_value(ptr @.str.9, !1225, !DIExpression(), !2815)
  %821 = icmp sgt i32 %820, 200, !dbg !2817
  br i1 %821, label %822, label %823, !dbg !2818

822:                                              ; preds = %809
  tail call fastcc void @errorlimit(ptr noundef nonnull readonly %812, i32 noundef 200, ptr noundef nonnull @.str.9) #12, !dbg !2819
  unreachable, !dbg !2819

823:                                              ; preds = %809
  %824 = load ptr, ptr %28, align 8, !dbg !2820, !tbaa !1141
    #dbg_value(ptr %824, !2077, !DIExpression(), !2807)
  %825 = load ptr, ptr %814, align 8, !dbg !2821, !tbaa !963
  %826 = getelementptr inbounds i8, ptr %814, i64 12, !dbg !2821
  %827 = tail call ptr @luaM_growaux_(ptr noundef %824, ptr noundef %825, i32 noundef %817, ptr noundef nonnull %826, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11, !dbg !2821
  store ptr %827, ptr %814, align 8, !dbg !2821, !tbaa !963
  %828 = load i32, ptr %815, align 8, !dbg !2822, !tbaa !1058
  %829 = add nsw i32 %828, 1, !dbg !2822
  store i32 %829, ptr %815, align 8, !dbg !2822, !tbaa !1058
  %830 = sext i32 %828 to i64, !dbg !2823
  %831 = getelementptr inbounds %union.Vardesc, ptr %827, i64 %830, !dbg !2823
    #dbg_value(ptr %831, !2080, !DIExpression(), !2807)
  %832 = getelementptr inbounds i8, ptr %831, i64 9, !dbg !2824
  store i8 0, ptr %832, align 1, !dbg !2825, !tbaa !974
  %833 = getelementptr inbounds i8, ptr %831, i64 16, !dbg !2826
  store ptr %811, ptr %833, align 8, !dbg !2827, !tbaa !974
  tail call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef 1), !dbg !2828
  %834 = load i32, ptr %26, align 4, !dbg !2829, !tbaa !1545
  call fastcc void @body(ptr noundef nonnull %0, ptr noundef nonnull %17, i32 noundef 0, i32 noundef %834), !dbg !2830
  %835 = getelementptr inbounds i8, ptr %802, i64 32, !dbg !2831
  %836 = load i32, ptr %835, align 8, !dbg !2831, !tbaa !1095
    #dbg_value(ptr %802, !2832, !DIExpression(), !2842)
    #dbg_value(i32 %805, !2837, !DIExpression(), !2842)
    #dbg_value(ptr %802, !948, !DIExpression(), !2844)
    #dbg_value(i32 %805, !953, !DIExpression(), !2844)
  %837 = getelementptr inbounds i8, ptr %802, i64 16, !dbg !2846
  %838 = load ptr, ptr %837, align 8, !dbg !2846, !tbaa !957
  %839 = getelementptr inbounds i8, ptr %838, i64 88, !dbg !2847
  %840 = load ptr, ptr %839, align 8, !dbg !2847, !tbaa !959
  %841 = load ptr, ptr %840, align 8, !dbg !2848, !tbaa !963
  %842 = getelementptr inbounds i8, ptr %802, i64 56, !dbg !2849
  %843 = load i32, ptr %842, align 8, !dbg !2849, !tbaa !968
  %844 = add nsw i32 %843, %805, !dbg !2850
  %845 = sext i32 %844 to i64, !dbg !2851
  %846 = getelementptr inbounds %union.Vardesc, ptr %841, i64 %845, !dbg !2851
    #dbg_value(ptr %846, !2838, !DIExpression(), !2842)
  %847 = getelementptr inbounds i8, ptr %846, i64 9, !dbg !2852
  %848 = load i8, ptr %847, align 1, !dbg !2852, !tbaa !974
  %849 = icmp ne i8 %848, 3, !dbg !2853
  call void @llvm.assume(i1 %849), !dbg !2854
  %850 = getelementptr inbounds i8, ptr %846, i64 12, !dbg !2855
  %851 = load i16, ptr %850, align 4, !dbg !2855, !tbaa !974
    #dbg_value(i16 %851, !2839, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !2856)
  %852 = load ptr, ptr %802, align 8, !dbg !2857, !tbaa !1029
  %853 = getelementptr inbounds i8, ptr %852, i64 104, !dbg !2858
  %854 = load ptr, ptr %853, align 8, !dbg !2858, !tbaa !1387
  %855 = sext i16 %851 to i64, !dbg !2859
  %856 = getelementptr inbounds %struct.LocVar, ptr %854, i64 %855, i32 1, !dbg !2860
  store i32 %836, ptr %856, align 8, !dbg !2861, !tbaa !2862
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #11, !dbg !2864
  br label %1307, !dbg !2865

857:                                              ; preds = %797
    #dbg_assign(i1 undef, !2866, !DIExpression(), !1508, ptr %16, !DIExpression(), !2877)
    #dbg_value(ptr %0, !2869, !DIExpression(), !2877)
  %858 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !2879
  %859 = load ptr, ptr %858, align 8, !dbg !2879, !tbaa !1083
    #dbg_value(ptr %859, !2870, !DIExpression(), !2877)
    #dbg_value(i32 -1, !2871, !DIExpression(), !2877)
    #dbg_value(i32 0, !2875, !DIExpression(), !2877)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #11, !dbg !2880
    #dbg_value(ptr %0, !2036, !DIExpression(), !2881)
    #dbg_value(ptr %0, !1296, !DIExpression(), !2884)
    #dbg_value(i32 291, !1297, !DIExpression(), !2884)
  %860 = icmp eq i32 %798, 291, !dbg !2886
  br i1 %860, label %861, label %867, !dbg !2887

861:                                              ; preds = %857
  %862 = getelementptr inbounds i8, ptr %0, i64 24
  %863 = getelementptr inbounds i8, ptr %0, i64 88
  %864 = getelementptr inbounds i8, ptr %859, i64 16
  %865 = getelementptr inbounds i8, ptr %859, i64 56
  %866 = getelementptr inbounds i8, ptr %859, i64 66
  br label %868, !dbg !2887

867:                                              ; preds = %947, %857
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12, !dbg !2888
  unreachable, !dbg !2888

868:                                              ; preds = %861, %947
  %869 = phi i32 [ 0, %861 ], [ %945, %947 ]
  %870 = phi i32 [ -1, %861 ], [ %944, %947 ]
    #dbg_value(i32 %869, !2875, !DIExpression(), !2877)
    #dbg_value(i32 %870, !2871, !DIExpression(), !2877)
  %871 = load ptr, ptr %862, align 8, !dbg !2889, !tbaa !974
    #dbg_value(ptr %871, !2041, !DIExpression(), !2881)
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2890
    #dbg_value(ptr %0, !2071, !DIExpression(), !2891)
    #dbg_value(ptr %871, !2076, !DIExpression(), !2891)
    #dbg_value(ptr poison, !2077, !DIExpression(), !2891)
  %872 = load ptr, ptr %858, align 8, !dbg !2893, !tbaa !1083
    #dbg_value(ptr %872, !2078, !DIExpression(), !2891)
  %873 = load ptr, ptr %863, align 8, !dbg !2894, !tbaa !959
    #dbg_value(ptr %873, !2079, !DIExpression(), !2891)
  %874 = getelementptr inbounds i8, ptr %873, i64 8, !dbg !2895
  %875 = load i32, ptr %874, align 8, !dbg !2895, !tbaa !1058
  %876 = add nsw i32 %875, 1, !dbg !2896
  %877 = getelementptr inbounds i8, ptr %872, i64 56, !dbg !2897
  %878 = load i32, ptr %877, align 8, !dbg !2897, !tbaa !968
  %879 = sub nsw i32 %876, %878, !dbg !2898
    #dbg_value(ptr %872, !1218, !DIExpression(), !2899)
    #dbg_value(i32 %879, !1223, !DIExpression(), !2899)
    #dbg_value(i32 200, !1224, !DIExpression(), !2899)
    #dbg_value(ptr @.str.9, !1225, !DIExpression(), !2899)
  %880 = icmp sgt i32 %879, 200, !dbg !2901
  br i1 %880, label %881, label %882, !dbg !2902

881:                                              ; preds = %868
  tail call fastcc void @errorlimit(ptr noundef nonnull readonly %872, i32 noundef 200, ptr noundef nonnull @.str.9) #12, !dbg !2903
  unreachable, !dbg !2903

882:                                              ; preds = %868
  %883 = load ptr, ptr %28, align 8, !dbg !2904, !tbaa !1141
    #dbg_value(ptr %883, !2077, !DIExpression(), !2891)
  %884 = load ptr, ptr %873, align 8, !dbg !2905, !tbaa !963
  %885 = getelementptr inbounds i8, ptr %873, i64 12, !dbg !2905
  %886 = tail call ptr @luaM_growaux_(ptr noundef %883, ptr noundef %884, i32 noundef %876, ptr noundef nonnull %885, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11, !dbg !2905
  store ptr %886, ptr %873, align 8, !dbg !2905, !tbaa !963
  %887 = load i32, ptr %874, align 8, !dbg !2906, !tbaa !1058
  %888 = add nsw i32 %887, 1, !dbg !2906
  store i32 %888, ptr %874, align 8, !dbg !2906, !tbaa !1058
  %889 = sext i32 %887 to i64, !dbg !2907
  %890 = getelementptr inbounds %union.Vardesc, ptr %886, i64 %889, !dbg !2907
    #dbg_value(ptr %890, !2080, !DIExpression(), !2891)
  %891 = getelementptr inbounds i8, ptr %890, i64 9, !dbg !2908
  store i8 0, ptr %891, align 1, !dbg !2909, !tbaa !974
  %892 = getelementptr inbounds i8, ptr %890, i64 16, !dbg !2910
  store ptr %871, ptr %892, align 8, !dbg !2911, !tbaa !974
  %893 = load i32, ptr %874, align 8, !dbg !2912, !tbaa !1058
  %894 = load i32, ptr %877, align 8, !dbg !2913, !tbaa !968
  %895 = xor i32 %894, -1, !dbg !2914
  %896 = add i32 %893, %895, !dbg !2914
    #dbg_value(i32 %896, !2873, !DIExpression(), !2877)
    #dbg_value(ptr %0, !2915, !DIExpression(), !2921)
    #dbg_value(ptr %0, !1675, !DIExpression(), !2923)
    #dbg_value(i32 60, !1678, !DIExpression(), !2923)
  %897 = load i32, ptr %30, align 8, !dbg !2925, !tbaa !1284
  %898 = icmp eq i32 %897, 60, !dbg !2926
  br i1 %898, label %899, label %933, !dbg !2927

899:                                              ; preds = %882
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2928
    #dbg_value(ptr %0, !2036, !DIExpression(), !2929)
    #dbg_value(ptr %0, !1296, !DIExpression(), !2931)
    #dbg_value(i32 291, !1297, !DIExpression(), !2931)
  %900 = load i32, ptr %30, align 8, !dbg !2933, !tbaa !1284
  %901 = icmp eq i32 %900, 291, !dbg !2934
  br i1 %901, label %903, label %902, !dbg !2935

902:                                              ; preds = %899
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12, !dbg !2936
  unreachable, !dbg !2936

903:                                              ; preds = %899
  %904 = load ptr, ptr %862, align 8, !dbg !2937, !tbaa !974
    #dbg_value(ptr %904, !2041, !DIExpression(), !2929)
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2938
  %905 = getelementptr inbounds i8, ptr %904, i64 24, !dbg !2939
    #dbg_value(ptr %905, !2918, !DIExpression(), !2940)
    #dbg_value(ptr %0, !1574, !DIExpression(), !2941)
    #dbg_value(i32 62, !1577, !DIExpression(), !2941)
    #dbg_value(ptr %0, !1296, !DIExpression(), !2943)
    #dbg_value(i32 62, !1297, !DIExpression(), !2943)
  %906 = load i32, ptr %30, align 8, !dbg !2945, !tbaa !1284
  %907 = icmp eq i32 %906, 62, !dbg !2946
  br i1 %907, label %909, label %908, !dbg !2947

908:                                              ; preds = %903
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 62) #12, !dbg !2948
  unreachable, !dbg !2948

909:                                              ; preds = %903
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2949
  %910 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %905, ptr noundef nonnull dereferenceable(6) @.str.24) #14, !dbg !2950
  %911 = icmp eq i32 %910, 0, !dbg !2952
  br i1 %911, label %933, label %912, !dbg !2953

912:                                              ; preds = %909
  %913 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %905, ptr noundef nonnull dereferenceable(6) @.str.25) #14, !dbg !2954
  %914 = icmp eq i32 %913, 0, !dbg !2956
  br i1 %914, label %918, label %915, !dbg !2957

915:                                              ; preds = %912
  %916 = load ptr, ptr %28, align 8, !dbg !2958, !tbaa !1141
  %917 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %916, ptr noundef nonnull @.str.26, ptr noundef nonnull %905) #11, !dbg !2959
  tail call void @luaK_semerror(ptr noundef nonnull %0, ptr noundef %917) #13, !dbg !2960
  unreachable, !dbg !2960

918:                                              ; preds = %912
    #dbg_value(i8 2, !2874, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !2877)
    #dbg_value(ptr %859, !948, !DIExpression(), !2961)
    #dbg_value(i32 %896, !953, !DIExpression(), !2961)
  %919 = load ptr, ptr %864, align 8, !dbg !2963, !tbaa !957
  %920 = getelementptr inbounds i8, ptr %919, i64 88, !dbg !2964
  %921 = load ptr, ptr %920, align 8, !dbg !2964, !tbaa !959
  %922 = load ptr, ptr %921, align 8, !dbg !2965, !tbaa !963
  %923 = load i32, ptr %865, align 8, !dbg !2966, !tbaa !968
  %924 = add nsw i32 %923, %896, !dbg !2967
  %925 = sext i32 %924 to i64, !dbg !2968
  %926 = getelementptr inbounds %union.Vardesc, ptr %922, i64 %925, i32 0, i32 2, !dbg !2969
  store i8 2, ptr %926, align 1, !dbg !2970, !tbaa !974
  %927 = icmp eq i32 %870, -1, !dbg !2971
  br i1 %927, label %929, label %928, !dbg !2975

928:                                              ; preds = %918
  tail call void @luaK_semerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.23) #13, !dbg !2976
  unreachable, !dbg !2976

929:                                              ; preds = %918
  %930 = load i8, ptr %866, align 2, !dbg !2977, !tbaa !927
  %931 = zext i8 %930 to i32, !dbg !2978
  %932 = add nuw nsw i32 %869, %931, !dbg !2979
    #dbg_value(i32 %932, !2871, !DIExpression(), !2877)
  br label %943, !dbg !2980

933:                                              ; preds = %882, %909
  %934 = phi i8 [ 0, %882 ], [ 1, %909 ]
    #dbg_value(i8 2, !2874, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !2877)
    #dbg_value(ptr %859, !948, !DIExpression(), !2961)
    #dbg_value(i32 %896, !953, !DIExpression(), !2961)
  %935 = load ptr, ptr %864, align 8, !dbg !2963, !tbaa !957
  %936 = getelementptr inbounds i8, ptr %935, i64 88, !dbg !2964
  %937 = load ptr, ptr %936, align 8, !dbg !2964, !tbaa !959
  %938 = load ptr, ptr %937, align 8, !dbg !2965, !tbaa !963
  %939 = load i32, ptr %865, align 8, !dbg !2966, !tbaa !968
  %940 = add nsw i32 %939, %896, !dbg !2967
  %941 = sext i32 %940 to i64, !dbg !2968
  %942 = getelementptr inbounds %union.Vardesc, ptr %938, i64 %941, i32 0, i32 2, !dbg !2969
  store i8 %934, ptr %942, align 1, !dbg !2970, !tbaa !974
  br label %943, !dbg !2981

943:                                              ; preds = %933, %929
  %944 = phi i32 [ %932, %929 ], [ %870, %933 ], !dbg !2877
    #dbg_value(i32 %944, !2871, !DIExpression(), !2877)
  %945 = add nuw nsw i32 %869, 1, !dbg !2982
    #dbg_value(i32 %945, !2875, !DIExpression(), !2877)
    #dbg_value(ptr %0, !1675, !DIExpression(), !2983)
    #dbg_value(i32 44, !1678, !DIExpression(), !2983)
  %946 = load i32, ptr %30, align 8, !dbg !2985, !tbaa !1284
  switch i32 %946, label %952 [
    i32 44, label %947
    i32 61, label %950
  ], !dbg !2986

947:                                              ; preds = %943
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2987
    #dbg_value(i32 %945, !2875, !DIExpression(), !2877)
    #dbg_value(i32 %944, !2871, !DIExpression(), !2877)
    #dbg_value(ptr %0, !2036, !DIExpression(), !2881)
    #dbg_value(ptr %0, !1296, !DIExpression(), !2884)
    #dbg_value(i32 291, !1297, !DIExpression(), !2884)
  %948 = load i32, ptr %30, align 8, !dbg !2988, !tbaa !1284
  %949 = icmp eq i32 %948, 291, !dbg !2886
  br i1 %949, label %868, label %867, !dbg !2887, !llvm.loop !2989

950:                                              ; preds = %943
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !2992
  %951 = call fastcc i32 @explist(ptr noundef nonnull %0, ptr noundef nonnull %16), !dbg !2995
    #dbg_value(i32 %951, !2876, !DIExpression(), !2877)
  br label %953, !dbg !2996

952:                                              ; preds = %943
  store i32 0, ptr %16, align 8, !dbg !2997, !tbaa !1847, !DIAssignID !2999
    #dbg_assign(i32 0, !2866, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !2999, ptr %16, !DIExpression(), !2877)
    #dbg_value(i32 0, !2876, !DIExpression(), !2877)
  br label %953

953:                                              ; preds = %952, %950
  %954 = phi i32 [ %951, %950 ], [ 0, %952 ], !dbg !3000
    #dbg_value(i32 %954, !2876, !DIExpression(), !2877)
    #dbg_value(ptr %859, !948, !DIExpression(), !3001)
    #dbg_value(i32 %896, !953, !DIExpression(), !3001)
  %955 = load ptr, ptr %864, align 8, !dbg !3003, !tbaa !957
  %956 = getelementptr inbounds i8, ptr %955, i64 88, !dbg !3004
  %957 = load ptr, ptr %956, align 8, !dbg !3004, !tbaa !959
  %958 = load ptr, ptr %957, align 8, !dbg !3005, !tbaa !963
  %959 = load i32, ptr %865, align 8, !dbg !3006, !tbaa !968
  %960 = add nsw i32 %959, %896, !dbg !3007
  %961 = sext i32 %960 to i64, !dbg !3008
  %962 = getelementptr inbounds %union.Vardesc, ptr %958, i64 %961, !dbg !3008
    #dbg_value(ptr %962, !2872, !DIExpression(), !2877)
  %963 = icmp eq i32 %945, %954, !dbg !3009
  br i1 %963, label %964, label %974, !dbg !3011

964:                                              ; preds = %953
  %965 = getelementptr inbounds i8, ptr %962, i64 9, !dbg !3012
  %966 = load i8, ptr %965, align 1, !dbg !3012, !tbaa !974
  %967 = icmp eq i8 %966, 1, !dbg !3013
  br i1 %967, label %968, label %974, !dbg !3014

968:                                              ; preds = %964
  %969 = call i32 @luaK_exp2const(ptr noundef nonnull %859, ptr noundef nonnull %16, ptr noundef nonnull %962) #11, !dbg !3015
  %970 = icmp eq i32 %969, 0, !dbg !3015
  br i1 %970, label %974, label %971, !dbg !3016

971:                                              ; preds = %968
  store i8 3, ptr %965, align 1, !dbg !3017, !tbaa !974
  call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef %869), !dbg !3019
  %972 = load i8, ptr %866, align 2, !dbg !3020, !tbaa !927
  %973 = add i8 %972, 1, !dbg !3020
  store i8 %973, ptr %866, align 2, !dbg !3020, !tbaa !927
  br label %996, !dbg !3021

974:                                              ; preds = %968, %964, %953
    #dbg_value(ptr %0, !2440, !DIExpression(), !3022)
    #dbg_value(i32 %945, !2445, !DIExpression(), !3022)
    #dbg_value(i32 %954, !2446, !DIExpression(), !3022)
    #dbg_value(ptr %16, !2447, !DIExpression(), !3022)
  %975 = load ptr, ptr %858, align 8, !dbg !3025, !tbaa !1083
    #dbg_value(ptr %975, !2448, !DIExpression(), !3022)
  %976 = sub nsw i32 %945, %954, !dbg !3026
    #dbg_value(i32 %976, !2449, !DIExpression(), !3022)
  %977 = load i32, ptr %16, align 8, !dbg !3027, !tbaa !1847
  switch i32 %977, label %978 [
    i32 18, label %985
    i32 19, label %985
    i32 0, label %979
  ], !dbg !3027

978:                                              ; preds = %974
  call void @luaK_exp2nextreg(ptr noundef %975, ptr noundef nonnull %16) #11, !dbg !3028
  br label %979, !dbg !3028

979:                                              ; preds = %978, %974
  %980 = icmp sgt i32 %976, 0, !dbg !3029
  br i1 %980, label %981, label %990, !dbg !3030

981:                                              ; preds = %979
  %982 = getelementptr inbounds i8, ptr %975, i64 68, !dbg !3031
  %983 = load i8, ptr %982, align 4, !dbg !3031, !tbaa !2069
  %984 = zext i8 %983 to i32, !dbg !3032
  call void @luaK_nil(ptr noundef %975, i32 noundef %984, i32 noundef %976) #11, !dbg !3033
  br label %989, !dbg !3034

985:                                              ; preds = %974, %974
    #dbg_value(i32 %976, !2450, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !3035)
  %986 = call i32 @llvm.smax.i32(i32 %976, i32 -1), !dbg !3036
  %987 = add nsw i32 %986, 1, !dbg !3036
    #dbg_value(i32 %987, !2450, !DIExpression(), !3035)
  call void @luaK_setreturns(ptr noundef %975, ptr noundef nonnull %16, i32 noundef %987) #11, !dbg !3037
  %988 = icmp sgt i32 %976, 0, !dbg !3038
  br i1 %988, label %989, label %990, !dbg !3034

989:                                              ; preds = %985, %981
  call void @luaK_reserveregs(ptr noundef %975, i32 noundef %976) #11, !dbg !3039
  br label %995, !dbg !3039

990:                                              ; preds = %985, %979
  %991 = getelementptr inbounds i8, ptr %975, i64 68, !dbg !3040
  %992 = load i8, ptr %991, align 4, !dbg !3041, !tbaa !2069
  %993 = trunc i32 %976 to i8, !dbg !3041
  %994 = add i8 %992, %993, !dbg !3041
  store i8 %994, ptr %991, align 4, !dbg !3041, !tbaa !2069
  br label %995

995:                                              ; preds = %989, %990
  call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef %945), !dbg !3042
  br label %996

996:                                              ; preds = %971, %995
    #dbg_value(ptr %859, !3043, !DIExpression(), !3047)
    #dbg_value(i32 %944, !3046, !DIExpression(), !3047)
  %997 = icmp eq i32 %944, -1, !dbg !3049
  br i1 %997, label %1028, label %998, !dbg !3051

998:                                              ; preds = %996
    #dbg_value(ptr %859, !2477, !DIExpression(), !3052)
  %999 = getelementptr inbounds i8, ptr %859, i64 24, !dbg !3055
  %1000 = load ptr, ptr %999, align 8, !dbg !3055, !tbaa !1135
    #dbg_value(ptr %1000, !2482, !DIExpression(), !3052)
  %1001 = getelementptr inbounds i8, ptr %1000, i64 17, !dbg !3056
  store i8 1, ptr %1001, align 1, !dbg !3057, !tbaa !1179
  %1002 = getelementptr inbounds i8, ptr %1000, i64 19, !dbg !3058
  store i8 1, ptr %1002, align 1, !dbg !3059, !tbaa !1184
  %1003 = getelementptr inbounds i8, ptr %859, i64 70, !dbg !3060
  store i8 1, ptr %1003, align 2, !dbg !3061, !tbaa !2492
    #dbg_value(ptr %859, !935, !DIExpression(), !3062)
    #dbg_value(i32 %944, !940, !DIExpression(), !3062)
  br label %1004, !dbg !3064

1004:                                             ; preds = %1007, %998
  %1005 = phi i32 [ %944, %998 ], [ %1008, %1007 ]
    #dbg_value(i32 %1005, !940, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !3062)
  %1006 = icmp sgt i32 %1005, 0, !dbg !3065
  br i1 %1006, label %1007, label %1025, !dbg !3064

1007:                                             ; preds = %1004
  %1008 = add nsw i32 %1005, -1, !dbg !3066
    #dbg_value(i32 %1008, !940, !DIExpression(), !3062)
    #dbg_value(ptr %859, !948, !DIExpression(), !3067)
    #dbg_value(i32 %1008, !953, !DIExpression(), !3067)
  %1009 = load ptr, ptr %864, align 8, !dbg !3069, !tbaa !957
  %1010 = getelementptr inbounds i8, ptr %1009, i64 88, !dbg !3070
  %1011 = load ptr, ptr %1010, align 8, !dbg !3070, !tbaa !959
  %1012 = load ptr, ptr %1011, align 8, !dbg !3071, !tbaa !963
  %1013 = load i32, ptr %865, align 8, !dbg !3072, !tbaa !968
  %1014 = add nsw i32 %1013, %1008, !dbg !3073
  %1015 = sext i32 %1014 to i64, !dbg !3074
  %1016 = getelementptr inbounds %union.Vardesc, ptr %1012, i64 %1015, !dbg !3074
    #dbg_value(ptr %1016, !941, !DIExpression(), !3075)
  %1017 = getelementptr inbounds i8, ptr %1016, i64 9, !dbg !3076
  %1018 = load i8, ptr %1017, align 1, !dbg !3076, !tbaa !974
  %1019 = icmp eq i8 %1018, 3, !dbg !3077
  br i1 %1019, label %1004, label %1020, !dbg !3078

1020:                                             ; preds = %1007
  %1021 = getelementptr inbounds i8, ptr %1016, i64 10, !dbg !3079
  %1022 = load i8, ptr %1021, align 2, !dbg !3079, !tbaa !974
  %1023 = zext i8 %1022 to i32, !dbg !3080
  %1024 = add nuw nsw i32 %1023, 1, !dbg !3081
  br label %1025

1025:                                             ; preds = %1004, %1020
  %1026 = phi i32 [ %1024, %1020 ], [ 0, %1004 ], !dbg !3062
  %1027 = call i32 @luaK_codeABCk(ptr noundef nonnull %859, i32 noundef 55, i32 noundef %1026, i32 noundef 0, i32 noundef 0, i32 noundef 0) #11, !dbg !3082
  br label %1028, !dbg !3083

1028:                                             ; preds = %996, %1025
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #11, !dbg !3084
  br label %1307

1029:                                             ; preds = %1
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !3085
    #dbg_value(ptr %0, !2036, !DIExpression(), !3087)
    #dbg_value(ptr %0, !1296, !DIExpression(), !3089)
    #dbg_value(i32 291, !1297, !DIExpression(), !3089)
  %1030 = load i32, ptr %30, align 8, !dbg !3091, !tbaa !1284
  %1031 = icmp eq i32 %1030, 291, !dbg !3092
  br i1 %1031, label %1033, label %1032, !dbg !3093

1032:                                             ; preds = %1029
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12, !dbg !3094
  unreachable, !dbg !3094

1033:                                             ; preds = %1029
  %1034 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3095
  %1035 = load ptr, ptr %1034, align 8, !dbg !3096, !tbaa !974
    #dbg_value(ptr %1035, !2041, !DIExpression(), !3087)
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !3097
    #dbg_value(ptr %0, !3098, !DIExpression(), !3103)
    #dbg_value(ptr %1035, !3101, !DIExpression(), !3103)
    #dbg_value(i32 %27, !3102, !DIExpression(), !3103)
    #dbg_value(ptr %0, !1574, !DIExpression(), !3105)
    #dbg_value(i32 287, !1577, !DIExpression(), !3105)
    #dbg_value(ptr %0, !1296, !DIExpression(), !3107)
    #dbg_value(i32 287, !1297, !DIExpression(), !3107)
  %1036 = load i32, ptr %30, align 8, !dbg !3109, !tbaa !1284
  %1037 = icmp eq i32 %1036, 287, !dbg !3110
  br i1 %1037, label %1039, label %1038, !dbg !3111

1038:                                             ; preds = %1033
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 287) #12, !dbg !3112
  unreachable, !dbg !3112

1039:                                             ; preds = %1033
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !3113
  br label %1040, !dbg !3114

1040:                                             ; preds = %1042, %1039
  %1041 = load i32, ptr %30, align 8, !dbg !3115, !tbaa !1284
  switch i32 %1041, label %1043 [
    i32 59, label %1042
    i32 287, label %1042
  ], !dbg !3116

1042:                                             ; preds = %1040, %1040
  tail call fastcc void @statement(ptr noundef nonnull %0), !dbg !3117
  br label %1040, !dbg !3114, !llvm.loop !3118

1043:                                             ; preds = %1040
    #dbg_value(ptr %0, !3120, !DIExpression(), !3128)
    #dbg_value(ptr %1035, !3123, !DIExpression(), !3128)
    #dbg_value(ptr %0, !3130, !DIExpression(), !3142)
    #dbg_value(ptr %1035, !3135, !DIExpression(), !3142)
  %1044 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !3144
  %1045 = load ptr, ptr %1044, align 8, !dbg !3144, !tbaa !959
    #dbg_value(ptr %1045, !3137, !DIExpression(), !3142)
  %1046 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !3145
  %1047 = load ptr, ptr %1046, align 8, !dbg !3145, !tbaa !1083
  %1048 = getelementptr inbounds i8, ptr %1047, i64 60, !dbg !3146
  %1049 = load i32, ptr %1048, align 4, !dbg !3146, !tbaa !1131
    #dbg_value(i32 %1049, !3136, !DIExpression(), !3142)
  %1050 = getelementptr inbounds i8, ptr %1045, i64 40
  %1051 = load i32, ptr %1050, align 8, !tbaa !1052
  %1052 = icmp slt i32 %1049, %1051, !dbg !3147
  br i1 %1052, label %1053, label %1072, !dbg !3148

1053:                                             ; preds = %1043
  %1054 = getelementptr inbounds i8, ptr %1045, i64 32, !dbg !3149
  %1055 = load ptr, ptr %1054, align 8, !tbaa !3150
  %1056 = sext i32 %1049 to i64, !dbg !3148
  %1057 = sext i32 %1051 to i64, !dbg !3147
  br label %1061, !dbg !3148

1058:                                             ; preds = %1061
  %1059 = add nsw i64 %1062, 1, !dbg !3151
    #dbg_value(i64 %1059, !3136, !DIExpression(), !3142)
  %1060 = icmp eq i64 %1059, %1057, !dbg !3147
  br i1 %1060, label %1072, label %1061, !dbg !3148, !llvm.loop !3152

1061:                                             ; preds = %1058, %1053
  %1062 = phi i64 [ %1056, %1053 ], [ %1059, %1058 ]
    #dbg_value(i64 %1062, !3136, !DIExpression(), !3142)
  %1063 = getelementptr inbounds %struct.Labeldesc, ptr %1055, i64 %1062, !dbg !3154
    #dbg_value(ptr %1063, !3138, !DIExpression(), !3155)
  %1064 = load ptr, ptr %1063, align 8, !dbg !3156, !tbaa !1657
  %1065 = icmp eq ptr %1064, %1035, !dbg !3156
    #dbg_value(i64 %1062, !3136, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !3142)
  br i1 %1065, label %1066, label %1058

1066:                                             ; preds = %1061
    #dbg_value(ptr %1063, !3124, !DIExpression(), !3128)
    #dbg_value(ptr @.str.27, !3125, !DIExpression(), !3158)
  %1067 = load ptr, ptr %28, align 8, !dbg !3159, !tbaa !1141
  %1068 = getelementptr inbounds i8, ptr %1035, i64 24, !dbg !3160
  %1069 = getelementptr inbounds i8, ptr %1063, i64 12, !dbg !3161
  %1070 = load i32, ptr %1069, align 4, !dbg !3161, !tbaa !1661
  %1071 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %1067, ptr noundef nonnull @.str.27, ptr noundef nonnull %1068, i32 noundef %1070) #11, !dbg !3162
    #dbg_value(ptr %1071, !3125, !DIExpression(), !3158)
  tail call void @luaK_semerror(ptr noundef %0, ptr noundef %1071) #13, !dbg !3163
  unreachable, !dbg !3163

1072:                                             ; preds = %1058, %1043
    #dbg_value(ptr null, !3124, !DIExpression(), !3128)
    #dbg_value(ptr %0, !1275, !DIExpression(), !3164)
    #dbg_value(i32 0, !1280, !DIExpression(), !3164)
  switch i32 %1041, label %1074 [
    i32 259, label %1075
    i32 260, label %1075
    i32 261, label %1075
    i32 288, label %1075
    i32 276, label %1073
  ], !dbg !3166

1073:                                             ; preds = %1072
  br label %1075, !dbg !3167

1074:                                             ; preds = %1072
  br label %1075, !dbg !3169

1075:                                             ; preds = %1072, %1072, %1072, %1072, %1073, %1074
  %1076 = phi i32 [ 0, %1074 ], [ 0, %1073 ], [ 1, %1072 ], [ 1, %1072 ], [ 1, %1072 ], [ 1, %1072 ], !dbg !3170
  %1077 = tail call fastcc i32 @createlabel(ptr noundef %0, ptr noundef %1035, i32 noundef %27, i32 noundef %1076), !dbg !3171
  br label %1307, !dbg !3172

1078:                                             ; preds = %1
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !3173
    #dbg_assign(i1 undef, !3175, !DIExpression(), !1507, ptr %15, !DIExpression(), !3182)
    #dbg_value(ptr %0, !3178, !DIExpression(), !3182)
  %1079 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !3184
  %1080 = load ptr, ptr %1079, align 8, !dbg !3184, !tbaa !1083
    #dbg_value(ptr %1080, !3179, !DIExpression(), !3182)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #11, !dbg !3185
    #dbg_value(ptr %1080, !924, !DIExpression(), !3186)
  %1081 = getelementptr inbounds i8, ptr %1080, i64 66, !dbg !3188
  %1082 = load i8, ptr %1081, align 2, !dbg !3188, !tbaa !927
  %1083 = zext i8 %1082 to i32, !dbg !3189
    #dbg_value(ptr %1080, !935, !DIExpression(), !3190)
    #dbg_value(i32 %1083, !940, !DIExpression(), !3190)
  %1084 = getelementptr inbounds i8, ptr %1080, i64 16
  %1085 = getelementptr inbounds i8, ptr %1080, i64 56
  br label %1086, !dbg !3192

1086:                                             ; preds = %1089, %1078
  %1087 = phi i32 [ %1083, %1078 ], [ %1090, %1089 ]
    #dbg_value(i32 %1087, !940, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !3190)
  %1088 = icmp sgt i32 %1087, 0, !dbg !3193
  br i1 %1088, label %1089, label %1107, !dbg !3192

1089:                                             ; preds = %1086
  %1090 = add nsw i32 %1087, -1, !dbg !3194
    #dbg_value(i32 %1090, !940, !DIExpression(), !3190)
    #dbg_value(ptr %1080, !948, !DIExpression(), !3195)
    #dbg_value(i32 %1090, !953, !DIExpression(), !3195)
  %1091 = load ptr, ptr %1084, align 8, !dbg !3197, !tbaa !957
  %1092 = getelementptr inbounds i8, ptr %1091, i64 88, !dbg !3198
  %1093 = load ptr, ptr %1092, align 8, !dbg !3198, !tbaa !959
  %1094 = load ptr, ptr %1093, align 8, !dbg !3199, !tbaa !963
  %1095 = load i32, ptr %1085, align 8, !dbg !3200, !tbaa !968
  %1096 = add nsw i32 %1095, %1090, !dbg !3201
  %1097 = sext i32 %1096 to i64, !dbg !3202
  %1098 = getelementptr inbounds %union.Vardesc, ptr %1094, i64 %1097, !dbg !3202
    #dbg_value(ptr %1098, !941, !DIExpression(), !3203)
  %1099 = getelementptr inbounds i8, ptr %1098, i64 9, !dbg !3204
  %1100 = load i8, ptr %1099, align 1, !dbg !3204, !tbaa !974
  %1101 = icmp eq i8 %1100, 3, !dbg !3205
  br i1 %1101, label %1086, label %1102, !dbg !3206

1102:                                             ; preds = %1089
  %1103 = getelementptr inbounds i8, ptr %1098, i64 10, !dbg !3207
  %1104 = load i8, ptr %1103, align 2, !dbg !3207, !tbaa !974
  %1105 = zext i8 %1104 to i32, !dbg !3208
  %1106 = add nuw nsw i32 %1105, 1, !dbg !3209
  br label %1107

1107:                                             ; preds = %1086, %1102
  %1108 = phi i32 [ %1106, %1102 ], [ 0, %1086 ], !dbg !3190
    #dbg_value(i32 %1108, !3181, !DIExpression(), !3182)
    #dbg_value(ptr %0, !1275, !DIExpression(), !3210)
    #dbg_value(i32 1, !1280, !DIExpression(), !3210)
  %1109 = load i32, ptr %30, align 8, !dbg !3213, !tbaa !1284
  switch i32 %1109, label %1110 [
    i32 259, label %1142
    i32 260, label %1142
    i32 261, label %1142
    i32 288, label %1142
    i32 276, label %1142
    i32 59, label %1142
  ], !dbg !3214

1110:                                             ; preds = %1107
  %1111 = call fastcc i32 @explist(ptr noundef nonnull %0, ptr noundef nonnull %15), !dbg !3215
    #dbg_value(i32 %1111, !3180, !DIExpression(), !3182)
  %1112 = load i32, ptr %15, align 8, !dbg !3217
  %1113 = and i32 %1112, -2, !dbg !3217
  %1114 = icmp eq i32 %1113, 18, !dbg !3217
  br i1 %1114, label %1115, label %1137, !dbg !3217

1115:                                             ; preds = %1110
  call void @luaK_setreturns(ptr noundef nonnull %1080, ptr noundef nonnull %15, i32 noundef -1) #11, !dbg !3219
  %1116 = load i32, ptr %15, align 8, !dbg !3221, !tbaa !1847
  %1117 = icmp eq i32 %1116, 18, !dbg !3223
  %1118 = icmp eq i32 %1111, 1
  %1119 = select i1 %1117, i1 %1118, i1 false, !dbg !3224
  br i1 %1119, label %1120, label %1142, !dbg !3224

1120:                                             ; preds = %1115
  %1121 = getelementptr inbounds i8, ptr %1080, i64 24, !dbg !3225
  %1122 = load ptr, ptr %1121, align 8, !dbg !3225, !tbaa !1135
  %1123 = getelementptr inbounds i8, ptr %1122, i64 19, !dbg !3226
  %1124 = load i8, ptr %1123, align 1, !dbg !3226, !tbaa !1184
  %1125 = icmp eq i8 %1124, 0, !dbg !3227
  br i1 %1125, label %1126, label %1142, !dbg !3228

1126:                                             ; preds = %1120
  %1127 = load ptr, ptr %1080, align 8, !dbg !3229, !tbaa !1029
  %1128 = getelementptr inbounds i8, ptr %1127, i64 64, !dbg !3229
  %1129 = load ptr, ptr %1128, align 8, !dbg !3229, !tbaa !1377
  %1130 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !3229
  %1131 = load i32, ptr %1130, align 8, !dbg !3229, !tbaa !974
  %1132 = sext i32 %1131 to i64, !dbg !3229
  %1133 = getelementptr inbounds i32, ptr %1129, i64 %1132, !dbg !3229
  %1134 = load i32, ptr %1133, align 4, !dbg !3229, !tbaa !1557
  %1135 = and i32 %1134, -128, !dbg !3229
  %1136 = or disjoint i32 %1135, 69, !dbg !3229
  store i32 %1136, ptr %1133, align 4, !dbg !3229, !tbaa !1557
  br label %1142, !dbg !3231

1137:                                             ; preds = %1110
  %1138 = icmp eq i32 %1111, 1, !dbg !3232
  br i1 %1138, label %1139, label %1141, !dbg !3235

1139:                                             ; preds = %1137
  %1140 = call i32 @luaK_exp2anyreg(ptr noundef nonnull %1080, ptr noundef nonnull %15) #11, !dbg !3236
    #dbg_value(i32 %1140, !3181, !DIExpression(), !3182)
  br label %1142, !dbg !3237

1141:                                             ; preds = %1137
  call void @luaK_exp2nextreg(ptr noundef nonnull %1080, ptr noundef nonnull %15) #11, !dbg !3238
  br label %1142

1142:                                             ; preds = %1107, %1107, %1107, %1107, %1107, %1107, %1115, %1120, %1126, %1139, %1141
  %1143 = phi i32 [ 1, %1139 ], [ %1111, %1141 ], [ -1, %1126 ], [ -1, %1120 ], [ -1, %1115 ], [ 0, %1107 ], [ 0, %1107 ], [ 0, %1107 ], [ 0, %1107 ], [ 0, %1107 ], [ 0, %1107 ], !dbg !3240
  %1144 = phi i32 [ %1140, %1139 ], [ %1108, %1141 ], [ %1108, %1126 ], [ %1108, %1120 ], [ %1108, %1115 ], [ %1108, %1107 ], [ %1108, %1107 ], [ %1108, %1107 ], [ %1108, %1107 ], [ %1108, %1107 ], [ %1108, %1107 ], !dbg !3182
    #dbg_value(i32 %1144, !3181, !DIExpression(), !3182)
    #dbg_value(i32 %1143, !3180, !DIExpression(), !3182)
  call void @luaK_ret(ptr noundef nonnull %1080, i32 noundef %1144, i32 noundef %1143) #11, !dbg !3241
    #dbg_value(ptr %0, !1675, !DIExpression(), !3242)
    #dbg_value(i32 59, !1678, !DIExpression(), !3242)
  %1145 = load i32, ptr %30, align 8, !dbg !3244, !tbaa !1284
  %1146 = icmp eq i32 %1145, 59, !dbg !3245
  br i1 %1146, label %1147, label %1148, !dbg !3246

1147:                                             ; preds = %1142
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !3247
  br label %1148, !dbg !3248

1148:                                             ; preds = %1142, %1147
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #11, !dbg !3249
  br label %1307, !dbg !3250

1149:                                             ; preds = %1
    #dbg_value(ptr %0, !3251, !DIExpression(), !3255)
  %1150 = load i32, ptr %26, align 4, !dbg !3258, !tbaa !1545
    #dbg_value(i32 %1150, !3254, !DIExpression(), !3255)
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !3259
  %1151 = load ptr, ptr %28, align 8, !dbg !3260, !tbaa !1141
  %1152 = tail call ptr @luaS_newlstr(ptr noundef %1151, ptr noundef nonnull @.str.4, i64 noundef 5) #11, !dbg !3260
  %1153 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !3261
  %1154 = load ptr, ptr %1153, align 8, !dbg !3261, !tbaa !1083
  %1155 = tail call i32 @luaK_jump(ptr noundef %1154) #11, !dbg !3262
    #dbg_value(ptr %0, !1626, !DIExpression(), !3263)
    #dbg_value(ptr %1152, !1631, !DIExpression(), !3263)
    #dbg_value(i32 %1150, !1632, !DIExpression(), !3263)
    #dbg_value(i32 %1155, !1633, !DIExpression(), !3263)
  %1156 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !3265
  %1157 = load ptr, ptr %1156, align 8, !dbg !3265, !tbaa !959
  %1158 = getelementptr inbounds i8, ptr %1157, i64 16, !dbg !3266
    #dbg_value(ptr %0, !1638, !DIExpression(), !3267)
    #dbg_value(ptr %1158, !1644, !DIExpression(), !3267)
    #dbg_value(ptr %1152, !1645, !DIExpression(), !3267)
    #dbg_value(i32 %1150, !1646, !DIExpression(), !3267)
    #dbg_value(i32 %1155, !1647, !DIExpression(), !3267)
  %1159 = getelementptr inbounds i8, ptr %1157, i64 24, !dbg !3269
  %1160 = load i32, ptr %1159, align 8, !dbg !3269, !tbaa !1652
    #dbg_value(i32 %1160, !1648, !DIExpression(), !3267)
  %1161 = load ptr, ptr %28, align 8, !dbg !3270, !tbaa !1141
  %1162 = load ptr, ptr %1158, align 8, !dbg !3270, !tbaa !1654
  %1163 = getelementptr inbounds i8, ptr %1157, i64 28, !dbg !3270
  %1164 = tail call ptr @luaM_growaux_(ptr noundef %1161, ptr noundef %1162, i32 noundef %1160, ptr noundef nonnull %1163, i32 noundef 24, i32 noundef 32767, ptr noundef nonnull @.str.13) #11, !dbg !3270
  store ptr %1164, ptr %1158, align 8, !dbg !3270, !tbaa !1654
  %1165 = sext i32 %1160 to i64, !dbg !3271
  %1166 = getelementptr inbounds %struct.Labeldesc, ptr %1164, i64 %1165, !dbg !3271
  store ptr %1152, ptr %1166, align 8, !dbg !3272, !tbaa !1657
  %1167 = getelementptr inbounds %struct.Labeldesc, ptr %1164, i64 %1165, i32 2, !dbg !3273
  store i32 %1150, ptr %1167, align 4, !dbg !3274, !tbaa !1661
  %1168 = load ptr, ptr %1153, align 8, !dbg !3275, !tbaa !1083
  %1169 = getelementptr inbounds i8, ptr %1168, i64 66, !dbg !3276
  %1170 = load i8, ptr %1169, align 2, !dbg !3276, !tbaa !927
  %1171 = getelementptr inbounds %struct.Labeldesc, ptr %1164, i64 %1165, i32 3, !dbg !3277
  store i8 %1170, ptr %1171, align 8, !dbg !3278, !tbaa !1666
  %1172 = getelementptr inbounds %struct.Labeldesc, ptr %1164, i64 %1165, i32 4, !dbg !3279
  store i8 0, ptr %1172, align 1, !dbg !3280, !tbaa !1669
  %1173 = getelementptr inbounds %struct.Labeldesc, ptr %1164, i64 %1165, i32 1, !dbg !3281
  store i32 %1155, ptr %1173, align 8, !dbg !3282, !tbaa !1672
  %1174 = add nsw i32 %1160, 1, !dbg !3283
  store i32 %1174, ptr %1159, align 8, !dbg !3284, !tbaa !1652
  br label %1307, !dbg !3285

1175:                                             ; preds = %1
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !3286
    #dbg_value(ptr %0, !3288, !DIExpression(), !3298)
  %1176 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !3300
  %1177 = load ptr, ptr %1176, align 8, !dbg !3300, !tbaa !1083
    #dbg_value(ptr %1177, !3291, !DIExpression(), !3298)
  %1178 = load i32, ptr %26, align 4, !dbg !3301, !tbaa !1545
    #dbg_value(i32 %1178, !3292, !DIExpression(), !3298)
    #dbg_value(ptr %0, !2036, !DIExpression(), !3302)
    #dbg_value(ptr %0, !1296, !DIExpression(), !3304)
    #dbg_value(i32 291, !1297, !DIExpression(), !3304)
  %1179 = load i32, ptr %30, align 8, !dbg !3306, !tbaa !1284
  %1180 = icmp eq i32 %1179, 291, !dbg !3307
  br i1 %1180, label %1182, label %1181, !dbg !3308

1181:                                             ; preds = %1175
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12, !dbg !3309
  unreachable, !dbg !3309

1182:                                             ; preds = %1175
  %1183 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3310
  %1184 = load ptr, ptr %1183, align 8, !dbg !3311, !tbaa !974
    #dbg_value(ptr %1184, !2041, !DIExpression(), !3302)
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !3312
    #dbg_value(ptr %1184, !3293, !DIExpression(), !3298)
    #dbg_value(ptr %0, !3130, !DIExpression(), !3313)
    #dbg_value(ptr %1184, !3135, !DIExpression(), !3313)
  %1185 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !3315
  %1186 = load ptr, ptr %1185, align 8, !dbg !3315, !tbaa !959
    #dbg_value(ptr %1186, !3137, !DIExpression(), !3313)
  %1187 = load ptr, ptr %1176, align 8, !dbg !3316, !tbaa !1083
  %1188 = getelementptr inbounds i8, ptr %1187, i64 60, !dbg !3317
  %1189 = load i32, ptr %1188, align 4, !dbg !3317, !tbaa !1131
    #dbg_value(i32 %1189, !3136, !DIExpression(), !3313)
  %1190 = getelementptr inbounds i8, ptr %1186, i64 40
  %1191 = load i32, ptr %1190, align 8, !tbaa !1052
  %1192 = icmp slt i32 %1189, %1191, !dbg !3318
  br i1 %1192, label %1193, label %1206, !dbg !3319

1193:                                             ; preds = %1182
  %1194 = getelementptr inbounds i8, ptr %1186, i64 32, !dbg !3320
  %1195 = load ptr, ptr %1194, align 8, !tbaa !3150
  %1196 = sext i32 %1189 to i64, !dbg !3319
  %1197 = sext i32 %1191 to i64, !dbg !3318
  br label %1201, !dbg !3319

1198:                                             ; preds = %1201
  %1199 = add nsw i64 %1202, 1, !dbg !3321
    #dbg_value(i64 %1199, !3136, !DIExpression(), !3313)
  %1200 = icmp eq i64 %1199, %1197, !dbg !3318
  br i1 %1200, label %1206, label %1201, !dbg !3319, !llvm.loop !3322

1201:                                             ; preds = %1198, %1193
  %1202 = phi i64 [ %1196, %1193 ], [ %1199, %1198 ]
    #dbg_value(i64 %1202, !3136, !DIExpression(), !3313)
  %1203 = getelementptr inbounds %struct.Labeldesc, ptr %1195, i64 %1202, !dbg !3324
    #dbg_value(ptr %1203, !3138, !DIExpression(), !3325)
  %1204 = load ptr, ptr %1203, align 8, !dbg !3326, !tbaa !1657
  %1205 = icmp eq ptr %1204, %1184, !dbg !3326
    #dbg_value(i64 %1202, !3136, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !3313)
  br i1 %1205, label %1226, label %1198

1206:                                             ; preds = %1198, %1182
    #dbg_value(ptr null, !3294, !DIExpression(), !3298)
  %1207 = tail call i32 @luaK_jump(ptr noundef %1177) #11, !dbg !3327
    #dbg_value(ptr %0, !1626, !DIExpression(), !3328)
    #dbg_value(ptr %1184, !1631, !DIExpression(), !3328)
    #dbg_value(i32 %1178, !1632, !DIExpression(), !3328)
    #dbg_value(i32 %1207, !1633, !DIExpression(), !3328)
  %1208 = load ptr, ptr %1185, align 8, !dbg !3330, !tbaa !959
  %1209 = getelementptr inbounds i8, ptr %1208, i64 16, !dbg !3331
    #dbg_value(ptr %0, !1638, !DIExpression(), !3332)
    #dbg_value(ptr %1209, !1644, !DIExpression(), !3332)
    #dbg_value(ptr %1184, !1645, !DIExpression(), !3332)
    #dbg_value(i32 %1178, !1646, !DIExpression(), !3332)
    #dbg_value(i32 %1207, !1647, !DIExpression(), !3332)
  %1210 = getelementptr inbounds i8, ptr %1208, i64 24, !dbg !3334
  %1211 = load i32, ptr %1210, align 8, !dbg !3334, !tbaa !1652
    #dbg_value(i32 %1211, !1648, !DIExpression(), !3332)
  %1212 = load ptr, ptr %28, align 8, !dbg !3335, !tbaa !1141
  %1213 = load ptr, ptr %1209, align 8, !dbg !3335, !tbaa !1654
  %1214 = getelementptr inbounds i8, ptr %1208, i64 28, !dbg !3335
  %1215 = tail call ptr @luaM_growaux_(ptr noundef %1212, ptr noundef %1213, i32 noundef %1211, ptr noundef nonnull %1214, i32 noundef 24, i32 noundef 32767, ptr noundef nonnull @.str.13) #11, !dbg !3335
  store ptr %1215, ptr %1209, align 8, !dbg !3335, !tbaa !1654
  %1216 = sext i32 %1211 to i64, !dbg !3336
  %1217 = getelementptr inbounds %struct.Labeldesc, ptr %1215, i64 %1216, !dbg !3336
  store ptr %1184, ptr %1217, align 8, !dbg !3337, !tbaa !1657
  %1218 = getelementptr inbounds %struct.Labeldesc, ptr %1215, i64 %1216, i32 2, !dbg !3338
  store i32 %1178, ptr %1218, align 4, !dbg !3339, !tbaa !1661
  %1219 = load ptr, ptr %1176, align 8, !dbg !3340, !tbaa !1083
  %1220 = getelementptr inbounds i8, ptr %1219, i64 66, !dbg !3341
  %1221 = load i8, ptr %1220, align 2, !dbg !3341, !tbaa !927
  %1222 = getelementptr inbounds %struct.Labeldesc, ptr %1215, i64 %1216, i32 3, !dbg !3342
  store i8 %1221, ptr %1222, align 8, !dbg !3343, !tbaa !1666
  %1223 = getelementptr inbounds %struct.Labeldesc, ptr %1215, i64 %1216, i32 4, !dbg !3344
  store i8 0, ptr %1223, align 1, !dbg !3345, !tbaa !1669
  %1224 = getelementptr inbounds %struct.Labeldesc, ptr %1215, i64 %1216, i32 1, !dbg !3346
  store i32 %1207, ptr %1224, align 8, !dbg !3347, !tbaa !1672
  %1225 = add nsw i32 %1211, 1, !dbg !3348
  store i32 %1225, ptr %1210, align 8, !dbg !3349, !tbaa !1652
  br label %1307, !dbg !3350

1226:                                             ; preds = %1201
    #dbg_value(ptr %1203, !3294, !DIExpression(), !3298)
  %1227 = getelementptr inbounds i8, ptr %1203, i64 16, !dbg !3351
  %1228 = load i8, ptr %1227, align 8, !dbg !3351, !tbaa !1666
  %1229 = zext i8 %1228 to i32, !dbg !3352
    #dbg_value(ptr %1177, !935, !DIExpression(), !3353)
    #dbg_value(i32 %1229, !940, !DIExpression(), !3353)
  %1230 = getelementptr inbounds i8, ptr %1177, i64 16
  %1231 = getelementptr inbounds i8, ptr %1177, i64 56
  br label %1232, !dbg !3355

1232:                                             ; preds = %1235, %1226
  %1233 = phi i32 [ %1229, %1226 ], [ %1236, %1235 ]
    #dbg_value(i32 %1233, !940, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !3353)
  %1234 = icmp sgt i32 %1233, 0, !dbg !3356
  br i1 %1234, label %1235, label %1253, !dbg !3355

1235:                                             ; preds = %1232
  %1236 = add nsw i32 %1233, -1, !dbg !3357
    #dbg_value(i32 %1236, !940, !DIExpression(), !3353)
    #dbg_value(ptr %1177, !948, !DIExpression(), !3358)
    #dbg_value(i32 %1236, !953, !DIExpression(), !3358)
  %1237 = load ptr, ptr %1230, align 8, !dbg !3360, !tbaa !957
  %1238 = getelementptr inbounds i8, ptr %1237, i64 88, !dbg !3361
  %1239 = load ptr, ptr %1238, align 8, !dbg !3361, !tbaa !959
  %1240 = load ptr, ptr %1239, align 8, !dbg !3362, !tbaa !963
  %1241 = load i32, ptr %1231, align 8, !dbg !3363, !tbaa !968
  %1242 = add nsw i32 %1241, %1236, !dbg !3364
  %1243 = sext i32 %1242 to i64, !dbg !3365
  %1244 = getelementptr inbounds %union.Vardesc, ptr %1240, i64 %1243, !dbg !3365
    #dbg_value(ptr %1244, !941, !DIExpression(), !3366)
  %1245 = getelementptr inbounds i8, ptr %1244, i64 9, !dbg !3367
  %1246 = load i8, ptr %1245, align 1, !dbg !3367, !tbaa !974
  %1247 = icmp eq i8 %1246, 3, !dbg !3368
  br i1 %1247, label %1232, label %1248, !dbg !3369

1248:                                             ; preds = %1235
  %1249 = getelementptr inbounds i8, ptr %1244, i64 10, !dbg !3370
  %1250 = load i8, ptr %1249, align 2, !dbg !3370, !tbaa !974
  %1251 = zext i8 %1250 to i32, !dbg !3371
  %1252 = add nuw nsw i32 %1251, 1, !dbg !3372
  br label %1253

1253:                                             ; preds = %1232, %1248
  %1254 = phi i32 [ %1252, %1248 ], [ 0, %1232 ], !dbg !3353
    #dbg_value(i32 %1254, !3295, !DIExpression(), !3373)
    #dbg_value(ptr %1177, !924, !DIExpression(), !3374)
  %1255 = getelementptr inbounds i8, ptr %1177, i64 66, !dbg !3377
  %1256 = load i8, ptr %1255, align 2, !dbg !3377, !tbaa !927
  %1257 = zext i8 %1256 to i32, !dbg !3378
    #dbg_value(ptr %1177, !935, !DIExpression(), !3379)
    #dbg_value(i32 %1257, !940, !DIExpression(), !3379)
  br label %1258, !dbg !3381

1258:                                             ; preds = %1261, %1253
  %1259 = phi i32 [ %1257, %1253 ], [ %1262, %1261 ]
    #dbg_value(i32 %1259, !940, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !3379)
  %1260 = icmp sgt i32 %1259, 0, !dbg !3382
  br i1 %1260, label %1261, label %1281, !dbg !3381

1261:                                             ; preds = %1258
  %1262 = add nsw i32 %1259, -1, !dbg !3383
    #dbg_value(i32 %1262, !940, !DIExpression(), !3379)
    #dbg_value(ptr %1177, !948, !DIExpression(), !3384)
    #dbg_value(i32 %1262, !953, !DIExpression(), !3384)
  %1263 = load ptr, ptr %1230, align 8, !dbg !3386, !tbaa !957
  %1264 = getelementptr inbounds i8, ptr %1263, i64 88, !dbg !3387
  %1265 = load ptr, ptr %1264, align 8, !dbg !3387, !tbaa !959
  %1266 = load ptr, ptr %1265, align 8, !dbg !3388, !tbaa !963
  %1267 = load i32, ptr %1231, align 8, !dbg !3389, !tbaa !968
  %1268 = add nsw i32 %1267, %1262, !dbg !3390
  %1269 = sext i32 %1268 to i64, !dbg !3391
  %1270 = getelementptr inbounds %union.Vardesc, ptr %1266, i64 %1269, !dbg !3391
    #dbg_value(ptr %1270, !941, !DIExpression(), !3392)
  %1271 = getelementptr inbounds i8, ptr %1270, i64 9, !dbg !3393
  %1272 = load i8, ptr %1271, align 1, !dbg !3393, !tbaa !974
  %1273 = icmp eq i8 %1272, 3, !dbg !3394
  br i1 %1273, label %1258, label %1274, !dbg !3395

1274:                                             ; preds = %1261
  %1275 = getelementptr inbounds i8, ptr %1270, i64 10, !dbg !3396
  %1276 = load i8, ptr %1275, align 2, !dbg !3396, !tbaa !974
  %1277 = zext i8 %1276 to i32, !dbg !3397
  %1278 = icmp sgt i32 %1254, %1277, !dbg !3398
  br i1 %1278, label %1281, label %1279, !dbg !3399

1279:                                             ; preds = %1274
  %1280 = tail call i32 @luaK_codeABCk(ptr noundef nonnull %1177, i32 noundef 54, i32 noundef %1254, i32 noundef 0, i32 noundef 0, i32 noundef 0) #11, !dbg !3400
  br label %1281, !dbg !3400

1281:                                             ; preds = %1258, %1279, %1274
  %1282 = tail call i32 @luaK_jump(ptr noundef nonnull %1177) #11, !dbg !3401
  %1283 = getelementptr inbounds i8, ptr %1203, i64 8, !dbg !3402
  %1284 = load i32, ptr %1283, align 8, !dbg !3402, !tbaa !1672
  tail call void @luaK_patchlist(ptr noundef nonnull %1177, i32 noundef %1282, i32 noundef %1284) #11, !dbg !3403
  br label %1307

1285:                                             ; preds = %1
    #dbg_assign(i1 undef, !3404, !DIExpression(), !1506, ptr %14, !DIExpression(), !3417)
    #dbg_value(ptr %0, !3407, !DIExpression(), !3417)
  %1286 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !3420
  %1287 = load ptr, ptr %1286, align 8, !dbg !3420, !tbaa !1083
    #dbg_value(ptr %1287, !3408, !DIExpression(), !3417)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #11, !dbg !3421
  %1288 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !3422
  call fastcc void @suffixedexp(ptr noundef nonnull %0, ptr noundef nonnull %1288), !dbg !3423
  %1289 = load i32, ptr %30, align 8, !dbg !3424, !tbaa !1284
  switch i32 %1289, label %1291 [
    i32 61, label %1290
    i32 44, label %1290
  ], !dbg !3425

1290:                                             ; preds = %1285, %1285
  store ptr null, ptr %14, align 8, !dbg !3426, !tbaa !3428, !DIAssignID !3430
    #dbg_assign(ptr null, !3404, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3430, ptr %14, !DIExpression(), !3417)
  call fastcc void @restassign(ptr noundef nonnull %0, ptr noundef nonnull %14, i32 noundef 1), !dbg !3431
  br label %1306, !dbg !3432

1291:                                             ; preds = %1285
  %1292 = load i32, ptr %1288, align 8, !dbg !3433, !tbaa !3436
  %1293 = icmp eq i32 %1292, 18, !dbg !3433
  br i1 %1293, label %1295, label %1294, !dbg !3437

1294:                                             ; preds = %1291
  call void @luaX_syntaxerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.28) #13, !dbg !3433
  unreachable, !dbg !3433

1295:                                             ; preds = %1291
  %1296 = load ptr, ptr %1287, align 8, !dbg !3438, !tbaa !1029
  %1297 = getelementptr inbounds i8, ptr %1296, i64 64, !dbg !3438
  %1298 = load ptr, ptr %1297, align 8, !dbg !3438, !tbaa !1377
  %1299 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !3438
  %1300 = load i32, ptr %1299, align 8, !dbg !3438, !tbaa !974
  %1301 = sext i32 %1300 to i64, !dbg !3438
  %1302 = getelementptr inbounds i32, ptr %1298, i64 %1301, !dbg !3438
    #dbg_value(ptr %1302, !3409, !DIExpression(), !3439)
  %1303 = load i32, ptr %1302, align 4, !dbg !3440, !tbaa !1557
  %1304 = and i32 %1303, 16777215, !dbg !3440
  %1305 = or disjoint i32 %1304, 16777216, !dbg !3440
  store i32 %1305, ptr %1302, align 4, !dbg !3440, !tbaa !1557
  br label %1306

1306:                                             ; preds = %1290, %1295
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #11, !dbg !3441
  br label %1307, !dbg !3442

1307:                                             ; preds = %1281, %1206, %823, %1028, %1306, %1149, %1148, %1075, %795, %718, %636, %289, %254, %179, %32
  %1308 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !3443
  %1309 = load ptr, ptr %1308, align 8, !dbg !3443, !tbaa !1083
    #dbg_value(ptr %1309, !924, !DIExpression(), !3444)
  %1310 = getelementptr inbounds i8, ptr %1309, i64 66, !dbg !3446
  %1311 = load i8, ptr %1310, align 2, !dbg !3446, !tbaa !927
  %1312 = zext i8 %1311 to i32, !dbg !3447
    #dbg_value(ptr %1309, !935, !DIExpression(), !3448)
    #dbg_value(i32 %1312, !940, !DIExpression(), !3448)
  %1313 = getelementptr inbounds i8, ptr %1309, i64 16
  %1314 = getelementptr inbounds i8, ptr %1309, i64 56
  br label %1315, !dbg !3450

1315:                                             ; preds = %1318, %1307
  %1316 = phi i32 [ %1312, %1307 ], [ %1319, %1318 ]
    #dbg_value(i32 %1316, !940, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !3448)
  %1317 = icmp sgt i32 %1316, 0, !dbg !3451
  br i1 %1317, label %1318, label %1335, !dbg !3450

1318:                                             ; preds = %1315
  %1319 = add nsw i32 %1316, -1, !dbg !3452
    #dbg_value(i32 %1319, !940, !DIExpression(), !3448)
    #dbg_value(ptr %1309, !948, !DIExpression(), !3453)
    #dbg_value(i32 %1319, !953, !DIExpression(), !3453)
  %1320 = load ptr, ptr %1313, align 8, !dbg !3455, !tbaa !957
  %1321 = getelementptr inbounds i8, ptr %1320, i64 88, !dbg !3456
  %1322 = load ptr, ptr %1321, align 8, !dbg !3456, !tbaa !959
  %1323 = load ptr, ptr %1322, align 8, !dbg !3457, !tbaa !963
  %1324 = load i32, ptr %1314, align 8, !dbg !3458, !tbaa !968
  %1325 = add nsw i32 %1324, %1319, !dbg !3459
  %1326 = sext i32 %1325 to i64, !dbg !3460
  %1327 = getelementptr inbounds %union.Vardesc, ptr %1323, i64 %1326, !dbg !3460
    #dbg_value(ptr %1327, !941, !DIExpression(), !3461)
  %1328 = getelementptr inbounds i8, ptr %1327, i64 9, !dbg !3462
  %1329 = load i8, ptr %1328, align 1, !dbg !3462, !tbaa !974
  %1330 = icmp eq i8 %1329, 3, !dbg !3463
  br i1 %1330, label %1315, label %1331, !dbg !3464

1331:                                             ; preds = %1318
  %1332 = getelementptr inbounds i8, ptr %1327, i64 10, !dbg !3465
  %1333 = load i8, ptr %1332, align 2, !dbg !3465, !tbaa !974
  %1334 = add i8 %1333, 1, !dbg !3466
  br label %1335

1335:                                             ; preds = %1315, %1331
  %1336 = phi i8 [ %1334, %1331 ], [ 0, %1315 ], !dbg !3448
  %1337 = getelementptr inbounds i8, ptr %1309, i64 68, !dbg !3467
  store i8 %1336, ptr %1337, align 4, !dbg !3468, !tbaa !2069
  %1338 = load ptr, ptr %28, align 8, !dbg !3469, !tbaa !1141
  %1339 = getelementptr inbounds i8, ptr %1338, i64 176, !dbg !3469
  %1340 = load i32, ptr %1339, align 8, !dbg !3469, !tbaa !3470
  %1341 = add i32 %1340, -1, !dbg !3469
  store i32 %1341, ptr %1339, align 8, !dbg !3469, !tbaa !3470
  ret void, !dbg !3471
}

declare !dbg !3472 hidden void @luaE_incCstack(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @check_match(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #1 !dbg !3473 {
    #dbg_value(ptr %0, !3477, !DIExpression(), !3481)
    #dbg_value(i32 %1, !3478, !DIExpression(), !3481)
    #dbg_value(i32 %2, !3479, !DIExpression(), !3481)
    #dbg_value(i32 %3, !3480, !DIExpression(), !3481)
    #dbg_value(ptr %0, !1675, !DIExpression(), !3482)
    #dbg_value(i32 %1, !1678, !DIExpression(), !3482)
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3485
  %6 = load i32, ptr %5, align 8, !dbg !3486, !tbaa !1284
  %7 = icmp eq i32 %6, %1, !dbg !3487
  br i1 %7, label %19, label %8, !dbg !3488

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !3489
  %10 = load i32, ptr %9, align 4, !dbg !3489, !tbaa !1545
  %11 = icmp eq i32 %10, %3, !dbg !3492
  br i1 %11, label %12, label %13, !dbg !3493

12:                                               ; preds = %8
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef %1) #12, !dbg !3494
  unreachable, !dbg !3494

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !3495
  %15 = load ptr, ptr %14, align 8, !dbg !3495, !tbaa !1141
  %16 = tail call ptr @luaX_token2str(ptr noundef nonnull %0, i32 noundef %1) #11, !dbg !3497
  %17 = tail call ptr @luaX_token2str(ptr noundef nonnull %0, i32 noundef %2) #11, !dbg !3498
  %18 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %15, ptr noundef nonnull @.str.17, ptr noundef %16, ptr noundef %17, i32 noundef %3) #11, !dbg !3499
  tail call void @luaX_syntaxerror(ptr noundef nonnull %0, ptr noundef %18) #13, !dbg !3500
  unreachable, !dbg !3500

19:                                               ; preds = %4
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !3501
  ret void, !dbg !3502
}

declare !dbg !3503 hidden void @luaK_patchtohere(ptr noundef, i32 noundef) local_unnamed_addr #3

declare !dbg !3504 hidden void @luaK_goiffalse(ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !3507 hidden ptr @luaS_newlstr(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @leaveblock(ptr noundef %0) unnamed_addr #1 !dbg !3510 {
    #dbg_value(ptr %0, !3512, !DIExpression(), !3517)
  %2 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3518
  %3 = load ptr, ptr %2, align 8, !dbg !3518, !tbaa !1135
    #dbg_value(ptr %3, !3513, !DIExpression(), !3517)
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3519
  %5 = load ptr, ptr %4, align 8, !dbg !3519, !tbaa !957
    #dbg_value(ptr %5, !3514, !DIExpression(), !3517)
    #dbg_value(i32 0, !3515, !DIExpression(), !3517)
  %6 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !3520
  %7 = load i8, ptr %6, align 8, !dbg !3520, !tbaa !1166
  %8 = zext i8 %7 to i32, !dbg !3521
    #dbg_value(ptr %0, !935, !DIExpression(), !3522)
    #dbg_value(i32 %8, !940, !DIExpression(), !3522)
  %9 = getelementptr inbounds i8, ptr %0, i64 56
  %10 = getelementptr inbounds i8, ptr %5, i64 88
  br label %11, !dbg !3524

11:                                               ; preds = %14, %1
  %12 = phi i32 [ %8, %1 ], [ %15, %14 ]
    #dbg_value(i32 %12, !940, !DIExpression(), !3522)
    #dbg_value(i32 %12, !940, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !3522)
  %13 = icmp sgt i32 %12, 0, !dbg !3525
  br i1 %13, label %14, label %30, !dbg !3524

14:                                               ; preds = %11
  %15 = add nsw i32 %12, -1, !dbg !3526
    #dbg_value(i32 %15, !940, !DIExpression(), !3522)
    #dbg_value(ptr %0, !948, !DIExpression(), !3527)
    #dbg_value(i32 %15, !953, !DIExpression(), !3527)
  %16 = load ptr, ptr %10, align 8, !dbg !3529, !tbaa !959
  %17 = load ptr, ptr %16, align 8, !dbg !3530, !tbaa !963
  %18 = load i32, ptr %9, align 8, !dbg !3531, !tbaa !968
  %19 = add nsw i32 %18, %15, !dbg !3532
  %20 = sext i32 %19 to i64, !dbg !3533
  %21 = getelementptr inbounds %union.Vardesc, ptr %17, i64 %20, !dbg !3533
    #dbg_value(ptr %21, !941, !DIExpression(), !3534)
  %22 = getelementptr inbounds i8, ptr %21, i64 9, !dbg !3535
  %23 = load i8, ptr %22, align 1, !dbg !3535, !tbaa !974
  %24 = icmp eq i8 %23, 3, !dbg !3536
  br i1 %24, label %11, label %25, !dbg !3537

25:                                               ; preds = %14
  %26 = getelementptr inbounds i8, ptr %21, i64 10, !dbg !3538
  %27 = load i8, ptr %26, align 2, !dbg !3538, !tbaa !974
  %28 = zext i8 %27 to i32, !dbg !3539
  %29 = add nuw nsw i32 %28, 1, !dbg !3540
  br label %32

30:                                               ; preds = %11
  %31 = load ptr, ptr %10, align 8, !dbg !3541, !tbaa !959
  br label %32, !dbg !3549

32:                                               ; preds = %30, %25
  %33 = phi ptr [ %16, %25 ], [ %31, %30 ], !dbg !3541
  %34 = phi i32 [ %29, %25 ], [ 0, %30 ], !dbg !3522
    #dbg_value(i32 %34, !3516, !DIExpression(), !3517)
    #dbg_value(ptr %0, !3544, !DIExpression(), !3550)
    #dbg_value(i32 %8, !3545, !DIExpression(), !3550)
  %35 = getelementptr inbounds i8, ptr %0, i64 66, !dbg !3549
  %36 = load i8, ptr %35, align 2, !dbg !3549, !tbaa !927
  %37 = zext i8 %36 to i32, !dbg !3551
  %38 = sub nsw i32 %8, %37, !dbg !3552
  %39 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !3553
  %40 = load i32, ptr %39, align 8, !dbg !3554, !tbaa !1058
  %41 = add i32 %38, %40, !dbg !3554
  store i32 %41, ptr %39, align 8, !dbg !3554, !tbaa !1058
  %42 = icmp ugt i8 %36, %7, !dbg !3555
  br i1 %42, label %43, label %71, !dbg !3556

43:                                               ; preds = %32
  %44 = load ptr, ptr %33, align 8, !tbaa !963
  %45 = load i32, ptr %9, align 8, !tbaa !968
  %46 = getelementptr inbounds i8, ptr %0, i64 32
  br label %47, !dbg !3556

47:                                               ; preds = %69, %43
  %48 = phi i32 [ %49, %69 ], [ %37, %43 ]
  %49 = add nsw i32 %48, -1, !dbg !3557
  %50 = trunc i32 %49 to i8, !dbg !3557
  store i8 %50, ptr %35, align 2, !dbg !3557, !tbaa !927
  %51 = and i32 %49, 255, !dbg !3557
    #dbg_value(ptr %0, !2832, !DIExpression(), !3558)
    #dbg_value(i32 %51, !2837, !DIExpression(), !3558)
    #dbg_value(ptr %0, !948, !DIExpression(), !3560)
    #dbg_value(i32 %51, !953, !DIExpression(), !3560)
  %52 = add nsw i32 %45, %51, !dbg !3562
  %53 = sext i32 %52 to i64, !dbg !3563
  %54 = getelementptr inbounds %union.Vardesc, ptr %44, i64 %53, !dbg !3563
    #dbg_value(ptr %54, !2838, !DIExpression(), !3558)
  %55 = getelementptr inbounds i8, ptr %54, i64 9, !dbg !3564
  %56 = load i8, ptr %55, align 1, !dbg !3564, !tbaa !974
  %57 = icmp eq i8 %56, 3, !dbg !3565
  br i1 %57, label %69, label %58, !dbg !3566

58:                                               ; preds = %47
    #dbg_value(i16 poison, !2839, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !3567)
  %59 = load ptr, ptr %0, align 8, !dbg !3568, !tbaa !1029
  %60 = getelementptr inbounds i8, ptr %59, i64 104, !dbg !3569
  %61 = load ptr, ptr %60, align 8, !dbg !3569, !tbaa !1387
    #dbg_value(!DIArgList(ptr poison, i16 poison), !3546, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 16, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !3570)
  %62 = icmp eq ptr %61, null, !dbg !3571
  br i1 %62, label %69, label %63, !dbg !3573

63:                                               ; preds = %58
  %64 = getelementptr inbounds i8, ptr %54, i64 12, !dbg !3574
  %65 = load i16, ptr %64, align 4, !dbg !3574, !tbaa !974
    #dbg_value(i16 %65, !2839, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !3567)
    #dbg_value(!DIArgList(ptr %61, i16 %65), !3546, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 16, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !3570)
  %66 = sext i16 %65 to i64, !dbg !3575
    #dbg_value(!DIArgList(ptr %61, i64 %66), !3546, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !3570)
    #dbg_value(!DIArgList(ptr %61, i64 %66), !3546, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !3570)
  %67 = load i32, ptr %46, align 8, !dbg !3576, !tbaa !1095
  %68 = getelementptr inbounds %struct.LocVar, ptr %61, i64 %66, i32 2, !dbg !3577
  store i32 %67, ptr %68, align 4, !dbg !3578, !tbaa !3579
  br label %69, !dbg !3580

69:                                               ; preds = %63, %58, %47
  %70 = icmp ult i8 %7, %50, !dbg !3555
  br i1 %70, label %47, label %71, !dbg !3556, !llvm.loop !3581

71:                                               ; preds = %69, %32
  %72 = getelementptr inbounds i8, ptr %3, i64 18, !dbg !3583
  %73 = load i8, ptr %72, align 2, !dbg !3583, !tbaa !1161
  %74 = icmp eq i8 %73, 0, !dbg !3585
  br i1 %74, label %81, label %75, !dbg !3586

75:                                               ; preds = %71
  %76 = getelementptr inbounds i8, ptr %5, i64 56, !dbg !3587
  %77 = load ptr, ptr %76, align 8, !dbg !3587, !tbaa !1141
  %78 = tail call ptr @luaS_newlstr(ptr noundef %77, ptr noundef nonnull @.str.4, i64 noundef 5) #11, !dbg !3587
  %79 = tail call fastcc i32 @createlabel(ptr noundef %5, ptr noundef %78, i32 noundef 0, i32 noundef 0), !dbg !3588
    #dbg_value(i32 %79, !3515, !DIExpression(), !3517)
  %80 = icmp eq i32 %79, 0, !dbg !3589
    #dbg_value(i1 %80, !3515, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !3517)
  br i1 %80, label %81, label %90, !dbg !3591

81:                                               ; preds = %71, %75
  %82 = load ptr, ptr %3, align 8, !dbg !3592, !tbaa !1190
  %83 = icmp eq ptr %82, null, !dbg !3593
  br i1 %83, label %90, label %84, !dbg !3594

84:                                               ; preds = %81
  %85 = getelementptr inbounds i8, ptr %3, i64 17, !dbg !3595
  %86 = load i8, ptr %85, align 1, !dbg !3595, !tbaa !1179
  %87 = icmp eq i8 %86, 0, !dbg !3596
  br i1 %87, label %90, label %88, !dbg !3597

88:                                               ; preds = %84
  %89 = tail call i32 @luaK_codeABCk(ptr noundef nonnull %0, i32 noundef 54, i32 noundef %34, i32 noundef 0, i32 noundef 0, i32 noundef 0) #11, !dbg !3598
  br label %90, !dbg !3598

90:                                               ; preds = %88, %84, %81, %75
  %91 = trunc i32 %34 to i8, !dbg !3599
  %92 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !3600
  store i8 %91, ptr %92, align 4, !dbg !3601, !tbaa !2069
  %93 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !3602
  %94 = load i32, ptr %93, align 8, !dbg !3602, !tbaa !1170
  %95 = load ptr, ptr %10, align 8, !dbg !3603, !tbaa !959
  %96 = getelementptr inbounds i8, ptr %95, i64 40, !dbg !3604
  store i32 %94, ptr %96, align 8, !dbg !3605, !tbaa !1052
  %97 = load ptr, ptr %3, align 8, !dbg !3606, !tbaa !1190
  store ptr %97, ptr %2, align 8, !dbg !3607, !tbaa !1135
  %98 = icmp eq ptr %97, null, !dbg !3608
  br i1 %98, label %171, label %99, !dbg !3610

99:                                               ; preds = %90
    #dbg_value(ptr %0, !3611, !DIExpression(), !3623)
    #dbg_value(ptr %3, !3616, !DIExpression(), !3623)
  %100 = load ptr, ptr %4, align 8, !dbg !3625, !tbaa !957
  %101 = getelementptr inbounds i8, ptr %100, i64 88, !dbg !3626
  %102 = load ptr, ptr %101, align 8, !dbg !3626, !tbaa !959
    #dbg_value(ptr %102, !3618, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !3623)
  %103 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !3627
  %104 = load i32, ptr %103, align 4, !dbg !3627, !tbaa !1175
    #dbg_value(i32 %104, !3617, !DIExpression(), !3623)
  %105 = getelementptr inbounds i8, ptr %102, i64 24
  %106 = load i32, ptr %105, align 8, !tbaa !1652
  %107 = icmp slt i32 %104, %106, !dbg !3628
  br i1 %107, label %108, label %182, !dbg !3629

108:                                              ; preds = %99
  %109 = getelementptr inbounds i8, ptr %102, i64 16, !dbg !3630
    #dbg_value(ptr %109, !3618, !DIExpression(), !3623)
  %110 = load ptr, ptr %109, align 8, !tbaa !1654
  %111 = load i8, ptr %6, align 8, !tbaa !1166
  %112 = zext i8 %111 to i32
  %113 = getelementptr inbounds i8, ptr %3, i64 17
  %114 = sext i32 %104 to i64, !dbg !3629
  %115 = sext i32 %106 to i64, !dbg !3628
  br label %116, !dbg !3629

116:                                              ; preds = %168, %108
  %117 = phi i64 [ %114, %108 ], [ %169, %168 ]
    #dbg_value(i64 %117, !3617, !DIExpression(), !3623)
  %118 = getelementptr inbounds %struct.Labeldesc, ptr %110, i64 %117, !dbg !3631
    #dbg_value(ptr %118, !3619, !DIExpression(), !3632)
  %119 = getelementptr inbounds i8, ptr %118, i64 16, !dbg !3633
  %120 = load i8, ptr %119, align 8, !dbg !3633, !tbaa !1666
  %121 = zext i8 %120 to i32, !dbg !3635
    #dbg_value(ptr %0, !935, !DIExpression(), !3636)
    #dbg_value(i32 %121, !940, !DIExpression(), !3636)
  br label %122, !dbg !3638

122:                                              ; preds = %125, %116
  %123 = phi i32 [ %121, %116 ], [ %126, %125 ]
    #dbg_value(i32 %123, !940, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !3636)
  %124 = icmp sgt i32 %123, 0, !dbg !3639
  br i1 %124, label %125, label %140, !dbg !3638

125:                                              ; preds = %122
  %126 = add nsw i32 %123, -1, !dbg !3640
    #dbg_value(i32 %126, !940, !DIExpression(), !3636)
    #dbg_value(ptr %0, !948, !DIExpression(), !3641)
    #dbg_value(i32 %126, !953, !DIExpression(), !3641)
  %127 = load ptr, ptr %102, align 8, !dbg !3643, !tbaa !963
  %128 = load i32, ptr %9, align 8, !dbg !3644, !tbaa !968
  %129 = add nsw i32 %128, %126, !dbg !3645
  %130 = sext i32 %129 to i64, !dbg !3646
  %131 = getelementptr inbounds %union.Vardesc, ptr %127, i64 %130, !dbg !3646
    #dbg_value(ptr %131, !941, !DIExpression(), !3647)
  %132 = getelementptr inbounds i8, ptr %131, i64 9, !dbg !3648
  %133 = load i8, ptr %132, align 1, !dbg !3648, !tbaa !974
  %134 = icmp eq i8 %133, 3, !dbg !3649
  br i1 %134, label %122, label %135, !dbg !3650

135:                                              ; preds = %125
  %136 = getelementptr inbounds i8, ptr %131, i64 10, !dbg !3651
  %137 = load i8, ptr %136, align 2, !dbg !3651, !tbaa !974
  %138 = zext i8 %137 to i32, !dbg !3652
  %139 = add nuw nsw i32 %138, 1, !dbg !3653
  br label %140

140:                                              ; preds = %122, %135
  %141 = phi i32 [ %139, %135 ], [ 0, %122 ], !dbg !3636
    #dbg_value(ptr %0, !935, !DIExpression(), !3654)
    #dbg_value(i32 %112, !940, !DIExpression(), !3654)
  br label %142, !dbg !3656

142:                                              ; preds = %145, %140
  %143 = phi i32 [ %112, %140 ], [ %146, %145 ]
    #dbg_value(i32 %143, !940, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !3654)
  %144 = icmp sgt i32 %143, 0, !dbg !3657
  br i1 %144, label %145, label %160, !dbg !3656

145:                                              ; preds = %142
  %146 = add nsw i32 %143, -1, !dbg !3658
    #dbg_value(i32 %146, !940, !DIExpression(), !3654)
    #dbg_value(ptr %0, !948, !DIExpression(), !3659)
    #dbg_value(i32 %146, !953, !DIExpression(), !3659)
  %147 = load ptr, ptr %102, align 8, !dbg !3661, !tbaa !963
  %148 = load i32, ptr %9, align 8, !dbg !3662, !tbaa !968
  %149 = add nsw i32 %148, %146, !dbg !3663
  %150 = sext i32 %149 to i64, !dbg !3664
  %151 = getelementptr inbounds %union.Vardesc, ptr %147, i64 %150, !dbg !3664
    #dbg_value(ptr %151, !941, !DIExpression(), !3665)
  %152 = getelementptr inbounds i8, ptr %151, i64 9, !dbg !3666
  %153 = load i8, ptr %152, align 1, !dbg !3666, !tbaa !974
  %154 = icmp eq i8 %153, 3, !dbg !3667
  br i1 %154, label %142, label %155, !dbg !3668

155:                                              ; preds = %145
  %156 = getelementptr inbounds i8, ptr %151, i64 10, !dbg !3669
  %157 = load i8, ptr %156, align 2, !dbg !3669, !tbaa !974
  %158 = zext i8 %157 to i32, !dbg !3670
  %159 = add nuw nsw i32 %158, 1, !dbg !3671
  br label %160

160:                                              ; preds = %142, %155
  %161 = phi i32 [ %159, %155 ], [ 0, %142 ], !dbg !3654
  %162 = icmp sgt i32 %141, %161, !dbg !3672
  br i1 %162, label %163, label %168, !dbg !3673

163:                                              ; preds = %160
  %164 = load i8, ptr %113, align 1, !dbg !3674, !tbaa !1179
  %165 = getelementptr inbounds i8, ptr %118, i64 17, !dbg !3675
  %166 = load i8, ptr %165, align 1, !dbg !3676, !tbaa !1669
  %167 = or i8 %166, %164, !dbg !3676
  store i8 %167, ptr %165, align 1, !dbg !3676, !tbaa !1669
  br label %168, !dbg !3677

168:                                              ; preds = %163, %160
  store i8 %111, ptr %119, align 8, !dbg !3678, !tbaa !1666
  %169 = add nsw i64 %117, 1, !dbg !3679
    #dbg_value(i64 %169, !3617, !DIExpression(), !3623)
  %170 = icmp eq i64 %169, %115, !dbg !3628
  br i1 %170, label %182, label %116, !dbg !3629, !llvm.loop !3680

171:                                              ; preds = %90
  %172 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !3682
  %173 = load i32, ptr %172, align 4, !dbg !3682, !tbaa !1175
  %174 = getelementptr inbounds i8, ptr %95, i64 24, !dbg !3685
  %175 = load i32, ptr %174, align 8, !dbg !3685, !tbaa !1055
  %176 = icmp slt i32 %173, %175, !dbg !3686
  br i1 %176, label %177, label %182, !dbg !3687

177:                                              ; preds = %171
  %178 = getelementptr inbounds i8, ptr %95, i64 16, !dbg !3688
  %179 = load ptr, ptr %178, align 8, !dbg !3689, !tbaa !3690
  %180 = sext i32 %173 to i64, !dbg !3691
  %181 = getelementptr inbounds %struct.Labeldesc, ptr %179, i64 %180, !dbg !3691
  tail call fastcc void @undefgoto(ptr noundef nonnull %5, ptr noundef %181) #12, !dbg !3692
  unreachable, !dbg !3692

182:                                              ; preds = %168, %99, %171
  ret void, !dbg !3693
}

declare !dbg !3694 hidden i32 @luaK_jump(ptr noundef) local_unnamed_addr #3

declare !dbg !3695 hidden void @luaK_goiftrue(ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !3696 hidden void @luaK_concat(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 22) i32 @subexpr(ptr noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #1 !dbg !3699 {
  %4 = alloca %struct.expdesc, align 8, !DIAssignID !3717
    #dbg_assign(i1 undef, !3713, !DIExpression(), !3717, ptr %4, !DIExpression(), !3718)
    #dbg_value(ptr %0, !3704, !DIExpression(), !3719)
    #dbg_value(ptr %1, !3705, !DIExpression(), !3719)
    #dbg_value(i32 %2, !3706, !DIExpression(), !3719)
  %5 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !3720
  %6 = load ptr, ptr %5, align 8, !dbg !3720, !tbaa !1141
  tail call void @luaE_incCstack(ptr noundef %6) #11, !dbg !3720
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3721
  %8 = load i32, ptr %7, align 8, !dbg !3722, !tbaa !1284
    #dbg_value(i32 %8, !3723, !DIExpression(), !3728)
  switch i32 %8, label %66 [
    i32 270, label %12
    i32 45, label %9
    i32 126, label %10
    i32 35, label %11
    i32 289, label %19
    i32 290, label %25
    i32 292, label %31
    i32 269, label %37
    i32 275, label %41
    i32 262, label %45
    i32 280, label %49
    i32 123, label %62
    i32 264, label %63
  ], !dbg !3730

9:                                                ; preds = %3
  br label %12, !dbg !3731

10:                                               ; preds = %3
  br label %12, !dbg !3733

11:                                               ; preds = %3
  br label %12, !dbg !3734

12:                                               ; preds = %3, %11, %10, %9
  %13 = phi i32 [ 2, %3 ], [ 0, %9 ], [ 1, %10 ], [ 3, %11 ]
    #dbg_value(i32 %13, !3708, !DIExpression(), !3719)
  %14 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !3735
  %15 = load i32, ptr %14, align 4, !dbg !3735, !tbaa !1545
    #dbg_value(i32 %15, !3710, !DIExpression(), !3736)
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !3737
  %16 = tail call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef %1, i32 noundef 12), !dbg !3738
  %17 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !3739
  %18 = load ptr, ptr %17, align 8, !dbg !3739, !tbaa !1083
  tail call void @luaK_prefix(ptr noundef %18, i32 noundef %13, ptr noundef %1, i32 noundef %15) #11, !dbg !3740
  br label %68, !dbg !3741

19:                                               ; preds = %3
    #dbg_value(ptr %1, !3742, !DIExpression(), !3749)
    #dbg_value(i32 5, !3747, !DIExpression(), !3749)
    #dbg_value(i32 0, !3748, !DIExpression(), !3749)
  %20 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !3760
  store i32 -1, ptr %20, align 8, !dbg !3761, !tbaa !1624
  %21 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !3762
  store i32 -1, ptr %21, align 4, !dbg !3763, !tbaa !1729
  store i32 5, ptr %1, align 8, !dbg !3764, !tbaa !1847
  %22 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !3765
  store i32 0, ptr %22, align 8, !dbg !3766, !tbaa !974
  %23 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3767
  %24 = load double, ptr %23, align 8, !dbg !3768, !tbaa !974
  store double %24, ptr %22, align 8, !dbg !3769, !tbaa !974
  br label %67, !dbg !3770

25:                                               ; preds = %3
    #dbg_value(ptr %1, !3742, !DIExpression(), !3771)
    #dbg_value(i32 6, !3747, !DIExpression(), !3771)
    #dbg_value(i32 0, !3748, !DIExpression(), !3771)
  %26 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !3774
  store i32 -1, ptr %26, align 8, !dbg !3775, !tbaa !1624
  %27 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !3776
  store i32 -1, ptr %27, align 4, !dbg !3777, !tbaa !1729
  store i32 6, ptr %1, align 8, !dbg !3778, !tbaa !1847
  %28 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !3779
  store i32 0, ptr %28, align 8, !dbg !3780, !tbaa !974
  %29 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3781
  %30 = load i64, ptr %29, align 8, !dbg !3782, !tbaa !974
  store i64 %30, ptr %28, align 8, !dbg !3783, !tbaa !974
  br label %67, !dbg !3784

31:                                               ; preds = %3
  %32 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3785
  %33 = load ptr, ptr %32, align 8, !dbg !3787, !tbaa !974
    #dbg_value(ptr %1, !2651, !DIExpression(), !3788)
    #dbg_value(ptr %33, !2656, !DIExpression(), !3788)
  %34 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !3790
  store i32 -1, ptr %34, align 8, !dbg !3791, !tbaa !1624
  %35 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !3792
  store i32 -1, ptr %35, align 4, !dbg !3793, !tbaa !1729
  store i32 7, ptr %1, align 8, !dbg !3794, !tbaa !1847
  %36 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !3795
  store ptr %33, ptr %36, align 8, !dbg !3796, !tbaa !974
  br label %67, !dbg !3797

37:                                               ; preds = %3
    #dbg_value(ptr %1, !3742, !DIExpression(), !3798)
    #dbg_value(i32 1, !3747, !DIExpression(), !3798)
    #dbg_value(i32 0, !3748, !DIExpression(), !3798)
  %38 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !3801
  store i32 -1, ptr %38, align 8, !dbg !3802, !tbaa !1624
  %39 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !3803
  store i32 -1, ptr %39, align 4, !dbg !3804, !tbaa !1729
  store i32 1, ptr %1, align 8, !dbg !3805, !tbaa !1847
  %40 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !3806
  store i32 0, ptr %40, align 8, !dbg !3807, !tbaa !974
  br label %67, !dbg !3808

41:                                               ; preds = %3
    #dbg_value(ptr %1, !3742, !DIExpression(), !3809)
    #dbg_value(i32 2, !3747, !DIExpression(), !3809)
    #dbg_value(i32 0, !3748, !DIExpression(), !3809)
  %42 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !3812
  store i32 -1, ptr %42, align 8, !dbg !3813, !tbaa !1624
  %43 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !3814
  store i32 -1, ptr %43, align 4, !dbg !3815, !tbaa !1729
  store i32 2, ptr %1, align 8, !dbg !3816, !tbaa !1847
  %44 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !3817
  store i32 0, ptr %44, align 8, !dbg !3818, !tbaa !974
  br label %67, !dbg !3819

45:                                               ; preds = %3
    #dbg_value(ptr %1, !3742, !DIExpression(), !3820)
    #dbg_value(i32 3, !3747, !DIExpression(), !3820)
    #dbg_value(i32 0, !3748, !DIExpression(), !3820)
  %46 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !3823
  store i32 -1, ptr %46, align 8, !dbg !3824, !tbaa !1624
  %47 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !3825
  store i32 -1, ptr %47, align 4, !dbg !3826, !tbaa !1729
  store i32 3, ptr %1, align 8, !dbg !3827, !tbaa !1847
  %48 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !3828
  store i32 0, ptr %48, align 8, !dbg !3829, !tbaa !974
  br label %67, !dbg !3830

49:                                               ; preds = %3
  %50 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !3831
  %51 = load ptr, ptr %50, align 8, !dbg !3831, !tbaa !1083
    #dbg_value(ptr %51, !3757, !DIExpression(), !3832)
  %52 = load ptr, ptr %51, align 8, !dbg !3833, !tbaa !1029
  %53 = getelementptr inbounds i8, ptr %52, i64 11, !dbg !3833
  %54 = load i8, ptr %53, align 1, !dbg !3833, !tbaa !1205
  %55 = icmp eq i8 %54, 0, !dbg !3833
  br i1 %55, label %56, label %57, !dbg !3836

56:                                               ; preds = %49
  tail call void @luaX_syntaxerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.5) #13, !dbg !3833
  unreachable, !dbg !3833

57:                                               ; preds = %49
  %58 = tail call i32 @luaK_codeABCk(ptr noundef nonnull %51, i32 noundef 80, i32 noundef 0, i32 noundef 0, i32 noundef 1, i32 noundef 0) #11, !dbg !3837
    #dbg_value(ptr %1, !3742, !DIExpression(), !3838)
    #dbg_value(i32 19, !3747, !DIExpression(), !3838)
    #dbg_value(i32 %58, !3748, !DIExpression(), !3838)
  %59 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !3840
  store i32 -1, ptr %59, align 8, !dbg !3841, !tbaa !1624
  %60 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !3842
  store i32 -1, ptr %60, align 4, !dbg !3843, !tbaa !1729
  store i32 19, ptr %1, align 8, !dbg !3844, !tbaa !1847
  %61 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !3845
  store i32 %58, ptr %61, align 8, !dbg !3846, !tbaa !974
  br label %67

62:                                               ; preds = %3
  tail call fastcc void @constructor(ptr noundef nonnull %0, ptr noundef %1), !dbg !3847
  br label %68, !dbg !3849

63:                                               ; preds = %3
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !3850
  %64 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !3852
  %65 = load i32, ptr %64, align 4, !dbg !3852, !tbaa !1545
  tail call fastcc void @body(ptr noundef nonnull %0, ptr noundef %1, i32 noundef 0, i32 noundef %65), !dbg !3853
  br label %68, !dbg !3854

66:                                               ; preds = %3
  tail call fastcc void @suffixedexp(ptr noundef nonnull %0, ptr noundef %1), !dbg !3855
  br label %68, !dbg !3857

67:                                               ; preds = %57, %45, %41, %37, %31, %25, %19
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !3858
  br label %68, !dbg !3859

68:                                               ; preds = %67, %66, %63, %62, %12
  %69 = load i32, ptr %7, align 8, !dbg !3860, !tbaa !1284
    #dbg_value(i32 %69, !3861, !DIExpression(), !3866)
  switch i32 %69, label %110 [
    i32 43, label %90
    i32 45, label %70
    i32 42, label %71
    i32 37, label %72
    i32 94, label %73
    i32 47, label %74
    i32 278, label %75
    i32 38, label %76
    i32 124, label %77
    i32 126, label %78
    i32 285, label %79
    i32 286, label %80
    i32 279, label %81
    i32 284, label %82
    i32 281, label %83
    i32 60, label %84
    i32 283, label %85
    i32 62, label %86
    i32 282, label %87
    i32 256, label %88
    i32 271, label %89
  ], !dbg !3868

70:                                               ; preds = %68
  br label %90, !dbg !3869

71:                                               ; preds = %68
  br label %90, !dbg !3871

72:                                               ; preds = %68
  br label %90, !dbg !3872

73:                                               ; preds = %68
  br label %90, !dbg !3873

74:                                               ; preds = %68
  br label %90, !dbg !3874

75:                                               ; preds = %68
  br label %90, !dbg !3875

76:                                               ; preds = %68
  br label %90, !dbg !3876

77:                                               ; preds = %68
  br label %90, !dbg !3877

78:                                               ; preds = %68
  br label %90, !dbg !3878

79:                                               ; preds = %68
  br label %90, !dbg !3879

80:                                               ; preds = %68
  br label %90, !dbg !3880

81:                                               ; preds = %68
  br label %90, !dbg !3881

82:                                               ; preds = %68
  br label %90, !dbg !3882

83:                                               ; preds = %68
  br label %90, !dbg !3883

84:                                               ; preds = %68
  br label %90, !dbg !3884

85:                                               ; preds = %68
  br label %90, !dbg !3885

86:                                               ; preds = %68
  br label %90, !dbg !3886

87:                                               ; preds = %68
  br label %90, !dbg !3887

88:                                               ; preds = %68
  br label %90, !dbg !3888

89:                                               ; preds = %68
  br label %90, !dbg !3889

90:                                               ; preds = %89, %88, %87, %86, %85, %84, %83, %82, %81, %80, %79, %78, %77, %76, %75, %74, %73, %72, %71, %70, %68
  %91 = phi i32 [ 0, %68 ], [ 1, %70 ], [ 2, %71 ], [ 3, %72 ], [ 4, %73 ], [ 5, %74 ], [ 6, %75 ], [ 7, %76 ], [ 8, %77 ], [ 9, %78 ], [ 10, %79 ], [ 11, %80 ], [ 12, %81 ], [ 16, %82 ], [ 13, %83 ], [ 14, %84 ], [ 15, %85 ], [ 17, %86 ], [ 18, %87 ], [ 19, %88 ], [ 20, %89 ]
    #dbg_value(i32 %91, !3707, !DIExpression(), !3719)
  %92 = getelementptr inbounds i8, ptr %0, i64 4
  %93 = getelementptr inbounds i8, ptr %0, i64 48
  br label %94, !dbg !3890

94:                                               ; preds = %90, %101
  %95 = phi i32 [ %91, %90 ], [ %107, %101 ]
    #dbg_value(i32 %95, !3707, !DIExpression(), !3719)
  %96 = zext nneg i32 %95 to i64, !dbg !3891
  %97 = getelementptr inbounds [21 x %struct.anon.13], ptr @priority, i64 0, i64 %96, !dbg !3891
  %98 = load i8, ptr %97, align 2, !dbg !3892, !tbaa !3893
  %99 = zext i8 %98 to i32, !dbg !3891
  %100 = icmp sgt i32 %99, %2, !dbg !3895
  br i1 %100, label %101, label %110, !dbg !3896

101:                                              ; preds = %94
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11, !dbg !3897
  %102 = load i32, ptr %92, align 4, !dbg !3898, !tbaa !1545
    #dbg_value(i32 %102, !3716, !DIExpression(), !3718)
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !3899
  %103 = load ptr, ptr %93, align 8, !dbg !3900, !tbaa !1083
  call void @luaK_infix(ptr noundef %103, i32 noundef %95, ptr noundef %1) #11, !dbg !3901
  %104 = getelementptr inbounds i8, ptr %97, i64 1, !dbg !3902
  %105 = load i8, ptr %104, align 1, !dbg !3902, !tbaa !3903
  %106 = zext i8 %105 to i32, !dbg !3904
  %107 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %4, i32 noundef %106), !dbg !3905
    #dbg_value(i32 %107, !3715, !DIExpression(), !3718)
  %108 = load ptr, ptr %93, align 8, !dbg !3906, !tbaa !1083
  call void @luaK_posfix(ptr noundef %108, i32 noundef %95, ptr noundef %1, ptr noundef nonnull %4, i32 noundef %102) #11, !dbg !3907
    #dbg_value(i32 %107, !3707, !DIExpression(), !3719)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11, !dbg !3908
  %109 = icmp eq i32 %107, 21, !dbg !3909
  br i1 %109, label %110, label %94, !dbg !3890, !llvm.loop !3910

110:                                              ; preds = %94, %101, %68
  %111 = phi i32 [ 21, %68 ], [ 21, %101 ], [ %95, %94 ], !dbg !3719
  %112 = load ptr, ptr %5, align 8, !dbg !3911, !tbaa !1141
  %113 = getelementptr inbounds i8, ptr %112, i64 176, !dbg !3911
  %114 = load i32, ptr %113, align 8, !dbg !3911, !tbaa !3470
  %115 = add i32 %114, -1, !dbg !3911
  store i32 %115, ptr %113, align 8, !dbg !3911, !tbaa !3470
  ret i32 %111, !dbg !3912
}

declare !dbg !3913 hidden void @luaK_prefix(ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

declare !dbg !3916 hidden void @luaK_infix(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !3919 hidden void @luaK_posfix(ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @constructor(ptr noundef %0, ptr noundef %1) unnamed_addr #1 !dbg !3922 {
  %3 = alloca %struct.ConsControl, align 8, !DIAssignID !3938
    #dbg_assign(i1 undef, !3929, !DIExpression(), !3938, ptr %3, !DIExpression(), !3939)
    #dbg_value(ptr %0, !3924, !DIExpression(), !3939)
    #dbg_value(ptr %1, !3925, !DIExpression(), !3939)
  %4 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !3940
  %5 = load ptr, ptr %4, align 8, !dbg !3940, !tbaa !1083
    #dbg_value(ptr %5, !3926, !DIExpression(), !3939)
  %6 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !3941
  %7 = load i32, ptr %6, align 4, !dbg !3941, !tbaa !1545
    #dbg_value(i32 %7, !3927, !DIExpression(), !3939)
  %8 = tail call i32 @luaK_codeABCk(ptr noundef %5, i32 noundef 19, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0) #11, !dbg !3942
    #dbg_value(i32 %8, !3928, !DIExpression(), !3939)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #11, !dbg !3943
  %9 = tail call i32 @luaK_code(ptr noundef %5, i32 noundef 0) #11, !dbg !3944
  %10 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !3945
  store i32 0, ptr %10, align 8, !dbg !3946, !tbaa !3947, !DIAssignID !3949
    #dbg_assign(i32 0, !3929, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !3949, ptr %10, !DIExpression(), !3939)
  %11 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !3950
  store i32 0, ptr %11, align 8, !dbg !3951, !tbaa !3952, !DIAssignID !3953
    #dbg_assign(i32 0, !3929, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !3953, ptr %11, !DIExpression(), !3939)
  %12 = getelementptr inbounds i8, ptr %3, i64 36, !dbg !3954
  store i32 0, ptr %12, align 4, !dbg !3955, !tbaa !3956, !DIAssignID !3957
    #dbg_assign(i32 0, !3929, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !3957, ptr %12, !DIExpression(), !3939)
  %13 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !3958
  store ptr %1, ptr %13, align 8, !dbg !3959, !tbaa !3960, !DIAssignID !3961
    #dbg_assign(ptr %1, !3929, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !3961, ptr %13, !DIExpression(), !3939)
  %14 = getelementptr inbounds i8, ptr %5, i64 68, !dbg !3962
  %15 = load i8, ptr %14, align 4, !dbg !3962, !tbaa !2069
  %16 = zext i8 %15 to i32, !dbg !3963
    #dbg_value(ptr %1, !3742, !DIExpression(), !3964)
    #dbg_value(i32 8, !3747, !DIExpression(), !3964)
    #dbg_value(i32 %16, !3748, !DIExpression(), !3964)
  %17 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !3966
  store i32 -1, ptr %17, align 8, !dbg !3967, !tbaa !1624
  %18 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !3968
  store i32 -1, ptr %18, align 4, !dbg !3969, !tbaa !1729
  store i32 8, ptr %1, align 8, !dbg !3970, !tbaa !1847
  %19 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !3971
  store i32 %16, ptr %19, align 8, !dbg !3972, !tbaa !974
  tail call void @luaK_reserveregs(ptr noundef %5, i32 noundef 1) #11, !dbg !3973
    #dbg_value(ptr %3, !3742, !DIExpression(), !3974)
    #dbg_value(i32 0, !3747, !DIExpression(), !3974)
    #dbg_value(i32 0, !3748, !DIExpression(), !3974)
  %20 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !3976
  store i32 -1, ptr %20, align 8, !dbg !3977, !tbaa !1624, !DIAssignID !3978
    #dbg_assign(i32 -1, !3929, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !3978, ptr %20, !DIExpression(), !3939)
  %21 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !3979
  store i32 -1, ptr %21, align 4, !dbg !3980, !tbaa !1729, !DIAssignID !3981
    #dbg_assign(i32 -1, !3929, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !3981, ptr %21, !DIExpression(), !3939)
  store i32 0, ptr %3, align 8, !dbg !3982, !tbaa !1847, !DIAssignID !3983
    #dbg_assign(i32 0, !3929, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !3983, ptr %3, !DIExpression(), !3939)
  %22 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !3984
  store i32 0, ptr %22, align 8, !dbg !3985, !tbaa !974, !DIAssignID !3986
    #dbg_assign(i32 0, !3929, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !3986, ptr %22, !DIExpression(), !3939)
    #dbg_value(ptr %0, !1574, !DIExpression(), !3987)
    #dbg_value(i32 123, !1577, !DIExpression(), !3987)
    #dbg_value(ptr %0, !1296, !DIExpression(), !3989)
    #dbg_value(i32 123, !1297, !DIExpression(), !3989)
  %23 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3991
  %24 = load i32, ptr %23, align 8, !dbg !3992, !tbaa !1284
  %25 = icmp eq i32 %24, 123, !dbg !3993
  br i1 %25, label %27, label %26, !dbg !3994

26:                                               ; preds = %2
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 123) #12, !dbg !3995
  unreachable, !dbg !3995

27:                                               ; preds = %2
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !3996
  %28 = load i32, ptr %23, align 8, !dbg !3997, !tbaa !1284
  %29 = icmp eq i32 %28, 125, !dbg !4000
  br i1 %29, label %67, label %30, !dbg !4001

30:                                               ; preds = %27, %64
  %31 = phi i32 [ %65, %64 ], [ %28, %27 ]
    #dbg_value(ptr %5, !4002, !DIExpression(), !4009)
    #dbg_value(ptr %3, !4008, !DIExpression(), !4009)
  %32 = load i32, ptr %3, align 8, !dbg !4011, !tbaa !4013
  %33 = icmp eq i32 %32, 0, !dbg !4014
  br i1 %33, label %47, label %34, !dbg !4015

34:                                               ; preds = %30
  call void @luaK_exp2nextreg(ptr noundef %5, ptr noundef nonnull %3) #11, !dbg !4016
  store i32 0, ptr %3, align 8, !dbg !4017, !tbaa !4013, !DIAssignID !4018
    #dbg_assign(i32 0, !3929, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !4018, ptr %3, !DIExpression(), !3939)
  %35 = load i32, ptr %10, align 8, !dbg !4019, !tbaa !3947
  %36 = icmp eq i32 %35, 50, !dbg !4021
  br i1 %36, label %37, label %45, !dbg !4022

37:                                               ; preds = %34
  %38 = load ptr, ptr %13, align 8, !dbg !4023, !tbaa !3960
  %39 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !4025
  %40 = load i32, ptr %39, align 8, !dbg !4026, !tbaa !974
  %41 = load i32, ptr %12, align 4, !dbg !4027, !tbaa !3956
  call void @luaK_setlist(ptr noundef %5, i32 noundef %40, i32 noundef %41, i32 noundef 50) #11, !dbg !4028
  %42 = load i32, ptr %10, align 8, !dbg !4029, !tbaa !3947
  %43 = load i32, ptr %12, align 4, !dbg !4030, !tbaa !3956
  %44 = add nsw i32 %43, %42, !dbg !4030
  store i32 %44, ptr %12, align 4, !dbg !4030, !tbaa !3956, !DIAssignID !4031
    #dbg_assign(i32 %44, !3929, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !4031, ptr %12, !DIExpression(), !3939)
  store i32 0, ptr %10, align 8, !dbg !4032, !tbaa !3947, !DIAssignID !4033
    #dbg_assign(i32 0, !3929, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !4033, ptr %10, !DIExpression(), !3939)
  br label %45, !dbg !4034

45:                                               ; preds = %37, %34
  %46 = load i32, ptr %23, align 8, !dbg !4035, !tbaa !1284
  br label %47, !dbg !4035

47:                                               ; preds = %45, %30
  %48 = phi i32 [ %46, %45 ], [ %31, %30 ], !dbg !4035
    #dbg_value(ptr %0, !4040, !DIExpression(), !4043)
    #dbg_value(ptr %3, !4041, !DIExpression(), !4043)
  switch i32 %48, label %58 [
    i32 291, label %49
    i32 91, label %57
  ], !dbg !4044

49:                                               ; preds = %47
  %50 = call i32 @luaX_lookahead(ptr noundef nonnull %0) #11, !dbg !4045
  %51 = icmp eq i32 %50, 61, !dbg !4049
  br i1 %51, label %56, label %52, !dbg !4050

52:                                               ; preds = %49
    #dbg_value(ptr %0, !4051, !DIExpression(), !4055)
    #dbg_value(ptr %3, !4054, !DIExpression(), !4055)
    #dbg_value(ptr %0, !1564, !DIExpression(), !4057)
    #dbg_value(ptr %3, !1570, !DIExpression(), !4057)
  %53 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %3, i32 noundef 0), !dbg !4059
  %54 = load i32, ptr %10, align 8, !dbg !4060, !tbaa !3947
  %55 = add nsw i32 %54, 1, !dbg !4060
  store i32 %55, ptr %10, align 8, !dbg !4060, !tbaa !3947, !DIAssignID !4061
    #dbg_assign(i32 %55, !3929, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !4061, ptr %10, !DIExpression(), !3939)
  br label %62, !dbg !4062

56:                                               ; preds = %49
  call fastcc void @recfield(ptr noundef nonnull %0, ptr noundef nonnull %3), !dbg !4063
  br label %62

57:                                               ; preds = %47
  call fastcc void @recfield(ptr noundef nonnull %0, ptr noundef nonnull %3), !dbg !4064
  br label %62, !dbg !4066

58:                                               ; preds = %47
    #dbg_value(ptr %0, !4051, !DIExpression(), !4067)
    #dbg_value(ptr %3, !4054, !DIExpression(), !4067)
    #dbg_value(ptr %0, !1564, !DIExpression(), !4070)
    #dbg_value(ptr %3, !1570, !DIExpression(), !4070)
  %59 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %3, i32 noundef 0), !dbg !4072
  %60 = load i32, ptr %10, align 8, !dbg !4073, !tbaa !3947
  %61 = add nsw i32 %60, 1, !dbg !4073
  store i32 %61, ptr %10, align 8, !dbg !4073, !tbaa !3947, !DIAssignID !4074
    #dbg_assign(i32 %61, !3929, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !4074, ptr %10, !DIExpression(), !3939)
  br label %62, !dbg !4075

62:                                               ; preds = %52, %56, %57, %58
    #dbg_value(ptr %0, !1675, !DIExpression(), !4076)
    #dbg_value(i32 44, !1678, !DIExpression(), !4076)
  %63 = load i32, ptr %23, align 8, !dbg !4078, !tbaa !1284
  switch i32 %63, label %67 [
    i32 44, label %64
    i32 59, label %64
  ], !dbg !4079

64:                                               ; preds = %62, %62
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !4080
  %65 = load i32, ptr %23, align 8, !dbg !3997, !tbaa !1284
  %66 = icmp eq i32 %65, 125, !dbg !4000
  br i1 %66, label %67, label %30, !dbg !4001, !llvm.loop !4082

67:                                               ; preds = %64, %62, %27
  call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 125, i32 noundef 123, i32 noundef %7), !dbg !4085
    #dbg_value(ptr %5, !4086, !DIExpression(), !4090)
    #dbg_value(ptr %3, !4089, !DIExpression(), !4090)
  %68 = load i32, ptr %10, align 8, !dbg !4092, !tbaa !3947
  %69 = icmp eq i32 %68, 0, !dbg !4094
  br i1 %69, label %70, label %72, !dbg !4095

70:                                               ; preds = %67
  %71 = load i32, ptr %12, align 4, !dbg !4096, !tbaa !3956
  br label %94, !dbg !4095

72:                                               ; preds = %67
  %73 = load i32, ptr %3, align 8, !dbg !4097, !tbaa !4013
  switch i32 %73, label %81 [
    i32 18, label %74
    i32 19, label %74
    i32 0, label %83
  ], !dbg !4097

74:                                               ; preds = %72, %72
  call void @luaK_setreturns(ptr noundef %5, ptr noundef nonnull %3, i32 noundef -1) #11, !dbg !4099
  %75 = load ptr, ptr %13, align 8, !dbg !4101, !tbaa !3960
  %76 = getelementptr inbounds i8, ptr %75, i64 8, !dbg !4102
  %77 = load i32, ptr %76, align 8, !dbg !4103, !tbaa !974
  %78 = load i32, ptr %12, align 4, !dbg !4104, !tbaa !3956
  call void @luaK_setlist(ptr noundef %5, i32 noundef %77, i32 noundef %78, i32 noundef -1) #11, !dbg !4105
  %79 = load i32, ptr %12, align 4, !dbg !4106, !tbaa !3956
  %80 = add nsw i32 %79, -1, !dbg !4106
  br label %90, !dbg !4107

81:                                               ; preds = %72
  call void @luaK_exp2nextreg(ptr noundef %5, ptr noundef nonnull %3) #11, !dbg !4108
  %82 = load i32, ptr %10, align 8, !dbg !4111, !tbaa !3947
  br label %83, !dbg !4108

83:                                               ; preds = %81, %72
  %84 = phi i32 [ %68, %72 ], [ %82, %81 ], !dbg !4111
  %85 = load ptr, ptr %13, align 8, !dbg !4112, !tbaa !3960
  %86 = getelementptr inbounds i8, ptr %85, i64 8, !dbg !4113
  %87 = load i32, ptr %86, align 8, !dbg !4114, !tbaa !974
  %88 = load i32, ptr %12, align 4, !dbg !4115, !tbaa !3956
  call void @luaK_setlist(ptr noundef %5, i32 noundef %87, i32 noundef %88, i32 noundef %84) #11, !dbg !4116
  %89 = load i32, ptr %12, align 4, !dbg !4117, !tbaa !3956
  br label %90

90:                                               ; preds = %83, %74
  %91 = phi i32 [ %89, %83 ], [ %80, %74 ], !dbg !4117
  %92 = load i32, ptr %10, align 8, !dbg !4118, !tbaa !3947
  %93 = add nsw i32 %92, %91, !dbg !4117
  store i32 %93, ptr %12, align 4, !dbg !4117, !tbaa !3956, !DIAssignID !4119
    #dbg_assign(i32 %93, !3929, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !4119, ptr %12, !DIExpression(), !3939)
  br label %94, !dbg !4120

94:                                               ; preds = %70, %90
  %95 = phi i32 [ %71, %70 ], [ %93, %90 ], !dbg !4096
  %96 = load i32, ptr %19, align 8, !dbg !4121, !tbaa !974
  %97 = load i32, ptr %11, align 8, !dbg !4122, !tbaa !3952
  call void @luaK_settablesize(ptr noundef %5, i32 noundef %8, i32 noundef %96, i32 noundef %95, i32 noundef %97) #11, !dbg !4123
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #11, !dbg !4124
  ret void, !dbg !4124
}

; Function Attrs: nounwind uwtable
define internal fastcc void @body(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #1 !dbg !4125 {
  %5 = alloca %struct.FuncState, align 8, !DIAssignID !4135
    #dbg_assign(i1 undef, !4133, !DIExpression(), !4135, ptr %5, !DIExpression(), !4136)
  %6 = alloca %struct.BlockCnt, align 8, !DIAssignID !4137
    #dbg_assign(i1 undef, !4134, !DIExpression(), !4137, ptr %6, !DIExpression(), !4136)
    #dbg_value(ptr %0, !4129, !DIExpression(), !4136)
    #dbg_value(ptr %1, !4130, !DIExpression(), !4136)
    #dbg_value(i32 %2, !4131, !DIExpression(), !4136)
    #dbg_value(i32 %3, !4132, !DIExpression(), !4136)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #11, !dbg !4138
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #11, !dbg !4139
    #dbg_value(ptr %0, !4140, !DIExpression(), !4152)
  %7 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !4154
  %8 = load ptr, ptr %7, align 8, !dbg !4154, !tbaa !1141
    #dbg_value(ptr %8, !4146, !DIExpression(), !4152)
  %9 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !4155
  %10 = load ptr, ptr %9, align 8, !dbg !4155, !tbaa !1083
    #dbg_value(ptr %10, !4147, !DIExpression(), !4152)
  %11 = load ptr, ptr %10, align 8, !dbg !4156, !tbaa !1029
    #dbg_value(ptr %11, !4148, !DIExpression(), !4152)
  %12 = getelementptr inbounds i8, ptr %10, i64 48, !dbg !4157
  %13 = load i32, ptr %12, align 8, !dbg !4157, !tbaa !1117
  %14 = getelementptr inbounds i8, ptr %11, i64 32, !dbg !4158
  %15 = load i32, ptr %14, align 8, !dbg !4158, !tbaa !4159
  %16 = icmp slt i32 %13, %15, !dbg !4160
  br i1 %16, label %56, label %17, !dbg !4161

17:                                               ; preds = %4
    #dbg_value(i32 %15, !4149, !DIExpression(), !4162)
  %18 = getelementptr inbounds i8, ptr %11, i64 72, !dbg !4163
  %19 = load ptr, ptr %18, align 8, !dbg !4163, !tbaa !1385
  %20 = tail call ptr @luaM_growaux_(ptr noundef %8, ptr noundef %19, i32 noundef %13, ptr noundef nonnull %14, i32 noundef 8, i32 noundef 131071, ptr noundef nonnull @.str.8) #11, !dbg !4163
  store ptr %20, ptr %18, align 8, !dbg !4163, !tbaa !1385
  %21 = load i32, ptr %14, align 8, !tbaa !4159
    #dbg_value(i32 %15, !4149, !DIExpression(), !4162)
  %22 = icmp slt i32 %15, %21, !dbg !4164
  br i1 %22, label %23, label %56, !dbg !4165

23:                                               ; preds = %17
  %24 = sext i32 %15 to i64, !dbg !4165
  %25 = sext i32 %21 to i64, !dbg !4164
  %26 = sub nsw i64 %25, %24, !dbg !4165
  %27 = and i64 %26, 3, !dbg !4165
  %28 = icmp eq i64 %27, 0, !dbg !4165
  br i1 %28, label %37, label %29, !dbg !4165

29:                                               ; preds = %23, %29
  %30 = phi i64 [ %33, %29 ], [ %24, %23 ]
  %31 = phi i64 [ %35, %29 ], [ 0, %23 ]
    #dbg_value(i64 %30, !4149, !DIExpression(), !4162)
  %32 = load ptr, ptr %18, align 8, !dbg !4166, !tbaa !1385
  %33 = add nsw i64 %30, 1, !dbg !4167
    #dbg_value(i64 %33, !4149, !DIExpression(), !4162)
  %34 = getelementptr inbounds ptr, ptr %32, i64 %30, !dbg !4168
  store ptr null, ptr %34, align 8, !dbg !4169, !tbaa !4170
  %35 = add i64 %31, 1, !dbg !4165
  %36 = icmp eq i64 %35, %27, !dbg !4165
  br i1 %36, label %37, label %29, !dbg !4165, !llvm.loop !4171

37:                                               ; preds = %29, %23
  %38 = phi i64 [ %24, %23 ], [ %33, %29 ]
  %39 = sub nsw i64 %24, %25, !dbg !4165
  %40 = icmp ugt i64 %39, -4, !dbg !4165
  br i1 %40, label %56, label %41, !dbg !4165

41:                                               ; preds = %37, %41
  %42 = phi i64 [ %52, %41 ], [ %38, %37 ]
    #dbg_value(i64 %42, !4149, !DIExpression(), !4162)
  %43 = load ptr, ptr %18, align 8, !dbg !4166, !tbaa !1385
    #dbg_value(i64 %42, !4149, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !4162)
  %44 = getelementptr inbounds ptr, ptr %43, i64 %42, !dbg !4168
  store ptr null, ptr %44, align 8, !dbg !4169, !tbaa !4170
  %45 = load ptr, ptr %18, align 8, !dbg !4166, !tbaa !1385
    #dbg_value(i64 %42, !4149, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !4162)
  %46 = getelementptr ptr, ptr %45, i64 %42, !dbg !4168
  %47 = getelementptr i8, ptr %46, i64 8, !dbg !4168
  store ptr null, ptr %47, align 8, !dbg !4169, !tbaa !4170
  %48 = load ptr, ptr %18, align 8, !dbg !4166, !tbaa !1385
    #dbg_value(i64 %42, !4149, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !4162)
  %49 = getelementptr ptr, ptr %48, i64 %42, !dbg !4168
  %50 = getelementptr i8, ptr %49, i64 16, !dbg !4168
  store ptr null, ptr %50, align 8, !dbg !4169, !tbaa !4170
  %51 = load ptr, ptr %18, align 8, !dbg !4166, !tbaa !1385
  %52 = add nsw i64 %42, 4, !dbg !4167
    #dbg_value(i64 %52, !4149, !DIExpression(), !4162)
  %53 = getelementptr ptr, ptr %51, i64 %42, !dbg !4168
  %54 = getelementptr i8, ptr %53, i64 24, !dbg !4168
  store ptr null, ptr %54, align 8, !dbg !4169, !tbaa !4170
  %55 = icmp eq i64 %52, %25, !dbg !4164
  br i1 %55, label %56, label %41, !dbg !4165, !llvm.loop !4172

56:                                               ; preds = %37, %41, %17, %4
  %57 = tail call ptr @luaF_newproto(ptr noundef %8) #11, !dbg !4174
    #dbg_value(ptr %57, !4145, !DIExpression(), !4152)
  %58 = getelementptr inbounds i8, ptr %11, i64 72, !dbg !4175
  %59 = load ptr, ptr %58, align 8, !dbg !4175, !tbaa !1385
  %60 = load i32, ptr %12, align 8, !dbg !4176, !tbaa !1117
  %61 = add nsw i32 %60, 1, !dbg !4176
  store i32 %61, ptr %12, align 8, !dbg !4176, !tbaa !1117
  %62 = sext i32 %60 to i64, !dbg !4177
  %63 = getelementptr inbounds ptr, ptr %59, i64 %62, !dbg !4177
  store ptr %57, ptr %63, align 8, !dbg !4178, !tbaa !4170
  %64 = getelementptr inbounds i8, ptr %11, i64 9, !dbg !4179
  %65 = load i8, ptr %64, align 1, !dbg !4179, !tbaa !1033
  %66 = and i8 %65, 32, !dbg !4179
  %67 = icmp eq i8 %66, 0, !dbg !4179
  br i1 %67, label %74, label %68, !dbg !4179

68:                                               ; preds = %56
  %69 = getelementptr inbounds i8, ptr %57, i64 9, !dbg !4179
  %70 = load i8, ptr %69, align 1, !dbg !4179, !tbaa !1033
  %71 = and i8 %70, 24, !dbg !4179
  %72 = icmp eq i8 %71, 0, !dbg !4179
  br i1 %72, label %74, label %73, !dbg !4179

73:                                               ; preds = %68
  tail call void @luaC_barrier_(ptr noundef %8, ptr noundef nonnull %11, ptr noundef nonnull %57) #11, !dbg !4179
  br label %74, !dbg !4179

74:                                               ; preds = %56, %68, %73
  store ptr %57, ptr %5, align 8, !dbg !4180, !tbaa !1029, !DIAssignID !4181
    #dbg_assign(ptr %57, !4133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4181, ptr %5, !DIExpression(), !4136)
  %75 = getelementptr inbounds i8, ptr %57, i64 44, !dbg !4182
  store i32 %3, ptr %75, align 4, !dbg !4183, !tbaa !1098
    #dbg_value(ptr %0, !1071, !DIExpression(), !4184)
    #dbg_value(ptr %5, !1077, !DIExpression(), !4184)
    #dbg_value(ptr %6, !1078, !DIExpression(), !4184)
    #dbg_value(ptr %57, !1079, !DIExpression(), !4184)
  %76 = load ptr, ptr %9, align 8, !dbg !4186, !tbaa !1083
  %77 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !4187
  store ptr %76, ptr %77, align 8, !dbg !4188, !tbaa !1086, !DIAssignID !4189
    #dbg_assign(ptr %76, !4133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4189, ptr %77, !DIExpression(), !4136)
  %78 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !4190
  store ptr %0, ptr %78, align 8, !dbg !4191, !tbaa !957, !DIAssignID !4192
    #dbg_assign(ptr %0, !4133, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !4192, ptr %78, !DIExpression(), !4136)
  store ptr %5, ptr %9, align 8, !dbg !4193, !tbaa !1083
  %79 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !4194
  store i32 0, ptr %79, align 8, !dbg !4195, !tbaa !1095, !DIAssignID !4196
    #dbg_assign(i32 0, !4133, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !4196, ptr %79, !DIExpression(), !4136)
  %80 = getelementptr inbounds i8, ptr %5, i64 40, !dbg !4197
  store i32 %3, ptr %80, align 8, !dbg !4198, !tbaa !1101, !DIAssignID !4199
    #dbg_assign(i32 %3, !4133, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !4199, ptr %80, !DIExpression(), !4136)
  %81 = getelementptr inbounds i8, ptr %5, i64 36, !dbg !4200
  store i32 0, ptr %81, align 4, !dbg !4201, !tbaa !1105, !DIAssignID !4202
    #dbg_assign(i32 0, !4133, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !4202, ptr %81, !DIExpression(), !4136)
  %82 = getelementptr inbounds i8, ptr %5, i64 44, !dbg !4203
  store i32 0, ptr %82, align 4, !dbg !4204, !tbaa !1109, !DIAssignID !4205
    #dbg_assign(i32 0, !4133, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !4205, ptr %82, !DIExpression(), !4136)
  %83 = getelementptr inbounds i8, ptr %5, i64 52, !dbg !4206
  store i32 0, ptr %83, align 4, !dbg !4207, !tbaa !1113, !DIAssignID !4208
    #dbg_assign(i32 0, !4133, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !4208, ptr %83, !DIExpression(), !4136)
  %84 = getelementptr inbounds i8, ptr %5, i64 48, !dbg !4209
  store i32 0, ptr %84, align 8, !dbg !4210, !tbaa !1117, !DIAssignID !4211
    #dbg_assign(i32 0, !4133, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !4211, ptr %84, !DIExpression(), !4136)
  %85 = getelementptr inbounds i8, ptr %5, i64 64, !dbg !4212
  %86 = getelementptr inbounds i8, ptr %5, i64 66, !dbg !4213
  %87 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !4214
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(7) %85, i8 0, i64 7, i1 false), !dbg !4215, !DIAssignID !4216
    #dbg_assign(i8 0, !4133, !DIExpression(DW_OP_LLVM_fragment, 512, 56), !4216, ptr %85, !DIExpression(), !4136)
  %88 = load ptr, ptr %87, align 8, !dbg !4214, !tbaa !959
  %89 = getelementptr inbounds i8, ptr %88, i64 8, !dbg !4217
  %90 = load i32, ptr %89, align 8, !dbg !4217, !tbaa !1058
  %91 = getelementptr inbounds i8, ptr %5, i64 56, !dbg !4218
  store i32 %90, ptr %91, align 8, !dbg !4219, !tbaa !968, !DIAssignID !4220
    #dbg_assign(i32 %90, !4133, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !4220, ptr %91, !DIExpression(), !4136)
  %92 = getelementptr inbounds i8, ptr %88, i64 40, !dbg !4221
  %93 = load i32, ptr %92, align 8, !dbg !4221, !tbaa !1052
  %94 = getelementptr inbounds i8, ptr %5, i64 60, !dbg !4222
  store i32 %93, ptr %94, align 4, !dbg !4223, !tbaa !1131, !DIAssignID !4224
    #dbg_assign(i32 %93, !4133, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !4224, ptr %94, !DIExpression(), !4136)
  %95 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !4225
  store ptr null, ptr %95, align 8, !dbg !4226, !tbaa !1135, !DIAssignID !4227
    #dbg_assign(ptr null, !4133, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !4227, ptr %95, !DIExpression(), !4136)
  %96 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !4228
  %97 = load ptr, ptr %96, align 8, !dbg !4228, !tbaa !1138
  %98 = getelementptr inbounds i8, ptr %57, i64 112, !dbg !4229
  store ptr %97, ptr %98, align 8, !dbg !4230, !tbaa !1038
  %99 = getelementptr inbounds i8, ptr %57, i64 9, !dbg !4231
  %100 = load i8, ptr %99, align 1, !dbg !4231, !tbaa !1033
  %101 = and i8 %100, 32, !dbg !4231
  %102 = icmp eq i8 %101, 0, !dbg !4231
  br i1 %102, label %117, label %103, !dbg !4231

103:                                              ; preds = %74
  %104 = getelementptr inbounds i8, ptr %97, i64 9, !dbg !4231
  %105 = load i8, ptr %104, align 1, !dbg !4231, !tbaa !1040
  %106 = and i8 %105, 24, !dbg !4231
  %107 = icmp eq i8 %106, 0, !dbg !4231
  br i1 %107, label %117, label %108, !dbg !4231

108:                                              ; preds = %103
  %109 = load ptr, ptr %7, align 8, !dbg !4231, !tbaa !1141
  call void @luaC_barrier_(ptr noundef %109, ptr noundef nonnull %57, ptr noundef nonnull %97) #11, !dbg !4231
  %110 = load i8, ptr %86, align 2, !dbg !4232, !tbaa !927
  %111 = load ptr, ptr %78, align 8, !dbg !4234, !tbaa !957
  %112 = getelementptr inbounds i8, ptr %111, i64 88
  %113 = load ptr, ptr %112, align 8, !dbg !4235, !tbaa !959
  %114 = getelementptr inbounds i8, ptr %113, i64 40
  %115 = load i32, ptr %114, align 8, !dbg !4236, !tbaa !1052
  %116 = load ptr, ptr %95, align 8, !dbg !4237, !tbaa !1135
  br label %117, !dbg !4231

117:                                              ; preds = %108, %103, %74
  %118 = phi ptr [ null, %74 ], [ null, %103 ], [ %116, %108 ], !dbg !4237
  %119 = phi i32 [ %93, %74 ], [ %93, %103 ], [ %115, %108 ], !dbg !4236
  %120 = phi ptr [ %88, %74 ], [ %88, %103 ], [ %113, %108 ], !dbg !4235
  %121 = phi i8 [ 0, %74 ], [ 0, %103 ], [ %110, %108 ], !dbg !4232
  %122 = getelementptr inbounds i8, ptr %57, i64 12, !dbg !4238
  store i8 2, ptr %122, align 4, !dbg !4239, !tbaa !1157
    #dbg_value(ptr %5, !1147, !DIExpression(), !4240)
    #dbg_value(ptr %6, !1148, !DIExpression(), !4240)
    #dbg_value(i8 0, !1149, !DIExpression(), !4240)
  %123 = getelementptr inbounds i8, ptr %6, i64 18, !dbg !4241
  store i8 0, ptr %123, align 2, !dbg !4242, !tbaa !1161, !DIAssignID !4243
    #dbg_assign(i8 0, !4134, !DIExpression(DW_OP_LLVM_fragment, 144, 8), !4243, ptr %123, !DIExpression(), !4136)
  %124 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !4244
  store i8 %121, ptr %124, align 8, !dbg !4245, !tbaa !1166, !DIAssignID !4246
    #dbg_assign(i8 %121, !4134, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !4246, ptr %124, !DIExpression(), !4136)
  %125 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !4247
  store i32 %119, ptr %125, align 8, !dbg !4248, !tbaa !1170, !DIAssignID !4249
    #dbg_assign(i32 %119, !4134, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !4249, ptr %125, !DIExpression(), !4136)
  %126 = getelementptr inbounds i8, ptr %120, i64 24, !dbg !4250
  %127 = load i32, ptr %126, align 8, !dbg !4250, !tbaa !1055
  %128 = getelementptr inbounds i8, ptr %6, i64 12, !dbg !4251
  store i32 %127, ptr %128, align 4, !dbg !4252, !tbaa !1175, !DIAssignID !4253
    #dbg_assign(i32 %127, !4134, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !4253, ptr %128, !DIExpression(), !4136)
  %129 = getelementptr inbounds i8, ptr %6, i64 17, !dbg !4254
  store i8 0, ptr %129, align 1, !dbg !4255, !tbaa !1179, !DIAssignID !4256
    #dbg_assign(i8 0, !4134, !DIExpression(DW_OP_LLVM_fragment, 136, 8), !4256, ptr %129, !DIExpression(), !4136)
  %130 = icmp eq ptr %118, null, !dbg !4257
  br i1 %130, label %136, label %131, !dbg !4258

131:                                              ; preds = %117
  %132 = getelementptr inbounds i8, ptr %118, i64 19, !dbg !4259
  %133 = load i8, ptr %132, align 1, !dbg !4259, !tbaa !1184
  %134 = icmp ne i8 %133, 0, !dbg !4258
  %135 = zext i1 %134 to i8, !dbg !4260
  br label %136

136:                                              ; preds = %117, %131
  %137 = phi i8 [ 0, %117 ], [ %135, %131 ], !dbg !4240
  %138 = getelementptr inbounds i8, ptr %6, i64 19, !dbg !4261
  store i8 %137, ptr %138, align 1, !dbg !4262, !tbaa !1184, !DIAssignID !4263
    #dbg_assign(i8 %137, !4134, !DIExpression(DW_OP_LLVM_fragment, 152, 8), !4263, ptr %138, !DIExpression(), !4136)
  store ptr %118, ptr %6, align 8, !dbg !4264, !tbaa !1190, !DIAssignID !4265
    #dbg_assign(ptr %118, !4134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4265, ptr %6, !DIExpression(), !4136)
  store ptr %6, ptr %95, align 8, !dbg !4266, !tbaa !1135, !DIAssignID !4267
    #dbg_assign(ptr %6, !4133, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !4267, ptr %95, !DIExpression(), !4136)
    #dbg_value(ptr %0, !1574, !DIExpression(), !4268)
    #dbg_value(i32 40, !1577, !DIExpression(), !4268)
    #dbg_value(ptr %0, !1296, !DIExpression(), !4270)
    #dbg_value(i32 40, !1297, !DIExpression(), !4270)
  %139 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4272
  %140 = load i32, ptr %139, align 8, !dbg !4273, !tbaa !1284
  %141 = icmp eq i32 %140, 40, !dbg !4274
  br i1 %141, label %143, label %142, !dbg !4275

142:                                              ; preds = %136
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 40) #12, !dbg !4276
  unreachable, !dbg !4276

143:                                              ; preds = %136
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !4277
  %144 = icmp eq i32 %2, 0, !dbg !4278
  br i1 %144, label %168, label %145, !dbg !4280

145:                                              ; preds = %143
  %146 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.7, i64 noundef 4) #11, !dbg !4281
    #dbg_value(ptr %0, !2071, !DIExpression(), !4283)
    #dbg_value(ptr %146, !2076, !DIExpression(), !4283)
    #dbg_value(ptr poison, !2077, !DIExpression(), !4283)
  %147 = load ptr, ptr %9, align 8, !dbg !4285, !tbaa !1083
    #dbg_value(ptr %147, !2078, !DIExpression(), !4283)
  %148 = load ptr, ptr %87, align 8, !dbg !4286, !tbaa !959
    #dbg_value(ptr %148, !2079, !DIExpression(), !4283)
  %149 = getelementptr inbounds i8, ptr %148, i64 8, !dbg !4287
  %150 = load i32, ptr %149, align 8, !dbg !4287, !tbaa !1058
  %151 = add nsw i32 %150, 1, !dbg !4288
  %152 = getelementptr inbounds i8, ptr %147, i64 56, !dbg !4289
  %153 = load i32, ptr %152, align 8, !dbg !4289, !tbaa !968
  %154 = sub nsw i32 %151, %153, !dbg !4290
    #dbg_value(ptr %147, !1218, !DIExpression(), !4291)
    #dbg_value(i32 %154, !1223, !DIExpression(), !4291)
    #dbg_value(i32 200, !1224, !DIExpression(), !4291)
    #dbg_value(ptr @.str.9, !1225, !DIExpression(), !4291)
  %155 = icmp sgt i32 %154, 200, !dbg !4293
  br i1 %155, label %156, label %157, !dbg !4294

156:                                              ; preds = %145
  call fastcc void @errorlimit(ptr noundef nonnull readonly %147, i32 noundef 200, ptr noundef nonnull @.str.9) #12, !dbg !4295
  unreachable, !dbg !4295

157:                                              ; preds = %145
  %158 = load ptr, ptr %7, align 8, !dbg !4296, !tbaa !1141
    #dbg_value(ptr %158, !2077, !DIExpression(), !4283)
  %159 = load ptr, ptr %148, align 8, !dbg !4297, !tbaa !963
  %160 = getelementptr inbounds i8, ptr %148, i64 12, !dbg !4297
  %161 = call ptr @luaM_growaux_(ptr noundef %158, ptr noundef %159, i32 noundef %151, ptr noundef nonnull %160, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11, !dbg !4297
  store ptr %161, ptr %148, align 8, !dbg !4297, !tbaa !963
  %162 = load i32, ptr %149, align 8, !dbg !4298, !tbaa !1058
  %163 = add nsw i32 %162, 1, !dbg !4298
  store i32 %163, ptr %149, align 8, !dbg !4298, !tbaa !1058
  %164 = sext i32 %162 to i64, !dbg !4299
  %165 = getelementptr inbounds %union.Vardesc, ptr %161, i64 %164, !dbg !4299
    #dbg_value(ptr %165, !2080, !DIExpression(), !4283)
  %166 = getelementptr inbounds i8, ptr %165, i64 9, !dbg !4300
  store i8 0, ptr %166, align 1, !dbg !4301, !tbaa !974
  %167 = getelementptr inbounds i8, ptr %165, i64 16, !dbg !4302
  store ptr %146, ptr %167, align 8, !dbg !4303, !tbaa !974
  call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef 1), !dbg !4304
  br label %168, !dbg !4305

168:                                              ; preds = %157, %143
    #dbg_value(ptr %0, !4306, !DIExpression(), !4313)
  %169 = load ptr, ptr %9, align 8, !dbg !4315, !tbaa !1083
    #dbg_value(ptr %169, !4309, !DIExpression(), !4313)
  %170 = load ptr, ptr %169, align 8, !dbg !4316, !tbaa !1029
    #dbg_value(ptr %170, !4310, !DIExpression(), !4313)
    #dbg_value(i32 0, !4311, !DIExpression(), !4313)
    #dbg_value(i32 0, !4312, !DIExpression(), !4313)
  %171 = load i32, ptr %139, align 8, !dbg !4317, !tbaa !1284
  %172 = icmp eq i32 %171, 41, !dbg !4319
  br i1 %172, label %207, label %173, !dbg !4320

173:                                              ; preds = %168
  %174 = getelementptr inbounds i8, ptr %0, i64 24
  br label %177, !dbg !4321

175:                                              ; preds = %193
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !4324
  %176 = load i32, ptr %139, align 8, !dbg !4326, !tbaa !1284
  br label %177, !dbg !4326

177:                                              ; preds = %175, %173
  %178 = phi i32 [ %176, %175 ], [ %171, %173 ], !dbg !4326
  %179 = phi i32 [ %204, %175 ], [ 0, %173 ], !dbg !4327
    #dbg_value(i32 0, !4312, !DIExpression(), !4313)
    #dbg_value(i32 %179, !4311, !DIExpression(), !4313)
  switch i32 %178, label %192 [
    i32 291, label %180
    i32 280, label %212
  ], !dbg !4321

180:                                              ; preds = %177
    #dbg_value(ptr %0, !2036, !DIExpression(), !4328)
  %181 = load ptr, ptr %174, align 8, !dbg !4332, !tbaa !974
    #dbg_value(ptr %181, !2041, !DIExpression(), !4328)
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !4333
    #dbg_value(ptr %0, !2071, !DIExpression(), !4334)
    #dbg_value(ptr %181, !2076, !DIExpression(), !4334)
    #dbg_value(ptr poison, !2077, !DIExpression(), !4334)
  %182 = load ptr, ptr %9, align 8, !dbg !4336, !tbaa !1083
    #dbg_value(ptr %182, !2078, !DIExpression(), !4334)
  %183 = load ptr, ptr %87, align 8, !dbg !4337, !tbaa !959
    #dbg_value(ptr %183, !2079, !DIExpression(), !4334)
  %184 = getelementptr inbounds i8, ptr %183, i64 8, !dbg !4338
  %185 = load i32, ptr %184, align 8, !dbg !4338, !tbaa !1058
  %186 = add nsw i32 %185, 1, !dbg !4339
  %187 = getelementptr inbounds i8, ptr %182, i64 56, !dbg !4340
  %188 = load i32, ptr %187, align 8, !dbg !4340, !tbaa !968
  %189 = sub nsw i32 %186, %188, !dbg !4341
    #dbg_value(ptr %182, !1218, !DIExpression(), !4342)
    #dbg_value(i32 %189, !1223, !DIExpression(), !4342)
    #dbg_value(i32 200, !1224, !DIExpression(), !4342)
    #dbg_value(ptr @.str.9, !1225, !DIExpression(), !4342)
  %190 = icmp sgt i32 %189, 200, !dbg !4344
  br i1 %190, label %191, label %193, !dbg !4345

191:                                              ; preds = %180
  call fastcc void @errorlimit(ptr noundef nonnull readonly %182, i32 noundef 200, ptr noundef nonnull @.str.9) #12, !dbg !4346
  unreachable, !dbg !4346

192:                                              ; preds = %177
  call void @luaX_syntaxerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.10) #13, !dbg !4347
  unreachable, !dbg !4347

193:                                              ; preds = %180
  %194 = load ptr, ptr %7, align 8, !dbg !4348, !tbaa !1141
    #dbg_value(ptr %194, !2077, !DIExpression(), !4334)
  %195 = load ptr, ptr %183, align 8, !dbg !4349, !tbaa !963
  %196 = getelementptr inbounds i8, ptr %183, i64 12, !dbg !4349
  %197 = call ptr @luaM_growaux_(ptr noundef %194, ptr noundef %195, i32 noundef %186, ptr noundef nonnull %196, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11, !dbg !4349
  store ptr %197, ptr %183, align 8, !dbg !4349, !tbaa !963
  %198 = load i32, ptr %184, align 8, !dbg !4350, !tbaa !1058
  %199 = add nsw i32 %198, 1, !dbg !4350
  store i32 %199, ptr %184, align 8, !dbg !4350, !tbaa !1058
  %200 = sext i32 %198 to i64, !dbg !4351
  %201 = getelementptr inbounds %union.Vardesc, ptr %197, i64 %200, !dbg !4351
    #dbg_value(ptr %201, !2080, !DIExpression(), !4334)
  %202 = getelementptr inbounds i8, ptr %201, i64 9, !dbg !4352
  store i8 0, ptr %202, align 1, !dbg !4353, !tbaa !974
  %203 = getelementptr inbounds i8, ptr %201, i64 16, !dbg !4354
  store ptr %181, ptr %203, align 8, !dbg !4355, !tbaa !974
  %204 = add nuw nsw i32 %179, 1, !dbg !4356
    #dbg_value(i32 poison, !4312, !DIExpression(), !4313)
    #dbg_value(i32 %204, !4311, !DIExpression(), !4313)
    #dbg_value(ptr %0, !1675, !DIExpression(), !4357)
    #dbg_value(i32 44, !1678, !DIExpression(), !4357)
  %205 = load i32, ptr %139, align 8, !dbg !4358, !tbaa !1284
  %206 = icmp eq i32 %205, 44, !dbg !4359
  br i1 %206, label %175, label %207, !dbg !4360

207:                                              ; preds = %193, %168
  %208 = phi i32 [ 0, %168 ], [ %204, %193 ]
    #dbg_value(i32 poison, !4312, !DIExpression(), !4313)
    #dbg_value(i32 %208, !4311, !DIExpression(), !4313)
  call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef %208), !dbg !4361
  %209 = getelementptr inbounds i8, ptr %169, i64 66, !dbg !4362
  %210 = load i8, ptr %209, align 2, !dbg !4362, !tbaa !927
  %211 = getelementptr inbounds i8, ptr %170, i64 10, !dbg !4363
  store i8 %210, ptr %211, align 2, !dbg !4364, !tbaa !4365
  br label %221, !dbg !4366

212:                                              ; preds = %177
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !4367
    #dbg_value(i32 poison, !4312, !DIExpression(), !4313)
    #dbg_value(i32 %179, !4311, !DIExpression(), !4313)
  call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef %179), !dbg !4361
  %213 = getelementptr inbounds i8, ptr %169, i64 66, !dbg !4362
  %214 = load i8, ptr %213, align 2, !dbg !4362, !tbaa !927
  %215 = getelementptr inbounds i8, ptr %170, i64 10, !dbg !4363
  store i8 %214, ptr %215, align 2, !dbg !4364, !tbaa !4365
  %216 = zext i8 %214 to i32, !dbg !4369
    #dbg_value(ptr %169, !1194, !DIExpression(), !4371)
    #dbg_value(i32 %216, !1199, !DIExpression(), !4371)
  %217 = load ptr, ptr %169, align 8, !dbg !4373, !tbaa !1029
  %218 = getelementptr inbounds i8, ptr %217, i64 11, !dbg !4374
  store i8 1, ptr %218, align 1, !dbg !4375, !tbaa !1205
  %219 = call i32 @luaK_codeABCk(ptr noundef nonnull %169, i32 noundef 81, i32 noundef %216, i32 noundef 0, i32 noundef 0, i32 noundef 0) #11, !dbg !4376
  %220 = load i8, ptr %213, align 2, !dbg !4377, !tbaa !927
  br label %221, !dbg !4378

221:                                              ; preds = %207, %212
  %222 = phi i8 [ %210, %207 ], [ %220, %212 ], !dbg !4377
  %223 = zext i8 %222 to i32, !dbg !4379
  call void @luaK_reserveregs(ptr noundef nonnull %169, i32 noundef %223) #11, !dbg !4380
    #dbg_value(ptr %0, !1574, !DIExpression(), !4381)
    #dbg_value(i32 41, !1577, !DIExpression(), !4381)
    #dbg_value(ptr %0, !1296, !DIExpression(), !4383)
    #dbg_value(i32 41, !1297, !DIExpression(), !4383)
  %224 = load i32, ptr %139, align 8, !dbg !4385, !tbaa !1284
  %225 = icmp eq i32 %224, 41, !dbg !4386
  br i1 %225, label %227, label %226, !dbg !4387

226:                                              ; preds = %221
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 41) #12, !dbg !4388
  unreachable, !dbg !4388

227:                                              ; preds = %221
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !4389
    #dbg_value(ptr %0, !1267, !DIExpression(), !4390)
  br label %228, !dbg !4392

228:                                              ; preds = %231, %227
    #dbg_value(ptr %0, !1275, !DIExpression(), !4393)
    #dbg_value(i32 1, !1280, !DIExpression(), !4393)
  %229 = load i32, ptr %139, align 8, !dbg !4395, !tbaa !1284
  switch i32 %229, label %231 [
    i32 259, label %232
    i32 260, label %232
    i32 261, label %232
    i32 288, label %232
    i32 276, label %232
    i32 273, label %230
  ], !dbg !4396

230:                                              ; preds = %228
  call fastcc void @statement(ptr noundef nonnull %0), !dbg !4397
  br label %232, !dbg !4398

231:                                              ; preds = %228
  call fastcc void @statement(ptr noundef nonnull %0), !dbg !4399
  br label %228, !dbg !4392, !llvm.loop !4400

232:                                              ; preds = %228, %228, %228, %228, %228, %230
  %233 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !4402
  %234 = load i32, ptr %233, align 4, !dbg !4402, !tbaa !1545
  %235 = load ptr, ptr %5, align 8, !dbg !4403, !tbaa !1029
  %236 = getelementptr inbounds i8, ptr %235, i64 48, !dbg !4404
  store i32 %234, ptr %236, align 8, !dbg !4405, !tbaa !4406
  call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 261, i32 noundef 264, i32 noundef %3), !dbg !4407
    #dbg_value(ptr %0, !4408, !DIExpression(), !4413)
    #dbg_value(ptr %1, !4411, !DIExpression(), !4413)
  %237 = load ptr, ptr %9, align 8, !dbg !4415, !tbaa !1083
  %238 = getelementptr inbounds i8, ptr %237, i64 8, !dbg !4416
  %239 = load ptr, ptr %238, align 8, !dbg !4416, !tbaa !1086
    #dbg_value(ptr %239, !4412, !DIExpression(), !4413)
  %240 = getelementptr inbounds i8, ptr %239, i64 48, !dbg !4417
  %241 = load i32, ptr %240, align 8, !dbg !4417, !tbaa !1117
  %242 = add nsw i32 %241, -1, !dbg !4418
  %243 = call i32 @luaK_codeABx(ptr noundef %239, i32 noundef 79, i32 noundef 0, i32 noundef %242) #11, !dbg !4419
    #dbg_value(ptr %1, !3742, !DIExpression(), !4420)
    #dbg_value(i32 17, !3747, !DIExpression(), !4420)
    #dbg_value(i32 %243, !3748, !DIExpression(), !4420)
  %244 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !4422
  store i32 -1, ptr %244, align 8, !dbg !4423, !tbaa !1624
  %245 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !4424
  store i32 -1, ptr %245, align 4, !dbg !4425, !tbaa !1729
  store i32 17, ptr %1, align 8, !dbg !4426, !tbaa !1847
  %246 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !4427
  store i32 %243, ptr %246, align 8, !dbg !4428, !tbaa !974
  call void @luaK_exp2nextreg(ptr noundef %239, ptr noundef nonnull %1) #11, !dbg !4429
  call fastcc void @close_func(ptr noundef nonnull %0), !dbg !4430
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #11, !dbg !4431
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #11, !dbg !4431
  ret void, !dbg !4431
}

; Function Attrs: nounwind uwtable
define internal fastcc void @suffixedexp(ptr noundef %0, ptr noundef %1) unnamed_addr #1 !dbg !4432 {
  %3 = alloca %struct.expdesc, align 8, !DIAssignID !4445
  %4 = alloca %struct.expdesc, align 8, !DIAssignID !4446
    #dbg_assign(i1 undef, !4437, !DIExpression(), !4446, ptr %4, !DIExpression(), !4447)
  %5 = alloca %struct.expdesc, align 8, !DIAssignID !4448
    #dbg_assign(i1 undef, !4443, !DIExpression(), !4448, ptr %5, !DIExpression(), !4449)
    #dbg_value(ptr %0, !4434, !DIExpression(), !4450)
    #dbg_value(ptr %1, !4435, !DIExpression(), !4450)
  %6 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !4451
  %7 = load ptr, ptr %6, align 8, !dbg !4451, !tbaa !1083
    #dbg_value(ptr %7, !4436, !DIExpression(), !4450)
    #dbg_value(ptr %0, !4452, !DIExpression(), !4459)
    #dbg_value(ptr %1, !4455, !DIExpression(), !4459)
  %8 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4461
  %9 = load i32, ptr %8, align 8, !dbg !4462, !tbaa !1284
  switch i32 %9, label %16 [
    i32 40, label %10
    i32 291, label %15
  ], !dbg !4463

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !4464
  %12 = load i32, ptr %11, align 4, !dbg !4464, !tbaa !1545
    #dbg_value(i32 %12, !4456, !DIExpression(), !4465)
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !4466
    #dbg_value(ptr %0, !1564, !DIExpression(), !4467)
    #dbg_value(ptr %1, !1570, !DIExpression(), !4467)
  %13 = tail call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef %1, i32 noundef 0), !dbg !4469
  tail call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 41, i32 noundef 40, i32 noundef %12), !dbg !4470
  %14 = load ptr, ptr %6, align 8, !dbg !4471, !tbaa !1083
  tail call void @luaK_dischargevars(ptr noundef %14, ptr noundef %1) #11, !dbg !4472
  br label %17

15:                                               ; preds = %2
  tail call fastcc void @singlevar(ptr noundef nonnull %0, ptr noundef %1), !dbg !4473
  br label %17, !dbg !4475

16:                                               ; preds = %2
  tail call void @luaX_syntaxerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.11) #13, !dbg !4476
  unreachable, !dbg !4476

17:                                               ; preds = %10, %15
  %18 = getelementptr inbounds i8, ptr %0, i64 24
  %19 = getelementptr inbounds i8, ptr %5, i64 16
  %20 = getelementptr inbounds i8, ptr %5, i64 20
  %21 = getelementptr inbounds i8, ptr %5, i64 8
  %22 = getelementptr inbounds i8, ptr %3, i64 16
  %23 = getelementptr inbounds i8, ptr %3, i64 20
  %24 = getelementptr inbounds i8, ptr %3, i64 8
  br label %25, !dbg !4478

25:                                               ; preds = %48, %17
  %26 = load i32, ptr %8, align 8, !dbg !4479, !tbaa !1284
  switch i32 %26, label %49 [
    i32 46, label %27
    i32 91, label %34
    i32 58, label %41
    i32 40, label %47
    i32 292, label %47
    i32 123, label %47
  ], !dbg !4480

27:                                               ; preds = %25
    #dbg_assign(i1 undef, !2623, !DIExpression(), !4445, ptr %3, !DIExpression(), !4481)
    #dbg_value(ptr %0, !2626, !DIExpression(), !4481)
    #dbg_value(ptr %1, !2627, !DIExpression(), !4481)
  %28 = load ptr, ptr %6, align 8, !dbg !4484, !tbaa !1083
    #dbg_value(ptr %28, !2628, !DIExpression(), !4481)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11, !dbg !4485
  call void @luaK_exp2anyregup(ptr noundef %28, ptr noundef %1) #11, !dbg !4486
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !4487
    #dbg_value(ptr %0, !2635, !DIExpression(), !4488)
    #dbg_value(ptr %3, !2638, !DIExpression(), !4488)
    #dbg_value(ptr %0, !2036, !DIExpression(), !4490)
    #dbg_value(ptr %0, !1296, !DIExpression(), !4492)
    #dbg_value(i32 291, !1297, !DIExpression(), !4492)
  %29 = load i32, ptr %8, align 8, !dbg !4494, !tbaa !1284
  %30 = icmp eq i32 %29, 291, !dbg !4495
  br i1 %30, label %32, label %31, !dbg !4496

31:                                               ; preds = %27
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12, !dbg !4497
  unreachable, !dbg !4497

32:                                               ; preds = %27
  %33 = load ptr, ptr %18, align 8, !dbg !4498, !tbaa !974
    #dbg_value(ptr %33, !2041, !DIExpression(), !4490)
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !4499
    #dbg_value(ptr %3, !2651, !DIExpression(), !4500)
    #dbg_value(ptr %33, !2656, !DIExpression(), !4500)
  store i32 -1, ptr %22, align 8, !dbg !4502, !tbaa !1624, !DIAssignID !4503
    #dbg_assign(i32 -1, !2623, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !4503, ptr %22, !DIExpression(), !4481)
  store i32 -1, ptr %23, align 4, !dbg !4504, !tbaa !1729, !DIAssignID !4505
    #dbg_assign(i32 -1, !2623, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !4505, ptr %23, !DIExpression(), !4481)
  store i32 7, ptr %3, align 8, !dbg !4506, !tbaa !1847, !DIAssignID !4507
    #dbg_assign(i32 7, !2623, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !4507, ptr %3, !DIExpression(), !4481)
  store ptr %33, ptr %24, align 8, !dbg !4508, !tbaa !974, !DIAssignID !4509
    #dbg_assign(ptr %33, !2623, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4509, ptr %24, !DIExpression(), !4481)
  call void @luaK_indexed(ptr noundef %28, ptr noundef %1, ptr noundef nonnull %3) #11, !dbg !4510
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11, !dbg !4511
  br label %48, !dbg !4512

34:                                               ; preds = %25
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11, !dbg !4513
  call void @luaK_exp2anyregup(ptr noundef %7, ptr noundef %1) #11, !dbg !4514
    #dbg_value(ptr %0, !4515, !DIExpression(), !4519)
    #dbg_value(ptr %4, !4518, !DIExpression(), !4519)
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !4521
    #dbg_value(ptr %0, !1564, !DIExpression(), !4522)
    #dbg_value(ptr %4, !1570, !DIExpression(), !4522)
  %35 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %4, i32 noundef 0), !dbg !4524
  %36 = load ptr, ptr %6, align 8, !dbg !4525, !tbaa !1083
  call void @luaK_exp2val(ptr noundef %36, ptr noundef nonnull %4) #11, !dbg !4526
    #dbg_value(ptr %0, !1574, !DIExpression(), !4527)
    #dbg_value(i32 93, !1577, !DIExpression(), !4527)
    #dbg_value(ptr %0, !1296, !DIExpression(), !4529)
    #dbg_value(i32 93, !1297, !DIExpression(), !4529)
  %37 = load i32, ptr %8, align 8, !dbg !4531, !tbaa !1284
  %38 = icmp eq i32 %37, 93, !dbg !4532
  br i1 %38, label %40, label %39, !dbg !4533

39:                                               ; preds = %34
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 93) #12, !dbg !4534
  unreachable, !dbg !4534

40:                                               ; preds = %34
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !4535
  call void @luaK_indexed(ptr noundef %7, ptr noundef %1, ptr noundef nonnull %4) #11, !dbg !4536
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11, !dbg !4537
  br label %48

41:                                               ; preds = %25
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #11, !dbg !4538
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !4539
    #dbg_value(ptr %0, !2635, !DIExpression(), !4540)
    #dbg_value(ptr %5, !2638, !DIExpression(), !4540)
    #dbg_value(ptr %0, !2036, !DIExpression(), !4542)
    #dbg_value(ptr %0, !1296, !DIExpression(), !4544)
    #dbg_value(i32 291, !1297, !DIExpression(), !4544)
  %42 = load i32, ptr %8, align 8, !dbg !4546, !tbaa !1284
  %43 = icmp eq i32 %42, 291, !dbg !4547
  br i1 %43, label %45, label %44, !dbg !4548

44:                                               ; preds = %41
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12, !dbg !4549
  unreachable, !dbg !4549

45:                                               ; preds = %41
  %46 = load ptr, ptr %18, align 8, !dbg !4550, !tbaa !974
    #dbg_value(ptr %46, !2041, !DIExpression(), !4542)
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !4551
    #dbg_value(ptr %5, !2651, !DIExpression(), !4552)
    #dbg_value(ptr %46, !2656, !DIExpression(), !4552)
  store i32 -1, ptr %19, align 8, !dbg !4554, !tbaa !1624, !DIAssignID !4555
    #dbg_assign(i32 -1, !4443, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !4555, ptr %19, !DIExpression(), !4449)
  store i32 -1, ptr %20, align 4, !dbg !4556, !tbaa !1729, !DIAssignID !4557
    #dbg_assign(i32 -1, !4443, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !4557, ptr %20, !DIExpression(), !4449)
  store i32 7, ptr %5, align 8, !dbg !4558, !tbaa !1847, !DIAssignID !4559
    #dbg_assign(i32 7, !4443, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !4559, ptr %5, !DIExpression(), !4449)
  store ptr %46, ptr %21, align 8, !dbg !4560, !tbaa !974, !DIAssignID !4561
    #dbg_assign(ptr %46, !4443, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4561, ptr %21, !DIExpression(), !4449)
  call void @luaK_self(ptr noundef %7, ptr noundef %1, ptr noundef nonnull %5) #11, !dbg !4562
  call fastcc void @funcargs(ptr noundef nonnull %0, ptr noundef %1), !dbg !4563
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #11, !dbg !4564
  br label %48

47:                                               ; preds = %25, %25, %25
  call void @luaK_exp2nextreg(ptr noundef %7, ptr noundef %1) #11, !dbg !4565
  call fastcc void @funcargs(ptr noundef nonnull %0, ptr noundef %1), !dbg !4567
  br label %48, !dbg !4568

48:                                               ; preds = %47, %45, %40, %32
  br label %25, !dbg !4479, !llvm.loop !4569

49:                                               ; preds = %25
  ret void, !dbg !4572
}

declare !dbg !4573 hidden i32 @luaK_code(ptr noundef, i32 noundef) local_unnamed_addr #3

declare !dbg !4576 hidden void @luaK_reserveregs(ptr noundef, i32 noundef) local_unnamed_addr #3

declare !dbg !4577 hidden void @luaK_settablesize(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

declare !dbg !4580 hidden void @luaK_exp2nextreg(ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !4581 hidden void @luaK_setlist(ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

declare !dbg !4584 hidden i32 @luaX_lookahead(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @recfield(ptr noundef %0, ptr nocapture noundef %1) unnamed_addr #1 !dbg !4585 {
  %3 = alloca %struct.expdesc, align 8, !DIAssignID !4594
    #dbg_assign(i1 undef, !4591, !DIExpression(), !4594, ptr %3, !DIExpression(), !4595)
  %4 = alloca %struct.expdesc, align 8, !DIAssignID !4596
    #dbg_assign(i1 undef, !4592, !DIExpression(), !4596, ptr %4, !DIExpression(), !4595)
  %5 = alloca %struct.expdesc, align 8, !DIAssignID !4597
    #dbg_assign(i1 undef, !4593, !DIExpression(), !4597, ptr %5, !DIExpression(), !4595)
    #dbg_value(ptr %0, !4587, !DIExpression(), !4595)
    #dbg_value(ptr %1, !4588, !DIExpression(), !4595)
  %6 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !4598
  %7 = load ptr, ptr %6, align 8, !dbg !4598, !tbaa !1083
    #dbg_value(ptr %7, !4589, !DIExpression(), !4595)
  %8 = getelementptr inbounds i8, ptr %7, i64 68, !dbg !4599
  %9 = load i8, ptr %8, align 4, !dbg !4599, !tbaa !2069
    #dbg_value(i8 %9, !4590, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !4595)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11, !dbg !4600
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11, !dbg !4600
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #11, !dbg !4600
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4601
  %11 = load i32, ptr %10, align 8, !dbg !4603, !tbaa !1284
  %12 = icmp eq i32 %11, 291, !dbg !4604
  br i1 %12, label %13, label %19, !dbg !4605

13:                                               ; preds = %2
    #dbg_value(ptr %0, !2635, !DIExpression(), !4606)
    #dbg_value(ptr %4, !2638, !DIExpression(), !4606)
    #dbg_value(ptr %0, !2036, !DIExpression(), !4609)
    #dbg_value(ptr %0, !1296, !DIExpression(), !4611)
    #dbg_value(i32 291, !1297, !DIExpression(), !4611)
  %14 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4613
  %15 = load ptr, ptr %14, align 8, !dbg !4614, !tbaa !974
    #dbg_value(ptr %15, !2041, !DIExpression(), !4609)
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !4615
    #dbg_value(ptr %4, !2651, !DIExpression(), !4616)
    #dbg_value(ptr %15, !2656, !DIExpression(), !4616)
  %16 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !4618
  store i32 -1, ptr %16, align 8, !dbg !4619, !tbaa !1624, !DIAssignID !4620
    #dbg_assign(i32 -1, !4592, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !4620, ptr %16, !DIExpression(), !4595)
  %17 = getelementptr inbounds i8, ptr %4, i64 20, !dbg !4621
  store i32 -1, ptr %17, align 4, !dbg !4622, !tbaa !1729, !DIAssignID !4623
    #dbg_assign(i32 -1, !4592, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !4623, ptr %17, !DIExpression(), !4595)
  store i32 7, ptr %4, align 8, !dbg !4624, !tbaa !1847, !DIAssignID !4625
    #dbg_assign(i32 7, !4592, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !4625, ptr %4, !DIExpression(), !4595)
  %18 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !4626
  store ptr %15, ptr %18, align 8, !dbg !4627, !tbaa !974, !DIAssignID !4628
    #dbg_assign(ptr %15, !4592, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4628, ptr %18, !DIExpression(), !4595)
  br label %26, !dbg !4629

19:                                               ; preds = %2
    #dbg_value(ptr %0, !4515, !DIExpression(), !4630)
    #dbg_value(ptr %4, !4518, !DIExpression(), !4630)
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !4632
    #dbg_value(ptr %0, !1564, !DIExpression(), !4633)
    #dbg_value(ptr %4, !1570, !DIExpression(), !4633)
  %20 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %4, i32 noundef 0), !dbg !4635
  %21 = load ptr, ptr %6, align 8, !dbg !4636, !tbaa !1083
  call void @luaK_exp2val(ptr noundef %21, ptr noundef nonnull %4) #11, !dbg !4637
    #dbg_value(ptr %0, !1574, !DIExpression(), !4638)
    #dbg_value(i32 93, !1577, !DIExpression(), !4638)
    #dbg_value(ptr %0, !1296, !DIExpression(), !4640)
    #dbg_value(i32 93, !1297, !DIExpression(), !4640)
  %22 = load i32, ptr %10, align 8, !dbg !4642, !tbaa !1284
  %23 = icmp eq i32 %22, 93, !dbg !4643
  br i1 %23, label %25, label %24, !dbg !4644

24:                                               ; preds = %19
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 93) #12, !dbg !4645
  unreachable, !dbg !4645

25:                                               ; preds = %19
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !4646
  br label %26

26:                                               ; preds = %25, %13
  %27 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !4647
  %28 = load i32, ptr %27, align 8, !dbg !4648, !tbaa !3952
  %29 = add nsw i32 %28, 1, !dbg !4648
  store i32 %29, ptr %27, align 8, !dbg !4648, !tbaa !3952
    #dbg_value(ptr %0, !1574, !DIExpression(), !4649)
    #dbg_value(i32 61, !1577, !DIExpression(), !4649)
    #dbg_value(ptr %0, !1296, !DIExpression(), !4651)
    #dbg_value(i32 61, !1297, !DIExpression(), !4651)
  %30 = load i32, ptr %10, align 8, !dbg !4653, !tbaa !1284
  %31 = icmp eq i32 %30, 61, !dbg !4654
  br i1 %31, label %33, label %32, !dbg !4655

32:                                               ; preds = %26
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 61) #12, !dbg !4656
  unreachable, !dbg !4656

33:                                               ; preds = %26
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !4657
  %34 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !4658
  %35 = load ptr, ptr %34, align 8, !dbg !4658, !tbaa !3960
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %35, i64 24, i1 false), !dbg !4659, !tbaa.struct !4660, !DIAssignID !4661
    #dbg_assign(i1 undef, !4591, !DIExpression(), !4661, ptr %3, !DIExpression(), !4595)
  call void @luaK_indexed(ptr noundef nonnull %7, ptr noundef nonnull %3, ptr noundef nonnull %4) #11, !dbg !4662
    #dbg_value(ptr %0, !1564, !DIExpression(), !4663)
    #dbg_value(ptr %5, !1570, !DIExpression(), !4663)
  %36 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %5, i32 noundef 0), !dbg !4665
  call void @luaK_storevar(ptr noundef nonnull %7, ptr noundef nonnull %3, ptr noundef nonnull %5) #11, !dbg !4666
  store i8 %9, ptr %8, align 4, !dbg !4667, !tbaa !2069
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #11, !dbg !4668
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11, !dbg !4668
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11, !dbg !4668
  ret void, !dbg !4668
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

declare !dbg !4669 hidden void @luaK_indexed(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !4672 hidden void @luaK_storevar(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !4673 hidden void @luaK_exp2val(ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !4674 hidden void @luaK_setreturns(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

declare !dbg !4677 hidden ptr @luaX_newstring(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @adjustlocalvars(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #1 !dbg !4680 {
    #dbg_value(ptr %0, !4682, !DIExpression(), !4692)
    #dbg_value(i32 %1, !4683, !DIExpression(), !4692)
  %3 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !4693
  %4 = load ptr, ptr %3, align 8, !dbg !4693, !tbaa !1083
    #dbg_value(ptr %4, !4684, !DIExpression(), !4692)
    #dbg_value(ptr %4, !924, !DIExpression(), !4694)
  %5 = getelementptr inbounds i8, ptr %4, i64 66, !dbg !4696
  %6 = load i8, ptr %5, align 2, !dbg !4696, !tbaa !927
  %7 = zext i8 %6 to i32, !dbg !4697
    #dbg_value(ptr %4, !935, !DIExpression(), !4698)
    #dbg_value(i32 %7, !940, !DIExpression(), !4698)
  %8 = getelementptr inbounds i8, ptr %4, i64 16
  %9 = getelementptr inbounds i8, ptr %4, i64 56
  br label %10, !dbg !4700

10:                                               ; preds = %13, %2
  %11 = phi i32 [ %7, %2 ], [ %14, %13 ]
    #dbg_value(i32 %11, !940, !DIExpression(), !4698)
    #dbg_value(i32 %11, !940, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !4698)
  %12 = icmp sgt i32 %11, 0, !dbg !4701
  br i1 %12, label %13, label %30, !dbg !4700

13:                                               ; preds = %10
  %14 = add nsw i32 %11, -1, !dbg !4702
    #dbg_value(i32 %14, !940, !DIExpression(), !4698)
    #dbg_value(ptr %4, !948, !DIExpression(), !4703)
    #dbg_value(i32 %14, !953, !DIExpression(), !4703)
  %15 = load ptr, ptr %8, align 8, !dbg !4705, !tbaa !957
  %16 = getelementptr inbounds i8, ptr %15, i64 88, !dbg !4706
  %17 = load ptr, ptr %16, align 8, !dbg !4706, !tbaa !959
  %18 = load ptr, ptr %17, align 8, !dbg !4707, !tbaa !963
  %19 = load i32, ptr %9, align 8, !dbg !4708, !tbaa !968
  %20 = add nsw i32 %19, %14, !dbg !4709
  %21 = sext i32 %20 to i64, !dbg !4710
  %22 = getelementptr inbounds %union.Vardesc, ptr %18, i64 %21, !dbg !4710
    #dbg_value(ptr %22, !941, !DIExpression(), !4711)
  %23 = getelementptr inbounds i8, ptr %22, i64 9, !dbg !4712
  %24 = load i8, ptr %23, align 1, !dbg !4712, !tbaa !974
  %25 = icmp eq i8 %24, 3, !dbg !4713
  br i1 %25, label %10, label %26, !dbg !4714

26:                                               ; preds = %13
  %27 = getelementptr inbounds i8, ptr %22, i64 10, !dbg !4715
  %28 = load i8, ptr %27, align 2, !dbg !4715, !tbaa !974
  %29 = add i8 %28, 1, !dbg !4716
  br label %30

30:                                               ; preds = %10, %26
  %31 = phi i8 [ %29, %26 ], [ 0, %10 ], !dbg !4698
    #dbg_value(i32 poison, !4685, !DIExpression(), !4692)
    #dbg_value(i32 0, !4686, !DIExpression(), !4692)
  %32 = icmp sgt i32 %1, 0, !dbg !4717
  br i1 %32, label %33, label %119, !dbg !4718

33:                                               ; preds = %30
  %34 = getelementptr inbounds i8, ptr %0, i64 56
  %35 = getelementptr inbounds i8, ptr %4, i64 64
  %36 = getelementptr inbounds i8, ptr %4, i64 32
  br label %37, !dbg !4718

37:                                               ; preds = %33, %113
  %38 = phi i8 [ %31, %33 ], [ %51, %113 ]
  %39 = phi i32 [ 0, %33 ], [ %117, %113 ]
    #dbg_value(i32 %39, !4686, !DIExpression(), !4692)
  %40 = load i8, ptr %5, align 2, !dbg !4719, !tbaa !927
  %41 = add i8 %40, 1, !dbg !4719
  store i8 %41, ptr %5, align 2, !dbg !4719, !tbaa !927
  %42 = zext i8 %40 to i32, !dbg !4720
    #dbg_value(i32 %42, !4687, !DIExpression(), !4721)
    #dbg_value(ptr %4, !948, !DIExpression(), !4722)
    #dbg_value(i32 %42, !953, !DIExpression(), !4722)
  %43 = load ptr, ptr %8, align 8, !dbg !4724, !tbaa !957
  %44 = getelementptr inbounds i8, ptr %43, i64 88, !dbg !4725
  %45 = load ptr, ptr %44, align 8, !dbg !4725, !tbaa !959
  %46 = load ptr, ptr %45, align 8, !dbg !4726, !tbaa !963
  %47 = load i32, ptr %9, align 8, !dbg !4727, !tbaa !968
  %48 = add nsw i32 %47, %42, !dbg !4728
  %49 = sext i32 %48 to i64, !dbg !4729
  %50 = getelementptr inbounds %union.Vardesc, ptr %46, i64 %49, !dbg !4729
    #dbg_value(ptr %50, !4691, !DIExpression(), !4721)
  %51 = add i8 %38, 1, !dbg !4730
    #dbg_value(i32 undef, !4685, !DIExpression(), !4692)
  %52 = getelementptr inbounds i8, ptr %50, i64 10, !dbg !4731
  store i8 %38, ptr %52, align 2, !dbg !4732, !tbaa !974
  %53 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !4733
  %54 = load ptr, ptr %53, align 8, !dbg !4733, !tbaa !974
    #dbg_value(ptr %0, !4734, !DIExpression(), !4743)
    #dbg_value(ptr %4, !4739, !DIExpression(), !4743)
    #dbg_value(ptr %54, !4740, !DIExpression(), !4743)
  %55 = load ptr, ptr %4, align 8, !dbg !4745, !tbaa !1029
    #dbg_value(ptr %55, !4741, !DIExpression(), !4743)
  %56 = getelementptr inbounds i8, ptr %55, i64 36, !dbg !4746
  %57 = load i32, ptr %56, align 4, !dbg !4746, !tbaa !4747
    #dbg_value(i32 %57, !4742, !DIExpression(), !4743)
  %58 = load ptr, ptr %34, align 8, !dbg !4748, !tbaa !1141
  %59 = getelementptr inbounds i8, ptr %55, i64 104, !dbg !4748
  %60 = load ptr, ptr %59, align 8, !dbg !4748, !tbaa !1387
  %61 = load i16, ptr %35, align 8, !dbg !4748, !tbaa !1388
  %62 = sext i16 %61 to i32, !dbg !4748
  %63 = tail call ptr @luaM_growaux_(ptr noundef %58, ptr noundef %60, i32 noundef %62, ptr noundef nonnull %56, i32 noundef 16, i32 noundef 32767, ptr noundef nonnull @.str.9) #11, !dbg !4748
  store ptr %63, ptr %59, align 8, !dbg !4748, !tbaa !1387
  %64 = load i32, ptr %56, align 4, !tbaa !4747
  %65 = icmp slt i32 %57, %64, !dbg !4749
  br i1 %65, label %66, label %95, !dbg !4750

66:                                               ; preds = %37
  %67 = sext i32 %57 to i64, !dbg !4750
  %68 = sext i32 %64 to i64, !dbg !4749
  %69 = sub nsw i64 %68, %67, !dbg !4750
  %70 = and i64 %69, 3, !dbg !4750
  %71 = icmp eq i64 %70, 0, !dbg !4750
  br i1 %71, label %79, label %72, !dbg !4750

72:                                               ; preds = %66, %72
  %73 = phi i64 [ %75, %72 ], [ %67, %66 ]
  %74 = phi i64 [ %77, %72 ], [ 0, %66 ]
    #dbg_value(i64 %73, !4742, !DIExpression(), !4743)
  %75 = add nsw i64 %73, 1, !dbg !4751
    #dbg_value(i64 %75, !4742, !DIExpression(), !4743)
  %76 = getelementptr inbounds %struct.LocVar, ptr %63, i64 %73, !dbg !4752
  store ptr null, ptr %76, align 8, !dbg !4753, !tbaa !4754
  %77 = add i64 %74, 1, !dbg !4750
  %78 = icmp eq i64 %77, %70, !dbg !4750
  br i1 %78, label %79, label %72, !dbg !4750, !llvm.loop !4755

79:                                               ; preds = %72, %66
  %80 = phi i64 [ %67, %66 ], [ %75, %72 ]
  %81 = sub nsw i64 %67, %68, !dbg !4750
  %82 = icmp ugt i64 %81, -4, !dbg !4750
  br i1 %82, label %95, label %83, !dbg !4750

83:                                               ; preds = %79
  %84 = getelementptr i8, ptr %63, i64 16, !dbg !4750
  %85 = getelementptr i8, ptr %63, i64 32, !dbg !4750
  %86 = getelementptr i8, ptr %63, i64 48, !dbg !4750
  br label %87, !dbg !4750

87:                                               ; preds = %87, %83
  %88 = phi i64 [ %80, %83 ], [ %92, %87 ]
    #dbg_value(i64 %88, !4742, !DIExpression(), !4743)
    #dbg_value(i64 %88, !4742, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !4743)
  %89 = getelementptr inbounds %struct.LocVar, ptr %63, i64 %88, !dbg !4752
  store ptr null, ptr %89, align 8, !dbg !4753, !tbaa !4754
    #dbg_value(i64 %88, !4742, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !4743)
  %90 = getelementptr %struct.LocVar, ptr %84, i64 %88, !dbg !4752
  store ptr null, ptr %90, align 8, !dbg !4753, !tbaa !4754
    #dbg_value(i64 %88, !4742, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !4743)
  %91 = getelementptr %struct.LocVar, ptr %85, i64 %88, !dbg !4752
  store ptr null, ptr %91, align 8, !dbg !4753, !tbaa !4754
  %92 = add nsw i64 %88, 4, !dbg !4751
    #dbg_value(i64 %92, !4742, !DIExpression(), !4743)
  %93 = getelementptr %struct.LocVar, ptr %86, i64 %88, !dbg !4752
  store ptr null, ptr %93, align 8, !dbg !4753, !tbaa !4754
  %94 = icmp eq i64 %92, %68, !dbg !4749
  br i1 %94, label %95, label %87, !dbg !4750, !llvm.loop !4756

95:                                               ; preds = %79, %87, %37
  %96 = load i16, ptr %35, align 8, !dbg !4758, !tbaa !1388
  %97 = sext i16 %96 to i64, !dbg !4759
  %98 = getelementptr inbounds %struct.LocVar, ptr %63, i64 %97, !dbg !4759
  store ptr %54, ptr %98, align 8, !dbg !4760, !tbaa !4754
  %99 = load i32, ptr %36, align 8, !dbg !4761, !tbaa !1095
  %100 = getelementptr inbounds %struct.LocVar, ptr %63, i64 %97, i32 1, !dbg !4762
  store i32 %99, ptr %100, align 8, !dbg !4763, !tbaa !2862
  %101 = getelementptr inbounds i8, ptr %55, i64 9, !dbg !4764
  %102 = load i8, ptr %101, align 1, !dbg !4764, !tbaa !1033
  %103 = and i8 %102, 32, !dbg !4764
  %104 = icmp eq i8 %103, 0, !dbg !4764
  br i1 %104, label %113, label %105, !dbg !4764

105:                                              ; preds = %95
  %106 = getelementptr inbounds i8, ptr %54, i64 9, !dbg !4764
  %107 = load i8, ptr %106, align 1, !dbg !4764, !tbaa !1040
  %108 = and i8 %107, 24, !dbg !4764
  %109 = icmp eq i8 %108, 0, !dbg !4764
  br i1 %109, label %113, label %110, !dbg !4764

110:                                              ; preds = %105
  %111 = load ptr, ptr %34, align 8, !dbg !4764, !tbaa !1141
  tail call void @luaC_barrier_(ptr noundef %111, ptr noundef nonnull %55, ptr noundef nonnull %54) #11, !dbg !4764
  %112 = load i16, ptr %35, align 8, !dbg !4765, !tbaa !1388
  br label %113, !dbg !4764

113:                                              ; preds = %95, %105, %110
  %114 = phi i16 [ %96, %95 ], [ %96, %105 ], [ %112, %110 ], !dbg !4765
  %115 = add i16 %114, 1, !dbg !4765
  store i16 %115, ptr %35, align 8, !dbg !4765, !tbaa !1388
  %116 = getelementptr inbounds i8, ptr %50, i64 12, !dbg !4766
  store i16 %114, ptr %116, align 4, !dbg !4767, !tbaa !974
  %117 = add nuw nsw i32 %39, 1, !dbg !4768
    #dbg_value(i32 poison, !4685, !DIExpression(), !4692)
    #dbg_value(i32 %117, !4686, !DIExpression(), !4692)
  %118 = icmp eq i32 %117, %1, !dbg !4717
  br i1 %118, label %119, label %37, !dbg !4718, !llvm.loop !4769

119:                                              ; preds = %113, %30
  ret void, !dbg !4771
}

declare !dbg !4772 hidden i32 @luaK_codeABx(ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

declare !dbg !4775 hidden void @luaK_exp2anyregup(ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !4776 hidden void @luaK_self(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @funcargs(ptr noundef %0, ptr nocapture noundef %1) unnamed_addr #1 !dbg !4777 {
  %3 = alloca %struct.expdesc, align 8, !DIAssignID !4786
    #dbg_assign(i1 undef, !4782, !DIExpression(), !4786, ptr %3, !DIExpression(), !4787)
    #dbg_value(ptr %0, !4779, !DIExpression(), !4787)
    #dbg_value(ptr %1, !4780, !DIExpression(), !4787)
  %4 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !4788
  %5 = load ptr, ptr %4, align 8, !dbg !4788, !tbaa !1083
    #dbg_value(ptr %5, !4781, !DIExpression(), !4787)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11, !dbg !4789
  %6 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !4790
  %7 = load i32, ptr %6, align 4, !dbg !4790, !tbaa !1545
    #dbg_value(i32 %7, !4785, !DIExpression(), !4787)
  %8 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4791
  %9 = load i32, ptr %8, align 8, !dbg !4792, !tbaa !1284
  switch i32 %9, label %30 [
    i32 40, label %10
    i32 123, label %29
    i32 292, label %37
  ], !dbg !4793

10:                                               ; preds = %2
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !4794
  %11 = load i32, ptr %8, align 8, !dbg !4797, !tbaa !1284
  %12 = icmp eq i32 %11, 41, !dbg !4799
  br i1 %12, label %13, label %14, !dbg !4800

13:                                               ; preds = %10
  store i32 0, ptr %3, align 8, !dbg !4801, !tbaa !1847, !DIAssignID !4802
    #dbg_assign(i32 0, !4782, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !4802, ptr %3, !DIExpression(), !4787)
  br label %28, !dbg !4803

14:                                               ; preds = %10
    #dbg_value(ptr %0, !2412, !DIExpression(), !4804)
    #dbg_value(ptr %3, !2417, !DIExpression(), !4804)
    #dbg_value(i32 1, !2418, !DIExpression(), !4804)
    #dbg_value(ptr %0, !1564, !DIExpression(), !4807)
    #dbg_value(ptr %3, !1570, !DIExpression(), !4807)
  %15 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %3, i32 noundef 0), !dbg !4809
    #dbg_value(i32 poison, !2418, !DIExpression(), !4804)
    #dbg_value(ptr %0, !1675, !DIExpression(), !4810)
    #dbg_value(i32 44, !1678, !DIExpression(), !4810)
  %16 = load i32, ptr %8, align 8, !dbg !4812, !tbaa !1284
  %17 = icmp eq i32 %16, 44, !dbg !4813
  br i1 %17, label %18, label %23, !dbg !4814

18:                                               ; preds = %14, %18
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !4815
  %19 = load ptr, ptr %4, align 8, !dbg !4816, !tbaa !1083
  call void @luaK_exp2nextreg(ptr noundef %19, ptr noundef nonnull %3) #11, !dbg !4817
    #dbg_value(ptr %0, !1564, !DIExpression(), !4818)
    #dbg_value(ptr %3, !1570, !DIExpression(), !4818)
  %20 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %3, i32 noundef 0), !dbg !4820
    #dbg_value(i32 poison, !2418, !DIExpression(), !4804)
    #dbg_value(ptr %0, !1675, !DIExpression(), !4810)
    #dbg_value(i32 44, !1678, !DIExpression(), !4810)
  %21 = load i32, ptr %8, align 8, !dbg !4812, !tbaa !1284
  %22 = icmp eq i32 %21, 44, !dbg !4813
  br i1 %22, label %18, label %23, !dbg !4814, !llvm.loop !4821

23:                                               ; preds = %18, %14
  %24 = load i32, ptr %3, align 8, !dbg !4824
  %25 = and i32 %24, -2, !dbg !4824
  %26 = icmp eq i32 %25, 18, !dbg !4824
  br i1 %26, label %27, label %28, !dbg !4824

27:                                               ; preds = %23
  call void @luaK_setreturns(ptr noundef %5, ptr noundef nonnull %3, i32 noundef -1) #11, !dbg !4826
  br label %28, !dbg !4826

28:                                               ; preds = %27, %23, %13
  call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 41, i32 noundef 40, i32 noundef %7), !dbg !4827
  br label %31, !dbg !4828

29:                                               ; preds = %2
  call fastcc void @constructor(ptr noundef nonnull %0, ptr noundef nonnull %3), !dbg !4829
  br label %31, !dbg !4831

30:                                               ; preds = %2
  tail call void @luaX_syntaxerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.12) #13, !dbg !4832
  unreachable, !dbg !4832

31:                                               ; preds = %29, %28
  %32 = load i32, ptr %3, align 8, !dbg !4834
  %33 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !4836
  %34 = load i32, ptr %33, align 8, !dbg !4837, !tbaa !974
    #dbg_value(i32 %34, !4783, !DIExpression(), !4787)
  %35 = and i32 %32, -2, !dbg !4834
  %36 = icmp eq i32 %35, 18, !dbg !4834
  br i1 %36, label %57, label %45, !dbg !4834

37:                                               ; preds = %2
  %38 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4838
  %39 = load ptr, ptr %38, align 8, !dbg !4840, !tbaa !974
    #dbg_value(ptr %3, !2651, !DIExpression(), !4841)
    #dbg_value(ptr %39, !2656, !DIExpression(), !4841)
  %40 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !4843
  store i32 -1, ptr %40, align 8, !dbg !4844, !tbaa !1624, !DIAssignID !4845
    #dbg_assign(i32 -1, !4782, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !4845, ptr %40, !DIExpression(), !4787)
  %41 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !4846
  store i32 -1, ptr %41, align 4, !dbg !4847, !tbaa !1729, !DIAssignID !4848
    #dbg_assign(i32 -1, !4782, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !4848, ptr %41, !DIExpression(), !4787)
  store i32 7, ptr %3, align 8, !dbg !4849, !tbaa !1847, !DIAssignID !4850
    #dbg_assign(i32 7, !4782, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !4850, ptr %3, !DIExpression(), !4787)
  %42 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !4851
  store ptr %39, ptr %42, align 8, !dbg !4852, !tbaa !974, !DIAssignID !4853
    #dbg_assign(ptr %39, !4782, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4853, ptr %42, !DIExpression(), !4787)
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !4854
  %43 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !4836
  %44 = load i32, ptr %43, align 8, !dbg !4837, !tbaa !974
    #dbg_value(i32 %44, !4783, !DIExpression(), !4787)
  br label %47, !dbg !4855

45:                                               ; preds = %31
  %46 = icmp eq i32 %32, 0, !dbg !4857
  br i1 %46, label %50, label %47, !dbg !4855

47:                                               ; preds = %37, %45
  %48 = phi ptr [ %43, %37 ], [ %33, %45 ]
  %49 = phi i32 [ %44, %37 ], [ %34, %45 ]
  call void @luaK_exp2nextreg(ptr noundef %5, ptr noundef nonnull %3) #11, !dbg !4859
  br label %50, !dbg !4859

50:                                               ; preds = %47, %45
  %51 = phi ptr [ %48, %47 ], [ %33, %45 ]
  %52 = phi i32 [ %49, %47 ], [ %34, %45 ]
  %53 = getelementptr inbounds i8, ptr %5, i64 68, !dbg !4860
  %54 = load i8, ptr %53, align 4, !dbg !4860, !tbaa !2069
  %55 = zext i8 %54 to i32, !dbg !4861
    #dbg_value(!DIArgList(i32 %52, i32 %55), !4784, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !4787)
  %56 = sub i32 %55, %52, !dbg !4862
  br label %57

57:                                               ; preds = %31, %50
  %58 = phi i32 [ %52, %50 ], [ %34, %31 ]
  %59 = phi ptr [ %51, %50 ], [ %33, %31 ]
  %60 = phi i32 [ %56, %50 ], [ 0, %31 ], !dbg !4863
    #dbg_value(i32 %60, !4784, !DIExpression(), !4787)
  %61 = call i32 @luaK_codeABCk(ptr noundef %5, i32 noundef 68, i32 noundef %58, i32 noundef %60, i32 noundef 2, i32 noundef 0) #11, !dbg !4862
    #dbg_value(ptr %1, !3742, !DIExpression(), !4864)
    #dbg_value(i32 18, !3747, !DIExpression(), !4864)
    #dbg_value(i32 %61, !3748, !DIExpression(), !4864)
  %62 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !4866
  store i32 -1, ptr %62, align 8, !dbg !4867, !tbaa !1624
  %63 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !4868
  store i32 -1, ptr %63, align 4, !dbg !4869, !tbaa !1729
  store i32 18, ptr %1, align 8, !dbg !4870, !tbaa !1847
  store i32 %61, ptr %59, align 8, !dbg !4871, !tbaa !974
  call void @luaK_fixline(ptr noundef %5, i32 noundef %7) #11, !dbg !4872
  %64 = trunc i32 %58 to i8, !dbg !4873
  %65 = add i8 %64, 1, !dbg !4873
  %66 = getelementptr inbounds i8, ptr %5, i64 68, !dbg !4874
  store i8 %65, ptr %66, align 4, !dbg !4875, !tbaa !2069
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11, !dbg !4876
  ret void, !dbg !4876
}

declare !dbg !4877 hidden void @luaK_dischargevars(ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @singlevar(ptr noundef %0, ptr noundef %1) unnamed_addr #1 !dbg !4878 {
  %3 = alloca %struct.expdesc, align 8, !DIAssignID !4887
    #dbg_assign(i1 undef, !4884, !DIExpression(), !4887, ptr %3, !DIExpression(), !4888)
    #dbg_value(ptr %0, !4880, !DIExpression(), !4889)
    #dbg_value(ptr %1, !4881, !DIExpression(), !4889)
    #dbg_value(ptr %0, !2036, !DIExpression(), !4890)
    #dbg_value(ptr %0, !1296, !DIExpression(), !4892)
    #dbg_value(i32 291, !1297, !DIExpression(), !4892)
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !4894
  %5 = load i32, ptr %4, align 8, !dbg !4895, !tbaa !1284
  %6 = icmp eq i32 %5, 291, !dbg !4896
  br i1 %6, label %8, label %7, !dbg !4897

7:                                                ; preds = %2
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12, !dbg !4898
  unreachable, !dbg !4898

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !4899
  %10 = load ptr, ptr %9, align 8, !dbg !4900, !tbaa !974
    #dbg_value(ptr %10, !2041, !DIExpression(), !4890)
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !4901
    #dbg_value(ptr %10, !4882, !DIExpression(), !4889)
  %11 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !4902
  %12 = load ptr, ptr %11, align 8, !dbg !4902, !tbaa !1083
    #dbg_value(ptr %12, !4883, !DIExpression(), !4889)
  tail call fastcc void @singlevaraux(ptr noundef %12, ptr noundef %10, ptr noundef %1, i32 noundef 1), !dbg !4903
  %13 = load i32, ptr %1, align 8, !dbg !4904, !tbaa !1847
  %14 = icmp eq i32 %13, 0, !dbg !4905
  br i1 %14, label %15, label %21, !dbg !4906

15:                                               ; preds = %8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11, !dbg !4907
  %16 = getelementptr inbounds i8, ptr %0, i64 104, !dbg !4908
  %17 = load ptr, ptr %16, align 8, !dbg !4908, !tbaa !1263
  tail call fastcc void @singlevaraux(ptr noundef %12, ptr noundef %17, ptr noundef nonnull %1, i32 noundef 1), !dbg !4909
  tail call void @luaK_exp2anyregup(ptr noundef %12, ptr noundef nonnull %1) #11, !dbg !4910
    #dbg_value(ptr %3, !2651, !DIExpression(), !4911)
    #dbg_value(ptr %10, !2656, !DIExpression(), !4911)
  %18 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !4913
  store i32 -1, ptr %18, align 8, !dbg !4914, !tbaa !1624, !DIAssignID !4915
    #dbg_assign(i32 -1, !4884, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !4915, ptr %18, !DIExpression(), !4888)
  %19 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !4916
  store i32 -1, ptr %19, align 4, !dbg !4917, !tbaa !1729, !DIAssignID !4918
    #dbg_assign(i32 -1, !4884, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !4918, ptr %19, !DIExpression(), !4888)
  store i32 7, ptr %3, align 8, !dbg !4919, !tbaa !1847, !DIAssignID !4920
    #dbg_assign(i32 7, !4884, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !4920, ptr %3, !DIExpression(), !4888)
  %20 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !4921
  store ptr %10, ptr %20, align 8, !dbg !4922, !tbaa !974, !DIAssignID !4923
    #dbg_assign(ptr %10, !4884, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4923, ptr %20, !DIExpression(), !4888)
  call void @luaK_indexed(ptr noundef %12, ptr noundef nonnull %1, ptr noundef nonnull %3) #11, !dbg !4924
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11, !dbg !4925
  br label %21, !dbg !4926

21:                                               ; preds = %15, %8
  ret void, !dbg !4927
}

; Function Attrs: nounwind uwtable
define internal fastcc void @singlevaraux(ptr noundef %0, ptr noundef %1, ptr nocapture noundef %2, i32 noundef %3) unnamed_addr #1 !dbg !4928 {
    #dbg_value(ptr %0, !4932, !DIExpression(), !4942)
    #dbg_value(ptr %1, !4933, !DIExpression(), !4942)
    #dbg_value(ptr %2, !4934, !DIExpression(), !4942)
    #dbg_value(i32 %3, !4935, !DIExpression(), !4942)
  %5 = icmp eq ptr %0, null, !dbg !4943
  br i1 %5, label %6, label %10, !dbg !4944

6:                                                ; preds = %4
    #dbg_value(ptr %2, !3742, !DIExpression(), !4945)
    #dbg_value(i32 0, !3747, !DIExpression(), !4945)
    #dbg_value(i32 0, !3748, !DIExpression(), !4945)
  %7 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !4947
  store i32 -1, ptr %7, align 8, !dbg !4948, !tbaa !1624
  %8 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !4949
  store i32 -1, ptr %8, align 4, !dbg !4950, !tbaa !1729
  store i32 0, ptr %2, align 8, !dbg !4951, !tbaa !1847
  %9 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !4952
  store i32 0, ptr %9, align 8, !dbg !4953, !tbaa !974
  br label %200, !dbg !4954

10:                                               ; preds = %4
    #dbg_value(ptr %0, !4955, !DIExpression(), !4967)
    #dbg_value(ptr %1, !4960, !DIExpression(), !4967)
    #dbg_value(ptr %2, !4961, !DIExpression(), !4967)
  %11 = getelementptr inbounds i8, ptr %0, i64 66, !dbg !4969
  %12 = load i8, ptr %11, align 2, !dbg !4969, !tbaa !927
  %13 = zext i8 %12 to i32, !dbg !4969
    #dbg_value(i32 %13, !4962, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !4967)
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = getelementptr inbounds i8, ptr %0, i64 56
  br label %16, !dbg !4970

16:                                               ; preds = %19, %10
  %17 = phi i32 [ %13, %10 ], [ %20, %19 ]
    #dbg_value(i32 %17, !4962, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !4967)
  %18 = icmp sgt i32 %17, 0, !dbg !4971
  br i1 %18, label %19, label %66, !dbg !4972

19:                                               ; preds = %16
  %20 = add nsw i32 %17, -1, !dbg !4973
    #dbg_value(i32 %20, !4962, !DIExpression(), !4967)
    #dbg_value(ptr %0, !948, !DIExpression(), !4974)
    #dbg_value(i32 %20, !953, !DIExpression(), !4974)
  %21 = load ptr, ptr %14, align 8, !dbg !4976, !tbaa !957
  %22 = getelementptr inbounds i8, ptr %21, i64 88, !dbg !4977
  %23 = load ptr, ptr %22, align 8, !dbg !4977, !tbaa !959
  %24 = load ptr, ptr %23, align 8, !dbg !4978, !tbaa !963
  %25 = load i32, ptr %15, align 8, !dbg !4979, !tbaa !968
  %26 = add nsw i32 %25, %20, !dbg !4980
  %27 = sext i32 %26 to i64, !dbg !4981
  %28 = getelementptr inbounds %union.Vardesc, ptr %24, i64 %27, !dbg !4981
    #dbg_value(ptr %28, !4963, !DIExpression(), !4982)
  %29 = getelementptr inbounds i8, ptr %28, i64 16, !dbg !4983
  %30 = load ptr, ptr %29, align 8, !dbg !4983, !tbaa !974
  %31 = icmp eq ptr %30, %1, !dbg !4983
  br i1 %31, label %32, label %16, !dbg !4985

32:                                               ; preds = %19
  %33 = getelementptr inbounds i8, ptr %28, i64 9, !dbg !4986
  %34 = load i8, ptr %33, align 1, !dbg !4986, !tbaa !974
  %35 = icmp eq i8 %34, 3, !dbg !4989
  %36 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !4990
  store i32 -1, ptr %36, align 8, !dbg !4990, !tbaa !1624
  %37 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !4990
  store i32 -1, ptr %37, align 4, !dbg !4990, !tbaa !1729
  br i1 %35, label %38, label %40, !dbg !4991

38:                                               ; preds = %32
    #dbg_value(ptr %2, !3742, !DIExpression(), !4992)
    #dbg_value(i32 11, !3747, !DIExpression(), !4992)
    #dbg_value(i32 %26, !3748, !DIExpression(), !4992)
  store i32 11, ptr %2, align 8, !dbg !4994, !tbaa !1847
  %39 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !4995
  store i32 %26, ptr %39, align 8, !dbg !4996, !tbaa !974
    #dbg_value(i32 11, !4936, !DIExpression(), !4997)
  br label %200, !dbg !4998

40:                                               ; preds = %32
    #dbg_value(ptr %0, !5001, !DIExpression(), !5006)
    #dbg_value(ptr %2, !5004, !DIExpression(), !5006)
    #dbg_value(i32 %20, !5005, !DIExpression(), !5006)
  store i32 9, ptr %2, align 8, !dbg !5008, !tbaa !1847
  %41 = trunc nuw nsw i32 %20 to i16, !dbg !5009
  %42 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !5010
  %43 = getelementptr inbounds i8, ptr %2, i64 10, !dbg !5011
  store i16 %41, ptr %43, align 2, !dbg !5012, !tbaa !974
    #dbg_value(ptr %0, !948, !DIExpression(), !5013)
    #dbg_value(i32 %20, !953, !DIExpression(), !5013)
  %44 = load ptr, ptr %14, align 8, !dbg !5015, !tbaa !957
  %45 = getelementptr inbounds i8, ptr %44, i64 88, !dbg !5016
  %46 = load ptr, ptr %45, align 8, !dbg !5016, !tbaa !959
  %47 = load ptr, ptr %46, align 8, !dbg !5017, !tbaa !963
  %48 = load i32, ptr %15, align 8, !dbg !5018, !tbaa !968
  %49 = add nsw i32 %48, %20, !dbg !5019
  %50 = sext i32 %49 to i64, !dbg !5020
  %51 = getelementptr inbounds %union.Vardesc, ptr %47, i64 %50, i32 0, i32 3, !dbg !5021
  %52 = load i8, ptr %51, align 2, !dbg !5021, !tbaa !974
  store i8 %52, ptr %42, align 8, !dbg !5022, !tbaa !974
    #dbg_value(i32 9, !4936, !DIExpression(), !4997)
  %53 = icmp eq i32 %3, 0
  br i1 %53, label %54, label %200, !dbg !4998

54:                                               ; preds = %40
    #dbg_value(ptr %0, !5023, !DIExpression(), !5028)
    #dbg_value(i16 %41, !5026, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !5028)
  %55 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !5030
    #dbg_value(ptr poison, !5027, !DIExpression(), !5028)
  br label %56, !dbg !5031

56:                                               ; preds = %56, %54
  %57 = phi ptr [ %55, %54 ], [ %58, %56 ]
  %58 = load ptr, ptr %57, align 8, !dbg !5028, !tbaa !4170
    #dbg_value(ptr %58, !5027, !DIExpression(), !5028)
  %59 = getelementptr inbounds i8, ptr %58, i64 16, !dbg !5032
  %60 = load i8, ptr %59, align 8, !dbg !5032, !tbaa !1166
  %61 = zext i8 %60 to i32, !dbg !5033
  %62 = icmp ult i32 %20, %61, !dbg !5033
  br i1 %62, label %56, label %63, !dbg !5031, !llvm.loop !5034

63:                                               ; preds = %56
  %64 = getelementptr inbounds i8, ptr %58, i64 17, !dbg !5036
  store i8 1, ptr %64, align 1, !dbg !5037, !tbaa !1179
  %65 = getelementptr inbounds i8, ptr %0, i64 70, !dbg !5038
  store i8 1, ptr %65, align 2, !dbg !5039, !tbaa !2492
  br label %200, !dbg !5040

66:                                               ; preds = %16
    #dbg_value(i32 -1, !4936, !DIExpression(), !4997)
    #dbg_value(ptr %0, !5041, !DIExpression(), !5049)
    #dbg_value(ptr %1, !5046, !DIExpression(), !5049)
  %67 = load ptr, ptr %0, align 8, !dbg !5051, !tbaa !1029
  %68 = getelementptr inbounds i8, ptr %67, i64 80, !dbg !5052
  %69 = load ptr, ptr %68, align 8, !dbg !5052, !tbaa !1237
    #dbg_value(ptr %69, !5048, !DIExpression(), !5049)
    #dbg_value(i32 0, !5047, !DIExpression(), !5049)
  %70 = getelementptr inbounds i8, ptr %0, i64 67
  %71 = load i8, ptr %70, align 1, !tbaa !1217
  %72 = icmp eq i8 %71, 0, !dbg !5053
  br i1 %72, label %85, label %73, !dbg !5056

73:                                               ; preds = %66
  %74 = zext i8 %71 to i64, !dbg !5053
  br label %75, !dbg !5056

75:                                               ; preds = %80, %73
  %76 = phi i64 [ 0, %73 ], [ %81, %80 ]
    #dbg_value(i64 %76, !5047, !DIExpression(), !5049)
  %77 = getelementptr inbounds %struct.Upvaldesc, ptr %69, i64 %76, !dbg !5057
  %78 = load ptr, ptr %77, align 8, !dbg !5057, !tbaa !1243
  %79 = icmp eq ptr %78, %1, !dbg !5057
  br i1 %79, label %83, label %80, !dbg !5060

80:                                               ; preds = %75
  %81 = add nuw nsw i64 %76, 1, !dbg !5061
    #dbg_value(i64 %81, !5047, !DIExpression(), !5049)
  %82 = icmp eq i64 %81, %74, !dbg !5053
  br i1 %82, label %85, label %75, !dbg !5056, !llvm.loop !5062

83:                                               ; preds = %75
  %84 = trunc nuw nsw i64 %76 to i32
    #dbg_value(i32 %84, !4939, !DIExpression(), !5064)
  br label %195, !dbg !5065

85:                                               ; preds = %80, %66
  %86 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !5066
  %87 = load ptr, ptr %86, align 8, !dbg !5066, !tbaa !1086
  tail call fastcc void @singlevaraux(ptr noundef %87, ptr noundef %1, ptr noundef %2, i32 noundef 0), !dbg !5069
  %88 = load i32, ptr %2, align 8, !dbg !5070, !tbaa !1847
  %89 = add i32 %88, -9, !dbg !5072
  %90 = icmp ult i32 %89, 2, !dbg !5072
  br i1 %90, label %91, label %200, !dbg !5072

91:                                               ; preds = %85
    #dbg_value(ptr %0, !5073, !DIExpression(), !5080)
    #dbg_value(ptr %1, !5076, !DIExpression(), !5080)
    #dbg_value(ptr %2, !5077, !DIExpression(), !5080)
    #dbg_value(ptr %0, !1207, !DIExpression(), !5082)
    #dbg_value(ptr poison, !1212, !DIExpression(), !5082)
    #dbg_value(i32 poison, !1213, !DIExpression(), !5082)
  %92 = load i8, ptr %70, align 1, !dbg !5084, !tbaa !1217
    #dbg_value(ptr %0, !1218, !DIExpression(), !5085)
    #dbg_value(i8 %92, !1223, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !5085)
    #dbg_value(i32 255, !1224, !DIExpression(), !5085)
    #dbg_value(ptr @.str, !1225, !DIExpression(), !5085)
  %93 = icmp eq i8 %92, -1, !dbg !5087
  br i1 %93, label %94, label %95, !dbg !5088

94:                                               ; preds = %91
  tail call fastcc void @errorlimit(ptr noundef nonnull readonly %0, i32 noundef 255, ptr noundef nonnull @.str) #12, !dbg !5089
  unreachable, !dbg !5089

95:                                               ; preds = %91
  %96 = load ptr, ptr %0, align 8, !dbg !5090, !tbaa !1029
    #dbg_value(ptr %96, !1212, !DIExpression(), !5082)
  %97 = getelementptr inbounds i8, ptr %96, i64 16, !dbg !5091
  %98 = zext i8 %92 to i32, !dbg !5092
    #dbg_value(i32 %98, !1223, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !5085)
  %99 = load i32, ptr %97, align 8, !dbg !5091, !tbaa !1235
    #dbg_value(i32 %99, !1213, !DIExpression(), !5082)
  %100 = load ptr, ptr %14, align 8, !dbg !5093, !tbaa !957
  %101 = getelementptr inbounds i8, ptr %100, i64 56, !dbg !5093
  %102 = load ptr, ptr %101, align 8, !dbg !5093, !tbaa !1141
  %103 = getelementptr inbounds i8, ptr %96, i64 80, !dbg !5093
  %104 = load ptr, ptr %103, align 8, !dbg !5093, !tbaa !1237
  %105 = tail call ptr @luaM_growaux_(ptr noundef %102, ptr noundef %104, i32 noundef %98, ptr noundef nonnull %97, i32 noundef 16, i32 noundef 255, ptr noundef nonnull @.str) #11, !dbg !5093
  store ptr %105, ptr %103, align 8, !dbg !5093, !tbaa !1237
  %106 = load i32, ptr %97, align 8, !tbaa !1235
  %107 = icmp slt i32 %99, %106, !dbg !5094
  br i1 %107, label %108, label %137, !dbg !5095

108:                                              ; preds = %95
  %109 = sext i32 %99 to i64, !dbg !5095
  %110 = sext i32 %106 to i64, !dbg !5094
  %111 = sub nsw i64 %110, %109, !dbg !5095
  %112 = and i64 %111, 3, !dbg !5095
  %113 = icmp eq i64 %112, 0, !dbg !5095
  br i1 %113, label %121, label %114, !dbg !5095

114:                                              ; preds = %108, %114
  %115 = phi i64 [ %117, %114 ], [ %109, %108 ]
  %116 = phi i64 [ %119, %114 ], [ 0, %108 ]
    #dbg_value(i64 %115, !1213, !DIExpression(), !5082)
  %117 = add nsw i64 %115, 1, !dbg !5096
    #dbg_value(i64 %117, !1213, !DIExpression(), !5082)
  %118 = getelementptr inbounds %struct.Upvaldesc, ptr %105, i64 %115, !dbg !5097
  store ptr null, ptr %118, align 8, !dbg !5098, !tbaa !1243
  %119 = add i64 %116, 1, !dbg !5095
  %120 = icmp eq i64 %119, %112, !dbg !5095
  br i1 %120, label %121, label %114, !dbg !5095, !llvm.loop !5099

121:                                              ; preds = %114, %108
  %122 = phi i64 [ %109, %108 ], [ %117, %114 ]
  %123 = sub nsw i64 %109, %110, !dbg !5095
  %124 = icmp ugt i64 %123, -4, !dbg !5095
  br i1 %124, label %137, label %125, !dbg !5095

125:                                              ; preds = %121
  %126 = getelementptr i8, ptr %105, i64 16, !dbg !5095
  %127 = getelementptr i8, ptr %105, i64 32, !dbg !5095
  %128 = getelementptr i8, ptr %105, i64 48, !dbg !5095
  br label %129, !dbg !5095

129:                                              ; preds = %129, %125
  %130 = phi i64 [ %122, %125 ], [ %134, %129 ]
    #dbg_value(i64 %130, !1213, !DIExpression(), !5082)
    #dbg_value(i64 %130, !1213, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !5082)
  %131 = getelementptr inbounds %struct.Upvaldesc, ptr %105, i64 %130, !dbg !5097
  store ptr null, ptr %131, align 8, !dbg !5098, !tbaa !1243
    #dbg_value(i64 %130, !1213, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !5082)
  %132 = getelementptr %struct.Upvaldesc, ptr %126, i64 %130, !dbg !5097
  store ptr null, ptr %132, align 8, !dbg !5098, !tbaa !1243
    #dbg_value(i64 %130, !1213, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !5082)
  %133 = getelementptr %struct.Upvaldesc, ptr %127, i64 %130, !dbg !5097
  store ptr null, ptr %133, align 8, !dbg !5098, !tbaa !1243
  %134 = add nsw i64 %130, 4, !dbg !5096
    #dbg_value(i64 %134, !1213, !DIExpression(), !5082)
  %135 = getelementptr %struct.Upvaldesc, ptr %128, i64 %130, !dbg !5097
  store ptr null, ptr %135, align 8, !dbg !5098, !tbaa !1243
  %136 = icmp eq i64 %134, %110, !dbg !5094
  br i1 %136, label %137, label %129, !dbg !5095, !llvm.loop !5100

137:                                              ; preds = %121, %129, %95
  %138 = load i8, ptr %70, align 1, !dbg !5102, !tbaa !1217
  %139 = add i8 %138, 1, !dbg !5102
  store i8 %139, ptr %70, align 1, !dbg !5102, !tbaa !1217
  %140 = zext i8 %138 to i64, !dbg !5103
  %141 = getelementptr inbounds %struct.Upvaldesc, ptr %105, i64 %140, !dbg !5103
    #dbg_value(ptr %141, !5078, !DIExpression(), !5080)
  %142 = load ptr, ptr %86, align 8, !dbg !5104, !tbaa !1086
    #dbg_value(ptr %142, !5079, !DIExpression(), !5080)
  %143 = load i32, ptr %2, align 8, !dbg !5105, !tbaa !1847
  %144 = icmp eq i32 %143, 9, !dbg !5107
  %145 = getelementptr inbounds i8, ptr %141, i64 8, !dbg !5108
  %146 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !5108
  br i1 %144, label %147, label %163, !dbg !5109

147:                                              ; preds = %137
  store i8 1, ptr %145, align 8, !dbg !5110, !tbaa !1255
  %148 = load i8, ptr %146, align 8, !dbg !5112, !tbaa !974
  %149 = getelementptr inbounds i8, ptr %141, i64 9, !dbg !5113
  store i8 %148, ptr %149, align 1, !dbg !5114, !tbaa !1258
  %150 = getelementptr inbounds i8, ptr %2, i64 10, !dbg !5115
  %151 = load i16, ptr %150, align 2, !dbg !5115, !tbaa !974
  %152 = zext i16 %151 to i32, !dbg !5116
    #dbg_value(ptr %142, !948, !DIExpression(), !5117)
    #dbg_value(i32 %152, !953, !DIExpression(), !5117)
  %153 = getelementptr inbounds i8, ptr %142, i64 16, !dbg !5119
  %154 = load ptr, ptr %153, align 8, !dbg !5119, !tbaa !957
  %155 = getelementptr inbounds i8, ptr %154, i64 88, !dbg !5120
  %156 = load ptr, ptr %155, align 8, !dbg !5120, !tbaa !959
  %157 = load ptr, ptr %156, align 8, !dbg !5121, !tbaa !963
  %158 = getelementptr inbounds i8, ptr %142, i64 56, !dbg !5122
  %159 = load i32, ptr %158, align 8, !dbg !5122, !tbaa !968
  %160 = add nsw i32 %159, %152, !dbg !5123
  %161 = sext i32 %160 to i64, !dbg !5124
  %162 = getelementptr inbounds %union.Vardesc, ptr %157, i64 %161, i32 0, i32 2, !dbg !5125
  br label %173, !dbg !5126

163:                                              ; preds = %137
  store i8 0, ptr %145, align 8, !dbg !5127, !tbaa !1255
  %164 = load i32, ptr %146, align 8, !dbg !5129, !tbaa !974
  %165 = trunc i32 %164 to i8, !dbg !5129
  %166 = getelementptr inbounds i8, ptr %141, i64 9, !dbg !5130
  store i8 %165, ptr %166, align 1, !dbg !5131, !tbaa !1258
  %167 = load ptr, ptr %142, align 8, !dbg !5132, !tbaa !1029
  %168 = getelementptr inbounds i8, ptr %167, i64 80, !dbg !5133
  %169 = load ptr, ptr %168, align 8, !dbg !5133, !tbaa !1237
  %170 = load i32, ptr %146, align 8, !dbg !5134, !tbaa !974
  %171 = sext i32 %170 to i64, !dbg !5135
  %172 = getelementptr inbounds %struct.Upvaldesc, ptr %169, i64 %171, i32 3, !dbg !5136
  br label %173

173:                                              ; preds = %163, %147
  %174 = phi ptr [ %162, %147 ], [ %172, %163 ]
  %175 = load i8, ptr %174, align 1, !dbg !5108, !tbaa !974
  %176 = getelementptr inbounds i8, ptr %141, i64 10, !dbg !5108
  store i8 %175, ptr %176, align 2, !dbg !5108
  store ptr %1, ptr %141, align 8, !dbg !5137, !tbaa !1243
  %177 = load ptr, ptr %0, align 8, !dbg !5138, !tbaa !1029
  %178 = getelementptr inbounds i8, ptr %177, i64 9, !dbg !5138
  %179 = load i8, ptr %178, align 1, !dbg !5138, !tbaa !1033
  %180 = and i8 %179, 32, !dbg !5138
  %181 = icmp eq i8 %180, 0, !dbg !5138
  br i1 %181, label %191, label %182, !dbg !5138

182:                                              ; preds = %173
  %183 = getelementptr inbounds i8, ptr %1, i64 9, !dbg !5138
  %184 = load i8, ptr %183, align 1, !dbg !5138, !tbaa !1040
  %185 = and i8 %184, 24, !dbg !5138
  %186 = icmp eq i8 %185, 0, !dbg !5138
  br i1 %186, label %191, label %187, !dbg !5138

187:                                              ; preds = %182
  %188 = load ptr, ptr %14, align 8, !dbg !5138, !tbaa !957
  %189 = getelementptr inbounds i8, ptr %188, i64 56, !dbg !5138
  %190 = load ptr, ptr %189, align 8, !dbg !5138, !tbaa !1141
  tail call void @luaC_barrier_(ptr noundef %190, ptr noundef nonnull %177, ptr noundef nonnull %1) #11, !dbg !5138
  br label %191, !dbg !5138

191:                                              ; preds = %173, %182, %187
  %192 = load i8, ptr %70, align 1, !dbg !5139, !tbaa !1217
  %193 = zext i8 %192 to i32, !dbg !5140
  %194 = add nsw i32 %193, -1, !dbg !5141
    #dbg_value(i32 %194, !4939, !DIExpression(), !5064)
  br label %195, !dbg !5142

195:                                              ; preds = %83, %191
  %196 = phi i32 [ %194, %191 ], [ %84, %83 ], !dbg !5064
    #dbg_value(i32 %196, !4939, !DIExpression(), !5064)
    #dbg_value(ptr %2, !3742, !DIExpression(), !5143)
    #dbg_value(i32 10, !3747, !DIExpression(), !5143)
    #dbg_value(i32 %196, !3748, !DIExpression(), !5143)
  %197 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !5145
  store i32 -1, ptr %197, align 8, !dbg !5146, !tbaa !1624
  %198 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !5147
  store i32 -1, ptr %198, align 4, !dbg !5148, !tbaa !1729
  store i32 10, ptr %2, align 8, !dbg !5149, !tbaa !1847
  %199 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !5150
  store i32 %196, ptr %199, align 8, !dbg !5151, !tbaa !974
  br label %200

200:                                              ; preds = %38, %85, %195, %40, %63, %6
  ret void, !dbg !5152
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @explist(ptr noundef %0, ptr noundef %1) unnamed_addr #1 !dbg !2413 {
    #dbg_value(ptr %0, !2412, !DIExpression(), !5153)
    #dbg_value(ptr %1, !2417, !DIExpression(), !5153)
    #dbg_value(i32 1, !2418, !DIExpression(), !5153)
    #dbg_value(ptr %0, !1564, !DIExpression(), !5154)
    #dbg_value(ptr %1, !1570, !DIExpression(), !5154)
  %3 = tail call fastcc i32 @subexpr(ptr noundef %0, ptr noundef %1, i32 noundef 0), !dbg !5156
  %4 = getelementptr inbounds i8, ptr %0, i64 16
    #dbg_value(i32 1, !2418, !DIExpression(), !5153)
    #dbg_value(ptr %0, !1675, !DIExpression(), !5157)
    #dbg_value(i32 44, !1678, !DIExpression(), !5157)
  %5 = load i32, ptr %4, align 8, !dbg !5159, !tbaa !1284
  %6 = icmp eq i32 %5, 44, !dbg !5160
  br i1 %6, label %7, label %16, !dbg !5161

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %0, i64 48
  br label %9, !dbg !5161

9:                                                ; preds = %7, %9
  %10 = phi i32 [ 1, %7 ], [ %13, %9 ]
    #dbg_value(i32 %10, !2418, !DIExpression(), !5153)
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !5162
  %11 = load ptr, ptr %8, align 8, !dbg !5163, !tbaa !1083
  tail call void @luaK_exp2nextreg(ptr noundef %11, ptr noundef %1) #11, !dbg !5164
    #dbg_value(ptr %0, !1564, !DIExpression(), !5165)
    #dbg_value(ptr %1, !1570, !DIExpression(), !5165)
  %12 = tail call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef %1, i32 noundef 0), !dbg !5167
  %13 = add nuw nsw i32 %10, 1, !dbg !5168
    #dbg_value(i32 %13, !2418, !DIExpression(), !5153)
    #dbg_value(ptr %0, !1675, !DIExpression(), !5157)
    #dbg_value(i32 44, !1678, !DIExpression(), !5157)
  %14 = load i32, ptr %4, align 8, !dbg !5159, !tbaa !1284
  %15 = icmp eq i32 %14, 44, !dbg !5160
  br i1 %15, label %9, label %16, !dbg !5161, !llvm.loop !5169

16:                                               ; preds = %9, %2
  %17 = phi i32 [ 1, %2 ], [ %13, %9 ], !dbg !5153
  ret i32 %17, !dbg !5172
}

declare !dbg !5173 hidden void @luaK_fixline(ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @createlabel(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #1 !dbg !5174 {
    #dbg_value(ptr %0, !5176, !DIExpression(), !5183)
    #dbg_value(ptr %1, !5177, !DIExpression(), !5183)
    #dbg_value(i32 %2, !5178, !DIExpression(), !5183)
    #dbg_value(i32 %3, !5179, !DIExpression(), !5183)
  %5 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !5184
  %6 = load ptr, ptr %5, align 8, !dbg !5184, !tbaa !1083
    #dbg_value(ptr %6, !5180, !DIExpression(), !5183)
  %7 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !5185
  %8 = load ptr, ptr %7, align 8, !dbg !5185, !tbaa !959
  %9 = getelementptr inbounds i8, ptr %8, i64 32, !dbg !5186
    #dbg_value(ptr %9, !5181, !DIExpression(), !5183)
  %10 = tail call i32 @luaK_getlabel(ptr noundef %6) #11, !dbg !5187
    #dbg_value(ptr %0, !1638, !DIExpression(), !5188)
    #dbg_value(ptr %9, !1644, !DIExpression(), !5188)
    #dbg_value(ptr %1, !1645, !DIExpression(), !5188)
    #dbg_value(i32 %2, !1646, !DIExpression(), !5188)
    #dbg_value(i32 %10, !1647, !DIExpression(), !5188)
  %11 = getelementptr inbounds i8, ptr %8, i64 40, !dbg !5190
  %12 = load i32, ptr %11, align 8, !dbg !5190, !tbaa !1652
    #dbg_value(i32 %12, !1648, !DIExpression(), !5188)
  %13 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !5191
  %14 = load ptr, ptr %13, align 8, !dbg !5191, !tbaa !1141
  %15 = load ptr, ptr %9, align 8, !dbg !5191, !tbaa !1654
  %16 = getelementptr inbounds i8, ptr %8, i64 44, !dbg !5191
  %17 = tail call ptr @luaM_growaux_(ptr noundef %14, ptr noundef %15, i32 noundef %12, ptr noundef nonnull %16, i32 noundef 24, i32 noundef 32767, ptr noundef nonnull @.str.13) #11, !dbg !5191
  store ptr %17, ptr %9, align 8, !dbg !5191, !tbaa !1654
  %18 = sext i32 %12 to i64, !dbg !5192
  %19 = getelementptr inbounds %struct.Labeldesc, ptr %17, i64 %18, !dbg !5192
  store ptr %1, ptr %19, align 8, !dbg !5193, !tbaa !1657
  %20 = getelementptr inbounds %struct.Labeldesc, ptr %17, i64 %18, i32 2, !dbg !5194
  store i32 %2, ptr %20, align 4, !dbg !5195, !tbaa !1661
  %21 = load ptr, ptr %5, align 8, !dbg !5196, !tbaa !1083
  %22 = getelementptr inbounds i8, ptr %21, i64 66, !dbg !5197
  %23 = load i8, ptr %22, align 2, !dbg !5197, !tbaa !927
  %24 = getelementptr inbounds %struct.Labeldesc, ptr %17, i64 %18, i32 3, !dbg !5198
  store i8 %23, ptr %24, align 8, !dbg !5199, !tbaa !1666
  %25 = getelementptr inbounds %struct.Labeldesc, ptr %17, i64 %18, i32 4, !dbg !5200
  store i8 0, ptr %25, align 1, !dbg !5201, !tbaa !1669
  %26 = getelementptr inbounds %struct.Labeldesc, ptr %17, i64 %18, i32 1, !dbg !5202
  store i32 %10, ptr %26, align 8, !dbg !5203, !tbaa !1672
  %27 = add nsw i32 %12, 1, !dbg !5204
  store i32 %27, ptr %11, align 8, !dbg !5205, !tbaa !1652
    #dbg_value(i32 %12, !5182, !DIExpression(), !5183)
  %28 = icmp eq i32 %3, 0, !dbg !5206
  br i1 %28, label %34, label %29, !dbg !5208

29:                                               ; preds = %4
  %30 = getelementptr inbounds i8, ptr %6, i64 24, !dbg !5209
  %31 = load ptr, ptr %30, align 8, !dbg !5209, !tbaa !1135
  %32 = getelementptr inbounds i8, ptr %31, i64 16, !dbg !5211
  %33 = load i8, ptr %32, align 8, !dbg !5211, !tbaa !1166
  store i8 %33, ptr %24, align 8, !dbg !5212, !tbaa !1666
  br label %34, !dbg !5213

34:                                               ; preds = %29, %4
    #dbg_value(ptr %0, !5214, !DIExpression(), !5223)
    #dbg_value(ptr %19, !5219, !DIExpression(), !5223)
  %35 = load ptr, ptr %7, align 8, !dbg !5226, !tbaa !959
  %36 = getelementptr inbounds i8, ptr %35, i64 16, !dbg !5227
    #dbg_value(ptr %36, !5220, !DIExpression(), !5223)
  %37 = getelementptr inbounds i8, ptr %21, i64 24, !dbg !5228
  %38 = load ptr, ptr %37, align 8, !dbg !5228, !tbaa !1135
  %39 = getelementptr inbounds i8, ptr %38, i64 12, !dbg !5229
  %40 = load i32, ptr %39, align 4, !dbg !5229, !tbaa !1175
    #dbg_value(i32 %40, !5221, !DIExpression(), !5223)
    #dbg_value(i32 0, !5222, !DIExpression(), !5223)
  %41 = getelementptr inbounds i8, ptr %35, i64 24
    #dbg_value(i32 0, !5222, !DIExpression(), !5223)
    #dbg_value(i32 %40, !5221, !DIExpression(), !5223)
  %42 = load i32, ptr %41, align 8, !dbg !5230, !tbaa !1652
  %43 = icmp slt i32 %40, %42, !dbg !5231
  br i1 %43, label %44, label %132, !dbg !5232

44:                                               ; preds = %34
  %45 = getelementptr inbounds i8, ptr %19, i64 16
  %46 = getelementptr inbounds i8, ptr %19, i64 8
  br label %47, !dbg !5232

47:                                               ; preds = %95, %44
  %48 = phi i32 [ %42, %44 ], [ %96, %95 ]
  %49 = phi i32 [ 0, %44 ], [ %98, %95 ]
  %50 = phi i32 [ %40, %44 ], [ %97, %95 ]
    #dbg_value(i32 %49, !5222, !DIExpression(), !5223)
    #dbg_value(i32 %50, !5221, !DIExpression(), !5223)
  %51 = load ptr, ptr %36, align 8, !dbg !5233, !tbaa !1654
  %52 = sext i32 %50 to i64, !dbg !5233
  %53 = getelementptr inbounds %struct.Labeldesc, ptr %51, i64 %52, !dbg !5233
  %54 = load ptr, ptr %53, align 8, !dbg !5233, !tbaa !1657
  %55 = load ptr, ptr %19, align 8, !dbg !5233, !tbaa !1657
  %56 = icmp eq ptr %54, %55, !dbg !5233
  br i1 %56, label %57, label %93, !dbg !5236

57:                                               ; preds = %47
  %58 = getelementptr inbounds i8, ptr %53, i64 17, !dbg !5237
  %59 = load i8, ptr %58, align 1, !dbg !5237, !tbaa !1669
  %60 = zext i8 %59 to i32, !dbg !5239
  %61 = or i32 %49, %60, !dbg !5240
    #dbg_value(i32 %61, !5222, !DIExpression(), !5223)
    #dbg_value(ptr %0, !5241, !DIExpression(), !5251)
    #dbg_value(i32 %50, !5246, !DIExpression(), !5251)
    #dbg_value(ptr %19, !5247, !DIExpression(), !5251)
  %62 = load ptr, ptr %7, align 8, !dbg !5253, !tbaa !959
  %63 = getelementptr inbounds i8, ptr %62, i64 16, !dbg !5254
    #dbg_value(ptr %63, !5249, !DIExpression(), !5251)
  %64 = load ptr, ptr %63, align 8, !dbg !5255, !tbaa !1654
  %65 = getelementptr inbounds %struct.Labeldesc, ptr %64, i64 %52, !dbg !5256
    #dbg_value(ptr %65, !5250, !DIExpression(), !5251)
  %66 = getelementptr inbounds i8, ptr %65, i64 16, !dbg !5257
  %67 = load i8, ptr %66, align 8, !dbg !5257, !tbaa !1666
  %68 = load i8, ptr %45, align 8, !dbg !5257, !tbaa !1666
  %69 = icmp ult i8 %67, %68, !dbg !5257
  br i1 %69, label %70, label %71, !dbg !5259, !prof !5260

70:                                               ; preds = %57
  tail call fastcc void @jumpscopeerror(ptr noundef nonnull %0, ptr noundef nonnull %65) #12, !dbg !5261
  unreachable, !dbg !5261

71:                                               ; preds = %57
  %72 = load ptr, ptr %5, align 8, !dbg !5262, !tbaa !1083
  %73 = getelementptr inbounds i8, ptr %65, i64 8, !dbg !5263
  %74 = load i32, ptr %73, align 8, !dbg !5263, !tbaa !1672
  %75 = load i32, ptr %46, align 8, !dbg !5264, !tbaa !1672
  tail call void @luaK_patchlist(ptr noundef %72, i32 noundef %74, i32 noundef %75) #11, !dbg !5265
    #dbg_value(i32 %50, !5248, !DIExpression(), !5251)
  %76 = getelementptr inbounds i8, ptr %62, i64 24
  %77 = load i32, ptr %76, align 8, !dbg !5266, !tbaa !1652
  %78 = add nsw i32 %77, -1, !dbg !5269
  %79 = icmp sgt i32 %78, %50, !dbg !5270
  br i1 %79, label %80, label %90, !dbg !5271

80:                                               ; preds = %71, %80
  %81 = phi i64 [ %84, %80 ], [ %52, %71 ]
    #dbg_value(i64 %81, !5248, !DIExpression(), !5251)
  %82 = load ptr, ptr %63, align 8, !dbg !5272, !tbaa !1654
  %83 = getelementptr inbounds %struct.Labeldesc, ptr %82, i64 %81, !dbg !5273
  %84 = add nsw i64 %81, 1, !dbg !5274
  %85 = getelementptr inbounds %struct.Labeldesc, ptr %82, i64 %84, !dbg !5275
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %83, ptr noundef nonnull align 8 dereferenceable(24) %85, i64 24, i1 false), !dbg !5275, !tbaa.struct !5276
    #dbg_value(i64 %84, !5248, !DIExpression(), !5251)
  %86 = load i32, ptr %76, align 8, !dbg !5266, !tbaa !1652
  %87 = add nsw i32 %86, -1, !dbg !5269
  %88 = sext i32 %87 to i64, !dbg !5270
  %89 = icmp slt i64 %84, %88, !dbg !5270
  br i1 %89, label %80, label %90, !dbg !5271, !llvm.loop !5277

90:                                               ; preds = %80, %71
  %91 = phi i32 [ %78, %71 ], [ %87, %80 ], !dbg !5269
  store i32 %91, ptr %76, align 8, !dbg !5279, !tbaa !1652
  %92 = load i32, ptr %41, align 8, !dbg !5230, !tbaa !1652
  br label %95, !dbg !5280

93:                                               ; preds = %47
  %94 = add nsw i32 %50, 1, !dbg !5281
    #dbg_value(i32 %94, !5221, !DIExpression(), !5223)
  br label %95

95:                                               ; preds = %93, %90
  %96 = phi i32 [ %92, %90 ], [ %48, %93 ], !dbg !5230
  %97 = phi i32 [ %50, %90 ], [ %94, %93 ], !dbg !5223
  %98 = phi i32 [ %61, %90 ], [ %49, %93 ], !dbg !5223
    #dbg_value(i32 %98, !5222, !DIExpression(), !5223)
    #dbg_value(i32 %97, !5221, !DIExpression(), !5223)
  %99 = icmp slt i32 %97, %96, !dbg !5231
  br i1 %99, label %47, label %100, !dbg !5232, !llvm.loop !5282

100:                                              ; preds = %95
  %101 = icmp eq i32 %98, 0, !dbg !5284
  br i1 %101, label %132, label %102, !dbg !5285

102:                                              ; preds = %100
    #dbg_value(ptr %6, !924, !DIExpression(), !5286)
  %103 = getelementptr inbounds i8, ptr %6, i64 66, !dbg !5289
  %104 = load i8, ptr %103, align 2, !dbg !5289, !tbaa !927
  %105 = zext i8 %104 to i32, !dbg !5290
    #dbg_value(ptr %6, !935, !DIExpression(), !5291)
    #dbg_value(i32 %105, !940, !DIExpression(), !5291)
  %106 = getelementptr inbounds i8, ptr %6, i64 16
  %107 = getelementptr inbounds i8, ptr %6, i64 56
  br label %108, !dbg !5293

108:                                              ; preds = %111, %102
  %109 = phi i32 [ %105, %102 ], [ %112, %111 ]
    #dbg_value(i32 %109, !940, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !5291)
  %110 = icmp sgt i32 %109, 0, !dbg !5294
  br i1 %110, label %111, label %129, !dbg !5293

111:                                              ; preds = %108
  %112 = add nsw i32 %109, -1, !dbg !5295
    #dbg_value(i32 %112, !940, !DIExpression(), !5291)
    #dbg_value(ptr %6, !948, !DIExpression(), !5296)
    #dbg_value(i32 %112, !953, !DIExpression(), !5296)
  %113 = load ptr, ptr %106, align 8, !dbg !5298, !tbaa !957
  %114 = getelementptr inbounds i8, ptr %113, i64 88, !dbg !5299
  %115 = load ptr, ptr %114, align 8, !dbg !5299, !tbaa !959
  %116 = load ptr, ptr %115, align 8, !dbg !5300, !tbaa !963
  %117 = load i32, ptr %107, align 8, !dbg !5301, !tbaa !968
  %118 = add nsw i32 %117, %112, !dbg !5302
  %119 = sext i32 %118 to i64, !dbg !5303
  %120 = getelementptr inbounds %union.Vardesc, ptr %116, i64 %119, !dbg !5303
    #dbg_value(ptr %120, !941, !DIExpression(), !5304)
  %121 = getelementptr inbounds i8, ptr %120, i64 9, !dbg !5305
  %122 = load i8, ptr %121, align 1, !dbg !5305, !tbaa !974
  %123 = icmp eq i8 %122, 3, !dbg !5306
  br i1 %123, label %108, label %124, !dbg !5307

124:                                              ; preds = %111
  %125 = getelementptr inbounds i8, ptr %120, i64 10, !dbg !5308
  %126 = load i8, ptr %125, align 2, !dbg !5308, !tbaa !974
  %127 = zext i8 %126 to i32, !dbg !5309
  %128 = add nuw nsw i32 %127, 1, !dbg !5310
  br label %129

129:                                              ; preds = %108, %124
  %130 = phi i32 [ %128, %124 ], [ 0, %108 ], !dbg !5291
  %131 = tail call i32 @luaK_codeABCk(ptr noundef nonnull %6, i32 noundef 54, i32 noundef %130, i32 noundef 0, i32 noundef 0, i32 noundef 0) #11, !dbg !5311
  br label %132, !dbg !5312

132:                                              ; preds = %34, %100, %129
  %133 = phi i32 [ 1, %129 ], [ 0, %100 ], [ 0, %34 ], !dbg !5183
  ret i32 %133, !dbg !5313
}

; Function Attrs: noreturn nounwind uwtable
define internal fastcc void @undefgoto(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #4 !dbg !5314 {
    #dbg_value(ptr %0, !5318, !DIExpression(), !5321)
    #dbg_value(ptr %1, !5319, !DIExpression(), !5321)
  %3 = load ptr, ptr %1, align 8, !dbg !5322, !tbaa !1657
  %4 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !5322
  %5 = load ptr, ptr %4, align 8, !dbg !5322, !tbaa !1141
  %6 = tail call ptr @luaS_newlstr(ptr noundef %5, ptr noundef nonnull @.str.4, i64 noundef 5) #11, !dbg !5322
  %7 = icmp eq ptr %3, %6, !dbg !5322
  %8 = load ptr, ptr %4, align 8, !dbg !5324, !tbaa !1141
  br i1 %7, label %9, label %13, !dbg !5325

9:                                                ; preds = %2
    #dbg_value(ptr @.str.15, !5320, !DIExpression(), !5321)
  %10 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !5326
  %11 = load i32, ptr %10, align 4, !dbg !5326, !tbaa !1661
  %12 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %8, ptr noundef nonnull @.str.15, i32 noundef %11) #11, !dbg !5328
    #dbg_value(ptr %12, !5320, !DIExpression(), !5321)
  br label %19, !dbg !5329

13:                                               ; preds = %2
    #dbg_value(ptr @.str.16, !5320, !DIExpression(), !5321)
  %14 = load ptr, ptr %1, align 8, !dbg !5330, !tbaa !1657
  %15 = getelementptr inbounds i8, ptr %14, i64 24, !dbg !5330
  %16 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !5332
  %17 = load i32, ptr %16, align 4, !dbg !5332, !tbaa !1661
  %18 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %8, ptr noundef nonnull @.str.16, ptr noundef nonnull %15, i32 noundef %17) #11, !dbg !5333
    #dbg_value(ptr %18, !5320, !DIExpression(), !5321)
  br label %19

19:                                               ; preds = %13, %9
  %20 = phi ptr [ %12, %9 ], [ %18, %13 ], !dbg !5324
    #dbg_value(ptr %20, !5320, !DIExpression(), !5321)
  tail call void @luaK_semerror(ptr noundef nonnull %0, ptr noundef %20) #13, !dbg !5334
  unreachable, !dbg !5334
}

declare !dbg !5335 hidden i32 @luaK_getlabel(ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind uwtable
define internal fastcc void @jumpscopeerror(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #4 !dbg !5336 {
    #dbg_value(ptr %0, !5338, !DIExpression(), !5342)
    #dbg_value(ptr %1, !5339, !DIExpression(), !5342)
  %3 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !5343
  %4 = load ptr, ptr %3, align 8, !dbg !5343, !tbaa !1083
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !5343
  %6 = load i8, ptr %5, align 8, !dbg !5343, !tbaa !1666
  %7 = zext i8 %6 to i32, !dbg !5343
    #dbg_value(ptr %4, !948, !DIExpression(), !5344)
    #dbg_value(i32 %7, !953, !DIExpression(), !5344)
  %8 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !5346
  %9 = load ptr, ptr %8, align 8, !dbg !5346, !tbaa !957
  %10 = getelementptr inbounds i8, ptr %9, i64 88, !dbg !5347
  %11 = load ptr, ptr %10, align 8, !dbg !5347, !tbaa !959
  %12 = load ptr, ptr %11, align 8, !dbg !5348, !tbaa !963
  %13 = getelementptr inbounds i8, ptr %4, i64 56, !dbg !5349
  %14 = load i32, ptr %13, align 8, !dbg !5349, !tbaa !968
  %15 = add nsw i32 %14, %7, !dbg !5350
  %16 = sext i32 %15 to i64, !dbg !5351
  %17 = getelementptr inbounds %union.Vardesc, ptr %12, i64 %16, i32 0, i32 5, !dbg !5343
  %18 = load ptr, ptr %17, align 8, !dbg !5343, !tbaa !974
  %19 = getelementptr inbounds i8, ptr %18, i64 24, !dbg !5343
    #dbg_value(ptr %19, !5340, !DIExpression(), !5342)
    #dbg_value(ptr @.str.14, !5341, !DIExpression(), !5342)
  %20 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !5352
  %21 = load ptr, ptr %20, align 8, !dbg !5352, !tbaa !1141
  %22 = load ptr, ptr %1, align 8, !dbg !5353, !tbaa !1657
  %23 = getelementptr inbounds i8, ptr %22, i64 24, !dbg !5353
  %24 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !5354
  %25 = load i32, ptr %24, align 4, !dbg !5354, !tbaa !1661
  %26 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %21, ptr noundef nonnull @.str.14, ptr noundef nonnull %23, i32 noundef %25, ptr noundef nonnull %19) #11, !dbg !5355
    #dbg_value(ptr %26, !5341, !DIExpression(), !5342)
  tail call void @luaK_semerror(ptr noundef %0, ptr noundef %26) #13, !dbg !5356
  unreachable, !dbg !5356
}

declare !dbg !5357 hidden void @luaK_patchlist(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: noreturn
declare !dbg !5360 hidden void @luaK_semerror(ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind uwtable
define internal fastcc void @error_expected(ptr noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !5361 {
    #dbg_value(ptr %0, !5363, !DIExpression(), !5365)
    #dbg_value(i32 %1, !5364, !DIExpression(), !5365)
  %3 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !5366
  %4 = load ptr, ptr %3, align 8, !dbg !5366, !tbaa !1141
  %5 = tail call ptr @luaX_token2str(ptr noundef %0, i32 noundef %1) #11, !dbg !5367
  %6 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %4, ptr noundef nonnull @.str.18, ptr noundef %5) #11, !dbg !5368
  tail call void @luaX_syntaxerror(ptr noundef %0, ptr noundef %6) #13, !dbg !5369
  unreachable, !dbg !5369
}

declare !dbg !5370 hidden ptr @luaX_token2str(ptr noundef, i32 noundef) local_unnamed_addr #3

declare !dbg !5373 hidden void @luaK_int(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @forbody(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #1 !dbg !754 {
  %6 = alloca %struct.BlockCnt, align 8, !DIAssignID !5376
  %7 = alloca %struct.BlockCnt, align 8, !DIAssignID !5377
    #dbg_assign(i1 undef, !865, !DIExpression(), !5377, ptr %7, !DIExpression(), !5378)
    #dbg_value(ptr %0, !860, !DIExpression(), !5378)
    #dbg_value(i32 %1, !861, !DIExpression(), !5378)
    #dbg_value(i32 %2, !862, !DIExpression(), !5378)
    #dbg_value(i32 %3, !863, !DIExpression(), !5378)
    #dbg_value(i32 %4, !864, !DIExpression(), !5378)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #11, !dbg !5379
  %8 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !5380
  %9 = load ptr, ptr %8, align 8, !dbg !5380, !tbaa !1083
    #dbg_value(ptr %9, !867, !DIExpression(), !5378)
    #dbg_value(ptr %0, !1574, !DIExpression(), !5381)
    #dbg_value(i32 258, !1577, !DIExpression(), !5381)
    #dbg_value(ptr %0, !1296, !DIExpression(), !5383)
    #dbg_value(i32 258, !1297, !DIExpression(), !5383)
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !5385
  %11 = load i32, ptr %10, align 8, !dbg !5386, !tbaa !1284
  %12 = icmp eq i32 %11, 258, !dbg !5387
  br i1 %12, label %14, label %13, !dbg !5388

13:                                               ; preds = %5
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 258) #12, !dbg !5389
  unreachable, !dbg !5389

14:                                               ; preds = %5
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !5390
  %15 = zext nneg i32 %4 to i64, !dbg !5391
  %16 = getelementptr inbounds [2 x i32], ptr @forbody.forprep, i64 0, i64 %15, !dbg !5391
  %17 = load i32, ptr %16, align 4, !dbg !5391, !tbaa !1557
  %18 = tail call i32 @luaK_codeABx(ptr noundef %9, i32 noundef %17, i32 noundef %1, i32 noundef 0) #11, !dbg !5392
    #dbg_value(i32 %18, !870, !DIExpression(), !5378)
    #dbg_value(ptr %9, !1147, !DIExpression(), !5393)
    #dbg_value(ptr %7, !1148, !DIExpression(), !5393)
    #dbg_value(i8 0, !1149, !DIExpression(), !5393)
  %19 = getelementptr inbounds i8, ptr %7, i64 18, !dbg !5395
  store i8 0, ptr %19, align 2, !dbg !5396, !tbaa !1161, !DIAssignID !5397
    #dbg_assign(i8 0, !865, !DIExpression(DW_OP_LLVM_fragment, 144, 8), !5397, ptr %19, !DIExpression(), !5378)
  %20 = getelementptr inbounds i8, ptr %9, i64 66, !dbg !5398
  %21 = load i8, ptr %20, align 2, !dbg !5398, !tbaa !927
  %22 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !5399
  store i8 %21, ptr %22, align 8, !dbg !5400, !tbaa !1166, !DIAssignID !5401
    #dbg_assign(i8 %21, !865, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !5401, ptr %22, !DIExpression(), !5378)
  %23 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !5402
  %24 = load ptr, ptr %23, align 8, !dbg !5402, !tbaa !957
  %25 = getelementptr inbounds i8, ptr %24, i64 88, !dbg !5403
  %26 = load ptr, ptr %25, align 8, !dbg !5403, !tbaa !959
  %27 = getelementptr inbounds i8, ptr %26, i64 40, !dbg !5404
  %28 = load i32, ptr %27, align 8, !dbg !5404, !tbaa !1052
  %29 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !5405
  store i32 %28, ptr %29, align 8, !dbg !5406, !tbaa !1170, !DIAssignID !5407
    #dbg_assign(i32 %28, !865, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !5407, ptr %29, !DIExpression(), !5378)
  %30 = getelementptr inbounds i8, ptr %26, i64 24, !dbg !5408
  %31 = load i32, ptr %30, align 8, !dbg !5408, !tbaa !1055
  %32 = getelementptr inbounds i8, ptr %7, i64 12, !dbg !5409
  store i32 %31, ptr %32, align 4, !dbg !5410, !tbaa !1175, !DIAssignID !5411
    #dbg_assign(i32 %31, !865, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !5411, ptr %32, !DIExpression(), !5378)
  %33 = getelementptr inbounds i8, ptr %7, i64 17, !dbg !5412
  store i8 0, ptr %33, align 1, !dbg !5413, !tbaa !1179, !DIAssignID !5414
    #dbg_assign(i8 0, !865, !DIExpression(DW_OP_LLVM_fragment, 136, 8), !5414, ptr %33, !DIExpression(), !5378)
  %34 = getelementptr inbounds i8, ptr %9, i64 24, !dbg !5415
  %35 = load ptr, ptr %34, align 8, !dbg !5415, !tbaa !1135
  %36 = icmp eq ptr %35, null, !dbg !5416
  br i1 %36, label %42, label %37, !dbg !5417

37:                                               ; preds = %14
  %38 = getelementptr inbounds i8, ptr %35, i64 19, !dbg !5418
  %39 = load i8, ptr %38, align 1, !dbg !5418, !tbaa !1184
  %40 = icmp ne i8 %39, 0, !dbg !5417
  %41 = zext i1 %40 to i8, !dbg !5419
  br label %42

42:                                               ; preds = %14, %37
  %43 = phi i8 [ 0, %14 ], [ %41, %37 ], !dbg !5393
  %44 = getelementptr inbounds i8, ptr %7, i64 19, !dbg !5420
  store i8 %43, ptr %44, align 1, !dbg !5421, !tbaa !1184, !DIAssignID !5422
    #dbg_assign(i8 %43, !865, !DIExpression(DW_OP_LLVM_fragment, 152, 8), !5422, ptr %44, !DIExpression(), !5378)
  store ptr %35, ptr %7, align 8, !dbg !5423, !tbaa !1190, !DIAssignID !5424
    #dbg_assign(ptr %35, !865, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !5424, ptr %7, !DIExpression(), !5378)
  store ptr %7, ptr %34, align 8, !dbg !5425, !tbaa !1135
  call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef %3), !dbg !5426
  call void @luaK_reserveregs(ptr noundef nonnull %9, i32 noundef %3) #11, !dbg !5427
    #dbg_assign(i1 undef, !1756, !DIExpression(), !5376, ptr %6, !DIExpression(), !5428)
    #dbg_value(ptr %0, !1759, !DIExpression(), !5428)
  %45 = load ptr, ptr %8, align 8, !dbg !5430, !tbaa !1083
    #dbg_value(ptr %45, !1760, !DIExpression(), !5428)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #11, !dbg !5431
    #dbg_value(ptr %45, !1147, !DIExpression(), !5432)
    #dbg_value(ptr %6, !1148, !DIExpression(), !5432)
    #dbg_value(i8 0, !1149, !DIExpression(), !5432)
  %46 = getelementptr inbounds i8, ptr %6, i64 18, !dbg !5434
  store i8 0, ptr %46, align 2, !dbg !5435, !tbaa !1161
  %47 = getelementptr inbounds i8, ptr %45, i64 66, !dbg !5436
  %48 = load i8, ptr %47, align 2, !dbg !5436, !tbaa !927
  %49 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !5437
  store i8 %48, ptr %49, align 8, !dbg !5438, !tbaa !1166
  %50 = getelementptr inbounds i8, ptr %45, i64 16, !dbg !5439
  %51 = load ptr, ptr %50, align 8, !dbg !5439, !tbaa !957
  %52 = getelementptr inbounds i8, ptr %51, i64 88, !dbg !5440
  %53 = load ptr, ptr %52, align 8, !dbg !5440, !tbaa !959
  %54 = getelementptr inbounds i8, ptr %53, i64 40, !dbg !5441
  %55 = load i32, ptr %54, align 8, !dbg !5441, !tbaa !1052
  %56 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !5442
  store i32 %55, ptr %56, align 8, !dbg !5443, !tbaa !1170
  %57 = getelementptr inbounds i8, ptr %53, i64 24, !dbg !5444
  %58 = load i32, ptr %57, align 8, !dbg !5444, !tbaa !1055
  %59 = getelementptr inbounds i8, ptr %6, i64 12, !dbg !5445
  store i32 %58, ptr %59, align 4, !dbg !5446, !tbaa !1175
  %60 = getelementptr inbounds i8, ptr %6, i64 17, !dbg !5447
  store i8 0, ptr %60, align 1, !dbg !5448, !tbaa !1179
  %61 = getelementptr inbounds i8, ptr %45, i64 24, !dbg !5449
  %62 = load ptr, ptr %61, align 8, !dbg !5449, !tbaa !1135
  %63 = icmp eq ptr %62, null, !dbg !5450
  br i1 %63, label %69, label %64, !dbg !5451

64:                                               ; preds = %42
  %65 = getelementptr inbounds i8, ptr %62, i64 19, !dbg !5452
  %66 = load i8, ptr %65, align 1, !dbg !5452, !tbaa !1184
  %67 = icmp ne i8 %66, 0, !dbg !5451
  %68 = zext i1 %67 to i8, !dbg !5453
  br label %69

69:                                               ; preds = %42, %64
  %70 = phi i8 [ 0, %42 ], [ %68, %64 ], !dbg !5432
  %71 = getelementptr inbounds i8, ptr %6, i64 19, !dbg !5454
  store i8 %70, ptr %71, align 1, !dbg !5455, !tbaa !1184
  store ptr %62, ptr %6, align 8, !dbg !5456, !tbaa !1190
  store ptr %6, ptr %61, align 8, !dbg !5457, !tbaa !1135
    #dbg_value(ptr %0, !1267, !DIExpression(), !5458)
  br label %72, !dbg !5460

72:                                               ; preds = %75, %69
    #dbg_value(ptr %0, !1275, !DIExpression(), !5461)
    #dbg_value(i32 1, !1280, !DIExpression(), !5461)
  %73 = load i32, ptr %10, align 8, !dbg !5463, !tbaa !1284
  switch i32 %73, label %75 [
    i32 259, label %76
    i32 260, label %76
    i32 261, label %76
    i32 288, label %76
    i32 276, label %76
    i32 273, label %74
  ], !dbg !5464

74:                                               ; preds = %72
  call fastcc void @statement(ptr noundef nonnull %0), !dbg !5465
  br label %76, !dbg !5466

75:                                               ; preds = %72
  call fastcc void @statement(ptr noundef nonnull %0), !dbg !5467
  br label %72, !dbg !5460, !llvm.loop !5468

76:                                               ; preds = %72, %72, %72, %72, %72, %74
  call fastcc void @leaveblock(ptr noundef %45), !dbg !5470
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #11, !dbg !5471
  call fastcc void @leaveblock(ptr noundef %9), !dbg !5472
  %77 = call i32 @luaK_getlabel(ptr noundef %9) #11, !dbg !5473
    #dbg_value(ptr %9, !5474, !DIExpression(), !5482)
    #dbg_value(i32 %18, !5477, !DIExpression(), !5482)
    #dbg_value(i32 %77, !5478, !DIExpression(), !5482)
    #dbg_value(i32 0, !5479, !DIExpression(), !5482)
    #dbg_value(!DIArgList(ptr poison, i32 poison), !5480, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !5482)
  %78 = xor i32 %18, -1, !dbg !5484
  %79 = add i32 %77, %78, !dbg !5485
    #dbg_value(i32 %79, !5481, !DIExpression(), !5482)
  %80 = icmp sgt i32 %79, 131071, !dbg !5486
  br i1 %80, label %81, label %83, !dbg !5488, !prof !5260

81:                                               ; preds = %76
  %82 = load ptr, ptr %23, align 8, !dbg !5489, !tbaa !957
  call void @luaX_syntaxerror(ptr noundef %82, ptr noundef nonnull @.str.21) #13, !dbg !5490
  unreachable, !dbg !5490

83:                                               ; preds = %76
  %84 = load ptr, ptr %9, align 8, !dbg !5491, !tbaa !1029
  %85 = getelementptr inbounds i8, ptr %84, i64 64, !dbg !5492
  %86 = load ptr, ptr %85, align 8, !dbg !5492, !tbaa !1377
    #dbg_value(!DIArgList(ptr %86, i32 %18), !5480, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !5482)
  %87 = sext i32 %18 to i64, !dbg !5493
    #dbg_value(!DIArgList(ptr %86, i64 %87), !5480, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !5482)
  %88 = getelementptr inbounds i32, ptr %86, i64 %87, !dbg !5493
    #dbg_value(ptr %88, !5480, !DIExpression(), !5482)
  %89 = load i32, ptr %88, align 4, !dbg !5494, !tbaa !1557
  %90 = and i32 %89, 32767, !dbg !5494
  %91 = shl i32 %79, 15, !dbg !5494
  %92 = or disjoint i32 %90, %91, !dbg !5494
  store i32 %92, ptr %88, align 4, !dbg !5494, !tbaa !1557
  %93 = icmp eq i32 %4, 0, !dbg !5495
  br i1 %93, label %96, label %94, !dbg !5497

94:                                               ; preds = %83
  %95 = call i32 @luaK_codeABCk(ptr noundef nonnull %9, i32 noundef 76, i32 noundef %1, i32 noundef 0, i32 noundef %3, i32 noundef 0) #11, !dbg !5498
  call void @luaK_fixline(ptr noundef nonnull %9, i32 noundef %2) #11, !dbg !5500
  br label %96, !dbg !5501

96:                                               ; preds = %94, %83
  %97 = getelementptr inbounds [2 x i32], ptr @forbody.forloop, i64 0, i64 %15, !dbg !5502
  %98 = load i32, ptr %97, align 4, !dbg !5502, !tbaa !1557
  %99 = call i32 @luaK_codeABx(ptr noundef nonnull %9, i32 noundef %98, i32 noundef %1, i32 noundef 0) #11, !dbg !5503
    #dbg_value(i32 %99, !871, !DIExpression(), !5378)
    #dbg_value(ptr %9, !5474, !DIExpression(), !5504)
    #dbg_value(i32 %99, !5477, !DIExpression(), !5504)
    #dbg_value(i32 %18, !5478, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !5504)
    #dbg_value(i32 1, !5479, !DIExpression(), !5504)
    #dbg_value(!DIArgList(ptr poison, i32 poison), !5480, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !5504)
  %100 = sub i32 %99, %18, !dbg !5506
    #dbg_value(i32 %100, !5481, !DIExpression(), !5504)
  %101 = icmp sgt i32 %100, 131071, !dbg !5507
  br i1 %101, label %102, label %104, !dbg !5508, !prof !5260

102:                                              ; preds = %96
  %103 = load ptr, ptr %23, align 8, !dbg !5509, !tbaa !957
  call void @luaX_syntaxerror(ptr noundef %103, ptr noundef nonnull @.str.21) #13, !dbg !5510
  unreachable, !dbg !5510

104:                                              ; preds = %96
  %105 = load ptr, ptr %9, align 8, !dbg !5511, !tbaa !1029
  %106 = getelementptr inbounds i8, ptr %105, i64 64, !dbg !5512
  %107 = load ptr, ptr %106, align 8, !dbg !5512, !tbaa !1377
    #dbg_value(!DIArgList(ptr %107, i32 %99), !5480, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !5504)
  %108 = sext i32 %99 to i64, !dbg !5513
    #dbg_value(!DIArgList(ptr %107, i64 %108), !5480, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !5504)
  %109 = getelementptr inbounds i32, ptr %107, i64 %108, !dbg !5513
    #dbg_value(ptr %109, !5480, !DIExpression(), !5504)
  %110 = load i32, ptr %109, align 4, !dbg !5514, !tbaa !1557
  %111 = and i32 %110, 32767, !dbg !5514
  %112 = shl i32 %100, 15, !dbg !5514
  %113 = or disjoint i32 %111, %112, !dbg !5514
  store i32 %113, ptr %109, align 4, !dbg !5514, !tbaa !1557
  call void @luaK_fixline(ptr noundef nonnull %9, i32 noundef %2) #11, !dbg !5515
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #11, !dbg !5516
  ret void, !dbg !5516
}

declare !dbg !5517 hidden void @luaK_checkstack(ptr noundef, i32 noundef) local_unnamed_addr #3

declare !dbg !5518 hidden void @luaK_nil(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

declare !dbg !5519 hidden i32 @luaK_exp2const(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !5524 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #7

declare !dbg !5528 hidden i32 @luaK_exp2anyreg(ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !5531 hidden void @luaK_ret(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @restassign(ptr noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #1 !dbg !5532 {
  %4 = alloca %struct.expdesc, align 8, !DIAssignID !5545
    #dbg_assign(i1 undef, !5539, !DIExpression(), !5545, ptr %4, !DIExpression(), !5546)
  %5 = alloca %struct.LHS_assign, align 8, !DIAssignID !5547
    #dbg_assign(i1 undef, !5540, !DIExpression(), !5547, ptr %5, !DIExpression(), !5548)
    #dbg_value(ptr %0, !5536, !DIExpression(), !5546)
    #dbg_value(ptr %1, !5537, !DIExpression(), !5546)
    #dbg_value(i32 %2, !5538, !DIExpression(), !5546)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11, !dbg !5549
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !5550
  %7 = load i32, ptr %6, align 8, !dbg !5550, !tbaa !1847
  %8 = add i32 %7, -9, !dbg !5550
  %9 = icmp ult i32 %8, 7, !dbg !5550
  br i1 %9, label %11, label %10, !dbg !5550

10:                                               ; preds = %3
  tail call void @luaX_syntaxerror(ptr noundef %0, ptr noundef nonnull @.str.28) #13, !dbg !5550
  unreachable, !dbg !5550

11:                                               ; preds = %3
    #dbg_value(ptr %0, !2708, !DIExpression(), !5553)
    #dbg_value(ptr %6, !2711, !DIExpression(), !5553)
  %12 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !5555
  %13 = load ptr, ptr %12, align 8, !dbg !5555, !tbaa !1083
    #dbg_value(ptr %13, !2712, !DIExpression(), !5553)
    #dbg_value(ptr null, !2713, !DIExpression(), !5553)
  switch i32 %7, label %61 [
    i32 11, label %14
    i32 9, label %22
    i32 10, label %41
  ], !dbg !5556

14:                                               ; preds = %11
  %15 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !5557
  %16 = load ptr, ptr %15, align 8, !dbg !5557, !tbaa !959
  %17 = load ptr, ptr %16, align 8, !dbg !5558, !tbaa !963
  %18 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !5559
  %19 = load i32, ptr %18, align 8, !dbg !5560, !tbaa !974
  %20 = sext i32 %19 to i64, !dbg !5561
  %21 = getelementptr inbounds %union.Vardesc, ptr %17, i64 %20, i32 0, i32 5, !dbg !5562
    #dbg_value(ptr poison, !2713, !DIExpression(), !5553)
  br label %52, !dbg !5563

22:                                               ; preds = %11
  %23 = getelementptr inbounds i8, ptr %1, i64 18, !dbg !5564
  %24 = load i16, ptr %23, align 2, !dbg !5564, !tbaa !974
  %25 = zext i16 %24 to i32, !dbg !5565
    #dbg_value(ptr %13, !948, !DIExpression(), !5566)
    #dbg_value(i32 %25, !953, !DIExpression(), !5566)
  %26 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !5568
  %27 = load ptr, ptr %26, align 8, !dbg !5568, !tbaa !957
  %28 = getelementptr inbounds i8, ptr %27, i64 88, !dbg !5569
  %29 = load ptr, ptr %28, align 8, !dbg !5569, !tbaa !959
  %30 = load ptr, ptr %29, align 8, !dbg !5570, !tbaa !963
  %31 = getelementptr inbounds i8, ptr %13, i64 56, !dbg !5571
  %32 = load i32, ptr %31, align 8, !dbg !5571, !tbaa !968
  %33 = add nsw i32 %32, %25, !dbg !5572
  %34 = sext i32 %33 to i64, !dbg !5573
  %35 = getelementptr inbounds %union.Vardesc, ptr %30, i64 %34, !dbg !5573
    #dbg_value(ptr %35, !2714, !DIExpression(), !5574)
  %36 = getelementptr inbounds i8, ptr %35, i64 9, !dbg !5575
  %37 = load i8, ptr %36, align 1, !dbg !5575, !tbaa !974
  %38 = icmp eq i8 %37, 0, !dbg !5576
  br i1 %38, label %61, label %39, !dbg !5577

39:                                               ; preds = %22
  %40 = getelementptr inbounds i8, ptr %35, i64 16, !dbg !5578
    #dbg_value(ptr poison, !2713, !DIExpression(), !5553)
  br label %52, !dbg !5579

41:                                               ; preds = %11
  %42 = load ptr, ptr %13, align 8, !dbg !5580, !tbaa !1029
  %43 = getelementptr inbounds i8, ptr %42, i64 80, !dbg !5581
  %44 = load ptr, ptr %43, align 8, !dbg !5581, !tbaa !1237
  %45 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !5582
  %46 = load i32, ptr %45, align 8, !dbg !5583, !tbaa !974
  %47 = sext i32 %46 to i64, !dbg !5584
  %48 = getelementptr inbounds %struct.Upvaldesc, ptr %44, i64 %47, !dbg !5584
    #dbg_value(ptr %48, !2717, !DIExpression(), !5585)
  %49 = getelementptr inbounds i8, ptr %48, i64 10, !dbg !5586
  %50 = load i8, ptr %49, align 2, !dbg !5586, !tbaa !1261
  %51 = icmp eq i8 %50, 0, !dbg !5587
  br i1 %51, label %61, label %52, !dbg !5588

52:                                               ; preds = %41, %39, %14
  %53 = phi ptr [ %21, %14 ], [ %40, %39 ], [ %48, %41 ]
  %54 = load ptr, ptr %53, align 8, !dbg !5589, !tbaa !974
    #dbg_value(ptr %54, !2713, !DIExpression(), !5553)
  %55 = icmp eq ptr %54, null, !dbg !5590
  br i1 %55, label %61, label %56, !dbg !5591

56:                                               ; preds = %52
  %57 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !5592
  %58 = load ptr, ptr %57, align 8, !dbg !5592, !tbaa !1141
  %59 = getelementptr inbounds i8, ptr %54, i64 24, !dbg !5593
  %60 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %58, ptr noundef nonnull @.str.22, ptr noundef nonnull %59) #11, !dbg !5594
    #dbg_value(ptr %60, !2719, !DIExpression(), !5595)
  tail call void @luaK_semerror(ptr noundef nonnull %0, ptr noundef %60) #13, !dbg !5596
  unreachable, !dbg !5596

61:                                               ; preds = %11, %22, %41, %52
    #dbg_value(ptr %0, !1675, !DIExpression(), !5597)
    #dbg_value(i32 44, !1678, !DIExpression(), !5597)
  %62 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !5599
  %63 = load i32, ptr %62, align 8, !dbg !5600, !tbaa !1284
  switch i32 %63, label %138 [
    i32 44, label %64
    i32 61, label %139
  ], !dbg !5601

64:                                               ; preds = %61
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !5602
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11, !dbg !5603
  store ptr %1, ptr %5, align 8, !dbg !5604, !tbaa !3428, !DIAssignID !5605
    #dbg_assign(ptr %1, !5540, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !5605, ptr %5, !DIExpression(), !5548)
  %65 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !5606
  call fastcc void @suffixedexp(ptr noundef nonnull %0, ptr noundef nonnull %65), !dbg !5607
  %66 = load i32, ptr %65, align 8, !dbg !5608
  %67 = and i32 %66, -4, !dbg !5608
  %68 = icmp eq i32 %67, 12, !dbg !5608
  br i1 %68, label %130, label %69, !dbg !5608

69:                                               ; preds = %64
    #dbg_value(ptr %0, !5610, !DIExpression(), !5620)
    #dbg_value(ptr %1, !5615, !DIExpression(), !5620)
    #dbg_value(ptr %65, !5616, !DIExpression(), !5620)
  %70 = load ptr, ptr %12, align 8, !dbg !5622, !tbaa !1083
    #dbg_value(ptr %70, !5617, !DIExpression(), !5620)
  %71 = getelementptr inbounds i8, ptr %70, i64 68, !dbg !5623
  %72 = load i8, ptr %71, align 4, !dbg !5623, !tbaa !2069
    #dbg_value(i32 %117, !5618, !DIExpression(), !5620)
    #dbg_value(i32 0, !5619, !DIExpression(), !5620)
  %73 = getelementptr inbounds i8, ptr %5, i64 16
  %74 = zext i8 %72 to i16
  br label %75, !dbg !5624

75:                                               ; preds = %112, %69
  %76 = phi i32 [ 0, %69 ], [ %113, %112 ]
  %77 = phi ptr [ %1, %69 ], [ %114, %112 ]
    #dbg_value(i32 %76, !5619, !DIExpression(), !5620)
    #dbg_value(ptr %77, !5615, !DIExpression(), !5620)
  %78 = getelementptr inbounds i8, ptr %77, i64 8, !dbg !5626
  %79 = load i32, ptr %78, align 8, !dbg !5626, !tbaa !3436
  %80 = and i32 %79, -4, !dbg !5626
  %81 = icmp eq i32 %80, 12, !dbg !5626
  br i1 %81, label %82, label %112, !dbg !5626

82:                                               ; preds = %75
  %83 = icmp eq i32 %79, 13, !dbg !5630
  %84 = load i32, ptr %65, align 8, !dbg !5633, !tbaa !1847
  br i1 %83, label %85, label %94, !dbg !5634

85:                                               ; preds = %82
  %86 = icmp eq i32 %84, 10, !dbg !5635
  br i1 %86, label %87, label %112, !dbg !5638

87:                                               ; preds = %85
  %88 = getelementptr inbounds i8, ptr %77, i64 18, !dbg !5639
  %89 = load i8, ptr %88, align 2, !dbg !5639, !tbaa !974
  %90 = zext i8 %89 to i32, !dbg !5640
  %91 = load i32, ptr %73, align 8, !dbg !5641, !tbaa !974
  %92 = icmp eq i32 %91, %90, !dbg !5642
  br i1 %92, label %93, label %112, !dbg !5643

93:                                               ; preds = %87
    #dbg_value(i32 1, !5619, !DIExpression(), !5620)
  store i32 15, ptr %78, align 8, !dbg !5644, !tbaa !3436
  store i8 %72, ptr %88, align 2, !dbg !5646, !tbaa !974
  br label %112, !dbg !5647

94:                                               ; preds = %82
  %95 = icmp eq i32 %84, 9, !dbg !5648
  br i1 %95, label %96, label %112, !dbg !5651

96:                                               ; preds = %94
  %97 = getelementptr inbounds i8, ptr %77, i64 18, !dbg !5652
  %98 = load i8, ptr %97, align 2, !dbg !5652, !tbaa !974
  %99 = load i8, ptr %73, align 8, !dbg !5653, !tbaa !974
  %100 = icmp eq i8 %98, %99, !dbg !5654
  br i1 %100, label %101, label %102, !dbg !5655

101:                                              ; preds = %96
    #dbg_value(i32 1, !5619, !DIExpression(), !5620)
  store i8 %72, ptr %97, align 2, !dbg !5656, !tbaa !974
  br label %102, !dbg !5658

102:                                              ; preds = %101, %96
  %103 = phi i32 [ 1, %101 ], [ %76, %96 ], !dbg !5620
    #dbg_value(i32 %103, !5619, !DIExpression(), !5620)
  %104 = icmp eq i32 %79, 12, !dbg !5659
  br i1 %104, label %105, label %112, !dbg !5661

105:                                              ; preds = %102
  %106 = getelementptr inbounds i8, ptr %77, i64 16, !dbg !5662
  %107 = load i16, ptr %106, align 8, !dbg !5663, !tbaa !974
  %108 = sext i16 %107 to i32, !dbg !5664
  %109 = zext i8 %99 to i32, !dbg !5665
  %110 = icmp eq i32 %108, %109, !dbg !5666
  br i1 %110, label %111, label %112, !dbg !5667

111:                                              ; preds = %105
    #dbg_value(i32 1, !5619, !DIExpression(), !5620)
  store i16 %74, ptr %106, align 8, !dbg !5668, !tbaa !974
  br label %112, !dbg !5670

112:                                              ; preds = %102, %94, %111, %105, %93, %87, %85, %75
  %113 = phi i32 [ 1, %93 ], [ %76, %87 ], [ %76, %85 ], [ 1, %111 ], [ %103, %105 ], [ %103, %102 ], [ %76, %75 ], [ %76, %94 ], !dbg !5620
    #dbg_value(i32 %113, !5619, !DIExpression(), !5620)
  %114 = load ptr, ptr %77, align 8, !dbg !5671, !tbaa !3428
    #dbg_value(ptr %114, !5615, !DIExpression(), !5620)
  %115 = icmp eq ptr %114, null, !dbg !5624
  br i1 %115, label %116, label %75, !dbg !5624, !llvm.loop !5672

116:                                              ; preds = %112
  %117 = zext i8 %72 to i32, !dbg !5674
  %118 = icmp eq i32 %113, 0, !dbg !5675
  br i1 %118, label %130, label %119, !dbg !5677

119:                                              ; preds = %116
  %120 = load i32, ptr %65, align 8, !dbg !5678, !tbaa !1847
  %121 = icmp eq i32 %120, 9, !dbg !5681
  br i1 %121, label %122, label %126, !dbg !5682

122:                                              ; preds = %119
  %123 = load i8, ptr %73, align 8, !dbg !5683, !tbaa !974
  %124 = zext i8 %123 to i32, !dbg !5683
  %125 = call i32 @luaK_codeABCk(ptr noundef %70, i32 noundef 0, i32 noundef %117, i32 noundef %124, i32 noundef 0, i32 noundef 0) #11, !dbg !5683
  br label %129, !dbg !5683

126:                                              ; preds = %119
  %127 = load i32, ptr %73, align 8, !dbg !5684, !tbaa !974
  %128 = call i32 @luaK_codeABCk(ptr noundef %70, i32 noundef 9, i32 noundef %117, i32 noundef %127, i32 noundef 0, i32 noundef 0) #11, !dbg !5684
  br label %129

129:                                              ; preds = %126, %122
  call void @luaK_reserveregs(ptr noundef %70, i32 noundef 1) #11, !dbg !5685
  br label %130, !dbg !5686

130:                                              ; preds = %129, %116, %64
  %131 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !5687
  %132 = load ptr, ptr %131, align 8, !dbg !5687, !tbaa !1141
  call void @luaE_incCstack(ptr noundef %132) #11, !dbg !5687
  %133 = add nsw i32 %2, 1, !dbg !5688
  call fastcc void @restassign(ptr noundef %0, ptr noundef nonnull %5, i32 noundef %133), !dbg !5689
  %134 = load ptr, ptr %131, align 8, !dbg !5690, !tbaa !1141
  %135 = getelementptr inbounds i8, ptr %134, i64 176, !dbg !5690
  %136 = load i32, ptr %135, align 8, !dbg !5690, !tbaa !3470
  %137 = add i32 %136, -1, !dbg !5690
  store i32 %137, ptr %135, align 8, !dbg !5690, !tbaa !3470
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11, !dbg !5691
  br label %176, !dbg !5692

138:                                              ; preds = %61
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 61) #12, !dbg !5693
  unreachable, !dbg !5693

139:                                              ; preds = %61
  tail call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !5696
    #dbg_value(ptr %0, !2412, !DIExpression(), !5697)
    #dbg_value(ptr %4, !2417, !DIExpression(), !5697)
    #dbg_value(i32 1, !2418, !DIExpression(), !5697)
    #dbg_value(ptr %0, !1564, !DIExpression(), !5699)
    #dbg_value(ptr %4, !1570, !DIExpression(), !5699)
  %140 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %4, i32 noundef 0), !dbg !5701
    #dbg_value(i32 1, !2418, !DIExpression(), !5697)
    #dbg_value(ptr %0, !1675, !DIExpression(), !5702)
    #dbg_value(i32 44, !1678, !DIExpression(), !5702)
  %141 = load i32, ptr %62, align 8, !dbg !5704, !tbaa !1284
  %142 = icmp eq i32 %141, 44, !dbg !5705
  br i1 %142, label %143, label %150, !dbg !5706

143:                                              ; preds = %139, %143
  %144 = phi i32 [ %147, %143 ], [ 1, %139 ]
    #dbg_value(i32 %144, !2418, !DIExpression(), !5697)
  call void @luaX_next(ptr noundef nonnull %0) #11, !dbg !5707
  %145 = load ptr, ptr %12, align 8, !dbg !5708, !tbaa !1083
  call void @luaK_exp2nextreg(ptr noundef %145, ptr noundef nonnull %4) #11, !dbg !5709
    #dbg_value(ptr %0, !1564, !DIExpression(), !5710)
    #dbg_value(ptr %4, !1570, !DIExpression(), !5710)
  %146 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %4, i32 noundef 0), !dbg !5712
  %147 = add nuw nsw i32 %144, 1, !dbg !5713
    #dbg_value(i32 %147, !2418, !DIExpression(), !5697)
    #dbg_value(ptr %0, !1675, !DIExpression(), !5702)
    #dbg_value(i32 44, !1678, !DIExpression(), !5702)
  %148 = load i32, ptr %62, align 8, !dbg !5704, !tbaa !1284
  %149 = icmp eq i32 %148, 44, !dbg !5705
  br i1 %149, label %143, label %150, !dbg !5706, !llvm.loop !5714

150:                                              ; preds = %143, %139
  %151 = phi i32 [ 1, %139 ], [ %147, %143 ], !dbg !5697
    #dbg_value(i32 %151, !5543, !DIExpression(), !5717)
  %152 = icmp eq i32 %151, %2, !dbg !5718
  %153 = load ptr, ptr %12, align 8, !dbg !5720, !tbaa !1083
  br i1 %152, label %174, label %154, !dbg !5721

154:                                              ; preds = %150
    #dbg_value(ptr %0, !2440, !DIExpression(), !5722)
    #dbg_value(i32 %2, !2445, !DIExpression(), !5722)
    #dbg_value(i32 %151, !2446, !DIExpression(), !5722)
    #dbg_value(ptr %4, !2447, !DIExpression(), !5722)
    #dbg_value(ptr %153, !2448, !DIExpression(), !5722)
  %155 = sub nsw i32 %2, %151, !dbg !5724
    #dbg_value(i32 %155, !2449, !DIExpression(), !5722)
  %156 = load i32, ptr %4, align 8, !dbg !5725, !tbaa !1847
  switch i32 %156, label %157 [
    i32 18, label %164
    i32 19, label %164
    i32 0, label %158
  ], !dbg !5725

157:                                              ; preds = %154
  call void @luaK_exp2nextreg(ptr noundef %153, ptr noundef nonnull %4) #11, !dbg !5726
  br label %158, !dbg !5726

158:                                              ; preds = %157, %154
  %159 = icmp sgt i32 %155, 0, !dbg !5727
  br i1 %159, label %160, label %169, !dbg !5728

160:                                              ; preds = %158
  %161 = getelementptr inbounds i8, ptr %153, i64 68, !dbg !5729
  %162 = load i8, ptr %161, align 4, !dbg !5729, !tbaa !2069
  %163 = zext i8 %162 to i32, !dbg !5730
  call void @luaK_nil(ptr noundef %153, i32 noundef %163, i32 noundef %155) #11, !dbg !5731
  br label %168, !dbg !5732

164:                                              ; preds = %154, %154
    #dbg_value(i32 %155, !2450, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !5733)
  %165 = call i32 @llvm.smax.i32(i32 %155, i32 -1), !dbg !5734
  %166 = add nsw i32 %165, 1, !dbg !5734
    #dbg_value(i32 %166, !2450, !DIExpression(), !5733)
  call void @luaK_setreturns(ptr noundef %153, ptr noundef nonnull %4, i32 noundef %166) #11, !dbg !5735
  %167 = icmp sgt i32 %155, 0, !dbg !5736
  br i1 %167, label %168, label %169, !dbg !5732

168:                                              ; preds = %164, %160
  call void @luaK_reserveregs(ptr noundef %153, i32 noundef %155) #11, !dbg !5737
  br label %176, !dbg !5737

169:                                              ; preds = %164, %158
  %170 = getelementptr inbounds i8, ptr %153, i64 68, !dbg !5738
  %171 = load i8, ptr %170, align 4, !dbg !5739, !tbaa !2069
  %172 = trunc i32 %155 to i8, !dbg !5739
  %173 = add i8 %171, %172, !dbg !5739
  store i8 %173, ptr %170, align 4, !dbg !5739, !tbaa !2069
  br label %176

174:                                              ; preds = %150
  call void @luaK_setoneret(ptr noundef %153, ptr noundef nonnull %4) #11, !dbg !5740
  %175 = load ptr, ptr %12, align 8, !dbg !5742, !tbaa !1083
  br label %185

176:                                              ; preds = %168, %169, %130
  %177 = load ptr, ptr %12, align 8, !dbg !5743, !tbaa !1083
  %178 = getelementptr inbounds i8, ptr %177, i64 68, !dbg !5744
  %179 = load i8, ptr %178, align 4, !dbg !5744, !tbaa !2069
  %180 = zext i8 %179 to i32, !dbg !5745
  %181 = add nsw i32 %180, -1, !dbg !5746
    #dbg_value(ptr %4, !3742, !DIExpression(), !5747)
    #dbg_value(i32 8, !3747, !DIExpression(), !5747)
    #dbg_value(i32 %181, !3748, !DIExpression(), !5747)
  %182 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !5749
  store i32 -1, ptr %182, align 8, !dbg !5750, !tbaa !1624, !DIAssignID !5751
    #dbg_assign(i32 -1, !5539, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !5751, ptr %182, !DIExpression(), !5546)
  %183 = getelementptr inbounds i8, ptr %4, i64 20, !dbg !5752
  store i32 -1, ptr %183, align 4, !dbg !5753, !tbaa !1729, !DIAssignID !5754
    #dbg_assign(i32 -1, !5539, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !5754, ptr %183, !DIExpression(), !5546)
  store i32 8, ptr %4, align 8, !dbg !5755, !tbaa !1847, !DIAssignID !5756
    #dbg_assign(i32 8, !5539, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !5756, ptr %4, !DIExpression(), !5546)
  %184 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !5757
  store i32 %181, ptr %184, align 8, !dbg !5758, !tbaa !974, !DIAssignID !5759
    #dbg_assign(i32 %181, !5539, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !5759, ptr %184, !DIExpression(), !5546)
  br label %185, !dbg !5760

185:                                              ; preds = %174, %176
  %186 = phi ptr [ %175, %174 ], [ %177, %176 ]
  call void @luaK_storevar(ptr noundef %186, ptr noundef nonnull %6, ptr noundef nonnull %4) #11, !dbg !5546
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11, !dbg !5760
  ret void, !dbg !5760
}

declare !dbg !5761 hidden void @luaK_setoneret(ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !5762 hidden void @luaK_finish(ptr noundef) local_unnamed_addr #3

declare !dbg !5763 hidden ptr @luaM_shrinkvector_(ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

declare !dbg !5766 hidden void @luaC_step(ptr noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

attributes #0 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { noreturn nounwind }
attributes #14 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!912, !913, !914, !915, !916, !917, !918}
!llvm.ident = !{!919}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 355, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/lua/lparser.c", directory: ".", checksumkind: CSK_MD5, checksum: "017f32999afcbdf4dc722a4abd308d1a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 20)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 32)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1652, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 6)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "priority", scope: !29, file: !2, line: 1240, type: !906, isLocal: true, isDefinition: true)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !30, retainedTypes: !213, globals: !676, splitDebugInlining: false, nameTableKind: None)
!30 = !{!31, !72, !158, !181, !206}
!31 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "RESERVED", file: !32, line: 32, baseType: !33, size: 32, elements: !34)
!32 = !DIFile(filename: "src/lua/llex.h", directory: ".", checksumkind: CSK_MD5, checksum: "da06f8f4d5cae5a2a65fa68f35a93cca")
!33 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!34 = !{!35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71}
!35 = !DIEnumerator(name: "TK_AND", value: 256)
!36 = !DIEnumerator(name: "TK_BREAK", value: 257)
!37 = !DIEnumerator(name: "TK_DO", value: 258)
!38 = !DIEnumerator(name: "TK_ELSE", value: 259)
!39 = !DIEnumerator(name: "TK_ELSEIF", value: 260)
!40 = !DIEnumerator(name: "TK_END", value: 261)
!41 = !DIEnumerator(name: "TK_FALSE", value: 262)
!42 = !DIEnumerator(name: "TK_FOR", value: 263)
!43 = !DIEnumerator(name: "TK_FUNCTION", value: 264)
!44 = !DIEnumerator(name: "TK_GOTO", value: 265)
!45 = !DIEnumerator(name: "TK_IF", value: 266)
!46 = !DIEnumerator(name: "TK_IN", value: 267)
!47 = !DIEnumerator(name: "TK_LOCAL", value: 268)
!48 = !DIEnumerator(name: "TK_NIL", value: 269)
!49 = !DIEnumerator(name: "TK_NOT", value: 270)
!50 = !DIEnumerator(name: "TK_OR", value: 271)
!51 = !DIEnumerator(name: "TK_REPEAT", value: 272)
!52 = !DIEnumerator(name: "TK_RETURN", value: 273)
!53 = !DIEnumerator(name: "TK_THEN", value: 274)
!54 = !DIEnumerator(name: "TK_TRUE", value: 275)
!55 = !DIEnumerator(name: "TK_UNTIL", value: 276)
!56 = !DIEnumerator(name: "TK_WHILE", value: 277)
!57 = !DIEnumerator(name: "TK_IDIV", value: 278)
!58 = !DIEnumerator(name: "TK_CONCAT", value: 279)
!59 = !DIEnumerator(name: "TK_DOTS", value: 280)
!60 = !DIEnumerator(name: "TK_EQ", value: 281)
!61 = !DIEnumerator(name: "TK_GE", value: 282)
!62 = !DIEnumerator(name: "TK_LE", value: 283)
!63 = !DIEnumerator(name: "TK_NE", value: 284)
!64 = !DIEnumerator(name: "TK_SHL", value: 285)
!65 = !DIEnumerator(name: "TK_SHR", value: 286)
!66 = !DIEnumerator(name: "TK_DBCOLON", value: 287)
!67 = !DIEnumerator(name: "TK_EOS", value: 288)
!68 = !DIEnumerator(name: "TK_FLT", value: 289)
!69 = !DIEnumerator(name: "TK_INT", value: 290)
!70 = !DIEnumerator(name: "TK_NAME", value: 291)
!71 = !DIEnumerator(name: "TK_STRING", value: 292)
!72 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !73, line: 197, baseType: !33, size: 32, elements: !74)
!73 = !DIFile(filename: "src/lua/lopcodes.h", directory: ".", checksumkind: CSK_MD5, checksum: "9b7c76c444d74fd26cb684f6b76a3637")
!74 = !{!75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !99, !100, !101, !102, !103, !104, !105, !106, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126, !127, !128, !129, !130, !131, !132, !133, !134, !135, !136, !137, !138, !139, !140, !141, !142, !143, !144, !145, !146, !147, !148, !149, !150, !151, !152, !153, !154, !155, !156, !157}
!75 = !DIEnumerator(name: "OP_MOVE", value: 0)
!76 = !DIEnumerator(name: "OP_LOADI", value: 1)
!77 = !DIEnumerator(name: "OP_LOADF", value: 2)
!78 = !DIEnumerator(name: "OP_LOADK", value: 3)
!79 = !DIEnumerator(name: "OP_LOADKX", value: 4)
!80 = !DIEnumerator(name: "OP_LOADFALSE", value: 5)
!81 = !DIEnumerator(name: "OP_LFALSESKIP", value: 6)
!82 = !DIEnumerator(name: "OP_LOADTRUE", value: 7)
!83 = !DIEnumerator(name: "OP_LOADNIL", value: 8)
!84 = !DIEnumerator(name: "OP_GETUPVAL", value: 9)
!85 = !DIEnumerator(name: "OP_SETUPVAL", value: 10)
!86 = !DIEnumerator(name: "OP_GETTABUP", value: 11)
!87 = !DIEnumerator(name: "OP_GETTABLE", value: 12)
!88 = !DIEnumerator(name: "OP_GETI", value: 13)
!89 = !DIEnumerator(name: "OP_GETFIELD", value: 14)
!90 = !DIEnumerator(name: "OP_SETTABUP", value: 15)
!91 = !DIEnumerator(name: "OP_SETTABLE", value: 16)
!92 = !DIEnumerator(name: "OP_SETI", value: 17)
!93 = !DIEnumerator(name: "OP_SETFIELD", value: 18)
!94 = !DIEnumerator(name: "OP_NEWTABLE", value: 19)
!95 = !DIEnumerator(name: "OP_SELF", value: 20)
!96 = !DIEnumerator(name: "OP_ADDI", value: 21)
!97 = !DIEnumerator(name: "OP_ADDK", value: 22)
!98 = !DIEnumerator(name: "OP_SUBK", value: 23)
!99 = !DIEnumerator(name: "OP_MULK", value: 24)
!100 = !DIEnumerator(name: "OP_MODK", value: 25)
!101 = !DIEnumerator(name: "OP_POWK", value: 26)
!102 = !DIEnumerator(name: "OP_DIVK", value: 27)
!103 = !DIEnumerator(name: "OP_IDIVK", value: 28)
!104 = !DIEnumerator(name: "OP_BANDK", value: 29)
!105 = !DIEnumerator(name: "OP_BORK", value: 30)
!106 = !DIEnumerator(name: "OP_BXORK", value: 31)
!107 = !DIEnumerator(name: "OP_SHRI", value: 32)
!108 = !DIEnumerator(name: "OP_SHLI", value: 33)
!109 = !DIEnumerator(name: "OP_ADD", value: 34)
!110 = !DIEnumerator(name: "OP_SUB", value: 35)
!111 = !DIEnumerator(name: "OP_MUL", value: 36)
!112 = !DIEnumerator(name: "OP_MOD", value: 37)
!113 = !DIEnumerator(name: "OP_POW", value: 38)
!114 = !DIEnumerator(name: "OP_DIV", value: 39)
!115 = !DIEnumerator(name: "OP_IDIV", value: 40)
!116 = !DIEnumerator(name: "OP_BAND", value: 41)
!117 = !DIEnumerator(name: "OP_BOR", value: 42)
!118 = !DIEnumerator(name: "OP_BXOR", value: 43)
!119 = !DIEnumerator(name: "OP_SHL", value: 44)
!120 = !DIEnumerator(name: "OP_SHR", value: 45)
!121 = !DIEnumerator(name: "OP_MMBIN", value: 46)
!122 = !DIEnumerator(name: "OP_MMBINI", value: 47)
!123 = !DIEnumerator(name: "OP_MMBINK", value: 48)
!124 = !DIEnumerator(name: "OP_UNM", value: 49)
!125 = !DIEnumerator(name: "OP_BNOT", value: 50)
!126 = !DIEnumerator(name: "OP_NOT", value: 51)
!127 = !DIEnumerator(name: "OP_LEN", value: 52)
!128 = !DIEnumerator(name: "OP_CONCAT", value: 53)
!129 = !DIEnumerator(name: "OP_CLOSE", value: 54)
!130 = !DIEnumerator(name: "OP_TBC", value: 55)
!131 = !DIEnumerator(name: "OP_JMP", value: 56)
!132 = !DIEnumerator(name: "OP_EQ", value: 57)
!133 = !DIEnumerator(name: "OP_LT", value: 58)
!134 = !DIEnumerator(name: "OP_LE", value: 59)
!135 = !DIEnumerator(name: "OP_EQK", value: 60)
!136 = !DIEnumerator(name: "OP_EQI", value: 61)
!137 = !DIEnumerator(name: "OP_LTI", value: 62)
!138 = !DIEnumerator(name: "OP_LEI", value: 63)
!139 = !DIEnumerator(name: "OP_GTI", value: 64)
!140 = !DIEnumerator(name: "OP_GEI", value: 65)
!141 = !DIEnumerator(name: "OP_TEST", value: 66)
!142 = !DIEnumerator(name: "OP_TESTSET", value: 67)
!143 = !DIEnumerator(name: "OP_CALL", value: 68)
!144 = !DIEnumerator(name: "OP_TAILCALL", value: 69)
!145 = !DIEnumerator(name: "OP_RETURN", value: 70)
!146 = !DIEnumerator(name: "OP_RETURN0", value: 71)
!147 = !DIEnumerator(name: "OP_RETURN1", value: 72)
!148 = !DIEnumerator(name: "OP_FORLOOP", value: 73)
!149 = !DIEnumerator(name: "OP_FORPREP", value: 74)
!150 = !DIEnumerator(name: "OP_TFORPREP", value: 75)
!151 = !DIEnumerator(name: "OP_TFORCALL", value: 76)
!152 = !DIEnumerator(name: "OP_TFORLOOP", value: 77)
!153 = !DIEnumerator(name: "OP_SETLIST", value: 78)
!154 = !DIEnumerator(name: "OP_CLOSURE", value: 79)
!155 = !DIEnumerator(name: "OP_VARARG", value: 80)
!156 = !DIEnumerator(name: "OP_VARARGPREP", value: 81)
!157 = !DIEnumerator(name: "OP_EXTRAARG", value: 82)
!158 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !159, line: 25, baseType: !33, size: 32, elements: !160)
!159 = !DIFile(filename: "src/lua/lparser.h", directory: ".", checksumkind: CSK_MD5, checksum: "2e004418d1e4df57f128ae0ded08354f")
!160 = !{!161, !162, !163, !164, !165, !166, !167, !168, !169, !170, !171, !172, !173, !174, !175, !176, !177, !178, !179, !180}
!161 = !DIEnumerator(name: "VVOID", value: 0)
!162 = !DIEnumerator(name: "VNIL", value: 1)
!163 = !DIEnumerator(name: "VTRUE", value: 2)
!164 = !DIEnumerator(name: "VFALSE", value: 3)
!165 = !DIEnumerator(name: "VK", value: 4)
!166 = !DIEnumerator(name: "VKFLT", value: 5)
!167 = !DIEnumerator(name: "VKINT", value: 6)
!168 = !DIEnumerator(name: "VKSTR", value: 7)
!169 = !DIEnumerator(name: "VNONRELOC", value: 8)
!170 = !DIEnumerator(name: "VLOCAL", value: 9)
!171 = !DIEnumerator(name: "VUPVAL", value: 10)
!172 = !DIEnumerator(name: "VCONST", value: 11)
!173 = !DIEnumerator(name: "VINDEXED", value: 12)
!174 = !DIEnumerator(name: "VINDEXUP", value: 13)
!175 = !DIEnumerator(name: "VINDEXI", value: 14)
!176 = !DIEnumerator(name: "VINDEXSTR", value: 15)
!177 = !DIEnumerator(name: "VJMP", value: 16)
!178 = !DIEnumerator(name: "VRELOC", value: 17)
!179 = !DIEnumerator(name: "VCALL", value: 18)
!180 = !DIEnumerator(name: "VVARARG", value: 19)
!181 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "BinOpr", file: !182, line: 26, baseType: !33, size: 32, elements: !183)
!182 = !DIFile(filename: "src/lua/lcode.h", directory: ".", checksumkind: CSK_MD5, checksum: "b40107d9a968d50cfb7427585815ca5f")
!183 = !{!184, !185, !186, !187, !188, !189, !190, !191, !192, !193, !194, !195, !196, !197, !198, !199, !200, !201, !202, !203, !204, !205}
!184 = !DIEnumerator(name: "OPR_ADD", value: 0)
!185 = !DIEnumerator(name: "OPR_SUB", value: 1)
!186 = !DIEnumerator(name: "OPR_MUL", value: 2)
!187 = !DIEnumerator(name: "OPR_MOD", value: 3)
!188 = !DIEnumerator(name: "OPR_POW", value: 4)
!189 = !DIEnumerator(name: "OPR_DIV", value: 5)
!190 = !DIEnumerator(name: "OPR_IDIV", value: 6)
!191 = !DIEnumerator(name: "OPR_BAND", value: 7)
!192 = !DIEnumerator(name: "OPR_BOR", value: 8)
!193 = !DIEnumerator(name: "OPR_BXOR", value: 9)
!194 = !DIEnumerator(name: "OPR_SHL", value: 10)
!195 = !DIEnumerator(name: "OPR_SHR", value: 11)
!196 = !DIEnumerator(name: "OPR_CONCAT", value: 12)
!197 = !DIEnumerator(name: "OPR_EQ", value: 13)
!198 = !DIEnumerator(name: "OPR_LT", value: 14)
!199 = !DIEnumerator(name: "OPR_LE", value: 15)
!200 = !DIEnumerator(name: "OPR_NE", value: 16)
!201 = !DIEnumerator(name: "OPR_GT", value: 17)
!202 = !DIEnumerator(name: "OPR_GE", value: 18)
!203 = !DIEnumerator(name: "OPR_AND", value: 19)
!204 = !DIEnumerator(name: "OPR_OR", value: 20)
!205 = !DIEnumerator(name: "OPR_NOBINOPR", value: 21)
!206 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "UnOpr", file: !182, line: 51, baseType: !33, size: 32, elements: !207)
!207 = !{!208, !209, !210, !211, !212}
!208 = !DIEnumerator(name: "OPR_MINUS", value: 0)
!209 = !DIEnumerator(name: "OPR_BNOT", value: 1)
!210 = !DIEnumerator(name: "OPR_NOT", value: 2)
!211 = !DIEnumerator(name: "OPR_LEN", value: 3)
!212 = !DIEnumerator(name: "OPR_NOUNOPR", value: 4)
!213 = !{!214, !282, !615, !650, !653, !635, !226, !289, !667, !424, !611, !624, !628, !272}
!214 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !215, size: 64)
!215 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "GCUnion", file: !216, line: 353, size: 1600, elements: !217)
!216 = !DIFile(filename: "src/lua/lstate.h", directory: ".", checksumkind: CSK_MD5, checksum: "edd1473ca499831d12a0476e1db0587d")
!217 = !{!218, !230, !252, !566, !646, !647, !648, !649}
!218 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !215, file: !216, line: 354, baseType: !219, size: 128)
!219 = !DIDerivedType(tag: DW_TAG_typedef, name: "GCObject", file: !220, line: 294, baseType: !221)
!220 = !DIFile(filename: "src/lua/lobject.h", directory: ".", checksumkind: CSK_MD5, checksum: "aea49a507ea3586a933fcf888e0c1530")
!221 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "GCObject", file: !220, line: 292, size: 128, elements: !222)
!222 = !{!223, !225, !229}
!223 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !221, file: !220, line: 293, baseType: !224, size: 64)
!224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !221, size: 64)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !221, file: !220, line: 293, baseType: !226, size: 8, offset: 64)
!226 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_byte", file: !227, line: 36, baseType: !228)
!227 = !DIFile(filename: "src/lua/llimits.h", directory: ".", checksumkind: CSK_MD5, checksum: "f70379667ce169a2840c3c885517102a")
!228 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !221, file: !220, line: 293, baseType: !226, size: 8, offset: 72)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "ts", scope: !215, file: !216, line: 355, baseType: !231, size: 256)
!231 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TString", file: !220, line: 386, size: 256, elements: !232)
!232 = !{!233, !234, !235, !236, !237, !238, !239, !248}
!233 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !231, file: !220, line: 387, baseType: !224, size: 64)
!234 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !231, file: !220, line: 387, baseType: !226, size: 8, offset: 64)
!235 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !231, file: !220, line: 387, baseType: !226, size: 8, offset: 72)
!236 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !231, file: !220, line: 388, baseType: !226, size: 8, offset: 80)
!237 = !DIDerivedType(tag: DW_TAG_member, name: "shrlen", scope: !231, file: !220, line: 389, baseType: !226, size: 8, offset: 88)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !231, file: !220, line: 390, baseType: !33, size: 32, offset: 96)
!239 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !231, file: !220, line: 394, baseType: !240, size: 64, offset: 128)
!240 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !231, file: !220, line: 391, size: 64, elements: !241)
!241 = !{!242, !246}
!242 = !DIDerivedType(tag: DW_TAG_member, name: "lnglen", scope: !240, file: !220, line: 392, baseType: !243, size: 64)
!243 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !244, line: 18, baseType: !245)
!244 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!245 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "hnext", scope: !240, file: !220, line: 393, baseType: !247, size: 64)
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "contents", scope: !231, file: !220, line: 395, baseType: !249, size: 8, offset: 192)
!249 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !250)
!250 = !{!251}
!251 = !DISubrange(count: 1)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !215, file: !216, line: 356, baseType: !253, size: 448)
!253 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Udata", file: !220, line: 459, size: 448, elements: !254)
!254 = !{!255, !256, !257, !258, !260, !261, !554, !555}
!255 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !253, file: !220, line: 460, baseType: !224, size: 64)
!256 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !253, file: !220, line: 460, baseType: !226, size: 8, offset: 64)
!257 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !253, file: !220, line: 460, baseType: !226, size: 8, offset: 72)
!258 = !DIDerivedType(tag: DW_TAG_member, name: "nuvalue", scope: !253, file: !220, line: 461, baseType: !259, size: 16, offset: 80)
!259 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!260 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !253, file: !220, line: 462, baseType: !243, size: 64, offset: 128)
!261 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !253, file: !220, line: 463, baseType: !262, size: 64, offset: 192)
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !263, size: 64)
!263 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Table", file: !220, line: 737, size: 448, elements: !264)
!264 = !{!265, !266, !267, !268, !269, !270, !271, !537, !551, !552, !553}
!265 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !263, file: !220, line: 738, baseType: !224, size: 64)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !263, file: !220, line: 738, baseType: !226, size: 8, offset: 64)
!267 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !263, file: !220, line: 738, baseType: !226, size: 8, offset: 72)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !263, file: !220, line: 739, baseType: !226, size: 8, offset: 80)
!269 = !DIDerivedType(tag: DW_TAG_member, name: "lsizenode", scope: !263, file: !220, line: 740, baseType: !226, size: 8, offset: 88)
!270 = !DIDerivedType(tag: DW_TAG_member, name: "alimit", scope: !263, file: !220, line: 741, baseType: !33, size: 32, offset: 96)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "array", scope: !263, file: !220, line: 742, baseType: !272, size: 64, offset: 128)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!273 = !DIDerivedType(tag: DW_TAG_typedef, name: "TValue", file: !220, line: 69, baseType: !274)
!274 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TValue", file: !220, line: 67, size: 128, elements: !275)
!275 = !{!276, !536}
!276 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !274, file: !220, line: 68, baseType: !277, size: 64)
!277 = !DIDerivedType(tag: DW_TAG_typedef, name: "Value", file: !220, line: 57, baseType: !278)
!278 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Value", file: !220, line: 49, size: 64, elements: !279)
!279 = !{!280, !281, !283, !529, !532, !535}
!280 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !278, file: !220, line: 50, baseType: !224, size: 64)
!281 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !278, file: !220, line: 51, baseType: !282, size: 64)
!282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!283 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !278, file: !220, line: 52, baseType: !284, size: 64)
!284 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !285, line: 106, baseType: !286)
!285 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !287, size: 64)
!287 = !DISubroutineType(types: !288)
!288 = !{!289, !290}
!289 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !291, size: 64)
!291 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !285, line: 57, baseType: !292)
!292 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !216, line: 309, size: 1600, elements: !293)
!293 = !{!294, !295, !296, !297, !298, !299, !300, !321, !405, !460, !461, !462, !486, !487, !488, !489, !492, !493, !523, !524, !525, !526, !527, !528}
!294 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !292, file: !216, line: 310, baseType: !224, size: 64)
!295 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !292, file: !216, line: 310, baseType: !226, size: 8, offset: 64)
!296 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !292, file: !216, line: 310, baseType: !226, size: 8, offset: 72)
!297 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !292, file: !216, line: 311, baseType: !226, size: 8, offset: 80)
!298 = !DIDerivedType(tag: DW_TAG_member, name: "allowhook", scope: !292, file: !216, line: 312, baseType: !226, size: 8, offset: 88)
!299 = !DIDerivedType(tag: DW_TAG_member, name: "nci", scope: !292, file: !216, line: 313, baseType: !259, size: 16, offset: 96)
!300 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !292, file: !216, line: 314, baseType: !301, size: 64, offset: 128)
!301 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkIdRel", file: !220, line: 168, baseType: !302)
!302 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !220, line: 165, size: 64, elements: !303)
!303 = !{!304, !317}
!304 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !302, file: !220, line: 166, baseType: !305, size: 64)
!305 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkId", file: !220, line: 158, baseType: !306)
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !307, size: 64)
!307 = !DIDerivedType(tag: DW_TAG_typedef, name: "StackValue", file: !220, line: 154, baseType: !308)
!308 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "StackValue", file: !220, line: 148, size: 128, elements: !309)
!309 = !{!310, !311}
!310 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !308, file: !220, line: 149, baseType: !273, size: 128)
!311 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !308, file: !220, line: 153, baseType: !312, size: 128)
!312 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !308, file: !220, line: 150, size: 128, elements: !313)
!313 = !{!314, !315, !316}
!314 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !312, file: !220, line: 151, baseType: !277, size: 64)
!315 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !312, file: !220, line: 151, baseType: !226, size: 8, offset: 64)
!316 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !312, file: !220, line: 152, baseType: !259, size: 16, offset: 80)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !302, file: !220, line: 167, baseType: !318, size: 64)
!318 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !319, line: 18, baseType: !320)
!319 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!320 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!321 = !DIDerivedType(tag: DW_TAG_member, name: "l_G", scope: !292, file: !216, line: 315, baseType: !322, size: 64, offset: 192)
!322 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !323, size: 64)
!323 = !DIDerivedType(tag: DW_TAG_typedef, name: "global_State", file: !216, line: 303, baseType: !324)
!324 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "global_State", file: !216, line: 254, size: 11328, elements: !325)
!325 = !{!326, !331, !332, !334, !335, !337, !338, !348, !349, !350, !351, !352, !353, !354, !355, !356, !357, !358, !359, !360, !361, !362, !364, !366, !367, !368, !369, !370, !371, !372, !373, !374, !375, !376, !377, !378, !379, !380, !381, !383, !384, !385, !386, !390, !392, !397, !404}
!326 = !DIDerivedType(tag: DW_TAG_member, name: "frealloc", scope: !324, file: !216, line: 255, baseType: !327, size: 64)
!327 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Alloc", file: !285, line: 125, baseType: !328)
!328 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !329, size: 64)
!329 = !DISubroutineType(types: !330)
!330 = !{!282, !282, !282, !243, !243}
!331 = !DIDerivedType(tag: DW_TAG_member, name: "ud", scope: !324, file: !216, line: 256, baseType: !282, size: 64, offset: 64)
!332 = !DIDerivedType(tag: DW_TAG_member, name: "totalbytes", scope: !324, file: !216, line: 257, baseType: !333, size: 64, offset: 128)
!333 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_mem", file: !227, line: 28, baseType: !318)
!334 = !DIDerivedType(tag: DW_TAG_member, name: "GCdebt", scope: !324, file: !216, line: 258, baseType: !333, size: 64, offset: 192)
!335 = !DIDerivedType(tag: DW_TAG_member, name: "GCestimate", scope: !324, file: !216, line: 259, baseType: !336, size: 64, offset: 256)
!336 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_mem", file: !227, line: 27, baseType: !243)
!337 = !DIDerivedType(tag: DW_TAG_member, name: "lastatomic", scope: !324, file: !216, line: 260, baseType: !336, size: 64, offset: 320)
!338 = !DIDerivedType(tag: DW_TAG_member, name: "strt", scope: !324, file: !216, line: 261, baseType: !339, size: 128, offset: 384)
!339 = !DIDerivedType(tag: DW_TAG_typedef, name: "stringtable", file: !216, line: 159, baseType: !340)
!340 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stringtable", file: !216, line: 155, size: 128, elements: !341)
!341 = !{!342, !346, !347}
!342 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !340, file: !216, line: 156, baseType: !343, size: 64)
!343 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !344, size: 64)
!344 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !345, size: 64)
!345 = !DIDerivedType(tag: DW_TAG_typedef, name: "TString", file: !220, line: 396, baseType: !231)
!346 = !DIDerivedType(tag: DW_TAG_member, name: "nuse", scope: !340, file: !216, line: 157, baseType: !289, size: 32, offset: 64)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !340, file: !216, line: 158, baseType: !289, size: 32, offset: 96)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "l_registry", scope: !324, file: !216, line: 262, baseType: !273, size: 128, offset: 512)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "nilvalue", scope: !324, file: !216, line: 263, baseType: !273, size: 128, offset: 640)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "seed", scope: !324, file: !216, line: 264, baseType: !33, size: 32, offset: 768)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "currentwhite", scope: !324, file: !216, line: 265, baseType: !226, size: 8, offset: 800)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "gcstate", scope: !324, file: !216, line: 266, baseType: !226, size: 8, offset: 808)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "gckind", scope: !324, file: !216, line: 267, baseType: !226, size: 8, offset: 816)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "gcstopem", scope: !324, file: !216, line: 268, baseType: !226, size: 8, offset: 824)
!355 = !DIDerivedType(tag: DW_TAG_member, name: "genminormul", scope: !324, file: !216, line: 269, baseType: !226, size: 8, offset: 832)
!356 = !DIDerivedType(tag: DW_TAG_member, name: "genmajormul", scope: !324, file: !216, line: 270, baseType: !226, size: 8, offset: 840)
!357 = !DIDerivedType(tag: DW_TAG_member, name: "gcstp", scope: !324, file: !216, line: 271, baseType: !226, size: 8, offset: 848)
!358 = !DIDerivedType(tag: DW_TAG_member, name: "gcemergency", scope: !324, file: !216, line: 272, baseType: !226, size: 8, offset: 856)
!359 = !DIDerivedType(tag: DW_TAG_member, name: "gcpause", scope: !324, file: !216, line: 273, baseType: !226, size: 8, offset: 864)
!360 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepmul", scope: !324, file: !216, line: 274, baseType: !226, size: 8, offset: 872)
!361 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepsize", scope: !324, file: !216, line: 275, baseType: !226, size: 8, offset: 880)
!362 = !DIDerivedType(tag: DW_TAG_member, name: "allgc", scope: !324, file: !216, line: 276, baseType: !363, size: 64, offset: 896)
!363 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64)
!364 = !DIDerivedType(tag: DW_TAG_member, name: "sweepgc", scope: !324, file: !216, line: 277, baseType: !365, size: 64, offset: 960)
!365 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !363, size: 64)
!366 = !DIDerivedType(tag: DW_TAG_member, name: "finobj", scope: !324, file: !216, line: 278, baseType: !363, size: 64, offset: 1024)
!367 = !DIDerivedType(tag: DW_TAG_member, name: "gray", scope: !324, file: !216, line: 279, baseType: !363, size: 64, offset: 1088)
!368 = !DIDerivedType(tag: DW_TAG_member, name: "grayagain", scope: !324, file: !216, line: 280, baseType: !363, size: 64, offset: 1152)
!369 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !324, file: !216, line: 281, baseType: !363, size: 64, offset: 1216)
!370 = !DIDerivedType(tag: DW_TAG_member, name: "ephemeron", scope: !324, file: !216, line: 282, baseType: !363, size: 64, offset: 1280)
!371 = !DIDerivedType(tag: DW_TAG_member, name: "allweak", scope: !324, file: !216, line: 283, baseType: !363, size: 64, offset: 1344)
!372 = !DIDerivedType(tag: DW_TAG_member, name: "tobefnz", scope: !324, file: !216, line: 284, baseType: !363, size: 64, offset: 1408)
!373 = !DIDerivedType(tag: DW_TAG_member, name: "fixedgc", scope: !324, file: !216, line: 285, baseType: !363, size: 64, offset: 1472)
!374 = !DIDerivedType(tag: DW_TAG_member, name: "survival", scope: !324, file: !216, line: 287, baseType: !363, size: 64, offset: 1536)
!375 = !DIDerivedType(tag: DW_TAG_member, name: "old1", scope: !324, file: !216, line: 288, baseType: !363, size: 64, offset: 1600)
!376 = !DIDerivedType(tag: DW_TAG_member, name: "reallyold", scope: !324, file: !216, line: 289, baseType: !363, size: 64, offset: 1664)
!377 = !DIDerivedType(tag: DW_TAG_member, name: "firstold1", scope: !324, file: !216, line: 290, baseType: !363, size: 64, offset: 1728)
!378 = !DIDerivedType(tag: DW_TAG_member, name: "finobjsur", scope: !324, file: !216, line: 291, baseType: !363, size: 64, offset: 1792)
!379 = !DIDerivedType(tag: DW_TAG_member, name: "finobjold1", scope: !324, file: !216, line: 292, baseType: !363, size: 64, offset: 1856)
!380 = !DIDerivedType(tag: DW_TAG_member, name: "finobjrold", scope: !324, file: !216, line: 293, baseType: !363, size: 64, offset: 1920)
!381 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !324, file: !216, line: 294, baseType: !382, size: 64, offset: 1984)
!382 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !292, size: 64)
!383 = !DIDerivedType(tag: DW_TAG_member, name: "panic", scope: !324, file: !216, line: 295, baseType: !284, size: 64, offset: 2048)
!384 = !DIDerivedType(tag: DW_TAG_member, name: "mainthread", scope: !324, file: !216, line: 296, baseType: !382, size: 64, offset: 2112)
!385 = !DIDerivedType(tag: DW_TAG_member, name: "memerrmsg", scope: !324, file: !216, line: 297, baseType: !344, size: 64, offset: 2176)
!386 = !DIDerivedType(tag: DW_TAG_member, name: "tmname", scope: !324, file: !216, line: 298, baseType: !387, size: 1600, offset: 2240)
!387 = !DICompositeType(tag: DW_TAG_array_type, baseType: !344, size: 1600, elements: !388)
!388 = !{!389}
!389 = !DISubrange(count: 25)
!390 = !DIDerivedType(tag: DW_TAG_member, name: "mt", scope: !324, file: !216, line: 299, baseType: !391, size: 576, offset: 3840)
!391 = !DICompositeType(tag: DW_TAG_array_type, baseType: !262, size: 576, elements: !5)
!392 = !DIDerivedType(tag: DW_TAG_member, name: "strcache", scope: !324, file: !216, line: 300, baseType: !393, size: 6784, offset: 4416)
!393 = !DICompositeType(tag: DW_TAG_array_type, baseType: !344, size: 6784, elements: !394)
!394 = !{!395, !396}
!395 = !DISubrange(count: 53)
!396 = !DISubrange(count: 2)
!397 = !DIDerivedType(tag: DW_TAG_member, name: "warnf", scope: !324, file: !216, line: 301, baseType: !398, size: 64, offset: 11200)
!398 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_WarnFunction", file: !285, line: 131, baseType: !399)
!399 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !400, size: 64)
!400 = !DISubroutineType(types: !401)
!401 = !{null, !282, !402, !289}
!402 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !403, size: 64)
!403 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!404 = !DIDerivedType(tag: DW_TAG_member, name: "ud_warn", scope: !324, file: !216, line: 302, baseType: !282, size: 64, offset: 11264)
!405 = !DIDerivedType(tag: DW_TAG_member, name: "ci", scope: !292, file: !216, line: 316, baseType: !406, size: 64, offset: 256)
!406 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !407, size: 64)
!407 = !DIDerivedType(tag: DW_TAG_typedef, name: "CallInfo", file: !216, line: 14, baseType: !408)
!408 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CallInfo", file: !216, line: 177, size: 512, elements: !409)
!409 = !{!410, !411, !412, !414, !415, !446, !457, !459}
!410 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !408, file: !216, line: 178, baseType: !301, size: 64)
!411 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !408, file: !216, line: 179, baseType: !301, size: 64, offset: 64)
!412 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !408, file: !216, line: 180, baseType: !413, size: 64, offset: 128)
!413 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !408, size: 64)
!414 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !408, file: !216, line: 180, baseType: !413, size: 64, offset: 192)
!415 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !408, file: !216, line: 192, baseType: !416, size: 192, offset: 256)
!416 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !408, file: !216, line: 181, size: 192, elements: !417)
!417 = !{!418, !433}
!418 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !416, file: !216, line: 186, baseType: !419, size: 128)
!419 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !416, file: !216, line: 182, size: 128, elements: !420)
!420 = !{!421, !426, !432}
!421 = !DIDerivedType(tag: DW_TAG_member, name: "savedpc", scope: !419, file: !216, line: 183, baseType: !422, size: 64)
!422 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !423, size: 64)
!423 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !424)
!424 = !DIDerivedType(tag: DW_TAG_typedef, name: "Instruction", file: !227, line: 205, baseType: !425)
!425 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_uint32", file: !227, line: 200, baseType: !33)
!426 = !DIDerivedType(tag: DW_TAG_member, name: "trap", scope: !419, file: !216, line: 184, baseType: !427, size: 32, offset: 64)
!427 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !428)
!428 = !DIDerivedType(tag: DW_TAG_typedef, name: "sig_atomic_t", file: !429, line: 8, baseType: !430)
!429 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/sig_atomic_t.h", directory: "", checksumkind: CSK_MD5, checksum: "d9236f7e3e7f10f53aa9d4cd97f503cf")
!430 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sig_atomic_t", file: !431, line: 215, baseType: !289)
!431 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!432 = !DIDerivedType(tag: DW_TAG_member, name: "nextraargs", scope: !419, file: !216, line: 185, baseType: !289, size: 32, offset: 96)
!433 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !416, file: !216, line: 191, baseType: !434, size: 192)
!434 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !416, file: !216, line: 187, size: 192, elements: !435)
!435 = !{!436, !444, !445}
!436 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !434, file: !216, line: 188, baseType: !437, size: 64)
!437 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !285, line: 111, baseType: !438)
!438 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !439, size: 64)
!439 = !DISubroutineType(types: !440)
!440 = !{!289, !290, !289, !441}
!441 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !285, line: 100, baseType: !442)
!442 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !443, line: 87, baseType: !320)
!443 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!444 = !DIDerivedType(tag: DW_TAG_member, name: "old_errfunc", scope: !434, file: !216, line: 189, baseType: !318, size: 64, offset: 64)
!445 = !DIDerivedType(tag: DW_TAG_member, name: "ctx", scope: !434, file: !216, line: 190, baseType: !441, size: 64, offset: 128)
!446 = !DIDerivedType(tag: DW_TAG_member, name: "u2", scope: !408, file: !216, line: 201, baseType: !447, size: 32, offset: 448)
!447 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !408, file: !216, line: 193, size: 32, elements: !448)
!448 = !{!449, !450, !451, !452}
!449 = !DIDerivedType(tag: DW_TAG_member, name: "funcidx", scope: !447, file: !216, line: 194, baseType: !289, size: 32)
!450 = !DIDerivedType(tag: DW_TAG_member, name: "nyield", scope: !447, file: !216, line: 195, baseType: !289, size: 32)
!451 = !DIDerivedType(tag: DW_TAG_member, name: "nres", scope: !447, file: !216, line: 196, baseType: !289, size: 32)
!452 = !DIDerivedType(tag: DW_TAG_member, name: "transferinfo", scope: !447, file: !216, line: 200, baseType: !453, size: 32)
!453 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !447, file: !216, line: 197, size: 32, elements: !454)
!454 = !{!455, !456}
!455 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !453, file: !216, line: 198, baseType: !259, size: 16)
!456 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !453, file: !216, line: 199, baseType: !259, size: 16, offset: 16)
!457 = !DIDerivedType(tag: DW_TAG_member, name: "nresults", scope: !408, file: !216, line: 202, baseType: !458, size: 16, offset: 480)
!458 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!459 = !DIDerivedType(tag: DW_TAG_member, name: "callstatus", scope: !408, file: !216, line: 203, baseType: !259, size: 16, offset: 496)
!460 = !DIDerivedType(tag: DW_TAG_member, name: "stack_last", scope: !292, file: !216, line: 317, baseType: !301, size: 64, offset: 320)
!461 = !DIDerivedType(tag: DW_TAG_member, name: "stack", scope: !292, file: !216, line: 318, baseType: !301, size: 64, offset: 384)
!462 = !DIDerivedType(tag: DW_TAG_member, name: "openupval", scope: !292, file: !216, line: 319, baseType: !463, size: 64, offset: 448)
!463 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !464, size: 64)
!464 = !DIDerivedType(tag: DW_TAG_typedef, name: "UpVal", file: !220, line: 640, baseType: !465)
!465 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "UpVal", file: !220, line: 627, size: 320, elements: !466)
!466 = !{!467, !468, !469, !470, !475}
!467 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !465, file: !220, line: 628, baseType: !224, size: 64)
!468 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !465, file: !220, line: 628, baseType: !226, size: 8, offset: 64)
!469 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !465, file: !220, line: 628, baseType: !226, size: 8, offset: 72)
!470 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !465, file: !220, line: 632, baseType: !471, size: 64, offset: 128)
!471 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !465, file: !220, line: 629, size: 64, elements: !472)
!472 = !{!473, !474}
!473 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !471, file: !220, line: 630, baseType: !272, size: 64)
!474 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !471, file: !220, line: 631, baseType: !318, size: 64)
!475 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !465, file: !220, line: 639, baseType: !476, size: 128, offset: 192)
!476 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !465, file: !220, line: 633, size: 128, elements: !477)
!477 = !{!478, !485}
!478 = !DIDerivedType(tag: DW_TAG_member, name: "open", scope: !476, file: !220, line: 637, baseType: !479, size: 128)
!479 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !476, file: !220, line: 634, size: 128, elements: !480)
!480 = !{!481, !483}
!481 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !479, file: !220, line: 635, baseType: !482, size: 64)
!482 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !465, size: 64)
!483 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !479, file: !220, line: 636, baseType: !484, size: 64, offset: 64)
!484 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !482, size: 64)
!485 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !476, file: !220, line: 638, baseType: !273, size: 128)
!486 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !292, file: !216, line: 320, baseType: !301, size: 64, offset: 512)
!487 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !292, file: !216, line: 321, baseType: !363, size: 64, offset: 576)
!488 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !292, file: !216, line: 322, baseType: !382, size: 64, offset: 640)
!489 = !DIDerivedType(tag: DW_TAG_member, name: "errorJmp", scope: !292, file: !216, line: 323, baseType: !490, size: 64, offset: 704)
!490 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !491, size: 64)
!491 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_longjmp", file: !216, line: 122, flags: DIFlagFwdDecl)
!492 = !DIDerivedType(tag: DW_TAG_member, name: "base_ci", scope: !292, file: !216, line: 324, baseType: !407, size: 512, offset: 768)
!493 = !DIDerivedType(tag: DW_TAG_member, name: "hook", scope: !292, file: !216, line: 325, baseType: !494, size: 64, offset: 1280)
!494 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !495)
!495 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Hook", file: !285, line: 143, baseType: !496)
!496 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !497, size: 64)
!497 = !DISubroutineType(types: !498)
!498 = !{null, !290, !499}
!499 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !500, size: 64)
!500 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Debug", file: !285, line: 137, baseType: !501)
!501 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_Debug", file: !285, line: 475, size: 1088, elements: !502)
!502 = !{!503, !504, !505, !506, !507, !508, !509, !510, !511, !512, !513, !514, !515, !516, !517, !518, !522}
!503 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !501, file: !285, line: 476, baseType: !289, size: 32)
!504 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !501, file: !285, line: 477, baseType: !402, size: 64, offset: 64)
!505 = !DIDerivedType(tag: DW_TAG_member, name: "namewhat", scope: !501, file: !285, line: 478, baseType: !402, size: 64, offset: 128)
!506 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !501, file: !285, line: 479, baseType: !402, size: 64, offset: 192)
!507 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !501, file: !285, line: 480, baseType: !402, size: 64, offset: 256)
!508 = !DIDerivedType(tag: DW_TAG_member, name: "srclen", scope: !501, file: !285, line: 481, baseType: !243, size: 64, offset: 320)
!509 = !DIDerivedType(tag: DW_TAG_member, name: "currentline", scope: !501, file: !285, line: 482, baseType: !289, size: 32, offset: 384)
!510 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !501, file: !285, line: 483, baseType: !289, size: 32, offset: 416)
!511 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !501, file: !285, line: 484, baseType: !289, size: 32, offset: 448)
!512 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !501, file: !285, line: 485, baseType: !228, size: 8, offset: 480)
!513 = !DIDerivedType(tag: DW_TAG_member, name: "nparams", scope: !501, file: !285, line: 486, baseType: !228, size: 8, offset: 488)
!514 = !DIDerivedType(tag: DW_TAG_member, name: "isvararg", scope: !501, file: !285, line: 487, baseType: !4, size: 8, offset: 496)
!515 = !DIDerivedType(tag: DW_TAG_member, name: "istailcall", scope: !501, file: !285, line: 488, baseType: !4, size: 8, offset: 504)
!516 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !501, file: !285, line: 489, baseType: !259, size: 16, offset: 512)
!517 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !501, file: !285, line: 490, baseType: !259, size: 16, offset: 528)
!518 = !DIDerivedType(tag: DW_TAG_member, name: "short_src", scope: !501, file: !285, line: 491, baseType: !519, size: 480, offset: 544)
!519 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 480, elements: !520)
!520 = !{!521}
!521 = !DISubrange(count: 60)
!522 = !DIDerivedType(tag: DW_TAG_member, name: "i_ci", scope: !501, file: !285, line: 493, baseType: !413, size: 64, offset: 1024)
!523 = !DIDerivedType(tag: DW_TAG_member, name: "errfunc", scope: !292, file: !216, line: 326, baseType: !318, size: 64, offset: 1344)
!524 = !DIDerivedType(tag: DW_TAG_member, name: "nCcalls", scope: !292, file: !216, line: 327, baseType: !425, size: 32, offset: 1408)
!525 = !DIDerivedType(tag: DW_TAG_member, name: "oldpc", scope: !292, file: !216, line: 328, baseType: !289, size: 32, offset: 1440)
!526 = !DIDerivedType(tag: DW_TAG_member, name: "basehookcount", scope: !292, file: !216, line: 329, baseType: !289, size: 32, offset: 1472)
!527 = !DIDerivedType(tag: DW_TAG_member, name: "hookcount", scope: !292, file: !216, line: 330, baseType: !289, size: 32, offset: 1504)
!528 = !DIDerivedType(tag: DW_TAG_member, name: "hookmask", scope: !292, file: !216, line: 331, baseType: !427, size: 32, offset: 1536)
!529 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !278, file: !220, line: 53, baseType: !530, size: 64)
!530 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !285, line: 94, baseType: !531)
!531 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!532 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !278, file: !220, line: 54, baseType: !533, size: 64)
!533 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !285, line: 90, baseType: !534)
!534 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!535 = !DIDerivedType(tag: DW_TAG_member, name: "ub", scope: !278, file: !220, line: 56, baseType: !226, size: 8)
!536 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !274, file: !220, line: 68, baseType: !226, size: 8, offset: 64)
!537 = !DIDerivedType(tag: DW_TAG_member, name: "node", scope: !263, file: !220, line: 743, baseType: !538, size: 64, offset: 192)
!538 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !539, size: 64)
!539 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !220, line: 707, baseType: !540)
!540 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Node", file: !220, line: 699, size: 192, elements: !541)
!541 = !{!542, !550}
!542 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !540, file: !220, line: 705, baseType: !543, size: 192)
!543 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NodeKey", file: !220, line: 700, size: 192, elements: !544)
!544 = !{!545, !546, !547, !548, !549}
!545 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !543, file: !220, line: 701, baseType: !277, size: 64)
!546 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !543, file: !220, line: 701, baseType: !226, size: 8, offset: 64)
!547 = !DIDerivedType(tag: DW_TAG_member, name: "key_tt", scope: !543, file: !220, line: 702, baseType: !226, size: 8, offset: 72)
!548 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !543, file: !220, line: 703, baseType: !289, size: 32, offset: 96)
!549 = !DIDerivedType(tag: DW_TAG_member, name: "key_val", scope: !543, file: !220, line: 704, baseType: !277, size: 64, offset: 128)
!550 = !DIDerivedType(tag: DW_TAG_member, name: "i_val", scope: !540, file: !220, line: 706, baseType: !273, size: 128)
!551 = !DIDerivedType(tag: DW_TAG_member, name: "lastfree", scope: !263, file: !220, line: 744, baseType: !538, size: 64, offset: 256)
!552 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !263, file: !220, line: 745, baseType: !262, size: 64, offset: 320)
!553 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !263, file: !220, line: 746, baseType: !363, size: 64, offset: 384)
!554 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !253, file: !220, line: 464, baseType: !363, size: 64, offset: 256)
!555 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !253, file: !220, line: 465, baseType: !556, size: 128, offset: 320)
!556 = !DICompositeType(tag: DW_TAG_array_type, baseType: !557, size: 128, elements: !250)
!557 = !DIDerivedType(tag: DW_TAG_typedef, name: "UValue", file: !220, line: 452, baseType: !558)
!558 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "UValue", file: !220, line: 449, size: 128, elements: !559)
!559 = !{!560, !561, !562, !563, !564, !565}
!560 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !558, file: !220, line: 450, baseType: !273, size: 128)
!561 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !558, file: !220, line: 451, baseType: !533, size: 64)
!562 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !558, file: !220, line: 451, baseType: !534, size: 64)
!563 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !558, file: !220, line: 451, baseType: !282, size: 64)
!564 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !558, file: !220, line: 451, baseType: !530, size: 64)
!565 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !558, file: !220, line: 451, baseType: !320, size: 64)
!566 = !DIDerivedType(tag: DW_TAG_member, name: "cl", scope: !215, file: !216, line: 357, baseType: !567, size: 384)
!567 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Closure", file: !220, line: 661, size: 384, elements: !568)
!568 = !{!569, !581}
!569 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !567, file: !220, line: 662, baseType: !570, size: 384)
!570 = !DIDerivedType(tag: DW_TAG_typedef, name: "CClosure", file: !220, line: 651, baseType: !571)
!571 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CClosure", file: !220, line: 647, size: 384, elements: !572)
!572 = !{!573, !574, !575, !576, !577, !578, !579}
!573 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !571, file: !220, line: 648, baseType: !224, size: 64)
!574 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !571, file: !220, line: 648, baseType: !226, size: 8, offset: 64)
!575 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !571, file: !220, line: 648, baseType: !226, size: 8, offset: 72)
!576 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !571, file: !220, line: 648, baseType: !226, size: 8, offset: 80)
!577 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !571, file: !220, line: 648, baseType: !363, size: 64, offset: 128)
!578 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !571, file: !220, line: 649, baseType: !284, size: 64, offset: 192)
!579 = !DIDerivedType(tag: DW_TAG_member, name: "upvalue", scope: !571, file: !220, line: 650, baseType: !580, size: 128, offset: 256)
!580 = !DICompositeType(tag: DW_TAG_array_type, baseType: !273, size: 128, elements: !250)
!581 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !567, file: !220, line: 663, baseType: !582, size: 320)
!582 = !DIDerivedType(tag: DW_TAG_typedef, name: "LClosure", file: !220, line: 658, baseType: !583)
!583 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LClosure", file: !220, line: 654, size: 320, elements: !584)
!584 = !{!585, !586, !587, !588, !589, !590, !644}
!585 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !583, file: !220, line: 655, baseType: !224, size: 64)
!586 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !583, file: !220, line: 655, baseType: !226, size: 8, offset: 64)
!587 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !583, file: !220, line: 655, baseType: !226, size: 8, offset: 72)
!588 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !583, file: !220, line: 655, baseType: !226, size: 8, offset: 80)
!589 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !583, file: !220, line: 655, baseType: !363, size: 64, offset: 128)
!590 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !583, file: !220, line: 656, baseType: !591, size: 64, offset: 192)
!591 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !592, size: 64)
!592 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Proto", file: !220, line: 550, size: 1024, elements: !593)
!593 = !{!594, !595, !596, !597, !598, !599, !600, !601, !602, !603, !604, !605, !606, !607, !608, !609, !610, !612, !614, !623, !627, !634, !642, !643}
!594 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !592, file: !220, line: 551, baseType: !224, size: 64)
!595 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !592, file: !220, line: 551, baseType: !226, size: 8, offset: 64)
!596 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !592, file: !220, line: 551, baseType: !226, size: 8, offset: 72)
!597 = !DIDerivedType(tag: DW_TAG_member, name: "numparams", scope: !592, file: !220, line: 552, baseType: !226, size: 8, offset: 80)
!598 = !DIDerivedType(tag: DW_TAG_member, name: "is_vararg", scope: !592, file: !220, line: 553, baseType: !226, size: 8, offset: 88)
!599 = !DIDerivedType(tag: DW_TAG_member, name: "maxstacksize", scope: !592, file: !220, line: 554, baseType: !226, size: 8, offset: 96)
!600 = !DIDerivedType(tag: DW_TAG_member, name: "sizeupvalues", scope: !592, file: !220, line: 555, baseType: !289, size: 32, offset: 128)
!601 = !DIDerivedType(tag: DW_TAG_member, name: "sizek", scope: !592, file: !220, line: 556, baseType: !289, size: 32, offset: 160)
!602 = !DIDerivedType(tag: DW_TAG_member, name: "sizecode", scope: !592, file: !220, line: 557, baseType: !289, size: 32, offset: 192)
!603 = !DIDerivedType(tag: DW_TAG_member, name: "sizelineinfo", scope: !592, file: !220, line: 558, baseType: !289, size: 32, offset: 224)
!604 = !DIDerivedType(tag: DW_TAG_member, name: "sizep", scope: !592, file: !220, line: 559, baseType: !289, size: 32, offset: 256)
!605 = !DIDerivedType(tag: DW_TAG_member, name: "sizelocvars", scope: !592, file: !220, line: 560, baseType: !289, size: 32, offset: 288)
!606 = !DIDerivedType(tag: DW_TAG_member, name: "sizeabslineinfo", scope: !592, file: !220, line: 561, baseType: !289, size: 32, offset: 320)
!607 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !592, file: !220, line: 562, baseType: !289, size: 32, offset: 352)
!608 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !592, file: !220, line: 563, baseType: !289, size: 32, offset: 384)
!609 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !592, file: !220, line: 564, baseType: !272, size: 64, offset: 448)
!610 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !592, file: !220, line: 565, baseType: !611, size: 64, offset: 512)
!611 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !424, size: 64)
!612 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !592, file: !220, line: 566, baseType: !613, size: 64, offset: 576)
!613 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !591, size: 64)
!614 = !DIDerivedType(tag: DW_TAG_member, name: "upvalues", scope: !592, file: !220, line: 567, baseType: !615, size: 64, offset: 640)
!615 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !616, size: 64)
!616 = !DIDerivedType(tag: DW_TAG_typedef, name: "Upvaldesc", file: !220, line: 518, baseType: !617)
!617 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Upvaldesc", file: !220, line: 513, size: 128, elements: !618)
!618 = !{!619, !620, !621, !622}
!619 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !617, file: !220, line: 514, baseType: !344, size: 64)
!620 = !DIDerivedType(tag: DW_TAG_member, name: "instack", scope: !617, file: !220, line: 515, baseType: !226, size: 8, offset: 64)
!621 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !617, file: !220, line: 516, baseType: !226, size: 8, offset: 72)
!622 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !617, file: !220, line: 517, baseType: !226, size: 8, offset: 80)
!623 = !DIDerivedType(tag: DW_TAG_member, name: "lineinfo", scope: !592, file: !220, line: 568, baseType: !624, size: 64, offset: 704)
!624 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !625, size: 64)
!625 = !DIDerivedType(tag: DW_TAG_typedef, name: "ls_byte", file: !227, line: 37, baseType: !626)
!626 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!627 = !DIDerivedType(tag: DW_TAG_member, name: "abslineinfo", scope: !592, file: !220, line: 569, baseType: !628, size: 64, offset: 768)
!628 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !629, size: 64)
!629 = !DIDerivedType(tag: DW_TAG_typedef, name: "AbsLineInfo", file: !220, line: 545, baseType: !630)
!630 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "AbsLineInfo", file: !220, line: 542, size: 64, elements: !631)
!631 = !{!632, !633}
!632 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !630, file: !220, line: 543, baseType: !289, size: 32)
!633 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !630, file: !220, line: 544, baseType: !289, size: 32, offset: 32)
!634 = !DIDerivedType(tag: DW_TAG_member, name: "locvars", scope: !592, file: !220, line: 570, baseType: !635, size: 64, offset: 832)
!635 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !636, size: 64)
!636 = !DIDerivedType(tag: DW_TAG_typedef, name: "LocVar", file: !220, line: 529, baseType: !637)
!637 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LocVar", file: !220, line: 525, size: 128, elements: !638)
!638 = !{!639, !640, !641}
!639 = !DIDerivedType(tag: DW_TAG_member, name: "varname", scope: !637, file: !220, line: 526, baseType: !344, size: 64)
!640 = !DIDerivedType(tag: DW_TAG_member, name: "startpc", scope: !637, file: !220, line: 527, baseType: !289, size: 32, offset: 64)
!641 = !DIDerivedType(tag: DW_TAG_member, name: "endpc", scope: !637, file: !220, line: 528, baseType: !289, size: 32, offset: 96)
!642 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !592, file: !220, line: 571, baseType: !344, size: 64, offset: 896)
!643 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !592, file: !220, line: 572, baseType: !363, size: 64, offset: 960)
!644 = !DIDerivedType(tag: DW_TAG_member, name: "upvals", scope: !583, file: !220, line: 657, baseType: !645, size: 64, offset: 256)
!645 = !DICompositeType(tag: DW_TAG_array_type, baseType: !463, size: 64, elements: !250)
!646 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !215, file: !216, line: 358, baseType: !263, size: 448)
!647 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !215, file: !216, line: 359, baseType: !592, size: 1024)
!648 = !DIDerivedType(tag: DW_TAG_member, name: "th", scope: !215, file: !216, line: 360, baseType: !292, size: 1600)
!649 = !DIDerivedType(tag: DW_TAG_member, name: "upv", scope: !215, file: !216, line: 361, baseType: !465, size: 320)
!650 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !651, size: 64)
!651 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !652, size: 64)
!652 = !DIDerivedType(tag: DW_TAG_typedef, name: "Proto", file: !220, line: 573, baseType: !592)
!653 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !654, size: 64)
!654 = !DIDerivedType(tag: DW_TAG_typedef, name: "Vardesc", file: !159, line: 105, baseType: !655)
!655 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Vardesc", file: !159, line: 96, size: 192, elements: !656)
!656 = !{!657, !666}
!657 = !DIDerivedType(tag: DW_TAG_member, name: "vd", scope: !655, file: !159, line: 103, baseType: !658, size: 192)
!658 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !655, file: !159, line: 97, size: 192, elements: !659)
!659 = !{!660, !661, !662, !663, !664, !665}
!660 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !658, file: !159, line: 98, baseType: !277, size: 64)
!661 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !658, file: !159, line: 98, baseType: !226, size: 8, offset: 64)
!662 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !658, file: !159, line: 99, baseType: !226, size: 8, offset: 72)
!663 = !DIDerivedType(tag: DW_TAG_member, name: "ridx", scope: !658, file: !159, line: 100, baseType: !226, size: 8, offset: 80)
!664 = !DIDerivedType(tag: DW_TAG_member, name: "pidx", scope: !658, file: !159, line: 101, baseType: !458, size: 16, offset: 96)
!665 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !658, file: !159, line: 102, baseType: !344, size: 64, offset: 128)
!666 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !655, file: !159, line: 104, baseType: !273, size: 128)
!667 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !668, size: 64)
!668 = !DIDerivedType(tag: DW_TAG_typedef, name: "Labeldesc", file: !159, line: 116, baseType: !669)
!669 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Labeldesc", file: !159, line: 110, size: 192, elements: !670)
!670 = !{!671, !672, !673, !674, !675}
!671 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !669, file: !159, line: 111, baseType: !344, size: 64)
!672 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !669, file: !159, line: 112, baseType: !289, size: 32, offset: 64)
!673 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !669, file: !159, line: 113, baseType: !289, size: 32, offset: 96)
!674 = !DIDerivedType(tag: DW_TAG_member, name: "nactvar", scope: !669, file: !159, line: 114, baseType: !226, size: 8, offset: 128)
!675 = !DIDerivedType(tag: DW_TAG_member, name: "close", scope: !669, file: !159, line: 115, baseType: !226, size: 8, offset: 136)
!676 = !{!0, !7, !12, !17, !22, !677, !682, !687, !692, !697, !702, !705, !710, !27, !715, !720, !725, !730, !735, !740, !745, !750, !752, !876, !878, !883, !888, !893, !895, !897, !899, !904}
!677 = !DIGlobalVariableExpression(var: !678, expr: !DIExpression())
!678 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1172, type: !679, isLocal: true, isDefinition: true)
!679 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !680)
!680 = !{!681}
!681 = !DISubrange(count: 43)
!682 = !DIGlobalVariableExpression(var: !683, expr: !DIExpression())
!683 = distinct !DIGlobalVariable(scope: null, file: !2, line: 853, type: !684, isLocal: true, isDefinition: true)
!684 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !685)
!685 = !{!686}
!686 = !DISubrange(count: 23)
!687 = !DIGlobalVariableExpression(var: !688, expr: !DIExpression())
!688 = distinct !DIGlobalVariable(scope: null, file: !2, line: 999, type: !689, isLocal: true, isDefinition: true)
!689 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !690)
!690 = !{!691}
!691 = !DISubrange(count: 5)
!692 = !DIGlobalVariableExpression(var: !693, expr: !DIExpression())
!693 = distinct !DIGlobalVariable(scope: null, file: !2, line: 705, type: !694, isLocal: true, isDefinition: true)
!694 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !695)
!695 = !{!696}
!696 = !DISubrange(count: 10)
!697 = !DIGlobalVariableExpression(var: !698, expr: !DIExpression())
!698 = distinct !DIGlobalVariable(scope: null, file: !2, line: 199, type: !699, isLocal: true, isDefinition: true)
!699 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !700)
!700 = !{!701}
!701 = !DISubrange(count: 16)
!702 = !DIGlobalVariableExpression(var: !703, expr: !DIExpression())
!703 = distinct !DIGlobalVariable(scope: null, file: !2, line: 978, type: !704, isLocal: true, isDefinition: true)
!704 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !388)
!705 = !DIGlobalVariableExpression(var: !706, expr: !DIExpression())
!706 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1097, type: !707, isLocal: true, isDefinition: true)
!707 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !708)
!708 = !{!709}
!709 = !DISubrange(count: 18)
!710 = !DIGlobalVariableExpression(var: !711, expr: !DIExpression())
!711 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1053, type: !712, isLocal: true, isDefinition: true)
!712 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !713)
!713 = !{!714}
!714 = !DISubrange(count: 28)
!715 = !DIGlobalVariableExpression(var: !716, expr: !DIExpression())
!716 = distinct !DIGlobalVariable(scope: null, file: !2, line: 563, type: !717, isLocal: true, isDefinition: true)
!717 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !718)
!718 = !{!719}
!719 = !DISubrange(count: 13)
!720 = !DIGlobalVariableExpression(var: !721, expr: !DIExpression())
!721 = distinct !DIGlobalVariable(scope: null, file: !2, line: 516, type: !722, isLocal: true, isDefinition: true)
!722 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !723)
!723 = !{!724}
!724 = !DISubrange(count: 56)
!725 = !DIGlobalVariableExpression(var: !726, expr: !DIExpression())
!726 = distinct !DIGlobalVariable(scope: null, file: !2, line: 661, type: !727, isLocal: true, isDefinition: true)
!727 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !728)
!728 = !{!729}
!729 = !DISubrange(count: 30)
!730 = !DIGlobalVariableExpression(var: !731, expr: !DIExpression())
!731 = distinct !DIGlobalVariable(scope: null, file: !2, line: 665, type: !732, isLocal: true, isDefinition: true)
!732 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !733)
!733 = !{!734}
!734 = !DISubrange(count: 44)
!735 = !DIGlobalVariableExpression(var: !736, expr: !DIExpression())
!736 = distinct !DIGlobalVariable(scope: null, file: !2, line: 136, type: !737, isLocal: true, isDefinition: true)
!737 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !738)
!738 = !{!739}
!739 = !DISubrange(count: 37)
!740 = !DIGlobalVariableExpression(var: !741, expr: !DIExpression())
!741 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !742, isLocal: true, isDefinition: true)
!742 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !743)
!743 = !{!744}
!744 = !DISubrange(count: 12)
!745 = !DIGlobalVariableExpression(var: !746, expr: !DIExpression())
!746 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1631, type: !747, isLocal: true, isDefinition: true)
!747 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !748)
!748 = !{!749}
!749 = !DISubrange(count: 21)
!750 = !DIGlobalVariableExpression(var: !751, expr: !DIExpression())
!751 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1573, type: !742, isLocal: true, isDefinition: true)
!752 = !DIGlobalVariableExpression(var: !753, expr: !DIExpression())
!753 = distinct !DIGlobalVariable(name: "forprep", scope: !754, file: !2, line: 1546, type: !872, isLocal: true, isDefinition: true)
!754 = distinct !DISubprogram(name: "forbody", scope: !2, file: !2, line: 1544, type: !755, scopeLine: 1544, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !859)
!755 = !DISubroutineType(types: !756)
!756 = !{null, !757, !289, !289, !289, !289}
!757 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !758, size: 64)
!758 = !DIDerivedType(tag: DW_TAG_typedef, name: "LexState", file: !32, line: 78, baseType: !759)
!759 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LexState", file: !32, line: 64, size: 896, elements: !760)
!760 = !{!761, !762, !763, !764, !776, !777, !810, !811, !827, !836, !839, !857, !858}
!761 = !DIDerivedType(tag: DW_TAG_member, name: "current", scope: !759, file: !32, line: 65, baseType: !289, size: 32)
!762 = !DIDerivedType(tag: DW_TAG_member, name: "linenumber", scope: !759, file: !32, line: 66, baseType: !289, size: 32, offset: 32)
!763 = !DIDerivedType(tag: DW_TAG_member, name: "lastline", scope: !759, file: !32, line: 67, baseType: !289, size: 32, offset: 64)
!764 = !DIDerivedType(tag: DW_TAG_member, name: "t", scope: !759, file: !32, line: 68, baseType: !765, size: 128, offset: 128)
!765 = !DIDerivedType(tag: DW_TAG_typedef, name: "Token", file: !32, line: 59, baseType: !766)
!766 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Token", file: !32, line: 56, size: 128, elements: !767)
!767 = !{!768, !769}
!768 = !DIDerivedType(tag: DW_TAG_member, name: "token", scope: !766, file: !32, line: 57, baseType: !289, size: 32)
!769 = !DIDerivedType(tag: DW_TAG_member, name: "seminfo", scope: !766, file: !32, line: 58, baseType: !770, size: 64, offset: 64)
!770 = !DIDerivedType(tag: DW_TAG_typedef, name: "SemInfo", file: !32, line: 53, baseType: !771)
!771 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !32, line: 49, size: 64, elements: !772)
!772 = !{!773, !774, !775}
!773 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !771, file: !32, line: 50, baseType: !533, size: 64)
!774 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !771, file: !32, line: 51, baseType: !530, size: 64)
!775 = !DIDerivedType(tag: DW_TAG_member, name: "ts", scope: !771, file: !32, line: 52, baseType: !344, size: 64)
!776 = !DIDerivedType(tag: DW_TAG_member, name: "lookahead", scope: !759, file: !32, line: 69, baseType: !765, size: 128, offset: 256)
!777 = !DIDerivedType(tag: DW_TAG_member, name: "fs", scope: !759, file: !32, line: 70, baseType: !778, size: 64, offset: 384)
!778 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !779, size: 64)
!779 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "FuncState", file: !159, line: 144, size: 576, elements: !780)
!780 = !{!781, !782, !783, !785, !796, !797, !798, !799, !800, !801, !802, !803, !804, !805, !806, !807, !808, !809}
!781 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !779, file: !159, line: 145, baseType: !651, size: 64)
!782 = !DIDerivedType(tag: DW_TAG_member, name: "prev", scope: !779, file: !159, line: 146, baseType: !778, size: 64, offset: 64)
!783 = !DIDerivedType(tag: DW_TAG_member, name: "ls", scope: !779, file: !159, line: 147, baseType: !784, size: 64, offset: 128)
!784 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !759, size: 64)
!785 = !DIDerivedType(tag: DW_TAG_member, name: "bl", scope: !779, file: !159, line: 148, baseType: !786, size: 64, offset: 192)
!786 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !787, size: 64)
!787 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "BlockCnt", file: !2, line: 49, size: 192, elements: !788)
!788 = !{!789, !790, !791, !792, !793, !794, !795}
!789 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !787, file: !2, line: 50, baseType: !786, size: 64)
!790 = !DIDerivedType(tag: DW_TAG_member, name: "firstlabel", scope: !787, file: !2, line: 51, baseType: !289, size: 32, offset: 64)
!791 = !DIDerivedType(tag: DW_TAG_member, name: "firstgoto", scope: !787, file: !2, line: 52, baseType: !289, size: 32, offset: 96)
!792 = !DIDerivedType(tag: DW_TAG_member, name: "nactvar", scope: !787, file: !2, line: 53, baseType: !226, size: 8, offset: 128)
!793 = !DIDerivedType(tag: DW_TAG_member, name: "upval", scope: !787, file: !2, line: 54, baseType: !226, size: 8, offset: 136)
!794 = !DIDerivedType(tag: DW_TAG_member, name: "isloop", scope: !787, file: !2, line: 55, baseType: !226, size: 8, offset: 144)
!795 = !DIDerivedType(tag: DW_TAG_member, name: "insidetbc", scope: !787, file: !2, line: 56, baseType: !226, size: 8, offset: 152)
!796 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !779, file: !159, line: 149, baseType: !289, size: 32, offset: 256)
!797 = !DIDerivedType(tag: DW_TAG_member, name: "lasttarget", scope: !779, file: !159, line: 150, baseType: !289, size: 32, offset: 288)
!798 = !DIDerivedType(tag: DW_TAG_member, name: "previousline", scope: !779, file: !159, line: 151, baseType: !289, size: 32, offset: 320)
!799 = !DIDerivedType(tag: DW_TAG_member, name: "nk", scope: !779, file: !159, line: 152, baseType: !289, size: 32, offset: 352)
!800 = !DIDerivedType(tag: DW_TAG_member, name: "np", scope: !779, file: !159, line: 153, baseType: !289, size: 32, offset: 384)
!801 = !DIDerivedType(tag: DW_TAG_member, name: "nabslineinfo", scope: !779, file: !159, line: 154, baseType: !289, size: 32, offset: 416)
!802 = !DIDerivedType(tag: DW_TAG_member, name: "firstlocal", scope: !779, file: !159, line: 155, baseType: !289, size: 32, offset: 448)
!803 = !DIDerivedType(tag: DW_TAG_member, name: "firstlabel", scope: !779, file: !159, line: 156, baseType: !289, size: 32, offset: 480)
!804 = !DIDerivedType(tag: DW_TAG_member, name: "ndebugvars", scope: !779, file: !159, line: 157, baseType: !458, size: 16, offset: 512)
!805 = !DIDerivedType(tag: DW_TAG_member, name: "nactvar", scope: !779, file: !159, line: 158, baseType: !226, size: 8, offset: 528)
!806 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !779, file: !159, line: 159, baseType: !226, size: 8, offset: 536)
!807 = !DIDerivedType(tag: DW_TAG_member, name: "freereg", scope: !779, file: !159, line: 160, baseType: !226, size: 8, offset: 544)
!808 = !DIDerivedType(tag: DW_TAG_member, name: "iwthabs", scope: !779, file: !159, line: 161, baseType: !226, size: 8, offset: 552)
!809 = !DIDerivedType(tag: DW_TAG_member, name: "needclose", scope: !779, file: !159, line: 162, baseType: !226, size: 8, offset: 560)
!810 = !DIDerivedType(tag: DW_TAG_member, name: "L", scope: !759, file: !32, line: 71, baseType: !382, size: 64, offset: 448)
!811 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !759, file: !32, line: 72, baseType: !812, size: 64, offset: 512)
!812 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !813, size: 64)
!813 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZIO", file: !814, line: 18, baseType: !815)
!814 = !DIFile(filename: "src/lua/lzio.h", directory: ".", checksumkind: CSK_MD5, checksum: "00622612a9c5cd1c5e7b63f3fab5afd8")
!815 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Zio", file: !814, line: 55, size: 320, elements: !816)
!816 = !{!817, !818, !819, !825, !826}
!817 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !815, file: !814, line: 56, baseType: !243, size: 64)
!818 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !815, file: !814, line: 57, baseType: !402, size: 64, offset: 64)
!819 = !DIDerivedType(tag: DW_TAG_member, name: "reader", scope: !815, file: !814, line: 58, baseType: !820, size: 64, offset: 128)
!820 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Reader", file: !285, line: 117, baseType: !821)
!821 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !822, size: 64)
!822 = !DISubroutineType(types: !823)
!823 = !{!402, !290, !282, !824}
!824 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !243, size: 64)
!825 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !815, file: !814, line: 59, baseType: !282, size: 64, offset: 192)
!826 = !DIDerivedType(tag: DW_TAG_member, name: "L", scope: !815, file: !814, line: 60, baseType: !290, size: 64, offset: 256)
!827 = !DIDerivedType(tag: DW_TAG_member, name: "buff", scope: !759, file: !32, line: 73, baseType: !828, size: 64, offset: 576)
!828 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !829, size: 64)
!829 = !DIDerivedType(tag: DW_TAG_typedef, name: "Mbuffer", file: !814, line: 27, baseType: !830)
!830 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mbuffer", file: !814, line: 23, size: 192, elements: !831)
!831 = !{!832, !834, !835}
!832 = !DIDerivedType(tag: DW_TAG_member, name: "buffer", scope: !830, file: !814, line: 24, baseType: !833, size: 64)
!833 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!834 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !830, file: !814, line: 25, baseType: !243, size: 64, offset: 64)
!835 = !DIDerivedType(tag: DW_TAG_member, name: "buffsize", scope: !830, file: !814, line: 26, baseType: !243, size: 64, offset: 128)
!836 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !759, file: !32, line: 74, baseType: !837, size: 64, offset: 640)
!837 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !838, size: 64)
!838 = !DIDerivedType(tag: DW_TAG_typedef, name: "Table", file: !220, line: 747, baseType: !263)
!839 = !DIDerivedType(tag: DW_TAG_member, name: "dyd", scope: !759, file: !32, line: 75, baseType: !840, size: 64, offset: 704)
!840 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !841, size: 64)
!841 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Dyndata", file: !159, line: 128, size: 384, elements: !842)
!842 = !{!843, !849, !856}
!843 = !DIDerivedType(tag: DW_TAG_member, name: "actvar", scope: !841, file: !159, line: 133, baseType: !844, size: 128)
!844 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !841, file: !159, line: 129, size: 128, elements: !845)
!845 = !{!846, !847, !848}
!846 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !844, file: !159, line: 130, baseType: !653, size: 64)
!847 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !844, file: !159, line: 131, baseType: !289, size: 32, offset: 64)
!848 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !844, file: !159, line: 132, baseType: !289, size: 32, offset: 96)
!849 = !DIDerivedType(tag: DW_TAG_member, name: "gt", scope: !841, file: !159, line: 134, baseType: !850, size: 128, offset: 128)
!850 = !DIDerivedType(tag: DW_TAG_typedef, name: "Labellist", file: !159, line: 124, baseType: !851)
!851 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Labellist", file: !159, line: 120, size: 128, elements: !852)
!852 = !{!853, !854, !855}
!853 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !851, file: !159, line: 121, baseType: !667, size: 64)
!854 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !851, file: !159, line: 122, baseType: !289, size: 32, offset: 64)
!855 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !851, file: !159, line: 123, baseType: !289, size: 32, offset: 96)
!856 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !841, file: !159, line: 135, baseType: !850, size: 128, offset: 256)
!857 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !759, file: !32, line: 76, baseType: !344, size: 64, offset: 768)
!858 = !DIDerivedType(tag: DW_TAG_member, name: "envn", scope: !759, file: !32, line: 77, baseType: !344, size: 64, offset: 832)
!859 = !{!860, !861, !862, !863, !864, !865, !867, !870, !871}
!860 = !DILocalVariable(name: "ls", arg: 1, scope: !754, file: !2, line: 1544, type: !757)
!861 = !DILocalVariable(name: "base", arg: 2, scope: !754, file: !2, line: 1544, type: !289)
!862 = !DILocalVariable(name: "line", arg: 3, scope: !754, file: !2, line: 1544, type: !289)
!863 = !DILocalVariable(name: "nvars", arg: 4, scope: !754, file: !2, line: 1544, type: !289)
!864 = !DILocalVariable(name: "isgen", arg: 5, scope: !754, file: !2, line: 1544, type: !289)
!865 = !DILocalVariable(name: "bl", scope: !754, file: !2, line: 1548, type: !866)
!866 = !DIDerivedType(tag: DW_TAG_typedef, name: "BlockCnt", file: !2, line: 57, baseType: !787)
!867 = !DILocalVariable(name: "fs", scope: !754, file: !2, line: 1549, type: !868)
!868 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !869, size: 64)
!869 = !DIDerivedType(tag: DW_TAG_typedef, name: "FuncState", file: !159, line: 163, baseType: !779)
!870 = !DILocalVariable(name: "prep", scope: !754, file: !2, line: 1550, type: !289)
!871 = !DILocalVariable(name: "endfor", scope: !754, file: !2, line: 1550, type: !289)
!872 = !DICompositeType(tag: DW_TAG_array_type, baseType: !873, size: 64, elements: !875)
!873 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !874)
!874 = !DIDerivedType(tag: DW_TAG_typedef, name: "OpCode", file: !73, line: 310, baseType: !72)
!875 = !{!396}
!876 = !DIGlobalVariableExpression(var: !877, expr: !DIExpression())
!877 = distinct !DIGlobalVariable(name: "forloop", scope: !754, file: !2, line: 1547, type: !872, isLocal: true, isDefinition: true)
!878 = !DIGlobalVariableExpression(var: !879, expr: !DIExpression())
!879 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1536, type: !880, isLocal: true, isDefinition: true)
!880 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !881)
!881 = !{!882}
!882 = !DISubrange(count: 27)
!883 = !DIGlobalVariableExpression(var: !884, expr: !DIExpression())
!884 = distinct !DIGlobalVariable(scope: null, file: !2, line: 302, type: !885, isLocal: true, isDefinition: true)
!885 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !886)
!886 = !{!887}
!887 = !DISubrange(count: 41)
!888 = !DIGlobalVariableExpression(var: !889, expr: !DIExpression())
!889 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1741, type: !890, isLocal: true, isDefinition: true)
!890 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !891)
!891 = !{!892}
!892 = !DISubrange(count: 46)
!893 = !DIGlobalVariableExpression(var: !894, expr: !DIExpression())
!894 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1706, type: !24, isLocal: true, isDefinition: true)
!895 = !DIGlobalVariableExpression(var: !896, expr: !DIExpression())
!896 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1708, type: !24, isLocal: true, isDefinition: true)
!897 = !DIGlobalVariableExpression(var: !898, expr: !DIExpression())
!898 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1712, type: !684, isLocal: true, isDefinition: true)
!899 = !DIGlobalVariableExpression(var: !900, expr: !DIExpression())
!900 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1451, type: !901, isLocal: true, isDefinition: true)
!901 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !902)
!902 = !{!903}
!903 = !DISubrange(count: 38)
!904 = !DIGlobalVariableExpression(var: !905, expr: !DIExpression())
!905 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1806, type: !717, isLocal: true, isDefinition: true)
!906 = !DICompositeType(tag: DW_TAG_array_type, baseType: !907, size: 336, elements: !748)
!907 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !908)
!908 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 1237, size: 16, elements: !909)
!909 = !{!910, !911}
!910 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !908, file: !2, line: 1238, baseType: !226, size: 8)
!911 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !908, file: !2, line: 1239, baseType: !226, size: 8, offset: 8)
!912 = !{i32 7, !"Dwarf Version", i32 5}
!913 = !{i32 2, !"Debug Info Version", i32 3}
!914 = !{i32 1, !"wchar_size", i32 4}
!915 = !{i32 8, !"PIC Level", i32 2}
!916 = !{i32 7, !"PIE Level", i32 2}
!917 = !{i32 7, !"uwtable", i32 2}
!918 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!919 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!920 = distinct !DISubprogram(name: "luaY_nvarstack", scope: !2, file: !2, line: 243, type: !921, scopeLine: 243, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !923)
!921 = !DISubroutineType(types: !922)
!922 = !{!289, !868}
!923 = !{!924}
!924 = !DILocalVariable(name: "fs", arg: 1, scope: !920, file: !2, line: 243, type: !868)
!925 = !DILocation(line: 0, scope: !920)
!926 = !DILocation(line: 244, column: 27, scope: !920)
!927 = !{!928, !930, i64 66}
!928 = !{!"FuncState", !929, i64 0, !929, i64 8, !929, i64 16, !929, i64 24, !932, i64 32, !932, i64 36, !932, i64 40, !932, i64 44, !932, i64 48, !932, i64 52, !932, i64 56, !932, i64 60, !933, i64 64, !930, i64 66, !930, i64 67, !930, i64 68, !930, i64 69, !930, i64 70}
!929 = !{!"any pointer", !930, i64 0}
!930 = !{!"omnipotent char", !931, i64 0}
!931 = !{!"Simple C/C++ TBAA"}
!932 = !{!"int", !930, i64 0}
!933 = !{!"short", !930, i64 0}
!934 = !DILocation(line: 244, column: 23, scope: !920)
!935 = !DILocalVariable(name: "fs", arg: 1, scope: !936, file: !2, line: 229, type: !868)
!936 = distinct !DISubprogram(name: "reglevel", scope: !2, file: !2, line: 229, type: !937, scopeLine: 229, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !939)
!937 = !DISubroutineType(types: !938)
!938 = !{!289, !868, !289}
!939 = !{!935, !940, !941}
!940 = !DILocalVariable(name: "nvar", arg: 2, scope: !936, file: !2, line: 229, type: !289)
!941 = !DILocalVariable(name: "vd", scope: !942, file: !2, line: 231, type: !653)
!942 = distinct !DILexicalBlock(scope: !936, file: !2, line: 230, column: 22)
!943 = !DILocation(line: 0, scope: !936, inlinedAt: !944)
!944 = distinct !DILocation(line: 244, column: 10, scope: !920)
!945 = !DILocation(line: 230, column: 3, scope: !936, inlinedAt: !944)
!946 = !DILocation(line: 230, column: 17, scope: !936, inlinedAt: !944)
!947 = !DILocation(line: 230, column: 14, scope: !936, inlinedAt: !944)
!948 = !DILocalVariable(name: "fs", arg: 1, scope: !949, file: !2, line: 219, type: !868)
!949 = distinct !DISubprogram(name: "getlocalvardesc", scope: !2, file: !2, line: 219, type: !950, scopeLine: 219, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !952)
!950 = !DISubroutineType(types: !951)
!951 = !{!653, !868, !289}
!952 = !{!948, !953}
!953 = !DILocalVariable(name: "vidx", arg: 2, scope: !949, file: !2, line: 219, type: !289)
!954 = !DILocation(line: 0, scope: !949, inlinedAt: !955)
!955 = distinct !DILocation(line: 231, column: 19, scope: !942, inlinedAt: !944)
!956 = !DILocation(line: 220, column: 15, scope: !949, inlinedAt: !955)
!957 = !{!928, !929, i64 16}
!958 = !DILocation(line: 220, column: 19, scope: !949, inlinedAt: !955)
!959 = !{!960, !929, i64 88}
!960 = !{!"LexState", !932, i64 0, !932, i64 4, !932, i64 8, !961, i64 16, !961, i64 32, !929, i64 48, !929, i64 56, !929, i64 64, !929, i64 72, !929, i64 80, !929, i64 88, !929, i64 96, !929, i64 104}
!961 = !{!"Token", !932, i64 0, !930, i64 8}
!962 = !DILocation(line: 220, column: 31, scope: !949, inlinedAt: !955)
!963 = !{!964, !929, i64 0}
!964 = !{!"Dyndata", !965, i64 0, !966, i64 16, !966, i64 32}
!965 = !{!"", !929, i64 0, !932, i64 8, !932, i64 12}
!966 = !{!"Labellist", !929, i64 0, !932, i64 8, !932, i64 12}
!967 = !DILocation(line: 220, column: 39, scope: !949, inlinedAt: !955)
!968 = !{!928, !932, i64 56}
!969 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !955)
!970 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !955)
!971 = !DILocation(line: 0, scope: !942, inlinedAt: !944)
!972 = !DILocation(line: 232, column: 16, scope: !973, inlinedAt: !944)
!973 = distinct !DILexicalBlock(scope: !942, file: !2, line: 232, column: 9)
!974 = !{!930, !930, i64 0}
!975 = !DILocation(line: 232, column: 21, scope: !973, inlinedAt: !944)
!976 = !DILocation(line: 232, column: 9, scope: !942, inlinedAt: !944)
!977 = !DILocation(line: 233, column: 21, scope: !973, inlinedAt: !944)
!978 = !DILocation(line: 233, column: 14, scope: !973, inlinedAt: !944)
!979 = !DILocation(line: 233, column: 26, scope: !973, inlinedAt: !944)
!980 = !DILocation(line: 244, column: 3, scope: !920)
!981 = distinct !DISubprogram(name: "luaY_parser", scope: !2, file: !2, line: 1942, type: !982, scopeLine: 1943, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !987)
!982 = !DISubroutineType(types: !983)
!983 = !{!984, !290, !812, !828, !985, !402, !289}
!984 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !582, size: 64)
!985 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !986, size: 64)
!986 = !DIDerivedType(tag: DW_TAG_typedef, name: "Dyndata", file: !159, line: 136, baseType: !841)
!987 = !{!988, !989, !990, !991, !992, !993, !994, !995, !996, !997, !999, !1000, !1002}
!988 = !DILocalVariable(name: "L", arg: 1, scope: !981, file: !2, line: 1942, type: !290)
!989 = !DILocalVariable(name: "z", arg: 2, scope: !981, file: !2, line: 1942, type: !812)
!990 = !DILocalVariable(name: "buff", arg: 3, scope: !981, file: !2, line: 1942, type: !828)
!991 = !DILocalVariable(name: "dyd", arg: 4, scope: !981, file: !2, line: 1943, type: !985)
!992 = !DILocalVariable(name: "name", arg: 5, scope: !981, file: !2, line: 1943, type: !402)
!993 = !DILocalVariable(name: "firstchar", arg: 6, scope: !981, file: !2, line: 1943, type: !289)
!994 = !DILocalVariable(name: "lexstate", scope: !981, file: !2, line: 1944, type: !758)
!995 = !DILocalVariable(name: "funcstate", scope: !981, file: !2, line: 1945, type: !869)
!996 = !DILocalVariable(name: "cl", scope: !981, file: !2, line: 1946, type: !984)
!997 = !DILocalVariable(name: "io", scope: !998, file: !2, line: 1947, type: !272)
!998 = distinct !DILexicalBlock(scope: !981, file: !2, line: 1947, column: 3)
!999 = !DILocalVariable(name: "x_", scope: !998, file: !2, line: 1947, type: !984)
!1000 = !DILocalVariable(name: "io", scope: !1001, file: !2, line: 1950, type: !272)
!1001 = distinct !DILexicalBlock(scope: !981, file: !2, line: 1950, column: 3)
!1002 = !DILocalVariable(name: "x_", scope: !1001, file: !2, line: 1950, type: !837)
!1003 = distinct !DIAssignID()
!1004 = distinct !DIAssignID()
!1005 = !DILocation(line: 0, scope: !981)
!1006 = distinct !DIAssignID()
!1007 = !DILocation(line: 1944, column: 3, scope: !981)
!1008 = !DILocation(line: 1945, column: 3, scope: !981)
!1009 = !DILocation(line: 1946, column: 18, scope: !981)
!1010 = !DILocation(line: 1947, column: 3, scope: !998)
!1011 = !DILocation(line: 0, scope: !998)
!1012 = !{!1013, !930, i64 8}
!1013 = !{!"TValue", !930, i64 0, !930, i64 8}
!1014 = !DILocation(line: 1948, column: 3, scope: !981)
!1015 = !DILocation(line: 1949, column: 16, scope: !981)
!1016 = !DILocation(line: 1949, column: 12, scope: !981)
!1017 = !DILocation(line: 1949, column: 14, scope: !981)
!1018 = !{!960, !929, i64 80}
!1019 = distinct !DIAssignID()
!1020 = !DILocation(line: 1950, column: 3, scope: !1001)
!1021 = !DILocation(line: 0, scope: !1001)
!1022 = !DILocation(line: 1951, column: 3, scope: !981)
!1023 = !DILocation(line: 1952, column: 25, scope: !981)
!1024 = !DILocation(line: 1952, column: 21, scope: !981)
!1025 = !DILocation(line: 1952, column: 23, scope: !981)
!1026 = !{!1027, !929, i64 24}
!1027 = !{!"LClosure", !929, i64 0, !930, i64 8, !930, i64 9, !930, i64 10, !929, i64 16, !929, i64 24, !930, i64 32}
!1028 = !DILocation(line: 1952, column: 15, scope: !981)
!1029 = !{!928, !929, i64 0}
!1030 = distinct !DIAssignID()
!1031 = !DILocation(line: 1953, column: 3, scope: !981)
!1032 = !{!1027, !930, i64 9}
!1033 = !{!1034, !930, i64 9}
!1034 = !{!"Proto", !929, i64 0, !930, i64 8, !930, i64 9, !930, i64 10, !930, i64 11, !930, i64 12, !932, i64 16, !932, i64 20, !932, i64 24, !932, i64 28, !932, i64 32, !932, i64 36, !932, i64 40, !932, i64 44, !932, i64 48, !929, i64 56, !929, i64 64, !929, i64 72, !929, i64 80, !929, i64 88, !929, i64 96, !929, i64 104, !929, i64 112, !929, i64 120}
!1035 = !DILocation(line: 1954, column: 25, scope: !981)
!1036 = !DILocation(line: 1954, column: 16, scope: !981)
!1037 = !DILocation(line: 1954, column: 23, scope: !981)
!1038 = !{!1034, !929, i64 112}
!1039 = !DILocation(line: 1955, column: 3, scope: !981)
!1040 = !{!1041, !930, i64 9}
!1041 = !{!"TString", !929, i64 0, !930, i64 8, !930, i64 9, !930, i64 10, !930, i64 11, !932, i64 12, !930, i64 16, !930, i64 24}
!1042 = !DILocation(line: 1959, column: 47, scope: !981)
!1043 = !DILocation(line: 1956, column: 12, scope: !981)
!1044 = !DILocation(line: 1956, column: 17, scope: !981)
!1045 = !{!960, !929, i64 72}
!1046 = distinct !DIAssignID()
!1047 = !DILocation(line: 1957, column: 12, scope: !981)
!1048 = !DILocation(line: 1957, column: 16, scope: !981)
!1049 = distinct !DIAssignID()
!1050 = !DILocation(line: 1958, column: 42, scope: !981)
!1051 = !DILocation(line: 1958, column: 44, scope: !981)
!1052 = !{!964, !932, i64 40}
!1053 = !DILocation(line: 1958, column: 27, scope: !981)
!1054 = !DILocation(line: 1958, column: 29, scope: !981)
!1055 = !{!964, !932, i64 24}
!1056 = !DILocation(line: 1958, column: 15, scope: !981)
!1057 = !DILocation(line: 1958, column: 17, scope: !981)
!1058 = !{!964, !932, i64 8}
!1059 = !DILocation(line: 1959, column: 3, scope: !981)
!1060 = !DILocalVariable(name: "bl", scope: !1061, file: !2, line: 1925, type: !866)
!1061 = distinct !DISubprogram(name: "mainfunc", scope: !2, file: !2, line: 1924, type: !1062, scopeLine: 1924, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1064)
!1062 = !DISubroutineType(types: !1063)
!1063 = !{null, !757, !868}
!1064 = !{!1065, !1066, !1060, !1067}
!1065 = !DILocalVariable(name: "ls", arg: 1, scope: !1061, file: !2, line: 1924, type: !757)
!1066 = !DILocalVariable(name: "fs", arg: 2, scope: !1061, file: !2, line: 1924, type: !868)
!1067 = !DILocalVariable(name: "env", scope: !1061, file: !2, line: 1926, type: !615)
!1068 = !DILocation(line: 0, scope: !1061, inlinedAt: !1069)
!1069 = distinct !DILocation(line: 1960, column: 3, scope: !981)
!1070 = !DILocation(line: 1925, column: 3, scope: !1061, inlinedAt: !1069)
!1071 = !DILocalVariable(name: "ls", arg: 1, scope: !1072, file: !2, line: 729, type: !757)
!1072 = distinct !DISubprogram(name: "open_func", scope: !2, file: !2, line: 729, type: !1073, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1076)
!1073 = !DISubroutineType(types: !1074)
!1074 = !{null, !757, !868, !1075}
!1075 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !866, size: 64)
!1076 = !{!1071, !1077, !1078, !1079}
!1077 = !DILocalVariable(name: "fs", arg: 2, scope: !1072, file: !2, line: 729, type: !868)
!1078 = !DILocalVariable(name: "bl", arg: 3, scope: !1072, file: !2, line: 729, type: !1075)
!1079 = !DILocalVariable(name: "f", scope: !1072, file: !2, line: 730, type: !651)
!1080 = !DILocation(line: 0, scope: !1072, inlinedAt: !1081)
!1081 = distinct !DILocation(line: 1927, column: 3, scope: !1061, inlinedAt: !1069)
!1082 = !DILocation(line: 731, column: 18, scope: !1072, inlinedAt: !1081)
!1083 = !{!960, !929, i64 48}
!1084 = !DILocation(line: 731, column: 7, scope: !1072, inlinedAt: !1081)
!1085 = !DILocation(line: 731, column: 12, scope: !1072, inlinedAt: !1081)
!1086 = !{!928, !929, i64 8}
!1087 = distinct !DIAssignID()
!1088 = !DILocation(line: 732, column: 7, scope: !1072, inlinedAt: !1081)
!1089 = !DILocation(line: 732, column: 10, scope: !1072, inlinedAt: !1081)
!1090 = distinct !DIAssignID()
!1091 = !DILocation(line: 733, column: 10, scope: !1072, inlinedAt: !1081)
!1092 = distinct !DIAssignID()
!1093 = !DILocation(line: 734, column: 7, scope: !1072, inlinedAt: !1081)
!1094 = !DILocation(line: 734, column: 10, scope: !1072, inlinedAt: !1081)
!1095 = !{!928, !932, i64 32}
!1096 = distinct !DIAssignID()
!1097 = !DILocation(line: 735, column: 25, scope: !1072, inlinedAt: !1081)
!1098 = !{!1034, !932, i64 44}
!1099 = !DILocation(line: 735, column: 7, scope: !1072, inlinedAt: !1081)
!1100 = !DILocation(line: 735, column: 20, scope: !1072, inlinedAt: !1081)
!1101 = !{!928, !932, i64 40}
!1102 = distinct !DIAssignID()
!1103 = !DILocation(line: 737, column: 7, scope: !1072, inlinedAt: !1081)
!1104 = !DILocation(line: 737, column: 18, scope: !1072, inlinedAt: !1081)
!1105 = !{!928, !932, i64 36}
!1106 = distinct !DIAssignID()
!1107 = !DILocation(line: 739, column: 7, scope: !1072, inlinedAt: !1081)
!1108 = !DILocation(line: 739, column: 10, scope: !1072, inlinedAt: !1081)
!1109 = !{!928, !932, i64 44}
!1110 = distinct !DIAssignID()
!1111 = !DILocation(line: 740, column: 7, scope: !1072, inlinedAt: !1081)
!1112 = !DILocation(line: 740, column: 20, scope: !1072, inlinedAt: !1081)
!1113 = !{!928, !932, i64 52}
!1114 = distinct !DIAssignID()
!1115 = !DILocation(line: 741, column: 7, scope: !1072, inlinedAt: !1081)
!1116 = !DILocation(line: 741, column: 10, scope: !1072, inlinedAt: !1081)
!1117 = !{!928, !932, i64 48}
!1118 = distinct !DIAssignID()
!1119 = !DILocation(line: 743, column: 7, scope: !1072, inlinedAt: !1081)
!1120 = !DILocation(line: 744, column: 7, scope: !1072, inlinedAt: !1081)
!1121 = !DILocation(line: 743, column: 18, scope: !1072, inlinedAt: !1081)
!1122 = distinct !DIAssignID()
!1123 = !DILocation(line: 746, column: 24, scope: !1072, inlinedAt: !1081)
!1124 = !DILocation(line: 746, column: 36, scope: !1072, inlinedAt: !1081)
!1125 = !DILocation(line: 746, column: 7, scope: !1072, inlinedAt: !1081)
!1126 = !DILocation(line: 746, column: 18, scope: !1072, inlinedAt: !1081)
!1127 = distinct !DIAssignID()
!1128 = !DILocation(line: 747, column: 35, scope: !1072, inlinedAt: !1081)
!1129 = !DILocation(line: 747, column: 7, scope: !1072, inlinedAt: !1081)
!1130 = !DILocation(line: 747, column: 18, scope: !1072, inlinedAt: !1081)
!1131 = !{!928, !932, i64 60}
!1132 = distinct !DIAssignID()
!1133 = !DILocation(line: 748, column: 7, scope: !1072, inlinedAt: !1081)
!1134 = !DILocation(line: 748, column: 10, scope: !1072, inlinedAt: !1081)
!1135 = !{!928, !929, i64 24}
!1136 = distinct !DIAssignID()
!1137 = !DILocation(line: 749, column: 19, scope: !1072, inlinedAt: !1081)
!1138 = !{!960, !929, i64 96}
!1139 = !DILocation(line: 749, column: 13, scope: !1072, inlinedAt: !1081)
!1140 = !DILocation(line: 750, column: 3, scope: !1072, inlinedAt: !1081)
!1141 = !{!960, !929, i64 56}
!1142 = !DILocation(line: 644, column: 21, scope: !1143, inlinedAt: !1150)
!1143 = distinct !DISubprogram(name: "enterblock", scope: !2, file: !2, line: 642, type: !1144, scopeLine: 642, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1146)
!1144 = !DISubroutineType(types: !1145)
!1145 = !{null, !868, !1075, !226}
!1146 = !{!1147, !1148, !1149}
!1147 = !DILocalVariable(name: "fs", arg: 1, scope: !1143, file: !2, line: 642, type: !868)
!1148 = !DILocalVariable(name: "bl", arg: 2, scope: !1143, file: !2, line: 642, type: !1075)
!1149 = !DILocalVariable(name: "isloop", arg: 3, scope: !1143, file: !2, line: 642, type: !226)
!1150 = distinct !DILocation(line: 752, column: 3, scope: !1072, inlinedAt: !1081)
!1151 = !DILocation(line: 645, column: 24, scope: !1143, inlinedAt: !1150)
!1152 = !DILocation(line: 645, column: 28, scope: !1143, inlinedAt: !1150)
!1153 = !DILocation(line: 645, column: 39, scope: !1143, inlinedAt: !1150)
!1154 = !DILocation(line: 648, column: 24, scope: !1143, inlinedAt: !1150)
!1155 = !DILocation(line: 751, column: 6, scope: !1072, inlinedAt: !1081)
!1156 = !DILocation(line: 751, column: 19, scope: !1072, inlinedAt: !1081)
!1157 = !{!1034, !930, i64 12}
!1158 = !DILocation(line: 0, scope: !1143, inlinedAt: !1150)
!1159 = !DILocation(line: 643, column: 7, scope: !1143, inlinedAt: !1150)
!1160 = !DILocation(line: 643, column: 14, scope: !1143, inlinedAt: !1150)
!1161 = !{!1162, !930, i64 18}
!1162 = !{!"BlockCnt", !929, i64 0, !932, i64 8, !932, i64 12, !930, i64 16, !930, i64 17, !930, i64 18, !930, i64 19}
!1163 = distinct !DIAssignID()
!1164 = !DILocation(line: 644, column: 7, scope: !1143, inlinedAt: !1150)
!1165 = !DILocation(line: 644, column: 15, scope: !1143, inlinedAt: !1150)
!1166 = !{!1162, !930, i64 16}
!1167 = distinct !DIAssignID()
!1168 = !DILocation(line: 645, column: 7, scope: !1143, inlinedAt: !1150)
!1169 = !DILocation(line: 645, column: 18, scope: !1143, inlinedAt: !1150)
!1170 = !{!1162, !932, i64 8}
!1171 = distinct !DIAssignID()
!1172 = !DILocation(line: 646, column: 35, scope: !1143, inlinedAt: !1150)
!1173 = !DILocation(line: 646, column: 7, scope: !1143, inlinedAt: !1150)
!1174 = !DILocation(line: 646, column: 17, scope: !1143, inlinedAt: !1150)
!1175 = !{!1162, !932, i64 12}
!1176 = distinct !DIAssignID()
!1177 = !DILocation(line: 647, column: 7, scope: !1143, inlinedAt: !1150)
!1178 = !DILocation(line: 647, column: 13, scope: !1143, inlinedAt: !1150)
!1179 = !{!1162, !930, i64 17}
!1180 = distinct !DIAssignID()
!1181 = !DILocation(line: 648, column: 27, scope: !1143, inlinedAt: !1150)
!1182 = !DILocation(line: 648, column: 35, scope: !1143, inlinedAt: !1150)
!1183 = !DILocation(line: 648, column: 46, scope: !1143, inlinedAt: !1150)
!1184 = !{!1162, !930, i64 19}
!1185 = !DILocation(line: 648, column: 19, scope: !1143, inlinedAt: !1150)
!1186 = !DILocation(line: 648, column: 7, scope: !1143, inlinedAt: !1150)
!1187 = !DILocation(line: 648, column: 17, scope: !1143, inlinedAt: !1150)
!1188 = distinct !DIAssignID()
!1189 = !DILocation(line: 649, column: 16, scope: !1143, inlinedAt: !1150)
!1190 = !{!1162, !929, i64 0}
!1191 = distinct !DIAssignID()
!1192 = !DILocation(line: 650, column: 10, scope: !1143, inlinedAt: !1150)
!1193 = distinct !DIAssignID()
!1194 = !DILocalVariable(name: "fs", arg: 1, scope: !1195, file: !2, line: 953, type: !868)
!1195 = distinct !DISubprogram(name: "setvararg", scope: !2, file: !2, line: 953, type: !1196, scopeLine: 953, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1198)
!1196 = !DISubroutineType(types: !1197)
!1197 = !{null, !868, !289}
!1198 = !{!1194, !1199}
!1199 = !DILocalVariable(name: "nparams", arg: 2, scope: !1195, file: !2, line: 953, type: !289)
!1200 = !DILocation(line: 0, scope: !1195, inlinedAt: !1201)
!1201 = distinct !DILocation(line: 1928, column: 3, scope: !1061, inlinedAt: !1069)
!1202 = !DILocation(line: 954, column: 7, scope: !1195, inlinedAt: !1201)
!1203 = !DILocation(line: 954, column: 10, scope: !1195, inlinedAt: !1201)
!1204 = !DILocation(line: 954, column: 20, scope: !1195, inlinedAt: !1201)
!1205 = !{!1034, !930, i64 11}
!1206 = !DILocation(line: 955, column: 3, scope: !1195, inlinedAt: !1201)
!1207 = !DILocalVariable(name: "fs", arg: 1, scope: !1208, file: !2, line: 352, type: !868)
!1208 = distinct !DISubprogram(name: "allocupvalue", scope: !2, file: !2, line: 352, type: !1209, scopeLine: 352, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1211)
!1209 = !DISubroutineType(types: !1210)
!1210 = !{!615, !868}
!1211 = !{!1207, !1212, !1213}
!1212 = !DILocalVariable(name: "f", scope: !1208, file: !2, line: 353, type: !651)
!1213 = !DILocalVariable(name: "oldsize", scope: !1208, file: !2, line: 354, type: !289)
!1214 = !DILocation(line: 0, scope: !1208, inlinedAt: !1215)
!1215 = distinct !DILocation(line: 1929, column: 9, scope: !1061, inlinedAt: !1069)
!1216 = !DILocation(line: 355, column: 22, scope: !1208, inlinedAt: !1215)
!1217 = !{!928, !930, i64 67}
!1218 = !DILocalVariable(name: "fs", arg: 1, scope: !1219, file: !2, line: 87, type: !868)
!1219 = distinct !DISubprogram(name: "checklimit", scope: !2, file: !2, line: 87, type: !1220, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1222)
!1220 = !DISubroutineType(types: !1221)
!1221 = !{null, !868, !289, !289, !402}
!1222 = !{!1218, !1223, !1224, !1225}
!1223 = !DILocalVariable(name: "v", arg: 2, scope: !1219, file: !2, line: 87, type: !289)
!1224 = !DILocalVariable(name: "l", arg: 3, scope: !1219, file: !2, line: 87, type: !289)
!1225 = !DILocalVariable(name: "what", arg: 4, scope: !1219, file: !2, line: 87, type: !402)
!1226 = !DILocation(line: 0, scope: !1219, inlinedAt: !1227)
!1227 = distinct !DILocation(line: 355, column: 3, scope: !1208, inlinedAt: !1215)
!1228 = !DILocation(line: 88, column: 9, scope: !1229, inlinedAt: !1227)
!1229 = distinct !DILexicalBlock(scope: !1219, file: !2, line: 88, column: 7)
!1230 = !DILocation(line: 88, column: 7, scope: !1219, inlinedAt: !1227)
!1231 = !DILocation(line: 88, column: 14, scope: !1229, inlinedAt: !1227)
!1232 = !DILocation(line: 353, column: 18, scope: !1208, inlinedAt: !1215)
!1233 = !DILocation(line: 354, column: 20, scope: !1208, inlinedAt: !1215)
!1234 = !DILocation(line: 355, column: 18, scope: !1208, inlinedAt: !1215)
!1235 = !{!1034, !932, i64 16}
!1236 = !DILocation(line: 356, column: 3, scope: !1208, inlinedAt: !1215)
!1237 = !{!1034, !929, i64 80}
!1238 = !DILocation(line: 358, column: 18, scope: !1208, inlinedAt: !1215)
!1239 = !DILocation(line: 358, column: 3, scope: !1208, inlinedAt: !1215)
!1240 = !DILocation(line: 359, column: 24, scope: !1208, inlinedAt: !1215)
!1241 = !DILocation(line: 359, column: 5, scope: !1208, inlinedAt: !1215)
!1242 = !DILocation(line: 359, column: 33, scope: !1208, inlinedAt: !1215)
!1243 = !{!1244, !929, i64 0}
!1244 = !{!"Upvaldesc", !929, i64 0, !930, i64 8, !930, i64 9, !930, i64 10}
!1245 = distinct !{!1245, !1246}
!1246 = !{!"llvm.loop.unroll.disable"}
!1247 = distinct !{!1247, !1239, !1248, !1249}
!1248 = !DILocation(line: 359, column: 35, scope: !1208, inlinedAt: !1215)
!1249 = !{!"llvm.loop.mustprogress"}
!1250 = !DILocation(line: 360, column: 31, scope: !1208, inlinedAt: !1215)
!1251 = distinct !DIAssignID()
!1252 = !DILocation(line: 360, column: 11, scope: !1208, inlinedAt: !1215)
!1253 = !DILocation(line: 1930, column: 8, scope: !1061, inlinedAt: !1069)
!1254 = !DILocation(line: 1930, column: 16, scope: !1061, inlinedAt: !1069)
!1255 = !{!1244, !930, i64 8}
!1256 = !DILocation(line: 1931, column: 8, scope: !1061, inlinedAt: !1069)
!1257 = !DILocation(line: 1931, column: 12, scope: !1061, inlinedAt: !1069)
!1258 = !{!1244, !930, i64 9}
!1259 = !DILocation(line: 1932, column: 8, scope: !1061, inlinedAt: !1069)
!1260 = !DILocation(line: 1932, column: 13, scope: !1061, inlinedAt: !1069)
!1261 = !{!1244, !930, i64 10}
!1262 = !DILocation(line: 1933, column: 19, scope: !1061, inlinedAt: !1069)
!1263 = !{!960, !929, i64 104}
!1264 = !DILocation(line: 1933, column: 13, scope: !1061, inlinedAt: !1069)
!1265 = !DILocation(line: 1934, column: 3, scope: !1061, inlinedAt: !1069)
!1266 = !DILocation(line: 1935, column: 3, scope: !1061, inlinedAt: !1069)
!1267 = !DILocalVariable(name: "ls", arg: 1, scope: !1268, file: !2, line: 799, type: !757)
!1268 = distinct !DISubprogram(name: "statlist", scope: !2, file: !2, line: 799, type: !1269, scopeLine: 799, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1271)
!1269 = !DISubroutineType(types: !1270)
!1270 = !{null, !757}
!1271 = !{!1267}
!1272 = !DILocation(line: 0, scope: !1268, inlinedAt: !1273)
!1273 = distinct !DILocation(line: 1936, column: 3, scope: !1061, inlinedAt: !1069)
!1274 = !DILocation(line: 801, column: 3, scope: !1268, inlinedAt: !1273)
!1275 = !DILocalVariable(name: "ls", arg: 1, scope: !1276, file: !2, line: 788, type: !757)
!1276 = distinct !DISubprogram(name: "block_follow", scope: !2, file: !2, line: 788, type: !1277, scopeLine: 788, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1279)
!1277 = !DISubroutineType(types: !1278)
!1278 = !{!289, !757, !289}
!1279 = !{!1275, !1280}
!1280 = !DILocalVariable(name: "withuntil", arg: 2, scope: !1276, file: !2, line: 788, type: !289)
!1281 = !DILocation(line: 0, scope: !1276, inlinedAt: !1282)
!1282 = distinct !DILocation(line: 801, column: 11, scope: !1268, inlinedAt: !1273)
!1283 = !DILocation(line: 789, column: 17, scope: !1276, inlinedAt: !1282)
!1284 = !{!960, !932, i64 16}
!1285 = !DILocation(line: 789, column: 3, scope: !1276, inlinedAt: !1282)
!1286 = !DILocation(line: 803, column: 7, scope: !1287, inlinedAt: !1273)
!1287 = distinct !DILexicalBlock(scope: !1288, file: !2, line: 802, column: 35)
!1288 = distinct !DILexicalBlock(scope: !1289, file: !2, line: 802, column: 9)
!1289 = distinct !DILexicalBlock(scope: !1268, file: !2, line: 801, column: 32)
!1290 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !1298)
!1291 = distinct !DILexicalBlock(scope: !1292, file: !2, line: 108, column: 7)
!1292 = distinct !DISubprogram(name: "check", scope: !2, file: !2, line: 107, type: !1293, scopeLine: 107, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1295)
!1293 = !DISubroutineType(types: !1294)
!1294 = !{null, !757, !289}
!1295 = !{!1296, !1297}
!1296 = !DILocalVariable(name: "ls", arg: 1, scope: !1292, file: !2, line: 107, type: !757)
!1297 = !DILocalVariable(name: "c", arg: 2, scope: !1292, file: !2, line: 107, type: !289)
!1298 = distinct !DILocation(line: 1937, column: 3, scope: !1061, inlinedAt: !1069)
!1299 = !DILocation(line: 804, column: 7, scope: !1287, inlinedAt: !1273)
!1300 = !DILocation(line: 806, column: 5, scope: !1289, inlinedAt: !1273)
!1301 = distinct !{!1301, !1274, !1302, !1249}
!1302 = !DILocation(line: 807, column: 3, scope: !1268, inlinedAt: !1273)
!1303 = !DILocation(line: 0, scope: !1292, inlinedAt: !1298)
!1304 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !1298)
!1305 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !1298)
!1306 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !1298)
!1307 = !DILocation(line: 1938, column: 3, scope: !1061, inlinedAt: !1069)
!1308 = !DILocation(line: 1939, column: 1, scope: !1061, inlinedAt: !1069)
!1309 = !DILocation(line: 1964, column: 11, scope: !981)
!1310 = !DILocation(line: 1966, column: 1, scope: !981)
!1311 = !DILocation(line: 1965, column: 3, scope: !981)
!1312 = !DISubprogram(name: "luaF_newLclosure", scope: !1313, file: !1313, line: 52, type: !1314, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1313 = !DIFile(filename: "src/lua/lfunc.h", directory: ".", checksumkind: CSK_MD5, checksum: "74c1a9067666bcdc4b1bc5a3ce4dd84c")
!1314 = !DISubroutineType(types: !1315)
!1315 = !{!984, !290, !289}
!1316 = !DISubprogram(name: "luaD_inctop", scope: !1317, file: !1317, line: 81, type: !1318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1317 = !DIFile(filename: "src/lua/ldo.h", directory: ".", checksumkind: CSK_MD5, checksum: "28138809e652958723ca82a42b18e9f3")
!1318 = !DISubroutineType(types: !1319)
!1319 = !{null, !290}
!1320 = !DISubprogram(name: "luaH_new", scope: !1321, file: !1321, line: 48, type: !1322, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1321 = !DIFile(filename: "src/lua/ltable.h", directory: ".", checksumkind: CSK_MD5, checksum: "4a6e45ffd6bd7e7669e61503bcc436f3")
!1322 = !DISubroutineType(types: !1323)
!1323 = !{!837, !290}
!1324 = !DISubprogram(name: "luaF_newproto", scope: !1313, file: !1313, line: 50, type: !1325, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1325 = !DISubroutineType(types: !1326)
!1326 = !{!651, !290}
!1327 = !DISubprogram(name: "luaC_barrier_", scope: !1328, file: !1328, line: 196, type: !1329, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1328 = !DIFile(filename: "src/lua/lgc.h", directory: ".", checksumkind: CSK_MD5, checksum: "27471f6a393f1da8078a1cd072699654")
!1329 = !DISubroutineType(types: !1330)
!1330 = !{null, !290, !363, !363}
!1331 = !DISubprogram(name: "luaS_new", scope: !1332, file: !1332, line: 53, type: !1333, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1332 = !DIFile(filename: "src/lua/lstring.h", directory: ".", checksumkind: CSK_MD5, checksum: "5111c938a6aab9498fbd60daf46fbc78")
!1333 = !DISubroutineType(types: !1334)
!1334 = !{!344, !290, !402}
!1335 = !DISubprogram(name: "luaX_setinput", scope: !32, file: !32, line: 82, type: !1336, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1336 = !DISubroutineType(types: !1337)
!1337 = !{null, !290, !757, !812, !344, !289}
!1338 = !DISubprogram(name: "luaX_next", scope: !32, file: !32, line: 85, type: !1269, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1339 = distinct !DISubprogram(name: "close_func", scope: !2, file: !2, line: 756, type: !1269, scopeLine: 756, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1340)
!1340 = !{!1341, !1342, !1343, !1344}
!1341 = !DILocalVariable(name: "ls", arg: 1, scope: !1339, file: !2, line: 756, type: !757)
!1342 = !DILocalVariable(name: "L", scope: !1339, file: !2, line: 757, type: !290)
!1343 = !DILocalVariable(name: "fs", scope: !1339, file: !2, line: 758, type: !868)
!1344 = !DILocalVariable(name: "f", scope: !1339, file: !2, line: 759, type: !651)
!1345 = !DILocation(line: 0, scope: !1339)
!1346 = !DILocation(line: 757, column: 22, scope: !1339)
!1347 = !DILocation(line: 758, column: 23, scope: !1339)
!1348 = !DILocation(line: 759, column: 18, scope: !1339)
!1349 = !DILocation(line: 0, scope: !920, inlinedAt: !1350)
!1350 = distinct !DILocation(line: 760, column: 16, scope: !1339)
!1351 = !DILocation(line: 244, column: 27, scope: !920, inlinedAt: !1350)
!1352 = !DILocation(line: 244, column: 23, scope: !920, inlinedAt: !1350)
!1353 = !DILocation(line: 0, scope: !936, inlinedAt: !1354)
!1354 = distinct !DILocation(line: 244, column: 10, scope: !920, inlinedAt: !1350)
!1355 = !DILocation(line: 230, column: 3, scope: !936, inlinedAt: !1354)
!1356 = !DILocation(line: 230, column: 17, scope: !936, inlinedAt: !1354)
!1357 = !DILocation(line: 230, column: 14, scope: !936, inlinedAt: !1354)
!1358 = !DILocation(line: 0, scope: !949, inlinedAt: !1359)
!1359 = distinct !DILocation(line: 231, column: 19, scope: !942, inlinedAt: !1354)
!1360 = !DILocation(line: 220, column: 15, scope: !949, inlinedAt: !1359)
!1361 = !DILocation(line: 220, column: 19, scope: !949, inlinedAt: !1359)
!1362 = !DILocation(line: 220, column: 31, scope: !949, inlinedAt: !1359)
!1363 = !DILocation(line: 220, column: 39, scope: !949, inlinedAt: !1359)
!1364 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !1359)
!1365 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !1359)
!1366 = !DILocation(line: 0, scope: !942, inlinedAt: !1354)
!1367 = !DILocation(line: 232, column: 16, scope: !973, inlinedAt: !1354)
!1368 = !DILocation(line: 232, column: 21, scope: !973, inlinedAt: !1354)
!1369 = !DILocation(line: 232, column: 9, scope: !942, inlinedAt: !1354)
!1370 = !DILocation(line: 233, column: 21, scope: !973, inlinedAt: !1354)
!1371 = !DILocation(line: 233, column: 14, scope: !973, inlinedAt: !1354)
!1372 = !DILocation(line: 233, column: 26, scope: !973, inlinedAt: !1354)
!1373 = !DILocation(line: 760, column: 3, scope: !1339)
!1374 = !DILocation(line: 761, column: 3, scope: !1339)
!1375 = !DILocation(line: 763, column: 3, scope: !1339)
!1376 = !DILocation(line: 764, column: 3, scope: !1339)
!1377 = !{!1034, !929, i64 64}
!1378 = !DILocation(line: 765, column: 3, scope: !1339)
!1379 = !{!1034, !929, i64 88}
!1380 = !DILocation(line: 766, column: 3, scope: !1339)
!1381 = !{!1034, !929, i64 96}
!1382 = !DILocation(line: 768, column: 3, scope: !1339)
!1383 = !{!1034, !929, i64 56}
!1384 = !DILocation(line: 769, column: 3, scope: !1339)
!1385 = !{!1034, !929, i64 72}
!1386 = !DILocation(line: 770, column: 3, scope: !1339)
!1387 = !{!1034, !929, i64 104}
!1388 = !{!928, !933, i64 64}
!1389 = !DILocation(line: 771, column: 3, scope: !1339)
!1390 = !DILocation(line: 772, column: 16, scope: !1339)
!1391 = !DILocation(line: 772, column: 10, scope: !1339)
!1392 = !DILocation(line: 773, column: 3, scope: !1393)
!1393 = distinct !DILexicalBlock(scope: !1394, file: !2, line: 773, column: 3)
!1394 = distinct !DILexicalBlock(scope: !1339, file: !2, line: 773, column: 3)
!1395 = !{!1396, !929, i64 24}
!1396 = !{!"lua_State", !929, i64 0, !930, i64 8, !930, i64 9, !930, i64 10, !930, i64 11, !933, i64 12, !930, i64 16, !929, i64 24, !929, i64 32, !930, i64 40, !930, i64 48, !929, i64 56, !930, i64 64, !929, i64 72, !929, i64 80, !929, i64 88, !1397, i64 96, !929, i64 160, !1398, i64 168, !932, i64 176, !932, i64 180, !932, i64 184, !932, i64 188, !932, i64 192}
!1397 = !{!"CallInfo", !930, i64 0, !930, i64 8, !929, i64 16, !929, i64 24, !930, i64 32, !930, i64 56, !933, i64 60, !933, i64 62}
!1398 = !{!"long", !930, i64 0}
!1399 = !{!1400, !1398, i64 24}
!1400 = !{!"global_State", !929, i64 0, !929, i64 8, !1398, i64 16, !1398, i64 24, !1398, i64 32, !1398, i64 40, !1401, i64 48, !1013, i64 64, !1013, i64 80, !932, i64 96, !930, i64 100, !930, i64 101, !930, i64 102, !930, i64 103, !930, i64 104, !930, i64 105, !930, i64 106, !930, i64 107, !930, i64 108, !930, i64 109, !930, i64 110, !929, i64 112, !929, i64 120, !929, i64 128, !929, i64 136, !929, i64 144, !929, i64 152, !929, i64 160, !929, i64 168, !929, i64 176, !929, i64 184, !929, i64 192, !929, i64 200, !929, i64 208, !929, i64 216, !929, i64 224, !929, i64 232, !929, i64 240, !929, i64 248, !929, i64 256, !929, i64 264, !929, i64 272, !930, i64 280, !930, i64 480, !930, i64 552, !929, i64 1400, !929, i64 1408}
!1401 = !{!"stringtable", !929, i64 0, !932, i64 8, !932, i64 12}
!1402 = !DILocation(line: 773, column: 3, scope: !1394)
!1403 = !DILocation(line: 773, column: 3, scope: !1404)
!1404 = distinct !DILexicalBlock(scope: !1393, file: !2, line: 773, column: 3)
!1405 = !DILocation(line: 774, column: 1, scope: !1339)
!1406 = !DISubprogram(name: "luaK_codeABCk", scope: !182, file: !182, line: 64, type: !1407, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1407 = !DISubroutineType(types: !1408)
!1408 = !{!289, !868, !874, !289, !289, !289, !289}
!1409 = !DISubprogram(name: "luaM_growaux_", scope: !1410, file: !1410, line: 85, type: !1411, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1410 = !DIFile(filename: "src/lua/lmem.h", directory: ".", checksumkind: CSK_MD5, checksum: "313e02a40d047c422219b8cdf3b31411")
!1411 = !DISubroutineType(types: !1412)
!1412 = !{!282, !290, !282, !289, !1413, !289, !289, !402}
!1413 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !289, size: 64)
!1414 = distinct !DISubprogram(name: "errorlimit", scope: !2, file: !2, line: 74, type: !1415, scopeLine: 74, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1417)
!1415 = !DISubroutineType(types: !1416)
!1416 = !{null, !868, !289, !402}
!1417 = !{!1418, !1419, !1420, !1421, !1422, !1423, !1424}
!1418 = !DILocalVariable(name: "fs", arg: 1, scope: !1414, file: !2, line: 74, type: !868)
!1419 = !DILocalVariable(name: "limit", arg: 2, scope: !1414, file: !2, line: 74, type: !289)
!1420 = !DILocalVariable(name: "what", arg: 3, scope: !1414, file: !2, line: 74, type: !402)
!1421 = !DILocalVariable(name: "L", scope: !1414, file: !2, line: 75, type: !290)
!1422 = !DILocalVariable(name: "msg", scope: !1414, file: !2, line: 76, type: !402)
!1423 = !DILocalVariable(name: "line", scope: !1414, file: !2, line: 77, type: !289)
!1424 = !DILocalVariable(name: "where", scope: !1414, file: !2, line: 78, type: !402)
!1425 = !DILocation(line: 0, scope: !1414)
!1426 = !DILocation(line: 75, column: 22, scope: !1414)
!1427 = !DILocation(line: 75, column: 26, scope: !1414)
!1428 = !DILocation(line: 77, column: 18, scope: !1414)
!1429 = !DILocation(line: 77, column: 21, scope: !1414)
!1430 = !DILocation(line: 78, column: 29, scope: !1414)
!1431 = !DILocation(line: 78, column: 23, scope: !1414)
!1432 = !DILocation(line: 80, column: 25, scope: !1414)
!1433 = !DILocation(line: 81, column: 9, scope: !1414)
!1434 = !DILocation(line: 83, column: 24, scope: !1414)
!1435 = !DILocation(line: 83, column: 3, scope: !1414)
!1436 = !DISubprogram(name: "luaO_pushfstring", scope: !220, file: !220, line: 808, type: !1437, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1437 = !DISubroutineType(types: !1438)
!1438 = !{!402, !290, !402, null}
!1439 = !DISubprogram(name: "luaX_syntaxerror", scope: !32, file: !32, line: 87, type: !1440, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1440 = !DISubroutineType(types: !1441)
!1441 = !{null, !757, !402}
!1442 = distinct !DISubprogram(name: "statement", scope: !2, file: !2, line: 1845, type: !1269, scopeLine: 1845, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1443)
!1443 = !{!1444, !1445}
!1444 = !DILocalVariable(name: "ls", arg: 1, scope: !1442, file: !2, line: 1845, type: !757)
!1445 = !DILocalVariable(name: "line", scope: !1442, file: !2, line: 1846, type: !289)
!1446 = distinct !DIAssignID()
!1447 = !DILocalVariable(name: "bl", scope: !1448, file: !2, line: 1640, type: !866)
!1448 = distinct !DISubprogram(name: "test_then_block", scope: !2, file: !2, line: 1638, type: !1449, scopeLine: 1638, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1451)
!1449 = !DISubroutineType(types: !1450)
!1450 = !{null, !757, !1413}
!1451 = !{!1452, !1453, !1447, !1454, !1455, !1480, !1481}
!1452 = !DILocalVariable(name: "ls", arg: 1, scope: !1448, file: !2, line: 1638, type: !757)
!1453 = !DILocalVariable(name: "escapelist", arg: 2, scope: !1448, file: !2, line: 1638, type: !1413)
!1454 = !DILocalVariable(name: "fs", scope: !1448, file: !2, line: 1641, type: !868)
!1455 = !DILocalVariable(name: "v", scope: !1448, file: !2, line: 1642, type: !1456)
!1456 = !DIDerivedType(tag: DW_TAG_typedef, name: "expdesc", file: !159, line: 86, baseType: !1457)
!1457 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "expdesc", file: !159, line: 68, size: 192, elements: !1458)
!1458 = !{!1459, !1461, !1478, !1479}
!1459 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !1457, file: !159, line: 69, baseType: !1460, size: 32)
!1460 = !DIDerivedType(tag: DW_TAG_typedef, name: "expkind", file: !159, line: 61, baseType: !158)
!1461 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !1457, file: !159, line: 83, baseType: !1462, size: 64, offset: 64)
!1462 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !1457, file: !159, line: 70, size: 64, elements: !1463)
!1463 = !{!1464, !1465, !1466, !1467, !1468, !1473}
!1464 = !DIDerivedType(tag: DW_TAG_member, name: "ival", scope: !1462, file: !159, line: 71, baseType: !530, size: 64)
!1465 = !DIDerivedType(tag: DW_TAG_member, name: "nval", scope: !1462, file: !159, line: 72, baseType: !533, size: 64)
!1466 = !DIDerivedType(tag: DW_TAG_member, name: "strval", scope: !1462, file: !159, line: 73, baseType: !344, size: 64)
!1467 = !DIDerivedType(tag: DW_TAG_member, name: "info", scope: !1462, file: !159, line: 74, baseType: !289, size: 32)
!1468 = !DIDerivedType(tag: DW_TAG_member, name: "ind", scope: !1462, file: !159, line: 78, baseType: !1469, size: 32)
!1469 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !1462, file: !159, line: 75, size: 32, elements: !1470)
!1470 = !{!1471, !1472}
!1471 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !1469, file: !159, line: 76, baseType: !458, size: 16)
!1472 = !DIDerivedType(tag: DW_TAG_member, name: "t", scope: !1469, file: !159, line: 77, baseType: !226, size: 8, offset: 16)
!1473 = !DIDerivedType(tag: DW_TAG_member, name: "var", scope: !1462, file: !159, line: 82, baseType: !1474, size: 32)
!1474 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !1462, file: !159, line: 79, size: 32, elements: !1475)
!1475 = !{!1476, !1477}
!1476 = !DIDerivedType(tag: DW_TAG_member, name: "ridx", scope: !1474, file: !159, line: 80, baseType: !226, size: 8)
!1477 = !DIDerivedType(tag: DW_TAG_member, name: "vidx", scope: !1474, file: !159, line: 81, baseType: !259, size: 16, offset: 16)
!1478 = !DIDerivedType(tag: DW_TAG_member, name: "t", scope: !1457, file: !159, line: 84, baseType: !289, size: 32, offset: 128)
!1479 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1457, file: !159, line: 85, baseType: !289, size: 32, offset: 160)
!1480 = !DILocalVariable(name: "jf", scope: !1448, file: !2, line: 1643, type: !289)
!1481 = !DILocalVariable(name: "line", scope: !1482, file: !2, line: 1648, type: !289)
!1482 = distinct !DILexicalBlock(scope: !1483, file: !2, line: 1647, column: 32)
!1483 = distinct !DILexicalBlock(scope: !1448, file: !2, line: 1647, column: 7)
!1484 = !DILocation(line: 0, scope: !1448, inlinedAt: !1485)
!1485 = distinct !DILocation(line: 0, scope: !1486, inlinedAt: !1492)
!1486 = distinct !DISubprogram(name: "ifstat", scope: !2, file: !2, line: 1675, type: !1293, scopeLine: 1675, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1487)
!1487 = !{!1488, !1489, !1490, !1491}
!1488 = !DILocalVariable(name: "ls", arg: 1, scope: !1486, file: !2, line: 1675, type: !757)
!1489 = !DILocalVariable(name: "line", arg: 2, scope: !1486, file: !2, line: 1675, type: !289)
!1490 = !DILocalVariable(name: "fs", scope: !1486, file: !2, line: 1677, type: !868)
!1491 = !DILocalVariable(name: "escapelist", scope: !1486, file: !2, line: 1678, type: !289)
!1492 = distinct !DILocation(line: 1854, column: 7, scope: !1493)
!1493 = distinct !DILexicalBlock(scope: !1494, file: !2, line: 1853, column: 17)
!1494 = distinct !DILexicalBlock(scope: !1442, file: !2, line: 1848, column: 24)
!1495 = distinct !DIAssignID()
!1496 = distinct !DIAssignID()
!1497 = distinct !DIAssignID()
!1498 = distinct !DIAssignID()
!1499 = distinct !DIAssignID()
!1500 = distinct !DIAssignID()
!1501 = distinct !DIAssignID()
!1502 = distinct !DIAssignID()
!1503 = distinct !DIAssignID()
!1504 = distinct !DIAssignID()
!1505 = distinct !DIAssignID()
!1506 = distinct !DIAssignID()
!1507 = distinct !DIAssignID()
!1508 = distinct !DIAssignID()
!1509 = distinct !DIAssignID()
!1510 = distinct !DIAssignID()
!1511 = !DILocalVariable(name: "v", scope: !1512, file: !2, line: 1785, type: !1456)
!1512 = distinct !DISubprogram(name: "funcstat", scope: !2, file: !2, line: 1782, type: !1293, scopeLine: 1782, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1513)
!1513 = !{!1514, !1515, !1516, !1511, !1517}
!1514 = !DILocalVariable(name: "ls", arg: 1, scope: !1512, file: !2, line: 1782, type: !757)
!1515 = !DILocalVariable(name: "line", arg: 2, scope: !1512, file: !2, line: 1782, type: !289)
!1516 = !DILocalVariable(name: "ismethod", scope: !1512, file: !2, line: 1784, type: !289)
!1517 = !DILocalVariable(name: "b", scope: !1512, file: !2, line: 1785, type: !1456)
!1518 = !DILocation(line: 0, scope: !1512, inlinedAt: !1519)
!1519 = distinct !DILocation(line: 1876, column: 7, scope: !1520)
!1520 = distinct !DILexicalBlock(scope: !1494, file: !2, line: 1875, column: 23)
!1521 = distinct !DIAssignID()
!1522 = distinct !DIAssignID()
!1523 = !DILocalVariable(name: "bl1", scope: !1524, file: !2, line: 1492, type: !866)
!1524 = distinct !DISubprogram(name: "repeatstat", scope: !2, file: !2, line: 1487, type: !1293, scopeLine: 1487, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1525)
!1525 = !{!1526, !1527, !1528, !1529, !1530, !1523, !1531, !1532}
!1526 = !DILocalVariable(name: "ls", arg: 1, scope: !1524, file: !2, line: 1487, type: !757)
!1527 = !DILocalVariable(name: "line", arg: 2, scope: !1524, file: !2, line: 1487, type: !289)
!1528 = !DILocalVariable(name: "condexit", scope: !1524, file: !2, line: 1489, type: !289)
!1529 = !DILocalVariable(name: "fs", scope: !1524, file: !2, line: 1490, type: !868)
!1530 = !DILocalVariable(name: "repeat_init", scope: !1524, file: !2, line: 1491, type: !289)
!1531 = !DILocalVariable(name: "bl2", scope: !1524, file: !2, line: 1492, type: !866)
!1532 = !DILocalVariable(name: "exit", scope: !1533, file: !2, line: 1501, type: !289)
!1533 = distinct !DILexicalBlock(scope: !1534, file: !2, line: 1500, column: 18)
!1534 = distinct !DILexicalBlock(scope: !1524, file: !2, line: 1500, column: 7)
!1535 = !DILocation(line: 0, scope: !1524, inlinedAt: !1536)
!1536 = distinct !DILocation(line: 1872, column: 7, scope: !1537)
!1537 = distinct !DILexicalBlock(scope: !1494, file: !2, line: 1871, column: 21)
!1538 = distinct !DIAssignID()
!1539 = distinct !DIAssignID()
!1540 = distinct !DIAssignID()
!1541 = distinct !DIAssignID()
!1542 = distinct !DIAssignID()
!1543 = !DILocation(line: 0, scope: !1442)
!1544 = !DILocation(line: 1846, column: 18, scope: !1442)
!1545 = !{!960, !932, i64 4}
!1546 = !DILocation(line: 1847, column: 3, scope: !1442)
!1547 = !DILocation(line: 1848, column: 15, scope: !1442)
!1548 = !DILocation(line: 1848, column: 17, scope: !1442)
!1549 = !DILocation(line: 1848, column: 3, scope: !1442)
!1550 = !DILocation(line: 1850, column: 7, scope: !1551)
!1551 = distinct !DILexicalBlock(scope: !1494, file: !2, line: 1849, column: 15)
!1552 = !DILocation(line: 1851, column: 7, scope: !1551)
!1553 = !DILocation(line: 0, scope: !1486, inlinedAt: !1492)
!1554 = !DILocation(line: 1677, column: 23, scope: !1486, inlinedAt: !1492)
!1555 = !DILocation(line: 1678, column: 3, scope: !1486, inlinedAt: !1492)
!1556 = !DILocation(line: 1678, column: 7, scope: !1486, inlinedAt: !1492)
!1557 = !{!932, !932, i64 0}
!1558 = distinct !DIAssignID()
!1559 = !DILocation(line: 1680, column: 3, scope: !1486, inlinedAt: !1492)
!1560 = !DILocation(line: 1640, column: 3, scope: !1448, inlinedAt: !1485)
!1561 = !DILocation(line: 1641, column: 23, scope: !1448, inlinedAt: !1485)
!1562 = !DILocation(line: 1642, column: 3, scope: !1448, inlinedAt: !1485)
!1563 = !DILocation(line: 1644, column: 3, scope: !1448, inlinedAt: !1485)
!1564 = !DILocalVariable(name: "ls", arg: 1, scope: !1565, file: !2, line: 1290, type: !757)
!1565 = distinct !DISubprogram(name: "expr", scope: !2, file: !2, line: 1290, type: !1566, scopeLine: 1290, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1569)
!1566 = !DISubroutineType(types: !1567)
!1567 = !{null, !757, !1568}
!1568 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1456, size: 64)
!1569 = !{!1564, !1570}
!1570 = !DILocalVariable(name: "v", arg: 2, scope: !1565, file: !2, line: 1290, type: !1568)
!1571 = !DILocation(line: 0, scope: !1565, inlinedAt: !1572)
!1572 = distinct !DILocation(line: 1645, column: 3, scope: !1448, inlinedAt: !1485)
!1573 = !DILocation(line: 1291, column: 3, scope: !1565, inlinedAt: !1572)
!1574 = !DILocalVariable(name: "ls", arg: 1, scope: !1575, file: !2, line: 116, type: !757)
!1575 = distinct !DISubprogram(name: "checknext", scope: !2, file: !2, line: 116, type: !1293, scopeLine: 116, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1576)
!1576 = !{!1574, !1577}
!1577 = !DILocalVariable(name: "c", arg: 2, scope: !1575, file: !2, line: 116, type: !289)
!1578 = !DILocation(line: 0, scope: !1575, inlinedAt: !1579)
!1579 = distinct !DILocation(line: 1646, column: 3, scope: !1448, inlinedAt: !1485)
!1580 = !DILocation(line: 0, scope: !1292, inlinedAt: !1581)
!1581 = distinct !DILocation(line: 117, column: 3, scope: !1575, inlinedAt: !1579)
!1582 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !1581)
!1583 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !1581)
!1584 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !1581)
!1585 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !1581)
!1586 = !DILocation(line: 118, column: 3, scope: !1575, inlinedAt: !1579)
!1587 = !DILocation(line: 1647, column: 13, scope: !1483, inlinedAt: !1485)
!1588 = !DILocation(line: 1647, column: 19, scope: !1483, inlinedAt: !1485)
!1589 = !DILocation(line: 1647, column: 7, scope: !1448, inlinedAt: !1485)
!1590 = !DILocation(line: 1648, column: 20, scope: !1482, inlinedAt: !1485)
!1591 = !DILocation(line: 0, scope: !1482, inlinedAt: !1485)
!1592 = !DILocation(line: 1649, column: 24, scope: !1482, inlinedAt: !1485)
!1593 = !DILocation(line: 1649, column: 5, scope: !1482, inlinedAt: !1485)
!1594 = !DILocation(line: 1650, column: 5, scope: !1482, inlinedAt: !1485)
!1595 = !DILocation(line: 0, scope: !1143, inlinedAt: !1596)
!1596 = distinct !DILocation(line: 1651, column: 5, scope: !1482, inlinedAt: !1485)
!1597 = !DILocation(line: 643, column: 14, scope: !1143, inlinedAt: !1596)
!1598 = distinct !DIAssignID()
!1599 = !DILocation(line: 644, column: 21, scope: !1143, inlinedAt: !1596)
!1600 = !DILocation(line: 644, column: 15, scope: !1143, inlinedAt: !1596)
!1601 = distinct !DIAssignID()
!1602 = !DILocation(line: 645, column: 24, scope: !1143, inlinedAt: !1596)
!1603 = !DILocation(line: 645, column: 28, scope: !1143, inlinedAt: !1596)
!1604 = !DILocation(line: 645, column: 39, scope: !1143, inlinedAt: !1596)
!1605 = !DILocation(line: 645, column: 18, scope: !1143, inlinedAt: !1596)
!1606 = distinct !DIAssignID()
!1607 = !DILocation(line: 646, column: 35, scope: !1143, inlinedAt: !1596)
!1608 = !DILocation(line: 646, column: 17, scope: !1143, inlinedAt: !1596)
!1609 = distinct !DIAssignID()
!1610 = !DILocation(line: 647, column: 13, scope: !1143, inlinedAt: !1596)
!1611 = distinct !DIAssignID()
!1612 = !DILocation(line: 648, column: 24, scope: !1143, inlinedAt: !1596)
!1613 = !DILocation(line: 648, column: 27, scope: !1143, inlinedAt: !1596)
!1614 = !DILocation(line: 648, column: 35, scope: !1143, inlinedAt: !1596)
!1615 = !DILocation(line: 648, column: 46, scope: !1143, inlinedAt: !1596)
!1616 = !DILocation(line: 648, column: 19, scope: !1143, inlinedAt: !1596)
!1617 = !DILocation(line: 648, column: 17, scope: !1143, inlinedAt: !1596)
!1618 = distinct !DIAssignID()
!1619 = !DILocation(line: 649, column: 16, scope: !1143, inlinedAt: !1596)
!1620 = distinct !DIAssignID()
!1621 = !DILocation(line: 650, column: 10, scope: !1143, inlinedAt: !1596)
!1622 = !DILocation(line: 1652, column: 22, scope: !1482, inlinedAt: !1485)
!1623 = !DILocation(line: 1652, column: 63, scope: !1482, inlinedAt: !1485)
!1624 = !{!1625, !932, i64 16}
!1625 = !{!"expdesc", !932, i64 0, !930, i64 8, !932, i64 16, !932, i64 20}
!1626 = !DILocalVariable(name: "ls", arg: 1, scope: !1627, file: !2, line: 575, type: !757)
!1627 = distinct !DISubprogram(name: "newgotoentry", scope: !2, file: !2, line: 575, type: !1628, scopeLine: 575, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1630)
!1628 = !DISubroutineType(types: !1629)
!1629 = !{!289, !757, !344, !289, !289}
!1630 = !{!1626, !1631, !1632, !1633}
!1631 = !DILocalVariable(name: "name", arg: 2, scope: !1627, file: !2, line: 575, type: !344)
!1632 = !DILocalVariable(name: "line", arg: 3, scope: !1627, file: !2, line: 575, type: !289)
!1633 = !DILocalVariable(name: "pc", arg: 4, scope: !1627, file: !2, line: 575, type: !289)
!1634 = !DILocation(line: 0, scope: !1627, inlinedAt: !1635)
!1635 = distinct !DILocation(line: 1652, column: 5, scope: !1482, inlinedAt: !1485)
!1636 = !DILocation(line: 576, column: 33, scope: !1627, inlinedAt: !1635)
!1637 = !DILocation(line: 576, column: 38, scope: !1627, inlinedAt: !1635)
!1638 = !DILocalVariable(name: "ls", arg: 1, scope: !1639, file: !2, line: 560, type: !757)
!1639 = distinct !DISubprogram(name: "newlabelentry", scope: !2, file: !2, line: 560, type: !1640, scopeLine: 561, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1643)
!1640 = !DISubroutineType(types: !1641)
!1641 = !{!289, !757, !1642, !344, !289, !289}
!1642 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !850, size: 64)
!1643 = !{!1638, !1644, !1645, !1646, !1647, !1648}
!1644 = !DILocalVariable(name: "l", arg: 2, scope: !1639, file: !2, line: 560, type: !1642)
!1645 = !DILocalVariable(name: "name", arg: 3, scope: !1639, file: !2, line: 560, type: !344)
!1646 = !DILocalVariable(name: "line", arg: 4, scope: !1639, file: !2, line: 561, type: !289)
!1647 = !DILocalVariable(name: "pc", arg: 5, scope: !1639, file: !2, line: 561, type: !289)
!1648 = !DILocalVariable(name: "n", scope: !1639, file: !2, line: 562, type: !289)
!1649 = !DILocation(line: 0, scope: !1639, inlinedAt: !1650)
!1650 = distinct !DILocation(line: 576, column: 10, scope: !1627, inlinedAt: !1635)
!1651 = !DILocation(line: 562, column: 14, scope: !1639, inlinedAt: !1650)
!1652 = !{!966, !932, i64 8}
!1653 = !DILocation(line: 563, column: 3, scope: !1639, inlinedAt: !1650)
!1654 = !{!966, !929, i64 0}
!1655 = !DILocation(line: 565, column: 3, scope: !1639, inlinedAt: !1650)
!1656 = !DILocation(line: 565, column: 18, scope: !1639, inlinedAt: !1650)
!1657 = !{!1658, !929, i64 0}
!1658 = !{!"Labeldesc", !929, i64 0, !932, i64 8, !932, i64 12, !930, i64 16, !930, i64 17}
!1659 = !DILocation(line: 566, column: 13, scope: !1639, inlinedAt: !1650)
!1660 = !DILocation(line: 566, column: 18, scope: !1639, inlinedAt: !1650)
!1661 = !{!1658, !932, i64 12}
!1662 = !DILocation(line: 567, column: 27, scope: !1639, inlinedAt: !1650)
!1663 = !DILocation(line: 567, column: 31, scope: !1639, inlinedAt: !1650)
!1664 = !DILocation(line: 567, column: 13, scope: !1639, inlinedAt: !1650)
!1665 = !DILocation(line: 567, column: 21, scope: !1639, inlinedAt: !1650)
!1666 = !{!1658, !930, i64 16}
!1667 = !DILocation(line: 568, column: 13, scope: !1639, inlinedAt: !1650)
!1668 = !DILocation(line: 568, column: 19, scope: !1639, inlinedAt: !1650)
!1669 = !{!1658, !930, i64 17}
!1670 = !DILocation(line: 569, column: 13, scope: !1639, inlinedAt: !1650)
!1671 = !DILocation(line: 569, column: 16, scope: !1639, inlinedAt: !1650)
!1672 = !{!1658, !932, i64 8}
!1673 = !DILocation(line: 570, column: 12, scope: !1639, inlinedAt: !1650)
!1674 = !DILocation(line: 570, column: 8, scope: !1639, inlinedAt: !1650)
!1675 = !DILocalVariable(name: "ls", arg: 1, scope: !1676, file: !2, line: 95, type: !757)
!1676 = distinct !DISubprogram(name: "testnext", scope: !2, file: !2, line: 95, type: !1277, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1677)
!1677 = !{!1675, !1678}
!1678 = !DILocalVariable(name: "c", arg: 2, scope: !1676, file: !2, line: 95, type: !289)
!1679 = !DILocation(line: 0, scope: !1676, inlinedAt: !1680)
!1680 = distinct !DILocation(line: 1653, column: 12, scope: !1482, inlinedAt: !1485)
!1681 = !DILocation(line: 96, column: 13, scope: !1682, inlinedAt: !1680)
!1682 = distinct !DILexicalBlock(scope: !1676, file: !2, line: 96, column: 7)
!1683 = !DILocation(line: 96, column: 19, scope: !1682, inlinedAt: !1680)
!1684 = !DILocation(line: 96, column: 7, scope: !1676, inlinedAt: !1680)
!1685 = !DILocation(line: 97, column: 5, scope: !1686, inlinedAt: !1680)
!1686 = distinct !DILexicalBlock(scope: !1682, file: !2, line: 96, column: 25)
!1687 = distinct !{!1687, !1688, !1689, !1249}
!1688 = !DILocation(line: 1653, column: 5, scope: !1482, inlinedAt: !1485)
!1689 = !DILocation(line: 1653, column: 32, scope: !1482, inlinedAt: !1485)
!1690 = !DILocation(line: 789, column: 17, scope: !1276, inlinedAt: !1691)
!1691 = distinct !DILocation(line: 1654, column: 9, scope: !1692, inlinedAt: !1485)
!1692 = distinct !DILexicalBlock(scope: !1482, file: !2, line: 1654, column: 9)
!1693 = !DILocation(line: 0, scope: !1276, inlinedAt: !1691)
!1694 = !DILocation(line: 789, column: 3, scope: !1276, inlinedAt: !1691)
!1695 = !DILocation(line: 1659, column: 12, scope: !1692, inlinedAt: !1485)
!1696 = !DILocation(line: 1655, column: 7, scope: !1697, inlinedAt: !1485)
!1697 = distinct !DILexicalBlock(scope: !1692, file: !2, line: 1654, column: 30)
!1698 = !DILocation(line: 1662, column: 23, scope: !1699, inlinedAt: !1485)
!1699 = distinct !DILexicalBlock(scope: !1483, file: !2, line: 1661, column: 8)
!1700 = !DILocation(line: 1662, column: 5, scope: !1699, inlinedAt: !1485)
!1701 = !DILocation(line: 0, scope: !1143, inlinedAt: !1702)
!1702 = distinct !DILocation(line: 1663, column: 5, scope: !1699, inlinedAt: !1485)
!1703 = !DILocation(line: 643, column: 14, scope: !1143, inlinedAt: !1702)
!1704 = distinct !DIAssignID()
!1705 = !DILocation(line: 644, column: 21, scope: !1143, inlinedAt: !1702)
!1706 = !DILocation(line: 644, column: 15, scope: !1143, inlinedAt: !1702)
!1707 = distinct !DIAssignID()
!1708 = !DILocation(line: 645, column: 24, scope: !1143, inlinedAt: !1702)
!1709 = !DILocation(line: 645, column: 28, scope: !1143, inlinedAt: !1702)
!1710 = !DILocation(line: 645, column: 39, scope: !1143, inlinedAt: !1702)
!1711 = !DILocation(line: 645, column: 18, scope: !1143, inlinedAt: !1702)
!1712 = distinct !DIAssignID()
!1713 = !DILocation(line: 646, column: 35, scope: !1143, inlinedAt: !1702)
!1714 = !DILocation(line: 646, column: 17, scope: !1143, inlinedAt: !1702)
!1715 = distinct !DIAssignID()
!1716 = !DILocation(line: 647, column: 13, scope: !1143, inlinedAt: !1702)
!1717 = distinct !DIAssignID()
!1718 = !DILocation(line: 648, column: 24, scope: !1143, inlinedAt: !1702)
!1719 = !DILocation(line: 648, column: 27, scope: !1143, inlinedAt: !1702)
!1720 = !DILocation(line: 648, column: 35, scope: !1143, inlinedAt: !1702)
!1721 = !DILocation(line: 648, column: 46, scope: !1143, inlinedAt: !1702)
!1722 = !DILocation(line: 648, column: 19, scope: !1143, inlinedAt: !1702)
!1723 = !DILocation(line: 648, column: 17, scope: !1143, inlinedAt: !1702)
!1724 = distinct !DIAssignID()
!1725 = !DILocation(line: 649, column: 16, scope: !1143, inlinedAt: !1702)
!1726 = distinct !DIAssignID()
!1727 = !DILocation(line: 650, column: 10, scope: !1143, inlinedAt: !1702)
!1728 = !DILocation(line: 1664, column: 12, scope: !1699, inlinedAt: !1485)
!1729 = !{!1625, !932, i64 20}
!1730 = !DILocation(line: 0, scope: !1268, inlinedAt: !1731)
!1731 = distinct !DILocation(line: 1666, column: 3, scope: !1448, inlinedAt: !1485)
!1732 = !DILocation(line: 801, column: 3, scope: !1268, inlinedAt: !1731)
!1733 = !DILocation(line: 0, scope: !1276, inlinedAt: !1734)
!1734 = distinct !DILocation(line: 801, column: 11, scope: !1268, inlinedAt: !1731)
!1735 = !DILocation(line: 789, column: 17, scope: !1276, inlinedAt: !1734)
!1736 = !DILocation(line: 789, column: 3, scope: !1276, inlinedAt: !1734)
!1737 = !DILocation(line: 803, column: 7, scope: !1287, inlinedAt: !1731)
!1738 = !DILocation(line: 804, column: 7, scope: !1287, inlinedAt: !1731)
!1739 = !DILocation(line: 806, column: 5, scope: !1289, inlinedAt: !1731)
!1740 = distinct !{!1740, !1732, !1741, !1249}
!1741 = !DILocation(line: 807, column: 3, scope: !1268, inlinedAt: !1731)
!1742 = !DILocation(line: 1667, column: 3, scope: !1448, inlinedAt: !1485)
!1743 = !DILocation(line: 1668, column: 13, scope: !1744, inlinedAt: !1485)
!1744 = distinct !DILexicalBlock(scope: !1448, file: !2, line: 1668, column: 7)
!1745 = !DILocation(line: 1668, column: 30, scope: !1744, inlinedAt: !1485)
!1746 = !DILocation(line: 1670, column: 33, scope: !1744, inlinedAt: !1485)
!1747 = !DILocation(line: 1670, column: 5, scope: !1744, inlinedAt: !1485)
!1748 = !DILocation(line: 1671, column: 3, scope: !1448, inlinedAt: !1485)
!1749 = !DILocation(line: 1672, column: 1, scope: !1448, inlinedAt: !1485)
!1750 = !DILocation(line: 1680, column: 16, scope: !1486, inlinedAt: !1492)
!1751 = distinct !{!1751, !1559, !1752, !1249}
!1752 = !DILocation(line: 1681, column: 36, scope: !1486, inlinedAt: !1492)
!1753 = !DILocation(line: 97, column: 5, scope: !1686, inlinedAt: !1754)
!1754 = distinct !DILocation(line: 1682, column: 7, scope: !1755, inlinedAt: !1492)
!1755 = distinct !DILexicalBlock(scope: !1486, file: !2, line: 1682, column: 7)
!1756 = !DILocalVariable(name: "bl", scope: !1757, file: !2, line: 1308, type: !866)
!1757 = distinct !DISubprogram(name: "block", scope: !2, file: !2, line: 1305, type: !1269, scopeLine: 1305, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1758)
!1758 = !{!1759, !1760, !1756}
!1759 = !DILocalVariable(name: "ls", arg: 1, scope: !1757, file: !2, line: 1305, type: !757)
!1760 = !DILocalVariable(name: "fs", scope: !1757, file: !2, line: 1307, type: !868)
!1761 = !DILocation(line: 0, scope: !1757, inlinedAt: !1762)
!1762 = distinct !DILocation(line: 1683, column: 5, scope: !1755, inlinedAt: !1492)
!1763 = !DILocation(line: 1307, column: 23, scope: !1757, inlinedAt: !1762)
!1764 = !DILocation(line: 1308, column: 3, scope: !1757, inlinedAt: !1762)
!1765 = !DILocation(line: 0, scope: !1143, inlinedAt: !1766)
!1766 = distinct !DILocation(line: 1309, column: 3, scope: !1757, inlinedAt: !1762)
!1767 = !DILocation(line: 643, column: 7, scope: !1143, inlinedAt: !1766)
!1768 = !DILocation(line: 643, column: 14, scope: !1143, inlinedAt: !1766)
!1769 = distinct !DIAssignID()
!1770 = !DILocation(line: 644, column: 21, scope: !1143, inlinedAt: !1766)
!1771 = !DILocation(line: 644, column: 7, scope: !1143, inlinedAt: !1766)
!1772 = !DILocation(line: 644, column: 15, scope: !1143, inlinedAt: !1766)
!1773 = distinct !DIAssignID()
!1774 = !DILocation(line: 645, column: 24, scope: !1143, inlinedAt: !1766)
!1775 = !DILocation(line: 645, column: 28, scope: !1143, inlinedAt: !1766)
!1776 = !DILocation(line: 645, column: 39, scope: !1143, inlinedAt: !1766)
!1777 = !DILocation(line: 645, column: 7, scope: !1143, inlinedAt: !1766)
!1778 = !DILocation(line: 645, column: 18, scope: !1143, inlinedAt: !1766)
!1779 = distinct !DIAssignID()
!1780 = !DILocation(line: 646, column: 35, scope: !1143, inlinedAt: !1766)
!1781 = !DILocation(line: 646, column: 7, scope: !1143, inlinedAt: !1766)
!1782 = !DILocation(line: 646, column: 17, scope: !1143, inlinedAt: !1766)
!1783 = distinct !DIAssignID()
!1784 = !DILocation(line: 647, column: 7, scope: !1143, inlinedAt: !1766)
!1785 = !DILocation(line: 647, column: 13, scope: !1143, inlinedAt: !1766)
!1786 = distinct !DIAssignID()
!1787 = !DILocation(line: 648, column: 24, scope: !1143, inlinedAt: !1766)
!1788 = !DILocation(line: 648, column: 27, scope: !1143, inlinedAt: !1766)
!1789 = !DILocation(line: 648, column: 35, scope: !1143, inlinedAt: !1766)
!1790 = !DILocation(line: 648, column: 46, scope: !1143, inlinedAt: !1766)
!1791 = !DILocation(line: 648, column: 19, scope: !1143, inlinedAt: !1766)
!1792 = !DILocation(line: 648, column: 7, scope: !1143, inlinedAt: !1766)
!1793 = !DILocation(line: 648, column: 17, scope: !1143, inlinedAt: !1766)
!1794 = distinct !DIAssignID()
!1795 = !DILocation(line: 649, column: 16, scope: !1143, inlinedAt: !1766)
!1796 = distinct !DIAssignID()
!1797 = !DILocation(line: 650, column: 10, scope: !1143, inlinedAt: !1766)
!1798 = !DILocation(line: 0, scope: !1268, inlinedAt: !1799)
!1799 = distinct !DILocation(line: 1310, column: 3, scope: !1757, inlinedAt: !1762)
!1800 = !DILocation(line: 801, column: 3, scope: !1268, inlinedAt: !1799)
!1801 = !DILocation(line: 0, scope: !1276, inlinedAt: !1802)
!1802 = distinct !DILocation(line: 801, column: 11, scope: !1268, inlinedAt: !1799)
!1803 = !DILocation(line: 789, column: 17, scope: !1276, inlinedAt: !1802)
!1804 = !DILocation(line: 789, column: 3, scope: !1276, inlinedAt: !1802)
!1805 = !DILocation(line: 803, column: 7, scope: !1287, inlinedAt: !1799)
!1806 = !DILocation(line: 804, column: 7, scope: !1287, inlinedAt: !1799)
!1807 = !DILocation(line: 806, column: 5, scope: !1289, inlinedAt: !1799)
!1808 = distinct !{!1808, !1800, !1809, !1249}
!1809 = !DILocation(line: 807, column: 3, scope: !1268, inlinedAt: !1799)
!1810 = !DILocation(line: 1311, column: 3, scope: !1757, inlinedAt: !1762)
!1811 = !DILocation(line: 1312, column: 1, scope: !1757, inlinedAt: !1762)
!1812 = !DILocation(line: 1683, column: 5, scope: !1755, inlinedAt: !1492)
!1813 = !DILocation(line: 1684, column: 3, scope: !1486, inlinedAt: !1492)
!1814 = !DILocation(line: 1685, column: 24, scope: !1486, inlinedAt: !1492)
!1815 = !DILocation(line: 1685, column: 3, scope: !1486, inlinedAt: !1492)
!1816 = !DILocation(line: 1686, column: 1, scope: !1486, inlinedAt: !1492)
!1817 = !DILocation(line: 1855, column: 7, scope: !1493)
!1818 = !DILocalVariable(name: "bl", scope: !1819, file: !2, line: 1473, type: !866)
!1819 = distinct !DISubprogram(name: "whilestat", scope: !2, file: !2, line: 1468, type: !1293, scopeLine: 1468, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1820)
!1820 = !{!1821, !1822, !1823, !1824, !1825, !1818}
!1821 = !DILocalVariable(name: "ls", arg: 1, scope: !1819, file: !2, line: 1468, type: !757)
!1822 = !DILocalVariable(name: "line", arg: 2, scope: !1819, file: !2, line: 1468, type: !289)
!1823 = !DILocalVariable(name: "fs", scope: !1819, file: !2, line: 1470, type: !868)
!1824 = !DILocalVariable(name: "whileinit", scope: !1819, file: !2, line: 1471, type: !289)
!1825 = !DILocalVariable(name: "condexit", scope: !1819, file: !2, line: 1472, type: !289)
!1826 = !DILocation(line: 0, scope: !1819, inlinedAt: !1827)
!1827 = distinct !DILocation(line: 1858, column: 7, scope: !1828)
!1828 = distinct !DILexicalBlock(scope: !1494, file: !2, line: 1857, column: 20)
!1829 = !DILocation(line: 1470, column: 23, scope: !1819, inlinedAt: !1827)
!1830 = !DILocation(line: 1473, column: 3, scope: !1819, inlinedAt: !1827)
!1831 = !DILocation(line: 1474, column: 3, scope: !1819, inlinedAt: !1827)
!1832 = !DILocation(line: 1475, column: 15, scope: !1819, inlinedAt: !1827)
!1833 = !DILocalVariable(name: "v", scope: !1834, file: !2, line: 1408, type: !1456)
!1834 = distinct !DISubprogram(name: "cond", scope: !2, file: !2, line: 1406, type: !1835, scopeLine: 1406, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1837)
!1835 = !DISubroutineType(types: !1836)
!1836 = !{!289, !757}
!1837 = !{!1838, !1833}
!1838 = !DILocalVariable(name: "ls", arg: 1, scope: !1834, file: !2, line: 1406, type: !757)
!1839 = !DILocation(line: 0, scope: !1834, inlinedAt: !1840)
!1840 = distinct !DILocation(line: 1476, column: 14, scope: !1819, inlinedAt: !1827)
!1841 = !DILocation(line: 1408, column: 3, scope: !1834, inlinedAt: !1840)
!1842 = !DILocation(line: 0, scope: !1565, inlinedAt: !1843)
!1843 = distinct !DILocation(line: 1409, column: 3, scope: !1834, inlinedAt: !1840)
!1844 = !DILocation(line: 1291, column: 3, scope: !1565, inlinedAt: !1843)
!1845 = !DILocation(line: 1410, column: 9, scope: !1846, inlinedAt: !1840)
!1846 = distinct !DILexicalBlock(scope: !1834, file: !2, line: 1410, column: 7)
!1847 = !{!1625, !932, i64 0}
!1848 = !DILocation(line: 1410, column: 11, scope: !1846, inlinedAt: !1840)
!1849 = !DILocation(line: 1410, column: 7, scope: !1834, inlinedAt: !1840)
!1850 = !DILocation(line: 1410, column: 24, scope: !1846, inlinedAt: !1840)
!1851 = distinct !DIAssignID()
!1852 = !DILocation(line: 1410, column: 20, scope: !1846, inlinedAt: !1840)
!1853 = !DILocation(line: 1411, column: 21, scope: !1834, inlinedAt: !1840)
!1854 = !DILocation(line: 1411, column: 3, scope: !1834, inlinedAt: !1840)
!1855 = !DILocation(line: 1412, column: 12, scope: !1834, inlinedAt: !1840)
!1856 = !DILocation(line: 1413, column: 1, scope: !1834, inlinedAt: !1840)
!1857 = !DILocation(line: 0, scope: !1143, inlinedAt: !1858)
!1858 = distinct !DILocation(line: 1477, column: 3, scope: !1819, inlinedAt: !1827)
!1859 = !DILocation(line: 643, column: 7, scope: !1143, inlinedAt: !1858)
!1860 = !DILocation(line: 643, column: 14, scope: !1143, inlinedAt: !1858)
!1861 = !DILocation(line: 644, column: 21, scope: !1143, inlinedAt: !1858)
!1862 = !DILocation(line: 644, column: 7, scope: !1143, inlinedAt: !1858)
!1863 = !DILocation(line: 644, column: 15, scope: !1143, inlinedAt: !1858)
!1864 = !DILocation(line: 645, column: 24, scope: !1143, inlinedAt: !1858)
!1865 = !DILocation(line: 645, column: 28, scope: !1143, inlinedAt: !1858)
!1866 = !DILocation(line: 645, column: 39, scope: !1143, inlinedAt: !1858)
!1867 = !DILocation(line: 645, column: 7, scope: !1143, inlinedAt: !1858)
!1868 = !DILocation(line: 645, column: 18, scope: !1143, inlinedAt: !1858)
!1869 = !DILocation(line: 646, column: 35, scope: !1143, inlinedAt: !1858)
!1870 = !DILocation(line: 646, column: 7, scope: !1143, inlinedAt: !1858)
!1871 = !DILocation(line: 646, column: 17, scope: !1143, inlinedAt: !1858)
!1872 = !DILocation(line: 647, column: 7, scope: !1143, inlinedAt: !1858)
!1873 = !DILocation(line: 647, column: 13, scope: !1143, inlinedAt: !1858)
!1874 = !DILocation(line: 648, column: 24, scope: !1143, inlinedAt: !1858)
!1875 = !DILocation(line: 648, column: 27, scope: !1143, inlinedAt: !1858)
!1876 = !DILocation(line: 648, column: 35, scope: !1143, inlinedAt: !1858)
!1877 = !DILocation(line: 648, column: 46, scope: !1143, inlinedAt: !1858)
!1878 = !DILocation(line: 648, column: 19, scope: !1143, inlinedAt: !1858)
!1879 = !DILocation(line: 648, column: 7, scope: !1143, inlinedAt: !1858)
!1880 = !DILocation(line: 648, column: 17, scope: !1143, inlinedAt: !1858)
!1881 = !DILocation(line: 649, column: 16, scope: !1143, inlinedAt: !1858)
!1882 = !DILocation(line: 650, column: 10, scope: !1143, inlinedAt: !1858)
!1883 = !DILocation(line: 0, scope: !1575, inlinedAt: !1884)
!1884 = distinct !DILocation(line: 1478, column: 3, scope: !1819, inlinedAt: !1827)
!1885 = !DILocation(line: 0, scope: !1292, inlinedAt: !1886)
!1886 = distinct !DILocation(line: 117, column: 3, scope: !1575, inlinedAt: !1884)
!1887 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !1886)
!1888 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !1886)
!1889 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !1886)
!1890 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !1886)
!1891 = !DILocation(line: 118, column: 3, scope: !1575, inlinedAt: !1884)
!1892 = !DILocation(line: 0, scope: !1757, inlinedAt: !1893)
!1893 = distinct !DILocation(line: 1479, column: 3, scope: !1819, inlinedAt: !1827)
!1894 = !DILocation(line: 1307, column: 23, scope: !1757, inlinedAt: !1893)
!1895 = !DILocation(line: 1308, column: 3, scope: !1757, inlinedAt: !1893)
!1896 = !DILocation(line: 0, scope: !1143, inlinedAt: !1897)
!1897 = distinct !DILocation(line: 1309, column: 3, scope: !1757, inlinedAt: !1893)
!1898 = !DILocation(line: 643, column: 7, scope: !1143, inlinedAt: !1897)
!1899 = !DILocation(line: 643, column: 14, scope: !1143, inlinedAt: !1897)
!1900 = distinct !DIAssignID()
!1901 = !DILocation(line: 644, column: 21, scope: !1143, inlinedAt: !1897)
!1902 = !DILocation(line: 644, column: 7, scope: !1143, inlinedAt: !1897)
!1903 = !DILocation(line: 644, column: 15, scope: !1143, inlinedAt: !1897)
!1904 = distinct !DIAssignID()
!1905 = !DILocation(line: 645, column: 24, scope: !1143, inlinedAt: !1897)
!1906 = !DILocation(line: 645, column: 28, scope: !1143, inlinedAt: !1897)
!1907 = !DILocation(line: 645, column: 39, scope: !1143, inlinedAt: !1897)
!1908 = !DILocation(line: 645, column: 7, scope: !1143, inlinedAt: !1897)
!1909 = !DILocation(line: 645, column: 18, scope: !1143, inlinedAt: !1897)
!1910 = distinct !DIAssignID()
!1911 = !DILocation(line: 646, column: 35, scope: !1143, inlinedAt: !1897)
!1912 = !DILocation(line: 646, column: 7, scope: !1143, inlinedAt: !1897)
!1913 = !DILocation(line: 646, column: 17, scope: !1143, inlinedAt: !1897)
!1914 = distinct !DIAssignID()
!1915 = !DILocation(line: 647, column: 7, scope: !1143, inlinedAt: !1897)
!1916 = !DILocation(line: 647, column: 13, scope: !1143, inlinedAt: !1897)
!1917 = distinct !DIAssignID()
!1918 = !DILocation(line: 648, column: 24, scope: !1143, inlinedAt: !1897)
!1919 = !DILocation(line: 648, column: 27, scope: !1143, inlinedAt: !1897)
!1920 = !DILocation(line: 648, column: 35, scope: !1143, inlinedAt: !1897)
!1921 = !DILocation(line: 648, column: 46, scope: !1143, inlinedAt: !1897)
!1922 = !DILocation(line: 648, column: 19, scope: !1143, inlinedAt: !1897)
!1923 = !DILocation(line: 648, column: 7, scope: !1143, inlinedAt: !1897)
!1924 = !DILocation(line: 648, column: 17, scope: !1143, inlinedAt: !1897)
!1925 = distinct !DIAssignID()
!1926 = !DILocation(line: 649, column: 16, scope: !1143, inlinedAt: !1897)
!1927 = distinct !DIAssignID()
!1928 = !DILocation(line: 650, column: 10, scope: !1143, inlinedAt: !1897)
!1929 = !DILocation(line: 0, scope: !1268, inlinedAt: !1930)
!1930 = distinct !DILocation(line: 1310, column: 3, scope: !1757, inlinedAt: !1893)
!1931 = !DILocation(line: 801, column: 3, scope: !1268, inlinedAt: !1930)
!1932 = !DILocation(line: 0, scope: !1276, inlinedAt: !1933)
!1933 = distinct !DILocation(line: 801, column: 11, scope: !1268, inlinedAt: !1930)
!1934 = !DILocation(line: 789, column: 17, scope: !1276, inlinedAt: !1933)
!1935 = !DILocation(line: 789, column: 3, scope: !1276, inlinedAt: !1933)
!1936 = !DILocation(line: 803, column: 7, scope: !1287, inlinedAt: !1930)
!1937 = !DILocation(line: 804, column: 7, scope: !1287, inlinedAt: !1930)
!1938 = !DILocation(line: 806, column: 5, scope: !1289, inlinedAt: !1930)
!1939 = distinct !{!1939, !1931, !1940, !1249}
!1940 = !DILocation(line: 807, column: 3, scope: !1268, inlinedAt: !1930)
!1941 = !DILocation(line: 1311, column: 3, scope: !1757, inlinedAt: !1893)
!1942 = !DILocation(line: 1312, column: 1, scope: !1757, inlinedAt: !1893)
!1943 = !DILocation(line: 1480, column: 3, scope: !1819, inlinedAt: !1827)
!1944 = !DILocation(line: 1481, column: 3, scope: !1819, inlinedAt: !1827)
!1945 = !DILocation(line: 1482, column: 3, scope: !1819, inlinedAt: !1827)
!1946 = !DILocation(line: 1483, column: 3, scope: !1819, inlinedAt: !1827)
!1947 = !DILocation(line: 1484, column: 1, scope: !1819, inlinedAt: !1827)
!1948 = !DILocation(line: 1859, column: 7, scope: !1828)
!1949 = !DILocation(line: 1862, column: 7, scope: !1950)
!1950 = distinct !DILexicalBlock(scope: !1494, file: !2, line: 1861, column: 17)
!1951 = !DILocation(line: 0, scope: !1757, inlinedAt: !1952)
!1952 = distinct !DILocation(line: 1863, column: 7, scope: !1950)
!1953 = !DILocation(line: 1307, column: 23, scope: !1757, inlinedAt: !1952)
!1954 = !DILocation(line: 1308, column: 3, scope: !1757, inlinedAt: !1952)
!1955 = !DILocation(line: 0, scope: !1143, inlinedAt: !1956)
!1956 = distinct !DILocation(line: 1309, column: 3, scope: !1757, inlinedAt: !1952)
!1957 = !DILocation(line: 643, column: 7, scope: !1143, inlinedAt: !1956)
!1958 = !DILocation(line: 643, column: 14, scope: !1143, inlinedAt: !1956)
!1959 = !DILocation(line: 644, column: 21, scope: !1143, inlinedAt: !1956)
!1960 = !DILocation(line: 644, column: 7, scope: !1143, inlinedAt: !1956)
!1961 = !DILocation(line: 644, column: 15, scope: !1143, inlinedAt: !1956)
!1962 = !DILocation(line: 645, column: 24, scope: !1143, inlinedAt: !1956)
!1963 = !DILocation(line: 645, column: 28, scope: !1143, inlinedAt: !1956)
!1964 = !DILocation(line: 645, column: 39, scope: !1143, inlinedAt: !1956)
!1965 = !DILocation(line: 645, column: 7, scope: !1143, inlinedAt: !1956)
!1966 = !DILocation(line: 645, column: 18, scope: !1143, inlinedAt: !1956)
!1967 = !DILocation(line: 646, column: 35, scope: !1143, inlinedAt: !1956)
!1968 = !DILocation(line: 646, column: 7, scope: !1143, inlinedAt: !1956)
!1969 = !DILocation(line: 646, column: 17, scope: !1143, inlinedAt: !1956)
!1970 = !DILocation(line: 647, column: 7, scope: !1143, inlinedAt: !1956)
!1971 = !DILocation(line: 647, column: 13, scope: !1143, inlinedAt: !1956)
!1972 = !DILocation(line: 648, column: 24, scope: !1143, inlinedAt: !1956)
!1973 = !DILocation(line: 648, column: 27, scope: !1143, inlinedAt: !1956)
!1974 = !DILocation(line: 648, column: 35, scope: !1143, inlinedAt: !1956)
!1975 = !DILocation(line: 648, column: 46, scope: !1143, inlinedAt: !1956)
!1976 = !DILocation(line: 648, column: 19, scope: !1143, inlinedAt: !1956)
!1977 = !DILocation(line: 648, column: 7, scope: !1143, inlinedAt: !1956)
!1978 = !DILocation(line: 648, column: 17, scope: !1143, inlinedAt: !1956)
!1979 = !DILocation(line: 649, column: 16, scope: !1143, inlinedAt: !1956)
!1980 = !DILocation(line: 650, column: 10, scope: !1143, inlinedAt: !1956)
!1981 = !DILocation(line: 0, scope: !1268, inlinedAt: !1982)
!1982 = distinct !DILocation(line: 1310, column: 3, scope: !1757, inlinedAt: !1952)
!1983 = !DILocation(line: 801, column: 3, scope: !1268, inlinedAt: !1982)
!1984 = !DILocation(line: 0, scope: !1276, inlinedAt: !1985)
!1985 = distinct !DILocation(line: 801, column: 11, scope: !1268, inlinedAt: !1982)
!1986 = !DILocation(line: 789, column: 17, scope: !1276, inlinedAt: !1985)
!1987 = !DILocation(line: 789, column: 3, scope: !1276, inlinedAt: !1985)
!1988 = !DILocation(line: 803, column: 7, scope: !1287, inlinedAt: !1982)
!1989 = !DILocation(line: 804, column: 7, scope: !1287, inlinedAt: !1982)
!1990 = !DILocation(line: 806, column: 5, scope: !1289, inlinedAt: !1982)
!1991 = distinct !{!1991, !1983, !1992, !1249}
!1992 = !DILocation(line: 807, column: 3, scope: !1268, inlinedAt: !1982)
!1993 = !DILocation(line: 1311, column: 3, scope: !1757, inlinedAt: !1952)
!1994 = !DILocation(line: 1312, column: 1, scope: !1757, inlinedAt: !1952)
!1995 = !DILocation(line: 1864, column: 7, scope: !1950)
!1996 = !DILocation(line: 1865, column: 7, scope: !1950)
!1997 = !DILocalVariable(name: "bl", scope: !1998, file: !2, line: 1624, type: !866)
!1998 = distinct !DISubprogram(name: "forstat", scope: !2, file: !2, line: 1620, type: !1293, scopeLine: 1620, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !1999)
!1999 = !{!2000, !2001, !2002, !2003, !1997}
!2000 = !DILocalVariable(name: "ls", arg: 1, scope: !1998, file: !2, line: 1620, type: !757)
!2001 = !DILocalVariable(name: "line", arg: 2, scope: !1998, file: !2, line: 1620, type: !289)
!2002 = !DILocalVariable(name: "fs", scope: !1998, file: !2, line: 1622, type: !868)
!2003 = !DILocalVariable(name: "varname", scope: !1998, file: !2, line: 1623, type: !344)
!2004 = !DILocation(line: 0, scope: !1998, inlinedAt: !2005)
!2005 = distinct !DILocation(line: 1868, column: 7, scope: !2006)
!2006 = distinct !DILexicalBlock(scope: !1494, file: !2, line: 1867, column: 18)
!2007 = !DILocation(line: 1622, column: 23, scope: !1998, inlinedAt: !2005)
!2008 = !DILocation(line: 1624, column: 3, scope: !1998, inlinedAt: !2005)
!2009 = !DILocation(line: 0, scope: !1143, inlinedAt: !2010)
!2010 = distinct !DILocation(line: 1625, column: 3, scope: !1998, inlinedAt: !2005)
!2011 = !DILocation(line: 643, column: 7, scope: !1143, inlinedAt: !2010)
!2012 = !DILocation(line: 643, column: 14, scope: !1143, inlinedAt: !2010)
!2013 = !DILocation(line: 644, column: 21, scope: !1143, inlinedAt: !2010)
!2014 = !DILocation(line: 644, column: 7, scope: !1143, inlinedAt: !2010)
!2015 = !DILocation(line: 644, column: 15, scope: !1143, inlinedAt: !2010)
!2016 = !DILocation(line: 645, column: 24, scope: !1143, inlinedAt: !2010)
!2017 = !DILocation(line: 645, column: 28, scope: !1143, inlinedAt: !2010)
!2018 = !DILocation(line: 645, column: 39, scope: !1143, inlinedAt: !2010)
!2019 = !DILocation(line: 645, column: 7, scope: !1143, inlinedAt: !2010)
!2020 = !DILocation(line: 645, column: 18, scope: !1143, inlinedAt: !2010)
!2021 = !DILocation(line: 646, column: 35, scope: !1143, inlinedAt: !2010)
!2022 = !DILocation(line: 646, column: 7, scope: !1143, inlinedAt: !2010)
!2023 = !DILocation(line: 646, column: 17, scope: !1143, inlinedAt: !2010)
!2024 = !DILocation(line: 647, column: 7, scope: !1143, inlinedAt: !2010)
!2025 = !DILocation(line: 647, column: 13, scope: !1143, inlinedAt: !2010)
!2026 = !DILocation(line: 648, column: 24, scope: !1143, inlinedAt: !2010)
!2027 = !DILocation(line: 648, column: 27, scope: !1143, inlinedAt: !2010)
!2028 = !DILocation(line: 648, column: 35, scope: !1143, inlinedAt: !2010)
!2029 = !DILocation(line: 648, column: 46, scope: !1143, inlinedAt: !2010)
!2030 = !DILocation(line: 648, column: 19, scope: !1143, inlinedAt: !2010)
!2031 = !DILocation(line: 648, column: 7, scope: !1143, inlinedAt: !2010)
!2032 = !DILocation(line: 648, column: 17, scope: !1143, inlinedAt: !2010)
!2033 = !DILocation(line: 649, column: 16, scope: !1143, inlinedAt: !2010)
!2034 = !DILocation(line: 650, column: 10, scope: !1143, inlinedAt: !2010)
!2035 = !DILocation(line: 1626, column: 3, scope: !1998, inlinedAt: !2005)
!2036 = !DILocalVariable(name: "ls", arg: 1, scope: !2037, file: !2, line: 143, type: !757)
!2037 = distinct !DISubprogram(name: "str_checkname", scope: !2, file: !2, line: 143, type: !2038, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !2040)
!2038 = !DISubroutineType(types: !2039)
!2039 = !{!344, !757}
!2040 = !{!2036, !2041}
!2041 = !DILocalVariable(name: "ts", scope: !2037, file: !2, line: 144, type: !344)
!2042 = !DILocation(line: 0, scope: !2037, inlinedAt: !2043)
!2043 = distinct !DILocation(line: 1627, column: 13, scope: !1998, inlinedAt: !2005)
!2044 = !DILocation(line: 0, scope: !1292, inlinedAt: !2045)
!2045 = distinct !DILocation(line: 145, column: 3, scope: !2037, inlinedAt: !2043)
!2046 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !2045)
!2047 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !2045)
!2048 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !2045)
!2049 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !2045)
!2050 = !DILocation(line: 146, column: 14, scope: !2037, inlinedAt: !2043)
!2051 = !DILocation(line: 146, column: 22, scope: !2037, inlinedAt: !2043)
!2052 = !DILocation(line: 147, column: 3, scope: !2037, inlinedAt: !2043)
!2053 = !DILocation(line: 1628, column: 17, scope: !1998, inlinedAt: !2005)
!2054 = !DILocation(line: 1628, column: 3, scope: !1998, inlinedAt: !2005)
!2055 = !DILocalVariable(name: "ls", arg: 1, scope: !2056, file: !2, line: 1569, type: !757)
!2056 = distinct !DISubprogram(name: "fornum", scope: !2, file: !2, line: 1569, type: !2057, scopeLine: 1569, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !2059)
!2057 = !DISubroutineType(types: !2058)
!2058 = !{null, !757, !344, !289}
!2059 = !{!2055, !2060, !2061, !2062, !2063}
!2060 = !DILocalVariable(name: "varname", arg: 2, scope: !2056, file: !2, line: 1569, type: !344)
!2061 = !DILocalVariable(name: "line", arg: 3, scope: !2056, file: !2, line: 1569, type: !289)
!2062 = !DILocalVariable(name: "fs", scope: !2056, file: !2, line: 1571, type: !868)
!2063 = !DILocalVariable(name: "base", scope: !2056, file: !2, line: 1572, type: !289)
!2064 = !DILocation(line: 0, scope: !2056, inlinedAt: !2065)
!2065 = distinct !DILocation(line: 1629, column: 15, scope: !2066, inlinedAt: !2005)
!2066 = distinct !DILexicalBlock(scope: !1998, file: !2, line: 1628, column: 24)
!2067 = !DILocation(line: 1571, column: 23, scope: !2056, inlinedAt: !2065)
!2068 = !DILocation(line: 1572, column: 18, scope: !2056, inlinedAt: !2065)
!2069 = !{!928, !930, i64 68}
!2070 = !DILocation(line: 1573, column: 3, scope: !2056, inlinedAt: !2065)
!2071 = !DILocalVariable(name: "ls", arg: 1, scope: !2072, file: !2, line: 193, type: !757)
!2072 = distinct !DISubprogram(name: "new_localvar", scope: !2, file: !2, line: 193, type: !2073, scopeLine: 193, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !2075)
!2073 = !DISubroutineType(types: !2074)
!2074 = !{!289, !757, !344}
!2075 = !{!2071, !2076, !2077, !2078, !2079, !2080}
!2076 = !DILocalVariable(name: "name", arg: 2, scope: !2072, file: !2, line: 193, type: !344)
!2077 = !DILocalVariable(name: "L", scope: !2072, file: !2, line: 194, type: !290)
!2078 = !DILocalVariable(name: "fs", scope: !2072, file: !2, line: 195, type: !868)
!2079 = !DILocalVariable(name: "dyd", scope: !2072, file: !2, line: 196, type: !985)
!2080 = !DILocalVariable(name: "var", scope: !2072, file: !2, line: 197, type: !653)
!2081 = !DILocation(line: 0, scope: !2072, inlinedAt: !2082)
!2082 = distinct !DILocation(line: 1573, column: 3, scope: !2056, inlinedAt: !2065)
!2083 = !DILocation(line: 195, column: 23, scope: !2072, inlinedAt: !2082)
!2084 = !DILocation(line: 196, column: 22, scope: !2072, inlinedAt: !2082)
!2085 = !DILocation(line: 198, column: 30, scope: !2072, inlinedAt: !2082)
!2086 = !DILocation(line: 198, column: 32, scope: !2072, inlinedAt: !2082)
!2087 = !DILocation(line: 198, column: 42, scope: !2072, inlinedAt: !2082)
!2088 = !DILocation(line: 198, column: 36, scope: !2072, inlinedAt: !2082)
!2089 = !DILocation(line: 0, scope: !1219, inlinedAt: !2090)
!2090 = distinct !DILocation(line: 198, column: 3, scope: !2072, inlinedAt: !2082)
!2091 = !DILocation(line: 88, column: 9, scope: !1229, inlinedAt: !2090)
!2092 = !DILocation(line: 88, column: 7, scope: !1219, inlinedAt: !2090)
!2093 = !DILocation(line: 88, column: 14, scope: !1229, inlinedAt: !2090)
!2094 = !DILocation(line: 194, column: 22, scope: !2072, inlinedAt: !2082)
!2095 = !DILocation(line: 200, column: 3, scope: !2072, inlinedAt: !2082)
!2096 = !DILocation(line: 202, column: 39, scope: !2072, inlinedAt: !2082)
!2097 = !DILocation(line: 202, column: 10, scope: !2072, inlinedAt: !2082)
!2098 = !DILocation(line: 203, column: 11, scope: !2072, inlinedAt: !2082)
!2099 = !DILocation(line: 203, column: 16, scope: !2072, inlinedAt: !2082)
!2100 = !DILocation(line: 204, column: 11, scope: !2072, inlinedAt: !2082)
!2101 = !DILocation(line: 204, column: 16, scope: !2072, inlinedAt: !2082)
!2102 = !DILocation(line: 1574, column: 3, scope: !2056, inlinedAt: !2065)
!2103 = !DILocation(line: 0, scope: !2072, inlinedAt: !2104)
!2104 = distinct !DILocation(line: 1574, column: 3, scope: !2056, inlinedAt: !2065)
!2105 = !DILocation(line: 195, column: 23, scope: !2072, inlinedAt: !2104)
!2106 = !DILocation(line: 196, column: 22, scope: !2072, inlinedAt: !2104)
!2107 = !DILocation(line: 198, column: 30, scope: !2072, inlinedAt: !2104)
!2108 = !DILocation(line: 198, column: 32, scope: !2072, inlinedAt: !2104)
!2109 = !DILocation(line: 198, column: 42, scope: !2072, inlinedAt: !2104)
!2110 = !DILocation(line: 198, column: 36, scope: !2072, inlinedAt: !2104)
!2111 = !DILocation(line: 0, scope: !1219, inlinedAt: !2112)
!2112 = distinct !DILocation(line: 198, column: 3, scope: !2072, inlinedAt: !2104)
!2113 = !DILocation(line: 88, column: 9, scope: !1229, inlinedAt: !2112)
!2114 = !DILocation(line: 88, column: 7, scope: !1219, inlinedAt: !2112)
!2115 = !DILocation(line: 88, column: 14, scope: !1229, inlinedAt: !2112)
!2116 = !DILocation(line: 194, column: 22, scope: !2072, inlinedAt: !2104)
!2117 = !DILocation(line: 200, column: 3, scope: !2072, inlinedAt: !2104)
!2118 = !DILocation(line: 202, column: 39, scope: !2072, inlinedAt: !2104)
!2119 = !DILocation(line: 202, column: 10, scope: !2072, inlinedAt: !2104)
!2120 = !DILocation(line: 203, column: 11, scope: !2072, inlinedAt: !2104)
!2121 = !DILocation(line: 203, column: 16, scope: !2072, inlinedAt: !2104)
!2122 = !DILocation(line: 204, column: 11, scope: !2072, inlinedAt: !2104)
!2123 = !DILocation(line: 204, column: 16, scope: !2072, inlinedAt: !2104)
!2124 = !DILocation(line: 1575, column: 3, scope: !2056, inlinedAt: !2065)
!2125 = !DILocation(line: 0, scope: !2072, inlinedAt: !2126)
!2126 = distinct !DILocation(line: 1575, column: 3, scope: !2056, inlinedAt: !2065)
!2127 = !DILocation(line: 195, column: 23, scope: !2072, inlinedAt: !2126)
!2128 = !DILocation(line: 196, column: 22, scope: !2072, inlinedAt: !2126)
!2129 = !DILocation(line: 198, column: 30, scope: !2072, inlinedAt: !2126)
!2130 = !DILocation(line: 198, column: 32, scope: !2072, inlinedAt: !2126)
!2131 = !DILocation(line: 198, column: 42, scope: !2072, inlinedAt: !2126)
!2132 = !DILocation(line: 198, column: 36, scope: !2072, inlinedAt: !2126)
!2133 = !DILocation(line: 0, scope: !1219, inlinedAt: !2134)
!2134 = distinct !DILocation(line: 198, column: 3, scope: !2072, inlinedAt: !2126)
!2135 = !DILocation(line: 88, column: 9, scope: !1229, inlinedAt: !2134)
!2136 = !DILocation(line: 88, column: 7, scope: !1219, inlinedAt: !2134)
!2137 = !DILocation(line: 88, column: 14, scope: !1229, inlinedAt: !2134)
!2138 = !DILocation(line: 194, column: 22, scope: !2072, inlinedAt: !2126)
!2139 = !DILocation(line: 200, column: 3, scope: !2072, inlinedAt: !2126)
!2140 = !DILocation(line: 202, column: 39, scope: !2072, inlinedAt: !2126)
!2141 = !DILocation(line: 202, column: 10, scope: !2072, inlinedAt: !2126)
!2142 = !DILocation(line: 203, column: 11, scope: !2072, inlinedAt: !2126)
!2143 = !DILocation(line: 203, column: 16, scope: !2072, inlinedAt: !2126)
!2144 = !DILocation(line: 204, column: 11, scope: !2072, inlinedAt: !2126)
!2145 = !DILocation(line: 204, column: 16, scope: !2072, inlinedAt: !2126)
!2146 = !DILocation(line: 0, scope: !2072, inlinedAt: !2147)
!2147 = distinct !DILocation(line: 1576, column: 3, scope: !2056, inlinedAt: !2065)
!2148 = !DILocation(line: 195, column: 23, scope: !2072, inlinedAt: !2147)
!2149 = !DILocation(line: 196, column: 22, scope: !2072, inlinedAt: !2147)
!2150 = !DILocation(line: 198, column: 30, scope: !2072, inlinedAt: !2147)
!2151 = !DILocation(line: 198, column: 32, scope: !2072, inlinedAt: !2147)
!2152 = !DILocation(line: 198, column: 42, scope: !2072, inlinedAt: !2147)
!2153 = !DILocation(line: 198, column: 36, scope: !2072, inlinedAt: !2147)
!2154 = !DILocation(line: 0, scope: !1219, inlinedAt: !2155)
!2155 = distinct !DILocation(line: 198, column: 3, scope: !2072, inlinedAt: !2147)
!2156 = !DILocation(line: 88, column: 9, scope: !1229, inlinedAt: !2155)
!2157 = !DILocation(line: 88, column: 7, scope: !1219, inlinedAt: !2155)
!2158 = !DILocation(line: 88, column: 14, scope: !1229, inlinedAt: !2155)
!2159 = !DILocation(line: 194, column: 22, scope: !2072, inlinedAt: !2147)
!2160 = !DILocation(line: 200, column: 3, scope: !2072, inlinedAt: !2147)
!2161 = !DILocation(line: 202, column: 39, scope: !2072, inlinedAt: !2147)
!2162 = !DILocation(line: 202, column: 10, scope: !2072, inlinedAt: !2147)
!2163 = !DILocation(line: 203, column: 11, scope: !2072, inlinedAt: !2147)
!2164 = !DILocation(line: 203, column: 16, scope: !2072, inlinedAt: !2147)
!2165 = !DILocation(line: 204, column: 11, scope: !2072, inlinedAt: !2147)
!2166 = !DILocation(line: 204, column: 16, scope: !2072, inlinedAt: !2147)
!2167 = !DILocation(line: 0, scope: !1575, inlinedAt: !2168)
!2168 = distinct !DILocation(line: 1577, column: 3, scope: !2056, inlinedAt: !2065)
!2169 = !DILocation(line: 0, scope: !1292, inlinedAt: !2170)
!2170 = distinct !DILocation(line: 117, column: 3, scope: !1575, inlinedAt: !2168)
!2171 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !2170)
!2172 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !2170)
!2173 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !2170)
!2174 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !2170)
!2175 = !DILocation(line: 118, column: 3, scope: !1575, inlinedAt: !2168)
!2176 = !DILocalVariable(name: "e", scope: !2177, file: !2, line: 1518, type: !1456)
!2177 = distinct !DISubprogram(name: "exp1", scope: !2, file: !2, line: 1517, type: !1269, scopeLine: 1517, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !2178)
!2178 = !{!2179, !2176}
!2179 = !DILocalVariable(name: "ls", arg: 1, scope: !2177, file: !2, line: 1517, type: !757)
!2180 = !DILocation(line: 0, scope: !2177, inlinedAt: !2181)
!2181 = distinct !DILocation(line: 1578, column: 3, scope: !2056, inlinedAt: !2065)
!2182 = !DILocation(line: 1518, column: 3, scope: !2177, inlinedAt: !2181)
!2183 = !DILocation(line: 0, scope: !1565, inlinedAt: !2184)
!2184 = distinct !DILocation(line: 1519, column: 3, scope: !2177, inlinedAt: !2181)
!2185 = !DILocation(line: 1291, column: 3, scope: !1565, inlinedAt: !2184)
!2186 = !DILocation(line: 1520, column: 24, scope: !2177, inlinedAt: !2181)
!2187 = !DILocation(line: 1520, column: 3, scope: !2177, inlinedAt: !2181)
!2188 = !DILocation(line: 1522, column: 1, scope: !2177, inlinedAt: !2181)
!2189 = !DILocation(line: 0, scope: !1575, inlinedAt: !2190)
!2190 = distinct !DILocation(line: 1579, column: 3, scope: !2056, inlinedAt: !2065)
!2191 = !DILocation(line: 0, scope: !1292, inlinedAt: !2192)
!2192 = distinct !DILocation(line: 117, column: 3, scope: !1575, inlinedAt: !2190)
!2193 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !2192)
!2194 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !2192)
!2195 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !2192)
!2196 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !2192)
!2197 = !DILocation(line: 118, column: 3, scope: !1575, inlinedAt: !2190)
!2198 = !DILocation(line: 0, scope: !2177, inlinedAt: !2199)
!2199 = distinct !DILocation(line: 1580, column: 3, scope: !2056, inlinedAt: !2065)
!2200 = !DILocation(line: 1518, column: 3, scope: !2177, inlinedAt: !2199)
!2201 = !DILocation(line: 0, scope: !1565, inlinedAt: !2202)
!2202 = distinct !DILocation(line: 1519, column: 3, scope: !2177, inlinedAt: !2199)
!2203 = !DILocation(line: 1291, column: 3, scope: !1565, inlinedAt: !2202)
!2204 = !DILocation(line: 1520, column: 24, scope: !2177, inlinedAt: !2199)
!2205 = !DILocation(line: 1520, column: 3, scope: !2177, inlinedAt: !2199)
!2206 = !DILocation(line: 1522, column: 1, scope: !2177, inlinedAt: !2199)
!2207 = !DILocation(line: 0, scope: !1676, inlinedAt: !2208)
!2208 = distinct !DILocation(line: 1581, column: 7, scope: !2209, inlinedAt: !2065)
!2209 = distinct !DILexicalBlock(scope: !2056, file: !2, line: 1581, column: 7)
!2210 = !DILocation(line: 96, column: 13, scope: !1682, inlinedAt: !2208)
!2211 = !DILocation(line: 96, column: 19, scope: !1682, inlinedAt: !2208)
!2212 = !DILocation(line: 96, column: 7, scope: !1676, inlinedAt: !2208)
!2213 = !DILocation(line: 97, column: 5, scope: !1686, inlinedAt: !2208)
!2214 = !DILocation(line: 0, scope: !2177, inlinedAt: !2215)
!2215 = distinct !DILocation(line: 1582, column: 5, scope: !2209, inlinedAt: !2065)
!2216 = !DILocation(line: 1518, column: 3, scope: !2177, inlinedAt: !2215)
!2217 = !DILocation(line: 0, scope: !1565, inlinedAt: !2218)
!2218 = distinct !DILocation(line: 1519, column: 3, scope: !2177, inlinedAt: !2215)
!2219 = !DILocation(line: 1291, column: 3, scope: !1565, inlinedAt: !2218)
!2220 = !DILocation(line: 1520, column: 24, scope: !2177, inlinedAt: !2215)
!2221 = !DILocation(line: 1520, column: 3, scope: !2177, inlinedAt: !2215)
!2222 = !DILocation(line: 1522, column: 1, scope: !2177, inlinedAt: !2215)
!2223 = !DILocation(line: 1582, column: 5, scope: !2209, inlinedAt: !2065)
!2224 = !DILocation(line: 1584, column: 22, scope: !2225, inlinedAt: !2065)
!2225 = distinct !DILexicalBlock(scope: !2209, file: !2, line: 1583, column: 8)
!2226 = !DILocation(line: 1584, column: 18, scope: !2225, inlinedAt: !2065)
!2227 = !DILocation(line: 1584, column: 5, scope: !2225, inlinedAt: !2065)
!2228 = !DILocation(line: 1585, column: 5, scope: !2225, inlinedAt: !2065)
!2229 = !DILocation(line: 1572, column: 14, scope: !2056, inlinedAt: !2065)
!2230 = !DILocation(line: 1587, column: 3, scope: !2056, inlinedAt: !2065)
!2231 = !DILocation(line: 1588, column: 3, scope: !2056, inlinedAt: !2065)
!2232 = !DILocation(line: 1629, column: 42, scope: !2066, inlinedAt: !2005)
!2233 = !DILocalVariable(name: "e", scope: !2234, file: !2, line: 1595, type: !1456)
!2234 = distinct !DISubprogram(name: "forlist", scope: !2, file: !2, line: 1592, type: !2235, scopeLine: 1592, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !2237)
!2235 = !DISubroutineType(types: !2236)
!2236 = !{null, !757, !344}
!2237 = !{!2238, !2239, !2240, !2233, !2241, !2242, !2243}
!2238 = !DILocalVariable(name: "ls", arg: 1, scope: !2234, file: !2, line: 1592, type: !757)
!2239 = !DILocalVariable(name: "indexname", arg: 2, scope: !2234, file: !2, line: 1592, type: !344)
!2240 = !DILocalVariable(name: "fs", scope: !2234, file: !2, line: 1594, type: !868)
!2241 = !DILocalVariable(name: "nvars", scope: !2234, file: !2, line: 1596, type: !289)
!2242 = !DILocalVariable(name: "line", scope: !2234, file: !2, line: 1597, type: !289)
!2243 = !DILocalVariable(name: "base", scope: !2234, file: !2, line: 1598, type: !289)
!2244 = !DILocation(line: 0, scope: !2234, inlinedAt: !2245)
!2245 = distinct !DILocation(line: 1630, column: 27, scope: !2066, inlinedAt: !2005)
!2246 = !DILocation(line: 1594, column: 23, scope: !2234, inlinedAt: !2245)
!2247 = !DILocation(line: 1595, column: 3, scope: !2234, inlinedAt: !2245)
!2248 = !DILocation(line: 1598, column: 18, scope: !2234, inlinedAt: !2245)
!2249 = !DILocation(line: 1600, column: 3, scope: !2234, inlinedAt: !2245)
!2250 = !DILocation(line: 0, scope: !2072, inlinedAt: !2251)
!2251 = distinct !DILocation(line: 1600, column: 3, scope: !2234, inlinedAt: !2245)
!2252 = !DILocation(line: 195, column: 23, scope: !2072, inlinedAt: !2251)
!2253 = !DILocation(line: 196, column: 22, scope: !2072, inlinedAt: !2251)
!2254 = !DILocation(line: 198, column: 30, scope: !2072, inlinedAt: !2251)
!2255 = !DILocation(line: 198, column: 32, scope: !2072, inlinedAt: !2251)
!2256 = !DILocation(line: 198, column: 42, scope: !2072, inlinedAt: !2251)
!2257 = !DILocation(line: 198, column: 36, scope: !2072, inlinedAt: !2251)
!2258 = !DILocation(line: 0, scope: !1219, inlinedAt: !2259)
!2259 = distinct !DILocation(line: 198, column: 3, scope: !2072, inlinedAt: !2251)
!2260 = !DILocation(line: 88, column: 9, scope: !1229, inlinedAt: !2259)
!2261 = !DILocation(line: 88, column: 7, scope: !1219, inlinedAt: !2259)
!2262 = !DILocation(line: 88, column: 14, scope: !1229, inlinedAt: !2259)
!2263 = !DILocation(line: 194, column: 22, scope: !2072, inlinedAt: !2251)
!2264 = !DILocation(line: 200, column: 3, scope: !2072, inlinedAt: !2251)
!2265 = !DILocation(line: 202, column: 39, scope: !2072, inlinedAt: !2251)
!2266 = !DILocation(line: 202, column: 10, scope: !2072, inlinedAt: !2251)
!2267 = !DILocation(line: 203, column: 11, scope: !2072, inlinedAt: !2251)
!2268 = !DILocation(line: 203, column: 16, scope: !2072, inlinedAt: !2251)
!2269 = !DILocation(line: 204, column: 11, scope: !2072, inlinedAt: !2251)
!2270 = !DILocation(line: 204, column: 16, scope: !2072, inlinedAt: !2251)
!2271 = !DILocation(line: 1601, column: 3, scope: !2234, inlinedAt: !2245)
!2272 = !DILocation(line: 0, scope: !2072, inlinedAt: !2273)
!2273 = distinct !DILocation(line: 1601, column: 3, scope: !2234, inlinedAt: !2245)
!2274 = !DILocation(line: 195, column: 23, scope: !2072, inlinedAt: !2273)
!2275 = !DILocation(line: 196, column: 22, scope: !2072, inlinedAt: !2273)
!2276 = !DILocation(line: 198, column: 30, scope: !2072, inlinedAt: !2273)
!2277 = !DILocation(line: 198, column: 32, scope: !2072, inlinedAt: !2273)
!2278 = !DILocation(line: 198, column: 42, scope: !2072, inlinedAt: !2273)
!2279 = !DILocation(line: 198, column: 36, scope: !2072, inlinedAt: !2273)
!2280 = !DILocation(line: 0, scope: !1219, inlinedAt: !2281)
!2281 = distinct !DILocation(line: 198, column: 3, scope: !2072, inlinedAt: !2273)
!2282 = !DILocation(line: 88, column: 9, scope: !1229, inlinedAt: !2281)
!2283 = !DILocation(line: 88, column: 7, scope: !1219, inlinedAt: !2281)
!2284 = !DILocation(line: 88, column: 14, scope: !1229, inlinedAt: !2281)
!2285 = !DILocation(line: 194, column: 22, scope: !2072, inlinedAt: !2273)
!2286 = !DILocation(line: 200, column: 3, scope: !2072, inlinedAt: !2273)
!2287 = !DILocation(line: 202, column: 39, scope: !2072, inlinedAt: !2273)
!2288 = !DILocation(line: 202, column: 10, scope: !2072, inlinedAt: !2273)
!2289 = !DILocation(line: 203, column: 11, scope: !2072, inlinedAt: !2273)
!2290 = !DILocation(line: 203, column: 16, scope: !2072, inlinedAt: !2273)
!2291 = !DILocation(line: 204, column: 11, scope: !2072, inlinedAt: !2273)
!2292 = !DILocation(line: 204, column: 16, scope: !2072, inlinedAt: !2273)
!2293 = !DILocation(line: 1602, column: 3, scope: !2234, inlinedAt: !2245)
!2294 = !DILocation(line: 0, scope: !2072, inlinedAt: !2295)
!2295 = distinct !DILocation(line: 1602, column: 3, scope: !2234, inlinedAt: !2245)
!2296 = !DILocation(line: 195, column: 23, scope: !2072, inlinedAt: !2295)
!2297 = !DILocation(line: 196, column: 22, scope: !2072, inlinedAt: !2295)
!2298 = !DILocation(line: 198, column: 30, scope: !2072, inlinedAt: !2295)
!2299 = !DILocation(line: 198, column: 32, scope: !2072, inlinedAt: !2295)
!2300 = !DILocation(line: 198, column: 42, scope: !2072, inlinedAt: !2295)
!2301 = !DILocation(line: 198, column: 36, scope: !2072, inlinedAt: !2295)
!2302 = !DILocation(line: 0, scope: !1219, inlinedAt: !2303)
!2303 = distinct !DILocation(line: 198, column: 3, scope: !2072, inlinedAt: !2295)
!2304 = !DILocation(line: 88, column: 9, scope: !1229, inlinedAt: !2303)
!2305 = !DILocation(line: 88, column: 7, scope: !1219, inlinedAt: !2303)
!2306 = !DILocation(line: 88, column: 14, scope: !1229, inlinedAt: !2303)
!2307 = !DILocation(line: 194, column: 22, scope: !2072, inlinedAt: !2295)
!2308 = !DILocation(line: 200, column: 3, scope: !2072, inlinedAt: !2295)
!2309 = !DILocation(line: 202, column: 39, scope: !2072, inlinedAt: !2295)
!2310 = !DILocation(line: 202, column: 10, scope: !2072, inlinedAt: !2295)
!2311 = !DILocation(line: 203, column: 11, scope: !2072, inlinedAt: !2295)
!2312 = !DILocation(line: 203, column: 16, scope: !2072, inlinedAt: !2295)
!2313 = !DILocation(line: 204, column: 11, scope: !2072, inlinedAt: !2295)
!2314 = !DILocation(line: 204, column: 16, scope: !2072, inlinedAt: !2295)
!2315 = !DILocation(line: 1603, column: 3, scope: !2234, inlinedAt: !2245)
!2316 = !DILocation(line: 0, scope: !2072, inlinedAt: !2317)
!2317 = distinct !DILocation(line: 1603, column: 3, scope: !2234, inlinedAt: !2245)
!2318 = !DILocation(line: 195, column: 23, scope: !2072, inlinedAt: !2317)
!2319 = !DILocation(line: 196, column: 22, scope: !2072, inlinedAt: !2317)
!2320 = !DILocation(line: 198, column: 30, scope: !2072, inlinedAt: !2317)
!2321 = !DILocation(line: 198, column: 32, scope: !2072, inlinedAt: !2317)
!2322 = !DILocation(line: 198, column: 42, scope: !2072, inlinedAt: !2317)
!2323 = !DILocation(line: 198, column: 36, scope: !2072, inlinedAt: !2317)
!2324 = !DILocation(line: 0, scope: !1219, inlinedAt: !2325)
!2325 = distinct !DILocation(line: 198, column: 3, scope: !2072, inlinedAt: !2317)
!2326 = !DILocation(line: 88, column: 9, scope: !1229, inlinedAt: !2325)
!2327 = !DILocation(line: 88, column: 7, scope: !1219, inlinedAt: !2325)
!2328 = !DILocation(line: 88, column: 14, scope: !1229, inlinedAt: !2325)
!2329 = !DILocation(line: 194, column: 22, scope: !2072, inlinedAt: !2317)
!2330 = !DILocation(line: 200, column: 3, scope: !2072, inlinedAt: !2317)
!2331 = !DILocation(line: 202, column: 39, scope: !2072, inlinedAt: !2317)
!2332 = !DILocation(line: 202, column: 10, scope: !2072, inlinedAt: !2317)
!2333 = !DILocation(line: 203, column: 11, scope: !2072, inlinedAt: !2317)
!2334 = !DILocation(line: 203, column: 16, scope: !2072, inlinedAt: !2317)
!2335 = !DILocation(line: 204, column: 11, scope: !2072, inlinedAt: !2317)
!2336 = !DILocation(line: 204, column: 16, scope: !2072, inlinedAt: !2317)
!2337 = !DILocation(line: 0, scope: !2072, inlinedAt: !2338)
!2338 = distinct !DILocation(line: 1605, column: 3, scope: !2234, inlinedAt: !2245)
!2339 = !DILocation(line: 195, column: 23, scope: !2072, inlinedAt: !2338)
!2340 = !DILocation(line: 196, column: 22, scope: !2072, inlinedAt: !2338)
!2341 = !DILocation(line: 198, column: 30, scope: !2072, inlinedAt: !2338)
!2342 = !DILocation(line: 198, column: 32, scope: !2072, inlinedAt: !2338)
!2343 = !DILocation(line: 198, column: 42, scope: !2072, inlinedAt: !2338)
!2344 = !DILocation(line: 198, column: 36, scope: !2072, inlinedAt: !2338)
!2345 = !DILocation(line: 0, scope: !1219, inlinedAt: !2346)
!2346 = distinct !DILocation(line: 198, column: 3, scope: !2072, inlinedAt: !2338)
!2347 = !DILocation(line: 88, column: 9, scope: !1229, inlinedAt: !2346)
!2348 = !DILocation(line: 88, column: 7, scope: !1219, inlinedAt: !2346)
!2349 = !DILocation(line: 88, column: 14, scope: !1229, inlinedAt: !2346)
!2350 = !DILocation(line: 194, column: 22, scope: !2072, inlinedAt: !2338)
!2351 = !DILocation(line: 200, column: 3, scope: !2072, inlinedAt: !2338)
!2352 = !DILocation(line: 202, column: 39, scope: !2072, inlinedAt: !2338)
!2353 = !DILocation(line: 202, column: 10, scope: !2072, inlinedAt: !2338)
!2354 = !DILocation(line: 203, column: 11, scope: !2072, inlinedAt: !2338)
!2355 = !DILocation(line: 203, column: 16, scope: !2072, inlinedAt: !2338)
!2356 = !DILocation(line: 204, column: 11, scope: !2072, inlinedAt: !2338)
!2357 = !DILocation(line: 204, column: 16, scope: !2072, inlinedAt: !2338)
!2358 = !DILocation(line: 0, scope: !1676, inlinedAt: !2359)
!2359 = distinct !DILocation(line: 1606, column: 10, scope: !2234, inlinedAt: !2245)
!2360 = !DILocation(line: 96, column: 13, scope: !1682, inlinedAt: !2359)
!2361 = !DILocation(line: 96, column: 19, scope: !1682, inlinedAt: !2359)
!2362 = !DILocation(line: 96, column: 7, scope: !1676, inlinedAt: !2359)
!2363 = !DILocation(line: 97, column: 5, scope: !1686, inlinedAt: !2359)
!2364 = !DILocation(line: 0, scope: !2037, inlinedAt: !2365)
!2365 = distinct !DILocation(line: 1607, column: 22, scope: !2366, inlinedAt: !2245)
!2366 = distinct !DILexicalBlock(scope: !2234, file: !2, line: 1606, column: 29)
!2367 = !DILocation(line: 0, scope: !1292, inlinedAt: !2368)
!2368 = distinct !DILocation(line: 145, column: 3, scope: !2037, inlinedAt: !2365)
!2369 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !2368)
!2370 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !2368)
!2371 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !2368)
!2372 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !2368)
!2373 = !DILocation(line: 146, column: 22, scope: !2037, inlinedAt: !2365)
!2374 = !DILocation(line: 147, column: 3, scope: !2037, inlinedAt: !2365)
!2375 = !DILocation(line: 0, scope: !2072, inlinedAt: !2376)
!2376 = distinct !DILocation(line: 1607, column: 5, scope: !2366, inlinedAt: !2245)
!2377 = !DILocation(line: 195, column: 23, scope: !2072, inlinedAt: !2376)
!2378 = !DILocation(line: 196, column: 22, scope: !2072, inlinedAt: !2376)
!2379 = !DILocation(line: 198, column: 30, scope: !2072, inlinedAt: !2376)
!2380 = !DILocation(line: 198, column: 32, scope: !2072, inlinedAt: !2376)
!2381 = !DILocation(line: 198, column: 42, scope: !2072, inlinedAt: !2376)
!2382 = !DILocation(line: 198, column: 36, scope: !2072, inlinedAt: !2376)
!2383 = !DILocation(line: 0, scope: !1219, inlinedAt: !2384)
!2384 = distinct !DILocation(line: 198, column: 3, scope: !2072, inlinedAt: !2376)
!2385 = !DILocation(line: 88, column: 9, scope: !1229, inlinedAt: !2384)
!2386 = !DILocation(line: 88, column: 7, scope: !1219, inlinedAt: !2384)
!2387 = !DILocation(line: 88, column: 14, scope: !1229, inlinedAt: !2384)
!2388 = !DILocation(line: 194, column: 22, scope: !2072, inlinedAt: !2376)
!2389 = !DILocation(line: 200, column: 3, scope: !2072, inlinedAt: !2376)
!2390 = !DILocation(line: 202, column: 39, scope: !2072, inlinedAt: !2376)
!2391 = !DILocation(line: 202, column: 10, scope: !2072, inlinedAt: !2376)
!2392 = !DILocation(line: 203, column: 11, scope: !2072, inlinedAt: !2376)
!2393 = !DILocation(line: 203, column: 16, scope: !2072, inlinedAt: !2376)
!2394 = !DILocation(line: 204, column: 11, scope: !2072, inlinedAt: !2376)
!2395 = !DILocation(line: 204, column: 16, scope: !2072, inlinedAt: !2376)
!2396 = !DILocation(line: 1608, column: 10, scope: !2366, inlinedAt: !2245)
!2397 = distinct !{!2397, !2398, !2399, !1249}
!2398 = !DILocation(line: 1606, column: 3, scope: !2234, inlinedAt: !2245)
!2399 = !DILocation(line: 1609, column: 3, scope: !2234, inlinedAt: !2245)
!2400 = !DILocation(line: 1616, column: 33, scope: !2234, inlinedAt: !2245)
!2401 = !DILocation(line: 1598, column: 14, scope: !2234, inlinedAt: !2245)
!2402 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !2403)
!2403 = distinct !DILocation(line: 117, column: 3, scope: !1575, inlinedAt: !2404)
!2404 = distinct !DILocation(line: 1610, column: 3, scope: !2234, inlinedAt: !2245)
!2405 = !DILocation(line: 0, scope: !1575, inlinedAt: !2404)
!2406 = !DILocation(line: 0, scope: !1292, inlinedAt: !2403)
!2407 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !2403)
!2408 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !2403)
!2409 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !2403)
!2410 = !DILocation(line: 118, column: 3, scope: !1575, inlinedAt: !2404)
!2411 = !DILocation(line: 1611, column: 14, scope: !2234, inlinedAt: !2245)
!2412 = !DILocalVariable(name: "ls", arg: 1, scope: !2413, file: !2, line: 1012, type: !757)
!2413 = distinct !DISubprogram(name: "explist", scope: !2, file: !2, line: 1012, type: !2414, scopeLine: 1012, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !2416)
!2414 = !DISubroutineType(types: !2415)
!2415 = !{!289, !757, !1568}
!2416 = !{!2412, !2417, !2418}
!2417 = !DILocalVariable(name: "v", arg: 2, scope: !2413, file: !2, line: 1012, type: !1568)
!2418 = !DILocalVariable(name: "n", scope: !2413, file: !2, line: 1014, type: !289)
!2419 = !DILocation(line: 0, scope: !2413, inlinedAt: !2420)
!2420 = distinct !DILocation(line: 1612, column: 24, scope: !2234, inlinedAt: !2245)
!2421 = !DILocation(line: 0, scope: !1565, inlinedAt: !2422)
!2422 = distinct !DILocation(line: 1015, column: 3, scope: !2413, inlinedAt: !2420)
!2423 = !DILocation(line: 1291, column: 3, scope: !1565, inlinedAt: !2422)
!2424 = !DILocation(line: 0, scope: !1676, inlinedAt: !2425)
!2425 = distinct !DILocation(line: 1016, column: 10, scope: !2413, inlinedAt: !2420)
!2426 = !DILocation(line: 96, column: 13, scope: !1682, inlinedAt: !2425)
!2427 = !DILocation(line: 96, column: 19, scope: !1682, inlinedAt: !2425)
!2428 = !DILocation(line: 96, column: 7, scope: !1676, inlinedAt: !2425)
!2429 = !DILocation(line: 97, column: 5, scope: !1686, inlinedAt: !2425)
!2430 = !DILocation(line: 1017, column: 26, scope: !2431, inlinedAt: !2420)
!2431 = distinct !DILexicalBlock(scope: !2413, file: !2, line: 1016, column: 29)
!2432 = !DILocation(line: 1017, column: 5, scope: !2431, inlinedAt: !2420)
!2433 = !DILocation(line: 0, scope: !1565, inlinedAt: !2434)
!2434 = distinct !DILocation(line: 1018, column: 5, scope: !2431, inlinedAt: !2420)
!2435 = !DILocation(line: 1291, column: 3, scope: !1565, inlinedAt: !2434)
!2436 = !DILocation(line: 1019, column: 6, scope: !2431, inlinedAt: !2420)
!2437 = distinct !{!2437, !2438, !2439, !1249}
!2438 = !DILocation(line: 1016, column: 3, scope: !2413, inlinedAt: !2420)
!2439 = !DILocation(line: 1020, column: 3, scope: !2413, inlinedAt: !2420)
!2440 = !DILocalVariable(name: "ls", arg: 1, scope: !2441, file: !2, line: 482, type: !757)
!2441 = distinct !DISubprogram(name: "adjust_assign", scope: !2, file: !2, line: 482, type: !2442, scopeLine: 482, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !2444)
!2442 = !DISubroutineType(types: !2443)
!2443 = !{null, !757, !289, !289, !1568}
!2444 = !{!2440, !2445, !2446, !2447, !2448, !2449, !2450}
!2445 = !DILocalVariable(name: "nvars", arg: 2, scope: !2441, file: !2, line: 482, type: !289)
!2446 = !DILocalVariable(name: "nexps", arg: 3, scope: !2441, file: !2, line: 482, type: !289)
!2447 = !DILocalVariable(name: "e", arg: 4, scope: !2441, file: !2, line: 482, type: !1568)
!2448 = !DILocalVariable(name: "fs", scope: !2441, file: !2, line: 483, type: !868)
!2449 = !DILocalVariable(name: "needed", scope: !2441, file: !2, line: 484, type: !289)
!2450 = !DILocalVariable(name: "extra", scope: !2451, file: !2, line: 486, type: !289)
!2451 = distinct !DILexicalBlock(scope: !2452, file: !2, line: 485, column: 25)
!2452 = distinct !DILexicalBlock(scope: !2441, file: !2, line: 485, column: 7)
!2453 = !DILocation(line: 0, scope: !2441, inlinedAt: !2454)
!2454 = distinct !DILocation(line: 1612, column: 3, scope: !2234, inlinedAt: !2245)
!2455 = !DILocation(line: 483, column: 23, scope: !2441, inlinedAt: !2454)
!2456 = !DILocation(line: 484, column: 22, scope: !2441, inlinedAt: !2454)
!2457 = !DILocation(line: 485, column: 7, scope: !2452, inlinedAt: !2454)
!2458 = !DILocation(line: 493, column: 7, scope: !2459, inlinedAt: !2454)
!2459 = distinct !DILexicalBlock(scope: !2460, file: !2, line: 492, column: 9)
!2460 = distinct !DILexicalBlock(scope: !2452, file: !2, line: 491, column: 8)
!2461 = !DILocation(line: 494, column: 16, scope: !2462, inlinedAt: !2454)
!2462 = distinct !DILexicalBlock(scope: !2460, file: !2, line: 494, column: 9)
!2463 = !DILocation(line: 494, column: 9, scope: !2460, inlinedAt: !2454)
!2464 = !DILocation(line: 495, column: 24, scope: !2462, inlinedAt: !2454)
!2465 = !DILocation(line: 495, column: 20, scope: !2462, inlinedAt: !2454)
!2466 = !DILocation(line: 495, column: 7, scope: !2462, inlinedAt: !2454)
!2467 = !DILocation(line: 497, column: 7, scope: !2441, inlinedAt: !2454)
!2468 = !DILocation(line: 0, scope: !2451, inlinedAt: !2454)
!2469 = !DILocation(line: 487, column: 9, scope: !2451, inlinedAt: !2454)
!2470 = !DILocation(line: 489, column: 5, scope: !2451, inlinedAt: !2454)
!2471 = !DILocation(line: 497, column: 14, scope: !2472, inlinedAt: !2454)
!2472 = distinct !DILexicalBlock(scope: !2441, file: !2, line: 497, column: 7)
!2473 = !DILocation(line: 498, column: 5, scope: !2472, inlinedAt: !2454)
!2474 = !DILocation(line: 500, column: 9, scope: !2472, inlinedAt: !2454)
!2475 = !DILocation(line: 500, column: 17, scope: !2472, inlinedAt: !2454)
!2476 = !DILocation(line: 1613, column: 3, scope: !2234, inlinedAt: !2245)
!2477 = !DILocalVariable(name: "fs", arg: 1, scope: !2478, file: !2, line: 422, type: !868)
!2478 = distinct !DISubprogram(name: "marktobeclosed", scope: !2, file: !2, line: 422, type: !2479, scopeLine: 422, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !2481)
!2479 = !DISubroutineType(types: !2480)
!2480 = !{null, !868}
!2481 = !{!2477, !2482}
!2482 = !DILocalVariable(name: "bl", scope: !2478, file: !2, line: 423, type: !1075)
!2483 = !DILocation(line: 0, scope: !2478, inlinedAt: !2484)
!2484 = distinct !DILocation(line: 1614, column: 3, scope: !2234, inlinedAt: !2245)
!2485 = !DILocation(line: 423, column: 22, scope: !2478, inlinedAt: !2484)
!2486 = !DILocation(line: 424, column: 7, scope: !2478, inlinedAt: !2484)
!2487 = !DILocation(line: 424, column: 13, scope: !2478, inlinedAt: !2484)
!2488 = !DILocation(line: 425, column: 7, scope: !2478, inlinedAt: !2484)
!2489 = !DILocation(line: 425, column: 17, scope: !2478, inlinedAt: !2484)
!2490 = !DILocation(line: 426, column: 7, scope: !2478, inlinedAt: !2484)
!2491 = !DILocation(line: 426, column: 17, scope: !2478, inlinedAt: !2484)
!2492 = !{!928, !930, i64 70}
!2493 = !DILocation(line: 1615, column: 3, scope: !2234, inlinedAt: !2245)
!2494 = !DILocation(line: 1616, column: 3, scope: !2234, inlinedAt: !2245)
!2495 = !DILocation(line: 1617, column: 1, scope: !2234, inlinedAt: !2245)
!2496 = !DILocation(line: 1630, column: 49, scope: !2066, inlinedAt: !2005)
!2497 = !DILocation(line: 1631, column: 14, scope: !2066, inlinedAt: !2005)
!2498 = !DILocation(line: 1633, column: 3, scope: !1998, inlinedAt: !2005)
!2499 = !DILocation(line: 1634, column: 3, scope: !1998, inlinedAt: !2005)
!2500 = !DILocation(line: 1635, column: 1, scope: !1998, inlinedAt: !2005)
!2501 = !DILocation(line: 1869, column: 7, scope: !2006)
!2502 = !DILocation(line: 1490, column: 23, scope: !1524, inlinedAt: !1536)
!2503 = !DILocation(line: 1491, column: 21, scope: !1524, inlinedAt: !1536)
!2504 = !DILocation(line: 1492, column: 3, scope: !1524, inlinedAt: !1536)
!2505 = !DILocation(line: 0, scope: !1143, inlinedAt: !2506)
!2506 = distinct !DILocation(line: 1493, column: 3, scope: !1524, inlinedAt: !1536)
!2507 = !DILocation(line: 643, column: 7, scope: !1143, inlinedAt: !2506)
!2508 = !DILocation(line: 643, column: 14, scope: !1143, inlinedAt: !2506)
!2509 = !DILocation(line: 644, column: 21, scope: !1143, inlinedAt: !2506)
!2510 = !DILocation(line: 644, column: 7, scope: !1143, inlinedAt: !2506)
!2511 = !DILocation(line: 644, column: 15, scope: !1143, inlinedAt: !2506)
!2512 = !DILocation(line: 645, column: 24, scope: !1143, inlinedAt: !2506)
!2513 = !DILocation(line: 645, column: 28, scope: !1143, inlinedAt: !2506)
!2514 = !DILocation(line: 645, column: 39, scope: !1143, inlinedAt: !2506)
!2515 = !DILocation(line: 645, column: 7, scope: !1143, inlinedAt: !2506)
!2516 = !DILocation(line: 645, column: 18, scope: !1143, inlinedAt: !2506)
!2517 = !DILocation(line: 646, column: 35, scope: !1143, inlinedAt: !2506)
!2518 = !DILocation(line: 646, column: 7, scope: !1143, inlinedAt: !2506)
!2519 = !DILocation(line: 646, column: 17, scope: !1143, inlinedAt: !2506)
!2520 = !DILocation(line: 647, column: 7, scope: !1143, inlinedAt: !2506)
!2521 = !DILocation(line: 647, column: 13, scope: !1143, inlinedAt: !2506)
!2522 = !DILocation(line: 648, column: 24, scope: !1143, inlinedAt: !2506)
!2523 = !DILocation(line: 648, column: 27, scope: !1143, inlinedAt: !2506)
!2524 = !DILocation(line: 648, column: 35, scope: !1143, inlinedAt: !2506)
!2525 = !DILocation(line: 648, column: 46, scope: !1143, inlinedAt: !2506)
!2526 = !DILocation(line: 648, column: 19, scope: !1143, inlinedAt: !2506)
!2527 = !DILocation(line: 648, column: 7, scope: !1143, inlinedAt: !2506)
!2528 = !DILocation(line: 648, column: 17, scope: !1143, inlinedAt: !2506)
!2529 = !DILocation(line: 649, column: 16, scope: !1143, inlinedAt: !2506)
!2530 = !DILocation(line: 0, scope: !1143, inlinedAt: !2531)
!2531 = distinct !DILocation(line: 1494, column: 3, scope: !1524, inlinedAt: !1536)
!2532 = !DILocation(line: 643, column: 7, scope: !1143, inlinedAt: !2531)
!2533 = !DILocation(line: 643, column: 14, scope: !1143, inlinedAt: !2531)
!2534 = !DILocation(line: 644, column: 7, scope: !1143, inlinedAt: !2531)
!2535 = !DILocation(line: 644, column: 15, scope: !1143, inlinedAt: !2531)
!2536 = !DILocation(line: 645, column: 7, scope: !1143, inlinedAt: !2531)
!2537 = !DILocation(line: 645, column: 18, scope: !1143, inlinedAt: !2531)
!2538 = !DILocation(line: 646, column: 7, scope: !1143, inlinedAt: !2531)
!2539 = !DILocation(line: 646, column: 17, scope: !1143, inlinedAt: !2531)
!2540 = !DILocation(line: 647, column: 7, scope: !1143, inlinedAt: !2531)
!2541 = !DILocation(line: 647, column: 13, scope: !1143, inlinedAt: !2531)
!2542 = !DILocation(line: 648, column: 7, scope: !1143, inlinedAt: !2531)
!2543 = !DILocation(line: 648, column: 17, scope: !1143, inlinedAt: !2531)
!2544 = !DILocation(line: 649, column: 16, scope: !1143, inlinedAt: !2531)
!2545 = !DILocation(line: 650, column: 10, scope: !1143, inlinedAt: !2531)
!2546 = !DILocation(line: 1495, column: 3, scope: !1524, inlinedAt: !1536)
!2547 = !DILocation(line: 0, scope: !1268, inlinedAt: !2548)
!2548 = distinct !DILocation(line: 1496, column: 3, scope: !1524, inlinedAt: !1536)
!2549 = !DILocation(line: 801, column: 3, scope: !1268, inlinedAt: !2548)
!2550 = !DILocation(line: 0, scope: !1276, inlinedAt: !2551)
!2551 = distinct !DILocation(line: 801, column: 11, scope: !1268, inlinedAt: !2548)
!2552 = !DILocation(line: 789, column: 17, scope: !1276, inlinedAt: !2551)
!2553 = !DILocation(line: 789, column: 3, scope: !1276, inlinedAt: !2551)
!2554 = !DILocation(line: 803, column: 7, scope: !1287, inlinedAt: !2548)
!2555 = !DILocation(line: 804, column: 7, scope: !1287, inlinedAt: !2548)
!2556 = !DILocation(line: 806, column: 5, scope: !1289, inlinedAt: !2548)
!2557 = distinct !{!2557, !2549, !2558, !1249}
!2558 = !DILocation(line: 807, column: 3, scope: !1268, inlinedAt: !2548)
!2559 = !DILocation(line: 1497, column: 3, scope: !1524, inlinedAt: !1536)
!2560 = !DILocation(line: 0, scope: !1834, inlinedAt: !2561)
!2561 = distinct !DILocation(line: 1498, column: 14, scope: !1524, inlinedAt: !1536)
!2562 = !DILocation(line: 1408, column: 3, scope: !1834, inlinedAt: !2561)
!2563 = !DILocation(line: 0, scope: !1565, inlinedAt: !2564)
!2564 = distinct !DILocation(line: 1409, column: 3, scope: !1834, inlinedAt: !2561)
!2565 = !DILocation(line: 1291, column: 3, scope: !1565, inlinedAt: !2564)
!2566 = !DILocation(line: 1410, column: 9, scope: !1846, inlinedAt: !2561)
!2567 = !DILocation(line: 1410, column: 11, scope: !1846, inlinedAt: !2561)
!2568 = !DILocation(line: 1410, column: 7, scope: !1834, inlinedAt: !2561)
!2569 = !DILocation(line: 1410, column: 24, scope: !1846, inlinedAt: !2561)
!2570 = distinct !DIAssignID()
!2571 = !DILocation(line: 1410, column: 20, scope: !1846, inlinedAt: !2561)
!2572 = !DILocation(line: 1411, column: 21, scope: !1834, inlinedAt: !2561)
!2573 = !DILocation(line: 1411, column: 3, scope: !1834, inlinedAt: !2561)
!2574 = !DILocation(line: 1412, column: 12, scope: !1834, inlinedAt: !2561)
!2575 = !DILocation(line: 1413, column: 1, scope: !1834, inlinedAt: !2561)
!2576 = !DILocation(line: 1499, column: 3, scope: !1524, inlinedAt: !1536)
!2577 = !DILocation(line: 1500, column: 11, scope: !1534, inlinedAt: !1536)
!2578 = !DILocation(line: 1500, column: 7, scope: !1534, inlinedAt: !1536)
!2579 = !DILocation(line: 1500, column: 7, scope: !1524, inlinedAt: !1536)
!2580 = !DILocation(line: 1501, column: 16, scope: !1533, inlinedAt: !1536)
!2581 = !DILocation(line: 0, scope: !1533, inlinedAt: !1536)
!2582 = !DILocation(line: 1502, column: 5, scope: !1533, inlinedAt: !1536)
!2583 = !DILocation(line: 1503, column: 5, scope: !1533, inlinedAt: !1536)
!2584 = !DILocation(line: 0, scope: !936, inlinedAt: !2585)
!2585 = distinct !DILocation(line: 1503, column: 5, scope: !1533, inlinedAt: !1536)
!2586 = !DILocation(line: 230, column: 3, scope: !936, inlinedAt: !2585)
!2587 = !DILocation(line: 230, column: 17, scope: !936, inlinedAt: !2585)
!2588 = !DILocation(line: 230, column: 14, scope: !936, inlinedAt: !2585)
!2589 = !DILocation(line: 0, scope: !949, inlinedAt: !2590)
!2590 = distinct !DILocation(line: 231, column: 19, scope: !942, inlinedAt: !2585)
!2591 = !DILocation(line: 220, column: 15, scope: !949, inlinedAt: !2590)
!2592 = !DILocation(line: 220, column: 19, scope: !949, inlinedAt: !2590)
!2593 = !DILocation(line: 220, column: 31, scope: !949, inlinedAt: !2590)
!2594 = !DILocation(line: 220, column: 39, scope: !949, inlinedAt: !2590)
!2595 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !2590)
!2596 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !2590)
!2597 = !DILocation(line: 0, scope: !942, inlinedAt: !2585)
!2598 = !DILocation(line: 232, column: 16, scope: !973, inlinedAt: !2585)
!2599 = !DILocation(line: 232, column: 21, scope: !973, inlinedAt: !2585)
!2600 = !DILocation(line: 232, column: 9, scope: !942, inlinedAt: !2585)
!2601 = !DILocation(line: 233, column: 21, scope: !973, inlinedAt: !2585)
!2602 = !DILocation(line: 233, column: 14, scope: !973, inlinedAt: !2585)
!2603 = !DILocation(line: 233, column: 26, scope: !973, inlinedAt: !2585)
!2604 = !DILocation(line: 1504, column: 16, scope: !1533, inlinedAt: !1536)
!2605 = !DILocation(line: 1505, column: 5, scope: !1533, inlinedAt: !1536)
!2606 = !DILocation(line: 1506, column: 3, scope: !1533, inlinedAt: !1536)
!2607 = !DILocation(line: 1507, column: 3, scope: !1524, inlinedAt: !1536)
!2608 = !DILocation(line: 1508, column: 3, scope: !1524, inlinedAt: !1536)
!2609 = !DILocation(line: 1509, column: 1, scope: !1524, inlinedAt: !1536)
!2610 = !DILocation(line: 1873, column: 7, scope: !1537)
!2611 = !DILocation(line: 1785, column: 3, scope: !1512, inlinedAt: !1519)
!2612 = !DILocation(line: 1786, column: 3, scope: !1512, inlinedAt: !1519)
!2613 = !DILocalVariable(name: "ls", arg: 1, scope: !2614, file: !2, line: 1768, type: !757)
!2614 = distinct !DISubprogram(name: "funcname", scope: !2, file: !2, line: 1768, type: !2414, scopeLine: 1768, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !2615)
!2615 = !{!2613, !2616, !2617}
!2616 = !DILocalVariable(name: "v", arg: 2, scope: !2614, file: !2, line: 1768, type: !1568)
!2617 = !DILocalVariable(name: "ismethod", scope: !2614, file: !2, line: 1770, type: !289)
!2618 = !DILocation(line: 0, scope: !2614, inlinedAt: !2619)
!2619 = distinct !DILocation(line: 1787, column: 14, scope: !1512, inlinedAt: !1519)
!2620 = !DILocation(line: 1771, column: 3, scope: !2614, inlinedAt: !2619)
!2621 = !DILocation(line: 1772, column: 3, scope: !2614, inlinedAt: !2619)
!2622 = !DILocation(line: 1772, column: 16, scope: !2614, inlinedAt: !2619)
!2623 = !DILocalVariable(name: "key", scope: !2624, file: !2, line: 814, type: !1456)
!2624 = distinct !DISubprogram(name: "fieldsel", scope: !2, file: !2, line: 811, type: !1566, scopeLine: 811, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !2625)
!2625 = !{!2626, !2627, !2628, !2623}
!2626 = !DILocalVariable(name: "ls", arg: 1, scope: !2624, file: !2, line: 811, type: !757)
!2627 = !DILocalVariable(name: "v", arg: 2, scope: !2624, file: !2, line: 811, type: !1568)
!2628 = !DILocalVariable(name: "fs", scope: !2624, file: !2, line: 813, type: !868)
!2629 = !DILocation(line: 0, scope: !2624, inlinedAt: !2630)
!2630 = distinct !DILocation(line: 1773, column: 5, scope: !2614, inlinedAt: !2619)
!2631 = !DILocation(line: 813, column: 23, scope: !2624, inlinedAt: !2630)
!2632 = !DILocation(line: 814, column: 3, scope: !2624, inlinedAt: !2630)
!2633 = !DILocation(line: 815, column: 3, scope: !2624, inlinedAt: !2630)
!2634 = !DILocation(line: 816, column: 3, scope: !2624, inlinedAt: !2630)
!2635 = !DILocalVariable(name: "ls", arg: 1, scope: !2636, file: !2, line: 166, type: !757)
!2636 = distinct !DISubprogram(name: "codename", scope: !2, file: !2, line: 166, type: !1566, scopeLine: 166, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !2637)
!2637 = !{!2635, !2638}
!2638 = !DILocalVariable(name: "e", arg: 2, scope: !2636, file: !2, line: 166, type: !1568)
!2639 = !DILocation(line: 0, scope: !2636, inlinedAt: !2640)
!2640 = distinct !DILocation(line: 817, column: 3, scope: !2624, inlinedAt: !2630)
!2641 = !DILocation(line: 0, scope: !2037, inlinedAt: !2642)
!2642 = distinct !DILocation(line: 167, column: 17, scope: !2636, inlinedAt: !2640)
!2643 = !DILocation(line: 0, scope: !1292, inlinedAt: !2644)
!2644 = distinct !DILocation(line: 145, column: 3, scope: !2037, inlinedAt: !2642)
!2645 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !2644)
!2646 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !2644)
!2647 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !2644)
!2648 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !2644)
!2649 = !DILocation(line: 146, column: 22, scope: !2037, inlinedAt: !2642)
!2650 = !DILocation(line: 147, column: 3, scope: !2037, inlinedAt: !2642)
!2651 = !DILocalVariable(name: "e", arg: 1, scope: !2652, file: !2, line: 159, type: !1568)
!2652 = distinct !DISubprogram(name: "codestring", scope: !2, file: !2, line: 159, type: !2653, scopeLine: 159, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !2655)
!2653 = !DISubroutineType(types: !2654)
!2654 = !{null, !1568, !344}
!2655 = !{!2651, !2656}
!2656 = !DILocalVariable(name: "s", arg: 2, scope: !2652, file: !2, line: 159, type: !344)
!2657 = !DILocation(line: 0, scope: !2652, inlinedAt: !2658)
!2658 = distinct !DILocation(line: 167, column: 3, scope: !2636, inlinedAt: !2640)
!2659 = !DILocation(line: 160, column: 15, scope: !2652, inlinedAt: !2658)
!2660 = distinct !DIAssignID()
!2661 = !DILocation(line: 160, column: 8, scope: !2652, inlinedAt: !2658)
!2662 = distinct !DIAssignID()
!2663 = !DILocation(line: 161, column: 8, scope: !2652, inlinedAt: !2658)
!2664 = distinct !DIAssignID()
!2665 = !DILocation(line: 162, column: 15, scope: !2652, inlinedAt: !2658)
!2666 = distinct !DIAssignID()
!2667 = !DILocation(line: 818, column: 3, scope: !2624, inlinedAt: !2630)
!2668 = !DILocation(line: 819, column: 1, scope: !2624, inlinedAt: !2630)
!2669 = distinct !{!2669, !2621, !2670, !1249}
!2670 = !DILocation(line: 1773, column: 19, scope: !2614, inlinedAt: !2619)
!2671 = !DILocation(line: 0, scope: !2624, inlinedAt: !2672)
!2672 = distinct !DILocation(line: 1776, column: 5, scope: !2673, inlinedAt: !2619)
!2673 = distinct !DILexicalBlock(scope: !2674, file: !2, line: 1774, column: 27)
!2674 = distinct !DILexicalBlock(scope: !2614, file: !2, line: 1774, column: 7)
!2675 = !DILocation(line: 813, column: 23, scope: !2624, inlinedAt: !2672)
!2676 = !DILocation(line: 814, column: 3, scope: !2624, inlinedAt: !2672)
!2677 = !DILocation(line: 815, column: 3, scope: !2624, inlinedAt: !2672)
!2678 = !DILocation(line: 816, column: 3, scope: !2624, inlinedAt: !2672)
!2679 = !DILocation(line: 0, scope: !2636, inlinedAt: !2680)
!2680 = distinct !DILocation(line: 817, column: 3, scope: !2624, inlinedAt: !2672)
!2681 = !DILocation(line: 0, scope: !2037, inlinedAt: !2682)
!2682 = distinct !DILocation(line: 167, column: 17, scope: !2636, inlinedAt: !2680)
!2683 = !DILocation(line: 0, scope: !1292, inlinedAt: !2684)
!2684 = distinct !DILocation(line: 145, column: 3, scope: !2037, inlinedAt: !2682)
!2685 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !2684)
!2686 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !2684)
!2687 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !2684)
!2688 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !2684)
!2689 = !DILocation(line: 146, column: 22, scope: !2037, inlinedAt: !2682)
!2690 = !DILocation(line: 147, column: 3, scope: !2037, inlinedAt: !2682)
!2691 = !DILocation(line: 0, scope: !2652, inlinedAt: !2692)
!2692 = distinct !DILocation(line: 167, column: 3, scope: !2636, inlinedAt: !2680)
!2693 = !DILocation(line: 160, column: 13, scope: !2652, inlinedAt: !2692)
!2694 = !DILocation(line: 160, column: 15, scope: !2652, inlinedAt: !2692)
!2695 = distinct !DIAssignID()
!2696 = !DILocation(line: 160, column: 6, scope: !2652, inlinedAt: !2692)
!2697 = !DILocation(line: 160, column: 8, scope: !2652, inlinedAt: !2692)
!2698 = distinct !DIAssignID()
!2699 = !DILocation(line: 161, column: 8, scope: !2652, inlinedAt: !2692)
!2700 = distinct !DIAssignID()
!2701 = !DILocation(line: 162, column: 6, scope: !2652, inlinedAt: !2692)
!2702 = !DILocation(line: 162, column: 15, scope: !2652, inlinedAt: !2692)
!2703 = distinct !DIAssignID()
!2704 = !DILocation(line: 818, column: 3, scope: !2624, inlinedAt: !2672)
!2705 = !DILocation(line: 819, column: 1, scope: !2624, inlinedAt: !2672)
!2706 = !DILocation(line: 1777, column: 3, scope: !2673, inlinedAt: !2619)
!2707 = !DILocation(line: 1788, column: 3, scope: !1512, inlinedAt: !1519)
!2708 = !DILocalVariable(name: "ls", arg: 1, scope: !2709, file: !2, line: 277, type: !757)
!2709 = distinct !DISubprogram(name: "check_readonly", scope: !2, file: !2, line: 277, type: !1566, scopeLine: 277, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !2710)
!2710 = !{!2708, !2711, !2712, !2713, !2714, !2717, !2719}
!2711 = !DILocalVariable(name: "e", arg: 2, scope: !2709, file: !2, line: 277, type: !1568)
!2712 = !DILocalVariable(name: "fs", scope: !2709, file: !2, line: 278, type: !868)
!2713 = !DILocalVariable(name: "varname", scope: !2709, file: !2, line: 279, type: !344)
!2714 = !DILocalVariable(name: "vardesc", scope: !2715, file: !2, line: 286, type: !653)
!2715 = distinct !DILexicalBlock(scope: !2716, file: !2, line: 285, column: 18)
!2716 = distinct !DILexicalBlock(scope: !2709, file: !2, line: 280, column: 17)
!2717 = !DILocalVariable(name: "up", scope: !2718, file: !2, line: 292, type: !615)
!2718 = distinct !DILexicalBlock(scope: !2716, file: !2, line: 291, column: 18)
!2719 = !DILocalVariable(name: "msg", scope: !2720, file: !2, line: 301, type: !402)
!2720 = distinct !DILexicalBlock(scope: !2721, file: !2, line: 300, column: 16)
!2721 = distinct !DILexicalBlock(scope: !2709, file: !2, line: 300, column: 7)
!2722 = !DILocation(line: 0, scope: !2709, inlinedAt: !2723)
!2723 = distinct !DILocation(line: 1789, column: 3, scope: !1512, inlinedAt: !1519)
!2724 = !DILocation(line: 278, column: 23, scope: !2709, inlinedAt: !2723)
!2725 = !DILocation(line: 280, column: 14, scope: !2709, inlinedAt: !2723)
!2726 = !DILocation(line: 280, column: 3, scope: !2709, inlinedAt: !2723)
!2727 = !DILocation(line: 282, column: 21, scope: !2728, inlinedAt: !2723)
!2728 = distinct !DILexicalBlock(scope: !2716, file: !2, line: 281, column: 18)
!2729 = !DILocation(line: 282, column: 33, scope: !2728, inlinedAt: !2723)
!2730 = !DILocation(line: 282, column: 40, scope: !2728, inlinedAt: !2723)
!2731 = !DILocation(line: 282, column: 42, scope: !2728, inlinedAt: !2723)
!2732 = !DILocation(line: 282, column: 17, scope: !2728, inlinedAt: !2723)
!2733 = !DILocation(line: 282, column: 51, scope: !2728, inlinedAt: !2723)
!2734 = !DILocation(line: 283, column: 7, scope: !2728, inlinedAt: !2723)
!2735 = !DILocation(line: 286, column: 55, scope: !2715, inlinedAt: !2723)
!2736 = !DILocation(line: 286, column: 46, scope: !2715, inlinedAt: !2723)
!2737 = !DILocation(line: 0, scope: !949, inlinedAt: !2738)
!2738 = distinct !DILocation(line: 286, column: 26, scope: !2715, inlinedAt: !2723)
!2739 = !DILocation(line: 220, column: 15, scope: !949, inlinedAt: !2738)
!2740 = !DILocation(line: 220, column: 19, scope: !949, inlinedAt: !2738)
!2741 = !DILocation(line: 220, column: 31, scope: !949, inlinedAt: !2738)
!2742 = !DILocation(line: 220, column: 39, scope: !949, inlinedAt: !2738)
!2743 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !2738)
!2744 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !2738)
!2745 = !DILocation(line: 0, scope: !2715, inlinedAt: !2723)
!2746 = !DILocation(line: 287, column: 23, scope: !2747, inlinedAt: !2723)
!2747 = distinct !DILexicalBlock(scope: !2715, file: !2, line: 287, column: 11)
!2748 = !DILocation(line: 287, column: 28, scope: !2747, inlinedAt: !2723)
!2749 = !DILocation(line: 287, column: 11, scope: !2715, inlinedAt: !2723)
!2750 = !DILocation(line: 288, column: 31, scope: !2747, inlinedAt: !2723)
!2751 = !DILocation(line: 288, column: 9, scope: !2747, inlinedAt: !2723)
!2752 = !DILocation(line: 292, column: 28, scope: !2718, inlinedAt: !2723)
!2753 = !DILocation(line: 292, column: 31, scope: !2718, inlinedAt: !2723)
!2754 = !DILocation(line: 292, column: 43, scope: !2718, inlinedAt: !2723)
!2755 = !DILocation(line: 292, column: 45, scope: !2718, inlinedAt: !2723)
!2756 = !DILocation(line: 292, column: 24, scope: !2718, inlinedAt: !2723)
!2757 = !DILocation(line: 0, scope: !2718, inlinedAt: !2723)
!2758 = !DILocation(line: 293, column: 15, scope: !2759, inlinedAt: !2723)
!2759 = distinct !DILexicalBlock(scope: !2718, file: !2, line: 293, column: 11)
!2760 = !DILocation(line: 293, column: 20, scope: !2759, inlinedAt: !2723)
!2761 = !DILocation(line: 293, column: 11, scope: !2718, inlinedAt: !2723)
!2762 = !DILocation(line: 0, scope: !2716, inlinedAt: !2723)
!2763 = !DILocation(line: 300, column: 7, scope: !2721, inlinedAt: !2723)
!2764 = !DILocation(line: 300, column: 7, scope: !2709, inlinedAt: !2723)
!2765 = !DILocation(line: 301, column: 44, scope: !2720, inlinedAt: !2723)
!2766 = !DILocation(line: 302, column: 52, scope: !2720, inlinedAt: !2723)
!2767 = !DILocation(line: 301, column: 23, scope: !2720, inlinedAt: !2723)
!2768 = !DILocation(line: 0, scope: !2720, inlinedAt: !2723)
!2769 = !DILocation(line: 303, column: 5, scope: !2720, inlinedAt: !2723)
!2770 = !DILocation(line: 1790, column: 3, scope: !1512, inlinedAt: !1519)
!2771 = !DILocation(line: 1791, column: 20, scope: !1512, inlinedAt: !1519)
!2772 = !DILocation(line: 1791, column: 3, scope: !1512, inlinedAt: !1519)
!2773 = !DILocation(line: 1792, column: 1, scope: !1512, inlinedAt: !1519)
!2774 = !DILocation(line: 1877, column: 7, scope: !1520)
!2775 = !DILocation(line: 1880, column: 7, scope: !2776)
!2776 = distinct !DILexicalBlock(scope: !1494, file: !2, line: 1879, column: 20)
!2777 = !DILocation(line: 0, scope: !1676, inlinedAt: !2778)
!2778 = distinct !DILocation(line: 1881, column: 11, scope: !2779)
!2779 = distinct !DILexicalBlock(scope: !2776, file: !2, line: 1881, column: 11)
!2780 = !DILocation(line: 96, column: 13, scope: !1682, inlinedAt: !2778)
!2781 = !DILocation(line: 96, column: 19, scope: !1682, inlinedAt: !2778)
!2782 = !DILocation(line: 96, column: 7, scope: !1676, inlinedAt: !2778)
!2783 = !DILocation(line: 97, column: 5, scope: !1686, inlinedAt: !2778)
!2784 = !DILocalVariable(name: "b", scope: !2785, file: !2, line: 1690, type: !1456)
!2785 = distinct !DISubprogram(name: "localfunc", scope: !2, file: !2, line: 1689, type: !1269, scopeLine: 1689, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !2786)
!2786 = !{!2787, !2784, !2788, !2789}
!2787 = !DILocalVariable(name: "ls", arg: 1, scope: !2785, file: !2, line: 1689, type: !757)
!2788 = !DILocalVariable(name: "fs", scope: !2785, file: !2, line: 1691, type: !868)
!2789 = !DILocalVariable(name: "fvar", scope: !2785, file: !2, line: 1692, type: !289)
!2790 = !DILocation(line: 0, scope: !2785, inlinedAt: !2791)
!2791 = distinct !DILocation(line: 1882, column: 9, scope: !2779)
!2792 = !DILocation(line: 1690, column: 3, scope: !2785, inlinedAt: !2791)
!2793 = !DILocation(line: 1691, column: 23, scope: !2785, inlinedAt: !2791)
!2794 = !DILocation(line: 1692, column: 18, scope: !2785, inlinedAt: !2791)
!2795 = !DILocation(line: 1692, column: 14, scope: !2785, inlinedAt: !2791)
!2796 = !DILocation(line: 0, scope: !2037, inlinedAt: !2797)
!2797 = distinct !DILocation(line: 1693, column: 20, scope: !2785, inlinedAt: !2791)
!2798 = !DILocation(line: 0, scope: !1292, inlinedAt: !2799)
!2799 = distinct !DILocation(line: 145, column: 3, scope: !2037, inlinedAt: !2797)
!2800 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !2799)
!2801 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !2799)
!2802 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !2799)
!2803 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !2799)
!2804 = !DILocation(line: 146, column: 14, scope: !2037, inlinedAt: !2797)
!2805 = !DILocation(line: 146, column: 22, scope: !2037, inlinedAt: !2797)
!2806 = !DILocation(line: 147, column: 3, scope: !2037, inlinedAt: !2797)
!2807 = !DILocation(line: 0, scope: !2072, inlinedAt: !2808)
!2808 = distinct !DILocation(line: 1693, column: 3, scope: !2785, inlinedAt: !2791)
!2809 = !DILocation(line: 195, column: 23, scope: !2072, inlinedAt: !2808)
!2810 = !DILocation(line: 196, column: 22, scope: !2072, inlinedAt: !2808)
!2811 = !DILocation(line: 198, column: 30, scope: !2072, inlinedAt: !2808)
!2812 = !DILocation(line: 198, column: 32, scope: !2072, inlinedAt: !2808)
!2813 = !DILocation(line: 198, column: 42, scope: !2072, inlinedAt: !2808)
!2814 = !DILocation(line: 198, column: 36, scope: !2072, inlinedAt: !2808)
!2815 = !DILocation(line: 0, scope: !1219, inlinedAt: !2816)
!2816 = distinct !DILocation(line: 198, column: 3, scope: !2072, inlinedAt: !2808)
!2817 = !DILocation(line: 88, column: 9, scope: !1229, inlinedAt: !2816)
!2818 = !DILocation(line: 88, column: 7, scope: !1219, inlinedAt: !2816)
!2819 = !DILocation(line: 88, column: 14, scope: !1229, inlinedAt: !2816)
!2820 = !DILocation(line: 194, column: 22, scope: !2072, inlinedAt: !2808)
!2821 = !DILocation(line: 200, column: 3, scope: !2072, inlinedAt: !2808)
!2822 = !DILocation(line: 202, column: 39, scope: !2072, inlinedAt: !2808)
!2823 = !DILocation(line: 202, column: 10, scope: !2072, inlinedAt: !2808)
!2824 = !DILocation(line: 203, column: 11, scope: !2072, inlinedAt: !2808)
!2825 = !DILocation(line: 203, column: 16, scope: !2072, inlinedAt: !2808)
!2826 = !DILocation(line: 204, column: 11, scope: !2072, inlinedAt: !2808)
!2827 = !DILocation(line: 204, column: 16, scope: !2072, inlinedAt: !2808)
!2828 = !DILocation(line: 1694, column: 3, scope: !2785, inlinedAt: !2791)
!2829 = !DILocation(line: 1695, column: 23, scope: !2785, inlinedAt: !2791)
!2830 = !DILocation(line: 1695, column: 3, scope: !2785, inlinedAt: !2791)
!2831 = !DILocation(line: 1697, column: 43, scope: !2785, inlinedAt: !2791)
!2832 = !DILocalVariable(name: "fs", arg: 1, scope: !2833, file: !2, line: 251, type: !868)
!2833 = distinct !DISubprogram(name: "localdebuginfo", scope: !2, file: !2, line: 251, type: !2834, scopeLine: 251, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !2836)
!2834 = !DISubroutineType(types: !2835)
!2835 = !{!635, !868, !289}
!2836 = !{!2832, !2837, !2838, !2839}
!2837 = !DILocalVariable(name: "vidx", arg: 2, scope: !2833, file: !2, line: 251, type: !289)
!2838 = !DILocalVariable(name: "vd", scope: !2833, file: !2, line: 252, type: !653)
!2839 = !DILocalVariable(name: "idx", scope: !2840, file: !2, line: 256, type: !289)
!2840 = distinct !DILexicalBlock(scope: !2841, file: !2, line: 255, column: 8)
!2841 = distinct !DILexicalBlock(scope: !2833, file: !2, line: 253, column: 7)
!2842 = !DILocation(line: 0, scope: !2833, inlinedAt: !2843)
!2843 = distinct !DILocation(line: 1697, column: 3, scope: !2785, inlinedAt: !2791)
!2844 = !DILocation(line: 0, scope: !949, inlinedAt: !2845)
!2845 = distinct !DILocation(line: 252, column: 17, scope: !2833, inlinedAt: !2843)
!2846 = !DILocation(line: 220, column: 15, scope: !949, inlinedAt: !2845)
!2847 = !DILocation(line: 220, column: 19, scope: !949, inlinedAt: !2845)
!2848 = !DILocation(line: 220, column: 31, scope: !949, inlinedAt: !2845)
!2849 = !DILocation(line: 220, column: 39, scope: !949, inlinedAt: !2845)
!2850 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !2845)
!2851 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !2845)
!2852 = !DILocation(line: 253, column: 14, scope: !2841, inlinedAt: !2843)
!2853 = !DILocation(line: 253, column: 19, scope: !2841, inlinedAt: !2843)
!2854 = !DILocation(line: 253, column: 7, scope: !2833, inlinedAt: !2843)
!2855 = !DILocation(line: 256, column: 22, scope: !2840, inlinedAt: !2843)
!2856 = !DILocation(line: 0, scope: !2840, inlinedAt: !2843)
!2857 = !DILocation(line: 258, column: 17, scope: !2840, inlinedAt: !2843)
!2858 = !DILocation(line: 258, column: 20, scope: !2840, inlinedAt: !2843)
!2859 = !DILocation(line: 258, column: 13, scope: !2840, inlinedAt: !2843)
!2860 = !DILocation(line: 1697, column: 29, scope: !2785, inlinedAt: !2791)
!2861 = !DILocation(line: 1697, column: 37, scope: !2785, inlinedAt: !2791)
!2862 = !{!2863, !932, i64 8}
!2863 = !{!"LocVar", !929, i64 0, !932, i64 8, !932, i64 12}
!2864 = !DILocation(line: 1698, column: 1, scope: !2785, inlinedAt: !2791)
!2865 = !DILocation(line: 1882, column: 9, scope: !2779)
!2866 = !DILocalVariable(name: "e", scope: !2867, file: !2, line: 1734, type: !1456)
!2867 = distinct !DISubprogram(name: "localstat", scope: !2, file: !2, line: 1726, type: !1269, scopeLine: 1726, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !2868)
!2868 = !{!2869, !2870, !2871, !2872, !2873, !2874, !2875, !2876, !2866}
!2869 = !DILocalVariable(name: "ls", arg: 1, scope: !2867, file: !2, line: 1726, type: !757)
!2870 = !DILocalVariable(name: "fs", scope: !2867, file: !2, line: 1728, type: !868)
!2871 = !DILocalVariable(name: "toclose", scope: !2867, file: !2, line: 1729, type: !289)
!2872 = !DILocalVariable(name: "var", scope: !2867, file: !2, line: 1730, type: !653)
!2873 = !DILocalVariable(name: "vidx", scope: !2867, file: !2, line: 1731, type: !289)
!2874 = !DILocalVariable(name: "kind", scope: !2867, file: !2, line: 1731, type: !289)
!2875 = !DILocalVariable(name: "nvars", scope: !2867, file: !2, line: 1732, type: !289)
!2876 = !DILocalVariable(name: "nexps", scope: !2867, file: !2, line: 1733, type: !289)
!2877 = !DILocation(line: 0, scope: !2867, inlinedAt: !2878)
!2878 = distinct !DILocation(line: 1884, column: 9, scope: !2779)
!2879 = !DILocation(line: 1728, column: 23, scope: !2867, inlinedAt: !2878)
!2880 = !DILocation(line: 1734, column: 3, scope: !2867, inlinedAt: !2878)
!2881 = !DILocation(line: 0, scope: !2037, inlinedAt: !2882)
!2882 = distinct !DILocation(line: 1736, column: 29, scope: !2883, inlinedAt: !2878)
!2883 = distinct !DILexicalBlock(scope: !2867, file: !2, line: 1735, column: 6)
!2884 = !DILocation(line: 0, scope: !1292, inlinedAt: !2885)
!2885 = distinct !DILocation(line: 145, column: 3, scope: !2037, inlinedAt: !2882)
!2886 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !2885)
!2887 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !2885)
!2888 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !2885)
!2889 = !DILocation(line: 146, column: 22, scope: !2037, inlinedAt: !2882)
!2890 = !DILocation(line: 147, column: 3, scope: !2037, inlinedAt: !2882)
!2891 = !DILocation(line: 0, scope: !2072, inlinedAt: !2892)
!2892 = distinct !DILocation(line: 1736, column: 12, scope: !2883, inlinedAt: !2878)
!2893 = !DILocation(line: 195, column: 23, scope: !2072, inlinedAt: !2892)
!2894 = !DILocation(line: 196, column: 22, scope: !2072, inlinedAt: !2892)
!2895 = !DILocation(line: 198, column: 30, scope: !2072, inlinedAt: !2892)
!2896 = !DILocation(line: 198, column: 32, scope: !2072, inlinedAt: !2892)
!2897 = !DILocation(line: 198, column: 42, scope: !2072, inlinedAt: !2892)
!2898 = !DILocation(line: 198, column: 36, scope: !2072, inlinedAt: !2892)
!2899 = !DILocation(line: 0, scope: !1219, inlinedAt: !2900)
!2900 = distinct !DILocation(line: 198, column: 3, scope: !2072, inlinedAt: !2892)
!2901 = !DILocation(line: 88, column: 9, scope: !1229, inlinedAt: !2900)
!2902 = !DILocation(line: 88, column: 7, scope: !1219, inlinedAt: !2900)
!2903 = !DILocation(line: 88, column: 14, scope: !1229, inlinedAt: !2900)
!2904 = !DILocation(line: 194, column: 22, scope: !2072, inlinedAt: !2892)
!2905 = !DILocation(line: 200, column: 3, scope: !2072, inlinedAt: !2892)
!2906 = !DILocation(line: 202, column: 39, scope: !2072, inlinedAt: !2892)
!2907 = !DILocation(line: 202, column: 10, scope: !2072, inlinedAt: !2892)
!2908 = !DILocation(line: 203, column: 11, scope: !2072, inlinedAt: !2892)
!2909 = !DILocation(line: 203, column: 16, scope: !2072, inlinedAt: !2892)
!2910 = !DILocation(line: 204, column: 11, scope: !2072, inlinedAt: !2892)
!2911 = !DILocation(line: 204, column: 16, scope: !2072, inlinedAt: !2892)
!2912 = !DILocation(line: 205, column: 22, scope: !2072, inlinedAt: !2892)
!2913 = !DILocation(line: 205, column: 34, scope: !2072, inlinedAt: !2892)
!2914 = !DILocation(line: 205, column: 28, scope: !2072, inlinedAt: !2892)
!2915 = !DILocalVariable(name: "ls", arg: 1, scope: !2916, file: !2, line: 1701, type: !757)
!2916 = distinct !DISubprogram(name: "getlocalattribute", scope: !2, file: !2, line: 1701, type: !1835, scopeLine: 1701, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !2917)
!2917 = !{!2915, !2918}
!2918 = !DILocalVariable(name: "attr", scope: !2919, file: !2, line: 1704, type: !402)
!2919 = distinct !DILexicalBlock(scope: !2920, file: !2, line: 1703, column: 26)
!2920 = distinct !DILexicalBlock(scope: !2916, file: !2, line: 1703, column: 7)
!2921 = !DILocation(line: 0, scope: !2916, inlinedAt: !2922)
!2922 = distinct !DILocation(line: 1737, column: 12, scope: !2883, inlinedAt: !2878)
!2923 = !DILocation(line: 0, scope: !1676, inlinedAt: !2924)
!2924 = distinct !DILocation(line: 1703, column: 7, scope: !2920, inlinedAt: !2922)
!2925 = !DILocation(line: 96, column: 13, scope: !1682, inlinedAt: !2924)
!2926 = !DILocation(line: 96, column: 19, scope: !1682, inlinedAt: !2924)
!2927 = !DILocation(line: 96, column: 7, scope: !1676, inlinedAt: !2924)
!2928 = !DILocation(line: 97, column: 5, scope: !1686, inlinedAt: !2924)
!2929 = !DILocation(line: 0, scope: !2037, inlinedAt: !2930)
!2930 = distinct !DILocation(line: 1704, column: 24, scope: !2919, inlinedAt: !2922)
!2931 = !DILocation(line: 0, scope: !1292, inlinedAt: !2932)
!2932 = distinct !DILocation(line: 145, column: 3, scope: !2037, inlinedAt: !2930)
!2933 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !2932)
!2934 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !2932)
!2935 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !2932)
!2936 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !2932)
!2937 = !DILocation(line: 146, column: 22, scope: !2037, inlinedAt: !2930)
!2938 = !DILocation(line: 147, column: 3, scope: !2037, inlinedAt: !2930)
!2939 = !DILocation(line: 1704, column: 24, scope: !2919, inlinedAt: !2922)
!2940 = !DILocation(line: 0, scope: !2919, inlinedAt: !2922)
!2941 = !DILocation(line: 0, scope: !1575, inlinedAt: !2942)
!2942 = distinct !DILocation(line: 1705, column: 5, scope: !2919, inlinedAt: !2922)
!2943 = !DILocation(line: 0, scope: !1292, inlinedAt: !2944)
!2944 = distinct !DILocation(line: 117, column: 3, scope: !1575, inlinedAt: !2942)
!2945 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !2944)
!2946 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !2944)
!2947 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !2944)
!2948 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !2944)
!2949 = !DILocation(line: 118, column: 3, scope: !1575, inlinedAt: !2942)
!2950 = !DILocation(line: 1706, column: 9, scope: !2951, inlinedAt: !2922)
!2951 = distinct !DILexicalBlock(scope: !2919, file: !2, line: 1706, column: 9)
!2952 = !DILocation(line: 1706, column: 31, scope: !2951, inlinedAt: !2922)
!2953 = !DILocation(line: 1706, column: 9, scope: !2919, inlinedAt: !2922)
!2954 = !DILocation(line: 1708, column: 14, scope: !2955, inlinedAt: !2922)
!2955 = distinct !DILexicalBlock(scope: !2951, file: !2, line: 1708, column: 14)
!2956 = !DILocation(line: 1708, column: 36, scope: !2955, inlinedAt: !2922)
!2957 = !DILocation(line: 1708, column: 14, scope: !2951, inlinedAt: !2922)
!2958 = !DILocation(line: 1712, column: 30, scope: !2955, inlinedAt: !2922)
!2959 = !DILocation(line: 1712, column: 9, scope: !2955, inlinedAt: !2922)
!2960 = !DILocation(line: 1711, column: 7, scope: !2955, inlinedAt: !2922)
!2961 = !DILocation(line: 0, scope: !949, inlinedAt: !2962)
!2962 = distinct !DILocation(line: 1738, column: 5, scope: !2883, inlinedAt: !2878)
!2963 = !DILocation(line: 220, column: 15, scope: !949, inlinedAt: !2962)
!2964 = !DILocation(line: 220, column: 19, scope: !949, inlinedAt: !2962)
!2965 = !DILocation(line: 220, column: 31, scope: !949, inlinedAt: !2962)
!2966 = !DILocation(line: 220, column: 39, scope: !949, inlinedAt: !2962)
!2967 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !2962)
!2968 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !2962)
!2969 = !DILocation(line: 1738, column: 35, scope: !2883, inlinedAt: !2878)
!2970 = !DILocation(line: 1738, column: 40, scope: !2883, inlinedAt: !2878)
!2971 = !DILocation(line: 1740, column: 19, scope: !2972, inlinedAt: !2878)
!2972 = distinct !DILexicalBlock(scope: !2973, file: !2, line: 1740, column: 11)
!2973 = distinct !DILexicalBlock(scope: !2974, file: !2, line: 1739, column: 29)
!2974 = distinct !DILexicalBlock(scope: !2883, file: !2, line: 1739, column: 9)
!2975 = !DILocation(line: 1740, column: 11, scope: !2973, inlinedAt: !2878)
!2976 = !DILocation(line: 1741, column: 9, scope: !2972, inlinedAt: !2878)
!2977 = !DILocation(line: 1742, column: 21, scope: !2973, inlinedAt: !2878)
!2978 = !DILocation(line: 1742, column: 17, scope: !2973, inlinedAt: !2878)
!2979 = !DILocation(line: 1742, column: 29, scope: !2973, inlinedAt: !2878)
!2980 = !DILocation(line: 1743, column: 5, scope: !2973, inlinedAt: !2878)
!2981 = !DILocation(line: 1739, column: 9, scope: !2883, inlinedAt: !2878)
!2982 = !DILocation(line: 1744, column: 10, scope: !2883, inlinedAt: !2878)
!2983 = !DILocation(line: 0, scope: !1676, inlinedAt: !2984)
!2984 = distinct !DILocation(line: 1745, column: 12, scope: !2867, inlinedAt: !2878)
!2985 = !DILocation(line: 96, column: 13, scope: !1682, inlinedAt: !2984)
!2986 = !DILocation(line: 96, column: 7, scope: !1676, inlinedAt: !2984)
!2987 = !DILocation(line: 97, column: 5, scope: !1686, inlinedAt: !2984)
!2988 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !2885)
!2989 = distinct !{!2989, !2990, !2991, !1249}
!2990 = !DILocation(line: 1735, column: 3, scope: !2867, inlinedAt: !2878)
!2991 = !DILocation(line: 1745, column: 29, scope: !2867, inlinedAt: !2878)
!2992 = !DILocation(line: 97, column: 5, scope: !1686, inlinedAt: !2993)
!2993 = distinct !DILocation(line: 1746, column: 7, scope: !2994, inlinedAt: !2878)
!2994 = distinct !DILexicalBlock(scope: !2867, file: !2, line: 1746, column: 7)
!2995 = !DILocation(line: 1747, column: 13, scope: !2994, inlinedAt: !2878)
!2996 = !DILocation(line: 1747, column: 5, scope: !2994, inlinedAt: !2878)
!2997 = !DILocation(line: 1749, column: 9, scope: !2998, inlinedAt: !2878)
!2998 = distinct !DILexicalBlock(scope: !2994, file: !2, line: 1748, column: 8)
!2999 = distinct !DIAssignID()
!3000 = !DILocation(line: 0, scope: !2994, inlinedAt: !2878)
!3001 = !DILocation(line: 0, scope: !949, inlinedAt: !3002)
!3002 = distinct !DILocation(line: 1752, column: 9, scope: !2867, inlinedAt: !2878)
!3003 = !DILocation(line: 220, column: 15, scope: !949, inlinedAt: !3002)
!3004 = !DILocation(line: 220, column: 19, scope: !949, inlinedAt: !3002)
!3005 = !DILocation(line: 220, column: 31, scope: !949, inlinedAt: !3002)
!3006 = !DILocation(line: 220, column: 39, scope: !949, inlinedAt: !3002)
!3007 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !3002)
!3008 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !3002)
!3009 = !DILocation(line: 1753, column: 13, scope: !3010, inlinedAt: !2878)
!3010 = distinct !DILexicalBlock(scope: !2867, file: !2, line: 1753, column: 7)
!3011 = !DILocation(line: 1753, column: 22, scope: !3010, inlinedAt: !2878)
!3012 = !DILocation(line: 1754, column: 15, scope: !3010, inlinedAt: !2878)
!3013 = !DILocation(line: 1754, column: 20, scope: !3010, inlinedAt: !2878)
!3014 = !DILocation(line: 1754, column: 32, scope: !3010, inlinedAt: !2878)
!3015 = !DILocation(line: 1755, column: 7, scope: !3010, inlinedAt: !2878)
!3016 = !DILocation(line: 1753, column: 7, scope: !2867, inlinedAt: !2878)
!3017 = !DILocation(line: 1756, column: 18, scope: !3018, inlinedAt: !2878)
!3018 = distinct !DILexicalBlock(scope: !3010, file: !2, line: 1755, column: 40)
!3019 = !DILocation(line: 1757, column: 5, scope: !3018, inlinedAt: !2878)
!3020 = !DILocation(line: 1758, column: 16, scope: !3018, inlinedAt: !2878)
!3021 = !DILocation(line: 1759, column: 3, scope: !3018, inlinedAt: !2878)
!3022 = !DILocation(line: 0, scope: !2441, inlinedAt: !3023)
!3023 = distinct !DILocation(line: 1761, column: 5, scope: !3024, inlinedAt: !2878)
!3024 = distinct !DILexicalBlock(scope: !3010, file: !2, line: 1760, column: 8)
!3025 = !DILocation(line: 483, column: 23, scope: !2441, inlinedAt: !3023)
!3026 = !DILocation(line: 484, column: 22, scope: !2441, inlinedAt: !3023)
!3027 = !DILocation(line: 485, column: 7, scope: !2452, inlinedAt: !3023)
!3028 = !DILocation(line: 493, column: 7, scope: !2459, inlinedAt: !3023)
!3029 = !DILocation(line: 494, column: 16, scope: !2462, inlinedAt: !3023)
!3030 = !DILocation(line: 494, column: 9, scope: !2460, inlinedAt: !3023)
!3031 = !DILocation(line: 495, column: 24, scope: !2462, inlinedAt: !3023)
!3032 = !DILocation(line: 495, column: 20, scope: !2462, inlinedAt: !3023)
!3033 = !DILocation(line: 495, column: 7, scope: !2462, inlinedAt: !3023)
!3034 = !DILocation(line: 497, column: 7, scope: !2441, inlinedAt: !3023)
!3035 = !DILocation(line: 0, scope: !2451, inlinedAt: !3023)
!3036 = !DILocation(line: 487, column: 9, scope: !2451, inlinedAt: !3023)
!3037 = !DILocation(line: 489, column: 5, scope: !2451, inlinedAt: !3023)
!3038 = !DILocation(line: 497, column: 14, scope: !2472, inlinedAt: !3023)
!3039 = !DILocation(line: 498, column: 5, scope: !2472, inlinedAt: !3023)
!3040 = !DILocation(line: 500, column: 9, scope: !2472, inlinedAt: !3023)
!3041 = !DILocation(line: 500, column: 17, scope: !2472, inlinedAt: !3023)
!3042 = !DILocation(line: 1762, column: 5, scope: !3024, inlinedAt: !2878)
!3043 = !DILocalVariable(name: "fs", arg: 1, scope: !3044, file: !2, line: 1718, type: !868)
!3044 = distinct !DISubprogram(name: "checktoclose", scope: !2, file: !2, line: 1718, type: !1196, scopeLine: 1718, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !3045)
!3045 = !{!3043, !3046}
!3046 = !DILocalVariable(name: "level", arg: 2, scope: !3044, file: !2, line: 1718, type: !289)
!3047 = !DILocation(line: 0, scope: !3044, inlinedAt: !3048)
!3048 = distinct !DILocation(line: 1764, column: 3, scope: !2867, inlinedAt: !2878)
!3049 = !DILocation(line: 1719, column: 13, scope: !3050, inlinedAt: !3048)
!3050 = distinct !DILexicalBlock(scope: !3044, file: !2, line: 1719, column: 7)
!3051 = !DILocation(line: 1719, column: 7, scope: !3044, inlinedAt: !3048)
!3052 = !DILocation(line: 0, scope: !2478, inlinedAt: !3053)
!3053 = distinct !DILocation(line: 1720, column: 5, scope: !3054, inlinedAt: !3048)
!3054 = distinct !DILexicalBlock(scope: !3050, file: !2, line: 1719, column: 20)
!3055 = !DILocation(line: 423, column: 22, scope: !2478, inlinedAt: !3053)
!3056 = !DILocation(line: 424, column: 7, scope: !2478, inlinedAt: !3053)
!3057 = !DILocation(line: 424, column: 13, scope: !2478, inlinedAt: !3053)
!3058 = !DILocation(line: 425, column: 7, scope: !2478, inlinedAt: !3053)
!3059 = !DILocation(line: 425, column: 17, scope: !2478, inlinedAt: !3053)
!3060 = !DILocation(line: 426, column: 7, scope: !2478, inlinedAt: !3053)
!3061 = !DILocation(line: 426, column: 17, scope: !2478, inlinedAt: !3053)
!3062 = !DILocation(line: 0, scope: !936, inlinedAt: !3063)
!3063 = distinct !DILocation(line: 1721, column: 5, scope: !3054, inlinedAt: !3048)
!3064 = !DILocation(line: 230, column: 3, scope: !936, inlinedAt: !3063)
!3065 = !DILocation(line: 230, column: 17, scope: !936, inlinedAt: !3063)
!3066 = !DILocation(line: 230, column: 14, scope: !936, inlinedAt: !3063)
!3067 = !DILocation(line: 0, scope: !949, inlinedAt: !3068)
!3068 = distinct !DILocation(line: 231, column: 19, scope: !942, inlinedAt: !3063)
!3069 = !DILocation(line: 220, column: 15, scope: !949, inlinedAt: !3068)
!3070 = !DILocation(line: 220, column: 19, scope: !949, inlinedAt: !3068)
!3071 = !DILocation(line: 220, column: 31, scope: !949, inlinedAt: !3068)
!3072 = !DILocation(line: 220, column: 39, scope: !949, inlinedAt: !3068)
!3073 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !3068)
!3074 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !3068)
!3075 = !DILocation(line: 0, scope: !942, inlinedAt: !3063)
!3076 = !DILocation(line: 232, column: 16, scope: !973, inlinedAt: !3063)
!3077 = !DILocation(line: 232, column: 21, scope: !973, inlinedAt: !3063)
!3078 = !DILocation(line: 232, column: 9, scope: !942, inlinedAt: !3063)
!3079 = !DILocation(line: 233, column: 21, scope: !973, inlinedAt: !3063)
!3080 = !DILocation(line: 233, column: 14, scope: !973, inlinedAt: !3063)
!3081 = !DILocation(line: 233, column: 26, scope: !973, inlinedAt: !3063)
!3082 = !DILocation(line: 1721, column: 5, scope: !3054, inlinedAt: !3048)
!3083 = !DILocation(line: 1722, column: 3, scope: !3054, inlinedAt: !3048)
!3084 = !DILocation(line: 1765, column: 1, scope: !2867, inlinedAt: !2878)
!3085 = !DILocation(line: 1888, column: 7, scope: !3086)
!3086 = distinct !DILexicalBlock(scope: !1494, file: !2, line: 1887, column: 22)
!3087 = !DILocation(line: 0, scope: !2037, inlinedAt: !3088)
!3088 = distinct !DILocation(line: 1889, column: 21, scope: !3086)
!3089 = !DILocation(line: 0, scope: !1292, inlinedAt: !3090)
!3090 = distinct !DILocation(line: 145, column: 3, scope: !2037, inlinedAt: !3088)
!3091 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !3090)
!3092 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !3090)
!3093 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !3090)
!3094 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !3090)
!3095 = !DILocation(line: 146, column: 14, scope: !2037, inlinedAt: !3088)
!3096 = !DILocation(line: 146, column: 22, scope: !2037, inlinedAt: !3088)
!3097 = !DILocation(line: 147, column: 3, scope: !2037, inlinedAt: !3088)
!3098 = !DILocalVariable(name: "ls", arg: 1, scope: !3099, file: !2, line: 1458, type: !757)
!3099 = distinct !DISubprogram(name: "labelstat", scope: !2, file: !2, line: 1458, type: !2057, scopeLine: 1458, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !3100)
!3100 = !{!3098, !3101, !3102}
!3101 = !DILocalVariable(name: "name", arg: 2, scope: !3099, file: !2, line: 1458, type: !344)
!3102 = !DILocalVariable(name: "line", arg: 3, scope: !3099, file: !2, line: 1458, type: !289)
!3103 = !DILocation(line: 0, scope: !3099, inlinedAt: !3104)
!3104 = distinct !DILocation(line: 1889, column: 7, scope: !3086)
!3105 = !DILocation(line: 0, scope: !1575, inlinedAt: !3106)
!3106 = distinct !DILocation(line: 1460, column: 3, scope: !3099, inlinedAt: !3104)
!3107 = !DILocation(line: 0, scope: !1292, inlinedAt: !3108)
!3108 = distinct !DILocation(line: 117, column: 3, scope: !1575, inlinedAt: !3106)
!3109 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !3108)
!3110 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !3108)
!3111 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !3108)
!3112 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !3108)
!3113 = !DILocation(line: 118, column: 3, scope: !1575, inlinedAt: !3106)
!3114 = !DILocation(line: 1461, column: 3, scope: !3099, inlinedAt: !3104)
!3115 = !DILocation(line: 1461, column: 16, scope: !3099, inlinedAt: !3104)
!3116 = !DILocation(line: 1461, column: 29, scope: !3099, inlinedAt: !3104)
!3117 = !DILocation(line: 1462, column: 5, scope: !3099, inlinedAt: !3104)
!3118 = distinct !{!3118, !3114, !3119, !1249}
!3119 = !DILocation(line: 1462, column: 17, scope: !3099, inlinedAt: !3104)
!3120 = !DILocalVariable(name: "ls", arg: 1, scope: !3121, file: !2, line: 1448, type: !757)
!3121 = distinct !DISubprogram(name: "checkrepeated", scope: !2, file: !2, line: 1448, type: !2235, scopeLine: 1448, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !3122)
!3122 = !{!3120, !3123, !3124, !3125}
!3123 = !DILocalVariable(name: "name", arg: 2, scope: !3121, file: !2, line: 1448, type: !344)
!3124 = !DILocalVariable(name: "lb", scope: !3121, file: !2, line: 1449, type: !667)
!3125 = !DILocalVariable(name: "msg", scope: !3126, file: !2, line: 1451, type: !402)
!3126 = distinct !DILexicalBlock(scope: !3127, file: !2, line: 1450, column: 31)
!3127 = distinct !DILexicalBlock(scope: !3121, file: !2, line: 1450, column: 7)
!3128 = !DILocation(line: 0, scope: !3121, inlinedAt: !3129)
!3129 = distinct !DILocation(line: 1463, column: 3, scope: !3099, inlinedAt: !3104)
!3130 = !DILocalVariable(name: "ls", arg: 1, scope: !3131, file: !2, line: 544, type: !757)
!3131 = distinct !DISubprogram(name: "findlabel", scope: !2, file: !2, line: 544, type: !3132, scopeLine: 544, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !3134)
!3132 = !DISubroutineType(types: !3133)
!3133 = !{!667, !757, !344}
!3134 = !{!3130, !3135, !3136, !3137, !3138}
!3135 = !DILocalVariable(name: "name", arg: 2, scope: !3131, file: !2, line: 544, type: !344)
!3136 = !DILocalVariable(name: "i", scope: !3131, file: !2, line: 545, type: !289)
!3137 = !DILocalVariable(name: "dyd", scope: !3131, file: !2, line: 546, type: !985)
!3138 = !DILocalVariable(name: "lb", scope: !3139, file: !2, line: 549, type: !667)
!3139 = distinct !DILexicalBlock(scope: !3140, file: !2, line: 548, column: 55)
!3140 = distinct !DILexicalBlock(scope: !3141, file: !2, line: 548, column: 3)
!3141 = distinct !DILexicalBlock(scope: !3131, file: !2, line: 548, column: 3)
!3142 = !DILocation(line: 0, scope: !3131, inlinedAt: !3143)
!3143 = distinct !DILocation(line: 1449, column: 19, scope: !3121, inlinedAt: !3129)
!3144 = !DILocation(line: 546, column: 22, scope: !3131, inlinedAt: !3143)
!3145 = !DILocation(line: 548, column: 16, scope: !3141, inlinedAt: !3143)
!3146 = !DILocation(line: 548, column: 20, scope: !3141, inlinedAt: !3143)
!3147 = !DILocation(line: 548, column: 34, scope: !3140, inlinedAt: !3143)
!3148 = !DILocation(line: 548, column: 3, scope: !3141, inlinedAt: !3143)
!3149 = !DILocation(line: 548, column: 41, scope: !3140, inlinedAt: !3143)
!3150 = !{!964, !929, i64 32}
!3151 = !DILocation(line: 548, column: 51, scope: !3140, inlinedAt: !3143)
!3152 = distinct !{!3152, !3148, !3153, !1249}
!3153 = !DILocation(line: 552, column: 3, scope: !3141, inlinedAt: !3143)
!3154 = !DILocation(line: 549, column: 22, scope: !3139, inlinedAt: !3143)
!3155 = !DILocation(line: 0, scope: !3139, inlinedAt: !3143)
!3156 = !DILocation(line: 550, column: 9, scope: !3157, inlinedAt: !3143)
!3157 = distinct !DILexicalBlock(scope: !3139, file: !2, line: 550, column: 9)
!3158 = !DILocation(line: 0, scope: !3126, inlinedAt: !3129)
!3159 = !DILocation(line: 1452, column: 32, scope: !3126, inlinedAt: !3129)
!3160 = !DILocation(line: 1452, column: 40, scope: !3126, inlinedAt: !3129)
!3161 = !DILocation(line: 1452, column: 58, scope: !3126, inlinedAt: !3129)
!3162 = !DILocation(line: 1452, column: 11, scope: !3126, inlinedAt: !3129)
!3163 = !DILocation(line: 1453, column: 5, scope: !3126, inlinedAt: !3129)
!3164 = !DILocation(line: 0, scope: !1276, inlinedAt: !3165)
!3165 = distinct !DILocation(line: 1464, column: 31, scope: !3099, inlinedAt: !3104)
!3166 = !DILocation(line: 789, column: 3, scope: !1276, inlinedAt: !3165)
!3167 = !DILocation(line: 793, column: 20, scope: !3168, inlinedAt: !3165)
!3168 = distinct !DILexicalBlock(scope: !1276, file: !2, line: 789, column: 24)
!3169 = !DILocation(line: 794, column: 14, scope: !3168, inlinedAt: !3165)
!3170 = !DILocation(line: 0, scope: !3168, inlinedAt: !3165)
!3171 = !DILocation(line: 1464, column: 3, scope: !3099, inlinedAt: !3104)
!3172 = !DILocation(line: 1890, column: 7, scope: !3086)
!3173 = !DILocation(line: 1893, column: 7, scope: !3174)
!3174 = distinct !DILexicalBlock(scope: !1494, file: !2, line: 1892, column: 21)
!3175 = !DILocalVariable(name: "e", scope: !3176, file: !2, line: 1816, type: !1456)
!3176 = distinct !DISubprogram(name: "retstat", scope: !2, file: !2, line: 1813, type: !1269, scopeLine: 1813, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !3177)
!3177 = !{!3178, !3179, !3175, !3180, !3181}
!3178 = !DILocalVariable(name: "ls", arg: 1, scope: !3176, file: !2, line: 1813, type: !757)
!3179 = !DILocalVariable(name: "fs", scope: !3176, file: !2, line: 1815, type: !868)
!3180 = !DILocalVariable(name: "nret", scope: !3176, file: !2, line: 1817, type: !289)
!3181 = !DILocalVariable(name: "first", scope: !3176, file: !2, line: 1818, type: !289)
!3182 = !DILocation(line: 0, scope: !3176, inlinedAt: !3183)
!3183 = distinct !DILocation(line: 1894, column: 7, scope: !3174)
!3184 = !DILocation(line: 1815, column: 23, scope: !3176, inlinedAt: !3183)
!3185 = !DILocation(line: 1816, column: 3, scope: !3176, inlinedAt: !3183)
!3186 = !DILocation(line: 0, scope: !920, inlinedAt: !3187)
!3187 = distinct !DILocation(line: 1818, column: 15, scope: !3176, inlinedAt: !3183)
!3188 = !DILocation(line: 244, column: 27, scope: !920, inlinedAt: !3187)
!3189 = !DILocation(line: 244, column: 23, scope: !920, inlinedAt: !3187)
!3190 = !DILocation(line: 0, scope: !936, inlinedAt: !3191)
!3191 = distinct !DILocation(line: 244, column: 10, scope: !920, inlinedAt: !3187)
!3192 = !DILocation(line: 230, column: 3, scope: !936, inlinedAt: !3191)
!3193 = !DILocation(line: 230, column: 17, scope: !936, inlinedAt: !3191)
!3194 = !DILocation(line: 230, column: 14, scope: !936, inlinedAt: !3191)
!3195 = !DILocation(line: 0, scope: !949, inlinedAt: !3196)
!3196 = distinct !DILocation(line: 231, column: 19, scope: !942, inlinedAt: !3191)
!3197 = !DILocation(line: 220, column: 15, scope: !949, inlinedAt: !3196)
!3198 = !DILocation(line: 220, column: 19, scope: !949, inlinedAt: !3196)
!3199 = !DILocation(line: 220, column: 31, scope: !949, inlinedAt: !3196)
!3200 = !DILocation(line: 220, column: 39, scope: !949, inlinedAt: !3196)
!3201 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !3196)
!3202 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !3196)
!3203 = !DILocation(line: 0, scope: !942, inlinedAt: !3191)
!3204 = !DILocation(line: 232, column: 16, scope: !973, inlinedAt: !3191)
!3205 = !DILocation(line: 232, column: 21, scope: !973, inlinedAt: !3191)
!3206 = !DILocation(line: 232, column: 9, scope: !942, inlinedAt: !3191)
!3207 = !DILocation(line: 233, column: 21, scope: !973, inlinedAt: !3191)
!3208 = !DILocation(line: 233, column: 14, scope: !973, inlinedAt: !3191)
!3209 = !DILocation(line: 233, column: 26, scope: !973, inlinedAt: !3191)
!3210 = !DILocation(line: 0, scope: !1276, inlinedAt: !3211)
!3211 = distinct !DILocation(line: 1819, column: 7, scope: !3212, inlinedAt: !3183)
!3212 = distinct !DILexicalBlock(scope: !3176, file: !2, line: 1819, column: 7)
!3213 = !DILocation(line: 789, column: 17, scope: !1276, inlinedAt: !3211)
!3214 = !DILocation(line: 789, column: 3, scope: !1276, inlinedAt: !3211)
!3215 = !DILocation(line: 1822, column: 12, scope: !3216, inlinedAt: !3183)
!3216 = distinct !DILexicalBlock(scope: !3212, file: !2, line: 1821, column: 8)
!3217 = !DILocation(line: 1823, column: 9, scope: !3218, inlinedAt: !3183)
!3218 = distinct !DILexicalBlock(scope: !3216, file: !2, line: 1823, column: 9)
!3219 = !DILocation(line: 1824, column: 7, scope: !3220, inlinedAt: !3183)
!3220 = distinct !DILexicalBlock(scope: !3218, file: !2, line: 1823, column: 26)
!3221 = !DILocation(line: 1825, column: 13, scope: !3222, inlinedAt: !3183)
!3222 = distinct !DILexicalBlock(scope: !3220, file: !2, line: 1825, column: 11)
!3223 = !DILocation(line: 1825, column: 15, scope: !3222, inlinedAt: !3183)
!3224 = !DILocation(line: 1825, column: 24, scope: !3222, inlinedAt: !3183)
!3225 = !DILocation(line: 1825, column: 45, scope: !3222, inlinedAt: !3183)
!3226 = !DILocation(line: 1825, column: 49, scope: !3222, inlinedAt: !3183)
!3227 = !DILocation(line: 1825, column: 41, scope: !3222, inlinedAt: !3183)
!3228 = !DILocation(line: 1825, column: 11, scope: !3220, inlinedAt: !3183)
!3229 = !DILocation(line: 1826, column: 9, scope: !3230, inlinedAt: !3183)
!3230 = distinct !DILexicalBlock(scope: !3222, file: !2, line: 1825, column: 60)
!3231 = !DILocation(line: 1828, column: 7, scope: !3230, inlinedAt: !3183)
!3232 = !DILocation(line: 1832, column: 16, scope: !3233, inlinedAt: !3183)
!3233 = distinct !DILexicalBlock(scope: !3234, file: !2, line: 1832, column: 11)
!3234 = distinct !DILexicalBlock(scope: !3218, file: !2, line: 1831, column: 10)
!3235 = !DILocation(line: 1832, column: 11, scope: !3234, inlinedAt: !3183)
!3236 = !DILocation(line: 1833, column: 17, scope: !3233, inlinedAt: !3183)
!3237 = !DILocation(line: 1833, column: 9, scope: !3233, inlinedAt: !3183)
!3238 = !DILocation(line: 1835, column: 9, scope: !3239, inlinedAt: !3183)
!3239 = distinct !DILexicalBlock(scope: !3233, file: !2, line: 1834, column: 12)
!3240 = !DILocation(line: 0, scope: !3212, inlinedAt: !3183)
!3241 = !DILocation(line: 1840, column: 3, scope: !3176, inlinedAt: !3183)
!3242 = !DILocation(line: 0, scope: !1676, inlinedAt: !3243)
!3243 = distinct !DILocation(line: 1841, column: 3, scope: !3176, inlinedAt: !3183)
!3244 = !DILocation(line: 96, column: 13, scope: !1682, inlinedAt: !3243)
!3245 = !DILocation(line: 96, column: 19, scope: !1682, inlinedAt: !3243)
!3246 = !DILocation(line: 96, column: 7, scope: !1676, inlinedAt: !3243)
!3247 = !DILocation(line: 97, column: 5, scope: !1686, inlinedAt: !3243)
!3248 = !DILocation(line: 98, column: 5, scope: !1686, inlinedAt: !3243)
!3249 = !DILocation(line: 1842, column: 1, scope: !3176, inlinedAt: !3183)
!3250 = !DILocation(line: 1895, column: 7, scope: !3174)
!3251 = !DILocalVariable(name: "ls", arg: 1, scope: !3252, file: !2, line: 1438, type: !757)
!3252 = distinct !DISubprogram(name: "breakstat", scope: !2, file: !2, line: 1438, type: !1269, scopeLine: 1438, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !3253)
!3253 = !{!3251, !3254}
!3254 = !DILocalVariable(name: "line", scope: !3252, file: !2, line: 1439, type: !289)
!3255 = !DILocation(line: 0, scope: !3252, inlinedAt: !3256)
!3256 = distinct !DILocation(line: 1898, column: 7, scope: !3257)
!3257 = distinct !DILexicalBlock(scope: !1494, file: !2, line: 1897, column: 20)
!3258 = !DILocation(line: 1439, column: 18, scope: !3252, inlinedAt: !3256)
!3259 = !DILocation(line: 1440, column: 3, scope: !3252, inlinedAt: !3256)
!3260 = !DILocation(line: 1441, column: 20, scope: !3252, inlinedAt: !3256)
!3261 = !DILocation(line: 1441, column: 73, scope: !3252, inlinedAt: !3256)
!3262 = !DILocation(line: 1441, column: 59, scope: !3252, inlinedAt: !3256)
!3263 = !DILocation(line: 0, scope: !1627, inlinedAt: !3264)
!3264 = distinct !DILocation(line: 1441, column: 3, scope: !3252, inlinedAt: !3256)
!3265 = !DILocation(line: 576, column: 33, scope: !1627, inlinedAt: !3264)
!3266 = !DILocation(line: 576, column: 38, scope: !1627, inlinedAt: !3264)
!3267 = !DILocation(line: 0, scope: !1639, inlinedAt: !3268)
!3268 = distinct !DILocation(line: 576, column: 10, scope: !1627, inlinedAt: !3264)
!3269 = !DILocation(line: 562, column: 14, scope: !1639, inlinedAt: !3268)
!3270 = !DILocation(line: 563, column: 3, scope: !1639, inlinedAt: !3268)
!3271 = !DILocation(line: 565, column: 3, scope: !1639, inlinedAt: !3268)
!3272 = !DILocation(line: 565, column: 18, scope: !1639, inlinedAt: !3268)
!3273 = !DILocation(line: 566, column: 13, scope: !1639, inlinedAt: !3268)
!3274 = !DILocation(line: 566, column: 18, scope: !1639, inlinedAt: !3268)
!3275 = !DILocation(line: 567, column: 27, scope: !1639, inlinedAt: !3268)
!3276 = !DILocation(line: 567, column: 31, scope: !1639, inlinedAt: !3268)
!3277 = !DILocation(line: 567, column: 13, scope: !1639, inlinedAt: !3268)
!3278 = !DILocation(line: 567, column: 21, scope: !1639, inlinedAt: !3268)
!3279 = !DILocation(line: 568, column: 13, scope: !1639, inlinedAt: !3268)
!3280 = !DILocation(line: 568, column: 19, scope: !1639, inlinedAt: !3268)
!3281 = !DILocation(line: 569, column: 13, scope: !1639, inlinedAt: !3268)
!3282 = !DILocation(line: 569, column: 16, scope: !1639, inlinedAt: !3268)
!3283 = !DILocation(line: 570, column: 12, scope: !1639, inlinedAt: !3268)
!3284 = !DILocation(line: 570, column: 8, scope: !1639, inlinedAt: !3268)
!3285 = !DILocation(line: 1899, column: 7, scope: !3257)
!3286 = !DILocation(line: 1902, column: 7, scope: !3287)
!3287 = distinct !DILexicalBlock(scope: !1494, file: !2, line: 1901, column: 19)
!3288 = !DILocalVariable(name: "ls", arg: 1, scope: !3289, file: !2, line: 1416, type: !757)
!3289 = distinct !DISubprogram(name: "gotostat", scope: !2, file: !2, line: 1416, type: !1269, scopeLine: 1416, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !3290)
!3290 = !{!3288, !3291, !3292, !3293, !3294, !3295}
!3291 = !DILocalVariable(name: "fs", scope: !3289, file: !2, line: 1417, type: !868)
!3292 = !DILocalVariable(name: "line", scope: !3289, file: !2, line: 1418, type: !289)
!3293 = !DILocalVariable(name: "name", scope: !3289, file: !2, line: 1419, type: !344)
!3294 = !DILocalVariable(name: "lb", scope: !3289, file: !2, line: 1420, type: !667)
!3295 = !DILocalVariable(name: "lblevel", scope: !3296, file: !2, line: 1426, type: !289)
!3296 = distinct !DILexicalBlock(scope: !3297, file: !2, line: 1424, column: 8)
!3297 = distinct !DILexicalBlock(scope: !3289, file: !2, line: 1421, column: 7)
!3298 = !DILocation(line: 0, scope: !3289, inlinedAt: !3299)
!3299 = distinct !DILocation(line: 1903, column: 7, scope: !3287)
!3300 = !DILocation(line: 1417, column: 23, scope: !3289, inlinedAt: !3299)
!3301 = !DILocation(line: 1418, column: 18, scope: !3289, inlinedAt: !3299)
!3302 = !DILocation(line: 0, scope: !2037, inlinedAt: !3303)
!3303 = distinct !DILocation(line: 1419, column: 19, scope: !3289, inlinedAt: !3299)
!3304 = !DILocation(line: 0, scope: !1292, inlinedAt: !3305)
!3305 = distinct !DILocation(line: 145, column: 3, scope: !2037, inlinedAt: !3303)
!3306 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !3305)
!3307 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !3305)
!3308 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !3305)
!3309 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !3305)
!3310 = !DILocation(line: 146, column: 14, scope: !2037, inlinedAt: !3303)
!3311 = !DILocation(line: 146, column: 22, scope: !2037, inlinedAt: !3303)
!3312 = !DILocation(line: 147, column: 3, scope: !2037, inlinedAt: !3303)
!3313 = !DILocation(line: 0, scope: !3131, inlinedAt: !3314)
!3314 = distinct !DILocation(line: 1420, column: 19, scope: !3289, inlinedAt: !3299)
!3315 = !DILocation(line: 546, column: 22, scope: !3131, inlinedAt: !3314)
!3316 = !DILocation(line: 548, column: 16, scope: !3141, inlinedAt: !3314)
!3317 = !DILocation(line: 548, column: 20, scope: !3141, inlinedAt: !3314)
!3318 = !DILocation(line: 548, column: 34, scope: !3140, inlinedAt: !3314)
!3319 = !DILocation(line: 548, column: 3, scope: !3141, inlinedAt: !3314)
!3320 = !DILocation(line: 548, column: 41, scope: !3140, inlinedAt: !3314)
!3321 = !DILocation(line: 548, column: 51, scope: !3140, inlinedAt: !3314)
!3322 = distinct !{!3322, !3319, !3323, !1249}
!3323 = !DILocation(line: 552, column: 3, scope: !3141, inlinedAt: !3314)
!3324 = !DILocation(line: 549, column: 22, scope: !3139, inlinedAt: !3314)
!3325 = !DILocation(line: 0, scope: !3139, inlinedAt: !3314)
!3326 = !DILocation(line: 550, column: 9, scope: !3157, inlinedAt: !3314)
!3327 = !DILocation(line: 1423, column: 34, scope: !3297, inlinedAt: !3299)
!3328 = !DILocation(line: 0, scope: !1627, inlinedAt: !3329)
!3329 = distinct !DILocation(line: 1423, column: 5, scope: !3297, inlinedAt: !3299)
!3330 = !DILocation(line: 576, column: 33, scope: !1627, inlinedAt: !3329)
!3331 = !DILocation(line: 576, column: 38, scope: !1627, inlinedAt: !3329)
!3332 = !DILocation(line: 0, scope: !1639, inlinedAt: !3333)
!3333 = distinct !DILocation(line: 576, column: 10, scope: !1627, inlinedAt: !3329)
!3334 = !DILocation(line: 562, column: 14, scope: !1639, inlinedAt: !3333)
!3335 = !DILocation(line: 563, column: 3, scope: !1639, inlinedAt: !3333)
!3336 = !DILocation(line: 565, column: 3, scope: !1639, inlinedAt: !3333)
!3337 = !DILocation(line: 565, column: 18, scope: !1639, inlinedAt: !3333)
!3338 = !DILocation(line: 566, column: 13, scope: !1639, inlinedAt: !3333)
!3339 = !DILocation(line: 566, column: 18, scope: !1639, inlinedAt: !3333)
!3340 = !DILocation(line: 567, column: 27, scope: !1639, inlinedAt: !3333)
!3341 = !DILocation(line: 567, column: 31, scope: !1639, inlinedAt: !3333)
!3342 = !DILocation(line: 567, column: 13, scope: !1639, inlinedAt: !3333)
!3343 = !DILocation(line: 567, column: 21, scope: !1639, inlinedAt: !3333)
!3344 = !DILocation(line: 568, column: 13, scope: !1639, inlinedAt: !3333)
!3345 = !DILocation(line: 568, column: 19, scope: !1639, inlinedAt: !3333)
!3346 = !DILocation(line: 569, column: 13, scope: !1639, inlinedAt: !3333)
!3347 = !DILocation(line: 569, column: 16, scope: !1639, inlinedAt: !3333)
!3348 = !DILocation(line: 570, column: 12, scope: !1639, inlinedAt: !3333)
!3349 = !DILocation(line: 570, column: 8, scope: !1639, inlinedAt: !3333)
!3350 = !DILocation(line: 1423, column: 5, scope: !3297, inlinedAt: !3299)
!3351 = !DILocation(line: 1426, column: 36, scope: !3296, inlinedAt: !3299)
!3352 = !DILocation(line: 1426, column: 32, scope: !3296, inlinedAt: !3299)
!3353 = !DILocation(line: 0, scope: !936, inlinedAt: !3354)
!3354 = distinct !DILocation(line: 1426, column: 19, scope: !3296, inlinedAt: !3299)
!3355 = !DILocation(line: 230, column: 3, scope: !936, inlinedAt: !3354)
!3356 = !DILocation(line: 230, column: 17, scope: !936, inlinedAt: !3354)
!3357 = !DILocation(line: 230, column: 14, scope: !936, inlinedAt: !3354)
!3358 = !DILocation(line: 0, scope: !949, inlinedAt: !3359)
!3359 = distinct !DILocation(line: 231, column: 19, scope: !942, inlinedAt: !3354)
!3360 = !DILocation(line: 220, column: 15, scope: !949, inlinedAt: !3359)
!3361 = !DILocation(line: 220, column: 19, scope: !949, inlinedAt: !3359)
!3362 = !DILocation(line: 220, column: 31, scope: !949, inlinedAt: !3359)
!3363 = !DILocation(line: 220, column: 39, scope: !949, inlinedAt: !3359)
!3364 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !3359)
!3365 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !3359)
!3366 = !DILocation(line: 0, scope: !942, inlinedAt: !3354)
!3367 = !DILocation(line: 232, column: 16, scope: !973, inlinedAt: !3354)
!3368 = !DILocation(line: 232, column: 21, scope: !973, inlinedAt: !3354)
!3369 = !DILocation(line: 232, column: 9, scope: !942, inlinedAt: !3354)
!3370 = !DILocation(line: 233, column: 21, scope: !973, inlinedAt: !3354)
!3371 = !DILocation(line: 233, column: 14, scope: !973, inlinedAt: !3354)
!3372 = !DILocation(line: 233, column: 26, scope: !973, inlinedAt: !3354)
!3373 = !DILocation(line: 0, scope: !3296, inlinedAt: !3299)
!3374 = !DILocation(line: 0, scope: !920, inlinedAt: !3375)
!3375 = distinct !DILocation(line: 1427, column: 9, scope: !3376, inlinedAt: !3299)
!3376 = distinct !DILexicalBlock(scope: !3296, file: !2, line: 1427, column: 9)
!3377 = !DILocation(line: 244, column: 27, scope: !920, inlinedAt: !3375)
!3378 = !DILocation(line: 244, column: 23, scope: !920, inlinedAt: !3375)
!3379 = !DILocation(line: 0, scope: !936, inlinedAt: !3380)
!3380 = distinct !DILocation(line: 244, column: 10, scope: !920, inlinedAt: !3375)
!3381 = !DILocation(line: 230, column: 3, scope: !936, inlinedAt: !3380)
!3382 = !DILocation(line: 230, column: 17, scope: !936, inlinedAt: !3380)
!3383 = !DILocation(line: 230, column: 14, scope: !936, inlinedAt: !3380)
!3384 = !DILocation(line: 0, scope: !949, inlinedAt: !3385)
!3385 = distinct !DILocation(line: 231, column: 19, scope: !942, inlinedAt: !3380)
!3386 = !DILocation(line: 220, column: 15, scope: !949, inlinedAt: !3385)
!3387 = !DILocation(line: 220, column: 19, scope: !949, inlinedAt: !3385)
!3388 = !DILocation(line: 220, column: 31, scope: !949, inlinedAt: !3385)
!3389 = !DILocation(line: 220, column: 39, scope: !949, inlinedAt: !3385)
!3390 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !3385)
!3391 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !3385)
!3392 = !DILocation(line: 0, scope: !942, inlinedAt: !3380)
!3393 = !DILocation(line: 232, column: 16, scope: !973, inlinedAt: !3380)
!3394 = !DILocation(line: 232, column: 21, scope: !973, inlinedAt: !3380)
!3395 = !DILocation(line: 232, column: 9, scope: !942, inlinedAt: !3380)
!3396 = !DILocation(line: 233, column: 21, scope: !973, inlinedAt: !3380)
!3397 = !DILocation(line: 233, column: 14, scope: !973, inlinedAt: !3380)
!3398 = !DILocation(line: 1427, column: 28, scope: !3376, inlinedAt: !3299)
!3399 = !DILocation(line: 1427, column: 9, scope: !3296, inlinedAt: !3299)
!3400 = !DILocation(line: 1428, column: 7, scope: !3376, inlinedAt: !3299)
!3401 = !DILocation(line: 1430, column: 24, scope: !3296, inlinedAt: !3299)
!3402 = !DILocation(line: 1430, column: 43, scope: !3296, inlinedAt: !3299)
!3403 = !DILocation(line: 1430, column: 5, scope: !3296, inlinedAt: !3299)
!3404 = !DILocalVariable(name: "v", scope: !3405, file: !2, line: 1798, type: !3412)
!3405 = distinct !DISubprogram(name: "exprstat", scope: !2, file: !2, line: 1795, type: !1269, scopeLine: 1795, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !3406)
!3406 = !{!3407, !3408, !3404, !3409}
!3407 = !DILocalVariable(name: "ls", arg: 1, scope: !3405, file: !2, line: 1795, type: !757)
!3408 = !DILocalVariable(name: "fs", scope: !3405, file: !2, line: 1797, type: !868)
!3409 = !DILocalVariable(name: "inst", scope: !3410, file: !2, line: 1805, type: !611)
!3410 = distinct !DILexicalBlock(scope: !3411, file: !2, line: 1804, column: 8)
!3411 = distinct !DILexicalBlock(scope: !3405, file: !2, line: 1800, column: 7)
!3412 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LHS_assign", file: !2, line: 1319, size: 256, elements: !3413)
!3413 = !{!3414, !3416}
!3414 = !DIDerivedType(tag: DW_TAG_member, name: "prev", scope: !3412, file: !2, line: 1320, baseType: !3415, size: 64)
!3415 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3412, size: 64)
!3416 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !3412, file: !2, line: 1321, baseType: !1456, size: 192, offset: 64)
!3417 = !DILocation(line: 0, scope: !3405, inlinedAt: !3418)
!3418 = distinct !DILocation(line: 1907, column: 7, scope: !3419)
!3419 = distinct !DILexicalBlock(scope: !1494, file: !2, line: 1906, column: 14)
!3420 = !DILocation(line: 1797, column: 23, scope: !3405, inlinedAt: !3418)
!3421 = !DILocation(line: 1798, column: 3, scope: !3405, inlinedAt: !3418)
!3422 = !DILocation(line: 1799, column: 22, scope: !3405, inlinedAt: !3418)
!3423 = !DILocation(line: 1799, column: 3, scope: !3405, inlinedAt: !3418)
!3424 = !DILocation(line: 1800, column: 13, scope: !3411, inlinedAt: !3418)
!3425 = !DILocation(line: 1800, column: 26, scope: !3411, inlinedAt: !3418)
!3426 = !DILocation(line: 1801, column: 12, scope: !3427, inlinedAt: !3418)
!3427 = distinct !DILexicalBlock(scope: !3411, file: !2, line: 1800, column: 49)
!3428 = !{!3429, !929, i64 0}
!3429 = !{!"LHS_assign", !929, i64 0, !1625, i64 8}
!3430 = distinct !DIAssignID()
!3431 = !DILocation(line: 1802, column: 5, scope: !3427, inlinedAt: !3418)
!3432 = !DILocation(line: 1803, column: 3, scope: !3427, inlinedAt: !3418)
!3433 = !DILocation(line: 1806, column: 5, scope: !3434, inlinedAt: !3418)
!3434 = distinct !DILexicalBlock(scope: !3435, file: !2, line: 1806, column: 5)
!3435 = distinct !DILexicalBlock(scope: !3410, file: !2, line: 1806, column: 5)
!3436 = !{!3429, !932, i64 8}
!3437 = !DILocation(line: 1806, column: 5, scope: !3435, inlinedAt: !3418)
!3438 = !DILocation(line: 1807, column: 13, scope: !3410, inlinedAt: !3418)
!3439 = !DILocation(line: 0, scope: !3410, inlinedAt: !3418)
!3440 = !DILocation(line: 1808, column: 5, scope: !3410, inlinedAt: !3418)
!3441 = !DILocation(line: 1810, column: 1, scope: !3405, inlinedAt: !3418)
!3442 = !DILocation(line: 1908, column: 7, scope: !3419)
!3443 = !DILocation(line: 1913, column: 40, scope: !1442)
!3444 = !DILocation(line: 0, scope: !920, inlinedAt: !3445)
!3445 = distinct !DILocation(line: 1913, column: 21, scope: !1442)
!3446 = !DILocation(line: 244, column: 27, scope: !920, inlinedAt: !3445)
!3447 = !DILocation(line: 244, column: 23, scope: !920, inlinedAt: !3445)
!3448 = !DILocation(line: 0, scope: !936, inlinedAt: !3449)
!3449 = distinct !DILocation(line: 244, column: 10, scope: !920, inlinedAt: !3445)
!3450 = !DILocation(line: 230, column: 3, scope: !936, inlinedAt: !3449)
!3451 = !DILocation(line: 230, column: 17, scope: !936, inlinedAt: !3449)
!3452 = !DILocation(line: 230, column: 14, scope: !936, inlinedAt: !3449)
!3453 = !DILocation(line: 0, scope: !949, inlinedAt: !3454)
!3454 = distinct !DILocation(line: 231, column: 19, scope: !942, inlinedAt: !3449)
!3455 = !DILocation(line: 220, column: 15, scope: !949, inlinedAt: !3454)
!3456 = !DILocation(line: 220, column: 19, scope: !949, inlinedAt: !3454)
!3457 = !DILocation(line: 220, column: 31, scope: !949, inlinedAt: !3454)
!3458 = !DILocation(line: 220, column: 39, scope: !949, inlinedAt: !3454)
!3459 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !3454)
!3460 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !3454)
!3461 = !DILocation(line: 0, scope: !942, inlinedAt: !3449)
!3462 = !DILocation(line: 232, column: 16, scope: !973, inlinedAt: !3449)
!3463 = !DILocation(line: 232, column: 21, scope: !973, inlinedAt: !3449)
!3464 = !DILocation(line: 232, column: 9, scope: !942, inlinedAt: !3449)
!3465 = !DILocation(line: 233, column: 21, scope: !973, inlinedAt: !3449)
!3466 = !DILocation(line: 233, column: 26, scope: !973, inlinedAt: !3449)
!3467 = !DILocation(line: 1913, column: 11, scope: !1442)
!3468 = !DILocation(line: 1913, column: 19, scope: !1442)
!3469 = !DILocation(line: 1914, column: 3, scope: !1442)
!3470 = !{!1396, !932, i64 176}
!3471 = !DILocation(line: 1915, column: 1, scope: !1442)
!3472 = !DISubprogram(name: "luaE_incCstack", scope: !216, file: !216, line: 401, type: !1318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3473 = distinct !DISubprogram(name: "check_match", scope: !2, file: !2, line: 130, type: !3474, scopeLine: 130, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !3476)
!3474 = !DISubroutineType(types: !3475)
!3475 = !{null, !757, !289, !289, !289}
!3476 = !{!3477, !3478, !3479, !3480}
!3477 = !DILocalVariable(name: "ls", arg: 1, scope: !3473, file: !2, line: 130, type: !757)
!3478 = !DILocalVariable(name: "what", arg: 2, scope: !3473, file: !2, line: 130, type: !289)
!3479 = !DILocalVariable(name: "who", arg: 3, scope: !3473, file: !2, line: 130, type: !289)
!3480 = !DILocalVariable(name: "where", arg: 4, scope: !3473, file: !2, line: 130, type: !289)
!3481 = !DILocation(line: 0, scope: !3473)
!3482 = !DILocation(line: 0, scope: !1676, inlinedAt: !3483)
!3483 = distinct !DILocation(line: 131, column: 7, scope: !3484)
!3484 = distinct !DILexicalBlock(scope: !3473, file: !2, line: 131, column: 7)
!3485 = !DILocation(line: 96, column: 11, scope: !1682, inlinedAt: !3483)
!3486 = !DILocation(line: 96, column: 13, scope: !1682, inlinedAt: !3483)
!3487 = !DILocation(line: 96, column: 19, scope: !1682, inlinedAt: !3483)
!3488 = !DILocation(line: 96, column: 7, scope: !1676, inlinedAt: !3483)
!3489 = !DILocation(line: 132, column: 22, scope: !3490)
!3490 = distinct !DILexicalBlock(scope: !3491, file: !2, line: 132, column: 9)
!3491 = distinct !DILexicalBlock(scope: !3484, file: !2, line: 131, column: 40)
!3492 = !DILocation(line: 132, column: 15, scope: !3490)
!3493 = !DILocation(line: 132, column: 9, scope: !3491)
!3494 = !DILocation(line: 133, column: 7, scope: !3490)
!3495 = !DILocation(line: 135, column: 49, scope: !3496)
!3496 = distinct !DILexicalBlock(scope: !3490, file: !2, line: 134, column: 10)
!3497 = !DILocation(line: 137, column: 15, scope: !3496)
!3498 = !DILocation(line: 137, column: 41, scope: !3496)
!3499 = !DILocation(line: 135, column: 28, scope: !3496)
!3500 = !DILocation(line: 135, column: 7, scope: !3496)
!3501 = !DILocation(line: 97, column: 5, scope: !1686, inlinedAt: !3483)
!3502 = !DILocation(line: 140, column: 1, scope: !3473)
!3503 = !DISubprogram(name: "luaK_patchtohere", scope: !182, file: !182, line: 87, type: !1196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3504 = !DISubprogram(name: "luaK_goiffalse", scope: !182, file: !182, line: 80, type: !3505, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3505 = !DISubroutineType(types: !3506)
!3506 = !{null, !868, !1568}
!3507 = !DISubprogram(name: "luaS_newlstr", scope: !1332, file: !1332, line: 52, type: !3508, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3508 = !DISubroutineType(types: !3509)
!3509 = !{!344, !290, !402, !243}
!3510 = distinct !DISubprogram(name: "leaveblock", scope: !2, file: !2, line: 672, type: !2479, scopeLine: 672, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !3511)
!3511 = !{!3512, !3513, !3514, !3515, !3516}
!3512 = !DILocalVariable(name: "fs", arg: 1, scope: !3510, file: !2, line: 672, type: !868)
!3513 = !DILocalVariable(name: "bl", scope: !3510, file: !2, line: 673, type: !1075)
!3514 = !DILocalVariable(name: "ls", scope: !3510, file: !2, line: 674, type: !757)
!3515 = !DILocalVariable(name: "hasclose", scope: !3510, file: !2, line: 675, type: !289)
!3516 = !DILocalVariable(name: "stklevel", scope: !3510, file: !2, line: 676, type: !289)
!3517 = !DILocation(line: 0, scope: !3510)
!3518 = !DILocation(line: 673, column: 22, scope: !3510)
!3519 = !DILocation(line: 674, column: 22, scope: !3510)
!3520 = !DILocation(line: 676, column: 35, scope: !3510)
!3521 = !DILocation(line: 676, column: 31, scope: !3510)
!3522 = !DILocation(line: 0, scope: !936, inlinedAt: !3523)
!3523 = distinct !DILocation(line: 676, column: 18, scope: !3510)
!3524 = !DILocation(line: 230, column: 3, scope: !936, inlinedAt: !3523)
!3525 = !DILocation(line: 230, column: 17, scope: !936, inlinedAt: !3523)
!3526 = !DILocation(line: 230, column: 14, scope: !936, inlinedAt: !3523)
!3527 = !DILocation(line: 0, scope: !949, inlinedAt: !3528)
!3528 = distinct !DILocation(line: 231, column: 19, scope: !942, inlinedAt: !3523)
!3529 = !DILocation(line: 220, column: 19, scope: !949, inlinedAt: !3528)
!3530 = !DILocation(line: 220, column: 31, scope: !949, inlinedAt: !3528)
!3531 = !DILocation(line: 220, column: 39, scope: !949, inlinedAt: !3528)
!3532 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !3528)
!3533 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !3528)
!3534 = !DILocation(line: 0, scope: !942, inlinedAt: !3523)
!3535 = !DILocation(line: 232, column: 16, scope: !973, inlinedAt: !3523)
!3536 = !DILocation(line: 232, column: 21, scope: !973, inlinedAt: !3523)
!3537 = !DILocation(line: 232, column: 9, scope: !942, inlinedAt: !3523)
!3538 = !DILocation(line: 233, column: 21, scope: !973, inlinedAt: !3523)
!3539 = !DILocation(line: 233, column: 14, scope: !973, inlinedAt: !3523)
!3540 = !DILocation(line: 233, column: 26, scope: !973, inlinedAt: !3523)
!3541 = !DILocation(line: 329, column: 11, scope: !3542, inlinedAt: !3548)
!3542 = distinct !DISubprogram(name: "removevars", scope: !2, file: !2, line: 328, type: !1196, scopeLine: 328, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !3543)
!3543 = !{!3544, !3545, !3546}
!3544 = !DILocalVariable(name: "fs", arg: 1, scope: !3542, file: !2, line: 328, type: !868)
!3545 = !DILocalVariable(name: "tolevel", arg: 2, scope: !3542, file: !2, line: 328, type: !289)
!3546 = !DILocalVariable(name: "var", scope: !3547, file: !2, line: 331, type: !635)
!3547 = distinct !DILexicalBlock(scope: !3542, file: !2, line: 330, column: 33)
!3548 = distinct !DILocation(line: 677, column: 3, scope: !3510)
!3549 = !DILocation(line: 329, column: 33, scope: !3542, inlinedAt: !3548)
!3550 = !DILocation(line: 0, scope: !3542, inlinedAt: !3548)
!3551 = !DILocation(line: 329, column: 29, scope: !3542, inlinedAt: !3548)
!3552 = !DILocation(line: 329, column: 41, scope: !3542, inlinedAt: !3548)
!3553 = !DILocation(line: 329, column: 23, scope: !3542, inlinedAt: !3548)
!3554 = !DILocation(line: 329, column: 25, scope: !3542, inlinedAt: !3548)
!3555 = !DILocation(line: 330, column: 22, scope: !3542, inlinedAt: !3548)
!3556 = !DILocation(line: 330, column: 3, scope: !3542, inlinedAt: !3548)
!3557 = !DILocation(line: 331, column: 38, scope: !3547, inlinedAt: !3548)
!3558 = !DILocation(line: 0, scope: !2833, inlinedAt: !3559)
!3559 = distinct !DILocation(line: 331, column: 19, scope: !3547, inlinedAt: !3548)
!3560 = !DILocation(line: 0, scope: !949, inlinedAt: !3561)
!3561 = distinct !DILocation(line: 252, column: 17, scope: !2833, inlinedAt: !3559)
!3562 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !3561)
!3563 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !3561)
!3564 = !DILocation(line: 253, column: 14, scope: !2841, inlinedAt: !3559)
!3565 = !DILocation(line: 253, column: 19, scope: !2841, inlinedAt: !3559)
!3566 = !DILocation(line: 253, column: 7, scope: !2833, inlinedAt: !3559)
!3567 = !DILocation(line: 0, scope: !2840, inlinedAt: !3559)
!3568 = !DILocation(line: 258, column: 17, scope: !2840, inlinedAt: !3559)
!3569 = !DILocation(line: 258, column: 20, scope: !2840, inlinedAt: !3559)
!3570 = !DILocation(line: 0, scope: !3547, inlinedAt: !3548)
!3571 = !DILocation(line: 332, column: 9, scope: !3572, inlinedAt: !3548)
!3572 = distinct !DILexicalBlock(scope: !3547, file: !2, line: 332, column: 9)
!3573 = !DILocation(line: 332, column: 9, scope: !3547, inlinedAt: !3548)
!3574 = !DILocation(line: 256, column: 22, scope: !2840, inlinedAt: !3559)
!3575 = !DILocation(line: 258, column: 13, scope: !2840, inlinedAt: !3559)
!3576 = !DILocation(line: 333, column: 24, scope: !3572, inlinedAt: !3548)
!3577 = !DILocation(line: 333, column: 12, scope: !3572, inlinedAt: !3548)
!3578 = !DILocation(line: 333, column: 18, scope: !3572, inlinedAt: !3548)
!3579 = !{!2863, !932, i64 12}
!3580 = !DILocation(line: 333, column: 7, scope: !3572, inlinedAt: !3548)
!3581 = distinct !{!3581, !3556, !3582, !1249}
!3582 = !DILocation(line: 334, column: 3, scope: !3542, inlinedAt: !3548)
!3583 = !DILocation(line: 679, column: 11, scope: !3584)
!3584 = distinct !DILexicalBlock(scope: !3510, file: !2, line: 679, column: 7)
!3585 = !DILocation(line: 679, column: 7, scope: !3584)
!3586 = !DILocation(line: 679, column: 7, scope: !3510)
!3587 = !DILocation(line: 680, column: 32, scope: !3584)
!3588 = !DILocation(line: 680, column: 16, scope: !3584)
!3589 = !DILocation(line: 681, column: 8, scope: !3590)
!3590 = distinct !DILexicalBlock(scope: !3510, file: !2, line: 681, column: 7)
!3591 = !DILocation(line: 681, column: 17, scope: !3590)
!3592 = !DILocation(line: 681, column: 24, scope: !3590)
!3593 = !DILocation(line: 681, column: 20, scope: !3590)
!3594 = !DILocation(line: 681, column: 33, scope: !3590)
!3595 = !DILocation(line: 681, column: 40, scope: !3590)
!3596 = !DILocation(line: 681, column: 36, scope: !3590)
!3597 = !DILocation(line: 681, column: 7, scope: !3510)
!3598 = !DILocation(line: 682, column: 5, scope: !3590)
!3599 = !DILocation(line: 683, column: 17, scope: !3510)
!3600 = !DILocation(line: 683, column: 7, scope: !3510)
!3601 = !DILocation(line: 683, column: 15, scope: !3510)
!3602 = !DILocation(line: 684, column: 26, scope: !3510)
!3603 = !DILocation(line: 684, column: 7, scope: !3510)
!3604 = !DILocation(line: 684, column: 18, scope: !3510)
!3605 = !DILocation(line: 684, column: 20, scope: !3510)
!3606 = !DILocation(line: 685, column: 16, scope: !3510)
!3607 = !DILocation(line: 685, column: 10, scope: !3510)
!3608 = !DILocation(line: 686, column: 7, scope: !3609)
!3609 = distinct !DILexicalBlock(scope: !3510, file: !2, line: 686, column: 7)
!3610 = !DILocation(line: 686, column: 7, scope: !3510)
!3611 = !DILocalVariable(name: "fs", arg: 1, scope: !3612, file: !2, line: 628, type: !868)
!3612 = distinct !DISubprogram(name: "movegotosout", scope: !2, file: !2, line: 628, type: !3613, scopeLine: 628, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !3615)
!3613 = !DISubroutineType(types: !3614)
!3614 = !{null, !868, !1075}
!3615 = !{!3611, !3616, !3617, !3618, !3619}
!3616 = !DILocalVariable(name: "bl", arg: 2, scope: !3612, file: !2, line: 628, type: !1075)
!3617 = !DILocalVariable(name: "i", scope: !3612, file: !2, line: 629, type: !289)
!3618 = !DILocalVariable(name: "gl", scope: !3612, file: !2, line: 630, type: !1642)
!3619 = !DILocalVariable(name: "gt", scope: !3620, file: !2, line: 633, type: !667)
!3620 = distinct !DILexicalBlock(scope: !3621, file: !2, line: 632, column: 43)
!3621 = distinct !DILexicalBlock(scope: !3622, file: !2, line: 632, column: 3)
!3622 = distinct !DILexicalBlock(scope: !3612, file: !2, line: 632, column: 3)
!3623 = !DILocation(line: 0, scope: !3612, inlinedAt: !3624)
!3624 = distinct !DILocation(line: 687, column: 5, scope: !3609)
!3625 = !DILocation(line: 630, column: 24, scope: !3612, inlinedAt: !3624)
!3626 = !DILocation(line: 630, column: 28, scope: !3612, inlinedAt: !3624)
!3627 = !DILocation(line: 632, column: 16, scope: !3622, inlinedAt: !3624)
!3628 = !DILocation(line: 632, column: 29, scope: !3621, inlinedAt: !3624)
!3629 = !DILocation(line: 632, column: 3, scope: !3622, inlinedAt: !3624)
!3630 = !DILocation(line: 630, column: 33, scope: !3612, inlinedAt: !3624)
!3631 = !DILocation(line: 633, column: 22, scope: !3620, inlinedAt: !3624)
!3632 = !DILocation(line: 0, scope: !3620, inlinedAt: !3624)
!3633 = !DILocation(line: 635, column: 26, scope: !3634, inlinedAt: !3624)
!3634 = distinct !DILexicalBlock(scope: !3620, file: !2, line: 635, column: 9)
!3635 = !DILocation(line: 635, column: 22, scope: !3634, inlinedAt: !3624)
!3636 = !DILocation(line: 0, scope: !936, inlinedAt: !3637)
!3637 = distinct !DILocation(line: 635, column: 9, scope: !3634, inlinedAt: !3624)
!3638 = !DILocation(line: 230, column: 3, scope: !936, inlinedAt: !3637)
!3639 = !DILocation(line: 230, column: 17, scope: !936, inlinedAt: !3637)
!3640 = !DILocation(line: 230, column: 14, scope: !936, inlinedAt: !3637)
!3641 = !DILocation(line: 0, scope: !949, inlinedAt: !3642)
!3642 = distinct !DILocation(line: 231, column: 19, scope: !942, inlinedAt: !3637)
!3643 = !DILocation(line: 220, column: 31, scope: !949, inlinedAt: !3642)
!3644 = !DILocation(line: 220, column: 39, scope: !949, inlinedAt: !3642)
!3645 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !3642)
!3646 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !3642)
!3647 = !DILocation(line: 0, scope: !942, inlinedAt: !3637)
!3648 = !DILocation(line: 232, column: 16, scope: !973, inlinedAt: !3637)
!3649 = !DILocation(line: 232, column: 21, scope: !973, inlinedAt: !3637)
!3650 = !DILocation(line: 232, column: 9, scope: !942, inlinedAt: !3637)
!3651 = !DILocation(line: 233, column: 21, scope: !973, inlinedAt: !3637)
!3652 = !DILocation(line: 233, column: 14, scope: !973, inlinedAt: !3637)
!3653 = !DILocation(line: 233, column: 26, scope: !973, inlinedAt: !3637)
!3654 = !DILocation(line: 0, scope: !936, inlinedAt: !3655)
!3655 = distinct !DILocation(line: 635, column: 37, scope: !3634, inlinedAt: !3624)
!3656 = !DILocation(line: 230, column: 3, scope: !936, inlinedAt: !3655)
!3657 = !DILocation(line: 230, column: 17, scope: !936, inlinedAt: !3655)
!3658 = !DILocation(line: 230, column: 14, scope: !936, inlinedAt: !3655)
!3659 = !DILocation(line: 0, scope: !949, inlinedAt: !3660)
!3660 = distinct !DILocation(line: 231, column: 19, scope: !942, inlinedAt: !3655)
!3661 = !DILocation(line: 220, column: 31, scope: !949, inlinedAt: !3660)
!3662 = !DILocation(line: 220, column: 39, scope: !949, inlinedAt: !3660)
!3663 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !3660)
!3664 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !3660)
!3665 = !DILocation(line: 0, scope: !942, inlinedAt: !3655)
!3666 = !DILocation(line: 232, column: 16, scope: !973, inlinedAt: !3655)
!3667 = !DILocation(line: 232, column: 21, scope: !973, inlinedAt: !3655)
!3668 = !DILocation(line: 232, column: 9, scope: !942, inlinedAt: !3655)
!3669 = !DILocation(line: 233, column: 21, scope: !973, inlinedAt: !3655)
!3670 = !DILocation(line: 233, column: 14, scope: !973, inlinedAt: !3655)
!3671 = !DILocation(line: 233, column: 26, scope: !973, inlinedAt: !3655)
!3672 = !DILocation(line: 635, column: 35, scope: !3634, inlinedAt: !3624)
!3673 = !DILocation(line: 635, column: 9, scope: !3620, inlinedAt: !3624)
!3674 = !DILocation(line: 636, column: 24, scope: !3634, inlinedAt: !3624)
!3675 = !DILocation(line: 636, column: 11, scope: !3634, inlinedAt: !3624)
!3676 = !DILocation(line: 636, column: 17, scope: !3634, inlinedAt: !3624)
!3677 = !DILocation(line: 636, column: 7, scope: !3634, inlinedAt: !3624)
!3678 = !DILocation(line: 637, column: 17, scope: !3620, inlinedAt: !3624)
!3679 = !DILocation(line: 632, column: 39, scope: !3621, inlinedAt: !3624)
!3680 = distinct !{!3680, !3629, !3681, !1249}
!3681 = !DILocation(line: 638, column: 3, scope: !3622, inlinedAt: !3624)
!3682 = !DILocation(line: 689, column: 13, scope: !3683)
!3683 = distinct !DILexicalBlock(scope: !3684, file: !2, line: 689, column: 9)
!3684 = distinct !DILexicalBlock(scope: !3609, file: !2, line: 688, column: 8)
!3685 = !DILocation(line: 689, column: 37, scope: !3683)
!3686 = !DILocation(line: 689, column: 23, scope: !3683)
!3687 = !DILocation(line: 689, column: 9, scope: !3684)
!3688 = !DILocation(line: 689, column: 34, scope: !3683)
!3689 = !DILocation(line: 690, column: 34, scope: !3683)
!3690 = !{!964, !929, i64 16}
!3691 = !DILocation(line: 690, column: 22, scope: !3683)
!3692 = !DILocation(line: 690, column: 7, scope: !3683)
!3693 = !DILocation(line: 692, column: 1, scope: !3510)
!3694 = !DISubprogram(name: "luaK_jump", scope: !182, file: !182, line: 84, type: !921, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3695 = !DISubprogram(name: "luaK_goiftrue", scope: !182, file: !182, line: 79, type: !3505, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3696 = !DISubprogram(name: "luaK_concat", scope: !182, file: !182, line: 88, type: !3697, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3697 = !DISubroutineType(types: !3698)
!3698 = !{null, !868, !1413, !289}
!3699 = distinct !DISubprogram(name: "subexpr", scope: !2, file: !2, line: 1260, type: !3700, scopeLine: 1260, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !3703)
!3700 = !DISubroutineType(types: !3701)
!3701 = !{!3702, !757, !1568, !289}
!3702 = !DIDerivedType(tag: DW_TAG_typedef, name: "BinOpr", file: !182, line: 41, baseType: !181)
!3703 = !{!3704, !3705, !3706, !3707, !3708, !3710, !3713, !3715, !3716}
!3704 = !DILocalVariable(name: "ls", arg: 1, scope: !3699, file: !2, line: 1260, type: !757)
!3705 = !DILocalVariable(name: "v", arg: 2, scope: !3699, file: !2, line: 1260, type: !1568)
!3706 = !DILocalVariable(name: "limit", arg: 3, scope: !3699, file: !2, line: 1260, type: !289)
!3707 = !DILocalVariable(name: "op", scope: !3699, file: !2, line: 1261, type: !3702)
!3708 = !DILocalVariable(name: "uop", scope: !3699, file: !2, line: 1262, type: !3709)
!3709 = !DIDerivedType(tag: DW_TAG_typedef, name: "UnOpr", file: !182, line: 51, baseType: !206)
!3710 = !DILocalVariable(name: "line", scope: !3711, file: !2, line: 1266, type: !289)
!3711 = distinct !DILexicalBlock(scope: !3712, file: !2, line: 1265, column: 27)
!3712 = distinct !DILexicalBlock(scope: !3699, file: !2, line: 1265, column: 7)
!3713 = !DILocalVariable(name: "v2", scope: !3714, file: !2, line: 1275, type: !1456)
!3714 = distinct !DILexicalBlock(scope: !3699, file: !2, line: 1274, column: 59)
!3715 = !DILocalVariable(name: "nextop", scope: !3714, file: !2, line: 1276, type: !3702)
!3716 = !DILocalVariable(name: "line", scope: !3714, file: !2, line: 1277, type: !289)
!3717 = distinct !DIAssignID()
!3718 = !DILocation(line: 0, scope: !3714)
!3719 = !DILocation(line: 0, scope: !3699)
!3720 = !DILocation(line: 1263, column: 3, scope: !3699)
!3721 = !DILocation(line: 1264, column: 22, scope: !3699)
!3722 = !DILocation(line: 1264, column: 24, scope: !3699)
!3723 = !DILocalVariable(name: "op", arg: 1, scope: !3724, file: !2, line: 1195, type: !289)
!3724 = distinct !DISubprogram(name: "getunopr", scope: !2, file: !2, line: 1195, type: !3725, scopeLine: 1195, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !3727)
!3725 = !DISubroutineType(types: !3726)
!3726 = !{!3709, !289}
!3727 = !{!3723}
!3728 = !DILocation(line: 0, scope: !3724, inlinedAt: !3729)
!3729 = distinct !DILocation(line: 1264, column: 9, scope: !3699)
!3730 = !DILocation(line: 1196, column: 3, scope: !3724, inlinedAt: !3729)
!3731 = !DILocation(line: 1198, column: 15, scope: !3732, inlinedAt: !3729)
!3732 = distinct !DILexicalBlock(scope: !3724, file: !2, line: 1196, column: 15)
!3733 = !DILocation(line: 1199, column: 15, scope: !3732, inlinedAt: !3729)
!3734 = !DILocation(line: 1200, column: 15, scope: !3732, inlinedAt: !3729)
!3735 = !DILocation(line: 1266, column: 20, scope: !3711)
!3736 = !DILocation(line: 0, scope: !3711)
!3737 = !DILocation(line: 1267, column: 5, scope: !3711)
!3738 = !DILocation(line: 1268, column: 5, scope: !3711)
!3739 = !DILocation(line: 1269, column: 21, scope: !3711)
!3740 = !DILocation(line: 1269, column: 5, scope: !3711)
!3741 = !DILocation(line: 1270, column: 3, scope: !3711)
!3742 = !DILocalVariable(name: "e", arg: 1, scope: !3743, file: !2, line: 152, type: !1568)
!3743 = distinct !DISubprogram(name: "init_exp", scope: !2, file: !2, line: 152, type: !3744, scopeLine: 152, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !3746)
!3744 = !DISubroutineType(types: !3745)
!3745 = !{null, !1568, !1460, !289}
!3746 = !{!3742, !3747, !3748}
!3747 = !DILocalVariable(name: "k", arg: 2, scope: !3743, file: !2, line: 152, type: !1460)
!3748 = !DILocalVariable(name: "i", arg: 3, scope: !3743, file: !2, line: 152, type: !289)
!3749 = !DILocation(line: 0, scope: !3743, inlinedAt: !3750)
!3750 = distinct !DILocation(line: 1145, column: 7, scope: !3751, inlinedAt: !3759)
!3751 = distinct !DILexicalBlock(scope: !3752, file: !2, line: 1144, column: 18)
!3752 = distinct !DILexicalBlock(scope: !3753, file: !2, line: 1143, column: 24)
!3753 = distinct !DISubprogram(name: "simpleexp", scope: !2, file: !2, line: 1140, type: !1566, scopeLine: 1140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !3754)
!3754 = !{!3755, !3756, !3757}
!3755 = !DILocalVariable(name: "ls", arg: 1, scope: !3753, file: !2, line: 1140, type: !757)
!3756 = !DILocalVariable(name: "v", arg: 2, scope: !3753, file: !2, line: 1140, type: !1568)
!3757 = !DILocalVariable(name: "fs", scope: !3758, file: !2, line: 1171, type: !868)
!3758 = distinct !DILexicalBlock(scope: !3752, file: !2, line: 1170, column: 19)
!3759 = distinct !DILocation(line: 1271, column: 8, scope: !3712)
!3760 = !DILocation(line: 153, column: 13, scope: !3743, inlinedAt: !3750)
!3761 = !DILocation(line: 153, column: 15, scope: !3743, inlinedAt: !3750)
!3762 = !DILocation(line: 153, column: 6, scope: !3743, inlinedAt: !3750)
!3763 = !DILocation(line: 153, column: 8, scope: !3743, inlinedAt: !3750)
!3764 = !DILocation(line: 154, column: 8, scope: !3743, inlinedAt: !3750)
!3765 = !DILocation(line: 155, column: 6, scope: !3743, inlinedAt: !3750)
!3766 = !DILocation(line: 155, column: 13, scope: !3743, inlinedAt: !3750)
!3767 = !DILocation(line: 1146, column: 25, scope: !3751, inlinedAt: !3759)
!3768 = !DILocation(line: 1146, column: 33, scope: !3751, inlinedAt: !3759)
!3769 = !DILocation(line: 1146, column: 17, scope: !3751, inlinedAt: !3759)
!3770 = !DILocation(line: 1147, column: 7, scope: !3751, inlinedAt: !3759)
!3771 = !DILocation(line: 0, scope: !3743, inlinedAt: !3772)
!3772 = distinct !DILocation(line: 1150, column: 7, scope: !3773, inlinedAt: !3759)
!3773 = distinct !DILexicalBlock(scope: !3752, file: !2, line: 1149, column: 18)
!3774 = !DILocation(line: 153, column: 13, scope: !3743, inlinedAt: !3772)
!3775 = !DILocation(line: 153, column: 15, scope: !3743, inlinedAt: !3772)
!3776 = !DILocation(line: 153, column: 6, scope: !3743, inlinedAt: !3772)
!3777 = !DILocation(line: 153, column: 8, scope: !3743, inlinedAt: !3772)
!3778 = !DILocation(line: 154, column: 8, scope: !3743, inlinedAt: !3772)
!3779 = !DILocation(line: 155, column: 6, scope: !3743, inlinedAt: !3772)
!3780 = !DILocation(line: 155, column: 13, scope: !3743, inlinedAt: !3772)
!3781 = !DILocation(line: 1151, column: 25, scope: !3773, inlinedAt: !3759)
!3782 = !DILocation(line: 1151, column: 33, scope: !3773, inlinedAt: !3759)
!3783 = !DILocation(line: 1151, column: 17, scope: !3773, inlinedAt: !3759)
!3784 = !DILocation(line: 1152, column: 7, scope: !3773, inlinedAt: !3759)
!3785 = !DILocation(line: 1155, column: 27, scope: !3786, inlinedAt: !3759)
!3786 = distinct !DILexicalBlock(scope: !3752, file: !2, line: 1154, column: 21)
!3787 = !DILocation(line: 1155, column: 35, scope: !3786, inlinedAt: !3759)
!3788 = !DILocation(line: 0, scope: !2652, inlinedAt: !3789)
!3789 = distinct !DILocation(line: 1155, column: 7, scope: !3786, inlinedAt: !3759)
!3790 = !DILocation(line: 160, column: 13, scope: !2652, inlinedAt: !3789)
!3791 = !DILocation(line: 160, column: 15, scope: !2652, inlinedAt: !3789)
!3792 = !DILocation(line: 160, column: 6, scope: !2652, inlinedAt: !3789)
!3793 = !DILocation(line: 160, column: 8, scope: !2652, inlinedAt: !3789)
!3794 = !DILocation(line: 161, column: 8, scope: !2652, inlinedAt: !3789)
!3795 = !DILocation(line: 162, column: 6, scope: !2652, inlinedAt: !3789)
!3796 = !DILocation(line: 162, column: 15, scope: !2652, inlinedAt: !3789)
!3797 = !DILocation(line: 1156, column: 7, scope: !3786, inlinedAt: !3759)
!3798 = !DILocation(line: 0, scope: !3743, inlinedAt: !3799)
!3799 = distinct !DILocation(line: 1159, column: 7, scope: !3800, inlinedAt: !3759)
!3800 = distinct !DILexicalBlock(scope: !3752, file: !2, line: 1158, column: 18)
!3801 = !DILocation(line: 153, column: 13, scope: !3743, inlinedAt: !3799)
!3802 = !DILocation(line: 153, column: 15, scope: !3743, inlinedAt: !3799)
!3803 = !DILocation(line: 153, column: 6, scope: !3743, inlinedAt: !3799)
!3804 = !DILocation(line: 153, column: 8, scope: !3743, inlinedAt: !3799)
!3805 = !DILocation(line: 154, column: 8, scope: !3743, inlinedAt: !3799)
!3806 = !DILocation(line: 155, column: 6, scope: !3743, inlinedAt: !3799)
!3807 = !DILocation(line: 155, column: 13, scope: !3743, inlinedAt: !3799)
!3808 = !DILocation(line: 1160, column: 7, scope: !3800, inlinedAt: !3759)
!3809 = !DILocation(line: 0, scope: !3743, inlinedAt: !3810)
!3810 = distinct !DILocation(line: 1163, column: 7, scope: !3811, inlinedAt: !3759)
!3811 = distinct !DILexicalBlock(scope: !3752, file: !2, line: 1162, column: 19)
!3812 = !DILocation(line: 153, column: 13, scope: !3743, inlinedAt: !3810)
!3813 = !DILocation(line: 153, column: 15, scope: !3743, inlinedAt: !3810)
!3814 = !DILocation(line: 153, column: 6, scope: !3743, inlinedAt: !3810)
!3815 = !DILocation(line: 153, column: 8, scope: !3743, inlinedAt: !3810)
!3816 = !DILocation(line: 154, column: 8, scope: !3743, inlinedAt: !3810)
!3817 = !DILocation(line: 155, column: 6, scope: !3743, inlinedAt: !3810)
!3818 = !DILocation(line: 155, column: 13, scope: !3743, inlinedAt: !3810)
!3819 = !DILocation(line: 1164, column: 7, scope: !3811, inlinedAt: !3759)
!3820 = !DILocation(line: 0, scope: !3743, inlinedAt: !3821)
!3821 = distinct !DILocation(line: 1167, column: 7, scope: !3822, inlinedAt: !3759)
!3822 = distinct !DILexicalBlock(scope: !3752, file: !2, line: 1166, column: 20)
!3823 = !DILocation(line: 153, column: 13, scope: !3743, inlinedAt: !3821)
!3824 = !DILocation(line: 153, column: 15, scope: !3743, inlinedAt: !3821)
!3825 = !DILocation(line: 153, column: 6, scope: !3743, inlinedAt: !3821)
!3826 = !DILocation(line: 153, column: 8, scope: !3743, inlinedAt: !3821)
!3827 = !DILocation(line: 154, column: 8, scope: !3743, inlinedAt: !3821)
!3828 = !DILocation(line: 155, column: 6, scope: !3743, inlinedAt: !3821)
!3829 = !DILocation(line: 155, column: 13, scope: !3743, inlinedAt: !3821)
!3830 = !DILocation(line: 1168, column: 7, scope: !3822, inlinedAt: !3759)
!3831 = !DILocation(line: 1171, column: 27, scope: !3758, inlinedAt: !3759)
!3832 = !DILocation(line: 0, scope: !3758, inlinedAt: !3759)
!3833 = !DILocation(line: 1172, column: 7, scope: !3834, inlinedAt: !3759)
!3834 = distinct !DILexicalBlock(scope: !3835, file: !2, line: 1172, column: 7)
!3835 = distinct !DILexicalBlock(scope: !3758, file: !2, line: 1172, column: 7)
!3836 = !DILocation(line: 1172, column: 7, scope: !3835, inlinedAt: !3759)
!3837 = !DILocation(line: 1174, column: 28, scope: !3758, inlinedAt: !3759)
!3838 = !DILocation(line: 0, scope: !3743, inlinedAt: !3839)
!3839 = distinct !DILocation(line: 1174, column: 7, scope: !3758, inlinedAt: !3759)
!3840 = !DILocation(line: 153, column: 13, scope: !3743, inlinedAt: !3839)
!3841 = !DILocation(line: 153, column: 15, scope: !3743, inlinedAt: !3839)
!3842 = !DILocation(line: 153, column: 6, scope: !3743, inlinedAt: !3839)
!3843 = !DILocation(line: 153, column: 8, scope: !3743, inlinedAt: !3839)
!3844 = !DILocation(line: 154, column: 8, scope: !3743, inlinedAt: !3839)
!3845 = !DILocation(line: 155, column: 6, scope: !3743, inlinedAt: !3839)
!3846 = !DILocation(line: 155, column: 13, scope: !3743, inlinedAt: !3839)
!3847 = !DILocation(line: 1178, column: 7, scope: !3848, inlinedAt: !3759)
!3848 = distinct !DILexicalBlock(scope: !3752, file: !2, line: 1177, column: 15)
!3849 = !DILocation(line: 1179, column: 7, scope: !3848, inlinedAt: !3759)
!3850 = !DILocation(line: 1182, column: 7, scope: !3851, inlinedAt: !3759)
!3851 = distinct !DILexicalBlock(scope: !3752, file: !2, line: 1181, column: 23)
!3852 = !DILocation(line: 1183, column: 26, scope: !3851, inlinedAt: !3759)
!3853 = !DILocation(line: 1183, column: 7, scope: !3851, inlinedAt: !3759)
!3854 = !DILocation(line: 1184, column: 7, scope: !3851, inlinedAt: !3759)
!3855 = !DILocation(line: 1187, column: 7, scope: !3856, inlinedAt: !3759)
!3856 = distinct !DILexicalBlock(scope: !3752, file: !2, line: 1186, column: 14)
!3857 = !DILocation(line: 1188, column: 7, scope: !3856, inlinedAt: !3759)
!3858 = !DILocation(line: 1191, column: 3, scope: !3753, inlinedAt: !3759)
!3859 = !DILocation(line: 1192, column: 1, scope: !3753, inlinedAt: !3759)
!3860 = !DILocation(line: 1273, column: 24, scope: !3699)
!3861 = !DILocalVariable(name: "op", arg: 1, scope: !3862, file: !2, line: 1206, type: !289)
!3862 = distinct !DISubprogram(name: "getbinopr", scope: !2, file: !2, line: 1206, type: !3863, scopeLine: 1206, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !3865)
!3863 = !DISubroutineType(types: !3864)
!3864 = !{!3702, !289}
!3865 = !{!3861}
!3866 = !DILocation(line: 0, scope: !3862, inlinedAt: !3867)
!3867 = distinct !DILocation(line: 1273, column: 8, scope: !3699)
!3868 = !DILocation(line: 1207, column: 3, scope: !3862, inlinedAt: !3867)
!3869 = !DILocation(line: 1209, column: 15, scope: !3870, inlinedAt: !3867)
!3870 = distinct !DILexicalBlock(scope: !3862, file: !2, line: 1207, column: 15)
!3871 = !DILocation(line: 1210, column: 15, scope: !3870, inlinedAt: !3867)
!3872 = !DILocation(line: 1211, column: 15, scope: !3870, inlinedAt: !3867)
!3873 = !DILocation(line: 1212, column: 15, scope: !3870, inlinedAt: !3867)
!3874 = !DILocation(line: 1213, column: 15, scope: !3870, inlinedAt: !3867)
!3875 = !DILocation(line: 1214, column: 19, scope: !3870, inlinedAt: !3867)
!3876 = !DILocation(line: 1215, column: 15, scope: !3870, inlinedAt: !3867)
!3877 = !DILocation(line: 1216, column: 15, scope: !3870, inlinedAt: !3867)
!3878 = !DILocation(line: 1217, column: 15, scope: !3870, inlinedAt: !3867)
!3879 = !DILocation(line: 1218, column: 18, scope: !3870, inlinedAt: !3867)
!3880 = !DILocation(line: 1219, column: 18, scope: !3870, inlinedAt: !3867)
!3881 = !DILocation(line: 1220, column: 21, scope: !3870, inlinedAt: !3867)
!3882 = !DILocation(line: 1221, column: 17, scope: !3870, inlinedAt: !3867)
!3883 = !DILocation(line: 1222, column: 17, scope: !3870, inlinedAt: !3867)
!3884 = !DILocation(line: 1223, column: 15, scope: !3870, inlinedAt: !3867)
!3885 = !DILocation(line: 1224, column: 17, scope: !3870, inlinedAt: !3867)
!3886 = !DILocation(line: 1225, column: 15, scope: !3870, inlinedAt: !3867)
!3887 = !DILocation(line: 1226, column: 17, scope: !3870, inlinedAt: !3867)
!3888 = !DILocation(line: 1227, column: 18, scope: !3870, inlinedAt: !3867)
!3889 = !DILocation(line: 1228, column: 17, scope: !3870, inlinedAt: !3867)
!3890 = !DILocation(line: 1274, column: 29, scope: !3699)
!3891 = !DILocation(line: 1274, column: 32, scope: !3699)
!3892 = !DILocation(line: 1274, column: 45, scope: !3699)
!3893 = !{!3894, !930, i64 0}
!3894 = !{!"", !930, i64 0, !930, i64 1}
!3895 = !DILocation(line: 1274, column: 50, scope: !3699)
!3896 = !DILocation(line: 1274, column: 3, scope: !3699)
!3897 = !DILocation(line: 1275, column: 5, scope: !3714)
!3898 = !DILocation(line: 1277, column: 20, scope: !3714)
!3899 = !DILocation(line: 1278, column: 5, scope: !3714)
!3900 = !DILocation(line: 1279, column: 20, scope: !3714)
!3901 = !DILocation(line: 1279, column: 5, scope: !3714)
!3902 = !DILocation(line: 1281, column: 44, scope: !3714)
!3903 = !{!3894, !930, i64 1}
!3904 = !DILocation(line: 1281, column: 31, scope: !3714)
!3905 = !DILocation(line: 1281, column: 14, scope: !3714)
!3906 = !DILocation(line: 1282, column: 21, scope: !3714)
!3907 = !DILocation(line: 1282, column: 5, scope: !3714)
!3908 = !DILocation(line: 1284, column: 3, scope: !3699)
!3909 = !DILocation(line: 1274, column: 13, scope: !3699)
!3910 = distinct !{!3910, !3896, !3908, !1249}
!3911 = !DILocation(line: 1285, column: 3, scope: !3699)
!3912 = !DILocation(line: 1286, column: 3, scope: !3699)
!3913 = !DISubprogram(name: "luaK_prefix", scope: !182, file: !182, line: 90, type: !3914, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3914 = !DISubroutineType(types: !3915)
!3915 = !{null, !868, !3709, !1568, !289}
!3916 = !DISubprogram(name: "luaK_infix", scope: !182, file: !182, line: 91, type: !3917, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3917 = !DISubroutineType(types: !3918)
!3918 = !{null, !868, !3702, !1568}
!3919 = !DISubprogram(name: "luaK_posfix", scope: !182, file: !182, line: 92, type: !3920, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3920 = !DISubroutineType(types: !3921)
!3921 = !{null, !868, !3702, !1568, !1568, !289}
!3922 = distinct !DISubprogram(name: "constructor", scope: !2, file: !2, line: 925, type: !1566, scopeLine: 925, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !3923)
!3923 = !{!3924, !3925, !3926, !3927, !3928, !3929}
!3924 = !DILocalVariable(name: "ls", arg: 1, scope: !3922, file: !2, line: 925, type: !757)
!3925 = !DILocalVariable(name: "t", arg: 2, scope: !3922, file: !2, line: 925, type: !1568)
!3926 = !DILocalVariable(name: "fs", scope: !3922, file: !2, line: 928, type: !868)
!3927 = !DILocalVariable(name: "line", scope: !3922, file: !2, line: 929, type: !289)
!3928 = !DILocalVariable(name: "pc", scope: !3922, file: !2, line: 930, type: !289)
!3929 = !DILocalVariable(name: "cc", scope: !3922, file: !2, line: 931, type: !3930)
!3930 = !DIDerivedType(tag: DW_TAG_typedef, name: "ConsControl", file: !2, line: 844, baseType: !3931)
!3931 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ConsControl", file: !2, line: 838, size: 384, elements: !3932)
!3932 = !{!3933, !3934, !3935, !3936, !3937}
!3933 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !3931, file: !2, line: 839, baseType: !1456, size: 192)
!3934 = !DIDerivedType(tag: DW_TAG_member, name: "t", scope: !3931, file: !2, line: 840, baseType: !1568, size: 64, offset: 192)
!3935 = !DIDerivedType(tag: DW_TAG_member, name: "nh", scope: !3931, file: !2, line: 841, baseType: !289, size: 32, offset: 256)
!3936 = !DIDerivedType(tag: DW_TAG_member, name: "na", scope: !3931, file: !2, line: 842, baseType: !289, size: 32, offset: 288)
!3937 = !DIDerivedType(tag: DW_TAG_member, name: "tostore", scope: !3931, file: !2, line: 843, baseType: !289, size: 32, offset: 320)
!3938 = distinct !DIAssignID()
!3939 = !DILocation(line: 0, scope: !3922)
!3940 = !DILocation(line: 928, column: 23, scope: !3922)
!3941 = !DILocation(line: 929, column: 18, scope: !3922)
!3942 = !DILocation(line: 930, column: 12, scope: !3922)
!3943 = !DILocation(line: 931, column: 3, scope: !3922)
!3944 = !DILocation(line: 932, column: 3, scope: !3922)
!3945 = !DILocation(line: 933, column: 22, scope: !3922)
!3946 = !DILocation(line: 933, column: 30, scope: !3922)
!3947 = !{!3948, !932, i64 40}
!3948 = !{!"ConsControl", !1625, i64 0, !929, i64 24, !932, i64 32, !932, i64 36, !932, i64 40}
!3949 = distinct !DIAssignID()
!3950 = !DILocation(line: 933, column: 14, scope: !3922)
!3951 = !DILocation(line: 933, column: 17, scope: !3922)
!3952 = !{!3948, !932, i64 32}
!3953 = distinct !DIAssignID()
!3954 = !DILocation(line: 933, column: 6, scope: !3922)
!3955 = !DILocation(line: 933, column: 9, scope: !3922)
!3956 = !{!3948, !932, i64 36}
!3957 = distinct !DIAssignID()
!3958 = !DILocation(line: 934, column: 6, scope: !3922)
!3959 = !DILocation(line: 934, column: 8, scope: !3922)
!3960 = !{!3948, !929, i64 24}
!3961 = distinct !DIAssignID()
!3962 = !DILocation(line: 935, column: 30, scope: !3922)
!3963 = !DILocation(line: 935, column: 26, scope: !3922)
!3964 = !DILocation(line: 0, scope: !3743, inlinedAt: !3965)
!3965 = distinct !DILocation(line: 935, column: 3, scope: !3922)
!3966 = !DILocation(line: 153, column: 13, scope: !3743, inlinedAt: !3965)
!3967 = !DILocation(line: 153, column: 15, scope: !3743, inlinedAt: !3965)
!3968 = !DILocation(line: 153, column: 6, scope: !3743, inlinedAt: !3965)
!3969 = !DILocation(line: 153, column: 8, scope: !3743, inlinedAt: !3965)
!3970 = !DILocation(line: 154, column: 8, scope: !3743, inlinedAt: !3965)
!3971 = !DILocation(line: 155, column: 6, scope: !3743, inlinedAt: !3965)
!3972 = !DILocation(line: 155, column: 13, scope: !3743, inlinedAt: !3965)
!3973 = !DILocation(line: 936, column: 3, scope: !3922)
!3974 = !DILocation(line: 0, scope: !3743, inlinedAt: !3975)
!3975 = distinct !DILocation(line: 937, column: 3, scope: !3922)
!3976 = !DILocation(line: 153, column: 13, scope: !3743, inlinedAt: !3975)
!3977 = !DILocation(line: 153, column: 15, scope: !3743, inlinedAt: !3975)
!3978 = distinct !DIAssignID()
!3979 = !DILocation(line: 153, column: 6, scope: !3743, inlinedAt: !3975)
!3980 = !DILocation(line: 153, column: 8, scope: !3743, inlinedAt: !3975)
!3981 = distinct !DIAssignID()
!3982 = !DILocation(line: 154, column: 8, scope: !3743, inlinedAt: !3975)
!3983 = distinct !DIAssignID()
!3984 = !DILocation(line: 155, column: 6, scope: !3743, inlinedAt: !3975)
!3985 = !DILocation(line: 155, column: 13, scope: !3743, inlinedAt: !3975)
!3986 = distinct !DIAssignID()
!3987 = !DILocation(line: 0, scope: !1575, inlinedAt: !3988)
!3988 = distinct !DILocation(line: 938, column: 3, scope: !3922)
!3989 = !DILocation(line: 0, scope: !1292, inlinedAt: !3990)
!3990 = distinct !DILocation(line: 117, column: 3, scope: !1575, inlinedAt: !3988)
!3991 = !DILocation(line: 108, column: 11, scope: !1291, inlinedAt: !3990)
!3992 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !3990)
!3993 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !3990)
!3994 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !3990)
!3995 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !3990)
!3996 = !DILocation(line: 118, column: 3, scope: !1575, inlinedAt: !3988)
!3997 = !DILocation(line: 941, column: 15, scope: !3998)
!3998 = distinct !DILexicalBlock(scope: !3999, file: !2, line: 941, column: 9)
!3999 = distinct !DILexicalBlock(scope: !3922, file: !2, line: 939, column: 6)
!4000 = !DILocation(line: 941, column: 21, scope: !3998)
!4001 = !DILocation(line: 941, column: 9, scope: !3999)
!4002 = !DILocalVariable(name: "fs", arg: 1, scope: !4003, file: !2, line: 868, type: !868)
!4003 = distinct !DISubprogram(name: "closelistfield", scope: !2, file: !2, line: 868, type: !4004, scopeLine: 868, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !4007)
!4004 = !DISubroutineType(types: !4005)
!4005 = !{null, !868, !4006}
!4006 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3930, size: 64)
!4007 = !{!4002, !4008}
!4008 = !DILocalVariable(name: "cc", arg: 2, scope: !4003, file: !2, line: 868, type: !4006)
!4009 = !DILocation(line: 0, scope: !4003, inlinedAt: !4010)
!4010 = distinct !DILocation(line: 942, column: 5, scope: !3999)
!4011 = !DILocation(line: 869, column: 13, scope: !4012, inlinedAt: !4010)
!4012 = distinct !DILexicalBlock(scope: !4003, file: !2, line: 869, column: 7)
!4013 = !{!3948, !932, i64 0}
!4014 = !DILocation(line: 869, column: 15, scope: !4012, inlinedAt: !4010)
!4015 = !DILocation(line: 869, column: 7, scope: !4003, inlinedAt: !4010)
!4016 = !DILocation(line: 870, column: 3, scope: !4003, inlinedAt: !4010)
!4017 = !DILocation(line: 871, column: 11, scope: !4003, inlinedAt: !4010)
!4018 = distinct !DIAssignID()
!4019 = !DILocation(line: 872, column: 11, scope: !4020, inlinedAt: !4010)
!4020 = distinct !DILexicalBlock(scope: !4003, file: !2, line: 872, column: 7)
!4021 = !DILocation(line: 872, column: 19, scope: !4020, inlinedAt: !4010)
!4022 = !DILocation(line: 872, column: 7, scope: !4003, inlinedAt: !4010)
!4023 = !DILocation(line: 873, column: 26, scope: !4024, inlinedAt: !4010)
!4024 = distinct !DILexicalBlock(scope: !4020, file: !2, line: 872, column: 41)
!4025 = !DILocation(line: 873, column: 29, scope: !4024, inlinedAt: !4010)
!4026 = !DILocation(line: 873, column: 31, scope: !4024, inlinedAt: !4010)
!4027 = !DILocation(line: 873, column: 41, scope: !4024, inlinedAt: !4010)
!4028 = !DILocation(line: 873, column: 5, scope: !4024, inlinedAt: !4010)
!4029 = !DILocation(line: 874, column: 19, scope: !4024, inlinedAt: !4010)
!4030 = !DILocation(line: 874, column: 12, scope: !4024, inlinedAt: !4010)
!4031 = distinct !DIAssignID()
!4032 = !DILocation(line: 875, column: 17, scope: !4024, inlinedAt: !4010)
!4033 = distinct !DIAssignID()
!4034 = !DILocation(line: 876, column: 3, scope: !4024, inlinedAt: !4010)
!4035 = !DILocation(line: 905, column: 16, scope: !4036, inlinedAt: !4042)
!4036 = distinct !DISubprogram(name: "field", scope: !2, file: !2, line: 903, type: !4037, scopeLine: 903, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !4039)
!4037 = !DISubroutineType(types: !4038)
!4038 = !{null, !757, !4006}
!4039 = !{!4040, !4041}
!4040 = !DILocalVariable(name: "ls", arg: 1, scope: !4036, file: !2, line: 903, type: !757)
!4041 = !DILocalVariable(name: "cc", arg: 2, scope: !4036, file: !2, line: 903, type: !4006)
!4042 = distinct !DILocation(line: 943, column: 5, scope: !3999)
!4043 = !DILocation(line: 0, scope: !4036, inlinedAt: !4042)
!4044 = !DILocation(line: 905, column: 3, scope: !4036, inlinedAt: !4042)
!4045 = !DILocation(line: 907, column: 11, scope: !4046, inlinedAt: !4042)
!4046 = distinct !DILexicalBlock(scope: !4047, file: !2, line: 907, column: 11)
!4047 = distinct !DILexicalBlock(scope: !4048, file: !2, line: 906, column: 19)
!4048 = distinct !DILexicalBlock(scope: !4036, file: !2, line: 905, column: 23)
!4049 = !DILocation(line: 907, column: 30, scope: !4046, inlinedAt: !4042)
!4050 = !DILocation(line: 907, column: 11, scope: !4047, inlinedAt: !4042)
!4051 = !DILocalVariable(name: "ls", arg: 1, scope: !4052, file: !2, line: 896, type: !757)
!4052 = distinct !DISubprogram(name: "listfield", scope: !2, file: !2, line: 896, type: !4037, scopeLine: 896, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !4053)
!4053 = !{!4051, !4054}
!4054 = !DILocalVariable(name: "cc", arg: 2, scope: !4052, file: !2, line: 896, type: !4006)
!4055 = !DILocation(line: 0, scope: !4052, inlinedAt: !4056)
!4056 = distinct !DILocation(line: 908, column: 9, scope: !4046, inlinedAt: !4042)
!4057 = !DILocation(line: 0, scope: !1565, inlinedAt: !4058)
!4058 = distinct !DILocation(line: 898, column: 3, scope: !4052, inlinedAt: !4056)
!4059 = !DILocation(line: 1291, column: 3, scope: !1565, inlinedAt: !4058)
!4060 = !DILocation(line: 899, column: 14, scope: !4052, inlinedAt: !4056)
!4061 = distinct !DIAssignID()
!4062 = !DILocation(line: 908, column: 9, scope: !4046, inlinedAt: !4042)
!4063 = !DILocation(line: 910, column: 9, scope: !4046, inlinedAt: !4042)
!4064 = !DILocation(line: 914, column: 7, scope: !4065, inlinedAt: !4042)
!4065 = distinct !DILexicalBlock(scope: !4048, file: !2, line: 913, column: 15)
!4066 = !DILocation(line: 915, column: 7, scope: !4065, inlinedAt: !4042)
!4067 = !DILocation(line: 0, scope: !4052, inlinedAt: !4068)
!4068 = distinct !DILocation(line: 918, column: 7, scope: !4069, inlinedAt: !4042)
!4069 = distinct !DILexicalBlock(scope: !4048, file: !2, line: 917, column: 14)
!4070 = !DILocation(line: 0, scope: !1565, inlinedAt: !4071)
!4071 = distinct !DILocation(line: 898, column: 3, scope: !4052, inlinedAt: !4068)
!4072 = !DILocation(line: 1291, column: 3, scope: !1565, inlinedAt: !4071)
!4073 = !DILocation(line: 899, column: 14, scope: !4052, inlinedAt: !4068)
!4074 = distinct !DIAssignID()
!4075 = !DILocation(line: 919, column: 7, scope: !4069, inlinedAt: !4042)
!4076 = !DILocation(line: 0, scope: !1676, inlinedAt: !4077)
!4077 = distinct !DILocation(line: 944, column: 12, scope: !3922)
!4078 = !DILocation(line: 96, column: 13, scope: !1682, inlinedAt: !4077)
!4079 = !DILocation(line: 96, column: 7, scope: !1676, inlinedAt: !4077)
!4080 = !DILocation(line: 97, column: 5, scope: !1686, inlinedAt: !4081)
!4081 = !DILocation(line: 944, scope: !3922)
!4082 = distinct !{!4082, !4083, !4084, !1249}
!4083 = !DILocation(line: 939, column: 3, scope: !3922)
!4084 = !DILocation(line: 944, column: 50, scope: !3922)
!4085 = !DILocation(line: 945, column: 3, scope: !3922)
!4086 = !DILocalVariable(name: "fs", arg: 1, scope: !4087, file: !2, line: 880, type: !868)
!4087 = distinct !DISubprogram(name: "lastlistfield", scope: !2, file: !2, line: 880, type: !4004, scopeLine: 880, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !4088)
!4088 = !{!4086, !4089}
!4089 = !DILocalVariable(name: "cc", arg: 2, scope: !4087, file: !2, line: 880, type: !4006)
!4090 = !DILocation(line: 0, scope: !4087, inlinedAt: !4091)
!4091 = distinct !DILocation(line: 946, column: 3, scope: !3922)
!4092 = !DILocation(line: 881, column: 11, scope: !4093, inlinedAt: !4091)
!4093 = distinct !DILexicalBlock(scope: !4087, file: !2, line: 881, column: 7)
!4094 = !DILocation(line: 881, column: 19, scope: !4093, inlinedAt: !4091)
!4095 = !DILocation(line: 881, column: 7, scope: !4087, inlinedAt: !4091)
!4096 = !DILocation(line: 947, column: 43, scope: !3922)
!4097 = !DILocation(line: 882, column: 7, scope: !4098, inlinedAt: !4091)
!4098 = distinct !DILexicalBlock(scope: !4087, file: !2, line: 882, column: 7)
!4099 = !DILocation(line: 883, column: 5, scope: !4100, inlinedAt: !4091)
!4100 = distinct !DILexicalBlock(scope: !4098, file: !2, line: 882, column: 28)
!4101 = !DILocation(line: 884, column: 26, scope: !4100, inlinedAt: !4091)
!4102 = !DILocation(line: 884, column: 29, scope: !4100, inlinedAt: !4091)
!4103 = !DILocation(line: 884, column: 31, scope: !4100, inlinedAt: !4091)
!4104 = !DILocation(line: 884, column: 41, scope: !4100, inlinedAt: !4091)
!4105 = !DILocation(line: 884, column: 5, scope: !4100, inlinedAt: !4091)
!4106 = !DILocation(line: 885, column: 11, scope: !4100, inlinedAt: !4091)
!4107 = !DILocation(line: 886, column: 3, scope: !4100, inlinedAt: !4091)
!4108 = !DILocation(line: 889, column: 7, scope: !4109, inlinedAt: !4091)
!4109 = distinct !DILexicalBlock(scope: !4110, file: !2, line: 888, column: 9)
!4110 = distinct !DILexicalBlock(scope: !4098, file: !2, line: 887, column: 8)
!4111 = !DILocation(line: 890, column: 49, scope: !4110, inlinedAt: !4091)
!4112 = !DILocation(line: 890, column: 26, scope: !4110, inlinedAt: !4091)
!4113 = !DILocation(line: 890, column: 29, scope: !4110, inlinedAt: !4091)
!4114 = !DILocation(line: 890, column: 31, scope: !4110, inlinedAt: !4091)
!4115 = !DILocation(line: 890, column: 41, scope: !4110, inlinedAt: !4091)
!4116 = !DILocation(line: 890, column: 5, scope: !4110, inlinedAt: !4091)
!4117 = !DILocation(line: 892, column: 10, scope: !4087, inlinedAt: !4091)
!4118 = !DILocation(line: 892, column: 17, scope: !4087, inlinedAt: !4091)
!4119 = distinct !DIAssignID()
!4120 = !DILocation(line: 893, column: 1, scope: !4087, inlinedAt: !4091)
!4121 = !DILocation(line: 947, column: 34, scope: !3922)
!4122 = !DILocation(line: 947, column: 50, scope: !3922)
!4123 = !DILocation(line: 947, column: 3, scope: !3922)
!4124 = !DILocation(line: 948, column: 1, scope: !3922)
!4125 = distinct !DISubprogram(name: "body", scope: !2, file: !2, line: 990, type: !4126, scopeLine: 990, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !4128)
!4126 = !DISubroutineType(types: !4127)
!4127 = !{null, !757, !1568, !289, !289}
!4128 = !{!4129, !4130, !4131, !4132, !4133, !4134}
!4129 = !DILocalVariable(name: "ls", arg: 1, scope: !4125, file: !2, line: 990, type: !757)
!4130 = !DILocalVariable(name: "e", arg: 2, scope: !4125, file: !2, line: 990, type: !1568)
!4131 = !DILocalVariable(name: "ismethod", arg: 3, scope: !4125, file: !2, line: 990, type: !289)
!4132 = !DILocalVariable(name: "line", arg: 4, scope: !4125, file: !2, line: 990, type: !289)
!4133 = !DILocalVariable(name: "new_fs", scope: !4125, file: !2, line: 992, type: !869)
!4134 = !DILocalVariable(name: "bl", scope: !4125, file: !2, line: 993, type: !866)
!4135 = distinct !DIAssignID()
!4136 = !DILocation(line: 0, scope: !4125)
!4137 = distinct !DIAssignID()
!4138 = !DILocation(line: 992, column: 3, scope: !4125)
!4139 = !DILocation(line: 993, column: 3, scope: !4125)
!4140 = !DILocalVariable(name: "ls", arg: 1, scope: !4141, file: !2, line: 698, type: !757)
!4141 = distinct !DISubprogram(name: "addprototype", scope: !2, file: !2, line: 698, type: !4142, scopeLine: 698, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !4144)
!4142 = !DISubroutineType(types: !4143)
!4143 = !{!651, !757}
!4144 = !{!4140, !4145, !4146, !4147, !4148, !4149}
!4145 = !DILocalVariable(name: "clp", scope: !4141, file: !2, line: 699, type: !651)
!4146 = !DILocalVariable(name: "L", scope: !4141, file: !2, line: 700, type: !290)
!4147 = !DILocalVariable(name: "fs", scope: !4141, file: !2, line: 701, type: !868)
!4148 = !DILocalVariable(name: "f", scope: !4141, file: !2, line: 702, type: !651)
!4149 = !DILocalVariable(name: "oldsize", scope: !4150, file: !2, line: 704, type: !289)
!4150 = distinct !DILexicalBlock(scope: !4151, file: !2, line: 703, column: 27)
!4151 = distinct !DILexicalBlock(scope: !4141, file: !2, line: 703, column: 7)
!4152 = !DILocation(line: 0, scope: !4141, inlinedAt: !4153)
!4153 = distinct !DILocation(line: 994, column: 14, scope: !4125)
!4154 = !DILocation(line: 700, column: 22, scope: !4141, inlinedAt: !4153)
!4155 = !DILocation(line: 701, column: 23, scope: !4141, inlinedAt: !4153)
!4156 = !DILocation(line: 702, column: 18, scope: !4141, inlinedAt: !4153)
!4157 = !DILocation(line: 703, column: 11, scope: !4151, inlinedAt: !4153)
!4158 = !DILocation(line: 703, column: 20, scope: !4151, inlinedAt: !4153)
!4159 = !{!1034, !932, i64 32}
!4160 = !DILocation(line: 703, column: 14, scope: !4151, inlinedAt: !4153)
!4161 = !DILocation(line: 703, column: 7, scope: !4141, inlinedAt: !4153)
!4162 = !DILocation(line: 0, scope: !4150, inlinedAt: !4153)
!4163 = !DILocation(line: 705, column: 5, scope: !4150, inlinedAt: !4153)
!4164 = !DILocation(line: 706, column: 20, scope: !4150, inlinedAt: !4153)
!4165 = !DILocation(line: 706, column: 5, scope: !4150, inlinedAt: !4153)
!4166 = !DILocation(line: 707, column: 10, scope: !4150, inlinedAt: !4153)
!4167 = !DILocation(line: 707, column: 19, scope: !4150, inlinedAt: !4153)
!4168 = !DILocation(line: 707, column: 7, scope: !4150, inlinedAt: !4153)
!4169 = !DILocation(line: 707, column: 23, scope: !4150, inlinedAt: !4153)
!4170 = !{!929, !929, i64 0}
!4171 = distinct !{!4171, !1246}
!4172 = distinct !{!4172, !4165, !4173, !1249}
!4173 = !DILocation(line: 707, column: 25, scope: !4150, inlinedAt: !4153)
!4174 = !DILocation(line: 709, column: 26, scope: !4141, inlinedAt: !4153)
!4175 = !DILocation(line: 709, column: 6, scope: !4141, inlinedAt: !4153)
!4176 = !DILocation(line: 709, column: 14, scope: !4141, inlinedAt: !4153)
!4177 = !DILocation(line: 709, column: 3, scope: !4141, inlinedAt: !4153)
!4178 = !DILocation(line: 709, column: 18, scope: !4141, inlinedAt: !4153)
!4179 = !DILocation(line: 710, column: 3, scope: !4141, inlinedAt: !4153)
!4180 = !DILocation(line: 994, column: 12, scope: !4125)
!4181 = distinct !DIAssignID()
!4182 = !DILocation(line: 995, column: 13, scope: !4125)
!4183 = !DILocation(line: 995, column: 25, scope: !4125)
!4184 = !DILocation(line: 0, scope: !1072, inlinedAt: !4185)
!4185 = distinct !DILocation(line: 996, column: 3, scope: !4125)
!4186 = !DILocation(line: 731, column: 18, scope: !1072, inlinedAt: !4185)
!4187 = !DILocation(line: 731, column: 7, scope: !1072, inlinedAt: !4185)
!4188 = !DILocation(line: 731, column: 12, scope: !1072, inlinedAt: !4185)
!4189 = distinct !DIAssignID()
!4190 = !DILocation(line: 732, column: 7, scope: !1072, inlinedAt: !4185)
!4191 = !DILocation(line: 732, column: 10, scope: !1072, inlinedAt: !4185)
!4192 = distinct !DIAssignID()
!4193 = !DILocation(line: 733, column: 10, scope: !1072, inlinedAt: !4185)
!4194 = !DILocation(line: 734, column: 7, scope: !1072, inlinedAt: !4185)
!4195 = !DILocation(line: 734, column: 10, scope: !1072, inlinedAt: !4185)
!4196 = distinct !DIAssignID()
!4197 = !DILocation(line: 735, column: 7, scope: !1072, inlinedAt: !4185)
!4198 = !DILocation(line: 735, column: 20, scope: !1072, inlinedAt: !4185)
!4199 = distinct !DIAssignID()
!4200 = !DILocation(line: 737, column: 7, scope: !1072, inlinedAt: !4185)
!4201 = !DILocation(line: 737, column: 18, scope: !1072, inlinedAt: !4185)
!4202 = distinct !DIAssignID()
!4203 = !DILocation(line: 739, column: 7, scope: !1072, inlinedAt: !4185)
!4204 = !DILocation(line: 739, column: 10, scope: !1072, inlinedAt: !4185)
!4205 = distinct !DIAssignID()
!4206 = !DILocation(line: 740, column: 7, scope: !1072, inlinedAt: !4185)
!4207 = !DILocation(line: 740, column: 20, scope: !1072, inlinedAt: !4185)
!4208 = distinct !DIAssignID()
!4209 = !DILocation(line: 741, column: 7, scope: !1072, inlinedAt: !4185)
!4210 = !DILocation(line: 741, column: 10, scope: !1072, inlinedAt: !4185)
!4211 = distinct !DIAssignID()
!4212 = !DILocation(line: 743, column: 7, scope: !1072, inlinedAt: !4185)
!4213 = !DILocation(line: 744, column: 7, scope: !1072, inlinedAt: !4185)
!4214 = !DILocation(line: 746, column: 24, scope: !1072, inlinedAt: !4185)
!4215 = !DILocation(line: 743, column: 18, scope: !1072, inlinedAt: !4185)
!4216 = distinct !DIAssignID()
!4217 = !DILocation(line: 746, column: 36, scope: !1072, inlinedAt: !4185)
!4218 = !DILocation(line: 746, column: 7, scope: !1072, inlinedAt: !4185)
!4219 = !DILocation(line: 746, column: 18, scope: !1072, inlinedAt: !4185)
!4220 = distinct !DIAssignID()
!4221 = !DILocation(line: 747, column: 35, scope: !1072, inlinedAt: !4185)
!4222 = !DILocation(line: 747, column: 7, scope: !1072, inlinedAt: !4185)
!4223 = !DILocation(line: 747, column: 18, scope: !1072, inlinedAt: !4185)
!4224 = distinct !DIAssignID()
!4225 = !DILocation(line: 748, column: 7, scope: !1072, inlinedAt: !4185)
!4226 = !DILocation(line: 748, column: 10, scope: !1072, inlinedAt: !4185)
!4227 = distinct !DIAssignID()
!4228 = !DILocation(line: 749, column: 19, scope: !1072, inlinedAt: !4185)
!4229 = !DILocation(line: 749, column: 6, scope: !1072, inlinedAt: !4185)
!4230 = !DILocation(line: 749, column: 13, scope: !1072, inlinedAt: !4185)
!4231 = !DILocation(line: 750, column: 3, scope: !1072, inlinedAt: !4185)
!4232 = !DILocation(line: 644, column: 21, scope: !1143, inlinedAt: !4233)
!4233 = distinct !DILocation(line: 752, column: 3, scope: !1072, inlinedAt: !4185)
!4234 = !DILocation(line: 645, column: 24, scope: !1143, inlinedAt: !4233)
!4235 = !DILocation(line: 645, column: 28, scope: !1143, inlinedAt: !4233)
!4236 = !DILocation(line: 645, column: 39, scope: !1143, inlinedAt: !4233)
!4237 = !DILocation(line: 648, column: 24, scope: !1143, inlinedAt: !4233)
!4238 = !DILocation(line: 751, column: 6, scope: !1072, inlinedAt: !4185)
!4239 = !DILocation(line: 751, column: 19, scope: !1072, inlinedAt: !4185)
!4240 = !DILocation(line: 0, scope: !1143, inlinedAt: !4233)
!4241 = !DILocation(line: 643, column: 7, scope: !1143, inlinedAt: !4233)
!4242 = !DILocation(line: 643, column: 14, scope: !1143, inlinedAt: !4233)
!4243 = distinct !DIAssignID()
!4244 = !DILocation(line: 644, column: 7, scope: !1143, inlinedAt: !4233)
!4245 = !DILocation(line: 644, column: 15, scope: !1143, inlinedAt: !4233)
!4246 = distinct !DIAssignID()
!4247 = !DILocation(line: 645, column: 7, scope: !1143, inlinedAt: !4233)
!4248 = !DILocation(line: 645, column: 18, scope: !1143, inlinedAt: !4233)
!4249 = distinct !DIAssignID()
!4250 = !DILocation(line: 646, column: 35, scope: !1143, inlinedAt: !4233)
!4251 = !DILocation(line: 646, column: 7, scope: !1143, inlinedAt: !4233)
!4252 = !DILocation(line: 646, column: 17, scope: !1143, inlinedAt: !4233)
!4253 = distinct !DIAssignID()
!4254 = !DILocation(line: 647, column: 7, scope: !1143, inlinedAt: !4233)
!4255 = !DILocation(line: 647, column: 13, scope: !1143, inlinedAt: !4233)
!4256 = distinct !DIAssignID()
!4257 = !DILocation(line: 648, column: 27, scope: !1143, inlinedAt: !4233)
!4258 = !DILocation(line: 648, column: 35, scope: !1143, inlinedAt: !4233)
!4259 = !DILocation(line: 648, column: 46, scope: !1143, inlinedAt: !4233)
!4260 = !DILocation(line: 648, column: 19, scope: !1143, inlinedAt: !4233)
!4261 = !DILocation(line: 648, column: 7, scope: !1143, inlinedAt: !4233)
!4262 = !DILocation(line: 648, column: 17, scope: !1143, inlinedAt: !4233)
!4263 = distinct !DIAssignID()
!4264 = !DILocation(line: 649, column: 16, scope: !1143, inlinedAt: !4233)
!4265 = distinct !DIAssignID()
!4266 = !DILocation(line: 650, column: 10, scope: !1143, inlinedAt: !4233)
!4267 = distinct !DIAssignID()
!4268 = !DILocation(line: 0, scope: !1575, inlinedAt: !4269)
!4269 = distinct !DILocation(line: 997, column: 3, scope: !4125)
!4270 = !DILocation(line: 0, scope: !1292, inlinedAt: !4271)
!4271 = distinct !DILocation(line: 117, column: 3, scope: !1575, inlinedAt: !4269)
!4272 = !DILocation(line: 108, column: 11, scope: !1291, inlinedAt: !4271)
!4273 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !4271)
!4274 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !4271)
!4275 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !4271)
!4276 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !4271)
!4277 = !DILocation(line: 118, column: 3, scope: !1575, inlinedAt: !4269)
!4278 = !DILocation(line: 998, column: 7, scope: !4279)
!4279 = distinct !DILexicalBlock(scope: !4125, file: !2, line: 998, column: 7)
!4280 = !DILocation(line: 998, column: 7, scope: !4125)
!4281 = !DILocation(line: 999, column: 5, scope: !4282)
!4282 = distinct !DILexicalBlock(scope: !4279, file: !2, line: 998, column: 17)
!4283 = !DILocation(line: 0, scope: !2072, inlinedAt: !4284)
!4284 = distinct !DILocation(line: 999, column: 5, scope: !4282)
!4285 = !DILocation(line: 195, column: 23, scope: !2072, inlinedAt: !4284)
!4286 = !DILocation(line: 196, column: 22, scope: !2072, inlinedAt: !4284)
!4287 = !DILocation(line: 198, column: 30, scope: !2072, inlinedAt: !4284)
!4288 = !DILocation(line: 198, column: 32, scope: !2072, inlinedAt: !4284)
!4289 = !DILocation(line: 198, column: 42, scope: !2072, inlinedAt: !4284)
!4290 = !DILocation(line: 198, column: 36, scope: !2072, inlinedAt: !4284)
!4291 = !DILocation(line: 0, scope: !1219, inlinedAt: !4292)
!4292 = distinct !DILocation(line: 198, column: 3, scope: !2072, inlinedAt: !4284)
!4293 = !DILocation(line: 88, column: 9, scope: !1229, inlinedAt: !4292)
!4294 = !DILocation(line: 88, column: 7, scope: !1219, inlinedAt: !4292)
!4295 = !DILocation(line: 88, column: 14, scope: !1229, inlinedAt: !4292)
!4296 = !DILocation(line: 194, column: 22, scope: !2072, inlinedAt: !4284)
!4297 = !DILocation(line: 200, column: 3, scope: !2072, inlinedAt: !4284)
!4298 = !DILocation(line: 202, column: 39, scope: !2072, inlinedAt: !4284)
!4299 = !DILocation(line: 202, column: 10, scope: !2072, inlinedAt: !4284)
!4300 = !DILocation(line: 203, column: 11, scope: !2072, inlinedAt: !4284)
!4301 = !DILocation(line: 203, column: 16, scope: !2072, inlinedAt: !4284)
!4302 = !DILocation(line: 204, column: 11, scope: !2072, inlinedAt: !4284)
!4303 = !DILocation(line: 204, column: 16, scope: !2072, inlinedAt: !4284)
!4304 = !DILocation(line: 1000, column: 5, scope: !4282)
!4305 = !DILocation(line: 1001, column: 3, scope: !4282)
!4306 = !DILocalVariable(name: "ls", arg: 1, scope: !4307, file: !2, line: 959, type: !757)
!4307 = distinct !DISubprogram(name: "parlist", scope: !2, file: !2, line: 959, type: !1269, scopeLine: 959, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !4308)
!4308 = !{!4306, !4309, !4310, !4311, !4312}
!4309 = !DILocalVariable(name: "fs", scope: !4307, file: !2, line: 961, type: !868)
!4310 = !DILocalVariable(name: "f", scope: !4307, file: !2, line: 962, type: !651)
!4311 = !DILocalVariable(name: "nparams", scope: !4307, file: !2, line: 963, type: !289)
!4312 = !DILocalVariable(name: "isvararg", scope: !4307, file: !2, line: 964, type: !289)
!4313 = !DILocation(line: 0, scope: !4307, inlinedAt: !4314)
!4314 = distinct !DILocation(line: 1002, column: 3, scope: !4125)
!4315 = !DILocation(line: 961, column: 23, scope: !4307, inlinedAt: !4314)
!4316 = !DILocation(line: 962, column: 18, scope: !4307, inlinedAt: !4314)
!4317 = !DILocation(line: 965, column: 13, scope: !4318, inlinedAt: !4314)
!4318 = distinct !DILexicalBlock(scope: !4307, file: !2, line: 965, column: 7)
!4319 = !DILocation(line: 965, column: 19, scope: !4318, inlinedAt: !4314)
!4320 = !DILocation(line: 965, column: 7, scope: !4307, inlinedAt: !4314)
!4321 = !DILocation(line: 967, column: 7, scope: !4322, inlinedAt: !4314)
!4322 = distinct !DILexicalBlock(scope: !4323, file: !2, line: 966, column: 8)
!4323 = distinct !DILexicalBlock(scope: !4318, file: !2, line: 965, column: 27)
!4324 = !DILocation(line: 97, column: 5, scope: !1686, inlinedAt: !4325)
!4325 = distinct !DILocation(line: 980, column: 27, scope: !4323, inlinedAt: !4314)
!4326 = !DILocation(line: 967, column: 21, scope: !4322, inlinedAt: !4314)
!4327 = !DILocation(line: 963, column: 7, scope: !4307, inlinedAt: !4314)
!4328 = !DILocation(line: 0, scope: !2037, inlinedAt: !4329)
!4329 = distinct !DILocation(line: 969, column: 28, scope: !4330, inlinedAt: !4314)
!4330 = distinct !DILexicalBlock(scope: !4331, file: !2, line: 968, column: 23)
!4331 = distinct !DILexicalBlock(scope: !4322, file: !2, line: 967, column: 28)
!4332 = !DILocation(line: 146, column: 22, scope: !2037, inlinedAt: !4329)
!4333 = !DILocation(line: 147, column: 3, scope: !2037, inlinedAt: !4329)
!4334 = !DILocation(line: 0, scope: !2072, inlinedAt: !4335)
!4335 = distinct !DILocation(line: 969, column: 11, scope: !4330, inlinedAt: !4314)
!4336 = !DILocation(line: 195, column: 23, scope: !2072, inlinedAt: !4335)
!4337 = !DILocation(line: 196, column: 22, scope: !2072, inlinedAt: !4335)
!4338 = !DILocation(line: 198, column: 30, scope: !2072, inlinedAt: !4335)
!4339 = !DILocation(line: 198, column: 32, scope: !2072, inlinedAt: !4335)
!4340 = !DILocation(line: 198, column: 42, scope: !2072, inlinedAt: !4335)
!4341 = !DILocation(line: 198, column: 36, scope: !2072, inlinedAt: !4335)
!4342 = !DILocation(line: 0, scope: !1219, inlinedAt: !4343)
!4343 = distinct !DILocation(line: 198, column: 3, scope: !2072, inlinedAt: !4335)
!4344 = !DILocation(line: 88, column: 9, scope: !1229, inlinedAt: !4343)
!4345 = !DILocation(line: 88, column: 7, scope: !1219, inlinedAt: !4343)
!4346 = !DILocation(line: 88, column: 14, scope: !1229, inlinedAt: !4343)
!4347 = !DILocation(line: 978, column: 18, scope: !4331, inlinedAt: !4314)
!4348 = !DILocation(line: 194, column: 22, scope: !2072, inlinedAt: !4335)
!4349 = !DILocation(line: 200, column: 3, scope: !2072, inlinedAt: !4335)
!4350 = !DILocation(line: 202, column: 39, scope: !2072, inlinedAt: !4335)
!4351 = !DILocation(line: 202, column: 10, scope: !2072, inlinedAt: !4335)
!4352 = !DILocation(line: 203, column: 11, scope: !2072, inlinedAt: !4335)
!4353 = !DILocation(line: 203, column: 16, scope: !2072, inlinedAt: !4335)
!4354 = !DILocation(line: 204, column: 11, scope: !2072, inlinedAt: !4335)
!4355 = !DILocation(line: 204, column: 16, scope: !2072, inlinedAt: !4335)
!4356 = !DILocation(line: 970, column: 18, scope: !4330, inlinedAt: !4314)
!4357 = !DILocation(line: 0, scope: !1676, inlinedAt: !4325)
!4358 = !DILocation(line: 96, column: 13, scope: !1682, inlinedAt: !4325)
!4359 = !DILocation(line: 96, column: 19, scope: !1682, inlinedAt: !4325)
!4360 = !DILocation(line: 96, column: 7, scope: !1676, inlinedAt: !4325)
!4361 = !DILocation(line: 982, column: 3, scope: !4307, inlinedAt: !4314)
!4362 = !DILocation(line: 983, column: 18, scope: !4307, inlinedAt: !4314)
!4363 = !DILocation(line: 983, column: 6, scope: !4307, inlinedAt: !4314)
!4364 = !DILocation(line: 983, column: 16, scope: !4307, inlinedAt: !4314)
!4365 = !{!1034, !930, i64 10}
!4366 = !DILocation(line: 984, column: 7, scope: !4307, inlinedAt: !4314)
!4367 = !DILocation(line: 974, column: 11, scope: !4368, inlinedAt: !4314)
!4368 = distinct !DILexicalBlock(scope: !4331, file: !2, line: 973, column: 23)
!4369 = !DILocation(line: 985, column: 19, scope: !4370, inlinedAt: !4314)
!4370 = distinct !DILexicalBlock(scope: !4307, file: !2, line: 984, column: 7)
!4371 = !DILocation(line: 0, scope: !1195, inlinedAt: !4372)
!4372 = distinct !DILocation(line: 985, column: 5, scope: !4370, inlinedAt: !4314)
!4373 = !DILocation(line: 954, column: 7, scope: !1195, inlinedAt: !4372)
!4374 = !DILocation(line: 954, column: 10, scope: !1195, inlinedAt: !4372)
!4375 = !DILocation(line: 954, column: 20, scope: !1195, inlinedAt: !4372)
!4376 = !DILocation(line: 955, column: 3, scope: !1195, inlinedAt: !4372)
!4377 = !DILocation(line: 986, column: 28, scope: !4307, inlinedAt: !4314)
!4378 = !DILocation(line: 985, column: 5, scope: !4370, inlinedAt: !4314)
!4379 = !DILocation(line: 986, column: 24, scope: !4307, inlinedAt: !4314)
!4380 = !DILocation(line: 986, column: 3, scope: !4307, inlinedAt: !4314)
!4381 = !DILocation(line: 0, scope: !1575, inlinedAt: !4382)
!4382 = distinct !DILocation(line: 1003, column: 3, scope: !4125)
!4383 = !DILocation(line: 0, scope: !1292, inlinedAt: !4384)
!4384 = distinct !DILocation(line: 117, column: 3, scope: !1575, inlinedAt: !4382)
!4385 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !4384)
!4386 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !4384)
!4387 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !4384)
!4388 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !4384)
!4389 = !DILocation(line: 118, column: 3, scope: !1575, inlinedAt: !4382)
!4390 = !DILocation(line: 0, scope: !1268, inlinedAt: !4391)
!4391 = distinct !DILocation(line: 1004, column: 3, scope: !4125)
!4392 = !DILocation(line: 801, column: 3, scope: !1268, inlinedAt: !4391)
!4393 = !DILocation(line: 0, scope: !1276, inlinedAt: !4394)
!4394 = distinct !DILocation(line: 801, column: 11, scope: !1268, inlinedAt: !4391)
!4395 = !DILocation(line: 789, column: 17, scope: !1276, inlinedAt: !4394)
!4396 = !DILocation(line: 789, column: 3, scope: !1276, inlinedAt: !4394)
!4397 = !DILocation(line: 803, column: 7, scope: !1287, inlinedAt: !4391)
!4398 = !DILocation(line: 804, column: 7, scope: !1287, inlinedAt: !4391)
!4399 = !DILocation(line: 806, column: 5, scope: !1289, inlinedAt: !4391)
!4400 = distinct !{!4400, !4392, !4401, !1249}
!4401 = !DILocation(line: 807, column: 3, scope: !1268, inlinedAt: !4391)
!4402 = !DILocation(line: 1005, column: 35, scope: !4125)
!4403 = !DILocation(line: 1005, column: 10, scope: !4125)
!4404 = !DILocation(line: 1005, column: 13, scope: !4125)
!4405 = !DILocation(line: 1005, column: 29, scope: !4125)
!4406 = !{!1034, !932, i64 48}
!4407 = !DILocation(line: 1006, column: 3, scope: !4125)
!4408 = !DILocalVariable(name: "ls", arg: 1, scope: !4409, file: !2, line: 722, type: !757)
!4409 = distinct !DISubprogram(name: "codeclosure", scope: !2, file: !2, line: 722, type: !1566, scopeLine: 722, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !4410)
!4410 = !{!4408, !4411, !4412}
!4411 = !DILocalVariable(name: "v", arg: 2, scope: !4409, file: !2, line: 722, type: !1568)
!4412 = !DILocalVariable(name: "fs", scope: !4409, file: !2, line: 723, type: !868)
!4413 = !DILocation(line: 0, scope: !4409, inlinedAt: !4414)
!4414 = distinct !DILocation(line: 1007, column: 3, scope: !4125)
!4415 = !DILocation(line: 723, column: 23, scope: !4409, inlinedAt: !4414)
!4416 = !DILocation(line: 723, column: 27, scope: !4409, inlinedAt: !4414)
!4417 = !DILocation(line: 724, column: 59, scope: !4409, inlinedAt: !4414)
!4418 = !DILocation(line: 724, column: 62, scope: !4409, inlinedAt: !4414)
!4419 = !DILocation(line: 724, column: 23, scope: !4409, inlinedAt: !4414)
!4420 = !DILocation(line: 0, scope: !3743, inlinedAt: !4421)
!4421 = distinct !DILocation(line: 724, column: 3, scope: !4409, inlinedAt: !4414)
!4422 = !DILocation(line: 153, column: 13, scope: !3743, inlinedAt: !4421)
!4423 = !DILocation(line: 153, column: 15, scope: !3743, inlinedAt: !4421)
!4424 = !DILocation(line: 153, column: 6, scope: !3743, inlinedAt: !4421)
!4425 = !DILocation(line: 153, column: 8, scope: !3743, inlinedAt: !4421)
!4426 = !DILocation(line: 154, column: 8, scope: !3743, inlinedAt: !4421)
!4427 = !DILocation(line: 155, column: 6, scope: !3743, inlinedAt: !4421)
!4428 = !DILocation(line: 155, column: 13, scope: !3743, inlinedAt: !4421)
!4429 = !DILocation(line: 725, column: 3, scope: !4409, inlinedAt: !4414)
!4430 = !DILocation(line: 1008, column: 3, scope: !4125)
!4431 = !DILocation(line: 1009, column: 1, scope: !4125)
!4432 = distinct !DISubprogram(name: "suffixedexp", scope: !2, file: !2, line: 1103, type: !1566, scopeLine: 1103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !4433)
!4433 = !{!4434, !4435, !4436, !4437, !4443}
!4434 = !DILocalVariable(name: "ls", arg: 1, scope: !4432, file: !2, line: 1103, type: !757)
!4435 = !DILocalVariable(name: "v", arg: 2, scope: !4432, file: !2, line: 1103, type: !1568)
!4436 = !DILocalVariable(name: "fs", scope: !4432, file: !2, line: 1106, type: !868)
!4437 = !DILocalVariable(name: "key", scope: !4438, file: !2, line: 1115, type: !1456)
!4438 = distinct !DILexicalBlock(scope: !4439, file: !2, line: 1114, column: 17)
!4439 = distinct !DILexicalBlock(scope: !4440, file: !2, line: 1109, column: 26)
!4440 = distinct !DILexicalBlock(scope: !4441, file: !2, line: 1108, column: 12)
!4441 = distinct !DILexicalBlock(scope: !4442, file: !2, line: 1108, column: 3)
!4442 = distinct !DILexicalBlock(scope: !4432, file: !2, line: 1108, column: 3)
!4443 = !DILocalVariable(name: "key", scope: !4444, file: !2, line: 1122, type: !1456)
!4444 = distinct !DILexicalBlock(scope: !4439, file: !2, line: 1121, column: 17)
!4445 = distinct !DIAssignID()
!4446 = distinct !DIAssignID()
!4447 = !DILocation(line: 0, scope: !4438)
!4448 = distinct !DIAssignID()
!4449 = !DILocation(line: 0, scope: !4444)
!4450 = !DILocation(line: 0, scope: !4432)
!4451 = !DILocation(line: 1106, column: 23, scope: !4432)
!4452 = !DILocalVariable(name: "ls", arg: 1, scope: !4453, file: !2, line: 1081, type: !757)
!4453 = distinct !DISubprogram(name: "primaryexp", scope: !2, file: !2, line: 1081, type: !1566, scopeLine: 1081, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !4454)
!4454 = !{!4452, !4455, !4456}
!4455 = !DILocalVariable(name: "v", arg: 2, scope: !4453, file: !2, line: 1081, type: !1568)
!4456 = !DILocalVariable(name: "line", scope: !4457, file: !2, line: 1085, type: !289)
!4457 = distinct !DILexicalBlock(scope: !4458, file: !2, line: 1084, column: 15)
!4458 = distinct !DILexicalBlock(scope: !4453, file: !2, line: 1083, column: 24)
!4459 = !DILocation(line: 0, scope: !4453, inlinedAt: !4460)
!4460 = distinct !DILocation(line: 1107, column: 3, scope: !4432)
!4461 = !DILocation(line: 1083, column: 15, scope: !4453, inlinedAt: !4460)
!4462 = !DILocation(line: 1083, column: 17, scope: !4453, inlinedAt: !4460)
!4463 = !DILocation(line: 1083, column: 3, scope: !4453, inlinedAt: !4460)
!4464 = !DILocation(line: 1085, column: 22, scope: !4457, inlinedAt: !4460)
!4465 = !DILocation(line: 0, scope: !4457, inlinedAt: !4460)
!4466 = !DILocation(line: 1086, column: 7, scope: !4457, inlinedAt: !4460)
!4467 = !DILocation(line: 0, scope: !1565, inlinedAt: !4468)
!4468 = distinct !DILocation(line: 1087, column: 7, scope: !4457, inlinedAt: !4460)
!4469 = !DILocation(line: 1291, column: 3, scope: !1565, inlinedAt: !4468)
!4470 = !DILocation(line: 1088, column: 7, scope: !4457, inlinedAt: !4460)
!4471 = !DILocation(line: 1089, column: 30, scope: !4457, inlinedAt: !4460)
!4472 = !DILocation(line: 1089, column: 7, scope: !4457, inlinedAt: !4460)
!4473 = !DILocation(line: 1093, column: 7, scope: !4474, inlinedAt: !4460)
!4474 = distinct !DILexicalBlock(scope: !4458, file: !2, line: 1092, column: 19)
!4475 = !DILocation(line: 1094, column: 7, scope: !4474, inlinedAt: !4460)
!4476 = !DILocation(line: 1097, column: 7, scope: !4477, inlinedAt: !4460)
!4477 = distinct !DILexicalBlock(scope: !4458, file: !2, line: 1096, column: 14)
!4478 = !DILocation(line: 1108, column: 3, scope: !4432)
!4479 = !DILocation(line: 1109, column: 19, scope: !4440)
!4480 = !DILocation(line: 1109, column: 5, scope: !4440)
!4481 = !DILocation(line: 0, scope: !2624, inlinedAt: !4482)
!4482 = distinct !DILocation(line: 1111, column: 9, scope: !4483)
!4483 = distinct !DILexicalBlock(scope: !4439, file: !2, line: 1110, column: 17)
!4484 = !DILocation(line: 813, column: 23, scope: !2624, inlinedAt: !4482)
!4485 = !DILocation(line: 814, column: 3, scope: !2624, inlinedAt: !4482)
!4486 = !DILocation(line: 815, column: 3, scope: !2624, inlinedAt: !4482)
!4487 = !DILocation(line: 816, column: 3, scope: !2624, inlinedAt: !4482)
!4488 = !DILocation(line: 0, scope: !2636, inlinedAt: !4489)
!4489 = distinct !DILocation(line: 817, column: 3, scope: !2624, inlinedAt: !4482)
!4490 = !DILocation(line: 0, scope: !2037, inlinedAt: !4491)
!4491 = distinct !DILocation(line: 167, column: 17, scope: !2636, inlinedAt: !4489)
!4492 = !DILocation(line: 0, scope: !1292, inlinedAt: !4493)
!4493 = distinct !DILocation(line: 145, column: 3, scope: !2037, inlinedAt: !4491)
!4494 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !4493)
!4495 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !4493)
!4496 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !4493)
!4497 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !4493)
!4498 = !DILocation(line: 146, column: 22, scope: !2037, inlinedAt: !4491)
!4499 = !DILocation(line: 147, column: 3, scope: !2037, inlinedAt: !4491)
!4500 = !DILocation(line: 0, scope: !2652, inlinedAt: !4501)
!4501 = distinct !DILocation(line: 167, column: 3, scope: !2636, inlinedAt: !4489)
!4502 = !DILocation(line: 160, column: 15, scope: !2652, inlinedAt: !4501)
!4503 = distinct !DIAssignID()
!4504 = !DILocation(line: 160, column: 8, scope: !2652, inlinedAt: !4501)
!4505 = distinct !DIAssignID()
!4506 = !DILocation(line: 161, column: 8, scope: !2652, inlinedAt: !4501)
!4507 = distinct !DIAssignID()
!4508 = !DILocation(line: 162, column: 15, scope: !2652, inlinedAt: !4501)
!4509 = distinct !DIAssignID()
!4510 = !DILocation(line: 818, column: 3, scope: !2624, inlinedAt: !4482)
!4511 = !DILocation(line: 819, column: 1, scope: !2624, inlinedAt: !4482)
!4512 = !DILocation(line: 1112, column: 9, scope: !4483)
!4513 = !DILocation(line: 1115, column: 9, scope: !4438)
!4514 = !DILocation(line: 1116, column: 9, scope: !4438)
!4515 = !DILocalVariable(name: "ls", arg: 1, scope: !4516, file: !2, line: 822, type: !757)
!4516 = distinct !DISubprogram(name: "yindex", scope: !2, file: !2, line: 822, type: !1566, scopeLine: 822, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !4517)
!4517 = !{!4515, !4518}
!4518 = !DILocalVariable(name: "v", arg: 2, scope: !4516, file: !2, line: 822, type: !1568)
!4519 = !DILocation(line: 0, scope: !4516, inlinedAt: !4520)
!4520 = distinct !DILocation(line: 1117, column: 9, scope: !4438)
!4521 = !DILocation(line: 824, column: 3, scope: !4516, inlinedAt: !4520)
!4522 = !DILocation(line: 0, scope: !1565, inlinedAt: !4523)
!4523 = distinct !DILocation(line: 825, column: 3, scope: !4516, inlinedAt: !4520)
!4524 = !DILocation(line: 1291, column: 3, scope: !1565, inlinedAt: !4523)
!4525 = !DILocation(line: 826, column: 20, scope: !4516, inlinedAt: !4520)
!4526 = !DILocation(line: 826, column: 3, scope: !4516, inlinedAt: !4520)
!4527 = !DILocation(line: 0, scope: !1575, inlinedAt: !4528)
!4528 = distinct !DILocation(line: 827, column: 3, scope: !4516, inlinedAt: !4520)
!4529 = !DILocation(line: 0, scope: !1292, inlinedAt: !4530)
!4530 = distinct !DILocation(line: 117, column: 3, scope: !1575, inlinedAt: !4528)
!4531 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !4530)
!4532 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !4530)
!4533 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !4530)
!4534 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !4530)
!4535 = !DILocation(line: 118, column: 3, scope: !1575, inlinedAt: !4528)
!4536 = !DILocation(line: 1118, column: 9, scope: !4438)
!4537 = !DILocation(line: 1120, column: 7, scope: !4439)
!4538 = !DILocation(line: 1122, column: 9, scope: !4444)
!4539 = !DILocation(line: 1123, column: 9, scope: !4444)
!4540 = !DILocation(line: 0, scope: !2636, inlinedAt: !4541)
!4541 = distinct !DILocation(line: 1124, column: 9, scope: !4444)
!4542 = !DILocation(line: 0, scope: !2037, inlinedAt: !4543)
!4543 = distinct !DILocation(line: 167, column: 17, scope: !2636, inlinedAt: !4541)
!4544 = !DILocation(line: 0, scope: !1292, inlinedAt: !4545)
!4545 = distinct !DILocation(line: 145, column: 3, scope: !2037, inlinedAt: !4543)
!4546 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !4545)
!4547 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !4545)
!4548 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !4545)
!4549 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !4545)
!4550 = !DILocation(line: 146, column: 22, scope: !2037, inlinedAt: !4543)
!4551 = !DILocation(line: 147, column: 3, scope: !2037, inlinedAt: !4543)
!4552 = !DILocation(line: 0, scope: !2652, inlinedAt: !4553)
!4553 = distinct !DILocation(line: 167, column: 3, scope: !2636, inlinedAt: !4541)
!4554 = !DILocation(line: 160, column: 15, scope: !2652, inlinedAt: !4553)
!4555 = distinct !DIAssignID()
!4556 = !DILocation(line: 160, column: 8, scope: !2652, inlinedAt: !4553)
!4557 = distinct !DIAssignID()
!4558 = !DILocation(line: 161, column: 8, scope: !2652, inlinedAt: !4553)
!4559 = distinct !DIAssignID()
!4560 = !DILocation(line: 162, column: 15, scope: !2652, inlinedAt: !4553)
!4561 = distinct !DIAssignID()
!4562 = !DILocation(line: 1125, column: 9, scope: !4444)
!4563 = !DILocation(line: 1126, column: 9, scope: !4444)
!4564 = !DILocation(line: 1128, column: 7, scope: !4439)
!4565 = !DILocation(line: 1130, column: 9, scope: !4566)
!4566 = distinct !DILexicalBlock(scope: !4439, file: !2, line: 1129, column: 43)
!4567 = !DILocation(line: 1131, column: 9, scope: !4566)
!4568 = !DILocation(line: 1132, column: 9, scope: !4566)
!4569 = distinct !{!4569, !4570, !4571}
!4570 = !DILocation(line: 1108, column: 3, scope: !4442)
!4571 = !DILocation(line: 1136, column: 3, scope: !4442)
!4572 = !DILocation(line: 1137, column: 1, scope: !4432)
!4573 = !DISubprogram(name: "luaK_code", scope: !182, file: !182, line: 62, type: !4574, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4574 = !DISubroutineType(types: !4575)
!4575 = !{!289, !868, !424}
!4576 = !DISubprogram(name: "luaK_reserveregs", scope: !182, file: !182, line: 69, type: !1196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4577 = !DISubprogram(name: "luaK_settablesize", scope: !182, file: !182, line: 94, type: !4578, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4578 = !DISubroutineType(types: !4579)
!4579 = !{null, !868, !289, !289, !289, !289}
!4580 = !DISubprogram(name: "luaK_exp2nextreg", scope: !182, file: !182, line: 75, type: !3505, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4581 = !DISubprogram(name: "luaK_setlist", scope: !182, file: !182, line: 96, type: !4582, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4582 = !DISubroutineType(types: !4583)
!4583 = !{null, !868, !289, !289, !289}
!4584 = !DISubprogram(name: "luaX_lookahead", scope: !32, file: !32, line: 86, type: !1835, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4585 = distinct !DISubprogram(name: "recfield", scope: !2, file: !2, line: 847, type: !4037, scopeLine: 847, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !4586)
!4586 = !{!4587, !4588, !4589, !4590, !4591, !4592, !4593}
!4587 = !DILocalVariable(name: "ls", arg: 1, scope: !4585, file: !2, line: 847, type: !757)
!4588 = !DILocalVariable(name: "cc", arg: 2, scope: !4585, file: !2, line: 847, type: !4006)
!4589 = !DILocalVariable(name: "fs", scope: !4585, file: !2, line: 849, type: !868)
!4590 = !DILocalVariable(name: "reg", scope: !4585, file: !2, line: 850, type: !289)
!4591 = !DILocalVariable(name: "tab", scope: !4585, file: !2, line: 851, type: !1456)
!4592 = !DILocalVariable(name: "key", scope: !4585, file: !2, line: 851, type: !1456)
!4593 = !DILocalVariable(name: "val", scope: !4585, file: !2, line: 851, type: !1456)
!4594 = distinct !DIAssignID()
!4595 = !DILocation(line: 0, scope: !4585)
!4596 = distinct !DIAssignID()
!4597 = distinct !DIAssignID()
!4598 = !DILocation(line: 849, column: 23, scope: !4585)
!4599 = !DILocation(line: 850, column: 21, scope: !4585)
!4600 = !DILocation(line: 851, column: 3, scope: !4585)
!4601 = !DILocation(line: 852, column: 11, scope: !4602)
!4602 = distinct !DILexicalBlock(scope: !4585, file: !2, line: 852, column: 7)
!4603 = !DILocation(line: 852, column: 13, scope: !4602)
!4604 = !DILocation(line: 852, column: 19, scope: !4602)
!4605 = !DILocation(line: 852, column: 7, scope: !4585)
!4606 = !DILocation(line: 0, scope: !2636, inlinedAt: !4607)
!4607 = distinct !DILocation(line: 854, column: 5, scope: !4608)
!4608 = distinct !DILexicalBlock(scope: !4602, file: !2, line: 852, column: 31)
!4609 = !DILocation(line: 0, scope: !2037, inlinedAt: !4610)
!4610 = distinct !DILocation(line: 167, column: 17, scope: !2636, inlinedAt: !4607)
!4611 = !DILocation(line: 0, scope: !1292, inlinedAt: !4612)
!4612 = distinct !DILocation(line: 145, column: 3, scope: !2037, inlinedAt: !4610)
!4613 = !DILocation(line: 146, column: 14, scope: !2037, inlinedAt: !4610)
!4614 = !DILocation(line: 146, column: 22, scope: !2037, inlinedAt: !4610)
!4615 = !DILocation(line: 147, column: 3, scope: !2037, inlinedAt: !4610)
!4616 = !DILocation(line: 0, scope: !2652, inlinedAt: !4617)
!4617 = distinct !DILocation(line: 167, column: 3, scope: !2636, inlinedAt: !4607)
!4618 = !DILocation(line: 160, column: 13, scope: !2652, inlinedAt: !4617)
!4619 = !DILocation(line: 160, column: 15, scope: !2652, inlinedAt: !4617)
!4620 = distinct !DIAssignID()
!4621 = !DILocation(line: 160, column: 6, scope: !2652, inlinedAt: !4617)
!4622 = !DILocation(line: 160, column: 8, scope: !2652, inlinedAt: !4617)
!4623 = distinct !DIAssignID()
!4624 = !DILocation(line: 161, column: 8, scope: !2652, inlinedAt: !4617)
!4625 = distinct !DIAssignID()
!4626 = !DILocation(line: 162, column: 6, scope: !2652, inlinedAt: !4617)
!4627 = !DILocation(line: 162, column: 15, scope: !2652, inlinedAt: !4617)
!4628 = distinct !DIAssignID()
!4629 = !DILocation(line: 855, column: 3, scope: !4608)
!4630 = !DILocation(line: 0, scope: !4516, inlinedAt: !4631)
!4631 = distinct !DILocation(line: 857, column: 5, scope: !4602)
!4632 = !DILocation(line: 824, column: 3, scope: !4516, inlinedAt: !4631)
!4633 = !DILocation(line: 0, scope: !1565, inlinedAt: !4634)
!4634 = distinct !DILocation(line: 825, column: 3, scope: !4516, inlinedAt: !4631)
!4635 = !DILocation(line: 1291, column: 3, scope: !1565, inlinedAt: !4634)
!4636 = !DILocation(line: 826, column: 20, scope: !4516, inlinedAt: !4631)
!4637 = !DILocation(line: 826, column: 3, scope: !4516, inlinedAt: !4631)
!4638 = !DILocation(line: 0, scope: !1575, inlinedAt: !4639)
!4639 = distinct !DILocation(line: 827, column: 3, scope: !4516, inlinedAt: !4631)
!4640 = !DILocation(line: 0, scope: !1292, inlinedAt: !4641)
!4641 = distinct !DILocation(line: 117, column: 3, scope: !1575, inlinedAt: !4639)
!4642 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !4641)
!4643 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !4641)
!4644 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !4641)
!4645 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !4641)
!4646 = !DILocation(line: 118, column: 3, scope: !1575, inlinedAt: !4639)
!4647 = !DILocation(line: 858, column: 7, scope: !4585)
!4648 = !DILocation(line: 858, column: 9, scope: !4585)
!4649 = !DILocation(line: 0, scope: !1575, inlinedAt: !4650)
!4650 = distinct !DILocation(line: 859, column: 3, scope: !4585)
!4651 = !DILocation(line: 0, scope: !1292, inlinedAt: !4652)
!4652 = distinct !DILocation(line: 117, column: 3, scope: !1575, inlinedAt: !4650)
!4653 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !4652)
!4654 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !4652)
!4655 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !4652)
!4656 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !4652)
!4657 = !DILocation(line: 118, column: 3, scope: !1575, inlinedAt: !4650)
!4658 = !DILocation(line: 860, column: 14, scope: !4585)
!4659 = !DILocation(line: 860, column: 9, scope: !4585)
!4660 = !{i64 0, i64 4, !1557, i64 8, i64 8, !974, i64 16, i64 4, !1557, i64 20, i64 4, !1557}
!4661 = distinct !DIAssignID()
!4662 = !DILocation(line: 861, column: 3, scope: !4585)
!4663 = !DILocation(line: 0, scope: !1565, inlinedAt: !4664)
!4664 = distinct !DILocation(line: 862, column: 3, scope: !4585)
!4665 = !DILocation(line: 1291, column: 3, scope: !1565, inlinedAt: !4664)
!4666 = !DILocation(line: 863, column: 3, scope: !4585)
!4667 = !DILocation(line: 864, column: 15, scope: !4585)
!4668 = !DILocation(line: 865, column: 1, scope: !4585)
!4669 = !DISubprogram(name: "luaK_indexed", scope: !182, file: !182, line: 78, type: !4670, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4670 = !DISubroutineType(types: !4671)
!4671 = !{null, !868, !1568, !1568}
!4672 = !DISubprogram(name: "luaK_storevar", scope: !182, file: !182, line: 81, type: !4670, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4673 = !DISubprogram(name: "luaK_exp2val", scope: !182, file: !182, line: 76, type: !3505, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4674 = !DISubprogram(name: "luaK_setreturns", scope: !182, file: !182, line: 82, type: !4675, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4675 = !DISubroutineType(types: !4676)
!4676 = !{null, !868, !1568, !289}
!4677 = !DISubprogram(name: "luaX_newstring", scope: !32, file: !32, line: 84, type: !4678, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4678 = !DISubroutineType(types: !4679)
!4679 = !{!344, !757, !402, !243}
!4680 = distinct !DISubprogram(name: "adjustlocalvars", scope: !2, file: !2, line: 311, type: !1293, scopeLine: 311, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !4681)
!4681 = !{!4682, !4683, !4684, !4685, !4686, !4687, !4691}
!4682 = !DILocalVariable(name: "ls", arg: 1, scope: !4680, file: !2, line: 311, type: !757)
!4683 = !DILocalVariable(name: "nvars", arg: 2, scope: !4680, file: !2, line: 311, type: !289)
!4684 = !DILocalVariable(name: "fs", scope: !4680, file: !2, line: 312, type: !868)
!4685 = !DILocalVariable(name: "reglevel", scope: !4680, file: !2, line: 313, type: !289)
!4686 = !DILocalVariable(name: "i", scope: !4680, file: !2, line: 314, type: !289)
!4687 = !DILocalVariable(name: "vidx", scope: !4688, file: !2, line: 316, type: !289)
!4688 = distinct !DILexicalBlock(scope: !4689, file: !2, line: 315, column: 31)
!4689 = distinct !DILexicalBlock(scope: !4690, file: !2, line: 315, column: 3)
!4690 = distinct !DILexicalBlock(scope: !4680, file: !2, line: 315, column: 3)
!4691 = !DILocalVariable(name: "var", scope: !4688, file: !2, line: 317, type: !653)
!4692 = !DILocation(line: 0, scope: !4680)
!4693 = !DILocation(line: 312, column: 23, scope: !4680)
!4694 = !DILocation(line: 0, scope: !920, inlinedAt: !4695)
!4695 = distinct !DILocation(line: 313, column: 18, scope: !4680)
!4696 = !DILocation(line: 244, column: 27, scope: !920, inlinedAt: !4695)
!4697 = !DILocation(line: 244, column: 23, scope: !920, inlinedAt: !4695)
!4698 = !DILocation(line: 0, scope: !936, inlinedAt: !4699)
!4699 = distinct !DILocation(line: 244, column: 10, scope: !920, inlinedAt: !4695)
!4700 = !DILocation(line: 230, column: 3, scope: !936, inlinedAt: !4699)
!4701 = !DILocation(line: 230, column: 17, scope: !936, inlinedAt: !4699)
!4702 = !DILocation(line: 230, column: 14, scope: !936, inlinedAt: !4699)
!4703 = !DILocation(line: 0, scope: !949, inlinedAt: !4704)
!4704 = distinct !DILocation(line: 231, column: 19, scope: !942, inlinedAt: !4699)
!4705 = !DILocation(line: 220, column: 15, scope: !949, inlinedAt: !4704)
!4706 = !DILocation(line: 220, column: 19, scope: !949, inlinedAt: !4704)
!4707 = !DILocation(line: 220, column: 31, scope: !949, inlinedAt: !4704)
!4708 = !DILocation(line: 220, column: 39, scope: !949, inlinedAt: !4704)
!4709 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !4704)
!4710 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !4704)
!4711 = !DILocation(line: 0, scope: !942, inlinedAt: !4699)
!4712 = !DILocation(line: 232, column: 16, scope: !973, inlinedAt: !4699)
!4713 = !DILocation(line: 232, column: 21, scope: !973, inlinedAt: !4699)
!4714 = !DILocation(line: 232, column: 9, scope: !942, inlinedAt: !4699)
!4715 = !DILocation(line: 233, column: 21, scope: !973, inlinedAt: !4699)
!4716 = !DILocation(line: 233, column: 26, scope: !973, inlinedAt: !4699)
!4717 = !DILocation(line: 315, column: 17, scope: !4689)
!4718 = !DILocation(line: 315, column: 3, scope: !4690)
!4719 = !DILocation(line: 316, column: 27, scope: !4688)
!4720 = !DILocation(line: 316, column: 16, scope: !4688)
!4721 = !DILocation(line: 0, scope: !4688)
!4722 = !DILocation(line: 0, scope: !949, inlinedAt: !4723)
!4723 = distinct !DILocation(line: 317, column: 20, scope: !4688)
!4724 = !DILocation(line: 220, column: 15, scope: !949, inlinedAt: !4723)
!4725 = !DILocation(line: 220, column: 19, scope: !949, inlinedAt: !4723)
!4726 = !DILocation(line: 220, column: 31, scope: !949, inlinedAt: !4723)
!4727 = !DILocation(line: 220, column: 39, scope: !949, inlinedAt: !4723)
!4728 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !4723)
!4729 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !4723)
!4730 = !DILocation(line: 318, column: 28, scope: !4688)
!4731 = !DILocation(line: 318, column: 13, scope: !4688)
!4732 = !DILocation(line: 318, column: 18, scope: !4688)
!4733 = !DILocation(line: 319, column: 53, scope: !4688)
!4734 = !DILocalVariable(name: "ls", arg: 1, scope: !4735, file: !2, line: 175, type: !757)
!4735 = distinct !DISubprogram(name: "registerlocalvar", scope: !2, file: !2, line: 175, type: !4736, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !4738)
!4736 = !DISubroutineType(types: !4737)
!4737 = !{!289, !757, !868, !344}
!4738 = !{!4734, !4739, !4740, !4741, !4742}
!4739 = !DILocalVariable(name: "fs", arg: 2, scope: !4735, file: !2, line: 175, type: !868)
!4740 = !DILocalVariable(name: "varname", arg: 3, scope: !4735, file: !2, line: 175, type: !344)
!4741 = !DILocalVariable(name: "f", scope: !4735, file: !2, line: 176, type: !651)
!4742 = !DILocalVariable(name: "oldsize", scope: !4735, file: !2, line: 177, type: !289)
!4743 = !DILocation(line: 0, scope: !4735, inlinedAt: !4744)
!4744 = distinct !DILocation(line: 319, column: 20, scope: !4688)
!4745 = !DILocation(line: 176, column: 18, scope: !4735, inlinedAt: !4744)
!4746 = !DILocation(line: 177, column: 20, scope: !4735, inlinedAt: !4744)
!4747 = !{!1034, !932, i64 36}
!4748 = !DILocation(line: 178, column: 3, scope: !4735, inlinedAt: !4744)
!4749 = !DILocation(line: 180, column: 18, scope: !4735, inlinedAt: !4744)
!4750 = !DILocation(line: 180, column: 3, scope: !4735, inlinedAt: !4744)
!4751 = !DILocation(line: 181, column: 23, scope: !4735, inlinedAt: !4744)
!4752 = !DILocation(line: 181, column: 5, scope: !4735, inlinedAt: !4744)
!4753 = !DILocation(line: 181, column: 35, scope: !4735, inlinedAt: !4744)
!4754 = !{!2863, !929, i64 0}
!4755 = distinct !{!4755, !1246}
!4756 = distinct !{!4756, !4750, !4757, !1249}
!4757 = !DILocation(line: 181, column: 37, scope: !4735, inlinedAt: !4744)
!4758 = !DILocation(line: 182, column: 18, scope: !4735, inlinedAt: !4744)
!4759 = !DILocation(line: 182, column: 3, scope: !4735, inlinedAt: !4744)
!4760 = !DILocation(line: 182, column: 38, scope: !4735, inlinedAt: !4744)
!4761 = !DILocation(line: 183, column: 44, scope: !4735, inlinedAt: !4744)
!4762 = !DILocation(line: 183, column: 30, scope: !4735, inlinedAt: !4744)
!4763 = !DILocation(line: 183, column: 38, scope: !4735, inlinedAt: !4744)
!4764 = !DILocation(line: 184, column: 3, scope: !4735, inlinedAt: !4744)
!4765 = !DILocation(line: 185, column: 24, scope: !4735, inlinedAt: !4744)
!4766 = !DILocation(line: 319, column: 13, scope: !4688)
!4767 = !DILocation(line: 319, column: 18, scope: !4688)
!4768 = !DILocation(line: 315, column: 27, scope: !4689)
!4769 = distinct !{!4769, !4718, !4770, !1249}
!4770 = !DILocation(line: 320, column: 3, scope: !4690)
!4771 = !DILocation(line: 321, column: 1, scope: !4680)
!4772 = !DISubprogram(name: "luaK_codeABx", scope: !182, file: !182, line: 63, type: !4773, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4773 = !DISubroutineType(types: !4774)
!4774 = !{!289, !868, !874, !289, !33}
!4775 = !DISubprogram(name: "luaK_exp2anyregup", scope: !182, file: !182, line: 74, type: !3505, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4776 = !DISubprogram(name: "luaK_self", scope: !182, file: !182, line: 77, type: !4670, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4777 = distinct !DISubprogram(name: "funcargs", scope: !2, file: !2, line: 1025, type: !1566, scopeLine: 1025, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !4778)
!4778 = !{!4779, !4780, !4781, !4782, !4783, !4784, !4785}
!4779 = !DILocalVariable(name: "ls", arg: 1, scope: !4777, file: !2, line: 1025, type: !757)
!4780 = !DILocalVariable(name: "f", arg: 2, scope: !4777, file: !2, line: 1025, type: !1568)
!4781 = !DILocalVariable(name: "fs", scope: !4777, file: !2, line: 1026, type: !868)
!4782 = !DILocalVariable(name: "args", scope: !4777, file: !2, line: 1027, type: !1456)
!4783 = !DILocalVariable(name: "base", scope: !4777, file: !2, line: 1028, type: !289)
!4784 = !DILocalVariable(name: "nparams", scope: !4777, file: !2, line: 1028, type: !289)
!4785 = !DILocalVariable(name: "line", scope: !4777, file: !2, line: 1029, type: !289)
!4786 = distinct !DIAssignID()
!4787 = !DILocation(line: 0, scope: !4777)
!4788 = !DILocation(line: 1026, column: 23, scope: !4777)
!4789 = !DILocation(line: 1027, column: 3, scope: !4777)
!4790 = !DILocation(line: 1029, column: 18, scope: !4777)
!4791 = !DILocation(line: 1030, column: 15, scope: !4777)
!4792 = !DILocation(line: 1030, column: 17, scope: !4777)
!4793 = !DILocation(line: 1030, column: 3, scope: !4777)
!4794 = !DILocation(line: 1032, column: 7, scope: !4795)
!4795 = distinct !DILexicalBlock(scope: !4796, file: !2, line: 1031, column: 15)
!4796 = distinct !DILexicalBlock(scope: !4777, file: !2, line: 1030, column: 24)
!4797 = !DILocation(line: 1033, column: 17, scope: !4798)
!4798 = distinct !DILexicalBlock(scope: !4795, file: !2, line: 1033, column: 11)
!4799 = !DILocation(line: 1033, column: 23, scope: !4798)
!4800 = !DILocation(line: 1033, column: 11, scope: !4795)
!4801 = !DILocation(line: 1034, column: 16, scope: !4798)
!4802 = distinct !DIAssignID()
!4803 = !DILocation(line: 1034, column: 9, scope: !4798)
!4804 = !DILocation(line: 0, scope: !2413, inlinedAt: !4805)
!4805 = distinct !DILocation(line: 1036, column: 9, scope: !4806)
!4806 = distinct !DILexicalBlock(scope: !4798, file: !2, line: 1035, column: 12)
!4807 = !DILocation(line: 0, scope: !1565, inlinedAt: !4808)
!4808 = distinct !DILocation(line: 1015, column: 3, scope: !2413, inlinedAt: !4805)
!4809 = !DILocation(line: 1291, column: 3, scope: !1565, inlinedAt: !4808)
!4810 = !DILocation(line: 0, scope: !1676, inlinedAt: !4811)
!4811 = distinct !DILocation(line: 1016, column: 10, scope: !2413, inlinedAt: !4805)
!4812 = !DILocation(line: 96, column: 13, scope: !1682, inlinedAt: !4811)
!4813 = !DILocation(line: 96, column: 19, scope: !1682, inlinedAt: !4811)
!4814 = !DILocation(line: 96, column: 7, scope: !1676, inlinedAt: !4811)
!4815 = !DILocation(line: 97, column: 5, scope: !1686, inlinedAt: !4811)
!4816 = !DILocation(line: 1017, column: 26, scope: !2431, inlinedAt: !4805)
!4817 = !DILocation(line: 1017, column: 5, scope: !2431, inlinedAt: !4805)
!4818 = !DILocation(line: 0, scope: !1565, inlinedAt: !4819)
!4819 = distinct !DILocation(line: 1018, column: 5, scope: !2431, inlinedAt: !4805)
!4820 = !DILocation(line: 1291, column: 3, scope: !1565, inlinedAt: !4819)
!4821 = distinct !{!4821, !4822, !4823, !1249}
!4822 = !DILocation(line: 1016, column: 3, scope: !2413, inlinedAt: !4805)
!4823 = !DILocation(line: 1020, column: 3, scope: !2413, inlinedAt: !4805)
!4824 = !DILocation(line: 1037, column: 13, scope: !4825)
!4825 = distinct !DILexicalBlock(scope: !4806, file: !2, line: 1037, column: 13)
!4826 = !DILocation(line: 1038, column: 11, scope: !4825)
!4827 = !DILocation(line: 1040, column: 7, scope: !4795)
!4828 = !DILocation(line: 1041, column: 7, scope: !4795)
!4829 = !DILocation(line: 1044, column: 7, scope: !4830)
!4830 = distinct !DILexicalBlock(scope: !4796, file: !2, line: 1043, column: 15)
!4831 = !DILocation(line: 1045, column: 7, scope: !4830)
!4832 = !DILocation(line: 1053, column: 7, scope: !4833)
!4833 = distinct !DILexicalBlock(scope: !4796, file: !2, line: 1052, column: 14)
!4834 = !DILocation(line: 1058, column: 7, scope: !4835)
!4835 = distinct !DILexicalBlock(scope: !4777, file: !2, line: 1058, column: 7)
!4836 = !DILocation(line: 1057, column: 13, scope: !4777)
!4837 = !DILocation(line: 1057, column: 15, scope: !4777)
!4838 = !DILocation(line: 1048, column: 31, scope: !4839)
!4839 = distinct !DILexicalBlock(scope: !4796, file: !2, line: 1047, column: 21)
!4840 = !DILocation(line: 1048, column: 39, scope: !4839)
!4841 = !DILocation(line: 0, scope: !2652, inlinedAt: !4842)
!4842 = distinct !DILocation(line: 1048, column: 7, scope: !4839)
!4843 = !DILocation(line: 160, column: 13, scope: !2652, inlinedAt: !4842)
!4844 = !DILocation(line: 160, column: 15, scope: !2652, inlinedAt: !4842)
!4845 = distinct !DIAssignID()
!4846 = !DILocation(line: 160, column: 6, scope: !2652, inlinedAt: !4842)
!4847 = !DILocation(line: 160, column: 8, scope: !2652, inlinedAt: !4842)
!4848 = distinct !DIAssignID()
!4849 = !DILocation(line: 161, column: 8, scope: !2652, inlinedAt: !4842)
!4850 = distinct !DIAssignID()
!4851 = !DILocation(line: 162, column: 6, scope: !2652, inlinedAt: !4842)
!4852 = !DILocation(line: 162, column: 15, scope: !2652, inlinedAt: !4842)
!4853 = distinct !DIAssignID()
!4854 = !DILocation(line: 1049, column: 7, scope: !4839)
!4855 = !DILocation(line: 1061, column: 9, scope: !4856)
!4856 = distinct !DILexicalBlock(scope: !4835, file: !2, line: 1060, column: 8)
!4857 = !DILocation(line: 1061, column: 16, scope: !4858)
!4858 = distinct !DILexicalBlock(scope: !4856, file: !2, line: 1061, column: 9)
!4859 = !DILocation(line: 1062, column: 7, scope: !4858)
!4860 = !DILocation(line: 1063, column: 19, scope: !4856)
!4861 = !DILocation(line: 1063, column: 15, scope: !4856)
!4862 = !DILocation(line: 1065, column: 22, scope: !4777)
!4863 = !DILocation(line: 0, scope: !4835)
!4864 = !DILocation(line: 0, scope: !3743, inlinedAt: !4865)
!4865 = distinct !DILocation(line: 1065, column: 3, scope: !4777)
!4866 = !DILocation(line: 153, column: 13, scope: !3743, inlinedAt: !4865)
!4867 = !DILocation(line: 153, column: 15, scope: !3743, inlinedAt: !4865)
!4868 = !DILocation(line: 153, column: 6, scope: !3743, inlinedAt: !4865)
!4869 = !DILocation(line: 153, column: 8, scope: !3743, inlinedAt: !4865)
!4870 = !DILocation(line: 154, column: 8, scope: !3743, inlinedAt: !4865)
!4871 = !DILocation(line: 155, column: 13, scope: !3743, inlinedAt: !4865)
!4872 = !DILocation(line: 1066, column: 3, scope: !4777)
!4873 = !DILocation(line: 1067, column: 17, scope: !4777)
!4874 = !DILocation(line: 1067, column: 7, scope: !4777)
!4875 = !DILocation(line: 1067, column: 15, scope: !4777)
!4876 = !DILocation(line: 1069, column: 1, scope: !4777)
!4877 = !DISubprogram(name: "luaK_dischargevars", scope: !182, file: !182, line: 72, type: !3505, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4878 = distinct !DISubprogram(name: "singlevar", scope: !2, file: !2, line: 463, type: !1566, scopeLine: 463, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !4879)
!4879 = !{!4880, !4881, !4882, !4883, !4884}
!4880 = !DILocalVariable(name: "ls", arg: 1, scope: !4878, file: !2, line: 463, type: !757)
!4881 = !DILocalVariable(name: "var", arg: 2, scope: !4878, file: !2, line: 463, type: !1568)
!4882 = !DILocalVariable(name: "varname", scope: !4878, file: !2, line: 464, type: !344)
!4883 = !DILocalVariable(name: "fs", scope: !4878, file: !2, line: 465, type: !868)
!4884 = !DILocalVariable(name: "key", scope: !4885, file: !2, line: 468, type: !1456)
!4885 = distinct !DILexicalBlock(scope: !4886, file: !2, line: 467, column: 24)
!4886 = distinct !DILexicalBlock(scope: !4878, file: !2, line: 467, column: 7)
!4887 = distinct !DIAssignID()
!4888 = !DILocation(line: 0, scope: !4885)
!4889 = !DILocation(line: 0, scope: !4878)
!4890 = !DILocation(line: 0, scope: !2037, inlinedAt: !4891)
!4891 = distinct !DILocation(line: 464, column: 22, scope: !4878)
!4892 = !DILocation(line: 0, scope: !1292, inlinedAt: !4893)
!4893 = distinct !DILocation(line: 145, column: 3, scope: !2037, inlinedAt: !4891)
!4894 = !DILocation(line: 108, column: 11, scope: !1291, inlinedAt: !4893)
!4895 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !4893)
!4896 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !4893)
!4897 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !4893)
!4898 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !4893)
!4899 = !DILocation(line: 146, column: 14, scope: !2037, inlinedAt: !4891)
!4900 = !DILocation(line: 146, column: 22, scope: !2037, inlinedAt: !4891)
!4901 = !DILocation(line: 147, column: 3, scope: !2037, inlinedAt: !4891)
!4902 = !DILocation(line: 465, column: 23, scope: !4878)
!4903 = !DILocation(line: 466, column: 3, scope: !4878)
!4904 = !DILocation(line: 467, column: 12, scope: !4886)
!4905 = !DILocation(line: 467, column: 14, scope: !4886)
!4906 = !DILocation(line: 467, column: 7, scope: !4878)
!4907 = !DILocation(line: 468, column: 5, scope: !4885)
!4908 = !DILocation(line: 469, column: 26, scope: !4885)
!4909 = !DILocation(line: 469, column: 5, scope: !4885)
!4910 = !DILocation(line: 471, column: 5, scope: !4885)
!4911 = !DILocation(line: 0, scope: !2652, inlinedAt: !4912)
!4912 = distinct !DILocation(line: 472, column: 5, scope: !4885)
!4913 = !DILocation(line: 160, column: 13, scope: !2652, inlinedAt: !4912)
!4914 = !DILocation(line: 160, column: 15, scope: !2652, inlinedAt: !4912)
!4915 = distinct !DIAssignID()
!4916 = !DILocation(line: 160, column: 6, scope: !2652, inlinedAt: !4912)
!4917 = !DILocation(line: 160, column: 8, scope: !2652, inlinedAt: !4912)
!4918 = distinct !DIAssignID()
!4919 = !DILocation(line: 161, column: 8, scope: !2652, inlinedAt: !4912)
!4920 = distinct !DIAssignID()
!4921 = !DILocation(line: 162, column: 6, scope: !2652, inlinedAt: !4912)
!4922 = !DILocation(line: 162, column: 15, scope: !2652, inlinedAt: !4912)
!4923 = distinct !DIAssignID()
!4924 = !DILocation(line: 473, column: 5, scope: !4885)
!4925 = !DILocation(line: 474, column: 3, scope: !4886)
!4926 = !DILocation(line: 474, column: 3, scope: !4885)
!4927 = !DILocation(line: 475, column: 1, scope: !4878)
!4928 = distinct !DISubprogram(name: "singlevaraux", scope: !2, file: !2, line: 435, type: !4929, scopeLine: 435, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !4931)
!4929 = !DISubroutineType(types: !4930)
!4930 = !{null, !868, !344, !1568, !289}
!4931 = !{!4932, !4933, !4934, !4935, !4936, !4939}
!4932 = !DILocalVariable(name: "fs", arg: 1, scope: !4928, file: !2, line: 435, type: !868)
!4933 = !DILocalVariable(name: "n", arg: 2, scope: !4928, file: !2, line: 435, type: !344)
!4934 = !DILocalVariable(name: "var", arg: 3, scope: !4928, file: !2, line: 435, type: !1568)
!4935 = !DILocalVariable(name: "base", arg: 4, scope: !4928, file: !2, line: 435, type: !289)
!4936 = !DILocalVariable(name: "v", scope: !4937, file: !2, line: 439, type: !289)
!4937 = distinct !DILexicalBlock(scope: !4938, file: !2, line: 438, column: 8)
!4938 = distinct !DILexicalBlock(scope: !4928, file: !2, line: 436, column: 7)
!4939 = !DILocalVariable(name: "idx", scope: !4940, file: !2, line: 445, type: !289)
!4940 = distinct !DILexicalBlock(scope: !4941, file: !2, line: 444, column: 10)
!4941 = distinct !DILexicalBlock(scope: !4937, file: !2, line: 440, column: 9)
!4942 = !DILocation(line: 0, scope: !4928)
!4943 = !DILocation(line: 436, column: 10, scope: !4938)
!4944 = !DILocation(line: 436, column: 7, scope: !4928)
!4945 = !DILocation(line: 0, scope: !3743, inlinedAt: !4946)
!4946 = distinct !DILocation(line: 437, column: 5, scope: !4938)
!4947 = !DILocation(line: 153, column: 13, scope: !3743, inlinedAt: !4946)
!4948 = !DILocation(line: 153, column: 15, scope: !3743, inlinedAt: !4946)
!4949 = !DILocation(line: 153, column: 6, scope: !3743, inlinedAt: !4946)
!4950 = !DILocation(line: 153, column: 8, scope: !3743, inlinedAt: !4946)
!4951 = !DILocation(line: 154, column: 8, scope: !3743, inlinedAt: !4946)
!4952 = !DILocation(line: 155, column: 6, scope: !3743, inlinedAt: !4946)
!4953 = !DILocation(line: 155, column: 13, scope: !3743, inlinedAt: !4946)
!4954 = !DILocation(line: 437, column: 5, scope: !4938)
!4955 = !DILocalVariable(name: "fs", arg: 1, scope: !4956, file: !2, line: 390, type: !868)
!4956 = distinct !DISubprogram(name: "searchvar", scope: !2, file: !2, line: 390, type: !4957, scopeLine: 390, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !4959)
!4957 = !DISubroutineType(types: !4958)
!4958 = !{!289, !868, !344, !1568}
!4959 = !{!4955, !4960, !4961, !4962, !4963}
!4960 = !DILocalVariable(name: "n", arg: 2, scope: !4956, file: !2, line: 390, type: !344)
!4961 = !DILocalVariable(name: "var", arg: 3, scope: !4956, file: !2, line: 390, type: !1568)
!4962 = !DILocalVariable(name: "i", scope: !4956, file: !2, line: 391, type: !289)
!4963 = !DILocalVariable(name: "vd", scope: !4964, file: !2, line: 393, type: !653)
!4964 = distinct !DILexicalBlock(scope: !4965, file: !2, line: 392, column: 52)
!4965 = distinct !DILexicalBlock(scope: !4966, file: !2, line: 392, column: 3)
!4966 = distinct !DILexicalBlock(scope: !4956, file: !2, line: 392, column: 3)
!4967 = !DILocation(line: 0, scope: !4956, inlinedAt: !4968)
!4968 = distinct !DILocation(line: 439, column: 13, scope: !4937)
!4969 = !DILocation(line: 392, column: 12, scope: !4966, inlinedAt: !4968)
!4970 = !DILocation(line: 392, column: 8, scope: !4966, inlinedAt: !4968)
!4971 = !DILocation(line: 392, column: 41, scope: !4965, inlinedAt: !4968)
!4972 = !DILocation(line: 392, column: 3, scope: !4966, inlinedAt: !4968)
!4973 = !DILocation(line: 392, scope: !4966, inlinedAt: !4968)
!4974 = !DILocation(line: 0, scope: !949, inlinedAt: !4975)
!4975 = distinct !DILocation(line: 393, column: 19, scope: !4964, inlinedAt: !4968)
!4976 = !DILocation(line: 220, column: 15, scope: !949, inlinedAt: !4975)
!4977 = !DILocation(line: 220, column: 19, scope: !949, inlinedAt: !4975)
!4978 = !DILocation(line: 220, column: 31, scope: !949, inlinedAt: !4975)
!4979 = !DILocation(line: 220, column: 39, scope: !949, inlinedAt: !4975)
!4980 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !4975)
!4981 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !4975)
!4982 = !DILocation(line: 0, scope: !4964, inlinedAt: !4968)
!4983 = !DILocation(line: 394, column: 9, scope: !4984, inlinedAt: !4968)
!4984 = distinct !DILexicalBlock(scope: !4964, file: !2, line: 394, column: 9)
!4985 = !DILocation(line: 394, column: 9, scope: !4964, inlinedAt: !4968)
!4986 = !DILocation(line: 395, column: 18, scope: !4987, inlinedAt: !4968)
!4987 = distinct !DILexicalBlock(scope: !4988, file: !2, line: 395, column: 11)
!4988 = distinct !DILexicalBlock(scope: !4984, file: !2, line: 394, column: 32)
!4989 = !DILocation(line: 395, column: 23, scope: !4987, inlinedAt: !4968)
!4990 = !DILocation(line: 0, scope: !4987, inlinedAt: !4968)
!4991 = !DILocation(line: 395, column: 11, scope: !4988, inlinedAt: !4968)
!4992 = !DILocation(line: 0, scope: !3743, inlinedAt: !4993)
!4993 = distinct !DILocation(line: 396, column: 9, scope: !4987, inlinedAt: !4968)
!4994 = !DILocation(line: 154, column: 8, scope: !3743, inlinedAt: !4993)
!4995 = !DILocation(line: 155, column: 6, scope: !3743, inlinedAt: !4993)
!4996 = !DILocation(line: 155, column: 13, scope: !3743, inlinedAt: !4993)
!4997 = !DILocation(line: 0, scope: !4937)
!4998 = !DILocation(line: 441, column: 23, scope: !4999)
!4999 = distinct !DILexicalBlock(scope: !5000, file: !2, line: 441, column: 11)
!5000 = distinct !DILexicalBlock(scope: !4941, file: !2, line: 440, column: 17)
!5001 = !DILocalVariable(name: "fs", arg: 1, scope: !5002, file: !2, line: 266, type: !868)
!5002 = distinct !DISubprogram(name: "init_var", scope: !2, file: !2, line: 266, type: !4675, scopeLine: 266, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !5003)
!5003 = !{!5001, !5004, !5005}
!5004 = !DILocalVariable(name: "e", arg: 2, scope: !5002, file: !2, line: 266, type: !1568)
!5005 = !DILocalVariable(name: "vidx", arg: 3, scope: !5002, file: !2, line: 266, type: !289)
!5006 = !DILocation(line: 0, scope: !5002, inlinedAt: !5007)
!5007 = distinct !DILocation(line: 398, column: 9, scope: !4987, inlinedAt: !4968)
!5008 = !DILocation(line: 268, column: 8, scope: !5002, inlinedAt: !5007)
!5009 = !DILocation(line: 269, column: 19, scope: !5002, inlinedAt: !5007)
!5010 = !DILocation(line: 269, column: 6, scope: !5002, inlinedAt: !5007)
!5011 = !DILocation(line: 269, column: 12, scope: !5002, inlinedAt: !5007)
!5012 = !DILocation(line: 269, column: 17, scope: !5002, inlinedAt: !5007)
!5013 = !DILocation(line: 0, scope: !949, inlinedAt: !5014)
!5014 = distinct !DILocation(line: 270, column: 19, scope: !5002, inlinedAt: !5007)
!5015 = !DILocation(line: 220, column: 15, scope: !949, inlinedAt: !5014)
!5016 = !DILocation(line: 220, column: 19, scope: !949, inlinedAt: !5014)
!5017 = !DILocation(line: 220, column: 31, scope: !949, inlinedAt: !5014)
!5018 = !DILocation(line: 220, column: 39, scope: !949, inlinedAt: !5014)
!5019 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !5014)
!5020 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !5014)
!5021 = !DILocation(line: 270, column: 49, scope: !5002, inlinedAt: !5007)
!5022 = !DILocation(line: 270, column: 17, scope: !5002, inlinedAt: !5007)
!5023 = !DILocalVariable(name: "fs", arg: 1, scope: !5024, file: !2, line: 410, type: !868)
!5024 = distinct !DISubprogram(name: "markupval", scope: !2, file: !2, line: 410, type: !1196, scopeLine: 410, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !5025)
!5025 = !{!5023, !5026, !5027}
!5026 = !DILocalVariable(name: "level", arg: 2, scope: !5024, file: !2, line: 410, type: !289)
!5027 = !DILocalVariable(name: "bl", scope: !5024, file: !2, line: 411, type: !1075)
!5028 = !DILocation(line: 0, scope: !5024, inlinedAt: !5029)
!5029 = distinct !DILocation(line: 442, column: 9, scope: !4999)
!5030 = !DILocation(line: 411, column: 22, scope: !5024, inlinedAt: !5029)
!5031 = !DILocation(line: 412, column: 3, scope: !5024, inlinedAt: !5029)
!5032 = !DILocation(line: 412, column: 14, scope: !5024, inlinedAt: !5029)
!5033 = !DILocation(line: 412, column: 22, scope: !5024, inlinedAt: !5029)
!5034 = distinct !{!5034, !5031, !5035, !1249}
!5035 = !DILocation(line: 413, column: 14, scope: !5024, inlinedAt: !5029)
!5036 = !DILocation(line: 414, column: 7, scope: !5024, inlinedAt: !5029)
!5037 = !DILocation(line: 414, column: 13, scope: !5024, inlinedAt: !5029)
!5038 = !DILocation(line: 415, column: 7, scope: !5024, inlinedAt: !5029)
!5039 = !DILocation(line: 415, column: 17, scope: !5024, inlinedAt: !5029)
!5040 = !DILocation(line: 442, column: 9, scope: !4999)
!5041 = !DILocalVariable(name: "fs", arg: 1, scope: !5042, file: !2, line: 342, type: !868)
!5042 = distinct !DISubprogram(name: "searchupvalue", scope: !2, file: !2, line: 342, type: !5043, scopeLine: 342, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !5045)
!5043 = !DISubroutineType(types: !5044)
!5044 = !{!289, !868, !344}
!5045 = !{!5041, !5046, !5047, !5048}
!5046 = !DILocalVariable(name: "name", arg: 2, scope: !5042, file: !2, line: 342, type: !344)
!5047 = !DILocalVariable(name: "i", scope: !5042, file: !2, line: 343, type: !289)
!5048 = !DILocalVariable(name: "up", scope: !5042, file: !2, line: 344, type: !615)
!5049 = !DILocation(line: 0, scope: !5042, inlinedAt: !5050)
!5050 = distinct !DILocation(line: 445, column: 17, scope: !4940)
!5051 = !DILocation(line: 344, column: 23, scope: !5042, inlinedAt: !5050)
!5052 = !DILocation(line: 344, column: 26, scope: !5042, inlinedAt: !5050)
!5053 = !DILocation(line: 345, column: 17, scope: !5054, inlinedAt: !5050)
!5054 = distinct !DILexicalBlock(scope: !5055, file: !2, line: 345, column: 3)
!5055 = distinct !DILexicalBlock(scope: !5042, file: !2, line: 345, column: 3)
!5056 = !DILocation(line: 345, column: 3, scope: !5055, inlinedAt: !5050)
!5057 = !DILocation(line: 346, column: 9, scope: !5058, inlinedAt: !5050)
!5058 = distinct !DILexicalBlock(scope: !5059, file: !2, line: 346, column: 9)
!5059 = distinct !DILexicalBlock(scope: !5054, file: !2, line: 345, column: 34)
!5060 = !DILocation(line: 346, column: 9, scope: !5059, inlinedAt: !5050)
!5061 = !DILocation(line: 345, column: 30, scope: !5054, inlinedAt: !5050)
!5062 = distinct !{!5062, !5056, !5063, !1249}
!5063 = !DILocation(line: 347, column: 3, scope: !5055, inlinedAt: !5050)
!5064 = !DILocation(line: 0, scope: !4940)
!5065 = !DILocation(line: 446, column: 11, scope: !4940)
!5066 = !DILocation(line: 447, column: 26, scope: !5067)
!5067 = distinct !DILexicalBlock(scope: !5068, file: !2, line: 446, column: 20)
!5068 = distinct !DILexicalBlock(scope: !4940, file: !2, line: 446, column: 11)
!5069 = !DILocation(line: 447, column: 9, scope: !5067)
!5070 = !DILocation(line: 448, column: 18, scope: !5071)
!5071 = distinct !DILexicalBlock(scope: !5067, file: !2, line: 448, column: 13)
!5072 = !DILocation(line: 448, column: 30, scope: !5071)
!5073 = !DILocalVariable(name: "fs", arg: 1, scope: !5074, file: !2, line: 364, type: !868)
!5074 = distinct !DISubprogram(name: "newupvalue", scope: !2, file: !2, line: 364, type: !4957, scopeLine: 364, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !5075)
!5075 = !{!5073, !5076, !5077, !5078, !5079}
!5076 = !DILocalVariable(name: "name", arg: 2, scope: !5074, file: !2, line: 364, type: !344)
!5077 = !DILocalVariable(name: "v", arg: 3, scope: !5074, file: !2, line: 364, type: !1568)
!5078 = !DILocalVariable(name: "up", scope: !5074, file: !2, line: 365, type: !615)
!5079 = !DILocalVariable(name: "prev", scope: !5074, file: !2, line: 366, type: !868)
!5080 = !DILocation(line: 0, scope: !5074, inlinedAt: !5081)
!5081 = distinct !DILocation(line: 449, column: 18, scope: !5071)
!5082 = !DILocation(line: 0, scope: !1208, inlinedAt: !5083)
!5083 = distinct !DILocation(line: 365, column: 19, scope: !5074, inlinedAt: !5081)
!5084 = !DILocation(line: 355, column: 22, scope: !1208, inlinedAt: !5083)
!5085 = !DILocation(line: 0, scope: !1219, inlinedAt: !5086)
!5086 = distinct !DILocation(line: 355, column: 3, scope: !1208, inlinedAt: !5083)
!5087 = !DILocation(line: 88, column: 9, scope: !1229, inlinedAt: !5086)
!5088 = !DILocation(line: 88, column: 7, scope: !1219, inlinedAt: !5086)
!5089 = !DILocation(line: 88, column: 14, scope: !1229, inlinedAt: !5086)
!5090 = !DILocation(line: 353, column: 18, scope: !1208, inlinedAt: !5083)
!5091 = !DILocation(line: 354, column: 20, scope: !1208, inlinedAt: !5083)
!5092 = !DILocation(line: 355, column: 18, scope: !1208, inlinedAt: !5083)
!5093 = !DILocation(line: 356, column: 3, scope: !1208, inlinedAt: !5083)
!5094 = !DILocation(line: 358, column: 18, scope: !1208, inlinedAt: !5083)
!5095 = !DILocation(line: 358, column: 3, scope: !1208, inlinedAt: !5083)
!5096 = !DILocation(line: 359, column: 24, scope: !1208, inlinedAt: !5083)
!5097 = !DILocation(line: 359, column: 5, scope: !1208, inlinedAt: !5083)
!5098 = !DILocation(line: 359, column: 33, scope: !1208, inlinedAt: !5083)
!5099 = distinct !{!5099, !1246}
!5100 = distinct !{!5100, !5095, !5101, !1249}
!5101 = !DILocation(line: 359, column: 35, scope: !1208, inlinedAt: !5083)
!5102 = !DILocation(line: 360, column: 31, scope: !1208, inlinedAt: !5083)
!5103 = !DILocation(line: 360, column: 11, scope: !1208, inlinedAt: !5083)
!5104 = !DILocation(line: 366, column: 25, scope: !5074, inlinedAt: !5081)
!5105 = !DILocation(line: 367, column: 10, scope: !5106, inlinedAt: !5081)
!5106 = distinct !DILexicalBlock(scope: !5074, file: !2, line: 367, column: 7)
!5107 = !DILocation(line: 367, column: 12, scope: !5106, inlinedAt: !5081)
!5108 = !DILocation(line: 0, scope: !5106, inlinedAt: !5081)
!5109 = !DILocation(line: 367, column: 7, scope: !5074, inlinedAt: !5081)
!5110 = !DILocation(line: 368, column: 17, scope: !5111, inlinedAt: !5081)
!5111 = distinct !DILexicalBlock(scope: !5106, file: !2, line: 367, column: 23)
!5112 = !DILocation(line: 369, column: 24, scope: !5111, inlinedAt: !5081)
!5113 = !DILocation(line: 369, column: 9, scope: !5111, inlinedAt: !5081)
!5114 = !DILocation(line: 369, column: 13, scope: !5111, inlinedAt: !5081)
!5115 = !DILocation(line: 370, column: 47, scope: !5111, inlinedAt: !5081)
!5116 = !DILocation(line: 370, column: 38, scope: !5111, inlinedAt: !5081)
!5117 = !DILocation(line: 0, scope: !949, inlinedAt: !5118)
!5118 = distinct !DILocation(line: 370, column: 16, scope: !5111, inlinedAt: !5081)
!5119 = !DILocation(line: 220, column: 15, scope: !949, inlinedAt: !5118)
!5120 = !DILocation(line: 220, column: 19, scope: !949, inlinedAt: !5118)
!5121 = !DILocation(line: 220, column: 31, scope: !949, inlinedAt: !5118)
!5122 = !DILocation(line: 220, column: 39, scope: !949, inlinedAt: !5118)
!5123 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !5118)
!5124 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !5118)
!5125 = !DILocation(line: 370, column: 57, scope: !5111, inlinedAt: !5081)
!5126 = !DILocation(line: 372, column: 3, scope: !5111, inlinedAt: !5081)
!5127 = !DILocation(line: 374, column: 17, scope: !5128, inlinedAt: !5081)
!5128 = distinct !DILexicalBlock(scope: !5106, file: !2, line: 373, column: 8)
!5129 = !DILocation(line: 375, column: 15, scope: !5128, inlinedAt: !5081)
!5130 = !DILocation(line: 375, column: 9, scope: !5128, inlinedAt: !5081)
!5131 = !DILocation(line: 375, column: 13, scope: !5128, inlinedAt: !5081)
!5132 = !DILocation(line: 376, column: 22, scope: !5128, inlinedAt: !5081)
!5133 = !DILocation(line: 376, column: 25, scope: !5128, inlinedAt: !5081)
!5134 = !DILocation(line: 376, column: 39, scope: !5128, inlinedAt: !5081)
!5135 = !DILocation(line: 376, column: 16, scope: !5128, inlinedAt: !5081)
!5136 = !DILocation(line: 376, column: 45, scope: !5128, inlinedAt: !5081)
!5137 = !DILocation(line: 379, column: 12, scope: !5074, inlinedAt: !5081)
!5138 = !DILocation(line: 380, column: 3, scope: !5074, inlinedAt: !5081)
!5139 = !DILocation(line: 381, column: 14, scope: !5074, inlinedAt: !5081)
!5140 = !DILocation(line: 381, column: 10, scope: !5074, inlinedAt: !5081)
!5141 = !DILocation(line: 381, column: 19, scope: !5074, inlinedAt: !5081)
!5142 = !DILocation(line: 452, column: 7, scope: !5067)
!5143 = !DILocation(line: 0, scope: !3743, inlinedAt: !5144)
!5144 = distinct !DILocation(line: 453, column: 7, scope: !4940)
!5145 = !DILocation(line: 153, column: 13, scope: !3743, inlinedAt: !5144)
!5146 = !DILocation(line: 153, column: 15, scope: !3743, inlinedAt: !5144)
!5147 = !DILocation(line: 153, column: 6, scope: !3743, inlinedAt: !5144)
!5148 = !DILocation(line: 153, column: 8, scope: !3743, inlinedAt: !5144)
!5149 = !DILocation(line: 154, column: 8, scope: !3743, inlinedAt: !5144)
!5150 = !DILocation(line: 155, column: 6, scope: !3743, inlinedAt: !5144)
!5151 = !DILocation(line: 155, column: 13, scope: !3743, inlinedAt: !5144)
!5152 = !DILocation(line: 456, column: 1, scope: !4928)
!5153 = !DILocation(line: 0, scope: !2413)
!5154 = !DILocation(line: 0, scope: !1565, inlinedAt: !5155)
!5155 = distinct !DILocation(line: 1015, column: 3, scope: !2413)
!5156 = !DILocation(line: 1291, column: 3, scope: !1565, inlinedAt: !5155)
!5157 = !DILocation(line: 0, scope: !1676, inlinedAt: !5158)
!5158 = distinct !DILocation(line: 1016, column: 10, scope: !2413)
!5159 = !DILocation(line: 96, column: 13, scope: !1682, inlinedAt: !5158)
!5160 = !DILocation(line: 96, column: 19, scope: !1682, inlinedAt: !5158)
!5161 = !DILocation(line: 96, column: 7, scope: !1676, inlinedAt: !5158)
!5162 = !DILocation(line: 97, column: 5, scope: !1686, inlinedAt: !5158)
!5163 = !DILocation(line: 1017, column: 26, scope: !2431)
!5164 = !DILocation(line: 1017, column: 5, scope: !2431)
!5165 = !DILocation(line: 0, scope: !1565, inlinedAt: !5166)
!5166 = distinct !DILocation(line: 1018, column: 5, scope: !2431)
!5167 = !DILocation(line: 1291, column: 3, scope: !1565, inlinedAt: !5166)
!5168 = !DILocation(line: 1019, column: 6, scope: !2431)
!5169 = distinct !{!5169, !5170, !5171, !1249}
!5170 = !DILocation(line: 1016, column: 3, scope: !2413)
!5171 = !DILocation(line: 1020, column: 3, scope: !2413)
!5172 = !DILocation(line: 1021, column: 3, scope: !2413)
!5173 = !DISubprogram(name: "luaK_fixline", scope: !182, file: !182, line: 67, type: !1196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5174 = distinct !DISubprogram(name: "createlabel", scope: !2, file: !2, line: 608, type: !1628, scopeLine: 609, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !5175)
!5175 = !{!5176, !5177, !5178, !5179, !5180, !5181, !5182}
!5176 = !DILocalVariable(name: "ls", arg: 1, scope: !5174, file: !2, line: 608, type: !757)
!5177 = !DILocalVariable(name: "name", arg: 2, scope: !5174, file: !2, line: 608, type: !344)
!5178 = !DILocalVariable(name: "line", arg: 3, scope: !5174, file: !2, line: 608, type: !289)
!5179 = !DILocalVariable(name: "last", arg: 4, scope: !5174, file: !2, line: 609, type: !289)
!5180 = !DILocalVariable(name: "fs", scope: !5174, file: !2, line: 610, type: !868)
!5181 = !DILocalVariable(name: "ll", scope: !5174, file: !2, line: 611, type: !1642)
!5182 = !DILocalVariable(name: "l", scope: !5174, file: !2, line: 612, type: !289)
!5183 = !DILocation(line: 0, scope: !5174)
!5184 = !DILocation(line: 610, column: 23, scope: !5174)
!5185 = !DILocation(line: 611, column: 24, scope: !5174)
!5186 = !DILocation(line: 611, column: 29, scope: !5174)
!5187 = !DILocation(line: 612, column: 45, scope: !5174)
!5188 = !DILocation(line: 0, scope: !1639, inlinedAt: !5189)
!5189 = distinct !DILocation(line: 612, column: 11, scope: !5174)
!5190 = !DILocation(line: 562, column: 14, scope: !1639, inlinedAt: !5189)
!5191 = !DILocation(line: 563, column: 3, scope: !1639, inlinedAt: !5189)
!5192 = !DILocation(line: 565, column: 3, scope: !1639, inlinedAt: !5189)
!5193 = !DILocation(line: 565, column: 18, scope: !1639, inlinedAt: !5189)
!5194 = !DILocation(line: 566, column: 13, scope: !1639, inlinedAt: !5189)
!5195 = !DILocation(line: 566, column: 18, scope: !1639, inlinedAt: !5189)
!5196 = !DILocation(line: 567, column: 27, scope: !1639, inlinedAt: !5189)
!5197 = !DILocation(line: 567, column: 31, scope: !1639, inlinedAt: !5189)
!5198 = !DILocation(line: 567, column: 13, scope: !1639, inlinedAt: !5189)
!5199 = !DILocation(line: 567, column: 21, scope: !1639, inlinedAt: !5189)
!5200 = !DILocation(line: 568, column: 13, scope: !1639, inlinedAt: !5189)
!5201 = !DILocation(line: 568, column: 19, scope: !1639, inlinedAt: !5189)
!5202 = !DILocation(line: 569, column: 13, scope: !1639, inlinedAt: !5189)
!5203 = !DILocation(line: 569, column: 16, scope: !1639, inlinedAt: !5189)
!5204 = !DILocation(line: 570, column: 12, scope: !1639, inlinedAt: !5189)
!5205 = !DILocation(line: 570, column: 8, scope: !1639, inlinedAt: !5189)
!5206 = !DILocation(line: 613, column: 7, scope: !5207)
!5207 = distinct !DILexicalBlock(scope: !5174, file: !2, line: 613, column: 7)
!5208 = !DILocation(line: 613, column: 7, scope: !5174)
!5209 = !DILocation(line: 615, column: 30, scope: !5210)
!5210 = distinct !DILexicalBlock(scope: !5207, file: !2, line: 613, column: 13)
!5211 = !DILocation(line: 615, column: 34, scope: !5210)
!5212 = !DILocation(line: 615, column: 24, scope: !5210)
!5213 = !DILocation(line: 616, column: 3, scope: !5210)
!5214 = !DILocalVariable(name: "ls", arg: 1, scope: !5215, file: !2, line: 585, type: !757)
!5215 = distinct !DISubprogram(name: "solvegotos", scope: !2, file: !2, line: 585, type: !5216, scopeLine: 585, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !5218)
!5216 = !DISubroutineType(types: !5217)
!5217 = !{!289, !757, !667}
!5218 = !{!5214, !5219, !5220, !5221, !5222}
!5219 = !DILocalVariable(name: "lb", arg: 2, scope: !5215, file: !2, line: 585, type: !667)
!5220 = !DILocalVariable(name: "gl", scope: !5215, file: !2, line: 586, type: !1642)
!5221 = !DILocalVariable(name: "i", scope: !5215, file: !2, line: 587, type: !289)
!5222 = !DILocalVariable(name: "needsclose", scope: !5215, file: !2, line: 588, type: !289)
!5223 = !DILocation(line: 0, scope: !5215, inlinedAt: !5224)
!5224 = distinct !DILocation(line: 617, column: 7, scope: !5225)
!5225 = distinct !DILexicalBlock(scope: !5174, file: !2, line: 617, column: 7)
!5226 = !DILocation(line: 586, column: 24, scope: !5215, inlinedAt: !5224)
!5227 = !DILocation(line: 586, column: 29, scope: !5215, inlinedAt: !5224)
!5228 = !DILocation(line: 587, column: 19, scope: !5215, inlinedAt: !5224)
!5229 = !DILocation(line: 587, column: 23, scope: !5215, inlinedAt: !5224)
!5230 = !DILocation(line: 589, column: 18, scope: !5215, inlinedAt: !5224)
!5231 = !DILocation(line: 589, column: 12, scope: !5215, inlinedAt: !5224)
!5232 = !DILocation(line: 589, column: 3, scope: !5215, inlinedAt: !5224)
!5233 = !DILocation(line: 590, column: 9, scope: !5234, inlinedAt: !5224)
!5234 = distinct !DILexicalBlock(scope: !5235, file: !2, line: 590, column: 9)
!5235 = distinct !DILexicalBlock(scope: !5215, file: !2, line: 589, column: 21)
!5236 = !DILocation(line: 590, column: 9, scope: !5235, inlinedAt: !5224)
!5237 = !DILocation(line: 591, column: 32, scope: !5238, inlinedAt: !5224)
!5238 = distinct !DILexicalBlock(scope: !5234, file: !2, line: 590, column: 43)
!5239 = !DILocation(line: 591, column: 21, scope: !5238, inlinedAt: !5224)
!5240 = !DILocation(line: 591, column: 18, scope: !5238, inlinedAt: !5224)
!5241 = !DILocalVariable(name: "ls", arg: 1, scope: !5242, file: !2, line: 527, type: !757)
!5242 = distinct !DISubprogram(name: "solvegoto", scope: !2, file: !2, line: 527, type: !5243, scopeLine: 527, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !5245)
!5243 = !DISubroutineType(types: !5244)
!5244 = !{null, !757, !289, !667}
!5245 = !{!5241, !5246, !5247, !5248, !5249, !5250}
!5246 = !DILocalVariable(name: "g", arg: 2, scope: !5242, file: !2, line: 527, type: !289)
!5247 = !DILocalVariable(name: "label", arg: 3, scope: !5242, file: !2, line: 527, type: !667)
!5248 = !DILocalVariable(name: "i", scope: !5242, file: !2, line: 528, type: !289)
!5249 = !DILocalVariable(name: "gl", scope: !5242, file: !2, line: 529, type: !1642)
!5250 = !DILocalVariable(name: "gt", scope: !5242, file: !2, line: 530, type: !667)
!5251 = !DILocation(line: 0, scope: !5242, inlinedAt: !5252)
!5252 = distinct !DILocation(line: 592, column: 7, scope: !5238, inlinedAt: !5224)
!5253 = !DILocation(line: 529, column: 24, scope: !5242, inlinedAt: !5252)
!5254 = !DILocation(line: 529, column: 29, scope: !5242, inlinedAt: !5252)
!5255 = !DILocation(line: 530, column: 24, scope: !5242, inlinedAt: !5252)
!5256 = !DILocation(line: 530, column: 20, scope: !5242, inlinedAt: !5252)
!5257 = !DILocation(line: 532, column: 7, scope: !5258, inlinedAt: !5252)
!5258 = distinct !DILexicalBlock(scope: !5242, file: !2, line: 532, column: 7)
!5259 = !DILocation(line: 532, column: 7, scope: !5242, inlinedAt: !5252)
!5260 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!5261 = !DILocation(line: 533, column: 5, scope: !5258, inlinedAt: !5252)
!5262 = !DILocation(line: 534, column: 22, scope: !5242, inlinedAt: !5252)
!5263 = !DILocation(line: 534, column: 30, scope: !5242, inlinedAt: !5252)
!5264 = !DILocation(line: 534, column: 41, scope: !5242, inlinedAt: !5252)
!5265 = !DILocation(line: 534, column: 3, scope: !5242, inlinedAt: !5252)
!5266 = !DILocation(line: 535, column: 23, scope: !5267, inlinedAt: !5252)
!5267 = distinct !DILexicalBlock(scope: !5268, file: !2, line: 535, column: 3)
!5268 = distinct !DILexicalBlock(scope: !5242, file: !2, line: 535, column: 3)
!5269 = !DILocation(line: 535, column: 25, scope: !5267, inlinedAt: !5252)
!5270 = !DILocation(line: 535, column: 17, scope: !5267, inlinedAt: !5252)
!5271 = !DILocation(line: 535, column: 3, scope: !5268, inlinedAt: !5252)
!5272 = !DILocation(line: 536, column: 9, scope: !5267, inlinedAt: !5252)
!5273 = !DILocation(line: 536, column: 5, scope: !5267, inlinedAt: !5252)
!5274 = !DILocation(line: 536, column: 28, scope: !5267, inlinedAt: !5252)
!5275 = !DILocation(line: 536, column: 18, scope: !5267, inlinedAt: !5252)
!5276 = !{i64 0, i64 8, !4170, i64 8, i64 4, !1557, i64 12, i64 4, !1557, i64 16, i64 1, !974, i64 17, i64 1, !974}
!5277 = distinct !{!5277, !5271, !5278, !1249}
!5278 = !DILocation(line: 536, column: 31, scope: !5268, inlinedAt: !5252)
!5279 = !DILocation(line: 537, column: 8, scope: !5242, inlinedAt: !5252)
!5280 = !DILocation(line: 593, column: 5, scope: !5238, inlinedAt: !5224)
!5281 = !DILocation(line: 595, column: 8, scope: !5234, inlinedAt: !5224)
!5282 = distinct !{!5282, !5232, !5283, !1249}
!5283 = !DILocation(line: 596, column: 3, scope: !5215, inlinedAt: !5224)
!5284 = !DILocation(line: 617, column: 7, scope: !5225)
!5285 = !DILocation(line: 617, column: 7, scope: !5174)
!5286 = !DILocation(line: 0, scope: !920, inlinedAt: !5287)
!5287 = distinct !DILocation(line: 618, column: 5, scope: !5288)
!5288 = distinct !DILexicalBlock(scope: !5225, file: !2, line: 617, column: 36)
!5289 = !DILocation(line: 244, column: 27, scope: !920, inlinedAt: !5287)
!5290 = !DILocation(line: 244, column: 23, scope: !920, inlinedAt: !5287)
!5291 = !DILocation(line: 0, scope: !936, inlinedAt: !5292)
!5292 = distinct !DILocation(line: 244, column: 10, scope: !920, inlinedAt: !5287)
!5293 = !DILocation(line: 230, column: 3, scope: !936, inlinedAt: !5292)
!5294 = !DILocation(line: 230, column: 17, scope: !936, inlinedAt: !5292)
!5295 = !DILocation(line: 230, column: 14, scope: !936, inlinedAt: !5292)
!5296 = !DILocation(line: 0, scope: !949, inlinedAt: !5297)
!5297 = distinct !DILocation(line: 231, column: 19, scope: !942, inlinedAt: !5292)
!5298 = !DILocation(line: 220, column: 15, scope: !949, inlinedAt: !5297)
!5299 = !DILocation(line: 220, column: 19, scope: !949, inlinedAt: !5297)
!5300 = !DILocation(line: 220, column: 31, scope: !949, inlinedAt: !5297)
!5301 = !DILocation(line: 220, column: 39, scope: !949, inlinedAt: !5297)
!5302 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !5297)
!5303 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !5297)
!5304 = !DILocation(line: 0, scope: !942, inlinedAt: !5292)
!5305 = !DILocation(line: 232, column: 16, scope: !973, inlinedAt: !5292)
!5306 = !DILocation(line: 232, column: 21, scope: !973, inlinedAt: !5292)
!5307 = !DILocation(line: 232, column: 9, scope: !942, inlinedAt: !5292)
!5308 = !DILocation(line: 233, column: 21, scope: !973, inlinedAt: !5292)
!5309 = !DILocation(line: 233, column: 14, scope: !973, inlinedAt: !5292)
!5310 = !DILocation(line: 233, column: 26, scope: !973, inlinedAt: !5292)
!5311 = !DILocation(line: 618, column: 5, scope: !5288)
!5312 = !DILocation(line: 619, column: 5, scope: !5288)
!5313 = !DILocation(line: 622, column: 1, scope: !5174)
!5314 = distinct !DISubprogram(name: "undefgoto", scope: !2, file: !2, line: 658, type: !5315, scopeLine: 658, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !5317)
!5315 = !DISubroutineType(types: !5316)
!5316 = !{null, !757, !667}
!5317 = !{!5318, !5319, !5320}
!5318 = !DILocalVariable(name: "ls", arg: 1, scope: !5314, file: !2, line: 658, type: !757)
!5319 = !DILocalVariable(name: "gt", arg: 2, scope: !5314, file: !2, line: 658, type: !667)
!5320 = !DILocalVariable(name: "msg", scope: !5314, file: !2, line: 659, type: !402)
!5321 = !DILocation(line: 0, scope: !5314)
!5322 = !DILocation(line: 660, column: 7, scope: !5323)
!5323 = distinct !DILexicalBlock(scope: !5314, file: !2, line: 660, column: 7)
!5324 = !DILocation(line: 0, scope: !5323)
!5325 = !DILocation(line: 660, column: 7, scope: !5314)
!5326 = !DILocation(line: 662, column: 44, scope: !5327)
!5327 = distinct !DILexicalBlock(scope: !5323, file: !2, line: 660, column: 57)
!5328 = !DILocation(line: 662, column: 11, scope: !5327)
!5329 = !DILocation(line: 663, column: 3, scope: !5327)
!5330 = !DILocation(line: 666, column: 40, scope: !5331)
!5331 = distinct !DILexicalBlock(scope: !5323, file: !2, line: 664, column: 8)
!5332 = !DILocation(line: 666, column: 62, scope: !5331)
!5333 = !DILocation(line: 666, column: 11, scope: !5331)
!5334 = !DILocation(line: 668, column: 3, scope: !5314)
!5335 = !DISubprogram(name: "luaK_getlabel", scope: !182, file: !182, line: 89, type: !921, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5336 = distinct !DISubprogram(name: "jumpscopeerror", scope: !2, file: !2, line: 514, type: !5315, scopeLine: 514, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !5337)
!5337 = !{!5338, !5339, !5340, !5341}
!5338 = !DILocalVariable(name: "ls", arg: 1, scope: !5336, file: !2, line: 514, type: !757)
!5339 = !DILocalVariable(name: "gt", arg: 2, scope: !5336, file: !2, line: 514, type: !667)
!5340 = !DILocalVariable(name: "varname", scope: !5336, file: !2, line: 515, type: !402)
!5341 = !DILocalVariable(name: "msg", scope: !5336, file: !2, line: 516, type: !402)
!5342 = !DILocation(line: 0, scope: !5336)
!5343 = !DILocation(line: 515, column: 25, scope: !5336)
!5344 = !DILocation(line: 0, scope: !949, inlinedAt: !5345)
!5345 = distinct !DILocation(line: 515, column: 25, scope: !5336)
!5346 = !DILocation(line: 220, column: 15, scope: !949, inlinedAt: !5345)
!5347 = !DILocation(line: 220, column: 19, scope: !949, inlinedAt: !5345)
!5348 = !DILocation(line: 220, column: 31, scope: !949, inlinedAt: !5345)
!5349 = !DILocation(line: 220, column: 39, scope: !949, inlinedAt: !5345)
!5350 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !5345)
!5351 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !5345)
!5352 = !DILocation(line: 517, column: 30, scope: !5336)
!5353 = !DILocation(line: 517, column: 38, scope: !5336)
!5354 = !DILocation(line: 517, column: 60, scope: !5336)
!5355 = !DILocation(line: 517, column: 9, scope: !5336)
!5356 = !DILocation(line: 518, column: 3, scope: !5336)
!5357 = !DISubprogram(name: "luaK_patchlist", scope: !182, file: !182, line: 86, type: !5358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5358 = !DISubroutineType(types: !5359)
!5359 = !{null, !868, !289, !289}
!5360 = !DISubprogram(name: "luaK_semerror", scope: !182, file: !182, line: 98, type: !1440, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!5361 = distinct !DISubprogram(name: "error_expected", scope: !2, file: !2, line: 68, type: !1293, scopeLine: 68, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !5362)
!5362 = !{!5363, !5364}
!5363 = !DILocalVariable(name: "ls", arg: 1, scope: !5361, file: !2, line: 68, type: !757)
!5364 = !DILocalVariable(name: "token", arg: 2, scope: !5361, file: !2, line: 68, type: !289)
!5365 = !DILocation(line: 0, scope: !5361)
!5366 = !DILocation(line: 70, column: 28, scope: !5361)
!5367 = !DILocation(line: 70, column: 46, scope: !5361)
!5368 = !DILocation(line: 70, column: 7, scope: !5361)
!5369 = !DILocation(line: 69, column: 3, scope: !5361)
!5370 = !DISubprogram(name: "luaX_token2str", scope: !32, file: !32, line: 88, type: !5371, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5371 = !DISubroutineType(types: !5372)
!5372 = !{!402, !757, !289}
!5373 = !DISubprogram(name: "luaK_int", scope: !182, file: !182, line: 71, type: !5374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5374 = !DISubroutineType(types: !5375)
!5375 = !{null, !868, !289, !530}
!5376 = distinct !DIAssignID()
!5377 = distinct !DIAssignID()
!5378 = !DILocation(line: 0, scope: !754)
!5379 = !DILocation(line: 1548, column: 3, scope: !754)
!5380 = !DILocation(line: 1549, column: 23, scope: !754)
!5381 = !DILocation(line: 0, scope: !1575, inlinedAt: !5382)
!5382 = distinct !DILocation(line: 1551, column: 3, scope: !754)
!5383 = !DILocation(line: 0, scope: !1292, inlinedAt: !5384)
!5384 = distinct !DILocation(line: 117, column: 3, scope: !1575, inlinedAt: !5382)
!5385 = !DILocation(line: 108, column: 11, scope: !1291, inlinedAt: !5384)
!5386 = !DILocation(line: 108, column: 13, scope: !1291, inlinedAt: !5384)
!5387 = !DILocation(line: 108, column: 19, scope: !1291, inlinedAt: !5384)
!5388 = !DILocation(line: 108, column: 7, scope: !1292, inlinedAt: !5384)
!5389 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !5384)
!5390 = !DILocation(line: 118, column: 3, scope: !1575, inlinedAt: !5382)
!5391 = !DILocation(line: 1552, column: 27, scope: !754)
!5392 = !DILocation(line: 1552, column: 10, scope: !754)
!5393 = !DILocation(line: 0, scope: !1143, inlinedAt: !5394)
!5394 = distinct !DILocation(line: 1553, column: 3, scope: !754)
!5395 = !DILocation(line: 643, column: 7, scope: !1143, inlinedAt: !5394)
!5396 = !DILocation(line: 643, column: 14, scope: !1143, inlinedAt: !5394)
!5397 = distinct !DIAssignID()
!5398 = !DILocation(line: 644, column: 21, scope: !1143, inlinedAt: !5394)
!5399 = !DILocation(line: 644, column: 7, scope: !1143, inlinedAt: !5394)
!5400 = !DILocation(line: 644, column: 15, scope: !1143, inlinedAt: !5394)
!5401 = distinct !DIAssignID()
!5402 = !DILocation(line: 645, column: 24, scope: !1143, inlinedAt: !5394)
!5403 = !DILocation(line: 645, column: 28, scope: !1143, inlinedAt: !5394)
!5404 = !DILocation(line: 645, column: 39, scope: !1143, inlinedAt: !5394)
!5405 = !DILocation(line: 645, column: 7, scope: !1143, inlinedAt: !5394)
!5406 = !DILocation(line: 645, column: 18, scope: !1143, inlinedAt: !5394)
!5407 = distinct !DIAssignID()
!5408 = !DILocation(line: 646, column: 35, scope: !1143, inlinedAt: !5394)
!5409 = !DILocation(line: 646, column: 7, scope: !1143, inlinedAt: !5394)
!5410 = !DILocation(line: 646, column: 17, scope: !1143, inlinedAt: !5394)
!5411 = distinct !DIAssignID()
!5412 = !DILocation(line: 647, column: 7, scope: !1143, inlinedAt: !5394)
!5413 = !DILocation(line: 647, column: 13, scope: !1143, inlinedAt: !5394)
!5414 = distinct !DIAssignID()
!5415 = !DILocation(line: 648, column: 24, scope: !1143, inlinedAt: !5394)
!5416 = !DILocation(line: 648, column: 27, scope: !1143, inlinedAt: !5394)
!5417 = !DILocation(line: 648, column: 35, scope: !1143, inlinedAt: !5394)
!5418 = !DILocation(line: 648, column: 46, scope: !1143, inlinedAt: !5394)
!5419 = !DILocation(line: 648, column: 19, scope: !1143, inlinedAt: !5394)
!5420 = !DILocation(line: 648, column: 7, scope: !1143, inlinedAt: !5394)
!5421 = !DILocation(line: 648, column: 17, scope: !1143, inlinedAt: !5394)
!5422 = distinct !DIAssignID()
!5423 = !DILocation(line: 649, column: 16, scope: !1143, inlinedAt: !5394)
!5424 = distinct !DIAssignID()
!5425 = !DILocation(line: 650, column: 10, scope: !1143, inlinedAt: !5394)
!5426 = !DILocation(line: 1554, column: 3, scope: !754)
!5427 = !DILocation(line: 1555, column: 3, scope: !754)
!5428 = !DILocation(line: 0, scope: !1757, inlinedAt: !5429)
!5429 = distinct !DILocation(line: 1556, column: 3, scope: !754)
!5430 = !DILocation(line: 1307, column: 23, scope: !1757, inlinedAt: !5429)
!5431 = !DILocation(line: 1308, column: 3, scope: !1757, inlinedAt: !5429)
!5432 = !DILocation(line: 0, scope: !1143, inlinedAt: !5433)
!5433 = distinct !DILocation(line: 1309, column: 3, scope: !1757, inlinedAt: !5429)
!5434 = !DILocation(line: 643, column: 7, scope: !1143, inlinedAt: !5433)
!5435 = !DILocation(line: 643, column: 14, scope: !1143, inlinedAt: !5433)
!5436 = !DILocation(line: 644, column: 21, scope: !1143, inlinedAt: !5433)
!5437 = !DILocation(line: 644, column: 7, scope: !1143, inlinedAt: !5433)
!5438 = !DILocation(line: 644, column: 15, scope: !1143, inlinedAt: !5433)
!5439 = !DILocation(line: 645, column: 24, scope: !1143, inlinedAt: !5433)
!5440 = !DILocation(line: 645, column: 28, scope: !1143, inlinedAt: !5433)
!5441 = !DILocation(line: 645, column: 39, scope: !1143, inlinedAt: !5433)
!5442 = !DILocation(line: 645, column: 7, scope: !1143, inlinedAt: !5433)
!5443 = !DILocation(line: 645, column: 18, scope: !1143, inlinedAt: !5433)
!5444 = !DILocation(line: 646, column: 35, scope: !1143, inlinedAt: !5433)
!5445 = !DILocation(line: 646, column: 7, scope: !1143, inlinedAt: !5433)
!5446 = !DILocation(line: 646, column: 17, scope: !1143, inlinedAt: !5433)
!5447 = !DILocation(line: 647, column: 7, scope: !1143, inlinedAt: !5433)
!5448 = !DILocation(line: 647, column: 13, scope: !1143, inlinedAt: !5433)
!5449 = !DILocation(line: 648, column: 24, scope: !1143, inlinedAt: !5433)
!5450 = !DILocation(line: 648, column: 27, scope: !1143, inlinedAt: !5433)
!5451 = !DILocation(line: 648, column: 35, scope: !1143, inlinedAt: !5433)
!5452 = !DILocation(line: 648, column: 46, scope: !1143, inlinedAt: !5433)
!5453 = !DILocation(line: 648, column: 19, scope: !1143, inlinedAt: !5433)
!5454 = !DILocation(line: 648, column: 7, scope: !1143, inlinedAt: !5433)
!5455 = !DILocation(line: 648, column: 17, scope: !1143, inlinedAt: !5433)
!5456 = !DILocation(line: 649, column: 16, scope: !1143, inlinedAt: !5433)
!5457 = !DILocation(line: 650, column: 10, scope: !1143, inlinedAt: !5433)
!5458 = !DILocation(line: 0, scope: !1268, inlinedAt: !5459)
!5459 = distinct !DILocation(line: 1310, column: 3, scope: !1757, inlinedAt: !5429)
!5460 = !DILocation(line: 801, column: 3, scope: !1268, inlinedAt: !5459)
!5461 = !DILocation(line: 0, scope: !1276, inlinedAt: !5462)
!5462 = distinct !DILocation(line: 801, column: 11, scope: !1268, inlinedAt: !5459)
!5463 = !DILocation(line: 789, column: 17, scope: !1276, inlinedAt: !5462)
!5464 = !DILocation(line: 789, column: 3, scope: !1276, inlinedAt: !5462)
!5465 = !DILocation(line: 803, column: 7, scope: !1287, inlinedAt: !5459)
!5466 = !DILocation(line: 804, column: 7, scope: !1287, inlinedAt: !5459)
!5467 = !DILocation(line: 806, column: 5, scope: !1289, inlinedAt: !5459)
!5468 = distinct !{!5468, !5460, !5469, !1249}
!5469 = !DILocation(line: 807, column: 3, scope: !1268, inlinedAt: !5459)
!5470 = !DILocation(line: 1311, column: 3, scope: !1757, inlinedAt: !5429)
!5471 = !DILocation(line: 1312, column: 1, scope: !1757, inlinedAt: !5429)
!5472 = !DILocation(line: 1557, column: 3, scope: !754)
!5473 = !DILocation(line: 1558, column: 24, scope: !754)
!5474 = !DILocalVariable(name: "fs", arg: 1, scope: !5475, file: !2, line: 1530, type: !868)
!5475 = distinct !DISubprogram(name: "fixforjump", scope: !2, file: !2, line: 1530, type: !4582, scopeLine: 1530, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !5476)
!5476 = !{!5474, !5477, !5478, !5479, !5480, !5481}
!5477 = !DILocalVariable(name: "pc", arg: 2, scope: !5475, file: !2, line: 1530, type: !289)
!5478 = !DILocalVariable(name: "dest", arg: 3, scope: !5475, file: !2, line: 1530, type: !289)
!5479 = !DILocalVariable(name: "back", arg: 4, scope: !5475, file: !2, line: 1530, type: !289)
!5480 = !DILocalVariable(name: "jmp", scope: !5475, file: !2, line: 1531, type: !611)
!5481 = !DILocalVariable(name: "offset", scope: !5475, file: !2, line: 1532, type: !289)
!5482 = !DILocation(line: 0, scope: !5475, inlinedAt: !5483)
!5483 = distinct !DILocation(line: 1558, column: 3, scope: !754)
!5484 = !DILocation(line: 1532, column: 27, scope: !5475, inlinedAt: !5483)
!5485 = !DILocation(line: 1532, column: 21, scope: !5475, inlinedAt: !5483)
!5486 = !DILocation(line: 1535, column: 7, scope: !5487, inlinedAt: !5483)
!5487 = distinct !DILexicalBlock(scope: !5475, file: !2, line: 1535, column: 7)
!5488 = !DILocation(line: 1535, column: 7, scope: !5475, inlinedAt: !5483)
!5489 = !DILocation(line: 1536, column: 26, scope: !5487, inlinedAt: !5483)
!5490 = !DILocation(line: 1536, column: 5, scope: !5487, inlinedAt: !5483)
!5491 = !DILocation(line: 1531, column: 27, scope: !5475, inlinedAt: !5483)
!5492 = !DILocation(line: 1531, column: 30, scope: !5475, inlinedAt: !5483)
!5493 = !DILocation(line: 1531, column: 23, scope: !5475, inlinedAt: !5483)
!5494 = !DILocation(line: 1537, column: 3, scope: !5475, inlinedAt: !5483)
!5495 = !DILocation(line: 1559, column: 7, scope: !5496)
!5496 = distinct !DILexicalBlock(scope: !754, file: !2, line: 1559, column: 7)
!5497 = !DILocation(line: 1559, column: 7, scope: !754)
!5498 = !DILocation(line: 1560, column: 5, scope: !5499)
!5499 = distinct !DILexicalBlock(scope: !5496, file: !2, line: 1559, column: 14)
!5500 = !DILocation(line: 1561, column: 5, scope: !5499)
!5501 = !DILocation(line: 1562, column: 3, scope: !5499)
!5502 = !DILocation(line: 1563, column: 29, scope: !754)
!5503 = !DILocation(line: 1563, column: 12, scope: !754)
!5504 = !DILocation(line: 0, scope: !5475, inlinedAt: !5505)
!5505 = distinct !DILocation(line: 1564, column: 3, scope: !754)
!5506 = !DILocation(line: 1532, column: 21, scope: !5475, inlinedAt: !5505)
!5507 = !DILocation(line: 1535, column: 7, scope: !5487, inlinedAt: !5505)
!5508 = !DILocation(line: 1535, column: 7, scope: !5475, inlinedAt: !5505)
!5509 = !DILocation(line: 1536, column: 26, scope: !5487, inlinedAt: !5505)
!5510 = !DILocation(line: 1536, column: 5, scope: !5487, inlinedAt: !5505)
!5511 = !DILocation(line: 1531, column: 27, scope: !5475, inlinedAt: !5505)
!5512 = !DILocation(line: 1531, column: 30, scope: !5475, inlinedAt: !5505)
!5513 = !DILocation(line: 1531, column: 23, scope: !5475, inlinedAt: !5505)
!5514 = !DILocation(line: 1537, column: 3, scope: !5475, inlinedAt: !5505)
!5515 = !DILocation(line: 1565, column: 3, scope: !754)
!5516 = !DILocation(line: 1566, column: 1, scope: !754)
!5517 = !DISubprogram(name: "luaK_checkstack", scope: !182, file: !182, line: 70, type: !1196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5518 = !DISubprogram(name: "luaK_nil", scope: !182, file: !182, line: 68, type: !5358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5519 = !DISubprogram(name: "luaK_exp2const", scope: !182, file: !182, line: 66, type: !5520, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5520 = !DISubroutineType(types: !5521)
!5521 = !{!289, !868, !5522, !272}
!5522 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5523, size: 64)
!5523 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1456)
!5524 = !DISubprogram(name: "strcmp", scope: !5525, file: !5525, line: 156, type: !5526, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5525 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!5526 = !DISubroutineType(types: !5527)
!5527 = !{!289, !402, !402}
!5528 = !DISubprogram(name: "luaK_exp2anyreg", scope: !182, file: !182, line: 73, type: !5529, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5529 = !DISubroutineType(types: !5530)
!5530 = !{!289, !868, !1568}
!5531 = !DISubprogram(name: "luaK_ret", scope: !182, file: !182, line: 85, type: !5358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5532 = distinct !DISubprogram(name: "restassign", scope: !2, file: !2, line: 1375, type: !5533, scopeLine: 1375, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !5535)
!5533 = !DISubroutineType(types: !5534)
!5534 = !{null, !757, !3415, !289}
!5535 = !{!5536, !5537, !5538, !5539, !5540, !5543}
!5536 = !DILocalVariable(name: "ls", arg: 1, scope: !5532, file: !2, line: 1375, type: !757)
!5537 = !DILocalVariable(name: "lh", arg: 2, scope: !5532, file: !2, line: 1375, type: !3415)
!5538 = !DILocalVariable(name: "nvars", arg: 3, scope: !5532, file: !2, line: 1375, type: !289)
!5539 = !DILocalVariable(name: "e", scope: !5532, file: !2, line: 1376, type: !1456)
!5540 = !DILocalVariable(name: "nv", scope: !5541, file: !2, line: 1380, type: !3412)
!5541 = distinct !DILexicalBlock(scope: !5542, file: !2, line: 1379, column: 26)
!5542 = distinct !DILexicalBlock(scope: !5532, file: !2, line: 1379, column: 7)
!5543 = !DILocalVariable(name: "nexps", scope: !5544, file: !2, line: 1390, type: !289)
!5544 = distinct !DILexicalBlock(scope: !5542, file: !2, line: 1389, column: 8)
!5545 = distinct !DIAssignID()
!5546 = !DILocation(line: 0, scope: !5532)
!5547 = distinct !DIAssignID()
!5548 = !DILocation(line: 0, scope: !5541)
!5549 = !DILocation(line: 1376, column: 3, scope: !5532)
!5550 = !DILocation(line: 1377, column: 3, scope: !5551)
!5551 = distinct !DILexicalBlock(scope: !5552, file: !2, line: 1377, column: 3)
!5552 = distinct !DILexicalBlock(scope: !5532, file: !2, line: 1377, column: 3)
!5553 = !DILocation(line: 0, scope: !2709, inlinedAt: !5554)
!5554 = distinct !DILocation(line: 1378, column: 3, scope: !5532)
!5555 = !DILocation(line: 278, column: 23, scope: !2709, inlinedAt: !5554)
!5556 = !DILocation(line: 280, column: 3, scope: !2709, inlinedAt: !5554)
!5557 = !DILocation(line: 282, column: 21, scope: !2728, inlinedAt: !5554)
!5558 = !DILocation(line: 282, column: 33, scope: !2728, inlinedAt: !5554)
!5559 = !DILocation(line: 282, column: 40, scope: !2728, inlinedAt: !5554)
!5560 = !DILocation(line: 282, column: 42, scope: !2728, inlinedAt: !5554)
!5561 = !DILocation(line: 282, column: 17, scope: !2728, inlinedAt: !5554)
!5562 = !DILocation(line: 282, column: 51, scope: !2728, inlinedAt: !5554)
!5563 = !DILocation(line: 283, column: 7, scope: !2728, inlinedAt: !5554)
!5564 = !DILocation(line: 286, column: 55, scope: !2715, inlinedAt: !5554)
!5565 = !DILocation(line: 286, column: 46, scope: !2715, inlinedAt: !5554)
!5566 = !DILocation(line: 0, scope: !949, inlinedAt: !5567)
!5567 = distinct !DILocation(line: 286, column: 26, scope: !2715, inlinedAt: !5554)
!5568 = !DILocation(line: 220, column: 15, scope: !949, inlinedAt: !5567)
!5569 = !DILocation(line: 220, column: 19, scope: !949, inlinedAt: !5567)
!5570 = !DILocation(line: 220, column: 31, scope: !949, inlinedAt: !5567)
!5571 = !DILocation(line: 220, column: 39, scope: !949, inlinedAt: !5567)
!5572 = !DILocation(line: 220, column: 50, scope: !949, inlinedAt: !5567)
!5573 = !DILocation(line: 220, column: 11, scope: !949, inlinedAt: !5567)
!5574 = !DILocation(line: 0, scope: !2715, inlinedAt: !5554)
!5575 = !DILocation(line: 287, column: 23, scope: !2747, inlinedAt: !5554)
!5576 = !DILocation(line: 287, column: 28, scope: !2747, inlinedAt: !5554)
!5577 = !DILocation(line: 287, column: 11, scope: !2715, inlinedAt: !5554)
!5578 = !DILocation(line: 288, column: 31, scope: !2747, inlinedAt: !5554)
!5579 = !DILocation(line: 288, column: 9, scope: !2747, inlinedAt: !5554)
!5580 = !DILocation(line: 292, column: 28, scope: !2718, inlinedAt: !5554)
!5581 = !DILocation(line: 292, column: 31, scope: !2718, inlinedAt: !5554)
!5582 = !DILocation(line: 292, column: 43, scope: !2718, inlinedAt: !5554)
!5583 = !DILocation(line: 292, column: 45, scope: !2718, inlinedAt: !5554)
!5584 = !DILocation(line: 292, column: 24, scope: !2718, inlinedAt: !5554)
!5585 = !DILocation(line: 0, scope: !2718, inlinedAt: !5554)
!5586 = !DILocation(line: 293, column: 15, scope: !2759, inlinedAt: !5554)
!5587 = !DILocation(line: 293, column: 20, scope: !2759, inlinedAt: !5554)
!5588 = !DILocation(line: 293, column: 11, scope: !2718, inlinedAt: !5554)
!5589 = !DILocation(line: 0, scope: !2716, inlinedAt: !5554)
!5590 = !DILocation(line: 300, column: 7, scope: !2721, inlinedAt: !5554)
!5591 = !DILocation(line: 300, column: 7, scope: !2709, inlinedAt: !5554)
!5592 = !DILocation(line: 301, column: 44, scope: !2720, inlinedAt: !5554)
!5593 = !DILocation(line: 302, column: 52, scope: !2720, inlinedAt: !5554)
!5594 = !DILocation(line: 301, column: 23, scope: !2720, inlinedAt: !5554)
!5595 = !DILocation(line: 0, scope: !2720, inlinedAt: !5554)
!5596 = !DILocation(line: 303, column: 5, scope: !2720, inlinedAt: !5554)
!5597 = !DILocation(line: 0, scope: !1676, inlinedAt: !5598)
!5598 = distinct !DILocation(line: 1379, column: 7, scope: !5542)
!5599 = !DILocation(line: 96, column: 11, scope: !1682, inlinedAt: !5598)
!5600 = !DILocation(line: 96, column: 13, scope: !1682, inlinedAt: !5598)
!5601 = !DILocation(line: 96, column: 7, scope: !1676, inlinedAt: !5598)
!5602 = !DILocation(line: 97, column: 5, scope: !1686, inlinedAt: !5598)
!5603 = !DILocation(line: 1380, column: 5, scope: !5541)
!5604 = !DILocation(line: 1381, column: 13, scope: !5541)
!5605 = distinct !DIAssignID()
!5606 = !DILocation(line: 1382, column: 25, scope: !5541)
!5607 = !DILocation(line: 1382, column: 5, scope: !5541)
!5608 = !DILocation(line: 1383, column: 10, scope: !5609)
!5609 = distinct !DILexicalBlock(scope: !5541, file: !2, line: 1383, column: 9)
!5610 = !DILocalVariable(name: "ls", arg: 1, scope: !5611, file: !2, line: 1331, type: !757)
!5611 = distinct !DISubprogram(name: "check_conflict", scope: !2, file: !2, line: 1331, type: !5612, scopeLine: 1331, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !5614)
!5612 = !DISubroutineType(types: !5613)
!5613 = !{null, !757, !3415, !1568}
!5614 = !{!5610, !5615, !5616, !5617, !5618, !5619}
!5615 = !DILocalVariable(name: "lh", arg: 2, scope: !5611, file: !2, line: 1331, type: !3415)
!5616 = !DILocalVariable(name: "v", arg: 3, scope: !5611, file: !2, line: 1331, type: !1568)
!5617 = !DILocalVariable(name: "fs", scope: !5611, file: !2, line: 1332, type: !868)
!5618 = !DILocalVariable(name: "extra", scope: !5611, file: !2, line: 1333, type: !289)
!5619 = !DILocalVariable(name: "conflict", scope: !5611, file: !2, line: 1334, type: !289)
!5620 = !DILocation(line: 0, scope: !5611, inlinedAt: !5621)
!5621 = distinct !DILocation(line: 1384, column: 7, scope: !5609)
!5622 = !DILocation(line: 1332, column: 23, scope: !5611, inlinedAt: !5621)
!5623 = !DILocation(line: 1333, column: 19, scope: !5611, inlinedAt: !5621)
!5624 = !DILocation(line: 1335, column: 3, scope: !5625, inlinedAt: !5621)
!5625 = distinct !DILexicalBlock(scope: !5611, file: !2, line: 1335, column: 3)
!5626 = !DILocation(line: 1336, column: 9, scope: !5627, inlinedAt: !5621)
!5627 = distinct !DILexicalBlock(scope: !5628, file: !2, line: 1336, column: 9)
!5628 = distinct !DILexicalBlock(scope: !5629, file: !2, line: 1335, column: 29)
!5629 = distinct !DILexicalBlock(scope: !5625, file: !2, line: 1335, column: 3)
!5630 = !DILocation(line: 1337, column: 19, scope: !5631, inlinedAt: !5621)
!5631 = distinct !DILexicalBlock(scope: !5632, file: !2, line: 1337, column: 11)
!5632 = distinct !DILexicalBlock(scope: !5627, file: !2, line: 1336, column: 31)
!5633 = !DILocation(line: 0, scope: !5631, inlinedAt: !5621)
!5634 = !DILocation(line: 1337, column: 11, scope: !5632, inlinedAt: !5621)
!5635 = !DILocation(line: 1338, column: 18, scope: !5636, inlinedAt: !5621)
!5636 = distinct !DILexicalBlock(scope: !5637, file: !2, line: 1338, column: 13)
!5637 = distinct !DILexicalBlock(scope: !5631, file: !2, line: 1337, column: 32)
!5638 = !DILocation(line: 1338, column: 28, scope: !5636, inlinedAt: !5621)
!5639 = !DILocation(line: 1338, column: 43, scope: !5636, inlinedAt: !5621)
!5640 = !DILocation(line: 1338, column: 31, scope: !5636, inlinedAt: !5621)
!5641 = !DILocation(line: 1338, column: 53, scope: !5636, inlinedAt: !5621)
!5642 = !DILocation(line: 1338, column: 45, scope: !5636, inlinedAt: !5621)
!5643 = !DILocation(line: 1338, column: 13, scope: !5637, inlinedAt: !5621)
!5644 = !DILocation(line: 1340, column: 19, scope: !5645, inlinedAt: !5621)
!5645 = distinct !DILexicalBlock(scope: !5636, file: !2, line: 1338, column: 59)
!5646 = !DILocation(line: 1341, column: 25, scope: !5645, inlinedAt: !5621)
!5647 = !DILocation(line: 1342, column: 9, scope: !5645, inlinedAt: !5621)
!5648 = !DILocation(line: 1345, column: 18, scope: !5649, inlinedAt: !5621)
!5649 = distinct !DILexicalBlock(scope: !5650, file: !2, line: 1345, column: 13)
!5650 = distinct !DILexicalBlock(scope: !5631, file: !2, line: 1344, column: 12)
!5651 = !DILocation(line: 1345, column: 28, scope: !5649, inlinedAt: !5621)
!5652 = !DILocation(line: 1345, column: 43, scope: !5649, inlinedAt: !5621)
!5653 = !DILocation(line: 1345, column: 57, scope: !5649, inlinedAt: !5621)
!5654 = !DILocation(line: 1345, column: 45, scope: !5649, inlinedAt: !5621)
!5655 = !DILocation(line: 1345, column: 13, scope: !5650, inlinedAt: !5621)
!5656 = !DILocation(line: 1347, column: 25, scope: !5657, inlinedAt: !5621)
!5657 = distinct !DILexicalBlock(scope: !5649, file: !2, line: 1345, column: 63)
!5658 = !DILocation(line: 1348, column: 9, scope: !5657, inlinedAt: !5621)
!5659 = !DILocation(line: 1350, column: 21, scope: !5660, inlinedAt: !5621)
!5660 = distinct !DILexicalBlock(scope: !5650, file: !2, line: 1350, column: 13)
!5661 = !DILocation(line: 1350, column: 33, scope: !5660, inlinedAt: !5621)
!5662 = !DILocation(line: 1351, column: 19, scope: !5660, inlinedAt: !5621)
!5663 = !DILocation(line: 1351, column: 25, scope: !5660, inlinedAt: !5621)
!5664 = !DILocation(line: 1351, column: 13, scope: !5660, inlinedAt: !5621)
!5665 = !DILocation(line: 1351, column: 32, scope: !5660, inlinedAt: !5621)
!5666 = !DILocation(line: 1351, column: 29, scope: !5660, inlinedAt: !5621)
!5667 = !DILocation(line: 1350, column: 13, scope: !5650, inlinedAt: !5621)
!5668 = !DILocation(line: 1353, column: 27, scope: !5669, inlinedAt: !5621)
!5669 = distinct !DILexicalBlock(scope: !5660, file: !2, line: 1351, column: 47)
!5670 = !DILocation(line: 1354, column: 9, scope: !5669, inlinedAt: !5621)
!5671 = !DILocation(line: 1335, column: 23, scope: !5629, inlinedAt: !5621)
!5672 = distinct !{!5672, !5624, !5673, !1249}
!5673 = !DILocation(line: 1357, column: 3, scope: !5625, inlinedAt: !5621)
!5674 = !DILocation(line: 1333, column: 15, scope: !5611, inlinedAt: !5621)
!5675 = !DILocation(line: 1358, column: 7, scope: !5676, inlinedAt: !5621)
!5676 = distinct !DILexicalBlock(scope: !5611, file: !2, line: 1358, column: 7)
!5677 = !DILocation(line: 1358, column: 7, scope: !5611, inlinedAt: !5621)
!5678 = !DILocation(line: 1360, column: 12, scope: !5679, inlinedAt: !5621)
!5679 = distinct !DILexicalBlock(scope: !5680, file: !2, line: 1360, column: 9)
!5680 = distinct !DILexicalBlock(scope: !5676, file: !2, line: 1358, column: 17)
!5681 = !DILocation(line: 1360, column: 14, scope: !5679, inlinedAt: !5621)
!5682 = !DILocation(line: 1360, column: 9, scope: !5680, inlinedAt: !5621)
!5683 = !DILocation(line: 1361, column: 7, scope: !5679, inlinedAt: !5621)
!5684 = !DILocation(line: 1363, column: 7, scope: !5679, inlinedAt: !5621)
!5685 = !DILocation(line: 1364, column: 5, scope: !5680, inlinedAt: !5621)
!5686 = !DILocation(line: 1365, column: 3, scope: !5680, inlinedAt: !5621)
!5687 = !DILocation(line: 1385, column: 5, scope: !5541)
!5688 = !DILocation(line: 1386, column: 30, scope: !5541)
!5689 = !DILocation(line: 1386, column: 5, scope: !5541)
!5690 = !DILocation(line: 1387, column: 5, scope: !5541)
!5691 = !DILocation(line: 1388, column: 3, scope: !5542)
!5692 = !DILocation(line: 1388, column: 3, scope: !5541)
!5693 = !DILocation(line: 109, column: 5, scope: !1291, inlinedAt: !5694)
!5694 = distinct !DILocation(line: 117, column: 3, scope: !1575, inlinedAt: !5695)
!5695 = distinct !DILocation(line: 1391, column: 5, scope: !5544)
!5696 = !DILocation(line: 118, column: 3, scope: !1575, inlinedAt: !5695)
!5697 = !DILocation(line: 0, scope: !2413, inlinedAt: !5698)
!5698 = distinct !DILocation(line: 1392, column: 13, scope: !5544)
!5699 = !DILocation(line: 0, scope: !1565, inlinedAt: !5700)
!5700 = distinct !DILocation(line: 1015, column: 3, scope: !2413, inlinedAt: !5698)
!5701 = !DILocation(line: 1291, column: 3, scope: !1565, inlinedAt: !5700)
!5702 = !DILocation(line: 0, scope: !1676, inlinedAt: !5703)
!5703 = distinct !DILocation(line: 1016, column: 10, scope: !2413, inlinedAt: !5698)
!5704 = !DILocation(line: 96, column: 13, scope: !1682, inlinedAt: !5703)
!5705 = !DILocation(line: 96, column: 19, scope: !1682, inlinedAt: !5703)
!5706 = !DILocation(line: 96, column: 7, scope: !1676, inlinedAt: !5703)
!5707 = !DILocation(line: 97, column: 5, scope: !1686, inlinedAt: !5703)
!5708 = !DILocation(line: 1017, column: 26, scope: !2431, inlinedAt: !5698)
!5709 = !DILocation(line: 1017, column: 5, scope: !2431, inlinedAt: !5698)
!5710 = !DILocation(line: 0, scope: !1565, inlinedAt: !5711)
!5711 = distinct !DILocation(line: 1018, column: 5, scope: !2431, inlinedAt: !5698)
!5712 = !DILocation(line: 1291, column: 3, scope: !1565, inlinedAt: !5711)
!5713 = !DILocation(line: 1019, column: 6, scope: !2431, inlinedAt: !5698)
!5714 = distinct !{!5714, !5715, !5716, !1249}
!5715 = !DILocation(line: 1016, column: 3, scope: !2413, inlinedAt: !5698)
!5716 = !DILocation(line: 1020, column: 3, scope: !2413, inlinedAt: !5698)
!5717 = !DILocation(line: 0, scope: !5544)
!5718 = !DILocation(line: 1393, column: 15, scope: !5719)
!5719 = distinct !DILexicalBlock(scope: !5544, file: !2, line: 1393, column: 9)
!5720 = !DILocation(line: 0, scope: !5719)
!5721 = !DILocation(line: 1393, column: 9, scope: !5544)
!5722 = !DILocation(line: 0, scope: !2441, inlinedAt: !5723)
!5723 = distinct !DILocation(line: 1394, column: 7, scope: !5719)
!5724 = !DILocation(line: 484, column: 22, scope: !2441, inlinedAt: !5723)
!5725 = !DILocation(line: 485, column: 7, scope: !2452, inlinedAt: !5723)
!5726 = !DILocation(line: 493, column: 7, scope: !2459, inlinedAt: !5723)
!5727 = !DILocation(line: 494, column: 16, scope: !2462, inlinedAt: !5723)
!5728 = !DILocation(line: 494, column: 9, scope: !2460, inlinedAt: !5723)
!5729 = !DILocation(line: 495, column: 24, scope: !2462, inlinedAt: !5723)
!5730 = !DILocation(line: 495, column: 20, scope: !2462, inlinedAt: !5723)
!5731 = !DILocation(line: 495, column: 7, scope: !2462, inlinedAt: !5723)
!5732 = !DILocation(line: 497, column: 7, scope: !2441, inlinedAt: !5723)
!5733 = !DILocation(line: 0, scope: !2451, inlinedAt: !5723)
!5734 = !DILocation(line: 487, column: 9, scope: !2451, inlinedAt: !5723)
!5735 = !DILocation(line: 489, column: 5, scope: !2451, inlinedAt: !5723)
!5736 = !DILocation(line: 497, column: 14, scope: !2472, inlinedAt: !5723)
!5737 = !DILocation(line: 498, column: 5, scope: !2472, inlinedAt: !5723)
!5738 = !DILocation(line: 500, column: 9, scope: !2472, inlinedAt: !5723)
!5739 = !DILocation(line: 500, column: 17, scope: !2472, inlinedAt: !5723)
!5740 = !DILocation(line: 1396, column: 7, scope: !5741)
!5741 = distinct !DILexicalBlock(scope: !5719, file: !2, line: 1395, column: 10)
!5742 = !DILocation(line: 1397, column: 25, scope: !5741)
!5743 = !DILocation(line: 1401, column: 31, scope: !5532)
!5744 = !DILocation(line: 1401, column: 35, scope: !5532)
!5745 = !DILocation(line: 1401, column: 27, scope: !5532)
!5746 = !DILocation(line: 1401, column: 42, scope: !5532)
!5747 = !DILocation(line: 0, scope: !3743, inlinedAt: !5748)
!5748 = distinct !DILocation(line: 1401, column: 3, scope: !5532)
!5749 = !DILocation(line: 153, column: 13, scope: !3743, inlinedAt: !5748)
!5750 = !DILocation(line: 153, column: 15, scope: !3743, inlinedAt: !5748)
!5751 = distinct !DIAssignID()
!5752 = !DILocation(line: 153, column: 6, scope: !3743, inlinedAt: !5748)
!5753 = !DILocation(line: 153, column: 8, scope: !3743, inlinedAt: !5748)
!5754 = distinct !DIAssignID()
!5755 = !DILocation(line: 154, column: 8, scope: !3743, inlinedAt: !5748)
!5756 = distinct !DIAssignID()
!5757 = !DILocation(line: 155, column: 6, scope: !3743, inlinedAt: !5748)
!5758 = !DILocation(line: 155, column: 13, scope: !3743, inlinedAt: !5748)
!5759 = distinct !DIAssignID()
!5760 = !DILocation(line: 1403, column: 1, scope: !5532)
!5761 = !DISubprogram(name: "luaK_setoneret", scope: !182, file: !182, line: 83, type: !3505, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5762 = !DISubprogram(name: "luaK_finish", scope: !182, file: !182, line: 97, type: !2479, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5763 = !DISubprogram(name: "luaM_shrinkvector_", scope: !1410, file: !1410, line: 88, type: !5764, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5764 = !DISubroutineType(types: !5765)
!5765 = !{!282, !290, !282, !1413, !289, !289}
!5766 = !DISubprogram(name: "luaC_step", scope: !1328, file: !1328, line: 190, type: !1318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
