; ModuleID = 'programs/matrix_multiply.c'
source_filename = "programs/matrix_multiply.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@A = internal unnamed_addr global [64 x [64 x double]] zeroinitializer, align 8
@B = internal unnamed_addr global [64 x [64 x double]] zeroinitializer, align 8
@IA = internal unnamed_addr global [64 x [64 x i32]] zeroinitializer, align 4
@IB = internal unnamed_addr global [64 x [64 x i32]] zeroinitializer, align 4
@C1 = internal unnamed_addr global [64 x [64 x double]] zeroinitializer, align 8
@C2 = internal unnamed_addr global [64 x [64 x double]] zeroinitializer, align 8
@C3 = internal unnamed_addr global [64 x [64 x double]] zeroinitializer, align 8
@IC = internal unnamed_addr global [64 x [64 x i32]] zeroinitializer, align 4
@.str = private unnamed_addr constant [52 x i8] c"sum=%.1f diff=%g isum=%lld c[5][7]=%g ic[63][0]=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"fib(%d)=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"det(hilbert5)=%.6e\0A\00", align 1
@__const.main.v = private unnamed_addr constant [4 x [4 x double]] [[4 x double] [double 2.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00], [4 x double] [double 1.000000e+00, double 3.000000e+00, double 0.000000e+00, double 0.000000e+00], [4 x double] [double 4.000000e+00, double 5.000000e+00, double 6.000000e+00, double 0.000000e+00], [4 x double] [double 7.000000e+00, double 8.000000e+00, double 9.000000e+00, double 1.000000e+01]], align 8
@.str.3 = private unnamed_addr constant [13 x i8] c"det(tri)=%g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x [5 x double]], align 16
  %2 = alloca [4 x [4 x double]], align 8
  br label %3

3:                                                ; preds = %0, %176
  %4 = phi i64 [ 0, %0 ], [ %177, %176 ]
  %5 = mul nuw nsw i64 %4, 3
  br label %179

6:                                                ; preds = %176, %10
  %7 = phi i64 [ %11, %10 ], [ 0, %176 ]
  br label %8

8:                                                ; preds = %13, %6
  %9 = phi i64 [ 0, %6 ], [ %15, %13 ]
  br label %17

10:                                               ; preds = %13
  %11 = add nuw nsw i64 %7, 1
  %12 = icmp eq i64 %11, 64
  br i1 %12, label %27, label %6, !llvm.loop !6

13:                                               ; preds = %17
  %14 = getelementptr inbounds [64 x [64 x double]], ptr @C1, i64 0, i64 %7, i64 %9
  store double %24, ptr %14, align 8, !tbaa !8
  %15 = add nuw nsw i64 %9, 1
  %16 = icmp eq i64 %15, 64
  br i1 %16, label %10, label %8, !llvm.loop !12

17:                                               ; preds = %17, %8
  %18 = phi i64 [ 0, %8 ], [ %25, %17 ]
  %19 = phi double [ 0.000000e+00, %8 ], [ %24, %17 ]
  %20 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %7, i64 %18
  %21 = load double, ptr %20, align 8, !tbaa !8
  %22 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %18, i64 %9
  %23 = load double, ptr %22, align 8, !tbaa !8
  %24 = tail call double @llvm.fmuladd.f64(double %21, double %23, double %19)
  %25 = add nuw nsw i64 %18, 1
  %26 = icmp eq i64 %25, 64
  br i1 %26, label %13, label %17, !llvm.loop !13

27:                                               ; preds = %10, %31
  %28 = phi i64 [ %32, %31 ], [ 0, %10 ]
  %29 = shl nuw nsw i64 %28, 9
  %30 = getelementptr i8, ptr @C2, i64 %29
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(512) %30, i8 0, i64 512, i1 false), !tbaa !8
  br label %34

31:                                               ; preds = %54
  %32 = add nuw nsw i64 %28, 1
  %33 = icmp eq i64 %32, 64
  br i1 %33, label %57, label %27, !llvm.loop !14

34:                                               ; preds = %27, %54
  %35 = phi i64 [ 0, %27 ], [ %55, %54 ]
  %36 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %28, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !8
  %38 = insertelement <2 x double> poison, double %37, i64 0
  %39 = shufflevector <2 x double> %38, <2 x double> poison, <2 x i32> zeroinitializer
  br label %40

40:                                               ; preds = %40, %34
  %41 = phi i64 [ 0, %34 ], [ %52, %40 ]
  %42 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %35, i64 %41
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load <2 x double>, ptr %42, align 8, !tbaa !8
  %45 = load <2 x double>, ptr %43, align 8, !tbaa !8
  %46 = getelementptr inbounds [64 x [64 x double]], ptr @C2, i64 0, i64 %28, i64 %41
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load <2 x double>, ptr %46, align 8, !tbaa !8
  %49 = load <2 x double>, ptr %47, align 8, !tbaa !8
  %50 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %39, <2 x double> %44, <2 x double> %48)
  %51 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %39, <2 x double> %45, <2 x double> %49)
  store <2 x double> %50, ptr %46, align 8, !tbaa !8
  store <2 x double> %51, ptr %47, align 8, !tbaa !8
  %52 = add nuw i64 %41, 4
  %53 = icmp eq i64 %52, 64
  br i1 %53, label %54, label %40, !llvm.loop !15

54:                                               ; preds = %40
  %55 = add nuw nsw i64 %35, 1
  %56 = icmp eq i64 %55, 64
  br i1 %56, label %31, label %34, !llvm.loop !18

57:                                               ; preds = %31
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32768) @C3, i8 0, i64 32768, i1 false), !tbaa !8
  br label %58

58:                                               ; preds = %64, %57
  %59 = phi i64 [ 16, %57 ], [ %67, %64 ]
  %60 = phi i64 [ 0, %57 ], [ %65, %64 ]
  br label %61

61:                                               ; preds = %77, %58
  %62 = phi i64 [ 16, %58 ], [ %80, %77 ]
  %63 = phi i64 [ 0, %58 ], [ %78, %77 ]
  br label %68

64:                                               ; preds = %77
  %65 = add nuw nsw i64 %60, 16
  %66 = icmp ult i64 %60, 48
  %67 = add nuw nsw i64 %59, 16
  br i1 %66, label %58, label %145, !llvm.loop !19

68:                                               ; preds = %99, %61
  %69 = phi i64 [ 0, %61 ], [ %100, %99 ]
  %70 = or disjoint i64 %69, 2
  %71 = or disjoint i64 %69, 4
  %72 = or disjoint i64 %69, 6
  %73 = or disjoint i64 %69, 8
  %74 = or disjoint i64 %69, 10
  %75 = or disjoint i64 %69, 12
  %76 = or disjoint i64 %69, 14
  br label %81

77:                                               ; preds = %99
  %78 = add nuw nsw i64 %63, 16
  %79 = icmp ult i64 %63, 48
  %80 = add nuw nsw i64 %62, 16
  br i1 %79, label %61, label %64, !llvm.loop !20

81:                                               ; preds = %102, %68
  %82 = phi i64 [ %60, %68 ], [ %103, %102 ]
  %83 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %82, i64 %69
  %84 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %82, i64 %70
  %85 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %82, i64 %71
  %86 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %82, i64 %72
  %87 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %82, i64 %73
  %88 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %82, i64 %74
  %89 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %82, i64 %75
  %90 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %82, i64 %76
  %91 = load <2 x double>, ptr %83, align 8, !tbaa !8
  %92 = load <2 x double>, ptr %84, align 8, !tbaa !8
  %93 = load <2 x double>, ptr %85, align 8, !tbaa !8
  %94 = load <2 x double>, ptr %86, align 8, !tbaa !8
  %95 = load <2 x double>, ptr %87, align 8, !tbaa !8
  %96 = load <2 x double>, ptr %88, align 8, !tbaa !8
  %97 = load <2 x double>, ptr %89, align 8, !tbaa !8
  %98 = load <2 x double>, ptr %90, align 8, !tbaa !8
  br label %105

99:                                               ; preds = %102
  %100 = add nuw nsw i64 %69, 16
  %101 = icmp ult i64 %69, 48
  br i1 %101, label %68, label %77, !llvm.loop !21

102:                                              ; preds = %105
  store <2 x double> %121, ptr %83, align 8, !tbaa !8
  store <2 x double> %124, ptr %84, align 8, !tbaa !8
  store <2 x double> %127, ptr %85, align 8, !tbaa !8
  store <2 x double> %130, ptr %86, align 8, !tbaa !8
  store <2 x double> %133, ptr %87, align 8, !tbaa !8
  store <2 x double> %136, ptr %88, align 8, !tbaa !8
  store <2 x double> %139, ptr %89, align 8, !tbaa !8
  store <2 x double> %142, ptr %90, align 8, !tbaa !8
  %103 = add nuw nsw i64 %82, 1
  %104 = icmp eq i64 %103, %59
  br i1 %104, label %99, label %81, !llvm.loop !22

105:                                              ; preds = %105, %81
  %106 = phi i64 [ %63, %81 ], [ %143, %105 ]
  %107 = phi <2 x double> [ %91, %81 ], [ %121, %105 ]
  %108 = phi <2 x double> [ %92, %81 ], [ %124, %105 ]
  %109 = phi <2 x double> [ %93, %81 ], [ %127, %105 ]
  %110 = phi <2 x double> [ %94, %81 ], [ %130, %105 ]
  %111 = phi <2 x double> [ %95, %81 ], [ %133, %105 ]
  %112 = phi <2 x double> [ %96, %81 ], [ %136, %105 ]
  %113 = phi <2 x double> [ %97, %81 ], [ %139, %105 ]
  %114 = phi <2 x double> [ %98, %81 ], [ %142, %105 ]
  %115 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %82, i64 %106
  %116 = load double, ptr %115, align 8, !tbaa !8
  %117 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %106, i64 %69
  %118 = load <2 x double>, ptr %117, align 8, !tbaa !8
  %119 = insertelement <2 x double> poison, double %116, i64 0
  %120 = shufflevector <2 x double> %119, <2 x double> poison, <2 x i32> zeroinitializer
  %121 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %120, <2 x double> %118, <2 x double> %107)
  %122 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %106, i64 %70
  %123 = load <2 x double>, ptr %122, align 8, !tbaa !8
  %124 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %120, <2 x double> %123, <2 x double> %108)
  %125 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %106, i64 %71
  %126 = load <2 x double>, ptr %125, align 8, !tbaa !8
  %127 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %120, <2 x double> %126, <2 x double> %109)
  %128 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %106, i64 %72
  %129 = load <2 x double>, ptr %128, align 8, !tbaa !8
  %130 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %120, <2 x double> %129, <2 x double> %110)
  %131 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %106, i64 %73
  %132 = load <2 x double>, ptr %131, align 8, !tbaa !8
  %133 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %120, <2 x double> %132, <2 x double> %111)
  %134 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %106, i64 %74
  %135 = load <2 x double>, ptr %134, align 8, !tbaa !8
  %136 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %120, <2 x double> %135, <2 x double> %112)
  %137 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %106, i64 %75
  %138 = load <2 x double>, ptr %137, align 8, !tbaa !8
  %139 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %120, <2 x double> %138, <2 x double> %113)
  %140 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %106, i64 %76
  %141 = load <2 x double>, ptr %140, align 8, !tbaa !8
  %142 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %120, <2 x double> %141, <2 x double> %114)
  %143 = add nuw nsw i64 %106, 1
  %144 = icmp eq i64 %143, %62
  br i1 %144, label %102, label %105, !llvm.loop !23

145:                                              ; preds = %64, %173
  %146 = phi i64 [ %174, %173 ], [ 0, %64 ]
  br label %147

147:                                              ; preds = %145, %168
  %148 = phi i64 [ 0, %145 ], [ %171, %168 ]
  br label %149

149:                                              ; preds = %149, %147
  %150 = phi i64 [ 0, %147 ], [ %166, %149 ]
  %151 = phi i32 [ 0, %147 ], [ %164, %149 ]
  %152 = phi i32 [ 0, %147 ], [ %165, %149 ]
  %153 = or disjoint i64 %150, 1
  %154 = getelementptr inbounds [64 x [64 x i32]], ptr @IA, i64 0, i64 %146, i64 %150
  %155 = getelementptr inbounds [64 x [64 x i32]], ptr @IA, i64 0, i64 %146, i64 %153
  %156 = load i32, ptr %154, align 4, !tbaa !24
  %157 = load i32, ptr %155, align 4, !tbaa !24
  %158 = getelementptr inbounds [64 x [64 x i32]], ptr @IB, i64 0, i64 %150, i64 %148
  %159 = getelementptr inbounds [64 x [64 x i32]], ptr @IB, i64 0, i64 %153, i64 %148
  %160 = load i32, ptr %158, align 4, !tbaa !24
  %161 = load i32, ptr %159, align 4, !tbaa !24
  %162 = mul nsw i32 %160, %156
  %163 = mul nsw i32 %161, %157
  %164 = add i32 %162, %151
  %165 = add i32 %163, %152
  %166 = add nuw i64 %150, 2
  %167 = icmp eq i64 %166, 64
  br i1 %167, label %168, label %149, !llvm.loop !26

168:                                              ; preds = %149
  %169 = add i32 %165, %164
  %170 = getelementptr inbounds [64 x [64 x i32]], ptr @IC, i64 0, i64 %146, i64 %148
  store i32 %169, ptr %170, align 4, !tbaa !24
  %171 = add nuw nsw i64 %148, 1
  %172 = icmp eq i64 %171, 64
  br i1 %172, label %173, label %147, !llvm.loop !27

173:                                              ; preds = %168
  %174 = add nuw nsw i64 %146, 1
  %175 = icmp eq i64 %174, 64
  br i1 %175, label %205, label %145, !llvm.loop !28

176:                                              ; preds = %179
  %177 = add nuw nsw i64 %4, 1
  %178 = icmp eq i64 %177, 64
  br i1 %178, label %6, label %3, !llvm.loop !29

179:                                              ; preds = %3, %179
  %180 = phi i64 [ 0, %3 ], [ %203, %179 ]
  %181 = mul nuw nsw i64 %180, 7
  %182 = add nuw nsw i64 %181, %5
  %183 = trunc nuw nsw i64 %182 to i32
  %184 = urem i32 %183, 11
  %185 = add nsw i32 %184, -5
  %186 = sitofp i32 %185 to double
  %187 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %4, i64 %180
  store double %186, ptr %187, align 8, !tbaa !8
  %188 = mul nuw nsw i64 %180, %4
  %189 = trunc nuw nsw i64 %188 to i32
  %190 = urem i32 %189, 13
  %191 = uitofp nneg i32 %190 to double
  %192 = fmul double %191, 5.000000e-01
  %193 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %4, i64 %180
  store double %192, ptr %193, align 8, !tbaa !8
  %194 = xor i64 %180, %4
  %195 = trunc i64 %194 to i32
  %196 = add nsw i32 %195, -30
  %197 = getelementptr inbounds [64 x [64 x i32]], ptr @IA, i64 0, i64 %4, i64 %180
  store i32 %196, ptr %197, align 4, !tbaa !24
  %198 = shl nuw nsw i64 %180, 1
  %199 = add nuw nsw i64 %198, %4
  %200 = trunc nuw nsw i64 %199 to i32
  %201 = urem i32 %200, 17
  %202 = getelementptr inbounds [64 x [64 x i32]], ptr @IB, i64 0, i64 %4, i64 %180
  store i32 %201, ptr %202, align 4, !tbaa !24
  %203 = add nuw nsw i64 %180, 1
  %204 = icmp eq i64 %203, 64
  br i1 %204, label %176, label %179, !llvm.loop !30

205:                                              ; preds = %173, %213
  %206 = phi i64 [ %210, %213 ], [ 0, %173 ]
  %207 = phi i64 [ %238, %213 ], [ 0, %173 ]
  %208 = phi double [ %232, %213 ], [ 0.000000e+00, %173 ]
  %209 = phi double [ %222, %213 ], [ 0.000000e+00, %173 ]
  %210 = add nuw nsw i64 %206, 1
  %211 = trunc nuw nsw i64 %210 to i32
  %212 = uitofp nneg i32 %211 to double
  br label %215

213:                                              ; preds = %215
  %214 = icmp eq i64 %210, 64
  br i1 %214, label %240, label %205, !llvm.loop !31

215:                                              ; preds = %205, %215
  %216 = phi i64 [ 0, %205 ], [ %236, %215 ]
  %217 = phi i64 [ %207, %205 ], [ %238, %215 ]
  %218 = phi double [ %208, %205 ], [ %232, %215 ]
  %219 = phi double [ %209, %205 ], [ %222, %215 ]
  %220 = getelementptr inbounds [64 x [64 x double]], ptr @C1, i64 0, i64 %206, i64 %216
  %221 = load double, ptr %220, align 8, !tbaa !8
  %222 = tail call double @llvm.fmuladd.f64(double %221, double %212, double %219)
  %223 = getelementptr inbounds [64 x [64 x double]], ptr @C2, i64 0, i64 %206, i64 %216
  %224 = load double, ptr %223, align 8, !tbaa !8
  %225 = fsub double %221, %224
  %226 = tail call double @llvm.fabs.f64(double %225)
  %227 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %206, i64 %216
  %228 = load double, ptr %227, align 8, !tbaa !8
  %229 = fsub double %221, %228
  %230 = tail call double @llvm.fabs.f64(double %229)
  %231 = fadd double %226, %230
  %232 = fadd double %218, %231
  %233 = getelementptr inbounds [64 x [64 x i32]], ptr @IC, i64 0, i64 %206, i64 %216
  %234 = load i32, ptr %233, align 4, !tbaa !24
  %235 = sext i32 %234 to i64
  %236 = add nuw nsw i64 %216, 1
  %237 = mul nsw i64 %236, %235
  %238 = add nsw i64 %237, %217
  %239 = icmp eq i64 %236, 64
  br i1 %239, label %213, label %215, !llvm.loop !32

240:                                              ; preds = %213
  %241 = load double, ptr getelementptr inbounds (i8, ptr @C1, i64 2616), align 8, !tbaa !8
  %242 = load i32, ptr getelementptr inbounds (i8, ptr @IC, i64 16128), align 4, !tbaa !24
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %222, double noundef %232, i64 noundef %238, double noundef %241, i32 noundef %242)
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i64 noundef 0)
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 31, i64 noundef 1346269)
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 62, i64 noundef 4052739537881)
  %247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 93, i64 noundef -6246583658587674878)
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %1) #8
  store <2 x double> <double 1.000000e+00, double 5.000000e-01>, ptr %1, align 16, !tbaa !8
  %248 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double 0x3FD5555555555555, double 2.500000e-01>, ptr %248, align 16, !tbaa !8
  %249 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x double> <double 2.000000e-01, double 5.000000e-01>, ptr %249, align 16, !tbaa !8
  %250 = getelementptr inbounds i8, ptr %1, i64 48
  store <2 x double> <double 0x3FD5555555555555, double 2.500000e-01>, ptr %250, align 16, !tbaa !8
  %251 = getelementptr inbounds i8, ptr %1, i64 64
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %251, align 16, !tbaa !8
  %252 = getelementptr inbounds i8, ptr %1, i64 80
  store <2 x double> <double 0x3FD5555555555555, double 2.500000e-01>, ptr %252, align 16, !tbaa !8
  %253 = getelementptr inbounds i8, ptr %1, i64 96
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %253, align 16, !tbaa !8
  %254 = getelementptr inbounds i8, ptr %1, i64 112
  store <2 x double> <double 0x3FC2492492492492, double 2.500000e-01>, ptr %254, align 16, !tbaa !8
  %255 = getelementptr inbounds i8, ptr %1, i64 128
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %255, align 16, !tbaa !8
  %256 = getelementptr inbounds i8, ptr %1, i64 144
  store <2 x double> <double 0x3FC2492492492492, double 1.250000e-01>, ptr %256, align 16, !tbaa !8
  %257 = getelementptr inbounds i8, ptr %1, i64 160
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %257, align 16, !tbaa !8
  %258 = getelementptr inbounds i8, ptr %1, i64 176
  store <2 x double> <double 0x3FC2492492492492, double 1.250000e-01>, ptr %258, align 16, !tbaa !8
  %259 = getelementptr inbounds i8, ptr %1, i64 192
  store double 0x3FBC71C71C71C71C, ptr %259, align 16, !tbaa !8
  %260 = call fastcc double @det(i32 noundef 5, ptr noundef nonnull %1)
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %260)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %2, ptr noundef nonnull align 8 dereferenceable(128) @__const.main.v, i64 128, i1 false)
  %262 = call fastcc double @det(i32 noundef 4, ptr noundef nonnull %2)
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %262)
  %264 = trunc i64 %238 to i32
  %265 = and i32 %264, 127
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %1) #8
  ret i32 %265
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
  br i1 %7, label %182, label %8

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
  %20 = icmp ult i32 %0, 4
  %21 = and i64 %3, 2147483644
  %22 = icmp eq i64 %21, %3
  br label %23

23:                                               ; preds = %8, %179
  %24 = phi double [ 1.000000e+00, %8 ], [ %126, %179 ]
  %25 = phi i64 [ 1, %8 ], [ %180, %179 ]
  %26 = phi i64 [ 0, %8 ], [ %49, %179 ]
  %27 = trunc i64 %25 to i32
  %28 = tail call i32 @llvm.smax.i32(i32 %0, i32 %27)
  %29 = trunc i64 %26 to i32
  %30 = xor i32 %29, -1
  %31 = add i32 %28, %30
  %32 = zext i32 %31 to i64
  %33 = add nuw nsw i64 %32, 1
  %34 = mul i64 %10, %26
  %35 = getelementptr i8, ptr %16, i64 %34
  %36 = shl nuw nsw i64 %26, 3
  %37 = getelementptr i8, ptr %18, i64 %36
  %38 = trunc i64 %25 to i32
  %39 = tail call i32 @llvm.smax.i32(i32 %0, i32 %38)
  %40 = trunc i64 %26 to i32
  %41 = xor i32 %40, -1
  %42 = add i32 %39, %41
  %43 = zext i32 %42 to i64
  %44 = shl nuw nsw i64 %43, 3
  %45 = getelementptr i8, ptr %37, i64 %44
  %46 = getelementptr i8, ptr %1, i64 %34
  %47 = getelementptr i8, ptr %19, i64 %34
  %48 = getelementptr i8, ptr %47, i64 %44
  %49 = add nuw nsw i64 %26, 1
  %50 = trunc nuw i64 %49 to i32
  %51 = icmp slt i32 %50, %0
  %52 = trunc nuw nsw i64 %26 to i32
  br i1 %51, label %53, label %55

53:                                               ; preds = %23
  %54 = getelementptr double, ptr %1, i64 %26
  br label %63

55:                                               ; preds = %63, %23
  %56 = phi i32 [ %52, %23 ], [ %77, %63 ]
  %57 = sext i32 %56 to i64
  %58 = mul nsw i64 %57, %3
  %59 = getelementptr inbounds double, ptr %1, i64 %58
  %60 = getelementptr inbounds double, ptr %59, i64 %26
  %61 = load double, ptr %60, align 8, !tbaa !8
  %62 = fcmp une double %61, 0.000000e+00
  br i1 %62, label %80, label %182

63:                                               ; preds = %53, %63
  %64 = phi i64 [ %25, %53 ], [ %78, %63 ]
  %65 = phi i32 [ %52, %53 ], [ %77, %63 ]
  %66 = mul nuw nsw i64 %64, %3
  %67 = getelementptr inbounds double, ptr %54, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !8
  %69 = tail call double @llvm.fabs.f64(double %68)
  %70 = sext i32 %65 to i64
  %71 = mul nsw i64 %70, %3
  %72 = getelementptr double, ptr %54, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !8
  %74 = tail call double @llvm.fabs.f64(double %73)
  %75 = fcmp ogt double %69, %74
  %76 = trunc nuw i64 %64 to i32
  %77 = select i1 %75, i32 %76, i32 %65
  %78 = add nuw nsw i64 %64, 1
  %79 = icmp eq i64 %78, %3
  br i1 %79, label %55, label %63, !llvm.loop !33

80:                                               ; preds = %55
  %81 = zext i32 %56 to i64
  %82 = icmp eq i64 %26, %81
  br i1 %82, label %120, label %83

83:                                               ; preds = %80
  br i1 %4, label %84, label %110

84:                                               ; preds = %83
  %85 = mul nuw nsw i64 %26, %3
  %86 = getelementptr inbounds double, ptr %1, i64 %85
  br i1 %20, label %87, label %89

87:                                               ; preds = %109, %89, %84
  %88 = phi i64 [ 0, %89 ], [ 0, %84 ], [ %21, %109 ]
  br label %112

89:                                               ; preds = %84
  %90 = shl nsw i64 %57, 3
  %91 = add nsw i64 %90, 8
  %92 = mul i64 %91, %3
  %93 = getelementptr i8, ptr %1, i64 %92
  %94 = icmp ugt ptr %93, %1
  %95 = icmp ult ptr %59, %15
  %96 = and i1 %94, %95
  br i1 %96, label %87, label %97

97:                                               ; preds = %89, %97
  %98 = phi i64 [ %107, %97 ], [ 0, %89 ]
  %99 = getelementptr inbounds double, ptr %86, i64 %98
  %100 = getelementptr inbounds i8, ptr %99, i64 16
  %101 = load <2 x double>, ptr %99, align 8, !tbaa !8, !alias.scope !34, !noalias !37
  %102 = load <2 x double>, ptr %100, align 8, !tbaa !8, !alias.scope !34, !noalias !37
  %103 = getelementptr inbounds double, ptr %59, i64 %98
  %104 = getelementptr inbounds i8, ptr %103, i64 16
  %105 = load <2 x double>, ptr %103, align 8, !tbaa !8, !alias.scope !37
  %106 = load <2 x double>, ptr %104, align 8, !tbaa !8, !alias.scope !37
  store <2 x double> %105, ptr %99, align 8, !tbaa !8, !alias.scope !34, !noalias !37
  store <2 x double> %106, ptr %100, align 8, !tbaa !8, !alias.scope !34, !noalias !37
  store <2 x double> %101, ptr %103, align 8, !tbaa !8, !alias.scope !37
  store <2 x double> %102, ptr %104, align 8, !tbaa !8, !alias.scope !37
  %107 = add nuw i64 %98, 4
  %108 = icmp eq i64 %107, %21
  br i1 %108, label %109, label %97, !llvm.loop !39

109:                                              ; preds = %97
  br i1 %22, label %110, label %87

110:                                              ; preds = %112, %109, %83
  %111 = fneg double %24
  br label %120

112:                                              ; preds = %87, %112
  %113 = phi i64 [ %118, %112 ], [ %88, %87 ]
  %114 = getelementptr inbounds double, ptr %86, i64 %113
  %115 = load double, ptr %114, align 8, !tbaa !8
  %116 = getelementptr inbounds double, ptr %59, i64 %113
  %117 = load double, ptr %116, align 8, !tbaa !8
  store double %117, ptr %114, align 8, !tbaa !8
  store double %115, ptr %116, align 8, !tbaa !8
  %118 = add nuw nsw i64 %113, 1
  %119 = icmp eq i64 %118, %3
  br i1 %119, label %110, label %112, !llvm.loop !40

120:                                              ; preds = %110, %80
  %121 = phi double [ %111, %110 ], [ %24, %80 ]
  %122 = mul nuw nsw i64 %26, %3
  %123 = getelementptr inbounds double, ptr %1, i64 %122
  %124 = getelementptr inbounds double, ptr %123, i64 %26
  %125 = load double, ptr %124, align 8, !tbaa !8
  %126 = fmul double %121, %125
  br i1 %51, label %127, label %179

127:                                              ; preds = %120
  %128 = icmp ult i32 %31, 3
  %129 = icmp ult ptr %35, %48
  %130 = icmp ult ptr %46, %45
  %131 = and i1 %129, %130
  %132 = and i64 %33, 8589934588
  %133 = add nuw i64 %26, %132
  %134 = icmp eq i64 %33, %132
  br label %135

135:                                              ; preds = %127, %166
  %136 = phi i64 [ %167, %166 ], [ %25, %127 ]
  %137 = mul nuw nsw i64 %136, %3
  %138 = getelementptr inbounds double, ptr %1, i64 %137
  %139 = getelementptr inbounds double, ptr %138, i64 %26
  %140 = load double, ptr %139, align 8, !tbaa !8
  %141 = load double, ptr %124, align 8, !tbaa !8
  %142 = fneg double %140
  %143 = fdiv double %142, %141
  %144 = select i1 %128, i1 true, i1 %131
  br i1 %144, label %145, label %147

145:                                              ; preds = %135, %165
  %146 = phi i64 [ %26, %135 ], [ %133, %165 ]
  br label %169

147:                                              ; preds = %135
  %148 = insertelement <2 x double> poison, double %143, i64 0
  %149 = shufflevector <2 x double> %148, <2 x double> poison, <2 x i32> zeroinitializer
  br label %150

150:                                              ; preds = %150, %147
  %151 = phi i64 [ 0, %147 ], [ %163, %150 ]
  %152 = add i64 %26, %151
  %153 = getelementptr inbounds double, ptr %123, i64 %152
  %154 = getelementptr inbounds i8, ptr %153, i64 16
  %155 = load <2 x double>, ptr %153, align 8, !tbaa !8, !alias.scope !41
  %156 = load <2 x double>, ptr %154, align 8, !tbaa !8, !alias.scope !41
  %157 = getelementptr inbounds double, ptr %138, i64 %152
  %158 = getelementptr inbounds i8, ptr %157, i64 16
  %159 = load <2 x double>, ptr %157, align 8, !tbaa !8, !alias.scope !44, !noalias !41
  %160 = load <2 x double>, ptr %158, align 8, !tbaa !8, !alias.scope !44, !noalias !41
  %161 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %149, <2 x double> %155, <2 x double> %159)
  %162 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %149, <2 x double> %156, <2 x double> %160)
  store <2 x double> %161, ptr %157, align 8, !tbaa !8, !alias.scope !44, !noalias !41
  store <2 x double> %162, ptr %158, align 8, !tbaa !8, !alias.scope !44, !noalias !41
  %163 = add nuw i64 %151, 4
  %164 = icmp eq i64 %163, %132
  br i1 %164, label %165, label %150, !llvm.loop !46

165:                                              ; preds = %150
  br i1 %134, label %166, label %145

166:                                              ; preds = %169, %165
  %167 = add nuw nsw i64 %136, 1
  %168 = icmp eq i64 %167, %3
  br i1 %168, label %179, label %135, !llvm.loop !47

169:                                              ; preds = %145, %169
  %170 = phi i64 [ %176, %169 ], [ %146, %145 ]
  %171 = getelementptr inbounds double, ptr %123, i64 %170
  %172 = load double, ptr %171, align 8, !tbaa !8
  %173 = getelementptr inbounds double, ptr %138, i64 %170
  %174 = load double, ptr %173, align 8, !tbaa !8
  %175 = tail call double @llvm.fmuladd.f64(double %143, double %172, double %174)
  store double %175, ptr %173, align 8, !tbaa !8
  %176 = add nuw nsw i64 %170, 1
  %177 = trunc nuw i64 %176 to i32
  %178 = icmp slt i32 %177, %0
  br i1 %178, label %169, label %166, !llvm.loop !48

179:                                              ; preds = %166, %120
  %180 = add nuw nsw i64 %25, 1
  %181 = icmp eq i64 %49, %6
  br i1 %181, label %182, label %23

182:                                              ; preds = %179, %55, %2
  %183 = phi double [ 1.000000e+00, %2 ], [ %126, %179 ], [ 0.000000e+00, %55 ]
  ret double %183
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!9, !9, i64 0}
!9 = !{!"double", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = !{!25, !25, i64 0}
!25 = !{!"int", !10, i64 0}
!26 = distinct !{!26, !7, !16, !17}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
!34 = !{!35}
!35 = distinct !{!35, !36}
!36 = distinct !{!36, !"LVerDomain"}
!37 = !{!38}
!38 = distinct !{!38, !36}
!39 = distinct !{!39, !7, !16, !17}
!40 = distinct !{!40, !7, !16}
!41 = !{!42}
!42 = distinct !{!42, !43}
!43 = distinct !{!43, !"LVerDomain"}
!44 = !{!45}
!45 = distinct !{!45, !43}
!46 = distinct !{!46, !7, !16, !17}
!47 = distinct !{!47, !7}
!48 = distinct !{!48, !7, !16}
