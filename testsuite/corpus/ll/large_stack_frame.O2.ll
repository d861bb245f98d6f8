; ModuleID = 'programs/large_stack_frame.c'
source_filename = "programs/large_stack_frame.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"128k: %08x %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"mixed: %.1f\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"rec_big: %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"one_mb: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"many_args: %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @big_frame_128k(i32 noundef 3)
  %2 = tail call fastcc i32 @big_frame_128k(i32 noundef 7)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i32 noundef %2)
  %4 = tail call fastcc double @big_frame_mixed()
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %4)
  %6 = tail call fastcc i64 @rec_big(i32 noundef 10)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %6)
  %8 = tail call fastcc i32 @one_mb()
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %8)
  %10 = tail call fastcc i32 @many_args_big_frame()
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %10)
  %12 = and i32 %8, 255
  ret i32 %12
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable
define internal fastcc i32 @big_frame_128k(i32 noundef %0) unnamed_addr #2 {
  %2 = alloca [131072 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 131072, ptr nonnull %2) #9
  %3 = zext nneg i32 %0 to i64
  br label %7

4:                                                ; preds = %7
  %5 = trunc nuw nsw i32 %0 to i8
  %6 = getelementptr inbounds i8, ptr %2, i64 131071
  store volatile i8 %5, ptr %6, align 1, !tbaa !5
  br label %31

7:                                                ; preds = %13, %1
  %8 = phi i64 [ 0, %1 ], [ %26, %13 ]
  %9 = mul nuw nsw i64 %8, %3
  %10 = trunc i64 %9 to i8
  %11 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %8
  store volatile i8 %10, ptr %11, align 4, !tbaa !5
  %12 = icmp ult i64 %8, 131011
  br i1 %12, label %13, label %4, !llvm.loop !8

13:                                               ; preds = %7
  %14 = add nuw nsw i64 %8, 61
  %15 = mul nuw nsw i64 %14, %3
  %16 = trunc i64 %15 to i8
  %17 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %14
  store volatile i8 %16, ptr %17, align 1, !tbaa !5
  %18 = add nuw nsw i64 %8, 122
  %19 = mul nuw nsw i64 %18, %3
  %20 = trunc i64 %19 to i8
  %21 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %18
  store volatile i8 %20, ptr %21, align 2, !tbaa !5
  %22 = add nuw nsw i64 %8, 183
  %23 = mul nuw nsw i64 %22, %3
  %24 = trunc i64 %23 to i8
  %25 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %22
  store volatile i8 %24, ptr %25, align 1, !tbaa !5
  %26 = add nuw nsw i64 %8, 244
  br label %7

27:                                               ; preds = %31
  %28 = load volatile i8, ptr %6, align 1, !tbaa !5
  %29 = zext i8 %28 to i32
  %30 = add i32 %38, %29
  call void @llvm.lifetime.end.p0(i64 131072, ptr nonnull %2) #9
  ret i32 %30

31:                                               ; preds = %40, %4
  %32 = phi i64 [ 0, %4 ], [ %59, %40 ]
  %33 = phi i32 [ 0, %4 ], [ %58, %40 ]
  %34 = mul i32 %33, 31
  %35 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %32
  %36 = load volatile i8, ptr %35, align 4, !tbaa !5
  %37 = zext i8 %36 to i32
  %38 = add i32 %34, %37
  %39 = icmp ult i64 %32, 131011
  br i1 %39, label %40, label %27, !llvm.loop !10

40:                                               ; preds = %31
  %41 = add nuw nsw i64 %32, 61
  %42 = mul i32 %38, 31
  %43 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %41
  %44 = load volatile i8, ptr %43, align 1, !tbaa !5
  %45 = zext i8 %44 to i32
  %46 = add i32 %42, %45
  %47 = add nuw nsw i64 %32, 122
  %48 = mul i32 %46, 31
  %49 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %47
  %50 = load volatile i8, ptr %49, align 2, !tbaa !5
  %51 = zext i8 %50 to i32
  %52 = add i32 %48, %51
  %53 = add nuw nsw i64 %32, 183
  %54 = mul i32 %52, 31
  %55 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %53
  %56 = load volatile i8, ptr %55, align 1, !tbaa !5
  %57 = zext i8 %56 to i32
  %58 = add i32 %54, %57
  %59 = add nuw nsw i64 %32, 244
  br label %31
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc double @big_frame_mixed() unnamed_addr #3 {
  %1 = alloca [20000 x double], align 16
  %2 = alloca [5000 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 160000, ptr nonnull %1) #9
  call void @llvm.lifetime.start.p0(i64 20000, ptr nonnull %2) #9
  br label %3

3:                                                ; preds = %3, %0
  %4 = phi i64 [ 0, %0 ], [ %22, %3 ]
  %5 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %23, %3 ]
  %6 = add <2 x i32> %5, <i32 2, i32 2>
  %7 = uitofp <2 x i32> %5 to <2 x double>
  %8 = uitofp <2 x i32> %6 to <2 x double>
  %9 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %7, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.100000e+01, double 1.100000e+01>)
  %10 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %8, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.100000e+01, double 1.100000e+01>)
  %11 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %4
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  store <2 x double> %9, ptr %11, align 16, !tbaa !11
  store <2 x double> %10, ptr %12, align 16, !tbaa !11
  %13 = or disjoint i64 %4, 4
  %14 = add <2 x i32> %5, <i32 4, i32 4>
  %15 = add <2 x i32> %5, <i32 6, i32 6>
  %16 = uitofp <2 x i32> %14 to <2 x double>
  %17 = uitofp <2 x i32> %15 to <2 x double>
  %18 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %16, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.100000e+01, double 1.100000e+01>)
  %19 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %17, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.100000e+01, double 1.100000e+01>)
  %20 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %13
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  store <2 x double> %18, ptr %20, align 16, !tbaa !11
  store <2 x double> %19, ptr %21, align 16, !tbaa !11
  %22 = add nuw nsw i64 %4, 8
  %23 = add <2 x i32> %5, <i32 8, i32 8>
  %24 = icmp eq i64 %22, 20000
  br i1 %24, label %25, label %3, !llvm.loop !13

25:                                               ; preds = %3, %25
  %26 = phi i64 [ %35, %25 ], [ 0, %3 ]
  %27 = phi <4 x i32> [ %36, %25 ], [ <i32 0, i32 1, i32 2, i32 3>, %3 ]
  %28 = mul <4 x i32> %27, <i32 7919, i32 7919, i32 7919, i32 7919>
  %29 = mul <4 x i32> %27, <i32 7919, i32 7919, i32 7919, i32 7919>
  %30 = add <4 x i32> %29, <i32 31676, i32 31676, i32 31676, i32 31676>
  %31 = urem <4 x i32> %28, <i32 20000, i32 20000, i32 20000, i32 20000>
  %32 = urem <4 x i32> %30, <i32 20000, i32 20000, i32 20000, i32 20000>
  %33 = getelementptr inbounds [5000 x i32], ptr %2, i64 0, i64 %26
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  store <4 x i32> %31, ptr %33, align 16, !tbaa !16
  store <4 x i32> %32, ptr %34, align 16, !tbaa !16
  %35 = add nuw i64 %26, 8
  %36 = add <4 x i32> %27, <i32 8, i32 8, i32 8, i32 8>
  %37 = icmp eq i64 %35, 5000
  br i1 %37, label %40, label %25, !llvm.loop !18

38:                                               ; preds = %40
  %39 = fadd double %76, 4.400000e+01
  call void @llvm.lifetime.end.p0(i64 20000, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 160000, ptr nonnull %1) #9
  ret double %39

40:                                               ; preds = %25, %40
  %41 = phi i64 [ %77, %40 ], [ 0, %25 ]
  %42 = phi double [ %76, %40 ], [ 0.000000e+00, %25 ]
  %43 = getelementptr inbounds [5000 x i32], ptr %2, i64 0, i64 %41
  %44 = load i32, ptr %43, align 4, !tbaa !16
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !11
  %48 = fadd double %42, %47
  %49 = add nuw nsw i64 %41, 1
  %50 = getelementptr inbounds [5000 x i32], ptr %2, i64 0, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !16
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !11
  %55 = fadd double %48, %54
  %56 = add nuw nsw i64 %41, 2
  %57 = getelementptr inbounds [5000 x i32], ptr %2, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !16
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !11
  %62 = fadd double %55, %61
  %63 = add nuw nsw i64 %41, 3
  %64 = getelementptr inbounds [5000 x i32], ptr %2, i64 0, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !16
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !11
  %69 = fadd double %62, %68
  %70 = add nuw nsw i64 %41, 4
  %71 = getelementptr inbounds [5000 x i32], ptr %2, i64 0, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !16
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !11
  %76 = fadd double %69, %75
  %77 = add nuw nsw i64 %41, 5
  %78 = icmp eq i64 %77, 5000
  br i1 %78, label %38, label %40, !llvm.loop !19
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @rec_big(i32 noundef %0) unnamed_addr #4 {
  %2 = alloca [8192 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 32768, ptr nonnull %2) #9
  %3 = insertelement <4 x i32> poison, i32 %0, i64 0
  %4 = shufflevector <4 x i32> %3, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %5

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %20, %5 ]
  %7 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %21, %5 ]
  %8 = add <4 x i32> %7, <i32 4, i32 4, i32 4, i32 4>
  %9 = getelementptr inbounds [8192 x i32], ptr %2, i64 0, i64 %6
  %10 = add <4 x i32> %7, %4
  %11 = add <4 x i32> %8, %4
  %12 = getelementptr inbounds i8, ptr %9, i64 16
  store <4 x i32> %10, ptr %9, align 16, !tbaa !16
  store <4 x i32> %11, ptr %12, align 16, !tbaa !16
  %13 = or disjoint i64 %6, 8
  %14 = add <4 x i32> %7, <i32 8, i32 8, i32 8, i32 8>
  %15 = add <4 x i32> %7, <i32 12, i32 12, i32 12, i32 12>
  %16 = getelementptr inbounds [8192 x i32], ptr %2, i64 0, i64 %13
  %17 = add <4 x i32> %14, %4
  %18 = add <4 x i32> %15, %4
  %19 = getelementptr inbounds i8, ptr %16, i64 16
  store <4 x i32> %17, ptr %16, align 16, !tbaa !16
  store <4 x i32> %18, ptr %19, align 16, !tbaa !16
  %20 = add nuw nsw i64 %6, 16
  %21 = add <4 x i32> %7, <i32 16, i32 16, i32 16, i32 16>
  %22 = icmp eq i64 %20, 8192
  br i1 %22, label %23, label %5, !llvm.loop !20

23:                                               ; preds = %5
  %24 = icmp eq i32 %0, 0
  br i1 %24, label %25, label %29

25:                                               ; preds = %23
  %26 = getelementptr inbounds i8, ptr %2, i64 32764
  %27 = load i32, ptr %26, align 4, !tbaa !16
  %28 = sext i32 %27 to i64
  br label %38

29:                                               ; preds = %23
  %30 = mul nuw nsw i32 %0, 13
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds [8192 x i32], ptr %2, i64 0, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !16
  %34 = sext i32 %33 to i64
  %35 = add nsw i32 %0, -1
  %36 = tail call fastcc i64 @rec_big(i32 noundef %35)
  %37 = add nsw i64 %36, %34
  br label %38

38:                                               ; preds = %29, %25
  %39 = phi i64 [ %28, %25 ], [ %37, %29 ]
  call void @llvm.lifetime.end.p0(i64 32768, ptr nonnull %2) #9
  ret i64 %39
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc range(i32 -2147483641, -2147483648) i32 @one_mb() unnamed_addr #3 {
  %1 = alloca [262144 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 1048576, ptr nonnull %1) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1048576) %1, i8 0, i64 1048576, i1 false)
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %19, %2 ]
  %4 = lshr exact i64 %3, 12
  %5 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %3
  %6 = trunc nuw nsw i64 %4 to i32
  store i32 %6, ptr %5, align 16, !tbaa !16
  %7 = or disjoint i64 %3, 4096
  %8 = lshr exact i64 %7, 12
  %9 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %7
  %10 = trunc nuw nsw i64 %8 to i32
  store i32 %10, ptr %9, align 16, !tbaa !16
  %11 = or disjoint i64 %3, 8192
  %12 = lshr exact i64 %11, 12
  %13 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %11
  %14 = trunc nuw nsw i64 %12 to i32
  store i32 %14, ptr %13, align 16, !tbaa !16
  %15 = or disjoint i64 %3, 12288
  %16 = lshr exact i64 %15, 12
  %17 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %15
  %18 = trunc nuw nsw i64 %16 to i32
  store i32 %18, ptr %17, align 16, !tbaa !16
  %19 = add nuw nsw i64 %3, 16384
  %20 = icmp ult i64 %15, 258048
  br i1 %20, label %2, label %21, !llvm.loop !21

21:                                               ; preds = %2, %21
  %22 = phi i64 [ %59, %21 ], [ 0, %2 ]
  %23 = phi <4 x i32> [ %57, %21 ], [ zeroinitializer, %2 ]
  %24 = phi <4 x i32> [ %58, %21 ], [ zeroinitializer, %2 ]
  %25 = shl i64 %22, 12
  %26 = or disjoint i64 %25, 4096
  %27 = or disjoint i64 %25, 8192
  %28 = or disjoint i64 %25, 12288
  %29 = or disjoint i64 %25, 16384
  %30 = or disjoint i64 %25, 20480
  %31 = or disjoint i64 %25, 24576
  %32 = or disjoint i64 %25, 28672
  %33 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %25
  %34 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %26
  %35 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %27
  %36 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %28
  %37 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %29
  %38 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %30
  %39 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %31
  %40 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %32
  %41 = load i32, ptr %33, align 16, !tbaa !16
  %42 = load i32, ptr %34, align 16, !tbaa !16
  %43 = load i32, ptr %35, align 16, !tbaa !16
  %44 = load i32, ptr %36, align 16, !tbaa !16
  %45 = insertelement <4 x i32> poison, i32 %41, i64 0
  %46 = insertelement <4 x i32> %45, i32 %42, i64 1
  %47 = insertelement <4 x i32> %46, i32 %43, i64 2
  %48 = insertelement <4 x i32> %47, i32 %44, i64 3
  %49 = load i32, ptr %37, align 16, !tbaa !16
  %50 = load i32, ptr %38, align 16, !tbaa !16
  %51 = load i32, ptr %39, align 16, !tbaa !16
  %52 = load i32, ptr %40, align 16, !tbaa !16
  %53 = insertelement <4 x i32> poison, i32 %49, i64 0
  %54 = insertelement <4 x i32> %53, i32 %50, i64 1
  %55 = insertelement <4 x i32> %54, i32 %51, i64 2
  %56 = insertelement <4 x i32> %55, i32 %52, i64 3
  %57 = add <4 x i32> %48, %23
  %58 = add <4 x i32> %56, %24
  %59 = add nuw i64 %22, 8
  %60 = icmp eq i64 %59, 64
  br i1 %60, label %61, label %21, !llvm.loop !22

61:                                               ; preds = %21
  %62 = add <4 x i32> %58, %57
  %63 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %62)
  %64 = add nsw i32 %63, 7
  call void @llvm.lifetime.end.p0(i64 1048576, ptr nonnull %1) #9
  ret i32 %64
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 -339, 427) i32 @many_args_big_frame() unnamed_addr #5 {
  ret i32 55
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !6, i64 0}
!13 = distinct !{!13, !9, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !6, i64 0}
!18 = distinct !{!18, !9, !14, !15}
!19 = distinct !{!19, !9}
!20 = distinct !{!20, !9, !14, !15}
!21 = distinct !{!21, !9}
!22 = distinct !{!22, !9, !14, !15}
