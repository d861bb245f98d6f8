; ModuleID = 'programs/lu_decomposition_solve.c'
source_filename = "programs/lu_decomposition_solve.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@main.a = internal global [40 x [40 x double]] zeroinitializer, align 8
@main.orig = internal unnamed_addr global [40 x [40 x double]] zeroinitializer, align 8
@.str = private unnamed_addr constant [55 x i8] c"x[0]=%a x[39]=%a residual^2=%a log2|det|~%.3f sign=%d\0A\00", align 1
@__const.main.s5 = private unnamed_addr constant <{ <{ double, double, double, double, double, [35 x double] }>, <{ double, double, double, double, [36 x double] }>, <{ double, double, double, double, double, [35 x double] }>, <{ double, double, double, double, double, [35 x double] }>, <{ double, double, double, double, double, [35 x double] }>, [35 x [40 x double]] }> <{ <{ double, double, double, double, double, [35 x double] }> <{ double 2.000000e+00, double 1.000000e+00, double -1.000000e+00, double 0.000000e+00, double 3.000000e+00, [35 x double] zeroinitializer }>, <{ double, double, double, double, [36 x double] }> <{ double 1.000000e+00, double 3.000000e+00, double 2.000000e+00, double -2.000000e+00, [36 x double] zeroinitializer }>, <{ double, double, double, double, double, [35 x double] }> <{ double 0.000000e+00, double 1.000000e+00, double 4.000000e+00, double 1.000000e+00, double -1.000000e+00, [35 x double] zeroinitializer }>, <{ double, double, double, double, double, [35 x double] }> <{ double -1.000000e+00, double 0.000000e+00, double 1.000000e+00, double 5.000000e+00, double 2.000000e+00, [35 x double] zeroinitializer }>, <{ double, double, double, double, double, [35 x double] }> <{ double 3.000000e+00, double -2.000000e+00, double 0.000000e+00, double 1.000000e+00, double 6.000000e+00, [35 x double] zeroinitializer }>, [35 x [40 x double]] zeroinitializer }>, align 8
@.str.1 = private unnamed_addr constant [45 x i8] c"5x5: %.12f %.12f %.12f %.12f %.12f det=%.9f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [40 x double], align 8
  %2 = alloca [40 x double], align 8
  %3 = alloca [40 x double], align 8
  %4 = alloca [40 x i32], align 4
  %5 = alloca i32, align 4
  %6 = alloca [40 x [40 x double]], align 8
  %7 = alloca [5 x double], align 16
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #8
  br label %8

8:                                                ; preds = %0, %11
  %9 = phi i64 [ 0, %0 ], [ %19, %11 ]
  %10 = phi i32 [ 1, %0 ], [ %27, %11 ]
  br label %22

11:                                               ; preds = %22
  %12 = fadd double %35, 1.000000e+00
  %13 = getelementptr inbounds [40 x [40 x double]], ptr @main.a, i64 0, i64 %9, i64 %9
  store double %12, ptr %13, align 8, !tbaa !6
  %14 = trunc nuw nsw i64 %9 to i32
  %15 = urem i32 %14, 5
  %16 = add nsw i32 %15, -2
  %17 = sitofp i32 %16 to double
  %18 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 %9
  store double %17, ptr %18, align 8, !tbaa !6
  %19 = add nuw nsw i64 %9, 1
  %20 = icmp eq i64 %19, 40
  br i1 %20, label %21, label %8, !llvm.loop !10

21:                                               ; preds = %11
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12800) @main.orig, ptr noundef nonnull align 8 dereferenceable(12800) @main.a, i64 12800, i1 false), !tbaa !6
  call fastcc void @lu(ptr noundef nonnull @main.a, i32 noundef 40, ptr noundef nonnull %4, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %1) #8
  br label %38

22:                                               ; preds = %8, %22
  %23 = phi i64 [ 0, %8 ], [ %36, %22 ]
  %24 = phi double [ 0.000000e+00, %8 ], [ %35, %22 ]
  %25 = phi i32 [ %10, %8 ], [ %27, %22 ]
  %26 = mul i32 %25, 1103515245
  %27 = add i32 %26, 12345
  %28 = lshr i32 %27, 8
  %29 = urem i32 %28, 2000
  %30 = uitofp nneg i32 %29 to double
  %31 = fdiv double %30, 1.000000e+03
  %32 = fadd double %31, -1.000000e+00
  %33 = getelementptr inbounds [40 x [40 x double]], ptr @main.a, i64 0, i64 %9, i64 %23
  store double %32, ptr %33, align 8, !tbaa !6
  %34 = tail call double @llvm.fabs.f64(double %32)
  %35 = fadd double %24, %34
  %36 = add nuw nsw i64 %23, 1
  %37 = icmp eq i64 %36, 40
  br i1 %37, label %11, label %22, !llvm.loop !12

38:                                               ; preds = %46, %21
  %39 = phi i64 [ 0, %21 ], [ %49, %46 ]
  %40 = getelementptr inbounds i32, ptr %4, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !13
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %2, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !6
  %45 = icmp eq i64 %39, 0
  br i1 %45, label %46, label %51

46:                                               ; preds = %51, %38
  %47 = phi double [ %44, %38 ], [ %59, %51 ]
  %48 = getelementptr inbounds [40 x double], ptr %1, i64 0, i64 %39
  store double %47, ptr %48, align 8, !tbaa !6
  %49 = add nuw nsw i64 %39, 1
  %50 = icmp eq i64 %49, 40
  br i1 %50, label %62, label %38, !llvm.loop !15

51:                                               ; preds = %38, %51
  %52 = phi i64 [ %60, %51 ], [ 0, %38 ]
  %53 = phi double [ %59, %51 ], [ %44, %38 ]
  %54 = getelementptr inbounds [40 x double], ptr @main.a, i64 %39, i64 %52
  %55 = load double, ptr %54, align 8, !tbaa !6
  %56 = getelementptr inbounds [40 x double], ptr %1, i64 0, i64 %52
  %57 = load double, ptr %56, align 8, !tbaa !6
  %58 = fmul double %55, %57
  %59 = fsub double %53, %58
  %60 = add nuw nsw i64 %52, 1
  %61 = icmp eq i64 %60, %39
  br i1 %61, label %46, label %51, !llvm.loop !16

62:                                               ; preds = %46, %68
  %63 = phi i64 [ %64, %68 ], [ 40, %46 ]
  %64 = add nsw i64 %63, -1
  %65 = getelementptr inbounds [40 x double], ptr %1, i64 0, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !6
  %67 = icmp ult i64 %63, 40
  br i1 %67, label %75, label %68

68:                                               ; preds = %75, %62
  %69 = phi double [ %66, %62 ], [ %83, %75 ]
  %70 = getelementptr inbounds [40 x double], ptr @main.a, i64 %64, i64 %64
  %71 = load double, ptr %70, align 8, !tbaa !6
  %72 = fdiv double %69, %71
  %73 = getelementptr inbounds double, ptr %3, i64 %64
  store double %72, ptr %73, align 8, !tbaa !6
  %74 = icmp ugt i64 %63, 1
  br i1 %74, label %62, label %86, !llvm.loop !17

75:                                               ; preds = %62, %75
  %76 = phi i64 [ %84, %75 ], [ %63, %62 ]
  %77 = phi double [ %83, %75 ], [ %66, %62 ]
  %78 = getelementptr inbounds [40 x double], ptr @main.a, i64 %64, i64 %76
  %79 = load double, ptr %78, align 8, !tbaa !6
  %80 = getelementptr inbounds double, ptr %3, i64 %76
  %81 = load double, ptr %80, align 8, !tbaa !6
  %82 = fmul double %79, %81
  %83 = fsub double %77, %82
  %84 = add nuw nsw i64 %76, 1
  %85 = icmp eq i64 %84, 40
  br i1 %85, label %68, label %75, !llvm.loop !18

86:                                               ; preds = %68
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %1) #8
  br label %87

87:                                               ; preds = %111, %86
  %88 = phi i64 [ 0, %86 ], [ %119, %111 ]
  %89 = phi double [ 0.000000e+00, %86 ], [ %118, %111 ]
  %90 = phi double [ 0.000000e+00, %86 ], [ %113, %111 ]
  %91 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 %88
  %92 = load double, ptr %91, align 8, !tbaa !6
  %93 = fneg double %92
  br label %94

94:                                               ; preds = %94, %87
  %95 = phi i64 [ 0, %87 ], [ %109, %94 ]
  %96 = phi double [ %93, %87 ], [ %108, %94 ]
  %97 = getelementptr inbounds [40 x [40 x double]], ptr @main.orig, i64 0, i64 %88, i64 %95
  %98 = getelementptr inbounds i8, ptr %97, i64 16
  %99 = load <2 x double>, ptr %97, align 8, !tbaa !6
  %100 = load <2 x double>, ptr %98, align 8, !tbaa !6
  %101 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 %95
  %102 = getelementptr inbounds i8, ptr %101, i64 16
  %103 = load <2 x double>, ptr %101, align 8, !tbaa !6
  %104 = load <2 x double>, ptr %102, align 8, !tbaa !6
  %105 = fmul <2 x double> %99, %103
  %106 = fmul <2 x double> %100, %104
  %107 = tail call double @llvm.vector.reduce.fadd.v2f64(double %96, <2 x double> %105)
  %108 = tail call double @llvm.vector.reduce.fadd.v2f64(double %107, <2 x double> %106)
  %109 = add nuw i64 %95, 4
  %110 = icmp eq i64 %109, 40
  br i1 %110, label %111, label %94, !llvm.loop !19

111:                                              ; preds = %94
  %112 = fmul double %108, %108
  %113 = fadd double %90, %112
  %114 = getelementptr inbounds [40 x [40 x double]], ptr @main.a, i64 0, i64 %88, i64 %88
  %115 = load double, ptr %114, align 8, !tbaa !6
  %116 = tail call double @llvm.fabs.f64(double %115)
  %117 = tail call double @log2(double noundef %116) #8
  %118 = fadd double %89, %117
  %119 = add nuw nsw i64 %88, 1
  %120 = icmp eq i64 %119, 40
  br i1 %120, label %121, label %87, !llvm.loop !22

121:                                              ; preds = %111
  %122 = load double, ptr %3, align 8, !tbaa !6
  %123 = getelementptr inbounds i8, ptr %3, i64 312
  %124 = load double, ptr %123, align 8, !tbaa !6
  %125 = load i32, ptr %5, align 4, !tbaa !13
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %122, double noundef %124, double noundef %113, double noundef %118, i32 noundef %125)
  call void @llvm.lifetime.start.p0(i64 12800, ptr nonnull %6) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12800) %6, ptr noundef nonnull align 8 dereferenceable(12800) @__const.main.s5, i64 12800, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #8
  %127 = getelementptr inbounds i8, ptr %6, i64 320
  %128 = getelementptr inbounds i8, ptr %6, i64 328
  %129 = getelementptr inbounds i8, ptr %6, i64 336
  %130 = getelementptr inbounds i8, ptr %6, i64 344
  %131 = getelementptr inbounds i8, ptr %6, i64 352
  store <2 x double> <double -3.750000e+00, double 0.000000e+00>, ptr %7, align 16, !tbaa !6
  %132 = getelementptr inbounds i8, ptr %7, i64 16
  %133 = getelementptr inbounds i8, ptr %6, i64 640
  %134 = getelementptr inbounds i8, ptr %6, i64 648
  %135 = getelementptr inbounds i8, ptr %6, i64 656
  %136 = getelementptr inbounds i8, ptr %6, i64 664
  %137 = getelementptr inbounds i8, ptr %6, i64 672
  %138 = getelementptr inbounds i8, ptr %6, i64 960
  %139 = getelementptr inbounds i8, ptr %6, i64 968
  %140 = getelementptr inbounds i8, ptr %6, i64 976
  %141 = getelementptr inbounds i8, ptr %6, i64 984
  %142 = getelementptr inbounds i8, ptr %6, i64 992
  store <2 x double> <double 1.075000e+01, double 4.000000e+00>, ptr %132, align 16, !tbaa !6
  %143 = getelementptr inbounds i8, ptr %7, i64 32
  %144 = getelementptr inbounds i8, ptr %6, i64 1280
  %145 = getelementptr inbounds i8, ptr %6, i64 1288
  %146 = getelementptr inbounds i8, ptr %6, i64 1296
  %147 = getelementptr inbounds i8, ptr %6, i64 1304
  %148 = getelementptr inbounds i8, ptr %6, i64 1312
  store double 6.000000e+00, ptr %143, align 16, !tbaa !6
  call fastcc void @lu(ptr noundef nonnull %6, i32 noundef 5, ptr noundef nonnull %4, ptr noundef nonnull %5)
  %149 = load i32, ptr %4, align 4, !tbaa !13
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds double, ptr %7, i64 %150
  %152 = load double, ptr %151, align 8, !tbaa !6
  %153 = getelementptr inbounds i8, ptr %4, i64 4
  %154 = load i32, ptr %153, align 4, !tbaa !13
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds double, ptr %7, i64 %155
  %157 = load double, ptr %156, align 8, !tbaa !6
  %158 = load double, ptr %127, align 8, !tbaa !6
  %159 = getelementptr inbounds i8, ptr %4, i64 8
  %160 = load i32, ptr %159, align 4, !tbaa !13
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds double, ptr %7, i64 %161
  %163 = load double, ptr %162, align 8, !tbaa !6
  %164 = load double, ptr %133, align 8, !tbaa !6
  %165 = load double, ptr %134, align 8, !tbaa !6
  %166 = getelementptr inbounds i8, ptr %4, i64 12
  %167 = load i32, ptr %166, align 4, !tbaa !13
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds double, ptr %7, i64 %168
  %170 = load double, ptr %169, align 8, !tbaa !6
  %171 = load double, ptr %138, align 8, !tbaa !6
  %172 = load double, ptr %139, align 8, !tbaa !6
  %173 = load double, ptr %140, align 8, !tbaa !6
  %174 = getelementptr inbounds i8, ptr %4, i64 16
  %175 = load i32, ptr %174, align 4, !tbaa !13
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds double, ptr %7, i64 %176
  %178 = load double, ptr %177, align 8, !tbaa !6
  %179 = load double, ptr %144, align 8, !tbaa !6
  %180 = load double, ptr %145, align 8, !tbaa !6
  %181 = load double, ptr %146, align 8, !tbaa !6
  %182 = load double, ptr %147, align 8, !tbaa !6
  %183 = load double, ptr %148, align 8, !tbaa !6
  %184 = load double, ptr %142, align 8, !tbaa !6
  %185 = load double, ptr %141, align 8, !tbaa !6
  %186 = load double, ptr %136, align 8, !tbaa !6
  %187 = load double, ptr %137, align 8, !tbaa !6
  %188 = load double, ptr %135, align 8, !tbaa !6
  %189 = load double, ptr %129, align 8, !tbaa !6
  %190 = load double, ptr %130, align 8, !tbaa !6
  %191 = load double, ptr %131, align 8, !tbaa !6
  %192 = load double, ptr %128, align 8, !tbaa !6
  %193 = getelementptr inbounds i8, ptr %6, i64 8
  %194 = load double, ptr %193, align 8, !tbaa !6
  %195 = fmul double %158, %152
  %196 = fsub double %157, %195
  %197 = fmul double %164, %152
  %198 = fsub double %163, %197
  %199 = fmul double %165, %196
  %200 = fsub double %198, %199
  %201 = fmul double %171, %152
  %202 = fsub double %170, %201
  %203 = fmul double %172, %196
  %204 = fsub double %202, %203
  %205 = fmul double %173, %200
  %206 = fsub double %204, %205
  %207 = fmul double %179, %152
  %208 = fsub double %178, %207
  %209 = fmul double %180, %196
  %210 = fsub double %208, %209
  %211 = fmul double %181, %200
  %212 = fsub double %210, %211
  %213 = fmul double %182, %206
  %214 = fsub double %212, %213
  %215 = fdiv double %214, %183
  %216 = fmul double %184, %215
  %217 = fsub double %206, %216
  %218 = fdiv double %217, %185
  %219 = fmul double %186, %218
  %220 = fsub double %200, %219
  %221 = fmul double %187, %215
  %222 = fsub double %220, %221
  %223 = fdiv double %222, %188
  %224 = fmul double %189, %223
  %225 = fsub double %196, %224
  %226 = fmul double %190, %218
  %227 = fsub double %225, %226
  %228 = fmul double %191, %215
  %229 = fsub double %227, %228
  %230 = fdiv double %229, %192
  %231 = fmul double %194, %230
  %232 = fsub double %152, %231
  %233 = getelementptr inbounds i8, ptr %6, i64 16
  %234 = load double, ptr %233, align 8, !tbaa !6
  %235 = fmul double %234, %223
  %236 = fsub double %232, %235
  %237 = getelementptr inbounds i8, ptr %6, i64 24
  %238 = load double, ptr %237, align 8, !tbaa !6
  %239 = fmul double %238, %218
  %240 = fsub double %236, %239
  %241 = getelementptr inbounds i8, ptr %6, i64 32
  %242 = load double, ptr %241, align 8, !tbaa !6
  %243 = fmul double %242, %215
  %244 = fsub double %240, %243
  %245 = load double, ptr %6, align 8, !tbaa !6
  %246 = fdiv double %244, %245
  %247 = load i32, ptr %5, align 4, !tbaa !13
  %248 = sitofp i32 %247 to double
  %249 = fmul double %245, %248
  %250 = fmul double %249, %192
  %251 = fmul double %250, %188
  %252 = fmul double %251, %185
  %253 = fmul double %252, %183
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %246, double noundef %230, double noundef %223, double noundef %218, double noundef %215, double noundef %253)
  %255 = tail call double @llvm.fabs.f64(double %253)
  %256 = fptosi double %255 to i32
  %257 = and i32 %256, 127
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 12800, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %2) #8
  ret i32 %257
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @lu(ptr nocapture noundef %0, i32 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3) unnamed_addr #3 {
  store i32 1, ptr %3, align 4, !tbaa !13
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %192

6:                                                ; preds = %4
  %7 = zext nneg i32 %1 to i64
  %8 = icmp ult i32 %1, 8
  br i1 %8, label %9, label %11

9:                                                ; preds = %22, %6
  %10 = phi i64 [ 0, %6 ], [ %12, %22 ]
  br label %46

11:                                               ; preds = %6
  %12 = and i64 %7, 2147483640
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %19, %13 ]
  %15 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %11 ], [ %20, %13 ]
  %16 = add <4 x i32> %15, <i32 4, i32 4, i32 4, i32 4>
  %17 = getelementptr inbounds i32, ptr %2, i64 %14
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  store <4 x i32> %15, ptr %17, align 4, !tbaa !13
  store <4 x i32> %16, ptr %18, align 4, !tbaa !13
  %19 = add nuw i64 %14, 8
  %20 = add <4 x i32> %15, <i32 8, i32 8, i32 8, i32 8>
  %21 = icmp eq i64 %19, %12
  br i1 %21, label %22, label %13, !llvm.loop !23

22:                                               ; preds = %13
  %23 = icmp eq i64 %12, %7
  br i1 %23, label %24, label %9

24:                                               ; preds = %46, %22
  %25 = zext nneg i32 %1 to i64
  %26 = zext nneg i32 %1 to i64
  %27 = mul nuw nsw i64 %7, 328
  %28 = getelementptr i8, ptr %0, i64 %27
  %29 = getelementptr i8, ptr %28, i64 -320
  %30 = mul nuw nsw i64 %7, 320
  %31 = shl nuw nsw i64 %7, 3
  %32 = mul nuw nsw i64 %7, 328
  %33 = getelementptr i8, ptr %0, i64 %32
  %34 = getelementptr i8, ptr %33, i64 -320
  %35 = shl nuw nsw i64 %7, 3
  %36 = getelementptr i8, ptr %0, i64 %35
  %37 = getelementptr i8, ptr %0, i64 328
  %38 = getelementptr i8, ptr %0, i64 320
  %39 = getelementptr i8, ptr %0, i64 %30
  %40 = getelementptr i8, ptr %39, i64 -312
  %41 = getelementptr i8, ptr %0, i64 8
  %42 = getelementptr i8, ptr %0, i64 %31
  %43 = icmp ult i32 %1, 4
  %44 = and i64 %7, 2147483644
  %45 = icmp eq i64 %44, %7
  br label %55

46:                                               ; preds = %9, %46
  %47 = phi i64 [ %50, %46 ], [ %10, %9 ]
  %48 = getelementptr inbounds i32, ptr %2, i64 %47
  %49 = trunc nuw nsw i64 %47 to i32
  store i32 %49, ptr %48, align 4, !tbaa !13
  %50 = add nuw nsw i64 %47, 1
  %51 = icmp eq i64 %50, %7
  br i1 %51, label %24, label %46, !llvm.loop !24

52:                                               ; preds = %178, %134
  %53 = add nuw nsw i64 %57, 1
  %54 = icmp eq i64 %71, %26
  br i1 %54, label %192, label %55, !llvm.loop !25

55:                                               ; preds = %24, %52
  %56 = phi i64 [ 0, %24 ], [ %71, %52 ]
  %57 = phi i64 [ 1, %24 ], [ %53, %52 ]
  %58 = xor i64 %56, -1
  %59 = add nsw i64 %58, %7
  %60 = mul nuw nsw i64 %56, 328
  %61 = getelementptr i8, ptr %37, i64 %60
  %62 = getelementptr i8, ptr %38, i64 %60
  %63 = shl nuw nsw i64 %56, 3
  %64 = getelementptr i8, ptr %40, i64 %63
  %65 = getelementptr i8, ptr %41, i64 %60
  %66 = mul nuw nsw i64 %56, 320
  %67 = getelementptr i8, ptr %42, i64 %66
  %68 = getelementptr inbounds [40 x double], ptr %0, i64 %56, i64 %56
  %69 = load double, ptr %68, align 8, !tbaa !6
  %70 = tail call double @llvm.fabs.f64(double %69)
  %71 = add nuw nsw i64 %56, 1
  %72 = icmp ult i64 %71, %25
  %73 = trunc nuw nsw i64 %56 to i32
  br i1 %72, label %78, label %74

74:                                               ; preds = %78, %55
  %75 = phi i32 [ %73, %55 ], [ %87, %78 ]
  %76 = phi double [ %70, %55 ], [ %88, %78 ]
  %77 = fcmp une double %76, 0.000000e+00
  br i1 %77, label %91, label %192

78:                                               ; preds = %55, %78
  %79 = phi i64 [ %89, %78 ], [ %57, %55 ]
  %80 = phi double [ %88, %78 ], [ %70, %55 ]
  %81 = phi i32 [ %87, %78 ], [ %73, %55 ]
  %82 = getelementptr inbounds [40 x double], ptr %0, i64 %79, i64 %56
  %83 = load double, ptr %82, align 8, !tbaa !6
  %84 = tail call double @llvm.fabs.f64(double %83)
  %85 = fcmp ogt double %84, %80
  %86 = trunc nuw nsw i64 %79 to i32
  %87 = select i1 %85, i32 %86, i32 %81
  %88 = select i1 %85, double %84, double %80
  %89 = add nuw nsw i64 %79, 1
  %90 = icmp eq i64 %89, %26
  br i1 %90, label %74, label %78, !llvm.loop !26

91:                                               ; preds = %74
  %92 = zext i32 %75 to i64
  %93 = icmp eq i64 %56, %92
  br i1 %93, label %134, label %94

94:                                               ; preds = %91
  %95 = sext i32 %75 to i64
  br i1 %43, label %96, label %98

96:                                               ; preds = %117, %98, %94
  %97 = phi i64 [ 0, %98 ], [ 0, %94 ], [ %44, %117 ]
  br label %126

98:                                               ; preds = %94
  %99 = mul nsw i64 %95, 320
  %100 = getelementptr i8, ptr %0, i64 %99
  %101 = getelementptr i8, ptr %36, i64 %99
  %102 = icmp ugt ptr %101, %0
  %103 = icmp ult ptr %100, %34
  %104 = and i1 %102, %103
  br i1 %104, label %96, label %105

105:                                              ; preds = %98, %105
  %106 = phi i64 [ %115, %105 ], [ 0, %98 ]
  %107 = getelementptr inbounds [40 x double], ptr %0, i64 %56, i64 %106
  %108 = getelementptr inbounds i8, ptr %107, i64 16
  %109 = load <2 x double>, ptr %107, align 8, !tbaa !6, !alias.scope !27, !noalias !30
  %110 = load <2 x double>, ptr %108, align 8, !tbaa !6, !alias.scope !27, !noalias !30
  %111 = getelementptr inbounds [40 x double], ptr %0, i64 %95, i64 %106
  %112 = getelementptr inbounds i8, ptr %111, i64 16
  %113 = load <2 x double>, ptr %111, align 8, !tbaa !6, !alias.scope !30
  %114 = load <2 x double>, ptr %112, align 8, !tbaa !6, !alias.scope !30
  store <2 x double> %113, ptr %107, align 8, !tbaa !6, !alias.scope !27, !noalias !30
  store <2 x double> %114, ptr %108, align 8, !tbaa !6, !alias.scope !27, !noalias !30
  store <2 x double> %109, ptr %111, align 8, !tbaa !6, !alias.scope !30
  store <2 x double> %110, ptr %112, align 8, !tbaa !6, !alias.scope !30
  %115 = add nuw i64 %106, 4
  %116 = icmp eq i64 %115, %44
  br i1 %116, label %117, label %105, !llvm.loop !32

117:                                              ; preds = %105
  br i1 %45, label %118, label %96

118:                                              ; preds = %126, %117
  %119 = getelementptr inbounds i32, ptr %2, i64 %95
  %120 = load i32, ptr %119, align 4, !tbaa !13
  %121 = getelementptr inbounds i32, ptr %2, i64 %56
  %122 = load i32, ptr %121, align 4, !tbaa !13
  %123 = getelementptr inbounds i32, ptr %2, i64 %95
  store i32 %120, ptr %121, align 4, !tbaa !13
  store i32 %122, ptr %123, align 4, !tbaa !13
  %124 = load i32, ptr %3, align 4, !tbaa !13
  %125 = sub nsw i32 0, %124
  store i32 %125, ptr %3, align 4, !tbaa !13
  br label %134

126:                                              ; preds = %96, %126
  %127 = phi i64 [ %132, %126 ], [ %97, %96 ]
  %128 = getelementptr inbounds [40 x double], ptr %0, i64 %56, i64 %127
  %129 = load double, ptr %128, align 8, !tbaa !6
  %130 = getelementptr inbounds [40 x double], ptr %0, i64 %95, i64 %127
  %131 = load double, ptr %130, align 8, !tbaa !6
  store double %131, ptr %128, align 8, !tbaa !6
  store double %129, ptr %130, align 8, !tbaa !6
  %132 = add nuw nsw i64 %127, 1
  %133 = icmp eq i64 %132, %26
  br i1 %133, label %118, label %126, !llvm.loop !33

134:                                              ; preds = %118, %91
  br i1 %72, label %135, label %52

135:                                              ; preds = %134
  %136 = icmp ult i64 %59, 4
  %137 = icmp ult ptr %61, %64
  %138 = icmp ult ptr %62, %29
  %139 = and i1 %137, %138
  %140 = icmp ult ptr %61, %67
  %141 = icmp ult ptr %65, %29
  %142 = and i1 %140, %141
  %143 = or i1 %139, %142
  %144 = and i64 %59, -4
  %145 = add i64 %57, %144
  %146 = icmp eq i64 %59, %144
  br label %147

147:                                              ; preds = %135, %178
  %148 = phi i64 [ %179, %178 ], [ %57, %135 ]
  %149 = load double, ptr %68, align 8, !tbaa !6
  %150 = getelementptr inbounds [40 x double], ptr %0, i64 %148, i64 %56
  %151 = load double, ptr %150, align 8, !tbaa !6
  %152 = fdiv double %151, %149
  store double %152, ptr %150, align 8, !tbaa !6
  %153 = select i1 %136, i1 true, i1 %143
  br i1 %153, label %154, label %156

154:                                              ; preds = %147, %177
  %155 = phi i64 [ %57, %147 ], [ %145, %177 ]
  br label %181

156:                                              ; preds = %147
  %157 = load double, ptr %150, align 8, !tbaa !6, !alias.scope !34
  %158 = insertelement <2 x double> poison, double %157, i64 0
  %159 = shufflevector <2 x double> %158, <2 x double> poison, <2 x i32> zeroinitializer
  br label %160

160:                                              ; preds = %160, %156
  %161 = phi i64 [ 0, %156 ], [ %175, %160 ]
  %162 = add i64 %57, %161
  %163 = getelementptr inbounds [40 x double], ptr %0, i64 %56, i64 %162
  %164 = getelementptr inbounds i8, ptr %163, i64 16
  %165 = load <2 x double>, ptr %163, align 8, !tbaa !6, !alias.scope !37
  %166 = load <2 x double>, ptr %164, align 8, !tbaa !6, !alias.scope !37
  %167 = fmul <2 x double> %159, %165
  %168 = fmul <2 x double> %159, %166
  %169 = getelementptr inbounds [40 x double], ptr %0, i64 %148, i64 %162
  %170 = getelementptr inbounds i8, ptr %169, i64 16
  %171 = load <2 x double>, ptr %169, align 8, !tbaa !6, !alias.scope !39, !noalias !41
  %172 = load <2 x double>, ptr %170, align 8, !tbaa !6, !alias.scope !39, !noalias !41
  %173 = fsub <2 x double> %171, %167
  %174 = fsub <2 x double> %172, %168
  store <2 x double> %173, ptr %169, align 8, !tbaa !6, !alias.scope !39, !noalias !41
  store <2 x double> %174, ptr %170, align 8, !tbaa !6, !alias.scope !39, !noalias !41
  %175 = add nuw i64 %161, 4
  %176 = icmp eq i64 %175, %144
  br i1 %176, label %177, label %160, !llvm.loop !42

177:                                              ; preds = %160
  br i1 %146, label %178, label %154

178:                                              ; preds = %181, %177
  %179 = add nuw nsw i64 %148, 1
  %180 = icmp eq i64 %179, %26
  br i1 %180, label %52, label %147, !llvm.loop !43

181:                                              ; preds = %154, %181
  %182 = phi i64 [ %190, %181 ], [ %155, %154 ]
  %183 = load double, ptr %150, align 8, !tbaa !6
  %184 = getelementptr inbounds [40 x double], ptr %0, i64 %56, i64 %182
  %185 = load double, ptr %184, align 8, !tbaa !6
  %186 = fmul double %183, %185
  %187 = getelementptr inbounds [40 x double], ptr %0, i64 %148, i64 %182
  %188 = load double, ptr %187, align 8, !tbaa !6
  %189 = fsub double %188, %186
  store double %189, ptr %187, align 8, !tbaa !6
  %190 = add nuw nsw i64 %182, 1
  %191 = icmp eq i64 %190, %26
  br i1 %191, label %178, label %181, !llvm.loop !44

192:                                              ; preds = %52, %74, %4
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2(double noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !8, i64 0}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11, !20, !21}
!24 = distinct !{!24, !11, !21, !20}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
!27 = !{!28}
!28 = distinct !{!28, !29}
!29 = distinct !{!29, !"LVerDomain"}
!30 = !{!31}
!31 = distinct !{!31, !29}
!32 = distinct !{!32, !11, !20, !21}
!33 = distinct !{!33, !11, !20}
!34 = !{!35}
!35 = distinct !{!35, !36}
!36 = distinct !{!36, !"LVerDomain"}
!37 = !{!38}
!38 = distinct !{!38, !36}
!39 = !{!40}
!40 = distinct !{!40, !36}
!41 = !{!35, !38}
!42 = distinct !{!42, !11, !20, !21}
!43 = distinct !{!43, !11}
!44 = distinct !{!44, !11, !20}
