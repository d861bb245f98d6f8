; ModuleID = 'programs/goto_loops.c'
source_filename = "programs/goto_loops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.a = private unnamed_addr constant [7 x i32] [i32 8, i32 3, i32 11, i32 7, i32 2, i32 15, i32 4], align 4
@.str = private unnamed_addr constant [21 x i8] c"pair %d+%d at %d,%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"cleanup(%d)=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"goto loop sum=%d\0A\00", align 1
@__const.main.sum_prog = private unnamed_addr constant [7 x i8] c"\00\00\002\03\07\06", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"vm1=%ld\0A\00", align 1
@__const.main.count_prog = private unnamed_addr constant [10 x i8] c"\00\05\05\03\04\02\00*\01\06", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"vm2=%ld\0A\00", align 1
@__const.main.arith_prog = private unnamed_addr constant [11 x i8] c"\00\06\00\07\02\03\01\00\02\02\06", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"vm3=%ld\0A\00", align 1
@.str.7 = private unnamed_addr constant [23 x i8] c"do-while w=%d iter=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"brk=%d\0A\00", align 1
@computed_goto_vm.table = internal unnamed_addr constant [8 x ptr] [ptr blockaddress(@computed_goto_vm, %14), ptr blockaddress(@computed_goto_vm, %26), ptr blockaddress(@computed_goto_vm, %31), ptr blockaddress(@computed_goto_vm, %36), ptr blockaddress(@computed_goto_vm, %42), ptr blockaddress(@computed_goto_vm, %53), ptr blockaddress(@computed_goto_vm, %61), ptr blockaddress(@computed_goto_vm, %58)], align 8
@str = private unnamed_addr constant [16 x i8] c"no pair for 100\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #6
  %3 = call fastcc i32 @find_pair(ptr noundef nonnull @__const.main.a, i32 noundef 19, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %15, label %5

5:                                                ; preds = %0
  %6 = load i32, ptr %1, align 4, !tbaa !6
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [7 x i32], ptr @__const.main.a, i64 0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = load i32, ptr %2, align 4, !tbaa !6
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [7 x i32], ptr @__const.main.a, i64 0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9, i32 noundef %13, i32 noundef %6, i32 noundef %10)
  br label %15

15:                                               ; preds = %5, %0
  %16 = call fastcc i32 @find_pair(ptr noundef nonnull @__const.main.a, i32 noundef 100, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %15
  %19 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %20

20:                                               ; preds = %18, %15
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef -1)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef 0)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, i32 noundef 1)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3, i32 noundef 2)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4, i32 noundef 104)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3367)
  %27 = tail call fastcc i64 @computed_goto_vm(ptr noundef nonnull @__const.main.sum_prog)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %27)
  %29 = tail call fastcc i64 @computed_goto_vm(ptr noundef nonnull @__const.main.count_prog)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %29)
  %31 = tail call fastcc i64 @computed_goto_vm(ptr noundef nonnull @__const.main.arith_prog)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %31)
  br label %33

33:                                               ; preds = %41, %20
  %34 = phi i32 [ %42, %41 ], [ 0, %20 ]
  %35 = phi i32 [ %38, %41 ], [ 0, %20 ]
  br label %36

36:                                               ; preds = %33, %46
  %37 = phi i32 [ %38, %46 ], [ %35, %33 ]
  %38 = add i32 %37, 1
  %39 = and i32 %37, 1
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %46, label %41

41:                                               ; preds = %36
  %42 = add nsw i32 %38, %34
  %43 = icmp slt i32 %42, 51
  %44 = icmp slt i32 %37, 99
  %45 = and i1 %44, %43
  br i1 %45, label %33, label %48, !llvm.loop !10

46:                                               ; preds = %36
  %47 = icmp eq i32 %37, 99
  br i1 %47, label %48, label %36, !llvm.loop !10

48:                                               ; preds = %41, %46
  %49 = phi i32 [ 100, %46 ], [ %38, %41 ]
  %50 = phi i32 [ %34, %46 ], [ %42, %41 ]
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %50, i32 noundef %49)
  br label %52

52:                                               ; preds = %63, %48
  %53 = phi i32 [ 0, %48 ], [ %64, %63 ]
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %63, label %55

55:                                               ; preds = %52, %60
  %56 = phi i32 [ %61, %60 ], [ 0, %52 ]
  %57 = mul nuw nsw i32 %56, %53
  %58 = urem i32 %57, 17
  %59 = icmp eq i32 %58, 16
  br i1 %59, label %65, label %60

60:                                               ; preds = %55
  %61 = add nuw nsw i32 %56, 1
  %62 = icmp eq i32 %61, %53
  br i1 %62, label %63, label %55, !llvm.loop !12

63:                                               ; preds = %60, %52
  %64 = add nuw nsw i32 %53, 1
  br label %52

65:                                               ; preds = %55
  %66 = mul nuw nsw i32 %53, 100
  %67 = add nuw nsw i32 %56, %66
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %67)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #6
  ret i32 39
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc range(i32 0, 2) i32 @find_pair(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #2 {
  %5 = load i32, ptr %0, align 4, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load i32, ptr %6, align 4, !tbaa !6
  %8 = add nsw i32 %7, %5
  %9 = icmp eq i32 %8, %1
  br i1 %9, label %95, label %98

10:                                               ; preds = %118
  %11 = getelementptr inbounds i8, ptr %0, i64 4
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = add nsw i32 %14, %12
  %16 = icmp eq i32 %15, %1
  br i1 %16, label %95, label %17

17:                                               ; preds = %10
  %18 = getelementptr inbounds i8, ptr %0, i64 12
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = add nsw i32 %19, %12
  %21 = icmp eq i32 %20, %1
  br i1 %21, label %95, label %22

22:                                               ; preds = %17
  %23 = getelementptr inbounds i8, ptr %0, i64 16
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = add nsw i32 %24, %12
  %26 = icmp eq i32 %25, %1
  br i1 %26, label %95, label %27

27:                                               ; preds = %22
  %28 = getelementptr inbounds i8, ptr %0, i64 20
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = add nsw i32 %29, %12
  %31 = icmp eq i32 %30, %1
  br i1 %31, label %95, label %32

32:                                               ; preds = %27
  %33 = getelementptr inbounds i8, ptr %0, i64 24
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = add nsw i32 %34, %12
  %36 = icmp eq i32 %35, %1
  br i1 %36, label %95, label %37

37:                                               ; preds = %32
  %38 = getelementptr inbounds i8, ptr %0, i64 8
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = getelementptr inbounds i8, ptr %0, i64 12
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = add nsw i32 %41, %39
  %43 = icmp eq i32 %42, %1
  br i1 %43, label %95, label %44

44:                                               ; preds = %37
  %45 = getelementptr inbounds i8, ptr %0, i64 16
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = add nsw i32 %46, %39
  %48 = icmp eq i32 %47, %1
  br i1 %48, label %95, label %49

49:                                               ; preds = %44
  %50 = getelementptr inbounds i8, ptr %0, i64 20
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = add nsw i32 %51, %39
  %53 = icmp eq i32 %52, %1
  br i1 %53, label %95, label %54

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %0, i64 24
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = add nsw i32 %56, %39
  %58 = icmp eq i32 %57, %1
  br i1 %58, label %95, label %59

59:                                               ; preds = %54
  %60 = getelementptr inbounds i8, ptr %0, i64 12
  %61 = load i32, ptr %60, align 4, !tbaa !6
  %62 = getelementptr inbounds i8, ptr %0, i64 16
  %63 = load i32, ptr %62, align 4, !tbaa !6
  %64 = add nsw i32 %63, %61
  %65 = icmp eq i32 %64, %1
  br i1 %65, label %95, label %66

66:                                               ; preds = %59
  %67 = getelementptr inbounds i8, ptr %0, i64 20
  %68 = load i32, ptr %67, align 4, !tbaa !6
  %69 = add nsw i32 %68, %61
  %70 = icmp eq i32 %69, %1
  br i1 %70, label %95, label %71

71:                                               ; preds = %66
  %72 = getelementptr inbounds i8, ptr %0, i64 24
  %73 = load i32, ptr %72, align 4, !tbaa !6
  %74 = add nsw i32 %73, %61
  %75 = icmp eq i32 %74, %1
  br i1 %75, label %95, label %76

76:                                               ; preds = %71
  %77 = getelementptr inbounds i8, ptr %0, i64 16
  %78 = load i32, ptr %77, align 4, !tbaa !6
  %79 = getelementptr inbounds i8, ptr %0, i64 20
  %80 = load i32, ptr %79, align 4, !tbaa !6
  %81 = add nsw i32 %80, %78
  %82 = icmp eq i32 %81, %1
  br i1 %82, label %95, label %83

83:                                               ; preds = %76
  %84 = getelementptr inbounds i8, ptr %0, i64 24
  %85 = load i32, ptr %84, align 4, !tbaa !6
  %86 = add nsw i32 %85, %78
  %87 = icmp eq i32 %86, %1
  br i1 %87, label %95, label %88

88:                                               ; preds = %83
  %89 = getelementptr inbounds i8, ptr %0, i64 20
  %90 = load i32, ptr %89, align 4, !tbaa !6
  %91 = getelementptr inbounds i8, ptr %0, i64 24
  %92 = load i32, ptr %91, align 4, !tbaa !6
  %93 = add nsw i32 %92, %90
  %94 = icmp eq i32 %93, %1
  br i1 %94, label %95, label %123

95:                                               ; preds = %88, %76, %83, %59, %66, %71, %37, %44, %49, %54, %10, %17, %22, %27, %32, %4, %98, %103, %108, %113, %118
  %96 = phi i32 [ 0, %118 ], [ 0, %113 ], [ 0, %108 ], [ 0, %103 ], [ 0, %98 ], [ 0, %4 ], [ 1, %32 ], [ 1, %27 ], [ 1, %22 ], [ 1, %17 ], [ 1, %10 ], [ 2, %54 ], [ 2, %49 ], [ 2, %44 ], [ 2, %37 ], [ 3, %71 ], [ 3, %66 ], [ 3, %59 ], [ 4, %83 ], [ 4, %76 ], [ 5, %88 ]
  %97 = phi i32 [ 6, %118 ], [ 5, %113 ], [ 4, %108 ], [ 3, %103 ], [ 2, %98 ], [ 1, %4 ], [ 6, %32 ], [ 5, %27 ], [ 4, %22 ], [ 3, %17 ], [ 2, %10 ], [ 6, %54 ], [ 5, %49 ], [ 4, %44 ], [ 3, %37 ], [ 6, %71 ], [ 5, %66 ], [ 4, %59 ], [ 6, %83 ], [ 5, %76 ], [ 6, %88 ]
  store i32 %96, ptr %2, align 4, !tbaa !6
  store i32 %97, ptr %3, align 4, !tbaa !6
  br label %123

98:                                               ; preds = %4
  %99 = getelementptr inbounds i8, ptr %0, i64 8
  %100 = load i32, ptr %99, align 4, !tbaa !6
  %101 = add nsw i32 %100, %5
  %102 = icmp eq i32 %101, %1
  br i1 %102, label %95, label %103

103:                                              ; preds = %98
  %104 = getelementptr inbounds i8, ptr %0, i64 12
  %105 = load i32, ptr %104, align 4, !tbaa !6
  %106 = add nsw i32 %105, %5
  %107 = icmp eq i32 %106, %1
  br i1 %107, label %95, label %108

108:                                              ; preds = %103
  %109 = getelementptr inbounds i8, ptr %0, i64 16
  %110 = load i32, ptr %109, align 4, !tbaa !6
  %111 = add nsw i32 %110, %5
  %112 = icmp eq i32 %111, %1
  br i1 %112, label %95, label %113

113:                                              ; preds = %108
  %114 = getelementptr inbounds i8, ptr %0, i64 20
  %115 = load i32, ptr %114, align 4, !tbaa !6
  %116 = add nsw i32 %115, %5
  %117 = icmp eq i32 %116, %1
  br i1 %117, label %95, label %118

118:                                              ; preds = %113
  %119 = getelementptr inbounds i8, ptr %0, i64 24
  %120 = load i32, ptr %119, align 4, !tbaa !6
  %121 = add nsw i32 %120, %5
  %122 = icmp eq i32 %121, %1
  br i1 %122, label %95, label %10

123:                                              ; preds = %88, %95
  %124 = phi i32 [ 1, %95 ], [ 0, %88 ]
  ret i32 %124
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i64 @computed_goto_vm(ptr nocapture noundef readonly %0) #4 {
  %2 = alloca [32 x i64], align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 1
  br label %4

4:                                                ; preds = %22, %1
  %5 = phi ptr [ %0, %1 ], [ %23, %22 ]
  %6 = phi ptr [ %3, %1 ], [ %24, %22 ]
  %7 = phi i32 [ 0, %1 ], [ %25, %22 ]
  %8 = add nsw i32 %7, -1
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %9
  %11 = add nsw i32 %7, -2
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %12
  br label %63

14:                                               ; preds = %63
  %15 = getelementptr inbounds i8, ptr %64, i64 1
  %16 = load i8, ptr %64, align 1, !tbaa !13
  %17 = zext i8 %16 to i64
  %18 = add nsw i32 %7, 1
  %19 = sext i32 %7 to i64
  %20 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %19
  store i64 %17, ptr %20, align 8, !tbaa !14
  %21 = getelementptr inbounds i8, ptr %64, i64 2
  br label %22

22:                                               ; preds = %14, %50, %36, %31, %26
  %23 = phi ptr [ %15, %14 ], [ %51, %50 ], [ %64, %36 ], [ %64, %31 ], [ %64, %26 ]
  %24 = phi ptr [ %21, %14 ], [ %52, %50 ], [ %41, %36 ], [ %35, %31 ], [ %30, %26 ]
  %25 = phi i32 [ %18, %14 ], [ %8, %50 ], [ %40, %36 ], [ %8, %31 ], [ %8, %26 ]
  br label %4

26:                                               ; preds = %63
  %27 = load i64, ptr %10, align 8, !tbaa !14
  %28 = load i64, ptr %13, align 8, !tbaa !14
  %29 = add nsw i64 %28, %27
  store i64 %29, ptr %13, align 8, !tbaa !14
  %30 = getelementptr inbounds i8, ptr %64, i64 1
  br label %22

31:                                               ; preds = %63
  %32 = load i64, ptr %10, align 8, !tbaa !14
  %33 = load i64, ptr %13, align 8, !tbaa !14
  %34 = mul nsw i64 %33, %32
  store i64 %34, ptr %13, align 8, !tbaa !14
  %35 = getelementptr inbounds i8, ptr %64, i64 1
  br label %22

36:                                               ; preds = %63
  %37 = load i64, ptr %10, align 8, !tbaa !14
  %38 = sext i32 %7 to i64
  %39 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %38
  store i64 %37, ptr %39, align 8, !tbaa !14
  %40 = add nsw i32 %7, 1
  %41 = getelementptr inbounds i8, ptr %64, i64 1
  br label %22

42:                                               ; preds = %63
  %43 = getelementptr inbounds i8, ptr %64, i64 1
  %44 = load i64, ptr %10, align 8, !tbaa !14
  %45 = icmp eq i64 %44, 0
  br i1 %45, label %50, label %46

46:                                               ; preds = %42
  %47 = load i8, ptr %64, align 1, !tbaa !13
  %48 = zext i8 %47 to i64
  %49 = getelementptr inbounds i8, ptr %0, i64 %48
  br label %50

50:                                               ; preds = %46, %42
  %51 = phi ptr [ %49, %46 ], [ %43, %42 ]
  %52 = getelementptr inbounds i8, ptr %51, i64 1
  br label %22

53:                                               ; preds = %63
  %54 = load i64, ptr %10, align 8, !tbaa !14
  %55 = add nsw i64 %54, -1
  store i64 %55, ptr %10, align 8, !tbaa !14
  br label %56

56:                                               ; preds = %53, %58
  %57 = getelementptr inbounds i8, ptr %64, i64 1
  br label %63

58:                                               ; preds = %63
  %59 = load i64, ptr %10, align 8, !tbaa !14
  %60 = load i64, ptr %13, align 8, !tbaa !14
  store i64 %60, ptr %10, align 8, !tbaa !14
  store i64 %59, ptr %13, align 8, !tbaa !14
  br label %56

61:                                               ; preds = %63
  %62 = load i64, ptr %10, align 8, !tbaa !14
  ret i64 %62

63:                                               ; preds = %56, %4
  %64 = phi ptr [ %6, %4 ], [ %57, %56 ]
  %65 = phi ptr [ %5, %4 ], [ %64, %56 ]
  %66 = load i8, ptr %65, align 1, !tbaa !13
  %67 = zext i8 %66 to i64
  %68 = getelementptr inbounds [8 x ptr], ptr @computed_goto_vm.table, i64 0, i64 %67
  %69 = load ptr, ptr %68, align 8, !tbaa !16
  indirectbr ptr %69, [label %14, label %26, label %31, label %36, label %42, label %53, label %61, label %58]
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!8, !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !8, i64 0}
