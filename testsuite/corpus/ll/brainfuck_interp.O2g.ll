; ModuleID = 'programs/brainfuck_interp.c'
source_filename = "programs/brainfuck_interp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [107 x i8] c"++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++.------.--------.>>+.>++.\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [192 x i8] c"++++[>+++++<-]>[<+++++>-]+<+[>[>+>+<<-]++>>[<<+>>-]>>>[-]++>[-]+>>>+[[-]++++++>>>]<<<[[<++++++++<++>>-]+<.<[>----<-]<]<<[>>>>>[>>>[-]+++++++++<[>-<-]+++++++++>[-[<->-]+[<<<]]<[>+<-]>]<<-]<<-]\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [25 x i8] c",[>++++[<-------->-]<.,]\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !17
@.str.4 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !22
@out = internal global [20000 x i8] zeroinitializer, align 16, !dbg !27
@outn = internal unnamed_addr global i32 0, align 4, !dbg !46
@.str.5 = private unnamed_addr constant [6 x i8] c"%.13s\00", align 1, !dbg !34
@.str.6 = private unnamed_addr constant [51 x i8] c"output bytes=%d lines=%d hash=%08x steps=%d,%d,%d\0A\00", align 1, !dbg !36
@.str.7 = private unnamed_addr constant [10 x i8] c"tail: %s\0A\00", align 1, !dbg !41

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !59 {
    #dbg_value(ptr @.str, !63, !DIExpression(), !78)
    #dbg_value(ptr @.str.1, !66, !DIExpression(), !78)
    #dbg_value(ptr @.str.2, !67, !DIExpression(), !78)
  %1 = tail call fastcc i32 @run(ptr noundef nonnull @.str, ptr noundef nonnull @.str.3), !dbg !79
    #dbg_value(i32 %1, !68, !DIExpression(), !78)
  %2 = tail call fastcc i32 @run(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.3), !dbg !80
    #dbg_value(i32 %2, !69, !DIExpression(), !78)
  %3 = tail call fastcc i32 @run(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.4), !dbg !81
    #dbg_value(i32 %3, !70, !DIExpression(), !78)
  %4 = load i32, ptr @outn, align 4, !dbg !82, !tbaa !83
  %5 = sext i32 %4 to i64, !dbg !87
  %6 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %5, !dbg !87
  store i8 0, ptr %6, align 1, !dbg !88, !tbaa !89
    #dbg_value(i32 0, !71, !DIExpression(), !78)
    #dbg_value(i32 0, !73, !DIExpression(), !90)
  %7 = icmp sgt i32 %4, 0, !dbg !91
  br i1 %7, label %8, label %91, !dbg !93

8:                                                ; preds = %0
  %9 = zext nneg i32 %4 to i64, !dbg !91
  %10 = and i64 %9, 3, !dbg !93
  %11 = icmp ult i32 %4, 4, !dbg !93
  br i1 %11, label %14, label %12, !dbg !93

12:                                               ; preds = %8
  %13 = and i64 %9, 2147483644, !dbg !93
  br label %61, !dbg !93

14:                                               ; preds = %61, %8
  %15 = phi i32 [ poison, %8 ], [ %87, %61 ]
  %16 = phi i64 [ 0, %8 ], [ %88, %61 ]
  %17 = phi i32 [ 0, %8 ], [ %87, %61 ]
  %18 = icmp eq i64 %10, 0, !dbg !93
  br i1 %18, label %31, label %19, !dbg !93

19:                                               ; preds = %14, %19
  %20 = phi i64 [ %28, %19 ], [ %16, %14 ]
  %21 = phi i32 [ %27, %19 ], [ %17, %14 ]
  %22 = phi i64 [ %29, %19 ], [ 0, %14 ]
    #dbg_value(i64 %20, !73, !DIExpression(), !90)
    #dbg_value(i32 %21, !71, !DIExpression(), !78)
  %23 = mul i32 %21, 31, !dbg !94
  %24 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %20, !dbg !95
  %25 = load i8, ptr %24, align 1, !dbg !95, !tbaa !89
  %26 = zext i8 %25 to i32, !dbg !96
  %27 = add i32 %23, %26, !dbg !97
    #dbg_value(i32 %27, !71, !DIExpression(), !78)
  %28 = add nuw nsw i64 %20, 1, !dbg !98
    #dbg_value(i64 %28, !73, !DIExpression(), !90)
  %29 = add i64 %22, 1, !dbg !93
  %30 = icmp eq i64 %29, %10, !dbg !93
  br i1 %30, label %31, label %19, !dbg !93, !llvm.loop !99

31:                                               ; preds = %19, %14
  %32 = phi i32 [ %15, %14 ], [ %27, %19 ], !dbg !97
    #dbg_value(i32 0, !76, !DIExpression(), !101)
    #dbg_value(i32 0, !75, !DIExpression(), !78)
  br i1 %7, label %33, label %91, !dbg !102

33:                                               ; preds = %31
  %34 = zext nneg i32 %4 to i64, !dbg !103
  %35 = icmp ult i32 %4, 8, !dbg !102
  br i1 %35, label %36, label %39, !dbg !102

36:                                               ; preds = %57, %33
  %37 = phi i64 [ 0, %33 ], [ %40, %57 ]
  %38 = phi i32 [ 0, %33 ], [ %59, %57 ]
  br label %103, !dbg !102

39:                                               ; preds = %33
  %40 = and i64 %9, 2147483640, !dbg !102
  br label %41, !dbg !102

41:                                               ; preds = %41, %39
  %42 = phi i64 [ 0, %39 ], [ %55, %41 ], !dbg !105
  %43 = phi <4 x i32> [ zeroinitializer, %39 ], [ %53, %41 ]
  %44 = phi <4 x i32> [ zeroinitializer, %39 ], [ %54, %41 ]
  %45 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %42, !dbg !106
  %46 = getelementptr inbounds i8, ptr %45, i64 4, !dbg !106
  %47 = load <4 x i8>, ptr %45, align 8, !dbg !106, !tbaa !89
  %48 = load <4 x i8>, ptr %46, align 4, !dbg !106, !tbaa !89
  %49 = icmp eq <4 x i8> %47, <i8 10, i8 10, i8 10, i8 10>, !dbg !107
  %50 = icmp eq <4 x i8> %48, <i8 10, i8 10, i8 10, i8 10>, !dbg !107
  %51 = zext <4 x i1> %49 to <4 x i32>, !dbg !107
  %52 = zext <4 x i1> %50 to <4 x i32>, !dbg !107
  %53 = add <4 x i32> %43, %51, !dbg !108
  %54 = add <4 x i32> %44, %52, !dbg !108
  %55 = add nuw i64 %42, 8, !dbg !105
  %56 = icmp eq i64 %55, %40, !dbg !105
  br i1 %56, label %57, label %41, !dbg !105, !llvm.loop !109

57:                                               ; preds = %41
  %58 = add <4 x i32> %54, %53, !dbg !102
  %59 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %58), !dbg !102
  %60 = icmp eq i64 %40, %9, !dbg !102
  br i1 %60, label %91, label %36, !dbg !102

61:                                               ; preds = %61, %12
  %62 = phi i64 [ 0, %12 ], [ %88, %61 ]
  %63 = phi i32 [ 0, %12 ], [ %87, %61 ]
  %64 = phi i64 [ 0, %12 ], [ %89, %61 ]
    #dbg_value(i64 %62, !73, !DIExpression(), !90)
    #dbg_value(i32 %63, !71, !DIExpression(), !78)
  %65 = mul i32 %63, 31, !dbg !94
  %66 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %62, !dbg !95
  %67 = load i8, ptr %66, align 4, !dbg !95, !tbaa !89
  %68 = zext i8 %67 to i32, !dbg !96
  %69 = add i32 %65, %68, !dbg !97
    #dbg_value(i32 %69, !71, !DIExpression(), !78)
  %70 = or disjoint i64 %62, 1, !dbg !98
    #dbg_value(i64 %70, !73, !DIExpression(), !90)
  %71 = mul i32 %69, 31, !dbg !94
  %72 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %70, !dbg !95
  %73 = load i8, ptr %72, align 1, !dbg !95, !tbaa !89
  %74 = zext i8 %73 to i32, !dbg !96
  %75 = add i32 %71, %74, !dbg !97
    #dbg_value(i32 %75, !71, !DIExpression(), !78)
  %76 = or disjoint i64 %62, 2, !dbg !98
    #dbg_value(i64 %76, !73, !DIExpression(), !90)
  %77 = mul i32 %75, 31, !dbg !94
  %78 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %76, !dbg !95
  %79 = load i8, ptr %78, align 2, !dbg !95, !tbaa !89
  %80 = zext i8 %79 to i32, !dbg !96
  %81 = add i32 %77, %80, !dbg !97
    #dbg_value(i32 %81, !71, !DIExpression(), !78)
  %82 = or disjoint i64 %62, 3, !dbg !98
    #dbg_value(i64 %82, !73, !DIExpression(), !90)
  %83 = mul i32 %81, 31, !dbg !94
  %84 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %82, !dbg !95
  %85 = load i8, ptr %84, align 1, !dbg !95, !tbaa !89
  %86 = zext i8 %85 to i32, !dbg !96
  %87 = add i32 %83, %86, !dbg !97
    #dbg_value(i32 %87, !71, !DIExpression(), !78)
  %88 = add nuw nsw i64 %62, 4, !dbg !98
    #dbg_value(i64 %88, !73, !DIExpression(), !90)
  %89 = add i64 %64, 4, !dbg !93
  %90 = icmp eq i64 %89, %13, !dbg !93
  br i1 %90, label %14, label %61, !dbg !93, !llvm.loop !114

91:                                               ; preds = %103, %57, %0, %31
  %92 = phi i32 [ %32, %31 ], [ 0, %0 ], [ %32, %57 ], [ %32, %103 ]
  %93 = phi i32 [ 0, %31 ], [ 0, %0 ], [ %59, %57 ], [ %110, %103 ], !dbg !78
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @out), !dbg !116
  %95 = load i32, ptr @outn, align 4, !dbg !117, !tbaa !83
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %95, i32 noundef %93, i32 noundef %92, i32 noundef %1, i32 noundef %2, i32 noundef %3), !dbg !118
  %97 = load i32, ptr @outn, align 4, !dbg !119, !tbaa !83
  %98 = sext i32 %97 to i64, !dbg !120
  %99 = getelementptr inbounds i8, ptr @out, i64 %98, !dbg !120
  %100 = getelementptr inbounds i8, ptr %99, i64 -25, !dbg !121
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %100), !dbg !122
  %102 = and i32 %93, 127, !dbg !123
  ret i32 %102, !dbg !124

103:                                              ; preds = %36, %103
  %104 = phi i64 [ %111, %103 ], [ %37, %36 ]
  %105 = phi i32 [ %110, %103 ], [ %38, %36 ]
    #dbg_value(i64 %104, !76, !DIExpression(), !101)
    #dbg_value(i32 %105, !75, !DIExpression(), !78)
  %106 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %104, !dbg !106
  %107 = load i8, ptr %106, align 1, !dbg !106, !tbaa !89
  %108 = icmp eq i8 %107, 10, !dbg !107
  %109 = zext i1 %108 to i32, !dbg !107
  %110 = add nuw nsw i32 %105, %109, !dbg !108
    #dbg_value(i32 %110, !75, !DIExpression(), !78)
  %111 = add nuw nsw i64 %104, 1, !dbg !105
    #dbg_value(i64 %111, !76, !DIExpression(), !101)
  %112 = icmp eq i64 %111, %34, !dbg !103
  br i1 %112, label %91, label %103, !dbg !102, !llvm.loop !125
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc range(i32 -99999, 100000) i32 @run(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #2 !dbg !126 {
  %3 = alloca [4096 x i32], align 16, !DIAssignID !159
    #dbg_assign(i1 undef, !133, !DIExpression(), !159, ptr %3, !DIExpression(), !160)
  %4 = alloca [512 x i32], align 16, !DIAssignID !161
    #dbg_assign(i1 undef, !137, !DIExpression(), !161, ptr %4, !DIExpression(), !160)
  %5 = alloca [30000 x i8], align 16, !DIAssignID !162
    #dbg_assign(i1 undef, !150, !DIExpression(), !162, ptr %5, !DIExpression(), !160)
    #dbg_value(ptr %0, !130, !DIExpression(), !160)
    #dbg_value(ptr %1, !131, !DIExpression(), !160)
  %6 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #7, !dbg !163
  %7 = trunc i64 %6 to i32, !dbg !164
    #dbg_value(i32 %7, !132, !DIExpression(), !160)
  call void @llvm.lifetime.start.p0(i64 16384, ptr nonnull %3) #8, !dbg !165
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %4) #8, !dbg !165
    #dbg_value(i32 0, !141, !DIExpression(), !160)
    #dbg_value(i32 0, !142, !DIExpression(), !166)
  %8 = icmp sgt i32 %7, 0, !dbg !167
  br i1 %8, label %10, label %9, !dbg !168

9:                                                ; preds = %2
  call void @llvm.lifetime.start.p0(i64 30000, ptr nonnull %5) #8, !dbg !169
    #dbg_assign(i8 0, !150, !DIExpression(), !170, ptr %5, !DIExpression(), !160)
    #dbg_value(i32 0, !157, !DIExpression(), !171)
    #dbg_value(i64 0, !155, !DIExpression(), !160)
    #dbg_value(i32 0, !154, !DIExpression(), !160)
    #dbg_value(ptr %1, !131, !DIExpression(), !160)
  br label %43, !dbg !172

10:                                               ; preds = %2
  %11 = and i64 %6, 2147483647, !dbg !167
  br label %15, !dbg !168

12:                                               ; preds = %36
  call void @llvm.lifetime.start.p0(i64 30000, ptr nonnull %5) #8, !dbg !169
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(30000) %5, i8 0, i64 30000, i1 false), !dbg !173, !DIAssignID !170
    #dbg_assign(i8 0, !150, !DIExpression(), !170, ptr %5, !DIExpression(), !160)
    #dbg_value(i32 0, !157, !DIExpression(), !171)
    #dbg_value(i64 0, !155, !DIExpression(), !160)
    #dbg_value(i32 0, !154, !DIExpression(), !160)
    #dbg_value(ptr %1, !131, !DIExpression(), !160)
  br i1 %8, label %13, label %43, !dbg !172

13:                                               ; preds = %12
  %14 = load i32, ptr @outn, align 4, !tbaa !83
  br label %45, !dbg !172

15:                                               ; preds = %10, %36
  %16 = phi i64 [ 0, %10 ], [ %38, %36 ]
  %17 = phi i32 [ 0, %10 ], [ %37, %36 ]
    #dbg_value(i64 %16, !142, !DIExpression(), !166)
    #dbg_value(i32 %17, !141, !DIExpression(), !160)
  %18 = getelementptr inbounds i8, ptr %0, i64 %16, !dbg !174
  %19 = load i8, ptr %18, align 1, !dbg !174, !tbaa !89
  switch i8 %19, label %36 [
    i8 91, label %20
    i8 93, label %24
  ], !dbg !175

20:                                               ; preds = %15
  %21 = add nsw i32 %17, 1, !dbg !176
    #dbg_value(i32 %21, !141, !DIExpression(), !160)
  %22 = sext i32 %17 to i64, !dbg !177
  %23 = getelementptr inbounds [512 x i32], ptr %4, i64 0, i64 %22, !dbg !177
  br label %32, !dbg !177

24:                                               ; preds = %15
  %25 = add nsw i32 %17, -1, !dbg !178
    #dbg_value(i32 %25, !141, !DIExpression(), !160)
  %26 = sext i32 %25 to i64, !dbg !179
  %27 = getelementptr inbounds [512 x i32], ptr %4, i64 0, i64 %26, !dbg !179
  %28 = load i32, ptr %27, align 4, !dbg !179, !tbaa !83
    #dbg_value(i32 %28, !144, !DIExpression(), !180)
  %29 = getelementptr inbounds [4096 x i32], ptr %3, i64 0, i64 %16, !dbg !181
  store i32 %28, ptr %29, align 4, !dbg !182, !tbaa !83
  %30 = sext i32 %28 to i64, !dbg !183
  %31 = getelementptr inbounds [4096 x i32], ptr %3, i64 0, i64 %30, !dbg !183
  br label %32, !dbg !184

32:                                               ; preds = %24, %20
  %33 = phi ptr [ %23, %20 ], [ %31, %24 ]
  %34 = phi i32 [ %21, %20 ], [ %25, %24 ]
  %35 = trunc nuw nsw i64 %16 to i32, !dbg !185
  store i32 %35, ptr %33, align 4, !dbg !185, !tbaa !83
  br label %36, !dbg !186

36:                                               ; preds = %32, %15
  %37 = phi i32 [ %17, %15 ], [ %34, %32 ], !dbg !160
    #dbg_value(i32 %37, !141, !DIExpression(), !160)
  %38 = add nuw nsw i64 %16, 1, !dbg !186
    #dbg_value(i64 %38, !142, !DIExpression(), !166)
  %39 = icmp eq i64 %38, %11, !dbg !167
  br i1 %39, label %12, label %15, !dbg !168, !llvm.loop !187

40:                                               ; preds = %98
  %41 = urem i64 %104, 100000, !dbg !189
  %42 = trunc nuw nsw i64 %41 to i32, !dbg !190
  br label %43, !dbg !189

43:                                               ; preds = %9, %40, %12
  %44 = phi i32 [ 0, %12 ], [ %42, %40 ], [ 0, %9 ], !dbg !160
  call void @llvm.lifetime.end.p0(i64 30000, ptr nonnull %5) #8, !dbg !191
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %4) #8, !dbg !191
  call void @llvm.lifetime.end.p0(i64 16384, ptr nonnull %3) #8, !dbg !191
  ret i32 %44, !dbg !192

45:                                               ; preds = %13, %98
  %46 = phi i32 [ %103, %98 ], [ 0, %13 ]
  %47 = phi i64 [ %104, %98 ], [ 0, %13 ]
  %48 = phi i32 [ %101, %98 ], [ 0, %13 ]
  %49 = phi ptr [ %100, %98 ], [ %1, %13 ]
  %50 = phi i32 [ %99, %98 ], [ %14, %13 ]
    #dbg_value(i32 %46, !157, !DIExpression(), !171)
    #dbg_value(i64 %47, !155, !DIExpression(), !160)
    #dbg_value(i32 %48, !154, !DIExpression(), !160)
    #dbg_value(ptr %49, !131, !DIExpression(), !160)
  %51 = sext i32 %46 to i64, !dbg !193
  %52 = getelementptr inbounds i8, ptr %0, i64 %51, !dbg !193
  %53 = load i8, ptr %52, align 1, !dbg !193, !tbaa !89
  switch i8 %53, label %98 [
    i8 62, label %54
    i8 60, label %56
    i8 43, label %58
    i8 45, label %63
    i8 46, label %68
    i8 44, label %75
    i8 91, label %82
    i8 93, label %90
  ], !dbg !196

54:                                               ; preds = %45
  %55 = add nsw i32 %48, 1, !dbg !197
    #dbg_value(i32 %55, !154, !DIExpression(), !160)
  br label %98, !dbg !199

56:                                               ; preds = %45
  %57 = add nsw i32 %48, -1, !dbg !200
    #dbg_value(i32 %57, !154, !DIExpression(), !160)
  br label %98, !dbg !201

58:                                               ; preds = %45
  %59 = sext i32 %48 to i64, !dbg !202
  %60 = getelementptr inbounds [30000 x i8], ptr %5, i64 0, i64 %59, !dbg !202
  %61 = load i8, ptr %60, align 1, !dbg !203, !tbaa !89
  %62 = add i8 %61, 1, !dbg !203
  store i8 %62, ptr %60, align 1, !dbg !203, !tbaa !89
  br label %98, !dbg !204

63:                                               ; preds = %45
  %64 = sext i32 %48 to i64, !dbg !205
  %65 = getelementptr inbounds [30000 x i8], ptr %5, i64 0, i64 %64, !dbg !205
  %66 = load i8, ptr %65, align 1, !dbg !206, !tbaa !89
  %67 = add i8 %66, -1, !dbg !206
  store i8 %67, ptr %65, align 1, !dbg !206, !tbaa !89
  br label %98, !dbg !207

68:                                               ; preds = %45
  %69 = sext i32 %48 to i64, !dbg !208
  %70 = getelementptr inbounds [30000 x i8], ptr %5, i64 0, i64 %69, !dbg !208
  %71 = load i8, ptr %70, align 1, !dbg !208, !tbaa !89
  %72 = add nsw i32 %50, 1, !dbg !209
  store i32 %72, ptr @outn, align 4, !dbg !209, !tbaa !83
  %73 = sext i32 %50 to i64, !dbg !210
  %74 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %73, !dbg !210
  store i8 %71, ptr %74, align 1, !dbg !211, !tbaa !89
  br label %98, !dbg !212

75:                                               ; preds = %45
  %76 = load i8, ptr %49, align 1, !dbg !213, !tbaa !89
  %77 = icmp ne i8 %76, 0, !dbg !213
  %78 = zext i1 %77 to i64, !dbg !213
  %79 = getelementptr inbounds i8, ptr %49, i64 %78, !dbg !213
    #dbg_value(ptr %79, !131, !DIExpression(), !160)
  %80 = sext i32 %48 to i64, !dbg !214
  %81 = getelementptr inbounds [30000 x i8], ptr %5, i64 0, i64 %80, !dbg !214
  store i8 %76, ptr %81, align 1, !dbg !215, !tbaa !89
  br label %98, !dbg !216

82:                                               ; preds = %45
  %83 = sext i32 %48 to i64, !dbg !217
  %84 = getelementptr inbounds [30000 x i8], ptr %5, i64 0, i64 %83, !dbg !217
  %85 = load i8, ptr %84, align 1, !dbg !217, !tbaa !89
  %86 = icmp eq i8 %85, 0, !dbg !217
  br i1 %86, label %87, label %98, !dbg !219

87:                                               ; preds = %82
  %88 = getelementptr inbounds [4096 x i32], ptr %3, i64 0, i64 %51, !dbg !220
  %89 = load i32, ptr %88, align 4, !dbg !220, !tbaa !83
    #dbg_value(i32 %89, !157, !DIExpression(), !171)
  br label %98, !dbg !221

90:                                               ; preds = %45
  %91 = sext i32 %48 to i64, !dbg !222
  %92 = getelementptr inbounds [30000 x i8], ptr %5, i64 0, i64 %91, !dbg !222
  %93 = load i8, ptr %92, align 1, !dbg !222, !tbaa !89
  %94 = icmp eq i8 %93, 0, !dbg !222
  br i1 %94, label %98, label %95, !dbg !224

95:                                               ; preds = %90
  %96 = getelementptr inbounds [4096 x i32], ptr %3, i64 0, i64 %51, !dbg !225
  %97 = load i32, ptr %96, align 4, !dbg !225, !tbaa !83
    #dbg_value(i32 %97, !157, !DIExpression(), !171)
  br label %98, !dbg !226

98:                                               ; preds = %54, %56, %58, %63, %68, %75, %45, %87, %82, %95, %90
  %99 = phi i32 [ %50, %45 ], [ %50, %95 ], [ %50, %90 ], [ %50, %82 ], [ %50, %87 ], [ %50, %75 ], [ %72, %68 ], [ %50, %63 ], [ %50, %58 ], [ %50, %56 ], [ %50, %54 ]
  %100 = phi ptr [ %49, %45 ], [ %49, %95 ], [ %49, %90 ], [ %49, %82 ], [ %49, %87 ], [ %79, %75 ], [ %49, %68 ], [ %49, %63 ], [ %49, %58 ], [ %49, %56 ], [ %49, %54 ]
  %101 = phi i32 [ %48, %45 ], [ %48, %95 ], [ %48, %90 ], [ %48, %82 ], [ %48, %87 ], [ %48, %75 ], [ %48, %68 ], [ %48, %63 ], [ %48, %58 ], [ %57, %56 ], [ %55, %54 ], !dbg !160
  %102 = phi i32 [ %46, %45 ], [ %97, %95 ], [ %46, %90 ], [ %46, %82 ], [ %89, %87 ], [ %46, %75 ], [ %46, %68 ], [ %46, %63 ], [ %46, %58 ], [ %46, %56 ], [ %46, %54 ], !dbg !171
    #dbg_value(i32 %102, !157, !DIExpression(), !171)
    #dbg_value(i32 %101, !154, !DIExpression(), !160)
    #dbg_value(ptr %100, !131, !DIExpression(), !160)
  %103 = add nsw i32 %102, 1, !dbg !227
    #dbg_value(i32 %103, !157, !DIExpression(), !171)
  %104 = add nuw nsw i64 %47, 1, !dbg !228
    #dbg_value(i64 %104, !155, !DIExpression(), !160)
  %105 = icmp slt i32 %103, %7, !dbg !229
  br i1 %105, label %45, label %40, !dbg !172, !llvm.loop !230
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !232 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !237 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

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

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/brainfuck_interp.c", directory: ".", checksumkind: CSK_MD5, checksum: "ebaa5627268cee18f9d4281f1941e7ba")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 856, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 107)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1536, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 192)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 25)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 1)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 6)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "out", scope: !29, file: !2, line: 7, type: !48, isLocal: true, isDefinition: true)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !30, globals: !33, splitDebugInlining: false, nameTableKind: None)
!30 = !{!31, !32, !4}
!31 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !{!0, !7, !12, !17, !22, !34, !36, !41, !27, !46}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !24, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 408, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 51)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 10)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "outn", scope: !29, file: !2, line: 7, type: !32, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160000, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 20000)
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 28, type: !60, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !62)
!60 = !DISubroutineType(types: !61)
!61 = !{!32}
!62 = !{!63, !66, !67, !68, !69, !70, !71, !73, !75, !76}
!63 = !DILocalVariable(name: "hello", scope: !59, file: !2, line: 29, type: !64)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!66 = !DILocalVariable(name: "squares", scope: !59, file: !2, line: 31, type: !64)
!67 = !DILocalVariable(name: "echo_upper", scope: !59, file: !2, line: 32, type: !64)
!68 = !DILocalVariable(name: "s1", scope: !59, file: !2, line: 33, type: !32)
!69 = !DILocalVariable(name: "s2", scope: !59, file: !2, line: 34, type: !32)
!70 = !DILocalVariable(name: "s3", scope: !59, file: !2, line: 35, type: !32)
!71 = !DILocalVariable(name: "h", scope: !59, file: !2, line: 37, type: !72)
!72 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!73 = !DILocalVariable(name: "i", scope: !74, file: !2, line: 38, type: !32)
!74 = distinct !DILexicalBlock(scope: !59, file: !2, line: 38, column: 5)
!75 = !DILocalVariable(name: "lines", scope: !59, file: !2, line: 39, type: !32)
!76 = !DILocalVariable(name: "i", scope: !77, file: !2, line: 40, type: !32)
!77 = distinct !DILexicalBlock(scope: !59, file: !2, line: 40, column: 5)
!78 = !DILocation(line: 0, scope: !59)
!79 = !DILocation(line: 33, column: 14, scope: !59)
!80 = !DILocation(line: 34, column: 14, scope: !59)
!81 = !DILocation(line: 35, column: 14, scope: !59)
!82 = !DILocation(line: 36, column: 9, scope: !59)
!83 = !{!84, !84, i64 0}
!84 = !{!"int", !85, i64 0}
!85 = !{!"omnipotent char", !86, i64 0}
!86 = !{!"Simple C/C++ TBAA"}
!87 = !DILocation(line: 36, column: 5, scope: !59)
!88 = !DILocation(line: 36, column: 15, scope: !59)
!89 = !{!85, !85, i64 0}
!90 = !DILocation(line: 0, scope: !74)
!91 = !DILocation(line: 38, column: 23, scope: !92)
!92 = distinct !DILexicalBlock(scope: !74, file: !2, line: 38, column: 5)
!93 = !DILocation(line: 38, column: 5, scope: !74)
!94 = !DILocation(line: 38, column: 42, scope: !92)
!95 = !DILocation(line: 38, column: 64, scope: !92)
!96 = !DILocation(line: 38, column: 49, scope: !92)
!97 = !DILocation(line: 38, column: 47, scope: !92)
!98 = !DILocation(line: 38, column: 32, scope: !92)
!99 = distinct !{!99, !100}
!100 = !{!"llvm.loop.unroll.disable"}
!101 = !DILocation(line: 0, scope: !77)
!102 = !DILocation(line: 40, column: 5, scope: !77)
!103 = !DILocation(line: 40, column: 23, scope: !104)
!104 = distinct !DILexicalBlock(scope: !77, file: !2, line: 40, column: 5)
!105 = !DILocation(line: 40, column: 32, scope: !104)
!106 = !DILocation(line: 40, column: 45, scope: !104)
!107 = !DILocation(line: 40, column: 52, scope: !104)
!108 = !DILocation(line: 40, column: 42, scope: !104)
!109 = distinct !{!109, !102, !110, !111, !112, !113}
!110 = !DILocation(line: 40, column: 55, scope: !77)
!111 = !{!"llvm.loop.mustprogress"}
!112 = !{!"llvm.loop.isvectorized", i32 1}
!113 = !{!"llvm.loop.unroll.runtime.disable"}
!114 = distinct !{!114, !93, !115, !111}
!115 = !DILocation(line: 38, column: 69, scope: !74)
!116 = !DILocation(line: 41, column: 5, scope: !59)
!117 = !DILocation(line: 42, column: 67, scope: !59)
!118 = !DILocation(line: 42, column: 5, scope: !59)
!119 = !DILocation(line: 43, column: 32, scope: !59)
!120 = !DILocation(line: 43, column: 30, scope: !59)
!121 = !DILocation(line: 43, column: 37, scope: !59)
!122 = !DILocation(line: 43, column: 5, scope: !59)
!123 = !DILocation(line: 44, column: 18, scope: !59)
!124 = !DILocation(line: 44, column: 5, scope: !59)
!125 = distinct !{!125, !102, !110, !111, !113, !112}
!126 = distinct !DISubprogram(name: "run", scope: !2, file: !2, line: 8, type: !127, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !129)
!127 = !DISubroutineType(types: !128)
!128 = !{!32, !64, !64}
!129 = !{!130, !131, !132, !133, !137, !141, !142, !144, !150, !154, !155, !157}
!130 = !DILocalVariable(name: "prog", arg: 1, scope: !126, file: !2, line: 8, type: !64)
!131 = !DILocalVariable(name: "input", arg: 2, scope: !126, file: !2, line: 8, type: !64)
!132 = !DILocalVariable(name: "n", scope: !126, file: !2, line: 9, type: !32)
!133 = !DILocalVariable(name: "jump", scope: !126, file: !2, line: 9, type: !134)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 131072, elements: !135)
!135 = !{!136}
!136 = !DISubrange(count: 4096)
!137 = !DILocalVariable(name: "stack", scope: !126, file: !2, line: 9, type: !138)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 16384, elements: !139)
!139 = !{!140}
!140 = !DISubrange(count: 512)
!141 = !DILocalVariable(name: "sp", scope: !126, file: !2, line: 9, type: !32)
!142 = !DILocalVariable(name: "i", scope: !143, file: !2, line: 10, type: !32)
!143 = distinct !DILexicalBlock(scope: !126, file: !2, line: 10, column: 5)
!144 = !DILocalVariable(name: "j", scope: !145, file: !2, line: 10, type: !32)
!145 = distinct !DILexicalBlock(scope: !146, file: !2, line: 10, column: 97)
!146 = distinct !DILexicalBlock(scope: !147, file: !2, line: 10, column: 81)
!147 = distinct !DILexicalBlock(scope: !148, file: !2, line: 10, column: 39)
!148 = distinct !DILexicalBlock(scope: !149, file: !2, line: 10, column: 33)
!149 = distinct !DILexicalBlock(scope: !143, file: !2, line: 10, column: 5)
!150 = !DILocalVariable(name: "tape", scope: !126, file: !2, line: 11, type: !151)
!151 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 240000, elements: !152)
!152 = !{!153}
!153 = !DISubrange(count: 30000)
!154 = !DILocalVariable(name: "ptr", scope: !126, file: !2, line: 12, type: !32)
!155 = !DILocalVariable(name: "steps", scope: !126, file: !2, line: 12, type: !156)
!156 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!157 = !DILocalVariable(name: "pc", scope: !158, file: !2, line: 13, type: !32)
!158 = distinct !DILexicalBlock(scope: !126, file: !2, line: 13, column: 5)
!159 = distinct !DIAssignID()
!160 = !DILocation(line: 0, scope: !126)
!161 = distinct !DIAssignID()
!162 = distinct !DIAssignID()
!163 = !DILocation(line: 9, column: 18, scope: !126)
!164 = !DILocation(line: 9, column: 13, scope: !126)
!165 = !DILocation(line: 9, column: 5, scope: !126)
!166 = !DILocation(line: 0, scope: !143)
!167 = !DILocation(line: 10, column: 23, scope: !149)
!168 = !DILocation(line: 10, column: 5, scope: !143)
!169 = !DILocation(line: 11, column: 5, scope: !126)
!170 = distinct !DIAssignID()
!171 = !DILocation(line: 0, scope: !158)
!172 = !DILocation(line: 13, column: 5, scope: !158)
!173 = !DILocation(line: 11, column: 19, scope: !126)
!174 = !DILocation(line: 10, column: 39, scope: !147)
!175 = !DILocation(line: 10, column: 39, scope: !148)
!176 = !DILocation(line: 10, column: 63, scope: !147)
!177 = !DILocation(line: 10, column: 55, scope: !147)
!178 = !DILocation(line: 10, column: 113, scope: !145)
!179 = !DILocation(line: 10, column: 107, scope: !145)
!180 = !DILocation(line: 0, scope: !145)
!181 = !DILocation(line: 10, column: 120, scope: !145)
!182 = !DILocation(line: 10, column: 128, scope: !145)
!183 = !DILocation(line: 10, column: 133, scope: !145)
!184 = !DILocation(line: 10, column: 146, scope: !145)
!185 = !DILocation(line: 10, scope: !147)
!186 = !DILocation(line: 10, column: 29, scope: !149)
!187 = distinct !{!187, !168, !188, !111}
!188 = !DILocation(line: 10, column: 148, scope: !143)
!189 = !DILocation(line: 25, column: 24, scope: !126)
!190 = !DILocation(line: 25, column: 12, scope: !126)
!191 = !DILocation(line: 26, column: 1, scope: !126)
!192 = !DILocation(line: 25, column: 5, scope: !126)
!193 = !DILocation(line: 14, column: 17, scope: !194)
!194 = distinct !DILexicalBlock(scope: !195, file: !2, line: 13, column: 45)
!195 = distinct !DILexicalBlock(scope: !158, file: !2, line: 13, column: 5)
!196 = !DILocation(line: 14, column: 9, scope: !194)
!197 = !DILocation(line: 15, column: 22, scope: !198)
!198 = distinct !DILexicalBlock(scope: !194, file: !2, line: 14, column: 27)
!199 = !DILocation(line: 15, column: 26, scope: !198)
!200 = !DILocation(line: 16, column: 22, scope: !198)
!201 = !DILocation(line: 16, column: 26, scope: !198)
!202 = !DILocation(line: 17, column: 19, scope: !198)
!203 = !DILocation(line: 17, column: 28, scope: !198)
!204 = !DILocation(line: 17, column: 32, scope: !198)
!205 = !DILocation(line: 18, column: 19, scope: !198)
!206 = !DILocation(line: 18, column: 28, scope: !198)
!207 = !DILocation(line: 18, column: 32, scope: !198)
!208 = !DILocation(line: 19, column: 39, scope: !198)
!209 = !DILocation(line: 19, column: 27, scope: !198)
!210 = !DILocation(line: 19, column: 19, scope: !198)
!211 = !DILocation(line: 19, column: 31, scope: !198)
!212 = !DILocation(line: 19, column: 50, scope: !198)
!213 = !DILocation(line: 20, column: 47, scope: !198)
!214 = !DILocation(line: 20, column: 19, scope: !198)
!215 = !DILocation(line: 20, column: 29, scope: !198)
!216 = !DILocation(line: 20, column: 71, scope: !198)
!217 = !DILocation(line: 21, column: 24, scope: !218)
!218 = distinct !DILexicalBlock(scope: !198, file: !2, line: 21, column: 23)
!219 = !DILocation(line: 21, column: 23, scope: !198)
!220 = !DILocation(line: 21, column: 40, scope: !218)
!221 = !DILocation(line: 21, column: 35, scope: !218)
!222 = !DILocation(line: 22, column: 23, scope: !223)
!223 = distinct !DILexicalBlock(scope: !198, file: !2, line: 22, column: 23)
!224 = !DILocation(line: 22, column: 23, scope: !198)
!225 = !DILocation(line: 22, column: 39, scope: !223)
!226 = !DILocation(line: 22, column: 34, scope: !223)
!227 = !DILocation(line: 13, column: 32, scope: !195)
!228 = !DILocation(line: 13, column: 41, scope: !195)
!229 = !DILocation(line: 13, column: 25, scope: !195)
!230 = distinct !{!230, !172, !231, !111}
!231 = !DILocation(line: 24, column: 5, scope: !158)
!232 = !DISubprogram(name: "printf", scope: !233, file: !233, line: 356, type: !234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!233 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!234 = !DISubroutineType(types: !235)
!235 = !{!32, !236, null}
!236 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !64)
!237 = !DISubprogram(name: "strlen", scope: !238, file: !238, line: 407, type: !239, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!238 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!239 = !DISubroutineType(types: !240)
!240 = !{!241, !64}
!241 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
