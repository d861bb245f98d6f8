; ModuleID = realign_mingw.c (clang-19 --target=x86_64-w64-mingw32 -mstackrealign)
source_filename = "realign_mingw.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sum6(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = alloca [8 x i32], align 32
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #8
  %8 = add i32 %0, 7
  %9 = mul nsw i32 %4, 3
  %10 = mul nsw i32 %5, 5
  %11 = call fastcc i32 @check(ptr noundef nonnull %7, i32 noundef 32)
  %12 = add i32 %2, %1
  %13 = add i32 %12, %3
  %14 = add i32 %13, %9
  %15 = add i32 %14, %10
  %16 = add i32 %15, %8
  %17 = add nsw i32 %16, %11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #8
  ret i32 %17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @check(ptr noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = ptrtoint ptr %0 to i64
  %4 = zext nneg i32 %1 to i64
  %5 = urem i64 %3, %4
  %6 = icmp eq i64 %5, 0
  %7 = zext i1 %6 to i32
  ret i32 %7
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @fill(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca [600 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 600, ptr nonnull %2) #8
  %3 = insertelement <16 x i32> poison, i32 %0, i64 0
  %4 = shufflevector <16 x i32> %3, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %5

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %11, %5 ]
  %7 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %1 ], [ %12, %5 ]
  %8 = mul <16 x i32> %7, %4
  %9 = trunc <16 x i32> %8 to <16 x i8>
  %10 = getelementptr inbounds [600 x i8], ptr %2, i64 0, i64 %6
  store <16 x i8> %9, ptr %10, align 16, !tbaa !5
  %11 = add nuw i64 %6, 16
  %12 = add <16 x i32> %7, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %13 = icmp eq i64 %11, 592
  br i1 %13, label %14, label %5, !llvm.loop !8

14:                                               ; preds = %5
  %15 = trunc i32 %0 to i8
  %16 = insertelement <8 x i8> poison, i8 %15, i64 0
  %17 = shufflevector <8 x i8> %16, <8 x i8> poison, <8 x i32> zeroinitializer
  %18 = mul <8 x i8> %17, <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87>
  %19 = getelementptr inbounds i8, ptr %2, i64 592
  store <8 x i8> %18, ptr %19, align 16, !tbaa !5
  br label %23

20:                                               ; preds = %23
  %21 = call fastcc i32 @check(ptr noundef nonnull %2, i32 noundef 16)
  %22 = add nsw i32 %21, %34
  call void @llvm.lifetime.end.p0(i64 600, ptr nonnull %2) #8
  ret i32 %22

23:                                               ; preds = %23, %14
  %24 = phi i64 [ 0, %14 ], [ %35, %23 ]
  %25 = phi i32 [ 0, %14 ], [ %34, %23 ]
  %26 = getelementptr inbounds [600 x i8], ptr %2, i64 0, i64 %24
  %27 = load i8, ptr %26, align 2, !tbaa !5
  %28 = sext i8 %27 to i32
  %29 = add nsw i32 %25, %28
  %30 = add nuw nsw i64 %24, 7
  %31 = getelementptr inbounds [600 x i8], ptr %2, i64 0, i64 %30
  %32 = load i8, ptr %31, align 1, !tbaa !5
  %33 = sext i8 %32 to i32
  %34 = add nsw i32 %29, %33
  %35 = add nuw nsw i64 %24, 14
  %36 = icmp ult i64 %24, 586
  br i1 %36, label %23, label %20, !llvm.loop !12
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 {
  %1 = tail call i32 @sum6(i32 noundef 0, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 0)
  %2 = tail call i32 @fill(i32 noundef 0)
  %3 = add i32 %1, %2
  %4 = tail call i32 @sum6(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 6, i32 noundef 6)
  %5 = tail call i32 @fill(i32 noundef 1)
  %6 = add i32 %4, %3
  %7 = add i32 %6, %5
  %8 = tail call i32 @sum6(i32 noundef 2, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 7, i32 noundef 12)
  %9 = tail call i32 @fill(i32 noundef 2)
  %10 = add i32 %8, %7
  %11 = add i32 %10, %9
  %12 = tail call i32 @sum6(i32 noundef 3, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 8, i32 noundef 18)
  %13 = tail call i32 @fill(i32 noundef 3)
  %14 = add i32 %12, %11
  %15 = add i32 %14, %13
  %16 = tail call i32 @sum6(i32 noundef 4, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 9, i32 noundef 24)
  %17 = tail call i32 @fill(i32 noundef 4)
  %18 = add i32 %16, %15
  %19 = add i32 %18, %17
  tail call void (ptr, ...) @printf(ptr poison, i32 noundef %19)
  ret i32 0
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr nocapture nonnull readnone %0, ...) unnamed_addr #4 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #8
  %4 = load ptr, ptr %2, align 8, !tbaa !13
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull @.str, ptr noundef %4) #8
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10, !11}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = distinct !{!12, !9}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !6, i64 0}
