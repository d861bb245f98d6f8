; ModuleID = 'programs/struct_abi_empty_zero.c'
source_filename = "programs/struct_abi_empty_zero.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%union.anon = type { %struct.zla, [20 x i8] }
%struct.zla = type { i32, [0 x i32] }

@.str = private unnamed_addr constant [58 x i8] c"sizeof empty=%zu with_empty=%zu nest=%zu zla=%zu one=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"pass_empty=%d cnt=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"we=%d,%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"one=%g\0A\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"nest=%c\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"zla sum=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca %union.anon, align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #7
  store i32 0, ptr %1, align 4, !tbaa !6
  call fastcc void @ret_empty(ptr noundef nonnull %1)
  call fastcc void @ret_empty(ptr noundef nonnull %1)
  call fastcc void @ret_empty(ptr noundef nonnull %1)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 0, i64 noundef 8, i64 noundef 1, i64 noundef 4, i64 noundef 8)
  %4 = load i32, ptr %1, align 4, !tbaa !6
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 123, i32 noundef %4)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 11, i32 noundef 6)
  %7 = tail call fastcc [1 x double] @one_f()
  %8 = extractvalue [1 x double] %7, 0
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %8)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 110)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  store <4 x i32> <i32 5, i32 0, i32 1, i32 4>, ptr %2, align 16, !tbaa !10
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x i32> <i32 9, i32 16>, ptr %11, align 16, !tbaa !10
  %12 = call fastcc i32 @zla_sum(ptr noundef nonnull %2)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %12)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #7
  ret i32 123
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @ret_empty(ptr nocapture noundef %0) unnamed_addr #2 {
  %2 = load i32, ptr %0, align 4, !tbaa !6
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr %0, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [1 x double] @one_f() unnamed_addr #4 {
  ret [1 x double] [double 1.000000e+01]
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @zla_sum(ptr nocapture noundef readonly %0) unnamed_addr #5 {
  %2 = load i32, ptr %0, align 4, !tbaa !11
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %4, label %29

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 4
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 8
  br i1 %7, label %8, label %11

8:                                                ; preds = %25, %4
  %9 = phi i64 [ 0, %4 ], [ %12, %25 ]
  %10 = phi i32 [ 0, %4 ], [ %27, %25 ]
  br label %31

11:                                               ; preds = %4
  %12 = and i64 %6, 2147483640
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %23, %13 ]
  %15 = phi <4 x i32> [ zeroinitializer, %11 ], [ %21, %13 ]
  %16 = phi <4 x i32> [ zeroinitializer, %11 ], [ %22, %13 ]
  %17 = getelementptr inbounds [0 x i32], ptr %5, i64 0, i64 %14
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load <4 x i32>, ptr %17, align 4, !tbaa !6
  %20 = load <4 x i32>, ptr %18, align 4, !tbaa !6
  %21 = add <4 x i32> %19, %15
  %22 = add <4 x i32> %20, %16
  %23 = add nuw i64 %14, 8
  %24 = icmp eq i64 %23, %12
  br i1 %24, label %25, label %13, !llvm.loop !13

25:                                               ; preds = %13
  %26 = add <4 x i32> %22, %21
  %27 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %26)
  %28 = icmp eq i64 %12, %6
  br i1 %28, label %29, label %8

29:                                               ; preds = %31, %25, %1
  %30 = phi i32 [ 0, %1 ], [ %27, %25 ], [ %36, %31 ]
  ret i32 %30

31:                                               ; preds = %8, %31
  %32 = phi i64 [ %37, %31 ], [ %9, %8 ]
  %33 = phi i32 [ %36, %31 ], [ %10, %8 ]
  %34 = getelementptr inbounds [0 x i32], ptr %5, i64 0, i64 %32
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = add nsw i32 %35, %33
  %37 = add nuw nsw i64 %32, 1
  %38 = icmp eq i64 %37, %6
  br i1 %38, label %29, label %31, !llvm.loop !17
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!10 = !{!8, !8, i64 0}
!11 = !{!12, !7, i64 0}
!12 = !{!"zla", !7, i64 0, !8, i64 4}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !14, !16, !15}
