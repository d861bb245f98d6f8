; ModuleID = 'programs/brainfuck_interp.c'
source_filename = "programs/brainfuck_interp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [107 x i8] c"++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++.------.--------.>>+.>++.\00", align 1
@.str.1 = private unnamed_addr constant [192 x i8] c"++++[>+++++<-]>[<+++++>-]+<+[>[>+>+<<-]++>>[<<+>>-]>>>[-]++>[-]+>>>+[[-]++++++>>>]<<<[[<++++++++<++>>-]+<.<[>----<-]<]<<[>>>>>[>>>[-]+++++++++<[>-<-]+++++++++>[-[<->-]+[<<<]]<[>+<-]>]<<-]<<-]\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c",[>++++[<-------->-]<.,]\00", align 1
@.str.3 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@out = internal global [20000 x i8] zeroinitializer, align 16
@outn = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [6 x i8] c"%.13s\00", align 1
@.str.6 = private unnamed_addr constant [51 x i8] c"output bytes=%d lines=%d hash=%08x steps=%d,%d,%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"tail: %s\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @run(ptr noundef nonnull @.str, ptr noundef nonnull @.str.3)
  %2 = tail call fastcc i32 @run(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.3)
  %3 = tail call fastcc i32 @run(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.4)
  %4 = load i32, ptr @outn, align 4, !tbaa !5
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %5
  store i8 0, ptr %6, align 1, !tbaa !9
  %7 = icmp sgt i32 %4, 0
  br i1 %7, label %8, label %91

8:                                                ; preds = %0
  %9 = zext nneg i32 %4 to i64
  %10 = and i64 %9, 3
  %11 = icmp ult i32 %4, 4
  br i1 %11, label %14, label %12

12:                                               ; preds = %8
  %13 = and i64 %9, 2147483644
  br label %61

14:                                               ; preds = %61, %8
  %15 = phi i32 [ poison, %8 ], [ %87, %61 ]
  %16 = phi i64 [ 0, %8 ], [ %88, %61 ]
  %17 = phi i32 [ 0, %8 ], [ %87, %61 ]
  %18 = icmp eq i64 %10, 0
  br i1 %18, label %31, label %19

19:                                               ; preds = %14, %19
  %20 = phi i64 [ %28, %19 ], [ %16, %14 ]
  %21 = phi i32 [ %27, %19 ], [ %17, %14 ]
  %22 = phi i64 [ %29, %19 ], [ 0, %14 ]
  %23 = mul i32 %21, 31
  %24 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %20
  %25 = load i8, ptr %24, align 1, !tbaa !9
  %26 = zext i8 %25 to i32
  %27 = add i32 %23, %26
  %28 = add nuw nsw i64 %20, 1
  %29 = add i64 %22, 1
  %30 = icmp eq i64 %29, %10
  br i1 %30, label %31, label %19, !llvm.loop !10

31:                                               ; preds = %19, %14
  %32 = phi i32 [ %15, %14 ], [ %27, %19 ]
  br i1 %7, label %33, label %91

33:                                               ; preds = %31
  %34 = zext nneg i32 %4 to i64
  %35 = icmp ult i32 %4, 8
  br i1 %35, label %36, label %39

36:                                               ; preds = %57, %33
  %37 = phi i64 [ 0, %33 ], [ %40, %57 ]
  %38 = phi i32 [ 0, %33 ], [ %59, %57 ]
  br label %103

39:                                               ; preds = %33
  %40 = and i64 %9, 2147483640
  br label %41

41:                                               ; preds = %41, %39
  %42 = phi i64 [ 0, %39 ], [ %55, %41 ]
  %43 = phi <4 x i32> [ zeroinitializer, %39 ], [ %53, %41 ]
  %44 = phi <4 x i32> [ zeroinitializer, %39 ], [ %54, %41 ]
  %45 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %42
  %46 = getelementptr inbounds i8, ptr %45, i64 4
  %47 = load <4 x i8>, ptr %45, align 8, !tbaa !9
  %48 = load <4 x i8>, ptr %46, align 4, !tbaa !9
  %49 = icmp eq <4 x i8> %47, <i8 10, i8 10, i8 10, i8 10>
  %50 = icmp eq <4 x i8> %48, <i8 10, i8 10, i8 10, i8 10>
  %51 = zext <4 x i1> %49 to <4 x i32>
  %52 = zext <4 x i1> %50 to <4 x i32>
  %53 = add <4 x i32> %43, %51
  %54 = add <4 x i32> %44, %52
  %55 = add nuw i64 %42, 8
  %56 = icmp eq i64 %55, %40
  br i1 %56, label %57, label %41, !llvm.loop !12

57:                                               ; preds = %41
  %58 = add <4 x i32> %54, %53
  %59 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %58)
  %60 = icmp eq i64 %40, %9
  br i1 %60, label %91, label %36

61:                                               ; preds = %61, %12
  %62 = phi i64 [ 0, %12 ], [ %88, %61 ]
  %63 = phi i32 [ 0, %12 ], [ %87, %61 ]
  %64 = phi i64 [ 0, %12 ], [ %89, %61 ]
  %65 = mul i32 %63, 31
  %66 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %62
  %67 = load i8, ptr %66, align 4, !tbaa !9
  %68 = zext i8 %67 to i32
  %69 = add i32 %65, %68
  %70 = or disjoint i64 %62, 1
  %71 = mul i32 %69, 31
  %72 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %70
  %73 = load i8, ptr %72, align 1, !tbaa !9
  %74 = zext i8 %73 to i32
  %75 = add i32 %71, %74
  %76 = or disjoint i64 %62, 2
  %77 = mul i32 %75, 31
  %78 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %76
  %79 = load i8, ptr %78, align 2, !tbaa !9
  %80 = zext i8 %79 to i32
  %81 = add i32 %77, %80
  %82 = or disjoint i64 %62, 3
  %83 = mul i32 %81, 31
  %84 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %82
  %85 = load i8, ptr %84, align 1, !tbaa !9
  %86 = zext i8 %85 to i32
  %87 = add i32 %83, %86
  %88 = add nuw nsw i64 %62, 4
  %89 = add i64 %64, 4
  %90 = icmp eq i64 %89, %13
  br i1 %90, label %14, label %61, !llvm.loop !16

91:                                               ; preds = %103, %57, %0, %31
  %92 = phi i32 [ %32, %31 ], [ 0, %0 ], [ %32, %57 ], [ %32, %103 ]
  %93 = phi i32 [ 0, %31 ], [ 0, %0 ], [ %59, %57 ], [ %110, %103 ]
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @out)
  %95 = load i32, ptr @outn, align 4, !tbaa !5
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %95, i32 noundef %93, i32 noundef %92, i32 noundef %1, i32 noundef %2, i32 noundef %3)
  %97 = load i32, ptr @outn, align 4, !tbaa !5
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds i8, ptr @out, i64 %98
  %100 = getelementptr inbounds i8, ptr %99, i64 -25
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %100)
  %102 = and i32 %93, 127
  ret i32 %102

103:                                              ; preds = %36, %103
  %104 = phi i64 [ %111, %103 ], [ %37, %36 ]
  %105 = phi i32 [ %110, %103 ], [ %38, %36 ]
  %106 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %104
  %107 = load i8, ptr %106, align 1, !tbaa !9
  %108 = icmp eq i8 %107, 10
  %109 = zext i1 %108 to i32
  %110 = add nuw nsw i32 %105, %109
  %111 = add nuw nsw i64 %104, 1
  %112 = icmp eq i64 %111, %34
  br i1 %112, label %91, label %103, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc range(i32 -99999, 100000) i32 @run(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #2 {
  %3 = alloca [4096 x i32], align 16
  %4 = alloca [512 x i32], align 16
  %5 = alloca [30000 x i8], align 16
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
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(30000) %5, i8 0, i64 30000, i1 false)
  br i1 %8, label %13, label %43

13:                                               ; preds = %12
  %14 = load i32, ptr @outn, align 4, !tbaa !5
  br label %45

15:                                               ; preds = %10, %36
  %16 = phi i64 [ 0, %10 ], [ %38, %36 ]
  %17 = phi i32 [ 0, %10 ], [ %37, %36 ]
  %18 = getelementptr inbounds i8, ptr %0, i64 %16
  %19 = load i8, ptr %18, align 1, !tbaa !9
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
  %28 = load i32, ptr %27, align 4, !tbaa !5
  %29 = getelementptr inbounds [4096 x i32], ptr %3, i64 0, i64 %16
  store i32 %28, ptr %29, align 4, !tbaa !5
  %30 = sext i32 %28 to i64
  %31 = getelementptr inbounds [4096 x i32], ptr %3, i64 0, i64 %30
  br label %32

32:                                               ; preds = %24, %20
  %33 = phi ptr [ %23, %20 ], [ %31, %24 ]
  %34 = phi i32 [ %21, %20 ], [ %25, %24 ]
  %35 = trunc nuw nsw i64 %16 to i32
  store i32 %35, ptr %33, align 4, !tbaa !5
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
  %53 = load i8, ptr %52, align 1, !tbaa !9
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
  %61 = load i8, ptr %60, align 1, !tbaa !9
  %62 = add i8 %61, 1
  store i8 %62, ptr %60, align 1, !tbaa !9
  br label %98

63:                                               ; preds = %45
  %64 = sext i32 %48 to i64
  %65 = getelementptr inbounds [30000 x i8], ptr %5, i64 0, i64 %64
  %66 = load i8, ptr %65, align 1, !tbaa !9
  %67 = add i8 %66, -1
  store i8 %67, ptr %65, align 1, !tbaa !9
  br label %98

68:                                               ; preds = %45
  %69 = sext i32 %48 to i64
  %70 = getelementptr inbounds [30000 x i8], ptr %5, i64 0, i64 %69
  %71 = load i8, ptr %70, align 1, !tbaa !9
  %72 = add nsw i32 %50, 1
  store i32 %72, ptr @outn, align 4, !tbaa !5
  %73 = sext i32 %50 to i64
  %74 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %73
  store i8 %71, ptr %74, align 1, !tbaa !9
  br label %98

75:                                               ; preds = %45
  %76 = load i8, ptr %49, align 1, !tbaa !9
  %77 = icmp ne i8 %76, 0
  %78 = zext i1 %77 to i64
  %79 = getelementptr inbounds i8, ptr %49, i64 %78
  %80 = sext i32 %48 to i64
  %81 = getelementptr inbounds [30000 x i8], ptr %5, i64 0, i64 %80
  store i8 %76, ptr %81, align 1, !tbaa !9
  br label %98

82:                                               ; preds = %45
  %83 = sext i32 %48 to i64
  %84 = getelementptr inbounds [30000 x i8], ptr %5, i64 0, i64 %83
  %85 = load i8, ptr %84, align 1, !tbaa !9
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %87, label %98

87:                                               ; preds = %82
  %88 = getelementptr inbounds [4096 x i32], ptr %3, i64 0, i64 %51
  %89 = load i32, ptr %88, align 4, !tbaa !5
  br label %98

90:                                               ; preds = %45
  %91 = sext i32 %48 to i64
  %92 = getelementptr inbounds [30000 x i8], ptr %5, i64 0, i64 %91
  %93 = load i8, ptr %92, align 1, !tbaa !9
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %98, label %95

95:                                               ; preds = %90
  %96 = getelementptr inbounds [4096 x i32], ptr %3, i64 0, i64 %51
  %97 = load i32, ptr %96, align 4, !tbaa !5
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
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind }

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
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13, !15, !14}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
