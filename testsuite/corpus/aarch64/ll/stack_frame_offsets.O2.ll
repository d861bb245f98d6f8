; ModuleID = 'programs/stack_frame_offsets.c'
source_filename = "programs/stack_frame_offsets.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"r=%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i64 @big_frame()
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1)
  %3 = trunc i64 %1 to i32
  %4 = and i32 %3, 127
  ret i32 %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable
define internal fastcc i64 @big_frame() unnamed_addr #2 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca [10000 x i32], align 4
  %4 = alloca i64, align 8
  %5 = alloca [16640 x double], align 8
  %6 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  store volatile i64 1, ptr %1, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  store volatile i64 2, ptr %2, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 40000, ptr nonnull %3) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #5
  store volatile i64 3, ptr %4, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 133120, ptr nonnull %5) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #5
  store volatile i64 4, ptr %6, align 8, !tbaa !6
  br label %7

7:                                                ; preds = %7, %0
  %8 = phi i64 [ 0, %0 ], [ %13, %7 ]
  %9 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %14, %7 ]
  %10 = add <4 x i32> %9, <i32 4, i32 4, i32 4, i32 4>
  %11 = getelementptr inbounds [10000 x i32], ptr %3, i64 0, i64 %8
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  store <4 x i32> %9, ptr %11, align 4, !tbaa !10
  store <4 x i32> %10, ptr %12, align 4, !tbaa !10
  %13 = add nuw i64 %8, 8
  %14 = add <4 x i32> %9, <i32 8, i32 8, i32 8, i32 8>
  %15 = icmp eq i64 %13, 10000
  br i1 %15, label %16, label %7, !llvm.loop !12

16:                                               ; preds = %7, %16
  %17 = phi i64 [ %26, %16 ], [ 0, %7 ]
  %18 = phi <2 x i32> [ %27, %16 ], [ <i32 0, i32 1>, %7 ]
  %19 = add <2 x i32> %18, <i32 2, i32 2>
  %20 = uitofp <2 x i32> %18 to <2 x double>
  %21 = uitofp <2 x i32> %19 to <2 x double>
  %22 = fmul <2 x double> %20, <double 5.000000e-01, double 5.000000e-01>
  %23 = fmul <2 x double> %21, <double 5.000000e-01, double 5.000000e-01>
  %24 = getelementptr inbounds [16640 x double], ptr %5, i64 0, i64 %17
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  store <2 x double> %22, ptr %24, align 8, !tbaa !16
  store <2 x double> %23, ptr %25, align 8, !tbaa !16
  %26 = add nuw i64 %17, 4
  %27 = add <2 x i32> %18, <i32 4, i32 4>
  %28 = icmp eq i64 %26, 16640
  br i1 %28, label %29, label %16, !llvm.loop !18

29:                                               ; preds = %16
  call fastcc void @touch(ptr noundef nonnull %1, i64 noundef 7)
  call fastcc void @touch(ptr noundef nonnull %2, i64 noundef 8)
  call fastcc void @touch(ptr noundef nonnull %4, i64 noundef 5)
  call fastcc void @touch(ptr noundef nonnull %6, i64 noundef 6)
  %30 = load volatile i64, ptr %1, align 8, !tbaa !6
  %31 = load volatile i64, ptr %2, align 8, !tbaa !6
  %32 = mul nsw i64 %31, 10
  %33 = load volatile i64, ptr %4, align 8, !tbaa !6
  %34 = mul nsw i64 %33, 100
  %35 = load volatile i64, ptr %6, align 8, !tbaa !6
  %36 = mul nsw i64 %35, 1000
  %37 = getelementptr inbounds i8, ptr %3, i64 39996
  %38 = load i32, ptr %37, align 4, !tbaa !10
  %39 = add nsw i32 %38, 1
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i8, ptr %5, i64 133112
  %42 = load double, ptr %41, align 8, !tbaa !16
  %43 = fptosi double %42 to i64
  %44 = add i64 %32, %30
  %45 = add i64 %44, %34
  %46 = add i64 %45, %36
  %47 = add i64 %46, %43
  %48 = add i64 %47, %40
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #5
  call void @llvm.lifetime.end.p0(i64 133120, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 40000, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  ret i64 %48
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal fastcc void @touch(ptr noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = load volatile i64, ptr %0, align 8, !tbaa !6
  %4 = add nsw i64 %3, %1
  store volatile i64 %4, ptr %0, align 8, !tbaa !6
  ret void
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !8, i64 0}
!18 = distinct !{!18, !13, !14, !15}
