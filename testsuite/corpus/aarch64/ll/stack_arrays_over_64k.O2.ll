; ModuleID = 'programs/stack_arrays_over_64k.c'
source_filename = "programs/stack_arrays_over_64k.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %2 = alloca [71680 x i8], align 4
  call void @llvm.lifetime.start.p0(i64 71680, ptr nonnull %2) #7
  %3 = zext nneg i32 %0 to i64
  br label %4

4:                                                ; preds = %4, %1
  %5 = phi i64 [ 0, %1 ], [ %15, %4 ]
  %6 = or disjoint i64 %5, 1
  %7 = mul nuw nsw i64 %5, 13
  %8 = mul nuw nsw i64 %6, 13
  %9 = add nuw nsw i64 %7, %3
  %10 = add nuw nsw i64 %8, %3
  %11 = trunc i64 %9 to i8
  %12 = trunc i64 %10 to i8
  %13 = getelementptr inbounds [71680 x i8], ptr %2, i64 0, i64 %5
  %14 = getelementptr inbounds [71680 x i8], ptr %2, i64 0, i64 %6
  store i8 %11, ptr %13, align 2, !tbaa !6
  store i8 %12, ptr %14, align 1, !tbaa !6
  %15 = add nuw i64 %5, 2
  %16 = icmp eq i64 %15, 71680
  br i1 %16, label %17, label %4, !llvm.loop !9

17:                                               ; preds = %4
  %18 = load i8, ptr %2, align 4, !tbaa !6
  %19 = zext i8 %18 to i32
  %20 = mul nuw nsw i32 %19, 31
  %21 = getelementptr inbounds i8, ptr %2, i64 4093
  %22 = load i8, ptr %21, align 1, !tbaa !6
  %23 = zext i8 %22 to i32
  %24 = add nuw nsw i32 %20, %23
  %25 = mul nuw nsw i32 %24, 31
  %26 = getelementptr inbounds i8, ptr %2, i64 8186
  %27 = load i8, ptr %26, align 2, !tbaa !6
  %28 = zext i8 %27 to i32
  %29 = add nuw nsw i32 %25, %28
  %30 = mul nuw nsw i32 %29, 31
  %31 = getelementptr inbounds i8, ptr %2, i64 12279
  %32 = load i8, ptr %31, align 1, !tbaa !6
  %33 = zext i8 %32 to i32
  %34 = add nuw nsw i32 %30, %33
  %35 = mul nuw nsw i32 %34, 31
  %36 = getelementptr inbounds i8, ptr %2, i64 16372
  %37 = load i8, ptr %36, align 4, !tbaa !6
  %38 = zext i8 %37 to i32
  %39 = add nuw nsw i32 %35, %38
  %40 = mul i32 %39, 31
  %41 = getelementptr inbounds i8, ptr %2, i64 20465
  %42 = load i8, ptr %41, align 1, !tbaa !6
  %43 = zext i8 %42 to i32
  %44 = add i32 %40, %43
  %45 = mul i32 %44, 31
  %46 = getelementptr inbounds i8, ptr %2, i64 24558
  %47 = load i8, ptr %46, align 2, !tbaa !6
  %48 = zext i8 %47 to i32
  %49 = add i32 %45, %48
  %50 = mul i32 %49, 31
  %51 = getelementptr inbounds i8, ptr %2, i64 28651
  %52 = load i8, ptr %51, align 1, !tbaa !6
  %53 = zext i8 %52 to i32
  %54 = add i32 %50, %53
  %55 = mul i32 %54, 31
  %56 = getelementptr inbounds i8, ptr %2, i64 32744
  %57 = load i8, ptr %56, align 4, !tbaa !6
  %58 = zext i8 %57 to i32
  %59 = add i32 %55, %58
  %60 = mul i32 %59, 31
  %61 = getelementptr inbounds i8, ptr %2, i64 36837
  %62 = load i8, ptr %61, align 1, !tbaa !6
  %63 = zext i8 %62 to i32
  %64 = add i32 %60, %63
  %65 = mul i32 %64, 31
  %66 = getelementptr inbounds i8, ptr %2, i64 40930
  %67 = load i8, ptr %66, align 2, !tbaa !6
  %68 = zext i8 %67 to i32
  %69 = add i32 %65, %68
  %70 = mul i32 %69, 31
  %71 = getelementptr inbounds i8, ptr %2, i64 45023
  %72 = load i8, ptr %71, align 1, !tbaa !6
  %73 = zext i8 %72 to i32
  %74 = add i32 %70, %73
  %75 = mul i32 %74, 31
  %76 = getelementptr inbounds i8, ptr %2, i64 49116
  %77 = load i8, ptr %76, align 4, !tbaa !6
  %78 = zext i8 %77 to i32
  %79 = add i32 %75, %78
  %80 = mul i32 %79, 31
  %81 = getelementptr inbounds i8, ptr %2, i64 53209
  %82 = load i8, ptr %81, align 1, !tbaa !6
  %83 = zext i8 %82 to i32
  %84 = add i32 %80, %83
  %85 = mul i32 %84, 31
  %86 = getelementptr inbounds i8, ptr %2, i64 57302
  %87 = load i8, ptr %86, align 2, !tbaa !6
  %88 = zext i8 %87 to i32
  %89 = add i32 %85, %88
  %90 = mul i32 %89, 31
  %91 = getelementptr inbounds i8, ptr %2, i64 61395
  %92 = load i8, ptr %91, align 1, !tbaa !6
  %93 = zext i8 %92 to i32
  %94 = add i32 %90, %93
  %95 = mul i32 %94, 31
  %96 = getelementptr inbounds i8, ptr %2, i64 65488
  %97 = load i8, ptr %96, align 4, !tbaa !6
  %98 = zext i8 %97 to i32
  %99 = add i32 %95, %98
  %100 = mul i32 %99, 31
  %101 = getelementptr inbounds i8, ptr %2, i64 69581
  %102 = load i8, ptr %101, align 1, !tbaa !6
  %103 = zext i8 %102 to i32
  %104 = add i32 %100, %103
  %105 = getelementptr inbounds i8, ptr %2, i64 71679
  %106 = load i8, ptr %105, align 1, !tbaa !6
  %107 = zext i8 %106 to i32
  %108 = xor i32 %104, %107
  call void @llvm.lifetime.end.p0(i64 71680, ptr nonnull %2) #7
  ret i32 %108
}

; Function Attrs: nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable
define internal fastcc i64 @frame200k() unnamed_addr #3 {
  %1 = alloca i32, align 4
  %2 = alloca [25600 x i64], align 8
  %3 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 3, ptr %1, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 204800, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store volatile i32 6, ptr %3, align 4, !tbaa !13
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 0, %0 ], [ %13, %4 ]
  %6 = or disjoint i64 %5, 1
  %7 = mul nuw nsw i64 %5, %5
  %8 = mul nuw nsw i64 %6, %6
  %9 = or disjoint i64 %7, 3
  %10 = add nuw nsw i64 %8, 3
  %11 = getelementptr inbounds [25600 x i64], ptr %2, i64 0, i64 %5
  %12 = getelementptr inbounds [25600 x i64], ptr %2, i64 0, i64 %6
  store i64 %9, ptr %11, align 8, !tbaa !15
  store i64 %10, ptr %12, align 8, !tbaa !15
  %13 = add nuw i64 %5, 2
  %14 = icmp eq i64 %13, 25600
  br i1 %14, label %15, label %4, !llvm.loop !17

15:                                               ; preds = %4, %15
  %16 = phi i64 [ %28, %15 ], [ 0, %4 ]
  %17 = phi i64 [ %26, %15 ], [ 0, %4 ]
  %18 = phi i64 [ %27, %15 ], [ 0, %4 ]
  %19 = mul i64 %16, -511
  %20 = add i64 %19, 25599
  %21 = add i64 %19, 25088
  %22 = getelementptr inbounds [25600 x i64], ptr %2, i64 0, i64 %20
  %23 = getelementptr inbounds [25600 x i64], ptr %2, i64 0, i64 %21
  %24 = load i64, ptr %22, align 8, !tbaa !15
  %25 = load i64, ptr %23, align 8, !tbaa !15
  %26 = add i64 %24, %17
  %27 = add i64 %25, %18
  %28 = add nuw i64 %16, 2
  %29 = icmp eq i64 %28, 50
  br i1 %29, label %30, label %15, !llvm.loop !18

30:                                               ; preds = %15
  %31 = add i64 %27, %26
  %32 = getelementptr inbounds i8, ptr %2, i64 392
  %33 = load i64, ptr %32, align 8, !tbaa !15
  %34 = add i64 %33, %31
  %35 = load volatile i32, ptr %1, align 4, !tbaa !13
  %36 = sext i32 %35 to i64
  %37 = add i64 %34, %36
  %38 = load volatile i32, ptr %3, align 4, !tbaa !13
  %39 = sext i32 %38 to i64
  %40 = add i64 %37, %39
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 204800, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i64 %40
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @frame1m() unnamed_addr #2 {
  %1 = alloca [1048576 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 1048576, ptr nonnull %1) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1048576) %1, i8 120, i64 1048575, i1 false)
  %2 = getelementptr inbounds i8, ptr %1, i64 12345
  store i8 121, ptr %2, align 1, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %1, i64 1048575
  store i8 122, ptr %3, align 1, !tbaa !6
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 0, %0 ], [ %20, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %18, %4 ]
  %7 = phi i32 [ 0, %0 ], [ %19, %4 ]
  %8 = mul i64 %5, 1000
  %9 = add i64 %8, 1000
  %10 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 %8
  %11 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 %9
  %12 = load i8, ptr %10, align 1, !tbaa !6
  %13 = load i8, ptr %11, align 1, !tbaa !6
  %14 = icmp eq i8 %12, 120
  %15 = icmp eq i8 %13, 120
  %16 = zext i1 %14 to i32
  %17 = zext i1 %15 to i32
  %18 = add i32 %6, %16
  %19 = add i32 %7, %17
  %20 = add nuw i64 %5, 2
  %21 = icmp eq i64 %20, 1048
  br i1 %21, label %22, label %4, !llvm.loop !19

22:                                               ; preds = %4
  %23 = add i32 %19, %18
  %24 = getelementptr inbounds i8, ptr %1, i64 1048000
  %25 = load i8, ptr %24, align 1, !tbaa !6
  %26 = icmp eq i8 %25, 120
  %27 = zext i1 %26 to i32
  %28 = add nuw nsw i32 %23, %27
  %29 = add nuw nsw i32 %28, 2
  call void @llvm.lifetime.end.p0(i64 1048576, ptr nonnull %1) #7
  ret i32 %29
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @recurse(i32 noundef %0) unnamed_addr #4 {
  %2 = alloca [25000 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 100000, ptr nonnull %2) #7
  %3 = mul nsw i32 %0, 100000
  %4 = insertelement <4 x i32> poison, i32 %3, i64 0
  %5 = shufflevector <4 x i32> %4, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %6

6:                                                ; preds = %6, %1
  %7 = phi i64 [ 0, %1 ], [ %14, %6 ]
  %8 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %15, %6 ]
  %9 = add <4 x i32> %8, <i32 4, i32 4, i32 4, i32 4>
  %10 = getelementptr inbounds [25000 x i32], ptr %2, i64 0, i64 %7
  %11 = add <4 x i32> %5, %8
  %12 = add <4 x i32> %5, %9
  %13 = getelementptr inbounds i8, ptr %10, i64 16
  store <4 x i32> %11, ptr %10, align 4, !tbaa !13
  store <4 x i32> %12, ptr %13, align 4, !tbaa !13
  %14 = add nuw i64 %7, 8
  %15 = add <4 x i32> %8, <i32 8, i32 8, i32 8, i32 8>
  %16 = icmp eq i64 %14, 25000
  br i1 %16, label %17, label %6, !llvm.loop !20

17:                                               ; preds = %6
  %18 = icmp sgt i32 %0, 0
  br i1 %18, label %19, label %23

19:                                               ; preds = %17
  %20 = add nsw i32 %0, -1
  %21 = tail call fastcc i32 @recurse(i32 noundef %20)
  %22 = mul i32 %21, 7
  br label %23

23:                                               ; preds = %17, %19
  %24 = phi i32 [ %22, %19 ], [ 0, %17 ]
  %25 = mul nsw i32 %0, 1000
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [25000 x i32], ptr %2, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !13
  %29 = add i32 %28, %24
  %30 = getelementptr inbounds i8, ptr %2, i64 99996
  %31 = load i32, ptr %30, align 4, !tbaa !13
  %32 = add i32 %29, %31
  call void @llvm.lifetime.end.p0(i64 100000, ptr nonnull %2) #7
  ret i32 %32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree noinline nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
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
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !7, i64 0}
!17 = distinct !{!17, !10, !11, !12}
!18 = distinct !{!18, !10, !11, !12}
!19 = distinct !{!19, !10, !11, !12}
!20 = distinct !{!20, !10, !11, !12}
