; ModuleID = 'programs/phi_multi_exit.c'
source_filename = "programs/phi_multi_exit.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [47 x i8] c"many_returns sum=%ld search %d/%d %d/%d %d/%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"swap_cycle %ld %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [38 x i8] c"merge_switch sum=%ld stats %d %d %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [50 x i32], align 16
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  br label %31

6:                                                ; preds = %31
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %1) #7
  store <4 x i32> <i32 0, i32 17, i32 34, i32 51>, ptr %1, align 16, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  store <4 x i32> <i32 15, i32 32, i32 49, i32 13>, ptr %7, align 16, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %1, i64 32
  store <4 x i32> <i32 30, i32 47, i32 11, i32 28>, ptr %8, align 16, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %1, i64 48
  store <4 x i32> <i32 45, i32 9, i32 26, i32 43>, ptr %9, align 16, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %1, i64 64
  store <4 x i32> <i32 7, i32 24, i32 41, i32 5>, ptr %10, align 16, !tbaa !6
  %11 = getelementptr inbounds i8, ptr %1, i64 80
  store <4 x i32> <i32 22, i32 39, i32 3, i32 20>, ptr %11, align 16, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %1, i64 96
  store <4 x i32> <i32 37, i32 1, i32 18, i32 35>, ptr %12, align 16, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %1, i64 112
  store <4 x i32> <i32 52, i32 16, i32 33, i32 50>, ptr %13, align 16, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %1, i64 128
  store <4 x i32> <i32 14, i32 31, i32 48, i32 12>, ptr %14, align 16, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %1, i64 144
  store <4 x i32> <i32 29, i32 46, i32 10, i32 27>, ptr %15, align 16, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %1, i64 160
  store <4 x i32> <i32 44, i32 8, i32 25, i32 42>, ptr %16, align 16, !tbaa !6
  %17 = getelementptr inbounds i8, ptr %1, i64 176
  store <4 x i32> <i32 6, i32 23, i32 40, i32 4>, ptr %17, align 16, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %1, i64 192
  store i32 21, ptr %18, align 16, !tbaa !6
  %19 = getelementptr inbounds i8, ptr %1, i64 196
  store i32 38, ptr %19, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  %20 = call fastcc i32 @search_exit(ptr noundef nonnull %1, i32 noundef 34, ptr noundef nonnull %2)
  %21 = load i32, ptr %2, align 4, !tbaa !6
  %22 = call fastcc i32 @search_exit(ptr noundef nonnull %1, i32 noundef 2, ptr noundef nonnull %2)
  %23 = load i32, ptr %2, align 4, !tbaa !6
  %24 = call fastcc i32 @search_exit(ptr noundef nonnull %1, i32 noundef 1000, ptr noundef nonnull %2)
  %25 = load i32, ptr %2, align 4, !tbaa !6
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %36, i32 noundef %20, i32 noundef %21, i32 noundef %22, i32 noundef %23, i32 noundef %24, i32 noundef %25)
  %27 = tail call fastcc i64 @swap_cycle(i32 noundef 0)
  %28 = tail call fastcc i64 @swap_cycle(i32 noundef 1)
  %29 = tail call fastcc i64 @swap_cycle(i32 noundef 1000)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %27, i64 noundef %28, i64 noundef %29)
  br label %47

31:                                               ; preds = %0, %31
  %32 = phi i64 [ 0, %0 ], [ %36, %31 ]
  %33 = phi i32 [ -200, %0 ], [ %37, %31 ]
  %34 = tail call fastcc i32 @many_returns(i32 noundef %33)
  %35 = sext i32 %34 to i64
  %36 = add nsw i64 %32, %35
  %37 = add nsw i32 %33, 7
  %38 = icmp slt i32 %33, 1093
  br i1 %38, label %31, label %6, !llvm.loop !10

39:                                               ; preds = %47
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #7
  call fastcc void @stats(ptr noundef nonnull %1, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5)
  %40 = load i32, ptr %3, align 4, !tbaa !6
  %41 = load i32, ptr %4, align 4, !tbaa !6
  %42 = load i64, ptr %5, align 8, !tbaa !12
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %53, i32 noundef %40, i32 noundef %41, i64 noundef %42)
  %44 = add nsw i64 %53, %36
  %45 = trunc i64 %44 to i32
  %46 = and i32 %45, 127
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %1) #7
  ret i32 %46

47:                                               ; preds = %6, %47
  %48 = phi i32 [ 0, %6 ], [ %54, %47 ]
  %49 = phi i64 [ 0, %6 ], [ %53, %47 ]
  %50 = mul nuw nsw i32 %48, 11
  %51 = tail call fastcc i32 @merge_switch(i32 noundef %48, i32 noundef %50)
  %52 = sext i32 %51 to i64
  %53 = add nsw i64 %49, %52
  %54 = add nuw nsw i32 %48, 1
  %55 = icmp eq i32 %54, 60
  br i1 %55, label %39, label %47, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -3, 1002) i32 @many_returns(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp slt i32 %0, -100
  br i1 %2, label %25, label %3

3:                                                ; preds = %1
  %4 = icmp slt i32 %0, 0
  br i1 %4, label %25, label %5

5:                                                ; preds = %3
  %6 = icmp eq i32 %0, 0
  br i1 %6, label %25, label %7

7:                                                ; preds = %5
  %8 = icmp ult i32 %0, 10
  br i1 %8, label %9, label %11

9:                                                ; preds = %7
  %10 = mul nuw nsw i32 %0, %0
  br label %25

11:                                               ; preds = %7
  %12 = and i32 %0, 1
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %16

14:                                               ; preds = %11
  %15 = lshr exact i32 %0, 1
  br label %25

16:                                               ; preds = %11
  %17 = udiv i32 %0, 3
  %18 = mul i32 %17, 3
  %19 = sub i32 %0, %18
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %25, label %21

21:                                               ; preds = %16
  %22 = icmp ugt i32 %0, 1000
  %23 = add nuw nsw i32 %0, 1
  %24 = select i1 %22, i32 1000, i32 %23
  br label %25

25:                                               ; preds = %16, %21, %5, %3, %1, %14, %9
  %26 = phi i32 [ %10, %9 ], [ %15, %14 ], [ -3, %1 ], [ -1, %3 ], [ 0, %5 ], [ %24, %21 ], [ %17, %16 ]
  ret i32 %26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc noundef i32 @search_exit(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #3 {
  %4 = mul nuw nsw i32 %1, 10
  br label %5

5:                                                ; preds = %3, %22
  %6 = phi i64 [ 0, %3 ], [ %23, %22 ]
  %7 = getelementptr inbounds i32, ptr %0, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = icmp eq i32 %8, %1
  br i1 %9, label %10, label %12

10:                                               ; preds = %5
  %11 = trunc nuw nsw i64 %6 to i32
  br label %25

12:                                               ; preds = %5
  %13 = icmp sgt i32 %8, %4
  br i1 %13, label %14, label %17

14:                                               ; preds = %12
  %15 = trunc nuw nsw i64 %6 to i32
  %16 = sub nsw i32 0, %15
  br label %25

17:                                               ; preds = %12
  %18 = icmp slt i32 %8, 0
  br i1 %18, label %19, label %22

19:                                               ; preds = %17
  %20 = trunc nuw nsw i64 %6 to i32
  %21 = mul nuw nsw i32 %20, 100
  br label %25

22:                                               ; preds = %17
  %23 = add nuw nsw i64 %6, 1
  %24 = icmp eq i64 %23, 50
  br i1 %24, label %25, label %5, !llvm.loop !15

25:                                               ; preds = %22, %19, %14, %10
  %26 = phi i32 [ %21, %19 ], [ %16, %14 ], [ %11, %10 ], [ 50, %22 ]
  %27 = phi i32 [ 3, %19 ], [ 2, %14 ], [ 1, %10 ], [ 0, %22 ]
  store i32 %26, ptr %2, align 4, !tbaa !6
  ret i32 %27
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i64 @swap_cycle(i32 noundef %0) unnamed_addr #5 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %10, label %8

3:                                                ; preds = %10
  %4 = mul nsw i64 %14, 10000
  %5 = mul nsw i64 %13, 100
  %6 = add i64 %17, %5
  %7 = add i64 %6, %4
  br label %8

8:                                                ; preds = %3, %1
  %9 = phi i64 [ 10203, %1 ], [ %7, %3 ]
  ret i64 %9

10:                                               ; preds = %1, %10
  %11 = phi i64 [ %14, %10 ], [ 1, %1 ]
  %12 = phi i32 [ %18, %10 ], [ 0, %1 ]
  %13 = phi i64 [ %17, %10 ], [ 3, %1 ]
  %14 = phi i64 [ %13, %10 ], [ 2, %1 ]
  %15 = and i32 %12, 7
  %16 = zext nneg i32 %15 to i64
  %17 = add nsw i64 %11, %16
  %18 = add nuw nsw i32 %12, 1
  %19 = icmp eq i32 %18, %0
  br i1 %19, label %3, label %10, !llvm.loop !16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @merge_switch(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = srem i32 %0, 6
  switch i32 %3, label %12 [
    i32 0, label %13
    i32 1, label %4
    i32 2, label %6
    i32 3, label %8
    i32 4, label %10
  ]

4:                                                ; preds = %2
  %5 = sub nsw i32 0, %1
  br label %13

6:                                                ; preds = %2
  %7 = mul nsw i32 %1, 3
  br label %13

8:                                                ; preds = %2
  %9 = xor i32 %1, 85
  br label %13

10:                                               ; preds = %2
  %11 = ashr i32 %1, 1
  br label %13

12:                                               ; preds = %2
  br label %13

13:                                               ; preds = %2, %12, %10, %8, %6, %4
  %14 = phi i32 [ 42, %12 ], [ %11, %10 ], [ %9, %8 ], [ %7, %6 ], [ %5, %4 ], [ %1, %2 ]
  %15 = add nsw i32 %14, %0
  ret i32 %15
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @stats(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #3 {
  %5 = load i32, ptr %0, align 4, !tbaa !6
  br label %7

6:                                                ; preds = %7
  store i32 %16, ptr %1, align 4, !tbaa !6
  store i32 %17, ptr %2, align 4, !tbaa !6
  store i64 %19, ptr %3, align 8, !tbaa !12
  ret void

7:                                                ; preds = %4, %7
  %8 = phi i64 [ 0, %4 ], [ %20, %7 ]
  %9 = phi i64 [ 0, %4 ], [ %19, %7 ]
  %10 = phi i32 [ %5, %4 ], [ %17, %7 ]
  %11 = phi i32 [ %5, %4 ], [ %16, %7 ]
  %12 = getelementptr inbounds i32, ptr %0, i64 %8
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = icmp slt i32 %13, %11
  %15 = tail call i32 @llvm.smax.i32(i32 %13, i32 %10)
  %16 = tail call i32 @llvm.smin.i32(i32 %13, i32 %11)
  %17 = select i1 %14, i32 %10, i32 %15
  %18 = sext i32 %13 to i64
  %19 = add nsw i64 %9, %18
  %20 = add nuw nsw i64 %8, 1
  %21 = icmp eq i64 %20, 50
  br i1 %21, label %6, label %7, !llvm.loop !17
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !8, i64 0}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
