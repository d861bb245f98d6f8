; ModuleID = 'programs/matrix_inverse.c'
source_filename = "programs/matrix_inverse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [27 x i8] c"max |A*inv-I| < 1e-12: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c" %9.6f\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"lu x:\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c" %.8f\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c" residual small: %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [46 x i8] c"thomas sol[0]=%.9f sol[25]=%.9f sol[49]=%.9f\0A\00", align 1
@str = private unnamed_addr constant [9 x i8] c"singular\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x [6 x double]], align 16
  %2 = alloca [6 x [6 x double]], align 16
  %3 = alloca [6 x [12 x double]], align 16
  %4 = alloca [6 x [6 x double]], align 16
  %5 = alloca [6 x [6 x double]], align 16
  %6 = alloca [50 x double], align 16
  %7 = alloca [50 x double], align 16
  %8 = alloca [50 x double], align 16
  %9 = alloca [50 x double], align 16
  %10 = alloca [50 x double], align 16
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %4) #8
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %5) #8
  store <2 x double> <double 1.000000e+01, double 0x3FD5555555555555>, ptr %4, align 16, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 2.000000e-01, double 0x3FC2492492492492>, ptr %11, align 16, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %4, i64 32
  store <2 x double> <double 0x3FBC71C71C71C71C, double 0x3FB745D1745D1746>, ptr %12, align 16, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %4, i64 48
  store <2 x double> <double 5.000000e-01, double 1.100000e+01>, ptr %13, align 16, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %4, i64 64
  store <2 x double> <double 0x3FC5555555555555, double 1.250000e-01>, ptr %14, align 16, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %4, i64 80
  store <2 x double> <double 1.000000e-01, double 0x3FB5555555555555>, ptr %15, align 16, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %4, i64 96
  store <2 x double> <double 0x3FD5555555555555, double 2.000000e-01>, ptr %16, align 16, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %4, i64 112
  store <2 x double> <double 1.200000e+01, double 0x3FBC71C71C71C71C>, ptr %17, align 16, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %4, i64 128
  store <2 x double> <double 0x3FB745D1745D1746, double 0x3FB3B13B13B13B14>, ptr %18, align 16, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %4, i64 144
  store <2 x double> <double 2.500000e-01, double 0x3FC5555555555555>, ptr %19, align 16, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %4, i64 160
  store <2 x double> <double 1.250000e-01, double 1.300000e+01>, ptr %20, align 16, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %4, i64 176
  store <2 x double> <double 0x3FB5555555555555, double 0x3FB2492492492492>, ptr %21, align 16, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %4, i64 192
  store <2 x double> <double 2.000000e-01, double 0x3FC2492492492492>, ptr %22, align 16, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %4, i64 208
  store <2 x double> <double 0x3FBC71C71C71C71C, double 0x3FB745D1745D1746>, ptr %23, align 16, !tbaa !5
  %24 = getelementptr inbounds i8, ptr %4, i64 224
  store <2 x double> <double 1.400000e+01, double 0x3FB1111111111111>, ptr %24, align 16, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %4, i64 240
  store <2 x double> <double 0x3FC5555555555555, double 1.250000e-01>, ptr %25, align 16, !tbaa !5
  %26 = getelementptr inbounds i8, ptr %4, i64 256
  store <2 x double> <double 1.000000e-01, double 0x3FB5555555555555>, ptr %26, align 16, !tbaa !5
  %27 = getelementptr inbounds i8, ptr %4, i64 272
  store <2 x double> <double 0x3FB2492492492492, double 1.500000e+01>, ptr %27, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 576, ptr nonnull %3) #8
  store <2 x double> <double 1.000000e+01, double 0x3FD5555555555555>, ptr %3, align 16, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double 2.000000e-01, double 0x3FC2492492492492>, ptr %28, align 16, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %3, i64 32
  store <2 x double> <double 0x3FBC71C71C71C71C, double 0x3FB745D1745D1746>, ptr %29, align 16, !tbaa !5
  %30 = getelementptr inbounds i8, ptr %3, i64 48
  store double 1.000000e+00, ptr %30, align 16, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %3, i64 56
  %32 = getelementptr inbounds i8, ptr %3, i64 96
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %31, i8 0, i64 40, i1 false)
  store <2 x double> <double 5.000000e-01, double 1.100000e+01>, ptr %32, align 16, !tbaa !5
  %33 = getelementptr inbounds i8, ptr %3, i64 112
  store <2 x double> <double 0x3FC5555555555555, double 1.250000e-01>, ptr %33, align 16, !tbaa !5
  %34 = getelementptr inbounds i8, ptr %3, i64 128
  store <2 x double> <double 1.000000e-01, double 0x3FB5555555555555>, ptr %34, align 16, !tbaa !5
  %35 = getelementptr inbounds i8, ptr %3, i64 144
  store <2 x double> <double 0.000000e+00, double 1.000000e+00>, ptr %35, align 16, !tbaa !5
  %36 = getelementptr inbounds i8, ptr %3, i64 160
  %37 = getelementptr inbounds i8, ptr %3, i64 192
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %36, i8 0, i64 32, i1 false)
  store <2 x double> <double 0x3FD5555555555555, double 2.000000e-01>, ptr %37, align 16, !tbaa !5
  %38 = getelementptr inbounds i8, ptr %3, i64 208
  store <2 x double> <double 1.200000e+01, double 0x3FBC71C71C71C71C>, ptr %38, align 16, !tbaa !5
  %39 = getelementptr inbounds i8, ptr %3, i64 224
  store <2 x double> <double 0x3FB745D1745D1746, double 0x3FB3B13B13B13B14>, ptr %39, align 16, !tbaa !5
  %40 = getelementptr inbounds i8, ptr %3, i64 240
  %41 = getelementptr inbounds i8, ptr %3, i64 256
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %40, i8 0, i64 16, i1 false)
  store double 1.000000e+00, ptr %41, align 16, !tbaa !5
  %42 = getelementptr inbounds i8, ptr %3, i64 264
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %42, i8 0, i64 24, i1 false)
  %43 = getelementptr inbounds i8, ptr %3, i64 288
  %44 = load <2 x double>, ptr %19, align 16, !tbaa !5
  store <2 x double> %44, ptr %43, align 16, !tbaa !5
  %45 = getelementptr inbounds i8, ptr %3, i64 304
  %46 = load <2 x double>, ptr %20, align 16, !tbaa !5
  store <2 x double> %46, ptr %45, align 16, !tbaa !5
  %47 = getelementptr inbounds i8, ptr %3, i64 320
  %48 = load <2 x double>, ptr %21, align 16, !tbaa !5
  store <2 x double> %48, ptr %47, align 16, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %3, i64 336
  %50 = getelementptr inbounds i8, ptr %3, i64 360
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %49, i8 0, i64 24, i1 false)
  store double 1.000000e+00, ptr %50, align 8, !tbaa !5
  %51 = getelementptr inbounds i8, ptr %3, i64 368
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %51, i8 0, i64 16, i1 false)
  %52 = getelementptr inbounds i8, ptr %3, i64 384
  %53 = load <2 x double>, ptr %22, align 16, !tbaa !5
  store <2 x double> %53, ptr %52, align 16, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %3, i64 400
  %55 = load <2 x double>, ptr %23, align 16, !tbaa !5
  store <2 x double> %55, ptr %54, align 16, !tbaa !5
  %56 = getelementptr inbounds i8, ptr %3, i64 416
  %57 = load <2 x double>, ptr %24, align 16, !tbaa !5
  store <2 x double> %57, ptr %56, align 16, !tbaa !5
  %58 = getelementptr inbounds i8, ptr %3, i64 432
  %59 = getelementptr inbounds i8, ptr %3, i64 464
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %58, i8 0, i64 32, i1 false)
  store <2 x double> <double 1.000000e+00, double 0.000000e+00>, ptr %59, align 16, !tbaa !5
  %60 = getelementptr inbounds i8, ptr %3, i64 480
  %61 = load <2 x double>, ptr %25, align 16, !tbaa !5
  store <2 x double> %61, ptr %60, align 16, !tbaa !5
  %62 = getelementptr inbounds i8, ptr %3, i64 496
  %63 = load <2 x double>, ptr %26, align 16, !tbaa !5
  store <2 x double> %63, ptr %62, align 16, !tbaa !5
  %64 = getelementptr inbounds i8, ptr %3, i64 512
  %65 = load <2 x double>, ptr %27, align 16, !tbaa !5
  store <2 x double> %65, ptr %64, align 16, !tbaa !5
  %66 = getelementptr inbounds i8, ptr %3, i64 528
  %67 = getelementptr inbounds i8, ptr %3, i64 568
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %66, i8 0, i64 40, i1 false)
  store double 1.000000e+00, ptr %67, align 8, !tbaa !5
  br label %68

68:                                               ; preds = %0, %174
  %69 = phi i64 [ %175, %174 ], [ 1, %0 ]
  %70 = phi i64 [ %71, %174 ], [ 0, %0 ]
  %71 = add nuw nsw i64 %70, 1
  %72 = icmp eq i64 %70, 5
  br i1 %72, label %75, label %73

73:                                               ; preds = %68
  %74 = trunc nuw nsw i64 %70 to i32
  br label %123

75:                                               ; preds = %123, %68
  %76 = phi i32 [ 5, %68 ], [ %135, %123 ]
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %77, i64 %70
  %79 = load double, ptr %78, align 8, !tbaa !5
  %80 = tail call double @llvm.fabs.f64(double %79)
  %81 = fcmp uge double %80, 0x3D719799812DEA11
  br i1 %81, label %82, label %183

82:                                               ; preds = %75
  %83 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %70, i64 0
  %84 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %77, i64 0
  %85 = load <2 x double>, ptr %83, align 16, !tbaa !5
  %86 = load <2 x double>, ptr %84, align 16, !tbaa !5
  store <2 x double> %86, ptr %83, align 16, !tbaa !5
  store <2 x double> %85, ptr %84, align 16, !tbaa !5
  %87 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %70, i64 2
  %88 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %77, i64 2
  %89 = load <2 x double>, ptr %87, align 16, !tbaa !5
  %90 = load <2 x double>, ptr %88, align 16, !tbaa !5
  store <2 x double> %90, ptr %87, align 16, !tbaa !5
  store <2 x double> %89, ptr %88, align 16, !tbaa !5
  %91 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %70, i64 4
  %92 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %77, i64 4
  %93 = load <2 x double>, ptr %91, align 16, !tbaa !5
  %94 = load <2 x double>, ptr %92, align 16, !tbaa !5
  store <2 x double> %94, ptr %91, align 16, !tbaa !5
  store <2 x double> %93, ptr %92, align 16, !tbaa !5
  %95 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %70, i64 6
  %96 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %77, i64 6
  %97 = load <2 x double>, ptr %95, align 16, !tbaa !5
  %98 = load <2 x double>, ptr %96, align 16, !tbaa !5
  store <2 x double> %98, ptr %95, align 16, !tbaa !5
  store <2 x double> %97, ptr %96, align 16, !tbaa !5
  %99 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %70, i64 8
  %100 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %77, i64 8
  %101 = load <2 x double>, ptr %99, align 16, !tbaa !5
  %102 = load <2 x double>, ptr %100, align 16, !tbaa !5
  store <2 x double> %102, ptr %99, align 16, !tbaa !5
  store <2 x double> %101, ptr %100, align 16, !tbaa !5
  %103 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %70, i64 10
  %104 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %77, i64 10
  %105 = load <2 x double>, ptr %103, align 16, !tbaa !5
  %106 = load <2 x double>, ptr %104, align 16, !tbaa !5
  store <2 x double> %106, ptr %103, align 16, !tbaa !5
  store <2 x double> %105, ptr %104, align 16, !tbaa !5
  %107 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %70, i64 %70
  %108 = load double, ptr %107, align 8, !tbaa !5
  %109 = load <2 x double>, ptr %83, align 16, !tbaa !5
  %110 = insertelement <2 x double> poison, double %108, i64 0
  %111 = shufflevector <2 x double> %110, <2 x double> poison, <2 x i32> zeroinitializer
  %112 = fdiv <2 x double> %109, %111
  store <2 x double> %112, ptr %83, align 16, !tbaa !5
  %113 = load <2 x double>, ptr %87, align 16, !tbaa !5
  %114 = fdiv <2 x double> %113, %111
  store <2 x double> %114, ptr %87, align 16, !tbaa !5
  %115 = load <2 x double>, ptr %91, align 16, !tbaa !5
  %116 = fdiv <2 x double> %115, %111
  store <2 x double> %116, ptr %91, align 16, !tbaa !5
  %117 = load <2 x double>, ptr %95, align 16, !tbaa !5
  %118 = fdiv <2 x double> %117, %111
  store <2 x double> %118, ptr %95, align 16, !tbaa !5
  %119 = load <2 x double>, ptr %99, align 16, !tbaa !5
  %120 = fdiv <2 x double> %119, %111
  store <2 x double> %120, ptr %99, align 16, !tbaa !5
  %121 = load <2 x double>, ptr %103, align 16, !tbaa !5
  %122 = fdiv <2 x double> %121, %111
  store <2 x double> %122, ptr %103, align 16, !tbaa !5
  br label %138

123:                                              ; preds = %73, %123
  %124 = phi i64 [ %136, %123 ], [ %69, %73 ]
  %125 = phi i32 [ %135, %123 ], [ %74, %73 ]
  %126 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %124, i64 %70
  %127 = load double, ptr %126, align 8, !tbaa !5
  %128 = tail call double @llvm.fabs.f64(double %127)
  %129 = sext i32 %125 to i64
  %130 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %129, i64 %70
  %131 = load double, ptr %130, align 8, !tbaa !5
  %132 = tail call double @llvm.fabs.f64(double %131)
  %133 = fcmp ogt double %128, %132
  %134 = trunc nuw nsw i64 %124 to i32
  %135 = select i1 %133, i32 %134, i32 %125
  %136 = add nuw nsw i64 %124, 1
  %137 = icmp eq i64 %136, 6
  br i1 %137, label %75, label %123, !llvm.loop !9

138:                                              ; preds = %171, %82
  %139 = phi i64 [ 0, %82 ], [ %172, %171 ]
  %140 = icmp eq i64 %139, %70
  br i1 %140, label %171, label %141

141:                                              ; preds = %138
  %142 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %139, i64 %70
  %143 = load double, ptr %142, align 8, !tbaa !5
  %144 = fneg double %143
  %145 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %139, i64 0
  %146 = load <2 x double>, ptr %83, align 16, !tbaa !5
  %147 = load <2 x double>, ptr %145, align 16, !tbaa !5
  %148 = insertelement <2 x double> poison, double %144, i64 0
  %149 = shufflevector <2 x double> %148, <2 x double> poison, <2 x i32> zeroinitializer
  %150 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %149, <2 x double> %146, <2 x double> %147)
  store <2 x double> %150, ptr %145, align 16, !tbaa !5
  %151 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %139, i64 2
  %152 = load <2 x double>, ptr %87, align 16, !tbaa !5
  %153 = load <2 x double>, ptr %151, align 16, !tbaa !5
  %154 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %149, <2 x double> %152, <2 x double> %153)
  store <2 x double> %154, ptr %151, align 16, !tbaa !5
  %155 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %139, i64 4
  %156 = load <2 x double>, ptr %91, align 16, !tbaa !5
  %157 = load <2 x double>, ptr %155, align 16, !tbaa !5
  %158 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %149, <2 x double> %156, <2 x double> %157)
  store <2 x double> %158, ptr %155, align 16, !tbaa !5
  %159 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %139, i64 6
  %160 = load <2 x double>, ptr %95, align 16, !tbaa !5
  %161 = load <2 x double>, ptr %159, align 16, !tbaa !5
  %162 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %149, <2 x double> %160, <2 x double> %161)
  store <2 x double> %162, ptr %159, align 16, !tbaa !5
  %163 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %139, i64 8
  %164 = load <2 x double>, ptr %99, align 16, !tbaa !5
  %165 = load <2 x double>, ptr %163, align 16, !tbaa !5
  %166 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %149, <2 x double> %164, <2 x double> %165)
  store <2 x double> %166, ptr %163, align 16, !tbaa !5
  %167 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %139, i64 10
  %168 = load <2 x double>, ptr %103, align 16, !tbaa !5
  %169 = load <2 x double>, ptr %167, align 16, !tbaa !5
  %170 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %149, <2 x double> %168, <2 x double> %169)
  store <2 x double> %170, ptr %167, align 16, !tbaa !5
  br label %171

171:                                              ; preds = %141, %138
  %172 = add nuw nsw i64 %139, 1
  %173 = icmp eq i64 %172, 6
  br i1 %173, label %174, label %138, !llvm.loop !11

174:                                              ; preds = %171
  %175 = add nuw nsw i64 %69, 1
  %176 = icmp eq i64 %71, 6
  br i1 %176, label %177, label %68

177:                                              ; preds = %174
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %5, ptr noundef nonnull align 16 dereferenceable(48) %30, i64 48, i1 false), !tbaa !5
  %178 = getelementptr inbounds i8, ptr %5, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %178, ptr noundef nonnull align 16 dereferenceable(48) %35, i64 48, i1 false), !tbaa !5
  %179 = getelementptr inbounds i8, ptr %5, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %179, ptr noundef nonnull align 16 dereferenceable(48) %40, i64 48, i1 false), !tbaa !5
  %180 = getelementptr inbounds i8, ptr %5, i64 144
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %180, ptr noundef nonnull align 16 dereferenceable(48) %49, i64 48, i1 false), !tbaa !5
  %181 = getelementptr inbounds i8, ptr %5, i64 192
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %181, ptr noundef nonnull align 16 dereferenceable(48) %58, i64 48, i1 false), !tbaa !5
  %182 = getelementptr inbounds i8, ptr %5, i64 240
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %182, ptr noundef nonnull align 16 dereferenceable(48) %66, i64 48, i1 false), !tbaa !5
  call void @llvm.lifetime.end.p0(i64 576, ptr nonnull %3) #8
  br label %185

183:                                              ; preds = %75
  call void @llvm.lifetime.end.p0(i64 576, ptr nonnull %3) #8
  %184 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %1090

185:                                              ; preds = %177, %232
  %186 = phi i64 [ 0, %177 ], [ %233, %232 ]
  %187 = phi double [ 0.000000e+00, %177 ], [ %229, %232 ]
  %188 = getelementptr inbounds [6 x [6 x double]], ptr %4, i64 0, i64 %186, i64 0
  %189 = load double, ptr %188, align 16, !tbaa !5
  %190 = getelementptr inbounds [6 x [6 x double]], ptr %4, i64 0, i64 %186, i64 1
  %191 = load double, ptr %190, align 8, !tbaa !5
  %192 = getelementptr inbounds [6 x [6 x double]], ptr %4, i64 0, i64 %186, i64 2
  %193 = load double, ptr %192, align 16, !tbaa !5
  %194 = getelementptr inbounds [6 x [6 x double]], ptr %4, i64 0, i64 %186, i64 3
  %195 = load double, ptr %194, align 8, !tbaa !5
  %196 = getelementptr inbounds [6 x [6 x double]], ptr %4, i64 0, i64 %186, i64 4
  %197 = load double, ptr %196, align 16, !tbaa !5
  %198 = getelementptr inbounds [6 x [6 x double]], ptr %4, i64 0, i64 %186, i64 5
  %199 = load double, ptr %198, align 8, !tbaa !5
  br label %204

200:                                              ; preds = %232
  %201 = fcmp olt double %229, 0x3D719799812DEA11
  %202 = zext i1 %201 to i32
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %202)
  br label %235

204:                                              ; preds = %185, %204
  %205 = phi i64 [ 0, %185 ], [ %230, %204 ]
  %206 = phi double [ %187, %185 ], [ %229, %204 ]
  %207 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 0, i64 %205
  %208 = load double, ptr %207, align 8, !tbaa !5
  %209 = tail call double @llvm.fmuladd.f64(double %189, double %208, double 0.000000e+00)
  %210 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 1, i64 %205
  %211 = load double, ptr %210, align 8, !tbaa !5
  %212 = tail call double @llvm.fmuladd.f64(double %191, double %211, double %209)
  %213 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 2, i64 %205
  %214 = load double, ptr %213, align 8, !tbaa !5
  %215 = tail call double @llvm.fmuladd.f64(double %193, double %214, double %212)
  %216 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 3, i64 %205
  %217 = load double, ptr %216, align 8, !tbaa !5
  %218 = tail call double @llvm.fmuladd.f64(double %195, double %217, double %215)
  %219 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 4, i64 %205
  %220 = load double, ptr %219, align 8, !tbaa !5
  %221 = tail call double @llvm.fmuladd.f64(double %197, double %220, double %218)
  %222 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 5, i64 %205
  %223 = load double, ptr %222, align 8, !tbaa !5
  %224 = tail call double @llvm.fmuladd.f64(double %199, double %223, double %221)
  %225 = icmp eq i64 %186, %205
  %226 = uitofp i1 %225 to double
  %227 = fsub double %224, %226
  %228 = tail call double @llvm.fabs.f64(double %227)
  %229 = tail call double @llvm.maxnum.f64(double %206, double %228)
  %230 = add nuw nsw i64 %205, 1
  %231 = icmp eq i64 %230, 6
  br i1 %231, label %232, label %204, !llvm.loop !12

232:                                              ; preds = %204
  %233 = add nuw nsw i64 %186, 1
  %234 = icmp eq i64 %233, 6
  br i1 %234, label %200, label %185, !llvm.loop !13

235:                                              ; preds = %200, %235
  %236 = phi i64 [ 0, %200 ], [ %256, %235 ]
  %237 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 %236, i64 0
  %238 = load double, ptr %237, align 16, !tbaa !5
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %238)
  %240 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 %236, i64 1
  %241 = load double, ptr %240, align 8, !tbaa !5
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %241)
  %243 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 %236, i64 2
  %244 = load double, ptr %243, align 16, !tbaa !5
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %244)
  %246 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 %236, i64 3
  %247 = load double, ptr %246, align 8, !tbaa !5
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %247)
  %249 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 %236, i64 4
  %250 = load double, ptr %249, align 16, !tbaa !5
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %250)
  %252 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 %236, i64 5
  %253 = load double, ptr %252, align 8, !tbaa !5
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %253)
  %255 = tail call i32 @putchar(i32 10)
  %256 = add nuw nsw i64 %236, 1
  %257 = icmp eq i64 %256, 6
  br i1 %257, label %258, label %235, !llvm.loop !14

258:                                              ; preds = %235
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %1) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(288) %1, i8 0, i64 288, i1 false)
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %2) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(288) %2, i8 0, i64 288, i1 false)
  br label %259

259:                                              ; preds = %522, %258
  %260 = phi i64 [ 0, %258 ], [ %523, %522 ]
  %261 = icmp eq i64 %260, 0
  br i1 %261, label %267, label %488

262:                                              ; preds = %482, %439, %396, %353, %310, %267
  %263 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %260, i64 %260
  %264 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 %260
  store double 1.000000e+00, ptr %264, align 8, !tbaa !5
  %265 = add nuw nsw i64 %260, 1
  %266 = icmp eq i64 %265, 6
  br i1 %266, label %522, label %525, !llvm.loop !15

267:                                              ; preds = %488, %495, %502, %509, %516, %259
  %268 = phi double [ 0.000000e+00, %259 ], [ %493, %488 ], [ %500, %495 ], [ %507, %502 ], [ %514, %509 ], [ %521, %516 ]
  %269 = getelementptr inbounds [6 x double], ptr %4, i64 %260, i64 %260
  %270 = load double, ptr %269, align 8, !tbaa !5
  %271 = fsub double %270, %268
  %272 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %260, i64 %260
  store double %271, ptr %272, align 8, !tbaa !5
  %273 = add nuw nsw i64 %260, 1
  %274 = icmp eq i64 %273, 6
  br i1 %274, label %262, label %275, !llvm.loop !16

275:                                              ; preds = %267
  br i1 %261, label %310, label %276

276:                                              ; preds = %275
  %277 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 0
  %278 = load double, ptr %277, align 16, !tbaa !5
  %279 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %273
  %280 = load double, ptr %279, align 8, !tbaa !5
  %281 = tail call double @llvm.fmuladd.f64(double %278, double %280, double 0.000000e+00)
  %282 = icmp eq i64 %260, 1
  br i1 %282, label %310, label %283, !llvm.loop !17

283:                                              ; preds = %276
  %284 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 1
  %285 = load double, ptr %284, align 8, !tbaa !5
  %286 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %273
  %287 = load double, ptr %286, align 8, !tbaa !5
  %288 = tail call double @llvm.fmuladd.f64(double %285, double %287, double %281)
  %289 = icmp eq i64 %260, 2
  br i1 %289, label %310, label %290, !llvm.loop !17

290:                                              ; preds = %283
  %291 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 2
  %292 = load double, ptr %291, align 16, !tbaa !5
  %293 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %273
  %294 = load double, ptr %293, align 8, !tbaa !5
  %295 = tail call double @llvm.fmuladd.f64(double %292, double %294, double %288)
  %296 = icmp eq i64 %260, 3
  br i1 %296, label %310, label %297, !llvm.loop !17

297:                                              ; preds = %290
  %298 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 3
  %299 = load double, ptr %298, align 8, !tbaa !5
  %300 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %273
  %301 = load double, ptr %300, align 8, !tbaa !5
  %302 = tail call double @llvm.fmuladd.f64(double %299, double %301, double %295)
  %303 = icmp eq i64 %260, 4
  br i1 %303, label %310, label %304, !llvm.loop !17

304:                                              ; preds = %297
  %305 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 4
  %306 = load double, ptr %305, align 16, !tbaa !5
  %307 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %273
  %308 = load double, ptr %307, align 8, !tbaa !5
  %309 = tail call double @llvm.fmuladd.f64(double %306, double %308, double %302)
  br label %310

310:                                              ; preds = %276, %283, %290, %297, %304, %275
  %311 = phi double [ 0.000000e+00, %275 ], [ %281, %276 ], [ %288, %283 ], [ %295, %290 ], [ %302, %297 ], [ %309, %304 ]
  %312 = getelementptr inbounds [6 x double], ptr %4, i64 %260, i64 %273
  %313 = load double, ptr %312, align 8, !tbaa !5
  %314 = fsub double %313, %311
  %315 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %260, i64 %273
  store double %314, ptr %315, align 8, !tbaa !5
  %316 = add nuw nsw i64 %260, 2
  %317 = icmp eq i64 %316, 6
  br i1 %317, label %262, label %318, !llvm.loop !16

318:                                              ; preds = %310
  br i1 %261, label %353, label %319

319:                                              ; preds = %318
  %320 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 0
  %321 = load double, ptr %320, align 16, !tbaa !5
  %322 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %316
  %323 = load double, ptr %322, align 8, !tbaa !5
  %324 = tail call double @llvm.fmuladd.f64(double %321, double %323, double 0.000000e+00)
  %325 = icmp eq i64 %260, 1
  br i1 %325, label %353, label %326, !llvm.loop !17

326:                                              ; preds = %319
  %327 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 1
  %328 = load double, ptr %327, align 8, !tbaa !5
  %329 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %316
  %330 = load double, ptr %329, align 8, !tbaa !5
  %331 = tail call double @llvm.fmuladd.f64(double %328, double %330, double %324)
  %332 = icmp eq i64 %260, 2
  br i1 %332, label %353, label %333, !llvm.loop !17

333:                                              ; preds = %326
  %334 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 2
  %335 = load double, ptr %334, align 16, !tbaa !5
  %336 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %316
  %337 = load double, ptr %336, align 8, !tbaa !5
  %338 = tail call double @llvm.fmuladd.f64(double %335, double %337, double %331)
  %339 = icmp eq i64 %260, 3
  br i1 %339, label %353, label %340, !llvm.loop !17

340:                                              ; preds = %333
  %341 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 3
  %342 = load double, ptr %341, align 8, !tbaa !5
  %343 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %316
  %344 = load double, ptr %343, align 8, !tbaa !5
  %345 = tail call double @llvm.fmuladd.f64(double %342, double %344, double %338)
  %346 = icmp eq i64 %260, 4
  br i1 %346, label %353, label %347, !llvm.loop !17

347:                                              ; preds = %340
  %348 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 4
  %349 = load double, ptr %348, align 16, !tbaa !5
  %350 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %316
  %351 = load double, ptr %350, align 8, !tbaa !5
  %352 = tail call double @llvm.fmuladd.f64(double %349, double %351, double %345)
  br label %353

353:                                              ; preds = %319, %326, %333, %340, %347, %318
  %354 = phi double [ 0.000000e+00, %318 ], [ %324, %319 ], [ %331, %326 ], [ %338, %333 ], [ %345, %340 ], [ %352, %347 ]
  %355 = getelementptr inbounds [6 x double], ptr %4, i64 %260, i64 %316
  %356 = load double, ptr %355, align 8, !tbaa !5
  %357 = fsub double %356, %354
  %358 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %260, i64 %316
  store double %357, ptr %358, align 8, !tbaa !5
  %359 = add nuw nsw i64 %260, 3
  %360 = icmp eq i64 %359, 6
  br i1 %360, label %262, label %361, !llvm.loop !16

361:                                              ; preds = %353
  br i1 %261, label %396, label %362

362:                                              ; preds = %361
  %363 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 0
  %364 = load double, ptr %363, align 16, !tbaa !5
  %365 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %359
  %366 = load double, ptr %365, align 8, !tbaa !5
  %367 = tail call double @llvm.fmuladd.f64(double %364, double %366, double 0.000000e+00)
  %368 = icmp eq i64 %260, 1
  br i1 %368, label %396, label %369, !llvm.loop !17

369:                                              ; preds = %362
  %370 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 1
  %371 = load double, ptr %370, align 8, !tbaa !5
  %372 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %359
  %373 = load double, ptr %372, align 8, !tbaa !5
  %374 = tail call double @llvm.fmuladd.f64(double %371, double %373, double %367)
  %375 = icmp eq i64 %260, 2
  br i1 %375, label %396, label %376, !llvm.loop !17

376:                                              ; preds = %369
  %377 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 2
  %378 = load double, ptr %377, align 16, !tbaa !5
  %379 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %359
  %380 = load double, ptr %379, align 8, !tbaa !5
  %381 = tail call double @llvm.fmuladd.f64(double %378, double %380, double %374)
  %382 = icmp eq i64 %260, 3
  br i1 %382, label %396, label %383, !llvm.loop !17

383:                                              ; preds = %376
  %384 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 3
  %385 = load double, ptr %384, align 8, !tbaa !5
  %386 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %359
  %387 = load double, ptr %386, align 8, !tbaa !5
  %388 = tail call double @llvm.fmuladd.f64(double %385, double %387, double %381)
  %389 = icmp eq i64 %260, 4
  br i1 %389, label %396, label %390, !llvm.loop !17

390:                                              ; preds = %383
  %391 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 4
  %392 = load double, ptr %391, align 16, !tbaa !5
  %393 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %359
  %394 = load double, ptr %393, align 8, !tbaa !5
  %395 = tail call double @llvm.fmuladd.f64(double %392, double %394, double %388)
  br label %396

396:                                              ; preds = %362, %369, %376, %383, %390, %361
  %397 = phi double [ 0.000000e+00, %361 ], [ %367, %362 ], [ %374, %369 ], [ %381, %376 ], [ %388, %383 ], [ %395, %390 ]
  %398 = getelementptr inbounds [6 x double], ptr %4, i64 %260, i64 %359
  %399 = load double, ptr %398, align 8, !tbaa !5
  %400 = fsub double %399, %397
  %401 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %260, i64 %359
  store double %400, ptr %401, align 8, !tbaa !5
  %402 = add nuw nsw i64 %260, 4
  %403 = icmp eq i64 %402, 6
  br i1 %403, label %262, label %404, !llvm.loop !16

404:                                              ; preds = %396
  br i1 %261, label %439, label %405

405:                                              ; preds = %404
  %406 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 0
  %407 = load double, ptr %406, align 16, !tbaa !5
  %408 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %402
  %409 = load double, ptr %408, align 8, !tbaa !5
  %410 = tail call double @llvm.fmuladd.f64(double %407, double %409, double 0.000000e+00)
  %411 = icmp eq i64 %260, 1
  br i1 %411, label %439, label %412, !llvm.loop !17

412:                                              ; preds = %405
  %413 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 1
  %414 = load double, ptr %413, align 8, !tbaa !5
  %415 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %402
  %416 = load double, ptr %415, align 8, !tbaa !5
  %417 = tail call double @llvm.fmuladd.f64(double %414, double %416, double %410)
  %418 = icmp eq i64 %260, 2
  br i1 %418, label %439, label %419, !llvm.loop !17

419:                                              ; preds = %412
  %420 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 2
  %421 = load double, ptr %420, align 16, !tbaa !5
  %422 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %402
  %423 = load double, ptr %422, align 8, !tbaa !5
  %424 = tail call double @llvm.fmuladd.f64(double %421, double %423, double %417)
  %425 = icmp eq i64 %260, 3
  br i1 %425, label %439, label %426, !llvm.loop !17

426:                                              ; preds = %419
  %427 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 3
  %428 = load double, ptr %427, align 8, !tbaa !5
  %429 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %402
  %430 = load double, ptr %429, align 8, !tbaa !5
  %431 = tail call double @llvm.fmuladd.f64(double %428, double %430, double %424)
  %432 = icmp eq i64 %260, 4
  br i1 %432, label %439, label %433, !llvm.loop !17

433:                                              ; preds = %426
  %434 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 4
  %435 = load double, ptr %434, align 16, !tbaa !5
  %436 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %402
  %437 = load double, ptr %436, align 8, !tbaa !5
  %438 = tail call double @llvm.fmuladd.f64(double %435, double %437, double %431)
  br label %439

439:                                              ; preds = %405, %412, %419, %426, %433, %404
  %440 = phi double [ 0.000000e+00, %404 ], [ %410, %405 ], [ %417, %412 ], [ %424, %419 ], [ %431, %426 ], [ %438, %433 ]
  %441 = getelementptr inbounds [6 x double], ptr %4, i64 %260, i64 %402
  %442 = load double, ptr %441, align 8, !tbaa !5
  %443 = fsub double %442, %440
  %444 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %260, i64 %402
  store double %443, ptr %444, align 8, !tbaa !5
  %445 = add nuw nsw i64 %260, 5
  %446 = icmp eq i64 %445, 6
  br i1 %446, label %262, label %447, !llvm.loop !16

447:                                              ; preds = %439
  br i1 %261, label %482, label %448

448:                                              ; preds = %447
  %449 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 0
  %450 = load double, ptr %449, align 16, !tbaa !5
  %451 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %445
  %452 = load double, ptr %451, align 8, !tbaa !5
  %453 = tail call double @llvm.fmuladd.f64(double %450, double %452, double 0.000000e+00)
  %454 = icmp eq i64 %260, 1
  br i1 %454, label %482, label %455, !llvm.loop !17

455:                                              ; preds = %448
  %456 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 1
  %457 = load double, ptr %456, align 8, !tbaa !5
  %458 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %445
  %459 = load double, ptr %458, align 8, !tbaa !5
  %460 = tail call double @llvm.fmuladd.f64(double %457, double %459, double %453)
  %461 = icmp eq i64 %260, 2
  br i1 %461, label %482, label %462, !llvm.loop !17

462:                                              ; preds = %455
  %463 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 2
  %464 = load double, ptr %463, align 16, !tbaa !5
  %465 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %445
  %466 = load double, ptr %465, align 8, !tbaa !5
  %467 = tail call double @llvm.fmuladd.f64(double %464, double %466, double %460)
  %468 = icmp eq i64 %260, 3
  br i1 %468, label %482, label %469, !llvm.loop !17

469:                                              ; preds = %462
  %470 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 3
  %471 = load double, ptr %470, align 8, !tbaa !5
  %472 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %445
  %473 = load double, ptr %472, align 8, !tbaa !5
  %474 = tail call double @llvm.fmuladd.f64(double %471, double %473, double %467)
  %475 = icmp eq i64 %260, 4
  br i1 %475, label %482, label %476, !llvm.loop !17

476:                                              ; preds = %469
  %477 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 4
  %478 = load double, ptr %477, align 16, !tbaa !5
  %479 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %445
  %480 = load double, ptr %479, align 8, !tbaa !5
  %481 = tail call double @llvm.fmuladd.f64(double %478, double %480, double %474)
  br label %482

482:                                              ; preds = %448, %455, %462, %469, %476, %447
  %483 = phi double [ 0.000000e+00, %447 ], [ %453, %448 ], [ %460, %455 ], [ %467, %462 ], [ %474, %469 ], [ %481, %476 ]
  %484 = getelementptr inbounds [6 x double], ptr %4, i64 %260, i64 %445
  %485 = load double, ptr %484, align 8, !tbaa !5
  %486 = fsub double %485, %483
  %487 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %260, i64 %445
  store double %486, ptr %487, align 8, !tbaa !5
  br label %262

488:                                              ; preds = %259
  %489 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 0
  %490 = load double, ptr %489, align 16, !tbaa !5
  %491 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %260
  %492 = load double, ptr %491, align 8, !tbaa !5
  %493 = tail call double @llvm.fmuladd.f64(double %490, double %492, double 0.000000e+00)
  %494 = icmp eq i64 %260, 1
  br i1 %494, label %267, label %495, !llvm.loop !17

495:                                              ; preds = %488
  %496 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 1
  %497 = load double, ptr %496, align 8, !tbaa !5
  %498 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %260
  %499 = load double, ptr %498, align 8, !tbaa !5
  %500 = tail call double @llvm.fmuladd.f64(double %497, double %499, double %493)
  %501 = icmp eq i64 %260, 2
  br i1 %501, label %267, label %502, !llvm.loop !17

502:                                              ; preds = %495
  %503 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 2
  %504 = load double, ptr %503, align 16, !tbaa !5
  %505 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %260
  %506 = load double, ptr %505, align 8, !tbaa !5
  %507 = tail call double @llvm.fmuladd.f64(double %504, double %506, double %500)
  %508 = icmp eq i64 %260, 3
  br i1 %508, label %267, label %509, !llvm.loop !17

509:                                              ; preds = %502
  %510 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 3
  %511 = load double, ptr %510, align 8, !tbaa !5
  %512 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %260
  %513 = load double, ptr %512, align 8, !tbaa !5
  %514 = tail call double @llvm.fmuladd.f64(double %511, double %513, double %507)
  %515 = icmp eq i64 %260, 4
  br i1 %515, label %267, label %516, !llvm.loop !17

516:                                              ; preds = %509
  %517 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 4
  %518 = load double, ptr %517, align 16, !tbaa !5
  %519 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %260
  %520 = load double, ptr %519, align 8, !tbaa !5
  %521 = tail call double @llvm.fmuladd.f64(double %518, double %520, double %514)
  br label %267

522:                                              ; preds = %740, %695, %650, %605, %560, %262
  %523 = add nuw nsw i64 %260, 1
  %524 = icmp eq i64 %523, 6
  br i1 %524, label %748, label %259, !llvm.loop !18

525:                                              ; preds = %262
  br i1 %261, label %560, label %526

526:                                              ; preds = %525
  %527 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %265, i64 0
  %528 = load double, ptr %527, align 16, !tbaa !5
  %529 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %260
  %530 = load double, ptr %529, align 8, !tbaa !5
  %531 = tail call double @llvm.fmuladd.f64(double %528, double %530, double 0.000000e+00)
  %532 = icmp eq i64 %260, 1
  br i1 %532, label %560, label %533, !llvm.loop !19

533:                                              ; preds = %526
  %534 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %265, i64 1
  %535 = load double, ptr %534, align 8, !tbaa !5
  %536 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %260
  %537 = load double, ptr %536, align 8, !tbaa !5
  %538 = tail call double @llvm.fmuladd.f64(double %535, double %537, double %531)
  %539 = icmp eq i64 %260, 2
  br i1 %539, label %560, label %540, !llvm.loop !19

540:                                              ; preds = %533
  %541 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %265, i64 2
  %542 = load double, ptr %541, align 16, !tbaa !5
  %543 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %260
  %544 = load double, ptr %543, align 8, !tbaa !5
  %545 = tail call double @llvm.fmuladd.f64(double %542, double %544, double %538)
  %546 = icmp eq i64 %260, 3
  br i1 %546, label %560, label %547, !llvm.loop !19

547:                                              ; preds = %540
  %548 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %265, i64 3
  %549 = load double, ptr %548, align 8, !tbaa !5
  %550 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %260
  %551 = load double, ptr %550, align 8, !tbaa !5
  %552 = tail call double @llvm.fmuladd.f64(double %549, double %551, double %545)
  %553 = icmp eq i64 %260, 4
  br i1 %553, label %560, label %554, !llvm.loop !19

554:                                              ; preds = %547
  %555 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %265, i64 4
  %556 = load double, ptr %555, align 16, !tbaa !5
  %557 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %260
  %558 = load double, ptr %557, align 8, !tbaa !5
  %559 = tail call double @llvm.fmuladd.f64(double %556, double %558, double %552)
  br label %560

560:                                              ; preds = %526, %533, %540, %547, %554, %525
  %561 = phi double [ 0.000000e+00, %525 ], [ %531, %526 ], [ %538, %533 ], [ %545, %540 ], [ %552, %547 ], [ %559, %554 ]
  %562 = getelementptr inbounds [6 x double], ptr %4, i64 %265, i64 %260
  %563 = load double, ptr %562, align 8, !tbaa !5
  %564 = fsub double %563, %561
  %565 = load double, ptr %263, align 8, !tbaa !5
  %566 = fdiv double %564, %565
  %567 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %265, i64 %260
  store double %566, ptr %567, align 8, !tbaa !5
  %568 = add nuw nsw i64 %260, 2
  %569 = icmp eq i64 %568, 6
  br i1 %569, label %522, label %570, !llvm.loop !15

570:                                              ; preds = %560
  br i1 %261, label %605, label %571

571:                                              ; preds = %570
  %572 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %568, i64 0
  %573 = load double, ptr %572, align 16, !tbaa !5
  %574 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %260
  %575 = load double, ptr %574, align 8, !tbaa !5
  %576 = tail call double @llvm.fmuladd.f64(double %573, double %575, double 0.000000e+00)
  %577 = icmp eq i64 %260, 1
  br i1 %577, label %605, label %578, !llvm.loop !19

578:                                              ; preds = %571
  %579 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %568, i64 1
  %580 = load double, ptr %579, align 8, !tbaa !5
  %581 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %260
  %582 = load double, ptr %581, align 8, !tbaa !5
  %583 = tail call double @llvm.fmuladd.f64(double %580, double %582, double %576)
  %584 = icmp eq i64 %260, 2
  br i1 %584, label %605, label %585, !llvm.loop !19

585:                                              ; preds = %578
  %586 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %568, i64 2
  %587 = load double, ptr %586, align 16, !tbaa !5
  %588 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %260
  %589 = load double, ptr %588, align 8, !tbaa !5
  %590 = tail call double @llvm.fmuladd.f64(double %587, double %589, double %583)
  %591 = icmp eq i64 %260, 3
  br i1 %591, label %605, label %592, !llvm.loop !19

592:                                              ; preds = %585
  %593 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %568, i64 3
  %594 = load double, ptr %593, align 8, !tbaa !5
  %595 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %260
  %596 = load double, ptr %595, align 8, !tbaa !5
  %597 = tail call double @llvm.fmuladd.f64(double %594, double %596, double %590)
  %598 = icmp eq i64 %260, 4
  br i1 %598, label %605, label %599, !llvm.loop !19

599:                                              ; preds = %592
  %600 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %568, i64 4
  %601 = load double, ptr %600, align 16, !tbaa !5
  %602 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %260
  %603 = load double, ptr %602, align 8, !tbaa !5
  %604 = tail call double @llvm.fmuladd.f64(double %601, double %603, double %597)
  br label %605

605:                                              ; preds = %571, %578, %585, %592, %599, %570
  %606 = phi double [ 0.000000e+00, %570 ], [ %576, %571 ], [ %583, %578 ], [ %590, %585 ], [ %597, %592 ], [ %604, %599 ]
  %607 = getelementptr inbounds [6 x double], ptr %4, i64 %568, i64 %260
  %608 = load double, ptr %607, align 8, !tbaa !5
  %609 = fsub double %608, %606
  %610 = load double, ptr %263, align 8, !tbaa !5
  %611 = fdiv double %609, %610
  %612 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %568, i64 %260
  store double %611, ptr %612, align 8, !tbaa !5
  %613 = add nuw nsw i64 %260, 3
  %614 = icmp eq i64 %613, 6
  br i1 %614, label %522, label %615, !llvm.loop !15

615:                                              ; preds = %605
  br i1 %261, label %650, label %616

616:                                              ; preds = %615
  %617 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %613, i64 0
  %618 = load double, ptr %617, align 16, !tbaa !5
  %619 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %260
  %620 = load double, ptr %619, align 8, !tbaa !5
  %621 = tail call double @llvm.fmuladd.f64(double %618, double %620, double 0.000000e+00)
  %622 = icmp eq i64 %260, 1
  br i1 %622, label %650, label %623, !llvm.loop !19

623:                                              ; preds = %616
  %624 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %613, i64 1
  %625 = load double, ptr %624, align 8, !tbaa !5
  %626 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %260
  %627 = load double, ptr %626, align 8, !tbaa !5
  %628 = tail call double @llvm.fmuladd.f64(double %625, double %627, double %621)
  %629 = icmp eq i64 %260, 2
  br i1 %629, label %650, label %630, !llvm.loop !19

630:                                              ; preds = %623
  %631 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %613, i64 2
  %632 = load double, ptr %631, align 16, !tbaa !5
  %633 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %260
  %634 = load double, ptr %633, align 8, !tbaa !5
  %635 = tail call double @llvm.fmuladd.f64(double %632, double %634, double %628)
  %636 = icmp eq i64 %260, 3
  br i1 %636, label %650, label %637, !llvm.loop !19

637:                                              ; preds = %630
  %638 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %613, i64 3
  %639 = load double, ptr %638, align 8, !tbaa !5
  %640 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %260
  %641 = load double, ptr %640, align 8, !tbaa !5
  %642 = tail call double @llvm.fmuladd.f64(double %639, double %641, double %635)
  %643 = icmp eq i64 %260, 4
  br i1 %643, label %650, label %644, !llvm.loop !19

644:                                              ; preds = %637
  %645 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %613, i64 4
  %646 = load double, ptr %645, align 16, !tbaa !5
  %647 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %260
  %648 = load double, ptr %647, align 8, !tbaa !5
  %649 = tail call double @llvm.fmuladd.f64(double %646, double %648, double %642)
  br label %650

650:                                              ; preds = %616, %623, %630, %637, %644, %615
  %651 = phi double [ 0.000000e+00, %615 ], [ %621, %616 ], [ %628, %623 ], [ %635, %630 ], [ %642, %637 ], [ %649, %644 ]
  %652 = getelementptr inbounds [6 x double], ptr %4, i64 %613, i64 %260
  %653 = load double, ptr %652, align 8, !tbaa !5
  %654 = fsub double %653, %651
  %655 = load double, ptr %263, align 8, !tbaa !5
  %656 = fdiv double %654, %655
  %657 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %613, i64 %260
  store double %656, ptr %657, align 8, !tbaa !5
  %658 = add nuw nsw i64 %260, 4
  %659 = icmp eq i64 %658, 6
  br i1 %659, label %522, label %660, !llvm.loop !15

660:                                              ; preds = %650
  br i1 %261, label %695, label %661

661:                                              ; preds = %660
  %662 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %658, i64 0
  %663 = load double, ptr %662, align 16, !tbaa !5
  %664 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %260
  %665 = load double, ptr %664, align 8, !tbaa !5
  %666 = tail call double @llvm.fmuladd.f64(double %663, double %665, double 0.000000e+00)
  %667 = icmp eq i64 %260, 1
  br i1 %667, label %695, label %668, !llvm.loop !19

668:                                              ; preds = %661
  %669 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %658, i64 1
  %670 = load double, ptr %669, align 8, !tbaa !5
  %671 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %260
  %672 = load double, ptr %671, align 8, !tbaa !5
  %673 = tail call double @llvm.fmuladd.f64(double %670, double %672, double %666)
  %674 = icmp eq i64 %260, 2
  br i1 %674, label %695, label %675, !llvm.loop !19

675:                                              ; preds = %668
  %676 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %658, i64 2
  %677 = load double, ptr %676, align 16, !tbaa !5
  %678 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %260
  %679 = load double, ptr %678, align 8, !tbaa !5
  %680 = tail call double @llvm.fmuladd.f64(double %677, double %679, double %673)
  %681 = icmp eq i64 %260, 3
  br i1 %681, label %695, label %682, !llvm.loop !19

682:                                              ; preds = %675
  %683 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %658, i64 3
  %684 = load double, ptr %683, align 8, !tbaa !5
  %685 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %260
  %686 = load double, ptr %685, align 8, !tbaa !5
  %687 = tail call double @llvm.fmuladd.f64(double %684, double %686, double %680)
  %688 = icmp eq i64 %260, 4
  br i1 %688, label %695, label %689, !llvm.loop !19

689:                                              ; preds = %682
  %690 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %658, i64 4
  %691 = load double, ptr %690, align 16, !tbaa !5
  %692 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %260
  %693 = load double, ptr %692, align 8, !tbaa !5
  %694 = tail call double @llvm.fmuladd.f64(double %691, double %693, double %687)
  br label %695

695:                                              ; preds = %661, %668, %675, %682, %689, %660
  %696 = phi double [ 0.000000e+00, %660 ], [ %666, %661 ], [ %673, %668 ], [ %680, %675 ], [ %687, %682 ], [ %694, %689 ]
  %697 = getelementptr inbounds [6 x double], ptr %4, i64 %658, i64 %260
  %698 = load double, ptr %697, align 8, !tbaa !5
  %699 = fsub double %698, %696
  %700 = load double, ptr %263, align 8, !tbaa !5
  %701 = fdiv double %699, %700
  %702 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %658, i64 %260
  store double %701, ptr %702, align 8, !tbaa !5
  %703 = add nuw nsw i64 %260, 5
  %704 = icmp eq i64 %703, 6
  br i1 %704, label %522, label %705, !llvm.loop !15

705:                                              ; preds = %695
  br i1 %261, label %740, label %706

706:                                              ; preds = %705
  %707 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %703, i64 0
  %708 = load double, ptr %707, align 16, !tbaa !5
  %709 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %260
  %710 = load double, ptr %709, align 8, !tbaa !5
  %711 = tail call double @llvm.fmuladd.f64(double %708, double %710, double 0.000000e+00)
  %712 = icmp eq i64 %260, 1
  br i1 %712, label %740, label %713, !llvm.loop !19

713:                                              ; preds = %706
  %714 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %703, i64 1
  %715 = load double, ptr %714, align 8, !tbaa !5
  %716 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %260
  %717 = load double, ptr %716, align 8, !tbaa !5
  %718 = tail call double @llvm.fmuladd.f64(double %715, double %717, double %711)
  %719 = icmp eq i64 %260, 2
  br i1 %719, label %740, label %720, !llvm.loop !19

720:                                              ; preds = %713
  %721 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %703, i64 2
  %722 = load double, ptr %721, align 16, !tbaa !5
  %723 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %260
  %724 = load double, ptr %723, align 8, !tbaa !5
  %725 = tail call double @llvm.fmuladd.f64(double %722, double %724, double %718)
  %726 = icmp eq i64 %260, 3
  br i1 %726, label %740, label %727, !llvm.loop !19

727:                                              ; preds = %720
  %728 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %703, i64 3
  %729 = load double, ptr %728, align 8, !tbaa !5
  %730 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %260
  %731 = load double, ptr %730, align 8, !tbaa !5
  %732 = tail call double @llvm.fmuladd.f64(double %729, double %731, double %725)
  %733 = icmp eq i64 %260, 4
  br i1 %733, label %740, label %734, !llvm.loop !19

734:                                              ; preds = %727
  %735 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %703, i64 4
  %736 = load double, ptr %735, align 16, !tbaa !5
  %737 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %260
  %738 = load double, ptr %737, align 8, !tbaa !5
  %739 = tail call double @llvm.fmuladd.f64(double %736, double %738, double %732)
  br label %740

740:                                              ; preds = %706, %713, %720, %727, %734, %705
  %741 = phi double [ 0.000000e+00, %705 ], [ %711, %706 ], [ %718, %713 ], [ %725, %720 ], [ %732, %727 ], [ %739, %734 ]
  %742 = getelementptr inbounds [6 x double], ptr %4, i64 %703, i64 %260
  %743 = load double, ptr %742, align 8, !tbaa !5
  %744 = fsub double %743, %741
  %745 = load double, ptr %263, align 8, !tbaa !5
  %746 = fdiv double %744, %745
  %747 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %703, i64 %260
  store double %746, ptr %747, align 8, !tbaa !5
  br label %522

748:                                              ; preds = %522
  %749 = getelementptr inbounds i8, ptr %1, i64 48
  %750 = load double, ptr %749, align 16, !tbaa !5
  %751 = getelementptr inbounds i8, ptr %1, i64 96
  %752 = load double, ptr %751, align 16, !tbaa !5
  %753 = getelementptr inbounds i8, ptr %1, i64 104
  %754 = load double, ptr %753, align 8, !tbaa !5
  %755 = getelementptr inbounds i8, ptr %1, i64 144
  %756 = load double, ptr %755, align 16, !tbaa !5
  %757 = getelementptr inbounds i8, ptr %1, i64 152
  %758 = load double, ptr %757, align 8, !tbaa !5
  %759 = getelementptr inbounds i8, ptr %1, i64 160
  %760 = load double, ptr %759, align 16, !tbaa !5
  %761 = getelementptr inbounds i8, ptr %1, i64 192
  %762 = load double, ptr %761, align 16, !tbaa !5
  %763 = getelementptr inbounds i8, ptr %1, i64 200
  %764 = load double, ptr %763, align 8, !tbaa !5
  %765 = getelementptr inbounds i8, ptr %1, i64 208
  %766 = load double, ptr %765, align 16, !tbaa !5
  %767 = getelementptr inbounds i8, ptr %1, i64 216
  %768 = load double, ptr %767, align 8, !tbaa !5
  %769 = getelementptr inbounds i8, ptr %1, i64 240
  %770 = load double, ptr %769, align 16, !tbaa !5
  %771 = getelementptr inbounds i8, ptr %1, i64 248
  %772 = load double, ptr %771, align 8, !tbaa !5
  %773 = getelementptr inbounds i8, ptr %1, i64 256
  %774 = load double, ptr %773, align 16, !tbaa !5
  %775 = getelementptr inbounds i8, ptr %1, i64 264
  %776 = load double, ptr %775, align 8, !tbaa !5
  %777 = getelementptr inbounds i8, ptr %1, i64 272
  %778 = load double, ptr %777, align 16, !tbaa !5
  %779 = getelementptr inbounds i8, ptr %2, i64 280
  %780 = load double, ptr %779, align 8, !tbaa !5
  %781 = getelementptr inbounds i8, ptr %2, i64 232
  %782 = load double, ptr %781, align 8, !tbaa !5
  %783 = getelementptr inbounds i8, ptr %2, i64 224
  %784 = load double, ptr %783, align 16, !tbaa !5
  %785 = getelementptr inbounds i8, ptr %2, i64 184
  %786 = load double, ptr %785, align 8, !tbaa !5
  %787 = getelementptr inbounds i8, ptr %2, i64 176
  %788 = load double, ptr %787, align 16, !tbaa !5
  %789 = getelementptr inbounds i8, ptr %2, i64 168
  %790 = load double, ptr %789, align 8, !tbaa !5
  %791 = getelementptr inbounds i8, ptr %2, i64 136
  %792 = load double, ptr %791, align 8, !tbaa !5
  %793 = getelementptr inbounds i8, ptr %2, i64 128
  %794 = load double, ptr %793, align 16, !tbaa !5
  %795 = getelementptr inbounds i8, ptr %2, i64 120
  %796 = load double, ptr %795, align 8, !tbaa !5
  %797 = getelementptr inbounds i8, ptr %2, i64 112
  %798 = load double, ptr %797, align 16, !tbaa !5
  %799 = getelementptr inbounds i8, ptr %2, i64 88
  %800 = load double, ptr %799, align 8, !tbaa !5
  %801 = getelementptr inbounds i8, ptr %2, i64 80
  %802 = load double, ptr %801, align 16, !tbaa !5
  %803 = getelementptr inbounds i8, ptr %2, i64 72
  %804 = load double, ptr %803, align 8, !tbaa !5
  %805 = getelementptr inbounds i8, ptr %2, i64 64
  %806 = load double, ptr %805, align 16, !tbaa !5
  %807 = getelementptr inbounds i8, ptr %2, i64 56
  %808 = load double, ptr %807, align 8, !tbaa !5
  %809 = getelementptr inbounds i8, ptr %2, i64 40
  %810 = load double, ptr %809, align 8, !tbaa !5
  %811 = getelementptr inbounds i8, ptr %2, i64 32
  %812 = load double, ptr %811, align 16, !tbaa !5
  %813 = getelementptr inbounds i8, ptr %2, i64 24
  %814 = load double, ptr %813, align 8, !tbaa !5
  %815 = getelementptr inbounds i8, ptr %2, i64 16
  %816 = load double, ptr %815, align 16, !tbaa !5
  %817 = getelementptr inbounds i8, ptr %2, i64 8
  %818 = load double, ptr %817, align 8, !tbaa !5
  %819 = load double, ptr %2, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %1) #8
  %820 = fneg double %810
  %821 = fneg double %778
  %822 = fneg double %768
  %823 = fneg double %760
  %824 = fneg double %754
  %825 = fsub double 2.000000e+00, %750
  %826 = fsub double 3.000000e+00, %752
  %827 = tail call double @llvm.fmuladd.f64(double %824, double %825, double %826)
  %828 = fneg double %758
  %829 = fsub double 4.000000e+00, %756
  %830 = tail call double @llvm.fmuladd.f64(double %828, double %825, double %829)
  %831 = tail call double @llvm.fmuladd.f64(double %823, double %827, double %830)
  %832 = fneg double %766
  %833 = fneg double %764
  %834 = fsub double 5.000000e+00, %762
  %835 = tail call double @llvm.fmuladd.f64(double %833, double %825, double %834)
  %836 = tail call double @llvm.fmuladd.f64(double %832, double %827, double %835)
  %837 = tail call double @llvm.fmuladd.f64(double %822, double %831, double %836)
  %838 = fneg double %776
  %839 = fneg double %774
  %840 = fneg double %772
  %841 = fsub double 6.000000e+00, %770
  %842 = tail call double @llvm.fmuladd.f64(double %840, double %825, double %841)
  %843 = tail call double @llvm.fmuladd.f64(double %839, double %827, double %842)
  %844 = tail call double @llvm.fmuladd.f64(double %838, double %831, double %843)
  %845 = tail call double @llvm.fmuladd.f64(double %821, double %837, double %844)
  %846 = fdiv double %845, %780
  %847 = fneg double %812
  %848 = fneg double %782
  %849 = tail call double @llvm.fmuladd.f64(double %848, double %846, double %837)
  %850 = fdiv double %849, %784
  %851 = fneg double %814
  %852 = fneg double %786
  %853 = fneg double %788
  %854 = tail call double @llvm.fmuladd.f64(double %853, double %850, double %831)
  %855 = tail call double @llvm.fmuladd.f64(double %852, double %846, double %854)
  %856 = fdiv double %855, %790
  %857 = fneg double %816
  %858 = fneg double %792
  %859 = fneg double %794
  %860 = fneg double %796
  %861 = tail call double @llvm.fmuladd.f64(double %860, double %856, double %827)
  %862 = tail call double @llvm.fmuladd.f64(double %859, double %850, double %861)
  %863 = tail call double @llvm.fmuladd.f64(double %858, double %846, double %862)
  %864 = fdiv double %863, %798
  %865 = fneg double %818
  %866 = fneg double %800
  %867 = fneg double %802
  %868 = fneg double %804
  %869 = fneg double %806
  %870 = tail call double @llvm.fmuladd.f64(double %869, double %864, double %825)
  %871 = tail call double @llvm.fmuladd.f64(double %868, double %856, double %870)
  %872 = tail call double @llvm.fmuladd.f64(double %867, double %850, double %871)
  %873 = tail call double @llvm.fmuladd.f64(double %866, double %846, double %872)
  %874 = fdiv double %873, %808
  %875 = tail call double @llvm.fmuladd.f64(double %865, double %874, double 1.000000e+00)
  %876 = tail call double @llvm.fmuladd.f64(double %857, double %864, double %875)
  %877 = tail call double @llvm.fmuladd.f64(double %851, double %856, double %876)
  %878 = tail call double @llvm.fmuladd.f64(double %847, double %850, double %877)
  %879 = tail call double @llvm.fmuladd.f64(double %820, double %846, double %878)
  %880 = fdiv double %879, %819
  %881 = load double, ptr %4, align 16, !tbaa !5
  %882 = tail call double @llvm.fmuladd.f64(double %881, double %880, double 0.000000e+00)
  %883 = getelementptr inbounds i8, ptr %4, i64 8
  %884 = load double, ptr %883, align 8, !tbaa !5
  %885 = tail call double @llvm.fmuladd.f64(double %884, double %874, double %882)
  %886 = getelementptr inbounds i8, ptr %4, i64 16
  %887 = load double, ptr %886, align 16, !tbaa !5
  %888 = tail call double @llvm.fmuladd.f64(double %887, double %864, double %885)
  %889 = getelementptr inbounds i8, ptr %4, i64 24
  %890 = load double, ptr %889, align 8, !tbaa !5
  %891 = tail call double @llvm.fmuladd.f64(double %890, double %856, double %888)
  %892 = getelementptr inbounds i8, ptr %4, i64 32
  %893 = load double, ptr %892, align 16, !tbaa !5
  %894 = tail call double @llvm.fmuladd.f64(double %893, double %850, double %891)
  %895 = getelementptr inbounds i8, ptr %4, i64 40
  %896 = load double, ptr %895, align 8, !tbaa !5
  %897 = tail call double @llvm.fmuladd.f64(double %896, double %846, double %894)
  %898 = fadd double %897, -1.000000e+00
  %899 = tail call double @llvm.fabs.f64(double %898)
  %900 = tail call double @llvm.maxnum.f64(double %899, double 0.000000e+00)
  %901 = getelementptr inbounds i8, ptr %4, i64 48
  %902 = load double, ptr %901, align 16, !tbaa !5
  %903 = tail call double @llvm.fmuladd.f64(double %902, double %880, double 0.000000e+00)
  %904 = getelementptr inbounds i8, ptr %4, i64 56
  %905 = load double, ptr %904, align 8, !tbaa !5
  %906 = tail call double @llvm.fmuladd.f64(double %905, double %874, double %903)
  %907 = getelementptr inbounds i8, ptr %4, i64 64
  %908 = load double, ptr %907, align 16, !tbaa !5
  %909 = tail call double @llvm.fmuladd.f64(double %908, double %864, double %906)
  %910 = getelementptr inbounds i8, ptr %4, i64 72
  %911 = load double, ptr %910, align 8, !tbaa !5
  %912 = tail call double @llvm.fmuladd.f64(double %911, double %856, double %909)
  %913 = getelementptr inbounds i8, ptr %4, i64 80
  %914 = load double, ptr %913, align 16, !tbaa !5
  %915 = tail call double @llvm.fmuladd.f64(double %914, double %850, double %912)
  %916 = getelementptr inbounds i8, ptr %4, i64 88
  %917 = load double, ptr %916, align 8, !tbaa !5
  %918 = tail call double @llvm.fmuladd.f64(double %917, double %846, double %915)
  %919 = fadd double %918, -2.000000e+00
  %920 = tail call double @llvm.fabs.f64(double %919)
  %921 = tail call double @llvm.maxnum.f64(double %900, double %920)
  %922 = getelementptr inbounds i8, ptr %4, i64 96
  %923 = load double, ptr %922, align 16, !tbaa !5
  %924 = tail call double @llvm.fmuladd.f64(double %923, double %880, double 0.000000e+00)
  %925 = getelementptr inbounds i8, ptr %4, i64 104
  %926 = load double, ptr %925, align 8, !tbaa !5
  %927 = tail call double @llvm.fmuladd.f64(double %926, double %874, double %924)
  %928 = getelementptr inbounds i8, ptr %4, i64 112
  %929 = load double, ptr %928, align 16, !tbaa !5
  %930 = tail call double @llvm.fmuladd.f64(double %929, double %864, double %927)
  %931 = getelementptr inbounds i8, ptr %4, i64 120
  %932 = load double, ptr %931, align 8, !tbaa !5
  %933 = tail call double @llvm.fmuladd.f64(double %932, double %856, double %930)
  %934 = getelementptr inbounds i8, ptr %4, i64 128
  %935 = load double, ptr %934, align 16, !tbaa !5
  %936 = tail call double @llvm.fmuladd.f64(double %935, double %850, double %933)
  %937 = getelementptr inbounds i8, ptr %4, i64 136
  %938 = load double, ptr %937, align 8, !tbaa !5
  %939 = tail call double @llvm.fmuladd.f64(double %938, double %846, double %936)
  %940 = fadd double %939, -3.000000e+00
  %941 = tail call double @llvm.fabs.f64(double %940)
  %942 = tail call double @llvm.maxnum.f64(double %921, double %941)
  %943 = getelementptr inbounds i8, ptr %4, i64 144
  %944 = load double, ptr %943, align 16, !tbaa !5
  %945 = tail call double @llvm.fmuladd.f64(double %944, double %880, double 0.000000e+00)
  %946 = getelementptr inbounds i8, ptr %4, i64 152
  %947 = load double, ptr %946, align 8, !tbaa !5
  %948 = tail call double @llvm.fmuladd.f64(double %947, double %874, double %945)
  %949 = getelementptr inbounds i8, ptr %4, i64 160
  %950 = load double, ptr %949, align 16, !tbaa !5
  %951 = tail call double @llvm.fmuladd.f64(double %950, double %864, double %948)
  %952 = getelementptr inbounds i8, ptr %4, i64 168
  %953 = load double, ptr %952, align 8, !tbaa !5
  %954 = tail call double @llvm.fmuladd.f64(double %953, double %856, double %951)
  %955 = getelementptr inbounds i8, ptr %4, i64 176
  %956 = load double, ptr %955, align 16, !tbaa !5
  %957 = tail call double @llvm.fmuladd.f64(double %956, double %850, double %954)
  %958 = getelementptr inbounds i8, ptr %4, i64 184
  %959 = load double, ptr %958, align 8, !tbaa !5
  %960 = tail call double @llvm.fmuladd.f64(double %959, double %846, double %957)
  %961 = fadd double %960, -4.000000e+00
  %962 = tail call double @llvm.fabs.f64(double %961)
  %963 = tail call double @llvm.maxnum.f64(double %942, double %962)
  %964 = getelementptr inbounds i8, ptr %4, i64 192
  %965 = load double, ptr %964, align 16, !tbaa !5
  %966 = tail call double @llvm.fmuladd.f64(double %965, double %880, double 0.000000e+00)
  %967 = getelementptr inbounds i8, ptr %4, i64 200
  %968 = load double, ptr %967, align 8, !tbaa !5
  %969 = tail call double @llvm.fmuladd.f64(double %968, double %874, double %966)
  %970 = getelementptr inbounds i8, ptr %4, i64 208
  %971 = load double, ptr %970, align 16, !tbaa !5
  %972 = tail call double @llvm.fmuladd.f64(double %971, double %864, double %969)
  %973 = getelementptr inbounds i8, ptr %4, i64 216
  %974 = load double, ptr %973, align 8, !tbaa !5
  %975 = tail call double @llvm.fmuladd.f64(double %974, double %856, double %972)
  %976 = getelementptr inbounds i8, ptr %4, i64 224
  %977 = load double, ptr %976, align 16, !tbaa !5
  %978 = tail call double @llvm.fmuladd.f64(double %977, double %850, double %975)
  %979 = getelementptr inbounds i8, ptr %4, i64 232
  %980 = load double, ptr %979, align 8, !tbaa !5
  %981 = tail call double @llvm.fmuladd.f64(double %980, double %846, double %978)
  %982 = fadd double %981, -5.000000e+00
  %983 = tail call double @llvm.fabs.f64(double %982)
  %984 = tail call double @llvm.maxnum.f64(double %963, double %983)
  %985 = getelementptr inbounds i8, ptr %4, i64 240
  %986 = load double, ptr %985, align 16, !tbaa !5
  %987 = tail call double @llvm.fmuladd.f64(double %986, double %880, double 0.000000e+00)
  %988 = getelementptr inbounds i8, ptr %4, i64 248
  %989 = load double, ptr %988, align 8, !tbaa !5
  %990 = tail call double @llvm.fmuladd.f64(double %989, double %874, double %987)
  %991 = getelementptr inbounds i8, ptr %4, i64 256
  %992 = load double, ptr %991, align 16, !tbaa !5
  %993 = tail call double @llvm.fmuladd.f64(double %992, double %864, double %990)
  %994 = getelementptr inbounds i8, ptr %4, i64 264
  %995 = load double, ptr %994, align 8, !tbaa !5
  %996 = tail call double @llvm.fmuladd.f64(double %995, double %856, double %993)
  %997 = getelementptr inbounds i8, ptr %4, i64 272
  %998 = load double, ptr %997, align 16, !tbaa !5
  %999 = tail call double @llvm.fmuladd.f64(double %998, double %850, double %996)
  %1000 = getelementptr inbounds i8, ptr %4, i64 280
  %1001 = load double, ptr %1000, align 8, !tbaa !5
  %1002 = tail call double @llvm.fmuladd.f64(double %1001, double %846, double %999)
  %1003 = fadd double %1002, -6.000000e+00
  %1004 = tail call double @llvm.fabs.f64(double %1003)
  %1005 = tail call double @llvm.maxnum.f64(double %984, double %1004)
  %1006 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %1007 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %880)
  %1008 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %874)
  %1009 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %864)
  %1010 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %856)
  %1011 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %850)
  %1012 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %846)
  %1013 = fcmp olt double %1005, 0x3D719799812DEA11
  %1014 = zext i1 %1013 to i32
  %1015 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %1014)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %6) #8
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %7) #8
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %8) #8
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %9) #8
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %10) #8
  br label %1016

1016:                                             ; preds = %1016, %748
  %1017 = phi i64 [ 0, %748 ], [ %1025, %1016 ]
  %1018 = phi <2 x i8> [ <i8 0, i8 1>, %748 ], [ %1026, %1016 ]
  %1019 = getelementptr inbounds [50 x double], ptr %6, i64 0, i64 %1017
  store <2 x double> <double -1.000000e+00, double -1.000000e+00>, ptr %1019, align 16, !tbaa !5
  %1020 = getelementptr inbounds [50 x double], ptr %7, i64 0, i64 %1017
  store <2 x double> <double 2.500000e+00, double 2.500000e+00>, ptr %1020, align 16, !tbaa !5
  %1021 = getelementptr inbounds [50 x double], ptr %8, i64 0, i64 %1017
  store <2 x double> <double -1.000000e+00, double -1.000000e+00>, ptr %1021, align 16, !tbaa !5
  %1022 = urem <2 x i8> %1018, <i8 5, i8 5>
  %1023 = uitofp nneg <2 x i8> %1022 to <2 x double>
  %1024 = getelementptr inbounds [50 x double], ptr %9, i64 0, i64 %1017
  store <2 x double> %1023, ptr %1024, align 16, !tbaa !5
  %1025 = add nuw i64 %1017, 2
  %1026 = add <2 x i8> %1018, <i8 2, i8 2>
  %1027 = icmp eq i64 %1025, 50
  br i1 %1027, label %1028, label %1016, !llvm.loop !20

1028:                                             ; preds = %1016
  %1029 = load double, ptr %7, align 16, !tbaa !5
  %1030 = load double, ptr %9, align 16, !tbaa !5
  br label %1038

1031:                                             ; preds = %1038
  %1032 = getelementptr inbounds i8, ptr %9, i64 392
  %1033 = load double, ptr %1032, align 8, !tbaa !5
  %1034 = getelementptr inbounds i8, ptr %7, i64 392
  %1035 = load double, ptr %1034, align 8, !tbaa !5
  %1036 = fdiv double %1033, %1035
  %1037 = getelementptr inbounds i8, ptr %10, i64 392
  store double %1036, ptr %1037, align 8, !tbaa !5
  br label %1063

1038:                                             ; preds = %1028, %1038
  %1039 = phi double [ %1030, %1028 ], [ %1054, %1038 ]
  %1040 = phi double [ %1029, %1028 ], [ %1051, %1038 ]
  %1041 = phi i64 [ 1, %1028 ], [ %1055, %1038 ]
  %1042 = getelementptr inbounds [50 x double], ptr %6, i64 0, i64 %1041
  %1043 = load double, ptr %1042, align 8, !tbaa !5
  %1044 = add nsw i64 %1041, -1
  %1045 = getelementptr inbounds [50 x double], ptr %8, i64 0, i64 %1044
  %1046 = load double, ptr %1045, align 8, !tbaa !5
  %1047 = getelementptr inbounds [50 x double], ptr %7, i64 0, i64 %1041
  %1048 = load double, ptr %1047, align 8, !tbaa !5
  %1049 = fneg double %1043
  %1050 = fdiv double %1049, %1040
  %1051 = tail call double @llvm.fmuladd.f64(double %1050, double %1046, double %1048)
  store double %1051, ptr %1047, align 8, !tbaa !5
  %1052 = getelementptr inbounds [50 x double], ptr %9, i64 0, i64 %1041
  %1053 = load double, ptr %1052, align 8, !tbaa !5
  %1054 = tail call double @llvm.fmuladd.f64(double %1050, double %1039, double %1053)
  store double %1054, ptr %1052, align 8, !tbaa !5
  %1055 = add nuw nsw i64 %1041, 1
  %1056 = icmp eq i64 %1055, 50
  br i1 %1056, label %1031, label %1038, !llvm.loop !23

1057:                                             ; preds = %1063
  %1058 = load double, ptr %10, align 16, !tbaa !5
  %1059 = getelementptr inbounds i8, ptr %10, i64 200
  %1060 = load double, ptr %1059, align 8, !tbaa !5
  %1061 = load double, ptr %1037, align 8, !tbaa !5
  %1062 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1058, double noundef %1060, double noundef %1061)
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %10) #8
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %9) #8
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %6) #8
  br label %1090

1063:                                             ; preds = %1077, %1031
  %1064 = phi double [ %1036, %1031 ], [ %1087, %1077 ]
  %1065 = phi i64 [ 48, %1031 ], [ %1089, %1077 ]
  %1066 = getelementptr inbounds [50 x double], ptr %9, i64 0, i64 %1065
  %1067 = load double, ptr %1066, align 16, !tbaa !5
  %1068 = getelementptr inbounds [50 x double], ptr %8, i64 0, i64 %1065
  %1069 = load double, ptr %1068, align 16, !tbaa !5
  %1070 = fneg double %1069
  %1071 = tail call double @llvm.fmuladd.f64(double %1070, double %1064, double %1067)
  %1072 = getelementptr inbounds [50 x double], ptr %7, i64 0, i64 %1065
  %1073 = load double, ptr %1072, align 16, !tbaa !5
  %1074 = fdiv double %1071, %1073
  %1075 = getelementptr inbounds [50 x double], ptr %10, i64 0, i64 %1065
  store double %1074, ptr %1075, align 16, !tbaa !5
  %1076 = icmp eq i64 %1065, 0
  br i1 %1076, label %1057, label %1077, !llvm.loop !24

1077:                                             ; preds = %1063
  %1078 = add nsw i64 %1065, -1
  %1079 = getelementptr inbounds [50 x double], ptr %9, i64 0, i64 %1078
  %1080 = load double, ptr %1079, align 8, !tbaa !5
  %1081 = getelementptr inbounds [50 x double], ptr %8, i64 0, i64 %1078
  %1082 = load double, ptr %1081, align 8, !tbaa !5
  %1083 = fneg double %1082
  %1084 = tail call double @llvm.fmuladd.f64(double %1083, double %1074, double %1080)
  %1085 = getelementptr inbounds [50 x double], ptr %7, i64 0, i64 %1078
  %1086 = load double, ptr %1085, align 8, !tbaa !5
  %1087 = fdiv double %1084, %1086
  %1088 = getelementptr inbounds [50 x double], ptr %10, i64 0, i64 %1078
  store double %1087, ptr %1088, align 8, !tbaa !5
  %1089 = add nsw i64 %1065, -2
  br label %1063

1090:                                             ; preds = %1057, %183
  %1091 = phi i32 [ 0, %1057 ], [ 1, %183 ]
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %4) #8
  ret i32 %1091
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10, !21, !22}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
