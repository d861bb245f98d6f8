; ModuleID = 'programs/function_pointer_tables.c'
source_filename = "programs/function_pointer_tables.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.VT = type { ptr, ptr, ptr }
%struct.Shape = type { ptr, double, double }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [4 x i8] c"%c:\00", align 1
@opnames = internal unnamed_addr constant [7 x i8] c"+-*/%M\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c" %ld\00", align 1
@ops = internal unnamed_addr constant [6 x ptr] [ptr @op_add, ptr @op_sub, ptr @op_mul, ptr @op_div, ptr @op_mod, ptr @op_max], align 8
@.str.3 = private unnamed_addr constant [14 x i8] c"+3*4-2/3M50%7\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"%ld \00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"\0Aacc=%ld\0A\00", align 1
@rect_vt = internal constant %struct.VT { ptr @rect_area, ptr @rect_name, ptr @rect_scale }, align 8
@tri_vt = internal constant %struct.VT { ptr @tri_area, ptr @tri_name, ptr @rect_scale }, align 8
@circ_vt = internal constant %struct.VT { ptr @circ_area, ptr @circ_name, ptr @circ_scale }, align 8
@__const.main.shapes = private unnamed_addr constant [4 x %struct.Shape] [%struct.Shape { ptr @rect_vt, double 3.000000e+00, double 4.000000e+00 }, %struct.Shape { ptr @tri_vt, double 6.000000e+00, double 2.000000e+00 }, %struct.Shape { ptr @circ_vt, double 1.500000e+00, double 0.000000e+00 }, %struct.Shape { ptr @rect_vt, double 5.000000e-01, double 8.000000e+00 }], align 8
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
  %2 = alloca [4 x %struct.Shape], align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #12
  %3 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x i64> <i64 17, i64 -5>, ptr %1, align 16
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x i64> <i64 100, i64 3>, ptr %4, align 16
  store <2 x i64> <i64 0, i64 -81>, ptr %3, align 16
  br label %5

5:                                                ; preds = %0, %5
  %6 = phi i64 [ 0, %0 ], [ %26, %5 ]
  %7 = getelementptr inbounds [7 x i8], ptr @opnames, i64 0, i64 %6
  %8 = load i8, ptr %7, align 1, !tbaa !6
  %9 = zext i8 %8 to i32
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9)
  %11 = getelementptr inbounds [6 x ptr], ptr @ops, i64 0, i64 %6
  %12 = load ptr, ptr %11, align 8, !tbaa !9
  %13 = tail call i64 %12(i64 noundef 17, i64 noundef 7) #12
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %13)
  %15 = tail call i64 %12(i64 noundef -5, i64 noundef 7) #12
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %15)
  %17 = tail call i64 %12(i64 noundef 100, i64 noundef 7) #12
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %17)
  %19 = tail call i64 %12(i64 noundef 3, i64 noundef 7) #12
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %19)
  %21 = tail call i64 %12(i64 noundef 0, i64 noundef 7) #12
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %21)
  %23 = tail call i64 %12(i64 noundef -81, i64 noundef 7) #12
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %23)
  %25 = tail call i32 @putchar(i32 10)
  %26 = add nuw nsw i64 %6, 1
  %27 = icmp eq i64 %26, 6
  br i1 %27, label %28, label %5, !llvm.loop !11

28:                                               ; preds = %5, %111
  %29 = phi i8 [ %112, %111 ], [ 43, %5 ]
  %30 = phi i64 [ %115, %111 ], [ 1, %5 ]
  %31 = phi ptr [ %114, %111 ], [ @.str.3, %5 ]
  switch i8 %29, label %93 [
    i8 0, label %32
    i8 43, label %89
    i8 45, label %84
    i8 42, label %85
    i8 47, label %86
    i8 37, label %87
    i8 77, label %88
  ]

32:                                               ; preds = %28
  %33 = getelementptr inbounds i8, ptr %1, i64 40
  %34 = getelementptr inbounds i8, ptr %1, i64 24
  %35 = getelementptr inbounds i8, ptr %1, i64 8
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %30)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %2, ptr noundef nonnull align 8 dereferenceable(96) @__const.main.shapes, i64 96, i1 false)
  %37 = getelementptr inbounds i8, ptr %2, i64 8
  store <2 x double> <double 6.000000e+00, double 8.000000e+00>, ptr %37, align 8, !tbaa !13
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.11, double noundef 4.800000e+01)
  %39 = getelementptr inbounds i8, ptr %2, i64 32
  store <2 x double> <double 1.200000e+01, double 4.000000e+00>, ptr %39, align 8, !tbaa !13
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.12, double noundef 2.400000e+01)
  %41 = getelementptr inbounds i8, ptr %2, i64 48
  call void @circ_scale(ptr noundef nonnull %41, double noundef 2.000000e+00) #12
  %42 = load ptr, ptr %41, align 8, !tbaa !15
  %43 = load ptr, ptr %42, align 8, !tbaa !17
  %44 = call double %43(ptr noundef nonnull %41) #12
  %45 = fadd double %44, 7.200000e+01
  %46 = load ptr, ptr %41, align 8, !tbaa !15
  %47 = getelementptr inbounds i8, ptr %46, i64 8
  %48 = load ptr, ptr %47, align 8, !tbaa !19
  %49 = call ptr %48() #12
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %49, double noundef %44)
  %51 = getelementptr inbounds i8, ptr %2, i64 72
  %52 = load ptr, ptr %51, align 8, !tbaa !15
  %53 = getelementptr inbounds i8, ptr %52, i64 16
  %54 = load ptr, ptr %53, align 8, !tbaa !20
  call void %54(ptr noundef nonnull %51, double noundef 2.000000e+00) #12
  %55 = load ptr, ptr %51, align 8, !tbaa !15
  %56 = load ptr, ptr %55, align 8, !tbaa !17
  %57 = call double %56(ptr noundef nonnull %51) #12
  %58 = fadd double %45, %57
  %59 = load ptr, ptr %51, align 8, !tbaa !15
  %60 = getelementptr inbounds i8, ptr %59, i64 8
  %61 = load ptr, ptr %60, align 8, !tbaa !19
  %62 = call ptr %61() #12
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %62, double noundef %57)
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %58)
  %65 = call i32 (i32, ...) @vsum(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %65)
  store <2 x i64> <i64 51, i64 10>, ptr %1, align 16, !tbaa !21
  store <2 x i64> <i64 300, i64 10>, ptr %4, align 16, !tbaa !21
  store <2 x i64> <i64 10, i64 10>, ptr %3, align 16, !tbaa !21
  call void @qsort(ptr noundef nonnull %1, i64 noundef 6, i64 noundef 8, ptr noundef nonnull @cmp_desc) #12
  %67 = load i64, ptr %1, align 16, !tbaa !21
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %67)
  %69 = load i64, ptr %35, align 8, !tbaa !21
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %69)
  %71 = load i64, ptr %4, align 16, !tbaa !21
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %71)
  %73 = load i64, ptr %34, align 8, !tbaa !21
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %73)
  %75 = load i64, ptr %3, align 16, !tbaa !21
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %75)
  %77 = load i64, ptr %33, align 8, !tbaa !21
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %77)
  %79 = call i32 @putchar(i32 10)
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1, i32 noundef 1)
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 52)
  %82 = trunc i64 %30 to i32
  %83 = and i32 %82, 255
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #12
  ret i32 %83

84:                                               ; preds = %28
  br label %89

85:                                               ; preds = %28
  br label %89

86:                                               ; preds = %28
  br label %89

87:                                               ; preds = %28
  br label %89

88:                                               ; preds = %28
  br label %89

89:                                               ; preds = %28, %88, %87, %86, %85, %84
  %90 = phi i64 [ 1, %84 ], [ 2, %85 ], [ 3, %86 ], [ 4, %87 ], [ 5, %88 ], [ 0, %28 ]
  %91 = getelementptr inbounds [6 x ptr], ptr @ops, i64 0, i64 %90
  %92 = load ptr, ptr %91, align 8, !tbaa !9
  br label %93

93:                                               ; preds = %28, %89
  %94 = phi ptr [ %92, %89 ], [ null, %28 ]
  %95 = getelementptr inbounds i8, ptr %31, i64 1
  %96 = load i8, ptr %95, align 1, !tbaa !6
  %97 = add i8 %96, -48
  %98 = icmp ult i8 %97, 10
  br i1 %98, label %99, label %111

99:                                               ; preds = %93, %99
  %100 = phi i8 [ %108, %99 ], [ %96, %93 ]
  %101 = phi ptr [ %107, %99 ], [ %95, %93 ]
  %102 = phi i64 [ %106, %99 ], [ 0, %93 ]
  %103 = mul nsw i64 %102, 10
  %104 = and i8 %100, 15
  %105 = zext nneg i8 %104 to i64
  %106 = add nsw i64 %103, %105
  %107 = getelementptr inbounds i8, ptr %101, i64 1
  %108 = load i8, ptr %107, align 1, !tbaa !6
  %109 = add i8 %108, -48
  %110 = icmp ult i8 %109, 10
  br i1 %110, label %99, label %111, !llvm.loop !23

111:                                              ; preds = %99, %93
  %112 = phi i8 [ %96, %93 ], [ %108, %99 ]
  %113 = phi i64 [ 0, %93 ], [ %106, %99 ]
  %114 = phi ptr [ %95, %93 ], [ %107, %99 ]
  %115 = tail call i64 %94(i64 noundef %30, i64 noundef %113) #12
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %115)
  br label %28, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @op_mul(i64 noundef %0, i64 noundef %1) #4 {
  %3 = mul nsw i64 %1, %0
  ret i64 %3
}

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = load i64, ptr %0, align 8, !tbaa !21
  %4 = load i64, ptr %1, align 8, !tbaa !21
  %5 = icmp slt i64 %3, %4
  %6 = zext i1 %5 to i32
  %7 = icmp sgt i64 %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @op_add(i64 noundef %0, i64 noundef %1) #4 {
  %3 = add nsw i64 %1, %0
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @op_sub(i64 noundef %0, i64 noundef %1) #4 {
  %3 = sub nsw i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i64 @op_div(i64 noundef %0, i64 noundef %1) #4 {
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
define internal range(i64 -9223372036854775807, -9223372036854775808) i64 @op_mod(i64 noundef %0, i64 noundef %1) #4 {
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
define internal noundef i64 @op_max(i64 noundef %0, i64 noundef %1) #4 {
  %3 = tail call i64 @llvm.smax.i64(i64 %0, i64 %1)
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @rect_area(ptr nocapture noundef readonly %0) #6 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load double, ptr %2, align 8, !tbaa !25
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load double, ptr %4, align 8, !tbaa !26
  %6 = fmul double %3, %5
  ret double %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @rect_name() #4 {
  ret ptr @.str.11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal void @rect_scale(ptr nocapture noundef %0, double noundef %1) #7 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load <2 x double>, ptr %3, align 8, !tbaa !13
  %5 = insertelement <2 x double> poison, double %1, i64 0
  %6 = shufflevector <2 x double> %5, <2 x double> poison, <2 x i32> zeroinitializer
  %7 = fmul <2 x double> %4, %6
  store <2 x double> %7, ptr %3, align 8, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @tri_area(ptr nocapture noundef readonly %0) #6 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load double, ptr %2, align 8, !tbaa !25
  %4 = fmul double %3, 5.000000e-01
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load double, ptr %5, align 8, !tbaa !26
  %7 = fmul double %4, %6
  ret double %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @tri_name() #4 {
  ret ptr @.str.12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @circ_area(ptr nocapture noundef readonly %0) #6 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load double, ptr %2, align 8, !tbaa !25
  %4 = fmul double %3, 3.250000e+00
  %5 = fmul double %3, %4
  ret double %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @circ_name() #4 {
  ret ptr @.str.13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal void @circ_scale(ptr nocapture noundef %0, double noundef %1) #7 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load double, ptr %3, align 8, !tbaa !25
  %5 = fmul double %4, %1
  store double %5, ptr %3, align 8, !tbaa !25
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i32 @vsum(i32 noundef %0, ...) unnamed_addr #8 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #12
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %33, label %4

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 24
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load ptr, ptr %7, align 8
  %9 = load i32, ptr %6, align 8
  br label %10

10:                                               ; preds = %4, %26
  %11 = phi i32 [ %9, %4 ], [ %27, %26 ]
  %12 = phi i32 [ %0, %4 ], [ %15, %26 ]
  %13 = phi i32 [ 0, %4 ], [ %31, %26 ]
  %14 = phi ptr [ %5, %4 ], [ %28, %26 ]
  %15 = add nsw i32 %12, -1
  %16 = icmp sgt i32 %11, -1
  br i1 %16, label %23, label %17

17:                                               ; preds = %10
  %18 = add nsw i32 %11, 8
  store i32 %18, ptr %6, align 8
  %19 = icmp ult i32 %11, -7
  br i1 %19, label %20, label %23

20:                                               ; preds = %17
  %21 = sext i32 %11 to i64
  %22 = getelementptr inbounds i8, ptr %8, i64 %21
  br label %26

23:                                               ; preds = %17, %10
  %24 = phi i32 [ %18, %17 ], [ %11, %10 ]
  %25 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr %25, ptr %2, align 8
  br label %26

26:                                               ; preds = %23, %20
  %27 = phi i32 [ %18, %20 ], [ %24, %23 ]
  %28 = phi ptr [ %14, %20 ], [ %25, %23 ]
  %29 = phi ptr [ %22, %20 ], [ %14, %23 ]
  %30 = load i32, ptr %29, align 8, !tbaa !27
  %31 = add nsw i32 %30, %13
  %32 = icmp eq i32 %15, 0
  br i1 %32, label %33, label %10, !llvm.loop !29

33:                                               ; preds = %26, %1
  %34 = phi i32 [ 0, %1 ], [ %31, %26 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #12
  ret i32 %34
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #11

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !7, i64 0}
!15 = !{!16, !10, i64 0}
!16 = !{!"Shape", !10, i64 0, !14, i64 8, !14, i64 16}
!17 = !{!18, !10, i64 0}
!18 = !{!"", !10, i64 0, !10, i64 8, !10, i64 16}
!19 = !{!18, !10, i64 8}
!20 = !{!18, !10, i64 16}
!21 = !{!22, !22, i64 0}
!22 = !{!"long", !7, i64 0}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = !{!16, !14, i64 8}
!26 = !{!16, !14, i64 16}
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !7, i64 0}
!29 = distinct !{!29, !12}
