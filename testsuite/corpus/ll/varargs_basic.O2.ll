; ModuleID = 'programs/varargs_basic.c'
source_filename = "programs/varargs_basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pair = type { double, double }
%struct.big = type { [5 x i64] }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [18 x i8] c"ints %ld %ld %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"doubles %g %g\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"ld %.20Lg\0A\00", align 1
@__const.main.pr = private unnamed_addr constant %struct.pair { double 1.500000e+00, double 4.000000e+00 }, align 8
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
  %1 = alloca %struct.big, align 8
  %2 = alloca [128 x i8], align 16
  %3 = tail call i64 (i32, ...) @sum_ints(i32 noundef 0)
  %4 = tail call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %5 = tail call i64 (i32, ...) @sum_ints(i32 noundef 20, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12, i32 noundef 13, i32 noundef 14, i32 noundef 15, i32 noundef 16, i32 noundef 17, i32 noundef 18, i32 noundef 19, i32 noundef -20)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %3, i64 noundef %4, i64 noundef %5)
  %7 = tail call double (i32, ...) @sum_doubles(i32 noundef 2, double noundef 5.000000e-01, double noundef 2.500000e-01)
  %8 = tail call double (i32, ...) @sum_doubles(i32 noundef 12, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, double noundef 1.250000e+01)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %7, double noundef %8)
  %10 = tail call x86_fp80 (i32, ...) @sum_ld(i32 poison, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xK3FFEAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xK3FC39392EE8E921D5D07, x86_fp80 noundef 0xK4001A000000000000000)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %10)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #9
  store i64 1, ptr %1, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 2, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 3, ptr %13, align 8
  %14 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 4, ptr %14, align 8
  %15 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 100, ptr %15, align 8
  %16 = tail call double (ptr, ...) @mixed(ptr noundef nonnull @.str.4, i32 noundef 5, i32 noundef 6, i64 noundef 7, double noundef 5.000000e-01, x86_fp80 noundef 0xK4000A000000000000000, ptr noundef nonnull @.str.5, i64 281466386776068, double 1.500000e+00, double 4.000000e+00, ptr noundef nonnull byval(%struct.big) align 8 %1, i32 noundef 65, double noundef 1.250000e+00)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %16)
  %18 = tail call double (ptr, ...) @mixed(ptr noundef nonnull @.str.7, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %18)
  %20 = tail call double (ptr, ...) @mixed(ptr noundef nonnull @.str.9, double 1.500000e+00, double 4.000000e+00, double 1.500000e+00, double 4.000000e+00, double 1.500000e+00, double 4.000000e+00, double 1.500000e+00, double 4.000000e+00, ptr noundef nonnull byval(%struct.pair) align 8 @__const.main.pr, i64 281466386776068, i64 281466386776068, i64 281466386776068)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %20)
  %22 = tail call i32 (i32, ...) @wsum(i32 poison, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %23 = tail call i32 (i32, ...) @twice(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %22, i32 noundef %23)
  %25 = tail call ptr (i32, ...) @nth_string(i32 poison, ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %25)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #9
  %27 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 128, ptr noundef nonnull @.str.16, i32 noundef -42, ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.18, i32 noundef 122, i32 noundef 255, i32 noundef 8, i64 noundef -1, ptr noundef null) #9
  %28 = call i32 @puts(ptr nonnull dereferenceable(1) %2)
  %29 = tail call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 10, i32 noundef 20, i32 noundef 30)
  %30 = trunc i64 %29 to i32
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #9
  ret i32 %30
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %33

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1
  %11 = icmp eq i32 %0, 1
  br i1 %11, label %14, label %12

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483646
  br label %35

14:                                               ; preds = %61, %4
  %15 = phi i64 [ poison, %4 ], [ %67, %61 ]
  %16 = phi ptr [ %9, %4 ], [ %62, %61 ]
  %17 = phi i64 [ 0, %4 ], [ %67, %61 ]
  %18 = phi i32 [ %5, %4 ], [ %63, %61 ]
  %19 = icmp eq i32 %10, 0
  br i1 %19, label %33, label %20

20:                                               ; preds = %14
  %21 = icmp ult i32 %18, 41
  br i1 %21, label %24, label %22

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %16, i64 8
  store ptr %23, ptr %6, align 8
  br label %28

24:                                               ; preds = %20
  %25 = zext nneg i32 %18 to i64
  %26 = getelementptr i8, ptr %8, i64 %25
  %27 = add nuw nsw i32 %18, 8
  store i32 %27, ptr %2, align 16
  br label %28

28:                                               ; preds = %24, %22
  %29 = phi ptr [ %26, %24 ], [ %16, %22 ]
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 %17, %31
  br label %33

33:                                               ; preds = %28, %14, %1
  %34 = phi i64 [ 0, %1 ], [ %15, %14 ], [ %32, %28 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9
  ret i64 %34

35:                                               ; preds = %61, %12
  %36 = phi ptr [ %9, %12 ], [ %62, %61 ]
  %37 = phi i64 [ 0, %12 ], [ %67, %61 ]
  %38 = phi i32 [ %5, %12 ], [ %63, %61 ]
  %39 = phi i32 [ 0, %12 ], [ %68, %61 ]
  %40 = icmp ult i32 %38, 41
  br i1 %40, label %41, label %45

41:                                               ; preds = %35
  %42 = zext nneg i32 %38 to i64
  %43 = getelementptr i8, ptr %8, i64 %42
  %44 = add nuw nsw i32 %38, 8
  store i32 %44, ptr %2, align 16
  br label %47

45:                                               ; preds = %35
  %46 = getelementptr i8, ptr %36, i64 8
  store ptr %46, ptr %6, align 8
  br label %47

47:                                               ; preds = %45, %41
  %48 = phi ptr [ %36, %41 ], [ %46, %45 ]
  %49 = phi i32 [ %44, %41 ], [ %38, %45 ]
  %50 = phi ptr [ %43, %41 ], [ %36, %45 ]
  %51 = load i32, ptr %50, align 4, !tbaa !5
  %52 = sext i32 %51 to i64
  %53 = add nsw i64 %37, %52
  %54 = icmp ult i32 %49, 41
  br i1 %54, label %57, label %55

55:                                               ; preds = %47
  %56 = getelementptr i8, ptr %48, i64 8
  store ptr %56, ptr %6, align 8
  br label %61

57:                                               ; preds = %47
  %58 = zext nneg i32 %49 to i64
  %59 = getelementptr i8, ptr %8, i64 %58
  %60 = add nuw nsw i32 %49, 8
  store i32 %60, ptr %2, align 16
  br label %61

61:                                               ; preds = %57, %55
  %62 = phi ptr [ %48, %57 ], [ %56, %55 ]
  %63 = phi i32 [ %60, %57 ], [ %49, %55 ]
  %64 = phi ptr [ %59, %57 ], [ %48, %55 ]
  %65 = load i32, ptr %64, align 4, !tbaa !5
  %66 = sext i32 %65 to i64
  %67 = add nsw i64 %53, %66
  %68 = add i32 %39, 2
  %69 = icmp eq i32 %68, %13
  br i1 %69, label %14, label %35, !llvm.loop !9
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal double @sum_doubles(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %33

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %2, i64 4
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load i32, ptr %5, align 4
  %10 = load ptr, ptr %6, align 8
  %11 = and i32 %0, 1
  %12 = icmp eq i32 %0, 1
  br i1 %12, label %15, label %13

13:                                               ; preds = %4
  %14 = and i32 %0, 2147483646
  br label %35

15:                                               ; preds = %60, %4
  %16 = phi double [ poison, %4 ], [ %65, %60 ]
  %17 = phi ptr [ %10, %4 ], [ %61, %60 ]
  %18 = phi i32 [ %9, %4 ], [ %62, %60 ]
  %19 = phi double [ 0.000000e+00, %4 ], [ %65, %60 ]
  %20 = icmp eq i32 %11, 0
  br i1 %20, label %33, label %21

21:                                               ; preds = %15
  %22 = icmp ult i32 %18, 161
  br i1 %22, label %25, label %23

23:                                               ; preds = %21
  %24 = getelementptr i8, ptr %17, i64 8
  store ptr %24, ptr %6, align 8
  br label %29

25:                                               ; preds = %21
  %26 = zext nneg i32 %18 to i64
  %27 = getelementptr i8, ptr %8, i64 %26
  %28 = add nuw nsw i32 %18, 16
  store i32 %28, ptr %5, align 4
  br label %29

29:                                               ; preds = %25, %23
  %30 = phi ptr [ %27, %25 ], [ %17, %23 ]
  %31 = load double, ptr %30, align 8, !tbaa !11
  %32 = fadd double %19, %31
  br label %33

33:                                               ; preds = %29, %15, %1
  %34 = phi double [ 0.000000e+00, %1 ], [ %16, %15 ], [ %32, %29 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9
  ret double %34

35:                                               ; preds = %60, %13
  %36 = phi ptr [ %10, %13 ], [ %61, %60 ]
  %37 = phi i32 [ %9, %13 ], [ %62, %60 ]
  %38 = phi double [ 0.000000e+00, %13 ], [ %65, %60 ]
  %39 = phi i32 [ 0, %13 ], [ %66, %60 ]
  %40 = icmp ult i32 %37, 161
  br i1 %40, label %41, label %45

41:                                               ; preds = %35
  %42 = zext nneg i32 %37 to i64
  %43 = getelementptr i8, ptr %8, i64 %42
  %44 = add nuw nsw i32 %37, 16
  store i32 %44, ptr %5, align 4
  br label %47

45:                                               ; preds = %35
  %46 = getelementptr i8, ptr %36, i64 8
  store ptr %46, ptr %6, align 8
  br label %47

47:                                               ; preds = %45, %41
  %48 = phi ptr [ %36, %41 ], [ %46, %45 ]
  %49 = phi i32 [ %44, %41 ], [ %37, %45 ]
  %50 = phi ptr [ %43, %41 ], [ %36, %45 ]
  %51 = load double, ptr %50, align 8, !tbaa !11
  %52 = fadd double %38, %51
  %53 = icmp ult i32 %49, 161
  br i1 %53, label %56, label %54

54:                                               ; preds = %47
  %55 = getelementptr i8, ptr %48, i64 8
  store ptr %55, ptr %6, align 8
  br label %60

56:                                               ; preds = %47
  %57 = zext nneg i32 %49 to i64
  %58 = getelementptr i8, ptr %8, i64 %57
  %59 = add nuw nsw i32 %49, 16
  store i32 %59, ptr %5, align 4
  br label %60

60:                                               ; preds = %56, %54
  %61 = phi ptr [ %48, %56 ], [ %55, %54 ]
  %62 = phi i32 [ %59, %56 ], [ %49, %54 ]
  %63 = phi ptr [ %58, %56 ], [ %48, %54 ]
  %64 = load double, ptr %63, align 8, !tbaa !11
  %65 = fadd double %52, %64
  %66 = add i32 %39, 2
  %67 = icmp eq i32 %66, %14
  br i1 %67, label %15, label %35, !llvm.loop !13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal x86_fp80 @sum_ld(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 15
  %6 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %5, i64 -16)
  %7 = getelementptr i8, ptr %6, i64 16
  store ptr %7, ptr %3, align 8
  %8 = load x86_fp80, ptr %6, align 16, !tbaa !14
  %9 = fadd x86_fp80 %8, 0xK00000000000000000000
  %10 = getelementptr i8, ptr %6, i64 16
  %11 = getelementptr i8, ptr %6, i64 32
  store ptr %11, ptr %3, align 8
  %12 = load x86_fp80, ptr %10, align 16, !tbaa !14
  %13 = fadd x86_fp80 %9, %12
  %14 = getelementptr i8, ptr %6, i64 32
  %15 = getelementptr i8, ptr %6, i64 48
  store ptr %15, ptr %3, align 8
  %16 = load x86_fp80, ptr %14, align 16, !tbaa !14
  %17 = fadd x86_fp80 %13, %16
  %18 = getelementptr i8, ptr %6, i64 48
  %19 = getelementptr i8, ptr %6, i64 64
  store ptr %19, ptr %3, align 8
  %20 = load x86_fp80, ptr %18, align 16, !tbaa !14
  %21 = fadd x86_fp80 %17, %20
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9
  ret x86_fp80 %21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nounwind uwtable
define internal double @mixed(ptr nocapture noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = load i32, ptr %2, align 16
  %5 = getelementptr inbounds i8, ptr %2, i64 4
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load i32, ptr %5, align 4
  %10 = load ptr, ptr %6, align 8
  br label %11

11:                                               ; preds = %186, %1
  %12 = phi ptr [ %10, %1 ], [ %187, %186 ]
  %13 = phi i32 [ %9, %1 ], [ %188, %186 ]
  %14 = phi i32 [ %4, %1 ], [ %189, %186 ]
  %15 = phi ptr [ %0, %1 ], [ %191, %186 ]
  %16 = phi double [ 0.000000e+00, %1 ], [ %190, %186 ]
  %17 = load i8, ptr %15, align 1, !tbaa !16
  switch i8 %17, label %186 [
    i8 0, label %18
    i8 105, label %27
    i8 108, label %42
    i8 100, label %57
    i8 76, label %71
    i8 112, label %78
    i8 115, label %94
    i8 80, label %114
    i8 66, label %134
    i8 99, label %155
    i8 102, label %172
  ]

18:                                               ; preds = %11
  call void @llvm.va_end.p0(ptr nonnull %2)
  %19 = load i8, ptr %0, align 1, !tbaa !16
  %20 = icmp eq i8 %19, 105
  br i1 %20, label %21, label %195

21:                                               ; preds = %18
  %22 = load i32, ptr %3, align 16
  %23 = getelementptr inbounds i8, ptr %3, i64 8
  %24 = getelementptr inbounds i8, ptr %3, i64 16
  %25 = load ptr, ptr %24, align 16
  %26 = load ptr, ptr %23, align 8
  br label %198

27:                                               ; preds = %11
  %28 = icmp ult i32 %14, 41
  br i1 %28, label %29, label %33

29:                                               ; preds = %27
  %30 = zext nneg i32 %14 to i64
  %31 = getelementptr i8, ptr %8, i64 %30
  %32 = add nuw nsw i32 %14, 8
  store i32 %32, ptr %2, align 16
  br label %35

33:                                               ; preds = %27
  %34 = getelementptr i8, ptr %12, i64 8
  store ptr %34, ptr %6, align 8
  br label %35

35:                                               ; preds = %33, %29
  %36 = phi ptr [ %12, %29 ], [ %34, %33 ]
  %37 = phi i32 [ %32, %29 ], [ %14, %33 ]
  %38 = phi ptr [ %31, %29 ], [ %12, %33 ]
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = sitofp i32 %39 to double
  %41 = fadd double %16, %40
  br label %186

42:                                               ; preds = %11
  %43 = icmp ult i32 %14, 41
  br i1 %43, label %44, label %48

44:                                               ; preds = %42
  %45 = zext nneg i32 %14 to i64
  %46 = getelementptr i8, ptr %8, i64 %45
  %47 = add nuw nsw i32 %14, 8
  store i32 %47, ptr %2, align 16
  br label %50

48:                                               ; preds = %42
  %49 = getelementptr i8, ptr %12, i64 8
  store ptr %49, ptr %6, align 8
  br label %50

50:                                               ; preds = %48, %44
  %51 = phi ptr [ %12, %44 ], [ %49, %48 ]
  %52 = phi i32 [ %47, %44 ], [ %14, %48 ]
  %53 = phi ptr [ %46, %44 ], [ %12, %48 ]
  %54 = load i64, ptr %53, align 8, !tbaa !17
  %55 = sitofp i64 %54 to double
  %56 = fadd double %16, %55
  br label %186

57:                                               ; preds = %11
  %58 = icmp ult i32 %13, 161
  br i1 %58, label %59, label %63

59:                                               ; preds = %57
  %60 = zext nneg i32 %13 to i64
  %61 = getelementptr i8, ptr %8, i64 %60
  %62 = add nuw nsw i32 %13, 16
  store i32 %62, ptr %5, align 4
  br label %65

63:                                               ; preds = %57
  %64 = getelementptr i8, ptr %12, i64 8
  store ptr %64, ptr %6, align 8
  br label %65

65:                                               ; preds = %63, %59
  %66 = phi ptr [ %12, %59 ], [ %64, %63 ]
  %67 = phi i32 [ %62, %59 ], [ %13, %63 ]
  %68 = phi ptr [ %61, %59 ], [ %12, %63 ]
  %69 = load double, ptr %68, align 8, !tbaa !11
  %70 = fadd double %16, %69
  br label %186

71:                                               ; preds = %11
  %72 = getelementptr inbounds i8, ptr %12, i64 15
  %73 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %72, i64 -16)
  %74 = getelementptr i8, ptr %73, i64 16
  store ptr %74, ptr %6, align 8
  %75 = load x86_fp80, ptr %73, align 16, !tbaa !14
  %76 = fptrunc x86_fp80 %75 to double
  %77 = fadd double %16, %76
  br label %186

78:                                               ; preds = %11
  %79 = icmp ult i32 %14, 41
  br i1 %79, label %80, label %84

80:                                               ; preds = %78
  %81 = zext nneg i32 %14 to i64
  %82 = getelementptr i8, ptr %8, i64 %81
  %83 = add nuw nsw i32 %14, 8
  store i32 %83, ptr %2, align 16
  br label %86

84:                                               ; preds = %78
  %85 = getelementptr i8, ptr %12, i64 8
  store ptr %85, ptr %6, align 8
  br label %86

86:                                               ; preds = %84, %80
  %87 = phi ptr [ %12, %80 ], [ %85, %84 ]
  %88 = phi i32 [ %83, %80 ], [ %14, %84 ]
  %89 = phi ptr [ %82, %80 ], [ %12, %84 ]
  %90 = load ptr, ptr %89, align 8, !tbaa !19
  %91 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %90) #10
  %92 = uitofp i64 %91 to double
  %93 = fadd double %16, %92
  br label %186

94:                                               ; preds = %11
  %95 = icmp ult i32 %14, 41
  br i1 %95, label %96, label %100

96:                                               ; preds = %94
  %97 = zext nneg i32 %14 to i64
  %98 = getelementptr i8, ptr %8, i64 %97
  %99 = add nuw nsw i32 %14, 8
  store i32 %99, ptr %2, align 16
  br label %102

100:                                              ; preds = %94
  %101 = getelementptr i8, ptr %12, i64 8
  store ptr %101, ptr %6, align 8
  br label %102

102:                                              ; preds = %100, %96
  %103 = phi ptr [ %12, %96 ], [ %101, %100 ]
  %104 = phi i32 [ %99, %96 ], [ %14, %100 ]
  %105 = phi ptr [ %98, %96 ], [ %12, %100 ]
  %106 = load i32, ptr %105, align 4, !tbaa !5
  %107 = getelementptr inbounds i8, ptr %105, i64 4
  %108 = load i16, ptr %107, align 4, !tbaa !21
  %109 = mul nsw i32 %106, 10
  %110 = sext i16 %108 to i32
  %111 = add nsw i32 %109, %110
  %112 = sitofp i32 %111 to double
  %113 = fadd double %16, %112
  br label %186

114:                                              ; preds = %11
  %115 = icmp ult i32 %13, 145
  br i1 %115, label %116, label %123

116:                                              ; preds = %114
  %117 = zext nneg i32 %13 to i64
  %118 = getelementptr i8, ptr %8, i64 %117
  %119 = getelementptr inbounds i8, ptr %118, i64 16
  %120 = load double, ptr %118, align 16
  %121 = load double, ptr %119, align 16
  %122 = add nuw nsw i32 %13, 32
  store i32 %122, ptr %5, align 4
  br label %128

123:                                              ; preds = %114
  %124 = getelementptr i8, ptr %12, i64 16
  store ptr %124, ptr %6, align 8
  %125 = load double, ptr %12, align 8, !tbaa !11
  %126 = getelementptr inbounds i8, ptr %12, i64 8
  %127 = load double, ptr %126, align 8, !tbaa !11
  br label %128

128:                                              ; preds = %123, %116
  %129 = phi double [ %121, %116 ], [ %127, %123 ]
  %130 = phi double [ %120, %116 ], [ %125, %123 ]
  %131 = phi ptr [ %12, %116 ], [ %124, %123 ]
  %132 = phi i32 [ %122, %116 ], [ %13, %123 ]
  %133 = call double @llvm.fmuladd.f64(double %130, double %129, double %16)
  br label %186

134:                                              ; preds = %11
  %135 = getelementptr i8, ptr %12, i64 40
  store ptr %135, ptr %6, align 8
  %136 = load i64, ptr %12, align 8
  %137 = getelementptr inbounds i8, ptr %12, i64 8
  %138 = load i64, ptr %137, align 8
  %139 = getelementptr inbounds i8, ptr %12, i64 16
  %140 = load i64, ptr %139, align 8
  %141 = getelementptr inbounds i8, ptr %12, i64 24
  %142 = load i64, ptr %141, align 8
  %143 = getelementptr inbounds i8, ptr %12, i64 32
  %144 = load i64, ptr %143, align 8, !tbaa !16
  %145 = sitofp i64 %136 to double
  %146 = fadd double %16, %145
  %147 = sitofp i64 %138 to double
  %148 = fadd double %146, %147
  %149 = sitofp i64 %140 to double
  %150 = fadd double %148, %149
  %151 = sitofp i64 %142 to double
  %152 = fadd double %150, %151
  %153 = sitofp i64 %144 to double
  %154 = fadd double %152, %153
  br label %186

155:                                              ; preds = %11
  %156 = icmp ult i32 %14, 41
  br i1 %156, label %157, label %161

157:                                              ; preds = %155
  %158 = zext nneg i32 %14 to i64
  %159 = getelementptr i8, ptr %8, i64 %158
  %160 = add nuw nsw i32 %14, 8
  store i32 %160, ptr %2, align 16
  br label %163

161:                                              ; preds = %155
  %162 = getelementptr i8, ptr %12, i64 8
  store ptr %162, ptr %6, align 8
  br label %163

163:                                              ; preds = %161, %157
  %164 = phi ptr [ %12, %157 ], [ %162, %161 ]
  %165 = phi i32 [ %160, %157 ], [ %14, %161 ]
  %166 = phi ptr [ %159, %157 ], [ %12, %161 ]
  %167 = load i32, ptr %166, align 4, !tbaa !5
  %168 = shl i32 %167, 24
  %169 = ashr exact i32 %168, 24
  %170 = sitofp i32 %169 to double
  %171 = fadd double %16, %170
  br label %186

172:                                              ; preds = %11
  %173 = icmp ult i32 %13, 161
  br i1 %173, label %174, label %178

174:                                              ; preds = %172
  %175 = zext nneg i32 %13 to i64
  %176 = getelementptr i8, ptr %8, i64 %175
  %177 = add nuw nsw i32 %13, 16
  store i32 %177, ptr %5, align 4
  br label %180

178:                                              ; preds = %172
  %179 = getelementptr i8, ptr %12, i64 8
  store ptr %179, ptr %6, align 8
  br label %180

180:                                              ; preds = %178, %174
  %181 = phi ptr [ %12, %174 ], [ %179, %178 ]
  %182 = phi i32 [ %177, %174 ], [ %13, %178 ]
  %183 = phi ptr [ %176, %174 ], [ %12, %178 ]
  %184 = load double, ptr %183, align 8, !tbaa !11
  %185 = fadd double %16, %184
  br label %186

186:                                              ; preds = %11, %35, %50, %65, %71, %86, %102, %128, %134, %163, %180
  %187 = phi ptr [ %181, %180 ], [ %164, %163 ], [ %135, %134 ], [ %131, %128 ], [ %103, %102 ], [ %87, %86 ], [ %74, %71 ], [ %66, %65 ], [ %51, %50 ], [ %36, %35 ], [ %12, %11 ]
  %188 = phi i32 [ %182, %180 ], [ %13, %163 ], [ %13, %134 ], [ %132, %128 ], [ %13, %102 ], [ %13, %86 ], [ %13, %71 ], [ %67, %65 ], [ %13, %50 ], [ %13, %35 ], [ %13, %11 ]
  %189 = phi i32 [ %14, %180 ], [ %165, %163 ], [ %14, %134 ], [ %14, %128 ], [ %104, %102 ], [ %88, %86 ], [ %14, %71 ], [ %14, %65 ], [ %52, %50 ], [ %37, %35 ], [ %14, %11 ]
  %190 = phi double [ %185, %180 ], [ %171, %163 ], [ %154, %134 ], [ %133, %128 ], [ %113, %102 ], [ %93, %86 ], [ %77, %71 ], [ %70, %65 ], [ %56, %50 ], [ %41, %35 ], [ %16, %11 ]
  %191 = getelementptr inbounds i8, ptr %15, i64 1
  br label %11, !llvm.loop !23

192:                                              ; preds = %210
  %193 = mul nuw nsw i32 %217, 1000
  %194 = uitofp nneg i32 %193 to double
  br label %195

195:                                              ; preds = %192, %18
  %196 = phi double [ 0.000000e+00, %18 ], [ %194, %192 ]
  call void @llvm.va_end.p0(ptr nonnull %3)
  %197 = fadd double %16, %196
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9
  ret double %197

198:                                              ; preds = %21, %210
  %199 = phi ptr [ %26, %21 ], [ %211, %210 ]
  %200 = phi ptr [ %0, %21 ], [ %218, %210 ]
  %201 = phi i32 [ 0, %21 ], [ %217, %210 ]
  %202 = phi i32 [ %22, %21 ], [ %212, %210 ]
  %203 = icmp ult i32 %202, 41
  br i1 %203, label %204, label %208

204:                                              ; preds = %198
  %205 = zext nneg i32 %202 to i64
  %206 = getelementptr i8, ptr %25, i64 %205
  %207 = add nuw nsw i32 %202, 8
  store i32 %207, ptr %3, align 16
  br label %210

208:                                              ; preds = %198
  %209 = getelementptr i8, ptr %199, i64 8
  store ptr %209, ptr %23, align 8
  br label %210

210:                                              ; preds = %208, %204
  %211 = phi ptr [ %199, %204 ], [ %209, %208 ]
  %212 = phi i32 [ %207, %204 ], [ %202, %208 ]
  %213 = phi ptr [ %206, %204 ], [ %199, %208 ]
  %214 = load i32, ptr %213, align 4, !tbaa !5
  %215 = icmp sgt i32 %214, 0
  %216 = zext i1 %215 to i32
  %217 = add nuw nsw i32 %201, %216
  %218 = getelementptr inbounds i8, ptr %200, i64 1
  %219 = load i8, ptr %218, align 1, !tbaa !16
  %220 = icmp eq i8 %219, 105
  br i1 %220, label %198, label %192, !llvm.loop !24
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i32 @wsum(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = load i32, ptr %2, align 16
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 16
  %8 = icmp ult i32 %5, 41
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = getelementptr i8, ptr %6, i64 8
  store ptr %10, ptr %3, align 8
  %11 = load i32, ptr %6, align 4, !tbaa !5
  br label %18

12:                                               ; preds = %1
  %13 = zext nneg i32 %5 to i64
  %14 = getelementptr i8, ptr %7, i64 %13
  %15 = add nuw nsw i32 %5, 8
  store i32 %15, ptr %2, align 16
  %16 = load i32, ptr %14, align 4, !tbaa !5
  %17 = icmp ult i32 %5, 33
  br i1 %17, label %23, label %18

18:                                               ; preds = %12, %9
  %19 = phi i32 [ %11, %9 ], [ %16, %12 ]
  %20 = phi ptr [ %10, %9 ], [ %6, %12 ]
  %21 = getelementptr i8, ptr %20, i64 8
  store ptr %21, ptr %3, align 8
  %22 = load i32, ptr %20, align 4, !tbaa !5
  br label %29

23:                                               ; preds = %12
  %24 = zext nneg i32 %15 to i64
  %25 = getelementptr i8, ptr %7, i64 %24
  %26 = add nuw nsw i32 %5, 16
  store i32 %26, ptr %2, align 16
  %27 = load i32, ptr %25, align 4, !tbaa !5
  %28 = icmp ult i32 %5, 25
  br i1 %28, label %35, label %29

29:                                               ; preds = %23, %18
  %30 = phi i32 [ %22, %18 ], [ %27, %23 ]
  %31 = phi ptr [ %21, %18 ], [ %6, %23 ]
  %32 = phi i32 [ %19, %18 ], [ %16, %23 ]
  %33 = getelementptr i8, ptr %31, i64 8
  store ptr %33, ptr %3, align 8
  %34 = load i32, ptr %31, align 4, !tbaa !5
  br label %41

35:                                               ; preds = %23
  %36 = zext nneg i32 %26 to i64
  %37 = getelementptr i8, ptr %7, i64 %36
  %38 = add nuw nsw i32 %5, 24
  store i32 %38, ptr %2, align 16
  %39 = load i32, ptr %37, align 4, !tbaa !5
  %40 = icmp ult i32 %5, 17
  br i1 %40, label %48, label %41

41:                                               ; preds = %35, %29
  %42 = phi i32 [ %34, %29 ], [ %39, %35 ]
  %43 = phi ptr [ %33, %29 ], [ %6, %35 ]
  %44 = phi i32 [ %32, %29 ], [ %16, %35 ]
  %45 = phi i32 [ %30, %29 ], [ %27, %35 ]
  %46 = getelementptr i8, ptr %43, i64 8
  store ptr %46, ptr %3, align 8
  %47 = load i32, ptr %43, align 4, !tbaa !5
  br label %54

48:                                               ; preds = %35
  %49 = zext nneg i32 %38 to i64
  %50 = getelementptr i8, ptr %7, i64 %49
  %51 = or disjoint i32 %5, 32
  store i32 %51, ptr %2, align 16
  %52 = load i32, ptr %50, align 4, !tbaa !5
  %53 = icmp ult i32 %51, 41
  br i1 %53, label %61, label %54

54:                                               ; preds = %41, %48
  %55 = phi i32 [ %47, %41 ], [ %52, %48 ]
  %56 = phi ptr [ %46, %41 ], [ %6, %48 ]
  %57 = phi i32 [ %45, %41 ], [ %27, %48 ]
  %58 = phi i32 [ %44, %41 ], [ %16, %48 ]
  %59 = phi i32 [ %42, %41 ], [ %39, %48 ]
  %60 = getelementptr i8, ptr %56, i64 8
  store ptr %60, ptr %3, align 8
  br label %65

61:                                               ; preds = %48
  %62 = zext nneg i32 %51 to i64
  %63 = getelementptr i8, ptr %7, i64 %62
  %64 = add nuw nsw i32 %5, 40
  store i32 %64, ptr %2, align 16
  br label %65

65:                                               ; preds = %61, %54
  %66 = phi i32 [ %52, %61 ], [ %55, %54 ]
  %67 = phi i32 [ %27, %61 ], [ %57, %54 ]
  %68 = phi i32 [ %16, %61 ], [ %58, %54 ]
  %69 = phi i32 [ %39, %61 ], [ %59, %54 ]
  %70 = phi ptr [ %63, %61 ], [ %56, %54 ]
  %71 = shl nsw i32 %66, 2
  %72 = mul nsw i32 %69, 3
  %73 = shl nsw i32 %67, 1
  %74 = add nsw i32 %73, %68
  %75 = add nsw i32 %72, %74
  %76 = add nsw i32 %71, %75
  %77 = load i32, ptr %70, align 4, !tbaa !5
  %78 = mul nsw i32 %77, 5
  %79 = add nsw i32 %78, %76
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9
  ret i32 %79
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i32 @twice(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load i32, ptr %2, align 16
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 16
  %9 = icmp ult i32 %6, 41
  br i1 %9, label %13, label %10

10:                                               ; preds = %1
  %11 = getelementptr i8, ptr %7, i64 8
  store ptr %11, ptr %4, align 8
  %12 = load i32, ptr %7, align 4, !tbaa !5
  br label %19

13:                                               ; preds = %1
  %14 = zext nneg i32 %6 to i64
  %15 = getelementptr i8, ptr %8, i64 %14
  %16 = add nuw nsw i32 %6, 8
  store i32 %16, ptr %2, align 16
  %17 = load i32, ptr %15, align 4, !tbaa !5
  %18 = icmp ult i32 %6, 33
  br i1 %18, label %24, label %19

19:                                               ; preds = %13, %10
  %20 = phi i32 [ %12, %10 ], [ %17, %13 ]
  %21 = phi ptr [ %11, %10 ], [ %7, %13 ]
  %22 = getelementptr i8, ptr %21, i64 8
  store ptr %22, ptr %4, align 8
  %23 = load i32, ptr %21, align 4, !tbaa !5
  br label %30

24:                                               ; preds = %13
  %25 = zext nneg i32 %16 to i64
  %26 = getelementptr i8, ptr %8, i64 %25
  %27 = add nuw nsw i32 %6, 16
  store i32 %27, ptr %2, align 16
  %28 = load i32, ptr %26, align 4, !tbaa !5
  %29 = icmp ult i32 %6, 25
  br i1 %29, label %36, label %30

30:                                               ; preds = %24, %19
  %31 = phi i32 [ %23, %19 ], [ %28, %24 ]
  %32 = phi ptr [ %22, %19 ], [ %7, %24 ]
  %33 = phi i32 [ %20, %19 ], [ %17, %24 ]
  %34 = getelementptr i8, ptr %32, i64 8
  store ptr %34, ptr %4, align 8
  %35 = load i32, ptr %32, align 4, !tbaa !5
  br label %42

36:                                               ; preds = %24
  %37 = zext nneg i32 %27 to i64
  %38 = getelementptr i8, ptr %8, i64 %37
  %39 = add nuw nsw i32 %6, 24
  store i32 %39, ptr %2, align 16
  %40 = load i32, ptr %38, align 4, !tbaa !5
  %41 = icmp ult i32 %6, 17
  br i1 %41, label %48, label %42

42:                                               ; preds = %30, %36
  %43 = phi i32 [ %35, %30 ], [ %40, %36 ]
  %44 = phi ptr [ %34, %30 ], [ %7, %36 ]
  %45 = phi i32 [ %33, %30 ], [ %17, %36 ]
  %46 = phi i32 [ %31, %30 ], [ %28, %36 ]
  %47 = getelementptr i8, ptr %44, i64 8
  store ptr %47, ptr %4, align 8
  br label %52

48:                                               ; preds = %36
  %49 = zext nneg i32 %39 to i64
  %50 = getelementptr i8, ptr %8, i64 %49
  %51 = or disjoint i32 %6, 32
  store i32 %51, ptr %2, align 16
  br label %52

52:                                               ; preds = %48, %42
  %53 = phi i32 [ %40, %48 ], [ %43, %42 ]
  %54 = phi i32 [ %17, %48 ], [ %45, %42 ]
  %55 = phi i32 [ %28, %48 ], [ %46, %42 ]
  %56 = phi ptr [ %50, %48 ], [ %44, %42 ]
  %57 = load i32, ptr %56, align 4, !tbaa !5
  %58 = getelementptr inbounds i8, ptr %3, i64 8
  %59 = getelementptr inbounds i8, ptr %3, i64 16
  %60 = load i32, ptr %3, align 16
  %61 = load ptr, ptr %58, align 8
  %62 = load ptr, ptr %59, align 16
  %63 = icmp ult i32 %60, 41
  br i1 %63, label %67, label %64

64:                                               ; preds = %52
  %65 = getelementptr i8, ptr %61, i64 8
  store ptr %65, ptr %58, align 8
  %66 = load i32, ptr %61, align 4, !tbaa !5
  br label %73

67:                                               ; preds = %52
  %68 = zext nneg i32 %60 to i64
  %69 = getelementptr i8, ptr %62, i64 %68
  %70 = add nuw nsw i32 %60, 8
  store i32 %70, ptr %3, align 16
  %71 = load i32, ptr %69, align 4, !tbaa !5
  %72 = icmp ult i32 %60, 33
  br i1 %72, label %78, label %73

73:                                               ; preds = %67, %64
  %74 = phi i32 [ %66, %64 ], [ %71, %67 ]
  %75 = phi ptr [ %65, %64 ], [ %61, %67 ]
  %76 = getelementptr i8, ptr %75, i64 8
  store ptr %76, ptr %58, align 8
  %77 = load i32, ptr %75, align 4, !tbaa !5
  br label %84

78:                                               ; preds = %67
  %79 = zext nneg i32 %70 to i64
  %80 = getelementptr i8, ptr %62, i64 %79
  %81 = add nuw nsw i32 %60, 16
  store i32 %81, ptr %3, align 16
  %82 = load i32, ptr %80, align 4, !tbaa !5
  %83 = icmp ult i32 %60, 25
  br i1 %83, label %90, label %84

84:                                               ; preds = %78, %73
  %85 = phi i32 [ %77, %73 ], [ %82, %78 ]
  %86 = phi ptr [ %76, %73 ], [ %61, %78 ]
  %87 = phi i32 [ %74, %73 ], [ %71, %78 ]
  %88 = getelementptr i8, ptr %86, i64 8
  store ptr %88, ptr %58, align 8
  %89 = load i32, ptr %86, align 4, !tbaa !5
  br label %96

90:                                               ; preds = %78
  %91 = zext nneg i32 %81 to i64
  %92 = getelementptr i8, ptr %62, i64 %91
  %93 = add nuw nsw i32 %60, 24
  store i32 %93, ptr %3, align 16
  %94 = load i32, ptr %92, align 4, !tbaa !5
  %95 = icmp ult i32 %60, 17
  br i1 %95, label %102, label %96

96:                                               ; preds = %84, %90
  %97 = phi i32 [ %89, %84 ], [ %94, %90 ]
  %98 = phi ptr [ %88, %84 ], [ %61, %90 ]
  %99 = phi i32 [ %87, %84 ], [ %71, %90 ]
  %100 = phi i32 [ %85, %84 ], [ %82, %90 ]
  %101 = getelementptr i8, ptr %98, i64 8
  store ptr %101, ptr %58, align 8
  br label %106

102:                                              ; preds = %90
  %103 = zext nneg i32 %93 to i64
  %104 = getelementptr i8, ptr %62, i64 %103
  %105 = or disjoint i32 %60, 32
  store i32 %105, ptr %3, align 16
  br label %106

106:                                              ; preds = %102, %96
  %107 = phi i32 [ %94, %102 ], [ %97, %96 ]
  %108 = phi i32 [ %71, %102 ], [ %99, %96 ]
  %109 = phi i32 [ %82, %102 ], [ %100, %96 ]
  %110 = phi ptr [ %104, %102 ], [ %98, %96 ]
  %111 = mul nsw i32 %107, 3
  %112 = shl nsw i32 %109, 1
  %113 = add nsw i32 %112, %108
  %114 = add nsw i32 %111, %113
  %115 = shl nsw i32 %57, 2
  %116 = mul nsw i32 %53, 3
  %117 = shl nsw i32 %55, 1
  %118 = add nsw i32 %117, %54
  %119 = add nsw i32 %116, %118
  %120 = load i32, ptr %110, align 4, !tbaa !5
  %121 = shl nsw i32 %120, 2
  %122 = add nsw i32 %121, %114
  %123 = add nsw i32 %115, %119
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  %124 = mul nsw i32 %123, 100
  %125 = add nsw i32 %122, %124
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9
  ret i32 %125
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal ptr @nth_string(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load i32, ptr %2, align 16
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
  %8 = icmp ult i32 %3, 41
  br i1 %8, label %11, label %9

9:                                                ; preds = %1
  %10 = getelementptr i8, ptr %7, i64 8
  br label %14

11:                                               ; preds = %1
  %12 = add nuw nsw i32 %3, 8
  store i32 %12, ptr %2, align 16
  %13 = icmp ult i32 %3, 33
  br i1 %13, label %17, label %14

14:                                               ; preds = %11, %9
  %15 = phi ptr [ %10, %9 ], [ %7, %11 ]
  %16 = getelementptr i8, ptr %15, i64 8
  br label %20

17:                                               ; preds = %11
  %18 = add nuw nsw i32 %3, 16
  store i32 %18, ptr %2, align 16
  %19 = icmp ult i32 %3, 25
  br i1 %19, label %23, label %20

20:                                               ; preds = %14, %17
  %21 = phi ptr [ %16, %14 ], [ %7, %17 ]
  %22 = getelementptr i8, ptr %21, i64 8
  store ptr %22, ptr %4, align 8
  br label %27

23:                                               ; preds = %17
  %24 = zext nneg i32 %18 to i64
  %25 = getelementptr i8, ptr %6, i64 %24
  %26 = add nuw nsw i32 %3, 24
  store i32 %26, ptr %2, align 16
  br label %27

27:                                               ; preds = %23, %20
  %28 = phi ptr [ %25, %23 ], [ %21, %20 ]
  %29 = load ptr, ptr %28, align 8, !tbaa !19
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9
  ret ptr %29
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"long double", !7, i64 0}
!16 = !{!7, !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"long", !7, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !7, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"short", !7, i64 0}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
