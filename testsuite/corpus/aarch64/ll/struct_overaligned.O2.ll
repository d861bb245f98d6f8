; ModuleID = 'programs/struct_overaligned.c'
source_filename = "programs/struct_overaligned.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.A32 = type { [3 x i32], [20 x i8] }
%struct.A64 = type { double, i8, [55 x i8] }

@.str = private unnamed_addr constant [56 x i8] c"sizeof A32=%zu A64=%zu holder=%zu offsetof l=%zu a=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"a=%d,%d,%d b=%g,%c\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"deep=%d va=%d,%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"bad=%d values %d %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 10) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.A32, align 32
  %2 = alloca %struct.A32, align 32
  %3 = alloca %struct.A64, align 64
  %4 = alloca %struct.A64, align 64
  %5 = alloca %struct.A64, align 64
  %6 = getelementptr inbounds i8, ptr %2, i64 12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %6, i8 0, i64 20, i1 false)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 32, i64 noundef 64, i64 noundef 64, i64 noundef 16, i64 noundef 32)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #9
  store <2 x i32> <i32 1, i32 2>, ptr %2, align 32
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 3, ptr %8, align 8, !tbaa !6
  call fastcc void @a32_f(ptr dead_on_unwind nonnull writable sret(%struct.A32) align 32 %1, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #9
  store double 1.500000e+00, ptr %5, align 64, !tbaa !9
  %9 = getelementptr inbounds i8, ptr %5, i64 8
  store i8 97, ptr %9, align 8, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %5, i64 9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(55) %10, i8 0, i64 55, i1 false)
  call fastcc void @a64_f(ptr dead_on_unwind nonnull writable sret(%struct.A64) align 64 %4, ptr noundef nonnull %5)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #9
  call fastcc void @a64_f(ptr dead_on_unwind nonnull writable sret(%struct.A64) align 64 %3, ptr noundef nonnull %4)
  %11 = load i32, ptr %1, align 32, !tbaa !11
  %12 = getelementptr inbounds i8, ptr %1, i64 4
  %13 = load i32, ptr %12, align 4, !tbaa !11
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  %15 = load i32, ptr %14, align 8, !tbaa !11
  %16 = load double, ptr %3, align 64, !tbaa !13
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = load i8, ptr %17, align 8, !tbaa !15
  %19 = zext i8 %18 to i32
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %11, i32 noundef %13, i32 noundef %15, double noundef %16, i32 noundef %19)
  %21 = tail call fastcc i32 @deep(i32 noundef 10)
  %22 = tail call fastcc i32 @va()
  %23 = tail call fastcc i32 @va()
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %21, i32 noundef %22, i32 noundef %23)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #9
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @a32_f(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.A32) align 32 %0, ptr nocapture noundef %1) unnamed_addr #4 {
  %3 = load i32, ptr %1, align 32, !tbaa !11
  %4 = add nsw i32 %3, 21
  store i32 %4, ptr %1, align 32, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 0, ptr %5, align 8, !tbaa !11
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 32 dereferenceable(32) %0, ptr noundef nonnull align 32 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @a64_f(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.A64) align 64 %0, ptr nocapture noundef %1) unnamed_addr #4 {
  %3 = load double, ptr %1, align 64, !tbaa !13
  %4 = fmul double %3, 2.000000e+00
  store double %4, ptr %1, align 64, !tbaa !13
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load i8, ptr %5, align 8, !tbaa !15
  %7 = add i8 %6, 1
  store i8 %7, ptr %5, align 8, !tbaa !15
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(64) %0, ptr noundef nonnull align 64 dereferenceable(64) %1, i64 64, i1 false), !tbaa.struct !17
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @deep(i32 noundef %0) unnamed_addr #6 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %38, label %3

3:                                                ; preds = %1
  %4 = icmp ult i32 %0, 8
  br i1 %4, label %28, label %5

5:                                                ; preds = %3
  %6 = and i32 %0, -8
  %7 = and i32 %0, 7
  %8 = insertelement <4 x i32> poison, i32 %0, i64 0
  %9 = shufflevector <4 x i32> %8, <4 x i32> poison, <4 x i32> zeroinitializer
  %10 = add <4 x i32> %9, <i32 0, i32 -1, i32 -2, i32 -3>
  br label %11

11:                                               ; preds = %11, %5
  %12 = phi i32 [ 0, %5 ], [ %21, %11 ]
  %13 = phi <4 x i32> [ %10, %5 ], [ %22, %11 ]
  %14 = phi <4 x i32> [ zeroinitializer, %5 ], [ %19, %11 ]
  %15 = phi <4 x i32> [ zeroinitializer, %5 ], [ %20, %11 ]
  %16 = add <4 x i32> %13, <i32 252, i32 252, i32 252, i32 252>
  %17 = and <4 x i32> %13, <i32 255, i32 255, i32 255, i32 255>
  %18 = and <4 x i32> %16, <i32 255, i32 255, i32 255, i32 255>
  %19 = add <4 x i32> %17, %14
  %20 = add <4 x i32> %18, %15
  %21 = add nuw i32 %12, 8
  %22 = add <4 x i32> %13, <i32 -8, i32 -8, i32 -8, i32 -8>
  %23 = icmp eq i32 %21, %6
  br i1 %23, label %24, label %11, !llvm.loop !18

24:                                               ; preds = %11
  %25 = add <4 x i32> %20, %19
  %26 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %25)
  %27 = icmp eq i32 %6, %0
  br i1 %27, label %38, label %28

28:                                               ; preds = %24, %3
  %29 = phi i32 [ %0, %3 ], [ %7, %24 ]
  %30 = phi i32 [ 0, %3 ], [ %26, %24 ]
  br label %31

31:                                               ; preds = %28, %31
  %32 = phi i32 [ %34, %31 ], [ %29, %28 ]
  %33 = phi i32 [ %36, %31 ], [ %30, %28 ]
  %34 = add nsw i32 %32, -1
  %35 = and i32 %32, 255
  %36 = add nuw nsw i32 %35, %33
  %37 = icmp eq i32 %34, 0
  br i1 %37, label %38, label %31, !llvm.loop !21

38:                                               ; preds = %31, %24, %1
  %39 = phi i32 [ 0, %1 ], [ %26, %24 ], [ %36, %31 ]
  ret i32 %39
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 0, 2) i32 @va() unnamed_addr #7 {
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!14, !10, i64 0}
!14 = !{!"A64", !10, i64 0, !7, i64 8}
!15 = !{!14, !7, i64 8}
!16 = !{i64 0, i64 12, !6}
!17 = !{i64 0, i64 8, !9, i64 8, i64 1, !6}
!18 = distinct !{!18, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !20, !19}
