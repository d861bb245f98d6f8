; ModuleID = 'programs/builtins_misc.c'
source_filename = "programs/builtins_misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"types %s %s %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"other\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"constant_p %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"offsetof %zu %zu\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"classify %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"likely %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"aligned %ld\0A\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"objsize %zu\0A\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"expect %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [100 x i32], align 16
  %2 = alloca [64 x i64], align 16
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.3)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 1)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 4, i64 noundef 24)
  br label %21

6:                                                ; preds = %21
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %27)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %1) #9
  br label %8

8:                                                ; preds = %8, %6
  %9 = phi i64 [ 0, %6 ], [ %17, %8 ]
  %10 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %6 ], [ %18, %8 ]
  %11 = phi <4 x i8> [ <i8 0, i8 1, i8 2, i8 3>, %6 ], [ %19, %8 ]
  %12 = urem <4 x i8> %11, <i8 17, i8 17, i8 17, i8 17>
  %13 = icmp eq <4 x i8> %12, zeroinitializer
  %14 = sub nsw <4 x i32> zeroinitializer, %10
  %15 = select <4 x i1> %13, <4 x i32> %14, <4 x i32> %10
  %16 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %9
  store <4 x i32> %15, ptr %16, align 16, !tbaa !5
  %17 = add nuw i64 %9, 4
  %18 = add <4 x i32> %10, <i32 4, i32 4, i32 4, i32 4>
  %19 = add <4 x i8> %11, <i8 4, i8 4, i8 4, i8 4>
  %20 = icmp eq i64 %17, 100
  br i1 %20, label %30, label %8, !llvm.loop !9

21:                                               ; preds = %0, %21
  %22 = phi i32 [ 0, %0 ], [ %27, %21 ]
  %23 = phi i32 [ 0, %0 ], [ %28, %21 ]
  %24 = tail call fastcc i32 @classify(i32 noundef %23)
  %25 = tail call fastcc i32 @sw_unreachable(i32 noundef %23)
  %26 = add nuw nsw i32 %24, %22
  %27 = add nuw nsw i32 %26, %25
  %28 = add nuw nsw i32 %23, 1
  %29 = icmp eq i32 %28, 100
  br i1 %29, label %6, label %21, !llvm.loop !13

30:                                               ; preds = %8
  %31 = call fastcc i32 @likely_sum(ptr noundef nonnull %1)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %31)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #9
  br label %39

33:                                               ; preds = %39
  %34 = call fastcc i64 @aligned_sum(ptr noundef nonnull %2)
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %34)
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 10)
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 5)
  %38 = and i32 %27, 255
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %1) #9
  ret i32 %38

39:                                               ; preds = %39, %30
  %40 = phi i64 [ 0, %30 ], [ %52, %39 ]
  %41 = mul nuw nsw i64 %40, 3
  %42 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %40
  store i64 %41, ptr %42, align 16, !tbaa !14
  %43 = or disjoint i64 %40, 1
  %44 = mul nuw nsw i64 %43, 3
  %45 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %43
  store i64 %44, ptr %45, align 8, !tbaa !14
  %46 = or disjoint i64 %40, 2
  %47 = mul nuw nsw i64 %46, 3
  %48 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %46
  store i64 %47, ptr %48, align 16, !tbaa !14
  %49 = or disjoint i64 %40, 3
  %50 = mul nuw nsw i64 %49, 3
  %51 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %49
  store i64 %50, ptr %51, align 8, !tbaa !14
  %52 = add nuw nsw i64 %40, 4
  %53 = icmp eq i64 %52, 64
  br i1 %53, label %33, label %39, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 10, 41) i32 @classify(i32 noundef %0) unnamed_addr #3 {
  %2 = and i32 %0, 3
  %3 = mul nuw nsw i32 %2, 10
  %4 = add nuw nsw i32 %3, 10
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 1, 8) i32 @sw_unreachable(i32 noundef %0) unnamed_addr #3 {
  %2 = shl i32 %0, 1
  %3 = and i32 %2, 6
  %4 = or disjoint i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc range(i32 0, -2147483648) i32 @likely_sum(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %18, %2 ]
  %4 = phi <4 x i32> [ zeroinitializer, %1 ], [ %14, %2 ]
  %5 = phi <4 x i32> [ zeroinitializer, %1 ], [ %17, %2 ]
  %6 = getelementptr inbounds i32, ptr %0, i64 %3
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = load <4 x i32>, ptr %6, align 4, !tbaa !5
  %9 = load <4 x i32>, ptr %7, align 4, !tbaa !5
  %10 = mul <4 x i32> %8, <i32 -2, i32 -2, i32 -2, i32 -2>
  %11 = mul <4 x i32> %9, <i32 -2, i32 -2, i32 -2, i32 -2>
  %12 = icmp slt <4 x i32> %8, zeroinitializer
  %13 = select <4 x i1> %12, <4 x i32> %10, <4 x i32> %8
  %14 = add <4 x i32> %4, %13
  %15 = icmp slt <4 x i32> %9, zeroinitializer
  %16 = select <4 x i1> %15, <4 x i32> %11, <4 x i32> %9
  %17 = add <4 x i32> %5, %16
  %18 = add nuw i64 %3, 8
  %19 = icmp eq i64 %18, 96
  br i1 %19, label %20, label %2, !llvm.loop !17

20:                                               ; preds = %2
  %21 = add <4 x i32> %17, %14
  %22 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %21)
  %23 = getelementptr inbounds i8, ptr %0, i64 384
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = icmp slt i32 %24, 0
  br i1 %25, label %26, label %29, !prof !18

26:                                               ; preds = %20
  %27 = shl nsw i32 %24, 1
  %28 = sub nsw i32 %22, %27
  br label %31

29:                                               ; preds = %20
  %30 = add nuw nsw i32 %24, %22
  br label %31

31:                                               ; preds = %26, %29
  %32 = phi i32 [ %28, %26 ], [ %30, %29 ]
  %33 = getelementptr inbounds i8, ptr %0, i64 388
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = icmp slt i32 %34, 0
  br i1 %35, label %38, label %36, !prof !18

36:                                               ; preds = %31
  %37 = add nuw nsw i32 %34, %32
  br label %41

38:                                               ; preds = %31
  %39 = shl nsw i32 %34, 1
  %40 = sub nsw i32 %32, %39
  br label %41

41:                                               ; preds = %38, %36
  %42 = phi i32 [ %40, %38 ], [ %37, %36 ]
  %43 = getelementptr inbounds i8, ptr %0, i64 392
  %44 = load i32, ptr %43, align 4, !tbaa !5
  %45 = icmp slt i32 %44, 0
  br i1 %45, label %48, label %46, !prof !18

46:                                               ; preds = %41
  %47 = add nuw nsw i32 %44, %42
  br label %51

48:                                               ; preds = %41
  %49 = shl nsw i32 %44, 1
  %50 = sub nsw i32 %42, %49
  br label %51

51:                                               ; preds = %48, %46
  %52 = phi i32 [ %50, %48 ], [ %47, %46 ]
  %53 = getelementptr inbounds i8, ptr %0, i64 396
  %54 = load i32, ptr %53, align 4, !tbaa !5
  %55 = icmp slt i32 %54, 0
  br i1 %55, label %58, label %56, !prof !18

56:                                               ; preds = %51
  %57 = add nuw nsw i32 %54, %52
  br label %61

58:                                               ; preds = %51
  %59 = shl nsw i32 %54, 1
  %60 = sub nsw i32 %52, %59
  br label %61

61:                                               ; preds = %58, %56
  %62 = phi i32 [ %60, %58 ], [ %57, %56 ]
  ret i32 %62
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal fastcc i64 @aligned_sum(ptr noundef %0) unnamed_addr #5 {
  call void @llvm.assume(i1 true) [ "align"(ptr %0, i64 16) ]
  br label %3

2:                                                ; preds = %3
  ret i64 %24

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %25, %3 ]
  %5 = phi i64 [ 0, %1 ], [ %24, %3 ]
  %6 = getelementptr inbounds i64, ptr %0, i64 %4
  %7 = getelementptr inbounds i8, ptr %6, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %7, i32 0, i32 3, i32 1)
  %8 = load i64, ptr %6, align 16, !tbaa !14
  %9 = add nsw i64 %8, %5
  %10 = or disjoint i64 %4, 1
  %11 = getelementptr inbounds i64, ptr %0, i64 %10
  %12 = getelementptr inbounds i8, ptr %11, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %12, i32 0, i32 3, i32 1)
  %13 = load i64, ptr %11, align 8, !tbaa !14
  %14 = add nsw i64 %13, %9
  %15 = or disjoint i64 %4, 2
  %16 = getelementptr inbounds i64, ptr %0, i64 %15
  %17 = getelementptr inbounds i8, ptr %16, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %17, i32 0, i32 3, i32 1)
  %18 = load i64, ptr %16, align 16, !tbaa !14
  %19 = add nsw i64 %18, %14
  %20 = or disjoint i64 %4, 3
  %21 = getelementptr inbounds i64, ptr %0, i64 %20
  %22 = getelementptr inbounds i8, ptr %21, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %22, i32 0, i32 3, i32 1)
  %23 = load i64, ptr %21, align 8, !tbaa !14
  %24 = add nsw i64 %23, %19
  %25 = add nuw nsw i64 %4, 4
  %26 = icmp eq i64 %25, 64
  br i1 %26, label %2, label %3, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !7, i64 0}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10, !11, !12}
!18 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!19 = distinct !{!19, !10}
