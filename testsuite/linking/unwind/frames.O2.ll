; ModuleID = 'frames.c'
source_filename = "frames.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @through(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca i32, align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 16
  %12 = alloca i32, align 4
  %13 = alloca i32, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 16
  %16 = alloca i32, align 4
  %17 = alloca i32, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 16
  %20 = alloca i32, align 4
  %21 = alloca i32, align 8
  %22 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %22)
  store volatile i32 %0, ptr %3, align 16, !tbaa !5
  %23 = add i32 %0, 1
  store volatile i32 %23, ptr %4, align 4, !tbaa !5
  %24 = add i32 %0, 2
  store volatile i32 %24, ptr %5, align 8, !tbaa !5
  %25 = add i32 %0, 3
  store volatile i32 %25, ptr %6, align 4, !tbaa !5
  %26 = add i32 %0, 4
  store volatile i32 %26, ptr %7, align 16, !tbaa !5
  %27 = add i32 %0, 5
  store volatile i32 %27, ptr %8, align 4, !tbaa !5
  %28 = add i32 %0, 6
  store volatile i32 %28, ptr %9, align 8, !tbaa !5
  %29 = add i32 %0, 7
  store volatile i32 %29, ptr %10, align 4, !tbaa !5
  %30 = add i32 %0, 8
  store volatile i32 %30, ptr %11, align 16, !tbaa !5
  %31 = add i32 %0, 9
  store volatile i32 %31, ptr %12, align 4, !tbaa !5
  %32 = add i32 %0, 10
  store volatile i32 %32, ptr %13, align 8, !tbaa !5
  %33 = add i32 %0, 11
  store volatile i32 %33, ptr %14, align 4, !tbaa !5
  %34 = add i32 %0, 12
  store volatile i32 %34, ptr %15, align 16, !tbaa !5
  %35 = add i32 %0, 13
  store volatile i32 %35, ptr %16, align 4, !tbaa !5
  %36 = add i32 %0, 14
  store volatile i32 %36, ptr %17, align 8, !tbaa !5
  %37 = add i32 %0, 15
  store volatile i32 %37, ptr %18, align 4, !tbaa !5
  %38 = add i32 %0, 16
  store volatile i32 %38, ptr %19, align 16, !tbaa !5
  %39 = add i32 %0, 17
  store volatile i32 %39, ptr %20, align 4, !tbaa !5
  %40 = add i32 %0, 18
  store volatile i32 %40, ptr %21, align 8, !tbaa !5
  %41 = add i32 %0, 19
  store volatile i32 %41, ptr %22, align 4, !tbaa !5
  %42 = icmp eq i32 %0, 0
  br i1 %42, label %43, label %46

43:                                               ; preds = %2
  %44 = load volatile i32, ptr %6, align 4, !tbaa !5
  %45 = tail call i32 %1(i32 noundef %44) #2
  br label %53

46:                                               ; preds = %2
  %47 = mul nsw i32 %0, 3
  %48 = add nsw i32 %0, -1
  %49 = tail call i32 @through(i32 noundef %48, ptr noundef %1)
  %50 = add nsw i32 %49, %47
  %51 = load volatile i32, ptr %22, align 4, !tbaa !5
  %52 = add nsw i32 %50, %51
  br label %53

53:                                               ; preds = %46, %43
  %54 = phi i32 [ %45, %43 ], [ %52, %46 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %22)
  ret i32 %54
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @twice(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call i32 %0(i32 noundef %1) #2
  %4 = shl nsw i32 %3, 1
  %5 = add nsw i32 %1, 1
  %6 = tail call i32 %0(i32 noundef %5) #2
  %7 = add nsw i32 %4, %6
  ret i32 %7
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
