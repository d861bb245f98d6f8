; ModuleID = 'programs/brainfuck_interp.c'
source_filename = "programs/brainfuck_interp.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [107 x i8] c"++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++.------.--------.>>+.>++.\00", align 1
@.str.1 = private unnamed_addr constant [192 x i8] c"++++[>+++++<-]>[<+++++>-]+<+[>[>+>+<<-]++>>[<<+>>-]>>>[-]++>[-]+>>>+[[-]++++++>>>]<<<[[<++++++++<++>>-]+<.<[>----<-]<]<<[>>>>>[>>>[-]+++++++++<[>-<-]+++++++++>[-[<->-]+[<<<]]<[>+<-]>]<<-]<<-]\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c",[>++++[<-------->-]<.,]\00", align 1
@.str.3 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@out = internal global [20000 x i8] zeroinitializer, align 1
@outn = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [6 x i8] c"%.13s\00", align 1
@.str.6 = private unnamed_addr constant [51 x i8] c"output bytes=%d lines=%d hash=%08x steps=%d,%d,%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"tail: %s\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @run(ptr noundef nonnull @.str, ptr noundef nonnull @.str.3)
  %2 = tail call fastcc i32 @run(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.3)
  %3 = tail call fastcc i32 @run(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.4)
  %4 = load i32, ptr @outn, align 4, !tbaa !6
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %5
  store i8 0, ptr %6, align 1, !tbaa !10
  %7 = icmp sgt i32 %4, 0
  br i1 %7, label %8, label %72

8:                                                ; preds = %0
  %9 = zext nneg i32 %4 to i64
  br label %62

10:                                               ; preds = %62
  br i1 %7, label %11, label %72

11:                                               ; preds = %10
  %12 = zext nneg i32 %4 to i64
  %13 = icmp ult i32 %4, 8
  br i1 %13, label %41, label %14

14:                                               ; preds = %11
  %15 = icmp ult i32 %4, 32
  br i1 %15, label %44, label %16

16:                                               ; preds = %14
  %17 = and i64 %9, 2147483616
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %32, %18 ]
  %20 = phi <16 x i32> [ zeroinitializer, %16 ], [ %30, %18 ]
  %21 = phi <16 x i32> [ zeroinitializer, %16 ], [ %31, %18 ]
  %22 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %19
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load <16 x i8>, ptr %22, align 1, !tbaa !10
  %25 = load <16 x i8>, ptr %23, align 1, !tbaa !10
  %26 = icmp eq <16 x i8> %24, <i8 10, i8 10, i8 10, i8 10, i8 10, i8 10, i8 10, i8 10, i8 10, i8 10, i8 10, i8 10, i8 10, i8 10, i8 10, i8 10>
  %27 = icmp eq <16 x i8> %25, <i8 10, i8 10, i8 10, i8 10, i8 10, i8 10, i8 10, i8 10, i8 10, i8 10, i8 10, i8 10, i8 10, i8 10, i8 10, i8 10>
  %28 = zext <16 x i1> %26 to <16 x i32>
  %29 = zext <16 x i1> %27 to <16 x i32>
  %30 = add <16 x i32> %20, %28
  %31 = add <16 x i32> %21, %29
  %32 = add nuw i64 %19, 32
  %33 = icmp eq i64 %32, %17
  br i1 %33, label %34, label %18, !llvm.loop !11

34:                                               ; preds = %18
  %35 = add <16 x i32> %31, %30
  %36 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %35)
  %37 = icmp eq i64 %17, %9
  br i1 %37, label %72, label %38

38:                                               ; preds = %34
  %39 = and i64 %9, 24
  %40 = icmp eq i64 %39, 0
  br i1 %40, label %41, label %44

41:                                               ; preds = %59, %11, %38
  %42 = phi i64 [ 0, %11 ], [ %17, %38 ], [ %47, %59 ]
  %43 = phi i32 [ 0, %11 ], [ %36, %38 ], [ %60, %59 ]
  br label %84

44:                                               ; preds = %14, %38
  %45 = phi i32 [ %36, %38 ], [ 0, %14 ]
  %46 = phi i64 [ %17, %38 ], [ 0, %14 ]
  %47 = and i64 %9, 2147483640
  %48 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %45, i64 0
  br label %49

49:                                               ; preds = %49, %44
  %50 = phi i64 [ %46, %44 ], [ %57, %49 ]
  %51 = phi <8 x i32> [ %48, %44 ], [ %56, %49 ]
  %52 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %50
  %53 = load <8 x i8>, ptr %52, align 1, !tbaa !10
  %54 = icmp eq <8 x i8> %53, <i8 10, i8 10, i8 10, i8 10, i8 10, i8 10, i8 10, i8 10>
  %55 = zext <8 x i1> %54 to <8 x i32>
  %56 = add <8 x i32> %51, %55
  %57 = add nuw i64 %50, 8
  %58 = icmp eq i64 %57, %47
  br i1 %58, label %59, label %49, !llvm.loop !15

59:                                               ; preds = %49
  %60 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %56)
  %61 = icmp eq i64 %47, %9
  br i1 %61, label %72, label %41

62:                                               ; preds = %8, %62
  %63 = phi i64 [ 0, %8 ], [ %70, %62 ]
  %64 = phi i32 [ 0, %8 ], [ %69, %62 ]
  %65 = mul i32 %64, 31
  %66 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %63
  %67 = load i8, ptr %66, align 1, !tbaa !10
  %68 = zext i8 %67 to i32
  %69 = add i32 %65, %68
  %70 = add nuw nsw i64 %63, 1
  %71 = icmp eq i64 %70, %9
  br i1 %71, label %10, label %62, !llvm.loop !16

72:                                               ; preds = %84, %34, %59, %0, %10
  %73 = phi i32 [ %69, %10 ], [ 0, %0 ], [ %69, %59 ], [ %69, %34 ], [ %69, %84 ]
  %74 = phi i32 [ 0, %10 ], [ 0, %0 ], [ %60, %59 ], [ %36, %34 ], [ %91, %84 ]
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @out)
  %76 = load i32, ptr @outn, align 4, !tbaa !6
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %76, i32 noundef %74, i32 noundef %73, i32 noundef %1, i32 noundef %2, i32 noundef %3)
  %78 = load i32, ptr @outn, align 4, !tbaa !6
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i8, ptr @out, i64 %79
  %81 = getelementptr inbounds i8, ptr %80, i64 -25
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %81)
  %83 = and i32 %74, 127
  ret i32 %83

84:                                               ; preds = %41, %84
  %85 = phi i64 [ %92, %84 ], [ %42, %41 ]
  %86 = phi i32 [ %91, %84 ], [ %43, %41 ]
  %87 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %85
  %88 = load i8, ptr %87, align 1, !tbaa !10
  %89 = icmp eq i8 %88, 10
  %90 = zext i1 %89 to i32
  %91 = add nuw nsw i32 %86, %90
  %92 = add nuw nsw i64 %85, 1
  %93 = icmp eq i64 %92, %12
  br i1 %93, label %72, label %84, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc range(i32 -99999, 100000) i32 @run(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #2 {
  %3 = alloca [4096 x i32], align 4
  %4 = alloca [512 x i32], align 4
  %5 = alloca [30000 x i8], align 1
  %6 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #7
  %7 = trunc i64 %6 to i32
  call void @llvm.lifetime.start.p0(i64 16384, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %4) #8
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @llvm.lifetime.start.p0(i64 30000, ptr nonnull %5) #8
  br label %43

10:                                               ; preds = %2
  %11 = and i64 %6, 2147483647
  br label %15

12:                                               ; preds = %36
  call void @llvm.lifetime.start.p0(i64 30000, ptr nonnull %5) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(30000) %5, i8 0, i64 30000, i1 false)
  br i1 %8, label %13, label %43

13:                                               ; preds = %12
  %14 = load i32, ptr @outn, align 4, !tbaa !6
  br label %45

15:                                               ; preds = %10, %36
  %16 = phi i64 [ 0, %10 ], [ %38, %36 ]
  %17 = phi i32 [ 0, %10 ], [ %37, %36 ]
  %18 = getelementptr inbounds i8, ptr %0, i64 %16
  %19 = load i8, ptr %18, align 1, !tbaa !10
  switch i8 %19, label %36 [
    i8 91, label %20
    i8 93, label %24
  ]

20:                                               ; preds = %15
  %21 = add nsw i32 %17, 1
  %22 = sext i32 %17 to i64
  %23 = getelementptr inbounds [512 x i32], ptr %4, i64 0, i64 %22
  br label %32

24:                                               ; preds = %15
  %25 = add nsw i32 %17, -1
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [512 x i32], ptr %4, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !6
  %29 = getelementptr inbounds [4096 x i32], ptr %3, i64 0, i64 %16
  store i32 %28, ptr %29, align 4, !tbaa !6
  %30 = sext i32 %28 to i64
  %31 = getelementptr inbounds [4096 x i32], ptr %3, i64 0, i64 %30
  br label %32

32:                                               ; preds = %24, %20
  %33 = phi ptr [ %23, %20 ], [ %31, %24 ]
  %34 = phi i32 [ %21, %20 ], [ %25, %24 ]
  %35 = trunc nuw nsw i64 %16 to i32
  store i32 %35, ptr %33, align 4, !tbaa !6
  br label %36

36:                                               ; preds = %32, %15
  %37 = phi i32 [ %17, %15 ], [ %34, %32 ]
  %38 = add nuw nsw i64 %16, 1
  %39 = icmp eq i64 %38, %11
  br i1 %39, label %12, label %15, !llvm.loop !18

40:                                               ; preds = %98
  %41 = urem i64 %104, 100000
  %42 = trunc nuw nsw i64 %41 to i32
  br label %43

43:                                               ; preds = %9, %40, %12
  %44 = phi i32 [ 0, %12 ], [ %42, %40 ], [ 0, %9 ]
  call void @llvm.lifetime.end.p0(i64 30000, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 16384, ptr nonnull %3) #8
  ret i32 %44

45:                                               ; preds = %13, %98
  %46 = phi i32 [ %103, %98 ], [ 0, %13 ]
  %47 = phi i64 [ %104, %98 ], [ 0, %13 ]
  %48 = phi i32 [ %101, %98 ], [ 0, %13 ]
  %49 = phi ptr [ %100, %98 ], [ %1, %13 ]
  %50 = phi i32 [ %99, %98 ], [ %14, %13 ]
  %51 = sext i32 %46 to i64
  %52 = getelementptr inbounds i8, ptr %0, i64 %51
  %53 = load i8, ptr %52, align 1, !tbaa !10
  switch i8 %53, label %98 [
    i8 62, label %54
    i8 60, label %56
    i8 43, label %58
    i8 45, label %63
    i8 46, label %68
    i8 44, label %75
    i8 91, label %82
    i8 93, label %90
  ]

54:                                               ; preds = %45
  %55 = add nsw i32 %48, 1
  br label %98

56:                                               ; preds = %45
  %57 = add nsw i32 %48, -1
  br label %98

58:                                               ; preds = %45
  %59 = sext i32 %48 to i64
  %60 = getelementptr inbounds [30000 x i8], ptr %5, i64 0, i64 %59
  %61 = load i8, ptr %60, align 1, !tbaa !10
  %62 = add i8 %61, 1
  store i8 %62, ptr %60, align 1, !tbaa !10
  br label %98

63:                                               ; preds = %45
  %64 = sext i32 %48 to i64
  %65 = getelementptr inbounds [30000 x i8], ptr %5, i64 0, i64 %64
  %66 = load i8, ptr %65, align 1, !tbaa !10
  %67 = add i8 %66, -1
  store i8 %67, ptr %65, align 1, !tbaa !10
  br label %98

68:                                               ; preds = %45
  %69 = sext i32 %48 to i64
  %70 = getelementptr inbounds [30000 x i8], ptr %5, i64 0, i64 %69
  %71 = load i8, ptr %70, align 1, !tbaa !10
  %72 = add nsw i32 %50, 1
  store i32 %72, ptr @outn, align 4, !tbaa !6
  %73 = sext i32 %50 to i64
  %74 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %73
  store i8 %71, ptr %74, align 1, !tbaa !10
  br label %98

75:                                               ; preds = %45
  %76 = load i8, ptr %49, align 1, !tbaa !10
  %77 = icmp ne i8 %76, 0
  %78 = zext i1 %77 to i64
  %79 = getelementptr inbounds i8, ptr %49, i64 %78
  %80 = sext i32 %48 to i64
  %81 = getelementptr inbounds [30000 x i8], ptr %5, i64 0, i64 %80
  store i8 %76, ptr %81, align 1, !tbaa !10
  br label %98

82:                                               ; preds = %45
  %83 = sext i32 %48 to i64
  %84 = getelementptr inbounds [30000 x i8], ptr %5, i64 0, i64 %83
  %85 = load i8, ptr %84, align 1, !tbaa !10
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %87, label %98

87:                                               ; preds = %82
  %88 = getelementptr inbounds [4096 x i32], ptr %3, i64 0, i64 %51
  %89 = load i32, ptr %88, align 4, !tbaa !6
  br label %98

90:                                               ; preds = %45
  %91 = sext i32 %48 to i64
  %92 = getelementptr inbounds [30000 x i8], ptr %5, i64 0, i64 %91
  %93 = load i8, ptr %92, align 1, !tbaa !10
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %98, label %95

95:                                               ; preds = %90
  %96 = getelementptr inbounds [4096 x i32], ptr %3, i64 0, i64 %51
  %97 = load i32, ptr %96, align 4, !tbaa !6
  br label %98

98:                                               ; preds = %54, %56, %58, %63, %68, %75, %45, %87, %82, %95, %90
  %99 = phi i32 [ %50, %45 ], [ %50, %95 ], [ %50, %90 ], [ %50, %82 ], [ %50, %87 ], [ %50, %75 ], [ %72, %68 ], [ %50, %63 ], [ %50, %58 ], [ %50, %56 ], [ %50, %54 ]
  %100 = phi ptr [ %49, %45 ], [ %49, %95 ], [ %49, %90 ], [ %49, %82 ], [ %49, %87 ], [ %79, %75 ], [ %49, %68 ], [ %49, %63 ], [ %49, %58 ], [ %49, %56 ], [ %49, %54 ]
  %101 = phi i32 [ %48, %45 ], [ %48, %95 ], [ %48, %90 ], [ %48, %82 ], [ %48, %87 ], [ %48, %75 ], [ %48, %68 ], [ %48, %63 ], [ %48, %58 ], [ %57, %56 ], [ %55, %54 ]
  %102 = phi i32 [ %46, %45 ], [ %97, %95 ], [ %46, %90 ], [ %46, %82 ], [ %89, %87 ], [ %46, %75 ], [ %46, %68 ], [ %46, %63 ], [ %46, %58 ], [ %46, %56 ], [ %46, %54 ]
  %103 = add nsw i32 %102, 1
  %104 = add nuw nsw i64 %47, 1
  %105 = icmp slt i32 %103, %7
  br i1 %105, label %45, label %40, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind }

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
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12, !13, !14}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12, !14, !13}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
