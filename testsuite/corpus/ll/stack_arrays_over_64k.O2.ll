; ModuleID = 'programs/stack_arrays_over_64k.c'
source_filename = "programs/stack_arrays_over_64k.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"frame70k=%08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"frame200k=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"frame1m=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"recurse=%08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @frame70k(i32 noundef 7)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1)
  %3 = tail call fastcc i64 @frame200k()
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %3)
  %5 = tail call fastcc i32 @frame1m()
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5)
  %7 = tail call fastcc i32 @recurse(i32 noundef 20)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %7)
  %9 = tail call fastcc i32 @frame70k(i32 noundef 1)
  %10 = and i32 %9, 127
  ret i32 %10
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @frame70k(i32 noundef %0) unnamed_addr #2 {
  %2 = alloca [71680 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 71680, ptr nonnull %2) #8
  %3 = zext nneg i32 %0 to i64
  br label %4

4:                                                ; preds = %4, %1
  %5 = phi i64 [ 0, %1 ], [ %30, %4 ]
  %6 = mul nuw nsw i64 %5, 13
  %7 = add nuw nsw i64 %6, %3
  %8 = trunc i64 %7 to i8
  %9 = getelementptr inbounds [71680 x i8], ptr %2, i64 0, i64 %5
  store i8 %8, ptr %9, align 1, !tbaa !5
  %10 = add nuw nsw i64 %5, 1
  %11 = mul nuw nsw i64 %10, 13
  %12 = add nuw nsw i64 %11, %3
  %13 = trunc i64 %12 to i8
  %14 = getelementptr inbounds [71680 x i8], ptr %2, i64 0, i64 %10
  store i8 %13, ptr %14, align 1, !tbaa !5
  %15 = add nuw nsw i64 %5, 2
  %16 = mul nuw nsw i64 %15, 13
  %17 = add nuw nsw i64 %16, %3
  %18 = trunc i64 %17 to i8
  %19 = getelementptr inbounds [71680 x i8], ptr %2, i64 0, i64 %15
  store i8 %18, ptr %19, align 1, !tbaa !5
  %20 = add nuw nsw i64 %5, 3
  %21 = mul nuw nsw i64 %20, 13
  %22 = add nuw nsw i64 %21, %3
  %23 = trunc i64 %22 to i8
  %24 = getelementptr inbounds [71680 x i8], ptr %2, i64 0, i64 %20
  store i8 %23, ptr %24, align 1, !tbaa !5
  %25 = add nuw nsw i64 %5, 4
  %26 = mul nuw nsw i64 %25, 13
  %27 = add nuw nsw i64 %26, %3
  %28 = trunc i64 %27 to i8
  %29 = getelementptr inbounds [71680 x i8], ptr %2, i64 0, i64 %25
  store i8 %28, ptr %29, align 1, !tbaa !5
  %30 = add nuw nsw i64 %5, 5
  %31 = icmp eq i64 %30, 71680
  br i1 %31, label %32, label %4, !llvm.loop !8

32:                                               ; preds = %4
  %33 = load i8, ptr %2, align 16, !tbaa !5
  %34 = zext i8 %33 to i32
  %35 = mul nuw nsw i32 %34, 31
  %36 = getelementptr inbounds i8, ptr %2, i64 4093
  %37 = load i8, ptr %36, align 1, !tbaa !5
  %38 = zext i8 %37 to i32
  %39 = add nuw nsw i32 %35, %38
  %40 = mul nuw nsw i32 %39, 31
  %41 = getelementptr inbounds i8, ptr %2, i64 8186
  %42 = load i8, ptr %41, align 2, !tbaa !5
  %43 = zext i8 %42 to i32
  %44 = add nuw nsw i32 %40, %43
  %45 = mul nuw nsw i32 %44, 31
  %46 = getelementptr inbounds i8, ptr %2, i64 12279
  %47 = load i8, ptr %46, align 1, !tbaa !5
  %48 = zext i8 %47 to i32
  %49 = add nuw nsw i32 %45, %48
  %50 = mul nuw nsw i32 %49, 31
  %51 = getelementptr inbounds i8, ptr %2, i64 16372
  %52 = load i8, ptr %51, align 4, !tbaa !5
  %53 = zext i8 %52 to i32
  %54 = add nuw nsw i32 %50, %53
  %55 = mul i32 %54, 31
  %56 = getelementptr inbounds i8, ptr %2, i64 20465
  %57 = load i8, ptr %56, align 1, !tbaa !5
  %58 = zext i8 %57 to i32
  %59 = add i32 %55, %58
  %60 = mul i32 %59, 31
  %61 = getelementptr inbounds i8, ptr %2, i64 24558
  %62 = load i8, ptr %61, align 2, !tbaa !5
  %63 = zext i8 %62 to i32
  %64 = add i32 %60, %63
  %65 = mul i32 %64, 31
  %66 = getelementptr inbounds i8, ptr %2, i64 28651
  %67 = load i8, ptr %66, align 1, !tbaa !5
  %68 = zext i8 %67 to i32
  %69 = add i32 %65, %68
  %70 = mul i32 %69, 31
  %71 = getelementptr inbounds i8, ptr %2, i64 32744
  %72 = load i8, ptr %71, align 8, !tbaa !5
  %73 = zext i8 %72 to i32
  %74 = add i32 %70, %73
  %75 = mul i32 %74, 31
  %76 = getelementptr inbounds i8, ptr %2, i64 36837
  %77 = load i8, ptr %76, align 1, !tbaa !5
  %78 = zext i8 %77 to i32
  %79 = add i32 %75, %78
  %80 = mul i32 %79, 31
  %81 = getelementptr inbounds i8, ptr %2, i64 40930
  %82 = load i8, ptr %81, align 2, !tbaa !5
  %83 = zext i8 %82 to i32
  %84 = add i32 %80, %83
  %85 = mul i32 %84, 31
  %86 = getelementptr inbounds i8, ptr %2, i64 45023
  %87 = load i8, ptr %86, align 1, !tbaa !5
  %88 = zext i8 %87 to i32
  %89 = add i32 %85, %88
  %90 = mul i32 %89, 31
  %91 = getelementptr inbounds i8, ptr %2, i64 49116
  %92 = load i8, ptr %91, align 4, !tbaa !5
  %93 = zext i8 %92 to i32
  %94 = add i32 %90, %93
  %95 = mul i32 %94, 31
  %96 = getelementptr inbounds i8, ptr %2, i64 53209
  %97 = load i8, ptr %96, align 1, !tbaa !5
  %98 = zext i8 %97 to i32
  %99 = add i32 %95, %98
  %100 = mul i32 %99, 31
  %101 = getelementptr inbounds i8, ptr %2, i64 57302
  %102 = load i8, ptr %101, align 2, !tbaa !5
  %103 = zext i8 %102 to i32
  %104 = add i32 %100, %103
  %105 = mul i32 %104, 31
  %106 = getelementptr inbounds i8, ptr %2, i64 61395
  %107 = load i8, ptr %106, align 1, !tbaa !5
  %108 = zext i8 %107 to i32
  %109 = add i32 %105, %108
  %110 = mul i32 %109, 31
  %111 = getelementptr inbounds i8, ptr %2, i64 65488
  %112 = load i8, ptr %111, align 16, !tbaa !5
  %113 = zext i8 %112 to i32
  %114 = add i32 %110, %113
  %115 = mul i32 %114, 31
  %116 = getelementptr inbounds i8, ptr %2, i64 69581
  %117 = load i8, ptr %116, align 1, !tbaa !5
  %118 = zext i8 %117 to i32
  %119 = add i32 %115, %118
  %120 = getelementptr inbounds i8, ptr %2, i64 71679
  %121 = load i8, ptr %120, align 1, !tbaa !5
  %122 = zext i8 %121 to i32
  %123 = xor i32 %119, %122
  call void @llvm.lifetime.end.p0(i64 71680, ptr nonnull %2) #8
  ret i32 %123
}

; Function Attrs: nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable
define internal fastcc i64 @frame200k() unnamed_addr #3 {
  %1 = alloca i32, align 4
  %2 = alloca [25600 x i64], align 16
  %3 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 3, ptr %1, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 204800, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store volatile i32 6, ptr %3, align 4, !tbaa !10
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 0, %0 ], [ %14, %4 ]
  %6 = phi <2 x i64> [ <i64 0, i64 1>, %0 ], [ %15, %4 ]
  %7 = add <2 x i64> %6, <i64 2, i64 2>
  %8 = mul nuw nsw <2 x i64> %6, %6
  %9 = mul nuw nsw <2 x i64> %7, %7
  %10 = add nuw nsw <2 x i64> %8, <i64 3, i64 3>
  %11 = add nuw nsw <2 x i64> %9, <i64 3, i64 3>
  %12 = getelementptr inbounds [25600 x i64], ptr %2, i64 0, i64 %5
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  store <2 x i64> %10, ptr %12, align 16, !tbaa !12
  store <2 x i64> %11, ptr %13, align 16, !tbaa !12
  %14 = add nuw i64 %5, 4
  %15 = add <2 x i64> %6, <i64 4, i64 4>
  %16 = icmp eq i64 %14, 25600
  br i1 %16, label %24, label %4, !llvm.loop !14

17:                                               ; preds = %24
  %18 = load volatile i32, ptr %1, align 4, !tbaa !10
  %19 = sext i32 %18 to i64
  %20 = add i64 %37, %19
  %21 = load volatile i32, ptr %3, align 4, !tbaa !10
  %22 = sext i32 %21 to i64
  %23 = add i64 %20, %22
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 204800, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i64 %23

24:                                               ; preds = %4, %24
  %25 = phi i64 [ %38, %24 ], [ 25599, %4 ]
  %26 = phi i64 [ %37, %24 ], [ 0, %4 ]
  %27 = getelementptr inbounds [25600 x i64], ptr %2, i64 0, i64 %25
  %28 = load i64, ptr %27, align 8, !tbaa !12
  %29 = add i64 %28, %26
  %30 = add nsw i64 %25, -511
  %31 = getelementptr inbounds [25600 x i64], ptr %2, i64 0, i64 %30
  %32 = load i64, ptr %31, align 8, !tbaa !12
  %33 = add i64 %32, %29
  %34 = add nsw i64 %25, -1022
  %35 = getelementptr inbounds [25600 x i64], ptr %2, i64 0, i64 %34
  %36 = load i64, ptr %35, align 8, !tbaa !12
  %37 = add i64 %36, %33
  %38 = add nsw i64 %25, -1533
  %39 = icmp ugt i64 %34, 510
  br i1 %39, label %24, label %17, !llvm.loop !17
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @frame1m() unnamed_addr #2 {
  %1 = alloca [1048576 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 1048576, ptr nonnull %1) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1048576) %1, i8 120, i64 1048576, i1 false)
  %2 = getelementptr inbounds i8, ptr %1, i64 12345
  store i8 121, ptr %2, align 1, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %1, i64 1048575
  store i8 122, ptr %3, align 1, !tbaa !5
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 0, %0 ], [ %46, %4 ]
  %6 = phi <4 x i32> [ zeroinitializer, %0 ], [ %44, %4 ]
  %7 = phi <4 x i32> [ zeroinitializer, %0 ], [ %45, %4 ]
  %8 = mul i64 %5, 1000
  %9 = add i64 %8, 1000
  %10 = add i64 %8, 2000
  %11 = add i64 %8, 3000
  %12 = add i64 %8, 4000
  %13 = add i64 %8, 5000
  %14 = add i64 %8, 6000
  %15 = add i64 %8, 7000
  %16 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 %8
  %17 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 %9
  %18 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 %10
  %19 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 %11
  %20 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 %12
  %21 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 %13
  %22 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 %14
  %23 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 %15
  %24 = load i8, ptr %16, align 16, !tbaa !5
  %25 = load i8, ptr %17, align 8, !tbaa !5
  %26 = load i8, ptr %18, align 16, !tbaa !5
  %27 = load i8, ptr %19, align 8, !tbaa !5
  %28 = insertelement <4 x i8> poison, i8 %24, i64 0
  %29 = insertelement <4 x i8> %28, i8 %25, i64 1
  %30 = insertelement <4 x i8> %29, i8 %26, i64 2
  %31 = insertelement <4 x i8> %30, i8 %27, i64 3
  %32 = load i8, ptr %20, align 16, !tbaa !5
  %33 = load i8, ptr %21, align 8, !tbaa !5
  %34 = load i8, ptr %22, align 16, !tbaa !5
  %35 = load i8, ptr %23, align 8, !tbaa !5
  %36 = insertelement <4 x i8> poison, i8 %32, i64 0
  %37 = insertelement <4 x i8> %36, i8 %33, i64 1
  %38 = insertelement <4 x i8> %37, i8 %34, i64 2
  %39 = insertelement <4 x i8> %38, i8 %35, i64 3
  %40 = icmp eq <4 x i8> %31, <i8 120, i8 120, i8 120, i8 120>
  %41 = icmp eq <4 x i8> %39, <i8 120, i8 120, i8 120, i8 120>
  %42 = zext <4 x i1> %40 to <4 x i32>
  %43 = zext <4 x i1> %41 to <4 x i32>
  %44 = add <4 x i32> %6, %42
  %45 = add <4 x i32> %7, %43
  %46 = add nuw i64 %5, 8
  %47 = icmp eq i64 %46, 1048
  br i1 %47, label %48, label %4, !llvm.loop !18

48:                                               ; preds = %4
  %49 = add <4 x i32> %45, %44
  %50 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %49)
  %51 = getelementptr inbounds i8, ptr %1, i64 1048000
  %52 = load i8, ptr %51, align 16, !tbaa !5
  %53 = icmp eq i8 %52, 120
  %54 = zext i1 %53 to i32
  %55 = add nuw nsw i32 %50, %54
  %56 = add nuw nsw i32 %55, 2
  call void @llvm.lifetime.end.p0(i64 1048576, ptr nonnull %1) #8
  ret i32 %56
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @recurse(i32 noundef %0) unnamed_addr #4 {
  %2 = alloca [25000 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 100000, ptr nonnull %2) #8
  %3 = mul nsw i32 %0, 100000
  %4 = insertelement <4 x i32> poison, i32 %3, i64 0
  %5 = shufflevector <4 x i32> %4, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %6

6:                                                ; preds = %15, %1
  %7 = phi i64 [ 0, %1 ], [ %23, %15 ]
  %8 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %24, %15 ]
  %9 = add <4 x i32> %8, <i32 4, i32 4, i32 4, i32 4>
  %10 = getelementptr inbounds [25000 x i32], ptr %2, i64 0, i64 %7
  %11 = add <4 x i32> %5, %8
  %12 = add <4 x i32> %5, %9
  %13 = getelementptr inbounds i8, ptr %10, i64 16
  store <4 x i32> %11, ptr %10, align 16, !tbaa !10
  store <4 x i32> %12, ptr %13, align 16, !tbaa !10
  %14 = icmp eq i64 %7, 24992
  br i1 %14, label %25, label %15, !llvm.loop !19

15:                                               ; preds = %6
  %16 = or disjoint i64 %7, 8
  %17 = add <4 x i32> %8, <i32 8, i32 8, i32 8, i32 8>
  %18 = add <4 x i32> %8, <i32 12, i32 12, i32 12, i32 12>
  %19 = getelementptr inbounds [25000 x i32], ptr %2, i64 0, i64 %16
  %20 = add <4 x i32> %5, %17
  %21 = add <4 x i32> %5, %18
  %22 = getelementptr inbounds i8, ptr %19, i64 16
  store <4 x i32> %20, ptr %19, align 16, !tbaa !10
  store <4 x i32> %21, ptr %22, align 16, !tbaa !10
  %23 = add nuw nsw i64 %7, 16
  %24 = add <4 x i32> %8, <i32 16, i32 16, i32 16, i32 16>
  br label %6

25:                                               ; preds = %6
  %26 = icmp sgt i32 %0, 0
  br i1 %26, label %27, label %31

27:                                               ; preds = %25
  %28 = add nsw i32 %0, -1
  %29 = tail call fastcc i32 @recurse(i32 noundef %28)
  %30 = mul i32 %29, 7
  br label %31

31:                                               ; preds = %25, %27
  %32 = phi i32 [ %30, %27 ], [ 0, %25 ]
  %33 = mul nsw i32 %0, 1000
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [25000 x i32], ptr %2, i64 0, i64 %34
  %36 = load i32, ptr %35, align 16, !tbaa !10
  %37 = add i32 %36, %32
  %38 = getelementptr inbounds i8, ptr %2, i64 99996
  %39 = load i32, ptr %38, align 4, !tbaa !10
  %40 = add i32 %37, %39
  call void @llvm.lifetime.end.p0(i64 100000, ptr nonnull %2) #8
  ret i32 %40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !6, i64 0}
!14 = distinct !{!14, !9, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !9, !15, !16}
!19 = distinct !{!19, !9, !15, !16}
