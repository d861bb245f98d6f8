; ModuleID = 'programs/function_pointer_tables.c'
source_filename = "programs/function_pointer_tables.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.VT = type { ptr, ptr, ptr }
%struct.Shape = type { ptr, double, double }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [4 x i8] c"%c:\00", align 1
@opnames = internal unnamed_addr constant [7 x i8] c"+-*/%M\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c" %ld\00", align 1
@ops = internal unnamed_addr constant [6 x ptr] [ptr @op_add, ptr @op_sub, ptr @op_mul, ptr @op_div, ptr @op_mod, ptr @op_max], align 16
@.str.3 = private unnamed_addr constant [14 x i8] c"+3*4-2/3M50%7\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"%ld \00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"\0Aacc=%ld\0A\00", align 1
@rect_vt = internal constant %struct.VT { ptr @rect_area, ptr @rect_name, ptr @rect_scale }, align 8
@tri_vt = internal constant %struct.VT { ptr @tri_area, ptr @tri_name, ptr @rect_scale }, align 8
@circ_vt = internal constant %struct.VT { ptr @circ_area, ptr @circ_name, ptr @circ_scale }, align 8
@__const.main.shapes = private unnamed_addr constant [4 x %struct.Shape] [%struct.Shape { ptr @rect_vt, double 3.000000e+00, double 4.000000e+00 }, %struct.Shape { ptr @tri_vt, double 6.000000e+00, double 2.000000e+00 }, %struct.Shape { ptr @circ_vt, double 1.500000e+00, double 0.000000e+00 }, %struct.Shape { ptr @rect_vt, double 5.000000e-01, double 8.000000e+00 }], align 16
@.str.6 = private unnamed_addr constant [9 x i8] c"%s %.3f\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"tot=%.3f\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"vsum via ptr %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"ptr eq %d %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"pp %ld\0A\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"tri\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"circle\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x i64], align 16
  %2 = alloca [4 x %struct.Shape], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #13
  %3 = getelementptr inbounds i8, ptr %1, i64 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %3, i8 0, i64 16, i1 false)
  store i64 17, ptr %1, align 16
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 -5, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 100, ptr %5, align 16
  %6 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 3, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %1, i64 40
  store i64 -81, ptr %7, align 8
  br label %8

8:                                                ; preds = %0, %8
  %9 = phi i64 [ 0, %0 ], [ %29, %8 ]
  %10 = getelementptr inbounds [7 x i8], ptr @opnames, i64 0, i64 %9
  %11 = load i8, ptr %10, align 1, !tbaa !5
  %12 = sext i8 %11 to i32
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %12)
  %14 = getelementptr inbounds [6 x ptr], ptr @ops, i64 0, i64 %9
  %15 = load ptr, ptr %14, align 8, !tbaa !8
  %16 = tail call i64 %15(i64 noundef 17, i64 noundef 7) #13
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %16)
  %18 = tail call i64 %15(i64 noundef -5, i64 noundef 7) #13
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %18)
  %20 = tail call i64 %15(i64 noundef 100, i64 noundef 7) #13
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %20)
  %22 = tail call i64 %15(i64 noundef 3, i64 noundef 7) #13
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %22)
  %24 = tail call i64 %15(i64 noundef 0, i64 noundef 7) #13
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %24)
  %26 = tail call i64 %15(i64 noundef -81, i64 noundef 7) #13
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %26)
  %28 = tail call i32 @putchar(i32 10)
  %29 = add nuw nsw i64 %9, 1
  %30 = icmp eq i64 %29, 6
  br i1 %30, label %31, label %8, !llvm.loop !10

31:                                               ; preds = %8, %111
  %32 = phi i8 [ %112, %111 ], [ 43, %8 ]
  %33 = phi i64 [ %115, %111 ], [ 1, %8 ]
  %34 = phi ptr [ %114, %111 ], [ @.str.3, %8 ]
  switch i8 %32, label %93 [
    i8 0, label %35
    i8 43, label %89
    i8 45, label %84
    i8 42, label %85
    i8 47, label %86
    i8 37, label %87
    i8 77, label %88
  ]

35:                                               ; preds = %31
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %33)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, ptr noundef nonnull align 16 dereferenceable(96) @__const.main.shapes, i64 96, i1 false)
  %37 = getelementptr inbounds i8, ptr %2, i64 8
  store <2 x double> <double 6.000000e+00, double 8.000000e+00>, ptr %37, align 8, !tbaa !12
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.11, double noundef 4.800000e+01)
  %39 = getelementptr inbounds i8, ptr %2, i64 32
  store <2 x double> <double 1.200000e+01, double 4.000000e+00>, ptr %39, align 16, !tbaa !12
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.12, double noundef 2.400000e+01)
  %41 = getelementptr inbounds i8, ptr %2, i64 48
  call void @circ_scale(ptr noundef nonnull %41, double noundef 2.000000e+00) #13
  %42 = load ptr, ptr %41, align 16, !tbaa !14
  %43 = load ptr, ptr %42, align 8, !tbaa !16
  %44 = call double %43(ptr noundef nonnull %41) #13
  %45 = fadd double %44, 7.200000e+01
  %46 = load ptr, ptr %41, align 16, !tbaa !14
  %47 = getelementptr inbounds i8, ptr %46, i64 8
  %48 = load ptr, ptr %47, align 8, !tbaa !18
  %49 = call ptr %48() #13
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %49, double noundef %44)
  %51 = getelementptr inbounds i8, ptr %2, i64 72
  %52 = load ptr, ptr %51, align 8, !tbaa !14
  %53 = getelementptr inbounds i8, ptr %52, i64 16
  %54 = load ptr, ptr %53, align 8, !tbaa !19
  call void %54(ptr noundef nonnull %51, double noundef 2.000000e+00) #13
  %55 = load ptr, ptr %51, align 8, !tbaa !14
  %56 = load ptr, ptr %55, align 8, !tbaa !16
  %57 = call double %56(ptr noundef nonnull %51) #13
  %58 = fadd double %45, %57
  %59 = load ptr, ptr %51, align 8, !tbaa !14
  %60 = getelementptr inbounds i8, ptr %59, i64 8
  %61 = load ptr, ptr %60, align 8, !tbaa !18
  %62 = call ptr %61() #13
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %62, double noundef %57)
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %58)
  %65 = call i32 (i32, ...) @vsum(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %65)
  store i64 51, ptr %1, align 16, !tbaa !20
  store i64 10, ptr %4, align 8, !tbaa !20
  store i64 300, ptr %5, align 16, !tbaa !20
  store i64 10, ptr %6, align 8, !tbaa !20
  store i64 10, ptr %3, align 16, !tbaa !20
  store i64 10, ptr %7, align 8, !tbaa !20
  call void @qsort(ptr noundef nonnull %1, i64 noundef 6, i64 noundef 8, ptr noundef nonnull @cmp_desc) #13
  %67 = load i64, ptr %1, align 16, !tbaa !20
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %67)
  %69 = load i64, ptr %4, align 8, !tbaa !20
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %69)
  %71 = load i64, ptr %5, align 16, !tbaa !20
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %71)
  %73 = load i64, ptr %6, align 8, !tbaa !20
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %73)
  %75 = load i64, ptr %3, align 16, !tbaa !20
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %75)
  %77 = load i64, ptr %7, align 8, !tbaa !20
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %77)
  %79 = call i32 @putchar(i32 10)
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1, i32 noundef 1)
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 52)
  %82 = trunc i64 %33 to i32
  %83 = and i32 %82, 255
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #13
  ret i32 %83

84:                                               ; preds = %31
  br label %89

85:                                               ; preds = %31
  br label %89

86:                                               ; preds = %31
  br label %89

87:                                               ; preds = %31
  br label %89

88:                                               ; preds = %31
  br label %89

89:                                               ; preds = %31, %88, %87, %86, %85, %84
  %90 = phi i64 [ 1, %84 ], [ 2, %85 ], [ 3, %86 ], [ 4, %87 ], [ 5, %88 ], [ 0, %31 ]
  %91 = getelementptr inbounds [6 x ptr], ptr @ops, i64 0, i64 %90
  %92 = load ptr, ptr %91, align 8, !tbaa !8
  br label %93

93:                                               ; preds = %31, %89
  %94 = phi ptr [ %92, %89 ], [ null, %31 ]
  %95 = getelementptr inbounds i8, ptr %34, i64 1
  %96 = load i8, ptr %95, align 1, !tbaa !5
  %97 = add i8 %96, -48
  %98 = icmp ult i8 %97, 10
  br i1 %98, label %99, label %111

99:                                               ; preds = %93, %99
  %100 = phi i8 [ %108, %99 ], [ %96, %93 ]
  %101 = phi ptr [ %107, %99 ], [ %95, %93 ]
  %102 = phi i64 [ %106, %99 ], [ 0, %93 ]
  %103 = mul nsw i64 %102, 10
  %104 = add nsw i8 %100, -48
  %105 = zext nneg i8 %104 to i64
  %106 = add nsw i64 %103, %105
  %107 = getelementptr inbounds i8, ptr %101, i64 1
  %108 = load i8, ptr %107, align 1, !tbaa !5
  %109 = add i8 %108, -48
  %110 = icmp ult i8 %109, 10
  br i1 %110, label %99, label %111, !llvm.loop !22

111:                                              ; preds = %99, %93
  %112 = phi i8 [ %96, %93 ], [ %108, %99 ]
  %113 = phi i64 [ 0, %93 ], [ %106, %99 ]
  %114 = phi ptr [ %95, %93 ], [ %107, %99 ]
  %115 = tail call i64 %94(i64 noundef %33, i64 noundef %113) #13
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %115)
  br label %31, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @op_mul(i64 noundef %0, i64 noundef %1) #5 {
  %3 = mul nsw i64 %1, %0
  ret i64 %3
}

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 {
  %3 = load i64, ptr %0, align 8, !tbaa !20
  %4 = load i64, ptr %1, align 8, !tbaa !20
  %5 = icmp slt i64 %3, %4
  %6 = zext i1 %5 to i32
  %7 = icmp sgt i64 %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @op_add(i64 noundef %0, i64 noundef %1) #5 {
  %3 = add nsw i64 %1, %0
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @op_sub(i64 noundef %0, i64 noundef %1) #5 {
  %3 = sub nsw i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i64 @op_div(i64 noundef %0, i64 noundef %1) #5 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = sdiv i64 %0, %1
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i64 [ %5, %4 ], [ 0, %2 ]
  ret i64 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal range(i64 -9223372036854775807, -9223372036854775808) i64 @op_mod(i64 noundef %0, i64 noundef %1) #5 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = srem i64 %0, %1
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i64 [ %5, %4 ], [ 0, %2 ]
  ret i64 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i64 @op_max(i64 noundef %0, i64 noundef %1) #5 {
  %3 = tail call i64 @llvm.smax.i64(i64 %0, i64 %1)
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @rect_area(ptr nocapture noundef readonly %0) #7 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load double, ptr %2, align 8, !tbaa !24
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load double, ptr %4, align 8, !tbaa !25
  %6 = fmul double %3, %5
  ret double %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @rect_name() #5 {
  ret ptr @.str.11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal void @rect_scale(ptr nocapture noundef %0, double noundef %1) #8 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load <2 x double>, ptr %3, align 8, !tbaa !12
  %5 = insertelement <2 x double> poison, double %1, i64 0
  %6 = shufflevector <2 x double> %5, <2 x double> poison, <2 x i32> zeroinitializer
  %7 = fmul <2 x double> %4, %6
  store <2 x double> %7, ptr %3, align 8, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @tri_area(ptr nocapture noundef readonly %0) #7 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load double, ptr %2, align 8, !tbaa !24
  %4 = fmul double %3, 5.000000e-01
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load double, ptr %5, align 8, !tbaa !25
  %7 = fmul double %4, %6
  ret double %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @tri_name() #5 {
  ret ptr @.str.12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @circ_area(ptr nocapture noundef readonly %0) #7 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load double, ptr %2, align 8, !tbaa !24
  %4 = fmul double %3, 3.250000e+00
  %5 = fmul double %3, %4
  ret double %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @circ_name() #5 {
  ret ptr @.str.13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal void @circ_scale(ptr nocapture noundef %0, double noundef %1) #8 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load double, ptr %3, align 8, !tbaa !24
  %5 = fmul double %4, %1
  store double %5, ptr %3, align 8, !tbaa !24
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i32 @vsum(i32 noundef %0, ...) unnamed_addr #9 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #13
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %65, label %4

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1
  %11 = icmp eq i32 %0, 1
  br i1 %11, label %47, label %12

12:                                               ; preds = %4
  %13 = and i32 %0, -2
  br label %14

14:                                               ; preds = %39, %12
  %15 = phi ptr [ %9, %12 ], [ %40, %39 ]
  %16 = phi i32 [ 0, %12 ], [ %44, %39 ]
  %17 = phi i32 [ %5, %12 ], [ %41, %39 ]
  %18 = phi i32 [ 0, %12 ], [ %45, %39 ]
  %19 = icmp ult i32 %17, 41
  br i1 %19, label %20, label %24

20:                                               ; preds = %14
  %21 = zext nneg i32 %17 to i64
  %22 = getelementptr i8, ptr %8, i64 %21
  %23 = add nuw nsw i32 %17, 8
  store i32 %23, ptr %2, align 16
  br label %26

24:                                               ; preds = %14
  %25 = getelementptr i8, ptr %15, i64 8
  store ptr %25, ptr %6, align 8
  br label %26

26:                                               ; preds = %24, %20
  %27 = phi ptr [ %15, %20 ], [ %25, %24 ]
  %28 = phi i32 [ %23, %20 ], [ %17, %24 ]
  %29 = phi ptr [ %22, %20 ], [ %15, %24 ]
  %30 = load i32, ptr %29, align 4, !tbaa !26
  %31 = add nsw i32 %30, %16
  %32 = icmp ult i32 %28, 41
  br i1 %32, label %35, label %33

33:                                               ; preds = %26
  %34 = getelementptr i8, ptr %27, i64 8
  store ptr %34, ptr %6, align 8
  br label %39

35:                                               ; preds = %26
  %36 = zext nneg i32 %28 to i64
  %37 = getelementptr i8, ptr %8, i64 %36
  %38 = add nuw nsw i32 %28, 8
  store i32 %38, ptr %2, align 16
  br label %39

39:                                               ; preds = %35, %33
  %40 = phi ptr [ %27, %35 ], [ %34, %33 ]
  %41 = phi i32 [ %38, %35 ], [ %28, %33 ]
  %42 = phi ptr [ %37, %35 ], [ %27, %33 ]
  %43 = load i32, ptr %42, align 4, !tbaa !26
  %44 = add nsw i32 %43, %31
  %45 = add i32 %18, 2
  %46 = icmp eq i32 %45, %13
  br i1 %46, label %47, label %14, !llvm.loop !28

47:                                               ; preds = %39, %4
  %48 = phi i32 [ poison, %4 ], [ %44, %39 ]
  %49 = phi ptr [ %9, %4 ], [ %40, %39 ]
  %50 = phi i32 [ 0, %4 ], [ %44, %39 ]
  %51 = phi i32 [ %5, %4 ], [ %41, %39 ]
  %52 = icmp eq i32 %10, 0
  br i1 %52, label %65, label %53

53:                                               ; preds = %47
  %54 = icmp ult i32 %51, 41
  br i1 %54, label %57, label %55

55:                                               ; preds = %53
  %56 = getelementptr i8, ptr %49, i64 8
  store ptr %56, ptr %6, align 8
  br label %61

57:                                               ; preds = %53
  %58 = zext nneg i32 %51 to i64
  %59 = getelementptr i8, ptr %8, i64 %58
  %60 = add nuw nsw i32 %51, 8
  store i32 %60, ptr %2, align 16
  br label %61

61:                                               ; preds = %57, %55
  %62 = phi ptr [ %59, %57 ], [ %49, %55 ]
  %63 = load i32, ptr %62, align 4, !tbaa !26
  %64 = add nsw i32 %63, %50
  br label %65

65:                                               ; preds = %61, %47, %1
  %66 = phi i32 [ 0, %1 ], [ %48, %47 ], [ %64, %61 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #13
  ret i32 %66
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #10

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #11 = { nofree nounwind }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !6, i64 0}
!14 = !{!15, !9, i64 0}
!15 = !{!"Shape", !9, i64 0, !13, i64 8, !13, i64 16}
!16 = !{!17, !9, i64 0}
!17 = !{!"", !9, i64 0, !9, i64 8, !9, i64 16}
!18 = !{!17, !9, i64 8}
!19 = !{!17, !9, i64 16}
!20 = !{!21, !21, i64 0}
!21 = !{!"long", !6, i64 0}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = !{!15, !13, i64 8}
!25 = !{!15, !13, i64 16}
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !6, i64 0}
!28 = distinct !{!28, !11}
