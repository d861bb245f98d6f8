; ModuleID = 'programs/struct_large_copies.c'
source_filename = "programs/struct_large_copies.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.S24 = type { i32, [20 x i8] }
%struct.M4 = type { [4 x [4 x double]] }
%struct.K4 = type { [4096 x i8], i32 }

@__const.main.a = private unnamed_addr constant %struct.S24 { i32 1, [20 x i8] c"alpha\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00" }, align 4
@__const.main.b = private unnamed_addr constant %struct.S24 { i32 2, [20 x i8] c"beta\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00" }, align 4
@.str = private unnamed_addr constant [21 x i8] c"swap: %d %s / %d %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"m: %g %g %g %g\0A\00", align 1
@.str.2 = private unnamed_addr constant [39 x i8] c"K4 tail=%d hash=%08x first=%d last=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"item-%03d\00", align 1
@.str.4 = private unnamed_addr constant [34 x i8] c"copy[0]=%s copy[49]=%s hash=%08x\0A\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"compound zeros=%ld a=%d d=%g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.S24, align 4
  %2 = alloca %struct.S24, align 4
  %3 = alloca %struct.M4, align 8
  %4 = alloca %struct.M4, align 8
  %5 = alloca %struct.M4, align 16
  %6 = alloca %struct.M4, align 8
  %7 = alloca %struct.M4, align 16
  %8 = alloca %struct.K4, align 4
  %9 = alloca [50 x %struct.S24], align 4
  %10 = alloca [50 x %struct.S24], align 4
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %1, ptr noundef nonnull align 4 dereferenceable(24) @__const.main.a, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %2, ptr noundef nonnull align 4 dereferenceable(24) @__const.main.b, i64 24, i1 false)
  call fastcc void @swap24(ptr noundef nonnull %1, ptr noundef nonnull %2)
  %11 = load i32, ptr %1, align 4, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %1, i64 4
  %13 = load i32, ptr %2, align 4, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %2, i64 4
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %11, ptr noundef nonnull %12, i32 noundef %13, ptr noundef nonnull %14)
  %16 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  %17 = getelementptr inbounds i8, ptr %6, i64 48
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %17, i8 0, i64 32, i1 false)
  %18 = getelementptr inbounds i8, ptr %6, i64 88
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #8
  store <2 x double> <double 5.000000e-01, double 1.500000e+00>, ptr %5, align 16
  %19 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x double> <double 2.500000e+00, double 3.500000e+00>, ptr %19, align 16
  %20 = getelementptr inbounds i8, ptr %5, i64 32
  store <2 x double> <double 4.500000e+00, double 5.500000e+00>, ptr %20, align 16
  %21 = getelementptr inbounds i8, ptr %5, i64 48
  store <2 x double> <double 6.500000e+00, double 7.500000e+00>, ptr %21, align 16
  %22 = getelementptr inbounds i8, ptr %5, i64 64
  store <2 x double> <double 8.500000e+00, double 9.500000e+00>, ptr %22, align 16
  %23 = getelementptr inbounds i8, ptr %5, i64 80
  store <2 x double> <double 1.050000e+01, double 1.150000e+01>, ptr %23, align 16
  %24 = getelementptr inbounds i8, ptr %5, i64 96
  store <2 x double> <double 1.250000e+01, double 1.350000e+01>, ptr %24, align 16
  %25 = getelementptr inbounds i8, ptr %5, i64 112
  store <2 x double> <double 1.450000e+01, double 1.550000e+01>, ptr %25, align 16
  store double 1.000000e+00, ptr %6, align 8
  %26 = getelementptr inbounds i8, ptr %6, i64 40
  store double 1.000000e+00, ptr %26, align 8
  %27 = getelementptr inbounds i8, ptr %6, i64 80
  store double 1.000000e+00, ptr %27, align 8
  %28 = getelementptr inbounds i8, ptr %6, i64 120
  store double 1.000000e+00, ptr %28, align 8, !tbaa !11
  call fastcc void @mmul(ptr dead_on_unwind nonnull writable sret(%struct.M4) align 8 %4, ptr noundef nonnull %5, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #8
  store <2 x double> <double 5.000000e-01, double 1.500000e+00>, ptr %7, align 16
  %29 = getelementptr inbounds i8, ptr %7, i64 16
  store <2 x double> <double 2.500000e+00, double 3.500000e+00>, ptr %29, align 16
  %30 = getelementptr inbounds i8, ptr %7, i64 32
  store <2 x double> <double 4.500000e+00, double 5.500000e+00>, ptr %30, align 16
  %31 = getelementptr inbounds i8, ptr %7, i64 48
  store <2 x double> <double 6.500000e+00, double 7.500000e+00>, ptr %31, align 16
  %32 = getelementptr inbounds i8, ptr %7, i64 64
  store <2 x double> <double 8.500000e+00, double 9.500000e+00>, ptr %32, align 16
  %33 = getelementptr inbounds i8, ptr %7, i64 80
  store <2 x double> <double 1.050000e+01, double 1.150000e+01>, ptr %33, align 16
  %34 = getelementptr inbounds i8, ptr %7, i64 96
  store <2 x double> <double 1.250000e+01, double 1.350000e+01>, ptr %34, align 16
  %35 = getelementptr inbounds i8, ptr %7, i64 112
  store <2 x double> <double 1.450000e+01, double 1.550000e+01>, ptr %35, align 16
  call fastcc void @mmul(ptr dead_on_unwind nonnull writable sret(%struct.M4) align 8 %3, ptr noundef nonnull %4, ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #8
  %36 = load double, ptr %3, align 8, !tbaa !12
  %37 = getelementptr inbounds i8, ptr %3, i64 48
  %38 = load double, ptr %37, align 8, !tbaa !12
  %39 = getelementptr inbounds i8, ptr %3, i64 120
  %40 = load double, ptr %39, align 8, !tbaa !12
  %41 = getelementptr inbounds i8, ptr %3, i64 72
  %42 = load double, ptr %41, align 8, !tbaa !12
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %36, double noundef %38, double noundef %40, double noundef %42)
  call void @llvm.lifetime.start.p0(i64 4100, ptr nonnull %8) #8
  call fastcc void @k4_twice(ptr dead_on_unwind nonnull writable sret(%struct.K4) align 4 %8)
  %44 = getelementptr inbounds i8, ptr %8, i64 4096
  %45 = load i32, ptr %44, align 4, !tbaa !14
  br label %46

46:                                               ; preds = %46, %0
  %47 = phi i64 [ %54, %46 ], [ 0, %0 ]
  %48 = phi i32 [ %53, %46 ], [ -2128831035, %0 ]
  %49 = getelementptr inbounds i8, ptr %8, i64 %47
  %50 = load i8, ptr %49, align 1, !tbaa !11
  %51 = zext i8 %50 to i32
  %52 = xor i32 %48, %51
  %53 = mul i32 %52, 16777619
  %54 = add nuw nsw i64 %47, 1
  %55 = icmp eq i64 %54, 4096
  br i1 %55, label %56, label %46, !llvm.loop !16

56:                                               ; preds = %46
  %57 = load i8, ptr %8, align 4, !tbaa !11
  %58 = zext i8 %57 to i32
  %59 = getelementptr inbounds i8, ptr %8, i64 4095
  %60 = load i8, ptr %59, align 1, !tbaa !11
  %61 = zext i8 %60 to i32
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %45, i32 noundef %53, i32 noundef %58, i32 noundef %61)
  call void @llvm.lifetime.start.p0(i64 1200, ptr nonnull %9) #8
  call void @llvm.lifetime.start.p0(i64 1200, ptr nonnull %10) #8
  br label %64

63:                                               ; preds = %64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1200) %10, ptr noundef nonnull align 4 dereferenceable(1200) %9, i64 1200, i1 false)
  br label %88

64:                                               ; preds = %56, %64
  %65 = phi i64 [ 0, %56 ], [ %70, %64 ]
  %66 = getelementptr inbounds [50 x %struct.S24], ptr %9, i64 0, i64 %65
  %67 = trunc nuw nsw i64 %65 to i32
  store i32 %67, ptr %66, align 4, !tbaa !6
  %68 = getelementptr inbounds i8, ptr %66, i64 4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %68, i8 0, i64 20, i1 false)
  %69 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %68, i64 noundef 20, ptr noundef nonnull @.str.3, i32 noundef %67) #8
  %70 = add nuw nsw i64 %65, 1
  %71 = icmp eq i64 %70, 50
  br i1 %71, label %63, label %64, !llvm.loop !18

72:                                               ; preds = %88
  %73 = getelementptr inbounds i8, ptr %10, i64 4
  br label %74

74:                                               ; preds = %74, %72
  %75 = phi i64 [ %82, %74 ], [ 0, %72 ]
  %76 = phi i32 [ %81, %74 ], [ -2128831035, %72 ]
  %77 = getelementptr inbounds i8, ptr %10, i64 %75
  %78 = load i8, ptr %77, align 1, !tbaa !11
  %79 = zext i8 %78 to i32
  %80 = xor i32 %76, %79
  %81 = mul i32 %80, 16777619
  %82 = add nuw nsw i64 %75, 1
  %83 = icmp eq i64 %82, 1200
  br i1 %83, label %84, label %74, !llvm.loop !16

84:                                               ; preds = %74
  %85 = getelementptr inbounds i8, ptr %10, i64 1180
  %86 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %73, ptr noundef nonnull %85, i32 noundef %81)
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 0, i32 noundef 1, double noundef 2.500000e+00)
  br label %95

88:                                               ; preds = %63, %88
  %89 = phi i64 [ 0, %63 ], [ %93, %88 ]
  %90 = getelementptr inbounds [50 x %struct.S24], ptr %10, i64 0, i64 %89
  %91 = sub nuw nsw i64 49, %89
  %92 = getelementptr inbounds [50 x %struct.S24], ptr %10, i64 0, i64 %91
  call fastcc void @swap24(ptr noundef nonnull %90, ptr noundef nonnull %92)
  %93 = add nuw nsw i64 %89, 1
  %94 = icmp eq i64 %93, 25
  br i1 %94, label %72, label %88, !llvm.loop !19

95:                                               ; preds = %95, %84
  %96 = phi i64 [ %103, %95 ], [ 0, %84 ]
  %97 = phi i32 [ %102, %95 ], [ -2128831035, %84 ]
  %98 = getelementptr inbounds i8, ptr %8, i64 %96
  %99 = load i8, ptr %98, align 1, !tbaa !11
  %100 = zext i8 %99 to i32
  %101 = xor i32 %97, %100
  %102 = mul i32 %101, 16777619
  %103 = add nuw nsw i64 %96, 1
  %104 = icmp eq i64 %103, 4096
  br i1 %104, label %105, label %95, !llvm.loop !16

105:                                              ; preds = %95
  %106 = and i32 %102, 127
  call void @llvm.lifetime.end.p0(i64 1200, ptr nonnull %10) #8
  call void @llvm.lifetime.end.p0(i64 1200, ptr nonnull %9) #8
  call void @llvm.lifetime.end.p0(i64 4100, ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #8
  ret i32 %106
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @swap24(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #3 {
  %3 = alloca %struct.S24, align 4
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %3, ptr noundef nonnull align 4 dereferenceable(24) %0, i64 24, i1 false), !tbaa.struct !20
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %0, ptr noundef nonnull align 4 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !20
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %1, ptr noundef nonnull align 4 dereferenceable(24) %3, i64 24, i1 false), !tbaa.struct !20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @mmul(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.M4) align 8 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #6 {
  %4 = getelementptr inbounds i8, ptr %2, i64 120
  %5 = load double, ptr %4, align 8, !tbaa !12
  %6 = insertelement <2 x double> poison, double %5, i64 0
  %7 = shufflevector <2 x double> %6, <2 x double> poison, <2 x i32> zeroinitializer
  %8 = getelementptr inbounds i8, ptr %2, i64 88
  %9 = load double, ptr %8, align 8, !tbaa !12
  %10 = insertelement <2 x double> poison, double %9, i64 0
  %11 = shufflevector <2 x double> %10, <2 x double> poison, <2 x i32> zeroinitializer
  %12 = getelementptr inbounds i8, ptr %2, i64 56
  %13 = load double, ptr %12, align 8, !tbaa !12
  %14 = insertelement <2 x double> poison, double %13, i64 0
  %15 = shufflevector <2 x double> %14, <2 x double> poison, <2 x i32> zeroinitializer
  %16 = getelementptr inbounds i8, ptr %2, i64 24
  %17 = load double, ptr %16, align 8, !tbaa !12
  %18 = insertelement <2 x double> poison, double %17, i64 0
  %19 = shufflevector <2 x double> %18, <2 x double> poison, <2 x i32> zeroinitializer
  %20 = getelementptr inbounds i8, ptr %2, i64 112
  %21 = load double, ptr %20, align 8, !tbaa !12
  %22 = insertelement <2 x double> poison, double %21, i64 0
  %23 = shufflevector <2 x double> %22, <2 x double> poison, <2 x i32> zeroinitializer
  %24 = getelementptr inbounds i8, ptr %2, i64 80
  %25 = load double, ptr %24, align 8, !tbaa !12
  %26 = insertelement <2 x double> poison, double %25, i64 0
  %27 = shufflevector <2 x double> %26, <2 x double> poison, <2 x i32> zeroinitializer
  %28 = getelementptr inbounds i8, ptr %2, i64 48
  %29 = load double, ptr %28, align 8, !tbaa !12
  %30 = insertelement <2 x double> poison, double %29, i64 0
  %31 = shufflevector <2 x double> %30, <2 x double> poison, <2 x i32> zeroinitializer
  %32 = getelementptr inbounds i8, ptr %2, i64 16
  %33 = load double, ptr %32, align 8, !tbaa !12
  %34 = insertelement <2 x double> poison, double %33, i64 0
  %35 = shufflevector <2 x double> %34, <2 x double> poison, <2 x i32> zeroinitializer
  %36 = getelementptr inbounds i8, ptr %2, i64 104
  %37 = load double, ptr %36, align 8, !tbaa !12
  %38 = insertelement <2 x double> poison, double %37, i64 0
  %39 = shufflevector <2 x double> %38, <2 x double> poison, <2 x i32> zeroinitializer
  %40 = getelementptr inbounds i8, ptr %2, i64 72
  %41 = load double, ptr %40, align 8, !tbaa !12
  %42 = insertelement <2 x double> poison, double %41, i64 0
  %43 = shufflevector <2 x double> %42, <2 x double> poison, <2 x i32> zeroinitializer
  %44 = getelementptr inbounds i8, ptr %2, i64 40
  %45 = load double, ptr %44, align 8, !tbaa !12
  %46 = insertelement <2 x double> poison, double %45, i64 0
  %47 = shufflevector <2 x double> %46, <2 x double> poison, <2 x i32> zeroinitializer
  %48 = getelementptr inbounds i8, ptr %2, i64 8
  %49 = load double, ptr %48, align 8, !tbaa !12
  %50 = insertelement <2 x double> poison, double %49, i64 0
  %51 = shufflevector <2 x double> %50, <2 x double> poison, <2 x i32> zeroinitializer
  %52 = getelementptr inbounds i8, ptr %2, i64 96
  %53 = load double, ptr %52, align 8, !tbaa !12
  %54 = insertelement <2 x double> poison, double %53, i64 0
  %55 = shufflevector <2 x double> %54, <2 x double> poison, <2 x i32> zeroinitializer
  %56 = getelementptr inbounds i8, ptr %2, i64 64
  %57 = load double, ptr %56, align 8, !tbaa !12
  %58 = insertelement <2 x double> poison, double %57, i64 0
  %59 = shufflevector <2 x double> %58, <2 x double> poison, <2 x i32> zeroinitializer
  %60 = getelementptr inbounds i8, ptr %2, i64 32
  %61 = load double, ptr %60, align 8, !tbaa !12
  %62 = insertelement <2 x double> poison, double %61, i64 0
  %63 = shufflevector <2 x double> %62, <2 x double> poison, <2 x i32> zeroinitializer
  %64 = load double, ptr %2, align 8, !tbaa !12
  %65 = insertelement <2 x double> poison, double %64, i64 0
  %66 = shufflevector <2 x double> %65, <2 x double> poison, <2 x i32> zeroinitializer
  %67 = load <8 x double>, ptr %1, align 8, !tbaa !12
  %68 = shufflevector <8 x double> %67, <8 x double> poison, <2 x i32> <i32 0, i32 4>
  %69 = shufflevector <8 x double> %67, <8 x double> poison, <2 x i32> <i32 1, i32 5>
  %70 = shufflevector <8 x double> %67, <8 x double> poison, <2 x i32> <i32 2, i32 6>
  %71 = shufflevector <8 x double> %67, <8 x double> poison, <2 x i32> <i32 3, i32 7>
  %72 = fmul <2 x double> %68, %66
  %73 = fadd <2 x double> %72, zeroinitializer
  %74 = fmul <2 x double> %69, %63
  %75 = fadd <2 x double> %73, %74
  %76 = fmul <2 x double> %70, %59
  %77 = fadd <2 x double> %75, %76
  %78 = fmul <2 x double> %71, %55
  %79 = fadd <2 x double> %77, %78
  %80 = fmul <2 x double> %68, %51
  %81 = fadd <2 x double> %80, zeroinitializer
  %82 = fmul <2 x double> %69, %47
  %83 = fadd <2 x double> %81, %82
  %84 = fmul <2 x double> %70, %43
  %85 = fadd <2 x double> %83, %84
  %86 = fmul <2 x double> %71, %39
  %87 = fadd <2 x double> %85, %86
  %88 = fmul <2 x double> %68, %35
  %89 = fadd <2 x double> %88, zeroinitializer
  %90 = fmul <2 x double> %69, %31
  %91 = fadd <2 x double> %89, %90
  %92 = fmul <2 x double> %70, %27
  %93 = fadd <2 x double> %91, %92
  %94 = fmul <2 x double> %71, %23
  %95 = fadd <2 x double> %93, %94
  %96 = fmul <2 x double> %68, %19
  %97 = fadd <2 x double> %96, zeroinitializer
  %98 = fmul <2 x double> %69, %15
  %99 = fadd <2 x double> %97, %98
  %100 = fmul <2 x double> %70, %11
  %101 = fadd <2 x double> %99, %100
  %102 = fmul <2 x double> %71, %7
  %103 = fadd <2 x double> %101, %102
  %104 = shufflevector <2 x double> %79, <2 x double> %87, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %105 = shufflevector <2 x double> %95, <2 x double> %103, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %106 = shufflevector <4 x double> %104, <4 x double> %105, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 1, i32 3, i32 5, i32 7>
  store <8 x double> %106, ptr %0, align 8, !tbaa !12
  %107 = getelementptr inbounds i8, ptr %1, i64 64
  %108 = load <8 x double>, ptr %107, align 8, !tbaa !12
  %109 = shufflevector <8 x double> %108, <8 x double> poison, <2 x i32> <i32 0, i32 4>
  %110 = shufflevector <8 x double> %108, <8 x double> poison, <2 x i32> <i32 1, i32 5>
  %111 = shufflevector <8 x double> %108, <8 x double> poison, <2 x i32> <i32 2, i32 6>
  %112 = shufflevector <8 x double> %108, <8 x double> poison, <2 x i32> <i32 3, i32 7>
  %113 = fmul <2 x double> %109, %66
  %114 = fadd <2 x double> %113, zeroinitializer
  %115 = fmul <2 x double> %110, %63
  %116 = fadd <2 x double> %114, %115
  %117 = fmul <2 x double> %111, %59
  %118 = fadd <2 x double> %116, %117
  %119 = fmul <2 x double> %112, %55
  %120 = fadd <2 x double> %118, %119
  %121 = fmul <2 x double> %109, %51
  %122 = fadd <2 x double> %121, zeroinitializer
  %123 = fmul <2 x double> %110, %47
  %124 = fadd <2 x double> %122, %123
  %125 = fmul <2 x double> %111, %43
  %126 = fadd <2 x double> %124, %125
  %127 = fmul <2 x double> %112, %39
  %128 = fadd <2 x double> %126, %127
  %129 = fmul <2 x double> %109, %35
  %130 = fadd <2 x double> %129, zeroinitializer
  %131 = fmul <2 x double> %110, %31
  %132 = fadd <2 x double> %130, %131
  %133 = fmul <2 x double> %111, %27
  %134 = fadd <2 x double> %132, %133
  %135 = fmul <2 x double> %112, %23
  %136 = fadd <2 x double> %134, %135
  %137 = fmul <2 x double> %109, %19
  %138 = fadd <2 x double> %137, zeroinitializer
  %139 = fmul <2 x double> %110, %15
  %140 = fadd <2 x double> %138, %139
  %141 = fmul <2 x double> %111, %11
  %142 = fadd <2 x double> %140, %141
  %143 = fmul <2 x double> %112, %7
  %144 = fadd <2 x double> %142, %143
  %145 = getelementptr inbounds i8, ptr %0, i64 64
  %146 = shufflevector <2 x double> %120, <2 x double> %128, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %147 = shufflevector <2 x double> %136, <2 x double> %144, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %148 = shufflevector <4 x double> %146, <4 x double> %147, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 1, i32 3, i32 5, i32 7>
  store <8 x double> %148, ptr %145, align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @k4_twice(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.K4) align 4 %0) unnamed_addr #6 {
  %2 = alloca %struct.K4, align 4
  %3 = alloca %struct.K4, align 4
  call fastcc void @k4_make(ptr dead_on_unwind nonnull writable sret(%struct.K4) align 4 %3)
  call fastcc void @k4_xform(ptr dead_on_unwind nonnull writable sret(%struct.K4) align 4 %2, ptr noundef nonnull %3)
  call fastcc void @k4_xform(ptr dead_on_unwind writable sret(%struct.K4) align 4 %0, ptr noundef nonnull %2)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @k4_xform(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.K4) align 4 %0, ptr nocapture noundef %1) unnamed_addr #6 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi i64 [ 0, %2 ], [ %13, %3 ]
  %5 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %2 ], [ %14, %3 ]
  %6 = add <16 x i8> %5, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>
  %7 = getelementptr inbounds [4096 x i8], ptr %1, i64 0, i64 %4
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load <16 x i8>, ptr %7, align 1, !tbaa !11
  %10 = load <16 x i8>, ptr %8, align 1, !tbaa !11
  %11 = xor <16 x i8> %9, %5
  %12 = xor <16 x i8> %10, %6
  store <16 x i8> %11, ptr %7, align 1, !tbaa !11
  store <16 x i8> %12, ptr %8, align 1, !tbaa !11
  %13 = add nuw i64 %4, 32
  %14 = add <16 x i8> %5, <i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32>
  %15 = icmp eq i64 %13, 4096
  br i1 %15, label %16, label %3, !llvm.loop !22

16:                                               ; preds = %3
  %17 = getelementptr inbounds i8, ptr %1, i64 4096
  %18 = load i32, ptr %17, align 4, !tbaa !14
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %17, align 4, !tbaa !14
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(4100) %0, ptr noundef nonnull align 4 dereferenceable(4100) %1, i64 4100, i1 false), !tbaa.struct !25
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @k4_make(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.K4) align 4 %0) unnamed_addr #7 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %11, %2 ]
  %4 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %1 ], [ %12, %2 ]
  %5 = mul <16 x i8> %4, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %6 = mul <16 x i8> %4, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %7 = add <16 x i8> %5, <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5>
  %8 = add <16 x i8> %6, <i8 117, i8 117, i8 117, i8 117, i8 117, i8 117, i8 117, i8 117, i8 117, i8 117, i8 117, i8 117, i8 117, i8 117, i8 117, i8 117>
  %9 = getelementptr inbounds [4096 x i8], ptr %0, i64 0, i64 %3
  %10 = getelementptr inbounds i8, ptr %9, i64 16
  store <16 x i8> %7, ptr %9, align 4, !tbaa !11
  store <16 x i8> %8, ptr %10, align 4, !tbaa !11
  %11 = add nuw i64 %3, 32
  %12 = add <16 x i8> %4, <i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32>
  %13 = icmp eq i64 %11, 4096
  br i1 %13, label %14, label %2, !llvm.loop !26

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %0, i64 4096
  store i32 5, ptr %15, align 4, !tbaa !14
  ret void
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"", !8, i64 0, !9, i64 4}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!9, !9, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !9, i64 0}
!14 = !{!15, !8, i64 4096}
!15 = !{!"", !9, i64 0, !8, i64 4096}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !17}
!20 = !{i64 0, i64 4, !21, i64 4, i64 20, !11}
!21 = !{!8, !8, i64 0}
!22 = distinct !{!22, !17, !23, !24}
!23 = !{!"llvm.loop.isvectorized", i32 1}
!24 = !{!"llvm.loop.unroll.runtime.disable"}
!25 = !{i64 0, i64 4096, !11, i64 4096, i64 4, !21}
!26 = distinct !{!26, !17, !23, !24}
