; ModuleID = 'programs/alloca_vla.c'
source_filename = "programs/alloca_vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"vla_sum %ld %ld %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"trace %g\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"mm %d %d size=%zu\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"alloca_strs %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"alloca_aligned %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"vla_loop %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"vla_scope %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"rowsize %zu %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i64 @vla_sum(i32 noundef 1)
  %2 = tail call fastcc i64 @vla_sum(i32 noundef 100)
  %3 = tail call fastcc i64 @vla_sum(i32 noundef 5000)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1, i64 noundef %2, i64 noundef %3)
  %5 = tail call noalias dereferenceable_or_null(200) ptr @malloc(i64 noundef 200) #14
  store <2 x double> <double 0.000000e+00, double 5.000000e-01>, ptr %5, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x double> <double 1.000000e+00, double 1.500000e+00>, ptr %6, align 8, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %5, i64 32
  store <2 x double> <double 2.000000e+00, double 1.000000e+00>, ptr %7, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %5, i64 48
  store <2 x double> <double 1.500000e+00, double 2.000000e+00>, ptr %8, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %5, i64 64
  store <2 x double> <double 2.500000e+00, double 3.000000e+00>, ptr %9, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %5, i64 80
  store <2 x double> <double 2.000000e+00, double 2.500000e+00>, ptr %10, align 8, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %5, i64 96
  store <2 x double> <double 3.000000e+00, double 3.500000e+00>, ptr %11, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %5, i64 112
  store <2 x double> <double 4.000000e+00, double 3.000000e+00>, ptr %12, align 8, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %5, i64 128
  store <2 x double> <double 3.500000e+00, double 4.000000e+00>, ptr %13, align 8, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %5, i64 144
  store <2 x double> <double 4.500000e+00, double 5.000000e+00>, ptr %14, align 8, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %5, i64 160
  store <2 x double> <double 4.000000e+00, double 4.500000e+00>, ptr %15, align 8, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %5, i64 176
  store <2 x double> <double 5.000000e+00, double 5.500000e+00>, ptr %16, align 8, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %5, i64 192
  store double 6.000000e+00, ptr %17, align 8, !tbaa !5
  %18 = tail call fastcc double @matrix_trace(ptr noundef nonnull %5)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %18)
  tail call void @free(ptr noundef %5) #15
  %20 = alloca [21 x i32], align 16
  call fastcc void @fill(ptr noundef nonnull %20)
  %21 = getelementptr inbounds i8, ptr %20, i64 80
  %22 = load i32, ptr %21, align 16, !tbaa !9
  %23 = getelementptr inbounds i8, ptr %20, i64 40
  %24 = load i32, ptr %23, align 8, !tbaa !9
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %22, i32 noundef %24, i64 noundef 84)
  %26 = tail call fastcc i32 @alloca_strs()
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %26)
  %28 = tail call fastcc i32 @alloca_aligned()
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %28)
  %30 = tail call fastcc i32 @vla_loop()
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %30)
  %32 = tail call fastcc i32 @vla_goto_scope()
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %32)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 28, i32 noundef 99)
  %35 = tail call fastcc i64 @vla_sum(i32 noundef 10)
  %36 = trunc i64 %35 to i32
  %37 = and i32 %36, 255
  ret i32 %37
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc range(i64 -9223372036854775800, -9223372036854775808) i64 @vla_sum(i32 noundef %0) unnamed_addr #2 {
  %2 = zext i32 %0 to i64
  %3 = alloca i64, i64 %2, align 16
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %62

5:                                                ; preds = %1
  %6 = and i64 %2, 3
  %7 = icmp ult i32 %0, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %5
  %9 = and i64 %2, 2147483644
  br label %45

10:                                               ; preds = %45, %5
  %11 = phi i64 [ 0, %5 ], [ %59, %45 ]
  %12 = icmp eq i64 %6, 0
  br i1 %12, label %21, label %13

13:                                               ; preds = %10, %13
  %14 = phi i64 [ %18, %13 ], [ %11, %10 ]
  %15 = phi i64 [ %19, %13 ], [ 0, %10 ]
  %16 = mul nuw nsw i64 %14, %14
  %17 = getelementptr inbounds i64, ptr %3, i64 %14
  store i64 %16, ptr %17, align 8, !tbaa !11
  %18 = add nuw nsw i64 %14, 1
  %19 = add i64 %15, 1
  %20 = icmp eq i64 %19, %6
  br i1 %20, label %21, label %13, !llvm.loop !13

21:                                               ; preds = %13, %10
  br i1 %4, label %22, label %62

22:                                               ; preds = %21
  %23 = icmp ult i32 %0, 4
  br i1 %23, label %24, label %27

24:                                               ; preds = %41, %22
  %25 = phi i64 [ 0, %22 ], [ %28, %41 ]
  %26 = phi i64 [ 0, %22 ], [ %43, %41 ]
  br label %66

27:                                               ; preds = %22
  %28 = and i64 %2, 2147483644
  br label %29

29:                                               ; preds = %29, %27
  %30 = phi i64 [ 0, %27 ], [ %39, %29 ]
  %31 = phi <2 x i64> [ zeroinitializer, %27 ], [ %37, %29 ]
  %32 = phi <2 x i64> [ zeroinitializer, %27 ], [ %38, %29 ]
  %33 = getelementptr inbounds i64, ptr %3, i64 %30
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load <2 x i64>, ptr %33, align 16, !tbaa !11
  %36 = load <2 x i64>, ptr %34, align 16, !tbaa !11
  %37 = add <2 x i64> %35, %31
  %38 = add <2 x i64> %36, %32
  %39 = add nuw i64 %30, 4
  %40 = icmp eq i64 %39, %28
  br i1 %40, label %41, label %29, !llvm.loop !15

41:                                               ; preds = %29
  %42 = add <2 x i64> %38, %37
  %43 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %42)
  %44 = icmp eq i64 %28, %2
  br i1 %44, label %62, label %24

45:                                               ; preds = %45, %8
  %46 = phi i64 [ 0, %8 ], [ %59, %45 ]
  %47 = phi i64 [ 0, %8 ], [ %60, %45 ]
  %48 = mul nuw nsw i64 %46, %46
  %49 = getelementptr inbounds i64, ptr %3, i64 %46
  store i64 %48, ptr %49, align 16, !tbaa !11
  %50 = or disjoint i64 %46, 1
  %51 = mul nuw nsw i64 %50, %50
  %52 = getelementptr inbounds i64, ptr %3, i64 %50
  store i64 %51, ptr %52, align 8, !tbaa !11
  %53 = or disjoint i64 %46, 2
  %54 = mul nuw nsw i64 %53, %53
  %55 = getelementptr inbounds i64, ptr %3, i64 %53
  store i64 %54, ptr %55, align 16, !tbaa !11
  %56 = or disjoint i64 %46, 3
  %57 = mul nuw nsw i64 %56, %56
  %58 = getelementptr inbounds i64, ptr %3, i64 %56
  store i64 %57, ptr %58, align 8, !tbaa !11
  %59 = add nuw nsw i64 %46, 4
  %60 = add i64 %47, 4
  %61 = icmp eq i64 %60, %9
  br i1 %61, label %10, label %45, !llvm.loop !19

62:                                               ; preds = %66, %41, %1, %21
  %63 = phi i64 [ 0, %21 ], [ 0, %1 ], [ %43, %41 ], [ %71, %66 ]
  %64 = shl nuw nsw i64 %2, 3
  %65 = add nsw i64 %63, %64
  ret i64 %65

66:                                               ; preds = %24, %66
  %67 = phi i64 [ %72, %66 ], [ %25, %24 ]
  %68 = phi i64 [ %71, %66 ], [ %26, %24 ]
  %69 = getelementptr inbounds i64, ptr %3, i64 %67
  %70 = load i64, ptr %69, align 8, !tbaa !11
  %71 = add nsw i64 %70, %68
  %72 = add nuw nsw i64 %67, 1
  %73 = icmp eq i64 %72, %2
  br i1 %73, label %62, label %66, !llvm.loop !20
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @matrix_trace(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  %2 = load double, ptr %0, align 8, !tbaa !5
  %3 = fadd double %2, 0.000000e+00
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  %5 = load double, ptr %4, align 8, !tbaa !5
  %6 = fadd double %3, %5
  %7 = getelementptr inbounds i8, ptr %0, i64 96
  %8 = load double, ptr %7, align 8, !tbaa !5
  %9 = fadd double %6, %8
  %10 = getelementptr inbounds i8, ptr %0, i64 144
  %11 = load double, ptr %10, align 8, !tbaa !5
  %12 = fadd double %9, %11
  %13 = getelementptr inbounds i8, ptr %0, i64 192
  %14 = load double, ptr %13, align 8, !tbaa !5
  %15 = fadd double %12, %14
  ret double %15
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @fill(ptr nocapture noundef writeonly %0) unnamed_addr #7 {
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %0, align 4, !tbaa !9
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %2, align 4, !tbaa !9
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %3, align 4, !tbaa !9
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, ptr %4, align 4, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %0, i64 64
  store <4 x i32> <i32 16, i32 17, i32 18, i32 19>, ptr %5, align 4, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %0, i64 80
  store i32 20, ptr %6, align 4, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @alloca_strs() unnamed_addr #8 {
  %1 = alloca [320 x i8], align 16
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %24, %2 ]
  %4 = trunc i64 %3 to i32
  %5 = add nuw nsw i64 %3, 2
  %6 = alloca i8, i64 %5, align 16
  %7 = getelementptr inbounds ptr, ptr %1, i64 %3
  store ptr %6, ptr %7, align 16, !tbaa !21
  %8 = add nuw nsw i32 %4, 230
  %9 = icmp ult i64 %3, 26
  %10 = select i1 %9, i32 %4, i32 %8
  %11 = trunc i32 %10 to i8
  %12 = add nuw i8 %11, 97
  %13 = or disjoint i64 %3, 1
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %6, i8 %12, i64 %13, i1 false)
  %14 = getelementptr inbounds i8, ptr %6, i64 %13
  store i8 0, ptr %14, align 1, !tbaa !23
  %15 = trunc i64 %13 to i32
  %16 = add nuw nsw i64 %3, 3
  %17 = alloca i8, i64 %16, align 16
  %18 = getelementptr inbounds ptr, ptr %1, i64 %13
  store ptr %17, ptr %18, align 8, !tbaa !21
  %19 = add nuw nsw i32 %15, 230
  %20 = icmp ult i64 %3, 26
  %21 = select i1 %20, i32 %15, i32 %19
  %22 = trunc i32 %21 to i8
  %23 = add nuw i8 %22, 97
  %24 = add nuw nsw i64 %3, 2
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %17, i8 %23, i64 %24, i1 false)
  %25 = getelementptr inbounds i8, ptr %17, i64 %24
  store i8 0, ptr %25, align 2, !tbaa !23
  %26 = icmp eq i64 %24, 40
  br i1 %26, label %28, label %2, !llvm.loop !24

27:                                               ; preds = %28
  ret i32 %39

28:                                               ; preds = %2, %28
  %29 = phi i64 [ %40, %28 ], [ 0, %2 ]
  %30 = phi i32 [ %39, %28 ], [ 0, %2 ]
  %31 = getelementptr inbounds ptr, ptr %1, i64 %29
  %32 = load ptr, ptr %31, align 8, !tbaa !21
  %33 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %32) #16
  %34 = trunc i64 %33 to i32
  %35 = load i8, ptr %32, align 1, !tbaa !23
  %36 = sext i8 %35 to i32
  %37 = add nsw i32 %36, -96
  %38 = mul nsw i32 %37, %34
  %39 = add nsw i32 %38, %30
  %40 = add nuw nsw i64 %29, 1
  %41 = icmp eq i64 %40, 40
  br i1 %41, label %27, label %28, !llvm.loop !25
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @alloca_aligned() unnamed_addr #9 {
  ret i32 20
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i32 @vla_loop() unnamed_addr #10 {
  br label %2

1:                                                ; preds = %2
  ret i32 %27

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 1, %0 ], [ %28, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %27, %2 ]
  %5 = mul nuw nsw i64 %3, 100
  %6 = tail call ptr @llvm.stacksave.p0()
  %7 = alloca i8, i64 %5, align 16
  %8 = trunc i64 %3 to i8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %7, i8 %8, i64 %5, i1 false)
  %9 = getelementptr i8, ptr %7, i64 %5
  %10 = getelementptr i8, ptr %9, i64 -1
  %11 = load i8, ptr %10, align 1, !tbaa !23
  %12 = sext i8 %11 to i32
  %13 = trunc nuw nsw i64 %5 to i32
  %14 = add i32 %4, %13
  %15 = add i32 %14, %12
  tail call void @llvm.stackrestore.p0(ptr %6)
  %16 = add nuw nsw i64 %3, 1
  %17 = mul nuw nsw i64 %16, 100
  %18 = tail call ptr @llvm.stacksave.p0()
  %19 = alloca i8, i64 %17, align 16
  %20 = trunc i64 %16 to i8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %19, i8 %20, i64 %17, i1 false)
  %21 = getelementptr i8, ptr %19, i64 %17
  %22 = getelementptr i8, ptr %21, i64 -1
  %23 = load i8, ptr %22, align 1, !tbaa !23
  %24 = sext i8 %23 to i32
  %25 = trunc nuw nsw i64 %17 to i32
  %26 = add i32 %15, %25
  %27 = add i32 %26, %24
  tail call void @llvm.stackrestore.p0(ptr %18)
  %28 = add nuw nsw i64 %3, 2
  %29 = icmp eq i64 %28, 301
  br i1 %29, label %1, label %2, !llvm.loop !26
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i32 @vla_goto_scope() unnamed_addr #10 {
  br label %1

1:                                                ; preds = %26, %0
  %2 = phi i64 [ %7, %26 ], [ 0, %0 ]
  %3 = phi i64 [ %31, %26 ], [ 1, %0 ]
  %4 = phi i32 [ %29, %26 ], [ 0, %0 ]
  %5 = icmp eq i64 %2, 60
  br i1 %5, label %38, label %6

6:                                                ; preds = %1
  %7 = add nuw nsw i64 %2, 1
  %8 = tail call ptr @llvm.stacksave.p0()
  %9 = alloca i32, i64 %7, align 16
  %10 = icmp ult i64 %3, 8
  br i1 %10, label %11, label %13

11:                                               ; preds = %24, %6
  %12 = phi i64 [ 0, %6 ], [ %14, %24 ]
  br label %32

13:                                               ; preds = %6
  %14 = and i64 %3, 9223372036854775800
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %21, %15 ]
  %17 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %13 ], [ %22, %15 ]
  %18 = add <4 x i32> %17, <i32 4, i32 4, i32 4, i32 4>
  %19 = getelementptr inbounds i32, ptr %9, i64 %16
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  store <4 x i32> %17, ptr %19, align 16, !tbaa !9
  store <4 x i32> %18, ptr %20, align 16, !tbaa !9
  %21 = add nuw i64 %16, 8
  %22 = add <4 x i32> %17, <i32 8, i32 8, i32 8, i32 8>
  %23 = icmp eq i64 %21, %14
  br i1 %23, label %24, label %15, !llvm.loop !27

24:                                               ; preds = %15
  %25 = icmp eq i64 %3, %14
  br i1 %25, label %26, label %11

26:                                               ; preds = %32, %24
  %27 = getelementptr inbounds i32, ptr %9, i64 %2
  %28 = load i32, ptr %27, align 4, !tbaa !9
  %29 = add nsw i32 %28, %4
  %30 = icmp slt i32 %29, 1001
  tail call void @llvm.stackrestore.p0(ptr %8)
  %31 = add nuw nsw i64 %3, 1
  br i1 %30, label %1, label %38, !llvm.loop !28

32:                                               ; preds = %11, %32
  %33 = phi i64 [ %36, %32 ], [ %12, %11 ]
  %34 = getelementptr inbounds i32, ptr %9, i64 %33
  %35 = trunc nuw nsw i64 %33 to i32
  store i32 %35, ptr %34, align 4, !tbaa !9
  %36 = add nuw nsw i64 %33, 1
  %37 = icmp eq i64 %36, %3
  br i1 %37, label %26, label %32, !llvm.loop !29

38:                                               ; preds = %1, %26
  %39 = phi i32 [ %29, %26 ], [ %4, %1 ]
  ret i32 %39
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #13

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree noinline nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree noinline norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind allocsize(0) }
attributes #15 = { nounwind }
attributes #16 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !16, !17, !18}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !16, !18, !17}
!21 = !{!22, !22, i64 0}
!22 = !{!"any pointer", !7, i64 0}
!23 = !{!7, !7, i64 0}
!24 = distinct !{!24, !16}
!25 = distinct !{!25, !16}
!26 = distinct !{!26, !16}
!27 = distinct !{!27, !16, !17, !18}
!28 = distinct !{!28, !16}
!29 = distinct !{!29, !16, !18, !17}
