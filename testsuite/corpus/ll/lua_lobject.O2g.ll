; ModuleID = 'src/lua/lobject.c'
source_filename = "src/lua/lobject.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.BuffFS = type { ptr, i32, i32, [199 x i8] }
%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@luaO_ceillog2.log_2 = internal unnamed_addr constant [256 x i8] c"\00\01\02\02\03\03\03\03\04\04\04\04\04\04\04\04\05\05\05\05\05\05\05\05\05\05\05\05\05\05\05\05\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08", align 16, !dbg !0
@luai_ctype_ = external hidden local_unnamed_addr constant [257 x i8], align 16
@.str = private unnamed_addr constant [7 x i8] c"(null)\00", align 1, !dbg !488
@.str.1 = private unnamed_addr constant [3 x i8] c"%p\00", align 1, !dbg !493
@.str.3 = private unnamed_addr constant [43 x i8] c"invalid option '%%%c' to 'lua_pushfstring'\00", align 1, !dbg !502
@.str.4 = private unnamed_addr constant [4 x i8] c"...\00", align 1, !dbg !507
@.str.5 = private unnamed_addr constant [10 x i8] c"[string \22\00", align 1, !dbg !512
@.str.6 = private unnamed_addr constant [3 x i8] c"\22]\00", align 1, !dbg !517
@.str.7 = private unnamed_addr constant [6 x i8] c".xXnN\00", align 1, !dbg !519
@.str.8 = private unnamed_addr constant [5 x i8] c"%lld\00", align 1, !dbg !524
@.str.9 = private unnamed_addr constant [6 x i8] c"%.14g\00", align 1, !dbg !529
@.str.10 = private unnamed_addr constant [12 x i8] c"-0123456789\00", align 1, !dbg !531

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define hidden i32 @luaO_ceillog2(i32 noundef %0) local_unnamed_addr #0 !dbg !2 {
    #dbg_value(i32 %0, !537, !DIExpression(), !551)
    #dbg_value(i32 0, !538, !DIExpression(), !551)
  %2 = add i32 %0, -1, !dbg !552
    #dbg_value(i32 %2, !537, !DIExpression(), !551)
    #dbg_value(i32 0, !538, !DIExpression(), !551)
  %3 = icmp ugt i32 %2, 255, !dbg !553
  br i1 %3, label %4, label %10, !dbg !554

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %7, %4 ], [ 0, %1 ]
  %6 = phi i32 [ %8, %4 ], [ %2, %1 ]
    #dbg_value(i32 %5, !538, !DIExpression(), !551)
    #dbg_value(i32 %6, !537, !DIExpression(), !551)
  %7 = add nuw nsw i32 %5, 8, !dbg !555
    #dbg_value(i32 %7, !538, !DIExpression(), !551)
  %8 = lshr i32 %6, 8, !dbg !557
    #dbg_value(i32 %8, !537, !DIExpression(), !551)
  %9 = icmp ugt i32 %6, 65535, !dbg !553
  br i1 %9, label %4, label %10, !dbg !554, !llvm.loop !558

10:                                               ; preds = %4, %1
  %11 = phi i32 [ %2, %1 ], [ %8, %4 ], !dbg !551
  %12 = phi i32 [ 0, %1 ], [ %7, %4 ], !dbg !551
  %13 = zext nneg i32 %11 to i64, !dbg !561
  %14 = getelementptr inbounds [256 x i8], ptr @luaO_ceillog2.log_2, i64 0, i64 %13, !dbg !561
  %15 = load i8, ptr %14, align 1, !dbg !561, !tbaa !562
  %16 = zext i8 %15 to i32, !dbg !561
  %17 = add nuw nsw i32 %12, %16, !dbg !565
  ret i32 %17, !dbg !566
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define hidden range(i32 0, 2) i32 @luaO_rawarith(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr nocapture noundef writeonly %4) local_unnamed_addr #2 !dbg !567 {
  %6 = alloca i64, align 8, !DIAssignID !604
    #dbg_assign(i1 undef, !578, !DIExpression(), !604, ptr %6, !DIExpression(), !605)
  %7 = alloca i64, align 8, !DIAssignID !606
    #dbg_assign(i1 undef, !581, !DIExpression(), !606, ptr %7, !DIExpression(), !605)
    #dbg_value(ptr %0, !573, !DIExpression(), !607)
    #dbg_value(i32 %1, !574, !DIExpression(), !607)
    #dbg_value(ptr %2, !575, !DIExpression(), !607)
    #dbg_value(ptr %3, !576, !DIExpression(), !607)
    #dbg_value(ptr %4, !577, !DIExpression(), !607)
  switch i32 %1, label %66 [
    i32 7, label %8
    i32 8, label %8
    i32 9, label %8
    i32 10, label %8
    i32 11, label %8
    i32 13, label %8
    i32 5, label %35
    i32 4, label %35
  ], !dbg !608

8:                                                ; preds = %5, %5, %5, %5, %5, %5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #18, !dbg !609
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #18, !dbg !610
  %9 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !611
  %10 = load i8, ptr %9, align 8, !dbg !611, !tbaa !612
  %11 = icmp eq i8 %10, 3, !dbg !611
  br i1 %11, label %12, label %14, !dbg !614, !prof !615

12:                                               ; preds = %8
  %13 = load i64, ptr %2, align 8, !dbg !611, !tbaa !562
  store i64 %13, ptr %6, align 8, !dbg !611, !tbaa !616, !DIAssignID !618
    #dbg_assign(i64 %13, !578, !DIExpression(), !618, ptr %6, !DIExpression(), !605)
  br label %17, !dbg !611

14:                                               ; preds = %8
  %15 = call i32 @luaV_tointegerns(ptr noundef nonnull %2, ptr noundef nonnull %6, i32 noundef 0) #18, !dbg !611
  %16 = icmp eq i32 %15, 0, !dbg !611
  br i1 %16, label %33, label %17, !dbg !614

17:                                               ; preds = %12, %14
  %18 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !619
  %19 = load i8, ptr %18, align 8, !dbg !619, !tbaa !612
  %20 = icmp eq i8 %19, 3, !dbg !619
  br i1 %20, label %21, label %23, !dbg !620, !prof !615

21:                                               ; preds = %17
  %22 = load i64, ptr %3, align 8, !dbg !619, !tbaa !562
  store i64 %22, ptr %7, align 8, !dbg !619, !tbaa !616, !DIAssignID !621
    #dbg_assign(i64 %22, !581, !DIExpression(), !621, ptr %7, !DIExpression(), !605)
  br label %28, !dbg !619

23:                                               ; preds = %17
  %24 = call i32 @luaV_tointegerns(ptr noundef nonnull %3, ptr noundef nonnull %7, i32 noundef 0) #18, !dbg !619
  %25 = icmp eq i32 %24, 0, !dbg !619
  br i1 %25, label %33, label %26, !dbg !620

26:                                               ; preds = %23
  %27 = load i64, ptr %7, align 8, !dbg !622, !tbaa !616
  br label %28, !dbg !620

28:                                               ; preds = %26, %21
  %29 = phi i64 [ %27, %26 ], [ %22, %21 ], !dbg !622
    #dbg_value(ptr %4, !582, !DIExpression(), !623)
  %30 = load i64, ptr %6, align 8, !dbg !622, !tbaa !616
  %31 = call fastcc i64 @intarith(ptr noundef %0, i32 noundef %1, i64 noundef %30, i64 noundef %29), !dbg !622
  store i64 %31, ptr %4, align 8, !dbg !622, !tbaa !562
  %32 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !622
  store i8 3, ptr %32, align 8, !dbg !622, !tbaa !612
  br label %33, !dbg !624

33:                                               ; preds = %14, %23, %28
  %34 = phi i32 [ 1, %28 ], [ 0, %23 ], [ 0, %14 ], !dbg !625
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #18, !dbg !626
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #18, !dbg !626
  br label %118

35:                                               ; preds = %5, %5
  %36 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !627
  %37 = load i8, ptr %36, align 8, !dbg !627, !tbaa !612
  switch i8 %37, label %118 [
    i8 19, label %38
    i8 3, label %40
  ], !dbg !628

38:                                               ; preds = %35
  %39 = load double, ptr %2, align 8, !dbg !627, !tbaa !562
    #dbg_value(double %39, !586, !DIExpression(), !629)
  br label %43, !dbg !627

40:                                               ; preds = %35
  %41 = load i64, ptr %2, align 8, !dbg !627, !tbaa !562
  %42 = sitofp i64 %41 to double, !dbg !627
    #dbg_value(double %42, !586, !DIExpression(), !629)
  br label %43, !dbg !627

43:                                               ; preds = %38, %40
  %44 = phi double [ %39, %38 ], [ %42, %40 ], !dbg !627
    #dbg_value(double %44, !586, !DIExpression(), !629)
  %45 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !630
  %46 = load i8, ptr %45, align 8, !dbg !630, !tbaa !612
  switch i8 %46, label %118 [
    i8 19, label %47
    i8 3, label %49
  ], !dbg !631

47:                                               ; preds = %43
  %48 = load double, ptr %3, align 8, !dbg !630, !tbaa !562
    #dbg_value(double %48, !588, !DIExpression(), !629)
  br label %52, !dbg !630

49:                                               ; preds = %43
  %50 = load i64, ptr %3, align 8, !dbg !630, !tbaa !562
  %51 = sitofp i64 %50 to double, !dbg !630
    #dbg_value(double %51, !588, !DIExpression(), !629)
  br label %52, !dbg !630

52:                                               ; preds = %47, %49
  %53 = phi double [ %48, %47 ], [ %51, %49 ], !dbg !630
    #dbg_value(double %53, !588, !DIExpression(), !629)
    #dbg_value(ptr %4, !589, !DIExpression(), !632)
    #dbg_value(ptr %0, !633, !DIExpression(), !641)
    #dbg_value(i32 %1, !638, !DIExpression(), !641)
    #dbg_value(double %44, !639, !DIExpression(), !641)
    #dbg_value(double %53, !640, !DIExpression(), !641)
  %54 = icmp eq i32 %1, 4, !dbg !643
  br i1 %54, label %57, label %55, !dbg !643

55:                                               ; preds = %52
  %56 = fdiv double %44, %53, !dbg !644
  br label %63, !dbg !646

57:                                               ; preds = %52
  %58 = fcmp oeq double %53, 2.000000e+00, !dbg !647
  br i1 %58, label %59, label %61, !dbg !647

59:                                               ; preds = %57
  %60 = fmul double %44, %44, !dbg !647
  br label %63, !dbg !647

61:                                               ; preds = %57
  %62 = tail call double @pow(double noundef %44, double noundef %53) #18, !dbg !647
  br label %63, !dbg !647

63:                                               ; preds = %55, %59, %61
  %64 = phi double [ %56, %55 ], [ %60, %59 ], [ %62, %61 ], !dbg !648
  store double %64, ptr %4, align 8, !dbg !649, !tbaa !562
  %65 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !649
  store i8 19, ptr %65, align 8, !dbg !649, !tbaa !612
  br label %118, !dbg !650

66:                                               ; preds = %5
  %67 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !651
  %68 = load i8, ptr %67, align 8, !dbg !651, !tbaa !612
  switch i8 %68, label %118 [
    i8 3, label %69
    i8 19, label %78
  ], !dbg !652

69:                                               ; preds = %66
  %70 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !653
  %71 = load i8, ptr %70, align 8, !dbg !653, !tbaa !612
  %72 = icmp eq i8 %71, 3, !dbg !653
  %73 = load i64, ptr %2, align 8, !dbg !654, !tbaa !562
  br i1 %72, label %74, label %82, !dbg !655

74:                                               ; preds = %69
    #dbg_value(ptr %4, !596, !DIExpression(), !656)
  %75 = load i64, ptr %3, align 8, !dbg !657, !tbaa !562
  %76 = tail call fastcc i64 @intarith(ptr noundef %0, i32 noundef %1, i64 noundef %73, i64 noundef %75), !dbg !657
  store i64 %76, ptr %4, align 8, !dbg !657, !tbaa !562
  %77 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !657
  store i8 3, ptr %77, align 8, !dbg !657, !tbaa !612
  br label %118, !dbg !658

78:                                               ; preds = %66
  %79 = load double, ptr %2, align 8, !dbg !659, !tbaa !562
    #dbg_value(double %79, !593, !DIExpression(), !660)
  %80 = getelementptr inbounds i8, ptr %3, i64 8
  %81 = load i8, ptr %80, align 8, !dbg !661, !tbaa !612
  br label %84, !dbg !659

82:                                               ; preds = %69
  %83 = sitofp i64 %73 to double, !dbg !659
    #dbg_value(double %83, !593, !DIExpression(), !660)
  br label %84, !dbg !659

84:                                               ; preds = %78, %82
  %85 = phi i8 [ %81, %78 ], [ %71, %82 ], !dbg !661
  %86 = phi double [ %79, %78 ], [ %83, %82 ], !dbg !659
    #dbg_value(double %86, !593, !DIExpression(), !660)
  switch i8 %85, label %118 [
    i8 19, label %87
    i8 3, label %89
  ], !dbg !662

87:                                               ; preds = %84
  %88 = load double, ptr %3, align 8, !dbg !661, !tbaa !562
    #dbg_value(double %88, !595, !DIExpression(), !660)
  br label %92, !dbg !661

89:                                               ; preds = %84
  %90 = load i64, ptr %3, align 8, !dbg !661, !tbaa !562
  %91 = sitofp i64 %90 to double, !dbg !661
    #dbg_value(double %91, !595, !DIExpression(), !660)
  br label %92, !dbg !661

92:                                               ; preds = %87, %89
  %93 = phi double [ %88, %87 ], [ %91, %89 ], !dbg !661
    #dbg_value(double %93, !595, !DIExpression(), !660)
    #dbg_value(ptr %4, !600, !DIExpression(), !663)
    #dbg_value(ptr %0, !633, !DIExpression(), !664)
    #dbg_value(i32 %1, !638, !DIExpression(), !664)
    #dbg_value(double %86, !639, !DIExpression(), !664)
    #dbg_value(double %93, !640, !DIExpression(), !664)
  switch i32 %1, label %115 [
    i32 0, label %94
    i32 1, label %96
    i32 2, label %98
    i32 5, label %100
    i32 4, label %102
    i32 6, label %108
    i32 12, label %111
    i32 3, label %113
  ], !dbg !666

94:                                               ; preds = %92
  %95 = fadd double %86, %93, !dbg !667
  br label %115, !dbg !668

96:                                               ; preds = %92
  %97 = fsub double %86, %93, !dbg !669
  br label %115, !dbg !670

98:                                               ; preds = %92
  %99 = fmul double %86, %93, !dbg !671
  br label %115, !dbg !672

100:                                              ; preds = %92
  %101 = fdiv double %86, %93, !dbg !673
  br label %115, !dbg !674

102:                                              ; preds = %92
  %103 = fcmp oeq double %93, 2.000000e+00, !dbg !675
  br i1 %103, label %104, label %106, !dbg !675

104:                                              ; preds = %102
  %105 = fmul double %86, %86, !dbg !675
  br label %115, !dbg !675

106:                                              ; preds = %102
  %107 = tail call double @pow(double noundef %86, double noundef %93) #18, !dbg !675
  br label %115, !dbg !675

108:                                              ; preds = %92
  %109 = fdiv double %86, %93, !dbg !676
  %110 = tail call double @llvm.floor.f64(double %109), !dbg !676
  br label %115, !dbg !677

111:                                              ; preds = %92
  %112 = fneg double %86, !dbg !678
  br label %115, !dbg !679

113:                                              ; preds = %92
  %114 = tail call double @luaV_modf(ptr noundef %0, double noundef %86, double noundef %93) #18, !dbg !680
  br label %115, !dbg !681

115:                                              ; preds = %92, %94, %96, %98, %100, %104, %106, %108, %111, %113
  %116 = phi double [ %114, %113 ], [ %112, %111 ], [ %110, %108 ], [ %101, %100 ], [ %99, %98 ], [ %97, %96 ], [ %95, %94 ], [ %105, %104 ], [ %107, %106 ], [ 0.000000e+00, %92 ], !dbg !682
  store double %116, ptr %4, align 8, !dbg !683, !tbaa !562
  %117 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !683
  store i8 19, ptr %117, align 8, !dbg !683, !tbaa !612
  br label %118, !dbg !684

118:                                              ; preds = %66, %74, %115, %84, %63, %43, %35, %33
  %119 = phi i32 [ %34, %33 ], [ 1, %63 ], [ 0, %43 ], [ 0, %35 ], [ 1, %74 ], [ 1, %115 ], [ 0, %84 ], [ 0, %66 ], !dbg !685
  ret i32 %119, !dbg !686
}

declare !dbg !687 hidden i32 @luaV_tointegerns(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc i64 @intarith(ptr noundef %0, i32 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #2 !dbg !692 {
    #dbg_value(ptr %0, !696, !DIExpression(), !700)
    #dbg_value(i32 %1, !697, !DIExpression(), !700)
    #dbg_value(i64 %2, !698, !DIExpression(), !700)
    #dbg_value(i64 %3, !699, !DIExpression(), !700)
  switch i32 %1, label %30 [
    i32 0, label %5
    i32 1, label %7
    i32 2, label %9
    i32 3, label %11
    i32 6, label %13
    i32 7, label %15
    i32 8, label %17
    i32 9, label %19
    i32 10, label %21
    i32 11, label %23
    i32 12, label %26
    i32 13, label %28
  ], !dbg !701

5:                                                ; preds = %4
  %6 = add i64 %3, %2, !dbg !702
  br label %30, !dbg !704

7:                                                ; preds = %4
  %8 = sub i64 %2, %3, !dbg !705
  br label %30, !dbg !706

9:                                                ; preds = %4
  %10 = mul i64 %3, %2, !dbg !707
  br label %30, !dbg !708

11:                                               ; preds = %4
  %12 = tail call i64 @luaV_mod(ptr noundef %0, i64 noundef %2, i64 noundef %3) #18, !dbg !709
  br label %30, !dbg !710

13:                                               ; preds = %4
  %14 = tail call i64 @luaV_idiv(ptr noundef %0, i64 noundef %2, i64 noundef %3) #18, !dbg !711
  br label %30, !dbg !712

15:                                               ; preds = %4
  %16 = and i64 %3, %2, !dbg !713
  br label %30, !dbg !714

17:                                               ; preds = %4
  %18 = or i64 %3, %2, !dbg !715
  br label %30, !dbg !716

19:                                               ; preds = %4
  %20 = xor i64 %3, %2, !dbg !717
  br label %30, !dbg !718

21:                                               ; preds = %4
  %22 = tail call i64 @luaV_shiftl(i64 noundef %2, i64 noundef %3) #18, !dbg !719
  br label %30, !dbg !720

23:                                               ; preds = %4
  %24 = sub i64 0, %3, !dbg !721
  %25 = tail call i64 @luaV_shiftl(i64 noundef %2, i64 noundef %24) #18, !dbg !721
  br label %30, !dbg !722

26:                                               ; preds = %4
  %27 = sub i64 0, %2, !dbg !723
  br label %30, !dbg !724

28:                                               ; preds = %4
  %29 = xor i64 %2, -1, !dbg !725
  br label %30, !dbg !726

30:                                               ; preds = %4, %28, %26, %23, %21, %19, %17, %15, %13, %11, %9, %7, %5
  %31 = phi i64 [ %29, %28 ], [ %27, %26 ], [ %25, %23 ], [ %22, %21 ], [ %20, %19 ], [ %18, %17 ], [ %16, %15 ], [ %14, %13 ], [ %12, %11 ], [ %10, %9 ], [ %8, %7 ], [ %6, %5 ], [ 0, %4 ], !dbg !727
  ret i64 %31, !dbg !728
}

; Function Attrs: nounwind uwtable
define hidden void @luaO_arith(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) local_unnamed_addr #2 !dbg !729 {
    #dbg_value(ptr %0, !733, !DIExpression(), !738)
    #dbg_value(i32 %1, !734, !DIExpression(), !738)
    #dbg_value(ptr %2, !735, !DIExpression(), !738)
    #dbg_value(ptr %3, !736, !DIExpression(), !738)
    #dbg_value(ptr %4, !737, !DIExpression(), !738)
  %6 = tail call i32 @luaO_rawarith(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4), !dbg !739
  %7 = icmp eq i32 %6, 0, !dbg !739
  br i1 %7, label %8, label %10, !dbg !741

8:                                                ; preds = %5
  %9 = add nsw i32 %1, 6, !dbg !742
  tail call void @luaT_trybinTM(ptr noundef %0, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %9) #18, !dbg !744
  br label %10, !dbg !745

10:                                               ; preds = %8, %5
  ret void, !dbg !746
}

declare !dbg !747 hidden void @luaT_trybinTM(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define hidden range(i32 -2147483648, 2147483600) i32 @luaO_hexavalue(i32 noundef %0) local_unnamed_addr #4 !dbg !750 {
    #dbg_value(i32 %0, !754, !DIExpression(), !755)
  %2 = add nsw i32 %0, 1, !dbg !756
  %3 = sext i32 %2 to i64, !dbg !756
  %4 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %3, !dbg !756
  %5 = load i8, ptr %4, align 1, !dbg !756, !tbaa !562
  %6 = and i8 %5, 2, !dbg !756
  %7 = icmp eq i8 %6, 0, !dbg !756
  %8 = add nsw i32 %0, -48, !dbg !758
  %9 = or i32 %0, 32, !dbg !758
  %10 = add nsw i32 %9, -87, !dbg !758
  %11 = select i1 %7, i32 %10, i32 %8, !dbg !758
  ret i32 %11, !dbg !759
}

; Function Attrs: nounwind uwtable
define hidden range(i64 -9223372036854775807, -9223372036854775808) i64 @luaO_str2num(ptr noundef %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #2 !dbg !760 {
  %3 = alloca ptr, align 8, !DIAssignID !777
  %4 = alloca ptr, align 8, !DIAssignID !778
  %5 = alloca [201 x i8], align 16, !DIAssignID !779
    #dbg_value(ptr %0, !764, !DIExpression(), !780)
    #dbg_value(ptr %1, !765, !DIExpression(), !780)
    #dbg_value(ptr %7, !781, !DIExpression(), !796)
    #dbg_value(ptr undef, !786, !DIExpression(), !796)
    #dbg_value(i64 0, !787, !DIExpression(), !796)
    #dbg_value(i32 1, !788, !DIExpression(), !796)
  br label %6, !dbg !798

6:                                                ; preds = %6, %2
  %7 = phi ptr [ %0, %2 ], [ %15, %6 ]
  %8 = load i8, ptr %7, align 1, !dbg !799, !tbaa !562
  %9 = zext i8 %8 to i64, !dbg !799
  %10 = add nuw nsw i64 %9, 1, !dbg !799
  %11 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %10, !dbg !799
  %12 = load i8, ptr %11, align 1, !dbg !799, !tbaa !562
  %13 = and i8 %12, 8, !dbg !799
  %14 = icmp eq i8 %13, 0, !dbg !798
  %15 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !800
    #dbg_value(ptr %7, !781, !DIExpression(), !796)
  br i1 %14, label %16, label %6, !dbg !798, !llvm.loop !801

16:                                               ; preds = %6
    #dbg_value(ptr undef, !802, !DIExpression(), !808)
  switch i8 %8, label %21 [
    i8 45, label %18
    i8 43, label %17
  ], !dbg !810

17:                                               ; preds = %16
  br label %18, !dbg !811

18:                                               ; preds = %17, %16
  %19 = phi i32 [ 0, %17 ], [ 1, %16 ]
    #dbg_value(ptr %15, !781, !DIExpression(), !796)
  %20 = load i8, ptr %15, align 1, !dbg !814, !tbaa !562
  br label %21, !dbg !815

21:                                               ; preds = %18, %16
  %22 = phi i8 [ %8, %16 ], [ %20, %18 ], !dbg !814
  %23 = phi ptr [ %7, %16 ], [ %15, %18 ]
  %24 = phi i32 [ 0, %16 ], [ %19, %18 ], !dbg !808
    #dbg_value(ptr %23, !781, !DIExpression(), !796)
    #dbg_value(i32 %24, !789, !DIExpression(), !796)
  %25 = icmp eq i8 %22, 48, !dbg !816
  br i1 %25, label %26, label %64, !dbg !817

26:                                               ; preds = %21
  %27 = getelementptr inbounds i8, ptr %23, i64 1, !dbg !818
  %28 = load i8, ptr %27, align 1, !dbg !818, !tbaa !562
  switch i8 %28, label %64 [
    i8 120, label %29
    i8 88, label %29
  ], !dbg !819

29:                                               ; preds = %26, %26
  %30 = getelementptr inbounds i8, ptr %23, i64 2, !dbg !820
    #dbg_value(ptr undef, !781, !DIExpression(), !796)
    #dbg_value(i64 0, !787, !DIExpression(), !796)
    #dbg_value(i32 1, !788, !DIExpression(), !796)
  %31 = load i8, ptr %30, align 1, !dbg !822, !tbaa !562
  %32 = zext i8 %31 to i64, !dbg !822
  %33 = add nuw nsw i64 %32, 1, !dbg !822
  %34 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %33, !dbg !822
  %35 = load i8, ptr %34, align 1, !dbg !822, !tbaa !562
  %36 = and i8 %35, 16, !dbg !822
  %37 = icmp eq i8 %36, 0, !dbg !825
  br i1 %37, label %96, label %38, !dbg !825

38:                                               ; preds = %29, %38
  %39 = phi i8 [ %57, %38 ], [ %31, %29 ]
  %40 = phi i64 [ %55, %38 ], [ 0, %29 ]
  %41 = phi ptr [ %56, %38 ], [ %30, %29 ]
    #dbg_value(i64 %40, !787, !DIExpression(), !796)
  %42 = shl i64 %40, 4, !dbg !826
  %43 = sext i8 %39 to i32, !dbg !828
    #dbg_value(i32 %43, !754, !DIExpression(), !829)
  %44 = add nsw i32 %43, 1, !dbg !831
  %45 = sext i32 %44 to i64, !dbg !831
  %46 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %45, !dbg !831
  %47 = load i8, ptr %46, align 1, !dbg !831, !tbaa !562
  %48 = and i8 %47, 2, !dbg !831
  %49 = icmp eq i8 %48, 0, !dbg !831
  %50 = add nsw i32 %43, -48, !dbg !832
  %51 = or i32 %43, 32, !dbg !832
  %52 = add nsw i32 %51, -87, !dbg !832
  %53 = select i1 %49, i32 %52, i32 %50, !dbg !832
  %54 = sext i32 %53 to i64, !dbg !833
  %55 = add i64 %42, %54, !dbg !834
    #dbg_value(i64 %55, !787, !DIExpression(), !796)
    #dbg_value(i32 0, !788, !DIExpression(), !796)
  %56 = getelementptr inbounds i8, ptr %41, i64 1, !dbg !835
    #dbg_value(ptr %41, !781, !DIExpression(), !796)
  %57 = load i8, ptr %56, align 1, !dbg !822, !tbaa !562
  %58 = zext i8 %57 to i64, !dbg !822
  %59 = add nuw nsw i64 %58, 1, !dbg !822
  %60 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %59, !dbg !822
  %61 = load i8, ptr %60, align 1, !dbg !822, !tbaa !562
  %62 = and i8 %61, 16, !dbg !822
  %63 = icmp eq i8 %62, 0, !dbg !825
  br i1 %63, label %96, label %38, !dbg !825, !llvm.loop !836

64:                                               ; preds = %26, %21
    #dbg_value(ptr %23, !781, !DIExpression(), !796)
    #dbg_value(i64 0, !787, !DIExpression(), !796)
    #dbg_value(i32 1, !788, !DIExpression(), !796)
  %65 = zext i8 %22 to i64, !dbg !838
  %66 = add nuw nsw i64 %65, 1, !dbg !838
  %67 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %66, !dbg !838
  %68 = load i8, ptr %67, align 1, !dbg !838, !tbaa !562
  %69 = and i8 %68, 2, !dbg !838
  %70 = icmp eq i8 %69, 0, !dbg !839
  br i1 %70, label %96, label %71, !dbg !839

71:                                               ; preds = %64
  %72 = add nuw nsw i32 %24, 7
  br label %73, !dbg !839

73:                                               ; preds = %84, %71
  %74 = phi i8 [ %22, %71 ], [ %89, %84 ]
  %75 = phi i64 [ 0, %71 ], [ %87, %84 ]
  %76 = phi ptr [ %23, %71 ], [ %88, %84 ]
    #dbg_value(i64 %75, !787, !DIExpression(), !796)
    #dbg_value(ptr %76, !781, !DIExpression(), !796)
  %77 = sext i8 %74 to i32, !dbg !840
  %78 = add nsw i32 %77, -48, !dbg !841
    #dbg_value(i32 %78, !790, !DIExpression(), !842)
  %79 = icmp ugt i64 %75, 922337203685477579, !dbg !843
  br i1 %79, label %80, label %84, !dbg !845

80:                                               ; preds = %73
  %81 = icmp ne i64 %75, 922337203685477580, !dbg !846
  %82 = icmp sgt i32 %78, %72
  %83 = select i1 %81, i1 true, i1 %82, !dbg !847
  br i1 %83, label %118, label %84, !dbg !847

84:                                               ; preds = %80, %73
  %85 = mul nuw nsw i64 %75, 10, !dbg !848
  %86 = sext i32 %78 to i64, !dbg !849
  %87 = add i64 %85, %86, !dbg !850
    #dbg_value(i64 %87, !787, !DIExpression(), !796)
    #dbg_value(i32 0, !788, !DIExpression(), !796)
  %88 = getelementptr inbounds i8, ptr %76, i64 1, !dbg !851
    #dbg_value(ptr %88, !781, !DIExpression(), !796)
  %89 = load i8, ptr %88, align 1, !dbg !838, !tbaa !562
  %90 = zext i8 %89 to i64, !dbg !838
  %91 = add nuw nsw i64 %90, 1, !dbg !838
  %92 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %91, !dbg !838
  %93 = load i8, ptr %92, align 1, !dbg !838, !tbaa !562
  %94 = and i8 %93, 2, !dbg !838
  %95 = icmp eq i8 %94, 0, !dbg !839
  br i1 %95, label %96, label %73, !dbg !839, !llvm.loop !852

96:                                               ; preds = %38, %84, %64, %29
  %97 = phi ptr [ %23, %64 ], [ %30, %29 ], [ %88, %84 ], [ %56, %38 ]
  %98 = phi i1 [ false, %64 ], [ false, %29 ], [ true, %84 ], [ true, %38 ], !dbg !854
  %99 = phi i64 [ 0, %64 ], [ 0, %29 ], [ %87, %84 ], [ %55, %38 ], !dbg !855
    #dbg_value(ptr %97, !781, !DIExpression(), !796)
    #dbg_value(i64 %99, !787, !DIExpression(), !796)
    #dbg_value(i32 poison, !788, !DIExpression(), !796)
  br label %100, !dbg !856

100:                                              ; preds = %100, %96
  %101 = phi ptr [ %97, %96 ], [ %109, %100 ]
    #dbg_value(ptr %101, !781, !DIExpression(), !796)
  %102 = load i8, ptr %101, align 1, !dbg !857, !tbaa !562
  %103 = zext i8 %102 to i64, !dbg !857
  %104 = add nuw nsw i64 %103, 1, !dbg !857
  %105 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %104, !dbg !857
  %106 = load i8, ptr %105, align 1, !dbg !857, !tbaa !562
  %107 = and i8 %106, 8, !dbg !857
  %108 = icmp eq i8 %107, 0, !dbg !856
  %109 = getelementptr inbounds i8, ptr %101, i64 1, !dbg !858
    #dbg_value(ptr %109, !781, !DIExpression(), !796)
  br i1 %108, label %110, label %100, !dbg !856, !llvm.loop !859

110:                                              ; preds = %100
  %111 = icmp eq i8 %102, 0
  %112 = and i1 %98, %111, !dbg !860
  br i1 %112, label %113, label %118, !dbg !860

113:                                              ; preds = %110
  %114 = icmp eq i32 %24, 0, !dbg !862
  %115 = sub i64 0, %99, !dbg !862
  %116 = select i1 %114, i64 %99, i64 %115, !dbg !862
    #dbg_value(i64 %116, !766, !DIExpression(), !780)
    #dbg_value(ptr %101, !768, !DIExpression(), !780)
    #dbg_value(ptr %1, !769, !DIExpression(), !864)
  %117 = bitcast i64 %116 to double, !dbg !865
  br label %180, !dbg !866

118:                                              ; preds = %80, %110
    #dbg_value(i64 poison, !766, !DIExpression(), !780)
    #dbg_value(ptr null, !768, !DIExpression(), !780)
    #dbg_assign(i1 undef, !867, !DIExpression(), !779, ptr %5, !DIExpression(), !884)
    #dbg_value(ptr %0, !875, !DIExpression(), !886)
    #dbg_value(ptr undef, !876, !DIExpression(), !886)
  %119 = tail call ptr @strpbrk(ptr noundef %0, ptr noundef nonnull @.str.7) #19, !dbg !887
    #dbg_value(ptr %119, !878, !DIExpression(), !886)
  %120 = icmp eq ptr %119, null, !dbg !888
  br i1 %120, label %125, label %121, !dbg !888

121:                                              ; preds = %118
  %122 = load i8, ptr %119, align 1, !dbg !889, !tbaa !562
    #dbg_value(i8 %122, !879, !DIExpression(DW_OP_constu, 32, DW_OP_or, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !886)
  %123 = and i8 %122, -33, !dbg !890
  %124 = icmp eq i8 %123, 78, !dbg !890
  br i1 %124, label %189, label %125, !dbg !892

125:                                              ; preds = %121, %118
    #dbg_assign(i1 undef, !893, !DIExpression(), !778, ptr %4, !DIExpression(), !902)
    #dbg_value(ptr %0, !898, !DIExpression(), !902)
    #dbg_value(ptr undef, !899, !DIExpression(), !902)
    #dbg_value(i32 poison, !900, !DIExpression(), !902)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #18, !dbg !904
  %126 = call double @strtod(ptr noundef %0, ptr noundef nonnull %4) #18, !dbg !902
    #dbg_value(double %126, !767, !DIExpression(), !780)
  %127 = load ptr, ptr %4, align 8, !dbg !905
  %128 = icmp eq ptr %127, %0, !dbg !907
  br i1 %128, label %142, label %129, !dbg !908

129:                                              ; preds = %125, %129
  %130 = phi ptr [ %138, %129 ], [ %127, %125 ]
  %131 = load i8, ptr %130, align 1, !dbg !909, !tbaa !562
  %132 = zext i8 %131 to i64, !dbg !909
  %133 = add nuw nsw i64 %132, 1, !dbg !909
  %134 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %133, !dbg !909
  %135 = load i8, ptr %134, align 1, !dbg !909, !tbaa !562
  %136 = and i8 %135, 8, !dbg !909
  %137 = icmp eq i8 %136, 0, !dbg !910
  %138 = getelementptr inbounds i8, ptr %130, i64 1, !dbg !911
    #dbg_assign(ptr %138, !893, !DIExpression(), !912, ptr %4, !DIExpression(), !902)
  br i1 %137, label %139, label %129, !dbg !910, !llvm.loop !913

139:                                              ; preds = %129
  %140 = icmp eq i8 %131, 0, !dbg !914
  br i1 %140, label %141, label %142, !dbg !915

141:                                              ; preds = %139
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #18, !dbg !916
    #dbg_value(ptr %130, !877, !DIExpression(), !886)
    #dbg_value(double %126, !767, !DIExpression(), !780)
    #dbg_value(ptr %130, !768, !DIExpression(), !780)
  br label %180, !dbg !917

142:                                              ; preds = %139, %125
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #18, !dbg !916
    #dbg_value(ptr null, !877, !DIExpression(), !886)
  call void @llvm.lifetime.start.p0(i64 201, ptr nonnull %5) #18, !dbg !918
  %143 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %0, i32 noundef 46) #19, !dbg !919
    #dbg_value(ptr %143, !880, !DIExpression(), !884)
  %144 = icmp eq ptr %143, null, !dbg !920
  br i1 %144, label %172, label %145, !dbg !922

145:                                              ; preds = %142
  %146 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #19, !dbg !923
  %147 = icmp ugt i64 %146, 200, !dbg !924
  br i1 %147, label %172, label %148, !dbg !925

148:                                              ; preds = %145
  %149 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %5, ptr noundef nonnull dereferenceable(1) %0) #18, !dbg !926
  %150 = call ptr @localeconv() #18, !dbg !927
  %151 = load ptr, ptr %150, align 8, !dbg !927, !tbaa !928
  %152 = load i8, ptr %151, align 1, !dbg !927, !tbaa !562
  %153 = ptrtoint ptr %143 to i64, !dbg !931
  %154 = ptrtoint ptr %0 to i64, !dbg !931
  %155 = sub i64 %153, %154, !dbg !931
  %156 = getelementptr inbounds [201 x i8], ptr %5, i64 0, i64 %155, !dbg !932
  store i8 %152, ptr %156, align 1, !dbg !933, !tbaa !562
    #dbg_assign(i1 undef, !893, !DIExpression(), !777, ptr %3, !DIExpression(), !934)
    #dbg_value(ptr %5, !898, !DIExpression(), !934)
    #dbg_value(ptr undef, !899, !DIExpression(), !934)
    #dbg_value(i32 poison, !900, !DIExpression(), !934)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #18, !dbg !936
  %157 = call double @strtod(ptr noundef nonnull %5, ptr noundef nonnull %3) #18, !dbg !934
    #dbg_value(double %157, !767, !DIExpression(), !780)
  %158 = load ptr, ptr %3, align 8, !dbg !937
  %159 = icmp eq ptr %158, %5, !dbg !938
  br i1 %159, label %173, label %160, !dbg !939

160:                                              ; preds = %148, %160
  %161 = phi ptr [ %169, %160 ], [ %158, %148 ]
  %162 = load i8, ptr %161, align 1, !dbg !940, !tbaa !562
  %163 = zext i8 %162 to i64, !dbg !940
  %164 = add nuw nsw i64 %163, 1, !dbg !940
  %165 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %164, !dbg !940
  %166 = load i8, ptr %165, align 1, !dbg !940, !tbaa !562
  %167 = and i8 %166, 8, !dbg !940
  %168 = icmp eq i8 %167, 0, !dbg !941
  %169 = getelementptr inbounds i8, ptr %161, i64 1, !dbg !942
    #dbg_assign(ptr %169, !893, !DIExpression(), !943, ptr %3, !DIExpression(), !934)
  br i1 %168, label %170, label %160, !dbg !941, !llvm.loop !944

170:                                              ; preds = %160
  %171 = icmp eq i8 %162, 0, !dbg !945
  br i1 %171, label %174, label %173, !dbg !946

172:                                              ; preds = %145, %142
    #dbg_value(ptr poison, !877, !DIExpression(), !886)
  call void @llvm.lifetime.end.p0(i64 201, ptr nonnull %5) #18, !dbg !947
  br label %189

173:                                              ; preds = %170, %148
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #18, !dbg !948
    #dbg_value(ptr undef, !877, !DIExpression(), !886)
  call void @llvm.lifetime.end.p0(i64 201, ptr nonnull %5) #18, !dbg !947
  br label %189

174:                                              ; preds = %170
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #18, !dbg !948
    #dbg_value(ptr %161, !877, !DIExpression(), !886)
  %175 = ptrtoint ptr %161 to i64, !dbg !949
  %176 = ptrtoint ptr %5 to i64, !dbg !949
  %177 = sub i64 %175, %176, !dbg !949
  %178 = getelementptr inbounds i8, ptr %0, i64 %177, !dbg !949
    #dbg_value(ptr undef, !877, !DIExpression(), !886)
  call void @llvm.lifetime.end.p0(i64 201, ptr nonnull %5) #18, !dbg !947
    #dbg_value(double %157, !767, !DIExpression(), !780)
    #dbg_value(ptr %178, !768, !DIExpression(), !780)
  %179 = icmp eq ptr %0, null, !dbg !950
  br i1 %179, label %189, label %180, !dbg !917

180:                                              ; preds = %174, %141, %113
  %181 = phi double [ %117, %113 ], [ %126, %141 ], [ %157, %174 ], !dbg !951
  %182 = phi i8 [ 3, %113 ], [ 19, %141 ], [ 19, %174 ]
  %183 = phi ptr [ %101, %113 ], [ %130, %141 ], [ %178, %174 ], !dbg !951
  store double %181, ptr %1, align 8, !dbg !951, !tbaa !562
  %184 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !951
  store i8 %182, ptr %184, align 8, !dbg !951, !tbaa !612
    #dbg_value(ptr %183, !768, !DIExpression(), !780)
  %185 = ptrtoint ptr %183 to i64, !dbg !952
  %186 = ptrtoint ptr %0 to i64, !dbg !952
  %187 = sub i64 %185, %186, !dbg !953
  %188 = add i64 %187, 1, !dbg !953
  br label %189, !dbg !954

189:                                              ; preds = %173, %172, %121, %174, %180
  %190 = phi i64 [ %188, %180 ], [ 0, %174 ], [ 0, %121 ], [ 0, %172 ], [ 0, %173 ], !dbg !780
  ret i64 %190, !dbg !955
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define hidden i32 @luaO_utf8esc(ptr nocapture noundef writeonly %0, i64 noundef %1) local_unnamed_addr #5 !dbg !956 {
    #dbg_value(ptr %0, !960, !DIExpression(), !966)
    #dbg_value(i64 %1, !961, !DIExpression(), !966)
    #dbg_value(i32 1, !962, !DIExpression(), !966)
  %3 = icmp ult i64 %1, 128, !dbg !967
  br i1 %3, label %27, label %4, !dbg !968

4:                                                ; preds = %2, %4
  %5 = phi i64 [ %11, %4 ], [ 1, %2 ]
  %6 = phi i64 [ %14, %4 ], [ %1, %2 ]
  %7 = phi i32 [ %15, %4 ], [ 63, %2 ], !dbg !969
    #dbg_value(i32 %7, !963, !DIExpression(), !969)
    #dbg_value(i64 %5, !962, !DIExpression(), !966)
    #dbg_value(i64 %6, !961, !DIExpression(), !966)
  %8 = trunc i64 %6 to i8, !dbg !970
  %9 = and i8 %8, 63, !dbg !970
  %10 = or disjoint i8 %9, -128, !dbg !970
  %11 = add nuw nsw i64 %5, 1, !dbg !972
    #dbg_value(i64 %11, !962, !DIExpression(), !966)
  %12 = sub nsw i64 8, %5, !dbg !973
  %13 = getelementptr inbounds i8, ptr %0, i64 %12, !dbg !974
  store i8 %10, ptr %13, align 1, !dbg !975, !tbaa !562
  %14 = lshr i64 %6, 6, !dbg !976
    #dbg_value(i64 %14, !961, !DIExpression(), !966)
  %15 = lshr i32 %7, 1, !dbg !977
    #dbg_value(i32 %15, !963, !DIExpression(), !969)
  %16 = zext nneg i32 %15 to i64, !dbg !978
  %17 = icmp ugt i64 %14, %16, !dbg !979
  br i1 %17, label %4, label %18, !dbg !980, !llvm.loop !981

18:                                               ; preds = %4
  %19 = trunc nsw i64 %11 to i32, !dbg !984
  %20 = xor i32 %15, -1, !dbg !984
  %21 = shl nsw i32 %20, 1, !dbg !984
  %22 = zext i32 %21 to i64, !dbg !984
  %23 = or i64 %14, %22, !dbg !984
  %24 = shl i64 %5, 32, !dbg !985
  %25 = sub i64 30064771072, %24, !dbg !985
  %26 = ashr exact i64 %25, 32, !dbg !985
  br label %27

27:                                               ; preds = %2, %18
  %28 = phi i64 [ %26, %18 ], [ 7, %2 ]
  %29 = phi i64 [ %23, %18 ], [ %1, %2 ]
  %30 = phi i32 [ %19, %18 ], [ 1, %2 ], !dbg !966
  %31 = trunc i64 %29 to i8, !dbg !986
  %32 = getelementptr inbounds i8, ptr %0, i64 %28, !dbg !986
  store i8 %31, ptr %32, align 1, !dbg !986, !tbaa !562
    #dbg_value(i32 %30, !962, !DIExpression(), !966)
  ret i32 %30, !dbg !987
}

; Function Attrs: nounwind uwtable
define hidden void @luaO_tostring(ptr noundef %0, ptr nocapture noundef %1) local_unnamed_addr #2 !dbg !988 {
  %3 = alloca [44 x i8], align 16, !DIAssignID !1002
    #dbg_assign(i1 undef, !994, !DIExpression(), !1002, ptr %3, !DIExpression(), !1003)
    #dbg_value(ptr %0, !992, !DIExpression(), !1003)
    #dbg_value(ptr %1, !993, !DIExpression(), !1003)
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %3) #18, !dbg !1004
    #dbg_value(ptr %1, !1005, !DIExpression(), !1012)
    #dbg_value(ptr %3, !1010, !DIExpression(), !1012)
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1014
  %5 = load i8, ptr %4, align 8, !dbg !1014, !tbaa !612
  %6 = icmp eq i8 %5, 3, !dbg !1014
  br i1 %6, label %7, label %10, !dbg !1016

7:                                                ; preds = %2
  %8 = load i64, ptr %1, align 8, !dbg !1017, !tbaa !562
  %9 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 44, ptr noundef nonnull @.str.8, i64 noundef %8) #18, !dbg !1017
    #dbg_value(i32 %9, !1011, !DIExpression(), !1012)
  br label %25, !dbg !1018

10:                                               ; preds = %2
  %11 = load double, ptr %1, align 8, !dbg !1019, !tbaa !562
  %12 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 44, ptr noundef nonnull @.str.9, double noundef %11) #18, !dbg !1019
    #dbg_value(i32 %12, !1011, !DIExpression(), !1012)
  %13 = call i64 @strspn(ptr noundef nonnull %3, ptr noundef nonnull @.str.10) #19, !dbg !1021
  %14 = getelementptr inbounds i8, ptr %3, i64 %13, !dbg !1023
  %15 = load i8, ptr %14, align 1, !dbg !1023, !tbaa !562
  %16 = icmp eq i8 %15, 0, !dbg !1024
  br i1 %16, label %17, label %25, !dbg !1025

17:                                               ; preds = %10
  %18 = tail call ptr @localeconv() #18, !dbg !1026
  %19 = load ptr, ptr %18, align 8, !dbg !1026, !tbaa !928
  %20 = load i8, ptr %19, align 1, !dbg !1026, !tbaa !562
    #dbg_value(i32 %12, !1011, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1012)
  %21 = sext i32 %12 to i64, !dbg !1028
  %22 = getelementptr inbounds i8, ptr %3, i64 %21, !dbg !1028
  store i8 %20, ptr %22, align 1, !dbg !1029, !tbaa !562
  %23 = add nsw i32 %12, 2, !dbg !1030
    #dbg_value(i32 %23, !1011, !DIExpression(), !1012)
  %24 = getelementptr i8, ptr %22, i64 1, !dbg !1031
  store i8 48, ptr %24, align 1, !dbg !1032, !tbaa !562
  br label %25, !dbg !1033

25:                                               ; preds = %7, %10, %17
  %26 = phi i32 [ %9, %7 ], [ %23, %17 ], [ %12, %10 ], !dbg !1034
    #dbg_value(i32 %26, !1011, !DIExpression(), !1012)
    #dbg_value(i32 %26, !998, !DIExpression(), !1003)
    #dbg_value(ptr %1, !999, !DIExpression(), !1035)
  %27 = sext i32 %26 to i64, !dbg !1036
  %28 = call ptr @luaS_newlstr(ptr noundef %0, ptr noundef nonnull %3, i64 noundef %27) #18, !dbg !1036
    #dbg_value(ptr %28, !1001, !DIExpression(), !1035)
  store ptr %28, ptr %1, align 8, !dbg !1036, !tbaa !562
  %29 = getelementptr inbounds i8, ptr %28, i64 8, !dbg !1036
  %30 = load i8, ptr %29, align 8, !dbg !1036, !tbaa !1037
  %31 = or i8 %30, 64, !dbg !1036
  store i8 %31, ptr %4, align 8, !dbg !1036, !tbaa !612
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %3) #18, !dbg !1040
  ret void, !dbg !1040
}

declare !dbg !1041 hidden ptr @luaS_newlstr(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define hidden nonnull ptr @luaO_pushvfstring(ptr noundef %0, ptr noundef %1, ptr nocapture noundef %2) local_unnamed_addr #2 !dbg !1045 {
  %4 = alloca %struct.BuffFS, align 8, !DIAssignID !1101
    #dbg_assign(i1 undef, !1059, !DIExpression(), !1101, ptr %4, !DIExpression(), !1102)
  %5 = alloca %struct.TValue, align 8, !DIAssignID !1103
    #dbg_assign(i1 undef, !1077, !DIExpression(), !1103, ptr %5, !DIExpression(), !1104)
  %6 = alloca %struct.TValue, align 8, !DIAssignID !1105
    #dbg_assign(i1 undef, !1081, !DIExpression(), !1105, ptr %6, !DIExpression(), !1106)
  %7 = alloca %struct.TValue, align 8, !DIAssignID !1107
    #dbg_assign(i1 undef, !1085, !DIExpression(), !1107, ptr %7, !DIExpression(), !1108)
  %8 = alloca [8 x i8], align 1, !DIAssignID !1109
    #dbg_assign(i1 undef, !1095, !DIExpression(), !1109, ptr %8, !DIExpression(), !1110)
    #dbg_value(ptr %0, !1056, !DIExpression(), !1102)
    #dbg_value(ptr %1, !1057, !DIExpression(), !1102)
    #dbg_value(ptr %2, !1058, !DIExpression(), !1102)
  call void @llvm.lifetime.start.p0(i64 216, ptr nonnull %4) #18, !dbg !1111
  %9 = getelementptr inbounds i8, ptr %4, i64 12, !dbg !1112
  store i32 0, ptr %9, align 4, !dbg !1113, !tbaa !1114, !DIAssignID !1116
    #dbg_assign(i32 0, !1059, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1116, ptr %9, !DIExpression(), !1102)
  %10 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !1117
  store i32 0, ptr %10, align 8, !dbg !1118, !tbaa !1119, !DIAssignID !1120
    #dbg_assign(i32 0, !1059, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1120, ptr %10, !DIExpression(), !1102)
  store ptr %0, ptr %4, align 8, !dbg !1121, !tbaa !1122, !DIAssignID !1123
    #dbg_assign(ptr %0, !1059, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1123, ptr %4, !DIExpression(), !1102)
    #dbg_value(ptr %1, !1057, !DIExpression(), !1102)
  %11 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 37) #19, !dbg !1124
  %12 = icmp eq ptr %11, null, !dbg !1125
  br i1 %12, label %249, label %13, !dbg !1126

13:                                               ; preds = %3
  %14 = getelementptr inbounds i8, ptr %4, i64 16
  %15 = getelementptr inbounds i8, ptr %2, i64 8
  %16 = getelementptr inbounds i8, ptr %2, i64 16
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  %18 = getelementptr inbounds i8, ptr %2, i64 4
  %19 = getelementptr inbounds i8, ptr %7, i64 8
  %20 = getelementptr inbounds i8, ptr %6, i64 8
  %21 = getelementptr inbounds i8, ptr %5, i64 8
  br label %22, !dbg !1126

22:                                               ; preds = %13, %245
  %23 = phi ptr [ %11, %13 ], [ %247, %245 ]
  %24 = phi ptr [ %1, %13 ], [ %246, %245 ]
    #dbg_value(ptr %24, !1057, !DIExpression(), !1102)
  %25 = ptrtoint ptr %23 to i64, !dbg !1127
  %26 = ptrtoint ptr %24 to i64, !dbg !1127
  %27 = sub i64 %25, %26, !dbg !1127
  call fastcc void @addstr2buff(ptr noundef nonnull %4, ptr noundef %24, i64 noundef %27), !dbg !1128
  %28 = getelementptr inbounds i8, ptr %23, i64 1, !dbg !1129
  %29 = load i8, ptr %28, align 1, !dbg !1130, !tbaa !562
  switch i8 %29, label %243 [
    i8 115, label %30
    i8 99, label %47
    i8 100, label %87
    i8 73, label %102
    i8 102, label %116
    i8 112, label %130
    i8 85, label %170
    i8 37, label %217
  ], !dbg !1131

30:                                               ; preds = %22
  %31 = load i32, ptr %2, align 8, !dbg !1132
  %32 = icmp ult i32 %31, 41, !dbg !1132
  br i1 %32, label %33, label %38, !dbg !1132

33:                                               ; preds = %30
  %34 = load ptr, ptr %16, align 8, !dbg !1132
  %35 = zext nneg i32 %31 to i64, !dbg !1132
  %36 = getelementptr i8, ptr %34, i64 %35, !dbg !1132
  %37 = add nuw nsw i32 %31, 8, !dbg !1132
  store i32 %37, ptr %2, align 8, !dbg !1132
  br label %41, !dbg !1132

38:                                               ; preds = %30
  %39 = load ptr, ptr %15, align 8, !dbg !1132
  %40 = getelementptr i8, ptr %39, i64 8, !dbg !1132
  store ptr %40, ptr %15, align 8, !dbg !1132
  br label %41, !dbg !1132

41:                                               ; preds = %38, %33
  %42 = phi ptr [ %36, %33 ], [ %39, %38 ], !dbg !1132
  %43 = load ptr, ptr %42, align 8, !dbg !1132, !tbaa !1133
    #dbg_value(ptr %43, !1071, !DIExpression(), !1134)
  %44 = icmp eq ptr %43, null, !dbg !1135
  %45 = select i1 %44, ptr @.str, ptr %43, !dbg !1137
    #dbg_value(ptr %45, !1071, !DIExpression(), !1134)
  %46 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %45) #19, !dbg !1138
  call fastcc void @addstr2buff(ptr noundef nonnull %4, ptr noundef nonnull %45, i64 noundef %46), !dbg !1139
  br label %245

47:                                               ; preds = %22
  %48 = load i32, ptr %2, align 8, !dbg !1140
  %49 = icmp ult i32 %48, 41, !dbg !1140
  br i1 %49, label %50, label %55, !dbg !1140

50:                                               ; preds = %47
  %51 = load ptr, ptr %16, align 8, !dbg !1140
  %52 = zext nneg i32 %48 to i64, !dbg !1140
  %53 = getelementptr i8, ptr %51, i64 %52, !dbg !1140
  %54 = add nuw nsw i32 %48, 8, !dbg !1140
  store i32 %54, ptr %2, align 8, !dbg !1140
  br label %58, !dbg !1140

55:                                               ; preds = %47
  %56 = load ptr, ptr %15, align 8, !dbg !1140
  %57 = getelementptr i8, ptr %56, i64 8, !dbg !1140
  store ptr %57, ptr %15, align 8, !dbg !1140
  br label %58, !dbg !1140

58:                                               ; preds = %55, %50
  %59 = phi ptr [ %53, %50 ], [ %56, %55 ], !dbg !1140
  %60 = load i32, ptr %59, align 4, !dbg !1140, !tbaa !1141
  %61 = trunc i32 %60 to i8, !dbg !1140
    #dbg_value(i8 %61, !1075, !DIExpression(), !1142)
    #dbg_value(ptr %4, !1143, !DIExpression(), !1154)
    #dbg_value(ptr undef, !1149, !DIExpression(), !1154)
    #dbg_value(i64 1, !1150, !DIExpression(), !1154)
  %62 = load i32, ptr %9, align 4, !dbg !1156, !tbaa !1114
    #dbg_value(ptr %4, !1157, !DIExpression(), !1163)
    #dbg_value(i32 1, !1162, !DIExpression(), !1163)
  %63 = icmp sgt i32 %62, 198, !dbg !1165
  br i1 %63, label %64, label %81, !dbg !1167

64:                                               ; preds = %58
    #dbg_value(ptr %4, !1168, !DIExpression(), !1173)
  %65 = zext nneg i32 %62 to i64, !dbg !1175
    #dbg_value(ptr %4, !1176, !DIExpression(), !1185)
    #dbg_value(ptr %14, !1179, !DIExpression(), !1185)
    #dbg_value(i64 %65, !1180, !DIExpression(), !1185)
  %66 = load ptr, ptr %4, align 8, !dbg !1187, !tbaa !1122
    #dbg_value(ptr %66, !1181, !DIExpression(), !1185)
  %67 = getelementptr inbounds i8, ptr %66, i64 16, !dbg !1188
  %68 = load ptr, ptr %67, align 8, !dbg !1188, !tbaa !562
    #dbg_value(ptr %68, !1182, !DIExpression(), !1189)
  %69 = call ptr @luaS_newlstr(ptr noundef %66, ptr noundef nonnull %14, i64 noundef %65) #18, !dbg !1188
    #dbg_value(ptr %69, !1184, !DIExpression(), !1189)
  store ptr %69, ptr %68, align 8, !dbg !1188, !tbaa !562
  %70 = getelementptr inbounds i8, ptr %69, i64 8, !dbg !1188
  %71 = load i8, ptr %70, align 8, !dbg !1188, !tbaa !1037
  %72 = or i8 %71, 64, !dbg !1188
  %73 = getelementptr inbounds i8, ptr %68, i64 8, !dbg !1188
  store i8 %72, ptr %73, align 8, !dbg !1188, !tbaa !612
  %74 = load ptr, ptr %67, align 8, !dbg !1190, !tbaa !562
  %75 = getelementptr inbounds i8, ptr %74, i64 16, !dbg !1190
  store ptr %75, ptr %67, align 8, !dbg !1190, !tbaa !562
  %76 = load i32, ptr %10, align 8, !dbg !1191, !tbaa !1119
  %77 = icmp eq i32 %76, 0, !dbg !1193
  br i1 %77, label %78, label %79, !dbg !1194

78:                                               ; preds = %64
  store i32 1, ptr %10, align 8, !dbg !1195, !tbaa !1119, !DIAssignID !1196
    #dbg_assign(i32 1, !1059, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1196, ptr %10, !DIExpression(), !1102)
  br label %80, !dbg !1197

79:                                               ; preds = %64
  call void @luaV_concat(ptr noundef nonnull %66, i32 noundef 2) #18, !dbg !1198
  br label %80

80:                                               ; preds = %79, %78
  store i32 0, ptr %9, align 4, !dbg !1199, !tbaa !1114, !DIAssignID !1200
    #dbg_assign(i32 0, !1059, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1200, ptr %9, !DIExpression(), !1102)
  br label %81, !dbg !1201

81:                                               ; preds = %58, %80
  %82 = phi i32 [ 0, %80 ], [ %62, %58 ], !dbg !1202
  %83 = sext i32 %82 to i64, !dbg !1203
  %84 = getelementptr inbounds i8, ptr %14, i64 %83, !dbg !1203
    #dbg_value(ptr %84, !1151, !DIExpression(), !1204)
  store i8 %61, ptr %84, align 1, !dbg !1205
  %85 = load i32, ptr %9, align 4, !dbg !1206, !tbaa !1114
  %86 = add nsw i32 %85, 1, !dbg !1206
  store i32 %86, ptr %9, align 4, !dbg !1206, !tbaa !1114, !DIAssignID !1207
    #dbg_assign(i32 %86, !1059, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1207, ptr %9, !DIExpression(), !1102)
  br label %245

87:                                               ; preds = %22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #18, !dbg !1208
    #dbg_value(ptr %5, !1079, !DIExpression(), !1209)
  %88 = load i32, ptr %2, align 8, !dbg !1210
  %89 = icmp ult i32 %88, 41, !dbg !1210
  br i1 %89, label %90, label %95, !dbg !1210

90:                                               ; preds = %87
  %91 = load ptr, ptr %16, align 8, !dbg !1210
  %92 = zext nneg i32 %88 to i64, !dbg !1210
  %93 = getelementptr i8, ptr %91, i64 %92, !dbg !1210
  %94 = add nuw nsw i32 %88, 8, !dbg !1210
  store i32 %94, ptr %2, align 8, !dbg !1210
  br label %98, !dbg !1210

95:                                               ; preds = %87
  %96 = load ptr, ptr %15, align 8, !dbg !1210
  %97 = getelementptr i8, ptr %96, i64 8, !dbg !1210
  store ptr %97, ptr %15, align 8, !dbg !1210
  br label %98, !dbg !1210

98:                                               ; preds = %95, %90
  %99 = phi ptr [ %93, %90 ], [ %96, %95 ], !dbg !1210
  %100 = load i32, ptr %99, align 4, !dbg !1210, !tbaa !1141
  %101 = sext i32 %100 to i64, !dbg !1210
  store i64 %101, ptr %5, align 8, !dbg !1210, !tbaa !562
  store i8 3, ptr %21, align 8, !dbg !1210, !tbaa !612
  call fastcc void @addnum2buff(ptr noundef nonnull %4, ptr noundef nonnull %5), !dbg !1211
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #18, !dbg !1212
  br label %245

102:                                              ; preds = %22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #18, !dbg !1213
    #dbg_value(ptr %6, !1083, !DIExpression(), !1214)
  %103 = load i32, ptr %2, align 8, !dbg !1215
  %104 = icmp ult i32 %103, 41, !dbg !1215
  br i1 %104, label %105, label %110, !dbg !1215

105:                                              ; preds = %102
  %106 = load ptr, ptr %16, align 8, !dbg !1215
  %107 = zext nneg i32 %103 to i64, !dbg !1215
  %108 = getelementptr i8, ptr %106, i64 %107, !dbg !1215
  %109 = add nuw nsw i32 %103, 8, !dbg !1215
  store i32 %109, ptr %2, align 8, !dbg !1215
  br label %113, !dbg !1215

110:                                              ; preds = %102
  %111 = load ptr, ptr %15, align 8, !dbg !1215
  %112 = getelementptr i8, ptr %111, i64 8, !dbg !1215
  store ptr %112, ptr %15, align 8, !dbg !1215
  br label %113, !dbg !1215

113:                                              ; preds = %110, %105
  %114 = phi ptr [ %108, %105 ], [ %111, %110 ], !dbg !1215
  %115 = load i64, ptr %114, align 8, !dbg !1215, !tbaa !616
  store i64 %115, ptr %6, align 8, !dbg !1215, !tbaa !562
  store i8 3, ptr %20, align 8, !dbg !1215, !tbaa !612
  call fastcc void @addnum2buff(ptr noundef nonnull %4, ptr noundef nonnull %6), !dbg !1216
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #18, !dbg !1217
  br label %245

116:                                              ; preds = %22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #18, !dbg !1218
    #dbg_value(ptr %7, !1087, !DIExpression(), !1219)
  %117 = load i32, ptr %18, align 4, !dbg !1220
  %118 = icmp ult i32 %117, 161, !dbg !1220
  br i1 %118, label %119, label %124, !dbg !1220

119:                                              ; preds = %116
  %120 = load ptr, ptr %16, align 8, !dbg !1220
  %121 = zext nneg i32 %117 to i64, !dbg !1220
  %122 = getelementptr i8, ptr %120, i64 %121, !dbg !1220
  %123 = add nuw nsw i32 %117, 16, !dbg !1220
  store i32 %123, ptr %18, align 4, !dbg !1220
  br label %127, !dbg !1220

124:                                              ; preds = %116
  %125 = load ptr, ptr %15, align 8, !dbg !1220
  %126 = getelementptr i8, ptr %125, i64 8, !dbg !1220
  store ptr %126, ptr %15, align 8, !dbg !1220
  br label %127, !dbg !1220

127:                                              ; preds = %124, %119
  %128 = phi ptr [ %122, %119 ], [ %125, %124 ], !dbg !1220
  %129 = load double, ptr %128, align 8, !dbg !1220, !tbaa !1221
  store double %129, ptr %7, align 8, !dbg !1220, !tbaa !562
  store i8 19, ptr %19, align 8, !dbg !1220, !tbaa !612
  call fastcc void @addnum2buff(ptr noundef nonnull %4, ptr noundef nonnull %7), !dbg !1223
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #18, !dbg !1224
  br label %245

130:                                              ; preds = %22
    #dbg_value(i32 32, !1089, !DIExpression(), !1225)
    #dbg_value(ptr %4, !1157, !DIExpression(), !1226)
    #dbg_value(i32 32, !1162, !DIExpression(), !1226)
  %131 = load i32, ptr %9, align 4, !dbg !1228, !tbaa !1114
  %132 = icmp sgt i32 %131, 167, !dbg !1229
  br i1 %132, label %133, label %150, !dbg !1230

133:                                              ; preds = %130
    #dbg_value(ptr %4, !1168, !DIExpression(), !1231)
  %134 = zext nneg i32 %131 to i64, !dbg !1233
    #dbg_value(ptr %4, !1176, !DIExpression(), !1234)
    #dbg_value(ptr %14, !1179, !DIExpression(), !1234)
    #dbg_value(i64 %134, !1180, !DIExpression(), !1234)
  %135 = load ptr, ptr %4, align 8, !dbg !1236, !tbaa !1122
    #dbg_value(ptr %135, !1181, !DIExpression(), !1234)
  %136 = getelementptr inbounds i8, ptr %135, i64 16, !dbg !1237
  %137 = load ptr, ptr %136, align 8, !dbg !1237, !tbaa !562
    #dbg_value(ptr %137, !1182, !DIExpression(), !1238)
  %138 = call ptr @luaS_newlstr(ptr noundef %135, ptr noundef nonnull %14, i64 noundef %134) #18, !dbg !1237
    #dbg_value(ptr %138, !1184, !DIExpression(), !1238)
  store ptr %138, ptr %137, align 8, !dbg !1237, !tbaa !562
  %139 = getelementptr inbounds i8, ptr %138, i64 8, !dbg !1237
  %140 = load i8, ptr %139, align 8, !dbg !1237, !tbaa !1037
  %141 = or i8 %140, 64, !dbg !1237
  %142 = getelementptr inbounds i8, ptr %137, i64 8, !dbg !1237
  store i8 %141, ptr %142, align 8, !dbg !1237, !tbaa !612
  %143 = load ptr, ptr %136, align 8, !dbg !1239, !tbaa !562
  %144 = getelementptr inbounds i8, ptr %143, i64 16, !dbg !1239
  store ptr %144, ptr %136, align 8, !dbg !1239, !tbaa !562
  %145 = load i32, ptr %10, align 8, !dbg !1240, !tbaa !1119
  %146 = icmp eq i32 %145, 0, !dbg !1241
  br i1 %146, label %147, label %148, !dbg !1242

147:                                              ; preds = %133
  store i32 1, ptr %10, align 8, !dbg !1243, !tbaa !1119, !DIAssignID !1244
    #dbg_assign(i32 1, !1059, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1244, ptr %10, !DIExpression(), !1102)
  br label %149, !dbg !1245

148:                                              ; preds = %133
  call void @luaV_concat(ptr noundef nonnull %135, i32 noundef 2) #18, !dbg !1246
  br label %149

149:                                              ; preds = %148, %147
  store i32 0, ptr %9, align 4, !dbg !1247, !tbaa !1114, !DIAssignID !1248
    #dbg_assign(i32 0, !1059, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1248, ptr %9, !DIExpression(), !1102)
  br label %150, !dbg !1249

150:                                              ; preds = %130, %149
  %151 = phi i32 [ 0, %149 ], [ %131, %130 ], !dbg !1250
  %152 = sext i32 %151 to i64, !dbg !1251
  %153 = getelementptr inbounds i8, ptr %14, i64 %152, !dbg !1251
    #dbg_value(ptr %153, !1092, !DIExpression(), !1225)
  %154 = load i32, ptr %2, align 8, !dbg !1252
  %155 = icmp ult i32 %154, 41, !dbg !1252
  br i1 %155, label %156, label %161, !dbg !1252

156:                                              ; preds = %150
  %157 = load ptr, ptr %16, align 8, !dbg !1252
  %158 = zext nneg i32 %154 to i64, !dbg !1252
  %159 = getelementptr i8, ptr %157, i64 %158, !dbg !1252
  %160 = add nuw nsw i32 %154, 8, !dbg !1252
  store i32 %160, ptr %2, align 8, !dbg !1252
  br label %164, !dbg !1252

161:                                              ; preds = %150
  %162 = load ptr, ptr %15, align 8, !dbg !1252
  %163 = getelementptr i8, ptr %162, i64 8, !dbg !1252
  store ptr %163, ptr %15, align 8, !dbg !1252
  br label %164, !dbg !1252

164:                                              ; preds = %161, %156
  %165 = phi ptr [ %159, %156 ], [ %162, %161 ], !dbg !1252
  %166 = load ptr, ptr %165, align 8, !dbg !1252, !tbaa !1133
    #dbg_value(ptr %166, !1093, !DIExpression(), !1225)
  %167 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %153, i64 noundef 32, ptr noundef nonnull @.str.1, ptr noundef %166) #18, !dbg !1253
    #dbg_value(i32 %167, !1094, !DIExpression(), !1225)
  %168 = load i32, ptr %9, align 4, !dbg !1254, !tbaa !1114
  %169 = add nsw i32 %168, %167, !dbg !1254
  store i32 %169, ptr %9, align 4, !dbg !1254, !tbaa !1114, !DIAssignID !1255
    #dbg_assign(i32 %169, !1059, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1255, ptr %9, !DIExpression(), !1102)
  br label %245

170:                                              ; preds = %22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #18, !dbg !1256
  %171 = load i32, ptr %2, align 8, !dbg !1257
  %172 = icmp ult i32 %171, 41, !dbg !1257
  br i1 %172, label %173, label %178, !dbg !1257

173:                                              ; preds = %170
  %174 = load ptr, ptr %16, align 8, !dbg !1257
  %175 = zext nneg i32 %171 to i64, !dbg !1257
  %176 = getelementptr i8, ptr %174, i64 %175, !dbg !1257
  %177 = add nuw nsw i32 %171, 8, !dbg !1257
  store i32 %177, ptr %2, align 8, !dbg !1257
  br label %181, !dbg !1257

178:                                              ; preds = %170
  %179 = load ptr, ptr %15, align 8, !dbg !1257
  %180 = getelementptr i8, ptr %179, i64 8, !dbg !1257
  store ptr %180, ptr %15, align 8, !dbg !1257
  br label %181, !dbg !1257

181:                                              ; preds = %178, %173
  %182 = phi ptr [ %176, %173 ], [ %179, %178 ], !dbg !1257
  %183 = load i64, ptr %182, align 8, !dbg !1257, !tbaa !1258
    #dbg_value(ptr %8, !960, !DIExpression(), !1260)
    #dbg_value(i64 %183, !961, !DIExpression(), !1260)
    #dbg_value(i32 1, !962, !DIExpression(), !1260)
  %184 = icmp ult i64 %183, 128, !dbg !1262
  br i1 %184, label %207, label %185, !dbg !1263

185:                                              ; preds = %181, %185
  %186 = phi i64 [ %192, %185 ], [ 1, %181 ]
  %187 = phi i64 [ %195, %185 ], [ %183, %181 ]
  %188 = phi i32 [ %196, %185 ], [ 63, %181 ], !dbg !1264
    #dbg_value(i32 %188, !963, !DIExpression(), !1264)
    #dbg_value(i64 %186, !962, !DIExpression(), !1260)
    #dbg_value(i64 %187, !961, !DIExpression(), !1260)
  %189 = trunc i64 %187 to i8, !dbg !1265
  %190 = and i8 %189, 63, !dbg !1265
  %191 = or disjoint i8 %190, -128, !dbg !1265
  %192 = add nuw nsw i64 %186, 1, !dbg !1266
    #dbg_value(i64 %192, !962, !DIExpression(), !1260)
  %193 = sub nsw i64 8, %186, !dbg !1267
  %194 = getelementptr inbounds i8, ptr %8, i64 %193, !dbg !1268
  store i8 %191, ptr %194, align 1, !dbg !1269, !tbaa !562
  %195 = lshr i64 %187, 6, !dbg !1270
    #dbg_value(i64 %195, !961, !DIExpression(), !1260)
  %196 = lshr i32 %188, 1, !dbg !1271
    #dbg_value(i32 %196, !963, !DIExpression(), !1264)
  %197 = zext nneg i32 %196 to i64, !dbg !1272
  %198 = icmp ugt i64 %195, %197, !dbg !1273
  br i1 %198, label %185, label %199, !dbg !1274, !llvm.loop !1275

199:                                              ; preds = %185
  %200 = xor i32 %196, -1, !dbg !1278
  %201 = shl nsw i32 %200, 1, !dbg !1278
  %202 = zext i32 %201 to i64, !dbg !1278
  %203 = or i64 %195, %202, !dbg !1278
  %204 = shl i64 %186, 32, !dbg !1279
  %205 = sub i64 30064771072, %204, !dbg !1279
  %206 = ashr exact i64 %205, 32, !dbg !1279
  br label %207

207:                                              ; preds = %181, %199
  %208 = phi i64 [ %206, %199 ], [ 7, %181 ]
  %209 = phi i64 [ %203, %199 ], [ %183, %181 ]
  %210 = phi i64 [ %192, %199 ], [ 1, %181 ], !dbg !1260
  %211 = trunc i64 %209 to i8, !dbg !1280
  %212 = getelementptr inbounds i8, ptr %8, i64 %208, !dbg !1280
  store i8 %211, ptr %212, align 1, !dbg !1280, !tbaa !562
    #dbg_value(i32 poison, !962, !DIExpression(), !1260)
    #dbg_value(i32 poison, !1100, !DIExpression(), !1110)
  %213 = shl i64 %210, 32, !dbg !1281
  %214 = ashr exact i64 %213, 32, !dbg !1281
  %215 = sub nsw i64 0, %214, !dbg !1281
  %216 = getelementptr inbounds i8, ptr %17, i64 %215, !dbg !1281
  call fastcc void @addstr2buff(ptr noundef nonnull %4, ptr noundef nonnull %216, i64 noundef %214), !dbg !1282
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #18, !dbg !1283
  br label %245

217:                                              ; preds = %22
    #dbg_value(ptr %4, !1143, !DIExpression(), !1284)
    #dbg_value(ptr poison, !1149, !DIExpression(), !1284)
    #dbg_value(i64 1, !1150, !DIExpression(), !1284)
  %218 = load i32, ptr %9, align 4, !dbg !1287, !tbaa !1114
    #dbg_value(ptr %4, !1157, !DIExpression(), !1288)
    #dbg_value(i32 1, !1162, !DIExpression(), !1288)
  %219 = icmp sgt i32 %218, 198, !dbg !1290
  br i1 %219, label %220, label %237, !dbg !1291

220:                                              ; preds = %217
    #dbg_value(ptr %4, !1168, !DIExpression(), !1292)
  %221 = zext nneg i32 %218 to i64, !dbg !1294
    #dbg_value(ptr %4, !1176, !DIExpression(), !1295)
    #dbg_value(ptr %14, !1179, !DIExpression(), !1295)
    #dbg_value(i64 %221, !1180, !DIExpression(), !1295)
  %222 = load ptr, ptr %4, align 8, !dbg !1297, !tbaa !1122
    #dbg_value(ptr %222, !1181, !DIExpression(), !1295)
  %223 = getelementptr inbounds i8, ptr %222, i64 16, !dbg !1298
  %224 = load ptr, ptr %223, align 8, !dbg !1298, !tbaa !562
    #dbg_value(ptr %224, !1182, !DIExpression(), !1299)
  %225 = call ptr @luaS_newlstr(ptr noundef %222, ptr noundef nonnull %14, i64 noundef %221) #18, !dbg !1298
    #dbg_value(ptr %225, !1184, !DIExpression(), !1299)
  store ptr %225, ptr %224, align 8, !dbg !1298, !tbaa !562
  %226 = getelementptr inbounds i8, ptr %225, i64 8, !dbg !1298
  %227 = load i8, ptr %226, align 8, !dbg !1298, !tbaa !1037
  %228 = or i8 %227, 64, !dbg !1298
  %229 = getelementptr inbounds i8, ptr %224, i64 8, !dbg !1298
  store i8 %228, ptr %229, align 8, !dbg !1298, !tbaa !612
  %230 = load ptr, ptr %223, align 8, !dbg !1300, !tbaa !562
  %231 = getelementptr inbounds i8, ptr %230, i64 16, !dbg !1300
  store ptr %231, ptr %223, align 8, !dbg !1300, !tbaa !562
  %232 = load i32, ptr %10, align 8, !dbg !1301, !tbaa !1119
  %233 = icmp eq i32 %232, 0, !dbg !1302
  br i1 %233, label %234, label %235, !dbg !1303

234:                                              ; preds = %220
  store i32 1, ptr %10, align 8, !dbg !1304, !tbaa !1119, !DIAssignID !1305
    #dbg_assign(i32 1, !1059, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1305, ptr %10, !DIExpression(), !1102)
  br label %236, !dbg !1306

235:                                              ; preds = %220
  call void @luaV_concat(ptr noundef nonnull %222, i32 noundef 2) #18, !dbg !1307
  br label %236

236:                                              ; preds = %235, %234
  store i32 0, ptr %9, align 4, !dbg !1308, !tbaa !1114, !DIAssignID !1309
    #dbg_assign(i32 0, !1059, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1309, ptr %9, !DIExpression(), !1102)
  br label %237, !dbg !1310

237:                                              ; preds = %217, %236
  %238 = phi i32 [ 0, %236 ], [ %218, %217 ], !dbg !1311
  %239 = sext i32 %238 to i64, !dbg !1312
  %240 = getelementptr inbounds i8, ptr %14, i64 %239, !dbg !1312
    #dbg_value(ptr %240, !1151, !DIExpression(), !1313)
  store i8 37, ptr %240, align 1, !dbg !1314
  %241 = load i32, ptr %9, align 4, !dbg !1315, !tbaa !1114
  %242 = add nsw i32 %241, 1, !dbg !1315
  store i32 %242, ptr %9, align 4, !dbg !1315, !tbaa !1114, !DIAssignID !1316
    #dbg_assign(i32 %242, !1059, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1316, ptr %9, !DIExpression(), !1102)
  br label %245, !dbg !1317

243:                                              ; preds = %22
  %244 = sext i8 %29 to i32, !dbg !1130
  call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.3, i32 noundef %244) #20, !dbg !1318
  unreachable, !dbg !1318

245:                                              ; preds = %237, %207, %164, %127, %113, %98, %81, %41
  %246 = getelementptr inbounds i8, ptr %23, i64 2, !dbg !1320
    #dbg_value(ptr %246, !1057, !DIExpression(), !1102)
  %247 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %246, i32 noundef 37) #19, !dbg !1124
    #dbg_value(ptr %247, !1070, !DIExpression(), !1102)
  %248 = icmp eq ptr %247, null, !dbg !1125
  br i1 %248, label %249, label %22, !dbg !1126, !llvm.loop !1321

249:                                              ; preds = %245, %3
  %250 = phi ptr [ %1, %3 ], [ %246, %245 ]
  %251 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %250) #19, !dbg !1323
  call fastcc void @addstr2buff(ptr noundef nonnull %4, ptr noundef %250, i64 noundef %251), !dbg !1324
    #dbg_value(ptr %4, !1168, !DIExpression(), !1325)
  %252 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !1327
  %253 = load i32, ptr %9, align 4, !dbg !1328, !tbaa !1114
  %254 = sext i32 %253 to i64, !dbg !1329
    #dbg_value(ptr %4, !1176, !DIExpression(), !1330)
    #dbg_value(ptr %252, !1179, !DIExpression(), !1330)
    #dbg_value(i64 %254, !1180, !DIExpression(), !1330)
  %255 = load ptr, ptr %4, align 8, !dbg !1332, !tbaa !1122
    #dbg_value(ptr %255, !1181, !DIExpression(), !1330)
  %256 = getelementptr inbounds i8, ptr %255, i64 16, !dbg !1333
  %257 = load ptr, ptr %256, align 8, !dbg !1333, !tbaa !562
    #dbg_value(ptr %257, !1182, !DIExpression(), !1334)
  %258 = call ptr @luaS_newlstr(ptr noundef %255, ptr noundef nonnull %252, i64 noundef %254) #18, !dbg !1333
    #dbg_value(ptr %258, !1184, !DIExpression(), !1334)
  store ptr %258, ptr %257, align 8, !dbg !1333, !tbaa !562
  %259 = getelementptr inbounds i8, ptr %258, i64 8, !dbg !1333
  %260 = load i8, ptr %259, align 8, !dbg !1333, !tbaa !1037
  %261 = or i8 %260, 64, !dbg !1333
  %262 = getelementptr inbounds i8, ptr %257, i64 8, !dbg !1333
  store i8 %261, ptr %262, align 8, !dbg !1333, !tbaa !612
  %263 = load ptr, ptr %256, align 8, !dbg !1335, !tbaa !562
  %264 = getelementptr inbounds i8, ptr %263, i64 16, !dbg !1335
  store ptr %264, ptr %256, align 8, !dbg !1335, !tbaa !562
  %265 = load i32, ptr %10, align 8, !dbg !1336, !tbaa !1119
  %266 = icmp eq i32 %265, 0, !dbg !1337
  br i1 %266, label %267, label %268, !dbg !1338

267:                                              ; preds = %249
  store i32 1, ptr %10, align 8, !dbg !1339, !tbaa !1119, !DIAssignID !1340
    #dbg_assign(i32 1, !1059, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1340, ptr %10, !DIExpression(), !1102)
  br label %269, !dbg !1341

268:                                              ; preds = %249
  call void @luaV_concat(ptr noundef nonnull %255, i32 noundef 2) #18, !dbg !1342
  br label %269

269:                                              ; preds = %267, %268
  store i32 0, ptr %9, align 4, !dbg !1343, !tbaa !1114, !DIAssignID !1344
    #dbg_assign(i32 0, !1059, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1344, ptr %9, !DIExpression(), !1102)
  %270 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1345
  %271 = load ptr, ptr %270, align 8, !dbg !1345, !tbaa !562
  %272 = getelementptr inbounds i8, ptr %271, i64 -16, !dbg !1345
  %273 = load ptr, ptr %272, align 8, !dbg !1345, !tbaa !562
  %274 = getelementptr inbounds i8, ptr %273, i64 24, !dbg !1345
  call void @llvm.lifetime.end.p0(i64 216, ptr nonnull %4) #18, !dbg !1346
  ret ptr %274, !dbg !1347
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !1348 ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define internal fastcc void @addstr2buff(ptr noundef %0, ptr noundef %1, i64 noundef %2) unnamed_addr #2 !dbg !1144 {
    #dbg_value(ptr %0, !1143, !DIExpression(), !1352)
    #dbg_value(ptr %1, !1149, !DIExpression(), !1352)
    #dbg_value(i64 %2, !1150, !DIExpression(), !1352)
  %4 = icmp ult i64 %2, 200, !dbg !1353
  %5 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !1354
  %6 = load i32, ptr %5, align 4, !dbg !1354, !tbaa !1114
  br i1 %4, label %7, label %37, !dbg !1355

7:                                                ; preds = %3
  %8 = trunc nuw nsw i64 %2 to i32, !dbg !1356
    #dbg_value(ptr %0, !1157, !DIExpression(), !1357)
    #dbg_value(i32 %8, !1162, !DIExpression(), !1357)
  %9 = sub nsw i32 199, %6, !dbg !1359
  %10 = icmp slt i32 %9, %8, !dbg !1360
  br i1 %10, label %11, label %30, !dbg !1361

11:                                               ; preds = %7
    #dbg_value(ptr %0, !1168, !DIExpression(), !1362)
  %12 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1364
  %13 = sext i32 %6 to i64, !dbg !1365
    #dbg_value(ptr %0, !1176, !DIExpression(), !1366)
    #dbg_value(ptr %12, !1179, !DIExpression(), !1366)
    #dbg_value(i64 %13, !1180, !DIExpression(), !1366)
  %14 = load ptr, ptr %0, align 8, !dbg !1368, !tbaa !1122
    #dbg_value(ptr %14, !1181, !DIExpression(), !1366)
  %15 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !1369
  %16 = load ptr, ptr %15, align 8, !dbg !1369, !tbaa !562
    #dbg_value(ptr %16, !1182, !DIExpression(), !1370)
  %17 = tail call ptr @luaS_newlstr(ptr noundef %14, ptr noundef nonnull %12, i64 noundef %13) #18, !dbg !1369
    #dbg_value(ptr %17, !1184, !DIExpression(), !1370)
  store ptr %17, ptr %16, align 8, !dbg !1369, !tbaa !562
  %18 = getelementptr inbounds i8, ptr %17, i64 8, !dbg !1369
  %19 = load i8, ptr %18, align 8, !dbg !1369, !tbaa !1037
  %20 = or i8 %19, 64, !dbg !1369
  %21 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !1369
  store i8 %20, ptr %21, align 8, !dbg !1369, !tbaa !612
  %22 = load ptr, ptr %15, align 8, !dbg !1371, !tbaa !562
  %23 = getelementptr inbounds i8, ptr %22, i64 16, !dbg !1371
  store ptr %23, ptr %15, align 8, !dbg !1371, !tbaa !562
  %24 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1372
  %25 = load i32, ptr %24, align 8, !dbg !1372, !tbaa !1119
  %26 = icmp eq i32 %25, 0, !dbg !1373
  br i1 %26, label %27, label %28, !dbg !1374

27:                                               ; preds = %11
  store i32 1, ptr %24, align 8, !dbg !1375, !tbaa !1119
  br label %29, !dbg !1376

28:                                               ; preds = %11
  tail call void @luaV_concat(ptr noundef nonnull %14, i32 noundef 2) #18, !dbg !1377
  br label %29

29:                                               ; preds = %28, %27
  store i32 0, ptr %5, align 4, !dbg !1378, !tbaa !1114
  br label %30, !dbg !1379

30:                                               ; preds = %7, %29
  %31 = phi i32 [ 0, %29 ], [ %6, %7 ], !dbg !1380
  %32 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1381
  %33 = sext i32 %31 to i64, !dbg !1382
  %34 = getelementptr inbounds i8, ptr %32, i64 %33, !dbg !1382
    #dbg_value(ptr %34, !1151, !DIExpression(), !1383)
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %34, ptr align 1 %1, i64 %2, i1 false), !dbg !1384
  %35 = load i32, ptr %5, align 4, !dbg !1385, !tbaa !1114
  %36 = add nsw i32 %35, %8, !dbg !1385
  store i32 %36, ptr %5, align 4, !dbg !1385, !tbaa !1114
  br label %70, !dbg !1386

37:                                               ; preds = %3
    #dbg_value(ptr %0, !1168, !DIExpression(), !1387)
  %38 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1390
  %39 = sext i32 %6 to i64, !dbg !1391
    #dbg_value(ptr %0, !1176, !DIExpression(), !1392)
    #dbg_value(ptr %38, !1179, !DIExpression(), !1392)
    #dbg_value(i64 %39, !1180, !DIExpression(), !1392)
  %40 = load ptr, ptr %0, align 8, !dbg !1394, !tbaa !1122
    #dbg_value(ptr %40, !1181, !DIExpression(), !1392)
  %41 = getelementptr inbounds i8, ptr %40, i64 16, !dbg !1395
  %42 = load ptr, ptr %41, align 8, !dbg !1395, !tbaa !562
    #dbg_value(ptr %42, !1182, !DIExpression(), !1396)
  %43 = tail call ptr @luaS_newlstr(ptr noundef %40, ptr noundef nonnull %38, i64 noundef %39) #18, !dbg !1395
    #dbg_value(ptr %43, !1184, !DIExpression(), !1396)
  store ptr %43, ptr %42, align 8, !dbg !1395, !tbaa !562
  %44 = getelementptr inbounds i8, ptr %43, i64 8, !dbg !1395
  %45 = load i8, ptr %44, align 8, !dbg !1395, !tbaa !1037
  %46 = or i8 %45, 64, !dbg !1395
  %47 = getelementptr inbounds i8, ptr %42, i64 8, !dbg !1395
  store i8 %46, ptr %47, align 8, !dbg !1395, !tbaa !612
  %48 = load ptr, ptr %41, align 8, !dbg !1397, !tbaa !562
  %49 = getelementptr inbounds i8, ptr %48, i64 16, !dbg !1397
  store ptr %49, ptr %41, align 8, !dbg !1397, !tbaa !562
  %50 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1398
  %51 = load i32, ptr %50, align 8, !dbg !1398, !tbaa !1119
  %52 = icmp eq i32 %51, 0, !dbg !1399
  br i1 %52, label %53, label %54, !dbg !1400

53:                                               ; preds = %37
  store i32 1, ptr %50, align 8, !dbg !1401, !tbaa !1119
  br label %55, !dbg !1402

54:                                               ; preds = %37
  tail call void @luaV_concat(ptr noundef nonnull %40, i32 noundef 2) #18, !dbg !1403
  br label %55

55:                                               ; preds = %53, %54
  store i32 0, ptr %5, align 4, !dbg !1404, !tbaa !1114
    #dbg_value(ptr %0, !1176, !DIExpression(), !1405)
    #dbg_value(ptr %1, !1179, !DIExpression(), !1405)
    #dbg_value(i64 %2, !1180, !DIExpression(), !1405)
  %56 = load ptr, ptr %0, align 8, !dbg !1407, !tbaa !1122
    #dbg_value(ptr %56, !1181, !DIExpression(), !1405)
  %57 = getelementptr inbounds i8, ptr %56, i64 16, !dbg !1408
  %58 = load ptr, ptr %57, align 8, !dbg !1408, !tbaa !562
    #dbg_value(ptr %58, !1182, !DIExpression(), !1409)
  %59 = tail call ptr @luaS_newlstr(ptr noundef %56, ptr noundef %1, i64 noundef %2) #18, !dbg !1408
    #dbg_value(ptr %59, !1184, !DIExpression(), !1409)
  store ptr %59, ptr %58, align 8, !dbg !1408, !tbaa !562
  %60 = getelementptr inbounds i8, ptr %59, i64 8, !dbg !1408
  %61 = load i8, ptr %60, align 8, !dbg !1408, !tbaa !1037
  %62 = or i8 %61, 64, !dbg !1408
  %63 = getelementptr inbounds i8, ptr %58, i64 8, !dbg !1408
  store i8 %62, ptr %63, align 8, !dbg !1408, !tbaa !612
  %64 = load ptr, ptr %57, align 8, !dbg !1410, !tbaa !562
  %65 = getelementptr inbounds i8, ptr %64, i64 16, !dbg !1410
  store ptr %65, ptr %57, align 8, !dbg !1410, !tbaa !562
  %66 = load i32, ptr %50, align 8, !dbg !1411, !tbaa !1119
  %67 = icmp eq i32 %66, 0, !dbg !1412
  br i1 %67, label %68, label %69, !dbg !1413

68:                                               ; preds = %55
  store i32 1, ptr %50, align 8, !dbg !1414, !tbaa !1119
  br label %70, !dbg !1415

69:                                               ; preds = %55
  tail call void @luaV_concat(ptr noundef nonnull %56, i32 noundef 2) #18, !dbg !1416
  br label %70

70:                                               ; preds = %69, %68, %30
  ret void, !dbg !1417
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !1418 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define internal fastcc void @addnum2buff(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #2 !dbg !1421 {
    #dbg_value(ptr %0, !1425, !DIExpression(), !1429)
    #dbg_value(ptr %1, !1426, !DIExpression(), !1429)
    #dbg_value(ptr %0, !1157, !DIExpression(), !1430)
    #dbg_value(i32 44, !1162, !DIExpression(), !1430)
  %3 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !1432
  %4 = load i32, ptr %3, align 4, !dbg !1432, !tbaa !1114
  %5 = icmp sgt i32 %4, 155, !dbg !1433
  br i1 %5, label %6, label %25, !dbg !1434

6:                                                ; preds = %2
    #dbg_value(ptr %0, !1168, !DIExpression(), !1435)
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1437
  %8 = zext nneg i32 %4 to i64, !dbg !1438
    #dbg_value(ptr %0, !1176, !DIExpression(), !1439)
    #dbg_value(ptr %7, !1179, !DIExpression(), !1439)
    #dbg_value(i64 %8, !1180, !DIExpression(), !1439)
  %9 = load ptr, ptr %0, align 8, !dbg !1441, !tbaa !1122
    #dbg_value(ptr %9, !1181, !DIExpression(), !1439)
  %10 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !1442
  %11 = load ptr, ptr %10, align 8, !dbg !1442, !tbaa !562
    #dbg_value(ptr %11, !1182, !DIExpression(), !1443)
  %12 = tail call ptr @luaS_newlstr(ptr noundef %9, ptr noundef nonnull %7, i64 noundef %8) #18, !dbg !1442
    #dbg_value(ptr %12, !1184, !DIExpression(), !1443)
  store ptr %12, ptr %11, align 8, !dbg !1442, !tbaa !562
  %13 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !1442
  %14 = load i8, ptr %13, align 8, !dbg !1442, !tbaa !1037
  %15 = or i8 %14, 64, !dbg !1442
  %16 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !1442
  store i8 %15, ptr %16, align 8, !dbg !1442, !tbaa !612
  %17 = load ptr, ptr %10, align 8, !dbg !1444, !tbaa !562
  %18 = getelementptr inbounds i8, ptr %17, i64 16, !dbg !1444
  store ptr %18, ptr %10, align 8, !dbg !1444, !tbaa !562
  %19 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1445
  %20 = load i32, ptr %19, align 8, !dbg !1445, !tbaa !1119
  %21 = icmp eq i32 %20, 0, !dbg !1446
  br i1 %21, label %22, label %23, !dbg !1447

22:                                               ; preds = %6
  store i32 1, ptr %19, align 8, !dbg !1448, !tbaa !1119
  br label %24, !dbg !1449

23:                                               ; preds = %6
  tail call void @luaV_concat(ptr noundef nonnull %9, i32 noundef 2) #18, !dbg !1450
  br label %24

24:                                               ; preds = %23, %22
  store i32 0, ptr %3, align 4, !dbg !1451, !tbaa !1114
  br label %25, !dbg !1452

25:                                               ; preds = %2, %24
  %26 = phi i32 [ 0, %24 ], [ %4, %2 ], !dbg !1453
  %27 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1454
  %28 = sext i32 %26 to i64, !dbg !1455
  %29 = getelementptr inbounds i8, ptr %27, i64 %28, !dbg !1455
    #dbg_value(ptr %29, !1427, !DIExpression(), !1429)
    #dbg_value(ptr %1, !1005, !DIExpression(), !1456)
    #dbg_value(ptr %29, !1010, !DIExpression(), !1456)
  %30 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1458
  %31 = load i8, ptr %30, align 8, !dbg !1458, !tbaa !612
  %32 = icmp eq i8 %31, 3, !dbg !1458
  br i1 %32, label %33, label %36, !dbg !1459

33:                                               ; preds = %25
  %34 = load i64, ptr %1, align 8, !dbg !1460, !tbaa !562
  %35 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %29, i64 noundef 44, ptr noundef nonnull @.str.8, i64 noundef %34) #18, !dbg !1460
    #dbg_value(i32 %35, !1011, !DIExpression(), !1456)
  br label %51, !dbg !1461

36:                                               ; preds = %25
  %37 = load double, ptr %1, align 8, !dbg !1462, !tbaa !562
  %38 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %29, i64 noundef 44, ptr noundef nonnull @.str.9, double noundef %37) #18, !dbg !1462
    #dbg_value(i32 %38, !1011, !DIExpression(), !1456)
  %39 = tail call i64 @strspn(ptr noundef nonnull %29, ptr noundef nonnull @.str.10) #19, !dbg !1463
  %40 = getelementptr inbounds i8, ptr %29, i64 %39, !dbg !1464
  %41 = load i8, ptr %40, align 1, !dbg !1464, !tbaa !562
  %42 = icmp eq i8 %41, 0, !dbg !1465
  br i1 %42, label %43, label %51, !dbg !1466

43:                                               ; preds = %36
  %44 = tail call ptr @localeconv() #18, !dbg !1467
  %45 = load ptr, ptr %44, align 8, !dbg !1467, !tbaa !928
  %46 = load i8, ptr %45, align 1, !dbg !1467, !tbaa !562
    #dbg_value(i32 %38, !1011, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1456)
  %47 = sext i32 %38 to i64, !dbg !1468
  %48 = getelementptr inbounds i8, ptr %29, i64 %47, !dbg !1468
  store i8 %46, ptr %48, align 1, !dbg !1469, !tbaa !562
  %49 = add nsw i32 %38, 2, !dbg !1470
    #dbg_value(i32 %49, !1011, !DIExpression(), !1456)
  %50 = getelementptr i8, ptr %48, i64 1, !dbg !1471
  store i8 48, ptr %50, align 1, !dbg !1472, !tbaa !562
  br label %51, !dbg !1473

51:                                               ; preds = %33, %36, %43
  %52 = phi i32 [ %35, %33 ], [ %49, %43 ], [ %38, %36 ], !dbg !1474
    #dbg_value(i32 %52, !1011, !DIExpression(), !1456)
    #dbg_value(i32 %52, !1428, !DIExpression(), !1429)
  %53 = load i32, ptr %3, align 4, !dbg !1475, !tbaa !1114
  %54 = add nsw i32 %53, %52, !dbg !1475
  store i32 %54, ptr %3, align 4, !dbg !1475, !tbaa !1114
  ret void, !dbg !1476
}

; Function Attrs: nofree nounwind
declare !dbg !1477 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: noreturn
declare !dbg !1483 hidden void @luaG_runerror(ptr noundef, ptr noundef, ...) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define hidden nonnull ptr @luaO_pushfstring(ptr noundef %0, ptr noundef %1, ...) local_unnamed_addr #2 !dbg !1487 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !1500
    #dbg_assign(i1 undef, !1494, !DIExpression(), !1500, ptr %3, !DIExpression(), !1501)
    #dbg_value(ptr %0, !1491, !DIExpression(), !1501)
    #dbg_value(ptr %1, !1492, !DIExpression(), !1501)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #18, !dbg !1502
  call void @llvm.va_start.p0(ptr nonnull %3), !dbg !1503
  %4 = call ptr @luaO_pushvfstring(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %3), !dbg !1504
    #dbg_value(ptr %4, !1493, !DIExpression(), !1501)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !1505
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #18, !dbg !1506
  ret ptr %4, !dbg !1507
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define hidden void @luaO_chunkid(ptr nocapture noundef writeonly %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #10 !dbg !1508 {
    #dbg_value(ptr %0, !1512, !DIExpression(), !1520)
    #dbg_value(ptr %1, !1513, !DIExpression(), !1520)
    #dbg_value(i64 %2, !1514, !DIExpression(), !1520)
    #dbg_value(i64 60, !1515, !DIExpression(), !1520)
  %4 = load i8, ptr %1, align 1, !dbg !1521, !tbaa !562
  switch i8 %4, label %20 [
    i8 61, label %5
    i8 64, label %11
  ], !dbg !1522

5:                                                ; preds = %3
  %6 = icmp ult i64 %2, 61, !dbg !1523
  %7 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !1526
  br i1 %6, label %8, label %9, !dbg !1527

8:                                                ; preds = %5
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr nonnull align 1 %7, i64 %2, i1 false), !dbg !1528
  br label %38, !dbg !1528

9:                                                ; preds = %5
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(59) %0, ptr noundef nonnull align 1 dereferenceable(59) %7, i64 59, i1 false), !dbg !1529
  %10 = getelementptr inbounds i8, ptr %0, i64 59, !dbg !1529
    #dbg_value(ptr %10, !1512, !DIExpression(), !1520)
  store i8 0, ptr %10, align 1, !dbg !1531, !tbaa !562
  br label %38

11:                                               ; preds = %3
  %12 = icmp ult i64 %2, 61, !dbg !1532
  br i1 %12, label %13, label %15, !dbg !1535

13:                                               ; preds = %11
  %14 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !1536
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr nonnull align 1 %14, i64 %2, i1 false), !dbg !1537
  br label %38, !dbg !1537

15:                                               ; preds = %11
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %0, ptr noundef nonnull align 1 dereferenceable(3) @.str.4, i64 3, i1 false), !dbg !1538
  %16 = getelementptr inbounds i8, ptr %0, i64 3, !dbg !1538
    #dbg_value(ptr %16, !1512, !DIExpression(), !1520)
    #dbg_value(i64 57, !1515, !DIExpression(), !1520)
  %17 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !1540
  %18 = getelementptr inbounds i8, ptr %17, i64 %2, !dbg !1541
  %19 = getelementptr inbounds i8, ptr %18, i64 -57, !dbg !1542
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(57) %16, ptr noundef nonnull align 1 dereferenceable(57) %19, i64 57, i1 false), !dbg !1543
  br label %38

20:                                               ; preds = %3
  %21 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 10) #19, !dbg !1544
    #dbg_value(ptr %21, !1516, !DIExpression(), !1545)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %0, ptr noundef nonnull align 1 dereferenceable(9) @.str.5, i64 9, i1 false), !dbg !1546
  %22 = getelementptr inbounds i8, ptr %0, i64 9, !dbg !1546
    #dbg_value(ptr %22, !1512, !DIExpression(), !1520)
    #dbg_value(i64 45, !1515, !DIExpression(), !1520)
  %23 = icmp ult i64 %2, 45, !dbg !1547
  %24 = icmp eq ptr %21, null
  %25 = select i1 %23, i1 %24, i1 false, !dbg !1549
  br i1 %25, label %26, label %28, !dbg !1549

26:                                               ; preds = %20
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %22, ptr nonnull align 1 %1, i64 %2, i1 false), !dbg !1550
  %27 = getelementptr inbounds i8, ptr %22, i64 %2, !dbg !1550
    #dbg_value(ptr %27, !1512, !DIExpression(), !1520)
  br label %36, !dbg !1552

28:                                               ; preds = %20
  %29 = ptrtoint ptr %21 to i64, !dbg !1553
  %30 = ptrtoint ptr %1 to i64, !dbg !1553
  %31 = sub i64 %29, %30, !dbg !1553
  %32 = select i1 %24, i64 %2, i64 %31, !dbg !1553
    #dbg_value(i64 %32, !1514, !DIExpression(), !1520)
  %33 = tail call i64 @llvm.umin.i64(i64 %32, i64 45), !dbg !1555
    #dbg_value(i64 %33, !1514, !DIExpression(), !1520)
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %22, ptr nonnull align 1 %1, i64 %33, i1 false), !dbg !1556
  %34 = getelementptr inbounds i8, ptr %22, i64 %33, !dbg !1556
    #dbg_value(ptr %34, !1512, !DIExpression(), !1520)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %34, ptr noundef nonnull align 1 dereferenceable(3) @.str.4, i64 3, i1 false), !dbg !1557
  %35 = getelementptr inbounds i8, ptr %34, i64 3, !dbg !1557
    #dbg_value(ptr %35, !1512, !DIExpression(), !1520)
  br label %36

36:                                               ; preds = %28, %26
  %37 = phi ptr [ %27, %26 ], [ %35, %28 ], !dbg !1558
    #dbg_value(ptr %37, !1512, !DIExpression(), !1520)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %37, ptr noundef nonnull align 1 dereferenceable(3) @.str.6, i64 3, i1 false), !dbg !1559
  br label %38

38:                                               ; preds = %36, %15, %13, %8, %9
  ret void, !dbg !1560
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

declare !dbg !1561 hidden i64 @luaV_mod(ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #3

declare !dbg !1564 hidden i64 @luaV_idiv(ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #3

declare !dbg !1565 hidden i64 @luaV_shiftl(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !1568 double @pow(double noundef, double noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #13

declare !dbg !1572 hidden double @luaV_modf(ptr noundef, double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !1575 ptr @strpbrk(ptr noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !1578 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #14

; Function Attrs: nounwind
declare !dbg !1581 ptr @localeconv() local_unnamed_addr #15

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !1612 double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #16

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !1618 i64 @strspn(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #6

declare !dbg !1621 hidden void @luaV_concat(ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #17

attributes #0 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #10 = { mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { nounwind }
attributes #19 = { nounwind willreturn memory(read) }
attributes #20 = { noreturn nounwind }

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!543, !544, !545, !546, !547, !548, !549}
!llvm.ident = !{!550}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "log_2", scope: !2, file: !3, line: 36, type: !539, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "luaO_ceillog2", scope: !3, file: !3, line: 35, type: !4, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !536)
!3 = !DIFile(filename: "src/lua/lobject.c", directory: ".", checksumkind: CSK_MD5, checksum: "e9bf7a1e70ba5f03efb8408cda8f933c")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !7}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !9, retainedTypes: !45, globals: !487, splitDebugInlining: false, nameTableKind: None)
!9 = !{!10, !16}
!10 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !11, line: 43, baseType: !7, size: 32, elements: !12)
!11 = !DIFile(filename: "src/lua/lvm.h", directory: ".", checksumkind: CSK_MD5, checksum: "ffc0c083e9aa94c91dcb495c1d438023")
!12 = !{!13, !14, !15}
!13 = !DIEnumerator(name: "F2Ieq", value: 0)
!14 = !DIEnumerator(name: "F2Ifloor", value: 1)
!15 = !DIEnumerator(name: "F2Iceil", value: 2)
!16 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !17, line: 18, baseType: !7, size: 32, elements: !18)
!17 = !DIFile(filename: "src/lua/ltm.h", directory: ".", checksumkind: CSK_MD5, checksum: "550ecc448a2b932870d8240a6cb7e444")
!18 = !{!19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44}
!19 = !DIEnumerator(name: "TM_INDEX", value: 0)
!20 = !DIEnumerator(name: "TM_NEWINDEX", value: 1)
!21 = !DIEnumerator(name: "TM_GC", value: 2)
!22 = !DIEnumerator(name: "TM_MODE", value: 3)
!23 = !DIEnumerator(name: "TM_LEN", value: 4)
!24 = !DIEnumerator(name: "TM_EQ", value: 5)
!25 = !DIEnumerator(name: "TM_ADD", value: 6)
!26 = !DIEnumerator(name: "TM_SUB", value: 7)
!27 = !DIEnumerator(name: "TM_MUL", value: 8)
!28 = !DIEnumerator(name: "TM_MOD", value: 9)
!29 = !DIEnumerator(name: "TM_POW", value: 10)
!30 = !DIEnumerator(name: "TM_DIV", value: 11)
!31 = !DIEnumerator(name: "TM_IDIV", value: 12)
!32 = !DIEnumerator(name: "TM_BAND", value: 13)
!33 = !DIEnumerator(name: "TM_BOR", value: 14)
!34 = !DIEnumerator(name: "TM_BXOR", value: 15)
!35 = !DIEnumerator(name: "TM_SHL", value: 16)
!36 = !DIEnumerator(name: "TM_SHR", value: 17)
!37 = !DIEnumerator(name: "TM_UNM", value: 18)
!38 = !DIEnumerator(name: "TM_BNOT", value: 19)
!39 = !DIEnumerator(name: "TM_LT", value: 20)
!40 = !DIEnumerator(name: "TM_LE", value: 21)
!41 = !DIEnumerator(name: "TM_CONCAT", value: 22)
!42 = !DIEnumerator(name: "TM_CALL", value: 23)
!43 = !DIEnumerator(name: "TM_CLOSE", value: 24)
!44 = !DIEnumerator(name: "TM_N", value: 25)
!45 = !{!46, !49, !50, !51, !52, !66, !367, !485, !6, !368, !48}
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !47, line: 90, baseType: !48)
!47 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!48 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "TMS", file: !17, line: 45, baseType: !16)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!51 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "GCUnion", file: !54, line: 353, size: 1600, elements: !55)
!54 = !DIFile(filename: "src/lua/lstate.h", directory: ".", checksumkind: CSK_MD5, checksum: "edd1473ca499831d12a0476e1db0587d")
!55 = !{!56, !68, !90, !401, !481, !482, !483, !484}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !53, file: !54, line: 354, baseType: !57, size: 128)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "GCObject", file: !58, line: 294, baseType: !59)
!58 = !DIFile(filename: "src/lua/lobject.h", directory: ".", checksumkind: CSK_MD5, checksum: "aea49a507ea3586a933fcf888e0c1530")
!59 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "GCObject", file: !58, line: 292, size: 128, elements: !60)
!60 = !{!61, !63, !67}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !59, file: !58, line: 293, baseType: !62, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !59, file: !58, line: 293, baseType: !64, size: 8, offset: 64)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_byte", file: !65, line: 36, baseType: !66)
!65 = !DIFile(filename: "src/lua/llimits.h", directory: ".", checksumkind: CSK_MD5, checksum: "f70379667ce169a2840c3c885517102a")
!66 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !59, file: !58, line: 293, baseType: !64, size: 8, offset: 72)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "ts", scope: !53, file: !54, line: 355, baseType: !69, size: 256)
!69 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TString", file: !58, line: 386, size: 256, elements: !70)
!70 = !{!71, !72, !73, !74, !75, !76, !77, !86}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !69, file: !58, line: 387, baseType: !62, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !69, file: !58, line: 387, baseType: !64, size: 8, offset: 64)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !69, file: !58, line: 387, baseType: !64, size: 8, offset: 72)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !69, file: !58, line: 388, baseType: !64, size: 8, offset: 80)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "shrlen", scope: !69, file: !58, line: 389, baseType: !64, size: 8, offset: 88)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !69, file: !58, line: 390, baseType: !7, size: 32, offset: 96)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !69, file: !58, line: 394, baseType: !78, size: 64, offset: 128)
!78 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !69, file: !58, line: 391, size: 64, elements: !79)
!79 = !{!80, !84}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "lnglen", scope: !78, file: !58, line: 392, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !82, line: 18, baseType: !83)
!82 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!83 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "hnext", scope: !78, file: !58, line: 393, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "contents", scope: !69, file: !58, line: 395, baseType: !87, size: 8, offset: 192)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 8, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 1)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !53, file: !54, line: 356, baseType: !91, size: 448)
!91 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Udata", file: !58, line: 459, size: 448, elements: !92)
!92 = !{!93, !94, !95, !96, !98, !99, !389, !390}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !91, file: !58, line: 460, baseType: !62, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !91, file: !58, line: 460, baseType: !64, size: 8, offset: 64)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !91, file: !58, line: 460, baseType: !64, size: 8, offset: 72)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "nuvalue", scope: !91, file: !58, line: 461, baseType: !97, size: 16, offset: 80)
!97 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !91, file: !58, line: 462, baseType: !81, size: 64, offset: 128)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !91, file: !58, line: 463, baseType: !100, size: 64, offset: 192)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Table", file: !58, line: 737, size: 448, elements: !102)
!102 = !{!103, !104, !105, !106, !107, !108, !109, !372, !386, !387, !388}
!103 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !101, file: !58, line: 738, baseType: !62, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !101, file: !58, line: 738, baseType: !64, size: 8, offset: 64)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !101, file: !58, line: 738, baseType: !64, size: 8, offset: 72)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !101, file: !58, line: 739, baseType: !64, size: 8, offset: 80)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "lsizenode", scope: !101, file: !58, line: 740, baseType: !64, size: 8, offset: 88)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "alimit", scope: !101, file: !58, line: 741, baseType: !7, size: 32, offset: 96)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "array", scope: !101, file: !58, line: 742, baseType: !110, size: 64, offset: 128)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "TValue", file: !58, line: 69, baseType: !112)
!112 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TValue", file: !58, line: 67, size: 128, elements: !113)
!113 = !{!114, !371}
!114 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !112, file: !58, line: 68, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "Value", file: !58, line: 57, baseType: !116)
!116 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Value", file: !58, line: 49, size: 64, elements: !117)
!117 = !{!118, !119, !120, !366, !369, !370}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !116, file: !58, line: 50, baseType: !62, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !116, file: !58, line: 51, baseType: !50, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !116, file: !58, line: 52, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !47, line: 106, baseType: !122)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DISubroutineType(types: !124)
!124 = !{!6, !125}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !47, line: 57, baseType: !127)
!127 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !54, line: 309, size: 1600, elements: !128)
!128 = !{!129, !130, !131, !132, !133, !134, !135, !156, !242, !297, !298, !299, !323, !324, !325, !326, !329, !330, !360, !361, !362, !363, !364, !365}
!129 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !127, file: !54, line: 310, baseType: !62, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !127, file: !54, line: 310, baseType: !64, size: 8, offset: 64)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !127, file: !54, line: 310, baseType: !64, size: 8, offset: 72)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !127, file: !54, line: 311, baseType: !64, size: 8, offset: 80)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "allowhook", scope: !127, file: !54, line: 312, baseType: !64, size: 8, offset: 88)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "nci", scope: !127, file: !54, line: 313, baseType: !97, size: 16, offset: 96)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !127, file: !54, line: 314, baseType: !136, size: 64, offset: 128)
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkIdRel", file: !58, line: 168, baseType: !137)
!137 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !58, line: 165, size: 64, elements: !138)
!138 = !{!139, !152}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !137, file: !58, line: 166, baseType: !140, size: 64)
!140 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkId", file: !58, line: 158, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "StackValue", file: !58, line: 154, baseType: !143)
!143 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "StackValue", file: !58, line: 148, size: 128, elements: !144)
!144 = !{!145, !146}
!145 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !143, file: !58, line: 149, baseType: !111, size: 128)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !143, file: !58, line: 153, baseType: !147, size: 128)
!147 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !143, file: !58, line: 150, size: 128, elements: !148)
!148 = !{!149, !150, !151}
!149 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !147, file: !58, line: 151, baseType: !115, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !147, file: !58, line: 151, baseType: !64, size: 8, offset: 64)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !147, file: !58, line: 152, baseType: !97, size: 16, offset: 80)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !137, file: !58, line: 167, baseType: !153, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !154, line: 18, baseType: !155)
!154 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!155 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "l_G", scope: !127, file: !54, line: 315, baseType: !157, size: 64, offset: 192)
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!158 = !DIDerivedType(tag: DW_TAG_typedef, name: "global_State", file: !54, line: 303, baseType: !159)
!159 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "global_State", file: !54, line: 254, size: 11328, elements: !160)
!160 = !{!161, !166, !167, !169, !170, !172, !173, !183, !184, !185, !186, !187, !188, !189, !190, !191, !192, !193, !194, !195, !196, !197, !199, !201, !202, !203, !204, !205, !206, !207, !208, !209, !210, !211, !212, !213, !214, !215, !216, !218, !219, !220, !221, !225, !229, !234, !241}
!161 = !DIDerivedType(tag: DW_TAG_member, name: "frealloc", scope: !159, file: !54, line: 255, baseType: !162, size: 64)
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Alloc", file: !47, line: 125, baseType: !163)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64)
!164 = !DISubroutineType(types: !165)
!165 = !{!50, !50, !50, !81, !81}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "ud", scope: !159, file: !54, line: 256, baseType: !50, size: 64, offset: 64)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "totalbytes", scope: !159, file: !54, line: 257, baseType: !168, size: 64, offset: 128)
!168 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_mem", file: !65, line: 28, baseType: !153)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "GCdebt", scope: !159, file: !54, line: 258, baseType: !168, size: 64, offset: 192)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "GCestimate", scope: !159, file: !54, line: 259, baseType: !171, size: 64, offset: 256)
!171 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_mem", file: !65, line: 27, baseType: !81)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "lastatomic", scope: !159, file: !54, line: 260, baseType: !171, size: 64, offset: 320)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "strt", scope: !159, file: !54, line: 261, baseType: !174, size: 128, offset: 384)
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "stringtable", file: !54, line: 159, baseType: !175)
!175 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stringtable", file: !54, line: 155, size: 128, elements: !176)
!176 = !{!177, !181, !182}
!177 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !175, file: !54, line: 156, baseType: !178, size: 64)
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !179, size: 64)
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!180 = !DIDerivedType(tag: DW_TAG_typedef, name: "TString", file: !58, line: 396, baseType: !69)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "nuse", scope: !175, file: !54, line: 157, baseType: !6, size: 32, offset: 64)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !175, file: !54, line: 158, baseType: !6, size: 32, offset: 96)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "l_registry", scope: !159, file: !54, line: 262, baseType: !111, size: 128, offset: 512)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "nilvalue", scope: !159, file: !54, line: 263, baseType: !111, size: 128, offset: 640)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "seed", scope: !159, file: !54, line: 264, baseType: !7, size: 32, offset: 768)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "currentwhite", scope: !159, file: !54, line: 265, baseType: !64, size: 8, offset: 800)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "gcstate", scope: !159, file: !54, line: 266, baseType: !64, size: 8, offset: 808)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "gckind", scope: !159, file: !54, line: 267, baseType: !64, size: 8, offset: 816)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "gcstopem", scope: !159, file: !54, line: 268, baseType: !64, size: 8, offset: 824)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "genminormul", scope: !159, file: !54, line: 269, baseType: !64, size: 8, offset: 832)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "genmajormul", scope: !159, file: !54, line: 270, baseType: !64, size: 8, offset: 840)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "gcstp", scope: !159, file: !54, line: 271, baseType: !64, size: 8, offset: 848)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "gcemergency", scope: !159, file: !54, line: 272, baseType: !64, size: 8, offset: 856)
!194 = !DIDerivedType(tag: DW_TAG_member, name: "gcpause", scope: !159, file: !54, line: 273, baseType: !64, size: 8, offset: 864)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepmul", scope: !159, file: !54, line: 274, baseType: !64, size: 8, offset: 872)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepsize", scope: !159, file: !54, line: 275, baseType: !64, size: 8, offset: 880)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "allgc", scope: !159, file: !54, line: 276, baseType: !198, size: 64, offset: 896)
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "sweepgc", scope: !159, file: !54, line: 277, baseType: !200, size: 64, offset: 960)
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "finobj", scope: !159, file: !54, line: 278, baseType: !198, size: 64, offset: 1024)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "gray", scope: !159, file: !54, line: 279, baseType: !198, size: 64, offset: 1088)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "grayagain", scope: !159, file: !54, line: 280, baseType: !198, size: 64, offset: 1152)
!204 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !159, file: !54, line: 281, baseType: !198, size: 64, offset: 1216)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "ephemeron", scope: !159, file: !54, line: 282, baseType: !198, size: 64, offset: 1280)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "allweak", scope: !159, file: !54, line: 283, baseType: !198, size: 64, offset: 1344)
!207 = !DIDerivedType(tag: DW_TAG_member, name: "tobefnz", scope: !159, file: !54, line: 284, baseType: !198, size: 64, offset: 1408)
!208 = !DIDerivedType(tag: DW_TAG_member, name: "fixedgc", scope: !159, file: !54, line: 285, baseType: !198, size: 64, offset: 1472)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "survival", scope: !159, file: !54, line: 287, baseType: !198, size: 64, offset: 1536)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "old1", scope: !159, file: !54, line: 288, baseType: !198, size: 64, offset: 1600)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "reallyold", scope: !159, file: !54, line: 289, baseType: !198, size: 64, offset: 1664)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "firstold1", scope: !159, file: !54, line: 290, baseType: !198, size: 64, offset: 1728)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "finobjsur", scope: !159, file: !54, line: 291, baseType: !198, size: 64, offset: 1792)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "finobjold1", scope: !159, file: !54, line: 292, baseType: !198, size: 64, offset: 1856)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "finobjrold", scope: !159, file: !54, line: 293, baseType: !198, size: 64, offset: 1920)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !159, file: !54, line: 294, baseType: !217, size: 64, offset: 1984)
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "panic", scope: !159, file: !54, line: 295, baseType: !121, size: 64, offset: 2048)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "mainthread", scope: !159, file: !54, line: 296, baseType: !217, size: 64, offset: 2112)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "memerrmsg", scope: !159, file: !54, line: 297, baseType: !179, size: 64, offset: 2176)
!221 = !DIDerivedType(tag: DW_TAG_member, name: "tmname", scope: !159, file: !54, line: 298, baseType: !222, size: 1600, offset: 2240)
!222 = !DICompositeType(tag: DW_TAG_array_type, baseType: !179, size: 1600, elements: !223)
!223 = !{!224}
!224 = !DISubrange(count: 25)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "mt", scope: !159, file: !54, line: 299, baseType: !226, size: 576, offset: 3840)
!226 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 576, elements: !227)
!227 = !{!228}
!228 = !DISubrange(count: 9)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "strcache", scope: !159, file: !54, line: 300, baseType: !230, size: 6784, offset: 4416)
!230 = !DICompositeType(tag: DW_TAG_array_type, baseType: !179, size: 6784, elements: !231)
!231 = !{!232, !233}
!232 = !DISubrange(count: 53)
!233 = !DISubrange(count: 2)
!234 = !DIDerivedType(tag: DW_TAG_member, name: "warnf", scope: !159, file: !54, line: 301, baseType: !235, size: 64, offset: 11200)
!235 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_WarnFunction", file: !47, line: 131, baseType: !236)
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !237, size: 64)
!237 = !DISubroutineType(types: !238)
!238 = !{null, !50, !239, !6}
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !240, size: 64)
!240 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !51)
!241 = !DIDerivedType(tag: DW_TAG_member, name: "ud_warn", scope: !159, file: !54, line: 302, baseType: !50, size: 64, offset: 11264)
!242 = !DIDerivedType(tag: DW_TAG_member, name: "ci", scope: !127, file: !54, line: 316, baseType: !243, size: 64, offset: 256)
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !244, size: 64)
!244 = !DIDerivedType(tag: DW_TAG_typedef, name: "CallInfo", file: !54, line: 14, baseType: !245)
!245 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CallInfo", file: !54, line: 177, size: 512, elements: !246)
!246 = !{!247, !248, !249, !251, !252, !283, !294, !296}
!247 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !245, file: !54, line: 178, baseType: !136, size: 64)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !245, file: !54, line: 179, baseType: !136, size: 64, offset: 64)
!249 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !245, file: !54, line: 180, baseType: !250, size: 64, offset: 128)
!250 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !245, size: 64)
!251 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !245, file: !54, line: 180, baseType: !250, size: 64, offset: 192)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !245, file: !54, line: 192, baseType: !253, size: 192, offset: 256)
!253 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !245, file: !54, line: 181, size: 192, elements: !254)
!254 = !{!255, !270}
!255 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !253, file: !54, line: 186, baseType: !256, size: 128)
!256 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !253, file: !54, line: 182, size: 128, elements: !257)
!257 = !{!258, !263, !269}
!258 = !DIDerivedType(tag: DW_TAG_member, name: "savedpc", scope: !256, file: !54, line: 183, baseType: !259, size: 64)
!259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !260, size: 64)
!260 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !261)
!261 = !DIDerivedType(tag: DW_TAG_typedef, name: "Instruction", file: !65, line: 205, baseType: !262)
!262 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_uint32", file: !65, line: 200, baseType: !7)
!263 = !DIDerivedType(tag: DW_TAG_member, name: "trap", scope: !256, file: !54, line: 184, baseType: !264, size: 32, offset: 64)
!264 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !265)
!265 = !DIDerivedType(tag: DW_TAG_typedef, name: "sig_atomic_t", file: !266, line: 8, baseType: !267)
!266 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/sig_atomic_t.h", directory: "", checksumkind: CSK_MD5, checksum: "d9236f7e3e7f10f53aa9d4cd97f503cf")
!267 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sig_atomic_t", file: !268, line: 215, baseType: !6)
!268 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!269 = !DIDerivedType(tag: DW_TAG_member, name: "nextraargs", scope: !256, file: !54, line: 185, baseType: !6, size: 32, offset: 96)
!270 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !253, file: !54, line: 191, baseType: !271, size: 192)
!271 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !253, file: !54, line: 187, size: 192, elements: !272)
!272 = !{!273, !281, !282}
!273 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !271, file: !54, line: 188, baseType: !274, size: 64)
!274 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !47, line: 111, baseType: !275)
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !276, size: 64)
!276 = !DISubroutineType(types: !277)
!277 = !{!6, !125, !6, !278}
!278 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !47, line: 100, baseType: !279)
!279 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !280, line: 87, baseType: !155)
!280 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!281 = !DIDerivedType(tag: DW_TAG_member, name: "old_errfunc", scope: !271, file: !54, line: 189, baseType: !153, size: 64, offset: 64)
!282 = !DIDerivedType(tag: DW_TAG_member, name: "ctx", scope: !271, file: !54, line: 190, baseType: !278, size: 64, offset: 128)
!283 = !DIDerivedType(tag: DW_TAG_member, name: "u2", scope: !245, file: !54, line: 201, baseType: !284, size: 32, offset: 448)
!284 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !245, file: !54, line: 193, size: 32, elements: !285)
!285 = !{!286, !287, !288, !289}
!286 = !DIDerivedType(tag: DW_TAG_member, name: "funcidx", scope: !284, file: !54, line: 194, baseType: !6, size: 32)
!287 = !DIDerivedType(tag: DW_TAG_member, name: "nyield", scope: !284, file: !54, line: 195, baseType: !6, size: 32)
!288 = !DIDerivedType(tag: DW_TAG_member, name: "nres", scope: !284, file: !54, line: 196, baseType: !6, size: 32)
!289 = !DIDerivedType(tag: DW_TAG_member, name: "transferinfo", scope: !284, file: !54, line: 200, baseType: !290, size: 32)
!290 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !284, file: !54, line: 197, size: 32, elements: !291)
!291 = !{!292, !293}
!292 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !290, file: !54, line: 198, baseType: !97, size: 16)
!293 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !290, file: !54, line: 199, baseType: !97, size: 16, offset: 16)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "nresults", scope: !245, file: !54, line: 202, baseType: !295, size: 16, offset: 480)
!295 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!296 = !DIDerivedType(tag: DW_TAG_member, name: "callstatus", scope: !245, file: !54, line: 203, baseType: !97, size: 16, offset: 496)
!297 = !DIDerivedType(tag: DW_TAG_member, name: "stack_last", scope: !127, file: !54, line: 317, baseType: !136, size: 64, offset: 320)
!298 = !DIDerivedType(tag: DW_TAG_member, name: "stack", scope: !127, file: !54, line: 318, baseType: !136, size: 64, offset: 384)
!299 = !DIDerivedType(tag: DW_TAG_member, name: "openupval", scope: !127, file: !54, line: 319, baseType: !300, size: 64, offset: 448)
!300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !301, size: 64)
!301 = !DIDerivedType(tag: DW_TAG_typedef, name: "UpVal", file: !58, line: 640, baseType: !302)
!302 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "UpVal", file: !58, line: 627, size: 320, elements: !303)
!303 = !{!304, !305, !306, !307, !312}
!304 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !302, file: !58, line: 628, baseType: !62, size: 64)
!305 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !302, file: !58, line: 628, baseType: !64, size: 8, offset: 64)
!306 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !302, file: !58, line: 628, baseType: !64, size: 8, offset: 72)
!307 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !302, file: !58, line: 632, baseType: !308, size: 64, offset: 128)
!308 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !302, file: !58, line: 629, size: 64, elements: !309)
!309 = !{!310, !311}
!310 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !308, file: !58, line: 630, baseType: !110, size: 64)
!311 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !308, file: !58, line: 631, baseType: !153, size: 64)
!312 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !302, file: !58, line: 639, baseType: !313, size: 128, offset: 192)
!313 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !302, file: !58, line: 633, size: 128, elements: !314)
!314 = !{!315, !322}
!315 = !DIDerivedType(tag: DW_TAG_member, name: "open", scope: !313, file: !58, line: 637, baseType: !316, size: 128)
!316 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !313, file: !58, line: 634, size: 128, elements: !317)
!317 = !{!318, !320}
!318 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !316, file: !58, line: 635, baseType: !319, size: 64)
!319 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !302, size: 64)
!320 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !316, file: !58, line: 636, baseType: !321, size: 64, offset: 64)
!321 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !319, size: 64)
!322 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !313, file: !58, line: 638, baseType: !111, size: 128)
!323 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !127, file: !54, line: 320, baseType: !136, size: 64, offset: 512)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !127, file: !54, line: 321, baseType: !198, size: 64, offset: 576)
!325 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !127, file: !54, line: 322, baseType: !217, size: 64, offset: 640)
!326 = !DIDerivedType(tag: DW_TAG_member, name: "errorJmp", scope: !127, file: !54, line: 323, baseType: !327, size: 64, offset: 704)
!327 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !328, size: 64)
!328 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_longjmp", file: !54, line: 122, flags: DIFlagFwdDecl)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "base_ci", scope: !127, file: !54, line: 324, baseType: !244, size: 512, offset: 768)
!330 = !DIDerivedType(tag: DW_TAG_member, name: "hook", scope: !127, file: !54, line: 325, baseType: !331, size: 64, offset: 1280)
!331 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !332)
!332 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Hook", file: !47, line: 143, baseType: !333)
!333 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !334, size: 64)
!334 = !DISubroutineType(types: !335)
!335 = !{null, !125, !336}
!336 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !337, size: 64)
!337 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Debug", file: !47, line: 137, baseType: !338)
!338 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_Debug", file: !47, line: 475, size: 1088, elements: !339)
!339 = !{!340, !341, !342, !343, !344, !345, !346, !347, !348, !349, !350, !351, !352, !353, !354, !355, !359}
!340 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !338, file: !47, line: 476, baseType: !6, size: 32)
!341 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !338, file: !47, line: 477, baseType: !239, size: 64, offset: 64)
!342 = !DIDerivedType(tag: DW_TAG_member, name: "namewhat", scope: !338, file: !47, line: 478, baseType: !239, size: 64, offset: 128)
!343 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !338, file: !47, line: 479, baseType: !239, size: 64, offset: 192)
!344 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !338, file: !47, line: 480, baseType: !239, size: 64, offset: 256)
!345 = !DIDerivedType(tag: DW_TAG_member, name: "srclen", scope: !338, file: !47, line: 481, baseType: !81, size: 64, offset: 320)
!346 = !DIDerivedType(tag: DW_TAG_member, name: "currentline", scope: !338, file: !47, line: 482, baseType: !6, size: 32, offset: 384)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !338, file: !47, line: 483, baseType: !6, size: 32, offset: 416)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !338, file: !47, line: 484, baseType: !6, size: 32, offset: 448)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !338, file: !47, line: 485, baseType: !66, size: 8, offset: 480)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "nparams", scope: !338, file: !47, line: 486, baseType: !66, size: 8, offset: 488)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "isvararg", scope: !338, file: !47, line: 487, baseType: !51, size: 8, offset: 496)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "istailcall", scope: !338, file: !47, line: 488, baseType: !51, size: 8, offset: 504)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !338, file: !47, line: 489, baseType: !97, size: 16, offset: 512)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !338, file: !47, line: 490, baseType: !97, size: 16, offset: 528)
!355 = !DIDerivedType(tag: DW_TAG_member, name: "short_src", scope: !338, file: !47, line: 491, baseType: !356, size: 480, offset: 544)
!356 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 480, elements: !357)
!357 = !{!358}
!358 = !DISubrange(count: 60)
!359 = !DIDerivedType(tag: DW_TAG_member, name: "i_ci", scope: !338, file: !47, line: 493, baseType: !250, size: 64, offset: 1024)
!360 = !DIDerivedType(tag: DW_TAG_member, name: "errfunc", scope: !127, file: !54, line: 326, baseType: !153, size: 64, offset: 1344)
!361 = !DIDerivedType(tag: DW_TAG_member, name: "nCcalls", scope: !127, file: !54, line: 327, baseType: !262, size: 32, offset: 1408)
!362 = !DIDerivedType(tag: DW_TAG_member, name: "oldpc", scope: !127, file: !54, line: 328, baseType: !6, size: 32, offset: 1440)
!363 = !DIDerivedType(tag: DW_TAG_member, name: "basehookcount", scope: !127, file: !54, line: 329, baseType: !6, size: 32, offset: 1472)
!364 = !DIDerivedType(tag: DW_TAG_member, name: "hookcount", scope: !127, file: !54, line: 330, baseType: !6, size: 32, offset: 1504)
!365 = !DIDerivedType(tag: DW_TAG_member, name: "hookmask", scope: !127, file: !54, line: 331, baseType: !264, size: 32, offset: 1536)
!366 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !116, file: !58, line: 53, baseType: !367, size: 64)
!367 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !47, line: 94, baseType: !368)
!368 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!369 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !116, file: !58, line: 54, baseType: !46, size: 64)
!370 = !DIDerivedType(tag: DW_TAG_member, name: "ub", scope: !116, file: !58, line: 56, baseType: !64, size: 8)
!371 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !112, file: !58, line: 68, baseType: !64, size: 8, offset: 64)
!372 = !DIDerivedType(tag: DW_TAG_member, name: "node", scope: !101, file: !58, line: 743, baseType: !373, size: 64, offset: 192)
!373 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !374, size: 64)
!374 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !58, line: 707, baseType: !375)
!375 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Node", file: !58, line: 699, size: 192, elements: !376)
!376 = !{!377, !385}
!377 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !375, file: !58, line: 705, baseType: !378, size: 192)
!378 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NodeKey", file: !58, line: 700, size: 192, elements: !379)
!379 = !{!380, !381, !382, !383, !384}
!380 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !378, file: !58, line: 701, baseType: !115, size: 64)
!381 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !378, file: !58, line: 701, baseType: !64, size: 8, offset: 64)
!382 = !DIDerivedType(tag: DW_TAG_member, name: "key_tt", scope: !378, file: !58, line: 702, baseType: !64, size: 8, offset: 72)
!383 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !378, file: !58, line: 703, baseType: !6, size: 32, offset: 96)
!384 = !DIDerivedType(tag: DW_TAG_member, name: "key_val", scope: !378, file: !58, line: 704, baseType: !115, size: 64, offset: 128)
!385 = !DIDerivedType(tag: DW_TAG_member, name: "i_val", scope: !375, file: !58, line: 706, baseType: !111, size: 128)
!386 = !DIDerivedType(tag: DW_TAG_member, name: "lastfree", scope: !101, file: !58, line: 744, baseType: !373, size: 64, offset: 256)
!387 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !101, file: !58, line: 745, baseType: !100, size: 64, offset: 320)
!388 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !101, file: !58, line: 746, baseType: !198, size: 64, offset: 384)
!389 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !91, file: !58, line: 464, baseType: !198, size: 64, offset: 256)
!390 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !91, file: !58, line: 465, baseType: !391, size: 128, offset: 320)
!391 = !DICompositeType(tag: DW_TAG_array_type, baseType: !392, size: 128, elements: !88)
!392 = !DIDerivedType(tag: DW_TAG_typedef, name: "UValue", file: !58, line: 452, baseType: !393)
!393 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "UValue", file: !58, line: 449, size: 128, elements: !394)
!394 = !{!395, !396, !397, !398, !399, !400}
!395 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !393, file: !58, line: 450, baseType: !111, size: 128)
!396 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !393, file: !58, line: 451, baseType: !46, size: 64)
!397 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !393, file: !58, line: 451, baseType: !48, size: 64)
!398 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !393, file: !58, line: 451, baseType: !50, size: 64)
!399 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !393, file: !58, line: 451, baseType: !367, size: 64)
!400 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !393, file: !58, line: 451, baseType: !155, size: 64)
!401 = !DIDerivedType(tag: DW_TAG_member, name: "cl", scope: !53, file: !54, line: 357, baseType: !402, size: 384)
!402 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Closure", file: !58, line: 661, size: 384, elements: !403)
!403 = !{!404, !416}
!404 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !402, file: !58, line: 662, baseType: !405, size: 384)
!405 = !DIDerivedType(tag: DW_TAG_typedef, name: "CClosure", file: !58, line: 651, baseType: !406)
!406 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CClosure", file: !58, line: 647, size: 384, elements: !407)
!407 = !{!408, !409, !410, !411, !412, !413, !414}
!408 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !406, file: !58, line: 648, baseType: !62, size: 64)
!409 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !406, file: !58, line: 648, baseType: !64, size: 8, offset: 64)
!410 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !406, file: !58, line: 648, baseType: !64, size: 8, offset: 72)
!411 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !406, file: !58, line: 648, baseType: !64, size: 8, offset: 80)
!412 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !406, file: !58, line: 648, baseType: !198, size: 64, offset: 128)
!413 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !406, file: !58, line: 649, baseType: !121, size: 64, offset: 192)
!414 = !DIDerivedType(tag: DW_TAG_member, name: "upvalue", scope: !406, file: !58, line: 650, baseType: !415, size: 128, offset: 256)
!415 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 128, elements: !88)
!416 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !402, file: !58, line: 663, baseType: !417, size: 320)
!417 = !DIDerivedType(tag: DW_TAG_typedef, name: "LClosure", file: !58, line: 658, baseType: !418)
!418 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LClosure", file: !58, line: 654, size: 320, elements: !419)
!419 = !{!420, !421, !422, !423, !424, !425, !479}
!420 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !418, file: !58, line: 655, baseType: !62, size: 64)
!421 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !418, file: !58, line: 655, baseType: !64, size: 8, offset: 64)
!422 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !418, file: !58, line: 655, baseType: !64, size: 8, offset: 72)
!423 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !418, file: !58, line: 655, baseType: !64, size: 8, offset: 80)
!424 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !418, file: !58, line: 655, baseType: !198, size: 64, offset: 128)
!425 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !418, file: !58, line: 656, baseType: !426, size: 64, offset: 192)
!426 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !427, size: 64)
!427 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Proto", file: !58, line: 550, size: 1024, elements: !428)
!428 = !{!429, !430, !431, !432, !433, !434, !435, !436, !437, !438, !439, !440, !441, !442, !443, !444, !445, !447, !449, !458, !462, !469, !477, !478}
!429 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !427, file: !58, line: 551, baseType: !62, size: 64)
!430 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !427, file: !58, line: 551, baseType: !64, size: 8, offset: 64)
!431 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !427, file: !58, line: 551, baseType: !64, size: 8, offset: 72)
!432 = !DIDerivedType(tag: DW_TAG_member, name: "numparams", scope: !427, file: !58, line: 552, baseType: !64, size: 8, offset: 80)
!433 = !DIDerivedType(tag: DW_TAG_member, name: "is_vararg", scope: !427, file: !58, line: 553, baseType: !64, size: 8, offset: 88)
!434 = !DIDerivedType(tag: DW_TAG_member, name: "maxstacksize", scope: !427, file: !58, line: 554, baseType: !64, size: 8, offset: 96)
!435 = !DIDerivedType(tag: DW_TAG_member, name: "sizeupvalues", scope: !427, file: !58, line: 555, baseType: !6, size: 32, offset: 128)
!436 = !DIDerivedType(tag: DW_TAG_member, name: "sizek", scope: !427, file: !58, line: 556, baseType: !6, size: 32, offset: 160)
!437 = !DIDerivedType(tag: DW_TAG_member, name: "sizecode", scope: !427, file: !58, line: 557, baseType: !6, size: 32, offset: 192)
!438 = !DIDerivedType(tag: DW_TAG_member, name: "sizelineinfo", scope: !427, file: !58, line: 558, baseType: !6, size: 32, offset: 224)
!439 = !DIDerivedType(tag: DW_TAG_member, name: "sizep", scope: !427, file: !58, line: 559, baseType: !6, size: 32, offset: 256)
!440 = !DIDerivedType(tag: DW_TAG_member, name: "sizelocvars", scope: !427, file: !58, line: 560, baseType: !6, size: 32, offset: 288)
!441 = !DIDerivedType(tag: DW_TAG_member, name: "sizeabslineinfo", scope: !427, file: !58, line: 561, baseType: !6, size: 32, offset: 320)
!442 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !427, file: !58, line: 562, baseType: !6, size: 32, offset: 352)
!443 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !427, file: !58, line: 563, baseType: !6, size: 32, offset: 384)
!444 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !427, file: !58, line: 564, baseType: !110, size: 64, offset: 448)
!445 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !427, file: !58, line: 565, baseType: !446, size: 64, offset: 512)
!446 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !261, size: 64)
!447 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !427, file: !58, line: 566, baseType: !448, size: 64, offset: 576)
!448 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !426, size: 64)
!449 = !DIDerivedType(tag: DW_TAG_member, name: "upvalues", scope: !427, file: !58, line: 567, baseType: !450, size: 64, offset: 640)
!450 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !451, size: 64)
!451 = !DIDerivedType(tag: DW_TAG_typedef, name: "Upvaldesc", file: !58, line: 518, baseType: !452)
!452 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Upvaldesc", file: !58, line: 513, size: 128, elements: !453)
!453 = !{!454, !455, !456, !457}
!454 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !452, file: !58, line: 514, baseType: !179, size: 64)
!455 = !DIDerivedType(tag: DW_TAG_member, name: "instack", scope: !452, file: !58, line: 515, baseType: !64, size: 8, offset: 64)
!456 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !452, file: !58, line: 516, baseType: !64, size: 8, offset: 72)
!457 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !452, file: !58, line: 517, baseType: !64, size: 8, offset: 80)
!458 = !DIDerivedType(tag: DW_TAG_member, name: "lineinfo", scope: !427, file: !58, line: 568, baseType: !459, size: 64, offset: 704)
!459 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !460, size: 64)
!460 = !DIDerivedType(tag: DW_TAG_typedef, name: "ls_byte", file: !65, line: 37, baseType: !461)
!461 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!462 = !DIDerivedType(tag: DW_TAG_member, name: "abslineinfo", scope: !427, file: !58, line: 569, baseType: !463, size: 64, offset: 768)
!463 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !464, size: 64)
!464 = !DIDerivedType(tag: DW_TAG_typedef, name: "AbsLineInfo", file: !58, line: 545, baseType: !465)
!465 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "AbsLineInfo", file: !58, line: 542, size: 64, elements: !466)
!466 = !{!467, !468}
!467 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !465, file: !58, line: 543, baseType: !6, size: 32)
!468 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !465, file: !58, line: 544, baseType: !6, size: 32, offset: 32)
!469 = !DIDerivedType(tag: DW_TAG_member, name: "locvars", scope: !427, file: !58, line: 570, baseType: !470, size: 64, offset: 832)
!470 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !471, size: 64)
!471 = !DIDerivedType(tag: DW_TAG_typedef, name: "LocVar", file: !58, line: 529, baseType: !472)
!472 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LocVar", file: !58, line: 525, size: 128, elements: !473)
!473 = !{!474, !475, !476}
!474 = !DIDerivedType(tag: DW_TAG_member, name: "varname", scope: !472, file: !58, line: 526, baseType: !179, size: 64)
!475 = !DIDerivedType(tag: DW_TAG_member, name: "startpc", scope: !472, file: !58, line: 527, baseType: !6, size: 32, offset: 64)
!476 = !DIDerivedType(tag: DW_TAG_member, name: "endpc", scope: !472, file: !58, line: 528, baseType: !6, size: 32, offset: 96)
!477 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !427, file: !58, line: 571, baseType: !179, size: 64, offset: 896)
!478 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !427, file: !58, line: 572, baseType: !198, size: 64, offset: 960)
!479 = !DIDerivedType(tag: DW_TAG_member, name: "upvals", scope: !418, file: !58, line: 657, baseType: !480, size: 64, offset: 256)
!480 = !DICompositeType(tag: DW_TAG_array_type, baseType: !300, size: 64, elements: !88)
!481 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !53, file: !54, line: 358, baseType: !101, size: 448)
!482 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !53, file: !54, line: 359, baseType: !427, size: 1024)
!483 = !DIDerivedType(tag: DW_TAG_member, name: "th", scope: !53, file: !54, line: 360, baseType: !127, size: 1600)
!484 = !DIDerivedType(tag: DW_TAG_member, name: "upv", scope: !53, file: !54, line: 361, baseType: !302, size: 320)
!485 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Unsigned", file: !47, line: 97, baseType: !486)
!486 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!487 = !{!0, !488, !493, !498, !502, !507, !512, !517, !519, !524, !529, !531}
!488 = !DIGlobalVariableExpression(var: !489, expr: !DIExpression())
!489 = distinct !DIGlobalVariable(scope: null, file: !3, line: 490, type: !490, isLocal: true, isDefinition: true)
!490 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 56, elements: !491)
!491 = !{!492}
!492 = !DISubrange(count: 7)
!493 = !DIGlobalVariableExpression(var: !494, expr: !DIExpression())
!494 = distinct !DIGlobalVariable(scope: null, file: !3, line: 521, type: !495, isLocal: true, isDefinition: true)
!495 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 24, elements: !496)
!496 = !{!497}
!497 = !DISubrange(count: 3)
!498 = !DIGlobalVariableExpression(var: !499, expr: !DIExpression())
!499 = distinct !DIGlobalVariable(scope: null, file: !3, line: 532, type: !500, isLocal: true, isDefinition: true)
!500 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 16, elements: !501)
!501 = !{!233}
!502 = !DIGlobalVariableExpression(var: !503, expr: !DIExpression())
!503 = distinct !DIGlobalVariable(scope: null, file: !3, line: 536, type: !504, isLocal: true, isDefinition: true)
!504 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 344, elements: !505)
!505 = !{!506}
!506 = !DISubrange(count: 43)
!507 = !DIGlobalVariableExpression(var: !508, expr: !DIExpression())
!508 = distinct !DIGlobalVariable(scope: null, file: !3, line: 581, type: !509, isLocal: true, isDefinition: true)
!509 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 32, elements: !510)
!510 = !{!511}
!511 = !DISubrange(count: 4)
!512 = !DIGlobalVariableExpression(var: !513, expr: !DIExpression())
!513 = distinct !DIGlobalVariable(scope: null, file: !3, line: 588, type: !514, isLocal: true, isDefinition: true)
!514 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 80, elements: !515)
!515 = !{!516}
!516 = !DISubrange(count: 10)
!517 = !DIGlobalVariableExpression(var: !518, expr: !DIExpression())
!518 = distinct !DIGlobalVariable(scope: null, file: !3, line: 599, type: !495, isLocal: true, isDefinition: true)
!519 = !DIGlobalVariableExpression(var: !520, expr: !DIExpression())
!520 = distinct !DIGlobalVariable(scope: null, file: !3, line: 253, type: !521, isLocal: true, isDefinition: true)
!521 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 48, elements: !522)
!522 = !{!523}
!523 = !DISubrange(count: 6)
!524 = !DIGlobalVariableExpression(var: !525, expr: !DIExpression())
!525 = distinct !DIGlobalVariable(scope: null, file: !3, line: 359, type: !526, isLocal: true, isDefinition: true)
!526 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 40, elements: !527)
!527 = !{!528}
!528 = !DISubrange(count: 5)
!529 = !DIGlobalVariableExpression(var: !530, expr: !DIExpression())
!530 = distinct !DIGlobalVariable(scope: null, file: !3, line: 361, type: !521, isLocal: true, isDefinition: true)
!531 = !DIGlobalVariableExpression(var: !532, expr: !DIExpression())
!532 = distinct !DIGlobalVariable(scope: null, file: !3, line: 362, type: !533, isLocal: true, isDefinition: true)
!533 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 96, elements: !534)
!534 = !{!535}
!535 = !DISubrange(count: 12)
!536 = !{!537, !538}
!537 = !DILocalVariable(name: "x", arg: 1, scope: !2, file: !3, line: 35, type: !7)
!538 = !DILocalVariable(name: "l", scope: !2, file: !3, line: 46, type: !6)
!539 = !DICompositeType(tag: DW_TAG_array_type, baseType: !540, size: 2048, elements: !541)
!540 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !64)
!541 = !{!542}
!542 = !DISubrange(count: 256)
!543 = !{i32 7, !"Dwarf Version", i32 5}
!544 = !{i32 2, !"Debug Info Version", i32 3}
!545 = !{i32 1, !"wchar_size", i32 4}
!546 = !{i32 8, !"PIC Level", i32 2}
!547 = !{i32 7, !"PIE Level", i32 2}
!548 = !{i32 7, !"uwtable", i32 2}
!549 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!550 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!551 = !DILocation(line: 0, scope: !2)
!552 = !DILocation(line: 47, column: 4, scope: !2)
!553 = !DILocation(line: 48, column: 12, scope: !2)
!554 = !DILocation(line: 48, column: 3, scope: !2)
!555 = !DILocation(line: 48, column: 24, scope: !556)
!556 = distinct !DILexicalBlock(scope: !2, file: !3, line: 48, column: 20)
!557 = !DILocation(line: 48, column: 32, scope: !556)
!558 = distinct !{!558, !554, !559, !560}
!559 = !DILocation(line: 48, column: 39, scope: !2)
!560 = !{!"llvm.loop.mustprogress"}
!561 = !DILocation(line: 49, column: 14, scope: !2)
!562 = !{!563, !563, i64 0}
!563 = !{!"omnipotent char", !564, i64 0}
!564 = !{!"Simple C/C++ TBAA"}
!565 = !DILocation(line: 49, column: 12, scope: !2)
!566 = !DILocation(line: 49, column: 3, scope: !2)
!567 = distinct !DISubprogram(name: "luaO_rawarith", scope: !3, file: !3, line: 89, type: !568, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !572)
!568 = !DISubroutineType(types: !569)
!569 = !{!6, !125, !6, !570, !570, !110}
!570 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !571, size: 64)
!571 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !111)
!572 = !{!573, !574, !575, !576, !577, !578, !581, !582, !586, !588, !589, !593, !595, !596, !600}
!573 = !DILocalVariable(name: "L", arg: 1, scope: !567, file: !3, line: 89, type: !125)
!574 = !DILocalVariable(name: "op", arg: 2, scope: !567, file: !3, line: 89, type: !6)
!575 = !DILocalVariable(name: "p1", arg: 3, scope: !567, file: !3, line: 89, type: !570)
!576 = !DILocalVariable(name: "p2", arg: 4, scope: !567, file: !3, line: 89, type: !570)
!577 = !DILocalVariable(name: "res", arg: 5, scope: !567, file: !3, line: 90, type: !110)
!578 = !DILocalVariable(name: "i1", scope: !579, file: !3, line: 95, type: !367)
!579 = distinct !DILexicalBlock(scope: !580, file: !3, line: 94, column: 22)
!580 = distinct !DILexicalBlock(scope: !567, file: !3, line: 91, column: 15)
!581 = !DILocalVariable(name: "i2", scope: !579, file: !3, line: 95, type: !367)
!582 = !DILocalVariable(name: "io", scope: !583, file: !3, line: 97, type: !110)
!583 = distinct !DILexicalBlock(scope: !584, file: !3, line: 97, column: 9)
!584 = distinct !DILexicalBlock(scope: !585, file: !3, line: 96, column: 57)
!585 = distinct !DILexicalBlock(scope: !579, file: !3, line: 96, column: 11)
!586 = !DILocalVariable(name: "n1", scope: !587, file: !3, line: 103, type: !46)
!587 = distinct !DILexicalBlock(scope: !580, file: !3, line: 102, column: 37)
!588 = !DILocalVariable(name: "n2", scope: !587, file: !3, line: 103, type: !46)
!589 = !DILocalVariable(name: "io", scope: !590, file: !3, line: 105, type: !110)
!590 = distinct !DILexicalBlock(scope: !591, file: !3, line: 105, column: 9)
!591 = distinct !DILexicalBlock(scope: !592, file: !3, line: 104, column: 53)
!592 = distinct !DILexicalBlock(scope: !587, file: !3, line: 104, column: 11)
!593 = !DILocalVariable(name: "n1", scope: !594, file: !3, line: 111, type: !46)
!594 = distinct !DILexicalBlock(scope: !580, file: !3, line: 110, column: 14)
!595 = !DILocalVariable(name: "n2", scope: !594, file: !3, line: 111, type: !46)
!596 = !DILocalVariable(name: "io", scope: !597, file: !3, line: 113, type: !110)
!597 = distinct !DILexicalBlock(scope: !598, file: !3, line: 113, column: 9)
!598 = distinct !DILexicalBlock(scope: !599, file: !3, line: 112, column: 47)
!599 = distinct !DILexicalBlock(scope: !594, file: !3, line: 112, column: 11)
!600 = !DILocalVariable(name: "io", scope: !601, file: !3, line: 117, type: !110)
!601 = distinct !DILexicalBlock(scope: !602, file: !3, line: 117, column: 9)
!602 = distinct !DILexicalBlock(scope: !603, file: !3, line: 116, column: 58)
!603 = distinct !DILexicalBlock(scope: !599, file: !3, line: 116, column: 16)
!604 = distinct !DIAssignID()
!605 = !DILocation(line: 0, scope: !579)
!606 = distinct !DIAssignID()
!607 = !DILocation(line: 0, scope: !567)
!608 = !DILocation(line: 91, column: 3, scope: !567)
!609 = !DILocation(line: 95, column: 7, scope: !579)
!610 = !DILocation(line: 95, column: 23, scope: !579)
!611 = !DILocation(line: 96, column: 11, scope: !585)
!612 = !{!613, !563, i64 8}
!613 = !{!"TValue", !563, i64 0, !563, i64 8}
!614 = !DILocation(line: 96, column: 32, scope: !585)
!615 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!616 = !{!617, !617, i64 0}
!617 = !{!"long long", !563, i64 0}
!618 = distinct !DIAssignID()
!619 = !DILocation(line: 96, column: 35, scope: !585)
!620 = !DILocation(line: 96, column: 11, scope: !579)
!621 = distinct !DIAssignID()
!622 = !DILocation(line: 97, column: 9, scope: !583)
!623 = !DILocation(line: 0, scope: !583)
!624 = !DILocation(line: 98, column: 9, scope: !584)
!625 = !DILocation(line: 0, scope: !585)
!626 = !DILocation(line: 101, column: 5, scope: !580)
!627 = !DILocation(line: 104, column: 11, scope: !592)
!628 = !DILocation(line: 104, column: 30, scope: !592)
!629 = !DILocation(line: 0, scope: !587)
!630 = !DILocation(line: 104, column: 33, scope: !592)
!631 = !DILocation(line: 104, column: 11, scope: !587)
!632 = !DILocation(line: 0, scope: !590)
!633 = !DILocalVariable(name: "L", arg: 1, scope: !634, file: !3, line: 73, type: !125)
!634 = distinct !DISubprogram(name: "numarith", scope: !3, file: !3, line: 73, type: !635, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !637)
!635 = !DISubroutineType(types: !636)
!636 = !{!46, !125, !6, !46, !46}
!637 = !{!633, !638, !639, !640}
!638 = !DILocalVariable(name: "op", arg: 2, scope: !634, file: !3, line: 73, type: !6)
!639 = !DILocalVariable(name: "v1", arg: 3, scope: !634, file: !3, line: 73, type: !46)
!640 = !DILocalVariable(name: "v2", arg: 4, scope: !634, file: !3, line: 74, type: !46)
!641 = !DILocation(line: 0, scope: !634, inlinedAt: !642)
!642 = distinct !DILocation(line: 105, column: 9, scope: !590)
!643 = !DILocation(line: 75, column: 3, scope: !634, inlinedAt: !642)
!644 = !DILocation(line: 79, column: 28, scope: !645, inlinedAt: !642)
!645 = distinct !DILexicalBlock(scope: !634, file: !3, line: 75, column: 15)
!646 = !DILocation(line: 79, column: 21, scope: !645, inlinedAt: !642)
!647 = !DILocation(line: 80, column: 28, scope: !645, inlinedAt: !642)
!648 = !DILocation(line: 0, scope: !645, inlinedAt: !642)
!649 = !DILocation(line: 105, column: 9, scope: !590)
!650 = !DILocation(line: 106, column: 9, scope: !591)
!651 = !DILocation(line: 112, column: 11, scope: !599)
!652 = !DILocation(line: 112, column: 27, scope: !599)
!653 = !DILocation(line: 112, column: 30, scope: !599)
!654 = !DILocation(line: 0, scope: !599)
!655 = !DILocation(line: 112, column: 11, scope: !594)
!656 = !DILocation(line: 0, scope: !597)
!657 = !DILocation(line: 113, column: 9, scope: !597)
!658 = !DILocation(line: 114, column: 9, scope: !598)
!659 = !DILocation(line: 116, column: 16, scope: !603)
!660 = !DILocation(line: 0, scope: !594)
!661 = !DILocation(line: 116, column: 38, scope: !603)
!662 = !DILocation(line: 116, column: 16, scope: !599)
!663 = !DILocation(line: 0, scope: !601)
!664 = !DILocation(line: 0, scope: !634, inlinedAt: !665)
!665 = distinct !DILocation(line: 117, column: 9, scope: !601)
!666 = !DILocation(line: 75, column: 3, scope: !634, inlinedAt: !665)
!667 = !DILocation(line: 76, column: 28, scope: !645, inlinedAt: !665)
!668 = !DILocation(line: 76, column: 21, scope: !645, inlinedAt: !665)
!669 = !DILocation(line: 77, column: 28, scope: !645, inlinedAt: !665)
!670 = !DILocation(line: 77, column: 21, scope: !645, inlinedAt: !665)
!671 = !DILocation(line: 78, column: 28, scope: !645, inlinedAt: !665)
!672 = !DILocation(line: 78, column: 21, scope: !645, inlinedAt: !665)
!673 = !DILocation(line: 79, column: 28, scope: !645, inlinedAt: !665)
!674 = !DILocation(line: 79, column: 21, scope: !645, inlinedAt: !665)
!675 = !DILocation(line: 80, column: 28, scope: !645, inlinedAt: !665)
!676 = !DILocation(line: 81, column: 29, scope: !645, inlinedAt: !665)
!677 = !DILocation(line: 81, column: 22, scope: !645, inlinedAt: !665)
!678 = !DILocation(line: 82, column: 28, scope: !645, inlinedAt: !665)
!679 = !DILocation(line: 82, column: 21, scope: !645, inlinedAt: !665)
!680 = !DILocation(line: 83, column: 28, scope: !645, inlinedAt: !665)
!681 = !DILocation(line: 83, column: 21, scope: !645, inlinedAt: !665)
!682 = !DILocation(line: 0, scope: !645, inlinedAt: !665)
!683 = !DILocation(line: 117, column: 9, scope: !601)
!684 = !DILocation(line: 118, column: 9, scope: !602)
!685 = !DILocation(line: 0, scope: !580)
!686 = !DILocation(line: 123, column: 1, scope: !567)
!687 = !DISubprogram(name: "luaV_tointegerns", scope: !11, file: !11, line: 125, type: !688, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!688 = !DISubroutineType(types: !689)
!689 = !{!6, !570, !690, !691}
!690 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !367, size: 64)
!691 = !DIDerivedType(tag: DW_TAG_typedef, name: "F2Imod", file: !11, line: 47, baseType: !10)
!692 = distinct !DISubprogram(name: "intarith", scope: !3, file: !3, line: 53, type: !693, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !695)
!693 = !DISubroutineType(types: !694)
!694 = !{!367, !125, !6, !367, !367}
!695 = !{!696, !697, !698, !699}
!696 = !DILocalVariable(name: "L", arg: 1, scope: !692, file: !3, line: 53, type: !125)
!697 = !DILocalVariable(name: "op", arg: 2, scope: !692, file: !3, line: 53, type: !6)
!698 = !DILocalVariable(name: "v1", arg: 3, scope: !692, file: !3, line: 53, type: !367)
!699 = !DILocalVariable(name: "v2", arg: 4, scope: !692, file: !3, line: 54, type: !367)
!700 = !DILocation(line: 0, scope: !692)
!701 = !DILocation(line: 55, column: 3, scope: !692)
!702 = !DILocation(line: 56, column: 28, scope: !703)
!703 = distinct !DILexicalBlock(scope: !692, file: !3, line: 55, column: 15)
!704 = !DILocation(line: 56, column: 21, scope: !703)
!705 = !DILocation(line: 57, column: 27, scope: !703)
!706 = !DILocation(line: 57, column: 20, scope: !703)
!707 = !DILocation(line: 58, column: 27, scope: !703)
!708 = !DILocation(line: 58, column: 20, scope: !703)
!709 = !DILocation(line: 59, column: 28, scope: !703)
!710 = !DILocation(line: 59, column: 21, scope: !703)
!711 = !DILocation(line: 60, column: 29, scope: !703)
!712 = !DILocation(line: 60, column: 22, scope: !703)
!713 = !DILocation(line: 61, column: 29, scope: !703)
!714 = !DILocation(line: 61, column: 22, scope: !703)
!715 = !DILocation(line: 62, column: 28, scope: !703)
!716 = !DILocation(line: 62, column: 21, scope: !703)
!717 = !DILocation(line: 63, column: 29, scope: !703)
!718 = !DILocation(line: 63, column: 22, scope: !703)
!719 = !DILocation(line: 64, column: 28, scope: !703)
!720 = !DILocation(line: 64, column: 21, scope: !703)
!721 = !DILocation(line: 65, column: 28, scope: !703)
!722 = !DILocation(line: 65, column: 21, scope: !703)
!723 = !DILocation(line: 66, column: 28, scope: !703)
!724 = !DILocation(line: 66, column: 21, scope: !703)
!725 = !DILocation(line: 67, column: 29, scope: !703)
!726 = !DILocation(line: 67, column: 22, scope: !703)
!727 = !DILocation(line: 0, scope: !703)
!728 = !DILocation(line: 70, column: 1, scope: !692)
!729 = distinct !DISubprogram(name: "luaO_arith", scope: !3, file: !3, line: 126, type: !730, scopeLine: 127, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !732)
!730 = !DISubroutineType(types: !731)
!731 = !{null, !125, !6, !570, !570, !140}
!732 = !{!733, !734, !735, !736, !737}
!733 = !DILocalVariable(name: "L", arg: 1, scope: !729, file: !3, line: 126, type: !125)
!734 = !DILocalVariable(name: "op", arg: 2, scope: !729, file: !3, line: 126, type: !6)
!735 = !DILocalVariable(name: "p1", arg: 3, scope: !729, file: !3, line: 126, type: !570)
!736 = !DILocalVariable(name: "p2", arg: 4, scope: !729, file: !3, line: 126, type: !570)
!737 = !DILocalVariable(name: "res", arg: 5, scope: !729, file: !3, line: 127, type: !140)
!738 = !DILocation(line: 0, scope: !729)
!739 = !DILocation(line: 128, column: 8, scope: !740)
!740 = distinct !DILexicalBlock(scope: !729, file: !3, line: 128, column: 7)
!741 = !DILocation(line: 128, column: 7, scope: !729)
!742 = !DILocation(line: 130, column: 35, scope: !743)
!743 = distinct !DILexicalBlock(scope: !740, file: !3, line: 128, column: 48)
!744 = !DILocation(line: 130, column: 5, scope: !743)
!745 = !DILocation(line: 131, column: 3, scope: !743)
!746 = !DILocation(line: 132, column: 1, scope: !729)
!747 = !DISubprogram(name: "luaT_trybinTM", scope: !17, file: !17, line: 85, type: !748, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!748 = !DISubroutineType(types: !749)
!749 = !{null, !125, !570, !570, !140, !49}
!750 = distinct !DISubprogram(name: "luaO_hexavalue", scope: !3, file: !3, line: 135, type: !751, scopeLine: 135, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !753)
!751 = !DISubroutineType(types: !752)
!752 = !{!6, !6}
!753 = !{!754}
!754 = !DILocalVariable(name: "c", arg: 1, scope: !750, file: !3, line: 135, type: !6)
!755 = !DILocation(line: 0, scope: !750)
!756 = !DILocation(line: 136, column: 7, scope: !757)
!757 = distinct !DILexicalBlock(scope: !750, file: !3, line: 136, column: 7)
!758 = !DILocation(line: 136, column: 7, scope: !750)
!759 = !DILocation(line: 138, column: 1, scope: !750)
!760 = distinct !DISubprogram(name: "luaO_str2num", scope: !3, file: !3, line: 308, type: !761, scopeLine: 308, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !763)
!761 = !DISubroutineType(types: !762)
!762 = !{!81, !239, !110}
!763 = !{!764, !765, !766, !767, !768, !769, !773}
!764 = !DILocalVariable(name: "s", arg: 1, scope: !760, file: !3, line: 308, type: !239)
!765 = !DILocalVariable(name: "o", arg: 2, scope: !760, file: !3, line: 308, type: !110)
!766 = !DILocalVariable(name: "i", scope: !760, file: !3, line: 309, type: !367)
!767 = !DILocalVariable(name: "n", scope: !760, file: !3, line: 309, type: !46)
!768 = !DILocalVariable(name: "e", scope: !760, file: !3, line: 310, type: !239)
!769 = !DILocalVariable(name: "io", scope: !770, file: !3, line: 312, type: !110)
!770 = distinct !DILexicalBlock(scope: !771, file: !3, line: 312, column: 5)
!771 = distinct !DILexicalBlock(scope: !772, file: !3, line: 311, column: 39)
!772 = distinct !DILexicalBlock(scope: !760, file: !3, line: 311, column: 7)
!773 = !DILocalVariable(name: "io", scope: !774, file: !3, line: 315, type: !110)
!774 = distinct !DILexicalBlock(scope: !775, file: !3, line: 315, column: 5)
!775 = distinct !DILexicalBlock(scope: !776, file: !3, line: 314, column: 42)
!776 = distinct !DILexicalBlock(scope: !772, file: !3, line: 314, column: 12)
!777 = distinct !DIAssignID()
!778 = distinct !DIAssignID()
!779 = distinct !DIAssignID()
!780 = !DILocation(line: 0, scope: !760)
!781 = !DILocalVariable(name: "s", arg: 1, scope: !782, file: !3, line: 276, type: !239)
!782 = distinct !DISubprogram(name: "l_str2int", scope: !3, file: !3, line: 276, type: !783, scopeLine: 276, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !785)
!783 = !DISubroutineType(types: !784)
!784 = !{!239, !239, !690}
!785 = !{!781, !786, !787, !788, !789, !790}
!786 = !DILocalVariable(name: "result", arg: 2, scope: !782, file: !3, line: 276, type: !690)
!787 = !DILocalVariable(name: "a", scope: !782, file: !3, line: 277, type: !485)
!788 = !DILocalVariable(name: "empty", scope: !782, file: !3, line: 278, type: !6)
!789 = !DILocalVariable(name: "neg", scope: !782, file: !3, line: 279, type: !6)
!790 = !DILocalVariable(name: "d", scope: !791, file: !3, line: 292, type: !6)
!791 = distinct !DILexicalBlock(scope: !792, file: !3, line: 291, column: 43)
!792 = distinct !DILexicalBlock(scope: !793, file: !3, line: 291, column: 5)
!793 = distinct !DILexicalBlock(scope: !794, file: !3, line: 291, column: 5)
!794 = distinct !DILexicalBlock(scope: !795, file: !3, line: 290, column: 8)
!795 = distinct !DILexicalBlock(scope: !782, file: !3, line: 282, column: 7)
!796 = !DILocation(line: 0, scope: !782, inlinedAt: !797)
!797 = distinct !DILocation(line: 311, column: 12, scope: !772)
!798 = !DILocation(line: 280, column: 3, scope: !782, inlinedAt: !797)
!799 = !DILocation(line: 280, column: 10, scope: !782, inlinedAt: !797)
!800 = !DILocation(line: 280, column: 37, scope: !782, inlinedAt: !797)
!801 = distinct !{!801, !798, !800, !560}
!802 = !DILocalVariable(name: "s", arg: 1, scope: !803, file: !3, line: 141, type: !806)
!803 = distinct !DISubprogram(name: "isneg", scope: !3, file: !3, line: 141, type: !804, scopeLine: 141, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !807)
!804 = !DISubroutineType(types: !805)
!805 = !{!6, !806}
!806 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !239, size: 64)
!807 = !{!802}
!808 = !DILocation(line: 0, scope: !803, inlinedAt: !809)
!809 = distinct !DILocation(line: 281, column: 9, scope: !782, inlinedAt: !797)
!810 = !DILocation(line: 142, column: 7, scope: !803, inlinedAt: !809)
!811 = !DILocation(line: 143, column: 24, scope: !812, inlinedAt: !809)
!812 = distinct !DILexicalBlock(scope: !813, file: !3, line: 143, column: 12)
!813 = distinct !DILexicalBlock(scope: !803, file: !3, line: 142, column: 7)
!814 = !DILocation(line: 282, column: 7, scope: !795, inlinedAt: !797)
!815 = !DILocation(line: 145, column: 1, scope: !803, inlinedAt: !809)
!816 = !DILocation(line: 282, column: 12, scope: !795, inlinedAt: !797)
!817 = !DILocation(line: 282, column: 19, scope: !795, inlinedAt: !797)
!818 = !DILocation(line: 283, column: 8, scope: !795, inlinedAt: !797)
!819 = !DILocation(line: 283, column: 20, scope: !795, inlinedAt: !797)
!820 = !DILocation(line: 284, column: 7, scope: !821, inlinedAt: !797)
!821 = distinct !DILexicalBlock(scope: !795, file: !3, line: 283, column: 37)
!822 = !DILocation(line: 285, column: 12, scope: !823, inlinedAt: !797)
!823 = distinct !DILexicalBlock(scope: !824, file: !3, line: 285, column: 5)
!824 = distinct !DILexicalBlock(scope: !821, file: !3, line: 285, column: 5)
!825 = !DILocation(line: 285, column: 5, scope: !824, inlinedAt: !797)
!826 = !DILocation(line: 286, column: 13, scope: !827, inlinedAt: !797)
!827 = distinct !DILexicalBlock(scope: !823, file: !3, line: 285, column: 44)
!828 = !DILocation(line: 286, column: 35, scope: !827, inlinedAt: !797)
!829 = !DILocation(line: 0, scope: !750, inlinedAt: !830)
!830 = distinct !DILocation(line: 286, column: 20, scope: !827, inlinedAt: !797)
!831 = !DILocation(line: 136, column: 7, scope: !757, inlinedAt: !830)
!832 = !DILocation(line: 136, column: 7, scope: !750, inlinedAt: !830)
!833 = !DILocation(line: 286, column: 20, scope: !827, inlinedAt: !797)
!834 = !DILocation(line: 286, column: 18, scope: !827, inlinedAt: !797)
!835 = !DILocation(line: 285, column: 40, scope: !823, inlinedAt: !797)
!836 = distinct !{!836, !825, !837, !560}
!837 = !DILocation(line: 288, column: 5, scope: !824, inlinedAt: !797)
!838 = !DILocation(line: 291, column: 12, scope: !792, inlinedAt: !797)
!839 = !DILocation(line: 291, column: 5, scope: !793, inlinedAt: !797)
!840 = !DILocation(line: 292, column: 15, scope: !791, inlinedAt: !797)
!841 = !DILocation(line: 292, column: 18, scope: !791, inlinedAt: !797)
!842 = !DILocation(line: 0, scope: !791, inlinedAt: !797)
!843 = !DILocation(line: 293, column: 13, scope: !844, inlinedAt: !797)
!844 = distinct !DILexicalBlock(scope: !791, file: !3, line: 293, column: 11)
!845 = !DILocation(line: 293, column: 24, scope: !844, inlinedAt: !797)
!846 = !DILocation(line: 293, column: 30, scope: !844, inlinedAt: !797)
!847 = !DILocation(line: 293, column: 40, scope: !844, inlinedAt: !797)
!848 = !DILocation(line: 295, column: 13, scope: !791, inlinedAt: !797)
!849 = !DILocation(line: 295, column: 20, scope: !791, inlinedAt: !797)
!850 = !DILocation(line: 295, column: 18, scope: !791, inlinedAt: !797)
!851 = !DILocation(line: 291, column: 39, scope: !792, inlinedAt: !797)
!852 = distinct !{!852, !839, !853, !560}
!853 = !DILocation(line: 297, column: 5, scope: !793, inlinedAt: !797)
!854 = !DILocation(line: 278, column: 7, scope: !782, inlinedAt: !797)
!855 = !DILocation(line: 277, column: 16, scope: !782, inlinedAt: !797)
!856 = !DILocation(line: 299, column: 3, scope: !782, inlinedAt: !797)
!857 = !DILocation(line: 299, column: 10, scope: !782, inlinedAt: !797)
!858 = !DILocation(line: 299, column: 37, scope: !782, inlinedAt: !797)
!859 = distinct !{!859, !856, !858, !560}
!860 = !DILocation(line: 300, column: 13, scope: !861, inlinedAt: !797)
!861 = distinct !DILexicalBlock(scope: !782, file: !3, line: 300, column: 7)
!862 = !DILocation(line: 302, column: 15, scope: !863, inlinedAt: !797)
!863 = distinct !DILexicalBlock(scope: !861, file: !3, line: 301, column: 8)
!864 = !DILocation(line: 0, scope: !770)
!865 = !DILocation(line: 312, column: 5, scope: !770)
!866 = !DILocation(line: 313, column: 3, scope: !771)
!867 = !DILocalVariable(name: "buff", scope: !868, file: !3, line: 259, type: !881)
!868 = distinct !DILexicalBlock(scope: !869, file: !3, line: 258, column: 23)
!869 = distinct !DILexicalBlock(scope: !870, file: !3, line: 258, column: 7)
!870 = distinct !DISubprogram(name: "l_str2d", scope: !3, file: !3, line: 251, type: !871, scopeLine: 251, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !874)
!871 = !DISubroutineType(types: !872)
!872 = !{!239, !239, !873}
!873 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!874 = !{!875, !876, !877, !878, !879, !867, !880}
!875 = !DILocalVariable(name: "s", arg: 1, scope: !870, file: !3, line: 251, type: !239)
!876 = !DILocalVariable(name: "result", arg: 2, scope: !870, file: !3, line: 251, type: !873)
!877 = !DILocalVariable(name: "endptr", scope: !870, file: !3, line: 252, type: !239)
!878 = !DILocalVariable(name: "pmode", scope: !870, file: !3, line: 253, type: !239)
!879 = !DILocalVariable(name: "mode", scope: !870, file: !3, line: 254, type: !6)
!880 = !DILocalVariable(name: "pdot", scope: !868, file: !3, line: 260, type: !239)
!881 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 1608, elements: !882)
!882 = !{!883}
!883 = !DISubrange(count: 201)
!884 = !DILocation(line: 0, scope: !868, inlinedAt: !885)
!885 = distinct !DILocation(line: 314, column: 17, scope: !776)
!886 = !DILocation(line: 0, scope: !870, inlinedAt: !885)
!887 = !DILocation(line: 253, column: 23, scope: !870, inlinedAt: !885)
!888 = !DILocation(line: 254, column: 14, scope: !870, inlinedAt: !885)
!889 = !DILocation(line: 254, column: 22, scope: !870, inlinedAt: !885)
!890 = !DILocation(line: 255, column: 12, scope: !891, inlinedAt: !885)
!891 = distinct !DILexicalBlock(scope: !870, file: !3, line: 255, column: 7)
!892 = !DILocation(line: 255, column: 7, scope: !870, inlinedAt: !885)
!893 = !DILocalVariable(name: "endptr", scope: !894, file: !3, line: 229, type: !901)
!894 = distinct !DISubprogram(name: "l_str2dloc", scope: !3, file: !3, line: 228, type: !895, scopeLine: 228, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !897)
!895 = !DISubroutineType(types: !896)
!896 = !{!239, !239, !873, !6}
!897 = !{!898, !899, !900, !893}
!898 = !DILocalVariable(name: "s", arg: 1, scope: !894, file: !3, line: 228, type: !239)
!899 = !DILocalVariable(name: "result", arg: 2, scope: !894, file: !3, line: 228, type: !873)
!900 = !DILocalVariable(name: "mode", arg: 3, scope: !894, file: !3, line: 228, type: !6)
!901 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!902 = !DILocation(line: 0, scope: !894, inlinedAt: !903)
!903 = distinct !DILocation(line: 257, column: 12, scope: !870, inlinedAt: !885)
!904 = !DILocation(line: 229, column: 3, scope: !894, inlinedAt: !903)
!905 = !DILocation(line: 232, column: 7, scope: !906, inlinedAt: !903)
!906 = distinct !DILexicalBlock(scope: !894, file: !3, line: 232, column: 7)
!907 = !DILocation(line: 232, column: 14, scope: !906, inlinedAt: !903)
!908 = !DILocation(line: 232, column: 7, scope: !894, inlinedAt: !903)
!909 = !DILocation(line: 233, column: 10, scope: !894, inlinedAt: !903)
!910 = !DILocation(line: 233, column: 3, scope: !894, inlinedAt: !903)
!911 = !DILocation(line: 233, column: 47, scope: !894, inlinedAt: !903)
!912 = distinct !DIAssignID()
!913 = distinct !{!913, !910, !911, !560}
!914 = !DILocation(line: 234, column: 19, scope: !894, inlinedAt: !903)
!915 = !DILocation(line: 234, scope: !894, inlinedAt: !903)
!916 = !DILocation(line: 235, column: 1, scope: !894, inlinedAt: !903)
!917 = !DILocation(line: 314, column: 12, scope: !772)
!918 = !DILocation(line: 259, column: 5, scope: !868, inlinedAt: !885)
!919 = !DILocation(line: 260, column: 24, scope: !868, inlinedAt: !885)
!920 = !DILocation(line: 261, column: 14, scope: !921, inlinedAt: !885)
!921 = distinct !DILexicalBlock(scope: !868, file: !3, line: 261, column: 9)
!922 = !DILocation(line: 261, column: 22, scope: !921, inlinedAt: !885)
!923 = !DILocation(line: 261, column: 25, scope: !921, inlinedAt: !885)
!924 = !DILocation(line: 261, column: 35, scope: !921, inlinedAt: !885)
!925 = !DILocation(line: 261, column: 9, scope: !868, inlinedAt: !885)
!926 = !DILocation(line: 263, column: 5, scope: !868, inlinedAt: !885)
!927 = !DILocation(line: 264, column: 22, scope: !868, inlinedAt: !885)
!928 = !{!929, !930, i64 0}
!929 = !{!"lconv", !930, i64 0, !930, i64 8, !930, i64 16, !930, i64 24, !930, i64 32, !930, i64 40, !930, i64 48, !930, i64 56, !930, i64 64, !930, i64 72, !563, i64 80, !563, i64 81, !563, i64 82, !563, i64 83, !563, i64 84, !563, i64 85, !563, i64 86, !563, i64 87, !563, i64 88, !563, i64 89, !563, i64 90, !563, i64 91, !563, i64 92, !563, i64 93}
!930 = !{!"any pointer", !563, i64 0}
!931 = !DILocation(line: 264, column: 15, scope: !868, inlinedAt: !885)
!932 = !DILocation(line: 264, column: 5, scope: !868, inlinedAt: !885)
!933 = !DILocation(line: 264, column: 20, scope: !868, inlinedAt: !885)
!934 = !DILocation(line: 0, scope: !894, inlinedAt: !935)
!935 = distinct !DILocation(line: 265, column: 14, scope: !868, inlinedAt: !885)
!936 = !DILocation(line: 229, column: 3, scope: !894, inlinedAt: !935)
!937 = !DILocation(line: 232, column: 7, scope: !906, inlinedAt: !935)
!938 = !DILocation(line: 232, column: 14, scope: !906, inlinedAt: !935)
!939 = !DILocation(line: 232, column: 7, scope: !894, inlinedAt: !935)
!940 = !DILocation(line: 233, column: 10, scope: !894, inlinedAt: !935)
!941 = !DILocation(line: 233, column: 3, scope: !894, inlinedAt: !935)
!942 = !DILocation(line: 233, column: 47, scope: !894, inlinedAt: !935)
!943 = distinct !DIAssignID()
!944 = distinct !{!944, !941, !942, !560}
!945 = !DILocation(line: 234, column: 19, scope: !894, inlinedAt: !935)
!946 = !DILocation(line: 234, scope: !894, inlinedAt: !935)
!947 = !DILocation(line: 268, column: 3, scope: !869, inlinedAt: !885)
!948 = !DILocation(line: 235, column: 1, scope: !894, inlinedAt: !935)
!949 = !DILocation(line: 266, column: 9, scope: !868, inlinedAt: !885)
!950 = !DILocation(line: 314, column: 33, scope: !776)
!951 = !DILocation(line: 0, scope: !772)
!952 = !DILocation(line: 319, column: 13, scope: !760)
!953 = !DILocation(line: 319, column: 18, scope: !760)
!954 = !DILocation(line: 319, column: 3, scope: !760)
!955 = !DILocation(line: 320, column: 1, scope: !760)
!956 = distinct !DISubprogram(name: "luaO_utf8esc", scope: !3, file: !3, line: 323, type: !957, scopeLine: 323, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !959)
!957 = !DISubroutineType(types: !958)
!958 = !{!6, !901, !83}
!959 = !{!960, !961, !962, !963}
!960 = !DILocalVariable(name: "buff", arg: 1, scope: !956, file: !3, line: 323, type: !901)
!961 = !DILocalVariable(name: "x", arg: 2, scope: !956, file: !3, line: 323, type: !83)
!962 = !DILocalVariable(name: "n", scope: !956, file: !3, line: 324, type: !6)
!963 = !DILocalVariable(name: "mfb", scope: !964, file: !3, line: 329, type: !7)
!964 = distinct !DILexicalBlock(scope: !965, file: !3, line: 328, column: 8)
!965 = distinct !DILexicalBlock(scope: !956, file: !3, line: 326, column: 7)
!966 = !DILocation(line: 0, scope: !956)
!967 = !DILocation(line: 326, column: 9, scope: !965)
!968 = !DILocation(line: 326, column: 7, scope: !956)
!969 = !DILocation(line: 0, scope: !964)
!970 = !DILocation(line: 331, column: 34, scope: !971)
!971 = distinct !DILexicalBlock(scope: !964, file: !3, line: 330, column: 8)
!972 = !DILocation(line: 331, column: 27, scope: !971)
!973 = !DILocation(line: 331, column: 23, scope: !971)
!974 = !DILocation(line: 331, column: 7, scope: !971)
!975 = !DILocation(line: 331, column: 32, scope: !971)
!976 = !DILocation(line: 332, column: 9, scope: !971)
!977 = !DILocation(line: 333, column: 11, scope: !971)
!978 = !DILocation(line: 334, column: 18, scope: !964)
!979 = !DILocation(line: 334, column: 16, scope: !964)
!980 = !DILocation(line: 334, column: 5, scope: !971)
!981 = distinct !{!981, !982, !983, !560}
!982 = !DILocation(line: 330, column: 5, scope: !964)
!983 = !DILocation(line: 334, column: 21, scope: !964)
!984 = !DILocation(line: 335, column: 28, scope: !964)
!985 = !DILocation(line: 335, column: 5, scope: !964)
!986 = !DILocation(line: 0, scope: !965)
!987 = !DILocation(line: 337, column: 3, scope: !956)
!988 = distinct !DISubprogram(name: "luaO_tostring", scope: !3, file: !3, line: 374, type: !989, scopeLine: 374, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !991)
!989 = !DISubroutineType(types: !990)
!990 = !{null, !125, !110}
!991 = !{!992, !993, !994, !998, !999, !1001}
!992 = !DILocalVariable(name: "L", arg: 1, scope: !988, file: !3, line: 374, type: !125)
!993 = !DILocalVariable(name: "obj", arg: 2, scope: !988, file: !3, line: 374, type: !110)
!994 = !DILocalVariable(name: "buff", scope: !988, file: !3, line: 375, type: !995)
!995 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 352, elements: !996)
!996 = !{!997}
!997 = !DISubrange(count: 44)
!998 = !DILocalVariable(name: "len", scope: !988, file: !3, line: 376, type: !6)
!999 = !DILocalVariable(name: "io", scope: !1000, file: !3, line: 377, type: !110)
!1000 = distinct !DILexicalBlock(scope: !988, file: !3, line: 377, column: 3)
!1001 = !DILocalVariable(name: "x_", scope: !1000, file: !3, line: 377, type: !179)
!1002 = distinct !DIAssignID()
!1003 = !DILocation(line: 0, scope: !988)
!1004 = !DILocation(line: 375, column: 3, scope: !988)
!1005 = !DILocalVariable(name: "obj", arg: 1, scope: !1006, file: !3, line: 355, type: !110)
!1006 = distinct !DISubprogram(name: "tostringbuff", scope: !3, file: !3, line: 355, type: !1007, scopeLine: 355, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !1009)
!1007 = !DISubroutineType(types: !1008)
!1008 = !{!6, !110, !901}
!1009 = !{!1005, !1010, !1011}
!1010 = !DILocalVariable(name: "buff", arg: 2, scope: !1006, file: !3, line: 355, type: !901)
!1011 = !DILocalVariable(name: "len", scope: !1006, file: !3, line: 356, type: !6)
!1012 = !DILocation(line: 0, scope: !1006, inlinedAt: !1013)
!1013 = distinct !DILocation(line: 376, column: 13, scope: !988)
!1014 = !DILocation(line: 358, column: 7, scope: !1015, inlinedAt: !1013)
!1015 = distinct !DILexicalBlock(scope: !1006, file: !3, line: 358, column: 7)
!1016 = !DILocation(line: 358, column: 7, scope: !1006, inlinedAt: !1013)
!1017 = !DILocation(line: 359, column: 11, scope: !1015, inlinedAt: !1013)
!1018 = !DILocation(line: 359, column: 5, scope: !1015, inlinedAt: !1013)
!1019 = !DILocation(line: 361, column: 11, scope: !1020, inlinedAt: !1013)
!1020 = distinct !DILexicalBlock(scope: !1015, file: !3, line: 360, column: 8)
!1021 = !DILocation(line: 362, column: 14, scope: !1022, inlinedAt: !1013)
!1022 = distinct !DILexicalBlock(scope: !1020, file: !3, line: 362, column: 9)
!1023 = !DILocation(line: 362, column: 9, scope: !1022, inlinedAt: !1013)
!1024 = !DILocation(line: 362, column: 43, scope: !1022, inlinedAt: !1013)
!1025 = !DILocation(line: 362, column: 9, scope: !1020, inlinedAt: !1013)
!1026 = !DILocation(line: 363, column: 21, scope: !1027, inlinedAt: !1013)
!1027 = distinct !DILexicalBlock(scope: !1022, file: !3, line: 362, column: 52)
!1028 = !DILocation(line: 363, column: 7, scope: !1027, inlinedAt: !1013)
!1029 = !DILocation(line: 363, column: 19, scope: !1027, inlinedAt: !1013)
!1030 = !DILocation(line: 364, column: 15, scope: !1027, inlinedAt: !1013)
!1031 = !DILocation(line: 364, column: 7, scope: !1027, inlinedAt: !1013)
!1032 = !DILocation(line: 364, column: 19, scope: !1027, inlinedAt: !1013)
!1033 = !DILocation(line: 365, column: 5, scope: !1027, inlinedAt: !1013)
!1034 = !DILocation(line: 0, scope: !1015, inlinedAt: !1013)
!1035 = !DILocation(line: 0, scope: !1000)
!1036 = !DILocation(line: 377, column: 3, scope: !1000)
!1037 = !{!1038, !563, i64 8}
!1038 = !{!"TString", !930, i64 0, !563, i64 8, !563, i64 9, !563, i64 10, !563, i64 11, !1039, i64 12, !563, i64 16, !563, i64 24}
!1039 = !{!"int", !563, i64 0}
!1040 = !DILocation(line: 378, column: 1, scope: !988)
!1041 = !DISubprogram(name: "luaS_newlstr", scope: !1042, file: !1042, line: 52, type: !1043, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1042 = !DIFile(filename: "src/lua/lstring.h", directory: ".", checksumkind: CSK_MD5, checksum: "5111c938a6aab9498fbd60daf46fbc78")
!1043 = !DISubroutineType(types: !1044)
!1044 = !{!179, !125, !239, !81}
!1045 = distinct !DISubprogram(name: "luaO_pushvfstring", scope: !3, file: !3, line: 480, type: !1046, scopeLine: 480, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !1055)
!1046 = !DISubroutineType(types: !1047)
!1047 = !{!239, !125, !239, !1048}
!1048 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1049, size: 64)
!1049 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !1050)
!1050 = !{!1051, !1052, !1053, !1054}
!1051 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !1049, file: !3, line: 378, baseType: !7, size: 32)
!1052 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !1049, file: !3, line: 378, baseType: !7, size: 32, offset: 32)
!1053 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !1049, file: !3, line: 378, baseType: !50, size: 64, offset: 64)
!1054 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !1049, file: !3, line: 378, baseType: !50, size: 64, offset: 128)
!1055 = !{!1056, !1057, !1058, !1059, !1070, !1071, !1075, !1077, !1079, !1081, !1083, !1085, !1087, !1089, !1092, !1093, !1094, !1095, !1100}
!1056 = !DILocalVariable(name: "L", arg: 1, scope: !1045, file: !3, line: 480, type: !125)
!1057 = !DILocalVariable(name: "fmt", arg: 2, scope: !1045, file: !3, line: 480, type: !239)
!1058 = !DILocalVariable(name: "argp", arg: 3, scope: !1045, file: !3, line: 480, type: !1048)
!1059 = !DILocalVariable(name: "buff", scope: !1045, file: !3, line: 481, type: !1060)
!1060 = !DIDerivedType(tag: DW_TAG_typedef, name: "BuffFS", file: !3, line: 402, baseType: !1061)
!1061 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "BuffFS", file: !3, line: 397, size: 1728, elements: !1062)
!1062 = !{!1063, !1064, !1065, !1066}
!1063 = !DIDerivedType(tag: DW_TAG_member, name: "L", scope: !1061, file: !3, line: 398, baseType: !125, size: 64)
!1064 = !DIDerivedType(tag: DW_TAG_member, name: "pushed", scope: !1061, file: !3, line: 399, baseType: !6, size: 32, offset: 64)
!1065 = !DIDerivedType(tag: DW_TAG_member, name: "blen", scope: !1061, file: !3, line: 400, baseType: !6, size: 32, offset: 96)
!1066 = !DIDerivedType(tag: DW_TAG_member, name: "space", scope: !1061, file: !3, line: 401, baseType: !1067, size: 1592, offset: 128)
!1067 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 1592, elements: !1068)
!1068 = !{!1069}
!1069 = !DISubrange(count: 199)
!1070 = !DILocalVariable(name: "e", scope: !1045, file: !3, line: 482, type: !239)
!1071 = !DILocalVariable(name: "s", scope: !1072, file: !3, line: 489, type: !239)
!1072 = distinct !DILexicalBlock(scope: !1073, file: !3, line: 488, column: 17)
!1073 = distinct !DILexicalBlock(scope: !1074, file: !3, line: 487, column: 23)
!1074 = distinct !DILexicalBlock(scope: !1045, file: !3, line: 485, column: 42)
!1075 = !DILocalVariable(name: "c", scope: !1076, file: !3, line: 495, type: !51)
!1076 = distinct !DILexicalBlock(scope: !1073, file: !3, line: 494, column: 17)
!1077 = !DILocalVariable(name: "num", scope: !1078, file: !3, line: 500, type: !111)
!1078 = distinct !DILexicalBlock(scope: !1073, file: !3, line: 499, column: 17)
!1079 = !DILocalVariable(name: "io", scope: !1080, file: !3, line: 501, type: !110)
!1080 = distinct !DILexicalBlock(scope: !1078, file: !3, line: 501, column: 9)
!1081 = !DILocalVariable(name: "num", scope: !1082, file: !3, line: 506, type: !111)
!1082 = distinct !DILexicalBlock(scope: !1073, file: !3, line: 505, column: 17)
!1083 = !DILocalVariable(name: "io", scope: !1084, file: !3, line: 507, type: !110)
!1084 = distinct !DILexicalBlock(scope: !1082, file: !3, line: 507, column: 9)
!1085 = !DILocalVariable(name: "num", scope: !1086, file: !3, line: 512, type: !111)
!1086 = distinct !DILexicalBlock(scope: !1073, file: !3, line: 511, column: 17)
!1087 = !DILocalVariable(name: "io", scope: !1088, file: !3, line: 513, type: !110)
!1088 = distinct !DILexicalBlock(scope: !1086, file: !3, line: 513, column: 9)
!1089 = !DILocalVariable(name: "sz", scope: !1090, file: !3, line: 518, type: !1091)
!1090 = distinct !DILexicalBlock(scope: !1073, file: !3, line: 517, column: 17)
!1091 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!1092 = !DILocalVariable(name: "bf", scope: !1090, file: !3, line: 519, type: !901)
!1093 = !DILocalVariable(name: "p", scope: !1090, file: !3, line: 520, type: !50)
!1094 = !DILocalVariable(name: "len", scope: !1090, file: !3, line: 521, type: !6)
!1095 = !DILocalVariable(name: "bf", scope: !1096, file: !3, line: 526, type: !1097)
!1096 = distinct !DILexicalBlock(scope: !1073, file: !3, line: 525, column: 17)
!1097 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 64, elements: !1098)
!1098 = !{!1099}
!1099 = !DISubrange(count: 8)
!1100 = !DILocalVariable(name: "len", scope: !1096, file: !3, line: 527, type: !6)
!1101 = distinct !DIAssignID()
!1102 = !DILocation(line: 0, scope: !1045)
!1103 = distinct !DIAssignID()
!1104 = !DILocation(line: 0, scope: !1078)
!1105 = distinct !DIAssignID()
!1106 = !DILocation(line: 0, scope: !1082)
!1107 = distinct !DIAssignID()
!1108 = !DILocation(line: 0, scope: !1086)
!1109 = distinct !DIAssignID()
!1110 = !DILocation(line: 0, scope: !1096)
!1111 = !DILocation(line: 481, column: 3, scope: !1045)
!1112 = !DILocation(line: 483, column: 22, scope: !1045)
!1113 = !DILocation(line: 483, column: 27, scope: !1045)
!1114 = !{!1115, !1039, i64 12}
!1115 = !{!"BuffFS", !930, i64 0, !1039, i64 8, !1039, i64 12, !563, i64 16}
!1116 = distinct !DIAssignID()
!1117 = !DILocation(line: 483, column: 8, scope: !1045)
!1118 = !DILocation(line: 483, column: 15, scope: !1045)
!1119 = !{!1115, !1039, i64 8}
!1120 = distinct !DIAssignID()
!1121 = !DILocation(line: 484, column: 10, scope: !1045)
!1122 = !{!1115, !930, i64 0}
!1123 = distinct !DIAssignID()
!1124 = !DILocation(line: 485, column: 15, scope: !1045)
!1125 = !DILocation(line: 485, column: 33, scope: !1045)
!1126 = !DILocation(line: 485, column: 3, scope: !1045)
!1127 = !DILocation(line: 486, column: 31, scope: !1074)
!1128 = !DILocation(line: 486, column: 5, scope: !1074)
!1129 = !DILocation(line: 487, column: 17, scope: !1074)
!1130 = !DILocation(line: 487, column: 13, scope: !1074)
!1131 = !DILocation(line: 487, column: 5, scope: !1074)
!1132 = !DILocation(line: 489, column: 25, scope: !1072)
!1133 = !{!930, !930, i64 0}
!1134 = !DILocation(line: 0, scope: !1072)
!1135 = !DILocation(line: 490, column: 15, scope: !1136)
!1136 = distinct !DILexicalBlock(scope: !1072, file: !3, line: 490, column: 13)
!1137 = !DILocation(line: 490, column: 13, scope: !1072)
!1138 = !DILocation(line: 491, column: 31, scope: !1072)
!1139 = !DILocation(line: 491, column: 9, scope: !1072)
!1140 = !DILocation(line: 495, column: 18, scope: !1076)
!1141 = !{!1039, !1039, i64 0}
!1142 = !DILocation(line: 0, scope: !1076)
!1143 = !DILocalVariable(name: "buff", arg: 1, scope: !1144, file: !3, line: 453, type: !1147)
!1144 = distinct !DISubprogram(name: "addstr2buff", scope: !3, file: !3, line: 453, type: !1145, scopeLine: 453, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !1148)
!1145 = !DISubroutineType(types: !1146)
!1146 = !{null, !1147, !239, !81}
!1147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1060, size: 64)
!1148 = !{!1143, !1149, !1150, !1151}
!1149 = !DILocalVariable(name: "str", arg: 2, scope: !1144, file: !3, line: 453, type: !239)
!1150 = !DILocalVariable(name: "slen", arg: 3, scope: !1144, file: !3, line: 453, type: !81)
!1151 = !DILocalVariable(name: "bf", scope: !1152, file: !3, line: 455, type: !901)
!1152 = distinct !DILexicalBlock(scope: !1153, file: !3, line: 454, column: 23)
!1153 = distinct !DILexicalBlock(scope: !1144, file: !3, line: 454, column: 7)
!1154 = !DILocation(line: 0, scope: !1144, inlinedAt: !1155)
!1155 = distinct !DILocation(line: 496, column: 9, scope: !1076)
!1156 = !DILocation(line: 0, scope: !1153, inlinedAt: !1155)
!1157 = !DILocalVariable(name: "buff", arg: 1, scope: !1158, file: !3, line: 438, type: !1147)
!1158 = distinct !DISubprogram(name: "getbuff", scope: !3, file: !3, line: 438, type: !1159, scopeLine: 438, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !1161)
!1159 = !DISubroutineType(types: !1160)
!1160 = !{!901, !1147, !6}
!1161 = !{!1157, !1162}
!1162 = !DILocalVariable(name: "sz", arg: 2, scope: !1158, file: !3, line: 438, type: !6)
!1163 = !DILocation(line: 0, scope: !1158, inlinedAt: !1164)
!1164 = distinct !DILocation(line: 455, column: 16, scope: !1152, inlinedAt: !1155)
!1165 = !DILocation(line: 440, column: 10, scope: !1166, inlinedAt: !1164)
!1166 = distinct !DILexicalBlock(scope: !1158, file: !3, line: 440, column: 7)
!1167 = !DILocation(line: 440, column: 7, scope: !1158, inlinedAt: !1164)
!1168 = !DILocalVariable(name: "buff", arg: 1, scope: !1169, file: !3, line: 428, type: !1147)
!1169 = distinct !DISubprogram(name: "clearbuff", scope: !3, file: !3, line: 428, type: !1170, scopeLine: 428, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !1172)
!1170 = !DISubroutineType(types: !1171)
!1171 = !{null, !1147}
!1172 = !{!1168}
!1173 = !DILocation(line: 0, scope: !1169, inlinedAt: !1174)
!1174 = distinct !DILocation(line: 441, column: 5, scope: !1166, inlinedAt: !1164)
!1175 = !DILocation(line: 429, column: 30, scope: !1169, inlinedAt: !1174)
!1176 = !DILocalVariable(name: "buff", arg: 1, scope: !1177, file: !3, line: 414, type: !1147)
!1177 = distinct !DISubprogram(name: "pushstr", scope: !3, file: !3, line: 414, type: !1145, scopeLine: 414, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !1178)
!1178 = !{!1176, !1179, !1180, !1181, !1182, !1184}
!1179 = !DILocalVariable(name: "str", arg: 2, scope: !1177, file: !3, line: 414, type: !239)
!1180 = !DILocalVariable(name: "lstr", arg: 3, scope: !1177, file: !3, line: 414, type: !81)
!1181 = !DILocalVariable(name: "L", scope: !1177, file: !3, line: 415, type: !125)
!1182 = !DILocalVariable(name: "io", scope: !1183, file: !3, line: 416, type: !110)
!1183 = distinct !DILexicalBlock(scope: !1177, file: !3, line: 416, column: 3)
!1184 = !DILocalVariable(name: "x_", scope: !1183, file: !3, line: 416, type: !179)
!1185 = !DILocation(line: 0, scope: !1177, inlinedAt: !1186)
!1186 = distinct !DILocation(line: 429, column: 3, scope: !1169, inlinedAt: !1174)
!1187 = !DILocation(line: 415, column: 24, scope: !1177, inlinedAt: !1186)
!1188 = !DILocation(line: 416, column: 3, scope: !1183, inlinedAt: !1186)
!1189 = !DILocation(line: 0, scope: !1183, inlinedAt: !1186)
!1190 = !DILocation(line: 417, column: 11, scope: !1177, inlinedAt: !1186)
!1191 = !DILocation(line: 418, column: 14, scope: !1192, inlinedAt: !1186)
!1192 = distinct !DILexicalBlock(scope: !1177, file: !3, line: 418, column: 7)
!1193 = !DILocation(line: 418, column: 8, scope: !1192, inlinedAt: !1186)
!1194 = !DILocation(line: 418, column: 7, scope: !1177, inlinedAt: !1186)
!1195 = !DILocation(line: 419, column: 18, scope: !1192, inlinedAt: !1186)
!1196 = distinct !DIAssignID()
!1197 = !DILocation(line: 419, column: 5, scope: !1192, inlinedAt: !1186)
!1198 = !DILocation(line: 421, column: 5, scope: !1192, inlinedAt: !1186)
!1199 = !DILocation(line: 430, column: 14, scope: !1169, inlinedAt: !1174)
!1200 = distinct !DIAssignID()
!1201 = !DILocation(line: 441, column: 5, scope: !1166, inlinedAt: !1164)
!1202 = !DILocation(line: 442, column: 30, scope: !1158, inlinedAt: !1164)
!1203 = !DILocation(line: 442, column: 22, scope: !1158, inlinedAt: !1164)
!1204 = !DILocation(line: 0, scope: !1152, inlinedAt: !1155)
!1205 = !DILocation(line: 456, column: 5, scope: !1152, inlinedAt: !1155)
!1206 = !DILocation(line: 457, column: 5, scope: !1152, inlinedAt: !1155)
!1207 = distinct !DIAssignID()
!1208 = !DILocation(line: 500, column: 9, scope: !1078)
!1209 = !DILocation(line: 0, scope: !1080)
!1210 = !DILocation(line: 501, column: 9, scope: !1080)
!1211 = !DILocation(line: 502, column: 9, scope: !1078)
!1212 = !DILocation(line: 504, column: 7, scope: !1073)
!1213 = !DILocation(line: 506, column: 9, scope: !1082)
!1214 = !DILocation(line: 0, scope: !1084)
!1215 = !DILocation(line: 507, column: 9, scope: !1084)
!1216 = !DILocation(line: 508, column: 9, scope: !1082)
!1217 = !DILocation(line: 510, column: 7, scope: !1073)
!1218 = !DILocation(line: 512, column: 9, scope: !1086)
!1219 = !DILocation(line: 0, scope: !1088)
!1220 = !DILocation(line: 513, column: 9, scope: !1088)
!1221 = !{!1222, !1222, i64 0}
!1222 = !{!"double", !563, i64 0}
!1223 = !DILocation(line: 514, column: 9, scope: !1086)
!1224 = !DILocation(line: 516, column: 7, scope: !1073)
!1225 = !DILocation(line: 0, scope: !1090)
!1226 = !DILocation(line: 0, scope: !1158, inlinedAt: !1227)
!1227 = distinct !DILocation(line: 519, column: 20, scope: !1090)
!1228 = !DILocation(line: 440, column: 27, scope: !1166, inlinedAt: !1227)
!1229 = !DILocation(line: 440, column: 10, scope: !1166, inlinedAt: !1227)
!1230 = !DILocation(line: 440, column: 7, scope: !1158, inlinedAt: !1227)
!1231 = !DILocation(line: 0, scope: !1169, inlinedAt: !1232)
!1232 = distinct !DILocation(line: 441, column: 5, scope: !1166, inlinedAt: !1227)
!1233 = !DILocation(line: 429, column: 30, scope: !1169, inlinedAt: !1232)
!1234 = !DILocation(line: 0, scope: !1177, inlinedAt: !1235)
!1235 = distinct !DILocation(line: 429, column: 3, scope: !1169, inlinedAt: !1232)
!1236 = !DILocation(line: 415, column: 24, scope: !1177, inlinedAt: !1235)
!1237 = !DILocation(line: 416, column: 3, scope: !1183, inlinedAt: !1235)
!1238 = !DILocation(line: 0, scope: !1183, inlinedAt: !1235)
!1239 = !DILocation(line: 417, column: 11, scope: !1177, inlinedAt: !1235)
!1240 = !DILocation(line: 418, column: 14, scope: !1192, inlinedAt: !1235)
!1241 = !DILocation(line: 418, column: 8, scope: !1192, inlinedAt: !1235)
!1242 = !DILocation(line: 418, column: 7, scope: !1177, inlinedAt: !1235)
!1243 = !DILocation(line: 419, column: 18, scope: !1192, inlinedAt: !1235)
!1244 = distinct !DIAssignID()
!1245 = !DILocation(line: 419, column: 5, scope: !1192, inlinedAt: !1235)
!1246 = !DILocation(line: 421, column: 5, scope: !1192, inlinedAt: !1235)
!1247 = !DILocation(line: 430, column: 14, scope: !1169, inlinedAt: !1232)
!1248 = distinct !DIAssignID()
!1249 = !DILocation(line: 441, column: 5, scope: !1166, inlinedAt: !1227)
!1250 = !DILocation(line: 442, column: 30, scope: !1158, inlinedAt: !1227)
!1251 = !DILocation(line: 442, column: 22, scope: !1158, inlinedAt: !1227)
!1252 = !DILocation(line: 520, column: 19, scope: !1090)
!1253 = !DILocation(line: 521, column: 19, scope: !1090)
!1254 = !DILocation(line: 522, column: 9, scope: !1090)
!1255 = distinct !DIAssignID()
!1256 = !DILocation(line: 526, column: 9, scope: !1096)
!1257 = !DILocation(line: 527, column: 36, scope: !1096)
!1258 = !{!1259, !1259, i64 0}
!1259 = !{!"long", !563, i64 0}
!1260 = !DILocation(line: 0, scope: !956, inlinedAt: !1261)
!1261 = distinct !DILocation(line: 527, column: 19, scope: !1096)
!1262 = !DILocation(line: 326, column: 9, scope: !965, inlinedAt: !1261)
!1263 = !DILocation(line: 326, column: 7, scope: !956, inlinedAt: !1261)
!1264 = !DILocation(line: 0, scope: !964, inlinedAt: !1261)
!1265 = !DILocation(line: 331, column: 34, scope: !971, inlinedAt: !1261)
!1266 = !DILocation(line: 331, column: 27, scope: !971, inlinedAt: !1261)
!1267 = !DILocation(line: 331, column: 23, scope: !971, inlinedAt: !1261)
!1268 = !DILocation(line: 331, column: 7, scope: !971, inlinedAt: !1261)
!1269 = !DILocation(line: 331, column: 32, scope: !971, inlinedAt: !1261)
!1270 = !DILocation(line: 332, column: 9, scope: !971, inlinedAt: !1261)
!1271 = !DILocation(line: 333, column: 11, scope: !971, inlinedAt: !1261)
!1272 = !DILocation(line: 334, column: 18, scope: !964, inlinedAt: !1261)
!1273 = !DILocation(line: 334, column: 16, scope: !964, inlinedAt: !1261)
!1274 = !DILocation(line: 334, column: 5, scope: !971, inlinedAt: !1261)
!1275 = distinct !{!1275, !1276, !1277, !560}
!1276 = !DILocation(line: 330, column: 5, scope: !964, inlinedAt: !1261)
!1277 = !DILocation(line: 334, column: 21, scope: !964, inlinedAt: !1261)
!1278 = !DILocation(line: 335, column: 28, scope: !964, inlinedAt: !1261)
!1279 = !DILocation(line: 335, column: 5, scope: !964, inlinedAt: !1261)
!1280 = !DILocation(line: 0, scope: !965, inlinedAt: !1261)
!1281 = !DILocation(line: 528, column: 44, scope: !1096)
!1282 = !DILocation(line: 528, column: 9, scope: !1096)
!1283 = !DILocation(line: 530, column: 7, scope: !1073)
!1284 = !DILocation(line: 0, scope: !1144, inlinedAt: !1285)
!1285 = distinct !DILocation(line: 532, column: 9, scope: !1286)
!1286 = distinct !DILexicalBlock(scope: !1073, file: !3, line: 531, column: 17)
!1287 = !DILocation(line: 0, scope: !1153, inlinedAt: !1285)
!1288 = !DILocation(line: 0, scope: !1158, inlinedAt: !1289)
!1289 = distinct !DILocation(line: 455, column: 16, scope: !1152, inlinedAt: !1285)
!1290 = !DILocation(line: 440, column: 10, scope: !1166, inlinedAt: !1289)
!1291 = !DILocation(line: 440, column: 7, scope: !1158, inlinedAt: !1289)
!1292 = !DILocation(line: 0, scope: !1169, inlinedAt: !1293)
!1293 = distinct !DILocation(line: 441, column: 5, scope: !1166, inlinedAt: !1289)
!1294 = !DILocation(line: 429, column: 30, scope: !1169, inlinedAt: !1293)
!1295 = !DILocation(line: 0, scope: !1177, inlinedAt: !1296)
!1296 = distinct !DILocation(line: 429, column: 3, scope: !1169, inlinedAt: !1293)
!1297 = !DILocation(line: 415, column: 24, scope: !1177, inlinedAt: !1296)
!1298 = !DILocation(line: 416, column: 3, scope: !1183, inlinedAt: !1296)
!1299 = !DILocation(line: 0, scope: !1183, inlinedAt: !1296)
!1300 = !DILocation(line: 417, column: 11, scope: !1177, inlinedAt: !1296)
!1301 = !DILocation(line: 418, column: 14, scope: !1192, inlinedAt: !1296)
!1302 = !DILocation(line: 418, column: 8, scope: !1192, inlinedAt: !1296)
!1303 = !DILocation(line: 418, column: 7, scope: !1177, inlinedAt: !1296)
!1304 = !DILocation(line: 419, column: 18, scope: !1192, inlinedAt: !1296)
!1305 = distinct !DIAssignID()
!1306 = !DILocation(line: 419, column: 5, scope: !1192, inlinedAt: !1296)
!1307 = !DILocation(line: 421, column: 5, scope: !1192, inlinedAt: !1296)
!1308 = !DILocation(line: 430, column: 14, scope: !1169, inlinedAt: !1293)
!1309 = distinct !DIAssignID()
!1310 = !DILocation(line: 441, column: 5, scope: !1166, inlinedAt: !1289)
!1311 = !DILocation(line: 442, column: 30, scope: !1158, inlinedAt: !1289)
!1312 = !DILocation(line: 442, column: 22, scope: !1158, inlinedAt: !1289)
!1313 = !DILocation(line: 0, scope: !1152, inlinedAt: !1285)
!1314 = !DILocation(line: 456, column: 5, scope: !1152, inlinedAt: !1285)
!1315 = !DILocation(line: 457, column: 5, scope: !1152, inlinedAt: !1285)
!1316 = distinct !DIAssignID()
!1317 = !DILocation(line: 533, column: 9, scope: !1286)
!1318 = !DILocation(line: 536, column: 9, scope: !1319)
!1319 = distinct !DILexicalBlock(scope: !1073, file: !3, line: 535, column: 16)
!1320 = !DILocation(line: 540, column: 13, scope: !1074)
!1321 = distinct !{!1321, !1126, !1322, !560}
!1322 = !DILocation(line: 541, column: 3, scope: !1045)
!1323 = !DILocation(line: 542, column: 27, scope: !1045)
!1324 = !DILocation(line: 542, column: 3, scope: !1045)
!1325 = !DILocation(line: 0, scope: !1169, inlinedAt: !1326)
!1326 = distinct !DILocation(line: 543, column: 3, scope: !1045)
!1327 = !DILocation(line: 429, column: 23, scope: !1169, inlinedAt: !1326)
!1328 = !DILocation(line: 429, column: 36, scope: !1169, inlinedAt: !1326)
!1329 = !DILocation(line: 429, column: 30, scope: !1169, inlinedAt: !1326)
!1330 = !DILocation(line: 0, scope: !1177, inlinedAt: !1331)
!1331 = distinct !DILocation(line: 429, column: 3, scope: !1169, inlinedAt: !1326)
!1332 = !DILocation(line: 415, column: 24, scope: !1177, inlinedAt: !1331)
!1333 = !DILocation(line: 416, column: 3, scope: !1183, inlinedAt: !1331)
!1334 = !DILocation(line: 0, scope: !1183, inlinedAt: !1331)
!1335 = !DILocation(line: 417, column: 11, scope: !1177, inlinedAt: !1331)
!1336 = !DILocation(line: 418, column: 14, scope: !1192, inlinedAt: !1331)
!1337 = !DILocation(line: 418, column: 8, scope: !1192, inlinedAt: !1331)
!1338 = !DILocation(line: 418, column: 7, scope: !1177, inlinedAt: !1331)
!1339 = !DILocation(line: 419, column: 18, scope: !1192, inlinedAt: !1331)
!1340 = distinct !DIAssignID()
!1341 = !DILocation(line: 419, column: 5, scope: !1192, inlinedAt: !1331)
!1342 = !DILocation(line: 421, column: 5, scope: !1192, inlinedAt: !1331)
!1343 = !DILocation(line: 430, column: 14, scope: !1169, inlinedAt: !1326)
!1344 = distinct !DIAssignID()
!1345 = !DILocation(line: 545, column: 10, scope: !1045)
!1346 = !DILocation(line: 546, column: 1, scope: !1045)
!1347 = !DILocation(line: 545, column: 3, scope: !1045)
!1348 = !DISubprogram(name: "strchr", scope: !1349, file: !1349, line: 246, type: !1350, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1349 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!1350 = !DISubroutineType(types: !1351)
!1351 = !{!901, !239, !6}
!1352 = !DILocation(line: 0, scope: !1144)
!1353 = !DILocation(line: 454, column: 12, scope: !1153)
!1354 = !DILocation(line: 0, scope: !1153)
!1355 = !DILocation(line: 454, column: 7, scope: !1144)
!1356 = !DILocation(line: 455, column: 30, scope: !1152)
!1357 = !DILocation(line: 0, scope: !1158, inlinedAt: !1358)
!1358 = distinct !DILocation(line: 455, column: 16, scope: !1152)
!1359 = !DILocation(line: 440, column: 19, scope: !1166, inlinedAt: !1358)
!1360 = !DILocation(line: 440, column: 10, scope: !1166, inlinedAt: !1358)
!1361 = !DILocation(line: 440, column: 7, scope: !1158, inlinedAt: !1358)
!1362 = !DILocation(line: 0, scope: !1169, inlinedAt: !1363)
!1363 = distinct !DILocation(line: 441, column: 5, scope: !1166, inlinedAt: !1358)
!1364 = !DILocation(line: 429, column: 23, scope: !1169, inlinedAt: !1363)
!1365 = !DILocation(line: 429, column: 30, scope: !1169, inlinedAt: !1363)
!1366 = !DILocation(line: 0, scope: !1177, inlinedAt: !1367)
!1367 = distinct !DILocation(line: 429, column: 3, scope: !1169, inlinedAt: !1363)
!1368 = !DILocation(line: 415, column: 24, scope: !1177, inlinedAt: !1367)
!1369 = !DILocation(line: 416, column: 3, scope: !1183, inlinedAt: !1367)
!1370 = !DILocation(line: 0, scope: !1183, inlinedAt: !1367)
!1371 = !DILocation(line: 417, column: 11, scope: !1177, inlinedAt: !1367)
!1372 = !DILocation(line: 418, column: 14, scope: !1192, inlinedAt: !1367)
!1373 = !DILocation(line: 418, column: 8, scope: !1192, inlinedAt: !1367)
!1374 = !DILocation(line: 418, column: 7, scope: !1177, inlinedAt: !1367)
!1375 = !DILocation(line: 419, column: 18, scope: !1192, inlinedAt: !1367)
!1376 = !DILocation(line: 419, column: 5, scope: !1192, inlinedAt: !1367)
!1377 = !DILocation(line: 421, column: 5, scope: !1192, inlinedAt: !1367)
!1378 = !DILocation(line: 430, column: 14, scope: !1169, inlinedAt: !1363)
!1379 = !DILocation(line: 441, column: 5, scope: !1166, inlinedAt: !1358)
!1380 = !DILocation(line: 442, column: 30, scope: !1158, inlinedAt: !1358)
!1381 = !DILocation(line: 442, column: 16, scope: !1158, inlinedAt: !1358)
!1382 = !DILocation(line: 442, column: 22, scope: !1158, inlinedAt: !1358)
!1383 = !DILocation(line: 0, scope: !1152)
!1384 = !DILocation(line: 456, column: 5, scope: !1152)
!1385 = !DILocation(line: 457, column: 5, scope: !1152)
!1386 = !DILocation(line: 458, column: 3, scope: !1152)
!1387 = !DILocation(line: 0, scope: !1169, inlinedAt: !1388)
!1388 = distinct !DILocation(line: 460, column: 5, scope: !1389)
!1389 = distinct !DILexicalBlock(scope: !1153, file: !3, line: 459, column: 8)
!1390 = !DILocation(line: 429, column: 23, scope: !1169, inlinedAt: !1388)
!1391 = !DILocation(line: 429, column: 30, scope: !1169, inlinedAt: !1388)
!1392 = !DILocation(line: 0, scope: !1177, inlinedAt: !1393)
!1393 = distinct !DILocation(line: 429, column: 3, scope: !1169, inlinedAt: !1388)
!1394 = !DILocation(line: 415, column: 24, scope: !1177, inlinedAt: !1393)
!1395 = !DILocation(line: 416, column: 3, scope: !1183, inlinedAt: !1393)
!1396 = !DILocation(line: 0, scope: !1183, inlinedAt: !1393)
!1397 = !DILocation(line: 417, column: 11, scope: !1177, inlinedAt: !1393)
!1398 = !DILocation(line: 418, column: 14, scope: !1192, inlinedAt: !1393)
!1399 = !DILocation(line: 418, column: 8, scope: !1192, inlinedAt: !1393)
!1400 = !DILocation(line: 418, column: 7, scope: !1177, inlinedAt: !1393)
!1401 = !DILocation(line: 419, column: 18, scope: !1192, inlinedAt: !1393)
!1402 = !DILocation(line: 419, column: 5, scope: !1192, inlinedAt: !1393)
!1403 = !DILocation(line: 421, column: 5, scope: !1192, inlinedAt: !1393)
!1404 = !DILocation(line: 430, column: 14, scope: !1169, inlinedAt: !1388)
!1405 = !DILocation(line: 0, scope: !1177, inlinedAt: !1406)
!1406 = distinct !DILocation(line: 461, column: 5, scope: !1389)
!1407 = !DILocation(line: 415, column: 24, scope: !1177, inlinedAt: !1406)
!1408 = !DILocation(line: 416, column: 3, scope: !1183, inlinedAt: !1406)
!1409 = !DILocation(line: 0, scope: !1183, inlinedAt: !1406)
!1410 = !DILocation(line: 417, column: 11, scope: !1177, inlinedAt: !1406)
!1411 = !DILocation(line: 418, column: 14, scope: !1192, inlinedAt: !1406)
!1412 = !DILocation(line: 418, column: 8, scope: !1192, inlinedAt: !1406)
!1413 = !DILocation(line: 418, column: 7, scope: !1177, inlinedAt: !1406)
!1414 = !DILocation(line: 419, column: 18, scope: !1192, inlinedAt: !1406)
!1415 = !DILocation(line: 419, column: 5, scope: !1192, inlinedAt: !1406)
!1416 = !DILocation(line: 421, column: 5, scope: !1192, inlinedAt: !1406)
!1417 = !DILocation(line: 463, column: 1, scope: !1144)
!1418 = !DISubprogram(name: "strlen", scope: !1349, file: !1349, line: 407, type: !1419, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1419 = !DISubroutineType(types: !1420)
!1420 = !{!83, !239}
!1421 = distinct !DISubprogram(name: "addnum2buff", scope: !3, file: !3, line: 469, type: !1422, scopeLine: 469, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !1424)
!1422 = !DISubroutineType(types: !1423)
!1423 = !{null, !1147, !110}
!1424 = !{!1425, !1426, !1427, !1428}
!1425 = !DILocalVariable(name: "buff", arg: 1, scope: !1421, file: !3, line: 469, type: !1147)
!1426 = !DILocalVariable(name: "num", arg: 2, scope: !1421, file: !3, line: 469, type: !110)
!1427 = !DILocalVariable(name: "numbuff", scope: !1421, file: !3, line: 470, type: !901)
!1428 = !DILocalVariable(name: "len", scope: !1421, file: !3, line: 471, type: !6)
!1429 = !DILocation(line: 0, scope: !1421)
!1430 = !DILocation(line: 0, scope: !1158, inlinedAt: !1431)
!1431 = distinct !DILocation(line: 470, column: 19, scope: !1421)
!1432 = !DILocation(line: 440, column: 27, scope: !1166, inlinedAt: !1431)
!1433 = !DILocation(line: 440, column: 10, scope: !1166, inlinedAt: !1431)
!1434 = !DILocation(line: 440, column: 7, scope: !1158, inlinedAt: !1431)
!1435 = !DILocation(line: 0, scope: !1169, inlinedAt: !1436)
!1436 = distinct !DILocation(line: 441, column: 5, scope: !1166, inlinedAt: !1431)
!1437 = !DILocation(line: 429, column: 23, scope: !1169, inlinedAt: !1436)
!1438 = !DILocation(line: 429, column: 30, scope: !1169, inlinedAt: !1436)
!1439 = !DILocation(line: 0, scope: !1177, inlinedAt: !1440)
!1440 = distinct !DILocation(line: 429, column: 3, scope: !1169, inlinedAt: !1436)
!1441 = !DILocation(line: 415, column: 24, scope: !1177, inlinedAt: !1440)
!1442 = !DILocation(line: 416, column: 3, scope: !1183, inlinedAt: !1440)
!1443 = !DILocation(line: 0, scope: !1183, inlinedAt: !1440)
!1444 = !DILocation(line: 417, column: 11, scope: !1177, inlinedAt: !1440)
!1445 = !DILocation(line: 418, column: 14, scope: !1192, inlinedAt: !1440)
!1446 = !DILocation(line: 418, column: 8, scope: !1192, inlinedAt: !1440)
!1447 = !DILocation(line: 418, column: 7, scope: !1177, inlinedAt: !1440)
!1448 = !DILocation(line: 419, column: 18, scope: !1192, inlinedAt: !1440)
!1449 = !DILocation(line: 419, column: 5, scope: !1192, inlinedAt: !1440)
!1450 = !DILocation(line: 421, column: 5, scope: !1192, inlinedAt: !1440)
!1451 = !DILocation(line: 430, column: 14, scope: !1169, inlinedAt: !1436)
!1452 = !DILocation(line: 441, column: 5, scope: !1166, inlinedAt: !1431)
!1453 = !DILocation(line: 442, column: 30, scope: !1158, inlinedAt: !1431)
!1454 = !DILocation(line: 442, column: 16, scope: !1158, inlinedAt: !1431)
!1455 = !DILocation(line: 442, column: 22, scope: !1158, inlinedAt: !1431)
!1456 = !DILocation(line: 0, scope: !1006, inlinedAt: !1457)
!1457 = distinct !DILocation(line: 471, column: 13, scope: !1421)
!1458 = !DILocation(line: 358, column: 7, scope: !1015, inlinedAt: !1457)
!1459 = !DILocation(line: 358, column: 7, scope: !1006, inlinedAt: !1457)
!1460 = !DILocation(line: 359, column: 11, scope: !1015, inlinedAt: !1457)
!1461 = !DILocation(line: 359, column: 5, scope: !1015, inlinedAt: !1457)
!1462 = !DILocation(line: 361, column: 11, scope: !1020, inlinedAt: !1457)
!1463 = !DILocation(line: 362, column: 14, scope: !1022, inlinedAt: !1457)
!1464 = !DILocation(line: 362, column: 9, scope: !1022, inlinedAt: !1457)
!1465 = !DILocation(line: 362, column: 43, scope: !1022, inlinedAt: !1457)
!1466 = !DILocation(line: 362, column: 9, scope: !1020, inlinedAt: !1457)
!1467 = !DILocation(line: 363, column: 21, scope: !1027, inlinedAt: !1457)
!1468 = !DILocation(line: 363, column: 7, scope: !1027, inlinedAt: !1457)
!1469 = !DILocation(line: 363, column: 19, scope: !1027, inlinedAt: !1457)
!1470 = !DILocation(line: 364, column: 15, scope: !1027, inlinedAt: !1457)
!1471 = !DILocation(line: 364, column: 7, scope: !1027, inlinedAt: !1457)
!1472 = !DILocation(line: 364, column: 19, scope: !1027, inlinedAt: !1457)
!1473 = !DILocation(line: 365, column: 5, scope: !1027, inlinedAt: !1457)
!1474 = !DILocation(line: 0, scope: !1015, inlinedAt: !1457)
!1475 = !DILocation(line: 472, column: 3, scope: !1421)
!1476 = !DILocation(line: 473, column: 1, scope: !1421)
!1477 = !DISubprogram(name: "snprintf", scope: !1478, file: !1478, line: 378, type: !1479, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1478 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1479 = !DISubroutineType(types: !1480)
!1480 = !{!6, !1481, !81, !1482, null}
!1481 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !901)
!1482 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !239)
!1483 = !DISubprogram(name: "luaG_runerror", scope: !1484, file: !1484, line: 56, type: !1485, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1484 = !DIFile(filename: "src/lua/ldebug.h", directory: ".", checksumkind: CSK_MD5, checksum: "e354d5afec415152be85e3d4d3dd589e")
!1485 = !DISubroutineType(types: !1486)
!1486 = !{null, !125, !239, null}
!1487 = distinct !DISubprogram(name: "luaO_pushfstring", scope: !3, file: !3, line: 549, type: !1488, scopeLine: 549, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !1490)
!1488 = !DISubroutineType(types: !1489)
!1489 = !{!239, !125, !239, null}
!1490 = !{!1491, !1492, !1493, !1494}
!1491 = !DILocalVariable(name: "L", arg: 1, scope: !1487, file: !3, line: 549, type: !125)
!1492 = !DILocalVariable(name: "fmt", arg: 2, scope: !1487, file: !3, line: 549, type: !239)
!1493 = !DILocalVariable(name: "msg", scope: !1487, file: !3, line: 550, type: !239)
!1494 = !DILocalVariable(name: "argp", scope: !1487, file: !3, line: 551, type: !1495)
!1495 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !1478, line: 52, baseType: !1496)
!1496 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !1497, line: 12, baseType: !1498)
!1497 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!1498 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !1499)
!1499 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1049, size: 192, elements: !88)
!1500 = distinct !DIAssignID()
!1501 = !DILocation(line: 0, scope: !1487)
!1502 = !DILocation(line: 551, column: 3, scope: !1487)
!1503 = !DILocation(line: 552, column: 3, scope: !1487)
!1504 = !DILocation(line: 553, column: 9, scope: !1487)
!1505 = !DILocation(line: 554, column: 3, scope: !1487)
!1506 = !DILocation(line: 556, column: 1, scope: !1487)
!1507 = !DILocation(line: 555, column: 3, scope: !1487)
!1508 = distinct !DISubprogram(name: "luaO_chunkid", scope: !3, file: !3, line: 567, type: !1509, scopeLine: 567, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !1511)
!1509 = !DISubroutineType(types: !1510)
!1510 = !{null, !901, !239, !81}
!1511 = !{!1512, !1513, !1514, !1515, !1516}
!1512 = !DILocalVariable(name: "out", arg: 1, scope: !1508, file: !3, line: 567, type: !901)
!1513 = !DILocalVariable(name: "source", arg: 2, scope: !1508, file: !3, line: 567, type: !239)
!1514 = !DILocalVariable(name: "srclen", arg: 3, scope: !1508, file: !3, line: 567, type: !81)
!1515 = !DILocalVariable(name: "bufflen", scope: !1508, file: !3, line: 568, type: !81)
!1516 = !DILocalVariable(name: "nl", scope: !1517, file: !3, line: 587, type: !239)
!1517 = distinct !DILexicalBlock(scope: !1518, file: !3, line: 586, column: 8)
!1518 = distinct !DILexicalBlock(scope: !1519, file: !3, line: 577, column: 12)
!1519 = distinct !DILexicalBlock(scope: !1508, file: !3, line: 569, column: 7)
!1520 = !DILocation(line: 0, scope: !1508)
!1521 = !DILocation(line: 569, column: 7, scope: !1519)
!1522 = !DILocation(line: 569, column: 7, scope: !1508)
!1523 = !DILocation(line: 570, column: 16, scope: !1524)
!1524 = distinct !DILexicalBlock(scope: !1525, file: !3, line: 570, column: 9)
!1525 = distinct !DILexicalBlock(scope: !1519, file: !3, line: 569, column: 23)
!1526 = !DILocation(line: 0, scope: !1524)
!1527 = !DILocation(line: 570, column: 9, scope: !1525)
!1528 = !DILocation(line: 571, column: 7, scope: !1524)
!1529 = !DILocation(line: 573, column: 7, scope: !1530)
!1530 = distinct !DILexicalBlock(scope: !1524, file: !3, line: 572, column: 10)
!1531 = !DILocation(line: 574, column: 12, scope: !1530)
!1532 = !DILocation(line: 578, column: 16, scope: !1533)
!1533 = distinct !DILexicalBlock(scope: !1534, file: !3, line: 578, column: 9)
!1534 = distinct !DILexicalBlock(scope: !1518, file: !3, line: 577, column: 28)
!1535 = !DILocation(line: 578, column: 9, scope: !1534)
!1536 = !DILocation(line: 579, column: 26, scope: !1533)
!1537 = !DILocation(line: 579, column: 7, scope: !1533)
!1538 = !DILocation(line: 581, column: 7, scope: !1539)
!1539 = distinct !DILexicalBlock(scope: !1533, file: !3, line: 580, column: 10)
!1540 = !DILocation(line: 583, column: 26, scope: !1539)
!1541 = !DILocation(line: 583, column: 30, scope: !1539)
!1542 = !DILocation(line: 583, column: 39, scope: !1539)
!1543 = !DILocation(line: 583, column: 7, scope: !1539)
!1544 = !DILocation(line: 587, column: 22, scope: !1517)
!1545 = !DILocation(line: 0, scope: !1517)
!1546 = !DILocation(line: 588, column: 5, scope: !1517)
!1547 = !DILocation(line: 590, column: 16, scope: !1548)
!1548 = distinct !DILexicalBlock(scope: !1517, file: !3, line: 590, column: 9)
!1549 = !DILocation(line: 590, column: 26, scope: !1548)
!1550 = !DILocation(line: 591, column: 7, scope: !1551)
!1551 = distinct !DILexicalBlock(scope: !1548, file: !3, line: 590, column: 41)
!1552 = !DILocation(line: 592, column: 5, scope: !1551)
!1553 = !DILocation(line: 594, column: 11, scope: !1554)
!1554 = distinct !DILexicalBlock(scope: !1548, file: !3, line: 593, column: 10)
!1555 = !DILocation(line: 595, column: 11, scope: !1554)
!1556 = !DILocation(line: 596, column: 7, scope: !1554)
!1557 = !DILocation(line: 597, column: 7, scope: !1554)
!1558 = !DILocation(line: 0, scope: !1548)
!1559 = !DILocation(line: 599, column: 5, scope: !1517)
!1560 = !DILocation(line: 601, column: 1, scope: !1508)
!1561 = !DISubprogram(name: "luaV_mod", scope: !11, file: !11, line: 136, type: !1562, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1562 = !DISubroutineType(types: !1563)
!1563 = !{!367, !125, !367, !367}
!1564 = !DISubprogram(name: "luaV_idiv", scope: !11, file: !11, line: 135, type: !1562, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1565 = !DISubprogram(name: "luaV_shiftl", scope: !11, file: !11, line: 138, type: !1566, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1566 = !DISubroutineType(types: !1567)
!1567 = !{!367, !367, !367}
!1568 = !DISubprogram(name: "pow", scope: !1569, file: !1569, line: 140, type: !1570, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1569 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!1570 = !DISubroutineType(types: !1571)
!1571 = !{!48, !48, !48}
!1572 = !DISubprogram(name: "luaV_modf", scope: !11, file: !11, line: 137, type: !1573, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1573 = !DISubroutineType(types: !1574)
!1574 = !{!46, !125, !46, !46}
!1575 = !DISubprogram(name: "strpbrk", scope: !1349, file: !1349, line: 323, type: !1576, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1576 = !DISubroutineType(types: !1577)
!1577 = !{!901, !239, !239}
!1578 = !DISubprogram(name: "strcpy", scope: !1349, file: !1349, line: 141, type: !1579, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1579 = !DISubroutineType(types: !1580)
!1580 = !{!901, !1481, !1482}
!1581 = !DISubprogram(name: "localeconv", scope: !1582, file: !1582, line: 125, type: !1583, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1582 = !DIFile(filename: "/usr/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!1583 = !DISubroutineType(types: !1584)
!1584 = !{!1585}
!1585 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1586, size: 64)
!1586 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !1582, line: 51, size: 768, elements: !1587)
!1587 = !{!1588, !1589, !1590, !1591, !1592, !1593, !1594, !1595, !1596, !1597, !1598, !1599, !1600, !1601, !1602, !1603, !1604, !1605, !1606, !1607, !1608, !1609, !1610, !1611}
!1588 = !DIDerivedType(tag: DW_TAG_member, name: "decimal_point", scope: !1586, file: !1582, line: 55, baseType: !901, size: 64)
!1589 = !DIDerivedType(tag: DW_TAG_member, name: "thousands_sep", scope: !1586, file: !1582, line: 56, baseType: !901, size: 64, offset: 64)
!1590 = !DIDerivedType(tag: DW_TAG_member, name: "grouping", scope: !1586, file: !1582, line: 62, baseType: !901, size: 64, offset: 128)
!1591 = !DIDerivedType(tag: DW_TAG_member, name: "int_curr_symbol", scope: !1586, file: !1582, line: 68, baseType: !901, size: 64, offset: 192)
!1592 = !DIDerivedType(tag: DW_TAG_member, name: "currency_symbol", scope: !1586, file: !1582, line: 69, baseType: !901, size: 64, offset: 256)
!1593 = !DIDerivedType(tag: DW_TAG_member, name: "mon_decimal_point", scope: !1586, file: !1582, line: 70, baseType: !901, size: 64, offset: 320)
!1594 = !DIDerivedType(tag: DW_TAG_member, name: "mon_thousands_sep", scope: !1586, file: !1582, line: 71, baseType: !901, size: 64, offset: 384)
!1595 = !DIDerivedType(tag: DW_TAG_member, name: "mon_grouping", scope: !1586, file: !1582, line: 72, baseType: !901, size: 64, offset: 448)
!1596 = !DIDerivedType(tag: DW_TAG_member, name: "positive_sign", scope: !1586, file: !1582, line: 73, baseType: !901, size: 64, offset: 512)
!1597 = !DIDerivedType(tag: DW_TAG_member, name: "negative_sign", scope: !1586, file: !1582, line: 74, baseType: !901, size: 64, offset: 576)
!1598 = !DIDerivedType(tag: DW_TAG_member, name: "int_frac_digits", scope: !1586, file: !1582, line: 75, baseType: !51, size: 8, offset: 640)
!1599 = !DIDerivedType(tag: DW_TAG_member, name: "frac_digits", scope: !1586, file: !1582, line: 76, baseType: !51, size: 8, offset: 648)
!1600 = !DIDerivedType(tag: DW_TAG_member, name: "p_cs_precedes", scope: !1586, file: !1582, line: 78, baseType: !51, size: 8, offset: 656)
!1601 = !DIDerivedType(tag: DW_TAG_member, name: "p_sep_by_space", scope: !1586, file: !1582, line: 80, baseType: !51, size: 8, offset: 664)
!1602 = !DIDerivedType(tag: DW_TAG_member, name: "n_cs_precedes", scope: !1586, file: !1582, line: 82, baseType: !51, size: 8, offset: 672)
!1603 = !DIDerivedType(tag: DW_TAG_member, name: "n_sep_by_space", scope: !1586, file: !1582, line: 84, baseType: !51, size: 8, offset: 680)
!1604 = !DIDerivedType(tag: DW_TAG_member, name: "p_sign_posn", scope: !1586, file: !1582, line: 91, baseType: !51, size: 8, offset: 688)
!1605 = !DIDerivedType(tag: DW_TAG_member, name: "n_sign_posn", scope: !1586, file: !1582, line: 92, baseType: !51, size: 8, offset: 696)
!1606 = !DIDerivedType(tag: DW_TAG_member, name: "int_p_cs_precedes", scope: !1586, file: !1582, line: 95, baseType: !51, size: 8, offset: 704)
!1607 = !DIDerivedType(tag: DW_TAG_member, name: "int_p_sep_by_space", scope: !1586, file: !1582, line: 97, baseType: !51, size: 8, offset: 712)
!1608 = !DIDerivedType(tag: DW_TAG_member, name: "int_n_cs_precedes", scope: !1586, file: !1582, line: 99, baseType: !51, size: 8, offset: 720)
!1609 = !DIDerivedType(tag: DW_TAG_member, name: "int_n_sep_by_space", scope: !1586, file: !1582, line: 101, baseType: !51, size: 8, offset: 728)
!1610 = !DIDerivedType(tag: DW_TAG_member, name: "int_p_sign_posn", scope: !1586, file: !1582, line: 108, baseType: !51, size: 8, offset: 736)
!1611 = !DIDerivedType(tag: DW_TAG_member, name: "int_n_sign_posn", scope: !1586, file: !1582, line: 109, baseType: !51, size: 8, offset: 744)
!1612 = !DISubprogram(name: "strtod", scope: !1613, file: !1613, line: 118, type: !1614, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1613 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!1614 = !DISubroutineType(types: !1615)
!1615 = !{!48, !1482, !1616}
!1616 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1617)
!1617 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !901, size: 64)
!1618 = !DISubprogram(name: "strspn", scope: !1349, file: !1349, line: 297, type: !1619, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1619 = !DISubroutineType(types: !1620)
!1620 = !{!83, !239, !239}
!1621 = !DISubprogram(name: "luaV_concat", scope: !11, file: !11, line: 134, type: !1622, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1622 = !DISubroutineType(types: !1623)
!1623 = !{null, !125, !6}
