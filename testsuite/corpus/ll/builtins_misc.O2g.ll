; ModuleID = 'programs/builtins_misc.c'
source_filename = "programs/builtins_misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"types %s %s %s\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"int\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [7 x i8] c"double\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [6 x i8] c"other\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [18 x i8] c"constant_p %d %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [18 x i8] c"offsetof %zu %zu\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [13 x i8] c"classify %d\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [11 x i8] c"likely %d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [13 x i8] c"aligned %ld\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [13 x i8] c"objsize %zu\0A\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [12 x i8] c"expect %ld\0A\00", align 1, !dbg !43

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !60 {
  %1 = alloca [100 x i32], align 16, !DIAssignID !88
    #dbg_assign(i1 undef, !71, !DIExpression(), !88, ptr %1, !DIExpression(), !89)
  %2 = alloca [64 x i64], align 16, !DIAssignID !90
    #dbg_assign(i1 undef, !77, !DIExpression(), !90, ptr %2, !DIExpression(), !89)
    #dbg_value(i32 0, !63, !DIExpression(), !89)
    #dbg_value(double 0.000000e+00, !64, !DIExpression(), !89)
    #dbg_value(i8 0, !66, !DIExpression(), !89)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.3), !dbg !91
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 1), !dbg !92
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 4, i64 noundef 24), !dbg !93
    #dbg_value(i32 0, !67, !DIExpression(), !89)
    #dbg_value(i32 0, !68, !DIExpression(), !94)
  br label %21, !dbg !95

6:                                                ; preds = %21
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %27), !dbg !96
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %1) #9, !dbg !97
    #dbg_value(i32 0, !75, !DIExpression(), !98)
  br label %8, !dbg !99

8:                                                ; preds = %8, %6
  %9 = phi i64 [ 0, %6 ], [ %17, %8 ], !dbg !100
  %10 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %6 ], [ %18, %8 ]
  %11 = phi <4 x i8> [ <i8 0, i8 1, i8 2, i8 3>, %6 ], [ %19, %8 ], !dbg !102
  %12 = urem <4 x i8> %11, <i8 17, i8 17, i8 17, i8 17>, !dbg !102
  %13 = icmp eq <4 x i8> %12, zeroinitializer, !dbg !103
  %14 = sub nsw <4 x i32> zeroinitializer, %10, !dbg !104
  %15 = select <4 x i1> %13, <4 x i32> %14, <4 x i32> %10, !dbg !104
  %16 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %9, !dbg !105
  store <4 x i32> %15, ptr %16, align 16, !dbg !106, !tbaa !107
  %17 = add nuw i64 %9, 4, !dbg !100
  %18 = add <4 x i32> %10, <i32 4, i32 4, i32 4, i32 4>
  %19 = add <4 x i8> %11, <i8 4, i8 4, i8 4, i8 4>, !dbg !102
  %20 = icmp eq i64 %17, 100, !dbg !100
  br i1 %20, label %30, label %8, !dbg !100, !llvm.loop !111

21:                                               ; preds = %0, %21
  %22 = phi i32 [ 0, %0 ], [ %27, %21 ]
  %23 = phi i32 [ 0, %0 ], [ %28, %21 ]
    #dbg_value(i32 %22, !67, !DIExpression(), !89)
    #dbg_value(i32 %23, !68, !DIExpression(), !94)
  %24 = tail call fastcc i32 @classify(i32 noundef %23), !dbg !116
  %25 = tail call fastcc i32 @sw_unreachable(i32 noundef %23), !dbg !118
  %26 = add nuw nsw i32 %24, %22, !dbg !119
  %27 = add nuw nsw i32 %26, %25, !dbg !120
    #dbg_value(i32 %27, !67, !DIExpression(), !89)
  %28 = add nuw nsw i32 %23, 1, !dbg !121
    #dbg_value(i32 %28, !68, !DIExpression(), !94)
  %29 = icmp eq i32 %28, 100, !dbg !122
  br i1 %29, label %6, label %21, !dbg !95, !llvm.loop !123

30:                                               ; preds = %8
  %31 = call fastcc i32 @likely_sum(ptr noundef nonnull %1), !dbg !125
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %31), !dbg !126
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #9, !dbg !127
    #dbg_value(i32 0, !82, !DIExpression(), !128)
  br label %39, !dbg !129

33:                                               ; preds = %39
  %34 = call fastcc i64 @aligned_sum(ptr noundef nonnull %2), !dbg !130
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %34), !dbg !131
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 10), !dbg !132
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 5), !dbg !133
  %38 = and i32 %27, 255, !dbg !134
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #9, !dbg !135
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %1) #9, !dbg !135
  ret i32 %38, !dbg !136

39:                                               ; preds = %39, %30
  %40 = phi i64 [ 0, %30 ], [ %52, %39 ]
    #dbg_value(i64 %40, !82, !DIExpression(), !128)
  %41 = mul nuw nsw i64 %40, 3, !dbg !137
  %42 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %40, !dbg !139
  store i64 %41, ptr %42, align 16, !dbg !140, !tbaa !141
  %43 = or disjoint i64 %40, 1, !dbg !143
    #dbg_value(i64 %43, !82, !DIExpression(), !128)
  %44 = mul nuw nsw i64 %43, 3, !dbg !137
  %45 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %43, !dbg !139
  store i64 %44, ptr %45, align 8, !dbg !140, !tbaa !141
  %46 = or disjoint i64 %40, 2, !dbg !143
    #dbg_value(i64 %46, !82, !DIExpression(), !128)
  %47 = mul nuw nsw i64 %46, 3, !dbg !137
  %48 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %46, !dbg !139
  store i64 %47, ptr %48, align 16, !dbg !140, !tbaa !141
  %49 = or disjoint i64 %40, 3, !dbg !143
    #dbg_value(i64 %49, !82, !DIExpression(), !128)
  %50 = mul nuw nsw i64 %49, 3, !dbg !137
  %51 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %49, !dbg !139
  store i64 %50, ptr %51, align 8, !dbg !140, !tbaa !141
  %52 = add nuw nsw i64 %40, 4, !dbg !143
    #dbg_value(i64 %52, !82, !DIExpression(), !128)
  %53 = icmp eq i64 %52, 64, !dbg !144
  br i1 %53, label %33, label %39, !dbg !129, !llvm.loop !145
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !147 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 10, 41) i32 @classify(i32 noundef %0) unnamed_addr #3 !dbg !154 {
    #dbg_value(i32 %0, !158, !DIExpression(), !160)
  %2 = and i32 %0, 3, !dbg !161
    #dbg_value(i32 %2, !159, !DIExpression(), !160)
  %3 = mul nuw nsw i32 %2, 10, !dbg !162
  %4 = add nuw nsw i32 %3, 10, !dbg !162
  ret i32 %4, !dbg !163
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 1, 8) i32 @sw_unreachable(i32 noundef %0) unnamed_addr #3 !dbg !164 {
    #dbg_value(i32 %0, !168, !DIExpression(), !169)
  %2 = shl i32 %0, 1, !dbg !170
  %3 = and i32 %2, 6, !dbg !170
  %4 = or disjoint i32 %3, 1, !dbg !170
  ret i32 %4, !dbg !171
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc range(i32 0, -2147483648) i32 @likely_sum(ptr nocapture noundef readonly %0) unnamed_addr #4 !dbg !172 {
    #dbg_value(ptr %0, !178, !DIExpression(), !183)
    #dbg_value(i32 100, !179, !DIExpression(), !183)
    #dbg_value(i32 0, !180, !DIExpression(), !183)
    #dbg_value(i32 0, !181, !DIExpression(), !184)
  br label %2, !dbg !185

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %18, %2 ], !dbg !186
  %4 = phi <4 x i32> [ zeroinitializer, %1 ], [ %14, %2 ]
  %5 = phi <4 x i32> [ zeroinitializer, %1 ], [ %17, %2 ]
  %6 = getelementptr inbounds i32, ptr %0, i64 %3, !dbg !188
  %7 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !188
  %8 = load <4 x i32>, ptr %6, align 4, !dbg !188, !tbaa !107
  %9 = load <4 x i32>, ptr %7, align 4, !dbg !188, !tbaa !107
  %10 = mul <4 x i32> %8, <i32 -2, i32 -2, i32 -2, i32 -2>, !dbg !191
  %11 = mul <4 x i32> %9, <i32 -2, i32 -2, i32 -2, i32 -2>, !dbg !191
  %12 = icmp slt <4 x i32> %8, zeroinitializer, !dbg !192
  %13 = select <4 x i1> %12, <4 x i32> %10, <4 x i32> %8, !dbg !192
  %14 = add <4 x i32> %4, %13, !dbg !192
  %15 = icmp slt <4 x i32> %9, zeroinitializer, !dbg !192
  %16 = select <4 x i1> %15, <4 x i32> %11, <4 x i32> %9, !dbg !192
  %17 = add <4 x i32> %5, %16, !dbg !192
  %18 = add nuw i64 %3, 8, !dbg !186
  %19 = icmp eq i64 %18, 96, !dbg !186
  br i1 %19, label %20, label %2, !dbg !186, !llvm.loop !193

20:                                               ; preds = %2
  %21 = add <4 x i32> %17, %14, !dbg !185
  %22 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %21), !dbg !185
    #dbg_value(i64 96, !181, !DIExpression(), !184)
    #dbg_value(i32 %22, !180, !DIExpression(), !183)
  %23 = getelementptr inbounds i8, ptr %0, i64 384, !dbg !188
  %24 = load i32, ptr %23, align 4, !dbg !188, !tbaa !107
  %25 = icmp slt i32 %24, 0, !dbg !195
  br i1 %25, label %26, label %29, !dbg !196, !prof !197

26:                                               ; preds = %20
  %27 = shl nsw i32 %24, 1, !dbg !191
  %28 = sub nsw i32 %22, %27, !dbg !198
    #dbg_value(i32 %28, !180, !DIExpression(), !183)
  br label %31, !dbg !199

29:                                               ; preds = %20
  %30 = add nuw nsw i32 %24, %22, !dbg !200
    #dbg_value(i32 %30, !180, !DIExpression(), !183)
  br label %31

31:                                               ; preds = %26, %29
  %32 = phi i32 [ %28, %26 ], [ %30, %29 ], !dbg !192
    #dbg_value(i32 %32, !180, !DIExpression(), !183)
    #dbg_value(i64 97, !181, !DIExpression(), !184)
  %33 = getelementptr inbounds i8, ptr %0, i64 388, !dbg !188
  %34 = load i32, ptr %33, align 4, !dbg !188, !tbaa !107
  %35 = icmp slt i32 %34, 0, !dbg !195
  br i1 %35, label %38, label %36, !dbg !196, !prof !197

36:                                               ; preds = %31
  %37 = add nuw nsw i32 %34, %32, !dbg !200
    #dbg_value(i32 %37, !180, !DIExpression(), !183)
  br label %41

38:                                               ; preds = %31
  %39 = shl nsw i32 %34, 1, !dbg !191
  %40 = sub nsw i32 %32, %39, !dbg !198
    #dbg_value(i32 %40, !180, !DIExpression(), !183)
  br label %41, !dbg !199

41:                                               ; preds = %38, %36
  %42 = phi i32 [ %40, %38 ], [ %37, %36 ], !dbg !192
    #dbg_value(i32 %42, !180, !DIExpression(), !183)
    #dbg_value(i64 98, !181, !DIExpression(), !184)
  %43 = getelementptr inbounds i8, ptr %0, i64 392, !dbg !188
  %44 = load i32, ptr %43, align 4, !dbg !188, !tbaa !107
  %45 = icmp slt i32 %44, 0, !dbg !195
  br i1 %45, label %48, label %46, !dbg !196, !prof !197

46:                                               ; preds = %41
  %47 = add nuw nsw i32 %44, %42, !dbg !200
    #dbg_value(i32 %47, !180, !DIExpression(), !183)
  br label %51

48:                                               ; preds = %41
  %49 = shl nsw i32 %44, 1, !dbg !191
  %50 = sub nsw i32 %42, %49, !dbg !198
    #dbg_value(i32 %50, !180, !DIExpression(), !183)
  br label %51, !dbg !199

51:                                               ; preds = %48, %46
  %52 = phi i32 [ %50, %48 ], [ %47, %46 ], !dbg !192
    #dbg_value(i32 %52, !180, !DIExpression(), !183)
    #dbg_value(i64 99, !181, !DIExpression(), !184)
  %53 = getelementptr inbounds i8, ptr %0, i64 396, !dbg !188
  %54 = load i32, ptr %53, align 4, !dbg !188, !tbaa !107
  %55 = icmp slt i32 %54, 0, !dbg !195
  br i1 %55, label %58, label %56, !dbg !196, !prof !197

56:                                               ; preds = %51
  %57 = add nuw nsw i32 %54, %52, !dbg !200
    #dbg_value(i32 %57, !180, !DIExpression(), !183)
  br label %61

58:                                               ; preds = %51
  %59 = shl nsw i32 %54, 1, !dbg !191
  %60 = sub nsw i32 %52, %59, !dbg !198
    #dbg_value(i32 %60, !180, !DIExpression(), !183)
  br label %61, !dbg !199

61:                                               ; preds = %58, %56
  %62 = phi i32 [ %60, %58 ], [ %57, %56 ], !dbg !192
    #dbg_value(i32 %62, !180, !DIExpression(), !183)
    #dbg_value(i64 100, !181, !DIExpression(), !184)
  ret i32 %62, !dbg !201
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal fastcc i64 @aligned_sum(ptr noundef %0) unnamed_addr #5 !dbg !202 {
    #dbg_value(ptr %0, !208, !DIExpression(), !214)
    #dbg_value(i32 64, !209, !DIExpression(), !214)
  call void @llvm.assume(i1 true) [ "align"(ptr %0, i64 16) ], !dbg !215
    #dbg_value(ptr %0, !210, !DIExpression(), !214)
    #dbg_value(i64 0, !211, !DIExpression(), !214)
    #dbg_value(i32 0, !212, !DIExpression(), !216)
  br label %3, !dbg !217

2:                                                ; preds = %3
  ret i64 %24, !dbg !218

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %25, %3 ]
  %5 = phi i64 [ 0, %1 ], [ %24, %3 ]
    #dbg_value(i64 %4, !212, !DIExpression(), !216)
    #dbg_value(i64 %5, !211, !DIExpression(), !214)
  %6 = getelementptr inbounds i64, ptr %0, i64 %4, !dbg !219
  %7 = getelementptr inbounds i8, ptr %6, i64 64, !dbg !222
  tail call void @llvm.prefetch.p0(ptr nonnull %7, i32 0, i32 3, i32 1), !dbg !223
  %8 = load i64, ptr %6, align 16, !dbg !224, !tbaa !141
  %9 = add nsw i64 %8, %5, !dbg !225
    #dbg_value(i64 %9, !211, !DIExpression(), !214)
  %10 = or disjoint i64 %4, 1, !dbg !226
    #dbg_value(i64 %10, !212, !DIExpression(), !216)
  %11 = getelementptr inbounds i64, ptr %0, i64 %10, !dbg !219
  %12 = getelementptr inbounds i8, ptr %11, i64 64, !dbg !222
  tail call void @llvm.prefetch.p0(ptr nonnull %12, i32 0, i32 3, i32 1), !dbg !223
  %13 = load i64, ptr %11, align 8, !dbg !224, !tbaa !141
  %14 = add nsw i64 %13, %9, !dbg !225
    #dbg_value(i64 %14, !211, !DIExpression(), !214)
  %15 = or disjoint i64 %4, 2, !dbg !226
    #dbg_value(i64 %15, !212, !DIExpression(), !216)
  %16 = getelementptr inbounds i64, ptr %0, i64 %15, !dbg !219
  %17 = getelementptr inbounds i8, ptr %16, i64 64, !dbg !222
  tail call void @llvm.prefetch.p0(ptr nonnull %17, i32 0, i32 3, i32 1), !dbg !223
  %18 = load i64, ptr %16, align 16, !dbg !224, !tbaa !141
  %19 = add nsw i64 %18, %14, !dbg !225
    #dbg_value(i64 %19, !211, !DIExpression(), !214)
  %20 = or disjoint i64 %4, 3, !dbg !226
    #dbg_value(i64 %20, !212, !DIExpression(), !216)
  %21 = getelementptr inbounds i64, ptr %0, i64 %20, !dbg !219
  %22 = getelementptr inbounds i8, ptr %21, i64 64, !dbg !222
  tail call void @llvm.prefetch.p0(ptr nonnull %22, i32 0, i32 3, i32 1), !dbg !223
  %23 = load i64, ptr %21, align 8, !dbg !224, !tbaa !141
  %24 = add nsw i64 %23, %19, !dbg !225
    #dbg_value(i64 %24, !211, !DIExpression(), !214)
  %25 = add nuw nsw i64 %4, 4, !dbg !226
    #dbg_value(i64 %25, !212, !DIExpression(), !216)
  %26 = icmp eq i64 %25, 64, !dbg !227
  br i1 %26, label %2, label %3, !dbg !217, !llvm.loop !228
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!48}
!llvm.module.flags = !{!52, !53, !54, !55, !56, !57, !58}
!llvm.ident = !{!59}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/builtins_misc.c", directory: ".", checksumkind: CSK_MD5, checksum: "47b32c51ffe2d38fc2db909fb5525f4a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 16)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 7)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 6)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 18)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !24, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 13)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 11)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !31, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !31, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 12)
!48 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !49, globals: !51, splitDebugInlining: false, nameTableKind: None)
!49 = !{!50}
!50 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!51 = !{!0, !7, !12, !17, !22, !27, !29, !34, !39, !41, !43}
!52 = !{i32 7, !"Dwarf Version", i32 5}
!53 = !{i32 2, !"Debug Info Version", i32 3}
!54 = !{i32 1, !"wchar_size", i32 4}
!55 = !{i32 8, !"PIC Level", i32 2}
!56 = !{i32 7, !"PIE Level", i32 2}
!57 = !{i32 7, !"uwtable", i32 2}
!58 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!59 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!60 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !61, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !62)
!61 = !DISubroutineType(types: !49)
!62 = !{!63, !64, !66, !67, !68, !71, !75, !77, !82, !84}
!63 = !DILocalVariable(name: "x", scope: !60, file: !2, line: 21, type: !50)
!64 = !DILocalVariable(name: "d", scope: !60, file: !2, line: 21, type: !65)
!65 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!66 = !DILocalVariable(name: "c", scope: !60, file: !2, line: 21, type: !4)
!67 = !DILocalVariable(name: "t", scope: !60, file: !2, line: 25, type: !50)
!68 = !DILocalVariable(name: "v", scope: !69, file: !2, line: 25, type: !70)
!69 = distinct !DILexicalBlock(scope: !60, file: !2, line: 25, column: 16)
!70 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!71 = !DILocalVariable(name: "arr", scope: !60, file: !2, line: 26, type: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 3200, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 100)
!75 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 26, type: !50)
!76 = distinct !DILexicalBlock(scope: !60, file: !2, line: 26, column: 19)
!77 = !DILocalVariable(name: "la", scope: !60, file: !2, line: 27, type: !78, align: 128)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 4096, elements: !80)
!79 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!80 = !{!81}
!81 = !DISubrange(count: 64)
!82 = !DILocalVariable(name: "i", scope: !83, file: !2, line: 27, type: !50)
!83 = distinct !DILexicalBlock(scope: !60, file: !2, line: 27, column: 31)
!84 = !DILocalVariable(name: "buf", scope: !60, file: !2, line: 28, type: !85)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 10)
!88 = distinct !DIAssignID()
!89 = !DILocation(line: 0, scope: !60)
!90 = distinct !DIAssignID()
!91 = !DILocation(line: 22, column: 5, scope: !60)
!92 = !DILocation(line: 23, column: 5, scope: !60)
!93 = !DILocation(line: 24, column: 5, scope: !60)
!94 = !DILocation(line: 0, scope: !69)
!95 = !DILocation(line: 25, column: 16, scope: !69)
!96 = !DILocation(line: 25, column: 94, scope: !60)
!97 = !DILocation(line: 26, column: 5, scope: !60)
!98 = !DILocation(line: 0, scope: !76)
!99 = !DILocation(line: 26, column: 19, scope: !76)
!100 = !DILocation(line: 26, column: 45, scope: !101)
!101 = distinct !DILexicalBlock(scope: !76, file: !2, line: 26, column: 19)
!102 = !DILocation(line: 26, column: 61, scope: !101)
!103 = !DILocation(line: 26, column: 66, scope: !101)
!104 = !DILocation(line: 26, column: 58, scope: !101)
!105 = !DILocation(line: 26, column: 49, scope: !101)
!106 = !DILocation(line: 26, column: 56, scope: !101)
!107 = !{!108, !108, i64 0}
!108 = !{!"int", !109, i64 0}
!109 = !{!"omnipotent char", !110, i64 0}
!110 = !{!"Simple C/C++ TBAA"}
!111 = distinct !{!111, !99, !112, !113, !114, !115}
!112 = !DILocation(line: 26, column: 79, scope: !76)
!113 = !{!"llvm.loop.mustprogress"}
!114 = !{!"llvm.loop.isvectorized", i32 1}
!115 = !{!"llvm.loop.unroll.runtime.disable"}
!116 = !DILocation(line: 25, column: 56, scope: !117)
!117 = distinct !DILexicalBlock(scope: !69, file: !2, line: 25, column: 16)
!118 = !DILocation(line: 25, column: 70, scope: !117)
!119 = !DILocation(line: 25, column: 68, scope: !117)
!120 = !DILocation(line: 25, column: 53, scope: !117)
!121 = !DILocation(line: 25, column: 47, scope: !117)
!122 = !DILocation(line: 25, column: 39, scope: !117)
!123 = distinct !{!123, !95, !124, !113}
!124 = !DILocation(line: 25, column: 91, scope: !69)
!125 = !DILocation(line: 26, column: 104, scope: !60)
!126 = !DILocation(line: 26, column: 82, scope: !60)
!127 = !DILocation(line: 27, column: 5, scope: !60)
!128 = !DILocation(line: 0, scope: !83)
!129 = !DILocation(line: 27, column: 31, scope: !83)
!130 = !DILocation(line: 27, column: 99, scope: !60)
!131 = !DILocation(line: 27, column: 75, scope: !60)
!132 = !DILocation(line: 28, column: 19, scope: !60)
!133 = !DILocation(line: 29, column: 5, scope: !60)
!134 = !DILocation(line: 30, column: 14, scope: !60)
!135 = !DILocation(line: 31, column: 1, scope: !60)
!136 = !DILocation(line: 30, column: 5, scope: !60)
!137 = !DILocation(line: 27, column: 70, scope: !138)
!138 = distinct !DILexicalBlock(scope: !83, file: !2, line: 27, column: 31)
!139 = !DILocation(line: 27, column: 60, scope: !138)
!140 = !DILocation(line: 27, column: 66, scope: !138)
!141 = !{!142, !142, i64 0}
!142 = !{!"long", !109, i64 0}
!143 = !DILocation(line: 27, column: 56, scope: !138)
!144 = !DILocation(line: 27, column: 49, scope: !138)
!145 = distinct !{!145, !129, !146, !113}
!146 = !DILocation(line: 27, column: 72, scope: !83)
!147 = !DISubprogram(name: "printf", scope: !148, file: !148, line: 356, type: !149, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!148 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!149 = !DISubroutineType(types: !150)
!150 = !{!50, !151, null}
!151 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !152)
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!154 = distinct !DISubprogram(name: "classify", scope: !2, file: !2, line: 11, type: !155, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !157)
!155 = !DISubroutineType(types: !156)
!156 = !{!50, !70}
!157 = !{!158, !159}
!158 = !DILocalVariable(name: "v", arg: 1, scope: !154, file: !2, line: 11, type: !70)
!159 = !DILocalVariable(name: "m", scope: !154, file: !2, line: 12, type: !70)
!160 = !DILocation(line: 0, scope: !154)
!161 = !DILocation(line: 12, column: 20, scope: !154)
!162 = !DILocation(line: 13, column: 9, scope: !154)
!163 = !DILocation(line: 15, column: 1, scope: !154)
!164 = distinct !DISubprogram(name: "sw_unreachable", scope: !2, file: !2, line: 18, type: !165, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !167)
!165 = !DISubroutineType(types: !166)
!166 = !{!50, !50}
!167 = !{!168}
!168 = !DILocalVariable(name: "k", arg: 1, scope: !164, file: !2, line: 18, type: !50)
!169 = !DILocation(line: 0, scope: !164)
!170 = !DILocation(line: 18, column: 62, scope: !164)
!171 = !DILocation(line: 18, column: 187, scope: !164)
!172 = distinct !DISubprogram(name: "likely_sum", scope: !2, file: !2, line: 16, type: !173, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !177)
!173 = !DISubroutineType(cc: DW_CC_nocall, types: !174)
!174 = !{!50, !175, !50}
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !176, size: 64)
!176 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !50)
!177 = !{!178, !179, !180, !181}
!178 = !DILocalVariable(name: "a", arg: 1, scope: !172, file: !2, line: 16, type: !175)
!179 = !DILocalVariable(name: "n", arg: 2, scope: !172, file: !2, line: 16, type: !50)
!180 = !DILocalVariable(name: "s", scope: !172, file: !2, line: 16, type: !50)
!181 = !DILocalVariable(name: "i", scope: !182, file: !2, line: 16, type: !50)
!182 = distinct !DILexicalBlock(scope: !172, file: !2, line: 16, column: 83)
!183 = !DILocation(line: 0, scope: !172)
!184 = !DILocation(line: 0, scope: !182)
!185 = !DILocation(line: 16, column: 83, scope: !182)
!186 = !DILocation(line: 16, column: 107, scope: !187)
!187 = distinct !DILexicalBlock(scope: !182, file: !2, line: 16, column: 83)
!188 = !DILocation(line: 16, column: 134, scope: !189)
!189 = distinct !DILexicalBlock(scope: !190, file: !2, line: 16, column: 117)
!190 = distinct !DILexicalBlock(scope: !187, file: !2, line: 16, column: 111)
!191 = !DILocation(line: 16, column: 158, scope: !189)
!192 = !DILocation(line: 16, scope: !189)
!193 = distinct !{!193, !185, !194, !113, !114, !115}
!194 = !DILocation(line: 16, column: 179, scope: !182)
!195 = !DILocation(line: 16, column: 139, scope: !189)
!196 = !DILocation(line: 16, column: 117, scope: !190)
!197 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!198 = !DILocation(line: 16, column: 150, scope: !189)
!199 = !DILocation(line: 16, column: 148, scope: !189)
!200 = !DILocation(line: 16, column: 170, scope: !189)
!201 = !DILocation(line: 16, column: 181, scope: !172)
!202 = distinct !DISubprogram(name: "aligned_sum", scope: !2, file: !2, line: 17, type: !203, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !207)
!203 = !DISubroutineType(cc: DW_CC_nocall, types: !204)
!204 = !{!79, !205, !50}
!205 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !206, size: 64)
!206 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!207 = !{!208, !209, !210, !211, !212}
!208 = !DILocalVariable(name: "p", arg: 1, scope: !202, file: !2, line: 17, type: !205)
!209 = !DILocalVariable(name: "n", arg: 2, scope: !202, file: !2, line: 17, type: !50)
!210 = !DILocalVariable(name: "q", scope: !202, file: !2, line: 17, type: !205)
!211 = !DILocalVariable(name: "s", scope: !202, file: !2, line: 17, type: !79)
!212 = !DILocalVariable(name: "i", scope: !213, file: !2, line: 17, type: !50)
!213 = distinct !DILexicalBlock(scope: !202, file: !2, line: 17, column: 136)
!214 = !DILocation(line: 0, scope: !202)
!215 = !DILocation(line: 17, column: 91, scope: !202)
!216 = !DILocation(line: 0, scope: !213)
!217 = !DILocation(line: 17, column: 136, scope: !213)
!218 = !DILocation(line: 17, column: 210, scope: !202)
!219 = !DILocation(line: 17, column: 187, scope: !220)
!220 = distinct !DILexicalBlock(scope: !221, file: !2, line: 17, column: 164)
!221 = distinct !DILexicalBlock(scope: !213, file: !2, line: 17, column: 136)
!222 = !DILocation(line: 17, column: 191, scope: !220)
!223 = !DILocation(line: 17, column: 166, scope: !220)
!224 = !DILocation(line: 17, column: 202, scope: !220)
!225 = !DILocation(line: 17, column: 199, scope: !220)
!226 = !DILocation(line: 17, column: 160, scope: !221)
!227 = !DILocation(line: 17, column: 154, scope: !221)
!228 = distinct !{!228, !217, !229, !113}
!229 = !DILocation(line: 17, column: 208, scope: !213)
