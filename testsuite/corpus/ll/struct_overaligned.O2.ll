; ModuleID = 'programs/struct_overaligned.c'
source_filename = "programs/struct_overaligned.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.holder = type { i8, [15 x i8], i64, [8 x i8], %struct.A32 }
%struct.A32 = type { [3 x i32], [20 x i8] }
%struct.A64 = type { double, i8, [55 x i8] }

@.str = private unnamed_addr constant [56 x i8] c"sizeof A32=%zu A64=%zu holder=%zu offsetof l=%zu a=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"a=%d,%d,%d b=%g,%c\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"deep=%d va=%d,%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"bad=%d values %d %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 10) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.holder, align 32
  %2 = alloca %struct.A32, align 32
  %3 = alloca %struct.A64, align 64
  %4 = alloca %struct.A64, align 64
  %5 = alloca %struct.A64, align 64
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(64) %1, i8 0, i64 64, i1 false)
  store i8 104, ptr %1, align 32
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 5, ptr %6, align 16
  %7 = getelementptr inbounds i8, ptr %1, i64 32
  store i32 1, ptr %7, align 32
  %8 = getelementptr inbounds i8, ptr %1, i64 36
  store i32 2, ptr %8, align 4
  %9 = getelementptr inbounds i8, ptr %1, i64 40
  store i32 3, ptr %9, align 8
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 32, i64 noundef 64, i64 noundef 64, i64 noundef 16, i64 noundef 32)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9
  call fastcc void @a32_f(ptr dead_on_unwind nonnull writable sret(%struct.A32) align 32 %2, ptr noundef nonnull byval(%struct.A32) align 32 %7)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(64) %5, i8 0, i64 64, i1 false)
  store double 1.500000e+00, ptr %5, align 64, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %5, i64 8
  store i8 97, ptr %11, align 8, !tbaa !10
  call fastcc void @a64_f(ptr dead_on_unwind nonnull writable sret(%struct.A64) align 64 %4, ptr noundef nonnull byval(%struct.A64) align 64 %5)
  call fastcc void @a64_f(ptr dead_on_unwind nonnull writable sret(%struct.A64) align 64 %3, ptr noundef nonnull byval(%struct.A64) align 64 %4)
  %12 = load i32, ptr %2, align 32, !tbaa !11
  %13 = getelementptr inbounds i8, ptr %2, i64 4
  %14 = load i32, ptr %13, align 4, !tbaa !11
  %15 = getelementptr inbounds i8, ptr %2, i64 8
  %16 = load i32, ptr %15, align 8, !tbaa !11
  %17 = load double, ptr %3, align 64, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %3, i64 8
  %19 = load i8, ptr %18, align 8, !tbaa !10
  %20 = sext i8 %19 to i32
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %12, i32 noundef %14, i32 noundef %16, double noundef %17, i32 noundef %20)
  %22 = tail call fastcc i32 @deep(i32 noundef 10)
  %23 = tail call fastcc i32 @va()
  %24 = tail call fastcc i32 @va()
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %22, i32 noundef %23, i32 noundef %24)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #9
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @a32_f(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.A32) align 32 %0, ptr nocapture noundef byval(%struct.A32) align 32 %1) unnamed_addr #4 {
  %3 = load i32, ptr %1, align 32, !tbaa !11
  %4 = add nsw i32 %3, 21
  store i32 %4, ptr %1, align 32, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 0, ptr %5, align 8, !tbaa !11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 32 dereferenceable(32) %0, ptr noundef nonnull align 32 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !13
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @a64_f(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.A64) align 64 %0, ptr nocapture noundef byval(%struct.A64) align 64 %1) unnamed_addr #4 {
  %3 = load double, ptr %1, align 64, !tbaa !5
  %4 = fmul double %3, 2.000000e+00
  store double %4, ptr %1, align 64, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load i8, ptr %5, align 8, !tbaa !10
  %7 = add i8 %6, 1
  store i8 %7, ptr %5, align 8, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(64) %0, ptr noundef nonnull align 64 dereferenceable(64) %1, i64 64, i1 false), !tbaa.struct !15
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @deep(i32 noundef %0) unnamed_addr #5 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %41, label %3

3:                                                ; preds = %1
  %4 = icmp ult i32 %0, 8
  br i1 %4, label %30, label %5

5:                                                ; preds = %3
  %6 = and i32 %0, -8
  %7 = and i32 %0, 7
  %8 = insertelement <4 x i32> poison, i32 %0, i64 0
  %9 = shufflevector <4 x i32> %8, <4 x i32> poison, <4 x i32> zeroinitializer
  %10 = add <4 x i32> %9, <i32 0, i32 -1, i32 -2, i32 -3>
  br label %11

11:                                               ; preds = %11, %5
  %12 = phi i32 [ 0, %5 ], [ %23, %11 ]
  %13 = phi <4 x i32> [ %10, %5 ], [ %24, %11 ]
  %14 = phi <4 x i32> [ zeroinitializer, %5 ], [ %21, %11 ]
  %15 = phi <4 x i32> [ zeroinitializer, %5 ], [ %22, %11 ]
  %16 = shl <4 x i32> %13, <i32 24, i32 24, i32 24, i32 24>
  %17 = shl <4 x i32> %13, <i32 24, i32 24, i32 24, i32 24>
  %18 = add <4 x i32> %17, <i32 -67108864, i32 -67108864, i32 -67108864, i32 -67108864>
  %19 = ashr exact <4 x i32> %16, <i32 24, i32 24, i32 24, i32 24>
  %20 = ashr exact <4 x i32> %18, <i32 24, i32 24, i32 24, i32 24>
  %21 = add <4 x i32> %19, %14
  %22 = add <4 x i32> %20, %15
  %23 = add nuw i32 %12, 8
  %24 = add <4 x i32> %13, <i32 -8, i32 -8, i32 -8, i32 -8>
  %25 = icmp eq i32 %23, %6
  br i1 %25, label %26, label %11, !llvm.loop !17

26:                                               ; preds = %11
  %27 = add <4 x i32> %22, %21
  %28 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %27)
  %29 = icmp eq i32 %6, %0
  br i1 %29, label %41, label %30

30:                                               ; preds = %26, %3
  %31 = phi i32 [ %0, %3 ], [ %7, %26 ]
  %32 = phi i32 [ 0, %3 ], [ %28, %26 ]
  br label %33

33:                                               ; preds = %30, %33
  %34 = phi i32 [ %36, %33 ], [ %31, %30 ]
  %35 = phi i32 [ %39, %33 ], [ %32, %30 ]
  %36 = add nsw i32 %34, -1
  %37 = shl i32 %34, 24
  %38 = ashr exact i32 %37, 24
  %39 = add nsw i32 %38, %35
  %40 = icmp eq i32 %36, 0
  br i1 %40, label %41, label %33, !llvm.loop !20

41:                                               ; preds = %33, %26, %1
  %42 = phi i32 [ 0, %1 ], [ %28, %26 ], [ %39, %33 ]
  ret i32 %42
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 0, 2) i32 @va() unnamed_addr #6 {
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"A64", !7, i64 0, !8, i64 8}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !8, i64 8}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !8, i64 0}
!13 = !{i64 0, i64 12, !14}
!14 = !{!8, !8, i64 0}
!15 = !{i64 0, i64 8, !16, i64 8, i64 1, !14}
!16 = !{!7, !7, i64 0}
!17 = distinct !{!17, !18, !19}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !19, !18}
