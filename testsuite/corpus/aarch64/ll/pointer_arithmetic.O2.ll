; ModuleID = 'programs/pointer_arithmetic.c'
source_filename = "programs/pointer_arithmetic.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %2 = alloca [1000 x i32], align 4
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
  %21 = load i8, ptr %20, align 1, !tbaa !6
  %22 = icmp eq i8 %21, 32
  br i1 %22, label %23, label %16, !llvm.loop !9

23:                                               ; preds = %16, %19
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %17)
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 1049)
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 9, i32 noundef 5)
  call void @llvm.lifetime.start.p0(i64 4000, ptr nonnull %2) #5
  br label %27

27:                                               ; preds = %27, %23
  %28 = phi i64 [ 0, %23 ], [ %33, %27 ]
  %29 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %23 ], [ %34, %27 ]
  %30 = add <4 x i32> %29, <i32 4, i32 4, i32 4, i32 4>
  %31 = getelementptr inbounds [1000 x i32], ptr %2, i64 0, i64 %28
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  store <4 x i32> %29, ptr %31, align 4, !tbaa !11
  store <4 x i32> %30, ptr %32, align 4, !tbaa !11
  %33 = add nuw i64 %28, 8
  %34 = add <4 x i32> %29, <i32 8, i32 8, i32 8, i32 8>
  %35 = icmp eq i64 %33, 1000
  br i1 %35, label %36, label %27, !llvm.loop !13

36:                                               ; preds = %27
  %37 = getelementptr inbounds i8, ptr %2, i64 3996
  br label %38

38:                                               ; preds = %36, %38
  %39 = phi ptr [ %37, %36 ], [ %44, %38 ]
  %40 = phi ptr [ %2, %36 ], [ %43, %38 ]
  %41 = load i32, ptr %40, align 4, !tbaa !11
  %42 = load i32, ptr %39, align 4, !tbaa !11
  %43 = getelementptr inbounds i8, ptr %40, i64 4
  store i32 %42, ptr %40, align 4, !tbaa !11
  %44 = getelementptr inbounds i8, ptr %39, i64 -4
  store i32 %41, ptr %39, align 4, !tbaa !11
  %45 = icmp ult ptr %43, %44
  br i1 %45, label %38, label %46, !llvm.loop !16

46:                                               ; preds = %38
  %47 = load i32, ptr %2, align 4, !tbaa !11
  %48 = getelementptr inbounds i8, ptr %2, i64 2000
  %49 = load i32, ptr %48, align 4, !tbaa !11
  %50 = load i32, ptr %37, align 4, !tbaa !11
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %47, i32 noundef %49, i32 noundef %50)
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(read) }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !10, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !10}
