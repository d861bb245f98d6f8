; ModuleID = 'stackrealign.c'
source_filename = "stackrealign.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [9 x i8] c"vla %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"alloca %ld\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @sum(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %28

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %7, label %10

7:                                                ; preds = %24, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %24 ]
  %9 = phi i32 [ 0, %4 ], [ %26, %24 ]
  br label %30

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483640
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %22, %12 ]
  %14 = phi <4 x i32> [ zeroinitializer, %10 ], [ %20, %12 ]
  %15 = phi <4 x i32> [ zeroinitializer, %10 ], [ %21, %12 ]
  %16 = getelementptr inbounds i32, ptr %0, i64 %13
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <4 x i32>, ptr %16, align 4, !tbaa !5
  %19 = load <4 x i32>, ptr %17, align 4, !tbaa !5
  %20 = add <4 x i32> %18, %14
  %21 = add <4 x i32> %19, %15
  %22 = add nuw i64 %13, 8
  %23 = icmp eq i64 %22, %11
  br i1 %23, label %24, label %12, !llvm.loop !9

24:                                               ; preds = %12
  %25 = add <4 x i32> %21, %20
  %26 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %25)
  %27 = icmp eq i64 %11, %5
  br i1 %27, label %28, label %7

28:                                               ; preds = %30, %24, %2
  %29 = phi i32 [ 0, %2 ], [ %26, %24 ], [ %35, %30 ]
  ret i32 %29

30:                                               ; preds = %7, %30
  %31 = phi i64 [ %36, %30 ], [ %8, %7 ]
  %32 = phi i32 [ %35, %30 ], [ %9, %7 ]
  %33 = getelementptr inbounds i32, ptr %0, i64 %31
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = add nsw i32 %34, %32
  %36 = add nuw nsw i64 %31, 1
  %37 = icmp eq i64 %36, %5
  br i1 %37, label %28, label %30, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @aligned(ptr noundef %0, i64 noundef %1) local_unnamed_addr #2 {
  %3 = ptrtoint ptr %0 to i64
  %4 = add i64 %1, -1
  %5 = and i64 %4, %3
  %6 = icmp eq i64 %5, 0
  %7 = zext i1 %6 to i32
  ret i32 %7
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local i32 @vla_loop(i32 noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = alloca [4 x i32], align 32
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #12
  store i32 %1, ptr %3, align 32, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %3, i64 4
  %5 = add nsw i32 %1, 1
  store i32 %5, ptr %4, align 4, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = add nsw i32 %1, 2
  store i32 %7, ptr %6, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %3, i64 12
  %9 = add nsw i32 %1, 3
  store i32 %9, ptr %8, align 4, !tbaa !5
  %10 = icmp slt i32 %0, 1
  br i1 %10, label %17, label %11

11:                                               ; preds = %2
  %12 = zext i32 %1 to i64
  %13 = add nuw i32 %0, 1
  %14 = zext i32 %13 to i64
  %15 = insertelement <4 x i64> poison, i64 %12, i64 0
  %16 = shufflevector <4 x i64> %15, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %21

17:                                               ; preds = %47, %2
  %18 = phi i32 [ 0, %2 ], [ %54, %47 ]
  %19 = call i32 @sum(ptr noundef nonnull %3, i32 noundef 4)
  %20 = add nsw i32 %19, %18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #12
  ret i32 %20

21:                                               ; preds = %11, %47
  %22 = phi i64 [ 1, %11 ], [ %55, %47 ]
  %23 = phi i64 [ 3, %11 ], [ %56, %47 ]
  %24 = phi i32 [ 0, %11 ], [ %54, %47 ]
  %25 = mul nuw nsw i64 %22, 3
  %26 = call ptr @llvm.stacksave.p0()
  %27 = alloca i32, i64 %25, align 16
  %28 = icmp ult i64 %23, 4
  br i1 %28, label %29, label %31

29:                                               ; preds = %45, %21
  %30 = phi i64 [ 0, %21 ], [ %32, %45 ]
  br label %58

31:                                               ; preds = %21
  %32 = and i64 %23, 9223372036854775804
  %33 = insertelement <4 x i64> poison, i64 %22, i64 0
  %34 = shufflevector <4 x i64> %33, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %35

35:                                               ; preds = %35, %31
  %36 = phi i64 [ 0, %31 ], [ %42, %35 ]
  %37 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %31 ], [ %43, %35 ]
  %38 = mul <4 x i64> %37, %16
  %39 = add <4 x i64> %38, %34
  %40 = getelementptr inbounds i32, ptr %27, i64 %36
  %41 = trunc <4 x i64> %39 to <4 x i32>
  store <4 x i32> %41, ptr %40, align 16, !tbaa !5
  %42 = add nuw i64 %36, 4
  %43 = add <4 x i64> %37, <i64 4, i64 4, i64 4, i64 4>
  %44 = icmp eq i64 %42, %32
  br i1 %44, label %45, label %35, !llvm.loop !14

45:                                               ; preds = %35
  %46 = icmp eq i64 %23, %32
  br i1 %46, label %47, label %29

47:                                               ; preds = %58, %45
  %48 = trunc nuw nsw i64 %25 to i32
  %49 = call i32 @sum(ptr noundef nonnull %27, i32 noundef %48)
  %50 = call i32 @aligned(ptr noundef nonnull %27, i64 noundef 16)
  %51 = call i32 @aligned(ptr noundef nonnull %3, i64 noundef 32)
  %52 = add i32 %49, %24
  %53 = add i32 %52, %50
  %54 = add i32 %53, %51
  call void @llvm.stackrestore.p0(ptr %26)
  %55 = add nuw nsw i64 %22, 1
  %56 = add nuw nsw i64 %23, 3
  %57 = icmp eq i64 %55, %14
  br i1 %57, label %17, label %21, !llvm.loop !15

58:                                               ; preds = %29, %58
  %59 = phi i64 [ %64, %58 ], [ %30, %29 ]
  %60 = mul i64 %59, %12
  %61 = add i64 %60, %22
  %62 = getelementptr inbounds i32, ptr %27, i64 %59
  %63 = trunc i64 %61 to i32
  store i32 %63, ptr %62, align 4, !tbaa !5
  %64 = add nuw nsw i64 %59, 1
  %65 = icmp eq i64 %64, %23
  br i1 %65, label %47, label %58, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @with_alloca(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #5 {
  %9 = sext i32 %0 to i64
  %10 = shl nsw i64 %9, 2
  %11 = alloca i8, i64 %10, align 16
  %12 = icmp sgt i32 %0, 0
  br i1 %12, label %13, label %39

13:                                               ; preds = %8
  %14 = zext nneg i32 %0 to i64
  %15 = icmp ult i32 %0, 8
  br i1 %15, label %16, label %18

16:                                               ; preds = %37, %13
  %17 = phi i64 [ 0, %13 ], [ %19, %37 ]
  br label %72

18:                                               ; preds = %13
  %19 = and i64 %14, 2147483640
  %20 = insertelement <4 x i32> poison, i32 %1, i64 0
  %21 = shufflevector <4 x i32> %20, <4 x i32> poison, <4 x i32> zeroinitializer
  %22 = insertelement <4 x i32> poison, i32 %2, i64 0
  %23 = shufflevector <4 x i32> %22, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %24

24:                                               ; preds = %24, %18
  %25 = phi i64 [ 0, %18 ], [ %34, %24 ]
  %26 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %18 ], [ %35, %24 ]
  %27 = add <4 x i32> %26, <i32 4, i32 4, i32 4, i32 4>
  %28 = getelementptr inbounds i32, ptr %11, i64 %25
  %29 = mul <4 x i32> %26, %21
  %30 = mul <4 x i32> %27, %21
  %31 = add <4 x i32> %29, %23
  %32 = add <4 x i32> %30, %23
  %33 = getelementptr inbounds i8, ptr %28, i64 16
  store <4 x i32> %31, ptr %28, align 16, !tbaa !5
  store <4 x i32> %32, ptr %33, align 16, !tbaa !5
  %34 = add nuw i64 %25, 8
  %35 = add <4 x i32> %26, <i32 8, i32 8, i32 8, i32 8>
  %36 = icmp eq i64 %34, %19
  br i1 %36, label %37, label %24, !llvm.loop !17

37:                                               ; preds = %24
  %38 = icmp eq i64 %19, %14
  br i1 %38, label %39, label %16

39:                                               ; preds = %72, %37, %8
  %40 = call i32 @sum(ptr noundef nonnull %11, i32 noundef %0)
  %41 = add i32 %0, 7
  %42 = sext i32 %41 to i64
  %43 = alloca i8, i64 %42, align 16
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %43, i8 3, i64 %42, i1 false)
  %44 = icmp sgt i32 %0, -7
  br i1 %44, label %45, label %80

45:                                               ; preds = %39
  %46 = tail call i32 @llvm.smax.i32(i32 %41, i32 1)
  %47 = zext nneg i32 %46 to i64
  %48 = icmp slt i32 %41, 8
  br i1 %48, label %49, label %52

49:                                               ; preds = %68, %45
  %50 = phi i64 [ 0, %45 ], [ %53, %68 ]
  %51 = phi i32 [ 0, %45 ], [ %70, %68 ]
  br label %91

52:                                               ; preds = %45
  %53 = and i64 %47, 2147483640
  br label %54

54:                                               ; preds = %54, %52
  %55 = phi i64 [ 0, %52 ], [ %66, %54 ]
  %56 = phi <4 x i32> [ zeroinitializer, %52 ], [ %64, %54 ]
  %57 = phi <4 x i32> [ zeroinitializer, %52 ], [ %65, %54 ]
  %58 = getelementptr inbounds i8, ptr %43, i64 %55
  %59 = getelementptr inbounds i8, ptr %58, i64 4
  %60 = load <4 x i8>, ptr %58, align 8, !tbaa !18
  %61 = load <4 x i8>, ptr %59, align 4, !tbaa !18
  %62 = sext <4 x i8> %60 to <4 x i32>
  %63 = sext <4 x i8> %61 to <4 x i32>
  %64 = add <4 x i32> %56, %62
  %65 = add <4 x i32> %57, %63
  %66 = add nuw i64 %55, 8
  %67 = icmp eq i64 %66, %53
  br i1 %67, label %68, label %54, !llvm.loop !19

68:                                               ; preds = %54
  %69 = add <4 x i32> %65, %64
  %70 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %69)
  %71 = icmp eq i64 %53, %47
  br i1 %71, label %80, label %49

72:                                               ; preds = %16, %72
  %73 = phi i64 [ %78, %72 ], [ %17, %16 ]
  %74 = getelementptr inbounds i32, ptr %11, i64 %73
  %75 = trunc i64 %73 to i32
  %76 = mul i32 %75, %1
  %77 = add i32 %76, %2
  store i32 %77, ptr %74, align 4, !tbaa !5
  %78 = add nuw nsw i64 %73, 1
  %79 = icmp eq i64 %78, %14
  br i1 %79, label %39, label %72, !llvm.loop !20

80:                                               ; preds = %91, %68, %39
  %81 = phi i32 [ 0, %39 ], [ %70, %68 ], [ %97, %91 ]
  %82 = mul nsw i32 %4, %3
  %83 = mul nsw i32 %6, %5
  %84 = sdiv i32 %0, 2
  %85 = call i32 @sum(ptr noundef nonnull %11, i32 noundef %84)
  %86 = add i32 %83, %82
  %87 = add i32 %86, %7
  %88 = add i32 %87, %40
  %89 = add i32 %88, %81
  %90 = add nsw i32 %89, %85
  ret i32 %90

91:                                               ; preds = %49, %91
  %92 = phi i64 [ %98, %91 ], [ %50, %49 ]
  %93 = phi i32 [ %97, %91 ], [ %51, %49 ]
  %94 = getelementptr inbounds i8, ptr %43, i64 %92
  %95 = load i8, ptr %94, align 1, !tbaa !18
  %96 = sext i8 %95 to i32
  %97 = add nsw i32 %93, %96
  %98 = add nuw nsw i64 %92, 1
  %99 = icmp eq i64 %98, %47
  br i1 %99, label %80, label %91, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #7 {
  %1 = tail call i32 @vla_loop(i32 noundef 6, i32 noundef 5)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %1)
  %2 = tail call i32 @with_alloca(i32 noundef 11, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %2)
  ret i32 0
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #8 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #12
  %4 = load ptr, ptr %2, align 8, !tbaa !22
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #12
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #9

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #11

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !12, !11}
!14 = distinct !{!14, !10, !11, !12}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10, !12, !11}
!17 = distinct !{!17, !10, !11, !12}
!18 = !{!7, !7, i64 0}
!19 = distinct !{!19, !10, !11, !12}
!20 = distinct !{!20, !10, !12, !11}
!21 = distinct !{!21, !10, !12, !11}
!22 = !{!23, !23, i64 0}
!23 = !{!"any pointer", !7, i64 0}
