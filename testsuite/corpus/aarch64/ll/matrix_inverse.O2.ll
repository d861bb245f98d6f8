; ModuleID = 'programs/matrix_inverse.c'
source_filename = "programs/matrix_inverse.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [27 x i8] c"max |A*inv-I| < 1e-12: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c" %9.6f\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"lu x:\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c" %.8f\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c" residual small: %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [46 x i8] c"thomas sol[0]=%.9f sol[25]=%.9f sol[49]=%.9f\0A\00", align 1
@str = private unnamed_addr constant [9 x i8] c"singular\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x [6 x double]], align 8
  %2 = alloca [6 x [6 x double]], align 8
  %3 = alloca [6 x [12 x double]], align 16
  %4 = alloca [6 x [6 x double]], align 16
  %5 = alloca [6 x [6 x double]], align 8
  %6 = alloca [50 x double], align 8
  %7 = alloca [50 x double], align 8
  %8 = alloca [50 x double], align 8
  %9 = alloca [50 x double], align 8
  %10 = alloca [50 x double], align 8
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %4) #8
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %5) #8
  %11 = getelementptr inbounds i8, ptr %4, i64 8
  store <2 x double> <double 1.000000e+01, double 0x3FD5555555555555>, ptr %4, align 16, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %4, i64 16
  %13 = getelementptr inbounds i8, ptr %4, i64 24
  store <2 x double> <double 2.000000e-01, double 0x3FC2492492492492>, ptr %12, align 16, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %4, i64 32
  %15 = getelementptr inbounds i8, ptr %4, i64 40
  store <2 x double> <double 0x3FBC71C71C71C71C, double 0x3FB745D1745D1746>, ptr %14, align 16, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %4, i64 48
  %17 = getelementptr inbounds i8, ptr %4, i64 56
  store <2 x double> <double 5.000000e-01, double 1.100000e+01>, ptr %16, align 16, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %4, i64 64
  %19 = getelementptr inbounds i8, ptr %4, i64 72
  store <2 x double> <double 0x3FC5555555555555, double 1.250000e-01>, ptr %18, align 16, !tbaa !6
  %20 = getelementptr inbounds i8, ptr %4, i64 80
  %21 = getelementptr inbounds i8, ptr %4, i64 88
  store <2 x double> <double 1.000000e-01, double 0x3FB5555555555555>, ptr %20, align 16, !tbaa !6
  %22 = getelementptr inbounds i8, ptr %4, i64 96
  %23 = getelementptr inbounds i8, ptr %4, i64 104
  store <2 x double> <double 0x3FD5555555555555, double 2.000000e-01>, ptr %22, align 16, !tbaa !6
  %24 = getelementptr inbounds i8, ptr %4, i64 112
  %25 = getelementptr inbounds i8, ptr %4, i64 120
  store <2 x double> <double 1.200000e+01, double 0x3FBC71C71C71C71C>, ptr %24, align 16, !tbaa !6
  %26 = getelementptr inbounds i8, ptr %4, i64 128
  %27 = getelementptr inbounds i8, ptr %4, i64 136
  store <2 x double> <double 0x3FB745D1745D1746, double 0x3FB3B13B13B13B14>, ptr %26, align 16, !tbaa !6
  %28 = getelementptr inbounds i8, ptr %4, i64 144
  %29 = getelementptr inbounds i8, ptr %4, i64 152
  store <2 x double> <double 2.500000e-01, double 0x3FC5555555555555>, ptr %28, align 16, !tbaa !6
  %30 = getelementptr inbounds i8, ptr %4, i64 160
  %31 = getelementptr inbounds i8, ptr %4, i64 168
  store <2 x double> <double 1.250000e-01, double 1.300000e+01>, ptr %30, align 16, !tbaa !6
  %32 = getelementptr inbounds i8, ptr %4, i64 176
  %33 = getelementptr inbounds i8, ptr %4, i64 184
  store <2 x double> <double 0x3FB5555555555555, double 0x3FB2492492492492>, ptr %32, align 16, !tbaa !6
  %34 = getelementptr inbounds i8, ptr %4, i64 192
  %35 = getelementptr inbounds i8, ptr %4, i64 200
  store <2 x double> <double 2.000000e-01, double 0x3FC2492492492492>, ptr %34, align 16, !tbaa !6
  %36 = getelementptr inbounds i8, ptr %4, i64 208
  %37 = getelementptr inbounds i8, ptr %4, i64 216
  store <2 x double> <double 0x3FBC71C71C71C71C, double 0x3FB745D1745D1746>, ptr %36, align 16, !tbaa !6
  %38 = getelementptr inbounds i8, ptr %4, i64 224
  %39 = getelementptr inbounds i8, ptr %4, i64 232
  store <2 x double> <double 1.400000e+01, double 0x3FB1111111111111>, ptr %38, align 16, !tbaa !6
  %40 = getelementptr inbounds i8, ptr %4, i64 240
  %41 = getelementptr inbounds i8, ptr %4, i64 248
  store <2 x double> <double 0x3FC5555555555555, double 1.250000e-01>, ptr %40, align 16, !tbaa !6
  %42 = getelementptr inbounds i8, ptr %4, i64 256
  %43 = getelementptr inbounds i8, ptr %4, i64 264
  store <2 x double> <double 1.000000e-01, double 0x3FB5555555555555>, ptr %42, align 16, !tbaa !6
  %44 = getelementptr inbounds i8, ptr %4, i64 272
  %45 = getelementptr inbounds i8, ptr %4, i64 280
  store <2 x double> <double 0x3FB2492492492492, double 1.500000e+01>, ptr %44, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 576, ptr nonnull %3) #8
  store <2 x double> <double 1.000000e+01, double 0x3FD5555555555555>, ptr %3, align 16, !tbaa !6
  %46 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double 2.000000e-01, double 0x3FC2492492492492>, ptr %46, align 16, !tbaa !6
  %47 = getelementptr inbounds i8, ptr %3, i64 32
  store <2 x double> <double 0x3FBC71C71C71C71C, double 0x3FB745D1745D1746>, ptr %47, align 16, !tbaa !6
  %48 = getelementptr inbounds i8, ptr %3, i64 48
  store double 1.000000e+00, ptr %48, align 16, !tbaa !6
  %49 = getelementptr inbounds i8, ptr %3, i64 56
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %49, i8 0, i64 40, i1 false)
  %50 = getelementptr inbounds i8, ptr %3, i64 96
  store <2 x double> <double 5.000000e-01, double 1.100000e+01>, ptr %50, align 16, !tbaa !6
  %51 = getelementptr inbounds i8, ptr %3, i64 112
  store <2 x double> <double 0x3FC5555555555555, double 1.250000e-01>, ptr %51, align 16, !tbaa !6
  %52 = getelementptr inbounds i8, ptr %3, i64 128
  store <2 x double> <double 1.000000e-01, double 0x3FB5555555555555>, ptr %52, align 16, !tbaa !6
  %53 = getelementptr inbounds i8, ptr %3, i64 144
  store <2 x double> <double 0.000000e+00, double 1.000000e+00>, ptr %53, align 16, !tbaa !6
  %54 = getelementptr inbounds i8, ptr %3, i64 160
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %54, i8 0, i64 32, i1 false)
  %55 = getelementptr inbounds i8, ptr %3, i64 192
  store <2 x double> <double 0x3FD5555555555555, double 2.000000e-01>, ptr %55, align 16, !tbaa !6
  %56 = getelementptr inbounds i8, ptr %3, i64 208
  store <2 x double> <double 1.200000e+01, double 0x3FBC71C71C71C71C>, ptr %56, align 16, !tbaa !6
  %57 = getelementptr inbounds i8, ptr %3, i64 224
  store <2 x double> <double 0x3FB745D1745D1746, double 0x3FB3B13B13B13B14>, ptr %57, align 16, !tbaa !6
  %58 = getelementptr inbounds i8, ptr %3, i64 240
  %59 = getelementptr inbounds i8, ptr %3, i64 256
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %58, i8 0, i64 16, i1 false)
  store double 1.000000e+00, ptr %59, align 16, !tbaa !6
  %60 = getelementptr inbounds i8, ptr %3, i64 264
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %60, i8 0, i64 24, i1 false)
  %61 = getelementptr inbounds i8, ptr %3, i64 288
  store <2 x double> <double 2.500000e-01, double 0x3FC5555555555555>, ptr %61, align 16, !tbaa !6
  %62 = getelementptr inbounds i8, ptr %3, i64 304
  store <2 x double> <double 1.250000e-01, double 1.300000e+01>, ptr %62, align 16, !tbaa !6
  %63 = getelementptr inbounds i8, ptr %3, i64 320
  store <2 x double> <double 0x3FB5555555555555, double 0x3FB2492492492492>, ptr %63, align 16, !tbaa !6
  %64 = getelementptr inbounds i8, ptr %3, i64 336
  %65 = getelementptr inbounds i8, ptr %3, i64 360
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %64, i8 0, i64 24, i1 false)
  store double 1.000000e+00, ptr %65, align 8, !tbaa !6
  %66 = getelementptr inbounds i8, ptr %3, i64 368
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %66, i8 0, i64 16, i1 false)
  %67 = getelementptr inbounds i8, ptr %3, i64 384
  store <2 x double> <double 2.000000e-01, double 0x3FC2492492492492>, ptr %67, align 16, !tbaa !6
  %68 = getelementptr inbounds i8, ptr %3, i64 400
  store <2 x double> <double 0x3FBC71C71C71C71C, double 0x3FB745D1745D1746>, ptr %68, align 16, !tbaa !6
  %69 = getelementptr inbounds i8, ptr %3, i64 416
  store <2 x double> <double 1.400000e+01, double 0x3FB1111111111111>, ptr %69, align 16, !tbaa !6
  %70 = getelementptr inbounds i8, ptr %3, i64 432
  %71 = getelementptr inbounds i8, ptr %3, i64 464
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %70, i8 0, i64 32, i1 false)
  store <2 x double> <double 1.000000e+00, double 0.000000e+00>, ptr %71, align 16, !tbaa !6
  %72 = getelementptr inbounds i8, ptr %3, i64 480
  store <2 x double> <double 0x3FC5555555555555, double 1.250000e-01>, ptr %72, align 16, !tbaa !6
  %73 = getelementptr inbounds i8, ptr %3, i64 496
  store <2 x double> <double 1.000000e-01, double 0x3FB5555555555555>, ptr %73, align 16, !tbaa !6
  %74 = getelementptr inbounds i8, ptr %3, i64 512
  store <2 x double> <double 0x3FB2492492492492, double 1.500000e+01>, ptr %74, align 16, !tbaa !6
  %75 = getelementptr inbounds i8, ptr %3, i64 528
  %76 = getelementptr inbounds i8, ptr %3, i64 568
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %75, i8 0, i64 40, i1 false)
  store double 1.000000e+00, ptr %76, align 8, !tbaa !6
  %77 = getelementptr inbounds i8, ptr %3, i64 16
  %78 = getelementptr inbounds i8, ptr %3, i64 32
  %79 = getelementptr inbounds i8, ptr %3, i64 48
  %80 = getelementptr inbounds i8, ptr %3, i64 64
  %81 = getelementptr inbounds i8, ptr %3, i64 80
  %82 = getelementptr inbounds i8, ptr %3, i64 96
  %83 = getelementptr inbounds i8, ptr %3, i64 112
  %84 = getelementptr inbounds i8, ptr %3, i64 128
  %85 = getelementptr inbounds i8, ptr %3, i64 144
  %86 = getelementptr inbounds i8, ptr %3, i64 160
  %87 = getelementptr inbounds i8, ptr %3, i64 176
  %88 = getelementptr inbounds i8, ptr %3, i64 192
  %89 = getelementptr inbounds i8, ptr %3, i64 208
  %90 = getelementptr inbounds i8, ptr %3, i64 224
  %91 = getelementptr inbounds i8, ptr %3, i64 240
  %92 = getelementptr inbounds i8, ptr %3, i64 256
  %93 = getelementptr inbounds i8, ptr %3, i64 272
  %94 = getelementptr inbounds i8, ptr %3, i64 288
  %95 = getelementptr inbounds i8, ptr %3, i64 304
  %96 = getelementptr inbounds i8, ptr %3, i64 320
  %97 = getelementptr inbounds i8, ptr %3, i64 336
  %98 = getelementptr inbounds i8, ptr %3, i64 352
  %99 = getelementptr inbounds i8, ptr %3, i64 368
  %100 = getelementptr inbounds i8, ptr %3, i64 384
  %101 = getelementptr inbounds i8, ptr %3, i64 400
  %102 = getelementptr inbounds i8, ptr %3, i64 416
  %103 = getelementptr inbounds i8, ptr %3, i64 432
  %104 = getelementptr inbounds i8, ptr %3, i64 448
  %105 = getelementptr inbounds i8, ptr %3, i64 464
  %106 = getelementptr inbounds i8, ptr %3, i64 480
  %107 = getelementptr inbounds i8, ptr %3, i64 496
  %108 = getelementptr inbounds i8, ptr %3, i64 512
  %109 = getelementptr inbounds i8, ptr %3, i64 528
  %110 = getelementptr inbounds i8, ptr %3, i64 544
  %111 = getelementptr inbounds i8, ptr %3, i64 560
  br label %112

112:                                              ; preds = %0, %332
  %113 = phi i64 [ 1, %0 ], [ %333, %332 ]
  %114 = phi i64 [ 0, %0 ], [ %115, %332 ]
  %115 = add nuw nsw i64 %114, 1
  %116 = icmp eq i64 %114, 5
  br i1 %116, label %119, label %117

117:                                              ; preds = %112
  %118 = trunc nuw nsw i64 %114 to i32
  br label %168

119:                                              ; preds = %168, %112
  %120 = phi i32 [ 5, %112 ], [ %180, %168 ]
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %121, i64 %114
  %123 = load double, ptr %122, align 8, !tbaa !6
  %124 = tail call double @llvm.fabs.f64(double %123)
  %125 = fcmp uge double %124, 0x3D719799812DEA11
  br i1 %125, label %126, label %407

126:                                              ; preds = %119
  %127 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %114, i64 0
  %128 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %121, i64 0
  %129 = load <2 x double>, ptr %127, align 16, !tbaa !6
  %130 = load <2 x double>, ptr %128, align 16, !tbaa !6
  store <2 x double> %130, ptr %127, align 16, !tbaa !6
  store <2 x double> %129, ptr %128, align 16, !tbaa !6
  %131 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %114, i64 2
  %132 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %121, i64 2
  %133 = load <2 x double>, ptr %131, align 16, !tbaa !6
  %134 = load <2 x double>, ptr %132, align 16, !tbaa !6
  store <2 x double> %134, ptr %131, align 16, !tbaa !6
  store <2 x double> %133, ptr %132, align 16, !tbaa !6
  %135 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %114, i64 4
  %136 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %121, i64 4
  %137 = load <2 x double>, ptr %135, align 16, !tbaa !6
  %138 = load <2 x double>, ptr %136, align 16, !tbaa !6
  store <2 x double> %138, ptr %135, align 16, !tbaa !6
  store <2 x double> %137, ptr %136, align 16, !tbaa !6
  %139 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %114, i64 6
  %140 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %121, i64 6
  %141 = load <2 x double>, ptr %139, align 16, !tbaa !6
  %142 = load <2 x double>, ptr %140, align 16, !tbaa !6
  store <2 x double> %142, ptr %139, align 16, !tbaa !6
  store <2 x double> %141, ptr %140, align 16, !tbaa !6
  %143 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %114, i64 8
  %144 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %121, i64 8
  %145 = load <2 x double>, ptr %143, align 16, !tbaa !6
  %146 = load <2 x double>, ptr %144, align 16, !tbaa !6
  store <2 x double> %146, ptr %143, align 16, !tbaa !6
  store <2 x double> %145, ptr %144, align 16, !tbaa !6
  %147 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %114, i64 10
  %148 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %121, i64 10
  %149 = load <2 x double>, ptr %147, align 16, !tbaa !6
  %150 = load <2 x double>, ptr %148, align 16, !tbaa !6
  store <2 x double> %150, ptr %147, align 16, !tbaa !6
  store <2 x double> %149, ptr %148, align 16, !tbaa !6
  %151 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %114, i64 %114
  %152 = load double, ptr %151, align 8, !tbaa !6
  %153 = load <2 x double>, ptr %127, align 16, !tbaa !6
  %154 = insertelement <2 x double> poison, double %152, i64 0
  %155 = shufflevector <2 x double> %154, <2 x double> poison, <2 x i32> zeroinitializer
  %156 = fdiv <2 x double> %153, %155
  store <2 x double> %156, ptr %127, align 16, !tbaa !6
  %157 = load <2 x double>, ptr %131, align 16, !tbaa !6
  %158 = fdiv <2 x double> %157, %155
  store <2 x double> %158, ptr %131, align 16, !tbaa !6
  %159 = load <2 x double>, ptr %135, align 16, !tbaa !6
  %160 = fdiv <2 x double> %159, %155
  store <2 x double> %160, ptr %135, align 16, !tbaa !6
  %161 = load <2 x double>, ptr %139, align 16, !tbaa !6
  %162 = fdiv <2 x double> %161, %155
  store <2 x double> %162, ptr %139, align 16, !tbaa !6
  %163 = load <2 x double>, ptr %143, align 16, !tbaa !6
  %164 = fdiv <2 x double> %163, %155
  store <2 x double> %164, ptr %143, align 16, !tbaa !6
  %165 = load <2 x double>, ptr %147, align 16, !tbaa !6
  %166 = fdiv <2 x double> %165, %155
  store <2 x double> %166, ptr %147, align 16, !tbaa !6
  %167 = icmp eq i64 %114, 0
  br i1 %167, label %208, label %183

168:                                              ; preds = %117, %168
  %169 = phi i64 [ %181, %168 ], [ %113, %117 ]
  %170 = phi i32 [ %180, %168 ], [ %118, %117 ]
  %171 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %169, i64 %114
  %172 = load double, ptr %171, align 8, !tbaa !6
  %173 = tail call double @llvm.fabs.f64(double %172)
  %174 = sext i32 %170 to i64
  %175 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %174, i64 %114
  %176 = load double, ptr %175, align 8, !tbaa !6
  %177 = tail call double @llvm.fabs.f64(double %176)
  %178 = fcmp ogt double %173, %177
  %179 = trunc nuw nsw i64 %169 to i32
  %180 = select i1 %178, i32 %179, i32 %170
  %181 = add nuw nsw i64 %169, 1
  %182 = icmp eq i64 %181, 6
  br i1 %182, label %119, label %168, !llvm.loop !10

183:                                              ; preds = %126
  %184 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 0, i64 %114
  %185 = load double, ptr %184, align 8, !tbaa !6
  %186 = fneg double %185
  %187 = load <2 x double>, ptr %127, align 16, !tbaa !6
  %188 = load <2 x double>, ptr %3, align 16, !tbaa !6
  %189 = insertelement <2 x double> poison, double %186, i64 0
  %190 = shufflevector <2 x double> %189, <2 x double> poison, <2 x i32> zeroinitializer
  %191 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %190, <2 x double> %187, <2 x double> %188)
  store <2 x double> %191, ptr %3, align 16, !tbaa !6
  %192 = load <2 x double>, ptr %131, align 16, !tbaa !6
  %193 = load <2 x double>, ptr %77, align 16, !tbaa !6
  %194 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %190, <2 x double> %192, <2 x double> %193)
  store <2 x double> %194, ptr %77, align 16, !tbaa !6
  %195 = load <2 x double>, ptr %135, align 16, !tbaa !6
  %196 = load <2 x double>, ptr %78, align 16, !tbaa !6
  %197 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %190, <2 x double> %195, <2 x double> %196)
  store <2 x double> %197, ptr %78, align 16, !tbaa !6
  %198 = load <2 x double>, ptr %139, align 16, !tbaa !6
  %199 = load <2 x double>, ptr %79, align 16, !tbaa !6
  %200 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %190, <2 x double> %198, <2 x double> %199)
  store <2 x double> %200, ptr %79, align 16, !tbaa !6
  %201 = load <2 x double>, ptr %143, align 16, !tbaa !6
  %202 = load <2 x double>, ptr %80, align 16, !tbaa !6
  %203 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %190, <2 x double> %201, <2 x double> %202)
  store <2 x double> %203, ptr %80, align 16, !tbaa !6
  %204 = load <2 x double>, ptr %147, align 16, !tbaa !6
  %205 = load <2 x double>, ptr %81, align 16, !tbaa !6
  %206 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %190, <2 x double> %204, <2 x double> %205)
  store <2 x double> %206, ptr %81, align 16, !tbaa !6
  %207 = icmp eq i64 %114, 1
  br i1 %207, label %233, label %208

208:                                              ; preds = %183, %126
  %209 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 1, i64 %114
  %210 = load double, ptr %209, align 8, !tbaa !6
  %211 = fneg double %210
  %212 = load <2 x double>, ptr %127, align 16, !tbaa !6
  %213 = load <2 x double>, ptr %82, align 16, !tbaa !6
  %214 = insertelement <2 x double> poison, double %211, i64 0
  %215 = shufflevector <2 x double> %214, <2 x double> poison, <2 x i32> zeroinitializer
  %216 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %215, <2 x double> %212, <2 x double> %213)
  store <2 x double> %216, ptr %82, align 16, !tbaa !6
  %217 = load <2 x double>, ptr %131, align 16, !tbaa !6
  %218 = load <2 x double>, ptr %83, align 16, !tbaa !6
  %219 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %215, <2 x double> %217, <2 x double> %218)
  store <2 x double> %219, ptr %83, align 16, !tbaa !6
  %220 = load <2 x double>, ptr %135, align 16, !tbaa !6
  %221 = load <2 x double>, ptr %84, align 16, !tbaa !6
  %222 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %215, <2 x double> %220, <2 x double> %221)
  store <2 x double> %222, ptr %84, align 16, !tbaa !6
  %223 = load <2 x double>, ptr %139, align 16, !tbaa !6
  %224 = load <2 x double>, ptr %85, align 16, !tbaa !6
  %225 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %215, <2 x double> %223, <2 x double> %224)
  store <2 x double> %225, ptr %85, align 16, !tbaa !6
  %226 = load <2 x double>, ptr %143, align 16, !tbaa !6
  %227 = load <2 x double>, ptr %86, align 16, !tbaa !6
  %228 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %215, <2 x double> %226, <2 x double> %227)
  store <2 x double> %228, ptr %86, align 16, !tbaa !6
  %229 = load <2 x double>, ptr %147, align 16, !tbaa !6
  %230 = load <2 x double>, ptr %87, align 16, !tbaa !6
  %231 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %215, <2 x double> %229, <2 x double> %230)
  store <2 x double> %231, ptr %87, align 16, !tbaa !6
  %232 = icmp eq i64 %114, 2
  br i1 %232, label %258, label %233

233:                                              ; preds = %208, %183
  %234 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 2, i64 %114
  %235 = load double, ptr %234, align 8, !tbaa !6
  %236 = fneg double %235
  %237 = load <2 x double>, ptr %127, align 16, !tbaa !6
  %238 = load <2 x double>, ptr %88, align 16, !tbaa !6
  %239 = insertelement <2 x double> poison, double %236, i64 0
  %240 = shufflevector <2 x double> %239, <2 x double> poison, <2 x i32> zeroinitializer
  %241 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %240, <2 x double> %237, <2 x double> %238)
  store <2 x double> %241, ptr %88, align 16, !tbaa !6
  %242 = load <2 x double>, ptr %131, align 16, !tbaa !6
  %243 = load <2 x double>, ptr %89, align 16, !tbaa !6
  %244 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %240, <2 x double> %242, <2 x double> %243)
  store <2 x double> %244, ptr %89, align 16, !tbaa !6
  %245 = load <2 x double>, ptr %135, align 16, !tbaa !6
  %246 = load <2 x double>, ptr %90, align 16, !tbaa !6
  %247 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %240, <2 x double> %245, <2 x double> %246)
  store <2 x double> %247, ptr %90, align 16, !tbaa !6
  %248 = load <2 x double>, ptr %139, align 16, !tbaa !6
  %249 = load <2 x double>, ptr %91, align 16, !tbaa !6
  %250 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %240, <2 x double> %248, <2 x double> %249)
  store <2 x double> %250, ptr %91, align 16, !tbaa !6
  %251 = load <2 x double>, ptr %143, align 16, !tbaa !6
  %252 = load <2 x double>, ptr %92, align 16, !tbaa !6
  %253 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %240, <2 x double> %251, <2 x double> %252)
  store <2 x double> %253, ptr %92, align 16, !tbaa !6
  %254 = load <2 x double>, ptr %147, align 16, !tbaa !6
  %255 = load <2 x double>, ptr %93, align 16, !tbaa !6
  %256 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %240, <2 x double> %254, <2 x double> %255)
  store <2 x double> %256, ptr %93, align 16, !tbaa !6
  %257 = icmp eq i64 %114, 3
  br i1 %257, label %283, label %258

258:                                              ; preds = %233, %208
  %259 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 3, i64 %114
  %260 = load double, ptr %259, align 8, !tbaa !6
  %261 = fneg double %260
  %262 = load <2 x double>, ptr %127, align 16, !tbaa !6
  %263 = load <2 x double>, ptr %94, align 16, !tbaa !6
  %264 = insertelement <2 x double> poison, double %261, i64 0
  %265 = shufflevector <2 x double> %264, <2 x double> poison, <2 x i32> zeroinitializer
  %266 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %265, <2 x double> %262, <2 x double> %263)
  store <2 x double> %266, ptr %94, align 16, !tbaa !6
  %267 = load <2 x double>, ptr %131, align 16, !tbaa !6
  %268 = load <2 x double>, ptr %95, align 16, !tbaa !6
  %269 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %265, <2 x double> %267, <2 x double> %268)
  store <2 x double> %269, ptr %95, align 16, !tbaa !6
  %270 = load <2 x double>, ptr %135, align 16, !tbaa !6
  %271 = load <2 x double>, ptr %96, align 16, !tbaa !6
  %272 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %265, <2 x double> %270, <2 x double> %271)
  store <2 x double> %272, ptr %96, align 16, !tbaa !6
  %273 = load <2 x double>, ptr %139, align 16, !tbaa !6
  %274 = load <2 x double>, ptr %97, align 16, !tbaa !6
  %275 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %265, <2 x double> %273, <2 x double> %274)
  store <2 x double> %275, ptr %97, align 16, !tbaa !6
  %276 = load <2 x double>, ptr %143, align 16, !tbaa !6
  %277 = load <2 x double>, ptr %98, align 16, !tbaa !6
  %278 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %265, <2 x double> %276, <2 x double> %277)
  store <2 x double> %278, ptr %98, align 16, !tbaa !6
  %279 = load <2 x double>, ptr %147, align 16, !tbaa !6
  %280 = load <2 x double>, ptr %99, align 16, !tbaa !6
  %281 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %265, <2 x double> %279, <2 x double> %280)
  store <2 x double> %281, ptr %99, align 16, !tbaa !6
  %282 = icmp eq i64 %114, 4
  br i1 %282, label %308, label %283

283:                                              ; preds = %258, %233
  %284 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 4, i64 %114
  %285 = load double, ptr %284, align 8, !tbaa !6
  %286 = fneg double %285
  %287 = load <2 x double>, ptr %127, align 16, !tbaa !6
  %288 = load <2 x double>, ptr %100, align 16, !tbaa !6
  %289 = insertelement <2 x double> poison, double %286, i64 0
  %290 = shufflevector <2 x double> %289, <2 x double> poison, <2 x i32> zeroinitializer
  %291 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %290, <2 x double> %287, <2 x double> %288)
  store <2 x double> %291, ptr %100, align 16, !tbaa !6
  %292 = load <2 x double>, ptr %131, align 16, !tbaa !6
  %293 = load <2 x double>, ptr %101, align 16, !tbaa !6
  %294 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %290, <2 x double> %292, <2 x double> %293)
  store <2 x double> %294, ptr %101, align 16, !tbaa !6
  %295 = load <2 x double>, ptr %135, align 16, !tbaa !6
  %296 = load <2 x double>, ptr %102, align 16, !tbaa !6
  %297 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %290, <2 x double> %295, <2 x double> %296)
  store <2 x double> %297, ptr %102, align 16, !tbaa !6
  %298 = load <2 x double>, ptr %139, align 16, !tbaa !6
  %299 = load <2 x double>, ptr %103, align 16, !tbaa !6
  %300 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %290, <2 x double> %298, <2 x double> %299)
  store <2 x double> %300, ptr %103, align 16, !tbaa !6
  %301 = load <2 x double>, ptr %143, align 16, !tbaa !6
  %302 = load <2 x double>, ptr %104, align 16, !tbaa !6
  %303 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %290, <2 x double> %301, <2 x double> %302)
  store <2 x double> %303, ptr %104, align 16, !tbaa !6
  %304 = load <2 x double>, ptr %147, align 16, !tbaa !6
  %305 = load <2 x double>, ptr %105, align 16, !tbaa !6
  %306 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %290, <2 x double> %304, <2 x double> %305)
  store <2 x double> %306, ptr %105, align 16, !tbaa !6
  %307 = icmp eq i64 %114, 5
  br i1 %307, label %332, label %308

308:                                              ; preds = %258, %283
  %309 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 5, i64 %114
  %310 = load double, ptr %309, align 8, !tbaa !6
  %311 = fneg double %310
  %312 = load <2 x double>, ptr %127, align 16, !tbaa !6
  %313 = load <2 x double>, ptr %106, align 16, !tbaa !6
  %314 = insertelement <2 x double> poison, double %311, i64 0
  %315 = shufflevector <2 x double> %314, <2 x double> poison, <2 x i32> zeroinitializer
  %316 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %315, <2 x double> %312, <2 x double> %313)
  store <2 x double> %316, ptr %106, align 16, !tbaa !6
  %317 = load <2 x double>, ptr %131, align 16, !tbaa !6
  %318 = load <2 x double>, ptr %107, align 16, !tbaa !6
  %319 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %315, <2 x double> %317, <2 x double> %318)
  store <2 x double> %319, ptr %107, align 16, !tbaa !6
  %320 = load <2 x double>, ptr %135, align 16, !tbaa !6
  %321 = load <2 x double>, ptr %108, align 16, !tbaa !6
  %322 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %315, <2 x double> %320, <2 x double> %321)
  store <2 x double> %322, ptr %108, align 16, !tbaa !6
  %323 = load <2 x double>, ptr %139, align 16, !tbaa !6
  %324 = load <2 x double>, ptr %109, align 16, !tbaa !6
  %325 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %315, <2 x double> %323, <2 x double> %324)
  store <2 x double> %325, ptr %109, align 16, !tbaa !6
  %326 = load <2 x double>, ptr %143, align 16, !tbaa !6
  %327 = load <2 x double>, ptr %110, align 16, !tbaa !6
  %328 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %315, <2 x double> %326, <2 x double> %327)
  store <2 x double> %328, ptr %110, align 16, !tbaa !6
  %329 = load <2 x double>, ptr %147, align 16, !tbaa !6
  %330 = load <2 x double>, ptr %111, align 16, !tbaa !6
  %331 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %315, <2 x double> %329, <2 x double> %330)
  store <2 x double> %331, ptr %111, align 16, !tbaa !6
  br label %332

332:                                              ; preds = %308, %283
  %333 = add nuw nsw i64 %113, 1
  %334 = icmp eq i64 %115, 6
  br i1 %334, label %335, label %112

335:                                              ; preds = %332
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %5, ptr noundef nonnull align 16 dereferenceable(48) %48, i64 48, i1 false), !tbaa !6
  %336 = getelementptr inbounds i8, ptr %5, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %336, ptr noundef nonnull align 16 dereferenceable(48) %53, i64 48, i1 false), !tbaa !6
  %337 = getelementptr inbounds i8, ptr %5, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %337, ptr noundef nonnull align 16 dereferenceable(48) %58, i64 48, i1 false), !tbaa !6
  %338 = getelementptr inbounds i8, ptr %5, i64 144
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %338, ptr noundef nonnull align 16 dereferenceable(48) %64, i64 48, i1 false), !tbaa !6
  %339 = getelementptr inbounds i8, ptr %5, i64 192
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %339, ptr noundef nonnull align 16 dereferenceable(48) %70, i64 48, i1 false), !tbaa !6
  %340 = getelementptr inbounds i8, ptr %5, i64 240
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %340, ptr noundef nonnull align 16 dereferenceable(48) %75, i64 48, i1 false), !tbaa !6
  call void @llvm.lifetime.end.p0(i64 576, ptr nonnull %3) #8
  %341 = getelementptr inbounds i8, ptr %5, i64 72
  %342 = load double, ptr %341, align 8, !tbaa !6
  %343 = getelementptr inbounds i8, ptr %5, i64 120
  %344 = load double, ptr %343, align 8, !tbaa !6
  %345 = getelementptr inbounds i8, ptr %5, i64 168
  %346 = load double, ptr %345, align 8, !tbaa !6
  %347 = getelementptr inbounds i8, ptr %5, i64 216
  %348 = load double, ptr %347, align 8, !tbaa !6
  %349 = getelementptr inbounds i8, ptr %5, i64 264
  %350 = load double, ptr %349, align 8, !tbaa !6
  %351 = getelementptr inbounds i8, ptr %5, i64 32
  %352 = load double, ptr %351, align 8, !tbaa !6
  %353 = getelementptr inbounds i8, ptr %5, i64 80
  %354 = load double, ptr %353, align 8, !tbaa !6
  %355 = load double, ptr %5, align 8, !tbaa !6
  %356 = load double, ptr %336, align 8, !tbaa !6
  %357 = load double, ptr %337, align 8, !tbaa !6
  %358 = load double, ptr %338, align 8, !tbaa !6
  %359 = load double, ptr %339, align 8, !tbaa !6
  %360 = load double, ptr %340, align 8, !tbaa !6
  %361 = getelementptr inbounds i8, ptr %5, i64 8
  %362 = load double, ptr %361, align 8, !tbaa !6
  %363 = getelementptr inbounds i8, ptr %5, i64 56
  %364 = load double, ptr %363, align 8, !tbaa !6
  %365 = getelementptr inbounds i8, ptr %5, i64 104
  %366 = load double, ptr %365, align 8, !tbaa !6
  %367 = getelementptr inbounds i8, ptr %5, i64 152
  %368 = load double, ptr %367, align 8, !tbaa !6
  %369 = getelementptr inbounds i8, ptr %5, i64 200
  %370 = load double, ptr %369, align 8, !tbaa !6
  %371 = getelementptr inbounds i8, ptr %5, i64 248
  %372 = load double, ptr %371, align 8, !tbaa !6
  %373 = getelementptr inbounds i8, ptr %5, i64 16
  %374 = load double, ptr %373, align 8, !tbaa !6
  %375 = getelementptr inbounds i8, ptr %5, i64 64
  %376 = load double, ptr %375, align 8, !tbaa !6
  %377 = getelementptr inbounds i8, ptr %5, i64 112
  %378 = load double, ptr %377, align 8, !tbaa !6
  %379 = getelementptr inbounds i8, ptr %5, i64 160
  %380 = load double, ptr %379, align 8, !tbaa !6
  %381 = getelementptr inbounds i8, ptr %5, i64 208
  %382 = load double, ptr %381, align 8, !tbaa !6
  %383 = getelementptr inbounds i8, ptr %5, i64 256
  %384 = load double, ptr %383, align 8, !tbaa !6
  %385 = getelementptr inbounds i8, ptr %5, i64 24
  %386 = load double, ptr %385, align 8, !tbaa !6
  %387 = getelementptr inbounds i8, ptr %5, i64 128
  %388 = load double, ptr %387, align 8, !tbaa !6
  %389 = getelementptr inbounds i8, ptr %5, i64 176
  %390 = load double, ptr %389, align 8, !tbaa !6
  %391 = getelementptr inbounds i8, ptr %5, i64 224
  %392 = load double, ptr %391, align 8, !tbaa !6
  %393 = getelementptr inbounds i8, ptr %5, i64 272
  %394 = load double, ptr %393, align 8, !tbaa !6
  %395 = getelementptr inbounds i8, ptr %5, i64 40
  %396 = load double, ptr %395, align 8, !tbaa !6
  %397 = getelementptr inbounds i8, ptr %5, i64 88
  %398 = load double, ptr %397, align 8, !tbaa !6
  %399 = getelementptr inbounds i8, ptr %5, i64 136
  %400 = load double, ptr %399, align 8, !tbaa !6
  %401 = getelementptr inbounds i8, ptr %5, i64 184
  %402 = load double, ptr %401, align 8, !tbaa !6
  %403 = getelementptr inbounds i8, ptr %5, i64 232
  %404 = load double, ptr %403, align 8, !tbaa !6
  %405 = getelementptr inbounds i8, ptr %5, i64 280
  %406 = load double, ptr %405, align 8, !tbaa !6
  br label %409

407:                                              ; preds = %119
  call void @llvm.lifetime.end.p0(i64 576, ptr nonnull %3) #8
  %408 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %1310

409:                                              ; preds = %335, %409
  %410 = phi i64 [ 0, %335 ], [ %496, %409 ]
  %411 = phi double [ 0.000000e+00, %335 ], [ %495, %409 ]
  %412 = getelementptr inbounds [6 x [6 x double]], ptr %4, i64 0, i64 %410, i64 0
  %413 = load double, ptr %412, align 16, !tbaa !6
  %414 = tail call double @llvm.fmuladd.f64(double %413, double %355, double 0.000000e+00)
  %415 = getelementptr inbounds [6 x [6 x double]], ptr %4, i64 0, i64 %410, i64 1
  %416 = load double, ptr %415, align 8, !tbaa !6
  %417 = tail call double @llvm.fmuladd.f64(double %416, double %356, double %414)
  %418 = getelementptr inbounds [6 x [6 x double]], ptr %4, i64 0, i64 %410, i64 2
  %419 = load double, ptr %418, align 16, !tbaa !6
  %420 = tail call double @llvm.fmuladd.f64(double %419, double %357, double %417)
  %421 = getelementptr inbounds [6 x [6 x double]], ptr %4, i64 0, i64 %410, i64 3
  %422 = load double, ptr %421, align 8, !tbaa !6
  %423 = tail call double @llvm.fmuladd.f64(double %422, double %358, double %420)
  %424 = getelementptr inbounds [6 x [6 x double]], ptr %4, i64 0, i64 %410, i64 4
  %425 = load double, ptr %424, align 16, !tbaa !6
  %426 = tail call double @llvm.fmuladd.f64(double %425, double %359, double %423)
  %427 = getelementptr inbounds [6 x [6 x double]], ptr %4, i64 0, i64 %410, i64 5
  %428 = load double, ptr %427, align 8, !tbaa !6
  %429 = tail call double @llvm.fmuladd.f64(double %428, double %360, double %426)
  %430 = icmp eq i64 %410, 0
  %431 = uitofp i1 %430 to double
  %432 = fsub double %429, %431
  %433 = tail call double @llvm.fabs.f64(double %432)
  %434 = tail call double @llvm.maxnum.f64(double %411, double %433)
  %435 = tail call double @llvm.fmuladd.f64(double %413, double %362, double 0.000000e+00)
  %436 = tail call double @llvm.fmuladd.f64(double %416, double %364, double %435)
  %437 = tail call double @llvm.fmuladd.f64(double %419, double %366, double %436)
  %438 = tail call double @llvm.fmuladd.f64(double %422, double %368, double %437)
  %439 = tail call double @llvm.fmuladd.f64(double %425, double %370, double %438)
  %440 = tail call double @llvm.fmuladd.f64(double %428, double %372, double %439)
  %441 = icmp eq i64 %410, 1
  %442 = uitofp i1 %441 to double
  %443 = fsub double %440, %442
  %444 = tail call double @llvm.fabs.f64(double %443)
  %445 = tail call double @llvm.maxnum.f64(double %434, double %444)
  %446 = tail call double @llvm.fmuladd.f64(double %413, double %374, double 0.000000e+00)
  %447 = tail call double @llvm.fmuladd.f64(double %416, double %376, double %446)
  %448 = tail call double @llvm.fmuladd.f64(double %419, double %378, double %447)
  %449 = tail call double @llvm.fmuladd.f64(double %422, double %380, double %448)
  %450 = tail call double @llvm.fmuladd.f64(double %425, double %382, double %449)
  %451 = tail call double @llvm.fmuladd.f64(double %428, double %384, double %450)
  %452 = icmp eq i64 %410, 2
  %453 = uitofp i1 %452 to double
  %454 = fsub double %451, %453
  %455 = tail call double @llvm.fabs.f64(double %454)
  %456 = tail call double @llvm.maxnum.f64(double %445, double %455)
  %457 = tail call double @llvm.fmuladd.f64(double %413, double %386, double 0.000000e+00)
  %458 = tail call double @llvm.fmuladd.f64(double %416, double %342, double %457)
  %459 = tail call double @llvm.fmuladd.f64(double %419, double %344, double %458)
  %460 = tail call double @llvm.fmuladd.f64(double %422, double %346, double %459)
  %461 = tail call double @llvm.fmuladd.f64(double %425, double %348, double %460)
  %462 = tail call double @llvm.fmuladd.f64(double %428, double %350, double %461)
  %463 = icmp eq i64 %410, 3
  %464 = uitofp i1 %463 to double
  %465 = fsub double %462, %464
  %466 = tail call double @llvm.fabs.f64(double %465)
  %467 = tail call double @llvm.maxnum.f64(double %456, double %466)
  %468 = tail call double @llvm.fmuladd.f64(double %413, double %352, double 0.000000e+00)
  %469 = tail call double @llvm.fmuladd.f64(double %416, double %354, double %468)
  %470 = tail call double @llvm.fmuladd.f64(double %419, double %388, double %469)
  %471 = tail call double @llvm.fmuladd.f64(double %422, double %390, double %470)
  %472 = tail call double @llvm.fmuladd.f64(double %425, double %392, double %471)
  %473 = tail call double @llvm.fmuladd.f64(double %428, double %394, double %472)
  %474 = icmp eq i64 %410, 4
  %475 = uitofp i1 %474 to double
  %476 = fsub double %473, %475
  %477 = tail call double @llvm.fabs.f64(double %476)
  %478 = tail call double @llvm.maxnum.f64(double %467, double %477)
  %479 = load double, ptr %412, align 16, !tbaa !6
  %480 = tail call double @llvm.fmuladd.f64(double %479, double %396, double 0.000000e+00)
  %481 = load double, ptr %415, align 8, !tbaa !6
  %482 = tail call double @llvm.fmuladd.f64(double %481, double %398, double %480)
  %483 = load double, ptr %418, align 16, !tbaa !6
  %484 = tail call double @llvm.fmuladd.f64(double %483, double %400, double %482)
  %485 = load double, ptr %421, align 8, !tbaa !6
  %486 = tail call double @llvm.fmuladd.f64(double %485, double %402, double %484)
  %487 = load double, ptr %424, align 16, !tbaa !6
  %488 = tail call double @llvm.fmuladd.f64(double %487, double %404, double %486)
  %489 = load double, ptr %427, align 8, !tbaa !6
  %490 = tail call double @llvm.fmuladd.f64(double %489, double %406, double %488)
  %491 = icmp eq i64 %410, 5
  %492 = uitofp i1 %491 to double
  %493 = fsub double %490, %492
  %494 = tail call double @llvm.fabs.f64(double %493)
  %495 = tail call double @llvm.maxnum.f64(double %478, double %494)
  %496 = add nuw nsw i64 %410, 1
  %497 = icmp eq i64 %496, 6
  br i1 %497, label %498, label %409, !llvm.loop !12

498:                                              ; preds = %409
  %499 = fcmp olt double %495, 0x3D719799812DEA11
  %500 = zext i1 %499 to i32
  %501 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %500)
  br label %502

502:                                              ; preds = %498, %502
  %503 = phi i64 [ 0, %498 ], [ %523, %502 ]
  %504 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 %503, i64 0
  %505 = load double, ptr %504, align 8, !tbaa !6
  %506 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %505)
  %507 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 %503, i64 1
  %508 = load double, ptr %507, align 8, !tbaa !6
  %509 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %508)
  %510 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 %503, i64 2
  %511 = load double, ptr %510, align 8, !tbaa !6
  %512 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %511)
  %513 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 %503, i64 3
  %514 = load double, ptr %513, align 8, !tbaa !6
  %515 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %514)
  %516 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 %503, i64 4
  %517 = load double, ptr %516, align 8, !tbaa !6
  %518 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %517)
  %519 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 %503, i64 5
  %520 = load double, ptr %519, align 8, !tbaa !6
  %521 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %520)
  %522 = tail call i32 @putchar(i32 10)
  %523 = add nuw nsw i64 %503, 1
  %524 = icmp eq i64 %523, 6
  br i1 %524, label %525, label %502, !llvm.loop !13

525:                                              ; preds = %502
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %1) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(288) %1, i8 0, i64 288, i1 false)
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %2) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(288) %2, i8 0, i64 288, i1 false)
  br label %526

526:                                              ; preds = %789, %525
  %527 = phi i64 [ 0, %525 ], [ %790, %789 ]
  %528 = icmp eq i64 %527, 0
  br i1 %528, label %534, label %755

529:                                              ; preds = %749, %706, %663, %620, %577, %534
  %530 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %527, i64 %527
  %531 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 %527
  store double 1.000000e+00, ptr %531, align 8, !tbaa !6
  %532 = add nuw nsw i64 %527, 1
  %533 = icmp eq i64 %532, 6
  br i1 %533, label %789, label %792, !llvm.loop !14

534:                                              ; preds = %755, %762, %769, %776, %783, %526
  %535 = phi double [ 0.000000e+00, %526 ], [ %760, %755 ], [ %767, %762 ], [ %774, %769 ], [ %781, %776 ], [ %788, %783 ]
  %536 = getelementptr inbounds [6 x double], ptr %4, i64 %527, i64 %527
  %537 = load double, ptr %536, align 8, !tbaa !6
  %538 = fsub double %537, %535
  %539 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %527, i64 %527
  store double %538, ptr %539, align 8, !tbaa !6
  %540 = add nuw nsw i64 %527, 1
  %541 = icmp eq i64 %540, 6
  br i1 %541, label %529, label %542, !llvm.loop !15

542:                                              ; preds = %534
  br i1 %528, label %577, label %543

543:                                              ; preds = %542
  %544 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 0
  %545 = load double, ptr %544, align 8, !tbaa !6
  %546 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %540
  %547 = load double, ptr %546, align 8, !tbaa !6
  %548 = tail call double @llvm.fmuladd.f64(double %545, double %547, double 0.000000e+00)
  %549 = icmp eq i64 %527, 1
  br i1 %549, label %577, label %550, !llvm.loop !16

550:                                              ; preds = %543
  %551 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 1
  %552 = load double, ptr %551, align 8, !tbaa !6
  %553 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %540
  %554 = load double, ptr %553, align 8, !tbaa !6
  %555 = tail call double @llvm.fmuladd.f64(double %552, double %554, double %548)
  %556 = icmp eq i64 %527, 2
  br i1 %556, label %577, label %557, !llvm.loop !16

557:                                              ; preds = %550
  %558 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 2
  %559 = load double, ptr %558, align 8, !tbaa !6
  %560 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %540
  %561 = load double, ptr %560, align 8, !tbaa !6
  %562 = tail call double @llvm.fmuladd.f64(double %559, double %561, double %555)
  %563 = icmp eq i64 %527, 3
  br i1 %563, label %577, label %564, !llvm.loop !16

564:                                              ; preds = %557
  %565 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 3
  %566 = load double, ptr %565, align 8, !tbaa !6
  %567 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %540
  %568 = load double, ptr %567, align 8, !tbaa !6
  %569 = tail call double @llvm.fmuladd.f64(double %566, double %568, double %562)
  %570 = icmp eq i64 %527, 4
  br i1 %570, label %577, label %571, !llvm.loop !16

571:                                              ; preds = %564
  %572 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 4
  %573 = load double, ptr %572, align 8, !tbaa !6
  %574 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %540
  %575 = load double, ptr %574, align 8, !tbaa !6
  %576 = tail call double @llvm.fmuladd.f64(double %573, double %575, double %569)
  br label %577

577:                                              ; preds = %543, %550, %557, %564, %571, %542
  %578 = phi double [ 0.000000e+00, %542 ], [ %548, %543 ], [ %555, %550 ], [ %562, %557 ], [ %569, %564 ], [ %576, %571 ]
  %579 = getelementptr inbounds [6 x double], ptr %4, i64 %527, i64 %540
  %580 = load double, ptr %579, align 8, !tbaa !6
  %581 = fsub double %580, %578
  %582 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %527, i64 %540
  store double %581, ptr %582, align 8, !tbaa !6
  %583 = add nuw nsw i64 %527, 2
  %584 = icmp eq i64 %583, 6
  br i1 %584, label %529, label %585, !llvm.loop !15

585:                                              ; preds = %577
  br i1 %528, label %620, label %586

586:                                              ; preds = %585
  %587 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 0
  %588 = load double, ptr %587, align 8, !tbaa !6
  %589 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %583
  %590 = load double, ptr %589, align 8, !tbaa !6
  %591 = tail call double @llvm.fmuladd.f64(double %588, double %590, double 0.000000e+00)
  %592 = icmp eq i64 %527, 1
  br i1 %592, label %620, label %593, !llvm.loop !16

593:                                              ; preds = %586
  %594 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 1
  %595 = load double, ptr %594, align 8, !tbaa !6
  %596 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %583
  %597 = load double, ptr %596, align 8, !tbaa !6
  %598 = tail call double @llvm.fmuladd.f64(double %595, double %597, double %591)
  %599 = icmp eq i64 %527, 2
  br i1 %599, label %620, label %600, !llvm.loop !16

600:                                              ; preds = %593
  %601 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 2
  %602 = load double, ptr %601, align 8, !tbaa !6
  %603 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %583
  %604 = load double, ptr %603, align 8, !tbaa !6
  %605 = tail call double @llvm.fmuladd.f64(double %602, double %604, double %598)
  %606 = icmp eq i64 %527, 3
  br i1 %606, label %620, label %607, !llvm.loop !16

607:                                              ; preds = %600
  %608 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 3
  %609 = load double, ptr %608, align 8, !tbaa !6
  %610 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %583
  %611 = load double, ptr %610, align 8, !tbaa !6
  %612 = tail call double @llvm.fmuladd.f64(double %609, double %611, double %605)
  %613 = icmp eq i64 %527, 4
  br i1 %613, label %620, label %614, !llvm.loop !16

614:                                              ; preds = %607
  %615 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 4
  %616 = load double, ptr %615, align 8, !tbaa !6
  %617 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %583
  %618 = load double, ptr %617, align 8, !tbaa !6
  %619 = tail call double @llvm.fmuladd.f64(double %616, double %618, double %612)
  br label %620

620:                                              ; preds = %586, %593, %600, %607, %614, %585
  %621 = phi double [ 0.000000e+00, %585 ], [ %591, %586 ], [ %598, %593 ], [ %605, %600 ], [ %612, %607 ], [ %619, %614 ]
  %622 = getelementptr inbounds [6 x double], ptr %4, i64 %527, i64 %583
  %623 = load double, ptr %622, align 8, !tbaa !6
  %624 = fsub double %623, %621
  %625 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %527, i64 %583
  store double %624, ptr %625, align 8, !tbaa !6
  %626 = add nuw nsw i64 %527, 3
  %627 = icmp eq i64 %626, 6
  br i1 %627, label %529, label %628, !llvm.loop !15

628:                                              ; preds = %620
  br i1 %528, label %663, label %629

629:                                              ; preds = %628
  %630 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 0
  %631 = load double, ptr %630, align 8, !tbaa !6
  %632 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %626
  %633 = load double, ptr %632, align 8, !tbaa !6
  %634 = tail call double @llvm.fmuladd.f64(double %631, double %633, double 0.000000e+00)
  %635 = icmp eq i64 %527, 1
  br i1 %635, label %663, label %636, !llvm.loop !16

636:                                              ; preds = %629
  %637 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 1
  %638 = load double, ptr %637, align 8, !tbaa !6
  %639 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %626
  %640 = load double, ptr %639, align 8, !tbaa !6
  %641 = tail call double @llvm.fmuladd.f64(double %638, double %640, double %634)
  %642 = icmp eq i64 %527, 2
  br i1 %642, label %663, label %643, !llvm.loop !16

643:                                              ; preds = %636
  %644 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 2
  %645 = load double, ptr %644, align 8, !tbaa !6
  %646 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %626
  %647 = load double, ptr %646, align 8, !tbaa !6
  %648 = tail call double @llvm.fmuladd.f64(double %645, double %647, double %641)
  %649 = icmp eq i64 %527, 3
  br i1 %649, label %663, label %650, !llvm.loop !16

650:                                              ; preds = %643
  %651 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 3
  %652 = load double, ptr %651, align 8, !tbaa !6
  %653 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %626
  %654 = load double, ptr %653, align 8, !tbaa !6
  %655 = tail call double @llvm.fmuladd.f64(double %652, double %654, double %648)
  %656 = icmp eq i64 %527, 4
  br i1 %656, label %663, label %657, !llvm.loop !16

657:                                              ; preds = %650
  %658 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 4
  %659 = load double, ptr %658, align 8, !tbaa !6
  %660 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %626
  %661 = load double, ptr %660, align 8, !tbaa !6
  %662 = tail call double @llvm.fmuladd.f64(double %659, double %661, double %655)
  br label %663

663:                                              ; preds = %629, %636, %643, %650, %657, %628
  %664 = phi double [ 0.000000e+00, %628 ], [ %634, %629 ], [ %641, %636 ], [ %648, %643 ], [ %655, %650 ], [ %662, %657 ]
  %665 = getelementptr inbounds [6 x double], ptr %4, i64 %527, i64 %626
  %666 = load double, ptr %665, align 8, !tbaa !6
  %667 = fsub double %666, %664
  %668 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %527, i64 %626
  store double %667, ptr %668, align 8, !tbaa !6
  %669 = add nuw nsw i64 %527, 4
  %670 = icmp eq i64 %669, 6
  br i1 %670, label %529, label %671, !llvm.loop !15

671:                                              ; preds = %663
  br i1 %528, label %706, label %672

672:                                              ; preds = %671
  %673 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 0
  %674 = load double, ptr %673, align 8, !tbaa !6
  %675 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %669
  %676 = load double, ptr %675, align 8, !tbaa !6
  %677 = tail call double @llvm.fmuladd.f64(double %674, double %676, double 0.000000e+00)
  %678 = icmp eq i64 %527, 1
  br i1 %678, label %706, label %679, !llvm.loop !16

679:                                              ; preds = %672
  %680 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 1
  %681 = load double, ptr %680, align 8, !tbaa !6
  %682 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %669
  %683 = load double, ptr %682, align 8, !tbaa !6
  %684 = tail call double @llvm.fmuladd.f64(double %681, double %683, double %677)
  %685 = icmp eq i64 %527, 2
  br i1 %685, label %706, label %686, !llvm.loop !16

686:                                              ; preds = %679
  %687 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 2
  %688 = load double, ptr %687, align 8, !tbaa !6
  %689 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %669
  %690 = load double, ptr %689, align 8, !tbaa !6
  %691 = tail call double @llvm.fmuladd.f64(double %688, double %690, double %684)
  %692 = icmp eq i64 %527, 3
  br i1 %692, label %706, label %693, !llvm.loop !16

693:                                              ; preds = %686
  %694 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 3
  %695 = load double, ptr %694, align 8, !tbaa !6
  %696 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %669
  %697 = load double, ptr %696, align 8, !tbaa !6
  %698 = tail call double @llvm.fmuladd.f64(double %695, double %697, double %691)
  %699 = icmp eq i64 %527, 4
  br i1 %699, label %706, label %700, !llvm.loop !16

700:                                              ; preds = %693
  %701 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 4
  %702 = load double, ptr %701, align 8, !tbaa !6
  %703 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %669
  %704 = load double, ptr %703, align 8, !tbaa !6
  %705 = tail call double @llvm.fmuladd.f64(double %702, double %704, double %698)
  br label %706

706:                                              ; preds = %672, %679, %686, %693, %700, %671
  %707 = phi double [ 0.000000e+00, %671 ], [ %677, %672 ], [ %684, %679 ], [ %691, %686 ], [ %698, %693 ], [ %705, %700 ]
  %708 = getelementptr inbounds [6 x double], ptr %4, i64 %527, i64 %669
  %709 = load double, ptr %708, align 8, !tbaa !6
  %710 = fsub double %709, %707
  %711 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %527, i64 %669
  store double %710, ptr %711, align 8, !tbaa !6
  %712 = add nuw nsw i64 %527, 5
  %713 = icmp eq i64 %712, 6
  br i1 %713, label %529, label %714, !llvm.loop !15

714:                                              ; preds = %706
  br i1 %528, label %749, label %715

715:                                              ; preds = %714
  %716 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 0
  %717 = load double, ptr %716, align 8, !tbaa !6
  %718 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %712
  %719 = load double, ptr %718, align 8, !tbaa !6
  %720 = tail call double @llvm.fmuladd.f64(double %717, double %719, double 0.000000e+00)
  %721 = icmp eq i64 %527, 1
  br i1 %721, label %749, label %722, !llvm.loop !16

722:                                              ; preds = %715
  %723 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 1
  %724 = load double, ptr %723, align 8, !tbaa !6
  %725 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %712
  %726 = load double, ptr %725, align 8, !tbaa !6
  %727 = tail call double @llvm.fmuladd.f64(double %724, double %726, double %720)
  %728 = icmp eq i64 %527, 2
  br i1 %728, label %749, label %729, !llvm.loop !16

729:                                              ; preds = %722
  %730 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 2
  %731 = load double, ptr %730, align 8, !tbaa !6
  %732 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %712
  %733 = load double, ptr %732, align 8, !tbaa !6
  %734 = tail call double @llvm.fmuladd.f64(double %731, double %733, double %727)
  %735 = icmp eq i64 %527, 3
  br i1 %735, label %749, label %736, !llvm.loop !16

736:                                              ; preds = %729
  %737 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 3
  %738 = load double, ptr %737, align 8, !tbaa !6
  %739 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %712
  %740 = load double, ptr %739, align 8, !tbaa !6
  %741 = tail call double @llvm.fmuladd.f64(double %738, double %740, double %734)
  %742 = icmp eq i64 %527, 4
  br i1 %742, label %749, label %743, !llvm.loop !16

743:                                              ; preds = %736
  %744 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 4
  %745 = load double, ptr %744, align 8, !tbaa !6
  %746 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %712
  %747 = load double, ptr %746, align 8, !tbaa !6
  %748 = tail call double @llvm.fmuladd.f64(double %745, double %747, double %741)
  br label %749

749:                                              ; preds = %715, %722, %729, %736, %743, %714
  %750 = phi double [ 0.000000e+00, %714 ], [ %720, %715 ], [ %727, %722 ], [ %734, %729 ], [ %741, %736 ], [ %748, %743 ]
  %751 = getelementptr inbounds [6 x double], ptr %4, i64 %527, i64 %712
  %752 = load double, ptr %751, align 8, !tbaa !6
  %753 = fsub double %752, %750
  %754 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %527, i64 %712
  store double %753, ptr %754, align 8, !tbaa !6
  br label %529

755:                                              ; preds = %526
  %756 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 0
  %757 = load double, ptr %756, align 8, !tbaa !6
  %758 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %527
  %759 = load double, ptr %758, align 8, !tbaa !6
  %760 = tail call double @llvm.fmuladd.f64(double %757, double %759, double 0.000000e+00)
  %761 = icmp eq i64 %527, 1
  br i1 %761, label %534, label %762, !llvm.loop !16

762:                                              ; preds = %755
  %763 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 1
  %764 = load double, ptr %763, align 8, !tbaa !6
  %765 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %527
  %766 = load double, ptr %765, align 8, !tbaa !6
  %767 = tail call double @llvm.fmuladd.f64(double %764, double %766, double %760)
  %768 = icmp eq i64 %527, 2
  br i1 %768, label %534, label %769, !llvm.loop !16

769:                                              ; preds = %762
  %770 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 2
  %771 = load double, ptr %770, align 8, !tbaa !6
  %772 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %527
  %773 = load double, ptr %772, align 8, !tbaa !6
  %774 = tail call double @llvm.fmuladd.f64(double %771, double %773, double %767)
  %775 = icmp eq i64 %527, 3
  br i1 %775, label %534, label %776, !llvm.loop !16

776:                                              ; preds = %769
  %777 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 3
  %778 = load double, ptr %777, align 8, !tbaa !6
  %779 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %527
  %780 = load double, ptr %779, align 8, !tbaa !6
  %781 = tail call double @llvm.fmuladd.f64(double %778, double %780, double %774)
  %782 = icmp eq i64 %527, 4
  br i1 %782, label %534, label %783, !llvm.loop !16

783:                                              ; preds = %776
  %784 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %527, i64 4
  %785 = load double, ptr %784, align 8, !tbaa !6
  %786 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %527
  %787 = load double, ptr %786, align 8, !tbaa !6
  %788 = tail call double @llvm.fmuladd.f64(double %785, double %787, double %781)
  br label %534

789:                                              ; preds = %1007, %962, %917, %872, %827, %529
  %790 = add nuw nsw i64 %527, 1
  %791 = icmp eq i64 %790, 6
  br i1 %791, label %1015, label %526, !llvm.loop !17

792:                                              ; preds = %529
  br i1 %528, label %827, label %793

793:                                              ; preds = %792
  %794 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %532, i64 0
  %795 = load double, ptr %794, align 8, !tbaa !6
  %796 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %527
  %797 = load double, ptr %796, align 8, !tbaa !6
  %798 = tail call double @llvm.fmuladd.f64(double %795, double %797, double 0.000000e+00)
  %799 = icmp eq i64 %527, 1
  br i1 %799, label %827, label %800, !llvm.loop !18

800:                                              ; preds = %793
  %801 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %532, i64 1
  %802 = load double, ptr %801, align 8, !tbaa !6
  %803 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %527
  %804 = load double, ptr %803, align 8, !tbaa !6
  %805 = tail call double @llvm.fmuladd.f64(double %802, double %804, double %798)
  %806 = icmp eq i64 %527, 2
  br i1 %806, label %827, label %807, !llvm.loop !18

807:                                              ; preds = %800
  %808 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %532, i64 2
  %809 = load double, ptr %808, align 8, !tbaa !6
  %810 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %527
  %811 = load double, ptr %810, align 8, !tbaa !6
  %812 = tail call double @llvm.fmuladd.f64(double %809, double %811, double %805)
  %813 = icmp eq i64 %527, 3
  br i1 %813, label %827, label %814, !llvm.loop !18

814:                                              ; preds = %807
  %815 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %532, i64 3
  %816 = load double, ptr %815, align 8, !tbaa !6
  %817 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %527
  %818 = load double, ptr %817, align 8, !tbaa !6
  %819 = tail call double @llvm.fmuladd.f64(double %816, double %818, double %812)
  %820 = icmp eq i64 %527, 4
  br i1 %820, label %827, label %821, !llvm.loop !18

821:                                              ; preds = %814
  %822 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %532, i64 4
  %823 = load double, ptr %822, align 8, !tbaa !6
  %824 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %527
  %825 = load double, ptr %824, align 8, !tbaa !6
  %826 = tail call double @llvm.fmuladd.f64(double %823, double %825, double %819)
  br label %827

827:                                              ; preds = %793, %800, %807, %814, %821, %792
  %828 = phi double [ 0.000000e+00, %792 ], [ %798, %793 ], [ %805, %800 ], [ %812, %807 ], [ %819, %814 ], [ %826, %821 ]
  %829 = getelementptr inbounds [6 x double], ptr %4, i64 %532, i64 %527
  %830 = load double, ptr %829, align 8, !tbaa !6
  %831 = fsub double %830, %828
  %832 = load double, ptr %530, align 8, !tbaa !6
  %833 = fdiv double %831, %832
  %834 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %532, i64 %527
  store double %833, ptr %834, align 8, !tbaa !6
  %835 = add nuw nsw i64 %527, 2
  %836 = icmp eq i64 %835, 6
  br i1 %836, label %789, label %837, !llvm.loop !14

837:                                              ; preds = %827
  br i1 %528, label %872, label %838

838:                                              ; preds = %837
  %839 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %835, i64 0
  %840 = load double, ptr %839, align 8, !tbaa !6
  %841 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %527
  %842 = load double, ptr %841, align 8, !tbaa !6
  %843 = tail call double @llvm.fmuladd.f64(double %840, double %842, double 0.000000e+00)
  %844 = icmp eq i64 %527, 1
  br i1 %844, label %872, label %845, !llvm.loop !18

845:                                              ; preds = %838
  %846 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %835, i64 1
  %847 = load double, ptr %846, align 8, !tbaa !6
  %848 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %527
  %849 = load double, ptr %848, align 8, !tbaa !6
  %850 = tail call double @llvm.fmuladd.f64(double %847, double %849, double %843)
  %851 = icmp eq i64 %527, 2
  br i1 %851, label %872, label %852, !llvm.loop !18

852:                                              ; preds = %845
  %853 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %835, i64 2
  %854 = load double, ptr %853, align 8, !tbaa !6
  %855 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %527
  %856 = load double, ptr %855, align 8, !tbaa !6
  %857 = tail call double @llvm.fmuladd.f64(double %854, double %856, double %850)
  %858 = icmp eq i64 %527, 3
  br i1 %858, label %872, label %859, !llvm.loop !18

859:                                              ; preds = %852
  %860 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %835, i64 3
  %861 = load double, ptr %860, align 8, !tbaa !6
  %862 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %527
  %863 = load double, ptr %862, align 8, !tbaa !6
  %864 = tail call double @llvm.fmuladd.f64(double %861, double %863, double %857)
  %865 = icmp eq i64 %527, 4
  br i1 %865, label %872, label %866, !llvm.loop !18

866:                                              ; preds = %859
  %867 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %835, i64 4
  %868 = load double, ptr %867, align 8, !tbaa !6
  %869 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %527
  %870 = load double, ptr %869, align 8, !tbaa !6
  %871 = tail call double @llvm.fmuladd.f64(double %868, double %870, double %864)
  br label %872

872:                                              ; preds = %838, %845, %852, %859, %866, %837
  %873 = phi double [ 0.000000e+00, %837 ], [ %843, %838 ], [ %850, %845 ], [ %857, %852 ], [ %864, %859 ], [ %871, %866 ]
  %874 = getelementptr inbounds [6 x double], ptr %4, i64 %835, i64 %527
  %875 = load double, ptr %874, align 8, !tbaa !6
  %876 = fsub double %875, %873
  %877 = load double, ptr %530, align 8, !tbaa !6
  %878 = fdiv double %876, %877
  %879 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %835, i64 %527
  store double %878, ptr %879, align 8, !tbaa !6
  %880 = add nuw nsw i64 %527, 3
  %881 = icmp eq i64 %880, 6
  br i1 %881, label %789, label %882, !llvm.loop !14

882:                                              ; preds = %872
  br i1 %528, label %917, label %883

883:                                              ; preds = %882
  %884 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %880, i64 0
  %885 = load double, ptr %884, align 8, !tbaa !6
  %886 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %527
  %887 = load double, ptr %886, align 8, !tbaa !6
  %888 = tail call double @llvm.fmuladd.f64(double %885, double %887, double 0.000000e+00)
  %889 = icmp eq i64 %527, 1
  br i1 %889, label %917, label %890, !llvm.loop !18

890:                                              ; preds = %883
  %891 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %880, i64 1
  %892 = load double, ptr %891, align 8, !tbaa !6
  %893 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %527
  %894 = load double, ptr %893, align 8, !tbaa !6
  %895 = tail call double @llvm.fmuladd.f64(double %892, double %894, double %888)
  %896 = icmp eq i64 %527, 2
  br i1 %896, label %917, label %897, !llvm.loop !18

897:                                              ; preds = %890
  %898 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %880, i64 2
  %899 = load double, ptr %898, align 8, !tbaa !6
  %900 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %527
  %901 = load double, ptr %900, align 8, !tbaa !6
  %902 = tail call double @llvm.fmuladd.f64(double %899, double %901, double %895)
  %903 = icmp eq i64 %527, 3
  br i1 %903, label %917, label %904, !llvm.loop !18

904:                                              ; preds = %897
  %905 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %880, i64 3
  %906 = load double, ptr %905, align 8, !tbaa !6
  %907 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %527
  %908 = load double, ptr %907, align 8, !tbaa !6
  %909 = tail call double @llvm.fmuladd.f64(double %906, double %908, double %902)
  %910 = icmp eq i64 %527, 4
  br i1 %910, label %917, label %911, !llvm.loop !18

911:                                              ; preds = %904
  %912 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %880, i64 4
  %913 = load double, ptr %912, align 8, !tbaa !6
  %914 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %527
  %915 = load double, ptr %914, align 8, !tbaa !6
  %916 = tail call double @llvm.fmuladd.f64(double %913, double %915, double %909)
  br label %917

917:                                              ; preds = %883, %890, %897, %904, %911, %882
  %918 = phi double [ 0.000000e+00, %882 ], [ %888, %883 ], [ %895, %890 ], [ %902, %897 ], [ %909, %904 ], [ %916, %911 ]
  %919 = getelementptr inbounds [6 x double], ptr %4, i64 %880, i64 %527
  %920 = load double, ptr %919, align 8, !tbaa !6
  %921 = fsub double %920, %918
  %922 = load double, ptr %530, align 8, !tbaa !6
  %923 = fdiv double %921, %922
  %924 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %880, i64 %527
  store double %923, ptr %924, align 8, !tbaa !6
  %925 = add nuw nsw i64 %527, 4
  %926 = icmp eq i64 %925, 6
  br i1 %926, label %789, label %927, !llvm.loop !14

927:                                              ; preds = %917
  br i1 %528, label %962, label %928

928:                                              ; preds = %927
  %929 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %925, i64 0
  %930 = load double, ptr %929, align 8, !tbaa !6
  %931 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %527
  %932 = load double, ptr %931, align 8, !tbaa !6
  %933 = tail call double @llvm.fmuladd.f64(double %930, double %932, double 0.000000e+00)
  %934 = icmp eq i64 %527, 1
  br i1 %934, label %962, label %935, !llvm.loop !18

935:                                              ; preds = %928
  %936 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %925, i64 1
  %937 = load double, ptr %936, align 8, !tbaa !6
  %938 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %527
  %939 = load double, ptr %938, align 8, !tbaa !6
  %940 = tail call double @llvm.fmuladd.f64(double %937, double %939, double %933)
  %941 = icmp eq i64 %527, 2
  br i1 %941, label %962, label %942, !llvm.loop !18

942:                                              ; preds = %935
  %943 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %925, i64 2
  %944 = load double, ptr %943, align 8, !tbaa !6
  %945 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %527
  %946 = load double, ptr %945, align 8, !tbaa !6
  %947 = tail call double @llvm.fmuladd.f64(double %944, double %946, double %940)
  %948 = icmp eq i64 %527, 3
  br i1 %948, label %962, label %949, !llvm.loop !18

949:                                              ; preds = %942
  %950 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %925, i64 3
  %951 = load double, ptr %950, align 8, !tbaa !6
  %952 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %527
  %953 = load double, ptr %952, align 8, !tbaa !6
  %954 = tail call double @llvm.fmuladd.f64(double %951, double %953, double %947)
  %955 = icmp eq i64 %527, 4
  br i1 %955, label %962, label %956, !llvm.loop !18

956:                                              ; preds = %949
  %957 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %925, i64 4
  %958 = load double, ptr %957, align 8, !tbaa !6
  %959 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %527
  %960 = load double, ptr %959, align 8, !tbaa !6
  %961 = tail call double @llvm.fmuladd.f64(double %958, double %960, double %954)
  br label %962

962:                                              ; preds = %928, %935, %942, %949, %956, %927
  %963 = phi double [ 0.000000e+00, %927 ], [ %933, %928 ], [ %940, %935 ], [ %947, %942 ], [ %954, %949 ], [ %961, %956 ]
  %964 = getelementptr inbounds [6 x double], ptr %4, i64 %925, i64 %527
  %965 = load double, ptr %964, align 8, !tbaa !6
  %966 = fsub double %965, %963
  %967 = load double, ptr %530, align 8, !tbaa !6
  %968 = fdiv double %966, %967
  %969 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %925, i64 %527
  store double %968, ptr %969, align 8, !tbaa !6
  %970 = add nuw nsw i64 %527, 5
  %971 = icmp eq i64 %970, 6
  br i1 %971, label %789, label %972, !llvm.loop !14

972:                                              ; preds = %962
  br i1 %528, label %1007, label %973

973:                                              ; preds = %972
  %974 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %970, i64 0
  %975 = load double, ptr %974, align 8, !tbaa !6
  %976 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %527
  %977 = load double, ptr %976, align 8, !tbaa !6
  %978 = tail call double @llvm.fmuladd.f64(double %975, double %977, double 0.000000e+00)
  %979 = icmp eq i64 %527, 1
  br i1 %979, label %1007, label %980, !llvm.loop !18

980:                                              ; preds = %973
  %981 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %970, i64 1
  %982 = load double, ptr %981, align 8, !tbaa !6
  %983 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %527
  %984 = load double, ptr %983, align 8, !tbaa !6
  %985 = tail call double @llvm.fmuladd.f64(double %982, double %984, double %978)
  %986 = icmp eq i64 %527, 2
  br i1 %986, label %1007, label %987, !llvm.loop !18

987:                                              ; preds = %980
  %988 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %970, i64 2
  %989 = load double, ptr %988, align 8, !tbaa !6
  %990 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %527
  %991 = load double, ptr %990, align 8, !tbaa !6
  %992 = tail call double @llvm.fmuladd.f64(double %989, double %991, double %985)
  %993 = icmp eq i64 %527, 3
  br i1 %993, label %1007, label %994, !llvm.loop !18

994:                                              ; preds = %987
  %995 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %970, i64 3
  %996 = load double, ptr %995, align 8, !tbaa !6
  %997 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %527
  %998 = load double, ptr %997, align 8, !tbaa !6
  %999 = tail call double @llvm.fmuladd.f64(double %996, double %998, double %992)
  %1000 = icmp eq i64 %527, 4
  br i1 %1000, label %1007, label %1001, !llvm.loop !18

1001:                                             ; preds = %994
  %1002 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %970, i64 4
  %1003 = load double, ptr %1002, align 8, !tbaa !6
  %1004 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %527
  %1005 = load double, ptr %1004, align 8, !tbaa !6
  %1006 = tail call double @llvm.fmuladd.f64(double %1003, double %1005, double %999)
  br label %1007

1007:                                             ; preds = %973, %980, %987, %994, %1001, %972
  %1008 = phi double [ 0.000000e+00, %972 ], [ %978, %973 ], [ %985, %980 ], [ %992, %987 ], [ %999, %994 ], [ %1006, %1001 ]
  %1009 = getelementptr inbounds [6 x double], ptr %4, i64 %970, i64 %527
  %1010 = load double, ptr %1009, align 8, !tbaa !6
  %1011 = fsub double %1010, %1008
  %1012 = load double, ptr %530, align 8, !tbaa !6
  %1013 = fdiv double %1011, %1012
  %1014 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %970, i64 %527
  store double %1013, ptr %1014, align 8, !tbaa !6
  br label %789

1015:                                             ; preds = %789
  %1016 = getelementptr inbounds i8, ptr %1, i64 48
  %1017 = load double, ptr %1016, align 8, !tbaa !6
  %1018 = fsub double 2.000000e+00, %1017
  %1019 = getelementptr inbounds i8, ptr %1, i64 96
  %1020 = load double, ptr %1019, align 8, !tbaa !6
  %1021 = fsub double 3.000000e+00, %1020
  %1022 = getelementptr inbounds i8, ptr %1, i64 104
  %1023 = load double, ptr %1022, align 8, !tbaa !6
  %1024 = fneg double %1023
  %1025 = tail call double @llvm.fmuladd.f64(double %1024, double %1018, double %1021)
  %1026 = getelementptr inbounds i8, ptr %1, i64 144
  %1027 = load double, ptr %1026, align 8, !tbaa !6
  %1028 = fsub double 4.000000e+00, %1027
  %1029 = getelementptr inbounds i8, ptr %1, i64 152
  %1030 = load double, ptr %1029, align 8, !tbaa !6
  %1031 = fneg double %1030
  %1032 = tail call double @llvm.fmuladd.f64(double %1031, double %1018, double %1028)
  %1033 = getelementptr inbounds i8, ptr %1, i64 160
  %1034 = load double, ptr %1033, align 8, !tbaa !6
  %1035 = fneg double %1034
  %1036 = tail call double @llvm.fmuladd.f64(double %1035, double %1025, double %1032)
  %1037 = getelementptr inbounds i8, ptr %1, i64 192
  %1038 = load double, ptr %1037, align 8, !tbaa !6
  %1039 = fsub double 5.000000e+00, %1038
  %1040 = getelementptr inbounds i8, ptr %1, i64 200
  %1041 = load double, ptr %1040, align 8, !tbaa !6
  %1042 = fneg double %1041
  %1043 = tail call double @llvm.fmuladd.f64(double %1042, double %1018, double %1039)
  %1044 = getelementptr inbounds i8, ptr %1, i64 208
  %1045 = load double, ptr %1044, align 8, !tbaa !6
  %1046 = fneg double %1045
  %1047 = tail call double @llvm.fmuladd.f64(double %1046, double %1025, double %1043)
  %1048 = getelementptr inbounds i8, ptr %1, i64 216
  %1049 = load double, ptr %1048, align 8, !tbaa !6
  %1050 = fneg double %1049
  %1051 = tail call double @llvm.fmuladd.f64(double %1050, double %1036, double %1047)
  %1052 = getelementptr inbounds i8, ptr %1, i64 240
  %1053 = load double, ptr %1052, align 8, !tbaa !6
  %1054 = fsub double 6.000000e+00, %1053
  %1055 = getelementptr inbounds i8, ptr %1, i64 248
  %1056 = load double, ptr %1055, align 8, !tbaa !6
  %1057 = fneg double %1056
  %1058 = tail call double @llvm.fmuladd.f64(double %1057, double %1018, double %1054)
  %1059 = getelementptr inbounds i8, ptr %1, i64 256
  %1060 = load double, ptr %1059, align 8, !tbaa !6
  %1061 = fneg double %1060
  %1062 = tail call double @llvm.fmuladd.f64(double %1061, double %1025, double %1058)
  %1063 = getelementptr inbounds i8, ptr %1, i64 264
  %1064 = load double, ptr %1063, align 8, !tbaa !6
  %1065 = fneg double %1064
  %1066 = tail call double @llvm.fmuladd.f64(double %1065, double %1036, double %1062)
  %1067 = getelementptr inbounds i8, ptr %1, i64 272
  %1068 = load double, ptr %1067, align 8, !tbaa !6
  %1069 = fneg double %1068
  %1070 = tail call double @llvm.fmuladd.f64(double %1069, double %1051, double %1066)
  %1071 = getelementptr inbounds i8, ptr %2, i64 280
  %1072 = load double, ptr %1071, align 8, !tbaa !6
  %1073 = fdiv double %1070, %1072
  %1074 = getelementptr inbounds i8, ptr %2, i64 232
  %1075 = load double, ptr %1074, align 8, !tbaa !6
  %1076 = fneg double %1075
  %1077 = tail call double @llvm.fmuladd.f64(double %1076, double %1073, double %1051)
  %1078 = getelementptr inbounds i8, ptr %2, i64 224
  %1079 = load double, ptr %1078, align 8, !tbaa !6
  %1080 = fdiv double %1077, %1079
  %1081 = getelementptr inbounds i8, ptr %2, i64 184
  %1082 = load double, ptr %1081, align 8, !tbaa !6
  %1083 = fneg double %1082
  %1084 = getelementptr inbounds i8, ptr %2, i64 176
  %1085 = load double, ptr %1084, align 8, !tbaa !6
  %1086 = fneg double %1085
  %1087 = tail call double @llvm.fmuladd.f64(double %1086, double %1080, double %1036)
  %1088 = tail call double @llvm.fmuladd.f64(double %1083, double %1073, double %1087)
  %1089 = getelementptr inbounds i8, ptr %2, i64 168
  %1090 = load double, ptr %1089, align 8, !tbaa !6
  %1091 = fdiv double %1088, %1090
  %1092 = getelementptr inbounds i8, ptr %2, i64 136
  %1093 = load double, ptr %1092, align 8, !tbaa !6
  %1094 = fneg double %1093
  %1095 = getelementptr inbounds i8, ptr %2, i64 128
  %1096 = load double, ptr %1095, align 8, !tbaa !6
  %1097 = fneg double %1096
  %1098 = getelementptr inbounds i8, ptr %2, i64 120
  %1099 = load double, ptr %1098, align 8, !tbaa !6
  %1100 = fneg double %1099
  %1101 = tail call double @llvm.fmuladd.f64(double %1100, double %1091, double %1025)
  %1102 = tail call double @llvm.fmuladd.f64(double %1097, double %1080, double %1101)
  %1103 = tail call double @llvm.fmuladd.f64(double %1094, double %1073, double %1102)
  %1104 = getelementptr inbounds i8, ptr %2, i64 112
  %1105 = load double, ptr %1104, align 8, !tbaa !6
  %1106 = fdiv double %1103, %1105
  %1107 = getelementptr inbounds i8, ptr %2, i64 88
  %1108 = load double, ptr %1107, align 8, !tbaa !6
  %1109 = fneg double %1108
  %1110 = getelementptr inbounds i8, ptr %2, i64 80
  %1111 = load double, ptr %1110, align 8, !tbaa !6
  %1112 = fneg double %1111
  %1113 = getelementptr inbounds i8, ptr %2, i64 72
  %1114 = load double, ptr %1113, align 8, !tbaa !6
  %1115 = fneg double %1114
  %1116 = getelementptr inbounds i8, ptr %2, i64 64
  %1117 = load double, ptr %1116, align 8, !tbaa !6
  %1118 = fneg double %1117
  %1119 = tail call double @llvm.fmuladd.f64(double %1118, double %1106, double %1018)
  %1120 = tail call double @llvm.fmuladd.f64(double %1115, double %1091, double %1119)
  %1121 = tail call double @llvm.fmuladd.f64(double %1112, double %1080, double %1120)
  %1122 = tail call double @llvm.fmuladd.f64(double %1109, double %1073, double %1121)
  %1123 = getelementptr inbounds i8, ptr %2, i64 56
  %1124 = load double, ptr %1123, align 8, !tbaa !6
  %1125 = fdiv double %1122, %1124
  %1126 = getelementptr inbounds i8, ptr %2, i64 40
  %1127 = load double, ptr %1126, align 8, !tbaa !6
  %1128 = fneg double %1127
  %1129 = getelementptr inbounds i8, ptr %2, i64 32
  %1130 = load double, ptr %1129, align 8, !tbaa !6
  %1131 = fneg double %1130
  %1132 = getelementptr inbounds i8, ptr %2, i64 24
  %1133 = load double, ptr %1132, align 8, !tbaa !6
  %1134 = fneg double %1133
  %1135 = getelementptr inbounds i8, ptr %2, i64 16
  %1136 = load double, ptr %1135, align 8, !tbaa !6
  %1137 = fneg double %1136
  %1138 = getelementptr inbounds i8, ptr %2, i64 8
  %1139 = load double, ptr %1138, align 8, !tbaa !6
  %1140 = fneg double %1139
  %1141 = tail call double @llvm.fmuladd.f64(double %1140, double %1125, double 1.000000e+00)
  %1142 = tail call double @llvm.fmuladd.f64(double %1137, double %1106, double %1141)
  %1143 = tail call double @llvm.fmuladd.f64(double %1134, double %1091, double %1142)
  %1144 = tail call double @llvm.fmuladd.f64(double %1131, double %1080, double %1143)
  %1145 = tail call double @llvm.fmuladd.f64(double %1128, double %1073, double %1144)
  %1146 = load double, ptr %2, align 8, !tbaa !6
  %1147 = fdiv double %1145, %1146
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %1) #8
  %1148 = load double, ptr %4, align 16, !tbaa !6
  %1149 = tail call double @llvm.fmuladd.f64(double %1148, double %1147, double 0.000000e+00)
  %1150 = load double, ptr %11, align 8, !tbaa !6
  %1151 = tail call double @llvm.fmuladd.f64(double %1150, double %1125, double %1149)
  %1152 = load double, ptr %12, align 16, !tbaa !6
  %1153 = tail call double @llvm.fmuladd.f64(double %1152, double %1106, double %1151)
  %1154 = load double, ptr %13, align 8, !tbaa !6
  %1155 = tail call double @llvm.fmuladd.f64(double %1154, double %1091, double %1153)
  %1156 = load double, ptr %14, align 16, !tbaa !6
  %1157 = tail call double @llvm.fmuladd.f64(double %1156, double %1080, double %1155)
  %1158 = load double, ptr %15, align 8, !tbaa !6
  %1159 = tail call double @llvm.fmuladd.f64(double %1158, double %1073, double %1157)
  %1160 = fadd double %1159, -1.000000e+00
  %1161 = tail call double @llvm.fabs.f64(double %1160)
  %1162 = tail call double @llvm.maxnum.f64(double %1161, double 0.000000e+00)
  %1163 = load double, ptr %16, align 16, !tbaa !6
  %1164 = tail call double @llvm.fmuladd.f64(double %1163, double %1147, double 0.000000e+00)
  %1165 = load double, ptr %17, align 8, !tbaa !6
  %1166 = tail call double @llvm.fmuladd.f64(double %1165, double %1125, double %1164)
  %1167 = load double, ptr %18, align 16, !tbaa !6
  %1168 = tail call double @llvm.fmuladd.f64(double %1167, double %1106, double %1166)
  %1169 = load double, ptr %19, align 8, !tbaa !6
  %1170 = tail call double @llvm.fmuladd.f64(double %1169, double %1091, double %1168)
  %1171 = load double, ptr %20, align 16, !tbaa !6
  %1172 = tail call double @llvm.fmuladd.f64(double %1171, double %1080, double %1170)
  %1173 = load double, ptr %21, align 8, !tbaa !6
  %1174 = tail call double @llvm.fmuladd.f64(double %1173, double %1073, double %1172)
  %1175 = fadd double %1174, -2.000000e+00
  %1176 = tail call double @llvm.fabs.f64(double %1175)
  %1177 = tail call double @llvm.maxnum.f64(double %1162, double %1176)
  %1178 = load double, ptr %22, align 16, !tbaa !6
  %1179 = tail call double @llvm.fmuladd.f64(double %1178, double %1147, double 0.000000e+00)
  %1180 = load double, ptr %23, align 8, !tbaa !6
  %1181 = tail call double @llvm.fmuladd.f64(double %1180, double %1125, double %1179)
  %1182 = load double, ptr %24, align 16, !tbaa !6
  %1183 = tail call double @llvm.fmuladd.f64(double %1182, double %1106, double %1181)
  %1184 = load double, ptr %25, align 8, !tbaa !6
  %1185 = tail call double @llvm.fmuladd.f64(double %1184, double %1091, double %1183)
  %1186 = load double, ptr %26, align 16, !tbaa !6
  %1187 = tail call double @llvm.fmuladd.f64(double %1186, double %1080, double %1185)
  %1188 = load double, ptr %27, align 8, !tbaa !6
  %1189 = tail call double @llvm.fmuladd.f64(double %1188, double %1073, double %1187)
  %1190 = fadd double %1189, -3.000000e+00
  %1191 = tail call double @llvm.fabs.f64(double %1190)
  %1192 = tail call double @llvm.maxnum.f64(double %1177, double %1191)
  %1193 = load double, ptr %28, align 16, !tbaa !6
  %1194 = tail call double @llvm.fmuladd.f64(double %1193, double %1147, double 0.000000e+00)
  %1195 = load double, ptr %29, align 8, !tbaa !6
  %1196 = tail call double @llvm.fmuladd.f64(double %1195, double %1125, double %1194)
  %1197 = load double, ptr %30, align 16, !tbaa !6
  %1198 = tail call double @llvm.fmuladd.f64(double %1197, double %1106, double %1196)
  %1199 = load double, ptr %31, align 8, !tbaa !6
  %1200 = tail call double @llvm.fmuladd.f64(double %1199, double %1091, double %1198)
  %1201 = load double, ptr %32, align 16, !tbaa !6
  %1202 = tail call double @llvm.fmuladd.f64(double %1201, double %1080, double %1200)
  %1203 = load double, ptr %33, align 8, !tbaa !6
  %1204 = tail call double @llvm.fmuladd.f64(double %1203, double %1073, double %1202)
  %1205 = fadd double %1204, -4.000000e+00
  %1206 = tail call double @llvm.fabs.f64(double %1205)
  %1207 = tail call double @llvm.maxnum.f64(double %1192, double %1206)
  %1208 = load double, ptr %34, align 16, !tbaa !6
  %1209 = tail call double @llvm.fmuladd.f64(double %1208, double %1147, double 0.000000e+00)
  %1210 = load double, ptr %35, align 8, !tbaa !6
  %1211 = tail call double @llvm.fmuladd.f64(double %1210, double %1125, double %1209)
  %1212 = load double, ptr %36, align 16, !tbaa !6
  %1213 = tail call double @llvm.fmuladd.f64(double %1212, double %1106, double %1211)
  %1214 = load double, ptr %37, align 8, !tbaa !6
  %1215 = tail call double @llvm.fmuladd.f64(double %1214, double %1091, double %1213)
  %1216 = load double, ptr %38, align 16, !tbaa !6
  %1217 = tail call double @llvm.fmuladd.f64(double %1216, double %1080, double %1215)
  %1218 = load double, ptr %39, align 8, !tbaa !6
  %1219 = tail call double @llvm.fmuladd.f64(double %1218, double %1073, double %1217)
  %1220 = fadd double %1219, -5.000000e+00
  %1221 = tail call double @llvm.fabs.f64(double %1220)
  %1222 = tail call double @llvm.maxnum.f64(double %1207, double %1221)
  %1223 = load double, ptr %40, align 16, !tbaa !6
  %1224 = tail call double @llvm.fmuladd.f64(double %1223, double %1147, double 0.000000e+00)
  %1225 = load double, ptr %41, align 8, !tbaa !6
  %1226 = tail call double @llvm.fmuladd.f64(double %1225, double %1125, double %1224)
  %1227 = load double, ptr %42, align 16, !tbaa !6
  %1228 = tail call double @llvm.fmuladd.f64(double %1227, double %1106, double %1226)
  %1229 = load double, ptr %43, align 8, !tbaa !6
  %1230 = tail call double @llvm.fmuladd.f64(double %1229, double %1091, double %1228)
  %1231 = load double, ptr %44, align 16, !tbaa !6
  %1232 = tail call double @llvm.fmuladd.f64(double %1231, double %1080, double %1230)
  %1233 = load double, ptr %45, align 8, !tbaa !6
  %1234 = tail call double @llvm.fmuladd.f64(double %1233, double %1073, double %1232)
  %1235 = fadd double %1234, -6.000000e+00
  %1236 = tail call double @llvm.fabs.f64(double %1235)
  %1237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %1238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %1147)
  %1239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %1125)
  %1240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %1106)
  %1241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %1091)
  %1242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %1080)
  %1243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %1073)
  %1244 = tail call double @llvm.maxnum.f64(double %1222, double %1236)
  %1245 = fcmp olt double %1244, 0x3D719799812DEA11
  %1246 = zext i1 %1245 to i32
  %1247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %1246)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %6) #8
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %7) #8
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %8) #8
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %9) #8
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %10) #8
  br label %1248

1248:                                             ; preds = %1248, %1015
  %1249 = phi i64 [ 0, %1015 ], [ %1257, %1248 ]
  %1250 = phi <2 x i8> [ <i8 0, i8 1>, %1015 ], [ %1258, %1248 ]
  %1251 = getelementptr inbounds [50 x double], ptr %6, i64 0, i64 %1249
  store <2 x double> <double -1.000000e+00, double -1.000000e+00>, ptr %1251, align 8, !tbaa !6
  %1252 = getelementptr inbounds [50 x double], ptr %7, i64 0, i64 %1249
  store <2 x double> <double 2.500000e+00, double 2.500000e+00>, ptr %1252, align 8, !tbaa !6
  %1253 = getelementptr inbounds [50 x double], ptr %8, i64 0, i64 %1249
  store <2 x double> <double -1.000000e+00, double -1.000000e+00>, ptr %1253, align 8, !tbaa !6
  %1254 = urem <2 x i8> %1250, <i8 5, i8 5>
  %1255 = uitofp nneg <2 x i8> %1254 to <2 x double>
  %1256 = getelementptr inbounds [50 x double], ptr %9, i64 0, i64 %1249
  store <2 x double> %1255, ptr %1256, align 8, !tbaa !6
  %1257 = add nuw i64 %1249, 2
  %1258 = add <2 x i8> %1250, <i8 2, i8 2>
  %1259 = icmp eq i64 %1257, 50
  br i1 %1259, label %1260, label %1248, !llvm.loop !19

1260:                                             ; preds = %1248
  %1261 = load double, ptr %7, align 8, !tbaa !6
  %1262 = load double, ptr %9, align 8, !tbaa !6
  br label %1270

1263:                                             ; preds = %1270
  %1264 = getelementptr inbounds i8, ptr %9, i64 392
  %1265 = load double, ptr %1264, align 8, !tbaa !6
  %1266 = getelementptr inbounds i8, ptr %7, i64 392
  %1267 = load double, ptr %1266, align 8, !tbaa !6
  %1268 = fdiv double %1265, %1267
  %1269 = getelementptr inbounds i8, ptr %10, i64 392
  store double %1268, ptr %1269, align 8, !tbaa !6
  br label %1295

1270:                                             ; preds = %1260, %1270
  %1271 = phi double [ %1262, %1260 ], [ %1286, %1270 ]
  %1272 = phi double [ %1261, %1260 ], [ %1283, %1270 ]
  %1273 = phi i64 [ 1, %1260 ], [ %1287, %1270 ]
  %1274 = getelementptr inbounds [50 x double], ptr %6, i64 0, i64 %1273
  %1275 = load double, ptr %1274, align 8, !tbaa !6
  %1276 = add nsw i64 %1273, -1
  %1277 = getelementptr inbounds [50 x double], ptr %8, i64 0, i64 %1276
  %1278 = load double, ptr %1277, align 8, !tbaa !6
  %1279 = getelementptr inbounds [50 x double], ptr %7, i64 0, i64 %1273
  %1280 = load double, ptr %1279, align 8, !tbaa !6
  %1281 = fneg double %1275
  %1282 = fdiv double %1281, %1272
  %1283 = tail call double @llvm.fmuladd.f64(double %1282, double %1278, double %1280)
  store double %1283, ptr %1279, align 8, !tbaa !6
  %1284 = getelementptr inbounds [50 x double], ptr %9, i64 0, i64 %1273
  %1285 = load double, ptr %1284, align 8, !tbaa !6
  %1286 = tail call double @llvm.fmuladd.f64(double %1282, double %1271, double %1285)
  store double %1286, ptr %1284, align 8, !tbaa !6
  %1287 = add nuw nsw i64 %1273, 1
  %1288 = icmp eq i64 %1287, 50
  br i1 %1288, label %1263, label %1270, !llvm.loop !22

1289:                                             ; preds = %1295
  %1290 = load double, ptr %10, align 8, !tbaa !6
  %1291 = getelementptr inbounds i8, ptr %10, i64 200
  %1292 = load double, ptr %1291, align 8, !tbaa !6
  %1293 = load double, ptr %1269, align 8, !tbaa !6
  %1294 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1290, double noundef %1292, double noundef %1293)
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %10) #8
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %9) #8
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %6) #8
  br label %1310

1295:                                             ; preds = %1263, %1295
  %1296 = phi double [ %1268, %1263 ], [ %1306, %1295 ]
  %1297 = phi i64 [ 48, %1263 ], [ %1308, %1295 ]
  %1298 = getelementptr inbounds [50 x double], ptr %9, i64 0, i64 %1297
  %1299 = load double, ptr %1298, align 8, !tbaa !6
  %1300 = getelementptr inbounds [50 x double], ptr %8, i64 0, i64 %1297
  %1301 = load double, ptr %1300, align 8, !tbaa !6
  %1302 = fneg double %1301
  %1303 = tail call double @llvm.fmuladd.f64(double %1302, double %1296, double %1299)
  %1304 = getelementptr inbounds [50 x double], ptr %7, i64 0, i64 %1297
  %1305 = load double, ptr %1304, align 8, !tbaa !6
  %1306 = fdiv double %1303, %1305
  %1307 = getelementptr inbounds [50 x double], ptr %10, i64 0, i64 %1297
  store double %1306, ptr %1307, align 8, !tbaa !6
  %1308 = add nsw i64 %1297, -1
  %1309 = icmp eq i64 %1297, 0
  br i1 %1309, label %1289, label %1295, !llvm.loop !23

1310:                                             ; preds = %1289, %407
  %1311 = phi i32 [ 0, %1289 ], [ 1, %407 ]
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %4) #8
  ret i32 %1311
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
