; ModuleID = 'programs/tictactoe_minimax.c'
source_filename = "programs/tictactoe_minimax.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@nodes = internal unnamed_addr global i64 0, align 8
@.str = private unnamed_addr constant [58 x i8] c"minimax value=%d nodes=%ld; alphabeta value=%d nodes=%ld\0A\00", align 1
@__const.main.board = private unnamed_addr constant [10 x i8] c".........\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"opening %d: %s result=%s\0A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"X\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"O\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"draw\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -127, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  store i64 0, ptr @nodes, align 8, !tbaa !6
  %2 = tail call fastcc i32 @minimax(i32 noundef 0, i32 noundef 0)
  %3 = load i64, ptr @nodes, align 8, !tbaa !6
  store i64 0, ptr @nodes, align 8, !tbaa !6
  %4 = tail call fastcc i32 @alphabeta(i32 noundef 0, i32 noundef 0, i32 noundef -2, i32 noundef 2)
  %5 = load i64, ptr @nodes, align 8, !tbaa !6
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i64 noundef %3, i32 noundef %4, i64 noundef %5)
  br label %10

7:                                                ; preds = %91
  %8 = srem i64 %5, 128
  %9 = trunc nsw i64 %8 to i32
  ret i32 %9

10:                                               ; preds = %0, %91
  %11 = phi i64 [ 0, %0 ], [ %94, %91 ]
  %12 = trunc nuw nsw i64 %11 to i32
  %13 = shl nuw nsw i32 1, %12
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %1) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %1, ptr noundef nonnull align 1 dereferenceable(10) @__const.main.board, i64 10, i1 false)
  %14 = getelementptr inbounds [10 x i8], ptr %1, i64 0, i64 %11
  store i8 88, ptr %14, align 1, !tbaa !10
  br label %15

15:                                               ; preds = %81, %10
  %16 = phi i32 [ 0, %10 ], [ %84, %81 ]
  %17 = phi i32 [ 1, %10 ], [ %88, %81 ]
  %18 = phi i32 [ %13, %10 ], [ %85, %81 ]
  %19 = insertelement <8 x i32> poison, i32 %18, i64 0
  %20 = shufflevector <8 x i32> %19, <8 x i32> poison, <8 x i32> zeroinitializer
  %21 = and <8 x i32> %20, <i32 7, i32 56, i32 448, i32 73, i32 146, i32 292, i32 273, i32 84>
  %22 = icmp eq <8 x i32> %21, <i32 7, i32 56, i32 448, i32 73, i32 146, i32 292, i32 273, i32 84>
  %23 = bitcast <8 x i1> %22 to i8
  %24 = icmp eq i8 %23, 0
  br i1 %24, label %25, label %91

25:                                               ; preds = %15
  %26 = insertelement <8 x i32> poison, i32 %16, i64 0
  %27 = shufflevector <8 x i32> %26, <8 x i32> poison, <8 x i32> zeroinitializer
  %28 = and <8 x i32> %27, <i32 7, i32 56, i32 448, i32 73, i32 146, i32 292, i32 273, i32 84>
  %29 = icmp eq <8 x i32> %28, <i32 7, i32 56, i32 448, i32 73, i32 146, i32 292, i32 273, i32 84>
  %30 = bitcast <8 x i1> %29 to i8
  %31 = icmp ne i8 %30, 0
  %32 = or i32 %18, %16
  %33 = icmp eq i32 %32, 511
  %34 = select i1 %31, i1 true, i1 %33
  br i1 %34, label %89, label %35

35:                                               ; preds = %25
  %36 = icmp eq i32 %17, 0
  br i1 %36, label %59, label %37

37:                                               ; preds = %35, %51
  %38 = phi i32 [ %53, %51 ], [ -2, %35 ]
  %39 = phi i32 [ %54, %51 ], [ 0, %35 ]
  %40 = phi i32 [ %52, %51 ], [ -1, %35 ]
  %41 = shl nuw nsw i32 1, %39
  %42 = and i32 %41, %32
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %44, label %51

44:                                               ; preds = %37
  %45 = or i32 %41, %16
  %46 = call fastcc i32 @alphabeta(i32 noundef %18, i32 noundef %45, i32 noundef -2, i32 noundef 2)
  %47 = sub nsw i32 0, %46
  %48 = icmp slt i32 %38, %47
  %49 = select i1 %48, i32 %39, i32 %40
  %50 = call i32 @llvm.smax.i32(i32 %38, i32 %47)
  br label %51

51:                                               ; preds = %44, %37
  %52 = phi i32 [ %40, %37 ], [ %49, %44 ]
  %53 = phi i32 [ %38, %37 ], [ %50, %44 ]
  %54 = add nuw nsw i32 %39, 1
  %55 = icmp eq i32 %54, 9
  br i1 %55, label %56, label %37, !llvm.loop !11

56:                                               ; preds = %51
  %57 = shl nuw i32 1, %52
  %58 = or i32 %57, %16
  br label %81

59:                                               ; preds = %35, %73
  %60 = phi i32 [ %75, %73 ], [ -2, %35 ]
  %61 = phi i32 [ %76, %73 ], [ 0, %35 ]
  %62 = phi i32 [ %74, %73 ], [ -1, %35 ]
  %63 = shl nuw nsw i32 1, %61
  %64 = and i32 %63, %32
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %66, label %73

66:                                               ; preds = %59
  %67 = or i32 %63, %18
  %68 = call fastcc i32 @alphabeta(i32 noundef %16, i32 noundef %67, i32 noundef -2, i32 noundef 2)
  %69 = sub nsw i32 0, %68
  %70 = icmp slt i32 %60, %69
  %71 = select i1 %70, i32 %61, i32 %62
  %72 = call i32 @llvm.smax.i32(i32 %60, i32 %69)
  br label %73

73:                                               ; preds = %66, %59
  %74 = phi i32 [ %62, %59 ], [ %71, %66 ]
  %75 = phi i32 [ %60, %59 ], [ %72, %66 ]
  %76 = add nuw nsw i32 %61, 1
  %77 = icmp eq i32 %76, 9
  br i1 %77, label %78, label %59, !llvm.loop !11

78:                                               ; preds = %73
  %79 = shl nuw i32 1, %74
  %80 = or i32 %79, %18
  br label %81

81:                                               ; preds = %78, %56
  %82 = phi i32 [ %74, %78 ], [ %52, %56 ]
  %83 = phi i8 [ 88, %78 ], [ 79, %56 ]
  %84 = phi i32 [ %16, %78 ], [ %58, %56 ]
  %85 = phi i32 [ %80, %78 ], [ %18, %56 ]
  %86 = sext i32 %82 to i64
  %87 = getelementptr inbounds [10 x i8], ptr %1, i64 0, i64 %86
  store i8 %83, ptr %87, align 1, !tbaa !10
  %88 = xor i32 %17, 1
  br label %15, !llvm.loop !13

89:                                               ; preds = %25
  %90 = select i1 %31, ptr @.str.3, ptr @.str.4
  br label %91

91:                                               ; preds = %15, %89
  %92 = phi ptr [ %90, %89 ], [ @.str.2, %15 ]
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %12, ptr noundef nonnull %1, ptr noundef nonnull %92)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %1) #6
  %94 = add nuw nsw i64 %11, 2
  %95 = icmp ult i64 %11, 7
  br i1 %95, label %10, label %7, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @minimax(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = load i64, ptr @nodes, align 8, !tbaa !6
  %4 = add nsw i64 %3, 1
  store i64 %4, ptr @nodes, align 8, !tbaa !6
  %5 = insertelement <8 x i32> poison, i32 %1, i64 0
  %6 = shufflevector <8 x i32> %5, <8 x i32> poison, <8 x i32> zeroinitializer
  %7 = and <8 x i32> %6, <i32 7, i32 56, i32 448, i32 73, i32 146, i32 292, i32 273, i32 84>
  %8 = icmp eq <8 x i32> %7, <i32 7, i32 56, i32 448, i32 73, i32 146, i32 292, i32 273, i32 84>
  %9 = bitcast <8 x i1> %8 to i8
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %11, label %89

11:                                               ; preds = %2
  %12 = or i32 %1, %0
  %13 = icmp eq i32 %12, 511
  br i1 %13, label %89, label %14

14:                                               ; preds = %11
  %15 = and i32 %12, 1
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %22

17:                                               ; preds = %14
  %18 = or i32 %0, 1
  %19 = tail call fastcc i32 @minimax(i32 noundef %1, i32 noundef %18)
  %20 = sub nsw i32 0, %19
  %21 = tail call i32 @llvm.smax.i32(i32 %20, i32 -2)
  br label %22

22:                                               ; preds = %14, %17
  %23 = phi i32 [ -2, %14 ], [ %21, %17 ]
  %24 = and i32 %12, 2
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %31

26:                                               ; preds = %22
  %27 = or i32 %0, 2
  %28 = tail call fastcc i32 @minimax(i32 noundef %1, i32 noundef %27)
  %29 = sub nsw i32 0, %28
  %30 = tail call i32 @llvm.smax.i32(i32 %23, i32 %29)
  br label %31

31:                                               ; preds = %26, %22
  %32 = phi i32 [ %23, %22 ], [ %30, %26 ]
  %33 = and i32 %12, 4
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %40

35:                                               ; preds = %31
  %36 = or i32 %0, 4
  %37 = tail call fastcc i32 @minimax(i32 noundef %1, i32 noundef %36)
  %38 = sub nsw i32 0, %37
  %39 = tail call i32 @llvm.smax.i32(i32 %32, i32 %38)
  br label %40

40:                                               ; preds = %35, %31
  %41 = phi i32 [ %32, %31 ], [ %39, %35 ]
  %42 = and i32 %12, 8
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %44, label %49

44:                                               ; preds = %40
  %45 = or i32 %0, 8
  %46 = tail call fastcc i32 @minimax(i32 noundef %1, i32 noundef %45)
  %47 = sub nsw i32 0, %46
  %48 = tail call i32 @llvm.smax.i32(i32 %41, i32 %47)
  br label %49

49:                                               ; preds = %44, %40
  %50 = phi i32 [ %41, %40 ], [ %48, %44 ]
  %51 = and i32 %12, 16
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %53, label %58

53:                                               ; preds = %49
  %54 = or i32 %0, 16
  %55 = tail call fastcc i32 @minimax(i32 noundef %1, i32 noundef %54)
  %56 = sub nsw i32 0, %55
  %57 = tail call i32 @llvm.smax.i32(i32 %50, i32 %56)
  br label %58

58:                                               ; preds = %53, %49
  %59 = phi i32 [ %50, %49 ], [ %57, %53 ]
  %60 = and i32 %12, 32
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %62, label %67

62:                                               ; preds = %58
  %63 = or i32 %0, 32
  %64 = tail call fastcc i32 @minimax(i32 noundef %1, i32 noundef %63)
  %65 = sub nsw i32 0, %64
  %66 = tail call i32 @llvm.smax.i32(i32 %59, i32 %65)
  br label %67

67:                                               ; preds = %62, %58
  %68 = phi i32 [ %59, %58 ], [ %66, %62 ]
  %69 = and i32 %12, 64
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %71, label %76

71:                                               ; preds = %67
  %72 = or i32 %0, 64
  %73 = tail call fastcc i32 @minimax(i32 noundef %1, i32 noundef %72)
  %74 = sub nsw i32 0, %73
  %75 = tail call i32 @llvm.smax.i32(i32 %68, i32 %74)
  br label %76

76:                                               ; preds = %71, %67
  %77 = phi i32 [ %68, %67 ], [ %75, %71 ]
  %78 = and i32 %12, 128
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %80, label %85

80:                                               ; preds = %76
  %81 = or i32 %0, 128
  %82 = tail call fastcc i32 @minimax(i32 noundef %1, i32 noundef %81)
  %83 = sub nsw i32 0, %82
  %84 = tail call i32 @llvm.smax.i32(i32 %77, i32 %83)
  br label %85

85:                                               ; preds = %80, %76
  %86 = phi i32 [ %77, %76 ], [ %84, %80 ]
  %87 = and i32 %12, 256
  %88 = icmp eq i32 %87, 0
  br i1 %88, label %91, label %89

89:                                               ; preds = %2, %11, %85, %91
  %90 = phi i32 [ %95, %91 ], [ -1, %2 ], [ 0, %11 ], [ %86, %85 ]
  ret i32 %90

91:                                               ; preds = %85
  %92 = or i32 %0, 256
  %93 = tail call fastcc i32 @minimax(i32 noundef %1, i32 noundef %92)
  %94 = sub nsw i32 0, %93
  %95 = tail call i32 @llvm.smax.i32(i32 %86, i32 %94)
  br label %89
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @alphabeta(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #2 {
  %5 = load i64, ptr @nodes, align 8, !tbaa !6
  %6 = add nsw i64 %5, 1
  store i64 %6, ptr @nodes, align 8, !tbaa !6
  %7 = insertelement <8 x i32> poison, i32 %1, i64 0
  %8 = shufflevector <8 x i32> %7, <8 x i32> poison, <8 x i32> zeroinitializer
  %9 = and <8 x i32> %8, <i32 7, i32 56, i32 448, i32 73, i32 146, i32 292, i32 273, i32 84>
  %10 = icmp eq <8 x i32> %9, <i32 7, i32 56, i32 448, i32 73, i32 146, i32 292, i32 273, i32 84>
  %11 = bitcast <8 x i1> %10 to i8
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %13, label %35

13:                                               ; preds = %4
  %14 = or i32 %1, %0
  %15 = icmp eq i32 %14, 511
  br i1 %15, label %35, label %16

16:                                               ; preds = %13
  %17 = sub nsw i32 0, %3
  br label %18

18:                                               ; preds = %16, %31
  %19 = phi i32 [ 0, %16 ], [ %33, %31 ]
  %20 = phi i32 [ %2, %16 ], [ %32, %31 ]
  %21 = shl nuw nsw i32 1, %19
  %22 = and i32 %21, %14
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %31

24:                                               ; preds = %18
  %25 = or i32 %21, %0
  %26 = sub nsw i32 0, %20
  %27 = tail call fastcc i32 @alphabeta(i32 noundef %1, i32 noundef %25, i32 noundef %17, i32 noundef %26)
  %28 = sub nsw i32 0, %27
  %29 = tail call i32 @llvm.smax.i32(i32 %20, i32 %28)
  %30 = icmp slt i32 %29, %3
  br i1 %30, label %31, label %35

31:                                               ; preds = %18, %24
  %32 = phi i32 [ %20, %18 ], [ %29, %24 ]
  %33 = add nuw nsw i32 %19, 1
  %34 = icmp eq i32 %33, 9
  br i1 %34, label %35, label %18, !llvm.loop !15

35:                                               ; preds = %24, %31, %13, %4
  %36 = phi i32 [ -1, %4 ], [ 0, %13 ], [ %32, %31 ], [ %29, %24 ]
  ret i32 %36
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
