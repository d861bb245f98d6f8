; ModuleID = 'programs/matrix_multiply.c'
source_filename = "programs/matrix_multiply.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@A = internal unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16
@B = internal unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16
@IA = internal unnamed_addr global [64 x [64 x i32]] zeroinitializer, align 16
@IB = internal unnamed_addr global [64 x [64 x i32]] zeroinitializer, align 16
@C1 = internal unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16
@C2 = internal unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16
@C3 = internal unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16
@IC = internal unnamed_addr global [64 x [64 x i32]] zeroinitializer, align 16
@.str = private unnamed_addr constant [52 x i8] c"sum=%.1f diff=%g isum=%lld c[5][7]=%g ic[63][0]=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"fib(%d)=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"det(hilbert5)=%.6e\0A\00", align 1
@__const.main.v = private unnamed_addr constant [4 x [4 x double]] [[4 x double] [double 2.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00], [4 x double] [double 1.000000e+00, double 3.000000e+00, double 0.000000e+00, double 0.000000e+00], [4 x double] [double 4.000000e+00, double 5.000000e+00, double 6.000000e+00, double 0.000000e+00], [4 x double] [double 7.000000e+00, double 8.000000e+00, double 9.000000e+00, double 1.000000e+01]], align 16
@.str.3 = private unnamed_addr constant [13 x i8] c"det(tri)=%g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x [5 x double]], align 16
  %2 = alloca [4 x [4 x double]], align 16
  br label %3

3:                                                ; preds = %241, %0
  %4 = phi i64 [ 0, %0 ], [ %242, %241 ]
  %5 = mul nuw nsw i64 %4, 3
  %6 = insertelement <2 x i64> poison, i64 %5, i64 0
  %7 = shufflevector <2 x i64> %6, <2 x i64> poison, <2 x i32> zeroinitializer
  %8 = insertelement <2 x i64> poison, i64 %4, i64 0
  %9 = shufflevector <2 x i64> %8, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %10

10:                                               ; preds = %10, %3
  %11 = phi i64 [ 0, %3 ], [ %35, %10 ]
  %12 = phi <2 x i64> [ <i64 0, i64 1>, %3 ], [ %36, %10 ]
  %13 = mul nuw nsw <2 x i64> %12, <i64 7, i64 7>
  %14 = add nuw nsw <2 x i64> %13, %7
  %15 = trunc <2 x i64> %14 to <2 x i32>
  %16 = urem <2 x i32> %15, <i32 11, i32 11>
  %17 = add nsw <2 x i32> %16, <i32 -5, i32 -5>
  %18 = sitofp <2 x i32> %17 to <2 x double>
  %19 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %4, i64 %11
  store <2 x double> %18, ptr %19, align 16, !tbaa !5
  %20 = mul nuw nsw <2 x i64> %12, %9
  %21 = trunc <2 x i64> %20 to <2 x i32>
  %22 = urem <2 x i32> %21, <i32 13, i32 13>
  %23 = uitofp nneg <2 x i32> %22 to <2 x double>
  %24 = fmul <2 x double> %23, <double 5.000000e-01, double 5.000000e-01>
  %25 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %4, i64 %11
  store <2 x double> %24, ptr %25, align 16, !tbaa !5
  %26 = xor <2 x i64> %12, %9
  %27 = trunc <2 x i64> %26 to <2 x i32>
  %28 = add nsw <2 x i32> %27, <i32 -30, i32 -30>
  %29 = getelementptr inbounds [64 x [64 x i32]], ptr @IA, i64 0, i64 %4, i64 %11
  store <2 x i32> %28, ptr %29, align 8, !tbaa !9
  %30 = shl nuw nsw <2 x i64> %12, <i64 1, i64 1>
  %31 = add nuw nsw <2 x i64> %30, %9
  %32 = trunc <2 x i64> %31 to <2 x i32>
  %33 = urem <2 x i32> %32, <i32 17, i32 17>
  %34 = getelementptr inbounds [64 x [64 x i32]], ptr @IB, i64 0, i64 %4, i64 %11
  store <2 x i32> %33, ptr %34, align 8, !tbaa !9
  %35 = add nuw i64 %11, 2
  %36 = add <2 x i64> %12, <i64 2, i64 2>
  %37 = icmp eq i64 %35, 64
  br i1 %37, label %241, label %10, !llvm.loop !11

38:                                               ; preds = %241, %42
  %39 = phi i64 [ %43, %42 ], [ 0, %241 ]
  br label %40

40:                                               ; preds = %45, %38
  %41 = phi i64 [ 0, %38 ], [ %47, %45 ]
  br label %49

42:                                               ; preds = %45
  %43 = add nuw nsw i64 %39, 1
  %44 = icmp eq i64 %43, 64
  br i1 %44, label %65, label %38, !llvm.loop !15

45:                                               ; preds = %49
  %46 = getelementptr inbounds [64 x [64 x double]], ptr @C1, i64 0, i64 %39, i64 %41
  store double %62, ptr %46, align 8, !tbaa !5
  %47 = add nuw nsw i64 %41, 1
  %48 = icmp eq i64 %47, 64
  br i1 %48, label %42, label %40, !llvm.loop !16

49:                                               ; preds = %49, %40
  %50 = phi i64 [ 0, %40 ], [ %63, %49 ]
  %51 = phi double [ 0.000000e+00, %40 ], [ %62, %49 ]
  %52 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %39, i64 %50
  %53 = load double, ptr %52, align 16, !tbaa !5
  %54 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %50, i64 %41
  %55 = load double, ptr %54, align 8, !tbaa !5
  %56 = tail call double @llvm.fmuladd.f64(double %53, double %55, double %51)
  %57 = or disjoint i64 %50, 1
  %58 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %39, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !5
  %60 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %57, i64 %41
  %61 = load double, ptr %60, align 8, !tbaa !5
  %62 = tail call double @llvm.fmuladd.f64(double %59, double %61, double %56)
  %63 = add nuw nsw i64 %50, 2
  %64 = icmp eq i64 %63, 64
  br i1 %64, label %45, label %49, !llvm.loop !17

65:                                               ; preds = %42, %69
  %66 = phi i64 [ %70, %69 ], [ 0, %42 ]
  %67 = shl nuw nsw i64 %66, 9
  %68 = getelementptr i8, ptr @C2, i64 %67
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %68, i8 0, i64 512, i1 false), !tbaa !5
  br label %72

69:                                               ; preds = %92
  %70 = add nuw nsw i64 %66, 1
  %71 = icmp eq i64 %70, 64
  br i1 %71, label %95, label %65, !llvm.loop !18

72:                                               ; preds = %65, %92
  %73 = phi i64 [ 0, %65 ], [ %93, %92 ]
  %74 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %66, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !5
  %76 = insertelement <2 x double> poison, double %75, i64 0
  %77 = shufflevector <2 x double> %76, <2 x double> poison, <2 x i32> zeroinitializer
  br label %78

78:                                               ; preds = %78, %72
  %79 = phi i64 [ 0, %72 ], [ %90, %78 ]
  %80 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %73, i64 %79
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  %82 = load <2 x double>, ptr %80, align 16, !tbaa !5
  %83 = load <2 x double>, ptr %81, align 16, !tbaa !5
  %84 = getelementptr inbounds [64 x [64 x double]], ptr @C2, i64 0, i64 %66, i64 %79
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load <2 x double>, ptr %84, align 16, !tbaa !5
  %87 = load <2 x double>, ptr %85, align 16, !tbaa !5
  %88 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %77, <2 x double> %82, <2 x double> %86)
  %89 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %77, <2 x double> %83, <2 x double> %87)
  store <2 x double> %88, ptr %84, align 16, !tbaa !5
  store <2 x double> %89, ptr %85, align 16, !tbaa !5
  %90 = add nuw i64 %79, 4
  %91 = icmp eq i64 %90, 64
  br i1 %91, label %92, label %78, !llvm.loop !19

92:                                               ; preds = %78
  %93 = add nuw nsw i64 %73, 1
  %94 = icmp eq i64 %93, 64
  br i1 %94, label %69, label %72, !llvm.loop !20

95:                                               ; preds = %69
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32768) @C3, i8 0, i64 32768, i1 false), !tbaa !5
  br label %96

96:                                               ; preds = %102, %95
  %97 = phi i64 [ 16, %95 ], [ %105, %102 ]
  %98 = phi i64 [ 0, %95 ], [ %103, %102 ]
  br label %99

99:                                               ; preds = %115, %96
  %100 = phi i64 [ 16, %96 ], [ %118, %115 ]
  %101 = phi i64 [ 0, %96 ], [ %116, %115 ]
  br label %106

102:                                              ; preds = %115
  %103 = add nuw nsw i64 %98, 16
  %104 = icmp ult i64 %98, 48
  %105 = add nuw nsw i64 %97, 16
  br i1 %104, label %96, label %183, !llvm.loop !21

106:                                              ; preds = %137, %99
  %107 = phi i64 [ 0, %99 ], [ %138, %137 ]
  %108 = or disjoint i64 %107, 2
  %109 = or disjoint i64 %107, 4
  %110 = or disjoint i64 %107, 6
  %111 = or disjoint i64 %107, 8
  %112 = or disjoint i64 %107, 10
  %113 = or disjoint i64 %107, 12
  %114 = or disjoint i64 %107, 14
  br label %119

115:                                              ; preds = %137
  %116 = add nuw nsw i64 %101, 16
  %117 = icmp ult i64 %101, 48
  %118 = add nuw nsw i64 %100, 16
  br i1 %117, label %99, label %102, !llvm.loop !22

119:                                              ; preds = %140, %106
  %120 = phi i64 [ %98, %106 ], [ %141, %140 ]
  %121 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %120, i64 %107
  %122 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %120, i64 %108
  %123 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %120, i64 %109
  %124 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %120, i64 %110
  %125 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %120, i64 %111
  %126 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %120, i64 %112
  %127 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %120, i64 %113
  %128 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %120, i64 %114
  %129 = load <2 x double>, ptr %121, align 16, !tbaa !5
  %130 = load <2 x double>, ptr %122, align 16, !tbaa !5
  %131 = load <2 x double>, ptr %123, align 16, !tbaa !5
  %132 = load <2 x double>, ptr %124, align 16, !tbaa !5
  %133 = load <2 x double>, ptr %125, align 16, !tbaa !5
  %134 = load <2 x double>, ptr %126, align 16, !tbaa !5
  %135 = load <2 x double>, ptr %127, align 16, !tbaa !5
  %136 = load <2 x double>, ptr %128, align 16, !tbaa !5
  br label %143

137:                                              ; preds = %140
  %138 = add nuw nsw i64 %107, 16
  %139 = icmp ult i64 %107, 48
  br i1 %139, label %106, label %115, !llvm.loop !23

140:                                              ; preds = %143
  store <2 x double> %159, ptr %121, align 16, !tbaa !5
  store <2 x double> %162, ptr %122, align 16, !tbaa !5
  store <2 x double> %165, ptr %123, align 16, !tbaa !5
  store <2 x double> %168, ptr %124, align 16, !tbaa !5
  store <2 x double> %171, ptr %125, align 16, !tbaa !5
  store <2 x double> %174, ptr %126, align 16, !tbaa !5
  store <2 x double> %177, ptr %127, align 16, !tbaa !5
  store <2 x double> %180, ptr %128, align 16, !tbaa !5
  %141 = add nuw nsw i64 %120, 1
  %142 = icmp eq i64 %141, %97
  br i1 %142, label %137, label %119, !llvm.loop !24

143:                                              ; preds = %143, %119
  %144 = phi i64 [ %101, %119 ], [ %181, %143 ]
  %145 = phi <2 x double> [ %129, %119 ], [ %159, %143 ]
  %146 = phi <2 x double> [ %130, %119 ], [ %162, %143 ]
  %147 = phi <2 x double> [ %131, %119 ], [ %165, %143 ]
  %148 = phi <2 x double> [ %132, %119 ], [ %168, %143 ]
  %149 = phi <2 x double> [ %133, %119 ], [ %171, %143 ]
  %150 = phi <2 x double> [ %134, %119 ], [ %174, %143 ]
  %151 = phi <2 x double> [ %135, %119 ], [ %177, %143 ]
  %152 = phi <2 x double> [ %136, %119 ], [ %180, %143 ]
  %153 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %120, i64 %144
  %154 = load double, ptr %153, align 8, !tbaa !5
  %155 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %144, i64 %107
  %156 = load <2 x double>, ptr %155, align 16, !tbaa !5
  %157 = insertelement <2 x double> poison, double %154, i64 0
  %158 = shufflevector <2 x double> %157, <2 x double> poison, <2 x i32> zeroinitializer
  %159 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> %156, <2 x double> %145)
  %160 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %144, i64 %108
  %161 = load <2 x double>, ptr %160, align 16, !tbaa !5
  %162 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> %161, <2 x double> %146)
  %163 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %144, i64 %109
  %164 = load <2 x double>, ptr %163, align 16, !tbaa !5
  %165 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> %164, <2 x double> %147)
  %166 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %144, i64 %110
  %167 = load <2 x double>, ptr %166, align 16, !tbaa !5
  %168 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> %167, <2 x double> %148)
  %169 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %144, i64 %111
  %170 = load <2 x double>, ptr %169, align 16, !tbaa !5
  %171 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> %170, <2 x double> %149)
  %172 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %144, i64 %112
  %173 = load <2 x double>, ptr %172, align 16, !tbaa !5
  %174 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> %173, <2 x double> %150)
  %175 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %144, i64 %113
  %176 = load <2 x double>, ptr %175, align 16, !tbaa !5
  %177 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> %176, <2 x double> %151)
  %178 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %144, i64 %114
  %179 = load <2 x double>, ptr %178, align 16, !tbaa !5
  %180 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> %179, <2 x double> %152)
  %181 = add nuw nsw i64 %144, 1
  %182 = icmp eq i64 %181, %100
  br i1 %182, label %140, label %143, !llvm.loop !25

183:                                              ; preds = %102, %238
  %184 = phi i64 [ %239, %238 ], [ 0, %102 ]
  br label %185

185:                                              ; preds = %183, %232
  %186 = phi i64 [ 0, %183 ], [ %236, %232 ]
  br label %187

187:                                              ; preds = %187, %185
  %188 = phi i64 [ 0, %185 ], [ %230, %187 ]
  %189 = phi <4 x i32> [ zeroinitializer, %185 ], [ %228, %187 ]
  %190 = phi <4 x i32> [ zeroinitializer, %185 ], [ %229, %187 ]
  %191 = or disjoint i64 %188, 1
  %192 = or disjoint i64 %188, 2
  %193 = or disjoint i64 %188, 3
  %194 = or disjoint i64 %188, 4
  %195 = or disjoint i64 %188, 5
  %196 = or disjoint i64 %188, 6
  %197 = or disjoint i64 %188, 7
  %198 = getelementptr inbounds [64 x [64 x i32]], ptr @IA, i64 0, i64 %184, i64 %188
  %199 = getelementptr inbounds i8, ptr %198, i64 16
  %200 = load <4 x i32>, ptr %198, align 16, !tbaa !9
  %201 = load <4 x i32>, ptr %199, align 16, !tbaa !9
  %202 = getelementptr inbounds [64 x [64 x i32]], ptr @IB, i64 0, i64 %188, i64 %186
  %203 = getelementptr inbounds [64 x [64 x i32]], ptr @IB, i64 0, i64 %191, i64 %186
  %204 = getelementptr inbounds [64 x [64 x i32]], ptr @IB, i64 0, i64 %192, i64 %186
  %205 = getelementptr inbounds [64 x [64 x i32]], ptr @IB, i64 0, i64 %193, i64 %186
  %206 = getelementptr inbounds [64 x [64 x i32]], ptr @IB, i64 0, i64 %194, i64 %186
  %207 = getelementptr inbounds [64 x [64 x i32]], ptr @IB, i64 0, i64 %195, i64 %186
  %208 = getelementptr inbounds [64 x [64 x i32]], ptr @IB, i64 0, i64 %196, i64 %186
  %209 = getelementptr inbounds [64 x [64 x i32]], ptr @IB, i64 0, i64 %197, i64 %186
  %210 = load i32, ptr %202, align 4, !tbaa !9
  %211 = load i32, ptr %203, align 4, !tbaa !9
  %212 = load i32, ptr %204, align 4, !tbaa !9
  %213 = load i32, ptr %205, align 4, !tbaa !9
  %214 = insertelement <4 x i32> poison, i32 %210, i64 0
  %215 = insertelement <4 x i32> %214, i32 %211, i64 1
  %216 = insertelement <4 x i32> %215, i32 %212, i64 2
  %217 = insertelement <4 x i32> %216, i32 %213, i64 3
  %218 = load i32, ptr %206, align 4, !tbaa !9
  %219 = load i32, ptr %207, align 4, !tbaa !9
  %220 = load i32, ptr %208, align 4, !tbaa !9
  %221 = load i32, ptr %209, align 4, !tbaa !9
  %222 = insertelement <4 x i32> poison, i32 %218, i64 0
  %223 = insertelement <4 x i32> %222, i32 %219, i64 1
  %224 = insertelement <4 x i32> %223, i32 %220, i64 2
  %225 = insertelement <4 x i32> %224, i32 %221, i64 3
  %226 = mul nsw <4 x i32> %217, %200
  %227 = mul nsw <4 x i32> %225, %201
  %228 = add <4 x i32> %226, %189
  %229 = add <4 x i32> %227, %190
  %230 = add nuw i64 %188, 8
  %231 = icmp eq i64 %230, 64
  br i1 %231, label %232, label %187, !llvm.loop !26

232:                                              ; preds = %187
  %233 = add <4 x i32> %229, %228
  %234 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %233)
  %235 = getelementptr inbounds [64 x [64 x i32]], ptr @IC, i64 0, i64 %184, i64 %186
  store i32 %234, ptr %235, align 4, !tbaa !9
  %236 = add nuw nsw i64 %186, 1
  %237 = icmp eq i64 %236, 64
  br i1 %237, label %238, label %185, !llvm.loop !27

238:                                              ; preds = %232
  %239 = add nuw nsw i64 %184, 1
  %240 = icmp eq i64 %239, 64
  br i1 %240, label %244, label %183, !llvm.loop !28

241:                                              ; preds = %10
  %242 = add nuw nsw i64 %4, 1
  %243 = icmp eq i64 %242, 64
  br i1 %243, label %38, label %3, !llvm.loop !29

244:                                              ; preds = %238, %252
  %245 = phi i64 [ %249, %252 ], [ 0, %238 ]
  %246 = phi i64 [ %281, %252 ], [ 0, %238 ]
  %247 = phi double [ %275, %252 ], [ 0.000000e+00, %238 ]
  %248 = phi double [ %261, %252 ], [ 0.000000e+00, %238 ]
  %249 = add nuw nsw i64 %245, 1
  %250 = trunc nuw nsw i64 %249 to i32
  %251 = uitofp nneg i32 %250 to double
  br label %254

252:                                              ; preds = %254
  %253 = icmp eq i64 %249, 64
  br i1 %253, label %283, label %244, !llvm.loop !30

254:                                              ; preds = %244, %254
  %255 = phi i64 [ 0, %244 ], [ %279, %254 ]
  %256 = phi i64 [ %246, %244 ], [ %281, %254 ]
  %257 = phi double [ %247, %244 ], [ %275, %254 ]
  %258 = phi double [ %248, %244 ], [ %261, %254 ]
  %259 = getelementptr inbounds [64 x [64 x double]], ptr @C1, i64 0, i64 %245, i64 %255
  %260 = load double, ptr %259, align 8, !tbaa !5
  %261 = tail call double @llvm.fmuladd.f64(double %260, double %251, double %258)
  %262 = getelementptr inbounds [64 x [64 x double]], ptr @C2, i64 0, i64 %245, i64 %255
  %263 = load double, ptr %262, align 8, !tbaa !5
  %264 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %245, i64 %255
  %265 = load double, ptr %264, align 8, !tbaa !5
  %266 = insertelement <2 x double> poison, double %260, i64 0
  %267 = shufflevector <2 x double> %266, <2 x double> poison, <2 x i32> zeroinitializer
  %268 = insertelement <2 x double> poison, double %263, i64 0
  %269 = insertelement <2 x double> %268, double %265, i64 1
  %270 = fsub <2 x double> %267, %269
  %271 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %270)
  %272 = shufflevector <2 x double> %271, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %273 = fadd <2 x double> %271, %272
  %274 = extractelement <2 x double> %273, i64 0
  %275 = fadd double %257, %274
  %276 = getelementptr inbounds [64 x [64 x i32]], ptr @IC, i64 0, i64 %245, i64 %255
  %277 = load i32, ptr %276, align 4, !tbaa !9
  %278 = sext i32 %277 to i64
  %279 = add nuw nsw i64 %255, 1
  %280 = mul nsw i64 %279, %278
  %281 = add nsw i64 %280, %256
  %282 = icmp eq i64 %279, 64
  br i1 %282, label %252, label %254, !llvm.loop !31

283:                                              ; preds = %252
  %284 = load double, ptr getelementptr inbounds (i8, ptr @C1, i64 2616), align 8, !tbaa !5
  %285 = load i32, ptr getelementptr inbounds (i8, ptr @IC, i64 16128), align 16, !tbaa !9
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %261, double noundef %275, i64 noundef %281, double noundef %284, i32 noundef %285)
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i64 noundef 0)
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 31, i64 noundef 1346269)
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 62, i64 noundef 4052739537881)
  %290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 93, i64 noundef -6246583658587674878)
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %1) #8
  store <2 x double> <double 1.000000e+00, double 5.000000e-01>, ptr %1, align 16, !tbaa !5
  %291 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double 0x3FD5555555555555, double 2.500000e-01>, ptr %291, align 16, !tbaa !5
  %292 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x double> <double 2.000000e-01, double 5.000000e-01>, ptr %292, align 16, !tbaa !5
  %293 = getelementptr inbounds i8, ptr %1, i64 48
  store <2 x double> <double 0x3FD5555555555555, double 2.500000e-01>, ptr %293, align 16, !tbaa !5
  %294 = getelementptr inbounds i8, ptr %1, i64 64
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %294, align 16, !tbaa !5
  %295 = getelementptr inbounds i8, ptr %1, i64 80
  store <2 x double> <double 0x3FD5555555555555, double 2.500000e-01>, ptr %295, align 16, !tbaa !5
  %296 = getelementptr inbounds i8, ptr %1, i64 96
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %296, align 16, !tbaa !5
  %297 = getelementptr inbounds i8, ptr %1, i64 112
  store <2 x double> <double 0x3FC2492492492492, double 2.500000e-01>, ptr %297, align 16, !tbaa !5
  %298 = getelementptr inbounds i8, ptr %1, i64 128
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %298, align 16, !tbaa !5
  %299 = getelementptr inbounds i8, ptr %1, i64 144
  store <2 x double> <double 0x3FC2492492492492, double 1.250000e-01>, ptr %299, align 16, !tbaa !5
  %300 = getelementptr inbounds i8, ptr %1, i64 160
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %300, align 16, !tbaa !5
  %301 = getelementptr inbounds i8, ptr %1, i64 176
  store <2 x double> <double 0x3FC2492492492492, double 1.250000e-01>, ptr %301, align 16, !tbaa !5
  %302 = getelementptr inbounds i8, ptr %1, i64 192
  store double 0x3FBC71C71C71C71C, ptr %302, align 16, !tbaa !5
  %303 = call fastcc double @det(i32 noundef 5, ptr noundef nonnull %1)
  %304 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %303)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %2, ptr noundef nonnull align 16 dereferenceable(128) @__const.main.v, i64 128, i1 false)
  %305 = call fastcc double @det(i32 noundef 4, ptr noundef nonnull %2)
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %305)
  %307 = trunc i64 %281 to i32
  %308 = and i32 %307, 127
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %1) #8
  ret i32 %308
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc double @det(i32 noundef %0, ptr nocapture noundef %1) unnamed_addr #4 {
  %3 = zext i32 %0 to i64
  %4 = icmp sgt i32 %0, 0
  %5 = tail call i32 @llvm.smax.i32(i32 %0, i32 0)
  %6 = zext nneg i32 %5 to i64
  %7 = icmp slt i32 %0, 1
  br i1 %7, label %199, label %8

8:                                                ; preds = %2
  %9 = shl nuw nsw i64 %3, 3
  %10 = add nuw nsw i64 %9, 8
  %11 = add nsw i64 %9, -8
  %12 = mul i64 %11, %3
  %13 = mul nuw nsw i64 %3, %6
  %14 = shl i64 %13, 3
  %15 = getelementptr i8, ptr %1, i64 %14
  %16 = getelementptr i8, ptr %1, i64 %9
  %17 = getelementptr i8, ptr %1, i64 %12
  %18 = getelementptr i8, ptr %17, i64 8
  %19 = getelementptr i8, ptr %1, i64 8
  %20 = icmp ult i32 %0, 6
  %21 = and i64 %3, 2147483644
  %22 = icmp eq i64 %21, %3
  %23 = and i64 %3, 1
  %24 = icmp eq i64 %23, 0
  %25 = add nsw i64 %3, -1
  br label %26

26:                                               ; preds = %8, %196
  %27 = phi double [ 1.000000e+00, %8 ], [ %143, %196 ]
  %28 = phi i64 [ 1, %8 ], [ %197, %196 ]
  %29 = phi i64 [ 0, %8 ], [ %52, %196 ]
  %30 = trunc i64 %28 to i32
  %31 = tail call i32 @llvm.smax.i32(i32 %0, i32 %30)
  %32 = trunc i64 %29 to i32
  %33 = xor i32 %32, -1
  %34 = add i32 %31, %33
  %35 = zext i32 %34 to i64
  %36 = add nuw nsw i64 %35, 1
  %37 = mul i64 %10, %29
  %38 = getelementptr i8, ptr %16, i64 %37
  %39 = shl nuw nsw i64 %29, 3
  %40 = getelementptr i8, ptr %18, i64 %39
  %41 = trunc i64 %28 to i32
  %42 = tail call i32 @llvm.smax.i32(i32 %0, i32 %41)
  %43 = trunc i64 %29 to i32
  %44 = xor i32 %43, -1
  %45 = add i32 %42, %44
  %46 = zext i32 %45 to i64
  %47 = shl nuw nsw i64 %46, 3
  %48 = getelementptr i8, ptr %40, i64 %47
  %49 = getelementptr i8, ptr %1, i64 %37
  %50 = getelementptr i8, ptr %19, i64 %37
  %51 = getelementptr i8, ptr %50, i64 %47
  %52 = add nuw nsw i64 %29, 1
  %53 = trunc nuw i64 %52 to i32
  %54 = icmp slt i32 %53, %0
  %55 = trunc nuw nsw i64 %29 to i32
  br i1 %54, label %56, label %58

56:                                               ; preds = %26
  %57 = getelementptr double, ptr %1, i64 %29
  br label %66

58:                                               ; preds = %66, %26
  %59 = phi i32 [ %55, %26 ], [ %80, %66 ]
  %60 = sext i32 %59 to i64
  %61 = mul nsw i64 %60, %3
  %62 = getelementptr inbounds double, ptr %1, i64 %61
  %63 = getelementptr inbounds double, ptr %62, i64 %29
  %64 = load double, ptr %63, align 8, !tbaa !5
  %65 = fcmp une double %64, 0.000000e+00
  br i1 %65, label %83, label %199

66:                                               ; preds = %56, %66
  %67 = phi i64 [ %28, %56 ], [ %81, %66 ]
  %68 = phi i32 [ %55, %56 ], [ %80, %66 ]
  %69 = mul nuw nsw i64 %67, %3
  %70 = getelementptr inbounds double, ptr %57, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !5
  %72 = tail call double @llvm.fabs.f64(double %71)
  %73 = sext i32 %68 to i64
  %74 = mul nsw i64 %73, %3
  %75 = getelementptr double, ptr %57, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !5
  %77 = tail call double @llvm.fabs.f64(double %76)
  %78 = fcmp ogt double %72, %77
  %79 = trunc nuw i64 %67 to i32
  %80 = select i1 %78, i32 %79, i32 %68
  %81 = add nuw nsw i64 %67, 1
  %82 = icmp eq i64 %81, %3
  br i1 %82, label %58, label %66, !llvm.loop !32

83:                                               ; preds = %58
  %84 = zext i32 %59 to i64
  %85 = icmp eq i64 %29, %84
  br i1 %85, label %137, label %86

86:                                               ; preds = %83
  br i1 %4, label %87, label %122

87:                                               ; preds = %86
  %88 = mul nuw nsw i64 %29, %3
  %89 = getelementptr inbounds double, ptr %1, i64 %88
  br i1 %20, label %90, label %101

90:                                               ; preds = %121, %101, %87
  %91 = phi i64 [ 0, %101 ], [ 0, %87 ], [ %21, %121 ]
  br i1 %24, label %98, label %92

92:                                               ; preds = %90
  %93 = getelementptr inbounds double, ptr %89, i64 %91
  %94 = load double, ptr %93, align 8, !tbaa !5
  %95 = getelementptr inbounds double, ptr %62, i64 %91
  %96 = load double, ptr %95, align 8, !tbaa !5
  store double %96, ptr %93, align 8, !tbaa !5
  store double %94, ptr %95, align 8, !tbaa !5
  %97 = or disjoint i64 %91, 1
  br label %98

98:                                               ; preds = %92, %90
  %99 = phi i64 [ %91, %90 ], [ %97, %92 ]
  %100 = icmp eq i64 %91, %25
  br i1 %100, label %122, label %124

101:                                              ; preds = %87
  %102 = shl nsw i64 %60, 3
  %103 = add nsw i64 %102, 8
  %104 = mul i64 %103, %3
  %105 = getelementptr i8, ptr %1, i64 %104
  %106 = icmp ugt ptr %105, %1
  %107 = icmp ult ptr %62, %15
  %108 = and i1 %106, %107
  br i1 %108, label %90, label %109

109:                                              ; preds = %101, %109
  %110 = phi i64 [ %119, %109 ], [ 0, %101 ]
  %111 = getelementptr inbounds double, ptr %89, i64 %110
  %112 = getelementptr inbounds i8, ptr %111, i64 16
  %113 = load <2 x double>, ptr %111, align 8, !tbaa !5, !alias.scope !33, !noalias !36
  %114 = load <2 x double>, ptr %112, align 8, !tbaa !5, !alias.scope !33, !noalias !36
  %115 = getelementptr inbounds double, ptr %62, i64 %110
  %116 = getelementptr inbounds i8, ptr %115, i64 16
  %117 = load <2 x double>, ptr %115, align 8, !tbaa !5, !alias.scope !36
  %118 = load <2 x double>, ptr %116, align 8, !tbaa !5, !alias.scope !36
  store <2 x double> %117, ptr %111, align 8, !tbaa !5, !alias.scope !33, !noalias !36
  store <2 x double> %118, ptr %112, align 8, !tbaa !5, !alias.scope !33, !noalias !36
  store <2 x double> %113, ptr %115, align 8, !tbaa !5, !alias.scope !36
  store <2 x double> %114, ptr %116, align 8, !tbaa !5, !alias.scope !36
  %119 = add nuw i64 %110, 4
  %120 = icmp eq i64 %119, %21
  br i1 %120, label %121, label %109, !llvm.loop !38

121:                                              ; preds = %109
  br i1 %22, label %122, label %90

122:                                              ; preds = %98, %124, %121, %86
  %123 = fneg double %27
  br label %137

124:                                              ; preds = %98, %124
  %125 = phi i64 [ %135, %124 ], [ %99, %98 ]
  %126 = getelementptr inbounds double, ptr %89, i64 %125
  %127 = load double, ptr %126, align 8, !tbaa !5
  %128 = getelementptr inbounds double, ptr %62, i64 %125
  %129 = load double, ptr %128, align 8, !tbaa !5
  store double %129, ptr %126, align 8, !tbaa !5
  store double %127, ptr %128, align 8, !tbaa !5
  %130 = add nuw nsw i64 %125, 1
  %131 = getelementptr inbounds double, ptr %89, i64 %130
  %132 = load double, ptr %131, align 8, !tbaa !5
  %133 = getelementptr inbounds double, ptr %62, i64 %130
  %134 = load double, ptr %133, align 8, !tbaa !5
  store double %134, ptr %131, align 8, !tbaa !5
  store double %132, ptr %133, align 8, !tbaa !5
  %135 = add nuw nsw i64 %125, 2
  %136 = icmp eq i64 %135, %3
  br i1 %136, label %122, label %124, !llvm.loop !39

137:                                              ; preds = %122, %83
  %138 = phi double [ %123, %122 ], [ %27, %83 ]
  %139 = mul nuw nsw i64 %29, %3
  %140 = getelementptr inbounds double, ptr %1, i64 %139
  %141 = getelementptr inbounds double, ptr %140, i64 %29
  %142 = load double, ptr %141, align 8, !tbaa !5
  %143 = fmul double %138, %142
  br i1 %54, label %144, label %196

144:                                              ; preds = %137
  %145 = icmp ult i32 %34, 3
  %146 = icmp ult ptr %38, %51
  %147 = icmp ult ptr %49, %48
  %148 = and i1 %146, %147
  %149 = and i64 %36, 8589934588
  %150 = add nuw i64 %29, %149
  %151 = icmp eq i64 %36, %149
  br label %152

152:                                              ; preds = %144, %183
  %153 = phi i64 [ %184, %183 ], [ %28, %144 ]
  %154 = mul nuw nsw i64 %153, %3
  %155 = getelementptr inbounds double, ptr %1, i64 %154
  %156 = getelementptr inbounds double, ptr %155, i64 %29
  %157 = load double, ptr %156, align 8, !tbaa !5
  %158 = load double, ptr %141, align 8, !tbaa !5
  %159 = fneg double %157
  %160 = fdiv double %159, %158
  %161 = select i1 %145, i1 true, i1 %148
  br i1 %161, label %162, label %164

162:                                              ; preds = %152, %182
  %163 = phi i64 [ %29, %152 ], [ %150, %182 ]
  br label %186

164:                                              ; preds = %152
  %165 = insertelement <2 x double> poison, double %160, i64 0
  %166 = shufflevector <2 x double> %165, <2 x double> poison, <2 x i32> zeroinitializer
  br label %167

167:                                              ; preds = %167, %164
  %168 = phi i64 [ 0, %164 ], [ %180, %167 ]
  %169 = add i64 %29, %168
  %170 = getelementptr inbounds double, ptr %140, i64 %169
  %171 = getelementptr inbounds i8, ptr %170, i64 16
  %172 = load <2 x double>, ptr %170, align 8, !tbaa !5, !alias.scope !40
  %173 = load <2 x double>, ptr %171, align 8, !tbaa !5, !alias.scope !40
  %174 = getelementptr inbounds double, ptr %155, i64 %169
  %175 = getelementptr inbounds i8, ptr %174, i64 16
  %176 = load <2 x double>, ptr %174, align 8, !tbaa !5, !alias.scope !43, !noalias !40
  %177 = load <2 x double>, ptr %175, align 8, !tbaa !5, !alias.scope !43, !noalias !40
  %178 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %166, <2 x double> %172, <2 x double> %176)
  %179 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %166, <2 x double> %173, <2 x double> %177)
  store <2 x double> %178, ptr %174, align 8, !tbaa !5, !alias.scope !43, !noalias !40
  store <2 x double> %179, ptr %175, align 8, !tbaa !5, !alias.scope !43, !noalias !40
  %180 = add nuw i64 %168, 4
  %181 = icmp eq i64 %180, %149
  br i1 %181, label %182, label %167, !llvm.loop !45

182:                                              ; preds = %167
  br i1 %151, label %183, label %162

183:                                              ; preds = %186, %182
  %184 = add nuw nsw i64 %153, 1
  %185 = icmp eq i64 %184, %3
  br i1 %185, label %196, label %152, !llvm.loop !46

186:                                              ; preds = %162, %186
  %187 = phi i64 [ %193, %186 ], [ %163, %162 ]
  %188 = getelementptr inbounds double, ptr %140, i64 %187
  %189 = load double, ptr %188, align 8, !tbaa !5
  %190 = getelementptr inbounds double, ptr %155, i64 %187
  %191 = load double, ptr %190, align 8, !tbaa !5
  %192 = tail call double @llvm.fmuladd.f64(double %160, double %189, double %191)
  store double %192, ptr %190, align 8, !tbaa !5
  %193 = add nuw nsw i64 %187, 1
  %194 = trunc nuw i64 %193 to i32
  %195 = icmp slt i32 %194, %0
  br i1 %195, label %186, label %183, !llvm.loop !47

196:                                              ; preds = %183, %137
  %197 = add nuw nsw i64 %28, 1
  %198 = icmp eq i64 %52, %6
  br i1 %198, label %199, label %26

199:                                              ; preds = %196, %58, %2
  %200 = phi double [ 1.000000e+00, %2 ], [ %143, %196 ], [ 0.000000e+00, %58 ]
  ret double %200
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12, !13, !14}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12, !13, !14}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12}
!30 = distinct !{!30, !12}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12}
!33 = !{!34}
!34 = distinct !{!34, !35}
!35 = distinct !{!35, !"LVerDomain"}
!36 = !{!37}
!37 = distinct !{!37, !35}
!38 = distinct !{!38, !12, !13, !14}
!39 = distinct !{!39, !12, !13}
!40 = !{!41}
!41 = distinct !{!41, !42}
!42 = distinct !{!42, !"LVerDomain"}
!43 = !{!44}
!44 = distinct !{!44, !42}
!45 = distinct !{!45, !12, !13, !14}
!46 = distinct !{!46, !12}
!47 = distinct !{!47, !12, !13}
