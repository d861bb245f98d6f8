; ModuleID = 'programs/stack_frame_offsets.c'
source_filename = "programs/stack_frame_offsets.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %3 = alloca [10000 x i32], align 16
  %4 = alloca i64, align 8
  %5 = alloca [16640 x double], align 16
  %6 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  store volatile i64 1, ptr %1, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  store volatile i64 2, ptr %2, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 40000, ptr nonnull %3) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #5
  store volatile i64 3, ptr %4, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 133120, ptr nonnull %5) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #5
  store volatile i64 4, ptr %6, align 8, !tbaa !5
  br label %7

7:                                                ; preds = %7, %0
  %8 = phi i64 [ 0, %0 ], [ %18, %7 ]
  %9 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %19, %7 ]
  %10 = add <4 x i32> %9, <i32 4, i32 4, i32 4, i32 4>
  %11 = getelementptr inbounds [10000 x i32], ptr %3, i64 0, i64 %8
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  store <4 x i32> %9, ptr %11, align 16, !tbaa !9
  store <4 x i32> %10, ptr %12, align 16, !tbaa !9
  %13 = or disjoint i64 %8, 8
  %14 = add <4 x i32> %9, <i32 8, i32 8, i32 8, i32 8>
  %15 = add <4 x i32> %9, <i32 12, i32 12, i32 12, i32 12>
  %16 = getelementptr inbounds [10000 x i32], ptr %3, i64 0, i64 %13
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  store <4 x i32> %14, ptr %16, align 16, !tbaa !9
  store <4 x i32> %15, ptr %17, align 16, !tbaa !9
  %18 = add nuw nsw i64 %8, 16
  %19 = add <4 x i32> %9, <i32 16, i32 16, i32 16, i32 16>
  %20 = icmp eq i64 %18, 10000
  br i1 %20, label %21, label %7, !llvm.loop !11

21:                                               ; preds = %7, %21
  %22 = phi i64 [ %40, %21 ], [ 0, %7 ]
  %23 = phi <2 x i32> [ %41, %21 ], [ <i32 0, i32 1>, %7 ]
  %24 = add <2 x i32> %23, <i32 2, i32 2>
  %25 = uitofp <2 x i32> %23 to <2 x double>
  %26 = uitofp <2 x i32> %24 to <2 x double>
  %27 = fmul <2 x double> %25, <double 5.000000e-01, double 5.000000e-01>
  %28 = fmul <2 x double> %26, <double 5.000000e-01, double 5.000000e-01>
  %29 = getelementptr inbounds [16640 x double], ptr %5, i64 0, i64 %22
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  store <2 x double> %27, ptr %29, align 16, !tbaa !15
  store <2 x double> %28, ptr %30, align 16, !tbaa !15
  %31 = or disjoint i64 %22, 4
  %32 = add <2 x i32> %23, <i32 4, i32 4>
  %33 = add <2 x i32> %23, <i32 6, i32 6>
  %34 = uitofp <2 x i32> %32 to <2 x double>
  %35 = uitofp <2 x i32> %33 to <2 x double>
  %36 = fmul <2 x double> %34, <double 5.000000e-01, double 5.000000e-01>
  %37 = fmul <2 x double> %35, <double 5.000000e-01, double 5.000000e-01>
  %38 = getelementptr inbounds [16640 x double], ptr %5, i64 0, i64 %31
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  store <2 x double> %36, ptr %38, align 16, !tbaa !15
  store <2 x double> %37, ptr %39, align 16, !tbaa !15
  %40 = add nuw nsw i64 %22, 8
  %41 = add <2 x i32> %23, <i32 8, i32 8>
  %42 = icmp eq i64 %40, 16640
  br i1 %42, label %43, label %21, !llvm.loop !17

43:                                               ; preds = %21
  call fastcc void @touch(ptr noundef nonnull %1, i64 noundef 7)
  call fastcc void @touch(ptr noundef nonnull %2, i64 noundef 8)
  call fastcc void @touch(ptr noundef nonnull %4, i64 noundef 5)
  call fastcc void @touch(ptr noundef nonnull %6, i64 noundef 6)
  %44 = load volatile i64, ptr %1, align 8, !tbaa !5
  %45 = load volatile i64, ptr %2, align 8, !tbaa !5
  %46 = mul nsw i64 %45, 10
  %47 = load volatile i64, ptr %4, align 8, !tbaa !5
  %48 = mul nsw i64 %47, 100
  %49 = load volatile i64, ptr %6, align 8, !tbaa !5
  %50 = mul nsw i64 %49, 1000
  %51 = getelementptr inbounds i8, ptr %3, i64 39996
  %52 = load i32, ptr %51, align 4, !tbaa !9
  %53 = add nsw i32 %52, 1
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i8, ptr %5, i64 133112
  %56 = load double, ptr %55, align 8, !tbaa !15
  %57 = fptosi double %56 to i64
  %58 = add i64 %46, %44
  %59 = add i64 %58, %48
  %60 = add i64 %59, %50
  %61 = add i64 %60, %57
  %62 = add i64 %61, %54
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #5
  call void @llvm.lifetime.end.p0(i64 133120, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 40000, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  ret i64 %62
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal fastcc void @touch(ptr noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = load volatile i64, ptr %0, align 8, !tbaa !5
  %4 = add nsw i64 %3, %1
  store volatile i64 %4, ptr %0, align 8, !tbaa !5
  ret void
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !7, i64 0}
!17 = distinct !{!17, !12, !13, !14}
