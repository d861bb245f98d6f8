; ModuleID = 'programs/recursive_struct_byval.c'
source_filename = "programs/recursive_struct_byval.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.state = type { i64, i64, i64, double, [2 x i64] }

@.str = private unnamed_addr constant [75 x i8] c"walk depth=%ld sum=%ld prod_mod=%ld avg=%g pad=%ld,%ld original depth=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"range %ld..%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"acc count=%d weight=%g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.state, align 8
  %2 = alloca %struct.state, align 8
  %3 = alloca [1000 x i64], align 8
  %4 = getelementptr inbounds i8, ptr %2, i64 24
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #9
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, i8 0, i64 16, i1 false)
  store i64 1, ptr %5, align 8, !tbaa !6
  call fastcc void @walk(ptr dead_on_unwind nonnull writable sret(%struct.state) align 8 %1, ptr noundef nonnull %2, i32 noundef 200)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #9
  %6 = load i64, ptr %1, align 8, !tbaa !10
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load i64, ptr %7, align 8, !tbaa !13
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  %10 = load i64, ptr %9, align 8, !tbaa !14
  %11 = getelementptr inbounds i8, ptr %1, i64 24
  %12 = load double, ptr %11, align 8, !tbaa !15
  %13 = getelementptr inbounds i8, ptr %1, i64 32
  %14 = load i64, ptr %13, align 8, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %1, i64 40
  %16 = load i64, ptr %15, align 8, !tbaa !6
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %6, i64 noundef %8, i64 noundef %10, double noundef %12, i64 noundef %14, i64 noundef %16, i64 noundef 0)
  call void @llvm.lifetime.start.p0(i64 8000, ptr nonnull %3) #9
  br label %18

18:                                               ; preds = %18, %0
  %19 = phi i64 [ 0, %0 ], [ %33, %18 ]
  %20 = or disjoint i64 %19, 1
  %21 = trunc i64 %19 to i32
  %22 = mul i32 %21, 7919
  %23 = mul i32 %21, 7919
  %24 = add i32 %23, 7919
  %25 = urem i32 %22, 10007
  %26 = urem i32 %24, 10007
  %27 = zext nneg i32 %25 to i64
  %28 = zext nneg i32 %26 to i64
  %29 = add nsw i64 %27, -5000
  %30 = add nsw i64 %28, -5000
  %31 = getelementptr inbounds [1000 x i64], ptr %3, i64 0, i64 %19
  %32 = getelementptr inbounds [1000 x i64], ptr %3, i64 0, i64 %20
  store i64 %29, ptr %31, align 8, !tbaa !6
  store i64 %30, ptr %32, align 8, !tbaa !6
  %33 = add nuw i64 %19, 2
  %34 = icmp eq i64 %33, 1000
  br i1 %34, label %35, label %18, !llvm.loop !16

35:                                               ; preds = %18
  %36 = call fastcc [2 x i64] @combine(ptr noundef nonnull %3, i32 noundef 0, i32 noundef 1000)
  %37 = extractvalue [2 x i64] %36, 0
  %38 = extractvalue [2 x i64] %36, 1
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %37, i64 noundef %38)
  %40 = call fastcc i64 @accumulate(i64 0, i32 noundef 3000)
  %41 = trunc i64 %40 to i32
  %42 = lshr i64 %40, 32
  %43 = trunc nuw i64 %42 to i32
  %44 = bitcast i32 %43 to float
  %45 = fpext float %44 to double
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %41, double noundef %45)
  %47 = trunc i64 %10 to i32
  %48 = and i32 %47, 127
  call void @llvm.lifetime.end.p0(i64 8000, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #9
  ret i32 %48
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @walk(ptr dead_on_unwind noalias nocapture writable sret(%struct.state) align 8 %0, ptr nocapture noundef %1, i32 noundef %2) unnamed_addr #3 {
  %4 = alloca %struct.state, align 8
  %5 = icmp eq i32 %2, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(48) %1, i64 48, i1 false), !tbaa.struct !20
  br label %28

7:                                                ; preds = %3
  %8 = load i64, ptr %1, align 8, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = add nsw i64 %8, 1
  store i64 %10, ptr %1, align 8, !tbaa !10
  %11 = sext i32 %2 to i64
  %12 = load i64, ptr %9, align 8, !tbaa !13
  %13 = add nsw i64 %12, %11
  store i64 %13, ptr %9, align 8, !tbaa !13
  %14 = getelementptr inbounds i8, ptr %1, i64 16
  %15 = load i64, ptr %14, align 8, !tbaa !14
  %16 = add nsw i32 %2, 1
  %17 = sext i32 %16 to i64
  %18 = mul nsw i64 %15, %17
  %19 = srem i64 %18, 1000003
  store i64 %19, ptr %14, align 8, !tbaa !14
  %20 = sitofp i64 %13 to double
  %21 = sitofp i64 %10 to double
  %22 = fdiv double %20, %21
  %23 = getelementptr inbounds i8, ptr %1, i64 24
  store double %22, ptr %23, align 8, !tbaa !15
  %24 = add nsw i32 %2, -1
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %4, ptr noundef nonnull align 8 dereferenceable(48) %1, i64 48, i1 false), !tbaa.struct !20
  call fastcc void @walk(ptr dead_on_unwind writable sret(%struct.state) align 8 %0, ptr noundef nonnull %4, i32 noundef %24)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #9
  %25 = getelementptr inbounds i8, ptr %0, i64 40
  %26 = load i64, ptr %25, align 8, !tbaa !6
  %27 = add nsw i64 %26, %8
  store i64 %27, ptr %25, align 8, !tbaa !6
  br label %28

28:                                               ; preds = %7, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree noinline nosync nounwind memory(argmem: read) uwtable
define internal fastcc [2 x i64] @combine(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #6 {
  %4 = sub nsw i32 %2, %1
  %5 = icmp eq i32 %4, 1
  br i1 %5, label %6, label %10

6:                                                ; preds = %3
  %7 = zext nneg i32 %1 to i64
  %8 = getelementptr inbounds i64, ptr %0, i64 %7
  %9 = load i64, ptr %8, align 8, !tbaa !6
  br label %21

10:                                               ; preds = %3
  %11 = add nuw nsw i32 %2, %1
  %12 = lshr i32 %11, 1
  %13 = tail call fastcc [2 x i64] @combine(ptr noundef %0, i32 noundef %1, i32 noundef %12)
  %14 = extractvalue [2 x i64] %13, 0
  %15 = extractvalue [2 x i64] %13, 1
  %16 = tail call fastcc [2 x i64] @combine(ptr noundef %0, i32 noundef %12, i32 noundef %2)
  %17 = extractvalue [2 x i64] %16, 0
  %18 = extractvalue [2 x i64] %16, 1
  %19 = tail call i64 @llvm.smin.i64(i64 %14, i64 %17)
  %20 = tail call i64 @llvm.smax.i64(i64 %15, i64 %18)
  br label %21

21:                                               ; preds = %10, %6
  %22 = phi i64 [ %9, %6 ], [ %19, %10 ]
  %23 = phi i64 [ %9, %6 ], [ %20, %10 ]
  %24 = insertvalue [2 x i64] poison, i64 %22, 0
  %25 = insertvalue [2 x i64] %24, i64 %23, 1
  ret [2 x i64] %25
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @accumulate(i64 %0, i32 noundef %1) unnamed_addr #7 {
  %3 = lshr i64 %0, 32
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %21, label %5

5:                                                ; preds = %2
  %6 = trunc nuw i64 %3 to i32
  %7 = bitcast i32 %6 to float
  %8 = add i64 %0, 1
  %9 = srem i32 %1, 3
  %10 = sitofp i32 %9 to float
  %11 = fmul float %10, 5.000000e-01
  %12 = fadd float %11, %7
  %13 = add nsw i32 %1, -1
  %14 = bitcast float %12 to i32
  %15 = zext i32 %14 to i64
  %16 = shl nuw i64 %15, 32
  %17 = and i64 %8, 4294967295
  %18 = or disjoint i64 %16, %17
  %19 = tail call fastcc i64 @accumulate(i64 %18, i32 noundef %13)
  %20 = lshr i64 %19, 32
  br label %21

21:                                               ; preds = %2, %5
  %22 = phi i64 [ %19, %5 ], [ %0, %2 ]
  %23 = phi i64 [ %20, %5 ], [ %3, %2 ]
  %24 = shl nuw i64 %23, 32
  %25 = and i64 %22, 4294967295
  %26 = or disjoint i64 %24, %25
  ret i64 %26
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree noinline nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree noinline nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree noinline nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !7, i64 0}
!11 = !{!"", !7, i64 0, !7, i64 8, !7, i64 16, !12, i64 24, !8, i64 32}
!12 = !{!"double", !8, i64 0}
!13 = !{!11, !7, i64 8}
!14 = !{!11, !7, i64 16}
!15 = !{!11, !12, i64 24}
!16 = distinct !{!16, !17, !18, !19}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = !{i64 0, i64 8, !6, i64 8, i64 8, !6, i64 16, i64 8, !6, i64 24, i64 8, !21, i64 32, i64 16, !22}
!21 = !{!12, !12, i64 0}
!22 = !{!8, !8, i64 0}
