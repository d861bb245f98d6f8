; ModuleID = 'programs/alloca_vla.c'
source_filename = "programs/alloca_vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"vla_sum %ld %ld %ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"trace %g\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [19 x i8] c"mm %d %d size=%zu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [16 x i8] c"alloca_strs %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [19 x i8] c"alloca_aligned %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [13 x i8] c"vla_loop %d\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [14 x i8] c"vla_scope %d\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [16 x i8] c"rowsize %zu %d\0A\00", align 1, !dbg !34

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !54 {
  %1 = tail call fastcc i64 @vla_sum(i32 noundef 1), !dbg !83
  %2 = tail call fastcc i64 @vla_sum(i32 noundef 100), !dbg !84
  %3 = tail call fastcc i64 @vla_sum(i32 noundef 5000), !dbg !85
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1, i64 noundef %2, i64 noundef %3), !dbg !86
    #dbg_value(i32 5, !58, !DIExpression(), !87)
  %5 = tail call noalias dereferenceable_or_null(200) ptr @malloc(i64 noundef 200) #14, !dbg !88
    #dbg_value(ptr %5, !59, !DIExpression(), !87)
    #dbg_value(i32 0, !65, !DIExpression(), !89)
    #dbg_value(i64 0, !65, !DIExpression(), !89)
    #dbg_value(i32 0, !67, !DIExpression(), !90)
    #dbg_value(i64 0, !67, !DIExpression(), !90)
    #dbg_value(i64 1, !67, !DIExpression(), !90)
  store <2 x double> <double 0.000000e+00, double 5.000000e-01>, ptr %5, align 8, !dbg !91, !tbaa !93
    #dbg_value(i64 2, !67, !DIExpression(), !90)
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !97
    #dbg_value(i64 3, !67, !DIExpression(), !90)
  store <2 x double> <double 1.000000e+00, double 1.500000e+00>, ptr %6, align 8, !dbg !91, !tbaa !93
    #dbg_value(i64 4, !67, !DIExpression(), !90)
  %7 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !97
    #dbg_value(i64 5, !67, !DIExpression(), !90)
    #dbg_value(i64 1, !65, !DIExpression(), !89)
    #dbg_value(i32 0, !67, !DIExpression(), !90)
    #dbg_value(i64 0, !67, !DIExpression(), !90)
  store <2 x double> <double 2.000000e+00, double 1.000000e+00>, ptr %7, align 8, !dbg !91, !tbaa !93
    #dbg_value(i64 1, !67, !DIExpression(), !90)
  %8 = getelementptr inbounds i8, ptr %5, i64 48, !dbg !97
    #dbg_value(i64 2, !67, !DIExpression(), !90)
  store <2 x double> <double 1.500000e+00, double 2.000000e+00>, ptr %8, align 8, !dbg !91, !tbaa !93
    #dbg_value(i64 3, !67, !DIExpression(), !90)
  %9 = getelementptr inbounds i8, ptr %5, i64 64, !dbg !97
    #dbg_value(i64 4, !67, !DIExpression(), !90)
  store <2 x double> <double 2.500000e+00, double 3.000000e+00>, ptr %9, align 8, !dbg !91, !tbaa !93
    #dbg_value(i64 5, !67, !DIExpression(), !90)
    #dbg_value(i64 2, !65, !DIExpression(), !89)
  %10 = getelementptr inbounds i8, ptr %5, i64 80
    #dbg_value(i32 0, !67, !DIExpression(), !90)
    #dbg_value(i64 0, !67, !DIExpression(), !90)
    #dbg_value(i64 1, !67, !DIExpression(), !90)
  store <2 x double> <double 2.000000e+00, double 2.500000e+00>, ptr %10, align 8, !dbg !91, !tbaa !93
    #dbg_value(i64 2, !67, !DIExpression(), !90)
  %11 = getelementptr inbounds i8, ptr %5, i64 96, !dbg !97
    #dbg_value(i64 3, !67, !DIExpression(), !90)
  store <2 x double> <double 3.000000e+00, double 3.500000e+00>, ptr %11, align 8, !dbg !91, !tbaa !93
    #dbg_value(i64 4, !67, !DIExpression(), !90)
  %12 = getelementptr inbounds i8, ptr %5, i64 112, !dbg !97
    #dbg_value(i64 5, !67, !DIExpression(), !90)
    #dbg_value(i64 3, !65, !DIExpression(), !89)
    #dbg_value(i32 0, !67, !DIExpression(), !90)
    #dbg_value(i64 0, !67, !DIExpression(), !90)
  store <2 x double> <double 4.000000e+00, double 3.000000e+00>, ptr %12, align 8, !dbg !91, !tbaa !93
    #dbg_value(i64 1, !67, !DIExpression(), !90)
  %13 = getelementptr inbounds i8, ptr %5, i64 128, !dbg !97
    #dbg_value(i64 2, !67, !DIExpression(), !90)
  store <2 x double> <double 3.500000e+00, double 4.000000e+00>, ptr %13, align 8, !dbg !91, !tbaa !93
    #dbg_value(i64 3, !67, !DIExpression(), !90)
  %14 = getelementptr inbounds i8, ptr %5, i64 144, !dbg !97
    #dbg_value(i64 4, !67, !DIExpression(), !90)
  store <2 x double> <double 4.500000e+00, double 5.000000e+00>, ptr %14, align 8, !dbg !91, !tbaa !93
    #dbg_value(i64 5, !67, !DIExpression(), !90)
    #dbg_value(i64 4, !65, !DIExpression(), !89)
  %15 = getelementptr inbounds i8, ptr %5, i64 160
    #dbg_value(i32 0, !67, !DIExpression(), !90)
    #dbg_value(i64 0, !67, !DIExpression(), !90)
    #dbg_value(i64 1, !67, !DIExpression(), !90)
  store <2 x double> <double 4.000000e+00, double 4.500000e+00>, ptr %15, align 8, !dbg !91, !tbaa !93
    #dbg_value(i64 2, !67, !DIExpression(), !90)
  %16 = getelementptr inbounds i8, ptr %5, i64 176, !dbg !97
    #dbg_value(i64 3, !67, !DIExpression(), !90)
  store <2 x double> <double 5.000000e+00, double 5.500000e+00>, ptr %16, align 8, !dbg !91, !tbaa !93
    #dbg_value(i64 4, !67, !DIExpression(), !90)
  %17 = getelementptr inbounds i8, ptr %5, i64 192, !dbg !97
  store double 6.000000e+00, ptr %17, align 8, !dbg !91, !tbaa !93
    #dbg_value(i64 5, !67, !DIExpression(), !90)
    #dbg_value(i64 5, !65, !DIExpression(), !89)
  %18 = tail call fastcc double @matrix_trace(ptr noundef nonnull %5), !dbg !98
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %18), !dbg !99
  tail call void @free(ptr noundef %5) #15, !dbg !100
    #dbg_value(i32 3, !70, !DIExpression(), !87)
    #dbg_value(i32 7, !71, !DIExpression(), !87)
  %20 = alloca [21 x i32], align 16, !dbg !101
    #dbg_value(i64 3, !72, !DIExpression(), !87)
    #dbg_value(i64 7, !73, !DIExpression(), !87)
    #dbg_declare(ptr %20, !74, !DIExpression(), !102)
  call fastcc void @fill(ptr noundef nonnull %20), !dbg !103
  %21 = getelementptr inbounds i8, ptr %20, i64 80, !dbg !104
  %22 = load i32, ptr %21, align 16, !dbg !104, !tbaa !105
  %23 = getelementptr inbounds i8, ptr %20, i64 40, !dbg !107
  %24 = load i32, ptr %23, align 8, !dbg !107, !tbaa !105
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %22, i32 noundef %24, i64 noundef 84), !dbg !108
  %26 = tail call fastcc i32 @alloca_strs(), !dbg !109
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %26), !dbg !110
  %28 = tail call fastcc i32 @alloca_aligned(), !dbg !111
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %28), !dbg !112
  %30 = tail call fastcc i32 @vla_loop(), !dbg !113
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %30), !dbg !114
  %32 = tail call fastcc i32 @vla_goto_scope(), !dbg !115
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %32), !dbg !116
    #dbg_value(ptr poison, !79, !DIExpression(), !87)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 28, i32 noundef 99), !dbg !117
  %35 = tail call fastcc i64 @vla_sum(i32 noundef 10), !dbg !118
  %36 = trunc i64 %35 to i32, !dbg !119
  %37 = and i32 %36, 255, !dbg !119
  ret i32 %37, !dbg !120
}

; Function Attrs: nofree nounwind
declare !dbg !121 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc range(i64 -9223372036854775800, -9223372036854775808) i64 @vla_sum(i32 noundef %0) unnamed_addr #2 !dbg !128 {
    #dbg_value(i32 %0, !132, !DIExpression(), !143)
  %2 = zext i32 %0 to i64, !dbg !144
  %3 = alloca i64, i64 %2, align 16, !dbg !144
    #dbg_value(i64 %2, !133, !DIExpression(), !143)
    #dbg_declare(ptr %3, !134, !DIExpression(), !145)
    #dbg_value(i32 0, !138, !DIExpression(), !146)
  %4 = icmp sgt i32 %0, 0, !dbg !147
  br i1 %4, label %5, label %62, !dbg !149

5:                                                ; preds = %1
  %6 = and i64 %2, 3, !dbg !149
  %7 = icmp ult i32 %0, 4, !dbg !149
  br i1 %7, label %10, label %8, !dbg !149

8:                                                ; preds = %5
  %9 = and i64 %2, 2147483644, !dbg !149
  br label %45, !dbg !149

10:                                               ; preds = %45, %5
  %11 = phi i64 [ 0, %5 ], [ %59, %45 ]
  %12 = icmp eq i64 %6, 0, !dbg !149
  br i1 %12, label %21, label %13, !dbg !149

13:                                               ; preds = %10, %13
  %14 = phi i64 [ %18, %13 ], [ %11, %10 ]
  %15 = phi i64 [ %19, %13 ], [ 0, %10 ]
    #dbg_value(i64 %14, !138, !DIExpression(), !146)
  %16 = mul nuw nsw i64 %14, %14, !dbg !150
  %17 = getelementptr inbounds i64, ptr %3, i64 %14, !dbg !151
  store i64 %16, ptr %17, align 8, !dbg !152, !tbaa !153
  %18 = add nuw nsw i64 %14, 1, !dbg !155
    #dbg_value(i64 %18, !138, !DIExpression(), !146)
  %19 = add i64 %15, 1, !dbg !149
  %20 = icmp eq i64 %19, %6, !dbg !149
  br i1 %20, label %21, label %13, !dbg !149, !llvm.loop !156

21:                                               ; preds = %13, %10
    #dbg_value(i32 0, !141, !DIExpression(), !158)
    #dbg_value(i64 0, !140, !DIExpression(), !143)
  br i1 %4, label %22, label %62, !dbg !159

22:                                               ; preds = %21
  %23 = icmp ult i32 %0, 4, !dbg !159
  br i1 %23, label %24, label %27, !dbg !159

24:                                               ; preds = %41, %22
  %25 = phi i64 [ 0, %22 ], [ %28, %41 ]
  %26 = phi i64 [ 0, %22 ], [ %43, %41 ]
  br label %66, !dbg !159

27:                                               ; preds = %22
  %28 = and i64 %2, 2147483644, !dbg !159
  br label %29, !dbg !159

29:                                               ; preds = %29, %27
  %30 = phi i64 [ 0, %27 ], [ %39, %29 ], !dbg !160
  %31 = phi <2 x i64> [ zeroinitializer, %27 ], [ %37, %29 ]
  %32 = phi <2 x i64> [ zeroinitializer, %27 ], [ %38, %29 ]
  %33 = getelementptr inbounds i64, ptr %3, i64 %30, !dbg !162
  %34 = getelementptr inbounds i8, ptr %33, i64 16, !dbg !162
  %35 = load <2 x i64>, ptr %33, align 16, !dbg !162, !tbaa !153
  %36 = load <2 x i64>, ptr %34, align 16, !dbg !162, !tbaa !153
  %37 = add <2 x i64> %35, %31, !dbg !163
  %38 = add <2 x i64> %36, %32, !dbg !163
  %39 = add nuw i64 %30, 4, !dbg !160
  %40 = icmp eq i64 %39, %28, !dbg !160
  br i1 %40, label %41, label %29, !dbg !160, !llvm.loop !164

41:                                               ; preds = %29
  %42 = add <2 x i64> %38, %37, !dbg !159
  %43 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %42), !dbg !159
  %44 = icmp eq i64 %28, %2, !dbg !159
  br i1 %44, label %62, label %24, !dbg !159

45:                                               ; preds = %45, %8
  %46 = phi i64 [ 0, %8 ], [ %59, %45 ]
  %47 = phi i64 [ 0, %8 ], [ %60, %45 ]
    #dbg_value(i64 %46, !138, !DIExpression(), !146)
  %48 = mul nuw nsw i64 %46, %46, !dbg !150
  %49 = getelementptr inbounds i64, ptr %3, i64 %46, !dbg !151
  store i64 %48, ptr %49, align 16, !dbg !152, !tbaa !153
  %50 = or disjoint i64 %46, 1, !dbg !155
    #dbg_value(i64 %50, !138, !DIExpression(), !146)
  %51 = mul nuw nsw i64 %50, %50, !dbg !150
  %52 = getelementptr inbounds i64, ptr %3, i64 %50, !dbg !151
  store i64 %51, ptr %52, align 8, !dbg !152, !tbaa !153
  %53 = or disjoint i64 %46, 2, !dbg !155
    #dbg_value(i64 %53, !138, !DIExpression(), !146)
  %54 = mul nuw nsw i64 %53, %53, !dbg !150
  %55 = getelementptr inbounds i64, ptr %3, i64 %53, !dbg !151
  store i64 %54, ptr %55, align 16, !dbg !152, !tbaa !153
  %56 = or disjoint i64 %46, 3, !dbg !155
    #dbg_value(i64 %56, !138, !DIExpression(), !146)
  %57 = mul nuw nsw i64 %56, %56, !dbg !150
  %58 = getelementptr inbounds i64, ptr %3, i64 %56, !dbg !151
  store i64 %57, ptr %58, align 8, !dbg !152, !tbaa !153
  %59 = add nuw nsw i64 %46, 4, !dbg !155
    #dbg_value(i64 %59, !138, !DIExpression(), !146)
  %60 = add i64 %47, 4, !dbg !149
  %61 = icmp eq i64 %60, %9, !dbg !149
  br i1 %61, label %10, label %45, !dbg !149, !llvm.loop !169

62:                                               ; preds = %66, %41, %1, %21
  %63 = phi i64 [ 0, %21 ], [ 0, %1 ], [ %43, %41 ], [ %71, %66 ], !dbg !171
  %64 = shl nuw nsw i64 %2, 3, !dbg !172
  %65 = add nsw i64 %63, %64, !dbg !173
  ret i64 %65, !dbg !174

66:                                               ; preds = %24, %66
  %67 = phi i64 [ %72, %66 ], [ %25, %24 ]
  %68 = phi i64 [ %71, %66 ], [ %26, %24 ]
    #dbg_value(i64 %67, !141, !DIExpression(), !158)
    #dbg_value(i64 %68, !140, !DIExpression(), !143)
  %69 = getelementptr inbounds i64, ptr %3, i64 %67, !dbg !162
  %70 = load i64, ptr %69, align 8, !dbg !162, !tbaa !153
  %71 = add nsw i64 %70, %68, !dbg !163
    #dbg_value(i64 %71, !140, !DIExpression(), !143)
  %72 = add nuw nsw i64 %67, 1, !dbg !160
    #dbg_value(i64 %72, !141, !DIExpression(), !158)
  %73 = icmp eq i64 %72, %2, !dbg !175
  br i1 %73, label %62, label %66, !dbg !159, !llvm.loop !176
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !177 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @matrix_trace(ptr nocapture noundef readonly %0) unnamed_addr #4 !dbg !182 {
    #dbg_value(i32 5, !186, !DIExpression(), !191)
    #dbg_value(ptr %0, !187, !DIExpression(), !191)
    #dbg_value(double 0.000000e+00, !188, !DIExpression(), !191)
    #dbg_value(i32 0, !189, !DIExpression(), !192)
    #dbg_value(i64 0, !189, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !188, !DIExpression(), !191)
  %2 = load double, ptr %0, align 8, !dbg !193, !tbaa !93
  %3 = fadd double %2, 0.000000e+00, !dbg !195
    #dbg_value(double %3, !188, !DIExpression(), !191)
    #dbg_value(i64 1, !189, !DIExpression(), !192)
  %4 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !193
  %5 = load double, ptr %4, align 8, !dbg !193, !tbaa !93
  %6 = fadd double %3, %5, !dbg !195
    #dbg_value(double %6, !188, !DIExpression(), !191)
    #dbg_value(i64 2, !189, !DIExpression(), !192)
  %7 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !193
  %8 = load double, ptr %7, align 8, !dbg !193, !tbaa !93
  %9 = fadd double %6, %8, !dbg !195
    #dbg_value(double %9, !188, !DIExpression(), !191)
    #dbg_value(i64 3, !189, !DIExpression(), !192)
  %10 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !193
  %11 = load double, ptr %10, align 8, !dbg !193, !tbaa !93
  %12 = fadd double %9, %11, !dbg !195
    #dbg_value(double %12, !188, !DIExpression(), !191)
    #dbg_value(i64 4, !189, !DIExpression(), !192)
  %13 = getelementptr inbounds i8, ptr %0, i64 192, !dbg !193
  %14 = load double, ptr %13, align 8, !dbg !193, !tbaa !93
  %15 = fadd double %12, %14, !dbg !195
    #dbg_value(double %15, !188, !DIExpression(), !191)
    #dbg_value(i64 5, !189, !DIExpression(), !192)
  ret double %15, !dbg !196
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !197 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @fill(ptr nocapture noundef writeonly %0) unnamed_addr #7 !dbg !200 {
    #dbg_value(i32 3, !205, !DIExpression(), !213)
    #dbg_value(i32 7, !206, !DIExpression(), !213)
    #dbg_value(ptr %0, !207, !DIExpression(), !213)
    #dbg_value(i32 0, !208, !DIExpression(), !214)
    #dbg_value(i64 0, !208, !DIExpression(), !214)
    #dbg_value(i32 0, !210, !DIExpression(), !215)
    #dbg_value(i64 0, !210, !DIExpression(), !215)
    #dbg_value(i64 1, !210, !DIExpression(), !215)
    #dbg_value(i64 2, !210, !DIExpression(), !215)
    #dbg_value(i64 3, !210, !DIExpression(), !215)
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %0, align 4, !dbg !216, !tbaa !105
    #dbg_value(i64 4, !210, !DIExpression(), !215)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !218
    #dbg_value(i64 5, !210, !DIExpression(), !215)
    #dbg_value(i64 6, !210, !DIExpression(), !215)
    #dbg_value(i64 7, !210, !DIExpression(), !215)
    #dbg_value(i64 1, !208, !DIExpression(), !214)
    #dbg_value(i32 0, !210, !DIExpression(), !215)
    #dbg_value(i64 0, !210, !DIExpression(), !215)
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %2, align 4, !dbg !216, !tbaa !105
    #dbg_value(i64 1, !210, !DIExpression(), !215)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !218
    #dbg_value(i64 2, !210, !DIExpression(), !215)
    #dbg_value(i64 3, !210, !DIExpression(), !215)
    #dbg_value(i64 4, !210, !DIExpression(), !215)
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %3, align 4, !dbg !216, !tbaa !105
    #dbg_value(i64 5, !210, !DIExpression(), !215)
  %4 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !218
    #dbg_value(i64 6, !210, !DIExpression(), !215)
    #dbg_value(i64 7, !210, !DIExpression(), !215)
    #dbg_value(i64 2, !208, !DIExpression(), !214)
    #dbg_value(i32 0, !210, !DIExpression(), !215)
    #dbg_value(i64 0, !210, !DIExpression(), !215)
    #dbg_value(i64 1, !210, !DIExpression(), !215)
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, ptr %4, align 4, !dbg !216, !tbaa !105
    #dbg_value(i64 2, !210, !DIExpression(), !215)
  %5 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !218
    #dbg_value(i64 3, !210, !DIExpression(), !215)
    #dbg_value(i64 4, !210, !DIExpression(), !215)
    #dbg_value(i64 5, !210, !DIExpression(), !215)
  store <4 x i32> <i32 16, i32 17, i32 18, i32 19>, ptr %5, align 4, !dbg !216, !tbaa !105
    #dbg_value(i64 6, !210, !DIExpression(), !215)
  %6 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !218
  store i32 20, ptr %6, align 4, !dbg !216, !tbaa !105
    #dbg_value(i64 7, !210, !DIExpression(), !215)
    #dbg_value(i64 3, !208, !DIExpression(), !214)
  ret void, !dbg !219
}

; Function Attrs: nofree noinline nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @alloca_strs() unnamed_addr #8 !dbg !220 {
    #dbg_value(i32 40, !224, !DIExpression(), !233)
  %1 = alloca [320 x i8], align 16, !dbg !234
    #dbg_value(ptr %1, !225, !DIExpression(), !233)
    #dbg_value(i32 0, !228, !DIExpression(), !233)
    #dbg_value(i32 0, !229, !DIExpression(), !235)
  br label %2, !dbg !236

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %24, %2 ]
  %4 = trunc i64 %3 to i32
    #dbg_value(i64 %3, !229, !DIExpression(), !235)
  %5 = add nuw nsw i64 %3, 2, !dbg !237
  %6 = alloca i8, i64 %5, align 16, !dbg !237
  %7 = getelementptr inbounds ptr, ptr %1, i64 %3, !dbg !240
  store ptr %6, ptr %7, align 16, !dbg !241, !tbaa !242
  %8 = add nuw nsw i32 %4, 230, !dbg !244
  %9 = icmp ult i64 %3, 26, !dbg !244
  %10 = select i1 %9, i32 %4, i32 %8, !dbg !244
  %11 = trunc i32 %10 to i8, !dbg !245
  %12 = add nuw i8 %11, 97, !dbg !245
  %13 = or disjoint i64 %3, 1, !dbg !246
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %6, i8 %12, i64 %13, i1 false), !dbg !245
  %14 = getelementptr inbounds i8, ptr %6, i64 %13, !dbg !247
  store i8 0, ptr %14, align 1, !dbg !248, !tbaa !249
    #dbg_value(i64 %3, !229, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !235)
  %15 = trunc i64 %13 to i32
  %16 = add nuw nsw i64 %3, 3, !dbg !237
  %17 = alloca i8, i64 %16, align 16, !dbg !237
  %18 = getelementptr inbounds ptr, ptr %1, i64 %13, !dbg !240
  store ptr %17, ptr %18, align 8, !dbg !241, !tbaa !242
  %19 = add nuw nsw i32 %15, 230, !dbg !244
  %20 = icmp ult i64 %3, 26, !dbg !244
  %21 = select i1 %20, i32 %15, i32 %19, !dbg !244
  %22 = trunc i32 %21 to i8, !dbg !245
  %23 = add nuw i8 %22, 97, !dbg !245
  %24 = add nuw nsw i64 %3, 2, !dbg !246
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %17, i8 %23, i64 %24, i1 false), !dbg !245
  %25 = getelementptr inbounds i8, ptr %17, i64 %24, !dbg !247
  store i8 0, ptr %25, align 2, !dbg !248, !tbaa !249
    #dbg_value(i64 %24, !229, !DIExpression(), !235)
  %26 = icmp eq i64 %24, 40, !dbg !250
  br i1 %26, label %28, label %2, !dbg !236, !llvm.loop !251

27:                                               ; preds = %28
  ret i32 %39, !dbg !253

28:                                               ; preds = %2, %28
  %29 = phi i64 [ %40, %28 ], [ 0, %2 ]
  %30 = phi i32 [ %39, %28 ], [ 0, %2 ]
    #dbg_value(i64 %29, !231, !DIExpression(), !254)
    #dbg_value(i32 %30, !228, !DIExpression(), !233)
  %31 = getelementptr inbounds ptr, ptr %1, i64 %29, !dbg !255
  %32 = load ptr, ptr %31, align 8, !dbg !255, !tbaa !242
  %33 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %32) #16, !dbg !257
  %34 = trunc i64 %33 to i32, !dbg !258
  %35 = load i8, ptr %32, align 1, !dbg !259, !tbaa !249
  %36 = sext i8 %35 to i32, !dbg !259
  %37 = add nsw i32 %36, -96, !dbg !260
  %38 = mul nsw i32 %37, %34, !dbg !261
  %39 = add nsw i32 %38, %30, !dbg !262
    #dbg_value(i32 %39, !228, !DIExpression(), !233)
  %40 = add nuw nsw i64 %29, 1, !dbg !263
    #dbg_value(i64 %40, !231, !DIExpression(), !254)
  %41 = icmp eq i64 %40, 40, !dbg !264
  br i1 %41, label %27, label %28, !dbg !265, !llvm.loop !266
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @alloca_aligned() unnamed_addr #9 !dbg !268 {
    #dbg_value(i32 20, !270, !DIExpression(), !277)
    #dbg_value(i32 0, !271, !DIExpression(), !277)
    #dbg_value(i32 poison, !271, !DIExpression(), !277)
  ret i32 20, !dbg !278
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i32 @vla_loop() unnamed_addr #10 !dbg !279 {
    #dbg_value(i32 300, !281, !DIExpression(), !292)
    #dbg_value(i32 0, !282, !DIExpression(), !292)
    #dbg_value(i32 1, !283, !DIExpression(), !293)
  br label %2, !dbg !294

1:                                                ; preds = %2
  ret i32 %27, !dbg !295

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 1, %0 ], [ %28, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %27, %2 ]
    #dbg_value(i32 %4, !282, !DIExpression(), !292)
    #dbg_value(i64 %3, !283, !DIExpression(), !293)
  %5 = mul nuw nsw i64 %3, 100, !dbg !296
  %6 = tail call ptr @llvm.stacksave.p0(), !dbg !297
  %7 = alloca i8, i64 %5, align 16, !dbg !297
    #dbg_value(i64 %5, !285, !DIExpression(), !298)
    #dbg_declare(ptr %7, !288, !DIExpression(), !299)
  %8 = trunc i64 %3 to i8, !dbg !300
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %7, i8 %8, i64 %5, i1 false), !dbg !300
  %9 = getelementptr i8, ptr %7, i64 %5, !dbg !301
  %10 = getelementptr i8, ptr %9, i64 -1, !dbg !301
  %11 = load i8, ptr %10, align 1, !dbg !301, !tbaa !249
  %12 = sext i8 %11 to i32, !dbg !301
  %13 = trunc nuw nsw i64 %5 to i32, !dbg !302
  %14 = add i32 %4, %13, !dbg !302
  %15 = add i32 %14, %12, !dbg !303
    #dbg_value(i32 %15, !282, !DIExpression(), !292)
  tail call void @llvm.stackrestore.p0(ptr %6), !dbg !304
  %16 = add nuw nsw i64 %3, 1, !dbg !305
    #dbg_value(i64 %16, !283, !DIExpression(), !293)
  %17 = mul nuw nsw i64 %16, 100, !dbg !296
  %18 = tail call ptr @llvm.stacksave.p0(), !dbg !297
  %19 = alloca i8, i64 %17, align 16, !dbg !297
    #dbg_value(i64 %17, !285, !DIExpression(), !298)
    #dbg_declare(ptr %19, !288, !DIExpression(), !299)
  %20 = trunc i64 %16 to i8, !dbg !300
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %19, i8 %20, i64 %17, i1 false), !dbg !300
  %21 = getelementptr i8, ptr %19, i64 %17, !dbg !301
  %22 = getelementptr i8, ptr %21, i64 -1, !dbg !301
  %23 = load i8, ptr %22, align 1, !dbg !301, !tbaa !249
  %24 = sext i8 %23 to i32, !dbg !301
  %25 = trunc nuw nsw i64 %17 to i32, !dbg !302
  %26 = add i32 %15, %25, !dbg !302
  %27 = add i32 %26, %24, !dbg !303
    #dbg_value(i32 %27, !282, !DIExpression(), !292)
  tail call void @llvm.stackrestore.p0(ptr %18), !dbg !304
  %28 = add nuw nsw i64 %3, 2, !dbg !305
    #dbg_value(i64 %28, !283, !DIExpression(), !293)
  %29 = icmp eq i64 %28, 301, !dbg !306
  br i1 %29, label %1, label %2, !dbg !294, !llvm.loop !307
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i32 @vla_goto_scope() unnamed_addr #10 !dbg !309 {
    #dbg_value(i32 60, !311, !DIExpression(), !324)
    #dbg_value(i32 0, !312, !DIExpression(), !324)
    #dbg_value(i32 0, !313, !DIExpression(), !325)
  br label %1, !dbg !326

1:                                                ; preds = %26, %0
  %2 = phi i64 [ %7, %26 ], [ 0, %0 ], !dbg !327
  %3 = phi i64 [ %31, %26 ], [ 1, %0 ], !dbg !327
  %4 = phi i32 [ %29, %26 ], [ 0, %0 ], !dbg !324
    #dbg_value(i32 %4, !312, !DIExpression(), !324)
    #dbg_value(i64 %2, !313, !DIExpression(), !325)
  %5 = icmp eq i64 %2, 60, !dbg !328
  br i1 %5, label %38, label %6, !dbg !329

6:                                                ; preds = %1
  %7 = add nuw nsw i64 %2, 1, !dbg !330
  %8 = tail call ptr @llvm.stacksave.p0(), !dbg !331
  %9 = alloca i32, i64 %7, align 16, !dbg !331
    #dbg_value(i64 %7, !315, !DIExpression(), !332)
    #dbg_declare(ptr %9, !318, !DIExpression(), !333)
    #dbg_value(i32 0, !322, !DIExpression(), !334)
  %10 = icmp ult i64 %3, 8, !dbg !335
  br i1 %10, label %11, label %13, !dbg !335

11:                                               ; preds = %24, %6
  %12 = phi i64 [ 0, %6 ], [ %14, %24 ]
  br label %32, !dbg !335

13:                                               ; preds = %6
  %14 = and i64 %3, 9223372036854775800, !dbg !335
  br label %15, !dbg !335

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %21, %15 ], !dbg !336
  %17 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %13 ], [ %22, %15 ], !dbg !338
  %18 = add <4 x i32> %17, <i32 4, i32 4, i32 4, i32 4>, !dbg !338
  %19 = getelementptr inbounds i32, ptr %9, i64 %16, !dbg !339
  %20 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !338
  store <4 x i32> %17, ptr %19, align 16, !dbg !338, !tbaa !105
  store <4 x i32> %18, ptr %20, align 16, !dbg !338, !tbaa !105
  %21 = add nuw i64 %16, 8, !dbg !336
  %22 = add <4 x i32> %17, <i32 8, i32 8, i32 8, i32 8>, !dbg !338
  %23 = icmp eq i64 %21, %14, !dbg !336
  br i1 %23, label %24, label %15, !dbg !336, !llvm.loop !340

24:                                               ; preds = %15
  %25 = icmp eq i64 %3, %14, !dbg !335
  br i1 %25, label %26, label %11, !dbg !335

26:                                               ; preds = %32, %24
  %27 = getelementptr inbounds i32, ptr %9, i64 %2, !dbg !342
  %28 = load i32, ptr %27, align 4, !dbg !342, !tbaa !105
  %29 = add nsw i32 %28, %4, !dbg !343
    #dbg_value(i32 %29, !312, !DIExpression(), !324)
  %30 = icmp slt i32 %29, 1001, !dbg !344
  tail call void @llvm.stackrestore.p0(ptr %8), !dbg !346
  %31 = add nuw nsw i64 %3, 1
  br i1 %30, label %1, label %38, !llvm.loop !347

32:                                               ; preds = %11, %32
  %33 = phi i64 [ %36, %32 ], [ %12, %11 ]
    #dbg_value(i64 %33, !322, !DIExpression(), !334)
  %34 = getelementptr inbounds i32, ptr %9, i64 %33, !dbg !339
  %35 = trunc nuw nsw i64 %33 to i32, !dbg !338
  store i32 %35, ptr %34, align 4, !dbg !338, !tbaa !105
  %36 = add nuw nsw i64 %33, 1, !dbg !336
    #dbg_value(i64 %36, !322, !DIExpression(), !334)
  %37 = icmp eq i64 %36, %3, !dbg !349
  br i1 %37, label %26, label %32, !dbg !335, !llvm.loop !350

38:                                               ; preds = %1, %26
  %39 = phi i32 [ %29, %26 ], [ %4, %1 ], !dbg !324
    #dbg_value(i32 %39, !312, !DIExpression(), !324)
  ret i32 %39, !dbg !351
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !352 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #13

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree noinline nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree noinline norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind allocsize(0) }
attributes #15 = { nounwind }
attributes #16 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!36}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/alloca_vla.c", directory: ".", checksumkind: CSK_MD5, checksum: "83bf4891609d3b3ae8ad499252a04c23")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 21)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 19)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 16)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !14, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 13)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 14)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !19, isLocal: true, isDefinition: true)
!36 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !37, globals: !45, splitDebugInlining: false, nameTableKind: None)
!37 = !{!38, !39, !40, !43}
!38 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!39 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !41, line: 18, baseType: !42)
!41 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!42 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !44, line: 90, baseType: !42)
!44 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!45 = !{!0, !7, !12, !17, !22, !24, !29, !34}
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 2}
!52 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!53 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!54 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 34, type: !55, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{!38}
!57 = !{!58, !59, !65, !67, !70, !71, !72, !73, !74, !79}
!58 = !DILocalVariable(name: "n", scope: !54, file: !2, line: 36, type: !38)
!59 = !DILocalVariable(name: "m", scope: !54, file: !2, line: 36, type: !60)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, elements: !63)
!62 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!63 = !{!64}
!64 = !DISubrange(count: -1)
!65 = !DILocalVariable(name: "i", scope: !66, file: !2, line: 36, type: !38)
!66 = distinct !DILexicalBlock(scope: !54, file: !2, line: 36, column: 63)
!67 = !DILocalVariable(name: "j", scope: !68, file: !2, line: 36, type: !38)
!68 = distinct !DILexicalBlock(scope: !69, file: !2, line: 36, column: 91)
!69 = distinct !DILexicalBlock(scope: !66, file: !2, line: 36, column: 63)
!70 = !DILocalVariable(name: "r", scope: !54, file: !2, line: 38, type: !38)
!71 = !DILocalVariable(name: "c", scope: !54, file: !2, line: 38, type: !38)
!72 = !DILocalVariable(name: "__vla_expr0", scope: !54, type: !42, flags: DIFlagArtificial)
!73 = !DILocalVariable(name: "__vla_expr1", scope: !54, type: !42, flags: DIFlagArtificial)
!74 = !DILocalVariable(name: "mm", scope: !54, file: !2, line: 38, type: !75)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, elements: !76)
!76 = !{!77, !78}
!77 = !DISubrange(count: !72)
!78 = !DISubrange(count: !73)
!79 = !DILocalVariable(name: "rows", scope: !54, file: !2, line: 43, type: !80)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "row_t", scope: !54, file: !2, line: 43, baseType: !82)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, elements: !63)
!83 = !DILocation(line: 35, column: 37, scope: !54)
!84 = !DILocation(line: 35, column: 49, scope: !54)
!85 = !DILocation(line: 35, column: 63, scope: !54)
!86 = !DILocation(line: 35, column: 5, scope: !54)
!87 = !DILocation(line: 0, scope: !54)
!88 = !DILocation(line: 36, column: 33, scope: !54)
!89 = !DILocation(line: 0, scope: !66)
!90 = !DILocation(line: 0, scope: !68)
!91 = !DILocation(line: 36, column: 127, scope: !92)
!92 = distinct !DILexicalBlock(scope: !68, file: !2, line: 36, column: 91)
!93 = !{!94, !94, i64 0}
!94 = !{!"double", !95, i64 0}
!95 = !{!"omnipotent char", !96, i64 0}
!96 = !{!"Simple C/C++ TBAA"}
!97 = !DILocation(line: 36, column: 119, scope: !92)
!98 = !DILocation(line: 37, column: 26, scope: !54)
!99 = !DILocation(line: 37, column: 5, scope: !54)
!100 = !DILocation(line: 37, column: 47, scope: !54)
!101 = !DILocation(line: 38, column: 23, scope: !54)
!102 = !DILocation(line: 38, column: 27, scope: !54)
!103 = !DILocation(line: 38, column: 37, scope: !54)
!104 = !DILocation(line: 38, column: 83, scope: !54)
!105 = !{!106, !106, i64 0}
!106 = !{!"int", !95, i64 0}
!107 = !DILocation(line: 38, column: 93, scope: !54)
!108 = !DILocation(line: 38, column: 53, scope: !54)
!109 = !DILocation(line: 39, column: 32, scope: !54)
!110 = !DILocation(line: 39, column: 5, scope: !54)
!111 = !DILocation(line: 40, column: 35, scope: !54)
!112 = !DILocation(line: 40, column: 5, scope: !54)
!113 = !DILocation(line: 41, column: 29, scope: !54)
!114 = !DILocation(line: 41, column: 5, scope: !54)
!115 = !DILocation(line: 42, column: 30, scope: !54)
!116 = !DILocation(line: 42, column: 5, scope: !54)
!117 = !DILocation(line: 43, column: 85, scope: !54)
!118 = !DILocation(line: 44, column: 18, scope: !54)
!119 = !DILocation(line: 44, column: 12, scope: !54)
!120 = !DILocation(line: 45, column: 1, scope: !54)
!121 = !DISubprogram(name: "printf", scope: !122, file: !122, line: 356, type: !123, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!122 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!123 = !DISubroutineType(types: !124)
!124 = !{!38, !125, null}
!125 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !126)
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64)
!127 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!128 = distinct !DISubprogram(name: "vla_sum", scope: !2, file: !2, line: 9, type: !129, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !131)
!129 = !DISubroutineType(types: !130)
!130 = !{!39, !38}
!131 = !{!132, !133, !134, !138, !140, !141}
!132 = !DILocalVariable(name: "n", arg: 1, scope: !128, file: !2, line: 9, type: !38)
!133 = !DILocalVariable(name: "__vla_expr0", scope: !128, type: !42, flags: DIFlagArtificial)
!134 = !DILocalVariable(name: "a", scope: !128, file: !2, line: 9, type: !135)
!135 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, elements: !136)
!136 = !{!137}
!137 = !DISubrange(count: !133)
!138 = !DILocalVariable(name: "i", scope: !139, file: !2, line: 9, type: !38)
!139 = distinct !DILexicalBlock(scope: !128, file: !2, line: 9, column: 67)
!140 = !DILocalVariable(name: "s", scope: !128, file: !2, line: 9, type: !39)
!141 = !DILocalVariable(name: "i", scope: !142, file: !2, line: 9, type: !38)
!142 = distinct !DILexicalBlock(scope: !128, file: !2, line: 9, column: 127)
!143 = !DILocation(line: 0, scope: !128)
!144 = !DILocation(line: 9, column: 56, scope: !128)
!145 = !DILocation(line: 9, column: 61, scope: !128)
!146 = !DILocation(line: 0, scope: !139)
!147 = !DILocation(line: 9, column: 85, scope: !148)
!148 = distinct !DILexicalBlock(scope: !139, file: !2, line: 9, column: 67)
!149 = !DILocation(line: 9, column: 67, scope: !139)
!150 = !DILocation(line: 9, column: 110, scope: !148)
!151 = !DILocation(line: 9, column: 95, scope: !148)
!152 = !DILocation(line: 9, column: 100, scope: !148)
!153 = !{!154, !154, i64 0}
!154 = !{!"long", !95, i64 0}
!155 = !DILocation(line: 9, column: 91, scope: !148)
!156 = distinct !{!156, !157}
!157 = !{!"llvm.loop.unroll.disable"}
!158 = !DILocation(line: 0, scope: !142)
!159 = !DILocation(line: 9, column: 127, scope: !142)
!160 = !DILocation(line: 9, column: 151, scope: !161)
!161 = distinct !DILexicalBlock(scope: !142, file: !2, line: 9, column: 127)
!162 = !DILocation(line: 9, column: 160, scope: !161)
!163 = !DILocation(line: 9, column: 157, scope: !161)
!164 = distinct !{!164, !159, !165, !166, !167, !168}
!165 = !DILocation(line: 9, column: 163, scope: !142)
!166 = !{!"llvm.loop.mustprogress"}
!167 = !{!"llvm.loop.isvectorized", i32 1}
!168 = !{!"llvm.loop.unroll.runtime.disable"}
!169 = distinct !{!169, !149, !170, !166}
!170 = !DILocation(line: 9, column: 112, scope: !139)
!171 = !DILocation(line: 9, scope: !128)
!172 = !DILocation(line: 9, column: 183, scope: !128)
!173 = !DILocation(line: 9, column: 175, scope: !128)
!174 = !DILocation(line: 9, column: 193, scope: !128)
!175 = !DILocation(line: 9, column: 145, scope: !161)
!176 = distinct !{!176, !159, !165, !166, !168, !167}
!177 = !DISubprogram(name: "malloc", scope: !178, file: !178, line: 553, type: !179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!179 = !DISubroutineType(types: !180)
!180 = !{!181, !40}
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!182 = distinct !DISubprogram(name: "matrix_trace", scope: !2, file: !2, line: 10, type: !183, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !185)
!183 = !DISubroutineType(cc: DW_CC_nocall, types: !184)
!184 = !{!62, !38, !60}
!185 = !{!186, !187, !188, !189}
!186 = !DILocalVariable(name: "n", arg: 1, scope: !182, file: !2, line: 10, type: !38)
!187 = !DILocalVariable(name: "m", arg: 2, scope: !182, file: !2, line: 10, type: !60)
!188 = !DILocalVariable(name: "t", scope: !182, file: !2, line: 10, type: !62)
!189 = !DILocalVariable(name: "i", scope: !190, file: !2, line: 10, type: !38)
!190 = distinct !DILexicalBlock(scope: !182, file: !2, line: 10, column: 93)
!191 = !DILocation(line: 0, scope: !182)
!192 = !DILocation(line: 0, scope: !190)
!193 = !DILocation(line: 10, column: 126, scope: !194)
!194 = distinct !DILexicalBlock(scope: !190, file: !2, line: 10, column: 93)
!195 = !DILocation(line: 10, column: 123, scope: !194)
!196 = !DILocation(line: 10, column: 135, scope: !182)
!197 = !DISubprogram(name: "free", scope: !178, file: !178, line: 568, type: !198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!198 = !DISubroutineType(types: !199)
!199 = !{null, !181}
!200 = distinct !DISubprogram(name: "fill", scope: !2, file: !2, line: 11, type: !201, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !204)
!201 = !DISubroutineType(cc: DW_CC_nocall, types: !202)
!202 = !{null, !38, !38, !203}
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!204 = !{!205, !206, !207, !208, !210}
!205 = !DILocalVariable(name: "r", arg: 1, scope: !200, file: !2, line: 11, type: !38)
!206 = !DILocalVariable(name: "c", arg: 2, scope: !200, file: !2, line: 11, type: !38)
!207 = !DILocalVariable(name: "m", arg: 3, scope: !200, file: !2, line: 11, type: !203)
!208 = !DILocalVariable(name: "i", scope: !209, file: !2, line: 11, type: !38)
!209 = distinct !DILexicalBlock(scope: !200, file: !2, line: 11, column: 73)
!210 = !DILocalVariable(name: "j", scope: !211, file: !2, line: 11, type: !38)
!211 = distinct !DILexicalBlock(scope: !212, file: !2, line: 11, column: 101)
!212 = distinct !DILexicalBlock(scope: !209, file: !2, line: 11, column: 73)
!213 = !DILocation(line: 0, scope: !200)
!214 = !DILocation(line: 0, scope: !209)
!215 = !DILocation(line: 0, scope: !211)
!216 = !DILocation(line: 11, column: 137, scope: !217)
!217 = distinct !DILexicalBlock(scope: !211, file: !2, line: 11, column: 101)
!218 = !DILocation(line: 11, column: 129, scope: !217)
!219 = !DILocation(line: 11, column: 150, scope: !200)
!220 = distinct !DISubprogram(name: "alloca_strs", scope: !2, file: !2, line: 12, type: !221, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !223)
!221 = !DISubroutineType(cc: DW_CC_nocall, types: !222)
!222 = !{!38, !38}
!223 = !{!224, !225, !228, !229, !231}
!224 = !DILocalVariable(name: "n", arg: 1, scope: !220, file: !2, line: 12, type: !38)
!225 = !DILocalVariable(name: "ptrs", scope: !220, file: !2, line: 13, type: !226)
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !227, size: 64)
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!228 = !DILocalVariable(name: "total", scope: !220, file: !2, line: 13, type: !38)
!229 = !DILocalVariable(name: "i", scope: !230, file: !2, line: 14, type: !38)
!230 = distinct !DILexicalBlock(scope: !220, file: !2, line: 14, column: 5)
!231 = !DILocalVariable(name: "i", scope: !232, file: !2, line: 15, type: !38)
!232 = distinct !DILexicalBlock(scope: !220, file: !2, line: 15, column: 5)
!233 = !DILocation(line: 0, scope: !220)
!234 = !DILocation(line: 13, column: 19, scope: !220)
!235 = !DILocation(line: 0, scope: !230)
!236 = !DILocation(line: 14, column: 5, scope: !230)
!237 = !DILocation(line: 14, column: 45, scope: !238)
!238 = distinct !DILexicalBlock(scope: !239, file: !2, line: 14, column: 33)
!239 = distinct !DILexicalBlock(scope: !230, file: !2, line: 14, column: 5)
!240 = !DILocation(line: 14, column: 35, scope: !238)
!241 = !DILocation(line: 14, column: 43, scope: !238)
!242 = !{!243, !243, i64 0}
!243 = !{!"any pointer", !95, i64 0}
!244 = !DILocation(line: 14, column: 92, scope: !238)
!245 = !DILocation(line: 14, column: 68, scope: !238)
!246 = !DILocation(line: 14, column: 108, scope: !238)
!247 = !DILocation(line: 14, column: 114, scope: !238)
!248 = !DILocation(line: 14, column: 129, scope: !238)
!249 = !{!95, !95, i64 0}
!250 = !DILocation(line: 14, column: 23, scope: !239)
!251 = distinct !{!251, !236, !252, !166}
!252 = !DILocation(line: 14, column: 134, scope: !230)
!253 = !DILocation(line: 16, column: 5, scope: !220)
!254 = !DILocation(line: 0, scope: !232)
!255 = !DILocation(line: 15, column: 54, scope: !256)
!256 = distinct !DILexicalBlock(scope: !232, file: !2, line: 15, column: 5)
!257 = !DILocation(line: 15, column: 47, scope: !256)
!258 = !DILocation(line: 15, column: 42, scope: !256)
!259 = !DILocation(line: 15, column: 66, scope: !256)
!260 = !DILocation(line: 15, column: 83, scope: !256)
!261 = !DILocation(line: 15, column: 63, scope: !256)
!262 = !DILocation(line: 15, column: 39, scope: !256)
!263 = !DILocation(line: 15, column: 29, scope: !256)
!264 = !DILocation(line: 15, column: 23, scope: !256)
!265 = !DILocation(line: 15, column: 5, scope: !232)
!266 = distinct !{!266, !265, !267, !166}
!267 = !DILocation(line: 15, column: 86, scope: !232)
!268 = distinct !DISubprogram(name: "alloca_aligned", scope: !2, file: !2, line: 18, type: !221, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !269)
!269 = !{!270, !271, !272, !274}
!270 = !DILocalVariable(name: "n", arg: 1, scope: !268, file: !2, line: 18, type: !38)
!271 = !DILocalVariable(name: "ok", scope: !268, file: !2, line: 19, type: !38)
!272 = !DILocalVariable(name: "i", scope: !273, file: !2, line: 20, type: !38)
!273 = distinct !DILexicalBlock(scope: !268, file: !2, line: 20, column: 5)
!274 = !DILocalVariable(name: "p", scope: !275, file: !2, line: 20, type: !181)
!275 = distinct !DILexicalBlock(scope: !276, file: !2, line: 20, column: 34)
!276 = distinct !DILexicalBlock(scope: !273, file: !2, line: 20, column: 5)
!277 = !DILocation(line: 0, scope: !268)
!278 = !DILocation(line: 21, column: 5, scope: !268)
!279 = distinct !DISubprogram(name: "vla_loop", scope: !2, file: !2, line: 23, type: !221, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !280)
!280 = !{!281, !282, !283, !285, !288}
!281 = !DILocalVariable(name: "iters", arg: 1, scope: !279, file: !2, line: 23, type: !38)
!282 = !DILocalVariable(name: "acc", scope: !279, file: !2, line: 24, type: !38)
!283 = !DILocalVariable(name: "k", scope: !284, file: !2, line: 25, type: !38)
!284 = distinct !DILexicalBlock(scope: !279, file: !2, line: 25, column: 5)
!285 = !DILocalVariable(name: "__vla_expr0", scope: !286, type: !42, flags: DIFlagArtificial)
!286 = distinct !DILexicalBlock(scope: !287, file: !2, line: 25, column: 38)
!287 = distinct !DILexicalBlock(scope: !284, file: !2, line: 25, column: 5)
!288 = !DILocalVariable(name: "buf", scope: !286, file: !2, line: 25, type: !289)
!289 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, elements: !290)
!290 = !{!291}
!291 = !DISubrange(count: !285)
!292 = !DILocation(line: 0, scope: !279)
!293 = !DILocation(line: 0, scope: !284)
!294 = !DILocation(line: 25, column: 5, scope: !284)
!295 = !DILocation(line: 26, column: 5, scope: !279)
!296 = !DILocation(line: 25, column: 51, scope: !286)
!297 = !DILocation(line: 25, column: 40, scope: !286)
!298 = !DILocation(line: 0, scope: !286)
!299 = !DILocation(line: 25, column: 45, scope: !286)
!300 = !DILocation(line: 25, column: 59, scope: !286)
!301 = !DILocation(line: 25, column: 94, scope: !286)
!302 = !DILocation(line: 25, column: 111, scope: !286)
!303 = !DILocation(line: 25, column: 91, scope: !286)
!304 = !DILocation(line: 25, column: 130, scope: !287)
!305 = !DILocation(line: 25, column: 34, scope: !287)
!306 = !DILocation(line: 25, column: 23, scope: !287)
!307 = distinct !{!307, !294, !308, !166}
!308 = !DILocation(line: 25, column: 130, scope: !284)
!309 = distinct !DISubprogram(name: "vla_goto_scope", scope: !2, file: !2, line: 28, type: !221, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !310)
!310 = !{!311, !312, !313, !315, !318, !322}
!311 = !DILocalVariable(name: "n", arg: 1, scope: !309, file: !2, line: 28, type: !38)
!312 = !DILocalVariable(name: "r", scope: !309, file: !2, line: 29, type: !38)
!313 = !DILocalVariable(name: "i", scope: !314, file: !2, line: 30, type: !38)
!314 = distinct !DILexicalBlock(scope: !309, file: !2, line: 30, column: 5)
!315 = !DILocalVariable(name: "__vla_expr0", scope: !316, type: !42, flags: DIFlagArtificial)
!316 = distinct !DILexicalBlock(scope: !317, file: !2, line: 30, column: 33)
!317 = distinct !DILexicalBlock(scope: !314, file: !2, line: 30, column: 5)
!318 = !DILocalVariable(name: "v", scope: !316, file: !2, line: 30, type: !319)
!319 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, elements: !320)
!320 = !{!321}
!321 = !DISubrange(count: !315)
!322 = !DILocalVariable(name: "j", scope: !323, file: !2, line: 30, type: !38)
!323 = distinct !DILexicalBlock(scope: !316, file: !2, line: 30, column: 49)
!324 = !DILocation(line: 0, scope: !309)
!325 = !DILocation(line: 0, scope: !314)
!326 = !DILocation(line: 30, column: 10, scope: !314)
!327 = !DILocation(line: 30, scope: !314)
!328 = !DILocation(line: 30, column: 23, scope: !317)
!329 = !DILocation(line: 30, column: 5, scope: !314)
!330 = !DILocation(line: 30, column: 43, scope: !316)
!331 = !DILocation(line: 30, column: 35, scope: !316)
!332 = !DILocation(line: 0, scope: !316)
!333 = !DILocation(line: 30, column: 39, scope: !316)
!334 = !DILocation(line: 0, scope: !323)
!335 = !DILocation(line: 30, column: 49, scope: !323)
!336 = !DILocation(line: 30, column: 74, scope: !337)
!337 = distinct !DILexicalBlock(scope: !323, file: !2, line: 30, column: 49)
!338 = !DILocation(line: 30, column: 83, scope: !337)
!339 = !DILocation(line: 30, column: 78, scope: !337)
!340 = distinct !{!340, !335, !341, !166, !167, !168}
!341 = !DILocation(line: 30, column: 85, scope: !323)
!342 = !DILocation(line: 30, column: 93, scope: !316)
!343 = !DILocation(line: 30, column: 90, scope: !316)
!344 = !DILocation(line: 30, column: 105, scope: !345)
!345 = distinct !DILexicalBlock(scope: !316, file: !2, line: 30, column: 103)
!346 = !DILocation(line: 30, column: 120, scope: !317)
!347 = distinct !{!347, !329, !348, !166}
!348 = !DILocation(line: 30, column: 120, scope: !314)
!349 = !DILocation(line: 30, column: 67, scope: !337)
!350 = distinct !{!350, !335, !341, !166, !168, !167}
!351 = !DILocation(line: 31, column: 5, scope: !309)
!352 = !DISubprogram(name: "strlen", scope: !353, file: !353, line: 407, type: !354, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!353 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!354 = !DISubroutineType(types: !355)
!355 = !{!42, !126}
