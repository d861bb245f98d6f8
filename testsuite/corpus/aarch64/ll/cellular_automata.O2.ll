; ModuleID = 'programs/cellular_automata.c'
source_filename = "programs/cellular_automata.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.rules = private unnamed_addr constant [4 x i32] [i32 30, i32 90, i32 110, i32 184], align 4
@.str = private unnamed_addr constant [9 x i8] c"rule %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"pop after 1024 = %d\0A\00", align 1
@main.grid = internal unnamed_addr global [40 x [40 x i8]] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [34 x i8] c"ant: black=%d pos=(%d,%d) dir=%d\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [2 x i64], align 16
  %2 = getelementptr inbounds i8, ptr %1, i64 8
  br label %3

3:                                                ; preds = %0, %44
  %4 = phi i64 [ 0, %0 ], [ %52, %44 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #5
  %5 = getelementptr inbounds [4 x i32], ptr @__const.main.rules, i64 0, i64 %4
  %6 = icmp eq i64 %4, 3
  %7 = select i1 %6, <2 x i64> <i64 6510532769285411400, i64 81985529216486895>, <2 x i64> <i64 0, i64 -9223372036854775808>
  store <2 x i64> %7, ptr %1, align 16
  %8 = load i32, ptr %5, align 4, !tbaa !6
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8)
  br label %10

10:                                               ; preds = %3, %25
  %11 = phi i32 [ 0, %3 ], [ %28, %25 ]
  %12 = load i64, ptr %2, align 8, !tbaa !10
  br label %30

13:                                               ; preds = %30
  %14 = load i64, ptr %1, align 16, !tbaa !10
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 63, %13 ], [ %23, %15 ]
  %17 = shl nuw i64 1, %16
  %18 = and i64 %14, %17
  %19 = icmp eq i64 %18, 0
  %20 = select i1 %19, i32 46, i32 35
  %21 = load ptr, ptr @stdout, align 8, !tbaa !12
  %22 = tail call i32 @putc(i32 noundef %20, ptr noundef %21)
  %23 = add nsw i64 %16, -1
  %24 = icmp eq i64 %16, 0
  br i1 %24, label %25, label %15, !llvm.loop !14

25:                                               ; preds = %15
  %26 = load ptr, ptr @stdout, align 8, !tbaa !12
  %27 = tail call i32 @putc(i32 noundef 10, ptr noundef %26)
  call fastcc void @step(ptr noundef nonnull %1, i32 noundef %8)
  %28 = add nuw nsw i32 %11, 1
  %29 = icmp eq i32 %28, 24
  br i1 %29, label %40, label %10, !llvm.loop !16

30:                                               ; preds = %10, %30
  %31 = phi i64 [ 63, %10 ], [ %38, %30 ]
  %32 = shl nuw i64 1, %31
  %33 = and i64 %12, %32
  %34 = icmp eq i64 %33, 0
  %35 = select i1 %34, i32 46, i32 35
  %36 = load ptr, ptr @stdout, align 8, !tbaa !12
  %37 = tail call i32 @putc(i32 noundef %35, ptr noundef %36)
  %38 = add nsw i64 %31, -1
  %39 = icmp eq i64 %31, 0
  br i1 %39, label %13, label %30, !llvm.loop !14

40:                                               ; preds = %25, %40
  %41 = phi i32 [ %42, %40 ], [ 0, %25 ]
  call fastcc void @step(ptr noundef nonnull %1, i32 noundef %8)
  %42 = add nuw nsw i32 %41, 1
  %43 = icmp eq i32 %42, 1000
  br i1 %43, label %44, label %40, !llvm.loop !17

44:                                               ; preds = %40
  %45 = load <2 x i64>, ptr %1, align 16, !tbaa !10
  %46 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %45)
  %47 = trunc nuw nsw <2 x i64> %46 to <2 x i32>
  %48 = shufflevector <2 x i32> %47, <2 x i32> poison, <2 x i32> <i32 1, i32 poison>
  %49 = add nuw nsw <2 x i32> %48, %47
  %50 = extractelement <2 x i32> %49, i64 0
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %50)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #5
  %52 = add nuw nsw i64 %4, 1
  %53 = icmp eq i64 %52, 4
  br i1 %53, label %57, label %3, !llvm.loop !18

54:                                               ; preds = %57
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %72, i32 noundef %81, i32 noundef %89, i32 noundef %73)
  %56 = and i32 %72, 255
  ret i32 %56

57:                                               ; preds = %44, %57
  %58 = phi i32 [ %90, %57 ], [ 0, %44 ]
  %59 = phi i32 [ %72, %57 ], [ 0, %44 ]
  %60 = phi i32 [ %73, %57 ], [ 0, %44 ]
  %61 = phi i32 [ %89, %57 ], [ 20, %44 ]
  %62 = phi i32 [ %81, %57 ], [ 20, %44 ]
  %63 = zext nneg i32 %61 to i64
  %64 = zext nneg i32 %62 to i64
  %65 = getelementptr inbounds [40 x [40 x i8]], ptr @main.grid, i64 0, i64 %63, i64 %64
  %66 = load i8, ptr %65, align 1, !tbaa !19
  %67 = icmp eq i8 %66, 0
  %68 = select i1 %67, i32 1, i32 3
  %69 = select i1 %67, i32 1, i32 -1
  %70 = zext i1 %67 to i8
  %71 = add nuw nsw i32 %60, %68
  %72 = add nsw i32 %59, %69
  store i8 %70, ptr %65, align 1
  %73 = and i32 %71, 3
  %74 = icmp eq i32 %73, 1
  %75 = zext i1 %74 to i32
  %76 = icmp eq i32 %73, 3
  %77 = sext i1 %76 to i32
  %78 = add nuw nsw i32 %62, 40
  %79 = add nuw nsw i32 %78, %75
  %80 = add nsw i32 %79, %77
  %81 = urem i32 %80, 40
  %82 = icmp eq i32 %73, 2
  %83 = zext i1 %82 to i32
  %84 = icmp eq i32 %73, 0
  %85 = sext i1 %84 to i32
  %86 = add nuw nsw i32 %61, 40
  %87 = add nuw nsw i32 %86, %83
  %88 = add nsw i32 %87, %85
  %89 = urem i32 %88, 40
  %90 = add nuw nsw i32 %58, 1
  %91 = icmp eq i32 %90, 11000
  br i1 %91, label %54, label %57, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @step(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = insertelement <8 x i32> poison, i32 %1, i64 0
  %4 = shufflevector <8 x i32> %3, <8 x i32> poison, <8 x i32> zeroinitializer
  %5 = and <8 x i32> %4, <i32 128, i32 64, i32 32, i32 16, i32 8, i32 4, i32 2, i32 1>
  %6 = icmp eq <8 x i32> %5, zeroinitializer
  %7 = load <2 x i64>, ptr %0, align 8, !tbaa !10
  %8 = shufflevector <2 x i64> %7, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %9 = tail call <2 x i64> @llvm.fshl.v2i64(<2 x i64> %7, <2 x i64> %8, <2 x i64> <i64 1, i64 1>)
  %10 = tail call <2 x i64> @llvm.fshl.v2i64(<2 x i64> %8, <2 x i64> %7, <2 x i64> <i64 63, i64 63>)
  %11 = or <2 x i64> %10, %9
  %12 = or <2 x i64> %11, %7
  %13 = xor <2 x i64> %12, <i64 -1, i64 -1>
  %14 = shufflevector <8 x i1> %6, <8 x i1> poison, <2 x i32> <i32 7, i32 7>
  %15 = select <2 x i1> %14, <2 x i64> zeroinitializer, <2 x i64> %13
  %16 = or <2 x i64> %9, %7
  %17 = xor <2 x i64> %16, <i64 -1, i64 -1>
  %18 = and <2 x i64> %10, %17
  %19 = shufflevector <8 x i1> %6, <8 x i1> poison, <2 x i32> <i32 6, i32 6>
  %20 = select <2 x i1> %19, <2 x i64> zeroinitializer, <2 x i64> %18
  %21 = or <2 x i64> %15, %20
  %22 = or <2 x i64> %10, %9
  %23 = xor <2 x i64> %22, <i64 -1, i64 -1>
  %24 = and <2 x i64> %7, %23
  %25 = shufflevector <8 x i1> %6, <8 x i1> poison, <2 x i32> <i32 5, i32 5>
  %26 = select <2 x i1> %25, <2 x i64> zeroinitializer, <2 x i64> %24
  %27 = or <2 x i64> %21, %26
  %28 = xor <2 x i64> %9, <i64 -1, i64 -1>
  %29 = and <2 x i64> %10, %28
  %30 = and <2 x i64> %29, %7
  %31 = shufflevector <8 x i1> %6, <8 x i1> poison, <2 x i32> <i32 4, i32 4>
  %32 = select <2 x i1> %31, <2 x i64> zeroinitializer, <2 x i64> %30
  %33 = or <2 x i64> %27, %32
  %34 = or <2 x i64> %10, %7
  %35 = xor <2 x i64> %34, <i64 -1, i64 -1>
  %36 = and <2 x i64> %9, %35
  %37 = shufflevector <8 x i1> %6, <8 x i1> poison, <2 x i32> <i32 3, i32 3>
  %38 = select <2 x i1> %37, <2 x i64> zeroinitializer, <2 x i64> %36
  %39 = or <2 x i64> %33, %38
  %40 = xor <2 x i64> %7, <i64 -1, i64 -1>
  %41 = and <2 x i64> %9, %40
  %42 = and <2 x i64> %41, %10
  %43 = shufflevector <8 x i1> %6, <8 x i1> poison, <2 x i32> <i32 2, i32 2>
  %44 = select <2 x i1> %43, <2 x i64> zeroinitializer, <2 x i64> %42
  %45 = or <2 x i64> %39, %44
  %46 = xor <2 x i64> %10, <i64 -1, i64 -1>
  %47 = and <2 x i64> %9, %46
  %48 = and <2 x i64> %47, %7
  %49 = shufflevector <8 x i1> %6, <8 x i1> poison, <2 x i32> <i32 1, i32 1>
  %50 = select <2 x i1> %49, <2 x i64> zeroinitializer, <2 x i64> %48
  %51 = or <2 x i64> %45, %50
  %52 = and <2 x i64> %10, %9
  %53 = and <2 x i64> %52, %7
  %54 = shufflevector <8 x i1> %6, <8 x i1> poison, <2 x i32> zeroinitializer
  %55 = select <2 x i1> %54, <2 x i64> zeroinitializer, <2 x i64> %53
  %56 = or <2 x i64> %51, %55
  store <2 x i64> %56, ptr %0, align 8
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.ctpop.v2i64(<2 x i64>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.fshl.v2i64(<2 x i64>, <2 x i64>, <2 x i64>) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = !{!8, !8, i64 0}
!20 = distinct !{!20, !15}
