; ModuleID = 'programs/cellular_automata.c'
source_filename = "programs/cellular_automata.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.rules = private unnamed_addr constant [4 x i32] [i32 30, i32 90, i32 110, i32 184], align 16
@.str = private unnamed_addr constant [9 x i8] c"rule %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"pop after 1024 = %d\0A\00", align 1
@main.grid = internal unnamed_addr global [40 x [40 x i8]] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [34 x i8] c"ant: black=%d pos=(%d,%d) dir=%d\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [2 x i64], align 16
  %2 = getelementptr inbounds i8, ptr %1, i64 8
  br label %3

3:                                                ; preds = %0, %45
  %4 = phi i64 [ 0, %0 ], [ %53, %45 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1, i8 0, i64 16, i1 false)
  store i64 -9223372036854775808, ptr %2, align 8, !tbaa !5
  %5 = getelementptr inbounds [4 x i32], ptr @__const.main.rules, i64 0, i64 %4
  %6 = icmp eq i64 %4, 3
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  store i64 6510532769285411400, ptr %1, align 16, !tbaa !5
  store i64 81985529216486895, ptr %2, align 8, !tbaa !5
  br label %8

8:                                                ; preds = %7, %3
  %9 = load i32, ptr %5, align 4, !tbaa !9
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9)
  br label %11

11:                                               ; preds = %8, %26
  %12 = phi i32 [ 0, %8 ], [ %29, %26 ]
  %13 = load i64, ptr %2, align 8, !tbaa !5
  br label %31

14:                                               ; preds = %31
  %15 = load i64, ptr %1, align 16, !tbaa !5
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 63, %14 ], [ %24, %16 ]
  %18 = shl nuw i64 1, %17
  %19 = and i64 %15, %18
  %20 = icmp eq i64 %19, 0
  %21 = select i1 %20, i32 46, i32 35
  %22 = load ptr, ptr @stdout, align 8, !tbaa !11
  %23 = tail call i32 @putc(i32 noundef %21, ptr noundef %22)
  %24 = add nsw i64 %17, -1
  %25 = icmp eq i64 %17, 0
  br i1 %25, label %26, label %16, !llvm.loop !13

26:                                               ; preds = %16
  %27 = load ptr, ptr @stdout, align 8, !tbaa !11
  %28 = tail call i32 @putc(i32 noundef 10, ptr noundef %27)
  call fastcc void @step(ptr noundef nonnull %1, i32 noundef %9)
  %29 = add nuw nsw i32 %12, 1
  %30 = icmp eq i32 %29, 24
  br i1 %30, label %41, label %11, !llvm.loop !15

31:                                               ; preds = %11, %31
  %32 = phi i64 [ 63, %11 ], [ %39, %31 ]
  %33 = shl nuw i64 1, %32
  %34 = and i64 %13, %33
  %35 = icmp eq i64 %34, 0
  %36 = select i1 %35, i32 46, i32 35
  %37 = load ptr, ptr @stdout, align 8, !tbaa !11
  %38 = tail call i32 @putc(i32 noundef %36, ptr noundef %37)
  %39 = add nsw i64 %32, -1
  %40 = icmp eq i64 %32, 0
  br i1 %40, label %14, label %31, !llvm.loop !13

41:                                               ; preds = %26, %41
  %42 = phi i32 [ %43, %41 ], [ 0, %26 ]
  call fastcc void @step(ptr noundef nonnull %1, i32 noundef %9)
  %43 = add nuw nsw i32 %42, 1
  %44 = icmp eq i32 %43, 1000
  br i1 %44, label %45, label %41, !llvm.loop !16

45:                                               ; preds = %41
  %46 = load <2 x i64>, ptr %1, align 16, !tbaa !5
  %47 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %46)
  %48 = trunc nuw nsw <2 x i64> %47 to <2 x i32>
  %49 = shufflevector <2 x i32> %48, <2 x i32> poison, <2 x i32> <i32 1, i32 poison>
  %50 = add nuw nsw <2 x i32> %49, %48
  %51 = extractelement <2 x i32> %50, i64 0
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %51)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #6
  %53 = add nuw nsw i64 %4, 1
  %54 = icmp eq i64 %53, 4
  br i1 %54, label %58, label %3, !llvm.loop !17

55:                                               ; preds = %58
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %73, i32 noundef %82, i32 noundef %90, i32 noundef %74)
  %57 = and i32 %73, 255
  ret i32 %57

58:                                               ; preds = %45, %58
  %59 = phi i32 [ %91, %58 ], [ 0, %45 ]
  %60 = phi i32 [ %73, %58 ], [ 0, %45 ]
  %61 = phi i32 [ %74, %58 ], [ 0, %45 ]
  %62 = phi i32 [ %90, %58 ], [ 20, %45 ]
  %63 = phi i32 [ %82, %58 ], [ 20, %45 ]
  %64 = zext nneg i32 %62 to i64
  %65 = zext nneg i32 %63 to i64
  %66 = getelementptr inbounds [40 x [40 x i8]], ptr @main.grid, i64 0, i64 %64, i64 %65
  %67 = load i8, ptr %66, align 1, !tbaa !18
  %68 = icmp eq i8 %67, 0
  %69 = select i1 %68, i32 1, i32 3
  %70 = select i1 %68, i32 1, i32 -1
  %71 = zext i1 %68 to i8
  %72 = add nuw nsw i32 %61, %69
  %73 = add nsw i32 %60, %70
  store i8 %71, ptr %66, align 1
  %74 = and i32 %72, 3
  %75 = icmp eq i32 %74, 1
  %76 = zext i1 %75 to i32
  %77 = icmp eq i32 %74, 3
  %78 = sext i1 %77 to i32
  %79 = add nuw nsw i32 %63, 40
  %80 = add nuw nsw i32 %79, %76
  %81 = add nsw i32 %80, %78
  %82 = urem i32 %81, 40
  %83 = icmp eq i32 %74, 2
  %84 = zext i1 %83 to i32
  %85 = icmp eq i32 %74, 0
  %86 = sext i1 %85 to i32
  %87 = add nuw nsw i32 %62, 40
  %88 = add nuw nsw i32 %87, %84
  %89 = add nsw i32 %88, %86
  %90 = urem i32 %89, 40
  %91 = add nuw nsw i32 %59, 1
  %92 = icmp eq i32 %91, 11000
  br i1 %92, label %55, label %58, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @step(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = and i32 %1, 1
  %4 = icmp eq i32 %3, 0
  %5 = and i32 %1, 2
  %6 = icmp eq i32 %5, 0
  %7 = and i32 %1, 4
  %8 = icmp eq i32 %7, 0
  %9 = and i32 %1, 8
  %10 = icmp eq i32 %9, 0
  %11 = and i32 %1, 16
  %12 = icmp eq i32 %11, 0
  %13 = and i32 %1, 32
  %14 = icmp eq i32 %13, 0
  %15 = and i32 %1, 64
  %16 = icmp eq i32 %15, 0
  %17 = and i32 %1, 128
  %18 = icmp eq i32 %17, 0
  %19 = load <2 x i64>, ptr %0, align 8, !tbaa !5
  %20 = shufflevector <2 x i64> %19, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %21 = tail call <2 x i64> @llvm.fshl.v2i64(<2 x i64> %19, <2 x i64> %20, <2 x i64> <i64 1, i64 1>)
  %22 = tail call <2 x i64> @llvm.fshl.v2i64(<2 x i64> %20, <2 x i64> %19, <2 x i64> <i64 63, i64 63>)
  %23 = or <2 x i64> %22, %21
  %24 = or <2 x i64> %23, %19
  %25 = xor <2 x i64> %24, <i64 -1, i64 -1>
  %26 = insertelement <2 x i1> poison, i1 %4, i64 0
  %27 = shufflevector <2 x i1> %26, <2 x i1> poison, <2 x i32> zeroinitializer
  %28 = select <2 x i1> %27, <2 x i64> zeroinitializer, <2 x i64> %25
  %29 = or <2 x i64> %21, %19
  %30 = xor <2 x i64> %29, <i64 -1, i64 -1>
  %31 = and <2 x i64> %22, %30
  %32 = insertelement <2 x i1> poison, i1 %6, i64 0
  %33 = shufflevector <2 x i1> %32, <2 x i1> poison, <2 x i32> zeroinitializer
  %34 = select <2 x i1> %33, <2 x i64> zeroinitializer, <2 x i64> %31
  %35 = or <2 x i64> %28, %34
  %36 = or <2 x i64> %22, %21
  %37 = xor <2 x i64> %36, <i64 -1, i64 -1>
  %38 = and <2 x i64> %19, %37
  %39 = insertelement <2 x i1> poison, i1 %8, i64 0
  %40 = shufflevector <2 x i1> %39, <2 x i1> poison, <2 x i32> zeroinitializer
  %41 = select <2 x i1> %40, <2 x i64> zeroinitializer, <2 x i64> %38
  %42 = or <2 x i64> %35, %41
  %43 = xor <2 x i64> %21, <i64 -1, i64 -1>
  %44 = and <2 x i64> %22, %43
  %45 = and <2 x i64> %44, %19
  %46 = insertelement <2 x i1> poison, i1 %10, i64 0
  %47 = shufflevector <2 x i1> %46, <2 x i1> poison, <2 x i32> zeroinitializer
  %48 = select <2 x i1> %47, <2 x i64> zeroinitializer, <2 x i64> %45
  %49 = or <2 x i64> %42, %48
  %50 = or <2 x i64> %22, %19
  %51 = xor <2 x i64> %50, <i64 -1, i64 -1>
  %52 = and <2 x i64> %21, %51
  %53 = insertelement <2 x i1> poison, i1 %12, i64 0
  %54 = shufflevector <2 x i1> %53, <2 x i1> poison, <2 x i32> zeroinitializer
  %55 = select <2 x i1> %54, <2 x i64> zeroinitializer, <2 x i64> %52
  %56 = or <2 x i64> %49, %55
  %57 = xor <2 x i64> %19, <i64 -1, i64 -1>
  %58 = and <2 x i64> %21, %57
  %59 = and <2 x i64> %58, %22
  %60 = insertelement <2 x i1> poison, i1 %14, i64 0
  %61 = shufflevector <2 x i1> %60, <2 x i1> poison, <2 x i32> zeroinitializer
  %62 = select <2 x i1> %61, <2 x i64> zeroinitializer, <2 x i64> %59
  %63 = or <2 x i64> %56, %62
  %64 = xor <2 x i64> %22, <i64 -1, i64 -1>
  %65 = and <2 x i64> %21, %64
  %66 = and <2 x i64> %65, %19
  %67 = insertelement <2 x i1> poison, i1 %16, i64 0
  %68 = shufflevector <2 x i1> %67, <2 x i1> poison, <2 x i32> zeroinitializer
  %69 = select <2 x i1> %68, <2 x i64> zeroinitializer, <2 x i64> %66
  %70 = or <2 x i64> %63, %69
  %71 = and <2 x i64> %22, %21
  %72 = and <2 x i64> %71, %19
  %73 = insertelement <2 x i1> poison, i1 %18, i64 0
  %74 = shufflevector <2 x i1> %73, <2 x i1> poison, <2 x i32> zeroinitializer
  %75 = select <2 x i1> %74, <2 x i64> zeroinitializer, <2 x i64> %72
  %76 = or <2 x i64> %70, %75
  store <2 x i64> %76, ptr %0, align 8
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.ctpop.v2i64(<2 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.fshl.v2i64(<2 x i64>, <2 x i64>, <2 x i64>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = !{!7, !7, i64 0}
!19 = distinct !{!19, !14}
