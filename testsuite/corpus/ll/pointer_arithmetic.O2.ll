; ModuleID = 'programs/pointer_arithmetic.c'
source_filename = "programs/pointer_arithmetic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [44 x i8] c"mid[-3]=%d mid[5]=%d *(mid-10)=%d diff=%td\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"sum=%ld p==q %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"bytes between=%td\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"intptr roundtrip %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"aligned4=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [40 x i8] c"row[0][3]=%d row[1][4]=%d (*row)[1]=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"flat[13]=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [32 x i8] c"sp-1 b=%c ofs c=%zu stride=%td\0A\00", align 1
@.str.8 = private unnamed_addr constant [19 x i8] c"container_of a=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"void step a=%d\0A\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"total len=%d\0A\00", align 1
@__const.main.buf = private unnamed_addr constant [12 x i8] c"hello world\00", align 1
@.str.15 = private unnamed_addr constant [14 x i8] c"last word=%s\0A\00", align 1
@.str.16 = private unnamed_addr constant [11 x i8] c"arr[7]=%d\0A\00", align 1
@.str.17 = private unnamed_addr constant [15 x i8] c"swapped %d %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [19 x i8] c"reversed %d %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [12 x i8], align 1
  %2 = alloca [1000 x i32], align 16
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 49, i32 noundef 225, i32 noundef 0, i64 noundef 9)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 2470, i32 noundef 1)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 20)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 100)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 23, i32 noundef 34, i32 noundef 21)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 23)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 68, i64 noundef 8, i64 noundef 16)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 2)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 3)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 15)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %1) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(12) %1, ptr noundef nonnull align 1 dereferenceable(12) @__const.main.buf, i64 12, i1 false)
  %14 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #6
  %15 = getelementptr inbounds i8, ptr %1, i64 %14
  br label %16

16:                                               ; preds = %19, %0
  %17 = phi ptr [ %15, %0 ], [ %20, %19 ]
  %18 = icmp ugt ptr %17, %1
  br i1 %18, label %19, label %23

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %17, i64 -1
  %21 = load i8, ptr %20, align 1, !tbaa !5
  %22 = icmp eq i8 %21, 32
  br i1 %22, label %23, label %16, !llvm.loop !8

23:                                               ; preds = %16, %19
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %17)
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 1049)
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 9, i32 noundef 5)
  call void @llvm.lifetime.start.p0(i64 4000, ptr nonnull %2) #5
  br label %27

27:                                               ; preds = %34, %23
  %28 = phi i64 [ 0, %23 ], [ %50, %34 ]
  %29 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %23 ], [ %51, %34 ]
  %30 = add <4 x i32> %29, <i32 4, i32 4, i32 4, i32 4>
  %31 = getelementptr inbounds [1000 x i32], ptr %2, i64 0, i64 %28
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  store <4 x i32> %29, ptr %31, align 16, !tbaa !10
  store <4 x i32> %30, ptr %32, align 16, !tbaa !10
  %33 = icmp eq i64 %28, 992
  br i1 %33, label %52, label %34, !llvm.loop !12

34:                                               ; preds = %27
  %35 = or disjoint i64 %28, 8
  %36 = add <4 x i32> %29, <i32 8, i32 8, i32 8, i32 8>
  %37 = add <4 x i32> %29, <i32 12, i32 12, i32 12, i32 12>
  %38 = getelementptr inbounds [1000 x i32], ptr %2, i64 0, i64 %35
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  store <4 x i32> %36, ptr %38, align 16, !tbaa !10
  store <4 x i32> %37, ptr %39, align 16, !tbaa !10
  %40 = or disjoint i64 %28, 16
  %41 = add <4 x i32> %29, <i32 16, i32 16, i32 16, i32 16>
  %42 = add <4 x i32> %29, <i32 20, i32 20, i32 20, i32 20>
  %43 = getelementptr inbounds [1000 x i32], ptr %2, i64 0, i64 %40
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  store <4 x i32> %41, ptr %43, align 16, !tbaa !10
  store <4 x i32> %42, ptr %44, align 16, !tbaa !10
  %45 = or disjoint i64 %28, 24
  %46 = add <4 x i32> %29, <i32 24, i32 24, i32 24, i32 24>
  %47 = add <4 x i32> %29, <i32 28, i32 28, i32 28, i32 28>
  %48 = getelementptr inbounds [1000 x i32], ptr %2, i64 0, i64 %45
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  store <4 x i32> %46, ptr %48, align 16, !tbaa !10
  store <4 x i32> %47, ptr %49, align 16, !tbaa !10
  %50 = add nuw nsw i64 %28, 32
  %51 = add <4 x i32> %29, <i32 32, i32 32, i32 32, i32 32>
  br label %27

52:                                               ; preds = %27
  %53 = getelementptr inbounds i8, ptr %2, i64 3996
  br label %54

54:                                               ; preds = %54, %52
  %55 = phi ptr [ %53, %52 ], [ %76, %54 ]
  %56 = phi ptr [ %2, %52 ], [ %75, %54 ]
  %57 = load i32, ptr %56, align 4, !tbaa !10
  %58 = load i32, ptr %55, align 4, !tbaa !10
  %59 = getelementptr inbounds i8, ptr %56, i64 4
  store i32 %58, ptr %56, align 4, !tbaa !10
  %60 = getelementptr inbounds i8, ptr %55, i64 -4
  store i32 %57, ptr %55, align 4, !tbaa !10
  %61 = load i32, ptr %59, align 4, !tbaa !10
  %62 = load i32, ptr %60, align 4, !tbaa !10
  %63 = getelementptr inbounds i8, ptr %56, i64 8
  store i32 %62, ptr %59, align 4, !tbaa !10
  %64 = getelementptr inbounds i8, ptr %55, i64 -8
  store i32 %61, ptr %60, align 4, !tbaa !10
  %65 = load i32, ptr %63, align 4, !tbaa !10
  %66 = load i32, ptr %64, align 4, !tbaa !10
  %67 = getelementptr inbounds i8, ptr %56, i64 12
  store i32 %66, ptr %63, align 4, !tbaa !10
  %68 = getelementptr inbounds i8, ptr %55, i64 -12
  store i32 %65, ptr %64, align 4, !tbaa !10
  %69 = load i32, ptr %67, align 4, !tbaa !10
  %70 = load i32, ptr %68, align 4, !tbaa !10
  %71 = getelementptr inbounds i8, ptr %56, i64 16
  store i32 %70, ptr %67, align 4, !tbaa !10
  %72 = getelementptr inbounds i8, ptr %55, i64 -16
  store i32 %69, ptr %68, align 4, !tbaa !10
  %73 = load i32, ptr %71, align 4, !tbaa !10
  %74 = load i32, ptr %72, align 4, !tbaa !10
  %75 = getelementptr inbounds i8, ptr %56, i64 20
  store i32 %74, ptr %71, align 4, !tbaa !10
  %76 = getelementptr inbounds i8, ptr %55, i64 -20
  store i32 %73, ptr %72, align 4, !tbaa !10
  %77 = icmp ult ptr %75, %76
  br i1 %77, label %54, label %78, !llvm.loop !15

78:                                               ; preds = %54
  %79 = load i32, ptr %2, align 16, !tbaa !10
  %80 = getelementptr inbounds i8, ptr %2, i64 2000
  %81 = load i32, ptr %80, align 16, !tbaa !10
  %82 = load i32, ptr %53, align 4, !tbaa !10
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %79, i32 noundef %81, i32 noundef %82)
  call void @llvm.lifetime.end.p0(i64 4000, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %1) #5
  ret i32 10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !6, i64 0}
!12 = distinct !{!12, !9, !13, !14}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !9}
