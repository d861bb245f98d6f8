; ModuleID = 'src/lua/lobject.c'
source_filename = "src/lua/lobject.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.BuffFS = type { ptr, i32, i32, [199 x i8] }
%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@luaO_ceillog2.log_2 = internal unnamed_addr constant [256 x i8] c"\00\01\02\02\03\03\03\03\04\04\04\04\04\04\04\04\05\05\05\05\05\05\05\05\05\05\05\05\05\05\05\05\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\06\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\07\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08\08", align 16
@luai_ctype_ = external hidden local_unnamed_addr constant [257 x i8], align 16
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
  br i1 %9, label %4, label %10, !llvm.loop !5

10:                                               ; preds = %4, %1
  %11 = phi i32 [ %2, %1 ], [ %8, %4 ]
  %12 = phi i32 [ 0, %1 ], [ %7, %4 ]
  %13 = zext nneg i32 %11 to i64
  %14 = getelementptr inbounds [256 x i8], ptr @luaO_ceillog2.log_2, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1, !tbaa !7
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
  %10 = load i8, ptr %9, align 8, !tbaa !10
  %11 = icmp eq i8 %10, 3
  br i1 %11, label %12, label %14, !prof !12

12:                                               ; preds = %8
  %13 = load i64, ptr %2, align 8, !tbaa !7
  store i64 %13, ptr %6, align 8, !tbaa !13
  br label %17

14:                                               ; preds = %8
  %15 = call i32 @luaV_tointegerns(ptr noundef nonnull %2, ptr noundef nonnull %6, i32 noundef 0) #18
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %33, label %17

17:                                               ; preds = %12, %14
  %18 = getelementptr inbounds i8, ptr %3, i64 8
  %19 = load i8, ptr %18, align 8, !tbaa !10
  %20 = icmp eq i8 %19, 3
  br i1 %20, label %21, label %23, !prof !12

21:                                               ; preds = %17
  %22 = load i64, ptr %3, align 8, !tbaa !7
  store i64 %22, ptr %7, align 8, !tbaa !13
  br label %28

23:                                               ; preds = %17
  %24 = call i32 @luaV_tointegerns(ptr noundef nonnull %3, ptr noundef nonnull %7, i32 noundef 0) #18
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %33, label %26

26:                                               ; preds = %23
  %27 = load i64, ptr %7, align 8, !tbaa !13
  br label %28

28:                                               ; preds = %26, %21
  %29 = phi i64 [ %27, %26 ], [ %22, %21 ]
  %30 = load i64, ptr %6, align 8, !tbaa !13
  %31 = call fastcc i64 @intarith(ptr noundef %0, i32 noundef %1, i64 noundef %30, i64 noundef %29)
  store i64 %31, ptr %4, align 8, !tbaa !7
  %32 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 3, ptr %32, align 8, !tbaa !10
  br label %33

33:                                               ; preds = %14, %23, %28
  %34 = phi i32 [ 1, %28 ], [ 0, %23 ], [ 0, %14 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #18
  br label %118

35:                                               ; preds = %5, %5
  %36 = getelementptr inbounds i8, ptr %2, i64 8
  %37 = load i8, ptr %36, align 8, !tbaa !10
  switch i8 %37, label %118 [
    i8 19, label %38
    i8 3, label %40
  ]

38:                                               ; preds = %35
  %39 = load double, ptr %2, align 8, !tbaa !7
  br label %43

40:                                               ; preds = %35
  %41 = load i64, ptr %2, align 8, !tbaa !7
  %42 = sitofp i64 %41 to double
  br label %43

43:                                               ; preds = %38, %40
  %44 = phi double [ %39, %38 ], [ %42, %40 ]
  %45 = getelementptr inbounds i8, ptr %3, i64 8
  %46 = load i8, ptr %45, align 8, !tbaa !10
  switch i8 %46, label %118 [
    i8 19, label %47
    i8 3, label %49
  ]

47:                                               ; preds = %43
  %48 = load double, ptr %3, align 8, !tbaa !7
  br label %52

49:                                               ; preds = %43
  %50 = load i64, ptr %3, align 8, !tbaa !7
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
  store double %64, ptr %4, align 8, !tbaa !7
  %65 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 19, ptr %65, align 8, !tbaa !10
  br label %118

66:                                               ; preds = %5
  %67 = getelementptr inbounds i8, ptr %2, i64 8
  %68 = load i8, ptr %67, align 8, !tbaa !10
  switch i8 %68, label %118 [
    i8 3, label %69
    i8 19, label %78
  ]

69:                                               ; preds = %66
  %70 = getelementptr inbounds i8, ptr %3, i64 8
  %71 = load i8, ptr %70, align 8, !tbaa !10
  %72 = icmp eq i8 %71, 3
  %73 = load i64, ptr %2, align 8, !tbaa !7
  br i1 %72, label %74, label %82

74:                                               ; preds = %69
  %75 = load i64, ptr %3, align 8, !tbaa !7
  %76 = tail call fastcc i64 @intarith(ptr noundef %0, i32 noundef %1, i64 noundef %73, i64 noundef %75)
  store i64 %76, ptr %4, align 8, !tbaa !7
  %77 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 3, ptr %77, align 8, !tbaa !10
  br label %118

78:                                               ; preds = %66
  %79 = load double, ptr %2, align 8, !tbaa !7
  %80 = getelementptr inbounds i8, ptr %3, i64 8
  %81 = load i8, ptr %80, align 8, !tbaa !10
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
  %88 = load double, ptr %3, align 8, !tbaa !7
  br label %92

89:                                               ; preds = %84
  %90 = load i64, ptr %3, align 8, !tbaa !7
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
  store double %116, ptr %4, align 8, !tbaa !7
  %117 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 19, ptr %117, align 8, !tbaa !10
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
  %5 = load i8, ptr %4, align 1, !tbaa !7
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
  %5 = alloca [201 x i8], align 16
  br label %6

6:                                                ; preds = %6, %2
  %7 = phi ptr [ %0, %2 ], [ %15, %6 ]
  %8 = load i8, ptr %7, align 1, !tbaa !7
  %9 = zext i8 %8 to i64
  %10 = add nuw nsw i64 %9, 1
  %11 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %10
  %12 = load i8, ptr %11, align 1, !tbaa !7
  %13 = and i8 %12, 8
  %14 = icmp eq i8 %13, 0
  %15 = getelementptr inbounds i8, ptr %7, i64 1
  br i1 %14, label %16, label %6, !llvm.loop !15

16:                                               ; preds = %6
  switch i8 %8, label %21 [
    i8 45, label %18
    i8 43, label %17
  ]

17:                                               ; preds = %16
  br label %18

18:                                               ; preds = %17, %16
  %19 = phi i32 [ 0, %17 ], [ 1, %16 ]
  %20 = load i8, ptr %15, align 1, !tbaa !7
  br label %21

21:                                               ; preds = %18, %16
  %22 = phi i8 [ %8, %16 ], [ %20, %18 ]
  %23 = phi ptr [ %7, %16 ], [ %15, %18 ]
  %24 = phi i32 [ 0, %16 ], [ %19, %18 ]
  %25 = icmp eq i8 %22, 48
  br i1 %25, label %26, label %64

26:                                               ; preds = %21
  %27 = getelementptr inbounds i8, ptr %23, i64 1
  %28 = load i8, ptr %27, align 1, !tbaa !7
  switch i8 %28, label %64 [
    i8 120, label %29
    i8 88, label %29
  ]

29:                                               ; preds = %26, %26
  %30 = getelementptr inbounds i8, ptr %23, i64 2
  %31 = load i8, ptr %30, align 1, !tbaa !7
  %32 = zext i8 %31 to i64
  %33 = add nuw nsw i64 %32, 1
  %34 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %33
  %35 = load i8, ptr %34, align 1, !tbaa !7
  %36 = and i8 %35, 16
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %96, label %38

38:                                               ; preds = %29, %38
  %39 = phi i8 [ %57, %38 ], [ %31, %29 ]
  %40 = phi i64 [ %55, %38 ], [ 0, %29 ]
  %41 = phi ptr [ %56, %38 ], [ %30, %29 ]
  %42 = shl i64 %40, 4
  %43 = sext i8 %39 to i32
  %44 = add nsw i32 %43, 1
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %45
  %47 = load i8, ptr %46, align 1, !tbaa !7
  %48 = and i8 %47, 2
  %49 = icmp eq i8 %48, 0
  %50 = add nsw i32 %43, -48
  %51 = or i32 %43, 32
  %52 = add nsw i32 %51, -87
  %53 = select i1 %49, i32 %52, i32 %50
  %54 = sext i32 %53 to i64
  %55 = add i64 %42, %54
  %56 = getelementptr inbounds i8, ptr %41, i64 1
  %57 = load i8, ptr %56, align 1, !tbaa !7
  %58 = zext i8 %57 to i64
  %59 = add nuw nsw i64 %58, 1
  %60 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %59
  %61 = load i8, ptr %60, align 1, !tbaa !7
  %62 = and i8 %61, 16
  %63 = icmp eq i8 %62, 0
  br i1 %63, label %96, label %38, !llvm.loop !16

64:                                               ; preds = %26, %21
  %65 = zext i8 %22 to i64
  %66 = add nuw nsw i64 %65, 1
  %67 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %66
  %68 = load i8, ptr %67, align 1, !tbaa !7
  %69 = and i8 %68, 2
  %70 = icmp eq i8 %69, 0
  br i1 %70, label %96, label %71

71:                                               ; preds = %64
  %72 = add nuw nsw i32 %24, 7
  br label %73

73:                                               ; preds = %84, %71
  %74 = phi i8 [ %22, %71 ], [ %89, %84 ]
  %75 = phi i64 [ 0, %71 ], [ %87, %84 ]
  %76 = phi ptr [ %23, %71 ], [ %88, %84 ]
  %77 = sext i8 %74 to i32
  %78 = add nsw i32 %77, -48
  %79 = icmp ugt i64 %75, 922337203685477579
  br i1 %79, label %80, label %84

80:                                               ; preds = %73
  %81 = icmp ne i64 %75, 922337203685477580
  %82 = icmp sgt i32 %78, %72
  %83 = select i1 %81, i1 true, i1 %82
  br i1 %83, label %118, label %84

84:                                               ; preds = %80, %73
  %85 = mul nuw nsw i64 %75, 10
  %86 = sext i32 %78 to i64
  %87 = add i64 %85, %86
  %88 = getelementptr inbounds i8, ptr %76, i64 1
  %89 = load i8, ptr %88, align 1, !tbaa !7
  %90 = zext i8 %89 to i64
  %91 = add nuw nsw i64 %90, 1
  %92 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %91
  %93 = load i8, ptr %92, align 1, !tbaa !7
  %94 = and i8 %93, 2
  %95 = icmp eq i8 %94, 0
  br i1 %95, label %96, label %73, !llvm.loop !17

96:                                               ; preds = %38, %84, %64, %29
  %97 = phi ptr [ %23, %64 ], [ %30, %29 ], [ %88, %84 ], [ %56, %38 ]
  %98 = phi i1 [ false, %64 ], [ false, %29 ], [ true, %84 ], [ true, %38 ]
  %99 = phi i64 [ 0, %64 ], [ 0, %29 ], [ %87, %84 ], [ %55, %38 ]
  br label %100

100:                                              ; preds = %100, %96
  %101 = phi ptr [ %97, %96 ], [ %109, %100 ]
  %102 = load i8, ptr %101, align 1, !tbaa !7
  %103 = zext i8 %102 to i64
  %104 = add nuw nsw i64 %103, 1
  %105 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %104
  %106 = load i8, ptr %105, align 1, !tbaa !7
  %107 = and i8 %106, 8
  %108 = icmp eq i8 %107, 0
  %109 = getelementptr inbounds i8, ptr %101, i64 1
  br i1 %108, label %110, label %100, !llvm.loop !18

110:                                              ; preds = %100
  %111 = icmp eq i8 %102, 0
  %112 = and i1 %98, %111
  br i1 %112, label %113, label %118

113:                                              ; preds = %110
  %114 = icmp eq i32 %24, 0
  %115 = sub i64 0, %99
  %116 = select i1 %114, i64 %99, i64 %115
  %117 = bitcast i64 %116 to double
  br label %180

118:                                              ; preds = %80, %110
  %119 = tail call ptr @strpbrk(ptr noundef %0, ptr noundef nonnull @.str.7) #19
  %120 = icmp eq ptr %119, null
  br i1 %120, label %125, label %121

121:                                              ; preds = %118
  %122 = load i8, ptr %119, align 1, !tbaa !7
  %123 = and i8 %122, -33
  %124 = icmp eq i8 %123, 78
  br i1 %124, label %189, label %125

125:                                              ; preds = %121, %118
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #18
  %126 = call double @strtod(ptr noundef %0, ptr noundef nonnull %4) #18
  %127 = load ptr, ptr %4, align 8
  %128 = icmp eq ptr %127, %0
  br i1 %128, label %142, label %129

129:                                              ; preds = %125, %129
  %130 = phi ptr [ %138, %129 ], [ %127, %125 ]
  %131 = load i8, ptr %130, align 1, !tbaa !7
  %132 = zext i8 %131 to i64
  %133 = add nuw nsw i64 %132, 1
  %134 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %133
  %135 = load i8, ptr %134, align 1, !tbaa !7
  %136 = and i8 %135, 8
  %137 = icmp eq i8 %136, 0
  %138 = getelementptr inbounds i8, ptr %130, i64 1
  br i1 %137, label %139, label %129, !llvm.loop !19

139:                                              ; preds = %129
  %140 = icmp eq i8 %131, 0
  br i1 %140, label %141, label %142

141:                                              ; preds = %139
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #18
  br label %180

142:                                              ; preds = %139, %125
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #18
  call void @llvm.lifetime.start.p0(i64 201, ptr nonnull %5) #18
  %143 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %0, i32 noundef 46) #19
  %144 = icmp eq ptr %143, null
  br i1 %144, label %172, label %145

145:                                              ; preds = %142
  %146 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #19
  %147 = icmp ugt i64 %146, 200
  br i1 %147, label %172, label %148

148:                                              ; preds = %145
  %149 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %5, ptr noundef nonnull dereferenceable(1) %0) #18
  %150 = call ptr @localeconv() #18
  %151 = load ptr, ptr %150, align 8, !tbaa !20
  %152 = load i8, ptr %151, align 1, !tbaa !7
  %153 = ptrtoint ptr %143 to i64
  %154 = ptrtoint ptr %0 to i64
  %155 = sub i64 %153, %154
  %156 = getelementptr inbounds [201 x i8], ptr %5, i64 0, i64 %155
  store i8 %152, ptr %156, align 1, !tbaa !7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #18
  %157 = call double @strtod(ptr noundef nonnull %5, ptr noundef nonnull %3) #18
  %158 = load ptr, ptr %3, align 8
  %159 = icmp eq ptr %158, %5
  br i1 %159, label %173, label %160

160:                                              ; preds = %148, %160
  %161 = phi ptr [ %169, %160 ], [ %158, %148 ]
  %162 = load i8, ptr %161, align 1, !tbaa !7
  %163 = zext i8 %162 to i64
  %164 = add nuw nsw i64 %163, 1
  %165 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %164
  %166 = load i8, ptr %165, align 1, !tbaa !7
  %167 = and i8 %166, 8
  %168 = icmp eq i8 %167, 0
  %169 = getelementptr inbounds i8, ptr %161, i64 1
  br i1 %168, label %170, label %160, !llvm.loop !19

170:                                              ; preds = %160
  %171 = icmp eq i8 %162, 0
  br i1 %171, label %174, label %173

172:                                              ; preds = %145, %142
  call void @llvm.lifetime.end.p0(i64 201, ptr nonnull %5) #18
  br label %189

173:                                              ; preds = %170, %148
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #18
  call void @llvm.lifetime.end.p0(i64 201, ptr nonnull %5) #18
  br label %189

174:                                              ; preds = %170
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #18
  %175 = ptrtoint ptr %161 to i64
  %176 = ptrtoint ptr %5 to i64
  %177 = sub i64 %175, %176
  %178 = getelementptr inbounds i8, ptr %0, i64 %177
  call void @llvm.lifetime.end.p0(i64 201, ptr nonnull %5) #18
  %179 = icmp eq ptr %0, null
  br i1 %179, label %189, label %180

180:                                              ; preds = %174, %141, %113
  %181 = phi double [ %117, %113 ], [ %126, %141 ], [ %157, %174 ]
  %182 = phi i8 [ 3, %113 ], [ 19, %141 ], [ 19, %174 ]
  %183 = phi ptr [ %101, %113 ], [ %130, %141 ], [ %178, %174 ]
  store double %181, ptr %1, align 8, !tbaa !7
  %184 = getelementptr inbounds i8, ptr %1, i64 8
  store i8 %182, ptr %184, align 8, !tbaa !10
  %185 = ptrtoint ptr %183 to i64
  %186 = ptrtoint ptr %0 to i64
  %187 = sub i64 %185, %186
  %188 = add i64 %187, 1
  br label %189

189:                                              ; preds = %173, %172, %121, %174, %180
  %190 = phi i64 [ %188, %180 ], [ 0, %174 ], [ 0, %121 ], [ 0, %172 ], [ 0, %173 ]
  ret i64 %190
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
  store i8 %10, ptr %13, align 1, !tbaa !7
  %14 = lshr i64 %6, 6
  %15 = lshr i32 %7, 1
  %16 = zext nneg i32 %15 to i64
  %17 = icmp ugt i64 %14, %16
  br i1 %17, label %4, label %18, !llvm.loop !23

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
  store i8 %31, ptr %32, align 1, !tbaa !7
  ret i32 %30
}

; Function Attrs: nounwind uwtable
define hidden void @luaO_tostring(ptr noundef %0, ptr nocapture noundef %1) local_unnamed_addr #2 {
  %3 = alloca [44 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %3) #18
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i8, ptr %4, align 8, !tbaa !10
  %6 = icmp eq i8 %5, 3
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load i64, ptr %1, align 8, !tbaa !7
  %9 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 44, ptr noundef nonnull @.str.8, i64 noundef %8) #18
  br label %25

10:                                               ; preds = %2
  %11 = load double, ptr %1, align 8, !tbaa !7
  %12 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 44, ptr noundef nonnull @.str.9, double noundef %11) #18
  %13 = call i64 @strspn(ptr noundef nonnull %3, ptr noundef nonnull @.str.10) #19
  %14 = getelementptr inbounds i8, ptr %3, i64 %13
  %15 = load i8, ptr %14, align 1, !tbaa !7
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %17, label %25

17:                                               ; preds = %10
  %18 = tail call ptr @localeconv() #18
  %19 = load ptr, ptr %18, align 8, !tbaa !20
  %20 = load i8, ptr %19, align 1, !tbaa !7
  %21 = sext i32 %12 to i64
  %22 = getelementptr inbounds i8, ptr %3, i64 %21
  store i8 %20, ptr %22, align 1, !tbaa !7
  %23 = add nsw i32 %12, 2
  %24 = getelementptr i8, ptr %22, i64 1
  store i8 48, ptr %24, align 1, !tbaa !7
  br label %25

25:                                               ; preds = %7, %10, %17
  %26 = phi i32 [ %9, %7 ], [ %23, %17 ], [ %12, %10 ]
  %27 = sext i32 %26 to i64
  %28 = call ptr @luaS_newlstr(ptr noundef %0, ptr noundef nonnull %3, i64 noundef %27) #18
  store ptr %28, ptr %1, align 8, !tbaa !7
  %29 = getelementptr inbounds i8, ptr %28, i64 8
  %30 = load i8, ptr %29, align 8, !tbaa !24
  %31 = or i8 %30, 64
  store i8 %31, ptr %4, align 8, !tbaa !10
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
  store i32 0, ptr %9, align 4, !tbaa !27
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 0, ptr %10, align 8, !tbaa !29
  store ptr %0, ptr %4, align 8, !tbaa !30
  %11 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 37) #19
  %12 = icmp eq ptr %11, null
  br i1 %12, label %249, label %13

13:                                               ; preds = %3
  %14 = getelementptr inbounds i8, ptr %4, i64 16
  %15 = getelementptr inbounds i8, ptr %2, i64 8
  %16 = getelementptr inbounds i8, ptr %2, i64 16
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  %18 = getelementptr inbounds i8, ptr %2, i64 4
  %19 = getelementptr inbounds i8, ptr %7, i64 8
  %20 = getelementptr inbounds i8, ptr %6, i64 8
  %21 = getelementptr inbounds i8, ptr %5, i64 8
  br label %22

22:                                               ; preds = %13, %245
  %23 = phi ptr [ %11, %13 ], [ %247, %245 ]
  %24 = phi ptr [ %1, %13 ], [ %246, %245 ]
  %25 = ptrtoint ptr %23 to i64
  %26 = ptrtoint ptr %24 to i64
  %27 = sub i64 %25, %26
  call fastcc void @addstr2buff(ptr noundef nonnull %4, ptr noundef %24, i64 noundef %27)
  %28 = getelementptr inbounds i8, ptr %23, i64 1
  %29 = load i8, ptr %28, align 1, !tbaa !7
  switch i8 %29, label %243 [
    i8 115, label %30
    i8 99, label %47
    i8 100, label %87
    i8 73, label %102
    i8 102, label %116
    i8 112, label %130
    i8 85, label %170
    i8 37, label %217
  ]

30:                                               ; preds = %22
  %31 = load i32, ptr %2, align 8
  %32 = icmp ult i32 %31, 41
  br i1 %32, label %33, label %38

33:                                               ; preds = %30
  %34 = load ptr, ptr %16, align 8
  %35 = zext nneg i32 %31 to i64
  %36 = getelementptr i8, ptr %34, i64 %35
  %37 = add nuw nsw i32 %31, 8
  store i32 %37, ptr %2, align 8
  br label %41

38:                                               ; preds = %30
  %39 = load ptr, ptr %15, align 8
  %40 = getelementptr i8, ptr %39, i64 8
  store ptr %40, ptr %15, align 8
  br label %41

41:                                               ; preds = %38, %33
  %42 = phi ptr [ %36, %33 ], [ %39, %38 ]
  %43 = load ptr, ptr %42, align 8, !tbaa !31
  %44 = icmp eq ptr %43, null
  %45 = select i1 %44, ptr @.str, ptr %43
  %46 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %45) #19
  call fastcc void @addstr2buff(ptr noundef nonnull %4, ptr noundef nonnull %45, i64 noundef %46)
  br label %245

47:                                               ; preds = %22
  %48 = load i32, ptr %2, align 8
  %49 = icmp ult i32 %48, 41
  br i1 %49, label %50, label %55

50:                                               ; preds = %47
  %51 = load ptr, ptr %16, align 8
  %52 = zext nneg i32 %48 to i64
  %53 = getelementptr i8, ptr %51, i64 %52
  %54 = add nuw nsw i32 %48, 8
  store i32 %54, ptr %2, align 8
  br label %58

55:                                               ; preds = %47
  %56 = load ptr, ptr %15, align 8
  %57 = getelementptr i8, ptr %56, i64 8
  store ptr %57, ptr %15, align 8
  br label %58

58:                                               ; preds = %55, %50
  %59 = phi ptr [ %53, %50 ], [ %56, %55 ]
  %60 = load i32, ptr %59, align 4, !tbaa !32
  %61 = trunc i32 %60 to i8
  %62 = load i32, ptr %9, align 4, !tbaa !27
  %63 = icmp sgt i32 %62, 198
  br i1 %63, label %64, label %81

64:                                               ; preds = %58
  %65 = zext nneg i32 %62 to i64
  %66 = load ptr, ptr %4, align 8, !tbaa !30
  %67 = getelementptr inbounds i8, ptr %66, i64 16
  %68 = load ptr, ptr %67, align 8, !tbaa !7
  %69 = call ptr @luaS_newlstr(ptr noundef %66, ptr noundef nonnull %14, i64 noundef %65) #18
  store ptr %69, ptr %68, align 8, !tbaa !7
  %70 = getelementptr inbounds i8, ptr %69, i64 8
  %71 = load i8, ptr %70, align 8, !tbaa !24
  %72 = or i8 %71, 64
  %73 = getelementptr inbounds i8, ptr %68, i64 8
  store i8 %72, ptr %73, align 8, !tbaa !10
  %74 = load ptr, ptr %67, align 8, !tbaa !7
  %75 = getelementptr inbounds i8, ptr %74, i64 16
  store ptr %75, ptr %67, align 8, !tbaa !7
  %76 = load i32, ptr %10, align 8, !tbaa !29
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %78, label %79

78:                                               ; preds = %64
  store i32 1, ptr %10, align 8, !tbaa !29
  br label %80

79:                                               ; preds = %64
  call void @luaV_concat(ptr noundef nonnull %66, i32 noundef 2) #18
  br label %80

80:                                               ; preds = %79, %78
  store i32 0, ptr %9, align 4, !tbaa !27
  br label %81

81:                                               ; preds = %58, %80
  %82 = phi i32 [ 0, %80 ], [ %62, %58 ]
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i8, ptr %14, i64 %83
  store i8 %61, ptr %84, align 1
  %85 = load i32, ptr %9, align 4, !tbaa !27
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %9, align 4, !tbaa !27
  br label %245

87:                                               ; preds = %22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #18
  %88 = load i32, ptr %2, align 8
  %89 = icmp ult i32 %88, 41
  br i1 %89, label %90, label %95

90:                                               ; preds = %87
  %91 = load ptr, ptr %16, align 8
  %92 = zext nneg i32 %88 to i64
  %93 = getelementptr i8, ptr %91, i64 %92
  %94 = add nuw nsw i32 %88, 8
  store i32 %94, ptr %2, align 8
  br label %98

95:                                               ; preds = %87
  %96 = load ptr, ptr %15, align 8
  %97 = getelementptr i8, ptr %96, i64 8
  store ptr %97, ptr %15, align 8
  br label %98

98:                                               ; preds = %95, %90
  %99 = phi ptr [ %93, %90 ], [ %96, %95 ]
  %100 = load i32, ptr %99, align 4, !tbaa !32
  %101 = sext i32 %100 to i64
  store i64 %101, ptr %5, align 8, !tbaa !7
  store i8 3, ptr %21, align 8, !tbaa !10
  call fastcc void @addnum2buff(ptr noundef nonnull %4, ptr noundef nonnull %5)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #18
  br label %245

102:                                              ; preds = %22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #18
  %103 = load i32, ptr %2, align 8
  %104 = icmp ult i32 %103, 41
  br i1 %104, label %105, label %110

105:                                              ; preds = %102
  %106 = load ptr, ptr %16, align 8
  %107 = zext nneg i32 %103 to i64
  %108 = getelementptr i8, ptr %106, i64 %107
  %109 = add nuw nsw i32 %103, 8
  store i32 %109, ptr %2, align 8
  br label %113

110:                                              ; preds = %102
  %111 = load ptr, ptr %15, align 8
  %112 = getelementptr i8, ptr %111, i64 8
  store ptr %112, ptr %15, align 8
  br label %113

113:                                              ; preds = %110, %105
  %114 = phi ptr [ %108, %105 ], [ %111, %110 ]
  %115 = load i64, ptr %114, align 8, !tbaa !13
  store i64 %115, ptr %6, align 8, !tbaa !7
  store i8 3, ptr %20, align 8, !tbaa !10
  call fastcc void @addnum2buff(ptr noundef nonnull %4, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #18
  br label %245

116:                                              ; preds = %22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #18
  %117 = load i32, ptr %18, align 4
  %118 = icmp ult i32 %117, 161
  br i1 %118, label %119, label %124

119:                                              ; preds = %116
  %120 = load ptr, ptr %16, align 8
  %121 = zext nneg i32 %117 to i64
  %122 = getelementptr i8, ptr %120, i64 %121
  %123 = add nuw nsw i32 %117, 16
  store i32 %123, ptr %18, align 4
  br label %127

124:                                              ; preds = %116
  %125 = load ptr, ptr %15, align 8
  %126 = getelementptr i8, ptr %125, i64 8
  store ptr %126, ptr %15, align 8
  br label %127

127:                                              ; preds = %124, %119
  %128 = phi ptr [ %122, %119 ], [ %125, %124 ]
  %129 = load double, ptr %128, align 8, !tbaa !33
  store double %129, ptr %7, align 8, !tbaa !7
  store i8 19, ptr %19, align 8, !tbaa !10
  call fastcc void @addnum2buff(ptr noundef nonnull %4, ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #18
  br label %245

130:                                              ; preds = %22
  %131 = load i32, ptr %9, align 4, !tbaa !27
  %132 = icmp sgt i32 %131, 167
  br i1 %132, label %133, label %150

133:                                              ; preds = %130
  %134 = zext nneg i32 %131 to i64
  %135 = load ptr, ptr %4, align 8, !tbaa !30
  %136 = getelementptr inbounds i8, ptr %135, i64 16
  %137 = load ptr, ptr %136, align 8, !tbaa !7
  %138 = call ptr @luaS_newlstr(ptr noundef %135, ptr noundef nonnull %14, i64 noundef %134) #18
  store ptr %138, ptr %137, align 8, !tbaa !7
  %139 = getelementptr inbounds i8, ptr %138, i64 8
  %140 = load i8, ptr %139, align 8, !tbaa !24
  %141 = or i8 %140, 64
  %142 = getelementptr inbounds i8, ptr %137, i64 8
  store i8 %141, ptr %142, align 8, !tbaa !10
  %143 = load ptr, ptr %136, align 8, !tbaa !7
  %144 = getelementptr inbounds i8, ptr %143, i64 16
  store ptr %144, ptr %136, align 8, !tbaa !7
  %145 = load i32, ptr %10, align 8, !tbaa !29
  %146 = icmp eq i32 %145, 0
  br i1 %146, label %147, label %148

147:                                              ; preds = %133
  store i32 1, ptr %10, align 8, !tbaa !29
  br label %149

148:                                              ; preds = %133
  call void @luaV_concat(ptr noundef nonnull %135, i32 noundef 2) #18
  br label %149

149:                                              ; preds = %148, %147
  store i32 0, ptr %9, align 4, !tbaa !27
  br label %150

150:                                              ; preds = %130, %149
  %151 = phi i32 [ 0, %149 ], [ %131, %130 ]
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds i8, ptr %14, i64 %152
  %154 = load i32, ptr %2, align 8
  %155 = icmp ult i32 %154, 41
  br i1 %155, label %156, label %161

156:                                              ; preds = %150
  %157 = load ptr, ptr %16, align 8
  %158 = zext nneg i32 %154 to i64
  %159 = getelementptr i8, ptr %157, i64 %158
  %160 = add nuw nsw i32 %154, 8
  store i32 %160, ptr %2, align 8
  br label %164

161:                                              ; preds = %150
  %162 = load ptr, ptr %15, align 8
  %163 = getelementptr i8, ptr %162, i64 8
  store ptr %163, ptr %15, align 8
  br label %164

164:                                              ; preds = %161, %156
  %165 = phi ptr [ %159, %156 ], [ %162, %161 ]
  %166 = load ptr, ptr %165, align 8, !tbaa !31
  %167 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %153, i64 noundef 32, ptr noundef nonnull @.str.1, ptr noundef %166) #18
  %168 = load i32, ptr %9, align 4, !tbaa !27
  %169 = add nsw i32 %168, %167
  store i32 %169, ptr %9, align 4, !tbaa !27
  br label %245

170:                                              ; preds = %22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #18
  %171 = load i32, ptr %2, align 8
  %172 = icmp ult i32 %171, 41
  br i1 %172, label %173, label %178

173:                                              ; preds = %170
  %174 = load ptr, ptr %16, align 8
  %175 = zext nneg i32 %171 to i64
  %176 = getelementptr i8, ptr %174, i64 %175
  %177 = add nuw nsw i32 %171, 8
  store i32 %177, ptr %2, align 8
  br label %181

178:                                              ; preds = %170
  %179 = load ptr, ptr %15, align 8
  %180 = getelementptr i8, ptr %179, i64 8
  store ptr %180, ptr %15, align 8
  br label %181

181:                                              ; preds = %178, %173
  %182 = phi ptr [ %176, %173 ], [ %179, %178 ]
  %183 = load i64, ptr %182, align 8, !tbaa !35
  %184 = icmp ult i64 %183, 128
  br i1 %184, label %207, label %185

185:                                              ; preds = %181, %185
  %186 = phi i64 [ %192, %185 ], [ 1, %181 ]
  %187 = phi i64 [ %195, %185 ], [ %183, %181 ]
  %188 = phi i32 [ %196, %185 ], [ 63, %181 ]
  %189 = trunc i64 %187 to i8
  %190 = and i8 %189, 63
  %191 = or disjoint i8 %190, -128
  %192 = add nuw nsw i64 %186, 1
  %193 = sub nsw i64 8, %186
  %194 = getelementptr inbounds i8, ptr %8, i64 %193
  store i8 %191, ptr %194, align 1, !tbaa !7
  %195 = lshr i64 %187, 6
  %196 = lshr i32 %188, 1
  %197 = zext nneg i32 %196 to i64
  %198 = icmp ugt i64 %195, %197
  br i1 %198, label %185, label %199, !llvm.loop !23

199:                                              ; preds = %185
  %200 = xor i32 %196, -1
  %201 = shl nsw i32 %200, 1
  %202 = zext i32 %201 to i64
  %203 = or i64 %195, %202
  %204 = shl i64 %186, 32
  %205 = sub i64 30064771072, %204
  %206 = ashr exact i64 %205, 32
  br label %207

207:                                              ; preds = %181, %199
  %208 = phi i64 [ %206, %199 ], [ 7, %181 ]
  %209 = phi i64 [ %203, %199 ], [ %183, %181 ]
  %210 = phi i64 [ %192, %199 ], [ 1, %181 ]
  %211 = trunc i64 %209 to i8
  %212 = getelementptr inbounds i8, ptr %8, i64 %208
  store i8 %211, ptr %212, align 1, !tbaa !7
  %213 = shl i64 %210, 32
  %214 = ashr exact i64 %213, 32
  %215 = sub nsw i64 0, %214
  %216 = getelementptr inbounds i8, ptr %17, i64 %215
  call fastcc void @addstr2buff(ptr noundef nonnull %4, ptr noundef nonnull %216, i64 noundef %214)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #18
  br label %245

217:                                              ; preds = %22
  %218 = load i32, ptr %9, align 4, !tbaa !27
  %219 = icmp sgt i32 %218, 198
  br i1 %219, label %220, label %237

220:                                              ; preds = %217
  %221 = zext nneg i32 %218 to i64
  %222 = load ptr, ptr %4, align 8, !tbaa !30
  %223 = getelementptr inbounds i8, ptr %222, i64 16
  %224 = load ptr, ptr %223, align 8, !tbaa !7
  %225 = call ptr @luaS_newlstr(ptr noundef %222, ptr noundef nonnull %14, i64 noundef %221) #18
  store ptr %225, ptr %224, align 8, !tbaa !7
  %226 = getelementptr inbounds i8, ptr %225, i64 8
  %227 = load i8, ptr %226, align 8, !tbaa !24
  %228 = or i8 %227, 64
  %229 = getelementptr inbounds i8, ptr %224, i64 8
  store i8 %228, ptr %229, align 8, !tbaa !10
  %230 = load ptr, ptr %223, align 8, !tbaa !7
  %231 = getelementptr inbounds i8, ptr %230, i64 16
  store ptr %231, ptr %223, align 8, !tbaa !7
  %232 = load i32, ptr %10, align 8, !tbaa !29
  %233 = icmp eq i32 %232, 0
  br i1 %233, label %234, label %235

234:                                              ; preds = %220
  store i32 1, ptr %10, align 8, !tbaa !29
  br label %236

235:                                              ; preds = %220
  call void @luaV_concat(ptr noundef nonnull %222, i32 noundef 2) #18
  br label %236

236:                                              ; preds = %235, %234
  store i32 0, ptr %9, align 4, !tbaa !27
  br label %237

237:                                              ; preds = %217, %236
  %238 = phi i32 [ 0, %236 ], [ %218, %217 ]
  %239 = sext i32 %238 to i64
  %240 = getelementptr inbounds i8, ptr %14, i64 %239
  store i8 37, ptr %240, align 1
  %241 = load i32, ptr %9, align 4, !tbaa !27
  %242 = add nsw i32 %241, 1
  store i32 %242, ptr %9, align 4, !tbaa !27
  br label %245

243:                                              ; preds = %22
  %244 = sext i8 %29 to i32
  call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.3, i32 noundef %244) #20
  unreachable

245:                                              ; preds = %237, %207, %164, %127, %113, %98, %81, %41
  %246 = getelementptr inbounds i8, ptr %23, i64 2
  %247 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %246, i32 noundef 37) #19
  %248 = icmp eq ptr %247, null
  br i1 %248, label %249, label %22, !llvm.loop !37

249:                                              ; preds = %245, %3
  %250 = phi ptr [ %1, %3 ], [ %246, %245 ]
  %251 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %250) #19
  call fastcc void @addstr2buff(ptr noundef nonnull %4, ptr noundef %250, i64 noundef %251)
  %252 = getelementptr inbounds i8, ptr %4, i64 16
  %253 = load i32, ptr %9, align 4, !tbaa !27
  %254 = sext i32 %253 to i64
  %255 = load ptr, ptr %4, align 8, !tbaa !30
  %256 = getelementptr inbounds i8, ptr %255, i64 16
  %257 = load ptr, ptr %256, align 8, !tbaa !7
  %258 = call ptr @luaS_newlstr(ptr noundef %255, ptr noundef nonnull %252, i64 noundef %254) #18
  store ptr %258, ptr %257, align 8, !tbaa !7
  %259 = getelementptr inbounds i8, ptr %258, i64 8
  %260 = load i8, ptr %259, align 8, !tbaa !24
  %261 = or i8 %260, 64
  %262 = getelementptr inbounds i8, ptr %257, i64 8
  store i8 %261, ptr %262, align 8, !tbaa !10
  %263 = load ptr, ptr %256, align 8, !tbaa !7
  %264 = getelementptr inbounds i8, ptr %263, i64 16
  store ptr %264, ptr %256, align 8, !tbaa !7
  %265 = load i32, ptr %10, align 8, !tbaa !29
  %266 = icmp eq i32 %265, 0
  br i1 %266, label %267, label %268

267:                                              ; preds = %249
  store i32 1, ptr %10, align 8, !tbaa !29
  br label %269

268:                                              ; preds = %249
  call void @luaV_concat(ptr noundef nonnull %255, i32 noundef 2) #18
  br label %269

269:                                              ; preds = %267, %268
  store i32 0, ptr %9, align 4, !tbaa !27
  %270 = getelementptr inbounds i8, ptr %0, i64 16
  %271 = load ptr, ptr %270, align 8, !tbaa !7
  %272 = getelementptr inbounds i8, ptr %271, i64 -16
  %273 = load ptr, ptr %272, align 8, !tbaa !7
  %274 = getelementptr inbounds i8, ptr %273, i64 24
  call void @llvm.lifetime.end.p0(i64 216, ptr nonnull %4) #18
  ret ptr %274
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define internal fastcc void @addstr2buff(ptr noundef %0, ptr noundef %1, i64 noundef %2) unnamed_addr #2 {
  %4 = icmp ult i64 %2, 200
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i32, ptr %5, align 4, !tbaa !27
  br i1 %4, label %7, label %37

7:                                                ; preds = %3
  %8 = trunc nuw nsw i64 %2 to i32
  %9 = sub nsw i32 199, %6
  %10 = icmp slt i32 %9, %8
  br i1 %10, label %11, label %30

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = sext i32 %6 to i64
  %14 = load ptr, ptr %0, align 8, !tbaa !30
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8, !tbaa !7
  %17 = tail call ptr @luaS_newlstr(ptr noundef %14, ptr noundef nonnull %12, i64 noundef %13) #18
  store ptr %17, ptr %16, align 8, !tbaa !7
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  %19 = load i8, ptr %18, align 8, !tbaa !24
  %20 = or i8 %19, 64
  %21 = getelementptr inbounds i8, ptr %16, i64 8
  store i8 %20, ptr %21, align 8, !tbaa !10
  %22 = load ptr, ptr %15, align 8, !tbaa !7
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  store ptr %23, ptr %15, align 8, !tbaa !7
  %24 = getelementptr inbounds i8, ptr %0, i64 8
  %25 = load i32, ptr %24, align 8, !tbaa !29
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %28

27:                                               ; preds = %11
  store i32 1, ptr %24, align 8, !tbaa !29
  br label %29

28:                                               ; preds = %11
  tail call void @luaV_concat(ptr noundef nonnull %14, i32 noundef 2) #18
  br label %29

29:                                               ; preds = %28, %27
  store i32 0, ptr %5, align 4, !tbaa !27
  br label %30

30:                                               ; preds = %7, %29
  %31 = phi i32 [ 0, %29 ], [ %6, %7 ]
  %32 = getelementptr inbounds i8, ptr %0, i64 16
  %33 = sext i32 %31 to i64
  %34 = getelementptr inbounds i8, ptr %32, i64 %33
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %34, ptr align 1 %1, i64 %2, i1 false)
  %35 = load i32, ptr %5, align 4, !tbaa !27
  %36 = add nsw i32 %35, %8
  store i32 %36, ptr %5, align 4, !tbaa !27
  br label %70

37:                                               ; preds = %3
  %38 = getelementptr inbounds i8, ptr %0, i64 16
  %39 = sext i32 %6 to i64
  %40 = load ptr, ptr %0, align 8, !tbaa !30
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8, !tbaa !7
  %43 = tail call ptr @luaS_newlstr(ptr noundef %40, ptr noundef nonnull %38, i64 noundef %39) #18
  store ptr %43, ptr %42, align 8, !tbaa !7
  %44 = getelementptr inbounds i8, ptr %43, i64 8
  %45 = load i8, ptr %44, align 8, !tbaa !24
  %46 = or i8 %45, 64
  %47 = getelementptr inbounds i8, ptr %42, i64 8
  store i8 %46, ptr %47, align 8, !tbaa !10
  %48 = load ptr, ptr %41, align 8, !tbaa !7
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  store ptr %49, ptr %41, align 8, !tbaa !7
  %50 = getelementptr inbounds i8, ptr %0, i64 8
  %51 = load i32, ptr %50, align 8, !tbaa !29
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %53, label %54

53:                                               ; preds = %37
  store i32 1, ptr %50, align 8, !tbaa !29
  br label %55

54:                                               ; preds = %37
  tail call void @luaV_concat(ptr noundef nonnull %40, i32 noundef 2) #18
  br label %55

55:                                               ; preds = %53, %54
  store i32 0, ptr %5, align 4, !tbaa !27
  %56 = load ptr, ptr %0, align 8, !tbaa !30
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  %58 = load ptr, ptr %57, align 8, !tbaa !7
  %59 = tail call ptr @luaS_newlstr(ptr noundef %56, ptr noundef %1, i64 noundef %2) #18
  store ptr %59, ptr %58, align 8, !tbaa !7
  %60 = getelementptr inbounds i8, ptr %59, i64 8
  %61 = load i8, ptr %60, align 8, !tbaa !24
  %62 = or i8 %61, 64
  %63 = getelementptr inbounds i8, ptr %58, i64 8
  store i8 %62, ptr %63, align 8, !tbaa !10
  %64 = load ptr, ptr %57, align 8, !tbaa !7
  %65 = getelementptr inbounds i8, ptr %64, i64 16
  store ptr %65, ptr %57, align 8, !tbaa !7
  %66 = load i32, ptr %50, align 8, !tbaa !29
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %68, label %69

68:                                               ; preds = %55
  store i32 1, ptr %50, align 8, !tbaa !29
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
  %4 = load i32, ptr %3, align 4, !tbaa !27
  %5 = icmp sgt i32 %4, 155
  br i1 %5, label %6, label %25

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = zext nneg i32 %4 to i64
  %9 = load ptr, ptr %0, align 8, !tbaa !30
  %10 = getelementptr inbounds i8, ptr %9, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !7
  %12 = tail call ptr @luaS_newlstr(ptr noundef %9, ptr noundef nonnull %7, i64 noundef %8) #18
  store ptr %12, ptr %11, align 8, !tbaa !7
  %13 = getelementptr inbounds i8, ptr %12, i64 8
  %14 = load i8, ptr %13, align 8, !tbaa !24
  %15 = or i8 %14, 64
  %16 = getelementptr inbounds i8, ptr %11, i64 8
  store i8 %15, ptr %16, align 8, !tbaa !10
  %17 = load ptr, ptr %10, align 8, !tbaa !7
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  store ptr %18, ptr %10, align 8, !tbaa !7
  %19 = getelementptr inbounds i8, ptr %0, i64 8
  %20 = load i32, ptr %19, align 8, !tbaa !29
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %23

22:                                               ; preds = %6
  store i32 1, ptr %19, align 8, !tbaa !29
  br label %24

23:                                               ; preds = %6
  tail call void @luaV_concat(ptr noundef nonnull %9, i32 noundef 2) #18
  br label %24

24:                                               ; preds = %23, %22
  store i32 0, ptr %3, align 4, !tbaa !27
  br label %25

25:                                               ; preds = %2, %24
  %26 = phi i32 [ 0, %24 ], [ %4, %2 ]
  %27 = getelementptr inbounds i8, ptr %0, i64 16
  %28 = sext i32 %26 to i64
  %29 = getelementptr inbounds i8, ptr %27, i64 %28
  %30 = getelementptr inbounds i8, ptr %1, i64 8
  %31 = load i8, ptr %30, align 8, !tbaa !10
  %32 = icmp eq i8 %31, 3
  br i1 %32, label %33, label %36

33:                                               ; preds = %25
  %34 = load i64, ptr %1, align 8, !tbaa !7
  %35 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %29, i64 noundef 44, ptr noundef nonnull @.str.8, i64 noundef %34) #18
  br label %51

36:                                               ; preds = %25
  %37 = load double, ptr %1, align 8, !tbaa !7
  %38 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %29, i64 noundef 44, ptr noundef nonnull @.str.9, double noundef %37) #18
  %39 = tail call i64 @strspn(ptr noundef nonnull %29, ptr noundef nonnull @.str.10) #19
  %40 = getelementptr inbounds i8, ptr %29, i64 %39
  %41 = load i8, ptr %40, align 1, !tbaa !7
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %43, label %51

43:                                               ; preds = %36
  %44 = tail call ptr @localeconv() #18
  %45 = load ptr, ptr %44, align 8, !tbaa !20
  %46 = load i8, ptr %45, align 1, !tbaa !7
  %47 = sext i32 %38 to i64
  %48 = getelementptr inbounds i8, ptr %29, i64 %47
  store i8 %46, ptr %48, align 1, !tbaa !7
  %49 = add nsw i32 %38, 2
  %50 = getelementptr i8, ptr %48, i64 1
  store i8 48, ptr %50, align 1, !tbaa !7
  br label %51

51:                                               ; preds = %33, %36, %43
  %52 = phi i32 [ %35, %33 ], [ %49, %43 ], [ %38, %36 ]
  %53 = load i32, ptr %3, align 4, !tbaa !27
  %54 = add nsw i32 %53, %52
  store i32 %54, ptr %3, align 4, !tbaa !27
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: noreturn
declare hidden void @luaG_runerror(ptr noundef, ptr noundef, ...) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define hidden nonnull ptr @luaO_pushfstring(ptr noundef %0, ptr noundef %1, ...) local_unnamed_addr #2 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #18
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = call ptr @luaO_pushvfstring(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #18
  ret ptr %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define hidden void @luaO_chunkid(ptr nocapture noundef writeonly %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #10 {
  %4 = load i8, ptr %1, align 1, !tbaa !7
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
  store i8 0, ptr %10, align 1, !tbaa !7
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

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

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

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !8, i64 8}
!11 = !{!"TValue", !8, i64 0, !8, i64 8}
!12 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !8, i64 0}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = !{!21, !22, i64 0}
!21 = !{!"lconv", !22, i64 0, !22, i64 8, !22, i64 16, !22, i64 24, !22, i64 32, !22, i64 40, !22, i64 48, !22, i64 56, !22, i64 64, !22, i64 72, !8, i64 80, !8, i64 81, !8, i64 82, !8, i64 83, !8, i64 84, !8, i64 85, !8, i64 86, !8, i64 87, !8, i64 88, !8, i64 89, !8, i64 90, !8, i64 91, !8, i64 92, !8, i64 93}
!22 = !{!"any pointer", !8, i64 0}
!23 = distinct !{!23, !6}
!24 = !{!25, !8, i64 8}
!25 = !{!"TString", !22, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !8, i64 11, !26, i64 12, !8, i64 16, !8, i64 24}
!26 = !{!"int", !8, i64 0}
!27 = !{!28, !26, i64 12}
!28 = !{!"BuffFS", !22, i64 0, !26, i64 8, !26, i64 12, !8, i64 16}
!29 = !{!28, !26, i64 8}
!30 = !{!28, !22, i64 0}
!31 = !{!22, !22, i64 0}
!32 = !{!26, !26, i64 0}
!33 = !{!34, !34, i64 0}
!34 = !{!"double", !8, i64 0}
!35 = !{!36, !36, i64 0}
!36 = !{!"long", !8, i64 0}
!37 = distinct !{!37, !6}
