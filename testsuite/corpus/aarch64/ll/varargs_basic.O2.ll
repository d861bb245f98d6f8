; ModuleID = 'programs/varargs_basic.c'
source_filename = "programs/varargs_basic.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.big = type { [5 x i64] }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [18 x i8] c"ints %ld %ld %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"doubles %g %g\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"ld %.20Lg\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"mixed %g\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"iildLpsPBcf\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"mixed2 %g\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"iiiiiiiiiidddddddddd\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"mixed3 %g\0A\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c"PPPPPsss\00", align 1
@.str.10 = private unnamed_addr constant [18 x i8] c"wsum %d twice %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"nth %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.16 = private unnamed_addr constant [29 x i8] c"%d|%5s|%-5s|%c|%x|%o|%lld|%p\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"cd\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.big, align 16
  %2 = alloca [128 x i8], align 1
  %3 = tail call i64 (i32, ...) @sum_ints(i32 noundef 0)
  %4 = tail call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %5 = tail call i64 (i32, ...) @sum_ints(i32 noundef 20, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12, i32 noundef 13, i32 noundef 14, i32 noundef 15, i32 noundef 16, i32 noundef 17, i32 noundef 18, i32 noundef 19, i32 noundef -20)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %3, i64 noundef %4, i64 noundef %5)
  %7 = tail call double (i32, ...) @sum_doubles(i32 noundef 2, double noundef 5.000000e-01, double noundef 2.500000e-01)
  %8 = tail call double (i32, ...) @sum_doubles(i32 noundef 12, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, double noundef 1.250000e+01)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %7, double noundef %8)
  %10 = tail call fp128 (i32, ...) @sum_ld(i32 poison, fp128 noundef 0xL55555555555555553FFD555555555555, fp128 noundef 0xL55555555555555553FFE555555555555, fp128 noundef 0xLBA0E75FE645CC4873FC32725DD1D243A, fp128 noundef 0xL00000000000000004001400000000000)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, fp128 noundef %10)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #9
  store <2 x i64> <i64 1, i64 2>, ptr %1, align 16
  %12 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x i64> <i64 3, i64 4>, ptr %12, align 16
  %13 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 100, ptr %13, align 16, !tbaa !6
  %14 = call double (ptr, ...) @mixed(ptr noundef nonnull @.str.4, i32 noundef 5, i32 noundef 6, i64 noundef 7, double noundef 5.000000e-01, fp128 noundef 0xL00000000000000004000400000000000, ptr noundef nonnull @.str.5, i64 281466386776068, [2 x double] alignstack(8) [double 1.500000e+00, double 4.000000e+00], ptr noundef nonnull %1, i32 noundef 65, double noundef 1.250000e+00)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #9
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %14)
  %16 = call double (ptr, ...) @mixed(ptr noundef nonnull @.str.7, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01)
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %16)
  %18 = call double (ptr, ...) @mixed(ptr noundef nonnull @.str.9, [2 x double] alignstack(8) [double 1.500000e+00, double 4.000000e+00], [2 x double] alignstack(8) [double 1.500000e+00, double 4.000000e+00], [2 x double] alignstack(8) [double 1.500000e+00, double 4.000000e+00], [2 x double] alignstack(8) [double 1.500000e+00, double 4.000000e+00], [2 x double] alignstack(8) [double 1.500000e+00, double 4.000000e+00], i64 281466386776068, i64 281466386776068, i64 281466386776068)
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %18)
  %20 = call i32 (i32, ...) @wsum(i32 poison, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %21 = call i32 (i32, ...) @twice(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %20, i32 noundef %21)
  %23 = call ptr (i32, ...) @nth_string(i32 poison, ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15)
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %23)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #9
  %25 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 128, ptr noundef nonnull @.str.16, i32 noundef -42, ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.18, i32 noundef 122, i32 noundef 255, i32 noundef 8, i64 noundef -1, ptr noundef null) #9
  %26 = call i32 @puts(ptr nonnull dereferenceable(1) %2)
  %27 = call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 10, i32 noundef 20, i32 noundef 30)
  %28 = trunc i64 %27 to i32
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #9
  ret i32 %28
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %10

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 24
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load ptr, ptr %7, align 8
  %9 = load i32, ptr %6, align 8
  br label %12

10:                                               ; preds = %27, %1
  %11 = phi i64 [ 0, %1 ], [ %33, %27 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9
  ret i64 %11

12:                                               ; preds = %4, %27
  %13 = phi i32 [ %9, %4 ], [ %28, %27 ]
  %14 = phi i32 [ 0, %4 ], [ %34, %27 ]
  %15 = phi i64 [ 0, %4 ], [ %33, %27 ]
  %16 = phi ptr [ %5, %4 ], [ %29, %27 ]
  %17 = icmp sgt i32 %13, -1
  br i1 %17, label %24, label %18

18:                                               ; preds = %12
  %19 = add nsw i32 %13, 8
  store i32 %19, ptr %6, align 8
  %20 = icmp ult i32 %13, -7
  br i1 %20, label %21, label %24

21:                                               ; preds = %18
  %22 = sext i32 %13 to i64
  %23 = getelementptr inbounds i8, ptr %8, i64 %22
  br label %27

24:                                               ; preds = %18, %12
  %25 = phi i32 [ %19, %18 ], [ %13, %12 ]
  %26 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %26, ptr %2, align 8
  br label %27

27:                                               ; preds = %24, %21
  %28 = phi i32 [ %19, %21 ], [ %25, %24 ]
  %29 = phi ptr [ %16, %21 ], [ %26, %24 ]
  %30 = phi ptr [ %23, %21 ], [ %16, %24 ]
  %31 = load i32, ptr %30, align 8, !tbaa !9
  %32 = sext i32 %31 to i64
  %33 = add nsw i64 %15, %32
  %34 = add nuw nsw i32 %14, 1
  %35 = icmp eq i32 %34, %0
  br i1 %35, label %10, label %12, !llvm.loop !11
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal double @sum_doubles(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %10

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 28
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 8
  %9 = load i32, ptr %6, align 4
  br label %12

10:                                               ; preds = %27, %1
  %11 = phi double [ 0.000000e+00, %1 ], [ %32, %27 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9
  ret double %11

12:                                               ; preds = %4, %27
  %13 = phi i32 [ %9, %4 ], [ %28, %27 ]
  %14 = phi i32 [ 0, %4 ], [ %33, %27 ]
  %15 = phi double [ 0.000000e+00, %4 ], [ %32, %27 ]
  %16 = phi ptr [ %5, %4 ], [ %29, %27 ]
  %17 = icmp sgt i32 %13, -1
  br i1 %17, label %24, label %18

18:                                               ; preds = %12
  %19 = add nsw i32 %13, 16
  store i32 %19, ptr %6, align 4
  %20 = icmp ult i32 %13, -15
  br i1 %20, label %21, label %24

21:                                               ; preds = %18
  %22 = sext i32 %13 to i64
  %23 = getelementptr inbounds i8, ptr %8, i64 %22
  br label %27

24:                                               ; preds = %18, %12
  %25 = phi i32 [ %19, %18 ], [ %13, %12 ]
  %26 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %26, ptr %2, align 8
  br label %27

27:                                               ; preds = %24, %21
  %28 = phi i32 [ %19, %21 ], [ %25, %24 ]
  %29 = phi ptr [ %16, %21 ], [ %26, %24 ]
  %30 = phi ptr [ %23, %21 ], [ %16, %24 ]
  %31 = load double, ptr %30, align 8, !tbaa !13
  %32 = fadd double %15, %31
  %33 = add nuw nsw i32 %14, 1
  %34 = icmp eq i32 %33, %0
  br i1 %34, label %10, label %12, !llvm.loop !15
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal fp128 @sum_ld(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 28
  %4 = load i32, ptr %3, align 4
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 8
  %8 = icmp sgt i32 %4, -1
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = add nsw i32 %4, 16
  store i32 %10, ptr %3, align 4
  %11 = icmp ult i32 %4, -15
  br i1 %11, label %17, label %12

12:                                               ; preds = %1, %9
  %13 = getelementptr inbounds i8, ptr %5, i64 15
  %14 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %13, i64 -16)
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  store ptr %15, ptr %2, align 8
  %16 = load fp128, ptr %14, align 16, !tbaa !16
  br label %25

17:                                               ; preds = %9
  %18 = sext i32 %4 to i64
  %19 = getelementptr inbounds i8, ptr %7, i64 %18
  %20 = load fp128, ptr %19, align 16, !tbaa !16
  %21 = icmp sgt i32 %4, -17
  br i1 %21, label %25, label %22

22:                                               ; preds = %17
  %23 = add nsw i32 %4, 32
  store i32 %23, ptr %3, align 4
  %24 = icmp ult i32 %10, -15
  br i1 %24, label %32, label %25

25:                                               ; preds = %17, %22, %12
  %26 = phi fp128 [ %20, %22 ], [ %20, %17 ], [ %16, %12 ]
  %27 = phi ptr [ %5, %22 ], [ %5, %17 ], [ %15, %12 ]
  %28 = getelementptr inbounds i8, ptr %27, i64 15
  %29 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %28, i64 -16)
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  store ptr %30, ptr %2, align 8
  %31 = load fp128, ptr %29, align 16, !tbaa !16
  br label %40

32:                                               ; preds = %22
  %33 = sext i32 %10 to i64
  %34 = getelementptr inbounds i8, ptr %7, i64 %33
  %35 = load fp128, ptr %34, align 16, !tbaa !16
  %36 = icmp sgt i32 %4, -33
  br i1 %36, label %40, label %37

37:                                               ; preds = %32
  %38 = add nsw i32 %4, 48
  store i32 %38, ptr %3, align 4
  %39 = icmp ult i32 %23, -15
  br i1 %39, label %48, label %40

40:                                               ; preds = %32, %37, %25
  %41 = phi fp128 [ %35, %37 ], [ %35, %32 ], [ %31, %25 ]
  %42 = phi ptr [ %5, %37 ], [ %5, %32 ], [ %30, %25 ]
  %43 = phi fp128 [ %20, %37 ], [ %20, %32 ], [ %26, %25 ]
  %44 = getelementptr inbounds i8, ptr %42, i64 15
  %45 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %44, i64 -16)
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  store ptr %46, ptr %2, align 8
  %47 = load fp128, ptr %45, align 16, !tbaa !16
  br label %59

48:                                               ; preds = %37
  %49 = sext i32 %23 to i64
  %50 = getelementptr inbounds i8, ptr %7, i64 %49
  %51 = load fp128, ptr %50, align 16, !tbaa !16
  %52 = icmp sgt i32 %4, -49
  br i1 %52, label %59, label %53

53:                                               ; preds = %48
  %54 = add nsw i32 %4, 64
  store i32 %54, ptr %3, align 4
  %55 = icmp ult i32 %38, -15
  br i1 %55, label %56, label %59

56:                                               ; preds = %53
  %57 = sext i32 %38 to i64
  %58 = getelementptr inbounds i8, ptr %7, i64 %57
  br label %67

59:                                               ; preds = %40, %53, %48
  %60 = phi fp128 [ %47, %40 ], [ %51, %53 ], [ %51, %48 ]
  %61 = phi ptr [ %46, %40 ], [ %5, %53 ], [ %5, %48 ]
  %62 = phi fp128 [ %43, %40 ], [ %20, %53 ], [ %20, %48 ]
  %63 = phi fp128 [ %41, %40 ], [ %35, %53 ], [ %35, %48 ]
  %64 = getelementptr inbounds i8, ptr %61, i64 15
  %65 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %64, i64 -16)
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  store ptr %66, ptr %2, align 8
  br label %67

67:                                               ; preds = %59, %56
  %68 = phi fp128 [ %51, %56 ], [ %60, %59 ]
  %69 = phi fp128 [ %20, %56 ], [ %62, %59 ]
  %70 = phi fp128 [ %35, %56 ], [ %63, %59 ]
  %71 = phi ptr [ %58, %56 ], [ %65, %59 ]
  %72 = fadd fp128 %69, 0xL00000000000000000000000000000000
  %73 = fadd fp128 %72, %70
  %74 = fadd fp128 %73, %68
  %75 = load fp128, ptr %71, align 16, !tbaa !16
  %76 = fadd fp128 %74, %75
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9
  ret fp128 %76
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nounwind uwtable
define internal double @mixed(ptr nocapture noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds i8, ptr %2, i64 28
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds i8, ptr %2, i64 24
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load ptr, ptr %9, align 8
  %11 = load i32, ptr %5, align 4
  %12 = load i32, ptr %8, align 8
  br label %13

13:                                               ; preds = %236, %1
  %14 = phi i32 [ %12, %1 ], [ %237, %236 ]
  %15 = phi i32 [ %11, %1 ], [ %238, %236 ]
  %16 = phi ptr [ %4, %1 ], [ %239, %236 ]
  %17 = phi ptr [ %0, %1 ], [ %241, %236 ]
  %18 = phi double [ 0.000000e+00, %1 ], [ %240, %236 ]
  %19 = load i8, ptr %17, align 1, !tbaa !6
  switch i8 %19, label %236 [
    i8 0, label %20
    i8 105, label %29
    i8 108, label %47
    i8 100, label %65
    i8 76, label %82
    i8 112, label %102
    i8 115, label %121
    i8 80, label %144
    i8 66, label %165
    i8 99, label %200
    i8 102, label %219
  ]

20:                                               ; preds = %13
  call void @llvm.va_end.p0(ptr nonnull %2)
  %21 = load i8, ptr %0, align 1, !tbaa !6
  %22 = icmp eq i8 %21, 105
  br i1 %22, label %23, label %245

23:                                               ; preds = %20
  %24 = load ptr, ptr %3, align 8
  %25 = getelementptr inbounds i8, ptr %3, i64 24
  %26 = getelementptr inbounds i8, ptr %3, i64 8
  %27 = load ptr, ptr %26, align 8
  %28 = load i32, ptr %25, align 8
  br label %248

29:                                               ; preds = %13
  %30 = icmp sgt i32 %14, -1
  br i1 %30, label %37, label %31

31:                                               ; preds = %29
  %32 = add nsw i32 %14, 8
  store i32 %32, ptr %8, align 8
  %33 = icmp ult i32 %14, -7
  br i1 %33, label %34, label %37

34:                                               ; preds = %31
  %35 = sext i32 %14 to i64
  %36 = getelementptr inbounds i8, ptr %10, i64 %35
  br label %40

37:                                               ; preds = %31, %29
  %38 = phi i32 [ %32, %31 ], [ %14, %29 ]
  %39 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %39, ptr %2, align 8
  br label %40

40:                                               ; preds = %37, %34
  %41 = phi i32 [ %32, %34 ], [ %38, %37 ]
  %42 = phi ptr [ %16, %34 ], [ %39, %37 ]
  %43 = phi ptr [ %36, %34 ], [ %16, %37 ]
  %44 = load i32, ptr %43, align 8, !tbaa !9
  %45 = sitofp i32 %44 to double
  %46 = fadd double %18, %45
  br label %236

47:                                               ; preds = %13
  %48 = icmp sgt i32 %14, -1
  br i1 %48, label %55, label %49

49:                                               ; preds = %47
  %50 = add nsw i32 %14, 8
  store i32 %50, ptr %8, align 8
  %51 = icmp ult i32 %14, -7
  br i1 %51, label %52, label %55

52:                                               ; preds = %49
  %53 = sext i32 %14 to i64
  %54 = getelementptr inbounds i8, ptr %10, i64 %53
  br label %58

55:                                               ; preds = %49, %47
  %56 = phi i32 [ %50, %49 ], [ %14, %47 ]
  %57 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %57, ptr %2, align 8
  br label %58

58:                                               ; preds = %55, %52
  %59 = phi i32 [ %50, %52 ], [ %56, %55 ]
  %60 = phi ptr [ %16, %52 ], [ %57, %55 ]
  %61 = phi ptr [ %54, %52 ], [ %16, %55 ]
  %62 = load i64, ptr %61, align 8, !tbaa !18
  %63 = sitofp i64 %62 to double
  %64 = fadd double %18, %63
  br label %236

65:                                               ; preds = %13
  %66 = icmp sgt i32 %15, -1
  br i1 %66, label %73, label %67

67:                                               ; preds = %65
  %68 = add nsw i32 %15, 16
  store i32 %68, ptr %5, align 4
  %69 = icmp ult i32 %15, -15
  br i1 %69, label %70, label %73

70:                                               ; preds = %67
  %71 = sext i32 %15 to i64
  %72 = getelementptr inbounds i8, ptr %7, i64 %71
  br label %76

73:                                               ; preds = %67, %65
  %74 = phi i32 [ %68, %67 ], [ %15, %65 ]
  %75 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %75, ptr %2, align 8
  br label %76

76:                                               ; preds = %73, %70
  %77 = phi i32 [ %68, %70 ], [ %74, %73 ]
  %78 = phi ptr [ %16, %70 ], [ %75, %73 ]
  %79 = phi ptr [ %72, %70 ], [ %16, %73 ]
  %80 = load double, ptr %79, align 8, !tbaa !13
  %81 = fadd double %18, %80
  br label %236

82:                                               ; preds = %13
  %83 = icmp sgt i32 %15, -1
  br i1 %83, label %90, label %84

84:                                               ; preds = %82
  %85 = add nsw i32 %15, 16
  store i32 %85, ptr %5, align 4
  %86 = icmp ult i32 %15, -15
  br i1 %86, label %87, label %90

87:                                               ; preds = %84
  %88 = sext i32 %15 to i64
  %89 = getelementptr inbounds i8, ptr %7, i64 %88
  br label %95

90:                                               ; preds = %84, %82
  %91 = phi i32 [ %85, %84 ], [ %15, %82 ]
  %92 = getelementptr inbounds i8, ptr %16, i64 15
  %93 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %92, i64 -16)
  %94 = getelementptr inbounds i8, ptr %93, i64 16
  store ptr %94, ptr %2, align 8
  br label %95

95:                                               ; preds = %90, %87
  %96 = phi i32 [ %85, %87 ], [ %91, %90 ]
  %97 = phi ptr [ %16, %87 ], [ %94, %90 ]
  %98 = phi ptr [ %89, %87 ], [ %93, %90 ]
  %99 = load fp128, ptr %98, align 16, !tbaa !16
  %100 = fptrunc fp128 %99 to double
  %101 = fadd double %18, %100
  br label %236

102:                                              ; preds = %13
  %103 = icmp sgt i32 %14, -1
  br i1 %103, label %110, label %104

104:                                              ; preds = %102
  %105 = add nsw i32 %14, 8
  store i32 %105, ptr %8, align 8
  %106 = icmp ult i32 %14, -7
  br i1 %106, label %107, label %110

107:                                              ; preds = %104
  %108 = sext i32 %14 to i64
  %109 = getelementptr inbounds i8, ptr %10, i64 %108
  br label %113

110:                                              ; preds = %104, %102
  %111 = phi i32 [ %105, %104 ], [ %14, %102 ]
  %112 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %112, ptr %2, align 8
  br label %113

113:                                              ; preds = %110, %107
  %114 = phi i32 [ %105, %107 ], [ %111, %110 ]
  %115 = phi ptr [ %16, %107 ], [ %112, %110 ]
  %116 = phi ptr [ %109, %107 ], [ %16, %110 ]
  %117 = load ptr, ptr %116, align 8, !tbaa !20
  %118 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %117) #10
  %119 = uitofp i64 %118 to double
  %120 = fadd double %18, %119
  br label %236

121:                                              ; preds = %13
  %122 = icmp sgt i32 %14, -1
  br i1 %122, label %129, label %123

123:                                              ; preds = %121
  %124 = add nsw i32 %14, 8
  store i32 %124, ptr %8, align 8
  %125 = icmp ult i32 %14, -7
  br i1 %125, label %126, label %129

126:                                              ; preds = %123
  %127 = sext i32 %14 to i64
  %128 = getelementptr inbounds i8, ptr %10, i64 %127
  br label %132

129:                                              ; preds = %123, %121
  %130 = phi i32 [ %124, %123 ], [ %14, %121 ]
  %131 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %131, ptr %2, align 8
  br label %132

132:                                              ; preds = %129, %126
  %133 = phi i32 [ %124, %126 ], [ %130, %129 ]
  %134 = phi ptr [ %16, %126 ], [ %131, %129 ]
  %135 = phi ptr [ %128, %126 ], [ %16, %129 ]
  %136 = load i32, ptr %135, align 8, !tbaa !9
  %137 = getelementptr inbounds i8, ptr %135, i64 4
  %138 = load i16, ptr %137, align 4, !tbaa !22
  %139 = mul nsw i32 %136, 10
  %140 = sext i16 %138 to i32
  %141 = add nsw i32 %139, %140
  %142 = sitofp i32 %141 to double
  %143 = fadd double %18, %142
  br label %236

144:                                              ; preds = %13
  %145 = icmp sgt i32 %15, -1
  br i1 %145, label %153, label %146

146:                                              ; preds = %144
  %147 = add nsw i32 %15, 32
  store i32 %147, ptr %5, align 4
  %148 = icmp ult i32 %15, -31
  br i1 %148, label %149, label %153

149:                                              ; preds = %146
  %150 = sext i32 %15 to i64
  %151 = getelementptr inbounds i8, ptr %7, i64 %150
  %152 = getelementptr inbounds i8, ptr %151, i64 16
  br label %157

153:                                              ; preds = %146, %144
  %154 = phi i32 [ %147, %146 ], [ %15, %144 ]
  %155 = getelementptr inbounds i8, ptr %16, i64 16
  store ptr %155, ptr %2, align 8
  %156 = getelementptr inbounds i8, ptr %16, i64 8
  br label %157

157:                                              ; preds = %153, %149
  %158 = phi ptr [ %152, %149 ], [ %156, %153 ]
  %159 = phi ptr [ %151, %149 ], [ %16, %153 ]
  %160 = phi i32 [ %147, %149 ], [ %154, %153 ]
  %161 = phi ptr [ %16, %149 ], [ %155, %153 ]
  %162 = load double, ptr %159, align 8
  %163 = load double, ptr %158, align 8
  %164 = call double @llvm.fmuladd.f64(double %162, double %163, double %18)
  br label %236

165:                                              ; preds = %13
  %166 = icmp sgt i32 %14, -1
  br i1 %166, label %173, label %167

167:                                              ; preds = %165
  %168 = add nsw i32 %14, 8
  store i32 %168, ptr %8, align 8
  %169 = icmp ult i32 %14, -7
  br i1 %169, label %170, label %173

170:                                              ; preds = %167
  %171 = sext i32 %14 to i64
  %172 = getelementptr inbounds i8, ptr %10, i64 %171
  br label %176

173:                                              ; preds = %167, %165
  %174 = phi i32 [ %168, %167 ], [ %14, %165 ]
  %175 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %175, ptr %2, align 8
  br label %176

176:                                              ; preds = %173, %170
  %177 = phi i32 [ %168, %170 ], [ %174, %173 ]
  %178 = phi ptr [ %16, %170 ], [ %175, %173 ]
  %179 = phi ptr [ %172, %170 ], [ %16, %173 ]
  %180 = load ptr, ptr %179, align 8
  %181 = load i64, ptr %180, align 8
  %182 = getelementptr inbounds i8, ptr %180, i64 8
  %183 = load i64, ptr %182, align 8
  %184 = getelementptr inbounds i8, ptr %180, i64 16
  %185 = load i64, ptr %184, align 8
  %186 = getelementptr inbounds i8, ptr %180, i64 24
  %187 = load i64, ptr %186, align 8
  %188 = getelementptr inbounds i8, ptr %180, i64 32
  %189 = load i64, ptr %188, align 8, !tbaa !6
  %190 = sitofp i64 %181 to double
  %191 = fadd double %18, %190
  %192 = sitofp i64 %183 to double
  %193 = fadd double %191, %192
  %194 = sitofp i64 %185 to double
  %195 = fadd double %193, %194
  %196 = sitofp i64 %187 to double
  %197 = fadd double %195, %196
  %198 = sitofp i64 %189 to double
  %199 = fadd double %197, %198
  br label %236

200:                                              ; preds = %13
  %201 = icmp sgt i32 %14, -1
  br i1 %201, label %208, label %202

202:                                              ; preds = %200
  %203 = add nsw i32 %14, 8
  store i32 %203, ptr %8, align 8
  %204 = icmp ult i32 %14, -7
  br i1 %204, label %205, label %208

205:                                              ; preds = %202
  %206 = sext i32 %14 to i64
  %207 = getelementptr inbounds i8, ptr %10, i64 %206
  br label %211

208:                                              ; preds = %202, %200
  %209 = phi i32 [ %203, %202 ], [ %14, %200 ]
  %210 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %210, ptr %2, align 8
  br label %211

211:                                              ; preds = %208, %205
  %212 = phi i32 [ %203, %205 ], [ %209, %208 ]
  %213 = phi ptr [ %16, %205 ], [ %210, %208 ]
  %214 = phi ptr [ %207, %205 ], [ %16, %208 ]
  %215 = load i32, ptr %214, align 8, !tbaa !9
  %216 = and i32 %215, 255
  %217 = uitofp nneg i32 %216 to double
  %218 = fadd double %18, %217
  br label %236

219:                                              ; preds = %13
  %220 = icmp sgt i32 %15, -1
  br i1 %220, label %227, label %221

221:                                              ; preds = %219
  %222 = add nsw i32 %15, 16
  store i32 %222, ptr %5, align 4
  %223 = icmp ult i32 %15, -15
  br i1 %223, label %224, label %227

224:                                              ; preds = %221
  %225 = sext i32 %15 to i64
  %226 = getelementptr inbounds i8, ptr %7, i64 %225
  br label %230

227:                                              ; preds = %221, %219
  %228 = phi i32 [ %222, %221 ], [ %15, %219 ]
  %229 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %229, ptr %2, align 8
  br label %230

230:                                              ; preds = %227, %224
  %231 = phi i32 [ %222, %224 ], [ %228, %227 ]
  %232 = phi ptr [ %16, %224 ], [ %229, %227 ]
  %233 = phi ptr [ %226, %224 ], [ %16, %227 ]
  %234 = load double, ptr %233, align 8, !tbaa !13
  %235 = fadd double %18, %234
  br label %236

236:                                              ; preds = %13, %40, %58, %76, %95, %113, %132, %157, %176, %211, %230
  %237 = phi i32 [ %14, %230 ], [ %212, %211 ], [ %177, %176 ], [ %14, %157 ], [ %133, %132 ], [ %114, %113 ], [ %14, %95 ], [ %14, %76 ], [ %59, %58 ], [ %41, %40 ], [ %14, %13 ]
  %238 = phi i32 [ %231, %230 ], [ %15, %211 ], [ %15, %176 ], [ %160, %157 ], [ %15, %132 ], [ %15, %113 ], [ %96, %95 ], [ %77, %76 ], [ %15, %58 ], [ %15, %40 ], [ %15, %13 ]
  %239 = phi ptr [ %232, %230 ], [ %213, %211 ], [ %178, %176 ], [ %161, %157 ], [ %134, %132 ], [ %115, %113 ], [ %97, %95 ], [ %78, %76 ], [ %60, %58 ], [ %42, %40 ], [ %16, %13 ]
  %240 = phi double [ %235, %230 ], [ %218, %211 ], [ %199, %176 ], [ %164, %157 ], [ %143, %132 ], [ %120, %113 ], [ %101, %95 ], [ %81, %76 ], [ %64, %58 ], [ %46, %40 ], [ %18, %13 ]
  %241 = getelementptr inbounds i8, ptr %17, i64 1
  br label %13, !llvm.loop !24

242:                                              ; preds = %263
  %243 = mul nuw nsw i32 %270, 1000
  %244 = uitofp nneg i32 %243 to double
  br label %245

245:                                              ; preds = %242, %20
  %246 = phi double [ 0.000000e+00, %20 ], [ %244, %242 ]
  call void @llvm.va_end.p0(ptr nonnull %3)
  %247 = fadd double %18, %246
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9
  ret double %247

248:                                              ; preds = %23, %263
  %249 = phi i32 [ %28, %23 ], [ %264, %263 ]
  %250 = phi ptr [ %0, %23 ], [ %271, %263 ]
  %251 = phi i32 [ 0, %23 ], [ %270, %263 ]
  %252 = phi ptr [ %24, %23 ], [ %265, %263 ]
  %253 = icmp sgt i32 %249, -1
  br i1 %253, label %260, label %254

254:                                              ; preds = %248
  %255 = add nsw i32 %249, 8
  store i32 %255, ptr %25, align 8
  %256 = icmp ult i32 %249, -7
  br i1 %256, label %257, label %260

257:                                              ; preds = %254
  %258 = sext i32 %249 to i64
  %259 = getelementptr inbounds i8, ptr %27, i64 %258
  br label %263

260:                                              ; preds = %254, %248
  %261 = phi i32 [ %255, %254 ], [ %249, %248 ]
  %262 = getelementptr inbounds i8, ptr %252, i64 8
  store ptr %262, ptr %3, align 8
  br label %263

263:                                              ; preds = %260, %257
  %264 = phi i32 [ %255, %257 ], [ %261, %260 ]
  %265 = phi ptr [ %252, %257 ], [ %262, %260 ]
  %266 = phi ptr [ %259, %257 ], [ %252, %260 ]
  %267 = load i32, ptr %266, align 8, !tbaa !9
  %268 = icmp sgt i32 %267, 0
  %269 = zext i1 %268 to i32
  %270 = add nuw nsw i32 %251, %269
  %271 = getelementptr inbounds i8, ptr %250, i64 1
  %272 = load i8, ptr %271, align 1, !tbaa !6
  %273 = icmp eq i8 %272, 105
  br i1 %273, label %248, label %242, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i32 @wsum(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8, !tbaa !20
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !20
  %6 = getelementptr inbounds i8, ptr %2, i64 24
  %7 = load i32, ptr %6, align 8, !tbaa !9
  %8 = icmp sgt i32 %7, -1
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = add nsw i32 %7, 8
  %11 = icmp ult i32 %7, -7
  br i1 %11, label %15, label %12

12:                                               ; preds = %1, %9
  %13 = getelementptr inbounds i8, ptr %3, i64 8
  %14 = load i32, ptr %3, align 8, !tbaa !9
  br label %23

15:                                               ; preds = %9
  %16 = sext i32 %7 to i64
  %17 = getelementptr inbounds i8, ptr %5, i64 %16
  %18 = load i32, ptr %17, align 8, !tbaa !9
  %19 = icmp sgt i32 %7, -9
  br i1 %19, label %23, label %20

20:                                               ; preds = %15
  %21 = add nsw i32 %7, 16
  %22 = icmp ult i32 %10, -7
  br i1 %22, label %28, label %23

23:                                               ; preds = %15, %20, %12
  %24 = phi i32 [ %18, %20 ], [ %18, %15 ], [ %14, %12 ]
  %25 = phi ptr [ %3, %20 ], [ %3, %15 ], [ %13, %12 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  %27 = load i32, ptr %25, align 8, !tbaa !9
  br label %35

28:                                               ; preds = %20
  %29 = sext i32 %10 to i64
  %30 = getelementptr inbounds i8, ptr %5, i64 %29
  %31 = load i32, ptr %30, align 8, !tbaa !9
  %32 = icmp sle i32 %7, -17
  %33 = icmp ult i32 %21, -7
  %34 = select i1 %32, i1 %33, i1 false
  br i1 %34, label %41, label %35

35:                                               ; preds = %28, %23
  %36 = phi i32 [ %31, %28 ], [ %27, %23 ]
  %37 = phi ptr [ %3, %28 ], [ %26, %23 ]
  %38 = phi i32 [ %18, %28 ], [ %24, %23 ]
  %39 = getelementptr inbounds i8, ptr %37, i64 8
  %40 = load i32, ptr %37, align 8, !tbaa !9
  br label %46

41:                                               ; preds = %28
  %42 = sext i32 %21 to i64
  %43 = getelementptr inbounds i8, ptr %5, i64 %42
  %44 = load i32, ptr %43, align 8, !tbaa !9
  %45 = icmp slt i32 %7, -31
  br i1 %45, label %53, label %46

46:                                               ; preds = %41, %35
  %47 = phi i32 [ %44, %41 ], [ %40, %35 ]
  %48 = phi ptr [ %3, %41 ], [ %39, %35 ]
  %49 = phi i32 [ %18, %41 ], [ %38, %35 ]
  %50 = phi i32 [ %31, %41 ], [ %36, %35 ]
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load i32, ptr %48, align 8, !tbaa !9
  br label %63

53:                                               ; preds = %41
  %54 = sext i32 %7 to i64
  %55 = getelementptr i8, ptr %5, i64 %54
  %56 = getelementptr i8, ptr %55, i64 24
  %57 = load i32, ptr %56, align 8, !tbaa !9
  %58 = icmp slt i32 %7, -39
  br i1 %58, label %59, label %63

59:                                               ; preds = %53
  %60 = sext i32 %7 to i64
  %61 = getelementptr i8, ptr %5, i64 %60
  %62 = getelementptr i8, ptr %61, i64 32
  br label %63

63:                                               ; preds = %53, %46, %59
  %64 = phi i32 [ %57, %59 ], [ %52, %46 ], [ %57, %53 ]
  %65 = phi i32 [ %31, %59 ], [ %50, %46 ], [ %31, %53 ]
  %66 = phi i32 [ %18, %59 ], [ %49, %46 ], [ %18, %53 ]
  %67 = phi i32 [ %44, %59 ], [ %47, %46 ], [ %44, %53 ]
  %68 = phi ptr [ %62, %59 ], [ %51, %46 ], [ %3, %53 ]
  %69 = shl nsw i32 %64, 2
  %70 = mul nsw i32 %67, 3
  %71 = shl nsw i32 %65, 1
  %72 = add nsw i32 %71, %66
  %73 = add nsw i32 %70, %72
  %74 = add nsw i32 %69, %73
  %75 = load i32, ptr %68, align 8, !tbaa !9
  %76 = mul nsw i32 %75, 5
  %77 = add nsw i32 %76, %74
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9
  ret i32 %77
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i32 @twice(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = load ptr, ptr %2, align 8, !tbaa !20
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !20
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = load i32, ptr %7, align 8, !tbaa !9
  %9 = icmp sgt i32 %8, -1
  br i1 %9, label %13, label %10

10:                                               ; preds = %1
  %11 = add nsw i32 %8, 8
  %12 = icmp ult i32 %8, -7
  br i1 %12, label %16, label %13

13:                                               ; preds = %1, %10
  %14 = getelementptr inbounds i8, ptr %4, i64 8
  %15 = load i32, ptr %4, align 8, !tbaa !9
  br label %23

16:                                               ; preds = %10
  %17 = sext i32 %8 to i64
  %18 = getelementptr inbounds i8, ptr %6, i64 %17
  %19 = load i32, ptr %18, align 8, !tbaa !9
  %20 = icmp sle i32 %8, -9
  %21 = icmp ult i32 %11, -7
  %22 = select i1 %20, i1 %21, i1 false
  br i1 %22, label %28, label %23

23:                                               ; preds = %16, %13
  %24 = phi i32 [ %19, %16 ], [ %15, %13 ]
  %25 = phi ptr [ %4, %16 ], [ %14, %13 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  %27 = load i32, ptr %25, align 8, !tbaa !9
  br label %33

28:                                               ; preds = %16
  %29 = sext i32 %11 to i64
  %30 = getelementptr inbounds i8, ptr %6, i64 %29
  %31 = load i32, ptr %30, align 8, !tbaa !9
  %32 = icmp slt i32 %8, -23
  br i1 %32, label %39, label %33

33:                                               ; preds = %28, %23
  %34 = phi i32 [ %31, %28 ], [ %27, %23 ]
  %35 = phi ptr [ %4, %28 ], [ %26, %23 ]
  %36 = phi i32 [ %19, %28 ], [ %24, %23 ]
  %37 = getelementptr inbounds i8, ptr %35, i64 8
  %38 = load i32, ptr %35, align 8, !tbaa !9
  br label %49

39:                                               ; preds = %28
  %40 = sext i32 %8 to i64
  %41 = getelementptr i8, ptr %6, i64 %40
  %42 = getelementptr i8, ptr %41, i64 16
  %43 = load i32, ptr %42, align 8, !tbaa !9
  %44 = icmp slt i32 %8, -31
  br i1 %44, label %45, label %49

45:                                               ; preds = %39
  %46 = sext i32 %8 to i64
  %47 = getelementptr i8, ptr %6, i64 %46
  %48 = getelementptr i8, ptr %47, i64 24
  br label %49

49:                                               ; preds = %39, %33, %45
  %50 = phi i32 [ %43, %45 ], [ %38, %33 ], [ %43, %39 ]
  %51 = phi i32 [ %19, %45 ], [ %36, %33 ], [ %19, %39 ]
  %52 = phi i32 [ %31, %45 ], [ %34, %33 ], [ %31, %39 ]
  %53 = phi ptr [ %48, %45 ], [ %37, %33 ], [ %4, %39 ]
  %54 = load i32, ptr %53, align 8, !tbaa !9
  %55 = load ptr, ptr %3, align 8, !tbaa !20
  %56 = getelementptr inbounds i8, ptr %3, i64 8
  %57 = load ptr, ptr %56, align 8, !tbaa !20
  %58 = getelementptr inbounds i8, ptr %3, i64 24
  %59 = load i32, ptr %58, align 8, !tbaa !9
  %60 = icmp sgt i32 %59, -1
  br i1 %60, label %64, label %61

61:                                               ; preds = %49
  %62 = add nsw i32 %59, 8
  %63 = icmp ult i32 %59, -7
  br i1 %63, label %67, label %64

64:                                               ; preds = %49, %61
  %65 = getelementptr inbounds i8, ptr %55, i64 8
  %66 = load i32, ptr %55, align 8, !tbaa !9
  br label %74

67:                                               ; preds = %61
  %68 = sext i32 %59 to i64
  %69 = getelementptr inbounds i8, ptr %57, i64 %68
  %70 = load i32, ptr %69, align 8, !tbaa !9
  %71 = icmp sle i32 %59, -9
  %72 = icmp ult i32 %62, -7
  %73 = select i1 %71, i1 %72, i1 false
  br i1 %73, label %79, label %74

74:                                               ; preds = %67, %64
  %75 = phi i32 [ %70, %67 ], [ %66, %64 ]
  %76 = phi ptr [ %55, %67 ], [ %65, %64 ]
  %77 = getelementptr inbounds i8, ptr %76, i64 8
  %78 = load i32, ptr %76, align 8, !tbaa !9
  br label %84

79:                                               ; preds = %67
  %80 = sext i32 %62 to i64
  %81 = getelementptr inbounds i8, ptr %57, i64 %80
  %82 = load i32, ptr %81, align 8, !tbaa !9
  %83 = icmp slt i32 %59, -23
  br i1 %83, label %90, label %84

84:                                               ; preds = %79, %74
  %85 = phi i32 [ %82, %79 ], [ %78, %74 ]
  %86 = phi ptr [ %55, %79 ], [ %77, %74 ]
  %87 = phi i32 [ %70, %79 ], [ %75, %74 ]
  %88 = getelementptr inbounds i8, ptr %86, i64 8
  %89 = load i32, ptr %86, align 8, !tbaa !9
  br label %100

90:                                               ; preds = %79
  %91 = sext i32 %59 to i64
  %92 = getelementptr i8, ptr %57, i64 %91
  %93 = getelementptr i8, ptr %92, i64 16
  %94 = load i32, ptr %93, align 8, !tbaa !9
  %95 = icmp slt i32 %59, -31
  br i1 %95, label %96, label %100

96:                                               ; preds = %90
  %97 = sext i32 %59 to i64
  %98 = getelementptr i8, ptr %57, i64 %97
  %99 = getelementptr i8, ptr %98, i64 24
  br label %100

100:                                              ; preds = %90, %84, %96
  %101 = phi i32 [ %94, %96 ], [ %89, %84 ], [ %94, %90 ]
  %102 = phi i32 [ %70, %96 ], [ %87, %84 ], [ %70, %90 ]
  %103 = phi i32 [ %82, %96 ], [ %85, %84 ], [ %82, %90 ]
  %104 = phi ptr [ %99, %96 ], [ %88, %84 ], [ %55, %90 ]
  %105 = mul nsw i32 %101, 3
  %106 = shl nsw i32 %103, 1
  %107 = add nsw i32 %106, %102
  %108 = add nsw i32 %105, %107
  %109 = shl nsw i32 %54, 2
  %110 = mul nsw i32 %50, 3
  %111 = shl nsw i32 %52, 1
  %112 = add nsw i32 %111, %51
  %113 = add nsw i32 %110, %112
  %114 = load i32, ptr %104, align 8, !tbaa !9
  %115 = shl nsw i32 %114, 2
  %116 = add nsw i32 %115, %108
  %117 = add nsw i32 %109, %113
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  %118 = mul nsw i32 %117, 100
  %119 = add nsw i32 %116, %118
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9
  ret i32 %119
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal ptr @nth_string(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 24
  %4 = load i32, ptr %3, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load ptr, ptr %6, align 8
  %8 = icmp sgt i32 %4, -1
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = add nsw i32 %4, 8
  store i32 %10, ptr %3, align 8
  %11 = icmp ult i32 %4, -7
  br i1 %11, label %14, label %12

12:                                               ; preds = %1, %9
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  br label %19

14:                                               ; preds = %9
  %15 = icmp sgt i32 %4, -9
  br i1 %15, label %19, label %16

16:                                               ; preds = %14
  %17 = add nsw i32 %4, 16
  store i32 %17, ptr %3, align 8
  %18 = icmp ult i32 %10, -7
  br i1 %18, label %22, label %19

19:                                               ; preds = %14, %16, %12
  %20 = phi ptr [ %5, %16 ], [ %5, %14 ], [ %13, %12 ]
  %21 = getelementptr inbounds i8, ptr %20, i64 8
  br label %30

22:                                               ; preds = %16
  %23 = icmp sgt i32 %4, -17
  br i1 %23, label %30, label %24

24:                                               ; preds = %22
  %25 = add nsw i32 %4, 24
  store i32 %25, ptr %3, align 8
  %26 = icmp ult i32 %17, -7
  br i1 %26, label %27, label %30

27:                                               ; preds = %24
  %28 = sext i32 %17 to i64
  %29 = getelementptr inbounds i8, ptr %7, i64 %28
  br label %33

30:                                               ; preds = %19, %24, %22
  %31 = phi ptr [ %21, %19 ], [ %5, %24 ], [ %5, %22 ]
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr %32, ptr %2, align 8
  br label %33

33:                                               ; preds = %30, %27
  %34 = phi ptr [ %29, %27 ], [ %31, %30 ]
  %35 = load ptr, ptr %34, align 8, !tbaa !20
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9
  ret ptr %35
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !7, i64 0}
!15 = distinct !{!15, !12}
!16 = !{!17, !17, i64 0}
!17 = !{!"long double", !7, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"long", !7, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"any pointer", !7, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"short", !7, i64 0}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
