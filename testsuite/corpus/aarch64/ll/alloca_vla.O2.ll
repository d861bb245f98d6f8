; ModuleID = 'programs/alloca_vla.c'
source_filename = "programs/alloca_vla.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  store <2 x double> <double 0.000000e+00, double 5.000000e-01>, ptr %5, align 8, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x double> <double 1.000000e+00, double 1.500000e+00>, ptr %6, align 8, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %5, i64 32
  store <2 x double> <double 2.000000e+00, double 1.000000e+00>, ptr %7, align 8, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %5, i64 48
  store <2 x double> <double 1.500000e+00, double 2.000000e+00>, ptr %8, align 8, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %5, i64 64
  store <2 x double> <double 2.500000e+00, double 3.000000e+00>, ptr %9, align 8, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %5, i64 80
  store <2 x double> <double 2.000000e+00, double 2.500000e+00>, ptr %10, align 8, !tbaa !6
  %11 = getelementptr inbounds i8, ptr %5, i64 96
  store <2 x double> <double 3.000000e+00, double 3.500000e+00>, ptr %11, align 8, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %5, i64 112
  store <2 x double> <double 4.000000e+00, double 3.000000e+00>, ptr %12, align 8, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %5, i64 128
  store <2 x double> <double 3.500000e+00, double 4.000000e+00>, ptr %13, align 8, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %5, i64 144
  store <2 x double> <double 4.500000e+00, double 5.000000e+00>, ptr %14, align 8, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %5, i64 160
  store <2 x double> <double 4.000000e+00, double 4.500000e+00>, ptr %15, align 8, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %5, i64 176
  store <2 x double> <double 5.000000e+00, double 5.500000e+00>, ptr %16, align 8, !tbaa !6
  %17 = getelementptr inbounds i8, ptr %5, i64 192
  store double 6.000000e+00, ptr %17, align 8, !tbaa !6
  %18 = tail call fastcc double @matrix_trace(ptr noundef nonnull %5)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %18)
  tail call void @free(ptr noundef %5) #15
  %20 = alloca [21 x i32], align 4
  call fastcc void @fill(ptr noundef nonnull %20)
  %21 = getelementptr inbounds i8, ptr %20, i64 80
  %22 = load i32, ptr %21, align 4, !tbaa !10
  %23 = getelementptr inbounds i8, ptr %20, i64 40
  %24 = load i32, ptr %23, align 4, !tbaa !10
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
  %3 = alloca i64, i64 %2, align 8
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %52

5:                                                ; preds = %1
  %6 = icmp eq i32 %0, 1
  br i1 %6, label %7, label %9

7:                                                ; preds = %20, %5
  %8 = phi i64 [ 0, %5 ], [ %10, %20 ]
  br label %46

9:                                                ; preds = %5
  %10 = and i64 %2, 2147483646
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %18, %11 ]
  %13 = or disjoint i64 %12, 1
  %14 = mul nuw nsw i64 %12, %12
  %15 = mul nuw nsw i64 %13, %13
  %16 = getelementptr inbounds i64, ptr %3, i64 %12
  %17 = getelementptr inbounds i64, ptr %3, i64 %13
  store i64 %14, ptr %16, align 8, !tbaa !12
  store i64 %15, ptr %17, align 8, !tbaa !12
  %18 = add nuw i64 %12, 2
  %19 = icmp eq i64 %18, %10
  br i1 %19, label %20, label %11, !llvm.loop !14

20:                                               ; preds = %11
  %21 = icmp eq i64 %10, %2
  br i1 %21, label %22, label %7

22:                                               ; preds = %46, %20
  br i1 %4, label %23, label %52

23:                                               ; preds = %22
  %24 = icmp ult i32 %0, 4
  br i1 %24, label %25, label %28

25:                                               ; preds = %42, %23
  %26 = phi i64 [ 0, %23 ], [ %29, %42 ]
  %27 = phi i64 [ 0, %23 ], [ %44, %42 ]
  br label %56

28:                                               ; preds = %23
  %29 = and i64 %2, 2147483644
  br label %30

30:                                               ; preds = %30, %28
  %31 = phi i64 [ 0, %28 ], [ %40, %30 ]
  %32 = phi <2 x i64> [ zeroinitializer, %28 ], [ %38, %30 ]
  %33 = phi <2 x i64> [ zeroinitializer, %28 ], [ %39, %30 ]
  %34 = getelementptr inbounds i64, ptr %3, i64 %31
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  %36 = load <2 x i64>, ptr %34, align 8, !tbaa !12
  %37 = load <2 x i64>, ptr %35, align 8, !tbaa !12
  %38 = add <2 x i64> %36, %32
  %39 = add <2 x i64> %37, %33
  %40 = add nuw i64 %31, 4
  %41 = icmp eq i64 %40, %29
  br i1 %41, label %42, label %30, !llvm.loop !18

42:                                               ; preds = %30
  %43 = add <2 x i64> %39, %38
  %44 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %43)
  %45 = icmp eq i64 %29, %2
  br i1 %45, label %52, label %25

46:                                               ; preds = %7, %46
  %47 = phi i64 [ %50, %46 ], [ %8, %7 ]
  %48 = mul nuw nsw i64 %47, %47
  %49 = getelementptr inbounds i64, ptr %3, i64 %47
  store i64 %48, ptr %49, align 8, !tbaa !12
  %50 = add nuw nsw i64 %47, 1
  %51 = icmp eq i64 %50, %2
  br i1 %51, label %22, label %46, !llvm.loop !19

52:                                               ; preds = %56, %42, %1, %22
  %53 = phi i64 [ 0, %22 ], [ 0, %1 ], [ %44, %42 ], [ %61, %56 ]
  %54 = shl nuw nsw i64 %2, 3
  %55 = add nsw i64 %53, %54
  ret i64 %55

56:                                               ; preds = %25, %56
  %57 = phi i64 [ %62, %56 ], [ %26, %25 ]
  %58 = phi i64 [ %61, %56 ], [ %27, %25 ]
  %59 = getelementptr inbounds i64, ptr %3, i64 %57
  %60 = load i64, ptr %59, align 8, !tbaa !12
  %61 = add nsw i64 %60, %58
  %62 = add nuw nsw i64 %57, 1
  %63 = icmp eq i64 %62, %2
  br i1 %63, label %52, label %56, !llvm.loop !20
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @matrix_trace(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  %2 = load double, ptr %0, align 8, !tbaa !6
  %3 = fadd double %2, 0.000000e+00
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  %5 = load double, ptr %4, align 8, !tbaa !6
  %6 = fadd double %3, %5
  %7 = getelementptr inbounds i8, ptr %0, i64 96
  %8 = load double, ptr %7, align 8, !tbaa !6
  %9 = fadd double %6, %8
  %10 = getelementptr inbounds i8, ptr %0, i64 144
  %11 = load double, ptr %10, align 8, !tbaa !6
  %12 = fadd double %9, %11
  %13 = getelementptr inbounds i8, ptr %0, i64 192
  %14 = load double, ptr %13, align 8, !tbaa !6
  %15 = fadd double %12, %14
  ret double %15
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @fill(ptr nocapture noundef writeonly %0) unnamed_addr #7 {
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %0, align 4, !tbaa !10
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %2, align 4, !tbaa !10
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %3, align 4, !tbaa !10
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, ptr %4, align 4, !tbaa !10
  %5 = getelementptr inbounds i8, ptr %0, i64 64
  store <4 x i32> <i32 16, i32 17, i32 18, i32 19>, ptr %5, align 4, !tbaa !10
  %6 = getelementptr inbounds i8, ptr %0, i64 80
  store i32 20, ptr %6, align 4, !tbaa !10
  ret void
}

; Function Attrs: nofree noinline nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @alloca_strs() unnamed_addr #8 {
  %1 = alloca [320 x i8], align 16
  br label %2

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %13, %2 ]
  %4 = trunc i64 %3 to i32
  %5 = add nuw nsw i64 %3, 2
  %6 = alloca i8, i64 %5, align 16
  %7 = getelementptr inbounds ptr, ptr %1, i64 %3
  store ptr %6, ptr %7, align 8, !tbaa !21
  %8 = add nuw nsw i32 %4, 230
  %9 = icmp ult i64 %3, 26
  %10 = select i1 %9, i32 %4, i32 %8
  %11 = trunc i32 %10 to i8
  %12 = add nuw i8 %11, 97
  %13 = add nuw nsw i64 %3, 1
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %6, i8 %12, i64 %13, i1 false)
  %14 = getelementptr inbounds i8, ptr %6, i64 %13
  store i8 0, ptr %14, align 1, !tbaa !23
  %15 = icmp eq i64 %13, 40
  br i1 %15, label %17, label %2, !llvm.loop !24

16:                                               ; preds = %17
  ret i32 %28

17:                                               ; preds = %2, %17
  %18 = phi i64 [ %29, %17 ], [ 0, %2 ]
  %19 = phi i32 [ %28, %17 ], [ 0, %2 ]
  %20 = getelementptr inbounds ptr, ptr %1, i64 %18
  %21 = load ptr, ptr %20, align 8, !tbaa !21
  %22 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %21) #16
  %23 = trunc i64 %22 to i32
  %24 = load i8, ptr %21, align 1, !tbaa !23
  %25 = zext i8 %24 to i32
  %26 = add nsw i32 %25, -96
  %27 = mul nsw i32 %26, %23
  %28 = add nsw i32 %27, %19
  %29 = add nuw nsw i64 %18, 1
  %30 = icmp eq i64 %29, 40
  br i1 %30, label %16, label %17, !llvm.loop !25
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @alloca_aligned() unnamed_addr #9 {
  ret i32 20
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i32 @vla_loop() unnamed_addr #10 {
  br label %2

1:                                                ; preds = %2
  ret i32 %15

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 1, %0 ], [ %16, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %15, %2 ]
  %5 = mul nuw nsw i64 %3, 100
  %6 = tail call ptr @llvm.stacksave.p0()
  %7 = alloca i8, i64 %5, align 1
  %8 = trunc i64 %3 to i8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %7, i8 %8, i64 %5, i1 false)
  %9 = getelementptr i8, ptr %7, i64 %5
  %10 = getelementptr i8, ptr %9, i64 -1
  %11 = load i8, ptr %10, align 1, !tbaa !23
  %12 = zext i8 %11 to i32
  %13 = trunc nuw nsw i64 %5 to i32
  %14 = add nuw nsw i32 %4, %13
  %15 = add nuw nsw i32 %14, %12
  tail call void @llvm.stackrestore.p0(ptr %6)
  %16 = add nuw nsw i64 %3, 1
  %17 = icmp eq i64 %16, 301
  br i1 %17, label %1, label %2, !llvm.loop !26
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
  %9 = alloca i32, i64 %7, align 4
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
  store <4 x i32> %17, ptr %19, align 4, !tbaa !10
  store <4 x i32> %18, ptr %20, align 4, !tbaa !10
  %21 = add nuw i64 %16, 8
  %22 = add <4 x i32> %17, <i32 8, i32 8, i32 8, i32 8>
  %23 = icmp eq i64 %21, %14
  br i1 %23, label %24, label %15, !llvm.loop !27

24:                                               ; preds = %15
  %25 = icmp eq i64 %3, %14
  br i1 %25, label %26, label %11

26:                                               ; preds = %32, %24
  %27 = getelementptr inbounds i32, ptr %9, i64 %2
  %28 = load i32, ptr %27, align 4, !tbaa !10
  %29 = add nsw i32 %28, %4
  %30 = icmp slt i32 %29, 1001
  tail call void @llvm.stackrestore.p0(ptr %8)
  %31 = add nuw nsw i64 %3, 1
  br i1 %30, label %1, label %38, !llvm.loop !28

32:                                               ; preds = %11, %32
  %33 = phi i64 [ %36, %32 ], [ %12, %11 ]
  %34 = getelementptr inbounds i32, ptr %9, i64 %33
  %35 = trunc nuw nsw i64 %33 to i32
  store i32 %35, ptr %34, align 4, !tbaa !10
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

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree noinline nounwind memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind allocsize(0) }
attributes #15 = { nounwind }
attributes #16 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !8, i64 0}
!14 = distinct !{!14, !15, !16, !17}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !15, !16, !17}
!19 = distinct !{!19, !15, !16}
!20 = distinct !{!20, !15, !17, !16}
!21 = !{!22, !22, i64 0}
!22 = !{!"any pointer", !8, i64 0}
!23 = !{!8, !8, i64 0}
!24 = distinct !{!24, !15}
!25 = distinct !{!25, !15}
!26 = distinct !{!26, !15}
!27 = distinct !{!27, !15, !16, !17}
!28 = distinct !{!28, !15}
!29 = distinct !{!29, !15, !17, !16}
