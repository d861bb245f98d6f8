; ModuleID = 'programs/deep_recursion_frames.c'
source_filename = "programs/deep_recursion_frames.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"down=%ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"buffered=%08x\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [13 x i8] c"vla_rec=%ld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [18 x i8] c"tree=%d depth=%d\0A\00", align 1, !dbg !17
@depth_max = internal unnamed_addr global i32 0, align 4, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !36 {
  %1 = tail call fastcc i64 @down(i64 noundef 20000, i64 noundef 0), !dbg !40
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1), !dbg !41
  %3 = tail call fastcc i32 @buffered(i32 noundef 500), !dbg !42
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3), !dbg !43
  %5 = tail call fastcc i64 @vla_rec(i32 noundef 2000), !dbg !44
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %5), !dbg !45
  %7 = tail call fastcc i32 @tree(i32 noundef 0), !dbg !46
    #dbg_value(i32 %7, !39, !DIExpression(), !47)
  %8 = load i32, ptr @depth_max, align 4, !dbg !48, !tbaa !49
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %7, i32 noundef %8), !dbg !53
  %10 = tail call fastcc i64 @down(i64 noundef 1000, i64 noundef 0), !dbg !54
  %11 = trunc i64 %10 to i32, !dbg !55
  %12 = and i32 %11, 127, !dbg !55
  ret i32 %12, !dbg !56
}

; Function Attrs: nofree nounwind
declare !dbg !57 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nounwind memory(inaccessiblemem: readwrite) uwtable
define internal fastcc i64 @down(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !64 {
  %3 = alloca i64, align 8, !DIAssignID !74
    #dbg_assign(i1 undef, !71, !DIExpression(), !74, ptr %3, !DIExpression(), !75)
    #dbg_value(i64 %0, !69, !DIExpression(), !75)
    #dbg_value(i64 %1, !70, !DIExpression(), !75)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !76
  %4 = mul nsw i64 %0, 3, !dbg !77
  store volatile i64 %4, ptr %3, align 8, !dbg !78, !tbaa !79, !DIAssignID !81
    #dbg_assign(i64 %4, !71, !DIExpression(), !81, ptr %3, !DIExpression(), !75)
  %5 = icmp eq i64 %0, 0, !dbg !82
  br i1 %5, label %15, label %6, !dbg !84

6:                                                ; preds = %2
  %7 = add nsw i64 %0, -1, !dbg !85
  %8 = and i64 %0, 7, !dbg !86
  %9 = add nsw i64 %8, %1, !dbg !87
  %10 = tail call fastcc i64 @down(i64 noundef %7, i64 noundef %9), !dbg !88
    #dbg_value(i64 %10, !73, !DIExpression(), !75)
  %11 = load volatile i64, ptr %3, align 8, !dbg !89, !tbaa !79
  %12 = icmp eq i64 %11, %4, !dbg !90
  %13 = add nsw i64 %10, 1, !dbg !89
  %14 = select i1 %12, i64 %13, i64 -1000000, !dbg !89
  br label %15

15:                                               ; preds = %2, %6
  %16 = phi i64 [ %14, %6 ], [ %1, %2 ], !dbg !75
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !91
  ret i64 %16, !dbg !91
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @buffered(i32 noundef %0) unnamed_addr #3 !dbg !92 {
  %2 = alloca [1024 x i8], align 16, !DIAssignID !106
    #dbg_assign(i1 undef, !98, !DIExpression(), !106, ptr %2, !DIExpression(), !107)
    #dbg_value(i32 %0, !97, !DIExpression(), !107)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #10, !dbg !108
  %3 = trunc i32 %0 to i8, !dbg !109
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %2, i8 %3, i64 1024, i1 false), !dbg !109, !DIAssignID !110
    #dbg_assign(i1 undef, !98, !DIExpression(), !110, ptr %2, !DIExpression(), !107)
  %4 = icmp eq i32 %0, 0, !dbg !111
  br i1 %4, label %9, label %5, !dbg !111

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1, !dbg !112
  %7 = tail call fastcc i32 @buffered(i32 noundef %6), !dbg !113
  %8 = mul i32 %7, 31, !dbg !114
  br label %9, !dbg !111

9:                                                ; preds = %1, %5
  %10 = phi i32 [ %8, %5 ], [ 0, %1 ], !dbg !111
    #dbg_value(i32 %10, !103, !DIExpression(), !107)
  %11 = srem i32 %0, 1024, !dbg !115
  %12 = sext i32 %11 to i64, !dbg !116
  %13 = getelementptr inbounds [1024 x i8], ptr %2, i64 0, i64 %12, !dbg !116
  %14 = load i8, ptr %13, align 1, !dbg !116, !tbaa !117
  %15 = zext i8 %14 to i32, !dbg !116
  %16 = add i32 %10, %15, !dbg !118
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %2) #10, !dbg !119
  ret i32 %16, !dbg !119
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc i64 @vla_rec(i32 noundef %0) unnamed_addr #4 !dbg !120 {
    #dbg_value(i32 %0, !124, !DIExpression(), !137)
  %2 = icmp eq i32 %0, 0, !dbg !138
  br i1 %2, label %116, label %3, !dbg !140

3:                                                ; preds = %1
  %4 = srem i32 %0, 64, !dbg !141
  %5 = add nsw i32 %4, 1, !dbg !142
  %6 = zext i32 %5 to i64, !dbg !143
  %7 = tail call ptr @llvm.stacksave.p0(), !dbg !143
  %8 = alloca i32, i64 %6, align 16, !dbg !143
    #dbg_value(i64 %6, !125, !DIExpression(), !137)
    #dbg_declare(ptr %8, !127, !DIExpression(), !144)
    #dbg_value(i32 0, !131, !DIExpression(), !145)
  %9 = icmp slt i32 %4, 0, !dbg !146
  br i1 %9, label %65, label %10, !dbg !148

10:                                               ; preds = %3
  %11 = icmp ult i32 %5, 8, !dbg !148
  br i1 %11, label %12, label %14, !dbg !148

12:                                               ; preds = %63, %10
  %13 = phi i64 [ 0, %10 ], [ %15, %63 ]
  br label %96, !dbg !148

14:                                               ; preds = %10
  %15 = and i64 %6, 2147483640, !dbg !148
  %16 = insertelement <4 x i32> poison, i32 %0, i64 0, !dbg !148
  %17 = shufflevector <4 x i32> %16, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !148
  %18 = add <4 x i32> %17, <i32 0, i32 1, i32 2, i32 3>, !dbg !149
  %19 = add <4 x i32> %17, <i32 4, i32 5, i32 6, i32 7>, !dbg !149
  %20 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !149
  store <4 x i32> %18, ptr %8, align 16, !dbg !149, !tbaa !49
  store <4 x i32> %19, ptr %20, align 16, !dbg !149, !tbaa !49
  %21 = icmp eq i64 %15, 8, !dbg !150
  br i1 %21, label %63, label %22, !dbg !150, !llvm.loop !151

22:                                               ; preds = %14
  %23 = getelementptr inbounds i8, ptr %8, i64 32, !dbg !156
  %24 = add <4 x i32> %17, <i32 8, i32 9, i32 10, i32 11>, !dbg !149
  %25 = add <4 x i32> %17, <i32 12, i32 13, i32 14, i32 15>, !dbg !149
  %26 = getelementptr inbounds i8, ptr %8, i64 48, !dbg !149
  store <4 x i32> %24, ptr %23, align 16, !dbg !149, !tbaa !49
  store <4 x i32> %25, ptr %26, align 16, !dbg !149, !tbaa !49
  %27 = icmp eq i64 %15, 16, !dbg !150
  br i1 %27, label %63, label %28, !dbg !150, !llvm.loop !151

28:                                               ; preds = %22
  %29 = getelementptr inbounds i8, ptr %8, i64 64, !dbg !156
  %30 = add <4 x i32> %17, <i32 16, i32 17, i32 18, i32 19>, !dbg !149
  %31 = add <4 x i32> %17, <i32 20, i32 21, i32 22, i32 23>, !dbg !149
  %32 = getelementptr inbounds i8, ptr %8, i64 80, !dbg !149
  store <4 x i32> %30, ptr %29, align 16, !dbg !149, !tbaa !49
  store <4 x i32> %31, ptr %32, align 16, !dbg !149, !tbaa !49
  %33 = icmp eq i64 %15, 24, !dbg !150
  br i1 %33, label %63, label %34, !dbg !150, !llvm.loop !151

34:                                               ; preds = %28
  %35 = getelementptr inbounds i8, ptr %8, i64 96, !dbg !156
  %36 = add <4 x i32> %17, <i32 24, i32 25, i32 26, i32 27>, !dbg !149
  %37 = add <4 x i32> %17, <i32 28, i32 29, i32 30, i32 31>, !dbg !149
  %38 = getelementptr inbounds i8, ptr %8, i64 112, !dbg !149
  store <4 x i32> %36, ptr %35, align 16, !dbg !149, !tbaa !49
  store <4 x i32> %37, ptr %38, align 16, !dbg !149, !tbaa !49
  %39 = icmp eq i64 %15, 32, !dbg !150
  br i1 %39, label %63, label %40, !dbg !150, !llvm.loop !151

40:                                               ; preds = %34
  %41 = getelementptr inbounds i8, ptr %8, i64 128, !dbg !156
  %42 = add <4 x i32> %17, <i32 32, i32 33, i32 34, i32 35>, !dbg !149
  %43 = add <4 x i32> %17, <i32 36, i32 37, i32 38, i32 39>, !dbg !149
  %44 = getelementptr inbounds i8, ptr %8, i64 144, !dbg !149
  store <4 x i32> %42, ptr %41, align 16, !dbg !149, !tbaa !49
  store <4 x i32> %43, ptr %44, align 16, !dbg !149, !tbaa !49
  %45 = icmp eq i64 %15, 40, !dbg !150
  br i1 %45, label %63, label %46, !dbg !150, !llvm.loop !151

46:                                               ; preds = %40
  %47 = getelementptr inbounds i8, ptr %8, i64 160, !dbg !156
  %48 = add <4 x i32> %17, <i32 40, i32 41, i32 42, i32 43>, !dbg !149
  %49 = add <4 x i32> %17, <i32 44, i32 45, i32 46, i32 47>, !dbg !149
  %50 = getelementptr inbounds i8, ptr %8, i64 176, !dbg !149
  store <4 x i32> %48, ptr %47, align 16, !dbg !149, !tbaa !49
  store <4 x i32> %49, ptr %50, align 16, !dbg !149, !tbaa !49
  %51 = icmp eq i64 %15, 48, !dbg !150
  br i1 %51, label %63, label %52, !dbg !150, !llvm.loop !151

52:                                               ; preds = %46
  %53 = getelementptr inbounds i8, ptr %8, i64 192, !dbg !156
  %54 = add <4 x i32> %17, <i32 48, i32 49, i32 50, i32 51>, !dbg !149
  %55 = add <4 x i32> %17, <i32 52, i32 53, i32 54, i32 55>, !dbg !149
  %56 = getelementptr inbounds i8, ptr %8, i64 208, !dbg !149
  store <4 x i32> %54, ptr %53, align 16, !dbg !149, !tbaa !49
  store <4 x i32> %55, ptr %56, align 16, !dbg !149, !tbaa !49
  %57 = icmp eq i64 %15, 56, !dbg !150
  br i1 %57, label %63, label %58, !dbg !150, !llvm.loop !151

58:                                               ; preds = %52
  %59 = getelementptr inbounds i8, ptr %8, i64 224, !dbg !156
  %60 = add <4 x i32> %17, <i32 56, i32 57, i32 58, i32 59>, !dbg !149
  %61 = add <4 x i32> %17, <i32 60, i32 61, i32 62, i32 63>, !dbg !149
  %62 = getelementptr inbounds i8, ptr %8, i64 240, !dbg !149
  store <4 x i32> %60, ptr %59, align 16, !dbg !149, !tbaa !49
  store <4 x i32> %61, ptr %62, align 16, !dbg !149, !tbaa !49
  br label %63

63:                                               ; preds = %58, %52, %46, %40, %34, %28, %22, %14
  %64 = icmp eq i64 %15, %6, !dbg !148
  br i1 %64, label %68, label %12, !dbg !148

65:                                               ; preds = %3
  %66 = add nsw i32 %0, -1, !dbg !157
  %67 = tail call fastcc i64 @vla_rec(i32 noundef %66), !dbg !158
    #dbg_value(i64 %67, !133, !DIExpression(), !137)
    #dbg_value(i64 0, !134, !DIExpression(), !137)
    #dbg_value(i32 0, !135, !DIExpression(), !159)
  br label %103, !dbg !160

68:                                               ; preds = %96, %63
  %69 = add nsw i32 %0, -1, !dbg !157
  %70 = tail call fastcc i64 @vla_rec(i32 noundef %69), !dbg !158
    #dbg_value(i64 %70, !133, !DIExpression(), !137)
    #dbg_value(i64 0, !134, !DIExpression(), !137)
    #dbg_value(i32 0, !135, !DIExpression(), !159)
  br i1 %9, label %103, label %71, !dbg !160

71:                                               ; preds = %68
  %72 = icmp ult i32 %5, 4, !dbg !160
  br i1 %72, label %73, label %76, !dbg !160

73:                                               ; preds = %92, %71
  %74 = phi i64 [ 0, %71 ], [ %77, %92 ]
  %75 = phi i64 [ 0, %71 ], [ %94, %92 ]
  br label %107, !dbg !160

76:                                               ; preds = %71
  %77 = and i64 %6, 2147483644, !dbg !160
  br label %78, !dbg !160

78:                                               ; preds = %78, %76
  %79 = phi i64 [ 0, %76 ], [ %90, %78 ], !dbg !161
  %80 = phi <2 x i64> [ zeroinitializer, %76 ], [ %88, %78 ]
  %81 = phi <2 x i64> [ zeroinitializer, %76 ], [ %89, %78 ]
  %82 = getelementptr inbounds i32, ptr %8, i64 %79, !dbg !163
  %83 = getelementptr inbounds i8, ptr %82, i64 8, !dbg !163
  %84 = load <2 x i32>, ptr %82, align 16, !dbg !163, !tbaa !49
  %85 = load <2 x i32>, ptr %83, align 8, !dbg !163, !tbaa !49
  %86 = sext <2 x i32> %84 to <2 x i64>, !dbg !163
  %87 = sext <2 x i32> %85 to <2 x i64>, !dbg !163
  %88 = add <2 x i64> %80, %86, !dbg !164
  %89 = add <2 x i64> %81, %87, !dbg !164
  %90 = add nuw i64 %79, 4, !dbg !161
  %91 = icmp eq i64 %90, %77, !dbg !161
  br i1 %91, label %92, label %78, !dbg !161, !llvm.loop !165

92:                                               ; preds = %78
  %93 = add <2 x i64> %89, %88, !dbg !160
  %94 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %93), !dbg !160
  %95 = icmp eq i64 %77, %6, !dbg !160
  br i1 %95, label %103, label %73, !dbg !160

96:                                               ; preds = %12, %96
  %97 = phi i64 [ %101, %96 ], [ %13, %12 ]
    #dbg_value(i64 %97, !131, !DIExpression(), !145)
  %98 = getelementptr inbounds i32, ptr %8, i64 %97, !dbg !156
  %99 = trunc i64 %97 to i32, !dbg !149
  %100 = add i32 %99, %0, !dbg !149
  store i32 %100, ptr %98, align 4, !dbg !149, !tbaa !49
  %101 = add nuw nsw i64 %97, 1, !dbg !150
    #dbg_value(i64 %101, !131, !DIExpression(), !145)
  %102 = icmp eq i64 %101, %6, !dbg !146
  br i1 %102, label %68, label %96, !dbg !148, !llvm.loop !167

103:                                              ; preds = %107, %92, %65, %68
  %104 = phi i64 [ %70, %68 ], [ %67, %65 ], [ %70, %92 ], [ %70, %107 ]
  %105 = phi i64 [ 0, %68 ], [ 0, %65 ], [ %94, %92 ], [ %113, %107 ], !dbg !137
  %106 = add nsw i64 %105, %104, !dbg !168
  tail call void @llvm.stackrestore.p0(ptr %7), !dbg !169
  br label %116

107:                                              ; preds = %73, %107
  %108 = phi i64 [ %114, %107 ], [ %74, %73 ]
  %109 = phi i64 [ %113, %107 ], [ %75, %73 ]
    #dbg_value(i64 %108, !135, !DIExpression(), !159)
    #dbg_value(i64 %109, !134, !DIExpression(), !137)
  %110 = getelementptr inbounds i32, ptr %8, i64 %108, !dbg !163
  %111 = load i32, ptr %110, align 4, !dbg !163, !tbaa !49
  %112 = sext i32 %111 to i64, !dbg !163
  %113 = add nsw i64 %109, %112, !dbg !164
    #dbg_value(i64 %113, !134, !DIExpression(), !137)
  %114 = add nuw nsw i64 %108, 1, !dbg !161
    #dbg_value(i64 %114, !135, !DIExpression(), !159)
  %115 = icmp eq i64 %114, %6, !dbg !170
  br i1 %115, label %103, label %107, !dbg !160, !llvm.loop !171

116:                                              ; preds = %1, %103
  %117 = phi i64 [ %106, %103 ], [ 0, %1 ], !dbg !137
  ret i64 %117, !dbg !169
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nofree noinline nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @tree(i32 noundef %0) unnamed_addr #6 !dbg !172 {
  br label %2

2:                                                ; preds = %12, %1
  %3 = phi i32 [ 0, %1 ], [ %17, %12 ]
  %4 = phi i32 [ %0, %1 ], [ %15, %12 ]
    #dbg_value(i32 %4, !176, !DIExpression(), !178)
    #dbg_value(i32 24, !177, !DIExpression(), !178)
  %5 = load i32, ptr @depth_max, align 4, !dbg !179, !tbaa !49
  %6 = icmp slt i32 %5, %4, !dbg !181
  br i1 %6, label %7, label %8, !dbg !182

7:                                                ; preds = %2
  store i32 %4, ptr @depth_max, align 4, !dbg !183, !tbaa !49
  br label %8, !dbg !184

8:                                                ; preds = %7, %2
  %9 = icmp sgt i32 %4, 23, !dbg !185
  br i1 %9, label %10, label %12, !dbg !186

10:                                               ; preds = %8
  %11 = add i32 1, %3
  ret i32 %11, !dbg !187

12:                                               ; preds = %8
  %13 = add nsw i32 %4, 1, !dbg !188
  %14 = tail call fastcc i32 @tree(i32 noundef %13), !dbg !189
  %15 = add nsw i32 %4, 2, !dbg !190
  %16 = add i32 %14, 1, !dbg !191
  %17 = add i32 %16, %3, !dbg !192
  br label %2, !dbg !193
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nounwind memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree noinline nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/deep_recursion_frames.c", directory: ".", checksumkind: CSK_MD5, checksum: "106905b104983803ceeff72ed298bfa1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 13)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 18)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "depth_max", scope: !24, file: !2, line: 30, type: !26, isLocal: true, isDefinition: true)
!24 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !25, globals: !27, splitDebugInlining: false, nameTableKind: None)
!25 = !{!26}
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !{!0, !7, !12, !17, !22}
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !37, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !38)
!37 = !DISubroutineType(types: !25)
!38 = !{!39}
!39 = !DILocalVariable(name: "t", scope: !36, file: !2, line: 37, type: !26)
!40 = !DILocation(line: 34, column: 26, scope: !36)
!41 = !DILocation(line: 34, column: 5, scope: !36)
!42 = !DILocation(line: 35, column: 31, scope: !36)
!43 = !DILocation(line: 35, column: 5, scope: !36)
!44 = !DILocation(line: 36, column: 29, scope: !36)
!45 = !DILocation(line: 36, column: 5, scope: !36)
!46 = !DILocation(line: 37, column: 13, scope: !36)
!47 = !DILocation(line: 0, scope: !36)
!48 = !DILocation(line: 38, column: 37, scope: !36)
!49 = !{!50, !50, i64 0}
!50 = !{!"int", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocation(line: 38, column: 5, scope: !36)
!54 = !DILocation(line: 39, column: 18, scope: !36)
!55 = !DILocation(line: 39, column: 12, scope: !36)
!56 = !DILocation(line: 39, column: 5, scope: !36)
!57 = !DISubprogram(name: "printf", scope: !58, file: !58, line: 356, type: !59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!58 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!59 = !DISubroutineType(types: !60)
!60 = !{!26, !61, null}
!61 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !62)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!64 = distinct !DISubprogram(name: "down", scope: !2, file: !2, line: 8, type: !65, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !68)
!65 = !DISubroutineType(types: !66)
!66 = !{!67, !67, !67}
!67 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!68 = !{!69, !70, !71, !73}
!69 = !DILocalVariable(name: "n", arg: 1, scope: !64, file: !2, line: 8, type: !67)
!70 = !DILocalVariable(name: "acc", arg: 2, scope: !64, file: !2, line: 8, type: !67)
!71 = !DILocalVariable(name: "local", scope: !64, file: !2, line: 9, type: !72)
!72 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !67)
!73 = !DILocalVariable(name: "r", scope: !64, file: !2, line: 11, type: !67)
!74 = distinct !DIAssignID()
!75 = !DILocation(line: 0, scope: !64)
!76 = !DILocation(line: 9, column: 5, scope: !64)
!77 = !DILocation(line: 9, column: 29, scope: !64)
!78 = !DILocation(line: 9, column: 19, scope: !64)
!79 = !{!80, !80, i64 0}
!80 = !{!"long", !51, i64 0}
!81 = distinct !DIAssignID()
!82 = !DILocation(line: 10, column: 11, scope: !83)
!83 = distinct !DILexicalBlock(scope: !64, file: !2, line: 10, column: 9)
!84 = !DILocation(line: 10, column: 9, scope: !64)
!85 = !DILocation(line: 11, column: 21, scope: !64)
!86 = !DILocation(line: 11, column: 35, scope: !64)
!87 = !DILocation(line: 11, column: 30, scope: !64)
!88 = !DILocation(line: 11, column: 14, scope: !64)
!89 = !DILocation(line: 12, column: 12, scope: !64)
!90 = !DILocation(line: 12, column: 18, scope: !64)
!91 = !DILocation(line: 13, column: 1, scope: !64)
!92 = distinct !DISubprogram(name: "buffered", scope: !2, file: !2, line: 14, type: !93, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !96)
!93 = !DISubroutineType(types: !94)
!94 = !{!95, !26}
!95 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!96 = !{!97, !98, !103, !104}
!97 = !DILocalVariable(name: "n", arg: 1, scope: !92, file: !2, line: 14, type: !26)
!98 = !DILocalVariable(name: "buf", scope: !92, file: !2, line: 15, type: !99)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 8192, elements: !101)
!100 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!101 = !{!102}
!102 = !DISubrange(count: 1024)
!103 = !DILocalVariable(name: "r", scope: !92, file: !2, line: 17, type: !95)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 18, type: !26)
!105 = distinct !DILexicalBlock(scope: !92, file: !2, line: 18, column: 5)
!106 = distinct !DIAssignID()
!107 = !DILocation(line: 0, scope: !92)
!108 = !DILocation(line: 15, column: 5, scope: !92)
!109 = !DILocation(line: 16, column: 5, scope: !92)
!110 = distinct !DIAssignID()
!111 = !DILocation(line: 17, column: 18, scope: !92)
!112 = !DILocation(line: 17, column: 33, scope: !92)
!113 = !DILocation(line: 17, column: 22, scope: !92)
!114 = !DILocation(line: 19, column: 14, scope: !92)
!115 = !DILocation(line: 19, column: 27, scope: !92)
!116 = !DILocation(line: 19, column: 21, scope: !92)
!117 = !{!51, !51, i64 0}
!118 = !DILocation(line: 19, column: 19, scope: !92)
!119 = !DILocation(line: 20, column: 1, scope: !92)
!120 = distinct !DISubprogram(name: "vla_rec", scope: !2, file: !2, line: 21, type: !121, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !123)
!121 = !DISubroutineType(types: !122)
!122 = !{!67, !26}
!123 = !{!124, !125, !127, !131, !133, !134, !135}
!124 = !DILocalVariable(name: "n", arg: 1, scope: !120, file: !2, line: 21, type: !26)
!125 = !DILocalVariable(name: "__vla_expr0", scope: !120, type: !126, flags: DIFlagArtificial)
!126 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!127 = !DILocalVariable(name: "a", scope: !120, file: !2, line: 23, type: !128)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, elements: !129)
!129 = !{!130}
!130 = !DISubrange(count: !125)
!131 = !DILocalVariable(name: "i", scope: !132, file: !2, line: 24, type: !26)
!132 = distinct !DILexicalBlock(scope: !120, file: !2, line: 24, column: 5)
!133 = !DILocalVariable(name: "r", scope: !120, file: !2, line: 25, type: !67)
!134 = !DILocalVariable(name: "s", scope: !120, file: !2, line: 26, type: !67)
!135 = !DILocalVariable(name: "i", scope: !136, file: !2, line: 27, type: !26)
!136 = distinct !DILexicalBlock(scope: !120, file: !2, line: 27, column: 5)
!137 = !DILocation(line: 0, scope: !120)
!138 = !DILocation(line: 22, column: 11, scope: !139)
!139 = distinct !DILexicalBlock(scope: !120, file: !2, line: 22, column: 9)
!140 = !DILocation(line: 22, column: 9, scope: !120)
!141 = !DILocation(line: 23, column: 13, scope: !120)
!142 = !DILocation(line: 23, column: 18, scope: !120)
!143 = !DILocation(line: 23, column: 5, scope: !120)
!144 = !DILocation(line: 23, column: 9, scope: !120)
!145 = !DILocation(line: 0, scope: !132)
!146 = !DILocation(line: 24, column: 23, scope: !147)
!147 = distinct !DILexicalBlock(scope: !132, file: !2, line: 24, column: 5)
!148 = !DILocation(line: 24, column: 5, scope: !132)
!149 = !DILocation(line: 24, column: 44, scope: !147)
!150 = !DILocation(line: 24, column: 35, scope: !147)
!151 = distinct !{!151, !148, !152, !153, !154, !155}
!152 = !DILocation(line: 24, column: 50, scope: !132)
!153 = !{!"llvm.loop.mustprogress"}
!154 = !{!"llvm.loop.isvectorized", i32 1}
!155 = !{!"llvm.loop.unroll.runtime.disable"}
!156 = !DILocation(line: 24, column: 39, scope: !147)
!157 = !DILocation(line: 25, column: 24, scope: !120)
!158 = !DILocation(line: 25, column: 14, scope: !120)
!159 = !DILocation(line: 0, scope: !136)
!160 = !DILocation(line: 27, column: 5, scope: !136)
!161 = !DILocation(line: 27, column: 35, scope: !162)
!162 = distinct !DILexicalBlock(scope: !136, file: !2, line: 27, column: 5)
!163 = !DILocation(line: 27, column: 44, scope: !162)
!164 = !DILocation(line: 27, column: 41, scope: !162)
!165 = distinct !{!165, !160, !166, !153, !154, !155}
!166 = !DILocation(line: 27, column: 47, scope: !136)
!167 = distinct !{!167, !148, !152, !153, !155, !154}
!168 = !DILocation(line: 28, column: 14, scope: !120)
!169 = !DILocation(line: 29, column: 1, scope: !120)
!170 = !DILocation(line: 27, column: 23, scope: !162)
!171 = distinct !{!171, !160, !166, !153, !155, !154}
!172 = distinct !DISubprogram(name: "tree", scope: !2, file: !2, line: 31, type: !173, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !175)
!173 = !DISubroutineType(cc: DW_CC_nocall, types: !174)
!174 = !{!26, !26, !26}
!175 = !{!176, !177}
!176 = !DILocalVariable(name: "d", arg: 1, scope: !172, file: !2, line: 31, type: !26)
!177 = !DILocalVariable(name: "max", arg: 2, scope: !172, file: !2, line: 31, type: !26)
!178 = !DILocation(line: 0, scope: !172)
!179 = !DILocation(line: 31, column: 69, scope: !180)
!180 = distinct !DILexicalBlock(scope: !172, file: !2, line: 31, column: 65)
!181 = !DILocation(line: 31, column: 67, scope: !180)
!182 = !DILocation(line: 31, column: 65, scope: !172)
!183 = !DILocation(line: 31, column: 90, scope: !180)
!184 = !DILocation(line: 31, column: 80, scope: !180)
!185 = !DILocation(line: 31, column: 104, scope: !172)
!186 = !DILocation(line: 31, column: 102, scope: !172)
!187 = !DILocation(line: 31, column: 95, scope: !172)
!188 = !DILocation(line: 31, column: 124, scope: !172)
!189 = !DILocation(line: 31, column: 117, scope: !172)
!190 = !DILocation(line: 31, column: 143, scope: !172)
!191 = !DILocation(line: 31, column: 134, scope: !172)
!192 = !DILocation(line: 31, column: 153, scope: !172)
!193 = !DILocation(line: 31, column: 136, scope: !172)
