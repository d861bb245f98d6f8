; ModuleID = 'programs/recursive_struct_byval.c'
source_filename = "programs/recursive_struct_byval.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.state = type { i64, i64, i64, double, [2 x i64] }

@.str = private unnamed_addr constant [75 x i8] c"walk depth=%ld sum=%ld prod_mod=%ld avg=%g pad=%ld,%ld original depth=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"range %ld..%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"acc count=%d weight=%g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.state, align 8
  %2 = alloca %struct.state, align 8
  %3 = alloca [1000 x i64], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %1, i8 0, i64 48, i1 false)
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 1, ptr %4, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #9
  call fastcc void @walk(ptr dead_on_unwind nonnull writable sret(%struct.state) align 8 %2, ptr noundef nonnull byval(%struct.state) align 8 %1, i32 noundef 200)
  %5 = load i64, ptr %2, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load i64, ptr %6, align 8, !tbaa !11
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = load i64, ptr %8, align 8, !tbaa !12
  %10 = getelementptr inbounds i8, ptr %2, i64 24
  %11 = load double, ptr %10, align 8, !tbaa !13
  %12 = getelementptr inbounds i8, ptr %2, i64 32
  %13 = load i64, ptr %12, align 8, !tbaa !14
  %14 = getelementptr inbounds i8, ptr %2, i64 40
  %15 = load i64, ptr %14, align 8, !tbaa !14
  %16 = load i64, ptr %1, align 8, !tbaa !5
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %5, i64 noundef %7, i64 noundef %9, double noundef %11, i64 noundef %13, i64 noundef %15, i64 noundef %16)
  call void @llvm.lifetime.start.p0(i64 8000, ptr nonnull %3) #9
  br label %32

18:                                               ; preds = %32
  %19 = call fastcc { i64, i64 } @combine(ptr noundef nonnull %3, i32 noundef 0, i32 noundef 1000)
  %20 = extractvalue { i64, i64 } %19, 0
  %21 = extractvalue { i64, i64 } %19, 1
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %20, i64 noundef %21)
  %23 = call fastcc i64 @accumulate(i64 0, i32 noundef 3000)
  %24 = trunc i64 %23 to i32
  %25 = lshr i64 %23, 32
  %26 = trunc nuw i64 %25 to i32
  %27 = bitcast i32 %26 to float
  %28 = fpext float %27 to double
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %24, double noundef %28)
  %30 = trunc i64 %9 to i32
  %31 = and i32 %30, 127
  call void @llvm.lifetime.end.p0(i64 8000, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #9
  ret i32 %31

32:                                               ; preds = %32, %0
  %33 = phi i64 [ 0, %0 ], [ %47, %32 ]
  %34 = trunc i64 %33 to i32
  %35 = mul nuw nsw i32 %34, 7919
  %36 = urem i32 %35, 10007
  %37 = zext nneg i32 %36 to i64
  %38 = add nsw i64 %37, -5000
  %39 = getelementptr inbounds [1000 x i64], ptr %3, i64 0, i64 %33
  store i64 %38, ptr %39, align 16, !tbaa !14
  %40 = or disjoint i64 %33, 1
  %41 = trunc i64 %40 to i32
  %42 = mul nuw nsw i32 %41, 7919
  %43 = urem i32 %42, 10007
  %44 = zext nneg i32 %43 to i64
  %45 = add nsw i64 %44, -5000
  %46 = getelementptr inbounds [1000 x i64], ptr %3, i64 0, i64 %40
  store i64 %45, ptr %46, align 8, !tbaa !14
  %47 = add nuw nsw i64 %33, 2
  %48 = icmp eq i64 %47, 1000
  br i1 %48, label %18, label %32, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @walk(ptr dead_on_unwind noalias nocapture writable sret(%struct.state) align 8 %0, ptr nocapture noundef byval(%struct.state) align 8 %1, i32 noundef %2) unnamed_addr #3 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(48) %1, i64 48, i1 false), !tbaa.struct !17
  br label %33

6:                                                ; preds = %3
  %7 = load i64, ptr %1, align 8, !tbaa !14
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = add nsw i64 %7, 1
  store i64 %9, ptr %1, align 8, !tbaa !5
  %10 = sext i32 %2 to i64
  %11 = load i64, ptr %8, align 8, !tbaa !11
  %12 = add nsw i64 %11, %10
  store i64 %12, ptr %8, align 8, !tbaa !11
  %13 = getelementptr inbounds i8, ptr %1, i64 16
  %14 = load i64, ptr %13, align 8, !tbaa !12
  %15 = add nsw i32 %2, 1
  %16 = sext i32 %15 to i64
  %17 = mul nsw i64 %14, %16
  %18 = srem i64 %17, 1000003
  store i64 %18, ptr %13, align 8, !tbaa !12
  %19 = sitofp i64 %12 to double
  %20 = sitofp i64 %9 to double
  %21 = fdiv double %19, %20
  %22 = getelementptr inbounds i8, ptr %1, i64 24
  store double %21, ptr %22, align 8, !tbaa !13
  %23 = add nsw i32 %2, -1
  tail call fastcc void @walk(ptr dead_on_unwind writable sret(%struct.state) align 8 %0, ptr noundef nonnull byval(%struct.state) align 8 %1, i32 noundef %23)
  %24 = load i64, ptr %1, align 8, !tbaa !5
  %25 = add nsw i64 %24, -1
  %26 = icmp eq i64 %7, %25
  br i1 %26, label %29, label %27

27:                                               ; preds = %6
  %28 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 -1, ptr %28, align 8, !tbaa !14
  br label %29

29:                                               ; preds = %27, %6
  %30 = getelementptr inbounds i8, ptr %0, i64 40
  %31 = load i64, ptr %30, align 8, !tbaa !14
  %32 = add nsw i64 %31, %7
  store i64 %32, ptr %30, align 8, !tbaa !14
  br label %33

33:                                               ; preds = %29, %5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nosync nounwind memory(argmem: read) uwtable
define internal fastcc { i64, i64 } @combine(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #5 {
  %4 = sub nsw i32 %2, %1
  %5 = icmp eq i32 %4, 1
  br i1 %5, label %6, label %10

6:                                                ; preds = %3
  %7 = zext nneg i32 %1 to i64
  %8 = getelementptr inbounds i64, ptr %0, i64 %7
  %9 = load i64, ptr %8, align 8, !tbaa !14
  br label %21

10:                                               ; preds = %3
  %11 = add nuw nsw i32 %2, %1
  %12 = lshr i32 %11, 1
  %13 = tail call fastcc { i64, i64 } @combine(ptr noundef %0, i32 noundef %1, i32 noundef %12)
  %14 = extractvalue { i64, i64 } %13, 0
  %15 = extractvalue { i64, i64 } %13, 1
  %16 = tail call fastcc { i64, i64 } @combine(ptr noundef %0, i32 noundef %12, i32 noundef %2)
  %17 = extractvalue { i64, i64 } %16, 0
  %18 = extractvalue { i64, i64 } %16, 1
  %19 = tail call i64 @llvm.smin.i64(i64 %14, i64 %17)
  %20 = tail call i64 @llvm.smax.i64(i64 %15, i64 %18)
  br label %21

21:                                               ; preds = %10, %6
  %22 = phi i64 [ %9, %6 ], [ %19, %10 ]
  %23 = phi i64 [ %9, %6 ], [ %20, %10 ]
  %24 = insertvalue { i64, i64 } poison, i64 %22, 0
  %25 = insertvalue { i64, i64 } %24, i64 %23, 1
  ret { i64, i64 } %25
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @accumulate(i64 %0, i32 noundef %1) unnamed_addr #6 {
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

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree noinline nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"", !7, i64 0, !7, i64 8, !7, i64 16, !10, i64 24, !8, i64 32}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"double", !8, i64 0}
!11 = !{!6, !7, i64 8}
!12 = !{!6, !7, i64 16}
!13 = !{!6, !10, i64 24}
!14 = !{!7, !7, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i64 0, i64 8, !14, i64 8, i64 8, !14, i64 16, i64 8, !14, i64 24, i64 8, !18, i64 32, i64 16, !19}
!18 = !{!10, !10, i64 0}
!19 = !{!8, !8, i64 0}
