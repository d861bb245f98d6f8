; ModuleID = 'programs/struct_large_copies.c'
source_filename = "programs/struct_large_copies.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %4 = alloca %struct.M4, align 16
  %5 = alloca %struct.M4, align 8
  %6 = alloca %struct.M4, align 8
  %7 = alloca %struct.K4, align 4
  %8 = alloca [50 x %struct.S24], align 16
  %9 = alloca [50 x %struct.S24], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %1, ptr noundef nonnull align 4 dereferenceable(24) @__const.main.a, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %2, ptr noundef nonnull align 4 dereferenceable(24) @__const.main.b, i64 24, i1 false)
  call fastcc void @swap24(ptr noundef nonnull %1, ptr noundef nonnull %2)
  %10 = load i32, ptr %1, align 4, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %1, i64 4
  %12 = load i32, ptr %2, align 4, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %2, i64 4
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10, ptr noundef nonnull %11, i32 noundef %12, ptr noundef nonnull %13)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #8
  %15 = getelementptr inbounds i8, ptr %3, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %15, i8 0, i64 112, i1 false)
  store double 1.000000e+00, ptr %3, align 8
  %16 = getelementptr inbounds i8, ptr %3, i64 40
  store double 1.000000e+00, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %3, i64 80
  store double 1.000000e+00, ptr %17, align 8
  %18 = getelementptr inbounds i8, ptr %3, i64 120
  store double 1.000000e+00, ptr %18, align 8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #8
  store <2 x double> <double 5.000000e-01, double 1.500000e+00>, ptr %4, align 16, !tbaa !10
  %19 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 2.500000e+00, double 3.500000e+00>, ptr %19, align 16, !tbaa !10
  %20 = getelementptr inbounds i8, ptr %4, i64 32
  store <2 x double> <double 4.500000e+00, double 5.500000e+00>, ptr %20, align 16, !tbaa !10
  %21 = getelementptr inbounds i8, ptr %4, i64 48
  store <2 x double> <double 6.500000e+00, double 7.500000e+00>, ptr %21, align 16, !tbaa !10
  %22 = getelementptr inbounds i8, ptr %4, i64 64
  store <2 x double> <double 8.500000e+00, double 9.500000e+00>, ptr %22, align 16, !tbaa !10
  %23 = getelementptr inbounds i8, ptr %4, i64 80
  store <2 x double> <double 1.050000e+01, double 1.150000e+01>, ptr %23, align 16, !tbaa !10
  %24 = getelementptr inbounds i8, ptr %4, i64 96
  store <2 x double> <double 1.250000e+01, double 1.350000e+01>, ptr %24, align 16, !tbaa !10
  %25 = getelementptr inbounds i8, ptr %4, i64 112
  store <2 x double> <double 1.450000e+01, double 1.550000e+01>, ptr %25, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #8
  call fastcc void @mmul(ptr dead_on_unwind nonnull writable sret(%struct.M4) align 8 %6, ptr noundef nonnull byval(%struct.M4) align 8 %4, ptr noundef nonnull byval(%struct.M4) align 8 %3)
  call fastcc void @mmul(ptr dead_on_unwind nonnull writable sret(%struct.M4) align 8 %5, ptr noundef nonnull byval(%struct.M4) align 8 %6, ptr noundef nonnull byval(%struct.M4) align 8 %4)
  %26 = load double, ptr %5, align 8, !tbaa !10
  %27 = getelementptr inbounds i8, ptr %5, i64 48
  %28 = load double, ptr %27, align 8, !tbaa !10
  %29 = getelementptr inbounds i8, ptr %5, i64 120
  %30 = load double, ptr %29, align 8, !tbaa !10
  %31 = getelementptr inbounds i8, ptr %5, i64 72
  %32 = load double, ptr %31, align 8, !tbaa !10
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %26, double noundef %28, double noundef %30, double noundef %32)
  call void @llvm.lifetime.start.p0(i64 4100, ptr nonnull %7) #8
  call fastcc void @k4_twice(ptr dead_on_unwind nonnull writable sret(%struct.K4) align 4 %7)
  %34 = getelementptr inbounds i8, ptr %7, i64 4096
  %35 = load i32, ptr %34, align 4, !tbaa !12
  br label %36

36:                                               ; preds = %36, %0
  %37 = phi i64 [ 0, %0 ], [ %62, %36 ]
  %38 = phi i32 [ -2128831035, %0 ], [ %61, %36 ]
  %39 = getelementptr inbounds i8, ptr %7, i64 %37
  %40 = load i8, ptr %39, align 4, !tbaa !14
  %41 = zext i8 %40 to i32
  %42 = xor i32 %38, %41
  %43 = mul i32 %42, 16777619
  %44 = or disjoint i64 %37, 1
  %45 = getelementptr inbounds i8, ptr %7, i64 %44
  %46 = load i8, ptr %45, align 1, !tbaa !14
  %47 = zext i8 %46 to i32
  %48 = xor i32 %43, %47
  %49 = mul i32 %48, 16777619
  %50 = or disjoint i64 %37, 2
  %51 = getelementptr inbounds i8, ptr %7, i64 %50
  %52 = load i8, ptr %51, align 2, !tbaa !14
  %53 = zext i8 %52 to i32
  %54 = xor i32 %49, %53
  %55 = mul i32 %54, 16777619
  %56 = or disjoint i64 %37, 3
  %57 = getelementptr inbounds i8, ptr %7, i64 %56
  %58 = load i8, ptr %57, align 1, !tbaa !14
  %59 = zext i8 %58 to i32
  %60 = xor i32 %55, %59
  %61 = mul i32 %60, 16777619
  %62 = add nuw nsw i64 %37, 4
  %63 = icmp eq i64 %62, 4096
  br i1 %63, label %64, label %36, !llvm.loop !15

64:                                               ; preds = %36
  %65 = load i8, ptr %7, align 4, !tbaa !14
  %66 = zext i8 %65 to i32
  %67 = getelementptr inbounds i8, ptr %7, i64 4095
  %68 = load i8, ptr %67, align 1, !tbaa !14
  %69 = zext i8 %68 to i32
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %35, i32 noundef %61, i32 noundef %66, i32 noundef %69)
  call void @llvm.lifetime.start.p0(i64 1200, ptr nonnull %8) #8
  call void @llvm.lifetime.start.p0(i64 1200, ptr nonnull %9) #8
  br label %72

71:                                               ; preds = %72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(1200) %9, ptr noundef nonnull align 16 dereferenceable(1200) %8, i64 1200, i1 false)
  br label %126

72:                                               ; preds = %64, %72
  %73 = phi i64 [ 0, %64 ], [ %78, %72 ]
  %74 = getelementptr inbounds [50 x %struct.S24], ptr %8, i64 0, i64 %73
  %75 = trunc nuw nsw i64 %73 to i32
  store i32 %75, ptr %74, align 8, !tbaa !5
  %76 = getelementptr inbounds i8, ptr %74, i64 4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %76, i8 0, i64 20, i1 false)
  %77 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %76, i64 noundef 20, ptr noundef nonnull @.str.3, i32 noundef %75) #8
  %78 = add nuw nsw i64 %73, 1
  %79 = icmp eq i64 %78, 50
  br i1 %79, label %71, label %72, !llvm.loop !17

80:                                               ; preds = %126
  %81 = getelementptr inbounds i8, ptr %9, i64 4
  %82 = getelementptr inbounds i8, ptr %9, i64 2
  %83 = getelementptr inbounds i8, ptr %9, i64 3
  %84 = getelementptr inbounds i8, ptr %9, i64 4
  %85 = getelementptr inbounds i8, ptr %9, i64 5
  br label %86

86:                                               ; preds = %86, %80
  %87 = phi i64 [ 0, %80 ], [ %120, %86 ]
  %88 = phi i32 [ -2128831035, %80 ], [ %119, %86 ]
  %89 = getelementptr inbounds i8, ptr %9, i64 %87
  %90 = load i8, ptr %89, align 2, !tbaa !14
  %91 = zext i8 %90 to i32
  %92 = xor i32 %88, %91
  %93 = mul i32 %92, 16777619
  %94 = or disjoint i64 %87, 1
  %95 = getelementptr inbounds i8, ptr %9, i64 %94
  %96 = load i8, ptr %95, align 1, !tbaa !14
  %97 = zext i8 %96 to i32
  %98 = xor i32 %93, %97
  %99 = mul i32 %98, 16777619
  %100 = getelementptr inbounds i8, ptr %82, i64 %87
  %101 = load i8, ptr %100, align 2, !tbaa !14
  %102 = zext i8 %101 to i32
  %103 = xor i32 %99, %102
  %104 = mul i32 %103, 16777619
  %105 = getelementptr inbounds i8, ptr %83, i64 %87
  %106 = load i8, ptr %105, align 1, !tbaa !14
  %107 = zext i8 %106 to i32
  %108 = xor i32 %104, %107
  %109 = mul i32 %108, 16777619
  %110 = getelementptr inbounds i8, ptr %84, i64 %87
  %111 = load i8, ptr %110, align 2, !tbaa !14
  %112 = zext i8 %111 to i32
  %113 = xor i32 %109, %112
  %114 = mul i32 %113, 16777619
  %115 = getelementptr inbounds i8, ptr %85, i64 %87
  %116 = load i8, ptr %115, align 1, !tbaa !14
  %117 = zext i8 %116 to i32
  %118 = xor i32 %114, %117
  %119 = mul i32 %118, 16777619
  %120 = add nuw nsw i64 %87, 6
  %121 = icmp eq i64 %120, 1200
  br i1 %121, label %122, label %86, !llvm.loop !15

122:                                              ; preds = %86
  %123 = getelementptr inbounds i8, ptr %9, i64 1180
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %81, ptr noundef nonnull %123, i32 noundef %119)
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 0, i32 noundef 1, double noundef 2.500000e+00)
  br label %133

126:                                              ; preds = %71, %126
  %127 = phi i64 [ 0, %71 ], [ %131, %126 ]
  %128 = getelementptr inbounds [50 x %struct.S24], ptr %9, i64 0, i64 %127
  %129 = sub nuw nsw i64 49, %127
  %130 = getelementptr inbounds [50 x %struct.S24], ptr %9, i64 0, i64 %129
  call fastcc void @swap24(ptr noundef nonnull %128, ptr noundef nonnull %130)
  %131 = add nuw nsw i64 %127, 1
  %132 = icmp eq i64 %131, 25
  br i1 %132, label %80, label %126, !llvm.loop !18

133:                                              ; preds = %133, %122
  %134 = phi i64 [ 0, %122 ], [ %159, %133 ]
  %135 = phi i32 [ -2128831035, %122 ], [ %158, %133 ]
  %136 = getelementptr inbounds i8, ptr %7, i64 %134
  %137 = load i8, ptr %136, align 4, !tbaa !14
  %138 = zext i8 %137 to i32
  %139 = xor i32 %135, %138
  %140 = mul i32 %139, 16777619
  %141 = or disjoint i64 %134, 1
  %142 = getelementptr inbounds i8, ptr %7, i64 %141
  %143 = load i8, ptr %142, align 1, !tbaa !14
  %144 = zext i8 %143 to i32
  %145 = xor i32 %140, %144
  %146 = mul i32 %145, 16777619
  %147 = or disjoint i64 %134, 2
  %148 = getelementptr inbounds i8, ptr %7, i64 %147
  %149 = load i8, ptr %148, align 2, !tbaa !14
  %150 = zext i8 %149 to i32
  %151 = xor i32 %146, %150
  %152 = mul i32 %151, 16777619
  %153 = or disjoint i64 %134, 3
  %154 = getelementptr inbounds i8, ptr %7, i64 %153
  %155 = load i8, ptr %154, align 1, !tbaa !14
  %156 = zext i8 %155 to i32
  %157 = xor i32 %152, %156
  %158 = mul i32 %157, 16777619
  %159 = add nuw nsw i64 %134, 4
  %160 = icmp eq i64 %159, 4096
  br i1 %160, label %161, label %133, !llvm.loop !15

161:                                              ; preds = %133
  %162 = and i32 %158, 127
  call void @llvm.lifetime.end.p0(i64 1200, ptr nonnull %9) #8
  call void @llvm.lifetime.end.p0(i64 1200, ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(i64 4100, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #8
  ret i32 %162
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @swap24(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #3 {
  %3 = alloca %struct.S24, align 4
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %3, ptr noundef nonnull align 4 dereferenceable(24) %0, i64 24, i1 false), !tbaa.struct !19
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %0, ptr noundef nonnull align 4 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !19
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %1, ptr noundef nonnull align 4 dereferenceable(24) %3, i64 24, i1 false), !tbaa.struct !19
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
define internal fastcc void @mmul(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.M4) align 8 %0, ptr nocapture noundef readonly byval(%struct.M4) align 8 %1, ptr nocapture noundef readonly byval(%struct.M4) align 8 %2) unnamed_addr #6 {
  %4 = getelementptr inbounds i8, ptr %2, i64 120
  %5 = load double, ptr %4, align 8, !tbaa !10
  %6 = insertelement <2 x double> poison, double %5, i64 0
  %7 = shufflevector <2 x double> %6, <2 x double> poison, <2 x i32> zeroinitializer
  %8 = getelementptr inbounds i8, ptr %2, i64 88
  %9 = load <2 x double>, ptr %8, align 8
  %10 = shufflevector <2 x double> %9, <2 x double> poison, <2 x i32> zeroinitializer
  %11 = getelementptr inbounds i8, ptr %2, i64 56
  %12 = load <2 x double>, ptr %11, align 8
  %13 = shufflevector <2 x double> %12, <2 x double> poison, <2 x i32> zeroinitializer
  %14 = getelementptr inbounds i8, ptr %2, i64 24
  %15 = load <2 x double>, ptr %14, align 8
  %16 = shufflevector <2 x double> %15, <2 x double> poison, <2 x i32> zeroinitializer
  %17 = getelementptr inbounds i8, ptr %2, i64 112
  %18 = load <2 x double>, ptr %17, align 8
  %19 = shufflevector <2 x double> %18, <2 x double> poison, <2 x i32> zeroinitializer
  %20 = getelementptr inbounds i8, ptr %2, i64 80
  %21 = load <2 x double>, ptr %20, align 8
  %22 = shufflevector <2 x double> %21, <2 x double> poison, <2 x i32> zeroinitializer
  %23 = getelementptr inbounds i8, ptr %2, i64 48
  %24 = load <2 x double>, ptr %23, align 8
  %25 = shufflevector <2 x double> %24, <2 x double> poison, <2 x i32> zeroinitializer
  %26 = getelementptr inbounds i8, ptr %2, i64 16
  %27 = load <2 x double>, ptr %26, align 8
  %28 = shufflevector <2 x double> %27, <2 x double> poison, <2 x i32> zeroinitializer
  %29 = getelementptr inbounds i8, ptr %2, i64 104
  %30 = load <2 x double>, ptr %29, align 8
  %31 = shufflevector <2 x double> %30, <2 x double> poison, <2 x i32> zeroinitializer
  %32 = getelementptr inbounds i8, ptr %2, i64 72
  %33 = load <2 x double>, ptr %32, align 8
  %34 = shufflevector <2 x double> %33, <2 x double> poison, <2 x i32> zeroinitializer
  %35 = getelementptr inbounds i8, ptr %2, i64 40
  %36 = load <2 x double>, ptr %35, align 8
  %37 = shufflevector <2 x double> %36, <2 x double> poison, <2 x i32> zeroinitializer
  %38 = getelementptr inbounds i8, ptr %2, i64 8
  %39 = load <2 x double>, ptr %38, align 8
  %40 = shufflevector <2 x double> %39, <2 x double> poison, <2 x i32> zeroinitializer
  %41 = getelementptr inbounds i8, ptr %2, i64 96
  %42 = load <2 x double>, ptr %41, align 8
  %43 = shufflevector <2 x double> %42, <2 x double> poison, <2 x i32> zeroinitializer
  %44 = getelementptr inbounds i8, ptr %2, i64 64
  %45 = load <2 x double>, ptr %44, align 8
  %46 = shufflevector <2 x double> %45, <2 x double> poison, <2 x i32> zeroinitializer
  %47 = getelementptr inbounds i8, ptr %2, i64 32
  %48 = load <2 x double>, ptr %47, align 8
  %49 = shufflevector <2 x double> %48, <2 x double> poison, <2 x i32> zeroinitializer
  %50 = load <2 x double>, ptr %2, align 8
  %51 = shufflevector <2 x double> %50, <2 x double> poison, <2 x i32> zeroinitializer
  %52 = getelementptr inbounds i8, ptr %1, i64 32
  %53 = load double, ptr %1, align 8, !tbaa !10
  %54 = load double, ptr %52, align 8, !tbaa !10
  %55 = insertelement <2 x double> poison, double %53, i64 0
  %56 = insertelement <2 x double> %55, double %54, i64 1
  %57 = fmul <2 x double> %56, %51
  %58 = fadd <2 x double> %57, zeroinitializer
  %59 = getelementptr inbounds i8, ptr %1, i64 8
  %60 = getelementptr inbounds i8, ptr %1, i64 40
  %61 = load double, ptr %59, align 8, !tbaa !10
  %62 = load double, ptr %60, align 8, !tbaa !10
  %63 = insertelement <2 x double> poison, double %61, i64 0
  %64 = insertelement <2 x double> %63, double %62, i64 1
  %65 = fmul <2 x double> %64, %49
  %66 = fadd <2 x double> %58, %65
  %67 = getelementptr inbounds i8, ptr %1, i64 16
  %68 = getelementptr inbounds i8, ptr %1, i64 48
  %69 = load double, ptr %67, align 8, !tbaa !10
  %70 = load double, ptr %68, align 8, !tbaa !10
  %71 = insertelement <2 x double> poison, double %69, i64 0
  %72 = insertelement <2 x double> %71, double %70, i64 1
  %73 = fmul <2 x double> %72, %46
  %74 = fadd <2 x double> %66, %73
  %75 = getelementptr inbounds i8, ptr %1, i64 24
  %76 = getelementptr inbounds i8, ptr %1, i64 56
  %77 = load double, ptr %75, align 8, !tbaa !10
  %78 = load double, ptr %76, align 8, !tbaa !10
  %79 = insertelement <2 x double> poison, double %77, i64 0
  %80 = insertelement <2 x double> %79, double %78, i64 1
  %81 = fmul <2 x double> %80, %43
  %82 = fadd <2 x double> %74, %81
  %83 = fmul <2 x double> %56, %40
  %84 = fadd <2 x double> %83, zeroinitializer
  %85 = fmul <2 x double> %64, %37
  %86 = fadd <2 x double> %84, %85
  %87 = fmul <2 x double> %72, %34
  %88 = fadd <2 x double> %86, %87
  %89 = fmul <2 x double> %80, %31
  %90 = fadd <2 x double> %88, %89
  %91 = fmul <2 x double> %56, %28
  %92 = fadd <2 x double> %91, zeroinitializer
  %93 = fmul <2 x double> %64, %25
  %94 = fadd <2 x double> %92, %93
  %95 = fmul <2 x double> %72, %22
  %96 = fadd <2 x double> %94, %95
  %97 = fmul <2 x double> %80, %19
  %98 = fadd <2 x double> %96, %97
  %99 = fmul <2 x double> %56, %16
  %100 = fadd <2 x double> %99, zeroinitializer
  %101 = fmul <2 x double> %64, %13
  %102 = fadd <2 x double> %100, %101
  %103 = fmul <2 x double> %72, %10
  %104 = fadd <2 x double> %102, %103
  %105 = fmul <2 x double> %80, %7
  %106 = fadd <2 x double> %104, %105
  %107 = shufflevector <2 x double> %82, <2 x double> %90, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %108 = shufflevector <2 x double> %98, <2 x double> %106, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %109 = shufflevector <4 x double> %107, <4 x double> %108, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 1, i32 3, i32 5, i32 7>
  store <8 x double> %109, ptr %0, align 8, !tbaa !10
  %110 = getelementptr inbounds i8, ptr %1, i64 64
  %111 = getelementptr inbounds i8, ptr %1, i64 96
  %112 = load double, ptr %110, align 8, !tbaa !10
  %113 = load double, ptr %111, align 8, !tbaa !10
  %114 = insertelement <2 x double> poison, double %112, i64 0
  %115 = insertelement <2 x double> %114, double %113, i64 1
  %116 = fmul <2 x double> %115, %51
  %117 = fadd <2 x double> %116, zeroinitializer
  %118 = getelementptr inbounds i8, ptr %1, i64 72
  %119 = getelementptr inbounds i8, ptr %1, i64 104
  %120 = load double, ptr %118, align 8, !tbaa !10
  %121 = load double, ptr %119, align 8, !tbaa !10
  %122 = insertelement <2 x double> poison, double %120, i64 0
  %123 = insertelement <2 x double> %122, double %121, i64 1
  %124 = fmul <2 x double> %123, %49
  %125 = fadd <2 x double> %117, %124
  %126 = getelementptr inbounds i8, ptr %1, i64 80
  %127 = getelementptr inbounds i8, ptr %1, i64 112
  %128 = load double, ptr %126, align 8, !tbaa !10
  %129 = load double, ptr %127, align 8, !tbaa !10
  %130 = insertelement <2 x double> poison, double %128, i64 0
  %131 = insertelement <2 x double> %130, double %129, i64 1
  %132 = fmul <2 x double> %131, %46
  %133 = fadd <2 x double> %125, %132
  %134 = getelementptr inbounds i8, ptr %1, i64 88
  %135 = getelementptr inbounds i8, ptr %1, i64 120
  %136 = load double, ptr %134, align 8, !tbaa !10
  %137 = load double, ptr %135, align 8, !tbaa !10
  %138 = insertelement <2 x double> poison, double %136, i64 0
  %139 = insertelement <2 x double> %138, double %137, i64 1
  %140 = fmul <2 x double> %139, %43
  %141 = fadd <2 x double> %133, %140
  %142 = fmul <2 x double> %115, %40
  %143 = fadd <2 x double> %142, zeroinitializer
  %144 = fmul <2 x double> %123, %37
  %145 = fadd <2 x double> %143, %144
  %146 = fmul <2 x double> %131, %34
  %147 = fadd <2 x double> %145, %146
  %148 = fmul <2 x double> %139, %31
  %149 = fadd <2 x double> %147, %148
  %150 = fmul <2 x double> %115, %28
  %151 = fadd <2 x double> %150, zeroinitializer
  %152 = fmul <2 x double> %123, %25
  %153 = fadd <2 x double> %151, %152
  %154 = fmul <2 x double> %131, %22
  %155 = fadd <2 x double> %153, %154
  %156 = fmul <2 x double> %139, %19
  %157 = fadd <2 x double> %155, %156
  %158 = fmul <2 x double> %115, %16
  %159 = fadd <2 x double> %158, zeroinitializer
  %160 = fmul <2 x double> %123, %13
  %161 = fadd <2 x double> %159, %160
  %162 = fmul <2 x double> %131, %10
  %163 = fadd <2 x double> %161, %162
  %164 = fmul <2 x double> %139, %7
  %165 = fadd <2 x double> %163, %164
  %166 = getelementptr inbounds i8, ptr %0, i64 64
  %167 = shufflevector <2 x double> %141, <2 x double> %149, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %168 = shufflevector <2 x double> %157, <2 x double> %165, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %169 = shufflevector <4 x double> %167, <4 x double> %168, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 1, i32 3, i32 5, i32 7>
  store <8 x double> %169, ptr %166, align 8, !tbaa !10
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @k4_twice(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.K4) align 4 %0) unnamed_addr #6 {
  %2 = alloca %struct.K4, align 8
  %3 = alloca %struct.K4, align 8
  call fastcc void @k4_make(ptr dead_on_unwind nonnull writable sret(%struct.K4) align 4 %3)
  call fastcc void @k4_xform(ptr dead_on_unwind nonnull writable sret(%struct.K4) align 4 %2, ptr noundef nonnull byval(%struct.K4) align 8 %3)
  tail call fastcc void @k4_xform(ptr dead_on_unwind writable sret(%struct.K4) align 4 %0, ptr noundef nonnull byval(%struct.K4) align 8 %2)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @k4_xform(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.K4) align 4 %0, ptr nocapture noundef byval(%struct.K4) align 8 %1) unnamed_addr #6 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi i64 [ 0, %2 ], [ %24, %3 ]
  %5 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %2 ], [ %25, %3 ]
  %6 = getelementptr inbounds [4096 x i8], ptr %1, i64 0, i64 %4
  %7 = load <16 x i8>, ptr %6, align 8, !tbaa !14
  %8 = xor <16 x i8> %7, %5
  store <16 x i8> %8, ptr %6, align 8, !tbaa !14
  %9 = or disjoint i64 %4, 16
  %10 = add <16 x i8> %5, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>
  %11 = getelementptr inbounds [4096 x i8], ptr %1, i64 0, i64 %9
  %12 = load <16 x i8>, ptr %11, align 8, !tbaa !14
  %13 = xor <16 x i8> %12, %10
  store <16 x i8> %13, ptr %11, align 8, !tbaa !14
  %14 = or disjoint i64 %4, 32
  %15 = add <16 x i8> %5, <i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32>
  %16 = getelementptr inbounds [4096 x i8], ptr %1, i64 0, i64 %14
  %17 = load <16 x i8>, ptr %16, align 8, !tbaa !14
  %18 = xor <16 x i8> %17, %15
  store <16 x i8> %18, ptr %16, align 8, !tbaa !14
  %19 = or disjoint i64 %4, 48
  %20 = add <16 x i8> %5, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>
  %21 = getelementptr inbounds [4096 x i8], ptr %1, i64 0, i64 %19
  %22 = load <16 x i8>, ptr %21, align 8, !tbaa !14
  %23 = xor <16 x i8> %22, %20
  store <16 x i8> %23, ptr %21, align 8, !tbaa !14
  %24 = add nuw nsw i64 %4, 64
  %25 = add <16 x i8> %5, <i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64>
  %26 = icmp eq i64 %24, 4096
  br i1 %26, label %27, label %3, !llvm.loop !21

27:                                               ; preds = %3
  %28 = getelementptr inbounds i8, ptr %1, i64 4096
  %29 = load i32, ptr %28, align 8, !tbaa !12
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %28, align 8, !tbaa !12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(4100) %0, ptr noundef nonnull align 8 dereferenceable(4100) %1, i64 4100, i1 false), !tbaa.struct !24
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @k4_make(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.K4) align 4 %0) unnamed_addr #7 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %8, %2 ]
  %4 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %1 ], [ %9, %2 ]
  %5 = mul <16 x i8> %4, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %6 = add <16 x i8> %5, <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5>
  %7 = getelementptr inbounds [4096 x i8], ptr %0, i64 0, i64 %3
  store <16 x i8> %6, ptr %7, align 4, !tbaa !14
  %8 = add nuw i64 %3, 16
  %9 = add <16 x i8> %4, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>
  %10 = icmp eq i64 %8, 4096
  br i1 %10, label %11, label %2, !llvm.loop !25

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 4096
  store i32 5, ptr %12, align 4, !tbaa !12
  ret void
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"", !7, i64 0, !8, i64 4}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!13, !7, i64 4096}
!13 = !{!"", !8, i64 0, !7, i64 4096}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !16}
!19 = !{i64 0, i64 4, !20, i64 4, i64 20, !14}
!20 = !{!7, !7, i64 0}
!21 = distinct !{!21, !16, !22, !23}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = !{i64 0, i64 4096, !14, i64 4096, i64 4, !20}
!25 = distinct !{!25, !16, !22, !23}
