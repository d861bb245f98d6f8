; ModuleID = 'programs/large_stack_frame.c'
source_filename = "programs/large_stack_frame.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %2 = alloca [131072 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 131072, ptr nonnull %2) #9
  %3 = zext nneg i32 %0 to i64
  br label %7

4:                                                ; preds = %7
  %5 = trunc nuw nsw i32 %0 to i8
  %6 = getelementptr inbounds i8, ptr %2, i64 131071
  store volatile i8 %5, ptr %6, align 1, !tbaa !6
  br label %18

7:                                                ; preds = %1, %7
  %8 = phi i64 [ 0, %1 ], [ %12, %7 ]
  %9 = mul nuw nsw i64 %8, %3
  %10 = trunc i64 %9 to i8
  %11 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %8
  store volatile i8 %10, ptr %11, align 1, !tbaa !6
  %12 = add nuw nsw i64 %8, 61
  %13 = icmp ult i64 %8, 131011
  br i1 %13, label %7, label %4, !llvm.loop !9

14:                                               ; preds = %18
  %15 = load volatile i8, ptr %6, align 1, !tbaa !6
  %16 = zext i8 %15 to i32
  %17 = add i32 %25, %16
  call void @llvm.lifetime.end.p0(i64 131072, ptr nonnull %2) #9
  ret i32 %17

18:                                               ; preds = %4, %18
  %19 = phi i64 [ 0, %4 ], [ %26, %18 ]
  %20 = phi i32 [ 0, %4 ], [ %25, %18 ]
  %21 = mul i32 %20, 31
  %22 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %19
  %23 = load volatile i8, ptr %22, align 1, !tbaa !6
  %24 = zext i8 %23 to i32
  %25 = add i32 %21, %24
  %26 = add nuw nsw i64 %19, 61
  %27 = icmp ult i64 %19, 131011
  br i1 %27, label %18, label %14, !llvm.loop !11
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc double @big_frame_mixed() unnamed_addr #3 {
  %1 = alloca [20000 x double], align 8
  %2 = alloca [5000 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 160000, ptr nonnull %1) #9
  call void @llvm.lifetime.start.p0(i64 20000, ptr nonnull %2) #9
  br label %3

3:                                                ; preds = %3, %0
  %4 = phi i64 [ 0, %0 ], [ %13, %3 ]
  %5 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %14, %3 ]
  %6 = add <2 x i32> %5, <i32 2, i32 2>
  %7 = uitofp <2 x i32> %5 to <2 x double>
  %8 = uitofp <2 x i32> %6 to <2 x double>
  %9 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %7, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.100000e+01, double 1.100000e+01>)
  %10 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %8, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.100000e+01, double 1.100000e+01>)
  %11 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %4
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  store <2 x double> %9, ptr %11, align 8, !tbaa !12
  store <2 x double> %10, ptr %12, align 8, !tbaa !12
  %13 = add nuw i64 %4, 4
  %14 = add <2 x i32> %5, <i32 4, i32 4>
  %15 = icmp eq i64 %13, 20000
  br i1 %15, label %16, label %3, !llvm.loop !14

16:                                               ; preds = %3, %16
  %17 = phi i64 [ %27, %16 ], [ 0, %3 ]
  %18 = or disjoint i64 %17, 1
  %19 = trunc i64 %17 to i32
  %20 = mul i32 %19, 7919
  %21 = mul i32 %19, 7919
  %22 = add i32 %21, 7919
  %23 = urem i32 %20, 20000
  %24 = urem i32 %22, 20000
  %25 = getelementptr inbounds [5000 x i32], ptr %2, i64 0, i64 %17
  %26 = getelementptr inbounds [5000 x i32], ptr %2, i64 0, i64 %18
  store i32 %23, ptr %25, align 4, !tbaa !17
  store i32 %24, ptr %26, align 4, !tbaa !17
  %27 = add nuw i64 %17, 2
  %28 = icmp eq i64 %27, 5000
  br i1 %28, label %29, label %16, !llvm.loop !19

29:                                               ; preds = %16, %29
  %30 = phi i64 [ %45, %29 ], [ 0, %16 ]
  %31 = phi double [ %44, %29 ], [ 0.000000e+00, %16 ]
  %32 = or disjoint i64 %30, 1
  %33 = getelementptr inbounds [5000 x i32], ptr %2, i64 0, i64 %30
  %34 = getelementptr inbounds [5000 x i32], ptr %2, i64 0, i64 %32
  %35 = load i32, ptr %33, align 4, !tbaa !17
  %36 = load i32, ptr %34, align 4, !tbaa !17
  %37 = sext i32 %35 to i64
  %38 = sext i32 %36 to i64
  %39 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %37
  %40 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %38
  %41 = load double, ptr %39, align 8, !tbaa !12
  %42 = load double, ptr %40, align 8, !tbaa !12
  %43 = fadd double %31, %41
  %44 = fadd double %43, %42
  %45 = add nuw i64 %30, 2
  %46 = icmp eq i64 %45, 5000
  br i1 %46, label %47, label %29, !llvm.loop !20

47:                                               ; preds = %29
  %48 = fadd double %44, 4.400000e+01
  call void @llvm.lifetime.end.p0(i64 20000, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 160000, ptr nonnull %1) #9
  ret double %48
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @rec_big(i32 noundef %0) unnamed_addr #4 {
  %2 = alloca [8192 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 32768, ptr nonnull %2) #9
  %3 = insertelement <4 x i32> poison, i32 %0, i64 0
  %4 = shufflevector <4 x i32> %3, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %5

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %13, %5 ]
  %7 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %14, %5 ]
  %8 = add <4 x i32> %7, <i32 4, i32 4, i32 4, i32 4>
  %9 = getelementptr inbounds [8192 x i32], ptr %2, i64 0, i64 %6
  %10 = add <4 x i32> %7, %4
  %11 = add <4 x i32> %8, %4
  %12 = getelementptr inbounds i8, ptr %9, i64 16
  store <4 x i32> %10, ptr %9, align 4, !tbaa !17
  store <4 x i32> %11, ptr %12, align 4, !tbaa !17
  %13 = add nuw i64 %6, 8
  %14 = add <4 x i32> %7, <i32 8, i32 8, i32 8, i32 8>
  %15 = icmp eq i64 %13, 8192
  br i1 %15, label %16, label %5, !llvm.loop !21

16:                                               ; preds = %5
  %17 = icmp eq i32 %0, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %16
  %19 = getelementptr inbounds i8, ptr %2, i64 32764
  %20 = load i32, ptr %19, align 4, !tbaa !17
  %21 = sext i32 %20 to i64
  br label %31

22:                                               ; preds = %16
  %23 = mul nuw nsw i32 %0, 13
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds [8192 x i32], ptr %2, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !17
  %27 = sext i32 %26 to i64
  %28 = add nsw i32 %0, -1
  %29 = tail call fastcc i64 @rec_big(i32 noundef %28)
  %30 = add nsw i64 %29, %27
  br label %31

31:                                               ; preds = %22, %18
  %32 = phi i64 [ %21, %18 ], [ %30, %22 ]
  call void @llvm.lifetime.end.p0(i64 32768, ptr nonnull %2) #9
  ret i64 %32
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc range(i32 -2147483641, -2147483648) i32 @one_mb() unnamed_addr #3 {
  %1 = alloca [262144 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 1048576, ptr nonnull %1) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1048576) %1, i8 0, i64 1048576, i1 false)
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %11, %2 ]
  %4 = shl i64 %3, 12
  %5 = or disjoint i64 %4, 4096
  %6 = lshr exact i64 %5, 12
  %7 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %4
  %8 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %5
  %9 = trunc i64 %3 to i32
  %10 = trunc nuw nsw i64 %6 to i32
  store i32 %9, ptr %7, align 4, !tbaa !17
  store i32 %10, ptr %8, align 4, !tbaa !17
  %11 = add nuw i64 %3, 2
  %12 = icmp eq i64 %11, 64
  br i1 %12, label %13, label %2, !llvm.loop !22

13:                                               ; preds = %2, %13
  %14 = phi i64 [ %25, %13 ], [ 0, %2 ]
  %15 = phi i32 [ %23, %13 ], [ 0, %2 ]
  %16 = phi i32 [ %24, %13 ], [ 0, %2 ]
  %17 = shl i64 %14, 12
  %18 = or disjoint i64 %17, 4096
  %19 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %17
  %20 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %18
  %21 = load i32, ptr %19, align 4, !tbaa !17
  %22 = load i32, ptr %20, align 4, !tbaa !17
  %23 = add i32 %21, %15
  %24 = add i32 %22, %16
  %25 = add nuw i64 %14, 2
  %26 = icmp eq i64 %25, 64
  br i1 %26, label %27, label %13, !llvm.loop !23

27:                                               ; preds = %13
  %28 = add i32 %24, %23
  %29 = add nsw i32 %28, 7
  call void @llvm.lifetime.end.p0(i64 1048576, ptr nonnull %1) #9
  ret i32 %29
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 45, 811) i32 @many_args_big_frame() unnamed_addr #5 {
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree noinline nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !7, i64 0}
!14 = distinct !{!14, !10, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !7, i64 0}
!19 = distinct !{!19, !10, !15, !16}
!20 = distinct !{!20, !10, !15, !16}
!21 = distinct !{!21, !10, !15, !16}
!22 = distinct !{!22, !10, !15, !16}
!23 = distinct !{!23, !10, !15, !16}
