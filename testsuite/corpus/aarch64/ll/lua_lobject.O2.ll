; ModuleID = 'src/lua/lobject.c'
source_filename = "src/lua/lobject.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.BuffFS = type { ptr, i32, i32, [199 x i8] }
%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@luaO_ceillog2.log_2 = internal unnamed_addr constant [256 x i8] c"\00\01\02\02\03\03\03\03\04\04\04\04\04\04\04\04\05\05\05\05\05\05\05\05\05\05\05\05\05\05\05\05\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08", align 1
@luai_ctype_ = external hidden local_unnamed_addr constant [257 x i8], align 1
@.str = private unnamed_addr constant [7 x i8] c"(null)\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"%p\00", align 1
@.str.3 = private unnamed_addr constant [43 x i8] c"invalid option '%%%c' to 'lua_pushfstring'\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"...\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"[string \22\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"\22]\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c".xXnN\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"%lld\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"%.14g\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"-0123456789\00", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define hidden i32 @luaO_ceillog2(i32 noundef %0) local_unnamed_addr #0 {
  %2 = add i32 %0, -1
  %3 = icmp ugt i32 %2, 255
  br i1 %3, label %4, label %10

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %7, %4 ], [ 0, %1 ]
  %6 = phi i32 [ %8, %4 ], [ %2, %1 ]
  %7 = add nuw nsw i32 %5, 8
  %8 = lshr i32 %6, 8
  %9 = icmp ugt i32 %6, 65535
  br i1 %9, label %4, label %10, !llvm.loop !6

10:                                               ; preds = %4, %1
  %11 = phi i32 [ %2, %1 ], [ %8, %4 ]
  %12 = phi i32 [ 0, %1 ], [ %7, %4 ]
  %13 = zext nneg i32 %11 to i64
  %14 = getelementptr inbounds [256 x i8], ptr @luaO_ceillog2.log_2, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1, !tbaa !8
  %16 = zext i8 %15 to i32
  %17 = add nuw nsw i32 %12, %16
  ret i32 %17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define hidden range(i32 0, 2) i32 @luaO_rawarith(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr nocapture noundef writeonly %4) local_unnamed_addr #2 {
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  switch i32 %1, label %66 [
    i32 7, label %8
    i32 8, label %8
    i32 9, label %8
    i32 10, label %8
    i32 11, label %8
    i32 13, label %8
    i32 5, label %35
    i32 4, label %35
  ]

8:                                                ; preds = %5, %5, %5, %5, %5, %5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #18
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i8, ptr %9, align 8, !tbaa !11
  %11 = icmp eq i8 %10, 3
  br i1 %11, label %12, label %14, !prof !13

12:                                               ; preds = %8
  %13 = load i64, ptr %2, align 8, !tbaa !8
  store i64 %13, ptr %6, align 8, !tbaa !14
  br label %17

14:                                               ; preds = %8
  %15 = call i32 @luaV_tointegerns(ptr noundef nonnull %2, ptr noundef nonnull %6, i32 noundef 0) #18
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %33, label %17

17:                                               ; preds = %12, %14
  %18 = getelementptr inbounds i8, ptr %3, i64 8
  %19 = load i8, ptr %18, align 8, !tbaa !11
  %20 = icmp eq i8 %19, 3
  br i1 %20, label %21, label %23, !prof !13

21:                                               ; preds = %17
  %22 = load i64, ptr %3, align 8, !tbaa !8
  store i64 %22, ptr %7, align 8, !tbaa !14
  br label %28

23:                                               ; preds = %17
  %24 = call i32 @luaV_tointegerns(ptr noundef nonnull %3, ptr noundef nonnull %7, i32 noundef 0) #18
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %33, label %26

26:                                               ; preds = %23
  %27 = load i64, ptr %7, align 8, !tbaa !14
  br label %28

28:                                               ; preds = %26, %21
  %29 = phi i64 [ %27, %26 ], [ %22, %21 ]
  %30 = load i64, ptr %6, align 8, !tbaa !14
  %31 = call fastcc i64 @intarith(ptr noundef %0, i32 noundef %1, i64 noundef %30, i64 noundef %29)
  store i64 %31, ptr %4, align 8, !tbaa !8
  %32 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 3, ptr %32, align 8, !tbaa !11
  br label %33

33:                                               ; preds = %14, %23, %28
  %34 = phi i32 [ 1, %28 ], [ 0, %23 ], [ 0, %14 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #18
  br label %118

35:                                               ; preds = %5, %5
  %36 = getelementptr inbounds i8, ptr %2, i64 8
  %37 = load i8, ptr %36, align 8, !tbaa !11
  switch i8 %37, label %118 [
    i8 19, label %38
    i8 3, label %40
  ]

38:                                               ; preds = %35
  %39 = load double, ptr %2, align 8, !tbaa !8
  br label %43

40:                                               ; preds = %35
  %41 = load i64, ptr %2, align 8, !tbaa !8
  %42 = sitofp i64 %41 to double
  br label %43

43:                                               ; preds = %38, %40
  %44 = phi double [ %39, %38 ], [ %42, %40 ]
  %45 = getelementptr inbounds i8, ptr %3, i64 8
  %46 = load i8, ptr %45, align 8, !tbaa !11
  switch i8 %46, label %118 [
    i8 19, label %47
    i8 3, label %49
  ]

47:                                               ; preds = %43
  %48 = load double, ptr %3, align 8, !tbaa !8
  br label %52

49:                                               ; preds = %43
  %50 = load i64, ptr %3, align 8, !tbaa !8
  %51 = sitofp i64 %50 to double
  br label %52

52:                                               ; preds = %47, %49
  %53 = phi double [ %48, %47 ], [ %51, %49 ]
  %54 = icmp eq i32 %1, 4
  br i1 %54, label %57, label %55

55:                                               ; preds = %52
  %56 = fdiv double %44, %53
  br label %63

57:                                               ; preds = %52
  %58 = fcmp oeq double %53, 2.000000e+00
  br i1 %58, label %59, label %61

59:                                               ; preds = %57
  %60 = fmul double %44, %44
  br label %63

61:                                               ; preds = %57
  %62 = tail call double @pow(double noundef %44, double noundef %53) #18
  br label %63

63:                                               ; preds = %55, %59, %61
  %64 = phi double [ %56, %55 ], [ %60, %59 ], [ %62, %61 ]
  store double %64, ptr %4, align 8, !tbaa !8
  %65 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 19, ptr %65, align 8, !tbaa !11
  br label %118

66:                                               ; preds = %5
  %67 = getelementptr inbounds i8, ptr %2, i64 8
  %68 = load i8, ptr %67, align 8, !tbaa !11
  switch i8 %68, label %118 [
    i8 3, label %69
    i8 19, label %78
  ]

69:                                               ; preds = %66
  %70 = getelementptr inbounds i8, ptr %3, i64 8
  %71 = load i8, ptr %70, align 8, !tbaa !11
  %72 = icmp eq i8 %71, 3
  %73 = load i64, ptr %2, align 8, !tbaa !8
  br i1 %72, label %74, label %82

74:                                               ; preds = %69
  %75 = load i64, ptr %3, align 8, !tbaa !8
  %76 = tail call fastcc i64 @intarith(ptr noundef %0, i32 noundef %1, i64 noundef %73, i64 noundef %75)
  store i64 %76, ptr %4, align 8, !tbaa !8
  %77 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 3, ptr %77, align 8, !tbaa !11
  br label %118

78:                                               ; preds = %66
  %79 = load double, ptr %2, align 8, !tbaa !8
  %80 = getelementptr inbounds i8, ptr %3, i64 8
  %81 = load i8, ptr %80, align 8, !tbaa !11
  br label %84

82:                                               ; preds = %69
  %83 = sitofp i64 %73 to double
  br label %84

84:                                               ; preds = %78, %82
  %85 = phi i8 [ %81, %78 ], [ %71, %82 ]
  %86 = phi double [ %79, %78 ], [ %83, %82 ]
  switch i8 %85, label %118 [
    i8 19, label %87
    i8 3, label %89
  ]

87:                                               ; preds = %84
  %88 = load double, ptr %3, align 8, !tbaa !8
  br label %92

89:                                               ; preds = %84
  %90 = load i64, ptr %3, align 8, !tbaa !8
  %91 = sitofp i64 %90 to double
  br label %92

92:                                               ; preds = %87, %89
  %93 = phi double [ %88, %87 ], [ %91, %89 ]
  switch i32 %1, label %115 [
    i32 0, label %94
    i32 1, label %96
    i32 2, label %98
    i32 5, label %100
    i32 4, label %102
    i32 6, label %108
    i32 12, label %111
    i32 3, label %113
  ]

94:                                               ; preds = %92
  %95 = fadd double %86, %93
  br label %115

96:                                               ; preds = %92
  %97 = fsub double %86, %93
  br label %115

98:                                               ; preds = %92
  %99 = fmul double %86, %93
  br label %115

100:                                              ; preds = %92
  %101 = fdiv double %86, %93
  br label %115

102:                                              ; preds = %92
  %103 = fcmp oeq double %93, 2.000000e+00
  br i1 %103, label %104, label %106

104:                                              ; preds = %102
  %105 = fmul double %86, %86
  br label %115

106:                                              ; preds = %102
  %107 = tail call double @pow(double noundef %86, double noundef %93) #18
  br label %115

108:                                              ; preds = %92
  %109 = fdiv double %86, %93
  %110 = tail call double @llvm.floor.f64(double %109)
  br label %115

111:                                              ; preds = %92
  %112 = fneg double %86
  br label %115

113:                                              ; preds = %92
  %114 = tail call double @luaV_modf(ptr noundef %0, double noundef %86, double noundef %93) #18
  br label %115

115:                                              ; preds = %92, %94, %96, %98, %100, %104, %106, %108, %111, %113
  %116 = phi double [ %114, %113 ], [ %112, %111 ], [ %110, %108 ], [ %101, %100 ], [ %99, %98 ], [ %97, %96 ], [ %95, %94 ], [ %105, %104 ], [ %107, %106 ], [ 0.000000e+00, %92 ]
  store double %116, ptr %4, align 8, !tbaa !8
  %117 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 19, ptr %117, align 8, !tbaa !11
  br label %118

118:                                              ; preds = %66, %74, %115, %84, %63, %43, %35, %33
  %119 = phi i32 [ %34, %33 ], [ 1, %63 ], [ 0, %43 ], [ 0, %35 ], [ 1, %74 ], [ 1, %115 ], [ 0, %84 ], [ 0, %66 ]
  ret i32 %119
}

declare hidden i32 @luaV_tointegerns(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc i64 @intarith(ptr noundef %0, i32 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #2 {
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
  ]

5:                                                ; preds = %4
  %6 = add i64 %3, %2
  br label %30

7:                                                ; preds = %4
  %8 = sub i64 %2, %3
  br label %30

9:                                                ; preds = %4
  %10 = mul i64 %3, %2
  br label %30

11:                                               ; preds = %4
  %12 = tail call i64 @luaV_mod(ptr noundef %0, i64 noundef %2, i64 noundef %3) #18
  br label %30

13:                                               ; preds = %4
  %14 = tail call i64 @luaV_idiv(ptr noundef %0, i64 noundef %2, i64 noundef %3) #18
  br label %30

15:                                               ; preds = %4
  %16 = and i64 %3, %2
  br label %30

17:                                               ; preds = %4
  %18 = or i64 %3, %2
  br label %30

19:                                               ; preds = %4
  %20 = xor i64 %3, %2
  br label %30

21:                                               ; preds = %4
  %22 = tail call i64 @luaV_shiftl(i64 noundef %2, i64 noundef %3) #18
  br label %30

23:                                               ; preds = %4
  %24 = sub i64 0, %3
  %25 = tail call i64 @luaV_shiftl(i64 noundef %2, i64 noundef %24) #18
  br label %30

26:                                               ; preds = %4
  %27 = sub i64 0, %2
  br label %30

28:                                               ; preds = %4
  %29 = xor i64 %2, -1
  br label %30

30:                                               ; preds = %4, %28, %26, %23, %21, %19, %17, %15, %13, %11, %9, %7, %5
  %31 = phi i64 [ %29, %28 ], [ %27, %26 ], [ %25, %23 ], [ %22, %21 ], [ %20, %19 ], [ %18, %17 ], [ %16, %15 ], [ %14, %13 ], [ %12, %11 ], [ %10, %9 ], [ %8, %7 ], [ %6, %5 ], [ 0, %4 ]
  ret i64 %31
}

; Function Attrs: nounwind uwtable
define hidden void @luaO_arith(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) local_unnamed_addr #2 {
  %6 = tail call i32 @luaO_rawarith(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %5
  %9 = add nsw i32 %1, 6
  tail call void @luaT_trybinTM(ptr noundef %0, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %9) #18
  br label %10

10:                                               ; preds = %8, %5
  ret void
}

declare hidden void @luaT_trybinTM(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define hidden range(i32 -2147483648, 2147483600) i32 @luaO_hexavalue(i32 noundef %0) local_unnamed_addr #4 {
  %2 = add nsw i32 %0, 1
  %3 = sext i32 %2 to i64
  %4 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %3
  %5 = load i8, ptr %4, align 1, !tbaa !8
  %6 = and i8 %5, 2
  %7 = icmp eq i8 %6, 0
  %8 = add nsw i32 %0, -48
  %9 = or i32 %0, 32
  %10 = add nsw i32 %9, -87
  %11 = select i1 %7, i32 %10, i32 %8
  ret i32 %11
}

; Function Attrs: nounwind uwtable
define hidden range(i64 -9223372036854775807, -9223372036854775808) i64 @luaO_str2num(ptr noundef %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [201 x i8], align 1
  br label %6

6:                                                ; preds = %6, %2
  %7 = phi ptr [ %0, %2 ], [ %15, %6 ]
  %8 = load i8, ptr %7, align 1, !tbaa !8
  %9 = zext i8 %8 to i64
  %10 = add nuw nsw i64 %9, 1
  %11 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %10
  %12 = load i8, ptr %11, align 1, !tbaa !8
  %13 = and i8 %12, 8
  %14 = icmp eq i8 %13, 0
  %15 = getelementptr inbounds i8, ptr %7, i64 1
  br i1 %14, label %16, label %6, !llvm.loop !16

16:                                               ; preds = %6
  switch i8 %8, label %21 [
    i8 45, label %18
    i8 43, label %17
  ]

17:                                               ; preds = %16
  br label %18

18:                                               ; preds = %17, %16
  %19 = phi i32 [ 0, %17 ], [ 1, %16 ]
  %20 = load i8, ptr %15, align 1, !tbaa !8
  br label %21

21:                                               ; preds = %18, %16
  %22 = phi i8 [ %8, %16 ], [ %20, %18 ]
  %23 = phi ptr [ %7, %16 ], [ %15, %18 ]
  %24 = phi i32 [ 0, %16 ], [ %19, %18 ]
  %25 = icmp eq i8 %22, 48
  br i1 %25, label %26, label %62

26:                                               ; preds = %21
  %27 = getelementptr inbounds i8, ptr %23, i64 1
  %28 = load i8, ptr %27, align 1, !tbaa !8
  switch i8 %28, label %62 [
    i8 120, label %29
    i8 88, label %29
  ]

29:                                               ; preds = %26, %26
  %30 = getelementptr inbounds i8, ptr %23, i64 2
  %31 = load i8, ptr %30, align 1, !tbaa !8
  %32 = zext i8 %31 to i32
  %33 = add nuw nsw i32 %32, 1
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %34
  %36 = load i8, ptr %35, align 1, !tbaa !8
  %37 = and i8 %36, 16
  %38 = icmp eq i8 %37, 0
  br i1 %38, label %95, label %39

39:                                               ; preds = %29, %39
  %40 = phi i8 [ %59, %39 ], [ %36, %29 ]
  %41 = phi i32 [ %55, %39 ], [ %32, %29 ]
  %42 = phi i64 [ %52, %39 ], [ 0, %29 ]
  %43 = phi ptr [ %53, %39 ], [ %30, %29 ]
  %44 = shl i64 %42, 4
  %45 = and i8 %40, 2
  %46 = icmp eq i8 %45, 0
  %47 = add nsw i32 %41, -48
  %48 = or i32 %41, 32
  %49 = add nsw i32 %48, -87
  %50 = select i1 %46, i32 %49, i32 %47
  %51 = sext i32 %50 to i64
  %52 = add i64 %44, %51
  %53 = getelementptr inbounds i8, ptr %43, i64 1
  %54 = load i8, ptr %53, align 1, !tbaa !8
  %55 = zext i8 %54 to i32
  %56 = add nuw nsw i32 %55, 1
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %57
  %59 = load i8, ptr %58, align 1, !tbaa !8
  %60 = and i8 %59, 16
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %95, label %39, !llvm.loop !17

62:                                               ; preds = %26, %21
  %63 = zext i8 %22 to i32
  %64 = add nuw nsw i32 %63, 1
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %65
  %67 = load i8, ptr %66, align 1, !tbaa !8
  %68 = and i8 %67, 2
  %69 = icmp eq i8 %68, 0
  br i1 %69, label %95, label %70

70:                                               ; preds = %62
  %71 = add nuw nsw i32 %24, 7
  br label %72

72:                                               ; preds = %82, %70
  %73 = phi i32 [ %63, %70 ], [ %88, %82 ]
  %74 = phi i64 [ 0, %70 ], [ %85, %82 ]
  %75 = phi ptr [ %23, %70 ], [ %86, %82 ]
  %76 = add nsw i32 %73, -48
  %77 = icmp ugt i64 %74, 922337203685477579
  br i1 %77, label %78, label %82

78:                                               ; preds = %72
  %79 = icmp ne i64 %74, 922337203685477580
  %80 = icmp sgt i32 %76, %71
  %81 = select i1 %79, i1 true, i1 %80
  br i1 %81, label %117, label %82

82:                                               ; preds = %78, %72
  %83 = mul nuw nsw i64 %74, 10
  %84 = sext i32 %76 to i64
  %85 = add i64 %83, %84
  %86 = getelementptr inbounds i8, ptr %75, i64 1
  %87 = load i8, ptr %86, align 1, !tbaa !8
  %88 = zext i8 %87 to i32
  %89 = add nuw nsw i32 %88, 1
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %90
  %92 = load i8, ptr %91, align 1, !tbaa !8
  %93 = and i8 %92, 2
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %95, label %72, !llvm.loop !18

95:                                               ; preds = %39, %82, %62, %29
  %96 = phi ptr [ %23, %62 ], [ %30, %29 ], [ %86, %82 ], [ %53, %39 ]
  %97 = phi i1 [ false, %62 ], [ false, %29 ], [ true, %82 ], [ true, %39 ]
  %98 = phi i64 [ 0, %62 ], [ 0, %29 ], [ %85, %82 ], [ %52, %39 ]
  br label %99

99:                                               ; preds = %99, %95
  %100 = phi ptr [ %96, %95 ], [ %108, %99 ]
  %101 = load i8, ptr %100, align 1, !tbaa !8
  %102 = zext i8 %101 to i64
  %103 = add nuw nsw i64 %102, 1
  %104 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %103
  %105 = load i8, ptr %104, align 1, !tbaa !8
  %106 = and i8 %105, 8
  %107 = icmp eq i8 %106, 0
  %108 = getelementptr inbounds i8, ptr %100, i64 1
  br i1 %107, label %109, label %99, !llvm.loop !19

109:                                              ; preds = %99
  %110 = icmp eq i8 %101, 0
  %111 = and i1 %97, %110
  br i1 %111, label %112, label %117

112:                                              ; preds = %109
  %113 = icmp eq i32 %24, 0
  %114 = sub i64 0, %98
  %115 = select i1 %113, i64 %98, i64 %114
  %116 = bitcast i64 %115 to double
  br label %179

117:                                              ; preds = %78, %109
  %118 = tail call ptr @strpbrk(ptr noundef %0, ptr noundef nonnull @.str.7) #19
  %119 = icmp eq ptr %118, null
  br i1 %119, label %124, label %120

120:                                              ; preds = %117
  %121 = load i8, ptr %118, align 1, !tbaa !8
  %122 = and i8 %121, -33
  %123 = icmp eq i8 %122, 78
  br i1 %123, label %188, label %124

124:                                              ; preds = %120, %117
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #18
  %125 = call double @strtod(ptr noundef %0, ptr noundef nonnull %4) #18
  %126 = load ptr, ptr %4, align 8
  %127 = icmp eq ptr %126, %0
  br i1 %127, label %141, label %128

128:                                              ; preds = %124, %128
  %129 = phi ptr [ %137, %128 ], [ %126, %124 ]
  %130 = load i8, ptr %129, align 1, !tbaa !8
  %131 = zext i8 %130 to i64
  %132 = add nuw nsw i64 %131, 1
  %133 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %132
  %134 = load i8, ptr %133, align 1, !tbaa !8
  %135 = and i8 %134, 8
  %136 = icmp eq i8 %135, 0
  %137 = getelementptr inbounds i8, ptr %129, i64 1
  br i1 %136, label %138, label %128, !llvm.loop !20

138:                                              ; preds = %128
  %139 = icmp eq i8 %130, 0
  br i1 %139, label %140, label %141

140:                                              ; preds = %138
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #18
  br label %179

141:                                              ; preds = %138, %124
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #18
  call void @llvm.lifetime.start.p0(i64 201, ptr nonnull %5) #18
  %142 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %0, i32 noundef 46) #19
  %143 = icmp eq ptr %142, null
  br i1 %143, label %171, label %144

144:                                              ; preds = %141
  %145 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #19
  %146 = icmp ugt i64 %145, 200
  br i1 %146, label %171, label %147

147:                                              ; preds = %144
  %148 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %5, ptr noundef nonnull dereferenceable(1) %0) #18
  %149 = call ptr @localeconv() #18
  %150 = load ptr, ptr %149, align 8, !tbaa !21
  %151 = load i8, ptr %150, align 1, !tbaa !8
  %152 = ptrtoint ptr %142 to i64
  %153 = ptrtoint ptr %0 to i64
  %154 = sub i64 %152, %153
  %155 = getelementptr inbounds [201 x i8], ptr %5, i64 0, i64 %154
  store i8 %151, ptr %155, align 1, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #18
  %156 = call double @strtod(ptr noundef nonnull %5, ptr noundef nonnull %3) #18
  %157 = load ptr, ptr %3, align 8
  %158 = icmp eq ptr %157, %5
  br i1 %158, label %172, label %159

159:                                              ; preds = %147, %159
  %160 = phi ptr [ %168, %159 ], [ %157, %147 ]
  %161 = load i8, ptr %160, align 1, !tbaa !8
  %162 = zext i8 %161 to i64
  %163 = add nuw nsw i64 %162, 1
  %164 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %163
  %165 = load i8, ptr %164, align 1, !tbaa !8
  %166 = and i8 %165, 8
  %167 = icmp eq i8 %166, 0
  %168 = getelementptr inbounds i8, ptr %160, i64 1
  br i1 %167, label %169, label %159, !llvm.loop !20

169:                                              ; preds = %159
  %170 = icmp eq i8 %161, 0
  br i1 %170, label %173, label %172

171:                                              ; preds = %144, %141
  call void @llvm.lifetime.end.p0(i64 201, ptr nonnull %5) #18
  br label %188

172:                                              ; preds = %169, %147
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #18
  call void @llvm.lifetime.end.p0(i64 201, ptr nonnull %5) #18
  br label %188

173:                                              ; preds = %169
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #18
  %174 = ptrtoint ptr %160 to i64
  %175 = ptrtoint ptr %5 to i64
  %176 = sub i64 %174, %175
  %177 = getelementptr inbounds i8, ptr %0, i64 %176
  call void @llvm.lifetime.end.p0(i64 201, ptr nonnull %5) #18
  %178 = icmp eq ptr %0, null
  br i1 %178, label %188, label %179

179:                                              ; preds = %173, %140, %112
  %180 = phi double [ %116, %112 ], [ %125, %140 ], [ %156, %173 ]
  %181 = phi i8 [ 3, %112 ], [ 19, %140 ], [ 19, %173 ]
  %182 = phi ptr [ %100, %112 ], [ %129, %140 ], [ %177, %173 ]
  store double %180, ptr %1, align 8, !tbaa !8
  %183 = getelementptr inbounds i8, ptr %1, i64 8
  store i8 %181, ptr %183, align 8, !tbaa !11
  %184 = ptrtoint ptr %182 to i64
  %185 = ptrtoint ptr %0 to i64
  %186 = sub i64 %184, %185
  %187 = add i64 %186, 1
  br label %188

188:                                              ; preds = %172, %171, %120, %173, %179
  %189 = phi i64 [ %187, %179 ], [ 0, %173 ], [ 0, %120 ], [ 0, %171 ], [ 0, %172 ]
  ret i64 %189
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define hidden i32 @luaO_utf8esc(ptr nocapture noundef writeonly %0, i64 noundef %1) local_unnamed_addr #5 {
  %3 = icmp ult i64 %1, 128
  br i1 %3, label %27, label %4

4:                                                ; preds = %2, %4
  %5 = phi i64 [ %11, %4 ], [ 1, %2 ]
  %6 = phi i64 [ %14, %4 ], [ %1, %2 ]
  %7 = phi i32 [ %15, %4 ], [ 63, %2 ]
  %8 = trunc i64 %6 to i8
  %9 = and i8 %8, 63
  %10 = or disjoint i8 %9, -128
  %11 = add nuw nsw i64 %5, 1
  %12 = sub nsw i64 8, %5
  %13 = getelementptr inbounds i8, ptr %0, i64 %12
  store i8 %10, ptr %13, align 1, !tbaa !8
  %14 = lshr i64 %6, 6
  %15 = lshr i32 %7, 1
  %16 = zext nneg i32 %15 to i64
  %17 = icmp ugt i64 %14, %16
  br i1 %17, label %4, label %18, !llvm.loop !24

18:                                               ; preds = %4
  %19 = trunc nsw i64 %11 to i32
  %20 = xor i32 %15, -1
  %21 = shl nsw i32 %20, 1
  %22 = zext i32 %21 to i64
  %23 = or i64 %14, %22
  %24 = shl i64 %5, 32
  %25 = sub i64 30064771072, %24
  %26 = ashr exact i64 %25, 32
  br label %27

27:                                               ; preds = %2, %18
  %28 = phi i64 [ %26, %18 ], [ 7, %2 ]
  %29 = phi i64 [ %23, %18 ], [ %1, %2 ]
  %30 = phi i32 [ %19, %18 ], [ 1, %2 ]
  %31 = trunc i64 %29 to i8
  %32 = getelementptr inbounds i8, ptr %0, i64 %28
  store i8 %31, ptr %32, align 1, !tbaa !8
  ret i32 %30
}

; Function Attrs: nounwind uwtable
define hidden void @luaO_tostring(ptr noundef %0, ptr nocapture noundef %1) local_unnamed_addr #2 {
  %3 = alloca [44 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %3) #18
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i8, ptr %4, align 8, !tbaa !11
  %6 = icmp eq i8 %5, 3
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load i64, ptr %1, align 8, !tbaa !8
  %9 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 44, ptr noundef nonnull @.str.8, i64 noundef %8) #18
  br label %25

10:                                               ; preds = %2
  %11 = load double, ptr %1, align 8, !tbaa !8
  %12 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 44, ptr noundef nonnull @.str.9, double noundef %11) #18
  %13 = call i64 @strspn(ptr noundef nonnull %3, ptr noundef nonnull @.str.10) #19
  %14 = getelementptr inbounds i8, ptr %3, i64 %13
  %15 = load i8, ptr %14, align 1, !tbaa !8
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %17, label %25

17:                                               ; preds = %10
  %18 = tail call ptr @localeconv() #18
  %19 = load ptr, ptr %18, align 8, !tbaa !21
  %20 = load i8, ptr %19, align 1, !tbaa !8
  %21 = sext i32 %12 to i64
  %22 = getelementptr inbounds i8, ptr %3, i64 %21
  store i8 %20, ptr %22, align 1, !tbaa !8
  %23 = add nsw i32 %12, 2
  %24 = getelementptr i8, ptr %22, i64 1
  store i8 48, ptr %24, align 1, !tbaa !8
  br label %25

25:                                               ; preds = %7, %10, %17
  %26 = phi i32 [ %9, %7 ], [ %23, %17 ], [ %12, %10 ]
  %27 = sext i32 %26 to i64
  %28 = call ptr @luaS_newlstr(ptr noundef %0, ptr noundef nonnull %3, i64 noundef %27) #18
  store ptr %28, ptr %1, align 8, !tbaa !8
  %29 = getelementptr inbounds i8, ptr %28, i64 8
  %30 = load i8, ptr %29, align 8, !tbaa !25
  %31 = or i8 %30, 64
  store i8 %31, ptr %4, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %3) #18
  ret void
}

declare hidden ptr @luaS_newlstr(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define hidden nonnull ptr @luaO_pushvfstring(ptr noundef %0, ptr noundef %1, ptr nocapture noundef %2) local_unnamed_addr #2 {
  %4 = alloca %struct.BuffFS, align 8
  %5 = alloca %struct.TValue, align 8
  %6 = alloca %struct.TValue, align 8
  %7 = alloca %struct.TValue, align 8
  %8 = alloca [8 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 216, ptr nonnull %4) #18
  %9 = getelementptr inbounds i8, ptr %4, i64 12
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  store <2 x i32> zeroinitializer, ptr %10, align 8, !tbaa !28
  store ptr %0, ptr %4, align 8, !tbaa !29
  %11 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 37) #19
  %12 = icmp eq ptr %11, null
  br i1 %12, label %264, label %13

13:                                               ; preds = %3
  %14 = getelementptr inbounds i8, ptr %4, i64 16
  %15 = getelementptr inbounds i8, ptr %2, i64 24
  %16 = getelementptr inbounds i8, ptr %2, i64 8
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  %18 = getelementptr inbounds i8, ptr %2, i64 28
  %19 = getelementptr inbounds i8, ptr %2, i64 16
  %20 = getelementptr inbounds i8, ptr %7, i64 8
  %21 = getelementptr inbounds i8, ptr %6, i64 8
  %22 = getelementptr inbounds i8, ptr %5, i64 8
  br label %23

23:                                               ; preds = %13, %260
  %24 = phi ptr [ %11, %13 ], [ %262, %260 ]
  %25 = phi ptr [ %1, %13 ], [ %261, %260 ]
  %26 = ptrtoint ptr %24 to i64
  %27 = ptrtoint ptr %25 to i64
  %28 = sub i64 %26, %27
  call fastcc void @addstr2buff(ptr noundef nonnull %4, ptr noundef %25, i64 noundef %28)
  %29 = getelementptr inbounds i8, ptr %24, i64 1
  %30 = load i8, ptr %29, align 1, !tbaa !8
  switch i8 %30, label %258 [
    i8 115, label %31
    i8 99, label %50
    i8 100, label %92
    i8 73, label %109
    i8 102, label %125
    i8 112, label %141
    i8 85, label %183
    i8 37, label %232
  ]

31:                                               ; preds = %23
  %32 = load i32, ptr %15, align 8
  %33 = icmp sgt i32 %32, -1
  br i1 %33, label %41, label %34

34:                                               ; preds = %31
  %35 = add nsw i32 %32, 8
  store i32 %35, ptr %15, align 8
  %36 = icmp ult i32 %32, -7
  br i1 %36, label %37, label %41

37:                                               ; preds = %34
  %38 = load ptr, ptr %16, align 8
  %39 = sext i32 %32 to i64
  %40 = getelementptr inbounds i8, ptr %38, i64 %39
  br label %44

41:                                               ; preds = %34, %31
  %42 = load ptr, ptr %2, align 8
  %43 = getelementptr inbounds i8, ptr %42, i64 8
  store ptr %43, ptr %2, align 8
  br label %44

44:                                               ; preds = %41, %37
  %45 = phi ptr [ %40, %37 ], [ %42, %41 ]
  %46 = load ptr, ptr %45, align 8, !tbaa !31
  %47 = icmp eq ptr %46, null
  %48 = select i1 %47, ptr @.str, ptr %46
  %49 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %48) #19
  call fastcc void @addstr2buff(ptr noundef nonnull %4, ptr noundef nonnull %48, i64 noundef %49)
  br label %260

50:                                               ; preds = %23
  %51 = load i32, ptr %15, align 8
  %52 = icmp sgt i32 %51, -1
  br i1 %52, label %60, label %53

53:                                               ; preds = %50
  %54 = add nsw i32 %51, 8
  store i32 %54, ptr %15, align 8
  %55 = icmp ult i32 %51, -7
  br i1 %55, label %56, label %60

56:                                               ; preds = %53
  %57 = load ptr, ptr %16, align 8
  %58 = sext i32 %51 to i64
  %59 = getelementptr inbounds i8, ptr %57, i64 %58
  br label %63

60:                                               ; preds = %53, %50
  %61 = load ptr, ptr %2, align 8
  %62 = getelementptr inbounds i8, ptr %61, i64 8
  store ptr %62, ptr %2, align 8
  br label %63

63:                                               ; preds = %60, %56
  %64 = phi ptr [ %59, %56 ], [ %61, %60 ]
  %65 = load i32, ptr %64, align 8, !tbaa !28
  %66 = trunc i32 %65 to i8
  %67 = load i32, ptr %9, align 4, !tbaa !32
  %68 = icmp sgt i32 %67, 198
  br i1 %68, label %69, label %86

69:                                               ; preds = %63
  %70 = zext nneg i32 %67 to i64
  %71 = load ptr, ptr %4, align 8, !tbaa !29
  %72 = getelementptr inbounds i8, ptr %71, i64 16
  %73 = load ptr, ptr %72, align 8, !tbaa !8
  %74 = call ptr @luaS_newlstr(ptr noundef %71, ptr noundef nonnull %14, i64 noundef %70) #18
  store ptr %74, ptr %73, align 8, !tbaa !8
  %75 = getelementptr inbounds i8, ptr %74, i64 8
  %76 = load i8, ptr %75, align 8, !tbaa !25
  %77 = or i8 %76, 64
  %78 = getelementptr inbounds i8, ptr %73, i64 8
  store i8 %77, ptr %78, align 8, !tbaa !11
  %79 = load ptr, ptr %72, align 8, !tbaa !8
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  store ptr %80, ptr %72, align 8, !tbaa !8
  %81 = load i32, ptr %10, align 8, !tbaa !33
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %83, label %84

83:                                               ; preds = %69
  store i32 1, ptr %10, align 8, !tbaa !33
  br label %85

84:                                               ; preds = %69
  call void @luaV_concat(ptr noundef nonnull %71, i32 noundef 2) #18
  br label %85

85:                                               ; preds = %84, %83
  store i32 0, ptr %9, align 4, !tbaa !32
  br label %86

86:                                               ; preds = %63, %85
  %87 = phi i32 [ 0, %85 ], [ %67, %63 ]
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i8, ptr %14, i64 %88
  store i8 %66, ptr %89, align 1
  %90 = load i32, ptr %9, align 4, !tbaa !32
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %9, align 4, !tbaa !32
  br label %260

92:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #18
  %93 = load i32, ptr %15, align 8
  %94 = icmp sgt i32 %93, -1
  br i1 %94, label %102, label %95

95:                                               ; preds = %92
  %96 = add nsw i32 %93, 8
  store i32 %96, ptr %15, align 8
  %97 = icmp ult i32 %93, -7
  br i1 %97, label %98, label %102

98:                                               ; preds = %95
  %99 = load ptr, ptr %16, align 8
  %100 = sext i32 %93 to i64
  %101 = getelementptr inbounds i8, ptr %99, i64 %100
  br label %105

102:                                              ; preds = %95, %92
  %103 = load ptr, ptr %2, align 8
  %104 = getelementptr inbounds i8, ptr %103, i64 8
  store ptr %104, ptr %2, align 8
  br label %105

105:                                              ; preds = %102, %98
  %106 = phi ptr [ %101, %98 ], [ %103, %102 ]
  %107 = load i32, ptr %106, align 8, !tbaa !28
  %108 = sext i32 %107 to i64
  store i64 %108, ptr %5, align 8, !tbaa !8
  store i8 3, ptr %22, align 8, !tbaa !11
  call fastcc void @addnum2buff(ptr noundef nonnull %4, ptr noundef nonnull %5)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #18
  br label %260

109:                                              ; preds = %23
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #18
  %110 = load i32, ptr %15, align 8
  %111 = icmp sgt i32 %110, -1
  br i1 %111, label %119, label %112

112:                                              ; preds = %109
  %113 = add nsw i32 %110, 8
  store i32 %113, ptr %15, align 8
  %114 = icmp ult i32 %110, -7
  br i1 %114, label %115, label %119

115:                                              ; preds = %112
  %116 = load ptr, ptr %16, align 8
  %117 = sext i32 %110 to i64
  %118 = getelementptr inbounds i8, ptr %116, i64 %117
  br label %122

119:                                              ; preds = %112, %109
  %120 = load ptr, ptr %2, align 8
  %121 = getelementptr inbounds i8, ptr %120, i64 8
  store ptr %121, ptr %2, align 8
  br label %122

122:                                              ; preds = %119, %115
  %123 = phi ptr [ %118, %115 ], [ %120, %119 ]
  %124 = load i64, ptr %123, align 8, !tbaa !14
  store i64 %124, ptr %6, align 8, !tbaa !8
  store i8 3, ptr %21, align 8, !tbaa !11
  call fastcc void @addnum2buff(ptr noundef nonnull %4, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #18
  br label %260

125:                                              ; preds = %23
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #18
  %126 = load i32, ptr %18, align 4
  %127 = icmp sgt i32 %126, -1
  br i1 %127, label %135, label %128

128:                                              ; preds = %125
  %129 = add nsw i32 %126, 16
  store i32 %129, ptr %18, align 4
  %130 = icmp ult i32 %126, -15
  br i1 %130, label %131, label %135

131:                                              ; preds = %128
  %132 = load ptr, ptr %19, align 8
  %133 = sext i32 %126 to i64
  %134 = getelementptr inbounds i8, ptr %132, i64 %133
  br label %138

135:                                              ; preds = %128, %125
  %136 = load ptr, ptr %2, align 8
  %137 = getelementptr inbounds i8, ptr %136, i64 8
  store ptr %137, ptr %2, align 8
  br label %138

138:                                              ; preds = %135, %131
  %139 = phi ptr [ %134, %131 ], [ %136, %135 ]
  %140 = load double, ptr %139, align 8, !tbaa !34
  store double %140, ptr %7, align 8, !tbaa !8
  store i8 19, ptr %20, align 8, !tbaa !11
  call fastcc void @addnum2buff(ptr noundef nonnull %4, ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #18
  br label %260

141:                                              ; preds = %23
  %142 = load i32, ptr %9, align 4, !tbaa !32
  %143 = icmp sgt i32 %142, 167
  br i1 %143, label %144, label %161

144:                                              ; preds = %141
  %145 = zext nneg i32 %142 to i64
  %146 = load ptr, ptr %4, align 8, !tbaa !29
  %147 = getelementptr inbounds i8, ptr %146, i64 16
  %148 = load ptr, ptr %147, align 8, !tbaa !8
  %149 = call ptr @luaS_newlstr(ptr noundef %146, ptr noundef nonnull %14, i64 noundef %145) #18
  store ptr %149, ptr %148, align 8, !tbaa !8
  %150 = getelementptr inbounds i8, ptr %149, i64 8
  %151 = load i8, ptr %150, align 8, !tbaa !25
  %152 = or i8 %151, 64
  %153 = getelementptr inbounds i8, ptr %148, i64 8
  store i8 %152, ptr %153, align 8, !tbaa !11
  %154 = load ptr, ptr %147, align 8, !tbaa !8
  %155 = getelementptr inbounds i8, ptr %154, i64 16
  store ptr %155, ptr %147, align 8, !tbaa !8
  %156 = load i32, ptr %10, align 8, !tbaa !33
  %157 = icmp eq i32 %156, 0
  br i1 %157, label %158, label %159

158:                                              ; preds = %144
  store i32 1, ptr %10, align 8, !tbaa !33
  br label %160

159:                                              ; preds = %144
  call void @luaV_concat(ptr noundef nonnull %146, i32 noundef 2) #18
  br label %160

160:                                              ; preds = %159, %158
  store i32 0, ptr %9, align 4, !tbaa !32
  br label %161

161:                                              ; preds = %141, %160
  %162 = phi i32 [ 0, %160 ], [ %142, %141 ]
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds i8, ptr %14, i64 %163
  %165 = load i32, ptr %15, align 8
  %166 = icmp sgt i32 %165, -1
  br i1 %166, label %174, label %167

167:                                              ; preds = %161
  %168 = add nsw i32 %165, 8
  store i32 %168, ptr %15, align 8
  %169 = icmp ult i32 %165, -7
  br i1 %169, label %170, label %174

170:                                              ; preds = %167
  %171 = load ptr, ptr %16, align 8
  %172 = sext i32 %165 to i64
  %173 = getelementptr inbounds i8, ptr %171, i64 %172
  br label %177

174:                                              ; preds = %167, %161
  %175 = load ptr, ptr %2, align 8
  %176 = getelementptr inbounds i8, ptr %175, i64 8
  store ptr %176, ptr %2, align 8
  br label %177

177:                                              ; preds = %174, %170
  %178 = phi ptr [ %173, %170 ], [ %175, %174 ]
  %179 = load ptr, ptr %178, align 8, !tbaa !31
  %180 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %164, i64 noundef 32, ptr noundef nonnull @.str.1, ptr noundef %179) #18
  %181 = load i32, ptr %9, align 4, !tbaa !32
  %182 = add nsw i32 %181, %180
  store i32 %182, ptr %9, align 4, !tbaa !32
  br label %260

183:                                              ; preds = %23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #18
  %184 = load i32, ptr %15, align 8
  %185 = icmp sgt i32 %184, -1
  br i1 %185, label %193, label %186

186:                                              ; preds = %183
  %187 = add nsw i32 %184, 8
  store i32 %187, ptr %15, align 8
  %188 = icmp ult i32 %184, -7
  br i1 %188, label %189, label %193

189:                                              ; preds = %186
  %190 = load ptr, ptr %16, align 8
  %191 = sext i32 %184 to i64
  %192 = getelementptr inbounds i8, ptr %190, i64 %191
  br label %196

193:                                              ; preds = %186, %183
  %194 = load ptr, ptr %2, align 8
  %195 = getelementptr inbounds i8, ptr %194, i64 8
  store ptr %195, ptr %2, align 8
  br label %196

196:                                              ; preds = %193, %189
  %197 = phi ptr [ %192, %189 ], [ %194, %193 ]
  %198 = load i64, ptr %197, align 8, !tbaa !36
  %199 = icmp ult i64 %198, 128
  br i1 %199, label %222, label %200

200:                                              ; preds = %196, %200
  %201 = phi i64 [ %207, %200 ], [ 1, %196 ]
  %202 = phi i64 [ %210, %200 ], [ %198, %196 ]
  %203 = phi i32 [ %211, %200 ], [ 63, %196 ]
  %204 = trunc i64 %202 to i8
  %205 = and i8 %204, 63
  %206 = or disjoint i8 %205, -128
  %207 = add nuw nsw i64 %201, 1
  %208 = sub nsw i64 8, %201
  %209 = getelementptr inbounds i8, ptr %8, i64 %208
  store i8 %206, ptr %209, align 1, !tbaa !8
  %210 = lshr i64 %202, 6
  %211 = lshr i32 %203, 1
  %212 = zext nneg i32 %211 to i64
  %213 = icmp ugt i64 %210, %212
  br i1 %213, label %200, label %214, !llvm.loop !24

214:                                              ; preds = %200
  %215 = xor i32 %211, -1
  %216 = shl nsw i32 %215, 1
  %217 = zext i32 %216 to i64
  %218 = or i64 %210, %217
  %219 = shl i64 %201, 32
  %220 = sub i64 30064771072, %219
  %221 = ashr exact i64 %220, 32
  br label %222

222:                                              ; preds = %196, %214
  %223 = phi i64 [ %221, %214 ], [ 7, %196 ]
  %224 = phi i64 [ %218, %214 ], [ %198, %196 ]
  %225 = phi i64 [ %207, %214 ], [ 1, %196 ]
  %226 = trunc i64 %224 to i8
  %227 = getelementptr inbounds i8, ptr %8, i64 %223
  store i8 %226, ptr %227, align 1, !tbaa !8
  %228 = shl i64 %225, 32
  %229 = ashr exact i64 %228, 32
  %230 = sub nsw i64 0, %229
  %231 = getelementptr inbounds i8, ptr %17, i64 %230
  call fastcc void @addstr2buff(ptr noundef nonnull %4, ptr noundef nonnull %231, i64 noundef %229)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #18
  br label %260

232:                                              ; preds = %23
  %233 = load i32, ptr %9, align 4, !tbaa !32
  %234 = icmp sgt i32 %233, 198
  br i1 %234, label %235, label %252

235:                                              ; preds = %232
  %236 = zext nneg i32 %233 to i64
  %237 = load ptr, ptr %4, align 8, !tbaa !29
  %238 = getelementptr inbounds i8, ptr %237, i64 16
  %239 = load ptr, ptr %238, align 8, !tbaa !8
  %240 = call ptr @luaS_newlstr(ptr noundef %237, ptr noundef nonnull %14, i64 noundef %236) #18
  store ptr %240, ptr %239, align 8, !tbaa !8
  %241 = getelementptr inbounds i8, ptr %240, i64 8
  %242 = load i8, ptr %241, align 8, !tbaa !25
  %243 = or i8 %242, 64
  %244 = getelementptr inbounds i8, ptr %239, i64 8
  store i8 %243, ptr %244, align 8, !tbaa !11
  %245 = load ptr, ptr %238, align 8, !tbaa !8
  %246 = getelementptr inbounds i8, ptr %245, i64 16
  store ptr %246, ptr %238, align 8, !tbaa !8
  %247 = load i32, ptr %10, align 8, !tbaa !33
  %248 = icmp eq i32 %247, 0
  br i1 %248, label %249, label %250

249:                                              ; preds = %235
  store i32 1, ptr %10, align 8, !tbaa !33
  br label %251

250:                                              ; preds = %235
  call void @luaV_concat(ptr noundef nonnull %237, i32 noundef 2) #18
  br label %251

251:                                              ; preds = %250, %249
  store i32 0, ptr %9, align 4, !tbaa !32
  br label %252

252:                                              ; preds = %232, %251
  %253 = phi i32 [ 0, %251 ], [ %233, %232 ]
  %254 = sext i32 %253 to i64
  %255 = getelementptr inbounds i8, ptr %14, i64 %254
  store i8 37, ptr %255, align 1
  %256 = load i32, ptr %9, align 4, !tbaa !32
  %257 = add nsw i32 %256, 1
  store i32 %257, ptr %9, align 4, !tbaa !32
  br label %260

258:                                              ; preds = %23
  %259 = zext i8 %30 to i32
  call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.3, i32 noundef %259) #20
  unreachable

260:                                              ; preds = %252, %222, %177, %138, %122, %105, %86, %44
  %261 = getelementptr inbounds i8, ptr %24, i64 2
  %262 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %261, i32 noundef 37) #19
  %263 = icmp eq ptr %262, null
  br i1 %263, label %264, label %23, !llvm.loop !38

264:                                              ; preds = %260, %3
  %265 = phi ptr [ %1, %3 ], [ %261, %260 ]
  %266 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %265) #19
  call fastcc void @addstr2buff(ptr noundef nonnull %4, ptr noundef %265, i64 noundef %266)
  %267 = getelementptr inbounds i8, ptr %4, i64 16
  %268 = load i32, ptr %9, align 4, !tbaa !32
  %269 = sext i32 %268 to i64
  %270 = load ptr, ptr %4, align 8, !tbaa !29
  %271 = getelementptr inbounds i8, ptr %270, i64 16
  %272 = load ptr, ptr %271, align 8, !tbaa !8
  %273 = call ptr @luaS_newlstr(ptr noundef %270, ptr noundef nonnull %267, i64 noundef %269) #18
  store ptr %273, ptr %272, align 8, !tbaa !8
  %274 = getelementptr inbounds i8, ptr %273, i64 8
  %275 = load i8, ptr %274, align 8, !tbaa !25
  %276 = or i8 %275, 64
  %277 = getelementptr inbounds i8, ptr %272, i64 8
  store i8 %276, ptr %277, align 8, !tbaa !11
  %278 = load ptr, ptr %271, align 8, !tbaa !8
  %279 = getelementptr inbounds i8, ptr %278, i64 16
  store ptr %279, ptr %271, align 8, !tbaa !8
  %280 = load i32, ptr %10, align 8, !tbaa !33
  %281 = icmp eq i32 %280, 0
  br i1 %281, label %282, label %283

282:                                              ; preds = %264
  store i32 1, ptr %10, align 8, !tbaa !33
  br label %284

283:                                              ; preds = %264
  call void @luaV_concat(ptr noundef nonnull %270, i32 noundef 2) #18
  br label %284

284:                                              ; preds = %282, %283
  store i32 0, ptr %9, align 4, !tbaa !32
  %285 = getelementptr inbounds i8, ptr %0, i64 16
  %286 = load ptr, ptr %285, align 8, !tbaa !8
  %287 = getelementptr inbounds i8, ptr %286, i64 -16
  %288 = load ptr, ptr %287, align 8, !tbaa !8
  %289 = getelementptr inbounds i8, ptr %288, i64 24
  call void @llvm.lifetime.end.p0(i64 216, ptr nonnull %4) #18
  ret ptr %289
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define internal fastcc void @addstr2buff(ptr noundef %0, ptr noundef %1, i64 noundef %2) unnamed_addr #2 {
  %4 = icmp ult i64 %2, 200
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i32, ptr %5, align 4, !tbaa !32
  br i1 %4, label %7, label %37

7:                                                ; preds = %3
  %8 = trunc nuw nsw i64 %2 to i32
  %9 = sub nsw i32 199, %6
  %10 = icmp slt i32 %9, %8
  br i1 %10, label %11, label %30

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = sext i32 %6 to i64
  %14 = load ptr, ptr %0, align 8, !tbaa !29
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8, !tbaa !8
  %17 = tail call ptr @luaS_newlstr(ptr noundef %14, ptr noundef nonnull %12, i64 noundef %13) #18
  store ptr %17, ptr %16, align 8, !tbaa !8
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  %19 = load i8, ptr %18, align 8, !tbaa !25
  %20 = or i8 %19, 64
  %21 = getelementptr inbounds i8, ptr %16, i64 8
  store i8 %20, ptr %21, align 8, !tbaa !11
  %22 = load ptr, ptr %15, align 8, !tbaa !8
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  store ptr %23, ptr %15, align 8, !tbaa !8
  %24 = getelementptr inbounds i8, ptr %0, i64 8
  %25 = load i32, ptr %24, align 8, !tbaa !33
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %28

27:                                               ; preds = %11
  store i32 1, ptr %24, align 8, !tbaa !33
  br label %29

28:                                               ; preds = %11
  tail call void @luaV_concat(ptr noundef nonnull %14, i32 noundef 2) #18
  br label %29

29:                                               ; preds = %28, %27
  store i32 0, ptr %5, align 4, !tbaa !32
  br label %30

30:                                               ; preds = %7, %29
  %31 = phi i32 [ 0, %29 ], [ %6, %7 ]
  %32 = getelementptr inbounds i8, ptr %0, i64 16
  %33 = sext i32 %31 to i64
  %34 = getelementptr inbounds i8, ptr %32, i64 %33
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %34, ptr align 1 %1, i64 %2, i1 false)
  %35 = load i32, ptr %5, align 4, !tbaa !32
  %36 = add nsw i32 %35, %8
  store i32 %36, ptr %5, align 4, !tbaa !32
  br label %70

37:                                               ; preds = %3
  %38 = getelementptr inbounds i8, ptr %0, i64 16
  %39 = sext i32 %6 to i64
  %40 = load ptr, ptr %0, align 8, !tbaa !29
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8, !tbaa !8
  %43 = tail call ptr @luaS_newlstr(ptr noundef %40, ptr noundef nonnull %38, i64 noundef %39) #18
  store ptr %43, ptr %42, align 8, !tbaa !8
  %44 = getelementptr inbounds i8, ptr %43, i64 8
  %45 = load i8, ptr %44, align 8, !tbaa !25
  %46 = or i8 %45, 64
  %47 = getelementptr inbounds i8, ptr %42, i64 8
  store i8 %46, ptr %47, align 8, !tbaa !11
  %48 = load ptr, ptr %41, align 8, !tbaa !8
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  store ptr %49, ptr %41, align 8, !tbaa !8
  %50 = getelementptr inbounds i8, ptr %0, i64 8
  %51 = load i32, ptr %50, align 8, !tbaa !33
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %53, label %54

53:                                               ; preds = %37
  store i32 1, ptr %50, align 8, !tbaa !33
  br label %55

54:                                               ; preds = %37
  tail call void @luaV_concat(ptr noundef nonnull %40, i32 noundef 2) #18
  br label %55

55:                                               ; preds = %53, %54
  store i32 0, ptr %5, align 4, !tbaa !32
  %56 = load ptr, ptr %0, align 8, !tbaa !29
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  %58 = load ptr, ptr %57, align 8, !tbaa !8
  %59 = tail call ptr @luaS_newlstr(ptr noundef %56, ptr noundef %1, i64 noundef %2) #18
  store ptr %59, ptr %58, align 8, !tbaa !8
  %60 = getelementptr inbounds i8, ptr %59, i64 8
  %61 = load i8, ptr %60, align 8, !tbaa !25
  %62 = or i8 %61, 64
  %63 = getelementptr inbounds i8, ptr %58, i64 8
  store i8 %62, ptr %63, align 8, !tbaa !11
  %64 = load ptr, ptr %57, align 8, !tbaa !8
  %65 = getelementptr inbounds i8, ptr %64, i64 16
  store ptr %65, ptr %57, align 8, !tbaa !8
  %66 = load i32, ptr %50, align 8, !tbaa !33
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %68, label %69

68:                                               ; preds = %55
  store i32 1, ptr %50, align 8, !tbaa !33
  br label %70

69:                                               ; preds = %55
  tail call void @luaV_concat(ptr noundef nonnull %56, i32 noundef 2) #18
  br label %70

70:                                               ; preds = %69, %68, %30
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define internal fastcc void @addnum2buff(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 12
  %4 = load i32, ptr %3, align 4, !tbaa !32
  %5 = icmp sgt i32 %4, 155
  br i1 %5, label %6, label %25

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = zext nneg i32 %4 to i64
  %9 = load ptr, ptr %0, align 8, !tbaa !29
  %10 = getelementptr inbounds i8, ptr %9, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !8
  %12 = tail call ptr @luaS_newlstr(ptr noundef %9, ptr noundef nonnull %7, i64 noundef %8) #18
  store ptr %12, ptr %11, align 8, !tbaa !8
  %13 = getelementptr inbounds i8, ptr %12, i64 8
  %14 = load i8, ptr %13, align 8, !tbaa !25
  %15 = or i8 %14, 64
  %16 = getelementptr inbounds i8, ptr %11, i64 8
  store i8 %15, ptr %16, align 8, !tbaa !11
  %17 = load ptr, ptr %10, align 8, !tbaa !8
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  store ptr %18, ptr %10, align 8, !tbaa !8
  %19 = getelementptr inbounds i8, ptr %0, i64 8
  %20 = load i32, ptr %19, align 8, !tbaa !33
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %23

22:                                               ; preds = %6
  store i32 1, ptr %19, align 8, !tbaa !33
  br label %24

23:                                               ; preds = %6
  tail call void @luaV_concat(ptr noundef nonnull %9, i32 noundef 2) #18
  br label %24

24:                                               ; preds = %23, %22
  store i32 0, ptr %3, align 4, !tbaa !32
  br label %25

25:                                               ; preds = %2, %24
  %26 = phi i32 [ 0, %24 ], [ %4, %2 ]
  %27 = getelementptr inbounds i8, ptr %0, i64 16
  %28 = sext i32 %26 to i64
  %29 = getelementptr inbounds i8, ptr %27, i64 %28
  %30 = getelementptr inbounds i8, ptr %1, i64 8
  %31 = load i8, ptr %30, align 8, !tbaa !11
  %32 = icmp eq i8 %31, 3
  br i1 %32, label %33, label %36

33:                                               ; preds = %25
  %34 = load i64, ptr %1, align 8, !tbaa !8
  %35 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %29, i64 noundef 44, ptr noundef nonnull @.str.8, i64 noundef %34) #18
  br label %51

36:                                               ; preds = %25
  %37 = load double, ptr %1, align 8, !tbaa !8
  %38 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %29, i64 noundef 44, ptr noundef nonnull @.str.9, double noundef %37) #18
  %39 = tail call i64 @strspn(ptr noundef nonnull %29, ptr noundef nonnull @.str.10) #19
  %40 = getelementptr inbounds i8, ptr %29, i64 %39
  %41 = load i8, ptr %40, align 1, !tbaa !8
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %43, label %51

43:                                               ; preds = %36
  %44 = tail call ptr @localeconv() #18
  %45 = load ptr, ptr %44, align 8, !tbaa !21
  %46 = load i8, ptr %45, align 1, !tbaa !8
  %47 = sext i32 %38 to i64
  %48 = getelementptr inbounds i8, ptr %29, i64 %47
  store i8 %46, ptr %48, align 1, !tbaa !8
  %49 = add nsw i32 %38, 2
  %50 = getelementptr i8, ptr %48, i64 1
  store i8 48, ptr %50, align 1, !tbaa !8
  br label %51

51:                                               ; preds = %33, %36, %43
  %52 = phi i32 [ %35, %33 ], [ %49, %43 ], [ %38, %36 ]
  %53 = load i32, ptr %3, align 4, !tbaa !32
  %54 = add nsw i32 %53, %52
  store i32 %54, ptr %3, align 4, !tbaa !32
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: noreturn
declare hidden void @luaG_runerror(ptr noundef, ptr noundef, ...) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define hidden nonnull ptr @luaO_pushfstring(ptr noundef %0, ptr noundef %1, ...) local_unnamed_addr #2 {
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #18
  call void @llvm.va_start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false), !tbaa.struct !39
  %5 = call ptr @luaO_pushvfstring(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #18
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #18
  ret ptr %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define hidden void @luaO_chunkid(ptr nocapture noundef writeonly %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #11 {
  %4 = load i8, ptr %1, align 1, !tbaa !8
  switch i8 %4, label %20 [
    i8 61, label %5
    i8 64, label %11
  ]

5:                                                ; preds = %3
  %6 = icmp ult i64 %2, 61
  %7 = getelementptr inbounds i8, ptr %1, i64 1
  br i1 %6, label %8, label %9

8:                                                ; preds = %5
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr nonnull align 1 %7, i64 %2, i1 false)
  br label %38

9:                                                ; preds = %5
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(59) %0, ptr noundef nonnull align 1 dereferenceable(59) %7, i64 59, i1 false)
  %10 = getelementptr inbounds i8, ptr %0, i64 59
  store i8 0, ptr %10, align 1, !tbaa !8
  br label %38

11:                                               ; preds = %3
  %12 = icmp ult i64 %2, 61
  br i1 %12, label %13, label %15

13:                                               ; preds = %11
  %14 = getelementptr inbounds i8, ptr %1, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr nonnull align 1 %14, i64 %2, i1 false)
  br label %38

15:                                               ; preds = %11
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %0, ptr noundef nonnull align 1 dereferenceable(3) @.str.4, i64 3, i1 false)
  %16 = getelementptr inbounds i8, ptr %0, i64 3
  %17 = getelementptr inbounds i8, ptr %1, i64 1
  %18 = getelementptr inbounds i8, ptr %17, i64 %2
  %19 = getelementptr inbounds i8, ptr %18, i64 -57
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(57) %16, ptr noundef nonnull align 1 dereferenceable(57) %19, i64 57, i1 false)
  br label %38

20:                                               ; preds = %3
  %21 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 10) #19
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %0, ptr noundef nonnull align 1 dereferenceable(9) @.str.5, i64 9, i1 false)
  %22 = getelementptr inbounds i8, ptr %0, i64 9
  %23 = icmp ult i64 %2, 45
  %24 = icmp eq ptr %21, null
  %25 = select i1 %23, i1 %24, i1 false
  br i1 %25, label %26, label %28

26:                                               ; preds = %20
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %22, ptr nonnull align 1 %1, i64 %2, i1 false)
  %27 = getelementptr inbounds i8, ptr %22, i64 %2
  br label %36

28:                                               ; preds = %20
  %29 = ptrtoint ptr %21 to i64
  %30 = ptrtoint ptr %1 to i64
  %31 = sub i64 %29, %30
  %32 = select i1 %24, i64 %2, i64 %31
  %33 = tail call i64 @llvm.umin.i64(i64 %32, i64 45)
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %22, ptr nonnull align 1 %1, i64 %33, i1 false)
  %34 = getelementptr inbounds i8, ptr %22, i64 %33
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %34, ptr noundef nonnull align 1 dereferenceable(3) @.str.4, i64 3, i1 false)
  %35 = getelementptr inbounds i8, ptr %34, i64 3
  br label %36

36:                                               ; preds = %28, %26
  %37 = phi ptr [ %27, %26 ], [ %35, %28 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %37, ptr noundef nonnull align 1 dereferenceable(3) @.str.6, i64 3, i1 false)
  br label %38

38:                                               ; preds = %36, %15, %13, %8, %9
  ret void
}

declare hidden i64 @luaV_mod(ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #3

declare hidden i64 @luaV_idiv(ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #3

declare hidden i64 @luaV_shiftl(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #13

declare hidden double @luaV_modf(ptr noundef, double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strpbrk(ptr noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #14

; Function Attrs: nounwind
declare ptr @localeconv() local_unnamed_addr #15

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #16

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strspn(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #6

declare hidden void @luaV_concat(ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #17

attributes #0 = { nofree norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #15 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #16 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #17 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { nounwind }
attributes #19 = { nounwind willreturn memory(read) }
attributes #20 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!9, !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !9, i64 8}
!12 = !{!"TValue", !9, i64 0, !9, i64 8}
!13 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !9, i64 0}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = !{!22, !23, i64 0}
!22 = !{!"lconv", !23, i64 0, !23, i64 8, !23, i64 16, !23, i64 24, !23, i64 32, !23, i64 40, !23, i64 48, !23, i64 56, !23, i64 64, !23, i64 72, !9, i64 80, !9, i64 81, !9, i64 82, !9, i64 83, !9, i64 84, !9, i64 85, !9, i64 86, !9, i64 87, !9, i64 88, !9, i64 89, !9, i64 90, !9, i64 91, !9, i64 92, !9, i64 93}
!23 = !{!"any pointer", !9, i64 0}
!24 = distinct !{!24, !7}
!25 = !{!26, !9, i64 8}
!26 = !{!"TString", !23, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !27, i64 12, !9, i64 16, !9, i64 24}
!27 = !{!"int", !9, i64 0}
!28 = !{!27, !27, i64 0}
!29 = !{!30, !23, i64 0}
!30 = !{!"BuffFS", !23, i64 0, !27, i64 8, !27, i64 12, !9, i64 16}
!31 = !{!23, !23, i64 0}
!32 = !{!30, !27, i64 12}
!33 = !{!30, !27, i64 8}
!34 = !{!35, !35, i64 0}
!35 = !{!"double", !9, i64 0}
!36 = !{!37, !37, i64 0}
!37 = !{!"long", !9, i64 0}
!38 = distinct !{!38, !7}
!39 = !{i64 0, i64 8, !31, i64 8, i64 8, !31, i64 16, i64 8, !31, i64 24, i64 4, !28, i64 28, i64 4, !28}
